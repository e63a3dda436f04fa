"""A blind labelled corpus: a Nairobi nonprofit director's files, ``build(root, seed)``, written without reading the classifier.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at any benchmark
script, or at the bodies of the other corpus modules: only ``unseen.py``'s docstring (for the way labelling
rules are written), its helpers (``_d``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``,
``_blob``) and the mechanics at the top of its ``build()``; the ``Item`` dataclass, ``NOW``, ``NOW_S``,
``_pdf`` and ``_jpeg`` from ``corpus.py``; ``_docx``, ``_png`` and ``HEIC_HEAD`` from ``blind.py``. The files
and labels are shaped by what this person would have on disk, not by what the code looks for.

The person: Wanjiru Kamau, 45, executive director of Soma Pamoja Trust, a small education nonprofit that
runs after-school reading clubs for Grade 3-6 pupils in public primary schools in Nairobi, Kiambu and
Machakos counties (about 60 clubs, six staff, office on the 2nd floor of Amani Court, Rose Avenue,
Kilimani). She has led it since 2018; before that she was a programme officer and then country literacy
lead at ReadWorld International, an international NGO (2011-2018). She did an Executive MBA at Strathmore
Business School (graduated 2019). She lives in a rented maisonette in Kileleshwa with her two teenagers:
Amani Wairimu (17, Form 4 at St. Bakhita Girls' High School, sitting KCSE in November 2026 and applying
to universities in the USA and Canada for autumn 2027) and Baraka Kamau (15, Grade 10 at Githunguri
Boys Senior School, a boarding school). Her mother, Lucy Njeri Kamau (74), lives in Kangema, Murang'a
County, on the family land (parcel Loc.2/Kanyenyaini/1187) that Wanjiru's late father left; a cousin,
Peter Mwangi Gitau, has disputed the title since 2019 (objections at the Land Registrar, a chief's
letter, mediation by elders, and now ELC case E014 of 2024 at Murang'a). Wanjiru pays most of her
mother's medical bills (diabetes, hypertension, a cataract operation). On the same land she is building
a block of four one-bedroom rental units (plans approved by Murang'a County in January 2026, Mugo
Construction on site since February, roof going on now). She sings alto in the choir of St. Philip's
ACK Church, Kilimani, and keeps its contributions book. She saves and borrows through Tujenge Sacco
(a development loan of KES 1.2 million since August 2025), belongs to a women's chama (Inuka Women
Group), lives on M-Pesa, and files her own KRA iTax return every June.

At work the ongoing life of the Trust is the board (quarterly meetings, minutes, resolutions), two
running grants (Mwanga Trust 2025-2027 and Beacon Hill Foundation 2024-2026), donor reports, payroll and
the statutory remittances (PAYE on iTax, NSSF, NHIF until September 2024 and SHIF since October 2024,
Housing Levy, NITA), the annual audit by Mwangi Otieno & Associates, the Kilimani office lease, the
registration with the NGOs Co-ordination Board (now moving to the PBO Regulatory Authority) and its
annual returns, and the reading-club programme itself (attendance, reading assessments, facilitator
training). Two things at work have an end and are being worked on now: the three-year proposal to the
Wellspring Foundation for Learning (2027-2029, deadline 17 July 2026: budget, logframe, theory of
change, letters of support, CVs) and the launch of clubs in a fourth county, Nakuru (site visits to
schools in Njoro, Gilgil, Nakuru Town East and Mai Mahiu, an MOU with the County Director of
Education, facilitator recruitment, launch event). Finished: the Elimu Fund for Africa grant (2023-2025,
closed with the final report in February 2026 and the close-out letter in March 2026) and the 2024 staff
retreat at Naivasha.

The machine is a Windows laptop with Google Drive for Desktop, so the Trust's shared files live under
``My Drive/`` and her own under ``Documents/``; the chaos is the usual: ``Downloads/`` full of
``document (3).pdf``, ``DOC-20260412-WA0003.pdf`` from WhatsApp, ``M-PESA statement`` exports and
installers; ``Desktop/`` with ``untitled.txt`` and ``New Text Document.txt``; ``Scans/scan0042.pdf`` from
the office scanner; ``Documents/misc/``; ``New folder/``; ``My Drive/Untitled document.docx`` and ``Copy of
...`` files; an ``Old laptop backup 2018/`` copied from the ReadWorld laptop; versioned drafts
(``Wellspring_narrative_v3_final.docx``); a phone's camera roll under ``Pictures/``; unfinished downloads
and system files. Files are English, with Kiswahili (choir songs, storybooks, notes to fundis,
messages from her mother's side of the family) and some Gikuyu song titles.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age.
  The Wellspring Foundation proposal for 2027-2029 (concept note, narrative drafts, budget, logframe,
  theory of change, letters of support, CVs and attachments gathered for it, e-mails with the programme
  officer) -- topic Soma Pamoja; the Nakuru county launch (site-visit notes and photos, school lists,
  the MOU with the County Director of Education, facilitator recruitment, launch budget and plan) --
  topic Soma Pamoja; Amani's university applications abroad (college list, SAT, essays,
  recommendation requests, financial-aid and scholarship forms, EducationUSA advising) -- topic School;
  building the rental units on the family land (architect's drawings, bill of quantities, contractor
  quotes, county approval, payments to the contractor and hardware, progress photos) -- topic Land.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. Running
  the Trust -- board papers and minutes, the two running grant agreements and their reports, payroll,
  PAYE, NSSF, NHIF/SHIF, Housing Levy, the audit, the office lease and bills, the registration and annual
  returns, and the club programme's attendance, assessments and training (Soma Pamoja; a 2023 board
  minute or a 2024 NHIF remittance is still Areas); her own money -- iTax returns, the Sacco loan,
  M-Pesa and bank statements, the chama, the household budget (Finance); her mother's and the
  family's health and medical bills, SHA cover (Health); the children's schooling -- fees, receipts,
  report forms, school letters (School); the family land and its long title dispute with the cousin,
  which has dragged on since 2019 with no end in sight and is handled as part of looking after the land
  (land rates, caretaker, advocate's letters, the ELC case) (Land); the Kileleshwa house -- rent,
  electricity tokens, water, internet, the house help's pay (Home); the car (Car); the church choir --
  rota, contributions, uniforms, meetings (Choir).
- **Resources**: reference and interests kept for their own sake, by subject: education and literacy
  research and reports (Education); Kiswahili storybooks and other ebooks (Books); gospel and benga music
  (Music); the choir's sheet music and rehearsal recordings (Choir); recipes (Cooking); installers
  (Software); general photos, the phone's camera roll, screenshots and WhatsApp images (Photos) --
  except photos that document a project, current or finished (site visits, construction progress, the
  retreat), which take that project's bucket and topic.
- **Archive**: finished projects and ended responsibilities, however recent the file: the Elimu Fund
  grant 2023-2025 and its close-out, and the 2024 Naivasha staff retreat (an organisational event, so
  Soma Pamoja, not Travel); the Executive MBA at Strathmore, finished 2019 (MBA); the job at ReadWorld
  International, ended 2018 (Career); past family trips such as Diani in December 2024 and the
  Mombasa Easter trip of 2023 (Travel).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store``,
  ``.~lock...#``) are written but not labelled.

Topics are subjects: the Trust's work is ``Soma Pamoja`` whether it is a board minute, a payroll sheet or
the new proposal; the rental units and the title dispute are both ``Land``; Amani's applications are
``School`` like the fee receipts. ``hard`` marks a file whose name *and* folder say nothing about its
subject (``Downloads/document (3).pdf``, ``Desktop/untitled.txt``, ``Scans/scan0042.pdf``,
``Documents/misc/notes.docx``): only the text inside can place it. Images are never marked hard. Dates are
relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import os
import random
import tempfile
from collections import Counter
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _d, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400


def _kes(r: random.Random, lo: float, hi: float) -> str:
    return f"KES {r.uniform(lo, hi):,.2f}"


def _n(r: random.Random, lo: float, hi: float) -> float:
    return round(r.uniform(lo, hi), -1)


ORG = ("SOMA PAMOJA TRUST\nAmani Court, 2nd Floor, Rose Avenue, Kilimani\nP.O. Box 21455-00100 Nairobi, Kenya\n"
       "Tel +254 722 418 630 | info@somapamoja.or.ke | KRA PIN P051784322K")
STAFF = [("Brian Otieno", "Programme Manager", 185000), ("Faith Wanjala", "Finance & Admin Officer", 120000),
         ("Mercy Achieng", "Literacy Coordinator - Nairobi", 85000),
         ("Grace Nyambura", "Literacy Coordinator - Kiambu", 85000),
         ("Daniel Musyoka", "Literacy Coordinator - Machakos", 85000),
         ("Joseph Kiprono", "Office Assistant / Driver", 42000)]
SCHOOLS = ["Kongoni Primary", "Olympic Primary", "Kariobangi North Primary", "Muthurwa Primary",
           "Ruiru Township Primary", "Kiambu Road Primary", "Githurai Primary", "Kangundo Road Primary",
           "Mlolongo Primary", "Athi River Primary", "Kathiani Primary", "Juja Farm Primary"]
NAKURU = ["Njoro Boys Primary", "Egerton Primary", "Gilgil Township Primary", "Mbaruk Primary",
          "Lanet Primary", "Menengai Primary", "Mai Mahiu Primary", "Kiptangwanyi Primary"]
FIRST = ["Wambui", "Kevin", "Achieng", "Moses", "Nafula", "Peter", "Zawadi", "Otieno", "Cheptoo", "Kamau",
         "Mwende", "Hassan", "Njeri", "Collins", "Akinyi", "Mutua"]
LAST = ["Mwangi", "Odhiambo", "Wanjiku", "Kiprotich", "Mutiso", "Omondi", "Njoroge", "Chebet", "Ndungu",
        "Wekesa", "Karanja", "Atieno", "Kilonzo", "Maina"]


def _who(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(LAST)}"


# --------------------------------------------------------------------------- the Trust (Areas)


def t_minutes(r, dt):
    q = (dt.month - 1) // 3 + 1
    return (f"SOMA PAMOJA TRUST\nMINUTES OF THE BOARD OF TRUSTEES MEETING (Q{q} {dt.year})\n"
            f"Held on {dt:%A %d %B %Y} at 10.00 a.m., Amani Court boardroom, Kilimani (hybrid on Zoom)\n\n"
            "Present: Prof. Esther Mutua (Chair), CPA James Ochieng (Treasurer), Rev. Naomi Wekesa (Secretary), "
            "Dr. Hassan Abdi (Trustee), Wanjiru Kamau (Executive Director, ex officio)\n"
            "In attendance: Faith Wanjala (Finance & Admin Officer) for Min 4\n\n"
            "MIN 1: Opening prayer and confirmation of quorum. The meeting was called to order at 10.05 a.m.\n"
            "MIN 2: Confirmation of minutes of the previous meeting - confirmed as a true record, proposed by "
            "Rev. Wekesa, seconded by Dr. Abdi.\n"
            f"MIN 3: Executive Director's report. {r.randint(54, 63)} reading clubs active with "
            f"{r.randint(1900, 2400)} learners enrolled. Mean oral reading fluency in Grade 4 rose from "
            f"{r.randint(38, 45)} to {r.randint(47, 58)} correct words per minute between baseline and midline.\n"
            f"MIN 4: Finance report. Cash at bank {_kes(r, 2_100_000, 6_800_000)}; expenditure at "
            f"{r.randint(71, 96)}% of the approved budget. Statutory remittances (PAYE, NSSF, SHIF, Housing Levy) "
            "are up to date. The Treasurer asked for a reserves policy to be tabled next quarter.\n"
            "MIN 5: Risk register reviewed; staff safeguarding refresher to be done before the next school term.\n"
            "MIN 6: AOB - none. The meeting ended at 12.40 p.m. with a word of prayer.\n\n"
            "Signed: ____________________ Chair        ____________________ Secretary")


def t_resolution(r, dt):
    return (f"SOMA PAMOJA TRUST\nRESOLUTION OF THE BOARD OF TRUSTEES No. {dt.year}/{r.randint(2, 9):02d}\n"
            f"Date: {dt:%d %B %Y}\n\nRESOLVED THAT the bank signatories for the Trust's accounts at NCBA Bank "
            "Kenya, Yaya Centre branch, shall be any two of: Prof. Esther Mutua, CPA James Ochieng and Wanjiru "
            "Kamau (Executive Director), one of whom must be a Trustee, for all payments above KES 250,000.\n\n"
            "Certified a true copy of the resolution passed at a duly convened meeting of the Trustees.\n"
            "Rev. Naomi Wekesa, Secretary to the Board")


def _paye(gross: float) -> tuple[float, float, float, float]:
    nssf = min(gross, 72000) * 0.06
    shif = gross * 0.0275
    ahl = gross * 0.015
    taxable = gross - nssf - shif - ahl
    tax, bands, last = 0.0, [(24000, .10), (8333, .25), (467667, .30), (300000, .325), (1e12, .35)], taxable
    for width, rate in bands:
        part = min(last, width)
        tax += part * rate
        last -= part
        if last <= 0:
            break
    return nssf, shif, ahl, max(tax - 2400, 0)


def t_payroll(r, dt):
    rows = [f"SOMA PAMOJA TRUST - PAYROLL {dt:%B %Y}".upper(),
            "Employee;Designation;Basic pay;NSSF;SHIF;Housing Levy;PAYE;Net pay"]
    tot = 0.0
    for name, role, basic in STAFF:
        nssf, shif, ahl, paye = _paye(basic)
        net = basic - nssf - shif - ahl - paye
        tot += net
        rows.append(f"{name};{role};{basic:,.2f};{nssf:,.2f};{shif:,.2f};{ahl:,.2f};{paye:,.2f};{net:,.2f}")
    rows.append(f"TOTAL;;;;;;;{tot:,.2f}")
    rows.append("Prepared by: Faith Wanjala;Approved by: Wanjiru Kamau (ED)")
    return "\n".join(rows)


def t_payslip_csv(r, dt):
    out = ["pay_period,employee_no,name,basic,nssf,shif,housing_levy,paye,net"]
    for i, (name, _, basic) in enumerate(STAFF, 1):
        nssf, shif, ahl, paye = _paye(basic)
        out.append(f"{dt:%Y-%m},SPT{i:03d},{name},{basic:.2f},{nssf:.2f},{shif:.2f},{ahl:.2f},{paye:.2f},"
                   f"{basic - nssf - shif - ahl - paye:.2f}")
    return "\n".join(out) + "\n"


def t_nssf(r, dt):
    tot = sum(min(b, 72000) * 0.12 for _, _, b in STAFF)
    return ("NATIONAL SOCIAL SECURITY FUND\nSelf Service Portal - Contribution Payment Receipt\n"
            f"Employer: SOMA PAMOJA TRUST   Employer No: 2150471X\nContribution period: {dt:%B %Y}\n"
            f"Members: {len(STAFF)}   Tier I + Tier II (employee 6% + employer 6%)\n"
            f"Amount paid: KES {tot:,.2f}\nPayment reference: SLIP{r.randint(10**8, 10**9 - 1)}\n"
            f"Paid via M-PESA Paybill 333300 on {dt:%d/%m/%Y}. Due date: 9th of the following month.")


def t_shif(r, dt):
    tot = sum(b * 0.0275 for _, _, b in STAFF)
    return ("SOCIAL HEALTH AUTHORITY\nEmployer Contribution Statement - Social Health Insurance Fund (SHIF)\n"
            f"Employer: Soma Pamoja Trust   Employer code: SHA-EMP-{r.randint(100000, 999999)}\n"
            f"Period: {dt:%m/%Y}\nEmployees listed: {len(STAFF)}  Rate: 2.75% of gross salary\n"
            f"Total deducted and remitted: KES {tot:,.2f}\nStatus: PAID  Receipt No: SHA{r.randint(10**7, 10**8)}")


def t_nhif(r, dt):
    return ("NATIONAL HOSPITAL INSURANCE FUND\nEmployer By-Product Return - Receipt\n"
            f"Employer: SOMA PAMOJA TRUST  Employer code: 7740{r.randint(100, 999)}\n"
            f"Month: {dt:%B %Y}\nNumber of employees: 6\nTotal: KES {r.choice([6150, 6300, 6450]):,}.00\n"
            "Payment mode: Paybill 200222  Status: Posted")


def t_p10(r, dt):
    tot = sum(_paye(b)[3] for _, _, b in STAFF)
    return ("KENYA REVENUE AUTHORITY - iTax\nACKNOWLEDGEMENT RECEIPT\nReturn: P10 - Employer's PAYE Return\n"
            f"Taxpayer: SOMA PAMOJA TRUST  PIN: P051784322K\nReturn period: 01/{dt:%m/%Y} to end of month\n"
            f"Total PAYE: KES {tot:,.2f}\nAffordable Housing Levy declared separately via KRA Housing Levy return\n"
            f"Acknowledgement No: KRA{r.randint(10**12, 10**13 - 1)}\nDate of filing: {dt:%d/%m/%Y}")


def t_housing_levy(r, dt):
    tot = sum(b * 0.03 for _, _, b in STAFF)
    return ("KENYA REVENUE AUTHORITY\nAffordable Housing Levy - Payment Slip\nTaxpayer: SOMA PAMOJA TRUST  "
            f"PIN P051784322K\nPeriod: {dt:%B %Y}\nEmployee 1.5% + Employer 1.5%: KES {tot:,.2f}\n"
            f"PRN: 2026{r.randint(10**9, 10**10)}  Bank: NCBA  Status: Paid")


def t_grant_agreement(funder, amount, period):
    def f(r, dt):
        return (f"GRANT AGREEMENT\nbetween {funder} (the Grantor)\nand SOMA PAMOJA TRUST (the Grantee), "
                f"Kilimani, Nairobi\n\nGrant reference: {funder.split()[0].upper()}-{dt.year}-{r.randint(10, 99)}\n"
                f"Project: After-school reading clubs for learners in Grades 3-6 in Nairobi, Kiambu and Machakos\n"
                f"Grant period: {period}\nTotal grant: {amount}\n\n1. Disbursement in tranches upon approval of "
                "semi-annual narrative and financial reports.\n2. The Grantee shall keep books of account and submit "
                "an annual audited statement.\n3. Budget reallocations above 10% between lines require written "
                "approval.\n4. Safeguarding: the Grantee shall maintain a child protection policy.\n\n"
                "Signed for the Grantee: Wanjiru Kamau, Executive Director")
    return f


def t_donor_report(funder):
    def f(r, dt):
        return (f"{funder}\nSEMI-ANNUAL NARRATIVE REPORT\nGrantee: Soma Pamoja Trust\nReporting period ending "
                f"{dt:%d %B %Y}\n\n1. Summary\nThe Trust ran {r.randint(52, 62)} reading clubs in "
                f"{r.randint(38, 44)} public primary schools. {r.randint(1700, 2300)} learners attended at least "
                f"70% of sessions.\n2. Results\nGrade 3 learners reading at benchmark (Kiswahili): baseline "
                f"{r.randint(18, 26)}%, now {r.randint(31, 44)}%. English: baseline {r.randint(14, 22)}%, now "
                f"{r.randint(27, 39)}%.\n3. Challenges\nTeachers' strike days and the late release of capitation "
                "delayed the start of term. Some clubs met in corridors during rain.\n4. Learning\nParent "
                "read-aloud evenings increased attendance.\n5. Next period\nRefresher training for "
                "club facilitators; a storybook drive with the county libraries.\n\nPrepared by: Brian Otieno, "
                "Programme Manager. Approved: Wanjiru Kamau, Executive Director.")
    return f


def t_bva(r, dt):
    lines = ["Budget line;Annual budget (KES);Actual to date (KES);Variance %"]
    for item, lo, hi in (("Facilitator stipends", 2_400_000, 3_100_000), ("Storybooks & materials", 900_000, 1_400_000),
                         ("Staff salaries", 4_500_000, 5_200_000), ("Training & workshops", 600_000, 900_000),
                         ("Transport & M&E", 400_000, 700_000), ("Office rent & utilities", 900_000, 1_050_000),
                         ("Audit fees", 180_000, 260_000)):
        b = _n(r, lo, hi)
        a = b * r.uniform(.35, .95)
        lines.append(f"{item};{b:,.0f};{a:,.0f};{(a - b) / b * 100:.1f}")
    return f"Soma Pamoja Trust - budget vs actual as at {_d(dt)}\n" + "\n".join(lines)


def t_audit_engagement(r, dt):
    return ("MWANGI OTIENO & ASSOCIATES\nCertified Public Accountants (Kenya)\nCapitol Hill Towers, 5th Floor, "
            "Nairobi\n\n" f"{dt:%d %B %Y}\n\nThe Board of Trustees\nSoma Pamoja Trust\nNairobi\n\n"
            f"RE: ENGAGEMENT LETTER - AUDIT OF FINANCIAL STATEMENTS FOR THE YEAR ENDED 31 DECEMBER {dt.year - 1}\n\n"
            "You have requested that we audit the financial statements of Soma Pamoja Trust in accordance with "
            "International Standards on Auditing. Our fieldwork is planned for the second half of April. Please "
            "have ready: trial balance, bank reconciliations, fixed asset register, payroll and statutory "
            "remittance records (PAYE, NSSF, SHIF, Housing Levy), grant agreements and donor fund ledgers.\n"
            f"Fee: {_kes(r, 220_000, 260_000)} exclusive of VAT.\n\nCPA Lilian Mwangi, Partner")


def t_mgmt_letter(r, dt):
    return ("MWANGI OTIENO & ASSOCIATES - MANAGEMENT LETTER\nClient: Soma Pamoja Trust  Year ended 31 December "
            f"{dt.year - 1}\n\nFinding 1: Imprest for field officers not surrendered within 7 days in "
            f"{r.randint(3, 9)} cases. Recommendation: enforce the imprest policy.\nFinding 2: Fixed asset "
            "register not tagged for laptops bought under the Mwanga Trust grant.\nFinding 3: Two staff "
            "contracts expired without renewal letters on file.\nManagement response (W. Kamau): agreed; "
            "Finance Officer to clear by the end of the quarter.")


def t_trial_balance(r, dt):
    rows = ["Account,Debit,Credit"]
    for acc in ("NCBA current account", "NCBA USD account", "Petty cash", "Staff imprest", "Grant income - Mwanga Trust",
                "Grant income - Beacon Hill", "Salaries and wages", "Facilitator stipends", "Rent - Kilimani office",
                "Audit fees", "Books and learning materials", "Accumulated fund"):
        v = _n(r, 20_000, 9_000_000)
        rows.append(f"{acc},{v:.2f}," if r.random() < .6 else f"{acc},,{v:.2f}")
    return f"Soma Pamoja Trust trial balance at 31.12.{dt.year - 1}\n" + "\n".join(rows) + "\n"


def t_lease(r, dt):
    return ("LEASE AGREEMENT\nBETWEEN KILIMANI HEIGHTS LIMITED (the Landlord) AND SOMA PAMOJA TRUST (the Tenant)\n"
            "Premises: Suite 2B, Amani Court, Rose Avenue, Kilimani, Nairobi (approx. 1,150 sq ft) with two parking "
            f"bays\nTerm: five (5) years and three months from {dt:%d %B %Y}\nRent: KES 98,000 per month plus VAT, "
            "escalating at 7% every two years, payable quarterly in advance\nService charge: KES 14,500 per month\n"
            "Deposit: three months' rent\nThe Tenant shall use the premises as offices only.")


def t_rent_invoice(r, dt):
    return ("KILIMANI HEIGHTS LIMITED\nTAX INVOICE  No. KH/" f"{dt.year}/{r.randint(100, 999)}\nDate: {_d(dt)}\n"
            "To: Soma Pamoja Trust, Suite 2B Amani Court\nRent for the quarter: KES 294,000.00\nVAT 16%: KES "
            "47,040.00\nService charge: KES 43,500.00\nTOTAL DUE: KES 384,540.00\nPay to: Stanbic Bank, "
            "a/c 0100003345781")


def t_office_bill(r, dt):
    return ("SAFARICOM PLC - Home & Business Fibre\nInvoice for account 4400178215 SOMA PAMOJA TRUST\n"
            f"Billing period: {dt:%B %Y}\nBusiness Fibre 40 Mbps: KES 6,299.00\nExcise & VAT included\n"
            "Pay via M-PESA Paybill 150501, account 4400178215")


def t_annual_return(r, dt):
    return ("NGOs CO-ORDINATION BOARD\nANNUAL RETURN - FORM 6\nName of organisation: SOMA PAMOJA TRUST\n"
            f"Registration No: OP.218/051/18-0412/{r.randint(10000, 99999)}\nFinancial year: {dt.year - 1}\n"
            f"Total income: {_kes(r, 18_000_000, 31_000_000)}\nSources: Mwanga Trust, Beacon Hill Foundation, "
            "Elimu Fund for Africa, local giving\nCounties of operation: Nairobi, Kiambu, Machakos\n"
            "Number of staff: 6 (Kenyan)\nAudited accounts attached: Yes (Mwangi Otieno & Associates)")


def t_pbo_notice(r, dt):
    return ("PUBLIC BENEFIT ORGANIZATIONS REGULATORY AUTHORITY\nNOTICE TO ALL REGISTERED NGOs\n"
            "Following the commencement of the Public Benefit Organizations Act, 2013, all organisations registered "
            "under the repealed NGOs Co-ordination Act shall be deemed registered as PBOs and shall update their "
            "details on the Authority's portal. Annual returns remain due within three months after the end of "
            "the financial year.\n\nFORWARDED: Wanjiru - please note for Soma Pamoja Trust. Faith")


def t_attendance(r, dt):
    out = ["club_id,school,county,session_date,learners_enrolled,learners_present,facilitator"]
    for i, s in enumerate(SCHOOLS):
        county = "Nairobi" if i < 4 else ("Kiambu" if i < 7 or s.startswith("Juja") else "Machakos")
        n = r.randint(28, 45)
        out.append(f"SP{i + 1:03d},{s},{county},{_d(dt - timedelta(days=r.randint(1, 20)))},{n},"
                   f"{n - r.randint(0, 9)},{_who(r)}")
    return "\n".join(out) + "\n"


def t_assessment(r, dt):
    out = ["learner_id,school,grade,term,orf_kiswahili_cwpm,orf_english_cwpm,comprehension_pct"]
    for i in range(24):
        out.append(f"L{r.randint(1000, 9999)},{r.choice(SCHOOLS)},{r.choice([3, 4, 5])},T{r.randint(1, 3)},"
                   f"{r.randint(12, 78)},{r.randint(8, 70)},{r.choice([20, 40, 60, 80, 100])}")
    return "\n".join(out) + "\n"


def t_training(r, dt):
    return (f"Soma Pamoja Trust - Club facilitator refresher training\nDates: {dt:%d} - {(dt + timedelta(days=2)):%d %B %Y}\n"
            "Venue: Kiambu Teachers' Resource Centre\n\nDay 1: Phonics and syllable work in Kiswahili (silabi: "
            "ma-me-mi-mo-mu); read-aloud techniques\nDay 2: Levelled readers; using the Tusome-style reading "
            "tracker; behaviour and safeguarding\nDay 3: Running a parents' reading evening; club records "
            "and attendance sheets\nFacilitators: Mercy Achieng, Grace Nyambura, Daniel Musyoka\n"
            f"Participants: {r.randint(40, 58)} club facilitators. Lunch and transport refund KES 1,000 per day.")


def t_staff_mail(r, dt):
    return (f"From: Brian Otieno <brian@somapamoja.or.ke>\nTo: Wanjiru Kamau <wanjiru@somapamoja.or.ke>\n"
            f"Date: {dt:%a, %d %b %Y} 08:{r.randint(10, 59)} +0300\nSubject: Club visits this week + Machakos\n\n"
            "Hi Wanjiru,\n\nDaniel and I will visit the Athi River and Mlolongo clubs on Wednesday. The head "
            "teacher at Kathiani wants the club moved to Thursdays because of the new CBC timetable. Also the "
            "storybook order from the publisher (320 Kiswahili readers) has arrived; we have distributed them to "
            "the Nairobi clubs first.\n\nRegards,\nBrian")

# --------------------------------------------------------------------------- the Trust (Projects / Archive)


def t_concept_note(r, dt):
    return ("CONCEPT NOTE\nSubmitted to: Wellspring Foundation for Learning - Africa Literacy Window\n"
            "Applicant: Soma Pamoja Trust, Nairobi, Kenya\nTitle: Soma Pamoja Phase III - Every Child a Reader "
            "(2027-2029)\nRequested: USD 450,000 over three years\n\nProblem: Six in ten Grade 3 learners in our "
            "partner schools cannot read a Grade 2 paragraph in Kiswahili or English.\nApproach: after-school "
            "reading clubs run by trained community facilitators, levelled storybooks in Kiswahili and English, "
            "parent read-aloud evenings and termly fluency checks.\nScale: from 60 clubs in three counties to 110 "
            "clubs in four counties, adding Nakuru.\nContact: Wanjiru Kamau, Executive Director")


def t_narrative(v):
    def f(r, dt):
        return (f"WELLSPRING FOUNDATION FOR LEARNING - FULL PROPOSAL (draft v{v})\nSoma Pamoja Trust - Every Child "
                "a Reader 2027-2029\nDeadline: 17 July 2026\n\nSection A. Organisational background\nSoma Pamoja "
                "Trust was registered in 2016 and has run after-school reading clubs since 2017...\n\nSection B. "
                "Problem statement\nThe national learning assessments show that foundational literacy gaps open by "
                "Grade 3 and widen afterwards...\n\nSection C. Theory of change and activities\n[BRIAN TO ADD "
                "Nakuru rollout numbers]\n\nSection D. Monitoring, evaluation and learning\nFluency measured each "
                "term with a short oral reading assessment; external midline in 2028.\n\nSection E. Sustainability "
                "and county government partnership\n\nSection F. Budget narrative (see Wellspring_budget.xlsx)\n\n"
                f"Comments: Prof. Mutua - strengthen Section E. Wanjiru - {r.choice(['cut to 12 pages', 'add safeguarding', 'check word limits'])}.")
    return f


def t_wellspring_budget(r, dt):
    rows = ["Budget line;Year 1 (USD);Year 2 (USD);Year 3 (USD);Total (USD)"]
    tot = 0
    for item, lo, hi in (("Club facilitator stipends", 38000, 52000), ("Storybooks and readers", 14000, 22000),
                         ("Programme staff", 42000, 50000), ("Facilitator training", 9000, 14000),
                         ("Nakuru county rollout", 12000, 20000), ("Monitoring, evaluation & learning", 8000, 12000),
                         ("Indirect costs (10%)", 11000, 15000)):
        ys = [int(r.uniform(lo, hi)) for _ in range(3)]
        tot += sum(ys)
        rows.append(f"{item};{ys[0]:,};{ys[1]:,};{ys[2]:,};{sum(ys):,}")
    rows.append(f"TOTAL;;;;{tot:,}")
    return "Wellspring Foundation - Soma Pamoja Phase III budget (draft)\n" + "\n".join(rows)


def t_logframe(r, dt):
    return ("Level;Narrative;Indicator;Baseline;Target 2029;Means of verification\n"
            "Goal;Children in four counties read with fluency and understanding by Grade 4;% of Grade 4 club "
            "members reading at benchmark;31%;60%;Termly oral reading assessment\n"
            "Outcome 1;Learners attend and read regularly;Average attendance rate;68%;80%;Club registers\n"
            "Outcome 2;Parents support reading at home;% parents reading with child weekly;22%;50%;Parent survey\n"
            "Output 1.1;110 clubs running in Nairobi, Kiambu, Machakos and Nakuru;Number of active clubs;60;110;"
            "Monitoring visits\nOutput 1.2;Facilitators trained;Number trained;58;120;Training reports\n"
            "Assumption;County education offices continue to allow clubs in school premises;;;;")


def t_toc(r, dt):
    return ("Soma Pamoja Phase III - Theory of Change (for Wellspring proposal)\n\nIF community facilitators are "
            "trained and coached, AND learners have levelled books in Kiswahili and English, AND parents are "
            "engaged through read-aloud evenings,\nTHEN learners will practise reading daily and build fluency,\n"
            "SO THAT by Grade 4 they read with understanding and can learn across the curriculum.\n\n"
            "Key assumptions: head teachers release classrooms after 3.30 p.m.; county directors support the "
            "MOU; book supply is steady.")


def t_support_letter(who, title, place):
    def f(r, dt):
        return (f"{title}\n{place}\n\n{dt:%d %B %Y}\n\nThe Programme Officer\nWellspring Foundation for Learning\n\n"
                "RE: LETTER OF SUPPORT - SOMA PAMOJA TRUST\n\nThis is to confirm that Soma Pamoja Trust has worked "
                "with schools in our jurisdiction to run after-school reading clubs, and that the clubs have "
                "improved learners' reading. We support the Trust's application for 2027-2029 and will continue "
                "to allow clubs in public primary schools and to attend quarterly review meetings.\n\n"
                f"Yours faithfully,\n{who}")
    return f


def t_po_mail(r, dt):
    return ("From: Sarah Lindqvist <s.lindqvist@wellspringlearning.org>\nTo: Wanjiru Kamau "
            f"<wanjiru@somapamoja.or.ke>\nDate: {dt:%a, %d %b %Y} 14:22 +0200\nSubject: RE: Full proposal - "
            "clarifications\n\nDear Wanjiru,\n\nThank you for the call. To confirm: the full proposal is due on "
            "17 July 2026 at 17:00 CET through the grants portal. Please keep the narrative to 15 pages, attach "
            "the last two audited statements, the logframe in our template and at least two letters of support "
            "from government partners. Indirect costs are capped at 12%.\n\nBest wishes,\nSarah\nProgramme "
            "Officer, Africa Literacy Window")


def t_proposal_checklist(r, dt):
    return ("# Wellspring full proposal - checklist\n\n- [x] Concept note approved (March)\n- [ ] Narrative v4 to "
            "Prof. Mutua for review\n- [x] Budget v2 to Faith for costing check\n- [ ] Logframe in their template\n"
            "- [x] Letter of support - County Director of Education Kiambu\n- [ ] Letter of support - Machakos "
            "(follow up with Daniel)\n- [ ] Audited accounts 2024 and 2025 (2025 waiting for Mwangi Otieno)\n"
            "- [ ] CVs: Wanjiru, Brian, Faith\n- [ ] Safeguarding policy PDF\n- Submit by 10 July, deadline 17 July\n")


def t_cv(r, dt):
    return ("WANJIRU KAMAU\nExecutive Director, Soma Pamoja Trust | Nairobi | wanjiru@somapamoja.or.ke\n\n"
            "PROFILE\nEducation leader with 15 years in foundational literacy programmes in East Africa.\n\n"
            "EXPERIENCE\n2018-present Executive Director, Soma Pamoja Trust\n2014-2018 Country Literacy Lead, "
            "ReadWorld International, Kenya\n2011-2014 Programme Officer, ReadWorld International\n\nEDUCATION\n"
            "2019 Executive MBA, Strathmore Business School\n2004 B.Ed (Arts), Kenyatta University\n")


def t_site_visit(school):
    def f(r, dt):
        return (f"SITE VISIT NOTES - {school}\nDate: {dt:%d %B %Y}   Visited by: Wanjiru Kamau, Brian Otieno\n"
                f"County: Nakuru   Sub-county: {r.choice(['Njoro', 'Gilgil', 'Nakuru Town East', 'Naivasha (Mai Mahiu ward)'])}\n\n"
                f"Enrolment Grades 3-6: {r.randint(280, 640)}. Head teacher: {_who(r)} - very supportive.\n"
                f"Rooms free after 3.30 p.m.: {r.randint(1, 3)}. Library: a cupboard with old textbooks, few storybooks.\n"
                "Possible facilitators: two parents who are form-four leavers and a retired teacher.\n"
                f"Travel from Nakuru town: {r.randint(15, 70)} min by matatu.\nRecommend: "
                f"{r.choice(['YES - first cohort', 'YES', 'MAYBE - second cohort', 'NO - too far for monitoring'])}")
    return f


def t_mou(r, dt):
    return ("MEMORANDUM OF UNDERSTANDING\nBETWEEN\nTHE COUNTY DIRECTOR OF EDUCATION, NAKURU COUNTY\nAND\nSOMA "
            "PAMOJA TRUST\n\n1. Purpose: to establish after-school reading clubs in selected public primary schools "
            "in Nakuru County from Term 3 2026.\n2. The Trust shall train facilitators, supply storybooks and "
            "monitor clubs; it shall not charge learners any fee.\n3. The County Director shall notify head "
            "teachers and sub-county directors and allow use of classrooms after lessons.\n4. Duration: three "
            "years, renewable.\n5. Safeguarding: all facilitators shall have a certificate of good conduct.\n\n"
            f"DRAFT {dt:%d.%m.%Y} - for comment by the County Director's office")


def t_nakuru_budget(r, dt):
    rows = ["Item;Qty;Unit cost (KES);Total (KES)"]
    tot = 0
    for item, q, lo, hi in (("Facilitator training (3 days)", 24, 3000, 4500), ("Storybook kits", 12, 18000, 26000),
                            ("Launch event - tent & chairs", 1, 35000, 60000), ("Transport - site visits", 8, 4000, 7000),
                            ("Branded club banners", 12, 2500, 4000), ("Facilitator stipends Term 3", 24, 6000, 6000)):
        u = int(r.uniform(lo, hi))
        tot += u * q
        rows.append(f"{item};{q};{u:,};{u * q:,}")
    rows.append(f"TOTAL;;;{tot:,}")
    return "Nakuru county launch budget 2026\n" + "\n".join(rows)


def t_nakuru_plan(r, dt):
    return ("# Nakuru launch plan\n\n- May: site visits to 8 schools (done 5)\n- June: MOU signed with CDE Nakuru; "
            "recruit 24 facilitators (ads at the chief's baraza, church notices)\n- July: facilitator training at "
            "Nakuru Teachers' Resource Centre\n- 1 Sept: launch event at Njoro Boys Primary with the CDE and the "
            "area MCA\n- Term 3: 12 clubs running\n\nRisks: distance between Mai Mahiu and Njoro for monitoring; "
            "need a motorbike for the coordinator.\n")


def t_facilitator_ad(r, dt):
    return ("SOMA PAMOJA TRUST IS RECRUITING - COMMUNITY READING CLUB FACILITATORS (NAKURU COUNTY)\n\n"
            "Are you passionate about children and reading? We are opening reading clubs in Njoro, Gilgil, Lanet "
            "and Mai Mahiu. Requirements: KCSE C+ and above, fluent in Kiswahili and English, live near the school.\n"
            "Stipend: KES 6,000 per month for three afternoons a week.\nApply by sending a CV and a certificate of "
            "good conduct to jobs@somapamoja.or.ke by 20 June 2026.")


def t_elimu_final(r, dt):
    return ("ELIMU FUND FOR AFRICA\nFINAL NARRATIVE REPORT - GRANT EFA/KE/2023/017\nGrantee: Soma Pamoja Trust\n"
            "Grant period: 1 January 2023 - 31 December 2025\n\nOver three years the grant supported 42 reading "
            f"clubs in Nairobi and Kiambu reaching {r.randint(5200, 6100)} learners. Grade 4 learners reading at "
            "benchmark rose from 24% at baseline to 47% at endline. Unspent balance of KES "
            f"{r.randint(40000, 90000):,} refunded. All assets transferred to the Trust.\nSubmitted February 2026.")


def t_elimu_closeout(r, dt):
    return ("ELIMU FUND FOR AFRICA\n" f"{dt:%d %B %Y}\n\nDear Ms. Kamau,\n\nRE: GRANT CLOSE-OUT - EFA/KE/2023/017\n\n"
            "We acknowledge receipt of the final narrative and financial reports and the refund of the unspent "
            "balance. The grant is now closed and no further reporting is required. Please retain records for "
            "seven years.\n\nThank you for a fruitful partnership.\nAmina Yusuf, Grants Manager")


def t_elimu_report(r, dt):
    return (f"Elimu Fund for Africa - Annual report {dt.year - 1}\nGrantee: Soma Pamoja Trust\nClubs: "
            f"{r.randint(30, 42)}   Learners: {r.randint(1500, 2000)}\nExpenditure against the Elimu Fund budget: "
            f"{r.randint(84, 99)}%\nNext year: endline assessment in Term 3, close-out December 2025.")


def t_elimu_fin(r, dt):
    rows = ["Budget line;Approved 2023-2025 (KES);Spent (KES)"]
    for item in ("Club stipends", "Books", "Training", "Staff", "M&E endline", "Audit"):
        b = _n(r, 300_000, 4_000_000)
        rows.append(f"{item};{b:,.0f};{b * r.uniform(.93, 1.0):,.0f}")
    return "Elimu Fund EFA/KE/2023/017 - final financial report\n" + "\n".join(rows)


def t_retreat(r, dt):
    return ("SOMA PAMOJA TRUST STAFF RETREAT 2024\nVenue: Lake Naivasha Sopa-style resort (Moi South Lake Road)\n"
            "Dates: 14-16 August 2024\n\nDay 1: arrival, team lunch, reflections on 2023-24 (facilitated by "
            "Jane Mbugua)\nDay 2: strategic plan refresh 2025-2029; boat ride to Crescent Island\nDay 3: "
            "wellbeing session, action points, depart 2 p.m.\n\nParticipants: 6 staff + ED + board chair")


def t_retreat_invoice(r, dt):
    return ("LAKE NAIVASHA COUNTRY LODGE\nINVOICE 24/0817\nGuest: Soma Pamoja Trust (staff retreat)\nArrival 14 Aug "
            "2024, departure 16 Aug 2024\n8 pax full board x 2 nights @ KES 14,500: KES 232,000.00\nConference "
            "room x 2 days: KES 30,000.00\nBoat excursion Crescent Island: KES 24,000.00\nTOTAL: KES 286,000.00\n"
            "Paid by EFT - thank you.")


def t_retreat_report(r, dt):
    return ("Staff retreat Naivasha 2024 - report and action points\n\n1. Strategic plan 2025-2029 themes agreed: "
            "quality clubs, county partnerships, parents.\n2. Staff asked for clearer job descriptions - done in "
            "October.\n3. Next retreat to be budgeted in the new grant.\nRetreat cost KES 312,400 against a "
            "budget of KES 330,000. CLOSED.")

# --------------------------------------------------------------------------- her own life (Areas / Projects)


def t_mpesa(r, dt):
    rows = ["Receipt No.,Completion Time,Details,Transaction Status,Paid In,Withdrawn,Balance"]
    bal = r.uniform(4000, 60000)
    for i in range(14):
        d = dt - timedelta(days=30 - 2 * i, hours=r.randint(0, 12))
        what, amt = r.choice([("Customer Transfer to 0722xxx517 LUCY NJERI KAMAU", -r.randint(2, 10) * 500),
                              ("Merchant Payment to 5124xx NAIVAS KILIMANI", -r.randint(800, 9000)),
                              ("Pay Bill to 888880 KPLC PREPAID Acc. 37162231408", -r.choice([1000, 2000, 3000])),
                              ("Funds received from 0711xxx204 MARY AKINYI", r.randint(500, 3000)),
                              ("Pay Bill to 400200 TUJENGE SACCO Acc. 0458", -15000),
                              ("Business Payment from NCBA BANK", r.randint(20000, 90000)),
                              ("Pay Bill to 522522 KCB Acc. GITHUNGURI BOYS", -r.randint(10, 30) * 1000),
                              ("Buy Goods from MAMA NGINA GROCERS", -r.randint(150, 1200))])
        bal += amt
        rows.append(f"S{r.choice('ABCDEFGHJK')}{r.randint(10**7, 10**8)}X,{d:%Y-%m-%d %H:%M:%S},{what},Completed,"
                    f"{amt if amt > 0 else ''},{-amt if amt < 0 else ''},{bal:.2f}")
    return ("M-PESA STATEMENT\nCustomer Name: WANJIRU KAMAU\nMobile Number: 0722xxx630\n"
            f"Statement Period: {(dt - timedelta(days=31)):%d %b %Y} - {dt:%d %b %Y}\n" + "\n".join(rows) + "\n")


def t_itax(r, dt):
    return ("KENYA REVENUE AUTHORITY\nRETURN ACKNOWLEDGEMENT RECEIPT\nIncome Tax - Resident Individual (IT1)\n"
            f"PIN: A004187632M   Taxpayer Name: WANJIRU KAMAU\nReturn Period: 01/01/{dt.year - 1} - 31/12/{dt.year - 1}\n"
            f"Employment income (P9 from Soma Pamoja Trust): {_kes(r, 3_100_000, 3_700_000)}\n"
            f"PAYE deducted: {_kes(r, 700_000, 900_000)}\nTax refund due / payable: KES 0.00\n"
            f"Acknowledgement Number: KRA{r.randint(10**12, 10**13)}  Date: {dt:%d/%m/%Y}")


def t_p9(r, dt):
    return (f"P9A - TAX DEDUCTION CARD YEAR {dt.year - 1}\nEmployer: Soma Pamoja Trust  PIN P051784322K\n"
            "Employee: Wanjiru Kamau  PIN A004187632M\nMonthly gross: KES 285,000.00\nPersonal relief: 2,400 p.m.\n"
            f"Total PAYE for the year: {_kes(r, 760_000, 820_000)}\n(To be used for the individual iTax return)")


def t_sacco(r, dt):
    bal = 1_200_000 - (dt.year * 12 + dt.month - (2025 * 12 + 8)) * 34_000
    return ("TUJENGE SACCO SOCIETY LTD\nMember Loan Statement\nMember: WANJIRU KAMAU   Member No: 0458\n"
            f"Loan: DEVELOPMENT LOAN  Principal KES 1,200,000.00  Disbursed 14/08/2025  Term 48 months @ 12% p.a. "
            f"reducing\nStatement date: {_d(dt)}\nMonthly repayment: KES 31,600.00 (check-off + M-PESA)\n"
            f"Outstanding balance: KES {max(bal, 0):,.2f}\nShare deposits: {_kes(r, 480_000, 560_000)}\n"
            "Guarantors: Mary Akinyi, Ruth Wairimu, Esther Mbithe")


def t_chama(r, dt):
    rows = ["Member,Contribution,Merry-go-round,Fine,Date"]
    for m in ("Wanjiru Kamau", "Mary Akinyi", "Ruth Wairimu", "Esther Mbithe", "Jane Chebet", "Rose Nduta"):
        rows.append(f"{m},5000,{'20000' if r.random() < .2 else '0'},{r.choice([0, 0, 200])},{_d(dt)}")
    return "INUKA WOMEN GROUP - monthly contributions\n" + "\n".join(rows) + "\n"


def t_bank(r, dt):
    return ("NCBA BANK KENYA PLC\nACCOUNT STATEMENT\nAccount name: WANJIRU KAMAU  Account No: 1003xxxx812  "
            f"Branch: Yaya Centre\nPeriod: {dt:%B %Y}\nOpening balance: {_kes(r, 40_000, 250_000)}\n"
            "Salary - SOMA PAMOJA TRUST: KES 206,418.00\nStanding order - Tujenge Sacco: KES 16,600.00\n"
            "Rent - Kileleshwa: KES 65,000.00\nM-PESA top ups, card purchases\n"
            f"Closing balance: {_kes(r, 30_000, 240_000)}")


def t_household_budget(r, dt):
    rows = ["Item;Monthly (KES)"]
    for item, v in (("Rent Kileleshwa", 65000), ("Mary (house help)", 18000), ("Food & Naivas", 35000),
                    ("KPLC tokens", 4500), ("Water", 1800), ("Zuku internet", 4100), ("Fuel", 15000),
                    ("Mum - upkeep", 15000), ("Sacco loan", 31600), ("Chama", 5000), ("Tithe", 12000),
                    ("School fees saving", 40000)):
        rows.append(f"{item};{v:,}")
    return f"Household budget {dt.year}\n" + "\n".join(rows)


def t_hospital_bill(r, dt):
    hosp = r.choice(["MURANG'A COUNTY REFERRAL HOSPITAL", "KIRIAINI MISSION HOSPITAL", "AVENUE HOSPITAL THIKA"])
    return (f"{hosp}\nINTERIM INVOICE / DISCHARGE BILL\nPatient: LUCY NJERI KAMAU   Age: 74   IP No: "
            f"{r.randint(10000, 99999)}\nAdmitted: {(dt - timedelta(days=4)):%d/%m/%Y}   Discharged: {dt:%d/%m/%Y}\n"
            "Diagnosis: Type 2 diabetes mellitus, uncontrolled; hypertension\nBed charges, nursing, lab (HbA1c, "
            f"U&E), insulin, consultation\nTotal bill: {_kes(r, 38_000, 145_000)}\nLess SHA: "
            f"{_kes(r, 10_000, 30_000)}\nBalance paid by: Wanjiru Kamau (daughter), M-PESA")


def t_prescription(r, dt):
    return ("DR. S. K. GACHERU - PHYSICIAN\nMurang'a Medical Centre, Uhuru Street\n"
            f"Date: {_d(dt)}   Patient: Lucy Njeri (74F)\n\nRx:\n1. Metformin 500 mg bd\n2. Amlodipine 10 mg od\n"
            "3. Losartan 50 mg od\n4. Glucometer strips x 50\nReview in 1 month. Diet: reduce ugali portions, "
            "more sukuma and beans.")


def t_cataract(r, dt):
    return ("PCEA KIKUYU HOSPITAL - EYE UNIT\nQuotation for cataract surgery (right eye)\nPatient: Lucy Njeri "
            "Kamau\nPhacoemulsification + IOL: KES 85,000.00\nPre-op tests: KES 6,500.00\nSHA Surgical package "
            f"applicable: yes (pre-authorisation required)\nDate: {_d(dt)}")


def t_sha(r, dt):
    return ("SOCIAL HEALTH AUTHORITY\nMember Registration Confirmation\nPrincipal member: WANJIRU KAMAU\n"
            "Dependants: Amani Wairimu (daughter), Baraka Kamau (son)\nSHIF contribution: by employer check-off\n"
            "Note: Lucy Njeri Kamau registered separately as a household in Murang'a (means-tested contribution "
            f"KES 300/month)\nDate: {_d(dt)}")


def t_my_checkup(r, dt):
    return ("AGA KHAN UNIVERSITY HOSPITAL, NAIROBI - Wellness check\nPatient: Wanjiru Kamau, 45F\n"
            f"Date: {_d(dt)}\nBP 128/82, BMI 27.4, fasting glucose 5.6 mmol/L, total cholesterol 5.1 mmol/L\n"
            "Mammogram: BI-RADS 1\nAdvice: exercise 150 min/week, repeat in 12 months.")


def t_fee_structure(school, who):
    def f(r, dt):
        return (f"{school.upper()}\nFEE STRUCTURE {dt.year}\nStudent: {who}\n\nTerm 1: KES "
                f"{r.randint(24, 30)},{r.randint(100, 999)}\nTerm 2: KES {r.randint(18, 22)},{r.randint(100, 999)}\n"
                f"Term 3: KES {r.randint(12, 16)},{r.randint(100, 999)}\nBoarding, lunch, activity, PTA and "
                "development levy included. Pay to KCB Paybill 522522 with the admission number as account. "
                "No cash accepted at school.")
    return f


def t_fee_receipt(school, who):
    def f(r, dt):
        return (f"{school}\nOFFICIAL RECEIPT No. {r.randint(10000, 99999)}\nReceived from: Wanjiru Kamau\n"
                f"Student: {who}   Adm No: {r.randint(3000, 9999)}\nBeing payment of: school fees Term "
                f"{r.randint(1, 3)} {dt.year}\nAmount: {_kes(r, 15_000, 30_000)}\nMode: Bank (KCB)\n"
                f"Balance: {_kes(r, 0, 8000)}")
    return f


def t_report_form(who, school):
    def f(r, dt):
        subj = ["English", "Kiswahili", "Mathematics", "Biology", "Chemistry", "History", "CRE", "Business"]
        body = "\n".join(f"{s}: {r.randint(52, 88)}%" for s in subj)
        return (f"{school}\nACADEMIC REPORT FORM - Term {r.randint(1, 3)} {dt.year}\nName: {who}\n{body}\n"
                f"Position: {r.randint(3, 40)} out of {r.randint(180, 260)}\nClass teacher's remarks: "
                "Good effort, can do better in sciences.\nPrincipal: Keep it up.")
    return f


def t_school_letter(r, dt):
    return ("GITHUNGURI BOYS SENIOR SCHOOL\nP.O. Box 88, Githunguri\n\n" f"{dt:%d %B %Y}\n\nDear Parent/Guardian,\n\n"
            "RE: GRADE 10 ACADEMIC CLINIC AND HALF-TERM\nThe school will hold an academic clinic for Grade 10 "
            "parents on Saturday. Learners will go for half-term from Thursday and report back on Monday by "
            "5 p.m. Please clear any fee balances before then.\n\nPrincipal")


def t_college_list(r, dt):
    return ("# Amani - college list (Fall 2027)\n\nReach: Amherst College (need-blind for internationals), "
            "Macalester College\nMatch: University of British Columbia (Karen McKellin award), University of "
            "Toronto (Lester B. Pearson scholarship - nomination by school by Oct)\nSafety-ish: Berea College, "
            "University of Rochester?\nAlso: Mastercard Foundation Scholars at UBC / Toronto\n\nSAT: March 1390, "
            "re-sit 6 June 2026 (registered). KCSE Nov 2026 - predicted A-\nEducationUSA advisor: Mrs. Otieno, "
            "American Corner, Nairobi\n")


def t_essay(v):
    def f(r, dt):
        return (f"Common App personal essay - draft {v}\nAmani Wairimu\n\nEvery Saturday my mother took me to the "
                "reading club at Kongoni Primary, where I sat on a bench with children three years younger and read "
                "aloud 'Sungura Mjanja'. I did not want to be there. ... By the time I was in Form 2 I was running "
                "the club's spelling game myself, and I learned that patience is a kind of leadership ...\n\n"
                f"[{r.choice(['650 word limit - now 712', 'Mum: cut the opening', 'Mrs Otieno: stronger ending'])}]")
    return f


def t_rec_request(r, dt):
    return ("From: Wanjiru Kamau <wkamau.home@gmail.com>\nTo: Mr. Kiprop <kiprop@stbakhitagirls.sc.ke>\n"
            f"Date: {dt:%a, %d %b %Y} 19:05 +0300\nSubject: Recommendation letter for Amani Wairimu (Form 4 East)\n\n"
            "Dear Mr. Kiprop,\n\nThank you for agreeing to write Amani's teacher recommendation for her US and "
            "Canadian university applications. The Common App deadlines are 1 November (early) and 1 January. I "
            "attach her activities list and brag sheet.\n\nWith gratitude,\nWanjiru Kamau (parent)")


def t_sat(r, dt):
    return ("College Board - SAT Score Report\nStudent: Amani Wairimu Kamau   Test date: March 14, 2026\n"
            "Test centre: KE011 Nairobi\nTotal score: 1390  Reading and Writing: 700  Math: 690\n"
            "Send scores: 4 free score sends used? No")


def t_css(r, dt):
    return ("CSS Profile / International Student Financial Aid Application - worksheet\nStudent: Amani Wairimu\n"
            "Parent: Wanjiru Kamau (single parent, Executive Director, annual gross KES 3,420,000 ~ USD 26,500)\n"
            "Assets: Sacco shares, family land in Murang'a (shared, under dispute)\nExpected family contribution "
            "we can manage: USD 3,000/yr\nDocuments to collect: P9, payslips, bank statements, affidavit of support")


def t_land_letter(r, dt):
    return ("KARIUKI & NDUNG'U ADVOCATES\nKenol Plaza, 2nd Floor, Murang'a\n\n" f"{dt:%d %B %Y}\n\n"
            "Ms. Wanjiru Kamau\nNairobi\n\nRE: ELC CASE NO. E014 OF 2024 - PETER MWANGI GITAU v. LUCY NJERI KAMAU & "
            "ANOTHER - LAND PARCEL LOC.2/KANYENYAINI/1187\n\nThe matter came up for mention today before the "
            "Environment and Land Court at Murang'a. The plaintiff's advocate sought more time to file a "
            f"surveyor's report. The matter is fixed for hearing on {(dt + timedelta(days=r.randint(60, 150))):%d %B %Y}. "
            "Kindly arrange for your mother and the two village elders to attend as witnesses.\n\nOur fee note is "
            "enclosed.\n\nF. Ndung'u, Advocate")


def t_land_search(r, dt):
    return ("REPUBLIC OF KENYA - THE LAND REGISTRATION ACT 2012\nCERTIFICATE OF OFFICIAL SEARCH\nTitle: "
            "LOC.2/KANYENYAINI/1187\nArea: 1.21 Ha\nRegistered proprietor: JOHN KAMAU NJOROGE (deceased)\n"
            "Encumbrances: CAUTION registered by Peter Mwangi Gitau claiming a beneficial interest (2019)\n"
            f"Date of search: {_d(dt)}   Land Registrar, Murang'a")


def t_chief_letter(r, dt):
    return ("OFFICE OF THE CHIEF, KANYENYAINI LOCATION\n" f"{_d(dt)}\n\nTO WHOM IT MAY CONCERN\n\nRE: LAND "
            "DISPUTE - PARCEL 1187\nThe elders met on the above date at the chief's camp in the presence of both "
            "families. Mzee Gitau's son Peter claims that a portion of the shamba was given to his father by the "
            "late John Kamau. The family of the late Kamau denies. The elders could not agree and the matter is "
            "referred to the Land Registrar.\n\nChief, Kanyenyaini")


def t_land_rates(r, dt):
    return ("COUNTY GOVERNMENT OF MURANG'A - Revenue\nLand Rates Payment Receipt\nParcel: LOC.2/KANYENYAINI/1187\n"
            f"Year: {dt.year}\nAmount: KES 1,850.00 (incl. arrears KES 0)\nPaid via M-PESA Paybill 591000\n"
            f"Receipt: MRG{r.randint(10**6, 10**7)}")


def t_caretaker(r, dt):
    return (f"Kangema - shamba notes {dt:%B %Y}\n\nKimani (caretaker) paid KES 6,000 for the month.\nTea bushes: "
            f"{r.randint(180, 260)} kg green leaf delivered to Kiru factory.\nMum wants the boundary hedge replanted "
            "near Peter's side - wait until the court case.\nNeed to buy manure for the bananas.")


def t_contractor_quote(name, lo, hi):
    def f(r, dt):
        return (f"{name}\nQUOTATION  Ref Q/{dt.year}/{r.randint(10, 99)}\nClient: Madam Wanjiru Kamau\n"
                "Project: Proposed 4 No. one-bedroom rental units on plot LOC.2/KANYENYAINI/1187, Kangema\n\n"
                f"Substructure (excavation, foundation, DPC): {_kes(r, 380_000, 520_000)}\nWalling (machine-cut "
                f"stone): {_kes(r, 640_000, 820_000)}\nRoofing (timber trusses, iron sheets gauge 28): "
                f"{_kes(r, 410_000, 560_000)}\nPlumbing & electrical: {_kes(r, 260_000, 340_000)}\nFinishes: "
                f"{_kes(r, 300_000, 420_000)}\nTOTAL (labour and materials): {_kes(r, lo, hi)}\nDuration: "
                f"{r.randint(5, 8)} months. 30% deposit, balance per stage.")
    return f


def t_boq(r, dt):
    rows = ["Item;Description;Unit;Qty;Rate (KES);Amount (KES)"]
    for i, (d, u, q, lo, hi) in enumerate((("Excavation to foundation", "m3", 46, 600, 800),
                                           ("Concrete 1:2:4 strip footing", "m3", 14, 14000, 16000),
                                           ("Machine cut stone 9x9", "pcs", 5200, 55, 70),
                                           ("Cement 50kg", "bags", 420, 760, 820),
                                           ("Y12 steel bars", "pcs", 96, 1050, 1200),
                                           ("Iron sheets G28 3m", "pcs", 110, 1450, 1700),
                                           ("Timber 4x2 cypress", "ft", 1800, 55, 70),
                                           ("Doors and windows (steel)", "no", 24, 9000, 14000)), 1):
        rate = int(r.uniform(lo, hi))
        rows.append(f"{i};{d};{u};{q};{rate:,};{rate * q:,}")
    return "BILL OF QUANTITIES - 4 No. rental units, Kangema\n" + "\n".join(rows)


def t_county_approval(r, dt):
    return ("COUNTY GOVERNMENT OF MURANG'A\nDEPARTMENT OF LANDS, PHYSICAL PLANNING AND URBAN DEVELOPMENT\n\n"
            f"BUILDING PLAN APPROVAL No. MCG/BP/{dt.year}/{r.randint(100, 999)}\n"
            "Applicant: Wanjiru Kamau (on behalf of the family of the late John Kamau Njoroge)\nParcel: "
            "LOC.2/KANYENYAINI/1187\nDevelopment: residential - 4 No. one-bedroom units, single storey\n"
            "Architect: Arch. Wambui Ndirangu (BORAQS A/2231)\nApproved subject to: septic tank and soak pit "
            "60 m from the river, inspection at foundation and wall-plate stages.\nFees paid: KES 24,600.00")


def t_construction_budget(r, dt):
    rows = ["Date,Stage,Paid to,Amount,Via"]
    for i, (stage, who, lo, hi) in enumerate((("Deposit 30%", "Mugo Construction", 650000, 650000),
                                              ("Foundation", "Mugo Construction", 300000, 380000),
                                              ("Cement 100 bags", "Kangema Hardware", 78000, 82000),
                                              ("Walling", "Mugo Construction", 350000, 420000),
                                              ("Iron sheets & nails", "Kiriaini Hardware", 170000, 190000),
                                              ("Water tank 5000L", "Kangema Hardware", 38000, 42000))):
        rows.append(f"{_d(datetime(2026, 2, 3) + timedelta(days=18 * i))},{stage},{who},{int(r.uniform(lo, hi))},"
                    f"{r.choice(['M-PESA', 'Bank transfer', 'Sacco cheque'])}")
    return "\n".join(rows) + "\n"


def t_fundi_note(r, dt):
    return (f"Maelekezo kwa fundi - {dt:%d/%m/%Y}\n\nMzee Mugo,\n1. Bati ziwekwe kuanzia upande wa nyumba ya "
            "nne kwanza.\n2. Usisahau gutters kwa sababu tutavuna maji ya mvua kwa tank.\n3. Mlango wa unit 2 "
            "uhamishwe kama kwa mchoro mpya wa Arch. Wambui.\n4. Malipo ya stage ya roofing yatatumwa Ijumaa kwa "
            "M-PESA baada ya inspection ya county.\n\nAsante,\nWanjiru")


def t_site_mail(r, dt):
    return ("From: Mugo Construction <mugoconstruction@gmail.com>\nTo: wkamau.home@gmail.com\n"
            f"Date: {dt:%a, %d %b %Y} 17:40 +0300\nSubject: Kangema rental units - progress week {r.randint(12, 17)}\n\n"
            "Madam,\n\nWalling is complete on all four units and the ring beam was cast on Tuesday. The county "
            "inspector passed the wall-plate stage. We start the roof trusses on Monday; please send the second "
            "instalment for roofing materials. Photos attached.\n\nRegards,\nJoseph Mugo")


def t_rent(r, dt):
    return ("RENT RECEIPT\nReceived from: Wanjiru Kamau\nProperty: House No. 7, Mandera Road Courts, Kileleshwa\n"
            f"Month: {dt:%B %Y}\nAmount: KES 65,000.00 (sixty-five thousand)\nLandlord: Mr. Ashok Patel\n"
            "Paid by: standing order NCBA")


def t_kplc(r, dt):
    return ("KPLC PREPAID - token purchase\n" f"Date: {dt:%d/%m/%Y %H:%M}\nMeter: 37162231408\nAmount: KES "
            f"{r.choice([1000, 2000, 3000])}.00\nUnits: {r.uniform(30, 110):.2f} kWh\nToken: "
            + "-".join(str(r.randint(1000, 9999)) for _ in range(5)))


def t_house_help(r, dt):
    return (f"Mary Akinyi - salary {dt:%B %Y}\nBasic: 18,000\nNSSF (employer+employee): 1,080\nSHIF: 495\n"
            "Advance deducted: 0\nPaid on M-PESA. Off days: Sundays and one Saturday a month.")


def t_zuku(r, dt):
    return ("ZUKU - Wananchi Group\nInvoice for account 2203145 W. Kamau, Kileleshwa\n"
            f"Period: {dt:%B %Y}\nFibre 20 Mbps: KES 4,100.00\nPay via Paybill 320320")


def t_car(r, dt):
    return ("ICEA LION GENERAL INSURANCE\nMOTOR PRIVATE - RENEWAL NOTICE\nInsured: Wanjiru Kamau\nVehicle: "
            "KDA 418M Toyota Fielder 2014\nCover: Comprehensive, sum insured KES 1,150,000\n"
            f"Renewal date: {_d(dt + timedelta(days=30))}\nPremium: KES 46,000.00 incl. levies")


def t_car_service(r, dt):
    return ("AUTO EXPRESS - Ngong Road\nJob card " f"{r.randint(10000, 99999)}\nVehicle: KDA 418M Toyota Fielder\n"
            f"Mileage: {r.randint(148000, 171000)} km\nEngine oil, oil filter, air filter, brake pads front\nTotal: "
            f"{_kes(r, 14_000, 26_000)}\nNext service at +5,000 km")


def t_choir_rota(r, dt):
    wk = [(dt + timedelta(days=7 * i)) for i in range(4)]
    songs = ["Yesu Ni Wangu", "Nearer My God to Thee", "Mungu Ni Mwema", "Tenda Wema", "Ngai Ni Mwega",
             "Great Is Thy Faithfulness", "Baba Twakushukuru", "Bwana Ni Mchungaji Wangu"]
    body = "\n".join(f"{d:%d %b}: {r.choice(songs)} / {r.choice(songs)} (offertory)" for d in wk)
    return (f"St. Philip's ACK Kilimani - Choir song rota {dt:%B %Y}\n{body}\nRehearsals: Thursday 6 p.m. "
            "and Saturday 3 p.m. Choirmaster: Samuel Odhiambo.")


def t_choir_contrib(r, dt):
    rows = ["Name,Monthly contribution,Uniform fund,Harambee pledge,Paid"]
    for _ in range(12):
        rows.append(f"{_who(r)},200,{r.choice([0, 500, 1000])},{r.choice([0, 1000, 2000, 5000])},"
                    f"{r.choice(['Yes', 'Yes', 'Partial', 'No'])}")
    return f"St. Philip's choir contributions book {dt:%b %Y}\n" + "\n".join(rows) + "\n"


def t_choir_minutes(r, dt):
    return (f"ST. PHILIP'S ACK CHURCH CHOIR - MEMBERS' MEETING {dt:%d/%m/%Y}\n\n1. Opening prayer by the "
            "chaplain.\n2. New uniforms: purple robes quoted at KES 4,800 each by Gikomba tailor; members to pay "
            "in three instalments.\n3. Choir trip to the Diocesan music festival in Machakos - registration fee "
            "KES 3,000.\n4. Treasurer (W. Kamau): balance in the choir account "
            f"{_kes(r, 20_000, 90_000)}.\n5. AOB: welcome new tenors.")


def t_sheet(title):
    def f(r, dt):
        return (f"{title}\nSATB arrangement - St. Philip's ACK Choir\nKey: {r.choice(['G', 'D', 'F', 'E flat'])}  "
                f"Time: {r.choice(['4/4', '3/4', '6/8'])}\n\nSoprano: d m s s | l s m - |\nAlto: d d m m | f m d - |\n"
                "Tenor: m s d' d' | d' d' s - |\nBass: d d d d | f d d - |\n\nVerse 1 ... Chorus ...")
    return f


def t_research(title, body):
    def f(r, dt):
        return f"{title}\n\n{body}\n\nKeywords: foundational literacy, early grade reading, Kenya, Kiswahili"
    return f


def t_recipe(name, body):
    def f(r, dt):
        return f"{name}\n\n{body}"
    return f


def t_mba(kind):
    def f(r, dt):
        if kind == "thesis":
            return ("STRATHMORE BUSINESS SCHOOL - EXECUTIVE MBA\nStrategic Management Project\nTitle: Financial "
                    "sustainability of local education NGOs in Kenya after donor exit\nStudent: Wanjiru Kamau, EMBA "
                    "Class of 2019\nSupervisor: Dr. P. Ngugi\nSubmitted: May 2019")
        if kind == "fees":
            return ("STRATHMORE UNIVERSITY - Fee statement\nStudent: Wanjiru Kamau  Programme: Executive MBA (2017-2019)\n"
                    f"Module {r.randint(3, 8)} fees: KES 412,500.00\nPaid: KES 412,500.00  Balance: 0.00")
        if kind == "assign":
            return ("EMBA - Corporate Finance - Group assignment 3\nGroup 4: W. Kamau, D. Mbae, S. Koech, A. Hirsi\n"
                    "Case: Safaricom M-PESA capital budgeting\nNPV at 14% WACC ... IRR ... recommendation")
        return ("STRATHMORE BUSINESS SCHOOL\nThis is to certify that WANJIRU KAMAU has completed the Executive "
                "Master of Business Administration. Conferred at the graduation ceremony, June 2019.")
    return f


def t_readworld(kind):
    def f(r, dt):
        if kind == "contract":
            return ("READWORLD INTERNATIONAL - Kenya Country Office\nEmployment contract\nEmployee: Wanjiru Kamau\n"
                    "Position: Country Literacy Lead (Grade P4)\nDuty station: Nairobi, Westlands\nStart: 1 March 2014\n"
                    "Annual salary: KES 3,060,000 gross\nNotice: one month")
        if kind == "resign":
            return ("Wanjiru Kamau\nNairobi, 30 March 2018\n\nThe Country Director\nReadWorld International\n\n"
                    "RE: RESIGNATION\nI hereby give one month's notice of resignation from the position of Country "
                    "Literacy Lead, effective 30 April 2018, to take up the role of Executive Director at Soma "
                    "Pamoja Trust. Thank you for seven wonderful years.\n\nWanjiru Kamau")
        if kind == "appraisal":
            return ("READWORLD INTERNATIONAL - Annual performance appraisal 2016\nStaff: Wanjiru Kamau\n"
                    "Rating: Exceeds expectations\nHighlights: EGRA baseline in 120 schools in Kisumu and Siaya; "
                    "teacher coaching model adopted by the county.")
        if kind == "cert":
            return ("CERTIFICATE OF SERVICE\nThis is to certify that Wanjiru Kamau worked for ReadWorld "
                    "International in Kenya from 1 March 2011 to 30 April 2018, last as Country Literacy Lead.\n"
                    "Human Resources, ReadWorld International")
        return ("READWORLD INTERNATIONAL - Kenya\nQuarterly programme report Q3 2017\nLiteracy Boost programme, "
                "Kisumu and Siaya: 120 schools, 41,000 learners, 380 teachers coached.\nPrepared by W. Kamau")
    return f


def t_trip(kind):
    def f(r, dt):
        if kind == "diani":
            return ("BAOBAB BEACH RESORT - DIANI\nBooking confirmation DN-" f"{r.randint(10000, 99999)}\n"
                    "Guest: Wanjiru Kamau + 2 children\nCheck in 22 Dec 2024, check out 27 Dec 2024\nFamily room, "
                    "half board\nTotal: KES 148,500.00 (paid)")
        if kind == "sgr":
            return ("KENYA RAILWAYS - MADARAKA EXPRESS e-ticket\nNairobi Terminus - Mombasa Terminus\n"
                    f"Passengers: Wanjiru Kamau, Amani Wairimu, Baraka Kamau\nDate: {_d(dt)} 08:00\nEconomy x3: "
                    "KES 4,500.00\nBooking ref: " f"{r.randint(10**7, 10**8)}")
        return ("Mombasa Easter 2023 - plan\nTravel: SGR Thursday morning\nStay: Aunt Wambui's flat, Nyali\n"
                "Fort Jesus, Haller Park, Mama Ngina Drive - viazi karai!\nBudget KES 40,000")
    return f


RESEARCH = [
    ("Uwezo Kenya - Are Our Children Learning 2015", "Uwezo household-based assessment of literacy and numeracy. "
     "Only three in ten Grade 3 children could do Grade 2 work. Gaps between counties are wide; children in "
     "arid counties lag furthest."),
    ("Piper, Destefano, Kinyanjui, Ong'ele - Scaling up successfully: lessons from Kenya's Tusome national "
     "literacy program (2018)", "Tusome combined structured teacher guides, one book per child and "
     "curriculum support officers' coaching with tablets. Effects on oral reading fluency in English and "
     "Kiswahili were large at national scale."),
    ("Teaching at the Right Level - evidence review", "Grouping children by learning level rather than by grade "
     "for part of the day, with simple activities, produced large gains in basic reading in India and Zambia."),
    ("Learning Poverty brief - Kenya", "Learning poverty: the share of 10-year-olds who cannot read and understand "
     "a simple text. Kenya's rate is lower than the Sub-Saharan average but remains high in some regions."),
    ("After-school reading clubs and reading motivation - a systematic review", "Out-of-school-time reading "
     "programmes show modest positive effects on fluency; effects depend on dosage, facilitator training and "
     "book access."),
    ("EGRA toolkit second edition (RTI International)", "The Early Grade Reading Assessment measures letter sound "
     "knowledge, decoding of invented words, oral reading fluency and comprehension. Adaptation to Kiswahili "
     "requires syllable-based subtasks."),
    ("Mother tongue and bilingual literacy in East Africa", "Children learn to read fastest in a language they "
     "speak; transition to English is smoother after strong first-language literacy."),
]
RECIPES = [
    ("Pilau ya nyama", "Viungo: nyama ya ng'ombe 1kg, mchele wa pishori vikombe 3, vitunguu 3, kitunguu saumu, "
     "tangawizi, pilau masala vijiko 2, mdalasini, karafuu.\n1. Chemsha nyama na chumvi.\n2. Kaanga vitunguu "
     "hadi viwe kahawia, ongeza masala.\n3. Ongeza mchele na supu ya nyama, pika kwa moto mdogo dakika 25."),
    ("Mandazi (Mum's recipe)", "Ingredients: 4 cups flour, 1/2 cup sugar, 1 tbsp yeast, 1 cup coconut milk, "
     "1/2 tsp cardamom, 1 egg.\nKnead, rest 1 hour, roll and cut into triangles, deep fry until golden."),
    ("Githeri special", "Maize and beans boiled overnight, fried with onions, tomatoes, carrots and dhania. "
     "Add potatoes and a little royco. Serves 6."),
    ("Mukimo", "Potatoes, green peas, maize, pumpkin leaves (or spinach) mashed together with a little butter. "
     "Serve with beef stew. From Cucu's kitchen in Kangema."),
    ("Chapati - soft layers", "3 cups flour, salt, sugar, warm water, oil. Knead 10 min, rest 30 min, roll, oil "
     "and coil, roll again, cook on a hot pan both sides."),
    ("Sukuma wiki na nyanya", "Kale shredded finely, onions, tomatoes, a pinch of salt. Fry onions, add tomatoes, "
     "add sukuma last and cook 3 minutes only."),
]
STORYBOOKS = [("Sungura Mjanja", "Sungura alikuwa mjanja sana. Siku moja alikutana na Fisi njiani..."),
              ("Kuku na Mwewe", "Zamani za kale Kuku na Mwewe walikuwa marafiki wakubwa..."),
              ("Safari ya Zawadi", "Zawadi aliamka mapema kwenda sokoni na bibi yake..."),
              ("Mti wa Mwembe", "Nyuma ya shule yetu kuna mti mkubwa wa mwembe..."),
              ("Tembo Mdogo", "Tembo mdogo hakuweza kunywa maji kwa mkonga wake..."),
              ("Paka na Panya", "Paka alikuwa na njaa, na panya alikuwa mjanja...")]
GOSPEL = [("Hakuna Mungu Kama Wewe", "Reuben Kigame"), ("Yesu Ni Wangu", "Rose Muhando"),
          ("Wewe Ni Mungu", "Mercy Masika"), ("Mungu Ni Mwema", "Emmy Kosgei"),
          ("Nitakuabudu", "Christina Shusho"), ("Tenda Wema", "Angela Chibalonza")]
BENGA = [("Kamau Niwe Ndaguire", "Daniel Kamau DK"), ("Safari Ya Bamba", "D.O. Misiani"),
         ("Nduri Ya Ngai", "Joseph Kamaru"), ("Cecilia", "John Ng'ang'a"), ("Mwendwa Wakwa", "Kakai Kilonzo"),
         ("Wendo Ni Muthuri", "Queen Jane")]


def _ago(y: int, m: int, d: int) -> float:
    return (NOW.replace(tzinfo=None) - datetime(y, m, d, 12)).days + 0.5


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
    SP = "Soma Pamoja"

    # ------------------------------------------------------------ My Drive/Soma Pamoja (Areas)
    sp = "My Drive/Soma Pamoja"
    for y, m, d in ((2023, 3, 18), (2023, 6, 24), (2023, 9, 30), (2023, 12, 9), (2024, 3, 16), (2024, 6, 22),
                    (2024, 11, 30), (2025, 3, 22), (2025, 6, 28), (2025, 9, 27), (2025, 12, 6), (2026, 3, 21),
                    (2026, 5, 23)):
        q = (m - 1) // 3 + 1
        ext = "docx" if (y, m) >= (2025, 1) else r.choice(["docx", "pdf"])
        add(f"{sp}/Board/Minutes/{y}/Board minutes Q{q} {y}.{ext}", A, SP, _ago(y, m, d) - r.randint(2, 12), t_minutes)
    add(f"{sp}/Board/Resolutions/Resolution 2025-03 bank signatories.pdf", A, SP, _ago(2025, 3, 24), t_resolution)
    add(f"{sp}/Board/Board papers May 2026/ED report May 2026.docx", A, SP, 10, t_minutes)
    add(f"{sp}/Board/Board papers May 2026/Finance report Q1 2026.xlsx", A, SP, 11, t_bva)
    add(f"{sp}/Board/Board papers May 2026/Risk register 2026.xlsx", A, SP, 12,
        "Risk;Likelihood;Impact;Owner;Mitigation\nDonor concentration (2 funders > 70% income);High;High;ED;"
        "Wellspring proposal, local giving\nTeachers' strike closes schools;Medium;Medium;PM;Community venues\n"
        "Safeguarding incident in a club;Low;High;ED;Training, code of conduct, reporting line\n"
        "Late SHIF/PAYE remittance penalties;Low;Medium;FAO;Calendar reminders by the 9th")

    dm = f"{sp}/Donors/Mwanga Trust"
    add(f"{dm}/Mwanga Trust grant agreement 2025-2027 signed.pdf", A, SP, _ago(2025, 1, 20),
        t_grant_agreement("Mwanga Trust", "KES 18,400,000", "1 January 2025 - 31 December 2027"))
    add(f"{dm}/Reports/Mwanga narrative report H1 2025.docx", A, SP, _ago(2025, 7, 28), t_donor_report("MWANGA TRUST"))
    add(f"{dm}/Reports/Mwanga narrative report H2 2025 FINAL.docx", A, SP, _ago(2026, 1, 30), t_donor_report("MWANGA TRUST"))
    add(f"{dm}/Reports/Mwanga financial report 2025.xlsx", A, SP, _ago(2026, 1, 29), t_bva)
    add(f"{dm}/Tranche 3 request letter.docx", A, SP, _ago(2026, 2, 4),
        "Soma Pamoja Trust\n\nThe Grants Manager, Mwanga Trust\n\nRE: REQUEST FOR RELEASE OF TRANCHE 3 (2026)\n"
        "Following approval of our H2 2025 reports we request release of KES 6,100,000 for January-June 2026.\n\n"
        "Wanjiru Kamau, Executive Director")
    db = f"{sp}/Donors/Beacon Hill Foundation"
    add(f"{db}/BHF grant agreement 2024-2026.pdf", A, SP, _ago(2024, 2, 12),
        t_grant_agreement("Beacon Hill Foundation", "USD 120,000", "1 March 2024 - 28 February 2026"))
    add(f"{db}/BHF no-cost extension approval to Dec 2026.pdf", A, SP, _ago(2026, 1, 14),
        "BEACON HILL FOUNDATION\n\nDear Wanjiru,\n\nWe approve the no-cost extension of grant BHF-2024-33 to 31 "
        "December 2026 and the revised workplan for the Machakos clubs. Reporting dates are unchanged.\n\n"
        "Kind regards,\nTom Hargreaves, Program Director")
    add(f"{db}/Reports/BHF interim report Aug 2025.docx", A, SP, _ago(2025, 8, 30), t_donor_report("BEACON HILL FOUNDATION"))
    add(f"{db}/Reports/BHF interim report Feb 2026.docx", A, SP, _ago(2026, 2, 27), t_donor_report("BEACON HILL FOUNDATION"))
    add(f"{db}/Reports/BHF budget vs actual Feb 2026.xlsx", A, SP, _ago(2026, 2, 26), t_bva)

    pf = f"{sp}/Finance"
    for mth in range(1, 6):
        add(f"{pf}/Payroll/2026/Payroll_{datetime(2026, mth, 1):%b}_2026.xlsx", A, SP, _ago(2026, mth, 25), t_payroll)
    add(f"{pf}/Payroll/2025/Payroll_Dec_2025.xlsx", A, SP, _ago(2025, 12, 22), t_payroll)
    add(f"{pf}/Payroll/2025/payslips_export_2025-11.csv", A, SP, _ago(2025, 11, 26), t_payslip_csv)
    for mth in (2, 3, 4):
        add(f"{pf}/Statutory/NSSF/NSSF receipt {datetime(2026, mth, 1):%B} 2026.pdf", A, SP, _ago(2026, mth + 1, 7), t_nssf)
        add(f"{pf}/Statutory/SHIF/SHIF {mth:02d}-2026.pdf", A, SP, _ago(2026, mth + 1, 8), t_shif)
        add(f"{pf}/Statutory/PAYE/P10 acknowledgement {datetime(2026, mth, 1):%b} 2026.pdf", A, SP, _ago(2026, mth + 1, 9), t_p10)
    add(f"{pf}/Statutory/Housing Levy/AHL {datetime(2026, 4, 1):%B} 2026.pdf", A, SP, _ago(2026, 5, 8), t_housing_levy)
    add(f"{pf}/Statutory/NHIF (old)/NHIF byproduct Jul 2024.pdf", A, SP, _ago(2024, 8, 8), t_nhif)
    add(f"{pf}/Statutory/NHIF (old)/NHIF byproduct Sep 2024.pdf", A, SP, _ago(2024, 10, 8), t_nhif)
    add(f"{pf}/Statutory/remittance calendar.xlsx", A, SP, 160,
        "Remittance;Due;Portal;Who\nPAYE (P10);9th of following month;iTax;Faith\nNSSF;9th;NSSF self service;Faith\n"
        "SHIF;9th;SHA portal;Faith\nHousing Levy;9th;iTax;Faith\nNITA;9th;NITA portal;Faith")

    au = f"{sp}/Audit"
    add(f"{au}/FY2025/Engagement letter FY2025 - Mwangi Otieno.pdf", A, SP, _ago(2026, 2, 16), t_audit_engagement)
    add(f"{au}/FY2025/Trial balance 31.12.2025.csv", A, SP, _ago(2026, 3, 30), t_trial_balance)
    add(f"{au}/FY2025/Management letter FY2025 draft.docx", A, SP, _ago(2026, 5, 19), t_mgmt_letter)
    add(f"{au}/FY2024/Audited financial statements FY2024 signed.pdf", A, SP, _ago(2025, 5, 30),
        "SOMA PAMOJA TRUST\nREPORT OF THE TRUSTEES AND AUDITED FINANCIAL STATEMENTS\nFOR THE YEAR ENDED 31 DECEMBER 2024\n"
        "Auditors: Mwangi Otieno & Associates, Certified Public Accountants\nOpinion: unqualified\nTotal income KES "
        "27,480,115; total expenditure KES 26,902,330; accumulated fund KES 4,118,907")

    of = f"{sp}/Office"
    add(f"{of}/Lease Amani Court Suite 2B 2025-2030.pdf", A, SP, _ago(2025, 3, 28), t_lease)
    add(f"{of}/Rent invoices/KH rent Q2 2026.pdf", A, SP, _ago(2026, 4, 3), t_rent_invoice)
    add(f"{of}/Rent invoices/KH rent Q1 2026.pdf", A, SP, _ago(2026, 1, 4), t_rent_invoice)
    add(f"{of}/Utilities/Safaricom fibre Apr 2026.pdf", A, SP, _ago(2026, 5, 2), t_office_bill)
    add(f"{of}/Office asset register.xlsx", A, SP, 75,
        "Tag;Item;Bought;Funded by;Location\nSP-IT-01;HP ProBook laptop;2025-02;Mwanga Trust;ED\n"
        "SP-IT-02;HP ProBook laptop;2025-02;Mwanga Trust;PM\nSP-IT-03;Epson scanner-printer;2023-06;Elimu Fund;Office\n"
        "SP-VH-01;Toyota Probox KCX 220T;2022-09;Beacon Hill;Driver")

    rg = f"{sp}/Registration"
    add(f"{rg}/NGO Board annual return 2024.pdf", A, SP, _ago(2025, 3, 27), t_annual_return)
    add(f"{rg}/NGO Board annual return 2025.pdf", A, SP, _ago(2026, 3, 25), t_annual_return)
    add(f"{rg}/PBORA transition notice.pdf", A, SP, _ago(2024, 6, 10), t_pbo_notice)
    add(f"{rg}/Certificate of registration 2016.pdf", A, SP, 3050,
        "NGOs CO-ORDINATION BOARD\nCERTIFICATE OF REGISTRATION\nThis is to certify that SOMA PAMOJA TRUST has this day "
        "been registered under Section 10 of the Non-Governmental Organizations Co-ordination Act.\nDated 12 "
        "September 2016")

    pg = f"{sp}/Programme"
    for i, (y, m) in enumerate(((2026, 2), (2026, 3), (2026, 5))):
        add(f"{pg}/Attendance/club_attendance_{y}-{m:02d}.csv", A, SP, _ago(y, m, 27) if m < 5 else 4, t_attendance)
    add(f"{pg}/Assessments/ORF_Term1_2026.csv", A, SP, _ago(2026, 4, 10), t_assessment)
    add(f"{pg}/Assessments/ORF_Term3_2025.csv", A, SP, _ago(2025, 11, 14), t_assessment)
    add(f"{pg}/Training/Facilitator refresher May 2026 programme.docx", A, SP, 24, t_training)
    add(f"{pg}/Training/Facilitator refresher Aug 2025 programme.docx", A, SP, _ago(2025, 8, 2), t_training)
    add(f"{pg}/Club visits this week.eml", A, SP, 8, t_staff_mail)
    add(f"{pg}/Safeguarding policy 2024.pdf", A, SP, _ago(2024, 4, 15),
        "SOMA PAMOJA TRUST - CHILD SAFEGUARDING POLICY (revised 2024)\nAll staff and club facilitators sign the code "
        "of conduct. No facilitator shall be alone with a child in a closed room. Concerns are reported to the "
        "Designated Safeguarding Lead within 24 hours.")

    cp = "Documents/orf_dashboard"
    add(f"{cp}/pyproject.toml", A, SP, 62, '[project]\nname = "orf-dashboard"\nversion = "0.2.0"\ndescription = '
        '"Termly oral reading fluency summaries for Soma Pamoja reading clubs"\nrequires-python = ">=3.10"\n'
        'dependencies = ["pandas>=2.0", "matplotlib"]\n')
    add(f"{cp}/README.md", A, SP, 62, "# orf-dashboard\n\nSummarises the termly ORF assessment exports of the Soma "
        "Pamoja reading clubs (Kiswahili and English cwpm) by school, county and grade, for board and donor "
        "reports.\n\n    python -m orf_dashboard.summary data/ORF_Term1_2026.csv\n\nWritten by Kevin (volunteer, 2025).\n")
    add(f"{cp}/orf_dashboard/__init__.py", A, SP, 140, '"""Soma Pamoja ORF dashboard."""\n__version__ = "0.2.0"\n')
    add(f"{cp}/orf_dashboard/summary.py", A, SP, 62,
        "import sys\n\nimport pandas as pd\n\nBENCHMARK_KIS = 45  # correct words per minute, Grade 3 Kiswahili\n\n\n"
        "def summarise(path):\n    df = pd.read_csv(path)\n    df['at_benchmark'] = df.orf_kiswahili_cwpm >= BENCHMARK_KIS\n"
        "    return df.groupby(['school', 'grade']).agg(n=('learner_id', 'count'),\n"
        "        kis=('orf_kiswahili_cwpm', 'mean'), eng=('orf_english_cwpm', 'mean'), pct=('at_benchmark', 'mean'))\n\n\n"
        "if __name__ == '__main__':\n    print(summarise(sys.argv[1]).round(1).to_string())\n")
    add(f"{cp}/data/ORF_Term1_2026.csv", A, SP, 48, t_assessment)

    # ------------------------------------------------------------ Projects: Wellspring proposal, Nakuru launch
    wp = f"{sp}/Proposals/Wellspring 2027-2029"
    add(f"{wp}/Concept note Wellspring - approved.pdf", P, SP, _ago(2026, 3, 12), t_concept_note)
    add(f"{wp}/Wellspring_call_guidelines_2026.pdf", P, SP, _ago(2026, 2, 20),
        "WELLSPRING FOUNDATION FOR LEARNING\nAfrica Literacy Window 2026 - Guidelines for full proposals\n"
        "Eligible: registered non-profits with audited accounts for two years.\nGrant size: USD 300,000-500,000 "
        "over three years.\nFull proposals by invitation only; deadline 17 July 2026, 17:00 CET.")
    for v, age in ((1, 58), (2, 37), (3, 16)):
        add(f"{wp}/Narrative/Wellspring_narrative_v{v}.docx", P, SP, age, t_narrative(v))
    add(f"{wp}/Narrative/Wellspring_narrative_v3_final.docx", P, SP, 6, t_narrative("3 final"))
    add(f"{wp}/Narrative/Wellspring_narrative_v4 (Prof Mutua comments).docx", P, SP, 2, t_narrative("4 EM"))
    add(f"{wp}/Budget/Wellspring_budget_v1.xlsx", P, SP, 44, t_wellspring_budget)
    add(f"{wp}/Budget/Wellspring_budget_v2 FW.xlsx", P, SP, 9, t_wellspring_budget)
    add(f"{wp}/Logframe_Wellspring_template.xlsx", P, SP, 13, t_logframe)
    add(f"{wp}/Theory of change.docx", P, SP, 30, t_toc)
    add(f"{wp}/Letters of support/CDE Kiambu support letter signed.pdf", P, SP, 20,
        t_support_letter("County Director of Education, Kiambu", "MINISTRY OF EDUCATION - STATE DEPARTMENT FOR BASIC EDUCATION",
                         "Office of the County Director of Education, Kiambu County"))
    add(f"{wp}/Letters of support/Machakos support letter DRAFT for signature.docx", P, SP, 17,
        t_support_letter("County Director of Education, Machakos", "MINISTRY OF EDUCATION",
                         "Office of the County Director of Education, Machakos County"))
    add(f"{wp}/Attachments/CV Wanjiru Kamau 2026.docx", P, SP, 15, t_cv)
    add(f"{wp}/Attachments/Audited FS FY2024.pdf", P, SP, 40,
        "SOMA PAMOJA TRUST - AUDITED FINANCIAL STATEMENTS FY2024 (copy for Wellspring Foundation attachment)\n"
        "Auditors: Mwangi Otieno & Associates. Opinion: unqualified.")
    add(f"{wp}/Correspondence/RE Full proposal - clarifications.eml", P, SP, 26, t_po_mail)
    add(f"{wp}/checklist.md", P, SP, 3, t_proposal_checklist)

    nk = f"{sp}/Nakuru expansion 2026"
    for i, s in enumerate(NAKURU[:5]):
        add(f"{nk}/Site visits/{s} - visit notes.docx", P, SP, 30 - 3 * i, t_site_visit(s))
    add(f"{nk}/Nakuru school shortlist.xlsx", P, SP, 9,
        "School;Sub-county;Enrolment G3-6;Head teacher keen;Cohort\n" + "\n".join(
            f"{s};{r.choice(['Njoro', 'Gilgil', 'Nakuru Town East', 'Naivasha'])};{r.randint(280, 640)};"
            f"{r.choice(['Yes', 'Yes', 'Maybe'])};{r.choice([1, 1, 2])}" for s in NAKURU))
    add(f"{nk}/MOU/MOU CDE Nakuru - Soma Pamoja DRAFT v2.docx", P, SP, 7, t_mou)
    add(f"{nk}/MOU/MOU CDE Nakuru - Soma Pamoja DRAFT v1.docx", P, SP, 35, t_mou)
    add(f"{nk}/MOU/Intro letter to CDE Nakuru.pdf", P, SP, 70,
        "SOMA PAMOJA TRUST\n\nThe County Director of Education\nNakuru County\n\nRE: INTRODUCTION AND REQUEST TO "
        "ESTABLISH READING CLUBS IN NAKURU COUNTY\nWe request a meeting to present our after-school reading club "
        "model and to agree on a memorandum of understanding.\n\nWanjiru Kamau, Executive Director")
    add(f"{nk}/Launch budget Nakuru.xlsx", P, SP, 12, t_nakuru_budget)
    add(f"{nk}/Launch plan.md", P, SP, 5, t_nakuru_plan)
    add(f"{nk}/Recruitment/Facilitator advert Nakuru.pdf", P, SP, 6, t_facilitator_ad)
    add(f"{nk}/Recruitment/applicants.csv", P, SP, 1, "name,phone,location,kcse_grade,good_conduct\n" + "\n".join(
        f"{_who(r)},07{r.randint(10, 99)}xxx{r.randint(100, 999)},{r.choice(['Njoro', 'Gilgil', 'Lanet', 'Mai Mahiu'])},"
        f"{r.choice(['B', 'C+', 'B-', 'C+', 'A-'])},{r.choice(['yes', 'pending'])}" for _ in range(9)) + "\n")
    for i in range(8):
        photo(f"Pictures/Nakuru site visits May 2026/IMG_202605{10 + i:02d}_{r.randint(100000, 165959)}.jpg",
              P, SP, 22 - i)

    # ------------------------------------------------------------ Archive: Elimu Fund, Naivasha retreat
    ef = f"{sp}/Donors/Elimu Fund (closed 2025)"
    add(f"{ef}/EFA grant agreement 2023-2025.pdf", X, SP, _ago(2023, 1, 16),
        t_grant_agreement("Elimu Fund for Africa", "KES 14,700,000", "1 January 2023 - 31 December 2025"))
    add(f"{ef}/Reports/EFA annual report 2023.docx", X, SP, _ago(2024, 1, 29), t_elimu_report)
    add(f"{ef}/Reports/EFA annual report 2024.docx", X, SP, _ago(2025, 1, 30), t_elimu_report)
    add(f"{ef}/Reports/EFA final narrative report 2023-2025.pdf", X, SP, _ago(2026, 2, 24), t_elimu_final)
    add(f"{ef}/Reports/EFA final financial report.xlsx", X, SP, _ago(2026, 2, 23), t_elimu_fin)
    add(f"{ef}/EFA close-out letter.pdf", X, SP, _ago(2026, 3, 18), t_elimu_closeout)
    add(f"{ef}/Endline/endline_orf_2025.csv", X, SP, _ago(2025, 11, 20), t_assessment)
    rt = f"{sp}/Staff retreat Naivasha 2024"
    add(f"{rt}/Retreat programme.docx", X, SP, _ago(2024, 8, 5), t_retreat)
    add(f"{rt}/Lodge invoice 24-0817.pdf", X, SP, _ago(2024, 8, 17), t_retreat_invoice)
    add(f"{rt}/Retreat report and action points.docx", X, SP, _ago(2024, 9, 2), t_retreat_report)
    add(f"{rt}/Retreat budget.xlsx", X, SP, _ago(2024, 7, 20),
        "Item;Budget (KES);Actual (KES)\nLodge full board;240,000;232,000\nConference room;30,000;30,000\n"
        "Facilitator fee;35,000;26,400\nTransport (van hire);25,000;24,000\nTOTAL;330,000;312,400")
    for i in range(6):
        photo(f"Pictures/Naivasha retreat 2024/DSC_{4410 + i * 7}.JPG", X, SP, _ago(2024, 8, 15) - i % 2)

    # ------------------------------------------------------------ her own Areas
    fn = "Documents/Personal/Finance"
    for y, m in ((2026, 1), (2026, 3), (2026, 4), (2026, 5)):
        add(f"{fn}/M-PESA/MPESA_Statement_{y}-{m:02d}.pdf", A, "Finance", max(_ago(y, m, 28) - 3, 1), t_mpesa)
    for y in (2022, 2023, 2024, 2025):
        add(f"{fn}/KRA/iTax return {y} acknowledgement.pdf", A, "Finance", _ago(y + 1, 6, 20 - (y % 4)) if y < 2025 else 12, t_itax)
    add(f"{fn}/KRA/P9 2025 Soma Pamoja.pdf", A, "Finance", _ago(2026, 2, 10), t_p9)
    add(f"{fn}/KRA/P9 2024 Soma Pamoja.pdf", A, "Finance", _ago(2025, 2, 12), t_p9)
    for y, m in ((2025, 9), (2025, 12), (2026, 3)):
        add(f"{fn}/Sacco/Tujenge loan statement {y}-{m:02d}.pdf", A, "Finance", _ago(y, m, 30), t_sacco)
    add(f"{fn}/Sacco/Loan application form - development loan.pdf", A, "Finance", _ago(2025, 7, 25),
        "TUJENGE SACCO SOCIETY LTD - LOAN APPLICATION\nMember: Wanjiru Kamau (0458)\nLoan type: Development\n"
        "Amount applied: KES 1,200,000  Period: 48 months\nDeposits: KES 512,300 (3x rule satisfied)\n"
        "Guarantors: Mary Akinyi (0211), Ruth Wairimu (0377), Esther Mbithe (0402)")
    for y, m in ((2026, 3), (2026, 4)):
        add(f"{fn}/Bank/NCBA statement {y}-{m:02d}.pdf", A, "Finance", _ago(y, m, 30), t_bank)
    add(f"{fn}/Chama/Inuka contributions 2026.csv", A, "Finance", 15, t_chama)
    add(f"{fn}/Household budget 2026.xlsx", A, "Finance", 33, t_household_budget)
    add(f"{fn}/Household budget 2024.xlsx", A, "Finance", 520, t_household_budget)

    hl = "Documents/Personal/Health"
    add(f"{hl}/Mum/Kiriaini bill Feb 2026.pdf", A, "Health", _ago(2026, 2, 21), t_hospital_bill)
    add(f"{hl}/Mum/Murang'a Referral discharge Sep 2025.pdf", A, "Health", _ago(2025, 9, 12), t_hospital_bill)
    add(f"{hl}/Mum/Prescription Dr Gacheru Apr 2026.pdf", A, "Health", _ago(2026, 4, 16), t_prescription)
    add(f"{hl}/Mum/Cataract quote PCEA Kikuyu.pdf", A, "Health", 28, t_cataract)
    add(f"{hl}/Mum/Mum medical costs 2025-2026.xlsx", A, "Health", 18,
        "Date;Facility;Item;Amount (KES);SHA paid\n2025-09-12;Murang'a Referral;Admission 4 days;64,300;22,000\n"
        "2025-11-03;Murang'a Medical Centre;Review + drugs;7,850;0\n2026-02-21;Kiriaini Mission;Admission;91,200;"
        "27,500\n2026-04-16;Dr Gacheru;Review + drugs;6,400;0")
    add(f"{hl}/SHA registration confirmation.pdf", A, "Health", _ago(2024, 11, 20), t_sha)
    add(f"{hl}/Aga Khan wellness check 2025.pdf", A, "Health", _ago(2025, 10, 8), t_my_checkup)

    sc = "Documents/Personal/Kids school"
    ab, bb = "St. Bakhita Girls' High School", "Githunguri Boys Senior School"
    add(f"{sc}/Amani/Fee structure 2026 St Bakhita.pdf", A, "School", _ago(2026, 1, 3), t_fee_structure(ab, "Amani Wairimu (Form 4)"))
    add(f"{sc}/Baraka/Fee structure 2026 Githunguri.pdf", A, "School", _ago(2026, 1, 6), t_fee_structure(bb, "Baraka Kamau (Grade 10)"))
    for i, age in enumerate((_ago(2026, 1, 8), _ago(2026, 4, 28))):
        add(f"{sc}/Amani/Fee receipt T{1 + i * 1} 2026.pdf", A, "School", age, t_fee_receipt(ab, "Amani Wairimu"))
        add(f"{sc}/Baraka/Fee receipt T{1 + i * 1} 2026.pdf", A, "School", age - 2, t_fee_receipt(bb, "Baraka Kamau"))
    add(f"{sc}/Amani/Report form Term 1 2026.pdf", A, "School", _ago(2026, 4, 5), t_report_form("Amani Wairimu", ab))
    add(f"{sc}/Baraka/Report form Term 1 2026.pdf", A, "School", _ago(2026, 4, 5), t_report_form("Baraka Kamau", bb))
    add(f"{sc}/Baraka/Report form Term 3 2025.pdf", A, "School", _ago(2025, 11, 21), t_report_form("Baraka Kamau", "Kiambu Junior School"))
    add(f"{sc}/Baraka/Academic clinic letter.pdf", A, "School", 19, t_school_letter)
    add(f"{sc}/School fees tracker.xlsx", A, "School", 31,
        "Term;Amani (St Bakhita);Baraka (Githunguri);Paid;Balance\nT1 2026;28,450;26,900;55,350;0\n"
        "T2 2026;20,300;19,800;30,000;10,100\nT3 2026;14,200;13,600;0;27,800")

    ld = "Documents/Personal/Kangema land"
    add(f"{ld}/Official search 1187 - Mar 2026.pdf", A, "Land", _ago(2026, 3, 3), t_land_search)
    add(f"{ld}/Official search 1187 - 2019.pdf", A, "Land", _ago(2019, 8, 14), t_land_search)
    add(f"{ld}/ELC E014 of 2024/Advocate update May 2026.pdf", A, "Land", 9, t_land_letter)
    add(f"{ld}/ELC E014 of 2024/Advocate update Nov 2025.pdf", A, "Land", _ago(2025, 11, 11), t_land_letter)
    add(f"{ld}/ELC E014 of 2024/Fee note Kariuki Ndungu.pdf", A, "Land", _ago(2025, 11, 11),
        "KARIUKI & NDUNG'U ADVOCATES - FEE NOTE No. 2025/311\nClient: Wanjiru Kamau\nMatter: ELC E014 of 2024 - parcel "
        "Loc.2/Kanyenyaini/1187\nAttendance at mention, drawing witness statements: KES 35,000.00\nVAT: KES 5,600.00")
    add(f"{ld}/Chief's letter elders meeting 2021.pdf", A, "Land", _ago(2021, 5, 8), t_chief_letter)
    add(f"{ld}/Land rates 2026.pdf", A, "Land", _ago(2026, 3, 1), t_land_rates)
    add(f"{ld}/Land rates 2025.pdf", A, "Land", _ago(2025, 3, 2), t_land_rates)
    add(f"{ld}/Shamba notes.docx", A, "Land", 40, t_caretaker)

    # ------------------------------------------------------------ her own Projects
    ap = "Documents/Personal/Amani university applications"
    add(f"{ap}/College list.md", P, "School", 4, t_college_list)
    for v, age in ((1, 61), (2, 34), (3, 11)):
        add(f"{ap}/Essays/Common App essay draft {v}.docx", P, "School", age, t_essay(v))
    add(f"{ap}/SAT/SAT score report March 2026.pdf", P, "School", _ago(2026, 4, 2), t_sat)
    add(f"{ap}/SAT/SAT June registration confirmation.pdf", P, "School", 55,
        "College Board - SAT Registration\nStudent: Amani Wairimu Kamau\nTest date: June 6, 2026  Test centre KE011 "
        "Nairobi\nFee paid: USD 68 + international fee USD 43")
    add(f"{ap}/Recommendation request Mr Kiprop.eml", P, "School", 14, t_rec_request)
    add(f"{ap}/Financial aid/CSS profile worksheet.docx", P, "School", 8, t_css)
    add(f"{ap}/Financial aid/Mastercard Foundation Scholars - UBC requirements.pdf", P, "School", 47,
        "Mastercard Foundation Scholars Program at the University of British Columbia\nEligibility: academically "
        "talented students from Sub-Saharan Africa with demonstrated financial need and commitment to giving back.\n"
        "Documents: transcripts, KCSE predicted grades, two references, personal statement.")
    add(f"{ap}/EducationUSA advising notes.docx", P, "School", 90,
        "EducationUSA advising - session 1 (American Corner Nairobi)\nStudent: Amani Wairimu, Form 4\nAdvisor: Mrs. "
        "Otieno\nBuild a balanced list of 10-12 colleges; look at need-blind and meets-full-need schools; start "
        "essays in the holiday; ask teachers for recommendations early in Term 2.")

    kb = "Documents/Personal/Kangema rental units"
    add(f"{kb}/Quotes/Mugo Construction quotation.pdf", P, "Land", _ago(2025, 11, 20),
        t_contractor_quote("MUGO CONSTRUCTION LTD, Kangema", 2_150_000, 2_300_000))
    add(f"{kb}/Quotes/Kangema Builders quotation.pdf", P, "Land", _ago(2025, 11, 24),
        t_contractor_quote("KANGEMA BUILDERS & CIVIL WORKS", 2_400_000, 2_600_000))
    add(f"{kb}/Quotes/Quote comparison.xlsx", P, "Land", _ago(2025, 12, 2),
        "Contractor;Total (KES);Duration;References;Comment\nMugo Construction;2,240,000;6 months;Kiriaini church "
        "hall;CHOSEN\nKangema Builders;2,510,000;7 months;-;expensive\nJ.K. Kariuki (fundi);1,780,000;9 months;"
        "neighbour's house;no insurance, labour only")
    add(f"{kb}/Drawings/Floor plan 4 units rev B.pdf", P, "Land", _ago(2025, 12, 15),
        "ARCH. WAMBUI NDIRANGU - DRAWING A-101 rev B\nProposed residential development, 4 No. one-bedroom units, "
        "plot Loc.2/Kanyenyaini/1187, Kangema\nFloor plan scale 1:100. Unit: living 3.6x4.2, bedroom 3.0x3.3, "
        "kitchen, shower/WC. Roof: gable, G28 iron sheets.")
    add(f"{kb}/BOQ rental units.xlsx", P, "Land", _ago(2025, 12, 18), t_boq)
    add(f"{kb}/County approval MCG-BP-2026.pdf", P, "Land", _ago(2026, 1, 22), t_county_approval)
    add(f"{kb}/Payments tracker.csv", P, "Land", 6, t_construction_budget)
    add(f"{kb}/Progress week 16.eml", P, "Land", 11, t_site_mail)
    add(f"{kb}/Maelekezo kwa fundi - roofing.docx", P, "Land", 4, t_fundi_note)
    for i, age in enumerate((110, 88, 67, 52, 38, 24, 9, 2)):
        dtp = NOW - timedelta(days=age)
        ext = "jpg" if i % 4 else "heic"
        photo(f"Pictures/Kangema construction/IMG_{dtp:%Y%m%d}_{r.randint(70000, 175959):06d}.{ext}", P, "Land", age)

    hm = "Documents/Personal/House"
    for m in (3, 4, 5):
        add(f"{hm}/Rent receipt {datetime(2026, m, 1):%b} 2026.pdf", A, "Home", _ago(2026, m, 3), t_rent)
    add(f"{hm}/Tenancy agreement Kileleshwa 2023.pdf", A, "Home", _ago(2023, 1, 10),
        "TENANCY AGREEMENT\nLandlord: Ashok Patel  Tenant: Wanjiru Kamau\nPremises: House No. 7, Mandera Road Courts, "
        "Kileleshwa, Nairobi\nRent KES 60,000 per month, reviewed annually; deposit two months; water billed by meter.")
    add(f"{hm}/KPLC tokens log.csv", A, "Home", 3, "date,amount,units\n" + "\n".join(
        f"{_d(NOW - timedelta(days=9 * i))},{r.choice([1000, 2000, 3000])},{r.uniform(30, 110):.1f}" for i in range(12)) + "\n")
    add(f"{hm}/Zuku invoice Apr 2026.pdf", A, "Home", 35, t_zuku)
    add(f"{hm}/Mary salary May 2026.txt", A, "Home", 1, t_house_help)
    add("Documents/Personal/Car/ICEA motor renewal 2026.pdf", A, "Car", 20, t_car)
    add("Documents/Personal/Car/Service Auto Express Feb 2026.pdf", A, "Car", _ago(2026, 2, 14), t_car_service)
    add("Documents/Personal/Car/NTSA logbook KDA 418M.pdf", A, "Car", 1400,
        "NATIONAL TRANSPORT AND SAFETY AUTHORITY - Motor vehicle record\nRegistration: KDA 418M  Make: Toyota Fielder "
        "Year 2014  Owner: WANJIRU KAMAU  Engine 1NZ  Colour: silver")

    ch = "My Drive/Choir St Philip's"
    for m in (4, 5, 6):
        add(f"{ch}/Song rota {datetime(2026, m, 1):%B} 2026.docx", A, "Choir", max(_ago(2026, m, 1) + 3, 1), t_choir_rota)
    add(f"{ch}/Contributions book 2026.csv", A, "Choir", 7, t_choir_contrib)
    add(f"{ch}/Contributions book 2025.csv", A, "Choir", 160, t_choir_contrib)
    add(f"{ch}/Members meeting minutes Mar 2026.docx", A, "Choir", _ago(2026, 3, 15), t_choir_minutes)
    add(f"{ch}/Uniform order Gikomba.xlsx", A, "Choir", 52,
        "Name;Size;Robe (purple);Paid\n" + "\n".join(f"{_who(r)};{r.choice(['M', 'L', 'XL'])};1;"
                                                    f"{r.choice(['4,800', '1,600', '3,200'])}" for _ in range(10)))
    for t in ("Mungu Ni Mwema", "Great Is Thy Faithfulness", "Ngai Ni Mwega", "Bwana Ni Mchungaji Wangu"):
        add(f"{ch}/Sheet music/{t} SATB.pdf", R, "Choir", r.randint(100, 900), t_sheet(t))
    for t in ("Mungu Ni Mwema - alto part", "Tenda Wema - full choir"):
        add(f"{ch}/Rehearsal recordings/{t}.mp3", R, "Choir", r.randint(20, 300),
            lambda r, dt, t=t: _id3(r, t, "St. Philip's ACK Choir", "Rehearsals 2026"))

    # ------------------------------------------------------------ Resources
    for title, body in RESEARCH:
        add(f"Documents/Research/{title[:60].rstrip(' -,')}.pdf", R, "Education", r.randint(60, 1500), t_research(title, body))
    add("Documents/Research/reading notes.md", R, "Education", 210, "# Reading notes\n\n- Piper et al: coaching + "
        "teacher guides matter more than tablets\n- TaRL: group by level, 1 hour a day\n- EGRA Kiswahili: syllable "
        "fluency subtask, benchmark ~45 cwpm for Grade 3\n")
    for title, para in STORYBOOKS:
        add(f"Documents/Books/Hadithi za Kiswahili/{title}.epub", R, "Books", r.randint(200, 1100),
            lambda r, dt, t=title, p=para: _epub(t, "African Storybook", "sw", p))
    add("Documents/Books/Ngugi wa Thiong'o - Decolonising the Mind.epub", R, "Books", 1600,
        lambda r, dt: _epub("Decolonising the Mind", "Ngugi wa Thiong'o", "en",
                            "Language carries culture, and culture carries the entire body of values."))
    add("Documents/Books/Chimamanda Adichie - Half of a Yellow Sun.epub", R, "Books", 1300,
        lambda r, dt: _epub("Half of a Yellow Sun", "Chimamanda Ngozi Adichie", "en", "Master was a little crazy..."))
    for title, artist in GOSPEL[:5]:
        add(f"Music/Gospel/{artist} - {title}.mp3", R, "Music", r.randint(100, 2000),
            lambda r, dt, t=title, a=artist: _id3(r, t, a, "Gospel"))
    for title, artist in BENGA[:5]:
        add(f"Music/Benga/{artist} - {title}.mp3", R, "Music", r.randint(100, 2500),
            lambda r, dt, t=title, a=artist: _id3(r, t, a, "Benga Classics"))
    for name, body in RECIPES[:4]:
        add(f"Documents/Recipes/{name}.docx", R, "Cooking", r.randint(90, 1500), t_recipe(name, body))
    for name in ("ZoomInstaller.exe", "GoogleDriveSetup.exe", "vlc-3.0.20-win64.exe", "ChromeSetup.exe"):
        add(f"Downloads/{name}", R, "Software", r.randint(5, 400), lambda r, dt: _blob(r, b"MZ\x90\x00\x03\x00", 2000))
    for i in range(14):
        dtp = NOW - timedelta(days=r.randint(3, 900))
        photo(f"Pictures/Camera Roll/IMG_{dtp:%Y%m%d}_{r.randint(70000, 215959):06d}.jpg", R, "Photos",
              (NOW - dtp).days)
    for i in range(6):
        dtp = NOW - timedelta(days=r.randint(2, 300))
        photo(f"Pictures/WhatsApp Images/IMG-{dtp:%Y%m%d}-WA{i:04d}.jpg", R, "Photos", (NOW - dtp).days)
    for i in range(4):
        dtp = NOW - timedelta(days=r.randint(1, 200))
        photo(f"Pictures/Screenshots/Screenshot {dtp:%Y-%m-%d} {r.randint(80000, 215959):06d}.png", R, "Photos",
              (NOW - dtp).days)

    # ------------------------------------------------------------ Archive: MBA, ReadWorld, past trips
    mb = "Documents/Strathmore EMBA"
    add(f"{mb}/Strategic Management Project FINAL.docx", X, "MBA", _ago(2019, 5, 20), t_mba("thesis"))
    add(f"{mb}/Fee statement module 6.pdf", X, "MBA", _ago(2018, 9, 3), t_mba("fees"))
    add(f"{mb}/Corporate Finance group assignment 3.docx", X, "MBA", _ago(2018, 3, 11), t_mba("assign"))
    add(f"{mb}/Graduation letter.pdf", X, "MBA", _ago(2019, 6, 28), t_mba("cert"))
    ob = "Old laptop backup 2018"
    add(f"{ob}/ReadWorld/HR/Employment contract 2014.pdf", X, "Career", _ago(2014, 2, 20), t_readworld("contract"))
    add(f"{ob}/ReadWorld/HR/Appraisal 2016.docx", X, "Career", _ago(2016, 12, 12), t_readworld("appraisal"))
    add(f"{ob}/ReadWorld/HR/Certificate of service.pdf", X, "Career", _ago(2018, 5, 2), t_readworld("cert"))
    add(f"{ob}/ReadWorld/Reports/Q3 2017 programme report.docx", X, "Career", _ago(2017, 10, 20), t_readworld("report"))
    add(f"{ob}/ReadWorld/Reports/Q4 2017 programme report.docx", X, "Career", _ago(2018, 1, 22), t_readworld("report"))
    for i in range(3):
        photo(f"{ob}/Pictures/Kisumu field visit/DSC0{2231 + i}.JPG", X, "Career", _ago(2017, 7, 12))
    tv = "Documents/Personal/Travel"
    add(f"{tv}/Diani Dec 2024/Baobab booking.pdf", X, "Travel", _ago(2024, 11, 2), t_trip("diani"))
    add(f"{tv}/Diani Dec 2024/SGR tickets.pdf", X, "Travel", _ago(2024, 11, 3), t_trip("sgr"))
    add(f"{tv}/Mombasa Easter 2023/plan.txt", X, "Travel", _ago(2023, 3, 28), t_trip("plan"))
    for i in range(5):
        photo(f"Pictures/Diani Dec 2024/IMG_202412{23 + i % 4}_{r.randint(90000, 185959):06d}.jpg", X, "Travel",
              _ago(2024, 12, 23 + i % 4))

    # ------------------------------------------------------------ chaos: names and folders that say nothing (hard)
    dl, dk, sn, mi, nf = "Downloads", "Desktop", "Scans", "Documents/misc", "New folder"
    chief = ("Notes from call with Prof. Mutua\n- reserves policy: 3 months of operating costs (about KES 6.5m)\n"
             "- Treasurer to present at the Q3 board meeting\n- audit management letter: Faith to clear imprest issues\n"
             "- Soma Pamoja Trust AGM date?")
    hard = [
        (f"{sn}/scan0042.pdf", A, SP, 52, t_nssf), (f"{sn}/scan0043.pdf", A, SP, 68, t_minutes),
        (f"{sn}/scan0051.pdf", A, SP, 420, t_lease), (f"{sn}/scan0044.pdf", A, SP, 600, t_nhif),
        (f"{dl}/document.pdf", A, SP, 80, t_p10), (f"{dl}/document (1).pdf", A, SP, 22, t_shif),
        (f"{dl}/Book1.xlsx", A, SP, 95, t_payroll), (f"{mi}/notes.docx", A, SP, 270, t_training),
        (f"{dk}/untitled.txt", A, SP, 6, chief), (f"{dl}/export.csv", A, SP, 30, t_attendance),
        (f"{dl}/data.csv", A, SP, 160, t_assessment), ("My Drive/Untitled document.docx", A, SP, 10, t_mgmt_letter),
        (f"{dl}/DOC-20260305-WA0007.pdf", A, SP, 88, t_rent_invoice), (f"{dl}/file (4).pdf", A, SP, 64, t_office_bill),
        (f"{nf}/New Microsoft Word Document.docx", A, SP, 700, t_pbo_notice),
        (f"{dk}/New Text Document.txt", P, SP, 5, t_proposal_checklist),
        ("My Drive/Copy of Untitled document.docx", P, SP, 40, t_narrative("2 (copy)")),
        (f"{dl}/DOC-20260412-WA0003.pdf", P, SP, 50,
         t_support_letter("County Director of Education, Kiambu", "MINISTRY OF EDUCATION", "Kiambu County")),
        (f"{mi}/draft.docx", P, SP, 21, t_mou), (f"{sn}/scan0057.pdf", P, SP, 16, t_site_visit(NAKURU[6])),
        (f"{sn}/scan0058.pdf", P, SP, 15, t_site_visit(NAKURU[7])), (f"{dl}/Book2.xlsx", P, SP, 25, t_nakuru_budget),
        ("My Drive/Untitled spreadsheet.xlsx", P, SP, 27, t_logframe), (f"{dk}/notes.txt", P, SP, 3, t_nakuru_plan),
        (f"{dl}/document (4).pdf", P, SP, 82, t_concept_note), (f"{mi}/Document1.docx", P, SP, 8, t_facilitator_ad),
        (f"{nf}/doc1.docx", P, SP, 45, t_toc),
        (f"{dl}/document (5).pdf", X, SP, 74, t_elimu_closeout), (f"{mi}/report.docx", X, SP, 100, t_elimu_final),
        (f"{sn}/scan0019.pdf", X, SP, 650, t_retreat_invoice), (f"{mi}/Book3.xlsx", X, SP, 98, t_elimu_fin),
        (f"{dk}/old/untitled2.txt", X, SP, 630, t_retreat_report),
        (f"{dl}/file.pdf", A, "Finance", 36, t_mpesa), (f"{dl}/export (2).csv", A, "Finance", 70, t_mpesa),
        (f"{sn}/scan0060.pdf", A, "Finance", 150, t_sacco), (f"{dl}/document (7).pdf", A, "Finance", 340, t_itax),
        (f"{mi}/Book1.xlsx", A, "Finance", 120, t_household_budget), (f"{dk}/untitled (2).txt", A, "Finance", 45, t_chama),
        (f"{dl}/DOC-20260110-WA0001.pdf", A, "Finance", 142, t_p9), (f"{nf}/New Text Document.txt", A, "Finance", 58, t_bank),
        (f"{dl}/DOC-20260221-WA0011.pdf", A, "Health", 99, t_hospital_bill), (f"{sn}/scan0061.pdf", A, "Health", 44, t_prescription),
        (f"{dl}/document (8).pdf", A, "Health", 29, t_cataract), (f"{sn}/scan0062.pdf", A, "Health", 250, t_hospital_bill),
        (f"{mi}/scan.pdf", A, "Health", 230, t_my_checkup), (f"{dl}/DOC-20251120-WA0004.pdf", A, "Health", 192, t_sha),
        (f"{dl}/DOC-20260105-WA0002.pdf", A, "School", 147, t_fee_structure(bb, "Baraka Kamau (Grade 10)")),
        (f"{sn}/scan0063.pdf", A, "School", 34, t_fee_receipt(ab, "Amani Wairimu")),
        (f"{sn}/scan0064.pdf", A, "School", 55, t_report_form("Amani Wairimu", ab)),
        (f"{dl}/document (9).pdf", A, "School", 20, t_school_letter),
        (f"{dk}/untitled (3).txt", P, "School", 12, t_college_list), (f"{mi}/Doc2.docx", P, "School", 18, t_essay(2)),
        (f"{dl}/document (10).pdf", P, "School", 58, t_sat),
        ("My Drive/Copy of Untitled document (1).docx", P, "School", 9, t_css),
        (f"{dl}/DOC-20260428-WA0009.pdf", A, "Land", 34, t_land_letter), (f"{sn}/scan0065.pdf", A, "Land", 90, t_land_search),
        (f"{sn}/scan0066.pdf", A, "Land", 1800, t_chief_letter), (f"{dk}/untitled (4).txt", A, "Land", 70, t_caretaker),
        (f"{dl}/DOC-20251118-WA0015.pdf", P, "Land", 195,
         t_contractor_quote("J.K. KARIUKI - FUNDI WA UJENZI (labour only)", 1_700_000, 1_800_000)),
        (f"{dl}/Book4.xlsx", P, "Land", 160, t_boq), (f"{mi}/notes (2).docx", P, "Land", 26, t_fundi_note),
        (f"{sn}/scan0067.pdf", P, "Land", 130, t_county_approval), (f"{dl}/export (3).csv", P, "Land", 14, t_construction_budget),
        (f"{dl}/document (11).pdf", A, "Home", 64, t_zuku), (f"{sn}/scan0068.pdf", A, "Home", 120, t_rent),
        (f"{dl}/DOC-20260302-WA0006.pdf", A, "Car", 91, t_car),
        (f"{dk}/untitled (5).txt", A, "Choir", 16, t_choir_rota), (f"{dl}/document (12).pdf", A, "Choir", 77, t_choir_minutes),
        (f"{sn}/scan0069.pdf", R, "Choir", 300, t_sheet("Tenda Wema")),
        (f"{dl}/document (13).pdf", R, "Education", 400, t_research(*RESEARCH[2])),
        (f"{dl}/download.pdf", R, "Education", 180, t_research(*RESEARCH[4])),
        (f"{mi}/Doc3.docx", R, "Cooking", 500, t_recipe(*RECIPES[4])),
        (f"{dk}/New Text Document (2).txt", R, "Cooking", 260, t_recipe(*RECIPES[5])),
        (f"{ob}/Documents/Document1.docx", X, "Career", _ago(2018, 3, 30), t_readworld("resign")),
        (f"{ob}/Desktop/untitled.txt", X, "Career", _ago(2017, 11, 2), t_readworld("report")),
        (f"{sn}/scan0012.pdf", X, "MBA", 2400, t_mba("cert")), (f"{mi}/Doc4.docx", X, "MBA", 2950, t_mba("assign")),
        (f"{dl}/document (14).pdf", X, "Travel", 560, t_trip("diani")),
    ]
    for rel, b, t, age, content in hard:
        add(rel, b, t, age, content, hard=True)
    # a few named but untidy ones (not hard: the name tells)
    add(f"{dl}/MPESA_Statement_2026-05-30.pdf", A, "Finance", 2, t_mpesa)
    add(f"{dl}/Wellspring_narrative_v3_final (1).docx", P, SP, 6, t_narrative("3 final"))
    add(f"{dk}/Payroll_May_2026.xlsx", A, SP, 6, t_payroll)
    add(f"{dl}/Board minutes Q1 2026.docx", A, SP, 60, t_minutes)

    # ------------------------------------------------------------ Left: unfinished downloads, lock files, system files
    sysb = lambda r, dt: bytes(r.getrandbits(8) for _ in range(300))
    ini = "[.ShellClassInfo]\r\nIconResource=C:\\Program Files\\Google\\Drive File Stream\\drive_fs.ico,0\r\n"
    for rel, age, content in ((f"{dl}/Wellspring_budget_template.xlsx.crdownload", 1, sysb),
                              (f"{dl}/NCBA_statement_May.pdf.part", 2, sysb),
                              (f"{wp}/Narrative/~$llspring_narrative_v4 (Prof Mutua comments).docx", 1, sysb),
                              (f"{fn}/~$usehold budget 2026.xlsx", 33, sysb),
                              ("My Drive/desktop.ini", 300, ini), (f"{dk}/desktop.ini", 700, ini),
                              ("Pictures/Camera Roll/Thumbs.db", 4, sysb), ("Pictures/Kangema construction/Thumbs.db", 2, sysb)):
        add(rel, L, "System", age, content)
    dot(f"{ob}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(60), 2950)
    dot(f"{mi}/.~lock.Book1.xlsx#", b",Wanjiru Kamau,WANJIRU-HP,01.06.2026 09:14,file:///C:/Users/wanji/AppData;", 0.2)
    return items


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as tmp:
        its = build(Path(tmp))
        missing = [i.rel for i in its if not (Path(tmp) / i.rel).is_file()]
        assert not missing, missing
        assert len({i.rel for i in its}) == len(its)
        assert {i.bucket for i in its} <= {"Projects", "Areas", "Resources", "Archive", "Left"}
        ages = [(NOW_S - (Path(tmp) / i.rel).stat().st_mtime) / DAY for i in its]
        assert min(ages) >= 0, min(ages)
        print("files:", len(its), " hard:", sum(i.hard for i in its))
        print("buckets:", dict(Counter(i.bucket for i in its)))
        print("topics:", dict(Counter(i.topic for i in its)))
        print("bucket/topic:", dict(Counter(f"{i.bucket}/{i.topic}" for i in its)))
