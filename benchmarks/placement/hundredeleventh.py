"""A hundred-and-eleventh unseen labelled corpus: a seafarer's wife's family laptop in Cebu City, ``build(root, seed)``, written blind.

What was read to write it: ``benchmarks/placement/unseen.py`` lines 1-220 (docstring and the helpers ``_d``,
``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``) and lines 1296-1360 (the
write / encode / add / dot / photo helpers at the start of its ``build()``); ``benchmarks/placement/corpus.py``
lines 1-30 (``Item``, ``NOW``, ``NOW_S``, ``DAY``) and lines 169-225, i.e. ``_pdf`` and ``_jpeg`` -- a slip:
that range also showed the first ~20 lines of ``corpus.py``'s own ``build()`` (lines 205-225);
``benchmarks/placement/blind.py`` lines 74-106 (``_d``, ``_money``, ``_docx``), 1321-1326 (``_png``) and a
``grep -n HEIC_HEAD`` whose output also showed two lines of ``blind.py``'s body (1218 and 1291, both writing a
HEIC file) -- a second small slip. The file names in ``benchmarks/placement/`` were listed (names only). Nothing
under ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, no benchmark runner, no git history.

The person: Maria Luisa "Weng" Abellana Cabahug, 44, of Sitio Lubi, Barangay Mabolo, Cebu City. She runs
Weng's Sari-Sari Store from the front of the house and manages the family's money. Her husband Rogelio "Jun"
Cabahug Jr., 47, is a Second Engineer (2/E) on contract abroad: on board the bulk carrier MV Ocean Carina
(Marshall Islands flag) since October 2025 through Trans-Visayas Maritime Agency, Inc. for Hollberg
Shipmanagement GmbH; he signs off in July 2026. Their children: Angelica "Gel" (20, 3rd-year BS Nursing at
Colegio de Sta. Catalina de Cebu), Paolo (16, Grade 11 STEM at Mabolo Integrated National High School) and
Jasmine "Jam" (10, Grade 5 at Holy Rosary Academy of Cebu). Weng was a bank teller at Metro Visayas Savings
Bank, Colon branch, from 2005 until she resigned in March 2015. Files are in English, Cebuano and Tagalog.

As of ``NOW`` (2026-06-01): a second-floor extension (a bedroom and toilet over an enlarged store front) is
being built by RJ Ybanez Construction & Design (permit March 2026, work since March, turnover due August
2026); Jun's STCW refresher training (Basic Training and Advanced Fire Fighting refreshers, COPs expiring
September 2026) is booked at Queen City Maritime Training Center for 20-24 July 2026, with the MARINA COP
revalidation after it -- Weng handles enrolment, fees and papers. Ongoing: Jun's seafaring papers (contracts
old and current, DMW/POEA papers, certificates, medicals), household money (allotment, remittances, bank,
budget, Pag-IBIG MP2, SSS, PhilHealth contributions), the store (inventory, sales-notebook exports,
suppliers, permits, taxes, credit list), the house and its bills, the children's schooling, the family's
health, and the family's Honda Click motorcycle. Finished: the family trip to Manila in April 2024; Jun's
upgrading to Second Engineer in 2023 (Management Level Course and MARINA exam); the roof repair after typhoon
Odette (December 2021 - March 2022); Weng's bank-teller job (ended 2015); an old Samsung phone's backup.

The machine (a shared Windows laptop, her profile): ``Desktop/``, ``Downloads/``, ``Documents/`` with
half-organised folders (``JUN SEAMAN FILES``, ``PERA`` (money), ``STORE``, ``BAHAY`` (house) and ``BAHAY
EXTENSION``, ``KIDS SCHOOL``, ``HEALTH``, ``MOTOR``, ``Old files - MVSB``, ``Scanned Documents``, ``Emails``,
``New folder``), a ``2024/`` folder, ``Pictures/``, ``Music/``, ``Books/`` and ``Backup Samsung A10 (2021)/``.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects** (an outcome with an end, still being worked on, whatever the file's age): the house extension
  -- quotations, canvass of materials, construction agreement, plans, building permit, hardware invoices,
  progress billings, the foreman's messages, letters to the neighbour, progress photos -- topic Home; Jun's
  2026 STCW refresher training and COP revalidation -- enrolment, fees, schedule, requirements, the
  training centre's emails, Jun's messages about it -- topic Seafaring.
- **Areas** (responsibilities with no end, whatever the document's age): Jun's seafaring papers -- all his
  employment contracts including finished ones (they are his sea-service record), DMW/POEA papers (OEC,
  e-registration, OWWA), certificates and licences, seaman's book, pre-employment medicals (PEME), the
  agency's letters (Seafaring). Household money -- allotment slips (the share of Jun's pay the agency credits
  to her each month), remittances, bank statements, budgets, Pag-IBIG MP2 savings, SSS and PhilHealth
  contributions and member records (Finance). The store -- inventory and sales exports, supplier invoices,
  credit (utang) lists, order lists, Mayor's permit, barangay clearance, BIR returns, BMBE (Store). The house
  and its bills (VECO, MCWD, internet, real-property tax, title) (Home). The children's schooling, fees and
  tuition included (School). The family's health -- lab results, prescriptions, check-ups, vaccinations
  and PhilHealth Konsulta, even when a school asked for them (Health); Jun's PEME is Seafaring. The
  motorcycle -- LTO registration, CTPL insurance, maintenance (Motorcycle).
- **Resources** (reference and interests): Jun's marine-engineering reference (Seafaring); store business
  guides and DTI price bulletins (Store); nursing reviewers Gel saved (School); the motorcycle's owner's
  manual (Motorcycle); appliance manuals (Home); prayers, novenas and devotionals (Church); recipes (Cooking); ebooks
  (Books); music (Music); installers (Software); family, church, Sinulog and saved pictures and screenshots
  (Photos) -- except photos documenting a project, current or finished (extension progress: Projects Home;
  Odette damage: Archive Home; the Manila trip: Archive Travel), and those inside the phone backup.
- **Archive** (finished things): the Manila trip of April 2024 (Travel); Jun's 2023 upgrading to Second
  Engineer (Seafaring); the Odette roof repair 2021-2022 (Home); her bank-teller job at MVSB, ended 2015 --
  everything from it, manuals included (Banking); the old phone backup (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$...``), ``desktop.ini``,
  ``Thumbs.db`` (topic System). Dot files (``.nomedia`` and the like) are written with ``dot()`` and not labelled.

Topics are subjects: the allotment is Finance like the bank, tuition is School, the extension is Home like
the bills. ``hard`` marks a text file whose name and folder say nothing about its subject
(``Downloads/document (3).pdf``, ``Desktop/New Text Document.txt``, ``Documents/Scanned
Documents/img20260314_0930.pdf``, ``2024/scan0012.pdf``); images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers and people

FIRST = ["Nonoy", "Inday", "Dodong", "Ramil", "Jocelyn", "Marites", "Edgar", "Lorna", "Cherry", "Ruel",
         "Analyn", "Tessie", "Arnel", "Glenda", "Bebot", "Rowena", "Junrey", "Mylene"]
SURN = ["Abellana", "Ybanez", "Tan", "Go", "Alcoseba", "Gabuya", "Rosales", "Pacana", "Villamor", "Labra",
        "Cuizon", "Ouano", "Dela Cruz", "Sanchez", "Mendoza", "Cabrera", "Lim", "Ramos"]
JUN = "ROGELIO A. CABAHUG JR."
WENG = "MARIA LUISA A. CABAHUG"
ADDR = "Sitio Lubi, Brgy. Mabolo, Cebu City 6000"
AGENCY = "TRANS-VISAYAS MARITIME AGENCY, INC."
AGENCY_ADDR = "3/F Anchor Bldg., 1420 A. Mabini St., Ermita, Manila | Cebu Liaison: Pier Area, North Reclamation"
PRINCIPAL = "Hollberg Shipmanagement GmbH, Hamburg, Germany"
VMTC = "QUEEN CITY MARITIME TRAINING CENTER, INC."
VMTC_ADDR = "2/F Harbor View Bldg., M.J. Cuenco Ave., Cebu City | Accredited by MARINA"
BUILDER = "RJ YBANEZ CONSTRUCTION & DESIGN"
BUILDER_ADDR = "Engr. Ramil J. Ybanez | Lopez Jaena St., Mandaue City | 0917 412 8830"
HARDWARE = "MABOLO BUILDERS HARDWARE & CONSTRUCTION SUPPLY"
STORE = "WENG'S SARI-SARI STORE"
COLLEGE = "COLEGIO DE STA. CATALINA DE CEBU - College of Nursing"
SHS = "MABOLO INTEGRATED NATIONAL HIGH SCHOOL - Senior High School"
ELEM = "HOLY ROSARY ACADEMY OF CEBU - Grade School Department"
BANK = "PACIFIC UNION SAVINGS BANK - Banilad Branch"
VESSELS = {
    2021: ("MV LADY ILANG", "9388214", "Panama", "Third Engineer", 1500, "Feb 2021", "Nov 2021"),
    2022: ("MV NORDIC TERN", "9402177", "Liberia", "Third Engineer", 1650, "Mar 2022", "Dec 2022"),
    2023: ("MV BALTIC MERIDIAN", "9511420", "Malta", "Second Engineer", 3350, "Nov 2023", "Aug 2024"),
    2024: ("MV NORDIC TERN", "9402177", "Liberia", "Second Engineer", 3450, "Dec 2024", "Aug 2025"),
    2025: ("MV OCEAN CARINA", "9634412", "Marshall Islands", "Second Engineer", 3600, "Oct 2025", "Jul 2026"),
}
ITEMS = [("Lucky Me Pancit Canton 60g", "Noodles", 14.25, 17), ("Lucky Me Beef Mami 55g", "Noodles", 9.6, 12),
         ("Kopiko Brown 3in1 27.5g", "Kape", 8.3, 10), ("Nescafe Classic stick", "Kape", 1.65, 2),
         ("Coke Mismo 290ml", "Ilimnon", 13.5, 16), ("Royal Mismo 290ml", "Ilimnon", 13.5, 16),
         ("Ligo Sardines 155g", "De lata", 21.0, 25), ("Century Tuna 155g", "De lata", 33.5, 38),
         ("Bear Brand Swak 33g", "Gatas", 11.2, 13), ("Safeguard Pure White 60g", "Sabon", 24.0, 28),
         ("Surf Powder 65g", "Sabon", 8.1, 10), ("Joy Dishwashing 20ml", "Sabon", 6.5, 8),
         ("Bugas Dinorado (kilo)", "Bugas", 52.0, 58), ("Mantika 1/4 L", "Lutuanan", 22.0, 27),
         ("Itlog (piraso)", "Lutuanan", 8.2, 10), ("Asin 1/4 kilo", "Lutuanan", 6.0, 8),
         ("Yelo (bag)", "Uban pa", 3.0, 5), ("Skyflakes 25g", "Snacks", 6.4, 8), ("Piattos 40g", "Snacks", 17.5, 20)]


def _ds(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _p(r: random.Random, lo: float, hi: float) -> str:
    return f"PHP {r.uniform(lo, hi):,.2f}"


def _who(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def _no(r: random.Random, k: int = 7) -> str:
    return "".join(str(r.randint(0, 9)) for _ in range(k))


def _eml(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt:%a, %d %b %Y} 09:{dt.day:02d}:00 +0800\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


def _ics(uid: str, start: str, end: str, summary: str, loc: str, desc: str) -> str:
    return ("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\nBEGIN:VEVENT\n"
            f"UID:{uid}\nDTSTART:{start}\nDTEND:{end}\nSUMMARY:{summary}\nLOCATION:{loc}\n"
            f"DESCRIPTION:{desc}\nEND:VEVENT\nEND:VCALENDAR\n")


# --------------------------------------------------------------------------- Seafaring


def t_contract(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        v, imo, flag, rank, basic, on, off = VESSELS[year]
        return (f"Republic of the Philippines\nDepartment of Migrant Workers (formerly POEA)\n"
                f"CONTRACT OF EMPLOYMENT - POEA Standard Employment Contract for Seafarers\n"
                f"This contract, entered into voluntarily by and between:\nName of Seafarer: {JUN}\n"
                f"Date of Birth: 03 November 1978  Place of Birth: Cebu City\nAddress: {ADDR}\n"
                f"SIRB No.: D{_no(r)}  SRC No.: {_no(r, 9)}\nand\nName of Agent: {AGENCY}\n"
                f"for and in behalf of Principal: {PRINCIPAL}\nName of Vessel: {v}  IMO No.: {imo}\n"
                f"Flag: {flag}  Vessel Type: Bulk Carrier  GRT: {r.randint(38000, 46000):,}\n"
                f"1.1 Duration of Contract: {9 if year == 2025 else 9} months +/- 1 month (from {on})\n"
                f"1.2 Position: {rank.upper()}\n1.3 Basic Monthly Salary: USD {basic:,.2f}\n"
                f"1.4 Hours of Work: 48 hours per week\n1.5 Fixed Overtime: USD {basic * 0.3:,.2f} per month\n"
                f"1.6 Vacation Leave with Pay: 8 days per month\n1.7 Point of Hire: Manila, Philippines\n"
                f"Collective Bargaining Agreement: IBF-JNG, covered\nAllotment: not less than 80% of basic, "
                f"payable to allottee {WENG} (wife)\nSigned at Manila, Philippines on {_ds(dt)}\n"
                f"Seafarer: {JUN}   For the Employer: {_who(r).upper()}, Crewing Manager\n"
                f"Verified and approved by the DMW: {_ds(dt + timedelta(days=2))}")
    return f


def t_oec(r: random.Random, dt: datetime) -> str:
    return (f"DEPARTMENT OF MIGRANT WORKERS\nOVERSEAS EMPLOYMENT CERTIFICATE (OEC) - Exit Clearance\n"
            f"OEC No.: {_no(r, 10)}   Date issued: {_ds(dt)}   Valid until: {_ds(dt + timedelta(days=60))}\n"
            f"Name: {JUN}\nPosition: 2ND ENGINEER   Sea-based\nEmployer/Principal: {PRINCIPAL}\n"
            f"Vessel: MV OCEAN CARINA (Marshall Islands)\nLicensed Manning Agency: {AGENCY}\n"
            f"Joining port: Singapore   Contract duration: 9 months\nThis OEC is exempted from the travel tax and "
            f"airport terminal fee.\nPresent this certificate to the Immigration Officer at the port of exit.")


def t_ereg(r: random.Random, dt: datetime) -> str:
    return (f"DMW ONLINE SERVICES - e-Registration Information Sheet (Seafarer)\nAccount No.: SB-{_no(r, 8)}\n"
            f"Name: CABAHUG, ROGELIO JR. ABAD\nSex: Male  Civil status: Married\n"
            f"Spouse: {WENG}\nContact: 0927 551 {_no(r, 4)}  Email: jun.cabahug78@gmail.com\n"
            f"Seaman's Book (SIRB): D{_no(r)}  Passport: P{_no(r)}B\nRank: Second Engineer\n"
            f"Beneficiaries: Maria Luisa (wife), Angelica, Paolo, Jasmine (children)\n"
            f"OWWA membership: active until {_ds(dt + timedelta(days=600))}\nPrinted {_ds(dt)}")


def t_cert(title: str, reg: str, years: int):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"Republic of the Philippines\nDepartment of Transportation\nMARITIME INDUSTRY AUTHORITY (MARINA)\n"
                f"STCW Office\nCERTIFICATE OF PROFICIENCY\nNo. COP-{_no(r, 9)}\n"
                f"The Government of the Republic of the Philippines certifies that {JUN}\n"
                f"has been found duly qualified in accordance with the provisions of Regulation {reg} of the\n"
                f"International Convention on Standards of Training, Certification and Watchkeeping for\n"
                f"Seafarers, 1978, as amended, and has completed: {title}\nDate of issue: {_ds(dt)}\n"
                f"Date of expiry: {_ds(dt + timedelta(days=365 * years))}\nVerify at marina.gov.ph (MISMO)")
    return f


def t_coc(r: random.Random, dt: datetime) -> str:
    return (f"MARITIME INDUSTRY AUTHORITY\nCERTIFICATE OF COMPETENCY (COC)\nNo. {_no(r, 10)}\n"
            f"Issued under the provisions of the STCW Convention, Regulation III/2\nHolder: {JUN}\n"
            f"Capacity: SECOND ENGINEER OFFICER   Limitations: None\nPropulsion power: 3000 kW or more\n"
            f"Date of issue: {_ds(dt)}   Date of expiry: {_ds(dt + timedelta(days=1826))}\n"
            f"Endorsement attesting recognition (flag states): Marshall Islands, Liberia, Malta")


def t_peme(r: random.Random, dt: datetime) -> str:
    return (f"SEAFARERS' MEDICAL CENTER CEBU (DOH-accredited, MARINA-recognized)\nPRE-EMPLOYMENT MEDICAL "
            f"EXAMINATION (PEME)\nName: {JUN}  Age: 46  Rank: 2/E\nAgency: {AGENCY}\nDate: {_ds(dt)}\n"
            f"BP: {r.randint(122, 138)}/{r.randint(78, 88)}  Height 168 cm  Weight {r.randint(72, 79)} kg\n"
            f"Chest X-ray: normal  ECG: normal sinus rhythm  Audiometry: within normal limits\n"
            f"FBS {r.randint(88, 104)} mg/dL  Cholesterol {r.randint(180, 215)} mg/dL  Drug test: NEGATIVE\n"
            f"Colour vision: passed (Ishihara)\nFINDINGS: FIT FOR SEA DUTY - deck/engine, worldwide\n"
            f"Valid for 2 years.  Examining physician: {_who(r)}, MD")


def t_sea_service(r: random.Random, dt: datetime) -> str:
    rows = ["Vessel;Type;Flag;Rank;Sign on;Sign off;Months",
            "MV PACIFIC JADE;Bulk;Panama;Oiler;Jun 2009;Mar 2010;9", "MV PACIFIC JADE;Bulk;Panama;4/E;Jan 2012;Oct 2012;9",
            "MV SEA LOTUS;Tanker;Liberia;4/E;Mar 2014;Dec 2014;9", "MV SEA LOTUS;Tanker;Liberia;3/E;Jun 2016;Mar 2017;9",
            "MV ARCTIC PLOVER;Bulk;Malta;3/E;Jan 2019;Oct 2019;9"]
    for y, (v, _i, fl, rank, _b, on, off) in VESSELS.items():
        rows.append(f"{v};Bulk;{fl};{'2/E' if 'Second' in rank else '3/E'};{on};{off if y < 2025 else 'on board'};9")
    return "\n".join(rows)


def t_join(r: random.Random, dt: datetime) -> str:
    return (f"{AGENCY}\nJOINING INSTRUCTIONS\nTo: 2/E {JUN}\nVessel: MV OCEAN CARINA  Port: Singapore "
            f"(Jurong anchorage)\nFlight: MNL-SIN, depart {_ds(dt + timedelta(days=5))} 06:35, ticket issued by "
            f"agency\nReport to the Manila office 2 days before for PDOS and documents check.\nBring: passport, "
            f"SIRB, COC, all COPs, PEME, yellow fever card, OEC.\nShip's agent in Singapore: {_who(r)}, "
            f"+65 9{_no(r, 7)}\nRelief for: 2/E {_who(r)} (signing off)")


def t_agency_letter(r: random.Random, dt: datetime) -> str:
    return (f"{AGENCY}\n{AGENCY_ADDR}\n{_ds(dt)}\nMrs. {WENG}\n{ADDR}\nDear Mrs. Cabahug,\n"
            f"Ipinapaalam po namin na ang inyong asawa, 2/E Rogelio Cabahug Jr., ay pumayag na i-extend ang kanyang "
            f"kontrata sa MV Ocean Carina ng isang (1) buwan, hanggang July 2026, dahil sa dry-dock schedule ng "
            f"barko.\nWalang pagbabago sa allotment. Para sa anumang tanong, tumawag lamang sa aming Cebu liaison "
            f"office, (032) 412-{_no(r, 4)}.\nLubos na gumagalang,\n{_who(r)}\nCrewing Officer")


# --------------------------------------------------------------------------- Training project (Seafaring)


def t_enroll(r: random.Random, dt: datetime) -> str:
    return (f"{VMTC}\n{VMTC_ADDR}\nENROLMENT / RESERVATION SLIP  No. {_no(r, 6)}\nDate: {_ds(dt)}\n"
            f"Trainee: CABAHUG, ROGELIO JR. A.   Rank: 2/E   SRN: {_no(r, 9)}\n"
            f"Course 1: Basic Training (BT) Refresher/Updating - July 20-22, 2026 - PHP 4,800.00\n"
            f"Course 2: Advanced Fire Fighting (AFF) Refresher - July 23-24, 2026 - PHP 5,200.00\n"
            f"Reservation fee paid: PHP 3,000.00 (balance payable on or before July 13, 2026)\n"
            f"Reserved by: {WENG} (wife), contact 0917 305 {_no(r, 4)}\n"
            f"Note: the trainee must attend personally; reservation is forfeited after 2 no-shows.")


def t_train_req(r: random.Random, dt: datetime) -> str:
    return (f"{VMTC}\nREQUIREMENTS FOR REFRESHER COURSES (BT / AFF)\n1. Photocopy of valid passport and SIRB\n"
            f"2. Original and photocopy of existing COP (BT, AFF)\n3. Valid PEME or medical certificate\n"
            f"4. Two (2) pcs 2x2 ID picture, white background, in collared shirt\n5. Certificate of sea "
            f"service, at least 12 months within the last 5 years\n6. Payment of full course fees\n"
            f"Classes start 7:30 AM sharp. Bring coverall and safety shoes for the fire-fighting practical.")


def t_train_receipt(r: random.Random, dt: datetime) -> str:
    return (f"{VMTC}\nOFFICIAL RECEIPT No. {r.randint(20000, 29999)}\nDate: {_ds(dt)}\nReceived from: "
            f"MARIA LUISA CABAHUG\nFor: reservation fee - BT and AFF refresher, trainee R. Cabahug Jr.\n"
            f"Amount: PHP 3,000.00  (Three thousand pesos only)\nPayment: GCash ref {_no(r, 13)}\n"
            f"Cashier: {_who(r)}")


def t_train_email(r: random.Random, dt: datetime) -> str:
    return _eml("registrar@qcmtc-cebu.ph", "wengcabahug@gmail.com", "Re: your inquiry - BT and AFF refresher",
                dt, "Good day Ma'am Maria Luisa,\nThank you for your inquiry. We confirm the reservation of "
                "Mr. Rogelio Cabahug Jr. in our Basic Training Refresher (July 20-22) and Advanced Fire Fighting "
                "Refresher (July 23-24, 2026). Please settle the balance of PHP 7,000.00 on or before July 13. "
                "After completion we will encode the training in MISMO so that he can apply for COP "
                "revalidation at MARINA.\nRegards,\nRegistrar, Queen City Maritime Training Center")


def t_jun_msg(r: random.Random, dt: datetime) -> str:
    return _eml("jun.cabahug78@gmail.com", "wengcabahug@gmail.com", "training", dt,
                "Ma, palihug ko pa-reserve sa BT ug AFF refresher didto sa Queen City sa M.J. Cuenco. Mo-expire na "
                "akong COP sa September, dili ko makasakay ug balik kung dili ma-renew. July 20 ang sugod kay "
                "mo-sign off ko sa Singapore July 10 or 12. Ang 2x2 nako naa sa drawer sa kwarto. Salamat Ma. "
                "Ingna ang mga bata nga mingaw na ko. - Pa")


def t_train_notes(r: random.Random, dt: datetime) -> str:
    return ("tawag ni Jun 6pm\n- sign off Singapore July 10-12, flight MNL then Cebu\n- BT refresher July 20-22, AFF "
            "July 23-24 sa Queen City Maritime\n- balance P7,000 bayran before July 13 (GCash ok)\n- pangitaon: "
            "old COP BT ug AFF (naa sa brown envelope), SIRB, passport\n- PEME valid pa until Oct 2027\n"
            "- after training: MARINA MISMO appointment para COP revalidation, kuha ug sked Aug 3\n"
            "- coverall ug safety shoes naa sa iyang maleta")


def t_marina_appt(r: random.Random, dt: datetime) -> str:
    return (f"MARINA Integrated Seafarers Management Online (MISMO)\nAPPOINTMENT CONFIRMATION\nReference No.: "
            f"APT-{_no(r, 10)}\nApplicant: {JUN}\nTransaction: Revalidation of COP - Basic Training (Reg VI/1) and "
            f"Advanced Fire Fighting (Reg VI/3)\nOffice: MARINA Regional Office VII, Cebu City\nSchedule: "
            f"August 3, 2026, 9:00 AM\nBring the original certificates of the refresher courses and the old COPs.")


def t_train_budget(r: random.Random, dt: datetime) -> str:
    return ("Item;Amount;Paid;Remarks\nBT refresher;4800;3000;reservation July\nAFF refresher;5200;0;\n"
            "MARINA COP revalidation fees;1400;0;Aug 3\nPlete ug pagkaon 5 days;1500;0;\nPhotos 2x2;150;150;\n"
            "Total;13050;3150;")


# --------------------------------------------------------------------------- Upgrading 2023 (Archive Seafaring)


def t_mlc(r: random.Random, dt: datetime) -> str:
    return (f"CEBU MARITIME ACADEMY FOUNDATION - Training Department\nCERTIFICATE OF COMPLETION\nThis certifies that "
            f"{JUN} has satisfactorily completed the\nMANAGEMENT LEVEL COURSE FOR MARINE ENGINEERS (MLC-ME), "
            f"Functions 1-4,\nconducted {_ds(dt - timedelta(days=110))} to {_ds(dt)}, as required for the "
            f"Second Engineer Officer assessment under STCW Reg. III/2.\nCertificate No. MLC-{_no(r, 6)}")


def t_board(r: random.Random, dt: datetime) -> str:
    return (f"MARITIME INDUSTRY AUTHORITY - Board Examination for Marine Engineers\nNOTICE OF RESULT\nExaminee: "
            f"{JUN}  Examination: Second Engineer Officer (Management Level)\nTheoretical examination: "
            f"PASSED ({r.randint(74, 86)}%)\nPractical assessment (oral): PASSED\nDate released: {_ds(dt)}\n"
            f"Proceed to the COC issuance window with this notice and your MLC certificate.")


def t_review(r: random.Random, dt: datetime) -> str:
    return (f"MARINERS' REVIEW CENTER CEBU\nOfficial Receipt No. {_no(r, 5)}  Date: {_ds(dt)}\nReceived from: "
            f"Rogelio Cabahug Jr.\nFor: 2/E board exam review package (theory + oral coaching)\nAmount: PHP 9,500.00")


def t_review_notes(r: random.Random, dt: datetime) -> str:
    return ("2/E oral exam reviewer - Jun, 2023\n1. Fuel oil purifier: gravity disc selection, interface, sludge "
            "discharge\n2. Main engine crankcase explosion - causes, oil mist detector, relief valves\n3. "
            "Scavenge fire - signs, action\n4. Boiler water tests: alkalinity, chlorides, phosphate\n5. MARPOL "
            "Annex I: oil record book part I entries, OWS 15 ppm\n6. Ballast water management plan\n"
            "7. Enclosed space entry, permit to work\nMemoryahon: hydraulic jack pressures sa ME bolts")


def t_ref(title: str, body: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"{title}\n{body}\nCompiled for shipboard reference. Rev. {r.randint(2, 9)}"
    return f


# --------------------------------------------------------------------------- Finance


def t_allot(r: random.Random, dt: datetime) -> str:
    rate = r.uniform(56.1, 58.9)
    usd = 2900.0
    return (f"{AGENCY}\nALLOTMENT SLIP / ADVICE OF CREDIT\nAllotment month: {dt:%B %Y}\nSeafarer: CABAHUG, "
            f"ROGELIO JR. A.   Rank: 2/E   Vessel: MV OCEAN CARINA\nAllottee: {WENG} (Wife)\n"
            f"Bank: {BANK}  Savings Acct No. ****-****-4471\nAllotment: USD {usd:,.2f}  Exchange rate: {rate:.4f}\n"
            f"Amount credited: PHP {usd * rate:,.2f}\nLess: SSS/PhilHealth/Pag-IBIG (seafarer share) deducted "
            f"on board\nDate credited: {_ds(dt)}\nThis is a system-generated slip.")


def t_remit(r: random.Random, dt: datetime) -> str:
    usd = r.choice([200, 300, 500, 800])
    rate = r.uniform(56.0, 58.7)
    return (f"MONEYBRIDGE REMIT - Transaction Receipt\nControl No.: MBR-{_no(r, 10)}\nDate: {_ds(dt)}\n"
            f"Sender: ROGELIO CABAHUG JR (via mobile app, vessel MV Ocean Carina)\nReceiver: MARIA LUISA CABAHUG, "
            f"Cebu City\nAmount sent: USD {usd:,.2f}  Rate: {rate:.2f}\nAmount received: PHP {usd * rate:,.2f}\n"
            f"Payout: credited to GCash 0917 305 xxxx\nMessage: para sa tuition ni Gel ug ang bayad sa semento")


def t_bank_stmt(r: random.Random, dt: datetime) -> str:
    bal = r.uniform(80000, 160000)
    lines = [f"{BANK}\nSTATEMENT OF ACCOUNT - Regular Savings\nAccount name: {WENG}\nAccount no.: 0012-3381-4471\n"
             f"Period: {dt - timedelta(days=30):%b %d} - {dt:%b %d, %Y}\nDate  Description  Debit  Credit  Balance"]
    for desc, sign in (("ALLOTMENT CREDIT TVMAI", 1), ("ATM WDL MABOLO", -1), ("INSTAPAY TO GCASH", -1),
                       ("BILLS PAY VECO", -1), ("ATM WDL SM CITY", -1), ("INTEREST", 1)):
        amt = r.uniform(160000, 170000) if desc.startswith("ALLOT") else r.uniform(50, 40000 if sign < 0 else 90)
        bal += sign * amt
        lines.append(f"{desc}  {'' if sign > 0 else f'{amt:,.2f}'}  {f'{amt:,.2f}' if sign > 0 else ''}  {bal:,.2f}")
    return "\n".join(lines)


def t_bank_csv(r: random.Random, dt: datetime) -> str:
    rows = ["Date,Description,Debit,Credit,Balance"]
    bal = r.uniform(60000, 120000)
    for i in range(10):
        d = dt - timedelta(days=28 - i * 3)
        desc = r.choice(["ATM WITHDRAWAL", "INSTAPAY TRANSFER", "BILLS PAYMENT MCWD", "POS PURCHASE METRO"])
        if i == 2:
            desc, amt = "ALLOTMENT CREDIT TRANS-VISAYAS MARITIME", r.uniform(160000, 170000)
            bal += amt
            rows.append(f"{d:%Y-%m-%d},{desc},,{amt:.2f},{bal:.2f}")
        else:
            amt = r.uniform(300, 20000)
            bal -= amt
            rows.append(f"{d:%Y-%m-%d},{desc},{amt:.2f},,{bal:.2f}")
    return "\n".join(rows)


def t_mp2(r: random.Random, dt: datetime) -> str:
    tot = r.uniform(120000, 180000)
    return (f"PAG-IBIG FUND (Home Development Mutual Fund)\nMODIFIED PAG-IBIG 2 (MP2) SAVINGS - STATEMENT\n"
            f"Member: {WENG}  MID No.: 1211-{_no(r, 4)}-{_no(r, 4)}\nMP2 Account No.: 1080-{_no(r, 4)}-{_no(r, 4)}\n"
            f"Monthly savings: PHP 3,000.00  Mode: over-the-counter, Pag-IBIG Cebu Business Center\n"
            f"Total savings as of {_ds(dt)}: PHP {tot:,.2f}\nDividends credited: PHP {tot * 0.07:,.2f}\n"
            f"Maturity: 5 years from first remittance (March 2022)")


def t_mp2_form(r: random.Random, dt: datetime) -> str:
    return (f"PAG-IBIG FUND - MP2 ENROLLMENT FORM\nMember name: {WENG}\nPag-IBIG MID: 1211-{_no(r, 4)}-"
            f"{_no(r, 4)}\nSource of funds: remittance / allotment from husband (seafarer); sari-sari store income\n"
            f"Mode of dividend payout: compounded at maturity\nAmount of savings: PHP 2,000.00 monthly\n"
            f"Signed {_ds(dt)}")


def t_sss(r: random.Random, dt: datetime) -> str:
    lines = [f"SOCIAL SECURITY SYSTEM\nMember Contributions - Statement\nSS No.: 06-{_no(r, 7)}-{r.randint(1, 9)}\n"
             f"Name: CABAHUG, MARIA LUISA ABELLANA  Membership type: Voluntary Member\nMonth  Contribution  PRN"]
    for i in range(6):
        m = dt - timedelta(days=30 * i)
        lines.append(f"{m:%b %Y}  PHP 1,400.00  PRN {_no(r, 13)}")
    lines.append("Total posted contributions to date: " + str(r.randint(180, 220)) + " months")
    return "\n".join(lines)


def t_philhealth(r: random.Random, dt: datetime) -> str:
    return (f"PHILIPPINE HEALTH INSURANCE CORPORATION\nMEMBER DATA RECORD (MDR)\nPIN: 11-{_no(r, 9)}-{r.randint(1, 9)}\n"
            f"Member: CABAHUG, MARIA LUISA A.  Membership: Direct Contributor - Self-Earning Individual\n"
            f"Address: {ADDR}\nDependents: CABAHUG, ANGELICA (child, 20) - until age 21; CABAHUG, PAOLO (child);"
            f" CABAHUG, JASMINE (child)\nPremium: 5% of declared monthly income, paid quarterly\n"
            f"Konsulta provider: Mabolo Health Center\nDate printed: {_ds(dt)}")


def t_budget(r: random.Random, dt: datetime) -> str:
    cats = [("Allotment", 165000), ("Tindahan kita", 18000), ("Tuition Gel", -9700), ("Baon mga bata", -6000),
            ("Kuryente VECO", -4200), ("Tubig MCWD", -850), ("Internet", -1699), ("Grocery/Palengke", -14000),
            ("Extension bayad", -45000), ("Pag-IBIG MP2", -3000), ("SSS", -1400), ("PhilHealth", -900),
            ("Padala kang Mama sa Bohol", -3000), ("Simbahan/halad", -1000), ("Motor gasolina", -1500)]
    head = "Kategorya;Jan;Feb;Mar;Apr;May;Jun"
    return head + "\n" + "\n".join(f"{c};" + ";".join(str(int(v * r.uniform(0.85, 1.15))) for _ in range(6))
                                   for c, v in cats)


def t_ledger(r: random.Random, dt: datetime) -> str:
    lines = [f"Gastos sa balay - {dt:%B %Y}"]
    for i in range(10):
        lines.append(f"{dt.month}/{r.randint(1, 28)} {r.choice(['palengke Carbon', 'grocery Metro', 'baon Paolo', 'load', 'gas motor', 'bugas 25kg', 'tubig MCWD', 'VECO', 'gamot Jam', 'jeep/taxi'])} - P{r.randint(80, 3500)}")
    return "\n".join(lines)


def t_padala(r: random.Random, dt: datetime) -> str:
    return "Padala ni Jun (dugang sa allotment)\n" + "\n".join(
        f"{(dt - timedelta(days=31 * i)):%b %d} - ${r.choice([200, 300, 500])} - {r.choice(['tuition Gel', 'extension', 'savings', 'birthday Jam', 'semento'])}"
        for i in range(8))


def t_pagibig_notice(r: random.Random, dt: datetime) -> str:
    return _eml("noreply@pagibigfund.gov.ph", "wengcabahug@gmail.com", "Notice", dt,
                f"Dear Member,\nThe Pag-IBIG Fund declared dividends for its MP2 Savings for {dt.year - 1}. Your MP2 "
                f"account 1080-xxxx-{_no(r, 4)} has been credited. You may view your savings at Virtual Pag-IBIG.\n"
                "This is a system-generated message. Do not reply.")


# --------------------------------------------------------------------------- Store


def t_inventory(r: random.Random, dt: datetime) -> str:
    rows = ["Item,Kategorya,Qty,Puhunan,SRP,Reorder"]
    for name, cat, cost, srp in ITEMS:
        rows.append(f"{name},{cat},{r.randint(0, 60)},{cost * r.uniform(0.97, 1.05):.2f},{srp},{r.choice(['oo', 'dili'])}")
    return "\n".join(rows)


def t_sales(r: random.Random, dt: datetime) -> str:
    rows = ["Date,Item,Qty,Amount,Bayad"]
    for i in range(r.randint(18, 30)):
        name, _c, _cost, srp = r.choice(ITEMS)
        q = r.randint(1, 6)
        rows.append(f"{dt - timedelta(days=r.randint(0, 27)):%Y-%m-%d},{name},{q},{q * srp:.2f},"
                    f"{r.choice(['Cash', 'Cash', 'Cash', 'GCash', 'Utang'])}")
    return "\n".join(rows)


def t_wholesale(r: random.Random, dt: datetime) -> str:
    lines = [f"CARBON WHOLESALE CENTER - M.C. Briones St., Cebu City\nSALES INVOICE No. {_no(r, 6)}\nSold to: "
             f"{STORE} ({WENG})\nAddress: {ADDR}\nDate: {_ds(dt)}\nQty  Unit  Description  Amount"]
    tot = 0.0
    for name, _c, cost, _s in r.sample(ITEMS, 7):
        q = r.randint(1, 5)
        amt = q * cost * r.choice([24, 36, 48])
        tot += amt
        lines.append(f"{q}  case  {name}  {amt:,.2f}")
    lines.append(f"TOTAL: PHP {tot:,.2f}  Terms: cash")
    return "\n".join(lines)


def t_softdrinks(r: random.Random, dt: datetime) -> str:
    return (f"CEBU SOFTDRINKS DISTRIBUTORS - Route 14 Mabolo\nDELIVERY RECEIPT No. {_no(r, 7)}\nCustomer: "
            f"Weng's Sari-Sari Store  Date: {_ds(dt)}\nCoke Mismo 290ml x 2 cs, Royal Mismo x 1 cs, Sprite 1.5L x 1 cs\n"
            f"Empty bottles returned: 3 cs\nAmount due: {_p(r, 1800, 2900)}  Received by: Weng")


def t_mayor(r: random.Random, dt: datetime) -> str:
    return (f"Republic of the Philippines\nCity of Cebu\nOFFICE OF THE CITY MAYOR - Business Permits and Licensing "
            f"Office\nMAYOR'S PERMIT No. {dt.year}-{_no(r, 6)}\nIs hereby granted to: {WENG}\nBusiness name: "
            f"{STORE}\nLine of business: Retail - Sari-sari store\nLocation: {ADDR}\nValid until December 31, "
            f"{dt.year}\nFees paid: {_p(r, 1100, 2600)}  O.R. No. {_no(r, 8)}")


def t_brgy(r: random.Random, dt: datetime) -> str:
    return (f"Republic of the Philippines\nBarangay Mabolo, Cebu City\nBARANGAY BUSINESS CLEARANCE\nThis is to certify "
            f"that {STORE}, owned by {WENG}, located at Sitio Lubi, is allowed to operate a sari-sari store within "
            f"the barangay for the year {dt.year}.\nIssued {_ds(dt)}.\nPunong Barangay: HON. {_who(r).upper()}\n"
            f"Fee: PHP 300.00")


def t_bir(r: random.Random, dt: datetime) -> str:
    q = (dt.month - 1) // 3 + 1
    return (f"BIR Form No. 2551Q - Quarterly Percentage Tax Return\nTIN: 412-{_no(r, 3)}-{_no(r, 3)}-000  RDO 081 "
            f"Cebu City North\nTaxpayer: CABAHUG, MARIA LUISA A. - {STORE}\nQuarter: Q{q if q > 1 else 4} "
            f"Gross sales: {_p(r, 90000, 150000)}  Tax rate: 3%\nFiled via eBIRForms on {_ds(dt)}")


def t_utang(r: random.Random, dt: datetime) -> str:
    rows = ["Pangalan;Gikuha;Kantidad;Petsa;Bayad na?"]
    for i in range(12):
        name, _c, _cost, srp = r.choice(ITEMS)
        rows.append(f"{r.choice(['Nang', 'Day', 'Nong', 'Te'])} {r.choice(FIRST)};{name};{srp * r.randint(1, 4)};"
                    f"{dt - timedelta(days=r.randint(0, 40)):%m/%d};{r.choice(['oo', 'wala pa', 'tunga'])}")
    return "\n".join(rows)


def t_order_list(r: random.Random, dt: datetime) -> str:
    return ("Palitonon sa Carbon (tindahan)\n" + "\n".join(
        f"- {name} x {r.randint(1, 4)} {r.choice(['case', 'pack', 'dosena'])}" for name, *_ in r.sample(ITEMS, 9))
        + "\n- yelo supplier tawgan\n- ipa-ayo ang freezer sa tindahan")


def t_price_list(r: random.Random, dt: datetime) -> str:
    return "Item;Puhunan;Presyo;Tubo\n" + "\n".join(
        f"{n};{c:.2f};{s};{s - c:.2f}" for n, _k, c, s in ITEMS)


def t_permit_req(r: random.Random, dt: datetime) -> str:
    return ("Requirements - renewal sa business permit sa tindahan (January)\n1. Barangay business clearance\n"
            "2. Previous Mayor's permit\n3. Sworn statement of gross sales\n4. Community tax certificate (cedula)\n"
            "5. Fire safety inspection certificate (BFP)\n6. Sanitary permit\nAdto sa BPLO City Hall, window 4. "
            "Dala ug photocopy sa BMBE certificate.")


def t_bmbe(r: random.Random, dt: datetime) -> str:
    return (f"Republic of the Philippines - Department of Trade and Industry, Cebu Provincial Office\nCERTIFICATE OF "
            f"AUTHORITY - Barangay Micro Business Enterprise (BMBE)\nName of BMBE: {STORE}\nOwner: {WENG}\n"
            f"Address: {ADDR}\nTotal assets: below PHP 3,000,000\nCertificate No. BMBE-{_no(r, 6)}  Valid two "
            f"years from {_ds(dt)}")


def t_dti_srp(r: random.Random, dt: datetime) -> str:
    return ("DEPARTMENT OF TRADE AND INDUSTRY - Suggested Retail Price (SRP) Bulletin\nBasic necessities and prime "
            "commodities\n" + "\n".join(f"{n}  SRP PHP {s * r.uniform(0.95, 1.02):.2f}" for n, _k, _c, s in ITEMS[:12]))


# --------------------------------------------------------------------------- House extension (Projects Home)


def t_quote(r: random.Random, dt: datetime) -> str:
    mat, lab = r.uniform(560000, 640000), r.uniform(240000, 290000)
    return (f"{BUILDER}\n{BUILDER_ADDR}\nQUOTATION  No. Q-{_no(r, 4)}\nDate: {_ds(dt)}\nClient: Mrs. Maria Luisa "
            f"Cabahug\nProject: Proposed 2nd floor extension (1 bedroom + toilet & bath) over existing store, and "
            f"widening of store front\nLocation: {ADDR}\nScope: columns and beams, suspended slab, CHB walls, "
            f"roofing (long span), plumbing, electrical, tiles, doors and windows, painting\n"
            f"Materials: PHP {mat:,.2f}\nLabor: PHP {lab:,.2f}\nTotal contract price: PHP {mat + lab:,.2f}\n"
            f"Duration: 120 calendar days\nPayment: 30% downpayment, 30% at slab, 30% at roofing, 10% upon turnover\n"
            f"Valid 30 days.")


def t_agreement(r: random.Random, dt: datetime) -> str:
    return (f"CONSTRUCTION AGREEMENT\nThis agreement is made on {_ds(dt)} at Cebu City by and between:\n"
            f"MARIA LUISA A. CABAHUG, of legal age, married, residing at {ADDR}, the OWNER,\nand\n"
            f"RAMIL J. YBANEZ, doing business as {BUILDER}, the CONTRACTOR.\n1. The CONTRACTOR shall build the "
            f"second floor extension per approved plans (Building Permit to follow).\n2. Contract price: "
            f"{_p(r, 820000, 900000)}, inclusive of labor and materials, payable per schedule.\n3. Start: March "
            f"2026. Completion and turnover: on or before August 15, 2026.\n4. Any change order shall be in "
            f"writing and priced separately.\n5. Warranty: one (1) year on roof leaks and structural defects.\n"
            f"Signed: ___________ Owner   ___________ Contractor\nWitnesses: {_who(r)}, {_who(r)}")


def t_bldg_permit(r: random.Random, dt: datetime) -> str:
    return (f"Republic of the Philippines\nCity of Cebu\nOFFICE OF THE BUILDING OFFICIAL\nBUILDING PERMIT No. "
            f"07-{dt.year}-{_no(r, 5)}\nOwner/Applicant: CABAHUG, MARIA LUISA A.\nProject: Addition - second storey, "
            f"residential/commercial (sari-sari store)\nLocation: {ADDR}  TCT No. {_no(r, 6)}\nScope of work: "
            f"ADDITION  Floor area: 38.5 sq.m.\nDesigning engineer: Engr. Ramil J. Ybanez, PRC No. {_no(r, 7)}\n"
            f"Fees paid: {_p(r, 7800, 11500)}\nDate issued: {_ds(dt)}\nPost this permit at the site during construction.")


def t_hw_invoice(r: random.Random, dt: datetime) -> str:
    stock = [("Portland cement 40kg", 265), ("Deformed bar 10mm x 6m", 215), ("Deformed bar 12mm x 6m", 320),
             ("CHB 4 inches", 16), ("Washed sand (cu.m.)", 1450), ("Gravel 3/4 (cu.m.)", 1650),
             ("Tie wire #16 (kg)", 95), ("Marine plywood 1/2", 980), ("Coco lumber 2x3x10", 145),
             ("Long span roofing 0.4mm (lm)", 420), ("PVC pipe 4 inches", 520), ("THHN wire 3.5mm (box)", 3650)]
    lines = [f"{HARDWARE}\nJuan Luna Ave., Mabolo, Cebu City  TIN 201-{_no(r, 3)}-{_no(r, 3)}\nCHARGE/CASH SALES INVOICE "
             f"No. {_no(r, 6)}\nSold to: Maria Luisa Cabahug - c/o RJ Ybanez site, Sitio Lubi\nDate: {_ds(dt)}"]
    tot = 0.0
    for name, price in r.sample(stock, 5):
        q = r.randint(5, 120) if price < 500 else r.randint(1, 12)
        tot += q * price
        lines.append(f"{q} x {name} @ {price:,.2f} = {q * price:,.2f}")
    lines.append(f"TOTAL AMOUNT DUE: PHP {tot:,.2f}\nDelivered to site. Received by: Nong Boy (foreman)")
    return "\n".join(lines)


def t_billing(r: random.Random, dt: datetime) -> str:
    n = r.randint(1, 3)
    return (f"{BUILDER}\nPROGRESS BILLING No. {n}\nProject: 2nd floor extension - Cabahug residence/store, Mabolo\n"
            f"Date: {_ds(dt)}\nAccomplishment to date: {n * 27 + r.randint(0, 8)}%\nWork done: "
            f"{['columns and footings', 'beams and suspended slab', 'CHB walls and roof framing'][n - 1]}\n"
            f"Amount due this billing: {_p(r, 240000, 270000)}\nLess retention 10%\nPlease pay to Ramil J. Ybanez, "
            f"BPI acct ending 2281.")


def t_foreman(r: random.Random, dt: datetime) -> str:
    return _eml("nongboy.ybanez@gmail.com", "wengcabahug@gmail.com", "(no subject)", dt,
                "Maayong buntag Ma'am Weng. Nahuman na namo ang buhos sa slab gahapon, pauga-on sa usa ka semana. "
                "Kulang pa mi ug 40 ka sako semento ug 30 ka pirasong 12mm nga bakal para sa mga column sa taas. "
                "Palihug pa-deliver gikan sa Mabolo Builders karong Huwebes. Ang tubo sa CR sa taas, asa nimo gusto "
                "ibutang ang bowl? Tan-awa ang drawing nga gi-send ni Engr. Ramil. Salamat. - Boy")


def t_materials_left(r: random.Random, dt: datetime) -> str:
    return ("Kulang pa nga materyales - 2nd floor (ingon ni Nong Boy)\n- semento 40 sako\n- bakal 12mm 30 pcs, "
            "10mm 45 pcs\n- hollow blocks 600 pcs\n- long span roof 18 lm (kolor green)\n- tiles 60x60 para sa kwarto "
            "- pilion pa\n- bowl ug lababo sa CR\n- bintana jalousie 3 ka buok\nCanvass pa sa Mabolo Builders ug "
            "sa Citimart sa Banilad. Bayad 2nd billing due June 15.")


def t_canvass(r: random.Random, dt: datetime) -> str:
    rows = ["Materyales;Mabolo Builders;Banilad Citimart;Mandaue Depot"]
    for m, base in (("Cement 40kg", 265), ("Bar 10mm", 215), ("Bar 12mm", 320), ("CHB 4in", 16),
                    ("Long span lm", 420), ("Tiles 60x60 box", 780), ("Jalousie window", 2450)):
        rows.append(f"{m};" + ";".join(f"{base * r.uniform(0.95, 1.08):.2f}" for _ in range(3)))
    return "\n".join(rows)


def t_ext_payments(r: random.Random, dt: datetime) -> str:
    return ("Petsa;Gibayran;Kantidad;Tinubdan\n2026-03-02;Downpayment 30% RJ Ybanez;262500;savings bank\n"
            f"2026-03-10;Building permit OBO;{r.randint(7800, 11500)};cash\n2026-03-18;Materyales Mabolo Builders;"
            f"{r.randint(60000, 90000)};allotment\n2026-04-20;Progress billing 1;{r.randint(240000, 262000)};savings\n"
            f"2026-05-12;Materyales semento bakal;{r.randint(40000, 60000)};allotment\n2026-05-28;Meryenda sa "
            f"trabahante;{r.randint(2000, 4000)};tindahan")


def t_neighbor(r: random.Random, dt: datetime) -> str:
    return (f"{_ds(dt)}\nMr. and Mrs. {_who(r)}\nSitio Lubi, Mabolo\nMinahal namong silingan,\nGusto lang "
            f"namo ipahibalo nga magsugod na ang construction sa ikaduhang andana sa among balay ug tindahan "
            f"karong semanaha. Ang trabaho 8:00 AM hangtod 5:00 PM lang, walay trabaho kung Domingo. Kung naay "
            f"kabalaka bahin sa kasaba o abog, palihug ingna lang ko. Daghang salamat sa inyong pagsabot.\n"
            f"Weng Cabahug")


def t_letter_builder(r: random.Random, dt: datetime) -> str:
    return (f"{_ds(dt)}\nEngr. Ramil J. Ybanez\n{BUILDER}\nDear Engr. Ybanez,\nThis is to confirm the change order "
            f"we discussed: the toilet on the second floor will be moved to the left side near the stairs, and the "
            f"store front will have a roll-up door instead of a grill. Please send me the added cost in writing "
            f"before you proceed. Also please make sure the workers cover the store shelves during the slab "
            f"pouring.\nThank you,\nMaria Luisa Cabahug")


def t_weekly(r: random.Random, dt: datetime) -> str:
    return (f"{BUILDER} - WEEKLY SITE REPORT\nProject: Cabahug 2nd floor extension, Mabolo\nWeek ending: {_ds(dt)}\n"
            f"Manpower: 1 foreman, 3 carpenters/masons, 2 helpers\nWork done: {r.choice(['rebar works of 2nd floor columns', 'CHB laying 2nd floor walls', 'formworks for slab'])}\n"
            f"Issues: 1 day rain delay; waiting for cement delivery\nNext week: concrete pouring of columns\n"
            f"Accomplishment: {r.randint(45, 60)}%")


def t_plan_notes(r: random.Random, dt: datetime) -> str:
    return (f"{BUILDER}\nPLAN NOTES - Sheet A-1 (Second Floor Plan) and S-1 (Structural)\nBedroom 3.0 x 3.5 m, T&B "
            f"1.5 x 2.0 m, balcony 1.0 m over store front\nColumns C1 250x250 mm, 4-16mm bars; beams B1 200x400\n"
            f"Slab thickness 125 mm, 10mm bars at 200 mm o.c.\nRoof: long span pre-painted 0.4 mm on C-purlins\n"
            f"Store front opening widened to 3.2 m with roll-up door\nPrepared by Engr. Ramil J. Ybanez, {_ds(dt)}")


# --------------------------------------------------------------------------- House (Areas Home), Odette (Archive Home)


def t_veco(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(310, 520)
    return (f"VISAYAN ELECTRIC COMPANY, INC. (VECO)\nSTATEMENT OF ACCOUNT\nAccount No.: 80-{_no(r, 8)}\nName: "
            f"CABAHUG, ROGELIO JR.\nService address: {ADDR}\nBilling period: {dt - timedelta(days=30):%b %d} - "
            f"{dt:%b %d, %Y}\nkWh used: {kwh}\nGeneration, transmission, system loss, distribution charges\n"
            f"Total amount due: PHP {kwh * r.uniform(11.2, 12.4):,.2f}\nDue date: {_ds(dt + timedelta(days=10))}\n"
            f"Pay at VECO offices, bayad centers or online.")


def t_mcwd(r: random.Random, dt: datetime) -> str:
    cu = r.randint(18, 34)
    return (f"METROPOLITAN CEBU WATER DISTRICT\nWATER BILL\nAccount No.: {_no(r, 9)}\nConcessionaire: CABAHUG, MARIA "
            f"LUISA\nAddress: {ADDR}\nReading period: {dt:%B %Y}  Consumption: {cu} cu.m.\n"
            f"Amount due: PHP {cu * r.uniform(28, 36):,.2f}\nDue: {_ds(dt + timedelta(days=12))}  "
            f"Disconnection notice applies after 2 unpaid bills.")


def t_internet(r: random.Random, dt: datetime) -> str:
    return (f"SKYWAVE FIBER HOME\nSTATEMENT OF ACCOUNT\nAccount: 0322-{_no(r, 6)}  Plan: Fiber 200 Mbps\n"
            f"Subscriber: Maria Luisa Cabahug, {ADDR}\nStatement date: {_ds(dt)}\nMonthly service fee: PHP 1,699.00\n"
            f"Previous balance: 0.00  Total amount due: PHP 1,699.00\nDue date: {_ds(dt + timedelta(days=14))}")


def t_rpt(r: random.Random, dt: datetime) -> str:
    return (f"Republic of the Philippines - City of Cebu\nOFFICE OF THE CITY TREASURER\nOFFICIAL RECEIPT - REAL "
            f"PROPERTY TAX (Accountable Form 56)\nNo. {_no(r, 7)}  Date: {_ds(dt)}\nDeclared owner: CABAHUG, ROGELIO "
            f"JR. & MARIA LUISA\nTax Declaration No. GR-{_no(r, 5)}  Location: Mabolo\nLand and building, assessed "
            f"value {_p(r, 380000, 460000)}\nBasic tax + SEF, year {dt.year}, paid in full with 10% discount\n"
            f"Amount: {_p(r, 5200, 7400)}")


def t_title(r: random.Random, dt: datetime) -> str:
    return (f"Republic of the Philippines\nREGISTRY OF DEEDS FOR THE CITY OF CEBU\nTRANSFER CERTIFICATE OF TITLE "
            f"No. {_no(r, 6)}\nRegistered owners: SPOUSES ROGELIO A. CABAHUG JR. and MARIA LUISA A. CABAHUG\nLot 12, "
            f"Block 4, Psd-07-{_no(r, 5)}, Barangay Mabolo, area 96 sq.m.\nCertified true copy issued {_ds(dt)}")


def t_aircon(r: random.Random, dt: datetime) -> str:
    return (f"WARRANTY CARD\nProduct: window-type aircon 1.0 HP inverter\nSerial No.: {_no(r, 10)}\nDate of purchase: "
            f"{_ds(dt)}  Dealer: SM Appliance Center Cebu\nCompressor 5 years, parts 1 year, labor 1 year\n"
            f"Owner: Maria Luisa Cabahug, {ADDR}")


def t_odette_quote(r: random.Random, dt: datetime) -> str:
    return (f"Quotation - roof repair after typhoon Odette\nFor: Weng Cabahug, Sitio Lubi, Mabolo\nDate: {_ds(dt)}\n"
            f"Replace blown-off GI sheets (24 pcs ga. 26), replace 6 rafters and purlins, new flashing, ridge roll\n"
            f"Materials: {_p(r, 28000, 36000)}\nLabor (3 workers, 5 days): {_p(r, 9000, 13000)}\nBy: Dodong {r.choice(SURN)}, "
            f"panday")


def t_odette_receipt(r: random.Random, dt: datetime) -> str:
    return (f"{HARDWARE}\nCASH SALES INVOICE No. {_no(r, 6)}\nDate: {_ds(dt)}\nSold to: Weng Cabahug\n24 pcs GI "
            f"corrugated sheet ga.26 x 8ft\n10 pcs coco lumber 2x3x12\n3 kg umbrella nails\n1 gal roof sealant\n"
            f"TOTAL: {_p(r, 21000, 27000)}\nNOTE: post-Odette prices, limit 30 sheets per customer")


# --------------------------------------------------------------------------- School


def t_soa_college(r: random.Random, dt: datetime) -> str:
    return (f"{COLLEGE}\nSTATEMENT OF ACCOUNT - 2nd Semester, AY 2025-2026\nStudent: CABAHUG, ANGELICA A.  ID "
            f"No. 23-{_no(r, 5)}\nProgram: Bachelor of Science in Nursing, Year 3\nTuition (24 units): "
            f"{_p(r, 38000, 42000)}\nRLE / clinical fees: {_p(r, 9000, 12000)}\nLaboratory and misc.: "
            f"{_p(r, 6000, 8000)}\nPayments received: {_p(r, 30000, 40000)}\nBalance due before final exams: "
            f"{_p(r, 12000, 20000)}\nAs of {_ds(dt)}. Pay at the cashier or via bank deposit.")


def t_grades_college(r: random.Random, dt: datetime) -> str:
    subj = ["NCM 109 Care of Mother and Child", "NCM 111 Nursing Research 1", "NCM 112 Care of Clients with "
            "Problems in Oxygenation", "Pharmacology 2", "Bioethics", "RLE Medical-Surgical Ward"]
    return (f"{COLLEGE}\nREPORT OF GRADES\nStudent: CABAHUG, ANGELICA A.  BSN 3  1st Semester AY 2025-2026\n"
            + "\n".join(f"{s}  {r.choice(['1.5', '1.75', '2.0', '1.25', '2.25'])}" for s in subj)
            + f"\nGWA: {r.uniform(1.55, 1.95):.2f}  Remarks: PASSED ALL\nPrinted {_ds(dt)}")


def t_rle(r: random.Random, dt: datetime) -> str:
    return (f"{COLLEGE}\nRLE (Related Learning Experience) ROTATION SCHEDULE - BSN 3, Group C\nStudent: Cabahug, "
            f"Angelica\nJune 8-20: Delivery Room, Cebu City Medical Center (6AM-2PM)\nJune 22-July 4: Pedia Ward\n"
            f"Clinical instructor: {_who(r)}, RN, MAN\nComplete uniform, cap not required; bring BP apparatus and "
            f"penlight. Absences must be made up.")


def t_college_letter(r: random.Random, dt: datetime) -> str:
    return (f"{COLLEGE}\n{_ds(dt)}\nDear Parent/Guardian,\nWe are pleased to inform you that your daughter, "
            f"Angelica A. Cabahug, has qualified to proceed to the fourth year of the BSN program. The "
            f"orientation for parents on the internship and the national board exam preparation will be on "
            f"{_ds(dt + timedelta(days=20))}, 2:00 PM at the school auditorium.\nSincerely,\n{_who(r)}, RN, PhD\nDean")


def t_card_shs(r: random.Random, dt: datetime) -> str:
    subj = ["Oral Communication", "General Mathematics", "Earth and Life Science", "Pre-Calculus",
            "General Chemistry 1", "Personal Development", "Physical Education and Health"]
    return (f"Department of Education\n{SHS}\nLEARNER'S PROGRESS REPORT CARD (SF 9)\nName: CABAHUG, PAOLO A.  "
            f"LRN: 1192{_no(r, 8)}\nGrade 11 - STEM  School Year 2025-2026\n"
            + "\n".join(f"{s}  Q1 {r.randint(84, 95)}  Q2 {r.randint(84, 95)}" for s in subj)
            + f"\nGeneral Average: {r.randint(87, 93)}\nAdviser: {_who(r)}")


def t_shs_letter(r: random.Random, dt: datetime) -> str:
    return (f"{SHS}\n{_ds(dt)}\nDear Parents,\nGrade 12 STEM enrolment for SY 2026-2027 opens on "
            f"{_ds(dt + timedelta(days=14))}. Please bring the SF 9 (report card) of Grade 11 and the signed "
            f"parent's consent for the Work Immersion program. Paolo's group will have their research defense "
            f"on {_ds(dt + timedelta(days=5))}.\nRespectfully,\n{_who(r)}, Class Adviser, 11-STEM Einstein")


def t_jam_card(r: random.Random, dt: datetime) -> str:
    subj = ["Filipino", "English", "Mathematics", "Science", "Araling Panlipunan", "EPP", "MAPEH",
            "Christian Living"]
    return (f"{ELEM}\nREPORT CARD - Grade 5 St. Therese  SY 2025-2026\nPupil: CABAHUG, JASMINE A.\n"
            + "\n".join(f"{s}  {r.randint(86, 97)}" for s in subj)
            + f"\nConduct: A  Days present: {r.randint(180, 195)}\nRemarks: With Honors\nAdviser: {_who(r)}")


def t_jam_soa(r: random.Random, dt: datetime) -> str:
    return (f"{ELEM}\nSTATEMENT OF ACCOUNT\nPupil: Jasmine A. Cabahug  Grade 5\nTuition (10 installments): "
            f"{_p(r, 3200, 3900)} per month\nBooks and workbooks: {_p(r, 4500, 6500)}\nField trip: PHP 1,250.00\n"
            f"Balance as of {_ds(dt)}: {_p(r, 3200, 8000)}")


def t_jam_letter(r: random.Random, dt: datetime) -> str:
    return (f"{ELEM}\n{_ds(dt)}\nDear Parents,\nThe Recognition Day for Grade 5 will be on "
            f"{_ds(dt + timedelta(days=9))}, 8:00 AM at the school gym. Jasmine will receive a With Honors "
            f"medal. Parents are requested to wear white. Please also settle the remaining balance before the "
            f"release of report cards.\nGod bless,\n{_who(r)}\nGrade School Principal")


def t_fieldtrip(r: random.Random, dt: datetime) -> str:
    return (f"{ELEM}\nPARENT'S CONSENT - EDUCATIONAL FIELD TRIP\nI, Maria Luisa A. Cabahug, allow my child "
            f"Jasmine A. Cabahug (Grade 5) to join the field trip to the Cebu Taoist Temple, Museo Sugbo and "
            f"Fort San Pedro on {_ds(dt + timedelta(days=10))}.\nFee: PHP 1,250.00 (bus, snacks, entrance)\n"
            f"Parent's signature: ____________")


def t_excuse(r: random.Random, dt: datetime) -> str:
    return (f"{_ds(dt)}\nMrs. {_who(r)}\nAdviser, Grade 5 St. Therese\nHoly Rosary Academy of Cebu\nDear Ma'am,\n"
            f"Please excuse my daughter Jasmine Cabahug for her absence yesterday and today. She had an asthma "
            f"attack and was brought to her pediatrician. Attached is the medical certificate. Kindly allow her "
            f"to take the quiz she missed.\nThank you very much.\nRespectfully,\nMaria Luisa Cabahug (mother)")


def t_pta_ics(r: random.Random, dt: datetime) -> str:
    d = dt + timedelta(days=6)
    return _ics(f"hrac-{_no(r, 8)}@holyrosary.edu.ph", f"{d:%Y%m%d}T140000", f"{d:%Y%m%d}T160000",
                "Parent-Teacher Conference - Grade 5 St. Therese", "Holy Rosary Academy of Cebu, Room 204",
                "Card day and conference with the adviser about Jasmine's grades. Bring the signed SOA.")


def t_train_ics(r: random.Random, dt: datetime) -> str:
    return _ics(f"qcmtc-{_no(r, 8)}@qcmtc-cebu.ph", "20260720T073000", "20260724T170000",
                "Jun - BT and AFF refresher (Queen City Maritime Training Center)", "M.J. Cuenco Ave., Cebu City",
                "Basic Training refresher Jul 20-22, Advanced Fire Fighting refresher Jul 23-24. Balance due Jul 13.")


def t_reviewer(topic: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"NURSING REVIEWER - {topic}\n1. Priority: airway, breathing, circulation.\n2. Normal values: "
                "Na 135-145 mEq/L, K 3.5-5.0 mEq/L, Hgb F 12-16 g/dL.\n3. Drug calculations: dose desired / dose on "
                "hand x quantity.\n4. Rights of medication administration: right patient, drug, dose, route, time, "
                "documentation.\nSample questions and rationale follow.")
    return f


# --------------------------------------------------------------------------- Health


def t_lab(who: str, age: int):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"ST. ANNE DIAGNOSTIC LABORATORY - Gen. Maxilom Ave., Cebu City\nLABORATORY RESULT\nPatient: {who}  "
                f"Age: {age}\nDate: {_ds(dt)}  Requested by: Dr. Teresita Lim-Go\nFBS: {r.randint(88, 112)} mg/dL "
                f"(70-110)\nTotal cholesterol: {r.randint(180, 240)} mg/dL\nTriglycerides: {r.randint(120, 210)} mg/dL\n"
                f"HDL: {r.randint(38, 55)}  LDL: {r.randint(100, 160)} mg/dL\nCreatinine: {r.uniform(0.6, 1.0):.2f} "
                f"mg/dL\nCBC: Hgb {r.uniform(11.8, 14.0):.1f} g/dL, WBC {r.uniform(5.0, 9.5):.1f}\n"
                f"Medical technologist: {_who(r)}, RMT")
    return f


def t_rx(r: random.Random, dt: datetime) -> str:
    return (f"MABOLO FAMILY HEALTH CLINIC\nDr. Teresita Lim-Go, Internal Medicine  PRC {_no(r, 7)}\nPatient: Maria "
            f"Luisa Cabahug  Age 44  Date: {_ds(dt)}\nRx\nAmlodipine 5 mg tab #30 - 1 tab once a day, morning\n"
            f"Atorvastatin 20 mg tab #30 - 1 tab at bedtime\nLow salt, low fat diet. Walk 30 min daily.\n"
            f"Follow-up after 3 months with lipid profile.")


def t_pedia(r: random.Random, dt: datetime) -> str:
    return (f"Dr. Maria Cristina Dizon, Pediatrics & Pulmonology\nCebu Doctors' Medical Arts Bldg, Rm 412\n"
            f"Patient: Jasmine Cabahug  Age 10  Date: {_ds(dt)}\nDx: Bronchial asthma, mild persistent, in "
            f"exacerbation\nRx: Salbutamol nebule 2.5 mg every 6 hours x 3 days; Budesonide inhaler 200 mcg 1 "
            f"puff twice daily; Montelukast 5 mg chewable at bedtime\nMedical certificate: unfit for school "
            f"2 days.")


def t_vax(r: random.Random, dt: datetime) -> str:
    return (f"CEBU CITY HEALTH DEPARTMENT - Mabolo Health Center\nIMMUNIZATION RECORD\nName: Angelica A. Cabahug  "
            f"DOB: 2006-01-19\nHepatitis B vaccine: dose 1 {_ds(dt - timedelta(days=180))}, dose 2 "
            f"{_ds(dt - timedelta(days=150))}, dose 3 {_ds(dt)}\nAnti-HBs titer: reactive\nInfluenza vaccine "
            f"{dt.year}: given\nRequired by: College of Nursing (RLE clearance)")


def t_bp_log(r: random.Random, dt: datetime) -> str:
    rows = ["Petsa;Buntag;Gabii;Tambal"]
    for i in range(20):
        d = dt - timedelta(days=40 - i * 2)
        rows.append(f"{d:%m/%d};{r.randint(122, 148)}/{r.randint(78, 95)};{r.randint(118, 142)}/{r.randint(76, 92)};"
                    f"amlodipine")
    return "\n".join(rows)


def t_medcert(r: random.Random, dt: datetime) -> str:
    return (f"MABOLO FAMILY HEALTH CLINIC\nMEDICAL CERTIFICATE\n{_ds(dt)}\nThis is to certify that Paolo A. Cabahug, "
            f"16, was seen and examined for acute gastroenteritis and was advised to rest for two (2) days. He is "
            f"now fit to return to school.\n{_who(r)}, MD")


def t_dental(r: random.Random, dt: datetime) -> str:
    return (f"SMILE CARE DENTAL CLINIC - Banilad\nOfficial Receipt No. {_no(r, 5)}  {_ds(dt)}\nPatient: Paolo "
            f"Cabahug\nOral prophylaxis, 2 composite fillings (#36, #46)\nAmount: {_p(r, 2500, 4200)}")


def t_optical(r: random.Random, dt: datetime) -> str:
    return (f"EYECARE OPTICAL - SM City Cebu\nPrescription: Paolo Cabahug  OD -1.75  OS -2.00  PD 62\nFrame + "
            f"anti-radiation lens: {_p(r, 3500, 5200)}\nDate: {_ds(dt)}  Claim after 5 days")


def t_konsulta(r: random.Random, dt: datetime) -> str:
    return (f"PhilHealth YAKAP / Konsulta Package\nFirst Patient Encounter (FPE) - Mabolo Health Center\nMember: "
            f"Maria Luisa Cabahug  PIN 11-{_no(r, 9)}\nDate: {_ds(dt)}\nBP {r.randint(128, 142)}/{r.randint(82, 92)}, "
            f"BMI 27.1, risk: hypertension\nLaboratory: FBS, lipid profile, urinalysis, ECG - free under Konsulta")


# --------------------------------------------------------------------------- Motorcycle


def t_lto(r: random.Random, dt: datetime) -> str:
    return (f"LAND TRANSPORTATION OFFICE - Cebu City District Office\nOFFICIAL RECEIPT OF REGISTRATION (MVRR)\n"
            f"OR No. {_no(r, 9)}  Date: {_ds(dt)}\nOwner: CABAHUG, MARIA LUISA A.\nMake: HONDA  Model: CLICK 125i  "
            f"Year: 2022  Color: Red\nPlate No.: 086 KLT  MV File No.: 0722-{_no(r, 11)}\nEngine No.: JK{_no(r, 8)}\n"
            f"Registration fee, MVUC, computer fee, stickers: {_p(r, 1400, 1900)}\nValid until {dt.year + 1}")


def t_ctpl(r: random.Random, dt: datetime) -> str:
    return (f"VISAYAN SHIELD INSURANCE CORPORATION\nCOMPULSORY THIRD PARTY LIABILITY (CTPL) - Certificate of Cover\n"
            f"COC No. {_no(r, 10)}  Policy period: {_ds(dt)} to {_ds(dt + timedelta(days=365))}\nAssured: Maria "
            f"Luisa A. Cabahug\nMotorcycle: Honda Click 125i, plate 086 KLT\nLimit: PHP 100,000.00 bodily injury\n"
            f"Premium incl. taxes: PHP 560.00")


def t_pms(r: random.Random, dt: datetime) -> str:
    return (f"HONDA MOTORWORLD - A.S. Fortuna St., Mandaue\nSERVICE INVOICE No. {_no(r, 6)}\nDate: {_ds(dt)}  "
            f"Unit: Honda Click 125i  Plate 086 KLT  Odometer {r.randint(14000, 23000)} km\nPeriodic maintenance: "
            f"change oil 0.8L, gear oil, air filter cleaning, CVT cleaning, brake adjustment\nParts + labor: "
            f"{_p(r, 900, 2300)}\nNext service: +3,000 km")


def t_motor_log(r: random.Random, dt: datetime) -> str:
    return "Petsa;Odometer;Gibuhat;Gasto\n" + "\n".join(
        f"{dt - timedelta(days=30 * (10 - i)):%Y-%m-%d};{12000 + i * 1100};"
        f"{r.choice(['change oil', 'bag-ong ligid sa likod', 'brake shoe', 'CVT cleaning', 'battery'])};{r.randint(250, 2200)}"
        for i in range(10))


# --------------------------------------------------------------------------- Travel 2024 (Archive), Banking (Archive)


def t_flight(r: random.Random, dt: datetime) -> str:
    return (f"CEBU PACIFIC - ITINERARY RECEIPT\nBooking reference: {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}\n"
            f"Guests: CABAHUG/MARIA LUISA MRS, CABAHUG/ANGELICA MS, CABAHUG/PAOLO MR, CABAHUG/JASMINE MS\n"
            f"5J 558 Cebu (CEB) - Manila (MNL) 12 April 2024 07:40 - 09:05\n5J 565 Manila (MNL) - Cebu (CEB) 17 April "
            f"2024 18:10 - 19:35\nBaggage: 20 kg x 2\nTotal paid: {_p(r, 14000, 19000)}")


def t_hotel(r: random.Random, dt: datetime) -> str:
    return (f"ERMITA BAYVIEW INN - Booking confirmation\nConfirmation No.: {_no(r, 9)}\nGuest: Maria Luisa Cabahug\n"
            f"Check-in: 12 April 2024  Check-out: 14 April 2024 (2 nights)\nFamily room, 4 pax, breakfast included\n"
            f"Total: {_p(r, 6800, 8600)}  Paid via GCash\nAddress: M.H. del Pilar St., Ermita, Manila")


def t_itinerary(r: random.Random, dt: datetime) -> str:
    return ("MANILA TRIP - April 12-17, 2024\nApr 12 - arrive NAIA T3, check in Ermita, Luneta Park at night\n"
            "Apr 13 - Intramuros (Fort Santiago, San Agustin Church), kalesa; Manila Ocean Park afternoon\n"
            "Apr 14 - Mass at Quiapo, transfer to Ate Marites sa Quezon City\nApr 15 - Trinoma, UP Diliman "
            "sunflowers (for Gel)\nApr 16 - Divisoria shopping, pasalubong\nApr 17 - flight home 6:10 PM")


def t_sister(r: random.Random, dt: datetime) -> str:
    return ("Mga pasalubong at bilin\n- Ate Marites: dried mangoes at otap galing Cebu\n- Para kay Kuya Bong: danggit "
            "2 pack\n- Bilin ni Ate: sa Cubao kami susunduin, mag-Grab na lang papuntang Project 4\n- pasalubong pauwi: "
            "chicharon sa Divisoria, polvoron, keychain para sa tindahan\n- budget pang-shopping: P8,000")


def t_ocean_park(r: random.Random, dt: datetime) -> str:
    return (f"MANILA OCEAN PARK - E-TICKET\nOrder No. {_no(r, 8)}  Visit date: April 13, 2024\nPackage: Oceanarium + "
            f"Jellies + Sea Lion show, 4 pax\nTotal: {_p(r, 4200, 5600)}\nPresent QR at the gate.")


def t_trip_budget(r: random.Random, dt: datetime) -> str:
    return "Gasto;Kantidad\n" + "\n".join(f"{k};{r.randint(a, b)}" for k, a, b in (
        ("Flights Cebu Pacific", 14000, 19000), ("Hotel Ermita 2 nights", 6800, 8600), ("Grab/taxi", 2500, 4000),
        ("Pagkaon", 7000, 10000), ("Ocean Park", 4200, 5600), ("Pasalubong", 5000, 8000)))


def t_hotel_fwd(r: random.Random, dt: datetime) -> str:
    return _eml("marites.abellana@yahoo.com", "wengcabahug@gmail.com", "Fwd:", dt,
                "Weng, eto na yung confirmation ng hotel sa Ermita, April 12 to 14, family room. Bayad na ako sa "
                "GCash, bayaran mo na lang pag dating mo dito. Sunduin namin kayo sa Cubao sa 14. Ingat kayo!\n"
                "---------- Forwarded message ----------\nErmita Bayview Inn - Booking confirmation, 2 nights, 4 pax")


def t_coe(r: random.Random, dt: datetime) -> str:
    return (f"METRO VISAYAS SAVINGS BANK\nHuman Resources Department, Colon St., Cebu City\n{_ds(dt)}\nCERTIFICATE OF "
            f"EMPLOYMENT\nThis is to certify that MS. MARIA LUISA A. CABAHUG was employed with Metro Visayas Savings "
            f"Bank as Teller, Colon Branch, from June 1, 2005 to March 31, 2015.\nShe resigned voluntarily and was "
            f"cleared of all accountabilities.\nIssued upon her request for whatever legal purpose it may serve.\n"
            f"{_who(r)}\nHR Manager")


def t_resign(r: random.Random, dt: datetime) -> str:
    return (f"{_ds(dt)}\nThe Branch Manager\nMetro Visayas Savings Bank - Colon Branch\nDear Sir,\nPlease accept my "
            f"resignation as Teller effective March 31, 2015. My husband is now an officer on board and our three "
            f"children need me at home; I also plan to open a small store. I am grateful for ten years with the "
            f"bank. I will turn over my cash drawer, keys and teller stamp to the head teller on my last day.\n"
            f"Respectfully,\nMaria Luisa A. Cabahug")


def t_payslip(r: random.Random, dt: datetime) -> str:
    basic = r.uniform(14500, 16000)
    return (f"METRO VISAYAS SAVINGS BANK - PAYSLIP\nEmployee: CABAHUG, MARIA LUISA A.  Position: Teller II  Colon "
            f"Branch\nPay period: {dt:%B %Y}\nBasic: {basic:,.2f}  Allowance: 1,500.00\nSSS: 581.30  PhilHealth: "
            f"187.50  Pag-IBIG: 100.00  W/tax: {basic * 0.05:,.2f}\nNet pay: {basic * 0.9 + 1500:,.2f}")


def t_teller_cert(r: random.Random, dt: datetime) -> str:
    return (f"METRO VISAYAS SAVINGS BANK - Training and Development\nCERTIFICATE OF COMPLETION\nMaria Luisa A. Cabahug\n"
            f"Teller Operations and Counterfeit Detection Seminar (with BSP Currency Management Sub-Sector)\n"
            f"{_ds(dt)}, Cebu City")


def t_teller_manual(r: random.Random, dt: datetime) -> str:
    return ("MVSB TELLER OPERATIONS MANUAL (rev. 2012) - excerpt\n1. Opening the cash drawer: count with head teller, "
            "sign the cash blotter\n2. Deposits: verify signature card, count in front of client\n3. Withdrawals "
            "above PHP 50,000: officer approval\n4. End of day: balance cash, tape, and vault; report overages and "
            "shortages")


# --------------------------------------------------------------------------- misc resources


def t_recipe(name: str, body: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"{name}\n{body}"
    return f


def t_novena(r: random.Random, dt: datetime) -> str:
    return ("NOBENA SA SEÑOR SANTO NIÑO (para sa pamilya)\nAdlaw-adlaw sulod sa siyam ka adlaw sa wala pa ang "
            "Fiesta Señor.\nPag-ampo sa pagsugod: O Balaang Bata Hesus, among Señor Santo Niño, among gidangop ang "
            "Imong panalipod alang sa among pamilya, sa akong bana nga anaa sa lawod, ug sa among mga anak.\n"
            "Ihatag ang among gipangayo kung kini Imong kabubut-on. Amen.\nAma Namo, Maghimaya Ka Maria, Himaya.")


def t_prayer(r: random.Random, dt: datetime) -> str:
    return ("Prayer for seafarers (Apostleship of the Sea / Stella Maris)\nMary, Star of the Sea, watch over those "
            "who work at sea, far from their homes and families. Keep them safe from storms and accidents, and "
            "bring them home to those who wait for them. Amen.")


def t_store_guide(r: random.Random, dt: datetime) -> str:
    return ("NEGOSYO CENTER CEBU - Gabay sa Sari-Sari Store\n1. Ilista ang puhunan ug tubo matag adlaw.\n2. Ayaw "
            "pagpautang sa dili kaila; limitahi ang utang.\n3. First in, first out sa stock; tan-awa ang expiry.\n"
            "4. Pag-apil sa suki programs sa mga distributor.\n5. I-register ang negosyo: barangay, Mayor's "
            "permit, BIR, BMBE.")


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

    def exe(r: random.Random, dt: datetime) -> bytes:
        return _blob(r, b"MZ\x90\x00\x03\x00\x00\x00\x04\x00", 2500)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    SEA, FIN, STO, HOME, SCH, HEA, MOT = "Seafaring", "Finance", "Store", "Home", "School", "Health", "Motorcycle"

    # ------------------------------------------------------------ Jun's seafaring papers (Areas Seafaring)
    d = "Documents/JUN SEAMAN FILES"
    for y, age in ((2021, 1930), (2022, 1550), (2023, 945), (2024, 545), (2025, 242)):
        add(f"{d}/Contracts/POEA Contract {VESSELS[y][0].title().replace('Mv ', 'MV ')} {y}.pdf", A, SEA, age,
            t_contract(y))
    add(f"{d}/Contracts/Contract Ocean Carina signed (1).pdf", A, SEA, 240, t_contract(2025))
    add(f"{d}/DMW/OEC 2025 Jun.pdf", A, SEA, 238, t_oec)
    add(f"{d}/DMW/DMW e-Registration info sheet.pdf", A, SEA, 250, t_ereg)
    add(f"{d}/DMW/OWWA membership receipt.pdf", A, SEA, 239, lambda r, dt: (
        f"OVERSEAS WORKERS WELFARE ADMINISTRATION\nOFFICIAL RECEIPT No. {_no(r, 8)}\n{_ds(dt)}\nMember: {JUN}\n"
        f"OWWA membership contribution USD 25.00 (PHP 1,425.00)\nValidity: 2 years or per contract"))
    add(f"{d}/DMW/PDOS certificate.pdf", A, SEA, 236, lambda r, dt: (
        f"{AGENCY}\nCERTIFICATE OF ATTENDANCE - Pre-Departure Orientation Seminar (PDOS)\n{JUN}, 2/E, MV Ocean "
        f"Carina\nConducted {_ds(dt)} at the agency training room, Ermita, Manila"))
    add(f"{d}/Certificates/COP Basic Training 2021.pdf", A, SEA, 1720, t_cert("Basic Training (BT)", "VI/1", 5))
    add(f"{d}/Certificates/COP Advanced Fire Fighting 2021.pdf", A, SEA, 1718,
        t_cert("Advanced Fire Fighting (AFF)", "VI/3", 5))
    add(f"{d}/Certificates/COP Medical First Aid.pdf", A, SEA, 1400, t_cert("Medical First Aid (MEFA)", "VI/4", 5))
    add(f"{d}/Certificates/COP ERM Engine Resource Mgt.pdf", A, SEA, 1180,
        t_cert("Engine Room Resource Management (ERM)", "III/2", 5))
    add(f"{d}/Certificates/COC Second Engineer.pdf", A, SEA, 1000, t_coc)
    photo(f"{d}/Certificates/SIRB page 1.jpg", A, SEA, 700)
    photo(f"{d}/Certificates/SIRB page 2-3.jpg", A, SEA, 700)
    photo(f"{d}/Certificates/passport Jun bio page.jpg", A, SEA, 260)
    photo(f"{d}/Certificates/yellow card.jpg", A, SEA, 610)
    add(f"{d}/Medical/PEME 2025 Jun.pdf", A, SEA, 255, t_peme)
    add(f"{d}/Medical/PEME 2024.pdf", A, SEA, 560, t_peme)
    add(f"{d}/Sea service record.xlsx", A, SEA, 230, t_sea_service)
    add(f"{d}/Joining instructions Singapore Oct 2025.pdf", A, SEA, 240, t_join)
    add(f"{d}/Agency letter - contract extension.pdf", A, SEA, 34, t_agency_letter)
    add(f"{d}/Jun documents checklist.docx", A, SEA, 300, lambda r, dt: (
        "Mga papeles ni Jun - asa nakabutang\n- Passport: brown envelope, drawer sa aparador\n- SIRB: kauban sa "
        "passport\n- COC 2/E: folder nga asul\n- COPs (BT, AFF, MEFA, ERM): plastic envelope\n- PEME 2025: "
        "gidala niya, photocopy ania\n- Kontrata Ocean Carina: scan sa laptop\n- OEC: scan sa laptop"))

    # ------------------------------------------------------------ 2026 refresher training (Projects Seafaring)
    t = f"{d}/TRAINING 2026"
    add(f"{t}/Enrolment slip BT AFF refresher.pdf", P, SEA, 18, t_enroll)
    add(f"{t}/QCMTC requirements.pdf", P, SEA, 25, t_train_req)
    add(f"{t}/OR reservation fee.pdf", P, SEA, 17, t_train_receipt)
    add(f"{t}/Training budget Jun.xlsx", P, SEA, 9, t_train_budget)
    add(f"{t}/MARINA COP revalidation appointment.pdf", P, SEA, 6, t_marina_appt)
    add(f"{t}/Refresher schedule July.ics", P, SEA, 16, t_train_ics)
    add(f"{t}/Mga dad-on sa training.docx", P, SEA, 8, lambda r, dt: (
        "Dad-on ni Jun sa refresher (July 20)\n- original COP BT ug AFF\n- passport ug SIRB photocopy\n- PEME "
        "photocopy\n- 2x2 picture 2 pcs (collared)\n- coverall, safety shoes, towel\n- balance P7,000 (GCash "
        "receipt)\n- baon, pamasahe, payong"))
    photo(f"{t}/GCash receipt reservation.jpg", P, SEA, 17)
    add(f"{t}/Re training reservation.eml", P, SEA, 19, t_train_email)

    # ------------------------------------------------------------ 2023 upgrading (Archive Seafaring)
    u = f"{d}/Upgrading 2nd Engr 2023"
    add(f"{u}/MLC-ME certificate.pdf", X, SEA, 1060, t_mlc)
    add(f"{u}/MARINA result notice.pdf", X, SEA, 1005, t_board)
    add(f"{u}/Review center OR.pdf", X, SEA, 1150, t_review)
    add(f"{u}/oral exam reviewer.docx", X, SEA, 1030, t_review_notes)
    add(f"{u}/upgrading expenses.xlsx", X, SEA, 1000, lambda r, dt: (
        "Item;Amount\nMLC-ME tuition;68000\nReview center;9500\nMARINA exam fees;3200\nBoarding house Manila 2 months;"
        "18000\nPagkaon ug pamasahe;22000\nCOC issuance;1500"))
    photo(f"{u}/Jun graduation MLC.jpg", X, SEA, 1058)

    # ------------------------------------------------------------ Marine reference (Resources Seafaring)
    m = "Documents/Marine reference"
    for name, title, body in (
            ("Purifier troubleshooting.pdf", "FUEL OIL PURIFIER TROUBLESHOOTING",
             "Bowl fails to seal: check operating water, seal ring. Water in clean oil: wrong gravity disc."),
            ("ME-C engine operating notes.pdf", "MAN B&W ME-C ENGINE - OPERATING NOTES",
             "Hydraulic power supply, ECS alarms, cylinder lubrication (Alpha lubricator) feed rate settings."),
            ("MARPOL Annex VI summary.pdf", "MARPOL ANNEX VI - SUMMARY FOR ENGINEERS",
             "Sulphur cap 0.50% global, 0.10% in ECA; fuel changeover procedure; bunker delivery notes."),
            ("Oily water separator guide.pdf", "OILY WATER SEPARATOR - OPERATION GUIDE",
             "15 ppm alarm, three-way valve, oil record book entries, bilge holding tank management.")):
        add(f"{m}/{name}", R, SEA, r.uniform(300, 1200), t_ref(title, body))
    add(f"{m}/ER watchkeeping checklist.docx", R, SEA, 820, t_ref("ENGINE ROOM WATCHKEEPING CHECKLIST",
        "Take over: levels, pressures, temperatures, alarms; bilges; running machinery; log book."))

    # ------------------------------------------------------------ Money (Areas Finance)
    f = "Documents/PERA"
    for i in range(8):
        age = 8 + 30.4 * i
        dt = NOW - timedelta(days=age)
        add(f"{f}/Allotment/Allotment {dt:%b %Y}.pdf", A, FIN, age, t_allot)
    for i, age in enumerate((12, 47, 95, 140, 196)):
        add(f"{f}/Remittance/MoneyBridge receipt {i + 1}.pdf", A, FIN, age, t_remit)
    for age in (5, 36, 66, 97):
        dt = NOW - timedelta(days=age)
        add(f"{f}/Bank/PUSB statement {dt:%Y-%m}.pdf", A, FIN, age, t_bank_stmt)
    add(f"{f}/Pag-IBIG/MP2 statement 2026.pdf", A, FIN, 40, t_mp2)
    add(f"{f}/Pag-IBIG/MP2 statement 2025.pdf", A, FIN, 400, t_mp2)
    add(f"{f}/Pag-IBIG/MP2 enrollment form.pdf", A, FIN, 1530, t_mp2_form)
    add(f"{f}/SSS/SSS contributions Weng.pdf", A, FIN, 28, t_sss)
    add(f"{f}/SSS/SSS PRN May.pdf", A, FIN, 14, lambda r, dt: (
        f"SOCIAL SECURITY SYSTEM - Payment Reference Number (PRN)\nPRN: {_no(r, 13)}\nMember: CABAHUG, MARIA LUISA\n"
        f"Applicable month: {dt:%B %Y}  Amount: PHP 1,400.00\nPay via GCash, Bayad Center or SSS branch"))
    add(f"{f}/PhilHealth/PhilHealth MDR.pdf", A, FIN, 150, t_philhealth)
    add(f"{f}/PhilHealth/PhilHealth payment Q1 2026.pdf", A, FIN, 75, lambda r, dt: (
        f"PHILHEALTH - Official Receipt No. {_no(r, 9)}\n{_ds(dt)}\nMember: Maria Luisa Cabahug  PIN 11-{_no(r, 9)}\n"
        f"Premium contribution Jan-Mar 2026 (Self-Earning)\nAmount: PHP 2,700.00"))
    add(f"{f}/Budget 2026.xlsx", A, FIN, 3, t_budget)
    add(f"{f}/Budget 2025.xlsx", A, FIN, 160, t_budget)
    add(f"{f}/gastos Mayo.txt", A, FIN, 2, t_ledger)
    add(f"{f}/gastos Abril.txt", A, FIN, 32, t_ledger)
    add(f"{f}/padala ni Jun.txt", A, FIN, 11, t_padala)

    # ------------------------------------------------------------ Store (Areas Store)
    s = "Documents/STORE"
    for age in (3, 33, 64, 94):
        dt = NOW - timedelta(days=age)
        add(f"{s}/Inventory/inventory {dt:%Y-%m}.csv", A, STO, age, t_inventory)
    for age in (1, 32, 62, 93, 123):
        dt = NOW - timedelta(days=age)
        add(f"{s}/Sales notebook/benta_{dt:%Y_%m}.csv", A, STO, age, t_sales)
    for i, age in enumerate((6, 20, 41, 69)):
        add(f"{s}/Suppliers/Carbon Wholesale invoice {i + 1}.pdf", A, STO, age, t_wholesale)
    add(f"{s}/Suppliers/Softdrinks delivery receipt.pdf", A, STO, 13, t_softdrinks)
    add(f"{s}/Suppliers/Softdrinks delivery receipt (2).pdf", A, STO, 44, t_softdrinks)
    add(f"{s}/Permits/Mayors permit 2026.pdf", A, STO, 140, t_mayor)
    add(f"{s}/Permits/Mayors permit 2025.pdf", A, STO, 505, t_mayor)
    add(f"{s}/Permits/Barangay clearance 2026.pdf", A, STO, 148, t_brgy)
    add(f"{s}/Permits/BMBE certificate.pdf", A, STO, 420, t_bmbe)
    add(f"{s}/BIR/2551Q Q1 2026.pdf", A, STO, 37, t_bir)
    add(f"{s}/BIR/2551Q Q4 2025.pdf", A, STO, 128, t_bir)
    add(f"{s}/Listahan sa utang.xlsx", A, STO, 2, t_utang)
    add(f"{s}/Presyo sa tindahan.xlsx", A, STO, 22, t_price_list)
    add(f"{s}/orders Carbon.txt", A, STO, 4, t_order_list)
    add(f"{s}/Guides/Negosyo Center sari-sari guide.pdf", R, STO, 700, t_store_guide)
    add(f"{s}/Guides/DTI SRP bulletin.pdf", R, STO, 120, t_dti_srp)

    # ------------------------------------------------------------ House extension (Projects Home)
    e = "Documents/BAHAY EXTENSION"
    add(f"{e}/Quotation RJ Ybanez.pdf", P, HOME, 110, t_quote)
    add(f"{e}/Quotation Tabada builders.pdf", P, HOME, 118, lambda r, dt: t_quote(r, dt).replace(
        BUILDER_ADDR, "Tabada Builders | Talamban, Cebu City | 0922 810 4471").replace(BUILDER, "TABADA BUILDERS"))
    add(f"{e}/Construction Agreement.docx", P, HOME, 95, t_agreement)
    add(f"{e}/Building permit.pdf", P, HOME, 79, t_bldg_permit)
    add(f"{e}/Plan notes A-1 S-1.pdf", P, HOME, 100, t_plan_notes)
    add(f"{e}/Canvass materyales.xlsx", P, HOME, 21, t_canvass)
    add(f"{e}/Bayad sa extension.xlsx", P, HOME, 3, t_ext_payments)
    add(f"{e}/Sulat sa silingan.docx", P, HOME, 88, t_neighbor)
    add(f"{e}/change order letter.docx", P, HOME, 30, t_letter_builder)
    for i, age in enumerate((72, 50, 27, 9)):
        add(f"{e}/Resibo/Mabolo Builders {i + 1}.pdf", P, HOME, age, t_hw_invoice)
    add(f"{e}/Billing/Progress billing 1.pdf", P, HOME, 42, t_billing)
    add(f"{e}/Billing/Progress billing 2.pdf", P, HOME, 4, t_billing)
    add(f"{e}/Site reports/weekly report May 16.pdf", P, HOME, 16, t_weekly)
    add(f"{e}/Site reports/weekly report May 30.pdf", P, HOME, 2, t_weekly)

    # ------------------------------------------------------------ House (Areas Home) + Odette (Archive Home)
    h = "Documents/BAHAY"
    for age in (6, 37, 68, 99, 130):
        dt = NOW - timedelta(days=age)
        add(f"{h}/VECO/VECO {dt:%b %Y}.pdf", A, HOME, age, t_veco)
    for age in (10, 41, 72):
        dt = NOW - timedelta(days=age)
        add(f"{h}/MCWD/MCWD {dt:%b %Y}.pdf", A, HOME, age, t_mcwd)
    add(f"{h}/Internet SOA April.pdf", A, HOME, 45, t_internet)
    add(f"{h}/Amilyar 2026 OR.pdf", A, HOME, 150, t_rpt)
    add(f"{h}/Amilyar 2025 OR.pdf", A, HOME, 515, t_rpt)
    add(f"{h}/TCT copy.pdf", A, HOME, 1300, t_title)
    add(f"{h}/Aircon warranty.pdf", A, HOME, 600, t_aircon)
    add(f"{h}/Manuals/Rice cooker manual.pdf", R, HOME, 900, t_ref("RICE COOKER 1.8L - INSTRUCTION MANUAL",
        "Do not immerse in water. Cook, keep-warm. Clean the inner pot after each use."))
    add(f"{h}/Manuals/Chest freezer manual.pdf", R, HOME, 1100, t_ref("CHEST FREEZER 7 cu.ft. - OWNER'S MANUAL",
        "Allow 4 hours before plugging in. Defrost when ice is 5 mm thick. Dual mode freezer/chiller."))
    o = "Documents/ODETTE ROOF 2022"
    add(f"{o}/Quotation roof repair.pdf", X, HOME, 1620, t_odette_quote)
    add(f"{o}/GI sheets receipt.pdf", X, HOME, 1600, t_odette_receipt)
    add(f"{o}/bayad sa panday.txt", X, HOME, 1560, lambda r, dt: (
        "Bayad sa panday - atop human sa Odette\nJan 5 - Dodong P3,000\nJan 12 - Dodong ug 2 helper P4,500\n"
        "Jan 19 - P4,500\nFeb 2 - flashing ug ridge roll P2,200\nHuman na Feb 10. Total labor P14,200"))
    for i in range(5):
        photo(f"{o}/Photos/IMG_2021121{7 + i % 3}_{r.randint(100000, 235959)}.jpg", X, HOME, 1627 - i)

    # ------------------------------------------------------------ School (Areas School)
    k = "Documents/KIDS SCHOOL"
    add(f"{k}/Gel/SOA 2nd sem 2025-2026.pdf", A, SCH, 70, t_soa_college)
    add(f"{k}/Gel/SOA 1st sem 2025-2026.pdf", A, SCH, 240, t_soa_college)
    add(f"{k}/Gel/Grades 1st sem BSN3.pdf", A, SCH, 130, t_grades_college)
    add(f"{k}/Gel/RLE schedule June.pdf", A, SCH, 12, t_rle)
    add(f"{k}/Gel/Letter to parents 4th year.pdf", A, SCH, 7, t_college_letter)
    add(f"{k}/Gel/Tuition payments Gel.xlsx", A, SCH, 15, lambda r, dt: (
        "Petsa;Bayad;OR No.;Remarks\n" + "\n".join(
            f"{dt - timedelta(days=30 * i):%Y-%m-%d};{r.randint(8000, 15000)};{_no(r, 6)};"
            f"{r.choice(['prelim', 'midterm', 'semi-final', 'final', 'downpayment'])}" for i in range(6))))
    add(f"{k}/Paolo/Report card Gr11.pdf", A, SCH, 60, t_card_shs)
    add(f"{k}/Paolo/Enrollment Gr12 notice.pdf", A, SCH, 10, t_shs_letter)
    add(f"{k}/Paolo/SHS voucher.pdf", A, SCH, 370, lambda r, dt: (
        f"DEPARTMENT OF EDUCATION - SENIOR HIGH SCHOOL VOUCHER PROGRAM\nQualified Voucher Recipient (QVR) "
        f"Certificate\nLearner: Paolo A. Cabahug  LRN 1192{_no(r, 8)}\nSY 2025-2026  Voucher value PHP 17,500.00\n"
        f"Issued {_ds(dt)}"))
    add(f"{k}/Jam/Report card Gr5.pdf", A, SCH, 20, t_jam_card)
    add(f"{k}/Jam/SOA Jam March.pdf", A, SCH, 85, t_jam_soa)
    add(f"{k}/Jam/Recognition day letter.pdf", A, SCH, 24, t_jam_letter)
    add(f"{k}/Jam/field trip consent.docx", A, SCH, 110, t_fieldtrip)
    add(f"{k}/Jam/Enrollment reservation SY 2026-2027.pdf", A, SCH, 26, lambda r, dt: (
        f"{ELEM}\nRESERVATION SLIP - SY 2026-2027\nPupil: Jasmine A. Cabahug  Incoming Grade 6\nReservation fee "
        f"PHP 2,000.00 paid {_ds(dt)} (deductible from tuition)"))
    add(f"{k}/Reviewers/Pharmacology reviewer.pdf", R, SCH, 200, t_reviewer("PHARMACOLOGY"))
    add(f"{k}/Reviewers/MS nursing reviewer.pdf", R, SCH, 180, t_reviewer("MEDICAL-SURGICAL NURSING"))

    # ------------------------------------------------------------ Health (Areas Health)
    w = "Documents/HEALTH"
    add(f"{w}/Weng/Lab result lipid FBS 2026.pdf", A, HEA, 50, t_lab("Maria Luisa Cabahug", 44))
    add(f"{w}/Weng/Lab result 2025.pdf", A, HEA, 420, t_lab("Maria Luisa Cabahug", 43))
    add(f"{w}/Weng/Reseta Dr Lim-Go.pdf", A, HEA, 48, t_rx)
    add(f"{w}/Weng/BP monitoring.xlsx", A, HEA, 1, t_bp_log)
    add(f"{w}/Weng/Konsulta FPE.pdf", A, HEA, 160, t_konsulta)
    add(f"{w}/Jam/Pedia asthma consult.pdf", A, HEA, 58, t_pedia)
    add(f"{w}/Jam/Pedia asthma consult 2025.pdf", A, HEA, 300, t_pedia)
    add(f"{w}/Gel/Hep B vaccine record.pdf", A, HEA, 95, t_vax)
    add(f"{w}/Paolo/Dental OR.pdf", A, HEA, 140, t_dental)
    add(f"{w}/Paolo/Eyeglasses.pdf", A, HEA, 230, t_optical)
    add(f"{w}/Paolo/Med cert Paolo.pdf", A, HEA, 75, t_medcert)

    # ------------------------------------------------------------ Motorcycle (Areas Motorcycle)
    mo = "Documents/MOTOR"
    add(f"{mo}/LTO OR 2026.pdf", A, MOT, 110, t_lto)
    add(f"{mo}/LTO OR 2025.pdf", A, MOT, 475, t_lto)
    add(f"{mo}/CTPL 2026.pdf", A, MOT, 112, t_ctpl)
    add(f"{mo}/PMS Honda March.pdf", A, MOT, 80, t_pms)
    add(f"{mo}/PMS Honda Oct.pdf", A, MOT, 230, t_pms)
    add(f"{mo}/motor maintenance.xlsx", A, MOT, 14, t_motor_log)
    photo(f"{mo}/CR photo.jpg", A, MOT, 470)
    add(f"{mo}/Honda Click 125i owners manual.pdf", R, MOT, 1450, t_ref("HONDA CLICK 125i OWNER'S MANUAL",
        "Tire pressure front 200 kPa, rear 225 kPa. Engine oil 0.8 L SAE 10W-30. Check V-belt every 24,000 km."))

    # ------------------------------------------------------------ Old bank job (Archive Banking)
    b = "Documents/Old files - MVSB"
    add(f"{b}/COE MVSB.pdf", X, "Banking", 4000, t_coe)
    add(f"{b}/resignation letter.docx", X, "Banking", 4100, t_resign)
    for i, age in enumerate((4200, 4230, 4260)):
        add(f"{b}/payslip {i + 1}.pdf", X, "Banking", age, t_payslip)
    add(f"{b}/Counterfeit detection seminar cert.pdf", X, "Banking", 4900, t_teller_cert)
    add(f"{b}/Teller manual 2012.pdf", X, "Banking", 4500, t_teller_manual)
    photo(f"{b}/Christmas party MVSB 2014.jpg", X, "Banking", 4180)

    # ------------------------------------------------------------ scans, saved emails, "New folder" (hard)
    sc = "Documents/Scanned Documents"
    for content, bucket, topic, age in ((t_peme, A, SEA, 252), (t_billing, P, HOME, 41), (t_veco, A, HOME, 66),
                                        (t_card_shs, A, SCH, 140), (t_rx, A, HEA, 160), (t_mayor, A, STO, 139),
                                        (t_philhealth, A, FIN, 300), (t_enroll, P, SEA, 18),
                                        (t_odette_receipt, X, HOME, 1590), (t_ctpl, A, MOT, 111),
                                        (t_mp2, A, FIN, 39), (t_pms, A, MOT, 79)):
        dt = NOW - timedelta(days=age)
        add(f"{sc}/img{dt:%Y%m%d}_{r.randint(8, 17):02d}{r.randint(0, 59):02d}.pdf", bucket, topic, age, content, True)
    em = "Documents/Emails"
    add(f"{em}/Re_ your inquiry.eml", P, SEA, 19, lambda r, dt: t_train_email(r, dt).replace(
        "Re: your inquiry - BT and AFF refresher", "Re: your inquiry"), True)
    add(f"{em}/Fwd_ SOA.eml", A, SCH, 68, lambda r, dt: _eml(
        "wengcabahug@gmail.com", "gel.cabahug@gmail.com", "Fwd: SOA", dt,
        "Gel, mao ni ang SOA gikan sa accounting. Balance P14,200 before finals. Ipakita ni sa cashier inig bayad "
        "nako sa Biyernes.\n---------- Forwarded message ----------\n" + t_soa_college(r, dt)), True)
    add(f"{em}/(no subject).eml", P, HOME, 10, t_foreman, True)
    add(f"{em}/Re_ Re_.eml", A, SEA, 36, lambda r, dt: _eml(
        "crewing.cebu@transvisayas.ph", "wengcabahug@gmail.com", "Re: Re:", dt,
        "Good day Ma'am, as discussed, 2/E Cabahug's contract on MV Ocean Carina is extended by one month due to "
        "the vessel's dry-dock in Zhoushan. Kindly sign the allottee's acknowledgment and email it back. Sign-off "
        "is now expected July 10-12 in Singapore. Salamat po."), True)
    add(f"{em}/(no subject) (2).eml", P, SEA, 27, t_jun_msg, True)
    add(f"{em}/Notice.eml", A, FIN, 120, t_pagibig_notice, True)
    add(f"{em}/Fwd_.eml", X, "Travel", 790, t_hotel_fwd, True)
    nf = "Documents/New folder"
    add(f"{nf}/New Microsoft Word Document.docx", A, HEA, 75, t_medcert, True)
    add(f"{nf}/New Microsoft Excel Worksheet.xlsx", A, STO, 160, t_price_list, True)
    add(f"{nf}/New Text Document.txt", A, FIN, 200, t_padala, True)
    add(f"{nf}/scan.pdf", X, "Banking", 3990, t_coe, True)
    add("Documents/Document1.docx", P, HOME, 29, t_letter_builder, True)
    add("Documents/Document2.docx", X, "Banking", 4100, t_resign, True)
    fp = "Documents/Files from phone"
    add(f"{fp}/DOC-20260402-WA0003.pdf", P, HOME, 60, t_weekly, True)
    add(f"{fp}/DOC-20260211-WA0001.pdf", A, SCH, 110, t_jam_soa, True)
    add(f"{fp}/DOC-20251020-WA0012.pdf", A, SEA, 224, t_join, True)
    add(f"{fp}/DOC-20260509-WA0005.docx", A, STO, 23, t_dti_srp, True)
    photo(f"{fp}/IMG-20260418-WA0021.jpg", R, "Photos", 44)
    photo(f"{fp}/IMG-20260512-WA0008.jpg", R, "Photos", 20)

    # ------------------------------------------------------------ 2024 folder
    y = "2024"
    add(f"{y}/scan0012.pdf", X, "Travel", 800, t_hotel, True)
    add(f"{y}/scan0013.pdf", X, "Travel", 801, t_flight, True)
    add(f"{y}/scan0014.pdf", A, FIN, 600, t_sss, True)
    add(f"{y}/scan0015.pdf", X, "Travel", 797, t_ocean_park, True)
    add(f"{y}/Document2.docx", A, SCH, 560, t_jam_letter, True)
    add(f"{y}/export.csv", A, STO, 420, t_sales, True)
    add(f"{y}/untitled.txt", X, "Travel", 805, t_sister, True)
    add(f"{y}/Manila itinerary.docx", X, "Travel", 806, t_itinerary)
    add(f"{y}/Ocean Park e-ticket.pdf", X, "Travel", 796, t_ocean_park)
    add(f"{y}/Manila trip gastos.xlsx", X, "Travel", 770, t_trip_budget)
    add(f"{y}/Mayors permit 2024.pdf", A, STO, 870, t_mayor)
    add(f"{y}/Jam report card 2024.pdf", A, SCH, 700, t_jam_card)
    add(f"{y}/VECO Dec 2024.pdf", A, HOME, 520, t_veco)
    add(f"{y}/Budget 2024.xlsx", A, FIN, 520, t_budget)

    # ------------------------------------------------------------ Downloads
    dl = "Downloads"
    for name, bucket, topic, age, content in (
            ("document.pdf", A, SEA, 250, t_ereg), ("document (1).pdf", A, SCH, 69, t_soa_college),
            ("document (3).pdf", A, SEA, 237, t_oec), ("scan0004.pdf", A, FIN, 38, t_allot),
            ("scan0005.pdf", P, HOME, 78, t_bldg_permit), ("scan0006.pdf", A, MOT, 109, t_lto),
            ("export.csv", A, STO, 5, t_sales), ("export (1).csv", A, STO, 35, t_inventory),
            ("export (2).csv", A, FIN, 26, t_bank_csv), ("statement.pdf", A, FIN, 90, t_sss),
            ("Receipt.pdf", P, SEA, 17, t_train_receipt), ("invoice_88213.pdf", P, HOME, 49, t_hw_invoice),
            ("Form.pdf", A, FIN, 1535, t_mp2_form), ("download.pdf", A, HEA, 49, t_lab("Maria Luisa Cabahug", 44)),
            ("download (1).pdf", A, SCH, 23, t_jam_letter), ("event.ics", P, SEA, 15, t_train_ics),
            ("invite.ics", A, SCH, 40, t_pta_ics), ("Quotation.pdf", P, HOME, 111, t_quote),
            ("attachment.pdf", P, SEA, 24, t_train_req), ("file.docx", A, STO, 150, t_permit_req),
            ("print.pdf", X, "Travel", 781, t_flight), ("print (1).pdf", X, SEA, 1004, t_board),
            ("SOA.pdf", A, HOME, 14, t_internet), ("document (2).pdf", A, STO, 36, t_bir),
            ("scan0007.pdf", A, HOME, 149, t_rpt), ("download (2).pdf", A, SCH, 129, t_grades_college),
            ("received_1093384712265510.pdf", A, HEA, 57, t_pedia),
            ("received_2210937716459021.pdf", P, HOME, 25, t_hw_invoice),
            ("received_874410293365127.pdf", A, FIN, 47, t_remit)):
        add(f"{dl}/{name}", bucket, topic, age, content, True)
    for name, age in (("ChromeSetup.exe", 400), ("EPSON L3210 Series Printer Driver.exe", 610),
                      ("vlc-3.0.21-win64.exe", 330), ("WPS_Setup_19770.exe", 520), ("AnyDesk.exe", 95),
                      ("7z2408-x64.exe", 280), ("Zoom_cm_fo42mnktZ9.exe", 700)):
        add(f"{dl}/{name}", R, "Software", age, exe)
    add(f"{dl}/Fundamentals of Nursing reviewer.pdf", R, SCH, 260, t_reviewer("FUNDAMENTALS OF NURSING"))
    add(f"{dl}/POEA Contract MV Ocean Carina 2025.pdf", A, SEA, 241, t_contract(2025))
    add(f"{dl}/Building permit application form OBO.pdf", P, HOME, 130, lambda r, dt: (
        "Republic of the Philippines - City of Cebu - Office of the Building Official\nUNIFIED APPLICATION FORM "
        "FOR BUILDING PERMIT\nOwner/Applicant: Cabahug, Maria Luisa A.\nScope of work: addition (second storey)\n"
        "Attach: TCT, tax declaration, RPT receipt, plans signed and sealed, barangay clearance for construction"))
    add(f"{dl}/Pag-IBIG MP2 dividend rates.pdf", A, FIN, 118, t_pagibig_notice)
    add(f"{dl}/Unconfirmed 384712.crdownload", L, "System", 0.3, lambda r, dt: _blob(r, b"%PDF-1.", 700))
    add(f"{dl}/DMW_Info_Sheet (1).pdf.crdownload", L, "System", 2, lambda r, dt: _blob(r, b"%PDF-1.", 600))
    add(f"{dl}/Sinulog 2026 grand parade.mp4.part", L, "System", 130, lambda r, dt: _blob(r, b"\x00\x00\x00 ftypisom", 900))
    for i, age in enumerate((12, 66, 140, 210)):
        photo(f"{dl}/received_{r.randint(10 ** 14, 10 ** 15)}.jpeg", R, "Photos", age)
    photo(f"{dl}/FB_IMG_1716123456789.jpg", R, "Photos", 740)
    photo(f"{dl}/FB_IMG_1747300218734.jpg", R, "Photos", 380)

    # ------------------------------------------------------------ Desktop
    dk = "Desktop"
    add(f"{dk}/New Text Document.txt", P, HOME, 5, t_materials_left, True)
    add(f"{dk}/New Text Document (2).txt", A, STO, 3, t_order_list, True)
    add(f"{dk}/notes.txt", P, SEA, 20, t_train_notes, True)
    add(f"{dk}/Doc1.docx", A, SCH, 57, t_excuse, True)
    add(f"{dk}/Book1.xlsx", A, FIN, 8, t_budget, True)
    add(f"{dk}/Book2.xlsx", A, HEA, 30, t_bp_log, True)
    add(f"{dk}/list.txt", A, STO, 1, lambda r, dt: "\n".join(
        f"{r.choice(['Nang', 'Day', 'Nong'])} {r.choice(FIRST)} - {r.choice(ITEMS)[0]} - P{r.randint(12, 180)}"
        for _ in range(12)), True)
    add(f"{dk}/for print/print1.pdf", A, SCH, 11, t_rle, True)
    add(f"{dk}/for print/print2.pdf", P, SEA, 22, t_train_req, True)
    add(f"{dk}/for print/print3.pdf", A, FIN, 27, t_sss, True)
    add(f"{dk}/Untitled.docx", P, HOME, 87, t_neighbor, True)
    add(f"{dk}/Extension bayad.xlsx", P, HOME, 2, t_ext_payments)
    add(f"{dk}/Gel SOA.pdf", A, SCH, 69, t_soa_college)
    add(f"{dk}/Jun training OR.pdf", P, SEA, 16, t_train_receipt)
    photo(f"{dk}/family pic Sinulog.jpg", R, "Photos", 130)
    add(f"{dk}/~$cument1.docx", L, "System", 29, lambda r, dt: _blob(r, b"\x0bWeng Cabahug", 150))

    # ------------------------------------------------------------ Pictures
    pc = "Pictures"
    for i in range(10):
        photo(f"{pc}/Extension progress/IMG_2026{r.randint(3, 5):02d}{r.randint(10, 28)}_{r.randint(100000, 235959)}.jpg",
              P, HOME, 88 - i * 9)
    photo(f"{pc}/Extension progress/slab pouring.heic", P, HOME, 19)
    photo(f"{pc}/Extension progress/columns 2nd floor.heic", P, HOME, 8)
    for i in range(10):
        photo(f"{pc}/Manila 2024/IMG_{4100 + i * 7}.jpg", X, "Travel", 810 - i // 2)
    photo(f"{pc}/Manila 2024/Intramuros family.jpg", X, "Travel", 808)
    for i in range(9):
        photo(f"{pc}/Family/IMG_{r.randint(5200, 8999)}.jpg", R, "Photos", r.uniform(20, 1500))
    photo(f"{pc}/Family/Jam recognition day.jpg", R, "Photos", 380)
    photo(f"{pc}/Family/Gel capping ceremony.jpg", R, "Photos", 560)
    photo(f"{pc}/Family/Jun video call screenshot.png", R, "Photos", 40)
    photo(f"{pc}/Family/Christmas 2025.heic", R, "Photos", 158)
    for i in range(6):
        photo(f"{pc}/Church/Simbang Gabii {i + 1}.jpg", R, "Photos", 165 - i)
    photo(f"{pc}/Church/Basilica Sto Nino fiesta.jpg", R, "Photos", 135)
    for i in range(6):
        photo(f"{pc}/Sinulog 2026/IMG_{9001 + i}.jpg", R, "Photos", 131)
    for i in range(5):
        dt = NOW - timedelta(days=3 + i * 19)
        photo(f"{pc}/Screenshots/Screenshot {dt:%Y-%m-%d} {r.randint(80000, 215959):06d}.png", R, "Photos",
              3 + i * 19)
    add(f"{pc}/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\"
        "shell32.dll,-21779\r\n")
    add(f"{pc}/Family/Thumbs.db", L, "System", 200, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))
    add(f"{pc}/Extension progress/Thumbs.db", L, "System", 8,
        lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))

    # ------------------------------------------------------------ Music, books, recipes, church
    mu = "Music"
    for artist, title, album in (("Freddie Aguilar", "Anak", "Anak"), ("APO Hiking Society", "Panalangin", "The Best of APO"),
                                 ("Eraserheads", "Ang Huling El Bimbo", "Cutterpillow"), ("Rivermaya", "Himala", "Rivermaya"),
                                 ("Ben&Ben", "Kathang Isip", "Ben&Ben"), ("Moira Dela Torre", "Tagpuan", "Patawad"),
                                 ("Basil Valdez", "Say That You Love Me", "Basil Valdez Greatest Hits"),
                                 ("Jose Mari Chan", "Christmas in Our Hearts", "Christmas in Our Hearts"),
                                 ("Yoyoy Villame", "Magellan", "Yoyoy Villame Hits"), ("Max Surban", "Matud Nila", "Bisaya Classics"),
                                 ("Pilita Corrales", "Usahay", "Bisaya Classics"), ("Gary Valenciano", "Natutulog Ba Ang Diyos", "Gary V Hits"),
                                 ("Regine Velasquez", "Dadalhin", "Retro"), ("Sarah Geronimo", "Tala", "The Great Unknown")):
        add(f"{mu}/{artist}/{artist} - {title}.mp3", R, "Music", r.uniform(100, 2500),
            lambda r, dt, a=artist, t=title, al=album: _id3(r, t, a, al))
    add(f"{mu}/desktop.ini", L, "System", 1200, "[.ShellClassInfo]\r\nIconResource=%SystemRoot%\\system32\\imageres.dll,-108\r\n")
    bk = "Books"
    for title, author, lang in (("Noli Me Tangere", "Jose Rizal", "tl"), ("El Filibusterismo", "Jose Rizal", "tl"),
                                ("Florante at Laura", "Francisco Balagtas", "tl"), ("Little Women", "Louisa May Alcott", "en"),
                                ("Rich Dad Poor Dad (sample)", "Robert Kiyosaki", "en")):
        add(f"{bk}/{title}.epub", R, "Books", r.uniform(300, 1800),
            lambda r, dt, t=title, a=author, lg=lang: _rezip(_epub(t, a, lg, f"{t} - {a}. Chapter one.")))
    add(f"{bk}/Daily Bread devotional 2026.pdf", R, "Church", 150, lambda r, dt: (
        "OUR DAILY DEVOTIONAL 2026\nJanuary: Trust in the Lord with all your heart (Proverbs 3:5-6)\nReflection, "
        "prayer and a verse for each day of the month."))
    rc = "Documents/Recipes"
    for name, body in (("Humba Bisaya", "1 kg liempo, toyo, suka, brown sugar, star anise, tausi, saging saba. "
                        "Pakuloa hangtod humok, 1.5 oras."),
                       ("Pochero", "Baka shank, saging saba, repolyo, pechay, patatas, garbanzos, tomato sauce."),
                       ("Puto Maya", "Pilit (glutinous rice), gata, luy-a, asin. Ipares sa sikwate."),
                       ("Ngohiong", "Ubod, carrots, five-spice, lumpia wrapper, batter. Sawsawan: chili-vinegar sauce."),
                       ("Bibingka", "Galapong, gata, itlog, asukal, itlog nga maalat, keso, dahon sa saging.")):
        add(f"{rc}/{name}.{r.choice(['docx', 'txt', 'pdf'])}", R, "Cooking", r.uniform(60, 1600), t_recipe(name, body))
    add("Documents/Church/Nobena Senor Santo Nino.docx", R, "Church", 140, t_novena)
    add("Documents/Church/Prayer for seafarers.txt", R, "Church", 600, t_prayer)
    add("Documents/desktop.ini", L, "System", 1300, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21770\r\n")
    add("Documents/PERA/~$dget 2026.xlsx", L, "System", 3, lambda r, dt: _blob(r, b"\x0bWeng Cabahug", 150))
    add("Documents/BAHAY EXTENSION/~$nstruction Agreement.docx", L, "System", 95,
        lambda r, dt: _blob(r, b"\x0bWeng Cabahug", 150))
    add("Desktop/desktop.ini", L, "System", 1300, "[.ShellClassInfo]\r\n")

    # ------------------------------------------------------------ old phone backup (Archive Backup)
    bu = "Backup Samsung A10 (2021)"
    for i in range(8):
        photo(f"{bu}/DCIM/Camera/20210{r.randint(1, 9)}{r.randint(10, 28)}_{r.randint(100000, 235959)}.jpg", X, "Backup",
              1650 + i * 30)
    add(f"{bu}/WhatsApp/Media/WhatsApp Documents/DOC-20210302-WA0004.pdf", X, "Backup", 1915, t_contract(2021))
    add(f"{bu}/WhatsApp/Media/WhatsApp Documents/DOC-20210811-WA0010.pdf", X, "Backup", 1755, t_jam_soa)
    add(f"{bu}/Download/SSS contributions 2021.pdf", X, "Backup", 1800, t_sss)
    add(f"{bu}/Documents/listahan utang 2021.txt", X, "Backup", 1700, lambda r, dt: "\n".join(
        f"{r.choice(FIRST)} - {r.choice(ITEMS)[0]} - P{r.randint(10, 150)}" for _ in range(10)))
    add(f"{bu}/Music/Usahay.mp3", X, "Backup", 1900, lambda r, dt: _id3(r, "Usahay", "Pilita Corrales", "Bisaya Classics"))
    dot(f"{bu}/DCIM/.thumbnails/.nomedia", b"", 1650)
    dot(f"{bu}/WhatsApp/Media/.Statuses/.nomedia", b"", 1650)
    dot("Pictures/.picasa.ini", b"[Picasa]\nname=Pictures\n", 1400)

    return items
