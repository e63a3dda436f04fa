"""A twenty-third labelled corpus: an owner-operator truck driver's laptop, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/`` or at any placement
result. Read for the mechanics only: ``unseen.py``'s docstring and helpers (``_d``, ``_kr``, ``_latin1``,
``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``) and the top of its ``build()``; the ``Item``
dataclass, ``NOW``/``NOW_S``, ``_pdf`` and ``_jpeg`` (``corpus.py``); ``_docx``, ``_png`` and ``HEIC_HEAD``
(``blind.py``). The files and labels are shaped by what this man would have on disk.

The person: Raymundo "Ray" Delgado Jr., 46, of San Antonio, Texas (4418 Rustic Knoll Dr, 78244, on the east
side near Converse). US Army 2000-2008, an 88M motor transport operator with two tours in Iraq, out as a
sergeant; he has a VA disability rating (tinnitus, lumbar strain, left knee) and is seen at the Audie L.
Murphy VA hospital and the North Central VA clinic. After the Army he drove for a large carrier,
Continental Plains Freight Lines, from 2009 until he quit in March 2021 to get his own authority: Delgado
Freight LLC (USDOT 3648201, MC 1287734), one truck, himself driving. He ran a 2016 Freightliner Cascadia
until he bought a used 2022 Peterbilt 579 (unit 101) in 2024 and sold the Cascadia that summer; he pulls a
53-foot dry van leased from Alamo Trailer Leasing, books loads off the boards with brokers, factors his
invoices with Lonestar Freight Factoring, logs on a Motive ELD, files IFTA with the Texas Comptroller and
the 2290 every July, and pays quarterly estimated taxes through his CPAs, Guerra & Salinas. He divorced
Marisol Treviño in 2022 (Bexar County, 285th District Court); their children Sofía (turning 15 on 11 August
2026) and Mateo (11) live with their mother in Converse, and Ray pays child support through the Attorney
General's disbursement unit and has them on the standard possession schedule when he is home. He kept the
house on Rustic Knoll (a VA loan). His sister Yolanda helps him with everything on paper; his nephew
Adrián, a UTSA computer-science student, wrote him a little Python script that adds up IFTA miles.

Now he is (1) buying a second truck and hiring a driver to put in it, to be running by fall 2026 (truck
listings, financing quotes, driver applications, a pay plan, a cash-flow sheet), (2) paying for and
planning Sofía's quinceañera on Saturday 15 August 2026 at Salón Los Arcos (misa at Our Lady of Guadalupe,
dress, DJ, cake, photographer, budget, guest list, chambelanes), shared out with Marisol and Yolanda, and (3)
taking a 40-hour ELDT/CDL-instructor certification course at South Texas Driving Academy so he can teach
on his off weeks. Finished behind him: the divorce (decree 2022), the carrier job (ended 2021), the
Cascadia (sold 2024) and the October 2025 fishing trip to Port Aransas with his brother-in-law Chuy.

The machine is an old Windows laptop (``Documents/``, ``Downloads/``, ``Desktop/``, ``Pictures/``,
``Music/``) plus what his Samsung phone syncs into ``Pictures/Camera Roll``. He keeps the business fairly
tidy in ``Documents/Delgado Freight LLC/``, but half of what brokers and offices send ends up as
``Downloads/document (3).pdf`` or ``attachment.pdf``, the HP printer's scans land in ``Scans/`` as
``scan0042.pdf``, notes get typed into ``Desktop/New Text Document.txt`` or ``Documents/misc/notes.docx``,
there is a ``Documents/New folder`` and an ``Old Laptop Backup 2021`` copied off his previous computer.
Files are in English with some Spanish (family, quince, recipes).

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01; the bucket is what the file *is for*, not how old it is or where it happens to sit):

- **Projects** (an outcome with an end, still being worked on now, whatever the file's age):
  the second truck and first hired driver -- listings, financing and insurance quotes for truck #2,
  driver applications, MVR/Clearinghouse checks, interview notes, the pay plan, the cash-flow projection,
  photos of candidate trucks (topic Trucking); Sofía's quinceañera -- venue, misa, dress, DJ, cake,
  photographer, budget, guest list, invitations, chambelanes, photos of the venue and dress, messages
  with Marisol or Yolanda about it (topic Family); the CDL-instructor certification course -- enrolment,
  syllabus, payment, study notes, practice tests, the instructor application (topic Career).
- **Areas** (responsibilities with no end, whatever the document's age): running Delgado Freight LLC --
  rate confirmations, bills of lading, broker invoices, fuel receipts (also as phone photos), IFTA
  returns, the 2290 and its Schedule 1, UCR/IRP/registration, maintenance work orders, DOT and annual
  inspections, the truck's and trailer's insurance and lease, ELD exports, factoring statements, the
  LLC's books, his own CDL and DOT medical card, and Adrián's IFTA script (topic Trucking); personal
  money -- USAA bank and credit card, income-tax returns (with the LLC's Schedule C in them), quarterly
  estimated taxes, letters from the CPA, the household budget (topic Finance); VA disability
  compensation -- rating decisions, benefit letters, payment history, DD-214 (topic Veterans); his
  health -- VA clinic appointments, visit summaries, prescriptions, labs, dentist (topic Health); the
  kids after the divorce -- child-support payments, the possession/visitation calendar, school notices,
  co-parenting messages (topic Family); the house -- mortgage, property tax, homeowner's insurance,
  utilities, repairs (topic Home); his personal pickup (topic Car). A 2019 tax return found in the old
  backup folder is still Areas Finance; a 2023 fuel receipt is still Areas Trucking.
- **Resources** (reference and interests, by subject): truck and engine manuals, FMCSA rule summaries,
  the Texas CDL handbook, route notes, truck-stop and scale notes, trucking business books (topic
  Trucking); fishing notes, knots, bag limits and spots (Fishing); recipes (Cooking); ebooks (Books); MP3s
  of country and Tejano (Music); installers (Software); general family, Army and everyday photos and
  screenshots (Photos). Photos that document a project or a finished project go with it (candidate
  trucks, the quince venue, Port Aransas trip photos, the Cascadia sale photos), and photos taken as records
  go with the responsibility (fuel-receipt snaps, the CDL card, the water-heater label: Areas).
- **Archive** (finished projects and ended responsibilities, however recent the file): the divorce case
  -- lawyer's letters and invoices, mediated settlement, inventory, the final decree itself (topic
  Family); the job at Continental Plains Freight -- pay stubs, W-2s, handbook, resignation, 401(k)
  rollover (topic Career); the 2016 Cascadia, sold 2024 -- its bill of sale, title, payoff, ad, photos
  and its old repair records (topic Trucking); the October 2025 Port Aransas fishing trip -- condo,
  charter, itinerary, photos (topic Travel).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``), topic System. Dot files (``.DS_Store``, ``.~lock...#``)
  are written but not labelled.

Topics are subjects: the quince is Family like child support, the instructor course is Career like the
old job, the second truck is Trucking like the loads; the backup folder, ``Scans/`` or ``Downloads/`` is
never a topic -- each file there is labelled by what it is. ``hard`` marks a file whose name *and*
folder say nothing about its subject (``Downloads/document (3).pdf``, ``Scans/scan0042.pdf``,
``Desktop/New Text Document.txt``, ``Documents/misc/notes.docx``); only its text can place it. Images
are never hard. Dates are relative to ``corpus.NOW``.
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

# --------------------------------------------------------------------------- shared details

LLC = ("Delgado Freight LLC\n4418 Rustic Knoll Dr, San Antonio, TX 78244\n"
       "USDOT 3648201 | MC 1287734 | (210) 555-0147 | dispatch@delgadofreight.com")
VIN = "1XPBD49X0ND781452"
BROKERS = ["Red River Logistics LLC", "Summit Freight Solutions", "Gulf Coast Transport Brokers",
           "Pinnacle Logistics Group", "Bluebonnet Logistics Inc.", "Crossroads Freight Brokerage",
           "Mesa Verde Logistics"]
LANES = [("San Antonio, TX", "Laredo, TX", 157), ("Laredo, TX", "Dallas, TX", 432), ("Houston, TX", "Memphis, TN", 586),
         ("Dallas, TX", "Oklahoma City, OK", 206), ("San Antonio, TX", "Phoenix, AZ", 987),
         ("El Paso, TX", "San Antonio, TX", 552), ("Houston, TX", "Atlanta, GA", 791), ("Laredo, TX", "Chicago, IL", 1392),
         ("Shreveport, LA", "San Antonio, TX", 418), ("Dallas, TX", "Little Rock, AR", 319),
         ("New Braunfels, TX", "Albuquerque, NM", 718), ("Seguin, TX", "Baton Rouge, LA", 402)]
GOODS = ["paper products", "canned goods", "auto parts", "bottled water", "HVAC units", "packaged snacks",
         "floor tile", "small appliances", "retail fixtures", "pet food"]
STOPS = [("Love's #612", "Pearsall, TX"), ("Pilot #1143", "Converse, TX"), ("TA San Antonio East", "San Antonio, TX"),
         ("Flying J #734", "Dallas, TX"), ("Love's #298", "Van Horn, TX"), ("Pilot #427", "Texarkana, AR"),
         ("Petro Stopping Center", "Laredo, TX"), ("Love's #754", "Big Spring, TX"), ("Buc-ee's", "New Braunfels, TX")]
STATES = ["TX", "LA", "OK", "AR", "NM", "AZ", "TN", "MS", "AL", "GA", "MO", "IL"]
IFTA_RATE = {"TX": 0.20, "LA": 0.20, "OK": 0.19, "AR": 0.285, "NM": 0.21, "AZ": 0.26, "TN": 0.27, "MS": 0.18,
             "AL": 0.29, "GA": 0.359, "MO": 0.195, "IL": 0.739}


def _usd(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _us(dt: datetime) -> str:
    return dt.strftime("%m/%d/%Y")


def _long(dt: datetime) -> str:
    return dt.strftime("%B %d, %Y").replace(" 0", " ")


def _later(dt: datetime, days: int) -> datetime:
    return dt + timedelta(days=days)

# --------------------------------------------------------------------------- Delgado Freight LLC (Areas)


def t_ratecon(r, dt, broker=None):
    broker = broker or r.choice(BROKERS)
    o, d, mi = r.choice(LANES)
    rate = round(mi * r.uniform(2.05, 2.9) + r.choice([0, 50, 100]), -1)
    load = f"{r.choice(['RR', 'SF', 'GC', 'PL', 'BB', 'CX', 'MV'])}{r.randint(100000, 999999)}"
    pu, de = dt, _later(dt, max(1, mi // 520))
    return (f"{broker}\nCARRIER RATE AND LOAD CONFIRMATION\nLoad # {load}    Date: {_us(dt)}\n"
            f"Carrier: Delgado Freight LLC   MC 1287734   USDOT 3648201\nDriver: Ray Delgado  Cell (210) 555-0147\n"
            f"Truck: 101   Trailer: ATL-53217 (53' dry van)\n"
            f"PICKUP 1: {o} - {r.choice(['Warehouse', 'DC', 'Plant', 'Cold Storage'])} #{r.randint(2, 40)}  "
            f"{_us(pu)} {r.choice(['06:00', '08:00', '10:00', '13:00'])} appt\n"
            f"DELIVERY 1: {d}  {_us(de)} {r.choice(['FCFS 07:00-15:00', '09:00 appt', '14:00 appt'])}\n"
            f"Commodity: {r.choice(GOODS)}   Weight: {r.randint(18, 43) * 1000:,} lbs   Pallets: {r.randint(10, 26)}\n"
            f"Linehaul: ${rate:,.2f}  (all-in, fuel included)   Loaded miles: {mi}\n"
            "Detention: $40/hr after 2 hrs free with in/out times on BOL. Lumper reimbursed with receipt.\n"
            "Check calls daily by 10:00. Tracking via Macropoint required.\n"
            "Invoice with signed BOL to billing@ or through your factoring company. Quick pay 2% / 2 days.\n"
            "Carrier signature: ____________________   Date: __________\n")


CONSIGNEES = ["HEB Distribution", "Walmart DC 6094", "Lowe's RDC 1448", "Sysco", "Kroger Delta DC"]


def t_bol(r, dt):
    o, d, _ = r.choice(LANES)
    return (f"STRAIGHT BILL OF LADING - SHORT FORM - NOT NEGOTIABLE\nBOL No. {r.randint(4000000, 4999999)}   "
            f"Date {_us(dt)}\nShip From: {r.choice(['Alamo Paper Co.', 'Ruiz Foods DC', 'Hill Country Bottling', 'Mission Tile Supply', 'Tri-State Auto Parts'])}, {o}\n"
            f"Ship To: {r.choice(CONSIGNEES)}, {d}\n"
            f"Carrier: Delgado Freight LLC   SCAC DLGF   Trailer ATL-53217   Seal {r.randint(100000, 999999)}\n"
            f"Qty {r.randint(10, 26)} pallets   Description: {r.choice(GOODS)}   NMFC class 55   "
            f"Weight {r.randint(18000, 43000):,} lb\nShipper load and count.  Freight charges: 3rd party\n"
            f"Received in good order: R. Delgado  {_us(dt)} in {r.randint(6, 11)}:{r.randint(10, 59)} out "
            f"{r.randint(12, 16)}:{r.randint(10, 59)}\nConsignee signature: {r.choice(['M. Lopez', 'J. Carter', 'T. Nguyen', 'A. Ruiz'])}  "
            f"OS&D: none\n")


def t_fuel(r, dt):
    stop, city = r.choice(STOPS)
    gal = r.uniform(95, 190)
    ppg = r.uniform(3.29, 3.95)
    def_g = r.choice([0, 0, 5, 7.5])
    return (f"{stop}\n{city}\n{_us(dt)} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}\nPUMP {r.randint(1, 14)}  "
            f"DIESEL #2\n{gal:.3f} GAL @ ${ppg:.3f}\nFUEL TOTAL ${gal * ppg:,.2f}\n"
            + (f"DEF {def_g} GAL @ $3.799  ${def_g * 3.799:.2f}\n" if def_g else "")
            + f"FLEET CARD ************{r.randint(1000, 9999)}\nUNIT 101  ODOM {r.randint(318000, 372000)}\n"
            f"DRIVER RAY DELGADO\nTRUCK STOP REWARDS POINTS {int(gal)}\nTHANK YOU - DRIVE SAFE\n")


def t_ifta(r, dt, q, yr):
    rows, tot_mi, tot_gal = [], 0, 0.0
    for st in ["TX"] + r.sample(STATES[1:], r.randint(3, 6)):
        mi = r.randint(900, 9000) if st == "TX" else r.randint(200, 2400)
        gal = mi / r.uniform(6.1, 7.2)
        bought = gal * r.uniform(0.2, 1.6)
        rows.append((st, mi, gal, bought))
        tot_mi += mi
        tot_gal += gal
    lines = [f"{s};{m};{g:.1f};{b:.1f};{IFTA_RATE[s]:.4f};{(g - b) * IFTA_RATE[s]:.2f}" for s, m, g, b in rows]
    return (f"IFTA Quarterly Return Q{q} {yr} - Delgado Freight LLC - TX IFTA acct 3-20418-6692\n"
            f"Fleet MPG {tot_mi / tot_gal:.2f}   Total miles {tot_mi}   Total gallons {tot_gal:.1f}\n"
            "Jurisdiction;Miles;Taxable gal;Tax-paid gal;Rate;Tax due (credit)\n" + "\n".join(lines) +
            f"\nNet due to Texas Comptroller;;;;;{sum((g - b) * IFTA_RATE[s] for s, _, g, b in rows):.2f}\n"
            "Prepared from Motive ELD jurisdiction report and fuel card export\n")


def t_2290(r, dt):
    y = dt.year if dt.month >= 7 else dt.year - 1
    return (f"Form 2290 Schedule 1 (Rev. July {y})\nHeavy Highway Vehicle Use Tax Return - Proof of payment\n"
            f"Name: DELGADO FREIGHT LLC   EIN 87-4419263\nTax period: July 1, {y} - June 30, {y + 1}\n"
            f"Category W (55,000 lbs and over)   Vehicles: 1\nVIN {VIN}   Category W   Tax $550.00\n"
            f"Internal Revenue Service  e-file accepted {_us(dt)}  Submission ID 0010{r.randint(10**10, 10**11)}\n"
            "Keep this stamped Schedule 1 with the truck's registration (IRP renewal requires it).\n")


def t_workorder(r, dt):
    jobs = r.sample([("PM-A service: oil 44 qt 15W-40, oil/fuel filters", 689), ("DPF clean and flash", 1150),
                     ("Replace drive-axle brake shoes, drums turned", 1840), ("Steer tires (2) 295/75R22.5", 1320),
                     ("Adjust slack adjusters, grease chassis", 185), ("Replace alternator", 910),
                     ("Replace air dryer cartridge", 240), ("A/C recharge, replace condenser fan", 515),
                     ("Diagnose check-engine light - NOx sensor outlet replaced", 1260)], r.randint(1, 3))
    total = sum(p for _, p in jobs) * r.uniform(0.9, 1.15)
    return (f"Alamo Peterbilt Service Center\n7301 IH-10 East, San Antonio, TX 78219\nWORK ORDER {r.randint(230000, 299999)}"
            f"   {_us(dt)}\nCustomer: Delgado Freight LLC   Unit 101   2022 Peterbilt 579   VIN {VIN}\n"
            f"Engine PACCAR MX-13   Odometer {r.randint(318000, 372000)}\n"
            + "\n".join(f"Complaint/Correction: {j} .... ${p:,.2f}" for j, p in jobs)
            + f"\nShop supplies 6%   Tax 8.25% on parts\nTOTAL ${total:,.2f}   Paid: Visa ending 4471\n"
            "Technician: R. Olvera   Next PM due at +25,000 mi\n")


def t_dot(r, dt, annual=False):
    if annual:
        return (f"ANNUAL VEHICLE INSPECTION REPORT (49 CFR 396.17)\nMotor carrier: Delgado Freight LLC, San Antonio TX\n"
                f"Date {_us(dt)}   Vehicle: tractor, unit 101, 2022 Peterbilt, VIN {VIN}\n"
                "Brake system OK  Coupling devices OK  Exhaust OK  Fuel system OK  Lighting OK\n"
                "Safe loading OK  Steering OK  Suspension OK  Frame OK  Tires OK  Wheels and rims OK\n"
                f"Inspector: R. Olvera, qualified per 396.19   Shop: Alamo Peterbilt Service Center\nResult: PASSED\n")
    viol = r.choice(["No violations", "393.9 Inoperable lamp - clearance lamp right side (fixed on site)",
                     "392.2 Speeding 6-10 over (warning)", "No violations - Level III driver/credentials only"])
    return (f"DRIVER/VEHICLE EXAMINATION REPORT\nTexas Department of Public Safety - CVE\n"
            f"Report TX{r.randint(10**8, 10**9)}  Date {_us(dt)}  Location: {r.choice(['IH-35 NB Laredo scale', 'IH-10 WB Seguin', 'IH-20 EB Waskom POE', 'US-59 Kendleton'])}\n"
            f"Level {r.choice(['II', 'III', 'I'])}   Carrier USDOT 3648201 Delgado Freight LLC\nDriver: Delgado, Raymundo Jr.  CDL TX 3xxxxx51\n"
            f"Unit 1: Tractor PETE 2022  Unit 2: Trailer ATL-53217\nViolations: {viol}\nOut of service: NO\n"
            "Carrier copy - keep for 12 months. Return signed copy within 15 days if repairs noted.\n")


def t_truck_ins(r, dt):
    return (f"Brazos Commercial Insurance Agency\nCOMMERCIAL AUTO - DECLARATIONS\nNamed insured: Delgado Freight LLC\n"
            f"Policy period {_us(dt)} to {_us(_later(dt, 365))}   Policy CA-{r.randint(1000000, 9999999)}\n"
            "Auto liability $1,000,000 CSL   Motor truck cargo $100,000 (ded. $2,500)\n"
            f"Physical damage 2022 Peterbilt 579 VIN {VIN} stated value $118,000 (ded. $2,500)\n"
            "Trailer interchange $30,000   Non-trucking liability n/a\n"
            f"Annual premium {_usd(r, 14200, 17800)} payable monthly   MCS-90 endorsement attached; BMC-91X filed with FMCSA\n")


def t_eld_csv(r, dt):
    out = ["date,driver,truck,status,start,end,hours,location,odometer"]
    odo = r.randint(318000, 372000)
    day = dt - timedelta(days=7)
    for i in range(8):
        t = 0.0
        o, d, _ = r.choice(LANES)
        locs = iter([o, o, f"{r.choice(['I-35', 'I-10', 'I-20', 'I-40', 'US-59'])} mm {r.randint(12, 480)}", f"{r.choice(STOPS)[1]}",
                     d, d, d])
        for st, h in (("OFF", 5.5), ("ON", 0.75), ("D", r.uniform(4, 6)), ("OFF", 0.5), ("D", r.uniform(2, 5)),
                      ("ON", 0.5), ("SB", 10)):
            a = f"{int(t) % 24:02d}:{int(t % 1 * 60):02d}"
            t += h
            b = f"{int(t) % 24:02d}:{int(t % 1 * 60):02d}"
            if st == "D":
                odo += int(h * 58)
            out.append(f"{_d(day + timedelta(days=i))},Raymundo Delgado,101,{st},{a},{b},{h:.2f},"
                       f"\"{next(locs)}\",{odo}")
    return "\n".join(out) + "\n"


def t_factoring(r, dt):
    rows = []
    n0 = 5000 + (dt.timetuple().tm_yday * 3) % 900
    for k in range(r.randint(3, 6)):
        amt = r.uniform(900, 3200)
        rows.append(f"{n0 + k};{r.choice(BROKERS)};{amt:.2f};{amt * 0.03:.2f};{amt * 0.97:.2f}")
    return (f"Lonestar Freight Factoring - Client Statement\nClient: Delgado Freight LLC  Account LFF-20913\n"
            f"Period ending {_us(dt)}\nInvoice;Debtor;Face;Fee 3%;Advanced\n" + "\n".join(rows) +
            f"\nReserve balance {_usd(r, 0, 400)}   Chargebacks 0.00\nACH to Frost Bank ****8821\n")


def t_invoice(r, dt):
    o, d, mi = r.choice(LANES)
    amt = round(mi * r.uniform(2.1, 2.8), -1)
    return (f"{LLC}\nINVOICE {r.randint(5000, 5999)}   Date {_us(dt)}\nBill to: {r.choice(BROKERS)}\n"
            f"Load {r.randint(100000, 999999)}: {o} to {d}, {mi} mi\nLinehaul ${amt:,.2f}\n"
            f"Detention {r.choice(['0.00', '80.00', '120.00'])}\nNotice of assignment: remit to Lonestar Freight Factoring, "
            "PO Box 2290, Dallas TX 75221\nSigned BOL attached.\n")


def t_ledger(r, dt):
    rows = ["Month;Gross revenue;Fuel;Truck payment;Trailer lease;Insurance;Repairs;Factoring fees;Tolls/scales;Net"]
    for m in range(1, min(dt.month, 12) + 1):
        g = r.uniform(17000, 24500)
        f, tp, tl, ins, rep = g * r.uniform(0.27, 0.33), 2140.0, 850.0, 1310.0, r.uniform(100, 2400)
        fe = g * 0.03
        toll = r.uniform(60, 260)
        rows.append(f"{dt.year}-{m:02d};{g:.2f};{f:.2f};{tp:.2f};{tl:.2f};{ins:.2f};{rep:.2f};{fe:.2f};{toll:.2f};"
                    f"{g - f - tp - tl - ins - rep - fe - toll:.2f}")
    return "\n".join(rows) + "\n"


def t_permit(r, dt, kind):
    if kind == "ucr":
        return (f"Unified Carrier Registration - Receipt\nRegistration year {dt.year + (1 if dt.month >= 10 else 0)}\n"
                f"USDOT 3648201 DELGADO FREIGHT LLC\nFleet size bracket 0-2 power units   Fee $46.00\nPaid {_us(dt)}\n")
    if kind == "irp":
        return (f"TEXAS DMV - IRP APPORTIONED CAB CARD\nRegistrant: DELGADO FREIGHT LLC  Account 6631904\n"
                f"Unit 101  VIN {VIN}  Plate R-882-41K  Reg. weight 80,000\nJurisdictions: all IRP   Expires "
                f"{_us(_later(dt, 365))}\nCarry this cab card in the vehicle at all times.\n")
    return (f"Alamo Trailer Leasing\nEquipment lease - monthly invoice {_us(dt)}\nLessee: Delgado Freight LLC\n"
            "Unit ATL-53217  2020 Utility 53' dry van, swing doors, logistic posts\nMonthly rent $850.00  Tax $70.13\n"
            "PM inspection due next month at our Kirby yard.\n")


def t_dot_medical(r, dt):
    return (f"MEDICAL EXAMINER'S CERTIFICATE (49 CFR 391.43)\nI certify that I have examined Raymundo Delgado Jr.\n"
            f"in accordance with the FMCSRs and find this person qualified.  Date of exam {_us(dt)}\n"
            f"Certificate expires {_us(_later(dt, 730))}   Wearing corrective lenses: no   Hearing aid: no\n"
            f"Medical examiner: Dana Whitfield, NP  National Registry No. {r.randint(10**9, 10**10)}\n"
            "Concentra Urgent Care, 4415 Walzem Rd, San Antonio TX\nDriver's license: TX Class A CDL\n")


# --------------------------------------------------------------------------- personal Areas


def t_bank(r, dt):
    bal = r.uniform(2100, 9800)
    lines = [f"{_us(dt.replace(day=1))} Beginning balance {bal:,.2f}",
             f"{_us(dt.replace(day=1))} VA TREAS 310 XXVA BENEFIT   +{r.choice(['1,104.91', '1,132.72'])}",
             f"{_us(dt.replace(day=3))} DELGADO FREIGHT LLC OWNER DRAW   +{r.choice(['3,500.00', '4,000.00', '4,500.00'])}",
             f"{_us(dt.replace(day=2))} BLUEBONNET MTG SVC ACH   -1,486.37",
             f"{_us(dt.replace(day=5))} TX CHILD SUPPORT SDU   -980.00",
             f"{_us(dt.replace(day=9))} CPS ENERGY   -{r.uniform(140, 310):.2f}",
             f"{_us(dt.replace(day=12))} HEB #{r.randint(400, 700)}   -{r.uniform(60, 190):.2f}",
             f"{_us(dt.replace(day=15))} USAA P&C AUTO   -142.18",
             f"{_us(dt.replace(day=19))} ATM WITHDRAWAL   -100.00"]
    return (f"USAA Federal Savings Bank\nUSAA Classic Checking - Statement\nRAYMUNDO DELGADO JR\n"
            f"Account ****3306   Statement period {dt.strftime('%B %Y')}\n" + "\n".join(lines) +
            f"\nEnding balance {bal + r.uniform(-800, 900):,.2f}\n")


def t_1040es(r, dt):
    q, due = {12: (4, "January 15"), 1: (4, "January 15"), 2: (1, "April 15"), 3: (1, "April 15"), 4: (1, "April 15"),
              5: (2, "June 15"), 6: (2, "June 15")}.get(dt.month, (3, "September 15") if dt.month < 10 else (4, "January 15"))
    amt = r.choice([3200, 3400, 3650, 3900])
    return (f"Guerra & Salinas, CPAs\n1150 N Loop 1604 E, Suite 210, San Antonio TX 78232\n{_long(dt)}\n\nRay,\n"
            f"Your Q{q} estimated payment of ${amt:,}.00 (federal, Form 1040-ES) is due "
            f"{due}.\n"
            "Pay through IRS Direct Pay, tax type 1040ES, and email me the confirmation number.\n"
            "Based on your net from the truck through last quarter, self-employment tax is running a bit higher\n"
            "than last year, so we bumped the amount. Keep sending the monthly P&L from the LLC.\n"
            "Thanks,\nLorena Salinas, CPA\n")


def t_return(r, dt, year):
    gross = r.uniform(205000, 262000)
    net = gross * r.uniform(0.19, 0.27)
    if year < 2021:
        return (f"Form 1040 U.S. Individual Income Tax Return {year} - client copy\nRaymundo Delgado Jr & Marisol T. Delgado\n"
                f"Filing status: Married filing jointly   Dependents: Sofia (2011), Mateo (2015)\n"
                f"Wages (W-2 Continental Plains Freight Lines) {r.uniform(68000, 82000):,.0f}   Wages (W-2 Northeast ISD, spouse) "
                f"{r.uniform(31000, 36000):,.0f}\nVA disability compensation: not taxable\nChild tax credit 4,000   "
                f"Refund {r.uniform(1800, 4200):,.0f}\nPrepared by Guerra & Salinas CPAs  {_us(dt)}\n")
    return (f"Form 1040 U.S. Individual Income Tax Return {year} - client copy\nRaymundo Delgado Jr   Filing status: "
            f"{'Married filing jointly' if year < 2022 else 'Single'}\n"
            f"Schedule C - Delgado Freight LLC (484121 General freight trucking, long-distance)\n"
            f"Gross receipts {gross:,.0f}  Car/truck expenses {gross * 0.31:,.0f}  Depreciation {r.uniform(18000, 31000):,.0f}\n"
            f"Net profit {net:,.0f}   Self-employment tax {net * 0.9235 * 0.153:,.0f}\nVA disability compensation: not taxable\n"
            f"Child tax credit: {'Mateo' if year % 2 == 0 else 'Sofia'} (Form 8332 signed by Marisol, alternate years per decree)\n"
            f"Estimated payments applied {r.choice([12800, 13600, 14600]):,}   Refund/(owed) {r.uniform(-2400, 1800):,.0f}\n"
            f"Prepared by Guerra & Salinas CPAs  {_us(dt)}\n")


def t_cc(r, dt):
    rows = [f"{_us(dt - timedelta(days=r.randint(1, 28)))}  {m}  {r.uniform(12, 240):.2f}" for m in
            r.sample(["WALMART SUPERCENTER", "AUTOZONE", "AMAZON MKTPL", "WHATABURGER", "ACADEMY SPORTS",
                      "BUC-EES", "NETFLIX.COM", "T-MOBILE", "HOME DEPOT", "TORCHYS TACOS"], 6)]
    return (f"USAA Rewards Visa Signature - Statement closing {_us(dt)}\nRAYMUNDO DELGADO JR  ****4471\n"
            + "\n".join(rows) + f"\nNew balance {_usd(r, 600, 2400)}   Minimum due $40.00\n")


def t_budget(r, dt):
    return ("Item;Monthly;Notes\nMortgage (Bluebonnet);1486.37;VA loan escrow incl. taxes\nChild support;980.00;SDU, due 1st\n"
            "CPS Energy;220.00;summer higher\nSAWS water;68.00;\nT-Mobile (2 lines + Sofia);145.00;\n"
            "Pickup insurance USAA;142.18;\nGroceries;520.00;\nKids weekends;300.00;gas, food, movies\n"
            "Savings to truck #2 fund;1000.00;\nQuarterly taxes set aside;1200.00;from owner draw\n"
            f"Income VA comp;1132.72;\nOwner draw;4500.00;\n")


def t_va_rating(r, dt):
    return (f"DEPARTMENT OF VETERANS AFFAIRS\nRegional Office, 6900 Almeda Road, Houston TX 77030\n{_long(dt)}\n"
            "RAYMUNDO DELGADO JR\n4418 RUSTIC KNOLL DR\nSAN ANTONIO TX 78244\nIn Reply Refer To: 362/214\n\n"
            "Dear Mr. Delgado:\nWe made a decision on your claim for service-connected compensation received "
            f"{_long(dt - timedelta(days=r.randint(90, 150)))}.\n"
            "Lumbosacral strain: increased to 20 percent. Tinnitus: 10 percent, continued. Left knee patellofemoral\n"
            "pain syndrome: 10 percent, continued. Your combined evaluation is 40 percent.\n"
            f"Your monthly entitlement amount is ${r.choice(['1,104.91', '1,132.72'])} effective the first of the month after the decision,\n"
            "including an additional amount for your two children.\nIf you disagree you may request a Higher-Level Review or file a Supplemental Claim.\n"
            "Sincerely,\nVeterans Service Center Manager\n")


def t_va_letter(r, dt):
    return (f"Department of Veterans Affairs - Benefit Summary and Service Verification Letter\nDate: {_us(dt)}\n"
            "Veteran: Raymundo Delgado Jr.   Branch: Army   Service: 08/2000 - 09/2008   Character: Honorable\n"
            f"Combined service-connected evaluation: 40%   Monthly award: ${r.choice(['1,104.91', '1,132.72'])}\n"
            "You are not considered totally and permanently disabled.\nThis letter can be used for the property tax\n"
            "exemption with the Bexar Appraisal District and for hiring preference verification.\n")


def t_va_pay_csv(r, dt):
    rows = ["date,description,amount"]
    for i in range(12):
        m = dt - timedelta(days=30 * i)
        rows.append(f"{m.strftime('%Y-%m')}-01,VA Compensation (40% + 2 children),"
                    f"{1132.72 if m.year >= 2026 or (m.year == 2025 and m.month == 12) else 1104.91:.2f}")
    return "\n".join(rows) + "\n"


def t_va_appt(r, dt, k=None):
    clinic = ([("Primary Care - Green Team", "North Central Federal VA Clinic, 17440 Henderson Pass"),
                       ("Audiology", "Audie L. Murphy Memorial VA Hospital, 7400 Merton Minter Blvd"),
                       ("Physical Therapy - knee", "Audie L. Murphy Memorial VA Hospital, 7400 Merton Minter Blvd"),
                       ("Lab - fasting", "North Central Federal VA Clinic, 17440 Henderson Pass")])[k if k is not None else r.randint(0, 3)]
    return (f"South Texas Veterans Health Care System\nAppointment reminder for RAYMUNDO DELGADO\n"
            f"{clinic[0]}\n{_long(_later(dt, r.randint(10, 40)))} at {r.choice(['8:30 AM', '10:15 AM', '1:40 PM'])}\n"
            f"Location: {clinic[1]}, San Antonio TX\nPlease arrive 15 minutes early. To cancel or reschedule call\n"
            "(210) 617-5300 or use VA Online Scheduling. Bring a list of your medications.\n")


def t_avs(r, dt):
    return (f"AFTER VISIT SUMMARY  {_us(dt)}\nPatient: DELGADO, RAYMUNDO   Provider: Patel, Anita MD (Primary Care)\n"
            f"Vitals: BP {r.randint(128, 146)}/{r.randint(80, 94)}  Wt {r.randint(228, 246)} lb  Pulse {r.randint(68, 84)}\n"
            f"A1c {r.uniform(5.8, 6.4):.1f} (prediabetes range)   LDL {r.randint(112, 148)}\n"
            "Assessment: hypertension, stable on lisinopril 20 mg daily; low back pain; prediabetes.\n"
            "Plan: walk 20 min on off days, cut sodas, return in 6 months. Referral to MOVE! program offered.\n"
            "Note for your DOT physical: bring this summary showing BP is controlled.\n")


def t_rx(r, dt):
    return (f"VA Mail Order Pharmacy (CMOP) - Shipment notice\nShipped {_us(dt)} via USPS tracking 9400 1118 {r.randint(10**9, 10**10)}\n"
            "RAYMUNDO DELGADO JR\nLISINOPRIL 20MG TAB - take one tablet daily - qty 90 - refills 2\n"
            f"{r.choice(['MELOXICAM 15MG TAB - qty 30', 'DICLOFENAC 1% GEL - 3 tubes', 'ATORVASTATIN 10MG TAB - qty 90'])}\n"
            "Copay: $0.00 (service-connected)\n")


def t_dentist(r, dt):
    return (f"Converse Family Dental\n9110 FM 78, Converse TX 78109\nStatement {_us(dt)}\nPatient: Ray Delgado\n"
            f"D1110 Prophylaxis adult $118.00\nD0274 Bitewings four films $72.00\nD2392 Resin composite 2s posterior "
            f"{_usd(r, 190, 240)}\nPatient responsibility {_usd(r, 80, 260)}\n")


def t_child_support(r, dt):
    rows = [f"{(dt - timedelta(days=30 * i)).strftime('%m/05/%Y')}  Payment received  980.00  "
            "Disbursed to custodial parent" for i in range(6)]
    return (f"Texas Office of the Attorney General - Child Support Division\nPayment history as of {_us(dt)}\n"
            f"Case No. 00{r.randint(1000000, 9999999)}   Cause No. 2022-CI-04417, 285th District Court, Bexar County\n"
            "Noncustodial parent: RAYMUNDO DELGADO JR   Custodial parent: MARISOL TREVINO\n"
            "Children: S.D. (2011), M.D. (2015)   Current support $980.00/month  Medical support $145.00/month\n"
            + "\n".join(rows) + "\nArrears balance $0.00\n")


def t_possession(r, dt):
    y = dt.year
    return (f"{y} possession schedule - Sofia & Mateo (standard possession order, >100 mi not applicable)\n"
            "- 1st, 3rd, 5th weekends: Fri 6 pm to Sun 6 pm (Dad)\n- Thursdays 6-8 pm during school year\n"
            f"- Summer: Dad July 1-30 {y} (told Marisol by April 1 in writing)\n"
            f"- Thanksgiving {'Dad' if y % 2 == 0 else 'Mom'}; Christmas break first half {'Mom' if y % 2 == 0 else 'Dad'}\n"
            "- Spring break: odd years Dad\nNotes: if I'm on the road my weekend, tell Marisol 48 hrs ahead; Yoli can pick up.\n")


def t_coparent(r, dt):
    return (f"From: Marisol Trevino <mtrevino82@gmail.com>\nTo: Ray Delgado <raydelgadojr@yahoo.com>\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} 19:{r.randint(10, 59)}\nSubject: {r.choice(['this weekend', 'Mateo', 'pickup Friday', 're: summer'])}\n\n"
            f"Ray, {r.choice(['Mateo has a game Saturday at 9 at Crestview park, can you take him?', 'Sofia needs her copay for the orthodontist, it was $85, can you send half', 'are you back Friday or not? I need to know by tomorrow', 'his report card came, he is failing science, talk to him please'])}\n"
            "Also the school sent the form for the field trip, I signed it already.\n- M\n")


def t_school(r, dt, k=None):
    kids = [("Mateo Delgado", "5th grade", "Miller Point Elementary"), ("Sofia Delgado", "9th grade", "Judson High School")]
    kid = kids[k if k is not None else r.randint(0, 1)]
    return (f"Judson ISD - {kid[2]}\nProgress report  {_us(dt)}\nStudent: {kid[0]}  Grade: {kid[1]}\n"
            f"Math {r.randint(72, 96)}  English/Language Arts {r.randint(75, 98)}  Science {r.randint(64, 95)}  "
            f"Social Studies {r.randint(78, 99)}\nAbsences: {r.randint(0, 4)}  Conduct: S\n"
            "Teacher comment: works hard, needs to turn in homework on time.\nParent portal: skyward.judsonisd.org\n")


def t_mortgage(r, dt):
    princ = 171400 - (dt.year - 2019) * 4100 - dt.month * 340
    return (f"Bluebonnet Mortgage Servicing\nMortgage statement  Statement date {_us(dt)}\nBorrower: Raymundo Delgado Jr\n"
            f"Property: 4418 Rustic Knoll Dr, San Antonio TX 78244\nLoan ****7720 (VA 30-yr fixed 3.375%)\n"
            f"Payment due {_us(_later(dt, 14))}: $1,486.37 (principal & interest $803.12, escrow $683.25)\n"
            f"Unpaid principal balance ${princ:,.2f}   Escrow balance {_usd(r, 1800, 4200)}\n"
            "Late fee of $40.16 if received after the 16th.\n")


def t_proptax(r, dt):
    return (f"Bexar County Tax Assessor-Collector\n{dt.year} Property Tax Statement\nAccount 05110-004-0370\n"
            "Owner: DELGADO RAYMUNDO JR   Property: 4418 RUSTIC KNOLL DR  LOT 37 BLK 4 NCB 16529\n"
            f"Appraised value {_usd(r, 228000, 262000)}  Homestead exemption  Disabled veteran exemption (40%) $10,000\n"
            f"Taxing units: Bexar County, City of San Antonio, Judson ISD, Alamo College, University Health\n"
            f"Total tax due {_usd(r, 4900, 5800)}   Paid by mortgage company escrow\n")


def t_utility(r, dt):
    if r.random() < 0.6:
        kwh = r.randint(700, 2100)
        return (f"CPS Energy\nAccount 3004418-117  Service address 4418 RUSTIC KNOLL DR\nBill date {_us(dt)}\n"
                f"Electric {kwh} kWh  ${kwh * 0.118:,.2f}   Gas {r.randint(8, 40)} ccf  {_usd(r, 18, 60)}\n"
                f"Fuel adjustment, city fees\nAmount due {_usd(r, 120, 320)} by {_us(_later(dt, 21))}\n")
    return (f"SAWS - San Antonio Water System\nAccount 118-2204-97  4418 RUSTIC KNOLL DR\nBill date {_us(dt)}\n"
            f"Water {r.randint(3, 11)},000 gal  Sewer  Stormwater fee\nAmount due {_usd(r, 52, 96)}\n")


def t_hvac(r, dt):
    return (f"Cool Breeze Heating & Air\nInvoice {r.randint(1100, 1999)}  {_us(dt)}\nCustomer: Ray Delgado, 4418 Rustic Knoll Dr\n"
            f"{r.choice(['Replaced capacitor 45/5 MFD and contactor on 3-ton Goodman condenser', 'Spring tune-up, cleaned coil, added 1 lb R-410A', 'Replaced blower motor, furnace in attic'])}\n"
            f"Parts and labor {_usd(r, 180, 780)}  Paid check #{r.randint(1200, 1300)}\n90-day labor warranty\n")


def t_home_ins(r, dt):
    return (f"USAA - Homeowners Policy Declarations\nPolicy period {_us(dt)} - {_us(_later(dt, 365))}\n"
            "Insured: Raymundo Delgado Jr  Location: 4418 Rustic Knoll Dr, San Antonio TX 78244\n"
            f"Dwelling $268,000  Other structures $26,800  Personal property $134,000  Wind/hail deductible 2%\n"
            f"Annual premium {_usd(r, 2650, 3400)} paid by escrow - Mortgagee: Bluebonnet Mortgage Servicing\n")


def t_car(r, dt, reg=None):
    if reg if reg is not None else r.random() < 0.5:
        return (f"Texas Department of Motor Vehicles - Registration Renewal Notice\nOwner: RAYMUNDO DELGADO JR\n"
                "2017 CHEVROLET SILVERADO 1500  VIN 3GCUKREC7HG21xxxx  Plate HTK-4471\n"
                f"Expires {dt.strftime('%m/%Y')}   Fees $51.75 + county $11.50   Inspection required first\n")
    return (f"USAA Auto Policy - ID card / declarations\nPolicy period {_us(dt)} - {_us(_later(dt, 182))}\n"
            "2017 Chevrolet Silverado 1500 LT  Named insured: Raymundo Delgado Jr\n"
            f"Liability 100/300/100  Comp $500 ded  Collision $1,000 ded  6-month premium {_usd(r, 780, 910)}\n")


# --------------------------------------------------------------------------- Projects: truck #2 and driver


def t_listing(r, dt):
    mk = r.choice([("2021 Peterbilt 579", "PACCAR MX-13 455 hp"), ("2022 Kenworth T680", "PACCAR MX-13 510 hp"),
                   ("2020 Peterbilt 579", "PACCAR MX-13 455 hp"), ("2021 Freightliner Cascadia 126", "Detroit DD15 505 hp")])
    return (f"{mk[0]} - Sleeper - For Sale\nStock #{r.randint(10000, 99999)}  Listed {_us(dt)}\n"
            f"Engine: {mk[1]}  Transmission: 12-speed automated (Eaton Endurant / DT12)\nMileage: {r.randint(298, 540)},{r.randint(100, 999)}\n"
            f"Ratio 2.47  Wheelbase 240\"  72\" raised-roof sleeper  APU: {r.choice(['Carrier ComfortPro', 'none', 'TriPac EVOLUTION'])}\n"
            f"Price: ${r.randint(84, 119)},{r.choice(['500', '900', '000'])}\n"
            f"Dealer: {r.choice(['Lone Star Truck Sales, Houston TX', 'Hill Country Truck Center, San Marcos TX', 'Rush Truck Center, Dallas TX', 'private seller, Laredo TX'])}\n"
            "Clean title, DOT annual current, new steers, 50% drives, clean Carfax-style report available.\n")


def t_fin_quote(r, dt):
    price = r.randint(92, 116) * 1000
    down = price * r.choice([0.10, 0.15, 0.20])
    apr = r.uniform(9.4, 16.9)
    n = r.choice([48, 60])
    i = apr / 1200
    pay = (price - down) * i / (1 - (1 + i) ** -n)
    return (f"{r.choice(['Summit Equipment Finance', 'Frontier Commercial Capital', 'Texas Truck Lending Group'])}\n"
            f"Equipment Finance Proposal  {_us(dt)}\nApplicant: Delgado Freight LLC (Raymundo Delgado Jr, guarantor)\n"
            f"Equipment: used Class 8 sleeper tractor, 2020-2022, purchase price ${price:,}\nDown payment ${down:,.0f}  "
            f"Amount financed ${price - down:,.0f}\nTerm {n} months  Rate {apr:.2f}% APR  Monthly payment ${pay:,.2f}\n"
            "Conditions: 2 years authority (met), business bank statements 6 months, personal credit 680+,\n"
            "proof of physical damage insurance naming lender as loss payee. Proposal valid 30 days.\n")


DRIVERS = [("Luis Ortega", 38, 11, "Kerrville, TX"), ("Darnell Hayes", 44, 17, "Converse, TX"),
           ("Kevin Brandt", 29, 3, "New Braunfels, TX"), ("Juan Salinas", 51, 24, "Pleasanton, TX"),
           ("Tomas Reyes", 33, 6, "Schertz, TX"), ("Brian McAllister", 57, 30, "Boerne, TX")]


def t_driver_app(r, dt, who=None):
    name, age, yrs, town = who or r.choice(DRIVERS)
    return (f"DRIVER EMPLOYMENT APPLICATION (49 CFR 391.21)\nMotor carrier: Delgado Freight LLC, San Antonio TX\n"
            f"Applicant: {name}   Age {age}   City: {town}\nLicense: TX CDL Class A  endorsements: {r.choice(['T', 'N,T', 'none', 'H,N,T'])}\n"
            f"Experience: {yrs} years tractor-trailer, dry van and reefer, OTR and regional\n"
            f"Previous employers (3 years): {r.choice(['Werner', 'Stevens Transport', 'a local flatbed outfit', 'Celadon (closed)'])}; "
            f"{r.choice(['H-E-B fleet', 'Southwest Freight', 'self/lease-purchase', 'Covenant'])}\n"
            f"Accidents (3 yrs): {r.choice(['none', 'none', '1 - backing, non-DOT recordable'])}   Violations: {r.choice(['none', '1 speeding 2024', 'none'])}\n"
            "Authorization for pre-employment drug test, PSP report and FMCSA Clearinghouse full query: signed\n"
            f"Date {_us(dt)}\n")


def t_interview(r, dt, who=None):
    name = (who or r.choice(DRIVERS))[0]
    return (f"{name} - talked {_us(dt)}\n- wants home every weekend, ok with 2-3 nights out\n"
            f"- asked pay: told him 28% of gross or .62/mi, he wants {r.choice(['.65', '.60 + detention', 'salary $1,400/wk'])}\n"
            f"- {r.choice(['clean MVR he says, PSP shows 1 inspection w/ lamp out', 'never drove automated trans', 'knows the Laredo lanes well', 'had a DUI in 2012, check insurance'])}\n"
            "- can start after Labor Day if truck is ready\n- call back after the insurance quote\n")


def t_pay_plan(r, dt):
    return ("Truck #2 - driver pay plan (draft)\n\nOption A: 28% of linehaul, driver pays nothing for fuel or truck\n"
            "Option B: $0.62 per loaded and empty mile (ELD miles), detention $20/hr after 2 hrs, layover $100\n"
            "Paid weekly Friday by direct deposit, W-2 employee (not 1099 - Lorena says Texas, do payroll through Gusto)\n"
            "Home time: weekends, 1 week off per 6 on. PTO 5 days after 1 year.\nDeductions: none for damage unless DUI/negligence.\n"
            "Needs: DQ file per 391.51, drug consortium enrollment, Clearinghouse query, road test, med card copy.\n"
            f"Draft saved {_us(dt)}\n")


def t_cashflow(r, dt):
    rows = ["Month;Truck 2 gross;Driver pay;Fuel;Truck note;Insurance add;Maint reserve;Net truck 2"]
    for m in ("Sep-26", "Oct-26", "Nov-26", "Dec-26", "Jan-27", "Feb-27"):
        g = r.uniform(15500, 21500)
        rows.append(f"{m};{g:.0f};{g * 0.28:.0f};{g * 0.31:.0f};2360;1150;1000;{g * 0.41 - 4510:.0f}")
    return "\n".join(rows) + "\n"


def t_ins_quote2(r, dt):
    return (f"Brazos Commercial Insurance Agency\nQuote - add power unit #2 and driver  {_us(dt)}\n"
            f"Insured: Delgado Freight LLC   Current policy CA-{r.randint(1000000, 9999999)}\n"
            f"Add driver: {r.choice(DRIVERS)[0]} (MVR pending)   Add unit: 2021 tractor stated value $105,000\n"
            f"Additional annual premium estimate {_usd(r, 11800, 15400)}\n"
            "Underwriting requires drivers 25+ with 3 years verifiable Class A experience.\n")


def t_clearinghouse(r, dt):
    return (f"FMCSA Drug & Alcohol Clearinghouse - Query result\nEmployer: DELGADO FREIGHT LLC (USDOT 3648201)\n"
            f"Query type: Pre-employment (full)   Date {_us(dt)}\nDriver: {r.choice(DRIVERS)[0]}  CDL TX\n"
            "Result: No violation information found. Query plan: 3 queries remaining.\n")


def t_job_ad(r, dt):
    return ("CDL-A driver wanted - small family carrier, San Antonio\nDelgado Freight LLC is adding a second truck "
            "(2021 Peterbilt, automated)\n- Dry van, Texas triangle and Laredo lanes, home weekends\n"
            "- 28% of gross or $.62/mi, weekly pay, W-2\n- 3 yrs Class A experience, clean MVR, 25+\n"
            "Call or text Ray (210) 555-0147\n")


# --------------------------------------------------------------------------- Projects: Sofía's quinceañera


def t_venue(r, dt):
    return (f"Salón Los Arcos - Event Hall\n2310 SW Military Dr, San Antonio TX 78224  (210) 555-0198\nRENTAL AGREEMENT  {_us(dt)}\n"
            "Client: Raymundo Delgado Jr   Event: XV años - Sofía Delgado\nDate: Saturday, August 15, 2026  6:00 PM - 12:00 AM\n"
            "Capacity 220   Tables, chairs, linens (white/rose gold) included   Security guard required (2) $70/hr each\n"
            "Rental $3,800.00   Deposit paid $1,000.00   Balance due 30 days before the event\n"
            "Outside food allowed with licensed caterer; no confetti cannons; music ends 11:45 PM.\n"
            "Signed: R. Delgado / Irene Castañeda, manager\n")


def t_quince_budget(r, dt):
    return ("Concepto;Presupuesto;Pagado;Quien paga;Notas\nSalón Los Arcos;3800;1000;Ray;saldo julio 15\n"
            "Misa - Our Lady of Guadalupe;350;350;Ray;donación\nVestido + corona + zapatos;1450;600;Ray/Marisol;Bella boutique\n"
            "DJ Rolo Sounds;900;300;Ray;incluye luces\nFotógrafo Lens by Lety;1200;400;Tía Yoli regalo;\n"
            "Comida (barbacoa, arroz, frijoles) 200 pp;3000;0;Ray;Chuy's cousin caterer\nPastel - Panadería La Estrella;480;100;padrinos;4 pisos\n"
            "Invitaciones;220;220;Marisol;\nBrindis/copas, cojín, última muñeca;260;0;padrinos;\n"
            f"Security 2 guards;420;0;Ray;\nTOTAL;{3800 + 350 + 1450 + 900 + 1200 + 3000 + 480 + 220 + 260 + 420};2970;;\n")


def t_guest_csv(r, dt):
    fams = ["Delgado", "Treviño", "Castillo", "Garza", "Ramirez", "Hernandez", "Villarreal", "Salinas", "Ortiz", "Flores"]
    rows = ["familia,invitados,lado,rsvp,mesa"]
    for f in fams + r.sample(["Martinez", "Lopez", "Cantu", "Guerra", "Zamora", "Pena", "Cavazos"], 5):
        rows.append(f"Fam. {f},{r.randint(2, 7)},{r.choice(['Ray', 'Marisol', 'Sofia amigas'])},"
                    f"{r.choice(['si', 'si', 'pendiente', 'no'])},{r.randint(1, 22)}")
    return "\n".join(rows) + "\n"


def t_quince_msg(r, dt):
    return (f"From: Yolanda Delgado <yoli.delgado@outlook.com>\nTo: Ray Delgado\nDate: {dt.strftime('%a, %d %b %Y')}\n"
            f"Subject: {r.choice(['lo de los chambelanes', 'DJ y fotos', 'vestido de Sofi', 'misa del 15'])}\n\n"
            f"Ray, {r.choice(['ya hablé con el padre, la misa de acción de gracias es a las 4 pm el 15 de agosto', 'los chambelanes practican el vals los domingos a las 5 en casa de Marisol', 'Sofi quiere cambiar el color a sage green, dile que no, ya compramos todo rose gold', 'Lety the photographer needs the other $400 by July 1'])}.\n"
            "Y no se te olvide pedir ese fin de semana libre, no quiero que andes en Laredo.\n- Yoli\n")


def t_dress(r, dt):
    return (f"Bella Quinceañera Boutique\n5500 Ingram Rd, San Antonio TX\nReceipt #{r.randint(3000, 3999)}  {_us(dt)}\n"
            "Customer: Sofía Delgado / Ray Delgado\nBall gown style MQ-2217 rose gold, size 4, bustle + alterations\n"
            f"Tiara and crown set, court shoes\nPayment today {_usd(r, 300, 600)}  Balance {_usd(r, 300, 800)}\n"
            "Final fitting July 25. No refunds on special orders.\n")


def t_vendor(r, dt):
    v = r.choice([("DJ Rolo Sounds", "6-hr DJ, dance floor lighting, fog for vals, MC bilingual", "$900"),
                  ("Panadería La Estrella", "4-tier cake rose gold and white, 180 servings, delivery to Los Arcos", "$480"),
                  ("Lens by Lety Photography", "misa + reception coverage, 1 hr photo session at the Missions, online gallery", "$1,200")])
    return (f"{v[0]}\nQuote / contract  {_us(dt)}\nEvent: Sofía's XV, Saturday August 15, 2026\n{v[1]}\nTotal {v[2]}  "
            "Deposit received, balance due day of event.\nClient: Ray Delgado (210) 555-0147\n")


def t_quince_todo(r, dt):
    return ("XV Sofi - pendientes\n- pagar saldo salón antes del 15 de julio\n- confirmar padrinos de pastel y de brindis\n"
            "- vals practice: get Mateo to go, he's a chambelan too\n- rent 10 more tables? ask Irene\n"
            "- ask Chuy about the barbacoa guy, 200 people\n- take Aug 14-16 off, NO LOADS\n"
            "- surprise: dad-daughter dance song - 'Mi niña bonita' or George Strait 'I Cross My Heart'\n")


def t_invite(r, dt):
    return ("Con la bendición de Dios y el amor de mis padres\nRaymundo Delgado Jr. y Marisol Treviño\n"
            "tengo el honor de invitarle a celebrar mis XV años\nSofía Isabel Delgado\n"
            "Misa de acción de gracias: sábado 15 de agosto de 2026, 4:00 pm, Our Lady of Guadalupe Church\n"
            "Recepción: 6:00 pm, Salón Los Arcos, 2310 SW Military Dr\nRSVP by July 20 - Yolanda (210) 555-0162\n")


# --------------------------------------------------------------------------- Projects: CDL-instructor course


def t_course(r, dt, kind):
    if kind == "enrol":
        return (f"South Texas Driving Academy\n1702 Rigsby Ave, San Antonio TX 78210\nEnrollment confirmation  {_us(dt)}\n"
                "Student: Raymundo Delgado Jr\nProgram: ELDT Theory & Behind-the-Wheel Instructor Certification (40 hours)\n"
                "Sessions: Saturdays May 9 - June 27, 2026, 8:00-1:00; range days TBD\nTuition $1,450.00  Paid $725.00  Balance $725.00\n"
                "Requirements: Class A CDL held 2+ years, 2 years CMV experience, clean MVR, listed on the FMCSA\n"
                "Training Provider Registry under our TPR number once certified.\n")
    if kind == "syllabus":
        return ("ELDT Instructor Course - syllabus\nWeek 1: 49 CFR Part 380 subpart F, who may teach theory vs BTW\n"
                "Week 2: Adult learning, lesson plans, assessments (80% passing on theory)\nWeek 3: Basic operation - pre-trip, coupling\n"
                "Week 4: Safe operating procedures, space and speed management\nWeek 5: Advanced operating - hazard perception, skid control\n"
                "Week 6: Vehicle systems and reporting malfunctions\nWeek 7: Range instruction - straight-line backing, offset, alley dock\n"
                "Week 8: Public road BTW, student evaluation forms, final exam\n")
    if kind == "notes":
        return (f"class notes {_us(dt)}\n- theory instructor: 2 yrs CMV driving exp OR 2 yrs as BTW instructor (380.713)\n"
                "- BTW instructor needs CDL same class + endorsements, and no disqualification in 2 yrs\n"
                "- range: no min hours, instructor must certify proficiency\n- tell them why before how - adult learners\n"
                "- homework: write a 20 min lesson plan on air brake check (leak-down, low air warning at 60 psi)\n")
    return (f"Practice test {r.randint(1, 5)} - score {r.randint(78, 96)}%\nMissed: 1) brake lag distance at 55 mph; "
            f"2) maximum downgrade speed rule; 3) who submits ELDT completion to TPR (the provider, by midnight of 2nd business day)\n")


# --------------------------------------------------------------------------- Archive


def t_divorce(r, dt, kind):
    if kind == "lawyer":
        return (f"LAW OFFICE OF GRACIELA MONTEMAYOR, PLLC\n310 S St Mary's St, Suite 1800, San Antonio TX 78205\n{_long(dt)}\n"
                "Mr. Raymundo Delgado Jr.\nRe: In the Matter of the Marriage of Raymundo Delgado Jr. and Marisol Treviño Delgado,\n"
                "Cause No. 2022-CI-04417, 285th District Court\nDear Ray,\n"
                f"{r.choice(['Enclosed is the inventory and appraisement form. Please list the truck, the trailer deposit and the LLC bank accounts.', 'Mediation is set with Judge (ret.) Ochoa. Bring your last two tax returns and the mortgage statement.', 'The judge signed the Final Decree of Divorce today. A certified copy is enclosed for your records.'])}\n"
                "Sincerely,\nGraciela Montemayor\n")
    if kind == "invoice":
        return (f"Law Office of Graciela Montemayor, PLLC - Statement {_us(dt)}\nClient: Raymundo Delgado Jr  Matter: divorce 2022-CI-04417\n"
                f"Hours {r.uniform(3, 14):.1f} @ $275   Filing/service costs {_usd(r, 40, 320)}\nAmount due {_usd(r, 900, 3900)}\n")
    if kind == "msa":
        return ("MEDIATED SETTLEMENT AGREEMENT - THIS AGREEMENT IS NOT SUBJECT TO REVOCATION\nCause No. 2022-CI-04417\n"
                "1. Parties named joint managing conservators; Mother has the right to designate primary residence (Bexar and contiguous counties).\n"
                "2. Father: standard possession order. Child support $980/month + medical support $145/month.\n"
                "3. Husband is awarded the residence at 4418 Rustic Knoll Dr subject to the debt, Delgado Freight LLC and the 2016 Freightliner.\n"
                "4. Wife is awarded the 2019 Honda Pilot, her 401(k), and $18,500 equalization payment.\n")
    return ("FINAL DECREE OF DIVORCE\nIN THE 285TH JUDICIAL DISTRICT COURT, BEXAR COUNTY, TEXAS\nCause No. 2022-CI-04417\n"
            "On this day the Court heard the petition... IT IS ORDERED AND DECREED that the marriage of Raymundo Delgado Jr.\n"
            "and Marisol Treviño Delgado is dissolved. Conservatorship, possession and support as set out in the\n"
            "Mediated Settlement Agreement are incorporated. Wife's name changed to Marisol Treviño.\n"
            "SIGNED May 27, 2022.  JUDGE PRESIDING\n")


def t_oldjob(r, dt, kind):
    if kind == "stub":
        gross = r.uniform(1450, 2150)
        return (f"CONTINENTAL PLAINS FREIGHT LINES, INC.\nDriver settlement / pay statement  Week ending {_us(dt)}\n"
                f"Employee: DELGADO, RAYMUNDO  ID 220871  Terminal: San Antonio (SAT)\nMiles paid {int(gross / 0.53)} @ .53\n"
                f"Gross {gross:,.2f}  Fed W/H {gross * 0.11:,.2f}  FICA {gross * 0.0765:,.2f}  401k 4% {gross * 0.04:,.2f}\n"
                f"Net pay {gross * 0.77:,.2f}   Direct deposit USAA ****3306\n")
    if kind == "w2":
        return (f"Form W-2 Wage and Tax Statement {dt.year - 1}\nEmployer: Continental Plains Freight Lines, Inc., Joplin MO  EIN 43-0917725\n"
                f"Employee: Raymundo Delgado Jr\nWages {_usd(r, 68000, 82000)}  Federal withheld {_usd(r, 6800, 9100)}\n")
    if kind == "resign":
        return (f"{_long(dt)}\nTo: Terminal Manager, Continental Plains Freight Lines - San Antonio\n"
                "Please accept this as my two weeks notice. My last dispatch will be March 19, 2021.\n"
                "After 12 years I am going out on my own with my own authority. Thank you to the SAT terminal,\n"
                "especially dispatch. I will turn in truck 4417, fuel card and Qualcomm on my last day.\nRay Delgado, driver ID 220871\n")
    return (f"Fidelity Investments - Rollover confirmation {_us(dt)}\nFrom: Continental Plains Freight Lines 401(k) Plan\n"
            f"To: Fidelity Rollover IRA ****5512, Raymundo Delgado Jr\nAmount {_usd(r, 38000, 46000)}  Direct rollover, not taxable\n")


def t_cascadia(r, dt, kind):
    if kind == "sale":
        return ("BILL OF SALE - MOTOR VEHICLE\nDate 07/02/2024\nSeller: Delgado Freight LLC, San Antonio TX\n"
                "Buyer: Hector Ibarra Trucking, Eagle Pass TX\n2016 Freightliner Cascadia 125 Evolution, DD15, 10-spd manual\n"
                "VIN 3AKJGLDR5GSGT3xxx  Odometer 781,442  Sold AS IS\nPrice $38,500.00 paid by cashier's check\n"
                "Seller and buyer signatures on file. Title (TX) signed over, lien released.\n")
    if kind == "payoff":
        return (f"Frontier Commercial Capital - Lien payoff letter  {_us(dt)}\nBorrower: Delgado Freight LLC\n"
                f"Collateral: 2016 Freightliner Cascadia VIN 3AKJGLDR5GSGT3xxx\nPayoff good through {_us(_later(dt, 10))}: {_usd(r, 9000, 14000)}\n"
                "Upon receipt, lien release and title will be mailed within 10 business days.\n")
    if kind == "ad":
        return ("FOR SALE 2016 Freightliner Cascadia Evo - DD15 455hp - 10 spd manual - 781k - inframe at 640k\n"
                "New clutch 2023, APU works, 72\" raised roof, always maintained, one owner operator.\n$39,900 OBO - Ray 210-555-0147 - San Antonio\n")
    return (f"Hill Country Truck Repair\nInvoice {r.randint(8000, 8999)} {_us(dt)}\nUnit: 2016 Freightliner Cascadia (Delgado Freight LLC)\n"
            f"{r.choice(['Clutch replacement and flywheel resurface', 'EGR cooler replaced', 'Turbo actuator, regen forced'])}\n"
            f"Total {_usd(r, 1800, 6400)}\n")


def t_porta(r, dt, kind):
    if kind == "condo":
        return (f"Port A Beach Rentals - Reservation confirmation {_us(dt)}\nGuest: Ray Delgado  Party: 2 adults (Ray + Chuy)\n"
                "Property: Sea Breeze 2BR condo, 1400 S 11th St, Port Aransas TX\nCheck-in Thu Oct 16, 2025 4 pm  Check-out Sun Oct 19, 10 am\n"
                "3 nights $489.00 + cleaning $95 + tax  Fish cleaning station and boat parking on site\n")
    if kind == "charter":
        return (f"Deep Sea Headquarters / Fisherman's Wharf - Port Aransas\nReceipt {_us(dt)}\n"
                "Bay trip (redfish/trout) private charter 6 hrs, Capt. Mike Villanueva\n2 anglers  $650.00 + tip $120 cash\n"
                "Licenses: both anglers have TX saltwater endorsement\n")
    return ("Port A trip - Oct 16-19 2025\nThu: leave SA 11am, stop Buc-ees Luling? no - go 37, Whataburger Sinton\n"
            "Fri: charter 6am Fisherman's Wharf\nSat: jetty fishing early, Horace Caldwell pier evening, Irie's fish tacos\n"
            "Sun: clean up, drive back\nBring: rods, cooler 120 qt, ice, sunscreen, cash for tips, fishing license!\n")


# --------------------------------------------------------------------------- Resources


def t_fmcsa(r, dt, kind):
    if kind == "hos":
        return ("FMCSA Hours of Service - property-carrying drivers (summary)\n11-Hour driving limit after 10 consecutive hours off duty.\n"
                "14-Hour limit: may not drive beyond the 14th consecutive hour after coming on duty.\n"
                "30-minute break required after 8 cumulative hours of driving (on-duty not driving satisfies it).\n"
                "60/70-hour limit in 7/8 days; 34-hour restart. Sleeper berth split 7/3 or 8/2.\n"
                "Adverse driving conditions: up to 2 extra hours. Short-haul exception 150 air-miles, 14 hours.\n")
    if kind == "drug":
        return ("49 CFR Part 382 - drug and alcohol testing for owner-operators (summary)\nSingle-driver carriers must join a consortium/third-party administrator.\n"
                "Random rates 2026: 50% drugs, 10% alcohol. Pre-employment negative result before first dispatch.\n"
                "Clearinghouse: annual limited query on every driver, full query before hire.\n")
    return ("Cargo securement - dry van quick notes (49 CFR 393.100-136)\nLoad bars or straps every 10 ft of load when not tight-loaded.\n"
            "Aggregate working load limit at least 1/2 cargo weight. Seal number on BOL before leaving shipper.\n"
            "Scale it: 34,000 tandem drives, 34,000 tandem trailer, 12,000 steer, 80,000 gross. Slide tandems 1 hole ~ 250-400 lb.\n")


def t_route(r, dt, k=None):
    opts = ([
        "Laredo runs - notes\n- World Trade Bridge traffic worst 10am-2pm, stage at Pilot on Mines Rd\n- Love's Pearsall has the good showers, fill at Pearsall not Laredo\n"
        "- Cotulla scale (IH-35 NB) usually open; keep logbook tidy\n- Texas DPS hangs out at mile 56 SB\n",
        "Truck stops I like\n- Buc-ee's no trucks allowed (only some locations) - don't try Luling\n- TA Van Horn: parking full by 7pm\n"
        "- Petro Weatherford TX: best parking on I-20\n- Love's Big Spring: tire shop fast\n- Iron Skillet at Petro still open in Amarillo\n",
        "Memphis/Atlanta lane\n- I-40 Little Rock bridge construction - take I-440\n- Atlanta: Hartsfield DCs, stay off I-285 at 4pm\n"
        "- Weigh in motion AR, PrePass works\n- Flying J West Memphis lot sketchy, park at Love's Marion\n",
        "Low clearances & no-truck routes\n- San Antonio: no trucks on Loop 410 inside?? no - check city truck routes map\n"
        "- Houston: 13'2\" rail bridge on Clinton Dr\n- Dallas Deep Ellum low bridges, stay on I-30/I-45\n"])
    return opts[k] if k is not None else r.choice(opts)


def t_fishing(r, dt, k=None):
    opts = ([
        "Redfish notes\n- falling tide, shallow grass flats Redfish Bay, gold spoon or paddle tail\n- slot 20-28 inches, 3 per day (TPWD)\n"
        "- fish the mud boils, pole the last 50 yds\n- winter: deeper guts, slow the bait down\n",
        "Speckled trout\n- bag 3, 17-23\" with one over 25 (coastwide now)\n- early morning topwater, She Dog or Spook Jr bone color\n"
        "- live shrimp under popping cork at the jetty\n",
        "Knots\n- FG knot braid to fluoro leader: 20 wraps, finish half hitches\n- Palomar for hooks\n- Loop knot for jigs so they swim\n",
        "Lake spots\n- Calaveras Lake: redfish from the bank near the spillway, cut mullet\n- Canyon Lake stripers early summer\n"
        "- Braunig lake: catfish at night, punch bait\n"])
    return opts[k] if k is not None else r.choice(opts)


def t_recipe(r, dt, k):
    return {
        "brisket": "Smoked brisket (Central TX style)\n15 lb packer, trim fat cap to 1/4\"\nRub: coarse black pepper + kosher salt 50/50, a little garlic\n"
                   "Post oak, 250-275F, wrap in butcher paper at ~165F (bark set)\nPull at 203F probe tender, rest 2 hrs in cooler\n",
        "tamales": "Tamales de puerco - receta de mi amá\n5 lb pork shoulder, chile ancho y guajillo, ajo, comino\n5 lb masa preparada, manteca\n"
                   "Remojar hojas 1 hora. Untar masa fina, relleno, doblar. Vapor 1.5 horas parados.\nSale como 6 docenas.\n",
        "guisada": "Carne guisada\n3 lb chuck in cubes, brown in batches\nonion, bell pepper, garlic, comino, black pepper, 1 can Rotel\n"
                   "2 tbsp flour to thicken, beef broth, simmer 2 hours low\nServe with flour tortillas and refried beans\n",
        "fajitas": "Fajitas for the kids' weekends\nOutside skirt, marinade: lime, orange juice, garlic, soy, Worcestershire, cumin\n"
                   "Marinate overnight, hot coals 4 min per side, slice against grain\n",
        "menudo": "Menudo (Sunday)\n5 lb beef tripe + pata, wash good with lime\nboil 3 hrs, add hominy, red chile paste (guajillo)\n"
                  "oregano, onion, lime on the side. Good for after the quince too lol\n",
        "pancampo": "Pan de campo (cowboy bread)\n4 c flour, 2 tbsp baking powder, 1 tsp salt, 1/2 c shortening, 1.5 c milk\n"
                    "Dutch oven over coals 20-25 min, flip once\n"}[k]


IFTA_PY = {
    "pyproject.toml": '[project]\nname = "ifta-helper"\nversion = "0.3.0"\ndescription = "Sum ELD state miles and fuel '
                      'purchases into an IFTA worksheet for Delgado Freight LLC"\nrequires-python = ">=3.10"\n'
                      'dependencies = ["openpyxl>=3.1"]\n\n[project.scripts]\nifta = "ifta_helper.cli:main"\n',
    "README.md": "# ifta-helper\n\nFor Tio Ray. Export the *Jurisdiction Mileage* report from Motive (CSV) and the fuel card\n"
                 "transactions (CSV), then run:\n\n    ifta --miles q1_miles.csv --fuel q1_fuel.csv --quarter 2026Q1\n\n"
                 "It writes `IFTA_2026Q1.xlsx` with miles, taxable gallons, tax-paid gallons and net tax per state.\n"
                 "Rates live in `rates.py` - update them every quarter from the IFTA Inc. rate matrix. -- Adrian\n",
    "ifta_helper/__init__.py": '__version__ = "0.3.0"\n',
    "ifta_helper/rates.py": "# IFTA diesel rates per gallon, 2026 Q1 (from iftach.org rate matrix)\nRATES = {\n"
                            + "".join(f'    "{k}": {v},\n' for k, v in IFTA_RATE.items()) + "}\n",
    "ifta_helper/cli.py": "import argparse\nimport csv\nfrom collections import defaultdict\n\nfrom .rates import RATES\n\n\n"
                          "def main():\n    ap = argparse.ArgumentParser(description='IFTA quarter worksheet')\n"
                          "    ap.add_argument('--miles')\n    ap.add_argument('--fuel')\n    ap.add_argument('--quarter')\n"
                          "    a = ap.parse_args()\n    miles, bought = defaultdict(float), defaultdict(float)\n"
                          "    for row in csv.DictReader(open(a.miles)):\n        miles[row['jurisdiction']] += float(row['miles'])\n"
                          "    for row in csv.DictReader(open(a.fuel)):\n        bought[row['state']] += float(row['gallons'])\n"
                          "    mpg = sum(miles.values()) / sum(bought.values())\n    for st in sorted(miles):\n"
                          "        taxable = miles[st] / mpg\n        due = (taxable - bought[st]) * RATES.get(st, 0)\n"
                          "        print(f'{st}  {miles[st]:8.0f}  {taxable:8.1f}  {bought[st]:8.1f}  {due:8.2f}')\n",
    "tests/test_rates.py": "from ifta_helper.rates import RATES\n\n\ndef test_texas_rate():\n    assert RATES['TX'] == 0.20\n",
}


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

    def stamp(age: float, fmt: str) -> str:
        return (NOW - timedelta(days=age, seconds=r.randint(0, 80_000))).strftime(fmt)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    T = "Trucking"

    # ------------------------------------------------------------ Delgado Freight LLC (Areas Trucking)
    b = "Documents/Delgado Freight LLC"
    short = {"Red River Logistics LLC": "RedRiver", "Summit Freight Solutions": "Summit",
             "Gulf Coast Transport Brokers": "GulfCoast", "Pinnacle Logistics Group": "Pinnacle",
             "Bluebonnet Logistics Inc.": "Bluebonnet", "Crossroads Freight Brokerage": "Crossroads",
             "Mesa Verde Logistics": "MesaVerde"}
    for age in (2, 9, 16, 23, 31, 44, 58, 73, 96, 121):
        br = r.choice(BROKERS)
        add(f"{b}/Loads/2026/{stamp(age, '%m-%d')} {short[br]} rate con.pdf", A, T, age,
            lambda rr, dt, br=br: t_ratecon(rr, dt, br))
    for age in (1, 8, 22, 43, 57, 72, 95, 120):
        add(f"{b}/Loads/2026/{stamp(age, '%m-%d')} BOL signed.pdf", A, T, age, t_bol)
    for age in (168, 205, 247, 290, 333, 371):
        br = r.choice(BROKERS)
        add(f"{b}/Loads/2025/RC_{short[br]}_{stamp(age, '%Y%m%d')}.pdf", A, T, age,
            lambda rr, dt, br=br: t_ratecon(rr, dt, br))
    for age in (169, 248, 334, 372):
        add(f"{b}/Loads/2025/BOL_{stamp(age, '%Y%m%d')}.pdf", A, T, age, t_bol)
    for n, age in zip((5411, 5423, 5438, 5446, 5452), (60, 45, 24, 10, 2)):
        add(f"{b}/Invoices/INV-{n}.{'docx' if n % 2 else 'pdf'}", A, T, age, t_invoice)
    for age in (4, 12, 27, 39, 66, 88):
        add(f"{b}/Fuel/2026/fuel {stamp(age, '%m-%d')}.pdf", A, T, age, t_fuel)
    for age in (6, 19, 35, 52, 80):
        photo(f"{b}/Fuel/receipt pics/{stamp(age, '%Y%m%d_%H%M%S')}.jpg", A, T, age)
    for age in (190, 260, 410):
        add(f"{b}/Fuel/2025/fuel_receipts_{stamp(age, '%b%Y')}.pdf", A, T, age, t_fuel)
    for q, yr, age in ((1, 2025, 395), (2, 2025, 305), (3, 2025, 215), (4, 2025, 125), (1, 2026, 33)):
        add(f"{b}/IFTA/IFTA {yr} Q{q}.xlsx", A, T, age, lambda rr, dt, q=q, yr=yr: t_ifta(rr, dt, q, yr))
    add(f"{b}/IFTA/IFTA Q1 2026 filed confirmation.pdf", A, T, 31,
        "Texas Comptroller of Public Accounts - eSystems\nIFTA quarterly return filed\nTaxpayer: DELGADO FREIGHT LLC  "
        "IFTA license 3-20418-6692\nPeriod: 2026 Q1 (Jan-Mar)  Filed 04/30/2026  Confirmation 26-0430-88172\n"
        "Net tax due $41.18 paid by ACH debit\n")
    add(f"{b}/2290/2290 Schedule 1 2024-2025.pdf", A, T, 690, t_2290)
    add(f"{b}/2290/2290_Sched1_2025.pdf", A, T, 318, t_2290)
    for age in (14, 71, 139, 226, 301, 388, 512):
        add(f"{b}/Maintenance/WO {stamp(age, '%Y-%m-%d')} Alamo Pete.pdf", A, T, age, t_workorder)
    for age in (38, 187, 402):
        add(f"{b}/DOT Inspections/roadside {stamp(age, '%Y-%m-%d')}.pdf", A, T, age, t_dot)
    for age in (92, 455):
        add(f"{b}/DOT Inspections/annual inspection {stamp(age, '%Y')}.pdf", A, T, age,
            lambda rr, dt: t_dot(rr, dt, annual=True))
    add(f"{b}/Insurance/Commercial auto dec page 2025-26.pdf", A, T, 244, t_truck_ins)
    add(f"{b}/Insurance/Commercial auto dec page 2024-25.pdf", A, T, 609, t_truck_ins)
    add(f"{b}/Insurance/COI for brokers.pdf", A, T, 51,
        "CERTIFICATE OF LIABILITY INSURANCE (ACORD 25)\nProducer: Brazos Commercial Insurance Agency, San Antonio TX\n"
        "Insured: Delgado Freight LLC, 4418 Rustic Knoll Dr, San Antonio TX 78244\nAuto liability $1,000,000  Motor truck cargo "
        "$100,000  Trailer interchange $30,000\nCertificate holder: any broker on request\n")
    for age in (8, 37, 66, 98):
        add(f"{b}/ELD exports/motive_logs_{stamp(age, '%Y-%m-%d')}.csv", A, T, age, t_eld_csv)
    for age in (7, 21, 35, 49, 63, 140):
        add(f"{b}/Factoring/Lonestar statement {stamp(age, '%Y-%m-%d')}.pdf", A, T, age, t_factoring)
    add(f"{b}/Books/P&L 2025.xlsx", A, T, 62, t_ledger)
    add(f"{b}/Books/P&L 2026.xlsx", A, T, 5, t_ledger)
    add(f"{b}/Permits/UCR 2026 receipt.pdf", A, T, 214, lambda rr, dt: t_permit(rr, dt, "ucr"))
    add(f"{b}/Permits/IRP cab card 2025-26.pdf", A, T, 250, lambda rr, dt: t_permit(rr, dt, "irp"))
    add(f"{b}/Trailer lease/ATL invoice {stamp(34, '%b %Y')}.pdf", A, T, 34, lambda rr, dt: t_permit(rr, dt, "lease"))
    add(f"{b}/Trailer lease/ATL invoice {stamp(4, '%b %Y')}.pdf", A, T, 4, lambda rr, dt: t_permit(rr, dt, "lease"))
    add(f"{b}/Driver file/med card 2025.pdf", A, T, 286, t_dot_medical)
    photo(f"{b}/Driver file/CDL front and back.jpg", A, T, 860)
    for name, body in IFTA_PY.items():
        add(f"{b}/ifta-helper/{name}", A, T, r.choice((40, 41, 95, 130)), body)
    add(f"{b}/ifta-helper/data/q1_2026_miles.csv", A, T, 33,
        "jurisdiction,miles\n" + "".join(f"{s},{r.randint(300, 9000)}\n" for s in STATES[:7]))
    dot(f"{b}/ifta-helper/.gitignore", b"__pycache__/\n*.xlsx\n.venv/\n", 130)

    # ------------------------------------------------------------ personal Areas
    for age in (1, 31, 62, 92, 123):
        add(f"Documents/Bank/USAA checking {stamp(age, '%Y-%m')}.pdf", A, "Finance", age, t_bank)
    for age in (18, 110):
        add(f"Documents/Bank/Visa statement {stamp(age, '%b %Y')}.pdf", A, "Finance", age, t_cc)
    for yr, age in ((2023, 772), (2024, 410), (2025, 47)):
        add(f"Documents/Taxes/{yr}/Delgado {yr} 1040 client copy.pdf", A, "Finance", age,
            lambda rr, dt, yr=yr: t_return(rr, dt, yr))
    for age in (139, 48, 16):
        add(f"Documents/Taxes/2026/1040-ES reminder {stamp(age, '%m-%d')}.pdf", A, "Finance", age, t_1040es)
    add("Documents/budget.xlsx", A, "Finance", 26, t_budget)

    add("Documents/VA/rating decision 2024.pdf", A, "Veterans", 600, t_va_rating)
    add("Documents/VA/benefit summary letter 2026.pdf", A, "Veterans", 58, t_va_letter)
    add("Documents/VA/payment history.csv", A, "Veterans", 29, t_va_pay_csv)
    add("Documents/VA/claim status - back increase.txt", A, "Veterans", 700,
        "Claim for increase - lumbar strain\nFiled on VA.gov with help from DAV rep (Mr. Quintanilla, DAV chapter 11)\n"
        "- C&P exam at Audie Murphy, ROM measured forward flexion 55 deg\n- Step 4 of 8: evidence gathering\n"
        "- ask about the knee again next year\n")
    add("Documents/VA/appointments/audiology reminder.pdf", A, "Health", 74, lambda rr, dt: t_va_appt(rr, dt, 1))
    for age in (12, 150):
        add(f"Documents/Medical/VA appointment {stamp(age, '%m-%d-%Y')}.pdf", A, "Health", age, t_va_appt)
    for age in (22, 205):
        add(f"Documents/Medical/after visit summary {stamp(age, '%Y-%m')}.pdf", A, "Health", age, t_avs)
    for age in (27, 118):
        add(f"Documents/Medical/pharmacy shipment {stamp(age, '%m-%d')}.pdf", A, "Health", age, t_rx)
    add("Documents/Medical/Converse Family Dental.pdf", A, "Health", 163, t_dentist)

    add("Documents/Kids/child support payment history.pdf", A, "Family", 15, t_child_support)
    add("Documents/Kids/OAG payment history 2025.pdf", A, "Family", 190, t_child_support)
    add("Documents/Kids/possession schedule 2026.docx", A, "Family", 150, t_possession)
    add("Documents/Kids/possession schedule 2025.docx", A, "Family", 520, t_possession)
    for age in (6, 33, 81):
        add(f"Documents/Kids/Marisol email {stamp(age, '%m-%d')}.eml", A, "Family", age, t_coparent)
    add("Documents/Kids/Mateo progress report.pdf", A, "Family", 55,
        lambda rr, dt: t_school(rr, dt, 0))
    add("Documents/Kids/ortho - Sofia braces payment plan.pdf", A, "Family", 240,
        "Smile Bright Orthodontics - Converse\nPatient: Sofia Delgado   Responsible parties: Marisol Trevino / Ray Delgado\n"
        "Comprehensive treatment $5,400  Insurance est. $1,500  Down $900\nMonthly $125 x 24, split 50/50 per decree\n")

    for age in (3, 34, 64, 95):
        add(f"Documents/House/mortgage statement {stamp(age, '%Y-%m')}.pdf", A, "Home", age, t_mortgage)
    add("Documents/House/Bexar property tax 2025.pdf", A, "Home", 215, t_proptax)
    add("Documents/House/Bexar property tax 2024.pdf", A, "Home", 580, t_proptax)
    for age in (11, 42, 73, 280):
        add(f"Documents/House/utilities/bill {stamp(age, '%Y-%m')}.pdf", A, "Home", age, t_utility)
    add("Documents/House/AC repair invoice.pdf", A, "Home", 20, t_hvac)
    add("Documents/House/furnace blower 2023.pdf", A, "Home", 905, t_hvac)
    add("Documents/House/USAA homeowners dec 2026.pdf", A, "Home", 88, t_home_ins)
    photo("Documents/House/water heater label.jpg", A, "Home", 407)

    add("Documents/Silverado/registration renewal.pdf", A, "Car", 128, lambda rr, dt: t_car(rr, dt, True))
    add("Documents/Silverado/USAA auto ID cards.pdf", A, "Car", 45, lambda rr, dt: t_car(rr, dt, False))
    add("Documents/Silverado/inspection + oil change.txt", A, "Car", 300,
        "Silverado - 2017 5.3L\n- state inspection passed at Jiffy Lube Walzem 08/2025\n- oil 0W-20 dexos, 8 qt, every 7,500\n"
        "- front tires ~ 40%, rotate next time\n- mileage 121,880\n")

    # ------------------------------------------------------------ Projects: truck #2 + driver (Trucking)
    t2 = f"{b}/Truck 2 - 2026"
    for i, age in enumerate((232, 96, 41, 9)):
        add(f"{t2}/listings/listing {i + 1}.{'pdf' if i % 3 else 'txt'}", P, T, age, t_listing)
    for i, age in enumerate((120, 37, 13)):
        add(f"{t2}/financing/quote {('Summit', 'Frontier', 'TX Truck Lending')[i]}.pdf", P, T, age, t_fin_quote)
    for who, age in zip(DRIVERS[:4], (52, 30, 18, 7)):
        add(f"{t2}/drivers/application - {who[0]}.pdf", P, T, age, lambda rr, dt, who=who: t_driver_app(rr, dt, who))
    for who, age in zip(DRIVERS[:2], (28, 16)):
        add(f"{t2}/drivers/{who[0].split()[0]} interview notes.txt", P, T, age,
            lambda rr, dt, who=who: t_interview(rr, dt, who))
    add(f"{t2}/driver pay plan v1.docx", P, T, 88, t_pay_plan)
    add(f"{t2}/driver pay plan v2_final.docx", P, T, 12, t_pay_plan)
    add(f"{t2}/cash flow truck 2.xlsx", P, T, 10, t_cashflow)
    add(f"{t2}/insurance quote add unit.pdf", P, T, 21, t_ins_quote2)
    add(f"{t2}/drivers/clearinghouse query Ortega.pdf", P, T, 17, t_clearinghouse)
    add(f"{t2}/craigslist ad.txt", P, T, 60, t_job_ad)
    for age in (95, 95, 40, 40, 8):
        photo(f"{t2}/pics/{stamp(age, '%Y%m%d_%H%M%S')}.jpg", P, T, age)

    # ------------------------------------------------------------ Projects: Sofía's quince (Family)
    q = "Documents/Quince Sofi 2026"
    add(f"{q}/Los Arcos contract.pdf", P, "Family", 290, t_venue)
    add(f"{q}/budget.xlsx", P, "Family", 120, t_quince_budget)
    add(f"{q}/budget_v3_final.xlsx", P, "Family", 4, t_quince_budget)
    add(f"{q}/guest list.csv", P, "Family", 11, t_guest_csv)
    for age in (46, 14):
        add(f"{q}/Yoli {stamp(age, '%m-%d')}.eml", P, "Family", age, t_quince_msg)
    add(f"{q}/vestido recibo.pdf", P, "Family", 70, t_dress)
    for v, age in (("DJ", 130), ("pastel", 62), ("fotografa", 101)):
        add(f"{q}/{v} contrato.pdf", P, "Family", age, t_vendor)
    add(f"{q}/pendientes.txt", P, "Family", 3, t_quince_todo)
    add(f"{q}/invitacion draft.docx", P, "Family", 58, t_invite)
    add(f"{q}/invitacion FINAL.docx", P, "Family", 39, t_invite)
    add(f"{q}/chambelanes.txt", P, "Family", 24,
        "Chambelanes y damas - vals\nChambelan de honor: Diego Garza\nMateo, Josue Ramirez, Alex Villarreal, Chris Ortiz, Ivan Flores\n"
        "Damas: Ari, Kayla, Nayeli, Jazmin, Abby, Lupita\nPractice Sundays 5pm at Marisol's, coreógrafo Eddie $600\n")
    for age in (285, 285, 22):
        photo(f"Pictures/Quince Sofi/salon {stamp(age, '%Y%m%d_%H%M%S')}.jpg", P, "Family", age)
    for age in (69, 69):
        photo(f"Pictures/Quince Sofi/vestido {stamp(age, '%Y%m%d_%H%M%S')}.jpg", P, "Family", age)
    photo("Pictures/Quince Sofi/cake idea.png", P, "Family", 63)

    # ------------------------------------------------------------ Projects: CDL-instructor course (Career)
    c = "Documents/CDL Instructor Course"
    add(f"{c}/enrollment confirmation.pdf", P, "Career", 44, lambda rr, dt: t_course(rr, dt, "enrol"))
    add(f"{c}/syllabus.pdf", P, "Career", 23, lambda rr, dt: t_course(rr, dt, "syllabus"))
    for age in (22, 15, 8):
        add(f"{c}/notes {stamp(age, '%m-%d')}.txt", P, "Career", age, lambda rr, dt: t_course(rr, dt, "notes"))
    for age in (14, 2):
        add(f"{c}/practice test {stamp(age, '%m%d')}.txt", P, "Career", age, lambda rr, dt: t_course(rr, dt, "test"))
    add(f"{c}/lesson plan - air brake check.docx", P, "Career", 6,
        "Lesson plan - air brake system check (20 min)\nObjective: student performs the 3-part air brake check without prompting.\n"
        "1. Static leak test: engine off, brakes released, loss no more than 2 psi/min (combination)\n"
        "2. Applied leak test: 3 psi/min max with full application\n3. Low-air warning by 60 psi; spring brakes pop 20-45 psi\n"
        "Assessment: checklist, pass = all steps in order. Instructor: R. Delgado\n")
    add(f"{c}/tuition receipt.pdf", P, "Career", 43,
        "South Texas Driving Academy - Receipt\nStudent: Raymundo Delgado Jr\nELDT Instructor Certification - tuition deposit $725.00\n"
        "Paid by Visa ****4471. Balance $725.00 due before range days.\n")

    # ------------------------------------------------------------ Archive
    dv = "Documents/Divorce 2022"
    for age, k in ((1610, "lawyer"), (1540, "lawyer"), (1580, "invoice"), (1490, "invoice"), (1530, "msa")):
        add(f"{dv}/{k} {stamp(age, '%Y-%m-%d')}.pdf", X, "Family", age, lambda rr, dt, k=k: t_divorce(rr, dt, k))
    add(f"{dv}/Final Decree of Divorce - certified.pdf", X, "Family", 1465, lambda rr, dt: t_divorce(rr, dt, "decree"))
    add(f"{dv}/parenting class certificate.pdf", X, "Family", 1555,
        "Certificate of Completion\nThis certifies that RAYMUNDO DELGADO JR completed the 4-hour Co-Parenting Course\n"
        "required by Bexar County District Courts in cases involving children.  Provider: Family Service Association\n")
    ob = "Old Laptop Backup 2021/My Documents"
    for age in (1905, 1960, 2050, 2140):
        add(f"{ob}/CPFL/paystub_{stamp(age, '%Y-%m-%d')}.pdf", X, "Career", age, lambda rr, dt: t_oldjob(rr, dt, "stub"))
    add(f"{ob}/CPFL/W2 2019.pdf", X, "Career", 2300, lambda rr, dt: t_oldjob(rr, dt, "w2"))
    add(f"{ob}/CPFL/W2 2020.pdf", X, "Career", 1940, lambda rr, dt: t_oldjob(rr, dt, "w2"))
    add(f"{ob}/CPFL/two weeks notice.docx", X, "Career", 1918, lambda rr, dt: t_oldjob(rr, dt, "resign"))
    add(f"{ob}/CPFL/401k rollover Fidelity.pdf", X, "Career", 1820, lambda rr, dt: t_oldjob(rr, dt, "rollover"))
    add(f"{ob}/CPFL/Driver Handbook 2018.pdf", X, "Career", 2900,
        "Continental Plains Freight Lines - Company Driver Handbook (rev. 2018)\nSection 4 Pay: mileage pay by HHG miles, "
        "layover $75 after 24 hrs, detention after 2 hrs\nSection 7 Equipment: governed at 65 mph, idle policy 10 minutes\n"
        "Section 9 Home time: 1 day per 7 out. Terminal: Joplin MO, San Antonio TX, Gary IN\n")
    add(f"{ob}/Taxes/2019 tax return.pdf", A, "Finance", 2230, lambda rr, dt: t_return(rr, dt, 2019))
    for age in (2600, 3100, 3300):
        photo(f"{ob}/Pictures/DSC0{r.randint(1000, 9999)}.JPG", R, "Photos", age)
    ct = f"{b}/Old Truck - Cascadia"
    add(f"{ct}/bill of sale Cascadia.pdf", X, T, 700, lambda rr, dt: t_cascadia(rr, dt, "sale"))
    add(f"{ct}/payoff letter Frontier.pdf", X, T, 712, lambda rr, dt: t_cascadia(rr, dt, "payoff"))
    add(f"{ct}/ad text.txt", X, T, 745, lambda rr, dt: t_cascadia(rr, dt, "ad"))
    for age in (910, 1120):
        add(f"{ct}/repairs/invoice {stamp(age, '%Y-%m')}.pdf", X, T, age, lambda rr, dt: t_cascadia(rr, dt, "repair"))
    for age in (748, 748, 747):
        photo(f"{ct}/photos for ad/{stamp(age, '%Y%m%d_%H%M%S')}.jpg", X, T, age)
    pa = "Documents/Port A Oct 2025"
    add(f"{pa}/condo confirmation.pdf", X, "Travel", 240, lambda rr, dt: t_porta(rr, dt, "condo"))
    add(f"{pa}/charter receipt.pdf", X, "Travel", 226, lambda rr, dt: t_porta(rr, dt, "charter"))
    add(f"{pa}/plan.txt", X, "Travel", 231, lambda rr, dt: t_porta(rr, dt, "plan"))
    for age in (228, 227, 227, 226, 226, 5):
        photo(f"Pictures/Port A 2025/{stamp(age, '%Y%m%d_%H%M%S')}.jpg", X, "Travel", age)
    dot("Pictures/Port A 2025/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 5)

    # ------------------------------------------------------------ Resources
    m = "Documents/Manuals"
    for name, age, body in (
            ("Peterbilt 579 Operator's Manual.pdf", 720, "Peterbilt Motors Company - Model 579 Operator's Manual\nSection 3: "
             "Instruments and controls. Section 5: Pre-trip inspection. Air pressure gauge, primary and secondary.\n"
             "Cab tilt is not applicable (conventional hood). Hood opening: release both latches."),
            ("PACCAR MX-13 Maintenance Guide.pdf", 715, "PACCAR MX-13 Engine Operation and Maintenance Manual EPA 2021\n"
             "Oil drain interval: line haul 75,000 mi with CK-4 / FA-4. Valve lash check at 150,000 mi.\n"
             "Aftertreatment: DPF service interval 350,000-400,000 mi."),
            ("Eaton Endurant driver guide.pdf", 690, "Eaton Cummins Endurant HD - Driver Instructions\nShift lever: D, N, R, "
             "Low, Manual mode with +/-. Creep mode. Hill start aid holds 3 seconds."),
            ("Motive ELD driver card.pdf", 400, "Motive ELD - in-cab reference card (395.22(h))\nMalfunction: note on paper logs, "
             "notify carrier within 24 hrs, fix within 8 days. Data transfer: email or web services to officer.")):
        add(f"{m}/{name}", R, T, age, body)
    ti = "Documents/Trucking info"
    add(f"{ti}/Texas CDL handbook.pdf", R, T, 1400,
        "Texas Commercial Motor Vehicle Drivers Handbook - Texas Department of Public Safety\nSection 2: Driving safely. "
        "Section 5: Air brakes. Section 6: Combination vehicles.")
    for k, name in (("hos", "HOS rules summary.txt"), ("drug", "drug testing owner operator.txt"), ("cargo", "cargo securement.txt")):
        add(f"{ti}/{name}", R, T, r.randint(300, 1500), lambda rr, dt, k=k: t_fmcsa(rr, dt, k))
    for i, age in enumerate((120, 480, 900, 60)):
        add(f"{ti}/routes/{('Laredo runs', 'truck stops', 'Memphis Atlanta', 'low clearances')[i]}.txt", R, T, age,
            lambda rr, dt, i=i: t_route(rr, dt, i))
    add("Documents/Books/Owner-Operator Business Basics.epub", R, T, 1700,
        _epub("Owner-Operator Business Basics", "J. T. Barnes", "en",
              "Cost per mile is the first number every owner-operator must know: fixed costs plus variable costs divided by miles."))
    add("Documents/Books/Lonesome Trails.epub", R, "Books", 950,
        _epub("Lonesome Trails", "Elmer Kelton", "en", "The wind came off the caprock and the old man watched the herd."))
    add("Documents/Books/The Things They Carried.epub", R, "Books", 1200,
        _epub("The Things They Carried", "Tim O'Brien", "en", "They carried what they had to carry, and what they could."))
    fi = "Documents/Fishing"
    for i, name in enumerate(("redfish", "trout", "knots", "lakes around SA")):
        add(f"{fi}/{name}.txt", R, "Fishing", r.randint(100, 1200), lambda rr, dt, i=i: t_fishing(rr, dt, i))
    add(f"{fi}/TPWD saltwater limits 2025-26.pdf", R, "Fishing", 330,
        "Texas Parks and Wildlife - Outdoor Annual 2025-26\nSaltwater fish: red drum 20-28 in, daily bag 3, one oversized with tag.\n"
        "Spotted seatrout 17-23 in, bag 3, one over 25 in. Southern flounder 15 in min, bag 2 (closed Nov 1 - Dec 14).")
    for name in ("brisket", "tamales", "guisada", "fajitas", "menudo", "pancampo"):
        fn = {"tamales": "tamales de puerco (amá)", "guisada": "carne guisada", "pancampo": "pan de campo"}.get(name, name)
        add(f"Documents/Recipes/{fn}.{'docx' if name in ('tamales', 'menudo') else 'txt'}", R, "Cooking",
            r.randint(200, 2000), lambda rr, dt, name=name: t_recipe(rr, dt, name))
    songs = [("George Strait", "Amarillo By Morning"), ("George Strait", "All My Ex's Live in Texas"),
             ("George Strait", "I Cross My Heart"), ("Selena", "Como la Flor"), ("Selena", "Bidi Bidi Bom Bom"),
             ("Emilio Navaira", "Como Le Voy a Hacer"), ("Little Joe y La Familia", "Las Nubes"),
             ("Intocable", "¿Y Todo Para Qué?"), ("La Mafia", "Me Estoy Enamorando"), ("Ram Herrera", "Ya Me Voy"),
             ("Chris Stapleton", "Tennessee Whiskey"), ("Merle Haggard", "Mama Tried"), ("Alan Jackson", "Chattahoochee"),
             ("Cody Johnson", "'Til You Can't"), ("Flaco Jiménez", "Ay Te Dejo en San Antonio"),
             ("Jay Perez", "Dame Tu Amor"), ("Willie Nelson", "On the Road Again"), ("Red Sovine", "Teddy Bear"),
             ("Dave Dudley", "Six Days on the Road"), ("Bob Wills", "San Antonio Rose")]
    for artist, title in songs:
        folder = "Tejano" if artist in ("Selena", "Emilio Navaira", "Little Joe y La Familia", "Intocable", "La Mafia",
                                        "Ram Herrera", "Flaco Jiménez", "Jay Perez") else "Country"
        safe = title.replace("?", "").replace("¿", "").replace("'", "")
        add(f"Music/{folder}/{artist}/{safe}.mp3", R, "Music", r.randint(300, 3000),
            lambda rr, dt, a=artist, t=title: _id3(rr, t, a, f"{a} - Greatest Hits"))
    for age in (3, 17, 40, 66, 150, 181, 200, 330, 410, 530, 610):
        photo(f"Pictures/Camera Roll/{stamp(age, '%Y%m%d_%H%M%S')}.jpg", R, "Photos", age)
    for age in (520, 521, 522):
        photo(f"Pictures/Kids/Christmas 2024/IMG_{r.randint(1000, 9999)}.jpg", R, "Photos", age)
    for age in (80, 81):
        photo(f"Pictures/Kids/from Sofi/IMG_{r.randint(1000, 9999)}.HEIC", R, "Photos", age)
    for i in range(1, 5):
        photo(f"Pictures/Army/Iraq 2005/scan_{i:03d}.jpg", R, "Photos", 1900 + i)
    for age in (9, 73):
        photo(f"Pictures/Screenshots/Screenshot {stamp(age, '%Y-%m-%d %H%M%S')}.png", R, "Photos", age)
    for name, age in (("ChromeSetup.exe", 420), ("HPSmartSetup.exe", 700), ("python-3.11.9-amd64.exe", 131),
                      ("vlc-3.0.20-win64.exe", 500), ("TeamViewer_Setup_x64.exe", 260)):
        add(f"Downloads/{name}", R, "Software", age, _blob(r, b"MZ\x90\x00\x03\x00\x00\x00", 2400))

    # ------------------------------------------------------------ Left (system and unfinished)
    add("Downloads/RateCon_RR448120.pdf.crdownload", L, "System", 0.2, _blob(r, b"%PDF-1.7\n", 700))
    add("Downloads/Kenworth_T680_listing_photos.zip.part", L, "System", 1, _blob(r, b"PK\x03\x04", 900))
    add(f"{q}/~$budget_v3_final.xlsx", L, "System", 4, _blob(r, b"\x0bRay Delgado", 150))
    add(f"{t2}/~$iver pay plan v2_final.docx", L, "System", 12, _blob(r, b"\x0bRay Delgado", 150))
    add("Desktop/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")
    add("Pictures/Camera Roll/Thumbs.db", L, "System", 3, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    add("Music/desktop.ini", L, "System", 1500, "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\system32\\imageres.dll,-108\r\n")
    dot(f"{q}/.~lock.guest list.csv#", b",Ray Delgado,RAY-LAPTOP,01.06.2026 08:12,file:///C:/Users/Ray/AppData;", 0.1)

    # ------------------------------------------------------------ chaos: names and folders that say nothing (hard)
    def lam(f, *a):
        return lambda rr, dt: f(rr, dt, *a)

    hard = [
        # Downloads
        ("Downloads/document.pdf", A, T, 5, t_ratecon),
        ("Downloads/document (1).pdf", A, T, 26, t_ratecon),
        ("Downloads/document (2).pdf", A, "Health", 61, t_rx),
        ("Downloads/document (3).pdf", A, T, 77, t_factoring),
        ("Downloads/document (4).pdf", A, "Finance", 135, t_1040es),
        ("Downloads/document (5).pdf", A, "Finance", 50, lam(t_return, 2025)),
        ("Downloads/document (6).pdf", X, "Family", 1500, lam(t_divorce, "lawyer")),
        ("Downloads/attachment.pdf", P, T, 36, t_fin_quote),
        ("Downloads/attachment (1).pdf", P, T, 25, lam(t_driver_app, DRIVERS[4])),
        ("Downloads/attachment (2).pdf", P, "Family", 291, t_venue),
        ("Downloads/download.pdf", A, T, 319, t_2290),
        ("Downloads/export.csv", A, T, 13, t_eld_csv),
        ("Downloads/export (1).csv", A, "Veterans", 90, t_va_pay_csv),
        ("Downloads/Book1.xlsx", P, "Family", 150, t_quince_budget),
        ("Downloads/Book2.xlsx", A, T, 212, lam(t_ifta, 3, 2025)),
        ("Downloads/Statement.pdf", A, "Home", 125, t_mortgage),
        ("Downloads/invoice.pdf", A, "Home", 380, t_hvac),
        ("Downloads/report.pdf", A, T, 160, t_dot),
        ("Downloads/letter.pdf", A, "Veterans", 590, t_va_rating),
        ("Downloads/print.pdf", P, T, 54, t_listing),
        ("Downloads/print (1).pdf", A, "Health", 206, t_avs),
        ("Downloads/file.pdf", A, "Family", 100, t_child_support),
        ("Downloads/Untitled.pdf", P, "Career", 45, lam(t_course, "enrol")),
        ("Downloads/scan.pdf", X, "Career", 1950, lam(t_oldjob, "w2")),
        ("Downloads/doc04512320260420.pdf", P, "Family", 42, t_dress),
        ("Downloads/receipt.pdf", A, T, 15, t_fuel),
        ("Downloads/receipt (1).pdf", X, "Travel", 226, lam(t_porta, "charter")),
        ("Downloads/confirmation.pdf", X, "Travel", 241, lam(t_porta, "condo")),
        ("Downloads/confirmation (1).pdf", A, T, 215, lam(t_permit, "ucr")),
        ("Downloads/notice.pdf", A, "Health", 30, t_va_appt),
        ("Downloads/results.pdf", P, T, 11, t_clearinghouse),
        ("Downloads/form.pdf", P, T, 19, lam(t_driver_app, DRIVERS[5])),
        ("Downloads/message.eml", A, "Family", 40, t_coparent),
        ("Downloads/message (2).eml", P, "Family", 9, t_quince_msg),
        ("Downloads/data.xlsx", P, T, 27, t_cashflow),
        # Desktop
        ("Desktop/New Text Document.txt", P, "Family", 1, t_quince_todo),
        ("Desktop/New Text Document (2).txt", P, T, 20, lam(t_interview, DRIVERS[2])),
        ("Desktop/New Text Document (3).txt", P, "Career", 1, lam(t_course, "notes")),
        ("Desktop/untitled.txt", R, T, 210, lam(t_route, 0)),
        ("Desktop/notes.txt", R, "Fishing", 250, lam(t_fishing, 0)),
        ("Desktop/stuff to do.txt", A, "Family", 140, t_possession),
        ("Desktop/Doc1.docx", P, T, 47, t_pay_plan),
        ("Desktop/list.txt", X, "Travel", 233, lam(t_porta, "plan")),
        ("Desktop/call back.txt", P, T, 62, t_job_ad),
        # Scans from the HP printer
        ("Scans/scan0001.pdf", A, "Veterans", 1300,
         "CERTIFICATE OF RELEASE OR DISCHARGE FROM ACTIVE DUTY - DD FORM 214\n1. NAME: DELGADO, RAYMUNDO JR  2. DEPARTMENT: ARMY/RA\n"
         "4a. GRADE: SGT  4b. PAY GRADE: E05  11. PRIMARY SPECIALTY: 88M10 MOTOR TRANSPORT OPERATOR 8 YRS\n"
         "12a. DATE ENTERED AD THIS PERIOD: 2000 08 14  12b. SEPARATION DATE: 2008 09 22\n"
         "13. DECORATIONS: ARMY COMMENDATION MEDAL, IRAQ CAMPAIGN MEDAL W/ 2 CAMPAIGN STARS, GOOD CONDUCT MEDAL (2ND AWARD)\n"
         "24. CHARACTER OF SERVICE: HONORABLE  28. NARRATIVE REASON: COMPLETION OF REQUIRED ACTIVE SERVICE\n"),
        ("Scans/scan0002.pdf", X, "Family", 18, lam(t_divorce, "decree")),
        ("Scans/scan0007.pdf", A, "Home", 214, t_proptax),
        ("Scans/scan0012.pdf", A, T, 91, lam(t_dot, True)),
        ("Scans/scan0015.pdf", A, "Health", 162, t_dentist),
        ("Scans/scan0019.pdf", A, T, 57, t_bol),
        ("Scans/scan0023.pdf", A, T, 29, t_bol),
        ("Scans/scan0024.pdf", A, T, 285, t_dot_medical),
        ("Scans/scan0031.pdf", X, T, 66, lam(t_cascadia, "sale")),
        ("Scans/scan0033.pdf", A, "Veterans", 57, t_va_letter),
        ("Scans/scan0038.pdf", A, "Family", 54, lam(t_school, 1)),
        ("Scans/scan0040.pdf", A, "Car", 127, lam(t_car, True)),
        ("Scans/scan0042.pdf", A, "Veterans", 598, t_va_rating),
        ("Scans/scan0044.pdf", A, T, 13, t_workorder),
        ("Scans/scan0045.pdf", P, "Family", 100, t_vendor),
        # Documents/misc and New folder
        ("Documents/misc/notes.docx", P, T, 29, lam(t_interview, DRIVERS[3])),
        ("Documents/misc/notes (2).docx", P, "Career", 15, lam(t_course, "notes")),
        ("Documents/misc/info.txt", R, "Cooking", 600, lam(t_recipe, "guisada")),
        ("Documents/misc/old stuff.docx", X, "Family", 1480, lam(t_divorce, "invoice")),
        ("Documents/misc/copy.pdf", A, "Home", 87, t_home_ins),
        ("Documents/misc/letter.docx", A, "Finance", 47, t_1040es),
        ("Documents/New folder/Document1.docx", X, "Career", 1920, lam(t_oldjob, "resign")),
        ("Documents/New folder/Document2.docx", P, "Family", 60, t_invite),
        ("Documents/New folder/New Microsoft Excel Worksheet.xlsx", A, T, 120, t_ledger),
        ("Documents/New folder/New Text Document.txt", P, "Career", 9, lam(t_course, "test")),
        # the old laptop's My Documents
        (f"{ob}/Document3.pdf", X, "Career", 1930, lam(t_oldjob, "stub")),
        (f"{ob}/Doc5.docx", A, "Finance", 2600, lam(t_return, 2018)),
        (f"{ob}/scan0003.pdf", X, "Career", 1815, lam(t_oldjob, "rollover")),
        # a few more
        ("Downloads/document (7).pdf", A, "Finance", 63, t_bank),
        ("Downloads/attachment (3).pdf", A, T, 245, t_truck_ins),
        ("Downloads/export (2).csv", P, "Family", 12, t_guest_csv),
        ("Scans/scan0047.pdf", A, "Home", 43, t_utility),
        ("Scans/scan0048.pdf", A, "Finance", 110, t_cc),
        ("Desktop/New Text Document (4).txt", R, "Fishing", 400, lam(t_fishing, 3)),
        ("Documents/misc/stuff.xlsx", A, "Finance", 300, t_budget),
    ]
    for rel, bucket, topic, age, content in hard:
        add(rel, bucket, topic, age, content, hard=True)
    return items


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as tmp:
        its = build(Path(tmp))
        rels = [i.rel for i in its]
        assert len(rels) == len(set(rels)), "duplicate rel"
        assert all(i.bucket in ("Projects", "Areas", "Resources", "Archive", "Left") for i in its)
        missing = [i.rel for i in its if not (Path(tmp) / i.rel).is_file()]
        assert not missing, missing
        print("files:", len(its), "hard:", sum(i.hard for i in its))
        print("buckets:", dict(Counter(i.bucket for i in its)))
        print("topics:", dict(Counter(i.topic for i in its)))
        print("bucket/topic:", dict(sorted(Counter(f"{i.bucket}/{i.topic}" for i in its).items())))
