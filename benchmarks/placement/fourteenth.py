"""A fourteenth labelled corpus: a physiotherapist's files in Melbourne, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the benchmark
runners or any placement result, nor at the bodies of the other corpus modules: only ``unseen.py``'s
docstring, helpers and ``build`` mechanics, the ``Item`` dataclass and the signatures of ``_pdf``,
``_jpeg`` (``corpus.py``), ``_docx``, ``_png`` and ``HEIC_HEAD`` (``blind.py``). The files and labels are
shaped by what this person would have on disk, not by what the code looks for.

The person: Hannah Weber, 36, born in Freiburg im Breisgau, a physiotherapist in Melbourne who runs her
own practice, Weber Physiotherapy (sole trader, ABN 53 614 882 097, Shop 2, 214 High Street, Northcote,
since 2022), with two employed physios, Priya Natarajan and Liam O'Connor. The clinic lives on Cliniko
exports, Medicare CDM / DVA / WorkSafe / TAC and private-health (HICAPS) claims, rosters, payroll and super,
quarterly BAS, a shop lease, equipment, CPD records and her AHPRA registration. Her partner Tom Gallagher is
a chef; their daughter Mia turns two on 9 June 2026; the dog is Pretzel, a dachshund. In March 2023 they
settled on a townhouse at 3/17 Rennie Street, Thornbury (owners corporation, utilities, repairs). She did
her master's (M.Sc. Muskuloskelettale Physiotherapie) at the Hochschule Osnabrück 2012-2014, worked at the
Klinikum Nymphenburg-Süd in Munich until 2017, moved to Australia, got permanent residency (subclass 189)
in 2019 and lodged her citizenship application in February 2026. Running with the Merri Creek Runners is
her outlet. Files are English with a good deal of German, with a Windows laptop's chaos: ``Downloads/``,
``Desktop/``, ``Documents/`` with half-made folders (``Sonstiges``, ``New folder``, ``to sort``, ``2022``),
a ``Clinic/`` tree, a ``Scans/`` folder, an ``alter Laptop/`` copy of her old German laptop (backed up
2019), unfinished downloads and system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  Australian citizenship application (lodged February 2026, test appointment 18 June 2026: forms,
  document checklist, study notes for the test, practice tests, appointment letter, notes on keeping
  German citizenship) -- topic Immigration; the second treatment room at the clinic, opening in August
  2026 (fit-out quotes, floor plan, landlord consent, equipment orders, budget, before/progress photos)
  -- topic Clinic; the trip to Germany for her sister Lena's wedding on 12 September 2026 (flights,
  hotel, invitation, car hire, gift, packing list, travel insurance) -- topic Travel; the DMA Clinical
  Pilates certification she is doing (manuals, logbook, case-study assignment, exam information, course
  invoice) -- topic Education; Mia's second-birthday party on 13 June 2026 (guest list, invitation, cake
  order, shopping list) -- topic Family.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: the
  practice -- patient-admin exports, claims, staff contracts, rosters, pay runs, super, BAS/GST, the
  lease, equipment, clinic policies, letters to GPs, CPD records, AHPRA registration, indemnity
  insurance (Clinic); household money -- bank statements, budget, mortgage, super (hers and Tom's),
  income tax and the accountant, her German pension (Deutsche Rentenversicherung) and old German tax
  assessments (Finance); the townhouse -- strata levies and owners-corporation minutes, council rates,
  utilities, home insurance, repairs (Home); the family's health -- Mia's immunisations, GP and
  specialist letters, private health insurance, Medicare (Health); Mia's daycare -- invoices, CCS,
  enrolment, newsletters (Childcare); the car -- rego, insurance, service, tolls (Car); her standing
  residency status -- the 2019 PR grant notice, VEVO checks, her German passport (Immigration); the
  running-club membership, fees and club calendar (Running); Pretzel -- council registration, vet, pet
  insurance (Pets); letters and cards from the family in Germany, family contacts (Family). A 2016
  German tax assessment or the 2022 lease is still an Area.
- **Resources**: reference and interests kept for their own sake, by subject: physio research
  articles, exercise handouts, anatomy references and course notes (Clinic); running articles and
  training plans (Running); recipes, many German (Cooking); ebooks (Books); mp3s (Music); installers
  (Software); appliance manuals (Home); photos and screenshots -- of Mia, Pretzel, trips past and
  present -- (Photos), except photos that document a project: the room's before/progress photos
  (Projects, Clinic) and the 2023 pre-purchase inspection photos (Archive, Home).
- **Archive**: finished projects and ended responsibilities: the master's degree 2012-2014
  (Education); the Munich hospital job, ended 2017 (Clinic); the 2019 PR visa application -- skills
  assessment, IELTS, EOI, Form 80, police certificates, medicals (Immigration); the 2023 townhouse
  purchase -- pre-approval, contract of sale, section 32, building inspection, conveyancing,
  settlement, land transfer duty (Home); past trips -- Germany Christmas 2023, Bali September 2024,
  Tasmania Easter 2025 (Travel); Mia's first-birthday party in June 2025 (Family).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store``, ``.~lock...#``)
  and anything in a dot folder are written but not labelled.

Files in ``alter Laptop/`` are labelled by their subject like everywhere else (the backup is not a topic
of its own: the German pension letter there is Finance, the thesis Education). Topics are subjects (the
room fit-out is ``Clinic`` like the BAS; the wedding trip is ``Travel`` like Bali). ``hard`` marks a file
whose name *and* folder say nothing about its subject (``Downloads/document (2).pdf``,
``Desktop/untitled.txt``, ``Scans/scan0012.pdf``, ``Documents/Sonstiges/notes.docx``): only the text
inside can place it. Images are never marked hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400

# --------------------------------------------------------------------------- helpers


def _d(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _de(dt: datetime) -> str:
    return dt.strftime("%d.%m.%Y")


def _aud(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _eur(r: random.Random, lo: float, hi: float) -> str:
    s = f"{r.uniform(lo, hi):,.2f}"
    return s.replace(",", "X").replace(".", ",").replace("X", ".") + " EUR"


PATIENTS = ["Margaret Kelly", "Daniel Nguyen", "Sophie Brennan", "Con Papadopoulos", "Aisha Rahman",
            "Graham Whitlock", "Lucy Tran", "Ben Sutherland", "Maria Russo", "Jack Fitzgerald", "Ruth Goldberg",
            "Nathan Osei", "Chloe Marchetti", "Peter Doyle", "Hamish Reid", "Mei Lin Zhou"]
GPS = ["Dr Anita Sharma, High Street Medical", "Dr Paul Kowalski, Northcote Family Clinic",
       "Dr Fiona McRae, Thornbury Medical Centre", "Dr James Liu, Westgarth GP"]
STAFF = ["Hannah Weber", "Priya Natarajan", "Liam O'Connor"]
CLINIC = ("Weber Physiotherapy\nShop 2, 214 High Street, Northcote VIC 3070\n"
          "ABN 53 614 882 097  |  (03) 9482 6610  |  reception@weberphysio.com.au")
HOME_ADDR = "3/17 Rennie Street, Thornbury VIC 3071"


# --------------------------------------------------------------------------- clinic (Areas)


def t_appts_csv(r, dt):
    rows = ["Appointment Date,Start Time,Practitioner,Patient,Appointment Type,Status,Invoice Total"]
    types = [("Initial Consultation", 115), ("Standard Consultation", 95), ("Long Consultation", 130),
             ("Clinical Pilates (1:1)", 90), ("CDM Consultation (Medicare)", 70), ("WorkSafe Consultation", 92)]
    for i in range(10):
        t, fee = r.choice(types)
        rows.append(f"{_d(dt - timedelta(days=i // 3))},{r.randint(8, 18)}:{r.choice(['00', '30'])},"
                    f"{r.choice(STAFF)},{r.choice(PATIENTS)},{t},{r.choice(['Arrived', 'Arrived', 'DNA', 'Cancelled'])},"
                    f"{fee:.2f}")
    return "\n".join(rows)


def t_patients_csv(r, dt):
    rows = ["Patient ID,First Name,Last Name,Date of Birth,Suburb,Referral Source,Health Fund,Last Appointment"]
    for i, p in enumerate(r.sample(PATIENTS, 9)):
        f, l = p.split(" ", 1)
        rows.append(f"{4100 + r.randint(0, 900)},{f},{l},{r.randint(1, 28):02d}/{r.randint(1, 12):02d}/"
                    f"{r.randint(1948, 2005)},{r.choice(['Northcote', 'Thornbury', 'Fairfield', 'Preston', 'Clifton Hill'])},"
                    f"{r.choice(['GP', 'Google', 'Friend', 'WorkSafe', 'TAC'])},{r.choice(['Bupa', 'Medibank', 'HCF', 'nib', 'none'])},"
                    f"{_d(dt - timedelta(days=r.randint(1, 60)))}")
    return "\n".join(rows)


def t_cdm_xlsx(r, dt):
    rows = ["Date;Patient;Medicare no;Item;Referring GP;Fee;Benefit;Gap"]
    for i in range(8):
        rows.append(f"{_d(dt - timedelta(days=i * 3))};{r.choice(PATIENTS)};{r.randint(2000, 6999)} {r.randint(10000, 99999)} "
                    f"{r.randint(1, 9)};10960;{r.choice(GPS).split(',')[0]};70.00;60.35;9.65")
    return "\n".join(rows)


def t_hicaps(r, dt):
    lines = [f"HICAPS Settlement Report - Provider 2471896B (Hannah Weber)", f"Period ending {_d(dt)}", ""]
    tot = 0.0
    for fund in ("Bupa", "Medibank Private", "HCF", "nib", "ahm", "Australian Unity"):
        n = r.randint(3, 30)
        amt = n * r.uniform(48, 62)
        tot += amt
        lines.append(f"{fund}: {n} claims, benefit paid ${amt:,.2f}")
    lines += ["", f"Total settled to BSB 063-182 Acc 1049 2281: ${tot:,.2f}", "Item codes 500 (initial), 505 (subsequent), 560 (group)"]
    return "\n".join(lines)


def t_worksafe(r, dt):
    p = r.choice(PATIENTS)
    return (f"{CLINIC}\n\nTAX INVOICE {r.randint(10200, 10900)}   Date: {_d(dt)}\n"
            f"To: WorkSafe Victoria agent - Xchanging / DXC Claims, PO Box 2052, Melbourne\n"
            f"Worker: {p}   Claim no: {r.randint(26000000, 26999999)}   Employer: Metro Trains Melbourne\n"
            f"Injury: right shoulder strain (lifting)\n"
            f"Services: PA001 initial consultation $107.60; PA002 standard consultation x3 $92.30 each\n"
            f"Total: $384.50 (GST-free)\nCertificate of capacity sighted; treatment plan attached.")


def t_tac(r, dt):
    p = r.choice(PATIENTS)
    return (f"{CLINIC}\n\nTAC - Transport Accident Commission\nInvoice {r.randint(10200, 10900)}, {_d(dt)}\n"
            f"Client: {p}, TAC claim {r.randint(1000000, 1999999)}, accident 2026 (rear-end collision, whiplash)\n"
            f"Physiotherapy standard consultation x4 @ $88.00 = $352.00\n"
            f"Provider number 218834, payment by EFT within 10 business days.")


def t_dva(r, dt):
    return (f"Department of Veterans' Affairs - Allied Health Claim\nProvider: Hannah Weber 2471896B, Weber Physiotherapy\n"
            f"Veteran: {r.choice(['Graham Whitlock', 'Peter Doyle'])}, Gold Card, file no. VX{r.randint(100000, 999999)}\n"
            f"D7 referral from GP valid 12 months (12 sessions)\n"
            f"Services {_d(dt - timedelta(days=20))} - {_d(dt)}: item F905 x 3, $80.55 each\nTotal claimed: $241.65")


def t_roster(r, dt):
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    rows = ["Week starting " + _d(dt) + ";" + ";".join(days)]
    for s in STAFF:
        rows.append(s + ";" + ";".join(r.choice(["8:00-16:00", "12:00-20:00", "off", "8:00-13:00"]) for _ in days))
    rows.append("Room;Room 1 + gym;Room 1 + gym;Room 1;Room 1 + gym;Room 1;gym (Pilates class 9:00)")
    return "\n".join(rows)


def t_contract(r, dt, who):
    return (f"EMPLOYMENT AGREEMENT\n\nBetween Hannah Weber trading as Weber Physiotherapy (ABN 53 614 882 097)\n"
            f"and {who} (the Employee)\n\nPosition: Physiotherapist, part-time 0.8 FTE, commencing {_d(dt)}\n"
            "Award: Health Professionals and Support Services Award 2020, Level 2\n"
            f"Base salary ${r.randint(78, 92)},000 pro rata plus superannuation guarantee (12%)\n"
            "Professional development allowance $1,000 per year; 5 CPD days\n"
            "The Employee must maintain AHPRA registration and notify the Employer of any conditions.\n"
            "Notice period: 4 weeks. Signed ____________________")


def t_payrun(r, dt):
    lines = [f"Pay Run Summary - Weber Physiotherapy - period ending {_d(dt)}", ""]
    for s in STAFF[1:]:
        g = r.uniform(3000, 3800)
        lines.append(f"{s}: gross ${g:,.2f}, PAYG withheld ${g * 0.22:,.2f}, super ${g * 0.12:,.2f}, net ${g * 0.78:,.2f}")
    lines += ["", "Single Touch Payroll lodged with ATO: yes", "Super paid via ATO Small Business Superannuation Clearing House"]
    return "\n".join(lines)


def t_leave_eml(r, dt):
    return (f"From: Liam O'Connor <liam@weberphysio.com.au>\nTo: Hannah Weber <hannah@weberphysio.com.au>\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} 09:14 +1000\nSubject: Annual leave request\n\n"
            "Hi Hannah,\n\nCould I take annual leave from 7 to 18 July? I've checked the roster and Priya could cover "
            "my Tuesday and Thursday evening lists, and I'll move my Pilates class to Saturday.\n\n"
            "I have 9.5 days accrued according to the last payslip.\n\nThanks, Liam")


def t_bas(r, dt, q):
    sales = r.uniform(88000, 112000)
    gst_sales = r.uniform(2500, 4200)
    return (f"Business Activity Statement - {q}\nHannah Weber, ABN 53 614 882 097, Document ID 4019 7732 118\n\n"
            f"G1 Total sales: ${sales:,.0f}\nG3 Other GST-free sales (physiotherapy services): ${sales - gst_sales:,.0f}\n"
            f"1A GST on sales: ${gst_sales / 11:,.0f}\n1B GST on purchases: ${r.uniform(1400, 2600):,.0f}\n"
            f"W1 Total salary and wages: ${r.uniform(38000, 46000):,.0f}\nW2 Amount withheld: ${r.uniform(8000, 10500):,.0f}\n"
            f"T7 PAYG instalment: ${r.uniform(4000, 6000):,.0f}\nLodged via tax agent Darebin Tax & Accounting.")


def t_gst_xlsx(r, dt):
    rows = ["Date;Supplier / Customer;Description;Amount incl GST;GST"]
    for sup, desc in [("Physio Supplies Australia", "theraband, tape, dry needles"), ("Officeworks", "printer paper, toner"),
                      ("Cliniko", "practice software subscription"), ("AGL", "clinic electricity"),
                      ("Sales - products", "foam rollers, heat packs sold to patients"), ("Telstra", "clinic phone + NBN")]:
        a = r.uniform(60, 900)
        rows.append(f"{_d(dt - timedelta(days=r.randint(1, 80)))};{sup};{desc};{a:.2f};{a / 11:.2f}")
    return "\n".join(rows)


def t_lease(r, dt):
    return ("RETAIL LEASE - Retail Leases Act 2003 (Vic)\n\nLandlord: Costa Property Group Pty Ltd\n"
            "Tenant: Hannah Weber trading as Weber Physiotherapy\nPremises: Shop 2, 214 High Street, Northcote VIC 3070 (92 m2)\n"
            f"Term: 5 years from {_d(dt)} with one further option of 5 years\n"
            "Rent: $38,400 per annum plus GST, payable monthly in advance; annual review CPI + 1%\n"
            "Permitted use: physiotherapy and allied health clinic\n"
            "Alterations require the landlord's prior written consent (clause 11.2)\n"
            "Security deposit: three months' rent (bank guarantee)")


def t_rent_increase(r, dt):
    return (f"Costa Property Group Pty Ltd\n{_d(dt)}\n\nDear Ms Weber,\n\nRe: Shop 2, 214 High Street, Northcote - annual rent review\n"
            f"In accordance with clause 4.3 of your lease, the rent will increase by CPI + 1% (4.6%) from 1 July.\n"
            f"New annual rent: ${r.randint(41500, 42900):,} plus GST. Outgoings estimate for the coming year is attached.\n\n"
            "Kind regards,\nMarco Costa, Property Manager")


def t_equip_service(r, dt):
    return (f"MedEquip Services Victoria - Service Report\nDate: {_d(dt)}\nCustomer: Weber Physiotherapy, Northcote\n\n"
            "Equipment: Chattanooga Intelect ultrasound, s/n 48817; Enraf shockwave unit, s/n SW-2291\n"
            "Electrical safety test (AS/NZS 3551): PASS, tag valid 12 months\n"
            "Ultrasound output calibration: 1 MHz and 3 MHz within tolerance\n"
            "Hi-lo treatment table: hydraulic leak noted on left ram - quote to follow\n"
            f"Technician: Rob Hayes   Invoice {r.randint(5000, 5999)}: $286.00 incl GST")


def t_equip_register(r, dt):
    return ("Item;Make/model;Purchased;Cost;Last service;Next due\n"
            f"Treatment table 1;Healthstream Hi-Lo 3-section;2022;$2,890;{_d(dt - timedelta(days=120))};annual\n"
            f"Ultrasound;Chattanooga Intelect;2022;$3,450;{_d(dt - timedelta(days=40))};annual tag\n"
            "Shockwave;Enraf Radial;2023;$11,900;tagged;annual\nReformer;Balanced Body Allegro 2;2024;$6,200;n/a;check springs\n"
            "Dumbbells, kettlebells;various;2022-25;$1,100;n/a;n/a\nComputer + HICAPS terminal;Tyro;2022;rental;n/a;n/a")


def t_supplies(r, dt):
    return (f"Physio Supplies Australia Pty Ltd\nTAX INVOICE INV-{r.randint(300000, 399999)}   {_d(dt)}\n"
            "Ship to: Weber Physiotherapy, Shop 2, 214 High St Northcote\n\n"
            "Theraband resistance band roll 45 m (blue) x1  $118.00\nRigid strapping tape 38 mm x 32  $176.00\n"
            "Kinesiology tape x 6  $89.70\nDry needles 0.25x40 mm x 10 boxes  $142.00\nHot/cold packs x 12  $66.00\n"
            f"Subtotal ${r.uniform(560, 620):.2f}  GST included")


def t_cpd_log(r, dt):
    return ("Date;Activity;Provider;Hours;Evidence\n"
            f"{_d(dt - timedelta(days=250))};Running injuries masterclass;APA;6;certificate\n"
            f"{_d(dt - timedelta(days=180))};Journal club - tendinopathy loading;clinic in-house;1.5;notes\n"
            f"{_d(dt - timedelta(days=120))};Persistent pain update (PainAdapt);online;4;certificate\n"
            f"{_d(dt - timedelta(days=60))};Clinical Pilates Level 2;DMA;16;certificate\n"
            f"{_d(dt - timedelta(days=14))};Paediatric development webinar;APA;2;certificate\n"
            "Total;AHPRA requirement 20 hours per registration year;;29.5;")


def t_cpd_cert(r, dt):
    return (f"Australian Physiotherapy Association\nCertificate of Completion\n\nThis certifies that Hannah Weber\n"
            f"completed 'Running Injuries Masterclass: Load, Gait and Return to Run' on {_d(dt)}\n"
            "6 hours of continuing professional development\nPresenter: Dr Ellen Marsh, APA Sports & Exercise Physiotherapist")


def t_ahpra(r, dt):
    return (f"Ahpra - Physiotherapy Board of Australia\nConfirmation of renewal of registration\n{_d(dt)}\n\n"
            "Name: Hannah Weber   Registration number: PHY0001876543\nDivision: General registration\n"
            f"Registration expires: 30/11/{dt.year + (1 if dt.month > 10 else 0)}\n"
            "Declarations: recency of practice - yes; CPD - yes; professional indemnity insurance - yes; criminal history - no\n"
            "Fee paid: $248.00")


def t_indemnity(r, dt):
    return (f"Guild Insurance - Physiotherapy Professional Indemnity and Public Liability\nCertificate of Currency, {_d(dt)}\n"
            "Insured: Hannah Weber t/as Weber Physiotherapy, plus employed physiotherapists (2)\n"
            f"Policy PHY{r.randint(100000, 999999)}: professional indemnity $20,000,000; public liability $20,000,000\n"
            f"Period: {_d(dt)} to {_d(dt + timedelta(days=365))}   Premium ${r.uniform(1300, 1700):,.2f}")


def t_infection(r, dt):
    return ("Weber Physiotherapy - Infection Control Policy ("
            + ("v3" if dt.year >= 2024 else "v1") + ")\n\n1. Hand hygiene before and after every patient contact.\n"
            "2. Treatment tables wiped with detergent wipes after each patient; linen changed or paper roll replaced.\n"
            "3. Dry needling: single-use needles, sharps container in Room 1, replaced when 3/4 full.\n"
            "4. Staff with acute respiratory illness do not attend; patients are rebooked or offered telehealth.\n"
            f"Reviewed {_d(dt)} by Hannah Weber. Next review in 12 months.")


def t_gp_letter(r, dt):
    p, gp = r.choice(PATIENTS), r.choice(GPS)
    return (f"{CLINIC}\n\n{_d(dt)}\n\n{gp}\n\nDear Doctor,\n\nRe: {p}\n"
            "Thank you for referring this patient under a Chronic Disease Management plan for bilateral knee osteoarthritis.\n"
            "Assessment: reduced quadriceps strength, 30-s chair stand 9 reps, pain 6/10 on stairs.\n"
            "Plan: 5 sessions of progressive strengthening, GLA:D education, home program; walking goal 30 min.\n"
            "I will send a progress report after the fifth session.\n\nKind regards,\nHannah Weber, Physiotherapist")


def t_staff_meeting(r, dt):
    return (f"Staff meeting {_d(dt)} - Hannah, Priya, Liam\n- DNA rate up to 7%: send SMS reminder 48 h before, charge late cancellations\n"
            "- Priya wants to run a second Pilates class Thursday 6 pm once the new room is open\n"
            "- Liam: new WorkSafe forms from July\n- Cleaning roster for gym, towels on Fridays\n- Next in-service: ACL rehab (Priya)")


def t_business_bank(r, dt):
    rows = ["Date,Description,Debit,Credit,Balance"]
    bal = r.uniform(18000, 30000)
    for i, (desc, sign) in enumerate([("HICAPS SETTLEMENT", 1), ("TYRO EFTPOS SETTLEMENT", 1), ("COSTA PROPERTY GROUP RENT", -1),
                                      ("PAYROLL PRIYA NATARAJAN", -1), ("PAYROLL LIAM OCONNOR", -1), ("MEDICARE BENEFIT 10960", 1),
                                      ("WORKSAFE VIC PAYMENT", 1), ("CLINIKO SUBSCRIPTION", -1), ("ATO BAS PAYMENT", -1)]):
        a = r.uniform(90, 4200)
        bal += sign * a
        rows.append(f"{_d(dt - timedelta(days=30 - i * 3))},{desc},{'' if sign > 0 else f'{a:.2f}'},"
                    f"{f'{a:.2f}' if sign > 0 else ''},{bal:.2f}")
    return "\n".join(rows)


# --------------------------------------------------------------------------- second treatment room (Projects Clinic)


def t_fitout_quote(r, dt, firm):
    return (f"{firm}\nQUOTATION Q-{r.randint(2000, 2999)}   {_d(dt)}\nClient: Hannah Weber, Weber Physiotherapy\n"
            "Project: convert rear storeroom (approx. 11 m2) into Treatment Room 2, Shop 2, 214 High St Northcote\n\n"
            f"Demolish shelving, new plasterboard partition with acoustic insulation  ${r.randint(4200, 5600):,}\n"
            f"Door, frame and hardware  ${r.randint(900, 1400):,}\nHand basin incl. plumbing  ${r.randint(1800, 2600):,}\n"
            f"Vinyl flooring, coved skirting  ${r.randint(1500, 2200):,}\nLighting, 4 GPOs, data point  ${r.randint(1900, 2700):,}\n"
            "Paint  $850\nExcludes landlord approval and equipment. Valid 30 days. Works approx. 3 weeks.")


def t_room_budget(r, dt):
    return ("Item;Supplier;Quote;Status\nFit-out (builder);Northside Shopfitting;$14,650;accepted\n"
            "Electrical;Sparkright Electrical;$2,380;booked 22 June\nTreatment table;Healthstream;$3,190;ordered\n"
            "Wall bars + mirror;Physio Supplies Australia;$940;ordered\nSignage / door plate;High St Signs;$180;to do\n"
            "Contingency 10%;;$2,130;\nTotal;;$23,470;Bank Australia business loan $15k approved")


def t_landlord_eml(r, dt):
    return (f"From: Hannah Weber <hannah@weberphysio.com.au>\nTo: Marco Costa <marco@costaproperty.com.au>\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} 18:42 +1000\nSubject: Consent for alterations - rear storeroom Shop 2\n\n"
            "Hi Marco,\n\nAs discussed on the phone, I'd like to convert the rear storeroom into a second treatment room. "
            "Under clause 11.2 of the lease I'm asking for written consent. Attached are the floor plan and the quote from "
            "Northside Shopfitting (licensed, insured). No structural changes; the hand basin connects to the existing "
            "kitchenette plumbing.\n\nWe'd like to start on 15 June.\n\nThanks,\nHannah")


def t_table_order(r, dt):
    return (f"Healthstream - Order Confirmation SO-{r.randint(70000, 79999)}\nDate: {_d(dt)}\n"
            "Bill to: Weber Physiotherapy, Shop 2, 214 High Street, Northcote VIC 3070\n\n"
            "1 x Healthstream Physio Plus 3-section electric hi-lo table, colour Graphite  $2,890.00\n"
            "1 x Face cushion + arm rests  $165.00\nDelivery and install (Melbourne metro)  $135.00\n"
            "Total incl GST $3,190.00 - 30% deposit paid\nEstimated delivery: week of 20 July (Room 2)")


def t_elec_quote(r, dt):
    return (f"Sparkright Electrical Pty Ltd  REC 27731\nQuote {r.randint(800, 999)} - {_d(dt)}\n"
            "Site: Weber Physiotherapy, rear room (new Treatment Room 2)\n"
            "Supply/install 2 x LED panels with dimmer, 4 x double GPO, 1 x Cat6 data point back to comms cupboard\n"
            "Relocate exit sign, test and tag, Certificate of Electrical Safety\nTotal $2,380.00 incl GST")


def t_room_plan(r, dt):
    return ("Room 2 - plan notes\n\nSize 3.2 m x 3.4 m after partition. Table along the left wall, head end towards window.\n"
            "Basin next to door (infection control), paper towel + sanitiser.\nWall bars on back wall + mirror 1800 x 600.\n"
            "Need: 2 chairs, small desk for laptop, hooks, blind for the window, sign 'Treatment Room 2'.\n"
            "Use: Priya's caseload + Pilates 1:1 assessments; gym stays for classes.\nOpen: August (after school holidays).")


def t_room_timeline(r, dt):
    return ("# Room 2 - timeline\n\n- [x] quotes from 2 builders (Northside, BuiltRight)\n- [x] landlord consent (Marco, email)\n"
            "- [x] table ordered (Healthstream, delivery week of 20 July)\n- [ ] building works 15 June - 3 July\n"
            "- [ ] electrician 22 June\n- [ ] update Cliniko: add Room 2 as resource, new availability\n"
            "- [ ] Google Business profile + newsletter: 'now open' early August")


# --------------------------------------------------------------------------- household areas


def t_bank_csv(r, dt):
    rows = ["Date,Description,Amount,Balance"]
    bal = r.uniform(3000, 9000)
    for desc, lo, hi in [("Salary - WEBER PHYSIO DRAWINGS", 4000, 4500), ("WOOLWORTHS THORNBURY", -260, -90),
                         ("WESTPAC HOME LOAN REPAYMENT", -3100, -3050), ("LITTLE WATTLE EARLY LEARNING", -480, -390),
                         ("AGL ENERGY DIRECT DEBIT", -240, -150), ("TOM GALLAGHER TRANSFER", 1500, 1800),
                         ("BUPA HEALTH INSURANCE", -420, -400), ("ALDI PRESTON", -120, -40), ("SPOTIFY", -18, -17)]:
        a = r.uniform(lo, hi)
        bal += a
        rows.append(f"{_d(dt - timedelta(days=r.randint(1, 28)))},{desc},{a:.2f},{bal:.2f}")
    return "\n".join(rows)


def t_bank_pdf(r, dt):
    return (f"ING Orange Everyday - Statement\nHannah Weber & Thomas Gallagher\nBSB 923-100  Account 4418 2290\n"
            f"Statement period: {_d(dt - timedelta(days=30))} to {_d(dt)}\n\nOpening balance {_aud(r, 2000, 6000)}\n"
            f"Total credits {_aud(r, 9000, 12000)}\nTotal debits {_aud(r, 8500, 11500)}\nClosing balance {_aud(r, 2000, 6000)}\n"
            "Savings Maximiser bonus interest eligible: yes (5 card purchases, $1,000 deposited)")


def t_mortgage(r, dt):
    return (f"Westpac Home Loan - Annual Statement\nBorrowers: Hannah Weber, Thomas James Gallagher\nLoan 036-044 81 7730\n"
            f"Security: {HOME_ADDR}\nPeriod ending {_d(dt)}\n\nBalance owing {_aud(r, 520000, 560000)}\n"
            f"Interest charged {_aud(r, 31000, 35000)}\nVariable rate 5.94% p.a.; offset account balance {_aud(r, 12000, 25000)}\n"
            "Minimum repayment $3,071 monthly; remaining term 26 years 9 months")


def t_super(r, dt, who, fund):
    return (f"{fund} - Annual Member Statement\nMember: {who}   Member number {r.randint(10000000, 99999999)}\n"
            f"Statement period 1 July {dt.year - 1} - 30 June {dt.year}\n\nOpening balance {_aud(r, 40000, 90000)}\n"
            f"Employer contributions {_aud(r, 5000, 11000)}\nInvestment return {_aud(r, 3000, 9000)}\n"
            f"Fees and insurance -{_aud(r, 300, 700)}\nClosing balance {_aud(r, 50000, 110000)}\n"
            "Investment option: Balanced. Beneficiary nomination: binding, expires in 3 years.")


def t_tax_notice(r, dt):
    return (f"Australian Taxation Office - Notice of assessment\nHannah Weber   TFN ending 482\nYear ended 30 June {dt.year - (1 if dt.month < 7 else 0)}\n"
            f"Issued {_d(dt)}\n\nTaxable income {_aud(r, 105000, 130000)}\nTax on taxable income {_aud(r, 25000, 33000)}\n"
            f"Medicare levy {_aud(r, 2100, 2600)}\nPAYG instalments credit {_aud(r, 18000, 24000)}\n"
            f"Amount payable {_aud(r, 900, 3500)} due 21 days after issue\n"
            + ("Business income schedule: Weber Physiotherapy" if dt.year >= 2023 else
               "Salary and wages: Fitzroy Sports Physio Pty Ltd"))


def t_accountant_eml(r, dt):
    return (f"From: Sam Petrovic <sam@darebintax.com.au>\nTo: Hannah Weber <hannah.weber@gmail.com>\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} 11:20 +1000\nSubject: Tax return checklist\n\n"
            "Hi Hannah,\n\nTo prepare your individual return with the business schedule, please send: clinic P&L from Xero, "
            "car logbook (business %), home office hours, private health insurance statement (Bupa), donation receipts, "
            "and the interest statement from ING. Tom's return we can do together again.\n\n"
            "Also a reminder your PAYG instalment notice for the next quarter will come through myGov.\n\nCheers, Sam")


def t_budget(r, dt):
    return ("Kategorie;Monat;Notes\nMortgage;$3,071;Westpac\nStrata;$310;quarterly levy / 3\nDaycare after CCS;$1,720;Little Wattle 3 days\n"
            "Groceries;$1,200;\nElectricity + gas;$260;AGL / Origin\nCar (rego, insurance, fuel);$420;\nBupa family;$412;\n"
            "Pretzel;$90;food, insurance\nSavings Germany trip;$600;wedding September\nSum;$8,083;income ~ $11,500")


def t_renteninfo(r, dt):
    return (f"Deutsche Rentenversicherung Bund\n10704 Berlin\n\nFrau Hannah Weber\nVersicherungsnummer 53 140290 W 512\n{_de(dt)}\n\n"
            "Renteninformation\nSie haben bisher 98 Monate Beitragszeiten zurückgelegt.\n"
            f"Ihre Regelaltersrente würde derzeit {_eur(r, 380, 460)} monatlich betragen.\n"
            "Auf Grund des Sozialversicherungsabkommens zwischen Deutschland und Australien werden australische "
            "Versicherungszeiten für den Rentenanspruch berücksichtigt.\nBitte teilen Sie uns Adressänderungen mit.")


def t_steuerbescheid(r, dt, year):
    return (f"Finanzamt München\nBescheid für {year} über Einkommensteuer und Solidaritätszuschlag\n{_de(dt)}\n\n"
            f"Steuernummer 146/213/40771   Frau Hannah Weber, Leopoldstraße 118, 80804 München\n"
            f"Einkünfte aus nichtselbständiger Arbeit {_eur(r, 34000, 38000)}\n"
            f"Festgesetzt werden: Einkommensteuer {_eur(r, 5200, 6100)}\nErstattung {_eur(r, 250, 900)}\n"
            "Die Erstattung wird auf das Konto DE44 7015 0000 1002 3345 67 überwiesen.\nRechtsbehelfsbelehrung: Einspruch innerhalb eines Monats.")


def t_strata(r, dt):
    return (f"Owners Corporation PS 812445T - 17 Rennie Street, Thornbury\nLevy notice, issued {_d(dt)}\n"
            "Lot 3 - Owners: H Weber & T Gallagher\n\n"
            f"Administrative fund {_aud(r, 640, 720)}\nMaintenance fund {_aud(r, 210, 260)}\nInsurance contribution {_aud(r, 90, 120)}\n"
            f"Due date {_d(dt + timedelta(days=28))}\nManager: Melbourne Strata Management, BPAY biller 96503")


def t_oc_minutes(r, dt):
    return (f"Owners Corporation PS 812445T - Annual General Meeting minutes\nHeld {_d(dt)} via Zoom, 7 pm\n"
            "Present: Lots 1, 2, 3 (H Weber), 4, 6; proxies Lot 5\n"
            "1. Financial statements adopted.\n2. Building insurance renewed with CHU, sum insured $4.2m.\n"
            "3. Driveway gate motor to be replaced - quote $2,950 approved.\n4. Gutter cleaning twice yearly.\n"
            "5. Levies unchanged for the coming year.\nMeeting closed 8:05 pm.")


def t_rates(r, dt):
    return (f"Darebin City Council - Rates and Valuation Notice {dt.year}/{dt.year + 1}\nProperty: {HOME_ADDR}\n"
            f"Capital improved value {_aud(r, 860000, 920000)}\nGeneral rates {_aud(r, 1500, 1750)}\n"
            f"Waste service charge $402.00\nFire Services Property Levy {_aud(r, 140, 170)}\n"
            "Pay in full by 15 February or in four instalments (30 Sept, 30 Nov, 28 Feb, 31 May)")


def t_agl(r, dt):
    return (f"AGL - Electricity bill\nAccount 7002 118 442   {HOME_ADDR}\nBilling period {_d(dt - timedelta(days=91))} - {_d(dt)}\n"
            f"Peak usage {r.randint(700, 1100)} kWh, Solar feed-in -{r.randint(200, 600)} kWh\n"
            f"Supply charge 91 days x $1.18\nTotal due {_aud(r, 280, 520)} by {_d(dt + timedelta(days=14))}\nDirect debit from ING")


def t_water(r, dt):
    return (f"Yarra Valley Water\nAccount {r.randint(10000000, 99999999)}   {HOME_ADDR}\nBill date {_d(dt)}\n"
            f"Water usage {r.randint(28, 44)} kL ({r.randint(300, 420)} L/day)\nSewerage and Parks charge included\n"
            f"Amount due {_aud(r, 180, 290)}")


def t_internet(r, dt):
    return (f"Aussie Broadband - Tax Invoice {r.randint(90000000, 99999999)}\n{_d(dt)}\nService: NBN FTTP 100/40 at {HOME_ADDR}\n"
            "Monthly plan $99.00 incl GST\nVoIP phone $10.00\nTotal $109.00, charged to card ending 4410")


def t_home_ins(r, dt):
    return (f"RACV Contents Insurance - Certificate of insurance\nInsured: Hannah Weber, Thomas Gallagher\nSituation: {HOME_ADDR}\n"
            f"Period {_d(dt)} - {_d(dt + timedelta(days=365))}\nContents sum insured $95,000; portable valuables $6,000\n"
            f"Annual premium {_aud(r, 520, 690)}\nBuilding insured separately by the owners corporation (CHU).")


def t_plumber(r, dt):
    return (f"Northern Plumbing & Gas\nTax invoice {r.randint(4000, 4999)}   {_d(dt)}\nJob address: {HOME_ADDR}\n\n"
            "Attended blocked kitchen sink and leaking mixer tap under sink.\nCleared blockage with electric eel, replaced "
            "flexible hoses and cartridge in Methven mixer.\nLabour 1.5 h $225.00, parts $96.40, call-out $95.00\n"
            "Total $416.40 incl GST. Thank you!")


def t_dishwasher(r, dt):
    return (f"From: bookings@appliancefix.com.au\nTo: hannah.weber@gmail.com\nDate: {dt.strftime('%a, %d %b %Y')} 08:03 +1000\n"
            "Subject: Booking confirmed - Bosch dishwasher repair\n\nHi Hannah,\nYour technician Dave will attend "
            f"{HOME_ADDR} on Thursday between 8 am and 12 pm.\nFault reported: E24 error, water not draining.\n"
            "Call-out fee $129, includes first 30 minutes.\nAppliance Fix Melbourne")


# --------------------------------------------------------------------------- health, childcare, car, pets, family


def t_air(r, dt):
    return ("Australian Immunisation Register - Immunisation History Statement\nName: Mia Weber-Gallagher   DOB 09/06/2024\n"
            f"Date issued: {_d(dt)}\n\n2 months: Infanrix hexa, Prevenar 20, Rotarix, Bexsero\n4 months: Infanrix hexa, Prevenar 20, "
            "Rotarix, Bexsero\n6 months: Infanrix hexa\n12 months: Priorix (MMR), Nimenrix (MenACWY), Prevenar 20, Bexsero\n"
            "18 months: Priorix-Tetra (MMRV), Infanrix (DTPa), ActHIB\nThis child is up to date with the schedule.")


def t_gp_mia(r, dt):
    return (f"Thornbury Medical Centre\n{_d(dt)}\n\nRe: Mia Weber-Gallagher, DOB 09/06/2024\n"
            "Presented with fever 38.9 C for two days, runny nose, reduced appetite. Ears: right TM red and bulging.\n"
            "Diagnosis: acute otitis media. Amoxicillin 250 mg/5 ml, 4 ml twice daily for 5 days.\n"
            "Return if not improving in 48 hours. Not to attend childcare until fever-free 24 h.\nDr Fiona McRae")


def t_specialist(r, dt):
    return (f"Dr Hugh Bradley, Dermatologist, Suite 4, 55 Victoria Parade, Fitzroy\n{_d(dt)}\n\n"
            "Dear Dr McRae,\nRe: Thomas Gallagher, DOB 22/03/1987\nThank you for referring Tom for a skin check. "
            "Dermoscopy of 41 lesions; one atypical naevus left scapula excised, histology: mildly dysplastic, clear margins.\n"
            "Recommend 12-monthly full skin checks given outdoor work history.\nYours sincerely, Hugh Bradley")


def t_bupa(r, dt):
    return (f"Bupa - Private Health Insurance Statement {dt.year - 1}/{dt.year}\nMembership 8814 2207 - Family: Hannah Weber, "
            "Thomas Gallagher, Mia Weber-Gallagher\nCover: Silver Plus Hospital + Extras 70\n"
            f"Premiums paid {_aud(r, 4600, 5100)}; Australian Government rebate claimed as reduced premium\n"
            "Days covered 365\nExtras claims: dental, optical, physiotherapy (non-own practice)\nKeep for your tax return.")


def t_medicare_claim(r, dt):
    return (f"Medicare - claim history\nName: Weber-Gallagher family, card 2981 44720 1\nPrinted {_d(dt)}\n\n"
            f"{_d(dt - timedelta(days=40))} Mia - item 23 GP consultation - benefit $42.85 (bulk billed)\n"
            f"{_d(dt - timedelta(days=22))} Hannah - item 73938 pathology - benefit $18.45\n"
            f"{_d(dt - timedelta(days=10))} Tom - item 104 specialist initial - benefit $83.30\nSafety net: not reached")


def t_daycare_inv(r, dt):
    fee = 148.0
    days = 12
    ccs = days * fee * 0.72
    return (f"Little Wattle Early Learning Thornbury\nStatement for fortnight ending {_d(dt)}\nChild: Mia Weber-Gallagher (Possums room)\n\n"
            f"Days attended: {days} x ${fee:.2f} = ${days * fee:,.2f}\nChild Care Subsidy (72%): -${ccs:,.2f}\n"
            f"Gap fee payable: ${days * fee - ccs:,.2f}\nDirect debit on Friday. Absences counted toward the 42-day allowance: 6")


def t_ccs(r, dt):
    return (f"Services Australia - Centrelink\nChild Care Subsidy assessment notice, {_d(dt)}\nCustomer: Hannah Weber, CRN 412 887 019X\n"
            "Child: Mia Weber-Gallagher\nCombined family income estimate: $198,000\nYour CCS percentage: 72%\n"
            "Activity test result: 72 hours of subsidised care per fortnight\n"
            "Update your income estimate if your circumstances change. 5% is withheld until balancing.")


def t_daycare_news(r, dt):
    return (f"Possums Room News - {dt.strftime('%B %Y')}\n\nThis month the Possums explored the sandpit, sang 'Heads, "
            "Shoulders, Knees and Toes' and planted snow peas in the veggie patch.\nReminders: please label drink bottles and "
            "send a spare set of clothes. Hand, foot and mouth has been reported in the Wombats room.\n"
            "Educators: Kylie, Sanjana and Bec. Pyjama day Friday!")


def t_enrolment(r, dt):
    return ("Little Wattle Early Learning - Enrolment form\nChild: Mia Weber-Gallagher, DOB 09/06/2024\n"
            "Parents: Hannah Weber (physiotherapist, 0412 558 301), Tom Gallagher (chef, 0423 990 174)\n"
            "Days: Monday, Tuesday, Thursday, Possums room\nAllergies: none known. Immunisation statement attached.\n"
            "Authorised to collect: Tom, Hannah, Sarah Gallagher (grandmother)\nLanguages at home: English, German")


def t_rego(r, dt):
    return (f"VicRoads - Registration renewal notice\nVehicle: 2019 Mazda CX-5 Maxx Sport, plate 1XT 4KD\n"
            f"Registered operator: Hannah Weber\nExpiry {_d(dt + timedelta(days=30))}\n"
            f"12 months registration incl. TAC charge {_aud(r, 880, 960)}\nPay online with BPAY or at vicroads.vic.gov.au")


def t_car_ins(r, dt):
    return (f"RACV Comprehensive Car Insurance - Policy schedule\nPolicy MOT{r.randint(1000000, 9999999)}\n"
            f"Vehicle: 2019 Mazda CX-5, 1XT 4KD, agreed value $27,500\nPeriod {_d(dt)} - {_d(dt + timedelta(days=365))}\n"
            f"Drivers: Hannah Weber, Thomas Gallagher; basic excess $800\nAnnual premium {_aud(r, 1100, 1450)}")


def t_service(r, dt):
    return (f"Preston Mazda - Service invoice {r.randint(200000, 299999)}\n{_d(dt)}\nMazda CX-5 1XT 4KD, odometer {r.randint(78000, 96000)} km\n"
            "Scheduled service 80,000 km: engine oil + filter, cabin filter, brake fluid, tyre rotation\n"
            f"Note: front brake pads 4 mm - replace at next service\nTotal {_aud(r, 420, 610)}")


def t_linkt(r, dt):
    return (f"Linkt Melbourne - Account statement\nAccount 88241907, tag for 1XT 4KD\nPeriod ending {_d(dt)}\n"
            f"CityLink trips: {r.randint(6, 18)}\nEastLink trips: {r.randint(0, 4)}\nTotal tolls {_aud(r, 40, 120)}, auto top-up from card")


def t_pr_grant(r, dt):
    return ("Department of Home Affairs\nGrant notification - Skilled Independent (subclass 189) visa\n19/06/2019\n\n"
            "Visa holder: Hannah WEBER, DOB 14/02/1990, passport C4KL72HV9 (Germany)\nVisa grant number 5817 2044 9318\n"
            "Stream: Points-tested\nMust not arrive after: 12 months from grant\nTravel facility expires 5 years from grant\n"
            "You may remain in Australia indefinitely. Keep this letter as evidence of your visa.")


def t_vevo(r, dt):
    return (f"VEVO - Visa Entitlement Verification Online\nDate of check: {_d(dt)}\nName: Hannah WEBER\n"
            "Visa class/subclass: BS 189 Skilled Independent\nVisa status: In effect\nVisa grant date: 2019\n"
            "Work entitlements: The visa holder has permission to work in Australia.\nStudy: no limitations")


def t_passport(r, dt):
    return (f"Generalkonsulat der Bundesrepublik Deutschland Sydney\nTerminbestätigung {_de(dt)}\n\n"
            "Sehr geehrte Frau Weber,\nIhr Termin zur Beantragung eines Reisepasses findet im Honorarkonsulat Melbourne statt.\n"
            "Mitzubringen: alter Reisepass, biometrisches Foto, australischer Aufenthaltstitel, Gebühr 70 EUR (in AUD).\n"
            "Bearbeitungszeit ca. 8 Wochen, Versand per Express Post.")


def t_club(r, dt):
    return (f"Merri Creek Runners Inc. - Membership renewal {dt.year}\nMember: Hannah Weber, member no. 318\n"
            "Category: Full member incl. Athletics Victoria affiliation\nFee $125.00 paid by card\n"
            "Club runs: Tuesday 6 pm track (Aberdeen St), Thursday 6 am creek trail, Saturday parkrun Darebin Parklands\n"
            "Club singlet size S collected.")


def t_club_calendar(r, dt):
    return ("Merri Creek Runners - winter calendar\nDate;Event;Where\n"
            f"{_d(dt + timedelta(days=6))};XCR Round 3 cross country;Bundoora Park\n"
            f"{_d(dt + timedelta(days=20))};Club handicap 8 km;Yarra Bend\n"
            f"{_d(dt + timedelta(days=34))};XCR Round 5 road relay;Sandown\n"
            f"{_d(dt + timedelta(days=48))};Trivia night fundraiser;Westgarth Hotel")


def t_pet_reg(r, dt):
    return (f"Darebin City Council - Animal registration renewal {dt.year}/{dt.year + 1}\nOwner: Hannah Weber, {HOME_ADDR}\n"
            "Dog: Pretzel, miniature dachshund, female, desexed, microchip 956000012345678\n"
            "Fee (desexed, microchipped) $46.00 - due 10 April\nRegistration tag will be posted.")


def t_vet(r, dt):
    return (f"Thornbury Veterinary Clinic - Invoice {r.randint(60000, 69999)}\n{_d(dt)}\nClient: Hannah Weber   Patient: Pretzel (dachshund, 5 y)\n"
            "Annual health check and C5 vaccination  $128.00\nNexGard Spectra 6 pack (3.6-7.5 kg)  $119.00\n"
            "Dental: mild tartar, review in 6 months. Weight 6.8 kg - watch treats (IVDD risk).\nTotal $247.00")


def t_pet_ins(r, dt):
    return (f"Bow Wow Meow Pet Insurance - Policy renewal\nPet: Pretzel, dachshund, DOB 2021\nPolicy BWM{r.randint(100000, 999999)}\n"
            f"Accident & illness cover, 80% benefit, annual limit $15,000\nRenews {_d(dt + timedelta(days=21))}, monthly premium {_aud(r, 52, 68)}\n"
            "Note: intervertebral disc disease covered after 6-month waiting period.")


def t_mama_letter(r, dt):
    return (f"Freiburg, {_de(dt)}\n\nLiebe Hannah, lieber Tom, liebe kleine Mia,\n\n"
            "vielen Dank für die Fotos! Mia ist so groß geworden, Papa hat sie gleich ausgedruckt und an den Kühlschrank gehängt.\n"
            "Hier ist es grau und kalt, im Garten blühen aber schon die ersten Schneeglöckchen. Oma geht es besser nach der Hüft-OP, "
            "sie macht jeden Tag ihre Übungen - ich habe ihr gesagt, ihre Enkelin ist Physiotherapeutin und kontrolliert das!\n"
            "Wir freuen uns riesig auf September. Lena ist schon ganz aufgeregt.\n\nGanz liebe Grüße und Küsse,\nMama und Papa")


def t_family_eml(r, dt):
    return (f"From: Lena Weber <lena.weber@posteo.de>\nTo: Hannah Weber <hannah.weber@gmail.com>\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} 21:03 +0200\nSubject: Omas Geburtstag\n\n"
            "Hallo Schwesterherz,\nOma wird im August 85 - wir machen ein kleines Kaffeetrinken im Garten bei Mama. "
            "Könnt ihr per Video dazukommen? Wegen der Zeitverschiebung wäre 10 Uhr bei uns gut, das ist 18 Uhr bei euch.\n"
            "Ich schicke ihr ein Fotobuch, willst du ein paar Bilder von Mia beisteuern?\nDicker Drücker, Lena")


def t_family_contacts(r, dt):
    return ("Name;Relation;Phone;Address;Birthday\nUrsula Weber;Mama;+49 761 4587 221;Wiehre, Freiburg;03.05.\n"
            "Klaus Weber;Papa;+49 761 4587 221;Wiehre, Freiburg;17.11.\nLena Weber;Schwester;+49 176 2239 8810;Leipzig;28.09.\n"
            "Gertrud Weber;Oma;+49 7633 1184;Staufen;21.08.\nSarah Gallagher;Tom's mum;0409 774 121;Ballarat;12/04\n"
            "Mick Gallagher;Tom's dad;0409 774 122;Ballarat;30/10")


# --------------------------------------------------------------------------- projects


def t_cit_checklist(r, dt):
    return ("Citizenship by conferral - document checklist\n\n[x] Form 1300t lodged online in ImmiAccount (Feb)\n"
            "[x] German passport (bio page, certified) + birth certificate with NAATI translation\n"
            "[x] Evidence of identity: Victorian driver licence, Medicare card\n[x] Identity declaration signed by Dr Fiona McRae + photo\n"
            "[x] Residence: PR since 2019, movement records OK (absences < 12 months in 4 years)\n"
            "[ ] bring originals to the test appointment 18 June, 10:30, 2 Lonsdale St Melbourne\n"
            "[ ] ceremony: Darebin Council, usually 3-6 months after approval")


def t_cit_notes(r, dt):
    return ("Our Common Bond - study notes\n\nAustralia's democratic beliefs: parliamentary democracy, rule of law, living "
            "peacefully, respect for all individuals.\nThree levels of government: federal, state/territory, local.\n"
            "The King is represented by the Governor-General; in Victoria by the Governor.\n"
            "Separation of powers: legislative, executive, judicial. High Court interprets the Constitution.\n"
            "Voting is compulsory for citizens 18+. Referendum needed to change the Constitution (double majority).\n"
            "Values questions: must get all 5 right! Pass mark 75% of 20 questions.")


def t_cit_practice(r, dt):
    return ("Practice test 4 - results\nScore: 19/20 (95%)\nWrong: Q12 'Which court is the highest in Australia?' - "
            "answered Federal Court, correct: High Court of Australia\nValues questions: 5/5\n"
            "To review: roles of the Senate vs House of Representatives, Anzac Day history, national symbols (floral emblem = golden wattle)")


def t_cit_appt(r, dt):
    return (f"From: noreply@homeaffairs.gov.au\nTo: hannah.weber@gmail.com\nDate: {dt.strftime('%a, %d %b %Y')} 14:55 +1000\n"
            "Subject: Citizenship appointment - TRN EGO8CG7R2D\n\nDear Hannah WEBER,\n"
            "You are invited to attend a citizenship appointment and test on Thursday 18 June 2026 at 10:30 am, "
            "Department of Home Affairs, 2 Lonsdale Street, Melbourne.\nBring original identity documents listed in your "
            "application and your appointment letter. The test is computer-based, 20 questions, 45 minutes.\n"
            "If you cannot attend, reschedule via ImmiAccount at least 24 hours before.")


def t_cit_receipt(r, dt):
    return (f"ImmiAccount - Payment receipt\nDate: {_d(dt)}\nApplication: Citizenship by conferral (general eligibility)\n"
            "Applicant: Hannah WEBER   TRN EGO8CG7R2D\nFee: $560.00 paid by Visa card ending 4410\nStatus: Received")


def t_dual_notes(r, dt):
    return ("Doppelte Staatsbürgerschaft - Notizen\n\nSeit 27.06.2024 gilt das neue Staatsangehörigkeitsrecht: Deutsche verlieren "
            "die deutsche Staatsangehörigkeit NICHT mehr, wenn sie eine ausländische annehmen.\n"
            "Keine Beibehaltungsgenehmigung mehr nötig (früher BVA Köln).\nNach der Einbürgerung: Urkunde kopieren, "
            "Konsulat informieren nicht nötig, deutschen Pass einfach weiter verlängern.\n"
            "Mia: deutsche Staatsangehörigkeit durch Geburt (Mutter deutsch) - Kinderreisepass beim Honorarkonsulat beantragen.")


def t_flights(r, dt):
    return (f"Emirates - e-ticket receipt\nBooking reference {r.choice(['K7T2QX', 'M9RV4L'])}   Issued {_d(dt)}\n"
            "Passengers: WEBER/HANNAH MS, GALLAGHER/THOMAS MR, WEBERGALLAGHER/MIA MISS (child)\n"
            "EK 409 Melbourne 22:15 - Dubai 05:35, Sat 5 September 2026\nEK 45 Dubai 08:40 - Frankfurt 13:05\n"
            "EK 46 Frankfurt 15:20 - Dubai, Sun 27 September; EK 408 Dubai - Melbourne\n"
            "Fare total AUD 6,842.70; baggage 2 x 30 kg each, child car seat free")


def t_hotel(r, dt):
    return (f"Buchungsbestätigung - Gasthaus Zur Sonne, Endingen am Kaiserstuhl\n{_de(dt)}\n\n"
            "Gast: Hannah Weber + Tom Gallagher + 1 Kind (2 Jahre)\nAnreise: Freitag, 11.09.2026  Abreise: Montag, 14.09.2026\n"
            "Familienzimmer mit Kinderbett, inkl. Frühstück, 3 Nächte à 145 EUR\n"
            "Hochzeitsgesellschaft Weber/Hoffmann - Sonderpreis. Kostenlose Stornierung bis 14 Tage vor Anreise.")


def t_invite(r, dt):
    return ("Wir heiraten!\n\nLena Weber & Jonas Hoffmann\n\nStandesamtliche Trauung am Samstag, 12. September 2026, 11 Uhr, "
            "Historisches Kaufhaus Freiburg\nAnschließend feiern wir auf dem Weingut Schwarzer Adler, Oberbergen\n"
            "Um Rückmeldung bis 30. Juni wird gebeten.\nKinder sind herzlich willkommen - es gibt eine Kinderbetreuung.")


def t_packing(r, dt):
    return ("Germany packing list\n- passports (Hannah DE, Tom AU, Mia AU + Kinderreisepass?)\n- wedding: Tom's suit, my green dress, "
            "Mia's dress from Oma\n- Mia: car seat, stroller, nappies for flight, snacks, iPad with Bluey, Ibuprofen\n"
            "- adaptor plugs (type F), warm jackets - September evenings cold\n- gifts: Tim Tams, Vegemite for Jonas (joke)\n"
            "- Pretzel to Tom's parents in Ballarat")


def t_car_hire(r, dt):
    return (f"Sixt - Reservation confirmation {r.randint(9700000000, 9799999999)}\nPick-up: Frankfurt Airport, 6 Sept 2026 14:00\n"
            "Return: Frankfurt Airport, 27 Sept 2026 12:00\nVehicle: VW Touran or similar (automatic), child seat 9-18 kg\n"
            "Price: 812.40 EUR incl. unlimited km, CDW no excess\nDriver: Hannah Weber (German licence + Victorian licence)")


def t_gift(r, dt):
    return ("Hochzeitsgeschenk Lena & Jonas\n- Geldgeschenk für Flitterwochen (Portugal) - 300 EUR?\n"
            "- plus etwas Australisches: Hannah's Kissen mit Eukalyptusmuster? Or a print by Tom's friend (Merri Creek)\n"
            "- Rede? Lena fragt, ob ich beim Essen etwas sage - kurz, Deutsch + ein Satz Englisch für Tom\n"
            "- Mia als Blumenmädchen? mit Mama absprechen")


def t_travel_ins(r, dt):
    return (f"Cover-More Travel Insurance - Certificate of Insurance\nPolicy {r.randint(10000000, 19999999)}   Issued {_d(dt)}\n"
            "Travellers: Hannah Weber, Thomas Gallagher, Mia Weber-Gallagher\nDestination: Europe   5 Sept - 28 Sept 2026\n"
            "Plan: Comprehensive+, cancellation cover $15,000, excess $200\nPremium $486.23")


def t_pilates_manual(r, dt):
    return ("DMA Clinical Pilates - Reformer Level 3 manual (excerpt)\n\nModule 4: Footwork series progressions\n"
            "Set-up: 2 red + 1 blue spring, headrest up, neutral spine. Cue lateral breathing and pelvic floor co-activation.\n"
            "Clinical reasoning: reduce springs for lumbar flexion-intolerant patients; add single-leg for hip stability.\n"
            "Contraindications: acute disc irritability, uncontrolled hypertension for inversions.")


def t_pilates_log(r, dt):
    rows = ["Date;Type;Client / class;Hours;Supervisor sign-off"]
    for i in range(8):
        rows.append(f"{_d(dt - timedelta(days=i * 9))};{r.choice(['Observation', 'Teaching 1:1', 'Teaching group'])};"
                    f"{r.choice(['Reformer group Sat', 'client LT - lumbar', 'client MK - post-natal', 'mat class'])};"
                    f"{r.choice([1, 1, 1.5, 2])};{r.choice(['AB', 'AB', 'pending'])}")
    rows.append("Total so far;;;;(40 h required before practical exam)")
    return "\n".join(rows)


def t_pilates_assign(r, dt):
    return ("Case study assignment - DMA Clinical Pilates Level 3\nCandidate: Hannah Weber\n\n"
            "Client: 38 y female, 9 months post-partum, diastasis recti (2 finger widths), stress urinary incontinence.\n"
            "Assessment: inter-recti distance 2.5 cm above umbilicus, poor load transfer on active SLR.\n"
            "Program weeks 1-4: mat breathing, heel slides, bridging; reformer footwork on light springs.\n"
            "Weeks 5-8: progress to feet in straps, side-lying series, standing work. Outcome measures: IRD, PFDI-20.\n"
            "Word count 1,480 of 2,000. Due 10 July.")


def t_pilates_exam(r, dt):
    return (f"From: courses@dmaclinicalpilates.com.au\nTo: hannah@weberphysio.com.au\nDate: {dt.strftime('%a, %d %b %Y')} 10:02 +1000\n"
            "Subject: Level 3 practical assessment booking\n\nHi Hannah,\nYour practical assessment is booked for Saturday 25 July, "
            "9:00 am, Richmond studio. Please bring your completed logbook (40 hours) and submit the case study by 10 July.\n"
            "You will teach a 20-minute session to a model client and answer clinical reasoning questions.\nDMA Course Team")


def t_pilates_inv(r, dt):
    return (f"DMA Clinical Pilates Pty Ltd - Tax invoice {r.randint(30000, 39999)}\n{_d(dt)}\nTo: Hannah Weber\n"
            "Reformer Level 3 certification (course, manual, assessment)  $1,650.00\nIncludes GST $150.00\nPaid in full - thank you")


def t_party_guests(r, dt):
    return ("Mia 2nd birthday - guests\nName;Kids;RSVP\nSarah + Mick (Tom's parents);-;yes\nJess & Dan;Archie (2);yes\n"
            "Priya;-;yes\nKatrin + Ollie;Emil (3), Frida (1);maybe\nDaycare: Zoe's family;Zoe;yes\nNeighbours Lot 2 (Ahmed, Leila);Sami;?\n"
            "Mama & Papa - video call at 8 pm our time")


def t_party_invite(r, dt):
    return ("You're invited!\n\nMia is turning TWO!\nSaturday 13 June, 10 am - 12:30 pm\nHall Reserve playground, Thornbury "
            "(rain plan: our place, 3/17 Rennie St)\nMorning tea, fairy bread, and a Bluey cake\n"
            "RSVP to Hannah 0412 558 301 by 6 June")


def t_cake_eml(r, dt):
    return (f"From: orders@sweetcrumbs.com.au\nTo: hannah.weber@gmail.com\nDate: {dt.strftime('%a, %d %b %Y')} 16:21 +1000\n"
            "Subject: Order confirmed #4471 - Bluey cake\n\nHi Hannah,\nThanks for your order: 8-inch vanilla sponge, buttercream, "
            "Bluey and Bingo toppers, 'Happy 2nd Birthday Mia'. Pick-up Saturday 13 June, 8:30 am, 412 High St Northcote.\n"
            "Total $95.00, deposit $40 paid.\nSweet Crumbs")


def t_party_shop(r, dt):
    return ("Party shopping\n- fairy bread: white bread, butter, 100s & 1000s\n- sausage rolls (Tom makes), fruit platter, cheese\n"
            "- juice boxes, coffee thermos for adults\n- balloons blue/orange, candles '2', party bags (bubbles, stickers)\n"
            "- picnic rugs, rubbish bags, wet wipes\n- pick up cake 8:30 Sat")


# --------------------------------------------------------------------------- archive


def t_transcript(r, dt):
    return ("Hochschule Osnabrück - Fakultät Wirtschafts- und Sozialwissenschaften\nTranscript of Records\n"
            "Studiengang: Master of Science Muskuloskelettale Physiotherapie\nName: Hannah Weber, geb. 14.02.1990\n\n"
            "Evidenzbasierte Praxis 1,3\nClinical Reasoning 1,7\nManuelle Therapie Wirbelsäule 1,0\nForschungsmethoden 2,0\n"
            "Masterarbeit 1,3\nGesamtnote: 1,4 (sehr gut)   Abschluss: 30.09.2014")


def t_thesis(r, dt):
    return ("Masterarbeit\nEffekte eines Motor-Control-Trainings im Vergleich zu allgemeinem Übungstraining bei Patienten mit "
            "chronischem unspezifischem Kreuzschmerz - eine randomisierte Pilotstudie\n\nVorgelegt von Hannah Weber\n"
            "Erstgutachter: Prof. Dr. Christoff Zalpour\n\nAbstract: 32 Patienten wurden randomisiert. Nach 8 Wochen zeigte die "
            "Motor-Control-Gruppe eine stärkere Reduktion des Oswestry Disability Index (-11,2 vs. -6,8 Punkte).")


def t_semester(r, dt):
    return (f"Hochschule Osnabrück - Studierendenservice\nStudienbescheinigung Sommersemester 2013\n{_de(dt)}\n\n"
            "Frau Hannah Weber, Matrikelnummer 712448, ist im Studiengang Muskuloskelettale Physiotherapie (M.Sc.) im 3. "
            "Fachsemester immatrikuliert.\nSemesterbeitrag 284,60 EUR bezahlt, inkl. Semesterticket.")


def t_gehalt(r, dt):
    return (f"Klinikum Nymphenburg-Süd GmbH - Entgeltabrechnung {dt.strftime('%m/%Y')}\nPers.-Nr. 20417  Frau Hannah Weber\n"
            "Tätigkeit: Physiotherapeutin, TVöD-K Entgeltgruppe 8, Stufe 2\n"
            f"Tabellenentgelt {_eur(r, 2900, 3100)}\nZulage Wechselschicht 105,00 EUR\nLohnsteuer -{_eur(r, 380, 440)}\n"
            f"Sozialversicherung -{_eur(r, 600, 660)}\nAuszahlungsbetrag {_eur(r, 1950, 2100)}")


def t_zeugnis(r, dt):
    return ("Arbeitszeugnis\n\nFrau Hannah Weber, geboren am 14.02.1990, war vom 01.11.2014 bis zum 30.06.2017 als Physiotherapeutin "
            "in unserer Abteilung für Physikalische Medizin und Rehabilitation tätig.\n"
            "Sie behandelte Patientinnen und Patienten der Orthopädie, Unfallchirurgie und Neurologie, stationär und ambulant.\n"
            "Frau Weber erledigte ihre Aufgaben stets zu unserer vollsten Zufriedenheit.\n"
            "Sie verlässt uns auf eigenen Wunsch, um ins Ausland zu gehen. Wir wünschen ihr alles Gute.\nMünchen, 30.06.2017")


def t_kuendigung(r, dt):
    return ("Hannah Weber\nLeopoldstraße 118, 80804 München\n\nAn das Klinikum Nymphenburg-Süd, Personalabteilung\n\n"
            f"München, {_de(dt)}\n\nKündigung meines Arbeitsverhältnisses\n\nSehr geehrte Damen und Herren,\n"
            "hiermit kündige ich mein Arbeitsverhältnis fristgerecht zum 30.06.2017. Ich bitte um ein qualifiziertes Arbeitszeugnis.\n"
            "Mit freundlichen Grüßen\nHannah Weber")


def t_dienstplan(r, dt):
    return ("Dienstplan Physiotherapie Juni 2017\nName;Mo;Di;Mi;Do;Fr;Sa\nWeber H.;Früh;Früh;Spät;frei;Früh;-\n"
            "Bauer K.;Spät;Spät;Früh;Früh;frei;Wochenende\nYilmaz S.;Früh;frei;Früh;Spät;Spät;-\n"
            "Stationen: Weber - Unfallchirurgie 4B + Intensiv; Übergabe Freitag 14 Uhr")


def t_apc(r, dt):
    return (f"Australian Physiotherapy Council\nOutcome of assessment - Skilled migration\n{_d(dt)}\n\n"
            "Applicant: Hannah Weber, APC ID 118274\nQualification: M.Sc. Muskuloskelettale Physiotherapie (Germany), B.Sc. Physiotherapie\n"
            "Result: SUITABLE for migration under ANZSCO 252511 Physiotherapist.\nThis outcome does not confer registration; "
            "you must apply to the Physiotherapy Board of Australia via the Standard Assessment Pathway.")


def t_ielts(r, dt):
    return (f"IELTS Test Report Form - Academic\nTest date: {_d(dt)}   Centre: DE004 Munich\nCandidate: WEBER, Hannah\n"
            "Listening 8.5  Reading 8.0  Writing 7.5  Speaking 8.0\nOverall band score: 8.0 (CEFR C1)")


def t_eoi(r, dt):
    return (f"SkillSelect - Expression of Interest\nEOI ID E0004431872   Submitted {_d(dt)}\nName: Hannah Weber\n"
            "Visa subclass: 189 Skilled Independent\nNominated occupation: 252511 Physiotherapist\n"
            "Points: age 30, English (superior) 20, education (masters) 15, overseas employment 5, Australian employment 5, total 75\n"
            "Status: SUBMITTED - invitations are issued monthly")


def t_form80(r, dt):
    return ("Form 80 - working notes\n\nAddresses last 10 years: Freiburg (to 2012), Osnabrück (2012-14), München Leopoldstr. "
            "(2014-17), Melbourne Brunswick (2017- )\nEmployment: Klinikum Nymphenburg-Süd; Fitzroy Sports Physio (2017- , 482 visa)\n"
            "Travel: Italy 2013, Thailand 2016, NZ 2018\nPolice certificates: Germany (Führungszeugnis) + AFP")


def t_fuehrung(r, dt):
    return (f"Bundesamt für Justiz\nFührungszeugnis zur Vorlage bei einer Behörde (Belegart O)\n{_de(dt)}\n\n"
            "Frau Hannah Weber, geb. 14.02.1990 in Freiburg im Breisgau\nInhalt: Keine Eintragung\n"
            "Für ausländische Behörde, Apostille beantragt.")


def t_medical(r, dt):
    return (f"Bupa Medical Visa Services - Health examination confirmation\n{_d(dt)}\nHAP ID 77104338219\n"
            "Applicant: Hannah Weber\nExaminations completed: 501 Medical Examination, 502 Chest X-ray\n"
            "Results have been submitted electronically to the Department of Home Affairs via eMedical.")


def t_contract_sale(r, dt):
    return ("CONTRACT OF SALE OF REAL ESTATE (Estate Agents Act / Sale of Land Act 1962)\nProperty: Unit 3, 17 Rennie Street, "
            "Thornbury VIC 3071, Lot 3 on PS 812445T\nVendor: Rennie Developments Pty Ltd\n"
            "Purchasers: Hannah Weber and Thomas James Gallagher as joint tenants\nPrice: $845,000   Deposit 10% $84,500\n"
            "Settlement: 60 days. Special condition: subject to finance (Westpac) 14 days.")


def t_section32(r, dt):
    return ("Vendor's Statement (Section 32) - 3/17 Rennie Street, Thornbury\nZoning: General Residential Zone, Darebin Planning Scheme\n"
            "Owners corporation: PS 812445T, annual fees approx. $3,700\nOutgoings: council rates $1,560, water $780\n"
            "Easements: drainage easement E-1 along rear boundary\nBuilding permit 2019: 6 dwellings, occupancy permit issued")


def t_inspection(r, dt):
    return (f"Jim's Building Inspections - Pre-purchase report\nProperty: 3/17 Rennie St Thornbury\nDate: {_d(dt)}\n\n"
            "Overall condition: good for age (built 2020).\nMinor defects: cracked tile in ensuite, gap in kitchen splashback "
            "sealant, rear sliding door hard to lock.\nNo evidence of termite activity. Roof void: adequate insulation.\n"
            "Recommendation: minor maintenance items only.")


def t_settlement(r, dt):
    return ("Northside Conveyancing - Settlement statement\nPurchase of 3/17 Rennie Street, Thornbury\nSettlement date: 17 March 2023\n"
            "Price $845,000 less deposit $84,500 = $760,500\nAdjustments: council rates $212.40, water $88.15, OC fees $304.90\n"
            "Land transfer duty $44,070 (first home buyer - not eligible, price above $750,000)\n"
            "Our fees $1,650. Balance paid by Westpac loan $676,000 plus funds from purchasers.")


def t_duty(r, dt):
    return ("State Revenue Office Victoria - Duties online - Land transfer duty assessment\nProperty: 3/17 Rennie St Thornbury\n"
            "Dutiable value $845,000\nDuty payable $44,070.00\nPaid at settlement via PEXA\nTransferees: H Weber, T J Gallagher")


def t_preapproval(r, dt):
    return (f"Westpac - Home loan conditional approval\n{_d(dt)}\nApplicants: Hannah Weber, Thomas Gallagher\n"
            "Approved amount up to $690,000, owner occupied, 30 years, variable\nConditions: satisfactory valuation, signed contract, "
            "evidence of genuine savings\nValid 90 days")


def t_bali(r, dt):
    return (f"Booking.com - Confirmation {r.randint(3000000000, 3999999999)}\nAlaya Ubud Resort, Jl. Hanoman, Ubud, Bali\n"
            "Check-in Sat 14 Sept 2024, check-out Sat 21 Sept 2024\nDeluxe room, 2 adults + 1 infant (cot)\nTotal IDR 17,850,000 "
            "(approx. AUD 1,720), pay at property")


def t_bali_itin(r, dt):
    return ("Bali Sept 2024\n14.9. fly Jetstar JQ 37 MEL-DPS 10:00\n14-21 Ubud (Alaya) - rice terraces, Monkey Forest with baby carrier?\n"
            "21-26 Sanur (quiet beach, good for Mia)\nDriver Made: +62 812 3900 1177\nMia: sunscreen, hat, travel cot, Hydralyte")


def t_xmas(r, dt):
    return ("Weihnachten 2023 in Freiburg\nQatar QR 905 MEL-DOH 20 Dec, QR 67 DOH-FRA\n24.12. Heiligabend bei Mama & Papa\n"
            "26.12. Oma in Staufen\n28.12. Lena in Leipzig? - zu weit, sie kommt nach Freiburg\nRückflug 6 Jan\n"
            "Geschenke: Merino jumper Papa, Mama Kalender mit Mia-Fotos")


def t_tassie(r, dt):
    return ("Tasmania Easter 2025\nSpirit of Tasmania Geelong-Devonport 17 April night sailing, cabin + car $842\n"
            "Cradle Mountain Discovery Parks cabin 18-20 April\nHobart Airbnb 20-23 April; MONA, Salamanca market\n"
            "Return ferry 23 April day sailing. Pretzel at Tom's parents.")


def t_first_bday(r, dt):
    return ("Mia 1st birthday - Sunday 8 June 2025\nAt home. Guests: Tom's parents, Jess & Dan, Priya, Katrin + kids\n"
            "Food: Tom's smash cake (banana, no sugar), sausage rolls, Apfelkuchen\nBalloons: 1 gold\nVideo call Freiburg 7 pm")


# --------------------------------------------------------------------------- resources


ARTICLES = [
    ("Exercise therapy for chronic low back pain (Cochrane review)", "Hayden JA, van Tulder MW et al.",
     "Exercise therapy probably reduces pain compared with no treatment, usual care or placebo in chronic low back pain; "
     "the effect is small to moderate. Pilates, McKenzie and functional restoration were among the most effective."),
    ("Heavy slow resistance versus eccentric training for patellar tendinopathy", "Kongsgaard M et al.",
     "Both HSR and eccentric decline squat produced good clinical results at 12 weeks; HSR had greater patient "
     "satisfaction and was associated with tendon collagen turnover."),
    ("GLA:D Australia: education and exercise for hip and knee osteoarthritis", "Barton CJ et al.",
     "Participants in the 8-week program reported 36% reduction in knee pain intensity at 3 months and improved "
     "walking speed; fewer participants wanted surgery."),
    ("Return to running after ACL reconstruction: a scoping review", "Rambaud AJM et al.",
     "Criteria most often used were time since surgery, quadriceps strength limb symmetry index > 70%, and "
     "absence of effusion; few studies used validated hop tests."),
    ("Rotator cuff related shoulder pain: assessment, management and uncertainties", "Lewis J",
     "Progressive loading exercise is first-line; imaging findings correlate poorly with symptoms; subacromial "
     "decompression is not superior to placebo surgery."),
    ("Pelvic floor muscle training for urinary incontinence in women", "Dumoulin C et al.",
     "Supervised PFMT cured or improved stress urinary incontinence compared with no treatment, supporting its "
     "inclusion in first-line conservative management programs."),
]

HANDOUTS = {
    "knee OA": "Knee osteoarthritis - home exercises\n1. Sit to stand from a chair, 3 x 10, arms crossed\n2. Step-ups onto a 15 cm step, "
               "3 x 10 each leg\n3. Straight leg raise, 3 x 12\n4. Walking 20-30 min most days\nPain up to 5/10 during exercise is OK if "
               "it settles within 24 hours.",
    "low back": "Low back pain - keep moving!\n1. Knee rolls lying on your back, 10 each side\n2. Bridging, 3 x 10\n3. Cat-camel on "
                "hands and knees, 10 slow reps\n4. Walk short distances often\nMost back pain settles within 6 weeks. Scans are rarely needed.",
    "ankle": "Ankle sprain - rehab stages\nWeek 1: protect, elevate, ankle pumps, walk as pain allows\nWeeks 2-4: calf raises 3 x 15, "
             "balance on one leg 30 s x 5\nWeeks 4-8: hopping, side-to-side jumps, return to sport drills\nWear the brace for sport for 6 months.",
    "shoulder": "Shoulder - rotator cuff strengthening\n1. External rotation with band, elbow at side, 3 x 12\n2. Side-lying external "
                "rotation with 1 kg weight, 3 x 10\n3. Wall slides, 2 x 10\n4. Rows with band, 3 x 12\nDo these every second day.",
    "Nacken": "Nackenübungen (Übungsblatt)\n1. Kinn zur Brust, 5 Sekunden halten, 10 Wiederholungen\n2. Kopf langsam nach rechts und "
              "links drehen, je 10x\n3. Schultern kreisen rückwärts, 15x\n4. Doppelkinn machen (Chin tuck), 10x 5 Sekunden\n"
              "Täglich 2-3x, bei Schwindel aufhören.",
}

ANATOMY = [
    "Brachial plexus - roots C5-T1, trunks (upper, middle, lower), divisions, cords (lateral, posterior, medial), branches: "
    "musculocutaneous, axillary, radial, median, ulnar.\nMnemonic: Randy Travis Drinks Cold Beer.",
    "Muscles of the rotator cuff: supraspinatus (abduction, suprascapular n.), infraspinatus and teres minor (external rotation, "
    "suprascapular n. / axillary n.), subscapularis (internal rotation, upper and lower subscapular n.).",
    "Dermatomes lower limb: L3 anterior thigh to medial knee, L4 medial shin and medial malleolus, L5 dorsum of foot and big toe, "
    "S1 lateral foot and sole.\nMyotomes: L4 ankle dorsiflexion, L5 big toe extension, S1 plantarflexion.",
]

RUN_ARTICLES = [
    "How to build a base: 80/20 training\nMost runners run their easy runs too hard. Keep 80% of weekly time at conversational pace "
    "(you can speak full sentences) and 20% at threshold or faster. Increase weekly volume by no more than 10%.",
    "Half marathon 12-week plan\nWeek 1: 3 x easy 5 km, long run 10 km\nWeek 4: tempo 3 x 2 km @ HM pace, long run 14 km\n"
    "Week 8: 8 x 800 m, long run 18 km\nWeek 11: taper, long run 12 km\nRace week: 2 short easy runs, strides.",
    "Running after having a baby\nReturn to running guidelines suggest waiting at least 12 weeks postpartum and passing a "
    "load and impact test: walk 30 min, single-leg balance 10 s, single-leg squat 10 x, jog on the spot 1 min, hop 10 x each.",
]

RECIPES = {
    "Käsespätzle": "Käsespätzle (4 Portionen)\n400 g Mehl, 4 Eier, 150 ml Wasser, 1 TL Salz\n250 g Bergkäse gerieben, 3 Zwiebeln\n"
                   "Teig schlagen bis er Blasen wirft, durch die Spätzlepresse ins kochende Salzwasser.\n"
                   "Schichtweise mit Käse in eine Form, mit Röstzwiebeln bestreuen, 10 Min. bei 180 Grad in den Ofen.",
    "Apfelstrudel": "Apfelstrudel nach Oma Gertrud\nTeig: 250 g Mehl, 1 Ei, 2 EL Öl, 125 ml lauwarmes Wasser, Prise Salz - 30 Min ruhen.\n"
                    "Füllung: 1 kg Äpfel (Granny Smith), 80 g Zucker, Zimt, Rosinen, 60 g Semmelbrösel in Butter geröstet.\n"
                    "Hauchdünn ausziehen, füllen, rollen, 40 Min bei 190 Grad. Mit Vanillesoße.",
    "Brezeln": "Laugenbrezeln\n500 g Mehl (Type 550 / bread flour), 21 g Hefe, 250 ml Wasser, 40 g Butter, 10 g Salz\n"
               "Lauge: 1 L Wasser + 4 EL Natron (baking soda, boiled - Australian version without lye)\n"
               "Formen, 30 s in die Lauge, grobes Salz, 220 Grad 15 Minuten.",
    "Rouladen": "Rinderrouladen\n4 Rouladen (topside, ask butcher to slice thin), Senf, Speck, Gewürzgurken, Zwiebeln\n"
                "Bestreichen, belegen, rollen, mit Rouladennadeln fixieren, scharf anbraten.\n"
                "Mit Rotwein und Brühe ablöschen, 1,5 h schmoren. Dazu Rotkohl und Klöße.",
    "Kartoffelsalat": "Schwäbischer Kartoffelsalat\n1 kg festkochende Kartoffeln (Kipfler), 1 Zwiebel, 250 ml heiße Brühe, 4 EL Essig, "
                      "Öl, Salz, Pfeffer, Schnittlauch\nKartoffeln noch warm schneiden, mit der Brühe-Marinade übergießen, "
                      "1 Stunde ziehen lassen. Kein Mayo!",
    "Zwetschgenkuchen": "Zwetschgendatschi\nHefeteig: 375 g Mehl, 20 g Hefe, 60 g Zucker, 60 g Butter, 200 ml Milch\n"
                        "1,5 kg Zwetschgen (Melbourne: blood plums in Feb) entsteinen, dicht auf das Blech setzen.\n"
                        "45 Min bei 180 Grad, mit Zimtzucker und Sahne.",
    "Lebkuchen": "Elisenlebkuchen\n200 g gemahlene Mandeln, 100 g Haselnüsse, 50 g Orangeat, 50 g Zitronat, 3 Eier, 200 g Zucker, "
                 "Lebkuchengewürz\nAuf Oblaten streichen, über Nacht trocknen, 20 Min bei 160 Grad, mit Schokolade glasieren.",
    "pumpkin soup": "Pumpkin soup (Tom's version)\n1 kg Kent pumpkin, 1 onion, 2 cloves garlic, 1 L chicken stock, 200 ml coconut milk\n"
                    "Roast pumpkin 40 min at 200 C, sweat onion and garlic, blend with stock, finish with coconut milk, nutmeg and "
                    "toasted pepitas. Mia eats it!",
}

BOOKS = [
    ("Der Gesang der Flusskrebse", "Delia Owens", "de", "Kya lebte allein im Marschland von North Carolina, seit ihre Mutter gegangen war."),
    ("The Dry", "Jane Harper", "en", "Even those who didn't know the Hadler family had heard of Kiewarra's drought."),
    ("Tschick", "Wolfgang Herrndorf", "de", "Zuerst ist da der Geruch von Blut und Kaffee. Die Kaffeemaschine steht drüben auf dem Tisch."),
    ("Explain Pain", "David Butler, Lorimer Moseley", "en", "Pain is normal. Pain is a protector. Pain depends on the brain's evaluation of danger."),
    ("Boy Swallows Universe", "Trent Dalton", "en", "Your end is a dead blue wren. August writes words in the air with his finger."),
    ("Kinder und Hausmärchen (Auswahl)", "Brüder Grimm", "de", "Es war einmal ein kleines süßes Mädchen, das hatte jedermann lieb."),
    ("Born to Run", "Christopher McDougall", "en", "Why does my foot hurt? Every runner asks. The Tarahumara don't."),
]

SONGS = [
    ("Haus am See", "Peter Fox", "Stadtaffe"), ("Nur ein Wort", "Wir sind Helden", "Von hier an blind"),
    ("How to Make Gravy", "Paul Kelly", "Songs from the South"), ("Jungle", "Tash Sultana", "Flow State"),
    ("Hot Potato", "The Wiggles", "The Wiggles Greatest Hits"), ("Alle meine Entchen", "Kinderlieder", "Die schönsten Kinderlieder"),
    ("Atemlos durch die Nacht", "Helene Fischer", "Farbenspiel"), ("Dancing in the Moonlight", "Toploader", "Onka's Big Moka"),
    ("Weck mich auf", "Samy Deluxe", "Samy Deluxe"),
]

MANUALS = {
    "Bosch dishwasher SMS4": "Bosch Serie 4 dishwasher - user manual\nError E24: drain blocked. Clean the filter system and the drain "
                             "pump: remove filters, unscrew pump cover, check for glass fragments.\nRinse aid setting 1-6. Use Eco 50 "
                             "for everyday loads.",
    "Daikin split system": "Daikin split system air conditioner - operation manual\nRemote control: MODE (auto, dry, cool, heat, fan)\n"
                           "Clean the air filters every 2 weeks. Timer ON/OFF. Error U4: communication error - contact service.",
    "Thermomix TM6 Kurzanleitung": "Thermomix TM6 - Kurzanleitung\nDeckel verriegeln, Waage tarieren, Temperatur und Zeit wählen.\n"
                                   "Linkslauf für empfindliche Zutaten. Teigmodus nur ohne Temperatur. Messbecher nicht bei Turbo.",
}


def t_mama_letter2(r, dt):
    return ("Freiburg, im Dezember\n\nIhr Lieben in Melbourne,\n\nfrohe Weihnachten! Schade, dass ihr dieses Jahr nicht hier seid, "
            "aber im September sehen wir uns ja zur Hochzeit. Im Päckchen sind Lebkuchen vom Weihnachtsmarkt, ein Adventskalender "
            "für Mia und Socken für Tom (er hat ja immer kalte Füße, sagt Hannah).\n"
            "Papa hat das Gartenhaus neu gestrichen. Oma lässt grüßen, sie telefoniert gern mal wieder per Video.\n\n"
            "Wir haben euch lieb,\nMama und Papa")


def t_drv_letter(r, dt):
    return ("Hannah Weber\n3/17 Rennie Street\nThornbury VIC 3071\nAustralien\n\nDeutsche Rentenversicherung Bund\n10704 Berlin\n\n"
            f"Melbourne, {_de(dt)}\n\nVersicherungsnummer 53 140290 W 512\nAdressänderung und Antrag auf Kontenklärung\n\n"
            "Sehr geehrte Damen und Herren,\nbitte senden Sie meine Post künftig an die obige Adresse in Australien.\n"
            "Außerdem bitte ich um Kontenklärung: meine Ausbildungszeiten an der Hochschule Osnabrück (2012-2014) fehlen im "
            "Versicherungsverlauf. Eine Kopie des Masterzeugnisses liegt bei.\nMit freundlichen Grüßen\nHannah Weber")


def t_oma_card(r, dt):
    return ("Staufen, im Juni 2024\n\nLiebe Hannah, lieber Tom,\n\nherzlichen Glückwunsch zur Geburt eurer kleinen Mia! "
            "Mama hat mir die Fotos auf dem Handy gezeigt - sie hat deine Nase, Hannah.\n"
            "Ich habe ihr ein Jäckchen gestrickt, es kommt mit der Post, hoffentlich passt es im australischen Winter.\n"
            "Ich drücke euch ganz fest, auch wenn ihr so weit weg seid.\n\nEure Oma Gertrud")


def t_pilates_daynotes(r, dt):
    return ("Pilates L3 - day 2 notes\n- springs: red = heavy, blue = medium, yellow = light; always check hooks before loading\n"
            "- long box series: pulling straps contraindicated in acute shoulder\n- cue 'zip up' not 'suck in'\n"
            "- practical exam: 20 min, model client, explain progressions/regressions\n- logbook: need 12 more hours teaching")


def t_house_hunt(r, dt):
    return ("Inspections Saturday\n10:15 3/17 Rennie St Thornbury - 2 bed + study townhouse, north courtyard, 1 car space, OC $3.7k/yr, "
            "guide $820-870k\n11:00 8 Ethel Grove Preston - needs work, train line noise\n12:30 2/44 Clarendon St Thornbury - small, no storage\n"
            "Ask agent: section 32, strata AGM minutes, why is developer still selling?\nMax bid with Westpac pre-approval: $860k")


def t_property_compare(r, dt):
    return ("Address;Price guide;Beds;Parking;OC fees;Walk to tram;Notes\n3/17 Rennie St Thornbury;$820-870k;2+study;1;$3,700;8 min;"
            "favourite, north light\n2/44 Clarendon St Thornbury;$760-800k;2;1;$2,900;5 min;small kitchen\n"
            "8 Ethel Gr Preston;$890k;3;2;none;15 min;renovator, train noise\n11/5 Gooch St Thornbury;$690k;2;1;$4,100;3 min;apartment, no yard for dog")


def t_tassie_costs(r, dt):
    return ("Item;Cost;Paid by\nSpirit of Tasmania cabin + car;$842;Hannah\nCradle Mountain cabin 2 nights;$398;Tom\n"
            "Hobart Airbnb 3 nights;$612;Hannah\nMONA tickets;$70;Tom\nFuel;$160;Tom\nSplit: Tom owes Hannah $287")


ROOM_TODO = ("to do\n- call Sparkright re GPO positions in Room 2 (next to table head end)\n- order roller blind for Room 2 window\n"
             "- Cliniko: add Room 2 as a resource, Priya's new availability from August\n- ask Marco about signage on rear door\n"
             "- pick flooring colour (Polyflor grey) for Northside")

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

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    def ole(r, dt):
        return _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800)

    def lock(who: str = "Hannah Weber"):
        return b"\x0c" + who.encode() + b" " * 4 + bytes(140)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

    # ------------------------------------------------------------ Clinic (Areas Clinic)
    c = "Clinic"
    for name, age in (("appointments_2026-05.csv", 1), ("appointments_2026-04.csv", 31), ("appointments_2025-12.csv", 152)):
        add(f"{c}/Admin/Cliniko exports/{name}", A, "Clinic", age, t_appts_csv)
    add(f"{c}/Admin/Cliniko exports/patients_export_28-05-2026.csv", A, "Clinic", 4, t_patients_csv)
    for name, age in (("May 2026", 2), ("April 2026", 32), ("Nov 2025", 185)):
        add(f"{c}/Claims/Medicare/CDM claims {name}.xlsx", A, "Clinic", age, t_cdm_xlsx)
    for name, age in (("May 2026", 1), ("April 2026", 31), ("March 2026", 62)):
        add(f"{c}/Claims/HICAPS/settlement report {name}.pdf", A, "Clinic", age, t_hicaps)
    add(f"{c}/Claims/WorkSafe/INV-10611 WorkSafe.pdf", A, "Clinic", 10, t_worksafe)
    add(f"{c}/Claims/WorkSafe/INV-10342 WorkSafe.pdf", A, "Clinic", 75, t_worksafe)
    add(f"{c}/Claims/TAC/TAC invoice 10655.pdf", A, "Clinic", 18, t_tac)
    add(f"{c}/Claims/TAC/TAC invoice 10288.pdf", A, "Clinic", 120, t_tac)
    add(f"{c}/Claims/DVA claim May.pdf", A, "Clinic", 5, t_dva)
    for name, age in (("roster week 23.xlsx", 3), ("roster week 22.xlsx", 10), ("roster week 5 2025.xlsx", 480)):
        add(f"{c}/Staff/Rosters/{name}", A, "Clinic", age, t_roster)
    add(f"{c}/Staff/Priya Natarajan - employment agreement.docx", A, "Clinic", 900,
        lambda r, dt: t_contract(r, dt, "Priya Natarajan"))
    add(f"{c}/Staff/Liam O'Connor - employment agreement.docx", A, "Clinic", 420,
        lambda r, dt: t_contract(r, dt, "Liam O'Connor"))
    for name, age in (("pay run 2026-05-28.pdf", 4), ("pay run 2026-05-14.pdf", 18), ("pay run 2025-06-30.pdf", 336)):
        add(f"{c}/Staff/Pay runs/{name}", A, "Clinic", age, t_payrun)
    add(f"{c}/Staff/leave request Liam July.eml", A, "Clinic", 9, t_leave_eml)
    add(f"{c}/Staff/staff meeting notes May.docx", A, "Clinic", 12, t_staff_meeting)
    add(f"{c}/BAS/BAS Q3 FY26.pdf", A, "Clinic", 35, lambda r, dt: t_bas(r, dt, "January - March 2026"))
    add(f"{c}/BAS/BAS Q2 FY26.pdf", A, "Clinic", 125, lambda r, dt: t_bas(r, dt, "October - December 2025"))
    add(f"{c}/BAS/BAS Q4 FY24.pdf", A, "Clinic", 700, lambda r, dt: t_bas(r, dt, "April - June 2024"))
    add(f"{c}/BAS/GST workings Q3 FY26.xlsx", A, "Clinic", 40, t_gst_xlsx)
    add(f"{c}/Lease/Retail lease Shop 2 214 High St.pdf", A, "Clinic", 1480, t_lease)
    add(f"{c}/Lease/rent review 2026.pdf", A, "Clinic", 20, t_rent_increase)
    add(f"{c}/Equipment/MedEquip service report.pdf", A, "Clinic", 55, t_equip_service)
    add(f"{c}/Equipment/equipment register.xlsx", A, "Clinic", 60, t_equip_register)
    add(f"{c}/Equipment/Physio Supplies invoice May.pdf", A, "Clinic", 14, t_supplies)
    add(f"{c}/CPD/CPD log 2025-26.xlsx", A, "Clinic", 13, t_cpd_log)
    add(f"{c}/CPD/APA running injuries certificate.pdf", A, "Clinic", 250, t_cpd_cert)
    add(f"{c}/AHPRA/registration renewal 2025.pdf", A, "Clinic", 190, t_ahpra)
    add(f"{c}/Insurance/Guild certificate of currency 2026.pdf", A, "Clinic", 150, t_indemnity)
    add(f"{c}/Policies/Infection control policy v3.docx", A, "Clinic", 200, t_infection)
    add(f"{c}/Letters/GP letter - knee OA CDM.docx", A, "Clinic", 6, t_gp_letter)
    add(f"{c}/Letters/letter Dr Kowalski.docx", A, "Clinic", 48, t_gp_letter)
    add(f"{c}/Bank/business account May.csv", A, "Clinic", 2, t_business_bank)
    add(f"{c}/Policies/~$fection control policy v3.docx", L, "System", 1, lock())
    dot(f"{c}/Staff/Rosters/.~lock.roster week 23.xlsx#", b"Hannah Weber,hannah,CLINIC-PC,01.06.2026 08:02,\n", 0.2)

    # ------------------------------------------------------------ Clinic/Room 2 (Projects Clinic)
    rm = f"{c}/Room 2"
    add(f"{rm}/Quote Northside Shopfitting.pdf", P, "Clinic", 40, lambda r, dt: t_fitout_quote(r, dt, "Northside Shopfitting Pty Ltd"))
    add(f"{rm}/Quote BuiltRight Interiors.pdf", P, "Clinic", 45, lambda r, dt: t_fitout_quote(r, dt, "BuiltRight Interiors"))
    add(f"{rm}/budget room 2.xlsx", P, "Clinic", 6, t_room_budget)
    add(f"{rm}/landlord consent request.eml", P, "Clinic", 30, t_landlord_eml)
    add(f"{rm}/Healthstream order confirmation.pdf", P, "Clinic", 12, t_table_order)
    add(f"{rm}/Sparkright quote 912.pdf", P, "Clinic", 25, t_elec_quote)
    add(f"{rm}/timeline.md", P, "Clinic", 2, t_room_timeline)
    for n, age in (("before_01.jpg", 55), ("before_02.jpg", 55), ("storeroom cleared.jpg", 8)):
        photo(f"{rm}/{n}", P, "Clinic", age)

    # ------------------------------------------------------------ Documents: money
    d = "Documents"
    add(f"{d}/Finance/Bank/ING statement April 2026.pdf", A, "Finance", 30, t_bank_pdf)
    add(f"{d}/Finance/Bank/ING statement March 2026.pdf", A, "Finance", 61, t_bank_pdf)
    add(f"{d}/Finance/Bank/ING transactions May.csv", A, "Finance", 1, t_bank_csv)
    add(f"{d}/Finance/Westpac home loan annual statement 2025.pdf", A, "Finance", 330, t_mortgage)
    add(f"{d}/Finance/Super/AustralianSuper statement 2025.pdf", A, "Finance", 320,
        lambda r, dt: t_super(r, dt, "Hannah Weber", "AustralianSuper"))
    add(f"{d}/Finance/Super/Hostplus Tom 2025.pdf", A, "Finance", 310,
        lambda r, dt: t_super(r, dt, "Thomas Gallagher", "Hostplus"))
    add(f"{d}/Finance/Tax/Notice of assessment 2025.pdf", A, "Finance", 170, t_tax_notice)
    add(f"{d}/Finance/Tax/Notice of assessment 2019.pdf", A, "Finance", 2350, t_tax_notice)
    add(f"{d}/Finance/Tax/Sam - tax return checklist.eml", A, "Finance", 200, t_accountant_eml)
    add(f"{d}/Finance/Haushaltsbudget 2026.xlsx", A, "Finance", 20, t_budget)
    add(f"{d}/Deutschland/Renteninformation 2025.pdf", A, "Finance", 230, t_renteninfo)
    add(f"{d}/Deutschland/Steuerbescheid 2016.pdf", A, "Finance", 3100, lambda r, dt: t_steuerbescheid(r, dt, 2016))
    add(f"{d}/Deutschland/Steuerbescheid 2017.pdf", A, "Finance", 2700, lambda r, dt: t_steuerbescheid(r, dt, 2017))
    add(f"{d}/Deutschland/Brief von Mama und Papa.pdf", A, "Family", 130, t_mama_letter)
    add(f"{d}/Deutschland/Reisepass Termin Konsulat.pdf", A, "Immigration", 75, t_passport)

    # ------------------------------------------------------------ Documents: house
    h = f"{d}/House"
    add(f"{h}/Strata/levy notice Q4.pdf", A, "Home", 14, t_strata)
    add(f"{h}/Strata/levy notice Q3.pdf", A, "Home", 105, t_strata)
    add(f"{h}/Strata/AGM minutes 2025.pdf", A, "Home", 240, t_oc_minutes)
    add(f"{h}/Council rates 2025-26.pdf", A, "Home", 275, t_rates)
    add(f"{h}/Bills/AGL bill May 2026.pdf", A, "Home", 8, t_agl)
    add(f"{h}/Bills/AGL bill Feb 2026.pdf", A, "Home", 98, t_agl)
    add(f"{h}/Bills/Yarra Valley Water April.pdf", A, "Home", 50, t_water)
    add(f"{h}/Bills/Aussie Broadband May.pdf", A, "Home", 3, t_internet)
    add(f"{h}/RACV contents insurance 2026.pdf", A, "Home", 160, t_home_ins)
    add(f"{h}/Repairs/Northern Plumbing invoice.pdf", A, "Home", 140, t_plumber)
    add(f"{h}/Repairs/dishwasher repair booking.eml", A, "Home", 66, t_dishwasher)
    for (name, text), age in zip(MANUALS.items(), (900, 1000, 400)):
        add(f"{h}/Manuals/{name}.pdf", R, "Home", age, text)
    pu = f"{h}/Purchase 2023"
    add(f"{pu}/Westpac pre-approval.pdf", X, "Home", 1260, t_preapproval)
    add(f"{pu}/Contract of sale 3-17 Rennie St.pdf", X, "Home", 1230, t_contract_sale)
    add(f"{pu}/Section 32 vendor statement.pdf", X, "Home", 1232, t_section32)
    add(f"{pu}/Building inspection report.pdf", X, "Home", 1236, t_inspection)
    add(f"{pu}/Settlement statement.pdf", X, "Home", 1172, t_settlement)
    add(f"{pu}/Land transfer duty SRO.pdf", X, "Home", 1173, t_duty)
    for i in range(1, 4):
        photo(f"{pu}/inspection_0{i}.jpg", X, "Home", 1236)

    # ------------------------------------------------------------ Documents: health, daycare, car, pets, family
    add(f"{d}/Health/Mia immunisation history statement.pdf", A, "Health", 70, t_air)
    add(f"{d}/Health/Mia GP visit ear infection.pdf", A, "Health", 95, t_gp_mia)
    add(f"{d}/Health/Tom dermatologist letter.pdf", A, "Health", 130, t_specialist)
    add(f"{d}/Health/Bupa tax statement 2025.pdf", A, "Health", 320, t_bupa)
    add(f"{d}/Health/Medicare claims history.pdf", A, "Health", 25, t_medicare_claim)
    dc = f"{d}/Mia/Daycare"
    for age in (5, 19, 33):
        add(f"{dc}/Little Wattle statement {_d(NOW - timedelta(days=age)).replace('/', '-')}.pdf", A, "Childcare", age,
            t_daycare_inv)
    add(f"{dc}/CCS assessment notice.pdf", A, "Childcare", 150, t_ccs)
    add(f"{dc}/Possums room news May.pdf", A, "Childcare", 15, t_daycare_news)
    add(f"{dc}/enrolment form Little Wattle.docx", A, "Childcare", 560, t_enrolment)
    add(f"{d}/Mia/1st birthday.docx", X, "Family", 365, t_first_bday)
    add(f"{d}/Car/VicRoads rego renewal.pdf", A, "Car", 28, t_rego)
    add(f"{d}/Car/RACV car insurance 2025.pdf", A, "Car", 240, t_car_ins)
    add(f"{d}/Car/Mazda service 80000 km.pdf", A, "Car", 110, t_service)
    add(f"{d}/Car/Linkt statement May.pdf", A, "Car", 3, t_linkt)
    add(f"{d}/Pretzel/council registration 2026.pdf", A, "Pets", 55, t_pet_reg)
    add(f"{d}/Pretzel/vet invoice annual check.pdf", A, "Pets", 80, t_vet)
    add(f"{d}/Pretzel/pet insurance renewal.pdf", A, "Pets", 200, t_pet_ins)
    add(f"{d}/Family/Familie Kontakte.xlsx", A, "Family", 400, t_family_contacts)
    add(f"{d}/Family/Lena - Omas Geburtstag.eml", A, "Family", 16, t_family_eml)

    # ------------------------------------------------------------ Documents: immigration
    v = f"{d}/Visa & Citizenship"
    add(f"{v}/PR grant notice 2019.pdf", A, "Immigration", 2480, t_pr_grant)
    add(f"{v}/VEVO check 2026.pdf", A, "Immigration", 120, t_vevo)
    add(f"{v}/Citizenship/document checklist.docx", P, "Immigration", 10, t_cit_checklist)
    add(f"{v}/Citizenship/Our Common Bond study notes.docx", P, "Immigration", 7, t_cit_notes)
    add(f"{v}/Citizenship/practice test 4 results.txt", P, "Immigration", 3, t_cit_practice)
    add(f"{v}/Citizenship/citizenship appointment.eml", P, "Immigration", 21, t_cit_appt)
    add(f"{v}/Citizenship/ImmiAccount payment receipt.pdf", P, "Immigration", 115, t_cit_receipt)
    add(f"{v}/Visa 2019/APC skills assessment outcome.pdf", X, "Immigration", 2790, t_apc)
    add(f"{v}/Visa 2019/IELTS TRF.pdf", X, "Immigration", 2850, t_ielts)
    add(f"{v}/Visa 2019/EOI SkillSelect.pdf", X, "Immigration", 2720, t_eoi)
    add(f"{v}/Visa 2019/Form 80 notes.docx", X, "Immigration", 2600, t_form80)
    add(f"{v}/Visa 2019/Führungszeugnis.pdf", X, "Immigration", 2660, t_fuehrung)
    add(f"{v}/Visa 2019/medical HAP 77104338219.pdf", X, "Immigration", 2620, t_medical)

    # ------------------------------------------------------------ Documents: running, projects, trips
    add(f"{d}/Running/Merri Creek Runners membership 2026.pdf", A, "Running", 150, t_club)
    add(f"{d}/Running/club winter calendar.xlsx", A, "Running", 10, t_club_calendar)
    add(f"{d}/Running/Articles/80-20 training.txt", R, "Running", 700, RUN_ARTICLES[0])
    add(f"{d}/Running/Articles/half marathon 12 week plan.docx", R, "Running", 1100, RUN_ARTICLES[1])
    add(f"{d}/Running/Articles/return to running postpartum.pdf", R, "Running", 560, RUN_ARTICLES[2])
    g = f"{d}/Germany Wedding 2026"
    add(f"{g}/Emirates e-ticket.pdf", P, "Travel", 95, t_flights)
    add(f"{g}/Gasthaus Zur Sonne Buchung.pdf", P, "Travel", 60, t_hotel)
    add(f"{g}/Einladung Hochzeit Lena und Jonas.pdf", P, "Travel", 140, t_invite)
    add(f"{g}/packing list.txt", P, "Travel", 4, t_packing)
    add(f"{g}/Sixt reservation.pdf", P, "Travel", 50, t_car_hire)
    add(f"{g}/Cover-More certificate.pdf", P, "Travel", 94, t_travel_ins)
    pi = f"{d}/Pilates"
    add(f"{pi}/Reformer L3 manual module 4.pdf", P, "Education", 100, t_pilates_manual)
    add(f"{pi}/logbook.xlsx", P, "Education", 2, t_pilates_log)
    add(f"{pi}/case study assignment draft.docx", P, "Education", 1, t_pilates_assign)
    add(f"{pi}/assessment booking.eml", P, "Education", 28, t_pilates_exam)
    add(f"{pi}/DMA invoice.pdf", P, "Education", 115, t_pilates_inv)
    add(f"{pi}/~$se study assignment draft.docx", L, "System", 0.5, lock())
    b = f"{d}/Mia 2nd birthday"
    add(f"{b}/guest list.xlsx", P, "Family", 3, t_party_guests)
    add(f"{b}/invitation.docx", P, "Family", 18, t_party_invite)
    add(f"{b}/shopping list.txt", P, "Family", 1, t_party_shop)
    add(f"{d}/Travel/Bali 2024/Alaya Ubud booking.pdf", X, "Travel", 700, t_bali)
    add(f"{d}/Travel/Bali 2024/itinerary.docx", X, "Travel", 640, t_bali_itin)
    add(f"{d}/Travel/Tasmania Easter 2025.docx", X, "Travel", 420, t_tassie)
    add(f"{d}/Travel/Weihnachten 2023.txt", X, "Travel", 910, t_xmas)

    add(f"{g}/RSVP Lena.eml", P, "Travel", 110, lambda r, dt: (
        f"From: Hannah Weber <hannah.weber@gmail.com>\nTo: Lena Weber <lena.weber@posteo.de>\n"
        f"Date: {dt.strftime('%a, %d %b %Y')} 20:15 +1000\nSubject: Re: Einladung 12.09.\n\n"
        "Liebe Lena,\nwir kommen zu dritt! Flüge sind gebucht, wir landen am 6.9. in Frankfurt und bleiben drei Wochen.\n"
        "Mia braucht einen Kinderstuhl beim Essen und schläft um 19 Uhr - können wir ein Zimmer nah am Weingut nehmen?\n"
        "Tom fragt, ob er beim Buffet helfen darf (Berufskrankheit).\nKuss, Hannah"))
    add(f"{v}/Citizenship/identity declaration signed.pdf", P, "Immigration", 118, lambda r, dt: (
        "Identity declaration - Australian citizenship application\nApplicant: Hannah WEBER, DOB 14/02/1990\n"
        "I, Dr Fiona McRae, medical practitioner, have known the applicant for 4 years and declare that the photograph "
        f"is a true likeness of her.\nSigned {_d(dt)}, Thornbury Medical Centre, AHPRA MED0001234567"))
    add(f"{pi}/exam prep questions.docx", P, "Education", 6, (
        "Level 3 practical - possible questions\n1. Regression of long stretch for a client with wrist pain?\n"
        "2. Spring settings for footwork in early post-partum?\n3. How would you progress a client with lumbar flexion intolerance?\n"
        "4. Red flags that stop a session\n5. Explain why you chose side-lying series for the case study client"))
    add(f"{rm}/Polyflor colour options.pdf", P, "Clinic", 20, (
        "Polyflor Expona Commercial - colour options for Weber Physiotherapy Room 2\nSupplied by Northside Shopfitting\n"
        "Option A: 5981 Grey Oak (slip rating R10)\nOption B: 5816 Silver Oak\nOption C: 6182 Concrete Grey\n"
        "Coved skirting 100 mm, welded seams for infection control. Lead time 2 weeks."))
    add(f"{d}/Running/parkrun barcode A4418221.pdf", A, "Running", 900, (
        "parkrun barcode\nHannah WEBER  A4418221\nHome event: Darebin Parklands parkrun\nClub: Merri Creek Runners\n"
        "Bring your barcode every time - no barcode, no result!"))
    add(f"{d}/Health/cervical screening reminder.pdf", A, "Health", 40, (
        "National Cancer Screening Register\nDear Hannah Weber,\nYou are due for your Cervical Screening Test. "
        "You can choose to collect your own sample at your GP clinic.\nThornbury Medical Centre: 9484 2210."))
    add(f"{d}/Travel/Bali 2024/travel insurance claim.pdf", X, "Travel", 580, (
        "Cover-More - Claim outcome\nClaim 2024-BA-118342, Hannah Weber\nIncident: lost luggage (stroller) on JQ 38 DPS-MEL 26/09/2024\n"
        "Approved amount $412.00 less excess $100\nPaid $312.00 to ING account ending 2290"))
    add("alter Laptop/Dokumente/Uni/Masterzeugnis.pdf", X, "Education", 4230, (
        "Hochschule Osnabrück\nZeugnis über die Masterprüfung\nFrau Hannah Weber, geboren am 14.02.1990 in Freiburg im Breisgau,\n"
        "hat die Masterprüfung im Studiengang Muskuloskelettale Physiotherapie mit der Gesamtnote 1,4 (sehr gut) bestanden.\n"
        "Akademischer Grad: Master of Science (M.Sc.)\nOsnabrück, 30.09.2014"))
    add(f"{d}/Mia/Pretzel and Mia.jpg", R, "Photos", 33, "exif")
    add(f"{c}/Claims/WorkSafe/INV-10702 WorkSafe.pdf", A, "Clinic", 2, t_worksafe)
    add(f"{h}/Bills/Origin gas April.pdf", A, "Home", 45, lambda r, dt: (
        f"Origin Energy - Gas bill\nAccount {r.randint(1000000, 9999999)}, {HOME_ADDR}\nPeriod ending {_d(dt)}\n"
        f"Usage {r.randint(2800, 6200)} MJ (heating season starting)\nAmount due {_aud(r, 90, 210)}"))
    # ------------------------------------------------------------ Documents: reference
    pr = f"{d}/Physio Reference"
    for (title, authors, abstract), age in zip(ARTICLES, (1500, 900, 640, 300, 120, 45)):
        add(f"{pr}/Articles/{title.split(':')[0][:60]}.pdf", R, "Clinic", age,
            f"{title}\n{authors}\n\nAbstract\n{abstract}\n\nKeywords: physiotherapy, exercise, rehabilitation")
    for (k, text), age in zip(HANDOUTS.items(), (800, 650, 410, 230, 1300)):
        ext = "pdf" if k in ("low back", "shoulder") else "docx"
        add(f"{pr}/Handouts/{'Übungsblatt ' + k if k == 'Nacken' else k + ' handout'}.{ext}", R, "Clinic", age, text)
    add(f"{pr}/Anatomy/brachial plexus.txt", R, "Clinic", 1400, ANATOMY[0])
    add(f"{pr}/Anatomy/rotator cuff summary.pdf", R, "Clinic", 1350, ANATOMY[1])
    add(f"{pr}/Anatomy/dermatomes myotomes.docx", R, "Clinic", 600, ANATOMY[2])
    for (k, text), age in zip(RECIPES.items(), (1200, 980, 400, 760, 220, 120, 170, 60)):
        if k in ("Brezeln", "Lebkuchen"):
            continue
        add(f"{d}/Rezepte/{k}.{'txt' if age % 3 else 'docx'}", R, "Cooking", age, text)
    for (title, author, lang, para), age in zip(BOOKS, (820, 400, 1500, 1000, 260, 90, 2100)):
        add(f"{d}/eBooks/{title}.epub", R, "Books", age, _epub(title, author, lang, para))

    # ------------------------------------------------------------ Documents: half-made folders (hard)
    hard = [
        ("Document.docx", R, "Clinic", 1400, ANATOMY[1].replace("Muscles", "Rotator cuff muscles")),
        ("Dokument1.docx", A, "Finance", 160, t_drv_letter),
        ("Neues Textdokument.txt", A, "Immigration", 72, t_passport),
        ("Sonstiges/notes.docx", P, "Education", 95, t_pilates_daynotes),
        ("Sonstiges/Dokument1.docx", P, "Travel", 22, t_gift),
        ("Sonstiges/Neues Textdokument.txt", R, "Cooking", 640, RECIPES["Käsespätzle"]),
        ("Sonstiges/Neues Textdokument (2).txt", P, "Immigration", 140, t_dual_notes),
        ("Sonstiges/document.pdf", A, "Pets", 200, t_pet_ins),
        ("Sonstiges/Mappe1.xlsx", X, "Travel", 410, t_tassie_costs),
        ("Sonstiges/Brief.pdf", A, "Family", 165, t_mama_letter2),
        ("Sonstiges/info.pdf", A, "Car", 450, t_service),
        ("New folder/New Microsoft Word Document.docx", P, "Clinic", 52, t_room_plan),
        ("New folder/New Text Document.txt", A, "Running", 40, t_club_calendar),
        ("New folder/doc.pdf", X, "Immigration", 2700, t_ielts),
        ("New folder/Book1.xlsx", A, "Clinic", 130, t_gst_xlsx),
        ("New folder/scan.pdf", A, "Health", 300, t_specialist),
        ("New folder/untitled.eml", P, "Family", 9, t_cake_eml),
        ("to sort/document.pdf", A, "Childcare", 47, t_daycare_inv),
        ("to sort/document (1).pdf", X, "Home", 1262, t_preapproval),
        ("to sort/Doc1.docx", R, "Clinic", 500, HANDOUTS["Nacken"]),
        ("to sort/letter.docx", A, "Clinic", 33, t_gp_letter),
        ("to sort/stuff.txt", R, "Running", 480, RUN_ARTICLES[2]),
        ("to sort/Unbenannt.pdf", A, "Finance", 300, lambda r, dt: t_super(r, dt, "Thomas Gallagher", "Hostplus")),
        ("to sort/data.csv", A, "Clinic", 90, t_patients_csv),
        ("to sort/mail.eml", A, "Finance", 560, t_accountant_eml),
        ("2022/Document.pdf", A, "Clinic", 1250, lambda r, dt: t_bas(r, dt, "October - December 2022")),
        ("2022/Document (2).pdf", A, "Finance", 1430, t_tax_notice),
        ("2022/notes.txt", X, "Home", 1200, t_house_hunt),
        ("2022/Untitled.docx", A, "Clinic", 1400, t_infection),
        ("2022/Book1.xlsx", X, "Home", 1215, t_property_compare),
        ("2022/scan 2.pdf", A, "Car", 1400, t_car_ins),
    ]
    for rel, bucket, topic, age, fn in hard:
        add(f"{d}/{rel}", bucket, topic, age, fn, hard=True)
    add(f"{d}/desktop.ini", L, "System", 1200, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\system32\\"
        "shell32.dll,-21770\nIconResource=%SystemRoot%\\system32\\imageres.dll,-112\n")
    add(f"{d}/~$aushaltsbudget 2026.xlsx", L, "System", 20, lock())

    # ------------------------------------------------------------ Downloads
    dl = "Downloads"
    for name, age in (("ZoomInstallerFull.exe", 300), ("Firefox Setup 138.0.exe", 60), ("SpotifySetup.exe", 700),
                      ("GarminExpressInstaller.exe", 420), ("vlc-3.0.21-win64.exe", 250), ("AnyDesk.exe", 35),
                      ("HPSmartSetup.exe", 900)):
        add(f"{dl}/{name}", R, "Software", age, lambda r, dt: _blob(r, b"MZ\x90\x00\x03\x00\x00\x00\x04\x00", 1400))
    add(f"{dl}/Xero-Me-setup.msi", R, "Software", 500, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    add(f"{dl}/settlement-statement-3-17-Rennie.pdf", X, "Home", 30, t_settlement)
    add(f"{dl}/ccs-statement-may.pdf", A, "Childcare", 6, t_ccs)
    add(f"{dl}/HICAPS_report_052026.pdf", A, "Clinic", 0.5, t_hicaps)
    add(f"{dl}/DMA-L3-invoice-paid.pdf", P, "Education", 116, t_pilates_inv)
    add(f"{dl}/Brezeln Rezept.txt", R, "Cooking", 330, RECIPES["Brezeln"])
    add(f"{dl}/Explain Pain - sample.epub", R, "Books", 1300, _epub("Explain Pain (sample)", "David Butler, Lorimer Moseley",
                                                                    "en", "Hurt does not equal harm. Your body is protected by pain."))
    add(f"{dl}/Unconfirmed 581233.crdownload", L, "System", 14, lambda r, dt: _blob(r, b"%PDF-1.4\n", 500))
    add(f"{dl}/Emirates e-ticket (1).pdf.crdownload", L, "System", 95, lambda r, dt: _blob(r, b"%PDF-1.4\n", 400))
    add(f"{dl}/Kinderlieder Album.zip.part", L, "System", 240, lambda r, dt: _blob(r, b"PK\x03\x04", 900))
    hard = [
        ("document.pdf", A, "Clinic", 40, t_hicaps),
        ("document (1).pdf", X, "Travel", 655, t_bali),
        ("document (2).pdf", P, "Immigration", 115, t_cit_receipt),
        ("document (3).pdf", A, "Finance", 170, t_tax_notice),
        ("download.pdf", R, "Clinic", 300, "\n".join(ARTICLES[2][:2]) + "\n\n" + ARTICLES[2][2]),
        ("file.pdf", A, "Childcare", 150, t_ccs),
        ("export.csv", A, "Clinic", 12, t_appts_csv),
        ("export (1).csv", A, "Finance", 7, t_bank_csv),
        ("Untitled document.docx", P, "Education", 44, t_pilates_assign),
        ("invoice.pdf", A, "Pets", 80, t_vet),
        ("statement.pdf", A, "Home", 14, t_strata),
        ("print.pdf", P, "Travel", 50, t_car_hire),
        ("attachment.pdf", X, "Home", 1170, t_duty),
        ("receipt.pdf", A, "Running", 150, t_club),
        ("Document (4).docx", R, "Cooking", 380, RECIPES["pumpkin soup"]),
    ]
    for name, bucket, topic, age, fn in hard:
        add(f"{dl}/{name}", bucket, topic, age, fn, hard=True)
    photo(f"{dl}/IMG-20260412-WA0003.jpg", R, "Photos", 50)
    photo(f"{dl}/IMG-20260520-WA0011.jpg", R, "Photos", 12)

    # ------------------------------------------------------------ Desktop
    dk = "Desktop"
    for name, bucket, topic, age, fn in (
        ("untitled.txt", P, "Travel", 2, t_packing),
        ("New Text Document.txt", P, "Immigration", 1, t_cit_practice),
        ("Notes.txt", A, "Clinic", 5, t_staff_meeting),
        ("to do.txt", P, "Clinic", 1, ROOM_TODO),
    ):
        add(f"{dk}/{name}", bucket, topic, age, fn, hard=True)
    add(f"{dk}/roster week 24.xlsx", A, "Clinic", 0.3, t_roster)
    add(f"{dk}/Einladung Mia final.pdf", P, "Family", 17, t_party_invite)
    add(f"{dk}/~$ster week 24.xlsx", L, "System", 0.3, lock())
    add(f"{dk}/desktop.ini", L, "System", 1300, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\system32\\"
        "shell32.dll,-21769\n")
    for age, hms in ((3, "213344"), (11, "071502"), (26, "194410"), (140, "120733")):
        dt = NOW - timedelta(days=age)
        photo(f"{dk}/Screenshot {dt.strftime('%Y-%m-%d')} {hms}.png", R, "Photos", age)

    # ------------------------------------------------------------ Scans (hard)
    scans = [
        (3, A, "Health", 70, t_air), (4, A, "Finance", 230, t_renteninfo), (5, X, "Clinic", 60, t_zeugnis),
        (6, X, "Education", 1500, t_transcript), (7, A, "Family", 715, t_oma_card), (8, A, "Car", 28, t_rego),
        (9, A, "Pets", 55, t_pet_reg), (10, A, "Home", 275, t_rates), (11, X, "Home", 1236, t_inspection),
        (12, A, "Clinic", 20, t_rent_increase), (13, P, "Travel", 140, t_invite), (14, A, "Childcare", 560, t_enrolment),
        (15, X, "Immigration", 2660, t_fuehrung), (16, A, "Health", 95, t_gp_mia), (17, A, "Immigration", 300, t_pr_grant),
    ]
    for n, bucket, topic, age, fn in scans:
        add(f"Scans/scan{n:04d}.pdf", bucket, topic, age, fn, hard=True)
    add("Scans/Thumbs.db", L, "System", 60, ole)

    # ------------------------------------------------------------ Pictures, Music
    pc = "Pictures"
    for i, age in enumerate((700, 610, 540, 420, 365, 300, 200, 120, 45, 9)):
        photo(f"{pc}/Mia/Mia_{(NOW - timedelta(days=age)).strftime('%Y%m%d')}_{i:02d}.jpg", R, "Photos", age)
    for i, age in enumerate((1100, 640, 230, 30)):
        photo(f"{pc}/Pretzel/Pretzel {i + 1}.jpg", R, "Photos", age)
    for i in range(5):
        photo(f"{pc}/Bali 2024/IMG_{3301 + i * 7}.jpg", R, "Photos", 625 - i * 2)
    for i in range(3):
        photo(f"{pc}/Weihnachten 2023/DSC0{4410 + i}.jpg", R, "Photos", 890 - i)
    for i in range(3):
        photo(f"{pc}/Tasmania 2025/IMG_{5120 + i * 3}.jpg", R, "Photos", 408 - i)
    for i, age in enumerate((4, 16, 38, 77)):
        photo(f"{pc}/iPhone/IMG_{6890 + i * 13}.HEIC", R, "Photos", age)
    for age, hms in ((60, "101500"), (210, "224012")):
        dt = NOW - timedelta(days=age)
        photo(f"{pc}/Screenshots/Screenshot {dt.strftime('%Y-%m-%d')} {hms}.png", R, "Photos", age)
    add(f"{pc}/Thumbs.db", L, "System", 9, ole)
    for (title, artist, album), age in zip(SONGS, (1500, 1400, 900, 800, 300, 280, 1200, 600, 1000)):
        add(f"Music/{artist} - {title}.mp3", R, "Music", age, _id3(r, title, artist, album))
    add("Music/desktop.ini", L, "System", 1500, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\system32\\"
        "shell32.dll,-21790\n")

    # ------------------------------------------------------------ alter Laptop (backup of the German laptop, 2019)
    al = "alter Laptop"
    add(f"{al}/Dokumente/Uni/Masterarbeit_final_v7.docx", X, "Education", 4260, t_thesis)
    add(f"{al}/Dokumente/Uni/Transcript of Records.pdf", X, "Education", 4250, t_transcript)
    add(f"{al}/Dokumente/Uni/Studienbescheinigung SoSe 2013.pdf", X, "Education", 4780, t_semester)
    add(f"{al}/Dokumente/Arbeit/Gehaltsabrechnung 2016-11.pdf", X, "Clinic", 3470, t_gehalt)
    add(f"{al}/Dokumente/Arbeit/Gehaltsabrechnung 2017-05.pdf", X, "Clinic", 3290, t_gehalt)
    add(f"{al}/Dokumente/Arbeit/Arbeitszeugnis Klinikum.pdf", X, "Clinic", 3250, t_zeugnis)
    add(f"{al}/Dokumente/Arbeit/Dienstplan Juni 2017.xlsx", X, "Clinic", 3290, t_dienstplan)
    add(f"{al}/Dokumente/Steuer/Steuerbescheid 2015.pdf", A, "Finance", 3500, lambda r, dt: t_steuerbescheid(r, dt, 2015))
    add(f"{al}/Dokumente/Rente/Renteninformation 2018.pdf", A, "Finance", 2900, t_renteninfo)
    add(f"{al}/Dokumente/Rezepte/Lebkuchen.txt", R, "Cooking", 3000, RECIPES["Lebkuchen"])
    add(f"{al}/Dokumente/Rezepte/Apfelstrudel Oma.txt", R, "Cooking", 3600, RECIPES["Apfelstrudel"])
    for name, age in (("München Englischer Garten.jpg", 3400), ("Gardasee 2016.jpg", 3600), ("Melbourne first week.jpg", 3230),
                      ("Great Ocean Road.jpg", 2900)):
        photo(f"{al}/Bilder/{name}", R, "Photos", age)
    add(f"{al}/Bilder/Thumbs.db", L, "System", 2900, ole)
    for (title, artist, album), age in ((("Auf uns", "Andreas Bourani", "Hey"), 3800), (("Lila Wolken", "Marteria, Yasha & Miss Platnum", "Zum Glück in die Zukunft"), 4300)):
        add(f"{al}/Musik/{artist} - {title}.mp3", R, "Music", age, _id3(r, title, artist, album))
    for rel, bucket, topic, age, fn in (
        ("Dokumente/Dokument1.docx", X, "Clinic", 3400, t_kuendigung),
        ("Dokumente/Neues Textdokument.txt", X, "Immigration", 2600, t_form80),
        ("Desktop/Unbenannt.pdf", A, "Finance", 3700, lambda r, dt: t_steuerbescheid(r, dt, 2014)),
        ("Downloads/dokument.pdf", X, "Education", 4700, t_semester),
    ):
        add(f"{al}/{rel}", bucket, topic, age, fn, hard=True)
    add(f"{al}/Desktop/desktop.ini", L, "System", 2900, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\system32\\"
        "shell32.dll,-21769\n")

    # dot files and dot folders: written, never labelled
    dot(f"{al}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 2900)
    dot(f"{al}/Dokumente/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 2900)
    dot(f"{al}/.Trash/Lebenslauf alt.docx", _rezip(_docx("Lebenslauf\nHannah Weber\nPhysiotherapeutin")), 3000)
    dot("Documents/.~lock.Haushaltsbudget 2026.xlsx#", b"Hannah Weber,hannah,HANNAH-PC,01.06.2026 07:40,\n", 0.3)
    return items
