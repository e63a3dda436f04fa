"""A sixty-fifth unseen labelled corpus: Brett Taylor, a Brisbane electrician, and his family, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at the bench
scripts (``benchmarks/*.py``), at the bodies of the other corpus modules in ``benchmarks/placement/`` or at
any placement result. What was read: ``unseen.py``'s module docstring (the model for how a person and the
labelling rules are written), its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``,
``_epub``, ``_id3`` and ``_blob`` and the first lines of its ``build()`` (the write/encode/add/dot helpers);
``corpus.py``'s ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s
``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD``. (While paging to ``_jpeg`` the first lines of
``corpus.py``'s ``build()`` scrolled past on screen; nothing here was shaped by them.) The files and labels
are shaped by what this family would have on disk, not by what any code looks for.

The person: Brett Taylor, 47, a sole-trader electrician in Bracken Ridge on Brisbane's northside, trading
as Taylor Sparks Electrical (ABN, electrical contractor licence, GST-registered, quarterly BAS, jobs,
quotes and invoices out of the Tradify app, Certificates of Testing and Safety, supplier accounts at
Middy's and Rexel, a 2021 HiLux work ute). He did his apprenticeship in 1997-2001 with Hendra Electrical
Contractors (TAFE at SkillsTech Bracken Ridge) and then worked for Brisbane North Electrical Services until
he went out on his own in 2012. His wife Leanne, 45, is a part-time dental receptionist at Aspley Family
Dental. Their kids are Mia (15, Year 10) and Jack (12, Year 7), both at Pinegrove State High School since
Jack finished Pinegrove State School (Year 6) in 2025. Jack plays under-13s at the Bracken Ridge Lions
Junior AFC, where Brett has been the volunteer treasurer since 2023. They own their house (Suncorp home
loan with offset, pool, a 6.6 kW solar system installed in 2023) and before buying in 2014 rented a
unit in Chermside. Brett fishes Bramble Bay and the Pine River; Leanne collects recipes.

Current undertakings, as of ``NOW`` (1 June 2026): a granny flat is being built in the back yard for
Leanne's mum Carol Hughes (handover due late June 2026, Brett doing the electrical); the family leaves on
4 July 2026 for a six-month caravan "Big Lap" around Australia in a newly bought Jayco; Mia's Year 10
semi-formal is on 12 June 2026; Brett is finishing his Solar Accreditation Australia battery-storage
accreditation (course done, supervised installs and assessment still to go); and as treasurer he is
putting together the club's Gambling Community Benefit Fund application for new LED lights at Norris
Park. Finished: the apprenticeship and the old employer, the Chermside rental, the 2023 solar install,
Jack's primary school, the Ford Ranger sold in 2021, the club's 2025 presentation night, and past trips
(Bali 2019, K'gari 2022, Gold Coast 2024, Tasmania 2025).

The machine is a shared Windows 11 family laptop: ``Documents/`` half-organized (``Taylor Sparks/``,
``Money/``, ``House/``, ``Kids/``, ``Footy Club/``...), ``Downloads/`` and ``Desktop/`` full of
``Document (3).pdf``, ``attachment.pdf``, ``New Text Document.txt`` and ``New Microsoft Word
Document.docx``, the Windows scanner's ``Documents/Scanned Documents/Scan_0012.pdf``, a ``Documents/2025/``
dumping folder, ``OneDrive/Documents``, WhatsApp files copied off Leanne's phone (``DOC-20260312-WA0002.pdf``),
a phone photo dump in ``Pictures/``, and a copy of the old Dell laptop's ``My Documents``. Texts are in
Australian English (DD/MM/YYYY, $, GST, ABN, BAS, ATO, rego, licence).

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  granny flat build (plans, certifier approval, builder contract, progress claims, variations, Brett's
  electrical plan, budget, progress photos) -- topic Home; the Big Lap caravan trip (the Jayco purchase,
  tow set-up on the HiLux, route, budget, campsite and ferry bookings, packing and checklists) -- topic
  Travel; Mia's Year 10 semi-formal (tickets, dress, hair, photos plan) -- topic School; the battery
  accreditation (enrolment, course notes, supervised install log, assessment) -- topic Electrical; the
  club's LED-lights grant application (quotes, plans, letters of support, budget, site photos) -- topic
  Footy.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. The
  business and everything it runs on: quotes, invoices, Tradify exports, job notes and the photos in a
  job's folder, Certificates of Testing and Safety, smoke-alarm compliance, supplier invoices and
  statements, BAS/GST and ATO letters about the business, the contractor licence, public liability and
  tools insurance, test-gear calibration, tool receipts (Electrical). Household money: bank, home loan,
  super, life/income-protection cover, personal tax returns and notices of assessment, payslips, budget
  (Finance). The house: rates, water, power, internet, home and contents insurance, pool safety and pool
  service, pest and termite inspections (Home). The ute and Leanne's CX-5: rego, servicing, tyres, car
  insurance (Vehicles). The family's health, Medicare and Bupa (Health). The kids' high school (School).
  The treasurer's job at the footy club and Jack's registrations there: accounts, bank reconciliations,
  minutes, fees, sponsors, canteen, AGM reports (Footy). An old tax return or 2024 club minutes are
  still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: wiring-rules notes, cable
  and voltage-drop tables, datasheets, regulator guides (Electrical); appliance, pool and inverter
  manuals (Home); fishing rules, tide tables, spots and rigs (Fishing); recipes (Cooking); installers
  (Software); photos, holiday albums, phone dumps and screenshots (Photos) -- except photos that document
  work, which follow that work: job photos in a job folder or renamed for the job (Areas Electrical),
  granny-flat progress photos (Projects Home), the solar install photos (Archive Home), site photos for
  the lights grant (Projects Footy), the licence card scan (Areas Electrical).
- **Archive**: finished projects and ended responsibilities: the apprenticeship and Brisbane North
  Electrical Services (Electrical); the Chermside rental and the 2023 solar install (Home); Jack's
  primary school (School); the Ford Ranger sold in 2021 (Vehicles); the 2025 presentation night (Footy);
  past trips -- Bali 2019, K'gari 2022, Gold Coast 2024, Tasmania 2025 (Travel).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (OneDrive's hidden markers) are
  written but not labelled.

Topics (13): Electrical, Finance, Home, Vehicles, Health, School, Footy, Travel, Fishing, Cooking, Photos,
Software, System. Topics are subjects: the granny flat is ``Home`` like the rates notice, the Big Lap is ``Travel`` like the
old Bali booking, the formal is ``School`` like the report cards. ``hard`` marks a file whose name *and*
folder say nothing about its subject (``Downloads/Document (3).pdf``, ``Desktop/New Text
Document.txt``, ``Documents/Scanned Documents/Scan_0012.pdf``, ``Documents/2025/scan0003.pdf``,
``Documents/From Leanne's phone/DOC-20260312-WA0002.pdf``): only the text inside (.txt, .md, .csv, .eml,
.pdf, .docx, .xlsx) can place it, and that text is a real letter, invoice, statement or note. Images are
never marked hard. Dates are relative to ``corpus.NOW`` so all corpora share the benchmark's reference
time.
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


def _au(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _long(dt: datetime) -> str:
    return f"{dt.day} {dt:%B %Y}"


def _aud(v: float) -> str:
    return f"${v:,.2f}"


def _money(r: random.Random, lo: float, hi: float) -> str:
    return _aud(r.uniform(lo, hi))


def _fy(dt: datetime) -> str:
    y = dt.year if dt.month >= 7 else dt.year - 1
    return f"{y}-{str(y + 1)[2:]}"


def _quarter(dt: datetime) -> tuple[str, str]:
    """The BAS quarter that ended most recently before ``dt``: (label, period)."""
    m, y = dt.month, dt.year
    if m <= 3:
        return f"Q2 FY{str(y)[2:]}", f"01/10/{y - 1} - 31/12/{y - 1}"
    if m <= 6:
        return f"Q3 FY{str(y)[2:]}", f"01/01/{y} - 31/03/{y}"
    if m <= 9:
        return f"Q4 FY{str(y)[2:]}", f"01/04/{y} - 30/06/{y}"
    return f"Q1 FY{str(y + 1)[2:]}", f"01/07/{y} - 30/09/{y}"


FIRST = ["Karen", "Steve", "Michelle", "Darren", "Nicole", "Craig", "Lisa", "Wayne", "Sharon", "Glenn", "Kylie",
         "Troy", "Belinda", "Shane", "Rebecca", "Nathan", "Jodie", "Matt", "Priya", "Tony", "Mel", "Dean"]
SURN = ["Nguyen", "Smith", "Walsh", "O'Brien", "Patel", "Kelly", "Morgan", "Harris", "Campbell", "Fraser",
        "Russo", "Mitchell", "Cooper", "Doyle", "Lee", "Brennan", "Hughes", "McLean", "Singh", "Rossi"]
SUBURBS = [("Aspley", "4034"), ("Chermside", "4032"), ("Kedron", "4031"), ("Zillmere", "4034"),
           ("Carseldine", "4034"), ("Sandgate", "4017"), ("Boondall", "4034"), ("Everton Park", "4053"),
           ("Stafford", "4053"), ("Nundah", "4012"), ("Wavell Heights", "4012"), ("Deagon", "4017"),
           ("Brighton", "4017"), ("Taigum", "4018"), ("Geebung", "4034"), ("Albany Creek", "4035"),
           ("Strathpine", "4500"), ("Petrie", "4502"), ("Bald Hills", "4036"), ("Fitzgibbon", "4018")]
STREETS = ["Beams Rd", "Ellison Rd", "Gympie Rd", "Kirby Rd", "Norris Rd", "Telegraph Rd", "Barrett St",
           "Handford Rd", "Hamilton Rd", "Murphy Rd", "Board St", "Sunbird Cres", "Banksia St", "Poinciana Ave",
           "Jacaranda St", "Honeyeater Dr", "Lemke Rd", "Braun St", "Zillmere Rd", "Roghan Rd"]

BIZ = ("Taylor Sparks Electrical\nBrett Taylor - Electrical Contractor Licence No. 78412\n"
       "ABN 63 284 117 905\n27 Wattle Grove Cres, Bracken Ridge QLD 4017\n"
       "Ph 0412 558 203  |  brett@taylorsparks.com.au")
HOME = "27 Wattle Grove Cres, Bracken Ridge QLD 4017"

JOBS = [  # (short name, description lines with (text, lo, hi))
    ("switchboard upgrade", [("Supply & install new 12-pole switchboard enclosure", 380, 520),
                             ("RCBOs x 8 (Clipsal Max9)", 640, 880), ("Main switch, surge diverter", 190, 260),
                             ("Labour - 2 x electricians, 7 hrs", 980, 1260)]),
    ("smoke alarm compliance", [("Photoelectric smoke alarms 240V interconnected x 5", 520, 690),
                                ("Install, interconnect & test", 420, 560)]),
    ("ceiling fans", [("Hunter Pacific fans x 3 (customer supplied)", 0, 0),
                      ("Install fans incl. new wall controls", 390, 480)]),
    ("LED downlights", [("LED downlights 10W tri-colour x 14", 420, 560), ("Labour", 460, 620)]),
    ("EV charger install", [("Zappi 7kW charger (supplied)", 1390, 1590), ("6mm TPS sub-circuit 22m, RCBO",
                                                                           310, 420),
                            ("Install, test & commission", 540, 690)]),
    ("pool pump circuit", [("New weatherproof GPO & isolator at pool equipment", 220, 310),
                           ("Trench & conduit 9m (customer dug)", 140, 190), ("Labour", 320, 410)]),
    ("split system circuit", [("Dedicated 20A circuit, 2.5mm TPS, isolator", 290, 360), ("Labour", 260, 340)]),
    ("fault finding", [("Call-out & fault finding - tripping RCD", 165, 165),
                       ("Replace faulty outdoor GPO", 85, 120), ("Labour (1.5 hr)", 150, 180)]),
    ("oven & cooktop", [("Install customer-supplied oven & induction cooktop", 310, 380),
                        ("Upgrade cooktop circuit to 6mm", 240, 330)]),
    ("rental safety check", [("Electrical safety inspection & RCD test (rental)", 189, 189),
                             ("Replace 2 x cracked GPOs", 90, 140)]),
]


def _person(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def _addr(r: random.Random) -> str:
    sub, pc = r.choice(SUBURBS)
    return f"{r.randint(2, 140)} {r.choice(STREETS)}, {sub} QLD {pc}"


def _lines(r: random.Random, items) -> tuple[list[str], float]:
    out, sub = [], 0.0
    for text, lo, hi in items:
        v = round(r.uniform(lo, hi), 2) if hi else 0.0
        sub += v
        out.append(f"{text:<58} {_aud(v) if v else 'n/c':>12}")
    return out, sub


# --------------------------------------------------------------------------- Electrical (business)


def t_invoice(r, dt, n=None):
    n = n or r.randint(1040, 1260)
    name, items = r.choice(JOBS)
    cust, addr = _person(r), _addr(r)
    rows, sub = _lines(r, items)
    gst = round(sub * 0.1, 2)
    due = dt + timedelta(days=14)
    return (f"{BIZ}\n\nTAX INVOICE  INV-{n}\nDate: {_au(dt)}    Due: {_au(due)}\n\nBill to: {cust}\n{addr}\n"
            f"Job: {name} - {addr.split(',')[0]}\n\n" + "\n".join(rows) +
            f"\n\nSubtotal {_aud(sub)}\nGST 10% {_aud(gst)}\nTOTAL (inc GST) {_aud(sub + gst)}\n\n"
            "Payment: EFT to Taylor Sparks Electrical BSB 064-119 Acc 1048 2271, ref INV-" + str(n) +
            "\nThanks for your business! Certificate of Testing and Safety emailed separately.\n"
            "Generated by Tradify")


def t_quote(r, dt, name=None, n=None):
    n = n or r.randint(380, 470)
    job = next((j for j in JOBS if j[0] == name), None) or r.choice(JOBS)
    cust, addr = _person(r), _addr(r)
    rows, sub = _lines(r, job[1])
    return (f"{BIZ}\n\nQUOTE Q-{n:04d}\nDate: {_au(dt)}   Valid for 30 days\n\nPrepared for: {cust}\n{addr}\n\n"
            f"Scope: {job[0]}\n" + "\n".join(rows) +
            f"\n\nTotal inc GST {_aud(sub * 1.1)}\n\nNotes: price assumes clear access to ceiling space and "
            "switchboard. Any asbestos in the meter box will need removal by a licensed removalist before work "
            "starts (extra). To accept, reply to this email or click Accept in the Tradify link.")


def t_cots(r, dt):
    name, _ = r.choice(JOBS)
    cust, addr = _person(r), _addr(r)
    return (f"CERTIFICATE OF TESTING AND SAFETY\nElectrical Safety Regulation 2013 (Qld) s 15\n\n"
            f"Electrical contractor: Taylor Sparks Electrical  Licence 78412\nWorker: Brett Taylor  "
            f"Licence E{r.randint(100000, 199999)}\nInstallation address: {addr}\nCustomer: {cust}\n"
            f"Date of test: {_au(dt)}\nWork: {name}\n\nTests carried out (AS/NZS 3000 & 3017):\n"
            f"Visual inspection - pass\nEarth continuity - {r.uniform(0.05, 0.4):.2f} ohm - pass\n"
            f"Insulation resistance - >{r.choice([200, 299, 500])} Mohm - pass\nPolarity - correct\n"
            "Correct circuit connections - pass\nFault loop impedance - pass\n"
            f"RCD trip time - {r.randint(14, 28)} ms at 30 mA - pass\n\n"
            "I certify the electrical installation/equipment above has been tested and is electrically safe.\n"
            "Signed: B. Taylor")


def t_smoke_cert(r, dt):
    addr = _addr(r)
    return (f"SMOKE ALARM COMPLIANCE CERTIFICATE\nQueensland Fire and Emergency Services Act 1990 - "
            f"Building Fire Safety Regulation 2008\n\nProperty: {addr}\nOwner/agent: {r.choice(['Ray White', 'LJ Hooker', 'Harcourts'])} "
            f"{r.choice(['Aspley', 'Chermside', 'Sandgate'])} - PM {r.choice(FIRST)}\nDate: {_au(dt)}\n\n"
            f"Alarms installed: {r.randint(4, 7)} x 240V photoelectric, interconnected (AS 3786-2014)\n"
            "Locations: every bedroom, hallways, each storey, exit path\n10-year lithium backup, tested on "
            "install.\n\nThe dwelling complies with the 2022 requirements for rental properties.\n"
            "Taylor Sparks Electrical, Licence 78412")


SUPPLIERS = [("Middy's Electrical - Brendale", "ABN 23 009 674 113"),
             ("Rexel Electrical Supplies - Virginia", "ABN 84 000 437 758"),
             ("CNW Electrical Wholesale - Geebung", "ABN 94 001 345 612")]
PARTS = [("Clipsal RCBO 1P 20A 30mA", 48, 62), ("2.5mm TPS 100m roll", 128, 168), ("1.5mm TPS 100m roll", 92, 118),
         ("LED downlight 10W tri-colour", 14, 22), ("Photoelectric smoke alarm 240V", 52, 68),
         ("Clipsal Iconic double GPO", 18, 26), ("Switchboard enclosure 36-pole", 185, 240),
         ("Weatherproof isolator 35A", 38, 52), ("Conduit 25mm 4m x 10", 44, 60), ("Surge diverter", 95, 130)]


def t_supplier_inv(r, dt, ref=None):
    sup, abn = r.choice(SUPPLIERS)
    ref = ref or r.choice(['Kedron SB', 'smoke alarms', 'van stock', 'Aspley EV', 'Taigum board'])
    rows, sub = [], 0.0
    for p, lo, hi in r.sample(PARTS, r.randint(3, 6)):
        q = r.randint(1, 12)
        v = round(r.uniform(lo, hi), 2)
        sub += q * v
        rows.append(f"{q:>3} x {p:<38} {_aud(v):>9} {_aud(q * v):>11}")
    return (f"{sup}\n{abn}\nTAX INVOICE {r.randint(4100000, 4999999)}\nDate {_au(dt)}\n"
            f"Account: TAYL05 - Taylor Sparks Electrical\nOrder ref: {ref}\n\n"
            + "\n".join(rows) + f"\n\nSubtotal {_aud(sub)}\nGST {_aud(sub * 0.1)}\nTotal {_aud(sub * 1.1)}\n"
            "Terms: 30 days EOM. Trade account customer.")


def t_supplier_stmt(r, dt):
    sup, abn = r.choice(SUPPLIERS)
    rows = [f"{_au(dt - timedelta(days=r.randint(3, 28)))}  INV {r.randint(4100000, 4999999)}  "
            f"{_money(r, 80, 1900)}" for _ in range(r.randint(5, 9))]
    return (f"{sup}\nSTATEMENT OF ACCOUNT\nAccount TAYL05 - Taylor Sparks Electrical\nStatement date {_au(dt)}\n\n"
            + "\n".join(rows) + f"\n\nAmount due by 30th: {_money(r, 2500, 7800)}\nPlease pay by EFT quoting account no.")


def t_bas(r, dt):
    q, period = _quarter(dt)
    g1 = r.uniform(38000, 61000)
    g11 = r.uniform(9000, 17000)
    return (f"Business Activity Statement - {q}\nTaylor Sparks Electrical  ABN 63 284 117 905\nPeriod {period}\n"
            f"Lodged via Hill & Co Accountants (tax agent) on {_au(dt)}\n\nGST on sales\nG1 Total sales {_aud(g1)}\n"
            f"1A GST on sales {_aud(g1 / 11)}\n\nGST on purchases\nG11 Non-capital purchases {_aud(g11)}\n"
            f"1B GST on purchases {_aud(g11 / 11)}\n\nPAYG instalment T7 {_money(r, 2100, 3400)}\n"
            f"Net amount payable to ATO {_aud(g1 / 11 - g11 / 11 + 2600)}\nPayment reference 551 004 328 619 4430")


def t_bas_xlsx(r, dt):
    q, period = _quarter(dt)
    rows = ["Date;Invoice;Customer;Ex GST;GST;Total"]
    for i in range(14):
        v = r.uniform(180, 4200)
        rows.append(f"{_au(dt - timedelta(days=90 - i * 6))};INV-{1150 + i};{_person(r)};{v:.2f};{v / 10:.2f};{v * 1.1:.2f}")
    rows.append(f";;G1 total;;;see BAS {q}")
    return "\n".join(rows)


def t_ato_business(r, dt):
    return (f"Australian Taxation Office\nPO Box 3524 Albury NSW 2640\n\n{_au(dt)}\n\nMr Brett Taylor\n"
            f"Taylor Sparks Electrical\n{HOME}\n\nYour activity statement - reminder\nABN 63 284 117 905\n\n"
            "Our records show your activity statement for the quarter has not been paid in full. Amount "
            f"outstanding: {_money(r, 800, 3400)}. General interest charge will apply from the due date.\n\n"
            "If you have a payment plan with us, you don't need to do anything. Your tax agent (Hill & Co "
            "Accountants) can also help.\nBusiness enquiries 13 28 66")


def t_licence(r, dt):
    return (f"Electrical Safety Office - Office of Industrial Relations Queensland\n\nELECTRICAL CONTRACTOR LICENCE "
            f"- RENEWAL NOTICE\n\nLicence no. 78412\nLicensee: Brett Andrew Taylor t/a Taylor Sparks Electrical\n"
            f"Qualified technical person: Brett Andrew Taylor (Electrical Mechanic)\n"
            f"Renewal date: {_au(dt + timedelta(days=30))}\nTerm: 1 year  Fee: $262.35\n\n"
            "Conditions: Public liability insurance of at least $5,000,000 must be held at all times.\n"
            "Renew online at www.worksafe.qld.gov.au.")


def t_pl_insurance(r, dt):
    return (f"CERTIFICATE OF CURRENCY\nPublic & Products Liability - Tradies Pack\nInsured: Brett Taylor t/a Taylor Sparks "
            f"Electrical  ABN 63 284 117 905\nPolicy {r.randint(30000000, 39999999)}\nPeriod: {_au(dt)} to "
            f"{_au(dt + timedelta(days=365))}\nLimit of liability: $20,000,000\nOccupation: Electrical contractor "
            "(domestic & light commercial, no work above 10m, no solar farm work)\n"
            f"Portable tools cover: $15,000 (excess $250)\nAnnual premium incl GST & stamp duty {_money(r, 1650, 2100)}\n"
            "Issued by Trade Cover Insurance Brokers, Brisbane")


def t_tradify_csv(r, dt):
    rows = ["Job No,Created,Customer,Site,Description,Status,Quoted,Invoiced"]
    for i in range(22):
        j, _ = r.choice(JOBS)
        st = r.choice(["Completed", "Invoiced", "Paid", "Paid", "Scheduled", "Quote sent"])
        rows.append(f"J-{2100 + i},{_au(dt - timedelta(days=120 - i * 5))},{_person(r)},\"{_addr(r)}\",{j},{st},"
                    f"{r.uniform(200, 4800):.2f},{r.uniform(200, 4800):.2f}")
    return "\n".join(rows) + "\n"


def t_customer_mail(r, dt):
    cust = _person(r)
    name, _ = r.choice(JOBS)
    first = cust.split()[0]
    return (f"From: {cust} <{first.lower()}.{r.randint(10, 99)}@bigpond.com>\nTo: brett@taylorsparks.com.au\n"
            f"Date: {dt:%a, %d %b %Y} 07:{r.randint(10, 59)}:00 +1000\nSubject: Re: Quote Q-0{r.randint(380, 470)} - {name}\n\n"
            f"Hi Brett,\n\nThanks for coming out on {r.choice(['Tuesday', 'Thursday', 'Saturday'])}. We're happy to go ahead "
            f"with the quote for the {name}. Could you do it the week after next? The dog will be locked up, "
            "the side gate code is 2580.\n\nAlso while you're here could you look at the outside light by the "
            f"carport, it flickers.\n\nCheers,\n{first}\n\n> On {_au(dt - timedelta(days=3))} Taylor Sparks Electrical wrote:\n"
            "> Please find attached your quote. Click Accept to book in.")


def t_job_notes(r, dt):
    addr = _addr(r)
    return (f"Job notes - {addr}\n{_au(dt)}\n\n- existing board: old ceramic fuses, no RCDs, asbestos backing (Bakelite?) "
            "-> customer to get asbestos test\n- meter: Energex smart meter, no issue\n- 9 circuits: 4 lights, 4 power, "
            "1 stove. HWS on tariff 31\n- mains 16mm2 ok\n- need 2 x RCBO extra for aircon future\n"
            "- photos on phone, moved to folder\n- quote sent via Tradify, follow up Friday")


def t_calibration(r, dt):
    return (f"CALIBRATION CERTIFICATE\nTest & Measurement Services Pty Ltd, Brendale QLD\nCert no. TM-{r.randint(20000, 29999)}\n\n"
            f"Instrument: Fluke 1664 FC Multifunction Installation Tester  S/N {r.randint(40000000, 49999999)}\n"
            f"Customer: Taylor Sparks Electrical\nDate calibrated: {_au(dt)}\nNext due: {_au(dt + timedelta(days=365))}\n\n"
            "Insulation resistance, continuity, loop impedance, RCD ranges tested against reference standards.\n"
            "Result: within manufacturer's specification (as found / as left).")


def t_tool_receipt(r, dt):
    return (f"Total Tools Strathpine\nTAX INVOICE  {r.randint(200000, 299999)}\n{_au(dt)}\nCustomer: Taylor Sparks Electrical\n\n"
            f"Milwaukee M18 FUEL hammer drill kit  {_money(r, 499, 649)}\nMilwaukee M18 5.0Ah battery x2  {_money(r, 289, 349)}\n"
            f"Klein insulated screwdriver set  {_money(r, 119, 159)}\n\nTotal inc GST {_money(r, 950, 1150)}\nPaid EFTPOS - business card")


# ---- battery accreditation (Projects Electrical)


def t_batt_enrol(r, dt):
    return (f"GSES Training - Enrolment confirmation\n{_au(dt)}\n\nDear Brett,\n\nYou are enrolled in: Design and Install "
            "Grid-Connected Battery Energy Storage Systems (BESS) - blended delivery, Brisbane.\n"
            "Online modules open now; practical days 14-15 March 2026 at the Archerfield training centre.\n\n"
            "On completion you can apply to Solar Accreditation Australia (SAA) for provisional battery "
            "accreditation, then submit supervised installations for full accreditation.\n"
            f"Fee paid: $1,890.00 (invoice GS-{r.randint(10000, 19999)})")


def t_batt_log(r, dt):
    rows = ["Install;Date;Site;System;Supervisor;Status"]
    for i, (site, st) in enumerate([("Carseldine", "Signed off"), ("Albany Creek", "Signed off"),
                                    ("Deagon", "Photos uploaded"), ("Petrie", "Booked 11/06/2026")]):
        rows.append(f"{i + 1};{_au(dt - timedelta(days=70 - i * 20))};{site};Sigenergy 10kWh + 5kW hybrid;"
                    f"J. Marino (SAA A{r.randint(1000, 9999)});{st}")
    return "\n".join(rows) + "\nNote;;;;;Need 3 signed supervised installs for full SAA battery accreditation"


def t_batt_notes(r, dt):
    return ("# BESS course notes - AS/NZS 5139:2019\n\n- battery location: not in habitable room, not under stairs, "
            "600mm from doors/windows/hot water/aircon\n- restricted locations - check the diagram in section 6\n"
            "- non-combustible barrier if on habitable room wall\n- isolation: DC isolator at battery + AC at board\n"
            "- signage per AS/NZS 5139 clause 6.2 + Energex/Ergon connection standard\n"
            "- commissioning sheet + customer handover\n\nTODO before assessment: redo practice design for "
            "the Petrie job, VRB calc, export limit 5kW (Energex)\n")


def t_batt_assess(r, dt):
    return (f"From: assessments@saaccreditation.org.au\nTo: brett@taylorsparks.com.au\nDate: {dt:%a, %d %b %Y} 10:12:00 +1000\n"
            "Subject: Battery accreditation - practical assessment booking\n\nHi Brett,\n\nYour provisional "
            "battery accreditation is active. To move to full accreditation please submit your third supervised "
            "install and book the practical assessment. Next available: 18 June 2026 or 2 July 2026.\n\n"
            "Kind regards,\nAccreditation team\nSolar Accreditation Australia")


# ---- reference (Resources Electrical)

REF_ELEC = {
    "AS3000 quick reference": "AS/NZS 3000:2018 Wiring Rules - quick reference\n\nRCD protection: all final "
    "subcircuits in domestic installations (clause 2.6.3)\nMax 3 circuits per RCD where multiple circuits\n"
    "Bathroom zones 0, 1, 2 - fig 6.1-6.6\nPool zones - 3.5m horizontal from pool edge, equipotential bonding "
    "of conductive parts within arm's reach\nSwitchboard clearances 600mm in front, escape path\n"
    "Cable support in ceiling - clause 3.9.3",
    "Max demand calc": "Maximum demand - AS/NZS 3000 Appendix C, Table C1 single domestic\n\nLighting: 3A for "
    "up to 20 points + 2A each additional 20\nSocket outlets: 10A for up to 20 + 5A each additional 20\n"
    "Range: 50% of rating\nAircon: 75% of rating\nPool pump: full rating\nEV charger: full load\n",
    "Energex connection standard notes": "Energex / Ergon Queensland Electricity Connection Manual - notes\n\n"
    "Solar/battery: basic export limit 5kW per phase (single phase)\nSmart meter installs by metering "
    "coordinator only\nService upgrades - lodge via eConnect, Form 'Electrical Work Request'\n"
    "Tariff 31/33 controlled load wiring rules",
    "ESO smoke alarm guide": "Queensland smoke alarm legislation - guide for electricians\n\nFrom 1 January 2027 "
    "all Queensland homes must have photoelectric, interconnected alarms in every bedroom, hallway and on "
    "every storey. Rentals and sold properties from 1 January 2022.\nHardwired alarms must be replaced with "
    "hardwired. Alarms older than 10 years must be replaced.",
    "RCD testing guide": "Electrical Safety Office - RCD testing\n\nPush-button test every 6 months "
    "(owner)\nTrip-time test every 2 years in rentals and workplaces - 300ms max at rated current, "
    "40ms at 5x\nRecord results in the register",
    "Clipsal RCBO datasheet": "Clipsal Max9 RCBO MAX9RCBO ... datasheet\n\n1 pole + neutral, 6kA, curve C, "
    "30mA Type A\nRatings 6-40A\nWidth 18mm (1 pole space)\nTerminal capacity 16mm2\nAS/NZS 61009.1",
    "EV charger install guide": "Zappi v2.1 installation guide (extract)\n\nSupply: 32A dedicated circuit, "
    "6mm2 TPS up to 25m\nRCD Type A + built-in 6mA DC detection\nCT clamp on the grid incoming for "
    "solar divert mode\nEarthing: PEN fault detection built in - no earth rod required",
}


def t_cable_table(r, dt):
    rows = ["Cable;Method;Current rating (A);Vd mV/A.m"]
    for c, a, v, vd in (("1.5mm TPS", "enclosed", "16", "29"), ("2.5mm TPS", "enclosed", "22", "18"),
                    ("4mm TPS", "enclosed", "30", "11"), ("6mm TPS", "enclosed", "38", "7.3"),
                    ("10mm TPS", "enclosed", "52", "4.4"), ("16mm TPS", "enclosed", "69", "2.8")):
        rows.append(f"{c};{a};{v};{vd}")
    return "\n".join(rows) + "\nVoltage drop limit 5% (11.5V) from point of supply - AS/NZS 3008.1.1"


# ---- apprenticeship and the old employer (Archive Electrical)


def t_old_payslip(r, dt):
    gross = r.uniform(1450, 1780)
    return (f"Brisbane North Electrical Services Pty Ltd\nABN 71 092 558 340\nPAYSLIP  Week ending {_au(dt)}\n\n"
            f"Employee: Brett Taylor  Classification: Electrician (Grade 5)\nOrdinary hours 38  Overtime 1.5x "
            f"{r.randint(0, 8)} hrs\nTool allowance ${r.uniform(14, 17):.2f}\n\nGross {_aud(gross)}\nTax "
            f"{_aud(gross * 0.22)}\nSuper (9%) to Sunsuper {_aud(gross * 0.09)}\nNet pay {_aud(gross * 0.78)}")


def t_apprentice_log(r, dt):
    return (f"APPRENTICE RECORD BOOK - Electrotechnology (UEE30807 predecessor)\nApprentice: Brett Taylor\n"
            f"Employer: Hendra Electrical Contractors\nYear {r.randint(2, 4)} of 4\n\nWeek ending {_au(dt)}\n"
            "Mon - rough-in new house Albany Creek (supervised by Gary)\nTue - same, cabling kitchen\n"
            "Wed - TAFE block, Bracken Ridge\nThu - TAFE\nFri - fault on pool pump, Aspley; replaced contactor\n"
            "Supervisor sign: G. Hollis")


def t_tafe_results(r, dt):
    units = ["Install wiring systems", "Fault find and repair", "Test electrical installations",
             "Arrange circuits and control", "Capstone practical assessment prep"]
    return ("SkillsTech Australia - Bracken Ridge campus\nStatement of results\nStudent: Brett Taylor\n"
            "Qualification: Certificate III Electrotechnology (Systems Electrician)\n\n" +
            "\n".join(f"{u:<40} Competent" for u in units) + f"\n\nIssued {_au(dt)}")


def t_reference_letter(r, dt):
    return (f"Brisbane North Electrical Services Pty Ltd\n{_long(dt)}\n\nTo whom it may concern\n\nBrett Taylor was "
            "employed by us as an electrician from February 2001 to June 2012 and as a leading hand from 2007. He "
            "ran crews on residential and light commercial fit-outs, including the Chermside shopping centre "
            "tenancies, and trained our apprentices. Brett leaves us to start his own business, and we wish "
            "him every success.\n\nRob Fenwick\nDirector")


def t_resignation(r, dt):
    return (f"{_long(dt)}\n\nRob,\n\nPlease accept this as my 4 weeks' notice. My last day will be Friday 29 June 2012. "
            "I'm going out on my own as a contractor. Thanks for the 11 years and for taking me on after my "
            "time at Hendra.\n\nHappy to finish off the Geebung job before I go.\n\nBrett")


# --------------------------------------------------------------------------- Finance


def t_bank(r, dt):
    bal = r.uniform(2500, 9000)
    rows = []
    for i in range(12):
        d = dt - timedelta(days=30 - i * 2.5)
        desc, amt = r.choice([("Woolworths Bracken Ridge", -r.uniform(45, 260)), ("Aspley Family Dental PAY", 1180.0),
                              ("TRANSFER FROM TAYLOR SPARKS", r.uniform(1500, 3000)), ("Suncorp home loan", -2640.0),
                              ("BP Bald Hills", -r.uniform(60, 120)), ("Urban Utilities", -r.uniform(180, 320)),
                              ("Netflix", -18.99), ("Bupa Health", -412.60), ("Kmart Chermside", -r.uniform(20, 140))])
        bal += amt
        rows.append(f"{_au(d)}  {desc:<34} {amt:>10.2f} {bal:>10.2f}")
    return (f"Commonwealth Bank\nStatement - Everyday Account (Smart Access)\nB & L Taylor\n{HOME}\nBSB 064-120  "
            f"Acc 1033 8842\nPeriod ending {_au(dt)}\n\n" + "\n".join(rows) + "\n\nClosing balance " + _aud(bal))


def t_mortgage(r, dt):
    return (f"Suncorp Bank\nHome loan statement\nBrett & Leanne Taylor\nLoan 4471 0082 219\nStatement period to {_au(dt)}\n\n"
            f"Opening balance {_money(r, 398000, 412000)}\nInterest charged {_money(r, 6800, 7400)}\nRepayments "
            f"$15,840.00\nOffset account balance {_money(r, 31000, 46000)}\nVariable rate {r.choice(['6.09', '5.84', '5.59'])}% p.a.\n"
            f"Property: {HOME}\nRemaining term 17 years 4 months")


def t_rate_change(r, dt):
    return (f"Suncorp Bank\n{_long(dt)}\n\nDear Brett and Leanne,\n\nChange to your home loan interest rate\n"
            "Following the Reserve Bank's decision, the variable interest rate on your Home Package Plus loan "
            f"(ending 2219) will decrease by 0.25% p.a. from {_au(dt + timedelta(days=10))}. Your minimum "
            f"repayment will reduce to {_money(r, 2480, 2590)} per month. If you keep paying $2,640 your loan "
            "will be paid off sooner.\n\nSuncorp Bank home lending")


def t_super(r, dt, who="Brett"):
    fund = "Australian Retirement Trust" if who == "Brett" else "HESTA"
    return (f"{fund}\nAnnual member statement 1 July {dt.year - 1} - 30 June {dt.year}\nMember: {who} Taylor\n\n"
            f"Opening balance {_money(r, 180000, 260000) if who == 'Brett' else _money(r, 95000, 130000)}\n"
            f"Contributions {_money(r, 9000, 18000)}\nInvestment returns {_money(r, 14000, 24000)}\nInsurance: "
            "Death & TPD cover, Income protection\nClosing balance " +
            (_money(r, 210000, 290000) if who == "Brett" else _money(r, 110000, 150000)) +
            "\n\nConsider making personal concessional contributions - sole traders can claim a deduction "
            "(notice of intent form).")


def t_tax_return(r, dt, who="Brett"):
    y = dt.year
    if who == "Brett":
        inc = (f"Business income (Taylor Sparks Electrical) net {_money(r, 98000, 132000)}\n"
               f"Business schedule attached\nDeductions: tools, phone, ute (logbook 78% business) ")
    else:
        inc = (f"Salary - Aspley Family Dental Pty Ltd {_money(r, 41000, 48000)}\nTax withheld {_money(r, 4500, 6200)}\n"
               "Deductions: uniform laundry $150")
    return (f"Individual tax return {y - 1}-{str(y)[2:]}\nPrepared by Hill & Co Accountants, Strathpine\n"
            f"Taxpayer: {who} Taylor  TFN ***  {HOME}\n\n{inc}\nPrivate health: Bupa, full year, hospital cover - "
            f"no Medicare levy surcharge\nEstimated {'refund' if who == 'Leanne' else 'tax payable'} "
            f"{_money(r, 400, 5200)}\nLodged {_au(dt)}")


def t_noa(r, dt, who="Brett"):
    return (f"Australian Taxation Office\nNotice of assessment - Individual\nYear ended 30 June {dt.year if dt.month > 6 else dt.year - 1}\n\n"
            f"{who.upper()} TAYLOR\n{HOME}\nDate of issue {_au(dt)}\n\nTaxable income {_money(r, 45000, 125000)}\n"
            f"Tax on taxable income {_money(r, 5000, 29000)}\nMedicare levy {_money(r, 900, 2500)}\n"
            f"Result: {'Amount payable' if who == 'Brett' else 'Refund'} {_money(r, 300, 4800)}")


def t_payslip_leanne(r, dt):
    hrs = r.choice([22.5, 24, 30])
    g = hrs * r.uniform(32.5, 34.2)
    return (f"Aspley Family Dental Pty Ltd\nPay advice - fortnight ending {_au(dt)}\nEmployee: Leanne Taylor  Dental receptionist "
            f"(part-time)\nAward: Health Professionals and Support Services Award\n\nOrdinary hours {hrs}\n"
            f"Gross {_aud(g)}\nPAYG {_aud(g * 0.12)}\nSuper (12%) to HESTA {_aud(g * 0.12)}\nNet {_aud(g * 0.88)}")


def t_budget(r, dt):
    rows = ["Item;Monthly;Notes", f"Home loan;2640;Suncorp", f"Rates + water;{r.randint(310, 360)};quarterly / 3",
            f"Power;{r.randint(60, 140)};solar helps", f"Groceries;{r.randint(1500, 1800)};",
            f"Bupa;412.60;family hospital + extras", f"Cars fuel;{r.randint(380, 520)};", "Kids sport & school;260;",
            "Internet + phones;180;", f"Savings - Big Lap;{r.randint(1200, 1600)};until June 2026",
            "Income - Leanne;2550;", f"Income - Brett (drawings);{r.randint(7500, 8800)};"]
    return "\n".join(rows)


def t_life_cover(r, dt):
    return (f"TAL Life Limited\nPolicy schedule - Income Protection\nLife insured: Brett Taylor  Occupation: Electrician "
            f"(self-employed)\nPolicy {r.randint(1000000, 1999999)}\nBenefit: $6,800 per month  Waiting period 30 days  "
            f"Benefit period to age 65\nAnniversary {_au(dt)}\nAnnual premium {_money(r, 2900, 3600)} (stepped)")


# --------------------------------------------------------------------------- Home


def t_rates(r, dt):
    return (f"Brisbane City Council\nRATES NOTICE\nProperty: {HOME}\nOwners: B A & L M Taylor\nProperty no. 3 4471 892\n"
            f"Issue date {_au(dt)}   Due {_au(dt + timedelta(days=30))}\n\nGeneral rates {_money(r, 520, 580)}\n"
            f"Bushland preservation levy $37.20\nUrban Utilities - refer separate account\nCleaner suburbs, "
            "waste - wheelie bins 240L\nEmergency Management Levy (State) $97.40\nTotal less discount "
            f"{_money(r, 780, 860)}\nBPAY biller 17699")


def t_water(r, dt):
    kl = r.randint(48, 92)
    return (f"Urban Utilities\nWater and wastewater bill\nB & L Taylor  {HOME}\nAccount 4098 3321 7\nBilling period ending "
            f"{_au(dt)} (91 days)\n\nWater usage {kl} kL @ $3.51 {_aud(kl * 3.51)}\nState bulk water {_aud(kl * 3.44)}\n"
            f"Water service charge $77.46\nWastewater service charge $196.80\nTotal due {_money(r, 560, 880)}\n"
            "Your daily average is higher than last year - check the pool for leaks.")


def t_power(r, dt):
    exp = r.randint(380, 980)
    return (f"Origin Energy\nElectricity bill  {HOME}\nAccount 6022 118 440\nPeriod to {_au(dt)}\n\n"
            f"Peak usage {r.randint(900, 1600)} kWh\nControlled load tariff 33 (pool pump, HWS) {r.randint(300, 600)} kWh\n"
            f"Solar feed-in {exp} kWh @ 5c  -{_aud(exp * 0.05)}\nSupply charge 91 days\n"
            f"Amount due {_money(r, 180, 520)}")


def t_internet(r, dt):
    return (f"Aussie Broadband\nTax invoice {r.randint(70000000, 79999999)}\nBrett Taylor  {HOME}\nNBN 250/25 FTTP  "
            f"$109.00/mth\nPeriod {_au(dt)} - {_au(dt + timedelta(days=30))}\nTotal $109.00 (incl GST $9.91)\nPaid by direct debit")


def t_home_insurance(r, dt):
    return (f"RACQ Insurance\nHome & Contents - Renewal\nInsured: Brett and Leanne Taylor\nSituation: {HOME}\n"
            f"Period {_au(dt)} to {_au(dt + timedelta(days=365))}\nBuilding sum insured $720,000\nContents $140,000\n"
            "Includes storm, flood, accidental damage (optional) - yes\nPool equipment covered\n"
            f"Premium {_money(r, 2600, 3400)}\nNote: tell us when the secondary dwelling is complete so we can add it.")


def t_pool_cert(r, dt):
    return (f"Queensland Building and Construction Commission\nFORM 23 - POOL SAFETY CERTIFICATE\n\nCertificate no. "
            f"PSC{r.randint(100000, 999999)}\nPool site: {HOME}\nLot 112 on RP 204431\nShared pool: no\n"
            f"Date of effect: {_au(dt)}   Expiry: {_au(dt + timedelta(days=730))}\nPool safety inspector: "
            f"{_person(r)} PSI{r.randint(10000, 19999)}\n\nThe pool complies with the pool safety standard.")


def t_pool_service(r, dt):
    return (f"Poolwerx Bracken Ridge\nTax invoice\n{_au(dt)}\nCustomer: Leanne Taylor  {HOME}\n\nWater test: chlorine 1.2, pH 7.8, "
            f"alk 110, salt 4200 ppm\nAcid 2L, stabiliser 1kg\nSalt cell clean\nTotal {_money(r, 89, 189)}")


def t_termite(r, dt):
    return (f"Northside Pest Control\nTimber pest inspection report (AS 4349.3)\nProperty: {HOME}\nInspection {_au(dt)}\n\n"
            "Active termites: none found\nConducive conditions: garden bed against slab edge at rear, "
            "moisture near pool filter. Keep weep holes clear.\nChemical barrier (Termidor) installed 2023 - "
            "renew 2031.\nNext inspection recommended: 12 months.")


MANUALS = {
    "Fronius Primo inverter manual": "Fronius Primo 5.0-1 - Operating Instructions\n\nDisplay menu: NOW, LOG, "
    "GRAPH, SETUP\nState codes 102-107: grid voltage out of range\nState 509: no feed-in in 24h\nCleaning: "
    "dry cloth only\nWarranty registration via Solar.web",
    "Astral pool pump manual": "Astral Viron P320 variable speed pump - owner's manual\n\nSpeeds: 1 filter, 2 "
    "clean, 3 boost\nPrime the pump before first start\nBasket: clean weekly\nTimer programming: hold MENU 3 s",
    "Bosch dishwasher manual": "Bosch Serie 4 dishwasher - instructions for use\n\nSalt refill, rinse aid, "
    "filter cleaning every 2 weeks\nError E15: water in base tray - turn off and call service",
    "Daikin aircon remote": "Daikin ARC466A operation manual\n\nModes: AUTO, DRY, COOL, HEAT, FAN\n"
    "Econo mode, Powerful mode 20 min\nTimer ON/OFF\nFilter cleaning every 2 weeks",
    "Rinnai hot water manual": "Rinnai Infinity 26 - continuous flow gas water heater\n\nTemperature "
    "controller set to 50 C (Qld max for bathrooms)\nFault code 11: no ignition - check gas supply",
}


def t_solar_quote(r, dt, co=None):
    co = co or r.choice(["SunPower Brisbane North", "Sunboost", "Springers Solar"])
    return (f"{co}\nSolar quote for Brett Taylor, {HOME}\n{_au(dt)}\n\n6.6 kW system: 15 x Jinko Tiger Neo 440W, "
            "Fronius Primo 5.0 inverter\nSTC discount applied\nExport limited to 5 kW (Energex)\n"
            f"Price inc GST after STCs {_money(r, 5200, 6900)}\nEstimated generation 26 kWh/day\n"
            "Note: customer is a licensed electrician - may do AC side himself")


def t_solar_approval(r, dt):
    return (f"Energex\nConnection approval - micro embedded generator (basic connection)\nApplication "
            f"{r.randint(900000, 999999)}\nSite: {HOME}\nNMI 3120 5544 81\nApproved system: 5.0 kW inverter, "
            f"6.6 kW panels, export 5 kW\nApproved {_au(dt)}\nInstaller: SunPower Brisbane North (CEC A12345)")


def t_solar_invoice(r, dt):
    return (f"SunPower Brisbane North\nTax invoice - FINAL\n{_au(dt)}\nBrett Taylor  {HOME}\n\n6.6 kW solar PV system supply & "
            "install\nLess STC incentive (67 certificates)\nTotal paid $5,790.00 inc GST\nWarranties: panels 25 yr, "
            "inverter 10 yr, workmanship 10 yr\nGrid connection completed, meter reconfigured.")


def t_lease(r, dt):
    return (f"Residential Tenancies Authority - Form 18a General tenancy agreement\n\nLessor: {_person(r)} c/- Ray White Chermside\n"
            "Tenants: Brett Taylor, Leanne Taylor\nPremises: Unit 4/18 Kuran St, Chermside QLD 4032\n"
            f"Start {_au(dt)}  Fixed term 12 months\nRent $340 per week, paid fortnightly\nBond $1,360 lodged with RTA")


def t_bond_refund(r, dt):
    return (f"Residential Tenancies Authority\nRefund of rental bond\n{_au(dt)}\n\nBond number {r.randint(3000000, 3999999)}\n"
            "Premises: Unit 4/18 Kuran St, Chermside QLD 4032\nTenants: Brett Taylor, Leanne Taylor\n"
            "Refund to tenants: $1,360.00 (full)\nForm 4 signed by lessor's agent. Tenancy ended.")


def t_exit_report(r, dt):
    return (f"Entry/Exit condition report - Form 1a\nUnit 4/18 Kuran St, Chermside\nExit inspection {_au(dt)}\n\n"
            "Lounge: clean, carpet steam cleaned (receipt provided)\nKitchen: clean\nBedroom 2: small mark on wall "
            "near door - agreed fair wear and tear\nKeys returned: 3 + 1 remote\nAgent: Ray White Chermside")


# ---- granny flat (Projects Home)


def t_gf_contract(r, dt):
    return (f"Northside Secondary Dwellings Pty Ltd  QBCC 1298 4471\nRESIDENTIAL BUILDING CONTRACT (QBCC Level 2)\n\n"
            f"Owners: Brett and Leanne Taylor\nSite: {HOME} (rear)\nWork: 2-bedroom secondary dwelling, 62 m2, "
            "slab on ground, Colorbond roof, deck\nContract price $168,400 inc GST (fixed)\nElectrical: by "
            "owner (licensed) - rough-in and fit-off excluded from contract\nStart: February 2026  Practical "
            f"completion: 120 days + approved delays\nSigned {_au(dt)}\nProgress stages: deposit 5%, base 15%, "
            "frame 20%, enclosed 25%, fixing 20%, practical completion 15%")


def t_gf_claim(r, dt, stage=None):
    stage = stage or r.choice(["Base (slab)", "Frame", "Enclosed (lock-up)", "Fixing"])
    pct = {"Base (slab)": 15, "Frame": 20, "Enclosed (lock-up)": 25, "Fixing": 20}.get(stage, 15)
    return (f"Northside Secondary Dwellings Pty Ltd\nPROGRESS CLAIM - {stage}\nClaim date {_au(dt)}\nProject: Secondary "
            f"dwelling, {HOME}\nOwners: B & L Taylor\n\nStage {stage} - {pct}% of contract $168,400\nAmount "
            f"{_aud(168400 * pct / 100)} inc GST\nCertifier's stage inspection: passed\nPayment due within 5 business "
            "days to BSB 484-799 Acc 2290 1154")


def t_gf_variation(r, dt):
    return (f"Northside Secondary Dwellings Pty Ltd\nVARIATION No. {r.randint(2, 5)}\nProject: Taylor granny flat, {HOME}\n"
            f"Date {_au(dt)}\n\nChange: add grab rails and a step-free shower in bathroom (for Carol), widen door to "
            f"850mm\nExtra cost {_money(r, 1800, 3200)} inc GST\nExtra time: 2 days\n\nOwner approval: _______  Date ____")


def t_gf_certifier(r, dt):
    return (f"Building Approval Certifiers QLD\nDECISION NOTICE - Building works\n{_au(dt)}\n\nApplicant: Brett Taylor\n"
            f"Site: {HOME}  Lot 112 RP204431\nDevelopment: Class 1a secondary dwelling (granny flat) 62 m2\n"
            "Decision: APPROVED subject to conditions\nConditions: smoke alarms interconnected with main "
            "dwelling not required; separate smoke alarms to be hardwired; energy efficiency 7 star (NCC 2022)\n"
            "Inspections: footings, slab, frame, final. Currency period 2 years.")


def t_gf_budget(r, dt):
    rows = ["Granny flat build (Mum) - budget;;;", "Item;Budget;Actual;Paid", "Builder contract;168400;168400;part",
            f"Certifier;3950;3950;yes", f"Council infrastructure charge;0;0;n/a (secondary dwelling)",
            f"Electrical materials (Brett);5200;{r.randint(4300, 5600)};yes", f"Variations;4000;{r.randint(2500, 5200)};part",
            f"Kitchen appliances;2800;{r.randint(2300, 3100)};no", f"Landscaping + path;3500;;no",
            f"Aircon split x2;3600;;no", "Contingency;8000;;", f"TOTAL;199450;;"]
    return "\n".join(rows)


def t_gf_electrical(r, dt):
    return ("# Granny flat - electrical plan (Brett)\n\nSupply: new 16mm2 sub-main from house board to granny flat "
            "sub-board, 40A, underground in orange conduit 600mm deep along side path\n\n## Sub-board\n- 12 pole, "
            "main switch, 6 RCBOs\n- circuits: lights, power x2, oven 32A, aircon x2\n\n## Points\n- 14 LED downlights, "
            "5 double GPOs kitchen, USB GPO bedroom for Carol\n- 2 smoke alarms hardwired + interconnected\n"
            "- sensor light on deck, outdoor GPO\n\n## To do\n- [x] rough-in before plasterboard\n- [ ] fit-off after "
            "painters\n- [ ] test + CoTS for own job\n- [ ] Energex notified? (not needed - same NMI)\n")


def t_gf_mail(r, dt):
    return (f"From: Dean Russo <dean@northsidesecondary.com.au>\nTo: Brett Taylor <brett@taylorsparks.com.au>\n"
            f"Date: {dt:%a, %d %b %Y} 16:40:00 +1000\nSubject: Granny flat - painters and fit-off\n\nBrett,\n\n"
            "Plasterers finish Thursday, painters in Monday for 4 days. You're right to do your fit-off from the "
            "Friday after. Kitchen install the same week. Still on track for handover 26 June for Carol to move "
            "in before you head off.\n\nCheers\nDean\nSite supervisor")


# --------------------------------------------------------------------------- Vehicles


def t_rego(r, dt, car="hilux"):
    plate, desc = ("842 KZT", "2021 Toyota HiLux SR5 dual cab") if car == "hilux" else ("371 HXB", "2019 Mazda CX-5 Maxx")
    return (f"Queensland Government - Department of Transport and Main Roads\nRegistration renewal notice\n\n"
            f"Registered operator: {'Brett Andrew Taylor' if car == 'hilux' else 'Leanne Maree Taylor'}\nPlate {plate}  "
            f"{desc}\nExpiry {_au(dt + timedelta(days=30))}\n\n12 months registration {_money(r, 430, 470)}\nTraffic "
            f"improvement fee $30.00\nCTP insurance (Suncorp) {_money(r, 360, 390)}\nTotal {_money(r, 820, 900)}\n"
            "Pay online, BPAY or at a customer service centre.")


def t_service(r, dt, car="hilux"):
    desc = "Toyota HiLux 842 KZT" if car == "hilux" else "Mazda CX-5 371 HXB"
    where = "Chermside Toyota" if car == "hilux" else "North Lakes Mazda"
    km = r.randint(60000, 140000) if car == "hilux" else r.randint(60000, 90000)
    return (f"{where}\nTax invoice  Service\n{_au(dt)}\nVehicle: {desc}  Odometer {km:,} km\n\n"
            f"Logbook service {km // 10000 * 10000:,} km {_money(r, 390, 560)}\nWiper blades $48.00\n"
            f"Front brake pads {_money(r, 0, 320)}\nTotal {_money(r, 450, 980)}\nNext service due {km + 10000:,} km or 6 months")


def t_car_insurance(r, dt, car="hilux"):
    desc = ("2021 Toyota HiLux SR5 842 KZT - business use, tools excluded (see trade policy)" if car == "hilux"
            else "2019 Mazda CX-5 371 HXB - private use")
    return (f"RACQ\nComprehensive motor insurance - renewal\nPolicy MOT{r.randint(1000000, 9999999)}\nInsured: B & L Taylor\n"
            f"Vehicle: {desc}\nAgreed value {_money(r, 28000, 52000)}\nPeriod {_au(dt)} - {_au(dt + timedelta(days=365))}\n"
            f"Excess $800\nAnnual premium {_money(r, 1100, 1900)}")


def t_tyres(r, dt):
    return (f"Bob Jane T-Marts Strathpine\nTax invoice {r.randint(50000, 59999)}\n{_au(dt)}\nVehicle HiLux 842 KZT\n\n"
            f"4 x BFGoodrich KO2 265/65R17 {_money(r, 1280, 1480)}\nWheel alignment $99.00\nTotal {_money(r, 1380, 1600)}")


def t_ranger_sale(r, dt):
    return (f"Notice of disposal / receipt of sale\n{_au(dt)}\n\nVehicle: 2012 Ford Ranger XLT PX dual cab\nRego 611 FJR  VIN "
            f"MNAUMFF50CW{r.randint(100000, 999999)}\nSeller: Brett Taylor\nBuyer: {_person(r)}, {_addr(r)}\n"
            f"Price $17,500 - paid in full by bank transfer\nOdometer 241,880 km\nSold as is. Notice of disposal lodged with TMR.")


# --------------------------------------------------------------------------- Health


def t_gp_letter(r, dt, k=None):
    opts = [("Brett Taylor", "skin check - lesion left forearm excised, histology BCC, clear margins"),
            ("Leanne Taylor", "iron studies low - start Ferro-Grad C, repeat bloods in 3 months"),
            ("Jack Taylor", "asthma review - continue Flixotide 125 1 puff bd, Ventolin prn")]
    who, issue = opts[k] if k is not None else r.choice(opts)
    return (f"Aspley Medical Centre\n1 Albany Creek Rd, Aspley QLD 4034\n{_long(dt)}\n\nRe: {who}, DOB on file\n\n"
            f"Dear {who.split()[0]},\n\nResults of your recent visit: {issue}.\nPlease book a follow-up appointment.\n\n"
            f"Dr {r.choice(['Anjali Rao', 'Mark Pelham', 'Sarah Kwan'])}\nGeneral Practitioner")


def t_bupa(r, dt):
    return (f"Bupa\nYour family cover - annual statement {_fy(dt)}\nMembership {r.randint(10000000, 99999999)}\nMembers: Brett, "
            "Leanne, Mia and Jack Taylor\nCover: Gold Hospital + Top Extras\n\nExtras used this year: dental "
            f"{_money(r, 300, 900)}, orthodontics (Mia) {_money(r, 400, 900)}, physio {_money(r, 100, 400)}, optical $200\n"
            "Private health insurance statement for your tax return attached: Benefit code 30")


def t_ortho(r, dt):
    return (f"Northside Orthodontics, Chermside\nTreatment plan & payment schedule\nPatient: Mia Taylor (15)\n{_au(dt)}\n\n"
            "Fixed appliances (braces) upper and lower, est. 20 months\nTotal fee $7,450\nDeposit $1,450, then "
            "$300 per month x 20\nBupa orthodontic benefit claimable yearly (lifetime limit $2,500)")


def t_pathology(r, dt):
    return (f"Sullivan Nicolaides Pathology\nPatient: Brett TAYLOR  DOB 14/09/1978\nCollected {_au(dt)}\nRequested by Dr M Pelham\n\n"
            f"Lipids: total chol {r.uniform(4.6, 6.2):.1f} mmol/L, LDL {r.uniform(2.6, 4.1):.1f}, HDL {r.uniform(0.9, 1.4):.1f}\n"
            f"HbA1c {r.uniform(5.1, 5.8):.1f}%\nPSA {r.uniform(0.4, 1.3):.2f} ug/L\nComment: cholesterol mildly raised, "
            "lifestyle advice, recheck 12 months.")


def t_asthma_plan(r, dt):
    return (f"Asthma Action Plan - National Asthma Council Australia\nName: Jack Taylor  Date {_au(dt)}\n\nWhen well: Flixotide "
            "125 1 puff morning and night with spacer\nWhen not well: Ventolin 2-4 puffs every 4 hours\nDanger signs: "
            "call 000, Ventolin 4 puffs every 4 minutes\nDoctor: Dr Sarah Kwan, Aspley Medical Centre\n"
            "Copy given to school sick bay and footy club")


def t_medicare(r, dt):
    return (f"Services Australia - Medicare\nMedicare safety net statement\nFamily: Taylor, 4 members\nAs at {_au(dt)}\n\n"
            f"Total out-of-pocket towards threshold {_money(r, 400, 1600)}\nThreshold $2,734.10\nRegister family for safety net: done")


# --------------------------------------------------------------------------- School


def t_report(r, dt, kid="Mia"):
    yr = "Year 10" if kid == "Mia" else "Year 7"
    subj = ["English", "Mathematics", "Science", "HASS", "HPE", "Design & Technologies", "French" if kid == "Mia" else "Japanese"]
    return (f"Pinegrove State High School\nSemester report - {yr}\nStudent: {kid} Taylor\nIssued {_au(dt)}\n\n" +
            "\n".join(f"{s:<24} {r.choice('ABBBC')}   Effort: {r.choice(['Very High', 'High', 'High', 'Sound'])}" for s in subj) +
            f"\n\nDays absent: {r.randint(1, 9)}\nTeacher comment: {kid} is a positive member of the class and should be "
            "proud of this semester's effort.")


def t_fees(r, dt):
    return (f"Pinegrove State High School\nStatement - Student Resource Scheme and activities\nParent: Leanne Taylor\n{_au(dt)}\n\n"
            f"Mia Taylor (Yr 10) SRS $245.00, Science excursion $38.00\nJack Taylor (Yr 7) SRS $245.00, Camp deposit $120.00\n"
            f"Paid {_money(r, 200, 500)}\nBalance owing {_money(r, 50, 400)}\nPay via QParents or BPAY")


def t_excursion(r, dt):
    kid, trip = r.choice([("Jack Taylor", "Year 7 camp - Tallebudgera Beach School, 3 days"),
                          ("Mia Taylor", "Year 10 Geography field trip - Moreton Bay, Bribie Island"),
                          ("Jack Taylor", "Year 7 Science - Queensland Museum, Southbank")])
    return (f"Pinegrove State High School\nExcursion consent form\n\nActivity: {trip}\nDate: {_au(dt + timedelta(days=21))}\n"
            f"Cost: {_money(r, 25, 340)} (QParents)\nStudent: {kid}\n\nI give permission for my child to attend. Medical "
            "conditions: asthma (Jack) - Ventolin to be carried.\nParent signature: L. Taylor   Date " + _au(dt))


def t_naplan(r, dt):
    return (f"NAPLAN 2026 - Individual student report\nStudent: Jack Taylor  Year 7\nSchool: Pinegrove State High School\n\n"
            "Reading: Strong\nWriting: Developing\nSpelling: Strong\nGrammar and punctuation: Strong\nNumeracy: Exceeding\n\n"
            f"Issued {_au(dt)}. Talk to your child's teacher about these results.")


def t_school_mail(r, dt):
    return (f"From: Pinegrove SHS <admin@pinegroveshs.eq.edu.au>\nTo: leanne.taylor77@gmail.com\nDate: {dt:%a, %d %b %Y} 15:02:00 +1000\n"
            "Subject: Parent-teacher interviews Term 2\n\nDear Parents and Carers,\n\nParent-teacher interviews for "
            "Term 2 will be held on Wednesday evening. Book through the School Interviews site with code "
            "PSHS26. Interviews with Mia's and Jack's year coordinators can be added.\n\nRegards,\nAdministration")


def t_formal_ticket(r, dt):
    return (f"Pinegrove State High School - Year 10 Semi-Formal 2026\nTicket receipt\n{_au(dt)}\n\nStudent: Mia Taylor (10C)\n"
            "Event: Friday 12 June 2026, 6:30pm - 10:30pm, Victoria Park Function Centre, Herston\n"
            "Ticket $95.00 (2-course dinner, DJ, photo booth)\nDietary: none\nParent pick-up from 10:30pm only\n"
            "Paid via QParents")


def t_formal_plan(r, dt):
    return ("# Mia's semi-formal - 12 June\n\n- [x] ticket paid ($95)\n- [x] dress - ordered from Forever New, "
            "sage green, returned 1st one (too long)\n- [ ] alterations - Chermside, pick up 9 June\n- [ ] hair: Bella "
            "at Salon 4017, 3:30pm Friday\n- [ ] nails Thursday after school\n- [ ] pre-formal photos at Sophie's "
            "(Sandgate), 5pm\n- [ ] Dad driving Mia, Sophie and Ava in the CX-5 (not the ute!)\n- budget: about $450 all up\n")


def t_formal_dress(r, dt):
    return (f"Forever New - Order confirmation #FN{r.randint(1000000, 9999999)}\n{_au(dt)}\nDeliver to: Leanne Taylor, {HOME}\n\n"
            f"Elise Satin Midi Dress - Sage - AU 8  {_money(r, 159, 189)}\nShipping free\nReturns within 30 days.")


def t_year6(r, dt):
    return (f"Pinegrove State School\nYear 6 Graduation 2025\n\nDear Parents,\n\nThe Year 6 graduation ceremony will be held "
            f"on {_long(dt + timedelta(days=14))} in the school hall at 6pm, followed by the farewell disco. Graduation "
            "shirts (signed by classmates) and the class photo are included. Please RSVP by Friday.\n\n"
            "Ms Rachel Quinn\nYear 6 teacher - 6B (Jack Taylor's class)")


def t_primary_report(r, dt):
    subj = ["English", "Mathematics", "Science", "HASS", "The Arts", "Technologies", "HPE"]
    return (f"Pinegrove State School\nSemester report - Year 6\nStudent: Jack Taylor\nIssued {_au(dt)}\n\n" +
            "\n".join(f"{s:<16} {r.choice('ABBC')}" for s in subj) +
            "\n\nJack has been a great sports captain this year. Best wishes for high school!")


# --------------------------------------------------------------------------- Footy club (treasurer)

CLUB = "Bracken Ridge Lions Junior Australian Football Club Inc.\nABN 45 771 204 993\nNorris Park, Bracken Ridge QLD 4017"


def t_club_minutes(r, dt):
    return (f"{CLUB}\nCommittee meeting minutes\n{_long(dt)}, clubrooms, 7pm\nPresent: S. Walsh (President), B. Taylor "
            f"(Treasurer), K. Doyle (Secretary), {r.randint(4, 7)} others\n\n1. Treasurer's report: bank balance "
            f"{_money(r, 18000, 42000)}, registrations {r.randint(210, 265)} players, canteen profit "
            f"{_money(r, 800, 2400)} this month\n2. Sponsorship - {r.choice(['Bracken Ridge Tavern', 'Ray White Sandgate', 'Taylor Sparks Electrical'])} renewed\n"
            f"3. Lights - {'grant application update (Brett)' if dt.year >= 2026 else 'Brett to look at grant options'}\n4. Uniform order for U9s late\nNext meeting in 4 weeks.")


def t_club_bankrec(r, dt):
    rows = ["Date,Description,Debit,Credit,Balance"]
    bal = r.uniform(15000, 30000)
    for i in range(14):
        d = dt - timedelta(days=30 - i * 2)
        desc, deb, cred = r.choice([("PlayHQ registrations payout", 0, r.uniform(400, 2600)), ("Canteen takings deposit", 0, r.uniform(300, 900)),
                                    ("AFL Queensland affiliation", r.uniform(400, 1200), 0), ("Sherrin footballs", r.uniform(200, 700), 0),
                                    ("Umpire payments", r.uniform(300, 650), 0), ("Sponsor - Bracken Ridge Tavern", 0, 1500.0),
                                    ("Brisbane City Council ground hire", r.uniform(200, 500), 0)])
        bal += cred - deb
        rows.append(f"{_au(d)},{desc},{deb:.2f},{cred:.2f},{bal:.2f}")
    return "\n".join(rows) + "\n"


def t_club_treasurer_report(r, dt):
    return (f"{CLUB}\nTreasurer's report - Annual General Meeting\n{_long(dt)}\n\nIncome: registrations {_money(r, 38000, 52000)}, "
            f"canteen {_money(r, 9000, 14000)}, sponsorship {_money(r, 8000, 15000)}, grants {_money(r, 0, 6000)}\n"
            f"Expenses: AFLQ fees, insurance, umpires, equipment, ground hire {_money(r, 48000, 66000)}\n"
            "Financial statements reviewed by independent reviewer (Hill & Co, no charge). Club remains in a "
            "sound position. Brett Taylor, Treasurer")


def t_sponsor_invoice(r, dt):
    sp = r.choice(["Bracken Ridge Tavern", "Ray White Sandgate", "Northside Pest Control", "Sandgate Physio"])
    return (f"{CLUB}\nTAX INVOICE  BRL-{r.randint(200, 399)}\n{_au(dt)}\n\nTo: {sp}\nSponsorship {dt.year} season - Silver "
            "package: ground signage, logo on training tops, social media\nAmount $1,500.00 + GST $150.00 = $1,650.00\n"
            "Pay to BRL JAFC, Bendigo Bank BSB 633-000 Acc 1644 1190\nThank you for supporting junior footy! - Treasurer")


def t_rego_jack(r, dt):
    return (f"PlayHQ - Registration confirmation\n{_au(dt)}\n\nParticipant: Jack Taylor\nClub: Bracken Ridge Lions JAFC\n"
            f"Competition: AFL Queensland - U13 Boys, {dt.year} season\nFee $245.00 (incl. AFL Qld insurance)\nFair Play "
            "voucher applied: no\nPaid by Brett Taylor (Visa ****4471)")


def t_canteen(r, dt):
    rows = ["Week;Float;Takings;Stock bought;Volunteer"]
    for i in range(8):
        rows.append(f"{_au(dt - timedelta(days=56 - i * 7))};200;{r.uniform(380, 920):.2f};{r.uniform(150, 420):.2f};"
                    f"{r.choice(FIRST)} {r.choice(SURN)}")
    return "\n".join(rows)


def t_lights_app(r, dt):
    return (f"Gambling Community Benefit Fund - application draft\nOrganisation: Bracken Ridge Lions JAFC Inc.\nContact: Brett "
            "Taylor (Treasurer)\n\nProject: LED sports field lighting upgrade - Norris Park oval 2\n"
            f"Amount requested: $35,000 (total cost {_money(r, 58000, 64000)}, club contribution from reserves)\n"
            "Need: the old 1990s metal halide lights fail often, 50 lux training level not met; LED gives 100 lux "
            "and halves power costs. More girls' teams can train on weeknights.\nQuotes: 2 attached. Council "
            "landowner consent: requested.\nRound closes 30 June 2026.")


def t_lights_quote(r, dt):
    co = r.choice(["Sportslight Qld Pty Ltd", "Brisbane Field Lighting"])
    return (f"{co}\nQuote - Norris Park oval 2 LED lighting\n{_au(dt)}\nTo: Bracken Ridge Lions JAFC (attn Brett Taylor)\n\n"
            "Remove 4 x metal halide towers' luminaires, supply & install 16 x 1200W LED floodlights\n"
            "Design to AS 2560.2.3 - 100 lux training\nNew control cabinet, app control\n"
            f"Total inc GST {_money(r, 54000, 66000)}\nValid 90 days")


def t_lights_support(r, dt):
    return (f"{_long(dt)}\n\nTo the Gambling Community Benefit Fund assessors,\n\nThe Sandgate & Districts Netball "
            "Association supports the Bracken Ridge Lions JAFC's application to upgrade the lights at Norris Park. "
            "Our junior players share the grounds for training and better lighting will make winter training "
            "safer.\n\nYours sincerely,\nMichelle Cooper, President")


def t_lights_budget(r, dt):
    return ("Item;Cost;Funded by\nLED luminaires & install (Sportslight quote);59840;GCBF + club\n"
            "Control cabinet;4200;club\nCouncil permit fees;380;club\nContingency 5%;3221;club\n"
            "TOTAL;67641;\nGCBF request;35000;\nClub reserves;32641;from term deposit")


def t_presentation(r, dt):
    return (f"{CLUB}\nPresentation Night 2025 - run sheet & costs\n{_long(dt)}\n\n6:00 arrive, sausage sizzle\n6:30 U9-U11 "
            "medallions\n7:15 U12-U15 awards, best & fairest\n8:00 raffle draw, thanks to sponsors\n\nCosts: trophies "
            f"{_money(r, 1800, 2600)}, medals {_money(r, 700, 1100)}, food {_money(r, 400, 700)}\nRaffle profit "
            f"{_money(r, 600, 1200)}\nAll paid and reconciled - B. Taylor")


# --------------------------------------------------------------------------- Travel


def t_van_contract(r, dt):
    return (f"Brisbane Jayco - Caravan sales contract\n{_au(dt)}\n\nPurchaser: Brett & Leanne Taylor, {HOME}\n"
            "Van: 2026 Jayco Journey Outback 21.66-3 family bunk van, ATM 3,300 kg, tare 2,640 kg\n"
            "Options: 2 x 200Ah lithium, 400W solar, 2 x 95L water, annexe walls\n"
            f"Price $96,990 drive away\nDeposit $5,000 paid\nBalance via finance (Jayco Finance) on delivery\n"
            "Delivery: 16 May 2026 incl. handover and tow check")


def t_tow_setup(r, dt):
    return (f"ARB Brendale\nTax invoice {r.randint(300000, 399999)}\n{_au(dt)}\nCustomer: Brett Taylor  HiLux 842 KZT\n\n"
            "Towbar rated 3,500 kg + wiring, 12-pin + Anderson\nRedarc Tow-Pro Elite electric brake controller\n"
            "Airbag suspension helper kit (rear)\nGVM upgrade 3,510 kg - engineering & cert\nFor caravan "
            f"(Jayco Journey) - Big Lap July\nTotal {_money(r, 5800, 7400)}")


def t_route(r, dt):
    return ("# Big Lap 2026 - route (anticlockwise)\n\nLeave Bracken Ridge Sat 4 July 2026\n\n| Leg | Where | Nights |\n|---|---|---|\n"
            "| 1 | Roma - Charleville - Longreach | 7 |\n| 2 | Mount Isa - Tennant Creek | 5 |\n| 3 | Katherine - "
            "Darwin - Kakadu | 14 |\n| 4 | Kununurra - Gibb River Rd? (van-friendly only) - Broome | 16 |\n| 5 | Karijini - "
            "Exmouth - Coral Bay | 18 |\n| 6 | Perth - Margaret River - Esperance | 16 |\n| 7 | Nullarbor - Ceduna - "
            "Adelaide | 10 |\n| 8 | Great Ocean Road - Melbourne - home via Newell | 14 |\n\nBack by 20 Dec for Christmas.\n"
            "Carol minding the house from the granny flat.\n")


def t_trip_budget(r, dt):
    rows = ["Category;Per week;Weeks;Total", f"Fuel (towing 17L/100);{r.randint(520, 640)};24;",
            f"Caravan parks/camps;{r.randint(280, 380)};24;", "Food;450;24;", "Activities/tours;150;24;",
            "Van/ute servicing + tyres;;;2500", "Rottnest ferry, Horizontal Falls;;;1400", "Emergency;;;5000",
            "Income while away;Leanne unpaid leave; Brett: 2 wks work Darwin?;"]
    return "\n".join(rows)


def t_campsite_booking(r, dt):
    park, nights = r.choice([("BIG4 Breeze Holiday Parks - Karumba", 4), ("Discovery Parks - Darwin", 6),
                             ("Cable Beach Caravan Park, Broome", 7), ("Exmouth Cape Holiday Park", 5),
                             ("RAC Monkey Mia Dolphin Resort", 3), ("Cape Range NP - Osprey Bay (Parks WA)", 4)])
    arr = datetime(2026, r.choice([8, 9, 10]), r.randint(1, 27))
    return (f"{park}\nBooking confirmation {r.randint(100000, 999999)}\nGuest: Brett Taylor  Mobile 0412 558 203\n"
            f"Arrive {_au(arr)}  {nights} nights\nSite: powered, drive-through, suits 22ft van + tow vehicle\n"
            f"Guests: 2 adults, 2 children (15, 12)\nTotal {_money(r, 180, 420) if nights < 5 else _money(r, 380, 980)}  "
            f"Deposit paid {_au(dt)}\nCancellation: 7 days' notice for refund less $20")


def t_packing(r, dt):
    return ("Big Lap checklist - van\n\n[ ] spare tyre for van + ute (2 spares for Gibb)\n[ ] Maxtrax, snatch strap, "
            "compressor\n[ ] water filter, hoses 2x 15m, tap adaptors\n[ ] 25m 15A lead + adaptor\n[ ] Starlink Mini "
            "- ordered\n[ ] first aid kit + Jack's asthma puffers x3, scripts filled\n[ ] kids' school packs "
            "(BSDE)\n[ ] fishing gear - 2 rods each, cast net, tackle box\n[ ] WikiCamps downloaded offline\n"
            "[ ] redirect mail to Carol\n[ ] tell Tradify customers - away Jul-Dec\n")


def t_ferry(r, dt):
    return (f"SeaLink Rottnest Island\nBooking reference RTX{r.randint(100000, 999999)}\n{_au(dt)}\n\nFremantle B Shed -> Rottnest\n"
            "Date: Sunday 11 October 2026, 9:30am, return 4:30pm\nPassengers: 2 adults, 2 youth\nBikes: 4 hire bikes\n"
            f"Total {_money(r, 320, 420)}")


def t_van_handover(r, dt):
    return (f"Brisbane Jayco - Pre-delivery & handover checklist\n{_au(dt)}\nCustomer: B & L Taylor  Van VIN 6T9J...{r.randint(1000, 9999)}\n\n"
            "[x] Weigh: tare 2,648 kg, ball weight 260 kg\n[x] Brakes tested with customer's Redarc\n[x] Gas "
            "compliance plate\n[x] Lithium/BMS demo\n[x] Awning, annexe demo\n[x] Water pump, HWS\nFirst service "
            "due at 1,500 km (book in Darwin dealer)")


def t_bali(r, dt):
    return (f"Jetstar booking confirmation - {r.choice(['JQ37', 'JQ35'])}\nBooking ref {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}\n"
            "Brisbane (BNE) -> Denpasar (DPS)  Sat 6 July 2019 10:35\nDenpasar -> Brisbane  Sat 20 July 2019\n"
            "Passengers: Mr Brett Taylor, Mrs Leanne Taylor, Miss Mia Taylor, Master Jack Taylor\nBags 4 x 20kg\n"
            f"Total paid {_money(r, 2400, 3100)}")


def t_bali_hotel(r, dt):
    return ("Bali itinerary July 2019\n\n6-12 Jul: Legian Beach Hotel (family room, kids club)\n12-16 Jul: Ubud - "
            "Alaya Resort, monkey forest, rice terraces\n16-20 Jul: Sanur - Segara Village\nDriver: Wayan, "
            "WhatsApp +62 812...\nTravel insurance: Cover-More policy, 4 travellers\nBali belly kit!")


def t_kgari(r, dt):
    return (f"Queensland Parks and Wildlife Service\nCamping permit - K'gari (Fraser Island) Recreation Area\nPermit "
            f"{r.randint(1000000, 9999999)}\nCamping area: Central Station\nDates: 23-28 September 2022 (5 nights)\n"
            "Campers: 4 (2 adults, 2 children)\nVehicle access permit: HiLux - separate\nFerry: Manta Ray, Inskip Point")


def t_goldcoast(r, dt):
    return ("Village Roadshow Theme Parks - e-tickets\n\n3 Day Ultimate Pass x 4 (2 adults, 2 children)\nValid: 30 Sep - "
            f"4 Oct 2024\nParks: Movie World, Sea World, Wet'n'Wild\nOrder {r.randint(10000000, 99999999)}\n"
            "Accommodation: Sea World Resort, 3 nights - booked separately")


def t_tassie(r, dt):
    return (f"Spirit of Tasmania - Booking confirmation\nBooking {r.randint(1000000, 9999999)}\nGeelong -> Devonport, night "
            "sailing 12 April 2025\nDevonport -> Geelong, day sailing 24 April 2025\nPassengers: 4 (cabin, 4-berth "
            "inside)\nVehicle: hire car - no vehicle on board\nFlights BNE-AVV booked separately")


# --------------------------------------------------------------------------- Fishing, Cooking

FISHING = {
    "Qld size and bag limits": "Queensland recreational fishing rules - tidal waters\n\nFlathead (dusky): 40-75 cm, "
    "bag 5\nWhiting (sand): min 23 cm, bag 30\nBream (yellowfin): min 25 cm, bag 30\nSnapper: min 35 cm, bag 4 "
    "(closed season 15 Jul - 15 Aug)\nMud crab: males only, min 15 cm\nBarramundi: 58-120 cm, closed season 1 Nov "
    "- 1 Feb",
    "Bramble Bay spots": "Bramble Bay / Pine River - spots\n\n- Shorncliffe pier: whiting on the run-in tide, "
    "yabbies\n- Cabbage Tree Creek mouth: flathead on soft plastics, early morning\n- Pine River bridge "
    "pylons: bream, mangrove jack in summer\n- Redcliffe jetty: squid at night\nBoat ramp Cabbage Tree Creek - "
    "busy on weekends",
    "Fishing knots": "Knots I actually use\n\n1. Uni knot - hook to leader\n2. FG knot - braid to leader (practise!)\n"
    "3. Double uni - quick braid to mono\n4. Palomar - lures\n5. Loop knot for soft plastics - lets them swim",
    "Flathead soft plastic rigs": "Flathead on plastics\n\nJighead 1/8-1/4 oz depending on current\nPaddle tail 3-4\"\n"
    "Hop-hop-pause along the bottom on the run-out tide, drop-offs near sand flats\n10 lb leader, 6 lb braid",
}

RECIPES = {
    "Anzac biscuits": "Anzac biscuits (Nan's)\n\n1 cup rolled oats, 1 cup plain flour, 1 cup sugar, 3/4 cup desiccated "
    "coconut\n125g butter, 2 tbsp golden syrup, 1/2 tsp bicarb, 2 tbsp boiling water\nMelt butter + syrup, add bicarb "
    "+ water, mix into dry. Balls on tray, 15-20 min at 160C.",
    "Slow cooker beef ragu": "Slow cooker beef ragu\n\n1kg chuck steak, 2 tins crushed tomatoes, onion, carrot, "
    "celery, 4 garlic cloves, 1 cup red wine, 2 tbsp tomato paste\n8 hours on low, shred, serve with pappardelle. "
    "Freezes well - good for the van!",
    "Lamingtons": "Lamingtons\n\nSponge cake (day old), cut into squares\nIcing: 4 cups icing sugar, 1/3 cup cocoa, "
    "15g butter, 1/2 cup milk\nDip, roll in coconut. Makes 16.",
    "Pavlova": "Christmas pavlova\n\n6 egg whites, 1.5 cups caster sugar, 1 tsp vinegar, 2 tsp cornflour\nBake 150C "
    "then 120C for 1.5 hrs, cool in oven. Cream, passionfruit, mango, berries.",
    "Chicken satay skewers": "Chicken satay (kids love)\n\n1kg thigh fillets, marinade: soy, honey, curry powder\n"
    "Sauce: 1/2 cup peanut butter, coconut milk, sweet chilli, lime\nBBQ on skewers 10 min.",
    "Mango chutney": "Mango chutney (Mum's)\n\n6 mangoes, 2 onions, 2 cups sugar, 2 cups vinegar, ginger, chilli, "
    "sultanas\nSimmer 1.5 hours, sterilised jars. Makes 5 jars.",
}


def t_recipe(r, dt, name=None):
    name = name or r.choice(list(RECIPES))
    return RECIPES[name]


# --------------------------------------------------------------------------- small fixed texts

TIDES = ("Brisbane Bar tide times - June 2026 (AEST, Maritime Safety Queensland)\n\n"
         "Mon 1  H 04:12 2.21m  L 10:31 0.48m  H 16:40 1.89m  L 22:35 0.62m\n"
         "Sat 6  H 08:55 2.05m  L 15:02 0.41m\nSun 7  H 09:41 2.11m  L 15:50 0.36m\n"
         "Best for Shorncliffe whiting: run-in tide late arvo. Add ~20 min for Cabbage Tree Creek.")
GF_PLAN = ("Northside Secondary Dwellings - Drawing A-101 rev C\nProject: Secondary dwelling for B & L Taylor\n"
           f"Site: {HOME}\n\nFloor plan 62 m2: 2 bedrooms, bathroom (step-free shower, grab rails), open kitchen/living, "
           "laundry cupboard, 12 m2 covered deck\nCeiling 2.7m, slab on ground, Colorbond Monument roof\n"
           "Rev C: bathroom widened 300mm, door 850mm clear opening (Carol)")
GF_SITE = ("Site plan - Lot 112 RP204431\nSecondary dwelling located at rear, 1.5m from north-east boundary, 6m from "
           "pool fence. Shared driveway; 1 extra car park on slab.\nStormwater to kerb via existing line.\n"
           "Sewer: Urban Utilities property service - build-over approval not required (3.2m clearance).")
GF_SOIL = ("Coffey Geotechnics - Site classification report AS 2870\nSite: 27 Wattle Grove Cres, Bracken Ridge\n"
           "Proposed secondary dwelling (rear of lot)\n\n3 boreholes to 1.8m: sandy clay over stiff clay\n"
           "Site classification: M (moderately reactive), ys 20-40mm\nFootings: stiffened raft slab per AS 2870")
GF_CAROL = ("Mum's move-in list (granny flat)\n\n- handover 26 June, move Sat 27 June\n- bed, recliner, TV cabinet from her "
            "Strathpine unit; the rest goes to Vinnies\n- Foxtel? no - just Netflix on the new TV\n- redirect her mail, "
            "change address with Centrelink + Medicare\n- spare key for next door (Val)\n- she'll water the garden and "
            "feed the cat while we're on the Big Lap\n")
GF_SUBMAIN = ("Sub-main calc - granny flat;;\nLoad;Amps;Note\nLights;3;\nPower x2;15;\nOven 32A;16;50%\n"
              "Aircon x2;17;75%\nTotal max demand;51;\nCable;16mm2 Cu TPS;run 34m\nVoltage drop;2.9%;ok < 5% total")
BATT_DESIGN = ("Supervised install 4 - Petrie - design v2\nCustomer: G. Morgan, Petrie QLD 4502\n\nExisting: 6.6 kW PV, "
               "Fronius Primo 5.0\nNew: Sigenergy SigenStor 10 kWh + 5 kW hybrid inverter (AC coupled to existing)\n"
               "Location: garage wall, external, 900mm from door (AS/NZS 5139 cl. 4.3) - non-combustible backing\n"
               "Export limit 5 kW total (Energex)\nSupervisor: J. Marino - site visit booked 11 June 2026")
BATT_TIMETABLE = ("GSES - BESS Design & Install - practical days\nArcherfield training centre\n\nSat 14 March 2026\n"
                  "8:00 safety briefing, battery chemistries\n10:30 AS/NZS 5139 locations exercise\n13:00 hybrid inverter "
                  "commissioning lab\nSun 15 March 2026\n8:00 design assessment\n13:00 written exam (2 hrs)")
BATT_SAA = ("Solar Accreditation Australia\nProvisional accreditation - Battery Storage (Design & Install)\n\nAccredited "
            "person: Brett Taylor  Accreditation no. S8842157\nCategory: Grid-connected battery systems - PROVISIONAL\n"
            "Valid until full accreditation is granted or 12 months\nRequirements outstanding: 3 supervised "
            "installations, practical assessment")
JAYCO_FIN = ("Jayco Finance (by Angle Auto Finance)\nConditional approval - consumer caravan loan\nApplicants: Brett & "
             "Leanne Taylor\nAmount $72,000 over 7 years  Rate 8.49% p.a. fixed\nSecurity: 2026 Jayco Journey "
             "Outback 21.66-3\nSettlement on delivery 16 May 2026")
KGARI_BARGE = ("Manta Ray Fraser Island Barge - e-ticket\nInskip Point -> Hook Point, 23 Sept 2022, return 28 Sept 2022\n"
               "Vehicle: Toyota HiLux + roof-top tent, 2 adults 2 children\nFare $150 return")
TASSIE_ITIN = ("Tassie April 2025 - plan\n\n12th Spirit overnight from Geelong\n13-15 Cradle Mountain (Discovery Parks "
               "cabin) - Dove Lake walk\n16-18 Strahan - Gordon River cruise\n19-21 Hobart - MONA, Salamanca market, "
               "Mt Wellington\n22-23 Freycinet - Wineglass Bay lookout\n24th Spirit day sailing home\nHire car: "
               "East Coast Car Rentals, Devonport")
GC_HOTEL = ("Sea World Resort - confirmation\nGuest: Leanne Taylor\n30 Sep - 3 Oct 2024, 3 nights, family room, "
            "breakfast included\nTotal $1,146.00 - paid")
RANGER_REGO = ("Queensland Government - TMR\nRegistration renewal notice\nRegistered operator: Brett Andrew Taylor\n"
               "Plate 611 FJR  2012 Ford Ranger XLT dual cab\nExpiry 14/03/2021\nTotal $812.45 incl. CTP")
RANGER_PPSR = ("PPSR search certificate\nVIN MNAUMFF50CW482211 - 2012 Ford Ranger\nSearch date 02/06/2021\n"
               "No security interests registered. Not reported stolen. Not written off.\nRequested by buyer.")
TROPHIES = ("Trophy House Strathpine\nTax invoice 44812\nBracken Ridge Lions JAFC - presentation night 2025\n\n"
            "Best & fairest trophies x 12, coaches' awards x 12, U9-U11 participation medals x 110\nEngraving incl.\n"
            "Total $2,366.00 - PAID 12/09/2025")
RAFFLE = ("Prize;Donated by;Value\nSigned Lions guernsey;Brisbane Lions;400\nDinner voucher;Bracken Ridge Tavern;150\n"
          "Electrical safety check;Taylor Sparks Electrical;189\nPamper pack;Salon 4017;120\nTickets sold;;1130")
DESKTOP_INI = ("[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
               "IconResource=%SystemRoot%\\system32\\imageres.dll,-112\r\n")
OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
MZ = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00"


def _lock(owner: str) -> bytes:
    name = owner.encode("latin-1")
    return bytes([len(name)]) + name.ljust(53, b" ") + owner.encode("utf-16-le").ljust(108, b"\x00")


def at(fn, y: int, m: int, d: int, **kw):
    """Content written on a fixed date, whatever the file's mtime."""
    return lambda r, dt: fn(r, datetime(y, m, d), **kw)


def kw(fn, **k):
    return lambda r, dt: fn(r, dt, **k)


def ago(y: int, m: int, d: int) -> float:
    return float((NOW.replace(tzinfo=None) - datetime(y, m, d, 12)).days)


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
    E, F, H, V, HE, S, FO, T = "Electrical", "Finance", "Home", "Vehicles", "Health", "School", "Footy", "Travel"

    # ------------------------------------------------------------ Documents/Taylor Sparks (Areas Electrical)
    ts = "Documents/Taylor Sparks"
    for i, age in enumerate((3, 9, 16, 24, 38, 52, 77, 101, 150, 220)):
        n = 1258 - i * 9 - (i * i) % 4
        add(f"{ts}/Invoices/2025-26/INV-{n}.pdf", A, E, age, kw(t_invoice, n=n))
    for i, age in enumerate((345, 390, 470, 560)):
        n = 1158 - i * 23
        add(f"{ts}/Invoices/2024-25/INV-{n}.pdf", A, E, age, kw(t_invoice, n=n))
    add(f"{ts}/Quotes/Q-0466 Kedron switchboard.pdf", A, E, 27, kw(t_quote, name="switchboard upgrade", n=466))
    add(f"{ts}/Quotes/Q-0466 Kedron switchboard v2.pdf", A, E, 22, kw(t_quote, name="switchboard upgrade", n=466))
    add(f"{ts}/Quotes/Q-0461 Aspley EV charger.pdf", A, E, 58, kw(t_quote, name="EV charger install", n=461))
    add(f"{ts}/Quotes/Q-0458 smoke alarms - Ray White Sandgate.pdf", A, E, 70,
        kw(t_quote, name="smoke alarm compliance", n=458))
    add(f"{ts}/Quotes/Q-0449 Boondall pool pump.docx", A, E, 121, kw(t_quote, name="pool pump circuit", n=449))
    add(f"{ts}/Quotes/Q-0472 Zillmere fault.pdf", A, E, 6, kw(t_quote, name="fault finding", n=472))
    for i, age in enumerate((4, 17, 39, 78, 152)):
        add(f"{ts}/Certificates/CoTS INV-{1258 - [0, 18, 36, 54, 72][i]}.pdf", A, E, age, t_cots)
    add(f"{ts}/Certificates/Smoke alarm cert - 14 Banksia St.pdf", A, E, 64, t_smoke_cert)
    add(f"{ts}/Certificates/Smoke alarm cert - 3 Poinciana Ave.pdf", A, E, 190, t_smoke_cert)
    for i, age in enumerate((12, 41, 95, 160)):
        add(f"{ts}/Suppliers/{['Middys', 'Rexel', 'Middys', 'CNW'][i]} invoice {4512201 + i * 3917}.pdf", A, E, age,
            t_supplier_inv)
    add(f"{ts}/Suppliers/Middys statement May 2026.pdf", A, E, 2, t_supplier_stmt)
    add(f"{ts}/Suppliers/Rexel statement April 2026.pdf", A, E, 31, t_supplier_stmt)
    add(f"{ts}/BAS/BAS Q3 FY26.pdf", A, E, 30, t_bas)
    add(f"{ts}/BAS/BAS Q2 FY26.pdf", A, E, 100, t_bas)
    add(f"{ts}/BAS/BAS Q1 FY26.pdf", A, E, 190, t_bas)
    add(f"{ts}/BAS/BAS Q4 FY25.pdf", A, E, 290, t_bas)
    add(f"{ts}/BAS/BAS Q3 FY26 sales.xlsx", A, E, 35, t_bas_xlsx)
    add(f"{ts}/Licence & Insurance/ESO licence renewal 2026.pdf", A, E, 60, t_licence)
    add(f"{ts}/Licence & Insurance/Public liability CoC 2025-26.pdf", A, E, 250, t_pl_insurance)
    photo(f"{ts}/Licence & Insurance/Licence card front.jpg", A, E, 420)
    jk = f"{ts}/Jobs/2026-05 Kedron switchboard"
    for n, age in ((5120, 19), (5121, 19), (5133, 15)):
        photo(f"{jk}/IMG_{n}.jpg", A, E, age)
    add(f"{jk}/notes.txt", A, E, 19, t_job_notes)
    ja = f"{ts}/Jobs/2026-04 Aspley EV charger"
    photo(f"{ja}/IMG_4988.jpg", A, E, 44)
    photo(f"{ja}/IMG_4990.jpg", A, E, 44)
    add(f"{ja}/commissioning notes.txt", A, E, 43,
        "Aspley EV charger - commissioning 17/04\nZappi serial 2214xxxx, firmware updated\nCT on grid tails, "
        "divert mode ECO+\nRCD trip 22 ms, loop imp ok\nCustomer shown app. CoTS sent with INV-1222.\n")
    add(f"{ts}/Tradify jobs export 2026-05-28.csv", A, E, 4, t_tradify_csv)
    add(f"{ts}/Tools/Fluke calibration 2025.pdf", A, E, 200, t_calibration)
    add(f"{ts}/Tools/Total Tools receipt M18 kit.pdf", A, E, 140, t_tool_receipt)
    add(f"{ts}/ATO/ATO letter - activity statement reminder.pdf", A, E, 120, t_ato_business)
    add(f"{ts}/Emails/Re Quote Q-0466 Kedron switchboard.eml", A, E, 20, t_customer_mail)

    # ------------------------------------------------------------ battery accreditation (Projects Electrical)
    ba = f"{ts}/Battery accreditation"
    add(f"{ba}/GSES enrolment confirmation.pdf", P, E, 130, t_batt_enrol)
    add(f"{ba}/Practical days timetable.pdf", P, E, 100, BATT_TIMETABLE)
    add(f"{ba}/Course notes AS5139.md", P, E, 85, t_batt_notes)
    add(f"{ba}/SAA provisional accreditation.pdf", P, E, 60, BATT_SAA)
    add(f"{ba}/Supervised installs log.xlsx", P, E, 8, t_batt_log)
    add(f"{ba}/Petrie battery design v2.docx", P, E, 14, BATT_DESIGN)
    add(f"{ba}/SAA assessment booking.eml", P, E, 6, t_batt_assess)

    # ------------------------------------------------------------ wiring reference (Resources Electrical)
    wr = "Documents/Wiring reference"
    for i, (name, text) in enumerate(REF_ELEC.items()):
        add(f"{wr}/{name}.pdf", R, E, 300 + i * 170, text)
    add(f"{wr}/Cable ratings AS3008.xlsx", R, E, 880, t_cable_table)

    # ------------------------------------------------------------ old Dell laptop copy
    od = "Old Dell laptop/My Documents"
    add(f"{od}/Apprenticeship/Record book 1998.docx", X, E, ago(1998, 8, 21), at(t_apprentice_log, 1998, 8, 21))
    add(f"{od}/Apprenticeship/Record book 1999.docx", X, E, ago(1999, 11, 5), at(t_apprentice_log, 1999, 11, 5))
    add(f"{od}/Apprenticeship/TAFE results 2000.pdf", X, E, ago(2000, 12, 8), at(t_tafe_results, 2000, 12, 8))
    add(f"{od}/BNES/Payslip 2008-03.pdf", X, E, ago(2008, 3, 14), at(t_old_payslip, 2008, 3, 14))
    add(f"{od}/BNES/Payslip 2011-11.pdf", X, E, ago(2011, 11, 25), at(t_old_payslip, 2011, 11, 25))
    add(f"{od}/BNES/Reference letter Rob Fenwick.pdf", X, E, ago(2012, 6, 29), at(t_reference_letter, 2012, 6, 29))
    add(f"{od}/BNES/Resignation letter.docx", X, E, ago(2012, 5, 31), at(t_resignation, 2012, 5, 31))
    add(f"{od}/Doc1.docx", X, E, ago(2000, 3, 10), at(t_apprentice_log, 2000, 3, 10), hard=True)
    add(f"{od}/scan0001.pdf", X, E, ago(2006, 9, 2), at(t_old_payslip, 2006, 9, 1), hard=True)
    add(f"{od}/Bali 2019/Jetstar booking.pdf", X, T, ago(2019, 2, 11), at(t_bali, 2019, 2, 11))
    add(f"{od}/Bali 2019/itinerary.docx", X, T, ago(2019, 6, 20), t_bali_hotel)
    photo(f"{od}/Bali 2019/IMG_0231.JPG", R, "Photos", ago(2019, 7, 9))
    photo(f"{od}/Bali 2019/IMG_0288.JPG", R, "Photos", ago(2019, 7, 14))
    add(f"{od}/Unit Chermside/Lease 2011.pdf", X, H, ago(2011, 2, 1), at(t_lease, 2011, 2, 5))
    add(f"{od}/Unit Chermside/Exit condition report.pdf", X, H, ago(2014, 7, 30), at(t_exit_report, 2014, 7, 28))
    add(f"{od}/Unit Chermside/Bond refund.pdf", X, H, ago(2014, 8, 12), at(t_bond_refund, 2014, 8, 11))
    add(f"{od}/Tax/Tax return 2016.pdf", A, F, ago(2016, 10, 3), at(t_tax_return, 2016, 10, 3))
    add(f"{od}/Tax/Tax return 2017.pdf", A, F, ago(2017, 9, 28), at(t_tax_return, 2017, 9, 28))
    add(f"{od}/Recipes/Lamingtons.docx", R, "Cooking", ago(2015, 1, 20), RECIPES["Lamingtons"])
    add(f"{od}/Recipes/Mango chutney.docx", R, "Cooking", ago(2016, 12, 2), RECIPES["Mango chutney"])
    add(f"{od}/New folder/untitled.txt", R, "Cooking", ago(2018, 4, 24), RECIPES["Anzac biscuits"], hard=True)
    add(f"{od}/Thumbs.db", L, "System", ago(2019, 7, 30), _blob(r, OLE, 700))

    # ------------------------------------------------------------ Documents/Money (Areas Finance)
    mo = "Documents/Money"
    for name, age in (("2026-04", 31), ("2026-03", 62), ("2026-02", 90), ("2025-12", 152)):
        add(f"{mo}/Bank/CBA statement {name}.pdf", A, F, age, t_bank)
    add(f"{mo}/Home loan/Suncorp statement Dec 2025.pdf", A, F, 150, t_mortgage)
    add(f"{mo}/Home loan/Suncorp statement Jun 2025.pdf", A, F, 335, t_mortgage)
    add(f"{mo}/Home loan/Rate change letter.pdf", A, F, 105, t_rate_change)
    add(f"{mo}/Super/ART annual statement 2025.pdf", A, F, 300, kw(t_super, who="Brett"))
    add(f"{mo}/Super/HESTA statement 2025.pdf", A, F, 296, kw(t_super, who="Leanne"))
    add(f"{mo}/Super/TAL income protection schedule.pdf", A, F, 210, t_life_cover)
    add(f"{mo}/Tax/2024-25/Brett tax return 2024-25.pdf", A, F, 240, at(t_tax_return, 2025, 10, 2, who="Brett"))
    add(f"{mo}/Tax/2024-25/Leanne tax return 2024-25.pdf", A, F, 300, at(t_tax_return, 2025, 8, 6, who="Leanne"))
    add(f"{mo}/Tax/2024-25/NOA Brett 2025.pdf", A, F, 226, t_noa)
    add(f"{mo}/Tax/2024-25/NOA Leanne 2025.pdf", A, F, 290, kw(t_noa, who="Leanne"))
    add(f"{mo}/Tax/2023-24/Brett tax return 2023-24.pdf", A, F, 600, at(t_tax_return, 2024, 10, 9, who="Brett"))
    add(f"{mo}/Leanne payslips/Payslip 2026-05-22.pdf", A, F, 10, t_payslip_leanne)
    add(f"{mo}/Leanne payslips/Payslip 2026-05-08.pdf", A, F, 24, t_payslip_leanne)
    add(f"{mo}/Budget 2026.xlsx", A, F, 150, t_budget)
    add(f"{mo}/Budget 2026 FINAL.xlsx", A, F, 40, t_budget)

    # ------------------------------------------------------------ Documents/House
    ho = "Documents/House"
    add(f"{ho}/Rates/BCC rates Q4 2025.pdf", A, H, 170, t_rates)
    add(f"{ho}/Rates/BCC rates Q1 2026.pdf", A, H, 78, t_rates)
    add(f"{ho}/Water/Urban Utilities Mar 2026.pdf", A, H, 70, t_water)
    add(f"{ho}/Water/Urban Utilities Dec 2025.pdf", A, H, 160, t_water)
    add(f"{ho}/Power/Origin bill Apr 2026.pdf", A, H, 38, t_power)
    add(f"{ho}/Power/Origin bill Jan 2026.pdf", A, H, 128, t_power)
    add(f"{ho}/Internet/Aussie BB May 2026.pdf", A, H, 12, t_internet)
    add(f"{ho}/Insurance/RACQ home contents renewal 2025.pdf", A, H, 230, t_home_insurance)
    add(f"{ho}/Pool/Pool safety certificate Form 23.pdf", A, H, 480, t_pool_cert)
    add(f"{ho}/Pool/Poolwerx 2026-03.pdf", A, H, 75, t_pool_service)
    add(f"{ho}/Pool/Poolwerx 2026-05.pdf", A, H, 16, t_pool_service)
    add(f"{ho}/Pest/Termite inspection 2025.pdf", A, H, 260, t_termite)
    for i, (name, text) in enumerate(MANUALS.items()):
        add(f"{ho}/Manuals/{name}.pdf", R, H, 1000 - i * 140, text)
    sol = f"{ho}/Solar 2023"
    add(f"{sol}/Quote SunPower.pdf", X, H, ago(2023, 3, 2), kw(t_solar_quote, co="SunPower Brisbane North"))
    add(f"{sol}/Quote Springers.pdf", X, H, ago(2023, 3, 9), kw(t_solar_quote, co="Springers Solar"))
    add(f"{sol}/Solar quotes comparison.xlsx", X, H, ago(2023, 3, 12),
        "Installer;System;Inverter;Price;Warranty\nSunPower Brisbane North;6.6kW Jinko;Fronius Primo 5.0;5790;10 yr\n"
        "Springers Solar;6.6kW Trina;Sungrow 5kW;5420;5 yr\nSunboost;6.6kW;Growatt;4390;cheap - no\nPick;SunPower;;;")
    add(f"{sol}/Energex approval.pdf", X, H, ago(2023, 4, 4), t_solar_approval)
    add(f"{sol}/SunPower final invoice.pdf", X, H, ago(2023, 5, 19), t_solar_invoice)
    photo(f"{sol}/IMG_2210.jpg", X, H, ago(2023, 5, 17))
    photo(f"{sol}/IMG_2214.jpg", X, H, ago(2023, 5, 17))

    # ------------------------------------------------------------ Documents/Granny Flat (Projects Home)
    gf = "Documents/Granny Flat"
    add(f"{gf}/Plans/Floor plan A-101 rev C.pdf", P, H, 150, GF_PLAN)
    add(f"{gf}/Plans/Site plan.pdf", P, H, 190, GF_SITE)
    add(f"{gf}/Soil test report.pdf", P, H, 200, GF_SOIL)
    add(f"{gf}/Approval/Decision notice - BA Certifiers.pdf", P, H, 140, t_gf_certifier)
    add(f"{gf}/Contract/QBCC contract signed.pdf", P, H, 165, t_gf_contract)
    for i, (stage, age) in enumerate((("Base (slab)", 105), ("Frame", 76), ("Enclosed (lock-up)", 46), ("Fixing", 11))):
        add(f"{gf}/Claims/Progress claim {i + 1} - {stage.split()[0].lower()}.pdf", P, H, age, kw(t_gf_claim, stage=stage))
    add(f"{gf}/Variations/Variation 3 bathroom grab rails.pdf", P, H, 88, t_gf_variation)
    add(f"{gf}/Electrical/Granny flat electrical plan.md", P, H, 9, t_gf_electrical)
    add(f"{gf}/Electrical/Middys order - granny flat.pdf", P, H, 68, kw(t_supplier_inv, ref="granny flat - own job"))
    add(f"{gf}/Electrical/Sub-main calc.xlsx", P, H, 120, GF_SUBMAIN)
    add(f"{gf}/Budget/GF budget.xlsx", P, H, 160, t_gf_budget)
    add(f"{gf}/Budget/GF budget v2.xlsx", P, H, 13, t_gf_budget)
    add(f"{gf}/Emails/Painters and fit-off.eml", P, H, 7, t_gf_mail)
    add(f"{gf}/Carol move-in list.docx", P, H, 5, GF_CAROL)
    for n, age in ((4402, 104), (4410, 98), (4581, 74), (4720, 47), (4833, 30), (5206, 8)):
        photo(f"{gf}/Photos/Progress/IMG_{n}.jpg", P, H, age)

    # ------------------------------------------------------------ Documents/Kids
    sc = "Documents/Kids/School"
    add(f"{sc}/Mia/Report Sem 2 2025.pdf", A, S, 170, kw(t_report, kid="Mia"))
    add(f"{sc}/Mia/Report Sem 1 2025.pdf", A, S, 340, kw(t_report, kid="Mia"))
    add(f"{sc}/Jack/Year 7 enrolment form.pdf", A, S, 380,
        "Pinegrove State High School\nApplication for enrolment - Year 7 2026\nStudent: Jack Thomas Taylor\n"
        "Current school: Pinegrove State School (Year 6)\nParents: Brett and Leanne Taylor, " + HOME + "\n"
        "Medical: asthma (action plan attached)\nSibling at school: Mia Taylor (Year 9 in 2025)")
    add(f"{sc}/Jack/NAPLAN 2026.pdf", A, S, 18, t_naplan)
    add(f"{sc}/Fees statement 2026.pdf", A, S, 80, t_fees)
    add(f"{sc}/Excursion - Jack camp.pdf", A, S, 55, t_excursion)
    add(f"{sc}/Excursion - Mia geography.pdf", A, S, 28, t_excursion)
    add(f"{sc}/Parent teacher interviews.eml", A, S, 21, t_school_mail)
    sf = "Documents/Kids/Mia Semi Formal 2026"
    add(f"{sf}/Ticket receipt.pdf", P, S, 44, t_formal_ticket)
    add(f"{sf}/Semi formal plan.md", P, S, 3, t_formal_plan)
    add(f"{sf}/Forever New order.pdf", P, S, 33, t_formal_dress)
    add(f"{sf}/Forever New order 2.pdf", P, S, 19, t_formal_dress)
    add(f"{sf}/Hair booking.txt", P, S, 12, "Salon 4017 - Bella\nFri 12 June 3:30pm - formal updo + makeup\n$140, "
        "$40 deposit paid\nBring photo of the dress + inspo pics\n")
    add(f"{sf}/Pre-formal at Sophies.eml", P, S, 9,
        "From: Kate Fraser <kate.fraser@outlook.com>\nTo: leanne.taylor77@gmail.com\nDate: Sat, 23 May 2026 19:05:00 +1000\n"
        "Subject: Pre-formal drinks & photos\n\nHi Leanne,\n\nWe're having the girls here before the semi-formal on the 12th "
        "- photos in the garden at 5pm, mocktails, then the parents drive them to Victoria Park by 6:15. Could Brett "
        "take Mia, Sophie and Ava in your car?\n\nKate (Sophie's mum)")
    jp = "Documents/Kids/Jack primary"
    add(f"{jp}/Year 6 report Sem 2 2025.pdf", X, S, 178, t_primary_report)
    add(f"{jp}/Year 6 report Sem 1 2025.pdf", X, S, 345, t_primary_report)
    add(f"{jp}/Year 6 graduation.pdf", X, S, 200, t_year6)

    # ------------------------------------------------------------ Documents/Health (Areas Health)
    he = "Documents/Health"
    add(f"{he}/Brett skin check results.pdf", A, HE, 95, kw(t_gp_letter, k=0))
    add(f"{he}/Leanne bloods.pdf", A, HE, 140, kw(t_gp_letter, k=1))
    add(f"{he}/Jack asthma review.pdf", A, HE, 60, kw(t_gp_letter, k=2))
    add(f"{he}/Jack asthma action plan 2026.pdf", A, HE, 58, t_asthma_plan)
    add(f"{he}/Bupa annual statement 2024-25.pdf", A, HE, 320, t_bupa)
    add(f"{he}/Bupa annual statement 2023-24.pdf", A, HE, 690, t_bupa)
    add(f"{he}/Mia ortho payment plan.pdf", A, HE, 410, t_ortho)
    add(f"{he}/Pathology Brett 2026-02.pdf", A, HE, 112, t_pathology)
    add(f"{he}/Medicare safety net.pdf", A, HE, 200, t_medicare)

    # ------------------------------------------------------------ Documents/Cars
    ca = "Documents/Cars"
    add(f"{ca}/HiLux rego 2026.pdf", A, V, 45, kw(t_rego, car="hilux"))
    add(f"{ca}/HiLux service 120000km.pdf", A, V, 66, kw(t_service, car="hilux"))
    add(f"{ca}/HiLux tyres.pdf", A, V, 180, t_tyres)
    add(f"{ca}/CX-5 rego 2025.pdf", A, V, 250, kw(t_rego, car="cx5"))
    add(f"{ca}/CX-5 service.pdf", A, V, 130, kw(t_service, car="cx5"))
    add(f"{ca}/RACQ HiLux insurance.pdf", A, V, 300, kw(t_car_insurance, car="hilux"))
    add(f"{ca}/RACQ CX-5 insurance.pdf", A, V, 280, kw(t_car_insurance, car="cx5"))
    add(f"{ca}/Old Ranger/Ranger sale receipt.pdf", X, V, ago(2021, 6, 5), at(t_ranger_sale, 2021, 6, 5))
    add(f"{ca}/Old Ranger/Ranger rego 2020.pdf", X, V, ago(2020, 2, 20), RANGER_REGO)
    add(f"{ca}/Old Ranger/PPSR certificate.pdf", X, V, ago(2021, 6, 2), RANGER_PPSR)

    # ------------------------------------------------------------ Documents/Footy Club
    fc = "Documents/Footy Club"
    tr = f"{fc}/Treasurer"
    for name, age in (("2026-05", 6), ("2026-04", 34), ("2025-11", 190), ("2024-08", 650)):
        add(f"{tr}/Minutes {name}.docx", A, FO, age, t_club_minutes)
    add(f"{tr}/Bank rec May 2026.csv", A, FO, 1, t_club_bankrec)
    add(f"{tr}/Bank rec Apr 2026.csv", A, FO, 30, t_club_bankrec)
    add(f"{tr}/AGM 2025 treasurer report.docx", A, FO, 225, t_club_treasurer_report)
    add(f"{tr}/Sponsor invoices/BRL-231 Bracken Ridge Tavern.pdf", A, FO, 110, t_sponsor_invoice)
    add(f"{tr}/Sponsor invoices/BRL-236 Ray White Sandgate.pdf", A, FO, 104, t_sponsor_invoice)
    add(f"{tr}/Canteen takings 2026.xlsx", A, FO, 3, t_canteen)
    add(f"{fc}/Jack rego 2026 PlayHQ.pdf", A, FO, 125, t_rego_jack)
    lg = f"{fc}/Lights grant"
    add(f"{lg}/GCBF application draft.docx", P, FO, 48, t_lights_app)
    add(f"{lg}/GCBF application draft v3.docx", P, FO, 2, t_lights_app)
    add(f"{lg}/Quote Sportslight.pdf", P, FO, 40, t_lights_quote)
    add(f"{lg}/Quote Brisbane Field Lighting.pdf", P, FO, 35, t_lights_quote)
    add(f"{lg}/Letter of support - netball.docx", P, FO, 20, t_lights_support)
    add(f"{lg}/Lights budget.xlsx", P, FO, 10, t_lights_budget)
    photo(f"{lg}/Site photos/IMG_5012.jpg", P, FO, 37)
    photo(f"{lg}/Site photos/IMG_5013.jpg", P, FO, 37)
    pn = f"{fc}/Presentation night 2025"
    add(f"{pn}/Run sheet.docx", X, FO, 262, t_presentation)
    add(f"{pn}/Trophy order.pdf", X, FO, 265, TROPHIES)
    add(f"{pn}/Raffle prizes.xlsx", X, FO, 258, RAFFLE)

    # ------------------------------------------------------------ Documents/Big Lap 2026 (Projects Travel)
    bl = "Documents/Big Lap 2026"
    add(f"{bl}/Jayco contract.pdf", P, T, 140, t_van_contract)
    add(f"{bl}/Jayco finance approval.pdf", P, T, 120, JAYCO_FIN)
    add(f"{bl}/Jayco handover checklist.pdf", P, T, 16, t_van_handover)
    add(f"{bl}/ARB tow setup invoice.pdf", P, T, 50, t_tow_setup)
    add(f"{bl}/Route.md", P, T, 5, t_route)
    add(f"{bl}/Budget.xlsx", P, T, 110, t_trip_budget)
    add(f"{bl}/Budget v2.xlsx", P, T, 15, t_trip_budget)
    for i, age in enumerate((72, 51, 33, 11)):
        add(f"{bl}/Bookings/Campsite booking {i + 1}.pdf", P, T, age, t_campsite_booking)
    add(f"{bl}/Bookings/Rottnest ferry.pdf", P, T, 26, t_ferry)
    add(f"{bl}/Checklist van.txt", P, T, 2, t_packing)
    tp = "Documents/Trips"
    add(f"{tp}/K'gari 2022/QPWS camping permit.pdf", X, T, ago(2022, 8, 14), at(t_kgari, 2022, 8, 14))
    add(f"{tp}/K'gari 2022/Barge booking.pdf", X, T, ago(2022, 8, 15), KGARI_BARGE)
    add(f"{tp}/Gold Coast 2024/Theme park tickets.pdf", X, T, ago(2024, 8, 30), t_goldcoast)
    add(f"{tp}/Gold Coast 2024/Sea World Resort.pdf", X, T, ago(2024, 8, 31), GC_HOTEL)
    add(f"{tp}/Tasmania 2025/Spirit of Tasmania booking.pdf", X, T, ago(2025, 1, 18), t_tassie)
    add(f"{tp}/Tasmania 2025/itinerary.docx", X, T, ago(2025, 3, 30), TASSIE_ITIN)

    # ------------------------------------------------------------ fishing and recipes (Resources)
    fi = "Documents/Fishing"
    for i, (name, text) in enumerate(FISHING.items()):
        add(f"{fi}/{name}.{'pdf' if i % 2 == 0 else 'txt'}", R, "Fishing", 90 + i * 230, text)
    add(f"{fi}/Tide times Brisbane Bar June 2026.pdf", R, "Fishing", 8, TIDES)
    rc = "Documents/Recipes"
    for i, name in enumerate(("Slow cooker beef ragu", "Pavlova", "Chicken satay skewers", "Anzac biscuits")):
        add(f"{rc}/{name}.docx", R, "Cooking", 40 + i * 210, RECIPES[name])

    # ------------------------------------------------------------ Pictures
    pd = "Pictures/Phone dump 2026-05"
    for i, n in enumerate((5088, 5091, 5140, 5152, 5177, 5190, 5215, 5230)):
        photo(f"{pd}/IMG_{n}.HEIC", R, "Photos", 40 - i * 4)
    for i, n in enumerate((5101, 5163, 5199, 5241)):
        photo(f"{pd}/IMG_{n}.JPG", R, "Photos", 36 - i * 8)
    photo(f"{pd}/Job 2211 Taigum board before.jpg", A, E, 25)
    photo(f"{pd}/Job 2211 Taigum board after.jpg", A, E, 25)
    add(f"{pd}/Thumbs.db", L, "System", 3, _blob(r, OLE, 600))
    for i, age in enumerate((410, 408, 404, 401)):
        photo(f"Pictures/Tasmania 2025/IMG_{2871 + i * 17}.jpg", R, "Photos", age)
    for i, age in enumerate((3, 11, 29, 57)):
        d = NOW - timedelta(days=age)
        add(f"Pictures/Screenshots/Screenshot {d:%Y-%m-%d} {8 + i * 3:02d}{14 + i * 9:02d}{10 + i * 7:02d}.png",
            R, "Photos", age, "")
    photo("Pictures/Camera Roll/WIN_20250812_19_22_41_Pro.jpg", R, "Photos", 293)
    photo("Pictures/Camera Roll/WIN_20260103_08_10_05_Pro.jpg", R, "Photos", 149)
    photo("Pictures/Fishing/Flathead 68cm Cabbage Tree Ck.jpg", R, "Photos", 130)
    photo("Pictures/Fishing/Jack first whiting.jpg", R, "Photos", 460)
    add("Pictures/desktop.ini", L, "System", 700, DESKTOP_INI)

    # ------------------------------------------------------------ Downloads: named files, installers, partials
    dl = "Downloads"
    add(f"{dl}/INV-1255.pdf", A, E, 5, kw(t_invoice, n=1255))
    add(f"{dl}/Q-0471 Geebung split system.pdf", A, E, 8, kw(t_quote, name="split system circuit", n=471))
    add(f"{dl}/Jayco-Journey-Outback-brochure-2026.pdf", P, T, 175,
        "Jayco Journey Outback 2026 - brochure\n\nBuilt for the Big Lap: independent trailing arm suspension, 16\" "
        "wheels, off-road hitch\nFloorplans: 19.61-3, 21.66-3 family bunk, 22.69-3\nLithium packages, solar, "
        "Jayco Connect app\nFind your nearest dealer: Brisbane Jayco, Burpengary")
    add(f"{dl}/Qld-smoke-alarm-legislation-guide.pdf", R, E, 420, REF_ELEC["ESO smoke alarm guide"])
    add(f"{dl}/GCBF-funding-guidelines-2026.pdf", P, FO, 52,
        "Gambling Community Benefit Fund - Funding guidelines 2026\n\nNot-for-profit community groups may apply for "
        "up to $35,000 for facilities, equipment and activities. Round 123 closes 30 June 2026.\nEligible: sports "
        "field lighting where land-owner consent is provided.\nRequired: 2 quotes, financial statements, "
        "letters of support.")
    add(f"{dl}/Bupa-tax-statement-2024-25.pdf", A, HE, 318, t_bupa)
    add(f"{dl}/Origin bill May 2026.pdf", A, H, 4, t_power)
    add(f"{dl}/Big Lap route.gpx", P, T, 9,
        '<?xml version="1.0"?>\n<gpx version="1.1" creator="WikiCamps">\n<metadata><name>Big Lap 2026 - leg 1 '
        'Bracken Ridge to Longreach</name></metadata>\n<wpt lat="-26.572" lon="148.787"><name>Roma - Big Rig '
        'Tourist Park</name></wpt>\n<wpt lat="-26.405" lon="146.243"><name>Charleville - Bailey Bar Caravan '
        'Park</name></wpt>\n<wpt lat="-23.442" lon="144.250"><name>Longreach Tourist Park</name></wpt>\n</gpx>\n')
    add(f"{dl}/Fishing Moreton Bay.epub", R, "Fishing", 380,
        _epub("Fishing Moreton Bay", "Bill Classon", "en",
              "From the Pine River to the Rous Channel: where and when to find whiting, flathead, snapper and "
              "squid in Moreton Bay, with tide tips for land-based anglers and small boats."))
    add(f"{dl}/Fishing and Boating Podcast ep 112.mp3", R, "Fishing", 75,
        _id3(r, "Ep 112 - Winter snapper in Moreton Bay", "Fishing and Boating Podcast", "Season 6"))
    for name, age, head in (("ChromeSetup.exe", 640, MZ), ("DIALux-evo-13-setup.exe", 210, MZ),
                            ("GarminExpressInstaller.exe", 380, MZ), ("vlc-3.0.21-win64.exe", 160, MZ),
                            ("ZoomInstallerFull.exe", 520, MZ), ("FlukeConnect-Desktop.msi", 199, OLE),
                            ("HPSmart_Setup.exe", 900, MZ)):
        add(f"{dl}/{name}", R, "Software", age, _blob(r, head, 1800))
    add(f"{dl}/Big Lap fuel map.pdf.crdownload", L, "System", 1, b"%PDF-1.6\n" + bytes(r.getrandbits(8) for _ in range(700)))
    add(f"{dl}/Unconfirmed 482911.crdownload", L, "System", 14, _blob(r, b"PK\x03\x04", 900))
    add(f"{dl}/Tradify-Setup.exe.part", L, "System", 60, _blob(r, MZ, 900))
    add(f"{dl}/desktop.ini", L, "System", 900, DESKTOP_INI)
    add("Documents/desktop.ini", L, "System", 900, DESKTOP_INI)
    add(f"{tr}/~$nutes 2026-05.docx", L, "System", 6, _lock("Brett Taylor"))
    add(f"{gf}/~$rol move-in list.docx", L, "System", 5, _lock("Leanne Taylor"))
    add("Desktop/~$w Microsoft Word Document.docx", L, "System", 20, _lock("Brett Taylor"))
    dot("OneDrive/.849C9593-D756-4E56-8D6E-42412F2A707B", b"", 400)

    # ------------------------------------------------------------ hard: Downloads with nameless files
    hd = [  # (name, bucket, topic, age, content)
        ("Document (1).pdf", A, E, 13, t_supplier_inv),
        ("Document (2).pdf", A, H, 69, t_water),
        ("Document (3).pdf", A, HE, 150, t_medicare),
        ("Document (4).pdf", P, T, 40, t_campsite_booking),
        ("Document (5).pdf", X, T, ago(2025, 1, 18), t_tassie),
        ("Document (6).pdf", A, H, 259, t_termite),
        ("Document (7).pdf", A, S, 79, t_fees),
        ("Document (8).pdf", X, H, ago(2023, 4, 4), t_solar_approval),
        ("Document (9).pdf", X, S, 201, t_year6),
        ("Document (10).pdf", P, E, 59, BATT_SAA),
        ("Document (11).pdf", X, T, ago(2024, 8, 30), t_goldcoast),
        ("attachment.pdf", P, H, 75, kw(t_gf_claim, stage="Frame")),
        ("attachment (1).pdf", A, E, 249, t_pl_insurance),
        ("attachment (2).pdf", A, HE, 94, kw(t_gp_letter, k=0)),
        ("attachment (3).pdf", A, FO, 103, t_sponsor_invoice),
        ("attachment (4).pdf", A, H, 229, t_home_insurance),
        ("download.pdf", R, "Fishing", 300, FISHING["Qld size and bag limits"]),
        ("download (1).pdf", A, F, 289, kw(t_noa, who="Leanne")),
        ("download (2).pdf", A, F, 104, t_rate_change),
        ("download (3).pdf", A, F, 295, kw(t_super, who="Leanne")),
        ("file.pdf", A, S, 27, t_excursion),
        ("print.pdf", A, V, 44, kw(t_rego, car="cx5")),
        ("doc04518220260417.pdf", A, E, 45, t_smoke_cert),
        ("output.pdf", P, FO, 39, t_lights_quote),
        ("export.csv", A, FO, 29, t_club_bankrec),
        ("export (1).csv", A, E, 95, t_tradify_csv),
        ("data.xlsx", P, T, 60, t_trip_budget),
        ("Untitled spreadsheet.xlsx", A, FO, 47, t_canteen),
        ("Untitled document.docx", P, S, 26, t_formal_plan),
    ]
    for name, b, t, age, content in hd:
        add(f"{dl}/{name}", b, t, age, content, hard=True)

    # ------------------------------------------------------------ hard: Desktop
    dk = [
        ("New Text Document.txt", P, H, 30, t_gf_electrical),
        ("New Text Document (2).txt", R, "Fishing", 210, FISHING["Fishing knots"]),
        ("New Microsoft Word Document.docx", P, FO, 22, t_lights_support),
        ("New Microsoft Word Document (2).docx", A, E, 33, t_job_notes),
        ("untitled.txt", R, "Cooking", 180, RECIPES["Pavlova"]),
        ("notes.txt", P, E, 70, t_batt_notes),
        ("Book1.xlsx", P, H, 100, t_gf_budget),
        ("Book2.xlsx", A, E, 120, t_bas_xlsx),
        ("todo.txt", P, T, 7, t_packing),
        ("list.txt", P, S, 15, t_formal_plan),
        ("Doc1.docx", A, FO, 228, t_club_treasurer_report),
        ("scan.pdf", A, HE, 111, t_pathology),
        ("FW_.eml", A, E, 48, t_customer_mail),
        ("RE_.eml", P, H, 18, t_gf_mail),
    ]
    for name, b, t, age, content in dk:
        add(f"Desktop/{name}", b, t, age, content, hard=True)
    add("Desktop/desktop.ini", L, "System", 800, DESKTOP_INI)

    # ------------------------------------------------------------ hard: Windows Fax and Scan output
    sd = "Documents/Scanned Documents"
    sdl = [
        (3, A, H, 169, t_rates), (4, A, V, 65, kw(t_service, car="hilux")), (7, A, E, 37, t_cots),
        (8, A, S, 60, kw(t_report, kid="Jack")), (11, A, F, 225, t_noa),
        (12, X, E, 140, at(t_reference_letter, 2012, 6, 29)), (13, X, E, 139, at(t_tafe_results, 2000, 12, 8)),
        (15, X, V, 610, at(t_ranger_sale, 2021, 6, 5)), (16, A, H, 479, t_pool_cert), (18, P, H, 87, t_gf_variation),
        (19, A, FO, 62, t_club_minutes), (21, P, T, 15, t_van_handover), (22, X, T, ago(2022, 8, 20), at(t_kgari, 2022, 8, 14)),
        (24, A, HE, 59, kw(t_gp_letter, k=2)),
    ]
    for n, b, t, age, content in sdl:
        add(f"{sd}/Scan_{n:04d}.pdf", b, t, age, content, hard=True)

    # ------------------------------------------------------------ hard: Documents/2025 dumping folder
    y5 = "Documents/2025"
    add(f"{y5}/scan0003.pdf", A, E, 280, t_supplier_inv, hard=True)
    add(f"{y5}/scan0004.pdf", X, FO, 263, t_presentation, hard=True)
    add(f"{y5}/scan0007.pdf", A, HE, 330, t_bupa, hard=True)
    add(f"{y5}/Document.docx", X, S, 176, t_primary_report, hard=True)
    add(f"{y5}/Book1.xlsx", A, F, 300, t_budget, hard=True)
    add(f"{y5}/notes.txt", X, T, ago(2025, 3, 2), TASSIE_ITIN, hard=True)

    # ------------------------------------------------------------ WhatsApp files copied off Leanne's phone
    lp = "Documents/From Leanne's phone"
    add(f"{lp}/DOC-20260312-WA0002.pdf", P, S, ago(2026, 3, 12), t_formal_ticket, hard=True)
    add(f"{lp}/DOC-20260402-WA0005.pdf", A, HE, ago(2026, 4, 2), t_ortho, hard=True)
    add(f"{lp}/DOC-20260419-WA0001.pdf", P, T, ago(2026, 4, 19), t_campsite_booking, hard=True)
    add(f"{lp}/DOC-20251105-WA0003.pdf", A, F, ago(2025, 11, 5), t_payslip_leanne, hard=True)
    add(f"{lp}/DOC-20260510-WA0007.pdf", A, S, ago(2026, 5, 10), t_excursion, hard=True)
    add(f"{lp}/DOC-20260520-WA0002.docx", P, H, ago(2026, 5, 20), GF_CAROL, hard=True)
    for n, d in ((11, (2026, 3, 15)), (4, (2026, 4, 26)), (9, (2026, 5, 17))):
        photo(f"{lp}/IMG-{d[0]}{d[1]:02d}{d[2]:02d}-WA{n:04d}.jpg", R, "Photos", ago(*d))

    # ------------------------------------------------------------ OneDrive/Documents
    ob = "OneDrive/Documents"
    add(f"{ob}/Document 1.docx", A, E, 57, kw(t_quote, name="oven & cooktop", n=463), hard=True)
    add(f"{ob}/Document 2.docx", P, T, 25, t_route, hard=True)
    add(f"{ob}/Book 1.xlsx", P, FO, 12, t_lights_budget, hard=True)
    add(f"{ob}/notes.txt", R, "Fishing", 140, FISHING["Bramble Bay spots"], hard=True)
    add(f"{ob}/Budget 2026.xlsx", A, F, 41, t_budget)
    add(f"{ob}/Big Lap budget.xlsx", P, T, 16, t_trip_budget)
    add(f"{ob}/Minutes 2026-05.docx", A, FO, 5, t_club_minutes)

    return items
