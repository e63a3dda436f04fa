"""A twenty-ninth labelled corpus: an American English teacher's MacBook in Osaka, ``build(root, seed)``.

Written blind: nobody who wrote this module read ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench
scripts, any placement result or the bodies of the other corpora; only ``unseen.py``'s docstring and build
helpers, the ``Item`` dataclass and the small byte helpers it imports. The files and labels are shaped by
what this person would have on disk, not by what any program looks for.

The person: Emily Tanaka-Hart, 31, an American from Eugene, Oregon (father David Hart, mother Keiko
Tanaka-Hart, younger sister Hannah in Bend). Single, she lives alone in a small 1K apartment in Tennoji,
Osaka (Maison Tennoji Koen, room 502, since March 2024). Since April 2024 she teaches English at Kansai
Lingua Academy (KLA), a private language school in Osaka (adult evening classes, business English, a
junior-high prep course) on a work visa (Engineer/Specialist in Humanities/International Services), and she
writes fiction on the side. Before Osaka she taught for five years at Sunrise Eikaiwa, an English
conversation chain in Nagoya (September 2019 - March 2024), and lived in a Nagoya apartment in Chikusa.
Before Japan: University of Oregon (BA English, creative-writing minor, 2013-2017) and a 120-hour TEFL
certificate (2019). She is on the National Health Insurance and the National Pension (KLA does not
enrol its teachers in shakai hoken), pays Osaka residence tax, keeps a US checking account (Chase) and a
Roth IRA (Vanguard) at home, a Japanese account at Sony Bank, moves money with Wise, still pays off a
federal student loan (Nelnet), and files US returns every year as an expat (Form 2555, FBAR) through a
preparer, Harbor Expat Tax.

What is going on now (June 2026): she is revising her first novel, *The Salt Orchard*, and has been
querying literary agents since March 2026 (one full request); she sits the JLPT N2 in Osaka on 5 July
2026; she filed her visa (period of stay) renewal at the Osaka Immigration Services Bureau on 19 May
2026 and waits for the result postcard; she accepted a job as ELT materials editor at Aozora Learning
K.K. in Tokyo from 1 September 2026 and is planning the move to Tokyo (apartment search, movers, giving
notice on the Tennoji lease); and she flies home for her sister Hannah's wedding near Bend, Oregon on
27 June 2026 (maid of honour; back on 2 July, in time for the exam). Finished: the Nagoya job and the
Nagoya apartment (2024), the 2023 visa renewal in Nagoya, her story "The Weight of Persimmons" in Tideline
Press's anthology *Crossings* (submitted February 2025, accepted June 2025, published and paid November
2025), JLPT N3 (passed December 2024), a trip to Seoul and Busan in August 2024, and her college years.

The machine: a MacBook Air with an English macOS; files in English with some Japanese (city-hall letters,
the lease, the school's timetables, some file names in Japanese). The usual chaos: ``Downloads/`` full of
``document (3).pdf`` and saved mails, a cluttered ``Desktop/`` with ``Untitled.txt`` and screenshots,
``Scans/scan_0032.pdf`` from the convenience-store scanner and her home printer, an ``untitled folder``,
``Documents/misc/``, a copy of her old MacBook (``Old MacBook Air 2019/``), a folder copied off the school
USB stick (with Windows ``Thumbs.db``), ``Pictures/`` albums and phone imports, ``Music/``, ebooks.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age.
  *The Salt Orchard*: manuscript versions, chapters, outline, synopsis, query letters, the agent list and
  query tracker, agents' replies, beta-reader and critique-group feedback on the novel -- topic Writing;
  JLPT N2 July 2026: registration, study plan, her own study notes, vocabulary decks, mock tests, tutor
  sessions -- topic Japanese; the 2026 visa renewal: application form, photo, certificates gathered for
  it (employment certificate, tax certificate, a copy of her diploma), receipt -- topic Immigration; the
  new job at Aozora Learning: application, interviews, offer, contract, Japanese resume, her resignation
  notice to KLA -- topic Career; the move to Tokyo: apartment listings, viewings and their photos,
  moving quotes, the notice cancelling the Tennoji lease, the address-change checklist -- topic Home;
  Hannah's wedding and the trip home for it: flights, hotel, speech, dress, gift, schedule, packing list --
  topic Family (the trip belongs to the wedding, like a race hotel belongs to the race).
- **Areas**: responsibilities with no end, whatever the document's age. Her teaching job at KLA:
  lesson plans (by term), class materials, timetables, student reports, contracts, payslips, staff
  notices -- topic Teaching (she still works there until August); money in two countries: bank
  statements, Wise, budget, US tax returns, FBAR, the preparer, Japanese residence tax, withholding
  slips (gensen choshu, even the Nagoya ones kept in the old-job folder), the national pension, the
  student loan (still being repaid although college is long over), the Roth IRA -- topic Finance; the
  National Health Insurance, renters' fire insurance and her annual travel insurance -- topic Insurance;
  her health: clinic, dentist, health check, prescriptions -- topic Health; the Tennoji apartment while
  she lives there: lease, rent, utilities, internet and phone bills, repairs, the ward's garbage rules,
  the move-in condition photos kept for the deposit -- topic Home; her residence status in general:
  residence card, passport, My Number, juminhyo, notifications to immigration or the ward office --
  topic Immigration; writing as a practice: journal,
  short stories in progress, the short-fiction submission tracker, writing log, writing-group schedule --
  topic Writing; her CV, certificates and reference letters -- topic Career. A 2022 US tax return is
  still Areas Finance.
- **Resources**: reference and interests by subject: Japanese grammar references, textbooks and kanji
  lists, even when saved in the JLPT folder (Japanese); ESL reference and activity ideas (Teaching);
  craft articles, workshop notes and querying guides, even in the querying folder (Writing); recipes
  (Cooking); ebooks (Books); music files (Music); installers (Software); appliance manuals (Home);
  travel guides and day-trip ideas (Travel); a list of English-speaking clinics (Health); photos, albums,
  holiday snapshots (the Korea trip album too) and screenshots (Photos) -- except photos that document a
  project, current or finished (Tokyo apartment viewings, the wedding dress, the Nagoya move-out
  condition photos: that project's bucket and topic), photos of documents (they take the document's
  label: the residence card, the health-insurance card, the N3 certificate, the result postcard), the Tennoji
  move-in condition photos (Areas Home), and anything inside the old MacBook copy. A graduation snapshot
  kept in the college folder is still Photos.
- **Archive**: finished projects and ended responsibilities, however recent: the Sunrise Eikaiwa job
  (Teaching); the Nagoya apartment and the move out of it (Home); the *Crossings* anthology story,
  including the November 2025 payment (Writing); the 2023 visa renewal (Immigration); JLPT N3 2024
  (Japanese); past trips -- Korea 2024 bookings and plans (Travel); college papers and records
  (College); the copy of the old MacBook as a whole (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store``,
  ``.localized``) are written but not labelled.

Topics are subjects, one per subject (the renters' insurance is Insurance, not Home; payslips are
Teaching, the withholding slip is Finance). ``hard`` marks a file whose name *and* folder say nothing
about its subject (``Downloads/document (3).pdf``, ``Desktop/Untitled.txt``, ``Scans/scan_0012.pdf``,
``untitled folder/notes.txt``, ``Re_ Quick question.eml``): only the text inside can place it. Images are
never hard. Dates are relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _long(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _ago(days: float) -> datetime:
    return NOW - timedelta(days=days)


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {dt:%a, %d %b %Y %H:%M:%S} +0900\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n" + body.strip() + "\n")


ME = "Emily Tanaka-Hart"
ME_MAIL = "Emily Tanaka-Hart <emily.tanakahart@gmail.com>"
ADDR_JP = "Maison Tennoji Koen 502, 2-14-8 Chausuyama-cho, Tennoji-ku, Osaka 543-0063"
KLA = "Kansai Lingua Academy (KLA), 3F Abeno Square Bldg, 1-5-12 Abenosuji, Abeno-ku, Osaka"
STUDENTS = ["Mr. Okada", "Ms. Fujimoto", "Yuki S.", "Mr. Nakamura", "Ms. Ishikawa", "Haruto K.", "Ms. Mori",
            "Mr. Takeda", "Aoi Y.", "Ms. Kondo", "Mr. Sakamoto", "Rina T.", "Ms. Hayashi", "Kenta M."]
AGENTS = [("Rachel Abernathy", "Birchwood Literary"), ("Dana Okafor", "Okafor & Vance Agency"),
          ("Miriam Sato", "Harbor Lane Literary"), ("Tom Castellano", "Castellano Books Agency"),
          ("Priya Raman", "Northlight Literary"), ("Claire Whitfield", "Whitfield & Moss"),
          ("Jonah Berg", "Berg Literary Management"), ("Alicia Fuentes", "Lantern House Agency"),
          ("Sam Kowalczyk", "Greenline Literary"), ("Hannah Roe", "Roe Associates")]


# ---- teaching at KLA (Areas Teaching) ----------------------------------------------------------------
def t_payslip(r, dt):
    base = 265000
    extra = r.randint(0, 9) * 3500
    tax = (base + extra) * 4 // 100
    return (f"Kansai Lingua Academy - Pay Statement (Kyuyo Meisai)\nEmployee: {ME}  No. KLA-0417\n"
            f"Pay period: {dt:%B %Y}   Paid on: 25 {dt:%B %Y}\n"
            f"Base salary: JPY {base:,}\nOvertime / extra lessons ({extra // 3500} x 3,500): JPY {extra:,}\n"
            f"Commuting allowance: JPY 8,400\nIncome tax withheld: JPY {tax:,}\n"
            f"Net pay: JPY {base + extra + 8400 - tax:,}\nTransferred to: Sony Bank, Ordinary account ****3381\n"
            "Questions about your pay: office manager Ms. Kawaguchi, ext. 12\n")


def t_lesson_plan(r, dt, level=None, topic=None):
    level = level or r.choice(["Pre-intermediate (A2)", "Intermediate (B1)", "Upper-intermediate (B2)",
                               "Business English B1+", "JHS Eiken Prep (Grade 3)"])
    topic = topic or r.choice(["Talking about past experiences", "Making polite requests on the phone",
                               "Comparatives and superlatives: city life", "Giving advice with should/ought to",
                               "Small talk at work", "Present perfect vs past simple", "Describing a process",
                               "Opinions and agreeing politely", "Travel problems at the airport"])
    return (f"Lesson plan - {level}\nTeacher: Emily T-H   Date: {_iso(dt)}   Room 3B, 19:00-20:20\n"
            f"Topic: {topic}\nAims: students can use the target language in a short role-play.\n"
            "1. Warm-up (10 min): pair questions on the board.\n"
            "2. Lead-in (10 min): picture prompt, elicit vocabulary.\n"
            "3. Presentation (15 min): form and meaning, concept-check questions.\n"
            "4. Controlled practice (15 min): gap-fill worksheet p.2.\n"
            "5. Freer practice (20 min): role-play cards, then swap partners.\n"
            "6. Feedback (10 min): error correction on the board; homework workbook p.34.\n"
            "Anticipated problems: L1 word order, katakana pronunciation of loanwords.\n")


def t_student_report(r, dt):
    rows = "\n".join(f"{s}: attendance {r.randint(70, 100)}%, speaking {r.choice('ABBC')}, "
                     f"comment: {r.choice(['more confident in discussions', 'needs to review tenses', 'great effort on homework', 'should speak up more in pairs'])}"
                     for s in r.sample(STUDENTS, 6))
    return (f"KLA term report - class {r.choice(['E-B1 Tue/Thu', 'BE-2 Wed', 'JHS-3 Sat'])}\n"
            f"Teacher: {ME}   Written {_iso(dt)}\n{rows}\n")


def t_kla_notice(r, dt):
    return (f"From: KLA Academic Office\nDate: {_iso(dt)}\nTo: all teaching staff\n\n"
            f"Re: {r.choice(['Summer intensive course timetable', 'Observation week', 'New textbook orders', 'Golden Week closure'])}\n"
            "Please check the updated timetable in the staff room and confirm your slots by Friday. "
            "Lesson plans for observed classes should be sent to Mr. Ueda (academic manager) two days before. "
            "Reminder: attendance sheets must be entered into the system the same day.\n")


def t_kla_contract(r, dt):
    return (f"EMPLOYMENT CONTRACT (Koyo Keiyakusho)\nBetween Kansai Lingua Academy Co., Ltd. and {ME}\n"
            f"Term: 1 April {dt.year} to 31 March {dt.year + 1}, renewable by mutual agreement\n"
            "Position: full-time English instructor, 28 teaching hours per week\n"
            "Monthly salary: JPY 265,000; commuting allowance paid at cost up to JPY 15,000\n"
            "Paid leave: 10 days in the first year, per the Labor Standards Act\n"
            "Notice of resignation: at least 30 days in writing\n"
            "Visa: the Company supports the employee's period-of-stay applications.\n")


def t_worksheet(r, dt):
    words = r.sample(["appointment", "deadline", "reschedule", "invoice", "schedule", "colleague", "meeting",
                      "presentation", "client", "agenda", "proposal", "feedback"], 6)
    return ("Name: ________   Class: ________\nWorksheet - fill in the gaps with the words in the box\n"
            f"[ {' / '.join(words)} ]\n" + "\n".join(f"{i + 1}. I need to ______ our ... ({w[0]}...)" for i, w in enumerate(words)) +
            "\nNow ask your partner: when was the last time you had to change a plan at work?\n")


# ---- money (Areas Finance) ----------------------------------------------------------------------------
def t_chase(r, dt):
    bal = r.uniform(2500, 6200)
    rows = []
    for _ in range(r.randint(4, 7)):
        amt = r.uniform(8, 420)
        rows.append(f"{dt.month:02d}/{r.randint(1, 28):02d}  {r.choice(['NELNET STUDENT LOAN PMT', 'SPOTIFY USA', 'WISE INC TRANSFER', 'AMAZON MKTPLACE', 'VANGUARD ROTH IRA', 'APPLE.COM/BILL', 'ATM FEE REFUND'])}  -{amt:,.2f}")
    return (f"CHASE TOTAL CHECKING  Statement period: {dt:%B %Y}\n"
            f"{ME}  c/o David Hart, 2290 Friendly St, Eugene OR 97405\nAccount number: ...7712\n"
            f"Beginning balance: ${bal:,.2f}\n" + "\n".join(rows) +
            f"\nEnding balance: ${bal - r.uniform(100, 600):,.2f}\nThank you for banking with Chase.\n")


def t_sony_csv(r, dt):
    lines = ["Date,Description,Withdrawal (JPY),Deposit (JPY),Balance (JPY)"]
    bal = r.randint(400000, 900000)
    for d in range(1, 29, 4):
        kind = r.choice(["KYUYO KANSAI LINGUA", "RENT MAISON TENNOJI", "KANSAI DENRYOKU", "OSAKA GAS", "RAKUTEN MOBILE",
                         "SEVEN ELEVEN ATM", "WISE PAYMENTS", "JUMINZEI OSAKA-SHI"])
        if kind.startswith("KYUYO"):
            amt = r.randint(240000, 270000)
            bal += amt
            lines.append(f"{dt.year}/{dt.month:02d}/{d:02d},{kind},,{amt},{bal}")
        else:
            amt = r.randint(3000, 68000)
            bal -= amt
            lines.append(f"{dt.year}/{dt.month:02d}/{d:02d},{kind},{amt},,{bal}")
    return "\n".join(lines) + "\n"


def t_wise(r, dt):
    usd = r.choice([500, 800, 1000, 1200])
    return (f"Wise - Transfer receipt\nTransfer #{r.randint(900000000, 999999999)}  {_long(dt)}\n"
            f"You sent JPY {usd * r.randint(145, 158):,} from your Sony Bank account\n"
            f"{ME} (Chase checking ...7712) receives USD {usd:,}.00\nFee: JPY {r.randint(900, 1600):,}\n"
            "Purpose: savings / student loan payments\n")


def t_us_return(r, dt, year):
    return (f"Form 1040 U.S. Individual Income Tax Return {year} - copy for taxpayer records\n"
            f"Taxpayer: {ME}   Filing status: Single\nForeign address: {ADDR_JP}\n"
            f"Wages (from Japanese employer, converted at IRS yearly average rate): ${r.randint(21000, 26000):,}\n"
            "Form 2555 Foreign Earned Income Exclusion: bona fide residence test, Japan\n"
            f"Excluded foreign earned income: equal to wages; Taxable income: $0\nPrepared by Harbor Expat Tax, filed under the automatic June 15 extension for taxpayers abroad.\n")


def t_fbar(r, dt, year):
    return (f"BSA E-Filing System - FinCEN Report 114 (FBAR) acknowledgement\nCalendar year {year}\n"
            f"Filer: {ME}\nBSA Identifier: 31000{r.randint(10000000, 99999999)}\nFiled: {_long(dt)}\n"
            f"Foreign accounts reported: 2 (Sony Bank ordinary, Japan Post Bank savings)\n"
            f"Maximum aggregate value: ${r.randint(9000, 24000):,}\n")


def t_preparer(r, dt, year):
    return (f"Harbor Expat Tax LLC - Invoice HE-{year}-{r.randint(1000, 9999)}\nClient: {ME}\n"
            f"Services: {year} Form 1040 with Form 2555 and Form 8938 review, FBAR filing\n"
            f"Fee: $ {r.choice([395, 425, 450])}.00   Paid by card on {_iso(dt)}\n"
            "Please keep your Japanese withholding slip (gensen choshu) and December payslip for our records.\n")


def t_juminzei(r, dt):
    total = r.randint(160000, 210000)
    return (f"Osaka City - Tennoji Ward. Notice of Determination of Municipal and Prefectural Inhabitant Tax\n"
            f"(Kojin shiminzei fuminzei zeigaku kettei tsuchisho) Fiscal year {dt.year}\n"
            f"Taxpayer: {ME}  Address: {ADDR_JP}\n"
            f"Annual amount: JPY {total:,}, payable in 4 instalments (June, August, October, January)\n"
            f"Instalment 1 due 30 June {dt.year}: JPY {total // 4 + total % 4:,}\n"
            "Payment slips can be used at banks and convenience stores. English enquiries: Osaka City Tax Office.\n")


def t_gensen(r, dt, who="Kansai Lingua Academy Co., Ltd."):
    pay = r.randint(3150000, 3350000)
    return (f"Gensen choshu hyo - Certificate of withholding tax for employment income, year {dt.year - 1}\n"
            f"Recipient: {ME}\nPayer: {who}\nPayment amount: JPY {pay:,}\n"
            f"Amount after employment income deduction: JPY {pay - 1100000:,}\nWithholding tax: JPY {r.randint(70000, 95000):,}\n"
            "Social insurance premiums (paid personally): see National Pension and NHI receipts.\n")


def t_pension(r, dt):
    return (f"Japan Pension Service - National Pension premium payment notice\nInsured person: {ME}\n"
            f"Fiscal year {dt.year}: monthly premium JPY 17,510\n"
            "You may pay monthly at a bank or convenience store, or by advance payment (2 years) for a discount.\n"
            "Basic pension number: 4210-55xxxx. Please keep the receipts for your year-end tax adjustment.\n")


def t_nelnet(r, dt):
    bal = r.uniform(9800, 14800)
    return (f"Nelnet - Monthly Statement  {dt:%B %Y}\nBorrower: {ME}\nLoan type: Direct Subsidized/Unsubsidized (University of Oregon 2013-2017)\n"
            f"Current principal balance: ${bal:,.2f}\nMonthly payment: $212.40 (auto-debit from Chase ...7712)\n"
            f"Due date: {dt:%B} 21, {dt.year}\nInterest rate: 4.29% fixed\n")


def t_roth(r, dt):
    return (f"Vanguard - Quarterly statement, Roth IRA\nAccount holder: {ME}\nPeriod ending {_long(dt)}\n"
            f"Vanguard Target Retirement 2060 Fund: {r.uniform(180, 260):.3f} shares\n"
            f"Total value: ${r.uniform(14000, 19000):,.2f}\nContributions this year: ${r.choice([0, 500, 1000])}.00\n")


def t_budget(r, dt):
    rows = ["Month;Rent;Utilities;Phone;Food;Transport;NHI+Pension;Juminzei;Savings to US;Fun"]
    for m in range(1, 6):
        rows.append(f"{dt.year}-{m:02d};62000;{r.randint(8000, 14000)};2980;{r.randint(38000, 52000)};"
                    f"{r.randint(3000, 9000)};{r.randint(31000, 34000)};{r.randint(15000, 17000)};{r.choice([80000, 100000, 120000])};{r.randint(10000, 30000)}")
    return "\n".join(rows)


# ---- insurance, health -----------------------------------------------------------------------------------
def t_nhi(r, dt):
    return (f"Osaka City National Health Insurance (Kokumin Kenko Hoken) - Premium notice FY{dt.year}\n"
            f"Head of household: {ME}  Tennoji Ward Office, Insurance and Pension Section\n"
            f"Annual premium: JPY {r.randint(98000, 126000):,}, 10 instalments from June to March\n"
            "Your insurance card remains valid; a new card (My Number health insurance certificate) will be sent.\n")


def t_fire_ins(r, dt):
    return (f"Tenant's household insurance certificate (Kasai hoken)\nInsured: {ME}\nProperty: {ADDR_JP}\n"
            f"Cover: household goods JPY 3,000,000; tenant liability to landlord JPY 20,000,000; personal liability\n"
            f"Period: 2 years from {_iso(dt)}   Premium JPY 16,000 (paid with the lease renewal)\n")


def t_travel_ins(r, dt):
    return (f"World Nomads / annual multi-trip travel insurance - certificate of insurance\nPolicyholder: {ME}\n"
            f"Country of residence: Japan   Cover period: {_iso(dt)} to {_iso(dt + timedelta(days=364))}\n"
            "Medical expenses up to USD 5,000,000; trip cancellation USD 5,000; baggage USD 2,500.\n"
            "Emergency assistance line printed on the back of your card.\n")


def t_health_check(r, dt):
    return (f"Annual health check results (Kenko shindan kekka)\nName: {ME}  Age 31  Examined {_iso(dt)}\n"
            f"Height 163.2 cm  Weight {r.uniform(54, 58):.1f} kg  Blood pressure {r.randint(104, 118)}/{r.randint(64, 76)}\n"
            f"Hemoglobin {r.uniform(11.2, 12.4):.1f} g/dL (slightly low, re-test advised)\n"
            "Chest X-ray: no findings. Overall judgement: B (minor findings, follow lifestyle advice).\n"
            "Tennoji Health Clinic, commissioned by Kansai Lingua Academy.\n")


def t_clinic(r, dt):
    return (f"Abeno Family Clinic - Receipt and medical statement\nPatient: {ME}   Date: {_iso(dt)}\n"
            f"Insurance: National Health Insurance, 30% co-pay\nConsultation and tests: JPY {r.randint(1800, 4200):,}\n"
            "Prescription issued: iron supplement (ferrous citrate 50 mg) for 30 days. Follow-up blood test in 6 weeks.\n")


def t_dentist(r, dt):
    return (f"Tennoji Ekimae Dental - treatment plan and receipt\nPatient: {ME}  Visit {_iso(dt)}\n"
            "Today: cleaning and check-up; small cavity on lower left molar, filling booked for next visit.\n"
            f"Patient payment (NHI 30%): JPY {r.randint(2200, 3800):,}\n")


# ---- the Tennoji apartment (Areas Home) --------------------------------------------------------------------
def t_lease(r, dt):
    return (f"Residential lease agreement - English translation (Chintai shakuken keiyakusho)\nTenant: {ME}\n"
            f"Property: {ADDR_JP}, 1K 24.3 m2\nLandlord: Fujii Estate Co.; managed by Abeno Housing Service\n"
            "Rent JPY 58,000 + common fee JPY 4,000 per month, paid by the 27th for the following month.\n"
            "Deposit (shikikin) JPY 58,000; key money JPY 58,000; guarantor company: Casa Guarantee.\n"
            "Term: 2 years from 1 March 2024, renewable; renewal fee 1 month. Tenant must give 1 month's notice.\n")


def t_lease_renewal(r, dt):
    return (f"Abeno Housing Service - Notice of lease renewal\nDear {ME},\n"
            f"Your lease for Maison Tennoji Koen room 502 expires on 28 February {dt.year + 1}. "
            "To renew for 2 years, please return the signed renewal form with the renewal fee JPY 58,000 "
            "and proof of household insurance. Rent remains JPY 58,000.\n")


def t_kanden(r, dt):
    kwh = r.randint(110, 320)
    return (f"Kansai Electric Power (Kanden) - Electricity usage notice\nCustomer: {ME}  {ADDR_JP}\n"
            f"Billing month: {dt:%B %Y}   Usage: {kwh} kWh\nAmount: JPY {kwh * 31 + 900:,} (bank transfer on the 25th)\n")


def t_gas(r, dt):
    return (f"Osaka Gas - Gas usage statement {dt:%B %Y}\nCustomer: {ME}\nUsage: {r.randint(6, 22)} m3\n"
            f"Amount billed: JPY {r.randint(2200, 6400):,}\n")


def t_internet(r, dt):
    return (f"SoftBank Hikari - invoice {dt:%Y-%m}\nContract holder: {ME}\nFiber 1 Gbps (mansion type): JPY 4,180\n"
            f"Router rental: JPY 513\nTotal: JPY 4,693 (card ending 3381)\n")


def t_mobile(r, dt):
    return (f"Rakuten Mobile - billing details {dt:%B %Y}\nLine: 080-47xx-xxxx ({ME})\nRakuten Saikyo Plan, {r.randint(3, 19)} GB used\n"
            f"Amount: JPY {r.choice([1078, 2178, 3278]):,}\n")


def t_repair_letter(r, dt):
    return (f"{_long(dt)}\nTo: Abeno Housing Service (management office)\nFrom: {ME}, room 502\n\n"
            "Dear Sir or Madam,\nThe water heater in my apartment shows error code 111 and there has been no hot water "
            "since Sunday evening. I reset it twice as described in the manual. Could you please send a repair "
            "technician? I am home after 21:00 on weekdays and all day on Monday.\nThank you,\nEmily Tanaka-Hart\n")


def t_garbage(r, dt):
    return ("天王寺区 ごみの分け方・出し方 (Tennoji Ward garbage sorting)\n"
            "普通ごみ Ordinary waste: Tuesday and Friday, by 9:00\n"
            "資源ごみ Cans, bottles, PET: Wednesday\n容器包装プラスチック Plastic packaging: Thursday\n"
            "古紙・衣類 Paper and clothes: 2nd and 4th Monday\n粗大ごみ Large items: reserve by phone, fee sticker from the konbini\n")


# ---- residence status (Areas Immigration) and the 2026 renewal (Projects Immigration) -----------------------
def t_juminhyo(r, dt):
    return (f"Certificate of residence (Juminhyo no utsushi) - issued {_iso(dt)}\nName: TANAKA-HART EMILY\n"
            f"Nationality: United States  Address: {ADDR_JP}\nDate of moving in: 2024-03-04\n"
            "Status of residence: Engineer/Specialist in Humanities/International Services\n")


def t_visa_checklist(r, dt):
    return (f"Visa renewal 2026 - what to bring (Osaka Immigration, Nanko)\nCurrent period of stay ends 10 Aug 2026\n"
            "[x] Application for extension of period of stay (form, 2 pages + employer part)\n"
            "[x] Photo 4x3 cm taken within 3 months\n[x] Passport and residence card\n"
            "[x] Certificate of employment (zaishoku shomeisho) from KLA\n"
            "[x] Tax certificate + tax payment certificate (kazei / nozei shomeisho) FY2025 from the ward office\n"
            "[x] Copy of diploma\n[ ] JPY 4,000 revenue stamp - buy at the kiosk inside the bureau\n"
            "Filed 19 May - waiting for the postcard (2-4 weeks). Tell them about the Aozora job in September!\n")


# ---- The Salt Orchard (Projects Writing) -------------------------------------------------------------------
NOVEL_OPEN = ("The orchard had been salt-burned for three summers when Mariko came back to Coos Bay. "
              "Her father's trees stood in rows like people who had forgotten why they were waiting. ")


def t_manuscript(r, dt, version):
    words = {1: 104000, 2: 97500, 3: 93200, 4: 89800, 5: 88400}.get(version, 90000)
    return (f"THE SALT ORCHARD\na novel by Emily Tanaka-Hart\nDraft {version} - {_iso(dt)} - approx. {words:,} words\n\n"
            "Chapter One: Low Tide\n" + NOVEL_OPEN +
            "She parked the rental car by the packing shed and sat with the engine off, listening to the gulls.\n"
            "Her mother's letters from Hiroshima were still in the glove box, unopened.\n")


def t_chapter(r, dt, n):
    return (f"The Salt Orchard - Chapter {n}\n\n"
            + r.choice(["Mariko found the ledger in the shed, water-stained, in her grandfather's hand.",
                        "The storm came in off the Pacific on the third night, and the power went out at the farmhouse.",
                        "Kenji called from Osaka at four in the morning, which meant something had gone wrong.",
                        "The buyer from Portland wanted the land, not the trees; she could hear it in his voice."])
            + "\nShe did not answer right away. Outside, the wind moved through the dead branches.\n")


def t_query(r, dt, name, agency):
    return (f"Dear {name},\n\nI'm seeking representation for THE SALT ORCHARD, an upmarket family drama complete at "
            "88,000 words, which I hope will appeal to readers of Celeste Ng and Julie Otsuka. I noticed on your "
            f"manuscript wish list at {agency} that you are looking for intergenerational stories about land and memory.\n\n"
            "When thirty-year-old Mariko Hayes returns to Oregon to sell her late father's failing pear orchard, she finds "
            "letters that reveal her Japanese grandmother's internment and a debt the family never paid.\n\n"
            "I'm an American writer and English teacher living in Osaka. My short fiction appears in the anthology "
            "CROSSINGS (Tideline Press, 2025).\n\nThank you for your time and consideration.\nEmily Tanaka-Hart\n")


def t_synopsis(r, dt):
    return ("THE SALT ORCHARD - Synopsis (1 page)\nMARIKO HAYES (30), a translator in Tokyo, flies home to Coos Bay, "
            "Oregon after her father's death to sell the family pear orchard. Salt water from a broken dike has poisoned "
            "half the trees. In the shed she finds her grandmother Fumiko's letters from the Tule Lake camp... "
            "In the end Mariko keeps the orchard, replants with salt-tolerant stock and lets her brother go.\n")


def t_agent_reply(r, dt, name, agency, kind):
    if kind == "full":
        body = (f"Dear Emily,\n\nThank you for sending THE SALT ORCHARD. I enjoyed the opening pages very much and "
                "would love to read the full manuscript. Please send it as a Word document or PDF with the title in "
                f"the subject line. I aim to respond within eight weeks.\n\nBest,\n{name}\n{agency}")
    else:
        body = (f"Dear Author,\n\nThank you for your query. Unfortunately this project isn't the right fit for my list, "
                f"but this business is subjective and another agent may feel differently.\n\nBest wishes,\n{name}, {agency}")
    return _eml(f"{name} <queries@{agency.split()[0].lower()}.com>", ME_MAIL,
                "Re: QUERY: THE SALT ORCHARD (upmarket fiction)" if kind != "full" else "Full request: THE SALT ORCHARD", dt, body)


def t_tracker(r, dt):
    rows = ["Agent;Agency;Date sent;Materials;Status;Notes"]
    for i, (n, a) in enumerate(AGENTS):
        sent = _ago(90 - i * 6)
        rows.append(f"{n};{a};{_iso(sent)};query + 10 pages;"
                    f"{['full request', 'rejected', 'no response yet', 'rejected', 'no response yet'][i % 5]};"
                    f"{r.choice(['MSWL mentions land + family', 'reps Otsuka comps', 'closes to queries in July', ''])}")
    return "\n".join(rows)


def t_beta(r, dt):
    who = r.choice(["Jess (beta reader)", "Marcus from the Osaka Writers' Circle", "Lauren (critique partner)"])
    return (f"Notes on THE SALT ORCHARD, draft 4 - from {who}\n"
            "Big picture: the middle sags around chapters 11-14; Mariko spends too long in the shed.\n"
            "The grandmother's letters are the strongest part - could they come earlier?\n"
            "Kenji: I still don't know what he wants. The ending in the orchard made me cry.\n"
            "Line notes: watch repeated 'salt' imagery in chapter 3; the storm scene is wonderful.\n")


def t_outline(r, dt):
    return ("# The Salt Orchard - revision outline (draft 5)\n\n## Act I\n- ch1 Low Tide: arrival, the dead trees\n"
            "- ch2 the lawyer, the buyer from Portland\n- ch3 the shed, the ledger\n\n## Act II\n"
            "- ch7 Fumiko's first letter (moved up from ch12)\n- ch9 the storm\n- ch11 Kenji arrives\n\n## Act III\n"
            "- ch18 the auction\n- ch20 replanting\n\nTarget: under 90k words before the next round of queries.\n")


# ---- writing practice (Areas Writing), Crossings (Archive Writing), craft (Resources Writing) --------------
def t_journal(r, dt):
    return (f"{_iso(dt)} morning pages\n"
            + r.choice(["Woke at six, the trains already loud. Wrote 700 words before work. The konbini clerk's bow keeps showing up in my sentences.",
                        "Didn't write yesterday. Today: twenty minutes on the story about the night bus to Kanazawa.",
                        "Idea: a woman who translates letters she was never meant to read. Could be a short story, not the novel.",
                        "Rain in Tennoji. Wrote at the cafe near the zoo. 1,100 words, most of them bad, which is fine."])
            + "\nWords today: " + str(r.randint(300, 1400)) + "\n")


def t_short_story(r, dt):
    title = r.choice(["Night Bus to Kanazawa", "The Translator's Daughter", "Tsuyu", "What the River Keeps"])
    return (f"{title}\n(short story - draft)\n\n"
            "The bus left Umeda at 23:10 and by midnight everyone but Nao was asleep. "
            "She watched the tunnels go by and counted the years since she had last called her mother.\n")


def t_submissions(r, dt):
    mags = ["Kenyon Review", "Electric Literature", "Granta", "One Story", "Catapult", "The Masters Review",
            "Brevity", "Split Lip", "Joyland", "Kyoto Journal"]
    rows = ["Story;Magazine;Sent;Fee;Response;Date"]
    for m in r.sample(mags, 8):
        rows.append(f"{r.choice(['Night Bus to Kanazawa', 'Tsuyu', 'What the River Keeps'])};{m};"
                    f"{_iso(_ago(r.randint(20, 400)))};{r.choice(['0', '3', '0'])};"
                    f"{r.choice(['declined', 'pending', 'declined (personal note)', 'pending'])};")
    return "\n".join(rows)


def t_crossings(r, dt, kind):
    if kind == "accept":
        return _eml("Tideline Press <editors@tidelinepress.org>", ME_MAIL, "Crossings anthology - good news", dt,
                    "Dear Emily,\n\nWe are delighted to accept \"The Weight of Persimmons\" for CROSSINGS: Stories of Leaving Home, "
                    "to be published in November 2025. A contract is attached; the payment is $150 plus two contributor copies. "
                    "Edits will follow in August.\n\nWarmly,\nBeth Arroyo, Tideline Press")
    if kind == "contract":
        return ("PUBLICATION AGREEMENT - Tideline Press\nWork: \"The Weight of Persimmons\" by Emily Tanaka-Hart\n"
                "Anthology: CROSSINGS: Stories of Leaving Home (publication November 2025)\n"
                "Rights: first North American serial rights, non-exclusive anthology rights for 3 years\n"
                "Payment: USD 150 on publication, two contributor copies\nSigned: Beth Arroyo, Managing Editor / Emily Tanaka-Hart\n")
    if kind == "payment":
        return (f"Tideline Press - contributor payment remittance\nPayee: {ME}\nFor: \"The Weight of Persimmons\", CROSSINGS (2025)\n"
                f"Amount: USD 150.00 sent via PayPal on {_iso(dt)}\nContributor copies shipped to Osaka, Japan.\n"
                "Thank you for being part of the anthology - this completes our obligations under the agreement.\n")
    if kind == "cover":
        return ("Dear Editors,\nPlease find attached \"The Weight of Persimmons\" (4,800 words) for the CROSSINGS anthology. "
                "It is the story of a woman clearing her grandmother's house in Hiroshima. I teach English in Osaka.\n"
                "Thank you for reading,\nEmily Tanaka-Hart\n")
    if kind == "proof":
        return ("CROSSINGS proof corrections - \"The Weight of Persimmons\"\np.112 line 4: 'kaki' should be italic\n"
                "p.115: 'grandmothers' -> 'grandmother's'\np.118: restore the section break before the funeral\n")
    return ("The Weight of Persimmons\nby Emily Tanaka-Hart\n\nThe persimmons were still on the tree when Aya arrived, "
            "orange against the grey Hiroshima sky, and nobody had picked them.\n")


# ---- JLPT N2 (Projects Japanese), reference (Resources Japanese), N3 (Archive Japanese) ---------------------
def t_jlpt_reg(r, dt):
    return (f"JLPT (Japanese-Language Proficiency Test) - online application completed\nApplicant: {ME}\n"
            f"Test: July 2026 (Sunday 5 July 2026)   Level: N2   Test site area: Osaka\n"
            f"Application number: 26A{r.randint(1000000, 9999999)}\nFee JPY 7,500 paid by credit card on {_iso(dt)}\n"
            "Your test voucher (jukenhyo) will be sent by mail in early June.\n")


def t_study_plan(r, dt):
    return ("N2 study plan - 10 weeks to 5 July\nMon/Wed: Shin Kanzen Master grammar, 2 units\n"
            "Tue/Thu: reading (dokkai) - one long passage timed, 20 min\nFri: listening, choukai practice test\n"
            "Sat: italki lesson with Sensei Mayumi + mock test section\nSun: Anki review only\n"
            "Weak spots from the last mock: grammar form questions, reading speed.\n")


def t_mock(r, dt):
    g, rd, l = r.randint(28, 50), r.randint(25, 48), r.randint(26, 52)
    return (f"N2 mock test {_iso(dt)}\nLanguage knowledge (vocab/grammar): {g}/60\nReading: {rd}/60\nListening: {l}/60\n"
            f"Total: {g + rd + l}/180 (pass mark 90, sectional minimum 19)\nNotes: ran out of time on the last reading passage.\n")


def t_anki(r, dt):
    words = [("把握", "はあく", "grasp, understanding"), ("傾向", "けいこう", "tendency"), ("維持", "いじ", "maintenance"),
             ("妥協", "だきょう", "compromise"), ("徹底", "てってい", "thoroughness"), ("改善", "かいぜん", "improvement"),
             ("頻繁", "ひんぱん", "frequent"), ("拒否", "きょひ", "refusal"), ("範囲", "はんい", "scope, range")]
    return "front,reading,back,tags\n" + "\n".join(f"{a},{b},{c},N2 vocab" for a, b, c in r.sample(words, 7)) + "\n"


def t_tutor(r, dt):
    return (f"italki lesson with Mayumi-sensei - {_iso(dt)}\nN2 grammar: 〜にかかわらず / 〜をもとに / 〜ざるを得ない\n"
            "Mistakes: used 〜にしては where 〜わりに fits better.\nHomework: 2 reading passages from the N2 practice book, write 200 字 on my job.\n"
            "Next: timed listening section before the exam on July 5.\n")


def t_grammar_ref(r, dt):
    return ("Japanese grammar reference - conditional forms\n〜ば: general / hypothetical (行けば)\n"
            "〜たら: once X happens (行ったら)\n〜なら: given that (行くなら)\n〜と: natural consequence (行くと)\n"
            "Keigo chart: いる → いらっしゃる / おる; 言う → おっしゃる / 申す; 見る → ご覧になる / 拝見する\n")


def t_n3_result(r, dt):
    return ("JLPT Certificate of Result and Scores - December 2024\nLevel: N3\nName: TANAKA-HART EMILY\n"
            f"Language knowledge: {r.randint(40, 50)}/60  Reading: {r.randint(38, 50)}/60  Listening: {r.randint(40, 55)}/60\n"
            "Result: PASSED\nJapan Educational Exchanges and Services\n")


# ---- Aozora job (Projects Career), CV (Areas Career) ------------------------------------------------------
def t_offer(r, dt):
    return (f"Aozora Learning K.K. - Offer of Employment\n{_long(dt)}\nDear Ms. Tanaka-Hart,\n"
            "We are pleased to offer you the position of ELT Materials Editor in our Shibuya office, starting 1 September 2026.\n"
            "Annual salary: JPY 4,800,000 (paid monthly), shakai hoken enrolment, commuting allowance, 12 days paid leave.\n"
            "We will provide the documents needed for your notification of change of contracting organization.\n"
            "Please sign and return by 15 May 2026.\nKaori Endo, HR Manager\n")


def t_interview(r, dt):
    return ("Aozora interview prep (2nd round, video)\n- Why materials writing: 7 years in class, I know what works on a Tuesday night.\n"
            "- Sample task: rewrite a B1 reading text for A2 - bring the version I did.\n"
            "- Questions for them: team size, editorial software, hybrid days, visa support.\n- Salary: ask for 4.8M.\n")


def t_resignation(r, dt):
    return (f"{_long(dt)}\nTo: Mr. Ueda, Academic Manager, Kansai Lingua Academy\n\n"
            "Dear Mr. Ueda,\nPlease accept this letter as formal notice of my resignation. My last working day will be "
            "31 August 2026, after the summer intensive course. I have accepted a position in Tokyo. "
            "Thank you for two wonderful years; I will make sure my classes are handed over smoothly.\n\nSincerely,\nEmily Tanaka-Hart\n")


def t_cv(r, dt):
    return (f"EMILY TANAKA-HART\nOsaka, Japan | emily.tanakahart@gmail.com\n\nEXPERIENCE\n"
            "English Instructor, Kansai Lingua Academy, Osaka - Apr 2024-present\n"
            "English Teacher, Sunrise Eikaiwa, Nagoya - Sep 2019-Mar 2024\n\nEDUCATION\n"
            "BA English (Creative Writing minor), University of Oregon, 2017\n120-hour TEFL Certificate, 2019\n"
            "JLPT N3 (2024)\n\nPUBLICATIONS\n\"The Weight of Persimmons\", CROSSINGS (Tideline Press, 2025)\n")


# ---- the move to Tokyo (Projects Home) ---------------------------------------------------------------------
def t_listing(r, dt):
    area = r.choice(["Sangenjaya", "Nakano", "Kichijoji", "Shimokitazawa", "Gakugei-daigaku"])
    return (f"Rental listing - {area}, Tokyo\n1K {r.uniform(22, 27):.1f} m2, {r.randint(3, 12)} min walk to station, built {r.randint(2005, 2021)}\n"
            f"Rent JPY {r.randint(82, 98)},000 + management JPY 5,000; deposit 1 month, key money 1 month\n"
            "Foreigners OK with guarantor company. Available from mid-August.\nAgent: Tokyo Room Search, Ms. Hirano\n")


def t_move_compare(r, dt):
    return ("Tokyo apartment shortlist;Rent;Station;Commute to Shibuya;Move-in cost;Notes\n"
            "Sangenjaya 1K;92000;Sangenjaya;8 min;~370000;viewed 16 May, loud road\n"
            "Nakano 1K;86000;Nakano;22 min;~330000;bright, washer inside\n"
            "Gakugei-daigaku 1DK;98000;Gakugei-daigaku;12 min;~410000;favourite, application sent\n")


def t_move_quote(r, dt):
    return (f"Moving estimate (Hikkoshi mitsumori) - {r.choice(['Sakai Moving Center', 'Art Moving', 'Nittsu single pack'])}\n"
            f"Customer: {ME}\nFrom: Tennoji-ku, Osaka  To: Meguro-ku, Tokyo\nPlanned date: 28 August 2026\n"
            f"Volume: single-person pack, 18 boxes, washing machine, fridge, bed frame\nEstimate: JPY {r.randint(68, 112)},000 incl. tax\n"
            "Free boxes delivered 2 weeks before the move.\n")


def t_cancel_notice(r, dt):
    return ("解約通知書 (Notice of lease cancellation)\nAbeno Housing Service 御中\n"
            f"物件: メゾン天王寺公園 502号室\n契約者: {ME}\n解約日: 2026年8月31日\n"
            "退去立会い希望日: 8月29日\n敷金返還先: ソニー銀行 普通口座\n"
            "I am giving notice to end my lease on 31 August 2026 because I am moving to Tokyo for work.\n")


def t_move_checklist(r, dt):
    return ("Moving to Tokyo - checklist\n- [ ] Tennoji ward office: tenshutsu todoke (moving-out notice), up to 14 days before\n"
            "- [ ] Meguro ward office: tennyu todoke within 14 days, update residence card address\n"
            "- [ ] Kanden / Osaka Gas / water: stop on 31 Aug\n- [ ] SoftBank Hikari: move the contract\n"
            "- [ ] Japan Post forwarding (tenkyo todoke)\n- [x] Send lease cancellation notice (1 month)\n"
            "- [ ] Sony Bank / Rakuten Mobile / NHI address changes\n")


# ---- Hannah's wedding (Projects Family) ------------------------------------------------------------------
def t_eticket(r, dt):
    return (f"United Airlines - eTicket itinerary and receipt\nPassenger: TANAKA-HART/EMILY MS\nConfirmation: {r.choice('ABCDEFGHJK')}{r.randint(10000, 99999)}Q\n"
            "Mon 22 Jun 2026  UA 34  Osaka Kansai (KIX) 17:10 - San Francisco (SFO) 10:40\n"
            "Mon 22 Jun 2026  UA 5560  San Francisco (SFO) 14:05 - Redmond/Bend (RDM) 15:52\n"
            "Thu 2 Jul 2026  UA 5481  RDM 06:00 - SFO 07:45;  UA 33  SFO 11:25 - KIX 15:05 (+1)\n"
            f"Fare total: USD {r.randint(1380, 1720)}.40  Baggage: 2 checked bags included\n")


def t_speech(r, dt, v):
    return (f"Maid of honor speech - draft {v}\n\nHi everyone, I'm Emily, Hannah's big sister. I flew in from Osaka, "
            "which is about 5,000 miles, and honestly it's the shortest trip I'd make for her.\n"
            "When we were kids Hannah used to make me officiate her Barbie weddings...\n"
            "Marcus, thank you for making my sister laugh the way she did when she was six.\n"
            "So please raise your glasses - to Hannah and Marcus! (kanpai - I'll teach you later)\n")


def t_wedding_schedule(r, dt):
    return ("Hannah & Marcus - wedding weekend, Tumalo Ridge Ranch, Bend OR\nThu 25 June: bridal party nails + dinner at Mom and Dad's rental\n"
            "Fri 26 June: rehearsal 4pm, rehearsal dinner 6:30pm (Emily: short toast OK)\n"
            "Sat 27 June: hair & makeup 10am, photos 2pm, ceremony 4:30pm, reception 6pm\nSun 28 June: farewell brunch 10am\n"
            "Bridesmaid dress: sage green, any style, knee to floor length\n")


def t_wedding_mail(r, dt):
    return _eml("Keiko Tanaka-Hart <keiko.th@comcast.net>", ME_MAIL, "Fwd: (no subject)", dt,
                "Emi - Hannah asked me to forward this. The hotel block at the Riverhouse in Bend ends June 1, so book your "
                "room for the 24th to the 1st now! Dad will pick you up at Redmond airport on the 22nd. Love, Mom\n\n"
                "---------- Forwarded message ----------\nRiverhouse on the Deschutes - Reyes/Tanaka-Hart wedding block, rate $189/night.")


def t_wedding_budget(r, dt):
    return ("Item;Cost;Paid\nFlights KIX-RDM (United);USD 1540;yes\nRiverhouse 8 nights;USD 1512;deposit\n"
            "Bridesmaid dress (sage);JPY 24800;yes\nGift - registry (Le Creuset dutch oven);USD 360;\n"
            "Bachelorette contribution;USD 150;yes\nKIX Haruka + rail;JPY 3600;\nOmiyage for the family;JPY 12000;\n")


def t_packing(r, dt):
    return ("item,packed\nbridesmaid dress (carry-on!),no\nspeech printout,no\npassport + residence card + re-entry,no\n"
            "gift envelope,no\nomiyage: matcha Kit Kats + tenugui,no\nN2 grammar book for the plane,no\nadapter - not needed,yes\n")


# ---- Nagoya (Archive Teaching / Home), college, Korea --------------------------------------------------------
def t_sunrise(r, dt, kind):
    if kind == "contract":
        return ("Sunrise Eikaiwa Co., Ltd. - Instructor contract\nInstructor: Emily Tanaka-Hart\nBranch: Nagoya Sakae / Fushimi\n"
                f"Contract period: April {dt.year} - March {dt.year + 1}\nMonthly salary JPY 250,000, 29.5 teaching hours/week\n")
    if kind == "payslip":
        return (f"Sunrise Eikaiwa - Kyuyo meisai {dt:%Y-%m}\nInstructor: {ME}\nBase JPY 250,000  Tax withheld JPY {r.randint(5000, 7000):,}\n"
                f"Net paid: JPY {r.randint(236000, 244000):,}\n")
    if kind == "resign":
        return ("Dear Ms. Hattori,\nI am writing to let you know that I will not renew my Sunrise Eikaiwa contract, which ends on "
                "31 March 2024. I have accepted a position in Osaka. Thank you for my five years at the Sakae branch.\n"
                "Best regards,\nEmily Tanaka-Hart\n")
    if kind == "lesson":
        return ("Sunrise Eikaiwa Kids - lesson card, Level 3 'Animals'\nFlashcards: elephant, giraffe, penguin, rabbit\n"
                "Song: Walking in the jungle\nGame: What's missing? Sticker time. Parent feedback sheet.\n")
    return ("Sunrise Eikaiwa Nagoya - final salary and leaving certificate\nEmployee: Emily Tanaka-Hart\n"
            "Employment period: 1 September 2019 - 31 March 2024\nReason for leaving: end of contract (own choice)\n"
            "Final pay including unused paid leave transferred on 25 April 2024.\n")


def t_nagoya_home(r, dt, kind):
    if kind == "settle":
        return ("Meito Housing - Move-out settlement statement (Taikyo seisan-sho)\nTenant: Emily Tanaka-Hart\n"
                "Property: Chikusa Heights 203, Chikusa-ku, Nagoya\nMove-out inspection: 2024-02-28\n"
                "Deposit JPY 50,000; cleaning fee JPY 33,000; wallpaper repair JPY 0 (normal wear)\n"
                "Refund to tenant: JPY 17,000, transferred 2024-04-10. The tenancy is closed.\n")
    return ("Chikusa Heights 203 - lease (English summary)\nTenant: Emily Tanaka-Hart\nFrom 1 Sep 2019, rent JPY 47,000\n"
            "Management: Meito Housing, Nagoya\n")


def t_korea(r, dt, kind):
    if kind == "hostel":
        return ("Booking confirmation - Hongdae Guesthouse Seoul\nGuest: Emily Tanaka-Hart\nCheck-in 12 Aug 2024, check-out 15 Aug 2024\n"
                "Private single room, KRW 186,000 paid. Address: Wausan-ro 21-gil, Mapo-gu, Seoul\n")
    if kind == "itinerary":
        return ("Korea trip Obon 2024\n12 Aug Peach Aviation KIX-ICN 09:10, AREX to Hongdae\n13 Aug Gyeongbokgung, Bukchon, Gwangjang market\n"
                "14 Aug DMZ tour\n15 Aug KTX to Busan, Gamcheon village\n16-17 Aug Haeundae, Jagalchi fish market\n18 Aug Busan-KIX flight home\n")
    return ("Peach Aviation e-ticket\nPassenger: TANAKA-HART EMILY\nMM 001 KIX-ICN 12 Aug 2024 09:10\nMM 010 PUS-KIX 18 Aug 2024 20:30\n"
            "Total JPY 38,460\n")


def t_timetable(r, dt, term):
    rows = ["曜日;時間;クラス;教室;担当"]
    for day in ["月", "火", "水", "木", "金", "土"]:
        for slot in r.sample(["10:00-11:20", "13:00-14:20", "17:30-18:50", "19:00-20:20", "20:30-21:50"], 2):
            rows.append(f"{day};{slot};{r.choice(['E-B1', 'BE-2', 'JHS-3', 'Kids-2', 'TOEIC 600', 'Conversation A2'])};"
                        f"{r.choice(['3A', '3B', '4A'])};{r.choice(['Emily', 'Emily', 'David', 'Sarah', 'Tom'])}")
    return f"KLA {term} 時間割 (timetable);;;;\n" + "\n".join(rows)


def build(root: Path, seed: int = 14) -> list[Item]:
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
        dt = _ago(age).replace(hour=r.randint(8, 21), minute=r.randint(0, 59), second=r.randint(0, 59))
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

    def photo(rel: str, bucket: str, topic: str, age: float, exif: bool = True) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if (exif and ext in ("jpg", "jpeg")) else "")

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    T, F = "Teaching", "Finance"
    dot(".DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 300), 2)
    dot("Documents/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 300), 5)
    dot("Documents/.localized", b"", 900)

    # ------------------------------------------------------------ Documents/Work - KLA (Areas Teaching)
    w = "Documents/Work - KLA"
    dot(f"{w}/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 200), 9)
    add(f"{w}/Contracts/KLA contract 2024-2025.pdf", A, T, 795, t_kla_contract)
    add(f"{w}/Contracts/KLA contract 2025-2026 signed.pdf", A, T, 430, t_kla_contract)
    for m in range(1, 13):  # June 2025 .. May 2026, March 2026 went to Downloads
        y, mo = (2025, m + 5) if m <= 7 else (2026, m - 7)
        if (y, mo) == (2026, 3):
            continue
        age = (NOW.replace(tzinfo=None) - datetime(y, mo, 25)).days
        add(f"{w}/Payslips/給与明細_{y}-{mo:02d}.pdf", A, T, max(age, 1), t_payslip)
    add(f"{w}/時間割/2025年度 後期 時間割.xlsx", A, T, 245, lambda r, dt: t_timetable(r, dt, "2025年度 後期"))
    add(f"{w}/時間割/2026年度 前期 時間割.xlsx", A, T, 62, lambda r, dt: t_timetable(r, dt, "2026年度 前期"))
    add(f"{w}/時間割/夏期講習 2026 時間割 (draft).xlsx", A, T, 6, lambda r, dt: t_timetable(r, dt, "夏期講習 2026"))
    terms = [("2025 Spring Term", 400, 4), ("2025 Fall Term", 230, 6), ("2026 Spring Term", 62, 7)]
    lp_names = ["Week {n} - B1 past experiences.docx", "Week {n} - Business phone calls.docx", "Week {n} - JHS Eiken reading.docx",
                "Week {n} - A2 comparatives.docx", "Week {n} - giving advice.docx", "Week {n} - small talk at work.docx",
                "Week {n} - present perfect.docx"]
    for term, base_age, k in terms:
        for i in range(k):
            add(f"{w}/Lesson Plans/{term}/" + lp_names[i].format(n=i * 2 + 1), A, T, base_age - i * 9, t_lesson_plan)
    add(f"{w}/Lesson Plans/2026 Spring Term/observation lesson - Mr Ueda.docx", A, T, 33,
        lambda r, dt: t_lesson_plan(r, dt, "Business English B1+", "Negotiating a deadline (observed lesson)"))
    for i, nm in enumerate(["gap fill - business vocab.pdf", "gap fill - business vocab v2.pdf", "worksheet travel problems.pdf",
                            "JHS reading handout unit 5.pdf", "phrasal verbs worksheet.pdf"]):
        add(f"{w}/Materials/{nm}", A, T, 40 + i * 37, t_worksheet)
    add(f"{w}/Materials/role-play cards - restaurant.docx", A, T, 77, lambda r, dt: (
        "Role-play card A: You are a customer. Your soup is cold and you ordered it 30 minutes ago.\n"
        "Role-play card B: You are the waiter. The kitchen is very busy tonight. Apologise and offer something.\n"))
    add(f"{w}/Materials/Unit 7 slides.pptx", A, T, 21, lambda r, dt: _blob(r, b"PK\x03\x04\x14\x00\x06\x00", 1400))
    add(f"{w}/Materials/Eiken grade 3 interview practice.pptx", A, T, 140, lambda r, dt: _blob(r, b"PK\x03\x04\x14\x00\x06\x00", 1400))
    add(f"{w}/Student Reports/Term reports 2025 fall.docx", A, T, 150, t_student_report)
    add(f"{w}/Student Reports/Term reports 2026 spring (in progress).docx", A, T, 3, t_student_report)
    add(f"{w}/Student Reports/BE-2 progress notes.txt", A, T, 19, t_student_report)
    add(f"{w}/staff notice - summer intensive.txt", A, T, 12, t_kla_notice)
    add(f"{w}/staff notice - observation week.pdf", A, T, 41, t_kla_notice)
    u = "Documents/Work - KLA/KLA USB (copy)"
    add(f"{u}/Thumbs.db", L, "System", 60, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    add(f"{u}/desktop.ini", L, "System", 60, "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\imageres.dll,-3\r\n")
    add(f"{u}/shared handout - conditionals.docx", A, T, 61, t_worksheet)
    add(f"{u}/shared handout - TOEIC part 2.docx", A, T, 61, t_worksheet)
    add(f"{u}/New Text Document.txt", A, T, 61, lambda r, dt: (
        f"Staff meeting {_iso(dt)}\n- Mr. Ueda: enrolment for the summer intensive is up 15%, two extra evening classes\n"
        "- New rule: lesson plans for trial lessons go in the shared folder the day before\n"
        "- Emily + Tom to write the placement test speaking rubric by the end of the month\n"
        "- Reminder: student attendance must be entered before you leave the building\n"), hard=True)

    # ------------------------------------------------------------ teaching reference (Resources Teaching)
    tr = "Documents/Teaching Resources"
    add(f"{tr}/ESL warmers and fillers.md", R, T, 510, (
        "# Warmers and fillers\n- Two truths and a lie\n- Back to the board (vocab review)\n- Just a minute: talk 60 s without 'um'\n"
        "- Odd one out\n- Would you rather... (B1+)\n"))
    add(f"{tr}/Phonemic chart (British Council).pdf", R, T, 700,
        "Phonemic chart\nMonophthongs: i: I U u: e @ 3: O: ae V A: Q\nDiphthongs: I@ eI U@ OI @U e@ aI aU\n"
        "Consonants: p b t d tS dZ k g f v T D s z S Z m n N h l r w j\nTip for Japanese learners: l/r minimal pairs, final consonants.\n")
    add(f"{tr}/Cambridge B1 Preliminary - handbook for teachers.pdf", R, T, 380,
        "B1 Preliminary handbook for teachers\nPaper 1 Reading (45 min), Paper 2 Writing (45 min), Listening (30 min), Speaking (12-17 min)\n"
        "Assessment scales for speaking: grammar and vocabulary, discourse management, pronunciation, interactive communication.\n")
    add(f"{tr}/business idioms list.txt", R, T, 260, (
        "Business idioms for BE classes\nback to square one - start again\nball park figure - rough estimate\n"
        "touch base - make contact\non the same page - agree / understand\ncut corners - do something cheaply\n"))
    add(f"{tr}/Teaching Japanese learners - common errors.docx", R, T, 620, (
        "Common errors of Japanese learners of English\n- Articles: 'I went to library'\n- Plurals: 'many informations'\n"
        "- 'I'm boring' vs 'I'm bored'\n- Katakana English: 'mansion', 'consent' (outlet), 'claim' (complaint)\n"))
    add("Documents/misc/notes.txt", R, T, 330, (
        "l / r minimal pairs for the pronunciation unit\nlight - right, long - wrong, lead - read, glass - grass, fly - fry,\n"
        "collect - correct, lock - rock, play - pray, cloud - crowd\nAlso b / v: berry - very, boat - vote, ban - van\n"
        "Mouth position: tongue tip touches the ridge for l; for r the tongue doesn't touch anything.\n"), hard=True)

    # ------------------------------------------------------------ Documents/Money (Areas Finance)
    mo = "Documents/Money"
    for i, m in enumerate([1, 2, 3, 5]):
        add(f"{mo}/US/Chase/Chase statement 2026-{m:02d}.pdf", A, F, (NOW.replace(tzinfo=None) - datetime(2026, m, 28)).days + 3, t_chase)
    add(f"{mo}/US/Chase/Chase statement 2025-12.pdf", A, F, 150, t_chase)
    add(f"{mo}/US/Nelnet/nelnet statement March 2026.pdf", A, F, 70, t_nelnet)
    add(f"{mo}/US/Nelnet/nelnet statement May 2026.pdf", A, F, 9, t_nelnet)
    add(f"{mo}/US/Vanguard/Roth IRA Q4 2025.pdf", A, F, 145, t_roth)
    add(f"{mo}/US/Vanguard/Roth IRA Q1 2026.pdf", A, F, 55, t_roth)
    add(f"{mo}/US/Taxes/2022/Form 1040 2022 (filed).pdf", A, F, 1130, lambda r, dt: t_us_return(r, dt, 2022))
    add(f"{mo}/US/Taxes/2022/FBAR 2022 confirmation.pdf", A, F, 1180, lambda r, dt: t_fbar(r, dt, 2022))
    add(f"{mo}/US/Taxes/2023/Form 1040 2023 (filed).pdf", A, F, 765, lambda r, dt: t_us_return(r, dt, 2023))
    add(f"{mo}/US/Taxes/2023/FBAR 2023 confirmation.pdf", A, F, 790, lambda r, dt: t_fbar(r, dt, 2023))
    add(f"{mo}/US/Taxes/2023/Harbor Expat Tax invoice 2023.pdf", A, F, 770, lambda r, dt: t_preparer(r, dt, 2023))
    add(f"{mo}/US/Taxes/2024/Form 1040 2024 (filed).pdf", A, F, 400, lambda r, dt: t_us_return(r, dt, 2024))
    add(f"{mo}/US/Taxes/2024/FBAR 2024 confirmation.pdf", A, F, 420, lambda r, dt: t_fbar(r, dt, 2024))
    add(f"{mo}/US/Taxes/2024/Harbor invoice 2024.pdf", A, F, 402, lambda r, dt: t_preparer(r, dt, 2024))
    add(f"{mo}/US/Taxes/2025/Harbor client questionnaire 2025.docx", A, F, 24, (
        "Harbor Expat Tax - 2025 client questionnaire\nName: Emily Tanaka-Hart   Country of residence: Japan (since 2019)\n"
        "Days in the US in 2025: 16 (Christmas in Eugene)\nEmployer: Kansai Lingua Academy - wages JPY 3,260,000 (gensen choshu attached)\n"
        "Foreign accounts: Sony Bank, Japan Post Bank - max balances attached\nRoth IRA contribution 2025: $1,000\nStudent loan interest paid: $418\n"))
    add(f"{mo}/US/Taxes/2025/2025 tax organizer.xlsx", A, F, 20, lambda r, dt: (
        "Item;JPY;USD (IRS avg 151.5)\nWages KLA;3260000;21518\nNHI premiums;118000;779\nNational pension;210120;1387\n"
        "Juminzei paid;188000;1241\nMax balance Sony Bank;1420000;9373\nMax balance Japan Post;310000;2046\n"))
    for m in (1, 2, 3, 4):
        add(f"{mo}/Japan/Sony Bank/sonybank_{2026}{m:02d}.csv", A, F, (NOW.replace(tzinfo=None) - datetime(2026, m, 28)).days + 2,
            lambda r, dt: t_sony_csv(r, dt))
    add(f"{mo}/Japan/住民税/住民税 決定通知書 2025.pdf", A, F, 360, t_juminzei)
    add(f"{mo}/Japan/年金/国民年金 納付書 2025年度.pdf", A, F, 420, t_pension)
    add(f"{mo}/Japan/源泉徴収票_2024.pdf", A, F, 510, lambda r, dt: t_gensen(r, dt))
    for age in (16, 88, 190):
        add(f"{mo}/Wise/Wise transfer receipt {_iso(_ago(age))}.pdf", A, F, age, t_wise)
    add(f"{mo}/budget 2026.xlsx", A, F, 4, t_budget)
    add(f"{mo}/budget 2025.xlsx", A, F, 160, t_budget)

    # ------------------------------------------------------------ insurance, health
    add("Documents/Insurance/国民健康保険 保険料決定通知 2025.pdf", A, "Insurance", 355, t_nhi)
    add("Documents/Insurance/火災保険 証券 2024-2026.pdf", A, "Insurance", 815, t_fire_ins)
    add("Documents/Insurance/World Nomads annual policy 2025-26.pdf", A, "Insurance", 230, t_travel_ins)
    photo("Documents/Insurance/保険証 photo.jpg", A, "Insurance", 700)
    add("Documents/Health/健康診断結果_2025.pdf", A, "Health", 300, t_health_check)
    add("Documents/Health/Abeno Family Clinic receipt 2026-02.pdf", A, "Health", 110, t_clinic)
    add("Documents/Health/Abeno Family Clinic receipt 2026-04.pdf", A, "Health", 48, t_clinic)
    add("Documents/Health/dentist treatment plan.pdf", A, "Health", 95, t_dentist)
    add("Documents/Health/iron + blood test log.txt", A, "Health", 30, (
        "Hemoglobin log\n2025-08 (health check): 11.6 - told to re-test\n2026-02 Abeno clinic: 11.3, started iron\n"
        "2026-04: 12.5 - better! keep taking it till the June follow-up\n"))

    # ------------------------------------------------------------ the Tennoji apartment (Areas Home)
    ap = "Documents/Apartment 天王寺"
    add(f"{ap}/賃貸借契約書_天王寺 (English translation).pdf", A, "Home", 822, t_lease)
    for age in (10, 40, 131):
        add(f"{ap}/bills/Kanden {_ago(age):%Y-%m}.pdf", A, "Home", age, t_kanden)
    for age in (38, 160):
        add(f"{ap}/bills/Osaka Gas {_ago(age):%Y-%m}.pdf", A, "Home", age, t_gas)
    for age in (8, 99):
        add(f"{ap}/bills/SoftBank Hikari {_ago(age):%Y-%m}.pdf", A, "Home", age, t_internet)
    add(f"{ap}/bills/Rakuten Mobile {_ago(12):%Y-%m}.pdf", A, "Home", 12, t_mobile)
    add(f"{ap}/給湯器 repair request.docx", A, "Home", 205, t_repair_letter)
    add(f"{ap}/ゴミ分別 天王寺区.txt", A, "Home", 810, t_garbage)
    for i in range(3):
        photo(f"{ap}/入居時 写真/IMG_{2210 + i}.jpg", A, "Home", 819)
    add("Documents/Manuals/取扱説明書 炊飯器 Zojirushi NL-BE05.pdf", R, "Home", 800,
        "Zojirushi micom rice cooker NL-BE05 - operating instructions (English)\nWhite rice: rinse, fill to line 1-3, press Cooking.\n"
        "Keep warm up to 12 hours. Clean the inner lid after each use.\n")
    add("Documents/Manuals/Panasonic NA-F50 washing machine manual.pdf", R, "Home", 790,
        "Panasonic fully automatic washing machine NA-F50 - instructions\nCourses: standard, quick 15, delicate, tub clean.\nError U11: drain hose blocked.\n")
    add("Documents/Manuals/Daikin aircon remote (English).pdf", R, "Home", 640,
        "Daikin remote controller - English guide\n運転/停止 On/Off; 冷房 Cool; 暖房 Heat; 除湿 Dry; タイマー Timer.\n"
        "Filter cleaning: every two weeks in summer.\n")

    # ------------------------------------------------------------ residence status (Areas) + renewal (Projects)
    v = "Documents/Visa & Immigration"
    photo(f"{v}/在留カード_表.jpg", A, "Immigration", 700, exif=False)
    photo(f"{v}/在留カード_裏.jpg", A, "Immigration", 700, exif=False)
    add(f"{v}/passport scan 2023.pdf", A, "Immigration", 1000,
        "UNITED STATES OF AMERICA - PASSPORT\nSurname: TANAKA-HART  Given names: EMILY KEIKO\nDate of issue: 14 MAR 2023  Date of expiry: 13 MAR 2033\n")
    add(f"{v}/住民票 2025.pdf", A, "Immigration", 210, t_juminhyo)
    add(f"{v}/change of address notification 2024 (Tennoji).pdf", A, "Immigration", 818,
        f"Notification of moving in (Tennyu todoke) - Tennoji Ward Office\nName: {ME}\nPrevious address: Chikusa-ku, Nagoya\n"
        f"New address: {ADDR_JP}\nResidence card endorsed on the back on 4 March 2024.\n")
    vr = f"{v}/Visa Renewal 2026"
    add(f"{vr}/在留期間更新許可申請書 (filled).pdf", P, "Immigration", 16,
        f"Application for extension of period of stay\nName: TANAKA-HART EMILY KEIKO  Nationality: USA\nStatus: Engineer/Specialist in Humanities/International Services\n"
        "Period of stay: 3 years, expiring 10 August 2026. Desired period: 5 years.\nEmployer: Kansai Lingua Academy Co., Ltd.\n"
        "Submitted at Osaka Regional Immigration Services Bureau on 19 May 2026.\n")
    photo(f"{vr}/visa photo 4x3.jpg", P, "Immigration", 20, exif=False)
    add(f"{vr}/課税証明書 2025.pdf", P, "Immigration", 25,
        f"Certificate of taxation (Kazei shomeisho) FY2025 - Osaka City\nName: {ME}\nIncome (2024): JPY 3,180,000\n"
        "Municipal and prefectural tax: JPY 176,400\nIssued for: submission to the Immigration Services Bureau\n")
    add(f"{vr}/納税証明書 2025.pdf", P, "Immigration", 25,
        f"Certificate of tax payment (Nozei shomeisho) FY2025 - Osaka City\nName: {ME}\nAll instalments paid, no arrears.\n"
        "Purpose: application for extension of period of stay\n")
    add(f"{vr}/diploma copy (UO 2017).pdf", P, "Immigration", 26,
        "University of Oregon - The Trustees, on the recommendation of the faculty, have conferred upon Emily Keiko Tanaka-Hart "
        "the degree of Bachelor of Arts in English, June 2017. (Copy for the immigration application, 2026.)\n")
    add(f"{vr}/checklist.md", P, "Immigration", 13, t_visa_checklist)
    add("Desktop/Untitled 2.txt", P, "Immigration", 34, (
        "before Osaka immigration:\n- ward office: kazei + nozei shomeisho (bring My Number card)\n- ask Kawaguchi-san for zaishoku shomeisho\n"
        "- photo booth at Tennoji station, 4x3\n- print application form, KLA fills the employer part\n"
        "- go early, Nanko office queue is horrible after 10\n- 4,000 yen stamp for when the postcard comes\n"), hard=True)
    add("Scans/scan_0012.pdf", P, "Immigration", 12, (
        "Osaka Regional Immigration Services Bureau\nApplication receipt - extension of period of stay\n"
        f"Applicant: TANAKA-HART EMILY  Received: 19 May 2026  Receipt no. {r.randint(100000, 999999)}\n"
        "A notification postcard will be sent to the address you wrote. Bring this receipt, your passport, residence card and the fee stamp.\n"), hard=True)
    add("Scans/scan_0014.pdf", P, "Immigration", 27, (
        "Certificate of Employment (Zaishoku shomeisho)\nWe certify that Emily Tanaka-Hart, born 1995, has been employed by "
        "Kansai Lingua Academy Co., Ltd. as a full-time English instructor since 1 April 2024, at a monthly salary of JPY 265,000.\n"
        "Issued on request for her application for extension of period of stay.\nKansai Lingua Academy, Representative Director Sugimoto\n"), hard=True)
    old = f"{v}/2023 renewal (Nagoya)"
    add(f"{old}/application 2023 copy.pdf", X, "Immigration", 1150,
        "Application for extension of period of stay (copy)\nTANAKA-HART EMILY - Nagoya Regional Immigration Services Bureau\n"
        "Employer: Sunrise Eikaiwa Co., Ltd.  Filed 2 June 2023\n")
    photo(f"{old}/result postcard.jpg", X, "Immigration", 1120, exif=False)
    add(f"{old}/Sunrise employment certificate 2023.pdf", X, "Immigration", 1152,
        "Certificate of employment - Sunrise Eikaiwa Co., Ltd.\nEmily Tanaka-Hart has been employed as an English instructor since 1 September 2019.\n"
        "Issued for her visa renewal application (Nagoya, 2023).\n")

    # ------------------------------------------------------------ The Salt Orchard (Projects Writing)
    W = "Writing"
    so = "Documents/Writing/The Salt Orchard"
    for nm, age, ver in [("The Salt Orchard draft1.docx", 700, 1), ("The Salt Orchard draft2.docx", 520, 2),
                         ("The Salt Orchard draft3.docx", 380, 3), ("The Salt Orchard draft3 (1).docx", 379, 3),
                         ("The Salt Orchard draft4.docx", 212, 4), ("The Salt Orchard draft4 FINAL.docx", 150, 4),
                         ("The Salt Orchard draft5.docx", 9, 5), ("The Salt Orchard draft5 - for agents.pdf", 61, 5)]:
        add(f"{so}/Drafts/{nm}", P, W, age, lambda r, dt, v=ver: t_manuscript(r, dt, v))
    for n in (1, 2, 3, 7, 9, 11):
        add(f"{so}/Chapters/ch{n:02d}.docx", P, W, r.randint(8, 90), lambda r, dt, n=n: t_chapter(r, dt, n))
    add(f"{so}/outline draft5.md", P, W, 40, t_outline)
    add(f"{so}/synopsis - 1 page.docx", P, W, 88, t_synopsis)
    add(f"{so}/synopsis - 2 pages.docx", P, W, 95, t_synopsis)
    add(f"{so}/characters.md", P, W, 430, (
        "# Characters\n- Mariko Hayes, 30, translator in Tokyo, comes home to Coos Bay\n- Ben Hayes, her brother, wants to sell\n"
        "- Fumiko (grandmother), letters from Tule Lake 1943\n- Kenji, Mariko's ex, Osaka\n- Mr. Dell, the buyer from Portland\n"))
    add(f"{so}/research - Tule Lake + pears.md", P, W, 460, (
        "Research notes for the novel\n- Tule Lake Segregation Center 1942-46, 'loyalty questionnaire' q.27/28\n"
        "- Pear varieties on the coast: Bartlett, Comice, salt damage after dike breaches\n- Coos Bay 1960s cannery closings\n"))
    q = f"{so}/Querying"
    add(f"{q}/query letter v1.docx", P, W, 100, lambda r, dt: t_query(r, dt, "[Agent]", "[Agency]"))
    add(f"{q}/query letter v2.docx", P, W, 82, lambda r, dt: t_query(r, dt, *AGENTS[0]))
    add(f"{q}/query letter v2 - copy.docx", P, W, 82, lambda r, dt: t_query(r, dt, *AGENTS[2]))
    add(f"{q}/query tracker.xlsx", P, W, 5, t_tracker)
    add(f"{q}/Full request - Birchwood Literary.eml", P, W, 27, lambda r, dt: t_agent_reply(r, dt, *AGENTS[0], "full"))
    for i, (n, a) in enumerate(AGENTS[1:4]):
        add(f"{q}/Re_ QUERY_ THE SALT ORCHARD ({i + 1}).eml", P, W, 70 - i * 15, lambda r, dt, n=n, a=a: t_agent_reply(r, dt, n, a, "no"))
    add(f"{q}/How to write a query letter.pdf", R, W, 130, lambda r, dt: (
        "How to Write a Query Letter - a guide\n1. Personalize, but briefly.\n2. Hook: character, conflict, stakes in 250 words.\n"
        "3. Comps from the last 5 years.\n4. Short bio.\n5. Follow each agent's submission guidelines exactly.\n"))
    add(f"{q}/comp titles - what agents want.txt", R, W, 120, (
        "Notes from a webinar on comps (Writer's Digest)\n- Use 2 comps, published in the last 3-5 years\n- Avoid mega-bestsellers\n"
        "- A film or TV comp is fine for tone\n- 'X meets Y' is okay but overused\n"))
    fb = f"{so}/Feedback"
    add(f"{fb}/beta - Jess draft4.docx", P, W, 175, t_beta)
    add(f"{fb}/beta - Lauren draft4.docx", P, W, 168, t_beta)
    add(f"{fb}/Osaka Writers' Circle - ch 11-14 critique.docx", P, W, 120, t_beta)
    dot(f"{so}/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 200), 9)
    add(f"{so}/Drafts/~$e Salt Orchard draft5.docx", L, "System", 0.2, lambda r, dt: _blob(r, b"\x0bEmily T-H  ", 150))

    # ------------------------------------------------------------ writing practice, craft, Crossings
    wr = "Documents/Writing"
    for age in (3, 17, 45, 96):
        add(f"{wr}/Journal/{_iso(_ago(age))}.txt", A, W, age, t_journal)
    add(f"{wr}/Short Stories/Night Bus to Kanazawa.docx", A, W, 58, t_short_story)
    add(f"{wr}/Short Stories/Tsuyu draft 2.docx", A, W, 140, t_short_story)
    add(f"{wr}/Short Stories/What the River Keeps.docx", A, W, 260, t_short_story)
    add(f"{wr}/short fiction submissions.xlsx", A, W, 14, t_submissions)
    add(f"{wr}/writing log 2026.csv", A, W, 1, lambda r, dt: "date,project,words,minutes\n" + "\n".join(
        f"{_iso(_ago(d))},{r.choice(['Salt Orchard rev', 'journal', 'Night Bus', 'Salt Orchard rev'])},{r.randint(200, 1600)},{r.randint(20, 90)}"
        for d in range(40, 0, -3)) + "\n")
    add(f"{wr}/Osaka Writers' Circle 2026 schedule.txt", A, W, 150, (
        "Osaka Writers' Circle - 2026 meetings (2nd Sunday, 14:00, Cafe Reverie, Tenma)\nJan 11 / Feb 8 / Mar 8 / Apr 12 / May 10 / Jun 14 / Jul 12\n"
        "Submit up to 3,000 words a week before. Emily hosts in June.\n"))
    add(f"{wr}/Craft/Scene and summary - workshop notes.txt", R, W, 300, lambda r, dt: (
        "Workshop notes - 'Scene and Summary' (online class)\n- Summary compresses time; scene expands it.\n"
        "- Every scene should turn: a value changes.\n- Read: Alice Munro, 'Runaway'.\n"))
    add(f"{wr}/Craft/revision checklist.md", R, W, 240, (
        "# Revision checklist (from a craft newsletter)\n- Cut the first paragraph of each chapter and see if you miss it.\n"
        "- Search for 'just', 'really', 'suddenly'.\n- Does the protagonist want something on every page?\n"))
    add(f"{wr}/Craft/Save the Cat beat sheet.pdf", R, W, 560, (
        "Save the Cat! beat sheet for novels\nOpening image, theme stated, set-up, catalyst, debate, break into two, B story, "
        "fun and games, midpoint, bad guys close in, all is lost, dark night of the soul, break into three, finale, final image.\n"))
    cr = f"{wr}/Crossings anthology 2025"
    add(f"{cr}/The Weight of Persimmons - final.docx", X, W, 330, lambda r, dt: t_crossings(r, dt, "story"))
    add(f"{cr}/The Weight of Persimmons - submitted Feb.docx", X, W, 480, lambda r, dt: t_crossings(r, dt, "story"))
    add(f"{cr}/cover letter Tideline.docx", X, W, 482, lambda r, dt: t_crossings(r, dt, "cover"))
    add(f"{cr}/Tideline contract signed.pdf", X, W, 345, lambda r, dt: t_crossings(r, dt, "contract"))
    add(f"{cr}/proof corrections.txt", X, W, 250, lambda r, dt: t_crossings(r, dt, "proof"))
    photo(f"{cr}/contributor copies arrived.jpg", X, W, 182)

    # ------------------------------------------------------------ Japanese: N2 (Projects), reference, N3 (Archive)
    J = "Japanese"
    jl = "Documents/Japanese/JLPT N2 2026"
    add(f"{jl}/JLPT N2 application confirmation.pdf", P, J, 82, t_jlpt_reg)
    add(f"{jl}/study plan - 10 weeks.md", P, J, 68, t_study_plan)
    for i, age in enumerate((60, 32, 11)):
        add(f"{jl}/mock tests/mock test {i + 1}.txt", P, J, age, t_mock)
    add(f"{jl}/N2 vocab deck (Anki export).csv", P, J, 6, t_anki)
    for age in (49, 28, 7):
        add(f"{jl}/italki notes/lesson {_iso(_ago(age))}.md", P, J, age, t_tutor)
    add(f"{jl}/N2 grammar list (JLPT Sensei).pdf", R, J, 150,
        "JLPT N2 grammar list\n~ni kakawarazu - regardless of\n~wo moto ni - based on\n~zaru wo enai - cannot help but\n"
        "~ni shite wa - for (unexpected)\n~wari ni - considering\n~ni kagitte - only in the case of\n")
    add(f"{jl}/Shin Kanzen Master N2 bunpou - answer key.pdf", R, J, 140,
        "Shin Kanzen Master N2 Grammar - answer key\nUnit 1: 1-b 2-c 3-a 4-d 5-b\nUnit 2: 1-a 2-a 3-c 4-b 5-d\nUnit 3: 1-d 2-b 3-b 4-a 5-c\n")
    add("Documents/Japanese/Grammar/conditionals + keigo.md", R, J, 420, t_grammar_ref)
    add("Documents/Japanese/Grammar/Tae Kim - Guide to Japanese Grammar.pdf", R, J, 1100,
        "A Guide to Japanese Grammar - Tae Kim\nBasic grammar: expressing state-of-being, particles wa, ga, mo; adjectives; verb basics.\n"
        "Essential grammar: polite form, te-form, potential form, conditionals.\n")
    add("Documents/Japanese/Grammar/kanji N2 list.txt", R, J, 200, (
        "N2 kanji (part)\n把 握 傾 維 妥 徹 頻 拒 範 況 需 貿 郊 債 衛 紛\n"
        "読み: 把握 はあく / 傾向 けいこう / 維持 いじ / 範囲 はんい\n"))
    add("Documents/Japanese/Japanese podcasts + YouTube.txt", R, J, 510, (
        "Listening resources\n- Nihongo con Teppei (podcast)\n- YUYU no Nihongo Podcast\n- Japanese with Shun\n- NHK News Web Easy\n"))
    n3 = "Documents/Japanese/JLPT N3 2024"
    add(f"{n3}/JLPT N3 application Dec 2024.pdf", X, J, 620,
        f"JLPT - online application completed\nApplicant: {ME}\nTest: December 2024 (Sunday 1 December 2024)  Level: N3  Area: Osaka\n")
    add(f"{n3}/N3 result.pdf", X, J, 490, t_n3_result)
    photo(f"{n3}/N3 certificate.jpg", X, J, 470)

    # ------------------------------------------------------------ Career: CV (Areas), Aozora (Projects)
    C = "Career"
    add("Documents/Career/CV_Emily_Tanaka-Hart_2026.docx", A, C, 50, t_cv)
    add("Documents/Career/CV 2024 (for KLA).docx", A, C, 830, t_cv)
    add("Documents/Career/TEFL certificate 120h.pdf", A, C, 1500,
        "Certificate of Completion\nThis is to certify that Emily Tanaka-Hart has completed the 120-hour TEFL course "
        "(Teaching English as a Foreign Language), including 20 hours of observed teaching practice. Awarded June 2019.\n")
    add("Documents/Career/reference - Ms Hattori (Sunrise).pdf", A, C, 800,
        "To whom it may concern,\nEmily Tanaka-Hart taught at our Sakae branch from 2019 to 2024. She was reliable, creative and "
        "much loved by students of all ages. I recommend her without reservation.\nYumiko Hattori, Branch Manager\n")
    ao = "Documents/Career/Aozora Learning 2026"
    add(f"{ao}/cover letter - Aozora ELT editor.docx", P, C, 75, (
        "Dear Hiring Team,\nI am applying for the ELT Materials Editor position at Aozora Learning. Over seven years in Japanese "
        "classrooms I have written hundreds of worksheets and rewritten textbook units for real learners...\nEmily Tanaka-Hart\n"))
    add(f"{ao}/履歴書_Aozora.docx", P, C, 74, (
        "履歴書\n氏名: タナカ＝ハート エミリー\n住所: 大阪府大阪市天王寺区茶臼山町2-14-8\n"
        "学歴: 2017年6月 オレゴン大学 英文学部 卒業\n職歴: 2019年9月 サンライズ英会話 入社 / 2024年4月 関西リンガアカデミー 入社\n"
        "資格: TEFL (120時間), 日本語能力試験 N3\n志望動機: 教材作りの経験を活かしたい\n"))
    add(f"{ao}/interview prep.md", P, C, 55, t_interview)
    add(f"{ao}/sample task - B1 to A2 rewrite.docx", P, C, 52, (
        "Sample editing task for Aozora Learning\nOriginal (B1): Although the festival attracts thousands of visitors, "
        "local residents have mixed feelings about it.\nRewritten (A2): Many people visit the festival. Some people who live there do not like it.\n"))
    add(f"{ao}/employment contract Aozora (draft).pdf", P, C, 20,
        "Aozora Learning K.K. - Employment Contract (draft)\nEmployee: Emily Tanaka-Hart  Position: ELT Materials Editor\n"
        "Start date: 1 September 2026, indefinite term, 3-month probation\nAnnual salary JPY 4,800,000, shakai hoken, commuting allowance\n")
    add(f"{ao}/~$歴書_Aozora.docx", L, "System", 1, lambda r, dt: _blob(r, b"\x0bEmily T-H  ", 150))

    # ------------------------------------------------------------ the move to Tokyo (Projects Home)
    H = "Home"
    mv = "Documents/Moving to Tokyo"
    for nm, age in [("listing Sangenjaya 1K.pdf", 21), ("listing Nakano 1K.pdf", 19), ("listing Gakugei-daigaku 1DK.pdf", 16)]:
        add(f"{mv}/listings/{nm}", P, H, age, t_listing)
    add(f"{mv}/引越し見積もり_サカイ.pdf", P, H, 10, t_move_quote)
    add(f"{mv}/解約通知書_メゾン天王寺公園.docx", P, H, 4, t_cancel_notice)
    add(f"{mv}/moving checklist.md", P, H, 2, t_move_checklist)
    add(f"{mv}/moving costs.xlsx", P, H, 7, (
        "Item;JPY\nMovers (Sakai estimate);86000\nTokyo deposit + key money;196000\nAgent fee;98000\nGuarantor company;49000\n"
        "First month rent;98000\nShinkansen;14720\nTennoji cleaning fee (from deposit);-\n"))
    pv = "Pictures/Tokyo apartment viewings May 2026"
    for i in range(3):
        photo(f"{pv}/IMG_{6120 + i * 3}.HEIC", P, H, 16)
    photo(f"{pv}/Gakugei-daigaku kitchen.jpg", P, H, 16)
    photo(f"{pv}/Nakano view from balcony.jpg", P, H, 19)

    # ------------------------------------------------------------ Hannah's wedding (Projects Family)
    FA = "Family"
    hw = "Documents/Hannah's wedding"
    add(f"{hw}/Riverhouse reservation.pdf", P, FA, 30,
        f"Riverhouse on the Deschutes - reservation confirmation\nGuest: {ME}\nArrival Wed 24 June 2026, departure Wed 1 July 2026 (7 nights)\n"
        "Group: Reyes / Tanaka-Hart Wedding, rate USD 189 + tax per night\nConfirmation 88412730\n")
    add(f"{hw}/MOH speech v2.docx", P, FA, 20, lambda r, dt: t_speech(r, dt, 2))
    add(f"{hw}/MOH speech v3.docx", P, FA, 2, lambda r, dt: t_speech(r, dt, 3))
    add(f"{hw}/wedding weekend schedule.pdf", P, FA, 45, t_wedding_schedule)
    add(f"{hw}/registry gift.txt", P, FA, 35, (
        "Hannah + Marcus registry (Zola)\n- bought: Le Creuset 5.5 qt dutch oven, sage, USD 360 (shipping to Bend)\n"
        "- also bring: hand-made tenugui set from Kyoto + card\n"))
    add(f"{hw}/Enterprise rental RDM.pdf", P, FA, 25,
        "Enterprise Rent-A-Car - reservation\nRenter: Emily Tanaka-Hart\nPick-up: Redmond Municipal Airport (RDM) 28 June 2026 11:00\n"
        "Return: RDM 2 July 2026 05:00  Compact SUV, est. total USD 312.45\n")
    photo("Pictures/bridesmaid dress/IMG_6088.jpg", P, FA, 26)
    photo("Pictures/bridesmaid dress/IMG_6089.jpg", P, FA, 26)

    # ------------------------------------------------------------ Pictures (Resources Photos)
    PH = "Photos"
    for i, age in enumerate((790, 789, 788, 786)):
        photo(f"Pictures/2024-04 Osaka sakura/IMG_{1402 + i * 7}.jpg", R, PH, age)
    for i, age in enumerate((657, 656, 655, 653, 652)):
        photo(f"Pictures/Korea Aug 2024/IMG_{3010 + i * 11}.jpg", R, PH, age)
    for i, age in enumerate((200, 200, 199)):
        photo(f"Pictures/Kyoto weekend Nov 2025/IMG_{5230 + i * 4}.jpg", R, PH, age)
    for i, age in enumerate((160, 158, 157)):
        photo(f"Pictures/Christmas in Eugene 2025/IMG_{5402 + i * 9}.jpg", R, PH, age)
    for i, age in enumerate((300, 140, 66)):
        photo(f"Pictures/天王寺/IMG_{4300 + i * 377}.jpg", R, PH, age)
    for i, age in enumerate((27, 24, 13, 8)):
        photo(f"Pictures/iPhone import 2026-05/IMG_{6050 + i * 23}.HEIC", R, PH, age)
    for age, hm in [(3, "14.03.11"), (11, "21.47.02"), (22, "08.15.40")]:
        photo(f"Desktop/Screenshot {_iso(_ago(age))} at {hm}.png", R, PH, age)
    photo("Pictures/Screenshots/Screenshot 2025-12-30 at 10.12.55.png", R, PH, 153)
    dot("Pictures/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 200), 13)

    # ------------------------------------------------------------ Music, Books, Software, Cooking, Travel
    for nm, t, a, al in [("01 Plastic Love.mp3", "Plastic Love", "Mariya Takeuchi", "Variety"),
                         ("02 Stay With Me.mp3", "Mayonaka no Door", "Miki Matsubara", "Pocket Park"),
                         ("03 Ride on Time.mp3", "Ride on Time", "Tatsuro Yamashita", "Ride on Time"),
                         ("04 4-2-3.mp3", "4:00 A.M.", "Taeko Onuki", "Sunshower")]:
        add(f"Music/City Pop/{nm}", R, "Music", 600, lambda r, dt, t=t, a=a, al=al: _id3(r, t, a, al))
    add("Music/Hikaru Utada - First Love/01 Automatic.mp3", R, "Music", 900, lambda r, dt: _id3(r, "Automatic", "Hikaru Utada", "First Love"))
    add("Music/Phoebe Bridgers - Punisher/02 Kyoto.mp3", R, "Music", 1000, lambda r, dt: _id3(r, "Kyoto", "Phoebe Bridgers", "Punisher"))
    for nm, title, au, lang, age in [("Pachinko - Min Jin Lee.epub", "Pachinko", "Min Jin Lee", "en", 700),
                                     ("Convenience Store Woman.epub", "Convenience Store Woman", "Sayaka Murata", "en", 640),
                                     ("Klara and the Sun.epub", "Klara and the Sun", "Kazuo Ishiguro", "en", 520),
                                     ("Kitchen - Banana Yoshimoto.epub", "Kitchen", "Banana Yoshimoto", "en", 450),
                                     ("The Buddha in the Attic.epub", "The Buddha in the Attic", "Julie Otsuka", "en", 210)]:
        add(f"Books/{nm}", R, "Books", age, lambda r, dt, t=title, a=au, l=lang: _epub(t, a, l, "Chapter one."))
    add("Downloads/Tomorrow, and Tomorrow, and Tomorrow.epub", R, "Books", 90,
        lambda r, dt: _epub("Tomorrow, and Tomorrow, and Tomorrow", "Gabrielle Zevin", "en", "Chapter one."))
    add("Downloads/コンビニ人間.epub", R, "Books", 130, lambda r, dt: _epub("コンビニ人間", "村田沙耶香", "ja", "いらっしゃいませ。"))
    dmg = lambda r, dt: _blob(r, b"x\xda\x63\x60", 1600) + b"koly"
    add("Downloads/Scrivener.dmg", R, "Software", 470, dmg)
    add("Downloads/anki-25.02-mac-apple.dmg", R, "Software", 150, dmg)
    add("Downloads/Zoom.pkg", R, "Software", 300, lambda r, dt: _blob(r, b"xar!\x00\x1c\x00\x01", 1500))
    add("Downloads/KindleForMac.dmg", R, "Software", 620, dmg)
    add("Downloads/LINE_mac.dmg", R, "Software", 35, dmg)
    add("Documents/Recipes/okonomiyaki (Yamamoto-san).txt", R, "Cooking", 560, lambda r, dt: (
        "Okonomiyaki (Osaka style) - from Yamamoto-san at school\n200 g flour, 240 ml dashi, 2 eggs, 1/4 cabbage finely chopped,\n"
        "tenkasu, pork belly slices. Cook 5 min each side on medium, flip once! Sauce, mayo, aonori, katsuobushi.\n"))
    add("Documents/Recipes/oyakodon for one.md", R, "Cooking", 300, lambda r, dt: (
        "# Oyakodon for one\n1 chicken thigh, 1/2 onion, 2 eggs, 80 ml dashi, 1 tbsp soy sauce, 1 tbsp mirin, 1 tsp sugar.\n"
        "Simmer onion and chicken, pour beaten eggs in two goes, lid on 30 seconds, slide onto rice.\n"))
    add("Documents/Recipes/Mom's miso salmon.txt", R, "Cooking", 150, lambda r, dt: (
        "Mom's miso-glazed salmon\n2 tbsp white miso, 1 tbsp mirin, 1 tbsp sake, 1 tsp sugar. Marinate overnight, broil 8 minutes.\n"))
    add("Documents/Travel/Kansai day trips.md", R, "Travel", 700, (
        "# Kansai day trips\n- Nara: deer park, Todaiji, Naramachi (Kintetsu from Osaka-Namba)\n- Himeji castle + Kokoen garden\n"
        "- Kobe: Kitano, Nunobiki falls\n- Koyasan overnight (temple stay)\n- Kinosaki onsen (needs 1 night)\n"))
    add("Documents/Travel/JR West Kansai Area Pass.pdf", R, "Travel", 480,
        "JR West Kansai Area Pass - for foreign visitors\n1-4 days; unlimited JR West local trains in Kansai, Haruka to KIX.\n"
        "Note: residents of Japan are not eligible for most passes.\n")
    add("Documents/Travel/Shikoku someday.txt", R, "Travel", 260, (
        "Shikoku ideas\n- Naoshima art island (ferry from Uno)\n- Iya valley vine bridges\n- Dogo onsen, Matsuyama\n- Shimanami kaido cycling 70 km\n"))
    k = "Documents/Travel/Korea 2024"
    add(f"{k}/Korea itinerary.docx", X, "Travel", 670, lambda r, dt: t_korea(r, dt, "itinerary"))
    add(f"{k}/Hongdae Guesthouse booking.pdf", X, "Travel", 690, lambda r, dt: t_korea(r, dt, "hostel"))
    add(f"{k}/Peach e-ticket.pdf", X, "Travel", 700, lambda r, dt: t_korea(r, dt, "ticket"))
    add(f"{k}/trip budget won.xlsx", X, "Travel", 650, (
        "Item;KRW;JPY\nGuesthouse Seoul;186000;20500\nKTX Seoul-Busan;59800;6600\nBusan hotel 3 nights;240000;26400\nDMZ tour;85000;9350\n"))

    # ------------------------------------------------------------ Documents/Old (Archive) -- Nagoya job, apartment, college
    sn = "Documents/Old/Sunrise Eikaiwa Nagoya"
    add(f"{sn}/Sunrise contract 2022-2023.pdf", X, T, 1520, lambda r, dt: t_sunrise(r, dt, "contract"))
    add(f"{sn}/Sunrise contract 2023-2024.pdf", X, T, 1160, lambda r, dt: t_sunrise(r, dt, "contract"))
    for age in (880, 850, 820):
        add(f"{sn}/給与明細/給与明細_{_ago(age):%Y-%m}.pdf", X, T, age, lambda r, dt: t_sunrise(r, dt, "payslip"))
    add(f"{sn}/kids lesson cards/Level 3 animals.docx", X, T, 1300, lambda r, dt: t_sunrise(r, dt, "lesson"))
    add(f"{sn}/kids lesson cards/Level 4 weather.docx", X, T, 1250, lambda r, dt: t_sunrise(r, dt, "lesson"))
    add(f"{sn}/leaving certificate + final pay.pdf", X, T, 780, lambda r, dt: t_sunrise(r, dt, "final"))
    add(f"{sn}/源泉徴収票_2023 Sunrise.pdf", A, F, 860, lambda r, dt: t_gensen(r, dt, "Sunrise Eikaiwa Co., Ltd."))
    add(f"{sn}/源泉徴収票_2022 Sunrise.pdf", A, F, 1220, lambda r, dt: t_gensen(r, dt, "Sunrise Eikaiwa Co., Ltd."))
    na = "Documents/Old/Nagoya apartment"
    add(f"{na}/Chikusa Heights lease summary.pdf", X, H, 2430, lambda r, dt: t_nagoya_home(r, dt, "lease"))
    for i in range(3):
        photo(f"{na}/move-out photos/IMG_{1180 + i}.jpg", X, H, 825)
    add(f"{na}/final utilities Chubu Electric.pdf", X, H, 815,
        "Chubu Electric Power - final bill (contract ended)\nCustomer: Emily Tanaka-Hart, Chikusa Heights 203\nFinal meter reading 2024-02-29, amount JPY 3,412\n")
    co = "Documents/Old/College"
    add(f"{co}/ENG 407 senior seminar paper.docx", X, "College", 3300, lambda r, dt: (
        "Emily Hart - ENG 407 Senior Seminar - Prof. Alvarez\nMemory and Landscape in Marilynne Robinson's Housekeeping\n"
        "Fingerbone's lake is less a setting than a second grandmother...\n"))
    add(f"{co}/UO transcript (unofficial).pdf", X, "College", 3250, lambda r, dt: (
        "University of Oregon - Unofficial transcript\nName: Emily K. Tanaka-Hart\nDegree: Bachelor of Arts, English, June 2017\n"
        "Minor: Creative Writing  Cumulative GPA 3.71\n"))
    add(f"{co}/CRWR 330 - The Ferry.docx", X, "College", 3500, lambda r, dt: (
        "CRWR 330 fiction workshop - story for week 6\n'The Ferry' by Emily Hart\nThe ferry to Orcas left at dawn...\n"))
    photo(f"{co}/graduation.jpg", R, PH, 3270)

    # ------------------------------------------------------------ the copy of the old MacBook (Archive Backup)
    B = "Old MacBook Air 2019"
    dot(f"{B}/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 200), 1400)
    for rel, content in [("Documents/Portland resume 2018.docx", "Emily Hart - Bookseller, Powell's Books, Portland OR 2017-2019\n"),
                         ("Documents/college/ENG 320 essay - Toni Morrison.docx", "ENG 320 - Beloved and the archive of memory\n"),
                         ("Documents/TEFL course/assignment 4 - lesson plan.docx", "TEFL assignment 4: a lesson plan for A2 adults - daily routines\n"),
                         ("Documents/TEFL course/grammar awareness test.pdf", "TEFL grammar awareness test - present perfect, conditionals, reported speech\n"),
                         ("Documents/Japan 2019/COE scan.pdf", "Certificate of Eligibility - issued 2019 - Emily Tanaka-Hart - Sunrise Eikaiwa Co., Ltd.\n"),
                         ("Documents/Japan 2019/Nagoya first month budget.xlsx", "Item;JPY\nRent;47000\nFuton;12000\nBike;15000\nPhone;3000\n"),
                         ("Desktop/Japan packing list.txt", "packing for Japan: adapter? (not needed), deodorant x3, shoes size 9 (can't buy in Japan), gifts\n")]:
        add(f"{B}/{rel}", X, "Backup", 1450, content)
    for i in range(3):
        photo(f"{B}/Pictures/Photos Library export/IMG_0{231 + i * 40}.JPG", X, "Backup", 2200 - i * 200)
    add(f"{B}/Music/iTunes/Media/Music/Bon Iver/Holocene.mp3", X, "Backup", 2600, lambda r, dt: _id3(r, "Holocene", "Bon Iver", "Bon Iver, Bon Iver"))

    # ------------------------------------------------------------ Downloads: the chaos (mostly hard)
    D = "Downloads"
    add(f"{D}/document.pdf", A, F, 30, t_chase, hard=True)
    add(f"{D}/document (1).pdf", A, T, 67, t_payslip, hard=True)
    add(f"{D}/document (2).pdf", P, FA, 58, t_eticket, hard=True)
    add(f"{D}/document (3).pdf", X, W, 187, lambda r, dt: t_crossings(r, dt, "payment"), hard=True)
    add(f"{D}/document (4).pdf", P, C, 33, t_offer, hard=True)
    add(f"{D}/document (5).pdf", A, H, 70, t_kanden, hard=True)
    add(f"{D}/document (6).pdf", A, F, 240, t_roth, hard=True)
    add(f"{D}/document (7).pdf", A, "Health", 46, (
        "Abeno Family Clinic - laboratory results\nPatient: Emily Tanaka-Hart, F, 31\nHemoglobin 12.5 g/dL (ref 11.6-14.8)\n"
        "Ferritin 18 ng/mL (low-normal)\nDr. Nishida: continue iron tablets for 2 more months, recheck in June.\n"), hard=True)
    add(f"{D}/download.pdf", P, J, 81, lambda r, dt: (
        "JEES - payment receipt\nJapanese-Language Proficiency Test, 1st test 2026 (July)\nLevel N2, Osaka\n"
        f"Examinee: {ME}\nTest fee JPY 7,500 received {_iso(dt)}. Keep this receipt until your test voucher arrives.\n"), hard=True)
    add(f"{D}/download (1).pdf", P, H, 12, t_move_quote, hard=True)
    add(f"{D}/download (2).pdf", A, F, 40, t_nelnet, hard=True)
    add(f"{D}/file.pdf", A, F, 60, lambda r, dt: (
        "Harbor Expat Tax LLC - Engagement letter and retainer invoice\nClient: Emily Tanaka-Hart\n"
        "We will prepare your 2025 federal return (Form 1040, Form 2555) and FBAR. Your return is on the automatic extension to June 15, 2026.\n"
        "Retainer: USD 200.00, balance due on completion.\n"), hard=True)
    add(f"{D}/export.csv", A, F, 2, t_sony_csv, hard=True)
    add(f"{D}/export (1).csv", P, W, 36, lambda r, dt: "Agent,Agency,Date Queried,Status,Response Date\n" + "\n".join(
        f"{n},{a},{_iso(_ago(90 - i * 6))},{['Full Request', 'Rejected', 'Pending', 'Rejected', 'Pending'][i % 5]},"
        for i, (n, a) in enumerate(AGENTS[:7])) + "\n# exported from QueryTracker - The Salt Orchard (Upmarket Fiction)\n", hard=True)
    add(f"{D}/data.xlsx", A, T, 25, lambda r, dt: "Class;Student;Placement;Speaking;Homework %\n" + "\n".join(
        f"E-B1 Tue/Thu;{s};B1;{r.choice('ABC')};{r.randint(60, 100)}" for s in STUDENTS[:9]), hard=True)
    add(f"{D}/attachment.pdf", P, W, 172, t_beta, hard=True)
    add(f"{D}/attachment (1).pdf", X, T, 770, lambda r, dt: t_sunrise(r, dt, "final"), hard=True)
    add(f"{D}/scan.pdf", A, "Health", 298, t_health_check, hard=True)
    add(f"{D}/Untitled document.docx", P, FA, 40, lambda r, dt: t_speech(r, dt, 1), hard=True)
    add(f"{D}/Untitled document (1).docx", A, T, 90, lambda r, dt: t_lesson_plan(r, dt, "Business English B1+", "Writing polite emails"), hard=True)
    add(f"{D}/Untitled spreadsheet.xlsx", P, H, 15, t_move_compare, hard=True)
    add(f"{D}/Untitled spreadsheet (1).xlsx", P, FA, 29, t_wedding_budget, hard=True)
    add(f"{D}/print.pdf", A, "Insurance", 228, t_travel_ins, hard=True)
    add(f"{D}/3f9c2a71-5e0b-4d1e-9a47-bb02e8c6d511.pdf", A, F, 47, lambda r, dt: t_fbar(r, dt, 2025), hard=True)
    add(f"{D}/DOC-20260418-WA0003.pdf", P, FA, 44, t_wedding_schedule, hard=True)
    add(f"{D}/output.pdf", X, "Travel", 690, lambda r, dt: (
        "Agoda booking confirmation\nGuest: Emily Tanaka-Hart\nHotel: Haeundae Sea Breeze Hotel, Busan\n"
        "Check-in 15 Aug 2024 - check-out 18 Aug 2024, 3 nights, KRW 240,000 paid\n"), hard=True)
    add(f"{D}/Re_ Quick question.eml", P, W, 20, lambda r, dt: _eml(
        "Rachel Abernathy <rachel@birchwoodliterary.com>", ME_MAIL, "Re: Quick question", dt,
        "Hi Emily,\n\nYes, please send the revised draft rather than the version you queried with - I'd much rather read the "
        "manuscript with the grandmother's letters moved earlier. No rush; the full request stands until the end of June.\n\n"
        "Best,\nRachel\n\n> Would you prefer the revised manuscript? I moved Fumiko's first letter to chapter 7."), hard=True)
    add(f"{D}/Fwd_ (no subject).eml", P, FA, 33, t_wedding_mail, hard=True)
    add(f"{D}/Update.eml", A, T, 12, lambda r, dt: _eml(
        "Hiroshi Ueda <ueda@kansai-lingua.jp>", ME_MAIL, "Update", dt,
        "Hi Emily,\n\nThe summer intensive now has two extra evening groups (B1 and TOEIC 600). Could you take the Tuesday/Thursday "
        "B1 group from July 21? Please also send me your plan for the placement interviews and update the attendance for BE-2.\n\nThanks,\nUeda"), hard=True)
    add(f"{D}/Hi!.eml", P, J, 9, lambda r, dt: _eml(
        "Mayumi Kato <mayumi.sensei@italki-mail.com>", ME_MAIL, "Hi!", dt,
        "Emily-san, konnichiwa!\n\nYour last mock test score (101/180) is above the pass line - great progress. For the next four weeks "
        "before July 5 let's focus on reading speed and the grammar form questions. I'll send two practice passages for Saturday.\n\nMayumi"), hard=True)
    add(f"{D}/Re_ Re_ checking in.eml", A, F, 18, lambda r, dt: _eml(
        "Dana Whitaker <dana@harborexpattax.com>", ME_MAIL, "Re: Re: checking in", dt,
        "Hi Emily,\n\nThanks for the gensen choshu. To finish your 2025 return and FBAR I still need the highest balance of your "
        "Japan Post Bank account in 2025 and the Roth IRA contribution date. We'll file before the June 15 deadline.\n\nDana"), hard=True)
    add(f"{D}/Aozora employee handbook.pdf.crdownload", L, "System", 0.5, lambda r, dt: b"%PDF-1.6\n" + _blob(r, b"", 600))
    add(f"{D}/N2 choukai practice.mp3.part", L, "System", 1, lambda r, dt: _blob(r, b"ID3\x03\x00", 800))
    add(f"{D}/Kanden usage May 2026.pdf", A, H, 4, t_kanden)
    dot(f"{D}/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 200), 0)

    # ------------------------------------------------------------ Desktop (hard)
    add("Desktop/Untitled.txt", P, W, 6, (
        "ch 7 - new opening?\nMariko finds the first letter folded inside the ledger, not in the glove box. Move the glove-box letters to ch 12.\n"
        "Fumiko writes in pencil, Tule Lake, 1943. 'The pears here are small and bitter but the children eat them anyway.'\n"
        "Ben shouldn't be there - he's in Portland with the buyer. Cut 2k words from the storm.\n"), hard=True)
    add("Desktop/notes.md", P, J, 3, (
        "# things I keep getting wrong (N2)\n- 〜わりに vs 〜にしては (わりに = compared to what you'd expect from X)\n"
        "- 〜ものの = although (written)\n- 〜に伴って vs 〜につれて\n- reading: don't translate every sentence, find the 筆者の主張\n"
        "Exam July 5, venue in Suita? check the voucher when it comes.\n"), hard=True)
    add("Desktop/new.txt", A, W, 1, lambda r, dt: t_journal(r, dt), hard=True)
    add("Desktop/temp.docx", P, C, 8, t_resignation, hard=True)
    add("Desktop/draft.docx", P, W, 79, lambda r, dt: t_query(r, dt, *AGENTS[4]), hard=True)
    add("Desktop/todo.txt", A, T, 2, (
        "this week\n- print role-play cards for BE-2 (restaurant complaints)\n- mark JHS-3 Eiken mock essays\n"
        "- lesson plan Thu: present perfect, B1\n- enter attendance for Sat classes!!\n- ask Kawaguchi-san about summer timetable\n"), hard=True)
    add("Desktop/Untitled 3.txt", R, W, 140, (
        "notes from the online talk on dialogue (Catapult)\n- people rarely answer the question they were asked\n"
        "- cut greetings and goodbyes\n- subtext: what's not said\n- read it aloud; if you run out of breath, break it up\n"), hard=True)
    add("Desktop/Untitled 4.txt", P, W, 11, (
        "agents round 2 (after the rewrite)\n- Northlight - Priya Raman wants 'quiet literary with a hook'\n"
        "- Lantern House - closed until July\n- Greenline - send query + first 3 chapters + synopsis\nDon't send to Birchwood again while the full is out.\n"), hard=True)
    add("Desktop/Good news.eml", X, W, 355, lambda r, dt: t_crossings(r, dt, "accept"), hard=True)
    add("Desktop/Re_ Following up.eml", P, C, 14, lambda r, dt: _eml(
        "Kaori Endo <k.endo@aozora-learning.co.jp>", ME_MAIL, "Re: Following up", dt,
        "Dear Emily,\n\nThank you for returning the signed offer. Your start date is confirmed as 1 September. Since you are changing "
        "employer, please file the notification of change of contracting organization within 14 days; we will send the company "
        "documents you need. Your onboarding day is 1 September at 9:30 in Shibuya.\n\nBest regards,\nKaori Endo, HR"), hard=True)
    dot("Desktop/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 200), 0)

    # ------------------------------------------------------------ Scans (hard)
    S = "Scans"
    add(f"{S}/scan_0003.pdf", A, F, 358, t_juminzei, hard=True)
    add(f"{S}/scan_0004.pdf", A, "Insurance", 356, t_nhi, hard=True)
    add(f"{S}/scan_0007.pdf", A, F, 300, t_pension, hard=True)
    add(f"{S}/scan_0009.pdf", A, H, 460, t_lease_renewal, hard=True)
    add(f"{S}/scan_0011.pdf", A, "Health", 250, t_dentist, hard=True)
    add(f"{S}/scan_0015.pdf", X, H, 770, lambda r, dt: t_nagoya_home(r, dt, "settle"), hard=True)
    add(f"{S}/scan_0018.pdf", A, "Health", 110, t_clinic, hard=True)
    add(f"{S}/scan_0020.pdf", A, "Insurance", 800, t_fire_ins, hard=True)
    add(f"{S}/scan_0021.pdf", X, "College", 760, lambda r, dt: (
        "University of Oregon - Office of the Registrar\nVerification of degree\nEmily Keiko Tanaka-Hart - Bachelor of Arts, English, conferred June 17, 2017\n"
        "Minor: Creative Writing. Attended Fall 2013 - Spring 2017.\n"), hard=True)
    add(f"{S}/scan_0023.pdf", A, F, 140, lambda r, dt: t_gensen(r, dt), hard=True)
    add(f"{S}/scan_0025.pdf", X, J, 480, t_n3_result, hard=True)
    add(f"{S}/scan_0026.pdf", P, H, 9, lambda r, dt: t_move_quote(r, dt), hard=True)
    add(f"{S}/scan_0027.pdf", A, T, 62, t_kla_contract, hard=True)
    add(f"{S}/scan_0030.pdf", P, H, 14, lambda r, dt: (
        "Application for tenancy (Nyukyo moshikomisho) - summary\nProperty: Green Terrace Gakugei-daigaku 1DK, Meguro-ku, Tokyo\n"
        f"Applicant: {ME}  Employer from 1 Sep 2026: Aozora Learning K.K.\nDesired move-in: 25 August 2026\n"
        "Guarantor company screening: submitted. Agent: Tokyo Room Search, Ms. Hirano\n"), hard=True)
    add(f"{S}/scan_0032.pdf", A, F, 150, lambda r, dt: (
        "Japan Post Bank (Yucho Ginko) - statement of ordinary savings account\nName: TANAKA-HART EMILY\n"
        f"Balance as of 31 Dec 2025: JPY {r.randint(280000, 320000):,}\nInterest paid: JPY 14\n"), hard=True)

    # ------------------------------------------------------------ untitled folder, misc, loose Documents (hard)
    U = "untitled folder"
    add(f"{U}/Document1.docx", A, W, 70, t_short_story, hard=True)
    add(f"{U}/Document2.docx", A, T, 130, t_student_report, hard=True)
    add(f"{U}/info.txt", P, C, 14, (
        "first day in Tokyo - 1 Sept\n9:30 Aozora Learning, Shibuya Cross Tower 11F, ask for Endo-san at reception\n"
        "bring: residence card, My Number, bank book (they need a Tokyo-accessible bank), pension book for shakai hoken\n"
        "editorial team: 6 people, Tuesday/Thursday from home after probation\n"), hard=True)
    add(f"{U}/list.csv", P, FA, 5, t_packing, hard=True)
    add(f"{U}/notes.txt", R, "Cooking", 420, (
        "Okonomiyaki (Osaka style) - from Yamamoto-san\n200 g flour, 240 ml dashi, 2 eggs, 1/4 cabbage finely chopped,\n"
        "tenkasu, pork belly. Cook 5 min each side on medium, flip once. Sauce, mayo, aonori, katsuobushi.\n"), hard=True)
    add(f"{U}/memo.txt", A, "Immigration", 180, (
        "区役所からの手紙 (letter from the ward office) - my translation\n"
        "「マイナンバーカードの有効期限について」= about the expiry of your My Number card\n"
        "外国人住民の方は在留期間の満了日が有効期限となります = for foreign residents the card expires with the period of stay\n"
        "在留期間を更新したら14日以内に区役所で手続き = after renewing my status I must update the card at the ward office within 14 days\n"), hard=True)
    add(f"{U}/Untitled.csv", P, J, 4, t_anki, hard=True)
    add(f"{U}/Untitled 2.docx", A, T, 20, lambda r, dt: t_lesson_plan(r, dt, "JHS Eiken Prep (Grade 3)", "Eiken interview: describing a picture"), hard=True)
    add("Documents/misc/info.pdf", R, "Health", 780,
        "English-speaking clinics in Osaka (compiled by the AMDA / city international centre)\n"
        "- Abeno Family Clinic (general), Abeno - English on Tue/Fri\n- Umeda Skin Clinic\n- Yodogawa Christian Hospital (24h ER)\n"
        "- Tennoji Ekimae Dental - English-speaking dentist\nAMDA medical information centre: 03-6233-9266\n", hard=True)
    add("Documents/misc/old stuff.docx", X, T, 870, lambda r, dt: t_sunrise(r, dt, "resign"), hard=True)
    add("Documents/misc/text.txt", X, "Travel", 662, (
        "Busan days 15-18 Aug\n- KTX from Seoul Station 9:00, arrive 11:40\n- Gamcheon culture village (bus 2)\n"
        "- Haeundae beach, Dongbaek island\n- Jagalchi fish market dinner\n- 18th: flight home from Gimhae 20:30\n"), hard=True)
    add("Documents/misc/letter.docx", A, H, 120, t_repair_letter, hard=True)
    add("Documents/Untitled.docx", P, W, 16, t_synopsis, hard=True)
    add("Documents/Document.docx", X, W, 344, lambda r, dt: t_crossings(r, dt, "contract"), hard=True)
    add("Documents/stuff.xlsx", A, F, 100, t_budget, hard=True)

    return items
