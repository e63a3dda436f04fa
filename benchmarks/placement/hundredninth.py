"""A hundred-and-ninth unseen labelled corpus: an Egyptian civil engineer's family PC in Riyadh, ``build(root, seed)``, written blind.

What was read to write it (and nothing else): ``benchmarks/placement/unseen.py`` lines 1-220 (its docstring, for
the way labelling rules are written, and the helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``,
``_xlsx``, ``_epub``, ``_id3``, ``_blob``) and lines 1296-1360 (the write / encode / add / dot / photo helpers
at the start of its ``build()``); ``benchmarks/placement/corpus.py`` lines 1-30 (``Item``, ``NOW``, ``NOW_S``,
``DAY``) and lines 169-230 (``_pdf`` and ``_jpeg``; slip: that range also showed the first ~28 lines of
corpus.py's ``build()``, which list loose Downloads names by topic and camera photos -- nothing here was
taken from them); ``benchmarks/placement/blind.py`` lines 74-107 (``_d``, ``_money``, ``_docx``, ``HEIC_HEAD``)
and 1321-1326 (``_png``); and the file listing of ``benchmarks/placement/``. Nothing under ``foldwise/``,
``docs/``, ``tests/`` or ``scripts/``, no other corpus body, no benchmark run and no git history was
read. Second slip: after writing the module, one ``git status --short`` was run; it printed only file names (this module, two sibling corpus
modules' names, and one modified file's name under ``foldwise/``), no contents; nothing was changed because of it.

The person: Eng. Mahmoud Abdelrahman El-Sayed (محمود عبد الرحمن السيد), 44, an Egyptian civil engineer from
Mansoura (B.Sc. Ain Shams 2004). Since 2017 he has worked in Riyadh for Al-Bayan Contracting Co. (ABCC), a
civil contractor; since September 2024 he is the package manager of ABCC's civil package for an underground
metro station (RML7 Contract C3, Station S4 Al-Narjis, for the Najd Metro JV; structural completion due
February 2027). Before Riyadh he worked 2004-2017 for Misr Modern Construction (MMC) in Cairo. His wife Dina
Mostafa (39, a pharmacist not working in KSA) and their children Youssef (15, Year 10), Mariam (12, Year 7)
and Omar (8, Year 3) live with him in a rented villa in Al-Yasmin; the children attend Riyadh Green Valley
International School. They drive a 2021 Toyota Camry, are covered by the employer's Bupa Arabia policy, and
he sends money home every month (his mother Nawal in Mansoura). In Egypt he is building an apartment in Beit
El Watan, Fifth Settlement, New Cairo, with a contractor paid in staged instalments (handover planned for
December 2026; his brother Ahmed follows the site). He is a member of the Saudi Council of Engineers and is
preparing the PMP certification (exam booked for 14 July 2026). As of ``NOW`` (2026-06-01) he is also
renewing his and the children's Egyptian passports and his national ID card through the embassy in Riyadh,
and the family's summer holiday in Egypt (August 2026) is booked. The family's Umrah in Ramadan 2025 is over,
as are the summer holidays of 2024 and 2025. Files are in Arabic and English.

The machine (Windows, user folder): ``Desktop/`` (``New Text Document.txt``, ``ملاحظات.txt``...),
``Documents/`` half organised (``ABCC/``, ``Metro S4/``, ``PMP/``, ``SCE/``, ``School/``, ``Villa/``, ``Car/``,
``Bupa/``, ``Bank/``, ``شقة التجمع/``, ``Papers/``, ``Travel/``, ``Old job MMC/``, ``Scans/``, ``Books/``,
``Codes & Standards/``, ``Recipes/``), ``Downloads/`` (``document (3).pdf``, ``export.csv``, installers),
``Music/`` (``Quran/``, ``Nasheeds/``), ``Pictures/``, a ``2025/`` folder of scans, and ``Galaxy S10 backup
2021/`` from his old phone.

Labelling rules (decided from his life before any file was generated; as of ``NOW``):

- **Projects** -- outcomes with an end still being worked on, whatever a file's age: the S4 station package
  he manages -- site reports, method statements, ITPs, RFIs, NCRs, submittals, meeting minutes, look-ahead
  schedules, pour logs, subcontractor certificates, drawings and site progress photos (topic Work); the PMP
  certification -- PMI application and membership, the 35-hour course certificate, exam booking, his study
  plan, notes and mock-exam scores (topic Career); the New Cairo apartment -- contract, instalment schedule,
  instalment receipts and the transfers that paid them, quotes, drawings, the power of attorney for Ahmed,
  the site photos Ahmed sends (topic Apartment); the passport and national-ID renewals at the embassy
  (topic Identity); the August 2026 Egypt holiday -- tickets, exit/re-entry visas, gift list (topic Travel).
- **Areas** -- responsibilities with no end, whatever a document's age: his employment at ABCC -- contract,
  payslips, timesheets, leave, salary certificates, HR mail, end-of-service estimate (Work); his Saudi
  Council of Engineers membership, CPD record and current CV (Career); the children's school -- fees,
  receipts, reports, letters, calendars, bus, re-enrolment (School); the rented villa -- Ejar lease, rent,
  electricity, water, internet, maintenance (Home); the car -- registration, insurance, inspection, service,
  fines, finance (Car); the family's health and the Bupa cover (Health); money -- Al Rajhi and Banque Misr,
  the monthly transfers home, budget, zakat, savings (Finance); the family's identity and residency papers --
  iqamas and their yearly renewal, dependants' fees, passport and ID copies, birth and marriage
  certificates (Identity).
- **Resources** -- reference kept for its own sake: codes, standards, handbooks and software manuals of his
  trade (Work); PMBOK, practice guides and PMP prep books, even though he reads them for the exam (Career);
  Quran recitations, the mushaf, tafsir and adhkar (Islam); nasheeds (Nasheeds); ebooks (Books); recipes
  (Cooking); installers (Software); family photos, screenshots and the passport-photo-free rest of Pictures
  (Photos) -- except photos that document a project, current or finished (station progress, the apartment
  site, passport photos for the renewal, Umrah): those take the project's bucket and topic.
- **Archive** -- finished things: his job at MMC in Cairo, ended 2017 (Work); the 2017 job search that
  brought him to Riyadh (Career); the Umrah of Ramadan 2025 and the 2024 and 2025 summer holidays (Travel);
  the old phone backup, whatever is in it (Backup).
- **Left** -- unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$x.docx``),
  ``desktop.ini`` and ``Thumbs.db`` (topic System). Dot files are written but not labelled.

``hard`` marks text files whose name and folder say nothing about their subject (``Downloads/document
(3).pdf``, ``Desktop/New Text Document.txt``, ``2025/scan0004.pdf``, ``Documents/Scans/Scan_0412.pdf``): only
their content places them. Images are never hard. PDFs carry Latin text (the bilingual documents' English
side); the Arabic lives in .txt, .docx, .eml, .csv and .xlsx files.
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

# --------------------------------------------------------------------------- people, places, helpers

ME = "Mahmoud Abdelrahman El-Sayed"
ME_AR = "محمود عبد الرحمن السيد"
IQAMA = "2418736905"
NID = "28109151201374"
EMP = "Al-Bayan Contracting Co. (ABCC)"
EMP_AR = "شركة البيان للمقاولات"
PKG = "RML7 Contract C3 - Underground Station S4 (Al-Narjis)"
JV = "Najd Metro JV"
PMC = "Riyadh Transit Partners (PMC)"
VILLA = "Villa 12, Street 27, Al-Yasmin District, Riyadh 13325"
SCHOOL = "Riyadh Green Valley International School"
KIDS = [("Youssef", "Year 10", "RGV-14-0388"), ("Mariam", "Year 7", "RGV-17-0521"), ("Omar", "Year 3", "RGV-21-0977")]
APT = "Apartment 6, 3rd floor, Building 47, Area 3, Beit El Watan, Fifth Settlement, New Cairo"
APT_AR = "شقة 6 الدور الثالث، عمارة 47، المجاورة 3، بيت الوطن، التجمع الخامس، القاهرة الجديدة"
CONTRACTOR = "Al-Mohandes for Contracting & Finishing - Eng. Tarek Fawzy"
CONTRACTOR_AR = "شركة المهندس للمقاولات والتشطيبات - م. طارق فوزي"
IBAN = "SA03 8000 0000 6080 1016 7519"
ENGS = ["Eng. Hany Shawky", "Eng. Karim Adel", "Eng. Faisal Al-Otaibi", "Eng. Rajesh Menon", "Eng. Bilal Qureshi",
        "Eng. Omar Haddad", "Eng. Sameh Nabil", "Eng. Turki Al-Shehri"]
SUBS = ["Gulf Rebar Works", "Al-Watan Formwork Est.", "SikaTech Waterproofing Co.", "Riyadh Ready Mix (RRM)",
        "Saudi Pile & Shoring Co.", "Emad Scaffolding Est."]
ZONES = ["concourse slab grid 4-7", "roof slab bay R3", "platform slab east", "east entrance box", "vent shaft VS-2",
         "west entrance stair core", "diaphragm wall panels DW-31 to DW-36", "base slab pour B-11"]


def _d(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _mail_date(dt: datetime) -> str:
    return dt.strftime("%a, %d %b %Y 09:%M:00 +0300")


def sar(r: random.Random, lo: float, hi: float) -> str:
    return f"SAR {r.uniform(lo, hi):,.2f}"


def egp(r: random.Random, lo: float, hi: float) -> str:
    return f"EGP {round(r.uniform(lo, hi), -2):,.0f}"


def eml(frm: str, to: str, subj: str, body: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {_mail_date(dt)}\nMIME-Version: 1.0\n"
                f"Content-Type: text/plain; charset=utf-8\n\n{body}\n")
    return f


def fixed(text: str):
    return lambda r, dt: text


# --------------------------------------------------------------------------- Work: the S4 station package

def t_dsr(r, dt):
    z = r.sample(ZONES, 3)
    return (f"DAILY SITE REPORT\n{PKG}\nSubcontractor: {EMP} for {JV}\nReport No.: DSR-S4-{r.randint(380, 560)}"
            f"   Date: {_d(dt)}\nWeather: clear, max {r.randint(31, 46)} C, wind {r.randint(8, 30)} km/h\n"
            f"Manpower: ABCC direct {r.randint(120, 170)}, subcontractors {r.randint(60, 140)}, staff {r.randint(14, 22)}\n"
            f"Equipment: 2 tower cranes (TC-1, TC-2), 1 crawler crane 100t, concrete pump 42 m, 3 excavators\n"
            f"Activities: 1) concrete pour {z[0]}, {r.randint(80, 420)} m3 C40/20 from Riyadh Ready Mix; "
            f"2) rebar fixing {z[1]}; 3) waterproofing membrane and protection screed at {z[2]}\n"
            f"Inspections: IR-S4-{r.randint(900, 1300)} rebar inspection approved by {PMC}\n"
            f"Issues: late delivery of couplers (Gulf Rebar Works); dewatering well DW-7 pump replaced\n"
            f"HSE: 0 LTI, toolbox talk 'working at height', 1 near miss reported (falling object, barricaded)\n"
            f"Prepared by: Eng. {ME}, Package Manager - Civil")


def t_weekly(r, dt):
    p = r.uniform(48, 63)
    return (f"WEEKLY PROGRESS REPORT - WEEK {dt.isocalendar()[1]} / {dt.year}\n{PKG}\n"
            f"Overall civil progress: planned {p + r.uniform(1, 4):.1f}%  actual {p:.1f}%\n"
            f"Excavation 100% | Diaphragm walls 100% | Base slab {r.randint(88, 100)}% | Platform slab "
            f"{r.randint(55, 80)}% | Concourse slab {r.randint(30, 60)}% | Roof slab {r.randint(10, 35)}%\n"
            f"Concrete poured this week: {r.randint(600, 1400)} m3; cumulative {r.randint(21000, 30000)} m3\n"
            f"Critical path: concourse slab grid 7-12, formwork shores released late by {r.randint(2, 6)} days\n"
            f"Open RFIs: {r.randint(6, 14)}  Open NCRs: {r.randint(1, 5)}  Submittals pending: {r.randint(3, 9)}\n"
            f"Recovery: second shift for rebar crew; additional 1,200 m2 aluminium formwork from Al-Watan Formwork\n"
            f"Structural completion forecast: February 2027\nPackage Manager: Eng. {ME}")


def t_ms(title: str, no: int):
    def f(r, dt):
        return (f"METHOD STATEMENT\nDocument No.: MS-C3-S4-{no:03d} Rev. {r.choice('ABC')}\nProject: {PKG}\n"
                f"Title: {title}\nPrepared by: {ME} (Package Manager)   Reviewed by: QA/QC Manager   "
                f"Submitted to: {JV} / {PMC}\n1. Purpose\nTo describe the sequence, resources and controls for "
                f"{title.lower()} at Station S4.\n2. References\nProject Specification Sections 03 30 00 Cast-in-Place "
                f"Concrete and 07 10 00 Waterproofing; SBC 304; ACI 318-19; ACI 347R; approved shop drawings "
                f"C3-S4-STR-{r.randint(2100, 2400)}.\n3. Resources\nSite engineer, foreman, {r.randint(12, 30)} "
                f"carpenters / steel fixers, tower crane TC-{r.randint(1, 2)}, concrete pump 42 m, vibrators, "
                f"surveyor with total station.\n4. Sequence of work\n4.1 Survey set-out and inspection request\n"
                f"4.2 Installation of shores and formwork per temporary works design TWD-{r.randint(40, 90)}\n"
                f"4.3 Rebar fixing, couplers and cover blocks; joint inspection with PMC\n4.4 Pour in layers of "
                f"max 500 mm, curing 7 days with wet hessian / curing compound\n5. Quality control\nITP "
                f"ITP-C3-S4-{r.randint(10, 40)}; cube tests at 7 and 28 days; slump {r.randint(140, 180)} +/- 25 mm\n"
                f"6. HSE\nPermit to work, edge protection, lifting plan, heat stress management (work stop 12:00-15:00 "
                f"June to September)\n7. Attachments\nRisk assessment, lifting plan, ITP")
    return f


def t_rfi(r, dt):
    n = r.randint(140, 260)
    return (f"REQUEST FOR INFORMATION\nRFI No.: RFI-C3-S4-{n}   Date: {_d(dt)}\nProject: {PKG}\nFrom: {EMP}\n"
            f"To: {JV} Design Manager\nSubject: clash between {r.choice(['MEP sleeve', 'drainage sump', 'lift pit'])} "
            f"and slab reinforcement at gridline {r.randint(3, 14)}/{r.choice('BCDEF')}\nDescription: shop drawing "
            f"C3-S4-STR-{r.randint(2100, 2400)} shows T32 bottom bars at 150 c/c passing through the opening shown "
            f"on MEP coordination drawing C3-S4-MEP-{r.randint(500, 700)}. Please advise trimming bars.\n"
            f"Required by: {_d(dt + timedelta(days=7))}   Impact: concourse slab pour sequence\nRaised by: Eng. {ME}")


def t_ncr(r, dt):
    return (f"NON-CONFORMANCE REPORT\nNCR No.: NCR-{PMC.split()[0][:3].upper()}-S4-{r.randint(30, 90)}   Date: {_d(dt)}\n"
            f"Project: {PKG}\nIssued to: {EMP}\nDescription: honeycombing and exposed reinforcement at "
            f"{r.choice(ZONES)}, area approx. {r.uniform(0.5, 3):.1f} m2\nRoot cause: grout loss at formwork joint, "
            f"insufficient vibration\nProposed corrective action: break out loose concrete, apply approved repair "
            f"mortar (Sika MonoTop-412), submit repair method for approval\nPreventive action: joint sealing "
            f"check added to pre-pour checklist\nContractor response by: Eng. {ME}")


def t_mom(r, dt):
    return (f"MINUTES OF MEETING - WEEKLY PROGRESS MEETING No. {r.randint(60, 95)}\nProject: {PKG}\n"
            f"Date: {_d(dt)}  Venue: JV site office S4\nAttendees: {JV} (Construction Manager), {PMC} "
            f"(Resident Engineer), {EMP} (Eng. {ME}), {r.choice(SUBS)}\n1. Safety: no incidents; heat stress plan "
            f"to start 15 June\n2. Progress: concourse slab grid 4-7 poured; roof slab bay R3 formwork 60%\n"
            f"3. Look-ahead: pour of platform slab east on {_d(dt + timedelta(days=r.randint(5, 12)))}\n"
            f"4. RFIs: RFI-C3-S4-{r.randint(140, 260)} answered; trimming bars per sketch SK-{r.randint(20, 80)}\n"
            f"5. Payments: IPC No. {r.randint(18, 24)} under review\nAction: ABCC to submit revised 3-week look-ahead")


def t_lookahead(r, dt):
    rows = ["Activity;Zone;Start;Finish;Crew;Status"]
    for i, z in enumerate(r.sample(ZONES, 6)):
        s = dt + timedelta(days=i * 3)
        rows.append(f"{r.choice(['Formwork', 'Rebar', 'Pour', 'Waterproofing', 'Strip & reshore'])};{z};"
                    f"{_d(s)};{_d(s + timedelta(days=r.randint(2, 8)))};{r.choice(SUBS)};planned")
    return f"3-WEEK LOOK-AHEAD - {PKG};;;;;\n" + "\n".join(rows)


def t_pourlog(r, dt):
    rows = ["date,element,grade,volume_m3,supplier,slump_mm,cubes,7d_MPa,28d_MPa"]
    for i in range(12):
        day = dt - timedelta(days=(12 - i) * 3)
        rows.append(f"{_iso(day)},{r.choice(ZONES)},C40/20,{r.randint(40, 400)},Riyadh Ready Mix,"
                    f"{r.randint(150, 190)},6,{r.uniform(28, 36):.1f},{r.uniform(44, 52):.1f}")
    return "\n".join(rows) + "\n"


def t_ipc(r, dt):
    s = r.choice(SUBS)
    return (f"SUBCONTRACTOR INTERIM PAYMENT CERTIFICATE\nMain subcontractor: {EMP}\nProject: {PKG}\n"
            f"Sub-subcontractor: {s}\nCertificate No.: {r.randint(8, 19)}   Period ending: {_d(dt)}\n"
            f"Gross value of work done: {sar(r, 800000, 3500000)}\nLess retention 10%; less advance recovery\n"
            f"Amount due this certificate: {sar(r, 90000, 420000)} (excl. VAT 15%)\nCertified: Eng. {ME}, Package Manager")


def t_submittal(r, dt):
    m = r.choice(["PVC waterstop 250 mm (Sika Waterbar)", "HDPE waterproofing membrane (Preprufe 300R)",
                  "mechanical rebar couplers (Lenton)", "aluminium formwork system (Mivan)"])
    return (f"MATERIAL SUBMITTAL\nSubmittal No.: MS-C3-S4-MAT-{r.randint(40, 120)}   Date: {_d(dt)}\nProject: {PKG}\n"
            f"Material: {m}\nSpecification section: 03 15 00 / 07 10 00\nAttachments: datasheet, test certificates, "
            f"supplier ISO certificate, sample\nPMC status: {r.choice(['A - Approved', 'B - Approved as noted', 'C - Revise and resubmit'])}\n"
            f"Submitted by: {EMP}, Eng. {ME}")


def t_hse(r, dt):
    return (f"HSE OBSERVATION REPORT - Station S4\nDate: {_d(dt)}\nArea: {r.choice(ZONES)}\nObservation: missing "
            f"toe board on scaffold platform; two workers without chin straps\nRisk: high\nAction: stop work, "
            f"{r.choice(SUBS)} to rectify before resuming; re-induction of crew\nClosed by: HSE officer / Eng. {ME}")


# --------------------------------------------------------------------------- Work: employment (Areas)

def t_timesheet(r, dt):
    first = dt.replace(day=1)
    rows = [f"ABCC - Staff Timesheet;{ME};Emp No. ABC-0417;{first:%B %Y};;;",
            "Date;Day;Location;In;Out;Hours;OT"]
    d = first
    while d.month == first.month:
        if d.strftime("%a") in ("Fri", "Sat"):
            rows.append(f"{_d(d)};{d:%a};-;-;-;0;0")
        else:
            ot = r.choice([0, 0, 1, 2, 3])
            rows.append(f"{_d(d)};{d:%a};Metro S4 site;06:{r.randint(30, 59)};{17 + ot}:00;{10 + ot};{ot}")
        d += timedelta(days=1)
    rows.append("Approved by;Project Director;;;;;")
    return "\n".join(rows)


def t_payslip(r, dt):
    ot = r.uniform(900, 3200)
    return (f"{EMP}\nPAYSLIP - {dt:%B %Y}\nEmployee: {ME}   Emp No.: ABC-0417   Iqama: {IQAMA}\n"
            f"Position: Package Manager - Civil   Project: Metro S4\nBasic salary SAR 14,000.00\nHousing "
            f"allowance SAR 3,500.00\nTransportation allowance SAR 1,400.00\nOvertime SAR {ot:,.2f}\n"
            f"Deductions: none\nNet pay SAR {18900 + ot:,.2f}\nPaid to Al Rajhi Bank IBAN {IBAN}")


def t_contract(r, dt):
    return (f"EMPLOYMENT CONTRACT (QIWA)\nContract No. QW-{r.randint(10**7, 10**8)}\nFirst party: {EMP}, "
            f"CR 1010{r.randint(100000, 999999)}, Riyadh\nSecond party: {ME}, Egyptian, Iqama {IQAMA}\n"
            f"Job title: Civil Engineer (Package Manager)\nContract type: fixed term, 2 years, renewable\n"
            f"Basic salary SAR 14,000; housing SAR 3,500; transport SAR 1,400 per month\nAnnual leave: 30 days "
            f"with return air tickets Riyadh-Cairo for employee, wife and three children\nMedical insurance: "
            f"employee and family (Bupa Arabia, class B)\nEnd-of-service award per Saudi Labor Law Art. 84\n"
            f"Probation: none (renewal)\nSigned electronically on Qiwa")


def t_salary_cert(r, dt):
    return (f"{EMP}\nSALARY CERTIFICATE\nDate: {_d(dt)}\nTo whom it may concern,\nThis is to certify that "
            f"Eng. {ME}, Egyptian national, Iqama No. {IQAMA}, has been employed by our company since 03/09/2017 "
            f"and currently holds the position of Package Manager - Civil. His total monthly salary is SAR 18,900 "
            f"(basic 14,000, housing 3,500, transport 1,400).\nThis certificate is issued at his request for "
            f"{r.choice(['Ejar lease renewal', 'Al Rajhi Bank', 'the Embassy of Egypt'])} without any liability.\nHR Manager")


def t_leave(r, dt):
    return (f"ANNUAL LEAVE APPLICATION\nEmployee: {ME}  (ABC-0417)\nDepartment: Projects - Metro S4\n"
            f"Leave from: {_d(dt + timedelta(days=60))} to {_d(dt + timedelta(days=88))} (28 days)\nDestination: "
            f"Cairo, Egypt\nExit/re-entry visa required: yes, for self and family\nTicket allowance: 5 tickets RUH-CAI\n"
            f"Handover to: {r.choice(ENGS)} (Senior Site Engineer)\nSignature: ____________")


def t_eos(r, dt):
    return (f"End of service estimate;{ME};;\nJoining date;03/09/2017;;\nCalculation date;{_d(dt)};;\n"
            f"Years;{(dt.year - 2017) + (dt.month - 9) / 12:.2f};;\nLast basic+housing;17500;;\n"
            f"First 5 years (half month/yr);43750;;\nAfter 5 years (one month/yr);{17500 * ((dt.year - 2022) + (dt.month - 9) / 12):.0f};;\n"
            "Note;Saudi Labor Law art. 84;;")


# --------------------------------------------------------------------------- Career: SCE (Areas), PMP (Projects)

def t_sce_cert(r, dt):
    return (f"SAUDI COUNCIL OF ENGINEERS\nProfessional Membership Certificate\nMember: {ME}\nMembership No.: "
            f"{r.randint(300000, 399999)}   Classification: Professional Engineer - Civil\nNationality: Egypt   "
            f"Iqama: {IQAMA}\nValid from {_d(dt)} to {_d(dt + timedelta(days=365))}\nVerify at "
            f"eservices.saudieng.sa")


def t_sce_receipt(r, dt):
    return (f"Saudi Council of Engineers - Payment Receipt\nReceipt No. {r.randint(10**6, 10**7)}   Date: {_d(dt)}\n"
            f"Member: {ME}\nService: annual membership renewal - Professional Engineer\nAmount: SAR 800.00 + VAT "
            f"SAR 120.00 = SAR 920.00\nPaid by mada card ending {r.randint(1000, 9999)}")


def t_cpd(r, dt):
    rows = ["Date;Activity;Provider;CPD hours"]
    for i in range(9):
        rows.append(f"{_d(dt - timedelta(days=40 * i))};{r.choice(['Webinar: deep excavations', 'Course: ACI 318-19 changes', 'Site visit: Riyadh Metro Line 3', 'Seminar: contract claims FIDIC', 'PMP prep course module'])};"
                    f"{r.choice(['SCE', 'ACI Saudi Chapter', 'PMI KSA Chapter'])};{r.choice([2, 3, 4, 8])}")
    return "\n".join(rows)


def t_cv(r, dt):
    return (f"{ME.upper()}\nCivil Engineer | Package Manager | Riyadh, KSA | +966 55 {r.randint(100, 999)} {r.randint(1000, 9999)}\n"
            f"SCE Professional Engineer; PMP candidate (exam July 2026)\nExperience\n2024-present: {EMP} - "
            f"Package Manager, Riyadh Metro Line 7 Station S4 (underground, 24 m deep)\n2017-2024: {EMP} - Senior "
            f"Site Engineer / Construction Manager (King Salman Park utilities, residential compounds)\n2004-2017: "
            f"Misr Modern Construction, Cairo - Site Engineer to Project Manager (Nasr City towers, Ring Road bridge)\n"
            f"Education: B.Sc. Civil Engineering, Ain Shams University, 2004 (Very Good)\nSkills: Primavera P6, "
            f"AutoCAD, deep basements, post-tensioning, FIDIC\nLanguages: Arabic (native), English (fluent)")


def t_pmp_notes(r, dt):
    return ("PMP study notes - Mahmoud\nEVM: CV = EV - AC; SV = EV - PV; CPI = EV/AC; SPI = EV/PV\n"
            "EAC = BAC/CPI (if current variance typical); ETC = EAC - AC; TCPI = (BAC - EV)/(BAC - AC)\n"
            "Critical path: longest path, zero float. Crashing adds cost; fast tracking adds risk.\n"
            "People domain 42%, Process 50%, Business environment 8%.\n"
            "Agile: servant leadership, backlog refinement, velocity, burndown. Hybrid approaches are 50% of the exam.\n"
            "ملاحظة: راجع أسئلة الـ stakeholder engagement مرة ثانية - أخطأت في ٦ أسئلة\n"
            "Conflict resolution: collaborate/problem solve first. Risk responses: avoid, transfer, mitigate, accept, escalate.")


def t_mock(r, dt):
    rows = ["date,simulator,questions,correct,score_pct,people,process,business"]
    for i in range(8):
        d = dt - timedelta(days=(8 - i) * 6)
        c = r.randint(110, 160) + i * 3
        rows.append(f"{_iso(d)},{r.choice(['PrepCast', 'Udemy Andrew Ramdayal', 'TIA full exam'])},180,{min(c, 175)},"
                    f"{min(c, 175) / 1.8:.0f},{r.choice(['AT', 'T', 'AT', 'BT'])},{r.choice(['AT', 'T'])},{r.choice(['AT', 'T', 'BT'])}")
    return "\n".join(rows) + "\n"


def t_pmp_plan(r, dt):
    rows = ["Week;Topic;Hours;Done"]
    topics = ["Predictive planning & schedule", "Cost & EVM", "Risk", "Stakeholders & communication", "Agile mindset",
              "Scrum & Kanban", "Hybrid", "Business environment", "Full mock exam 1", "Full mock exam 2", "Review weak areas",
              "Final mock & rest"]
    for i, t in enumerate(topics):
        rows.append(f"{i + 1};{t};{r.choice([6, 8, 10])};{'yes' if i < 8 else 'no'}")
    return "PMP study plan - exam 14 July 2026;;;\n" + "\n".join(rows)


def t_35h(r, dt):
    return (f"CERTIFICATE OF COMPLETION\nThis certifies that {ME} has completed 35 contact hours of project management "
            f"education\nCourse: PMP Exam Preparation (aligned with the PMP Examination Content Outline 2021)\n"
            f"Provider: Najd Professional Training Institute, Riyadh - PMI Authorized Training Partner\nDates: "
            f"{_d(dt - timedelta(days=30))} - {_d(dt)}\nCertificate No. NPTI-PMP-{r.randint(1000, 9999)}")


def t_pmi_receipt(r, dt):
    return (f"Project Management Institute - Order Receipt\nOrder No. {r.randint(10**7, 10**8)}   Date: {_d(dt)}\n"
            f"Bill to: {ME}, Riyadh, Saudi Arabia\nPMI Membership (1 year) USD 139.00\nPMP Certification Exam fee "
            f"(member) USD 405.00\nTotal USD 544.00 paid by Visa ending {r.randint(1000, 9999)}")


def t_pearson(r, dt):
    return (f"Pearson VUE - Confirmation of appointment\nCandidate: {ME}   PMI ID {r.randint(7000000, 7999999)}\n"
            f"Exam: Project Management Professional (PMP)\nDate and time: Tuesday, 14 July 2026, 08:30\nTest "
            f"centre: Riyadh - New Horizons, King Fahd Road\nBring: passport or iqama matching your PMI profile name.\n"
            f"Reschedule no later than 48 hours before the appointment.")


# --------------------------------------------------------------------------- School (Areas)

def t_fee_invoice(kid):
    def f(r, dt):
        name, yr, sid = kid
        fee = {"Year 10": 52000, "Year 7": 46000, "Year 3": 38000}[yr]
        return (f"{SCHOOL}\nAl-Malqa, Riyadh - VAT No. 3001{r.randint(10**9, 10**10)}\nTAX INVOICE No. "
                f"INV-{dt.year}-{r.randint(1000, 9999)}   Date: {_d(dt)}\nParent: {ME}\nStudent: {name} El-Sayed "
                f"({sid}), {yr}\nTuition fees term {r.choice(['1', '2', '3'])} {dt.year - (dt.month < 8)}/{dt.year + (dt.month >= 8)}: "
                f"SAR {fee / 3:,.2f}\nBus service (Al-Yasmin route 4): SAR 1,400.00\nVAT 15% on tuition: applicable "
                f"(non-Saudi student)\nDue by {_d(dt + timedelta(days=14))}\nSibling discount "
                f"{'10%' if name == 'Omar' else '5%' if name == 'Mariam' else '0%'}")
    return f


def t_fee_receipt(r, dt):
    name, yr, sid = r.choice(KIDS)
    return (f"{SCHOOL} - Payment receipt\nReceipt No. RC-{r.randint(10000, 99999)}   Date: {_d(dt)}\nReceived from: "
            f"{ME}\nFor: {name} ({sid}) {yr} - tuition instalment\nAmount: {sar(r, 9000, 18000)} by bank transfer (Al Rajhi)\n"
            f"Accounts Office")


def t_report(kid):
    def f(r, dt):
        name, yr, sid = kid
        subj = ["English", "Mathematics", "Science", "Arabic", "Islamic Studies", "Computing", "PE"]
        lines = "\n".join(f"{s}: {r.choice(['A*', 'A', 'A', 'B', 'B', 'C']) if yr == 'Year 10' else r.choice(['Exceeding', 'Secure', 'Secure', 'Developing'])}"
                          for s in subj)
        return (f"{SCHOOL}\nEnd of Term Report - {dt:%B %Y}\nStudent: {name} El-Sayed   {yr}   ID {sid}\n{lines}\n"
                f"Attendance: {r.randint(92, 100)}%\nForm tutor: {name} is a {r.choice(['kind and hardworking', 'curious and lively', 'focused'])} "
                f"member of the class. Target: {r.choice(['neater presentation in maths', 'read 20 minutes every day', 'participate more in English discussions'])}.\n"
                f"Head of Primary/Secondary")
    return f


def t_school_mail(subj: str, body: str):
    return eml("Riyadh Green Valley International School <office@rgvis.edu.sa>", "m.elsayed81@gmail.com", subj, body)


def t_school_ics(r, dt):
    ev = [("Parents' evening Year 7", 12), ("IGCSE mock exams start (Year 10)", 30), ("Last day of term 3", 20),
          ("Year 3 sports day", 8)]
    out = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//RGVIS//School Calendar//EN"]
    for i, (s, k) in enumerate(ev):
        d = dt + timedelta(days=k)
        out += ["BEGIN:VEVENT", f"UID:rgvis-{i}-{d:%Y%m%d}@rgvis.edu.sa", f"DTSTART;VALUE=DATE:{d:%Y%m%d}",
                f"SUMMARY:{s}", "LOCATION:Riyadh Green Valley International School, Al-Malqa", "END:VEVENT"]
    return "\n".join(out + ["END:VCALENDAR"]) + "\n"


# --------------------------------------------------------------------------- Home: the villa (Areas)

def t_ejar(r, dt):
    return (f"EJAR - Unified Residential Lease Contract\nContract No. 10{r.randint(10**8, 10**9)}   Start: {_d(dt)}\n"
            f"Lessor: Abdullah bin Saad Al-Qahtani   Lessee: {ME} (Iqama {IQAMA})\nProperty: {VILLA}; villa, "
            f"2 floors, 5 bedrooms, 320 m2\nAnnual rent: SAR 85,000 payable in two instalments of SAR 42,500\n"
            f"Duration: 1 year, automatically renewable\nBrokerage: Dar Al-Yasmin Real Estate Office\n"
            f"Electricity account no. {r.randint(10**10, 10**11)} (SEC) in lessee's name")


def t_rent(r, dt):
    return (f"Rent payment confirmation - Ejar\nContract No. 10{r.randint(10**8, 10**9)}\nPayment date: {_d(dt)}\n"
            f"Payer: {ME}\nProperty: {VILLA}\nInstalment {r.choice([1, 2])} of 2: SAR 42,500.00 via SADAD bill "
            f"{r.randint(10**9, 10**10)}\nStatus: paid to lessor Abdullah Al-Qahtani")


def t_sec(r, dt):
    k = r.randint(1800, 6800) if dt.month in (6, 7, 8, 9) else r.randint(600, 1600)
    return (f"Saudi Electricity Company - Electricity Bill\nAccount no. 300{r.randint(10**7, 10**8)}   Bill date: {_d(dt)}\n"
            f"Customer: {ME}\nAddress: {VILLA}\nConsumption: {k} kWh  Tariff: residential\nAmount due: "
            f"SAR {k * 0.18 * 1.15:,.2f} incl. VAT\nPay via SADAD biller 001")


def t_nwc(r, dt):
    return (f"National Water Company - Water bill\nAccount {r.randint(10**8, 10**9)}   Date: {_d(dt)}\nCustomer: {ME}, "
            f"{VILLA}\nConsumption {r.randint(28, 75)} m3\nAmount {sar(r, 90, 420)} incl. VAT")


def t_stc(r, dt):
    return (f"stc - Tax invoice\nAccount: {r.randint(10**8, 10**9)}   Invoice date: {_d(dt)}\nCustomer: {ME}\n"
            f"Home Fiber 500 Mbps - monthly: SAR 399.00\nVAT 15%: SAR 59.85\nTotal: SAR 458.85")


def t_ac(r, dt):
    return (f"Cool Breeze AC Maintenance Est. - Invoice {r.randint(1000, 9999)}\nDate: {_d(dt)}\nClient: {ME}, {VILLA}\n"
            f"Service: pre-summer servicing of {r.randint(7, 9)} split units, gas top-up R410A for 2 units, cleaning of filters\n"
            f"Total: {sar(r, 650, 1900)} incl. VAT\nTechnician: Anwar")


def t_pest(r, dt):
    return (f"Riyadh Pest Control Co. - Service report\nDate: {_d(dt)}\nClient: {ME}, {VILLA}\nTreatment: cockroach gel "
            f"and perimeter spray, garden termite check\nNext visit: {_d(dt + timedelta(days=90))}\nCharge: SAR 350.00")


def t_landlord(r, dt):
    return (f"رسالة إلى المالك - أبو سعد\nالسلام عليكم ورحمة الله، أستاذ عبدالله القحطاني\n"
            f"أرجو التكرم بإرسال فني لإصلاح تسريب المياه في حمام الدور الثاني بالفيلا رقم 12 حي الياسمين، "
            f"وأيضاً مضخة الخزان العلوي لا تعمل منذ {r.randint(2, 5)} أيام.\nتم دفع الدفعة {r.choice(['الأولى', 'الثانية'])} "
            f"من الإيجار (42,500 ريال) عن طريق منصة إيجار بتاريخ {_d(dt)}.\nجزاك الله خيراً\n{ME_AR}\n"
            f"جوال 055{r.randint(1000000, 9999999)}")


# --------------------------------------------------------------------------- Car (Areas)

def t_car_ins(r, dt):
    return (f"Tawuniya - Motor Comprehensive Insurance Policy Schedule\nPolicy No. MC-{r.randint(10**7, 10**8)}\n"
            f"Period: {_d(dt)} - {_d(dt + timedelta(days=364))}\nInsured: {ME}, Iqama {IQAMA}\nVehicle: Toyota Camry GLE "
            f"2021, white, plate ABJ 4821, VIN JTNB11HK1M30{r.randint(10000, 99999)}\nSum insured: SAR 78,000\n"
            f"Premium: {sar(r, 2400, 3600)} incl. VAT; agency repair; deductible SAR 500")


def t_car_service(r, dt):
    km = r.randint(60000, 98000)
    return (f"Abdul Latif Jameel Motors - Toyota Service Centre, Riyadh (Exit 5)\nService invoice {r.randint(10**6, 10**7)}   "
            f"Date: {_d(dt)}\nCustomer: {ME}\nVehicle: Camry 2021 plate ABJ 4821  Odometer: {km:,} km\n"
            f"Work: {km // 10000 * 10000:,} km periodic service, engine oil 0W-20, oil filter, air filter, cabin filter, "
            f"tyre rotation\nTotal: {sar(r, 650, 1800)} incl. VAT")


def t_fahas(r, dt):
    return (f"MVPI (Fahas) - Periodic Technical Inspection Certificate\nDate: {_d(dt)}   Station: Riyadh North\n"
            f"Plate: ABJ 4821   Make/model: Toyota Camry 2021\nResult: PASSED\nValid until: {_d(dt + timedelta(days=365))}\n"
            f"Fee: SAR 115.00")


def t_saher(r, dt):
    return (f"Absher - Traffic violation (Saher)\nViolation No. {r.randint(10**9, 10**10)}   Date: {_d(dt)}\n"
            f"Plate: ABJ 4821   Owner: {ME}\nType: speeding {r.randint(11, 25)} km/h above limit, King Fahd Road\n"
            f"Fine: SAR {r.choice([300, 500, 800])}.00 (25% discount if paid within 30 days)")


def t_car_fin(r, dt):
    rows = ["Instalment;Due date;Amount SAR;Status"]
    for i in range(12):
        d = dt.replace(day=27) - timedelta(days=30 * (11 - i))
        rows.append(f"{37 + i};{_d(d)};1,386.00;{'paid' if i < 11 else 'due'}")
    return "ALJ Finance - Camry 2021 lease-to-own schedule;;;\nCustomer;" + ME + ";;\n" + "\n".join(rows)


# --------------------------------------------------------------------------- Health (Areas)

def t_bupa_policy(r, dt):
    return (f"Bupa Arabia for Cooperative Insurance\nGroup medical policy - Member certificate\nPolicyholder: {EMP}\n"
            f"Policy No. {r.randint(10**7, 10**8)}   Class: B   Network: Bupa Gold\nMembers: {ME} (employee), Dina Mostafa "
            f"Hassan (spouse), Youssef, Mariam, Omar (children)\nCoverage period: {_d(dt)} - {_d(dt + timedelta(days=364))}\n"
            f"Annual limit SAR 500,000 per member; outpatient co-payment 20% max SAR 100; dental SAR 3,000; optical SAR 1,000")


def t_bupa_claim(r, dt):
    who = r.choice(["Dina Mostafa Hassan", "Youssef", "Mariam", "Omar", ME])
    return (f"Bupa Arabia - Reimbursement claim statement\nClaim No. {r.randint(10**8, 10**9)}   Date: {_d(dt)}\n"
            f"Member: {who}\nProvider: {r.choice(['Dr. Sulaiman Al Habib - Al Takhassusi', 'Dallah Hospital Nakheel', 'Kingdom Hospital'])}\n"
            f"Claimed: {sar(r, 300, 2400)}   Approved: {sar(r, 200, 1900)}\nPaid to IBAN {IBAN}")


def t_lab(r, dt):
    return (f"Dr. Sulaiman Al Habib Medical Group - Laboratory Report\nPatient: {ME}   Age 44 Y   MRN {r.randint(10**6, 10**7)}\n"
            f"Collected: {_d(dt)}   Insurance: Bupa Arabia class B\nHbA1c {r.uniform(5.4, 6.2):.1f} %  (ref < 5.7)\n"
            f"Fasting glucose {r.randint(92, 118)} mg/dL\nTotal cholesterol {r.randint(180, 240)} mg/dL  LDL {r.randint(110, 165)} mg/dL  "
            f"HDL {r.randint(35, 48)} mg/dL  Triglycerides {r.randint(130, 230)} mg/dL\nVitamin D 25-OH {r.randint(12, 28)} ng/mL (low)\n"
            f"Comment: follow up with internal medicine; diet and exercise advised")


def t_dental(r, dt):
    return (f"Smile Line Dental Center - Al-Yasmin\nInvoice {r.randint(1000, 9999)}   Date: {_d(dt)}\nPatient: "
            f"{r.choice(['Mariam Mahmoud', 'Youssef Mahmoud', 'Dina Mostafa'])}\nTreatment: {r.choice(['scaling and polishing', 'composite filling 36', 'orthodontic consultation'])}\n"
            f"Total {sar(r, 250, 1400)}; Bupa share 80%; patient share {sar(r, 50, 280)}")


def t_vacc(r, dt):
    return (f"Ministry of Health - Child Vaccination Record (Sehhaty)\nChild: Omar Mahmoud Abdelrahman   DOB 11/02/2018\n"
            f"MMR dose 2 - given\nDTaP-IPV booster (4-6 y) - given {_d(dt)}\nInfluenza {dt.year} - given\n"
            f"Clinic: Al-Yasmin Primary Health Care Centre")


def t_pharmacy(r, dt):
    return (f"Nahdi Pharmacy - Tax invoice {r.randint(10**6, 10**7)}\nDate: {_d(dt)}\nPatient: Omar (Bupa member)\n"
            f"Ventolin inhaler 100 mcg x1; Flixotide 50 mcg x1; Panadol children syrup x1\nInsurance co-pay "
            f"{sar(r, 15, 60)}")


# --------------------------------------------------------------------------- Finance (Areas)

def t_rajhi(r, dt):
    rows = []
    bal = r.uniform(15000, 40000)
    for desc, lo, hi in (("SALARY ABCC", 18900, 21500), ("Tahweel Al Rajhi - Banque Misr Nawal", -1600, -1500),
                         ("POS Panda Al-Yasmin", -900, -300), ("SADAD SEC", -900, -200), ("POS Nahdi", -120, -40),
                         ("stc bill", -459, -458), ("ALJ Finance instalment", -1386, -1385), ("ATM withdrawal", -2000, -500)):
        v = r.uniform(lo, hi)
        bal += v
        rows.append(f"{desc} {v:,.2f} balance {bal:,.2f}")
    return (f"Al Rajhi Bank - Account Statement\nCustomer: {ME}\nIBAN: {IBAN}\nPeriod: {dt:%B %Y}\n" + "\n".join(rows))


def t_remit_home(r, dt):
    s = r.choice([1500, 1500, 2000, 2500])
    return (f"Al Rajhi Bank - Tahweel Al Rajhi transfer receipt\nReference: TR{r.randint(10**9, 10**10)}   Date: {_d(dt)}\n"
            f"Sender: {ME}   Account {IBAN}\nBeneficiary: Nawal Ibrahim Shalaby (mother)\nBank: Banque Misr, Mansoura "
            f"branch, account {r.randint(10**11, 10**12)}\nAmount: SAR {s:,}.00  Rate: {r.uniform(12.9, 13.5):.4f}  "
            f"Beneficiary receives EGP {s * 13.2:,.0f}\nFee: SAR 15.00\nPurpose: family support")


def t_budget(r, dt):
    rows = ["البند;Item;SAR"]
    for ar, en, lo, hi in (("الإيجار", "Rent (monthly share)", 7083, 7084), ("المدارس", "School fees (monthly share)", 11000, 11500),
                           ("البيت والأكل", "Groceries", 2800, 3600), ("الكهرباء والماء", "Electricity & water", 500, 1600),
                           ("السيارة", "Car instalment + fuel", 1700, 2000), ("تحويل لماما", "Money to mother", 1500, 1501),
                           ("قسط الشقة", "Apartment instalment reserve", 5000, 6000), ("ادخار", "Savings", 1000, 2500)):
        rows.append(f"{ar};{en};{r.uniform(lo, hi):.0f}")
    return f"ميزانية البيت - {dt:%B %Y};Household budget;\n" + "\n".join(rows) + "\nالدخل;Net salary;18900"


def t_zakat(r, dt):
    cash = r.randint(60000, 110000)
    return (f"حساب الزكاة - رمضان {dt.year}\nالرصيد في بنك الراجحي: {cash:,} ريال\nشهادة بنك مصر: 300,000 جنيه "
            f"(حوالي {300000 / 13.2:,.0f} ريال)\nذهب دينا (غير المستعمل): 85 جرام\nالنصاب: 85 جرام ذهب\n"
            f"المجموع الخاضع للزكاة: حوالي {cash + 22700:,} ريال\nالزكاة 2.5%: {(cash + 22700) * 0.025:,.0f} ريال\n"
            f"تصرف: جزء لأقارب في المنصورة، وجزء عبر منصة إحسان")


def t_bm_cd(r, dt):
    return (f"Banque Misr - Certificate of Deposit\nHolder: {ME}   National ID {NID}\nCertificate type: 3-year "
            f"variable-return certificate\nAmount: EGP 300,000   Issue date: {_d(dt)}\nReturn: {r.choice(['23.5', '27', '22'])}% "
            f"p.a., paid monthly to account {r.randint(10**11, 10**12)}\nBranch: Mansoura Main")


def t_cc(r, dt):
    return (f"Al Rajhi Bank - Visa Signature Credit Card Statement\nCard ending {r.randint(1000, 9999)}   Statement date: {_d(dt)}\n"
            f"Cardholder: {ME}\nPurchases: noon.com, Jarir Bookstore, IKEA Riyadh, flynas, Nahdi\nTotal due: "
            f"{sar(r, 1800, 6400)}  Minimum due: {sar(r, 200, 600)}  Due date: {_d(dt + timedelta(days=25))}")


# --------------------------------------------------------------------------- Apartment in New Cairo (Projects)

STAGES = ["الحفر والأساسات", "الهيكل الخرساني", "المباني (الطوب)", "المحارة والبياض", "السباكة والكهرباء",
          "الأرضيات والسيراميك", "النجارة والألوميتال", "الدهانات والتسليم"]
STAGES_EN = ["excavation & foundations", "concrete skeleton", "brick walls", "plastering", "plumbing & electrical",
             "floors & ceramics", "doors, windows & aluminium", "painting & handover"]


def t_apt_contract(r, dt):
    rows = "\n".join(f"الدفعة {i + 1}: {s} - 300,000 جنيه" for i, s in enumerate(STAGES))
    return (f"عقد مقاولة بناء وتشطيب\nإنه في يوم {_d(dt)} تحرر هذا العقد بين كل من:\nالطرف الأول (المالك): {ME_AR}، "
            f"رقم قومي {NID}، ويمثله بموجب توكيل أخوه أحمد عبد الرحمن السيد\nالطرف الثاني (المقاول): {CONTRACTOR_AR}\n"
            f"موضوع العقد: تنفيذ أعمال الإنشاء والتشطيب الكامل لـ {APT_AR} بمساحة 165 م2\nقيمة العقد: 2,400,000 جنيه "
            f"تدفع على 8 دفعات مرتبطة بمراحل التنفيذ:\n{rows}\nمدة التنفيذ: 26 شهراً، والتسليم في ديسمبر 2026\n"
            f"غرامة التأخير: 0.5% من قيمة العقد عن كل أسبوع تأخير\nالمواصفات: حديد عز، أسمنت السويس، سيراميك كليوباترا فرز أول")


def t_apt_schedule(r, dt):
    rows = ["الدفعة;Stage;Amount EGP;Due;Status"]
    for i, (a, e) in enumerate(zip(STAGES, STAGES_EN)):
        due = datetime(2024, 11, 1) + timedelta(days=95 * i)
        rows.append(f"{i + 1};{e} / {a};300,000;{due:%m/%Y};{'paid' if i < 5 else 'due' if i == 5 else '-'}")
    return f"جدول أقساط الشقة - بيت الوطن عمارة 47;;;;\n" + "\n".join(rows) + "\nTotal;;2,400,000;;paid 1,500,000"


def t_apt_receipt(r, dt):
    i = min(7, max(0, (dt - datetime(2024, 11, 1, tzinfo=dt.tzinfo)).days // 95))
    return (f"{CONTRACTOR}\nPAYMENT RECEIPT No. {r.randint(100, 400)}\nDate: {_d(dt)}\nReceived from: {ME} through his "
            f"brother Ahmed Abdelrahman El-Sayed (POA)\nProject: {APT}\nInstalment {i + 1} of 8 ({STAGES_EN[i]}): EGP 300,000\n"
            f"Paid by: bank transfer to Commercial International Bank account of the contractor\nRemaining contract "
            f"balance: EGP {2400000 - 300000 * (i + 1):,}\nSignature and stamp: Eng. Tarek Fawzy")


def t_apt_remit(r, dt):
    s = r.choice([11500, 23000, 22800])
    return (f"Al Rajhi Bank - Tahweel Al Rajhi transfer receipt\nReference: TR{r.randint(10**9, 10**10)}   Date: {_d(dt)}\n"
            f"Sender: {ME}\nBeneficiary: Ahmed Abdelrahman El-Sayed (brother), CIB Egypt, account {r.randint(10**11, 10**12)}\n"
            f"Amount: SAR {s:,}.00  Rate 13.1 - beneficiary receives EGP {s * 13.1:,.0f}\nPurpose: construction of "
            f"apartment, Beit El Watan New Cairo - instalment to contractor Tarek Fawzy")


def t_apt_quote(r, dt):
    return (f"عرض سعر - مطابخ الفخراني - مدينة نصر\nالسيد المهندس/ {ME_AR}\nالموقع: {APT_AR}\n"
            f"مطبخ خشب HPL بطول {r.uniform(4.2, 5.6):.1f} متر طولي مع رخامة كوارتز: {r.randint(95, 140)},000 جنيه\n"
            f"أجهزة بلت إن (فرن + مسطح + شفاط) اختياري: {r.randint(60, 90)},000 جنيه\nمدة التنفيذ 45 يوم بعد "
            f"استلام الدفعة المقدمة 50%\nالعرض ساري لمدة 15 يوم من {_d(dt)}")


def t_apt_poa(r, dt):
    return (f"ARAB REPUBLIC OF EGYPT - CONSULATE GENERAL IN RIYADH\nGeneral Power of Attorney No. {r.randint(1000, 9999)} / "
            f"{dt.year} (certified translation)\nPrincipal: {ME}, National ID {NID}\nAgent: Ahmed Abdelrahman El-Sayed, "
            f"brother\nPowers: to sign contracts of construction and finishing, receive and pay instalments, obtain "
            f"building permits and utility connections for {APT}, and to represent the principal before the New Urban "
            f"Communities Authority and the New Cairo City Authority")


def t_apt_nuca(r, dt):
    return (f"NEW URBAN COMMUNITIES AUTHORITY - New Cairo City Authority\nBeit El Watan project for Egyptians abroad\n"
            f"Allocation letter - plot 47, Area 3, Fifth Settlement\nAllottee share: {ME} (apartment 6, third floor, "
            f"under the building owners' agreement)\nDate: {_d(dt)}\nBuilding permit No. {r.randint(100, 999)}/"
            f"{dt.year}; ground + 4 floors, residential\nConditions: completion of construction within 36 months")


def t_apt_chat(r, dt):
    lines = [("أحمد", "السلام عليكم يا محمود، صب سقف الدور الرابع خلص النهارده الحمد لله"),
             ("محمود", "الحمد لله. المقاول ابتدا في المباني عندنا في الدور التالت؟"),
             ("أحمد", "أيوه، الطوب الأحمر وصل والعمال شغالين من الصبح. بعتلك صور"),
             ("محمود", "تمام. القسط الخامس هحوله يوم الخميس إن شاء الله 23 ألف ريال"),
             ("أحمد", "طارق فوزي بيسأل على لون السيراميك للحمام، وعايز رد قبل آخر الشهر"),
             ("محمود", "دينا اختارت كليوباترا رمادي 60x60، هبعتلك الكود")]
    return "\n".join(f"{_d(dt)}, {20 + i // 2}:{10 + 7 * i:02d} - {w}: {m}" for i, (w, m) in enumerate(lines)) + "\n"


def t_apt_progress(r, dt):
    return (f"تقرير زيارة موقع الشقة - بيت الوطن عمارة 47\nالتاريخ: {_d(dt)}\nمن: أحمد عبد الرحمن\n"
            f"1- المحارة الداخلية في الشقة 6 خلصت بنسبة {r.randint(70, 95)}%\n2- مواسير السباكة اتركبت في المطبخ والحمامين، "
            f"ولسه اختبار الضغط\n3- المقاول م. طارق فوزي طالب الدفعة السادسة (الأرضيات والسيراميك) 300 ألف جنيه\n"
            f"4- عداد الكهرباء: قدمنا الطلب لشركة القناة لتوزيع الكهرباء\nملاحظة: في شرخ بسيط في حائط المطبخ، المهندس قال هيعالجه بشبكة فايبر")


def t_apt_todo(r, dt):
    return ("todo\n- كلم م. طارق فوزي عن تأخير المحارة\n- حول القسط السادس لأحمد (300 ألف جنيه = ~23,000 ريال)\n"
            "- ابعت لأحمد موافقة على عرض المطبخ (الفخراني)\n- اسأل عن عداد الكهرباء والمياه - بيت الوطن\n"
            "- send Tarek the revised kitchen layout (apartment 6, building 47)\n")


# --------------------------------------------------------------------------- Identity (Areas / Projects)

def t_iqama_renew(r, dt):
    return (f"Absher - Iqama renewal receipt\nDate: {_d(dt)}\nResident: {ME}   Iqama No. {IQAMA}   Nationality: Egypt\n"
            f"Sponsor/employer: {EMP}\nRenewal period: 12 months   New expiry (Hijri) 1448/{r.randint(1, 12):02d}/{r.randint(1, 28):02d}\n"
            f"Fees: iqama SAR 650.00 (paid by employer); work permit paid by employer\nDependants renewed: Dina Mostafa "
            f"Hassan, Youssef, Mariam, Omar")


def t_dep_fee(r, dt):
    return (f"SADAD payment receipt - Ministry of Interior (Jawazat)\nDate: {_d(dt)}\nService: dependants' fee "
            f"(expat levy) for 4 dependants x SAR 400 x 12 months\nIqama holder: {ME} ({IQAMA})\nAmount: SAR 19,200.00\n"
            f"Bank: Al Rajhi Bank, reference {r.randint(10**9, 10**10)}")


def t_passport_copy(r, dt):
    return (f"ARAB REPUBLIC OF EGYPT - PASSPORT (copy)\nType P  Code EGY  Passport No. A{r.randint(10**7, 10**8)}\n"
            f"Surname: EL-SAYED  Given names: MAHMOUD ABDELRAHMAN\nDate of birth: 15/09/1981  Place of birth: "
            f"DAKAHLIA\nDate of issue: 18/09/2019  Date of expiry: 17/09/2026\nIssuing authority: Embassy of Egypt, Riyadh")


def t_iqama_copy(r, dt):
    return (f"Kingdom of Saudi Arabia - Ministry of Interior\nResident Identity (Iqama) - copies of family members\n"
            f"{ME} - {IQAMA} - Civil Engineer - employer {EMP}\nDina Mostafa Hassan - dependant - 24{r.randint(10**7, 10**8)}\n"
            f"Youssef - dependant\nMariam - dependant\nOmar - dependant\nPrinted from Absher on {_d(dt)}")


def t_birth(r, dt):
    return ("جمهورية مصر العربية - وزارة الداخلية - قطاع الأحوال المدنية\nمستخرج رسمي من قيد ميلاد (صورة)\n"
            "اسم المولود: عمر محمود عبد الرحمن السيد\nتاريخ الميلاد: 11/02/2018   محل الميلاد: الرياض - المملكة العربية السعودية\n"
            f"اسم الأب: {ME_AR} - مصري - مسلم\nاسم الأم: دينا مصطفى حسن - مصرية\n"
            "تم القيد بسفارة جمهورية مصر العربية بالرياض")


def t_marriage(r, dt):
    return ("وثيقة عقد زواج (صورة ضوئية)\nمكتب مأذون قسم أول المنصورة\nالزوج: " + ME_AR + " - مهندس مدني\n"
            "الزوجة: دينا مصطفى حسن - صيدلانية\nتاريخ العقد: 14/07/2009\nالمهر: حسب الاتفاق\nالشهود: أحمد عبد الرحمن السيد، خالد مصطفى حسن")


def t_pp_app(r, dt):
    who = r.choice([f"{ME} (renewal, expiry 17/09/2026)", "Youssef Mahmoud Abdelrahman (minor, renewal)",
                    "Mariam and Omar Mahmoud Abdelrahman (minors, renewal)"])
    return (f"EMBASSY OF THE ARAB REPUBLIC OF EGYPT - RIYADH - Consular Section\nPassport renewal application\n"
            f"Applicant: {who}\nNational ID of father: {NID}\nAddress in KSA: {VILLA}\nIqama: {IQAMA}\n"
            f"Documents attached: old passport, iqama copy, 4 photos 4x6 white background, birth certificate (minors)\n"
            f"Fees: SAR {r.choice([190, 250])} per passport\nApplication date: {_d(dt)}   Tracking No. EGY-RUH-{r.randint(10**5, 10**6)}")


def t_nid_form(r, dt):
    return (f"طلب تجديد بطاقة الرقم القومي للمصريين بالخارج\nمقدم الطلب: {ME_AR}\nالرقم القومي: {NID}\n"
            f"تاريخ انتهاء البطاقة الحالية: 09/2025\nالمهنة: مهندس مدني - يعمل بالمملكة العربية السعودية\n"
            f"العنوان في مصر: المنصورة - حي الجامعة - شارع جيهان\nجهة الاستلام: سفارة مصر بالرياض - القسم القنصلي\n"
            f"تاريخ تقديم الطلب: {_d(dt)}\nالمرفقات: صورة البطاقة القديمة، صورة جواز السفر، صورة الإقامة، صور شخصية")


def t_embassy_receipt(r, dt):
    return (f"Embassy of Egypt in Riyadh - Consular fees receipt\nReceipt No. {r.randint(10**5, 10**6)}   Date: {_d(dt)}\n"
            f"Name: {ME}\nServices: passport renewal x4 (self and three minor children); national ID card renewal x1\n"
            f"Total paid: SAR {190 * 4 + 130:,}.00\nCollection: after 3-5 weeks, SMS notification")


# --------------------------------------------------------------------------- Travel

def t_egyptair(r, dt):
    return (f"EGYPTAIR - e-Ticket itinerary receipt\nBooking reference: {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}\n"
            f"Passengers: MR MAHMOUD EL-SAYED, MRS DINA HASSAN, MSTR YOUSSEF, MISS MARIAM, MSTR OMAR\n"
            f"MS 658 Riyadh (RUH) - Cairo (CAI) 06 AUG 2026 03:10 - 05:40\nMS 659 Cairo (CAI) - Riyadh (RUH) 30 AUG 2026 "
            f"22:30 - 01:35+1\nFare: SAR {r.randint(7800, 9800):,} total, 2 x 23 kg bags each")


def t_exit_reentry(r, dt):
    return (f"Absher - Exit/Re-entry visa\nVisa No. {r.randint(10**9, 10**10)}   Issue date: {_d(dt)}\nResident: {ME} "
            f"({IQAMA}) and dependants Dina, Youssef, Mariam, Omar\nType: single exit/re-entry, 60 days\nTravel before: "
            f"{_d(dt + timedelta(days=90))}\nFee: SAR 200 per person")


def t_gift_list(r, dt):
    return ("هدايا أجازة الصيف - مصر أغسطس 2026\n- ماما: عباية + عطر عود من العربية للعود\n- أحمد وأولاده: تمر سكري "
            "وساعة\n- حماتي: سجادة صلاة وتمر\n- خالد: عطر\n- شيكولاتة باتشي للكل\nالميزانية حوالي 3,000 ريال\n"
            "طيارة مصر للطيران 6 أغسطس - الرجوع 30 أغسطس\n")


def t_nusuk(r, dt):
    return (f"Nusuk - Umrah permit\nPermit No. {r.randint(10**8, 10**9)}\nHolder: {ME} and 4 companions (family)\n"
            f"Date: {_d(dt + timedelta(days=3))}  Time slot: 02:00 - 04:00\nMasjid al-Haram, Makkah - Ramadan 1446\n"
            f"Also issued: Rawdah visit permit, Al-Masjid an-Nabawi, Madinah, {_d(dt - timedelta(days=3))}")


def t_hotel(r, dt):
    h = r.choice(["Swissotel Al Maqam Makkah", "Pullman ZamZam Madinah", "Anjum Hotel Makkah"])
    return (f"{h} - Booking confirmation\nConfirmation No. {r.randint(10**7, 10**8)}\nGuest: {ME}\nCheck-in: "
            f"{_d(dt)}  Check-out: {_d(dt + timedelta(days=r.randint(3, 5)))}\nRoom: family room, 2 adults 3 children, "
            f"suhoor included (Ramadan)\nTotal: {sar(r, 6000, 14000)} paid")


def t_flynas(r, dt):
    return (f"flynas - Booking confirmation\nPNR {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}\n"
            f"XY 301 Riyadh (RUH) - Madinah (MED) {_d(dt)} 09:40\nPassengers: 5 (Mahmoud, Dina, Youssef, Mariam, Omar)\n"
            f"Total SAR {r.randint(1800, 2900):,}")


def t_haramain(r, dt):
    return (f"Haramain High Speed Railway - e-ticket\nMadinah - Makkah  {_d(dt)} 14:00  Economy, coach {r.randint(1, 12)}\n"
            f"Passengers: 2 adults, 3 children\nTotal SAR {r.randint(700, 1100)}.00  Booking {r.randint(10**7, 10**8)}")


def t_umrah_exp(r, dt):
    return ("مصاريف العمرة - رمضان 2025;Item;SAR\nطيران;flynas RUH-MED;2,340\nفندق المدينة;Pullman ZamZam 3 nights;4,950\n"
            "قطار الحرمين;MED-MKH;890\nفندق مكة;Swissotel Al Maqam 5 nights;12,400\nأكل وهدايا;food & gifts;2,100\n"
            "الرجوع;flynas JED-RUH;2,050\nالإجمالي;Total;24,730")


def t_summer_ticket(r, dt):
    return (f"Saudia - e-Ticket receipt\nPNR {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}\n"
            f"SV 305 Riyadh - Cairo {_d(dt)}; SV 306 Cairo - Riyadh {_d(dt + timedelta(days=26))}\n"
            f"Passengers: Mahmoud, Dina, Youssef, Mariam, Omar El-Sayed\nTotal: SAR {r.randint(6800, 8900):,} (annual leave tickets, ABCC)")


def t_sahel(r, dt):
    return (f"عقد إيجار شاليه - الساحل الشمالي - قرية مراسي (أسبوع)\nالمستأجر: {ME_AR}\nمن {_d(dt)} إلى {_d(dt + timedelta(days=7))}\n"
            f"شاليه 3 غرف صف ثاني من البحر\nالإيجار: {r.randint(45, 70)},000 جنيه، تأمين 10,000 جنيه يرد عند التسليم")


# --------------------------------------------------------------------------- Old job, 2017 job search (Archive)

def t_mmc_exp_ar(r, dt):
    return ("شركة مصر الحديثة للإنشاءات (MMC) - القاهرة\nشهادة خبرة\nتشهد الشركة بأن المهندس/ " + ME_AR +
            " قد عمل لديها في الفترة من 01/10/2004 حتى 15/07/2017\nوتدرج في الوظائف من مهندس موقع إلى مدير مشروع،\n"
            "وعمل في مشروعات أبراج مدينة نصر السكنية، وكوبري الطريق الدائري، ومبنى إداري بالقاهرة الجديدة\n"
            "وقد كان مثالاً للالتزام والكفاءة، وأعطيت له هذه الشهادة بناءً على طلبه دون أدنى مسؤولية على الشركة")


def t_mmc_settle(r, dt):
    return (f"Misr Modern Construction (MMC) - Cairo\nFinal settlement statement\nEmployee: {ME}   Staff No. MMC-2211\n"
            f"Last working day: 15/07/2017\nEnd-of-service gratuity: EGP {r.randint(90, 140)},000\nUnused leave 18 days: "
            f"EGP {r.randint(9, 14)},000\nSocial insurance form 6 submitted\nNet payable: EGP {r.randint(100, 150)},000")


def t_mmc_exp_en(r, dt):
    return (f"Misr Modern Construction (MMC), 90th Street, New Cairo\nEXPERIENCE CERTIFICATE (English translation)\n"
            f"This is to certify that Eng. {ME} worked with MMC from 01/10/2004 to 15/07/2017, last as Project Manager "
            f"of the Nasr City Residential Towers (4 towers, 18 floors). Attested by the Egyptian Ministry of Foreign "
            f"Affairs and the Saudi Embassy in Cairo for employment in KSA.")


def t_mmc_report(r, dt):
    return (f"MMC - Monthly Progress Report\nProject: Nasr City Residential Towers, Block B (4 x G+18)\nMonth: {dt:%B %Y}\n"
            f"Client: Al-Nasr Housing Company\nProgress: tower B1 {r.randint(60, 90)}%, B2 {r.randint(40, 70)}%, B3 {r.randint(20, 50)}%\n"
            f"Concrete this month: {r.randint(800, 2000)} m3\nIssues: steel price increase after EGP flotation; "
            f"claim submitted\nProject Manager: Eng. {ME}")


def t_mmc_resign(r, dt):
    return (f"To: HR Director, Misr Modern Construction\nDate: {_d(dt)}\nSubject: Resignation\nDear Sir,\nI hereby "
            f"submit my resignation from my position as Project Manager, effective 15/07/2017, having accepted an offer "
            f"in Riyadh. I thank MMC for thirteen years of trust and will hand over the Nasr City towers project to "
            f"Eng. Hossam Lotfy.\nEng. {ME}")


def t_offer(r, dt):
    return (f"{EMP} - Riyadh\nOFFER OF EMPLOYMENT\nDate: {_d(dt)}\nCandidate: Eng. {ME}, Cairo\nPosition: Senior Site "
            f"Engineer - Civil\nSalary: basic SAR 11,000, housing SAR 2,750, transport SAR 1,100\nFamily status "
            f"after probation, annual tickets, medical insurance\nJoining: September 2017 subject to visa and SCE accreditation\n"
            f"Please sign and return with attested degree certificate.")


def t_cv2017(r, dt):
    return (f"CURRICULUM VITAE - {ME}\nCivil Engineer, 13 years' experience, Cairo, Egypt\nObjective: senior site "
            f"engineer position in the Gulf\nMMC 2004-2017: Nasr City towers, Ring Road bridge, New Cairo office building\n"
            f"Member of the Egyptian Engineers Syndicate No. {r.randint(10**5, 10**6)}\nB.Sc. Civil Engineering, Ain Shams 2004")


# --------------------------------------------------------------------------- misc texts

def t_pmc_mail(r, dt):
    return eml("Resident Engineer S4 <re.s4@rtp-pmc.sa>", f"{ME} <m.elsayed@abcc.com.sa>",
               f"RE: RFI-C3-S4-{r.randint(140, 260)} trimming bars at lift pit",
               f"Dear Eng. Mahmoud,\nPlease find the designer's response: provide 2T25 trimming bars each side of the "
               f"lift pit opening, lap 1.5 Ld, per sketch SK-S4-{r.randint(20, 80)}. Concourse slab pour may proceed "
               f"after joint inspection.\nRegards,\nResident Engineer - {PMC}")(r, dt)


def t_hr_mail(r, dt):
    return eml("ABCC HR <hr@abcc.com.sa>", f"{ME} <m.elsayed@abcc.com.sa>", "Annual leave 2026 and ticket allowance",
               "Dear Eng. Mahmoud,\nYour annual leave 06/08/2026 - 30/08/2026 is approved by the Project Director. "
               "Ticket allowance for 5 persons (RUH-CAI-RUH) will be paid with the July payroll. Please arrange the "
               "exit/re-entry visas via Muqeem at least 2 weeks before travel and hand over the S4 package to the "
               "senior site engineer.\nBest regards,\nHuman Resources")(r, dt)


def t_school_note(r, dt):
    return ("- مريم: فلوس معرض الكتاب 50 ريال يوم الأحد\n- Omar: swimming kit on Thursday, Year 3 sports day\n"
            "- Youssef: IGCSE options form due - Physics, Chemistry, Computer Science, Business\n"
            "- parents' evening Year 7 (Mariam) 18 May 17:00, Green Valley school\n- re-enrolment fee 2026/27 SAR 2,000 x3\n")


def t_asthma(r, dt):
    return (f"Asthma Action Plan\nPatient: Omar Mahmoud, 8 years   Paediatric Pulmonology clinic, Dallah Hospital Nakheel\n"
            f"Date: {_d(dt)}\nGreen zone: Flixotide 50 mcg 2 puffs twice daily with spacer\nYellow zone (cough, wheeze): "
            f"Ventolin 2-4 puffs every 4 hours, call clinic\nRed zone: Ventolin 6 puffs and go to emergency\n"
            f"Triggers: dust storms, cold air, AC filters. Follow-up in 3 months (Bupa approval needed)")


def t_bupa_mail(r, dt):
    return eml("Bupa Arabia <noreply@bupa.com.sa>", "m.elsayed81@gmail.com", "Pre-authorisation approved",
               f"Dear {ME},\nThe pre-authorisation request for member Dina Mostafa Hassan - MRI lumbar spine at "
               f"Dr. Sulaiman Al Habib Al Takhassusi - has been approved under policy class B. Approval No. "
               f"{r.randint(10**7, 10**8)}, valid for 14 days. Co-payment: 20% up to SAR 100.\nBupa Arabia")(r, dt)


def t_pp_mail(r, dt):
    return eml("Consular Section - Embassy of Egypt Riyadh <consular@egyembassy-riyadh.sa>", "m.elsayed81@gmail.com",
               "موعد تجديد جوازات السفر / Passport renewal appointment",
               f"السيد/ {ME_AR}\nتم تأكيد موعدكم لتجديد 4 جوازات سفر وبطاقة الرقم القومي يوم "
               f"{_d(dt + timedelta(days=6))} الساعة 10:00 صباحاً بمقر السفارة - حي السفارات.\nيرجى إحضار الجوازات "
               f"القديمة وصور الإقامات وشهادات الميلاد للأطفال.\nYour appointment for 4 passport renewals and a national ID "
               f"renewal is confirmed.")(r, dt)


def t_recipe(r, dt):
    return ("كحك العيد - وصفة ماما\n- 1 كيلو دقيق\n- نصف كيلو سمنة بلدي\n- ملعقة كبيرة ريحة الكحك\n- ملعقة سمسم محمص\n"
            "- كوب لبن دافي + ملعقة خميرة + ملعقة سكر\nالطريقة: تسقية الدقيق بالسمنة السخنة، ثم إضافة اللبن بالخميرة، "
            "يرتاح نص ساعة، يحشى بالعجمية، يخبز على 180 درجة 15 دقيقة\n")


STATIC = {
    "SBC 304 Concrete Structures (2018).pdf": "Saudi Building Code SBC 304-CR: Concrete Structures Requirements. Saudi "
    "Building Code National Committee. Chapter 19 Concrete: design and durability requirements; exposure classes for "
    "sulfate and chloride; minimum cover for cast-in-place concrete.",
    "ACI 318-19 Building Code Requirements.pdf": "ACI 318-19 Building Code Requirements for Structural Concrete and "
    "Commentary. American Concrete Institute. Chapter 25 reinforcement details: development length, lap splices, "
    "mechanical splices.",
    "ACI 347R-14 Guide to Formwork.pdf": "ACI 347R-14 Guide to Formwork for Concrete. Design loads, lateral pressure of "
    "fresh concrete, shoring and reshoring, removal times.",
    "CIRIA C660 Early-age thermal crack control.pdf": "CIRIA C660 Early-age thermal crack control in concrete. Restraint, "
    "temperature rise in thick sections, crack width calculation for base slabs and walls.",
    "BS 8102-2022 Protection of below ground structures.pdf": "BS 8102:2022 Protection of below ground structures against "
    "water ingress. Code of practice. Grades of waterproofing protection, Type A barrier, Type B structurally integral, "
    "Type C drained protection.",
    "Primavera P6 Professional User Guide.pdf": "Oracle Primavera P6 Professional Project Management User Guide. "
    "Activities, relationships, calendars, resource loading, baselines, earned value.",
    "Deep excavations - lecture notes Ain Shams.pdf": "Deep Excavations and Retaining Systems. Lecture notes, Faculty of "
    "Engineering, Ain Shams University. Diaphragm walls, secant piles, anchors, dewatering, monitoring of movements.",
}

PM_BOOKS = {
    "PMBOK Guide 7th Edition.pdf": "A Guide to the Project Management Body of Knowledge (PMBOK Guide) Seventh Edition "
    "and The Standard for Project Management. Project Management Institute. Principles and performance domains.",
    "Agile Practice Guide.pdf": "Agile Practice Guide. Project Management Institute and Agile Alliance. Agile mindset, "
    "life cycle selection, servant leadership, Scrum, Kanban, hybrid approaches.",
    "Process Groups - A Practice Guide.pdf": "Process Groups: A Practice Guide. Project Management Institute, 2022. "
    "Initiating, planning, executing, monitoring and controlling, closing; inputs, tools and techniques, outputs.",
}


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

    def stamp(age: float) -> str:
        return (NOW - timedelta(days=age)).strftime("%Y%m%d")

    def mp3(title: str, artist: str, album: str):
        return lambda r, dt: _id3(r, title, artist, album)

    def exe(n: int = 2500):
        return lambda r, dt: _blob(r, b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", n)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

    # ------------------------------------------------------------ Documents/Metro S4 (Projects Work)
    m = "Documents/Metro S4"
    for age in (1, 2, 3, 6, 7, 9, 13, 16):
        add(f"{m}/Daily reports/DSR-S4 {_iso(NOW - timedelta(days=age))}.pdf", P, "Work", age, t_dsr)
    add(f"{m}/Daily reports/DSR draft today.docx", P, "Work", 0.3, t_dsr)
    for age in (4, 11, 18, 46, 74):
        dt = NOW - timedelta(days=age)
        add(f"{m}/Weekly reports/Weekly progress report W{dt.isocalendar()[1]:02d}-{dt.year}.pdf", P, "Work", age, t_weekly)
    for no, title, age in ((8, "Diaphragm wall panel construction", 560), (14, "Base slab waterproofing and pour", 410),
                           (19, "Platform slab formwork and concreting", 220), (22, "Installation of PVC waterstops", 160),
                           (24, "Concourse slab post-pour curing", 95), (27, "Roof slab formwork and shoring", 12)):
        add(f"{m}/Method statements/MS-C3-S4-{no:03d} {title}.docx", P, "Work", age, t_ms(title, no))
    add(f"{m}/Method statements/Approved/MS-C3-S4-019 Rev B approved code A.pdf", P, "Work", 200,
        t_ms("Platform slab formwork and concreting", 19))
    add(f"{m}/Method statements/Approved/MS-C3-S4-022 Rev C approved.pdf", P, "Work", 140,
        t_ms("Installation of PVC waterstops", 22))
    add(f"{m}/ITP/ITP-C3-S4-31 concrete works.xlsx", P, "Work", 300, lambda r, dt:
        "ITP-C3-S4-31 Cast-in-place concrete;;;;\nStep;Activity;Contractor;PMC;Record\n1;Formwork check;I;R;checklist\n"
        "2;Rebar inspection;I;H;IR\n3;Pre-pour checklist;I;W;checklist\n4;Slump & cubes;T;W;test report\n5;Curing;I;S;log")
    for age in (15, 37, 63):
        add(f"{m}/RFI/RFI-C3-S4-{260 - age}.pdf", P, "Work", age, t_rfi)
    for age in (24, 131):
        add(f"{m}/NCR/NCR-S4-{90 - age // 3} honeycombing.pdf", P, "Work", age, t_ncr)
    for age in (5, 12, 19):
        add(f"{m}/MOM/MOM weekly progress {_iso(NOW - timedelta(days=age))}.docx", P, "Work", age, t_mom)
    add(f"{m}/Planning/3-week look-ahead W22.xlsx", P, "Work", 2, t_lookahead)
    add(f"{m}/Planning/3-week look-ahead W19.xlsx", P, "Work", 23, t_lookahead)
    add(f"{m}/QC/concrete pour log 2026.csv", P, "Work", 1, t_pourlog)
    add(f"{m}/Subcontractors/IPC 16 Gulf Rebar Works.pdf", P, "Work", 33, t_ipc)
    add(f"{m}/Subcontractors/IPC 17 Al-Watan Formwork.pdf", P, "Work", 8, t_ipc)
    for age in (44, 180, 390):
        add(f"{m}/Submittals/Material submittal {400 - age // 3}.pdf", P, "Work", age, t_submittal)
    add(f"{m}/HSE/HSE observation scaffold east entrance.pdf", P, "Work", 27, t_hse)
    add(f"{m}/Drawings/C3-S4-STR-2214 concourse slab reinforcement.pdf", P, "Work", 140, lambda r, dt:
        f"{JV}\nDrawing C3-S4-STR-2214 Rev 03 - Station S4 Concourse Slab - Bottom Reinforcement Layout\nScale 1:100  "
        f"Designer: Najd Metro JV Design Team  Approved for construction\nT32 @ 150 B1, T25 @ 150 B2; C40/20; cover 50 mm")
    add(f"{m}/Drawings/C3-S4-TW-0088 roof slab shoring.pdf", P, "Work", 30, lambda r, dt:
        f"Temporary works design TWD-88 - Roof slab shoring, Station S4\nAl-Watan Formwork Est. for {EMP}\n"
        f"Props at 1.2 x 1.2 m, H20 beams, design load 18 kPa; checked by Eng. {ME}")
    for i, age in enumerate((3, 3, 10, 26, 52, 118)):
        photo(f"{m}/Site photos/IMG_{stamp(age)}_{101530 + i * 1713}.jpg", P, "Work", age)
    add(f"{m}/Method statements/~$-C3-S4-027 Roof slab formwork and shoring.docx", L, "System", 0.2,
        lambda r, dt: b"\x0eMahmoud El-Sayed" + b"\x00" * 40)

    # ------------------------------------------------------------ Documents/ABCC (Areas Work)
    a = "Documents/ABCC"
    for age in (1, 32, 62, 93, 123, 154):
        dt = NOW - timedelta(days=age + 2)
        add(f"{a}/Timesheets/Timesheet {dt:%B %Y}.xlsx", A, "Work", age, t_timesheet)
    add(f"{a}/Timesheets/Timesheet {(NOW - timedelta(days=3)):%B %Y} (1).xlsx", A, "Work", 0.5, t_timesheet)
    for age in (3, 34, 64, 95, 340):
        dt = NOW - timedelta(days=age + 3)
        add(f"{a}/Payslips/Payslip {dt:%Y-%m}.pdf", A, "Work", age, t_payslip)
    add(f"{a}/Contract/Employment contract Qiwa 2025.pdf", A, "Work", 280, t_contract)
    add(f"{a}/Contract/عقد العمل - نسخة عربية.docx", A, "Work", 280, lambda r, dt:
        f"عقد عمل محدد المدة - منصة قوى\nالطرف الأول: {EMP_AR}\nالطرف الثاني: {ME_AR} - مصري الجنسية - إقامة رقم {IQAMA}\n"
        f"المهنة: مهندس مدني (مدير حزمة)\nالأجر الأساسي 14,000 ريال، بدل سكن 3,500 ريال، بدل نقل 1,400 ريال\n"
        f"الإجازة السنوية 30 يوماً مع تذاكر سفر له ولأسرته\nمكافأة نهاية الخدمة وفق المادة 84 من نظام العمل")
    add(f"{a}/Salary certificate Ejar.pdf", A, "Work", 235, t_salary_cert)
    add(f"{a}/Salary certificate embassy 2026.pdf", A, "Work", 35, t_salary_cert)
    add(f"{a}/Leave application Aug 2026.docx", A, "Work", 48, t_leave)
    add(f"{a}/End of service calculation.xlsx", A, "Work", 130, t_eos)
    add(f"{a}/HR - annual leave approval.eml", A, "Work", 26, t_hr_mail)

    # ------------------------------------------------------------ Codes & Standards (Resources Work)
    for i, (name, body) in enumerate(STATIC.items()):
        add(f"Documents/Codes & Standards/{name}", R, "Work", 200 + i * 97, fixed(body))
    add("Documents/Codes & Standards/rebar weights and areas.xlsx", R, "Work", 900, fixed(
        "Bar;Diameter mm;Area mm2;Weight kg/m\nT10;10;78.5;0.617\nT12;12;113;0.888\nT16;16;201;1.578\nT20;20;314;2.466\n"
        "T25;25;491;3.853\nT32;32;804;6.313"))

    # ------------------------------------------------------------ Old job MMC (Archive Work), job search 2017
    o = "Documents/Old job MMC"
    add(f"{o}/شهادة خبرة MMC.docx", X, "Work", 3240, t_mmc_exp_ar)
    add(f"{o}/Experience certificate MMC attested.pdf", X, "Work", 3230, t_mmc_exp_en)
    add(f"{o}/Resignation letter MMC.docx", X, "Work", 3280, t_mmc_resign)
    add(f"{o}/Final settlement MMC 2017.pdf", X, "Work", 3220, t_mmc_settle)
    add(f"{o}/Nasr City towers/Monthly report Nov 2016.pdf", X, "Work", 3480, t_mmc_report)
    add(f"{o}/Nasr City towers/Monthly report Mar 2017.pdf", X, "Work", 3360, t_mmc_report)
    add(f"{o}/Nasr City towers/BOQ tower B2.xlsx", X, "Work", 3700, fixed(
        "Item;Description;Unit;Qty;Rate EGP\n1;Excavation;m3;8400;45\n2;Plain concrete;m3;610;850\n3;Reinforced concrete "
        "raft;m3;2300;1450\n4;Columns & slabs;m3;5200;1650\n5;Brickwork;m2;14800;120"))
    for i, age in enumerate((3500, 3420)):
        photo(f"{o}/Nasr City towers/photos/DSC0{4410 + i * 233}.JPG", X, "Work", age)
    j = "Documents/CV/Job search 2017"
    add(f"{j}/CV Mahmoud El-Sayed 2017.docx", X, "Career", 3330, t_cv2017)
    add(f"{j}/ABCC offer letter.pdf", X, "Career", 3300, t_offer)
    add(f"{j}/Interview invitation ABCC.eml", X, "Career", 3320, eml(
        "ABCC Recruitment <careers@abcc.com.sa>", "m.elsayed81@gmail.com", "Interview - Senior Site Engineer (Civil)",
        "Dear Eng. Mahmoud,\nThank you for your application. We invite you to an interview at the Conrad Cairo hotel "
        "on 12/05/2017 at 11:00 with our Projects Director. Please bring your degree certificate and Engineers "
        "Syndicate card.\nRecruitment team, Al-Bayan Contracting Co."))
    add(f"{j}/Saudi work visa checklist.txt", X, "Career", 3290, fixed(
        "Saudi work visa - checklist (2017)\n- degree certificate attested: Ain Shams, MoHE, MOFA, Saudi cultural office\n"
        "- medical test at GAMCA approved clinic\n- police clearance\n- passport valid > 6 months\n- ABCC visa block "
        "number + wakala at Enjaz\n- SCE accreditation after arrival\n"))

    # ------------------------------------------------------------ Career: CV, SCE (Areas), PMP (Projects / Resources)
    add("Documents/CV/CV Mahmoud El-Sayed 2026.docx", A, "Career", 40, t_cv)
    s = "Documents/SCE"
    add(f"{s}/SCE membership certificate 2026.pdf", A, "Career", 100, t_sce_cert)
    add(f"{s}/SCE renewal receipt 2025.pdf", A, "Career", 465, t_sce_receipt)
    add(f"{s}/SCE renewal receipt 2026.pdf", A, "Career", 101, t_sce_receipt)
    add(f"{s}/CPD hours log.xlsx", A, "Career", 22, t_cpd)
    add(f"{s}/SCE - membership expiry reminder.eml", A, "Career", 110, eml(
        "Saudi Council of Engineers <no-reply@saudieng.sa>", "m.elsayed81@gmail.com",
        "تذكير بانتهاء العضوية المهنية / Membership renewal reminder",
        f"عزيزي المهندس {ME_AR}\nنود تذكيركم بأن عضويتكم المهنية رقم 3{r.randint(10**4, 10**5)} ستنتهي خلال 30 يوماً. "
        "يرجى التجديد عبر الخدمات الإلكترونية واستكمال ساعات التطوير المهني المستمر.\nSaudi Council of Engineers"))
    p = "Documents/PMP"
    add(f"{p}/PMI order receipt membership + exam.pdf", P, "Career", 150, t_pmi_receipt)
    add(f"{p}/PMP application approved.eml", P, "Career", 85, eml(
        "PMI Customer Care <customercare@pmi.org>", "m.elsayed81@gmail.com", "Your PMP application has been approved",
        f"Dear {ME},\nCongratulations! Your application for the Project Management Professional (PMP) certification "
        "has been approved. Your eligibility period is one year. You have not been selected for audit. Schedule your "
        "exam with Pearson VUE.\nPMI Certification"))
    add(f"{p}/Pearson VUE confirmation 14 July.pdf", P, "Career", 45, t_pearson)
    add(f"{p}/35 contact hours certificate.pdf", P, "Career", 101, t_35h)
    add(f"{p}/PMP study plan.xlsx", P, "Career", 9, t_pmp_plan)
    add(f"{p}/PMP notes.docx", P, "Career", 2, t_pmp_notes)
    add(f"{p}/mock exam scores.csv", P, "Career", 4, t_mock)
    add(f"{p}/EVM formulas cheat sheet.pdf", P, "Career", 30, fixed(
        "EVM cheat sheet - my summary\nPV planned value, EV earned value, AC actual cost\nCV = EV - AC, SV = EV - PV\n"
        "CPI = EV / AC, SPI = EV / PV\nEAC = BAC / CPI; EAC = AC + (BAC - EV); EAC = AC + (BAC - EV)/(CPI x SPI)\n"
        "VAC = BAC - EAC; TCPI = (BAC - EV) / (BAC - AC)\nPERT = (O + 4M + P) / 6, SD = (P - O) / 6"))
    add(f"{p}/PMP application - project descriptions.docx", P, "Career", 160, fixed(
        "PMP application - experience\nProject 1: Riyadh Metro Line 7 Station S4 civil package (ABCC), 09/2024 - present. "
        "Role: Package Manager. Initiated the package execution plan, planned the 3-level schedule in P6, led 14 "
        "engineers and 6 subcontractors, controlled cost with monthly EVM, closed out phase 1 (diaphragm walls).\n"
        "Project 2: King Salman Park utilities (ABCC), 2021-2024. Construction Manager.\nProject 3: Nasr City towers "
        "(MMC), 2013-2017. Project Manager."))
    dot(f"{p}/.~lock.PMP notes.docx#", b"Mahmoud,DESKTOP-MES,01.06.2026 08:12,file:///C:/Users/Mahmoud/AppData/Roaming/LibreOffice/4;", 0.1)
    add(f"{p}/~$P notes.docx", L, "System", 0.1, lambda r, dt: b"\x0eMahmoud El-Sayed" + b"\x00" * 40)
    for i, (name, body) in enumerate(PM_BOOKS.items()):
        add(f"{p}/Books/{name}", R, "Career", 170 + i * 11, fixed(body))
    add(f"{p}/Books/Rita Mulcahy - PMP Exam Prep 11th ed.epub", R, "Career", 150, lambda r, dt: _epub(
        "PMP Exam Prep, Eleventh Edition", "Rita Mulcahy", "en", "Accelerated learning to pass the PMP exam: tricks of "
        "the trade, project management framework, integration, scope, schedule, cost, quality, resources."))
    add(f"{p}/Books/Andrew Ramdayal - PMP Exam Prep Simplified.epub", R, "Career", 120, lambda r, dt: _epub(
        "PMP Exam Prep Simplified", "Andrew Ramdayal", "en", "Mindset for the PMP exam, agile and hybrid approaches, "
        "situational questions and the servant leader."))

    # ------------------------------------------------------------ School (Areas)
    sc = "Documents/School"
    for kid in KIDS:
        n = kid[0]
        add(f"{sc}/{n}/Fees invoice Term 3 2025-26.pdf", A, "School", 62, t_fee_invoice(kid))
        add(f"{sc}/{n}/Fees invoice Term 1 2025-26.pdf", A, "School", 290, t_fee_invoice(kid))
        add(f"{sc}/{n}/{n} report Term 2.pdf", A, "School", 68, t_report(kid))
    add(f"{sc}/Youssef/Youssef report Term 1.pdf", A, "School", 170, t_report(KIDS[0]))
    add(f"{sc}/Youssef/IGCSE options form.docx", A, "School", 15, fixed(
        f"{SCHOOL} - IGCSE option choices 2026-2028\nStudent: Youssef El-Sayed, Year 10\nCore: English First Language, "
        "Mathematics (Extended), Arabic First Language, Islamic Studies\nOptions: Physics, Chemistry, Computer Science, "
        "Business Studies\nParent signature: Mahmoud El-Sayed"))
    add(f"{sc}/Omar/Omar report Term 1.pdf", A, "School", 172, t_report(KIDS[2]))
    for age in (61, 200, 288):
        add(f"{sc}/Receipts/receipt RC {_iso(NOW - timedelta(days=age))}.pdf", A, "School", age, t_fee_receipt)
    add(f"{sc}/Bus contract 2025-26.pdf", A, "School", 280, lambda r, dt:
        f"{SCHOOL} - Transport agreement 2025-26\nParent: {ME}\nStudents: Youssef, Mariam, Omar\nRoute 4 Al-Yasmin, "
        f"pick-up 06:35 at {VILLA}\nFee: SAR 4,200 per student per year")
    add(f"{sc}/Re-enrolment 2026-27.docx", A, "School", 52, fixed(
        f"{SCHOOL}\nRe-enrolment form 2026-2027\nFamily: El-Sayed, father {ME}\nStudents: Youssef (Year 11), Mariam "
        "(Year 8), Omar (Year 4)\nRe-enrolment deposit SAR 2,000 per student, deductible from term 1 fees"))
    add(f"{sc}/Term dates 2025-26.ics", A, "School", 100, t_school_ics)
    add(f"{sc}/Year 7 trip to Diriyah.eml", A, "School", 40, t_school_mail(
        "Year 7 educational trip - At-Turaif, Diriyah", "Dear Parents,\nYear 7 will visit At-Turaif (Diriyah) on "
        "Tuesday as part of the history unit. Please sign the consent form on the parent portal and send SAR 60 for "
        "the entrance and lunch. Students wear the PE uniform.\nYear 7 team"))
    add(f"{sc}/Omar - class teacher message.eml", A, "School", 90, t_school_mail(
        "Omar - reading progress", "Dear Mr. El-Sayed,\nOmar has moved up two reading bands this term. Please keep "
        "reading with him at home for 15 minutes each evening, in English and in Arabic.\nMs. Sarah, Year 3 teacher"))

    # ------------------------------------------------------------ Villa (Areas Home)
    v = "Documents/Villa"
    add(f"{v}/Ejar contract 2025-2026.pdf", A, "Home", 230, t_ejar)
    add(f"{v}/Rent instalment 1 paid.pdf", A, "Home", 228, t_rent)
    add(f"{v}/Rent instalment 2 paid.pdf", A, "Home", 45, t_rent)
    for age in (7, 38, 300):
        add(f"{v}/SEC bills/SEC bill {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Home", age, t_sec)
    add(f"{v}/Water bill NWC.pdf", A, "Home", 55, t_nwc)
    add(f"{v}/stc fiber invoice April.pdf", A, "Home", 36, t_stc)
    add(f"{v}/AC maintenance May 2026.pdf", A, "Home", 17, t_ac)
    add(f"{v}/Pest control.pdf", A, "Home", 120, t_pest)
    add(f"{v}/رسالة للمالك.txt", A, "Home", 46, t_landlord)
    photo(f"{v}/leak bathroom upstairs.jpg", A, "Home", 46)

    # ------------------------------------------------------------ Car (Areas)
    c = "Documents/Car"
    add(f"{c}/Tawuniya motor policy 2026.pdf", A, "Car", 88, t_car_ins)
    add(f"{c}/Toyota service 80000.pdf", A, "Car", 110, t_car_service)
    add(f"{c}/Toyota service 90000.pdf", A, "Car", 12, t_car_service)
    add(f"{c}/Fahas certificate.pdf", A, "Car", 27, t_fahas)
    add(f"{c}/ALJ finance schedule.xlsx", A, "Car", 5, t_car_fin)
    photo(f"{c}/Istimara front.jpg", A, "Car", 400)
    photo(f"{c}/Saudi driving licence.jpg", A, "Car", 610)

    # ------------------------------------------------------------ Health (Areas)
    h = "Documents/Bupa"
    add(f"{h}/Bupa member certificate 2026.pdf", A, "Health", 150, t_bupa_policy)
    for i, n in enumerate(("Mahmoud", "Dina", "Omar")):
        add(f"{h}/cards/Bupa card {n}.png", A, "Health", 150 - i * 0.01, "")
    for age in (29, 81, 205):
        add(f"{h}/Claims/claim statement {_iso(NOW - timedelta(days=age))}.pdf", A, "Health", age, t_bupa_claim)
    add("Documents/Health/Lab results Mahmoud Jan 2026.pdf", A, "Health", 135, t_lab)
    add("Documents/Health/Dental Mariam.pdf", A, "Health", 77, t_dental)
    add("Documents/Health/Omar vaccination record.pdf", A, "Health", 400, t_vacc)
    add("Documents/Health/Nahdi receipt.pdf", A, "Health", 21, t_pharmacy)

    # ------------------------------------------------------------ Bank (Areas Finance)
    b = "Documents/Bank"
    for age in (2, 33, 63, 94):
        add(f"{b}/Al Rajhi statements/Statement {(NOW - timedelta(days=age + 2)):%Y-%m}.pdf", A, "Finance", age, t_rajhi)
    for age in (4, 35, 66, 250):
        add(f"{b}/Transfers/تحويل لماما {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Finance", age, t_remit_home)
    add(f"{b}/Budget 2026.xlsx", A, "Finance", 6, t_budget)
    add(f"{b}/Budget 2025.xlsx", A, "Finance", 370, t_budget)
    add(f"{b}/حساب الزكاة 1447.docx", A, "Finance", 75, t_zakat)
    add(f"{b}/Banque Misr certificate.pdf", A, "Finance", 520, t_bm_cd)
    add(f"{b}/Credit card statement April.pdf", A, "Finance", 37, t_cc)

    # ------------------------------------------------------------ شقة التجمع (Projects Apartment)
    ap = "Documents/شقة التجمع"
    add(f"{ap}/عقد المقاول طارق فوزي.docx", P, "Apartment", 590, t_apt_contract)
    add(f"{ap}/جدول الأقساط.xlsx", P, "Apartment", 7, t_apt_schedule)
    for i, age in enumerate((575, 385, 290, 195, 100)):
        add(f"{ap}/ايصالات/إيصال القسط {i + 1}.pdf", P, "Apartment", age, t_apt_receipt)
    add(f"{ap}/تحويلات/transfer to Ahmed installment 5.pdf", P, "Apartment", 102, t_apt_remit)
    add(f"{ap}/تحويلات/transfer to Ahmed installment 4.pdf", P, "Apartment", 197, t_apt_remit)
    add(f"{ap}/عرض سعر المطبخ - الفخراني.docx", P, "Apartment", 20, t_apt_quote)
    add(f"{ap}/توكيل أحمد.pdf", P, "Apartment", 640, t_apt_poa)
    add(f"{ap}/Beit El Watan allocation letter.pdf", P, "Apartment", 980, t_apt_nuca)
    add(f"{ap}/تقرير زيارة أحمد.docx", P, "Apartment", 16, t_apt_progress)
    add(f"{ap}/Plans/Apartment 6 architectural plan.pdf", P, "Apartment", 560, lambda r, dt:
        f"Architectural plan - {APT}\nArea 165 m2: reception 42 m2, 3 bedrooms, 2 bathrooms, kitchen 11 m2\n"
        f"Designer: Eng. Tarek Fawzy office, New Cairo. Scale 1:50")
    for i, age in enumerate((3, 17, 60, 140, 330)):
        photo(f"{ap}/صور الموقع/IMG-{stamp(age)}-WA00{12 + i * 3}.jpg", P, "Apartment", age)

    # ------------------------------------------------------------ Papers (Identity)
    pa = "Documents/Papers"
    add(f"{pa}/Iqama renewal 2025.pdf", A, "Identity", 330, t_iqama_renew)
    add(f"{pa}/Dependants fee 2025.pdf", A, "Identity", 331, t_dep_fee)
    add(f"{pa}/Family iqamas.pdf", A, "Identity", 329, t_iqama_copy)
    add(f"{pa}/Passport copy Mahmoud.pdf", A, "Identity", 2400, t_passport_copy)
    photo(f"{pa}/National ID Mahmoud.jpg", A, "Identity", 1600)
    add(f"{pa}/شهادة ميلاد عمر.docx", A, "Identity", 2900, t_birth)
    add(f"{pa}/قسيمة الزواج.docx", A, "Identity", 3000, t_marriage)
    pr = f"{pa}/Passport renewal 2026"
    add(f"{pr}/Application Mahmoud.pdf", P, "Identity", 25, t_pp_app)
    add(f"{pr}/Application children.pdf", P, "Identity", 25, t_pp_app)
    add(f"{pr}/Embassy fees receipt.pdf", P, "Identity", 13, t_embassy_receipt)
    add(f"{pr}/طلب تجديد البطاقة.docx", P, "Identity", 26, t_nid_form)
    for n in ("Mahmoud", "Youssef", "Mariam", "Omar"):
        photo(f"{pr}/photos 4x6/{n}.jpg", P, "Identity", 28)

    # ------------------------------------------------------------ Travel
    t = "Documents/Travel"
    add(f"{t}/Summer 2026/EgyptAir booking Aug 2026.pdf", P, "Travel", 47, t_egyptair)
    add(f"{t}/Summer 2026/هدايا مصر.txt", P, "Travel", 10, t_gift_list)
    add(f"{t}/Umrah 2025/Nusuk permit Makkah.pdf", X, "Travel", 445, t_nusuk)
    add(f"{t}/Umrah 2025/flynas RUH-MED.pdf", X, "Travel", 470, t_flynas)
    add(f"{t}/Umrah 2025/Haramain train.pdf", X, "Travel", 447, t_haramain)
    add(f"{t}/Umrah 2025/Hotel Madinah.pdf", X, "Travel", 468, t_hotel)
    add(f"{t}/Umrah 2025/مصاريف العمرة.xlsx", X, "Travel", 425, t_umrah_exp)
    add(f"{t}/Summer 2024/Saudia tickets.pdf", X, "Travel", 720, t_summer_ticket)
    add(f"{t}/Summer 2025/Saudia tickets Aug 2025.pdf", X, "Travel", 340, t_summer_ticket)
    add(f"{t}/Summer 2025/شاليه مراسي.docx", X, "Travel", 320, t_sahel)
    for i, age in enumerate((440, 440, 439, 436, 434)):
        photo(f"Pictures/Umrah 2025/IMG_{7781 + i * 4}.jpg", X, "Travel", age)
    for i, age in enumerate((300, 298)):
        photo(f"Pictures/Sahel 2025/IMG_{9102 + i * 7}.jpg", X, "Travel", age)

    # ------------------------------------------------------------ Islam, Nasheeds, Books, Cooking (Resources)
    q = "Music/Quran"
    for num, sura in ((1, "Al-Fatiha"), (18, "Al-Kahf"), (36, "Ya-Sin"), (55, "Ar-Rahman"), (67, "Al-Mulk")):
        add(f"{q}/Mishary Alafasy/{num:03d} {sura}.mp3", R, "Islam", 1300 - num, mp3(f"Surat {sura}", "Mishary Rashid Alafasy", "The Holy Quran"))
    add(f"{q}/Abdul Basit/سورة البقرة - عبد الباسط عبد الصمد.mp3", R, "Islam", 1100, mp3("سورة البقرة", "عبد الباسط عبد الصمد", "القرآن الكريم - مجود"))
    add(f"{q}/ماهر المعيقلي - سورة يوسف.mp3", R, "Islam", 600, mp3("سورة يوسف", "ماهر المعيقلي", "القرآن الكريم"))
    add(f"{q}/Maher Al-Muaiqly - Surat Al-Kahf.mp3", R, "Islam", 420, mp3("Surat Al-Kahf", "Maher Al-Muaiqly", "Quran"))
    add(f"{q}/الحصري المعلم - جزء عم للأطفال.mp3", R, "Islam", 250, mp3("جزء عم - المصحف المعلم", "محمود خليل الحصري", "المصحف المعلم"))
    add(f"{q}/Al-Minshawi - Surat Maryam.mp3", R, "Islam", 800, mp3("Surat Maryam", "Muhammad Siddiq Al-Minshawi", "Murattal"))
    ib = "Documents/Books/Islamic"
    add(f"{ib}/Mushaf Madinah - Hafs.pdf", R, "Islam", 1200, fixed(
        "The Holy Quran - Madinah Mushaf, narration of Hafs from Asim. King Fahd Glorious Quran Printing Complex, Madinah."))
    add(f"{ib}/Tafsir Ibn Kathir abridged vol 1.pdf", R, "Islam", 1000, fixed(
        "Tafsir Ibn Kathir (Abridged), Volume 1: Surat Al-Fatiha to Surat Al-Baqarah verse 252. Darussalam."))
    add(f"{ib}/Riyad as-Salihin.epub", R, "Islam", 900, lambda r, dt: _epub(
        "رياض الصالحين", "الإمام النووي", "ar", "باب الإخلاص وإحضار النية في جميع الأعمال والأقوال والأحوال البارزة والخفية"))
    add(f"{ib}/The Sealed Nectar.pdf", R, "Islam", 700, fixed(
        "Ar-Raheeq Al-Makhtum (The Sealed Nectar): biography of the Noble Prophet, by Safiur-Rahman Al-Mubarakpuri."))
    add("Documents/أذكار الصباح والمساء.txt", R, "Islam", 380, fixed(
        "أذكار الصباح والمساء\nأصبحنا وأصبح الملك لله، والحمد لله، لا إله إلا الله وحده لا شريك له\n"
        "اللهم بك أصبحنا وبك أمسينا وبك نحيا وبك نموت وإليك النشور\nسبحان الله وبحمده (100 مرة)\n"
        "بسم الله الذي لا يضر مع اسمه شيء في الأرض ولا في السماء وهو السميع العليم (3 مرات)\n"))
    ns = "Music/Nasheeds"
    for i, (ti, ar_, al) in enumerate((("Ramadan", "Maher Zain", "Thank You Allah"), ("Rahmatun Lil'Alameen", "Maher Zain", "Forgive Me"),
                                       ("Hasbi Rabbi", "Sami Yusuf", "Without You"), ("Al-Mu'allim", "Sami Yusuf", "Al-Mu'allim"),
                                       ("Tala'a Al-Badru Alayna", "Mishary Alafasy", "Nasheeds"), ("Dmou' Al-Tawba", "Ahmed Bukhatir", "Dmou' Al-Tawba"),
                                       ("Burdah", "Mesut Kurtis", "Beloved"))):
        add(f"{ns}/{ar_} - {ti}.mp3", R, "Nasheeds", 1400 - i * 130, mp3(ti, ar_, al))
    add(f"{ns}/أناشيد أطفال/طيور الجنة - يا حبيبي يا محمد.mp3", R, "Nasheeds", 500, mp3("يا حبيبي يا محمد", "طيور الجنة", "أناشيد أطفال"))
    bk = "Documents/Books"
    add(f"{bk}/Naguib Mahfouz - Palace Walk.epub", R, "Books", 1500, lambda r, dt: _epub(
        "Palace Walk", "Naguib Mahfouz", "en", "The Cairo Trilogy, volume one: the family of al-Sayyid Ahmad Abd al-Jawad."))
    add(f"{bk}/أحمد خالد توفيق - يوتوبيا.epub", R, "Books", 1100, lambda r, dt: _epub(
        "يوتوبيا", "أحمد خالد توفيق", "ar", "رواية عن مستعمرة الأغنياء في الساحل الشمالي عام 2023"))
    add(f"{bk}/Atomic Habits - James Clear.epub", R, "Books", 520, lambda r, dt: _epub(
        "Atomic Habits", "James Clear", "en", "Tiny changes, remarkable results: the four laws of behaviour change."))
    add(f"{bk}/Rich Dad Poor Dad.pdf", R, "Books", 1700, fixed(
        "Rich Dad Poor Dad: What the Rich Teach Their Kids About Money. Robert T. Kiyosaki."))
    add("Downloads/Thinking, Fast and Slow.epub", R, "Books", 260, lambda r, dt: _epub(
        "Thinking, Fast and Slow", "Daniel Kahneman", "en", "System 1 and System 2, heuristics and biases."))
    rc = "Documents/Recipes"
    add(f"{rc}/كحك العيد.txt", R, "Cooking", 430, t_recipe)
    add(f"{rc}/Koshari.docx", R, "Cooking", 900, fixed(
        "Koshari (Dina's way)\nRice 2 cups, brown lentils 1 cup, small macaroni 250 g, chickpeas\nTomato sauce with "
        "garlic and vinegar (dakka), crispy fried onions\nLayer rice, lentils, pasta, sauce; top with onions."))
    add(f"{rc}/محشي ورق عنب.txt", R, "Cooking", 650, fixed(
        "محشي ورق عنب\nنصف كيلو ورق عنب، 2 كوب رز مصري، طماطم مبشورة، بقدونس وشبت وكزبرة مفرومة، بصل\n"
        "يلف الورق ويرص في الحلة فوق شرائح الطماطم، يضاف مرق وعصير ليمون، يطبخ على نار هادية ساعة\n"))

    # ------------------------------------------------------------ Software (Resources)
    for i, name in enumerate(("WhatsApp Installer.exe", "ZoomInstallerFull.exe", "AcroRdrDCx642400220857_ar_SA.exe",
                              "DWGTrueView_2025_English_64bit_dlm.sfx.exe", "Navisworks_Freedom_2025_Win_64bit.exe",
                              "vlc-3.0.21-win64.exe", "ChromeSetup.exe", "Revu21.msi")):
        add(f"Downloads/{name}", R, "Software", 30 + i * 71, exe())

    # ------------------------------------------------------------ Pictures (Resources Photos)
    for i, age in enumerate((2, 9, 31, 58, 150, 210, 380)):
        photo(f"Pictures/Camera Roll/IMG_{stamp(age)}_{183000 + i * 517}.jpg", R, "Photos", age)
    for i in range(5):
        photo(f"Pictures/Eid al-Fitr 2026/IMG_{6120 + i * 3}.jpg", R, "Photos", 71 - i * 0.1)
    for i in range(4):
        photo(f"Pictures/iPhone Dina/IMG_{4521 + i * 9}.HEIC", R, "Photos", 20 + i * 35)
    for i, age in enumerate((1, 14, 66)):
        photo(f"Pictures/Screenshots/Screenshot {_iso(NOW - timedelta(days=age))} "
              f"{21 - i * 3:02d}{(17 + i * 19) % 60:02d}{(5 + i * 23) % 60:02d}.png", R, "Photos", age)
    for i, age in enumerate((6, 44, 230)):
        photo(f"Pictures/WhatsApp Images/IMG-{stamp(age)}-WA00{31 + i}.jpg", R, "Photos", age)
    photo("Pictures/Kashta desert trip Jan 2026/DSC_0142.jpg", R, "Photos", 140)
    photo("Pictures/Kashta desert trip Jan 2026/DSC_0157.jpg", R, "Photos", 140)
    photo("Downloads/IMG_1234.jpg", R, "Photos", 19)
    photo("Desktop/wallpaper Masjid Nabawi.jpg", R, "Photos", 420)

    # ------------------------------------------------------------ Galaxy S10 backup 2021 (Archive Backup)
    g = "Galaxy S10 backup 2021"
    for i, age in enumerate((1850, 1820, 1790, 1760, 1740, 1700)):
        photo(f"{g}/DCIM/Camera/{stamp(age)}_{183022 + i * 611}.jpg", X, "Backup", age)
    add(f"{g}/WhatsApp/Media/WhatsApp Documents/Iqama renewal 2021.pdf", X, "Backup", 1810, t_iqama_renew)
    add(f"{g}/WhatsApp/Media/WhatsApp Documents/King Salman Park utilities MS.pdf", X, "Backup", 1780,
        t_ms("Trenching and utility duct bank installation", 6))
    add(f"{g}/Documents/Omar KG2 report.docx", X, "Backup", 1795, fixed(
        "Riyadh Green Valley International School - Foundation Stage report\nChild: Omar El-Sayed, KG2\n"
        "Personal, social and emotional development: expected. Communication and language: emerging."))
    add(f"{g}/Download/Saudia booking 2020.pdf", X, "Backup", 1830, t_summer_ticket)
    add(f"{g}/contacts.vcf", X, "Backup", 1700, fixed(
        "BEGIN:VCARD\nVERSION:3.0\nFN:Ahmed Abdelrahman (أخويا)\nTEL;TYPE=CELL:+20 100 {0} 4471\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:3.0\nFN:ماما\nTEL;TYPE=CELL:+20 122 580 3390\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:3.0\nFN:Eng. Hany Shawky ABCC\nTEL;TYPE=CELL:+966 50 318 2290\nEND:VCARD\n".replace("{0}", "238")))
    add(f"{g}/Music/Maher Zain - Insha Allah.mp3", X, "Backup", 1900, mp3("Insha Allah", "Maher Zain", "Thank You Allah"))
    add(f"{g}/Music/سورة الرحمن - عبد الباسط.mp3", X, "Backup", 1900, mp3("سورة الرحمن", "عبد الباسط عبد الصمد", "مجود"))
    dot(f"{g}/DCIM/.thumbnails/.nomedia", b"", 1850)

    # ------------------------------------------------------------ Left (System)
    for d_ in ("Desktop", "Documents", "Music"):
        add(f"{d_}/desktop.ini", L, "System", 900, fixed("[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"))
    add("Pictures/Eid al-Fitr 2026/Thumbs.db", L, "System", 70, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    add("Pictures/Camera Roll/Thumbs.db", L, "System", 2, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    add("Downloads/PMP_Exam_Simulator_Setup.exe.crdownload", L, "System", 0.4, exe(1800))
    add("Downloads/Unconfirmed 481273.crdownload", L, "System", 3, lambda r, dt: _blob(r, b"%PDF-1.7\n", 900))
    add("Downloads/Sami Yusuf - Forgotten Promises.mp3.part", L, "System", 1, lambda r, dt: _blob(r, b"ID3\x03\x00", 1200))

    # ------------------------------------------------------------ files whose name says nothing (hard)
    dl, dk, y5, sn = "Downloads", "Desktop", "2025", "Documents/Scans"
    hard = [
        (f"{dl}/document (3).pdf", P, "Work", 2, t_dsr), (f"{dl}/document (1).pdf", P, "Work", 20, t_ncr),
        (f"{dl}/report.pdf", P, "Work", 9, t_weekly),
        (f"{dk}/New Microsoft Word Document.docx", P, "Work", 6, t_ms("Roof slab formwork and shoring", 27)),
        (f"{dl}/export.csv", P, "Work", 3, t_pourlog), (f"{dk}/Book1.xlsx", P, "Work", 5, t_lookahead),
        (f"{y5}/scan0007.pdf", P, "Work", 210, t_ipc), (f"{sn}/Scan_0412.pdf", P, "Work", 50, t_submittal),
        (f"{dl}/message.eml", P, "Work", 14, t_pmc_mail), (f"{dl}/attachment.pdf", P, "Work", 12, t_mom),
        (f"{dl}/Document2.docx", P, "Work", 33, t_hse), (f"{dl}/print.pdf", P, "Work", 15, t_rfi),
        (f"{dl}/download.pdf", A, "Work", 31, t_payslip), (f"{dk}/New Microsoft Excel Worksheet.xlsx", A, "Work", 40, t_timesheet),
        (f"{y5}/scan0003.pdf", A, "Work", 300, t_salary_cert), (f"{dl}/mail.eml", A, "Work", 25, t_hr_mail),
        ("Documents/Document1.docx", A, "Work", 70, t_leave),
        (f"{y5}/scan0011.pdf", X, "Work", 205, t_mmc_settle), (f"{dl}/file (2).pdf", X, "Work", 400, t_mmc_exp_en),
        (f"{dk}/ملاحظات.txt", P, "Career", 4, t_pmp_notes), (f"{dl}/export (1).csv", P, "Career", 8, t_mock),
        (f"{dl}/receipt.pdf", P, "Career", 150, t_pmi_receipt), (f"{dl}/document (2).pdf", P, "Career", 45, t_pearson),
        (f"{dl}/certificate.pdf", P, "Career", 100, t_35h),
        (f"{dl}/receipt (1).pdf", A, "Career", 120, t_sce_receipt), (f"{y5}/scan0002.pdf", A, "Career", 370, t_sce_cert),
        (f"{sn}/Scanned Document 3.pdf", X, "Career", 3200, t_offer),
        (f"{dl}/invoice.pdf", A, "School", 60, t_fee_invoice(KIDS[0])), (f"{dl}/invoice (1).pdf", A, "School", 59, t_fee_invoice(KIDS[2])),
        (f"{y5}/scan0005.pdf", A, "School", 250, t_fee_receipt), (f"{dl}/document.pdf", A, "School", 70, t_report(KIDS[1])),
        (f"{dl}/message (1).eml", A, "School", 16, t_school_mail(
            "Parents' evening - booking", "Dear Parents,\nParents' evening for Year 7 is on 18 May from 16:00 to 19:00. "
            "Please book 10-minute slots with your child's teachers on the parent portal. Mariam's form tutor is "
            "Mr. Daniel Hughes.\nSecondary Office")),
        (f"{dl}/invite.ics", A, "School", 10, t_school_ics), (f"{dk}/New Text Document (2).txt", A, "School", 24, t_school_note),
        (f"{sn}/Scan_0398.pdf", A, "School", 160, t_report(KIDS[2])),
        (f"{dl}/bill.pdf", A, "Home", 12, t_sec), (f"{dl}/download (1).pdf", A, "Home", 220, t_ejar),
        (f"{y5}/scan0008.pdf", A, "Home", 330, t_ac), (f"{dl}/1748251142.pdf", A, "Home", 6, t_stc),
        (f"{dk}/New Text Document.txt", A, "Home", 35, t_landlord), (f"{sn}/Scan_0377.pdf", A, "Home", 180, t_rent),
        (f"{dl}/doc.pdf", A, "Car", 90, t_car_ins), (f"{y5}/scan0009.pdf", A, "Car", 270, t_car_service),
        (f"{dl}/document (4).pdf", A, "Car", 22, t_saher), (f"{sn}/Scan_0420.pdf", A, "Car", 28, t_fahas),
        (f"{dl}/result.pdf", A, "Health", 18, t_lab), (f"{dl}/file.pdf", A, "Health", 40, t_bupa_claim),
        (f"{y5}/scan0006.pdf", A, "Health", 240, t_dental), (f"{sn}/Scan_0401.pdf", A, "Health", 95, t_vacc),
        (f"{dl}/Untitled.docx", A, "Health", 140, t_asthma), (f"{dl}/invoice (2).pdf", A, "Health", 8, t_pharmacy),
        (f"{dl}/mail (1).eml", A, "Health", 30, t_bupa_mail),
        (f"{dl}/Statement.pdf", A, "Finance", 2, t_rajhi), (f"{dl}/2026-05-21.pdf", A, "Finance", 11, t_remit_home),
        ("Documents/Book1.xlsx", A, "Finance", 20, t_budget), (f"{dk}/Doc1.docx", A, "Finance", 75, t_zakat),
        (f"{y5}/scan0010.pdf", A, "Finance", 310, t_bm_cd), (f"{dl}/statement (1).pdf", A, "Finance", 30, t_cc),
        (f"{dl}/receipt (2).pdf", A, "Finance", 41, t_remit_home),
        (f"{dk}/todo.txt", P, "Apartment", 3, t_apt_todo),
        (f"{dl}/WhatsApp Document 2026-05-03 at 21.14.07.pdf", P, "Apartment", 29, t_apt_receipt),
        (f"{dk}/مستند Microsoft Word جديد.docx", P, "Apartment", 14, t_apt_quote),
        (f"{dl}/تحميل.pdf", P, "Apartment", 400, t_apt_nuca), (f"{y5}/scan0004.pdf", P, "Apartment", 200, t_apt_receipt),
        (f"{sn}/Scan_0415.pdf", P, "Apartment", 42, t_apt_remit), (f"{dl}/data.xlsx", P, "Apartment", 65, t_apt_schedule),
        ("Documents/notes.txt", P, "Apartment", 17, t_apt_chat), (f"{dl}/receipt (3).pdf", P, "Apartment", 88, t_apt_receipt),
        (f"{y5}/scan0001.pdf", A, "Identity", 340, t_iqama_renew), (f"{sn}/Scan_0389.pdf", A, "Identity", 160, t_dep_fee),
        (f"{dl}/download (2).pdf", A, "Identity", 500, t_passport_copy),
        (f"{dl}/form.pdf", P, "Identity", 24, t_pp_app), (f"{dl}/mail (2).eml", P, "Identity", 19, t_pp_mail),
        (f"{dk}/copy.docx", P, "Identity", 21, t_nid_form),
        (f"{dl}/document (5).pdf", P, "Travel", 26, t_egyptair), (f"{dl}/1748890012.pdf", P, "Travel", 9, t_exit_reentry),
        (f"{y5}/scan0012.pdf", X, "Travel", 430, t_hotel), (f"{y5}/doc 2025-03.pdf", X, "Travel", 440, t_nusuk),
        (f"{dl}/download (3).pdf", X, "Travel", 700, t_summer_ticket),
        (f"{dk}/New Text Document (3).txt", R, "Cooking", 60, t_recipe),
    ]
    for rel, bucket, topic, age, content in hard:
        add(rel, bucket, topic, age, content, hard=True)

    dot("Desktop/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 300), 800)
    return items
