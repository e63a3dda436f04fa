"""An eighth labelled corpus: a PhD student's laptop, ``build(root, seed)``, written without reading the classifier.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at the
benchmark scripts, at the bodies of the other placement corpora, or at any placement result: only
``unseen.py``'s docstring, helpers and ``build`` mechanics, the ``Item`` dataclass and the signatures of
``_pdf``, ``_jpeg`` (``corpus.py``), ``_docx``, ``_png`` and ``HEIC_HEAD`` (``blind.py``). The files and
labels are shaped by what this person would have on disk, not by what any code looks for.

The person: Dana Okafor, 29, a fourth-year PhD student in the Department of Molecular Genetics at the
University of Toronto (Feldman Lab, supervisor Prof. Miriam Feldman; committee Dr. Anil Mehta and
Dr. Claire Dubois). Her thesis is on the RNA-binding protein Rbm24 in zebrafish heart regeneration; she
works with cryoinjured adult zebrafish, qPCR, HCR in situ hybridisation, confocal imaging and bulk
RNA-seq analysed in R. She is an international student from Lagos, Nigeria, in Canada on a study permit
(first issued 2022, extended in 2024, valid to 31 December 2026), and plans to apply for a
Post-Graduation Work Permit after her defence, planned for October 2026. She TAs MGY200 in the winter
term, works about 15 hours a week as a barista at Ember & Oat Café on College Street, and tutors three
undergraduates in genetics and biochemistry for $45 an hour. She rents a room in a shared three-bedroom
flat at 88 Markham Street with Priya Raman and Megan Schultz (landlord George Papadakis), splitting the
utilities; on 1 July 2026 she moves to a one-bedroom basement apartment at 17 Shanly Street. Her younger
sister Chioma visits from Lagos in August 2026. She banks with TD, has a Scotiabank student line of credit,
sends money home to her mother Ngozi through Wise, is covered by UHIP and the UTGSU health plan and sees a
physiotherapist for patellofemoral pain in her right knee. Before Toronto she did a BSc and an MSc in
Biochemistry at the University of Lagos (MSc 2019-2021), after a SIWES industrial-training placement at
the Nigerian Institute of Medical Research in 2018; she lived at Graduate House in 2022-23, went to
Montreal with friends in February 2024, and in 2023 wrote a small Python tool that tracked the lab's
reagent stock (finished, handed over to the lab manager). The disk is a Windows laptop with a chaotic
``Downloads/`` and ``Desktop/``, a ``Documents/`` tree with half-made folders (``Documents/stuff``,
``Documents/New Folder``, ``Documents/2023``), ``Documents/Zotero exports``, a ``Code/`` folder with git
repositories, a ``phone dump/`` copied off her old Samsung, unfinished downloads and system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  thesis write-up -- outline, chapters, thesis figures, formatting guidelines, committee comments on
  chapters, the defence timeline and planning, and the ``thesis-analysis`` R repository with its data and
  figures (topic PhD); the talk and poster at the SDB-CSMB joint meeting in Vancouver, 23-27 June 2026 --
  abstract, slides, poster, travel grant, registration, flight, hotel (topic PhD); the Rbm24 paper under
  major revision at *Development* -- decision letter, reviewer comments, response to reviewers, revised
  manuscript, new figure panels (topic PhD); the move to 17 Shanly Street on 1 July 2026 -- listings,
  viewing notes and photos, the rental application and the credit report made for it, movers' quotes,
  notice to the landlord, checklist, utility set-up at the new place (topic Home); Chioma's visit in
  August 2026 -- invitation letter and supporting documents for her visitor visa, itinerary, bookings
  (topic Family). A project's files take the project's topic (the conference hotel is PhD, not Travel).
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. Doctoral
  work in the lab -- lab notebooks and the gel and microscope images filed with them, the lab's working
  protocols, supervisor meeting notes, committee meeting reports, TA contracts, tutorial notes and marks,
  stipend, scholarship and tuition letters, fish-facility matters (PhD); immigration status -- study
  permits, enrolment letters for IRCC, passport, PGWP plans (Immigration); money -- bank and credit-card
  statements, the student line of credit, tax slips and returns, remittances to her mother, budgets
  (Finance); health -- UHIP, UTGSU plan claims, the physio for her knee, clinic and dental (Health); the
  current shared flat -- lease, rent, utilities split with the roommates, tenant insurance, flat emails
  (Home); the café job -- shifts, pay stubs, handbook, food-handler certificate (Job); tutoring --
  clients, invoices, session log, worksheets she wrote for them (Tutoring). A 2023 lab notebook or the
  2024 tax return is still an Area.
- **Resources**: reference and interests kept for their own sake: scientific papers, vendor kit
  protocols and manuals and the Zotero library exports (PhD) -- wherever they sit, even when the thesis
  cites them; R and Python tutorials, cheat sheets and course exercise files (Code); recipes (Cooking);
  ebooks (Books); music files (Music); installers and software archives (Software); photos and
  screenshots (Photos) -- except photos that document a project or an area (apartment-viewing photos,
  thesis and paper figures, notebook gel images, Montreal trip photos take that bucket and topic) and
  everything inside ``phone dump/``.
- **Archive**: finished projects and ended responsibilities: the MSc at the University of Lagos
  (Education); the 2018 SIWES placement at NIMR (Job); the Montreal trip of February 2024 (Travel); the
  ``lab-inventory`` repository of 2023 (Code); the old phone's photo dump (Photos); finished PhD
  one-offs -- the CSMB 2025 poster, the April 2026 lab-retreat talk and the 2024 OGS application (PhD);
  her 2022-23 room at Graduate House (Home).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files and anything inside a dot folder
  (``.DS_Store``, ``.gitignore``, ``.git/``, ``.Rhistory``, ``.~lock...#``) are written but not labelled.

``hard`` marks a file whose name *and* folder say nothing about its subject (``Downloads/document (2).pdf``,
``Desktop/untitled.txt``, ``Documents/stuff/scan_0012.pdf``): only the text inside (.txt, .md, .csv,
.eml, .pdf, .docx, .xlsx) can place it. Images are never marked hard. Dates are relative to
``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path
from xml.sax.saxutils import escape

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400
HARD_EXT = {"txt", "md", "csv", "eml", "pdf", "docx", "xlsx"}

# --------------------------------------------------------------------------- helpers


def _d(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _long(dt: datetime) -> str:
    return f"{dt.strftime('%B')} {dt.day}, {dt.year}"


def _cad(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _maildate(dt: datetime) -> str:
    return dt.strftime("%a, %d %b %Y %H:%M:%S -0400")


def _eml(dt: datetime, frm: str, to: str, subject: str, body: str) -> str:
    dt = dt.replace(hour=8 + len(subject) % 13, minute=len(body) * 7 % 60, second=len(frm) % 60)
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {_maildate(dt)}\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=utf-8\n\n{body.strip()}\n")


def _pptx(slides: list[str]) -> bytes:
    """A small PowerPoint deck: one slide per string, first line as title, other lines as bullets."""
    ns_p = "http://schemas.openxmlformats.org/presentationml/2006/main"
    ns_a = "http://schemas.openxmlformats.org/drawingml/2006/main"
    ns_r = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    ns_rel = "http://schemas.openxmlformats.org/package/2006/relationships"
    ct = "application/vnd.openxmlformats-officedocument.presentationml"
    entries = [
        ("[Content_Types].xml",
         '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
         '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
         '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
         '<Default Extension="xml" ContentType="application/xml"/>'
         f'<Override PartName="/ppt/presentation.xml" ContentType="{ct}.presentation.main+xml"/>'
         + "".join(f'<Override PartName="/ppt/slides/slide{i}.xml" ContentType="{ct}.slide+xml"/>'
                   for i in range(1, len(slides) + 1)) + "</Types>"),
        ("_rels/.rels",
         f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="{ns_rel}">'
         f'<Relationship Id="rId1" Type="{ns_r}/officeDocument" Target="ppt/presentation.xml"/></Relationships>'),
        ("ppt/_rels/presentation.xml.rels",
         f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="{ns_rel}">'
         + "".join(f'<Relationship Id="rId{i}" Type="{ns_r}/slide" Target="slides/slide{i}.xml"/>'
                   for i in range(1, len(slides) + 1)) + "</Relationships>"),
        ("ppt/presentation.xml",
         f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:presentation xmlns:p="{ns_p}" '
         f'xmlns:r="{ns_r}"><p:sldIdLst>'
         + "".join(f'<p:sldId id="{255 + i}" r:id="rId{i}"/>' for i in range(1, len(slides) + 1))
         + '</p:sldIdLst><p:sldSz cx="12192000" cy="6858000"/></p:presentation>'),
    ]
    for i, text in enumerate(slides, 1):
        paras = "".join(f"<a:p><a:r><a:t>{escape(ln)}</a:t></a:r></a:p>" for ln in text.splitlines() if ln.strip())
        entries.append((f"ppt/slides/slide{i}.xml",
                        f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld xmlns:p="{ns_p}" '
                        f'xmlns:a="{ns_a}"><p:cSld><p:spTree><p:sp><p:txBody><a:bodyPr/>{paras}</p:txBody>'
                        '</p:sp></p:spTree></p:cSld></p:sld>'))
    return _zip(entries)


ADDR = "Dana Okafor\n88 Markham Street, Unit 2\nToronto, ON M6J 2G4"
NEW_ADDR = "17 Shanly Street, Lower Unit, Toronto, ON M6H 1S5"
DANA_MAIL = "Dana Okafor <dana.okafor@mail.utoronto.ca>"
DANA_GMAIL = "Dana Okafor <danaokafor97@gmail.com>"
MIRIAM = "Miriam Feldman <m.feldman@utoronto.ca>"
LAB = "Feldman Lab, Department of Molecular Genetics, University of Toronto, 1 King's College Circle"
STUDENTS = [("Aisha Rahman", "BIO230H1"), ("Kevin Zhou", "MGY311Y1"), ("Sophie Tremblay", "BCH210H1")]
FIRST = ["Emily", "Jason", "Mei", "Arjun", "Olivia", "Daniel", "Fatima", "Noah", "Hannah", "Wei", "Lucas", "Zara",
         "Ethan", "Sara", "Omar", "Chloe", "Ryan", "Nadia"]
LAST = ["Chen", "Patel", "Smith", "Nguyen", "Wong", "Singh", "Brown", "Ali", "Martin", "Kim", "Li", "Thompson",
        "Garcia", "Ahmed", "Roy", "Campbell"]

# --------------------------------------------------------------------------- templates: Finance (Areas)


def t_bank(r: random.Random, dt: datetime) -> str:
    start = dt - timedelta(days=30)
    bal = r.uniform(600, 2400)
    lines = []
    rows = [("UNIVERSITY OF TORONTO PAYROLL - STIPEND", r.uniform(2050, 2150), True),
            ("EMBER & OAT CAFE PAYROLL", r.uniform(480, 620), True),
            ("EMBER & OAT CAFE PAYROLL", r.uniform(450, 600), True),
            ("E-TRANSFER FROM AISHA RAHMAN", 90.0, True),
            ("E-TRANSFER FROM KEVIN ZHOU", 135.0, True),
            ("E-TRANSFER TO GEORGE PAPADAKIS (RENT)", 950.0, False),
            ("WISE CANADA *TRANSFER", r.uniform(150, 300), False),
            ("NO FRILLS #3125 TORONTO", r.uniform(40, 95), False),
            ("PRESTO AUTOLOAD", 156.0, False),
            ("SCOTIABANK LOC PAYMENT", 120.0, False),
            ("TD VISA PAYMENT", r.uniform(200, 450), False),
            ("FRESHCO DUFFERIN", r.uniform(25, 70), False),
            ("ROGERS *WIRELESS", 45.2, False)]
    r.shuffle(rows)
    for i, (desc, amt, credit) in enumerate(rows):
        bal += amt if credit else -amt
        day = start + timedelta(days=2 + i * 2)
        lines.append(f"{day.strftime('%b %d')}  {desc:<42} {'' if credit else f'{amt:,.2f}':>10} "
                     f"{f'{amt:,.2f}' if credit else '':>10} {bal:>10,.2f}")
    return ("TD Canada Trust\nStatement of Account - TD Student Chequing Account\n" + ADDR +
            f"\nBranch: College & Spadina  Account: 0342-6172519\nStatement period: {_long(start)} - {_long(dt)}\n"
            "Date    Description                                Withdrawals   Deposits    Balance\n" +
            "\n".join(lines) + f"\nClosing balance {bal:,.2f}\n"
            "Overdraft protection: not enrolled. Monthly fee waived (student plan).")


def t_visa(r: random.Random, dt: datetime) -> str:
    items = [("AMAZON.CA", 20, 80), ("SHOPPERS DRUG MART #1042", 10, 45), ("UBER CANADA/UBERTRIP", 12, 30),
             ("SPOTIFY P2A1C3", 6.21, 6.21), ("INDIGO BOOKS #958", 18, 40), ("LOBLAWS #1075", 40, 110),
             ("AFRICAN PALACE FOODS SCARBOROUGH", 35, 85), ("TTC PRESTO WEB", 20, 40)]
    r.shuffle(items)
    tot = 0.0
    out = []
    for i, (m, lo, hi) in enumerate(items[:6]):
        a = r.uniform(lo, hi)
        tot += a
        out.append(f"{(dt - timedelta(days=28 - i * 4)).strftime('%b %d')}  {m:<36} {a:>8.2f}")
    return ("TD Cash Back Visa* Card - Statement\nDana Okafor  Card number **** **** **** 4417\n"
            f"Statement date: {_long(dt)}  Credit limit: $2,500.00\n" + "\n".join(out) +
            f"\nNew balance: ${tot:,.2f}\nMinimum payment: $10.00  Payment due: {_long(dt + timedelta(days=21))}\n"
            "Cash back earned this statement: ${:.2f}".format(tot * 0.01))


def t_loc(r: random.Random, dt: datetime) -> str:
    bal = r.uniform(11800, 13400)
    return ("Scotiabank\nScotia Professional Student Plan - Line of Credit\nMonthly statement\n" + ADDR +
            f"\nStatement date: {_long(dt)}\nAuthorized limit: $20,000.00\nPrevious balance: ${bal + 120:,.2f}\n"
            f"Payment received - thank you: -$120.00\nInterest charged (prime + 1.00%): ${bal * 0.0058:,.2f}\n"
            f"New balance: ${bal + bal * 0.0058:,.2f}\n"
            "Interest-only payments apply while you are a full-time student. Full repayment begins 12 months "
            "after graduation.")


def t_t4(r: random.Random, dt: datetime) -> str:
    inc = r.uniform(13200, 15800)
    return (f"T4 Statement of Remuneration Paid - {dt.year - 1 if dt.month < 6 else dt.year}\n"
            "Employer: Ember & Oat Cafe Inc., 540 College Street, Toronto ON M6G 1A6\nEmployee: OKAFOR, DANA\n"
            f"Box 14 Employment income: {inc:,.2f}\nBox 16 Employee's CPP contributions: {inc * 0.0595:,.2f}\n"
            f"Box 18 Employee's EI premiums: {inc * 0.0164:,.2f}\nBox 22 Income tax deducted: {inc * 0.06:,.2f}\n"
            "Box 10 Province of employment: ON\nBox 54 Employer's account number: 74211 8836 RP0001")


def t_t2202(r: random.Random, dt: datetime) -> str:
    return ("T2202 Tuition and Enrolment Certificate\nDesignated educational institution: University of Toronto\n"
            "Student name: Dana Okafor  Student number: 1008834172\nProgram: PhD, Molecular Genetics\n"
            f"Session periods: {dt.year - 1}/01 - {dt.year - 1}/12, full-time months 12\n"
            f"Box 23 Eligible tuition fees: {r.uniform(8900, 9400):,.2f}\n"
            "Note: international doctoral tuition is offset by the Molecular Genetics funding package; "
            "keep this slip for your income tax return.")


def t_t4a(r: random.Random, dt: datetime) -> str:
    return (f"T4A Statement of Pension, Retirement, Annuity and Other Income - {dt.year - 1}\n"
            "Payer: The Governing Council of the University of Toronto\nRecipient: OKAFOR, DANA\n"
            f"Box 105 Scholarships, bursaries, fellowships: {r.uniform(21000, 23500):,.2f}\n"
            "Box 105 amounts for a program with a full-time enrolment are exempt from tax; "
            "report them on line 13010 of your return.")


def t_noa(r: random.Random, dt: datetime) -> str:
    return (f"Canada Revenue Agency\nNotice of Assessment - Tax year {dt.year - 1}\nDana Okafor\n"
            f"Date issued: {_long(dt)}\nSIN: *** *** 417\nTotal income (line 15000): {r.uniform(16500, 19800):,.2f}\n"
            f"Net federal tax: 0.00\nTotal credits: {r.uniform(900, 1400):,.2f}\nRefund: {r.uniform(600, 1100):,.2f}\n"
            "Your unused tuition amount available to carry forward: $14,612.00\n"
            "You are eligible for the GST/HST credit and the Ontario Trillium Benefit.")


def t_tax_summary(r: random.Random, dt: datetime) -> str:
    return (f"Wealthsimple Tax - {dt.year - 1} return summary for Dana Okafor (Ontario)\n"
            "Residency status: resident of Canada for tax purposes (study permit holder since Sept 2022)\n"
            f"T4 employment income (Ember & Oat): {r.uniform(13200, 15800):,.2f}\n"
            f"Self-employment income (tutoring, T2125): {r.uniform(2600, 3900):,.2f}\n"
            "T4A scholarship income: exempt\nTuition credits claimed: 0 (carried forward)\n"
            "Ontario Trillium Benefit application: yes - rent paid at 88 Markham St, Unit 2\n"
            f"Estimated refund: {r.uniform(500, 1100):,.2f}\nNETFILE confirmation number: 2X7KQ9")


def t_wise(r: random.Random, dt: datetime) -> str:
    cad = r.choice([150, 200, 250, 300])
    return ("Wise Payments Canada Inc.\nTransfer receipt\n"
            f"Transfer #{r.randint(1000000000, 1999999999)}  Created {_long(dt)}\n"
            f"You sent: {cad:.2f} CAD\nFee: {cad * 0.011:.2f} CAD\nExchange rate: 1 CAD = {r.uniform(1080, 1150):,.2f} NGN\n"
            "Recipient: Ngozi Okafor\nBank: Guaranty Trust Bank (GTBank), Lagos\nAccount ending 4402\n"
            "Reference: for mum - house + medicine\nStatus: Delivered")


def t_budget(r: random.Random, dt: datetime) -> str:
    return ("Month;Income stipend;Cafe;Tutoring;Rent;Utilities share;Groceries;Transit;Phone;Send home;LOC;Savings\n"
            + "\n".join(f"{(dt - timedelta(days=30 * i)).strftime('%b %Y')};2100;{r.randint(900, 1200)};"
                        f"{r.randint(180, 420)};950;{r.randint(55, 95)};{r.randint(280, 380)};156;45;"
                        f"{r.choice([150, 200, 250])};120;{r.randint(50, 300)}" for i in range(6)))


def t_bank_csv(r: random.Random, dt: datetime) -> str:
    rows = ["Date,Description,Debit,Credit,Balance"]
    bal = r.uniform(800, 1500)
    for i in range(14):
        desc, amt, cr = r.choice([("NO FRILLS #3125", r.uniform(20, 90), False), ("PRESTO AUTOLOAD", 40.0, False),
                                  ("E-TRANSFER FROM SOPHIE TREMBLAY", 90.0, True),
                                  ("EMBER & OAT CAFE PAYROLL", r.uniform(450, 600), True),
                                  ("WISE CANADA *TRANSFER", 200.0, False), ("TIM HORTONS #2241", r.uniform(3, 9), False)])
        bal += amt if cr else -amt
        rows.append(f"{_d(dt - timedelta(days=40 - i * 3))},{desc},{'' if cr else f'{amt:.2f}'},"
                    f"{f'{amt:.2f}' if cr else ''},{bal:.2f}")
    return "\n".join(rows)


# --------------------------------------------------------------------------- templates: Immigration (Areas)


def t_study_permit(r: random.Random, dt: datetime) -> str:
    return ("Immigration, Refugees and Citizenship Canada\nStudy Permit\n"
            "Family name: OKAFOR  Given name: DANA ADAEZE\nDate of birth: 1997-03-14  Country of citizenship: Nigeria\n"
            f"Permit no.: F{r.randint(300000000, 399999999)}  UCI: 11-4471-2290\n"
            f"Date issued: {_d(dt)}  Expiry date: 2026-12-31\nInstitution: University of Toronto (DLI O19376515002)\n"
            "Level of study: Doctorate  Field: Molecular Genetics\n"
            "Conditions: May work 24 hours per week off campus during regular academic sessions. "
            "Must remain enrolled at a DLI. Must leave Canada by expiry of stay. Not valid for employment "
            "in businesses providing sexual services.")


def t_extension(r: random.Random, dt: datetime) -> str:
    return ("Immigration, Refugees and Citizenship Canada\nApplication to change conditions, extend my stay or remain "
            "in Canada as a student - Decision\n"
            f"Application number: S30{r.randint(1000000, 9999999)}  Date: {_long(dt)}\nDana Okafor, UCI 11-4471-2290\n"
            "Your application for an extension of your study permit has been approved. Your new study permit "
            "is valid until December 31, 2026. Please review the document for errors; request an amendment "
            "if any information is incorrect.")


def t_enrol_letter(r: random.Random, dt: datetime) -> str:
    return ("School of Graduate Studies, University of Toronto\nConfirmation of Enrolment\n"
            f"Date: {_long(dt)}\nTo whom it may concern,\nThis letter confirms that Dana Okafor (student number "
            "1008834172) is registered full-time in the Doctor of Philosophy program in Molecular Genetics for "
            f"the {dt.year - (1 if dt.month < 9 else 0)}-{dt.year + (0 if dt.month < 9 else 1)} academic year. "
            "Program start: September 2022. Expected completion: December 2026.\n"
            "This letter was produced for immigration purposes (IRCC).\nRegistrar's Office, 172 St. George Street")


def t_pgwp(r: random.Random, dt: datetime) -> str:
    return ("# PGWP plan\n\n- Study permit expires **31 Dec 2026**. Defence target Oct 2026 -> SGS final "
            "completion letter ~2 weeks after final thesis submission.\n"
            "- Must apply within 180 days of the completion letter, while status valid (or restore).\n"
            "- PhD grads: field-of-study requirement does not apply; no language test? -> check IRCC page again, "
            "they changed rules Nov 2024 (CLB 7 needed for university grads?).\n"
            "- Need: passport valid 3+ yrs (expires 2031 ok), completion letter, final transcript, "
            "digital photo, fee $255 + open work permit holder fee.\n"
            "- Apply ONLINE from inside Canada before permit expires -> maintained status, can work full time "
            "while waiting.\n- Ask Anil about postdoc offers in Toronto; Express Entry after 1 yr Canadian work "
            "experience (CEC).\n- Book IELTS General or CELPIP for autumn? Score needed for EE anyway.\n")


def t_ircc_mail(r: random.Random, dt: datetime) -> str:
    return _eml(dt, "IRCC <donotreply-nepasrepondre@cic.gc.ca>", DANA_GMAIL,
                "Your IRCC account has been updated",
                "Hello,\nThere is a new message in your IRCC secure account about your application to extend your "
                "study permit (S30 application). Sign in to your account to read it.\n"
                "Please do not reply to this email.\nImmigration, Refugees and Citizenship Canada")


def t_biometrics(r: random.Random, dt: datetime) -> str:
    return ("Biometric Instruction Letter\nImmigration, Refugees and Citizenship Canada\n"
            f"Date: {_long(dt)}\nClient: OKAFOR, Dana Adaeze  UCI: 11-4471-2290\n"
            "You must give your fingerprints and photo (biometrics) within 30 days at a Service Canada location. "
            "Bring this letter and your passport. Service Canada Centre, 25 St Clair Ave E, Toronto.")


def t_passport(r: random.Random, dt: datetime) -> str:
    return ("FEDERAL REPUBLIC OF NIGERIA\nPASSPORT / PASSEPORT\nType P  Code NGA  Passport No. B0{}\n"
            "Surname: OKAFOR\nGiven names: DANA ADAEZE\nNationality: NIGERIAN\nDate of birth: 14 MAR 1997\n"
            "Sex: F  Place of birth: LAGOS\nDate of issue: 02 JUN 2021  Date of expiry: 01 JUN 2031\n"
            "Authority: NIS LAGOS\n(scanned copy - bio page)").format(r.randint(1000000, 9999999))


# --------------------------------------------------------------------------- templates: Health (Areas)


def t_uhip(r: random.Random, dt: datetime) -> str:
    return ("UHIP - University Health Insurance Plan\nadministered by Sun Life\nCertificate of coverage\n"
            f"Member: Dana Okafor  Certificate no. 7701-{r.randint(100000, 999999)}\n"
            f"Coverage: {dt.year}-09-01 to {dt.year + 1}-08-31  Plan: Single\n"
            "Covers physician and hospital services in Ontario comparable to OHIP. Show this card at every "
            "clinic or hospital visit. Claims: Sun Life, PO Box 2025, Waterloo ON.")


def t_physio_receipt(r: random.Random, dt: datetime) -> str:
    return ("Kinetic Physiotherapy & Wellness\n388 Bathurst Street, Toronto ON\nOfficial receipt\n"
            f"Patient: Dana Okafor  Date of service: {_long(dt)}\n"
            f"Treatment: physiotherapy follow-up, right knee (patellofemoral pain syndrome)\n"
            f"Therapist: Rachel Kowalski, PT (Reg. #{r.randint(10000, 19999)})\nAmount: $95.00  Paid: Visa ****4417\n"
            "Submit to your extended health plan (Green Shield, UTGSU).")


def t_physio_plan(r: random.Random, dt: datetime) -> str:
    return ("Home exercise program - Dana Okafor - right knee\nRachel Kowalski, PT\n"
            "1. Straight leg raise, 3 x 12, daily\n2. Clamshells with band, 3 x 15 each side\n"
            "3. Wall sit 30 s, 5 reps, pain under 3/10\n4. Step-downs from 15 cm step, 3 x 10, slow\n"
            "5. Quad stretch 30 s x 3\nAvoid deep squats and long downhill walks for now. Ice after the "
            "café shift if swollen. Review in 3 weeks.")


def t_greenshield(r: random.Random, dt: datetime) -> str:
    return ("Green Shield Canada - Claim statement\nPlan: UTGSU Health & Dental Plan  Plan member: Dana Okafor\n"
            f"Statement date: {_long(dt)}\nService: Physiotherapy  Provider: Kinetic Physiotherapy & Wellness\n"
            "Amount claimed: $95.00  Eligible: $95.00  Paid: $76.00 (80%)\n"
            f"Remaining paramedical maximum this plan year: ${r.randint(180, 420)}.00\n"
            "Payment deposited to account ending 2519.")


def t_clinic(r: random.Random, dt: datetime) -> str:
    return ("University of Toronto Health & Wellness Centre\n214 College Street\nVisit summary\n"
            f"Patient: Dana Okafor  Date: {_long(dt)}\nReason: right knee pain 3 months, worse on stairs and after "
            "standing shifts.\nExam: no effusion, pain on patellar compression, full ROM.\n"
            "Impression: patellofemoral pain syndrome.\nPlan: physiotherapy referral; ibuprofen as needed; "
            "follow up if no improvement in 8 weeks. Referral faxed to Kinetic Physiotherapy.")


def t_dental(r: random.Random, dt: datetime) -> str:
    return ("Harbord Dental Centre\nTreatment estimate / receipt\n"
            f"Patient: Dana Okafor  Date: {_long(dt)}\n11101 Examination, recall - $38.00\n11111 Scaling, 1 unit - "
            "$62.00\n02102 Radiographs, 2 films - $34.00\nTotal $134.00  Green Shield (UTGSU dental) paid $93.80  "
            "Patient portion $40.20")


# --------------------------------------------------------------------------- templates: Home (Areas, current flat)


def t_lease(r: random.Random, dt: datetime) -> str:
    return ("Residential Tenancy Agreement (Standard Form of Lease) - Ontario\n"
            "Landlord: George Papadakis\nTenants: Priya Raman, Megan Schultz, Dana Okafor\n"
            "Rental unit: 88 Markham Street, Unit 2 (upper two floors), Toronto ON M6J 2G4\n"
            "Term: July 1, 2023 to June 30, 2024, then month-to-month\nRent: $2,850.00 per month, due on the 1st\n"
            "Utilities: tenants pay electricity (Toronto Hydro), gas (Enbridge) and internet\n"
            "Rent deposit: $2,850.00 applied to last month. Key deposit $60.\n"
            "Additional terms: no smoking indoors; snow removal on front walk by tenants; landlord to be given "
            "24 hours written notice before entry.")


def t_utilities(r: random.Random, dt: datetime) -> str:
    rows = ["Month;Toronto Hydro;Enbridge gas;Rogers internet;Total;Priya;Megan;Dana;Paid to"]
    for i in range(8):
        h, g = r.uniform(60, 140), r.uniform(35, 190)
        tot = h + g + 85.0
        rows.append(f"{(dt - timedelta(days=30 * i)).strftime('%b %Y')};{h:.2f};{g:.2f};85.00;{tot:.2f};"
                    f"{tot / 3:.2f};{tot / 3:.2f};{tot / 3:.2f};{r.choice(['Priya', 'Megan', 'Dana'])}")
    return "\n".join(rows)


def t_hydro(r: random.Random, dt: datetime) -> str:
    return ("Toronto Hydro-Electric System Limited\nElectricity bill\nService address: 88 Markham St Unit 2\n"
            f"Account holder: Dana Okafor  Account no. {r.randint(100000000, 999999999)}\nBill date: {_long(dt)}\n"
            f"Consumption: {r.randint(280, 520)} kWh (time-of-use)\nElectricity: {_cad(r, 40, 80)}  Delivery: "
            f"{_cad(r, 25, 40)}  Regulatory: {_cad(r, 3, 8)}\nOntario Electricity Rebate applied.\n"
            f"Amount due: {_cad(r, 70, 135)} by {_long(dt + timedelta(days=18))}")


def t_enbridge(r: random.Random, dt: datetime) -> str:
    return ("Enbridge Gas Inc.\nYour natural gas bill\nService address: 88 MARKHAM ST UNIT 2 TORONTO\n"
            f"Customer: PRIYA RAMAN  Bill date: {_long(dt)}\nGas used: {r.randint(40, 260)} m3\n"
            f"Gas supply charge {_cad(r, 20, 80)}  Delivery {_cad(r, 20, 60)}  Federal carbon charge removed April 2025\n"
            f"Total amount due {_cad(r, 40, 190)}")


def t_roommates_mail(r: random.Random, dt: datetime) -> str:
    return _eml(dt, "Priya Raman <priya.raman@gmail.com>", f"{DANA_GMAIL}, Megan Schultz <megs.schultz@outlook.com>",
                "hydro + gas this month", "Hey both,\nHydro came in at $112.40 and Enbridge at $96.18, plus Rogers 85 "
                "= $293.58, so $97.86 each. I paid all three, e-transfer me when you can.\n"
                "Also George says the plumber is coming Thursday for the bathroom tap, someone needs to be home "
                "between 10 and 2. Dana are you in the lab that day?\nP")


def t_tenant_ins(r: random.Random, dt: datetime) -> str:
    return ("Square One Insurance Services\nTenant insurance - Declarations page\n"
            f"Policy SQ-{r.randint(1000000, 9999999)}  Named insured: Dana Okafor\nInsured location: 88 Markham Street, "
            f"Unit 2, Toronto ON\nPolicy period: {_d(dt)} to {_d(dt + timedelta(days=365))}\n"
            "Contents: $20,000  Personal liability: $1,000,000  Additional living expenses: $5,000\n"
            "Deductible: $500  Premium: $14.25 per month")


def t_landlord_mail(r: random.Random, dt: datetime) -> str:
    return _eml(dt, "George Papadakis <gpapadakis@rogers.com>", f"{DANA_GMAIL}, Priya Raman <priya.raman@gmail.com>",
                "Furnace inspection", "Hello ladies,\nThe annual furnace inspection is booked for next Tuesday "
                "morning, technician from Reliance. Please keep the basement door unlocked.\n"
                "Reminder rent is by e-transfer on the 1st as usual.\nThanks,\nGeorge")


# --------------------------------------------------------------------------- templates: Job (Areas, café)


def t_paystub(r: random.Random, dt: datetime) -> str:
    hrs = r.uniform(26, 34)
    gross = hrs * 17.60
    tips = r.uniform(60, 140)
    return ("Ember & Oat Cafe Inc.\n540 College Street, Toronto ON M6G 1A6\nEarnings statement\n"
            f"Employee: Dana Okafor  Position: Barista  Employee ID 0117\n"
            f"Pay period: {_d(dt - timedelta(days=14))} to {_d(dt - timedelta(days=1))}  Pay date: {_d(dt)}\n"
            f"Regular hours {hrs:.2f} x $17.60 = {gross:.2f}\nTips (pooled) {tips:.2f}\n"
            f"Vacation pay 4% {gross * 0.04:.2f}\nCPP -{gross * 0.0595:.2f}  EI -{gross * 0.0164:.2f}  "
            f"Income tax -{gross * 0.05:.2f}\nNet pay {gross * 0.87 + tips:.2f}  Deposited to TD ****2519")


def t_schedule(r: random.Random, dt: datetime) -> str:
    names = ["Dana", "Luis (mgr)", "Jess", "Tariq", "Ana", "Ben"]
    rows = ["Name;Mon;Tue;Wed;Thu;Fri;Sat;Sun"]
    for n in names:
        shifts = [r.choice(["", "7-1", "12-6", "8-3", "OFF", ""]) for _ in range(7)]
        if n == "Dana":
            shifts = ["", "", "", "5-9", "", "8-3", "9-4"]
        rows.append(f"{n};" + ";".join(shifts))
    return f"Ember & Oat - schedule week of {_d(dt)}\n" + "\n".join(rows)


def t_cafe_mail(r: random.Random, dt: datetime) -> str:
    return _eml(dt, "Luis Ortega <luis@emberandoat.ca>", DANA_GMAIL, "Re: shift swap Saturday",
                "Hi Dana,\nNo problem, Tariq takes your Saturday 8-3 and you take his Sunday 9-4. Please update it on "
                "the 7shifts app so payroll sees it.\nAlso reminder: new oat milk supplier starts Monday, the "
                "steaming is a bit different, I'll show everyone.\nLuis")


def t_handbook(r: random.Random, dt: datetime) -> str:
    return ("Ember & Oat Café - Staff handbook (2025 edition)\n\n1. Shifts are posted on 7shifts every Thursday for "
            "the next week. Swaps must be approved by Luis.\n2. Tips are pooled and paid with each pay cheque.\n"
            "3. Staff drink: one free drink per shift, 50% off food.\n4. Opening checklist: espresso machine "
            "flush, calibrate grinder (18 g in, 36 g out, 27-30 s), pastry case, float $200.\n"
            "5. Closing: backflush group heads with Cafiza, milk jugs sanitised, fridge temps logged.\n"
            "6. Food safety: Toronto Public Health requires a certified food handler on every shift.")


def t_food_handler(r: random.Random, dt: datetime) -> str:
    return ("City of Toronto - Toronto Public Health\nFood Handler Certification\nThis certifies that\nDANA OKAFOR\n"
            f"has successfully completed the Food Handler Certification Program on {_long(dt)}.\n"
            f"Certificate no. FH-{r.randint(100000, 999999)}  Valid for five years.")


# --------------------------------------------------------------------------- templates: Tutoring (Areas)


def t_tutor_invoice(r: random.Random, dt: datetime, n: int) -> str:
    name, course = STUDENTS[n % 3]
    hrs = r.choice([2, 3, 4, 5, 6])
    return (f"INVOICE TUT-{dt.year}-{n:03d}\nDana Okafor - Biology & Biochemistry Tutoring\ndanaokafor97@gmail.com\n"
            f"Date: {_long(dt)}\nBill to: {name}\nCourse: {course}\n"
            + "\n".join(f"{_d(dt - timedelta(days=7 * i + 2))}  1.0 h  session ({course})  $45.00" for i in range(hrs))
            + f"\nTotal: ${hrs * 45:.2f}\nPayment by Interac e-Transfer to danaokafor97@gmail.com within 14 days.")


def t_tutor_log(r: random.Random, dt: datetime) -> str:
    rows = ["date,student,course,hours,topic,paid"]
    topics = ["Mendelian ratios and chi-square", "linkage mapping", "enzyme kinetics Michaelis-Menten",
              "glycolysis regulation", "DNA replication fork", "lac operon", "CRISPR screens", "midterm review",
              "pedigree analysis", "TCA cycle"]
    for i in range(16):
        name, course = STUDENTS[i % 3]
        rows.append(f"{_d(dt - timedelta(days=60 - i * 4))},{name},{course},{r.choice([1, 1, 1.5, 2])},"
                    f"{r.choice(topics)},{r.choice(['yes', 'yes', 'no'])}")
    return "\n".join(rows)


def t_worksheet(r: random.Random, dt: datetime) -> str:
    return ("BIO230 practice - gene regulation (for Aisha)\n\n1. In the lac operon, what happens to transcription "
            "when both glucose and lactose are present? Explain the role of CAP-cAMP.\n"
            "2. A mutation in the operator (Oc) is cis-dominant. Draw the merodiploid I+ Oc Z- / I+ O+ Z+ and "
            "predict beta-galactosidase levels with and without inducer.\n"
            "3. Compare a repressor that binds DNA only with its corepressor (trp) to the lac repressor.\n"
            "4. Eukaryotes: list three ways an mRNA can be regulated after transcription.\n"
            "Answers next session - try first without notes!")


def t_tutor_mail(r: random.Random, dt: datetime) -> str:
    return _eml(dt, "Kevin Zhou <kevin.zhou@mail.utoronto.ca>", DANA_GMAIL, "session before the MGY311 final?",
                "Hi Dana,\nCould we do two sessions next week before my MGY311 final (Apr 22)? Mostly the "
                "population genetics part, Hardy-Weinberg with selection, and the QTL mapping question from the "
                "2024 exam. Tue and Thu evening work for me. I'll e-transfer for the last invoice tonight.\n"
                "Thanks!\nKevin")


# --------------------------------------------------------------------------- templates: PhD (Areas)

EXPTS = [
    ("Cryoinjury", "Cryoinjured {n} adult fish (AB, 6 mpi) with liquid-N2-cooled copper probe, 23 s contact. "
     "Two fish did not recover from tricaine. Sham: {m} fish, thoracotomy only. Tank 14B, feeding resumed day 2."),
    ("RNA extraction", "Ventricles at 7 dpci pooled 3 per tube (n=4 pools per genotype). TRIzol + Direct-zol micro, "
     "DNase on column. Nanodrop: 42-118 ng/ul, 260/280 ~2.0. Bioanalyzer RIN 8.1-9.3. Stored -80 box R7."),
    ("qPCR", "SsoAdvanced SYBR, 10 ul reactions, triplicates. Targets: rbm24a, myl7, tnnt2a, nppa, actn2b; refs "
     "rpl13a + ef1a. Cq ref stable (sd 0.21). rbm24a down ~3.2-fold in morphant hearts; myl7 unchanged."),
    ("HCR in situ", "HCR v3 whole-mount on 14 dpci hearts: rbm24a (B1, 546) + mef2c (B3, 647). Probe 4 nM, "
     "amplification overnight. Signal strong in border-zone cardiomyocytes, background in bulbus high again."),
    ("Confocal", "Imaged 12 hearts on the SP8, 20x, 2 um steps. PCNA+/Mef2+ counts in FIJI with my macro; "
     "border zone defined as 100 um from wound edge. Mutant index 6.1% vs WT 11.4% (prelim, n=6)."),
    ("Genotyping", "Fin clips from rbm24a sa1421 incross, HotSHOT DNA, KASP assay. 23 WT / 47 het / 21 hom. "
     "Homs sorted into tank 9A for cryoinjury next week."),
    ("Western", "Anti-Rbm24 (Abcam) 1:1000 on ventricle lysates, 4-20% gel, transfer 30 min turbo. Band at ~26 kDa "
     "absent in homs. Loading control GAPDH. Image saved as gel_rbm24_western in notebook folder."),
    ("RNA-seq", "Submitted 16 libraries to the Donnelly Sequencing Centre (poly-A, NovaSeq S4, 40M reads PE100). "
     "Sample sheet in thesis-analysis/data. Tracking no. DSC-24-0931."),
]


def t_notebook(r: random.Random, dt: datetime) -> str:
    out = [f"Lab notebook - Dana Okafor - {dt.strftime('%B %Y')}", "Feldman Lab, MGY, 661 University Ave (MaRS West)"]
    for i in range(5):
        day = dt - timedelta(days=24 - i * 5)
        title, body = r.choice(EXPTS)
        out.append(f"\n{_d(day)} - {title}")
        out.append(body.format(n=r.randint(8, 16), m=r.randint(3, 6)))
        out.append(r.choice(["Next: repeat with fresh aliquot.", "Discussed with Jun, looks fine.",
                             "Data in thesis-analysis/data/raw.", "TODO: ask Karen to reorder probe.",
                             "Note: freezer -80 #2 alarm went off overnight, samples ok."]))
    return "\n".join(out)


def t_protocol(r: random.Random, dt: datetime, which: str) -> str:
    if which == "cryo":
        return ("Feldman Lab protocol - Adult zebrafish ventricular cryoinjury (v3, edited by D. Okafor)\n\n"
                "Animal use protocol AUP #24-0117. Fish 4-8 months, >2.5 cm.\n"
                "1. Anaesthetise in 0.016% tricaine until opercular movement slows (~1 min).\n"
                "2. Place ventral side up in a slit sponge. Make a 2 mm incision through the body wall above the heart "
                "with iridectomy scissors.\n3. Press the pericardial sac gently to expose the ventricle; dry with a "
                "tissue.\n4. Cool the copper probe in liquid nitrogen for 1 min; apply to the ventricular apex for "
                "23 s. Let the probe release by itself.\n5. Return fish to fresh system water; stimulate breathing "
                "with a pipette. Monitor 1 h, then daily for 3 days.\n6. Record in the injury log (tank, date, "
                "operator). Sham = incision only.")
    if which == "trizol":
        return ("RNA from adult zebrafish ventricles - my version (TRIzol + Direct-zol Micro)\n\n"
                "- Dissect ventricles into 200 ul ice-cold TRIzol, pool 3 per tube. Homogenise with pestle 30 s.\n"
                "- Add 200 ul 100% ethanol, mix, load onto Zymo-Spin IC column.\n- DNase I in-column 15 min RT.\n"
                "- Prewash x2, wash x1, elute in 12 ul DNase/RNase-free water.\n"
                "- Expect 40-150 ng/ul. Check RIN on the Bioanalyzer if going to sequencing.\n"
                "Tips: keep everything on ice; never let TRIzol tubes sit >30 min before the column.")
    if which == "hcr":
        return ("Feldman Lab - HCR RNA-FISH on adult heart sections and whole hearts (lab version, 2024)\n\n"
                "Fix hearts in 4% PFA overnight 4 C. Wash PBST, dehydrate in MeOH series, store -20 C.\n"
                "Rehydrate, proteinase K 10 ug/ml 20 min (whole hearts), post-fix 20 min.\n"
                "Pre-hybridise 30 min 37 C, probes 4 nM overnight 37 C in probe hybridisation buffer.\n"
                "Wash 4 x 15 min probe wash buffer, 2 x 5x SSCT. Hairpins 60 pmol each, snap-cooled, overnight RT "
                "dark. Wash 5x SSCT, DAPI, mount in 1% low-melt agarose for the SP8.")
    return ("Feldman Lab - qPCR standard operating procedure\n\nPrimers validated by standard curve (efficiency 90-110%) "
            "and single melt peak. cDNA: 500 ng RNA into 20 ul SuperScript IV VILO, dilute 1:10.\n"
            "Reactions: 5 ul SsoAdvanced 2x, 0.5 ul primer mix (10 uM), 2 ul cDNA, water to 10 ul. Triplicates, NTC and "
            "no-RT controls on every plate.\nCycling CFX384: 95 C 30 s; 40 x (95 C 10 s, 60 C 30 s); melt curve.\n"
            "Analysis: geometric mean of rpl13a and ef1a, delta-delta Cq, export Cq table to the shared drive.")


def t_meeting(r: random.Random, dt: datetime) -> str:
    pts = r.sample([
        "Paper revision: R2 wants the rescue with rbm24a mRNA injection - Miriam ok to do it in morphants only.",
        "Thesis: ch3 draft to Miriam by end of month; ch1 intro can recycle the review draft.",
        "RNA-seq: DESeq2 results look good; try GO enrichment with clusterProfiler and compare to the 2025 scRNA atlas.",
        "Committee meeting: book for late June, send report 2 weeks before.",
        "Conference: practise talk at lab meeting June 12. Keep it to 12 min + 3 questions.",
        "Fish: homs not breeding well, set up more pairs, ask facility for space in rack C.",
        "PGWP / postdoc: Miriam will write letters; mentioned the Mehta lab might have a position.",
        "HCR: background in bulbus - try shorter proteinase K and more washes.",
        "Western: antibody lot changed, need to revalidate with the mutant.",
        "TA hours: fine to TA MGY200 again in winter but not in the fall (writing)."], 4)
    return (f"1:1 with Miriam - {_d(dt)}\n\n" + "\n".join(f"- {p}" for p in pts) +
            "\n\nAction items:\n- Dana: " + r.choice(["send figure 4 draft", "order rbm24a probe set", "book room for "
                                                       "committee", "update timeline", "analyse new qPCR plate"]) +
            "\n- Miriam: " + r.choice(["read ch2", "sign travel grant form", "email Anil re: committee date",
                                       "check budget for sequencing"]))


def t_committee(r: random.Random, dt: datetime) -> str:
    return ("Department of Molecular Genetics - Supervisory Committee Meeting Report\n"
            f"Student: Dana Okafor  Year: {dt.year - 2022 + (1 if dt.month >= 9 else 0)}  Date of meeting: {_long(dt)}\n"
            "Supervisor: Prof. Miriam Feldman  Committee: Dr. Anil Mehta, Dr. Claire Dubois\n"
            "Progress: satisfactory. The student presented the rbm24a mutant phenotype after cryoinjury and the "
            "RNA-seq of border-zone tissue. The committee recommends focusing on the mRNA-stability mechanism "
            "and limiting new lines.\n"
            "Recommendations: 1) quantify proliferation with a second marker (EdU); 2) include sham-injured "
            "controls for RNA-seq; 3) prepare a thesis outline for the next meeting.\n"
            f"Next meeting: within 6 months. Permission to write: {'granted' if dt.year >= 2026 else 'not yet'}.")


def t_ta_contract(r: random.Random, dt: datetime) -> str:
    return ("University of Toronto - CUPE 3902 Unit 1\nTeaching Assistant Appointment\n"
            f"Name: Dana Okafor  Session: Winter {dt.year + (1 if dt.month > 6 else 0)}\n"
            "Course: MGY200H1S - Introduction to Molecular Genetics and Microbiology\n"
            "Hours: 70 (tutorials 24, marking 30, office hours 8, training and prep 8)\n"
            "Rate: $54.21 per hour (incl. 4% vacation pay)\nCourse coordinator: Dr. Helen Boateng\n"
            "Please sign and return the Description of Duties and Allocation of Hours form within 7 days.")


def t_tutorial(r: random.Random, dt: datetime) -> str:
    return (f"MGY200 Tutorial {r.randint(2, 9)} - notes for my section (TUT0104, Thu 3-4)\n\n"
            "Warm-up (5 min): what does a frameshift do to the reading frame?\n"
            "Problem 1: bacterial conjugation interrupted mating - order of genes from time of entry.\n"
            "Problem 2: complementation test with six his- mutants - group into genes.\n"
            "Problem 3: Ames test - why add liver extract (S9)?\n"
            "Common mistakes last week: confusing transduction with transformation; units on the map.\n"
            "Remind: problem set 3 due Friday on Quercus; midterm room EX 100.")


def t_marks(r: random.Random, dt: datetime) -> str:
    rows = ["Student number;Name;PS1;PS2;PS3;Lab report;Tutorial participation"]
    for i in range(18):
        rows.append(f"100{r.randint(1000000, 9999999)};{r.choice(FIRST)} {r.choice(LAST)};{r.randint(5, 10)};"
                    f"{r.randint(4, 10)};{r.randint(5, 10)};{r.randint(55, 95)};{r.choice([4, 5, 5, 3])}")
    return "\n".join(rows)


def t_stipend(r: random.Random, dt: datetime) -> str:
    return ("Department of Molecular Genetics - Graduate Funding Letter\n"
            f"{_long(dt)}\nDear Dana Okafor,\nFor the {dt.year}-{dt.year + 1} academic year (September to August) "
            "your minimum stipend is $31,000 plus tuition and fees. Sources: Feldman Lab research grant "
            "(CIHR PJT-186112) $17,500; departmental award $6,000; Ontario Graduate Scholarship $7,500 (if held).\n"
            "Stipend is paid monthly by direct deposit on the last business day. TA income is in addition.\n"
            "Graduate Office, MSB Room 4396")


def t_tuition(r: random.Random, dt: datetime) -> str:
    return ("ACORN - Invoice / Statement of Fees\nUniversity of Toronto  Student: Okafor, Dana (1008834172)\n"
            f"Session: {dt.year} Fall-Winter  Program: SGS PhD Molecular Genetics (international, full-time)\n"
            f"Tuition: ${r.uniform(9300, 9600):,.2f}  Incidental fees: $1,786.33  UHIP: $756.00\n"
            "Less: Departmental tuition waiver (funded cohort) and International Doctoral Scholarship\n"
            f"Balance owing: ${r.uniform(1900, 2600):,.2f} (incidentals + UHIP; deducted from stipend in 4 instalments)")


def t_fish_mail(r: random.Random, dt: datetime) -> str:
    return _eml(dt, "Zebrafish Facility <zfacility@lunenfeld.ca>", DANA_MAIL, "Rack C space / tank census",
                "Hi Dana,\nThe quarterly tank census is due Friday. Please update your tank cards (line, DOB, "
                "AUP number) - three of your tanks in rack B are missing the AUP.\nWe can give the Feldman lab 6 "
                "more 3 L positions in rack C from the 15th.\nZebrafish Facility team")


def t_lab_mail(r: random.Random, dt: datetime) -> str:
    return _eml(dt, "Karen Whitfield <k.whitfield@utoronto.ca>", "feldman-lab@lists.utoronto.ca",
                "Lab cleanup + -80 inventory", "Hi all,\nLab cleanup this Friday 2 pm. Everyone clears their bench "
                "and labels everything in the -80 with name and date. Unlabelled boxes go after two weeks.\n"
                "Orders: put them in the order sheet by Wednesday noon.\nKaren")


def t_ogs_award(r: random.Random, dt: datetime) -> str:
    return ("Ontario Graduate Scholarship - Award notification\n"
            f"{_long(dt)}\nDear Dana,\nCongratulations! You have been awarded an Ontario Graduate Scholarship "
            f"for {dt.year}-{dt.year + 1}, value $15,000 over three sessions, held in the Department of Molecular "
            "Genetics. International students may hold a limited number of OGS awards each year.\n"
            "Payments are integrated into your graduate funding package.\nSGS Awards Office")


# --------------------------------------------------------------------------- templates: PhD resources

PAPERS = [
    ("Cardiomyocyte dedifferentiation and sarcomere disassembly in the regenerating zebrafish ventricle",
     "Hartmann K, Osei B, Lindgren M", "Developmental Biology", 2024,
     "Adult zebrafish regenerate cardiac muscle through proliferation of pre-existing cardiomyocytes. Using live "
     "imaging of sarcomere reporters after cryoinjury, we show that border-zone cardiomyocytes disassemble "
     "sarcomeres before entering S phase and reassemble them within 10 days."),
    ("RNA-binding protein networks in vertebrate striated muscle development",
     "Moreau P, Tanaka Y", "WIREs RNA", 2023,
     "Muscle-enriched RNA-binding proteins including Rbm24, Rbm20, Celf1 and Mbnl1 shape alternative splicing, "
     "mRNA stability and translation. We review their targets and their roles in cardiomyopathy and regeneration."),
    ("A standardised cryoinjury model of myocardial infarction in adult zebrafish",
     "Schnabel R, Amadi C, Kroll F", "Journal of Visualized Experiments", 2022,
     "We describe a reproducible ventricular cryoinjury procedure, histological scoring of scar size by AFOG "
     "staining and criteria for excluding fish, reducing variability between operators."),
    ("Single-cell transcriptomic atlas of the regenerating zebrafish heart",
     "Liu X, Petrov A, Mensah E, Clarke D", "Nature Communications", 2025,
     "We profiled 120,000 cells from uninjured and cryoinjured hearts at six time points and identify a "
     "border-zone cardiomyocyte state marked by nppa, mustn1b and reduced expression of mature sarcomere genes."),
    ("Rbm24 controls alternative splicing in cardiac and skeletal muscle of mice",
     "Yang J, Hung L-H, Nowak R", "Development", 2021,
     "Loss of Rbm24 causes embryonic lethality with sarcomere defects. RNA-seq reveals several hundred mis-spliced "
     "exons, many in sarcomeric and cytoskeletal genes."),
    ("AU-rich elements and mRNA decay in cardiomyocyte stress responses",
     "Fernandes T, Kowalczyk J", "Journal of Molecular and Cellular Cardiology", 2023,
     "We mapped AU-rich elements in the 3' UTRs of cardiomyocyte transcripts and show that stress-induced "
     "stabilisation depends on competition between HuR and decay factors."),
    ("Whole-mount HCR RNA-FISH in adult zebrafish organs",
     "Ibrahim S, Nakamura K, Choi H", "Development", 2024,
     "Hybridisation chain reaction v3 enables multiplexed quantitative RNA imaging in cleared adult organs; "
     "we optimise permeabilisation for the heart, fin and brain."),
    ("Efficient F0 knockouts in zebrafish using multi-locus CRISPR-Cas9 ribonucleoproteins",
     "Kroll F, Rihel J, Adeyemi T", "eLife", 2022,
     "Injecting three synthetic gRNAs per gene converts over 90% of embryos into biallelic knockouts, allowing "
     "phenotyping in the injected generation."),
    ("Epicardial and endocardial signals guiding heart regeneration",
     "Beaumont L, Ogunleye F", "Annual Review of Cell and Developmental Biology", 2024,
     "We review retinoic acid, Nrg1 and Igf signals from epicardium and endocardium that promote cardiomyocyte "
     "proliferation and scar resolution."),
    ("Metabolic switching to glycolysis in proliferating cardiomyocytes",
     "Honkoop H, Ruiz M, Bakker J", "Cell Reports", 2025,
     "Regenerating zebrafish cardiomyocytes shift from oxidative phosphorylation to glycolysis; blocking "
     "glycolysis impairs proliferation after injury."),
    ("Moderated estimation of fold change for small-sample RNA-seq: practical guidelines",
     "Anders T, Walker P", "F1000Research", 2023,
     "We compare shrinkage estimators and filtering strategies for experiments with three to four replicates "
     "and give recommendations for DESeq2 users."),
    ("Poly(A) tail dynamics measured by nanopore direct RNA sequencing during tissue regeneration",
     "Oduya P, Svensson E", "Genome Research", 2025,
     "Direct RNA sequencing of regenerating tissue shows widespread poly(A) tail lengthening of sarcomeric "
     "mRNAs, correlated with their stabilisation."),
]


def t_paper(r: random.Random, dt: datetime, i: int) -> str:
    title, authors, journal, year, abstract = PAPERS[i]
    return (f"{journal} ({year})\n{title}\n{authors}\n\nAbstract\n{abstract}\n\nIntroduction\n"
            "The adult zebrafish heart regenerates after resection, genetic ablation or cryoinjury, whereas the "
            "adult mammalian heart forms a permanent fibrotic scar. Understanding the regulation of "
            "cardiomyocyte plasticity is therefore of broad interest.\n"
            "Keywords: zebrafish, heart regeneration, cardiomyocyte, RNA-binding protein, gene expression\n"
            f"Received {r.randint(1, 28)} {r.choice(['January', 'March', 'May', 'August', 'October'])} {year - 1}; "
            f"accepted {r.randint(1, 28)} {r.choice(['February', 'April', 'June', 'September'])} {year}")


VENDOR = {
    "neb_q5": ("New England Biolabs - PCR Using Q5 High-Fidelity DNA Polymerase (M0491)",
               "Reaction setup 50 ul: 10 ul 5X Q5 Reaction Buffer, 1 ul 10 mM dNTPs, 2.5 ul each 10 uM primer, "
               "template <1000 ng, 0.5 ul Q5 polymerase, water to 50 ul.\nThermocycling: 98 C 30 s; 25-35 cycles of "
               "98 C 5-10 s, 50-72 C 10-30 s, 72 C 20-30 s/kb; final extension 72 C 2 min.\n"
               "Use the NEB Tm calculator for annealing temperature."),
    "rneasy": ("QIAGEN RNeasy Micro Handbook",
               "For purification of total RNA from small amounts of cells and tissues (up to 5 mg).\n"
               "Disrupt and homogenise in Buffer RLT plus beta-mercaptoethanol. Add 70% ethanol, transfer to "
               "RNeasy MinElute spin column. On-column DNase digestion with RNase-Free DNase Set. Wash RW1, RPE, "
               "80% ethanol. Elute in 14 ul RNase-free water."),
    "ssiv": ("Invitrogen SuperScript IV VILO Master Mix - User Guide",
             "Combine 4 ul SuperScript IV VILO Master Mix, RNA up to 2.5 ug, nuclease-free water to 20 ul.\n"
             "Incubate 25 C 10 min (primer annealing), 50 C 10 min (reverse transcription), 85 C 5 min (inactivate).\n"
             "Include a no-RT control with the no RT control master mix."),
    "hcr": ("Molecular Instruments - HCR RNA-FISH v3.0 protocol for whole-mount zebrafish embryos and larvae",
            "Detection stage: pre-hybridise 30 min at 37 C, probe solution 2 pmol of each probe set in 500 ul "
            "probe hybridisation buffer, overnight at 37 C.\nAmplification stage: snap-cool 30 pmol of each "
            "hairpin (95 C 90 s, cool to RT 30 min in the dark), incubate overnight at room temperature."),
    "sybr": ("Bio-Rad SsoAdvanced Universal SYBR Green Supermix - Instruction Manual",
             "2x supermix with Sso7d-fusion polymerase. Reaction: 10 ul supermix, 250-500 nM each primer, cDNA, "
             "water to 20 ul. Protocol: 95 C 30 s, then 35-40 cycles of 95 C 15 s and 60 C 30 s, melt curve "
             "65-95 C in 0.5 C increments."),
    "trizol": ("Thermo Fisher Scientific - TRIzol Reagent User Guide (Pub. No. MAN0001271)",
               "Lyse samples in 1 ml TRIzol per 50-100 mg tissue. Add 0.2 ml chloroform, shake, centrifuge 12,000 x g "
               "15 min at 4 C. Transfer aqueous phase, precipitate with 0.5 ml isopropanol, wash with 75% ethanol, "
               "air-dry and resuspend in RNase-free water."),
    "directzol": ("Zymo Research - Direct-zol RNA Microprep (R2060) protocol",
                  "Add an equal volume of ethanol (95-100%) to sample homogenised in TRI Reagent. Transfer to a "
                  "Zymo-Spin IC column, DNase I treatment in-column 15 min, Direct-zol RNA PreWash twice, RNA Wash "
                  "Buffer, elute in 6-15 ul DNase/RNase-free water."),
}


def t_vendor(key: str) -> str:
    title, body = VENDOR[key]
    return f"{title}\n\n{body}\n\nFor research use only. Not for use in diagnostic procedures."


def t_zotero_ris(r: random.Random, dt: datetime) -> str:
    out = []
    for title, authors, journal, year, abstract in PAPERS[:8]:
        out.append("TY  - JOUR\n" + "".join(f"AU  - {a.strip()}\n" for a in authors.split(",")) +
                   f"TI  - {title}\nT2  - {journal}\nPY  - {year}\nAB  - {abstract}\nER  - \n")
    return "\n".join(out)


def t_zotero_csv(r: random.Random, dt: datetime) -> str:
    rows = ['"Key","Item Type","Publication Year","Author","Title","Publication Title","Date Added"']
    for i, (title, authors, journal, year, _) in enumerate(PAPERS):
        rows.append(f'"{r.randint(10000000, 99999999):X}","journalArticle","{year}","{authors.replace(",", ";")}",'
                    f'"{title}","{journal}","{_d(dt - timedelta(days=30 * i))}"')
    return "\n".join(rows)


# --------------------------------------------------------------------------- templates: thesis (Projects PhD)

THESIS_TITLE = "Rbm24-dependent post-transcriptional control of cardiomyocyte regeneration in zebrafish"


def t_thesis_outline(r: random.Random, dt: datetime) -> str:
    return (f"# Thesis outline\n\n**{THESIS_TITLE}**\n\nDana Okafor - PhD, Molecular Genetics - defence target "
            "October 2026\n\n## Ch1 Introduction (~25 p)\n- heart regeneration across species; zebrafish models "
            "(resection, cryoinjury, ablation)\n- cardiomyocyte dedifferentiation and proliferation\n"
            "- RNA-binding proteins in muscle: Rbm24, Rbm20, Celf1, Mbnl\n- aims and hypotheses\n\n"
            "## Ch2 Materials and methods\n- fish lines (rbm24a sa1421, Tg(myl7:EGFP)), cryoinjury, HCR, imaging, "
            "qPCR, RNA-seq + DESeq2\n\n## Ch3 rbm24a is required for border-zone cardiomyocyte proliferation "
            "(= the Development paper)\n\n## Ch4 Rbm24 stabilises sarcomeric mRNAs after injury\n- RNA-seq, "
            "actinomycin D chase, 3'UTR reporters\n\n## Ch5 Discussion and future directions\n\n"
            "Appendices: primer list, supplementary tables, copyright permissions.\n")


def t_chapter(r: random.Random, dt: datetime, n: int) -> str:
    heads = {
        1: ("Chapter 1 - Introduction", "1.1 Heart regeneration: why zebrafish?\nMyocardial infarction kills "
            "roughly a third of people with heart disease, and the adult human heart replaces lost "
            "cardiomyocytes with a non-contractile scar. Adult zebrafish, by contrast, regenerate up to 20% of "
            "the ventricle within 60 days of injury.\n1.2 Sources of new cardiomyocytes\nLineage tracing "
            "showed that new muscle derives from pre-existing cardiomyocytes that partially dedifferentiate.\n"
            "1.3 Post-transcriptional regulation in muscle\nRNA-binding proteins such as Rbm24 ..."),
        2: ("Chapter 2 - Materials and Methods", "2.1 Zebrafish husbandry\nAll procedures were approved by the "
            "animal care committee (AUP #24-0117). Fish were kept at 28.5 C on a 14 h light / 10 h dark cycle.\n"
            "2.2 Ventricular cryoinjury\nAdult fish (4-8 months) were anaesthetised in 0.016% tricaine...\n"
            "2.3 RNA extraction and RT-qPCR\n2.4 HCR RNA-FISH and confocal imaging\n2.5 RNA-seq and "
            "differential expression analysis (DESeq2 1.44, R 4.4)\n2.6 Statistics"),
        3: ("Chapter 3 - rbm24a is required for border-zone cardiomyocyte proliferation", "3.1 Summary\n"
            "This chapter is adapted from Okafor D, Lin J, Feldman M (under revision, Development).\n"
            "3.2 Results\nrbm24a is induced in border-zone cardiomyocytes from 3 dpci. rbm24a mutants form "
            "larger scars at 30 dpci (AFOG, n=9 vs 11, p=0.004) and show a 46% lower PCNA+ index at 7 dpci.\n"
            "3.3 Figure legends\nFigure 3.1 HCR of rbm24a after cryoinjury. Figure 3.2 scar quantification."),
        4: ("Chapter 4 - Rbm24 stabilises sarcomeric mRNAs after injury", "4.1 Rationale\nRbm24 binds "
            "GU-rich 3' UTR elements in cultured myoblasts. We asked whether it stabilises sarcomeric transcripts "
            "during regeneration.\n4.2 Results\nRNA-seq of border-zone tissue at 7 dpci: 412 genes down in "
            "mutants (padj < 0.05), enriched for sarcomere organisation (GO:0045214).\n"
            "Actinomycin D chase in explanted hearts: myl7 and tnnt2a half-lives shortened ~2-fold.\n"
            "[TODO: 3'UTR reporter data - waiting on last injections]"),
    }
    title, body = heads[n]
    return (f"{THESIS_TITLE}\n{title}\nDraft - Dana Okafor - {_d(dt)}\n\n{body}\n\n"
            "[Comment MF: good, but tighten this section and cite the 2025 single-cell atlas.]")


def t_thesis_timeline(r: random.Random, dt: datetime) -> str:
    return ("Task;Target date;Status;Notes\nCh3 to Miriam;2026-05-15;done;from paper\nCh4 results complete;"
            "2026-06-30;in progress;reporter injections\nCh1 intro draft;2026-07-15;drafting;\nCh2 methods;"
            "2026-07-01;draft 2;\nCh5 discussion;2026-08-01;not started;\nFull draft to committee;2026-08-20;;"
            "4 weeks before exam request\nSGS exam request (external examiner);2026-08-25;;Miriam nominates\n"
            "Thesis to examiners;2026-09-10;;6 weeks before\nFinal oral examination;2026-10-22;tentative;"
            "room + Zoom for external\nFinal thesis to TSpace;2026-11-15;;then SGS completion letter -> PGWP")


def t_sgs_format(r: random.Random, dt: datetime) -> str:
    return ("School of Graduate Studies - Producing Your Thesis (formatting guidelines)\n\n"
            "Margins: at least 2.54 cm on all sides. Font: minimum 10 pt for body text, 8 pt in tables and figures.\n"
            "Required front matter: title page, abstract (max 350 words for doctoral theses), table of contents; "
            "acknowledgements optional.\nMulti-paper theses: include an introduction and a general discussion that "
            "integrate the chapters; identify your contribution to co-authored chapters.\n"
            "Copyright: obtain permission to include published material or use the publisher's author rights.\n"
            "Submit the final PDF/A to TSpace after the final oral examination and any required corrections.")


def t_thesis_comments(r: random.Random, dt: datetime) -> str:
    return _eml(dt, "Claire Dubois <claire.dubois@sickkids.ca>", DANA_MAIL, "Re: thesis chapter 3 draft",
                "Dear Dana,\nI read chapter 3 - it is in good shape. Three points:\n1. The PCNA quantification needs "
                "the number of hearts AND sections per heart in the legend.\n2. Say explicitly why you chose 7 dpci "
                "for the proliferation window.\n3. Figure 3.4 colours are hard to read for colour-blind readers - "
                "use magenta/green.\nHappy to meet before the committee meeting in June.\nBest,\nClaire")


def t_defence_plan(r: random.Random, dt: datetime) -> str:
    return ("Defence planning notes\n\nFOE (final oral exam) in person, MSB 2172 booked tentatively 22 Oct 2026 "
            "1-4 pm.\nExternal examiner candidates (Miriam to approach): Dr. Kazu Tanaka (Kyoto) - remote; "
            "Dr. Leonie Beaumont (Montreal) - could come in person.\nInternal-external: Dr. Sanjay Prasad (LMP).\n"
            "SGS needs the exam request 6 weeks before, thesis to examiners 4 weeks before.\n"
            "Practice talk at lab meeting 2 weeks before; ask Jun and Tomas for a mock exam.\n"
            "After: corrections within 1 month -> TSpace -> completion letter -> PGWP application!")


def t_fig_legends(r: random.Random, dt: datetime) -> str:
    return ("Figure legends - chapter 4 (working)\n\nFigure 4.1. Bulk RNA-seq of border-zone tissue at 7 dpci. "
            "(A) PCA of 16 libraries. (B) Volcano plot, rbm24a-/- vs WT, padj < 0.05. (C) GO terms.\n"
            "Figure 4.2. Actinomycin D chase in explanted hearts; myl7, tnnt2a, actc1a decay curves, n=4.\n"
            "Figure 4.3. 3' UTR reporter (GFP-myl7 3'UTR) in WT and mutant border zone - pending.")


# --------------------------------------------------------------------------- templates: conference (Projects PhD)


def t_abstract(r: random.Random, dt: datetime) -> str:
    return ("SDB-CSMB Joint Meeting 2026, Vancouver, June 23-27 - Abstract submission\n"
            "Session: Regeneration and Repair (selected for short talk)\n"
            "Title: Rbm24 stabilises sarcomeric mRNAs to enable cardiomyocyte proliferation in the regenerating "
            "zebrafish heart\nAuthors: Dana Okafor, Jun Lin, Miriam Feldman (University of Toronto)\n"
            "Zebrafish regenerate their hearts after injury through proliferation of border-zone cardiomyocytes. "
            "We show that the muscle RNA-binding protein Rbm24 is induced in these cells and that rbm24a mutants "
            "form persistent scars. RNA-seq and actinomycin D chase experiments indicate that Rbm24 stabilises "
            "sarcomeric transcripts, linking post-transcriptional control to regenerative capacity.")


def t_travel_grant(r: random.Random, dt: datetime) -> str:
    return ("SGS Conference Grant - application\nApplicant: Dana Okafor, PhD year 4, Molecular Genetics\n"
            "Conference: SDB-CSMB Joint Meeting 2026, Vancouver BC, 23-27 June 2026\n"
            "Presentation: short talk (Regeneration and Repair) + poster\n"
            "Budget: airfare YYZ-YVR return $486; registration (student) $395; hotel 4 nights shared $620; "
            "meals $200. Total $1,701.\nOther funding: Feldman lab $500; MGY travel award $300 (applied).\n"
            "Supervisor statement: attached (M. Feldman).")


def t_grant_award(r: random.Random, dt: datetime) -> str:
    return _eml(dt, "SGS Awards <sgs.awards@utoronto.ca>", DANA_MAIL, "SGS Conference Grant - decision",
                "Dear Dana Okafor,\nWe are pleased to inform you that you have been awarded a School of Graduate "
                "Studies Conference Grant of $700 to present at the SDB-CSMB Joint Meeting 2026 (Vancouver).\n"
                "Reimbursement is made after travel: submit original receipts and your boarding passes through "
                "your department's business officer within 30 days of return.\nSGS Awards Office")


def t_registration(r: random.Random, dt: datetime) -> str:
    return ("SDB-CSMB Joint Meeting 2026 - Registration confirmation\n"
            f"Confirmation #: SDB26-{r.randint(10000, 99999)}\nName: Dana Okafor  Affiliation: University of Toronto\n"
            "Category: Graduate student member (early bird) CAD $395.00, paid by Visa ****4417\n"
            "Includes: all sessions, poster sessions, opening reception, career lunch.\n"
            "Venue: Vancouver Convention Centre East, 999 Canada Place. Badge pick-up from June 23, 12:00.")


def t_hotel(r: random.Random, dt: datetime) -> str:
    return ("Booking confirmation - Hotel Belmont Vancouver\n654 Nelson Street, Vancouver BC\n"
            f"Confirmation number: {r.randint(3000000000, 3999999999)}\nGuest: Dana Okafor (+ Tomas Rivera)\n"
            "Check-in: Tue 23 June 2026 (from 15:00)  Check-out: Sat 27 June 2026 (until 11:00)\n"
            "Room: Standard Two Double Beds, 4 nights, CAD 1,236.40 incl. taxes (conference group rate SDB26)\n"
            "Free cancellation until 16 June 2026. Pay at the property.")


def t_flight(r: random.Random, dt: datetime) -> str:
    return ("Air Canada - Itinerary / e-ticket receipt\nBooking reference: {}\nPassenger: OKAFOR/DANA ADAEZE MS\n"
            "AC 113  Toronto (YYZ) 23 Jun 2026 08:00 -> Vancouver (YVR) 10:05  Economy Standard\n"
            "AC 126  Vancouver (YVR) 27 Jun 2026 13:30 -> Toronto (YYZ) 21:15  Economy Standard\n"
            "Total fare CAD 486.27 (incl. taxes and fees)\nTravel document: Nigerian passport - domestic flight, "
            "study permit not required but carry ID.").format("".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
                                                                      for _ in range(6)))


def t_talk_script(r: random.Random, dt: datetime) -> str:
    return ("# Vancouver talk - script (12 min)\n\n1. Title slide (20 s) - thank chairs.\n"
            "2. Zebrafish regenerate, humans scar - one image, no text.\n3. Border-zone CMs dedifferentiate: "
            "sarcomere disassembly movie.\n4. Rbm24 up in border zone - HCR panel.\n5. Mutant scar AFOG + "
            "quantification.\n6. Proliferation index down.\n7. RNA-seq volcano -> sarcomere genes.\n"
            "8. ActD chase half-lives.\n9. Model cartoon.\n10. Acknowledgements: Feldman lab, fish facility, "
            "CIHR, OGS.\n\nQ&A prep: why not morpholinos? (off-target, used mutant); is it splicing or stability? "
            "(both possible - rMATS shows few changes); mammalian relevance? (Rbm24 in mouse neonatal hearts).")


def t_packing(r: random.Random, dt: datetime) -> str:
    return ("Vancouver packing\n- laptop + charger + USB-C to HDMI adapter\n- talk on USB AND in email AND OneDrive\n"
            "- poster tube (print at Print Shop Bahen by 19 June!)\n- passport + student card\n- rain jacket\n"
            "- knee brace + physio band\n- business cards? (ask Karen)\n- receipts envelope for SGS grant")


# --------------------------------------------------------------------------- templates: paper revision (Projects PhD)


def t_decision(r: random.Random, dt: datetime) -> str:
    return _eml(dt, "Development Editorial Office <dev@biologists.com>", MIRIAM,
                "Decision on manuscript DEVELOP/2026/204518",
                "Dear Dr Feldman,\nThank you for sending your manuscript 'Rbm24 is required for cardiomyocyte "
                "proliferation during zebrafish heart regeneration' to Development. I have now received the "
                "reports of two referees. As you will see, both find the work interesting but raise substantial "
                "points, in particular the need for a rescue experiment and for more rigorous quantification of "
                "proliferation. I would therefore be happy to consider a revised version (major revision). "
                "Please submit within 90 days.\nYours sincerely,\nHandling Editor, Development\n\n"
                "Reviewer 1 ... Reviewer 2 ... (see attached PDF)")


def t_reviews(r: random.Random, dt: datetime) -> str:
    return ("Manuscript DEVELOP/2026/204518 - Reviewer comments\n\nReviewer 1\n"
            "1. The authors should rescue the mutant phenotype, e.g. by myocardial rbm24a overexpression.\n"
            "2. PCNA alone is insufficient; please add EdU incorporation or Mcm5.\n"
            "3. Scar size should be quantified blind to genotype.\n\nReviewer 2\n"
            "1. Is the effect on proliferation a secondary consequence of poor survival of cardiomyocytes? "
            "TUNEL is needed.\n2. The RNA-seq is from whole ventricles; the border-zone claim needs spatial data.\n"
            "3. Minor: define dpci at first use; Fig. 2C y-axis unlabelled.")


def t_response(r: random.Random, dt: datetime) -> str:
    return ("Response to reviewers - DEVELOP/2026/204518 (draft v3, DO + MF)\n\n"
            "We thank both reviewers for their constructive comments. Changes are highlighted in the revised "
            "manuscript.\n\nReviewer 1, point 1 (rescue): We generated Tg(myl7:rbm24a-P2A-mCherry) and crossed it "
            "into the mutant background. Transgenic mutants show scar sizes comparable to wild type at 30 dpci "
            "(new Fig. 5).\nPoint 2 (EdU): We now include EdU pulse labelling at 7 dpci (new Fig. 3E-F); results "
            "agree with PCNA.\nPoint 3: Scar areas were re-measured blind by T. Rivera.\n\nReviewer 2, point 1 "
            "(TUNEL): [experiment running - results by June 10]\nPoint 2: HCR shows rbm24a-dependent loss of "
            "myl7 signal specifically in the border zone (new Fig. S6).")


def t_revision_todo(r: random.Random, dt: datetime) -> str:
    return ("# Revision to-do (due 18 June 2026)\n\n- [x] EdU pulse 7 dpci, n=8 per genotype\n"
            "- [x] blind re-scoring of scars (Tomas)\n- [ ] TUNEL on 3 dpci sections - stain Monday\n"
            "- [ ] rescue line: image last 4 hearts\n- [ ] new Fig 5 layout in Illustrator\n"
            "- [ ] update methods: EdU, transgenic line, blinding\n- [ ] cover letter + response final pass with "
            "Miriam\n- [ ] check word count (Development research article limit 7000)")


def t_cover_letter(r: random.Random, dt: datetime) -> str:
    return ("Dear Editor,\n\nPlease find enclosed our revised manuscript DEVELOP/2026/204518, 'Rbm24 is required "
            "for cardiomyocyte proliferation during zebrafish heart regeneration'. We have addressed all points "
            "raised by the two reviewers, including a genetic rescue experiment, EdU labelling, TUNEL staining "
            "and spatial HCR data. A point-by-point response is provided.\n\nSincerely,\nMiriam Feldman, on "
            "behalf of all authors (Dana Okafor, Jun Lin)")


def t_manuscript(r: random.Random, dt: datetime) -> str:
    return ("Rbm24 is required for cardiomyocyte proliferation during zebrafish heart regeneration\n"
            "Dana Okafor, Jun Lin, Miriam Feldman*\nDepartment of Molecular Genetics, University of Toronto\n"
            "REVISED MANUSCRIPT - tracked changes\n\nSummary statement: The RNA-binding protein Rbm24 is induced "
            "in border-zone cardiomyocytes and is required for their proliferation and for scar resolution after "
            "cryoinjury.\n\nAbstract\nUnlike mammals, zebrafish regenerate heart muscle after injury. ...\n"
            "Results\nrbm24a expression is induced in border-zone cardiomyocytes ... EdU incorporation (new) ...")


# --------------------------------------------------------------------------- templates: move (Projects Home)


def t_listings(r: random.Random, dt: datetime) -> str:
    return ("# Apartment hunt - notes\n\nBudget: max $1,750 all-in (1-bed) - check with LOC payments.\n"
            "Want: near Ossington/Christie/Dufferin for the 505/506 to the lab, laundry, July 1.\n\n"
            "1. 17 Shanly St lower - $1,690 + hydro, 1 bed basement, separate entrance, laundry shared. Landlady "
            "Mrs. Teresa Costa, lives upstairs. Bright for a basement. ** top choice **\n"
            "2. 1022 Dufferin apt 3 - $1,850 incl., above a shop, noisy, stairs (knee!).\n"
            "3. Christie Pits bachelor - $1,525 but tiny, no laundry.\n4. Liberty Village condo - $2,150, no.\n"
            "Viewing Shanly: Sat 11 am. Bring: credit report, enrolment letter, stipend letter, pay stubs, refs.")


def t_rental_app(r: random.Random, dt: datetime) -> str:
    return ("Rental Application - Ontario Real Estate Association Form 410\n"
            f"Premises: {NEW_ADDR}\nApplicant: Dana Okafor, date of birth 1997-03-14\n"
            "Present address: 88 Markham St, Unit 2, Toronto (since July 2023), landlord George Papadakis "
            "416-555-0192\nEmployment: University of Toronto (PhD candidate, stipend $31,000/yr); Ember & Oat Cafe "
            "(barista, part-time)\nLease start: July 1, 2026  Rent: $1,690.00 per month\n"
            "References: Prof. Miriam Feldman (supervisor); Luis Ortega (manager)\nSigned: D. Okafor  "
            f"Date: {_d(dt)}")


def t_credit_report(r: random.Random, dt: datetime) -> str:
    return ("Equifax Canada - Credit report (consumer copy)\n"
            f"Prepared for: DANA OKAFOR  Date: {_long(dt)}\nCredit score: {r.randint(705, 745)} (Good)\n"
            "Trades: TD Cash Back Visa - opened 2022-10, limit $2,500, paid as agreed (R1)\n"
            "Scotiabank line of credit - opened 2023-01, limit $20,000, paid as agreed\n"
            "Inquiries (last 12 months): 1 - Equifax consumer request\nCollections: none  Public records: none\n"
            "(downloaded for the Shanly St rental application)")


def t_movers(r: random.Random, dt: datetime) -> str:
    return ("Bloor West Movers - Moving estimate\n"
            f"Estimate #{r.randint(4000, 4999)}  Date: {_long(dt)}\nCustomer: Dana Okafor\n"
            "From: 88 Markham St Unit 2 (3rd floor walk-up) To: 17 Shanly St lower unit\n"
            "Move date: Wed July 1, 2026, 8:00 am start\nCrew: 2 movers + 16 ft truck, $139/hour, 3 hour minimum\n"
            "Estimated time: 3-4 h  Stairs surcharge $40  Mattress bag $15\nEstimated total: $480-$620 + HST\n"
            "Deposit $100 to hold the date (non-refundable after June 24).")


def t_move_checklist(r: random.Random, dt: datetime) -> str:
    return ("MOVE - July 1\n\n[x] give notice to George (N9 - both signed, June 30 end)\n"
            "[x] tell Priya + Megan (they found a replacement: Hana)\n[ ] movers deposit - Bloor West\n"
            "[ ] Toronto Hydro new account at Shanly (start July 1)\n[ ] internet - Teksavvy? Rogers transfer?\n"
            "[ ] tenant insurance address change (Square One)\n[ ] change address: TD, Scotiabank, CRA, UofT ACORN, "
            "IRCC (within 30 days for study permit holders!)\n[ ] Canada Post mail forwarding 4 months\n"
            "[ ] boxes from No Frills + lab (ask Karen for the styrofoam ones? no)\n[ ] get key deposit back")


def t_notice(r: random.Random, dt: datetime) -> str:
    return _eml(dt, DANA_GMAIL, "George Papadakis <gpapadakis@rogers.com>", "Notice - moving out June 30",
                "Hi George,\nAs we discussed, I'm giving notice that I'll move out of 88 Markham St at the end of June "
                "(June 30, 2026). I've attached the signed N9 form. Priya and Megan are staying and have found "
                "someone to take my room from July 1; they'll send you her application.\n"
                "Could we arrange a time to return my keys and the $60 key deposit?\nThank you for everything,\nDana")


def t_move_budget(r: random.Random, dt: datetime) -> str:
    return ("Item;Cost;Paid;Notes\nFirst month rent Shanly;1690;yes;e-transfer to T. Costa\nLast month deposit;1690;"
            "yes;\nMovers estimate;620;no;Bloor West, deposit 100\nBoxes + tape;45;no;\nBed frame (FB Marketplace);"
            "120;no;\nDesk;0;;keep lab one? no\nCurtains + rods;80;no;IKEA\nHydro deposit;0;;not needed w/ credit\n"
            "Internet install;50;no;\nTotal;4295;;LOC draw 1500?")


def t_new_hydro(r: random.Random, dt: datetime) -> str:
    return ("Toronto Hydro - Move request confirmation\n"
            f"Reference MOV-{r.randint(100000, 999999)}\nCustomer: Dana Okafor\nNew service address: {NEW_ADDR}\n"
            "Start date: July 1, 2026\nA smart meter read will be taken on your start date. Your first bill will "
            "arrive in about 4 weeks. Welcome to Toronto Hydro.")


# --------------------------------------------------------------------------- templates: Chioma's visit (Projects Family)


def t_invitation(r: random.Random, dt: datetime) -> str:
    return (f"{_long(dt)}\n\nTo: Visa Officer, Immigration, Refugees and Citizenship Canada\n\n"
            "Re: Letter of invitation for Miss Chioma Nneka Okafor (passport B0{}), date of birth 22 Sept 2001\n\n"
            "I, Dana Adaeze Okafor, a PhD student at the University of Toronto on a valid study permit (expiring "
            "31 December 2026), invite my sister Chioma to visit me in Toronto from 3 August to 24 August 2026. "
            "She will stay with me at my apartment at 17 Shanly Street, Toronto. The purpose of the visit is "
            "tourism and to attend family time before my doctoral defence. Chioma works as a pharmacist at "
            "HealthPlus Pharmacy, Lekki, and will return to her job on 26 August. Her flights and costs will be "
            "covered by herself with my support.\nEnclosed: copy of my study permit, enrolment letter, bank "
            "statement, lease.\n\nSincerely,\nDana Okafor\n+1 647 555 0148").format(r.randint(1000000, 9999999))


def t_visa_checklist(r: random.Random, dt: datetime) -> str:
    return ("# Chioma visitor visa (TRV) - documents\n\n- [x] IMM 5257 form filled (online, her IRCC account)\n"
            "- [x] invitation letter from me (signed)\n- [ ] my enrolment letter + study permit copy\n"
            "- [ ] my TD statement (3 months) + her bank statement (6 months, Access Bank)\n"
            "- [x] employment letter HealthPlus + leave approval\n- [ ] travel history: UK 2023 visa\n"
            "- [ ] biometrics at VFS Lagos (Ikoyi) - book slot!\n- fee CAD 100 + biometrics 85\n"
            "Processing time Nigeria ~ 60-90 days -> SUBMIT BY EARLY MAY\n")


def t_itinerary(r: random.Random, dt: datetime) -> str:
    return ("Date;Plan;Booked\n2026-08-03;Chioma lands YYZ 15:40 (Air Canada via LHR) - UP Express;\n"
            "2026-08-05;CN Tower + Harbourfront;no\n2026-08-08;Niagara Falls day trip (Hornblower);yes\n"
            "2026-08-10;Kensington Market + jollof at Afrobeat Kitchen;no\n2026-08-14;Toronto Islands ferry;no\n"
            "2026-08-15;Caribana parade? (Aug 1 weekend - missed) -> AfroFest?;\n2026-08-19;Lab tour + MaRS;\n"
            "2026-08-22;Shopping Eaton Centre + Yorkdale;\n2026-08-24;departure YYZ 18:55;")


def t_niagara(r: random.Random, dt: datetime) -> str:
    return ("Niagara Day Tours Toronto - Booking confirmation\n"
            f"Booking #{r.randint(200000, 299999)}\nLead traveller: Dana Okafor  Guests: 2 adults (Dana Okafor, "
            "Chioma Okafor)\nTour: Niagara Falls Day Tour with Boat Cruise and Wine Tasting\n"
            "Date: Saturday 8 August 2026, pick-up 8:15 am at 123 Queen St W (Sheraton)\n"
            "Price: CAD 2 x 139.00 = 278.00 (paid)\nFree cancellation up to 24 hours before.")


def t_chioma_mail(r: random.Random, dt: datetime) -> str:
    return _eml(dt, "Chioma Okafor <chiomaokafor01@yahoo.com>", DANA_GMAIL, "Re: visa + flights",
                "Sis!!\nBiometrics done at VFS Ikoyi today. The lady said 8 weeks maybe. I looked at flights - "
                "Air Canada via London is 1.9m naira, Ethiopian via Addis is 1.4m but 30 hours. Mummy says take "
                "the London one. I'll book once the visa comes.\nWhat should I bring you? Garri, crayfish, "
                "ogbono? Tell me the list. And is your new place big enough or I'm sleeping on the floor lol\nC.")


def t_chioma_todo(r: random.Random, dt: datetime) -> str:
    return ("Chioma visit\n- air mattress (Canadian Tire) or sofa bed?\n- Presto card for her + load $60\n"
            "- ask Luis for 2 weekends off in August\n- ticket for Afrofest / Toronto Caribbean?\n"
            "- winter? no, summer - just a light jacket\n- take her to the lab on a Friday (safety training "
            "not needed if only office)\n- list for mum: crayfish, ogbono, dried pepper, Indomie (lol)")


# --------------------------------------------------------------------------- templates: Resources (Code, Cooking ...)


def t_r4ds(r: random.Random, dt: datetime) -> str:
    return ("# R for Data Science - my notes\n\n## dplyr verbs\n- `filter()` rows, `select()` columns, `mutate()` new "
            "columns, `summarise()` with `group_by()`\n- pipe: `df |> filter(x > 3) |> count(group)`\n\n"
            "## tidyr\n- `pivot_longer(cols = -gene, names_to = 'sample', values_to = 'count')`\n"
            "- `separate_wider_delim(sample, '_', names = c('genotype', 'rep'))`\n\n## ggplot2\n"
            "```r\nggplot(df, aes(genotype, ddct, colour = genotype)) +\n  geom_boxplot(outlier.shape = NA) +\n"
            "  geom_jitter(width = 0.15) +\n  theme_classic()\n```\n\n## factors\n- `fct_relevel()`, "
            "`fct_reorder()`\n\nch 12-16 still to do (strings, regex, dates).\n")


def t_ggplot_cheat(r: random.Random, dt: datetime) -> str:
    return ("Data visualization with ggplot2 :: CHEAT SHEET\n\nBasics: ggplot(data = <DATA>) + <GEOM_FUNCTION>"
            "(mapping = aes(<MAPPINGS>), stat = <STAT>, position = <POSITION>) + <COORDINATE_FUNCTION> + "
            "<FACET_FUNCTION> + <SCALE_FUNCTION> + <THEME_FUNCTION>\n"
            "One variable: geom_histogram(), geom_density(), geom_bar()\nTwo variables: geom_point(), geom_smooth(), "
            "geom_boxplot(), geom_violin()\nFaceting: facet_wrap(~ var), facet_grid(rows ~ cols)\n"
            "Themes: theme_bw(), theme_classic(), theme_minimal()\nSaving: ggsave('plot.png', width = 5, height = 5)")


def t_bioc(r: random.Random, dt: datetime) -> str:
    return ("Bioconductor workshop - RNA-seq analysis with DESeq2 (Canadian Bioinformatics Workshops)\n\n"
            "Module 3: Differential expression\n- Import counts with tximport from salmon quant.sf files\n"
            "- dds <- DESeqDataSetFromMatrix(countData, colData, design = ~ batch + condition)\n"
            "- Pre-filter: keep rows with at least 10 reads in the smallest group\n"
            "- dds <- DESeq(dds); res <- results(dds, alpha = 0.05)\n"
            "- Shrink LFCs with lfcShrink(type = 'apeglm') for ranking and plotting\n"
            "- Visualise: plotPCA(vst(dds)), MA plot, heatmap of top genes with pheatmap")


PANDAS_NB = """{
 "cells": [
  {"cell_type": "markdown", "metadata": {}, "source": ["# pandas basics - Software Carpentry lesson (my copy)\\n",
   "Working through 'Plotting and Programming in Python'."]},
  {"cell_type": "code", "execution_count": 1, "metadata": {}, "outputs": [],
   "source": ["import pandas as pd\\n", "data = pd.read_csv('data/gapminder_gdp_oceania.csv', index_col='country')\\n",
   "data.describe()"]},
  {"cell_type": "code", "execution_count": 2, "metadata": {}, "outputs": [],
   "source": ["data.loc['Australia', 'gdpPercap_1952':'gdpPercap_1982']\\n", "data.T.plot()"]},
  {"cell_type": "markdown", "metadata": {}, "source": ["Exercise: select countries whose GDP in 2007 > 30000"]},
  {"cell_type": "code", "execution_count": 3, "metadata": {}, "outputs": [],
   "source": ["mask = data['gdpPercap_2007'] > 30000\\n", "data[mask]"]}
 ],
 "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
 "nbformat": 4, "nbformat_minor": 5
}
"""

R_EXERCISE = """# Coursera - Data Analysis with R, week 3 exercises
# (just practice, not for the thesis)

library(tidyverse)

# 1. load the built-in mtcars data and compute mean mpg by number of cylinders
mtcars |>
  group_by(cyl) |>
  summarise(mean_mpg = mean(mpg), n = n())

# 2. scatter plot of weight vs mpg, coloured by transmission
ggplot(mtcars, aes(wt, mpg, colour = factor(am))) +
  geom_point() +
  geom_smooth(method = "lm", se = FALSE) +
  labs(colour = "am (0 = auto)")

# 3. write a function that returns the coefficient of variation
cv <- function(x, na.rm = TRUE) {
  sd(x, na.rm = na.rm) / mean(x, na.rm = na.rm)
}
sapply(mtcars[, c("mpg", "hp", "wt")], cv)

# 4. t-test: does mpg differ between automatic and manual?
t.test(mpg ~ am, data = mtcars)
"""

PY_EXERCISE = """\"\"\"Python for biologists - chapter 5 exercises (my solutions).\"\"\"


def gc_content(seq: str) -> float:
    seq = seq.upper()
    return (seq.count("G") + seq.count("C")) / len(seq)


def reverse_complement(seq: str) -> str:
    pairs = {"A": "T", "T": "A", "G": "C", "C": "G", "N": "N"}
    return "".join(pairs[b] for b in reversed(seq.upper()))


def translate(seq: str) -> str:
    bases = "TCAG"
    codons = [a + b + c for a in bases for b in bases for c in bases]
    aminos = "FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG"
    table = dict(zip(codons, aminos))
    return "".join(table.get(seq[i:i + 3], "X") for i in range(0, len(seq) - 2, 3))


if __name__ == "__main__":
    s = "ATGGCGTACGCTTAGCATGCA"
    print(gc_content(s), reverse_complement(s), translate(s))
"""

RECIPES = {
    "jollof": ("Jollof rice (Mummy's way)", "Serves 6\n\n4 cups long-grain parboiled rice, washed\n5 plum tomatoes, "
               "3 red bell peppers (tatashe), 2 scotch bonnets, 2 onions - blend\n1/2 cup vegetable oil, 2 tbsp "
               "tomato paste\n2 tsp curry powder, 2 tsp thyme, 3 bay leaves, 2 stock cubes, salt\n3 cups chicken "
               "stock\n\n1. Fry sliced onion in oil, add tomato paste and fry 5 min until it darkens.\n2. Add the "
               "blended pepper mix, cook down 25-30 min until oil floats.\n3. Season: curry, thyme, bay leaves, "
               "stock cubes, salt.\n4. Add stock, then rice. Cover with foil then the lid, lowest heat 30 min.\n"
               "5. Do NOT stir too much. The bottom burn (party rice) is the best part."),
    "egusi": ("Egusi soup", "2 cups ground egusi (melon seeds)\n500 g assorted meat (beef, shaki), 200 g stockfish\n"
              "1/2 cup palm oil, 2 tbsp ground crayfish, 2 stock cubes, scotch bonnet\n2 handfuls spinach or bitter "
              "leaf\n\nBoil meat with onion and seasoning. Heat palm oil, add egusi mixed with a little water, fry in "
              "lumps 10 min. Add meat stock, crayfish, pepper, simmer 15 min. Add meat and fish, then greens for the "
              "last 5 min. Serve with pounded yam or eba. African Palace Foods (Scarborough) has good egusi."),
    "puffpuff": ("Puff puff", "3 cups flour, 1/2 cup sugar, 2 1/4 tsp instant yeast, 1/2 tsp nutmeg, pinch salt, "
                 "1 1/2 cups warm water.\nMix to a sticky batter, cover, rise 1 hour. Deep fry spoonfuls at 170 C "
                 "until golden, turn once. Drain, dust with sugar. Makes ~40."),
    "banana": ("Banana bread (one bowl)", "3 very ripe bananas, 1/3 cup melted butter, 3/4 cup sugar, 1 egg, "
               "1 tsp vanilla, 1 tsp baking soda, pinch salt, 1 1/2 cups flour.\nMash, mix wet, add dry. 350 F, "
               "loaf pan, 55-60 min. From the café - Luis's version adds walnuts and cinnamon."),
    "chinchin": ("Chin chin", "4 cups flour, 1/2 cup sugar, 1/2 cup butter, 1 egg, 1/2 cup evaporated milk, 1 tsp "
                 "nutmeg, 1 tsp baking powder.\nRub butter into flour, add the rest, knead, roll thin, cut small "
                 "squares. Fry in batches on medium heat until golden brown, stirring. Cool fully before storing."),
    "pepper": ("Pepper soup (goat meat)", "1 kg goat meat, pepper soup spice mix (ehuru, uziza, uda), 2 scotch "
               "bonnets, 1 onion, 2 stock cubes, scent leaves (or basil), salt.\nBoil the meat with onion and stock "
               "cubes 40 min, add ground spice mix and pepper, simmer 20 min, scent leaves at the end."),
}


def t_recipe(key: str) -> str:
    title, body = RECIPES[key]
    return f"{title}\n\n{body}\n"


BOOKS = [
    ("Chimamanda Ngozi Adichie - Half of a Yellow Sun.epub", "Half of a Yellow Sun", "Chimamanda Ngozi Adichie",
     "A novel of the Nigerian civil war told through Ugwu, a houseboy, Olanna and her twin sister Kainene."),
    ("Chinua Achebe - Things Fall Apart.epub", "Things Fall Apart", "Chinua Achebe",
     "Okonkwo, a proud Igbo wrestler and farmer in Umuofia, faces the arrival of colonial rule and missionaries."),
    ("Ayobami Adebayo - Stay With Me.epub", "Stay With Me", "Ayobami Adebayo",
     "Yejide and Akin's marriage in 1980s Ilesa strains under family pressure to have children."),
    ("Octavia E. Butler - Kindred.epub", "Kindred", "Octavia E. Butler",
     "Dana, a Black writer in 1976 California, is pulled back in time to a Maryland plantation."),
    ("Emily St. John Mandel - Station Eleven.epub", "Station Eleven", "Emily St. John Mandel",
     "A travelling symphony performs Shakespeare in the Great Lakes region years after a pandemic."),
    ("Siddhartha Mukherjee - The Gene.epub", "The Gene: An Intimate History", "Siddhartha Mukherjee",
     "A history of the gene from Mendel and Darwin to genome editing, interwoven with the author's family."),
    ("Akwaeke Emezi - Freshwater.epub", "Freshwater", "Akwaeke Emezi",
     "Ada, born in southern Nigeria with spirits inside her, grows up and moves to America for college."),
]

SONGS = [
    ("Burna Boy", "Last Last", "Love, Damini"), ("Wizkid", "Essence (feat. Tems)", "Made in Lagos"),
    ("Rema", "Calm Down", "Rave & Roses"), ("Asake", "Lonely At The Top", "Work of Art"),
    ("Ayra Starr", "Rush", "19 & Dangerous"), ("Tems", "Free Mind", "For Broken Ears"),
    ("Davido", "Unavailable (feat. Musa Keys)", "Timeless"), ("Fela Kuti", "Water No Get Enemy", "Expensive Shit"),
    ("Tiwa Savage", "Somebody's Son (feat. Brandy)", "Water & Garri"), ("Burna Boy", "Ye", "Outside"),
    ("Asake", "Sungba (Remix)", "Mr. Money With The Vibe"),
]


# --------------------------------------------------------------------------- templates: Archive


def t_msc(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "transcript":
        return ("UNIVERSITY OF LAGOS - School of Postgraduate Studies\nACADEMIC TRANSCRIPT\n"
                "Name: OKAFOR, Dana Adaeze  Matric No.: 199012047\nProgramme: M.Sc. Biochemistry\n"
                "BCH 801 Advanced Enzymology A\nBCH 803 Molecular Biology Techniques A\nBCH 805 Bioenergetics B\n"
                "BCH 807 Research Methods and Biostatistics A\nBCH 890 Dissertation A\nCGPA: 4.62 / 5.00\n"
                "Date of award: 14 October 2021")
    if kind == "thesis":
        return ("ANTIOXIDANT AND HEPATOPROTECTIVE ACTIVITY OF VERNONIA AMYGDALINA LEAF EXTRACT IN "
                "CARBON TETRACHLORIDE-INDUCED LIVER INJURY IN WISTAR RATS\n\nA dissertation submitted to the School "
                "of Postgraduate Studies, University of Lagos, in partial fulfilment of the requirements for the "
                "award of the degree of Master of Science (M.Sc.) in Biochemistry\nby OKAFOR, Dana Adaeze\n"
                "Supervisor: Prof. A. O. Adebayo\n\nAbstract\nVernonia amygdalina (bitter leaf) is widely used in "
                "Nigerian traditional medicine. Aqueous extract (200 and 400 mg/kg) significantly reduced serum "
                "ALT and AST and restored hepatic catalase and SOD activity in CCl4-treated rats.")
    if kind == "wes":
        return ("World Education Services - ECA Report (Educational Credential Assessment)\n"
                "Reference no. 4471028  Name: Dana Adaeze Okafor\n"
                "Credential 1: Bachelor of Science (Biochemistry), University of Lagos, 2018 - Canadian equivalency: "
                "Bachelor's degree (four years)\nCredential 2: Master of Science (Biochemistry), University of Lagos, "
                "2021 - Canadian equivalency: Master's degree\nGrade average: A-")
    if kind == "reference":
        return ("Department of Biochemistry, College of Medicine, University of Lagos, Idi-Araba\n"
                f"{_long(dt)}\nLetter of recommendation for Miss Dana Okafor\n"
                "I supervised Dana's M.Sc. dissertation on the hepatoprotective activity of Vernonia amygdalina. "
                "She is among the most capable students I have taught in fifteen years, careful at the bench and "
                "independent in analysis. I recommend her without reservation for doctoral study.\n"
                "Prof. A. O. Adebayo")
    return ("UNIVERSITY OF LAGOS\nThis is to certify that OKAFOR, Dana Adaeze having satisfied the requirements "
            "of the University was awarded the degree of MASTER OF SCIENCE in BIOCHEMISTRY on 14 October 2021.\n"
            "Vice-Chancellor  Registrar")


def t_siwes(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "letter":
        return ("NIGERIAN INSTITUTE OF MEDICAL RESEARCH\n6 Edmund Crescent, Yaba, Lagos\n"
                "Acceptance for Industrial Training (SIWES)\nMiss Dana A. Okafor, 400L Biochemistry, University of "
                "Lagos\nYou have been accepted for your Students Industrial Work Experience Scheme placement in the "
                "Molecular Biology and Biotechnology Division from 4 June to 31 August 2018. Report to Dr. F. O. Eze. "
                "No stipend is paid by the Institute.")
    if kind == "report":
        return ("SIWES TECHNICAL REPORT\nA report on the Students Industrial Work Experience Scheme at the Nigerian "
                "Institute of Medical Research (NIMR), Yaba, Lagos, June-August 2018\nby Okafor Dana Adaeze "
                "(Matric 140806112)\n\nChapter 1: Introduction to SIWES and NIMR\nChapter 2: Activities - DNA extraction "
                "from dried blood spots, PCR for Plasmodium falciparum kelch13 mutations, agarose gel "
                "electrophoresis, ELISA for hepatitis B surface antigen\nChapter 3: Skills acquired\n"
                "Chapter 4: Problems encountered (power outages, reagent shortages) and recommendations")
    return ("SIWES LOGBOOK - weekly summary (scanned)\nWeek 6: 9-13 July 2018\nMon - prepared 1x TAE, cast gels\n"
            "Tue - PCR setup for k13 amplicons, 24 samples\nWed - gel, 6 failed - repeated\nThu - ELISA HBsAg, 40 sera\n"
            "Fri - lab meeting, cleaned -20 freezer\nSupervisor's remarks: Good progress. F. O. Eze")


def t_montreal(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "via":
        return ("VIA Rail Canada - Boarding pass / e-ticket\nBooking ref. {}\nPassenger: Dana Okafor\n"
                "Train 61  Toronto Union 09:30 -> Montreal 14:39  Fri 16 Feb 2024  Economy, car 4 seat 12A\n"
                "Train 68  Montreal 15:00 -> Toronto 20:13  Mon 19 Feb 2024\nFare: Escape, youth/student $142.00 "
                "total").format("".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6)))
    if kind == "airbnb":
        return ("Airbnb - Reservation confirmed\nPlateau Mont-Royal - cosy 2BR near Laurier metro\nHost: Mathieu\n"
                "Check-in: Fri, Feb 16, 2024, 4:00 PM  Checkout: Mon, Feb 19, 2024, 11:00 AM\nGuests: 4 adults\n"
                "Total (CAD): $612.40 - split 4 ways\nAddress: 4820 Rue de Bordeaux, Montreal QC")
    if kind == "plan":
        return ("# Montreal reading week (Feb 16-19 2024)\n\nwith Priya, Ifeoma, Tomas\n- Fri: arrive, St-Viateur "
                "bagels, walk Mont-Royal if not too icy\n- Sat: Old Port, Notre-Dame basilica, Montreal en Lumiere, "
                "Schwartz's\n- Sun: Jean-Talon market, Biodome?, Igloofest at night!!\n- Mon: brunch, train 15:00\n"
                "Bring: crampons?? warm boots, student card for discounts")
    return ("Item;Paid by;Amount;Per person\nAirbnb;Priya;612.40;153.10\nIgloofest tickets;Dana;196.00;49.00\n"
            "Groceries;Tomas;84.20;21.05\nSchwartz's dinner;Ifeoma;118.60;29.65\nUber from station;Dana;22.80;5.70\n"
            "Total;;1034.00;258.50\nSettled;;;yes - everyone e-transferred Feb 25")


def t_grad_house(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "contract":
        return ("University of Toronto - Graduate House\n60 Harbord Street\nResidence Agreement 2022-2023\n"
                "Resident: Dana Okafor  Suite 412, room C (4-person suite)\nTerm: August 28, 2022 to April 30, 2023 "
                "(extended to August 15, 2023)\nFees: $1,205 per month, no meal plan\nRules: quiet hours 11 pm - 7 am, "
                "no overnight guests longer than 3 nights, room inspections with 24 h notice.")
    return ("Graduate House - Move-out inspection report\nSuite 412 C  Resident: Dana Okafor  Date: 15 Aug 2023\n"
            "Walls: ok  Floor: ok  Furniture: ok (desk chair wheel loose - not charged)\nKeys returned: 2/2\n"
            "Damage charges: $0.00  Deposit refund: $250.00 to be issued within 30 days.")


def t_csmb(r: random.Random, dt: datetime) -> str:
    return ("CSMB 2025 Annual Meeting - Toronto, May 2025 - Poster P-117\n"
            "rbm24a mutant zebrafish fail to resolve scars after ventricular cryoinjury\n"
            "Dana Okafor, Jun Lin, Miriam Feldman - Department of Molecular Genetics, University of Toronto\n"
            "Background | Results: scar area at 30 and 60 dpci; PCNA index; rbm24a HCR | Conclusions | "
            "Acknowledgements: CIHR, OGS, zebrafish facility")


def t_retreat(r: random.Random, dt: datetime) -> str:
    return ("MGY Graduate Research Retreat 2026 - Programme\nApril 16-17, 2026, Geneva Park YMCA, Orillia\n"
            "Thursday 10:30 Session 2: Development & Regeneration\n  10:30 Dana Okafor (Feldman lab) - How a "
            "muscle RNA-binding protein helps the fish heart grow back\n  10:50 Tomas Rivera - Epicardial "
            "retinoic acid after cryoinjury\nBus departs MSB 8:00 sharp. Bring outdoor shoes.")


def t_ogs_app(r: random.Random, dt: datetime) -> str:
    return ("Ontario Graduate Scholarship 2024-2025 - Application\nApplicant: Dana Okafor  Program: PhD Molecular "
            "Genetics, year 2\nResearch proposal (1 page): Post-transcriptional control of heart regeneration.\n"
            "Zebrafish regenerate cardiac muscle ... I will test whether the RNA-binding protein Rbm24 is required "
            "for border-zone cardiomyocyte proliferation using a mutant line and cryoinjury.\n"
            "Most significant contributions: poster at the Zebrafish Disease Models meeting 2023; TA award "
            "nomination.\nReferees: M. Feldman, A. Mehta")


# --------------------------------------------------------------------------- code: thesis-analysis (Projects PhD)

TA_README = """# thesis-analysis

Analysis code for my PhD thesis (Dana Okafor, Feldman lab, Molecular Genetics, University of Toronto):
*Rbm24-dependent post-transcriptional control of cardiomyocyte regeneration in zebrafish*.

Chapters 3 and 4 figures are made from these scripts.

## Layout

- `R/01_import_qpcr.R` - reads CFX Maestro Cq exports from `data/qpcr/`
- `R/02_ddct.R` - delta-delta Cq with two reference genes (rpl13a, ef1a)
- `R/03_scar_quant.R` - AFOG scar areas measured in FIJI, stats and plots
- `R/04_deseq2.R` - bulk RNA-seq (border zone, 7 dpci), DESeq2 + apeglm
- `R/05_go.R` - GO enrichment with clusterProfiler
- `figures/` - exported PDFs/PNGs that go into the thesis (ch3, ch4)

## Reproduce

```r
renv::restore()
source("R/01_import_qpcr.R"); source("R/02_ddct.R")
```

Raw FASTQs are on the lab server (`/feldman/seq/DSC-24-0931`), not in git.
TODO before defence: tidy up 05_go.R, add session info to the thesis appendix.
"""

TA_IMPORT = """# 01_import_qpcr.R - read CFX Maestro exports into one tidy table
library(tidyverse)

read_cfx <- function(path) {
  read_csv(path, skip = 0, show_col_types = FALSE) |>
    select(Well, Target, Sample, Cq) |>
    mutate(Cq = suppressWarnings(as.numeric(Cq)),
           plate = tools::file_path_sans_ext(basename(path)))
}

files <- list.files("data/qpcr", pattern = "\\\\.csv$", full.names = TRUE)
cq <- map(files, read_cfx) |> list_rbind()

# flag technical replicates that disagree by > 0.5 cycles
cq <- cq |>
  group_by(plate, Target, Sample) |>
  mutate(spread = max(Cq, na.rm = TRUE) - min(Cq, na.rm = TRUE),
         flag = spread > 0.5) |>
  ungroup()

write_csv(cq, "data/derived/cq_all.csv")
message(nrow(cq), " wells from ", length(files), " plates; flagged: ", sum(cq$flag, na.rm = TRUE))
"""

TA_DDCT = """# 02_ddct.R - relative expression, delta-delta Cq with geometric mean of two references
library(tidyverse)

cq <- read_csv("data/derived/cq_all.csv", show_col_types = FALSE) |> filter(!flag)
refs <- c("rpl13a", "ef1a")

means <- cq |>
  group_by(plate, Sample, Target) |>
  summarise(cq = mean(Cq, na.rm = TRUE), .groups = "drop")

ref_cq <- means |>
  filter(Target %in% refs) |>
  group_by(plate, Sample) |>
  summarise(ref = mean(cq), .groups = "drop")   # mean of Cq = log of geometric mean

rel <- means |>
  filter(!Target %in% refs) |>
  left_join(ref_cq, by = c("plate", "Sample")) |>
  mutate(dct = cq - ref,
         genotype = if_else(str_detect(Sample, "^WT"), "WT", "rbm24a-/-")) |>
  group_by(plate, Target) |>
  mutate(ddct = dct - mean(dct[genotype == "WT"]),
         fold = 2^-ddct) |>
  ungroup()

p <- ggplot(rel, aes(genotype, fold, colour = genotype)) +
  geom_boxplot(outlier.shape = NA) +
  geom_jitter(width = 0.15) +
  facet_wrap(~ Target, scales = "free_y") +
  scale_colour_manual(values = c("WT" = "grey40", "rbm24a-/-" = "#C2185B")) +
  labs(y = "relative expression (2^-ddCq)", x = NULL) +
  theme_classic() + theme(legend.position = "none")
ggsave("figures/fig3_6_qpcr.pdf", p, width = 7, height = 4)
"""

TA_SCAR = """# 03_scar_quant.R - AFOG scar area (% ventricle) at 30 and 60 dpci
library(tidyverse)

scar <- read_csv("data/scar_areas_fiji.csv", show_col_types = FALSE) |>
  mutate(pct = 100 * scar_px / ventricle_px) |>
  group_by(fish_id, genotype, dpci) |>
  summarise(pct = mean(pct), n_sections = n(), .groups = "drop")   # 3 largest sections per heart

wilcox.test(pct ~ genotype, data = filter(scar, dpci == 30))
wilcox.test(pct ~ genotype, data = filter(scar, dpci == 60))

ggplot(scar, aes(genotype, pct)) +
  geom_dotplot(binaxis = "y", stackdir = "center", dotsize = 0.7) +
  stat_summary(fun = median, geom = "crossbar", width = 0.4) +
  facet_wrap(~ dpci, labeller = label_both) +
  labs(y = "scar area (% of ventricle)") +
  theme_classic()
ggsave("figures/fig3_3_scar.pdf", width = 5, height = 3.5)
"""

TA_DESEQ = """# 04_deseq2.R - border-zone RNA-seq, 7 dpci, rbm24a-/- vs WT (n = 4 pools each, plus sham)
suppressPackageStartupMessages({
  library(DESeq2)
  library(tximport)
  library(tidyverse)
})

samples <- read_csv("data/rnaseq_samples.csv", show_col_types = FALSE)
files <- file.path("data/salmon", samples$sample, "quant.sf")
names(files) <- samples$sample
tx2gene <- read_tsv("data/tx2gene_GRCz11.tsv", col_names = c("tx", "gene"), show_col_types = FALSE)
txi <- tximport(files, type = "salmon", tx2gene = tx2gene)

dds <- DESeqDataSetFromTximport(txi, colData = samples, design = ~ batch + condition)
keep <- rowSums(counts(dds) >= 10) >= 4
dds <- DESeq(dds[keep, ])

res <- results(dds, contrast = c("condition", "mut_7dpci", "wt_7dpci"), alpha = 0.05)
res_shr <- lfcShrink(dds, coef = "condition_mut_7dpci_vs_wt_7dpci", type = "apeglm")
summary(res)

as_tibble(res_shr, rownames = "gene") |>
  arrange(padj) |>
  write_csv("results/deseq2_mut_vs_wt_7dpci.csv")

vsd <- vst(dds, blind = FALSE)
pdf("figures/fig4_1a_pca.pdf", width = 5, height = 4)
plotPCA(vsd, intgroup = c("condition", "batch"))
dev.off()
"""

TA_GO = """# 05_go.R - GO enrichment of genes down in rbm24a mutants (WIP)
library(clusterProfiler)
library(org.Dr.eg.db)
library(tidyverse)

res <- read_csv("results/deseq2_mut_vs_wt_7dpci.csv", show_col_types = FALSE)
down <- res |> filter(padj < 0.05, log2FoldChange < -0.5) |> pull(gene)
universe <- res |> filter(!is.na(padj)) |> pull(gene)

ego <- enrichGO(down, OrgDb = org.Dr.eg.db, keyType = "ENSEMBL", ont = "BP",
                universe = universe, pvalueCutoff = 0.01, readable = TRUE)
head(as.data.frame(ego), 20)
# TODO: simplify() to collapse redundant terms; dotplot for fig 4.1C
dotplot(ego, showCategory = 15)
ggsave("figures/fig4_1c_go.pdf", width = 6, height = 5)
"""

TA_RPROJ = """Version: 1.0

RestoreWorkspace: No
SaveWorkspace: No
AlwaysSaveHistory: Default

EnableCodeIndexing: Yes
UseSpacesForTab: Yes
NumSpacesForTab: 2
Encoding: UTF-8

RnwWeave: knitr
LaTeX: pdfLaTeX
"""


def t_qpcr_csv(r: random.Random, dt: datetime) -> str:
    rows = ["Well,Fluor,Target,Content,Sample,Cq"]
    wells = [f"{row}{col:02d}" for row in "ABCDEFGH" for col in range(1, 13)]
    i = 0
    for target, base in (("rpl13a", 18.5), ("ef1a", 17.2), ("rbm24a", 24.0), ("myl7", 16.1)):
        for s in ("WT_1", "WT_2", "WT_3", "MUT_1", "MUT_2", "MUT_3"):
            shift = 1.7 if (target == "rbm24a" and s.startswith("MUT")) else 0.0
            for _ in range(2):
                rows.append(f"{wells[i]},SYBR,{target},Unkn,{s},{base + shift + r.gauss(0, 0.15):.2f}")
                i += 1
    return "\n".join(rows)


def t_samples_csv(r: random.Random, dt: datetime) -> str:
    rows = ["sample,condition,genotype,dpci,batch,pool_hearts,rin"]
    for i, cond in enumerate(["wt_7dpci"] * 4 + ["mut_7dpci"] * 4 + ["wt_sham"] * 4 + ["mut_sham"] * 4):
        rows.append(f"DO{i + 1:02d},{cond},{'WT' if cond.startswith('wt') else 'rbm24a-/-'},"
                    f"{7 if '7dpci' in cond else 0},{'A' if i % 2 == 0 else 'B'},3,{r.uniform(8.0, 9.6):.1f}")
    return "\n".join(rows)


def t_scar_csv(r: random.Random, dt: datetime) -> str:
    rows = ["fish_id,genotype,dpci,section,scar_px,ventricle_px"]
    for f in range(16):
        g = "WT" if f < 8 else "rbm24a-/-"
        for sec in range(1, 4):
            v = r.randint(380000, 520000)
            frac = r.uniform(0.02, 0.06) if g == "WT" else r.uniform(0.07, 0.14)
            rows.append(f"F{f + 1:02d},{g},30,{sec},{int(v * frac)},{v}")
    return "\n".join(rows)


# --------------------------------------------------------------------------- code: lab-inventory (Archive Code)

LI_README = """# lab-inventory

Small tool I wrote in 2023 for the Feldman lab to keep track of reagents and kits in the shared
Google Sheet export (`inventory.csv`): it flags items that expire within N days or are below their
reorder level, and prints an order list Karen can paste into the UofT purchasing form.

```
python inventory.py inventory.csv --days 30
python inventory.py inventory.csv --reorder > orders.txt
```

Status (2023-11): finished. Karen runs it monthly; the lab moved to Quartzy in 2025 so this repo is
kept only for reference. No further development.
"""

LI_MAIN = '''"""Flag expiring and low-stock reagents in the Feldman lab inventory export."""
from __future__ import annotations

import argparse
import csv
import sys
from dataclasses import dataclass
from datetime import date, datetime, timedelta


@dataclass
class Reagent:
    name: str
    vendor: str
    catalog: str
    location: str
    quantity: int
    reorder_at: int
    expires: date | None


def parse_date(text: str) -> date | None:
    text = text.strip()
    for fmt in ("%Y-%m-%d", "%d/%m/%Y", "%b %Y"):
        try:
            return datetime.strptime(text, fmt).date()
        except ValueError:
            continue
    return None


def load(path: str) -> list[Reagent]:
    with open(path, newline="", encoding="utf-8") as fh:
        return [Reagent(row["name"], row["vendor"], row["catalog"], row["location"],
                        int(row["quantity"] or 0), int(row["reorder_at"] or 0), parse_date(row["expires"]))
                for row in csv.DictReader(fh)]


def expiring(items: list[Reagent], days: int, today: date) -> list[Reagent]:
    limit = today + timedelta(days=days)
    return sorted((i for i in items if i.expires and i.expires <= limit), key=lambda i: i.expires)


def low_stock(items: list[Reagent]) -> list[Reagent]:
    return [i for i in items if i.quantity <= i.reorder_at]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("csv")
    ap.add_argument("--days", type=int, default=30)
    ap.add_argument("--reorder", action="store_true", help="print an order list instead")
    args = ap.parse_args(argv)
    items = load(args.csv)
    if args.reorder:
        for i in low_stock(items):
            print(f"{i.vendor}\\t{i.catalog}\\t{i.name}\\tqty now {i.quantity}")
        return 0
    for i in expiring(items, args.days, date.today()):
        print(f"EXPIRES {i.expires}  {i.name:<40} {i.location}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
'''

LI_TEST = '''from datetime import date

from inventory import Reagent, expiring, low_stock, parse_date


def test_parse_date_formats():
    assert parse_date("2023-09-01") == date(2023, 9, 1)
    assert parse_date("01/09/2023") == date(2023, 9, 1)
    assert parse_date("n/a") is None


def test_expiring_and_low_stock():
    items = [Reagent("Q5 polymerase", "NEB", "M0491S", "-20 box 3", 1, 2, date(2023, 10, 1)),
             Reagent("TRIzol", "Thermo", "15596026", "fume hood", 4, 1, date(2025, 1, 1))]
    assert [i.name for i in expiring(items, 30, date(2023, 9, 15))] == ["Q5 polymerase"]
    assert [i.name for i in low_stock(items)] == ["Q5 polymerase"]
'''


def t_inventory_csv(r: random.Random, dt: datetime) -> str:
    items = [("Q5 High-Fidelity DNA Polymerase", "NEB", "M0491S", "-20 box 3"),
             ("TRIzol Reagent 100 ml", "Thermo Fisher", "15596026", "fume hood shelf"),
             ("Direct-zol RNA Microprep", "Zymo", "R2060", "bench 4 drawer"),
             ("SsoAdvanced Universal SYBR 5 ml", "Bio-Rad", "1725271", "-20 box 1"),
             ("SuperScript IV VILO", "Invitrogen", "11756050", "-20 box 1"),
             ("Tricaine MS-222 100 g", "Sigma", "E10521", "fish room cabinet"),
             ("Proteinase K", "Roche", "3115828001", "-20 box 2"),
             ("PFA 16% ampoules", "EMS", "15710", "fume hood shelf"),
             ("Anti-PCNA PC10", "Sigma", "P8825", "4 C fridge door"),
             ("DAPI 10 mg", "Thermo Fisher", "D1306", "4 C fridge")]
    rows = ["name,vendor,catalog,location,quantity,reorder_at,expires"]
    for n, v, c, loc in items:
        rows.append(f"{n},{v},{c},{loc},{r.randint(0, 6)},{r.randint(1, 2)},"
                    f"{_d(datetime(2023, 8, 1) + timedelta(days=r.randint(10, 700)))}")
    return "\n".join(rows)


# --------------------------------------------------------------------------- small extra bodies

THESIS_BIB = """@article{hartmann2024,
  title = {Cardiomyocyte dedifferentiation and sarcomere disassembly in the regenerating zebrafish ventricle},
  author = {Hartmann, K. and Osei, B. and Lindgren, M.},
  journal = {Developmental Biology}, year = {2024}
}
@article{liu2025atlas,
  title = {Single-cell transcriptomic atlas of the regenerating zebrafish heart},
  author = {Liu, X. and Petrov, A. and Mensah, E. and Clarke, D.},
  journal = {Nature Communications}, year = {2025}
}
@article{yang2021rbm24,
  title = {Rbm24 controls alternative splicing in cardiac and skeletal muscle of mice},
  author = {Yang, J. and Hung, L.-H. and Nowak, R.},
  journal = {Development}, year = {2021}
}
@article{okafor2026,
  title = {Rbm24 is required for cardiomyocyte proliferation during zebrafish heart regeneration},
  author = {Okafor, D. and Lin, J. and Feldman, M.},
  journal = {Development}, note = {under revision}, year = {2026}
}
"""

RENV_LOCK = """{
  "R": {"Version": "4.4.2", "Repositories": [{"Name": "CRAN", "URL": "https://cloud.r-project.org"}]},
  "Bioconductor": {"Version": "3.20"},
  "Packages": {
    "DESeq2": {"Package": "DESeq2", "Version": "1.46.0", "Source": "Bioconductor"},
    "tximport": {"Package": "tximport", "Version": "1.34.0", "Source": "Bioconductor"},
    "apeglm": {"Package": "apeglm", "Version": "1.28.0", "Source": "Bioconductor"},
    "clusterProfiler": {"Package": "clusterProfiler", "Version": "4.14.4", "Source": "Bioconductor"},
    "tidyverse": {"Package": "tidyverse", "Version": "2.0.0", "Source": "Repository", "Repository": "CRAN"},
    "ggplot2": {"Package": "ggplot2", "Version": "3.5.1", "Source": "Repository", "Repository": "CRAN"}
  }
}
"""

MIT = """MIT License

Copyright (c) 2023 Dana Okafor

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated
documentation files (the "Software"), to deal in the Software without restriction, including without limitation
the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED.
"""

FIJI_MACRO = """// count_nuclei.ijm - PCNA+/Mef2+ counts in the border zone (used for the lab notebook)
run("Z Project...", "projection=[Max Intensity]");
run("Split Channels");
selectWindow("C2-MAX");
setAutoThreshold("Otsu dark");
run("Convert to Mask");
run("Watershed");
run("Analyze Particles...", "size=10-200 show=Outlines display summarize");
"""


def t_anil_mail(r: random.Random, dt: datetime) -> str:
    return _eml(dt, "Anil Mehta <amehta@lunenfeld.ca>", DANA_MAIL, "Re: thesis outline + committee date",
                "Hi Dana,\nThe outline looks sensible. I would merge chapters 3 and 4 only if the reporter data "
                "do not come through in time - don't let one experiment hold the defence hostage. Late June works "
                "for me for the last committee meeting, any day except the 24th.\nAnil")


def t_flight_options(r: random.Random, dt: datetime) -> str:
    return ("Chioma flights LOS -> YYZ, 3 Aug - 24 Aug 2026\n\n1. Air Canada / British Airways via LHR - 22 h - "
            "~1.9m NGN (~CAD 1,750)\n2. Ethiopian via ADD - 30 h, arrives 11 pm - ~1.4m NGN\n"
            "3. Delta via ATL - needs US transit visa -> no\n4. Turkish via IST - 26 h - ~1.6m NGN\n"
            "Mummy says no to 30 h. Book AFTER the visa is approved. I send CAD 800 toward it in July.")


def t_house_rules(r: random.Random, dt: datetime) -> str:
    return ("88 Markham - house stuff\n\nChores rotate weekly: kitchen / bathroom / floors + recycling.\n"
            "Garbage: Tuesday night (green bin + garbage alternate with recycling).\n"
            "Bills: Priya pays Enbridge + Rogers, Dana pays Toronto Hydro, settle up on the 5th (spreadsheet).\n"
            "Quiet after 11 on weeknights - Megan's early shifts at the hospital.\nGuests staying >3 nights: "
            "ask the others first.")


def t_rogers(r: random.Random, dt: datetime) -> str:
    return ("Rogers - Internet bill\nAccount holder: Priya Raman  Service address: 88 Markham St Unit 2\n"
            f"Bill date: {_long(dt)}\nRogers Xfinity Internet 500u: $85.00\nTaxes included. Auto-pay on Visa.\n"
            "(scan from Priya for the utilities split)")


def t_availability(r: random.Random, dt: datetime) -> str:
    return ("Ember & Oat Café - Staff availability form\nName: Dana Okafor  Start date: January 2023\n"
            "Available: Thursday 5-9 pm, Saturday 8-3, Sunday 9-4. Not available weekdays before 5 (lab).\n"
            "Max hours per week: 20 (study permit limit applies in term time).\n"
            "Barista experience: yes (Lagos, Café Neo, 2019). Food handler certificate: will get this month.")


def t_tutor_policy(r: random.Random, dt: datetime) -> str:
    return ("Tutoring - rates and policy (sent to new students)\n\nRate: $45/hour, sessions on Zoom or at Gerstein "
            "Library group rooms.\nSubjects: BIO130/BIO230, MGY200/MGY311, BCH210.\nCancellation: 24 h notice, "
            "otherwise the session is charged.\nPayment: Interac e-Transfer after each invoice (every 2-4 weeks).\n"
            "I do not write or complete graded assignments - we work through practice problems and concepts.")


def t_popgen(r: random.Random, dt: datetime) -> str:
    return ("MGY311 practice - population genetics (Kevin)\n\n1. A population has allele frequencies p = 0.7, "
            "q = 0.3. What are the expected genotype frequencies under Hardy-Weinberg?\n2. Selection against the "
            "recessive homozygote with s = 0.2: compute q after one generation.\n3. Explain why rare recessive "
            "alleles are mostly carried by heterozygotes.\n4. QTL mapping: what does a LOD score of 3 mean?")


def t_loc_agreement(r: random.Random, dt: datetime) -> str:
    return ("Scotiabank - Scotia Professional Student Plan\nLine of credit agreement and disclosure\n"
            "Borrower: Dana Okafor  Co-signer: none (international student - secured by GIC)\n"
            "Authorized limit: $20,000  Interest: Scotiabank prime + 1.00%, variable\n"
            "During studies: interest-only monthly payments. After graduation: 12-month grace, then blended "
            "payments over up to 10 years.")


def t_inventory_notes(r: random.Random, dt: datetime) -> str:
    return ("Inventory script - notes for Karen (handover)\n\n- Export the Google Sheet 'Feldman reagents' as CSV "
            "(File > Download > CSV) and save as inventory.csv next to inventory.py.\n- Run: python inventory.py "
            "inventory.csv --days 30 -> list of things expiring in the next month.\n- --reorder prints vendor, "
            "catalog number and item for everything at or below the reorder level.\n- Needs Python 3.10+. "
            "Tests: pytest. I won't be adding features, but ping me if it breaks.")


def t_rpractice_readme(r: random.Random, dt: datetime) -> str:
    return ("# r-practice\n\nExercises from the Coursera 'Data Analysis with R' course and the UofT Coders R "
            "workshops (2022-23). Nothing here is used for the thesis - it's where I learned the tidyverse.\n\n"
            "- week3_exercises.R - dplyr + ggplot2 on mtcars\n- week4_strings.R - stringr, regex\n")


def t_bash_cheat(r: random.Random, dt: datetime) -> str:
    return ("Unix shell cheat sheet (Software Carpentry)\n\npwd, ls -F, cd, mkdir, cp -r, mv, rm -i\n"
            "wc -l *.fastq | sort -n | head\ngrep -c '^@' sample.fastq  # count reads (careful with quality lines)\n"
            "for f in *.fastq.gz; do echo $f; zcat $f | head -4; done\nssh user@server; scp file user@server:path\n"
            "nohup command > log.txt 2>&1 &")


def t_rstrings(r: random.Random, dt: datetime) -> str:
    return ("# week 4 - strings\nlibrary(tidyverse)\n\nfruit_df <- tibble(fruit = fruit)\n"
            "fruit_df |> filter(str_detect(fruit, \"berry$\")) |> mutate(n = str_length(fruit))\n\n"
            "# extract gene ids like ENSDARG00000012345\nids <- c(\"ENSDARG00000012345.2\", \"ENSDARG00000099999.1\")\n"
            "str_remove(ids, \"\\\\.\\\\d+$\")\n")


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
        if ext == "pptx":
            return _pptx(content.split("\n\n"))
        if ext in ("jpg", "jpeg"):
            return _jpeg(r, dt if content == "exif" else None)
        if ext == "png":
            return _png(r)
        if ext == "heic":
            return _blob(r, HEIC_HEAD, 900)
        return content.encode("utf-8")

    def add(rel: str, bucket: str, topic: str, age: float, content, hard: bool = False) -> None:
        assert all(i.rel != rel for i in items), rel
        if hard:
            assert rel.rsplit(".", 1)[-1].lower() in HARD_EXT, rel
        write(rel, encode(rel, content, age), age)
        items.append(Item(rel, bucket, topic, hard))

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float, taken: datetime | None = None) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        if taken is not None and ext in ("jpg", "jpeg"):
            add(rel, bucket, topic, age, lambda r, dt: _jpeg(r, taken))
        else:
            add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    def exe(head: bytes = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", n: int = 2500):
        return lambda r, dt: _blob(r, head, n)

    ole = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
    lock = b"\x0bDana Okafor" + bytes(150)
    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

    # ------------------------------------------------------------ PhD work in the lab (Areas PhD)
    phd = "Documents/PhD"
    for age in (1, 32, 62, 91, 121, 245):
        month = (NOW - timedelta(days=age + 3)).strftime("%Y-%m")
        add(f"{phd}/Lab notebook/notebook_{month}.docx", A, "PhD", age, t_notebook)
    add(f"{phd}/Lab notebook/2024/notebook_2024-06.docx", A, "PhD", 700, t_notebook)
    add(f"{phd}/Lab notebook/2023/notebook_2023-03.docx", A, "PhD", 1160, t_notebook)
    photo(f"{phd}/Lab notebook/gels/western_rbm24_2026-04-22.jpg", A, "PhD", 40)
    photo(f"{phd}/Lab notebook/gels/genotyping KASP plate 2026-03-10.png", A, "PhD", 83)
    photo(f"{phd}/Lab notebook/gels/gel_HotSHOT_fin_clips.jpg", A, "PhD", 300)
    add(f"{phd}/Lab notebook/count_nuclei.ijm", A, "PhD", 150, FIJI_MACRO)
    add(f"{phd}/Protocols/cryoinjury protocol v3 (Feldman lab).docx", A, "PhD", 210,
        lambda r, dt: t_protocol(r, dt, "cryo"))
    add(f"{phd}/Protocols/RNA extraction ventricles - my version.docx", A, "PhD", 330,
        lambda r, dt: t_protocol(r, dt, "trizol"))
    add(f"{phd}/Protocols/HCR lab protocol 2024.docx", A, "PhD", 560, lambda r, dt: t_protocol(r, dt, "hcr"))
    add(f"{phd}/Protocols/qPCR SOP.pdf", A, "PhD", 820, lambda r, dt: t_protocol(r, dt, "qpcr"))
    for name, key, age in (("NEB Q5 PCR protocol.pdf", "neb_q5", 900), ("RNeasy Micro Handbook.pdf", "rneasy", 870),
                           ("SuperScript IV VILO user guide.pdf", "ssiv", 720),
                           ("HCR v3 whole-mount zebrafish - Molecular Instruments.pdf", "hcr", 600),
                           ("TRIzol Reagent user guide.pdf", "trizol", 950),
                           ("Direct-zol RNA Microprep R2060.pdf", "directzol", 640)):
        add(f"{phd}/Protocols/vendor/{name}", R, "PhD", age, t_vendor(key))
    for age in (11, 25, 39, 60, 95, 400):
        add(f"{phd}/Meetings/{_d(NOW - timedelta(days=age))} Miriam 1on1.md", A, "PhD", age, t_meeting)
    add(f"{phd}/Committee/committee report 2025-11.pdf", A, "PhD", 200, t_committee)
    add(f"{phd}/Committee/committee report 2024-12.pdf", A, "PhD", 535, t_committee)
    add(f"{phd}/Committee/committee report 2023-12.pdf", A, "PhD", 900, t_committee)
    add(f"{phd}/Committee/progress report June 2026 draft.docx", A, "PhD", 5, lambda r, dt:
        "Supervisory committee meeting - student progress report (June 2026)\nDana Okafor, PhD year 4\n\n"
        "Since the last meeting: paper returned with major revision (Development); EdU and blind scar scoring done; "
        "TUNEL in progress; RNA-seq analysis complete; chapter 3 drafted.\nPlan: request permission to write "
        "is already granted; full draft to committee by 20 August; final oral exam target 22 October 2026.\n"
        "Questions for the committee: is the 3'UTR reporter essential for chapter 4?")
    add(f"{phd}/TA/MGY200 W2026/TA contract W2026.pdf", A, "PhD", 200, t_ta_contract)
    add(f"{phd}/TA/MGY200 W2026/tutorial 5 notes.docx", A, "PhD", 110, t_tutorial)
    add(f"{phd}/TA/MGY200 W2026/marks PS1-PS3 TUT0104.xlsx", A, "PhD", 70, t_marks)
    add(f"{phd}/TA/MGY200 W2025/TA contract W2025.pdf", A, "PhD", 560, t_ta_contract)
    add(f"{phd}/TA/MGY200 W2025/tutorial 3 notes.docx", A, "PhD", 480, t_tutorial)
    add(f"{phd}/Funding/stipend letter 2025-26.pdf", A, "PhD", 280, t_stipend)
    add(f"{phd}/Funding/stipend letter 2023-24.pdf", A, "PhD", 1000, t_stipend)
    add(f"{phd}/Funding/OGS award 2025-26.pdf", A, "PhD", 330, t_ogs_award)
    add(f"{phd}/Funding/ACORN fees 2025-26.pdf", A, "PhD", 250, t_tuition)
    add(f"{phd}/Funding/OGS application 2024-25.docx", X, "PhD", 930, t_ogs_app)
    add(f"{phd}/fish facility - rack C + census.eml", A, "PhD", 40, t_fish_mail)

    # ------------------------------------------------------------ papers + Zotero (Resources PhD)
    pp = "Documents/Papers"
    for i, age in ((1, 700), (4, 820), (5, 260), (6, 500), (8, 380), (9, 90), (10, 610), (11, 45)):
        title, authors, _, year, _ = PAPERS[i]
        add(f"{pp}/{authors.split()[0]} {year} - {title[:60].rstrip()}.pdf", R, "PhD", age,
            lambda r, dt, i=i: t_paper(r, dt, i))
    z = "Documents/Zotero exports"
    add(f"{z}/My Library.ris", R, "PhD", 150, t_zotero_ris)
    add(f"{z}/Exported Items.csv", R, "PhD", 60, t_zotero_csv)
    add(f"{z}/files/4KQ2ZP8M/Hartmann et al. - 2024 - Cardiomyocyte dedifferentiation and sarcomere disassembly.pdf",
        R, "PhD", 150, lambda r, dt: t_paper(r, dt, 0))
    add(f"{z}/files/9XW3T1BD/Liu et al. - 2025 - Single-cell transcriptomic atlas of the regenerating.pdf",
        R, "PhD", 150, lambda r, dt: t_paper(r, dt, 3))

    # ------------------------------------------------------------ thesis write-up (Projects PhD)
    th = f"{phd}/Thesis"
    add(f"{th}/thesis_outline.md", P, "PhD", 12, t_thesis_outline)
    add(f"{th}/old/thesis_outline_2025-08.md", P, "PhD", 300, t_thesis_outline)
    add(f"{th}/ch1_introduction_v4.docx", P, "PhD", 9, lambda r, dt: t_chapter(r, dt, 1))
    add(f"{th}/ch2_methods_draft2.docx", P, "PhD", 22, lambda r, dt: t_chapter(r, dt, 2))
    add(f"{th}/ch3_rbm24a_proliferation_v6.docx", P, "PhD", 16, lambda r, dt: t_chapter(r, dt, 3))
    add(f"{th}/ch4_mRNA_stability_WIP.docx", P, "PhD", 1, lambda r, dt: t_chapter(r, dt, 4))
    add(f"{th}/figure legends ch4.docx", P, "PhD", 3, t_fig_legends)
    add(f"{th}/thesis timeline.xlsx", P, "PhD", 6, t_thesis_timeline)
    add(f"{th}/SGS thesis formatting guidelines.pdf", P, "PhD", 140, t_sgs_format)
    add(f"{th}/defence planning.txt", P, "PhD", 30, t_defence_plan)
    add(f"{th}/thesis_refs.bib", P, "PhD", 4, THESIS_BIB)
    add(f"{th}/Anil re outline.eml", P, "PhD", 44, t_anil_mail)
    for name, age in (("fig3_1_HCR_rbm24a_border_zone.png", 20), ("fig3_3_scar_AFOG.png", 45),
                      ("fig4_1_volcano.png", 8)):
        photo(f"{th}/figures/{name}", P, "PhD", age)
    add(f"{th}/~$1_introduction_v4.docx", L, "System", 0.2, lock)
    dot(f"{th}/.~lock.ch2_methods_draft2.docx#", b"Dana Okafor,DANA-LAPTOP,29.05.2026 22:14,\n", 3)

    ta = "Code/thesis-analysis"
    add(f"{ta}/README.md", P, "PhD", 10, TA_README)
    add(f"{ta}/thesis-analysis.Rproj", P, "PhD", 400, TA_RPROJ)
    add(f"{ta}/renv.lock", P, "PhD", 140, RENV_LOCK)
    add(f"{ta}/R/01_import_qpcr.R", P, "PhD", 140, TA_IMPORT)
    add(f"{ta}/R/02_ddct.R", P, "PhD", 60, TA_DDCT)
    add(f"{ta}/R/03_scar_quant.R", P, "PhD", 45, TA_SCAR)
    add(f"{ta}/R/04_deseq2.R", P, "PhD", 12, TA_DESEQ)
    add(f"{ta}/R/05_go.R", P, "PhD", 2, TA_GO)
    add(f"{ta}/data/qpcr/plate_2026-04-28.csv", P, "PhD", 34, t_qpcr_csv)
    add(f"{ta}/data/qpcr/plate_2026-05-15.csv", P, "PhD", 17, t_qpcr_csv)
    add(f"{ta}/data/rnaseq_samples.csv", P, "PhD", 190, t_samples_csv)
    add(f"{ta}/data/scar_areas_fiji.csv", P, "PhD", 80, t_scar_csv)
    photo(f"{ta}/figures/fig3_6_qpcr.png", P, "PhD", 12)
    photo(f"{ta}/figures/fig4_1a_pca.png", P, "PhD", 11)
    dot(f"{ta}/.gitignore", b".Rproj.user\n.Rhistory\n.RData\ndata/salmon/\nrenv/library/\n", 400)
    dot(f"{ta}/.Rhistory", b"source(\"R/04_deseq2.R\")\nsummary(res)\nplotMA(res_shr)\n", 1)
    dot(f"{ta}/.git/HEAD", b"ref: refs/heads/main\n", 2)
    dot(f"{ta}/.git/config", b"[core]\n\trepositoryformatversion = 0\n[remote \"origin\"]\n"
        b"\turl = git@github.com:danaokafor/thesis-analysis.git\n", 400)
    dot(f"{ta}/.Rproj.user/shared/notebooks/paths", b"", 2)

    # ------------------------------------------------------------ Vancouver meeting (Projects PhD)
    cf = f"{phd}/Conferences/Vancouver SDB-CSMB 2026"
    add(f"{cf}/abstract_final.docx", P, "PhD", 130, t_abstract)
    add(f"{cf}/talk_v2.pptx", P, "PhD", 2, lambda r, dt: (
        "Rbm24 stabilises sarcomeric mRNAs in the regenerating zebrafish heart\nDana Okafor - Feldman lab, "
        "University of Toronto\n\nZebrafish regenerate, humans scar\n\nrbm24a is induced in border-zone "
        "cardiomyocytes\nHCR 3, 7, 14 dpci\n\nrbm24a mutants keep their scars\nAFOG 30 and 60 dpci\n\n"
        "Fewer cardiomyocytes enter the cell cycle\nPCNA and EdU at 7 dpci\n\nSarcomeric mRNAs are "
        "destabilised\nRNA-seq + actinomycin D chase\n\nModel\n\nThank you - Feldman lab, zebrafish facility, "
        "CIHR, OGS"))
    add(f"{cf}/poster_draft.pptx", P, "PhD", 5, lambda r, dt: (
        "Rbm24 stabilises sarcomeric mRNAs to enable cardiomyocyte proliferation\nOkafor D, Lin J, Feldman M\n\n"
        "Introduction\n\nResults 1 - expression\n\nResults 2 - mutant phenotype\n\nResults 3 - RNA-seq\n\n"
        "Conclusions and next steps"))
    add(f"{cf}/travel grant application SGS.docx", P, "PhD", 75, t_travel_grant)
    add(f"{cf}/Air Canada itinerary YYZ-YVR.pdf", P, "PhD", 55, t_flight)
    add(f"{cf}/talk script.md", P, "PhD", 2, t_talk_script)
    photo(f"{cf}/poster figures/panel_B_HCR.png", P, "PhD", 6)
    add(f"{cf}/~$alk_v2.pptx", L, "System", 0.1, lock)
    ccs = f"{phd}/Conferences/CSMB 2025 Toronto"
    add(f"{ccs}/poster_final.pdf", X, "PhD", 390, t_csmb)
    add(f"{ccs}/poster_final.pptx", X, "PhD", 392, lambda r, dt: t_csmb(r, dt).replace("\n", "\n\n"))
    rt = f"{phd}/Conferences/Lab retreat Apr 2026"
    add(f"{rt}/retreat programme.pdf", X, "PhD", 50, t_retreat)
    add(f"{rt}/retreat talk.pptx", X, "PhD", 46, lambda r, dt: (
        "How a muscle RNA-binding protein helps the fish heart grow back\nDana Okafor - MGY retreat 2026\n\n"
        "Why fish?\n\nWhat Rbm24 does\n\nWhat happens without it\n\nQuestions?"))

    # ------------------------------------------------------------ paper under revision (Projects PhD)
    pr = f"{phd}/Paper - Rbm24 Development"
    add(f"{pr}/reviewer comments DEVELOP-2026-204518.pdf", P, "PhD", 74, t_reviews)
    add(f"{pr}/response_to_reviewers_v3.docx", P, "PhD", 1, t_response)
    add(f"{pr}/manuscript_revised_tracked.docx", P, "PhD", 3, t_manuscript)
    add(f"{pr}/revision todo.md", P, "PhD", 4, t_revision_todo)
    add(f"{pr}/submitted 2026-01/manuscript_submitted.docx", P, "PhD", 150, t_manuscript)
    photo(f"{pr}/new figures/Fig3EF_EdU.png", P, "PhD", 19)
    photo(f"{pr}/new figures/Fig5_rescue_draft.png", P, "PhD", 7)
    add(f"{pr}/~$sponse_to_reviewers_v3.docx", L, "System", 0.5, lock)

    # ------------------------------------------------------------ Immigration (Areas)
    im = "Documents/Immigration"
    add(f"{im}/Study permit 2022.pdf", A, "Immigration", 1400, t_study_permit)
    add(f"{im}/study permit extension approved 2024.pdf", A, "Immigration", 572, t_extension)
    add(f"{im}/enrolment letter 2025-26 for IRCC.pdf", A, "Immigration", 250, t_enrol_letter)
    add(f"{im}/PGWP plan.md", A, "Immigration", 28, t_pgwp)
    add(f"{im}/passport bio page.pdf", A, "Immigration", 1450, t_passport)
    add(f"{im}/biometrics instruction letter.pdf", A, "Immigration", 600, t_biometrics)

    # ------------------------------------------------------------ Money (Areas Finance)
    mo = "Documents/Money"
    for age in (1, 31, 62, 152):
        add(f"{mo}/TD/Statement {(NOW - timedelta(days=age + 2)).strftime('%Y-%m')}.pdf", A, "Finance", age, t_bank)
    for age in (6, 37):
        add(f"{mo}/TD Visa/Visa statement {(NOW - timedelta(days=age)).strftime('%Y-%m')}.pdf", A, "Finance", age,
            t_visa)
    add(f"{mo}/Scotiabank LOC/LOC statement 2026-04.pdf", A, "Finance", 35, t_loc)
    add(f"{mo}/Scotiabank LOC/LOC agreement 2023.pdf", A, "Finance", 1240, t_loc_agreement)
    add(f"{mo}/Taxes/2025/T4 Ember & Oat 2025.pdf", A, "Finance", 100, t_t4)
    add(f"{mo}/Taxes/2025/T4A UofT 2025.pdf", A, "Finance", 110, t_t4a)
    add(f"{mo}/Taxes/2025/T2202 2025.pdf", A, "Finance", 95, t_t2202)
    add(f"{mo}/Taxes/2025/return summary Wealthsimple 2025.pdf", A, "Finance", 55, t_tax_summary)
    add(f"{mo}/Taxes/2024/NOA 2024.pdf", A, "Finance", 400, t_noa)
    add(f"{mo}/Taxes/2024/T4 2024.pdf", A, "Finance", 460, t_t4)
    add(f"{mo}/Taxes/2023/return summary 2023.pdf", A, "Finance", 780, t_tax_summary)
    for age in (30, 64, 163):
        add(f"{mo}/Wise/Wise receipt {_d(NOW - timedelta(days=age))}.pdf", A, "Finance", age, t_wise)
    add(f"{mo}/budget 2026.xlsx", A, "Finance", 3, t_budget)

    # ------------------------------------------------------------ Health (Areas)
    he = "Documents/Health"
    add(f"{he}/UHIP certificate 2025-26.pdf", A, "Health", 270, t_uhip)
    add(f"{he}/physio/receipt 2026-05-12.pdf", A, "Health", 20, t_physio_receipt)
    add(f"{he}/physio/receipt 2026-04-21.pdf", A, "Health", 41, t_physio_receipt)
    add(f"{he}/physio/home exercises knee.pdf", A, "Health", 80, t_physio_plan)
    add(f"{he}/Green Shield claim 2026-04.pdf", A, "Health", 38, t_greenshield)
    add(f"{he}/health centre visit - knee.pdf", A, "Health", 150, t_clinic)
    add(f"{he}/dental 2025-10.pdf", A, "Health", 235, t_dental)

    # ------------------------------------------------------------ Housing: flat (Areas Home), move (Projects Home)
    ho = "Documents/Housing"
    add(f"{ho}/Markham St/lease 2023 signed.pdf", A, "Home", 1065, t_lease)
    add(f"{ho}/Markham St/utilities split 2026.xlsx", A, "Home", 4, t_utilities)
    add(f"{ho}/Markham St/hydro bill 2026-05.pdf", A, "Home", 18, t_hydro)
    add(f"{ho}/Markham St/hydro bill 2026-04.pdf", A, "Home", 48, t_hydro)
    add(f"{ho}/Markham St/Enbridge 2026-04.pdf", A, "Home", 50, t_enbridge)
    add(f"{ho}/Markham St/Rogers internet.pdf", A, "Home", 80, t_rogers)
    add(f"{ho}/Markham St/house rules + chores.docx", A, "Home", 700, t_house_rules)
    add(f"{ho}/Markham St/tenant insurance 2025.pdf", A, "Home", 330, t_tenant_ins)
    mv = f"{ho}/Moving 2026"
    add(f"{mv}/apartment hunt notes.md", P, "Home", 45, t_listings)
    add(f"{mv}/rental application Shanly St.pdf", P, "Home", 36, t_rental_app)
    add(f"{mv}/movers estimate Bloor West.pdf", P, "Home", 17, t_movers)
    add(f"{mv}/notice to George.eml", P, "Home", 30, t_notice)
    add(f"{mv}/Toronto Hydro move confirmation.pdf", P, "Home", 8, t_new_hydro)
    for i, age in enumerate((43, 43, 43, 43)):
        photo(f"{mv}/viewing photos/IMG_{5012 + i}.jpg", P, "Home", age)
    photo(f"{mv}/Shanly floor plan.png", P, "Home", 42)
    gh = f"{ho}/Graduate House 2022-23"
    add(f"{gh}/residence agreement.pdf", X, "Home", 1390, lambda r, dt: t_grad_house(r, dt, "contract"))
    add(f"{gh}/move-out inspection.pdf", X, "Home", 1020, lambda r, dt: t_grad_house(r, dt, "inspection"))

    # ------------------------------------------------------------ Chioma's visit (Projects Family)
    cv = "Documents/Chioma visit 2026"
    add(f"{cv}/invitation letter Chioma.docx", P, "Family", 50, t_invitation)
    add(f"{cv}/TRV documents checklist.md", P, "Family", 40, t_visa_checklist)
    add(f"{cv}/itinerary August.xlsx", P, "Family", 6, t_itinerary)
    add(f"{cv}/flight options.txt", P, "Family", 22, t_flight_options)

    # ------------------------------------------------------------ Café (Areas Job)
    ca = "Documents/Cafe"
    for age in (10, 24, 38, 52):
        add(f"{ca}/paystubs/paystub {_d(NOW - timedelta(days=age))}.pdf", A, "Job", age, t_paystub)
    add(f"{ca}/schedule week of 2026-06-01.xlsx", A, "Job", 2, t_schedule)
    add(f"{ca}/staff handbook 2025.pdf", A, "Job", 300, t_handbook)
    add(f"{ca}/availability form.docx", A, "Job", 1240, t_availability)

    # ------------------------------------------------------------ Tutoring (Areas)
    tu = "Documents/Tutoring"
    for n, age in ((14, 5), (13, 19), (12, 34), (9, 66)):
        add(f"{tu}/invoices/Invoice TUT-2026-{n:03d}.pdf", A, "Tutoring", age,
            lambda r, dt, n=n: t_tutor_invoice(r, dt, n))
    add(f"{tu}/session log.csv", A, "Tutoring", 3, t_tutor_log)
    add(f"{tu}/Aisha - BIO230 lac operon worksheet.docx", A, "Tutoring", 75, t_worksheet)
    add(f"{tu}/Kevin - MGY311 popgen practice.docx", A, "Tutoring", 48, t_popgen)
    add(f"{tu}/rates and policy.txt", A, "Tutoring", 400, t_tutor_policy)

    # ------------------------------------------------------------ tutorials (Resources Code)
    tt = "Documents/Tutorials"
    add(f"{tt}/R for Data Science notes.md", R, "Code", 500, t_r4ds)
    add(f"{tt}/ggplot2 cheatsheet.pdf", R, "Code", 600, t_ggplot_cheat)
    add(f"{tt}/CBW RNA-seq module 3 DESeq2.pdf", R, "Code", 380, t_bioc)
    add(f"{tt}/unix shell cheat sheet.pdf", R, "Code", 800, t_bash_cheat)
    add(f"{tt}/python/pandas_basics.ipynb", R, "Code", 700, PANDAS_NB)
    add(f"{tt}/python/python_for_biologists_ch5.py", R, "Code", 690, PY_EXERCISE)
    add("Code/r-practice/README.md", R, "Code", 880, t_rpractice_readme)
    add("Code/r-practice/week3_exercises.R", R, "Code", 880, R_EXERCISE)
    add("Code/r-practice/week4_strings.R", R, "Code", 870, t_rstrings)

    # ------------------------------------------------------------ recipes, books, music (Resources)
    rc = "Documents/Recipes"
    add(f"{rc}/jollof rice (Mummy's way).docx", R, "Cooking", 900, t_recipe("jollof"))
    add(f"{rc}/egusi soup.txt", R, "Cooking", 640, t_recipe("egusi"))
    add(f"{rc}/puff puff.md", R, "Cooking", 300, t_recipe("puffpuff"))
    add(f"{rc}/banana bread.pdf", R, "Cooking", 420, t_recipe("banana"))
    add(f"{rc}/chin chin.txt", R, "Cooking", 180, t_recipe("chinchin"))
    for i, (fname, title, author, para) in enumerate(BOOKS):
        add(f"Documents/Books/{fname}", R, "Books", 200 + i * 150, _epub(title, author, "en", para))
    for i, (artist, title, album) in enumerate(SONGS):
        add(f"Music/Afrobeats/{artist} - {title}.mp3", R, "Music", 100 + i * 80,
            lambda r, dt, a=artist, t=title, al=album: _id3(r, t, a, al))
    add("Music/desktop.ini", L, "System", 1300, "[.ShellClassInfo]\nIconResource=C:\\Windows\\System32\\imageres.dll"
        ",-108\n")

    # ------------------------------------------------------------ photos (Resources Photos) and project photos
    pi = "Pictures"
    for i, age in enumerate((160, 160, 161, 163, 170)):
        photo(f"{pi}/iPhone import 2025-12/IMG_{4012 + i * 3}.HEIC", R, "Photos", age)
    photo(f"{pi}/Family/mum and Chioma Lagos Dec 2025.jpg", R, "Photos", 150)
    photo(f"{pi}/Family/Dad's 60th.jpg", R, "Photos", 1100, datetime(2023, 4, 8, 17, 22, 5))
    for i, age in enumerate((58, 58, 420)):
        photo(f"{pi}/Toronto/{['High Park cherry blossoms', 'High Park cherry blossoms 2', 'Toronto Island'][i]}.jpg",
              R, "Photos", age)
    photo(f"{pi}/lab/fish room selfie.jpg", R, "Photos", 250)
    for age, stamp in ((12, "141233"), (26, "093015"), (140, "220418"), (305, "111902")):
        photo(f"{pi}/Screenshots/Screenshot {_d(NOW - timedelta(days=age))} {stamp}.png", R, "Photos", age)
    for i, age in enumerate((20, 20, 20, 20, 20)):
        photo(f"{pi}/Montreal 2024/PXL_20240217_{153012 + i * 1377}.jpg", X, "Travel", age,
              datetime(2024, 2, 17 + i // 2, 15, 30 + i * 4, 12))
    add(f"{pi}/Thumbs.db", L, "System", 150, lambda r, dt: _blob(r, ole, 800))

    # ------------------------------------------------------------ installers (Resources Software) + unfinished
    dl = "Downloads"
    for name, age, head in (("RStudio-2025.09.2-418.exe", 180, None), ("R-4.5.2-win.exe", 182, None),
                            ("Zotero-7.0.16_setup.exe", 220, None), ("SnapGeneViewer_8.0.3_win.exe", 400, None),
                            ("python-3.13.5-amd64.exe", 330, None), ("Inkscape-1.4.2_x64.msi", 60, ole),
                            ("zoom_x64.msi", 500, ole)):
        add(f"{dl}/{name}", R, "Software", age, exe(head) if head else exe())
    add(f"{dl}/fiji-win64.zip", R, "Software", 640, _zip([
        ("Fiji.app/ImageJ-win64.exe", "MZ placeholder launcher"),
        ("Fiji.app/macros/StartupMacros.fiji.ijm", "macro \"Developer Menu Built-in Tool\" {}\n"),
        ("Fiji.app/README.md", "Fiji is a distribution of ImageJ2 for the life sciences.\n")]))
    add(f"{dl}/Zotero-7.0.17_setup.exe.crdownload", L, "System", 0.3, exe(n=700))
    add(f"{dl}/GSE214512_RAW.tar.part", L, "System", 9, lambda r, dt: _blob(r, b"GSM6609011_", 1200))
    add(f"{dl}/Unconfirmed 482913.crdownload", L, "System", 33, lambda r, dt: _blob(r, b"%PDF-1.7\n", 600))
    add(f"{dl}/Thumbs.db", L, "System", 300, lambda r, dt: _blob(r, ole, 600))

    # ------------------------------------------------------------ Archive: MSc, SIWES, Montreal, lab-inventory
    ms = "Documents/UNILAG MSc"
    add(f"{ms}/transcript MSc.pdf", X, "Education", 1600, lambda r, dt: t_msc(r, dt, "transcript"))
    add(f"{ms}/MSc dissertation final.docx", X, "Education", 1700, lambda r, dt: t_msc(r, dt, "thesis"))
    add(f"{ms}/WES ECA report.pdf", X, "Education", 1500, lambda r, dt: t_msc(r, dt, "wes"))
    add(f"{ms}/MSc defence slides.pptx", X, "Education", 1710, lambda r, dt: (
        "Hepatoprotective activity of Vernonia amygdalina in CCl4-induced liver injury\nOkafor Dana Adaeze - "
        "M.Sc. Biochemistry - University of Lagos\n\nBackground: bitter leaf in Nigerian traditional medicine\n\n"
        "Methods: Wistar rats, 5 groups, ALT/AST, catalase, SOD, histology\n\nResults\n\nConclusion"))
    sw = "Documents/old/SIWES NIMR 2018"
    add(f"{sw}/acceptance letter NIMR.pdf", X, "Job", 2900, lambda r, dt: t_siwes(r, dt, "letter"))
    add(f"{sw}/SIWES report final.docx", X, "Job", 2850, lambda r, dt: t_siwes(r, dt, "report"))
    mt = "Documents/Trips/Montreal Feb 2024"
    add(f"{mt}/Airbnb Plateau confirmation.pdf", X, "Travel", 845, lambda r, dt: t_montreal(r, dt, "airbnb"))
    add(f"{mt}/plan.md", X, "Travel", 840, lambda r, dt: t_montreal(r, dt, "plan"))
    add(f"{mt}/expenses split.xlsx", X, "Travel", 826, lambda r, dt: t_montreal(r, dt, "split"))
    li = "Code/lab-inventory"
    add(f"{li}/README.md", X, "Code", 200, LI_README)
    add(f"{li}/inventory.py", X, "Code", 940, LI_MAIN)
    add(f"{li}/test_inventory.py", X, "Code", 940, LI_TEST)
    add(f"{li}/inventory.csv", X, "Code", 950, t_inventory_csv)
    add(f"{li}/requirements.txt", X, "Code", 960, "pytest>=7.4\n")
    add(f"{li}/LICENSE", X, "Code", 960, MIT)
    add(f"{li}/HANDOVER.txt", X, "Code", 925, t_inventory_notes)
    dot(f"{li}/.gitignore", b"__pycache__/\n*.pyc\norders.txt\n", 960)
    dot(f"{li}/.git/HEAD", b"ref: refs/heads/main\n", 200)

    # ------------------------------------------------------------ phone dump (Archive Photos)
    pd = "phone dump"
    for i in range(10):
        taken = datetime(2019, 6, 1) + timedelta(days=r.randint(0, 1200), seconds=r.randint(30000, 75000))
        photo(f"{pd}/DCIM/Camera/{taken.strftime('%Y%m%d_%H%M%S')}.jpg", X, "Photos", 1010, taken)
    for i in range(4):
        taken = datetime(2020, 1, 12) + timedelta(days=r.randint(0, 700))
        add(f"{pd}/WhatsApp/Media/WhatsApp Images/IMG-{taken.strftime('%Y%m%d')}-WA{i + 4:04d}.jpg", X, "Photos",
            1010, lambda r, dt: _jpeg(r, None))  # WhatsApp strips EXIF
    add(f"{pd}/DCIM/Camera/Thumbs.db", L, "System", 1009, lambda r, dt: _blob(r, ole, 700))
    dot(f"{pd}/WhatsApp/Media/.nomedia", b"", 1010)
    dot(f"{pd}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 1010)

    # ------------------------------------------------------------ Desktop (named)
    dk = "Desktop"
    add(f"{dk}/thesis ch3 FINAL (2).docx", P, "PhD", 16, lambda r, dt: t_chapter(r, dt, 3))
    add(f"{dk}/~$esis ch3 FINAL (2).docx", L, "System", 16, lock)
    add(f"{dk}/Vancouver talk.pptx", P, "PhD", 1, lambda r, dt: (
        "Rbm24 stabilises sarcomeric mRNAs in the regenerating zebrafish heart\nDana Okafor\n\n"
        "Zebrafish regenerate, humans scar\n\nModel\n\nThank you"))
    photo(f"{dk}/Screenshot 2026-05-30 093012.png", R, "Photos", 2)
    photo(f"{dk}/Screenshot 2026-05-27 214455.png", R, "Photos", 5)
    add(f"{dk}/desktop.ini", L, "System", 1300, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\system32\\"
        "shell32.dll,-21769\n")
    add("Documents/desktop.ini", L, "System", 1300, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21770\nIconResource=%SystemRoot%\\system32\\imageres.dll,-112\n")

    # ------------------------------------------------------------ hard: names and folders say nothing
    tsv = lambda f: (lambda r, dt: f(r, dt).replace(",", ";"))  # noqa: E731
    hard = [
        # Downloads
        (f"{dl}/document.pdf", R, "PhD", 520, lambda r, dt: t_paper(r, dt, 2)),
        (f"{dl}/document (1).pdf", A, "Immigration", 571, t_extension),
        (f"{dl}/document (2).pdf", P, "PhD", 40, t_hotel),
        (f"{dl}/document (3).pdf", A, "Finance", 96, t_t2202),
        (f"{dl}/download.pdf", R, "PhD", 300, t_vendor("sybr")),
        (f"{dl}/download (1).pdf", A, "Health", 20, t_greenshield),
        (f"{dl}/download (2).pdf", P, "Home", 38, t_credit_report),
        (f"{dl}/download (3).pdf", A, "Job", 1225, t_food_handler),
        (f"{dl}/file.pdf", A, "Finance", 60, t_noa),
        (f"{dl}/file (1).pdf", X, "Travel", 842, lambda r, dt: t_montreal(r, dt, "via")),
        (f"{dl}/attachment.pdf", P, "PhD", 74, t_reviews),
        (f"{dl}/attachment (1).pdf", A, "PhD", 190, t_ta_contract),
        (f"{dl}/1-s2.0-S0012160624000871-main.pdf", R, "PhD", 400, lambda r, dt: t_paper(r, dt, 0)),
        (f"{dl}/s41467-025-03318-7.pdf", R, "PhD", 150, lambda r, dt: t_paper(r, dt, 3)),
        (f"{dl}/elife-80412-v2.pdf", R, "PhD", 700, lambda r, dt: t_paper(r, dt, 7)),
        (f"{dl}/Untitled document.docx", P, "Family", 52, t_invitation),
        (f"{dl}/Untitled spreadsheet.xlsx", P, "Home", 20, t_move_budget),
        (f"{dl}/export.csv", A, "Finance", 12, t_bank_csv),
        (f"{dl}/message.eml", A, "Job", 33, t_cafe_mail),
        (f"{dl}/message (1).eml", P, "Family", 25, t_chioma_mail),
        (f"{dl}/print.pdf", P, "PhD", 70, t_registration),
        (f"{dl}/Untitled.pdf", A, "Home", 331, t_tenant_ins),
        (f"{dl}/receipt (3).pdf", A, "Health", 9, t_physio_receipt),
        (f"{dl}/form.pdf", A, "Immigration", 590, t_biometrics),
        (f"{dl}/export (1).csv", R, "PhD", 210, t_zotero_csv),
        # Desktop
        (f"{dk}/untitled.txt", P, "PhD", 3, t_packing),
        (f"{dk}/New Text Document.txt", P, "Family", 15, t_chioma_todo),
        (f"{dk}/New Text Document (2).txt", A, "Immigration", 27, t_pgwp),
        (f"{dk}/Doc1.docx", P, "PhD", 6, t_cover_letter),
        (f"{dk}/draft.docx", P, "PhD", 4, lambda r, dt: t_chapter(r, dt, 1)),
        (f"{dk}/todo.txt", P, "Home", 2, t_move_checklist),
        (f"{dk}/Book1.xlsx", A, "Tutoring", 10, tsv(t_tutor_log)),
        (f"{dk}/notes.txt", A, "PhD", 1, t_meeting),
        (f"{dk}/final.docx", X, "PhD", 392, t_csmb),
        (f"{dk}/scan.pdf", A, "Health", 120, t_clinic),
        # Documents/stuff
        ("Documents/stuff/scan_0012.pdf", A, "Immigration", 420, t_passport),
        ("Documents/stuff/scan_0013.pdf", X, "Education", 1300, lambda r, dt: t_msc(r, dt, "certificate")),
        ("Documents/stuff/scan_0014.pdf", A, "Home", 1060, t_lease),
        ("Documents/stuff/scan_0015.pdf", X, "Job", 1300, lambda r, dt: t_siwes(r, dt, "logbook")),
        ("Documents/stuff/misc.docx", R, "Cooking", 500, t_recipe("pepper")),
        ("Documents/stuff/things.txt", A, "Tutoring", 80, t_worksheet),
        ("Documents/stuff/Document.pdf", A, "Finance", 40, t_loc),
        ("Documents/stuff/info.pdf", A, "PhD", 270, t_stipend),
        ("Documents/stuff/letter.docx", X, "Education", 1400, lambda r, dt: t_msc(r, dt, "reference")),
        ("Documents/stuff/copy.pdf", A, "Finance", 100, t_t4a),
        # Documents/New Folder
        ("Documents/New Folder/New Document.docx", P, "PhD", 8, t_abstract),
        ("Documents/New Folder/Doc2.docx", A, "PhD", 130, t_tutorial),
        ("Documents/New Folder/a.txt", R, "Code", 260, t_r4ds),
        ("Documents/New Folder/Book1.xlsx", A, "Home", 26, t_utilities),
        ("Documents/New Folder/New Microsoft Excel Worksheet.xlsx", A, "Finance", 7, t_budget),
        ("Documents/New Folder/Document (4).pdf", X, "Home", 1018, lambda r, dt: t_grad_house(r, dt, "inspection")),
        # Documents/2023
        ("Documents/2023/scan_0003.pdf", A, "Finance", 790, t_t4),
        ("Documents/2023/scan_0004.pdf", A, "Immigration", 1000, t_enrol_letter),
        ("Documents/2023/document.pdf", A, "PhD", 920, t_committee),
        ("Documents/2023/notes.docx", A, "PhD", 950, t_notebook),
        ("Documents/2023/export (1).csv", X, "Code", 945, t_inventory_csv),
        ("Documents/2023/print (2).pdf", X, "Education", 1200, lambda r, dt: t_msc(r, dt, "wes")),
        ("Documents/2023/Untitled.docx", X, "Code", 930, t_inventory_notes),
        ("Documents/2023/message.eml", A, "PhD", 980, t_fish_mail),
        # Documents/Scans
        ("Documents/Scans/Scan 2026-04-03.pdf", A, "Health", 59, t_dental),
        ("Documents/Scans/Scan_20250912.pdf", A, "Home", 262, t_hydro),
        ("Documents/Scans/Scan 2026-05-19.pdf", P, "Family", 13, t_niagara),
        ("Documents/Scans/Scan_20241105.pdf", A, "Immigration", 573, t_extension),
        ("Documents/Scans/Scan 2026-02-11.pdf", A, "PhD", 110, t_committee),
        # saved emails
        ("Documents/saved emails/Re_ quick question.eml", A, "Tutoring", 45, t_tutor_mail),
        ("Documents/saved emails/Fwd_ FYI.eml", P, "PhD", 18, t_thesis_comments),
        ("Documents/saved emails/message (2).eml", A, "Home", 30, t_roommates_mail),
        ("Documents/saved emails/message (3).eml", P, "PhD", 48, t_grant_award),
        ("Documents/saved emails/(no subject).eml", A, "Home", 230, t_landlord_mail),
        ("Documents/saved emails/message (4).eml", P, "PhD", 75, t_decision),
        ("Documents/saved emails/message (5).eml", A, "PhD", 14, t_lab_mail),
        ("Documents/saved emails/message (6).eml", A, "Immigration", 600, t_ircc_mail),
    ]
    for rel, bucket, topic, age, fn in hard:
        add(rel, bucket, topic, age, fn, hard=True)
    add("Documents/stuff/~$misc.docx", L, "System", 500, lock)

    dot("Documents/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 900)
    return items
