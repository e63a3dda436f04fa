"""A forty-ninth unseen labelled corpus: Wei Zhang, a data engineer in Vancouver, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts or
the body of any other corpus module, nor at any placement result. What was read: ``unseen.py``'s module
docstring, the first lines of its ``build()`` (the ``write``/``encode``/``add`` helpers) and its helpers
``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``; ``corpus.py``'s
``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``,
``_docx``, ``_png`` and ``HEIC_HEAD``. The files and labels are shaped by what this person would have on disk,
not by what the code looks for.

The person: Wei Zhang (张伟), 36, a senior data engineer at Northpine Analytics in downtown Vancouver. He grew
up in Chengdu, came to Canada in August 2018 on a study permit for UBC's Master of Data Science (finished June
2019), worked on a post-graduation work permit at Harbourline Logistics in Richmond (October 2019 - March 2022,
a finished job), applied for permanent residence through Express Entry in 2020 and landed in June 2021 (the PR
application is finished). He joined Northpine in April 2022. His wife Xiaoyu Lin (林晓雨) is a part-time MPH
student at SFU whose fees he pays. Their daughter Chloe Kexin (张可欣) was born on 14 January 2026; Wei is on
parental leave from 6 April to 25 September 2026 and draws EI parental benefits with an employer top-up. They
rent a two-bedroom flat near Metrotown in Burnaby (since August 2021; before that a basement suite in
Kitsilano, 2018-2021, a finished lease). Going on now (``NOW`` is 2026-06-01, see ``corpus.NOW``): the
citizenship application (submitted online in April 2026; travel history, documents, test preparation, the test
invitation just arrived); the parental leave and the EI claim; buying a first condo (pre-approval, viewings, a
lost offer in New Westminster, an accepted offer on #1807-4688 Hazel Street with subjects due on 3 June,
strata documents, inspection, the notary); his parents' visit from Chengdu in July-October 2026 on a super visa
(invitation letter, income proof, a year of Canadian medical insurance, flights); and ``parqlint``, a small
open-source Python library that lints Parquet schemas, heading to a 1.0 release and a PyData Vancouver
lightning talk in June. Ongoing: the job (payslips, benefits, performance reviews, expenses), money and taxes
(TD bank, Wealthsimple RRSP/TFSA/FHSA, CRA, T1 returns), the baby (health records, immunizations, daycare
waitlists, the RESP, the Canada Child Benefit), Xiaoyu's SFU fees, the rent and the flat, the car and its ICBC
insurance, the family's health, the badminton club. Finished: the UBC master's, the PR application, the
Harbourline job, the Kitsilano lease, and a trip to Banff in September 2023.

The machine: a MacBook Pro with his home folder under ``root``. ``Documents/`` is half tidy (English folder names,
Chinese ones for family things: ``Baby 可欣``, ``爸妈探亲 2026``, ``菜谱``). ``Downloads/`` is full of what
browsers and banks name files (``document (3).pdf``, ``download.pdf``, ``statement(1).pdf``), WeChat images
(``WechatIMG214.jpg``) and half-finished downloads. ``Desktop/`` holds screenshots (``Screenshot 2026-05-21 at
10.14.33 PM.png``), ``untitled.txt`` notes and stray PDFs. ``Scans/`` has the printer's ``scan_0031.pdf`` files.
``Pictures/`` has iPhone exports (``IMG_4512.HEIC``) and saved WeChat pictures. ``Code/parqlint/`` is the side
project. ``ThinkPad X240 备份 2018/`` is the copy of the Windows laptop he brought from Chengdu (``我的文档``,
``桌面``, ``desktop.ini``, ``Thumbs.db``). ``.DS_Store`` and ``._`` files are written but not labelled.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects**: an outcome with an end still being worked on now, whatever the file's age. The citizenship
  application, including the travel history, the copies of PR papers and tax summaries gathered for it, the
  fee receipt, IRCC mails, and the test preparation (the Discover Canada guide, practice questions) --
  Immigration. The parental leave: the leave request, HR letters, the ROE, the EI claim and its payments, the
  top-up, the handover and return-to-work plan -- Career. Buying the condo: pre-approval, affordability sheets,
  listings, viewing notes and photos, both offers, strata documents, inspection, notary, the FHSA withdrawal
  and property transfer tax forms for the purchase -- Home. The parents' visit: super visa checklist,
  invitation letter, income proof written for it, their medical insurance, medical exam and biometrics,
  flights, plans -- Family. ``parqlint``: its code, docs, issues, release notes and the lightning talk --
  Programming.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. Bank, cards,
  budget, investments (RRSP, TFSA, FHSA statements), all tax returns, slips (T4, T2202, T5) and CRA letters,
  life insurance, money sent to China (Finance); the current job: contract, payslips, benefits booklet,
  reviews, expense claims, résumé (Career); status documents he keeps using -- passports, the PR card
  (Immigration); the baby: birth registration, PHN and SIN, immunizations, clinic notes, growth and feeding
  logs, daycare waitlists, the RESP and the Canada Child Benefit (Baby); family papers: marriage certificate
  translation, chats with his parents (Family); the family's own health, MSP, dental and physio claims
  (Health); the rented flat: lease, rent, BC Hydro, internet, tenant insurance, repairs (Home); Xiaoyu's SFU
  fees and payments (Education); the car, ICBC Autoplan, service, tickets (Car); the badminton club's
  membership, league and bookings (Badminton).
- **Resources**: reference and interests kept for their own sake: appliance manuals (Home); parenting guides
  and baby books (Baby); technical ebooks, cheat sheets, talk notes from meetups, dev installers
  (Programming); badminton technique notes (Badminton); travel guides for places not yet booked (Travel);
  recipes (Cooking); photos, WeChat pictures and screenshots (Photos) -- except photos that document a
  project, current or finished (condo viewings, the Banff trip, the old flat at move-out), which take that
  project's bucket and topic, and photos of a document (PR card, vaccine card, degree parchment), which are
  filed like the document.
- **Archive**: finished things: the PR application 2020-2021 and old permits (Immigration); the Harbourline
  job (Career); the UBC master's (Education); the Kitsilano basement-suite lease (Home); the Banff trip of
  September 2023 (Travel); the copy of the old ThinkPad, kept whole whatever is inside (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files
  (``~$name.docx``) and Windows system files (``desktop.ini``, ``Thumbs.db``), topic System.

Topics are subjects, and one subject keeps one topic across buckets: the condo purchase, the rent and the old
lease are all ``Home``; the citizenship application, the PR card and the PR application are ``Immigration``;
the parental leave, payslips and the old job are ``Career``; the side project and tech ebooks are
``Programming``; the baby's RESP is ``Baby`` while the parents' own RRSP is ``Finance``. ``hard`` marks a file
whose name *and* folder say nothing about its subject (``Downloads/document (3).pdf``, ``Desktop/untitled.txt``,
``Scans/scan_0031.pdf``, ``Documents/Untitled.docx``): only its text (.txt, .md, .csv, .eml, .pdf, .docx,
.xlsx) can place it. Images are never hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _d, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"


def _age(y: int, m: int, d: int) -> int:
    """Days from a calendar date to ``NOW``."""
    return (NOW - datetime(y, m, d, tzinfo=UTC)).days


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _mail(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt:%a, %d %b %Y} 09:{dt.day % 60:02d}:12 -0700\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n" + body.strip() + "\n")


WEI = "Wei Zhang"
WEI_MAIL = "wei.zhang.yvr@gmail.com"
XY = "Xiaoyu Lin"
ADDR = "1408-6188 Patterson Avenue, Burnaby, BC V5H 0C4"
UCI = "1108-4472"
SURN = ["Chen", "Wong", "Li", "Singh", "MacDonald", "Nguyen", "Tremblay", "Patel", "Kim", "Fraser", "Gill",
        "Ho", "Campbell", "Sandhu", "Leung", "Robertson"]
FIRST = ["Jenny", "Kevin", "Amanda", "Raj", "Emily", "Jason", "Michelle", "Daniel", "Grace", "Tyler", "Sarah",
         "Harpreet", "Olivia", "Eric", "Natalie", "Brandon"]


# ---- document texts: t_<thing>(r, dt) -> str -------------------------------------------------------------
# -- Immigration

TRIPS = [("2022-08-12", "2022-08-14", "United States", "Seattle, WA - weekend trip"),
         ("2023-01-14", "2023-02-08", "China", "Chengdu - visiting parents, Spring Festival"),
         ("2024-05-17", "2024-05-20", "United States", "Seattle, WA - Victoria Day weekend"),
         ("2024-09-28", "2024-10-13", "China", "Chengdu - grandmother's 90th birthday"),
         ("2025-03-06", "2025-03-09", "United States", "San Francisco, CA - Data Engineering Summit (work)"),
         ("2025-07-03", "2025-07-06", "United States", "Portland, OR - with Xiaoyu")]


def t_cit_checklist(r: random.Random, dt: datetime) -> str:
    return f"""# Citizenship application - checklist

Applicant: Wei ZHANG  UCI {UCI}   PR since 2021-06-15
Eligibility period used: 2021-04-20 to 2026-04-19

- [x] Physical presence calculator (1,753 days, need 1,095) - printed, see presence_calculator.pdf
- [x] Passport bio pages (current E{r.randint(10000000, 99999999)} + expired G{r.randint(10000000, 99999999)})
- [x] PR card front/back
- [x] COPR (IMM 5292) copy
- [x] Language proof: IELTS General 2020 (L 8.5 R 8.0 W 7.0 S 7.5)
- [x] Travel history - 6 trips, cross-checked with CBSA travel history request
- [x] Tax filing 2021-2025 (consent for CRA in the form)
- [x] Fee paid: $649.75 (processing $530 + right of citizenship $119.75)
- [x] Submitted online 2026-04-20, AOR 2026-05-12
- [ ] Citizenship test - invitation came {_iso(dt)}, window ~30 days
- [ ] Study Discover Canada: chapters 4-7 again (history, government, elections)
- [ ] Ceremony / oath - wait for invitation
- [ ] Ask Xiaoyu: she can apply next year (PR as spouse, same landing date)
"""


def t_cit_presence(r: random.Random, dt: datetime) -> str:
    lines = ["Immigration, Refugees and Citizenship Canada - Physical Presence Calculator",
             "Application type: Adult grant of citizenship", f"Printed: {_d(dt)}",
             "Date of application: 2026-04-20   Eligibility period: 2021-04-20 to 2026-04-19",
             "Date became a permanent resident: 2021-06-15",
             "Days as temporary resident or protected person before PR: 56 (credited 28)",
             "Absences from Canada:"]
    tot = 0
    for a, b, c, why in TRIPS:
        n = (datetime.fromisoformat(b) - datetime.fromisoformat(a)).days - 1
        tot += n
        lines.append(f"  {a} to {b}  {c}  purpose: {why.split(' - ')[1]}  days absent: {n}")
    lines += [f"Total absences: {tot} days", f"Days as PR in Canada: {1770 - tot}",
              f"Total physical presence: {1770 - tot + 28} days (minimum 1,095)", "Result: you meet the requirement."]
    return "\n".join(lines)


def t_travel_history(r: random.Random, dt: datetime) -> str:
    rows = ["From;To;Country;Place / purpose;Days outside;Document used;Port of entry on return"]
    for a, b, c, why in TRIPS:
        n = (datetime.fromisoformat(b) - datetime.fromisoformat(a)).days - 1
        port = "Peace Arch" if "WA" in why else "YVR"
        rows.append(f"{a};{b};{c};{why};{n};CHN passport + PR card;{port}")
    rows.append("2019-01-30;2019-02-17;China;Chengdu - Spring Festival (before PR, outside period);-;study permit;YVR")
    return "\n".join(rows)


def t_cit_aor(r: random.Random, dt: datetime) -> str:
    return _mail("IRCC - Citizenship <IRCC.DNCitizenship-CitoyennetePN.IRCC@cic.gc.ca>", WEI_MAIL,
                 "Acknowledgement of Receipt - Application for Canadian Citizenship - Adults", dt, f"""
Dear Wei Zhang,

This is to acknowledge that we received your application for Canadian citizenship (grant, adult, section 5(1))
on April 20, 2026. Application number: C{r.randint(100000000, 999999999)}. UCI: {UCI}.

We have reviewed your application and found it complete. The next step is the citizenship test. Applicants
18 to 54 years of age must pass the test. You will receive an invitation by email.

You must continue to meet the requirements until you take the Oath of Citizenship. Please tell us if your
address or contact information changes, or if you plan to travel outside Canada.

Immigration, Refugees and Citizenship Canada
""")


def t_cit_test_invite(r: random.Random, dt: datetime) -> str:
    end = dt + timedelta(days=21)
    return _mail("IRCC Citizenship Test <no-reply-citizenship-test@cic.gc.ca>", WEI_MAIL,
                 "Invitation to take your online citizenship test", dt, f"""
Hello Wei Zhang,

You are invited to take the online citizenship test. You must complete the test by {_d(end)}.
Application number: C{r.randint(100000000, 999999999)}

Before the test:
- study the guide Discover Canada: The Rights and Responsibilities of Citizenship
- have your original passport or travel document and PR card ready
- use a computer with a webcam; phones and tablets are not allowed

The test has 20 questions. You have 45 minutes. The pass mark is 15 out of 20.
Log in with the link in this message; the link works for one session only.

Citizenship Program
""")


def t_cit_fee(r: random.Random, dt: datetime) -> str:
    return f"""Immigration, Refugees and Citizenship Canada - Online Payment Receipt
Receipt number: {r.randint(100000000000, 999999999999)}
Date of transaction: 2026-04-20
Payer: WEI ZHANG
Fee: Citizenship - Adult grant processing fee   CAD 530.00
Fee: Right of Citizenship fee                   CAD 119.75
Total paid: CAD 649.75   Visa ending 4417   Authorization {r.randint(100000, 999999)}
Keep this receipt and upload it with your application for citizenship.
"""


PRACTICE = [("Who is the head of state of Canada?", "The Sovereign, King Charles III"),
            ("When did Confederation happen?", "1867, four provinces: Ontario, Quebec, Nova Scotia, New Brunswick"),
            ("What are the three parts of Parliament?", "The Sovereign, the Senate, the House of Commons"),
            ("Who were the Fathers of Confederation?", "Representatives who met in 1864-1867 to form Canada"),
            ("What is the Magna Carta?", "The Great Charter of Freedoms, 1215"),
            ("What is responsible government?", "Ministers must have the confidence of the elected assembly"),
            ("Which province has the most bilingual Canadians?", "New Brunswick (the only officially bilingual)"),
            ("When is Remembrance Day?", "November 11"),
            ("Who was the first PM?", "Sir John A. Macdonald"),
            ("What did the Canadian Pacific Railway do?", "Linked BC to the rest of Canada, completed 1885"),
            ("Name the Aboriginal peoples", "First Nations, Inuit and Metis"),
            ("What is the Vimy Ridge battle?", "April 1917, Canadian Corps captured it, ~10,000 casualties"),
            ("Capital of British Columbia?", "Victoria"),
            ("How are MPs chosen?", "Elected in ridings (electoral districts), first-past-the-post")]


def t_cit_practice(r: random.Random, dt: datetime) -> str:
    qs = r.sample(PRACTICE, 10)
    out = ["# 入籍考试 practice - Discover Canada", f"做题日期 {_iso(dt)}  score {r.randint(16, 20)}/20", ""]
    for i, (q, a) in enumerate(qs, 1):
        out.append(f"{i}. {q}\n   -> {a}")
    out.append("\n错题: Vimy / War of 1812 dates, Senate appointment (by GG on advice of the PM)")
    return "\n".join(out)


def t_cit_flashcards(r: random.Random, dt: datetime) -> str:
    return "question,answer,chapter\n" + "\n".join(f'"{q}","{a}",{r.randint(2, 9)}' for q, a in PRACTICE)


def t_discover_canada(r: random.Random, dt: datetime) -> str:
    return """Discover Canada - The Rights and Responsibilities of Citizenship
Study Guide. Immigration, Refugees and Citizenship Canada.
Message to our readers: Welcome! It took courage to move to a new country.
Applying for citizenship: when you apply for citizenship, officials will check your status,
verify that you are not prohibited from applying, and ensure that you meet the requirements.
Your application may include a test of your knowledge of Canada and of the responsibilities and
privileges of citizenship. Rights and Responsibilities of Citizenship. Who We Are. Canada's History.
Modern Canada. How Canadians Govern Themselves. Federal Elections. The Justice System.
Canadian Symbols. Canada's Economy. Canada's Regions. Study Questions.
The Oath of Citizenship: I swear (or affirm) that I will be faithful and bear true allegiance to
His Majesty King Charles the Third, King of Canada, His Heirs and Successors..."""


def t_cit_notes(r: random.Random, dt: datetime) -> str:
    return f"""citizenship online form notes ({_iso(dt)})
- addresses last 5 yrs: 2156 W 8th Ave basement (to 2021-07-31), {ADDR} (from 2021-08-01)
- work/education history 5 yrs: Harbourline Logistics (to 2022-03-18), Northpine Analytics (2022-04-04 - now,
  on parental leave since 2026-04-06 - put "employed, on leave")
- no gaps. no criminal history. no prohibitions.
- CBSA travel history request sent 2026-03-02 (ATIP A-2026-{r.randint(10000, 99999)}), matches my list except
  they show 2024-05-20 entry at Pacific Hwy not Peace Arch. changed it.
- 可欣 is Canadian by birth, no application needed. Xiaoyu: next year, she was outside 5 months in 2022.
"""


def t_copr(r: random.Random, dt: datetime) -> str:
    return f"""CONFIRMATION OF PERMANENT RESIDENCE / CONFIRMATION DE RESIDENCE PERMANENTE  IMM 5292
Surname: ZHANG   Given name: WEI   Sex: M   Date of birth: 1989-11-03   Country of birth: CHINA
Citizenship: CHINA   Passport No: E{r.randint(10000000, 99999999)}   UCI: {UCI}
Category: Economic - Canadian Experience Class (Express Entry)
Accompanying: LIN, XIAOYU (spouse)
Valid until: 2021-11-30   Date of landing: 2021-06-15   Port of entry: Vancouver (in-Canada landing)
Address in Canada: {ADDR}
This document becomes valid only when signed by an officer at the port of entry.
"""


def t_ee_profile(r: random.Random, dt: datetime) -> str:
    return f"""Express Entry Profile - Submission confirmation
Profile number: E{r.randint(100000000, 999999999)}
Job Seeker Validation Code: {r.randint(1000, 9999)} {r.randint(1000, 9999)}
Date submitted: 2020-08-21   Principal applicant: ZHANG, WEI
Eligible for: Canadian Experience Class, Federal Skilled Worker Program
Comprehensive Ranking System score: {r.choice([468, 471, 474])}
  Core/human capital: age 30, master's degree (Canadian), IELTS CLB 9/9/9/10, Canadian work 1 yr
  Spouse factors: Xiaoyu Lin, bachelor's, IELTS CLB 8
  Additional: Canadian post-secondary credential (1-2 years) +15
Your profile will remain valid for 12 months unless you receive an invitation to apply.
"""


def t_ita(r: random.Random, dt: datetime) -> str:
    return f"""Invitation to Apply for Permanent Residence
Date: October 14, 2020   Program: Canadian Experience Class   Round CRS cut-off: 431
Dear WEI ZHANG, you have been invited to apply for permanent residence under Express Entry.
You must submit a complete application within 60 days: deadline December 13, 2020.
Documents: passport, police certificates (China, for 6+ months residence since age 18), medical exam,
proof of Canadian work experience (reference letter, T4s, pay stubs), language test results,
Educational Credential Assessment for foreign degrees, digital photos, marriage certificate.
Application number: E{r.randint(100000000, 999999999)}
"""


def t_wes(r: random.Random, dt: datetime) -> str:
    return f"""World Education Services - Educational Credential Assessment (for IRCC)
WES Reference No.: {r.randint(4000000, 4999999)}ZW   Date issued: 2020-06-30
Name: ZHANG, WEI   Date of birth: 1989-11-03
Credential: Bachelor of Engineering (Software Engineering), Sichuan University, China, 2011
Canadian equivalency: Bachelor's degree (four years)
Credential authenticated: yes. Valid for immigration purposes for 5 years from the date issued.
"""


def t_police_cert(r: random.Random, dt: datetime) -> str:
    return f"""无犯罪记录证明 / Certificate of No Criminal Record - certified translation
成都市公安局武侯区分局 Wuhou District Branch, Chengdu Public Security Bureau
兹证明: 张伟, 男, 1989年11月3日出生, 身份证号 5101071989110{r.randint(1000, 9999)}
在我辖区居住期间 (2007年9月至2018年8月) 未发现有犯罪记录。
This is to certify that ZHANG Wei, male, born 3 November 1989, had no criminal record while residing in
our jurisdiction from September 2007 to August 2018.
Translator: Helen Chen, Certified Translator (STIBC #{r.randint(1000, 2999)}). Date: 2020-11-09
"""


def t_pr_timeline(r: random.Random, dt: datetime) -> str:
    return """# PR timeline (Express Entry, CEC)

| date | step |
|---|---|
| 2020-05 | IELTS General (8.5/8/7/7.5) |
| 2020-06-30 | WES ECA for Sichuan Uni degree |
| 2020-08-21 | EE profile, CRS 471 |
| 2020-10-14 | ITA (draw #165, CEC, cut-off 431) |
| 2020-11-20 | medicals done at Dr. Lam (panel physician, Granville) |
| 2020-12-02 | eAPR submitted, fee $2,140 incl. RPRF for 2 |
| 2020-12-02 | AOR |
| 2021-02 | biometrics exempt (done 2018 for study permit) |
| 2021-05-25 | PPR / COPR by email |
| 2021-06-15 | landed (PR portal), PR card ordered |
| 2021-07-20 | PR card arrived |

总共 6个月。keep all of this until citizenship.
"""


def t_ref_letter(r: random.Random, dt: datetime) -> str:
    return f"""Harbourline Logistics Ltd.
13511 Commerce Parkway, Richmond, BC V6V 2L1

November 24, 2020

To: Immigration, Refugees and Citizenship Canada

Re: Employment reference - Wei Zhang

This letter confirms that Wei Zhang has been employed full-time (40 hours per week) by Harbourline Logistics
Ltd. since October 15, 2019 as Data Engineer (NOC 2172, Database analysts and data administrators).
His current annual salary is $82,000 plus benefits.

Main duties:
- design and maintain the shipment-tracking data warehouse (PostgreSQL, Airflow)
- build ETL pipelines from carrier APIs and EDI feeds
- administer database access, backups and performance tuning
- write data-quality checks and reports for operations managers

Sincerely,
{r.choice(FIRST)} {r.choice(SURN)}, Director of Data & Analytics, (604) 273-{r.randint(1000, 9999)}
"""


def t_passport(r: random.Random, dt: datetime) -> str:
    return f"""PEOPLE'S REPUBLIC OF CHINA  PASSPORT
Type P  Code CHN  Passport No. E{r.randint(10000000, 99999999)}
Surname ZHANG  Given names WEI  Sex M  Nationality CHINESE
Date of birth 03 NOV 1989  Place of birth SICHUAN
Date of issue {r.randint(10, 28)} MAR 2019  Date of expiry {r.randint(10, 28)} MAR 2029  Authority MPS Exit & Entry Adm.
P<CHNZHANG<<WEI<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<
"""


def t_permit(r: random.Random, dt: datetime) -> str:
    kind = r.choice(["STUDY PERMIT", "WORK PERMIT - POST-GRADUATION (open)"])
    return f"""Immigration, Refugees and Citizenship Canada - {kind}
Client ID/UCI {UCI}   Name: ZHANG, WEI   DOB 1989-11-03
Date issued: {"2018-08-19" if "STUDY" in kind else "2019-07-30"}
Expiry date: {"2019-12-31" if "STUDY" in kind else "2022-07-29"}
Conditions: {"Must attend UBC. May work off campus 20 hrs/wk during academic sessions." if "STUDY" in kind
             else "Not authorized to work in childcare, primary or secondary school teaching, health services."}
Document no. {"F" if "STUDY" in kind else "U"}{r.randint(100000000, 999999999)}
"""


# -- Finance

def t_td_statement(r: random.Random, dt: datetime) -> str:
    start = dt.replace(day=1)
    bal = r.uniform(6000, 14000)
    lines = ["TD Canada Trust", "TD Every Day Chequing Account", f"{WEI} / {ADDR}",
             f"Account 6{r.randint(100, 999)}-5{r.randint(100000, 999999)}   Branch 9{r.randint(100, 999)}  Metrotown",
             f"Statement period {start:%b %d} - {dt:%b %d, %Y}", f"Balance forward {bal:,.2f}",
             "Date  Description  Withdrawals  Deposits  Balance"]
    leave = dt > datetime(2026, 4, 6, tzinfo=UTC)
    ops = [("E-TRANSFER SENT Jessica Tam RENT", -2740.00),
           ("BC HYDRO BPY", -r.uniform(55, 120)), ("TELUS MSP", -r.uniform(95, 110)),
           ("T&T SUPERMARKET #012", -r.uniform(80, 240)), ("COSTCO WHOLESALE W529", -r.uniform(150, 420)),
           ("ICBC AUTOPLAN PAD", -r.uniform(160, 190)), ("TD VISA PYMT", -r.uniform(900, 2600)),
           ("WEALTHSIMPLE INVEST", -500.00), ("EQ BANK TFR", -r.uniform(200, 800))]
    if leave:
        ops += [("CANADA EI-AE DEP", 1390.00), ("CANADA EI-AE DEP", 1390.00),
                ("NORTHPINE ANALYT PAY TOPUP", r.uniform(700, 900)),
                ("CANADA CCB / AEF", r.uniform(640, 660))]
    else:
        ops += [("NORTHPINE ANALYT PAY", r.uniform(3800, 3950)), ("NORTHPINE ANALYT PAY", r.uniform(3800, 3950))]
    r.shuffle(ops)
    for i, (what, amt) in enumerate(ops):
        day = start + timedelta(days=min(27, 2 + i * 2))
        bal += amt
        wd, dep = ("", f"{amt:,.2f}") if amt > 0 else (f"{-amt:,.2f}", "")
        lines.append(f"{day:%b %d}  {what}  {wd}  {dep}  {bal:,.2f}")
    lines.append(f"Closing balance {bal:,.2f}")
    return "\n".join(lines)


def t_visa(r: random.Random, dt: datetime) -> str:
    shops = ["AMAZON.CA", "SHOPPERS DRUG MART #2241", "LONDON DRUGS 14", "IKEA COQUITLAM", "UBER CANADA/UBEREATS",
             "PRESOTEA BURNABY", "CHATIME METROTOWN", "SAFEWAY #4913", "CHEVRON 0923", "WINNERS 331", "BABIES R US",
             "HON'S WUN-TUN HOUSE", "SPOTIFY P2F3", "APPLE.COM/BILL", "SUSHI GARDEN KINGSWAY"]
    lines = ["TD Aeroplan Visa Infinite Card - Statement", f"WEI ZHANG  Card 4520 **** **** {r.randint(1000, 9999)}",
             f"Statement date {dt:%B %d, %Y}", "Trans date  Description  Amount"]
    tot = 0.0
    for _ in range(r.randint(10, 16)):
        a = r.uniform(6, 240)
        tot += a
        lines.append(f"{(dt - timedelta(days=r.randint(1, 29))):%b %d}  {r.choice(shops)}  {a:,.2f}")
    lines += [f"New balance ${tot:,.2f}", f"Minimum payment ${max(10, tot * 0.03):,.2f}",
              f"Payment due {(dt + timedelta(days=21)):%B %d, %Y}", f"Aeroplan points earned: {int(tot * 1.5)}"]
    return "\n".join(lines)


def t_ws(r: random.Random, dt: datetime, acct: str = "") -> str:
    acct = acct or r.choice(["RRSP", "TFSA", "FHSA"])
    v = {"RRSP": r.uniform(68000, 90000), "TFSA": r.uniform(31000, 45000), "FHSA": r.uniform(16000, 24000)}[acct]
    return f"""Wealthsimple - Quarterly statement
{WEI}, {ADDR}
Account: Self-directed {acct}  No. H{r.randint(1000000, 9999999)}CAD
Period: {(dt - timedelta(days=90)):%B %d, %Y} - {dt:%B %d, %Y}
Opening value ${v * 0.96:,.2f}   Contributions ${r.choice([1500, 3000, 4500, 8000]):,.2f}   Closing value ${v:,.2f}
Holdings: XEQT iShares Core Equity ETF Portfolio {r.randint(600, 2400)} units; VFV {r.randint(40, 200)} units;
cash ${r.uniform(10, 400):,.2f}
{"FHSA lifetime limit $40,000; participation room used this year $8,000." if acct == "FHSA" else ""}
Wealthsimple Investments Inc. is a member of CIPF.
"""


def t_noa(r: random.Random, dt: datetime) -> str:
    y = dt.year - 1
    inc = r.uniform(118000, 152000)
    ref = r.uniform(300, 2600)
    return f"""Canada Revenue Agency - Notice of Assessment
Tax year {y}   Date issued {_d(dt)}   Social insurance number XXX XX{r.randint(1, 9)} {r.randint(100, 999)}
{WEI.upper()}
{ADDR}
We assessed your {y} income tax and benefit return and calculated your balance.
Line 15000 Total income {inc:,.2f}
Line 23600 Net income {inc * 0.9:,.2f}
Line 26000 Taxable income {inc * 0.89:,.2f}
Line 35000 Total federal non-refundable tax credits {r.uniform(3100, 4200):,.2f}
Line 48400 Refund {ref:,.2f}
RRSP deduction limit statement: your {y + 1} RRSP deduction limit is {r.uniform(18000, 29000):,.2f}
Tax-free savings account: available room on January 1, {y + 1}: {r.uniform(6000, 30000):,.2f}
"""


def t_t4(r: random.Random, dt: datetime) -> str:
    y = dt.year - 1
    emp = "NORTHPINE ANALYTICS INC." if y >= 2022 else "HARBOURLINE LOGISTICS LTD."
    box14 = r.uniform(128000, 150000) if y >= 2022 else r.uniform(80000, 86000)
    return f"""T4 Statement of Remuneration Paid - {y}
Employer's name: {emp}   Payroll account 8{r.randint(10000000, 99999999)}RP0001
Employee: ZHANG, WEI   Province of employment: BC
Box 14 Employment income {box14:,.2f}
Box 16 Employee's CPP contributions {r.uniform(3700, 4100):,.2f}
Box 18 Employee's EI premiums {r.uniform(1000, 1100):,.2f}
Box 22 Income tax deducted {box14 * r.uniform(0.24, 0.28):,.2f}
Box 24 EI insurable earnings {r.uniform(61000, 65700):,.2f}
Box 44 Union dues 0.00   Box 52 Pension adjustment {r.uniform(3000, 6000):,.2f}
"""


def t_t1(r: random.Random, dt: datetime) -> str:
    y = dt.year - 1
    return f"""Wealthsimple Tax - T1 return summary {y} - {WEI}
Filed by NETFILE on {_d(dt)}  Confirmation number {r.randint(10000000, 99999999)}
Employment income (T4) {r.uniform(125000, 150000):,.2f}
Interest (T5, EQ Bank) {r.uniform(80, 900):,.2f}
RRSP deduction {r.uniform(8000, 18000):,.2f}
{"EI benefits (T4E)" if y >= 2026 else "Tuition transferred from spouse (Xiaoyu, T2202)"} {r.uniform(3000, 5000):,.2f}
Child care expenses 0.00
Total tax payable {r.uniform(24000, 31000):,.2f}  Tax deducted {r.uniform(25000, 32000):,.2f}
Balance: refund {r.uniform(200, 2400):,.2f}
Spouse return filed together: Xiaoyu Lin (net income {r.uniform(0, 9000):,.2f})
"""


def t_t5(r: random.Random, dt: datetime) -> str:
    return f"""T5 Statement of Investment Income - {dt.year - 1}
Payer: EQUITABLE BANK (EQ Bank)   Recipient: WEI ZHANG
Box 13 Interest from Canadian sources {r.uniform(120, 960):,.2f}
Account HISA {r.randint(100000, 999999)}
"""


def t_t2202(r: random.Random, dt: datetime) -> str:
    return f"""T2202 Tuition and Enrolment Certificate - {dt.year - 1}
Designated educational institution: SIMON FRASER UNIVERSITY, 8888 University Drive, Burnaby BC
Student: LIN, XIAOYU   Student number 301{r.randint(100000, 999999)}
Program: Master of Public Health (part-time)
Session periods: {dt.year - 1}-01 to {dt.year - 1}-04 part-time 4 months;
{dt.year - 1}-09 to {dt.year - 1}-12 part-time 4 months
Box 23 Eligible tuition fees {r.uniform(7800, 9600):,.2f}
Box 24 Number of months part-time 8   Box 25 full-time 0
"""


def t_budget(r: random.Random, dt: datetime) -> str:
    rows = ["Month;Net pay / EI;CCB;Rent;Hydro+Internet;Groceries;Baby;Car+ICBC;SFU;Badminton;Savings;Left over"]
    for m in range(1, 6):
        inc = 7800 if m < 4 else 3650
        rows.append(f"2026-{m:02d};{inc};{650 if m > 1 else 0};2740;{r.randint(160, 210)};{r.randint(650, 980)};"
                    f"{r.randint(200, 520)};{r.randint(240, 330)};{0 if m not in (1, 5) else 2310};"
                    f"{r.choice([0, 40, 85])};"
                    f"{1500 if m < 4 else 0};{r.randint(-900, 1400)}")
    rows.append("Notes;EI max $695/wk from Apr; top-up 12 wks;rent up 2.7% Aug 2025;;;diapers+formula;;"
                "Xiaoyu summer term;;stopped RRSP during leave;")
    return "\n".join(rows)


def t_remit(r: random.Random, dt: datetime) -> str:
    cad = r.choice([1000, 1500, 2000, 3000])
    rate = r.uniform(5.05, 5.3)
    return f"""Wise transfer receipt
Transfer #{r.randint(900000000, 999999999)}   {_d(dt)}
You sent {cad:,.2f} CAD   Fee 9.87 CAD   Rate 1 CAD = {rate:.4f} CNY
Recipient gets {(cad - 9.87) * rate:,.2f} CNY
Recipient: 张建国 ZHANG JIANGUO, China Merchants Bank 招商银行 Chengdu branch, account ending {r.randint(1000, 9999)}
Reference: 给爸妈 - 生活费 / household support
"""


def t_life_quote(r: random.Random, dt: datetime) -> str:
    return f"""Term life insurance - quote summary
Prepared for: Wei Zhang, male, 36, non-smoker   Date {_d(dt)}
Coverage: $1,000,000 Term 20   Beneficiary: Xiaoyu Lin (spouse), contingent: Chloe Zhang (in trust)
Insurer A  monthly premium ${r.uniform(58, 66):.2f}  conversion to age 65
Insurer B  monthly premium ${r.uniform(54, 62):.2f}  no medical exam up to $1M
Why: new baby + mortgage soon. Group life through Northpine is only 2x salary and ends if I leave.
Next step: application, tele-interview, paramedical exam (blood + urine).
"""


def t_tax_notes(r: random.Random, dt: datetime) -> str:
    return f"""taxes 2025 to do (filed {_iso(dt)})
- T4 Northpine, T5 EQ Bank, RRSP receipts (Mar-Dec + Jan-Feb 2026 first 60 days)
- Xiaoyu T2202 -> transfer $5,000 tuition to me (she has almost no income)
- FHSA contribution $8,000 -> deduction, claimed
- CCB: both returns must be filed so 可欣's benefit is calculated right (applied Feb 2026)
- medical expenses: Xiaoyu's prenatal not covered by PBC ~ ${r.randint(400, 1200)}, claim on lower income spouse?
- donations: BC Children's Hospital $200
- no foreign property > $100k (China bank account ~ 30k CNY) - no T1135
"""


# -- Career

def t_payslip(r: random.Random, dt: datetime) -> str:
    gross = 5538.46
    cpp, ei, tax = gross * 0.0595, gross * 0.0164, gross * r.uniform(0.25, 0.27)
    ben, rrsp = 38.12, gross * 0.04
    net = gross - cpp - ei - tax - ben - rrsp
    return f"""Northpine Analytics Inc. - Earnings Statement
Employee: Wei Zhang   Employee ID NP-{r.randint(1000, 1999)}   Position: Senior Data Engineer   Dept: Data Platform
Pay date: {_d(dt)}   Pay period: {(dt - timedelta(days=18)):%b %d} - {(dt - timedelta(days=5)):%b %d, %Y}   Bi-weekly
Regular salary (annual $144,000.00)  {gross:,.2f}
CPP {cpp:,.2f}   CPP2 0.00   EI {ei:,.2f}   Federal/BC income tax {tax:,.2f}
Benefits (Pacific Blue Cross, employee share) {ben:,.2f}   Group RRSP 4% {rrsp:,.2f}  Employer match 4% {rrsp:,.2f}
Net pay {net:,.2f}   Deposited to TD ****{r.randint(1000, 9999)}
Vacation balance {r.uniform(4, 18):.1f} days   YTD gross {gross * r.randint(2, 20):,.2f}
"""


def t_offer_np(r: random.Random, dt: datetime) -> str:
    return """Northpine Analytics Inc.
1100 Melville Street, Suite 900, Vancouver, BC V6E 4A6

March 9, 2022

Dear Wei,

We are pleased to offer you the position of Data Engineer II on the Data Platform team, reporting to
Priya Raman, Engineering Manager. Start date: April 4, 2022.

Base salary: $118,000 per year, paid bi-weekly. Annual bonus target 8%. Stock options: 6,000 options,
4-year vesting with a 1-year cliff. Vacation: 20 days. Extended health and dental (Pacific Blue Cross) from day
one. Group RRSP with 4% match after 3 months. Hybrid work: two office days per week.

This offer is conditional on your eligibility to work in Canada (your PGWP and confirmed PR status).
Please sign and return by March 14, 2022.

Megan Callaghan, People & Culture
"""


def t_review(r: random.Random, dt: datetime) -> str:
    y = dt.year if dt.month > 6 else dt.year - 1
    rating = r.choice(["Exceeds expectations", "Strong performer", "Exceeds expectations"])
    return f"""Northpine Analytics - Annual Performance Review {y}
Employee: Wei Zhang   Manager: Priya Raman   Rating: {rating}

Self-assessment
- Migrated the nightly batch from Airflow 1 to Dagster; pipeline failures down from ~9/month to 2.
- Led the Parquet/Iceberg lakehouse design for the payments data; cut warehouse costs {r.randint(18, 34)}%.
- Mentored two juniors (Kevin, Amanda); ran the dbt brown-bag series.
- Missed: data contracts with the product teams slipped to next year.

Manager comments
Wei is the person the team goes to when something is on fire. He should say no more often and write
more design docs before building.
Promotion to Senior Data Engineer {"effective Jan 1" if y == 2024 else "confirmed last year"}.

Goals for next year: data contracts v1, on-call runbooks, one conference talk.
Compensation: base increase {r.uniform(3, 9):.1f}%, bonus payout {r.randint(90, 120)}% of target.
"""


def t_benefits(r: random.Random, dt: datetime) -> str:
    return f"""Northpine Analytics Inc. - Group Benefits Summary (Pacific Blue Cross), Policy {r.randint(10000, 99999)}
Extended health: 80% reimbursement, no deductible. Paramedical (physio, massage, counselling) $750 per
practitioner per year. Vision $300 every 24 months. Prescription drugs 90%, pay-direct card.
Dental: basic 80%, major 50%, orthodontics 50% to $2,500 lifetime. Recall every 9 months.
Life insurance 2x annual salary. AD&D 2x. Long-term disability 66.7% to $10,000/month.
Dependants: spouse Xiaoyu Lin; child Chloe Zhang added {"2026-01-22" if dt.year >= 2026 else "(none)"}.
Parental leave: benefits continue during leave if employee share is paid.
"""


def t_expense(r: random.Random, dt: datetime) -> str:
    rows = ["Date,Category,Description,Amount CAD,Project code"]
    for _ in range(r.randint(3, 7)):
        d0 = dt - timedelta(days=r.randint(2, 40))
        c = r.choice([("Meals", "team lunch on-call retro", 40, 160),
                      ("Travel", "Canada Line + parking downtown", 12, 40),
                      ("Training", "O'Reilly subscription", 49, 49), ("Home office", "monitor arm", 60, 140),
                      ("Conference", "Data Engineering Summit hotel", 260, 410)])
        rows.append(f"{_iso(d0)},{c[0]},{c[1]},{r.uniform(c[2], c[3]):.2f},DP-{r.randint(100, 130)}")
    rows.append(f"Submitted by Wei Zhang to Priya Raman {_iso(dt)},,,,")
    return "\n".join(rows)


def t_resume(r: random.Random, dt: datetime) -> str:
    return f"""WEI ZHANG
Vancouver, BC | {WEI_MAIL} | github.com/weizhang-dev | linkedin.com/in/weizhang-data

SENIOR DATA ENGINEER
8 years building batch and streaming data platforms. Python, SQL, Spark, Dagster/Airflow, dbt, Kafka, AWS.

EXPERIENCE
Northpine Analytics, Vancouver - Senior Data Engineer (2024-now), Data Engineer II (2022-2024)
- Lakehouse on S3 + Iceberg for payments data (40 TB); cut warehouse cost {r.randint(20, 34)}%
- Dagster migration of 140 pipelines; on-call load halved
Harbourline Logistics, Richmond - Data Engineer (2019-2022)
- Shipment tracking warehouse, carrier API ingestion, EDI parsing
Chengdu Tianfu Software - Backend Developer (2013-2018)

EDUCATION
M.Data Science, University of British Columbia, 2019.  B.Eng Software Engineering, Sichuan University, 2011.

OPEN SOURCE
parqlint - a linter for Parquet schemas (maintainer)
"""


def t_leave_request(r: random.Random, dt: datetime) -> str:
    return _mail("Wei Zhang <wei.zhang@northpine.ai>", "Priya Raman <priya.raman@northpine.ai>",
                 "Parental leave dates - request", dt, """
Hi Priya,

As we discussed in our 1:1, Xiaoyu's due date is January 20. I'd like to request parental leave from
Monday April 6 to Friday September 25, 2026 (standard parental, 25 weeks), after I use a week of vacation
around the birth in January. I'll submit the form in Workday today and copy Megan.

Handover: I'll write up the Iceberg compaction work and the on-call runbook; Kevin can take the dbt
upgrade. Happy to be reachable by Slack for emergencies in the first two weeks.

Thanks,
Wei
""")


def t_hr_leave(r: random.Random, dt: datetime) -> str:
    return f"""Northpine Analytics Inc. - People & Culture
{_d(dt)}

Wei Zhang

Re: Confirmation of parental leave

This confirms your parental leave from April 6, 2026 to September 25, 2026 under the BC Employment
Standards Act. Your expected return date is Monday, September 28, 2026, to your current position.

Top-up: under our Family Leave Policy, Northpine tops up EI parental benefits to 80% of your base salary for
the first 12 weeks of leave (April 6 - June 26). Top-up payments are made on the regular pay dates.
Benefits: your group benefits continue; your employee share of premiums will be deducted from the top-up.
Group RRSP matching is paused during unpaid leave. Your Record of Employment will be issued within 5 days.

Megan Callaghan, People & Culture Partner
"""


def t_roe(r: random.Random, dt: datetime) -> str:
    return f"""Service Canada - Record of Employment (ROE) - electronic
Serial number W{r.randint(10000000, 99999999)}   Employer: NORTHPINE ANALYTICS INC.
BN 7{r.randint(10000000, 99999999)}RP0001
Employee: ZHANG, WEI   SIN ***-***-{r.randint(100, 999)}   Occupation: Senior Data Engineer
First day worked: 2022-04-04   Last day for which paid: 2026-04-03
Block 15A Total insurable hours: 1,040   Block 15B total insurable earnings (last 26 pay periods): 65,700.00
Block 16 Reason for issuing: F - Maternity/Parental   Expected date of recall: 2026-09-28
Block 19 Special payments: parental leave top-up, weekly, starting 2026-04-06
"""


def t_ei_confirm(r: random.Random, dt: datetime) -> str:
    return f"""Employment Insurance - Application confirmation
Confirmation number: {r.randint(10000000000, 99999999999)}   Submitted: {_d(dt)}
Benefit type: Parental benefits - standard option (up to 40 weeks shared; you requested 25 weeks)
Child: Chloe Kexin Zhang, born 2026-01-14. Other parent: Xiaoyu Lin (not claiming EI)
Last day worked: 2026-04-03. Waiting period: one week.
Your access code is on the letter mailed to you. Complete bi-weekly reports are not required for parental
benefits, but you must report any earnings while on claim, including the employer top-up if it is not approved.
"""


def t_ei_payment(r: random.Random, dt: datetime) -> str:
    return f"""My Service Canada Account - EI payment details
Claim: Parental (standard)   Benefit rate: $695 weekly (55% of insurable earnings to the maximum)
Payment issued {_d(dt)}   Weeks paid: {_iso(dt - timedelta(days=14))} to {_iso(dt - timedelta(days=1))}
Gross $1,390.00   Federal tax deducted $139.00   Net deposit $1,251.00 to TD ****{r.randint(1000, 9999)}
Weeks remaining in claim: {r.randint(10, 20)}
Note: employer top-up plan registered with Service Canada - top-up not deducted from benefits.
"""


def t_handover(r: random.Random, dt: datetime) -> str:
    return f"""# Handover - Wei on parental leave (Apr 6 - Sep 25)

## Ongoing
- Iceberg compaction job (payments_events): PR #{r.randint(1200, 1900)} open, Kevin to merge after load test
- dbt 1.8 upgrade: Amanda owns, staging done
- on-call: removed from rotation from Apr 1

## Where things are
- runbooks: Confluence > Data Platform > On-call
- cost dashboard: Looker "DP cost weekly"
- contacts at Snowflake/AWS: see vendor sheet

## Don't call me unless
- payments ledger export to finance fails two nights in a row
"""


def t_rtw(r: random.Random, dt: datetime) -> str:
    return f"""return to work plan (draft {_iso(dt)})
- back Mon Sep 28. Chloe starts daycare? -> only if a spot comes up (waitlists!). otherwise Xiaoyu's
  mum? no - my parents leave in October. 需要和晓雨商量.
- ask Priya: 4 days/wk for Oct-Dec (unpaid 1 day) possible?
- first week: catch up on design docs, no on-call until Nov
- EI ends Sep 25, last top-up was Jun 26 -> budget for Jul-Sep is EI only
"""


def t_harbour_contract(r: random.Random, dt: datetime) -> str:
    return f"""Harbourline Logistics Ltd. - Employment Agreement
Employee: Wei Zhang   Position: Data Engineer   Start: October 15, 2019   Status: full-time, permanent
Salary: $74,000 per annum. Probation: 3 months. Vacation: 15 days. Hours: 40 per week, Richmond office.
Work authorization: Post-Graduation Work Permit valid to 2022-07-29.
Confidentiality and IP assignment attached as Schedule A.
Signed: Wei Zhang / {r.choice(FIRST)} {r.choice(SURN)}, HR Manager   September 30, 2019
"""


def t_resignation(r: random.Random, dt: datetime) -> str:
    return """Wei Zhang
March 4, 2022

Dear Mark,

Please accept this letter as formal notice of my resignation from my position as Data Engineer at
Harbourline Logistics. My last day will be Friday, March 18, 2022.

Thank you for the two and a half years here and for the reference letter for my PR application. I will
document the carrier-API pipelines and the warehouse backups before I go.

Best regards,
Wei Zhang
"""


def t_harbour_final(r: random.Random, dt: datetime) -> str:
    return f"""Harbourline Logistics Ltd. - Final pay statement
Employee Wei Zhang  Pay date 2022-03-25  Period 2022-03-05 to 2022-03-18
Regular pay {r.uniform(3100, 3300):,.2f}   Vacation payout (6.5 days) {r.uniform(1900, 2200):,.2f}
Deductions: CPP, EI, income tax  Net {r.uniform(3500, 3900):,.2f}
ROE issued electronically, reason E (quit).
"""


def t_harbour_notes(r: random.Random, dt: datetime) -> str:
    return """harbourline - pipelines handover (written Mar 2022)
1. carrier_ingest DAG: pulls Purolator, Canada Post, FedEx APIs every 15 min -> raw.shipments
2. edi_214 parser: cron on etl-01, writes to staging.edi_events; watch for bad segment terminators
3. warehouse backups: pg_dump nightly to S3 bucket hl-dw-backups, 30 day lifecycle
4. dashboards: Metabase, ops team uses "Late deliveries by lane"
passwords in 1Password vault "Data", NOT in this doc.
"""


# -- Home

CONDO = "#1807-4688 Hazel Street, Burnaby, BC V5H 0E2"
NEWWEST = "#503-828 Agnes Street, New Westminster, BC V3M 1G9"


def t_preapproval(r: random.Random, dt: datetime) -> str:
    return f"""TD Canada Trust - Mortgage Pre-Approval Certificate
Date: {_d(dt)}   Reference MP-{r.randint(1000000, 9999999)}
Applicants: Wei Zhang, Xiaoyu Lin
Pre-approved amount: up to $640,000   Maximum purchase price: $800,000 with 20% down payment
Interest rate held: 4.{r.randint(59, 89)}% 5-year fixed, rate hold 120 days to {_d(dt + timedelta(days=120))}
Amortization: 25 years. Qualifying rate (stress test): 6.{r.randint(59, 89)}%.
Conditions: employment confirmation from Northpine Analytics (currently on parental leave, return date
2026-09-28), proof of down payment (FHSA, TFSA, savings), satisfactory appraisal, strata documents review.
Mortgage specialist: {r.choice(FIRST)} {r.choice(SURN)}, (604) 412-{r.randint(1000, 9999)}
"""


def t_afford(r: random.Random, dt: datetime) -> str:
    rows = ["Item;Hazel St #1807;Agnes St #503 (lost);Patterson #2210 (viewed)"]
    rows += ["List price;759,000;689,000;729,000", "Offer / sold;742,000;sold 711,500 (5 offers);-",
             "Down payment 20%;148,400;-;-", "Mortgage;593,600;-;-",
             f"Payment 25y @4.79%;{r.randint(3360, 3420)}/mo;-;-", f"Strata fee;{r.randint(480, 560)};412;538",
             "Property tax (est);2,050/yr;2,480/yr;2,190/yr", "Sq ft;812 2bd+den;880 2bd;760 2bd",
             "Year built;2019;1992 (rainscreened 2011);2016", "Parking/locker;1 + 1;1;1 + 0",
             "PTT (first-time buyer);0 (full exemption < 835k);0;0",
             "Notes;schools: Marlborough, Moscrop;older, cheaper;noise Kingsway"]
    return "\n".join(rows)


def t_listing(r: random.Random, dt: datetime, addr: str = "") -> str:
    addr = addr or r.choice([CONDO, NEWWEST, "#2210-6098 Station Street, Burnaby, BC",
                             "#1106-3008 Glen Drive, Coquitlam, BC"])
    return f"""MLS(R) Listing R{r.randint(2900000, 2999999)}   Active   Listed {_d(dt)}
{addr}
List price ${r.choice([689000, 729000, 759000, 749900, 699000]):,}
Apartment/Condo  2 bedrooms  2 baths  {r.randint(740, 900)} sq ft  Built {r.choice([1992, 2016, 2019, 2021])}
Strata fee ${r.randint(400, 580)}/mo incl. hot water, gas, management. Pets: 2 allowed. Rentals: allowed.
Parking 1 secured, storage locker 1. Amenities: gym, concierge, rooftop garden, bike room.
Open house Sat/Sun 2-4pm. Listing agent: {r.choice(FIRST)} {r.choice(SURN)}, RE/MAX.
Offers, if any, to be presented {_d(dt + timedelta(days=7))} at 6pm.
"""


def t_viewing(r: random.Random, dt: datetime) -> str:
    return f"""看房笔记 {_iso(dt)} - with Jenny (realtor), Chloe in carrier

{r.choice([CONDO, NEWWEST, "#2210-6098 Station St"])}
- 朝向 {r.choice(["south-east", "north", "west"])}, light ok, bedroom 2 fits a crib + desk
- strata: ask for last 2 years minutes, depreciation report, any special levy?
- 有没有漏水 - check ceiling stains in bathroom, window seals
- noise: skytrain {r.choice(["can hear", "fine"])}, Kingsway traffic
- parking stall #{r.randint(100, 400)} near elevator, good for stroller
- daycare nearby: {r.choice(["Bonsor", "Maywood", "Chaffey-Burke"])} (waitlist)
- Xiaoyu: kitchen too small? 我觉得可以
score {r.randint(5, 9)}/10
"""


def t_offer(r: random.Random, dt: datetime) -> str:
    return f"""CONTRACT OF PURCHASE AND SALE (Strata) - BC Real Estate Association
Date: {_d(dt)}
Buyer: WEI ZHANG and XIAOYU LIN, joint tenants   Seller: {r.choice(FIRST).upper()} {r.choice(SURN).upper()}
Property: {CONDO}   PID 031-{r.randint(100, 999)}-{r.randint(100, 999)}
Strata Lot 184, Plan EPS{r.randint(4000, 6999)}
Purchase price: $742,000   Deposit: $37,100 within 24 hours of acceptance, held in trust by Westcoast Crest Realty
Subject clauses (for the buyer's benefit, to be removed by June 3, 2026):
  financing; satisfactory inspection; review of strata documents incl. Form B, minutes (2 years), bylaws,
  depreciation report, financial statements, insurance certificate
Completion: August 28, 2026   Possession: August 29, 2026 at 1 pm   Adjustments: August 28, 2026
Included: fridge, stove, dishwasher, washer, dryer, window coverings.   Offer open until May 20, 2026 9 pm.
"""


def t_lost_offer(r: random.Random, dt: datetime) -> str:
    return _mail("Jenny Huang <jenny@westcoastcrest.ca>", WEI_MAIL, f"Re: Offer - {NEWWEST}", dt, """
Hi Wei and Xiaoyu,

I'm sorry - the seller accepted another offer tonight. There were 5 offers; the winning one was subject-free
at $711,500. Ours was $698,000 with financing and inspection subjects, so we weren't close.

Don't be discouraged. The Hazel Street unit comes on next week and it's closer to Metrotown and the
SkyTrain. I'll book a viewing for Saturday if that works with Chloe's nap.

Jenny Huang
Westcoast Crest Realty
""")


def t_realtor_mail(r: random.Random, dt: datetime) -> str:
    subj = "Hazel #1807 - strata docs + subject removal"
    return _mail("Jenny Huang <jenny@westcoastcrest.ca>", WEI_MAIL, subj, dt, f"""
Hi Wei,

Attached: Form B, the last 24 months of council and AGM minutes, bylaws (consolidated 2024), the 2023
depreciation report, the 2025 financial statements and the building insurance certificate.

Things I'd read carefully:
- minutes Nov 2025: parkade membrane repair, quote ${r.randint(180, 320)}k - is a special levy coming?
- contingency reserve fund: ${r.randint(600, 900)}k
- insurance deductible for water damage: $250,000 -> make sure your home insurance covers the deductible

Inspection is booked Thursday 10am with Clearview. Subject removal deadline is June 3 at 8 pm.

Jenny
""")


def t_form_b(r: random.Random, dt: datetime) -> str:
    return f"""FORM B - INFORMATION CERTIFICATE (Section 59 Strata Property Act)
Strata Plan EPS{r.randint(4000, 6999)}, "The Hazel"   Strata lot 184 (unit {CONDO.split(',')[0]})
Date: {_d(dt)}
(a) monthly strata fees: ${r.randint(480, 560)}.{r.randint(10, 99)}
(b) amount owing to the strata corporation by the owner: nil
(c) agreements to purchase, sell, exchange or lease: none
(d) amounts the owner is obligated to pay for a special levy: nil
(e) special levies under consideration: parkade membrane repair may be proposed at the 2026 AGM
(f) contingency reserve fund balance: ${r.randint(600, 900):,},{r.randint(100, 999)}
(g) bylaws on rentals: rentals permitted; pets: 2 per unit; age restrictions: none
(h) parking stall(s) allocated: P2-{r.randint(100, 200)}; storage locker: L-{r.randint(10, 90)}
Management company: FirstPoint Strata Management Ltd.
"""


def t_strata_minutes(r: random.Random, dt: datetime) -> str:
    return f"""STRATA PLAN EPS{r.randint(4000, 6999)} - THE HAZEL - Minutes of the Council Meeting
Held {_d(dt)} at 6:30 pm in the amenity room. Present: 6 council members, property manager.
1. Financials: operating fund at ${r.randint(40, 90)}k, CRF ${r.randint(600, 900)}k.
2. Parkade: membrane repair quotes from two contractors; engineer recommends work within 3 years.
3. Water leak unit 1504 (dishwasher hose), damage to 1404 and 1304; claim under owner deductible.
4. Bylaw infractions: 3 noise complaints, 1 short-term rental (fined $500).
5. Elevator modernization: not before 2030.
6. Move-in fee $200; move-ins booked through the concierge.
Meeting adjourned 8:05 pm.
"""


def t_depreciation(r: random.Random, dt: datetime) -> str:
    return f"""Depreciation Report - The Hazel, Burnaby - Summary (Level 1, 2023)
Prepared by a registered engineer for the strata corporation.
Common property components: roof membrane (life 25y, remaining 21), exterior glazing, parkade membrane
(remaining {r.randint(2, 6)}y, cost ${r.randint(180, 320)}k), elevators (2), mechanical (boilers, make-up air).
Funding models: A current contributions ${r.randint(80, 120)}k/yr -> shortfall in 2029
B increased contributions +12%/yr -> no special levy   C special levy for parkade
Recommendation: model B.
"""


def t_inspection(r: random.Random, dt: datetime) -> str:
    return f"""Clearview Home Inspections Ltd. - Condominium Inspection Report
Client: Wei Zhang   Property: {CONDO}   Date: {_d(dt)}   Inspector: {r.choice(FIRST)} {r.choice(SURN)}, ASTTBC
Summary:
- Dishwasher: supply line kinked, no leak detected - replace hose ($)
- Bathroom 2 exhaust fan weak - clean/replace
- Window in bedroom 2: failed seal (fogging) - strata or owner? check bylaws
- In-suite laundry: dryer vent lint build-up
- Electrical panel: no issues. Moisture readings normal.
Overall: well-maintained unit, typical for age 7 years. No major defects.
"""


def t_notary(r: random.Random, dt: datetime) -> str:
    subj = f"Your purchase - 1807-4688 Hazel St - file 26-0{r.randint(100, 999)}"
    return _mail("Anita Patel <anita@patelnotaries.ca>", WEI_MAIL, subj, dt, """
Dear Wei and Xiaoyu,

Thank you for choosing us for your purchase. Completion is August 28, 2026. Please bring:
- two pieces of ID each (passport + BC driver's licence / PR card)
- proof of home insurance including the $250,000 strata water deductible, effective August 28
- the FHSA withdrawal confirmation (qualifying withdrawal, form RC725) for the down payment
We will prepare the property transfer tax return with the first-time home buyers' exemption and the
statement of adjustments. Our fee: $1,195 plus GST and disbursements.

Anita Patel, Notary Public
""")


def t_ptt(r: random.Random, dt: datetime) -> str:
    return f"""Property Transfer Tax Return - First Time Home Buyers' Exemption - DRAFT
Transferees: ZHANG, WEI (Canadian PR, SIN on file); LIN, XIAOYU (Canadian PR)
Property: {CONDO}   Fair market value: $742,000   Date of registration: 2026-08-28
Eligibility: Canadian citizens or PRs, lived in BC 12 months, never owned a principal residence anywhere
Full exemption on first $500,000; partial up to $835,000. Tax otherwise payable: ${742000 * 0.02 - 3000:,.0f}
Exemption claimed: full ({r.choice(['notary', 'Anita'])} to confirm at completion)
"""


def t_fhsa(r: random.Random, dt: datetime) -> str:
    return f"""RC725 Request to Make a Qualifying Withdrawal from your FHSA - filled
Holder: Wei Zhang   FHSA issuer: Wealthsimple   Account H{r.randint(1000000, 9999999)}
Qualifying home: {CONDO}   Agreement to buy signed: 2026-05-20   Acquisition date: 2026-08-28
I am a first-time home buyer and I intend to occupy the home as my principal place of residence within
one year of buying it. Withdrawal amount requested: ${r.randint(18000, 23000):,}
"""


def t_lease(r: random.Random, dt: datetime) -> str:
    return f"""Residential Tenancy Agreement (RTB-1) - British Columbia
Landlord: Jessica Tam   Tenant(s): Wei Zhang, Xiaoyu Lin
Rental unit: {ADDR}
Tenancy starts August 1, 2021, month-to-month after a fixed term ending July 31, 2022.
Rent: $2,450 per month, due on the 1st. Security deposit $1,225 paid July 10, 2021. Pet deposit: none.
Included: water, hot water, 1 parking stall, storage locker, fridge, stove, dishwasher, washer, dryer.
Not included: electricity (BC Hydro), internet. Strata rules attached (Form K signed).
"""


def t_rent_increase(r: random.Random, dt: datetime) -> str:
    return f"""Notice of Rent Increase (RTB-7)
To: Wei Zhang, Xiaoyu Lin   Unit: {ADDR}   Date served: {_d(dt)}
Current rent: $2,668.00
Increase: {dt.year + 1 if dt.month > 6 else dt.year} allowable {r.choice(['3.5', '2.7', '3.0'])}%
New rent: ${r.choice([2740, 2741, 2748])}.00 effective August 1, {dt.year if dt.month < 5 else dt.year + 1}
Landlord: Jessica Tam, (778) 388-{r.randint(1000, 9999)}
"""


def t_hydro(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(280, 620)
    return f"""BC Hydro - Your bill   Account 0000 {r.randint(1000, 9999)} {r.randint(100, 999)}   Bill date {_d(dt)}
Service address: {ADDR}
Billing period: {(dt - timedelta(days=61)):%b %d} - {dt:%b %d, %Y} (61 days)
Electricity used: {kwh} kWh  Step 1 rate $0.1097/kWh
Basic charge ${61 * 0.2170:.2f}  Energy ${kwh * 0.1097:.2f}  Rate rider  GST 5%
Amount due ${kwh * 0.1097 * 1.1 + 14:.2f}  Due {_d(dt + timedelta(days=21))}  (paid by pre-authorized debit)
"""


def t_telus(r: random.Random, dt: datetime) -> str:
    return f"""TELUS - Monthly statement  Account {r.randint(10000000, 99999999)}   {_d(dt)}
Wei Zhang, {ADDR}
Internet 1 Gbps (PureFibre)  $95.00
Optik TV Essentials          $0.00 (promo)
Home phone                   removed
Credits: loyalty             -$10.00
GST/PST  ${85 * 0.12:.2f}   Total ${85 * 1.12:.2f}   Due {_d(dt + timedelta(days=18))}
"""


def t_tenant_ins(r: random.Random, dt: datetime) -> str:
    return f"""Square One Insurance - Tenant policy declarations
Policy {r.randint(1000000, 9999999)}   Insured: Wei Zhang, Xiaoyu Lin   Location: {ADDR}
Term: {_d(dt)} to {_d(dt + timedelta(days=365))}
Contents $50,000 replacement cost; additional living expenses $10,000; liability $2,000,000;
deductible $500. Annual premium ${r.uniform(220, 290):.2f}
Note: when we own the condo, switch to a condo owner policy with strata deductible coverage.
"""


def t_repair_mail(r: random.Random, dt: datetime) -> str:
    thing = r.choice(["dishwasher not draining", "bathroom fan noisy", "balcony door lock stuck", "washer leaking"])
    return _mail(WEI_MAIL, "Jessica Tam <jessica.tam88@gmail.com>", f"Unit 1408 - {thing}", dt, f"""
Hi Jessica,

Sorry to bother you - the {thing} since the weekend. Could you send someone this week? We are home most of
the day with the baby, so any time works except 1-3pm (nap). Photos attached.

Thanks,
Wei (1408)
""")


def t_kits_lease(r: random.Random, dt: datetime) -> str:
    return f"""Residential Tenancy Agreement - basement suite
Address: 2156 West 8th Avenue (lower), Vancouver, BC V6K 2A5
Landlord: {r.choice(FIRST)} {r.choice(SURN)} (upstairs)   Tenant: Wei Zhang
Term: September 1, 2018 to August 31, 2019, then month to month. Rent $1,350 incl. utilities and wifi.
Deposit $675. No smoking, quiet hours 10pm-7am, shared laundry Tuesdays and Saturdays.
"""


def t_kits_end(r: random.Random, dt: datetime) -> str:
    return f"""Move-out condition inspection + deposit (Kits suite) - July 31, 2021
- walls: small marks near desk, landlord ok
- oven cleaned, carpets vacuumed
- keys returned: 2 door + 1 mailbox
- deposit $675 + interest ${r.uniform(0, 3):.2f} returned by e-transfer Aug 9, 2021. done!
"""


def t_manual(r: random.Random, dt: datetime) -> str:
    what = r.choice([("Bosch 300 Series dishwasher SHE53C85N", "Use and care manual"),
                     ("LG WM3400CW front load washer", "Owner's manual"),
                     ("Coway Airmega 200M air purifier", "User manual"),
                     ("Dyson V8 cordless vacuum", "Operating manual")])
    return f"""{what[0]} - {what[1]}
Important safety instructions. Read all instructions before use.
Installation. Operating instructions. Cleaning and maintenance. Troubleshooting:
error codes, what to check before calling service. Warranty: 1 year parts and labour.
Customer service 1-800-{r.randint(200, 999)}-{r.randint(1000, 9999)}.
"""


# -- Baby

PHN_BABY = "9187 442 305"


def t_birth_reg(r: random.Random, dt: datetime) -> str:
    return f"""BC Vital Statistics Agency - Birth Registration confirmation
Registration number 2026-59-{r.randint(100000, 999999)}   Submitted online {_d(dt)}
Child: ZHANG, Chloe Kexin   Sex: F   Date of birth: 2026-01-14 03:52   Place: BC Women's Hospital, Vancouver
Parent 1: ZHANG, Wei (born Chengdu, China)   Parent 2: LIN, Xiaoyu (born Chongqing, China)
Also applied: Canada Child Benefit (consent given), Social Insurance Number (consent given).
Birth certificate (long form) ordered, fee $27, mailing 2-3 weeks.
"""


def t_msp_baby(r: random.Random, dt: datetime) -> str:
    return f"""Health Insurance BC - Medical Services Plan
Welcome letter   {_d(dt)}
Chloe Kexin Zhang has been added to the MSP account of Wei Zhang.
Personal Health Number (PHN): {PHN_BABY}   Coverage effective: 2026-01-14
A BC Services Card is not issued to children under 19 with photo; a non-photo card will be mailed.
"""


def t_ccb(r: random.Random, dt: datetime) -> str:
    return f"""Canada Revenue Agency - Canada Child Benefit notice
{_d(dt)}   Recipient: Xiaoyu Lin   Child: Chloe Kexin Zhang (born 2026-01-14)
Based on your family net income for 2024 of ${r.uniform(135000, 150000):,.2f}:
Canada child benefit: ${r.uniform(600, 660):.2f} per month (under 6)
BC family benefit: ${r.uniform(0, 40):.2f} per month
Payments from February 2026 to June 2026; retroactive payment ${r.uniform(600, 660):.2f} for January.
File your 2025 returns (both of you) to keep receiving payments from July 2026.
"""


def t_immunization(r: random.Random, dt: datetime) -> str:
    return f"""Vancouver Coastal Health / Fraser Health - Child immunization record
Name: Chloe Kexin Zhang   DOB 2026-01-14   PHN {PHN_BABY}
2026-01-15  Hepatitis B (birth dose)  BC Women's
2026-03-17  DTaP-IPV-Hib-HB (Infanrix hexa), Pneumococcal (Prevnar 20), Rotavirus (oral)  Burnaby Public Health
2026-05-19  DTaP-IPV-Hib-HB, Pneumococcal, Rotavirus, Meningococcal C  Burnaby Public Health
Next due: 6 months (July 2026) - DTaP-IPV-Hib-HB, Rotavirus. Book at 604-918-7605.
Reactions: mild fever after 2-month shots, Tylenol 40 mg given.
"""


def t_wellbaby(r: random.Random, dt: datetime) -> str:
    wk = (dt - datetime(2026, 1, 14, tzinfo=UTC)).days // 7
    return f"""可欣 {wk}周 check-up - Dr. {r.choice(SURN)} (Metrotown Family Clinic) {_iso(dt)}
weight {3.3 + wk * 0.17:.2f} kg, length {50 + wk * 0.8:.1f} cm, head {34 + wk * 0.35:.1f} cm
- all ~{r.randint(40, 70)}th percentile
- feeding: breast + {r.randint(1, 3)} bottles formula/day (Similac), ok
- sleep: {r.randint(3, 6)}h stretch at night
- vitamin D 400 IU daily, keep going
- tummy time more. hips ok.
- questions: 湿疹 on cheeks -> moisturize, no soap. next visit at {wk + 8} weeks.
"""


def t_growth(r: random.Random, dt: datetime) -> str:
    rows = ["date,age_weeks,weight_kg,length_cm,head_cm,where"]
    for wk in (0, 1, 2, 6, 9, 14, 18):
        d0 = datetime(2026, 1, 14) + timedelta(weeks=wk)
        if d0 > dt.replace(tzinfo=None):
            break
        rows.append(f"{d0:%Y-%m-%d},{wk},{3.3 + wk * 0.17 + r.uniform(-0.1, 0.1):.2f},{50 + wk * 0.8:.1f},"
                    f"{34 + wk * 0.35:.1f},{'hospital' if wk == 0 else 'clinic'}")
    return "\n".join(rows)


def t_feeding(r: random.Random, dt: datetime) -> str:
    rows = ["time,type,ml_or_min,diaper,who,note"]
    t = dt.replace(hour=0)
    for _ in range(r.randint(9, 14)):
        t += timedelta(minutes=r.randint(90, 200))
        kind = r.choice(["breast", "bottle", "bottle", "breast"])
        amt = f"{r.randint(8, 20)} min" if kind == "breast" else f"{r.choice([90, 100, 120, 130])} ml"
        rows.append(f"{t:%Y-%m-%d %H:%M},{kind},{amt},{r.choice(['wet', 'dirty', 'wet', '-'])},"
                    f"{r.choice(['Wei', 'Xiaoyu'])},{r.choice(['', '', 'spit up', '吃完就睡', 'fussy'])}")
    return "\n".join(rows)


DAYCARES = ["Maywood Little Explorers", "Bonsor Kids Club", "YMCA Metrotown Child Care", "Chaffey-Burke Early Learning",
            "Sunshine Montessori Burnaby", "Edmonds ChildCare Society", "Kids & Company Brentwood",
            "BCIT Child Care Centre"]


def t_daycare_list(r: random.Random, dt: datetime) -> str:
    rows = ["Centre;Type;Fee/month (infant);$10/day?;Applied;Waitlist fee;Position / reply;Notes"]
    for c in DAYCARES:
        rows.append(f"{c};{r.choice(['group infant/toddler', 'licensed family', 'group'])};"
                    f"{r.choice(['$200 ($10/day)', '$1,150', '$1,450', '$1,680'])};{r.choice(['yes', 'no'])};"
                    f"{_iso(dt - timedelta(days=r.randint(20, 120)))};{r.choice(['$0', '$25', '$50'])};"
                    f"{r.choice(['#' + str(r.randint(20, 180)), 'no reply', 'call back Sept', 'est. 18 months'])};"
                    f"{r.choice(['walkable', 'on the way to skytrain', 'Xiaoyu liked it', 'too far'])}")
    return "\n".join(rows)


def t_daycare_mail(r: random.Random, dt: datetime) -> str:
    c = r.choice(DAYCARES)
    frm = f"{c} <info@{c.split()[0].lower()}childcare.ca>"
    return _mail(frm, WEI_MAIL, "Waitlist confirmation - Chloe Zhang", dt, f"""
Dear Wei,

Thank you for adding Chloe (DOB 2026-01-14) to our infant/toddler waitlist for a start date of
October 2026. Your waitlist number is {r.randint(30, 190)}. We offer spaces in order of application date,
with priority for siblings of enrolled children and families living in the catchment.

Please update your application every 6 months to remain on the list. Our centre is part of the
ChildCareBC $10 a Day program; parent fees are $200/month for full-time care.

{c}
""")


def t_resp(r: random.Random, dt: datetime) -> str:
    return f"""RESP account statement - Individual plan
Subscribers: Wei Zhang   Beneficiary: Chloe Kexin Zhang (DOB 2026-01-14)   Plan no. {r.randint(10000000, 99999999)}
Statement period ending {_d(dt)}
Contributions this period: ${r.choice([500, 1000, 2500]):,.2f}
Total contributions: ${r.choice([2500, 3000, 3500]):,.2f}
Canada Education Savings Grant (CESG, 20%): ${r.choice([500, 600, 700]):,.2f}
BC Training and Education Savings Grant ($1,200 at age 6-9): apply later
Canada Learning Bond: not eligible (family income)
Investments: TD Comfort Balanced Growth Portfolio  Market value ${r.uniform(2600, 4300):,.2f}
"""


def t_sin_baby(r: random.Random, dt: datetime) -> str:
    return f"""Service Canada - Social Insurance Number confirmation
Name: Chloe Kexin Zhang   Date of birth: 2026-01-14
Your SIN was created through the Newborn Registration Service.
SIN: 9{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}
Date issued {_d(dt)}. Keep this letter in a safe place. The SIN is needed for the RESP and the CCB.
"""


def t_baby_guide(r: random.Random, dt: datetime) -> str:
    return """Baby's Best Chance - Parents' Handbook of Pregnancy and Baby Care (BC Ministry of Health)
Part 2: Your Baby. Feeding your baby: breastfeeding, formula feeding, starting solid foods at about 6 months,
iron-rich foods first. Safe sleep: always place your baby on their back, in a crib, with no pillows or bumpers.
Crying and soothing. Postpartum depression affects partners too. Immunization schedule for BC.
HealthLink BC: call 8-1-1 any time for health advice from a nurse."""


def t_solids(r: random.Random, dt: datetime) -> str:
    return """HealthLink BC - Baby's First Foods (file #69c)
Start solid foods at about 6 months when your baby can sit up and hold their head steady.
Offer iron-rich foods 2 or more times a day: meat, fish, egg, tofu, legumes, iron-fortified cereal.
Offer common food allergens (peanut, egg, milk products, wheat, soy, fish, sesame) early and often.
Avoid honey until 1 year. Let baby decide how much to eat."""


# -- Family

PARENTS = "张建国 ZHANG Jianguo (1961-04-22) and 刘芳 LIU Fang (1963-09-08)"


def t_sv_checklist(r: random.Random, dt: datetime) -> str:
    return f"""# 爸妈 super visa checklist

Parents: {PARENTS}, 成都市武侯区
- [x] 邀请信 letter of invitation (signed by Wei + Xiaoyu) - promise of financial support
- [x] LICO proof: household of 5 (us 3 + parents 2) -> need > $70,8xx; NOA 2025 + T4 + employment letter
      (on parental leave - employer letter says returning Sep 28, salary $144k)
- [x] Canadian medical insurance 1 year, $100k+, paid in full -> Maple Leaf Visitors policy
- [x] 体检 IME at panel physician in Chengdu (西南医院? no - 成都 IOM clinic), done {_iso(dt - timedelta(days=20))}
- [x] biometrics at VAC Chengdu
- [ ] flights - Sichuan Airlines 3U3801 CTU->YVR direct, July 8?
- [ ] guest bed (IKEA) and blackout curtains
- [ ] 爸爸的降压药 - bring 4 months supply + prescription in English
"""


def t_sv_invite(r: random.Random, dt: datetime) -> str:
    return f"""Letter of Invitation - Super Visa

To: Visa Officer, Immigration, Refugees and Citizenship Canada
Date: {_d(dt)}

We, Wei Zhang (Canadian permanent resident, UCI {UCI}) and Xiaoyu Lin (Canadian permanent resident),
residing at {ADDR}, invite my parents {PARENTS}, citizens of China, to visit us in Canada from
July 2026 for up to 12 months. Our daughter Chloe was born in January 2026 and my parents wish to help us
care for her and meet their first grandchild.

I promise to provide financial support for the duration of their stay, including food, accommodation and
transportation. Our household consists of 5 persons (us, our daughter, and my parents). My annual salary
at Northpine Analytics is $144,000; please see the enclosed employment letter, T4 and Notice of Assessment.
My parents have purchased Canadian medical insurance valid for one year from their date of entry.

Sincerely, Wei Zhang   Xiaoyu Lin
"""


def t_sv_employment(r: random.Random, dt: datetime) -> str:
    return f"""Northpine Analytics Inc. - Employment Verification Letter
{_d(dt)}
To whom it may concern (Super visa application for the parents of our employee):
This confirms that Wei Zhang has been employed full-time and permanently by Northpine Analytics Inc. since
April 4, 2022. His current position is Senior Data Engineer and his base salary is $144,000 per year. Wei is on
approved parental leave from April 6, 2026 and will return on September 28, 2026 to the same position and salary.
Megan Callaghan, People & Culture Partner, megan.callaghan@northpine.ai
"""


def t_sv_insurance(r: random.Random, dt: datetime) -> str:
    return f"""Visitors to Canada Emergency Medical Insurance - Policy Confirmation (Super Visa)
Policy number VTC-{r.randint(1000000, 9999999)}   Issue date {_d(dt)}
Insured: ZHANG JIANGUO (age 65), LIU FANG (age 62)   Purchaser: Wei Zhang (Canada)
Coverage: $150,000 each   Deductible: $1,000   Pre-existing conditions: stable 180 days (hypertension, controlled)
Period: 2026-07-08 to 2027-07-07 (365 days)   Premium paid in full: ${r.uniform(3900, 5200):,.2f}
Valid for multiple entries. Refund of unused premium if the visa is refused (less $50).
"""


def t_sv_medical(r: random.Random, dt: datetime) -> str:
    return _mail("妈妈 via WeChat export <liufang63@163.com>", WEI_MAIL, "体检结果 / eMedical IME", dt, f"""
伟伟:

我们今天去做了加拿大的体检, 在成都的指定医院, 抽了血, 照了胸片, 爸爸血压 138/86, 医生说没问题。
医生给了两张单子, 上面有 IME 号码: {r.randint(10000000, 99999999)} (爸爸) 和 {r.randint(10000000, 99999999)} (妈妈)。
结果会直接发给移民局, 说大概两个星期。

下周二去签证中心录指纹 (biometrics), 你发的预约确认我打印了。

可欣最近睡得好吗? 把视频多发几个。

妈
""")


def t_flights(r: random.Random, dt: datetime) -> str:
    return f"""E-ticket itinerary receipt - Sichuan Airlines
Booking reference {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ23456789') for _ in range(6))}   Issued {_d(dt)}
Passengers: ZHANG/JIANGUO MR, LIU/FANG MS
3U3801  Chengdu Tianfu (TFU) 13:40 -> Vancouver (YVR) 09:50  08 JUL 2026  Economy  2 x 23 kg
3U3802  Vancouver (YVR) 12:20 -> Chengdu Tianfu (TFU) 16:10+1  14 OCT 2026  Economy
Total fare CNY {r.randint(14000, 19000):,}.00 incl. taxes. Paid by Wei Zhang (Visa ****4417).
Wheelchair assistance: not requested. Meal: Chinese.
"""


def t_parents_plan(r: random.Random, dt: datetime) -> str:
    return """爸妈来温哥华 7月8日 - 10月14日 计划

- 接机 YVR 7/8 上午 -> 开车 (car seat 两个? 只有可欣的, ok)
- 住: 第二个卧室, 可欣的婴儿床搬到我们房间
- 8月底搬新家 (Hazel St) - 爸妈可以帮忙, 但不要让爸爸搬重的
- 想去: Stanley Park, Whistler 一日游, Victoria (ferry), Richmond 夜市, 大统华
- 医保: visitor insurance 已买, 看病先打电话给保险公司
- 妈妈想学开车? 不行, 国际驾照问题
- 手机卡: Fido prepaid 两张
- 10月回去前办 super visa 的 multiple entry, 明年可以再来
"""


def t_marriage(r: random.Random, dt: datetime) -> str:
    return f"""结婚证 Marriage Certificate - certified English translation
Holder: ZHANG Wei   Registration date: 2016-10-01   Certificate No. J510107-2016-{r.randint(100000, 999999)}
Registration authority: Civil Affairs Bureau of Wuhou District, Chengdu, Sichuan
Husband: ZHANG Wei, male, born 1989-11-03, Chinese, ID 5101071989110****
Wife: LIN Xiaoyu, female, born 1991-02-17, Chinese, ID 5001031991021****
The applicants voluntarily married and met the provisions of the Marriage Law of the PRC; registration approved.
Translated by: {r.choice(FIRST)} {r.choice(SURN)}, STIBC certified translator, 2020-11-12
"""


def t_wechat_chat(r: random.Random, dt: datetime) -> str:
    return f"""微信聊天记录 - 家人群 (爸爸, 妈妈, 晓雨, 我)  导出于 {_iso(dt)}
{_iso(dt)} 19:02 妈妈: 可欣今天打针哭了吗?
{_iso(dt)} 19:05 我: 哭了一下, 吃完奶就好了, 晚上有点发烧 37.8
{_iso(dt)} 19:06 爸爸: [视频通话 12:31]
{_iso(dt)} 19:20 妈妈: 我们的签证有消息了吗? 护照什么时候寄?
{_iso(dt)} 19:22 晓雨: 妈, 还在等, 一般 4-6 个星期
{_iso(dt)} 19:30 爸爸: 买房的事情定了吗? 首付够不够, 要不要我们帮一点
{_iso(dt)} 19:34 我: 够的, 不用. 6月3号之前要决定 (subject removal)
{_iso(dt)} 19:35 妈妈: [表情]
"""


# -- Health

def t_pbc_claim(r: random.Random, dt: datetime) -> str:
    who = r.choice(["Wei Zhang", "Xiaoyu Lin"])
    svc = r.choice([("Physiotherapy", "Kinetic Physio Metrotown", 95, 110), ("Dental - recall exam + cleaning",
                   "Kingsway Smile Dental", 240, 380), ("Registered massage therapy", "Vital RMT", 100, 130),
                   ("Eye exam", "FYidoctors Metropolis", 120, 140), ("Prescription", "Shoppers Drug Mart", 20, 80)])
    amt = r.uniform(svc[2], svc[3])
    return f"""Pacific Blue Cross - Claim Statement   Group {r.randint(10000, 99999)}  Northpine Analytics Inc.
Plan member: Wei Zhang   ID {r.randint(10000000, 99999999)}   Patient: {who}
Service date {_iso(dt - timedelta(days=3))}   Provider: {svc[1]}   Service: {svc[0]}
Amount claimed ${amt:.2f}   Eligible ${amt:.2f}   Paid ${amt * 0.8:.2f} (80%)   Paid to: plan member by direct deposit
Annual maximum remaining for this practitioner type: ${r.randint(200, 650)}.00
"""


def t_physio(r: random.Random, dt: datetime) -> str:
    return f"""Kinetic Physio Metrotown - Assessment notes (copy for patient)
Patient: Wei Zhang  DOB 1989-11-03   Date {_d(dt)}
Complaint: right shoulder pain after badminton smash, 3 weeks. Pain 5/10 overhead.
Findings: supraspinatus tendinopathy, mild impingement; full ROM, painful arc 80-120 degrees.
Plan: 6 visits; rotator cuff strengthening (band external rotation 3x15), no smashing 4 weeks, ice after play.
"""


def t_lifelabs(r: random.Random, dt: datetime) -> str:
    return f"""LifeLabs - Laboratory Report   Patient: ZHANG, WEI
PHN 9{r.randint(100, 999)} {r.randint(100, 999)} {r.randint(100, 999)}
Collected {_d(dt)}   Ordering physician: Dr. {r.choice(SURN)}, Metrotown Family Clinic
Glucose fasting {r.uniform(4.6, 5.9):.1f} mmol/L (3.6-6.0)   HbA1c {r.uniform(5.2, 5.9):.1f}% (<6.0)
Cholesterol total {r.uniform(4.5, 5.8):.2f}  LDL {r.uniform(2.6, 3.8):.2f} (H >3.5)  HDL {r.uniform(1.0, 1.4):.2f}
Triglycerides {r.uniform(1.2, 2.4):.2f}   ALT {r.randint(22, 48)} U/L   TSH {r.uniform(1.1, 3.2):.2f}
Comment: LDL borderline high - repeat in 12 months, diet and exercise.
"""


def t_msp_notice(r: random.Random, dt: datetime) -> str:
    return f"""Health Insurance BC - Account update   {_d(dt)}
Account holder: Wei Zhang   Dependants: Xiaoyu Lin (spouse), Chloe Kexin Zhang (child, added 2026-01-14)
MSP premiums were eliminated in 2020; no payment is required. Keep your address up to date:
you are moving? Update within 30 days at gov.bc.ca/addresschange.
"""


def t_health_notes(r: random.Random, dt: datetime) -> str:
    return f"""health log
{_iso(dt - timedelta(days=300))} annual physical. BP 124/80. LDL borderline -> less 火锅??
{_iso(dt - timedelta(days=120))} Xiaoyu postpartum check 6 wk ok, iron low -> supplements
{_iso(dt - timedelta(days=60))} shoulder (badminton) physio x6, better
{_iso(dt - timedelta(days=10))} dentist recall, 1 small filling next time
next: flu shot Oct for both + parents (they are not on MSP - pharmacy charges ~$25)
"""


# -- Education

def t_sfu_fees(r: random.Random, dt: datetime) -> str:
    term = {1: "Spring", 5: "Summer", 9: "Fall"}[min((1, 5, 9), key=lambda m: abs(m - dt.month))]
    return f"""Simon Fraser University - goSFU Account Statement
Student: Xiaoyu Lin   Student # 301{r.randint(100000, 999999)}   Program: MPH (Faculty of Health Sciences), part-time
Term: {term} {dt.year}
Graduate tuition (part-time)          ${r.uniform(1900, 2100):,.2f}
Graduate Student Society fee          $ {r.uniform(40, 60):.2f}
U-Pass BC                             $ {r.uniform(190, 215):.2f}
Athletics & Recreation / SFSS health & dental (opted out)   $ {r.uniform(60, 80):.2f}
Total due ${r.uniform(2200, 2450):,.2f}   Due date {_d(dt + timedelta(days=20))}
Payment options: online banking (payee "SFU Student Fees"), international wire, Flywire.
"""


def t_sfu_receipt(r: random.Random, dt: datetime) -> str:
    return f"""TD EasyWeb - Bill payment confirmation
Payee: SIMON FRASER UNIVERSITY - STUDENT FEES   Account (student #) 301{r.randint(100000, 999999)}
Amount ${r.uniform(2200, 2450):,.2f}   From: Chequing ****{r.randint(1000, 9999)}   Date {_d(dt)}
Confirmation # {r.randint(10000000, 99999999)}{''.join(r.choice('ABCDEF') for _ in range(2))}
"""


def t_sfu_mail(r: random.Random, dt: datetime) -> str:
    return _mail("Graduate Studies - Health Sciences <fhs_grad@sfu.ca>", "xiaoyu_lin@sfu.ca",
                 "Leave / part-time status confirmation", dt, f"""
Dear Xiaoyu,

Your request to continue in part-time status for the Summer and Fall {dt.year} terms has been approved.
Your practicum (HSCI 880) is deferred to Spring {dt.year + 1}. Part-time tuition applies. The program time
limit has been extended by one term because of your parental leave (Spring term).

Congratulations again on the birth of your daughter.
Graduate Program Assistant
""")


def t_ubc_transcript(r: random.Random, dt: datetime) -> str:
    courses = ["DSCI 511 Python Programming for Data Science", "DSCI 512 Algorithms and Data Structures",
               "DSCI 513 Databases & Data Retrieval", "DSCI 522 Data Science Workflows",
               "DSCI 525 Web and Cloud Computing",
               "DSCI 551 Descriptive Statistics and Probability", "DSCI 571 Supervised Learning I",
               "DSCI 573 Feature and Model Selection", "DSCI 591 Capstone Project"]
    head = (f"The University of British Columbia - Unofficial Transcript\nName: ZHANG, WEI  Student # 6"
            f"{r.randint(1000000, 9999999)}\nProgram: Master of Data Science (Vancouver) 2018W-2019S\n")
    body = "\n".join(f"{c}  {r.randint(78, 96)}" for c in courses)
    return head + body + "\nDegree conferred: MDS, June 2019 (Spring Congregation)\n"


def t_capstone(r: random.Random, dt: datetime) -> str:
    return """MDS Capstone Final Report - Forecasting parcel volumes for a Lower Mainland courier (2019)
Team: Wei Zhang, Emily Fraser, Jason Ho, Natalie Gill. Mentor: Dr. V. Kumar. Partner: Harbourline Logistics.
We built a weekly parcel volume forecast per depot using gradient boosted trees and Prophet, with a data
pipeline in Python and PostgreSQL. MAPE improved from 18% (seasonal naive) to 9.4%.
Deliverables: cleaned data product, forecasting package, dashboard, this report."""


def t_ubc_tuition(r: random.Random, dt: datetime) -> str:
    return f"""UBC - Student Service Centre - Payment receipt
Student: ZHANG, WEI   Session 2018 Winter   MDS program fee installment {r.choice([1, 2, 3])} of 3
Amount paid CAD {r.uniform(14000, 15500):,.2f} (international)   Method: Flywire wire from China Merchants Bank
Date {_d(dt)}
"""


# -- Car

def t_icbc(r: random.Random, dt: datetime) -> str:
    return f"""ICBC Autoplan - Owner's Certificate of Insurance and Vehicle Licence (APV250)
Policy {r.choice('ABC')}{r.randint(10000000, 99999999)}   Term {_d(dt)} to {_d(dt + timedelta(days=364))}
Named owner: WEI ZHANG   Principal operator: WEI ZHANG   Listed driver: XIAOYU LIN
Vehicle: 2017 TOYOTA COROLLA LE 4DR  VIN 2T1BURHE{r.randint(1, 9)}HC{r.randint(100000, 999999)}
Plate {r.choice(['RK', 'PL', 'SN'])}{r.randint(100, 999)}{r.choice(['A', 'B', 'C'])}
Rate class 002 (pleasure + commute, under 15 km one way)   Territory: Burnaby
Basic Autoplan ${r.uniform(900, 1100):,.2f}   Optional: third party liability $3M, collision $1,000 ded.,
comprehensive $300 ded., roadside plus   Driving experience discount {r.choice([30, 35, 40])}%
Total premium ${r.uniform(1900, 2300):,.2f}   Monthly payment plan ${r.uniform(160, 190):.2f}
Broker: Metrotown Insurance Agency
"""


def t_car_service(r: random.Random, dt: datetime) -> str:
    km = r.randint(68000, 96000)
    return f"""OpenRoad Toyota Richmond - Service Invoice {r.randint(600000, 699999)}
Customer: Wei Zhang   Vehicle: 2017 Corolla LE   Odometer {km:,} km   Date {_d(dt)}
- Oil and filter change (0W-16 synthetic)  ${r.uniform(89, 119):.2f}
- Tire rotation, multi-point inspection     included
- {r.choice(['Cabin air filter', 'Wiper blades (pair)', 'Brake fluid flush', 'Engine air filter'])}
  ${r.uniform(40, 160):.2f}
Recommended: front brake pads at ~{km + 10000:,} km. Next service {km + 8000:,} km.
Total incl. GST/PST ${r.uniform(160, 330):.2f}   Paid Visa
"""


def t_ticket(r: random.Random, dt: datetime) -> str:
    return f"""City of Vancouver - Parking Violation Notice  No. {r.randint(10000000, 99999999)}
Date {_d(dt)} 14:{r.randint(10, 59)}  Location: 1100 block Melville St  Plate SN{r.randint(100, 999)}C  TOYOTA
Violation: meter expired   Fine $70.00; $35.00 if paid within 14 days. Pay at vancouver.ca/parking-tickets
"""


def t_icbc_claim(r: random.Random, dt: datetime) -> str:
    return f"""ICBC claim {r.choice('ABCDE')}{r.randint(1000000, 9999999)} - rear-ended at Kingsway & Willingdon
Date of loss {_d(dt)}. Not at fault (other driver 100%). Estimate at Craftsman Collision ${r.uniform(2400, 3900):,.2f}.
Rental Corolla 6 days covered. No injury claim (neck stiff 2 days only). Claim closed.
"""


# -- Badminton

def t_bad_membership(r: random.Random, dt: datetime) -> str:
    return f"""Eastbay Badminton Club - Membership receipt
Member: Wei Zhang   Member # EB{r.randint(1000, 9999)}   Season: Sep {dt.year if dt.month > 8 else dt.year - 1} - Aug
{dt.year + 1 if dt.month > 8 else dt.year}
Adult membership (drop-in unlimited, weeknights 7-11pm)  ${r.choice([420, 450, 480])}.00 + GST
Locker rental: no   Shuttles: club feather tubes at $38/tube
Parental pause: membership frozen {"Apr-Sep 2026" if dt.year >= 2026 else "n/a"}
"""


def t_bad_league(r: random.Random, dt: datetime) -> str:
    rows = ["week,date,event,partner,opponents,score,result"]
    for w in range(1, r.randint(6, 10)):
        d0 = dt - timedelta(days=7 * (10 - w))
        rows.append(f"{w},{_iso(d0)},MD B-flight,Kevin Ho,{r.choice(SURN)}/{r.choice(SURN)},"
                    f"21-{r.randint(10, 23)} {r.randint(15, 23)}-21 21-{r.randint(12, 19)},{r.choice(['W', 'L', 'W'])}")
    return "\n".join(rows)


def t_bad_mail(r: random.Random, dt: datetime) -> str:
    frm = "Eastbay Badminton Club <admin@eastbaybadminton.ca>"
    return _mail(frm, WEI_MAIL, "Court booking + summer ladder", dt, f"""
Hi members,

Summer doubles ladder starts June {r.randint(8, 15)}. Sign up at the front desk or reply to this email with
your partner's name. Court bookings for weekends open 7 days ahead (max 2 hours per member per day).
Reminder: non-marking shoes only, and the club feather shuttles are now $38 per tube.

Eastbay Badminton Club, Unit 110 - 3711 North Fraser Way, Burnaby
""")


def t_bad_technique(r: random.Random, dt: datetime) -> str:
    return """# badminton notes - technique

## backhand clear
- grip: thumb flat on the wide bevel, relax until contact
- turn shoulder fully, elbow leads, snap with forearm rotation (supination)
## doubles rotation
- attack: front/back; defense: side by side. after a lift -> go side by side immediately
- serve low, short; flick only if opponent leans in
## string tension
BG66 Ultimax 24 lbs (mine), 26 too stiff for the shoulder
"""


# -- Programming: parqlint (side project) and tech reference

def t_pq_readme(r: random.Random, dt: datetime) -> str:
    return """# parqlint

A tiny linter for Parquet schemas. Catch the column that turned from `int64` into `string` before your
nightly job does.

```bash
pip install parqlint
parqlint check data/*.parquet --rules rules.toml
parqlint diff old.parquet new.parquet
```

## Rules
- `no-nullable-keys`: primary-key columns must be required
- `timestamp-utc`: timestamps must be `isAdjustedToUTC=true`
- `decimal-precision`: decimals for money columns must use precision >= 18
- `name-case`: snake_case column names

Status: 0.9 beta, 1.0 planned June 2026. MIT licence. Maintainer: Wei Zhang (@weizhang-dev).
"""


def t_pq_pyproject(r: random.Random, dt: datetime) -> str:
    return """[build-system]
requires = ["hatchling"]
build-backend = "hatchling.build"

[project]
name = "parqlint"
version = "0.9.2"
description = "A tiny linter for Parquet schemas"
readme = "README.md"
requires-python = ">=3.9"
license = "MIT"
authors = [{ name = "Wei Zhang", email = "wei.zhang.yvr@gmail.com" }]
dependencies = ["pyarrow>=14", "click>=8", "tomli>=2; python_version<'3.11'"]

[project.scripts]
parqlint = "parqlint.cli:main"

[tool.ruff]
line-length = 100
"""


def t_pq_init(r: random.Random, dt: datetime) -> str:
    return '''"""parqlint - lint Parquet schemas."""

from .rules import RULES, Finding, check_schema

__all__ = ["RULES", "Finding", "check_schema"]
__version__ = "0.9.2"
'''


def t_pq_rules(r: random.Random, dt: datetime) -> str:
    return '''from __future__ import annotations

import re
from dataclasses import dataclass

import pyarrow as pa
import pyarrow.parquet as pq


@dataclass(frozen=True)
class Finding:
    rule: str
    column: str
    message: str


SNAKE = re.compile(r"^[a-z][a-z0-9_]*$")


def _name_case(schema: pa.Schema, cfg: dict) -> list[Finding]:
    return [Finding("name-case", f.name, "not snake_case") for f in schema if not SNAKE.match(f.name)]


def _timestamp_utc(schema: pa.Schema, cfg: dict) -> list[Finding]:
    out = []
    for f in schema:
        if pa.types.is_timestamp(f.type) and f.type.tz is None:
            out.append(Finding("timestamp-utc", f.name, "timestamp without time zone"))
    return out


def _no_nullable_keys(schema: pa.Schema, cfg: dict) -> list[Finding]:
    keys = set(cfg.get("keys", []))
    return [Finding("no-nullable-keys", f.name, "key column is nullable") for f in schema
            if f.name in keys and f.nullable]


RULES = {"name-case": _name_case, "timestamp-utc": _timestamp_utc, "no-nullable-keys": _no_nullable_keys}


def check_schema(path: str, cfg: dict | None = None) -> list[Finding]:
    cfg = cfg or {}
    schema = pq.read_schema(path)
    found: list[Finding] = []
    for name, rule in RULES.items():
        if name not in cfg.get("disable", []):
            found.extend(rule(schema, cfg))
    return found
'''


def t_pq_cli(r: random.Random, dt: datetime) -> str:
    return '''import sys

import click

from .rules import check_schema


@click.group()
def main() -> None:
    """parqlint command line."""


@main.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("--rules", type=click.Path(exists=True), default=None)
def check(paths: tuple[str, ...], rules: str | None) -> None:
    bad = 0
    for p in paths:
        for f in check_schema(p):
            click.echo(f"{p}: {f.column}: {f.rule}: {f.message}")
            bad += 1
    sys.exit(1 if bad else 0)
'''


def t_pq_test(r: random.Random, dt: datetime) -> str:
    return '''import pyarrow as pa
import pyarrow.parquet as pq

from parqlint import check_schema


def test_timestamp_without_tz(tmp_path):
    t = pa.table({"created_at": pa.array([0], pa.timestamp("ms"))})
    pq.write_table(t, tmp_path / "a.parquet")
    assert [f.rule for f in check_schema(str(tmp_path / "a.parquet"))] == ["timestamp-utc"]


def test_camel_case(tmp_path):
    pq.write_table(pa.table({"userId": [1]}), tmp_path / "b.parquet")
    assert check_schema(str(tmp_path / "b.parquet"))[0].rule == "name-case"
'''


def t_pq_changelog(r: random.Random, dt: datetime) -> str:
    return """# Changelog

## 1.0.0 (unreleased)
- stable rule IDs, `--format sarif` for GitHub code scanning
- `parqlint diff` shows added/removed/changed columns

## 0.9.2 (2026-05-10)
- fix: nested struct fields were skipped (#41, thanks @amandak)
## 0.9.0 (2026-03-22)
- `decimal-precision` rule; rules.toml config
## 0.5.0 (2025-11-02)
- first PyPI release
"""


def t_pq_issue(r: random.Random, dt: datetime) -> str:
    n = r.randint(38, 60)
    subj = f"[weizhang-dev/parqlint] Support for Iceberg manifests? (Issue #{n})"
    return _mail("notifications@github.com", WEI_MAIL, subj, dt, f"""
{r.choice(FIRST).lower()}{r.randint(1, 99)} opened an issue:

Would it be possible to lint the schema stored in an Iceberg table's metadata.json instead of reading a
Parquet file? Our tables have thousands of files and reading one footer is not representative.
pyiceberg exposes `table.schema()`; the rules would only need a pyarrow schema.

--
Reply to this email directly or view it on GitHub: https://github.com/weizhang-dev/parqlint/issues/{n}
""")


def t_pq_talk(r: random.Random, dt: datetime) -> str:
    return """# PyData Vancouver lightning talk - "Your Parquet schema is an API" (5 min), June 18

1. story: the nightly job that broke when `amount` became a string (Harbourline 2021)
2. schemas drift; nobody reviews them like code
3. parqlint: 4 rules, 1 command, CI-friendly exit code
4. demo: GitHub Action annotating a PR
5. ask: contributors for Iceberg/Delta support

slides in Keynote, max 12 slides. practice with timer. bring USB-C to HDMI.
"""


def t_pq_todo(r: random.Random, dt: datetime) -> str:
    return """parqlint todo (nap-time coding 😅)
- [x] fix #41 nested structs
- [ ] SARIF output (for 1.0)
- [ ] docs site on GitHub Pages (mkdocs-material)
- [ ] answer #44 Iceberg question -> maybe 1.1
- [ ] trusted publishing to PyPI from GitHub Actions
- [ ] lightning talk slides by Jun 15
"""


def t_pq_workflow(r: random.Random, dt: datetime) -> str:
    return """name: ci
on: [push, pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        python: ["3.9", "3.11", "3.12", "3.13"]
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: ${{ matrix.python }}
      - run: pip install -e . pytest
      - run: pytest -q
"""


def t_meetup_notes(r: random.Random, dt: datetime) -> str:
    topic = r.choice(["DuckDB in production", "Apache Iceberg table maintenance", "dbt at scale", "Polars vs pandas"])
    return f"""meetup notes - {topic} ({_iso(dt)}, Vancouver Data Engineering meetup)
- speaker: {r.choice(FIRST)} {r.choice(SURN)}
- key points: small files problem, compaction every N commits, snapshot expiry 7d
- tools mentioned: pyiceberg, DuckDB iceberg extension, Trino
- Q&A: partition evolution is cheap, schema evolution by field id not name
"""


def t_spark_cheat(r: random.Random, dt: datetime) -> str:
    return """# Spark / SQL cheat sheet

df.repartition(200, "event_date")      # shuffle by key
df.coalesce(20)                         # reduce files, no shuffle
spark.conf.set("spark.sql.adaptive.enabled", "true")
broadcast join: F.broadcast(small_df)
window: Window.partitionBy("user_id").orderBy("ts").rowsBetween(-6, 0)
explode arrays: F.explode("items")

SQL: QUALIFY row_number() over (partition by id order by updated_at desc) = 1
"""


# -- Travel

def t_banff_itin(r: random.Random, dt: datetime) -> str:
    return """# Banff trip Sep 15-20, 2023

- Fri 15: fly YVR->YYC WS 116 07:00, rental car (Enterprise), drive to Banff, check in Banff Aspen Lodge
- Sat 16: Lake Louise (park & ride shuttle 8:30), Lake Agnes tea house hike
- Sun 17: Moraine Lake (Parks Canada shuttle booked 6:30am!), Larch Valley - larches not yet gold
- Mon 18: Icefields Parkway: Peyto Lake, Athabasca Glacier
- Tue 19: Johnston Canyon, Banff Upper Hot Springs, 晚上 Park Distillery
- Wed 20: Calgary, fly home 18:45
budget ~ $2,600 for two
"""


def t_hotel_conf(r: random.Random, dt: datetime) -> str:
    return f"""Booking.com - Booking confirmation {r.randint(3000000000, 4999999999)}
Banff Aspen Lodge, 401 Banff Avenue, Banff, Alberta
Check-in Friday, September 15, 2023 (from 16:00)  Check-out Wednesday, September 20, 2023 (until 11:00)
1 Queen room, mountain view, 2 adults (Wei Zhang, Xiaoyu Lin)  5 nights
Total price CAD {r.uniform(1350, 1700):,.2f} incl. taxes. Free cancellation until September 10, 2023.
"""


def t_parks(r: random.Random, dt: datetime) -> str:
    return f"""Parks Canada - Reservation confirmation  {r.randint(10000000, 99999999)}
Moraine Lake and Lake Louise shuttle   Date: 2023-09-17   Departure 06:30 from Lake Louise Park and Ride
Passengers: 2 adults  Fees: $8.00 x 2 + reservation fee $3.00   Total $19.00
Also purchased: Parks Canada Discovery Pass (family/group) valid to 2024-09-30, $151.25
"""


def t_guide(r: random.Random, dt: datetime) -> str:
    place = r.choice([("Tofino & Ucluelet", "Pacific Rim National Park Reserve, Long Beach, storm watching"),
                      ("Victoria & the Saanich Peninsula", "Butchart Gardens, Inner Harbour, Royal BC Museum"),
                      ("Okanagan wine country", "Kelowna, Naramata Bench, Kettle Valley Rail Trail")])
    return f"""Destination BC - {place[0]} travel guide
Highlights: {place[1]}.
Getting there, where to stay, family-friendly activities, best time to visit, accessibility, local food.
Tip: book BC Ferries reservations in summer; bring layers, the weather changes quickly."""


# -- Cooking

RECIPES = {
    "麻婆豆腐": ("嫩豆腐 1盒, 牛肉末 100g, 郫县豆瓣 1.5勺, 花椒粉, 蒜苗, 豆豉",
                 "豆腐切块焯水加盐; 炒肉末, 下豆瓣炒出红油; 加水, 豆腐, 小火5分钟; 勾芡三次; 撒花椒粉"),
    "回锅肉": ("二刀肉 400g, 蒜苗, 郫县豆瓣, 甜面酱, 豆豉",
               "肉煮到八成熟切薄片; 煎出灯盏窝; 下豆瓣, 甜面酱, 豆豉; 蒜苗断生出锅"),
    "红油抄手": ("抄手皮, 猪肉馅, 红油, 酱油, 醋, 糖, 蒜泥", "馅加姜水搅上劲; 包好煮3分钟; 调料碗: 红油+复制酱油+蒜泥"),
    "番茄炒蛋": ("番茄 3个, 鸡蛋 4个, 糖 1勺, 葱", "蛋炒散盛出; 番茄炒出汁加糖盐; 回锅蛋翻匀"),
    "鱼香肉丝": ("猪里脊 250g, 木耳, 胡萝卜, 泡椒, 葱姜蒜",
                 "肉丝上浆; 鱼香汁: 糖醋酱油淀粉; 泡椒炒红油, 下肉丝, 配菜, 倒汁"),
    "Sheet-pan salmon": ("2 salmon fillets, broccoli, lemon, miso, honey",
                         "425F, 12-14 min; brush miso-honey at 8 min"),
}


def t_recipe(name: str):
    def f(r: random.Random, dt: datetime) -> str:
        ing, steps = RECIPES[name]
        return (f"# {name}\n\n份量: {r.choice([2, 3, 4])}人\n\n## 材料 ingredients\n{ing}\n\n"
                f"## 做法 steps\n{steps}\n\n妈妈说: 火候最重要.\n")
    return f


# -- Old ThinkPad (Chengdu, before 2018)

def t_old_resume(r: random.Random, dt: datetime) -> str:
    return """个人简历 - 张伟
求职意向: 高级后端开发工程师 / 数据工程师
工作经历: 成都天府软件有限公司 后端开发 2013.07 - 2018.06
  - 负责社保缴费系统的 Java 后端与 Oracle 数据库优化
  - 搭建 Hadoop 集群处理日志数据 (每天 2TB)
教育背景: 四川大学 软件工程 本科 2007-2011
语言: 英语 (雅思 7.0), 普通话, 四川话
"""


def t_old_ielts(r: random.Random, dt: datetime) -> str:
    rows = ["周;听力;阅读;写作;口语;备注"]
    for w in range(1, 9):
        rows.append(f"第{w}周;剑{r.randint(9, 12)} Test {r.randint(1, 4)};{r.randint(28, 38)}/40;"
                    f"Task 2 x{r.randint(1, 3)};Part 2 话题 x{r.randint(3, 8)};"
                    f"{r.choice(['加班', '', '状态好', '感冒'])}")
    return "\n".join(rows)


def t_old_sop(r: random.Random, dt: datetime) -> str:
    return """Statement of Purpose - UBC Master of Data Science (application, January 2018)
For five years I have built backend systems for Chengdu's social insurance payments. The hardest
problems were never the code but the data: duplicated records, missing dates, silent schema changes.
I want to learn statistics and machine learning properly, and to work in Canada's data industry..."""


def t_old_notes(r: random.Random, dt: datetime) -> str:
    return """出国前要办的事 (2018.07)
- 学签 ok, 体检 ok
- 换汇: 学费 + 生活费, 招行电汇
- 辞职交接 7.15
- 驾照公证翻译 (以后换BC驾照)
- 买: 电饭煲 110V?, 调料 (郫县豆瓣!!)
- 租房: Kitsilano 地下室, 房东 Craigslist, 先付押金
"""


def t_old_offer(r: random.Random, dt: datetime) -> str:
    return """Chengdu Tianfu Software Co., Ltd. - Offer Letter (English copy)
Position: Backend Developer   Start date: July 1, 2013   Monthly salary: RMB 7,500 (before tax)
Probation 3 months. Social insurance and housing fund per Chengdu regulations.
Location: Tianfu Software Park, Chengdu High-tech Zone."""


# -- a few more, for loose notes

def t_ielts(r: random.Random, dt: datetime) -> str:
    return f"""IELTS Test Report Form - GENERAL TRAINING
Centre number CA{r.randint(100, 999)}   Test date 16/MAY/2020   Candidate number {r.randint(100000, 999999)}
Family name ZHANG   First name WEI   Date of birth 03/11/1989   Sex M   First language CHINESE
Listening 8.5   Reading 8.0   Writing 7.0   Speaking 7.5   Overall band score 8.0   CEFR level C1
Test Report Form number 20CA{r.randint(100000, 999999)}ZHAW{r.randint(100, 999)}G
"""


def t_cbsa(r: random.Random, dt: datetime) -> str:
    lines = ["Canada Border Services Agency - Traveller entry history (Access to Information request)",
             f"Request A-2026-{r.randint(10000, 99999)}   Subject: ZHANG, WEI  DOB 1989-11-03   Released {_d(dt)}",
             "Date of entry;Port of entry;Mode;Document"]
    for a, b, c, why in TRIPS:
        lines.append(f"{b};{'Pacific Highway' if 'WA' in why else 'Vancouver International Airport'};"
                     f"{'Land' if 'WA' in why else 'Air'};CHN passport")
    lines.append("Records before 2021 not included (PR from 2021-06-15). Exits are from US entry data where available.")
    return "\n".join(lines)


def t_offer_math(r: random.Random, dt: datetime) -> str:
    return f"""hazel 1807
list 759
comparable 1707 sold 748 (Mar), 2207 sold 771 (Feb, view)
offer 735?  Jenny thinks 742 gets it with subjects
max 750 - above that payment > 3,450/mo
deposit 5% = 37,100 -> from TFSA, sell XEQT Mon
down 20% = 148,400: FHSA ~21k + TFSA ~38k + savings ~57k + 爸妈 gift? no
strata fee {r.randint(480, 560)} + tax ~170 + hydro
subject removal june 3 - inspection thu, strata docs read by sun
"""


def t_cit_study(r: random.Random, dt: datetime) -> str:
    return """study notes - for the test
- 1759 Battle of the Plains of Abraham, Quebec City - Wolfe vs Montcalm
- 1791 Constitutional Act: Upper Canada (Ontario) and Lower Canada (Quebec)
- 1812 war with US, Laura Secord, Isaac Brock; 1840 Act of Union; 1848 responsible government (NS first)
- 1867 BNA Act, Dominion of Canada. 1885 CPR last spike. 1914-18 WWI, Vimy Ridge 1917
- 1982 Charter of Rights and Freedoms, constitution patriated
- MP / MLA / mayor: federal, provincial, municipal. BC premier, my MP is for Burnaby Central
- Senators appointed by the Governor General on the PM's advice, serve to age 75
- voting: must be citizen 18+, on voters' list, secret ballot
"""


TOPUP = """Northpine Analytics - Family Leave Top-Up Policy (excerpt, HR-POL-014, revised 2025)
Eligible employees (6+ months service) receiving EI maternity or parental benefits receive a top-up to 80%
of weekly base salary for up to 12 weeks (parental) or 17 weeks (maternity). The plan is registered with
Service Canada as a Supplemental Unemployment Benefit plan, so top-up payments do not reduce EI.
Employees who do not return for at least 6 months must repay the top-up."""

BYLAWS = """Strata Plan EPS5133 - Consolidated Bylaws (registered 2024)
Division 1 - Duties of owners, tenants, occupants and visitors: pay strata fees by the 1st of each month;
repair and maintain the strata lot. Division 3 - Use of property: no nuisance; quiet hours 10 pm - 7 am;
no smoking or vaping in common areas; barbecues electric only. Division 4 - Pets: max 2 dogs or cats.
Division 9 - Rentals: minimum term 30 days; no short-term rentals; Form K required. Insurance deductible
chargeback: owner responsible up to the deductible for damage originating in their strata lot."""


# --------------------------------------------------------------------------- build

def build(root: Path, seed: int = 14) -> list[Item]:
    """Write Wei Zhang's home folder under ``root`` (which should be empty); return the truth labels."""
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

    DOC, DL, DT, PIC = "Documents", "Downloads", "Desktop", "Pictures"

    # ------------------------------------------------------------ Immigration
    c = f"{DOC}/Immigration/Citizenship 2026"
    add(f"{c}/checklist.md", P, "Immigration", 4, t_cit_checklist)
    add(f"{c}/presence_calculator.pdf", P, "Immigration", _age(2026, 4, 18), t_cit_presence)
    add(f"{c}/travel_history.xlsx", P, "Immigration", _age(2026, 4, 16), t_travel_history)
    add(f"{c}/online form notes.txt", P, "Immigration", _age(2026, 4, 19), t_cit_notes)
    add(f"{c}/CBSA travel history (ATIP).pdf", P, "Immigration", _age(2026, 3, 30), t_cbsa)
    add(f"{c}/IRCC - acknowledgement of receipt.eml", P, "Immigration", _age(2026, 5, 12), t_cit_aor)
    add(f"{c}/IRCC - test invitation.eml", P, "Immigration", _age(2026, 5, 27), t_cit_test_invite)
    add(f"{c}/fee receipt 649.75.pdf", P, "Immigration", _age(2026, 4, 20), t_cit_fee)
    add(f"{c}/uploaded/COPR.pdf", P, "Immigration", _age(2026, 4, 15), t_copr)
    add(f"{c}/uploaded/passport bio page.pdf", P, "Immigration", _age(2026, 4, 15), t_passport)
    add(f"{c}/uploaded/IELTS 2020.pdf", P, "Immigration", _age(2026, 4, 15), t_ielts)
    add(f"{c}/uploaded/NOA 2025 (for citizenship).pdf", P, "Immigration", _age(2026, 4, 14), t_noa)
    photo(f"{c}/uploaded/PR card front.jpg", P, "Immigration", _age(2026, 4, 15))
    photo(f"{c}/uploaded/PR card back.jpg", P, "Immigration", _age(2026, 4, 15))
    add(f"{c}/test prep/Discover Canada.pdf", P, "Immigration", _age(2026, 5, 13), t_discover_canada)
    add(f"{c}/test prep/practice test 1.md", P, "Immigration", 15, t_cit_practice)
    add(f"{c}/test prep/practice test 2.md", P, "Immigration", 3, t_cit_practice)
    add(f"{c}/test prep/flashcards.csv", P, "Immigration", 14, t_cit_flashcards)
    add(f"{c}/test prep/Discover Canada - chapter 4 Canada's History.mp3", P, "Immigration", 13,
        lambda r, dt: _id3(r, "Discover Canada - Canada's History", "IRCC", "Discover Canada audio guide"))
    dot(f"{c}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 3)

    s = f"{DOC}/Immigration/Status documents"
    add(f"{s}/passport Wei E-series.pdf", A, "Immigration", _age(2023, 3, 2), t_passport)
    add(f"{s}/passport Xiaoyu.pdf", A, "Immigration", _age(2023, 3, 2),
        "PEOPLE'S REPUBLIC OF CHINA PASSPORT\nSurname LIN Given names XIAOYU Sex F Nationality CHINESE\n"
        "Date of birth 17 FEB 1991 Place of birth CHONGQING\nDate of expiry 05 JUN 2030\nP<CHNLIN<<XIAOYU<<<<<<<<<<")
    photo(f"{s}/PR card Wei.jpg", A, "Immigration", _age(2021, 7, 21))
    photo(f"{s}/PR card Xiaoyu.jpg", A, "Immigration", _age(2021, 7, 21))
    add(f"{s}/PR card expiry reminder.txt", A, "Immigration", 40,
        "PR cards: Wei and Xiaoyu both expire 2026-07-20.\n- Wei: citizenship in progress, no renewal unless travel "
        "before oath (then PRTD if outside Canada)\n- Xiaoyu: renew PR card (IMM 5444) in June, ~$50, photos x2\n")

    pr = f"{DOC}/Immigration/PR 2020-2021"
    add(f"{pr}/PR timeline.md", X, "Immigration", _age(2021, 7, 21), t_pr_timeline)
    add(f"{pr}/01 Express Entry profile.pdf", X, "Immigration", _age(2020, 8, 21), t_ee_profile)
    add(f"{pr}/02 ITA.pdf", X, "Immigration", _age(2020, 10, 14), t_ita)
    add(f"{pr}/03 WES ECA report.pdf", X, "Immigration", _age(2020, 6, 30), t_wes)
    add(f"{pr}/04 IELTS TRF.pdf", X, "Immigration", _age(2020, 5, 30), t_ielts)
    add(f"{pr}/05 police certificate - translation.pdf", X, "Immigration", _age(2020, 11, 9), t_police_cert)
    add(f"{pr}/06 employment reference Harbourline.docx", X, "Immigration", _age(2020, 11, 24), t_ref_letter)
    add(f"{pr}/07 medical exam receipt.pdf", X, "Immigration", _age(2020, 11, 20),
        "Dr. Lam Medical Clinic - IRCC Panel Physician, 1030 Granville St, Vancouver\nImmigration Medical Exam "
        "(eMedical) for ZHANG WEI and LIN XIAOYU\nIME numbers issued; chest x-ray and blood tests done.\n"
        "Fee: $250 x 2 + x-ray $90 x 2 = $680.00 paid by debit. Results sent to IRCC electronically.")
    add(f"{pr}/08 eAPR fee receipt.pdf", X, "Immigration", _age(2020, 12, 2),
        "IRCC online payment receipt\nPermanent residence - Economic class\n"
        "Processing fee principal applicant $850.00\n"
        "Right of PR fee $515.00\nProcessing fee spouse $850.00  RPRF spouse $515.00\nTotal CAD $2,730.00\n"
        "Payer WEI ZHANG  2020-12-02")
    add(f"{pr}/09 COPR.pdf", X, "Immigration", _age(2021, 5, 25), t_copr)
    add(f"{pr}/old permits/study permit 2018.pdf", X, "Immigration", _age(2018, 8, 19), t_permit)
    add(f"{pr}/old permits/PGWP.pdf", X, "Immigration", _age(2019, 7, 30), t_permit)
    add(f"{DL}/Discover Canada.pdf", P, "Immigration", _age(2026, 5, 13), t_discover_canada)

    # ------------------------------------------------------------ Finance
    f = f"{DOC}/Finance"
    for m in range(1, 6):
        add(f"{f}/TD chequing/TD_EveryDay_Chequing_2026-{m:02d}.pdf", A, "Finance", _age(2026, m, 28) - 3,
            t_td_statement)
    for m in (2, 3, 5):
        add(f"{f}/TD Visa/Aeroplan Visa statement 2026-{m:02d}.pdf", A, "Finance", _age(2026, m, 20), t_visa)
    for acct, q in (("RRSP", "2026Q1"), ("TFSA", "2026Q1"), ("FHSA", "2026Q1"), ("RRSP", "2025Q4")):
        age = _age(2026, 4, 3) if q == "2026Q1" else _age(2026, 1, 5)
        add(f"{f}/Wealthsimple/{acct} {q}.pdf", A, "Finance", age,
            lambda r, dt, acct=acct: t_ws(r, dt, acct))
    for y in range(2021, 2026):
        t = f"{f}/Taxes/{y}"
        add(f"{t}/NOA {y}.pdf", A, "Finance", _age(y + 1, 5, r.randint(2, 25)), t_noa)
        add(f"{t}/T4 {y}.pdf", A, "Finance", _age(y + 1, 2, r.randint(10, 26)), t_t4)
        add(f"{t}/T1 summary {y}.pdf", A, "Finance", _age(y + 1, 4, r.randint(5, 25)), t_t1)
    add(f"{f}/Taxes/2025/T5 EQ Bank 2025.pdf", A, "Finance", _age(2026, 2, 27), t_t5)
    add(f"{f}/Taxes/2025/T2202 Xiaoyu SFU 2025.pdf", A, "Finance", _age(2026, 2, 20), t_t2202)
    add(f"{f}/Taxes/2025/tax notes 2025.md", A, "Finance", _age(2026, 4, 12), t_tax_notes)
    add(f"{f}/Taxes/2022/T4 Harbourline 2022.pdf", A, "Finance", _age(2023, 2, 24),
        lambda r, dt: t_t4(r, dt).replace("NORTHPINE ANALYTICS INC.", "HARBOURLINE LOGISTICS LTD."))
    add(f"{f}/budget 2026.xlsx", A, "Finance", 6, t_budget)
    add(f"{f}/汇款/Wise transfer 2026-02.txt", A, "Finance", _age(2026, 2, 2), t_remit)
    add(f"{f}/汇款/Wise transfer 2025-09.txt", A, "Finance", _age(2025, 9, 20), t_remit)
    add(f"{f}/life insurance quote Term 20.pdf", A, "Finance", 33, t_life_quote)
    add(f"{DL}/statement.pdf", A, "Finance", 4, t_td_statement)
    add(f"{DL}/statement(1).pdf", A, "Finance", 34, t_visa)

    # ------------------------------------------------------------ Career
    w = f"{DOC}/Work/Northpine"
    add(f"{w}/offer letter Northpine 2022.pdf", A, "Career", _age(2022, 3, 9), t_offer_np)
    for y, m, d in ((2025, 11, 21), (2025, 12, 19), (2026, 1, 16), (2026, 2, 13), (2026, 3, 13), (2026, 3, 27)):
        add(f"{w}/payslips/payslip_{y}-{m:02d}-{d:02d}.pdf", A, "Career", _age(y, m, d), t_payslip)
    add(f"{w}/benefits summary PBC.pdf", A, "Career", _age(2026, 1, 22), t_benefits)
    add(f"{w}/reviews/performance review 2024.docx", A, "Career", _age(2025, 1, 28), t_review)
    add(f"{w}/reviews/performance review 2025.docx", A, "Career", _age(2026, 1, 30), t_review)
    add(f"{w}/expenses/expense claim 2025-03 SF summit.xlsx", A, "Career", _age(2025, 3, 14),
        lambda r, dt: t_expense(r, dt).replace(",", ";"))
    add(f"{w}/expenses/expense claim 2026-02.csv", A, "Career", _age(2026, 2, 27), t_expense)
    add(f"{DOC}/Work/Resume/Wei_Zhang_Resume_2026.docx", A, "Career", 70, t_resume)
    add(f"{DOC}/Work/Resume/Wei_Zhang_Resume_2026.pdf", A, "Career", 70, t_resume)
    add(f"{DOC}/Work/Resume/Wei_Zhang_Resume_2022.pdf", A, "Career", _age(2022, 2, 10),
        lambda r, dt: t_resume(r, dt).replace("Senior Data Engineer (2024-now), Data Engineer II (2022-2024)", "-"))

    pl = f"{DOC}/Work/Parental leave 2026"
    add(f"{pl}/leave request email.eml", P, "Career", _age(2025, 11, 12), t_leave_request)
    add(f"{pl}/HR confirmation parental leave.pdf", P, "Career", _age(2026, 2, 24), t_hr_leave)
    add(f"{pl}/top-up policy HR-POL-014.pdf", P, "Career", _age(2025, 11, 13), TOPUP)
    add(f"{pl}/ROE Northpine 2026.pdf", P, "Career", _age(2026, 4, 9), t_roe)
    add(f"{pl}/EI/EI application confirmation.pdf", P, "Career", _age(2026, 4, 7), t_ei_confirm)
    for d in ((2026, 4, 30), (2026, 5, 14), (2026, 5, 28)):
        add(f"{pl}/EI/EI payment {d[0]}-{d[1]:02d}-{d[2]:02d}.pdf", P, "Career", _age(*d), t_ei_payment)
    add(f"{pl}/handover.md", P, "Career", _age(2026, 4, 2), t_handover)
    add(f"{pl}/return to work plan.md", P, "Career", 9, t_rtw)
    add(f"{pl}/payslip_2026-04-24 top-up.pdf", P, "Career", _age(2026, 4, 24),
        lambda r, dt: t_payslip(r, dt).replace("Regular salary", "Parental leave top-up (EI SUB plan)"))

    hb = f"{DOC}/Work/Harbourline (old)"
    add(f"{hb}/employment agreement 2019.pdf", X, "Career", _age(2019, 9, 30), t_harbour_contract)
    add(f"{hb}/resignation letter.docx", X, "Career", _age(2022, 3, 4), t_resignation)
    add(f"{hb}/final pay statement.pdf", X, "Career", _age(2022, 3, 25), t_harbour_final)
    add(f"{hb}/pipelines handover.txt", X, "Career", _age(2022, 3, 16), t_harbour_notes)
    add(f"{hb}/reference letter (copy).docx", X, "Career", _age(2020, 11, 24), t_ref_letter)

    # ------------------------------------------------------------ Home
    h = f"{DOC}/Home/Condo 2026 买房"
    add(f"{h}/TD pre-approval.pdf", P, "Home", _age(2026, 2, 18), t_preapproval)
    add(f"{h}/affordability.xlsx", P, "Home", 11, t_afford)
    add(f"{h}/listings/R2987431 Agnes St 503.pdf", P, "Home", _age(2026, 3, 28),
        lambda r, dt: t_listing(r, dt, NEWWEST))
    add(f"{h}/listings/R2991208 Hazel St 1807.pdf", P, "Home", _age(2026, 5, 8), lambda r, dt: t_listing(r, dt, CONDO))
    add(f"{h}/listings/R2989950 Station St 2210.pdf", P, "Home", _age(2026, 4, 12),
        lambda r, dt: t_listing(r, dt, "#2210-6098 Station Street, Burnaby, BC"))
    for d in ((2026, 3, 29), (2026, 4, 12), (2026, 5, 9)):
        add(f"{h}/看房笔记 {d[0]}-{d[1]:02d}-{d[2]:02d}.md", P, "Home", _age(*d), t_viewing)
    for i, d in enumerate(((2026, 3, 29), (2026, 3, 29), (2026, 5, 9), (2026, 5, 9), (2026, 5, 9), (2026, 5, 28))):
        photo(f"{h}/photos/IMG_{4301 + i * 37}.HEIC", P, "Home", _age(*d))
    add(f"{h}/offers/Agnes 503 - offer not accepted.eml", P, "Home", _age(2026, 4, 2), t_lost_offer)
    add(f"{h}/offers/Hazel 1807 - Contract of Purchase and Sale.pdf", P, "Home", _age(2026, 5, 20), t_offer)
    add(f"{h}/offers/~$zel 1807 counter-offer notes.docx", L, "System", 12, bytes(162))
    add(f"{h}/offers/Hazel 1807 counter-offer notes.docx", P, "Home", 12, t_offer_math)
    sd = f"{h}/strata docs Hazel"
    add(f"{sd}/realtor email - strata docs.eml", P, "Home", _age(2026, 5, 22), t_realtor_mail)
    add(f"{sd}/Form B.pdf", P, "Home", _age(2026, 5, 22), t_form_b)
    add(f"{sd}/council minutes 2025-11.pdf", P, "Home", _age(2026, 5, 22), t_strata_minutes)
    add(f"{sd}/council minutes 2026-02.pdf", P, "Home", _age(2026, 5, 22), t_strata_minutes)
    add(f"{sd}/depreciation report 2023 summary.pdf", P, "Home", _age(2026, 5, 22), t_depreciation)
    add(f"{sd}/bylaws consolidated.pdf", P, "Home", _age(2026, 5, 22), BYLAWS)
    add(f"{h}/inspection report Clearview.pdf", P, "Home", _age(2026, 5, 28), t_inspection)
    add(f"{h}/notary Patel - what to bring.eml", P, "Home", _age(2026, 5, 25), t_notary)
    add(f"{h}/PTT first time buyer draft.pdf", P, "Home", 5, t_ptt)
    add(f"{h}/FHSA RC725 qualifying withdrawal.pdf", P, "Home", 6, t_fhsa)
    dot(f"{h}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 2)

    rt = f"{DOC}/Home/Rental Patterson 1408"
    add(f"{rt}/tenancy agreement RTB-1 2021.pdf", A, "Home", _age(2021, 7, 10), t_lease)
    add(f"{rt}/rent increase 2024.pdf", A, "Home", _age(2024, 4, 25), t_rent_increase)
    add(f"{rt}/rent increase 2025.pdf", A, "Home", _age(2025, 4, 28), t_rent_increase)
    for d in ((2025, 12, 12), (2026, 2, 11), (2026, 4, 13)):
        add(f"{rt}/BC Hydro/bill {d[0]}-{d[1]:02d}.pdf", A, "Home", _age(*d), t_hydro)
    add(f"{rt}/Telus/telus 2026-04.pdf", A, "Home", _age(2026, 4, 6), t_telus)
    add(f"{rt}/Telus/telus 2026-05.pdf", A, "Home", _age(2026, 5, 6), t_telus)
    add(f"{rt}/tenant insurance Square One 2025-26.pdf", A, "Home", _age(2025, 8, 1), t_tenant_ins)
    add(f"{rt}/repair request dishwasher.eml", A, "Home", _age(2026, 2, 9), t_repair_mail)
    add(f"{rt}/repair request balcony.eml", A, "Home", _age(2025, 10, 20), t_repair_mail)

    kt = f"{DOC}/Home/Kits basement 2018-2021"
    add(f"{kt}/lease 2156 W 8th.pdf", X, "Home", _age(2018, 8, 20), t_kits_lease)
    add(f"{kt}/move out + deposit.txt", X, "Home", _age(2021, 8, 9), t_kits_end)
    photo(f"{kt}/move out kitchen.jpg", X, "Home", _age(2021, 7, 31))

    for name in ("Bosch dishwasher manual.pdf", "LG washer WM3400 manual.pdf", "Coway Airmega 200M.pdf",
                 "Dyson V8 manual.pdf"):
        add(f"{DOC}/Manuals/{name}", R, "Home", r.randint(200, 1500), t_manual)

    # ------------------------------------------------------------ Baby
    b = f"{DOC}/Baby 可欣"
    add(f"{b}/证件/birth registration confirmation.pdf", A, "Baby", _age(2026, 1, 19), t_birth_reg)
    add(f"{b}/证件/birth certificate long form.pdf", A, "Baby", _age(2026, 2, 9),
        "Province of British Columbia - Vital Statistics Agency\nCERTIFICATE OF BIRTH (long form)\n"
        "Name: ZHANG, CHLOE KEXIN  Sex: F  Date of birth: January 14, 2026  Place of birth: Vancouver\n"
        "Father: ZHANG, WEI (Chengdu, China)  Mother: LIN, XIAOYU (Chongqing, China)\nRegistration 2026-59-0"
        + str(r.randint(10000, 99999)))
    add(f"{b}/证件/MSP welcome letter.pdf", A, "Baby", _age(2026, 2, 3), t_msp_baby)
    add(f"{b}/证件/SIN confirmation.pdf", A, "Baby", _age(2026, 2, 12), t_sin_baby)
    add(f"{b}/CCB notice Feb 2026.pdf", A, "Baby", _age(2026, 2, 20), t_ccb)
    add(f"{b}/health/immunization record.pdf", A, "Baby", _age(2026, 5, 19), t_immunization)
    add(f"{b}/health/hospital discharge summary.pdf", A, "Baby", _age(2026, 1, 16),
        "BC Women's Hospital & Health Centre - Newborn discharge summary\nInfant: ZHANG, Baby Girl (Chloe)  "
        "DOB 2026-01-14 03:52  GA 39+4\nBirth weight 3.32 kg  length 50 cm  Apgar 8/9\nNewborn screening done "
        "2026-01-15. Hearing screen passed both ears. Hep B dose 1 given.\nFeeding: breastfeeding with "
        "supplement. Follow up with family doctor in 2-3 days. Jaundice: bilirubin below treatment line.")
    for d in ((2026, 1, 17), (2026, 3, 17), (2026, 5, 19)):
        add(f"{b}/health/check-up {d[0]}-{d[1]:02d}-{d[2]:02d}.md", A, "Baby", _age(*d), t_wellbaby)
    add(f"{b}/health/growth.csv", A, "Baby", 13, t_growth)
    add(f"{b}/feeding log week 3.csv", A, "Baby", _age(2026, 2, 4), t_feeding)
    add(f"{b}/feeding log week 15.csv", A, "Baby", _age(2026, 4, 29), t_feeding)
    add(f"{b}/daycare/waitlists.xlsx", A, "Baby", 8, t_daycare_list)
    for d in ((2026, 2, 26), (2026, 3, 15), (2026, 4, 22)):
        add(f"{b}/daycare/waitlist confirmation {d[1]:02d}-{d[2]:02d}.eml", A, "Baby", _age(*d), t_daycare_mail)
    add(f"{b}/RESP/RESP statement 2026-03.pdf", A, "Baby", _age(2026, 4, 2), t_resp)
    add(f"{b}/RESP/RESP statement 2025-12 (opened).pdf", A, "Baby", _age(2026, 3, 1), t_resp)
    photo(f"{b}/health/vaccine card.jpg", A, "Baby", _age(2026, 5, 19))
    add(f"{DOC}/Parenting/Baby's Best Chance.pdf", R, "Baby", _age(2025, 10, 2), t_baby_guide)
    add(f"{DOC}/Parenting/HealthLink - first foods.pdf", R, "Baby", 25, t_solids)
    add(f"{DOC}/Parenting/The Happiest Baby on the Block.epub", R, "Baby", _age(2025, 12, 1),
        _epub("The Happiest Baby on the Block", "Harvey Karp", "en",
              "The 5 S's: swaddle, side or stomach position, shush, swing, suck. The fourth trimester..."))
    add(f"{DOC}/Parenting/崔玉涛育儿百科.epub", R, "Baby", _age(2025, 11, 20),
        _epub("崔玉涛育儿百科", "崔玉涛", "zh", "宝宝出生后第一年: 喂养, 睡眠, 疫苗, 常见病的护理..."))

    # ------------------------------------------------------------ Family
    fa = f"{DOC}/Family/爸妈探亲 2026"
    add(f"{fa}/super visa checklist.md", P, "Family", 7, t_sv_checklist)
    add(f"{fa}/invitation letter signed.docx", P, "Family", _age(2026, 3, 20), t_sv_invite)
    add(f"{fa}/employment letter Northpine (super visa).pdf", P, "Family", _age(2026, 3, 18), t_sv_employment)
    add(f"{fa}/visitor insurance policy.pdf", P, "Family", _age(2026, 3, 22), t_sv_insurance)
    add(f"{fa}/体检 - 妈妈邮件.eml", P, "Family", _age(2026, 4, 16), t_sv_medical)
    add(f"{fa}/biometrics appointment VAC Chengdu.pdf", P, "Family", _age(2026, 4, 17),
        "VFS Global - Canada Visa Application Centre Chengdu - Appointment confirmation\nApplicants: ZHANG JIANGUO, "
        "LIU FANG\nService: Biometrics enrolment (BIL)  Date: 2026-04-21 10:15\nBring: passport, Biometric Instruction"
        " Letter, appointment letter. Fee paid online to IRCC: CAD 170 (family).")
    add(f"{fa}/parents passports.pdf", P, "Family", _age(2026, 3, 19),
        "PASSPORT PRC  ZHANG JIANGUO  M  22 APR 1961  SICHUAN  expiry 2033\n"
        "PASSPORT PRC  LIU FANG  F  08 SEP 1963  SICHUAN  expiry 2031\n(scans for super visa application)")
    add(f"{fa}/flights Sichuan Airlines.pdf", P, "Family", 10, t_flights)
    add(f"{fa}/计划.md", P, "Family", 5, t_parents_plan)
    add(f"{fa}/IRCC super visa application submitted.txt", P, "Family", _age(2026, 4, 1),
        "Super visa (TRV) applications submitted online 2026-04-01\nZHANG Jianguo  V3"
        + str(r.randint(10000000, 99999999))
        + "\nLIU Fang  V3" + str(r.randint(10000000, 99999999)) + "\nfees $100 x2 + biometrics $170\n"
        "status 2026-05-30: medical passed, 'review of eligibility' - waiting for passport request")
    add(f"{DOC}/Family/结婚证 translation.pdf", A, "Family", _age(2020, 11, 12), t_marriage)
    add(f"{DOC}/Family/家人群 chat export.txt", A, "Family", 16, t_wechat_chat)
    add(f"{DOC}/Family/户口本 translation.pdf", A, "Family", _age(2020, 11, 12),
        "Household Register (Hukou) - certified translation\nHead of household: ZHANG Jianguo\nMembers: LIU Fang "
        "(wife), ZHANG Wei (son, moved out 2018)\nAddress: Wuhou District, Chengdu, Sichuan Province")

    # ------------------------------------------------------------ Health
    he = f"{DOC}/Health"
    for i, d in enumerate(((2025, 11, 4), (2026, 2, 20), (2026, 3, 12), (2026, 5, 22))):
        add(f"{he}/PBC claims/claim {d[0]}-{d[1]:02d}-{d[2]:02d}.pdf", A, "Health", _age(*d), t_pbc_claim)
    add(f"{he}/physio shoulder assessment.pdf", A, "Health", _age(2026, 3, 12), t_physio)
    add(f"{he}/LifeLabs 2025-08.pdf", A, "Health", _age(2025, 8, 14), t_lifelabs)
    add(f"{he}/MSP account update.pdf", A, "Health", _age(2026, 1, 28), t_msp_notice)
    add(f"{he}/health log.md", A, "Health", 10, t_health_notes)

    # ------------------------------------------------------------ Education
    e = f"{DOC}/Xiaoyu SFU"
    for d in ((2025, 9, 10), (2026, 1, 12), (2026, 5, 8)):
        add(f"{e}/goSFU statement {d[0]}-{d[1]:02d}.pdf", A, "Education", _age(*d), t_sfu_fees)
        add(f"{e}/payment confirmation {d[0]}-{d[1]:02d}.pdf", A, "Education", _age(*d) - 6, t_sfu_receipt)
    add(f"{e}/part-time status approved.eml", A, "Education", _age(2026, 4, 14), t_sfu_mail)
    u = f"{DOC}/UBC MDS 2018-2019"
    add(f"{u}/transcript unofficial.pdf", X, "Education", _age(2019, 6, 20), t_ubc_transcript)
    add(f"{u}/capstone final report.pdf", X, "Education", _age(2019, 6, 12), t_capstone)
    add(f"{u}/tuition receipt installment 1.pdf", X, "Education", _age(2018, 8, 28), t_ubc_tuition)
    add(f"{u}/tuition receipt installment 2.pdf", X, "Education", _age(2019, 1, 8), t_ubc_tuition)
    photo(f"{u}/degree parchment.jpg", X, "Education", _age(2019, 6, 28))
    photo(f"{u}/convocation with Xiaoyu.jpg", X, "Education", _age(2019, 5, 29))

    # ------------------------------------------------------------ Car
    ca = f"{DOC}/Car"
    add(f"{ca}/ICBC/Autoplan 2025-2026.pdf", A, "Car", _age(2025, 7, 14), t_icbc)
    add(f"{ca}/ICBC/Autoplan 2024-2025.pdf", A, "Car", _age(2024, 7, 14), t_icbc)
    add(f"{ca}/ICBC/claim Kingsway rear-ended.txt", A, "Car", _age(2024, 11, 8), t_icbc_claim)
    for d in ((2025, 4, 12), (2025, 10, 18), (2026, 4, 25)):
        add(f"{ca}/service/OpenRoad Toyota {d[0]}-{d[1]:02d}.pdf", A, "Car", _age(*d), t_car_service)
    add(f"{ca}/parking ticket Melville.pdf", A, "Car", _age(2025, 6, 3), t_ticket)

    # ------------------------------------------------------------ Badminton
    bd = f"{DOC}/Badminton"
    add(f"{bd}/Eastbay membership 2025-26.pdf", A, "Badminton", _age(2025, 9, 2), t_bad_membership)
    add(f"{bd}/Eastbay membership 2024-25.pdf", A, "Badminton", _age(2024, 9, 4), t_bad_membership)
    add(f"{bd}/doubles ladder 2026.csv", A, "Badminton", _age(2026, 3, 30), t_bad_league)
    add(f"{bd}/club email summer ladder.eml", A, "Badminton", 9, t_bad_mail)
    add(f"{bd}/technique notes.md", R, "Badminton", 150, t_bad_technique)
    add(f"{bd}/Yonex string tension chart.pdf", R, "Badminton", 420,
        "YONEX Badminton String Guide\nBG65: durability, 20-28 lbs\nBG66 Ultimax: repulsion, hitting sound, 20-28 lbs\n"
        "Exbolt 63: 20-28 lbs\nRecommended tension for club players: 22-25 lbs. Higher tension = more control, "
        "smaller sweet spot; lower = more power.")

    # ------------------------------------------------------------ Programming: parqlint + reference
    pq = "Code/parqlint"
    add(f"{pq}/README.md", P, "Programming", 20, t_pq_readme)
    add(f"{pq}/pyproject.toml", P, "Programming", 22, t_pq_pyproject)
    add(f"{pq}/LICENSE", P, "Programming", _age(2025, 10, 5),
        "MIT License\n\nCopyright (c) 2025 Wei Zhang\n\nPermission is hereby granted, free of charge, to any person "
        "obtaining a copy of this software and associated documentation files (the \"Software\"), to deal in the "
        "Software without restriction...\n")
    add(f"{pq}/CHANGELOG.md", P, "Programming", 21, t_pq_changelog)
    add(f"{pq}/src/parqlint/__init__.py", P, "Programming", 22, t_pq_init)
    add(f"{pq}/src/parqlint/rules.py", P, "Programming", 22, t_pq_rules)
    add(f"{pq}/src/parqlint/cli.py", P, "Programming", 35, t_pq_cli)
    add(f"{pq}/tests/test_rules.py", P, "Programming", 22, t_pq_test)
    add(f"{pq}/.github/workflows/ci.yml", P, "Programming", 70, t_pq_workflow)
    add(f"{pq}/docs/index.md", P, "Programming", 30,
        "# parqlint docs\n\nInstall with `pip install parqlint`. Configure rules in `rules.toml`:\n\n```toml\n"
        "keys = [\"id\"]\ndisable = [\"name-case\"]\n```\n\nSee the rule reference for every rule ID.\n")
    add(f"{pq}/dist/parqlint-0.9.2-py3-none-any.whl", P, "Programming", 21,
        _zip([("parqlint/__init__.py", "__version__ = '0.9.2'\n"),
              ("parqlint-0.9.2.dist-info/METADATA", "Metadata-Version: 2.3\nName: parqlint\nVersion: 0.9.2\n")]))
    add(f"{pq}/notes/todo.md", P, "Programming", 2, t_pq_todo)
    add(f"{pq}/notes/lightning talk outline.md", P, "Programming", 6, t_pq_talk)
    add(f"{pq}/notes/talk slides parqlint.key", P, "Programming", 3, lambda r, dt: _blob(r, b"PK\x03\x04", 1800))
    dot(f"{pq}/.gitignore", b"__pycache__/\n*.egg-info/\ndist/\n.venv/\n", 60)
    dot(f"{pq}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 2)
    add(f"{DL}/[parqlint] Iceberg support issue.eml", P, "Programming", 11, t_pq_issue)

    tb = f"{DOC}/Tech books"
    add(f"{tb}/Designing Data-Intensive Applications.epub", R, "Programming", 900,
        _epub("Designing Data-Intensive Applications", "Martin Kleppmann", "en",
              "Reliable, scalable and maintainable applications. Data models and query languages. Storage and "
              "retrieval. Encoding and evolution: formats for encoding data, schema evolution with Avro and Parquet."))
    add(f"{tb}/Fluent Python 2nd ed.epub", R, "Programming", 700,
        _epub("Fluent Python, 2nd Edition", "Luciano Ramalho", "en",
              "The Python data model. Special methods. Sequences, dictionaries and sets. Type hints in functions."))
    add(f"{tb}/Fundamentals of Data Engineering.pdf", R, "Programming", 520,
        "Fundamentals of Data Engineering - Joe Reis and Matt Housley (O'Reilly)\nChapter 1. Data Engineering "
        "Described. The data engineering lifecycle: generation, storage, ingestion, transformation, serving.\n"
        "Undercurrents: security, data management, DataOps, data architecture, orchestration, software engineering.")
    add(f"{tb}/spark sql cheat sheet.md", R, "Programming", 300, t_spark_cheat)
    add(f"{tb}/meetup notes/iceberg maintenance.md", R, "Programming", 95, t_meetup_notes)
    add(f"{tb}/meetup notes/duckdb in prod.md", R, "Programming", 180, t_meetup_notes)
    add(f"{DL}/Docker.dmg", R, "Programming", 60, lambda r, dt: _blob(r, b"\x78\x01\x73\x0d\x62\x62\x60", 2400))
    add(f"{DL}/VSCode-darwin-universal.zip", R, "Programming", 44,
        _zip([("Visual Studio Code.app/Contents/Info.plist",
               "<plist><dict><key>CFBundleName</key><string>Code</string></dict></plist>")]))

    # ------------------------------------------------------------ Travel
    tr = f"{DOC}/Travel/Banff 2023"
    add(f"{tr}/itinerary.md", X, "Travel", _age(2023, 9, 10), t_banff_itin)
    add(f"{tr}/Banff Aspen Lodge booking.pdf", X, "Travel", _age(2023, 7, 2), t_hotel_conf)
    add(f"{tr}/Parks Canada shuttle + pass.pdf", X, "Travel", _age(2023, 7, 10), t_parks)
    add(f"{tr}/WestJet e-ticket YVR-YYC.pdf", X, "Travel", _age(2023, 6, 28),
        "WestJet - Itinerary and receipt  Reservation code "
        + "".join(r.choice("ABCDEFGHKLMNPQRSTUVWXYZ") for _ in range(6))
        + "\nWS116 Vancouver YVR 07:00 -> Calgary YYC 09:30  Fri Sep 15 2023\nWS135 Calgary YYC 18:45 -> Vancouver "
        "YVR 19:20  Wed Sep 20 2023\nGuests: ZHANG WEI, LIN XIAOYU   Econo   Total CAD 612.40")
    for i, d in enumerate((15, 16, 16, 17, 17, 18, 19)):
        photo(f"{tr}/photos/IMG_{2210 + i * 13}.jpg", X, "Travel", _age(2023, 9, d))
    add(f"{DOC}/Travel/ideas/Tofino guide.pdf", R, "Travel", 260, t_guide)
    add(f"{DOC}/Travel/ideas/Okanagan guide.pdf", R, "Travel", 410, t_guide)

    # ------------------------------------------------------------ Cooking
    for name in RECIPES:
        add(f"{DOC}/菜谱/{name}.md", R, "Cooking", r.randint(60, 1400), t_recipe(name))
    add(f"{DL}/下厨房 - 宝宝辅食 南瓜泥.html", R, "Cooking", 18,
        "<html><head><meta charset='utf-8'><title>南瓜泥 - 下厨房</title></head><body>"
        "<h1>宝宝辅食: 南瓜泥 (6个月+)</h1>"
        "<p>南瓜 200g 去皮切块, 蒸15分钟, 压成泥, 加母乳或配方奶调稀。不加盐不加糖。</p></body></html>")

    # ------------------------------------------------------------ Photos (Resources)
    ph = f"{PIC}/iPhone export"
    for i in range(14):
        d = r.randint(3, 420)
        photo(f"{ph}/IMG_{4512 + i * 23}.HEIC", R, "Photos", d)
    for i in range(5):
        photo(f"{ph}/IMG_{4100 + i * 11}.jpg", R, "Photos", r.randint(130, 200))
    photo(f"{ph}/IMG_4390 2.HEIC", R, "Photos", 90)
    for n in (112, 187, 214, 233, 260):
        photo(f"{PIC}/WeChat/WechatIMG{n}.jpg", R, "Photos", r.randint(5, 300))
    photo(f"{PIC}/WeChat/mmexport1712345678901.jpg", R, "Photos", 420)
    for n in (301, 318):
        photo(f"{DL}/WechatIMG{n}.jpg", R, "Photos", r.randint(2, 40))
    for d, tm in ((21, "10.14.33 PM"), (19, "8.02.11 AM"), (15, "3.47.50 PM"), (8, "11.21.05 AM"), (2, "9.58.40 PM")):
        day = NOW - timedelta(days=d)
        photo(f"{DT}/Screenshot {day:%Y-%m-%d} at {tm}.png", R, "Photos", d)
    photo(f"{PIC}/Screenshots/Screenshot 2025-12-03 at 7.12.09 PM.png", R, "Photos", 180)
    dot(f"{PIC}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 5)

    # ------------------------------------------------------------ old ThinkPad copy (Archive Backup)
    tp = "ThinkPad X240 备份 2018"
    add(f"{tp}/我的文档/简历_张伟_2017.docx", X, "Backup", _age(2017, 11, 2), t_old_resume)
    add(f"{tp}/我的文档/雅思备考计划.xlsx", X, "Backup", _age(2017, 9, 10), t_old_ielts)
    add(f"{tp}/我的文档/UBC/Statement of Purpose v3.docx", X, "Backup", _age(2018, 1, 9), t_old_sop)
    add(f"{tp}/我的文档/天府软件 offer.pdf", X, "Backup", _age(2013, 6, 1), t_old_offer)
    add(f"{tp}/桌面/出国前要办的事.txt", X, "Backup", _age(2018, 7, 3), t_old_notes)
    add(f"{tp}/桌面/新建文本文档.txt", X, "Backup", _age(2018, 6, 20),
        "UBC MDS deposit paid 2018-04-02 CAD 2,000\nstudy permit applied 2018-05-10, biometrics 成都 VAC 5-18\n")
    for i, d in enumerate(((2016, 10, 1), (2017, 2, 3), (2017, 8, 19), (2018, 7, 30))):
        photo(f"{tp}/图片/DSC_{1040 + i * 57}.jpg", X, "Backup", _age(*d))
    add(f"{tp}/音乐/周杰伦 - 晴天.mp3", X, "Backup", _age(2015, 3, 3),
        lambda r, dt: _id3(r, "晴天", "周杰伦", "叶惠美"))
    add(f"{tp}/我的文档/desktop.ini", L, "System", _age(2018, 7, 30),
        "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
        .encode("utf-16"))
    add(f"{tp}/桌面/desktop.ini", L, "System", _age(2018, 7, 30),
        "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n"
        .encode("utf-16"))
    add(f"{tp}/图片/Thumbs.db", L, "System", _age(2018, 7, 30),
        lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    add(f"{tp}/我的文档/UBC/Thumbs.db", L, "System", _age(2018, 1, 9),
        lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))

    # ------------------------------------------------------------ Left: unfinished downloads, lock files
    add(f"{DL}/XEQT_factsheet.pdf.crdownload", L, "System", 1, lambda r, dt: _blob(r, b"%PDF-1.7\n", 700))
    add(f"{DL}/Strata_EPS5133_AGM_2025.pdf.crdownload", L, "System", 9, lambda r, dt: _blob(r, b"%PDF-1.6\n", 900))
    add(f"{DL}/python-3.13.3-macos11.pkg.part", L, "System", 30, lambda r, dt: _blob(r, b"xar!", 1400))
    add(f"{DOC}/Family/爸妈探亲 2026/~$vitation letter signed.docx", L, "System", 20, bytes(162))

    # ------------------------------------------------------------ hard: name and folder say nothing
    hard = [
        (f"{DL}/document.pdf", A, "Finance", _age(2025, 5, 14), t_noa),
        (f"{DL}/document (1).pdf", P, "Home", 10, t_form_b),
        (f"{DL}/document (2).pdf", P, "Career", _age(2026, 2, 24), t_hr_leave),
        (f"{DL}/document (3).pdf", P, "Family", _age(2026, 3, 22), t_sv_insurance),
        (f"{DL}/document (4).pdf", A, "Baby", 13, t_immunization),
        (f"{DL}/document (5).pdf", A, "Finance", _age(2026, 4, 14), t_t1),
        (f"{DL}/document (6).pdf", P, "Home", 10, t_depreciation),
        (f"{DL}/download.pdf", P, "Home", _age(2026, 2, 18), t_preapproval),
        (f"{DL}/download (1).pdf", P, "Immigration", _age(2026, 4, 20), t_cit_fee),
        (f"{DL}/download (2).pdf", P, "Career", _age(2026, 4, 7), t_ei_confirm),
        (f"{DL}/download (3).pdf", P, "Career", _age(2026, 4, 9), t_roe),
        (f"{DL}/download (4).pdf", X, "Immigration", _age(2020, 10, 15), t_ita),
        (f"{DL}/file.pdf", A, "Car", _age(2025, 7, 14), t_icbc),
        (f"{DL}/file (1).pdf", A, "Education", _age(2026, 5, 8), t_sfu_fees),
        (f"{DL}/file (2).pdf", P, "Immigration", _age(2026, 3, 30), t_cbsa),
        (f"{DL}/attachment.pdf", P, "Home", 4, t_inspection),
        (f"{DL}/attachment (1).pdf", P, "Home", 10, t_strata_minutes),
        (f"{DL}/Untitled.pdf", A, "Baby", _age(2026, 2, 20), t_ccb),
        (f"{DL}/Untitled (1).pdf", X, "Travel", _age(2023, 7, 2), t_hotel_conf),
        (f"{DL}/print.pdf", P, "Immigration", _age(2026, 4, 18), t_cit_presence),
        (f"{DL}/Document_2026-05-14.pdf", A, "Baby", 18, t_resp),
        (f"{DL}/6f3e2a91-0c4b-4d7e-9a51-2b8e7f10c3d4.pdf", A, "Health", 40, t_pbc_claim),
        (f"{DL}/1746203318.pdf", A, "Finance", _age(2026, 2, 24), t_t4),
        (f"{DL}/output.pdf", A, "Health", _age(2025, 8, 15), t_lifelabs),
        (f"{DL}/invoice.pdf", A, "Car", _age(2026, 4, 25), t_car_service),
        (f"{DL}/receipt.pdf", A, "Education", _age(2026, 5, 2), t_sfu_receipt),
        (f"{DL}/letter.pdf", A, "Baby", _age(2026, 2, 3), t_msp_baby),
        (f"{DL}/report.pdf", A, "Health", _age(2026, 3, 12), t_physio),
        (f"{DL}/doc.pdf", A, "Career", _age(2026, 1, 22), t_benefits),
        (f"{DL}/scan.pdf", A, "Family", _age(2020, 11, 12), t_marriage),
        (f"{DL}/export.csv", A, "Baby", 13, t_growth),
        (f"{DL}/export (1).csv", A, "Badminton", _age(2026, 3, 30), t_bad_league),
        (f"{DL}/data.csv", A, "Baby", _age(2026, 5, 20), t_feeding),
        (f"{DL}/data.xlsx", A, "Baby", 30, t_daycare_list),
        (f"{DL}/sheet.xlsx", P, "Home", 20, t_afford),
        (f"{DL}/message.eml", P, "Home", _age(2026, 4, 2), t_lost_offer),
        (f"{DL}/message (1).eml", A, "Education", _age(2026, 4, 14), t_sfu_mail),
        (f"{DL}/message (2).eml", P, "Immigration", _age(2026, 5, 12), t_cit_aor),
        (f"{DL}/Untitled.txt", A, "Finance", _age(2025, 12, 18), t_remit),
        (f"{DL}/document.docx", P, "Family", _age(2026, 3, 19), t_sv_invite),
        (f"{DL}/Document1.docx", A, "Career", _age(2025, 1, 25), t_review),
        (f"{DT}/untitled.txt", P, "Home", 13, t_offer_math),
        (f"{DT}/untitled 2.txt", P, "Career", 9, t_rtw),
        (f"{DT}/untitled 3.txt", A, "Finance", _age(2026, 4, 10), t_tax_notes),
        (f"{DT}/notes.txt", P, "Immigration", 6, t_cit_study),
        (f"{DT}/todo.txt", P, "Programming", 1, t_pq_todo),
        (f"{DT}/Untitled.docx", P, "Family", _age(2026, 3, 17), t_sv_employment),
        (f"{DT}/Untitled.xlsx", A, "Finance", 25, t_budget),
        (f"{DT}/new.md", R, "Badminton", 60, t_bad_technique),
        (f"{DOC}/Untitled.docx", X, "Career", _age(2022, 3, 3), t_resignation),
        (f"{DOC}/notes.md", A, "Health", 45, t_health_notes),
        (f"{DOC}/draft.docx", X, "Education", _age(2019, 6, 10), t_capstone),
        (f"{DOC}/WeChat Files/File/2026-05/file_0521.pdf", P, "Family", 10, t_flights),
        (f"{DOC}/WeChat Files/File/2026-05/新建文档.txt", P, "Family", 8, t_parents_plan),
        (f"{DOC}/WeChat Files/File/2026-04/聊天记录.txt", A, "Family", 45, t_wechat_chat),
        (f"{DL}/document (7).pdf", A, "Home", _age(2026, 3, 6), t_telus),
        (f"{DL}/download (5).pdf", A, "Home", _age(2025, 10, 14), t_hydro),
        (f"{DL}/file (3).pdf", A, "Badminton", _age(2025, 9, 2), t_bad_membership),
        (f"{DL}/Untitled (2).pdf", X, "Immigration", _age(2020, 8, 22), t_ee_profile),
        (f"{DL}/message (3).eml", A, "Baby", _age(2026, 5, 6), t_daycare_mail),
        (f"{DT}/untitled 4.txt", P, "Career", _age(2026, 3, 30), t_handover),
    ]
    scans = [(A, "Baby", _age(2026, 1, 20), t_birth_reg), (X, "Immigration", _age(2020, 11, 10), t_police_cert),
             (X, "Home", _age(2018, 8, 21), t_kits_lease), (X, "Career", _age(2019, 10, 1), t_harbour_contract),
             (A, "Immigration", _age(2023, 3, 3), t_passport), (X, "Education", _age(2018, 8, 29), t_ubc_tuition),
             (A, "Car", _age(2025, 6, 4), t_ticket), (A, "Baby", _age(2026, 2, 13), t_sin_baby),
             (A, "Home", _age(2025, 4, 29), t_rent_increase), (X, "Immigration", _age(2020, 7, 2), t_wes),
             (A, "Home", _age(2025, 8, 2), t_tenant_ins), (P, "Home", 5, t_ptt),
             (A, "Car", _age(2024, 11, 9), t_icbc_claim), (X, "Career", _age(2022, 3, 28), t_harbour_final),
             (X, "Home", _age(2021, 8, 10), t_kits_end)]
    for i, (bk, tp_, age, fn) in enumerate(scans):
        hard.append((f"Scans/scan_{31 + i:04d}.pdf", bk, tp_, age, fn))
    hard.append(("Scans/Scan 2026-05-28.pdf", P, "Home", 4, t_fhsa))
    for rel, bk, tp_, age, fn in hard:
        add(rel, bk, tp_, age, fn, hard=True)

    for rel in (f"{DL}/.DS_Store", f"{DT}/.DS_Store", f"{DOC}/.DS_Store", "Scans/.DS_Store"):
        dot(rel, b"\x00\x00\x00\x01Bud1" + bytes(64), 1)
    dot(f"{DL}/._document (3).pdf", b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X        ", 20)
    dot(f"{DOC}/Baby 可欣/health/._immunization record.pdf", b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X        ", 13)
    return items
