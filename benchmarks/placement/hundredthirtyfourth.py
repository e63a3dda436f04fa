"""A hundred-and-thirty-fourth unseen labelled corpus: Monique Whitfield's Windows laptop, ``build(root, seed)``, written blind.

What I read, and nothing else: ``/tmp/brief/corpus_rules.txt``; ``benchmarks/placement/unseen.py`` lines 1-220
(docstring and helpers) and lines 1296-1360 (the write/encode/add/dot/photo helpers at the start of
``build()``); ``benchmarks/placement/corpus.py`` lines 1-30 and its functions ``_pdf`` and ``_jpeg``;
``benchmarks/placement/blind.py`` lines 74-107 (``_d``, ``_money``, ``_docx``, ``HEIC_HEAD``) and its function
``_png``; a listing of the file names in ``benchmarks/placement/``. No slips: nothing under ``foldwise/``,
``docs/``, ``tests/``, ``scripts/``, no other corpus module body, no git, no benchmark run or result.

The person: Monique Denise Whitfield, LCSW, 45, lives in a condo at 6930 S. South Shore Dr, Unit 12B, Chicago
IL 60649 (Shoreline Towers Condominium Association). By day she is a Social Worker II in Care Management at
Mercy Lakeshore Medical Center (since August 2020): schedules, biweekly payslips, mandatory trainings, HR
letters. Two evenings a week (Tuesday and Thursday) she runs a small private therapy practice, Whitfield
Counseling & Wellness, LLC (sublet office at 1525 E. 53rd St, Suite 714): session notes live in the EHR, but
billing exports, superbills, intake-form templates, credentialing (CAQH, BCBS IL, Aetna, CountyCare) and the
LLC's papers are on the laptop. Her Illinois LCSW licence renews every two years (30 CE hours, next renewal
30 Nov 2027) -- a recurring responsibility. Her son Jalen (17, junior at Kenwood Academy, runs the 400 m) is
applying to colleges this year (essays, visits, FAFSA). Her mother Loretta Whitfield (78) lives in a senior
apartment in Chatham with a home aide paid through the Illinois Community Care Program (Medicaid waiver);
Monique coordinates her care. She sings alto in the Sanctuary Choir of Greater Mount Olive M.B. Church.
Ongoing projects as of NOW (2026-06-01): Jalen's college applications; the Clinical Supervision Certificate
course (Midwest Institute for Clinical Supervision, exam 19 Sep 2026); the kitchen remodel (Bronzeville Build
& Remodel, April-July 2026); the Whitfield-Dawson family reunion in Memphis, 17-19 July 2026, which she
organises. Ended: her job as a therapist at Southside Family Mental Health Center (2013-2020); her MSW at
UIC Jane Addams College of Social Work (2011); the trip to Montego Bay, Jamaica (March 2025); clearing out
her mother's old apartment at 8132 S. Evans Ave (2024); her old iPhone 8 (backup from 2020). Files are in
English.

The machine: ``Documents/`` with some good folders (Mercy Lakeshore, Whitfield Counseling LLC, License & CEUs,
Finances, Condo, Jalen, Mama, Health, Choir, Reunion 2026, Supervision Certificate, Car, Recipes, eBooks,
Clinical Reference, the old job, the MSW), a ``Documents/2023/`` folder of dumped files, an old phone backup;
``Downloads/`` and ``Desktop/`` dumps; a ``Scans/`` folder from the HP printer; ``Pictures/`` with the phone's
camera roll, screenshots and a few albums; ``Music/``.

LABELLING RULES (written before any file was generated; as of NOW):

- Projects: the kitchen remodel (quotes, contract, HOA alteration approval, permit, cabinet and counter
  orders, change orders, budget, progress photos) -- topic Home; Jalen's college applications (college list,
  essays, activity list, campus visits, SAT/ACT score reports sent, FAFSA/FSA ID, scholarships,
  recommendation requests) -- topic College Apps; the supervision certificate course until its exam
  (syllabus, readings, assignments, supervision log, study notes, exam registration) -- topic Supervision
  Course; the Memphis family reunion 2026 (budget, RSVPs, hotel block, pavilion, T-shirts, banquet, letters)
  -- topic Family Reunion.
- Areas: the hospital job (payslips, schedules, trainings, HR letters, her offer letter of 2020 -- still the
  current job) -- topic Work; the practice (billing exports, superbills, ERAs, credentialing, malpractice
  cover, forms, LLC filings, office rent, the practice's bank statements) -- topic Private Practice; the
  licence and CEUs (renewal is recurring, so never a Project) -- topic Licensure; household money, taxes of
  any year (Schedule C included, also old W-2s and 1099s), bank, cards, retirement, budget, the Bright Start
  529 statements (account statements, so Finance rather than Jalen) -- topic Finance; the condo (HOA,
  mortgage, property tax, repairs, HO-6 insurance) -- topic Home; Jalen's school and track -- topic Jalen;
  her mother's care (CCP service plan, Medicaid redetermination, aide schedules, medications, doctors,
  health-care POA) -- topic Mom's Care; the family's health (incl. Jalen's doctor/dental) -- topic Health;
  the choir (rehearsal schedules, dues, robes, rosters, programs) -- topic Choir; the car -- topic Car.
- Resources: clinical reference (worksheets, screening tools, articles) -- topic Clinical Reference;
  sheet music and rehearsal recordings -- topic Choir; appliance manuals -- topic Home; recipes -- Recipes;
  ebooks -- Books; music -- Music; installers -- Software; everyday photos and screenshots (camera roll,
  track meets, church) -- Photos. Photos that document a project (kitchen progress) or a finished thing
  (Jamaica, Mama's old apartment), and the reunion flyer and the 2019 reunion photos zip gathered for the 2026
  programme, take that bucket and topic; photos inside the phone backup are Archive.
- Archive: the old job at Southside Family MHC -- topic Work; the MSW -- topic MSW; the Jamaica trip 2025
  and the 2023 Atlanta weekend -- topic Travel; Mama's old apartment clear-out 2024 -- topic Mom's Care; the
  iPhone 8 backup -- topic Backup.
- Left: unfinished downloads (.crdownload, .part), Office lock files (~$...), desktop.ini, Thumbs.db --
  topic System. Dot files are written with dot() and not labelled.
- Edge cases: a W-2 from the old job is a tax paper (Areas Finance); the mortgage 1098 is Finance; SAT
  score report is College Apps; a hospital tip sheet inside the job folder stays Areas Work; Jalen's sports
  physical is Jalen (school sports form) while his dental bill is Health; files in the 2023 dump are
  labelled by what they are.
- hard: a file whose name and folder say nothing about its subject (Downloads/document (3).pdf,
  Scans/Scan_0004.pdf, Desktop/New Text Document.txt, export.csv, Book1.xlsx, IMG_...pdf); only its text places
  it. Images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

ME = "Monique D. Whitfield, LCSW"
HOME = "6930 S. South Shore Dr, Unit 12B, Chicago, IL 60649"
HOSP = "Mercy Lakeshore Medical Center\n2800 S. Dr. Martin Luther King Jr. Dr., Chicago, IL 60616"
LLC = ("Whitfield Counseling & Wellness, LLC\n1525 E. 53rd St, Suite 714, Chicago, IL 60615\n"
       "EIN 87-3309142 | NPI (group) 1629384710 | (773) 555-0148")
CLIENTS = ["C-1018", "C-1024", "C-1031", "C-1042", "C-1047", "C-1053", "C-1058", "C-1060", "C-1063"]
DX = [("F41.1", "Generalized anxiety disorder"), ("F33.1", "Major depressive disorder, recurrent, moderate"),
      ("F43.10", "Post-traumatic stress disorder, unspecified"), ("F43.23", "Adjustment disorder w/ mixed anxiety & depressed mood")]
CPT = [("90837", "Psychotherapy, 60 min", 160), ("90834", "Psychotherapy, 45 min", 130), ("90791", "Diagnostic evaluation", 190)]
PAYERS = ["BCBS IL PPO", "Aetna", "CountyCare", "Self-pay", "BCBS IL HMO"]


def ds(dt) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def sd(dt) -> str:
    return f"{dt:%m/%d/%Y}"


def m(v: float) -> str:
    return f"${v:,.2f}"


def ago(dt, days: int):
    return dt - timedelta(days=days)


# --------------------------------------------------------------------------- templates (r, dt) -> str


def t_paystub(r, dt):
    start, end = ago(dt, 19), ago(dt, 6)
    reg = 80 * 41.85
    wk = r.choice([0, 16, 24]) * 2.5
    gross = reg + wk
    fed, ss, med, il = gross * 0.118, gross * 0.062, gross * 0.0145, gross * 0.0495
    k = gross * 0.06
    net = gross - fed - ss - med - il - k - 142.18 - 18.40
    return (f"{HOSP}\nEARNINGS STATEMENT\nEmployee: Monique D. Whitfield   Employee ID: 204518\n"
            "Department: 7140 Care Management / Social Work   Job: Social Worker II (LCSW)\n"
            f"Pay period: {sd(start)} - {sd(end)}   Pay date: {sd(dt)}\n"
            f"Regular 80.00 hrs @ $41.85  {m(reg)}\nWeekend differential  {m(wk)}\nGross pay  {m(gross)}\n"
            f"Federal income tax  {m(fed)}\nSocial Security  {m(ss)}\nMedicare  {m(med)}\nIllinois income tax  {m(il)}\n"
            f"403(b) Fidelity 6%  {m(k)}\nBCBS PPO medical (pre-tax)  $142.18\nDelta Dental  $18.40\n"
            f"Net pay  {m(net)}   Direct deposit Chase ****4471\nPTO balance: {r.randint(40, 130)}.50 hrs")


def t_chase(r, dt):
    b = r.uniform(2400, 6800)
    pay = r.uniform(2350, 2480)
    rows = [("Mercy Lakeshore Med PAYROLL", pay), ("Mercy Lakeshore Med PAYROLL", pay),
            ("Online transfer from CHK ...8820 Whitfield Counseling (owner draw)", r.choice([1200, 1500, 1800])),
            ("MIDWEST HERITAGE BK MTG PMT", -1612.44), ("SHORELINE TOWERS CONDO ASSN", -487.00),
            ("COMED PAYMENT", -r.uniform(58, 140)), ("PEOPLES GAS", -r.uniform(25, 90)),
            ("JEWEL-OSCO #3410", -r.uniform(60, 190)), ("BRIGHT START 529 CONTRIB", -200.00),
            ("T-MOBILE AUTOPAY", -r.uniform(150, 175)), ("HARMONY HOME CARE copay", -r.uniform(40, 90)),
            ("GREATER MT OLIVE MBC tithe", -r.choice([150, 200])), ("STATE FARM INSURANCE", -r.uniform(118, 131))]
    end = b + sum(v for _, v in rows)
    return (f"JPMorgan Chase Bank, N.A.\nChase Total Checking  Account ****4471\nMONIQUE D WHITFIELD\n{HOME}\n"
            f"Statement period: {sd(ago(dt, 30))} through {sd(dt)}\nBeginning balance {m(b)}\n" +
            "\n".join(f"{sd(ago(dt, 28 - i * 2))}  {d}  {m(v)}" for i, (d, v) in enumerate(rows)) +
            f"\nEnding balance {m(end)}")


def t_biz_bank(r, dt):
    b = r.uniform(3000, 9000)
    dep = [r.uniform(300, 1400) for _ in range(5)]
    return ("Chase Business Complete Checking  Account ****8820\nWHITFIELD COUNSELING & WELLNESS LLC\n"
            f"Statement period {sd(ago(dt, 30))} - {sd(dt)}\nBeginning balance {m(b)}\n" +
            "\n".join(f"Deposit  {p} EFT  {m(v)}" for p, v in zip(["BCBS IL", "AETNA", "COUNTYCARE", "Stripe (self-pay)",
                                                                  "BCBS IL"], dep)) +
            "\nTHERAPYNOTES subscription  -$69.00\nE 53RD ST OFFICE SUBLEASE rent  -$400.00\n"
            f"AMERICAN PROFESSIONAL AGENCY  -$32.67\nTransfer to CHK ****4471  -$1,500.00\nEnding balance {m(b + sum(dep) - 2001.67)}")


def t_superbill(r, dt):
    c = r.choice(CLIENTS)
    code, dx = r.choice(CPT[:2]), r.choice(DX)
    return (f"SUPERBILL / STATEMENT FOR INSURANCE REIMBURSEMENT\n{LLC}\nRendering provider: Monique D. Whitfield, LCSW  "
            f"NPI 1447285036  IL Lic. 149.018327\nClient: {c} (name on file)   Date of service: {sd(dt)}\n"
            f"Place of service: 11 (office)  /  02 (telehealth) as marked\nDiagnosis: {dx[0]} {dx[1]}\n"
            f"CPT {code[0]}  {code[1]}  Fee {m(code[2])}\nAmount paid: {m(code[2])}  Payment method: card\n"
            "Client may submit this statement to their insurer for out-of-network reimbursement.\n"
            "Signature: M. Whitfield, LCSW")


def t_billing_csv(r, dt):
    out = ["Date of Service,Client ID,Service Code,Units,Payer,Billed,Allowed,Paid,Client Resp,Claim Status"]
    for i in range(14):
        d = ago(dt, 30 - i * 2)
        code = r.choice(CPT)
        p = r.choice(PAYERS)
        allowed = code[2] if p == "Self-pay" else round(code[2] * r.uniform(0.62, 0.8), 2)
        st = r.choice(["Paid", "Paid", "Paid", "Submitted", "Denied - CO-16 missing info"])
        out.append(f"{sd(d)},{r.choice(CLIENTS)},{code[0]},1,{p},{code[2]:.2f},{allowed:.2f},"
                   f"{allowed if st == 'Paid' else 0:.2f},{r.choice([0, 20, 30]):.2f},{st}")
    return "\n".join(out)


def t_era(r, dt):
    lines = [f"{r.choice(CLIENTS)}  DOS {sd(ago(dt, 20 + i * 3))}  90837  billed $160.00  allowed $118.42  paid $118.42"
             for i in range(4)]
    return (f"Blue Cross and Blue Shield of Illinois\nElectronic Remittance Advice (835) - provider copy\nPayee: "
            f"WHITFIELD COUNSELING & WELLNESS LLC  NPI 1629384710  TIN 87-3309142\nCheck/EFT #: EFT{r.randint(10**8, 10**9)}  "
            f"Payment date: {sd(dt)}\n" + "\n".join(lines) + "\nCARC 45: charge exceeds fee schedule (contractual adjustment)\n"
            "Total paid $473.68")


def t_mortgage(r, dt):
    princ = r.uniform(512, 540)
    return (f"Midwest Heritage Bank - Mortgage Servicing\nMONTHLY MORTGAGE STATEMENT\nBorrower: Monique D. Whitfield\n"
            f"Property: {HOME}\nLoan number 7720419833   Statement date {sd(dt)}\nPayment due {sd(dt + timedelta(days=14))}: $1,612.44\n"
            f"Principal {m(princ)}  Interest {m(1612.44 - 498.31 - princ)}  Escrow (tax & HO-6) $498.31\n"
            f"Outstanding principal {m(r.uniform(168000, 176000))}  Interest rate 3.875% fixed\nLate fee if received after the 16th: $64.50")


def t_taxbill(r, dt):
    inst = "First" if dt.month <= 6 else "Second"
    return (f"Cook County Treasurer's Office - Maria Pappas, Treasurer\n{inst} Installment Property Tax Bill, Tax Year {dt.year - 1}\n"
            f"Property Index Number (PIN) 20-24-418-031-1096   Volume 267\nProperty location: {HOME}\n"
            f"Taxpayer: MONIQUE D WHITFIELD\nAmount due: {m(r.uniform(1450, 1780))}  Due date: {sd(dt + timedelta(days=30))}\n"
            "Exemptions applied: Homeowner $10,000   Tax code 70002 (City of Chicago)\n"
            "Pay online at cookcountytreasurer.com or at any Chase branch.")


def t_fidelity(r, dt):
    bal = r.uniform(61000, 74000)
    return (f"Fidelity NetBenefits  Quarterly Retirement Account Statement\nMercy Lakeshore Health 403(b) Plan  Participant: "
            f"MONIQUE WHITFIELD\nPeriod ending {sd(dt)}\nBeginning balance {m(bal)}\nYour contributions {m(r.uniform(2600, 2800))}\n"
            f"Employer match (50% up to 6%) {m(r.uniform(1300, 1400))}\nChange in market value {m(r.uniform(-900, 3200))}\n"
            "Investment: Fidelity Freedom 2045 Fund 100%\nPersonal rate of return (YTD): 4.1%")


def t_529(r, dt):
    return (f"Bright Start College Savings Program (Illinois 529)\nAccount owner: Monique D. Whitfield  Beneficiary: Jalen M. Whitfield\n"
            f"Account ****6612  Quarter ending {sd(dt)}\nContributions this quarter $600.00 (automatic $200/month)\n"
            f"Portfolio: Age-Based 2027 Portfolio   Market value {m(r.uniform(31000, 36500))}\n"
            "Illinois residents may deduct up to $10,000 of contributions per year on the IL-1040 (Schedule M).")


def t_hoa(r, dt):
    return (f"Shoreline Towers Condominium Association\nc/o Lakefront Property Management, 1900 E. 71st St, Chicago IL 60649\n"
            f"ASSESSMENT STATEMENT  {dt:%B %Y}\nUnit 12B  Owner: Monique Whitfield\nMonthly assessment $487.00\n"
            "Reserve fund (included) $61.00\nPrevious balance $0.00   Amount due $487.00 by the 10th\n"
            "Reminder: water shut-off on floors 10-14 for riser work, see notice in the lobby.")


def t_ceu(title, hrs, prov):
    def f(r, dt):
        return (f"CERTIFICATE OF COMPLETION\n{prov}\nThis certifies that Monique D. Whitfield, LCSW (IL 149.018327)\n"
                f"completed: {title}\nDate: {ds(dt)}   Contact hours: {hrs}\nIllinois IDFPR Social Work CE sponsor "
                f"license 159.00{r.randint(1000, 1999)}\nCertificate # {r.randint(100000, 999999)}")
    return f


def t_aide_hours(r, dt):
    rows = ["Date;Aide;Time in;Time out;Hours;Tasks"]
    for i in range(10):
        d = ago(dt, 14 - i)
        if d.weekday() < 5:
            rows.append(f"{sd(d)};Gloria Bates;9:00 AM;1:00 PM;4;bath assist, lunch, meds reminder, light housekeeping")
    rows.append(";;;;Total authorised per CCP plan: 20 hrs/wk;")
    return "\n".join(rows)


def note(text):
    return lambda r, dt: text


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

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    D = "Documents"

    # ------------------------------------------------------------ Mercy Lakeshore (Areas Work)
    d = f"{D}/Mercy Lakeshore"
    for i in range(7):
        age = 4 + i * 14
        add(f"{d}/Payslips/Paystub_{(NOW - timedelta(days=age)):%Y-%m-%d}.pdf", A, "Work", age, t_paystub)
    add(f"{d}/Payslips/Paystub_2025-12-19.pdf", A, "Work", 164, t_paystub)
    for mon, age in (("May", 35), ("June", 6), ("July", 2)):
        add(f"{d}/Schedules/CM schedule {mon} 2026.xlsx", A, "Work", age, lambda r, dt, mon=mon: "Date;Shift;Unit;Notes\n" + "\n".join(
            f"{mon} {k};{r.choice(['7:30a-4:00p', '8:00a-4:30p', 'Weekend 8a-4:30p'])};{r.choice(['4 West Med-Surg', '5 North Tele', 'ED', 'ICU step-down'])};"
            f"{r.choice(['', 'IDT rounds 9:15', 'cover for Tasha', 'APS follow-up'])}" for k in range(1, 23, 2)))
    add(f"{d}/Schedules/Weekend rotation Q3 2026.pdf", A, "Work", 20, note(
        "Mercy Lakeshore Care Management - Weekend Social Work Rotation, July-September 2026\nWhitfield M.: Jul 11-12, Aug 1-2, "
        "Aug 22-23, Sep 12-13\nOn weekends cover ED and all inpatient units; pager 4471. Swaps must be approved by K. Szymanski."))
    for t, hrs, age in (("HIPAA Privacy & Security 2026", "1.0", 120), ("CPI Verbal Intervention refresher", "3.0", 260),
                        ("Annual Mandatory Education 2025", "2.5", 330), ("Elder Abuse Mandated Reporter (IL APS)", "1.5", 400)):
        add(f"{d}/Trainings/{t}.pdf", A, "Work", age, lambda r, dt, t=t, hrs=hrs: (
            f"{HOSP}\nMercy Learning Center - Course Completion\nLearner: Monique Whitfield (204518)  Dept 7140\n"
            f"Course: {t}\nCompleted {ds(dt)}  Credit: {hrs} hrs  Score: {r.randint(86, 100)}%"))
    add(f"{d}/Trainings/Epic discharge planning tip sheet.pdf", A, "Work", 500, note(
        "Epic Tip Sheet - Care Management\n1. Open the Discharge Planning activity from the patient's Storyboard.\n2. Document the "
        "Initial Assessment within 24 hours of admission (SmartPhrase .CMINITIAL).\n3. Post-acute referrals go through "
        "the Aidin tab; attach PT/OT notes.\n4. Record IM (Important Message from Medicare) delivery within 2 days of discharge."))
    add(f"{d}/HR/Offer letter Social Worker II 2020.pdf", A, "Work", 2130, note(
        f"{HOSP}\nHuman Resources\nJuly 14, 2020\nDear Ms. Whitfield,\nWe are pleased to offer you the position of Social Worker II "
        "(LCSW), Care Management, full-time (1.0 FTE), starting August 10, 2020, at $36.90 per hour. Benefits begin on the first of "
        "the month after hire.\nSincerely, Denise Carrington, HR Business Partner"))
    add(f"{d}/HR/Merit increase 2026.pdf", A, "Work", 62, note(
        f"{HOSP}\nMarch 30, 2026\nMonique Whitfield, Employee ID 204518\nBased on your FY2026 performance review (Exceeds "
        "Expectations), your base rate increases from $40.43 to $41.85 per hour (3.5%) effective with the pay period beginning "
        "April 5, 2026.\nKaren Szymanski, MSW, Manager Care Management"))
    add(f"{d}/HR/Open enrollment 2026 confirmation.pdf", A, "Work", 200, note(
        "Mercy Lakeshore Benefits Center - 2026 Elections Confirmation\nMedical: BCBS PPO Employee + Child  $142.18 per pay\n"
        "Dental: Delta Dental PPO Employee + Child  $18.40\nVision: VSP  $4.10\nHealth FSA: $1,200 annual\nLife: 2x salary (basic)\n"
        "Beneficiary: Jalen M. Whitfield (son) 100% - held in trust by Tanya Whitfield-Dawson"))
    add(f"{d}/HR/Performance review FY2025.docx", A, "Work", 70, note(
        "Performance Review FY2025 - Monique Whitfield, Social Worker II\nStrengths: complex discharges (guardianship, APS, "
        "homeless shelter placements), mentoring new grads, LOS reduction on 4 West.\nGoals FY2026: lead the SDOH screening "
        "pilot; complete clinical supervision training; precept two MSW interns.\nRating: Exceeds Expectations"))
    add(f"{d}/HR/PTO request Memphis July.docx", A, "Work", 40, note(
        "PTO Request\nName: Monique Whitfield  Dept 7140\nDates: Thursday July 16 - Monday July 20, 2026 (3 days PTO + weekend)\n"
        "Reason: family event\nCoverage: Tasha Greene covers 4 West; weekend rotation swap with R. Delgado approved."))
    add(f"{d}/SNF and home health referral list.xlsx", A, "Work", 90, note(
        "Agency;Type;Phone;Accepts Medicaid;Notes\nWarren Park Health & Living;SNF;773-555-0190;yes;bed board Mondays\n"
        "Symphony of South Shore;SNF;773-555-0133;yes;dialysis on site\nAccess Home Health;Home health;312-555-0177;yes;\n"
        "Heartland Hospice;Hospice;708-555-0162;yes;same-day eval\nPacific Garden Mission;Shelter;312-555-0109;n/a;men only"))
    add(f"{d}/~$rformance review FY2025.docx", L, "System", 70, b"\x0bMonique W.  " + b"\x00" * 40)

    # ------------------------------------------------------------ Practice (Areas Private Practice)
    d = f"{D}/Whitfield Counseling LLC"
    pp = "Private Practice"
    for age, mon in ((33, "2026-04"), (3, "2026-05"), (64, "2026-03")):
        add(f"{d}/Billing/billing export {mon}.csv", A, pp, age, t_billing_csv)
    add(f"{d}/Billing/denied claims follow-up.xlsx", A, pp, 12, lambda r, dt: "Client;DOS;Payer;Denial;Action;Status\n" + "\n".join(
        f"{r.choice(CLIENTS)};{sd(ago(dt, 20 + i * 6))};{r.choice(PAYERS[:3])};{r.choice(['CO-16 missing modifier 95', 'CO-197 no auth', 'PR-1 deductible'])};"
        f"{r.choice(['resubmit w/ 95', 'call payer', 'bill client'])};{r.choice(['open', 'done'])}" for i in range(6)))
    for age in (16, 47):
        add(f"{d}/Billing/ERA BCBS {(NOW - timedelta(days=age)):%Y-%m-%d}.pdf", A, pp, age, t_era)
    for i, age in enumerate((2, 9, 16, 23, 37)):
        add(f"{d}/Superbills/Superbill_{CLIENTS[i]}_{(NOW - timedelta(days=age)):%Y-%m-%d}.pdf", A, pp, age, t_superbill)
    add(f"{d}/Credentialing/CAQH reattestation May 2026.pdf", A, pp, 18, note(
        "CAQH ProView - Attestation Confirmation\nProvider: Monique D. Whitfield, LCSW  CAQH ID 14883207\nAttested on May 14, 2026\n"
        "Authorized plans: BCBS IL, Aetna, CountyCare, Meridian\nNext attestation due: September 2026 (every 120 days)"))
    add(f"{d}/Credentialing/Aetna welcome letter.pdf", A, pp, 420, note(
        "Aetna Behavioral Health - Network Participation\nDear Ms. Whitfield,\nWhitfield Counseling & Wellness, LLC (TIN 87-3309142) "
        "is approved as an in-network provider effective April 1, 2025. Your provider ID is 9183327.\nRecredentialing every 36 months."))
    add(f"{d}/Credentialing/CountyCare application status.eml", A, pp, 27, note(
        "From: Provider Enrollment <providerenrollment@countycare.example>\nTo: monique@whitfieldcounseling.com\n"
        "Date: Tue, 5 May 2026 10:12:44 -0500\nSubject: RE: Credentialing application #CC-2026-04418\n\nDear Provider,\n"
        "Your application is in committee review. Please upload an updated IMPACT (Illinois Medicaid) enrollment "
        "confirmation showing the group NPI 1629384710. Expected decision within 45 days.\n\nCountyCare Provider Services"))
    add(f"{d}/Credentialing/Malpractice COI 2026.pdf", A, pp, 150, note(
        "American Professional Agency, Inc. - Certificate of Insurance\nInsured: Monique D. Whitfield, LCSW, dba Whitfield "
        "Counseling & Wellness, LLC\nProfessional liability $1,000,000 each claim / $3,000,000 aggregate\nPolicy period "
        "01/01/2026 - 01/01/2027   Premium $392.00"))
    add(f"{d}/Credentialing/BCBS IL provider agreement.pdf", A, pp, 860, note(
        "Blue Cross and Blue Shield of Illinois - Professional Provider Agreement (Behavioral Health)\nProvider: Whitfield "
        "Counseling & Wellness, LLC\nEffective date: February 1, 2024\nNetworks: PPO, Blue Choice, HMO Illinois\nReimbursement: "
        "BCBS IL Behavioral Health Fee Schedule, 90837 at $118.42"))
    for name, txt in (("Intake Form - Adult.docx", "Adult Client Intake\nName / DOB / Pronouns\nEmergency contact\nInsurance & subscriber"
                       "\nReason for seeking therapy\nPrior treatment, medications\nPHQ-9 and GAD-7 attached\nSafety: any thoughts of harming self or others?"),
                      ("Informed Consent and Practice Policies.docx", "Whitfield Counseling & Wellness, LLC - Informed Consent\n"
                       "Sessions are 53 minutes. Fee $160 (self-pay). Cancellations with less than 24 hours' notice are charged $75.\n"
                       "Telehealth via the TherapyNotes portal. Confidentiality and its limits (mandated reporting, duty to warn)."),
                      ("Good Faith Estimate template.docx", "Good Faith Estimate (No Surprises Act)\nProvider: Monique D. Whitfield, LCSW, "
                       "NPI 1447285036\nExpected services: 90791 x1 $190; 90837 weekly x 12 $1,920\nTotal estimate: $2,110"),
                      ("Release of Information.docx", "Authorization to Release Protected Health Information\nI authorize Whitfield "
                       "Counseling & Wellness, LLC to exchange information with: ____\nPurpose: coordination of care\n"
                       "This authorization expires one year from signature. 42 CFR Part 2 notice included.")):
        add(f"{d}/Forms/{name}", A, pp, r.randint(300, 700), note(txt))
    add(f"{d}/Business/Illinois LLC annual report 2026.pdf", A, pp, 80, note(
        "Illinois Secretary of State - Department of Business Services\nLLC Annual Report - Filed\nWHITFIELD COUNSELING & "
        "WELLNESS, LLC  File number 12874419\nFiling date 03/11/2026  Fee $75.00\nRegistered agent: Monique D. Whitfield, "
        f"{HOME}\nManager: Monique D. Whitfield"))
    add(f"{d}/Business/IRS CP575 EIN letter.pdf", A, pp, 1600, note(
        "Department of the Treasury, Internal Revenue Service\nCP 575 G  Notice date 11-08-2021\nWe assigned you Employer "
        "Identification Number 87-3309142.\nWHITFIELD COUNSELING & WELLNESS LLC  MONIQUE D WHITFIELD SOLE MBR\nKeep this notice in "
        "your permanent records."))
    add(f"{d}/Business/Office sublease Suite 714.pdf", A, pp, 540, note(
        "SUBLEASE AGREEMENT - Part-time Office Use\nLandlord/Sublessor: Hyde Park Wellness Collective, LLC\nSubtenant: Whitfield "
        "Counseling & Wellness, LLC\nPremises: 1525 E. 53rd St, Suite 714, Room B, Tuesdays and Thursdays 4:00-9:30 pm\n"
        "Rent: $400.00 per month due on the 1st. Term Jan 1, 2025 - Dec 31, 2026."))
    add(f"{d}/Business/Practice P&L 2026.xlsx", A, pp, 5, lambda r, dt: "Month;Sessions;Income;Rent;EHR;Other;Net\n" + "\n".join(
        f"{mo} 2026;{r.randint(26, 36)};{r.randint(3200, 4300)};400;69;{r.randint(40, 260)};" for mo in
        ("January", "February", "March", "April", "May")))
    for age in (32, 63):
        add(f"{d}/Business/Chase business statement {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, pp, age, t_biz_bank)
    add(f"{d}/Business/~$actice P&L 2026.xlsx", L, "System", 5, b"\x0bMonique W.  " + b"\x00" * 40)

    # ------------------------------------------------------------ Licensure (Areas)
    d = f"{D}/License & CEUs"
    add(f"{d}/IDFPR license LCSW 149.018327.pdf", A, "Licensure", 190, note(
        "State of Illinois - Department of Financial and Professional Regulation\nLicensed Clinical Social Worker\n"
        "MONIQUE D WHITFIELD  License No. 149.018327\nStatus: ACTIVE  Expires 11/30/2027"))
    add(f"{d}/Renewal 2025 receipt.pdf", A, "Licensure", 195, note(
        "IDFPR Online Renewal Receipt\nLicense 149.018327 (LCSW)  Renewal period ending 11/30/2027\nFee paid $80.00  Nov 12, 2025\n"
        "CE attestation: 30 hours including 3 ethics, 3 cultural competence, 1 sexual harassment prevention, implicit bias."))
    add(f"{d}/CEU tracker 2025-2027.xlsx", A, "Licensure", 30, note(
        "Date;Course;Provider;Hours;Category\n2025-12-04;Ethics in Telehealth;NASW-IL;3;Ethics\n2026-01-22;Implicit Bias in Clinical "
        "Practice;Relias;1;Implicit bias\n2026-02-19;Sexual Harassment Prevention;IDFPR;1;Required\n2026-03-27;Trauma-Informed "
        "Care for Older Adults;Rush CE;3;Clinical\n2026-05-08;Culturally Responsive Supervision;MICS;6;Cultural competence\n;;;14;of 30 needed by 11/30/2027"))
    for name, t, h, prov, age in (("Ethics in Telehealth", "Ethics in Telehealth Practice", "3.0", "NASW Illinois Chapter", 180),
                                  ("Implicit Bias", "Implicit Bias Awareness in Clinical Practice", "1.0", "Relias Learning", 130),
                                  ("Sexual Harassment Prevention", "Sexual Harassment Prevention Training (IL)", "1.0", "IDFPR", 102),
                                  ("Trauma-Informed Care Older Adults", "Trauma-Informed Care for Older Adults", "3.0", "Rush University CE", 66)):
        add(f"{d}/Certificates/{name}.pdf", A, "Licensure", age, t_ceu(t, h, prov))
    add(f"{d}/NASW membership 2026.pdf", A, "Licensure", 150, note(
        "National Association of Social Workers\nMembership card 2026\nMonique D. Whitfield, MSW, LCSW  Member #886201743\n"
        "Illinois Chapter  Valid through 12/31/2026"))

    # ------------------------------------------------------------ Supervision course (Projects)
    d = f"{D}/Supervision Certificate"
    sc = "Supervision Course"
    add(f"{d}/Syllabus MICS Clinical Supervision Certificate.pdf", P, sc, 150, note(
        "Midwest Institute for Clinical Supervision (MICS)\nClinical Supervision Certificate Program - Cohort 14, Spring-Fall 2026\n"
        "Modules: 1 Models of supervision; 2 The supervisory alliance; 3 Evaluation and feedback; 4 Ethics, liability and "
        "gatekeeping; 5 Culturally responsive supervision; 6 Group supervision\nRequirements: 45 contact hours, 2 papers, "
        "supervised-supervision log (10 hrs), certificate exam Sept 19, 2026."))
    for i, t in enumerate(("Bernard & Goodyear - Discrimination Model summary", "Supervisory alliance reading",
                           "Ethics and vicarious liability in supervision")):
        add(f"{d}/Readings/Module {i + 1} - {t}.pdf", P, sc, 140 - i * 20, lambda r, dt, t=t, i=i: (
            f"MICS Clinical Supervision Certificate - Module {i + 1} reading\n{t}\nKey points: the supervisor shifts between "
            "teacher, counselor and consultant roles; direct liability vs vicarious liability (respondeat superior); "
            "informed consent for supervision; documenting supervision sessions; evaluation must be ongoing and summative."))
    add(f"{d}/Assignment 1 - supervision contract draft.docx", P, sc, 95, note(
        "Assignment 1: Sample Supervision Agreement\nSupervisor: Monique Whitfield, LCSW  Supervisee: (new LSW, hospital)\n"
        "Frequency: 1 hr individual weekly, 2 hrs group monthly\nEvaluation: formative each quarter, summative at 12 months\n"
        "Emergency consultation procedure; limits of confidentiality in supervision."))
    add(f"{d}/Paper 2 - supervision philosophy v3.docx", P, sc, 11, note(
        "My Philosophy of Clinical Supervision (draft 3)\nI came to supervision the way many hospital social workers do: by being "
        "the person new grads knocked on the door of. My approach draws on the Discrimination Model and on "
        "culturally responsive practice - naming race, power and identity in the supervisory room early."))
    add(f"{d}/Supervised supervision log.xlsx", P, sc, 8, note(
        "Date;Supervisee;Format;Hours;Consultant;Notes\n2026-03-10;LSW A.;individual;1;Dr. P. Okafor;contracting\n2026-03-24;LSW A.;"
        "individual;1;Dr. P. Okafor;feedback on documentation\n2026-04-14;Interns (2);group;2;Dr. P. Okafor;case presentation\n"
        "2026-05-12;LSW A.;individual;1;Dr. P. Okafor;evaluation rubric\n;;;5;of 10 required"))
    add(f"{d}/study notes exam.md", P, sc, 6, note(
        "# Certificate exam - 19 Sept 2026\n- 100 MCQ, 2.5 hrs, pass 70%\n- know: Discrimination Model (3 roles x 3 foci), IDM "
        "levels 1-3, Proctor's normative/formative/restorative functions\n- NASW Code 3.01 supervision and consultation\n"
        "- Illinois: LCSW may supervise LSW toward clinical hours (3,000 hrs)\n- review Module 4 liability cases"))
    add(f"{d}/Registration receipt MICS.pdf", P, sc, 170, note(
        "MICS Registration Receipt\nParticipant: Monique Whitfield  Cohort 14\nTuition $1,150.00 paid by Visa ****2290 on "
        "December 9, 2025\nEmployer tuition reimbursement form enclosed (Mercy Lakeshore, up to $2,500/yr)"))
    add(f"{d}/Exam registration confirmation.eml", P, sc, 24, note(
        "From: MICS Programs <programs@mics-supervision.example>\nTo: mdwhitfield@gmail.com\nDate: Thu, 7 May 2026 15:40:02 -0500\n"
        "Subject: Certificate exam seat confirmed - Sept 19, 2026\n\nHi Monique,\nYou are registered for the Clinical Supervision "
        "Certificate Exam on Saturday, September 19, 2026, 9:00 am, at the MICS Loop office (55 W. Monroe, 9th floor). Bring photo ID.\n"))

    # ------------------------------------------------------------ Finances (Areas)
    d = f"{D}/Finances"
    F = "Finance"
    for yr, age in ((2023, 770), (2024, 410), (2025, 48)):
        gross = {2023: 29840, 2024: 35610, 2025: 41220}[yr]
        add(f"{d}/Taxes/{yr}/Form 1040 {yr} filed.pdf", A, F, age, lambda r, dt, yr=yr, g=gross: (
            f"Form 1040 U.S. Individual Income Tax Return {yr}\nMonique D. Whitfield  Filing status: Head of household\n"
            f"Dependent: Jalen M. Whitfield (son)\nWages (W-2 Mercy Lakeshore) {m(r.uniform(78000, 88000))}\nBusiness income "
            f"(Schedule C) {m(g * 0.76)}\nSelf-employment tax (Schedule SE) {m(g * 0.76 * 0.1413)}\nRefund {m(r.uniform(300, 1900))}\n"
            "Prepared by Hollis Tax & Accounting, Darnell Hollis, CPA, PTIN P01844203"))
        add(f"{d}/Taxes/{yr}/Schedule C {yr}.pdf", A, F, age + 1, lambda r, dt, yr=yr, g=gross: (
            f"SCHEDULE C (Form 1040) {yr} Profit or Loss From Business\nProprietor: Monique D. Whitfield\nPrincipal business: "
            f"Outpatient mental health counseling  Code 621330\nBusiness name: Whitfield Counseling & Wellness, LLC  EIN 87-3309142\n"
            f"Line 1 Gross receipts {m(g)}\nLine 20b Rent {m(4800)}  Line 15 Insurance $392  Line 18 Office/EHR $828\n"
            f"Line 27a Other (CEUs, licence, CAQH) {m(r.uniform(600, 1100))}\nLine 31 Net profit {m(g * 0.76)}"))
        add(f"{d}/Taxes/{yr}/W-2 Mercy Lakeshore {yr}.pdf", A, F, age + 30, lambda r, dt, yr=yr: (
            f"Form W-2 Wage and Tax Statement {yr}\nEmployer: Mercy Lakeshore Medical Center EIN 36-2170833\nEmployee: MONIQUE D WHITFIELD\n"
            f"Box 1 Wages {m(r.uniform(74000, 84000))}  Box 2 Federal tax withheld {m(r.uniform(9800, 11200))}\nBox 12 E (403(b)) "
            f"{m(r.uniform(4700, 5300))}  Box 12 DD {m(r.uniform(9800, 10600))}\nBox 16 IL wages; Box 17 IL tax withheld"))
    add(f"{d}/Taxes/2025/1098 mortgage interest 2025.pdf", A, F, 120, note(
        "Form 1098 Mortgage Interest Statement 2025\nRecipient/lender: Midwest Heritage Bank\nPayer/borrower: Monique D. Whitfield\n"
        f"Box 1 Mortgage interest received $6,712.08\nBox 10 Real estate taxes paid $3,244.90\nProperty: {HOME}"))
    add(f"{d}/Taxes/2025/Hollis organizer 2025.docx", A, F, 100, note(
        "Hollis Tax & Accounting - 2025 Tax Organizer\nClient: Monique Whitfield\n[x] W-2 Mercy Lakeshore\n[x] 1099-NEC / 1099-K "
        "from payers (BCBS, Aetna, Stripe)\n[x] Practice P&L and mileage log\n[x] 1098 mortgage interest\n[x] Bright Start 529 "
        "contributions ($2,400)\n[ ] SEP-IRA contribution amount - decide before filing\nAppointment: March 3, 2026, 6:30 pm"))
    add(f"{d}/Taxes/2026/2026 estimated tax payments.xlsx", A, F, 14, note(
        "Quarter;Due;Federal 1040-ES;Illinois IL-1040-ES;Paid\nQ1;2026-04-15;$1,850;$330;yes EFTPS conf 2700 1844 0219\nQ2;2026-06-15;"
        "$1,850;$330;\nQ3;2026-09-15;$1,850;$330;\nQ4;2027-01-15;$1,850;$330;"))
    add(f"{d}/Taxes/2020/W-2 Southside Family MHC 2020.pdf", A, F, 1950, note(
        "Form W-2 Wage and Tax Statement 2020\nEmployer: Southside Family Mental Health Center, 7510 S. Stony Island Ave, Chicago IL\n"
        "Employee: MONIQUE D WHITFIELD\nBox 1 Wages $34,118.40  Box 2 Federal tax withheld $3,902.11\nBox 12 E $1,705.92"))
    for age in (2, 33, 63, 94):
        add(f"{d}/Bank/Chase statement {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, F, age, t_chase)
    for age in (35, 128):
        add(f"{d}/Bank/Alliant savings {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, F, age, lambda r, dt: (
            f"Alliant Credit Union - High-Rate Savings ****3307\nMonique D Whitfield\nStatement {sd(ago(dt, 30))} - {sd(dt)}\n"
            f"Dividends earned {m(r.uniform(28, 44))}  APY 3.10%\nEnding balance {m(r.uniform(14000, 17500))}\nGoal label: Emergency fund"))
    for age in (62, 153):
        add(f"{d}/Retirement/Fidelity 403b {(NOW - timedelta(days=age)):%Y-Q%m}.pdf".replace("-Q03", "-Q1").replace("-Q12", "-Q4"),
            A, F, age, t_fidelity)
    add(f"{d}/Retirement/Vanguard Roth IRA 2025 year-end.pdf", A, F, 140, lambda r, dt: (
        f"Vanguard - Year-end statement 2025\nRoth IRA ****7741  Monique D. Whitfield\nContributions for 2025: $7,000.00\n"
        f"Holdings: VTSAX 70%, VTIAX 20%, VBTLX 10%\nValue on 12/31/2025 {m(r.uniform(41000, 46000))}"))
    add(f"{d}/Retirement/SEP IRA contribution 2025.pdf", A, F, 70, note(
        "Vanguard - Contribution Confirmation\nSEP-IRA ****7790  Account owner: Monique D. Whitfield\nEmployer contribution for tax "
        "year 2025: $5,800.00 (from Whitfield Counseling & Wellness, LLC)\nProcessed March 24, 2026"))
    for age in (60, 152):
        add(f"{d}/Bright Start 529 {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, F, age, t_529)
    add(f"{d}/Budget 2026.xlsx", A, F, 9, note(
        "Category;Monthly;Notes\nMortgage (incl escrow);1612.44;Midwest Heritage\nHOA;487;\nComEd + Peoples Gas;170;\nT-Mobile;162;"
        "\nCar insurance State Farm;124;\nGroceries;650;\nJalen (track, school, allowance);220;\nMama - aide copay, meds;150;\n"
        "Tithe;200;\n529;200;\nKitchen remodel fund;600;until July\nReunion deposit;;reimbursed by family"))
    add(f"{d}/Discover card statement {(NOW - timedelta(days=20)):%Y-%m}.pdf", A, F, 20, lambda r, dt: (
        f"Discover it Card ending 2290\nMONIQUE D WHITFIELD\nClosing date {sd(dt)}\nNew balance {m(r.uniform(900, 2300))}\n"
        "Transactions: HOME DEPOT #1950 $412.88; MICS CHICAGO $0.00; SOUTHWEST AIR $286.40 (MEM); TARGET T-2795 $96.31\n"
        f"Minimum payment due $35.00  Cashback bonus {m(r.uniform(12, 40))}"))

    # ------------------------------------------------------------ Condo (Areas Home) and kitchen remodel (Projects Home)
    d = f"{D}/Condo"
    for age in (5, 36, 67):
        add(f"{d}/Mortgage/Mortgage statement {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Home", age, t_mortgage)
    add(f"{d}/Mortgage/Escrow analysis 2026.pdf", A, "Home", 110, note(
        "Midwest Heritage Bank - Annual Escrow Account Disclosure\nLoan 7720419833  Property: 6930 S. South Shore Dr #12B\n"
        "Projected property taxes $3,402.00; HO-6 premium (State Farm) $496.00\nShortage $212.40 spread over 12 months\n"
        "New monthly payment from May 1, 2026: $1,612.44"))
    for age in (4, 35):
        add(f"{d}/HOA/Assessment {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Home", age, t_hoa)
    add(f"{d}/HOA/2026 budget and reserve study summary.pdf", A, "Home", 190, note(
        "Shoreline Towers Condominium Association - 2026 Operating Budget\nTotal operating $1,284,000; reserve contribution $182,400\n"
        "Major projects: lobby elevator modernization (2026), facade tuckpointing (2027)\nAssessment increase 3.0% effective Jan 1, 2026"))
    add(f"{d}/HOA/Annual meeting minutes 2026.docx", A, "Home", 45, note(
        "Shoreline Towers Condominium Association - Annual Meeting, April 15, 2026\nQuorum present (61%). Board elected: R. Fields "
        "(pres.), M. Ocampo, D. Price. Owners approved the elevator contract with Schindler. Reminder: unit alterations need "
        "an Alteration Request and certificate of insurance from the contractor."))
    add(f"{d}/HOA/Rules and regulations.pdf", A, "Home", 1400, note(
        "Shoreline Towers Rules & Regulations (rev. 2021)\nMove-ins/deliveries by reservation, service elevator, Mon-Sat 9-5.\n"
        "Construction hours 9:00 am - 4:30 pm weekdays. No grills on balconies. Pets under 40 lb."))
    for age in (160, 430):
        add(f"{d}/Property Tax/Cook County tax bill {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Home", age, t_taxbill)
    add(f"{d}/Property Tax/Homeowner exemption approval.pdf", A, "Home", 1800, note(
        "Cook County Assessor's Office - Exemption Approval\nPIN 20-24-418-031-1096\nHomeowner Exemption granted for tax year 2021 "
        "and renews automatically while owner-occupied.\nOwner: Monique D. Whitfield"))
    add(f"{d}/Repairs/Roto-Rooter invoice kitchen drain.pdf", A, "Home", 260, note(
        f"Roto-Rooter Plumbing & Water Cleanup - Chicago South\nInvoice 44817920  Date 08/14/2025\nCustomer: M. Whitfield, {HOME}\n"
        "Cleared kitchen sink line with cable, 25 ft; camera inspection of stack connection.\nTotal $289.00 paid Visa"))
    add(f"{d}/Repairs/Fan coil service Unit 12B.pdf", A, "Home", 380, note(
        "Lakefront Property Management - Work Order 25-0417\nUnit 12B: fan coil unit not heating. Replaced valve actuator.\n"
        "Owner charge: $145.00 (parts) - billed to assessment account."))
    add(f"{d}/HO-6 policy State Farm 2026.pdf", A, "Home", 95, note(
        "State Farm Condominium Unitowners Policy (HO-6)\nPolicy 13-CF-8820-4  Named insured: Monique D. Whitfield\n"
        "Coverage A Building property $60,000; Personal property $45,000; Loss assessment $10,000; Liability $300,000\n"
        "Policy period 03/01/2026 - 03/01/2027  Annual premium $496.00 (paid through escrow)"))
    d = f"{D}/Condo/Kitchen Remodel"
    add(f"{d}/Bronzeville Build quote v2.pdf", P, "Home", 120, note(
        "Bronzeville Build & Remodel, Inc.  4408 S. Cottage Grove Ave, Chicago IL 60653  Lic. TGC-041187\nEstimate #BB-2026-031 (rev 2)\n"
        "Client: Monique Whitfield, Unit 12B\nDemo existing cabinets & laminate, haul away $1,850\nCabinets install (client-supplied) "
        "$2,400\nQuartz counters 38 sq ft incl. fabrication $3,420\nTile backsplash $1,380\nElectrical: 2 GFCI circuits, under-cabinet "
        "lights $1,950\nPlumbing: new sink & disposal hookup $780\nTotal $11,780  Deposit 30% at signing"))
    add(f"{d}/Contract signed.pdf", P, "Home", 90, note(
        "Home Improvement Contract\nContractor: Bronzeville Build & Remodel, Inc.  Owner: Monique D. Whitfield\nScope per estimate "
        "BB-2026-031 rev 2. Start date April 20, 2026; substantial completion June 26, 2026.\nPayments: $3,534 at signing; $4,712 at "
        "cabinet install; $3,534 at completion. Certificate of insurance naming Shoreline Towers Condo Assn provided."))
    add(f"{d}/HOA alteration request.docx", P, "Home", 100, note(
        "Shoreline Towers - Unit Alteration Request\nUnit 12B, owner Monique Whitfield\nWork: kitchen remodel, no wall removal, "
        "no relocation of plumbing stack. Contractor Bronzeville Build & Remodel (COI attached).\nDates: 4/20/2026 - 6/26/2026, 9-4:30"))
    add(f"{d}/City permit express.pdf", P, "Home", 55, note(
        "City of Chicago Department of Buildings - Express Permit Program\nPermit #100981442  Issued 04/16/2026\nAddress: 6930 S SOUTH "
        "SHORE DR, Unit 12B\nWork: interior kitchen remodel, electrical (2 new circuits), no structural\nContractor: BRONZEVILLE BUILD "
        "& REMODEL INC"))
    add(f"{d}/Cabinet order CliqStudios.pdf", P, "Home", 70, note(
        "CliqStudios Order Confirmation #CQ-552891\nStyle: Dayton Shaker, painted White Dove; 11 base, 8 wall, 1 pantry\n"
        "Soft-close hardware, brushed brass pulls (22)\nSubtotal $6,412.00  Freight $199  Est. delivery May 11-15, 2026"))
    add(f"{d}/Countertop quote Windy City Granite.pdf", P, "Home", 80, note(
        "Windy City Granite & Quartz - Quote 7718\nMaterial: Calacatta Laza quartz, 3 cm, eased edge\n38 sq ft + undermount sink cutout\n"
        "Template after cabinets set; install 7-10 business days later"))
    add(f"{d}/Kitchen budget.xlsx", P, "Home", 7, note(
        "Item;Budget;Actual;Paid\nContractor;11780;11780;3534 + 4712\nCabinets;6600;6611;yes\nAppliances (LG range, DW, hood);3200;"
        "2987.40;yes\nSink + faucet;650;598;yes\nChange order 1 outlet;0;340;no\nContingency;1500;;\nTotal;23730;;"))
    add(f"{d}/Change order 1.pdf", P, "Home", 14, note(
        "Bronzeville Build & Remodel - Change Order #1\nProject: Whitfield kitchen, 6930 S. South Shore #12B\nAdd outlet at island end "
        "and relocate microwave circuit: +$340.00\nSchedule impact: none. Approved by owner 5/18/2026."))
    add(f"{d}/design notes.md", P, "Home", 130, note(
        "# Kitchen ideas\n- white shaker uppers, maybe sage lowers? (went with all white)\n- quartz that looks like marble, no busy veins\n"
        "- keep the window, pendant over sink\n- Mama needs a spot to sit: 2 stools at the peninsula\n- budget cap $24k incl. appliances"))
    for i, age in enumerate((40, 33, 26, 19, 12, 5, 2)):
        photo(f"Pictures/Kitchen Remodel/IMG_{7301 + i * 13}.HEIC", P, "Home", age)

    # ------------------------------------------------------------ Jalen (Areas) and college applications (Projects)
    d = f"{D}/Jalen"
    add(f"{d}/School/Report card Q3 2025-26.pdf", A, "Jalen", 50, note(
        "Chicago Public Schools - Kenwood Academy High School\nProgress Report, Quarter 3, 2025-2026\nStudent: Jalen M. Whitfield  "
        "Grade 11  ID 60418822\nAP English Language A-; AP US History B+; Pre-Calculus B; Chemistry A-; Spanish III A; PE/Track A\n"
        "Cumulative GPA 3.71 (weighted 4.12)  Attendance 97%"))
    add(f"{d}/School/Parent-teacher conference notes.docx", A, "Jalen", 85, note(
        "PT conference March 2026\nMr. Alvarez (Pre-Calc): turning in homework late, offered Tues/Thurs tutoring 3:15.\nMs. Greer "
        "(AP Lang): strong voice in writing, suggested he enter the Gwendolyn Brooks essay contest.\nFollow up: check Aspen weekly."))
    add(f"{d}/School/CPS school fees 2025-26 receipt.pdf", A, "Jalen", 260, note(
        "Kenwood Academy HS - Fee receipt\nStudent Jalen Whitfield  2025-26\nStudent fee $95; AP exam fees $98 x 2; Yearbook $60\n"
        "Paid online via RevTrak 09/02/2025"))
    add(f"{d}/Track/Outdoor season schedule 2026.pdf", A, "Jalen", 75, note(
        "Kenwood Broncos Boys Track & Field - Outdoor 2026\nApr 11 Public League relays (Gately Stadium)\nApr 25 Proviso West invite\n"
        "May 9 CPS city championship\nMay 15-16 IHSA sectional  May 28-30 IHSA State, Eastern Illinois Univ.\nCoach Byrd: practice "
        "M-F 3:30-5:45 at Washington Park"))
    add(f"{d}/Track/IHSA physical form 2025-26.pdf", A, "Jalen", 300, note(
        "IHSA Pre-Participation Physical Examination\nAthlete: Jalen M. Whitfield  DOB 01/2009  Sport: Track & Field\nExamining "
        "physician: Dr. Lena Osei, MD (Friend Health)  Cleared for all sports without restriction  08/05/2025"))
    add(f"{d}/Track/meet results sectional.txt", A, "Jalen", 16, note(
        "IHSA 3A Sectional - Lincoln-Way East, May 15 2026\nBoys 400m final: 3. Jalen Whitfield (Kenwood) 49.38 PR  - qualified for "
        "State (time standard 49.50)\n4x400: Kenwood 2nd 3:22.41"))
    add(f"{d}/Track/spikes and team fee.pdf", A, "Jalen", 110, note(
        "Kenwood Track Boosters - Season dues $150 (travel, uniform)\nPaid: Monique Whitfield via Zelle 02/18/2026\nNike Zoom "
        "Rival sprint spikes ordered separately"))
    d = f"{D}/Jalen/College"
    ca = "College Apps"
    add(f"{d}/College list.xlsx", P, ca, 10, note(
        "School;Type;Deadline;Visit;Essay;Notes\nHoward University;Reach;EA Nov 1;June 22 (DC);Common App + supplement;Bison track walk-on?\n"
        "Morehouse College;Target;EA Nov 1;June 24 (ATL);supplement;brotherhood\nUniversity of Illinois Urbana-Champaign;Target;EA Nov 1;"
        "done Apr 4;Common App;Illinois Commitment aid\nNorthwestern;Reach;ED Nov 1;;why NU;\nXavier Univ. of Louisiana;Likely;Dec 1;;;"
        "pre-med\nTennessee State;Likely;rolling;July 18 (reunion trip);;"))
    add(f"{d}/Personal statement draft v2.docx", P, ca, 9, note(
        "Common App personal statement - draft 2 (Jalen)\nPrompt 2: a challenge\nThe first time I ran the 400, I died at 300 meters. "
        "Coach Byrd said the last hundred is where you find out who you are. That year my grandmother moved into a "
        "senior building and I became the one who set up her pill box every Sunday...\n(612 words - cut to 650 max)"))
    add(f"{d}/Activities list.docx", P, ca, 15, note(
        "Common App Activities\n1. Varsity track & field, 400m / 4x400 (9-12), IHSA State qualifier 2026\n2. Youth choir, Greater Mount "
        "Olive M.B. Church\n3. Caregiver for grandmother, ~4 hrs/week\n4. Summer job: Chicago Park District day camp counselor\n"
        "5. Kenwood Black Student Union, treasurer"))
    add(f"{d}/Campus visits June itinerary.pdf", P, ca, 8, note(
        "HBCU visit trip - June 2026\nJune 21 fly MDW-DCA Southwest 1418\nJune 22 Howard University info session 10:00 am, Blackburn "
        "Center; tour 11:30\nJune 23 drive to Atlanta? no - fly DCA-ATL Delta 2291\nJune 24 Morehouse College tour 9:30, Spelman "
        "(for cousin Kiara) 1:00\nJune 25 return ATL-MDW"))
    add(f"{d}/UIUC visit confirmation.eml", P, ca, 62, note(
        "From: Illinois Admissions <admissions@illinois.example>\nTo: jalen.whitfield09@gmail.com\nCc: mdwhitfield@gmail.com\n"
        "Date: Mon, 30 Mar 2026 09:02:11 -0500\nSubject: Your campus visit on Saturday, April 4\n\nHi Jalen,\nYour Illini Visit Day "
        "is confirmed: check-in at the Illini Union, 1401 W. Green St, Urbana, 9:00 am. Parking in the Illini Union garage.\n"))
    add(f"{d}/FAFSA notes.md", P, ca, 20, note(
        "# FAFSA 2027-28 (opens Oct 1, 2026)\n- Jalen needs his own StudentAid.gov account (FSA ID) - done, as contributor\n- me: "
        "parent contributor, consent to IRS data transfer (2025 return)\n- include Schedule C net profit; 529 is parent asset\n"
        "- SAI estimate from Federal Student Aid Estimator: ~14,800\n- CSS Profile for Northwestern"))
    add(f"{d}/SAT score report.pdf", P, ca, 40, note(
        "College Board - SAT Score Report\nJalen Whitfield  Test date: March 14, 2026\nTotal 1290 (Reading & Writing 660, Math 630)\n"
        "Score sends: University of Illinois, Howard University, Morehouse College"))
    add(f"{d}/Scholarships to apply.xlsx", P, ca, 25, note(
        "Scholarship;Amount;Deadline;Requirement\nIllinois AIM HIGH;varies;with FAFSA;UIUC\nRon Brown Scholar;$40,000;Jan 9;essay + 2 recs\n"
        "Gates Scholarship;full;Sept 15;Pell-eligible\nGreater Mt Olive scholarship fund;$1,000;Apr 30;church member\n"
        "Jack Kent Cooke;up to $55k/yr;Nov;"))
    add(f"{d}/Rec request Ms Greer.docx", P, ca, 12, note(
        "Dear Ms. Greer,\nThank you for teaching me in AP Language this year. I am applying Early Action to Howard, Morehouse and "
        "UIUC, with deadlines of November 1. Would you be willing to write a recommendation? I have attached my brag sheet.\n"
        "Gratefully, Jalen Whitfield"))

    # ------------------------------------------------------------ Mama (Areas Mom's Care) and old apartment (Archive)
    d = f"{D}/Mama"
    mc = "Mom's Care"
    add(f"{d}/CCP service plan 2026.pdf", A, mc, 100, note(
        "Illinois Department on Aging - Community Care Program\nPlan of Care\nParticipant: Loretta M. Whitfield  DOB 03/02/1948\n"
        "Address: Sankofa Senior Apartments, 8420 S. Cottage Grove Ave, Apt 406, Chicago IL 60619\nDetermination of Need score 41\n"
        "In-home service: 20 hrs/week (Harmony Home Care)  Emergency Home Response: yes\nCare coordinator: Yvette Pruitt, South "
        "Chicago CCU (773) 555-0122  Redetermination due 02/2027"))
    add(f"{d}/Medicaid renewal approval 2026.pdf", A, mc, 60, note(
        "Illinois Department of Human Services - Notice of Decision\nCase name: LORETTA M WHITFIELD  Case # 0918-4471022\n"
        "Your medical benefits (AABD Medical) have been renewed through 03/31/2027. You also qualify for the Medicare Savings "
        "Program (QMB). No spend-down.\nQuestions: ABE.illinois.gov or 1-800-843-6154"))
    add(f"{d}/Aide hours {(NOW - timedelta(days=3)):%Y-%m}.xlsx", A, mc, 3, t_aide_hours)
    add(f"{d}/Aide hours {(NOW - timedelta(days=34)):%Y-%m}.xlsx", A, mc, 34, t_aide_hours)
    add(f"{d}/Mama medication list.docx", A, mc, 22, note(
        "Loretta Whitfield - Medications (updated May 2026)\nLisinopril 20 mg AM\nAmlodipine 5 mg AM\nMetformin 500 mg twice daily with "
        "meals\nDonepezil 5 mg bedtime (started Jan 2026 - Dr. Iyer, memory clinic)\nVitamin D 2000 IU\nAllergies: penicillin (rash)\n"
        "Pharmacy: Walgreens 87th & Cottage Grove"))
    add(f"{d}/Care notes.md", A, mc, 1, note(
        "# Mama - care log\n- 5/20 Dr. Iyer follow-up: MoCA 21/30, continue donepezil, recheck Nov\n- 5/26 Gloria says Mama skipped "
        "lunch twice; ask Harmony about adding a Saturday shift\n- 5/29 called Yvette Pruitt (CCU) re: increase hours -> home visit June 9\n"
        "- Tanya to call Sundays; Jalen does pill box"))
    add(f"{d}/Harmony Home Care service agreement.pdf", A, mc, 520, note(
        "Harmony Home Care Services, Inc. - Client Service Agreement (CCP provider)\nClient: Loretta Whitfield  Authorized "
        "representative: Monique Whitfield (daughter)\nServices per IDoA plan of care. Aide: Gloria Bates, Mon-Fri 9am-1pm\n"
        "Client cost share per CCP: $0 (Medicaid). Extra private hours $28/hr."))
    add(f"{d}/Health care POA Loretta Whitfield.pdf", A, mc, 730, note(
        "Illinois Statutory Short Form Power of Attorney for Health Care\nPrincipal: Loretta Mae Whitfield\nAgent: Monique Denise "
        "Whitfield (daughter), 6930 S. South Shore Dr #12B  Successor agent: Tanya Whitfield-Dawson\nSigned 06/12/2024; witnessed"))
    add(f"{d}/Memory clinic visit summary.pdf", A, mc, 12, note(
        "UChicago Medicine - After Visit Summary\nPatient: Loretta Whitfield  Visit 05/20/2026  Dr. Priya Iyer, Geriatrics/Memory Clinic\n"
        "Diagnosis: Mild neurocognitive disorder, likely Alzheimer type\nPlan: continue donepezil 5 mg; home safety evaluation; "
        "caregiver support group info given to daughter"))
    add(f"{d}/Medicare Advantage card.pdf", A, mc, 400, note(
        "Humana Gold Plus (HMO D-SNP)  Member: LORETTA M WHITFIELD  ID H7718 404 22\nPCP: Friend Health, 800 E. 55th St\n"
        "Copay PCP $0  Specialist $0"))
    d = f"{D}/Mama/Old apartment 2024"
    add(f"{d}/Move-out notice to landlord.docx", X, mc, 760, note(
        "May 1, 2024\nTo: Mr. Harold Simms, 8132 S. Evans Ave building owner\nRe: Apartment 2, tenant Loretta Whitfield\nThis is "
        "written notice that my mother will vacate the unit on May 31, 2024. She is moving to Sankofa Senior Apartments. "
        "Please return the $850 security deposit to her new address.\nMonique Whitfield, POA"))
    add(f"{d}/1-800-GOT-JUNK invoice.pdf", X, mc, 730, note(
        "1-800-GOT-JUNK? Chicago South - Invoice 240601-118\nJob address: 8132 S. Evans Ave, Apt 2\nDate 06/01/2024  3/4 truckload: "
        "furniture, mattress, kitchen items\nTotal $579.00  Paid: M. Whitfield Visa"))
    add(f"{d}/Salvation Army donation receipt.pdf", X, mc, 735, note(
        "The Salvation Army Family Store - Donation Receipt\nDonor: Loretta Whitfield c/o Monique Whitfield  Date 05/28/2024\n"
        "Items: sofa, dining set (4 chairs), 12 boxes clothing and linens. No goods or services received."))
    add(f"{d}/inventory what goes where.xlsx", X, mc, 750, note(
        "Item;Keep/Give/Sell;Who\nCherry china cabinet;Keep;Tanya (Memphis)\nSinger sewing machine;Keep;Monique\nBedroom set;Give;"
        "Cousin Darius\nPhoto albums;Keep;Monique\nSofa;Donate;Salvation Army\nOld TV;Junk;"))
    for i, age in enumerate((742, 741, 738)):
        photo(f"{d}/IMG_{3312 + i}.JPG", X, mc, age)

    # ------------------------------------------------------------ Health (Areas)
    d = f"{D}/Health"
    add(f"{d}/BCBS EOB mammogram.pdf", A, "Health", 140, note(
        "Blue Cross Blue Shield of Illinois - Explanation of Benefits\nMember: Monique Whitfield  Group: Mercy Lakeshore PPO\n"
        "Service 01/08/2026 Screening mammogram, Mercy Lakeshore Imaging  Billed $412.00  Plan paid $276.50  You owe $0.00 (preventive)"))
    add(f"{d}/Lab results April 2026.pdf", A, "Health", 55, note(
        "Mercy Lakeshore Medical Group - Lab Results\nPatient: Monique D Whitfield  Collected 04/09/2026\nHbA1c 5.8 % (H, prediabetes "
        "range)\nLDL cholesterol 131 mg/dL (H)\nTSH 1.9  Vitamin D 22 ng/mL (L)\nDr. Adaeze Nwosu: lifestyle, recheck A1c in 6 months"))
    add(f"{d}/Dentist Jalen invoice.pdf", A, "Health", 90, note(
        "Hyde Park Family Dental - Statement\nPatient: Jalen Whitfield  Guarantor: Monique Whitfield\n03/02/2026 cleaning, 2 sealants\n"
        "Delta Dental paid $184.00  Patient balance $36.00"))
    add(f"{d}/FSA claim eyeglasses.pdf", A, "Health", 170, note(
        "HealthEquity - FSA Claim Submitted\nMonique Whitfield  Claim 7741093  12/11/2025 Warby Parker progressive lenses $295.00\n"
        "Status: approved, reimbursed to Chase ****4471"))
    add(f"{d}/Vaccination record Jalen.pdf", A, "Health", 280, note(
        "Illinois I-CARE Immunization Record\nJalen M. Whitfield\nTdap 08/2021; MenACWY 08/2021, booster 08/2025; HPV x2; COVID-19 "
        "2024-25; influenza 10/2025"))
    add(f"{d}/walking log.txt", A, "Health", 3, note(
        "Goal: 8k steps, 3x week lakefront walk (doctor said A1c 5.8)\nMay 4 - 9,120\nMay 6 - 7,400\nMay 11 - 10,050 (with Denise from choir)\n"
        "May 18 - 8,800\nMay 27 - 9,500"))

    # ------------------------------------------------------------ Choir (Areas, Resources)
    d = f"{D}/Choir"
    add(f"{d}/Rehearsal schedule summer 2026.pdf", A, "Choir", 18, note(
        "Greater Mount Olive Missionary Baptist Church - Sanctuary Choir\nSummer rehearsals: Thursdays 7:00-8:45 pm, choir room\n"
        "Jun 4, 11, 18 - Men's & Women's Day music; Jun 25 no rehearsal; Jul 9, 23; Jul 16 no rehearsal\nMinister of Music: Bro. "
        "Terrence Odom. Robes: burgundy for 1st Sundays."))
    add(f"{d}/Choir dues 2026.xlsx", A, "Choir", 40, note(
        "Member;Section;Jan;Feb;Mar;Apr;May\nM. Whitfield;Alto;10;10;10;10;10\nD. Harris;Alto;10;10;;10;\nC. Moore;Soprano;10;10;10;10;10\n"
        "L. Banks;Tenor;10;;10;;\nR. Young;Bass;10;10;10;10;"))
    add(f"{d}/Choir roster and phone tree.docx", A, "Choir", 200, note(
        "Sanctuary Choir roster 2026 - phone tree\nSopranos: C. Moore (lead), P. Grant, E. Hill\nAltos: M. Whitfield (alto section "
        "leader), D. Harris, B. Jackson\nTenors: L. Banks, K. Reed\nBass: R. Young, A. Fleming"))
    add(f"{d}/Choir anniversary program 2025.docx", A, "Choir", 230, note(
        "Sanctuary Choir 38th Anniversary - Sunday, October 19, 2025, 3:30 pm\nProcessional: We've Come This Far by Faith\n"
        "Guest choir: New Life Covenant\nSolo: Sis. Monique Whitfield - \"I Need You to Survive\"\nRecognition of 30-year members"))
    for name in ("Total Praise - alto.pdf", "I Need You to Survive - SATB.pdf", "Order My Steps - SATB.pdf", "Lift Every Voice - SATB.pdf"):
        add(f"{d}/Sheet music/{name}", R, "Choir", r.randint(60, 900), lambda r, dt, n=name: (
            f"{n[:-4]}\nSATB arrangement - Sanctuary Choir, Greater Mount Olive\nAlto part in bars 1-32; key change to Ab at bar 33\n"
            "Tempo: slow 6/8, rubato on the amens"))
    for i, song in enumerate(("Total Praise", "Order My Steps", "Sunday medley", "Lift Every Voice")):
        add(f"Music/Choir rehearsal/{song} alto part.mp3", R, "Choir", 30 + i * 40, _id3(r, f"{song} (alto)", "T. Odom", "Rehearsal tracks"))

    # ------------------------------------------------------------ Reunion 2026 (Projects Family Reunion)
    d = f"{D}/Reunion 2026"
    fr = "Family Reunion"
    add(f"{d}/Reunion budget.xlsx", P, fr, 4, note(
        "Item;Cost;Paid;Notes\nHotel block deposit (Hilton Memphis);500;yes;40 rooms held, $139/night\nShelby Farms pavilion;350;yes;Sat "
        "7/18\nCaterer - Jim's Place BBQ;3200;deposit 800;150 ppl\nBanquet hall (Sun brunch);1800;no;\nT-shirts (Custom Ink);1140;no;"
        "120 shirts\nDJ;400;no;cousin Marcus\nTotal;7390;;Per adult $65, kids 6-12 $30"))
    add(f"{d}/RSVP list.xlsx", P, fr, 2, lambda r, dt: "Household;Adults;Kids;City;Paid\n" + "\n".join(
        f"{h};{r.randint(1, 4)};{r.randint(0, 3)};{c};{r.choice(['yes', 'partial', 'no'])}" for h, c in
        (("Whitfield (Monique, Jalen, Mama)", "Chicago"), ("Whitfield-Dawson (Tanya)", "Memphis"), ("Dawson, Earl Sr.", "Memphis"),
         ("Whitfield, Darius", "Chicago"), ("Coleman, Bernice", "Detroit"), ("Whitfield, Rev. James", "Jackson MS"),
         ("Dawson-Price, Kiara", "Atlanta"), ("Hughes, Valerie", "St. Louis"))))
    add(f"{d}/Hotel block agreement Hilton Memphis.pdf", P, fr, 120, note(
        "Hilton Memphis, 939 Ridge Lake Blvd, Memphis TN 38120 - Group Sales Agreement\nGroup: Whitfield-Dawson Family Reunion\n"
        "Arrival 07/17/2026, departure 07/19/2026. Room block: 40 king/double-queen rooms per night at $139 + tax\n"
        "Cut-off date: 06/16/2026. Attrition 80%. Contact: Monique Whitfield"))
    add(f"{d}/Letter to the family.docx", P, fr, 150, note(
        "Greetings Whitfield-Dawson Family!\nIt is time again! Our 2026 reunion will be in Memphis, Friday July 17 - Sunday July 19.\n"
        "Friday: meet & greet at the hotel. Saturday: picnic at Shelby Farms Park, Pavilion 3. Sunday: worship at Mt. Pisgah CME "
        "and farewell brunch.\nDues: $65 adults, $30 kids 6-12, send by Cash App $MWhitfieldReunion by June 15.\nLove, Cousin Monique"))
    add(f"{d}/T-shirt quote Custom Ink.pdf", P, fr, 30, note(
        "Custom Ink Quote #Q-88410273\nGildan Softstyle tee, color Kelly Green, 2-color front print \"Whitfield-Dawson Family "
        "Reunion - Memphis 2026 - Rooted in Love\"\n120 shirts (S-4XL) $9.50 each  Total $1,140.00  Delivery by July 8"))
    add(f"{d}/Family tree for program.docx", P, fr, 60, note(
        "Descendants of Rev. Amos Whitfield (1921-1994) and Hattie Dawson Whitfield (1925-2008), Fayette County, TN\n"
        "Children: James, Loretta, Earl, Bernice, Curtis\nLoretta -> Monique (Jalen), Tanya (Kiara, Brandon)\n"
        "For the souvenir program - ask Aunt Bernice for the 1955 photo"))
    add(f"{d}/Southwest flights MDW-MEM.pdf", P, fr, 45, note(
        "Southwest Airlines - Confirmation 4KQ7RT\nPassengers: Monique Whitfield, Jalen Whitfield, Loretta Whitfield (wheelchair assist)\n"
        "Thu Jul 16 MDW 10:05 am - MEM 11:50 am WN 2217\nMon Jul 20 MEM 4:40 pm - MDW 6:30 pm WN 1893\nTotal $859.20"))
    add(f"{d}/~$union budget.xlsx", L, "System", 4, b"\x0bMonique W.  " + b"\x00" * 40)

    # ------------------------------------------------------------ Old job (Archive Work), MSW (Archive)
    d = f"{D}/Old Job - Southside Family MHC"
    add(f"{d}/Resignation letter.docx", X, "Work", 2150, note(
        "July 17, 2020\nTo: Dr. Gerald Ames, Clinical Director, Southside Family Mental Health Center\nPlease accept this letter as "
        "notice of my resignation as Outpatient Therapist, effective August 7, 2020. Thank you for seven years.\nMonique Whitfield, LCSW"))
    add(f"{d}/Caseload transfer notes.docx", X, "Work", 2140, note(
        "Caseload transfer - M. Whitfield, August 2020\n34 open cases. High priority: 6 clients with safety plans - warm handoff to "
        "J. Ruiz. DBT skills group (Wed) -> K. Oyelaran. Court letters pending for 2 clients."))
    add(f"{d}/Performance evaluation 2019.pdf", X, "Work", 2400, note(
        "Southside Family Mental Health Center - Annual Evaluation 2019\nEmployee: Monique Whitfield, Outpatient Therapist (LCSW)\n"
        "Productivity 96% of target; documentation timeliness 92%. Overall: Highly Effective\nSupervisor: Gerald Ames, PsyD"))
    add(f"{d}/DBT skills group curriculum.docx", X, "Work", 2500, note(
        "SFMHC DBT Skills Group - 24-week curriculum\nWeeks 1-6 Mindfulness and Distress Tolerance (TIPP, ACCEPTS)\nWeeks 7-14 Emotion "
        "Regulation (PLEASE, opposite action)\nWeeks 15-24 Interpersonal Effectiveness (DEAR MAN, GIVE, FAST)"))
    add(f"{d}/Staff directory 2019.xlsx", X, "Work", 2450, note(
        "Name;Role;Ext\nGerald Ames;Clinical Director;201\nJavier Ruiz;Therapist;214\nKemi Oyelaran;Therapist;215\nMonique Whitfield;"
        "Therapist;216\nSandra Polk;Intake;200"))
    add(f"{d}/COVID telehealth memo March 2020.pdf", X, "Work", 2260, note(
        "SFMHC All-Staff Memo, March 18, 2020\nEffective immediately all outpatient sessions move to telephone/Doxy.me. Bill with "
        "modifier 95 / POS 02. Staff may take laptops home; sign the equipment form."))
    d = f"{D}/MSW - UIC"
    add(f"{d}/Official transcript.pdf", X, "MSW", 3300, note(
        "University of Illinois at Chicago - Office of the Registrar\nOfficial Academic Transcript\nMonique D. Whitfield  UIN 667104419\n"
        "Master of Social Work, Jane Addams College of Social Work, conferred May 2011\nConcentration: Mental Health  GPA 3.86/4.00"))
    add(f"{d}/Field placement final evaluation.docx", X, "MSW", 5400, note(
        "JACSW Field Education - Final Evaluation, Spring 2011\nStudent: Monique Whitfield  Agency: Jackson Park Hospital, Behavioral "
        "Health  Field instructor: Carol Dunn, LCSW\nAll competencies rated 4-5. Recommended for clinical practice."))
    add(f"{d}/Capstone paper - kinship caregivers.docx", X, "MSW", 5420, note(
        "Grandmothers Raising Grandchildren on Chicago's South Side: Stressors and Supports\nMSW Capstone, SOCW 590, Spring 2011\n"
        "Abstract: Semi-structured interviews with 14 kinship caregivers..."))
    add(f"{d}/Practicum hours log.xlsx", X, "MSW", 5450, note(
        "Week;Hours;Activities\n1;16;orientation\n2;16;shadow intakes\n...;...;\nTotal;960;"))
    add(f"{d}/Graduation program 2011.pdf", X, "MSW", 3280, note(
        "Jane Addams College of Social Work Convocation, May 7, 2011, UIC Forum\nMaster of Social Work candidates ... Monique Denise "
        "Whitfield ..."))

    # ------------------------------------------------------------ Car (Areas)
    d = f"{D}/Car"
    add(f"{d}/State Farm auto ID card.pdf", A, "Car", 100, note(
        "State Farm Illinois Insurance Card\nNamed insured: Monique D Whitfield  Policy 294 7718-E22-13\n2019 Toyota RAV4 LE  VIN "
        "2T3F1RFV4KW051147\nEffective 02/22/2026 - 08/22/2026"))
    add(f"{d}/IL registration renewal 2026.pdf", A, "Car", 130, note(
        "Illinois Secretary of State - Vehicle Registration Renewal Receipt\nPlate EK 73319  2019 TOYOTA RAV4\nExpires 01/31/2027  "
        "Fee $151.00 paid 01/22/2026"))
    add(f"{d}/Chicago city sticker receipt.pdf", A, "Car", 330, note(
        "City of Chicago Clerk - City Sticker Purchase\nVehicle: 2019 Toyota RAV4, plate EK 73319\nPassenger 16-34 (small) $100.17\n"
        "Valid through 07/31/2026. Residential zone permit zone 1417"))
    add(f"{d}/Oil change Toyota on Western.pdf", A, "Car", 72, note(
        "Toyota on Western - Service Invoice 661408\n2019 RAV4, 48,112 miles\nSynthetic oil & filter, tire rotation, cabin filter\n"
        "Total $118.44. Next service 53,100 miles"))

    # ------------------------------------------------------------ Resources: recipes, ebooks, clinical reference, manuals
    for name, txt in (("Mama's peach cobbler.docx", "Mama's Peach Cobbler\n6 cups sliced peaches, 1 cup sugar, 1 tsp nutmeg, 1 stick "
                       "butter\nDouble crust, lattice top. 375F for 45 min. Serve with Blue Bell vanilla."),
                      ("Red beans and rice.txt", "Red beans and rice (Monday)\n1 lb dried red beans soaked overnight, andouille, trinity, "
                       "bay leaf, thyme. Simmer 2.5 hrs, mash some beans for creaminess."),
                      ("Greater Mt Olive cookbook 2019.pdf", "Greater Mount Olive Women's Ministry Cookbook 2019\nSis. Hattie's "
                       "smothered chicken; Deacon Young's sweet potato pie; Mother Banks' greens with smoked turkey"),
                      ("Smothered turkey wings.pdf", "Smothered Turkey Wings\nSeason wings with Lawry's, onion, garlic; brown; make a "
                       "roux gravy; bake covered 325F 2 hrs")):
        add(f"{D}/Recipes/{name}", R, "Recipes", r.randint(100, 1500), note(txt))
    for title, author in (("The Body Keeps the Score", "Bessel van der Kolk"), ("My Grandmother's Hands", "Resmaa Menakem"),
                          ("The Warmth of Other Suns", "Isabel Wilkerson"), ("Caste", "Isabel Wilkerson")):
        add(f"{D}/eBooks/{title}.epub", R, "Books", r.randint(150, 1400), _epub(title, author, "en", f"{title} by {author}. Chapter One."))
    for name, txt in (("CBT thought record.pdf", "Thought Record worksheet\nSituation | Automatic thought | Emotion (0-100) | Evidence for "
                       "| Evidence against | Balanced thought"),
                      ("MI OARS cheat sheet.pdf", "Motivational Interviewing - OARS\nOpen questions, Affirmations, Reflections, Summaries\n"
                       "Change talk: DARN-CAT (desire, ability, reasons, need, commitment, activation, taking steps)"),
                      ("IL Mental Health Code involuntary admission.pdf", "Illinois Mental Health and Developmental Disabilities Code "
                       "(405 ILCS 5) - summary\nPetition and first certificate within 24 hrs; second certificate by psychiatrist; "
                       "court hearing within 5 business days"),
                      ("Chicago grief and caregiver resources.docx", "Caregiver supports: Alzheimer's Association Illinois 24/7 "
                       "helpline 800-272-3900; Chicago Dept of Family & Support Services senior services 312-744-4016"),
                      ("Columbia C-SSRS screener.pdf", "Columbia Suicide Severity Rating Scale - Screen Version\n1. Wished you were dead? "
                       "2. Thoughts of killing yourself? ... 6. Suicidal behavior in lifetime / past 3 months")):
        add(f"{D}/Clinical Reference/{name}", R, "Clinical Reference", r.randint(90, 1300), note(txt))

    # ------------------------------------------------------------ 2023 dump folder
    d = f"{D}/2023"
    add(f"{d}/Atlanta hotel Hyatt Regency.pdf", X, "Travel", 1040, note(
        "Hyatt Regency Atlanta - Folio\nGuest: Monique Whitfield  Arrive 09/22/2023  Depart 09/24/2023\n2 nights King @ $189  Total $431.88"))
    add(f"{d}/HOA special assessment 2023.pdf", A, "Home", 990, note(
        "Shoreline Towers Condominium Association - Special Assessment Notice\nRoof membrane replacement. Unit 12B share $1,214.00, "
        "payable in 4 quarterly installments beginning January 2024."))
    add(f"{d}/taxes 2023 checklist.docx", A, "Finance", 800, note(
        "2023 taxes - bring to Darnell\nW-2 Mercy, 1099-NEC BCBS, 1099-K Stripe, 1098 mortgage, 529 contributions, practice "
        "expenses spreadsheet, daycare? no (Jalen 14)"))
    photo(f"{d}/Jalen 8th grade graduation.jpg", R, "Photos", 1080)

    # ------------------------------------------------------------ hard files: name and folder say nothing
    def t_pp_csv(r, dt):
        rows = ["Transaction Date,Post Date,Description,Category,Type,Amount"]
        for desc, cat, lo, hi in (("JEWEL OSCO 3410", "Groceries", 40, 180), ("COMED", "Bills & Utilities", 60, 140),
                                  ("MIDWEST HERITAGE BK MTG", "Home", 1612.44, 1612.44), ("SHELL OIL 5744", "Gas", 30, 60),
                                  ("WALGREENS #4221", "Health & Wellness", 8, 45), ("HOME DEPOT #1950", "Home", 40, 420),
                                  ("VENMO *Kenwood Track Boost", "Education", 150, 150), ("NETFLIX.COM", "Entertainment", 15.49, 15.49)):
            rows.append(f"{sd(ago(dt, r.randint(1, 28)))},{sd(ago(dt, 0))},{desc},{cat},Sale,-{r.uniform(lo, hi):.2f}")
        rows.append(f"{sd(ago(dt, 14))},{sd(ago(dt, 13))},MERCY LAKESHORE MED PAYROLL PPD,Income,ACH,2417.33")
        return "\n".join(rows)

    H = [
        ("Downloads/document.pdf", A, "Work", 18, t_paystub),
        ("Downloads/document (1).pdf", A, "Licensure", 45, t_ceu("Suicide Risk Assessment and Safety Planning", "3.0", "Relias Learning")),
        ("Downloads/document (2).pdf", A, "Home", 95, t_taxbill),
        ("Downloads/document (3).pdf", P, ca, 26, "Howard University Office of Undergraduate Admission\nCampus Visit Registration - "
         "Confirmed\nStudent: Jalen Whitfield, Kenwood Academy HS, Class of 2027\nMonday, June 22, 2026, 10:00 am information "
         "session, Blackburn University Center Ballroom; student-led tour 11:30 am\nGuests: 1 (Monique Whitfield)"),
        ("Downloads/document (4).pdf", A, mc, 9, "Harmony Home Care Services, Inc.\nNotice of Schedule Change\nClient: Loretta "
         "Whitfield, Sankofa Senior Apartments Apt 406\nBeginning June 8, 2026 aide Gloria Bates will arrive at 10:00 am instead of "
         "9:00 am on Mondays and Wednesdays. Total weekly hours unchanged (20).\nQuestions: scheduling line 773-555-0161"),
        ("Downloads/document (5).pdf", X, "Travel", 60, "Coral Cove Resort & Spa, Montego Bay, Jamaica - Guest Folio\nGuest: Monique "
         "Whitfield / Tanya Whitfield-Dawson  Room 2214 Ocean View\nArrival 03/13/2025  Departure 03/18/2025\nAll-inclusive package "
         "USD 1,845.00; spa (hot stone) USD 140.00; Dunn's River excursion USD 95.00 x 2\nBalance 0.00 - thank you, come again"),
        ("Downloads/document (6).pdf", P, fr, 22, "The Tower Room at Clark Tower - Event Proposal\nClient: Whitfield-Dawson Family "
         "Reunion  Date: Sunday, July 19, 2026, 11:00 am - 2:00 pm\nFarewell brunch buffet for 110 guests at $16.50 pp; room rental "
         "$600; 20% service\nDeposit $500 due to hold the date"),
        ("Downloads/download.pdf", A, pp, 30, t_era),
        ("Downloads/download (1).pdf", P, fr, 100, "Shelby Farms Park Conservancy - Pavilion Reservation\nReservation #SF-26-3381\n"
         "Pavilion 3 (capacity 150), Saturday July 18, 2026, 10:00 am - 6:00 pm\nGroup: Whitfield-Dawson Family Reunion  Contact: "
         "Monique Whitfield\nRental $350.00 paid. Grills allowed; no amplified music after 6 pm."),
        ("Downloads/download (2).pdf", P, sc, 35, "Module 4 - Ethics, Liability and Gatekeeping in Clinical Supervision\nMidwest "
         "Institute for Clinical Supervision\nVicarious liability: the supervisor may be held liable for supervisee negligence.\n"
         "Gatekeeping: documenting remediation plans when a supervisee is not ready for independent licensure.\nCase for discussion: "
         "supervisee fails to report suspected elder abuse."),
        ("Downloads/download (3).pdf", A, "Home", 97, t_mortgage),
        ("Downloads/export.csv", A, pp, 2, t_billing_csv),
        ("Downloads/export (1).csv", A, F, 11, t_pp_csv),
        ("Downloads/export (2).csv", P, fr, 6, lambda r, dt: "Timestamp,Name,Household size,Kids under 12,T-shirt sizes,Arriving,"
         "Need hotel?\n" + "\n".join(f"{sd(ago(dt, i))} 14:{10 + i}:00,{n},{r.randint(1, 5)},{r.randint(0, 3)},\"{r.choice(['L, XL', 'M, 2XL', 'S, M, 3XL'])}\","
         f"{r.choice(['Thu 7/16', 'Fri 7/17'])},{r.choice(['yes', 'no'])}" for i, n in enumerate(
             ["Bernice Coleman", "Earl Dawson Sr.", "Kiara Dawson-Price", "Valerie Hughes", "Rev. James Whitfield", "Darius Whitfield"]))),
        ("Downloads/export (3).csv", A, "Health", 5, lambda r, dt: "date,steps,distance_mi,active_minutes,resting_hr\n" + "\n".join(
            f"{ago(dt, i):%Y-%m-%d},{r.randint(4200, 11800)},{r.uniform(1.8, 5.2):.2f},{r.randint(12, 75)},{r.randint(64, 74)}" for i in range(14))),
        ("Downloads/Untitled.docx", P, ca, 7, "Why Morehouse? (250 words)\nWhen I walked past Graves Hall in a YouTube tour at 1 am, I "
         "thought about my grandfather, Rev. Amos Whitfield, who couldn't attend college in Fayette County, Tennessee. I want a "
         "brotherhood that expects excellence... I plan to study kinesiology and run the 400."),
        ("Downloads/Book1.xlsx", P, "Home", 75, "Appliance;Model;Price;Width;Notes\nRange;LG LSIL6334FE induction;1799;30 in;needs 40A circuit"
         "\nDishwasher;Bosch 300 SHX53CM5N;849;24 in;quiet 44 dB\nRange hood;ZLINE 30 in under-cabinet;339;30 in;vent to existing duct"
         "\nMicrowave drawer;Sharp SMD2470AS;1099;24 in;too much - skip"),
        ("Downloads/file.pdf", A, mc, 140, "Illinois Department on Aging - Emergency Home Response Service\nParticipant: Loretta "
         "Whitfield  Provider: Lifeline (Philips)\nInstallation date: 01/14/2026. Pendant with fall detection. Responders: 1. Monique "
         "Whitfield (daughter) 2. Sankofa front desk\nMonthly cost covered by Community Care Program."),
        ("Downloads/getdocument.pdf", A, "Home", 30, "Shoreline Towers Condominium Association\nNOTICE: Elevator modernization - Phase 1\n"
         "Passenger elevator B will be out of service June 15 - August 28, 2026. Moving and contractor deliveries must use the "
         "service elevator by reservation only. Owners with kitchen or bath projects: coordinate with management."),
        ("Downloads/viewer.pdf", A, F, 130, t_fidelity),
        ("Downloads/print.pdf", X, "MSW", 2150, "University of Illinois Chicago - Degree Verification\nNational Student Clearinghouse\n"
         "Name: Monique Denise Whitfield  Degree: Master of Social Work  Conferred: 05/07/2011\nRequested by: Mercy Lakeshore Medical "
         "Center (employment verification), July 2020"),
        ("Downloads/attachment.pdf", X, "Work", 2145, "Southside Family Mental Health Center\nAugust 6, 2020\nTo whom it may concern:\n"
         "Monique Whitfield, LCSW, served as an outpatient therapist with our agency from 2013 to 2020. She carried a caseload of "
         "35 adults, led our DBT skills group and precepted MSW interns. I recommend her without reservation.\nGerald Ames, PsyD"),
        ("Downloads/Form.pdf", A, "Jalen", 70, "Kenwood Academy Athletics - Overnight Travel Permission\nStudent: Jalen Whitfield  Team: "
         "Boys Track & Field\nEvent: IHSA State Finals, Charleston IL, May 28-30, 2026. Bus departs 6:00 am. Hotel: Hampton Inn Mattoon\n"
         "Parent signature: Monique Whitfield  Emergency phone (773) 555-0148"),
        ("Downloads/letter.pdf", A, "Work", 150, f"{HOSP}\nLeave Administration\nDear Monique Whitfield,\nYour request for intermittent "
         "FMLA leave to care for your parent (Loretta Whitfield) has been APPROVED for the period 01/05/2026 - 01/04/2027, up to 2 "
         "days per month for medical appointments. Report each absence to Sedgwick, reference 4471-FML-2026."),
        ("Downloads/CamScanner 05-14-2026 18.02.pdf", P, "Home", 18, "Windy City Granite & Quartz - Template Sign-off\nCustomer: "
         "Whitfield, 6930 S South Shore #12B\nMaterial: Calacatta Laza 3cm, eased edge, single-bowl undermount cutout, faucet hole "
         "1-3/8 in\nSeam location: left of range. Install date scheduled 05/27/2026\nCustomer initials: MW"),
        ("Downloads/IMG_6021.pdf", A, "Choir", 55, "Murphy Robes - Order Receipt\nGreater Mount Olive M.B. Church Sanctuary Choir\nStyle "
         "Cambridge, burgundy with gold stole. Size: M (Monique Whitfield, alto)\nMember share $68.00 paid cash to choir treasurer "
         "C. Moore 04/09/2026"),
        ("Downloads/output.pdf", A, F, 60, "Illinois Department of Revenue - Form IL-1040 2025\nMonique D. Whitfield\nFederal adjusted "
         "gross income $109,884\nIllinois exemption allowance $2,850 x 2\nSchedule M: Bright Start contributions subtracted $2,400\n"
         "Tax 4.95% ... Refund $214.00 direct deposit"),
        ("Downloads/confirmation.pdf", P, ca, 33, "Federal Student Aid - StudentAid.gov\nAccount created\nYour FSA ID username has been "
         "created. Name: Jalen Marcus Whitfield. Your SSN was verified with the Social Security Administration.\nYou will use this "
         "account to sign the 2027-28 FAFSA form, which opens October 1, 2026."),
        ("Downloads/Doc1.docx", P, fr, 14, "Reunion weekend - order of events (draft for program)\nFriday 7/17 6 pm Meet & greet, Hilton "
         "lobby lounge\nSaturday 7/18 10 am Picnic, Shelby Farms Pavilion 3 - fish fry, kids' games, Spades tournament 2 pm, family "
         "photo 4 pm in T-shirts\nSunday 7/19 9:30 Mt. Pisgah CME worship; 11:30 farewell brunch; remembrance of elders"),
        ("Downloads/data.xlsx", A, pp, 20, "Date;From;To;Miles;Purpose\n2026-04-07;Home;1525 E 53rd;4.1;evening sessions\n2026-04-09;Home;"
         "1525 E 53rd;4.1;evening sessions\n2026-04-14;Home;Staples Hyde Park;3.8;superbill paper, toner\n2026-04-21;Home;NASW-IL "
         "Loop;11.6;ethics workshop\nRate;;;0.70;IRS 2026 business rate"),
        ("Downloads/message.eml", A, pp, 8, "From: K. M. <km.client0417@gmail.com>\nTo: Monique Whitfield <monique@whitfieldcounseling.com>\n"
         "Date: Sat, 23 May 2026 21:14:09 -0500\nSubject: Tuesday\n\nHi Ms. Whitfield, can we move my Tuesday 7 pm session to "
         "Thursday this week? My insurance card changed to BCBS HMO Illinois - I'll upload the new card to the portal.\nThanks, K."),
        ("Downloads/Re_ quick question.eml", P, ca, 19, "From: Adaora Okoro <aokoro@cps.example>\nTo: mdwhitfield@gmail.com\nDate: "
         "Wed, 13 May 2026 11:48:30 -0500\nSubject: Re: quick question\n\nMs. Whitfield,\nYes - Jalen's counselor letter and transcript "
         "will go through Common App once he adds me as his counselor in August. Senior Naviance 'brag sheet' is due Sept 4. Early "
         "Action to Howard and UIUC is fine with a 3.71.\nMs. Okoro, Post-Secondary Counselor, Kenwood Academy"),
        ("Downloads/receipt.pdf", X, "Travel", 400, "Island Routes Caribbean Adventures - Receipt\nBooking IR-5581402\nDunn's River "
         "Falls & Blue Hole, Ocho Rios - pickup Coral Cove Resort 7:30 am, 03/15/2025\n2 adults USD 190.00 paid Visa ****2290"),
        ("Downloads/invoice_88213.pdf", P, "Home", 10, "Bronzeville Build & Remodel, Inc. - Progress Invoice #88213\nProject: Whitfield "
         "kitchen, Unit 12B  Contract BB-2026-031\nMilestone 2: cabinets installed, electrical rough-in passed inspection 05/19\n"
         "Amount due $4,712.00 + change order 1 $340.00 = $5,052.00 due within 10 days"),
        ("Downloads/DOC042826.pdf", P, ca, 36, "Kenwood Academy High School - Post-Secondary Office\nJunior Parent College Night\n"
         "Thursday, April 30, 2026, 6:00 pm, auditorium\nTopics: building the college list, Early Action vs Early Decision, "
         "FAFSA 2027-28 timeline and Illinois MAP grant, CPS Success Bound\nDear parent of Jalen Whitfield, please RSVP"),
        ("Downloads/2026-05-08.pdf", A, mc, 24, "Walgreens #4221, 8700 S Cottage Grove - Prescription Profile\nPatient: WHITFIELD, "
         "LORETTA M  DOB 03/02/1948\nDonepezil 5 mg #30 filled 05/06/2026 Dr. P. Iyer\nLisinopril 20 mg #90 filled 04/20/2026\n"
         "Metformin 500 mg #180 filled 04/20/2026  Insurance: Humana D-SNP / IL Medicaid  Copay $0.00"),
        ("Downloads/scan.pdf", A, mc, 80, "Sankofa Senior Apartments - Lease Renewal\nResident: Loretta M. Whitfield  Apt 406\nTerm "
         "06/01/2026 - 05/31/2027. HUD Section 202 - resident portion of rent $412 (30% of adjusted income)\nAnnual recertification "
         "documents received: SSA award letter, Medicare card, bank statement."),
        ("Downloads/IMG_20260419_0001.pdf", P, "Home", 43, "Shoreline Towers Condominium Association - Board of Directors\nApril 17, "
         "2026\nRe: Alteration Request, Unit 12B (Whitfield)\nThe Board APPROVES the kitchen remodel as submitted, subject to: "
         "work hours 9:00-4:30 weekdays, protection of the service elevator, no changes to the common plumbing stack, contractor "
         "COI on file. Refundable damage deposit $500."),
        ("Desktop/New Text Document.txt", A, mc, 2, "call Yvette Pruitt CCU 773-555-0122 - ask re increasing Mama to 25 hrs, she "
         "is missing lunch, MoCA went 24 -> 21\nhome visit Tue June 9 10am - Jalen can't, I'll take FMLA day\nask Harmony for "
         "Saturday aide (private pay $28/hr?)\nLifeline pendant battery - test monthly"),
        ("Desktop/New Text Document (2).txt", P, "Home", 50, "kitchen measurements\nwall A (window) 118 1/2\nwall B (range) 96\n"
         "ceiling 96 - uppers 42\" ok\nwindow sill 41 from floor\nfridge opening 36 w x 70 h\nsink centered on window 59 1/4 from left"),
        ("Desktop/New Text Document (3).txt", P, sc, 4, "exam study plan (Sept 19)\nJune: modules 1-2 flashcards, reread Bernard & "
         "Goodyear ch. 4\nJuly: module 4 ethics + NASW 3.01, practice test #1 (after Memphis)\nAug: modules 5-6, practice test #2, "
         "finish supervised supervision hours (5 more w/ Dr. Okafor)\nSept: review weak areas"),
        ("Desktop/New Text Document (4).txt", A, "Work", 140, ".CMINITIAL - SW initial assessment: pt lives with ___, PLOF ___, DME "
         "___, insurance ___, anticipated d/c needs ___\n.CMDCPLAN - d/c plan: home w/ HH (Access), PT/OT recs, IM letter given\n"
         ".APSREF - APS referral made to Illinois Dept on Aging hotline 866-800-1409, case #"),
        ("Desktop/notes.txt", A, "Choir", 6, "Sunday 6/7 1st Sunday - burgundy robes\nprocessional: Lift Every Voice\nhymn of praise: "
         "Total Praise (altos come in bar 9, hold the amen)\noffertory: Order My Steps - Sis. Harris lead\nbring dues for June"),
        ("Desktop/todo.txt", P, fr, 3, "REUNION\n- pay Jim's Place BBQ balance $2,400 by 7/1\n- final headcount to Hilton before 6/16 "
         "cut-off\n- T-shirt sizes from Detroit cousins\n- wheelchair for Mama at MEM\n- print 120 programs (family tree page)"),
        ("Desktop/Document1.docx", A, pp, 65, "Dear clients,\nStarting May 1, 2026, Whitfield Counseling & Wellness, LLC will charge "
         "$75 for sessions cancelled with less than 24 hours' notice (insurance does not cover missed sessions). Evening hours "
         "remain Tuesday and Thursday, 5:30-9:00 pm.\nWarmly, Monique Whitfield, LCSW"),
        ("Desktop/Untitled spreadsheet.xlsx", A, mc, 17, t_aide_hours),
        ("Desktop/draft.docx", P, sc, 21, "Case reflection (Module 5)\nMy supervisee, a new LSW, avoided a conversation about race "
         "with a white patient who refused a Black social worker. In supervision we used the Discrimination Model's counselor role "
         "briefly, then returned to the teacher role to plan a response with her manager."),
        ("Desktop/New Microsoft Word Document.docx", P, ca, 40, "essay ideas - Jalen\n1. Grandma's pill box Sundays\n2. Last 100 m of "
         "the 400 / sectionals\n3. day camp kid who wouldn't talk\npick 1 or 2 -> tie to wanting kinesiology / sports medicine"),
        ("Desktop/Scan_0004.pdf", A, F, 90, "Illinois Department of Revenue - Notice of Adjustment\nTaxpayer: Monique D. Whitfield  "
         "Tax year 2024, Form IL-1040\nWe changed your return: estimated payment credit reduced from $1,320 to $990 (Q4 payment "
         "not found). Balance due $341.17 including interest. Pay by 04/30/2026 at MyTax Illinois."),
        ("Desktop/copy.txt", A, pp, 28, "Aetna provider line 888-632-3862 - called 5/4\nclaims for C-1058 DOS 3/17, 3/24 denied CO-197\n"
         "rep Shanice, ref # 0504-77120 - says auth not needed for 90837 in-network, reprocess in 30 days\nif not -> appeal form"),
        ("Desktop/temp.docx", X, "Work", 2140, "Exit interview - Southside Family MHC, Aug 5, 2020\nReason for leaving: hospital position "
         "with higher pay and benefits; caseload of 35 not sustainable during COVID.\nWould recommend SFMHC: yes, for new clinicians."),
        ("Scans/Scan_0001.pdf", X, mc, 700, "Harold Simms, 8132 S. Evans Ave, Chicago IL 60619\nJune 20, 2024\nLoretta Whitfield c/o "
         "Monique Whitfield, POA\nSecurity deposit return, Apartment 2: deposit $850.00 + interest $4.25, less $120.00 for carpet "
         "cleaning. Check enclosed $734.25. Thank you for 22 years as a tenant."),
        ("Scans/Scan_0002.pdf", X, "MSW", 3200, "The Board of Trustees of the University of Illinois\non recommendation of the faculty of "
         "the Jane Addams College of Social Work has conferred upon\nMonique Denise Whitfield\nthe degree of Master of Social Work\n"
         "Chicago, May 7, 2011"),
        ("Scans/Scan_0003.pdf", A, "Car", 1200, "State of Illinois - Certificate of Title of a Vehicle\nTitle No. X2201933744\nVIN "
         "2T3F1RFV4KW051147  2019 TOYOTA RAV4 LE\nOwner: MONIQUE D WHITFIELD, 6930 S SOUTH SHORE DR 12B CHICAGO IL\nLienholder: "
         "released 03/2023 (Alliant Credit Union)"),
        ("Scans/Scan_0005.pdf", X, "Travel", 450, "Allianz Travel Insurance - Policy Confirmation\nTrip: Montego Bay, Jamaica, "
         "03/13/2025-03/18/2025\nInsured: Monique Whitfield, Tanya Whitfield-Dawson  Plan: OneTrip Prime  Premium $112.40\n"
         "Trip cost insured $2,390"),
        ("Scans/Scan_0006.pdf", A, "Home", 240, "Cook County Board of Review - Final Decision\nPIN 20-24-418-031-1096  Tax year 2025\n"
         "Assessed value reduced from 22,410 to 20,880 based on comparable sales in the building.\nAppellant: Monique Whitfield, pro se"),
        ("Scans/Scan_0007.pdf", A, mc, 150, "Social Security Administration\nYour new benefit amount\nLoretta M. Whitfield\nBeginning "
         "January 2026 your monthly Social Security benefit is $1,384.00 (2.8% cost-of-living adjustment). Medicare Part B premium "
         "paid by the State of Illinois (QMB)."),
        ("Scans/Scan_0008.pdf", A, "Health", 200, "Delta Dental of Illinois - Claim Form\nSubscriber: Monique Whitfield  Group Mercy "
         "Lakeshore 20417  Patient: self\nDentist: Dr. Keisha Burrell, 1460 E. 53rd St\n11/14/2025 D2740 crown, porcelain #19 $1,180"),
        ("Scans/Scan_0009.pdf", A, pp, 110, "Whitfield Counseling & Wellness, LLC - Informed Consent (signed)\nClient ID C-1060\nI have "
         "read the practice policies, fee ($160 self-pay, $75 late cancel), telehealth consent and limits of confidentiality.\n"
         "Client signature ______  Date 02/12/2026  Clinician: M. Whitfield, LCSW"),
        ("Scans/Scan_0010.pdf", A, F, 115, "Form 1099-NEC 2025 Nonemployee Compensation\nPayer: Aetna Life Insurance Company, Hartford "
         "CT  TIN 06-6033492\nRecipient: WHITFIELD COUNSELING & WELLNESS LLC  TIN 87-3309142\nBox 1 $6,218.40"),
        ("Scans/Scan_0011.pdf", X, "Work", 2120, "Southside Family Mental Health Center - Pay Stub\nEmployee: Monique Whitfield  Final "
         "check  Pay date 08/14/2020\nRegular 40.00 hrs; PTO payout 62.5 hrs @ $16.40... Gross $1,683.20\nNet $1,198.77"),
        ("Scans/Scan_0012.pdf", A, "Choir", 500, "Greater Mount Olive Missionary Baptist Church\nJanuary 10, 2025\nSis. Monique "
         "Whitfield,\nThe Music Ministry is pleased to appoint you Alto Section Leader of the Sanctuary Choir for 2025-2027. "
         "Duties: sectional rehearsals, attendance, robe coordination.\nRev. Dr. Clarence Holloway, Pastor; Bro. Terrence Odom"),
        ("Scans/Scan_0013.pdf", P, fr, 50, "Jim's Place BBQ & Catering, Memphis TN - Catering Contract\nEvent: Whitfield-Dawson "
         "Reunion picnic, Shelby Farms Pavilion 3, 07/18/2026, serve 1:00 pm\nMenu: ribs, chicken, catfish, baked beans, slaw, "
         "peach cobbler for 150 @ $21.33\nDeposit $800 received; balance $2,400 due 07/01/2026. Signed M. Whitfield"),
        ("Scans/Scan_0014.pdf", A, "Jalen", 900, "State of Illinois - Certificate of Live Birth (certified copy)\nName: Jalen Marcus "
         "Whitfield  Sex: M  Date of birth: January 2009  Place: Chicago, Cook County\nMother: Monique Denise Whitfield"),
        ("Scans/Scan_0015.pdf", A, "Work", 250, f"{HOSP}\nEmployee Health Services\nAnnual health clearance: Monique Whitfield "
         "(204518)\nTB screening (QuantiFERON) negative 09/10/2025; influenza vaccine 10/2025; N95 fit test 3M 1870+ passed.\n"
         "Cleared for patient contact through 09/30/2026"),
        (f"{D}/2023/scan_0031.pdf", A, F, 860, "Form 1099-K 2023 Payment Card and Third Party Network Transactions\nFiler: Stripe, Inc.\n"
         "Payee: WHITFIELD COUNSELING & WELLNESS LLC  TIN 87-3309142\nGross amount 1a $8,940.00  Number of transactions 61"),
        (f"{D}/2023/doc20230412.pdf", A, mc, 1145, "Friend Health - Cardiology Visit Summary\nPatient: Loretta Whitfield  04/12/2023\n"
         "Hypertension, controlled. Echo: EF 55%. Continue lisinopril; add amlodipine 5 mg. Return 6 months.\nAccompanied by "
         "daughter Monique."),
        (f"{D}/2023/New Text Document.txt", A, "Licensure", 940, "CEUs 2021-2023 cycle (due 11/30/2023)\n- Ethics & boundaries 3h NASW "
         "done\n- Cultural competence 3h Relias done\n- Sexual harassment prevention 1h done\n- Implicit bias 1h - TODO!\n- "
         "clinical 22h: hoarding (6), motivational interviewing (6), older adult depression (10)\ntotal 30 before renewal"),
        (f"{D}/2023/Untitled.docx", X, "Travel", 1060, "Atlanta girls' weekend Sept 22-24, 2023\nFri: land ATL 2:15, Hyatt Regency, "
         "dinner at Busy Bee Cafe\nSat: National Center for Civil and Human Rights, Ponce City Market, Tanya's sorority brunch\n"
         "Sun: church at Ebenezer, flight 5:40 pm"),
        (f"{D}/2023/Book1.xlsx", A, pp, 880, "Month;Sessions;BCBS;Self-pay;Expenses\nJan 2023;14;1180;640;512\nFeb 2023;16;1420;480;"
         "512\nMar 2023;19;1680;800;612\nApr 2023;18;1540;800;512\nTotal Q1-Q2 gross;;;;(Schedule C 2023)"),
        (f"{D}/2023/IMG_2231.pdf", A, "Jalen", 1150, "Chicago Public Schools - Office of Access and Enrollment\nOffer of admission 2023-24"
         "\nStudent: Jalen Whitfield  Program: Kenwood Academy HS - Academic Center continuation / Honors\nAccept or decline in "
         "GoCPS by April 14, 2023"),
    ]
    for rel, b, t, age, content in H:
        add(rel, b, t, age, content if callable(content) else note(content), hard=True)

    # ------------------------------------------------------------ Downloads (named), installers, zips, Left
    dl = "Downloads"
    add(f"{dl}/Coral Cove Resort confirmation MBJ.pdf", X, "Travel", 480, note(
        "Coral Cove Resort & Spa - Reservation Confirmation CC-77104\nGuests: Monique Whitfield, Tanya Whitfield-Dawson\n"
        "March 13-18, 2025, Ocean View room, all-inclusive. Airport transfer from Sangster International (MBJ) included."))
    add(f"{dl}/American Airlines ORD-MBJ itinerary.pdf", X, "Travel", 470, note(
        "American Airlines - Trip Confirmation RXTQWP\nMonique Whitfield\nThu 13MAR25 ORD 7:05 am - MIA 11:20 am AA1503; MIA 1:10 pm - "
        "MBJ 2:50 pm AA2211\nTue 18MAR25 MBJ 3:45 pm - ORD 8:10 pm via MIA"))
    add(f"{dl}/LG induction range owner's manual.pdf", R, "Home", 28, note(
        "LG Electric Induction Range LSIL6334FE Owner's Manual\nInstallation: 240V, 40A dedicated circuit. Use induction-compatible "
        "cookware only. Self-clean and EasyClean cycles."))
    add(f"{dl}/Bosch 300 dishwasher manual.pdf", R, "Home", 27, note(
        "Bosch 300 Series Dishwasher SHX53CM5N - Use and Care Manual\nRinse aid setting, filter cleaning monthly, error E24 = drain hose kinked."))
    add(f"{dl}/PHQ-9 and GAD-7.pdf", R, "Clinical Reference", 300, note(
        "PHQ-9 Patient Health Questionnaire and GAD-7\nOver the last 2 weeks, how often have you been bothered by... scoring: 5-9 mild, "
        "10-14 moderate, 15-19 moderately severe, 20+ severe"))
    add(f"{dl}/Reunion flyer.png", P, fr, 110, "")
    add(f"{dl}/2019 reunion photos from Tanya.zip", P, fr, 58, _zip([(f"Reunion 2019/IMG_{500 + i}.txt", "photo placeholder for "
                                                                        "2026 program slideshow") for i in range(4)]))
    add(f"{dl}/MICS module 5 slides.zip", P, sc, 26, _zip([("Module5_Culturally_Responsive_Supervision.txt", "Slides: broaching "
        "race and culture in supervision; power in the supervisory dyad; MICS Cohort 14")]))
    for name, head, age in (("ZoomInstallerFull.exe", b"MZ\x90\x00", 200), ("ChromeSetup.exe", b"MZ\x90\x00", 420),
                            ("AcroRdrDC2400220_en_US.exe", b"MZ\x90\x00", 260), ("HPSmart_Setup.exe", b"MZ\x90\x00", 600),
                            ("TeamsSetup_c_w_.exe", b"MZ\x90\x00", 150)):
        add(f"{dl}/{name}", R, "Software", age, _blob(r, head))
    add(f"{dl}/FAFSA_2027-28_guide.pdf.crdownload", L, "System", 1, _blob(r, b"%PDF-1.6\n", 700))
    add(f"{dl}/Unconfirmed 482113.crdownload", L, "System", 12, _blob(r, b"", 600))
    add(f"{dl}/Kitchen_backsplash_ideas.pdf.part", L, "System", 60, _blob(r, b"%PDF-1.4\n", 500))
    add(f"{dl}/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n")
    add("Desktop/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")
    dot(f"{dl}/.DS_Store", b"\x00\x00\x00\x01Bud1" + b"\x00" * 60, 58)
    dot("Pictures/.picasa.ini", b"[Picasa]\r\nname=Pictures\r\n", 700)

    # ------------------------------------------------------------ Pictures, backup, music
    for i in range(18):
        age = r.randint(3, 520)
        ext = "HEIC" if i % 4 else "jpg"
        photo(f"Pictures/iPhone Camera Roll/IMG_{8012 + i * 23}.{ext}", R, "Photos", age)
    for i in range(4):
        age = r.randint(2, 200)
        add(f"Pictures/Screenshots/Screenshot {(NOW - timedelta(days=age)):%Y-%m-%d} {r.randint(100000, 235959)}.png", R, "Photos", age, "")
    for i in range(8):
        photo(f"Pictures/Jamaica 2025/IMG_{5120 + i * 7}.jpg", X, "Travel", 440 - i // 2)
    add("Pictures/Jamaica 2025/Thumbs.db", L, "System", 430, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 400))
    for i, age in enumerate((16, 17, 45)):
        photo(f"Pictures/Jalen track/IMG_{9105 + i * 4}.HEIC", R, "Photos", age)
    for i in range(2):
        photo(f"Pictures/Choir anniversary 2025/DSC0{4410 + i}.jpg", R, "Photos", 225)
    bk = f"{D}/iPhone 8 Backup 2020"
    for i in range(6):
        photo(f"{bk}/DCIM/100APPLE/IMG_0{312 + i * 41}.JPG", X, "Backup", 2200 + i * 60)
    add(f"{bk}/Notes/grocery list.txt", X, "Backup", 2190, note("eggs, grits, turkey bacon, Jalen's cereal, collards, lemons"))
    add(f"{bk}/Notes/group ideas.txt", X, "Backup", 2210, note("DBT group: bring PLEASE skills handout; snacks; ask Kemi to co-lead week 9"))
    for title, artist, album in (("Total Praise", "Richard Smallwood", "Adoration: Live in Atlanta"), ("Never Would Have Made It",
                                 "Marvin Sapp", "Thirsty"), ("Take Me to the King", "Tamela Mann", "Best Days"),
                                 ("I Smile", "Kirk Franklin", "Hello Fear"), ("Optimistic", "Sounds of Blackness", "The Evolution of Gospel")):
        add(f"Music/Gospel/{artist} - {title}.mp3", R, "Music", r.randint(200, 2000), _id3(r, title, artist, album))

    return items
