"""A ninety-fourth unseen labelled corpus: a Toronto software engineer's MacBook, ``build(root, seed)``, written blind.

What was read to write this module, and nothing else: the docstring of ``benchmarks/placement/unseen.py``
(lines 1-60, as the model for this docstring and for the way labelling rules are written), its helpers
(lines 60-220: ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``
and its Swedish name lists) and the first lines of its ``build()`` (lines 1296-1360: the ``write`` /
``encode`` / ``add`` / ``dot`` / ``photo`` helpers and the first few ``add`` calls); ``corpus.py`` lines
1-30 (``Item``, ``NOW``, ``NOW_S``, ``DAY``) and ``_pdf`` / ``_jpeg``; ``blind.py``'s ``_d``, ``_money``,
``_docx``, ``HEIC_HEAD`` and ``_png``. Read by accident, beyond that list: printing ``corpus.py`` lines
169-230 in one go also showed lines 204-230, the first two dozen lines of ``corpus.py``'s own ``build()``
(its ``_Gen`` use and its first loops over named files); printing ``blind.py`` lines 74-115 also showed lines
108-115 (a comment line and its ``SURNAMES`` / ``FIRST`` name lists); and a directory listing of
``benchmarks/placement/`` showed the other modules' file names (not their contents). Nothing under
``foldwise/``, ``docs/``, ``tests/`` or ``scripts/`` was opened, no git command was run but one
``git -C /work/main --version`` (its output, git's version, thrown away), no benchmark or
placement output was looked at. The files and labels come from this person's life, not from what any
program looks for.

The person: Daniel Mwangi Kariuki ("Dan"), 30 (born March 1996 in Nakuru, Kenya), a senior software
engineer at Ledgerly Financial Technologies, a Toronto fintech (hybrid: two days a week at the Front Street
office), since September 2022, on an employer-specific work permit (extended in October 2025, valid to
September 2027). He rents a two-bedroom condo unit (Unit 2307, 18 Harbourview Lane, since September 2024)
with a roommate, Arjun Mehta, a nurse; from 2022 to 2024 he rented a basement apartment in Scarborough.
His parents Joseph Kariuki (a retired teacher) and Grace Wambui live in Nakuru; he sends money home every
month to his mother's M-Pesa. His younger sister Wanjiku marries Brian Ouma in Nairobi on 15 August 2026.
Current projects as of ``NOW`` (2026-06-01): his permanent-residence application through Express Entry
(IELTS in October 2025, WES credential assessment in September 2025, invitation to apply on 9 April 2026,
the e-APR submitted on 19 May 2026 with police certificate, bank letters for proof of funds, the upfront
medical exam, employment letters; now waiting); the AWS Solutions Architect Associate exam (SAA-C03) booked
for 20 June 2026; Chamapal, a mobile app for chamas (savings groups) built with his friend Tendai Moyo,
with its repository, designs and an application to the Harbourline Founders Lab summer cohort (due 15 June
2026); his sister's wedding (flights to Nairobi 6-23 August, his pledge to the wedding committee, his suit);
buying his first car (test drives since April 2026, financing and insurance quotes). Ongoing: his job
(offer letter, payslips, performance reviews, option grants), money (chequing and credit card at Harbour
Bank, TFSA and RRSP at Wealthbridge, CRA returns and notices, KRA nil returns in Kenya, transfers home),
health (no OHIP card yet; the group plan through work with Maple Shield Life, the dentist, physio after a
sprained ankle), the condo (lease, rent-increase notice, tenant insurance, sub-metered hydro, internet,
splitting bills with Arjun), the Neema Fellowship Choir at Grace Harbour Church (tenor), and Simba FC in the
Lakeshore Sunday Soccer League. Finished: his BSc in Computer Science at Riverbank University, Nairobi
(2014-2018); his first job at Sokohub Ltd in Westlands (2018 - July 2022); the move to Canada (work permit
application from Nairobi in 2022, landing on 10 September 2022); the 2025 work-permit extension; the
Scarborough basement lease (ended August 2024); the Ontario G licence (2024); past trips (Zanzibar 2019,
Diani 2021, Montreal 2023, Nairobi Christmas 2023, Banff 2024, New York 2025). English throughout, with some
Swahili in family and wedding-committee messages.

The machine: a MacBook Air. ``Downloads/`` is the dump of everything from the browser (``document.pdf``,
``download (1).pdf``, ``Untitled spreadsheet.xlsx``, installers, half-finished downloads); ``Desktop/``
holds screenshots, TextEdit notes (``Untitled.txt``, ``Untitled 2.txt``) and an ``untitled folder`` of
scans; ``Documents/`` is half organised (``PR Application/``, ``Work/``, ``Money/``, ``Condo/``,
``Health/``, ``Car/``, ``Wedding - Wanjiku/``, ``Choir/``, ``Soccer/``, ``AWS/``, ``Travel/``, ``Recipes/``,
``Books/``, ``Scans/`` from the iPhone's Notes scanner, ``Misc/`` and a ``2024/`` year folder);
``code/`` holds his repositories (``chamapal``, ``aws-labs``, ``leetcode``); ``Pictures/`` has the
``iPhone Photos`` imports by month plus a few named folders; ``Music/``; and ``Old laptop (Nairobi)/``
is the copy of his old Windows laptop's user folders (with its ``desktop.ini`` and ``Thumbs.db``).

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  permanent-residence application -- IELTS, ECA, police certificate, proof-of-funds letters, medical exam,
  employment reference letters, IRCC correspondence, the PR photo, the CRS and personal-history sheets --
  topic Immigration; the AWS exam -- study notes, exam guide and whitepapers downloaded for it, practice
  tests, the booking, the course invoice, the lab repository, the expense claim for the exam fee -- topic
  Certification; the Chamapal app -- code, designs, pitch deck, one-pager, the accelerator application and
  anything Tendai sent about it -- topic Chamapal; his sister's wedding -- flights to Nairobi, budget and
  contribution sheets, committee messages, suit and tailor, gifts -- topic Wedding; the car purchase --
  brochures, comparisons, test-drive notes and photos, vehicle reports, financing and insurance quotes --
  topic Car.
- **Areas**: responsibilities with no end, whatever the document's age: the job at Ledgerly (offer letter
  of 2022, payslips, reviews, promotion, option grants, on-call notes, his CV) -- Work; money (bank and
  card statements, TFSA, RRSP, budgets, CRA returns, notices and slips, KRA nil returns and PIN, remittance
  receipts and M-Pesa statements, credit report) -- Finance; health (group benefits, claims, dentist,
  physio, eye exam, prescriptions) -- Health; the rented condo (lease, rent-increase notice, tenant
  insurance, hydro and internet bills, the bill split with Arjun) -- Home; his immigration status in
  Canada and the identity papers he keeps for it (current work permit, passport, SIN letter, Kenyan ID and
  birth certificate) -- Immigration; the choir (rehearsal schedules, dues, robe order, service rotas) --
  Choir; the soccer league (registration, fees, fixtures, roster) -- Soccer. A 2022 offer letter or a 2023
  tax return is still an Area.
- **Resources**: reference and interests kept for their own sake, by subject: programming books, cheat
  sheets and practice code not tied to the exam (Programming); other ebooks (Books); recipes (Cooking);
  sheet music, lyrics and rehearsal recordings of the choir's repertoire (Choir); music files (Music);
  installers and disk images (Software); personal photos, including trip photos, and screenshots (Photos)
  -- except photos that document a project or a responsibility (suit fabrics, cars test-driven, the PR
  photo, app designs, the condo's move-in photos, a photo of his Kenyan ID: that bucket and topic) and
  those inside the old-laptop copy.
- **Archive**: finished projects and ended responsibilities: the BSc at Riverbank University (Education);
  the Sokohub job (Work); the 2022 move to Canada and its work-permit application, and the 2025 extension
  application (Immigration); the Scarborough basement lease (Home); the G licence (Car); past trips'
  bookings and itineraries (Travel); the choir's past concerts (Choir). The old laptop's copy is an old
  backup: its photos, music and loose miscellany are Archive Backup, its documents are labelled by their
  subject like any other file (mostly Education, Work, Immigration, Travel; a KRA PIN certificate or a
  scan of his Kenyan ID found there is still an Area).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store``, ``.gitignore``,
  ``.localized``) are written but not labelled: the scanner never lists them.

Topics are subjects (the proof-of-funds bank letter is ``Immigration``, not ``Finance``; the exam-fee
expense claim is ``Certification``; the wedding flights are ``Wedding``, not ``Travel``). ``hard`` marks a
file whose name *and* folder say nothing about its subject (``Downloads/document (3).pdf``,
``Desktop/Untitled 2.txt``, ``Documents/Scans/Scanned Document 4.pdf``, ``Old laptop (Nairobi)/Documents/
New Microsoft Word Document.docx``): only the text inside (.txt, .md, .csv, .eml, .ics, .pdf, .docx, .xlsx)
can place it. Images are never marked hard. Dates are relative to ``corpus.NOW`` so all corpora share the
benchmark's reference time.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _d, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- people, places, helpers

ME = "Daniel Mwangi Kariuki"
EMAIL = "dan.kariuki96@gmail.com"
ADDR = "Unit 2307, 18 Harbourview Lane, Toronto, ON M5J 0B4"
UCI = "11-2345-8790"
APP_NO = "E004817263"
PROFILE_NO = "E001592048"
EMPLOYER = "Ledgerly Financial Technologies Inc."
EMP_ADDR = "410 Front Street West, Suite 900, Toronto, ON M5V 3A2"
MUM_PHONE = "+254 722 418 306"
SURN = ["Mwangi", "Otieno", "Wanjiru", "Kiprop", "Achieng", "Njoroge", "Chen", "Singh", "Tremblay", "Nguyen",
        "Osei", "Patel", "MacDonald", "Kowalski", "Haddad", "Ferreira", "Okafor", "Brennan"]
FIRST = ["Grace", "Peter", "Amina", "Kevin", "Faith", "Joyce", "Ethan", "Priya", "Liam", "Chloe", "Samuel",
         "Esther", "Mark", "Nadia", "Owen", "Ruth"]


INCOME = {2022: 31_500.00, 2023: 112_840.00, 2024: 119_620.00, 2025: 136_415.00}


def _person(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def _cad(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _ksh(r: random.Random, lo: int, hi: int) -> str:
    return f"KES {r.randint(lo, hi) // 50 * 50:,}"


def _us(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _ago(days: float) -> datetime:
    return (NOW - timedelta(days=days)).replace(tzinfo=None)


def _hex(r: random.Random, n: int) -> str:
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


def _code(r: random.Random, n: int, digits: bool = False) -> str:
    return "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ" + ("0123456789" if digits else "")) for _ in range(n))


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {dt:%a, %d %b %Y} 09:{dt.day % 60:02d}:00 -0400\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n" + body.strip() + "\n")


def _ics(summary: str, start: datetime, hours: float, location: str, desc: str) -> str:
    end = start + timedelta(hours=hours)
    return ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Apple Inc.//macOS 14.5//EN\r\nBEGIN:VEVENT\r\n"
            f"UID:{start:%Y%m%dT%H%M}-{len(summary)}@calendar\r\nDTSTART:{start:%Y%m%dT%H%M%S}\r\n"
            f"DTEND:{end:%Y%m%dT%H%M%S}\r\nSUMMARY:{summary}\r\nLOCATION:{location}\r\n"
            f"DESCRIPTION:{desc}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")


# --------------------------------------------------------------------------- Immigration: the PR application


def t_ielts_trf(r: random.Random, dt: datetime) -> str:
    return f"""IELTS Test Report Form - GENERAL TRAINING
Centre Number CA512  Date 18/OCT/2025  Candidate Number {r.randint(100000, 999999)}
Candidate Details
Family Name: KARIUKI  First Name(s): DANIEL MWANGI
Date of Birth 14/03/1996  Sex M  Country or Region of Origin KENYA  First Language SWAHILI
Test Results
Listening 8.5  Reading 8.0  Writing 7.5  Speaking 8.0
Overall Band Score 8.0  CEFR Level C1
Test Report Form Number 25CA{r.randint(100000, 999999)}KARD512G
Administrator's signature  Validation stamp  Centre stamp
This TRF can be verified online. Results are valid for two years for Canadian immigration purposes.
"""


def t_eca(r: random.Random, dt: datetime) -> str:
    return f"""World Education Services - Educational Credential Assessment (ECA)
For Immigration, Refugees and Citizenship Canada
WES Reference Number: {r.randint(4000000, 4999999)}   Date of Issue: September 5, 2025
Name on credential: Daniel Mwangi Kariuki    Date of birth: 1996-03-14
Credential: Bachelor of Science in Computer Science
Awarded by: Riverbank University, Nairobi, Kenya
Status: Recognized   Year: 2018
Length of program: Four years
Canadian equivalency summary: Bachelor's degree (four years)
This report is valid for five years from the date of issue for the purpose of Express Entry.
"""


def t_ita(r: random.Random, dt: datetime) -> str:
    return f"""Immigration, Refugees and Citizenship Canada
Invitation to Apply for Permanent Residence under Express Entry
Date: April 9, 2026
Client name: Daniel Mwangi Kariuki   UCI: {UCI}
Express Entry profile number: {PROFILE_NO}
Dear Daniel Mwangi Kariuki,
You are invited to apply for permanent residence under the Canadian Experience Class.
Your Comprehensive Ranking System score at the time of this invitation: 517.
You have 60 days from the date of this letter to submit a complete application (deadline: June 8, 2026).
You must provide police certificates, medical exam results, proof of work experience and, where required,
proof of settlement funds. Failure to submit within 60 days will cancel this invitation.
"""


def t_aor(r: random.Random, dt: datetime) -> str:
    return f"""Immigration, Refugees and Citizenship Canada
Acknowledgment of Receipt
Date: May 20, 2026
Application number: {APP_NO}   UCI: {UCI}
Client: Daniel Mwangi Kariuki, {ADDR}
This letter confirms that we received your application for permanent residence (Economic Class -
Canadian Experience Class) on May 19, 2026. We have reviewed it and confirm it is complete. We will now
begin processing. Do not submit duplicate applications. You can check the status in your account.
If you move or your contact details change, tell us using the IRCC Web Form.
"""


def t_eapr_confirm(r: random.Random, dt: datetime) -> str:
    return f"""Confirmation of Online Application Submission
Express Entry - Application for Permanent Residence
Submitted: 2026-05-19 22:41 EDT
Application number: {APP_NO}
Principal applicant: KARIUKI, Daniel Mwangi   Date of birth: 1996-03-14
Documents uploaded: Passport; Police certificate - Kenya; Medical exam confirmation IMM 1017B;
Proof of work experience (2); Language test results; Educational credential assessment;
Proof of funds; Digital photo; Schedule A - Background/Declaration; Letter of explanation
Fees paid: Processing fee $950.00  Right of Permanent Residence Fee $575.00  Total $1,525.00
Receipt number {r.randint(100000000, 999999999)}
Keep this page for your records.
"""


def t_fee_receipt(r: random.Random, dt: datetime) -> str:
    return f"""Government of Canada - Online Payment Receipt
Immigration, Refugees and Citizenship Canada
Date of payment: 2026-05-19
Payer: DANIEL KARIUKI    Card: VISA ending {r.randint(1000, 9999)}
Fee: Permanent residence - Economic class (principal applicant)      $950.00
Fee: Right of Permanent Residence Fee (principal applicant)          $575.00
Total paid: $1,525.00 CAD
Receipt number: {r.randint(100000000, 999999999)}   Transaction ID {_hex(r, 12).upper()}
Print this receipt and upload it with your application.
"""


def t_police_cert(r: random.Random, dt: datetime) -> str:
    return f"""REPUBLIC OF KENYA - NATIONAL POLICE SERVICE
DIRECTORATE OF CRIMINAL INVESTIGATIONS
POLICE CLEARANCE CERTIFICATE (CERTIFICATE OF GOOD CONDUCT)
Ref No: DCI/PCC/{r.randint(1000000, 9999999)}   Date of Issue: 02/05/2026
This is to certify that DANIEL MWANGI KARIUKI, ID No. {r.randint(30000000, 34999999)}, Passport No.
AK{r.randint(1000000, 9999999)}, born 14/03/1996, whose fingerprints were taken and searched on our
criminal records, has no criminal record in Kenya as at the date of issue.
Fingerprints taken at: High Commission of Kenya, Ottawa (Form C24)
Valid for six months from the date of issue.   Verify at ecitizen.go.ke
Signed: for Director, Criminal Investigations
"""


def t_ecitizen_receipt(r: random.Random, dt: datetime) -> str:
    return f"""eCitizen - Payment Receipt
Service: Police Clearance Certificate (DCI)
Applicant: DANIEL MWANGI KARIUKI
Invoice No: {_hex(r, 8).upper()}   Date: 15/04/2026
Amount: KES 1,050.00 (paid by card, CAD 10.94)
Status: PAID
Next step: take the printed invoice and Form C24 fingerprints to the DCI or courier from abroad.
"""


def t_bank_pof(r: random.Random, dt: datetime) -> str:
    return f"""HARBOUR BANK OF CANADA
Bloor & Bay Branch, 2 Bloor Street West, Toronto ON M4W 3E2
May 12, 2026
To: Immigration, Refugees and Citizenship Canada
Re: Daniel Mwangi Kariuki, {ADDR}
This letter confirms that the above client holds the following accounts with Harbour Bank:
Chequing account ****{r.randint(1000, 9999)}, opened 2022-09-14, current balance $14,382.17,
average balance over the last six months $12,906.40.
High-interest savings ****{r.randint(1000, 9999)}, opened 2023-02-03, current balance $21,650.00,
average balance over the last six months $20,118.52.
The client has no outstanding loans with us. Credit card balance: $1,204.33 (paid in full monthly).
Yours truly, {_person(r)}, Personal Banking Advisor
"""


def t_medical_info(r: random.Random, dt: datetime) -> str:
    return f"""IMM 1017B Upfront Medical Report - Information Sheet
Panel physician: Dr. Helena Varga, 2250 Hurontario Street, Suite 310, Mississauga ON
Applicant: KARIUKI, Daniel Mwangi   DOB 1996-03-14   UCI {UCI}
Date of examination: 2026-05-06
eMedical ID: {r.randint(10000000, 99999999)}
Examinations performed: physical exam, chest x-ray, blood tests (syphilis, HIV), urinalysis
The results are sent to IRCC electronically. Upload a copy of this sheet with your application as
proof that you completed the immigration medical examination. Medical results are valid for 12 months.
"""


def t_medical_appt(r: random.Random, dt: datetime) -> str:
    return """Appointment confirmation - Immigration Medical Examination
Dr. Helena Varga, Panel Physician, 2250 Hurontario Street, Suite 310, Mississauga ON L5B 1M8
Patient: Daniel Kariuki
Date/time: Wednesday, May 6, 2026 at 8:30 AM
Please bring: passport, 4 photographs, your glasses if you wear them, IMM 1017 form or eMedical
information, a list of your medications. Fasting is not required. Fee: $275.00 (x-ray included),
payable at the clinic by debit or credit. Allow 2 hours. Chest x-ray at the lab on the 2nd floor.
"""


def t_emp_letter_ledgerly(r: random.Random, dt: datetime) -> str:
    return f"""{EMPLOYER}
{EMP_ADDR}
May 4, 2026
To whom it may concern:
This letter confirms that Daniel Mwangi Kariuki has been employed full time by {EMPLOYER}
since September 19, 2022. He was hired as Software Engineer II (NOC 21231) and was promoted to Senior
Software Engineer on April 1, 2025. He works 37.5 hours per week. His current annual salary is $138,000
plus benefits.
Main duties: designs and builds payment and ledger services in Java and Kotlin; writes and reviews code;
runs services on AWS; mentors junior developers; takes part in the on-call rotation.
This letter is provided for immigration purposes.
Olivia Tremblay, People Operations Manager, olivia.tremblay@ledgerly.ca, 416-555-0182
"""


def t_emp_letter_sokohub(r: random.Random, dt: datetime) -> str:
    return """SOKOHUB LIMITED
Westlands Square, 4th Floor, Ring Road Westlands, P.O. Box 14402-00800, Nairobi
Date: 22nd April 2026
TO WHOM IT MAY CONCERN
RE: CONFIRMATION OF EMPLOYMENT - DANIEL MWANGI KARIUKI
This is to confirm that Daniel Mwangi Kariuki was employed by Sokohub Limited from 1st August 2018 to
29th July 2022 as Junior Software Developer (2018-2020) and Software Developer (2020-2022), full time,
45 hours per week. His duties included developing the merchant checkout and M-Pesa payment integrations
(PHP, Python), maintaining APIs and databases, and supporting production releases.
His final gross salary was KES 215,000 per month. This letter is issued at his request for his
Canadian permanent residence application.
Signed: Ann Wairimu, Head of Human Resources. Tel +254 20 765 4410
"""


def t_loe(r: random.Random, dt: datetime) -> str:
    return f"""Letter of Explanation
Daniel Mwangi Kariuki - UCI {UCI} - Application {APP_NO}
To the Officer,
I am writing to explain two points in my application.
1. Address history, August-September 2022: after I left my apartment in Kilimani I stayed with my parents
in Nakuru for five weeks before flying to Toronto on September 10, 2022. The Nakuru address is listed.
2. Proof of funds: I am applying under the Canadian Experience Class and hold a valid job offer, but I
include my bank letter in case it is required. The savings are my own salary savings since 2022.
3. My police certificate from Kenya was obtained from abroad using fingerprints taken in Ottawa.
Thank you for considering my application.
Daniel Kariuki
"""


def t_crs(r: random.Random, dt: datetime) -> str:
    return """Factor;Points;Notes
Age (30);105;drops to 99 at 31 in March 2027
Education (Bachelor's 4 yr);120;WES ECA
First official language (IELTS CLB 9+);128;L8.5 R8.0 W7.5 S8.0
Canadian work experience (3 yrs);64;Ledgerly since Sep 2022
Skill transferability - education;50;
Skill transferability - foreign work;50;Sokohub 4 yrs
Additional points;0;no PNP, no sibling in Canada
Total;517;ITA draw 9 April 2026 cut-off 509
"""


def t_personal_history(r: random.Random, dt: datetime) -> str:
    return """From;To;Activity;Place;Country
2014-09;2018-12;Student, Riverbank University;Nairobi;Kenya
2018-08;2022-07;Software Developer, Sokohub Ltd;Nairobi;Kenya
2022-08;2022-09;Between jobs, preparing move;Nakuru;Kenya
2022-09;present;Software Engineer, Ledgerly;Toronto;Canada
Addresses;;;;
2018-08;2022-07;Kilimani, Argwings Kodhek Rd;Nairobi;Kenya
2022-09;2022-10;Short-term rental;Scarborough ON;Canada
2022-10;2024-08;Basement apt, Brimorton Dr;Scarborough ON;Canada
2024-09;present;Unit 2307, 18 Harbourview Lane;Toronto ON;Canada
Travel;;;;
2023-12-18;2024-01-05;Visit family;Nakuru;Kenya
2025-10-09;2025-10-13;Tourism;New York;USA
"""


def t_pr_checklist(r: random.Random, dt: datetime) -> str:
    return """Document;Status;Notes
Passport bio page;done;expires 2031
IELTS TRF;done;Oct 2025, valid to Oct 2027
WES ECA;done;ref in email
Police certificate Kenya;done;issued 2 May, valid 6 months
Medical IMM1017B;done;6 May, Dr Varga
Employment letter Ledgerly;done;signed by Olivia
Employment letter Sokohub;done;Ann sent scan 22 Apr
Proof of funds;done;Harbour Bank letter 12 May
Digital photo;done;Walmart photo centre
Letter of explanation;done;address gap Aug 2022
Fees;paid;$1,525
Submit eAPR;done;19 May 22:41
"""


def t_ircc_webform(r: random.Random, dt: datetime) -> str:
    return _eml("IRCC Web Form <noreply-webform@cic.gc.ca>", EMAIL,
                "IRCC Web Form - Case Specific Enquiry (response)", dt, f"""
Dear Daniel Mwangi Kariuki,
Thank you for contacting Immigration, Refugees and Citizenship Canada. This is in reply to your enquiry of
May 24, 2026 about your application {APP_NO}.
Your application for permanent residence is in process. Your medical results have been received and
passed. Background checks have started. We will contact you if we need more information. You do not need
to send your police certificate again. Please do not submit a new Web Form unless your situation changes.
Please do not reply to this email.
""")


def t_ee_profile(r: random.Random, dt: datetime) -> str:
    return f"""Express Entry Profile Submission Summary
Profile number: {PROFILE_NO}   Submitted: 2025-12-02
Job Seeker Validation Code: {r.randint(1000000000, 9999999999)}
Name: Daniel Mwangi Kariuki   Marital status: Never married
Programs you are eligible for: Canadian Experience Class; Federal Skilled Worker Program
Language test: IELTS General Training, 2025-10-18
Education: Bachelor's degree (ECA: WES, 2025-09-05)
Work experience: Software engineers and designers (NOC 21231) - 3 years in Canada, 4 years outside
Settlement funds declared: $36,000
Comprehensive Ranking System score: 517
Your profile is valid until 2026-12-02.
"""


# --------------------------------------------------------------------------- Immigration: status (Area) and 2022 move


def t_work_permit(r: random.Random, dt: datetime) -> str:
    return f"""IMMIGRATION, REFUGEES AND CITIZENSHIP CANADA - WORK PERMIT
UCI: {UCI}   Document No: U{r.randint(100000000, 999999999)}   Date issued: 2025-10-14
Family name: KARIUKI   Given name: DANIEL MWANGI   Date of birth: 1996/03/14   Country of citizenship: KENYA
Employer: {EMPLOYER}, Toronto ON
Occupation: 21231 - Software engineers and designers   Location: Toronto, ON
Expiry date: 2027/09/30
Conditions: 1. Not authorized to work in any occupation other than stated. 2. Not authorized to work for
any employer other than stated. 3. Not authorized to work in any location other than stated.
4. Must leave Canada by 2027/09/30. 5. Not authorized to attend school in Canada except as authorized.
Remarks: Global Talent Stream - LMIA {r.randint(8000000, 8999999)}.
Extension of permit W{r.randint(300000000, 309999999)}
"""


def t_sin_letter(r: random.Random, dt: datetime) -> str:
    return f"""Service Canada - Social Insurance Number Confirmation
Date: September 14, 2022
Name: DANIEL MWANGI KARIUKI
Social Insurance Number: 9{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}
Expiry date: 2027-09-30 (numbers starting with 9 are issued to temporary residents and expire with
their immigration document)
Keep this letter in a safe place. Do not carry it with you. Update your SIN record when you get a new
work permit or become a permanent resident.
"""


def t_passport_note(r: random.Random, dt: datetime) -> str:
    return """Passport renewal - Kenya High Commission Ottawa
Current passport: renewed 2021 in Nairobi, expires 2031-06-19
Keep: scan of bio page in Documents/ID, plus Kenyan ID front/back, birth certificate.
New e-passport application through eCitizen if lost: report to police, then High Commission appointment.
Work permit to 2027-09-30 - passport must be valid past this: ok.
"""


def t_wp_2022_approval(r: random.Random, dt: datetime) -> str:
    return f"""Immigration, Refugees and Citizenship Canada
Port of Entry Letter of Introduction
Date: August 17, 2022   Application number: W{r.randint(300000000, 309999999)}   UCI: {UCI}
Dear DANIEL MWANGI KARIUKI,
I am pleased to inform you that your application for a work permit has been approved. This letter is not
your work permit. Present it to the border services officer when you arrive in Canada, with your valid
passport and a copy of your job offer from {EMPLOYER}.
The work permit will be valid for the period of employment: 3 years. You must arrive before 2022-11-02.
"""


def t_move_checklist(r: random.Random, dt: datetime) -> str:
    return """MOVING TO TORONTO - CHECKLIST (Sept 2022)
[x] Hand in notice at Sokohub - last day 29 July
[x] Kilimani flat - give notice, get deposit back (KES 60,000)
[x] Sell sofa, fridge, TV (Jiji)
[x] Work permit approval letter - print 2 copies
[x] Flights NBO-AMS-YYZ Sept 9 (KLM) - 2 bags
[x] Buy winter jacket in Toronto not Nairobi!!
[ ] Airbnb Scarborough 4 weeks (booked, Ellesmere Rd)
[ ] SIN at Service Canada first week
[ ] Bank account - Harbour Bank newcomer package
[ ] Phone plan, Presto card
[ ] Start at Ledgerly Sept 19
"""


def t_wp_ext_2025(r: random.Random, dt: datetime) -> str:
    return f"""work permit extension 2025 - my notes
Form: IMM 5710 Application to Change Conditions or Extend Stay in Canada as a Worker
Submitted online: 2025-06-28   Application number: W{r.randint(310000000, 319999999)}
Applicant: Daniel Mwangi Kariuki   UCI {UCI}
Current permit expires: 2025-09-18 - maintained status applies while the application is in process
Employer: {EMPLOYER}, offer of employment number A{r.randint(1000000, 9999999)} (employer portal)
Fee paid: $155 (employer-specific, no open work permit holder fee). Biometrics not needed - given 2022
Decision: approved 2025-10-14, new permit valid to 2027-09-30 (see Documents/ID)
"""


# --------------------------------------------------------------------------- Certification (AWS SAA-C03)


def t_aws_notes_vpc(r: random.Random, dt: datetime) -> str:
    return """VPC notes (week 3)
- VPC is regional, subnets are per AZ. CIDR /16 max, /28 min. AWS reserves 5 IPs per subnet.
- Public subnet = route table has 0.0.0.0/0 -> Internet Gateway. Private subnet -> NAT Gateway (in a public
  subnet, per AZ for HA). NAT instance is legacy, needs source/dest check disabled.
- Security groups: stateful, allow rules only, attached to ENI. NACLs: stateless, allow + deny, subnet level,
  rules evaluated in number order -> remember ephemeral ports 1024-65535 for return traffic.
- VPC endpoints: gateway endpoint only for S3 and DynamoDB (free), interface endpoint = PrivateLink (ENI, $).
- VPC peering not transitive -> Transit Gateway for hub and spoke.
- Site-to-Site VPN over internet vs Direct Connect (dedicated, weeks to set up). DX + VPN for encryption.
- Flow logs -> CloudWatch Logs or S3.
Practice test 2 missed: 4 questions on NACL vs SG. Review again before the exam on the 20th.
"""


def t_aws_notes_storage(r: random.Random, dt: datetime) -> str:
    return """S3 / storage - things I keep getting wrong
S3 Standard-IA: min 30 days, min 128 KB charge. One Zone-IA: not resilient to AZ loss.
Glacier Instant Retrieval (ms), Flexible (minutes-hours; expedited 1-5 min), Deep Archive (12-48 h).
Lifecycle rules: transition + expiration. Intelligent-Tiering for unknown access patterns.
S3 replication needs versioning on both buckets. SRR vs CRR.
Encryption: SSE-S3 default, SSE-KMS (audit in CloudTrail, KMS request limits!), SSE-C, client side.
EBS: gp3 (baseline 3000 IOPS), io2 Block Express, st1 throughput HDD, sc1 cold. EBS is AZ-bound ->
snapshot and copy to move. EFS = NFS, multi-AZ, Linux only. FSx for Windows (SMB) / FSx for Lustre (HPC).
Storage Gateway: file, volume, tape. DataSync for online migration, Snowball for offline.
"""


def t_aws_exam_confirm(r: random.Random, dt: datetime) -> str:
    return f"""Pearson VUE - Exam Appointment Confirmation
Candidate: Daniel Kariuki   Candidate ID: AWS{r.randint(10000000, 99999999)}
Exam: SAA-C03 - AWS Certified Solutions Architect - Associate
Delivery: OnVUE online proctored
Date: Saturday, June 20, 2026   Time: 10:00 AM Eastern Daylight Time   Duration: 130 minutes
Registration ID: {r.randint(400000000, 499999999)}   Price: USD 150.00 (+ tax) - paid with 50% voucher: USD 75.00
Check in 30 minutes early. Run the system test on the computer you will use. Have your government-issued
ID ready (passport). Your workspace must be clear. Rescheduling is free up to 24 hours before.
"""


def t_aws_invoice(r: random.Random, dt: datetime) -> str:
    return f"""CloudPrep Academy Inc.
INVOICE INV-20391   Date: {_us(dt)}
Bill to: Daniel Kariuki, {EMAIL}
Item: AWS Certified Solutions Architect - Associate (SAA-C03) Complete Course + 6 Practice Exams
Lifetime access, 28 hours video, hands-on labs
Subtotal: USD 39.99   Tax: USD 5.20   Total: USD 45.19
Paid by Visa ****{r.randint(1000, 9999)}
Keep this invoice for your employer's learning and development reimbursement.
"""


def t_aws_practice_result(r: random.Random, dt: datetime, score: int = 74, n: int = 3) -> str:
    doms = [("Design Secure Architectures", 30), ("Design Resilient Architectures", 26),
            ("Design High-Performing Architectures", 24), ("Design Cost-Optimized Architectures", 20)]
    lines = "\n".join(f"{n} ({w}% of exam): {min(100, score + r.randint(-12, 10))}%" for n, w in doms)
    return f"""Practice Exam Results - SAA-C03 Practice Test {n}
Attempted: {_us(dt)}   Time taken: {r.randint(98, 128)} min of 130
Score: {score}% ({round(65 * score / 100)}/65 correct)   Passing score: 72%
Result by domain:
{lines}
Review the questions marked incorrect. Explanations reference the AWS documentation and whitepapers.
"""


def _practice(score: int, n: int):
    return lambda r, dt: t_aws_practice_result(r, dt, score, n)


def t_aws_expense(r: random.Random, dt: datetime) -> str:
    return """Employee;Daniel Kariuki;Cost centre;ENG-PLAT
Date;Description;Category;Amount;Currency
2026-04-03;CloudPrep Academy SAA-C03 course;Learning & development;45.19;USD
2026-05-02;Pearson VUE SAA-C03 exam fee (50% voucher);Certification;75.00;USD
2026-05-02;Exchange to CAD (1.37);;164.65;CAD
Approved by;Priya Raman;;;
Note;Reimbursed through payroll after exam is passed;;;
"""


def t_aws_exam_guide(r: random.Random, dt: datetime) -> str:
    return """AWS Certified Solutions Architect - Associate (SAA-C03) Exam Guide
Introduction: The exam validates the ability to design solutions based on the AWS Well-Architected
Framework. Target candidate: one year of hands-on experience designing cloud solutions that use AWS services.
Content outline: Domain 1 Design Secure Architectures 30%; Domain 2 Design Resilient Architectures 26%;
Domain 3 Design High-Performing Architectures 24%; Domain 4 Design Cost-Optimized Architectures 20%.
Response types: multiple choice and multiple response. 65 questions, 15 unscored. Scaled score 100-1000,
minimum passing score 720.
"""


def t_wellarch(r: random.Random, dt: datetime) -> str:
    return """AWS Well-Architected Framework
The six pillars: Operational Excellence, Security, Reliability, Performance Efficiency, Cost Optimization,
Sustainability. General design principles: stop guessing your capacity needs; test systems at production
scale; automate to make architectural experimentation easier; allow for evolutionary architectures;
drive architectures using data; improve through game days.
Reliability pillar: automatically recover from failure, test recovery procedures, scale horizontally,
stop guessing capacity, manage change through automation.
"""


def t_aws_plan(r: random.Random, dt: datetime) -> str:
    return """study plan - SAA-C03 (exam June 20)
wk1 Apr 6: IAM, organizations, SCPs, KMS basics - course sections 1-5
wk2: EC2, ASG, ELB (ALB vs NLB vs GWLB), placement groups
wk3: VPC deep dive (lab in aws-labs/terraform), Route 53 routing policies
wk4: S3, storage gateway, EFS/FSx, Snow family
wk5: RDS/Aurora, DynamoDB (DAX, global tables), ElastiCache
wk6: SQS/SNS/EventBridge/Kinesis, Lambda, API Gateway, Step Functions
wk7: DR strategies (backup-restore, pilot light, warm standby, multi-site), cost
wk8-10: practice tests - need 80%+ consistently. Test 2: 68, test 3: 74, test 4: 81
Budget: free tier account, delete NAT gateways after labs!! ($32 bill in April)
"""


def t_aws_bill(r: random.Random, dt: datetime) -> str:
    return f"""Amazon Web Services - Billing statement
Account ID: {r.randint(100000000000, 999999999999)}   Account name: dan-study
Billing period: April 1 - April 30, 2026
Amazon Virtual Private Cloud (NAT Gateway hours 672 x $0.045) USD 30.24
Amazon Elastic Compute Cloud (t3.micro, free tier) USD 0.00
Amazon Simple Storage Service USD 0.08
Amazon Relational Database Service (db.t3.micro free tier) USD 0.00
Total: USD 32.32   Charged to Visa ending {r.randint(1000, 9999)}
Tip: set up a budget alert in AWS Budgets.
"""


# --------------------------------------------------------------------------- Chamapal (side project)


def t_chama_readme(r: random.Random, dt: datetime) -> str:
    return """# Chamapal

Mobile app for chamas (savings groups): members, monthly contributions, merry-go-round payouts, loans,
meeting minutes. Built with React Native (Expo) + Firebase; M-Pesa STK push through a small Node backend.

## Run

    npm install
    npx expo start

Copy `.env.example` to `.env` and add the Firebase keys (ask Tendai) and the Daraja sandbox keys.

## Status

- [x] auth (phone OTP)
- [x] groups, members, roles (chair, treasurer, secretary)
- [x] contributions ledger
- [ ] M-Pesa STK push (sandbox works, production needs paybill)
- [ ] merry-go-round schedule
- [ ] loans + interest
"""


def t_chama_pkg(r: random.Random, dt: datetime) -> str:
    return """{
  "name": "chamapal",
  "version": "0.4.2",
  "main": "node_modules/expo/AppEntry.js",
  "scripts": {
    "start": "expo start",
    "android": "expo start --android",
    "ios": "expo start --ios",
    "test": "jest"
  },
  "dependencies": {
    "expo": "~51.0.8",
    "firebase": "^10.12.0",
    "react": "18.2.0",
    "react-native": "0.74.1",
    "@react-navigation/native": "^6.1.17",
    "date-fns": "^3.6.0"
  },
  "devDependencies": {
    "jest": "^29.7.0",
    "typescript": "^5.4.5"
  }
}
"""


def t_chama_app_json(r: random.Random, dt: datetime) -> str:
    return """{
  "expo": {
    "name": "Chamapal",
    "slug": "chamapal",
    "version": "0.4.2",
    "orientation": "portrait",
    "icon": "./assets/icon.png",
    "ios": { "bundleIdentifier": "app.chamapal" },
    "android": { "package": "app.chamapal" }
  }
}
"""


def t_chama_group_screen(r: random.Random, dt: datetime) -> str:
    return """import React, { useEffect, useState } from "react";
import { FlatList, Text, View } from "react-native";
import { listMembers, Member } from "../api/firebase";
import { formatKes } from "../util/money";

export default function GroupScreen({ route }: { route: { params: { groupId: string } } }) {
  const [members, setMembers] = useState<Member[]>([]);
  useEffect(() => {
    listMembers(route.params.groupId).then(setMembers);
  }, [route.params.groupId]);
  return (
    <View style={{ padding: 16 }}>
      <Text style={{ fontSize: 22, fontWeight: "600" }}>Members</Text>
      <FlatList
        data={members}
        keyExtractor={(m) => m.id}
        renderItem={({ item }) => (
          <Text>{item.name} - {item.role} - {formatKes(item.totalContributed)}</Text>
        )}
      />
    </View>
  );
}
"""


def t_chama_contrib_screen(r: random.Random, dt: datetime) -> str:
    return """import React from "react";
import { Button, Text, View } from "react-native";
import { requestStkPush } from "../api/mpesa";

// Treasurer view: who has paid this month's contribution, and a button to send an STK push reminder.
export default function ContributionsScreen({ cycle, members }: Props) {
  const unpaid = members.filter((m) => !cycle.paid.includes(m.id));
  return (
    <View>
      <Text>{cycle.label}: {cycle.paid.length} of {members.length} paid</Text>
      {unpaid.map((m) => (
        <Button key={m.id} title={`Request ${m.name}`} onPress={() => requestStkPush(m.phone, cycle.amount)} />
      ))}
    </View>
  );
}

type Props = {
  cycle: { label: string; paid: string[]; amount: number };
  members: { id: string; name: string; phone: string }[];
};
"""


def t_chama_mpesa(r: random.Random, dt: datetime) -> str:
    return """// Thin client for our backend, which talks to the Safaricom Daraja API (STK push).
const API = process.env.EXPO_PUBLIC_API_URL ?? "http://localhost:8787";

export async function requestStkPush(phone: string, amountKes: number): Promise<string> {
  const res = await fetch(`${API}/stkpush`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ phone: normalize(phone), amount: Math.round(amountKes) }),
  });
  if (!res.ok) throw new Error(`stk push failed: ${res.status}`);
  const data = await res.json();
  return data.CheckoutRequestID;
}

function normalize(phone: string): string {
  const digits = phone.replace(/\\D/g, "");
  return digits.startsWith("0") ? "254" + digits.slice(1) : digits;
}
"""


def t_chama_firebase(r: random.Random, dt: datetime) -> str:
    return """import { initializeApp } from "firebase/app";
import { collection, getDocs, getFirestore, query, where } from "firebase/firestore";

const app = initializeApp({
  apiKey: process.env.EXPO_PUBLIC_FIREBASE_KEY,
  projectId: "chamapal-dev",
});
const db = getFirestore(app);

export type Member = {
  id: string;
  name: string;
  role: "chair" | "treasurer" | "secretary" | "member";
  totalContributed: number;
};

export async function listMembers(groupId: string): Promise<Member[]> {
  const snap = await getDocs(query(collection(db, "members"), where("groupId", "==", groupId)));
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as Omit<Member, "id">) }));
}
"""


def t_chama_money(r: random.Random, dt: datetime) -> str:
    return """export function formatKes(amount: number): string {
  return "KES " + Math.round(amount).toLocaleString("en-KE");
}

export function shareOfPot(contribution: number, members: number): number {
  return contribution * members;
}
"""


def t_chama_arch(r: random.Random, dt: datetime) -> str:
    return """# Architecture

Client: Expo app (iOS + Android). State in Firestore: groups, members, cycles, contributions, loans.
Backend: Cloudflare Worker (`/stkpush`, `/callback`) holding the Daraja consumer key/secret; the callback
writes the confirmed payment into Firestore with the M-Pesa receipt number.
Auth: Firebase phone auth (OTP). Kenyan numbers only for the pilot.
Pilot: Mum's chama in Nakuru (14 members, KES 2,000/month) and Tendai's cousin's group in Harare
(EcoCash later).
Open questions: paybill vs till number; data protection (Kenya DPA 2019) registration.
"""


def t_chama_server(r: random.Random, dt: datetime) -> str:
    return """import base64
import datetime as dt
import os

import httpx

# Local test script for the Daraja sandbox STK push (the Worker does the same in production).
SHORTCODE = "174379"
PASSKEY = os.environ["DARAJA_PASSKEY"]


def token() -> str:
    key, secret = os.environ["DARAJA_KEY"], os.environ["DARAJA_SECRET"]
    r = httpx.get("https://sandbox.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials",
                  auth=(key, secret))
    return r.json()["access_token"]


def stk_push(phone: str, amount: int) -> dict:
    ts = dt.datetime.now().strftime("%Y%m%d%H%M%S")
    password = base64.b64encode(f"{SHORTCODE}{PASSKEY}{ts}".encode()).decode()
    body = {"BusinessShortCode": SHORTCODE, "Password": password, "Timestamp": ts,
            "TransactionType": "CustomerPayBillOnline", "Amount": amount, "PartyA": phone,
            "PartyB": SHORTCODE, "PhoneNumber": phone, "CallBackURL": os.environ["CALLBACK_URL"],
            "AccountReference": "Chamapal", "TransactionDesc": "contribution"}
    r = httpx.post("https://sandbox.safaricom.co.ke/mpesa/stkpush/v1/processrequest", json=body,
                   headers={"Authorization": f"Bearer {token()}"})
    return r.json()
"""


def t_chama_mvp(r: random.Random, dt: datetime) -> str:
    return """MVP for the pilot (Mum's chama, July)
must:
- treasurer records contributions (manual + M-Pesa STK push)
- monthly statement per member (PDF/WhatsApp share)
- merry-go-round order + who receives this month
nice:
- loans with 10% flat interest (most chamas do this)
- meeting minutes, fines for lateness (KES 200!)
not now: EcoCash, web dashboard
Tendai: finish onboarding screens in Figma by June 7. Me: STK callback + statements.
Accelerator form due June 15 - need 2-min demo video + traction (14 users is fine, say so)
"""


def t_chama_application(r: random.Random, dt: datetime) -> str:
    return """Harbourline Founders Lab - Summer 2026 Pre-Seed Cohort - Application (draft)
Company / project name: Chamapal
Founders: Daniel Kariuki (engineering, full time job - will go part time?), Tendai Moyo (product & design)
1. What are you building? A simple app for savings groups (chamas, stokvels, mukando) to track
contributions, rotate payouts and give small loans, with mobile-money payments built in.
2. Who is it for? The ~300,000 registered chamas in Kenya and diaspora groups in Canada that still run on
WhatsApp and exercise books.
3. Traction: pilot with one chama in Nakuru (14 members) from July; 62 people on the waitlist.
4. Why you? Both of us grew up with mothers in chamas; Dan built M-Pesa checkout at Sokohub for 4 years.
5. What would you do with CAD 25,000? Paybill + compliance, 3 more pilot groups, user research trip.
6. Link to 2-minute video: (todo)
"""


def t_chama_onepager(r: random.Random, dt: datetime) -> str:
    return """Chamapal - one pager
Problem: chamas move billions of shillings a year but the books live in a treasurer's exercise book and a
WhatsApp group. Disputes about who paid are the number one reason groups break up.
Solution: Chamapal keeps the group ledger, collects contributions by M-Pesa and shows every member the
same numbers.
Business model: KES 50 per member per month for groups above 10 members; free for small groups.
Team: Daniel Kariuki (ex-Sokohub payments, Senior Engineer at a Toronto fintech), Tendai Moyo
(product designer). Contact: hello@chamapal.app
"""


def t_chama_pitch(r: random.Random, dt: datetime) -> str:
    return """Chamapal - Pitch deck v3
1 Chamapal: the treasurer in your pocket
2 Problem: 300k chamas in Kenya, run on paper and WhatsApp; money goes missing, trust breaks
3 Solution: shared ledger + M-Pesa collection + merry-go-round schedule
4 Demo screens: Groups, Contributions, Statement
5 Market: Kenya first, then Zimbabwe (mukando), South Africa (stokvels), diaspora groups in Canada/UK
6 Business model: per-member subscription, later savings products with a partner SACCO
7 Traction: pilot July 2026, waitlist 62
8 Team: Dan (engineering), Tendai (design)
9 Ask: Harbourline Founders Lab summer cohort, CAD 25k
"""


def t_chama_tendai_email(r: random.Random, dt: datetime) -> str:
    return _eml("Tendai Moyo <tendai.moyo@outlook.com>", EMAIL, "onboarding v2 + accelerator", dt, """
Hey Dan,
Uploaded onboarding v2 to Figma and exported the PNGs to the shared folder. I dropped the 4-step intro and
went straight to "Create or join a chama". Colour is the green we picked.
For the Harbourline form: I can do the video this weekend if you push the STK sandbox flow to the demo
build. They want the deck as PDF, max 12 slides. Deadline June 15, 11:59 pm.
Also - your mum's chama: can we get 3 of them on a call in June? Even 20 min helps.
T
""")


# --------------------------------------------------------------------------- Wedding (Wanjiku & Brian, 15 Aug 2026)


def t_eticket(r: random.Random, dt: datetime) -> str:
    return f"""ELECTRONIC TICKET ITINERARY / RECEIPT
Passenger: KARIUKI/DANIEL MWANGI MR   Booking reference: {_code(r, 6)}
Ticket number: 074 {r.randint(1000000000, 9999999999)}   Issued: {_d(dt)}
KL 692  Toronto YYZ 06AUG 21:40 -> Amsterdam AMS 07AUG 11:05  Economy (L)  2PC baggage
KL 565  Amsterdam AMS 07AUG 13:30 -> Nairobi NBO 07AUG 21:55   Economy (L)
KL 566  Nairobi NBO 23AUG 23:40 -> Amsterdam AMS 24AUG 06:40   Economy (L)
KL 691  Amsterdam AMS 24AUG 10:10 -> Toronto YYZ 24AUG 12:05   Economy (L)
Fare CAD 1,612.00  Taxes and carrier charges CAD 548.37  Total CAD 2,160.37
Form of payment: CC VI ****{r.randint(1000, 9999)}
"""


def t_flight_options(r: random.Random, dt: datetime) -> str:
    return """flights for wanjiku's wedding (Aug 15)
need to land by Aug 8 latest - ruracio/family meeting is done but Mum wants me for the send-off prep
KLM via AMS  Aug 6-23  $2,160  (2 bags, good times)  <- booked
Ethiopian via ADD  Aug 5-22  $1,780  (long layover 9h)
Emirates via DXB  Aug 7-24  $2,390
Qatar via DOH  $2,050 but 1 bag only
bring: suit in garment bag as carry-on, gifts for Mum and Dad, chocolates for the kids
"""


def t_wedding_budget(r: random.Random, dt: datetime) -> str:
    return """Item;Budget (KES);Pledged;Paid;Responsible
Venue - Windsor Ridge Gardens, Karen;650,000;650,000;325,000;Brian's family
Catering (350 guests);1,050,000;900,000;400,000;Committee
Tents, chairs, decor (emerald & gold);280,000;280,000;100,000;Aunt Njeri
Photography + video;180,000;180,000;90,000;Wanjiku
Bride's gown + bridesmaids;240,000;240,000;240,000;Wanjiku
Cake;60,000;60,000;0;Cousin Mumbi
Transport (2 buses Nakuru-Nairobi);90,000;50,000;0;Dad
Dan (Toronto) pledge;;150,000;100,000;Dan - balance by July 31
Total;2,550,000;2,510,000;1,255,000;
"""


def t_contrib_tracker(r: random.Random, dt: datetime) -> str:
    rows = ["Name;Relationship;Pledge KES;Paid KES;Via"]
    names = ["Uncle Kamau", "Aunt Njeri", "Cousin Mumbi", "Dan", "Joseph (Dad)", "Mama Wambui", "Pastor Mutua",
             "Wanjiku's office", "Brian's friends", "Kariuki clan WhatsApp"]
    for n in names:
        p = r.randint(2, 30) * 5000
        rows.append(f"{n};family;{p:,};{min(p, r.randint(0, 30) * 5000):,};M-Pesa")
    rows.append("Harambee total;;;;updated after Sunday meeting")
    return "\n".join(rows) + "\n"


def t_committee_msg(r: random.Random, dt: datetime) -> str:
    return """WhatsApp Chat with Harusi ya Wanjiku & Brian - Committee

[03/05/2026, 18:02] Aunt Njeri: Habari za jioni wote. Meeting ya leo: tumefika 1.2M kati ya 2.5M.
[03/05/2026, 18:04] Dad: Asanteni sana. Dan ametuma 100k, balance end of July.
[03/05/2026, 18:05] Dan: Nitatuma the rest by 31st July, I promise. Also I can cover the sound system?
[03/05/2026, 18:09] Cousin Mumbi: Cake tasting Saturday 10am Karen. Wanjiku, uje na Brian.
[03/05/2026, 18:11] Wanjiku: Yes! Colours final: emerald and gold. Men in navy suits, emerald ties please.
[03/05/2026, 18:12] Mama Wambui: Mungu awabariki. Dan, suit yako iko tayari?
[03/05/2026, 18:13] Dan: Fitting next week Mum, the tailor is good.
[03/05/2026, 18:20] Aunt Njeri: Next meeting Sunday 17th after church, PCEA Nakuru.
"""


def t_suit_quote(r: random.Random, dt: datetime) -> str:
    return f"""QUEEN WEST TAILORS - Custom Tailoring & Alterations
822 Queen Street West, Toronto ON M6J 1G1   416-555-0147
QUOTE / ORDER No. {r.randint(3000, 3999)}    Date: {_d(dt)}
Client: Dan Kariuki   Phone: 647-555-0193
Made-to-measure two-piece suit, navy Super 110s wool, notch lapel, 2 buttons, flat-front trousers   $980.00
Extra trousers   $0.00 (not ordered)
Emerald silk tie + pocket square (matching sample brought by client)   $65.00
Subtotal $1,045.00   HST 13% $135.85   Total $1,180.85
Deposit paid $500.00   Balance $680.85 on pickup
First fitting: June 9   Final fitting: July 21   Ready by: July 28 (client travels Aug 6)
"""


def t_suit_receipt(r: random.Random, dt: datetime) -> str:
    return f"""Queen West Tailors
RECEIPT - Order {r.randint(3000, 3999)}
{_d(dt)}
Deposit - made-to-measure suit, navy wool, and emerald tie   $500.00
Paid: Debit
Balance due on pickup: $680.85
Please bring the shoes you will wear to the first fitting.
Thank you!
"""


def t_wedding_todo(r: random.Random, dt: datetime) -> str:
    return """- send 50k balance to Dad's M-Pesa for the committee (end of July)
- suit fitting Jun 9, final Jul 21
- buy gift: Wanjiku wants the KitchenAid (ship from Amazon.ca? too heavy - buy in Nairobi at Carrefour)
- speech for the reception (brother of the bride, 3 min, some Kikuyu for the aunties)
- leave request Aug 6-24 -> Priya approved
- shoes (brown? no - black Oxford)
- change CAD for cash envelopes
"""


def t_wedding_invite(r: random.Random, dt: datetime) -> str:
    return """Together with their families
WANJIKU NJERI KARIUKI & BRIAN OUMA ODHIAMBO
request the honour of your presence at their wedding
Saturday, 15th August 2026
Service: 10:00 am, PCEA St. Andrew's Church, Nairobi
Reception: 1:00 pm, Windsor Ridge Gardens, Karen
Dress code: emerald and gold
RSVP by 15th July: Mumbi 0712 448 920
"""


def t_speech(r: random.Random, dt: datetime) -> str:
    return """Draft - speech (brother of the bride)
Good afternoon everyone. Habari zenu! For those who don't know me, I am Dan, Wanjiku's big brother - the one
who lives where it snows.
When Wanjiku was seven she sold mandazi to the whole estate to buy me a calculator for form one. That is who
she is: she decides, then she does it.
Brian, when you came to ask Dad for her hand, you brought more goats than he expected - wise man.
Take care of her. And Wanjiku, take care of him too, he is one of us now.
Please raise your glasses: to Wanjiku and Brian! Mungu awabariki.
"""


# --------------------------------------------------------------------------- Car purchase


def t_car_compare(r: random.Random, dt: datetime) -> str:
    return """Car;Year;km;Price;Dealer;Test drive;Notes
Toyota Corolla LE;2023;38,200;26,995;Lakeshore Toyota;Apr 18;smooth, boring, great resale
Honda Civic EX;2022;51,900;27,450;Eastway Honda;Apr 25;best to drive, small scratch rear bumper
Mazda3 GS;2023;29,800;26,200;Danforth Mazda;May 9;nicest interior, back seat tight
Hyundai Elantra Preferred;2024;18,000;25,900;Northgate Hyundai;May 16;warranty to 2029
Budget;;;28,000 all in;;;insurance ~$250/mo in M5J!
"""


def t_car_questions(r: random.Random, dt: datetime) -> str:
    return """questions for the dealer (Saturday)
- full service history? one owner? accidents on the vehicle history report
- is it certified (safety) + e-test? any fees on top: admin fee, OMVIC $12, licensing, nitrogen (say no)
- winter tires included?? ask for a set
- remaining factory warranty (powertrain)
- finance rate if I pay 8k down, 60 months, no penalty for early payoff
- can I take it to my own mechanic for a pre-purchase inspection
- trade-in: none
"""


def t_finance_quote(r: random.Random, dt: datetime) -> str:
    return f"""LAKESHORE TOYOTA - Finance Worksheet (not a contract)
Customer: Daniel Kariuki   Date: {_d(dt)}   Salesperson: {_person(r)}
Vehicle: 2023 Toyota Corolla LE, 38,200 km, Stock #U{r.randint(1000, 9999)}
Selling price $26,995.00  Admin fee $699.00  OMVIC $12.50  Licensing $120.00
HST 13% $3,617.53   Total $31,444.03   Down payment $8,000.00
Amount financed $23,444.03   Term 60 months   APR 6.49% (on approved credit, Toyota Financial)
Monthly payment $458.62   Cost of borrowing $4,073.17
Optional: extended warranty 4 yr $2,150; rust protection $895; tire & rim $1,100
"""


def t_cu_quote(r: random.Random, dt: datetime) -> str:
    return f"""UNITY CREDIT UNION - Auto Loan Pre-Approval
Member: Daniel Kariuki   Member no. {r.randint(100000, 999999)}   Date: {_d(dt)}
Approved up to: $25,000.00 for a used vehicle, model year 2020 or newer
Rate: 6.29% fixed   Term: up to 60 months   Open loan: prepay any time without penalty
Estimated payment on $23,000 over 60 months: $448.20 per month
Conditions: bill of sale, proof of insurance naming Unity CU as lienholder, confirmation of employment.
Pre-approval valid for 60 days.
"""


def t_car_ins_quote(r: random.Random, dt: datetime) -> str:
    return f"""Auto Insurance Quote - Northgate Insurance
Quote #{r.randint(10000000, 99999999)}   Quoted: {_d(dt)}   Valid 30 days
Driver: Daniel Kariuki, age 30, G licence since 2024-07 (G1 2023), no claims, no convictions
Note: Kenyan licence history not counted without letter of experience
Vehicle: 2023 Toyota Corolla LE   Garaged: M5J 0B4 (condo underground parking)   Use: pleasure, 8,000 km/yr
Third party liability $2,000,000; Accident benefits standard; Collision $1,000 deductible;
Comprehensive $500 deductible; OPCF 20 loss of use; OPCF 44R family protection
Annual premium: $3,084.00   Monthly: $257.00
Discounts applied: multi-line (tenant policy) 10%, winter tires 5%
"""


def t_vehicle_report(r: random.Random, dt: datetime) -> str:
    return f"""VinCheck Vehicle History Report
VIN: 2T1BURHE{r.randint(1, 9)}PC{r.randint(100000, 999999)}   2023 Toyota Corolla LE   Report date: {_d(dt)}
Registration: Ontario, 1 owner, personal use
Odometer readings: 2023-06 12 km; 2024-06 14,800 km; 2025-05 29,300 km; 2026-04 38,150 km
Accidents / damage: 1 record - 2024-11-02, Ontario, rear collision, damage estimate $2,845.10
Liens: none reported   Stolen: not reported   Recalls: 1 open (rear camera software)
Service records: 7 (Toyota dealer)
"""


def t_test_drive_notes(r: random.Random, dt: datetime) -> str:
    return """test drives so far
Corolla (Lakeshore) - CVT is fine, road noise on Gardiner, Apple CarPlay wireless. Salesman pushy on extras.
Civic (Eastway) - feels quicker, better seats, 51k km though. Small scratch, they will fix.
Mazda3 (Danforth) - interior feels premium, i-Activsense, but Arjun couldn't sit behind me comfortably.
Elantra - 2024, lowest km, warranty. Looks... fine.
Decision by June 15? Unity CU pre-approval expires mid July.
"""


def t_test_drive_ics(r: random.Random, dt: datetime) -> str:
    return _ics("Test drive - Hyundai Elantra", datetime(2026, 5, 16, 11, 0), 1,
                "Northgate Hyundai, 1200 Eglinton Ave E",
                "Ask for Marco. Bring G licence. 2024 Elantra Preferred 18k km, $25,900")


# --------------------------------------------------------------------------- Work (Ledgerly)


def t_payslip(r: random.Random, dt: datetime) -> str:
    annual = 138000 if dt.year >= 2026 else 132000 if (dt.year, dt.month) >= (2025, 4) else 118000
    gross = annual / 24
    cpp, ei = gross * 0.0595, gross * 0.0164
    tax = gross * r.uniform(0.235, 0.245)
    rrsp = gross * 0.04
    net = gross - cpp - ei - tax - rrsp - 24.10
    return f"""{EMPLOYER}  -  Earnings Statement
Employee: Daniel Kariuki   Employee ID: LD-{r.randint(1000, 1999)}   Department: Engineering - Platform
Pay date: {_iso(dt)}   Pay period: semi-monthly   Pay frequency: 24
Earnings: Regular salary {gross:,.2f}
Deductions: Federal & Ontario income tax {tax:,.2f}; CPP {cpp:,.2f}; EI {ei:,.2f};
Group RRSP (4%, employer match 4%) {rrsp:,.2f}; Optional life insurance 24.10
Taxable benefits: Group life {r.uniform(8, 12):.2f}
Net pay {net:,.2f}   Deposited to Harbour Bank ****{r.randint(1000, 9999)}
"""


def t_offer_letter(r: random.Random, dt: datetime) -> str:
    return f"""{EMPLOYER}
June 21, 2022
Daniel Mwangi Kariuki, Kilimani, Nairobi, Kenya
Dear Daniel,
We are delighted to offer you the position of Software Engineer II on the Payments Platform team, reporting
to Priya Raman, Engineering Manager. Start date: September 19, 2022, subject to your obtaining a valid work
permit. Annual base salary: CAD 108,000, paid semi-monthly. Benefits: group health and dental (Maple Shield
Life) from day one, group RRSP with 4% match, 3 weeks vacation. Stock options: 4,000 options, subject to
board approval. Relocation: CAD 7,500 lump sum and 30 days temporary housing.
We will support your work permit application through the Global Talent Stream.
Please sign and return by June 28, 2022.
Olivia Tremblay, People Operations
"""


def t_perf_review(r: random.Random, dt: datetime, year: int = 2025) -> str:
    role = "Senior Software Engineer" if year >= 2025 else "Software Engineer II"
    return f"""Performance Review {year} - Annual
Employee: Daniel Kariuki   Role: {role}   Manager: Priya Raman
Overall rating: Exceeds expectations
Highlights: led the ledger reconciliation rewrite (batch job from 6 h to 40 min); designed idempotent
payout API; on-call: 2 Sev-2 incidents handled well with clear postmortems; mentored two new graduates.
Growth areas: write design docs earlier and share with other teams; delegate more in planning.
Goals for next year: own the multi-currency settlement project; AWS Solutions Architect certification;
present at engineering all-hands.
Compensation: merit increase 4.5%, bonus at 110% of target.
"""


def t_self_assess(r: random.Random, dt: datetime) -> str:
    return """Mid-year self-assessment H1 2026 (draft)
What went well:
- Shipped multi-currency settlement v1 (CAD/USD) on time in April; 0 reconciliation breaks since launch.
- Reduced payout API p99 latency 420ms -> 180ms (connection pooling, removed N+1 query).
- Onboarded Farah and Jin; both now on the on-call rotation.
What I want to improve:
- Design docs: I wrote the settlement RFC after coding started - next time first.
- Cross-team: more time with Risk team before decisions.
Goals H2: EUR settlement; AWS SA Associate (exam booked June 20); talk at all-hands in September.
Support needed: budget for the exam (approved), conference ticket.
"""


def t_promotion(r: random.Random, dt: datetime) -> str:
    return f"""{EMPLOYER}
March 14, 2025
Dear Daniel,
Congratulations! We are pleased to confirm your promotion to Senior Software Engineer, effective
April 1, 2025. Your new annual base salary will be CAD 132,000. Your bonus target increases to 10%.
You will also receive a refresh grant of 2,500 stock options, details to follow from the equity team.
Thank you for your contributions to the Payments Platform.
Priya Raman, Engineering Manager   Olivia Tremblay, People Operations
"""


def t_option_grant(r: random.Random, dt: datetime, n: int = 4000, price: str = "1.85", date: str = "2022-11-15") -> str:
    return f"""Notice of Stock Option Grant - {EMPLOYER} 2019 Equity Incentive Plan
Optionholder: Daniel Kariuki   Grant number: ES-{r.randint(100, 999)}
Date of grant: {date}   Vesting commencement date: {date}
Number of options: {n:,}   Exercise price per share: ${price} CAD   Type: Non-qualified (Canadian employee)
Vesting: 25% on the first anniversary, then 1/48 monthly over the following 36 months
Expiry: 10 years from grant, or 90 days after termination of service
By accepting in Vestwise you agree to the plan and the option agreement.
"""


def t_onecall(r: random.Random, dt: datetime) -> str:
    return """on-call handover - week of May 18
- PagerDuty: payout-api p99 alert flapped Tue night (RDS failover test, expected)
- Settlement job for USD failed once on Thu: bank file late from partner, re-ran 09:40, ok
- Ticket PLAT-2281: duplicate webhook from card processor -> idempotency key fixed it, close after 1 wk
- Runbook update needed: rotating the SFTP key for the bank file
"""


def t_benefits(r: random.Random, dt: datetime) -> str:
    return f"""Maple Shield Life - Group Benefits Summary
Plan sponsor: {EMPLOYER}   Group policy: 77120   Certificate no.: {r.randint(1000000, 9999999)}
Member: Daniel Kariuki   Coverage: single   Effective date: September 19, 2022
Extended health: 90% reimbursement, no deductible. Prescription drugs 90%, pay-direct card.
Paramedical (physiotherapy, massage therapy, chiropractor...): $750 per practitioner per year.
Vision: eye exam every 24 months; glasses or contacts $300 every 24 months.
Dental: basic 90%, major 50% to $1,500 per year, recall exams every 9 months; current ODA fee guide.
Provincial health plan: members without provincial coverage are covered for medically necessary hospital
and physician services in Canada until provincial coverage begins (interim coverage rider).
Out-of-country emergency: $5,000,000 lifetime, trips up to 60 days.
"""


# --------------------------------------------------------------------------- Finance


def t_bank_csv(r: random.Random, dt: datetime) -> str:
    rows = ["Date,Description,Withdrawals,Deposits,Balance"]
    bal = r.uniform(9000, 15000)
    items = [("PAYROLL LEDGERLY FIN", 0, 4180), ("E-TRANSFER ARJUN MEHTA RENT", 0, 1550),
             ("PRE-AUTH CRESTVIEW PROP MGMT RENT", 3100, 0), ("METERGRID UTILITIES", 64.5, 0),
             ("NORTHWAVE FIBRE", 70.06, 0), ("TAJI REMIT TORONTO", 310, 0), ("WEALTHBRIDGE TFSA", 500, 0),
             ("LOBLAWS #1128", 87.42, 0), ("PRESTO AUTOLOAD", 50, 0), ("HARBOUR VISA PAYMENT", 1204.33, 0),
             ("FRESHCO QUEENS QUAY", 63.10, 0), ("GRACE HARBOUR CHURCH TITHE", 200, 0)]
    for i in range(18):
        desc, w, d = items[i % len(items)]
        day = dt - timedelta(days=30 - i * 1.6)
        bal += d - w
        rows.append(f"{_iso(day)},{desc},{w or ''},{d or ''},{bal:.2f}")
    return "\n".join(rows) + "\n"


def t_visa_stmt(r: random.Random, dt: datetime) -> str:
    lines = "\n".join(f"{_iso(dt - timedelta(days=28 - 2 * i))}  {m}  {r.uniform(8, 140):.2f}" for i, m in enumerate(
        ["UBER *TRIP", "SHOPPERS DRUG MART", "SPOTIFY P1", "AMAZON.CA", "TIM HORTONS #2231", "NETFLIX.COM",
         "COSTCO WHOLESALE", "APPLE.COM/BILL", "PIZZA NOVA", "CINEPLEX"]))
    return f"""HARBOUR BANK - Cash Back Visa - Monthly Statement
Cardholder: DANIEL KARIUKI   Account ****{r.randint(1000, 9999)}   Statement date: {_iso(dt)}
Previous balance $1,088.19   Payments -$1,088.19   Purchases ${r.uniform(900, 1400):,.2f}
{lines}
Minimum payment $10.00   Payment due date: {_iso(dt + timedelta(days=21))}
Cash back earned this statement: ${r.uniform(10, 20):.2f}
"""


def t_tfsa(r: random.Random, dt: datetime) -> str:
    return f"""Wealthbridge Investments - TFSA Quarterly Statement
Client: Daniel Kariuki   Account: TFSA {r.randint(10000000, 99999999)}   Period ending: {_iso(dt)}
Portfolio: Growth (80% equity / 20% fixed income), managed
Opening value ${r.uniform(24000, 27000):,.2f}   Contributions $1,500.00   Withdrawals $0.00
Market change ${r.uniform(-400, 900):,.2f}   Fees (0.5% annual) ${r.uniform(30, 40):.2f}
Closing value ${r.uniform(26000, 29500):,.2f}
Contribution room 2026 (from CRA, Jan 1): ${r.uniform(8000, 12000):,.2f} remaining
Holdings: VCN 30%, XAW 40%, ZAG 15%, VEE 10%, cash 5%
"""


def t_rrsp_receipt(r: random.Random, dt: datetime) -> str:
    return f"""Wealthbridge Investments - Official Receipt for RRSP Contributions (for income tax purposes)
Annuitant: Daniel Mwangi Kariuki   SIN: ***-***-{r.randint(100, 999)}
Plan: Individual RRSP {r.randint(10000000, 99999999)}
Contributions from March 4, 2025 to December 31, 2025: $3,500.00
Contributions from January 1, 2026 to March 2, 2026 (first 60 days): $2,000.00
Receipt number: WB-{r.randint(100000, 999999)}   Issued: {_iso(dt)}
Attach to your 2025 return, Schedule 7.
"""


def t_noa(r: random.Random, dt: datetime, year: int = 2025) -> str:
    refund = r.uniform(600, 1800)
    base = INCOME[year]
    return f"""Canada Revenue Agency - Notice of Assessment
Tax year: {year}   Date issued: {_us(dt)}
Daniel M Kariuki, {ADDR}   SIN: ***-***-{r.randint(100, 999)}
We assessed your {year} income tax and benefit return and calculated your balance as shown.
Line 15000 Total income ${base + 212.40:,.2f}
Line 26000 Taxable income ${base - r.uniform(2500, 5500):,.2f}
Line 43500 Total payable ${base * 0.245:,.2f}   Line 43700 Total income tax deducted
Refund: ${refund:,.2f} - deposited to your account ending {r.randint(100, 999)}
RRSP deduction limit for {year + 1}: ${r.uniform(18000, 24000):,.2f}   Unused RRSP contributions: $0.00
TFSA: check My Account for your contribution room.
"""


def t_cra_instalment(r: random.Random, dt: datetime) -> str:
    return f"""Canada Revenue Agency   Agence du revenu du Canada
Notice of Reassessment - Tax year 2024
Date: {_us(dt)}   Daniel M Kariuki, {ADDR}
We reassessed your 2024 return based on information from your employer's amended T4 slip (box 14
employment income changed for a taxable benefit: relocation not previously reported).
Change to line 10100: +$1,240.00
Balance owing: ${r.uniform(380, 460):,.2f}. Pay by {_us(dt + timedelta(days=30))} to avoid interest.
If you disagree, you can file an objection within 90 days. Go to My Account or call 1-800-959-8281.
"""


def t_t4(r: random.Random, dt: datetime, year: int = 2025) -> str:
    return f"""T4 Statement of Remuneration Paid - {year}
Employer: {EMPLOYER}   Payroll account 8{r.randint(10000000, 99999999)}RP0001
Employee: KARIUKI, DANIEL M   {ADDR}   Province of employment: ON
Box 14 Employment income {INCOME[year]:,.2f}
Box 16 Employee's CPP contributions 4,034.10   Box 16A CPP2 396.00
Box 18 Employee's EI premiums 1,077.48   Box 22 Income tax deducted {INCOME[year] * r.uniform(0.235, 0.245):,.2f}
Box 24 EI insurable earnings 65,700.00   Box 26 CPP pensionable earnings 71,300.00
Box 52 Pension adjustment 0   Box 40 Other taxable allowances and benefits 212.40
"""


def t_tax_summary(r: random.Random, dt: datetime, year: int = 2023) -> str:
    return f"""TaxNest - {year} Return Summary
Daniel Mwangi Kariuki   Province of residence Dec 31: Ontario
Total income ${INCOME[year] + 212.40:,.2f}   RRSP deduction ${r.uniform(2000, 5000):,.2f}
Moving expenses: none   Tuition: none   Donations (Grace Harbour Church) ${r.uniform(1800, 2600):,.2f}
Ontario Trillium Benefit: not eligible   GST/HST credit: not eligible
Refund ${r.uniform(300, 1500):,.2f}   Filed by NETFILE {year + 1}-03-{r.randint(10, 28)}
Confirmation number {_hex(r, 10).upper()}
"""


def t_remit(r: random.Random, dt: datetime) -> str:
    cad = r.choice([250, 300, 310, 400, 500])
    rate = r.uniform(94.5, 96.5)
    return f"""Taji Remit - Transfer Receipt
Transfer ID: TR{r.randint(80000, 89999)}   Date: {_d(dt)}
Sender: Daniel Kariuki, Toronto ON, Canada
Recipient: GRACE WAMBUI KARIUKI - M-Pesa {MUM_PHONE}
You sent: CAD {cad:.2f}   Fee: CAD 0.00   Exchange rate: 1 CAD = {rate:.4f} KES
Recipient gets: KES {cad * rate:,.2f}
Status: Delivered - M-Pesa confirmation code {_code(r, 10, True)}
Purpose: Family support
"""


def t_mpesa_stmt(r: random.Random, dt: datetime) -> str:
    rows = []
    for i in range(10):
        d = dt - timedelta(days=110 - i * 11)
        kind = r.choice(["Funds received from TAJI REMIT", "Customer Transfer to GRACE WAMBUI",
                         "Pay Bill to 888880 KPLC PREPAID", "Buy Goods NAIVAS NAKURU",
                         "Customer Transfer to WANJIKU KARIUKI"])
        rows.append(f"{d:%d/%m/%Y} {kind}  KES {r.randint(5, 300) * 100:,}")
    body = "\n".join(rows)
    return f"""SAFARICOM M-PESA STATEMENT
Customer Name: DANIEL MWANGI KARIUKI   Mobile Number: 0721 *** 604
Statement Period: 01/01/2026 - 30/04/2026   Date of Statement: {dt:%d/%m/%Y}
SUMMARY: Total paid in KES {r.randint(80000, 120000):,}  Total paid out KES {r.randint(70000, 110000):,}
DETAILED STATEMENT
{body}
M-PESA statements are system generated. For queries dial *234# or call 0722 000 000.
"""


def t_kra(r: random.Random, dt: datetime, year: int = 2025) -> str:
    return f"""KENYA REVENUE AUTHORITY - e-Return Acknowledgement Receipt
PIN: A0{r.randint(10000000, 99999999)}K   Taxpayer Name: DANIEL MWANGI KARIUKI
Return Period: 01/01/{year} - 31/12/{year}   Obligation: Income Tax - Resident Individual
Type of return: NIL RETURN   Date of filing: {dt:%d/%m/%Y}
Acknowledgement Number: KRA20{r.randint(10000000000, 99999999999)}
This is a system generated receipt. Filing deadline for the period is 30th June {year + 1}.
"""


def t_kra_pin(r: random.Random, dt: datetime) -> str:
    return f"""KENYA REVENUE AUTHORITY - PIN Certificate
Personal Identification Number: A0{r.randint(10000000, 99999999)}K
Taxpayer Name: DANIEL MWANGI KARIUKI   Email: {EMAIL}
Registered Address: L.R. No. 209/1176, Argwings Kodhek Road, Kilimani, Nairobi
Tax Obligation(s): Income Tax - Resident Individual   Effective from: 10/08/2018
This is a system generated certificate and does not require a signature.
"""


def t_budget(r: random.Random, dt: datetime) -> str:
    return """Category;Monthly;Notes
Rent (my half);1,585;$3,170 from Sept = 1,585 each
Hydro + internet (half);70;Metergrid + Northwave
Phone;55;
Groceries;450;
Transit (Presto);156;monthly pass
Send home (Mum);310;+ extra for wedding Jun/Jul
Tithe / choir;220;
TFSA;500;
RRSP;via payroll;4% + match
Soccer;15;185/season
Car (from July?);700;loan ~450 + insurance ~257
Eating out;200;
Savings target;1,000;wedding + car down payment
"""


def t_credit_report(r: random.Random, dt: datetime) -> str:
    return f"""Consumer Credit Report - prepared for Daniel Kariuki
Report date: {_iso(dt)}   Credit score: {r.randint(735, 790)} (Very good)
Accounts: Harbour Bank Cash Back Visa, opened 2022-10, limit $8,000, balance ${r.uniform(600, 1500):,.2f},
paid as agreed (R1)
Northwave Fibre telecom account, opened 2024-09, paid as agreed
Inquiries (last 12 months): Unity Credit Union 2026-05-07 (auto loan); Lakeshore Toyota 2026-04-18
Collections: none   Bankruptcies: none
Addresses on file: {ADDR}; 41 Brimorton Dr (basement), Scarborough ON
"""


# --------------------------------------------------------------------------- Health


def t_dentist_invoice(r: random.Random, dt: datetime) -> str:
    return f"""HARBOURFRONT SMILES DENTAL
Dr. Nadia Farouk, DDS   255 Queens Quay West, Unit 4, Toronto ON M5J 2N5   416-555-0120
INVOICE #{r.randint(20000, 29999)}   Date of service: {_d(dt)}
Patient: Daniel Kariuki   Insurance: Maple Shield Life, group 77120 (assigned)
01202 Recall examination   $48.00
02144 Bitewing radiographs (4)   $62.00
11101 Scaling, 1 unit   $65.00   11102 Scaling, 2nd unit $65.00
13211 Fluoride   $22.00   11107 Polishing   $38.00
Total $300.00   Paid by insurance ${r.uniform(260, 275):,.2f}   Patient portion ${r.uniform(25, 40):,.2f}
Next recall: 9 months. Note: #36 watch small occlusal caries, consider filling at next visit.
"""


def t_treatment_plan(r: random.Random, dt: datetime) -> str:
    return f"""Harbourfront Smiles Dental - Treatment Plan / Pre-determination
Patient: Daniel Kariuki   Date: {_d(dt)}
Tooth 36: composite restoration, 2 surfaces (MO)   code 23312   $232.00
Tooth 47: sealant   code 13401   $41.00
Estimated insurance (basic 90%): $245.70   Estimated patient portion: $27.30
Pre-determination sent to Maple Shield Life. Book after approval.
"""


def t_eob(r: random.Random, dt: datetime) -> str:
    return f"""Maple Shield Life - Claim Statement (Explanation of Benefits)
Plan member: Daniel Kariuki   Group 77120   Certificate {r.randint(1000000, 9999999)}   Statement date: {_iso(dt)}
Claim {r.randint(100000000, 999999999)}: Physiotherapy - CityCore Physiotherapy, 3 visits
Amount claimed $285.00   Eligible $285.00   Paid 90% $256.50
Annual maximum physiotherapy $750.00 - used $427.50 - remaining $322.50
Payment by direct deposit to account ending {r.randint(100, 999)} on {_iso(dt + timedelta(days=2))}
"""


def t_physio_receipt(r: random.Random, dt: datetime) -> str:
    return f"""CITYCORE PHYSIOTHERAPY & REHAB
100 Simcoe Street, Toronto ON M5H 3G2   HST# {r.randint(100000000, 999999999)}RT0001
OFFICIAL RECEIPT   Date: {_d(dt)}
Patient: Daniel Kariuki   Registered Physiotherapist: Owen MacDonald, PT (reg. #{r.randint(10000, 19999)})
Treatment: follow-up assessment and treatment - right ankle (lateral sprain, grade 2, soccer 2026-03-08)
Fee: $95.00   Paid: Visa
Home program: single-leg balance 3x30s, calf raises 3x15, resistance band eversion. Return to play in 2-3 weeks.
"""


def t_eye_exam(r: random.Random, dt: datetime) -> str:
    return f"""Queens Quay Optometry - Eye Examination Receipt
Patient: Daniel Kariuki   Date: {_d(dt)}
Comprehensive eye exam (adult, not OHIP insured)   $120.00
Prescription: OD -1.25 -0.50 x 180   OS -1.00 -0.25 x 170   PD 63
Recommendation: screen-use glasses with blue filter optional. Recheck in 2 years.
Submit to your group benefits for reimbursement.
"""


def t_prescription(r: random.Random, dt: datetime) -> str:
    return f"""Shoppers Drug Mart #{r.randint(500, 1500)} - Prescription Receipt
Patient: KARIUKI, DANIEL   Rx {r.randint(1000000, 9999999)}   Date: {_iso(dt)}
Naproxen 500 mg tablets, take 1 tablet twice daily with food for 7 days   Qty 14
Prescriber: Dr. S. Okafor (walk-in, Harbourfront Medical Clinic)
Drug cost $9.80   Dispensing fee $12.99   Total $22.79   Plan paid (Maple Shield) $20.51   You paid $2.28
"""


def t_walkin_note(r: random.Random, dt: datetime) -> str:
    return f"""Harbourfront Medical Clinic - Walk-in Visit Summary
Patient: Daniel Kariuki   DOB 1996-03-14   Health card: none (private - Maple Shield interim coverage)
Date: {_d(dt)}   Physician: Dr. S. Okafor
Reason: right ankle injury playing soccer yesterday, inversion, swelling, able to bear weight.
Ottawa ankle rules negative - no x-ray needed. Diagnosis: lateral ankle sprain grade 2.
Plan: RICE, naproxen 500 mg bid x 7 days, physiotherapy referral, return to sport when pain-free hopping.
Visit fee billed to patient: $90.00 (uninsured - submit to insurer)
"""


# --------------------------------------------------------------------------- Home (the condo)


def t_lease(r: random.Random, dt: datetime) -> str:
    return """Residential Tenancy Agreement (Standard Form of Lease) - Ontario
Landlord: Gordon Lau   c/o Crestview Property Management, 55 Bloor St E, Toronto
Tenants: Daniel Mwangi Kariuki; Arjun Mehta
Rental unit: Unit 2307, 18 Harbourview Lane, Toronto ON M5J 0B4 - 2 bedrooms, 1 parking, 1 locker
Term: fixed term from September 1, 2024 to August 31, 2025, then month to month
Rent: $3,100.00 per month, due on the 1st, payable by pre-authorized debit
Rent deposit: $3,100.00 (last month's rent)   Key deposit: $200.00 (2 fobs)
Services included: heat, water, gas, parking. Tenant pays: electricity (Metergrid sub-meter), internet.
Tenant insurance: tenants must carry liability insurance of at least $1,000,000.
Smoking: not allowed in the unit or on the balcony.
Note: unit first occupied for residential purposes after November 15, 2018 (rent increase guideline does
not apply).
"""


def t_n1(r: random.Random, dt: datetime) -> str:
    return """Notice of Rent Increase (Form N1)
To: Daniel Mwangi Kariuki, Arjun Mehta   Rental unit: Unit 2307, 18 Harbourview Lane, Toronto ON M5J 0B4
From: Gordon Lau (Landlord) by Crestview Property Management
This is a legal notice that your rent will increase.
On September 1, 2026, your rent will increase to $3,170.00 per month.
The rent increase is 2.26%. Your current rent is $3,100.00.
This rental unit is exempt from the rent increase guideline because it was first occupied for residential
purposes after November 15, 2018.
Signature: M. Ferreira, Property Manager   Date of notice: May 1, 2026
"""


def t_tenant_ins(r: random.Random, dt: datetime) -> str:
    return f"""Northgate Insurance - Tenant Package Policy Declaration
Policy number: TN-{r.randint(1000000, 9999999)}   Policy period: July 1, 2025 to July 1, 2026 (renews automatically)
Insured: Daniel Kariuki   Location: {ADDR}
Contents (broad form) $40,000   Deductible $500
Additional living expenses $8,000   Personal liability $2,000,000
Endorsements: sewer backup $10,000; identity theft $25,000
Premium: $24.17 monthly (pre-authorized)   Multi-line discount available with auto policy
Note: roommate Arjun Mehta is not covered under this policy and needs his own.
"""


def t_hydro(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(260, 480)
    return f"""METERGRID UTILITIES - Electricity Bill
Account: 4418-{r.randint(100000, 999999)}   Service address: {ADDR}
Billing period: {_iso(dt - timedelta(days=31))} to {_iso(dt - timedelta(days=1))}   Bill date: {_iso(dt)}
Electricity used: {kwh} kWh (Ultra-low overnight / TOU)
Electricity charges ${kwh * 0.11:,.2f}   Delivery ${r.uniform(28, 38):,.2f}   Regulatory ${r.uniform(3, 6):,.2f}
Sub-metering service fee $6.95   Ontario Electricity Rebate -${r.uniform(6, 10):,.2f}   HST 13% included
Amount due: ${kwh * 0.11 + r.uniform(30, 45):,.2f}   Due date: {_iso(dt + timedelta(days=16))}
Pre-authorized payment from account ending {r.randint(100, 999)}.
"""


def t_internet(r: random.Random, dt: datetime) -> str:
    return f"""Northwave Fibre - Your bill
Account {r.randint(100000000, 999999999)}   Bill date {_iso(dt)}   Service address: {ADDR}
Fibre 1.5 Gbps (promo price to Sept 2026)   $62.00
Modem rental   $0.00   HST $8.06   Total $70.06
Auto-pay on Harbour Bank Visa ****{r.randint(1000, 9999)}
Your promo ends in 4 months: call to renew or pay $105/month.
"""


def t_split(r: random.Random, dt: datetime) -> str:
    rows = ["Month;Rent;Hydro;Internet;Total;Arjun owes;Paid"]
    for m in range(8):
        d = dt - timedelta(days=30 * (7 - m))
        h = r.uniform(48, 82)
        tot = 3100 + h + 70.06
        rows.append(f"{d:%b %Y};3100;{h:.2f};70.06;{tot:.2f};{tot / 2:.2f};{'yes' if m < 7 else 'pending'}")
    return "\n".join(rows) + "\n"


def t_move_in_inspection(r: random.Random, dt: datetime) -> str:
    return """Move-in inspection - Unit 2307 - Sept 1, 2024
Living room: scuff on wall by TV mount, blind cord broken (landlord to fix)
Kitchen: dishwasher ok, small chip on quartz counter near sink
Bedroom 1 (Dan): closet door off track
Bedroom 2 (Arjun): ok
Bathroom: caulking mouldy at tub - landlord will redo
Balcony: ok. Fobs received: 2. Parking P2-114, locker L3-27
Signed: Daniel Kariuki, Arjun Mehta, M. Ferreira (Crestview)
"""


def t_basement_lease(r: random.Random, dt: datetime) -> str:
    return """Residential Tenancy Agreement (Standard Form of Lease) - Ontario
Landlord: Sunil and Rekha Persaud, 41 Brimorton Drive, Scarborough ON M1H 2E4
Tenant: Daniel Mwangi Kariuki
Rental unit: basement apartment, 41 Brimorton Drive (separate entrance)
Term: October 1, 2022 to September 30, 2023, then month to month
Rent: $1,450.00 per month including heat, hydro, water and Wi-Fi
Rent deposit: $1,450.00. No pets. Laundry shared, Tuesdays and Fridays.
"""


def t_basement_end(r: random.Random, dt: datetime) -> str:
    return """Tenant's Notice to End the Tenancy (Form N9)
To: Sunil Persaud (Landlord)   From: Daniel Mwangi Kariuki (Tenant)
Address of the rental unit: basement apartment, 41 Brimorton Drive, Scarborough ON M1H 2E4
I am giving this notice because I want to move out of the rental unit.
Termination date: August 31, 2024. This is the last day I will be living in the rental unit.
Signed: Daniel Kariuki   Date: June 28, 2024
"""


# --------------------------------------------------------------------------- Choir and soccer


def t_choir_schedule(r: random.Random, dt: datetime) -> str:
    return """NEEMA FELLOWSHIP CHOIR - Grace Harbour Church
Rehearsals: Thursdays 7:30-9:30 pm, Fellowship Hall. Sunday warm-up 9:15 am.
June 2026
Jun 4  Rehearsal - Nitaimba Hosana (SATB), Bwana ni Mchungaji wangu
Jun 7  Sunday service - choir sings (robes: green)
Jun 11 Rehearsal - new piece: Baba Yetu (tenors and basses first hour)
Jun 18 Rehearsal - Father's Day special
Jun 21 Father's Day service - men's chorus
Jun 25 No rehearsal (church AGM)
Dues: $20/month to the treasurer (e-transfer to choir.neema@gracehc.ca)
Director: Mrs. Esther Wekesa
"""


def t_choir_dues(r: random.Random, dt: datetime) -> str:
    rows = ["Member;Voice;Jan;Feb;Mar;Apr;May"]
    for n in ["Esther W.", "Faith O.", "Dan K.", "Peter N.", "Ruth A.", "Samuel K.", "Joyce M.", "Kevin O."]:
        paid = [r.choice(["20", "20", "20", "-"]) for _ in range(5)]
        rows.append(";".join([n, r.choice(["S", "A", "T", "B"])] + paid))
    return "\n".join(rows) + "\n"


def t_robe_order(r: random.Random, dt: datetime) -> str:
    return f"""Neema Fellowship Choir - Robe Order Form
Supplier: Gloria Robes Canada, order by June 20 for delivery before the September anniversary service
Name: Daniel Kariuki   Voice: Tenor
Size: L (chest 42, height 5'11")   Colour: emerald green with gold stole
Price: $89.00 robe + $25.00 stole = $114.00 (choir fund pays half: member pays $57.00)
Payment: e-transfer to the choir treasurer, ref ROBE-{r.randint(10, 60)}
"""


def t_choir_rota(r: random.Random, dt: datetime) -> str:
    return """Service rota - Neema choir, May-July 2026
May 3  English service - choir A
May 17 Swahili service - full choir
May 31 Pentecost - full choir + youth
Jun 7  choir B (Dan, Peter, Faith, Joyce)
Jun 21 men's chorus (Father's Day)
Jul 5  full choir
Jul 19 choir A
Aug - summer break (Dan away Aug 6-24)
"""


def t_lyrics(r: random.Random, dt: datetime) -> str:
    return """Nitaimba Hosana (SATB) - words
Nitaimba hosana, hosana kwa Mfalme
Nitaimba hosana, kwa Yesu Mwokozi
Verse 1: Alikuja kwetu, akatuokoa
Verse 2: Sifa na utukufu, ni zake milele
Tenors: enter bar 9 on "Ni-tai-mba", hold the D for 2 beats, then follow sopranos an octave down.
Chorus x2, then key change up a semitone on the last chorus.
"""


def t_soccer_reg(r: random.Random, dt: datetime) -> str:
    return f"""Lakeshore Sunday Soccer League - Registration Confirmation
Season: Summer {dt.year} (May - August)   Division: Men's Open Div {2 if dt.year >= 2025 else 3}
Team: Simba FC   Player: Daniel Kariuki   Jersey #8   Position: midfielder
Fee: $185.00 (includes referee fees, jersey, league insurance)   Paid: {_iso(dt)}
Waiver accepted. Games Sundays at Cherry Beach Fields and Lamport Stadium.
League rules: shin guards mandatory, no metal studs on turf.
"""


def t_soccer_schedule(r: random.Random, dt: datetime) -> str:
    return """LSSL Summer 2026 - Men's Div 2 - Schedule
May 10  Simba FC vs Danforth Dynamos  10:00  Cherry Beach 2
May 17  Kensington Rovers vs Simba FC 12:00  Lamport
May 24  Simba FC vs Parkdale United   10:00  Cherry Beach 1
May 31  Simba FC vs Leslieville FC    14:00  Cherry Beach 2
Jun 7   Junction Athletic vs Simba FC 10:00  Lamport
Jun 14  Simba FC vs Riverdale Albion  12:00  Cherry Beach 2
Jun 21  bye
Playoffs: Aug 23 and Aug 30
"""


def t_soccer_roster(r: random.Random, dt: datetime) -> str:
    rows = ["#,Name,Position,Paid fee,Phone"]
    names = ["Kwame Asante (C)", "Daniel Kariuki", "Luis Ferreira", "Ahmed Haddad", "Tom Brennan", "Chidi Okafor",
             "Marco Rossi", "Jin Park", "Yusuf Ali", "Ben Kowalski", "Sam Otieno", "Noah Tremblay"]
    for i, n in enumerate(names):
        pos, paid = r.choice(["GK", "DF", "MF", "FW"]), r.choice(["yes", "yes", "no"])
        rows.append(f"{i + 2},{n},{pos},{paid},647-555-0{r.randint(100, 199)}")
    rows.append(",Team fee for referees top-up,,$20 each,e-transfer Kwame")
    return "\n".join(rows) + "\n"


# --------------------------------------------------------------------------- Archive: university, Sokohub, trips


def t_transcript(r: random.Random, dt: datetime) -> str:
    units = ["CSC 111 Introduction to Programming", "CSC 212 Data Structures and Algorithms",
             "CSC 225 Computer Organisation", "CSC 311 Operating Systems", "CSC 321 Database Systems",
             "CSC 335 Computer Networks", "CSC 412 Software Engineering", "CSC 421 Distributed Systems",
             "CSC 499 Final Year Project", "MAT 201 Linear Algebra"]
    lines = "\n".join(f"{u}  {r.choice(['A', 'A', 'B', 'B', 'C'])}" for u in units)
    return f"""RIVERBANK UNIVERSITY, NAIROBI - ACADEMIC TRANSCRIPT
Name: KARIUKI DANIEL MWANGI   Reg. No.: CS/{r.randint(1000, 9999)}/2014
Programme: Bachelor of Science in Computer Science   Years of study: 2014/2015 - 2017/2018
{lines}
Classification of degree: Second Class Honours (Upper Division)
Date of graduation: 14th December 2018
Signed: Registrar (Academic Affairs). Not valid without the university seal.
"""


def t_degree_cert(r: random.Random, dt: datetime) -> str:
    return """RIVERBANK UNIVERSITY
This is to certify that
DANIEL MWANGI KARIUKI
having satisfied all the requirements was on the 14th day of December 2018 admitted to the degree of
BACHELOR OF SCIENCE IN COMPUTER SCIENCE
SECOND CLASS HONOURS (UPPER DIVISION)
Given under the seal of the University. Vice-Chancellor   Registrar
"""


def t_fyp(r: random.Random, dt: datetime) -> str:
    return """MATATUTRACK: REAL-TIME MATATU ARRIVAL ESTIMATES FOR NAIROBI COMMUTERS
A project report submitted in partial fulfilment of the requirements for the award of the degree of
Bachelor of Science in Computer Science, Riverbank University. Supervisor: Dr. J. Omondi. April 2018.
Abstract: Commuters in Nairobi wait for matatus with no information about arrival times. This project
built an Android app and a Django backend that collects GPS pings from conductors' phones and predicts
arrival at stages along Ngong Road using a moving-average model. A two-week pilot with 6 matatus on route
111 achieved a mean absolute error of 3.4 minutes.
Chapter 1 Introduction ... Chapter 5 Conclusion and recommendations.
"""


def t_lecture_notes(r: random.Random, dt: datetime) -> str:
    return """CSC 421 Distributed Systems - lecture 7 notes (Dr Omondi)
Logical clocks: Lamport timestamps - if a -> b then L(a) < L(b), not the reverse.
Vector clocks: detect concurrency. Each process keeps vector V[i].
Consensus: FLP impossibility (async, one crash). Paxos: proposers, acceptors, learners. Two phases:
prepare/promise, accept/accepted. Read the Raft paper for CAT 2 (next Thursday!).
Assignment 2: implement a replicated key-value store with 3 nodes - due 16 March.
"""


def t_attachment(r: random.Random, dt: datetime) -> str:
    return """INDUSTRIAL ATTACHMENT REPORT
Student: Daniel Mwangi Kariuki, CS/2014   Organisation: Nairobi County ICT Department, City Hall
Period: May - August 2017   Supervisor: Eng. P. Mutua
Duties: helped migrate the parking fee system to a new database, wrote reports in Crystal Reports,
installed 40 workstations in the revenue office, supported users on the help desk.
Lessons: legacy systems, documentation matters, how government procurement works.
"""


def t_sokohub_contract(r: random.Random, dt: datetime) -> str:
    return f"""SOKOHUB LIMITED - CONTRACT OF EMPLOYMENT
This contract is made on 20th July 2018 between Sokohub Limited (the Employer) and Daniel Mwangi Kariuki,
ID No. {r.randint(30000000, 34999999)} (the Employee).
Position: Junior Software Developer   Start date: 1st August 2018   Probation: 6 months
Salary: KES 85,000 gross per month, paid by the 28th. Statutory deductions: PAYE, NHIF, NSSF.
Hours: 8:00 am - 5:00 pm Monday to Friday, 9:00 am - 1:00 pm one Saturday a month.
Leave: 21 working days per year. Notice: one month either side after confirmation.
"""


def t_sokohub_payslip(r: random.Random, dt: datetime) -> str:
    gross = 215000 if dt.year >= 2021 else 160000
    paye = gross * 0.27
    return f"""SOKOHUB LTD - PAYSLIP   Month: {dt:%B %Y}
Employee: DANIEL M. KARIUKI   Staff No: SH{r.randint(100, 199)}   KRA PIN: A0{r.randint(10000000, 99999999)}K
Basic salary KES {gross:,.2f}   House allowance KES 0.00
PAYE KES {paye:,.2f}   NHIF KES 1,700.00   NSSF KES 200.00   Sacco (Stima) KES 10,000.00
Net pay KES {gross - paye - 11900:,.2f}   Bank: Equatorial Bank, Westlands
"""


def t_resignation(r: random.Random, dt: datetime) -> str:
    return """28th June 2022
The Head of Human Resources, Sokohub Limited, Westlands, Nairobi
Dear Ann,
RE: RESIGNATION
I hereby give one month's notice of my resignation from my position as Software Developer, with my last
working day being 29th July 2022. I have accepted a position with a company in Toronto, Canada.
I am grateful for four great years at Sokohub, especially the chance to build the M-Pesa checkout.
I will hand over the payments services documentation to Kevin before I leave.
Yours sincerely, Daniel Kariuki
"""


def t_cert_service(r: random.Random, dt: datetime) -> str:
    return """SOKOHUB LIMITED
CERTIFICATE OF SERVICE (Section 51, Employment Act 2007)
Name of employee: Daniel Mwangi Kariuki
Date of employment: 1st August 2018   Date of termination: 29th July 2022
Nature of work: Software Developer (payments)
Reason for leaving: resignation
Issued at Nairobi on 29th July 2022 by Ann Wairimu, Head of HR
"""


def t_handover(r: random.Random, dt: datetime) -> str:
    return """Payments services - handover notes (for Kevin)
1. checkout-api (PHP 7.4, Laravel): deploy via Jenkins job "checkout-prod", needs VPN.
2. mpesa-c2b callback service (Python, Flask): paybill 5xxxx, callback URL registered with Safaricom -
   if callbacks stop, check the SSL cert first (expired twice).
3. Daily reconciliation cron 02:00 - compares M-Pesa statement with orders table, emails finance.
4. Known issues: duplicate callbacks during Safaricom maintenance - dedupe on TransID.
5. Passwords in the team vault, not in my head. Call me any time - Dan
"""


def t_sokohub_appraisal(r: random.Random, dt: datetime) -> str:
    return """SOKOHUB LTD - ANNUAL STAFF APPRAISAL 2021
Employee: Daniel Kariuki   Department: Engineering (Payments)   Appraiser: Peter Kamau, CTO
Score: 4.3 / 5   Rating: Very good
Comments: delivered the new M-Pesa checkout (conversion +11%), reliable during Black Friday peak,
good mentor to interns. Needs to speak up more in planning meetings.
Recommendation: salary review 15%, consider for team lead in 2022.
"""


def t_trip_zanzibar(r: random.Random, dt: datetime) -> str:
    return """Zanzibar Dec 2019 - plan
Fly Nairobi - Zanzibar (Jambojet) Dec 27, back Jan 2   KES 18,400 return
Stone Town 2 nights - Emerson Spice? too expensive, booked Tembo-ish guesthouse KES 4,500/night
Nungwi 3 nights - beach bandas, KES 6,000/night
Spice tour Dec 29, Prison Island, Forodhani night market
Group: me, Kevin, Achieng, Mumbi - share costs by M-Pesa
"""


def t_trip_diani(r: random.Random, dt: datetime) -> str:
    return f"""Booking confirmation - Diani Palm Cottages, Diani Beach, Kwale County
Guest: Daniel Kariuki   Booking ref DPC-{r.randint(1000, 9999)}
Check-in: 20 December 2021   Check-out: 26 December 2021   6 nights
Cottage for 4 (2 bedrooms), breakfast included   Total KES 96,000 - deposit 50% paid by M-Pesa
SGR Madaraka Express Nairobi - Mombasa, 19 Dec 08:00, first class x4
"""


def t_trip_montreal(r: random.Random, dt: datetime) -> str:
    return f"""Your booking is confirmed - VIA Rail Canada
Booking number: {r.randint(100000, 999999)}   Passenger: Daniel Kariuki
Toronto Union 07:40 -> Montreal Central 12:52   Friday June 30, 2023   Economy, seat 4C
Montreal Central 17:00 -> Toronto Union 22:15   Monday July 3, 2023   Economy
Total $187.46 (Escape fare, non-refundable)
Hotel: Plateau Mont-Royal Airbnb, Jun 30 - Jul 3, hosted by Sophie. Jazz fest free shows on Ste-Catherine.
"""


def t_trip_banff(r: random.Random, dt: datetime) -> str:
    return """Banff - Aug 2024 itinerary
Aug 9  fly YYZ-YYC WestJet 07:15, car rental at YYC (Enterprise, compact), drive to Canmore
Aug 10 Moraine Lake shuttle (Parks Canada, booked 6:30 am slot), Lake Louise
Aug 11 Johnston Canyon, Banff Gondola, hot springs
Aug 12 Icefields Parkway to Peyto Lake, Athabasca Glacier
Aug 13 Sunshine Meadows, back to Canmore
Aug 14 fly home 18:40
Park pass (Discovery) $75.25   Hostel Canmore $62/night bunk   Total spend ~$1,450
"""


def t_trip_nyc(r: random.Random, dt: datetime) -> str:
    return f"""Booking.com - Confirmation
Pod Hotel Times Square-ish, 400 W 42nd St, New York
Check-in Thursday, October 9, 2025   Check-out Monday, October 13, 2025 (Thanksgiving weekend)
Guest: Daniel Kariuki   1 queen pod   Total USD 812.00 incl. taxes   Confirmation {r.randint(1000000000, 9999999999)}
Flights: Porter YTZ-EWR Oct 9 17:05, EWR-YTZ Oct 13 19:30. US visa: B1/B2 valid to 2030.
"""


def t_xmas_2023(r: random.Random, dt: datetime) -> str:
    return """Going home - Christmas 2023
Flight: Ethiopian ET 503 YYZ-ADD Dec 17, ET 308 ADD-NBO Dec 18. Return Jan 5.
Gifts: Dad - Canada Goose? no, a good watch; Mum - Roots cardigan + maple syrup; Wanjiku - AirPods
Nakuru: Christmas at home, Dec 26 Menengai crater hike with cousins
Bring back: Kericho Gold tea, Royco, a kikoy for Arjun
First time home in 15 months!
"""


def t_g_licence(r: random.Random, dt: datetime) -> str:
    return f"""DriveTest Ontario - Road Test Result
Candidate: Daniel Kariuki
Driver's licence number: K{r.randint(1000, 9999)}-{r.randint(10000, 99999)}-{r.randint(10000, 99999)}
Test: Class G road test   Centre: Port Union   Date: July 11, 2024
Result: PASS   Demerits recorded: 2 (wide turn)
Your new licence class G will be mailed within 6-8 weeks. Temporary licence issued.
"""


def t_choir_concert_2024(r: random.Random, dt: datetime) -> str:
    return """Neema Fellowship Choir - Christmas Carol Service 2024 - programme
Sunday 15 December 2024, 5:00 pm, Grace Harbour Church
1 O Come All Ye Faithful (congregation)   2 Mwokozi Amezaliwa (choir)
3 Reading: Luke 2   4 Silent Night / Usiku Mtakatifu (choir, candles)
5 Hark the Herald (all)   6 Jingle bells in Swahili (children)
Collection for the Youth Trip. Refreshments in the Fellowship Hall - mandazi and chai.
"""


def t_old_ex_budget(r: random.Random, dt: datetime) -> str:
    return """Month;Rent;Food;Transport;Send home;Sacco;Entertainment
Jan 2021;28,000;18,000;9,000;15,000;10,000;8,000
Feb 2021;28,000;16,500;8,500;15,000;10,000;6,000
Mar 2021;28,000;19,200;9,100;20,000;10,000;7,500
Apr 2021;28,000;17,800;8,800;15,000;10,000;5,000
"""


# --------------------------------------------------------------------------- Resources: recipes, programming


def t_recipe_chapati(r: random.Random, dt: datetime) -> str:
    return """Mum's soft chapati (makes 10)
3 cups all-purpose flour (not bread flour), 1 tsp salt, 1 tbsp sugar, 1 1/4 cups warm water, 4 tbsp oil.
Knead 10 min until soft. Rest 30 min covered. Divide into 10 balls, roll each thin, brush oil, roll up like
a snake and coil - this makes the layers. Rest again 15 min. Roll out, cook on a hot dry pan, flip, oil
each side, press the edges so it puffs. Stack and cover with a towel to keep soft.
"""


def t_recipe_pilau(r: random.Random, dt: datetime) -> str:
    return """Beef pilau (Swahili style)
1 kg beef cubes, 3 cups basmati, 2 onions sliced, 5 cloves garlic + ginger paste, 2 tomatoes,
pilau masala 2 tbsp (or whole: cumin, cardamom, cinnamon, cloves, black pepper), 6 cups stock.
Boil beef with salt until tender, keep the stock. Fry onions until dark brown (this gives the colour).
Add garlic/ginger, masala, beef, tomatoes. Add rice and stock, cook covered on low 20 min. Serve with kachumbari.
"""


def t_recipe_mandazi(r: random.Random, dt: datetime) -> str:
    return """Mandazi
4 cups flour, 1/2 cup sugar, 2 tsp instant yeast, 1 tsp cardamom, 1 cup coconut milk (warm), 1 egg, 2 tbsp butter.
Mix, knead, rest 1 h. Roll 1 cm thick, cut triangles, rest 15 min. Deep fry in medium-hot oil until golden,
turning once. Good for choir fellowship Sundays (double the recipe for 40 people).
"""


def t_sysdesign(r: random.Random, dt: datetime) -> str:
    return """System design cheat sheet
Latency numbers: L1 0.5 ns, RAM 100 ns, SSD random read 16 us, same-DC round trip 0.5 ms, CA-NL 150 ms.
Back of envelope: 1M req/day ~ 12 req/s; 100M DAU x 10 req = 1B/day ~ 12k rps.
Patterns: cache-aside, write-through, outbox pattern for events, idempotency keys for payments,
sagas vs 2PC, consistent hashing, rate limiting (token bucket), CQRS.
Interview flow: requirements -> API -> data model -> high-level -> deep dive -> bottlenecks.
"""


def t_git_cheats(r: random.Random, dt: datetime) -> str:
    return """git things I always forget
git rebase -i HEAD~5           # squash
git commit --fixup <sha> && git rebase -i --autosquash main
git reflog                      # find lost commits
git bisect start / good / bad
git worktree add ../hotfix main
git log -S "function_name" --oneline
git push --force-with-lease    # never plain --force
"""


def t_kotlin_notes(r: random.Random, dt: datetime) -> str:
    return """Kotlin coroutines notes
- suspend functions, structured concurrency: every coroutine has a scope; cancel the scope -> children cancelled
- launch (fire and forget, Job) vs async (Deferred, await)
- Dispatchers.IO for blocking, Default for CPU
- withContext to switch; supervisorScope so one child's failure doesn't cancel siblings
- Flow: cold stream; StateFlow/SharedFlow hot
- don't use GlobalScope
"""


def t_leet_two_sum(r: random.Random, dt: datetime) -> str:
    return '''def two_sum(nums: list[int], target: int) -> tuple[int, int]:
    seen: dict[int, int] = {}
    for i, n in enumerate(nums):
        if target - n in seen:
            return seen[target - n], i
        seen[n] = i
    raise ValueError("no solution")


if __name__ == "__main__":
    print(two_sum([2, 7, 11, 15], 9))
'''


def t_leet_lru(r: random.Random, dt: datetime) -> str:
    return '''from collections import OrderedDict


class LRUCache:
    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.data: OrderedDict[int, int] = OrderedDict()

    def get(self, key: int) -> int:
        if key not in self.data:
            return -1
        self.data.move_to_end(key)
        return self.data[key]

    def put(self, key: int, value: int) -> None:
        self.data[key] = value
        self.data.move_to_end(key)
        if len(self.data) > self.capacity:
            self.data.popitem(last=False)
'''


def t_leet_intervals(r: random.Random, dt: datetime) -> str:
    return '''def merge(intervals: list[list[int]]) -> list[list[int]]:
    out: list[list[int]] = []
    for start, end in sorted(intervals):
        if out and start <= out[-1][1]:
            out[-1][1] = max(out[-1][1], end)
        else:
            out.append([start, end])
    return out
'''


def t_tf_main(r: random.Random, dt: datetime) -> str:
    return '''# Lab: VPC with public + private subnets in 2 AZs, NAT gateway, bastion (SAA-C03 practice)
provider "aws" {
  region = var.region
}

resource "aws_vpc" "lab" {
  cidr_block           = "10.20.0.0/16"
  enable_dns_hostnames = true
  tags                 = { Name = "saa-lab" }
}

resource "aws_subnet" "public" {
  count                   = 2
  vpc_id                  = aws_vpc.lab.id
  cidr_block              = cidrsubnet(aws_vpc.lab.cidr_block, 8, count.index)
  availability_zone       = data.aws_availability_zones.az.names[count.index]
  map_public_ip_on_launch = true
}

resource "aws_subnet" "private" {
  count             = 2
  vpc_id            = aws_vpc.lab.id
  cidr_block        = cidrsubnet(aws_vpc.lab.cidr_block, 8, count.index + 10)
  availability_zone = data.aws_availability_zones.az.names[count.index]
}

resource "aws_internet_gateway" "igw" {
  vpc_id = aws_vpc.lab.id
}

# NOTE: destroy after each session - NAT gateway costs ~$1/day
resource "aws_nat_gateway" "nat" {
  allocation_id = aws_eip.nat.id
  subnet_id     = aws_subnet.public[0].id
}

resource "aws_eip" "nat" {
  domain = "vpc"
}

data "aws_availability_zones" "az" {}
'''


def t_tf_vars(r: random.Random, dt: datetime) -> str:
    return '''variable "region" {
  type    = string
  default = "ca-central-1"
}
'''


def t_lambda_handler(r: random.Random, dt: datetime) -> str:
    return '''import json
import os

import boto3

# Lab 6: S3 upload -> Lambda -> DynamoDB (event-driven pattern from the SAA course)
table = boto3.resource("dynamodb").Table(os.environ["TABLE"])


def handler(event, context):
    for rec in event["Records"]:
        key = rec["s3"]["object"]["key"]
        size = rec["s3"]["object"]["size"]
        table.put_item(Item={"pk": key, "size": size})
    return {"statusCode": 200, "body": json.dumps({"ok": True})}
'''


def t_aws_labs_readme(r: random.Random, dt: datetime) -> str:
    return """# aws-labs

Hands-on labs while studying for AWS Certified Solutions Architect - Associate (SAA-C03).

- `terraform/` VPC with public/private subnets, NAT, bastion (`terraform apply`, then `terraform destroy`!)
- `lambda/` S3 -> Lambda -> DynamoDB
- `notes/` my notes per domain

Account: personal study account, region ca-central-1, budget alert at $10.
"""


def t_leet_readme(r: random.Random, dt: datetime) -> str:
    return """# leetcode

Practice problems in Python, mostly from the Blind 75 list. Keep doing 3 a week even when not job hunting.
| # | problem | pattern |
|---|---------|---------|
| 1 | two sum | hash map |
| 56 | merge intervals | sort + sweep |
| 146 | LRU cache | ordered dict / linked list |
"""


# --------------------------------------------------------------------------- a few more documents


def t_accel_guide(r: random.Random, dt: datetime) -> str:
    return """Harbourline Founders Lab - Summer 2026 Pre-Seed Cohort - Applicant Guide
Who should apply: teams of 2-3 founders with a working prototype and early users. Part-time founders may apply
but one founder must commit full time by the end of the programme.
What you get: CAD 25,000 for 5% common equity (SAFE), 12 weeks of workshops (Tuesdays 6-9 pm, hybrid),
mentors, cloud credits, Demo Day on October 22, 2026.
Timeline: applications close June 15, 2026 at 11:59 pm ET; interviews June 29 - July 3; cohort starts July 14.
Application: team, problem, solution, traction, market, 2-minute video, pitch deck (PDF, max 12 slides).
"""


def t_brochure(r: random.Random, dt: datetime) -> str:
    return """2023 Corolla - Specifications
Engine: 2.0L Dynamic Force 4-cylinder, 169 hp, Dynamic-Shift CVT, front-wheel drive
Fuel economy (L/100 km): 6.5 city / 5.3 highway / 6.0 combined
Toyota Safety Sense 3.0: pre-collision with pedestrian detection, lane tracing assist, full-speed dynamic
radar cruise, road sign assist, automatic high beams
LE grade: 8-inch touchscreen, wireless Apple CarPlay and Android Auto, heated front seats, blind spot monitor
Warranty: 3 years / 60,000 km comprehensive; 5 years / 100,000 km powertrain
"""


def t_demo_script(r: random.Random, dt: datetime) -> str:
    return """Chamapal - 2 minute demo video script
0:00 Hook: "Every month, 14 women in Nakuru meet, each brings KES 2,000, and one goes home with 28,000.
      The records? An exercise book." (show Mum's actual book, with permission)
0:15 Open app -> Create chama -> add members from contacts
0:35 Treasurer screen: who has paid, tap "Request" -> STK push on the member's phone (sandbox)
1:00 Statement: each member sees the same ledger; share to WhatsApp
1:20 Merry-go-round: this month's recipient, next 3 months
1:40 Team: Dan + Tendai, why us
1:55 Ask: "Join us in the Harbourline summer cohort."
Record: Saturday at Tendai's place, his ring light. Subtitles in English + Swahili.
"""


def t_ielts_booking(r: random.Random, dt: datetime) -> str:
    return f"""IELTS - Test Booking Confirmation
Test: IELTS General Training (paper-based)   Purpose: Immigration - Canada (IRCC)
Test date: Saturday 18 October 2025   Speaking test: Friday 17 October 2025, 4:20 pm
Venue: Toronto Test Centre, 20 Bay Street, 11th floor, Toronto ON
Candidate: Daniel Mwangi Kariuki   Identification: Passport AK{r.randint(1000000, 9999999)}
Fee paid: CAD 319.00   Booking reference: IE{r.randint(10000000, 99999999)}
Bring the same passport you used to book. Arrive by 7:30 am. Results online after 13 days.
"""


def t_transcript_request(r: random.Random, dt: datetime) -> str:
    return f"""{_d(dt)}
The Registrar (Academic Affairs), Riverbank University, P.O. Box 30197-00100, Nairobi
Dear Sir/Madam,
RE: REQUEST FOR OFFICIAL TRANSCRIPT TO BE SENT TO WORLD EDUCATION SERVICES - CS/2014
I graduated with a BSc in Computer Science in December 2018. I kindly request that my official academic
transcript be sent in a sealed, stamped envelope directly to World Education Services, 2 Bloor Street East,
Suite 2400, Toronto ON, Canada, for an Educational Credential Assessment (WES reference {r.randint(4000000, 4999999)}).
I have paid the transcript and courier fee of KES 4,500 (receipt attached). My father, Joseph Kariuki,
will come to the office to sign for me if needed.
Yours faithfully, Daniel Mwangi Kariuki
"""


def t_birth_cert(r: random.Random, dt: datetime) -> str:
    return f"""REPUBLIC OF KENYA - CERTIFICATE OF BIRTH
Entry No. {r.randint(100000, 999999)}   District: Nakuru   Place of birth: Provincial General Hospital, Nakuru
Name: DANIEL MWANGI   Sex: Male   Date of birth: 14th March 1996
Father: JOSEPH KARIUKI MWANGI   Mother: GRACE WAMBUI
Date of registration: 2nd April 1996   Signature of Registrar
This is a certified copy of an entry in a register in my custody.
"""


def t_resume(r: random.Random, dt: datetime) -> str:
    return f"""DANIEL (DAN) KARIUKI
Senior Software Engineer - Toronto, ON - {EMAIL} - github.com/dkariuki
EXPERIENCE
Ledgerly Financial Technologies, Toronto - Senior Software Engineer (2025-), Software Engineer II (2022-2025)
- Built the ledger reconciliation service (Kotlin, PostgreSQL, AWS) processing 2M entries/day
- Led multi-currency settlement (CAD/USD); payout API p99 420 ms -> 180 ms
Sokohub Ltd, Nairobi - Software Developer (2018-2022)
- Built M-Pesa checkout used by 3,000+ merchants; +11% conversion
EDUCATION  BSc Computer Science, Riverbank University, Nairobi (2018)
SKILLS  Kotlin, Java, Python, TypeScript, React Native, PostgreSQL, AWS, Terraform, Kafka
"""


def t_sheet_baba(r: random.Random, dt: datetime) -> str:
    return """Baba Yetu - arr. for SATB choir and soloist (rehearsal copy)
Tempo: 112, joyful. Key: D major. Soloist: Peter N.
Baba yetu, yetu uliye mbinguni, yetu yetu amina!
Baba yetu, yetu uliye, jina lako litukuzwe.
Utupe leo chakula chetu, tunachohitaji, utusamehe makosa yetu, hey!
Tenor part: divisi at bar 33, T1 on the high A, T2 stays on F#. Basses: drum pattern on "yetu".
"""


def t_sheet_bwana(r: random.Random, dt: datetime) -> str:
    return """Bwana ni Mchungaji Wangu (Psalm 23) - SATB
Bwana ni mchungaji wangu, sitapungukiwa na kitu
Katika malisho ya majani mabichi hunilaza
Kando ya maji ya utulivu huniongoza
Dynamics: mp at the start, crescendo to f at "Ingawa nitapita", back to p for the amen.
Tenors sing the melody in verse 2.
"""


def t_wedding_gift(r: random.Random, dt: datetime) -> str:
    return """Gift list ideas (Wanjiku + Brian) - Mumbi's list
- KitchenAid stand mixer (Carrefour Two Rivers) ~KES 85,000 - Dan?
- Dinner set for 12 - aunties
- Bedding set + towels - Wanjiku's office
- Smart TV 55" - Brian's friends
- Honeymoon Diani contribution (M-Pesa paybill set up by committee)
"""


def t_kenyan_id_note(r: random.Random, dt: datetime) -> str:
    return f"""REPUBLIC OF KENYA - NATIONAL IDENTITY CARD (copy)
Serial number: {r.randint(200000000, 299999999)}   ID number: {r.randint(30000000, 34999999)}
Full names: DANIEL MWANGI KARIUKI   Date of birth: 14.03.1996   Sex: MALE
District of birth: NAKURU   Place of issue: NAKURU   Date of issue: 22.05.2014
"""


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
        dt = _ago(age)
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

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float, exif: bool = True) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if exif and ext in ("jpg", "jpeg") else "")

    def blob(head: bytes, n: int = 1500):
        return lambda r, dt: _blob(r, head, n)

    def mp3(title: str, artist: str, album: str):
        return lambda r, dt: _id3(r, title, artist, album)

    def epub(title: str, author: str, para: str):
        return lambda r, dt: _rezip(_epub(title, author, "en", para))

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    DMG = b"\x78\x01\x73\x0d\x62\x62\x60"
    PKG = b"xar!\x00\x1c\x00\x01"
    ZIPH = b"PK\x03\x04\x14\x00\x00\x00\x08\x00"
    EXE = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff"
    M4A = b"\x00\x00\x00\x20ftypM4A \x00\x00\x00\x00M4A mp42isom"
    ISO = b"\x00" * 64 + b"CD001"

    # ------------------------------------------------------------ Downloads (everything from the browser)
    d = "Downloads"
    add(f"{d}/IELTS_TRF_General_Dan_Kariuki.pdf", P, "Immigration", 212, t_ielts_trf)
    add(f"{d}/WES_ECA_Report_4418829.pdf", P, "Immigration", 268, t_eca)
    add(f"{d}/IRCC_ITA_letter.pdf", P, "Immigration", 53, t_ita)
    add(f"{d}/IRCC_ITA_letter (1).pdf", P, "Immigration", 40, t_ita)
    add(f"{d}/IMM1017B_info_sheet.pdf", P, "Immigration", 26, t_medical_info)
    add(f"{d}/Express_Entry_profile_summary.pdf", P, "Immigration", 181, t_ee_profile)
    add(f"{d}/document.pdf", P, "Immigration", 13, t_eapr_confirm, True)
    add(f"{d}/document (1).pdf", P, "Immigration", 30, t_police_cert, True)
    add(f"{d}/attachment.pdf", P, "Immigration", 20, t_bank_pof, True)
    add(f"{d}/letter.pdf", P, "Immigration", 28, t_emp_letter_ledgerly, True)
    add(f"{d}/2026-05-20.pdf", P, "Immigration", 12, t_aor, True)
    add(f"{d}/doc_20260421.pdf", P, "Immigration", 41, t_medical_appt, True)
    add(f"{d}/receipt (2).pdf", P, "Immigration", 13, t_fee_receipt, True)
    add(f"{d}/attachment (1).pdf", P, "Immigration", 47, t_ecitizen_receipt, True)

    add(f"{d}/SAA-C03_Exam_Guide.pdf", P, "Certification", 60, t_aws_exam_guide)
    add(f"{d}/wellarchitected-framework.pdf", P, "Certification", 45, t_wellarch)
    add(f"{d}/PearsonVUE_Confirmation.pdf", P, "Certification", 30, t_aws_exam_confirm)
    add(f"{d}/Invoice-INV-20391.pdf", P, "Certification", 59, t_aws_invoice, True)
    add(f"{d}/output.pdf", P, "Certification", 9, _practice(74, 3), True)
    add(f"{d}/results (1).pdf", P, "Certification", 3, _practice(81, 4), True)
    add(f"{d}/invoice (1).pdf", P, "Certification", 29, t_aws_bill, True)
    add(f"{d}/SAA-C03 Practice Questions.pdf.crdownload", L, "System", 6, blob(b"%PDF-1.7\n", 700))

    add(f"{d}/Harbourline_Founders_Lab_Summer2026_Guide.pdf", P, "Chamapal", 33, t_accel_guide)
    add(f"{d}/chamapal-pitch-deck-v3.pdf", P, "Chamapal", 6, t_chama_pitch)
    add(f"{d}/chamapal-pitch-deck-v3 (1).pdf", P, "Chamapal", 5, t_chama_pitch)
    add(f"{d}/Untitled document.docx", P, "Chamapal", 4, t_chama_application, True)
    add(f"{d}/message.eml", P, "Chamapal", 8, t_chama_tendai_email, True)
    photo(f"{d}/onboarding-v2.png", P, "Chamapal", 8)

    add(f"{d}/KLM_eticket_KARIUKI.pdf", P, "Wedding", 70, t_eticket)
    add(f"{d}/print.pdf", P, "Wedding", 70, t_eticket, True)
    add(f"{d}/Harusi budget v4.xlsx", P, "Wedding", 25, t_wedding_budget)
    add(f"{d}/Untitled spreadsheet (1).xlsx", P, "Wedding", 18, t_contrib_tracker, True)
    add(f"{d}/WhatsApp Chat with Harusi ya Wanjiku & Brian - Committee.txt", P, "Wedding", 28, t_committee_msg)
    add(f"{d}/invitation_WanjikuBrian.pdf", P, "Wedding", 35, t_wedding_invite)
    add(f"{d}/Untitled document (1).docx", P, "Wedding", 11, t_speech, True)

    add(f"{d}/2023-corolla-specs.pdf", P, "Car", 46, t_brochure)
    add(f"{d}/Unity_CU_preapproval.pdf", P, "Car", 24, t_cu_quote)
    add(f"{d}/download (1).pdf", P, "Car", 19, t_car_ins_quote, True)
    add(f"{d}/Untitled spreadsheet.xlsx", P, "Car", 14, t_car_compare, True)
    add(f"{d}/VinCheck_2T1BURHE.pdf", P, "Car", 44, t_vehicle_report)
    add(f"{d}/test-drive-elantra.ics", P, "Car", 18, t_test_drive_ics)

    add(f"{d}/Payslip_2026-05-15.pdf", A, "Work", 16, t_payslip)
    add(f"{d}/Payslip_2026-05-15 (1).pdf", A, "Work", 16, t_payslip)
    add(f"{d}/Payslip_2026-04-30.pdf", A, "Work", 31, t_payslip)
    add(f"{d}/Payslip_2026-05-29.pdf", A, "Work", 2, t_payslip)
    add(f"{d}/file.pdf", A, "Work", 405, lambda r, dt: t_option_grant(r, dt, 2500, "3.40", "2025-04-15"), True)

    add(f"{d}/T4_2025_Ledgerly.pdf", A, "Finance", 95, t_t4)
    add(f"{d}/NOA_2025.pdf", A, "Finance", 50, t_noa)
    add(f"{d}/Wealthbridge_TFSA_Q1_2026.pdf", A, "Finance", 58, t_tfsa)
    add(f"{d}/RRSP_receipt_2025.pdf", A, "Finance", 85, t_rrsp_receipt)
    add(f"{d}/mpesa_statement_jan-apr_2026.pdf", A, "Finance", 30, t_mpesa_stmt)
    add(f"{d}/TajiRemit_receipt_TR84471.pdf", A, "Finance", 33, t_remit)
    add(f"{d}/export.csv", A, "Finance", 3, t_bank_csv, True)
    add(f"{d}/document (3).pdf", A, "Finance", 66, t_cra_instalment, True)
    add(f"{d}/1746089321.pdf", A, "Finance", 29, t_visa_stmt, True)
    add(f"{d}/download (2).pdf", A, "Finance", 25, t_credit_report, True)

    add(f"{d}/Metergrid_bill_May2026.pdf", A, "Home", 10, t_hydro)
    add(f"{d}/download.pdf", A, "Home", 41, t_hydro, True)
    uid = f"{_hex(r, 8)}-{_hex(r, 4)}-4{_hex(r, 3)}-a{_hex(r, 3)}-{_hex(r, 12)}"
    add(f"{d}/{uid}.pdf", A, "Home", 335, t_tenant_ins, True)
    add(f"{d}/scan.pdf", A, "Home", 31, t_n1, True)
    add(f"{d}/document (4).pdf", A, "Home", 20, t_internet, True)

    add(f"{d}/MapleShield_EOB_2026-05.pdf", A, "Health", 23, t_eob)
    add(f"{d}/document (2).pdf", A, "Health", 47, t_dentist_invoice, True)
    add(f"{d}/HS_treatment_plan.pdf", A, "Health", 47, t_treatment_plan)

    add(f"{d}/Choir_schedule_June.pdf", A, "Choir", 5, t_choir_schedule)
    add(f"{d}/form.pdf", A, "Choir", 11, t_robe_order, True)
    add(f"{d}/Nitaimba_Hosana_SATB.pdf", R, "Choir", 40, t_lyrics)
    add(f"{d}/LSSL_Summer2026_schedule.pdf", A, "Soccer", 24, t_soccer_schedule)
    add(f"{d}/data.csv", A, "Soccer", 22, t_soccer_roster, True)

    add(f"{d}/Docker.dmg", R, "Software", 150, blob(DMG))
    add(f"{d}/VSCode-darwin-universal.zip", R, "Software", 300, blob(ZIPH))
    add(f"{d}/zoomusInstallerFull.pkg", R, "Software", 400, blob(PKG))
    add(f"{d}/googlechrome.dmg", R, "Software", 620, blob(DMG))
    add(f"{d}/AWSCLIV2.pkg", R, "Software", 58, blob(PKG))
    add(f"{d}/Figma.dmg", R, "Software", 190, blob(DMG))
    add(f"{d}/ubuntu-24.04-desktop-amd64.iso.crdownload", L, "System", 12, blob(ISO, 900))
    add(f"{d}/node-v22.3.0.pkg.part", L, "System", 70, blob(PKG, 600))

    add(f"{d}/Data Systems at Scale.epub", R, "Programming", 210, epub(
        "Data Systems at Scale", "M. Okonkwo", "Replication, partitioning and the trade-offs between consistency "
        "and availability, explained with real outages."))
    add(f"{d}/kotlin-coroutines-notes.pdf", R, "Programming", 300, t_kotlin_notes)
    add(f"{d}/Meditations - Marcus Aurelius.epub", R, "Books", 500, epub(
        "Meditations", "Marcus Aurelius", "From my grandfather Verus I learned good morals and the government "
        "of my temper."))
    photo(f"{d}/WhatsApp Image 2026-05-02 at 19.14.22.jpeg", R, "Photos", 30, exif=False)
    photo(f"{d}/WhatsApp Image 2026-04-12 at 08.03.51.jpeg", R, "Photos", 50, exif=False)
    add(f"{d}/Kaa Nami - Kwaya ya Mt. Cecilia.mp3", R, "Music", 260, mp3("Kaa Nami", "Kwaya ya Mt. Cecilia",
                                                                         "Nyimbo za Injili"))
    dot(f"{d}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 2)
    dot(f"{d}/.localized", b"", 1400)

    # ------------------------------------------------------------ Desktop
    d = "Desktop"
    for i, age in enumerate((3, 9, 17, 26, 44, 88)):
        t = _ago(age)
        h = 1 + (i * 5) % 12
        photo(f"{d}/Screenshot {_iso(t)} at {h}.{(i * 17) % 60:02d}.{(i * 29) % 60:02d} PM.png", R, "Photos", age)
    add(f"{d}/Untitled.txt", P, "Certification", 20, t_aws_notes_vpc, True)
    add(f"{d}/Untitled 2.txt", P, "Wedding", 9, t_wedding_todo, True)
    add(f"{d}/Untitled 3.txt", A, "Choir", 35, t_choir_rota, True)
    add(f"{d}/notes.md", P, "Chamapal", 7, t_chama_mvp, True)
    add(f"{d}/todo.txt", P, "Car", 15, t_car_questions, True)
    add(f"{d}/Untitled 4.txt", P, "Car", 10, t_test_drive_notes, True)
    add(f"{d}/draft.docx", A, "Work", 2, t_self_assess, True)
    add(f"{d}/~$draft.docx", L, "System", 2, b"\x0cDan Kariuki" + bytes(150))
    add(f"{d}/Document1.docx", P, "Immigration", 15, t_loe, True)
    add(f"{d}/untitled folder/Scan.pdf", A, "Home", 640, t_lease, True)
    add(f"{d}/untitled folder/Scan 1.pdf", A, "Health", 70, t_physio_receipt, True)
    add(f"{d}/untitled folder/Scan 2.pdf", P, "Wedding", 21, t_suit_receipt, True)
    add(f"{d}/untitled folder/Scan 3.pdf", A, "Immigration", 1355, t_sin_letter, True)
    add(f"{d}/untitled folder/Scan 4.pdf", A, "Finance", 75, lambda r, dt: t_tax_summary(r, dt, 2025), True)
    add(f"{d}/PR documents checklist.xlsx", P, "Immigration", 12, t_pr_checklist)
    add(f"{d}/flights for wedding.txt", P, "Wedding", 75, t_flight_options)
    add(f"{d}/Chamapal demo script.docx", P, "Chamapal", 10, t_demo_script)
    add(f"{d}/budget 2026.xlsx", A, "Finance", 140, t_budget)
    add(f"{d}/speech draft.docx", P, "Wedding", 6, t_speech)
    add(f"{d}/~$eech draft.docx", L, "System", 6, b"\x0cDan Kariuki" + bytes(150))
    add(f"{d}/aws cheat sheet storage.txt", P, "Certification", 25, t_aws_notes_storage)
    add(f"{d}/on-call handover.md", A, "Work", 12, t_onecall)
    dot(f"{d}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 1)
    dot(f"{d}/.localized", b"", 1400)

    # ------------------------------------------------------------ Documents/PR Application (Projects Immigration)
    d = "Documents/PR Application"
    add(f"{d}/IELTS/IELTS TRF Oct 2025.pdf", P, "Immigration", 211, t_ielts_trf)
    add(f"{d}/IELTS/IELTS booking confirmation.pdf", P, "Immigration", 280, t_ielts_booking)
    add(f"{d}/ECA/WES ECA report.pdf", P, "Immigration", 268, t_eca)
    add(f"{d}/ECA/transcript request letter.docx", P, "Immigration", 330, t_transcript_request)
    add(f"{d}/ECA/Riverbank transcript (sent to WES).pdf", P, "Immigration", 325, t_transcript)
    add(f"{d}/Police certificate/Kenya DCI certificate of good conduct.pdf", P, "Immigration", 30, t_police_cert)
    add(f"{d}/Police certificate/eCitizen receipt.pdf", P, "Immigration", 47, t_ecitizen_receipt)
    add(f"{d}/Proof of funds/Harbour Bank letter.pdf", P, "Immigration", 20, t_bank_pof)
    add(f"{d}/Proof of funds/TFSA statement Q1 for POF.pdf", P, "Immigration", 55, t_tfsa)
    add(f"{d}/Medical/Medical appointment Dr Varga.pdf", P, "Immigration", 40, t_medical_appt)
    add(f"{d}/Medical/IMM1017B.pdf", P, "Immigration", 26, t_medical_info)
    add(f"{d}/Employment/Ledgerly reference letter signed.pdf", P, "Immigration", 28, t_emp_letter_ledgerly)
    add(f"{d}/Employment/Sokohub employment letter.pdf", P, "Immigration", 40, t_emp_letter_sokohub)
    add(f"{d}/Correspondence/ITA.pdf", P, "Immigration", 53, t_ita)
    add(f"{d}/Correspondence/AOR.pdf", P, "Immigration", 12, t_aor)
    add(f"{d}/Correspondence/IRCC webform reply.eml", P, "Immigration", 5, t_ircc_webform)
    add(f"{d}/Correspondence/eAPR submission confirmation.pdf", P, "Immigration", 13, t_eapr_confirm)
    add(f"{d}/CRS breakdown.xlsx", P, "Immigration", 60, t_crs)
    add(f"{d}/Personal history.xlsx", P, "Immigration", 20, t_personal_history)
    add(f"{d}/Letter of explanation.docx", P, "Immigration", 15, t_loe)
    add(f"{d}/Fees receipt.pdf", P, "Immigration", 13, t_fee_receipt)
    photo(f"{d}/PR photo 35x45.jpg", P, "Immigration", 25)
    dot(f"{d}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 12)

    # ------------------------------------------------------------ Documents/ID (Areas Immigration)
    d = "Documents/ID"
    add(f"{d}/Work permit 2025-2027.pdf", A, "Immigration", 230, t_work_permit)
    add(f"{d}/SIN confirmation letter.pdf", A, "Immigration", 1355, t_sin_letter)
    add(f"{d}/passport notes.txt", A, "Immigration", 400, t_passport_note)
    photo(f"{d}/Kenyan ID front.jpg", A, "Immigration", 1000)
    photo(f"{d}/Kenyan ID back.jpg", A, "Immigration", 1000)
    add(f"{d}/Birth certificate.pdf", A, "Immigration", 1300, t_birth_cert)
    add(f"{d}/Work permit 2022 (expired).pdf", X, "Immigration", 1378, t_wp_2022_approval)

    # ------------------------------------------------------------ Documents/Work (Areas Work, two misfiled)
    d = "Documents/Work"
    add(f"{d}/Offer Letter - Ledgerly.pdf", A, "Work", 1440, t_offer_letter)
    add(f"{d}/Resume_Dan_Kariuki_2025.pdf", A, "Work", 470, t_resume)
    for age in (152, 137, 121, 106, 90, 76, 62, 47):
        add(f"{d}/Payslips/{_iso(_ago(age))}.pdf", A, "Work", age, t_payslip)
    add(f"{d}/Performance Review 2025.pdf", A, "Work", 120, lambda r, dt: t_perf_review(r, dt, 2025))
    add(f"{d}/Performance Review 2024.pdf", A, "Work", 485, lambda r, dt: t_perf_review(r, dt, 2024))
    add(f"{d}/Promotion letter.pdf", A, "Work", 445, t_promotion)
    add(f"{d}/Equity/Option Grant Notice 2022.pdf", A, "Work", 1290, t_option_grant)
    add(f"{d}/Equity/Option Grant 2025 refresh.pdf", A, "Work", 405,
        lambda r, dt: t_option_grant(r, dt, 2500, "3.40", "2025-04-15"))
    add(f"{d}/Benefits/Maple Shield benefits summary.pdf", A, "Health", 1350, t_benefits)
    add(f"{d}/expense claim AWS exam.xlsx", P, "Certification", 28, t_aws_expense)

    # ------------------------------------------------------------ Documents/Money (Areas Finance)
    d = "Documents/Money"
    add(f"{d}/Taxes/2023/T4 2023.pdf", A, "Finance", 790, lambda r, dt: t_t4(r, dt, 2023))
    add(f"{d}/Taxes/2023/Return summary 2023.pdf", A, "Finance", 800, lambda r, dt: t_tax_summary(r, dt, 2023))
    add(f"{d}/Taxes/2023/NOA 2023.pdf", A, "Finance", 770, lambda r, dt: t_noa(r, dt, 2023))
    add(f"{d}/Taxes/2024/T4 2024.pdf", A, "Finance", 460, lambda r, dt: t_t4(r, dt, 2024))
    add(f"{d}/Taxes/2024/NOA 2024.pdf", A, "Finance", 410, lambda r, dt: t_noa(r, dt, 2024))
    add(f"{d}/Taxes/2024/CRA reassessment.pdf", A, "Finance", 66, t_cra_instalment)
    add(f"{d}/Taxes/2025/T4 2025.pdf", A, "Finance", 95, t_t4)
    add(f"{d}/Taxes/2025/Return summary 2025.pdf", A, "Finance", 75, lambda r, dt: t_tax_summary(r, dt, 2025))
    add(f"{d}/Taxes/2025/RRSP receipt.pdf", A, "Finance", 85, t_rrsp_receipt)
    add(f"{d}/KRA/KRA nil return 2024.pdf", A, "Finance", 400, lambda r, dt: t_kra(r, dt, 2024))
    add(f"{d}/KRA/KRA nil return 2025.pdf", A, "Finance", 20, t_kra)
    for age in (3, 63, 94, 125):
        add(f"{d}/Remittances/Taji {_iso(_ago(age))}.pdf", A, "Finance", age, t_remit)
    add(f"{d}/TFSA/TFSA Q3 2025.pdf", A, "Finance", 245, t_tfsa)
    add(f"{d}/TFSA/TFSA Q4 2025.pdf", A, "Finance", 153, t_tfsa)
    add(f"{d}/budget 2025.xlsx", A, "Finance", 520, t_budget)
    add(f"{d}/credit report 2026.pdf", A, "Finance", 25, t_credit_report)
    add(f"{d}/Visa statement April.pdf", A, "Finance", 35, t_visa_stmt)
    add(f"{d}/Visa statement March.pdf", A, "Finance", 66, t_visa_stmt)

    # ------------------------------------------------------------ Documents/Condo (Areas Home; old lease Archive)
    d = "Documents/Condo"
    add(f"{d}/Lease 2024 signed.pdf", A, "Home", 640, t_lease)
    add(f"{d}/N1 rent increase 2026.pdf", A, "Home", 31, t_n1)
    add(f"{d}/Tenant insurance 2025-26.pdf", A, "Home", 335, t_tenant_ins)
    for age in (10, 72, 102, 133):
        add(f"{d}/Hydro/Metergrid {_ago(age):%Y-%m}.pdf", A, "Home", age, t_hydro)
    add(f"{d}/Northwave bill May.pdf", A, "Home", 20, t_internet)
    add(f"{d}/rent split with Arjun.xlsx", A, "Home", 3, t_split)
    add(f"{d}/Move-in inspection.docx", A, "Home", 638, t_move_in_inspection)
    for i in range(3):
        photo(f"{d}/move-in photos/IMG_{2874 + i * 3}.JPG", A, "Home", 638)
    add(f"{d}/old - Brimorton/lease 2022.pdf", X, "Home", 1340, t_basement_lease)
    add(f"{d}/old - Brimorton/N9 notice.pdf", X, "Home", 705, t_basement_end)

    # ------------------------------------------------------------ Documents/Health
    d = "Documents/Health"
    add(f"{d}/Dentist invoice Nov 2025.pdf", A, "Health", 200, t_dentist_invoice)
    add(f"{d}/Physio receipt 1.pdf", A, "Health", 80, t_physio_receipt)
    add(f"{d}/Physio receipt 2.pdf", A, "Health", 66, t_physio_receipt)
    add(f"{d}/Maple Shield claim March.pdf", A, "Health", 60, t_eob)
    add(f"{d}/Eye exam 2025.pdf", A, "Health", 300, t_eye_exam)
    add(f"{d}/walk-in visit summary.pdf", A, "Health", 84, t_walkin_note)

    # ------------------------------------------------------------ Documents/Car (Projects Car)
    d = "Documents/Car"
    add(f"{d}/test drive notes.txt", P, "Car", 10, t_test_drive_notes)
    add(f"{d}/financing worksheet Lakeshore Toyota.pdf", P, "Car", 43, t_finance_quote)
    add(f"{d}/insurance quote Northgate.pdf", P, "Car", 19, t_car_ins_quote)
    add(f"{d}/car comparison.xlsx", P, "Car", 14, t_car_compare)

    # ------------------------------------------------------------ Documents/Wedding - Wanjiku (Projects Wedding)
    d = "Documents/Wedding - Wanjiku"
    add(f"{d}/budget v3.xlsx", P, "Wedding", 40, t_wedding_budget)
    add(f"{d}/tailor quote Queen West.pdf", P, "Wedding", 21, t_suit_quote)
    add(f"{d}/speech draft v1.docx", P, "Wedding", 12, t_speech)
    add(f"{d}/flight booking KLM.pdf", P, "Wedding", 70, t_eticket)
    add(f"{d}/gift ideas.txt", P, "Wedding", 30, t_wedding_gift)

    # ------------------------------------------------------------ Documents/Choir and Soccer
    d = "Documents/Choir"
    add(f"{d}/dues 2026.xlsx", A, "Choir", 4, t_choir_dues)
    add(f"{d}/robe order form.pdf", A, "Choir", 11, t_robe_order)
    add(f"{d}/Sheet music/Nitaimba Hosana - words.txt", R, "Choir", 40, t_lyrics)
    add(f"{d}/Sheet music/Baba Yetu - SATB.pdf", R, "Choir", 20, t_sheet_baba)
    add(f"{d}/Sheet music/Bwana ni Mchungaji.pdf", R, "Choir", 380, t_sheet_bwana)
    add(f"{d}/Rehearsal recordings/Tenor - Nitaimba Hosana.m4a", R, "Choir", 38, blob(M4A, 2500))
    add(f"{d}/Rehearsal recordings/Tenor - Baba Yetu.m4a", R, "Choir", 18, blob(M4A, 2500))
    d = "Documents/Soccer"
    add(f"{d}/LSSL registration summer 2026.pdf", A, "Soccer", 24, t_soccer_reg)
    add(f"{d}/LSSL registration summer 2025.pdf", A, "Soccer", 390, t_soccer_reg)
    add(f"{d}/schedule.pdf", A, "Soccer", 24, t_soccer_schedule)

    # ------------------------------------------------------------ Documents/AWS (Projects Certification)
    d = "Documents/AWS"
    add(f"{d}/study plan.md", P, "Certification", 5, t_aws_plan)
    add(f"{d}/practice test 2 results.pdf", P, "Certification", 30, _practice(68, 2))
    add(f"{d}/practice test 4 results.pdf", P, "Certification", 3, _practice(81, 4))
    add(f"{d}/SAA-C03 exam.ics", P, "Certification", 30, lambda r, dt: _ics(
        "AWS SAA-C03 exam (OnVUE)", datetime(2026, 6, 20, 10, 0), 2.5, "Home - clear the desk",
        "Passport. System test the day before. No second monitor."))

    # ------------------------------------------------------------ Documents/Travel (Archive Travel), Recipes, Books
    d = "Documents/Travel"
    add(f"{d}/Montreal 2023/VIA Rail booking.pdf", X, "Travel", 1080, t_trip_montreal)
    add(f"{d}/Banff 2024/itinerary.docx", X, "Travel", 665, t_trip_banff)
    add(f"{d}/New York 2025/Booking.com confirmation.pdf", X, "Travel", 245, t_trip_nyc)
    add(f"{d}/Christmas 2023 Nairobi/plan.txt", X, "Travel", 900, t_xmas_2023)
    d = "Documents/Recipes"
    add(f"{d}/chapati.txt", R, "Cooking", 600, t_recipe_chapati)
    add(f"{d}/pilau.docx", R, "Cooking", 500, t_recipe_pilau)
    add(f"{d}/mandazi.txt", R, "Cooking", 330, t_recipe_mandazi)
    d = "Documents/Books"
    add(f"{d}/The Pragmatic Engineer's Handbook.epub", R, "Programming", 700, epub(
        "The Pragmatic Engineer's Handbook", "L. Brandt", "Ship small changes, measure everything, and write the "
        "design doc before the code."))
    add(f"{d}/Kotlin in Practice.epub", R, "Programming", 900, epub(
        "Kotlin in Practice", "S. Ivanova", "Coroutines give you structured concurrency: every job has a parent."))
    add(f"{d}/The Long Rains.epub", R, "Books", 420, epub(
        "The Long Rains", "Wairimu Gathoni", "The rains came late to Subukia that year, and with them came the "
        "stranger on the Nakuru bus."))
    add(f"{d}/Atomic Routines.epub", R, "Books", 800, epub(
        "Atomic Routines", "J. Calder", "Small habits compound; a one percent change repeated daily is "
        "a different life in a year."))
    add(f"{d}/Things My Grandmother Knew.epub", R, "Books", 250, epub(
        "Things My Grandmother Knew", "Achieng Owino", "She kept the money for the chama in a tin under the bed "
        "and the accounts in her head."))

    # ------------------------------------------------------------ Documents/Scans (iPhone Notes scanner: all hard)
    d = "Documents/Scans"
    add(f"{d}/Scanned Document.pdf", A, "Health", 84, t_walkin_note, True)
    add(f"{d}/Scanned Document 2.pdf", A, "Work", 1280, t_option_grant, True)
    add(f"{d}/Scanned Document 3.pdf", A, "Home", 638, t_move_in_inspection, True)
    add(f"{d}/Scanned Document 4.pdf", P, "Wedding", 21, t_suit_quote, True)
    add(f"{d}/Scanned Document 5.pdf", A, "Health", 84, t_prescription, True)
    add(f"{d}/Scanned Document 6.pdf", X, "Car", 690, t_g_licence, True)
    add(f"{d}/Scanned Document 7.pdf", P, "Car", 43, t_finance_quote, True)
    add(f"{d}/Scanned Document 8.pdf", A, "Immigration", 995, t_kenyan_id_note, True)
    add(f"{d}/Scanned Document 9.pdf", A, "Health", 300, t_eye_exam, True)

    # ------------------------------------------------------------ Documents/Misc and loose files
    d = "Documents/Misc"
    add(f"{d}/new 1.txt", R, "Programming", 200, t_git_cheats, True)
    add(f"{d}/info.txt", R, "Cooking", 330, t_recipe_mandazi, True)
    add(f"{d}/Notes.docx", P, "Chamapal", 20, t_chama_onepager, True)
    add(f"{d}/form (1).pdf", A, "Soccer", 24, t_soccer_reg, True)
    add(f"{d}/page.pdf", A, "Health", 1350, t_benefits, True)
    add(f"{d}/copy.pdf", P, "Immigration", 40, t_emp_letter_sokohub, True)
    add(f"{d}/Document 2.docx", P, "Certification", 4, t_aws_plan, True)
    add(f"{d}/text.txt", A, "Choir", 60, t_choir_schedule, True)
    photo(f"{d}/IMG_4411.PNG", R, "Photos", 210)
    add("Documents/Work permit extension 2025 notes.txt", X, "Immigration", 320, t_wp_ext_2025)
    add("Documents/Chamapal one-pager.docx", P, "Chamapal", 20, t_chama_onepager)
    add("Documents/Chamapal_onepager_FINAL.pdf", P, "Chamapal", 9, t_chama_onepager)
    dot("Documents/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 3)
    dot("Documents/.localized", b"", 1400)

    # ------------------------------------------------------------ Documents/2024 (year folder)
    d = "Documents/2024"
    add(f"{d}/lease Harbourview signed.pdf", A, "Home", 640, t_lease)
    add(f"{d}/Banff bookings.pdf", X, "Travel", 670, t_trip_banff)
    add(f"{d}/G test result.pdf", X, "Car", 690, t_g_licence)
    add(f"{d}/N9 Brimorton.pdf", X, "Home", 700, t_basement_end)
    add(f"{d}/T4 2024 (1).pdf", A, "Finance", 460, lambda r, dt: t_t4(r, dt, 2024))
    add(f"{d}/scan_0031.pdf", X, "Home", 706, t_basement_lease, True)
    add(f"{d}/scan_0032.pdf", A, "Work", 485, lambda r, dt: t_perf_review(r, dt, 2024), True)
    add(f"{d}/scan_0033.pdf", A, "Finance", 710, lambda r, dt: t_kra(r, dt, 2023), True)
    add(f"{d}/scan_0034.pdf", A, "Soccer", 720, t_soccer_reg, True)
    add(f"{d}/Document.docx", X, "Choir", 550, t_choir_concert_2024, True)
    add(f"{d}/Untitled.txt", R, "Programming", 600, t_sysdesign, True)
    add(f"{d}/Untitled 1.txt", X, "Travel", 668, t_trip_banff, True)
    photo(f"{d}/IMG_2231.JPG", R, "Photos", 560)

    # ------------------------------------------------------------ code/ (repositories)
    d = "code/chamapal"
    add(f"{d}/README.md", P, "Chamapal", 6, t_chama_readme)
    add(f"{d}/package.json", P, "Chamapal", 14, t_chama_pkg)
    add(f"{d}/app.json", P, "Chamapal", 60, t_chama_app_json)
    add(f"{d}/src/screens/GroupScreen.tsx", P, "Chamapal", 9, t_chama_group_screen)
    add(f"{d}/src/screens/ContributionsScreen.tsx", P, "Chamapal", 4, t_chama_contrib_screen)
    add(f"{d}/src/api/mpesa.ts", P, "Chamapal", 4, t_chama_mpesa)
    add(f"{d}/src/api/firebase.ts", P, "Chamapal", 25, t_chama_firebase)
    add(f"{d}/src/util/money.ts", P, "Chamapal", 70, t_chama_money)
    add(f"{d}/backend/stk_test.py", P, "Chamapal", 11, t_chama_server)
    add(f"{d}/docs/architecture.md", P, "Chamapal", 40, t_chama_arch)
    for i, name in enumerate(("onboarding-v2", "home", "statement")):
        photo(f"{d}/designs/{name}.png", P, "Chamapal", 8 + i * 6)
    photo(f"{d}/assets/icon.png", P, "Chamapal", 90)
    dot(f"{d}/.gitignore", b"node_modules/\n.expo/\n.env\ndist/\n", 90)
    dot(f"{d}/.env.example", b"EXPO_PUBLIC_FIREBASE_KEY=\nEXPO_PUBLIC_API_URL=http://localhost:8787\n", 60)
    d = "code/aws-labs"
    add(f"{d}/README.md", P, "Certification", 50, t_aws_labs_readme)
    add(f"{d}/terraform/main.tf", P, "Certification", 36, t_tf_main)
    add(f"{d}/terraform/variables.tf", P, "Certification", 50, t_tf_vars)
    add(f"{d}/lambda/handler.py", P, "Certification", 16, t_lambda_handler)
    add(f"{d}/notes/vpc.md", P, "Certification", 21, t_aws_notes_vpc)
    add(f"{d}/notes/storage.md", P, "Certification", 26, t_aws_notes_storage)
    dot(f"{d}/.gitignore", b".terraform/\n*.tfstate*\n", 50)
    d = "code/leetcode"
    add(f"{d}/README.md", R, "Programming", 240, t_leet_readme)
    add(f"{d}/two_sum.py", R, "Programming", 400, t_leet_two_sum)
    add(f"{d}/lru_cache.py", R, "Programming", 380, t_leet_lru)
    add(f"{d}/merge_intervals.py", R, "Programming", 150, t_leet_intervals)

    # ------------------------------------------------------------ Pictures
    d = "Pictures/iPhone Photos"
    for k in range(30):
        age = 4 + k * 12.5 + (k % 3) * 2
        ext = "HEIC" if k % 3 else "JPG"
        photo(f"{d}/{_ago(age):%Y-%m}/IMG_{6100 - k * 37}.{ext}", R, "Photos", age)
    for i, name in enumerate(("fabric 1", "fabric 2", "emerald tie sample")):
        photo(f"Pictures/Suit fabric/{name}.jpg", P, "Wedding", 27 - i)
    for i, name in enumerate(("corolla", "civic", "mazda3", "elantra")):
        photo(f"Pictures/Test drives/{name}.jpg", P, "Car", 44 - i * 9)
    for i in range(4):
        photo(f"Pictures/Banff 2024/IMG_{3301 + i * 11}.JPG", R, "Photos", 660 - i)
    for i in range(2):
        photo(f"Pictures/Montreal 2023/IMG_{1204 + i * 5}.JPG", R, "Photos", 1067 - i)
    dot("Pictures/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 5)
    dot("Pictures/.localized", b"", 1400)

    # ------------------------------------------------------------ Music
    d = "Music"
    for i, (t, a, al) in enumerate((("Mungu Mkuu", "Neema Gospel Band", "Sifa Live"),
                                    ("Nitakuinua", "Kwaya ya Uamsho", "Uamsho Vol. 2"),
                                    ("Safari", "Baraka Mwangi", "Njia"),
                                    ("Lagos Nights", "Tunde Adeyemi", "Ember"),
                                    ("Sunday in Nakuru", "The Rift Valley Five", "Highlands"))):
        add(f"{d}/{a}/{al}/{i + 1:02d} {t}.mp3", R, "Music", 300 + i * 120, mp3(t, a, al))

    # ------------------------------------------------------------ Old laptop (Nairobi): the Windows user folders
    o = "Old laptop (Nairobi)"
    add(f"{o}/desktop.ini", L, "System", 1390, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32"
        "\\shell32.dll,-21770\r\n".encode("utf-16"))
    add(f"{o}/Documents/desktop.ini", L, "System", 1390, "[.ShellClassInfo]\r\nIconResource=%SystemRoot%\\system32"
        "\\imageres.dll,-112\r\n".encode("utf-16"))
    add(f"{o}/Pictures/Thumbs.db", L, "System", 1395, blob(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    add(f"{o}/Pictures/Diani 2021/Thumbs.db", L, "System", 1600, blob(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))
    d = f"{o}/Documents/University"
    add(f"{d}/Transcript.pdf", X, "Education", 2700, t_transcript)
    add(f"{d}/Degree certificate scan.pdf", X, "Education", 2690, t_degree_cert)
    add(f"{d}/FYP report final.docx", X, "Education", 2960, t_fyp)
    add(f"{d}/FYP report final (2).docx", X, "Education", 2955, t_fyp)
    add(f"{d}/CSC421 notes.docx", X, "Education", 3000, t_lecture_notes)
    add(f"{d}/Attachment report.docx", X, "Education", 3200, t_attachment)
    d = f"{o}/Documents/Sokohub"
    add(f"{d}/Contract.pdf", X, "Work", 2870, t_sokohub_contract)
    add(f"{d}/Payslips/Payslip Mar 2021.pdf", X, "Work", 1890, t_sokohub_payslip)
    add(f"{d}/Payslips/Payslip Apr 2022.pdf", X, "Work", 1490, t_sokohub_payslip)
    add(f"{d}/Payslips/Payslip Jun 2020.pdf", X, "Work", 2160, t_sokohub_payslip)
    add(f"{d}/Appraisal 2021.docx", X, "Work", 1620, t_sokohub_appraisal)
    add(f"{d}/Resignation letter.docx", X, "Work", 1435, t_resignation)
    add(f"{d}/Certificate of service.pdf", X, "Work", 1403, t_cert_service)
    d = f"{o}/Documents/Canada"
    add(f"{d}/POE letter.pdf", X, "Immigration", 1383, t_wp_2022_approval)
    add(f"{d}/Moving checklist.docx", X, "Immigration", 1400, t_move_checklist)
    add(f"{d}/Ledgerly offer letter.pdf", A, "Work", 1440, t_offer_letter)
    add(f"{o}/Documents/KRA PIN certificate.pdf", A, "Finance", 2850, t_kra_pin)
    photo(f"{o}/Documents/Kenyan ID scan.jpg", A, "Immigration", 2000)
    add(f"{o}/Documents/Trips/Zanzibar 2019.docx", X, "Travel", 2350, t_trip_zanzibar)
    add(f"{o}/Documents/Trips/Diani booking.pdf", X, "Travel", 1650, t_trip_diani)
    add(f"{o}/Documents/New Microsoft Word Document.docx", X, "Work", 1410, t_handover, True)
    add(f"{o}/Documents/Document1.docx", X, "Education", 3190, t_attachment, True)
    add(f"{o}/Documents/Document2.docx", X, "Work", 1619, t_sokohub_appraisal, True)
    add(f"{o}/Documents/New Text Document.txt", X, "Education", 2990, t_lecture_notes, True)
    add(f"{o}/Documents/Book1.xlsx", A, "Finance", 1900, t_old_ex_budget, True)
    add(f"{o}/Documents/scan0001.pdf", X, "Work", 1403, t_cert_service, True)
    add(f"{o}/Downloads/scan0002.pdf", X, "Travel", 1652, t_trip_diani, True)
    add(f"{o}/Desktop/New Text Document (2).txt", X, "Work", 1436, t_resignation, True)
    add(f"{o}/Desktop/New Text Document (3).txt", X, "Immigration", 1398, t_move_checklist, True)
    add(f"{o}/Downloads/python-3.9.7-amd64.exe", X, "Backup", 1700, blob(EXE))
    add(f"{o}/Downloads/ChromeSetup.exe", X, "Backup", 2100, blob(EXE))
    for i in range(4):
        photo(f"{o}/Pictures/Diani 2021/IMG_202112{21 + i}_1{i}3{i}12.jpg", X, "Backup", 1623 - i)
    for i in range(3):
        photo(f"{o}/Pictures/Graduation 2018/DSC_0{412 + i * 7}.JPG", X, "Backup", 2725 - i)
    for i in range(2):
        photo(f"{o}/Pictures/Camera Roll/WIN_2020041{2 + i}_18_0{i}_33_Pro.jpg", X, "Backup", 2240 - i)
    for i, (t, a) in enumerate((("Hello", "Otile B."), ("Suzanna", "Sauti Tamu"), ("Fire", "Nairobi Nights"))):
        add(f"{o}/Music/{a} - {t}.mp3", X, "Backup", 2400 - i * 200, mp3(t, a, "Singles"))

    return items
