"""A hundred-and-twenty-sixth unseen labelled corpus: Grace Wanjiru Mwangi's Windows laptop, ``build(root, seed)``, written blind.

What was read, and nothing else: the brief; ``benchmarks/placement/unseen.py`` lines 1-220 (docstring and the
helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``) and lines
1296-1360 (the write/encode/add/dot/photo helpers at the start of its ``build()``); ``corpus.py`` lines 1-30 and
its functions ``_pdf`` and ``_jpeg``; ``blind.py`` lines 74-107 (``_d``, ``_money``, ``_docx``, ``HEIC_HEAD``) and
its function ``_png``; a listing of the file names in ``benchmarks/placement/``. Slip, recorded honestly: to read
``_pdf`` and ``_jpeg`` I printed ``corpus.py`` lines 169-230, which ran about 25 lines past ``_jpeg`` into the
start of ``corpus.py``'s own ``build()`` (a loop over named loose files and a loop writing camera photos). I
noticed it, did not read further and did not use any of it. I also ran ``wc -c`` on two sibling modules to
gauge a size (a byte count only, no body read). Nothing under ``foldwise/``, ``docs/``, ``tests/`` or
``scripts/``, no git, no placement result.

The person, as of ``NOW`` (2026-06-01): Grace Wanjiru Mwangi, 44, lives in Kasarani, Nairobi (House 14,
Sunrise Court, Mwiki Road) with her husband Peter Mwangi Kariuki (a technician at KenGen) and their children
Wambui (18, sat KCSE in November 2025, now applying to university through KUCCPS for a pharmacy degree), Kamau
(15, Form 2, boarding at Kagumo High School, Nyeri) and Njeri (10, Grade 5 at Little Angels Academy,
Kasarani). Grace is a TSC employee (TSC No. 412876), Deputy Principal at Kiwanja Secondary School, Kasarani,
since January 2022; from 2014 to December 2021 she taught Kiswahili and CRE and was a senior teacher at
Karuri Girls' High School, Kiambu (that posting has ended). She owns two matatus run through Mwiki Shuttle
SACCO on route 145 (Ruiru-Kasarani-Town): KCZ 381M (Isuzu NQR, 33 seats, driver Kevin Otieno) and KDG 227B
(Toyota Hiace, 14 seats, driver Samuel Njoroge). A third matatu, KBU 905T (Nissan Caravan), was sold in
August 2024. She owns a plot in Ruiru (Kimbo) with four rental units (tenants paying rent monthly, a
caretaker, Lucy Wairimu "Mama Shiku", common-area KPLC meter and RUJWASCO water) and files KRA Monthly
Rental Income returns. Household money: Equity Bank, M-Pesa, a Mwalimu National SACCO development loan, a
Britam life policy, and the Tujiinue Women Group chama. Health: SHA (formerly NHIF), Aga Khan Hospital,
treated for mild hypertension. Projects under way: building the family house on her father's land at
Gikondi, Mukurwe-ini, Nyeri (architect Daniel Kinyua, county approval granted 2025, fundi John Githinji,
walling and roofing in 2026); an M.Ed. in Educational Leadership and Management at Kenyatta University
(admitted 2023, thesis on deputy principals' instructional supervision due August 2026); Wambui's
university application (KUCCPS, HELB, a Strathmore scholarship). Ended: the Karuri Girls posting (to
2021); the matatu KBU 905T (sold 2024); the PCEA Mwiki church roofing harambee she chaired (closed November
2025); a family holiday in Mombasa (April 2024). Languages: English and Swahili (a few Kikuyu names).

The machine (Windows 11): ``Documents/`` with some good folders (``TSC``, ``School``, ``Karuri Girls``,
``Matatu``, ``Ruiru Plot``, ``KRA``, ``Finance``, ``Chama``, ``Kids``, ``Health``, ``Masters``, ``Home``, ``Nyeri
House``, ``Wambui Uni``, ``Church Harambee 2025``, ``Mombasa 2024``, ``Church``, ``Recipes``, ``Teaching
resources``), a ``Documents/2023/`` folder of dumped
files, ``Documents/Scanned Documents/`` (Windows Fax and Scan), ``Documents/WhatsApp Documents/`` (copied off
the phone), a dump ``Downloads/`` and a dump ``Desktop/``, ``Pictures/`` (phone camera, WhatsApp images,
screenshots, Mombasa), ``Music/``, ``Books/``, and ``Old Phone Backup Tecno 2021/``.

LABELLING RULES (written before any file was generated; every file labelled as of NOW):

- **Projects**: outcomes with an end still being worked on, whatever the file's age: the Nyeri house --
  plans, survey, county approval, BoQ, fundi payments, hardware receipts, site photos (topic ``Nyeri
  House``); the M.Ed. -- admission letter (2023), unit coursework, fees to KU, proposal, chapters, NACOSTI
  permit, questionnaire and data, supervisor comments, journal articles downloaded for the thesis (topic
  ``Masters``); Wambui's university application -- KCSE result slip, KUCCPS choices, HELB, scholarship,
  recommendation letters, her passport photo, and her birth and school-leaving certificates scanned for
  the application (topic ``University Application``).
- **Areas**: ongoing responsibilities, whatever the document's age: the deputy-principal job at Kiwanja --
  TSC payslips, timetables, staff/BOM minutes, exam analyses, TPAD, circulars, discipline (topic
  ``Teaching``); the matatu business -- SACCO statements, NTSA inspection, insurance and claims, drivers'
  remittances, repairs, licences, driver contracts, the SACCO AGM (topic ``Matatu``); the Ruiru plot --
  rent records, tenancy agreements, caretaker, KPLC/water, KRA rental income (MRI) returns, which belong
  with the plot (topic ``Rental``); personal income-tax returns and P9s of any year (topic ``Taxes``);
  bank, M-Pesa, loans, budget, life cover (topic ``Finance``); the chama (topic ``Chama``); the children's
  schooling and fees -- Kamau and Njeri, and Wambui's old Moi Girls fee statements (topic ``Kids' School``);
  health, SHA/NHIF (topic ``Health``); the Nairobi home -- utilities, house help, internet (topic ``Home``).
- **Resources**: reference and interests: curriculum designs, the TSC Code of Regulations, teaching
  guides (``Teaching``); hymns and sermon notes (``Church``); recipes (``Cooking``); ebooks (``Books``); music
  (``Music``); installers, including SPSS and Mendeley used for the thesis (``Software``); everyday phone
  photos, WhatsApp images and screenshots (``Photos``) -- except photos that document a project or a
  responsibility (Nyeri site photos: Projects/Nyeri House; the matatu damage photos for a claim:
  Areas/Matatu; Mombasa and harambee photos: Archive).
- **Archive**: the Karuri Girls posting and everything from it (``Teaching``); KBU 905T, sold 2024 -- its
  sale papers and its old remittance notes (``Matatu``); the 2025 church harambee (``Church``); the 2024
  Mombasa trip, even its booking re-downloaded recently (``Travel``); the old Tecno phone backup
  (``Backup``).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$...``), ``desktop.ini``,
  ``Thumbs.db`` (topic ``System``). Dot files are written with ``dot()`` and not labelled.

Edge cases: the 2023 M.Ed. admission letter is Projects (degree not finished); 2023 remittance notes for
KBU 905T are Archive, those for the two running matatus Areas; a 2021 KRA return is Areas/Taxes; a WhatsApp
``DOC-...-WA....`` file is labelled by what it says. ``hard`` marks files whose name and folder say nothing
(``Downloads/document (2).pdf``, ``Desktop/scan0011.pdf``, ``New Text Document.txt``,
``WhatsApp Documents/DOC-20260412-WA0003.pdf``, ``Documents/2023/scan0004.pdf``); images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

ME = "Grace Wanjiru Mwangi"
PIN = "A004512873K"
IDNO = "22873415"
PHONE = "0722 418 963"
SCH = "KIWANJA SECONDARY SCHOOL"
SCH_ADDR = "P.O. Box 45120-00100, Kasarani, Nairobi  |  kiwanjasec@gmail.com"
HOME = "House No. 14, Sunrise Court, Mwiki Road, Kasarani, Nairobi"
SACCO = "MWIKI SHUTTLE SACCO LTD\nP.O. Box 10872-00608 Nairobi | Stage: Ruiru Total / Odeon | Route 145"
TENANTS = [("A1", "Brian Kiptoo", 12000), ("A2", "Mercy Achieng", 12000), ("B1", "Dennis Mutua", 8000),
           ("B2", "Faith Nyambura", 8000)]
VEH = {"KCZ 381M": ("Isuzu NQR", 33, "Kevin Otieno", 4500), "KDG 227B": ("Toyota Hiace", 14, "Samuel Njoroge", 3000)}
SUBJ = ["English", "Kiswahili", "Mathematics", "Biology", "Chemistry", "Physics", "History", "Geography", "CRE",
        "Business Studies", "Agriculture", "Computer Studies"]
TEACHERS = ["Mr. Otieno", "Mrs. Kamau", "Ms. Wekesa", "Mr. Kiprono", "Mrs. Njoroge", "Mr. Mutiso", "Ms. Achieng",
            "Mr. Gitau", "Mrs. Mwangi", "Mr. Barasa", "Ms. Chebet", "Mr. Omondi"]


def ks(v: float) -> str:
    return f"KSh {v:,.2f}"


def dmy(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def at(y: int, m: int, d: int) -> datetime:
    return datetime(y, m, d, tzinfo=timezone.utc)


def ago(dt: datetime) -> float:
    return (NOW - dt).total_seconds() / DAY


# --------------------------------------------------------------------------- Teaching (Areas)

def t_payslip(r, dt):
    basic = 92356 if dt.year >= 2025 else 87960
    earn = [("Basic Salary", basic), ("House Allowance (Nairobi)", 45000), ("Commuter Allowance", 6000),
            ("Administrative Responsibility Allowance", 10000)]
    gross = sum(v for _, v in earn)
    taxable = gross - 2160
    paye = 2400 + 2083.25 + (taxable - 32333) * 0.30 - 2400
    health = ("SHIF 2.75%", round(gross * 0.0275, 2)) if (dt.year, dt.month) >= (2024, 10) else ("NHIF", 1700)
    ded = [("PAYE", round(paye, 2)), health, ("NSSF Tier I & II", 2160), ("Affordable Housing Levy 1.5%",
           round(gross * 0.015, 2)), ("Mwalimu National SACCO - Loan", 18500), ("Mwalimu SACCO - Shares", 3000),
           ("KUPPET Union Dues", 1150)]
    tot = sum(v for _, v in ded)
    return ("TEACHERS SERVICE COMMISSION\nPrivate Bag 00100 Nairobi\n"
            f"PAYSLIP FOR THE MONTH OF {dt.strftime('%B %Y').upper()}\n"
            f"Name: MWANGI GRACE WANJIRU   TSC No: 412876   ID No: {IDNO}   KRA PIN: {PIN}\n"
            "Designation: DEPUTY PRINCIPAL II   Grade: D3   Station: KIWANJA SEC SCH (KASARANI SUB-COUNTY)\n"
            "Bank: EQUITY BANK - KASARANI BRANCH   A/C 0170 2918 44561\nEARNINGS\n"
            + "\n".join(f"{k}  {v:,.2f}" for k, v in earn) + f"\nGROSS PAY  {gross:,.2f}\nDEDUCTIONS\n"
            + "\n".join(f"{k}  {v:,.2f}" for k, v in ded)
            + f"\nTOTAL DEDUCTIONS  {tot:,.2f}\nNET PAY  {gross - tot:,.2f}\n"
            "This is a computer generated payslip. Queries: TSC County Director, Nairobi.")


def t_minutes(r, dt):
    n = r.randint(34, 46)
    return (f"{SCH}\n{SCH_ADDR}\nMINUTES OF THE STAFF MEETING HELD ON {dt.strftime('%A %d %B %Y').upper()} "
            "IN THE STAFFROOM AT 3.30 P.M.\n"
            f"Present: {n} members of staff (list attached)\nChair: Mr. J. O. Ouma - Principal\n"
            "Secretary: Mrs. G. W. Mwangi - Deputy Principal\n"
            f"MIN {r.randint(1, 9):02d}/{dt.year}: Opening prayer by Mr. Gitau and adoption of the agenda.\n"
            + ("MIN: Grade 10 (senior school) intake - 186 learners reported, 14 still awaiting transfer letters.\n"
               if dt.year >= 2026 else "MIN: KCSE registration - 171 Form 4 candidates confirmed on the KNEC portal.\n")
            + f"MIN: Syllabus coverage - HODs to submit coverage returns by {dmy(dt + timedelta(days=10))}. Form 4 "
            "remedial lessons to run 4.10-5.00 p.m. Monday to Thursday.\n"
            f"MIN: Exam analysis - school mean rose from {r.uniform(5.1, 5.6):.3f} to {r.uniform(5.6, 6.2):.3f}. "
            "Mathematics and Chemistry remain below 4.5; departments to present improvement plans.\n"
            "MIN: Discipline - 3 cases of lateness and 1 of phone possession handled by the DP's office; parents "
            "invited.\nMIN: TPAD - all teachers to upload Term 2 lesson observations by week 8.\n"
            "MIN: A.O.B. - staff welfare contribution KSh 500 per month; games day on Friday.\n"
            "Meeting closed at 5.20 p.m. with a prayer by Ms. Chebet.\n"
            "Signed: ____________ Chair     ____________ Secretary")


def t_exam(r, dt, form, exam):
    rows = [f"{SCH};{form.upper()} {exam.upper()} EXAM ANALYSIS {dt.year}", "Subject;Entries;Mean Score;Mean Grade;"
            "Deviation;Subject Teacher"]
    for i, s in enumerate(SUBJ[: r.randint(9, 12)]):
        m = r.uniform(3.2, 8.4)
        g = "A- B+ B B- C+ C C- D+ D".split()[max(0, min(8, int(9 - m)))]
        rows.append(f"{s};{r.randint(120, 190)};{m:.3f};{g};{r.uniform(-0.9, 1.1):+.3f};{TEACHERS[i]}")
    rows.append(f"CLASS MEAN;;{r.uniform(4.8, 6.4):.4f};C;;Prepared by: G. W. Mwangi (DP Academics)")
    return "\n".join(rows)


def t_tpad(r, dt, term):
    return ("TEACHERS SERVICE COMMISSION\nTEACHER PERFORMANCE APPRAISAL AND DEVELOPMENT (TPAD) TOOL\n"
            f"Appraisal period: {term}\nAppraisee: Grace W. Mwangi  TSC No. 412876  Designation: Deputy Principal\n"
            "Appraiser: Mr. Joseph O. Ouma, Principal, Kiwanja Secondary School\n"
            "Standard 1: Professional knowledge and application - target: supervise 24 lesson observations; "
            f"achieved {r.randint(20, 26)}. Rating {r.randint(3, 4)}\n"
            "Standard 2: Time management - staff attendance register reviewed weekly. Rating 4\n"
            "Standard 3: Innovation and creativity in teaching - introduced peer lesson study in Mathematics.\n"
            "Standard 4: Learner protection, safety and discipline - guidance and counselling sessions held.\n"
            "Standard 5: Promotion of co-curricular activities - Drama festival, sub-county level.\n"
            "Standard 6: Professional development - M.Ed. Kenyatta University in progress.\n"
            "Standard 7: Collaboration with parents - 2 class meetings held.\n"
            f"Overall rating: {r.uniform(3.4, 3.9):.2f} / 4  Meets expectations\nAppraisee signature ______  "
            "Appraiser signature ______")


def t_timetable(r, dt, what):
    days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
    rows = [f"{SCH} - {what}", "Day;8.00;8.40;9.20;10.20;11.00;11.40;12.20;2.00;2.40"]
    for d in days:
        rows.append(d + ";" + ";".join(r.choice(SUBJ) for _ in range(9)))
    rows.append("Timetabler: Mr. Kiprono;Approved: G. W. Mwangi (Deputy Principal)")
    return "\n".join(rows)


def t_circular(r, dt):
    return ("TEACHERS SERVICE COMMISSION\nREF: TSC/QAS/TPAD/VOL.IV/" + str(r.randint(10, 99)) + "\n"
            f"DATE: {dmy(dt)}\nTO: ALL HEADS OF INSTITUTIONS AND DEPUTY HEADS\n"
            "RE: IMPLEMENTATION OF TPAD 2.0 ON THE ONLINE PLATFORM - TERM 2 2026\n"
            "All appraisees shall set targets by the end of week 2 and the appraisal rating for Term 1 shall be "
            "uploaded by deputy heads of institutions not later than 30th June 2026. Lesson observation reports "
            "must be countersigned by the Curriculum Support Officer.\nDR. EVALEEN MITEI\nFOR: SECRETARY/CEO")


def t_bom(r, dt):
    return (f"{SCH}\nBOARD OF MANAGEMENT\nINVITATION TO THE 2ND QUARTERLY BOM MEETING\nDate: "
            f"{dmy(dt + timedelta(days=9))} at 10.00 a.m., School Board Room\nAgenda:\n1. Confirmation of minutes "
            "of the meeting held on 14/02/2026\n2. Principal's report\n3. Report by the Deputy Principal: "
            "discipline, Grade 10 admissions, KCSE 2025 analysis\n4. Financial report - FDSE capitation Term 2\n"
            "5. Construction of the new laboratory block (CDF)\n6. A.O.B.\nDeputy Principal to circulate the "
            "academic report to members by Friday.\nJ. O. Ouma, Secretary to the BOM")


# --------------------------------------------------------------------------- Karuri Girls (Archive)

def t_karuri(r, dt, kind):
    head = "KARURI GIRLS' HIGH SCHOOL\nP.O. Box 211-00219, Karuri, Kiambu\n"
    if kind == "transfer":
        return ("TEACHERS SERVICE COMMISSION\nREF: TSC/412876/VOL.II/47\nDate: 29/10/2021\nMrs. Grace W. Mwangi\n"
                "Thro' The Principal, Karuri Girls' High School\nRE: PROMOTION AND DEPLOYMENT AS DEPUTY PRINCIPAL\n"
                "Following the interviews held on 12/08/2021 you have been promoted to Deputy Principal II (D3) and "
                "deployed to Kiwanja Secondary School, Nairobi County, with effect from 03/01/2022. You are required "
                "to hand over all school property and duties held at Karuri Girls' High School before leaving.\n"
                "For: Secretary/CEO")
    if kind == "handover":
        return (head + "HANDOVER REPORT - SENIOR TEACHER / HOD LANGUAGES\nOutgoing: Mrs. G. W. Mwangi  Incoming: "
                "Mrs. Lucy Kariuki\nDate: 17/12/2021\n1. Kiswahili department: 7 teachers, set books Kigogo and "
                "Chozi la Heri stock 412 copies\n2. Schemes of work for 2022 in the HOD cabinet, key handed to "
                "the Principal\n3. KCSE 2021 Kiswahili registration: 198 candidates\n4. Outstanding: Form 2 "
                "Kiswahili exam marking (Mrs. Waweru)\nSigned: outgoing ______ incoming ______ Principal ______")
    if kind == "analysis":
        return "\n".join([head.replace("\n", " "), "KCSE 2019 RESULTS ANALYSIS - KISWAHILI", "Grade;Candidates"] +
                         [f"{g};{r.randint(2, 40)}" for g in "A A- B+ B B- C+ C C- D+ D".split()] +
                         ["Mean score;7.842", "Teacher;Mrs. G. W. Mwangi, Ms. Wairimu, Mr. Kung'u"])
    if kind == "covid":
        return (head + "CONTINUITY OF LEARNING PLAN - COVID-19 CLOSURE (APRIL 2020)\nPrepared by the Senior Teacher\n"
                "- Form 4 revision papers to be sent through class WhatsApp groups every Monday\n- Kiswahili "
                "insha marked and returned by photo\n- KICD EduTV timetable shared with parents\n- Counselling "
                "calls for boarders' parents once a fortnight\nG. W. Mwangi")
    if kind == "farewell":
        return ("Farewell speech - Karuri Girls, 17 December 2021\nPrincipal, colleagues, my dear girls: after "
                "eight years in this school I go to Kiwanja as Deputy Principal. Nitawakumbuka sana - the Kiswahili "
                "drama festival in 2018 when we reached nationals with 'Sauti ya Wanyonge', the long nights of "
                "KCSE marking, and the staff who became family. Mungu awabariki.")
    return (head + "CERTIFICATE OF SERVICE\nThis is to certify that Mrs. Grace Wanjiru Mwangi, TSC No. 412876, "
            "served in this school from 06/01/2014 to 31/12/2021 as teacher of Kiswahili/CRE, Head of Languages "
            "and Senior Teacher. She has cleared with the library, the bursar and the boarding department.\n"
            "Mrs. A. Ndung'u, Principal, 21/12/2021")


# --------------------------------------------------------------------------- Matatu (Areas / Archive)

def t_sacco(r, dt, reg):
    bal = r.uniform(20000, 90000)
    rows = [SACCO, "MEMBER STATEMENT", f"Member: GRACE WANJIRU MWANGI  Member No: MSS/0417  Vehicle: {reg}",
            f"Period: 01/{dt:%m/%Y} - {dt:%d/%m/%Y}", "Date | Description | Debit | Credit | Balance"]
    for d in range(1, 9):
        amt = r.randint(18, 31) * 1000
        bal += amt
        rows.append(f"{d * 3:02d}/{dt:%m/%Y} | Weekly remittance banked {reg} | | {amt:,.2f} | {bal:,.2f}")
        if d % 2 == 0:
            bal -= 2100
            rows.append(f"{d * 3:02d}/{dt:%m/%Y} | SACCO daily levy x7 @300 | 2,100.00 | | {bal:,.2f}")
    bal -= 15400
    rows += [f"28/{dt:%m/%Y} | Loan repayment - vehicle loan L/2291 | 15,400.00 | | {bal:,.2f}",
             "Share capital: KSh 120,000.00   Deposits: KSh 48,350.00",
             "Kindly note the AGM will be held at Kasarani Social Hall. Thank you for travelling with Mwiki Shuttle."]
    return "\n".join(rows)


def t_ntsa(r, dt, reg):
    make, seats, _, _ = VEH[reg]
    return ("NATIONAL TRANSPORT AND SAFETY AUTHORITY\nMOTOR VEHICLE INSPECTION REPORT\n"
            f"Registration No: {reg}   Make/Model: {make}   Seating capacity: {seats} passengers\n"
            f"Chassis No: JAL{r.randint(100000, 999999)}NQR   Owner: GRACE WANJIRU MWANGI / MWIKI SHUTTLE SACCO\n"
            f"Inspection centre: Likoni Road Motor Vehicle Inspection Centre, Nairobi   Date: {dmy(dt)}\n"
            "Brakes: PASS  Steering: PASS  Lights: PASS  Tyres: PASS  Body/seats: PASS  Speed governor: FITTED, "
            f"serial SG-{r.randint(10000, 99999)}, limited 80 km/h\nRESULT: PASSED\n"
            f"Sticker No. {r.randint(400000, 499999)}  Valid until {dmy(dt + timedelta(days=365))}\n"
            "Inspector: No. 2281 ______")


def t_insure(r, dt, reg):
    make, seats, _, _ = VEH[reg]
    p = seats * r.randint(2400, 2900)
    return ("DIRECTLINE ASSURANCE COMPANY LIMITED\nHazina Towers, Monrovia Street, Nairobi\n"
            f"PSV POLICY SCHEDULE - RENEWAL NOTICE\nInsured: Grace Wanjiru Mwangi c/o Mwiki Shuttle SACCO\n"
            f"Vehicle: {reg} {make}, {seats} passengers   Cover: Third Party + Passenger Liability (PLL)\n"
            f"Period: {dmy(dt)} to {dmy(dt + timedelta(days=364))}\nAnnual premium: {ks(p)}  Training levy and "
            f"PHCF: {ks(p * 0.0045)}  Stamp duty: KSh 40.00\nPay through M-Pesa Paybill 222111, account {reg.replace(' ', '')}.\n"
            "Certificate (DMVIC) will be issued on payment.")


def t_remit(r, dt, reg):
    make, seats, driver, target = VEH.get(reg, ("Nissan Caravan", 14, "Paul Kamau", 2800))
    rows = ["Tarehe;Gari;Dereva;Makusanyo;Mafuta;Target;Ameleta;Maelezo"]
    for i in range(12):
        day = dt - timedelta(days=12 - i)
        if day.weekday() == 6:
            continue
        col = r.randint(9, 16) * 500
        fuel = r.randint(5, 8) * 500
        got = min(target, col - fuel + 1000) if r.random() < 0.8 else target - r.randint(1, 4) * 500
        note = r.choice(["", "", "jam Thika Road", "alinunua bulb 350", "polisi Roysambu", "mvua, abiria wachache",
                         "amepeleka stage fee", ""])
        rows.append(f"{day:%d/%m/%Y};{reg};{driver};{col};{fuel};{target};{got};{note}")
    return "\n".join(rows)


def t_repair(r, dt, reg):
    items = [("Brake pads front (set)", 4800), ("Clutch plate + pressure plate", 18500), ("Labour", 3500),
             ("Engine oil 10W-30 7L", 6300), ("Oil filter", 950), ("Shock absorber rear x2", 9800),
             ("Wheel alignment", 1500), ("Side mirror", 2200)]
    pick = r.sample(items, 4)
    return ("WAMAITHA AUTO GARAGE\nKariobangi Light Industries, Nairobi   Tel 0733 605 112\n"
            f"INVOICE No. {r.randint(1100, 1999)}   Date: {dmy(dt)}\nCustomer: Mama Wambui (Grace Mwangi)  "
            f"Vehicle: {reg}\n" + "\n".join(f"{k}  {ks(v)}" for k, v in pick) +
            f"\nTOTAL  {ks(sum(v for _, v in pick))}\nPaid M-Pesa Till 5523410. Asante kwa biashara.")


def t_contract(r, dt, reg):
    make, seats, driver, target = VEH[reg]
    return ("DRIVER EMPLOYMENT AGREEMENT\nBetween Grace Wanjiru Mwangi (owner) and "
            f"{driver} (driver), PSV badge No. {r.randint(100000, 999999)}\nVehicle: {reg} {make}, Mwiki Shuttle "
            f"SACCO, route 145\n1. The driver shall remit KSh {target:,} per working day by M-Pesa to 0722 418 963 "
            "before 9.00 p.m.\n2. Fuel and the conductor's pay are met from the day's collections.\n3. Sunday is a "
            "rest day unless agreed.\n4. Traffic fines caused by the driver's fault are his responsibility.\n"
            "5. The vehicle shall be parked at Mwiki Stage yard every night.\nSigned this "
            f"{dt.day} day of {dt:%B %Y}")


# --------------------------------------------------------------------------- Rental (Areas)

def t_rentbook(r, dt, year):
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    last = 12 if year < dt.year else max(1, dt.month)
    rows = [f"RUIRU KIMBO PLOT - RENT RECORD {year};" + ";".join(months[:last]),
            "Unit;Tenant;Rent;" + ";".join(months[:last]) + ";Arrears"]
    for u, name, rent in TENANTS:
        paid = [rent if r.random() < 0.85 else rent - r.randint(1, 6) * 1000 for _ in range(last)]
        rows.append(f"{u};{name};{rent};" + ";".join(map(str, paid)) + f";{sum(rent - p for p in paid)}")
    rows.append("Caretaker;Lucy Wairimu (Mama Shiku);3500 per month")
    return "\n".join(rows)


def t_lease(r, dt, unit):
    u, name, rent = next(t for t in TENANTS if t[0] == unit)
    return ("TENANCY AGREEMENT\nLandlord: Grace Wanjiru Mwangi, ID 22873415, P.O. Box 38291-00100 Nairobi\n"
            f"Tenant: {name}, ID {r.randint(24000000, 38000000)}\nPremises: Unit {u}, Kimbo Plot LR Ruiru/Kiu "
            f"Block 2/1187, Ruiru\nRent: KSh {rent:,} per month payable on or before the 5th through M-Pesa Paybill "
            f"247247 account 0170291844561\nDeposit: KSh {rent:,} (refundable) plus water deposit KSh 1,000\n"
            f"Commencement: {dmy(dt)}. Either party may terminate by one month's written notice.\nWater is billed "
            "per meter reading; electricity by the tenant's own KPLC prepaid token meter.\nLandlord ______  "
            "Tenant ______  Witness (caretaker) ______")


def t_water(r, dt):
    return ("RUIRU-JUJA WATER AND SEWERAGE COMPANY (RUJWASCO)\nWATER BILL\nAccount: 0418-2291  Name: GRACE W MWANGI\n"
            f"Plot: Kimbo, Ruiru Kiu Block 2/1187  Billing month: {dt:%B %Y}\nPrevious reading: "
            f"{r.randint(1200, 1400)}  Current reading: {r.randint(1410, 1480)}\nConsumption charge: "
            f"{ks(r.uniform(2400, 3900))}  Sewer: {ks(r.uniform(300, 600))}  Meter rent: KSh 50.00\n"
            "Pay via M-Pesa Paybill 886100, account 04182291. Disconnection after due date.")


def t_kplc(r, dt):
    return ("KENYA POWER AND LIGHTING COMPANY PLC\nELECTRICITY BILL (POSTPAID)\nAccount No. 2748 119 03  Name: "
            "MWANGI GRACE WANJIRU\nPremises: Kimbo Ruiru - common area and water pump meter\n"
            f"Bill date: {dmy(dt)}  Units: {r.randint(80, 160)} kWh\nEnergy charge: {ks(r.uniform(1800, 3600))}  "
            f"Fuel cost: {ks(r.uniform(300, 700))}  Taxes and levies: {ks(r.uniform(400, 900))}\n"
            "Pay via M-Pesa Paybill 888880. Report power outages on *977#.")


def t_mri(r, dt):
    gross = sum(t[2] for t in TENANTS)
    prev = dt.replace(day=1) - timedelta(days=1)
    return ("KENYA REVENUE AUTHORITY\niTax - ACKNOWLEDGEMENT RECEIPT\nReturn type: MONTHLY RENTAL INCOME (MRI)\n"
            f"PIN: {PIN}  Taxpayer: GRACE WANJIRU MWANGI\nReturn period: 01/{prev:%m/%Y} - {prev:%d/%m/%Y}\n"
            f"Property: LR Ruiru/Kiu Block 2/1187 (4 residential units)\nGross rent received: {ks(gross)}\n"
            f"Tax rate: 7.5%  Tax due: {ks(gross * 0.075)}\nPayment Registration No: "
            f"2026{r.randint(10**11, 10**12 - 1)}  Paid via Equity Bank\nAcknowledgement No: "
            f"KRA{dt:%Y%m%d}{r.randint(1000000, 9999999)}\nDate of filing: {dmy(dt)}")


def t_caretaker(r, dt):
    return (f"Ripoti ya Mama Shiku - {dt:%B %Y}\nKodi:\nA1 Brian amelipa 12,000\nA2 Mercy amelipa 6,000, atamalizia "
            "tarehe 15\nB1 Dennis amelipa 8,000\nB2 Faith bado - anasema mshahara umechelewa\nMatumizi:\n- bili ya "
            f"maji RUJWASCO {r.randint(2900, 3900):,}\n- token ya stima ya pump 1,000\n- bulb mbili za corridor 400\n"
            "- fundi wa bomba (tap ya B1) 800\nMshahara wangu 3,500. Tafadhali tuma kupitia 0711 234 508.\nAsante mama.")


def t_notice(r, dt):
    return (f"Grace W. Mwangi\nP.O. Box 38291-00100 Nairobi\n{dt:%d %B %Y}\nTo: All tenants, Kimbo Plot, Ruiru\n"
            "RE: REVIEW OF RENT WITH EFFECT FROM 1ST JULY 2026\nDue to the increase in water tariffs and land rates by "
            "the County Government of Kiambu, rent for the one-bedroom units (A1, A2) will be reviewed from KSh "
            "12,000 to KSh 13,000 and for the bedsitters (B1, B2) from KSh 8,000 to KSh 8,500. The caretaker will "
            "collect the signed acknowledgement. Thank you for your cooperation.\nLandlord")


# --------------------------------------------------------------------------- Taxes / Finance / Chama / Home

def t_it1(r, dt, year):
    inc = 153356 * 12 if year >= 2025 else 148960 * 12
    return ("KENYA REVENUE AUTHORITY\niTax e-RETURN ACKNOWLEDGEMENT RECEIPT\nReturn type: INCOME TAX - RESIDENT "
            f"INDIVIDUAL (IT1)\nPIN: {PIN}  Name: GRACE WANJIRU MWANGI\nReturn period: 01/01/{year} - 31/12/{year}\n"
            f"Employment income (TSC, per P9): {ks(inc)}\nPAYE deducted: {ks(inc * 0.245)}\nInsurance relief: "
            f"{ks(r.uniform(9000, 14000))} (Britam policy)\nTax payable/refund due: KSh 0.00\n"
            f"Date of filing: {dmy(dt)}\nAcknowledgement No: KRA{dt:%Y%m}"
            f"{r.randint(1000000, 9999999)}")


def t_p9(r, dt, year):
    rows = [f"P9A - TAX DEDUCTION CARD YEAR {year}", "Employer: TEACHERS SERVICE COMMISSION  Employer PIN: P051098765Z",
            f"Employee: MWANGI GRACE WANJIRU  PIN: {PIN}  TSC No 412876", "Month | Gross pay | Pension | Chargeable | PAYE"]
    for m in ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
              "November", "December"]:
        rows.append(f"{m} | 153,356.00 | 2,160.00 | 151,196.00 | {r.uniform(36800, 37400):,.2f}")
    return "\n".join(rows)


def t_mpesa(r, dt):
    rows = ["M-PESA FULL STATEMENT", "Customer Name: GRACE WANJIRU MWANGI  Mobile Number: 0722418963",
            f"Statement Period: 01 {dt:%b %Y} - {dt:%d %b %Y}",
            "Receipt No.,Completion Time,Details,Transaction Status,Paid In,Withdrawn,Balance"]
    bal = r.uniform(5000, 40000)
    det = [("Funds received from 0711****42 - KEVIN OTIENO", 1), ("Funds received from 0790****17 - SAMUEL NJOROGE", 1),
           ("Pay Bill to 888880 - KPLC PREPAID Acc. 37189012345", -1), ("Merchant Payment to 5523410 - NAIVAS KASARANI", -1),
           ("Customer Transfer to 0723****81 - JOHN GITHINJI", -1), ("Pay Bill to 247247 - Equity Paybill Acc. 0170291844561", -1),
           ("Funds received from 0745****09 - MERCY ACHIENG", 1), ("Customer Transfer to 0711****08 - LUCY WAIRIMU", -1),
           ("Pay Bill to 522533 - KAGUMO HIGH SCHOOL Acc. 4471", -1), ("Airtime Purchase", -1)]
    for i in range(14):
        d, s = r.choice(det)
        amt = r.randint(2, 90) * 100 if "Airtime" not in d else 100
        bal += s * amt
        code = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(10))
        t = dt - timedelta(days=14 - i, hours=r.randint(0, 10))
        rows.append(f"{code},{t:%Y-%m-%d %H:%M:%S},{d},Completed,{amt if s > 0 else ''},{amt if s < 0 else ''},"
                    f"{bal:.2f}")
    return "\n".join(rows)


def t_equity(r, dt):
    bal = r.uniform(40000, 150000)
    rows = ["EQUITY BANK (KENYA) LIMITED", "ACCOUNT STATEMENT", f"Account name: GRACE WANJIRU MWANGI  A/C: "
            "0170 2918 44561  Branch: Kasarani", f"Period ending {dmy(dt)}", "Date  Narration  Debit  Credit  Balance"]
    for d, s, lo, hi in (("SALARY TSC", 1, 110000, 112000), ("MPESA TO ACCOUNT", 1, 20000, 60000),
                         ("STANDING ORDER MWALIMU SACCO", -1, 5000, 5000), ("ATM WDL KASARANI MALL", -1, 5000, 20000),
                         ("BRITAM LIFE PREMIUM", -1, 4250, 4250), ("KAGUMO HIGH SCH FEES", -1, 20000, 30000)):
        amt = r.uniform(lo, hi)
        bal += s * amt
        rows.append(f"{dmy(dt - timedelta(days=r.randint(2, 27)))}  {d}  {'' if s > 0 else f'{amt:,.2f}'}  "
                    f"{f'{amt:,.2f}' if s > 0 else ''}  {bal:,.2f}")
    return "\n".join(rows)


def t_mwalimu(r, dt):
    return ("MWALIMU NATIONAL SACCO SOCIETY LTD\nLOAN STATEMENT\nMember: GRACE WANJIRU MWANGI  Member No: "
            "MNS/0988121  Payroll: TSC 412876\nLoan: DEVELOPMENT LOAN  Product code DL-72  Amount disbursed: KSh "
            "1,200,000.00 on 14/03/2024\nRepayment period: 72 months  Monthly instalment: KSh 18,500.00 (check-off)\n"
            f"Statement date: {dmy(dt)}  Principal balance: {ks(r.uniform(760000, 820000))}\nInterest charged this "
            f"month: {ks(r.uniform(7800, 8400))}\nDeposits: {ks(r.uniform(390000, 410000))}  Share capital: KSh 30,000.00")


def t_britam(r, dt):
    return ("BRITAM LIFE ASSURANCE COMPANY (KENYA) LIMITED\nBritam Tower, Hospital Road, Upper Hill, Nairobi\n"
            "POLICY DOCUMENT - EDUCATION AND LIFE PLAN\nPolicy No. 0107/4412/889\nLife assured: Grace Wanjiru Mwangi, "
            "DOB 14/09/1981\nBeneficiaries: Wambui Mwangi, Kamau Mwangi, Njeri Mwangi (equal shares)\nSum assured: "
            "KSh 2,000,000  Term: 15 years from 01/02/2019\nMonthly premium: KSh 4,250 by standing order (Equity)")


def t_budget(r, dt):
    items = [("Rent/Service charge", 0), ("Shopping Naivas", 18000), ("House help - Mary", 12000),
             ("KPLC tokens", 3500), ("Nairobi Water", 1800), ("Zuku internet", 3999), ("DStv", 2100),
             ("Fuel/fare", 6000), ("Chama", 5000), ("Church tithe", 11000), ("Kamau pocket money", 2000),
             ("Njeri fees (monthly)", 9500), ("Nyeri house", 40000)]
    rows = [f"BAJETI YA NYUMBANI - {dt:%B %Y}", "Item;Budget;Actual"]
    rows += [f"{k};{v};{int(v * r.uniform(0.85, 1.15))}" for k, v in items if v]
    rows.append("Income;TSC net + matatu + rent;")
    return "\n".join(rows)


def t_chama_min(r, dt):
    host = r.choice(["Mama Wairimu", "Mama Akinyi", "Mama Nduta", "Mama Chebet"])
    return ("TUJIINUE WOMEN GROUP (Reg. No. NRB/SHG/22/4471)\nKUMBUKUMBU ZA MKUTANO WA KILA MWEZI\n"
            f"Tarehe: {dmy(dt)}  Mahali: nyumbani kwa {host}, Kasarani\nWaliohudhuria: {r.randint(11, 15)} kati ya 15\n"
            "Mwenyekiti: Grace Mwangi  Katibu: Jane Akinyi  Mweka hazina: Esther Nduta\n1. Maombi ya kufungua\n"
            "2. Michango ya mwezi: KSh 5,000 kila mwanachama; waliochelewa watalipa faini ya KSh 200\n"
            f"3. Merry-go-round: mpokeaji wa mwezi huu ni {r.choice(['Esther Nduta', 'Ruth Chebet', 'Jane Akinyi'])} "
            "- KSh 75,000\n4. Akiba ya pamoja (Equity group account): "
            f"{ks(r.uniform(380000, 520000))}\n5. Mikopo: Mama Chebet ameomba mkopo wa KSh 50,000 kwa riba ya 10%\n"
            "6. Mengineyo: safari ya kikundi Naivasha mwezi wa nane\nMkutano ulifungwa saa kumi na moja jioni kwa maombi.")


def t_chama_xlsx(r, dt, year):
    members = ["Grace Mwangi", "Jane Akinyi", "Esther Nduta", "Ruth Chebet", "Mary Wanjiku", "Agnes Mueni",
               "Lucy Wangari", "Rose Atieno", "Joyce Kerubo", "Anne Wambui"]
    rows = [f"TUJIINUE WOMEN GROUP - MICHANGO {year}", "Jina;Jan;Feb;Mar;Apr;May;Faini;Jumla"]
    for m in members:
        pays = [5000 if r.random() < 0.9 else 0 for _ in range(5)]
        rows.append(f"{m};" + ";".join(map(str, pays)) + f";{r.choice([0, 0, 200, 400])};{sum(pays)}")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Kids / Health

def t_fees_kagumo(r, dt):
    return ("KAGUMO HIGH SCHOOL\nP.O. Box 207-10100 Nyeri\nFEE STRUCTURE 2026 - FORM 2\nTerm 1: KSh 26,325  "
            "Term 2: KSh 17,550  Term 3: KSh 9,625  Total: KSh 53,500\n(Government capitation covers tuition)\n"
            "Boarding equipment and stores, lunch programme, personal emolument, medical, activity\n"
            "Pay to: KCB Nyeri Branch A/C 1104 226 518 or M-Pesa Paybill 522533, account = admission number\n"
            "Student: Kamau Mwangi  Adm. No. 4471  Form 2 West")


def t_fee_receipt(r, dt):
    return (f"KAGUMO HIGH SCHOOL - OFFICIAL RECEIPT No. {r.randint(30000, 39999)}\nDate: {dmy(dt)}\nReceived from: "
            "Grace W. Mwangi for Kamau Mwangi, Adm. 4471, Form 2W\nAmount: "
            f"{ks(r.choice([15000, 20000, 26325, 17550]))}  Mode: M-Pesa {''.join(r.choice('QRSTUVWXYZ0123456789') for _ in range(10))}\n"
            f"Vote head: school fees Term {1 if dt.month < 4 else 2} {dt.year}  Balance: "
            f"{ks(r.choice([0, 6325, 2550]))}\nBursar: ______")


def t_report_cbc(r, dt):
    areas = ["English", "Kiswahili", "Mathematics", "Science and Technology", "Social Studies", "CRE",
             "Creative Arts", "Agriculture and Nutrition"]
    lv = ["Exceeding Expectation", "Meeting Expectation", "Meeting Expectation", "Approaching Expectation"]
    return ("LITTLE ANGELS ACADEMY, KASARANI\nLEARNER'S PROGRESS REPORT - GRADE 5\nLearner: Njeri Mwangi  "
            f"Assessment No. {r.randint(10**8, 10**9)}  Term {1 if dt.month < 5 else 2} {dt.year}\n"
            + "\n".join(f"{a}: {r.choice(lv)}" for a in areas) +
            "\nClass teacher's remarks: Njeri is a cheerful learner who reads widely; should improve in Mathematics "
            "speed work.\nNext term begins on 27/04/2026. Fees balance must be cleared before opening.")


def t_report_kamau(r, dt):
    return ("KAGUMO HIGH SCHOOL - REPORT FORM\nName: KAMAU MWANGI  Adm: 4471  Form 2 West  Term 1 2026\n" +
            "\n".join(f"{s}: {r.randint(48, 86)}%" for s in SUBJ[:9]) +
            f"\nMean grade: B  Position: {r.randint(20, 60)} out of 312\nClass teacher: Kamau is capable but "
            "talkative in prep. Principal: Work harder in Chemistry.\nClosing date 02/04/2026, opening 27/04/2026.")


def t_sha(r, dt):
    return ("SOCIAL HEALTH AUTHORITY (SHA)\nMEMBER REGISTRATION CONFIRMATION\nPrincipal member: GRACE WANJIRU "
            f"MWANGI  ID {IDNO}  SHA No. CR{r.randint(10**9, 10**10 - 1)}\nHousehold: Peter Mwangi Kariuki (spouse), "
            "Wambui Mwangi, Kamau Mwangi, Njeri Mwangi (dependants)\nContribution: 2.75% of gross salary, deducted "
            "by employer (TSC)\nPrimary care facility: Kasarani Health Centre\nFunds: Primary Healthcare Fund, Social "
            "Health Insurance Fund, Emergency Chronic and Critical Illness Fund")


def t_lab(r, dt):
    return ("THE AGA KHAN UNIVERSITY HOSPITAL, NAIROBI - CLINICAL LABORATORY\nPatient: MWANGI, GRACE WANJIRU  "
            f"F / 44 Y  MRN {r.randint(1000000, 9999999)}\nCollected: {dmy(dt)}  Requested by: Dr. S. Omondi "
            "(Internal Medicine)\nLIPID PROFILE\nTotal cholesterol  5.6 mmol/L  (<5.2) H\nHDL  1.3 mmol/L\nLDL  "
            f"3.7 mmol/L  (<3.4) H\nTriglycerides  {r.uniform(1.2, 1.9):.1f} mmol/L\nHbA1c  5.4 %\nCreatinine  "
            f"{r.randint(62, 78)} umol/L\nReviewed and verified.")


def t_rx(r, dt):
    return ("Dr. S. Omondi, MBChB, MMed - Aga Khan Hospital, 3rd Parklands Ave\n"
            f"Date: {dmy(dt)}\nPatient: Grace W. Mwangi, 44 yrs\nDx: Essential hypertension, stage 1; dyslipidaemia\n"
            "Rx: Amlodipine 5 mg once daily x 30/7\n    Atorvastatin 10 mg nocte x 30/7\nAdvice: reduce salt, walk 30 min "
            f"daily, BP log at home. Review on {dmy(dt + timedelta(days=56))}.\nSHA cover: outpatient")


def t_discharge(r, dt):
    return ("MP SHAH HOSPITAL - DISCHARGE SUMMARY\nPatient: Njeri Mwangi, 10 yrs, F  IP No. "
            f"{r.randint(200000, 299999)}\nAdmitted: {dmy(dt - timedelta(days=3))}  Discharged: {dmy(dt)}\n"
            "Diagnosis: Acute tonsillitis with dehydration\nTreatment: IV fluids, IV ceftriaxone, paracetamol\n"
            "Discharge medication: Amoxicillin-clavulanate 457 mg bd x 5 days\nBill settled: SHA + cash balance "
            f"{ks(r.uniform(6000, 14000))}\nMother: Grace W. Mwangi")


def t_nhif(r, dt):
    return ("NATIONAL HOSPITAL INSURANCE FUND\nMEMBER CONTRIBUTION STATEMENT 2023\nMember: GRACE WANJIRU MWANGI  "
            f"NHIF No. {r.randint(10**7, 10**8)}  Employer: TSC\nMonthly contribution: KSh 1,700 (Jan-Dec 2023)\n"
            "Total: KSh 20,400\nDeclared hospital: Aga Khan University Hospital (outpatient: Kasarani Medical Centre)\n"
            "Beneficiaries: Peter Mwangi Kariuki, Wambui, Kamau, Njeri")


# --------------------------------------------------------------------------- Masters (Projects)

TITLE = ("Influence of Deputy Principals' Instructional Supervision Practices on Students' Academic Performance "
         "in Public Day Secondary Schools in Kasarani Sub-County, Nairobi County")


def t_chapter(r, dt, n):
    body = {
        1: "1.1 Background to the Study\nInstructional supervision is the set of activities by which school leaders "
           "support teachers to improve teaching and learning (Glickman, 2010). In Kenya the deputy principal is "
           "charged with checking schemes of work, lesson plans and records of work (TSC, 2017)...\n1.2 Statement "
           "of the Problem\nKCSE results in Kasarani Sub-County public day schools have averaged a mean grade of C- "
           "(KNEC, 2024)...",
        2: "2.2 Checking of Professional Records\nMusungu and Nasongo (2008) found that head teachers who checked "
           "lesson notes regularly had better results in Vihiga...\n2.3 Classroom Observation\nKimeu, Tanui and "
           "Ronoh (2015)...\n2.7 Theoretical Framework: Glickman's Developmental Supervision Model",
        3: "3.2 Research Design: descriptive survey design.\n3.3 Target Population: 18 public day secondary schools, "
           "18 principals, 18 deputy principals and 412 teachers in Kasarani Sub-County.\n3.4 Sampling: "
           "stratified random sampling; 30% of teachers (124).\n3.5 Instruments: questionnaires for teachers, "
           "interview schedule for deputy principals, document analysis guide.\n3.6 Piloting in 2 schools in "
           "Ruaraka Sub-County. Cronbach's alpha 0.81.",
    }[n]
    return (f"KENYATTA UNIVERSITY - SCHOOL OF EDUCATION\nDepartment of Educational Management, Policy and Curriculum "
            f"Studies\n{TITLE}\nGrace Wanjiru Mwangi  Reg. No. E55/12874/2023\nCHAPTER {['', 'ONE: INTRODUCTION', 'TWO: LITERATURE REVIEW', 'THREE: RESEARCH METHODOLOGY'][n]}\n"
            + body + f"\nDraft {r.randint(2, 5)} - {dmy(dt)} - for Dr. Mary Nyaga")


def t_supervisor(r, dt):
    return ("Comments on Chapter Two - G. W. Mwangi (E55/12874/2023)\nDr. Mary Nyaga, Supervisor\n"
            f"{dmy(dt)}\n1. The review is descriptive; synthesise - what do Musungu & Nasongo and Kimeu et al. "
            "agree on?\n2. Add the empirical gap: no study has looked at deputy principals specifically in day "
            "schools in Nairobi.\n3. Glickman's model: explain how it links to your four objectives.\n4. APA 7th "
            "edition - several citations missing in the reference list.\n5. Submit the revised chapter before "
            "data collection; the thesis should be ready for examination by August 2026.")


def t_questionnaire(r, dt):
    return ("QUESTIONNAIRE FOR TEACHERS\nDear respondent, I am a postgraduate student at Kenyatta University "
            "carrying out research on the influence of deputy principals' instructional supervision on students' "
            "academic performance. Your responses will be confidential.\nSECTION A: Background\n1. Gender: Male [ ] "
            "Female [ ]\n2. Teaching experience: below 5 yrs [ ] 5-10 [ ] above 10 [ ]\nSECTION B: Checking of "
            "professional records\n3. The deputy principal checks my schemes of work every term. SA A U D SD\n"
            "4. The deputy principal gives feedback on my lesson plans. SA A U D SD\nSECTION C: Classroom "
            "observation\n5. The deputy principal observes my lessons at least once a term. SA A U D SD")


def t_data(r, dt):
    rows = ["Resp_ID;School;Gender;Experience;Q3_records;Q4_feedback;Q5_observation;Q6_modelling;Q7_INSET"]
    for i in range(1, 25):
        rows.append(f"T{i:03d};S{r.randint(1, 18):02d};{r.choice('MF')};{r.randint(1, 3)};" +
                    ";".join(str(r.randint(1, 5)) for _ in range(5)))
    return "\n".join(rows)


def t_nacosti(r, dt):
    return ("NATIONAL COMMISSION FOR SCIENCE, TECHNOLOGY AND INNOVATION (NACOSTI)\nRESEARCH LICENSE\n"
            f"License No: NACOSTI/P/26/{r.randint(30000, 39999)}  Date of issue: {dmy(dt)}\nThis is to certify that "
            f"Ms. Grace Wanjiru Mwangi of Kenyatta University has been licensed to conduct research in Nairobi "
            f"County on the topic: {TITLE} for the period ending {dmy(dt + timedelta(days=365))}.\n"
            "Director General. Conditions: report to the County Commissioner and County Director of Education.")


def t_ku_fees(r, dt):
    return ("KENYATTA UNIVERSITY - STUDENT FEE STATEMENT\nReg. No: E55/12874/2023  Name: MWANGI GRACE WANJIRU\n"
            "Programme: Master of Education (Educational Leadership and Management) - Evening/School-based\n"
            "2023/24 Tuition KSh 126,000  paid 126,000\n2024/25 Tuition KSh 126,000  paid 126,000\n"
            f"2025/26 Thesis examination fee KSh 35,000  paid {r.choice(['20,000', '35,000'])}\nBalance: "
            f"{ks(r.choice([15000, 0]))}\nPay through KCB A/C 1102 164 327 quoting Reg. No.")


def t_ku_admit(r, dt):
    return ("KENYATTA UNIVERSITY - GRADUATE SCHOOL\nP.O. Box 43844-00100 Nairobi\n14 June 2023\nMs. Grace Wanjiru "
            "Mwangi\nP.O. Box 38291-00100 Nairobi\nRE: ADMISSION TO THE MASTER OF EDUCATION (EDUCATIONAL LEADERSHIP "
            "AND MANAGEMENT)\nI am pleased to inform you that you have been admitted to the above programme, "
            "school-based mode, starting September 2023. Your registration number is E55/12874/2023. The programme "
            "runs for a minimum of two years: coursework followed by a thesis.\nDean, Graduate School")


# --------------------------------------------------------------------------- Nyeri house (Projects)

def t_approval(r, dt):
    return ("COUNTY GOVERNMENT OF NYERI\nDepartment of Lands, Physical Planning, Housing and Urban Development\n"
            f"Ref: CGN/PP/BP/{r.randint(400, 999)}/2025\nDate: 18/08/2025\nGrace Wanjiru Mwangi\nP.O. Box 38291-00100 "
            "Nairobi\nRE: APPROVAL OF BUILDING PLANS - PROPOSED 4-BEDROOM RESIDENTIAL HOUSE ON PLOT "
            "MUKURWE-INI/GIKONDI/1312\nYour application has been considered and APPROVED subject to: the "
            "structural drawings being signed by a registered engineer; the septic tank sited 15 m from the "
            "borehole; commencement notice to be given 7 days before works; inspection at foundation, ring "
            "beam and roof levels.\nApproval fee paid: KSh 38,400. Approval valid for 2 years.\nCounty Physical Planner")


def t_boq(r, dt):
    items = [("Excavation and foundation", 420000), ("Walling - machine cut stone", 680000),
             ("Ring beam and columns", 260000), ("Roofing - gauge 28 box profile, timber trusses", 540000),
             ("Doors and windows (steel casement)", 310000), ("Plumbing and septic tank", 220000),
             ("Electrical wiring", 180000), ("Plaster, floor screed and tiles", 390000), ("Painting", 120000)]
    rows = ["BILL OF QUANTITIES - PROPOSED RESIDENTIAL HOUSE, GIKONDI, MUKURWE-INI",
            "Client: Grace W. Mwangi;Prepared by: Kinyua & Associates", "Item;Description;Amount (KSh);Status"]
    for i, (k, v) in enumerate(items, 1):
        rows.append(f"{i};{k};{int(v * r.uniform(0.95, 1.1))};{'Done' if i <= 2 else ('In progress' if i == 3 else 'Pending')}")
    rows.append(f";TOTAL;{sum(v for _, v in items)};")
    return "\n".join(rows)


def t_fundi(r, dt):
    rows = ["Nyumba Gikondi - Malipo ya fundi na vibarua", "Tarehe;Kazi;Fundi;Vibarua;Kiasi;Njia;Maelezo"]
    d = dt - timedelta(days=70)
    for i in range(10):
        d += timedelta(days=7)
        rows.append(f"{d:%d/%m/%Y};{r.choice(['walling', 'ring beam', 'columns', 'foundation', 'roof trusses'])};"
                    f"John Githinji;{r.randint(2, 4)};{r.randint(20, 36) * 900};M-Pesa;wiki {i + 1}")
    rows.append("Jumla iliyolipwa;;;;;;")
    return "\n".join(rows)


def t_hardware(r, dt):
    items = [("Cement Bamburi 50kg", 780), ("Y12 bars", 1150), ("Machine cut stones", 55), ("Ballast (lorry)", 18000),
             ("River sand (lorry, Sagana)", 22000), ("Binding wire 25kg", 4200), ("Timber 4x2 (ft)", 38),
             ("Iron sheets gauge 28 box profile", 1250), ("Roofing nails 5kg", 1350)]
    pick = r.sample(items, 4)
    qty = [r.randint(2, 60) for _ in pick]
    return ("MUKURWE-INI HARDWARE & GENERAL SUPPLIES\nP.O. Box 77 Mukurwe-ini   Till 809 4412\n"
            f"CASH SALE No. {r.randint(5000, 7999)}  Date: {dmy(dt)}\nCustomer: Mama Wambui - Gikondi site\n" +
            "\n".join(f"{q} x {k} @ {v:,}  = {q * v:,}" for (k, v), q in zip(pick, qty)) +
            f"\nTOTAL KSh {sum(q * v for (k, v), q in zip(pick, qty)):,}\nDelivered to site by tuk-tuk/lorry.")


def t_fundi_note(r, dt):
    return ("Fundi Githinji - materials for ring beam & walling, week 14\n- cement Bamburi 50 bags @ 780 = 39,000\n"
            "- Y12 bars 40 pcs @ 1,150 = 46,000\n- machine cut stones 1,200 @ 55 = 66,000\n- ballast 2 lorries, sand "
            "1 lorry from Sagana\nLabour: fundi 1,500/day x 6, helpers 3 x 800 x 6\nPaid M-Pesa 12/05: 28,800 to "
            "John Githinji 0723 ...\nAsk county inspector to come for ring beam inspection before roofing!\n"
            "Call Kinyua about the verandah column detail.")


def t_roof_quote(r, dt):
    return ("JOHN GITHINJI - BUILDING CONTRACTOR (FUNDI)\nGikondi, Mukurwe-ini  0723 557 081\nQUOTATION - ROOFING\n"
            f"Date: {dmy(dt)}\nClient: Mrs. Grace Mwangi, Gikondi house\n- Fabricate and fix timber trusses (cypress, "
            "treated): labour KSh 85,000\n- Fix iron sheets gauge 28 box profile, ridges and fascia: labour KSh 60,000\n"
            "- Gutters and down pipes: KSh 18,000\nMaterials by client as per BoQ. Work to take 3 weeks after ring beam "
            "curing. 50% deposit before starting.\nFundi John Githinji")


def t_architect(r, dt):
    return ("KINYUA & ASSOCIATES - ARCHITECTS\nKaratina Road, Nyeri  daniel.kinyua@kinyuaarch.co.ke\nFEE NOTE No. "
            f"{r.randint(100, 199)}/2026\nDate: {dmy(dt)}\nClient: Grace W. Mwangi\nProject: Proposed 4-bedroom "
            "house, Plot Mukurwe-ini/Gikondi/1312\nStage 4: site supervision visits (3 visits, foundation to ring "
            "beam) - KSh 45,000\nRevised verandah and kitchen drawings - KSh 12,000\nTotal due: KSh 57,000\nBank: "
            "Co-op Bank Nyeri A/C 0112 9827 4410")


def t_engineer(r, dt):
    return ("Eng. Peter Maina, P.E. (EBK Reg. A-2281)\nSTRUCTURAL NOTES - GIKONDI RESIDENCE\n"
            f"{dmy(dt)}\n1. Strip foundation 600 x 200 mm, concrete class 20, on firm murram at 900 mm depth\n"
            "2. Ring beam 200 x 200 mm, 4 Y12 with R8 stirrups at 200 mm centres\n3. Columns at verandah 230 x 230, "
            "4 Y12\n4. Lintels over all openings\nDrawings S-01 to S-04 attached for submission to the County "
            "Government of Nyeri.")


def t_survey(r, dt):
    return ("GEO-MAP SURVEYORS, NYERI\nSITE SURVEY AND BEACON RE-ESTABLISHMENT REPORT\nParcel: MUKURWE-INI/GIKONDI/1312 "
            "(0.5 acres)\nRegistered owner: Grace Wanjiru Mwangi (transfer from Samuel Mwangi Wachira, father)\n"
            "Date of survey: 09/09/2023\nAll 4 beacons found/re-established. Proposed house site: 18 m from the "
            "road reserve, ground slopes 1:12 towards the river. Recommend cut-and-fill and a retaining wall on the "
            "east.\nSurveyor: J. M. Nderitu, Licensed Surveyor")


# --------------------------------------------------------------------------- University application (Projects)

def t_kcse(r, dt):
    g = {"ENG": "A-", "KIS": "B+", "MAT": "A", "BIO": "A", "CHE": "A-", "PHY": "B+", "HIS": "A-", "BST": "A"}
    return ("THE KENYA NATIONAL EXAMINATIONS COUNCIL\nKCSE 2025 RESULT SLIP\nIndex No: 20405312019  Name: MWANGI "
            "WAMBUI GRACE\nCentre: Moi Girls' School Nairobi\n" + "\n".join(f"{k}  {v}" for k, v in g.items()) +
            "\nMEAN GRADE: A- (MINUS)  Aggregate points: 76")


def t_kuccps(r, dt):
    return ("KENYA UNIVERSITIES AND COLLEGES CENTRAL PLACEMENT SERVICE (KUCCPS)\nAPPLICATION SUMMARY - 2025 KCSE "
            f"COHORT\nApplicant: WAMBUI GRACE MWANGI  Index 20405312019  Date: {dmy(dt)}\nChoice 1: 1263127 Bachelor "
            "of Pharmacy - University of Nairobi - cluster 44.912\nChoice 2: 1111134 Bachelor of Pharmacy - Kenyatta "
            "University\nChoice 3: 1249136 Bachelor of Science (Biochemistry) - JKUAT\nChoice 4: Bachelor of Science "
            "(Nursing) - Moi University\nApplication fee KSh 1,500 paid via eCitizen. Revision window closes "
            "20/06/2026.")


def t_helb(r, dt):
    return ("HIGHER EDUCATION LOANS BOARD\nSTUDENT-CENTRED FUNDING MODEL APPLICATION - FIRST TIME APPLICANT\n"
            "Applicant: Wambui Grace Mwangi  KCSE Index 20405312019  ID: to be issued\nParent/Guardian 1: Grace "
            f"Wanjiru Mwangi, ID {IDNO}, KRA PIN {PIN}, TSC employee\nParent/Guardian 2: Peter Mwangi Kariuki, KenGen\n"
            "Household income band: declared with payslips and KRA returns\nSupporting documents: birth certificate, "
            "parents' IDs, KCSE result slip, death certificate N/A\nStatus: SUBMITTED, awaiting scholarship and "
            "loan banding.")


def t_reco(r, dt):
    return ("MOI GIRLS' SCHOOL NAIROBI\nP.O. Box 30066-00100 Nairobi\n"
            f"{dt:%d %B %Y}\nTo Whom It May Concern\nRE: WAMBUI GRACE MWANGI - LETTER OF RECOMMENDATION\nWambui was "
            "a student of this school from 2022 to 2025, a prefect (Health Captain) and a member of the Science "
            "Congress team that reached the national level in 2024. She scored A- in KCSE 2025. I recommend her "
            "without reservation for a degree in Pharmacy and for the Strathmore scholarship.\nMrs. H. Odera, Principal")


def t_wambui_notes(r, dt):
    return ("Wambui - KUCCPS choices (discussed with Peter)\n1. Pharmacy UoN - cluster 44.9, last year's cut-off "
            "43.2 - OK\n2. Pharmacy KU - backup\n3. Biochem JKUAT\n4. Nursing Moi\nStrathmore scholarship: essay "
            "due 30 June, interview in July\nHELB: apply once she gets ID - Huduma Centre Kasarani\nDocuments to "
            "scan: birth cert, KCSE slip, my payslip, KRA compliance")


def t_leaving(r, dt):
    return ("REPUBLIC OF KENYA - MINISTRY OF EDUCATION\nSECONDARY SCHOOL LEAVING CERTIFICATE\nSerial No. "
            f"{r.randint(100000, 999999)}\nThis is to certify that WAMBUI GRACE MWANGI, Adm. No. 8812, was a student "
            "of Moi Girls' School Nairobi from 10/01/2022 to 21/11/2025 and sat the KCSE examination in 2025.\n"
            "Conduct: Excellent. Ability: Above average. Leadership: Health Captain.\nPrincipal's signature and stamp")


# --------------------------------------------------------------------------- Church / Travel (Archive)

def t_harambee(r, dt, kind):
    if kind == "report":
        return ("PCEA MWIKI PARISH - SANCTUARY ROOFING HARAMBEE 2025\nFINAL REPORT TO THE KIRK SESSION\nChair of "
                "the fundraising committee: Elder Grace W. Mwangi\nHarambee day: 19/10/2025. Guest of honour: "
                "Hon. Member of Parliament, Kasarani\nTarget: KSh 3,500,000  Raised: cash KSh 1,842,300; M-Pesa "
                "Paybill KSh 1,296,750; pledges redeemed KSh 541,000  Total KSh 3,680,050\nPaid to contractor "
                "(Mabati Rolling Mills roofing): KSh 3,210,000. Balance banked to the building account.\nThe "
                "committee is dissolved with thanks. 16/11/2025")
    if kind == "thanks":
        return ("PCEA MWIKI PARISH\nLETTER OF APPRECIATION\n10/11/2025\nElder Grace W. Mwangi\nThe Session "
                "thanks you and the harambee committee for the successful sanctuary roofing fundraiser that raised "
                "KSh 3.68 million, surpassing the target. The new roof will be dedicated on 7 December 2025.\n"
                "Rev. Stephen Kamau, Parish Minister")
    if kind == "speech":
        return ("Harambee speech - 19 October 2025\nBwana Yesu asifiwe! Mgeni wetu wa heshima, wazee wa kanisa, "
                "ndugu na dada: tumekuja leo kumaliza paa la hekalu letu. When it rained in April we sat under "
                "buckets. Today our target is KSh 3.5 million. Committee pledges already stand at KSh 640,000. "
                "Mungu awabariki mnapotoa kwa moyo mkunjufu. (2 Kor 9:7)")
    rows = ["HARAMBEE 2025 - MICHANGO;", "Jina;Ahadi;Imelipwa;Njia"]
    for n in ["Elder Kamau", "Mama Njambi", "Youth Fellowship", "Woman's Guild", "PCMF", "Mr. Odhiambo",
              "Tujiinue Chama", "Sunday School", "Kiwanja staff", "Mwiki Shuttle SACCO"]:
        p = r.randint(5, 150) * 1000
        rows.append(f"{n};{p};{p - r.choice([0, 0, 5000])};{r.choice(['M-Pesa', 'Cash', 'Cheque'])}")
    return "\n".join(rows)


def t_trip(r, dt, kind):
    if kind == "hotel":
        return ("BAHARI BREEZE BEACH RESORT, NYALI, MOMBASA\nBOOKING CONFIRMATION No. BBR-24-08817\nGuest: Grace "
                "Mwangi  Phone 0722 418 963\nArrival: 12/04/2024  Departure: 17/04/2024  (5 nights)\nRooms: 1 "
                "family room (2 adults, 3 children), half board\nTotal: KSh 112,500  Deposit paid KSh 56,250 "
                "(M-Pesa)\nCheck-in 2 p.m. Airport/SGR transfer available at KSh 3,500 per way.")
    if kind == "sgr":
        return ("KENYA RAILWAYS - MADARAKA EXPRESS E-TICKET\nBooking ref: MX24041188\nNairobi Terminus -> Mombasa "
                "Terminus  Inter-County train  Date: 12/04/2024 08:00\nPassengers: Grace Mwangi, Peter Mwangi, "
                "Wambui Mwangi, Kamau Mwangi, Njeri Mwangi (child)\nClass: Economy  Coach 6  Seats 31-35\n"
                "Fare total: KSh 5,100  Paid via M-Pesa. Arrive 45 minutes before departure with ID.")
    if kind == "itinerary":
        return ("SAFARI SMART TOURS - MOMBASA FAMILY PACKAGE APRIL 2024\nFor: the Mwangi family\n13/04 Fort Jesus "
                "and Old Town walking tour\n14/04 Haller Park and Bamburi beach\n15/04 Wasini Island dhow trip, "
                "Kisite marine park snorkelling, seafood lunch\n16/04 free day - Nyali beach\nPrice per person "
                "excursions: KSh 9,800 (children KSh 6,500)")
    return ("Mombasa packing list (April 2024)\n- SGR tickets printed + IDs\n- swimsuits x5, sunscreen, hats\n- "
            "Njeri's inhaler\n- chargers, power bank\n- cash for Wasini trip\n- leave keys with Mary (house help)")


# --------------------------------------------------------------------------- Home

def t_home(r, dt, kind):
    if kind == "zuku":
        return (f"ZUKU FIBER - INVOICE\nAccount 1148827  Grace Mwangi, {HOME}\nPackage: Home Fiber 20 Mbps\nBilling "
                f"period: {dt:%B %Y}  Amount: KSh 3,999.00  Due: 05/{dt:%m/%Y}\nPay via Paybill 320320.")
    if kind == "water":
        return ("NAIROBI CITY WATER AND SEWERAGE COMPANY\nWATER BILL\nAccount: 3318809-01  Premises: Sunrise Court "
                f"Hse 14, Mwiki Road\nBill month: {dt:%B %Y}  Consumption: {r.randint(9, 18)} m3  Amount due: "
                f"{ks(r.uniform(1300, 2300))}\nPaybill 444400.")
    return ("EMPLOYMENT AGREEMENT - DOMESTIC WORKER\nEmployer: Grace W. Mwangi, Sunrise Court Hse 14, Kasarani\n"
            "Employee: Mary Atieno Ouma, ID 31227418\nDuties: cooking, cleaning, laundry, caring for Njeri after school\n"
            "Salary: KSh 12,000 per month (above the domestic worker minimum wage) plus food and housing\nNSSF and SHA "
            "contributions paid by employer. Leave: 21 days a year. Off: Sunday.\nDate: 02/01/2025")


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

    def fix(fn, *a):
        return lambda r_, dt_: fn(r_, dt_, *a)

    def dated(fn, when, *a):
        return lambda r_, dt_: fn(r_, when, *a)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    DOC, DL, DT, WA = "Documents", "Downloads", "Desktop", "Documents/WhatsApp Documents"

    # ------------------------------------------------------------ Documents/TSC + School (Areas Teaching)
    for y, m in ((2026, 5), (2026, 4), (2026, 3), (2026, 2), (2026, 1), (2025, 12), (2025, 10), (2024, 6)):
        when = at(y, m, 24)
        add(f"{DOC}/TSC/Payslips/Payslip_{when:%b}_{y}.pdf", A, "Teaching", ago(when) - 1, dated(t_payslip, when))
    add(f"{DOC}/TSC/Promotion letter DP 2021.pdf", A, "Teaching", 1590, dated(t_karuri, at(2021, 10, 29), "transfer"))
    add(f"{DOC}/TSC/TPAD/TPAD Term 1 2026 - G Mwangi.docx", A, "Teaching", 62, fix(t_tpad, "Term 1 2026"))
    add(f"{DOC}/TSC/TPAD/TPAD Term 3 2025.docx", A, "Teaching", 190, fix(t_tpad, "Term 3 2025"))
    add(f"{DOC}/TSC/TPAD/TPAD 2.0 circular.pdf", A, "Teaching", 55, t_circular)
    sch = f"{DOC}/School"
    add(f"{sch}/Staff Meetings/Staff minutes 09-01-2026.docx", A, "Teaching", 142, t_minutes)
    add(f"{sch}/Staff Meetings/Staff minutes 30-04-2026.docx", A, "Teaching", 32, t_minutes)
    add(f"{sch}/Staff Meetings/Staff minutes 28-08-2025.docx", A, "Teaching", 277, t_minutes)
    add(f"{sch}/Exam Analysis/F4 Mock Analysis 2025.xlsx", A, "Teaching", 250, fix(t_exam, "Form 4", "Mock"))
    add(f"{sch}/Exam Analysis/F3 End Term 1 2026.xlsx", A, "Teaching", 60, fix(t_exam, "Form 3", "End Term 1"))
    add(f"{sch}/Exam Analysis/F2 End Term 1 2026.xlsx", A, "Teaching", 59, fix(t_exam, "Form 2", "End Term 1"))
    add(f"{sch}/Exam Analysis/KCSE 2025 school analysis.xlsx", A, "Teaching", 110, fix(t_exam, "Form 4", "KCSE 2025"))
    add(f"{sch}/Timetables/Master Timetable Term 2 2026.xlsx", A, "Teaching", 36, fix(t_timetable, "MASTER TIMETABLE TERM 2 2026"))
    add(f"{sch}/Timetables/Duty roster Term 2.docx", A, "Teaching", 35, lambda r, dt: (
        f"{SCH}\nTEACHERS ON DUTY ROSTER - TERM 2 2026\n" + "\n".join(
            f"Week {w}: {r.choice(TEACHERS)}, {r.choice(TEACHERS)} (TOD report to the Deputy Principal daily)"
            for w in range(1, 14))))
    add(f"{sch}/BOM/BOM invitation June 2026.docx", A, "Teaching", 6, t_bom)
    add(f"{sch}/Discipline/Letter to parent - Form 3 phone case.docx", A, "Teaching", 24, lambda r, dt: (
        f"{SCH}\n{SCH_ADDR}\n{dmy(dt)}\nDear Parent/Guardian,\nRE: ADM. NO. {r.randint(5000, 6999)} - FORM 3 EAST\n"
        "Your son was found using a mobile phone in class during the Tuesday afternoon remedial lesson, contrary "
        "to school rule 14. The phone is held in the Deputy Principal's office. You are requested to come to school on Monday at 9.00 a.m. "
        "to see the Deputy Principal.\nMrs. G. W. Mwangi, Deputy Principal"))
    add(f"{sch}/Parents meeting Form 4 notice.pdf", A, "Teaching", 80, lambda r, dt: (
        f"{SCH}\nFORM FOUR PARENTS' ACADEMIC CLINIC\nDate: {dmy(dt + timedelta(days=12))} at 9.00 a.m. in the school "
        "hall. Agenda: KCSE 2026 preparation, remedial programme, fee balances, career guidance. Deputy Principal"))
    add(f"{sch}/Grade 10 subject pathways 2026.docx", A, "Teaching", 150, lambda r, dt: (
        f"{SCH}\nGRADE 10 PATHWAY PLACEMENT - JANUARY 2026\nSTEM: 96 learners (Pure Sciences 41, Applied Sciences 55)\n"
        "Social Sciences: 64 learners\nArts and Sports Science: 26 learners\nSubject combinations are allocated per the "
        "KJSEA results and the learners' choices on the Ministry's placement portal. Deputy Principal's office"))

    # ------------------------------------------------------------ Karuri Girls (Archive Teaching)
    kg = f"{DOC}/Karuri Girls"
    add(f"{kg}/Handover report Dec 2021.docx", X, "Teaching", 1628, fix(t_karuri, "handover"))
    add(f"{kg}/KCSE 2019 Kiswahili analysis.xlsx", X, "Teaching", 2290, fix(t_karuri, "analysis"))
    add(f"{kg}/Continuity of learning plan 2020.docx", X, "Teaching", 2245, fix(t_karuri, "covid"))
    add(f"{kg}/Farewell speech.docx", X, "Teaching", 1629, fix(t_karuri, "farewell"))
    add(f"{kg}/Certificate of service.pdf", X, "Teaching", 1620, fix(t_karuri, "cert"))
    add(f"{kg}/Timetable 2021 Kiswahili dept.xlsx", X, "Teaching", 1950, (lambda r, dt: t_timetable(r, dt, "KISWAHILI DEPT 2021").replace(SCH, "KARURI GIRLS' HIGH SCHOOL")))
    add(f"{kg}/Drama festival 2018 script - Sauti ya Wanyonge.docx", X, "Teaching", 2700, lambda r, dt: (
        "SAUTI YA WANYONGE - mchezo wa kuigiza, Karuri Girls' High School, Tamasha la Drama 2018\nMwandishi na "
        "mwelekezi: Mwl. G. W. Mwangi\nONYESHO LA KWANZA: Sokoni. Mama Pima anauza mboga huku askari wa kanjo "
        "wakimfukuza...\nWAHUSIKA: Mama Pima, Mzee Kadogo, Askari 1, Askari 2, Wanafunzi"))
    dot(f"{kg}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(40), 1600)

    # ------------------------------------------------------------ Matatu (Areas / Archive)
    mt = f"{DOC}/Matatu"
    for reg in VEH:
        tag = reg.replace(" ", "")
        for i, age in enumerate((3, 34, 64)):
            when = NOW - timedelta(days=age)
            add(f"{mt}/{reg}/SACCO statement {when:%b %Y}.pdf", A, "Matatu", age - 1, fix(t_sacco, reg))
        add(f"{mt}/{reg}/NTSA inspection {tag} 2025.pdf", A, "Matatu", 330 if tag.startswith("KCZ") else 290, fix(t_ntsa, reg))
        add(f"{mt}/{reg}/Insurance Directline {tag}.pdf", A, "Matatu", 120 if tag.startswith("KCZ") else 200,
            fix(t_insure, reg))
        add(f"{mt}/{reg}/Driver agreement {VEH[reg][2]}.docx", A, "Matatu", 500 if tag.startswith("KCZ") else 260,
            fix(t_contract, reg))
    add(f"{mt}/Remittance/Makusanyo May 2026.xlsx", A, "Matatu", 1, fix(t_remit, "KCZ 381M"))
    add(f"{mt}/Remittance/Makusanyo April 2026 KDG.xlsx", A, "Matatu", 31, fix(t_remit, "KDG 227B"))
    add(f"{mt}/Remittance/Makusanyo March 2026.xlsx", A, "Matatu", 62, fix(t_remit, "KCZ 381M"))
    add(f"{mt}/Repairs/Wamaitha garage clutch KDG.pdf", A, "Matatu", 48, fix(t_repair, "KDG 227B"))
    add(f"{mt}/Repairs/Wamaitha invoice Feb 2026.pdf", A, "Matatu", 105, fix(t_repair, "KCZ 381M"))
    add(f"{mt}/Repairs/service log.xlsx", A, "Matatu", 9, lambda r, dt: "Date;Vehicle;Km;Work;Cost\n" + "\n".join(
        f"{dmy(dt - timedelta(days=30 * i))};{reg};{r.randint(180, 420) * 1000};{r.choice(['service', 'tyres', 'brakes', 'clutch', 'body work'])};{r.randint(3, 30) * 1000}"
        for i, reg in enumerate(list(VEH) * 4)))
    add(f"{mt}/Licences/TLB licence Nairobi County 2026.pdf", A, "Matatu", 150, lambda r, dt: (
        "NAIROBI CITY COUNTY - TRANSPORT LICENSING BOARD\nPSV ROUTE LICENCE 2026\nVehicles: KCZ 381M, KDG 227B  "
        "Operator: Mwiki Shuttle SACCO Ltd  Owner: Grace W. Mwangi\nRoute 145: Ruiru - Kasarani - Odeon\nFee paid: "
        "KSh 11,000  Valid to 31/12/2026"))
    add(f"{mt}/Licences/Speed governor certificate KCZ 381M.pdf", A, "Matatu", 335, lambda r, dt: (
        "SPEEDLIMITERS KENYA LTD - CERTIFICATE OF COMPLIANCE\nVehicle KCZ 381M Isuzu NQR  Governor model SL-80  "
        f"Serial SG-{r.randint(10000, 99999)}\nSet speed 80 km/h as per Legal Notice 219. Valid 12 months from {dmy(dt)}"))
    add(f"{mt}/Claims/Claim form KDG 227B Jan 2026.pdf", A, "Matatu", 125, lambda r, dt: (
        "DIRECTLINE ASSURANCE - MOTOR CLAIM FORM\nPolicy: PSV/TP/KDG227B  Insured: Grace W. Mwangi\nDate of "
        "accident: 26/01/2026, 7.40 a.m., Thika Road near Roysambu footbridge\nDriver: Samuel Njoroge  Badge "
        "PSV 447102\nDescription: a private saloon KDE 118R rear-ended the matatu while it stopped to drop "
        "passengers. Damage to the rear bumper and tail lights. No injuries.\nPolice abstract OB 41/26/01/2026 "
        "Kasarani Police Station"))
    for i, age in enumerate((126, 126, 125)):
        photo(f"{mt}/Claims/IMG_20260126_0{741 + i * 3}.jpg", A, "Matatu", age)
    sold = f"{mt}/KBU 905T (sold)"
    add(f"{sold}/Sale agreement KBU 905T.pdf", X, "Matatu", 660, lambda r, dt: (
        "MOTOR VEHICLE SALE AGREEMENT\nSeller: Grace Wanjiru Mwangi, ID 22873415\nBuyer: James Kiprotich Rono, ID "
        "27341190\nVehicle: KBU 905T Nissan Caravan (14-seater PSV), chassis VWE25-118234\nPrice: KSh 1,150,000, "
        "paid KSh 900,000 on signing and KSh 250,000 on transfer\nDate: 14/08/2024. Sold as is, with SACCO exit "
        "clearance from Mwiki Shuttle SACCO.\nSigned before Advocate W. Karanja"))
    add(f"{sold}/NTSA transfer confirmation.pdf", X, "Matatu", 640, lambda r, dt: (
        "NTSA eCitizen - TRANSFER OF OWNERSHIP COMPLETED\nVehicle KBU 905T  From: GRACE WANJIRU MWANGI  To: JAMES "
        "KIPROTICH RONO\nTransfer fee KSh 1,500  Date 02/09/2024  New logbook to be collected at Likoni Road"))
    add(f"{sold}/SACCO exit clearance.pdf", X, "Matatu", 655, lambda r, dt: (
        SACCO + "\nEXIT CLEARANCE\nMember MSS/0417 Grace W. Mwangi has cleared all levies and loans for vehicle "
        "KBU 905T (fleet no. 12) which is withdrawn from the SACCO on sale. Share capital retained for the member's "
        "other vehicles. 10/08/2024"))
    add(f"{sold}/Remittance KBU 2024.xlsx", X, "Matatu", 670, dated(t_remit, at(2024, 7, 31), "KBU 905T"))
    photo(f"{sold}/KBU 905T for sale.jpg", X, "Matatu", 700)

    # ------------------------------------------------------------ Ruiru plot (Areas Rental)
    rp = f"{DOC}/Ruiru Plot"
    add(f"{rp}/Rent record 2026.xlsx", A, "Rental", 2, fix(t_rentbook, 2026))
    add(f"{rp}/Rent record 2025.xlsx", A, "Rental", 150, fix(t_rentbook, 2025))
    for u, age in (("A1", 540), ("A2", 300), ("B1", 820)):
        add(f"{rp}/Tenancy agreements/Agreement {u} {dict((t[0], t[1]) for t in TENANTS)[u]}.pdf", A, "Rental", age,
            fix(t_lease, u))
    for age in (8, 38):
        add(f"{rp}/Bills/KPLC pump meter {(NOW - timedelta(days=age)):%b %Y}.pdf", A, "Rental", age, t_kplc)
    add(f"{rp}/Bills/RUJWASCO {(NOW - timedelta(days=40)):%b %Y}.pdf", A, "Rental", 40, t_water)
    for age in (12, 42, 73):
        add(f"{rp}/KRA MRI/MRI return {(NOW - timedelta(days=age + 20)):%B %Y}.pdf", A, "Rental", age, t_mri)
    add(f"{rp}/Caretaker/Mama Shiku ripoti April.txt", A, "Rental", 30, t_caretaker)
    add(f"{rp}/Notice rent review July 2026.docx", A, "Rental", 14, t_notice)
    add(f"{rp}/Plumbing quote B1.pdf", A, "Rental", 95, lambda r, dt: (
        "KIMBO PLUMBING WORKS - QUOTATION\nSite: Mrs. Mwangi's plot, Kimbo Ruiru, unit B1 and water tank\nReplace "
        "corroded GI pipe 20 m, fit new float valve on 5,000 L tank, repair shower mixer\nMaterials KSh 7,850  "
        "Labour KSh 4,000  Total KSh 11,850"))

    # ------------------------------------------------------------ KRA / Finance / Chama / Home
    kra = f"{DOC}/KRA"
    for y in (2021, 2022, 2024, 2025):
        filed = at(y + 1, 5, 18) if y == 2025 else at(y + 1, 6, 20)
        add(f"{kra}/Returns/IT1 {y} acknowledgement.pdf", A, "Taxes", ago(filed), dated(t_it1, filed, y))
    add(f"{kra}/P9 2025 TSC.pdf", A, "Taxes", 140, fix(t_p9, 2025))
    add(f"{kra}/P9 2024 TSC.pdf", A, "Taxes", 500, fix(t_p9, 2024))
    add(f"{kra}/Tax compliance certificate 2026.pdf", A, "Taxes", 20, lambda r, dt: (
        "KENYA REVENUE AUTHORITY\nTAX COMPLIANCE CERTIFICATE\nTaxpayer: GRACE WANJIRU MWANGI  PIN " + PIN +
        f"\nCertificate No. KRA{r.randint(10**9, 10**10)}  Issued {dmy(dt)}  Valid 12 months\nThis certifies that the "
        "taxpayer has filed the relevant tax returns and paid taxes due."))
    fin = f"{DOC}/Finance"
    for age in (2, 33, 63):
        add(f"{fin}/M-Pesa/MPESA_Statement_{(NOW - timedelta(days=age)):%Y_%m}.pdf", A, "Finance", age, t_mpesa)
    for age in (5, 35):
        add(f"{fin}/Equity/Equity statement {(NOW - timedelta(days=age)):%b %Y}.pdf", A, "Finance", age, t_equity)
    add(f"{fin}/Mwalimu SACCO loan statement Mar 2026.pdf", A, "Finance", 70, t_mwalimu)
    add(f"{fin}/Mwalimu SACCO loan agreement 2024.pdf", A, "Finance", 808, lambda r, dt: (
        "MWALIMU NATIONAL SACCO SOCIETY LTD\nLOAN APPLICATION AND AGREEMENT - DEVELOPMENT LOAN\nApplicant: Grace W. "
        "Mwangi, MNS/0988121, TSC 412876\nAmount: KSh 1,200,000  Period: 72 months  Rate: 1% per month reducing\n"
        "Purpose: construction (Nyeri) and school fees\nGuarantors: Jane Akinyi (MNS/1022834), Joseph Ouma "
        "(MNS/0876112)\nCheck-off authority: TSC payroll deduction KSh 18,500"))
    add(f"{fin}/Britam policy.pdf", A, "Finance", 1200, t_britam)
    add(f"{fin}/Bajeti 2026.xlsx", A, "Finance", 4, t_budget)
    ch = f"{DOC}/Chama"
    add(f"{ch}/Katiba ya Tujiinue 2022.pdf", A, "Chama", 1450, lambda r, dt: (
        "TUJIINUE WOMEN GROUP - KATIBA\n1. Jina: Tujiinue Women Group, Kasarani\n2. Malengo: kuweka akiba, kusaidiana "
        "na kuwekeza\n3. Wanachama: 15; kila mmoja atachangia KSh 5,000 kila mwezi\n4. Merry-go-round ya KSh 75,000 "
        "kila mwezi kwa zamu\n5. Mikopo kwa riba ya 10% kwa miezi mitatu\n6. Viongozi huchaguliwa kila miaka miwili"))
    add(f"{ch}/Michango 2026.xlsx", A, "Chama", 8, fix(t_chama_xlsx, 2026))
    add(f"{ch}/Kumbukumbu Machi 2026.docx", A, "Chama", 68, t_chama_min)
    add(f"{ch}/Kumbukumbu Aprili 2026.docx", A, "Chama", 40, t_chama_min)
    hm = f"{DOC}/Home"
    add(f"{hm}/Mary house help contract 2025.docx", A, "Home", 515, fix(t_home, "help"))
    add(f"{hm}/Zuku invoice May 2026.pdf", A, "Home", 20, fix(t_home, "zuku"))
    add(f"{hm}/Nairobi Water April 2026.pdf", A, "Home", 45, fix(t_home, "water"))

    # ------------------------------------------------------------ Kids / Health
    kd = f"{DOC}/Kids"
    add(f"{kd}/Kamau/Kagumo fee structure 2026.pdf", A, "Kids' School", 160, t_fees_kagumo)
    add(f"{kd}/Kamau/Report form Term 1 2026.pdf", A, "Kids' School", 58, t_report_kamau)
    add(f"{kd}/Kamau/Kagumo admission letter 2025.pdf", A, "Kids' School", 540, lambda r, dt: (
        "KAGUMO HIGH SCHOOL\nFORM ONE ADMISSION LETTER 2025\nName: Kamau Mwangi  KJSEA/KCPE Assessment No. "
        "0412883017\nReporting date: 13/01/2025 between 8.00 a.m. and 4.00 p.m. Bring: this letter, birth "
        "certificate, 2 passport photos, uniform from the school shop, a metal box, and proof of fee payment."))
    add(f"{kd}/Kamau/Fee receipt Term 2 2026.pdf", A, "Kids' School", 36, t_fee_receipt)
    add(f"{kd}/Njeri/Grade 5 report Term 1 2026.pdf", A, "Kids' School", 63, t_report_cbc)
    add(f"{kd}/Njeri/Little Angels fee invoice Term 2.pdf", A, "Kids' School", 38, lambda r, dt: (
        "LITTLE ANGELS ACADEMY, KASARANI\nINVOICE - TERM 2 2026\nLearner: Njeri Mwangi, Grade 5 Blue\nTuition KSh "
        "24,500  Lunch KSh 6,800  Transport (Mwiki route) KSh 7,200  Swimming KSh 1,500\nTotal KSh 40,000  Pay "
        "to Co-op Bank Paybill 400200 account LA-0934"))
    add(f"{kd}/Njeri/Swimming club consent.docx", A, "Kids' School", 37, lambda r, dt: (
        "LITTLE ANGELS ACADEMY - PARENT CONSENT FORM\nI, Grace W. Mwangi, parent of Njeri Mwangi (Grade 5), allow my "
        "child to take part in swimming lessons at Kasarani Aquatic Centre on Wednesdays, Term 2 2026.\nMedical "
        "note: mild asthma, carries an inhaler. Emergency contact 0722 418 963"))
    add(f"{kd}/Wambui/Moi Girls fee balance Form 4.pdf", A, "Kids' School", 230, lambda r, dt: (
        "MOI GIRLS' SCHOOL NAIROBI - FEE STATEMENT\nStudent: Wambui Mwangi Adm 8812 Form 4 2025\nTerm 3 2025 fees "
        "KSh 9,625  Paid KSh 5,000  Balance KSh 4,625 to be cleared before collection of the leaving certificate"))
    add(f"{kd}/School fees tracker 2026.xlsx", A, "Kids' School", 3, lambda r, dt: (
        "Child;School;Term 1;Paid;Term 2;Paid;Term 3;Paid\nKamau;Kagumo High;26325;26325;17550;15000;9625;0\n"
        "Njeri;Little Angels;40000;40000;40000;25000;38500;0\nWambui;(university 2026);;;;;;"))
    hl = f"{DOC}/Health"
    add(f"{hl}/SHA registration.pdf", A, "Health", 230, t_sha)
    add(f"{hl}/Aga Khan lab results Feb 2026.pdf", A, "Health", 110, t_lab)
    add(f"{hl}/Prescription Dr Omondi.pdf", A, "Health", 108, t_rx)
    add(f"{hl}/BP log.xlsx", A, "Health", 1, lambda r, dt: "Date;Morning;Evening;Notes\n" + "\n".join(
        f"{dmy(dt - timedelta(days=i * 3))};{r.randint(128, 146)}/{r.randint(82, 94)};{r.randint(124, 140)}/"
        f"{r.randint(80, 90)};{r.choice(['', 'after walk', 'stressful day', 'forgot tablet'])}" for i in range(15)))
    add(f"{hl}/NHIF card scan.pdf", A, "Health", 900, lambda r, dt: (
        "NATIONAL HOSPITAL INSURANCE FUND - MEMBER CARD\nName: GRACE WANJIRU MWANGI  ID 22873415  Employer: TSC\n"
        "Spouse: Peter Mwangi Kariuki  Children: Wambui, Kamau, Njeri"))

    # ------------------------------------------------------------ Masters (Projects)
    ms = f"{DOC}/Masters"
    add(f"{ms}/Thesis/Chapter 1 Introduction.docx", P, "Masters", 40, fix(t_chapter, 1))
    add(f"{ms}/Thesis/Chapter 2 Literature Review.docx", P, "Masters", 7, fix(t_chapter, 2))
    add(f"{ms}/Thesis/Chapter 3 Methodology v3.docx", P, "Masters", 16, fix(t_chapter, 3))
    add(f"{ms}/Thesis/Approved proposal.pdf", P, "Masters", 210, lambda r, dt: (
        "KENYATTA UNIVERSITY - GRADUATE SCHOOL\nPROPOSAL APPROVAL\nStudent: Grace Wanjiru Mwangi E55/12874/2023\n"
        f"Title: {TITLE}\nSupervisor: Dr. Mary Nyaga\nThe proposal was defended on 24/10/2025 and approved with "
        "minor corrections. The student may proceed to apply for a NACOSTI research licence."))
    add(f"{ms}/Thesis/Questionnaire for teachers.docx", P, "Masters", 150, t_questionnaire)
    add(f"{ms}/NACOSTI research licence.pdf", P, "Masters", 130, t_nacosti)
    add(f"{ms}/Fees/KU fee statement 2026.pdf", P, "Masters", 45, t_ku_fees)
    add(f"{ms}/Coursework/EAP 801 Educational Leadership - CAT.docx", P, "Masters", 880, lambda r, dt: (
        "EAP 801: THEORIES OF EDUCATIONAL LEADERSHIP - CAT 1\nGrace W. Mwangi E55/12874/2023\nQ1. Discuss the "
        "relevance of transformational leadership (Bass, 1985) to a deputy principal in a Kenyan public day school.\n"
        "Transformational leaders inspire staff beyond self-interest..."))
    add(f"{ms}/Coursework/EAP 812 Research Methods notes.docx", P, "Masters", 700, lambda r, dt: (
        "EAP 812 Research Methods - lecture notes (Dr. Kimani)\nSampling: Krejcie and Morgan table; Yamane formula "
        "n = N/(1+Ne^2)\nReliability: Cronbach alpha > 0.7\nValidity: content validity through expert judgement "
        "(supervisors)"))
    add(f"{ms}/Readings/Musungu_Nasongo_2008_head_teachers_instructional_supervision.pdf", P, "Masters", 300,
        lambda r, dt: "The instructional role of the head teacher in academic achievement in secondary schools in "
        "Vihiga District, Kenya. Musungu, L. L. & Nasongo, J. W. Educational Research and Review 3(10), 2008. "
        "Abstract: the study found that head teachers who checked teachers' records and observed lessons...")
    add(f"{ms}/Readings/Glickman developmental supervision summary.docx", P, "Masters", 320, lambda r, dt: (
        "Glickman, Gordon & Ross-Gordon - SuperVision and Instructional Leadership: notes for Chapter 2\nDirective, "
        "collaborative and non-directive approaches matched to teachers' developmental levels..."))
    add(f"{ms}/Thesis references.zip", P, "Masters", 90, _zip([
        ("references.bib", "@article{musungu2008, author={Musungu, L. and Nasongo, J.}, year={2008}}\n"
                           "@book{glickman2010, title={SuperVision and Instructional Leadership}, year={2010}}\n"),
        ("Kimeu_2015_principals_supervision.txt", "Kimeu, Tanui & Ronoh (2015) Influence of instructional "
                                                  "supervision on KCSE performance in Nzaui Sub-County.")]))
    add(f"{ms}/Data/responses_entry.xlsx", P, "Masters", 5, t_data)
    dot(f"{ms}/Thesis/.~lock.Chapter 2 Literature Review.docx#", b"Grace Mwangi,GRACE-LAPTOP,01.06.2026 07:12,", 1)

    # ------------------------------------------------------------ Nyeri House (Projects)
    ny = f"{DOC}/Nyeri House"
    add(f"{ny}/Plans/Architectural plans Gikondi - Kinyua.pdf", P, "Nyeri House", 380, lambda r, dt: (
        "KINYUA & ASSOCIATES - ARCHITECTS\nPROPOSED RESIDENTIAL HOUSE ON PLOT MUKURWE-INI/GIKONDI/1312 FOR GRACE W. "
        "MWANGI\nDrawing A-01 Ground floor plan 1:100: master bedroom en-suite, 3 bedrooms, lounge 6.0 x 5.2 m, "
        "kitchen, store, verandah\nDrawing A-02 Elevations; A-03 Section; A-04 Site plan with septic tank and soak "
        "pit\nPlinth area 168 m2. Walls: machine cut stone. Roof: box profile iron sheets on timber trusses."))
    add(f"{ny}/Plans/Structural notes Eng Maina.pdf", P, "Nyeri House", 330, t_engineer)
    add(f"{ny}/Approval/County approval letter.pdf", P, "Nyeri House", 286, t_approval)
    add(f"{ny}/Approval/Survey report 2023.pdf", P, "Nyeri House", 990, t_survey)
    add(f"{ny}/BoQ Gikondi house.xlsx", P, "Nyeri House", 10, t_boq)
    add(f"{ny}/Malipo ya fundi 2026.xlsx", P, "Nyeri House", 2, t_fundi)
    for age in (25, 60, 88):
        add(f"{ny}/Receipts/Hardware {(NOW - timedelta(days=age)):%d-%m-%Y}.pdf", P, "Nyeri House", age, t_hardware)
    add(f"{ny}/Kinyua fee note stage 3.pdf", P, "Nyeri House", 200, lambda r, dt: t_architect(r, dt).replace(
        "Stage 4: site supervision visits (3 visits, foundation to ring beam) - KSh 45,000", "Stage 3: county "
        "submission and approval follow-up - KSh 35,000"))
    for i, age in enumerate((3, 3, 17, 17, 31, 45, 46, 74, 102, 140)):
        when = NOW - timedelta(days=age)
        photo(f"{ny}/Site photos/IMG_{when:%Y%m%d}_{r.randint(70000, 179999):06d}.jpg", P, "Nyeri House", age)
    dot(f"{ny}/Site photos/.nomedia", b"", 140)

    # ------------------------------------------------------------ Wambui Uni (Projects)
    wu = f"{DOC}/Wambui Uni"
    add(f"{wu}/KCSE 2025 result slip.pdf", P, "University Application", 118, t_kcse)
    add(f"{wu}/KUCCPS application summary.pdf", P, "University Application", 21, t_kuccps)
    add(f"{wu}/HELB application.pdf", P, "University Application", 15, t_helb)
    add(f"{wu}/Recommendation letter Moi Girls.pdf", P, "University Application", 27, t_reco)
    add(f"{wu}/Strathmore scholarship essay draft.docx", P, "University Application", 4, lambda r, dt: (
        "Strathmore University Scholarship - Personal Essay (draft 2)\nWambui Grace Mwangi\nWhen my little sister "
        "Njeri was admitted at MP Shah with tonsillitis, I watched the pharmacist explain her medicine to my mother "
        "in Kiswahili... I want to study Pharmacy because...\n(Mum: shorten to 600 words, add the Science "
        "Congress project)"))
    add(f"{wu}/Birth certificate Wambui.pdf", P, "University Application", 24, lambda r, dt: (
        "REPUBLIC OF KENYA - CERTIFICATE OF BIRTH\nEntry No. 1187221  Name: Wambui Grace Mwangi  Sex: Female\n"
        "Date of birth: 03/02/2008  Place: Pumwani Maternity, Nairobi\nMother: Grace Wanjiru  Father: Peter Mwangi "
        "Kariuki\n(Copy for KUCCPS/HELB application)"))
    add(f"{wu}/Wambui passport photo.heic", P, "University Application", 24, "")

    # ------------------------------------------------------------ Church Harambee 2025 / Mombasa 2024 (Archive)
    hb = f"{DOC}/Church Harambee 2025"
    add(f"{hb}/Michango list.xlsx", X, "Church", 225, fix(t_harambee, "list"))
    add(f"{hb}/Budget roofing.xlsx", X, "Church", 290, lambda r, dt: (
        "Item;Amount\nIron sheets gauge 28 (Mabati Rolling Mills);1850000\nTrusses and timber;640000\nLabour;"
        "480000\nGutters;140000\nContingency;390000\nTOTAL;3500000"))
    add(f"{hb}/Invitation card harambee.pdf", X, "Church", 260, lambda r, dt: (
        "PCEA MWIKI PARISH\nYou are warmly invited to the SANCTUARY ROOFING HARAMBEE\nSunday 19th October 2025 at "
        "11.00 a.m.\nGuest of honour: the Hon. MP Kasarani\nM-Pesa Paybill 8821400 Account ROOF\n"
        "Chair: Elder Grace Mwangi 0722 418 963"))
    add(f"{hb}/Final report.docx", X, "Church", 198, fix(t_harambee, "report"))
    for age in (225, 225, 224):
        photo(f"{hb}/Photos/IMG_20251019_{r.randint(110000, 159999)}.jpg", X, "Church", age)
    mb = f"{DOC}/Mombasa 2024"
    add(f"{mb}/SGR e-ticket.pdf", X, "Travel", 790, fix(t_trip, "sgr"))
    add(f"{mb}/Bahari Breeze booking.pdf", X, "Travel", 800, fix(t_trip, "hotel"))
    add(f"{mb}/Budget Mombasa.xlsx", X, "Travel", 805, lambda r, dt: (
        "Item;Budget;Spent\nSGR;5100;5100\nHotel;112500;112500\nExcursions;41900;38600\nMeals out;15000;18250\n"
        "Shopping Old Town;8000;11300\nTaxis;6000;7450"))
    pm = "Pictures/Mombasa 2024"
    for i, (dd, hh) in enumerate(((13, 10), (13, 11), (14, 15), (15, 9), (15, 12), (16, 17))):
        when = datetime(2024, 4, dd, hh, 0, tzinfo=timezone.utc)
        photo(f"{pm}/IMG_{when:%Y%m%d}_{hh:02d}{r.randint(1000, 5959):04d}.jpg", X, "Travel", ago(when))

    # ------------------------------------------------------------ Documents/2023 (dump)
    y3 = f"{DOC}/2023"
    add(f"{y3}/scan0004.pdf", A, "Taxes", 1080, dated(t_it1, at(2023, 6, 12), 2022), hard=True)
    add(f"{y3}/scan0005.pdf", X, "Teaching", 1080, fix(t_karuri, "cert"), hard=True)
    add(f"{y3}/Document (1).pdf", A, "Health", 880, t_nhif, hard=True)
    add(f"{y3}/New Text Document.txt", X, "Matatu", 960, lambda r, dt: (
        "KBU 905T - pesa ya Paul wiki hii\nMon 2,800  Tue 2,800  Wed 2,000 (alisema jam)  Thu 2,800  Fri 2,800  Sat "
        "3,000\nJumla 16,200\nPaul aambiwe: tyre ya nyuma imeisha, tupeleke Wamaitha Jumatatu\nSACCO levy "
        "imekatwa 2,100\nNissan Caravan inakula mafuta sana - fikiria kuiuza mwaka ujao"), hard=True)
    add(f"{y3}/Book1.xlsx", A, "Rental", 900, fix(t_rentbook, 2023), hard=True)
    add(f"{y3}/IMG_20230614_0001.pdf", P, "Masters", 1080, t_ku_admit, hard=True)
    add(f"{y3}/doc01234.pdf", A, "Finance", 1010, t_equity, hard=True)
    add(f"{y3}/export.csv", A, "Chama", 870, lambda r, dt: fix(t_chama_xlsx, 2023)(r, dt).replace(";", ","), hard=True)
    add(f"{y3}/KCSE 2023 analysis Kiwanja.xlsx", A, "Teaching", 880, fix(t_exam, "Form 4", "KCSE 2023"))
    add(f"{y3}/Njeri Grade 2 report.pdf", A, "Kids' School", 1000, lambda r, dt: t_report_cbc(r, dt).replace(
        "GRADE 5", "GRADE 2").replace("Next term begins on 27/04/2026", "Next term begins on 28/08/2023"))
    add(f"{y3}/Nyeri plot beacons.pdf", P, "Nyeri House", 990, t_survey)
    add(f"{y3}/IT1 2023 P9.pdf", A, "Taxes", 900, fix(t_p9, 2023))

    # ------------------------------------------------------------ Scanned Documents (Windows Fax and Scan)
    sd = f"{DOC}/Scanned Documents"
    add(f"{sd}/Image.pdf", P, "University Application", 22, t_leaving, hard=True)
    add(f"{sd}/Image (2).pdf", A, "Rental", 250, lambda r, dt: (
        "KENYA POWER - APPLICATION FOR ELECTRICITY SUPPLY (SEPARATE METERS)\nApplicant: Grace W. Mwangi  "
        "Premises: LR Ruiru/Kiu Block 2/1187, Kimbo\nNumber of prepaid meters requested: 4 (units A1, A2, B1, B2) "
        "+ existing postpaid meter for the water pump\nQuotation ref KP/RUI/2025/0884: KSh 15,450 per meter"), hard=True)
    add(f"{sd}/Image (3).pdf", A, "Health", 140, t_discharge, hard=True)
    add(f"{sd}/Image (4).pdf", A, "Matatu", 340, lambda r, dt: (
        "NATIONAL TRANSPORT AND SAFETY AUTHORITY\nPSV DRIVER'S BADGE - RENEWAL\nName: Kevin Otieno Ochieng  "
        "Badge No. 551208  DL No. 4471129\nVehicle class: PSV (matatu), employer owner Grace W. Mwangi, KCZ 381M\n"
        "Valid to 30/06/2026. Certificate of good conduct attached."), hard=True)

    # ------------------------------------------------------------ WhatsApp Documents (copied from phone)
    add(f"{WA}/DOC-20260412-WA0003.pdf", P, "Nyeri House", 50, t_roof_quote, hard=True)
    add(f"{WA}/DOC-20260318-WA0011.pdf", A, "Matatu", 75, lambda r, dt: (
        SACCO + "\nNOTICE OF THE ANNUAL GENERAL MEETING\nThe 14th AGM of Mwiki Shuttle SACCO Ltd will be held on "
        "Saturday 11/04/2026 at Kasarani Social Hall at 9.00 a.m.\nAgenda: audited accounts 2025, dividend on "
        "share capital (proposed 9%), increase of the daily levy from KSh 300 to KSh 350, election of 3 "
        "directors, cashless fare system.\nMembers to carry ID and member card. By order of the Board"), hard=True)
    add(f"{WA}/DOC-20260225-WA0007.docx", A, "Chama", 95, t_chama_min, hard=True)
    add(f"{WA}/DOC-20260507-WA0015.xlsx", A, "Teaching", 25, fix(t_exam, "Form 3", "Mid Term 2"), hard=True)
    add(f"{WA}/DOC-20260120-WA0002.pdf", A, "Kids' School", 131, lambda r, dt: (
        "KAGUMO HIGH SCHOOL\nP.O. Box 207-10100 Nyeri\n20/01/2026\nDear Parent,\nRE: FORM TWO ACADEMIC CLINIC AND "
        "PRIZE GIVING\nForm two parents are invited on Saturday 14/02/2026 at 9.00 a.m. Each parent will meet the "
        "class teacher of their son. Parents with fee balances from 2025 are requested to clear through Paybill "
        "522533.\nThe Principal"), hard=True)
    add(f"{WA}/DOC-20260302-WA0021.pdf", A, "Rental", 90, t_water, hard=True)
    add(f"{WA}/DOC-20260415-WA0009.pdf", P, "University Application", 46, lambda r, dt: (
        "UNIVERSITY OF NAIROBI - FACULTY OF HEALTH SCIENCES\nOPEN DAY FOR 2025 KCSE CANDIDATES - 25 APRIL 2026\n"
        "Department of Pharmacy, School of Pharmacy, KNH Campus\nBachelor of Pharmacy: 5 years + internship. "
        "Minimum KCSE: C+ in English/Kiswahili, B in Biology, Chemistry and Mathematics/Physics. Apply through "
        "KUCCPS; government-sponsored students apply to HELB for scholarship/loan."), hard=True)
    add(f"{WA}/DOC-20251110-WA0004.pdf", X, "Church", 200, fix(t_harambee, "thanks"), hard=True)
    add(f"{WA}/DOC-20260520-WA0018.pdf", P, "Masters", 12, t_supervisor, hard=True)
    add(f"{WA}/DOC-20260128-WA0006.pdf", A, "Matatu", 124, lambda r, dt: (
        "KENYA POLICE SERVICE - POLICE ABSTRACT\nStation: Kasarani  OB No. 41/26/01/2026\nNature: non-injury road "
        "traffic accident, Thika Road near Roysambu\nVehicles: KDG 227B Toyota Hiace (PSV, driver Samuel Njoroge) and "
        "KDE 118R Toyota Axio\nOwner of KDG 227B: Grace Wanjiru Mwangi\nMatter pending investigation."), hard=True)
    add(f"{WA}/DOC-20260511-WA0012.docx", A, "Teaching", 21, t_bom, hard=True)
    add(f"{WA}/DOC-20240322-WA0005.pdf", X, "Travel", 800, fix(t_trip, "itinerary"), hard=True)
    add(f"{WA}/DOC-20260303-WA0014.pdf", A, "Kids' School", 89, lambda r, dt: (
        "LITTLE ANGELS ACADEMY, KASARANI\nFEE REMINDER\nLearner: Njeri Mwangi, Grade 5 Blue\nTerm 1 2026 balance: "
        "KSh 12,500. Kindly clear by 15/03/2026 to allow the learner to sit the end-term assessment.\nAccounts office"),
        hard=True)
    add(f"{WA}/DOC-20260401-WA0001.pdf", A, "Teaching", 61, t_circular, hard=True)
    add(f"{WA}/DOC-20251201-WA0010.xlsx", A, "Rental", 182, lambda r, dt: (
        "Madeni ya kodi - Novemba 2025\nNyumba;Mpangaji;Deni;Ahadi\nA2;Mercy Achieng;6000;tarehe 10 Desemba\nB2;Faith "
        "Nyambura;8000;mwisho wa mwezi\nMaji B1;Dennis Mutua;640;\nImeandikwa na Mama Shiku (caretaker Kimbo)"), hard=True)
    add(f"{WA}/DOC-20260219-WA0008.pdf", P, "Nyeri House", 102, t_engineer, hard=True)
    add(f"{WA}/Form 4 Timetable Term 2 2026.pdf", A, "Teaching", 33, fix(t_timetable, "FORM 4 TIMETABLE TERM 2 2026"))
    add(f"{WA}/Kagumo Fee Structure 2026.pdf", A, "Kids' School", 165, t_fees_kagumo)
    add(f"{WA}/Tujiinue Katiba.pdf", A, "Chama", 700, lambda r, dt: (
        "TUJIINUE WOMEN GROUP - KATIBA (iliyorekebishwa 2024)\nMichango KSh 5,000 kila mwezi, faini KSh 200 kwa "
        "kuchelewa. Mkopo wa juu: mara tatu ya akiba ya mwanachama."))
    add(f"{WA}/PCEA Hymn sheet Christmas.pdf", R, "Church", 160, lambda r, dt: (
        "PCEA MWIKI - CAROLS SERVICE\n1. O Come All Ye Faithful\n2. Silent Night / Usiku Mtakatifu\n3. Hark the "
        "Herald Angels Sing\n4. Mwokozi Amezaliwa\n5. Joy to the World"))

    # ------------------------------------------------------------ Downloads (dump)
    add(f"{DL}/document (2).pdf", A, "Matatu", 4, fix(t_sacco, "KDG 227B"), hard=True)
    add(f"{DL}/document (3).pdf", P, "University Application", 20, t_kuccps, hard=True)
    add(f"{DL}/document.pdf", A, "Kids' School", 162, t_fees_kagumo, hard=True)
    add(f"{DL}/download.pdf", A, "Matatu", 28, lambda r, dt: (
        "NTSA - eCitizen\nMOTOR VEHICLE INSPECTION BOOKING CONFIRMATION\nVehicle: KCZ 381M  Type: PSV annual "
        "inspection\nCentre: Likoni Road, Nairobi  Date: 18/06/2026  Time slot: 08:00-10:00\nFee paid: KSh 2,000  "
        "Ref NTSA-INSP-2026-" + str(r.randint(100000, 999999)) + "\nCarry the logbook copy and the SACCO letter."),
        hard=True)
    add(f"{DL}/download (1).pdf", A, "Taxes", 30, dated(t_it1, at(2024, 6, 18), 2023), hard=True)
    add(f"{DL}/download (2).pdf", A, "Rental", 9, t_kplc, hard=True)
    add(f"{DL}/export.csv", A, "Finance", 6, t_mpesa, hard=True)
    add(f"{DL}/export (1).csv", A, "Matatu", 11, lambda r, dt: fix(t_remit, "KDG 227B")(r, dt).replace(";", ","),
        hard=True)
    add(f"{DL}/file.pdf", P, "Nyeri House", 280, t_approval, hard=True)
    add(f"{DL}/file (1).pdf", A, "Finance", 300, t_britam, hard=True)
    add(f"{DL}/print.pdf", A, "Health", 232, t_sha, hard=True)
    add(f"{DL}/Doc1.docx", P, "Masters", 18, fix(t_chapter, 3), hard=True)
    add(f"{DL}/Document.docx", P, "Masters", 152, t_questionnaire, hard=True)
    add(f"{DL}/data.xlsx", P, "Masters", 6, t_data, hard=True)
    add(f"{DL}/a7f3e91c-2b4d-4c1e-9d0a-55e1c2f8b310.pdf", A, "Rental", 70, t_water, hard=True)
    add(f"{DL}/Untitled document.pdf", X, "Travel", 26, fix(t_trip, "hotel"), hard=True)
    add(f"{DL}/report.pdf", A, "Health", 109, t_lab, hard=True)
    add(f"{DL}/form.pdf", P, "University Application", 17, t_helb, hard=True)
    add(f"{DL}/letter.docx", A, "Rental", 15, t_notice, hard=True)
    add(f"{DL}/Book1.xlsx", P, "Nyeri House", 11, t_fundi, hard=True)
    add(f"{DL}/New Microsoft Excel Worksheet.xlsx", A, "Chama", 44, fix(t_chama_xlsx, 2026), hard=True)
    add(f"{DL}/output.pdf", X, "Teaching", 600, fix(t_karuri, "cert"), hard=True)
    add(f"{DL}/doc00412.pdf", X, "Church", 196, fix(t_harambee, "report"), hard=True)
    add(f"{DL}/invoice.pdf", A, "Matatu", 47, fix(t_repair, "KDG 227B"), hard=True)
    add(f"{DL}/document (4).pdf", P, "Nyeri House", 33, t_architect, hard=True)
    add(f"{DL}/Document (1).docx", A, "Teaching", 64, fix(t_tpad, "Term 1 2026"), hard=True)
    add(f"{DL}/document (5).pdf", P, "Masters", 47, t_ku_fees, hard=True)
    add(f"{DL}/attachment.pdf", A, "Matatu", 123, fix(t_insure, "KCZ 381M"), hard=True)
    add(f"{DL}/statement (1).pdf", A, "Finance", 64, t_mwalimu, hard=True)
    add(f"{DL}/MPESA_Statement_2026_04.pdf", A, "Finance", 31, t_mpesa)
    add(f"{DL}/iTax_Return_Acknowledgement_2025.pdf", A, "Taxes", 300, dated(t_it1, at(2025, 6, 20), 2024))
    add(f"{DL}/KCSE_Result_Slip_Wambui.pdf", P, "University Application", 119, t_kcse)
    add(f"{DL}/NACOSTI_License_Mwangi.pdf", P, "Masters", 131, t_nacosti)
    add(f"{DL}/Fee_Structure_Kagumo_2026.pdf", A, "Kids' School", 163, t_fees_kagumo)
    add(f"{DL}/KRA_MRI_Receipt_March2026.pdf", A, "Rental", 72, t_mri)
    add(f"{DL}/TSC_Code_of_Regulations_2015.pdf", R, "Teaching", 400, lambda r, dt: (
        "TEACHERS SERVICE COMMISSION - CODE OF REGULATIONS FOR TEACHERS 2015 (REVISED)\nPart VI: Discipline of "
        "teachers. Regulation 146: interdiction... Regulation 152: the deputy head of institution shall be the "
        "secretary of the discipline panel at institutional level..."))
    add(f"{DL}/KICD_Senior_School_Curriculum_Design_Kiswahili_Grade10.pdf", R, "Teaching", 170, lambda r, dt: (
        "KENYA INSTITUTE OF CURRICULUM DEVELOPMENT\nSENIOR SCHOOL CURRICULUM DESIGN - KISWAHILI, GRADE 10\nMada: "
        "Kusikiliza na kuzungumza; Kusoma kwa ufahamu; Sarufi; Kuandika insha za kiuamilifu\nUmahiri wa msingi: "
        "mawasiliano na ushirikiano, fikira makini..."))
    add(f"{DL}/Senior_School_Pathways_Guidelines_MoE.pdf", R, "Teaching", 240, lambda r, dt: (
        "MINISTRY OF EDUCATION - GUIDELINES ON SENIOR SCHOOL PATHWAYS AND SUBJECT SELECTION\nThree pathways: STEM, "
        "Social Sciences, Arts and Sports Science. Learners take 4 core subjects (English, Kiswahili/KSL, Community "
        "Service Learning, Physical Education) and 3 electives from their pathway."))
    add(f"{DL}/KICD_Curriculum_Designs_Grade10.zip", R, "Teaching", 175, _zip([
        ("Grade10_Mathematics_Design.txt", "KICD Grade 10 Core Mathematics curriculum design: numbers, algebra..."),
        ("Grade10_CRE_Design.txt", "KICD Grade 10 Christian Religious Education curriculum design...")]))
    add(f"{DL}/Mukimo recipe.pdf", R, "Cooking", 260, lambda r, dt: (
        "Mukimo (serves 6)\n1 kg potatoes, 2 cups green maize, 1 cup green peas, a bunch of pumpkin leaves (or "
        "spinach), 1 onion, salt\nBoil maize and peas until soft, add potatoes, then the pounded greens; drain and "
        "mash with a wooden mwiko. Serve with beef stew."))
    add(f"{DL}/Swahili pilau - Chef Ali.pdf", R, "Cooking", 500, lambda r, dt: (
        "Pilau ya nyama\nViungo: mchele wa basmati vikombe 3, nyama kilo 1, pilipili manga, jira (cumin), karafuu, "
        "mdalasini, iliki, vitunguu saumu, tangawizi, viazi 3\nKaanga vitunguu hadi viwe kahawia..."))
    add(f"{DL}/ChromeSetup.exe", R, "Software", 400, lambda r, dt: _blob(r, b"MZ\x90\x00\x03", 2000))
    add(f"{DL}/WhatsApp Installer.exe", R, "Software", 280, lambda r, dt: _blob(r, b"MZ\x90\x00\x03", 2000))
    add(f"{DL}/ZoomInstallerFull.exe", R, "Software", 610, lambda r, dt: _blob(r, b"MZ\x90\x00\x03", 2000))
    add(f"{DL}/SPSS_Statistics_27_win64.exe", R, "Software", 135, lambda r, dt: _blob(r, b"MZ\x90\x00\x03", 2400))
    add(f"{DL}/Mendeley-Desktop-1.19.8-win32.exe", R, "Software", 300, lambda r, dt: _blob(r, b"MZ\x90\x00\x03", 2000))
    add(f"{DL}/AnyDesk.exe", R, "Software", 720, lambda r, dt: _blob(r, b"MZ\x90\x00\x03", 1600))
    add(f"{DL}/SPSS_Statistics_29_win64.exe.crdownload", L, "System", 5, lambda r, dt: _blob(r, b"MZ\x90\x00", 900))
    add(f"{DL}/Thesis_template_KU_2026.docx.part", L, "System", 8, lambda r, dt: _blob(r, b"PK\x03\x04", 500))
    add(f"{DL}/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\"
        "shell32.dll,-21798\r\n")

    # ------------------------------------------------------------ Desktop (dump)
    add(f"{DT}/scan0011.pdf", A, "Kids' School", 36, t_fee_receipt, hard=True)
    add(f"{DT}/scan0012.pdf", A, "Rental", 160, fix(t_lease, "B2"), hard=True)
    add(f"{DT}/scan0009.pdf", X, "Matatu", 665, lambda r, dt: (
        "REPUBLIC OF KENYA - NTSA\nCERTIFICATE OF REGISTRATION (LOGBOOK) - COPY\nRegistration: KBU 905T  Make: NISSAN "
        "CARAVAN  Body: Mini bus 14 seats  Year: 2012\nOwner: GRACE WANJIRU MWANGI, ID 22873415\nStamped: 'COPY - "
        "VEHICLE SOLD 14/08/2024 TO JAMES K. RONO'"), hard=True)
    add(f"{DT}/scan0013.pdf", A, "Finance", 40, t_mwalimu, hard=True)
    add(f"{DT}/scan0014.pdf", A, "Taxes", 135, fix(t_p9, 2025), hard=True)
    add(f"{DT}/New Text Document.txt", P, "Nyeri House", 18, t_fundi_note, hard=True)
    add(f"{DT}/New Text Document (2).txt", A, "Teaching", 34, lambda r, dt: (
        "staff mtg agenda 30/4\n- Grade 10 intake: 14 learners still without transfer letters\n- Form 4 remedial "
        "4.10-5.00 Mon-Thu, HODs to sign\n- Maths & Chem below 4.5 - improvement plans\n- TPAD lesson observations "
        "by wk 8\n- phones in class - 3 cases (Form 3E)\n- games day Friday"), hard=True)
    add(f"{DT}/New Text Document (3).txt", P, "University Application", 19, t_wambui_notes, hard=True)
    add(f"{DT}/New Text Document (4).txt", X, "Travel", 790, fix(t_trip, "packing"), hard=True)
    add(f"{DT}/notes.txt", P, "Masters", 11, lambda r, dt: (
        "Dr Nyaga call 20/5 - ch 2\n- synthesise, don't just describe\n- empirical gap: deputies in day schools, "
        "Nairobi\n- link Glickman to the 4 objectives\n- fix APA refs\n- data collection: Kasarani 18 schools, "
        "start 8 June after NACOSTI letter to CDE\n- target: full draft to graduate school by August"), hard=True)
    add(f"{DT}/todo.txt", A, "Matatu", 2, lambda r, dt: (
        "- KCZ 381M inspection Likoni Rd 18 June 8am (booked)\n- renew Directline KDG before 15 July\n- Samuel: "
        "short by 1,500 on Tue & Wed - talk to him\n- SACCO levy now 350 from June\n- Kevin PSV badge expires 30/6"),
        hard=True)
    add(f"{DT}/Document1.docx", X, "Church", 228, fix(t_harambee, "speech"), hard=True)
    add(f"{DT}/New Microsoft Word Document.docx", A, "Kids' School", 150, lambda r, dt: (
        f"Grace W. Mwangi\nP.O. Box 38291-00100 Nairobi\n{dt:%d %B %Y}\nThe Principal\nKagumo High School\nP.O. Box "
        "207-10100 Nyeri\nDear Sir,\nRE: KAMAU MWANGI, ADM. NO. 4471, FORM 2W - FEE PAYMENT PLAN\nI request to clear "
        "the Term 1 balance of KSh 6,325 in two instalments, on 28 February and 31 March, as I await the release "
        "of a SACCO dividend. Kindly allow Kamau to continue with classes.\nYours faithfully,\nGrace W. Mwangi"),
        hard=True)
    add(f"{DT}/Book2.xlsx", A, "Finance", 27, t_budget, hard=True)
    add(f"{DT}/Chapter 2 Literature Review - corrections.docx", P, "Masters", 3, fix(t_chapter, 2))
    add(f"{DT}/Malipo fundi wiki 20.xlsx", P, "Nyeri House", 1, t_fundi)
    add(f"{DT}/Staff minutes draft.docx", A, "Teaching", 31, t_minutes)
    add(f"{DT}/Makusanyo leo.xlsx", A, "Matatu", 0, fix(t_remit, "KDG 227B"))
    add(f"{DT}/Form 2 analysis T1.xlsx", A, "Teaching", 58, fix(t_exam, "Form 2", "End Term 1"))
    add(f"{DT}/Rent May 2026.xlsx", A, "Rental", 3, fix(t_rentbook, 2026))
    add(f"{DT}/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\imageres.dll,-183\r\n")
    add(f"{DT}/~$aff minutes draft.docx", L, "System", 31, lambda r, dt: b"\x0cGrace Mwangi" + bytes(150))
    add(f"{DOC}/Masters/Thesis/~$apter 2 Literature Review.docx", L, "System", 1, lambda r, dt: b"\x0cGrace Mwangi" + bytes(150))
    add(f"{DOC}/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\"
        "shell32.dll,-21770\r\n")

    # ------------------------------------------------------------ Pictures / Music / Books / Resources
    for i in range(22):
        age = r.uniform(2, 420)
        when = NOW - timedelta(days=age)
        photo(f"Pictures/Camera/IMG_{when:%Y%m%d}_{r.randint(60000, 215959):06d}.jpg", R, "Photos", age)
    for i in range(8):
        age = r.uniform(1, 300)
        when = NOW - timedelta(days=age)
        photo(f"Pictures/WhatsApp Images/IMG-{when:%Y%m%d}-WA{r.randint(0, 60):04d}.jpg", R, "Photos", age)
    for i in range(5):
        age = r.uniform(1, 200)
        when = NOW - timedelta(days=age)
        photo(f"Pictures/Screenshots/Screenshot {when:%Y-%m-%d} {r.randint(70000, 225959):06d}.png", R, "Photos", age)
    photo("Pictures/Camera/Njeri birthday cake.jpg", R, "Photos", 95)
    add("Pictures/Camera/Thumbs.db", L, "System", 60, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    add(f"{ny}/Site photos/Thumbs.db", L, "System", 3, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 500))
    for title, artist, album, age in (("Mwema", "Mercy Masika", "Mwema", 800), ("Nitakuimbia", "Rose Muhando",
                                      "Jipange Sawa Sawa", 1500), ("Suzanna", "Sauti Sol", "Midnight Train", 900),
                                      ("Nikupendeze", "Christina Shusho", "Shusho Hits", 600),
                                      ("Mwendwa Ni Ngai", "Joseph Kamaru", "Kamaru Classics", 1300),
                                      ("Sura Yako", "Sauti Sol", "Live and Die in Afrika", 700),
                                      ("Hakuna Kama Wewe", "Gloria Muliro", "Gloria Live", 400)):
        add(f"Music/{artist} - {title}.mp3", R, "Music", age, lambda r, dt, t=title, a=artist, b=album: _id3(r, t, a, b))
    for title, author, lang, para, age in (
            ("The River Between", "Ngugi wa Thiong'o", "en", "The two ridges lay side by side...", 900),
            ("Kigogo", "Pauline Kea", "sw", "Mchezo huu unaonyesha maisha katika jimbo la Sagamoyo...", 1700),
            ("Chozi la Heri", "Assumpta K. Matei", "sw", "Riwaya inayosimulia maisha ya Ridhaa...", 1750),
            ("Leadership Without Easy Answers", "Ronald Heifetz", "en", "Adaptive work consists of the learning...", 450),
            ("Purpose Driven Life", "Rick Warren", "en", "It's not about you...", 1100)):
        add(f"Books/{title} - {author}.epub", R, "Books", age, lambda r, dt, a=title, b=author, c=lang, d=para:
            _epub(a, b, c, d))
    add(f"{DOC}/Church/Sermon notes - Nehemiah rebuilding.docx", R, "Church", 300, lambda r, dt: (
        "Nehemiah 2:17-20 - 'Let us rise up and build'\n1. Nehemiah saw the need (the walls in ruins)\n2. He prayed "
        "before he planned\n3. Every family built the part of the wall near its house (ch. 3)\nWoman's Guild "
        "fellowship, Rev. Kamau"))
    add(f"{DOC}/Church/Nyimbo za Injili.pdf", R, "Church", 700, lambda r, dt: (
        "NYIMBO ZA INJILI - uteuzi\n1. Bwana U Sehemu Yangu\n2. Yesu Kwetu Ni Rafiki\n3. Tenzi za Rohoni 21: Nimekombolewa\n"
        "4. Mungu Ni Pendo"))
    add(f"{DOC}/Recipes/Chapati laini.docx", R, "Cooking", 650, lambda r, dt: (
        "Chapati laini (12)\nUnga wa ngano vikombe 4, maji ya uvuguvugu, sukari kijiko 1, chumvi, mafuta vijiko 4\n"
        "Kanda kwa dakika 10, acha ipumzike nusu saa, sukuma, kunja kama nyoka, pika kwa moto wa wastani."))
    add(f"{DOC}/Teaching resources/Instructional supervision checklist.docx", R, "Teaching", 380, lambda r, dt: (
        "LESSON OBSERVATION CHECKLIST (generic)\nIntroduction links to prior knowledge; learning outcomes stated; "
        "learner-centred activities; use of teaching aids; assessment for learning; conclusion and assignment; "
        "classroom management; records: scheme, lesson plan, record of work."))
    add(f"{DOC}/Teaching resources/Guidance and counselling handbook.pdf", R, "Teaching", 1200, lambda r, dt: (
        "MINISTRY OF EDUCATION - GUIDANCE AND COUNSELLING HANDBOOK FOR SECONDARY SCHOOLS\nChapter 4: Peer "
        "counselling clubs. Chapter 6: Handling drug and substance abuse cases. Referral pathways."))

    # ------------------------------------------------------------ Old phone backup (Archive)
    ob = "Old Phone Backup Tecno 2021"
    add(f"{ob}/contacts.vcf", X, "Backup", 1500, lambda r, dt: "".join(
        f"BEGIN:VCARD\nVERSION:2.1\nFN:{n}\nTEL;CELL:07{r.randint(10000000, 99999999)}\nEND:VCARD\n"
        for n in ("Mama Shiku", "Kevin Dereva", "Mwl Ouma", "Fundi Githinji", "Jane Chama", "Karuri Staffroom",
                  "Paul Dereva KBU")))
    add(f"{ob}/WhatsApp/Databases/msgstore.db.crypt14", X, "Backup", 1500, lambda r, dt: _blob(r, b"\x00\x01crypt14", 1200))
    for i in range(6):
        age = r.uniform(1500, 1900)
        when = NOW - timedelta(days=age)
        photo(f"{ob}/DCIM/Camera/IMG_{when:%Y%m%d}_{r.randint(60000, 205959):06d}.jpg", X, "Backup", age)
    add(f"{ob}/backup_info.txt", X, "Backup", 1500, "Tecno Camon 17 backup - copied 12/05/2022 before giving the phone "
        "to Wambui. WhatsApp, DCIM, contacts.\n")
    return items
