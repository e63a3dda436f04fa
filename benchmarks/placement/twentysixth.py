"""A twenty-sixth labelled corpus, ``build(root, seed)``, written blind (without reading the classifier).

Whoever wrote this module did not look at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/`` or any placement
result; only at the docstring of ``unseen.py`` (how labelling rules are written), its small helpers and the
first lines of its ``build()``, the ``Item`` dataclass and the helpers ``_pdf``/``_jpeg`` (``corpus.py``) and
``_docx``/``_png``/``HEIC_HEAD`` (``blind.py``). Files and labels are shaped by what this person would keep.

The person: Imran Siddiqui, 39, a band 7 hospital pharmacist (Advanced Specialist Pharmacist, Acute
Medicine) at Edgbaston Royal Hospital (Edgbaston & Harborne NHS Foundation Trust), GPhC registration
2087314. He lives in Hall Green, Birmingham (42 Brantley Road, B28) with his wife Sana, a part-time dental
nurse, and their children Ayaan (4, starts Reception at Greet Lane Primary in September 2026) and Zara (2, at
Little Acorns Day Nursery). On the side he is a small landlord with three flats: 88 Heeley Road, Selly Oak (a
five-bed student HMO, licensed by Birmingham City Council), Flat 2, 31 Dawlish Road, Selly Oak (three
students) -- both let through Bristol Road Lettings -- and Flat 3, 112 Vicarage Road, Kings Heath, bought in
2022 and self-managed. He files a self-assessment return each January for the property income. Every
Saturday he coaches the under-11s of Al-Noor Youth FC, the youth football team of Masjid Al-Noor in
Sparkhill (DBS, FA Introduction to Coaching Football, fixtures, subs).

Going on now: the Kings Heath flat is being refurbished between tenants (new kitchen from Howdens,
bathroom, rewire of the kitchen circuit, redecoration; builder A. Hussain Building & Maintenance; it must be
ready to let by the end of July 2026); the Dawlish Road flat is being remortgaged before its five-year fix
ends in August 2026 (broker Khalid Mahmood of Crest Mortgage Solutions, valuation, offer); he is doing the
Independent Prescribing for Pharmacists course at the University of Central Midlands (modules, assignments,
90 hours of supervised practice with his designated prescribing practitioner Dr Helen Carter, portfolio due
December 2026); and the family is going on Umrah with Al-Hijaz Travel from 18 to 30 December 2026.
Finished: buying the Kings Heath flat (completed March 2022), the 2024 eviction of a tenant there who stopped
paying (section 8 notice, possession claim at Birmingham County Court, bailiffs in October 2024), his
previous job as a pharmacist manager at Medipharm Chemists, a community pharmacy chain (Sparkhill branch,
left in September 2020), and the family holiday in Turkey in August 2025 (Istanbul and Side).

The machine is a MacBook Air with the usual chaos: a huge ``Downloads/`` (``document (3).pdf``,
``attachment.pdf``, unfinished ``.crdownload``), ``Desktop/`` with ``Untitled.txt`` and screenshots,
``Documents/Scans/`` full of ``Scanned Document 7.pdf`` from the iPhone, ``Documents/misc``, an
``untitled folder``, tidy folders for the flats and the course, ``Pictures/`` exports, a small Python
project that tallies the rent, and a folder copied off the old Windows laptop (``Old laptop backup 2020``).
Files are English with some Urdu (Roman Urdu notes, Urdu poetry titles, nasheed and qawwali names).

Labelling rules (written before any file was generated; as of ``NOW``, 2026-06-01):

- **Projects** (an outcome with an end, still being worked on, whatever the file's age):
  the Kings Heath refurbishment -- quotes, kitchen order, schedule, budget, electrician, progress photos
  (topic Property); the Dawlish Road remortgage -- broker e-mails, valuation, offer, comparison of deals
  (topic Property); the independent prescriber course -- handbooks, assignments, supervised-practice log,
  DPP paperwork, portfolio, OSCE revision (topic Pharmacy); the Umrah trip in December 2026 -- package,
  flights, visas, meningitis ACWY jabs for the trip, packing list, budget (topic Travel).
- **Areas** (responsibilities with no end, whatever the document's age): his hospital job -- GPhC
  registration and revalidation, CPD records, rota, appraisal, job plan, mandatory training (Pharmacy);
  money -- payslips, P60s, NHS pension statements, bank, the family's own mortgage, budget, self-assessment
  returns and HMRC letters (Finance); letting the three flats -- tenancy agreements, deposit protection,
  gas safety, EICR, EPC, agent statements, repair invoices, the rental flats' mortgage statements, landlord
  insurance, HMO licence, rent ledgers (Property); the family home -- council tax, energy, broadband, home
  insurance, boiler (Home); the children -- nursery fees, tax-free childcare, school admission (Children);
  the family's health (Health); coaching Al-Noor Youth FC -- fixtures, squad, subs, DBS, coaching
  certificates, session plans (Football). An old gas certificate or a 2022 tax return is still Areas.
- **Resources** (reference and interests by subject): BNF extracts, NICE and trust guidelines, dosing
  tables (Pharmacy); landlord guides and the government's How to Rent guide (Property); Urdu poetry and other
  ebooks (Books); nasheeds, qawwalis and other music (Music); recipes (Cooking); installers (Software);
  general photos, screenshots and wallpapers (Photos) -- photos that document a project (the refurbishment
  progress, the Turkey holiday) take that project's bucket and topic.
- **Archive** (finished projects and ended responsibilities, however recent the file): buying the Kings
  Heath flat (Property); the 2024 eviction (Property); the Medipharm job and its payslips, ended 2020
  (Pharmacy); the Turkey holiday 2025 (Travel); files only kept from the old laptop's Medipharm days follow
  the same rule.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and system
  files (``desktop.ini``, ``Thumbs.db``), topic System. Dot files (``.DS_Store``, ``.~lock...#``) are
  written but not labelled.

``hard`` marks a file whose name and folder both say nothing about its subject (``Downloads/document
(3).pdf``, ``Desktop/Untitled.txt``, ``Documents/Scans/Scanned Document 12.pdf``, ``Documents/misc/notes.docx``):
only its text can place it. Images are never hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
import tempfile
from collections import Counter
from datetime import timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _d, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400

FIRST = ["Oliver", "Amelia", "Harry", "Isla", "Jack", "Ava", "George", "Mia", "Noah", "Grace", "Leo", "Freya",
         "Ethan", "Chloe", "Aisha", "Hamza", "Priya", "Tom", "Lucy", "Sam", "Megan", "Callum", "Ellie", "Josh"]
SURN = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Davies", "Evans", "Patel", "Khan", "Hughes",
        "Walker", "Wright", "Roberts", "Green", "Hall", "Clarke", "Ahmed", "Lewis", "Turner", "Hill", "Begum"]
FLATS = {
    "heeley": ("88 Heeley Road, Selly Oak, Birmingham B29 6EZ", "Bristol Road Lettings"),
    "dawlish": ("Flat 2, 31 Dawlish Road, Selly Oak, Birmingham B29 7AE", "Bristol Road Lettings"),
    "kh": ("Flat 3, 112 Vicarage Road, Kings Heath, Birmingham B14 7LX", "self-managed"),
}
ME = "Mr Imran Siddiqui\n42 Brantley Road\nHall Green\nBirmingham B28 8EP"
TRUST = "Edgbaston & Harborne NHS Foundation Trust - Edgbaston Royal Hospital, Pharmacy Department"


def _gbp(r: random.Random, lo: float, hi: float) -> str:
    return f"\u00a3{r.uniform(lo, hi):,.2f}"


def _who(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def _long(dt) -> str:
    return dt.strftime("%d %B %Y").lstrip("0")


# --------------------------------------------------------------------------- hospital job (Areas Pharmacy)


def t_gphc_renewal(r, dt):
    return (f"General Pharmaceutical Council\n25 Canada Square, London E14 5LQ\n\n{ME}\n\n{_long(dt)}\n\n"
            "Confirmation of renewal of registration\nRegistrant: Imran Siddiqui  Registration number 2087314\n"
            f"Register: Pharmacists  Annotation: none\nYour registration has been renewed until 30 November {dt.year + 1}.\n"
            f"Fee received: \u00a3{r.choice(['257.00', '266.00', '273.00'])} by direct debit.\n"
            "Please remember that you must submit your revalidation records (four CPD entries, one peer discussion\n"
            "and one reflective account) by your registration renewal date each year.\nGPhC Registration team")


def t_revalidation(r, dt, kind="cpd"):
    if kind == "peer":
        return (f"Revalidation record - Peer discussion\nRegistrant 2087314  Date of discussion: {_d(dt)}\n"
                f"Peer: {_who(r)}, Lead Pharmacist Critical Care (not my line manager)\n"
                "How has the discussion changed my practice?\nWe discussed my approach to reviewing frail patients on the\n"
                "acute medical unit. I agreed to use STOPP/START more consistently on the post-take ward round and to\n"
                "document deprescribing decisions in the electronic prescribing record so the GP can follow them.")
    if kind == "reflect":
        return ("Revalidation - Reflective account\nStandard chosen: 9 - Demonstrate leadership\n"
                "My role: advanced specialist pharmacist, acute medicine. Main users: patients admitted via AMU and\n"
                "the doctors and nurses caring for them.\nExample: I led the rollout of the new insulin safety checklist\n"
                "after two omitted-dose incidents, trained 40 nurses and audited compliance (78% to 94%).")
    topic = r.choice([("Direct oral anticoagulants in renal impairment", "I rewrote our DOAC dosing crib sheet using Cockcroft-Gault with actual body weight"),
                      ("Managing hyperkalaemia on AMU", "I now check for potassium binders and review ACE inhibitors at the first review"),
                      ("Gentamicin monitoring", "I changed how I counsel FY1s on the Hartford nomogram and timing of levels"),
                      ("Opioid conversions in palliative patients", "I use the trust conversion chart and check breakthrough doses are one sixth")])
    return (f"GPhC revalidation - CPD record (planned learning)\nDate: {_d(dt)}\nTitle: {topic[0]}\n"
            "What are you planning to learn?\nWhy is this relevant to you and the people using your services?\n"
            "Patients on the acute medical unit are often elderly with fluctuating renal function.\n"
            f"How are you going to learn it? CPPE e-learning and the trust guideline.\nGive an example of the benefit: {topic[1]}.")


def t_rota(r, dt):
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    rows = ["Week commencing;Day;Shift;Ward;Pharmacist"]
    for w in range(2):
        for d in days:
            rows.append(f"{_d(dt + timedelta(days=7 * w))};{d};{r.choice(['08:30-17:00', '09:00-17:30', 'Late 12:00-20:00', 'OFF', 'On-call'])};"
                        f"{r.choice(['AMU', 'Ward 14', 'Ward 22', 'Dispensary', 'ED'])};I Siddiqui")
    return "Pharmacy rota - clinical pharmacists band 7\n" + "\n".join(rows)


def t_appraisal(r, dt):
    return (f"{TRUST}\nAnnual appraisal (PDR) {dt.year}\nAppraisee: Imran Siddiqui, Advanced Specialist Pharmacist (Band 7)\n"
            f"Appraiser: {_who(r)}, Principal Pharmacist Clinical Services\n\nObjectives for the coming year\n"
            "1. Complete the independent prescribing qualification and set up a pharmacist-led clinic on AMU.\n"
            "2. Lead the medicines reconciliation audit (target 90% within 24 hours of admission).\n"
            "3. Supervise two foundation trainee pharmacists.\nMandatory training: all compliant. Values: excellent.")


def t_job_plan(r, dt):
    return (f"Job plan - Imran Siddiqui - {dt.year}\nAMU clinical sessions: 6 PAs\nWard rounds with acute physicians: 2\n"
            "Education & training (foundation pharmacists, FY1 prescribing teaching): 1\nAudit / governance (Medication Safety Group): 1\n"
            "On-call: 1 in 8 weekends, resident on-call 1 in 10 nights\nNotes: protected time for prescribing course agreed with Principal Pharmacist.")


def t_mandatory(r, dt):
    course = r.choice(["Safeguarding Adults Level 2", "Information Governance and Data Security", "Basic Life Support",
                       "Fire Safety", "Conflict Resolution", "Moving and Handling"])
    return (f"Certificate of completion\nThis is to certify that Imran Siddiqui\nhas completed the e-learning module\n{course}\n"
            f"on {_long(dt)}\nEdgbaston & Harborne NHS Foundation Trust - Learning Hub. Valid for 3 years.")


def t_cppe(r, dt):
    mod = r.choice(["Antimicrobial stewardship", "Sepsis: the role of the pharmacy team", "Anticoagulation: DOACs",
                    "Consultation skills for pharmacy practice", "Diabetes: insulin safety"])
    return (f"CPPE - Centre for Pharmacy Postgraduate Education\nStatement of completion\nName: Imran Siddiqui  GPhC 2087314\n"
            f"Programme: {mod}\nAssessment passed: {_d(dt)}  Score {r.randint(80, 100)}%\nThis learning may be used for your revalidation CPD record.")


def t_datix(r, dt):
    return (f"Incident notes (to write up properly)\n{_d(dt)} AMU bay C\nPatient on enoxaparin 1.5mg/kg prescribed while eGFR 24 -\n"
            "should have been 1mg/kg once daily. Spotted on screening before second dose, FY1 informed, dose changed.\n"
            "No harm. Submit on the incident system, copy to Medication Safety Officer. Mention at the Thursday huddle.")


# --------------------------------------------------------------------------- money (Areas Finance)


def t_payslip(r, dt):
    basic = r.uniform(4180, 4420)
    tax, ni, pen = basic * .19, basic * .07, basic * .098
    return (f"Edgbaston & Harborne NHS Foundation Trust\nPAYSLIP  Pay date: {_d(dt)}\nEmployee: SIDDIQUI I  Assignment 20871-4  "
            f"Band 7 Point 3\nNI number: JK 40 22 81 C  Tax code 1257L\nBasic pay {basic:,.2f}\nOn-call / unsocial hours {r.uniform(90, 420):,.2f}\n"
            f"Income tax {tax:,.2f}\nNational Insurance {ni:,.2f}\nNHS Pension 9.8% {pen:,.2f}\nNet pay {basic - tax - ni - pen:,.2f}")


def t_p60(r, dt):
    return (f"P60 End of Year Certificate - Tax year to 5 April {dt.year}\nEmployer: Edgbaston & Harborne NHS Foundation Trust\n"
            f"PAYE reference 961/EH44210\nEmployee: Imran Siddiqui  NI JK402281C\nPay in this employment {_gbp(r, 52000, 56500)}\n"
            f"Tax deducted {_gbp(r, 8400, 9600)}\nFinal tax code 1257L")


def t_pension(r, dt):
    return (f"NHS Pensions - Total Reward Statement / Annual Benefit Statement as at 31 March {dt.year}\nMember: Imran Siddiqui\n"
            "Scheme: 2015 Career Average Revalued Earnings (CARE)\n"
            f"Pension built up to date: {_gbp(r, 9800, 12500)} a year\nNormal pension age: 68\nEmployer contributions this year {_gbp(r, 11000, 12500)}")


def t_sa_return(r, dt, year=2024):
    rent = r.uniform(41000, 47000)
    exp = r.uniform(9000, 14000)
    return (f"HM Revenue & Customs - Self Assessment tax return summary {year}-{str(year + 1)[2:]}\nUTR 61842 09937  Imran Siddiqui\n"
            f"Employment (SA102): pay from Edgbaston & Harborne NHS FT {_gbp(r, 51000, 56000)}\n"
            f"UK property (SA105): 3 properties. Total rents {rent:,.2f}  Allowable expenses {exp:,.2f}\n"
            f"Residential finance costs (20% tax credit) {_gbp(r, 8000, 12000)}\nProperty profit {rent - exp:,.2f}\n"
            f"Tax due 31 January {year + 2}: {_gbp(r, 6000, 9000)}  Payment on account 31 July {year + 2}")


def t_hmrc_letter(r, dt):
    return (f"HM Revenue & Customs\nSelf Assessment\nBX9 1AS\n\n{ME}\n\nDate {_long(dt)}\nUnique Taxpayer Reference 61842 09937\n\n"
            f"Statement of account\nBalancing payment due 31 January {dt.year + (1 if dt.month > 1 else 0)}: {_gbp(r, 2000, 5000)}\n"
            f"First payment on account: {_gbp(r, 2500, 4200)}\nYou can pay online using your UTR followed by the letter K.")


def t_accountant(r, dt):
    return (f"From: Farah Qureshi <farah@qureshi-accountants.co.uk>\nTo: imran.siddiqui87@gmail.com\nDate: {dt.strftime('%a, %d %b %Y')} 10:12 +0000\n"
            "Subject: Your tax return - info needed\n\nDear Imran,\n\nTo finish your return I still need:\n"
            "- the annual statements from Bristol Road Lettings for Heeley Road and Dawlish Road\n"
            "- mortgage interest certificates for all three flats\n- receipts for the boiler at Heeley Road and the Kings Heath repairs\n"
            "- your P60 from the Trust\n\nThe filing deadline is 31 January. Kind regards,\nFarah Qureshi FCCA")


def t_bank(r, dt):
    lines = [f"Lloyds Bank - Classic account statement {dt.strftime('%B %Y')}\nMR I SIDDIQUI  Sort code 30-96-26  Account 48211903",
             "Date;Description;Money out;Money in;Balance"]
    bal = r.uniform(1500, 4000)
    for i, (desc, sign) in enumerate([("EDGBASTON HARBORNE NHS SALARY", 1), ("NATIONWIDE MORTGAGE DD", -1), ("LITTLE ACORNS NURSERY", -1),
                                      ("TESCO STORES HALL GREEN", -1), ("OCTOPUS ENERGY DD", -1), ("BIRMINGHAM CC COUNCIL TAX", -1),
                                      ("MASJID AL-NOOR DONATION", -1), ("SKY MOBILE", -1)]):
        amt = r.uniform(3200, 3600) if sign > 0 else r.uniform(15, 1300)
        bal += sign * amt
        lines.append(f"{(dt + timedelta(days=i * 3)).strftime('%d %b')};{desc};{'' if sign > 0 else f'{amt:.2f}'};{f'{amt:.2f}' if sign > 0 else ''};{bal:.2f}")
    return "\n".join(lines)


def t_home_mortgage(r, dt):
    return (f"Nationwide Building Society - Annual mortgage statement to 31 December {dt.year - 1}\nProperty: 42 Brantley Road, Hall Green B28 8EP\n"
            f"Borrowers: Mr I Siddiqui and Mrs S Siddiqui\nBalance outstanding {_gbp(r, 178000, 196000)}\nProduct: 2-year fixed 4.59% until 30/09/2027\n"
            f"Monthly payment {_gbp(r, 1180, 1260)}  Remaining term 24 years 3 months")


def t_budget(r, dt):
    return ("Month;Salary;Sana;Rent profit;Mortgage;Nursery;Bills;Food;Sadaqah;Saved\n" + "\n".join(
        f"{m};{r.randint(3300, 3600)};{r.randint(900, 1100)};{r.randint(800, 1400)};1214;{r.randint(780, 920)};{r.randint(420, 560)};"
        f"{r.randint(650, 850)};{r.randint(50, 200)};{r.randint(200, 900)}"
        for m in ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]))


# --------------------------------------------------------------------------- the flats (Areas Property)


def t_tenancy(r, dt, flat="heeley"):
    addr, agent = FLATS[flat]
    names = ", ".join(_who(r) for _ in range({"heeley": 5, "dawlish": 3, "kh": 1}[flat]))
    rent = {"heeley": "2,475.00 (495.00 per room)", "dawlish": "1,560.00", "kh": "875.00"}[flat]
    return (f"ASSURED SHORTHOLD TENANCY AGREEMENT\nProperty: {addr}\nLandlord: Imran Siddiqui, c/o {agent}\nTenants (jointly and severally): {names}\n"
            f"Term: 12 months from {_d(dt)}\nRent: \u00a3{rent} per calendar month, payable in advance on the 1st\n"
            "Deposit: five weeks' rent, protected with the Deposit Protection Service within 30 days\n"
            "The tenant shall keep the property clean, report repairs promptly and not sublet. Bills included: broadband only.")


def t_deposit(r, dt, flat="heeley"):
    addr, _ = FLATS[flat]
    return (f"Deposit Protection Service - Deposit Protection Certificate\nDeposit ID: {r.randint(10000000, 99999999)}\nProperty: {addr}\n"
            f"Landlord: Imran Siddiqui  Amount protected: {_gbp(r, 900, 2900)}\nDate received: {_d(dt)}\nDate protected: {_d(dt + timedelta(days=9))}\n"
            "The landlord must give the tenant the prescribed information within 30 days of receiving the deposit.")


def t_gas(r, dt, flat="heeley"):
    addr, _ = FLATS[flat]
    eng = _who(r)
    return (f"LANDLORD GAS SAFETY RECORD (CP12)\nInstallation address: {addr}\nLandlord: Imran Siddiqui\nEngineer: {eng}  Gas Safe reg. {r.randint(100000, 999999)}\n"
            f"Inspection date: {_d(dt)}  Next due by: {_d(dt + timedelta(days=365))}\n"
            f"Appliance 1: Worcester Bosch Greenstar combi boiler, kitchen. Flue OK. Operating pressure {r.uniform(19, 21):.1f} mbar. Safe to use: YES\n"
            "Appliance 2: gas hob, kitchen. Flame picture OK. Safe to use: YES\nCO alarm tested: YES  Gas tightness test: PASS")


def t_eicr(r, dt, flat="heeley"):
    addr, _ = FLATS[flat]
    return (f"ELECTRICAL INSTALLATION CONDITION REPORT (BS 7671)\nAddress: {addr}\nClient: Imran Siddiqui\nContractor: Selly Sparks Electrical Ltd, NICEIC {r.randint(600000, 699999)}\n"
            f"Date of inspection: {_d(dt)}  Recommended next inspection: 5 years\nObservations: C3 no RCD protection on lighting circuit; FI none\n"
            "Overall assessment of the installation: SATISFACTORY")


def t_agent_statement(r, dt, flat="heeley"):
    addr, _ = FLATS[flat]
    rent = 2475.0 if flat == "heeley" else 1560.0
    fee = rent * 0.12
    rep = r.choice([0.0, 0.0, 85.0, 140.0, 226.5])
    return (f"Bristol Road Lettings - 512 Bristol Road, Selly Oak B29 6BD\nLandlord statement {dt.strftime('%B %Y')}\nLandlord: Imran Siddiqui\nProperty: {addr}\n"
            f"Rent received {rent:,.2f}\nManagement fee 12% + VAT {fee * 1.2:,.2f}\nMaintenance {rep:,.2f} ({'none' if not rep else r.choice(['blocked sink', 'door handle', 'extractor fan', 'smoke alarm battery'])})\n"
            f"Paid to landlord {rent - fee * 1.2 - rep:,.2f} on {_d(dt + timedelta(days=5))}")


def t_repair(r, dt, flat="heeley"):
    addr, _ = FLATS[flat]
    job = r.choice([("Replace leaking kitchen mixer tap", 145), ("Unblock shower waste and reseal bath", 120),
                    ("Repair fence panel after storm", 210), ("Replace faulty immersion heater element", 180),
                    ("Fix damp patch - clear gutter and repaint ceiling", 340), ("Replace broken bedroom window handle", 65)])
    return (f"INVOICE {r.randint(1000, 4999)}\nSparkhill Property Maintenance - 07791 443 210\nTo: Imran Siddiqui\nJob address: {addr}\nDate: {_d(dt)}\n"
            f"Work carried out: {job[0]}\nLabour and materials: \u00a3{job[1]:.2f}\nNot VAT registered. Please pay by bank transfer within 14 days. Thank you.")


def t_btl_mortgage(r, dt, flat="heeley"):
    addr, _ = FLATS[flat]
    lender = {"heeley": "Fairbridge Mortgages (Buy to Let)", "dawlish": "Westmere Bank plc - Buy to Let", "kh": "Fairbridge Mortgages (Buy to Let)"}[flat]
    return (f"{lender}\nAnnual statement for the year to 31 December {dt.year - 1}\nAccount holder: Mr Imran Siddiqui\nSecurity address: {addr}\n"
            f"Balance {_gbp(r, 98000, 165000)}  Interest-only\nInterest charged in the year {_gbp(r, 3500, 7200)}\n"
            "Keep this statement for your self assessment tax return (finance costs).")


def t_hmo_licence(r, dt):
    return (f"BIRMINGHAM CITY COUNCIL - Housing Act 2004, Part 2\nLICENCE TO OPERATE A HOUSE IN MULTIPLE OCCUPATION\nLicence no. HMO/{dt.year}/{r.randint(1000, 9999)}\n"
            f"Property: {FLATS['heeley'][0]}\nLicence holder: Imran Siddiqui\nMaximum occupiers: 5 persons in 5 households\n"
            f"Valid from {_d(dt)} to {_d(dt + timedelta(days=5 * 365))}\nConditions: annual gas safety record, EICR every 5 years, fire alarm tested and logged.")


def t_landlord_ins(r, dt):
    return (f"Policy schedule - Landlord insurance\nPolicyholder: Imran Siddiqui\nInsurer: Homelet\nProperties: 88 Heeley Road B29; 31 Dawlish Road Flat 2 B29; 112 Vicarage Road Flat 3 B14\n"
            f"Period {_d(dt)} to {_d(dt + timedelta(days=364))}\nCover: buildings, landlord contents, property owners liability \u00a32m, loss of rent\nAnnual premium {_gbp(r, 980, 1340)}")


def t_epc(r, dt, flat="kh"):
    return (f"Energy Performance Certificate\n{FLATS[flat][0]}\nDate of assessment: {_d(dt)}  Valid until {_d(dt + timedelta(days=3650))}\n"
            f"Energy rating: {r.choice(['C', 'D'])}  Potential: B\nProperty type: {'Mid-floor flat' if flat != 'heeley' else 'Mid-terrace house'}\nRecommended: loft insulation, LED lighting")


def t_tenant_mail(r, dt, flat="dawlish"):
    who = _who(r)
    issue = r.choice(["the boiler is making a banging noise and the hot water keeps going cold",
                      "there is mould coming back on the bathroom ceiling",
                      "the washing machine has stopped spinning",
                      "one of the smoke alarms keeps beeping even after we changed the battery"])
    return (f"From: {who} <{who.split()[0].lower()}.{who.split()[1].lower()}@student.bham.ac.uk>\nTo: Imran Siddiqui <imran.siddiqui87@gmail.com>\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} 19:44 +0100\nSubject: Problem at the flat\n\nHi Imran,\n\nSorry to bother you, {issue}.\n"
            f"Can someone come and look at it this week? We're in most afternoons.\n\nThanks,\n{who.split()[0]}\n{FLATS[flat][0]}")


def t_fire_log(r, dt):
    rows = ["Date;Alarm tested;Emergency lighting;Fire doors closing;Extinguisher;Initials"]
    for i in range(8):
        rows.append(f"{_d(dt - timedelta(days=30 * i))};OK;OK;{r.choice(['OK', 'OK', 'Room 3 door closer loose'])};OK;IS")
    return "88 Heeley Road - HMO fire safety log\n" + "\n".join(rows)


def t_rent_ledger(r, dt):
    rows = ["month,property,rent_due,rent_received,agent_fee,repairs,mortgage_interest"]
    for m in range(12):
        for p, due in (("Heeley Rd", 2475), ("Dawlish Rd", 1560), ("Vicarage Rd", 875)):
            got = due if r.random() > .1 else 0
            rows.append(f"{dt.year}-{m + 1:02d},{p},{due},{got},{round(due * .144, 2) if p != 'Vicarage Rd' else 0},"
                        f"{r.choice([0, 0, 0, 65, 145, 210])},{r.randint(280, 610)}")
    return "\n".join(rows) + "\n"


# --------------------------------------------------------------------------- home, children, health, football (Areas)


def t_council_tax(r, dt):
    return (f"Birmingham City Council - Council Tax bill {dt.year}/{str(dt.year + 1)[2:]}\n{ME}\nProperty: 42 Brantley Road B28 8EP  Band C\n"
            f"Annual charge {_gbp(r, 2050, 2260)}\n10 monthly instalments from 1 April")


def t_energy(r, dt):
    return (f"Octopus Energy - Your statement {dt.strftime('%B %Y')}\nSupply address: 42 Brantley Road, Birmingham B28 8EP\n"
            f"Electricity {r.randint(260, 420)} kWh {_gbp(r, 70, 120)}\nGas {r.randint(300, 1600)} kWh {_gbp(r, 25, 120)}\nDirect debit {_gbp(r, 140, 190)}")


def t_boiler(r, dt):
    return (f"British Gas HomeCare - Annual service report\n42 Brantley Road B28\nDate {_d(dt)}\nBoiler: Vaillant ecoTEC plus 832\n"
            "Flue gas analysis within limits. Magnetic filter cleaned. Next service due in 12 months.")


def t_home_ins(r, dt):
    return (f"Aviva Home Insurance - renewal\n{ME}\nBuildings and contents, 42 Brantley Road\nRenewal date {_d(dt + timedelta(days=21))}\n"
            f"Premium {_gbp(r, 380, 520)}  Excess \u00a3250\nAccidental damage included.")


def t_nursery(r, dt):
    return (f"Little Acorns Day Nursery - 210 Stratford Road, Hall Green B28\nInvoice {dt.strftime('%B %Y')}\nChild: Zara Siddiqui\n"
            f"Sessions: 3 full days per week @ \u00a368.50\nFunded hours (15 hrs working parents) deducted\nAmount due {_gbp(r, 520, 690)}\n"
            "Payment via Tax-Free Childcare account accepted. Please bring spare clothes and sun cream.")


def t_school_offer(r, dt):
    return (f"Birmingham City Council - School Admissions\n{_long(dt)}\nDear Mr and Mrs Siddiqui,\nPrimary school place for Ayaan Siddiqui (DOB 14/01/2022)\n"
            "We are pleased to offer a Reception place starting September 2026 at Greet Lane Primary School.\n"
            "This was your first preference. Please accept or decline online by 1 May.")


def t_childcare(r, dt):
    return (f"GOV.UK - Tax-Free Childcare\nReconfirm your eligibility by {_d(dt + timedelta(days=14))}\nAccount: Zara Siddiqui\n"
            f"Balance {_gbp(r, 50, 400)}  Top-up received: \u00a360.00 government contribution\n30 hours code: valid")


def t_gp(r, dt):
    return (f"Hall Green Health - 979 Stratford Road\n{_long(dt)}\nDear Mrs Sana Siddiqui,\n"
            f"Re: {r.choice(['Ayaan Siddiqui - pre-school booster vaccinations (MMR2, 4-in-1)', 'Zara Siddiqui - 2 year review and flu nasal spray', 'your blood test results: ferritin normal, vitamin D low - start colecalciferol'])}\n"
            "Please book at reception or via the NHS App.")


def t_dentist(r, dt):
    return (f"Robin Hood Dental Care\nAppointment reminder: {_d(dt)} 16:20\nPatients: Imran, Sana, Ayaan and Zara Siddiqui (family check-ups)\nNHS Band 1 \u00a327.40 per adult")


def t_fixtures(r, dt):
    teams = ["Sparkhill Saints U11", "Moseley Juniors U11", "Hall Green Rangers", "Acocks Green Athletic", "Small Heath Stars", "Balsall Heath Lions"]
    rows = ["Date;Kick-off;Home;Away;Venue"]
    for i, t in enumerate(teams):
        home = i % 2 == 0
        rows.append(f"{_d(dt + timedelta(days=7 * i))};10:00;{'Al-Noor Youth FC U11' if home else t};{t if home else 'Al-Noor Youth FC U11'};"
                    f"{'Fox Hollies Park' if home else 'Away'}")
    return "Midland Junior Football League - Under 11s fixtures\n" + "\n".join(rows)


def t_squad(r, dt):
    rows = ["Name,Shirt,Position,DOB,Parent contact,Subs paid,Photo consent"]
    for i in range(14):
        rows.append(f"{r.choice(['Yusuf', 'Ibrahim', 'Musa', 'Adam', 'Zayn', 'Bilal', 'Omar', 'Ali', 'Haris', 'Rayyan', 'Idris'])} "
                    f"{r.choice(['Khan', 'Hussain', 'Ahmed', 'Ali', 'Mahmood', 'Iqbal', 'Rashid'])},{i + 1},"
                    f"{r.choice(['GK', 'DEF', 'MID', 'FWD'])},{2015 + r.randint(0, 1)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d},07{r.randint(100000000, 999999999)},"
                    f"{r.choice(['yes', 'yes', 'no'])},{r.choice(['yes', 'no'])}")
    return "\n".join(rows) + "\n"


def t_session(r, dt):
    drill = r.choice(["rondo 4v1 and 5v2", "1v1 attacking to a gate", "passing square with third-man run", "small-sided 4v4 with end zones"])
    return (f"Session plan - U11s - Saturday {_d(dt)}\nTheme: {r.choice(['playing out from the back', 'defending 1v1', 'switching play', 'finishing'])}\n"
            f"Warm-up (10 min): dynamic movement, ball mastery\nMain (25 min): {drill}\nGame (20 min): 7v7, two-touch in own half\n"
            "Cool down + team talk. Remind parents: no training on Eid, subs \u00a315 due. Bring bibs, cones, pump.")


def t_dbs(r, dt):
    return (f"Disclosure and Barring Service - Enhanced Certificate\nCertificate number 00{r.randint(1000000000, 9999999999)}\nName: IMRAN SIDDIQUI\n"
            f"Date of issue: {_d(dt)}\nPosition applied for: Volunteer football coach (child workforce)\nOrganisation: Birmingham County FA\n"
            "Police records of convictions: NONE RECORDED\nBarred list (children): NONE RECORDED")


def t_parents_mail(r, dt):
    return (f"From: Imran Siddiqui <imran.siddiqui87@gmail.com>\nTo: Al-Noor U11 parents\nDate: {dt.strftime('%a, %d %b %Y')} 21:05 +0100\n"
            "Subject: Saturday match + subs\n\nAssalamu alaikum all,\n\nWe play away at Moseley Juniors this Saturday, kick-off 10:00, please be at the pitch for 9:30 "
            "in full kit with shin pads. Lifts: brother Tariq can take 3.\nTermly subs of \u00a345 are due - cash to me or transfer to the masjid account "
            "with reference U11 + your son's name.\n\nJazakAllah khair,\nImran (coach)")


# --------------------------------------------------------------------------- Kings Heath refurbishment (Projects Property)


def t_builder_quote(r, dt, builder="A. Hussain Building & Maintenance"):
    items = [("Strip out existing kitchen and dispose", r.randint(450, 700)), ("Fit Howdens kitchen units and worktops (labour)", r.randint(1400, 2100)),
             ("Bathroom: remove suite, tile walls/floor, fit new suite", r.randint(2800, 3900)), ("Plaster kitchen ceiling and 2 walls", r.randint(600, 900)),
             ("Decorate throughout (mist coat + 2 coats)", r.randint(1300, 1900)), ("Lay LVT flooring kitchen/hallway", r.randint(700, 1100))]
    tot = sum(v for _, v in items)
    return (f"{builder}\nQUOTATION  Ref Q-{r.randint(200, 900)}  Date {_d(dt)}\nClient: Imran Siddiqui\nSite: {FLATS['kh'][0]}\n"
            + "\n".join(f"{a}: \u00a3{b:,.2f}" for a, b in items) + f"\nTotal \u00a3{tot:,.2f} (no VAT)\nStart: within 2 weeks of acceptance, approx 5 weeks on site.\n"
            "Kitchen units, appliances and tiles supplied by client. 30% deposit on start.")


def t_kitchen_order(r, dt):
    return (f"Howdens Joinery - Kings Norton depot\nOrder acknowledgement {r.randint(7000000, 7999999)}  Date {_d(dt)}\nAccount: I Siddiqui (trade via A. Hussain)\n"
            "Clerkenwell Gloss Grey base units x6, wall units x4\nOak effect laminate worktop 3m x2, upstand\nLamona single oven, 4-zone induction hob, integrated extractor\n"
            f"Lamona 1.5 bowl sink + mixer\nDelivery to: {FLATS['kh'][0]}  Delivery date: {_d(dt + timedelta(days=18))}\nTotal inc VAT {_gbp(r, 3900, 4700)}")


def t_refurb_plan(r, dt):
    return ("# Vicarage Rd flat 3 - refurb plan\n\nTarget: ready to let by **31 July 2026** (re-advertise mid-July).\n\n"
            "## Order of works\n1. Strip out kitchen + bathroom (wk 1)\n2. Electrician: new kitchen ring + cooker circuit, certificate (wk 2)\n"
            "3. Plaster, first fix plumbing (wk 2-3)\n4. Kitchen fit (Howdens delivery booked) (wk 3-4)\n5. Bathroom tiling, fit suite (wk 4)\n"
            "6. Decorate, flooring, deep clean (wk 5)\n7. New EPC + photos for listing\n\n## To chase\n- Hussain re start date\n- skip permit\n"
            "- choose tiles (Topps Tiles Kings Norton)\n- ask Sana about paint colours - she says no more magnolia\n")


def t_refurb_budget(r, dt):
    rows = [("Builder (Hussain) labour", 9850), ("Howdens kitchen", 4320), ("Bathroom suite", 1140), ("Tiles", 620), ("Electrician", 1180),
            ("Flooring materials", 540), ("Skip x2", 520), ("Paint + sundries", 310), ("Contingency 10%", 1850)]
    return "Item;Budget;Paid;Notes\n" + "\n".join(f"{a};{b};{b if r.random() < .4 else 0};{r.choice(['', 'deposit paid', 'quote only', 'cash'])}" for a, b in rows) \
        + f"\nTotal;{sum(b for _, b in rows)};;Kings Heath refurb - vicarage rd"


def t_builder_mail(r, dt):
    return (f"From: Asif Hussain <ahussainbuilding@hotmail.co.uk>\nTo: Imran Siddiqui <imran.siddiqui87@gmail.com>\nDate: {dt.strftime('%a, %d %b %Y')} 07:31 +0100\n"
            "Subject: Re: Vicarage Road flat\n\nSalaam bro,\n\nBathroom is tiled now, suite going in Thursday. The Howdens lot delivered the wrong end panel "
            "so I've rung them, should come next week. Electrician (Dan) is back Monday to do second fix in kitchen.\nStill on for end of June finish "
            "inshallah, then you can get your cleaner in.\nCan you transfer the second stage payment \u00a32,500.\n\nAsif")


def t_electrician(r, dt):
    return (f"Kings Norton Electrical Services\nQuote for: kitchen rewire\nAddress: {FLATS['kh'][0]}\nClient: Imran Siddiqui\nDate {_d(dt)}\n"
            "New 32A kitchen ring, 6mm cooker circuit for induction hob, 6 double sockets, LED downlights x6, new 10-way RCBO consumer unit\n"
            f"Part P notification and Electrical Installation Certificate included\nTotal \u00a3{r.randint(1100, 1300)}.00")


def t_listing(r, dt):
    return ("Listing draft - Kings Heath flat\nNewly refurbished one-bedroom first floor flat on Vicarage Road, Kings Heath, 5 min walk to the High Street.\n"
            "Brand new kitchen with induction hob and integrated oven, new bathroom with shower over bath, new flooring, gas central heating.\n"
            "\u00a3925 pcm, available 1 August 2026. Sorry no DSS? (check - can't say that anymore). EPC C. Deposit 5 weeks.")


# --------------------------------------------------------------------------- Dawlish Road remortgage (Projects Property)


def t_broker_mail(r, dt):
    return (f"From: Khalid Mahmood <khalid@crestmortgages.co.uk>\nTo: Imran Siddiqui <imran.siddiqui87@gmail.com>\nDate: {dt.strftime('%a, %d %b %Y')} 14:20 +0100\n"
            "Subject: Dawlish Road - remortgage options\n\nHi Imran,\n\nYour Westmere fix ends on 31 August so we want the new deal to start 1 September. "
            f"Best options on a 75% LTV interest-only BTL (HMO not needed for 3 sharers):\n- Fairbridge 5yr fix {r.uniform(4.9, 5.3):.2f}%, fee \u00a3995\n"
            f"- Paragon 2yr fix {r.uniform(4.5, 4.9):.2f}%, fee 3%\n- Westmere product transfer 5yr {r.uniform(5.1, 5.5):.2f}%, no fee\n"
            "Rental calc works at 125% ICR on the 5-year. I'd go Fairbridge. Can you send 3 months' bank statements and the current AST?\n\nKhalid\nCrest Mortgage Solutions (FCA 812447)")


def t_valuation(r, dt):
    return (f"Mortgage valuation report\nInstructed by Fairbridge Mortgages\nProperty: {FLATS['dawlish'][0]}\nInspection date: {_d(dt)}\n"
            "Description: two-storey converted Victorian terrace, first floor flat, 3 bedrooms, let to students.\n"
            f"Market value: \u00a3{r.choice([215000, 220000, 225000]):,}\nMarket rent: \u00a31,560 pcm\nSuitable security: YES. Retention: none. Remarks: minor damp to rear bedroom.")


def t_offer(r, dt):
    return (f"Fairbridge Mortgages - Mortgage offer\nApplicant: Imran Siddiqui  Broker: Crest Mortgage Solutions\nSecurity: {FLATS['dawlish'][0]}\n"
            f"Loan \u00a3{r.choice([161250, 165000]):,}  Term 20 years  Interest only\nInitial rate 5.04% fixed to 31/08/2031, then BTL variable rate\n"
            f"Offer valid until {_d(dt + timedelta(days=180))}. Solicitor: remortgage panel firm to be appointed.")


def t_remo_compare(r, dt):
    return ("Lender;Rate;Term fix;Fee;Monthly interest;5yr cost\n" + "\n".join(
        f"{n};{rt:.2f}%;{t};{f};{162000 * rt / 100 / 12:.0f};{162000 * rt / 100 * 5 + f:.0f}"
        for n, rt, t, f in [("Fairbridge", 5.04, "5yr", 995), ("Paragon", 4.69, "2yr", 4860), ("Westmere PT", 5.29, "5yr", 0), ("Kent Reliance", 5.15, "5yr", 1995)]))


# --------------------------------------------------------------------------- prescribing course (Projects Pharmacy)


def t_module(r, dt, mod="PHM7041 Clinical Assessment and Consultation Skills"):
    return (f"University of Central Midlands - School of Pharmacy\n{mod}\nModule handbook 2025/26 - Independent Prescribing for Pharmacists (PGCert)\n"
            "Learning outcomes: take a focused history, perform relevant clinical examination, make and communicate a shared decision.\n"
            "Assessment: OSCE (pass/fail), 3,000-word case study, numeracy test (100% pass mark)\nPeriod of learning in practice: 90 hours with your DPP.\n"
            "Final portfolio submission: 4 December 2026")


def t_assignment(r, dt, ver=1):
    return (f"Case study - draft {ver}\nStudent ID 2519044  PHM7042 Prescribing in Practice\n"
            "A 74-year-old man admitted with community-acquired pneumonia and new atrial fibrillation (CHA2DS2-VASc 4, ORBIT 2).\n"
            "I discuss the decision to start apixaban 5mg twice daily rather than edoxaban, the interaction with clarithromycin, and "
            "how I involved the patient in the decision using a shared decision-making aid. Word count so far: "
            f"{r.randint(1400, 3100)}\nReferences: NICE NG196 Atrial fibrillation; RPS Competency Framework for all Prescribers (2021).")


def t_dpp_log(r, dt):
    rows = ["date,hours,setting,activity,supervisor_signed"]
    tot = 0.0
    for i in range(14):
        h = r.choice([3, 3.5, 4, 7.5])
        tot += h
        rows.append(f"{_d(dt - timedelta(days=7 * (14 - i)))},{h},{r.choice(['AMU', 'Respiratory clinic', 'Ward 14', 'Frailty clinic'])},"
                    f"{r.choice(['history taking observed', 'examination chest', 'prescribing decisions discussed', 'clinic under supervision', 'case-based discussion'])},"
                    f"{r.choice(['HC', 'HC', ''])}")
    return "\n".join(rows) + f"\n# total supervised hours {tot} of 90 - DPP Dr Helen Carter\n"


def t_dpp_letter(r, dt):
    return (f"To the Programme Lead, Independent Prescribing, University of Central Midlands\n{_long(dt)}\n"
            "I confirm that I agree to act as Designated Prescribing Practitioner for Imran Siddiqui during his period of learning in practice. "
            "I am a consultant acute physician with more than three years' prescribing experience and I meet the RPS DPP competency framework.\n"
            "Dr Helen Carter MRCP, Consultant Acute Medicine, GMC 6104482")


def t_reflection(r, dt):
    return (f"Reflective log entry {_d(dt)} (Gibbs)\nDescription: first supervised consultation in frailty clinic - 82 y/o lady, falls, on 11 medicines.\n"
            "Feelings: nervous about the examination part (lying/standing BP). Evaluation: history good, I forgot to ask about alcohol.\n"
            "Action plan: use a structured template (Calgary-Cambridge) and practise BP technique with Dr Carter next week. Links to RPS competency 1 and 2.")


def t_osce(r, dt):
    return ("OSCE revision - stations\n- cardiovascular exam (hands, pulse, JVP, heart sounds)\n- respiratory exam\n- history: chest pain, SOCRATES\n"
            "- explain new medicine (teach-back)\n- prescription writing: controlled drug (morphine MR), weight-based\nPractise with Bilal on Tuesday.\n"
            "Numeracy: mg/kg, infusion rates mL/h, displacement values. 100% needed!")


# --------------------------------------------------------------------------- Umrah (Projects Travel)


def t_umrah_package(r, dt):
    return (f"Al-Hijaz Travel Ltd - 301 Coventry Road, Small Heath B10  ATOL 11823\nBooking confirmation {r.randint(40000, 49999)}  Date {_d(dt)}\n"
            "Lead passenger: Imran Siddiqui  Passengers: 2 adults, 2 children\n14-night Umrah package 18-30 December 2026\n"
            "Flights: Birmingham - Jeddah via Istanbul (Turkish Airlines), return Madinah - Birmingham\nMakkah: 5 nights, Swissotel Al Maqam (Haram view)\n"
            "Madinah: 7 nights, Dar Al Taqwa\nTransfers and ziyarat included. Visa: Nusuk e-visa arranged by agent\n"
            f"Total \u00a3{r.randint(9800, 11600):,}  Deposit paid \u00a32,000  Balance due 1 October 2026")


def t_umrah_list(r, dt):
    return ("Umrah packing list\n- ihram x2 (me) + belt, flip-flops\n- Sana: abayas, comfortable shoes\n- kids: light clothes, snacks, tablet + headphones for flights\n"
            "- unscented soap/deodorant\n- small prayer mats, tasbeeh, dua book\n- power bank, Saudi plug adaptor\n- passports (Zara's expires 2027 - ok), vaccination certs\n"
            "- cash riyals ~3,000 SAR\nDuas to learn with Ayaan: talbiyah. Labbaik Allahumma labbaik...")


def t_umrah_budget(r, dt):
    return "Item;GBP\nPackage (Al-Hijaz);10850\nSpending money;1200\nZamzam + gifts;300\nTravel insurance;145\nMeningitis ACWY x4;240\nAirport parking;95\nTotal;12830"


def t_men_acwy(r, dt):
    return (f"Hall Green Travel Clinic - vaccination record\nDate {_d(dt)}\nMeningococcal ACWY conjugate (Nimenrix) - required for Umrah visa\n"
            "Patients: Imran, Sana, Ayaan, Zara Siddiqui\nCertificate of vaccination issued. Valid 5 years. Fee \u00a360 per person")


def t_umrah_mail(r, dt):
    return (f"From: Al-Hijaz Travel <bookings@alhijaztravel.co.uk>\nTo: imran.siddiqui87@gmail.com\nDate: {dt.strftime('%a, %d %b %Y')} 11:02 +0100\n"
            "Subject: December Umrah - passport copies and photos\n\nDear Brother Imran,\n\nTo apply for your family's Umrah e-visas please send clear scans of all 4 passports "
            "(valid for 6 months after return), one photo each on a white background and the meningitis ACWY certificates.\n"
            "Group departure meeting is on 22 November at our Small Heath office.\n\nWassalam,\nAl-Hijaz Travel")


# --------------------------------------------------------------------------- Archive


def t_completion(r, dt):
    return (f"Patel & Co Solicitors - Completion statement\nPurchase of {FLATS['kh'][0]}\nClient: Imran Siddiqui  Completion date 18 March 2022\n"
            "Purchase price \u00a3138,000.00\nMortgage advance (Fairbridge BTL) -\u00a3103,500.00\nStamp Duty Land Tax (incl. 3% surcharge) \u00a34,140.00\n"
            "Our fees \u00a3950.00 + VAT\nSearches \u00a3318.40  Land Registry fee \u00a340.00\nBalance required from you \u00a339,823.40")


def t_survey(r, dt):
    return (f"RICS Home Survey Level 2 - {FLATS['kh'][0]}\nDate of inspection: {_d(dt)}\nClient: Imran Siddiqui\n"
            "Condition ratings: roof covering 2, windows 2, kitchen 2 (dated), bathroom 2, electrics 3 (old consumer unit - recommend EICR)\n"
            "Leasehold: 125 years from 1988, ground rent \u00a3150 pa. Service charge \u00a3840 pa.")


def t_sdlt(r, dt):
    return (f"HMRC - SDLT5 certificate\nStamp Duty Land Tax return received\nUnique Transaction Reference Number 4{r.randint(10000000, 99999999)}MX\n"
            f"Property: {FLATS['kh'][0]}\nEffective date: 18/03/2022  Purchaser: Imran Siddiqui")


def t_conveyancing_mail(r, dt):
    return (f"From: Nadia Patel <n.patel@patelandco-law.co.uk>\nTo: Imran Siddiqui\nDate: {dt.strftime('%a, %d %b %Y')} 16:45 +0000\n"
            "Subject: 112 Vicarage Road - exchange\n\nDear Imran,\n\nWe have exchanged contracts today with completion fixed for 18 March. "
            "Please transfer the balance of \u00a339,823.40 by 16 March. The leasehold management pack has been received.\n\nRegards, Nadia")


def t_section8(r, dt):
    return (f"Form 3 - Notice seeking possession of a property let on an assured tenancy (Housing Act 1988 s.8)\nTo: Mr Daniel Fenwick\n"
            f"Property: {FLATS['kh'][0]}\nLandlord: Imran Siddiqui\nGround 8: at least two months' rent unpaid. Ground 10 and Ground 11.\n"
            f"Arrears at the date of this notice: \u00a32,625.00\nProceedings will not begin earlier than {_d(dt + timedelta(days=14))}\nSigned I Siddiqui {_d(dt)}")


def t_court(r, dt, kind="claim"):
    if kind == "order":
        return (f"In the County Court at Birmingham  Claim no. K00BM{r.randint(100, 999)}\nORDER FOR POSSESSION\nImran Siddiqui (Claimant) v Daniel Fenwick (Defendant)\n"
                f"Before District Judge Okafor sitting at Priory Courts, 33 Bull Street on {_d(dt)}\nThe defendant give the claimant possession of "
                f"{FLATS['kh'][0]} on or before 14 days. The defendant pay the claimant \u00a34,375.00 rent arrears and \u00a3355.00 costs.")
    if kind == "bailiff":
        return (f"County Court at Birmingham - Notice of eviction (N54)\nTo: occupiers of {FLATS['kh'][0]}\nThe court bailiff will attend on {_d(dt)} at 10:30 "
                f"to evict you and give possession to Imran Siddiqui. Warrant of possession no. 8K{r.randint(1000, 9999)}")
    return (f"N5 Claim form for possession of property\nIn the County Court at Birmingham\nClaimant: Imran Siddiqui\nDefendant: Daniel Fenwick\n"
            f"Address of property: {FLATS['kh'][0]}\nReason: rent arrears (ground 8, 10, 11). Arrears \u00a33,500.00 at issue.\nCourt fee \u00a3355.00  Issued {_d(dt)}")


def t_arrears(r, dt):
    rows = ["date,due,paid,balance,note"]
    bal = 0
    for i in range(10):
        paid = 875 if i < 3 else r.choice([0, 0, 200])
        bal += 875 - paid
        rows.append(f"2024-{i + 1:02d}-01,875,{paid},{bal},{'' if paid else 'no payment - Fenwick'}")
    return "\n".join(rows) + "\n"


def t_medipharm(r, dt, kind="contract"):
    if kind == "payslip":
        return (f"Medipharm Chemists Ltd - Payslip  Period {dt.strftime('%m/%Y')}\nEmployee: Imran Siddiqui  Pharmacist Manager, Sparkhill branch\n"
                f"Gross {_gbp(r, 3400, 3650)}  Tax {_gbp(r, 500, 600)}  NI {_gbp(r, 300, 350)}  Net {_gbp(r, 2500, 2700)}")
    if kind == "leave":
        return (f"Medipharm Chemists Ltd - Head Office, Solihull\n{_long(dt)}\nDear Imran,\nThank you for your letter of resignation. Your last working day as "
                "Pharmacist Manager at our Sparkhill branch (FMN77) will be 25 September 2020. Please return your keys and smartcard to the area manager.\n"
                "We wish you well at the hospital.\nHR Department")
    if kind == "p45":
        return ("P45 Part 1A - Details of employee leaving work\nEmployer PAYE reference 120/MC30419  Medipharm Chemists Ltd\nEmployee: SIDDIQUI Imran\n"
                "Leaving date 25 09 2020  Tax code 1250L  Total pay to date \u00a318,942.11  Total tax to date \u00a32,611.40")
    return ("Medipharm Chemists Ltd - Statement of main terms of employment\nEmployee: Imran Siddiqui  Job title: Pharmacist Manager (Responsible Pharmacist)\n"
            "Branch: 412 Stratford Road, Sparkhill B11\nHours: 40 per week incl. alternate Saturdays\nSalary \u00a342,500 per annum\n"
            "Duties: responsible pharmacist, MURs and NMS, flu vaccination service, supervision of dispensers and pre-reg trainee.")


def t_sop(r, dt):
    return ("Medipharm Chemists - Sparkhill branch\nStandard Operating Procedure: Controlled Drugs - receipt, storage and register entries\n"
            "Schedule 2 CDs must be entered in the register on the day of receipt. Running balance checked weekly by the Responsible Pharmacist.\n"
            f"Reviewed by I Siddiqui (Pharmacist Manager) {_d(dt)}. Next review: 2 years")


def t_turkey(r, dt, kind="hotel"):
    if kind == "flight":
        return ("Pegasus Airlines - booking PNR K8Z2QW\nBirmingham (BHX) - Istanbul Sabiha Gokcen (SAW) 03 Aug 2025 PC1192 dep 12:40\n"
                "Antalya (AYT) - Birmingham 17 Aug 2025 PC1197\nPassengers: SIDDIQUI/IMRAN MR, SIDDIQUI/SANA MRS, SIDDIQUI/AYAAN CHD, SIDDIQUI/ZARA INF\nBaggage 20kg each")
    if kind == "itinerary":
        return ("Turkey Aug 2025\n3-7 Istanbul: Sultanahmet hotel, Blue Mosque, Aya Sofya, Topkapi, Bosphorus boat, Eyup Sultan\n"
                "7 Aug: domestic flight to Antalya\n7-17 Side: family hotel, halal all inclusive, kids club\nDay trip Manavgat waterfall + boat\n"
                "Budget: 1 GBP = ~52 TRY. Get cash at airport. Lira for bazaar.")
    return (f"Booking.com confirmation {r.randint(3000000000, 3999999999)}\n{r.choice(['Sultanahmet Palace Hotel, Istanbul', 'Adenya Family Resort, Side - Antalya'])}\n"
            f"Check-in {_d(dt)}  Guests: 2 adults, 2 children  Family room\nTotal price TRY {r.randint(40000, 160000):,}  Paid")


# --------------------------------------------------------------------------- Resources


def t_guideline(r, dt, which="aki"):
    g = {"aki": ("Acute kidney injury: medicines management (trust guideline v4)",
                 "Withhold: ACE inhibitors, ARBs, diuretics, NSAIDs, metformin (if eGFR<30), SGLT2 inhibitors. Review gentamicin and vancomycin levels. Use the 'sick day' rules on discharge."),
         "vte": ("Venous thromboembolism prophylaxis in adult inpatients",
                 "Enoxaparin 40 mg once daily; weight >100 kg 40 mg twice daily; CrCl <30 mL/min 20 mg once daily. Contraindications: active bleeding, platelets <50."),
         "abx": ("Adult empirical antimicrobial guideline - community acquired pneumonia",
                 "CURB-65 0-1: amoxicillin 500mg TDS 5 days. 2: amoxicillin + clarithromycin. 3-5: co-amoxiclav IV + clarithromycin. Penicillin allergy: doxycycline / levofloxacin."),
         "hyperk": ("Treatment of hyperkalaemia in adults (Renal Association)",
                    "K+ >= 6.5: calcium gluconate 10% 30 mL IV over 10 min, insulin-glucose (10 units Actrapid in 25 g glucose), salbutamol neb 10-20 mg, consider sodium zirconium."),
         "iv": ("IV compatibility and administration guide", "Vancomycin: dilute to 5 mg/mL, max rate 10 mg/min. Amiodarone: central line preferred, glucose 5% only. Phenytoin: sodium chloride 0.9% only, filter."),
         "bnf": ("BNF extract - Chapter 2 Cardiovascular system", "Apixaban: prevention of stroke in non-valvular AF, 5 mg twice daily; reduce to 2.5 mg if two of: age >=80, weight <=60 kg, creatinine >=133 micromol/L.")}[which]
    return f"{g[0]}\n\n{g[1]}\n\nDocument for reference. Check the current version on the intranet before use."


def t_landlord_guide(r, dt, which="howtorent"):
    g = {"howtorent": "How to rent: the checklist for renting in England\nGuidance for tenants and landlords. Landlords must give tenants this guide, a gas safety certificate, the EPC and the deposit prescribed information at the start of a tenancy.",
         "rra": "Renters' Rights Act: what landlords need to know\nSection 21 'no fault' evictions are abolished; all tenancies become periodic; rent increases once a year via section 13 notice; new grounds for possession.",
         "hmo": "Birmingham HMO licensing guide for landlords\nMinimum room sizes 6.51 m2 for one adult; fire doors to bedrooms and kitchen; mains-wired interlinked alarms; licence fee and renewal every 5 years.",
         "tax": "Tax on rental income - a landlord's guide\nSection 24: mortgage interest is no longer deducted but gives a 20% tax credit. Replacement of domestic items relief. Keep records for 5 years after the 31 January deadline.",
         "damp": "Damp and mould: guidance for private landlords\nAwaab's Law and the Housing Health and Safety Rating System (HHSRS). Identify causes (condensation, penetrating, rising), respond to tenants' reports promptly."}[which]
    return g


def t_recipe(r, dt, which="biryani"):
    g = {"biryani": "Ammi's chicken biryani\n1 kg chicken, 750 g basmati soaked 30 min, 3 onions fried golden, 250 g yoghurt, 2 tbsp ginger-garlic paste, biryani masala, saffron in warm milk, mint, coriander.\nMarinate, cook the masala, par-boil rice with whole spices, layer, dum 25 min on low.",
         "nihari": "Nihari (Sunday special)\nBeef shank 1.2 kg, nihari masala, 4 tbsp atta for thickening, ghee. Slow cook 6 hours. Serve with ginger julienne, green chilli, lemon, naan.",
         "haleem": "Haleem - Ramadan batch\nWheat, chana daal, masoor, moong, barley soaked overnight; mutton on the bone; cook 4 hours and ghotna until stringy. Tarka with fried onions.",
         "chai": "Doodh patti chai\n2 cups milk, 1/2 cup water, 3 tsp loose tea, 2 crushed elaichi, sugar to taste. Boil, simmer until deep colour, strain.",
         "kebab": "Seekh kebab for the BBQ\n1 kg lamb mince (20% fat), onion grated and squeezed, green chillies, coriander, garam masala, roasted cumin, 1 egg. Chill 1 hour before skewering.",
         "daal": "Tarka daal (weekday)\nMasoor daal 1 cup, turmeric, salt, simmer 20 min. Tarka: ghee, cumin, garlic slices, dried red chillies, pour over. Zara eats this!"}[which]
    return g + "\n"


RENT_TALLY = '''"""Tally rent received per flat from the ledger CSV and flag missing months."""
import csv
import sys
from collections import defaultdict


def tally(path):
    due, got = defaultdict(float), defaultdict(float)
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            due[row["property"]] += float(row["rent_due"])
            got[row["property"]] += float(row["rent_received"])
    for flat in sorted(due):
        short = due[flat] - got[flat]
        print(f"{flat:12} due {due[flat]:9.2f}  received {got[flat]:9.2f}  {'ARREARS ' + str(short) if short else 'ok'}")


if __name__ == "__main__":
    tally(sys.argv[1] if len(sys.argv) > 1 else "data/ledger_2025.csv")
'''


def K(f, **kw):
    return lambda r, dt: f(r, dt, **kw)


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

    # ------------------------------------------------------------ hospital job (Areas Pharmacy)
    w = "Documents/Work"
    add(f"{w}/GPhC/GPhC renewal confirmation 2024.pdf", A, "Pharmacy", 560, t_gphc_renewal)
    add(f"{w}/GPhC/GPhC renewal confirmation 2025.pdf", A, "Pharmacy", 190, t_gphc_renewal)
    for yr, base in (("2024", 600), ("2025", 240)):
        for i in range(1, 5 if yr == "2025" else 3):
            add(f"{w}/Revalidation/{yr}/CPD entry {i}.docx", A, "Pharmacy", base + 30 * (4 - i), K(t_revalidation, kind="cpd"))
    add(f"{w}/Revalidation/2025/Peer discussion.docx", A, "Pharmacy", 215, K(t_revalidation, kind="peer"))
    add(f"{w}/Revalidation/2025/Reflective account.docx", A, "Pharmacy", 200, K(t_revalidation, kind="reflect"))
    add(f"{w}/Revalidation/2026/CPD entry 1 - draft.docx", A, "Pharmacy", 12, K(t_revalidation, kind="cpd"))
    for age in (3, 17, 45):
        dt = NOW - timedelta(days=age)
        add(f"{w}/Rota/rota wc {dt.strftime('%d.%m.%y')}.xlsx", A, "Pharmacy", age, t_rota)
    add(f"{w}/Appraisal PDR 2025.docx", A, "Pharmacy", 230, t_appraisal)
    add(f"{w}/Appraisal PDR 2025 - signed.pdf", A, "Pharmacy", 222, t_appraisal)
    add(f"{w}/Job plan 2026.docx", A, "Pharmacy", 70, t_job_plan)
    for i, age in enumerate((400, 330, 150, 95, 40)):
        add(f"{w}/Training/certificate_{i + 1}.pdf", A, "Pharmacy", age, t_mandatory)
    for i, age in enumerate((520, 260, 61)):
        add(f"{w}/CPPE/CPPE statement {i + 1}.pdf", A, "Pharmacy", age, t_cppe)
    add(f"{w}/incident AMU enoxaparin.txt", A, "Pharmacy", 26, t_datix)

    # ------------------------------------------------------------ money (Areas Finance)
    m = "Documents/Money"
    for k in range(12):
        dt = NOW - timedelta(days=4 + 30.4 * k)
        add(f"{m}/Payslips/Payslip_{dt.strftime('%Y_%m')}.pdf", A, "Finance", 4 + 30.4 * k, t_payslip)
    add(f"{m}/P60 2024.pdf", A, "Finance", 405, t_p60)
    add(f"{m}/P60 2025.pdf", A, "Finance", 40, t_p60)
    add(f"{m}/NHS Pension/Annual benefit statement 2024.pdf", A, "Finance", 560, t_pension)
    add(f"{m}/NHS Pension/Annual benefit statement 2025.pdf", A, "Finance", 200, t_pension)
    for yr, age in ((2022, 860), (2023, 490), (2024, 125)):
        add(f"{m}/Tax/Self Assessment {yr}-{str(yr + 1)[2:]}.pdf", A, "Finance", age, K(t_sa_return, year=yr))
    add(f"{m}/Tax/HMRC statement Jan 2026.pdf", A, "Finance", 140, t_hmrc_letter)
    add(f"{m}/Tax/HMRC statement Jul 2025.pdf", A, "Finance", 320, t_hmrc_letter)
    add(f"{m}/Tax/Re Your tax return - info needed.eml", A, "Finance", 150, t_accountant)
    for k in range(6):
        dt = NOW - timedelta(days=20 + 30.4 * k)
        add(f"{m}/Bank/Lloyds statement {dt.strftime('%Y-%m')}.pdf", A, "Finance", 20 + 30.4 * k, t_bank)
    add(f"{m}/Nationwide mortgage statement 2025.pdf", A, "Finance", 130, t_home_mortgage)
    add(f"{m}/Budget 2025.xlsx", A, "Finance", 160, t_budget)
    add(f"{m}/Budget 2026.xlsx", A, "Finance", 6, t_budget)

    # ------------------------------------------------------------ flats (Areas Property)
    f = "Documents/Flats"
    hr = f"{f}/Heeley Road"
    add(f"{hr}/Tenancy agreement 2025-26.pdf", A, "Property", 300, K(t_tenancy, flat="heeley"))
    add(f"{hr}/Tenancy agreement 2026-27.docx", A, "Property", 34, K(t_tenancy, flat="heeley"))
    add(f"{hr}/DPS certificate 2025.pdf", A, "Property", 290, K(t_deposit, flat="heeley"))
    add(f"{hr}/Gas Safety 2024.pdf", A, "Property", 640, K(t_gas, flat="heeley"))
    add(f"{hr}/Gas Safety 2025.pdf", A, "Property", 275, K(t_gas, flat="heeley"))
    add(f"{hr}/EICR 2023.pdf", A, "Property", 980, K(t_eicr, flat="heeley"))
    add(f"{hr}/HMO licence.pdf", A, "Property", 1180, t_hmo_licence)
    add(f"{hr}/fire alarm log.xlsx", A, "Property", 9, t_fire_log)
    add(f"{hr}/EPC.pdf", A, "Property", 1400, K(t_epc, flat="heeley"))
    add(f"{hr}/Fairbridge statement 2025.pdf", A, "Property", 135, K(t_btl_mortgage, flat="heeley"))
    for k in range(6):
        dt = NOW - timedelta(days=8 + 30.4 * k)
        add(f"{hr}/Statements/BRL statement {dt.strftime('%b %Y')}.pdf", A, "Property", 8 + 30.4 * k, K(t_agent_statement, flat="heeley"))
    for age in (410, 190, 55):
        add(f"{hr}/Repairs/invoice_{r.randint(1000, 4999)}.pdf", A, "Property", age, K(t_repair, flat="heeley"))
    dr = f"{f}/Dawlish Road"
    add(f"{dr}/AST Dawlish Rd 2025.pdf", A, "Property", 295, K(t_tenancy, flat="dawlish"))
    add(f"{dr}/DPS certificate.pdf", A, "Property", 285, K(t_deposit, flat="dawlish"))
    add(f"{dr}/Gas Safety 2025.pdf", A, "Property", 250, K(t_gas, flat="dawlish"))
    add(f"{dr}/EICR 2022.pdf", A, "Property", 1340, K(t_eicr, flat="dawlish"))
    add(f"{dr}/Westmere mortgage statement 2025.pdf", A, "Property", 140, K(t_btl_mortgage, flat="dawlish"))
    for k in range(4):
        dt = NOW - timedelta(days=9 + 30.4 * k)
        add(f"{dr}/Statements/BRL statement {dt.strftime('%b %Y')}.pdf", A, "Property", 9 + 30.4 * k, K(t_agent_statement, flat="dawlish"))
    add(f"{dr}/Repairs/washing machine invoice.pdf", A, "Property", 120, K(t_repair, flat="dawlish"))
    add(f"{dr}/Repairs/invoice_3318.pdf", A, "Property", 470, K(t_repair, flat="dawlish"))
    add(f"{dr}/Problem at the flat.eml", A, "Property", 122, K(t_tenant_mail, flat="dawlish"))
    add(f"{dr}/Re Problem at the flat.eml", A, "Property", 44, K(t_tenant_mail, flat="dawlish"))
    vr = f"{f}/Vicarage Road"
    add(f"{vr}/Tenancy agreement Nov 2024.pdf", A, "Property", 575, K(t_tenancy, flat="kh"))
    add(f"{vr}/DPS certificate Nov 2024.pdf", A, "Property", 565, K(t_deposit, flat="kh"))
    add(f"{vr}/Gas Safety 2025.pdf", A, "Property", 200, K(t_gas, flat="kh"))
    add(f"{vr}/Fairbridge statement 2025.pdf", A, "Property", 136, K(t_btl_mortgage, flat="kh"))
    add(f"{vr}/EPC 2022.pdf", A, "Property", 1560, K(t_epc, flat="kh"))
    add(f"{vr}/Tenant email - boiler.eml", A, "Property", 330, K(t_tenant_mail, flat="kh"))
    add(f"{f}/Landlord insurance 2025-26.pdf", A, "Property", 235, t_landlord_ins)
    add(f"{f}/Landlord insurance 2024-25.pdf", A, "Property", 600, t_landlord_ins)
    add(f"{f}/rent ledger 2025.csv", A, "Property", 58, t_rent_ledger)
    add(f"{f}/rent ledger 2024.csv", A, "Property", 420, t_rent_ledger)
    c = "Code/rent-tally"
    add(f"{c}/pyproject.toml", A, "Property", 300,
        '[project]\nname = "rent-tally"\nversion = "0.2.0"\ndescription = "Tally rent for my three flats"\n'
        'requires-python = ">=3.11"\n\n[project.scripts]\nrent-tally = "rent_tally.tally:tally"\n')
    add(f"{c}/README.md", A, "Property", 300, "# rent-tally\n\nSmall script to check rent received from Bristol Road Lettings "
        "and the Vicarage Road tenant against what is due, per flat, before I send the figures to Farah for the tax return.\n\n"
        "    python -m rent_tally.tally data/ledger_2025.csv\n")
    add(f"{c}/rent_tally/__init__.py", A, "Property", 300, '__version__ = "0.2.0"\n')
    add(f"{c}/rent_tally/tally.py", A, "Property", 57, RENT_TALLY)
    add(f"{c}/data/ledger_2025.csv", A, "Property", 57, t_rent_ledger)
    add(f"{c}/tests/test_tally.py", A, "Property", 290, "from rent_tally.tally import tally\n\n\ndef test_runs(tmp_path):\n"
        "    p = tmp_path / 'l.csv'\n    p.write_text('month,property,rent_due,rent_received\\n2025-01,Heeley Rd,2475,2475\\n')\n    tally(p)\n")
    dot(f"{c}/.gitignore", b"__pycache__/\n.venv/\n*.egg-info/\n", 300)

    # ------------------------------------------------------------ home, children, health, football (Areas)
    h = "Documents/Home"
    add(f"{h}/Council tax 2025-26.pdf", A, "Home", 430, t_council_tax)
    add(f"{h}/Council tax 2026-27.pdf", A, "Home", 75, t_council_tax)
    for age in (14, 44, 196):
        add(f"{h}/Octopus/Octopus statement {(NOW - timedelta(days=age)).strftime('%b %Y')}.pdf", A, "Home", age, t_energy)
    add(f"{h}/Boiler service 2025.pdf", A, "Home", 240, t_boiler)
    add(f"{h}/Aviva home renewal 2026.pdf", A, "Home", 22, t_home_ins)
    add(f"{h}/Aviva home renewal 2025.pdf", A, "Home", 390, t_home_ins)
    k = "Documents/Kids"
    for age in (2, 32, 63, 93, 124):
        add(f"{k}/Nursery/Little Acorns invoice {(NOW - timedelta(days=age)).strftime('%B %Y')}.pdf", A, "Children", age, t_nursery)
    add(f"{k}/School/Ayaan Reception offer - Greet Lane.pdf", A, "Children", 46, t_school_offer)
    add(f"{k}/School/school admissions application notes.txt", A, "Children", 230,
        "Reception 2026 application - Ayaan\nDeadline 15 January. Apply on Birmingham admissions portal.\n"
        "Preferences: 1 Greet Lane Primary (0.4 miles), 2 Robin Hood Academy, 3 Springfield Primary\n"
        "Need: proof of address (council tax bill), birth certificate. Sibling priority will help Zara later.\n")
    add(f"{k}/Tax-free childcare reconfirm.pdf", A, "Children", 29, t_childcare)
    add(f"{k}/Tax-free childcare reconfirm (1).pdf", A, "Children", 120, t_childcare)
    hl = "Documents/Health"
    for age in (35, 210, 480):
        add(f"{hl}/GP letter {(NOW - timedelta(days=age)).strftime('%Y-%m')}.pdf", A, "Health", age, t_gp)
    add(f"{hl}/Dentist reminder.pdf", A, "Health", 70, t_dentist)
    fb = "Documents/Football - Al-Noor U11"
    add(f"{fb}/Fixtures 2025-26.xlsx", A, "Football", 250, t_fixtures)
    add(f"{fb}/Fixtures spring 2026.xlsx", A, "Football", 110, t_fixtures)
    add(f"{fb}/Squad list.csv", A, "Football", 16, t_squad)
    for age in (5, 12, 19, 40, 290):
        add(f"{fb}/Sessions/session {(NOW - timedelta(days=age)).strftime('%Y-%m-%d')}.docx", A, "Football", age, t_session)
    add(f"{fb}/DBS certificate 2024.pdf", A, "Football", 700, t_dbs)
    add(f"{fb}/FA Introduction to Coaching Football.pdf", A, "Football", 900,
        "The Football Association\nCertificate\nThis is to certify that Imran Siddiqui has successfully completed\n"
        "FA Introduction to Coaching Football\nBirmingham County FA - England Football Learning\nAlso completed: Safeguarding Children, Emergency First Aid in Football")
    add(f"{fb}/Saturday match + subs.eml", A, "Football", 8, t_parents_mail)
    add(f"{fb}/Kit order - Sports Direct.pdf", A, "Football", 280,
        "SportsDirect.com Team Kit order\nCustomer: Al-Noor Youth FC (Imran Siddiqui)\n16 x junior shirts (green) printed numbers 1-16, 16 x shorts, 16 x socks\n"
        "Printing: 'Masjid Al-Noor' sponsor logo front\nTotal \u00a3412.80")

    # ------------------------------------------------------------ Kings Heath refurbishment (Projects Property)
    kr = "Documents/Vicarage Rd refurb 2026"
    add(f"{kr}/Quotes/Hussain quote.pdf", P, "Property", 105, t_builder_quote)
    add(f"{kr}/Quotes/KH Renovations quote.pdf", P, "Property", 110, K(t_builder_quote, builder="KH Renovations Ltd"))
    add(f"{kr}/Quotes/Ridgeway Builders quote.pdf", P, "Property", 98, K(t_builder_quote, builder="Ridgeway Builders (Kings Norton)"))
    add(f"{kr}/Quotes/Electrician quote.pdf", P, "Property", 88, t_electrician)
    add(f"{kr}/Howdens order acknowledgement.pdf", P, "Property", 52, t_kitchen_order)
    add(f"{kr}/refurb plan.md", P, "Property", 4, t_refurb_plan)
    add(f"{kr}/budget.xlsx", P, "Property", 60, t_refurb_budget)
    add(f"{kr}/budget_v2.xlsx", P, "Property", 3, t_refurb_budget)
    add(f"{kr}/Emails/Re Vicarage Road flat.eml", P, "Property", 9, t_builder_mail)
    add(f"{kr}/Emails/Re Re Vicarage Road flat.eml", P, "Property", 2, t_builder_mail)
    add(f"{kr}/listing draft.docx", P, "Property", 1, t_listing)
    add(f"{kr}/survey 2022 - relevant bits.pdf", P, "Property", 1530, t_survey)
    for i in range(10):
        photo(f"{kr}/Photos/IMG_{5012 + i * 7}.HEIC", P, "Property", 58 - i * 5.5)
    photo(f"{kr}/Photos/tiles choice.jpg", P, "Property", 30)
    photo(f"{kr}/Photos/before - kitchen.jpg", P, "Property", 70)

    # ------------------------------------------------------------ Dawlish remortgage (Projects Property)
    rm = "Documents/Remortgage Dawlish 2026"
    add(f"{rm}/Dawlish Road - remortgage options.eml", P, "Property", 48, t_broker_mail)
    add(f"{rm}/Re Dawlish Road - remortgage options.eml", P, "Property", 41, t_broker_mail)
    add(f"{rm}/valuation report.pdf", P, "Property", 19, t_valuation)
    add(f"{rm}/Fairbridge mortgage offer.pdf", P, "Property", 6, t_offer)
    add(f"{rm}/deal comparison.xlsx", P, "Property", 45, t_remo_compare)
    add(f"{rm}/documents checklist.txt", P, "Property", 40,
        "Khalid needs for Dawlish remortgage:\n[x] passport + driving licence\n[x] 3 months Lloyds statements\n[ ] current AST Dawlish Rd (students sign 2026-27 in June)\n"
        "[x] SA302 + tax year overview 2 years\n[ ] Westmere redemption statement\n[ ] portfolio schedule (3 flats, rents, balances)\n")
    add(f"{rm}/portfolio schedule.xlsx", P, "Property", 38,
        "Property;Value;Mortgage;Lender;Rent pcm;Rate\n88 Heeley Rd;365000;231000;Fairbridge;2475;3.89%\nFlat 2 31 Dawlish Rd;220000;158000;Westmere;1560;2.79% (ends 31/08/26)\n"
        "Flat 3 112 Vicarage Rd;145000;103500;Fairbridge;875 (void - refurb);4.95%")

    # ------------------------------------------------------------ prescribing course (Projects Pharmacy)
    ip = "Documents/IP course"
    for mod, age in (("PHM7041 Clinical Assessment and Consultation Skills", 150), ("PHM7042 Prescribing in Practice", 148),
                     ("PHM7043 Pharmacology and Therapeutics for Prescribers", 147)):
        add(f"{ip}/Handbooks/{mod.split()[0]} handbook.pdf", P, "Pharmacy", age, K(t_module, mod=mod))
    add(f"{ip}/Course brochure 2024.pdf", P, "Pharmacy", 610, K(t_module, mod="Independent Prescribing - programme overview"))
    add(f"{ip}/Assignments/case study draft v1.docx", P, "Pharmacy", 38, K(t_assignment, ver=1))
    add(f"{ip}/Assignments/case study draft v2.docx", P, "Pharmacy", 16, K(t_assignment, ver=2))
    add(f"{ip}/Assignments/case study draft v2_final.docx", P, "Pharmacy", 2, K(t_assignment, ver=3))
    add(f"{ip}/Assignments/~$se study draft v2_final.docx", L, "System", 1, b"\x07Imran Siddiqui" + bytes(148))
    add(f"{ip}/DPP/DPP agreement - Dr Carter.pdf", P, "Pharmacy", 175, t_dpp_letter)
    add(f"{ip}/DPP/supervised hours log.csv", P, "Pharmacy", 3, t_dpp_log)
    for i, age in enumerate((120, 85, 50, 11)):
        add(f"{ip}/Reflections/reflective log {i + 1}.docx", P, "Pharmacy", age, t_reflection)
    add(f"{ip}/OSCE revision.md", P, "Pharmacy", 7, t_osce)
    add(f"{ip}/numeracy practice.xlsx", P, "Pharmacy", 25,
        "Question;Working;Answer\nGentamicin 5 mg/kg for 82 kg;5 x 82;410 mg\nMorphine 10 mg in 1 mL, need 2.5 mg;2.5/10;0.25 mL\n"
        "Heparin 25,000 units in 50 mL at 1,000 units/h;1000/500;2 mL/h\nAmoxicillin 250mg/5mL, 500 mg dose;500/50;10 mL")

    # ------------------------------------------------------------ Umrah (Projects Travel)
    u = "Documents/Umrah Dec 2026"
    add(f"{u}/Al-Hijaz booking confirmation.pdf", P, "Travel", 40, t_umrah_package)
    add(f"{u}/packing list.txt", P, "Travel", 3, t_umrah_list)
    add(f"{u}/Umrah budget.xlsx", P, "Travel", 24, t_umrah_budget)
    add(f"{u}/December Umrah - passport copies and photos.eml", P, "Travel", 15, t_umrah_mail)
    add(f"{u}/Nimenrix certificates.pdf", P, "Travel", 8, t_men_acwy)
    add(f"{u}/Umrah guide - step by step.pdf", P, "Travel", 35,
        "Umrah step by step (from the masjid class)\n1. Ihram at the miqat - for BHX-JED flights, before landing (Qarn al-Manazil line)\n"
        "2. Tawaf - 7 circuits starting at the Black Stone\n3. Two rakat behind Maqam Ibrahim, drink Zamzam\n4. Sa'i between Safa and Marwah, 7 times\n"
        "5. Halq or taqsir. Umrah complete.\nNotes for December: crowds lower after 20th; keep kids close, wristbands with phone number.")
    for i in range(4):
        photo(f"{u}/passport scans/passport_{['imran', 'sana', 'ayaan', 'zara'][i]}.jpg", P, "Travel", 14)

    # ------------------------------------------------------------ Archive
    kp = "Documents/Archive/Kings Heath purchase 2022"
    add(f"{kp}/Completion statement.pdf", X, "Property", 1537, t_completion)
    add(f"{kp}/Completion statement (copy for accountant).pdf", X, "Property", 128, t_completion)
    add(f"{kp}/RICS survey Level 2.pdf", X, "Property", 1600, t_survey)
    add(f"{kp}/SDLT5 certificate.pdf", X, "Property", 1530, t_sdlt)
    add(f"{kp}/112 Vicarage Road - exchange.eml", X, "Property", 1545, t_conveyancing_mail)
    add(f"{kp}/mortgage offer Fairbridge 2022.pdf", X, "Property", 1580, K(t_btl_mortgage, flat="kh"))
    for i in range(4):
        photo(f"{kp}/viewing photos/IMG_{1203 + i}.jpg", X, "Property", 1640 + i)
    ev = "Documents/Archive/Eviction 2024"
    add(f"{ev}/Form 3 section 8 notice.pdf", X, "Property", 790, t_section8)
    add(f"{ev}/Form 3 section 8 notice - signed.pdf", X, "Property", 789, t_section8)
    add(f"{ev}/N5 claim form.pdf", X, "Property", 720, K(t_court, kind="claim"))
    add(f"{ev}/Order for possession.pdf", X, "Property", 660, K(t_court, kind="order"))
    add(f"{ev}/N54 notice of eviction.pdf", X, "Property", 608, K(t_court, kind="bailiff"))
    add(f"{ev}/arrears schedule.csv", X, "Property", 722, t_arrears)
    add(f"{ev}/timeline for court.docx", X, "Property", 725,
        "Timeline - Fenwick, Flat 3 112 Vicarage Road\nJan 2024 last full rent paid\nFeb-Mar 2024 partial payments, texts ignored\n"
        "2 Apr 2024 Form 3 served by hand and by post (photo of posting kept)\n18 Jun 2024 N5 + N119 issued, fee 355\n"
        "13 Aug 2024 hearing - possession order 14 days + arrears\n24 Oct 2024 bailiffs, keys recovered, locks changed\nMoney judgment - never paid. Written off.")
    for i in range(3):
        photo(f"{ev}/state of flat Oct 2024/IMG_{2870 + i}.HEIC", X, "Property", 605)
    ob = "Old laptop backup 2020"
    add(f"{ob}/Medipharm/Contract of employment.docx", X, "Pharmacy", 2400, K(t_medipharm, kind="contract"))
    for i, age in enumerate((2130, 2100, 2070, 2040)):
        add(f"{ob}/Medipharm/payslips/payslip {i + 1}.pdf", X, "Pharmacy", age, K(t_medipharm, kind="payslip"))
    add(f"{ob}/Medipharm/P45.pdf", X, "Pharmacy", 2070, K(t_medipharm, kind="p45"))
    add(f"{ob}/Medipharm/resignation acknowledgement.pdf", X, "Pharmacy", 2105, K(t_medipharm, kind="leave"))
    add(f"{ob}/Medipharm/SOP controlled drugs.docx", X, "Pharmacy", 2300, t_sop)
    add(f"{ob}/desktop.ini", L, "System", 2070, "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\imageres.dll,-112\r\n")
    add(f"{ob}/Thumbs.db", L, "System", 2070, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    t = "Documents/Travel/Turkey 2025"
    add(f"{t}/Pegasus e-ticket.pdf", X, "Travel", 420, K(t_turkey, kind="flight"))
    add(f"{t}/Istanbul hotel.pdf", X, "Travel", 400, K(t_turkey, kind="hotel"))
    add(f"{t}/Side hotel.pdf", X, "Travel", 398, K(t_turkey, kind="hotel"))
    add(f"{t}/itinerary.docx", X, "Travel", 305, K(t_turkey, kind="itinerary"))
    for i in range(13):
        photo(f"Pictures/Turkey 2025/IMG_{3301 + i * 3}.jpg", X, "Travel", 300 - i)
    photo("Pictures/Turkey 2025/Bosphorus panorama edited.jpg", X, "Travel", 25)

    # ------------------------------------------------------------ Resources
    cl = "Documents/Reference/Clinical"
    for name, which, age in (("AKI medicines management v4.pdf", "aki", 300), ("VTE prophylaxis adults.pdf", "vte", 500),
                             ("Antimicrobial guideline - CAP.pdf", "abx", 210), ("Hyperkalaemia guideline.pdf", "hyperk", 640),
                             ("IV administration guide.pdf", "iv", 830), ("BNF extract ch2 cardiovascular.pdf", "bnf", 150)):
        add(f"{cl}/{name}", R, "Pharmacy", age, K(t_guideline, which=which))
    add(f"{cl}/renal dosing crib sheet.docx", R, "Pharmacy", 90,
        "Renal dosing crib sheet (Cockcroft-Gault, actual body weight unless obese)\nApixaban: no adjustment to CrCl 15 unless 2 of 3 criteria\n"
        "Edoxaban: 30 mg if CrCl 15-50\nGabapentin: CrCl 30-59 max 1.4 g/day\nNitrofurantoin: avoid eGFR <45 (short course ok 30-44)\nMetformin: stop eGFR <30")
    ll = "Documents/Reference/Landlord"
    for name, which, age in (("How to rent.pdf", "howtorent", 160), ("Renters Rights Act - landlord guide.pdf", "rra", 33),
                             ("Birmingham HMO licensing guide.pdf", "hmo", 1200), ("Landlord tax guide.pdf", "tax", 500),
                             ("Damp and mould guidance.pdf", "damp", 210)):
        add(f"{ll}/{name}", R, "Property", age, K(t_landlord_guide, which=which))
    bk = "Books"
    for title, author, lang, para, age in (
            ("Nuskha-ha-e-Wafa", "Faiz Ahmed Faiz", "ur", "Gulon mein rang bhare baad-e-naubahar chale, chale bhi aao ke gulshan ka karobar chale.", 900),
            ("Diwan-e-Ghalib", "Mirza Ghalib", "ur", "Hazaron khwahishen aisi ke har khwahish pe dam nikle, bohat nikle mere armaan lekin phir bhi kam nikle.", 1100),
            ("Bang-e-Dara", "Allama Muhammad Iqbal", "ur", "Sare jahan se achha Hindostan hamara, hum bulbulen hain iski ye gulsitan hamara.", 1300),
            ("Khushbu", "Parveen Shakir", "ur", "Woh to khushbu hai hawaon mein bikhar jayega, masla phool ka hai phool kidhar jayega.", 420),
            ("Shayad", "Jaun Elia", "ur", "Ab nahin koi baat khatre ki, ab sabhi ko sabhi se khatra hai.", 260),
            ("Ranjish Hi Sahi - selected ghazals", "Ahmed Faraz", "ur", "Ranjish hi sahi dil hi dukhane ke liye aa, aa phir se mujhe chhod ke jaane ke liye aa.", 700),
            ("The Road to Mecca", "Muhammad Asad", "en", "A journey across Arabia in the 1920s and a spiritual autobiography.", 95),
            ("Atomic Habits", "James Clear", "en", "Tiny changes, remarkable results: an easy and proven way to build good habits.", 540)):
        add(f"{bk}/{author} - {title}.epub", R, "Books", age, _epub(title, author, lang, para))
    add(f"{bk}/Iqbal - Shikwa Jawab-e-Shikwa (Urdu).pdf", R, "Books", 1250,
        "Shikwa aur Jawab-e-Shikwa\nAllama Muhammad Iqbal\nKyun ziyan-kar banun sood-framosh rahun, fikr-e-farda na karun mehw-e-gham-e-dosh rahun")
    mu = "Music"
    for title, artist, album, age in (
            ("Allah Hoo", "Nusrat Fateh Ali Khan", "Shahen-Shah", 1500), ("Tumhe Dillagi", "Nusrat Fateh Ali Khan", "Best of NFAK", 1500),
            ("Mast Qalandar", "Abida Parveen", "Sufi Kalam", 1200), ("Bhar Do Jholi Meri", "Sabri Brothers", "Qawwalis Vol 1", 1400),
            ("Tajdar-e-Haram", "Sabri Brothers", "Qawwalis Vol 1", 1400), ("Hasbi Rabbi", "Sami Yusuf", "My Ummah", 900),
            ("Al-Muallim", "Sami Yusuf", "Al-Muallim", 900), ("Ya Nabi Salam Alayka", "Maher Zain", "Thank You Allah", 800),
            ("Insha Allah", "Maher Zain", "Thank You Allah", 800), ("Tala al Badru Alayna", "Harris J", "Salam", 400),
            ("Kun Faya Kun", "A. R. Rahman", "Rockstar", 1000), ("Main Tenu Samjhawan Ki", "Rahat Fateh Ali Khan", "Virsa", 650),
            ("Kabhi Kabhi Aditi", "Rashid Ali", "Jaane Tu", 1700), ("Asma ul Husna", "Junaid Jamshed", "Jalwa-e-Janan", 300)):
        add(f"{mu}/{artist}/{album}/{title}.mp3", R, "Music", age, _id3(r, title, artist, album))
    rc = "Documents/Recipes"
    for name, which, age in (("Ammi chicken biryani.txt", "biryani", 800), ("Nihari.txt", "nihari", 560), ("Haleem.docx", "haleem", 440),
                             ("chai.txt", "chai", 1000), ("Seekh kebab BBQ.txt", "kebab", 330), ("Tarka daal.txt", "daal", 150)):
        add(f"{rc}/{name}", R, "Cooking", age, K(t_recipe, which=which))
    dl = "Downloads"
    for name, age, head in (("Zoom.pkg", 400, b"xar!"), ("GoogleChrome.dmg", 300, b"koly"), ("VLC-3.0.21-universal.dmg", 200, b"koly"),
                            ("WhatsApp.dmg", 120, b"koly"), ("Microsoft_365_Installer.pkg", 650, b"xar!")):
        add(f"{dl}/{name}", R, "Software", age, lambda r, dt, hd=head: _blob(r, hd, 2000))
    for yr, base, n in (("2023", 1000, 3), ("2024", 650, 5), ("2025", 280, 5), ("2026", 140, 5)):
        for i in range(n):
            photo(f"Pictures/{yr}/IMG_{r.randint(1000, 9999)}_{i}.{'HEIC' if yr >= '2025' else 'jpg'}", R, "Photos", base - i * 25)
    for i in range(4):
        photo(f"Pictures/Eid ul-Fitr 2026/IMG_{6100 + i}.HEIC", R, "Photos", 72)
    for i, age in enumerate((2, 10, 23, 51, 88, 140)):
        dt = NOW - timedelta(days=age)
        photo(f"Desktop/Screenshot {dt.strftime('%Y-%m-%d')} at {r.randint(8, 23)}.{r.randint(10, 59)}.{r.randint(10, 59)}.png", R, "Photos", age)
    photo("Pictures/Wallpapers/Badshahi mosque night.jpg", R, "Photos", 900)
    photo("Pictures/Wallpapers/Faisal Mosque.jpg", R, "Photos", 880)

    # ------------------------------------------------------------ Left
    add(f"{dl}/Renters_Rights_Act_guidance.pdf.crdownload", L, "System", 1, lambda r, dt: _blob(r, b"%PDF-1.7\n", 700))
    add(f"{dl}/IMG_5090.MOV.crdownload", L, "System", 5, lambda r, dt: _blob(r, b"\x00\x00\x00\x14ftypqt  ", 700))
    add(f"{dl}/Howdens_kitchen_brochure.pdf.part", L, "System", 60, lambda r, dt: _blob(r, b"%PDF-1.6\n", 500))
    add("Documents/Money/~$Budget 2026.xlsx", L, "System", 6, b"\x07Imran Siddiqui" + bytes(148))

    # ------------------------------------------------------------ hard: the name and folder say nothing
    hard = [
        (f"{dl}/document.pdf", A, "Property", 12, K(t_gas, flat="dawlish")),
        (f"{dl}/document (1).pdf", A, "Finance", 35, t_payslip),
        (f"{dl}/document (2).pdf", P, "Property", 115, K(t_builder_quote, builder="Moseley Home Improvements")),
        (f"{dl}/document (3).pdf", P, "Travel", 41, t_umrah_package),
        (f"{dl}/document (4).pdf", A, "Finance", 126, K(t_sa_return, year=2024)),
        (f"{dl}/document (5).pdf", A, "Pharmacy", 300, t_mandatory),
        (f"{dl}/attachment.pdf", A, "Property", 70, K(t_agent_statement, flat="dawlish")),
        (f"{dl}/attachment (1).pdf", P, "Property", 20, t_valuation),
        (f"{dl}/attachment (2).pdf", A, "Children", 155, t_nursery),
        (f"{dl}/attachment (3).pdf", A, "Finance", 400, t_p60),
        (f"{dl}/download.pdf", R, "Pharmacy", 400, K(t_guideline, which="vte")),
        (f"{dl}/download (1).pdf", R, "Property", 34, K(t_landlord_guide, which="rra")),
        (f"{dl}/file.pdf", A, "Finance", 200, t_hmrc_letter),
        (f"{dl}/letter.pdf", X, "Property", 661, K(t_court, kind="order")),
        (f"{dl}/Mail Attachment.pdf", P, "Pharmacy", 176, t_dpp_letter),
        (f"{dl}/Mail Attachment (1).pdf", P, "Property", 53, t_kitchen_order),
        (f"{dl}/export.csv", A, "Football", 100, t_squad),
        (f"{dl}/data.csv", X, "Property", 700, t_arrears),
        (f"{dl}/print.pdf", X, "Travel", 421, K(t_turkey, kind="flight")),
        (f"{dl}/form.pdf", A, "Children", 47, t_school_offer),
        (f"{dl}/temp.pdf", A, "Property", 27, K(t_repair, flat="heeley")),
        (f"{dl}/attachment (4).pdf", A, "Property", 33, K(t_tenancy, flat="heeley")),
        (f"{dl}/scan.pdf", P, "Travel", 9, t_men_acwy),
        (f"{dl}/Document.docx", P, "Property", 10, t_listing),
        ("Desktop/Untitled.txt", P, "Pharmacy", 20, t_osce),
        ("Desktop/Untitled 2.txt", P, "Travel", 30, t_umrah_list),
        ("Desktop/Untitled 3.txt", R, "Cooking", 200, K(t_recipe, which="nihari")),
        ("Desktop/notes.txt", A, "Pharmacy", 110, t_datix),
        ("Desktop/todo.txt", P, "Property", 29,
         "- chase Hussain: second fix date, end panel from Howdens\n- book skip collection\n- Topps Tiles: return 2 boxes of wall tiles\n"
         "- gas engineer for new hob + CP12 before tenant moves in\n- photos for Rightmove once painted\n- new EPC (old one was D)\n"),
        ("Desktop/Untitled.docx", A, "Football", 26, t_session),
        ("Desktop/draft.docx", P, "Pharmacy", 45, K(t_assignment, ver=0)),
        ("Desktop/Untitled.pdf", A, "Finance", 190, t_pension),
        ("Desktop/Untitled 4.txt", A, "Finance", 130, t_home_mortgage),
        ("Documents/misc/notes.docx", P, "Pharmacy", 60, t_reflection),
        ("Documents/misc/notes (2).docx", A, "Pharmacy", 400, t_job_plan),
        ("Documents/misc/info.txt", R, "Pharmacy", 300, K(t_guideline, which="hyperk")),
        ("Documents/misc/printout.pdf", R, "Property", 480, K(t_landlord_guide, which="tax")),
        ("Documents/misc/Book1.xlsx", P, "Property", 46, t_remo_compare),
        ("Documents/misc/Book2.xlsx", A, "Finance", 500, t_budget),
        ("Documents/misc/message.eml", A, "Football", 200, t_parents_mail),
        ("Documents/misc/Re (no subject).eml", A, "Finance", 480, t_accountant),
        ("Documents/misc/email.eml", P, "Property", 30, t_broker_mail),
        ("Documents/misc/fwd.eml", X, "Property", 1544, t_conveyancing_mail),
        ("Documents/misc/list.txt", P, "Travel", 24, lambda r, dt: t_umrah_budget(r, dt).replace(";", "  ")),
        ("Documents/misc/Document1.docx", X, "Travel", 330, K(t_turkey, kind="itinerary")),
        ("untitled folder/New document.docx", A, "Pharmacy", 600, t_appraisal),
        ("untitled folder/Untitled.pdf", A, "Home", 250, t_energy),
        ("untitled folder/scan0001.pdf", A, "Property", 1100, K(t_epc, flat="dawlish")),
        (f"{ob}/My Documents/Doc1.docx", X, "Pharmacy", 2105, K(t_medipharm, kind="leave")),
        (f"{ob}/My Documents/Document2.docx", X, "Pharmacy", 2200, t_sop),
        (f"{ob}/My Documents/New Microsoft Word Document.docx", X, "Pharmacy", 2450, K(t_medipharm, kind="contract")),
        (f"{ob}/My Documents/Book1.xlsx", A, "Finance", 2200, t_budget),
        ("Documents/2024/scan 3.pdf", X, "Property", 720, K(t_court, kind="claim")),
        ("Documents/2024/doc 12.pdf", A, "Health", 590, t_gp),
        ("Documents/2024/doc 13.pdf", A, "Property", 575, K(t_tenancy, flat="kh")),
        ("Documents/2024/notes.txt", X, "Property", 745,
         "Call with Shelter-style landlord advice line 24/6\n- Fenwick still not paying, arrears now 3.5k\n- s8 ground 8 needs 2 months arrears at notice AND hearing\n"
         "- hearing usually 8 weeks after N5; bring rent statement, copy of AST, DPS certificate, gas cert served\n"
         "- if order made and not out in 14 days -> N325 warrant, county court bailiff\n"),
    ]
    scans = [
        (A, "Property", 640, K(t_gas, flat="heeley")), (A, "Property", 560, K(t_deposit, flat="kh")),
        (A, "Home", 400, t_council_tax), (A, "Health", 150, t_gp), (A, "Football", 705, t_dbs),
        (A, "Children", 60, t_nursery), (X, "Property", 789, t_section8), (X, "Pharmacy", 1200, K(t_medipharm, kind="p45")),
        (A, "Property", 1180, t_hmo_licence), (A, "Property", 1500, K(t_eicr, flat="kh")), (A, "Pharmacy", 930, t_gphc_renewal),
        (A, "Home", 600, t_boiler), (X, "Property", 1529, t_sdlt), (X, "Property", 607, K(t_court, kind="bailiff")),
        (A, "Property", 350, K(t_repair, flat="kh")), (A, "Home", 750, t_home_ins), (A, "Property", 960, t_landlord_ins),
        (A, "Health", 420, t_dentist), (A, "Pharmacy", 700, t_cppe), (P, "Property", 87, t_electrician),
    ]
    nums = sorted(r.sample(range(2, 60), len(scans)))
    for n, (b, tp, age, fn) in zip(nums, scans):
        hard.append((f"Documents/Scans/Scanned Document {n}.pdf", b, tp, age, fn))
    for rel, b, tp, age, fn in hard:
        add(rel, b, tp, age, fn, hard=True)

    # ------------------------------------------------------------ unlabelled dot files
    for d in ("", "Desktop/", "Documents/", "Downloads/", "Pictures/Turkey 2025/", f"{kr}/"):
        dot(f"{d}.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 300), r.uniform(1, 60))
    dot(f"{ip}/Assignments/.~lock.case study draft v2_final.docx#", b"Imran Siddiqui,imran,MacBook-Air,01.06.2026 09:12,file:///Users/imran;\n", 1)
    return items


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as tmp:
        got = build(Path(tmp))
        rels = [i.rel for i in got]
        assert len(rels) == len(set(rels)), "duplicate rel"
        assert all((Path(tmp) / i.rel).is_file() for i in got), "missing file"
        assert {i.bucket for i in got} <= {"Projects", "Areas", "Resources", "Archive", "Left"}
        print("files:", len(got))
        for k, v in sorted(Counter(i.bucket for i in got).items()):
            print(f"  {k:10} {v}")
        for k, v in sorted(Counter((i.bucket, i.topic) for i in got).items()):
            print(f"  {k[0]:10} {k[1]:10} {v}")
        print("hard:", sum(i.hard for i in got))
        size = sum(p.stat().st_size for p in Path(tmp).rglob("*") if p.is_file())
        print("bytes on disk:", size)
