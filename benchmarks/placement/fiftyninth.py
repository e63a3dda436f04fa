"""A fifty-ninth unseen labelled corpus: Maricel Dela Cruz, a Filipino nurse in Dubai, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at the bench
scripts (``benchmarks/*.py``), at the bodies of the other corpus modules in ``benchmarks/placement/`` or at
any placement result. What was read: ``unseen.py``'s module docstring (for the way a person and the
labelling rules are written), its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``,
``_epub``, ``_id3``, ``_blob`` and the first lines of its ``build()`` (the write/encode/add/dot helpers);
``corpus.py``'s ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s
``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD``. The files and labels are shaped by what this
person would have on disk, not by what any code looks for.

The person: Maricel Dela Cruz, 34, from Iloilo, a staff nurse on Ward 4B (medical-surgical) of Crescent
Bay Private Hospital LLC in Al Jaddaf, Dubai, since March 2019 (DHA-licensed RN; she also keeps her
Philippine PRC licence). Before Dubai she worked at Our Lady of Mercy Medical Center in Quezon City
(2014-2018). She rents a room in a shared flat in Al Qusais (since July 2023; before that a partition
bedspace in Al Karama, 2019-2023, now ended). Every month she sends money home to her mother Lourdes
(Nanay Lou) in Pavia, Iloilo, and pays the tuition of her younger brother Jerome (BS Civil Engineering,
University of San Agustin). She is building a house on her own lot in Brgy. Balabag, Pavia (contractor
JRM Builders, Engr. Jose Ramon Magbanua; construction since November 2025, turnover planned September
2026); the lot was bought in 2022 and fully paid in 2023. She is preparing for the NCLEX-RN (Texas BON
applicant, Authorization to Test received, exam at Pearson VUE Makati on 11 August 2026, during her
home leave of 1-25 August 2026) and for a US immigrant-visa petition through a recruiting agency (Lone
Star Nurse Connect, for Bayou Ridge Medical Center, Houston): IELTS, CGFNS VisaScreen, NBI clearance,
transcripts. An earlier UK NMC application (2021) was dropped. On the ward she leads a pressure-injury
audit whose poster goes to the hospital's Quality Day on 24 June 2026. She is treasurer of Coro San
Lorenzo Ruiz, a Filipino choir at St. Mary's Catholic Church, Oud Metha, which gives a benefit concert,
Himig ng Pag-asa, on 10 July 2026 for typhoon-hit families in Iloilo; Simbang Gabi 2025 is over. She
bakes (ube pandesal, Ilonggo dishes). Money: Emirates NBD account, credit card and a personal loan paid
off in 2024; BDO Kabayan savings in the Philippines; Pag-IBIG (regular and MP2), SSS as a voluntary OFW
member, PhilHealth, a Sun Life policy. Remittances go through Al Ansari Exchange and GCash. Past trips:
Christmas at home 2023, Georgia 2024, Baku 2025.

The machine: a Windows 11 laptop (user ``Maricel``). Files arrive through Messenger and WhatsApp Desktop
(``received_<digits>.jpeg``, ``WhatsApp Image 2026-05-14 at 19.02.11.jpeg``, ``DOC-20260415-WA0002.pdf``),
Gmail attachments (``document (3).pdf``, ``attachment.pdf``), Google Docs exports (``Untitled
document.docx``), scans e-mailed by the ward's printer (``Scanned from a Xerox Multifunction Printer
(2).pdf``) and a ``Documents/Scans/scan0004.pdf`` series. ``Documents/`` is half-organised in English and
Tagalog/Hiligaynon (``BAHAY PAVIA/``, ``Padala kay Nanay/``, ``WORK DUBAI/``, ``US Petition/``, a ``2024/``
year folder); ``Desktop/`` holds ``New Text Document (2).txt``, ``Doc1.docx``, ``Book1.xlsx``; iCloud for
Windows fills ``Pictures/iCloud Photos/`` with HEIC; a copy of her old Manila laptop and a backup of her
old Samsung phone (replaced in 2023) sit in the user folder. Texts are English with Tagalog and
Hiligaynon (messages from the contractor and from home, personal notes).

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  house build in Pavia (agreement, plans, permits, bill of materials, quotations, progress billings,
  payment tracker, progress photos, notes to the engineer) -- topic House; the NCLEX-RN (Texas BON
  application, jurisprudence exam, ATT, Pearson VUE booking, her study plan, practice-test log and
  scores) -- topic NCLEX; the US petition (agency contract, IELTS, VisaScreen, NBI clearance, PSA birth
  certificate, transcript, employment verification, CV and cover letter for the US employer, relocation
  budget) -- topic Immigration; the pressure-injury audit and its Quality Day poster -- topic Nursing;
  the Himig ng Pag-asa benefit concert (budget, programme, venue, tickets, poster) -- topic Church; the
  August 2026 home leave (flights, leave approval, OEC, balikbayan box, pasalubong list) -- topic Travel.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: her job
  (contract, MOHRE contract, DHA and PRC licences, CPD and BLS/ACLS certificates, rosters, payslips,
  salary certificates, appraisals, gratuity estimate) (Nursing); UAE residence visa, Emirates ID,
  passport, visa medical (Residency); banking, card, budget, Pag-IBIG, SSS, PhilHealth, insurance policy
  (Finance); support for her mother and brother -- remittance receipts, tuition, grades, medicines
  (Family); the lot itself -- title, tax declaration, real-property tax (House); the Dubai room -- sublease,
  rent, DEWA and internet (Apartment); her health -- insurance card, check-ups, lab results, dental
  (Health); being the choir's treasurer -- dues, minutes, members, treasurer's reports (Church). A 2020
  payslip or 2024 DHA licence is still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: clinical reference and
  ward policies (Nursing); NCLEX reviewers, lecture notes and recordings, the NCSBN test plan (NCLEX);
  general guides on US nurse immigration (Immigration); saving/investing guides (Finance); health
  reading (Health); Mass lineups, lyrics and practice tracks of the choir, even songs for the concert
  (Church); recipes (Cooking); installers (Software); photos and screenshots (Photos). Photos are
  labelled by where she put them: loose photos, screenshots, Messenger/WhatsApp images and the iCloud
  library are Photos; photos she saved into a project or area folder (house progress photos, receipt
  photos in the remittance folder, the concert poster) take that folder's bucket and topic; everything
  inside the old phone backup is Archive Backup.
- **Archive**: finished projects and ended responsibilities: the Manila job and the 2018-2019 move to
  Dubai (Nursing); the 2021 UK NMC attempt (Immigration); the Karama bedspace (Apartment); the lot
  purchase, fully paid 2023 (House); Nanay's cataract operation of 2024 (Family); the personal loan paid
  off in 2024 (Finance); past trips (Travel); Simbang Gabi 2025 and the 2024 Christmas party (Church);
  the old phone backup (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files are written but not labelled.

Topics are subjects: House is the Iloilo house and lot, Apartment the rented room in Dubai. ``hard``
marks a file whose name *and* folder say nothing about its subject (``Downloads/document (4).pdf``,
``Desktop/New Text Document (3).txt``, ``Documents/Scans/scan0007.pdf``, ``Downloads/DOC-20260415-WA0002.pdf``):
only the text inside (.txt, .csv, .eml, .pdf, .docx, .xlsx) can place it, and it reads like the real
document. Images are never hard. Dates are relative to ``corpus.NOW``.
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


# --------------------------------------------------------------------------- helpers

def _d(dt) -> str:
    return dt.strftime("%d %B %Y").lstrip("0")


def _aed(r: random.Random, lo: float, hi: float) -> str:
    return f"AED {r.uniform(lo, hi):,.2f}"


def _php(r: random.Random, lo: float, hi: float) -> str:
    return f"PHP {r.uniform(lo, hi):,.2f}"


def _pptx(text: str) -> bytes:
    """A minimal one-slide presentation holding ``text`` as one paragraph per line."""
    ns_p = "http://schemas.openxmlformats.org/presentationml/2006/main"
    ns_a = "http://schemas.openxmlformats.org/drawingml/2006/main"
    ns_r = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    rel = "http://schemas.openxmlformats.org/package/2006/relationships"
    paras = "".join(f"<a:p><a:r><a:t>{_esc(ln)}</a:t></a:r></a:p>" for ln in text.splitlines())
    return _zip([
        ("[Content_Types].xml",
         '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
         '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
         '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
         '<Default Extension="xml" ContentType="application/xml"/>'
         '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-'
         'officedocument.presentationml.presentation.main+xml"/>'
         '<Override PartName="/ppt/slides/slide1.xml" ContentType="application/vnd.openxmlformats-'
         'officedocument.presentationml.slide+xml"/></Types>'),
        ("_rels/.rels",
         f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="{rel}">'
         f'<Relationship Id="rId1" Type="{ns_r}/officeDocument" Target="ppt/presentation.xml"/></Relationships>'),
        ("ppt/presentation.xml",
         f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:presentation xmlns:p="{ns_p}" '
         f'xmlns:r="{ns_r}"><p:sldIdLst><p:sldId id="256" r:id="rId2"/></p:sldIdLst></p:presentation>'),
        ("ppt/_rels/presentation.xml.rels",
         f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="{rel}">'
         f'<Relationship Id="rId2" Type="{ns_r}/slide" Target="slides/slide1.xml"/></Relationships>'),
        ("ppt/slides/slide1.xml",
         f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld xmlns:p="{ns_p}" xmlns:a="{ns_a}">'
         f'<p:cSld><p:spTree><p:sp><p:txBody><a:bodyPr/>{paras}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>'),
    ])


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _eml(frm: str, to: str, subj: str, dt, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt.strftime('%a, %d %b %Y %H:%M:%S +0400')}\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


ME = "Maricel Dela Cruz"
MAIL = "maricel.delacruz91@gmail.com"
HOSP = ("CRESCENT BAY PRIVATE HOSPITAL LLC\nAl Jaddaf, P.O. Box 118204, Dubai, United Arab Emirates\n"
        "Tel +971 4 512 3300  |  www.crescentbay-hospital.ae")
JRM = ("JRM BUILDERS & CONSTRUCTION SERVICES\nEngr. Jose Ramon Magbanua, Contractor  |  PCAB Lic. No. 41877\n"
       "Brgy. Ungka II, Pavia, Iloilo 5001  |  0917 845 2231")
AGENCY = ("LONE STAR NURSE CONNECT LLC\n2500 CityWest Blvd, Suite 300, Houston, TX 77042\n"
          "International Nurse Recruitment  |  recruit@lonestarnurseconnect.com")
KORO = "COROSAN LORENZO RUIZ - Filipino Choir, St. Mary's Catholic Church, Oud Metha, Dubai".replace(
    "COROSAN", "CORO SAN")
COLLEAGUES = ["Joy Villanueva", "Princess Tolentino", "Anjali Nair", "Reena Thomas", "Mark Anthony Reyes",
              "Divya Menon", "Kristine Bautista", "Fatima Al Suwaidi", "Rowena Gatchalian", "Sheena Pillai"]
MEMBERS = ["Arnel Soriano", "Grace Panganiban", "Jun-jun Villareal", "Lovely Ann Cruz", "Ramil Dizon",
           "Cherry Mae Lacson", "Noel Abad", "Beth Salcedo", "Rhea Jimenez", "Paolo Dimaculangan",
           "Aileen Tupas", "Vicente Ledesma", "Mylene Gonzaga", "Jessa Tabuada"]


# --------------------------------------------------------------------------- texts: Nursing

def t_payslip(r, dt):
    basic = r.choice([9200, 9450, 9800])
    housing, transport = 3500, 900
    night = r.choice([0, 450, 600, 750])
    ot = r.randint(0, 4) * 210
    gross = basic + housing + transport + night + ot
    ded = r.choice([0, 0, 150, 320])
    return (f"{HOSP}\nPAYSLIP - {dt.strftime('%B %Y').upper()}\n"
            f"Employee: {ME.upper()}   Emp. No: CB-04412   Designation: Staff Nurse (RN)\n"
            f"Department: Nursing - Ward 4B Medical/Surgical   Bank: Emirates NBD   IBAN: AE07 0260 **** **** 3318\n"
            f"EARNINGS\nBasic Salary: AED {basic:,.2f}\nHousing Allowance: AED {housing:,.2f}\n"
            f"Transport Allowance: AED {transport:,.2f}\nNight Differential: AED {night:,.2f}\n"
            f"Overtime ({ot // 210} x 8h): AED {ot:,.2f}\nGROSS EARNINGS: AED {gross:,.2f}\n"
            f"DEDUCTIONS\nSalary advance / other: AED {ded:,.2f}\nNET PAY: AED {gross - ded:,.2f}\n"
            "Paid via WPS. This is a system-generated payslip and does not require a signature.")


def t_salary_cert(r, dt):
    return (f"{HOSP}\n{_d(dt)}\nTO WHOM IT MAY CONCERN\nSALARY CERTIFICATE\n"
            f"This is to certify that Ms. {ME}, Philippine national, holder of passport no. P7734102B, is "
            "employed with Crescent Bay Private Hospital LLC as Staff Nurse (Registered Nurse) since 17 March 2019.\n"
            "Her current monthly salary is AED 14,200.00 (Basic AED 9,800.00, Housing AED 3,500.00, Transport "
            "AED 900.00).\nThis certificate is issued upon her request for submission to Emirates NBD and carries "
            "no financial liability on the part of the hospital.\nHuman Resources Department\nSumaiya Rahman, "
            "HR Officer")


def t_dha_license(r, dt):
    return (f"DUBAI HEALTH AUTHORITY - Health Regulation Sector\nPROFESSIONAL LICENSE\nName: {ME.upper()}\n"
            "Profession: Registered Nurse   Category: Nursing & Midwifery   License No. 60227431\n"
            f"Facility: Crescent Bay Private Hospital LLC   Issue date: {_d(dt)}   Expiry date: "
            f"{_d(dt + timedelta(days=365))}\nStatus: ACTIVE. Verify at services.dha.gov.ae (Sheryan).")


def t_dha_renewal(r, dt):
    return (f"Dubai Health Authority - Sheryan\nApplication Receipt\nApplication No. SHR-{r.randint(2000000, 2999999)}\n"
            f"Service: Renewal of Professional License - Registered Nurse\nApplicant: {ME}   License No. 60227431\n"
            f"Submitted: {_d(dt)}\nCPD hours declared: 20 (minimum required for RN license renewal: 20)\n"
            "Fees paid: AED 1,020.00 (paid by facility)\nStatus: Approved - new license valid for 1 year.")


def t_bls(r, dt):
    return ("AMERICAN HEART ASSOCIATION - Training Center: Crescent Bay Clinical Education Unit\n"
            f"BLS Provider\n{ME}\nhas successfully completed the cognitive and skills evaluations in accordance "
            "with the curriculum of the American Heart Association Basic Life Support (CPR and AED) Program.\n"
            f"Issue Date: {dt.strftime('%m/%Y')}   Recommended Renewal Date: {(dt + timedelta(days=730)).strftime('%m/%Y')}\n"
            f"eCard Code: {r.randint(100000000000, 999999999999)}   Instructor: Aisha Al Marzooqi")


def t_acls(r, dt):
    return t_bls(r, dt).replace("BLS Provider", "ACLS Provider").replace(
        "Basic Life Support (CPR and AED)", "Advanced Cardiovascular Life Support")


def t_cpd_cert(r, dt, title="Infection Prevention and Control Update"):
    return (f"Crescent Bay Private Hospital - Clinical Education Unit\nCERTIFICATE OF ATTENDANCE\n"
            f"This certifies that {ME}, RN, attended\n\"{title}\"\non {_d(dt)} and is awarded "
            f"{r.choice([1, 2, 3])} CPD hours (DHA accredited activity no. DHA-CPD-{r.randint(10000, 99999)}).\n"
            "Nurse Educator: Aisha Al Marzooqi, RN, MSN")


def t_cpd_log(r, dt):
    rows = ["Date;Activity;Provider;CPD hours;Certificate"]
    acts = ["Infection control update", "Sepsis bundle webinar", "Medication safety", "BLS renewal",
            "Pressure injury prevention", "Fall prevention", "Blood transfusion safety", "Pain assessment",
            "Diabetes management update"]
    for i, a in enumerate(acts):
        rows.append(f"{(dt - timedelta(days=40 * (9 - i))).strftime('%Y-%m-%d')};{a};Crescent Bay CEU;"
                    f"{r.choice([1, 2, 2, 3])};yes")
    rows.append(";TOTAL (DHA license renewal needs 20);;20;")
    return "\n".join(rows)


def t_roster(r, dt):
    names = [ME] + r.sample(COLLEAGUES, 7)
    rows = [f"WARD 4B - NURSING DUTY ROSTER - {dt.strftime('%B %Y').upper()};" + ";".join(str(i) for i in range(1, 15))]
    for n in names:
        rows.append(n + ";" + ";".join(r.choice(["D", "D", "N", "N", "OFF", "E", "L"]) for _ in range(14)))
    rows.append("Legend: D=Day 7a-7p; N=Night 7p-7a; E=Early 7a-3p; L=Leave; OFF. Swaps via Charge Nurse only.")
    return "\n".join(rows)


def t_contract(r, dt):
    return (f"{HOSP}\nEMPLOYMENT CONTRACT\nBetween Crescent Bay Private Hospital LLC (the Employer) and {ME}, "
            "Filipino, (the Employee).\nPosition: Staff Nurse (Registered Nurse), Ward 4B Medical/Surgical\n"
            "Commencement: 17 March 2019   Contract type: unlimited, per UAE Federal Labour Law\n"
            "Basic salary AED 8,200; housing AED 3,500; transport AED 900. Working hours 48 per week, 12-hour shifts.\n"
            "Annual leave 30 calendar days; annual air ticket Dubai-Manila. Probation 6 months.\n"
            "Notice period 30 days. End-of-service gratuity per UAE Labour Law. Medical insurance provided.\n"
            "DHA license fees borne by the Employer.\nSigned: HR Manager ______  Employee ______")


def t_mohre(r, dt):
    return ("MINISTRY OF HUMAN RESOURCES & EMIRATISATION - UAE\nEMPLOYMENT CONTRACT (Offer accepted)\n"
            f"Transaction No. MB{r.randint(100000000, 999999999)}AE   Date: {_d(dt)}\n"
            f"Employer: Crescent Bay Private Hospital LLC   Establishment No. 1047722\nEmployee: {ME}   "
            "Nationality: Philippines   Occupation: Nurse\nBasic salary AED 9,800; total salary AED 14,200\n"
            "Contract term: unlimited   Weekly hours: 48")


def t_gratuity(r, dt):
    return ("END OF SERVICE GRATUITY ESTIMATE (UAE Labour Law Art. 51);;;\n"
            "Joining date;17-Mar-2019;;\nBasic salary (AED);9800;;\nDaily wage (basic/30);326.67;;\n"
            "Years 1-5: 21 days x 5;105 days;34,300.35;\nAfter 5 years: 30 days per year;;;\n"
            "If last day 31-Dec-2026 (7.79 yrs);2.79 x 30 = 83.7 days;27,342.28;\n"
            "TOTAL estimate;;61,642.63;\nNote: ask HR about unpaid leave days, annual leave encashment;;;")


def t_appraisal(r, dt):
    return (f"{HOSP}\nANNUAL PERFORMANCE APPRAISAL {dt.year - 1}\nEmployee: {ME}   Position: Staff Nurse   Unit: 4B\n"
            "Appraiser: Reena Thomas, Nurse Manager\nClinical competence: Exceeds expectations\n"
            "Patient safety & documentation: Meets expectations\nTeamwork: Exceeds expectations\n"
            "Comments: Maricel acts as preceptor to new staff and is proactive in the unit's pressure-injury "
            "prevention work. Goal for next year: complete charge-nurse training.\nOverall rating: 4 / 5\n"
            "Employee signature ______  Date ______")


def t_prc(r, dt):
    return ("REPUBLIC OF THE PHILIPPINES - PROFESSIONAL REGULATION COMMISSION\n"
            "Online Renewal of Professional Identification Card - Payment Confirmation\n"
            f"Name: DELA CRUZ, MARICEL SALVADOR   Profession: Nurse   Registration No. 0791144\n"
            f"Valid until: {_d(dt + timedelta(days=3 * 365))}   Amount paid: PHP 450.00 (LBP ePayment)\n"
            "CPD units: 45 credited (OFW compliance via Philippine Nurses Association - UAE Chapter)\n"
            "Delivery: pick up at PRC Iloilo Regional Office")


def t_handover(r, dt):
    return ("WARD 4B - SBAR SHIFT HANDOVER TEMPLATE\nS - Situation: patient name, bed, age, diagnosis, code status\n"
            "B - Background: admission date, PMH, allergies, surgery/procedure\n"
            "A - Assessment: vitals trend, NEWS2 score, pain, IV lines, drains, Braden score, fall risk\n"
            "R - Recommendation: pending labs, meds due, tasks for next shift, family concerns\n"
            "Sign-off: outgoing RN / incoming RN")


def t_swap_letter(r, dt):
    return (f"{_d(dt)}\nTo: Ms. Reena Thomas, Nurse Manager - Ward 4B\nFrom: {ME}, Staff Nurse\n"
            "Subject: Request for shift swap\nDear Ms. Reena,\nI would like to request to swap my night duty on "
            f"{_d(dt + timedelta(days=9))} with Ms. Princess Tolentino's day duty on {_d(dt + timedelta(days=11))}. "
            "Both of us agreed and the staffing on both shifts stays the same. Kindly approve.\n"
            "Thank you very much.\nMaricel")


# --------------------------------------------------------------------------- texts: QI project (Projects Nursing)

def t_qi_audit(r, dt):
    rows = ["Week;Patients audited;Braden done within 6h;Repositioning q2h documented;Mattress appropriate;New HAPI"]
    for w in range(1, 13):
        rows.append(f"W{w};{r.randint(18, 26)};{r.randint(70, 100)}%;{r.randint(55, 95)}%;{r.randint(80, 100)}%;"
                    f"{r.choice([0, 0, 0, 1, 1, 2])}")
    return "\n".join(rows)


def t_qi_abstract(r, dt):
    return ("Crescent Bay Quality Day 2026 - Abstract submission\nTitle: Reducing hospital-acquired pressure "
            "injuries on a medical-surgical ward through a nurse-led SKIN bundle\nAuthors: Maricel Dela Cruz RN, "
            "Princess Tolentino RN, Reena Thomas RN (Nurse Manager)\nBackground: Ward 4B recorded 9 HAPI stage 2+ "
            "in 2025.\nIntervention: Braden assessment within 6 hours, 2-hourly repositioning chart, weekly "
            "peer audit, heel off-loading.\nResults (Mar-May 2026): Braden compliance 62% -> 94%; HAPI rate 1.8 -> "
            "0.6 per 1,000 patient days.\nPoster due to Quality Office by 17 June 2026. Quality Day: 24 June 2026.")


def t_qi_poster(r, dt):
    return ("SKIN BUNDLE ON WARD 4B\nReducing hospital-acquired pressure injuries\nMaricel Dela Cruz RN et al.\n"
            "Aim: 50% reduction of HAPI stage 2+ in 3 months\nMethods: PDSA cycles, weekly audit, staff huddles\n"
            "Results: Braden compliance 94%, HAPI 0.6/1000 patient days\nNext steps: spread to Ward 5A\n"
            "Crescent Bay Quality Day - 24 June 2026")


def t_qi_mail(r, dt):
    return _eml("Aisha Al Marzooqi <aisha.marzooqi@crescentbay-hospital.ae>", f"{ME} <maricel.dc@crescentbay-hospital.ae>",
                "FW: FYI", dt,
                "Hi Maricel,\nForwarding the Quality Office reminder: posters for Quality Day (24 June) must be "
                "A0 portrait, hospital template, PDF to quality@crescentbay-hospital.ae by 17 June.\n"
                "Your pressure injury audit results look very good - please add the run chart of the Braden "
                "compliance and the HAPI rate, and remove patient initials from the case photo.\n"
                "Let's meet Thursday after handover to review the draft.\nAisha\nNurse Educator, Clinical Education Unit")


def t_qi_summary(r, dt):
    return ("Ward 4B pressure injury audit - summary for huddle\nAudit weeks 1-12 (March to May 2026)\n"
            "Braden risk assessment within 6 hours of admission: 94% (baseline 62%)\n"
            "2-hourly turning chart complete: 81% (baseline 48%) - night shift still weak\n"
            "Heel off-loading for Braden <= 12: 88%\nNew HAPI stage 2+: 2 (both sacral, both admitted from ICU)\n"
            "Actions: SKIN bundle champion per shift, reminder sticker on turning chart, poster for Quality Day 24 June.")


# --------------------------------------------------------------------------- texts: NCLEX / Immigration

def t_bon_app(r, dt):
    return ("TEXAS BOARD OF NURSING - Nurse Portal\nApplication for Licensure by Examination - Internationally "
            f"Educated Applicant\nApplicant: {ME}   Application ID: EXAM-RN-{r.randint(1000000, 9999999)}\n"
            f"Submitted: {_d(dt)}   Fee paid: USD 139.00\nRequirements: CGFNS Credentials Evaluation Service "
            "report (received); English proficiency (IELTS Academic); Nursing Jurisprudence Exam; fingerprints "
            "(FBI, via FD-258 card for out-of-country applicants).\nStatus: Eligible - register with Pearson VUE.")


def t_nje(r, dt):
    return ("Texas Board of Nursing\nNURSING JURISPRUDENCE EXAM - Certificate of Completion\n"
            f"This certifies that {ME} successfully completed the Texas Nursing Jurisprudence Exam on {_d(dt)}.\n"
            f"Score: Pass   Confirmation no. NJE{r.randint(10000000, 99999999)}\n"
            "Keep this certificate for your records; results are sent to the Board electronically.")


def t_att(r, dt):
    return _eml("NCLEX Candidate Services <NCLEXinfo@pearson.com>", f"{ME} <{MAIL}>",
                "NCLEX Authorization to Test (ATT)", dt,
                f"Dear {ME},\nThe Texas Board of Nursing has made you eligible to take the NCLEX-RN examination.\n"
                f"Authorization Number: {r.randint(10000000, 99999999)}\nCandidate ID: {r.randint(1000000, 9999999)}\n"
                f"Validity: {_d(dt)} to {_d(dt + timedelta(days=90))}\nYou must schedule and take the exam within the "
                "validity dates. Bring an acceptable ID that matches your registration name exactly.\n"
                "International scheduling fee applies (USD 150).\nPearson VUE")


def t_pvue(r, dt):
    return ("Pearson VUE - Appointment Confirmation\nExam: NCLEX-RN\n"
            f"Candidate: {ME}   Registration ID: {r.randint(400000000, 499999999)}\n"
            "Date and time: Tuesday, 11 August 2026, 8:00 AM (Philippine time)\n"
            "Test center: Pearson Professional Centers - Makati, 6F Tower One, Ayala Triangle, Makati City\n"
            "Please arrive 30 minutes early. Palm vein scan and photo will be taken. Fee: USD 200 + USD 150 "
            "international scheduling fee.")


def t_studyplan(r, dt):
    rows = ["Week;Dates;Topic;Questions target;Done"]
    topics = ["Management of care / delegation", "Safety & infection control", "Pharmacology 1 (cardiac, anticoag)",
              "Pharmacology 2 (endocrine, psych)", "Med-surg: cardio + resp", "Med-surg: renal + GI",
              "Maternity + newborn", "Pediatrics", "Mental health", "NGN case studies", "Readiness assessment",
              "Light review / rest"]
    start = dt
    for i, t in enumerate(topics):
        rows.append(f"{i + 1};{(start + timedelta(days=7 * i)).strftime('%d %b')};{t};{r.choice([450, 500, 525])};"
                    f"{'yes' if i < 2 else ''}")
    rows.append(";;NCLEX-RN exam - 11 Aug 2026, Pearson VUE Makati;;")
    return "\n".join(rows)


def t_practice_log(r, dt):
    rows = ["Date;Source;Questions;Score %;Weak areas"]
    for i in range(14):
        d = dt - timedelta(days=4 * (14 - i))
        rows.append(f"{d.strftime('%Y-%m-%d')};{r.choice(['UWorld', 'UWorld', 'Archer', 'Saunders'])};"
                    f"{r.choice([75, 85, 100])};{r.randint(54, 72)};"
                    f"{r.choice(['pharma', 'priority', 'peds', 'OB', 'delegation', 'lab values', 'SATA'])}")
    return "\n".join(rows)


def t_uworld_csv(r, dt):
    rows = ["Subject,System,Total,Correct,Percent,Percentile"]
    for s in ["Pharmacological Therapies", "Management of Care", "Safety & Infection Control", "Reduction of Risk",
              "Physiological Adaptation", "Basic Care & Comfort", "Psychosocial Integrity", "Health Promotion"]:
        t = r.randint(80, 260)
        c = int(t * r.uniform(0.52, 0.74))
        rows.append(f"{s},All,{t},{c},{100 * c // t},{r.randint(40, 85)}")
    rows.append("UWorld NCLEX-RN QBank - Performance by client need category")
    return "\n".join(rows)


def t_weak_notes(r, dt):
    return ("NCLEX - weak areas (after UWorld assessment 2)\n- priority questions: ABC then Maslow, acute vs chronic\n"
            "- SATA: don't overthink, judge each option alone\n- pharma: digoxin hold if HR < 60, K 3.5-5.0\n"
            "- lithium 0.6-1.2, toxicity > 1.5; check Na\n- peds immunization schedule - review again\n"
            "- delegation: UAP cannot assess/teach/evaluate, LPN stable pts only\n"
            "Target 100 q/day on rest days, 50 after duty. Exam Aug 11 - kaya ko ni!")


def t_cgfns_ces(r, dt):
    return ("CGFNS INTERNATIONAL, INC. - Credentials Evaluation Service (CES) Professional Report\n"
            f"Applicant: {ME}   CGFNS ID: {r.randint(1000000, 9999999)}   Report date: {_d(dt)}\n"
            "Sent to: Texas Board of Nursing\nEducation: Bachelor of Science in Nursing, Central Philippine "
            "University, Iloilo City, 2009-2013. US equivalency: comparable to a US Bachelor of Science in Nursing.\n"
            "License: Philippines Registered Nurse, PRC No. 0791144, active. UAE (DHA) RN license, active.\n"
            "Theory and clinical hours: Medical-Surgical, Maternal-Newborn, Pediatric, Psychiatric - meets requirements.")


def t_agency_contract(r, dt):
    return (f"{AGENCY}\nRECRUITMENT AND PLACEMENT AGREEMENT\nNurse: {ME}, RN   Date: {_d(dt)}\n"
            "Client employer: Bayou Ridge Medical Center, Houston, Texas\nPosition: Registered Nurse, Med-Surg/Telemetry, "
            "full time, EB-3 immigrant visa sponsorship (Schedule A)\nAgency pays: I-140 filing, attorney fees, "
            "VisaScreen fee, NCLEX fees reimbursed on arrival, airfare, 30 days housing.\nNurse commits to 3 years "
            "of employment after start date; liquidated damages on a pro-rated basis if broken.\n"
            "Pre-conditions: pass NCLEX-RN, IELTS Academic 6.5 (speaking 7.0), CGFNS VisaScreen certificate.")


def t_agency_addendum(r, dt):
    return (f"{AGENCY}\nADDENDUM No. 1 to the Recruitment and Placement Agreement of {ME}\nEffective {_d(dt)}\n"
            "1. Starting hourly rate at Bayou Ridge Medical Center revised to USD 38.50/hour plus night differential.\n"
            "2. Relocation assistance increased to USD 5,000 (paid in two installments).\n"
            "3. The I-140 petition will be filed within 30 days after the Nurse passes the NCLEX-RN.\n"
            "All other terms remain. Signed for the Agency: Dana Whitfield, Director of International Recruitment.")


def t_recruiter_mail(r, dt):
    return _eml("Dana Whitfield <dana@lonestarnurseconnect.com>", f"{ME} <{MAIL}>", "Re: Follow up", dt,
                "Hi Maricel,\nThanks for the update! Good job on the IELTS (overall 7.5). Next items on your checklist:\n"
                "1) CGFNS VisaScreen - upload your IELTS TRF and the PRC verification;\n"
                "2) NBI clearance for travel abroad (must be issued within 12 months of the visa interview);\n"
                "3) Employment verification letter from Crescent Bay HR with dates and duties.\nOnce you pass the "
                "NCLEX on Aug 11 we will file the I-140 right away. Let me know if you need help with anything.\n"
                "Dana\nLone Star Nurse Connect")


def t_ielts(r, dt):
    return ("IELTS Test Report Form - ACADEMIC\nCentre: AE503 British Council Dubai\n"
            f"Candidate: DELA CRUZ, MARICEL   Date of test: {_d(dt)}\nListening 8.0  Reading 7.5  Writing 6.5  "
            "Speaking 7.5\nOverall Band Score: 7.5   CEFR level: C1\n"
            f"Test Report Form number: 26AE{r.randint(100000, 999999)}DELM503A")


def t_visascreen(r, dt):
    return ("CGFNS International - VisaScreen: Visa Credentials Assessment - Application Summary\n"
            f"Applicant: {ME}   Occupation: Registered Nurse   Submitted: {_d(dt)}\n"
            "Documents: education (CES on file), licensure verification PRC - pending, English proficiency "
            "(IELTS Academic 7.5) - received.\nFee paid: USD 540.00\nStatus: In review. Certificate required "
            "for the US immigrant visa interview (INA 212(a)(5)(C)).")


def t_nbi(r, dt):
    return ("REPUBLIC OF THE PHILIPPINES - DEPARTMENT OF JUSTICE\nNATIONAL BUREAU OF INVESTIGATION\nNBI CLEARANCE\n"
            f"Name: DELA CRUZ, MARICEL SALVADOR   Purpose: TRAVEL ABROAD / IMMIGRATION\nDate issued: {_d(dt)}\n"
            f"NBI ID No. {r.randint(10**9, 10**10 - 1)}   Remarks: NO RECORD ON FILE\n"
            "Applied through the Philippine Consulate General Dubai (fingerprint card) - valid for one year.")


def t_psa(r, dt):
    return ("REPUBLIC OF THE PHILIPPINES - PHILIPPINE STATISTICS AUTHORITY\nCERTIFICATE OF LIVE BIRTH\n"
            "Name of child: MARICEL SALVADOR DELA CRUZ   Sex: Female   Date of birth: 14 September 1991\n"
            "Place of birth: Western Visayas Medical Center, Mandurriao, Iloilo City\nMother: LOURDES GALLEGO "
            "SALVADOR   Father: ERNESTO TABUADA DELA CRUZ\nThis is a certified copy issued on security paper. "
            f"Issued {_d(dt)}, requested online via PSAHelpline for US immigrant visa petition.")


def t_tor(r, dt):
    return ("CENTRAL PHILIPPINE UNIVERSITY - Iloilo City - Office of the University Registrar\n"
            f"OFFICIAL TRANSCRIPT OF RECORDS\nName: DELA CRUZ, MARICEL S.   Degree: Bachelor of Science in Nursing\n"
            "Date of graduation: April 2013\nNCM 101 Health Assessment 1.75 | NCM 102 Maternal & Child 1.5 | "
            "NCM 103 Medical-Surgical 1.75 | NCM 104 Community Health 1.5 | RLE Related Learning Experience 1.5\n"
            "Remarks: Certified true copy issued for the US immigrant visa petition (VisaScreen file of the "
            "recruiting agency, Lone Star Nurse Connect).")


def t_emp_verif(r, dt):
    return (f"{_d(dt)}\nTo: HR Department, Crescent Bay Private Hospital\nRequest for Employment Verification Letter\n"
            "Dear Ms. Sumaiya,\nI am requesting an employment verification letter for my US immigration petition "
            "(CGFNS VisaScreen and I-140). Kindly state: my employment dates since 17 March 2019, position "
            "(Staff Nurse, Ward 4B Medical/Surgical), full-time 48 hours/week, and my main duties.\n"
            f"Thank you.\n{ME}, Emp. No. CB-04412")


def t_cv(r, dt):
    return (f"{ME.upper()}, RN\nAl Qusais, Dubai, UAE | +971 55 718 4420 | {MAIL}\nPROFESSIONAL SUMMARY\n"
            "Registered Nurse with 11+ years of medical-surgical experience in the Philippines and the UAE. "
            "NCLEX-RN candidate (Texas BON), ATT issued.\nEXPERIENCE\nStaff Nurse, Crescent Bay Private Hospital, "
            "Dubai - Mar 2019 to present (30-bed med-surg ward, preceptor, SKIN bundle champion)\n"
            "Staff Nurse, Our Lady of Mercy Medical Center, Quezon City - Jun 2014 to Oct 2018\n"
            "LICENSES: DHA RN; PRC RN. CERTIFICATIONS: BLS, ACLS (AHA)\nEDUCATION: BSN, Central Philippine University, 2013")


def t_cover(r, dt, v=1):
    return (f"{_d(dt)}\nHiring Manager, Nursing Department\nBayou Ridge Medical Center, Houston, Texas\n"
            "Dear Hiring Manager,\nI am writing to express my interest in the Registered Nurse position on your "
            "Medical-Surgical/Telemetry unit, through Lone Star Nurse Connect. I have more than eleven years of "
            "acute care experience in Manila and Dubai" + (", and I am currently leading a pressure-injury quality "
            "project on my ward" if v > 1 else "") + ".\nI am scheduled to take the NCLEX-RN on 11 August 2026 "
            f"and hope to support your team soon.\nSincerely,\n{ME}, RN")


def t_reloc(r, dt):
    return ("Houston move - budget;Amount USD;Notes\nApartment deposit + 1st month;2400;Katy / Westchase area\n"
            "Used car (down payment);4000;need TX license\nFurniture basics;1500;\nHealth insurance gap;0;employer day 1\n"
            "Emergency fund 3 months;9000;from EOSB gratuity\nRelocation from agency;-5000;two installments\n"
            "TOTAL needed;11900;start saving 1,500 AED/month more")


def t_uk_cbt(r, dt):
    return ("Pearson VUE - NMC Test of Competence Part 1 (CBT) - Score Report\n"
            f"Candidate: {ME}   Test date: {_d(dt)}   Test centre: Dubai\nResult: PASS (Numeracy: Pass; Clinical: Pass)\n"
            "The Nursing and Midwifery Council (UK) has been notified. Part 2 (OSCE) must be taken in the UK within "
            "the validity of your application.")


def t_uk_oet(r, dt):
    return ("OET - Occupational English Test - Statement of Results\nProfession: Nursing\n"
            f"Candidate: {ME}   Test date: {_d(dt)}   Venue: Dubai\nListening B (390)  Reading B (380)  "
            "Writing C+ (300)  Speaking B (370)\nNote: NMC requires grade B in writing - retake needed.")


def t_uk_note(r, dt):
    return ("UK plan - decision (Oct 2021)\nOET writing C+ again, need B. Agency wants 2 years bond, sponsor in "
            "Leeds. Nanay's operation coming, gastos sa lot. Stop muna ang UK - focus US later pag ready na.\n"
            "Refund request sa NMC application fee - not possible. OK lang.")


def t_us_guide(r, dt):
    return ("How internationally educated nurses immigrate to the US - a step-by-step guide\n1. Credentials "
            "evaluation (CGFNS CES) and apply to a state board of nursing\n2. Pass the NCLEX-RN\n3. English test for "
            "VisaScreen (IELTS Academic 6.5 / speaking 7)\n4. Employer files I-140 (Schedule A, no labor certification)\n"
            "5. Wait for priority date per the Visa Bulletin (EB-3 Rest of World / Philippines)\n6. NVC, DS-260, "
            "medical exam, interview at the US Embassy\nUpdated 2026. This guide is general information, not legal advice.")


def t_visa_bulletin(r, dt):
    return ("Visa Bulletin for June 2026 - U.S. Department of State\nEmployment-based final action dates\n"
            "EB-3 Skilled workers and professionals: All Chargeability 01FEB23; CHINA 01OCT20; INDIA 15APR13; "
            "MEXICO 01FEB23; PHILIPPINES 01OCT22\nDates for filing: PHILIPPINES 01JAN23\n"
            "Note: Schedule A occupations (registered nurses) use EB-3 numbers.")


# --------------------------------------------------------------------------- texts: Residency / Finance / Family

def t_eid(r, dt):
    return ("UNITED ARAB EMIRATES - IDENTITY CARD / RESIDENT IDENTITY CARD\nFederal Authority for Identity, "
            "Citizenship, Customs & Port Security (ICP)\nName: Maricel Salvador Dela Cruz   Nationality: Philippines\n"
            "ID Number: 784-1991-4471820-3   Date of birth: 14/09/1991   Sex: F\n"
            f"Issuing date: {dt.strftime('%d/%m/%Y')}   Expiry date: {(dt + timedelta(days=730)).strftime('%d/%m/%Y')}\n"
            "Occupation: Nurse   Employer: Crescent Bay Private Hospital LLC   Issuing place: Dubai")


def t_eid_receipt(r, dt):
    return ("ICP - Federal Authority for Identity, Citizenship, Customs & Port Security\nApplication receipt - "
            "Emirates ID renewal (linked to residence visa renewal)\n"
            f"Application No. 784-{r.randint(10**10, 10**11 - 1)}   Date: {_d(dt)}\nApplicant: {ME}\n"
            "Fees: AED 370.00 (paid by sponsor)\nBiometrics: completed at Al Karama ICP centre\n"
            "Delivery: Emirates Post to Crescent Bay Private Hospital HR.")


def t_visa(r, dt):
    return ("GOVERNMENT OF DUBAI - GENERAL DIRECTORATE OF RESIDENCY AND FOREIGNERS AFFAIRS (GDRFA)\n"
            f"RESIDENCE PERMIT - Employment\nName: MARICEL SALVADOR DELA CRUZ   Passport: P7734102B\n"
            f"File No. 201/2019/7/{r.randint(100000, 999999)}   Issue date: {_d(dt)}   Expiry: {_d(dt + timedelta(days=730))}\n"
            "Sponsor: Crescent Bay Private Hospital LLC   Profession: Nurse")


def t_visa_medical(r, dt):
    return ("DUBAI HEALTH AUTHORITY - Medical Fitness Centre (Visa Screening)\nMEDICAL FITNESS CERTIFICATE\n"
            f"Name: {ME}   Nationality: Philippines   Date: {_d(dt)}\nPurpose: Residence visa renewal - "
            "Category: Health care worker\nChest X-ray: normal   HIV: negative   HBsAg: negative   TB: negative\n"
            "Result: FIT")


def t_passport(r, dt):
    return ("Philippine Consulate General - Dubai\nPassport renewal - Official Receipt\n"
            f"Applicant: DELA CRUZ, MARICEL SALVADOR   Date: {_d(dt)}\nOld passport: P3391877A (expiry 2024)   "
            "New passport: P7734102B (valid 10 years)\nFee: AED 250.00   Release: 4 to 6 weeks, courier to Al Qusais")


def t_enbd(r, dt):
    bal = r.uniform(4000, 16000)
    lines = [f"Emirates NBD - Account Statement\n{ME}   Account: 1014 **** 3318 (Current, AED)\n"
             f"Period: 01 {dt.strftime('%b %Y')} - {dt.strftime('%d %b %Y')}\nOpening balance: AED {bal:,.2f}"]
    for what, lo, hi in (("SALARY CRESCENT BAY PRIVATE HOSP", 13800, 15200), ("AL ANSARI EXCHANGE TRANSFER", -4500, -2500),
                         ("RENT TRANSFER J VILLANUEVA", -2300, -2300), ("DEWA SHARE / DU", -420, -180),
                         ("CARREFOUR AL QUSAIS", -600, -150), ("ENBD CREDIT CARD PAYMENT", -2500, -800),
                         ("ATM WITHDRAWAL", -500, -200), ("NOL TOP UP", -100, -50)):
        v = r.uniform(lo, hi)
        bal += v
        lines.append(f"{what}  {v:,.2f}  bal {bal:,.2f}")
    lines.append(f"Closing balance: AED {bal:,.2f}")
    return "\n".join(lines)


def t_enbd_csv(r, dt):
    rows = ["Transaction Date,Description,Debit,Credit,Balance"]
    bal = r.uniform(6000, 12000)
    for i in range(16):
        d = dt - timedelta(days=30 - 2 * i)
        desc, amt = r.choice([("POS LULU HYPERMARKET", -r.uniform(40, 300)), ("AL ANSARI EXCHANGE", -r.uniform(1500, 4000)),
                              ("TALABAT", -r.uniform(30, 90)), ("SALARY CRESCENT BAY", 14200.0),
                              ("RTA NOL TOPUP", -50.0), ("DU PREPAID", -r.uniform(50, 150))])
        bal += amt
        rows.append(f"{d.strftime('%d/%m/%Y')},{desc},{-amt if amt < 0 else ''},{amt if amt > 0 else ''},{bal:.2f}")
    return "\n".join(rows)


def t_card(r, dt):
    return ("Emirates NBD Credit Card - Monthly Statement\nCard: Visa Platinum **** 7721   Cardholder: MARICEL DELA CRUZ\n"
            f"Statement date: {_d(dt)}   Payment due: {_d(dt + timedelta(days=25))}\n"
            f"Previous balance {_aed(r, 800, 3000)}  New purchases {_aed(r, 900, 3500)}  Payments -{_aed(r, 800, 3000)}\n"
            "Purchases: NOON.COM, SHEIN, CEBU PACIFIC AIR, UWORLD LLC (USD), CENTREPOINT\n"
            f"Minimum due: {_aed(r, 100, 250)}   Credit limit: AED 18,000")


def t_bdo(r, dt):
    return ("BDO Unibank, Inc. - Kabayan Savings - Statement of Account\n"
            f"Account name: MARICEL S. DELA CRUZ   Account no. 0071-**-4408   Branch: Pavia, Iloilo\n"
            f"Statement period ending {_d(dt)}\nBeginning balance {_php(r, 180000, 420000)}\n"
            f"Remittance credit - AL ANSARI EXCHANGE {_php(r, 40000, 90000)}\nTransfer to JRM BUILDERS - progress billing "
            f"-{_php(r, 60000, 250000)}\nInterest earned {_php(r, 20, 90)}   Withholding tax -{_php(r, 4, 18)}\n"
            f"Ending balance {_php(r, 120000, 380000)}")


def t_pagibig_mp2(r, dt):
    return ("Pag-IBIG Fund - Modified Pag-IBIG 2 (MP2) Savings - Statement\n"
            f"Member: DELA CRUZ, MARICEL S.   MID No. 1211-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}   "
            f"MP2 Account: {r.randint(10**11, 10**12 - 1)}\nAs of {_d(dt)}\nTotal savings: {_php(r, 180000, 260000)}   "
            f"Accumulated dividends: {_php(r, 15000, 30000)}\nDividend rate 2025: 7.05% p.a.   Maturity: 2029 (5-year term)\n"
            "Monthly savings via Virtual Pag-IBIG: PHP 5,000.00 (OFW)")


def t_pagibig_contrib(r, dt):
    return ("Pag-IBIG Fund - Member's Contribution Record\nMembership category: Land-based OFW (voluntary)\n"
            f"Name: DELA CRUZ, MARICEL S.   As of {_d(dt)}\nMonthly contribution PHP 200.00 (employee share)\n"
            "Total months: 138   Total contributions incl. employer share (Manila years): PHP 41,300.00")


def t_sss(r, dt):
    rows = ["SSS Contributions - OFW Voluntary Member - DELA CRUZ MARICEL S - SS No 07-3319842-5",
            "Applicable month;Monthly salary credit;Contribution PHP;Paid via;PRN"]
    for i in range(6):
        d = dt - timedelta(days=31 * (5 - i))
        rows.append(f"{d.strftime('%b %Y')};20000;2400.00;GCash;{r.randint(10**12, 10**13 - 1)}")
    return "\n".join(rows)


def t_philhealth(r, dt):
    return ("PhilHealth - Member Data Record / Premium Contribution\nMember: DELA CRUZ, MARICEL S.   PIN 19-0501443-2\n"
            f"Member type: Land-based OFW   Year {dt.year}: premium 5% of monthly income, capped at PHP 5,000/month\n"
            "Dependents: LOURDES S. DELA CRUZ (mother, 60+)\nPaid until: " + dt.strftime("%B %Y"))


def t_sunlife(r, dt):
    return ("Sun Life of Canada (Philippines), Inc.\nPolicy Summary - Sun Maxilink Prime (variable universal life)\n"
            f"Policy owner / insured: {ME}   Policy no. 0821{r.randint(100000, 999999)}\n"
            f"Annual premium: PHP 36,000.00   Face amount: PHP 1,500,000.00   Beneficiary: Lourdes S. Dela Cruz (mother)\n"
            f"Fund value as of {_d(dt)}: {_php(r, 140000, 190000)}   Next due date: 15 August {dt.year}")


def t_budget(r, dt):
    return ("\n".join([f"BUDGET {dt.strftime('%B %Y').upper()};AED;PHP equiv;Notes",
                       "Salary (net);14200;;", "Rent (room, Al Qusais);2300;;to Joy", "DEWA + du share;350;;",
                       "Padala kay Nanay;2000;31000;monthly", "Jerome tuition (save);1200;18600;2nd sem due",
                       "Bahay - progress billing fund;4500;69750;", "Pag-IBIG MP2 + SSS;560;8680;",
                       "Food + groceries;900;;", "Nol + transport;250;;", "NCLEX / UWorld;300;;",
                       "Savings (US move);1000;;", "Natira;840;;"]))


def t_loan_closure(r, dt):
    return ("Emirates NBD Bank PJSC\nLIABILITY / CLEARANCE LETTER\n"
            f"Date: {_d(dt)}\nTo whom it may concern,\nThis is to confirm that {ME} (customer no. 4471820) has fully "
            "settled her Personal Loan account no. PL-0193-556712 and that no further liability exists on this loan.\n"
            "The salary transfer requirement linked to this loan is released.\nRetail Loans Operations")


def t_loan_schedule(r, dt):
    rows = ["Personal Loan PL-0193-556712 - Repayment schedule;;;", "Loan amount;AED 60,000;Rate 5.99% flat;48 months",
            "Purpose: lot in Pavia (down payment) + Nanay;;;", "Installment no;Due date;EMI;Outstanding"]
    out = 60000 * 1.24
    for i in range(1, 13):
        out -= 1550
        rows.append(f"{i};{(dt + timedelta(days=30 * i)).strftime('%d-%b-%Y')};1550;{out:,.0f}")
    return "\n".join(rows)


def t_remit(r, dt):
    aed = r.choice([1500, 2000, 2000, 2500, 3000])
    rate = r.uniform(15.2, 15.9)
    return ("AL ANSARI EXCHANGE - Remittance Receipt\n"
            f"Transaction no. {r.randint(10**11, 10**12 - 1)}   Date: {_d(dt)}   Branch: Al Qusais 2\n"
            f"Sender: {ME}, EID 784-1991-4471820-3\nBeneficiary: LOURDES SALVADOR DELA CRUZ, Pavia, Iloilo, Philippines\n"
            f"Mode: Bank deposit - BDO / GCash wallet 0917*****88\nAmount sent: AED {aed:,.2f}   Rate: {rate:.4f}\n"
            f"Amount payable: PHP {aed * rate:,.2f}   Charges: AED 16.00\nPurpose: Family support")


def t_padala_tracker(r, dt):
    rows = ["Buwan;Padala kay Nanay (PHP);Jerome allowance;Tuition;Iba pa;Total"]
    for i in range(r.randint(8, 12)):
        d = dt - timedelta(days=30 * i)
        rows.append(f"{d.strftime('%b %Y')};{r.choice([30000, 31000, 32000])};{r.choice([5000, 6000])};"
                    f"{r.choice(['', '', '28500'])};{r.choice(['', 'gamot 3200', 'kuryente 2100', 'fiesta 5000'])};")
    return "\n".join(rows)


def t_tuition(r, dt):
    return ("UNIVERSITY OF SAN AGUSTIN - Iloilo City - Accounting Office\nSTATEMENT OF ACCOUNT\n"
            f"Student: DELA CRUZ, JEROME S.   ID 2023-01847   Course: BS Civil Engineering - 3rd Year\n"
            f"Term: {'1st' if dt.month > 6 else '2nd'} Semester, AY {dt.year - (0 if dt.month > 6 else 1)}-"
            f"{dt.year + (1 if dt.month > 6 else 0)}\nTuition (24 units) {_php(r, 38000, 44000)}   Misc & lab fees "
            f"{_php(r, 6000, 9000)}\nLess payments {_php(r, 10000, 20000)}\nBalance due for midterm exam permit: "
            f"{_php(r, 14000, 26000)}")


def t_grades(r, dt):
    subj = ["CE 311 Structural Theory", "CE 312 Hydraulics", "CE 313 Soil Mechanics", "MATH 305 Numerical Methods",
            "CE 314 Construction Materials & Testing", "THEO 3 Christian Morality"]
    return ("UNIVERSITY OF SAN AGUSTIN - Report of Grades\nStudent: DELA CRUZ, JEROME S.   BS Civil Engineering\n"
            + "\n".join(f"{s}  {r.choice(['1.5', '1.75', '2.0', '2.25', '1.25'])}" for s in subj)
            + "\nGWA: 1.83   Status: Regular")


def t_registrar_letter(r, dt):
    return (f"{_d(dt)}\nThe University Registrar / Accounting Office\nUniversity of San Agustin, Iloilo City\n"
            "Dear Sir/Madam,\nI am the sister and sponsor of Jerome S. Dela Cruz, BS Civil Engineering 3rd year. "
            "I am working as a nurse in Dubai and my salary comes at the end of the month. May I respectfully "
            "request a promissory note so that he can take the final examination, and the balance will be paid "
            f"in full on or before {_d(dt + timedelta(days=14))}.\nThank you for your kind consideration.\n{ME}")


def t_meds(r, dt):
    return ("Mercury Drug - Pavia\nOfficial Receipt\nCustomer: LOURDES DELA CRUZ (Senior Citizen ID 0418-22)\n"
            f"Date: {_d(dt)}\nLosartan 50mg x 30  Amlodipine 5mg x 30  Metformin 500mg x 60  Atorvastatin 20mg x 30\n"
            f"Subtotal {_php(r, 2800, 3600)}  Senior citizen 20% discount applied\nTotal paid {_php(r, 2200, 2900)}")


def t_nanay_meds_list(r, dt):
    return ("Gamot ni Nanay (as of " + dt.strftime("%b %Y") + ")\nLosartan 50mg - 1x sa aga\nAmlodipine 5mg - 1x sa gab-i\n"
            "Metformin 500mg - 2x pagkatapos kaon\nAtorvastatin 20mg - bago matulog\nCheck-up kay Dr. Gonzaga every 3 months, "
            "next: " + _d(dt + timedelta(days=60)) + "\nPadala extra 3,000 para sa gamot kada bulan")


def t_cataract(r, dt):
    return ("WESTERN VISAYAS EYE CENTER - Iloilo City\nSTATEMENT OF ACCOUNT / OFFICIAL RECEIPT\n"
            f"Patient: LOURDES S. DELA CRUZ   Date: {_d(dt)}\nProcedure: Phacoemulsification with IOL implant, right eye\n"
            f"Surgeon's fee {_php(r, 35000, 45000)}  Facility and IOL {_php(r, 40000, 52000)}\nLess PhilHealth case rate "
            "PHP 16,000.00 (member: Maricel S. Dela Cruz, dependent)\nAmount paid: " + _php(r, 60000, 80000)
            + "  Paid by: bank transfer from BDO (M. Dela Cruz)")


# --------------------------------------------------------------------------- texts: House / Apartment / Health

def t_house_agreement(r, dt):
    return (f"{JRM}\nCONSTRUCTION AGREEMENT\nOwner: {ME}, represented in the Philippines by Lourdes S. Dela Cruz "
            "(SPA dated 2 October 2025)\nProject: Two-storey residential house, 96 sq.m. floor area, Lot 14 Blk 3, "
            "Brgy. Balabag, Pavia, Iloilo (TCT No. 089-2022004417)\nContract price: PHP 2,350,000.00 (labor and "
            "materials)\nPayment: 15% mobilization, then progress billings per accomplishment, 5% retention until "
            "turnover.\nDuration: 300 calendar days from 10 November 2025. Turnover target: September 2026.\n"
            "Signed in Pavia, Iloilo.")


def t_scope(r, dt):
    return ("SCOPE OF WORK - Dela Cruz residence, Balabag, Pavia\n1. Site clearing, layout, excavation\n"
            "2. Footings, columns, beams (3000 psi), 2nd floor slab\n3. CHB walls 6\" exterior, 4\" interior\n"
            "4. Roofing: long-span pre-painted GI 0.5mm, C-purlins\n5. Plumbing and septic vault\n"
            "6. Electrical: 60A panel, convenience outlets per plan\n7. Finishes: floor tiles 60x60, paint, ceiling fiber cement\n"
            "Excluded: fence, kitchen cabinets, aircon units.")


def t_floorplan(r, dt, rev="v3"):
    return (f"PROPOSED TWO-STOREY RESIDENCE - Owner: MARICEL S. DELA CRUZ - Brgy. Balabag, Pavia, Iloilo\n"
            f"Sheet A-1 GROUND & SECOND FLOOR PLAN   Rev: {rev}   Scale 1:100\nGround: living/dining 4.0x6.0, kitchen "
            "3.0x3.5, bedroom (Nanay) 3.0x3.0 with T&B, laundry, porch\nSecond: master bedroom 3.5x4.0, bedroom 2 "
            "3.0x3.0, T&B, balcony\nPrepared by: Engr. Jose Ramon Magbanua, CE   Architect: Ar. Kristine Joy Tan")


def t_electrical(r, dt):
    return ("SHEET E-1 ELECTRICAL LAYOUT - Dela Cruz Residence, Pavia\nPanel board 60A main, 8 branch circuits\n"
            "C1 lighting GF, C2 lighting 2F, C3-C4 convenience outlets, C5 aircon MBR, C6 aircon BR2, C7 range, "
            "C8 water heater\nWire THHN 3.5 mm2 / 5.5 mm2, PVC conduit 20mm\nPrepared by: Engr. R. Fuentes, PEE")


def t_permit(r, dt):
    return ("MUNICIPALITY OF PAVIA - Office of the Building Official\nBUILDING PERMIT\n"
            f"Permit No. 2025-{r.randint(100, 999)}   Date issued: {_d(dt)}\nOwner: MARICEL S. DELA CRUZ   "
            "Location: Lot 14 Blk 3, Brgy. Balabag, Pavia, Iloilo\nScope: New construction - residential, 2 storeys, "
            "96 sq.m.\nFees paid: PHP 8,742.00   Building Official: Engr. Nestor A. Caballero")


def t_brgy_clearance(r, dt):
    return ("Republic of the Philippines - Province of Iloilo - Municipality of Pavia\nBARANGAY BALABAG\n"
            "BARANGAY CLEARANCE (Construction)\nThis is to certify that MARICEL S. DELA CRUZ, through her "
            "representative LOURDES S. DELA CRUZ, is allowed to construct a residential house at Lot 14 Blk 3 of "
            f"this barangay.\nIssued {_d(dt)}. Punong Barangay: Hon. Rodolfo P. Tanoy")


def t_bom(r, dt):
    rows = ["BILL OF MATERIALS - Dela Cruz Residence - rev2;Qty;Unit;Unit cost PHP;Amount"]
    for item, q, u, lo, hi in (("Portland cement 40kg", 820, "bags", 250, 275), ("Deformed bar 12mm x 6m", 460, "pcs", 280, 310),
                               ("Deformed bar 10mm x 6m", 380, "pcs", 190, 210), ("CHB 6in", 2600, "pcs", 17, 20),
                               ("CHB 4in", 3100, "pcs", 14, 16), ("Washed sand", 45, "cu.m", 1300, 1500),
                               ("Gravel 3/4", 38, "cu.m", 1500, 1700), ("Long span roofing 0.5mm", 160, "l.m.", 390, 430),
                               ("Floor tiles 60x60", 210, "sq.m", 520, 650), ("Coco lumber 2x2", 300, "pcs", 60, 75)):
        c = r.uniform(lo, hi)
        rows.append(f"{item};{q};{u};{c:,.2f};{q * c:,.2f}")
    return "\n".join(rows)


def t_quote(r, dt, what="tiles"):
    supp = {"tiles": ("WILCON DEPOT - Iloilo (Mandurriao)", "Floor tiles 60x60 matte beige 210 sq.m; wall tiles 30x60 "
                      "T&B 48 sq.m; tile adhesive 120 bags; grout"),
            "windows": ("ILOILO GLASS & ALUMINUM SUPPLY", "Sliding windows powder-coated aluminum 12 sets; "
                        "casement windows T&B 3 sets; main door frame"),
            "roofing": ("PANAY STEEL ROOFING CENTER", "Long span pre-painted 0.5mm ocean blue 160 l.m.; ridge roll; "
                        "C-purlins 2x6 gauge 16; tek screws; insulation foam")}[what]
    return (f"{supp[0]}\nQUOTATION No. Q-{r.randint(10000, 99999)}   Date: {_d(dt)}\nClient: Maricel Dela Cruz / c/o "
            f"JRM Builders - Balabag, Pavia project\nItems: {supp[1]}\nTotal: {_php(r, 60000, 190000)}  (VAT inclusive)\n"
            "Validity: 15 days. Delivery within Iloilo City and Pavia free for orders above PHP 50,000.")


def t_billing(r, dt, n=1):
    pct = {1: 22, 2: 38, 3: 55, 4: 68, 5: 76}.get(n, 50)
    return (f"{JRM}\nPROGRESS BILLING No. {n}\nProject: Dela Cruz residence, Brgy. Balabag, Pavia   Date: {_d(dt)}\n"
            f"Accomplishment to date: {pct}% (per attached photos and engineer's report)\n"
            f"Works this period: {['footings and columns', 'ground floor beams and slab', '2nd floor slab and CHB walls', 'roof framing and roofing', 'plumbing rough-in and plastering'][min(n, 5) - 1]}\n"
            f"Gross amount this billing: {_php(r, 250000, 420000)}   Less 5% retention\nAmount due: {_php(r, 230000, 400000)}\n"
            "Please deposit to BDO account of JRM Builders 0092-4417-28. Salamat po, Ma'am!")


def t_payment_tracker(r, dt):
    rows = ["Petsa;Bayad;Para sa;Amount PHP;Paano"]
    for i, (what, amt) in enumerate((("Mobilization 15%", 352500), ("Progress billing 1", 298400), ("Progress billing 2", 341200),
                                     ("Tiles downpayment Wilcon", 60000), ("Progress billing 3", 376900),
                                     ("Progress billing 4", 309750), ("Windows 50% down", 48000))):
        rows.append(f"{(dt - timedelta(days=25 * (7 - i))).strftime('%Y-%m-%d')};{what};JRM / supplier;{amt:,};"
                    f"{r.choice(['BDO transfer', 'Al Ansari to BDO', 'cash via Nanay'])}")
    rows.append(";TOTAL PAID;;1,786,750;")
    rows.append(";Contract balance (of 2,350,000 + extras);;563,250 + change orders;")
    return "\n".join(rows)


def t_change_order(r, dt):
    return (f"{JRM}\nCHANGE ORDER No. 2\nDate: {_d(dt)}   Project: Dela Cruz residence, Pavia\n"
            "Requested by owner: extend porch by 1.2 m and add roof over laundry area; upgrade T&B to full-height tiles.\n"
            f"Additional cost: {_php(r, 48000, 75000)}   Additional time: 12 calendar days\nApproved by owner (via Messenger): ______")


def t_engineer_notes(r, dt):
    return ("Mga pamangkot kay Engr. Magbanua (next video call)\n- ang slab sa 2nd floor, pila ka adlaw bago tanggalon ang "
            "forms?\n- pwede pa ma-move ang outlet sa kusina pa-left, 60cm gid\n- ang sink sa laundry - stainless ukon "
            "concrete?\n- delay sa windows - when ma-deliver?\n- dapat may receipt kada deliver sang materials, send sa "
            "Messenger\n- turnover pa gihapon September? kay mag-uwi ko August, gusto ko makita")


def t_delay_letter(r, dt):
    return (f"{_d(dt)}\nEngr. Jose Ramon Magbanua\nJRM Builders & Construction Services, Pavia, Iloilo\n"
            "Re: Dela Cruz residence - schedule and progress billing 4\nDear Engr. Magbanua,\nThank you for the progress "
            "photos. I noticed the roofing was completed two weeks later than the schedule we agreed, and the "
            "aluminum windows are still not delivered. Before I release progress billing no. 4, kindly send the "
            "updated schedule and the delivery receipts of the materials. I will be home on 1 August and would "
            "like the house to be ready for inspection of the finishes then.\nThank you and God bless.\n"
            f"{ME}, Owner")


def t_cost_compare(r, dt):
    return ("Materials - compare;Wilcon;CW Home Depot;Local hardware Pavia\nTiles 60x60 per sq.m;589;612;540 (limited stock)\n"
            "Paint Boysen 4L;1150;1120;1180\nToilet bowl;6800;7250;5900\nKitchen sink SS;3400;3990;3150\n"
            "Choice: tiles Wilcon, sink local, toilet CW sale;;;")


def t_electrical_permit(r, dt):
    return ("MUNICIPALITY OF PAVIA - Office of the Building Official\nELECTRICAL PERMIT / Certificate of Final "
            f"Electrical Inspection request\nDate: {_d(dt)}   Owner: MARICEL S. DELA CRUZ\nLocation: Lot 14 Blk 3, "
            "Brgy. Balabag, Pavia\nContractor: JRM Builders   PEE: Engr. R. Fuentes\nFor: application of electric "
            "service connection with ILECO I after completion.")


def t_tct(r, dt):
    return ("REPUBLIC OF THE PHILIPPINES - REGISTRY OF DEEDS FOR THE PROVINCE OF ILOILO\nTRANSFER CERTIFICATE OF TITLE "
            "No. 089-2022004417\nRegistered owner: MARICEL SALVADOR DELA CRUZ, of legal age, single, Filipino\n"
            "Lot 14, Block 3, Villa Balabag Subdivision, Brgy. Balabag, Pavia, Iloilo; area 180 square meters\n"
            "Entry date: 18 November 2022   Register of Deeds: Atty. M. L. Dionela")


def t_taxdec(r, dt):
    return ("Republic of the Philippines - Province of Iloilo - Municipal Assessor, Pavia\nTAX DECLARATION OF REAL PROPERTY\n"
            f"TD No. 16-0009-{r.randint(1000, 9999)}   Owner: DELA CRUZ, MARICEL S.\nLocation: Brgy. Balabag, Pavia   "
            "Kind: Land (residential), 180 sq.m   Market value PHP 540,000.00   Assessed value PHP 108,000.00\n"
            "Effectivity: 2023")


def t_rpt(r, dt):
    return ("MUNICIPALITY OF PAVIA - Office of the Municipal Treasurer\nOFFICIAL RECEIPT - REAL PROPERTY TAX (Amilyar)\n"
            f"Date: {_d(dt)}   Tax year: {dt.year}\nDeclared owner: MARICEL S. DELA CRUZ   TD No. 16-0009-4471   "
            "Brgy. Balabag\nBasic tax 1% + SEF 1% of assessed value PHP 108,000.00 = PHP 2,160.00\n"
            "Discount for early payment 10%: -216.00   Total paid: PHP 1,944.00   Paid by: Lourdes S. Dela Cruz")


def t_lot_final(r, dt):
    return ("ACKNOWLEDGEMENT RECEIPT\n" f"Date: {_d(dt)}\nReceived from MARICEL S. DELA CRUZ the amount of PHP 185,000.00 "
            "as FULL AND FINAL PAYMENT for Lot 14, Block 3, Villa Balabag Subdivision, Pavia, Iloilo (180 sq.m, "
            "total price PHP 720,000.00). The buyer has no more balance.\nReceived by: Spouses Eduardo and "
            "Remedios Gerona (sellers)\nWitness: Lourdes S. Dela Cruz")


def t_lot_schedule(r, dt):
    rows = ["Lot payments - Gerona (Lot 14 Blk 3 Balabag);Date;Amount PHP;Balance"]
    bal = 720000
    for i, amt in enumerate((150000, 95000, 95000, 95000, 100000, 185000)):
        bal -= amt
        rows.append(f"Payment {i + 1};{(dt - timedelta(days=90 * (5 - i))).strftime('%Y-%m-%d')};{amt:,};{bal:,}")
    rows.append("FULLY PAID;;;0")
    return "\n".join(rows)


def t_sublease(r, dt):
    return ("ROOM SHARING / SUBLEASE AGREEMENT\nFlat 1204, Al Qusais Residence 3, Al Qusais 1, Dubai\n"
            "Leaseholder: Joy Villanueva (Ejari no. 0123-2023-7781)\nOccupant: Maricel Dela Cruz - master bedroom with "
            f"own bathroom\nStart: 1 July 2023   Monthly: AED 2,300 inclusive of internet; DEWA split four ways\n"
            "Deposit: AED 2,300 (refundable with 1 month notice). No visitors overnight without consent of flatmates.\n"
            f"Renewed {_d(dt)} for another 12 months.")


def t_dewa(r, dt):
    return ("DUBAI ELECTRICITY & WATER AUTHORITY (DEWA)\nElectricity & Water bill\nPremise: Flat 1204, Al Qusais "
            f"Residence 3   Account no. 20{r.randint(10**7, 10**8 - 1)}\nBill date: {_d(dt)}   Consumption: "
            f"{r.randint(700, 1900)} kWh, {r.randint(4000, 9000)} IG water\nHousing fee (5%) included\n"
            f"Total due: {_aed(r, 520, 1350)}   Share per person (4): see note\nPaid: DEWA app")


def t_du(r, dt):
    return ("du - Emirates Integrated Telecommunications Company PJSC\nTAX INVOICE - Home Internet\n"
            f"Account: 1.{r.randint(10**7, 10**8 - 1)}   Name: JOY VILLANUEVA / Flat 1204 Al Qusais\nInvoice date: {_d(dt)}\n"
            "Home Wireless Plus 500 Mbps  AED 389.00  VAT 5% AED 19.45  TOTAL AED 408.45")


def t_rent_mail(r, dt):
    return ("Mail - Maricel Dela Cruz - Outlook\nflat renewal\nJoy Villanueva <joyvillanueva.rn@gmail.com>\n"
            f"To: {ME}\n{dt.strftime('%a %d/%m/%Y %H:%M')}\n"
            "Hi Cel! Landlord sent the renewal for Flat 1204 - rent goes up 5% from July so your room becomes "
            "AED 2,400 incl. internet. DEWA same, split 4. Pls confirm by end of week so I can sign the Ejari. "
            "Also the AC of your room will be serviced on Saturday. Thanks te!")


def t_karama_agreement(r, dt):
    return ("BEDSPACE AGREEMENT - Partition 3, Flat 507, Al Karama Bldg 12, Dubai\nLadies only. Monthly AED 950 including "
            f"DEWA and wifi. Start: 15 March 2019. Deposit AED 500. One month notice.\nOccupant: Maricel Dela Cruz\n"
            "Flat owner/tenant: Mrs. Leticia Dumalagan   Contact 050 433 2190")


def t_karama_refund(r, dt):
    return (f"Received/Refund note - {_d(dt)}\nI, Leticia Dumalagan, tenant of Flat 507 Al Karama Bldg 12, return to "
            "Maricel Dela Cruz the deposit of AED 500 for bedspace partition 3, less AED 0 (no damage). She vacated "
            "on 30 June 2023 after 4 years. Thank you and God bless sa new flat mo!\nSigned: L. Dumalagan")


def t_health_card(r, dt):
    return ("NAS Administration Services - Health insurance card details\nInsurer: Dubai Insurance Co. PSC - Enhanced "
            f"Plan (Employer group: Crescent Bay Private Hospital)\nMember: {ME}   Card no. 3010-{r.randint(1000, 9999)}-"
            f"{r.randint(1000, 9999)}\nValid: {_d(dt)} to {_d(dt + timedelta(days=365))}\nNetwork: GN+  Co-pay 10% "
            "outpatient (max AED 50), inpatient 0%. Dental: emergency only. Optical: not covered.")


def t_labs(r, dt):
    return ("PRIME MEDICAL CENTER - Al Qusais - Laboratory Report\n"
            f"Patient: {ME}  Female 34y  MRN 558201  Collected: {_d(dt)}\nCBC: Hb {r.uniform(11.6, 13.2):.1f} g/dL  "
            f"WBC {r.uniform(4.8, 8.2):.1f}  Plt {r.randint(190, 320)}\nFasting glucose {r.randint(82, 99)} mg/dL  HbA1c "
            f"{r.uniform(5.1, 5.6):.1f}%\nTotal cholesterol {r.randint(170, 215)}  LDL {r.randint(98, 140)}  TSH "
            f"{r.uniform(1.1, 3.2):.2f}\nVitamin D {r.randint(14, 22)} ng/mL (LOW - supplement advised)\nFerritin {r.randint(18, 45)}")


def t_hepb(r, dt):
    return ("Crescent Bay Private Hospital - Occupational Health\nEmployee immunity screening\n"
            f"Employee: {ME} (CB-04412)   Date: {_d(dt)}\nAnti-HBs: {r.randint(120, 480)} mIU/mL - IMMUNE\n"
            "Varicella IgG positive. MMR IgG positive. Influenza vaccine given (season " + str(dt.year) + ").\n"
            "TB screening (IGRA): negative. Fit for duty.")


def t_dental(r, dt):
    return ("SMILE ARC DENTAL CLINIC - Al Nahda\nInvoice / Treatment record\n"
            f"Patient: {ME}   Date: {_d(dt)}\nScaling and polishing AED 250; composite filling #36 AED 400; "
            "panoramic X-ray AED 150\nInsurance: not covered (emergency only)   Total paid: AED 800.00 (card)\n"
            "Next recall: 6 months")


def t_checkup(r, dt):
    return ("Annual check-up - notes\n" f"{_d(dt)} - Dr. Hessa (GP, Prime Medical Al Qusais)\nBP 118/76, BMI 24.1\n"
            "Vit D low again - D3 50,000 IU weekly x 8 then 2,000 IU daily\nBack pain from night shifts - physio 6 sessions "
            "approved by insurance, use proper body mechanics\nPap smear normal. Next: repeat labs in 3 months.")


def t_physio(r, dt):
    return ("ProCare Physiotherapy Centre - Dubai\nTreatment plan\n" f"Patient: {ME}   Referral: Dr. Hessa, low back pain\n"
            f"Start: {_d(dt)}   Sessions approved by insurer: 6\nPlan: core strengthening, McKenzie extension, "
            "manual therapy. Home exercises 2x/day. Avoid lifting patients without hoist/assist.")


def t_night_shift_reading(r, dt):
    return ("Eating well on night shifts - tips for nurses\n- eat your main meal before the shift, light snacks after "
            "midnight\n- avoid heavy carbs at 3 am; protein + fruit\n- caffeine only in the first half of the shift\n"
            "- blackout curtains and the same sleep window after nights\nSource: occupational health newsletter.")


# --------------------------------------------------------------------------- texts: Church / Travel / misc

def t_dues(r, dt):
    rows = [f"{KORO} - Monthly dues {dt.year};Jan;Feb;Mar;Apr;May;Jun"]
    for m in MEMBERS:
        rows.append(m + ";" + ";".join(r.choice(["20", "20", "20", "-"]) for _ in range(6)))
    rows.append("Treasurer: Maricel Dela Cruz;;;;;;")
    return "\n".join(rows)


def t_minutes(r, dt):
    return (f"{KORO}\nMINUTES OF THE MONTHLY MEETING - {_d(dt)}\nVenue: St. Mary's Church, Room 6, after the 7:00 pm "
            f"Filipino Mass\nPresent: {', '.join(r.sample(MEMBERS, 8))}, Maricel Dela Cruz (treasurer)\n"
            "1. Treasurer's report: cash on hand AED " + f"{r.randint(1800, 4200):,}" + "; dues collection ongoing.\n"
            "2. Benefit concert Himig ng Pag-asa (10 July): rehearsals every Friday, ticket AED 50.\n"
            "3. Lineup for Sunday Masses assigned. New robe order postponed.\nMeeting adjourned with a prayer. "
            "Secretary: Grace Panganiban")


def t_members(r, dt):
    rows = ["Name;Voice;Mobile;Since"]
    for m in MEMBERS:
        rows.append(f"{m};{r.choice(['Soprano', 'Alto', 'Tenor', 'Bass'])};05{r.randint(0, 8)} {r.randint(100, 999)} "
                    f"{r.randint(1000, 9999)};{r.randint(2012, 2025)}")
    return "\n".join(rows)


def t_treasurer(r, dt):
    q = (dt.month - 1) // 3 + 1
    return (f"{KORO}\nTREASURER'S REPORT - Q{q} {dt.year}\nBeginning balance: AED {r.randint(2000, 3500):,}.00\n"
            f"Add: monthly dues AED {r.randint(600, 900)}.00; donations (Sto. Nino feast) AED {r.randint(300, 800)}.00\n"
            f"Less: music sheets/printing AED {r.randint(80, 200)}.00; birthday cake for Fr. Joseph AED 120.00; "
            f"transport for Sharjah Mass AED {r.randint(100, 250)}.00\nEnding balance: AED {r.randint(2500, 4200):,}.00\n"
            "Prepared by: Maricel Dela Cruz, Treasurer   Noted by: Arnel Soriano, Coordinator")


def t_cash_count(r, dt):
    return (f"cash count koro {dt.strftime('%d/%m')}\n100 x {r.randint(5, 14)}\n50 x {r.randint(6, 20)}\n"
            f"20 x {r.randint(10, 30)}\n10 x {r.randint(3, 12)}\ncoins 27.50\nmatch sa dues list? kulang 20 - si Ramil "
            "mabayad next Sunday\ndeposit sa koro envelope, receipt to Arnel")


def t_concert_budget(r, dt):
    return ("HIMIG NG PAG-ASA 2026 - Benefit concert budget;AED;Status\nParish hall rental (St. Mary's);0;waived by parish\n"
            "Sound system + technician;1800;quote Melodia Sound\nPrinting tickets + posters;350;\nSnacks for performers;600;\n"
            "Flowers/stage decor;400;\nTicket sales target 400 x 50;20000;\nSponsors (Kabayan Cargo, Tita Rosa's Kitchen);3500;\n"
            "Net for typhoon families in Iloilo (Caritas Jaro);~20350;")


def t_concert_program(r, dt):
    return ("HIMIG NG PAG-ASA - A benefit concert for typhoon-affected families in Iloilo\nCoro San Lorenzo Ruiz with "
            "guests\n10 July 2026, 7:30 PM, St. Mary's Parish Hall, Oud Metha\nPROGRAM\nOpening prayer - Fr. Joseph\n"
            "1. Pananagutan\n2. Tell the World of His Love\n3. Dandansoy (Hiligaynon folk song) - Ilonggo sa Dubai guest\n"
            "4. Anak - solo, Paolo Dimaculangan\n5. Bayan Ko\nIntermission - raffle\n6. Hindi Kita Malilimutan\n"
            "7. Ugoy ng Duyan\nClosing: Lead Me Lord (all) / thank-you by the treasurer on the funds raised")


def t_venue(r, dt):
    return ("St. Mary's Catholic Church, Oud Metha - Parish Office\nFACILITY BOOKING CONFIRMATION\n"
            f"Group: Coro San Lorenzo Ruiz (Filipino choir)   Contact: Maricel Dela Cruz\nEvent: benefit concert "
            f"'Himig ng Pag-asa'\nDate: Friday 10 July 2026, 6:00 pm - 10:30 pm (set-up from 4:00 pm)\nVenue: Parish "
            f"Hall, capacity 450   Fee: waived (charity event, proceeds to Caritas Jaro)\nConfirmed {_d(dt)}. "
            "Ticket sales within church premises need parish approval - approved.")


def t_tickets(r, dt):
    rows = ["Seller;Tickets given;Sold;Cash remitted AED;Balance"]
    for m in MEMBERS[:10]:
        g = r.choice([20, 30, 40])
        s = r.randint(5, g)
        rows.append(f"{m};{g};{s};{s * 50};{(g - s)} tix")
    return "\n".join(rows)


def t_simbang_report(r, dt):
    return (f"{KORO}\nSIMBANG GABI 2025 - FINANCIAL REPORT (final)\nPeriod: 15-24 December 2025, 9 evening Masses\n"
            f"Income: love offering from parish AED 1,500; members' contribution AED {r.randint(700, 900)}\n"
            "Expenses: puto bumbong and bibingka for fellowship AED 1,140; parol decor AED 260; robes laundry AED 180\n"
            f"Balance turned over to the choir fund: AED {r.randint(500, 800)}.00\nClosed and audited 10 January 2026. "
            "Treasurer: Maricel Dela Cruz")


def t_simbang_sched(r, dt):
    return ("SIMBANG GABI 2025 - Coro San Lorenzo Ruiz assignment\nDec 15 - Kyrie (Hontiveros), Dec 16 - Purihin, "
            "Dec 17 - Pasko na Naman\nDec 18-20: St. Mary's, 8:30 pm Mass\nDec 21-24: Sharjah St. Michael's with the "
            "Sharjah choir\nCall time 7:30 pm, white top + red scarf. Practice: Dec 12 and 13.")


def t_xmas_party(r, dt):
    return ("Koro Christmas Party 2024 - expenses (liquidation)\nVenue: Tita Rosa's Kitchen, Karama\n"
            "Food 28 pax x 45 = 1,260\nExchange gift max AED 50\nRaffle prizes 300\nCollected 30 x 45 = 1,350\n"
            "Balance +90 -> choir fund. Thank you everyone! - Maricel (treasurer)")


def t_lineup(r, dt):
    songs = ["Papuri sa Diyos", "Santo", "Kordero ng Diyos", "Pananagutan", "Tanging Yaman", "Here I Am Lord",
             "Ama Namin (Hontiveros)", "Awit ng Paghahangad", "Sa Iyong Mga Yapak", "One More Gift"]
    return (f"Mass lineup - {_d(dt)} - 7:00 pm Filipino Mass, St. Mary's\nEntrance: {r.choice(songs)}\n"
            f"Gloria: Papuri sa Diyos\nPsalm: per Sunday\nOffertory: {r.choice(songs)}\nCommunion: {r.choice(songs)}\n"
            f"Recessional: {r.choice(songs)}\nKey: capo 2 for guitar")


def t_lyrics(r, dt):
    return ("Pananagutan (E. Hontiveros) - lyrics for choir practice\nWalang sinuman ang nabubuhay para sa sarili lamang\n"
            "Walang sinuman ang namamatay para sa sarili lamang\nTayong lahat ay may pananagutan sa isa't isa\n"
            "Tayong lahat ay tinipon ng Diyos na kapiling Niya\nChords: G - Em - C - D")


def t_flights(r, dt):
    return ("CEBU PACIFIC - Itinerary Receipt\nBooking reference: " + "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6))
            + f"\nGuest: MS MARICEL DELA CRUZ   Booked: {_d(dt)}\n5J 15  DXB 01 AUG 2026 23:55 - MNL 02 AUG 13:10\n"
            "5J 453 MNL 02 AUG 16:40 - ILO 02 AUG 17:55\n5J 452 ILO 24 AUG 06:20 - MNL 07:30\n"
            "5J 14  MNL 24 AUG 20:00 - DXB 25 AUG 01:05\nBaggage: 40 kg   Total paid AED 2,846.00 (credit card ****7721)")


def t_leave(r, dt):
    return (f"{HOSP}\nANNUAL LEAVE APPLICATION FORM\nEmployee: {ME}   Emp. No. CB-04412   Unit: Ward 4B\n"
            "Leave type: Annual leave with air ticket   From: 01 August 2026   To: 25 August 2026 (25 days)\n"
            "Destination: Iloilo, Philippines   Contact while on leave: +63 917 552 0841\n"
            f"Approved by Nurse Manager: Reena Thomas   Date: {_d(dt)}   HR: ticket allowance AED 2,200")


def t_oec(r, dt):
    return ("DEPARTMENT OF MIGRANT WORKERS (DMW) - OEC / Balik-Manggagawa\nOVERSEAS EMPLOYMENT CERTIFICATE (exemption)\n"
            f"Worker: DELA CRUZ, MARICEL S.   Employer: Crescent Bay Private Hospital LLC, UAE\nDate issued: {_d(dt)}\n"
            f"OEC No. {r.randint(10**9, 10**10 - 1)}   Valid for 60 days; present at NAIA immigration on return to Dubai.\n"
            "Travel exit fee and terminal fee exempt.")


def t_balikbayan(r, dt):
    return ("KABAYAN CARGO EXPRESS - Dubai\nBalikbayan box booking\n" f"Shipper: {ME}, Al Qusais   Date: {_d(dt)}\n"
            "Consignee: Lourdes S. Dela Cruz, Brgy. Balabag, Pavia, Iloilo\nBox: Jumbo (24x24x24)  Rate AED 290 door to door\n"
            "Pick-up: 20 June 2026 - ETA Iloilo mid August (sea cargo)\nContents: canned goods, chocolates, towels, "
            "clothes, shoes for Jerome, vitamins for Nanay")


def t_pasalubong(r, dt):
    return ("pasalubong list - uwi Aug 2026\nNanay: massage chair? no - foot spa, vitamins, Nivea\nJerome: running shoes sz 9, "
            "scientific calculator fx-991\nTita Nene + cousins: chocolates (Kinder, Toblerone), perfume tester\n"
            "Engr. Magbanua + workers: dates + chocolates for blessing sa balay\nbudget max AED 1,500 - buy sa Dragon Mart")


def t_leave_mail(r, dt):
    return _eml("Reena Thomas <reena.thomas@crescentbay-hospital.ae>", f"{ME} <maricel.dc@crescentbay-hospital.ae>",
                "Leave approved", dt, "Dear Maricel,\nYour annual leave 01-25 August 2026 is approved. Please make sure "
                "your handover of the pressure injury audit to Princess is done before you go, and submit the ticket "
                "allowance form to HR.\nEnjoy your vacation and good luck on the exam!\nReena\nNurse Manager, Ward 4B")


def t_trip_itin(r, dt, where="Georgia"):
    if where == "Georgia":
        return ("Flydubai e-ticket - FZ 711 DXB-TBS 12 Oct 2024 08:35 / FZ 712 TBS-DXB 17 Oct 2024\n"
                f"Passenger: DELA CRUZ/MARICEL MS   PNR {r.randint(100000, 999999)}\nGeorgia e-visa / visa-free for UAE "
                "residents (check)\nHotel: Rooms Hotel Tbilisi 5 nights (split with Joy and Princess)\nDay tours: Kazbegi, Sighnaghi")
    if where == "Baku":
        return ("AZAL - Azerbaijan Airlines e-ticket J2 14 DXB-GYD 03 Mar 2025, return 07 Mar 2025\n"
                f"Passenger: MS MARICEL DELA CRUZ   Ticket 771-{r.randint(10**9, 10**10 - 1)}\nASAN e-visa approved "
                "(USD 26)\nHotel: Old City Inn, Icheri Sheher, 4 nights\nGabala day tour + Flame Towers")
    return ("PHILIPPINE AIRLINES - e-ticket PR 659 DXB-MNL 18 Dec 2023, PR 2143 MNL-ILO 19 Dec 2023\n"
            f"Return PR 2144 ILO-MNL 06 Jan 2024, PR 658 MNL-DXB 06 Jan 2024\nPassenger: DELA CRUZ/MARICEL MS   "
            f"Ticket 079-{r.randint(10**9, 10**10 - 1)}\nBaggage 2 x 23 kg. Boarding pass issued.")


def t_trip_budget(r, dt):
    return ("Georgia trip Oct 2024;AED;per person\nFlights;1,240;1,240\nHotel 5n (3 pax);2,460;820\nTours;690;230\n"
            "Food;;400\nPasalubong (churchkhela, wine);;150\nTotal;;2,840")


def t_recipe(r, dt, name="Ube cheese pandesal"):
    body = {
        "Ube cheese pandesal": "500g bread flour, 7g instant yeast, 80g sugar, 1 cup warm milk, 2 eggs, 60g butter, "
                               "1 cup ube halaya, 2 tsp ube flavoring, quickmelt cheese cubes, breadcrumbs.\nKnead 10 min, "
                               "proof 1 hr, fill with cheese, roll in crumbs, proof 45 min, bake 180C 15-18 min.",
        "Chicken inasal": "1 kg chicken leg quarters. Marinade: lemongrass, ginger, garlic, calamansi, sukang Iloilo, "
                          "brown sugar, salt, pepper. Overnight. Basting: annatto oil + margarine + salt. Grill over "
                          "charcoal, baste often. Serve with garlic rice, chicken oil, toyo-mansi-sili.",
        "La Paz batchoy": "Pork bones + chicken for broth 3 hrs; pork liver, pork loin, miki noodles, chicharon, "
                          "fried garlic, spring onions, raw egg. Season with ginamos (shrimp paste) and patis.",
        "Leche flan": "10 egg yolks, 1 can condensed, 1 can evaporated, 1 tsp vanilla, calamansi zest. Caramel in "
                      "llanera, steam 35-40 min low heat.",
        "Pancit molo": "Wrapper dumplings: ground pork, shrimp, water chestnut, egg, onion. Soup: chicken broth, "
                       "shredded chicken, garlic, annatto, green onion.",
        "Banana bread": "3 overripe bananas, 1/3 cup melted butter, 3/4 cup sugar, 1 egg, 1 tsp vanilla, 1 tsp baking "
                        "soda, pinch salt, 1.5 cups flour, walnuts. Bake 175C 55 min.",
        "Ensaymada": "Dough: flour, yeast, sugar, egg yolks, butter, milk. Proof, shape into coils, bake 170C 15 min. "
                     "Top with buttercream, sugar and grated quezo de bola.",
        "Biko": "2 cups malagkit rice cooked; 2 cans coconut milk + 1.5 cups brown sugar reduced, mix with rice, bake with "
                "latik topping.",
    }[name]
    return f"{name}\n(recipe - for baking/cooking on my off days)\nServes 6-8\n{body}"


def t_nursing_ref(r, dt, what="Insulin"):
    refs = {"Insulin": "Insulin types and action - ward reference\nRapid (aspart, lispro): onset 10-15 min, peak 1-2h\n"
                       "Short (regular): onset 30 min, peak 2-4h\nIntermediate (NPH): onset 1-2h, peak 4-12h\n"
                       "Long (glargine): no peak, 24h. Hypoglycemia protocol: BG < 4.0 mmol/L -> 15 g fast carbs, recheck 15 min.",
            "IV": "IV fluid and infusion calculations\nmL/h = volume / hours; drops/min = (volume x drop factor) / minutes\n"
                  "Macro set 20 gtt/mL, micro set 60 gtt/mL\nHeparin infusion per hospital protocol - check aPTT q6h",
            "Wound": "Pressure injury staging (NPIAP)\nStage 1 non-blanchable erythema; Stage 2 partial thickness; Stage 3 "
                     "full thickness skin loss; Stage 4 full thickness with exposed bone/tendon; Unstageable; DTPI.\n"
                     "Braden scale: sensory, moisture, activity, mobility, nutrition, friction/shear; <= 18 at risk.",
            "Transfusion": "Blood transfusion policy - CBPH-NUR-022\nTwo-nurse verification at bedside; baseline vitals; "
                           "stay with patient 15 min; vitals at 15 min then hourly; stop immediately on reaction.",
            "NEWS2": "NEWS2 scoring chart\nResp rate, SpO2 scale 1/2, air or O2, systolic BP, pulse, consciousness "
                     "(ACVPU), temperature. Score 5-6: urgent response; 7+: emergency response, call rapid response team."}
    return refs[what]


def t_manila_coe(r, dt):
    return ("OUR LADY OF MERCY MEDICAL CENTER - Quezon City - Human Resource Department\nCERTIFICATE OF EMPLOYMENT\n"
            f"This is to certify that MS. MARICEL S. DELA CRUZ, RN was employed in this institution as Staff Nurse "
            "(Medical-Surgical Ward / Emergency Room float) from 02 June 2014 to 31 October 2018.\nShe was cleared of "
            f"all accountabilities. Issued {_d(dt)} for whatever legal purpose it may serve.\n"
            "Ma. Theresa Lacson, HR Manager")


def t_manila_payslip(r, dt):
    return ("OUR LADY OF MERCY MEDICAL CENTER - Payroll\n" f"Pay period: {dt.strftime('%B %Y')} (2nd half)\n"
            f"Employee: DELA CRUZ, MARICEL S.   Position: Staff Nurse I\nBasic PHP 11,000.00  Night diff {_php(r, 500, 1200)}"
            f"\nLess SSS, PhilHealth, Pag-IBIG, withholding tax\nNet pay {_php(r, 9200, 10800)}")


def t_resignation(r, dt):
    return (f"{_d(dt)}\nMs. Carmelita Robles, Chief Nurse\nOur Lady of Mercy Medical Center, Quezon City\n"
            "Dear Ma'am,\nPlease accept my resignation as Staff Nurse, effective 31 October 2018. I have accepted a "
            "position in Dubai, UAE. Thank you for four wonderful years - I learned so much in Ward 3.\nRespectfully,\n"
            f"{ME}, RN")


def t_poea(r, dt):
    return ("PHILIPPINE OVERSEAS EMPLOYMENT ADMINISTRATION\nSTANDARD EMPLOYMENT CONTRACT (verified)\n"
            f"Worker: MARICEL S. DELA CRUZ   Position: Staff Nurse   Employer: Crescent Bay Private Hospital LLC, Dubai\n"
            "Agency: Golden Lamp Manpower Services, Ermita, Manila\nMonthly salary AED 8,200   Contract duration: 2 years\n"
            f"Verified: {_d(dt)}   PDOS attended; OWWA membership paid")


def t_dha_exam(r, dt):
    return ("Dubai Health Authority - Professional Qualification Requirements\nDHA Licensing Exam Result (Prometric)\n"
            f"Candidate: {ME}   Profession: Registered Nurse   Exam date: {_d(dt)}\nResult: PASSED   Eligibility letter "
            "valid 1 year. DataFlow primary source verification: POSITIVE.")


def t_resume2018(r, dt):
    return (f"{ME.upper()}\nQuezon City | 0917 552 0841 | {MAIL}\nOBJECTIVE: to work as a Staff Nurse abroad (Middle East)\n"
            "EXPERIENCE: Staff Nurse, Our Lady of Mercy Medical Center, QC, June 2014 - present\nLICENSE: PRC RN 0791144 (2013)\n"
            "EDUCATION: BSN, Central Philippine University, 2013\nSEMINARS: BLS/ACLS 2017, IV therapy 2014")


def t_vcf(r, dt):
    people = [("Nanay", "+639175520841"), ("Jerome", "+639204418812"), ("Engr Magbanua", "+639178452231"),
              ("Joy Villanueva", "+971501234871"), ("Arnel Koro", "+971552093340")]
    return "".join(f"BEGIN:VCARD\nVERSION:2.1\nFN:{n}\nTEL;CELL:{t}\nEND:VCARD\n" for n, t in people)


def _txt(s: str):
    """Wrap a fixed text as a content callable (so it is encoded like a generated one)."""
    return lambda r, dt: s


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
        if ext == "pptx":
            return _pptx(content)
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

    def ago(y: int, m: int, d: int) -> float:
        return (NOW - NOW.replace(year=y, month=m, day=d)).days + 0.3

    def mon(age: float) -> str:
        return (NOW - timedelta(days=age)).strftime("%b %Y")

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    ini = "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"

    # ------------------------------------------------------------ Documents/WORK DUBAI (Areas Nursing)
    w = "Documents/WORK DUBAI"
    add(f"{w}/Contract/Employment Contract 2019.pdf", A, "Nursing", ago(2019, 2, 20), t_contract)
    add(f"{w}/Contract/Offer letter Crescent Bay.pdf", A, "Nursing", ago(2018, 11, 5), _txt(
        f"{HOSP}\n5 November 2018\nOFFER OF EMPLOYMENT\nDear Ms. {ME},\nWe are pleased to offer you the position of "
        "Staff Nurse (RN) in our Medical/Surgical Department, subject to DHA licensing and visa approval. Basic salary "
        "AED 8,200 plus housing AED 3,500 and transport AED 900 per month; annual leave 30 days with air ticket.\n"
        "Kindly sign and return a copy within 7 days.\nHuman Resources"))
    add(f"{w}/Contract/MOHRE contract 2025.pdf", A, "Nursing", ago(2025, 3, 2), t_mohre)
    add(f"{w}/Contract/EOSB gratuity computation.xlsx", A, "Nursing", ago(2026, 4, 20), t_gratuity)
    add(f"{w}/DHA License/DHA License 2026-2027.pdf", A, "Nursing", ago(2026, 3, 10), t_dha_license)
    add(f"{w}/DHA License/DHA License 2025.pdf", A, "Nursing", ago(2025, 3, 12), t_dha_license)
    add(f"{w}/DHA License/Sheryan renewal receipt.pdf", A, "Nursing", ago(2026, 3, 4), t_dha_renewal)
    photo(f"{w}/PRC/PRC ID front.jpg", A, "Nursing", ago(2024, 9, 1))
    add(f"{w}/PRC/PRC online renewal payment.pdf", A, "Nursing", ago(2024, 8, 20), t_prc)
    add(f"{w}/CPD/BLS 2025.pdf", A, "Nursing", ago(2025, 7, 14), t_bls)
    add(f"{w}/CPD/ACLS eCard.pdf", A, "Nursing", ago(2025, 2, 3), t_acls)
    add(f"{w}/CPD/certificate.pdf", A, "Nursing", ago(2025, 9, 24),
        lambda r, dt: t_cpd_cert(r, dt, "Sepsis Six and Early Warning Scores (NEWS2)"))
    add(f"{w}/CPD/certificate (1).pdf", A, "Nursing", ago(2025, 11, 19),
        lambda r, dt: t_cpd_cert(r, dt, "Safe Medication Administration and High-Alert Medicines"))
    add(f"{w}/CPD/Infection control 2026.pdf", A, "Nursing", ago(2026, 1, 28), t_cpd_cert)
    add(f"{w}/CPD/CPD tracker.xlsx", A, "Nursing", ago(2026, 3, 1), t_cpd_log)
    for m, age in (("March", ago(2026, 2, 24)), ("April", ago(2026, 3, 25)), ("May", ago(2026, 4, 24)),
                   ("June", ago(2026, 5, 26))):
        add(f"{w}/Roster/Roster {m} 2026.xlsx", A, "Nursing", age, t_roster)
    add(f"{w}/Roster/4B roster wk23 FINAL.pdf", A, "Nursing", ago(2026, 5, 29), t_roster)
    for y, ms in ((2025, (1, 3, 6, 8, 10, 12)), (2026, (1, 2, 3, 4))):
        for m in ms:
            age = ago(y, m, 27)
            nm = f"Payslip {NOW.replace(year=y, month=m, day=1):%b %Y}.pdf" if y == 2025 else \
                f"Payslip_{NOW.replace(year=y, month=m, day=1):%b%Y}.pdf"
            add(f"{w}/Payslips/{y}/{nm}", A, "Nursing", age, t_payslip)
    add(f"{w}/Salary certificate ENBD 2025.pdf", A, "Nursing", ago(2025, 10, 30), t_salary_cert)
    add(f"{w}/Appraisal 2025 signed.docx", A, "Nursing", ago(2026, 2, 10), t_appraisal)
    add(f"{w}/Shift swap request.docx", A, "Nursing", ago(2025, 12, 2), t_swap_letter)
    ref = f"{w}/Policies and references"
    add(f"{ref}/Insulin chart.pdf", R, "Nursing", ago(2024, 11, 3), lambda r, dt: t_nursing_ref(r, dt, "Insulin"))
    add(f"{ref}/IV calculations.pdf", R, "Nursing", ago(2023, 5, 9), lambda r, dt: t_nursing_ref(r, dt, "IV"))
    add(f"{ref}/Pressure injury staging NPIAP.pdf", R, "Nursing", ago(2025, 9, 2), lambda r, dt: t_nursing_ref(r, dt, "Wound"))
    add(f"{ref}/Blood transfusion policy CBPH-NUR-022.pdf", R, "Nursing", ago(2024, 3, 18),
        lambda r, dt: t_nursing_ref(r, dt, "Transfusion"))
    add(f"{ref}/NEWS2 chart.pdf", R, "Nursing", ago(2025, 6, 1), lambda r, dt: t_nursing_ref(r, dt, "NEWS2"))
    add(f"{ref}/SBAR handover template.docx", R, "Nursing", ago(2023, 8, 14), t_handover)

    # QI project (Projects Nursing)
    q = f"{w}/QI Pressure Injury 2026"
    add(f"{q}/Audit tool Braden checklist.docx", P, "Nursing", ago(2026, 2, 26), _txt(
        "WARD 4B - SKIN BUNDLE WEEKLY AUDIT TOOL\nBed no. / Admission date / Braden score within 6h (Y/N)\n"
        "Repositioning chart q2h complete (Y/N) / Heel off-loading (Y/N) / Pressure-relieving mattress (Y/N)\n"
        "New pressure injury stage 2+ (Y/N, site) / Auditor initials\nAudit every Wednesday, 10 random patients."))
    add(f"{q}/Audit data wk1-12.xlsx", P, "Nursing", ago(2026, 5, 28), t_qi_audit)
    add(f"{q}/Abstract Quality Day.docx", P, "Nursing", ago(2026, 5, 4), t_qi_abstract)
    add(f"{q}/Poster draft v2.pptx", P, "Nursing", ago(2026, 5, 22), t_qi_poster)
    add(f"{q}/Poster draft v3.pptx", P, "Nursing", ago(2026, 5, 31), t_qi_poster)
    add(f"{q}/Run chart Braden compliance.png", P, "Nursing", ago(2026, 5, 30), "")
    add(f"{q}/Literature/Braden scale notes.docx", P, "Nursing", ago(2026, 3, 6), _txt(
        "Notes for the poster background\n- Braden scale predictive validity in med-surg patients: sensitivity ~70%\n"
        "- SKIN bundle (Surface, Keep moving, Incontinence, Nutrition) reduced HAPI by 50-60% in published QI reports\n"
        "- cite NPIAP 2019 guideline; hospital policy CBPH-NUR-041\n- our baseline: 9 HAPI in 2025 on 4B"))
    add(f"{q}/~$ster draft v3.pptx", L, "System", 0.2, b"\x07Maricel" + b"\x00" * 40 + b"\x07Maricel" + b"\x00" * 100)

    # ------------------------------------------------------------ Documents/NCLEX
    n = "Documents/NCLEX"
    add(f"{n}/Texas BON/BON application confirmation.pdf", P, "NCLEX", ago(2025, 12, 8), t_bon_app)
    add(f"{n}/Texas BON/FD-258 fingerprint instructions.pdf", P, "NCLEX", ago(2025, 12, 9), _txt(
        "Texas Board of Nursing - Criminal background check for out-of-country applicants\nUse the FD-258 fingerprint "
        "card mailed by the Board. Have prints taken by a police station or authorized agency (Dubai Police "
        "Criminal Records Dept.). Mail the completed card with your Texas BON ID number to: Texas BON, 1801 Congress "
        "Ave, Austin TX. Processing 6-8 weeks. Your application cannot be made eligible until results are received."))
    add(f"{n}/Texas BON/CGFNS CES report.pdf", P, "NCLEX", ago(2026, 1, 20), t_cgfns_ces)
    add(f"{n}/ATT email.eml", P, "NCLEX", ago(2026, 5, 12), t_att)
    add(f"{n}/Study plan June-Aug.xlsx", P, "NCLEX", ago(2026, 5, 25), t_studyplan)
    add(f"{n}/Practice test log.xlsx", P, "NCLEX", ago(2026, 5, 30), t_practice_log)
    add(f"{n}/weak areas.txt", P, "NCLEX", ago(2026, 5, 28), t_weak_notes)
    add(f"{n}/UWorld assessment 2 score.png", P, "NCLEX", ago(2026, 5, 16), "")
    add(f"{n}/Texas BON/Fingerprint card receipt DHL.jpg", P, "NCLEX", ago(2026, 1, 6), "exif")
    rv = f"{n}/Reviewer"
    add(f"{rv}/Saunders Comprehensive Review NCLEX-RN 9th ed.epub", R, "NCLEX", ago(2025, 12, 20),
        lambda r, dt: _epub("Saunders Comprehensive Review for the NCLEX-RN Examination", "Linda Anne Silvestri",
                            "en", "Chapter 1. The NCLEX-RN examination: test plan, question formats, NGN case studies."))
    add(f"{rv}/Pharmacology cheat sheet.pdf", R, "NCLEX", ago(2026, 1, 15), _txt(
        "NCLEX pharmacology cheat sheet\n-olol beta blockers: check apical pulse, hold if HR < 60\n-pril ACE inhibitors: "
        "dry cough, angioedema\n-statin: take at night, muscle pain\nDigoxin 0.5-2.0 ng/mL; Lithium 0.6-1.2; "
        "Theophylline 10-20; Phenytoin 10-20\nHeparin antidote protamine; warfarin antidote vitamin K"))
    add(f"{rv}/Lab values to memorize.pdf", R, "NCLEX", ago(2026, 1, 15), _txt(
        "Normal lab values for NCLEX\nNa 135-145 mEq/L; K 3.5-5.0; Ca 8.6-10.2 mg/dL; Mg 1.3-2.1\nBUN 10-20; "
        "creatinine 0.6-1.2; glucose 70-110\nABG: pH 7.35-7.45, PaCO2 35-45, HCO3 22-26\nINR 0.8-1.1 (2-3 on warfarin)"))
    add(f"{rv}/Priority and delegation notes.docx", R, "NCLEX", ago(2026, 2, 9), _txt(
        "Priority and delegation (NCLEX)\nABC, then safety, then Maslow. Acute over chronic, actual over potential.\n"
        "RN: assess, teach, evaluate, unstable patients. LPN: stable patients, meds, reinforce teaching.\n"
        "UAP: ADLs, vital signs of stable patients, ambulation, I&O."))
    add(f"{rv}/NGN case study format.pdf", R, "NCLEX", ago(2026, 2, 1), _txt(
        "Next Generation NCLEX (NGN) - clinical judgment measurement model\nRecognize cues, analyze cues, prioritize "
        "hypotheses, generate solutions, take action, evaluate outcomes.\nItem types: extended multiple response, "
        "drag and drop, cloze (drop-down), matrix, highlight, bow-tie. Partial credit scoring (+/-)."))
    add(f"{rv}/Klimek lecture notes.pdf", R, "NCLEX", ago(2026, 1, 30), _txt(
        "Mark Klimek NCLEX review - lecture notes\nLecture 1: fluids and electrolytes - dehydration vs overhydration\n"
        "Lecture 2: acid-base - ROME (respiratory opposite, metabolic equal)\nLecture 3: priority - the 'rules'\n"
        "Lecture 4: psych - therapeutic communication"))
    for i, t in enumerate(("Fluids and Electrolytes", "Acid Base", "Priority Rules"), 1):
        add(f"{rv}/Klimek Lecture 0{i} - {t}.mp3", R, "NCLEX", ago(2026, 1, 29),
            lambda r, dt, i=i, t=t: _id3(r, f"Lecture {i} - {t}", "Mark Klimek", "NCLEX-RN Review Lectures"))
    add(f"{rv}/Archer tips.txt", R, "NCLEX", ago(2026, 3, 12), _txt(
        "Archer NCLEX tips\n- readiness assessments: aim for 'high' or 'very high' probability of passing\n"
        "- read the question stem last line first\n- eliminate absolute words (always, never)\n- 'further teaching "
        "needed' = look for the WRONG statement"))

    # ------------------------------------------------------------ Documents/US Petition (Projects Immigration)
    u = "Documents/US Petition"
    add(f"{u}/Agency/Lone Star agreement signed.pdf", P, "Immigration", ago(2026, 2, 16), t_agency_contract)
    add(f"{u}/Agency/Documents checklist.docx", P, "Immigration", ago(2026, 2, 17), _txt(
        "Lone Star Nurse Connect - document checklist for Maricel Dela Cruz\n[x] Passport bio page\n[x] PSA birth "
        "certificate\n[x] Transcript of records (sent to CGFNS)\n[x] IELTS Academic TRF\n[ ] CGFNS VisaScreen certificate\n"
        "[ ] NBI clearance (travel abroad)\n[ ] Employment verification letters (OLMMC, Crescent Bay)\n[ ] NCLEX-RN result\n"
        "[ ] Police clearance UAE (later, for visa interview)"))
    add(f"{u}/IELTS/IELTS TRF March 2026.pdf", P, "Immigration", ago(2026, 3, 21), t_ielts)
    add(f"{u}/IELTS/IELTS booking British Council.pdf", P, "Immigration", ago(2026, 2, 20), _txt(
        "British Council UAE - IELTS booking confirmation\nTest: IELTS Academic (computer-delivered)\n"
        f"Candidate: {ME}   Date: 7 March 2026   Venue: British Council Dubai, Al Jaddaf\nFee: AED 1,170.00 paid\n"
        "Bring your passport used for registration."))
    add(f"{u}/VisaScreen application summary.pdf", P, "Immigration", ago(2026, 4, 28), t_visascreen)
    add(f"{u}/PSA birth certificate copy.jpg", P, "Immigration", ago(2026, 3, 2), "exif")
    add(f"{u}/Employment verification request.docx", P, "Immigration", ago(2026, 5, 18), t_emp_verif)
    add(f"{u}/CV Maricel Dela Cruz RN 2026.docx", P, "Immigration", ago(2026, 5, 9), t_cv)
    add(f"{u}/Cover letter FINAL.docx", P, "Immigration", ago(2026, 5, 10), lambda r, dt: t_cover(r, dt, 2))
    add(f"{u}/Houston budget.xlsx", P, "Immigration", ago(2026, 4, 11), t_reloc)
    add(f"{u}/Passport bio page for agency.jpg", P, "Immigration", ago(2026, 2, 18), "exif")
    add(f"{u}/I-140 timeline notes.txt", P, "Immigration", ago(2026, 4, 7), _txt(
        "timeline (per Dana)\n- Aug 11 NCLEX -> results ~2 days (quick results 48h)\n- agency files I-140 within 30 days\n"
        "- I-140 premium processing 15 business days\n- priority date = filing date; EB-3 Philippines final action "
        "01OCT22 (June 2026 bulletin) - wait maybe 2-3 years?\n- then NVC, DS-260, medical sa St. Luke's Extension "
        "Clinic, interview Manila\n- keep working sa Crescent Bay hanggang visa"))
    add(f"{u}/Guides/US immigration guide for nurses.pdf", R, "Immigration", ago(2025, 11, 2), t_us_guide)
    add("Downloads/visa-bulletin-june-2026.pdf", R, "Immigration", ago(2026, 5, 13), t_visa_bulletin)
    uk = "Documents/UK NMC 2021"
    add(f"{uk}/CBT result.pdf", X, "Immigration", ago(2021, 4, 10), t_uk_cbt)
    add(f"{uk}/OET results June 2021.pdf", X, "Immigration", ago(2021, 6, 28), t_uk_oet)
    add(f"{uk}/OET results Aug 2021.pdf", X, "Immigration", ago(2021, 8, 30), t_uk_oet)
    add(f"{uk}/NMC application receipt.pdf", X, "Immigration", ago(2021, 2, 14), _txt(
        "Nursing & Midwifery Council (UK) - Overseas registration application\nApplicant: Maricel Dela Cruz\n"
        "Evaluation of eligibility application fee: GBP 140.00 - received 14 February 2021\nNext step: Test of "
        "Competence Part 1 (CBT) and English language evidence (IELTS 7.0 or OET grade B)."))
    add(f"{uk}/UK decision.txt", X, "Immigration", ago(2021, 10, 4), t_uk_note)

    # ------------------------------------------------------------ Documents/BAHAY PAVIA
    b = "Documents/BAHAY PAVIA"
    add(f"{b}/Contract/Construction Agreement JRM signed.pdf", P, "House", ago(2025, 11, 3), t_house_agreement)
    add(f"{b}/Contract/Scope of work.docx", P, "House", ago(2025, 10, 22), t_scope)
    add(f"{b}/Contract/SPA for Nanay consularized.pdf", P, "House", ago(2025, 10, 2), _txt(
        "SPECIAL POWER OF ATTORNEY\nI, MARICEL S. DELA CRUZ, of legal age, Filipino, residing in Dubai, UAE, appoint my "
        "mother LOURDES S. DELA CRUZ of Brgy. Balabag, Pavia, Iloilo, to sign the construction agreement, apply for "
        "the building and other permits, receive deliveries of materials and pay the contractor for my house on "
        "Lot 14 Blk 3, Brgy. Balabag, Pavia.\nAcknowledged before the Consul, Philippine Consulate General, Dubai, "
        "2 October 2025."))
    add(f"{b}/Plans/Floor plan v3.pdf", P, "House", ago(2025, 9, 14), lambda r, dt: t_floorplan(r, dt, "v3"))
    add(f"{b}/Plans/Floor plan FINAL.pdf", P, "House", ago(2025, 9, 30), lambda r, dt: t_floorplan(r, dt, "FINAL"))
    add(f"{b}/Plans/Floor plan FINAL2.pdf", P, "House", ago(2025, 10, 12), lambda r, dt: t_floorplan(r, dt, "FINAL-2 (porch)"))
    add(f"{b}/Plans/Electrical layout E-1.pdf", P, "House", ago(2025, 10, 12), t_electrical)
    add(f"{b}/Plans/Elevation front.png", P, "House", ago(2025, 9, 30), "")
    add(f"{b}/Permits/Building permit.pdf", P, "House", ago(2025, 11, 6), t_permit)
    add(f"{b}/Permits/Barangay clearance.pdf", P, "House", ago(2025, 10, 20), t_brgy_clearance)
    add(f"{b}/Quotations/Wilcon tiles quotation.pdf", P, "House", ago(2026, 3, 28), lambda r, dt: t_quote(r, dt, "tiles"))
    add(f"{b}/Quotations/Roofing quotation.pdf", P, "House", ago(2026, 1, 30), lambda r, dt: t_quote(r, dt, "roofing"))
    add(f"{b}/BOM rev2.xlsx", P, "House", ago(2025, 10, 28), t_bom)
    add(f"{b}/Billing/Progress billing 1.pdf", P, "House", ago(2026, 1, 5), lambda r, dt: t_billing(r, dt, 1))
    add(f"{b}/Billing/Progress billing 2.pdf", P, "House", ago(2026, 2, 27), lambda r, dt: t_billing(r, dt, 2))
    add(f"{b}/Billing/Progress billing 4.pdf", P, "House", ago(2026, 5, 2), lambda r, dt: t_billing(r, dt, 4))
    add(f"{b}/Billing/Payment tracker.xlsx", P, "House", ago(2026, 5, 24), t_payment_tracker)
    add(f"{b}/Billing/Change order 2.pdf", P, "House", ago(2026, 5, 15), t_change_order)
    for i, (y, m, d) in enumerate(((2025, 11, 14), (2025, 12, 3), (2025, 12, 20), (2026, 1, 12), (2026, 2, 2),
                                   (2026, 2, 25), (2026, 3, 18), (2026, 4, 8), (2026, 4, 29), (2026, 5, 10),
                                   (2026, 5, 23), (2026, 5, 30))):
        name = (f"received_{1183746529384756 + i * 7919313:d}.jpeg" if i % 3 else
                f"IMG_{y}{m:02d}{d:02d}_0{r.randint(70000, 99999)}.jpg")
        photo(f"{b}/Progress photos/{y}-{m:02d}/{name}", P, "House", ago(y, m, d))
    add(f"{b}/Mga pamangkot kay Engr.txt", P, "House", ago(2026, 5, 26), t_engineer_notes)
    lp = f"{b}/Lot papers"
    add(f"{lp}/TCT 089-2022004417.pdf", A, "House", ago(2022, 11, 25), t_tct)
    add(f"{lp}/Deed of Absolute Sale.pdf", A, "House", ago(2022, 11, 10), _txt(
        "DEED OF ABSOLUTE SALE\nKNOW ALL MEN BY THESE PRESENTS: Spouses EDUARDO and REMEDIOS GERONA, vendors, for and "
        "in consideration of PHP 720,000.00, sell, transfer and convey unto MARICEL S. DELA CRUZ, vendee, Lot 14, "
        "Block 3, Villa Balabag Subdivision, Brgy. Balabag, Pavia, Iloilo, 180 square meters.\nDoc. No. 211; Page No. 43; "
        "Book No. XII; Series of 2022. Notary Public for Iloilo."))
    add(f"{lp}/Amilyar 2025.pdf", A, "House", ago(2025, 1, 20), t_rpt)
    add(f"{lp}/Amilyar 2026.pdf", A, "House", ago(2026, 1, 15), t_rpt)
    pu = f"{b}/Lot purchase 2022-2023"
    add(f"{pu}/Lot payments Gerona.xlsx", X, "House", ago(2023, 6, 2), t_lot_schedule)
    add(f"{pu}/Final payment acknowledgement.pdf", X, "House", ago(2023, 5, 30), t_lot_final)
    add(f"{pu}/Reservation agreement lot 14.pdf", X, "House", ago(2022, 3, 8), _txt(
        "RESERVATION AGREEMENT - Villa Balabag Subdivision, Pavia, Iloilo\nBuyer: Maricel S. Dela Cruz (OFW, Dubai), "
        "represented by Lourdes S. Dela Cruz\nLot 14, Block 3, 180 sq.m at PHP 4,000/sq.m = PHP 720,000.00\n"
        "Reservation fee PHP 20,000 (deductible); down payment PHP 150,000; balance in installments up to June 2023.\n"
        "Seller: Spouses Eduardo and Remedios Gerona"))

    # ------------------------------------------------------------ Documents/Bills and Bank (Areas Finance)
    f = "Documents/Bills and Bank"
    for y, m in ((2025, 11), (2025, 12), (2026, 1), (2026, 2), (2026, 3), (2026, 4)):
        add(f"{f}/ENBD/Statement {NOW.replace(year=y, month=m, day=1):%b %Y}.pdf", A, "Finance", ago(y, m, 28) - 3,
            t_enbd)
    for m in (3, 4, 5):
        add(f"{f}/ENBD/Credit card {NOW.replace(month=m, day=1):%b %Y}.pdf", A, "Finance", ago(2026, m, 8), t_card)
    add(f"{f}/BDO/BDO SOA Dec 2025.pdf", A, "Finance", ago(2026, 1, 3), t_bdo)
    add(f"{f}/BDO/BDO SOA Mar 2026.pdf", A, "Finance", ago(2026, 4, 2), t_bdo)
    add(f"{f}/Pag-IBIG/Pag-IBIG contributions.pdf", A, "Finance", ago(2025, 12, 11), t_pagibig_contrib)
    add(f"{f}/Pag-IBIG/MP2 enrollment.pdf", A, "Finance", ago(2024, 3, 4), t_pagibig_mp2)
    add(f"{f}/SSS contributions 2025-2026.xlsx", A, "Finance", ago(2026, 5, 5), t_sss)
    add(f"{f}/PhilHealth MDR.pdf", A, "Finance", ago(2025, 7, 19), t_philhealth)
    add(f"{f}/Sun Life policy summary 2025.pdf", A, "Finance", ago(2025, 8, 15), t_sunlife)
    add(f"{f}/Budget 2026.xlsx", A, "Finance", ago(2026, 5, 2), t_budget)
    add(f"{f}/Budget 2025.xlsx", A, "Finance", ago(2025, 12, 28), t_budget)
    add(f"{f}/ENBD/Personal loan (closed)/Loan schedule 2021.xlsx", X, "Finance", ago(2021, 2, 1), t_loan_schedule)
    add("Documents/Reading/MP2 guide for OFWs.pdf", R, "Finance", ago(2024, 2, 20), _txt(
        "Pag-IBIG MP2 for OFWs - a simple guide\nMP2 is a voluntary 5-year savings program with tax-free dividends "
        "(7.03% in 2023, 7.05% in 2024). Minimum PHP 500 per remittance. Enroll online through Virtual Pag-IBIG; "
        "pay via GCash, Maya or accredited remittance centers abroad. Dividends can be paid annually or compounded."))
    add("Documents/Reading/OFW investing basics.pdf", R, "Finance", ago(2023, 9, 7), _txt(
        "Investing basics for OFWs\n1. Emergency fund: 6 months of expenses\n2. Insurance before investment: term life + HMO\n"
        "3. Pag-IBIG MP2, Retail Treasury Bonds, index funds\n4. Avoid 'investment' schemes promising 5% per month\n"
        "5. Plan for your return - a house is not an income source."))

    # ------------------------------------------------------------ Documents/Padala kay Nanay (Areas Family)
    pk = "Documents/Padala kay Nanay"
    for m in (1, 2, 3, 4, 5):
        add(f"{pk}/Al Ansari {NOW.replace(month=m, day=1):%b} 2026.pdf", A, "Family", ago(2026, m, 27) if m < 5
            else ago(2026, 5, 1), t_remit)
    add(f"{pk}/GCash Nanay Apr 2026.jpg", A, "Family", ago(2026, 4, 28), "exif")
    add(f"{pk}/GCash Nanay May 2026.jpg", A, "Family", ago(2026, 5, 29), "exif")
    add(f"{pk}/Padala tracker 2026.xlsx", A, "Family", ago(2026, 5, 29), t_padala_tracker)
    add(f"{pk}/Jerome/SOA 2nd sem 2025-2026.pdf", A, "Family", ago(2026, 1, 25), t_tuition)
    add(f"{pk}/Jerome/Grades 2nd sem AY 2024-2025.pdf", A, "Family", ago(2025, 6, 10), t_grades)
    add(f"{pk}/Jerome/Enrollment 1st sem 2025.pdf", A, "Family", ago(2025, 8, 4), _txt(
        "UNIVERSITY OF SAN AGUSTIN - CERTIFICATE OF ENROLLMENT\nStudent: DELA CRUZ, JEROME S.   ID 2023-01847\n"
        "Course/Year: BS Civil Engineering - 3\n1st Semester, AY 2025-2026   Units enrolled: 24\n"
        "Mode of payment: installment (sponsor: Maricel S. Dela Cruz, sister, OFW)"))
    add(f"{pk}/Nanay/gamot list.txt", A, "Family", ago(2026, 3, 9), t_nanay_meds_list)
    add(f"{pk}/Nanay/Mercury Drug receipt.jpg", A, "Family", ago(2026, 3, 9), "exif")

    # ------------------------------------------------------------ Documents/Visa and EID (Areas Residency)
    v = "Documents/Visa and EID"
    add(f"{v}/Emirates ID 2025 front back.pdf", A, "Residency", ago(2025, 4, 2), t_eid)
    add(f"{v}/Residence visa 2025.pdf", A, "Residency", ago(2025, 3, 25), t_visa)
    add(f"{v}/Passport P7734102B bio page.jpg", A, "Residency", ago(2024, 7, 20), "exif")
    add(f"{v}/Passport renewal receipt PCG.pdf", A, "Residency", ago(2024, 6, 5), t_passport)
    add(f"{v}/Entry permit 2019.pdf", A, "Residency", ago(2019, 2, 25), _txt(
        "GDRFA DUBAI - ENTRY PERMIT - Employment\nName: MARICEL SALVADOR DELA CRUZ   Nationality: Philippines\n"
        "Passport: P3391877A   Permit No. 201/2019/1/088412\nSponsor: Crescent Bay Private Hospital LLC\n"
        "Valid for entry within 60 days from issue (25 February 2019). Status change / medical and EID within 60 days."))

    # ------------------------------------------------------------ Documents/Medical (Areas Health)
    md = "Documents/Medical"
    add(f"{md}/Insurance card 2026.pdf", A, "Health", ago(2026, 1, 5), t_health_card)
    add(f"{md}/Lab results Feb 2026.pdf", A, "Health", ago(2026, 2, 18), t_labs)
    add(f"{md}/Lab results Aug 2025.pdf", A, "Health", ago(2025, 8, 22), t_labs)
    add(f"{md}/Check-up notes 2026.txt", A, "Health", ago(2026, 2, 19), t_checkup)
    add(f"{md}/Physio referral.pdf", A, "Health", ago(2026, 3, 2), t_physio)
    add(f"{md}/Occupational health 2025.pdf", A, "Health", ago(2025, 10, 12), t_hepb)
    add(f"{md}/Eyeglasses prescription.jpg", A, "Health", ago(2025, 5, 3), "exif")
    add("Documents/Reading/Night shift eating tips.pdf", R, "Health", ago(2024, 10, 1), t_night_shift_reading)
    add("Documents/Reading/Low back exercises.pdf", R, "Health", ago(2026, 3, 5), _txt(
        "Low back pain - home exercise programme\n1. Pelvic tilts 10x\n2. Knee-to-chest stretch 30 s each side\n"
        "3. Cat-camel 10x\n4. Bird-dog 10x each side\n5. Prone press-ups (McKenzie) 10x\nTwice daily. Stop if pain "
        "radiates below the knee. Physiotherapy patient leaflet."))

    # ------------------------------------------------------------ Documents/Koro San Lorenzo (Church)
    k = "Documents/Koro San Lorenzo"
    add(f"{k}/Dues 2026.xlsx", A, "Church", ago(2026, 5, 31), t_dues)
    add(f"{k}/Dues 2025.xlsx", A, "Church", ago(2025, 12, 28), t_dues)
    add(f"{k}/Minutes/Minutes March 2026.docx", A, "Church", ago(2026, 3, 8), t_minutes)
    add(f"{k}/Minutes/Minutes April 2026.docx", A, "Church", ago(2026, 4, 12), t_minutes)
    add(f"{k}/Members list.xlsx", A, "Church", ago(2026, 1, 18), t_members)
    add(f"{k}/Treasurer report Q3 2025.docx", A, "Church", ago(2025, 10, 5), t_treasurer)
    add(f"{k}/Treasurer report Q4 2025.docx", A, "Church", ago(2026, 1, 11), t_treasurer)
    hp = f"{k}/Himig ng Pag-asa 2026"
    add(f"{hp}/Budget.xlsx", P, "Church", ago(2026, 5, 17), t_concert_budget)
    add(f"{hp}/Program draft.docx", P, "Church", ago(2026, 5, 24), t_concert_program)
    add(f"{hp}/Ticket monitoring.xlsx", P, "Church", ago(2026, 5, 31), t_tickets)
    add(f"{hp}/Poster v1.png", P, "Church", ago(2026, 5, 3), "")
    add(f"{hp}/Poster FINAL.png", P, "Church", ago(2026, 5, 12), "")
    add(f"{hp}/Sponsorship letter.docx", P, "Church", ago(2026, 4, 20), _txt(
        "CORO SAN LORENZO RUIZ - St. Mary's Catholic Church, Oud Metha\n20 April 2026\nDear Sir/Madam,\nWe are "
        "holding 'Himig ng Pag-asa', a benefit concert on 10 July 2026 at St. Mary's Parish Hall, to help families "
        "in Iloilo affected by last year's typhoon, through Caritas Jaro. We humbly ask for your sponsorship in cash "
        "or kind (AED 500 / AED 1,000 packages, logo on posters and tickets).\nThank you and God bless.\n"
        "Maricel Dela Cruz, Treasurer"))
    sg = f"{k}/Simbang Gabi 2025"
    add(f"{sg}/Financial report FINAL.pdf", X, "Church", ago(2026, 1, 10), t_simbang_report)
    photo(f"{sg}/photos/IMG_4471.JPG", X, "Church", ago(2025, 12, 16))
    photo(f"{sg}/photos/IMG_4502.JPG", X, "Church", ago(2025, 12, 24))
    for d in ("2026-05-03", "2026-05-17", "2026-05-31"):
        add(f"{k}/Lineups/Lineup {d}.docx", R, "Church", ago(2026, int(d[5:7]), int(d[8:])) + 2, t_lineup)
    add(f"{k}/Lyrics/Pananagutan lyrics.docx", R, "Church", ago(2024, 8, 2), t_lyrics)
    for song, part in (("Pananagutan", "alto part"), ("Anak", "backing track"), ("Dandansoy", "SATB"),
                       ("Tanging Yaman", "practice"), ("Hindi Kita Malilimutan", "alto part")):
        add(f"Music/Koro practice/{song} - {part}.mp3", R, "Church", ago(2026, 4, 2) + r.randint(0, 60),
            lambda r, dt, s=song, p=part: _id3(r, f"{s} ({p})", "Coro San Lorenzo Ruiz", "Practice tracks 2026"))
    add("Music/desktop.ini", L, "System", 900, ini)

    # ------------------------------------------------------------ Dubai flat (Areas / Archive Apartment)
    fl = "Documents/Flat Al Qusais"
    add(f"{fl}/Sublease agreement 2025.pdf", A, "Apartment", ago(2025, 6, 28), t_sublease)
    add(f"{fl}/Sublease agreement 2023.pdf", A, "Apartment", ago(2023, 6, 25), t_sublease)
    add(f"{fl}/DEWA Mar 2026.pdf", A, "Apartment", ago(2026, 3, 12), t_dewa)
    add(f"{fl}/DEWA Apr 2026.pdf", A, "Apartment", ago(2026, 4, 12), t_dewa)
    add(f"{fl}/du invoice May 2026.pdf", A, "Apartment", ago(2026, 5, 4), t_du)
    add(f"{fl}/Rent paid 2026.xlsx", A, "Apartment", ago(2026, 5, 30), _txt(
        "Month;Rent AED;DEWA share;Paid to Joy;Date\nJan;2300;210;2510;2026-01-01\nFeb;2300;185;2485;2026-02-01\n"
        "Mar;2300;190;2490;2026-03-01\nApr;2300;240;2540;2026-04-01\nMay;2300;265;2565;2026-05-01\n"
        "Jun;2300;;;(from July 2,400)"))
    kb = "Documents/Karama bedspace"
    add(f"{kb}/Bedspace agreement 2019.pdf", X, "Apartment", ago(2019, 3, 15), t_karama_agreement)
    add(f"{kb}/Deposit refund.pdf", X, "Apartment", ago(2023, 6, 30), t_karama_refund)

    # ------------------------------------------------------------ Documents/Travel
    tv = "Documents/Travel"
    add(f"{tv}/Uwi Aug 2026/Cebu Pacific itinerary.pdf", P, "Travel", ago(2026, 4, 22), t_flights)
    add(f"{tv}/Uwi Aug 2026/Leave approved.eml", P, "Travel", ago(2026, 5, 6), t_leave_mail)
    add(f"{tv}/Uwi Aug 2026/Balikbayan box booking.pdf", P, "Travel", ago(2026, 5, 20), t_balikbayan)
    add(f"{tv}/Uwi Aug 2026/DMW eRegistration.png", P, "Travel", ago(2026, 5, 25), "")
    add(f"{tv}/Uwi Aug 2026/Itinerary Iloilo Aug.docx", P, "Travel", ago(2026, 5, 27), _txt(
        "Uwi August 2026 - plan\nAug 1 DXB-MNL (5J 15), Aug 2 MNL-ILO\nAug 3-8 Pavia: check house finishes with Engr., "
        "Nanay check-up\nAug 9 ILO-MNL - stay at Tita Baby's in Pasay\nAug 11 NCLEX Pearson VUE Makati 8:00 am!!\n"
        "Aug 12-22 Iloilo: Jerome enrollment, BDO, Pag-IBIG branch, Dinagyang? (no - that's January)\n"
        "Aug 24 ILO-MNL-DXB. Back to duty Aug 26."))
    tr = f"{tv}/Trips"
    add(f"{tr}/2023 Christmas uwi/PAL e-ticket.pdf", X, "Travel", ago(2023, 11, 2),
        lambda r, dt: t_trip_itin(r, dt, "home"))
    add(f"{tr}/2024 Georgia/Flydubai e-ticket.pdf", X, "Travel", ago(2024, 8, 28), t_trip_itin)
    add(f"{tr}/2024 Georgia/Georgia budget.xlsx", X, "Travel", ago(2024, 9, 10), t_trip_budget)
    add(f"{tr}/2024 Georgia/Hotel booking Tbilisi.pdf", X, "Travel", ago(2024, 9, 3), _txt(
        "Booking.com - Booking confirmation\nRooms Hotel Tbilisi, 14 Merab Kostava St, Tbilisi, Georgia\n"
        "Check-in Sat 12 Oct 2024, check-out Thu 17 Oct 2024, 5 nights, 1 triple room\nGuest: Maricel Dela Cruz (3 adults)\n"
        "Total GEL 1,860 - pay at property. Free cancellation until 9 Oct."))
    add(f"{tr}/2025 Baku/AZAL ticket.pdf", X, "Travel", ago(2025, 1, 25), lambda r, dt: t_trip_itin(r, dt, "Baku"))
    add(f"{tr}/2025 Baku/ASAN e-visa.pdf", X, "Travel", ago(2025, 2, 10), _txt(
        "Republic of Azerbaijan - ASAN Visa - Electronic visa\nSurname: DELA CRUZ  Given names: MARICEL\n"
        "Passport: P7734102B   Nationality: Philippines\nValid from 01.03.2025 to 30.05.2025, single entry, 30 days stay\n"
        "Purpose: tourism"))

    # ------------------------------------------------------------ Documents/Recipes (Resources Cooking)
    rc = "Documents/Recipes"
    for name, ext, age in (("Ube cheese pandesal", "docx", ago(2024, 4, 14)), ("Chicken inasal", "txt", ago(2023, 9, 3)),
                           ("La Paz batchoy", "docx", ago(2024, 1, 20)), ("Leche flan", "pdf", ago(2022, 12, 18)),
                           ("Pancit molo", "txt", ago(2025, 12, 20)), ("Banana bread", "pdf", ago(2021, 5, 9)),
                           ("Ensaymada", "docx", ago(2025, 11, 30))):
        add(f"{rc}/{name}.{ext}", R, "Cooking", age, lambda r, dt, n=name: t_recipe(r, dt, n))
    photo(f"{rc}/ube pandesal batch 2.jpg", R, "Cooking", ago(2024, 4, 20))
    photo(f"{rc}/ensaymada result.jpg", R, "Cooking", ago(2025, 12, 6))
    add("Downloads/biko-recipe-panlasang-pinoy.pdf", R, "Cooking", ago(2026, 4, 4), lambda r, dt: t_recipe(r, dt, "Biko"))

    # ------------------------------------------------------------ 2024/ year folder (mixed)
    y4 = "Documents/2024"
    add(f"{y4}/DHA License 2024.pdf", A, "Nursing", ago(2024, 3, 11), t_dha_license)
    add(f"{y4}/Payslips 2024/Payslip Jun 2024.pdf", A, "Nursing", ago(2024, 6, 27), t_payslip)
    add(f"{y4}/Payslips 2024/Payslip Dec 2024.pdf", A, "Nursing", ago(2024, 12, 27), t_payslip)
    add(f"{y4}/ENBD loan paid off.pdf", X, "Finance", ago(2024, 9, 18), t_loan_closure)
    add(f"{y4}/Koro xmas party liquidation.xlsx", X, "Church", ago(2024, 12, 22), t_xmas_party)
    no = f"{y4}/Nanay operation"
    add(f"{no}/Eye center SOA.pdf", X, "Family", ago(2024, 5, 6), t_cataract)
    add(f"{no}/Pre-op clearance.pdf", X, "Family", ago(2024, 4, 22), _txt(
        "WESTERN VISAYAS EYE CENTER - Pre-operative medical clearance\nPatient: Lourdes S. Dela Cruz, 63 F\n"
        "For: phacoemulsification right eye, scheduled 3 May 2024\nBP 130/80 on losartan + amlodipine; FBS 118; ECG "
        "normal sinus rhythm\nCleared for surgery under local anesthesia. Hold metformin on the morning of surgery.\n"
        "Internist: Dr. Ma. Luisa Gonzaga"))
    add(f"{no}/PhilHealth claim CF2.pdf", X, "Family", ago(2024, 5, 7), _txt(
        "PHILHEALTH CLAIM FORM 2 (CF2)\nMember: DELA CRUZ, MARICEL S. (OFW)   Patient: DELA CRUZ, LOURDES S. (dependent - "
        "parent)\nHospital: Western Visayas Eye Center\nConfinement: 3 May 2024 (day surgery)   Case rate: Cataract "
        "extraction with IOL PHP 16,000.00\nAttending: Dr. R. Sotto, Ophthalmology"))

    # ------------------------------------------------------------ Old laptop (Manila) copy (Archive Nursing)
    ol = "Old laptop (Manila)"
    add(f"{ol}/Documents/OLMMC/COE OLMMC.pdf", X, "Nursing", ago(2018, 10, 29), t_manila_coe)
    add(f"{ol}/Documents/OLMMC/Payslip Aug 2018.pdf", X, "Nursing", ago(2018, 8, 31), t_manila_payslip)
    add(f"{ol}/Documents/OLMMC/Payslip Sept 2018.pdf", X, "Nursing", ago(2018, 9, 30), t_manila_payslip)
    add(f"{ol}/Documents/OLMMC/Resignation letter.docx", X, "Nursing", ago(2018, 9, 20), t_resignation)
    add(f"{ol}/Documents/Abroad application/Resume 2018.docx", X, "Nursing", ago(2018, 5, 2), t_resume2018)
    add(f"{ol}/Documents/Abroad application/POEA contract verified.pdf", X, "Nursing", ago(2019, 1, 15), t_poea)
    add(f"{ol}/Documents/Abroad application/DHA exam result.pdf", X, "Nursing", ago(2018, 8, 2), t_dha_exam)
    add(f"{ol}/Documents/Abroad application/Dataflow report.pdf", X, "Nursing", ago(2018, 7, 10), _txt(
        "DataFlow Group - Primary Source Verification Report\nApplicant: Maricel Dela Cruz   Requested by: Dubai Health "
        "Authority\nEducation: BSN, Central Philippine University - VERIFIED POSITIVE\nLicense: PRC RN 0791144 - VERIFIED "
        "POSITIVE\nExperience: Our Lady of Mercy Medical Center, 2014-present - VERIFIED POSITIVE"))
    for i, (y, m, d) in enumerate(((2013, 4, 6), (2013, 4, 6), (2013, 11, 28))):
        photo(f"{ol}/Pictures/Graduation 2013/DSC0{4410 + i * 37}.JPG", R, "Photos", ago(y, m, d))
    add(f"{ol}/Desktop/desktop.ini", L, "System", ago(2023, 7, 2), ini)

    # ------------------------------------------------------------ Pictures (Resources Photos)
    ic = "Pictures/iCloud Photos/Photos"
    for i in range(11):
        add(f"{ic}/IMG_{1204 + i * 83:04d}.HEIC", R, "Photos", 3 + i * 41, "")
    for i in range(4):
        photo(f"{ic}/IMG_{1190 + i * 211:04d}.JPG", R, "Photos", 20 + i * 97)
    for i, (y, m, d) in enumerate(((2026, 5, 3), (2026, 4, 19), (2026, 3, 7), (2025, 12, 25), (2026, 5, 27))):
        add(f"Pictures/Screenshots/Screenshot {y}-{m:02d}-{d:02d} {r.randint(100000, 235959)}.png", R, "Photos",
            ago(y, m, d), "")
    for i in range(3):
        photo(f"Pictures/Desert safari 2025/IMG_{2250 + i * 9}.JPG", R, "Photos", ago(2025, 1, 18))
    add("Pictures/Thumbs.db", L, "System", ago(2025, 1, 19), lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 2000))

    # ------------------------------------------------------------ old phone backup (Archive Backup)
    pb = "Phone Backup Galaxy A50 (2023)"
    for i, (y, m, d) in enumerate(((2020, 12, 24), (2021, 6, 12), (2021, 9, 14), (2022, 3, 5), (2022, 10, 30),
                                   (2023, 2, 14))):
        photo(f"{pb}/DCIM/Camera/{y}{m:02d}{d:02d}_{r.randint(80000, 215959):06d}.jpg", X, "Backup", ago(y, m, d))
    for i, (y, m, d) in enumerate(((2021, 1, 5), (2022, 1, 5), (2022, 8, 21), (2023, 5, 1))):
        photo(f"{pb}/WhatsApp/Media/WhatsApp Images/IMG-{y}{m:02d}{d:02d}-WA00{i + 12}.jpg", X, "Backup", ago(y, m, d))
    add(f"{pb}/WhatsApp/Media/WhatsApp Documents/Payslip Oct 2022.pdf", X, "Backup", ago(2022, 10, 27), t_payslip)
    add(f"{pb}/WhatsApp/Media/WhatsApp Documents/Simbang Gabi 2022 lineup.docx", X, "Backup", ago(2022, 12, 10),
        t_lineup)
    add(f"{pb}/WhatsApp/Media/WhatsApp Documents/DOC-20220301-WA0004.pdf", X, "Backup", ago(2022, 3, 1), t_remit)
    add(f"{pb}/Download/karama rent receipt.pdf", X, "Backup", ago(2021, 11, 1), _txt(
        "RECEIPT - Flat 507 Al Karama Bldg 12\nReceived from Maricel Dela Cruz AED 950 for bedspace partition 3, "
        "November 2021.\nL. Dumalagan"))
    add(f"{pb}/Download/Pag-IBIG MP2 enrollment.pdf", X, "Backup", ago(2022, 4, 3), t_pagibig_mp2)
    add(f"{pb}/Contacts.vcf", X, "Backup", ago(2023, 6, 20), t_vcf)
    photo(f"{pb}/Messenger/received_{2209871133402:d}.jpeg", X, "Backup", ago(2022, 6, 14))
    photo(f"{pb}/Messenger/received_{2319906471100:d}.jpeg", X, "Backup", ago(2023, 1, 3))

    # ------------------------------------------------------------ Downloads: named files, installers, images, Left
    dl = "Downloads"
    add(f"{dl}/Payslip_May2026.pdf", A, "Nursing", ago(2026, 5, 28), t_payslip)
    add(f"{dl}/eStatement_ENBD_May2026.pdf", A, "Finance", ago(2026, 5, 31), t_enbd)
    add(f"{dl}/NCLEX-RN_Test_Plan_2026.pdf", R, "NCLEX", ago(2026, 1, 10), _txt(
        "NCSBN - NCLEX-RN Examination Test Plan (effective April 2026)\nClient needs categories: Safe and Effective "
        "Care Environment (Management of Care 15-21%, Safety and Infection Control 10-16%); Health Promotion and "
        "Maintenance 6-12%; Psychosocial Integrity 6-12%; Physiological Integrity (Basic Care and Comfort 6-12%, "
        "Pharmacological and Parenteral Therapies 13-19%, Reduction of Risk Potential 9-15%, Physiological "
        "Adaptation 11-17%).\nComputerized adaptive testing: 85 to 150 items, 5 hours."))
    for name, age, head in (("ZoomInstallerFull.exe", 420, b"MZ\x90\x00"), ("ChromeSetup.exe", 2200, b"MZ\x90\x00"),
                            ("vlc-3.0.21-win64.exe", 300, b"MZ\x90\x00"), ("AnyDesk.exe", 610, b"MZ\x90\x00"),
                            ("WhatsApp Installer.exe", 520, b"MZ\x90\x00"), ("CanvaSetup.exe", 75, b"MZ\x90\x00"),
                            ("AcroRdrDCx64_en_US.exe", 880, b"MZ\x90\x00"), ("iCloudSetup.exe", 980, b"MZ\x90\x00")):
        add(f"{dl}/{name}", R, "Software", age, lambda r, dt, h=head: _blob(r, h, 3000))
    for ts, age in (("2026-05-14 at 19.02.11", ago(2026, 5, 14)), ("2026-04-05 at 08.44.37", ago(2026, 4, 5)),
                    ("2026-05-24 at 21.15.02", ago(2026, 5, 24))):
        photo(f"{dl}/WhatsApp Image {ts}.jpeg", R, "Photos", age)
    photo(f"{dl}/received_1099284736615204.jpeg", R, "Photos", ago(2026, 3, 29))
    photo(f"{dl}/received_1122093847561123.jpeg", R, "Photos", ago(2026, 5, 11))
    photo(f"{dl}/IMG_20260412_101533.jpg", R, "Photos", ago(2026, 4, 12))
    add(f"{dl}/Unconfirmed 448213.crdownload", L, "System", 0.5, lambda r, dt: _blob(r, b"MZ\x90\x00", 1200))
    add(f"{dl}/UWorld_Notes_Cardio.pdf.crdownload", L, "System", 1.2, lambda r, dt: b"%PDF-1.4\n" + _blob(r, b"", 700))
    add(f"{dl}/Saunders_NCLEX_Q&A.pdf.part", L, "System", 40, lambda r, dt: b"%PDF-1.5\n" + _blob(r, b"", 900))
    add(f"{dl}/desktop.ini", L, "System", 2100, ini)

    # ------------------------------------------------------------ hard files: Downloads (Gmail / WhatsApp / Messenger)
    H = True
    hard_dl = [
        ("document.pdf", A, "Nursing", ago(2026, 3, 3), t_dha_renewal),
        ("document (1).pdf", A, "Finance", ago(2026, 4, 30), t_bdo),
        ("document (2).pdf", P, "House", ago(2026, 3, 20), lambda r, dt: t_billing(r, dt, 3)),
        ("document (3).pdf", P, "NCLEX", ago(2026, 2, 2), t_nje),
        ("document (4).pdf", A, "Family", ago(2026, 5, 8), t_tuition),
        ("document (5).pdf", A, "Health", ago(2025, 8, 22), t_labs),
        ("document (6).pdf", P, "Travel", ago(2026, 4, 22), t_flights),
        ("document (7).pdf", A, "Residency", ago(2025, 3, 28), t_eid_receipt),
        ("document (8).pdf", X, "Apartment", ago(2023, 6, 30), t_karama_refund),
        ("document (9).pdf", X, "Nursing", ago(2019, 1, 16), t_poea),
        ("document (10).pdf", X, "Travel", ago(2024, 9, 2), t_trip_itin),
        ("document (11).pdf", A, "Health", ago(2025, 10, 12), t_hepb),
        ("document (12).pdf", A, "Nursing", ago(2024, 2, 8), t_acls),
        ("document (13).pdf", A, "Family", ago(2026, 4, 14), t_meds),
        ("document (14).pdf", A, "Health", ago(2026, 3, 4), t_physio),
        ("document (15).pdf", P, "House", ago(2026, 5, 15), t_change_order),
        ("Scanned from a Xerox Multifunction Printer.pdf", A, "Nursing", ago(2025, 7, 15), t_bls),
        ("Scanned from a Xerox Multifunction Printer (1).pdf", P, "Immigration", ago(2026, 4, 9), t_nbi),
        ("Scanned from a Xerox Multifunction Printer (2).pdf", A, "Nursing", ago(2025, 11, 3), t_salary_cert),
        ("Scanned from a Xerox Multifunction Printer (3).pdf", A, "Residency", ago(2025, 3, 18), t_visa_medical),
        ("Scanned from a Xerox Multifunction Printer (4).pdf", P, "Travel", ago(2026, 5, 5), t_leave),
        ("Scanned from a Xerox Multifunction Printer (5).pdf", A, "Nursing", ago(2026, 2, 12), t_appraisal),
        ("Scanned from a Xerox Multifunction Printer (6).pdf", X, "Apartment", ago(2023, 6, 29), t_karama_agreement),
        ("Scanned from a Xerox Multifunction Printer (7).pdf", A, "Nursing", ago(2025, 3, 3), t_mohre),
        ("Scanned from a Xerox Multifunction Printer (8).pdf", A, "Residency", ago(2024, 6, 6), t_passport),
        ("attachment.pdf", P, "Immigration", ago(2026, 4, 2), t_agency_addendum),
        ("attachment (1).pdf", P, "Church", ago(2026, 4, 27), t_venue),
        ("attachment (2).pdf", P, "NCLEX", ago(2026, 5, 14), t_pvue),
        ("attachment (3).pdf", P, "Immigration", ago(2026, 4, 28), t_visascreen),
        ("file.pdf", A, "Finance", ago(2026, 1, 12), t_pagibig_mp2),
        ("file (1).pdf", P, "Travel", ago(2026, 5, 26), t_oec),
        ("Untitled document.docx", P, "Church", ago(2026, 5, 2), t_concert_program),
        ("Untitled document (1).docx", P, "House", ago(2026, 4, 18), t_delay_letter),
        ("Untitled document (2).docx", P, "Nursing", ago(2026, 5, 27), t_qi_summary),
        ("Untitled spreadsheet.xlsx", A, "Family", ago(2025, 12, 30), t_padala_tracker),
        ("Untitled spreadsheet (1).xlsx", P, "NCLEX", ago(2026, 5, 20), t_studyplan),
        ("export.csv", A, "Finance", ago(2026, 5, 3), t_enbd_csv),
        ("export (1).csv", P, "NCLEX", ago(2026, 5, 29), t_uworld_csv),
        ("download.pdf", X, "Church", ago(2024, 12, 22), t_xmas_party),
        ("download (1).pdf", X, "Travel", ago(2023, 12, 10), lambda r, dt: t_trip_itin(r, dt, "home")),
        ("Mail - Maricel Dela Cruz - Outlook.pdf", A, "Apartment", ago(2026, 5, 21), t_rent_mail),
        ("DOC-20260415-WA0002.pdf", P, "House", ago(2026, 4, 15), lambda r, dt: t_quote(r, dt, "windows")),
        ("DOC-20260302-WA0007.pdf", P, "Immigration", ago(2026, 3, 2), t_psa),
        ("DOC-20251120-WA0001.pdf", X, "Church", ago(2025, 11, 20), t_simbang_sched),
        ("DOC-20260510-WA0004.docx", A, "Church", ago(2026, 5, 10), t_minutes),
        ("DOC-20260521-WA0003.pdf", P, "House", ago(2026, 5, 21), t_electrical_permit),
        ("DOC-20260118-WA0000.pdf", A, "Family", ago(2026, 1, 18), t_grades),
        ("DOC-20260227-WA0001.pdf", P, "House", ago(2026, 2, 27), lambda r, dt: t_billing(r, dt, 2)),
        ("Re_ Follow up.eml", P, "Immigration", ago(2026, 4, 6), t_recruiter_mail),
        ("Fwd_ FYI.eml", P, "Nursing", ago(2026, 5, 19), t_qi_mail),
        ("receipt.pdf", A, "Family", ago(2026, 5, 28), t_remit),
        ("receipt (1).pdf", A, "Apartment", ago(2026, 5, 12), t_dewa),
        ("invoice.pdf", A, "Apartment", ago(2026, 5, 4), t_du),
        ("document (16).pdf", A, "Residency", ago(2025, 3, 26), t_visa),
        ("Scanned from a Xerox Multifunction Printer (9).pdf", A, "Health", ago(2026, 1, 6), t_health_card),
        ("DOC-20260118-WA0003.xlsx", A, "Church", ago(2026, 1, 18), t_members),
    ]
    for name, bucket, topic, age, fn in hard_dl:
        add(f"{dl}/{name}", bucket, topic, age, fn, H)

    # ------------------------------------------------------------ hard files: Desktop
    dk = "Desktop"

    def addh(rel: str, bucket: str, topic: str, age: float, content) -> None:
        add(rel, bucket, topic, age, content, H)

    addh(f"{dk}/New Text Document.txt", P, "NCLEX", ago(2026, 5, 31), _txt(
        "countdown - 71 days\nMay 31: 75 q, 64%  (pharma 5 wrong - anticoagulants!!)\nMay 30: 100 q, 61%\n"
        "May 29: duty - 30 q only\nreview: heparin vs warfarin labs (aPTT vs PT/INR), protamine / vit K\n"
        "tomorrow: Klimek lecture 5 + 100 q management of care\nATT valid until Aug 10?? check - exam Aug 11 ok?"))
    addh(f"{dk}/New Text Document (2).txt", P, "Travel", ago(2026, 5, 29), t_pasalubong)
    addh(f"{dk}/New Text Document (3).txt", A, "Finance", ago(2026, 4, 7), _txt(
        "bayaran this month\n- SSS Apr-Jun 7,200 (PRN from My.SSS, pay GCash before 30th)\n- Pag-IBIG regular 200 x 3 + "
        "MP2 5,000\n- PhilHealth OFW premium - check new rate sa app\n- Sun Life annual due Aug 15 - 36,000\n"
        "- ENBD credit card min due 150 (pay full 2,340)"))
    addh(f"{dk}/notes.txt", A, "Church", ago(2026, 5, 24), t_cash_count)
    addh(f"{dk}/New Text Document (4).txt", A, "Health", ago(2026, 2, 19), t_checkup)
    addh(f"{dk}/reminders.txt", A, "Residency", ago(2026, 1, 9), _txt(
        "EID + residence visa expire 24 Mar 2027 - remind HR (PRO) Jan 2027 for renewal + visa medical\n"
        "passport P7734102B valid until 2034\nEID number 784-1991-4471820-3\nkeep copy of visa page for "
        "ENBD KYC update"))
    addh(f"{dk}/Doc1.docx", A, "Nursing", ago(2026, 4, 21), t_swap_letter)
    add(f"{dk}/~$Doc1.docx", L, "System", 0.3, b"\x07Maricel" + b"\x00" * 46 + b"\x07Maricel" + b"\x00" * 108)
    addh(f"{dk}/Doc2.docx", A, "Family", ago(2026, 3, 16), t_registrar_letter)
    addh(f"{dk}/Book1.xlsx", P, "House", ago(2026, 3, 26), t_cost_compare)
    addh(f"{dk}/Book2.xlsx", A, "Finance", ago(2026, 5, 30), t_budget)
    addh(f"{dk}/Maricel.docx", P, "Immigration", ago(2026, 5, 8), t_cv)
    addh(f"{dk}/Scan.pdf", A, "Residency", ago(2025, 4, 3), t_eid)
    add(f"{dk}/Himig ticket list.xlsx", P, "Church", ago(2026, 5, 30), t_tickets)
    add(f"{dk}/desktop.ini", L, "System", 2150, ini)

    # ------------------------------------------------------------ hard files: Documents/Scans and Documents root
    sc = "Documents/Scans"
    for i, (bucket, topic, age, fn) in enumerate((
            (A, "Nursing", ago(2024, 8, 22), t_prc),
            (A, "House", ago(2023, 2, 10), t_taxdec),
            (P, "Immigration", ago(2026, 4, 20), t_tor),
            (A, "Finance", ago(2025, 9, 1), t_pagibig_contrib),
            (X, "Family", ago(2024, 5, 10), t_cataract),
            (X, "Nursing", ago(2019, 2, 1), t_manila_coe),
            (A, "Apartment", ago(2025, 6, 29), t_sublease),
            (A, "Finance", ago(2025, 8, 16), t_sunlife),
            (A, "Health", ago(2026, 2, 25), t_dental),
            (X, "Finance", ago(2024, 9, 20), t_loan_closure),
            (P, "House", ago(2025, 10, 20), t_brgy_clearance),
            (A, "House", ago(2026, 1, 16), t_rpt),
            (A, "Apartment", ago(2026, 2, 14), t_dewa)), 1):
        add(f"{sc}/scan{i:04d}.pdf", bucket, topic, age, fn, H)
    add("Documents/New Microsoft Word Document.docx", A, "Church", ago(2026, 4, 5), t_treasurer, H)
    add("Documents/New Microsoft Excel Worksheet.xlsx", A, "Nursing", ago(2026, 2, 28), t_cpd_log, H)
    add("Documents/draft.docx", P, "Immigration", ago(2026, 4, 25), lambda r, dt: t_cover(r, dt, 1), H)
    add("Documents/draft v2.docx", P, "Immigration", ago(2026, 5, 9), lambda r, dt: t_cover(r, dt, 2), H)
    add("Documents/desktop.ini", L, "System", 2150, ini)

    return items
