"""A hundred-and-tenth unseen labelled corpus: Marisol Vargas's Windows laptop, ``build(root, seed)``, written blind.

What was read to write it: the brief; ``benchmarks/placement/unseen.py`` lines 1-220 (docstring, helpers
``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``) and lines
1296-1360 (the write / encode / add / dot / photo helpers at the start of its ``build()``);
``benchmarks/placement/corpus.py`` lines 1-30 (``Item``, ``NOW``, ``NOW_S``, ``DAY``) and its ``_pdf`` and
``_jpeg``; ``benchmarks/placement/blind.py`` lines 74-106 (``_d``, ``_money``, ``_docx``) and its ``_png``.
One slip: a ``grep -n HEIC_HEAD`` on ``blind.py`` also printed two matching lines of its ``build()`` body
(near lines 1218 and 1291, two ``put(...)`` calls writing iPhone HEIC files); nothing else of it was read.
A second slip, after all files and labels were written: one ``git status --short`` (a git command the brief
rules out) printed three path names -- a modified ``foldwise/plugins/organize/judge.py`` and two untracked
corpus modules -- and no file contents; nothing was changed because of it.
No file under ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/`` was opened and no placement result was looked at
(an ``ls`` of ``benchmarks/placement/`` showed only the corpus modules' file names).

The person: Marisol Vargas Ortega, 34, a Mexican-American cook who owns a taco truck in Los Angeles with her
younger brother Rubén: Vargas Hermanos Food LLC, doing business as Tacos La Reina (since 2021), a 2014 Ford
E-450 truck parked at Olympic Commissary & Parking, with two employees (Jorge Medina, cook; Ana Lucía Pérez,
prep and cashier), Square for sales, Gusto for payroll, a CPA (Contreras & Asociados) for the LLC's taxes,
and catering gigs (quinceañeras, weddings, office lunches). She rents a two-bedroom apartment in Boyle Heights
(1847 E 1st St, Apt 3), drives a 2018 Honda CR-V, has health cover through Covered California (L.A. Care
Covered) and goes to an AltaMed clinic. Her son Diego (10) is in 4th grade at Soto Street Elementary (LAUSD)
and plays for Boyle Heights United FC (U11). Her mother Guadalupe Ortega de Vargas ("Mami", 61) is a
permanent resident whose 10-year card expires in 2026; Marisol handles the paperwork. She files in English
and Spanish.

As of NOW (2026-06-01): the business is buying and outfitting a second truck (a used
2019 Ford F-59 step van, financed with a $68,500 loan from Pacific Community Lenders, build-out by LA
Vending Truck Builders in Pico Rivera, county plan check pending, launch planned for August 2026); Mami's
green-card renewal (Form I-90, filed February 2026, biometrics done, decision pending) is under way; she is
taking ACCTG 1 (Introductory Financial Accounting) at East Los Angeles College this spring semester (final
exam 8 June 2026); the family (Marisol, Diego, Mami) goes to Oaxaca from 18 December 2026 (flights booked,
Diego's first passport applied for). Finished: the cookbook zine "Recetas de La Reina" (printed and sold at
LA Zine Fest, May 2024); her job as a line cook at Casa Fuego Kitchen in the Arts District (2016 - laid off
March 2020, with the EDD unemployment claim that followed); the previous apartment in Huntington Park (left
in 2022); the trip to Guadalajara for a cousin's wedding (2023) and Las Vegas (2022); an old phone backup.

The machine: ``Desktop/``, ``Downloads/`` (``document (3).pdf``, ``export (2).csv``, ``scan0004.pdf``,
installers, half-downloaded files), ``Documents/`` with half-organised folders (``Tacos La Reina/``,
``Camion 2/``, ``Mami green card/``, ``ELAC ACCTG 1/``, ``Oaxaca 2026/``, ``Apartamento/``, ``Carro/``,
``Salud/``, ``Diego/``, ``Finanzas/``, ``Recetas/``, ``Zine 2024/``, ``Casa Fuego/``, ``Scans/``), a ``2025/``
folder of whatever she saved that year, ``Pictures/``, ``Music/``, ``Books/`` and ``Old phone backup 2021/``.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  second truck (purchase, bill of sale, the CDFI loan and its schedule, the build-out quotes and progress
  invoices, the county plan check, the budget, to-do lists, e-mails with Rubén and the builder, the
  build-out photos) -- topic FoodTruck; Mami's green-card renewal (I-90 receipt, biometrics notice, fee
  receipt, checklists, e-mails with the legal clinic) -- topic Immigration; the ELAC accounting class this
  semester (syllabus, homework, notes, exam study sheets, grades, enrollment fee receipt) -- topic College;
  the Oaxaca trip in December 2026 (flights, lodging, plans, budget, Diego's passport application) -- topic
  Travel.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: running the
  truck business -- health permits, city/state licences, commissary rent, county inspections, supplier
  invoices, Square sales exports, payroll, the LLC's own taxes (Form 568/1065, CDTFA sales tax, the $800
  franchise tax, the CPA's letters), commercial insurance, menu and food-cost sheets, and every catering gig
  (a gig is routine business, not a project) -- topic FoodTruck; her personal money (bank, credit union,
  credit card, household budget, her personal 1040 including her K-1 share) -- Finance; the apartment
  (lease, rent, utilities, renter's insurance, repairs) -- Home; the car -- Car; her and Diego's health
  cover and care -- Health; Diego's school -- School; Diego's soccer club -- Soccer. An old 2024 Square
  export or a 2023 inspection report is still Areas.
- **Resources**: reference and interests kept for their own sake: recipes, the family's and the truck's
  salsas and marinades alike (Cooking); food-safety guides, county guidelines for mobile food facilities
  and equipment manuals (FoodTruck); ebooks (Books); music files (Music); installers (Software); photos and
  screenshots (Photos) -- except photos that document a project, current or finished (the second truck's
  build-out: Projects FoodTruck; a phone photo of Mami's old card or a USCIS case-status screenshot:
  Projects Immigration; the zine's food shots: Archive Cookbook), and everything inside the phone backup.
  Holiday and family photos (Guadalajara 2023, Diego's games) are Photos too, not Travel or Soccer.
- **Archive**: finished projects and ended responsibilities: the 2024 cookbook zine (Cookbook); the
  line-cook job at Casa Fuego Kitchen, its pay stubs, W-2s, and the 2020 EDD claim (Career); past trips,
  Guadalajara 2023 and Las Vegas 2022 (Travel); the old Huntington Park apartment (Home); the old phone
  backup, whatever is in it (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files are written but not labelled.

Topics are subjects, not file kinds. ``hard`` marks a file whose name *and* folder say nothing about its
subject (``Downloads/document (3).pdf``, ``Desktop/nuevo documento.txt``, ``2025/scan0011.pdf``,
``Documents/Scans/scan0004.pdf``): only the text inside can place it. Images are never hard.
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

# --------------------------------------------------------------------------- helpers

MES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
       "noviembre", "diciembre"]


def _us(dt: datetime) -> str:
    return f"{dt.month:02d}/{dt.day:02d}/{dt.year}"


def _lg(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _es(dt: datetime) -> str:
    return f"{dt.day} de {MES[dt.month - 1]} de {dt.year}"


def _m(v: float) -> str:
    return f"${v:,.2f}"


def _eml(frm: str, to: str, subj: str, body: str, dt: datetime) -> str:
    return (f"From: {frm}\nTo: {to}\nDate: {dt:%a, %d %b %Y} {9 + dt.day % 9:02d}:{dt.day * 7 % 60:02d}:00 -0700\n"
            f"Subject: {subj}\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


def _ics(summary: str, where: str, start: datetime, desc: str) -> str:
    s = f"{start:%Y%m%d}T{start.hour:02d}{start.minute:02d}00"
    e = start + timedelta(hours=1)
    return ("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\nBEGIN:VEVENT\n"
            f"DTSTART;TZID=America/Los_Angeles:{s}\nDTEND;TZID=America/Los_Angeles:{e:%Y%m%d}T{e.hour:02d}"
            f"{e.minute:02d}00\nSUMMARY:{summary}\nLOCATION:{where}\nDESCRIPTION:{desc}\n"
            f"UID:{start:%Y%m%d%H%M}-{len(summary)}@google.com\nEND:VEVENT\nEND:VCALENDAR\n")


ME = "Marisol Vargas <marisol.vargas.ortega@gmail.com>"
RUBEN = "Rubén Vargas <rubenvargas.lareina@gmail.com>"
BIZ = ("Vargas Hermanos Food LLC dba Tacos La Reina\nPO Box 33417, Los Angeles, CA 90033\n"
       "(323) 555-0148 | tacoslareina.la@gmail.com | EIN 88-3172045")
WORKERS = [("Jorge Medina", "Cook", 21.00), ("Ana Lucía Pérez", "Prep / cashier", 19.50)]
CLIENTS = [("Quinceañera de Daniela Ruiz", "Salón Los Arcos, 5240 E Beverly Blvd, East LA", 150, "es"),
           ("Boda Sánchez-Morales", "Rancho Las Palmas event garden, Whittier", 220, "es"),
           ("Eastside Community Health Center - staff appreciation lunch", "2010 E Cesar E Chavez Ave", 60, "en"),
           ("Roosevelt High Class of 2006 reunion", "Hollenbeck Park picnic area", 120, "en"),
           ("Cumpleaños 50 de Don Efraín Luna", "backyard, 3321 Hammel St, East LA", 80, "es"),
           ("Arts District coworking - Friday taco lunch", "Row DTLA, 777 S Alameda St", 45, "en"),
           ("Bautizo de Mateo Herrera", "Salón Guadalajara, Montebello", 100, "es"),
           ("Film crew lunch - Pueblo Productions", "location shoot, 4th St bridge", 70, "en")]

SUP = {
    "meat": ("Carnicería La Tapatía Wholesale Meats", "3411 E Olympic Blvd, Los Angeles, CA 90023",
             [("Flap meat (carne asada), choice, lb", 6.89), ("Pork shoulder for al pastor, lb", 2.79),
              ("Boneless chicken thigh, lb", 2.35), ("Beef cheek (cachete), lb", 5.95),
              ("Tripa de leche, cleaned, lb", 4.10)]),
    "tort": ("Tortillería La Gloria", "2615 E 4th St, Los Angeles, CA 90033",
             [("Tortilla de maíz 4.5 in, caja 10 doc.", 14.50), ("Tortilla de harina 10 in, docena", 4.25),
              ("Masa preparada para mulitas, lb", 0.95)]),
    "prod": ("Chávez Produce Co. - LA Wholesale Produce Market, stall 212", "1601 E Olympic Blvd, Los Angeles, CA 90021",
             [("White onions, 50 lb sack", 21.00), ("Cilantro, case 30 bunches", 18.50), ("Limes 175ct, case", 34.00),
              ("Tomatillos, 25 lb", 22.75), ("Jalapeños, 25 lb", 19.00), ("Radishes, case 24 bunches", 16.00),
              ("Hass avocados 48ct", 58.00), ("Pineapple for pastor, case 6", 17.50)]),
    "depot": ("Restaurant Depot #41", "5600 Sheila St, Commerce, CA 90040",
              [("Foil sheets 12x10.75, 500ct", 24.99), ("Paper food trays #50, 1000ct", 31.49),
               ("Canola oil, 35 lb jug", 38.99), ("Nitrile gloves L, 1000ct", 42.99),
               ("Mexican Coke 355 ml glass, 24pk", 36.99), ("Jarritos assorted, 24pk", 21.49),
               ("Quat sanitizer tablets, 150ct", 27.99)]),
    "gas": ("Ferrellgas - East Los Angeles", "4820 E Washington Blvd, Commerce, CA 90040",
            [("Propane, vehicle tank fill, gal", 3.89), ("Cylinder exchange 33 lb forklift-style", 44.00)]),
}


def t_sup(key: str):
    def f(r: random.Random, dt: datetime) -> str:
        name, addr, goods = SUP[key]
        lines, tot = [], 0.0
        for item, price in r.sample(goods, min(len(goods), r.randint(2, 4))):
            q = r.randint(4, 60) if price < 8 else r.randint(1, 6)
            tot += q * price
            lines.append(f"{q} x {item} @ {_m(price)} = {_m(q * price)}")
        return (f"{name}\n{addr}\nINVOICE / FACTURA No. {r.randint(10000, 99999)}\nDate: {_us(dt)}\n"
                f"Bill to: Tacos La Reina (Vargas Hermanos Food LLC), attn. Marisol Vargas\n"
                f"Customer acct TLR-{r.randint(100, 999)}\n" + "\n".join(lines) +
                f"\nTotal due: {_m(tot)}\nTerms: {r.choice(['COD', 'Net 7', 'Net 15'])}\n"
                "Delivered / entregado: Olympic Commissary, space 14. Gracias por su compra!")
    return f


MENU = [("Tacos", "Taco asada", 3.50), ("Tacos", "Taco al pastor", 3.50), ("Tacos", "Taco cabeza", 3.75),
        ("Tacos", "Taco tripa", 3.75), ("Platos", "Quesadilla asada", 9.00), ("Platos", "Burrito asada", 13.00),
        ("Platos", "Mulitas pastor", 6.50), ("Bebidas", "Agua de horchata", 4.00), ("Bebidas", "Mexican Coke", 4.00),
        ("Bebidas", "Jarritos", 3.00)]


def t_square(r: random.Random, dt: datetime) -> str:
    rows = []
    for _ in range(r.randint(16, 26)):
        d = dt - timedelta(days=r.randint(0, 6))
        cat, item, p = r.choice(MENU)
        q = r.randint(1, 9)
        g = q * p
        disc = 0.0 if r.random() < 0.85 else round(g * 0.1, 2)
        rows.append(f"{d:%Y-%m-%d},{r.randint(11, 22)}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d},{cat},{item},"
                    f"{q},{g:.2f},{(-disc if disc else 0.0):.2f},{g - disc:.2f},{(g - disc) * 0.095:.2f},Tacos La Reina - Camion 1,"
                    f"iPad ventana")
    rows.sort()
    return ("Date,Time,Category,Item,Qty,Gross Sales,Discounts,Net Sales,Tax,Location,Device Name\n"
            + "\n".join(rows) + "\n")


def t_payroll(r: random.Random, dt: datetime) -> str:
    st = dt - timedelta(days=16)
    out = [f"Gusto - Payroll Journal\nCompany: Vargas Hermanos Food LLC (Tacos La Reina), EIN 88-3172045",
           f"Pay period: {_us(st)} - {_us(dt - timedelta(days=2))}   Check date: {_us(dt)}"]
    tot = 0.0
    for n, role, rate in WORKERS:
        h = r.randint(58, 86)
        g = h * rate
        tot += g
        out.append(f"{n} ({role}): {h} hrs x {_m(rate)} = gross {_m(g)}; federal w/h {_m(g * .055)}; "
                   f"Social Security {_m(g * .062)}; Medicare {_m(g * .0145)}; CA SDI {_m(g * .013)}; "
                   f"net pay {_m(g * (1 - .055 - .062 - .0145 - .013))}")
    out.append(f"Total gross wages {_m(tot)}. Employer taxes (SS, Medicare, FUTA, CA SUI, ETT): {_m(tot * .118)}.")
    out.append("Funds debited from Chase Business Complete Checking x4471. Direct deposit on check date.")
    return "\n".join(out)


def t_payroll_csv(r: random.Random, dt: datetime) -> str:
    rows = ["employee,title,check_date,regular_hours,overtime_hours,rate,gross,employee_taxes,net,company"]
    for n, role, rate in WORKERS:
        h, ot = r.randint(58, 80), r.randint(0, 6)
        g = h * rate + ot * rate * 1.5
        rows.append(f"{n},{role},{dt:%Y-%m-%d},{h},{ot},{rate:.2f},{g:.2f},{g * .1445:.2f},{g * .8555:.2f},"
                    "Vargas Hermanos Food LLC")
    return "\n".join(rows) + "\n"


def t_permit(r: random.Random, dt: datetime) -> str:
    y = dt.year if dt.month >= 6 else dt.year - 1
    return ("COUNTY OF LOS ANGELES - DEPARTMENT OF PUBLIC HEALTH\nENVIRONMENTAL HEALTH - Vehicle Inspection Program\n"
            f"PUBLIC HEALTH PERMIT - Mobile Food Facility, Food Truck (High Risk)\nFacility ID: FA0298814   "
            f"Permit No. PR0{r.randint(400000, 499999)}\nOwner: Vargas Hermanos Food LLC   DBA: Tacos La Reina\n"
            "Vehicle: 2014 Ford E-450, CA lic. 54823K1   Approved commissary: Olympic Commissary & Parking, "
            f"2210 E Olympic Blvd\nValid: 07/01/{y} - 06/30/{y + 1}\nAnnual permit fee paid: {_m(r.choice([981, 1006, 1038]))}"
            "\nThis permit must be posted in public view on the vehicle. Not transferable.")


def t_inspect(r: random.Random, dt: datetime) -> str:
    score = r.randint(90, 99)
    obs = r.sample(["Hot water at handwash sink measured 104F - OK", "Quat sanitizer 200 ppm - OK",
                    "Cold holding: salsa verde 43F - corrected on site, moved to reach-in",
                    "Food handler cards on file for all 3 employees", "Provide paper towels at handwash sink",
                    "Propane tank secured, LAFD tag current", "Thermometer probe calibrated",
                    "Grease interceptor clean, commissary log current"], 4)
    return ("COUNTY OF LOS ANGELES DEPARTMENT OF PUBLIC HEALTH - ENVIRONMENTAL HEALTH\nOFFICIAL INSPECTION REPORT - "
            f"MOBILE FOOD FACILITY\nDate: {_us(dt)}  Facility: TACOS LA REINA  FA0298814  Owner: Vargas Hermanos Food LLC"
            f"\nLocation at inspection: {r.choice(['E Cesar E Chavez Ave & N Soto St', 'commissary - 2210 E Olympic Blvd', '1st St & Boyle Ave'])}"
            f"\nScore: {score}   Grade: A\nObservations and corrective actions:\n- " + "\n- ".join(obs) +
            f"\nPerson in charge: Marisol Vargas   Inspector: {r.choice(['E. Kwon, REHS', 'D. Alvarado, REHS', 'M. Tran, REHS'])}")


def t_commissary(r: random.Random, dt: datetime) -> str:
    dt = dt + timedelta(days=2)
    rent = 1150.00 if dt.year >= 2025 else 1050.00
    extra = r.choice([0, 35, 60])
    return (f"OLYMPIC COMMISSARY & PARKING LLC\n2210 E Olympic Blvd, Los Angeles, CA 90021 - (213) 555-0190\n"
            f"INVOICE {dt:%Y%m}-14   {dt:%B %Y}\nTenant: Tacos La Reina / Marisol & Rubén Vargas - Truck space 14\n"
            f"Monthly commissary & overnight parking: {_m(rent)}\nWater / grease disposal / ice: {_m(95)}\n"
            f"Late fee or extra cleaning: {_m(extra)}\nTotal: {_m(rent + 95 + extra)}  due on the 1st\n"
            "Commissary servicing log available for Public Health inspection. Pay by Zelle to olympiccommissary@...")


def t_catering(i: int, kind: str = "quote"):
    def f(r: random.Random, dt: datetime) -> str:
        name, where, guests, lang = CLIENTS[i % len(CLIENTS)]
        ev = dt + timedelta(days=r.randint(10, 45)) if kind == "quote" else dt - timedelta(days=2)
        pp = r.choice([15, 16, 18, 20])
        tot = guests * pp + 150
        if lang == "es":
            return (f"{BIZ}\n{'COTIZACIÓN' if kind == 'quote' else 'FACTURA'} - Servicio de taquiza\nEvento: {name}\n"
                    f"Fecha: {_es(ev)}, 6:00 pm - 9:00 pm\nLugar: {where}\nInvitados: {guests}\n"
                    f"Taquiza 3 horas: asada, pastor, pollo; tortillas hechas a mano, salsas, cebolla, cilantro, "
                    f"limones, rábanos; aguas frescas (horchata y jamaica)\n{guests} personas x {_m(pp)} = "
                    f"{_m(guests * pp)}\nCargo por camión y permiso: {_m(150)}\nTotal: {_m(tot)}\n"
                    f"Anticipo 50% para apartar la fecha: {_m(tot / 2)} (Zelle o cheque a Vargas Hermanos Food LLC)\n"
                    "Gracias por pensar en Tacos La Reina!")
        return (f"{BIZ}\n{'CATERING QUOTE' if kind == 'quote' else 'CATERING INVOICE'}\nEvent: {name}\n"
                f"Date: {_lg(ev)}, 11:30 am - 2:00 pm\nLocation: {where}\nGuests: {guests}\n"
                f"Taco bar package: asada, al pastor, chicken, vegetarian rajas; handmade tortillas, salsas, "
                f"rice and beans, aguas frescas\n{guests} guests x {_m(pp)} = {_m(guests * pp)}\n"
                f"Truck / service fee: {_m(150)}\nTotal: {_m(tot)}\n50% deposit {_m(tot / 2)} due to hold the date, "
                "balance on the day of the event. Certificate of insurance available on request.")
    return f


def t_cpa(r: random.Random, dt: datetime) -> str:
    y = dt.year - 1
    return (f"CONTRERAS & ASOCIADOS, CPAs\n4712 Whittier Blvd, Suite 204, Los Angeles, CA 90022\n{_lg(dt)}\n\n"
            f"Vargas Hermanos Food LLC\nAttn: Marisol Vargas and Rubén Vargas, members\n\nRe: {y} partnership "
            f"returns - Form 1065 and California Form 568\n\nDear Marisol and Rubén,\nEnclosed are the {y} returns "
            f"for the LLC. Ordinary business income: {_m(r.uniform(61000, 98000))}, allocated 50/50 on the "
            f"Schedules K-1. California LLC annual tax of $800 and the LLC fee of {_m(r.choice([0, 900]))} are due "
            "with Form 3522/3536. Please sign Form 8879-PE and FTB 8453-LLC and return them so we can e-file.\n"
            f"Our fee for the business returns is {_m(r.choice([1450, 1650, 1800]))}. Reminder: keep the Square "
            "reports, payroll journals from Gusto, supplier invoices and mileage for the truck.\n\n"
            "Sincerely,\nLeticia Contreras, CPA")


def t_cdtfa(r: random.Random, dt: datetime) -> str:
    q = (dt.month - 1) // 3
    gross = r.uniform(58000, 91000)
    return ("CALIFORNIA DEPARTMENT OF TAX AND FEE ADMINISTRATION\nSales and Use Tax Return - Confirmation\n"
            f"Account: 102-{r.randint(100000, 999999)}   Vargas Hermanos Food LLC dba Tacos La Reina\n"
            f"Period: Q{q if q else 4} {dt.year if q else dt.year - 1}   Filed: {_us(dt)}\nTotal gross sales: "
            f"{_m(gross)}\nTaxable sales (prepared food, Los Angeles County): {_m(gross * .97)}\n"
            f"Tax due at 9.5%: {_m(gross * .97 * .095)}\nPayment by ACH debit from Chase x4471. Confirmation "
            f"{r.randint(10**9, 10**10 - 1)}")


def t_bizins(r: random.Random, dt: datetime) -> str:
    return ("PROGRESSIVE COMMERCIAL - Declarations Page, Commercial Auto\nNamed insured: Vargas Hermanos Food LLC "
            f"dba Tacos La Reina\nPolicy {r.randint(10**8, 10**9)}   Term {_us(dt)} - {_us(dt + timedelta(days=365))}"
            "\nVehicle: 2014 Ford E-450 catering truck, VIN 1FDXE4FS2EDA58812\nLiability $1,000,000 CSL; "
            "comprehensive and collision $1,000 deductible; food truck equipment $25,000\n"
            f"Premium: {_m(r.uniform(4100, 5200))}. Additional insured certificates for catering venues on request.\n"
            "General liability: NEXT Insurance policy NXT-GL-" + str(r.randint(100000, 999999)))


def t_foodcost(r: random.Random, dt: datetime) -> str:
    rows = ["Item;Ingredient cost;Price;Food cost %"]
    for _, item, p in MENU:
        c = round(p * r.uniform(.24, .36), 2)
        rows.append(f"{item};{c:.2f};{p:.2f};{c / p * 100:.0f}%")
    return "\n".join(rows) + f"\nTacos La Reina - costeo {dt:%B %Y};;;"


def t_licence(r: random.Random, dt: datetime) -> str:
    return (f"CITY OF LOS ANGELES - OFFICE OF FINANCE\nBUSINESS TAX REGISTRATION CERTIFICATE (BTRC)\n"
            f"Certificate No. 0003{r.randint(100000, 999999)}-0001-{r.randint(1, 9)}\nBusiness: Vargas Hermanos "
            "Food LLC dba Tacos La Reina\nBusiness type: mobile food vendor (food truck)\n"
            f"Renewal filed {_us(dt)} - gross receipts reported for prior year; small business exemption "
            "applied. This certificate must be kept in the vehicle.")


# --------------------------------------------------------------------------- second truck (project)

def t_loan(r: random.Random, dt: datetime) -> str:
    return ("PACIFIC COMMUNITY LENDERS\nA certified CDFI - 1000 N Alameda St, Suite 310, Los Angeles, CA 90012\n"
            f"{_lg(dt)}\n\nVargas Hermanos Food LLC\nMarisol Vargas and Rubén Vargas, guarantors\n\n"
            "LOAN APPROVAL AND TERM SHEET\nPurpose: purchase and outfitting of a second mobile food facility "
            "(used step van, build-out, equipment)\nAmount: $68,500.00   Rate: 8.75% fixed   Term: 60 months\n"
            "Monthly payment: $1,413.67 beginning 60 days after first disbursement\nDisbursement: $38,000 to the "
            "van's seller at title transfer; balance in three draws against LA Vending Truck Builders invoices\n"
            "Collateral: first lien on the 2019 Ford F-59 (title to show lienholder), UCC-1 on equipment\n"
            "Conditions: proof of commercial insurance; county plan check approval before final draw.\n"
            "Your loan officer: Teresa Huang, (213) 555-0172")


def t_amort(r: random.Random, dt: datetime) -> str:
    bal, rate, pay = 68500.0, .0875 / 12, 1413.67
    rows = ["Pmt;Date;Payment;Interest;Principal;Balance"]
    for k in range(1, 25):
        i = bal * rate
        bal -= pay - i
        d = datetime(2026, 3, 15) + timedelta(days=30 * k)
        rows.append(f"{k};{d:%Y-%m-%d};{pay:.2f};{i:.2f};{pay - i:.2f};{bal:.2f}")
    return "\n".join(rows) + "\nPacific Community Lenders loan 2026-0418 - Camion 2 (Vargas Hermanos Food LLC);;;;;"


def t_billsale(r: random.Random, dt: datetime) -> str:
    return ("BILL OF SALE - VEHICLE (State of California REG 135)\nVehicle: 2019 Ford F-59 step van, 18 ft, "
            "VIN 1F65F5DY0K0A71406, odometer 61,240 mi\nSeller: Brightline Bakery Distribution Inc., 9820 Rosecrans "
            f"Ave, Bellflower CA\nBuyer: Vargas Hermanos Food LLC (Marisol Vargas, member)\nDate of sale: {_us(dt)}"
            "\nPurchase price: $38,000.00 paid by Pacific Community Lenders direct disbursement\n"
            "Sold as-is. Seller certifies no liens. Signed: R. Okafor (seller), M. Vargas (buyer)\n"
            "To do: DMV transfer, commercial plates, add to Progressive policy, take to LA Vending Truck Builders.")


STAGES = [("Deposit - 30%", "design, layout drawings for county plan check, order of stainless"),
          ("Progress draw 2 - 30%", "stainless walls and ceiling, FRP, service window, 3-compartment sink and "
                                    "handwash sink, fresh 40 gal / grey 60 gal water tanks"),
          ("Progress draw 3 - 25%", "36 in flat-top griddle, 2-burner range, 48 in prep fridge, exhaust hood and "
                                    "Ansul fire suppression, propane lines"),
          ("Final - 15%", "8,750 W Onan generator, electrical, wrap install, county inspection support")]


def t_build(i: int):
    def f(r: random.Random, dt: datetime) -> str:
        stage, what = STAGES[i]
        pct = [.30, .30, .25, .15][i]
        return ("LA VENDING TRUCK BUILDERS\n8415 Rosemead Blvd, Pico Rivera, CA 90660 - lic. #1047731\n"
                f"INVOICE LVT-{2611 + i}   {_us(dt)}\nCustomer: Vargas Hermanos Food LLC / Tacos La Reina - truck #2\n"
                "Unit: 2019 Ford F-59 step van, VIN ...A71406\nContract total: $29,850.00 (build-out per layout rev. C)\n"
                f"{stage}: {_m(29850 * pct)}\nWork covered: {what}\n"
                "Payable by lender draw (Pacific Community Lenders) or check. Questions: Hugo at (562) 555-0133")
    return f


def t_plancheck(r: random.Random, dt: datetime) -> str:
    return ("COUNTY OF LOS ANGELES DEPARTMENT OF PUBLIC HEALTH\nEnvironmental Health - Plan Check Program, 5050 "
            "Commerce Dr, Baldwin Park, CA 91706\nMOBILE FOOD FACILITY PLAN CHECK - CORRECTION NOTICE\n"
            f"Date: {_us(dt)}   Plan check no. MF{r.randint(10000, 99999)}\nApplicant: Vargas Hermanos Food LLC   "
            "Builder: LA Vending Truck Builders\nUnit: 2019 Ford F-59 (new unit, high risk)\nCorrections required:\n"
            "1. Show handwash sink with 5 gallon dedicated supply and splash guard.\n2. Provide specification "
            "sheet for the prep refrigerator (NSF).\n3. Grey water tank must be 15% larger than potable tank.\n"
            "Resubmit with fee of $289.00. Final construction inspection by appointment after approval.")


def t_t2budget(r: random.Random, dt: datetime) -> str:
    rows = ["Concepto;Presupuesto;Pagado;Notas", "Step van 2019 F-59;38000;38000;PCL pagó directo",
            "Build-out LVT;29850;17910;draws 1-2 pagados", "Plan check condado;1275;986;falta resubmit",
            f"Seguro Progressive camión 2;2900;{r.randint(600, 900)};", "Placas / DMV;740;740;",
            "Wrap vinil (Reina logo);3200;0;cotizar con Sign Pro", "Utensilios y cambros;1800;412;",
            "Square terminal + iPad;650;0;", "Total;78415;;préstamo 68,500 + ahorros"]
    return "\n".join(rows) + "\nCamión 2 - Tacos La Reina;;;"


def t_t2todo(r: random.Random, dt: datetime) -> str:
    return ("camion 2 - pendientes\n- resubmit plan check (handwash sink 5 gal, spec sheet fridge) - Hugo manda PDF\n"
            "- llamar a Teresa (Pacific Community Lenders) para draw 3\n- seguro: agregar F-59 a la póliza Progressive\n"
            "- commissary: preguntar espacio 15 en Olympic para el segundo camión, renta?\n"
            "- contratar 2 personas más para agosto (preguntar a Jorge si su primo)\n"
            "- wrap: logo de la reina en amarillo, mandar archivos a Sign Pro\n- nuevo permiso de salud para el F-59")


def t_t2mail(i: int):
    mails = [
        (RUBEN, ME, "camion 2 layout",
         "Mari, hablé con Hugo de LA Vending. Dice que si movemos la plancha al lado del conductor cabe el "
         "refri de 48 pulgadas y la ventana queda más grande. Cuesta $450 más. Tú qué dices? Te mando las fotos "
         "del F-59 ya sin los estantes de la panadería.\n- Rubén"),
        ("Hugo Reyes <hugo@lavendingtrucks.com>", ME, "Truck #2 - plan check corrections",
         "Hi Marisol,\nthe county sent back corrections on the F-59 plans (handwash sink supply and the fridge spec "
         "sheet). I'll redo the drawing this week and you resubmit online with the $289 fee. Stainless is in, "
         "griddle and hood arrive next Tuesday.\nHugo - LA Vending Truck Builders"),
        ("Teresa Huang <thuang@pacificcommunitylenders.org>", ME, "Draw request #2 - Vargas Hermanos Food LLC",
         "Hi Marisol, I received LA Vending's invoice LVT-2612 and the progress photos of the step van. Draw #2 "
         "($8,955.00) will be released to the builder Friday. Remember the final draw needs the county plan check "
         "approval letter.\nTeresa"),
    ]
    return lambda r, dt: _eml(*mails[i], dt)


# --------------------------------------------------------------------------- Mami's green card (project)

def t_i797(r: random.Random, dt: datetime) -> str:
    return ("DEPARTMENT OF HOMELAND SECURITY - U.S. CITIZENSHIP AND IMMIGRATION SERVICES\nI-797C, NOTICE OF ACTION"
            f"\nReceipt Number: IOE09{r.randint(10**7, 10**8 - 1)}   Case Type: I-90 - Application to Replace "
            f"Permanent Resident Card\nReceived Date: {_us(dt)}   Priority Date: {_us(dt)}\nApplicant: "
            "GUADALUPE ORTEGA DE VARGAS   A-number: A 208 114 573\nNotice Type: Receipt Notice   Amount received: "
            "$465.00\nThis notice, together with your Permanent Resident Card, extends the validity of the card for "
            "36 months from the expiration date shown on the card. Carry both documents. We will mail you a "
            "biometrics appointment notice.")


def t_bio(r: random.Random, dt: datetime) -> str:
    ap = dt + timedelta(days=16)
    return ("U.S. CITIZENSHIP AND IMMIGRATION SERVICES - I-797C NOTICE OF ACTION\nBiometrics Appointment Notice\n"
            "Case type: I-90   Applicant: GUADALUPE ORTEGA DE VARGAS\nApplication Support Center: USCIS Los Angeles "
            f"ASC, 300 N Los Angeles St, Room 1001\nDate and time: {_us(ap)} at 10:00 AM\nBring this notice, your "
            "Permanent Resident Card and a photo ID. Failure to appear may result in denial of the application.")


def t_mami_list(r: random.Random, dt: datetime) -> str:
    return ("Papeles de Mami - renovación de la tarjeta verde (I-90)\n- copia de la mica vieja (vence en agosto "
            "2026) por los dos lados\n- pasaporte mexicano vigente\n- pagar $465 en línea con mi tarjeta\n"
            "- llenar I-90 en my.uscis.gov con su cuenta (contraseña en la libreta azul)\n- carta de recibo (I-797C) "
            "guardar con la mica -> le da 36 meses más\n- cita de huellas (biometrics) en el centro, 300 N Los "
            "Angeles St - yo la llevo, pedir el día a Rubén\n- si piden algo más, hablar con la Lic. Paredes del "
            "Centro Legal del Este")


def t_clinic(r: random.Random, dt: datetime) -> str:
    return _eml("Lic. Sofía Paredes <sparedes@centrolegaldeleste.org>", ME, "Re: renovación I-90 de su mamá",
                "Hola Marisol,\nrevisé la solicitud I-90 de la Sra. Guadalupe Ortega de Vargas antes de enviarla. "
                "Todo está bien; como su tarjeta vence en menos de 6 meses puede renovar ahora. Con el recibo "
                "I-797C su tarjeta queda extendida 36 meses, así que puede viajar a Oaxaca en diciembre llevando "
                "la tarjeta y el recibo. Si le llega una solicitud de evidencia (RFE) me avisa.\n"
                "Saludos,\nSofía Paredes, representante acreditada\nCentro Legal del Este", dt)


def t_paygov(r: random.Random, dt: datetime) -> str:
    return ("USCIS Online - Payment receipt\nForm: I-90, Application to Replace Permanent Resident Card\n"
            f"Applicant: Guadalupe Ortega de Vargas\nPaid by: MARISOL VARGAS, Visa ending 2281\nAmount: $465.00\n"
            f"Date: {_us(dt)}  Pay.gov tracking ID: 27{r.randint(10**6, 10**7 - 1)}AB\nKeep this receipt for your records.")


# --------------------------------------------------------------------------- ELAC class (project)

def t_syllabus(r: random.Random, dt: datetime) -> str:
    return ("EAST LOS ANGELES COLLEGE - Business Administration Department\nACCTG 1 Introductory Financial "
            "Accounting - Section 10482 - Spring 2026\nInstructor: Prof. Raúl Hernández  Office E7-314  "
            "rhernandez@elac.edu\nMeets: Tue/Thu 6:45 - 9:10 pm, room E7-207   5 units\nText: Financial "
            "Accounting (OpenStax), free online\nGrading: homework 20%, quizzes 15%, midterm 25%, practice set 10%, "
            "final 30%\nSchedule: ch.1-3 accounting equation, journal entries, adjusting entries; ch.4-5 closing, "
            "merchandising; ch.6 inventory FIFO/LIFO; midterm April 2; ch.7-9 cash, receivables, long-term assets; "
            "final exam Monday June 8, 2026, 6:45 pm")


def t_hw(ch: int):
    topics = {2: "journal entries and the trial balance", 3: "adjusting entries", 5: "merchandising, perpetual "
              "inventory", 6: "inventory costing FIFO / LIFO / weighted average", 8: "receivables and bad debts",
              9: "depreciation: straight-line and double-declining"}

    def f(r: random.Random, dt: datetime) -> str:
        a = r.randint(2, 9) * 1000
        return (f"Marisol Vargas - ACCTG 1 (Prof. Hernández) - Homework chapter {ch}: {topics[ch]}\n"
                f"Problem {ch}-{r.randint(1, 6)}A\n1. Cash Dr {a:,} / Owner's Capital Cr {a:,} - owner invests cash\n"
                f"2. Supplies Dr {a // 4:,} / Accounts Payable Cr {a // 4:,}\n3. Accounts Receivable Dr {a // 2:,} / "
                f"Service Revenue Cr {a // 2:,}\nTrial balance: total debits = total credits = {a + a // 4 + a // 2:,}\n"
                "Note to self: like the truck - supplier invoice on Net 15 is accounts payable, catering deposit "
                "is unearned revenue until the event.")
    return f


def t_notes(r: random.Random, dt: datetime) -> str:
    return ("acctg 1 class notes\nassets = liabilities + equity\ndebit left, credit right. DEALER: dividends, "
            "expenses, assets = debit normal; liabilities, equity, revenue = credit normal\nadjusting entries: "
            "prepaid (insurance), unearned revenue, accrued wages, depreciation\nquiz thursday ch 3 - prof "
            "hernandez says know the worksheet\nmidterm april 2 - bring scantron 882-E + calculator no phone")


def t_grades(r: random.Random, dt: datetime) -> str:
    return ("Canvas - ELAC - ACCTG 1 Sec 10482 Spring 2026 - Grades for Marisol Vargas\n"
            f"Homework ch1-6: {r.randint(88, 98)}%\nQuiz 1: 9/10  Quiz 2: 8/10  Quiz 3: 10/10\n"
            f"Midterm exam: {r.randint(81, 93)}/100\nPractice set (Bellwood Co.): submitted, pending\n"
            f"Current total: {r.randint(86, 92)}% (B+/A-)\nFinal exam: June 8, 6:45 pm, room E7-207")


# --------------------------------------------------------------------------- Oaxaca (project) and past trips

def t_volaris(r: random.Random, dt: datetime) -> str:
    return ("Volaris - Confirmación de reservación / Booking confirmation\nClave de reservación: "
            f"{''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}\nFecha de compra: {_us(dt)}\n"
            "Vuelo Y4 1971 Los Angeles (LAX) - Oaxaca (OAX) 18 dic 2026 salida 07:35 llegada 13:50\n"
            "Vuelo Y4 1972 Oaxaca (OAX) - Los Angeles (LAX) 04 ene 2027 salida 14:40 llegada 17:05\n"
            "Pasajeros: MARISOL VARGAS ORTEGA, DIEGO VARGAS, GUADALUPE ORTEGA DE VARGAS\n"
            f"Equipaje documentado 25 kg x 3\nTotal pagado: USD {r.uniform(1180, 1420):,.2f}")


def t_oaxplan(r: random.Random, dt: datetime) -> str:
    return ("Oaxaca diciembre 2026 - ideas\n18 dic llegar, casa en Jalatlaco (Airbnb)\n19-22 ver a la tía Chela en "
            "San Bartolo Coyotepec, barro negro con Diego\n23 dic Noche de Rábanos en el zócalo!!\n24 Nochebuena "
            "con la familia de Mami en Tlacolula\n26 Hierve el Agua, 28 Monte Albán\n31 mercado 20 de Noviembre - "
            "pasillo de humo, tlayudas, probar el tasajo para ideas del camión\n2 ene Teotitlán (tapetes)\n"
            "Presupuesto: vuelos 1,300, casa 1,150, comida y transporte 1,500 = 3,950 USD\nPendiente: pasaporte de "
            "Diego (cita 13 de mayo), Mami llevar mica + carta de recibo I-797C")


def t_airbnb(r: random.Random, dt: datetime) -> str:
    return (f"Airbnb - Reservation confirmed\nCasa Jalatlaco - 2 bedrooms with patio, Barrio de Jalatlaco, Oaxaca "
            f"de Juárez\nCheck-in: Fri, Dec 18, 2026 3:00 PM   Checkout: Mon, Jan 4, 2027 11:00 AM\n3 guests\n"
            f"Host: Itzel   Confirmation code: HM{r.randint(10**7, 10**8 - 1)}\nTotal (USD): {_m(r.uniform(1080, 1210))}"
            "\nFree cancellation before Nov 18.")


def t_passport(r: random.Random, dt: datetime) -> str:
    return ("U.S. Department of State - passport application for a minor (DS-11)\nApplicant: DIEGO VARGAS, DOB "
            f"02/11/2016\nAccepted at: Los Angeles Central Library passport acceptance facility on {_us(dt)}\n"
            "Both parents' consent: mother present; father's notarized DS-3053 attached\nFees: $100 application "
            "(check to U.S. Department of State) + $35 execution fee\nRouting: routine, 4-6 weeks. Track at "
            "travel.state.gov. Needed for Oaxaca trip December 2026.")


def t_gdl(r: random.Random, dt: datetime) -> str:
    return ("Hotel Morales Historical & Colonial Downtown Core, Guadalajara, Jalisco\nConfirmación de reserva\n"
            f"Huésped: Marisol Vargas   Llegada: {_es(dt + timedelta(days=20))}  Noches: 5\nHabitación doble, 2 "
            f"adultos 1 niño   Total MXN {r.randint(9000, 12500):,}\nMotivo: boda de la prima Karla en Tlaquepaque")


def t_vegas(r: random.Random, dt: datetime) -> str:
    return (f"Flamingo Las Vegas - Reservation confirmation\nGuest: Marisol Vargas   Arrive {_us(dt + timedelta(days=10))}"
            "  2 nights\n1 King room, 2 guests  Resort fee $45/night\nTotal: $" + f"{r.randint(260, 340)}.00")


# --------------------------------------------------------------------------- personal areas

def t_boa(r: random.Random, dt: datetime) -> str:
    b = r.uniform(800, 3400)
    lines = [f"{_us(dt - timedelta(days=k * 3))} {d} {_m(v)}" for k, (d, v) in enumerate([
        ("Zelle from VARGAS HERMANOS FOOD LLC owner draw", 2800.0), ("RENT - ALHAMBRA PROPERTY MGMT", -1895.0),
        ("LADWP BILL PAYMENT", -r.uniform(60, 140)), ("COVERED CALIFORNIA L.A. CARE PREMIUM", -142.0),
        ("NORTHGATE MARKET #17", -r.uniform(40, 160)), ("SPECTRUM", -69.99), ("MERCURY INS", -118.40)])]
    return (f"Bank of America - Advantage Plus Banking - statement\nMARISOL VARGAS ORTEGA  account ending 7730\n"
            f"Statement period ending {_lg(dt)}\nBeginning balance {_m(b)}\n" + "\n".join(lines) +
            f"\nEnding balance {_m(b + 2800 - 1895 - 420)}")


def t_boacsv(r: random.Random, dt: datetime) -> str:
    rows = ["Date,Description,Amount,Running Bal."]
    bal = r.uniform(900, 2500)
    for k, (d, v) in enumerate([("Zelle Transfer Conf# owner draw VARGAS HERMANOS FOOD", 2800.0),
                                ("ALHAMBRA PROPERTY MGMT DES:RENT", -1895.0), ("SOCALGAS DES:PAYMENT", -r.uniform(25, 60)),
                                ("TARGET T-2768 LOS ANGELES", -r.uniform(20, 90)), ("SELF-HELP FCU TRANSFER SAVINGS", -200.0),
                                ("CAPITAL ONE MOBILE PYMT", -r.uniform(150, 400)), ("AYSO/BHUFC REGISTRATION", -185.0)]):
        bal += v
        rows.append(f"{_us(dt - timedelta(days=20 - 3 * k))},{d},{v:.2f},{bal:.2f}")
    return "\n".join(rows) + "\n"


def t_cu(r: random.Random, dt: datetime) -> str:
    return ("Self-Help Federal Credit Union - quarterly statement\nMember: Marisol Vargas Ortega  #44183\n"
            f"Period ending {_us(dt)}\nShare savings: {_m(r.uniform(3000, 9000))}\nDiego's youth savings (custodial): "
            f"{_m(r.uniform(300, 900))}\nDividends earned: {_m(r.uniform(4, 30))}\nOaxaca fund: automatic transfer $200/mo")


def t_capone(r: random.Random, dt: datetime) -> str:
    return (f"Capital One - Quicksilver - statement closing {_us(dt)}\nMARISOL VARGAS  card ending 2281\n"
            f"Previous balance {_m(r.uniform(200, 900))}; payments {_m(r.uniform(200, 900))}; new purchases "
            f"{_m(r.uniform(300, 1100))}\nIncludes: USCIS ONLINE PAYMENT $465.00 (Mami I-90), VOLARIS, COSTCO GAS\n"
            f"Minimum payment due {_m(r.uniform(35, 60))} by {_us(dt + timedelta(days=25))}. 1.5% cash back.")


def t_1040(r: random.Random, dt: datetime) -> str:
    y = dt.year - 1
    return (f"CONTRERAS & ASOCIADOS, CPAs - Individual tax return summary {y}\nClient: Marisol Vargas Ortega, head of "
            f"household, dependent: Diego Vargas\nForm 1040 + Schedule SE; K-1 from Vargas Hermanos Food LLC (50%): "
            f"{_m(r.uniform(31000, 47000))}\nChild tax credit $2,000; premium tax credit reconciled (Form 8962, from "
            f"1095-A)\nFederal refund: {_m(r.uniform(300, 1900))}   California refund: {_m(r.uniform(50, 400))}\n"
            "Please sign Form 8879 and CA 8879. Set aside 25% of owner draws for estimated taxes.")


def t_budget(r: random.Random, dt: datetime) -> str:
    return ("Gasto;Mensual;Notas\nRenta apartamento;1895;sube en julio?\nLuz LADWP;95;\nGas SoCalGas;40;\n"
            "Internet Spectrum;69.99;\nCelulares Mint;45;\nSeguro carro Mercury;118.40;\nCovered California;142;\n"
            "Comida / mandado;650;\nSoccer Diego;35;\nAhorro Oaxaca;200;\nGasolina CR-V;180;\n"
            "Total;3470.39;draw del negocio 2,800 x 2 al mes")


def t_rent(r: random.Random, dt: datetime) -> str:
    return ("ALHAMBRA PROPERTY MANAGEMENT\n1200 S Garfield Ave, Alhambra CA 91801\nRENT RECEIPT / RECIBO DE RENTA\n"
            f"Tenant: Marisol Vargas - 1847 E 1st St, Apt 3, Los Angeles CA 90033\nPeriod: {dt:%B %Y}\n"
            f"Rent: $1,895.00   Paid {_us(dt)} by online portal\nRSO unit - City of Los Angeles Rent Stabilization")


def t_ladwp(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(280, 520)
    return ("LADWP - Los Angeles Department of Water and Power\nService address: 1847 E 1st St Apt 3, Los Angeles CA "
            f"90033   Account 9{r.randint(10**8, 10**9 - 1)}\nAccount holder: MARISOL VARGAS\nBill date {_us(dt)}\n"
            f"Electric {kwh} kWh {_m(kwh * .24)}; water {r.randint(4, 9)} HCF {_m(r.uniform(30, 60))}; sewer, "
            f"refuse, solid resources fee\nTotal due {_m(kwh * .24 + r.uniform(60, 90))} by {_us(dt + timedelta(days=21))}")


def t_socal(r: random.Random, dt: datetime) -> str:
    th = r.randint(8, 40)
    return (f"SoCalGas - Southern California Gas Company\nMARISOL VARGAS - 1847 E 1st St Apt 3, Los Angeles CA 90033"
            f"\nStatement date {_us(dt)}  {th} therms\nAmount due {_m(th * 2.1 + 9)}. CARE discount applied.")


def t_lease(r: random.Random, dt: datetime) -> str:
    return ("RESIDENTIAL LEASE RENEWAL - ALHAMBRA PROPERTY MANAGEMENT\nPremises: 1847 E 1st St, Apt 3, Los Angeles, "
            f"CA 90033 (2 bd / 1 ba)\nTenants: Marisol Vargas Ortega; occupant: Diego Vargas (minor)\nTerm: month to "
            f"month after {_us(dt)}\nRent: $1,895.00, increase limited under the LA Rent Stabilization Ordinance "
            "(notice of 30 days)\nSecurity deposit held: $1,800.00. Parking space #3. No pets without approval.")


def t_renters(r: random.Random, dt: datetime) -> str:
    return (f"Lemonade Renters Insurance - policy declarations\nInsured: Marisol Vargas  Policy LP{r.randint(10**6, 10**7)}"
            f"\nLocation: 1847 E 1st St Apt 3, Los Angeles, CA\nPersonal property $20,000; liability $100,000; "
            f"deductible $500\nTerm {_us(dt)} - {_us(dt + timedelta(days=365))}  Monthly {_m(r.choice([11.5, 13, 14.25]))}")


def t_repair(r: random.Random, dt: datetime) -> str:
    return _eml(ME, "Alhambra Property Mgmt <service@alhambrapm.com>", "Maintenance request - Apt 3, 1847 E 1st St",
                "Hello, the kitchen faucet in apartment 3 has been leaking for a week and the bathroom fan stopped "
                "working. I'm home Tuesday and Thursday mornings before 10 am. Thank you,\nMarisol Vargas, Apt 3", dt)


def t_dmv(r: random.Random, dt: datetime) -> str:
    return ("STATE OF CALIFORNIA - DEPARTMENT OF MOTOR VEHICLES\nVEHICLE REGISTRATION RENEWAL NOTICE\n"
            "2018 HONDA CR-V EX  Lic. 8BVK392  VIN 2HKRW2H57JH6...\nRegistered owner: MARISOL VARGAS ORTEGA, "
            f"1847 E 1st St Apt 3, Los Angeles CA 90033\nDue date {_us(dt + timedelta(days=45))}\nTotal fees "
            f"{_m(r.uniform(290, 360))}. SMOG CERTIFICATION REQUIRED this year.")


def t_mercury(r: random.Random, dt: datetime) -> str:
    return ("Mercury Insurance - Auto Policy Declarations\nNamed insured: Marisol Vargas Ortega   Policy "
            f"CAPA{r.randint(10**6, 10**7)}\nVehicle: 2018 Honda CR-V EX, garaged Los Angeles 90033\n"
            f"Term {_us(dt)} - {_us(dt + timedelta(days=182))}  6-month premium {_m(r.uniform(640, 760))}\n"
            "Bodily injury 50/100, property 50,000, collision $500 ded., good driver discount")


def t_smog(r: random.Random, dt: datetime) -> str:
    return ("SMOG CHECK VEHICLE INSPECTION REPORT - Bureau of Automotive Repair\nStation: Soto Smog & Auto, 1420 "
            f"S Soto St, LA\nVehicle 2018 HONDA CR-V  Lic 8BVK392   Odometer {r.randint(70000, 95000):,}\n"
            f"Date {_us(dt)}  Result: PASS  Certificate sent to DMV electronically. Fee $59.75")


def t_service(r: random.Random, dt: datetime) -> str:
    return ("Honda of Downtown Los Angeles - Service invoice\nCustomer: Marisol Vargas  2018 Honda CR-V, "
            f"mileage {r.randint(70000, 95000):,}\nMaintenance Minder A1: oil and filter, tire rotation, "
            f"multipoint inspection; replaced cabin air filter\nTotal {_m(r.uniform(110, 260))}  {_us(dt)}")


def t_covca(r: random.Random, dt: datetime) -> str:
    return ("Covered California - Eligibility results / Resultados de elegibilidad\nHousehold: Marisol Vargas "
            f"Ortega (34); Diego Vargas (10) - eligible for Medi-Cal\nDate {_us(dt)}\nMarisol: eligible for "
            f"premium assistance {_m(r.uniform(380, 460))}/month and cost-sharing reduction (Enhanced Silver 87)\n"
            "Plan selected: L.A. Care Covered Silver 87 HMO; dental: Liberty Dental\nYou pay: $142.00/month. "
            "Report income changes within 30 days.")


def t_1095(r: random.Random, dt: datetime) -> str:
    return (f"Form 1095-A Health Insurance Marketplace Statement - tax year {dt.year - 1}\nMarketplace: Covered "
            "California   Policy issuer: L.A. Care Health Plan\nRecipient: MARISOL VARGAS ORTEGA\nMonthly enrollment "
            f"premium {_m(r.uniform(520, 600))}; SLCSP {_m(r.uniform(540, 620))}; advance premium tax credit "
            f"{_m(r.uniform(380, 460))}, January - December")


def t_lab(r: random.Random, dt: datetime) -> str:
    return ("AltaMed Medical Group - Boyle Heights, 2219 E 1st St\nLaboratory results - patient: VARGAS, MARISOL  "
            f"DOB 09/23/1991\nCollected {_us(dt)}\nHemoglobin A1c {r.uniform(5.4, 5.9):.1f} % (ref <5.7)\nCholesterol "
            f"total {r.randint(175, 215)} mg/dL; LDL {r.randint(100, 135)}; HDL {r.randint(45, 62)}\nVitamin D "
            f"{r.randint(18, 32)} ng/mL (low)\nDr. Alejandra Nuñez: mild prediabetes range, recheck in 6 months, "
            "vitamin D 2000 IU daily. Mensaje en español disponible en MyAltaMed.")


def t_dental(r: random.Random, dt: datetime) -> str:
    return ("Liberty Dental Plan - Explanation of Benefits\nMember: Marisol Vargas   Provider: Sonrisas Dental, 2321 "
            f"E Cesar Chavez Ave\nDate of service {_us(dt)}: periodic exam, 2 bitewing x-rays, cleaning\nCopay: "
            f"{_m(r.choice([0, 15, 25]))}. Next cleaning in 6 months.")


def t_medi(r: random.Random, dt: datetime) -> str:
    return ("AltaMed Pediatrics - visit summary / resumen de la visita\nPatient: Diego Vargas, 10 años\n"
            f"Fecha: {_es(dt)}\nWell-child check; vision and hearing normal; flu vaccine given.\nForm for school "
            "sports clearance signed. Medi-Cal ID on file. Next visit in one year.")


def t_school(kind: int):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == 0:
            return ("Soto Street Elementary School - LAUSD\nEstimados padres de familia de 4° grado:\n"
                    f"El {_es(dt + timedelta(days=12))} los alumnos del salón 14 (Sra. Domínguez) irán de excursión al "
                    "Natural History Museum. Favor de firmar el permiso y mandar almuerzo. Costo: gratis.\n"
                    "Permiso: Yo, ______, autorizo a mi hijo/a Diego Vargas ...")
        if kind == 1:
            return ("Los Angeles Unified School District - Elementary Progress Report\nStudent: Diego Vargas  Grade 4"
                    f"  Teacher: Ms. Domínguez  Room 14\nReporting period ending {_us(dt)}\nEnglish Language Arts: "
                    f"{r.choice(['3', '3', '4'])} (meets standards)\nMathematics: {r.choice(['3', '4'])}\nScience: 3\n"
                    "Effort: consistently. Comments: Diego participates well and helps classmates; keep reading "
                    "20 minutes every night.")
        if kind == 2:
            return _ics("Parent-teacher conference - Diego (Ms. Domínguez, room 14)",
                        "Soto Street Elementary, 1020 S Soto St, Los Angeles", dt + timedelta(days=8, hours=15),
                        "15 minute conference about Diego's 4th grade progress report")
        return _eml("Ms. Domínguez <e.dominguez@lausd.net>", ME, "Diego - reading log / registro de lectura",
                    "Dear Ms. Vargas,\nDiego forgot his reading log three times this month. Could you please sign it "
                    "each night? Also, our 4th grade class performance is on the last Friday of May at 9 am in "
                    "the auditorium.\nThank you,\nElena Domínguez, Room 14, Soto Street Elementary", dt)
    return f


def t_soccer(kind: int):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == 0:
            return ("Boyle Heights United FC - registration receipt\nPlayer: Diego Vargas  Division: U11 Boys "
                    f"(Los Halcones)\nSeason: Fall {dt.year}\nRegistration fee $185.00; uniform kit $65.00; paid "
                    f"{_us(dt)}\nCoach: Memo Aguirre. Practices Tue/Thu 5:30 pm at Hollenbeck Park.")
        if kind == 1:
            return _ics("Diego soccer - Halcones vs Montebello Strikers", "Salazar Park field 2, East LA",
                        dt + timedelta(days=4, hours=9), "U11 boys game, arrive 30 min early, white jersey")
        return _eml("Coach Memo <memo.aguirre.bhufc@gmail.com>", ME, "Halcones U11 - torneo y snacks",
                    "Papás: este sábado jugamos el torneo de Memorial Day en Whittier Narrows. Primer partido 8:00 am. "
                    "Los que tienen snacks esta semana: familia Vargas (Diego) y familia López. Traigan agua!\n"
                    "Coach Memo - Boyle Heights United FC", dt)
    return f


# --------------------------------------------------------------------------- archive content

def t_paystub(r: random.Random, dt: datetime) -> str:
    h = r.randint(70, 86)
    return ("CASA FUEGO KITCHEN LLC - 820 E 3rd St, Los Angeles CA 90013\nEarnings statement (ADP)\nEmployee: Marisol "
            f"Vargas  Position: line cook (grill)  Period ending {_us(dt)}\nRegular {h} hrs x $17.50 = {_m(h * 17.5)}; "
            f"overtime {r.randint(0, 8)} hrs; tips pooled {_m(r.uniform(120, 310))}\nNet pay {_m(h * 17.5 * .82)}")


def t_w2(r: random.Random, dt: datetime) -> str:
    return (f"Form W-2 Wage and Tax Statement {dt.year - 1}\nEmployer: Casa Fuego Kitchen LLC, EIN 46-2210587, 820 E 3rd "
            f"St, Los Angeles CA\nEmployee: MARISOL VARGAS\nWages, tips {_m(r.uniform(21000, 38000))}; federal "
            f"withholding {_m(r.uniform(900, 2200))}; CA state wages; SDI")


def t_edd(r: random.Random, dt: datetime) -> str:
    return ("EMPLOYMENT DEVELOPMENT DEPARTMENT - State of California\nNotice of Unemployment Insurance Award (DE 429Z)"
            f"\nClaimant: MARISOL VARGAS   Claim effective date {_us(dt - timedelta(days=9))}\nLast employer: Casa "
            f"Fuego Kitchen LLC (laid off - COVID-19 closure)\nWeekly benefit amount: ${r.randint(300, 380)}; "
            "plus $600 Federal Pandemic Unemployment Compensation\nCertify every two weeks at UI Online.")


def t_resume(r: random.Random, dt: datetime) -> str:
    return ("MARISOL VARGAS - Line Cook\nmarisol.vargas.ortega@gmail.com - (323) 555-0148 - Boyle Heights, LA\n"
            "Casa Fuego Kitchen, Arts District - line cook, grill and sauté, 2016-present\nGuisados Doña Mary - prep "
            "cook 2013-2016\nLA County food handler card; ServSafe Manager 2019\nSpanish and English")


def t_riso(r: random.Random, dt: datetime) -> str:
    return ("EASTSIDE RISO CO. - risograph printing, 3324 E 1st St\nQuote / invoice: 'Recetas de La Reina' zine\n"
            "28 pages, 5.5 x 8.5, 2 colors (fluorescent pink + teal), saddle stitch\nQty 300 - $2.15 each = "
            f"$645.00; cover on 80 lb cardstock +$60.00\nDeposit 50% paid {_us(dt)}. Pickup before LA Zine Fest.")


def t_zinesales(r: random.Random, dt: datetime) -> str:
    sold = r.randint(140, 190)
    a, b = r.randint(40, 70), r.randint(15, 30)
    return ("Fecha,Evento,Vendidos,Precio,Total\n"
            f"{(dt - timedelta(days=40)):%Y-%m-%d},LA Zine Fest 2024 - mesa 212,{sold},10,{sold * 10}\n"
            f"{(dt - timedelta(days=26)):%Y-%m-%d},ventas en el camión (Recetas de La Reina),{a},10,{a * 10}\n"
            f"{dt:%Y-%m-%d},Skylight Books consignación,{b},6.5,{b * 6.5:.2f}\n")


def t_zinedraft(r: random.Random, dt: datetime) -> str:
    return ("RECETAS DE LA REINA - un zine de cocina del camión\nIntro: Mi mamá cocinaba en Tlacolula, yo aprendí en "
            "las cocinas de LA, y mi hermano y yo abrimos el camión en 2021...\n1. Salsa roja de molcajete\n2. "
            "Pastor en casa (sin trompo)\n3. Frijoles de la olla de Mami\n4. Agua de jamaica\nFotos: Rubén. Diseño: "
            "yo con Canva. Imprimir en Eastside Riso. Vender a $10 en LA Zine Fest.")


def recipe(name: str, lang: str, ingr: str, steps: str):
    def f(r: random.Random, dt: datetime) -> str:
        head = "Ingredientes" if lang == "es" else "Ingredients"
        how = "Preparación" if lang == "es" else "Method"
        return f"{name}\n{head}:\n{ingr}\n{how}:\n{steps}\n"
    return f


RECIPES = [
    ("Salsa roja de molcajete (camión)", "es", "6 chiles de árbol, 4 guajillos, 5 jitomates asados, 2 dientes de ajo, "
     "1/4 cebolla, sal", "Asar todo en el comal, remojar los chiles 10 min, moler en molcajete o licuadora, sal al gusto."),
    ("Marinada al pastor", "es", "4 chiles guajillo, 2 ancho, 1/2 taza achiote, 1/2 taza jugo de piña, 1/4 taza vinagre, "
     "orégano, comino, 5 ajos, 3 lb paleta de cerdo en filetes delgados", "Licuar, marinar la carne 12 h. Para el camión "
     "x10. Asar en la plancha con piña."),
    ("Frijoles de la olla de Mami", "es", "1 kg frijol bayo, 1/2 cebolla, 2 ajos, epazote, manteca, sal",
     "Remojar toda la noche, cocer 2 h a fuego bajo, la sal al final."),
    ("Mole negro (receta de la abuela, Tlacolula)", "es", "chilhuacle negro, mulato, pasilla, chile de árbol, tortilla "
     "quemada, ajonjolí, almendras, pasas, plátano macho, chocolate de Oaxaca, hoja de aguacate",
     "Tatemar los chiles hasta negro, remojar, freír cada cosa por separado, moler, cocinar 3 horas moviendo."),
    ("Salsa macha", "es", "1 taza aceite, 10 chiles de árbol, 4 morita, 1/3 taza cacahuate, 2 cda ajonjolí, 4 ajos",
     "Freír ajo y cacahuate, luego chiles 30 seg, licuar con el aceite, sal y un poco de vinagre."),
    ("Birria de res for tacos", "en", "4 lb beef chuck, 2 lb short rib, 6 guajillo, 3 ancho, 2 morita, 1 onion, cinnamon, "
     "cloves, bay leaves, vinegar", "Blend chiles and spices, braise 4 hours, save the consomé for dipping."),
    ("Pozole rojo", "es", "2 kg maíz pozolero, 1.5 kg espinazo y pierna de cerdo, guajillo, ajo, orégano, rábanos, "
     "lechuga, limón", "Cocer la carne con el maíz, agregar la salsa de guajillo colada, servir con todo."),
    ("Agua de horchata (batch 5 gal)", "es", "3 lb arroz, 2 rajas de canela, 1 lata leche evaporada, 1 lata condensada, "
     "azúcar 2 tazas, vainilla", "Remojar arroz y canela toda la noche, licuar, colar, endulzar, hielo."),
    ("Tortillas de harina sonorenses", "es", "4 tazas harina, 1/2 taza manteca, 1 1/2 taza agua tibia, 2 cdita sal",
     "Amasar, bolitas, reposar 30 min, extender muy delgadas, comal caliente."),
    ("Chiles en nogada (Sept)", "es", "chile poblano, picadillo con frutas, nuez de castilla, queso de cabra, granada",
     "Asar y pelar los chiles, rellenar, cubrir con la nogada y granada."),
    ("Arroz rojo", "es", "2 tazas arroz, 2 jitomates, 1/4 cebolla, 1 ajo, caldo de pollo, aceite",
     "Freír el arroz hasta dorar, agregar el jitomate molido, caldo, tapar 20 min."),
    ("Pickled red onions and habanero", "en", "2 red onions, 1 habanero, 1 cup sour orange or lime, oregano, salt",
     "Slice thin, mix, rest 2 hours. Keeps a week in the walk-in."),
]


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
    FT = "FoodTruck"

    # ------------------------------------------------------------ Documents/Tacos La Reina (Areas FoodTruck)
    d = "Documents/Tacos La Reina"
    add(f"{d}/Permisos/LA County health permit 2025-2026.pdf", A, FT, 338, t_permit)
    add(f"{d}/Permisos/health permit 2024-25.pdf", A, FT, 705, t_permit)
    add(f"{d}/Permisos/BTRC renewal 2026.pdf", A, FT, 118, t_licence)
    add(f"{d}/Permisos/BTRC 2025.pdf", A, FT, 480, t_licence)
    add(f"{d}/Permisos/LAFD propane permit.pdf", A, FT, 290, lambda r, dt: (
        "LOS ANGELES FIRE DEPARTMENT - Fire Prevention Bureau\nPermit: LPG on mobile food vehicle (Unit 51)\n"
        f"Business: Tacos La Reina / Vargas Hermanos Food LLC   Vehicle lic. 54823K1\nInspected {_us(dt)} - "
        "two 20 lb cylinders secured, K-class extinguisher tagged\nValid one year. Fee $" + f"{r.randint(240, 290)}.00"))
    add(f"{d}/Permisos/CDTFA sellers permit.pdf", A, FT, 1650, lambda r, dt: (
        "CALIFORNIA DEPARTMENT OF TAX AND FEE ADMINISTRATION - SELLER'S PERMIT\nAccount 102-448913\nOwner: Vargas "
        f"Hermanos Food LLC   DBA Tacos La Reina\nStart date {_us(dt)}   Type: mobile food vendor, Los Angeles County\n"
        "File returns quarterly. This permit must be displayed at the place of business."))
    for age in (78, 262, 531):
        add(f"{d}/Inspecciones/inspection {(NOW - timedelta(days=age)):%Y-%m-%d}.pdf", A, FT, age, t_inspect)
    for age in (1, 31, 61, 92, 122, 398):
        add(f"{d}/Commissary/Olympic commissary {(NOW - timedelta(days=age - 2)):%b %Y}.pdf", A, FT, age, t_commissary)
    add(f"{d}/Commissary/commissary agreement space 14.pdf", A, FT, 880, lambda r, dt: (
        "OLYMPIC COMMISSARY & PARKING LLC - Commissary Agreement\nOperator: Vargas Hermanos Food LLC dba Tacos La "
        f"Reina, truck lic. 54823K1, space 14\nEffective {_us(dt)}. The commissary provides potable water, grey water and "
        "grease disposal, overnight parking and a servicing log as required by LA County Public Health. Month to "
        "month, 30 days notice."))
    sup = [("La Tapatia {}.pdf", "meat"), ("Chavez Produce inv {}.pdf", "prod"), ("Tortilleria La Gloria {}.pdf", "tort"),
           ("Restaurant Depot {}.pdf", "depot"), ("Ferrellgas {}.pdf", "gas")]
    for k, age in enumerate((2, 6, 9, 13, 16, 23, 40, 75, 160, 420)):
        name, key = sup[k % 5]
        add(f"{d}/Facturas proveedores/{name.format((NOW - timedelta(days=age)).strftime('%Y-%m-%d'))}", A, FT, age,
            t_sup(key))
    for age in (1, 32, 62, 93, 275, 640):
        s = NOW - timedelta(days=age + 30)
        e = NOW - timedelta(days=age)
        add(f"{d}/Square/items-{s:%Y-%m-%d}-{e:%Y-%m-%d}.csv", A, FT, age, t_square)
    add(f"{d}/Square/sales summary 2025.xlsx", A, FT, 150, lambda r, dt: "Mes;Ventas netas;Tax;Transacciones\n" + "\n".join(
        f"{m};{r.randint(21000, 34000)};{r.randint(1900, 3200)};{r.randint(2100, 3600)}" for m in MES) +
        "\nTacos La Reina - Square 2025;;;")
    for age in (3, 17, 33, 48, 63):
        add(f"{d}/Payroll/Gusto payroll {(NOW - timedelta(days=age)):%Y-%m-%d}.pdf", A, FT, age, t_payroll)
    add(f"{d}/Payroll/W-2s 2025 Jorge y Ana.pdf", A, FT, 125, lambda r, dt: (
        "Gusto - Form W-2 copies 2025 - employer Vargas Hermanos Food LLC (Tacos La Reina)\n" + "\n".join(
            f"{n}: wages {_m(r.uniform(31000, 42000))}, federal w/h {_m(r.uniform(1500, 2600))}, CA wages, SDI"
            for n, _, _ in WORKERS)))
    add(f"{d}/Payroll/new hire Ana Lucia I-9 W-4 DE4.pdf", A, FT, 500, lambda r, dt: (
        "New hire packet - Vargas Hermanos Food LLC\nEmployee: Ana Lucía Pérez, prep / cashier, start "
        f"{_us(dt)}, $18.50/hr\nForms received: I-9 (verified), W-4, DE 4, LA County food handler card, wage notice "
        "(Labor Code 2810.5) in Spanish. Reported to EDD new employee registry (DE 34)."))
    add(f"{d}/Taxes LLC/2025 returns letter Contreras.pdf", A, FT, 72, t_cpa)
    add(f"{d}/Taxes LLC/2024 returns Contreras CPA.pdf", A, FT, 430, t_cpa)
    add(f"{d}/Taxes LLC/CDTFA Q1 2026.pdf", A, FT, 31, t_cdtfa)
    add(f"{d}/Taxes LLC/CDTFA Q4 2025.pdf", A, FT, 122, t_cdtfa)
    add(f"{d}/Taxes LLC/FTB 3522 voucher 2026.pdf", A, FT, 60, lambda r, dt: (
        "FRANCHISE TAX BOARD - 2026 Form 3522 LLC Tax Voucher\nLLC: Vargas Hermanos Food LLC  SOS file no. "
        f"202110948812\nAmount of payment: $800.00   Paid by Web Pay {_us(dt)}\nConfirmation {r.randint(10**8, 10**9)}"))
    add(f"{d}/Taxes LLC/organizer 2025 Contreras.xlsx", A, FT, 95, lambda r, dt: (
        "Categoria;Monto 2025;Fuente\n" + f"Ventas Square;{r.randint(290000, 360000)};reporte anual Square\n"
        f"Catering (Zelle/cheque);{r.randint(24000, 41000)};facturas\nCompras comida;{r.randint(98000, 130000)};"
        f"proveedores\nNómina;{r.randint(68000, 82000)};Gusto\nCommissary;13800;Olympic\nGas propano;"
        f"{r.randint(5000, 7000)};Ferrellgas\nSeguro;{r.randint(4100, 5200)};Progressive + NEXT\nPermisos;2650;"
        "County/City/LAFD\nVargas Hermanos Food LLC;;"))
    add(f"{d}/Seguro/Progressive commercial auto declarations.pdf", A, FT, 210, t_bizins)
    add(f"{d}/Seguro/NEXT general liability COI.pdf", A, FT, 180, lambda r, dt: (
        "NEXT Insurance - Certificate of Liability Insurance\nInsured: Vargas Hermanos Food LLC dba Tacos La Reina\n"
        "General liability $1,000,000 each occurrence / $2,000,000 aggregate\nCertificate holder: Rancho Las Palmas "
        f"event garden, Whittier CA (additional insured)\nIssued {_us(dt)}"))
    for k, (name, age, kind) in enumerate([("Cotizacion quince Daniela Ruiz.docx", 24, "quote"),
                                           ("Boda Sanchez-Morales factura.pdf", 190, "invoice"),
                                           ("ECHC staff lunch quote.docx", 11, "quote"),
                                           ("Roosevelt reunion 2006 invoice.pdf", 300, "invoice"),
                                           ("Cumple Don Efrain cotizacion.docx", 58, "quote"),
                                           ("Pueblo Productions crew lunch invoice.pdf", 88, "invoice")]):
        add(f"{d}/Catering/{name}", A, FT, age, t_catering([0, 1, 2, 3, 4, 7][k], kind))
    add(f"{d}/Catering/catering calendar 2026.xlsx", A, FT, 6, lambda r, dt: "Fecha;Evento;Personas;Anticipo;Estatus\n"
        "2026-06-13;Quinceañera Daniela Ruiz;150;1,275;confirmado\n2026-06-19;ECHC staff lunch;60;525;confirmado\n"
        "2026-06-27;Bautizo Mateo Herrera;100;0;cotizar\n2026-07-11;Cumple 50 Don Efraín;80;700;confirmado\n"
        "2026-08-22;Boda Torres-Nava;200;0;pendiente\nTacos La Reina catering;;;;")
    add(f"{d}/Catering/menu catering 2026.docx", A, FT, 140, lambda r, dt: (
        "TACOS LA REINA - CATERING / TAQUIZAS 2026\nPaquete Clásico $15 p.p. (mín. 50): asada, pastor, pollo\n"
        "Paquete Reina $18 p.p.: + cabeza o birria, arroz y frijoles, aguas frescas\nPaquete Fiesta $20 p.p.: + "
        "mulitas, quesadillas, agua de horchata y jamaica\nCargo camión y permiso $150. Servicio 3 horas."))
    add(f"{d}/Menu/food cost abril 2026.xlsx", A, FT, 52, t_foodcost)
    add(f"{d}/Menu/menu board prices 2026.docx", A, FT, 160, lambda r, dt: "TACOS LA REINA\n" + "\n".join(
        f"{item} ... {_m(p)}" for _, item, p in MENU) + "\nSe aceptan tarjetas. Síguenos @tacoslareina.la")
    add(f"{d}/Referencia/LA County mobile food facility operational guidelines.pdf", R, FT, 700, lambda r, dt: (
        "County of Los Angeles Department of Public Health - Mobile Food Facility Operational Guidelines\n"
        "1. Operate within 200 feet of approved, accessible toilet and handwashing facilities for over 1 hour.\n"
        "2. Return to the approved commissary at least once daily for servicing.\n3. Hot holding 135F or above; "
        "cold holding 41F or below.\n4. Display the public health permit and letter grade."))
    add(f"{d}/Referencia/ServSafe food handler guide espanol.pdf", R, FT, 900, lambda r, dt: (
        "ServSafe - Guía del manipulador de alimentos\nLavado de manos: 20 segundos, agua tibia, jabón.\n"
        "Zona de peligro de temperatura: 41 F a 135 F. Enfriar de 135 F a 70 F en 2 horas y a 41 F en 4 horas más.\n"
        "Contaminación cruzada: tablas de colores, carne cruda abajo en el refrigerador."))
    add(f"{d}/Referencia/Vulcan 36in griddle manual.pdf", R, FT, 1100, lambda r, dt: (
        "Vulcan heavy duty gas griddle - installation and operation manual, models 936RX / 948RX\nLighting the "
        "pilot, seasoning the plate, daily cleaning with griddle screen, thermostat calibration, LP conversion kit."))
    add(f"{d}/Referencia/Ansul R-102 owners guide.pdf", R, FT, 820, lambda r, dt: (
        "ANSUL R-102 Restaurant Fire Suppression System - owner's guide\nSemi-annual service by an authorized "
        "distributor is required. Manual pull station, fusible links, wet chemical agent. Do not obstruct nozzles."))

    # ------------------------------------------------------------ Documents/Camion 2 (Projects FoodTruck)
    d = "Documents/Camion 2"
    add(f"{d}/Prestamo/PCL loan approval term sheet.pdf", P, FT, 142, t_loan)
    add(f"{d}/Prestamo/PCL loan application checklist.docx", P, FT, 170, lambda r, dt: (
        "Pacific Community Lenders - small business loan application checklist\nBusiness: Vargas Hermanos Food LLC "
        "(Tacos La Reina) - request $68,500 for second food truck\n[x] 2 years business tax returns (1065, 568)\n"
        "[x] 2024 and 2025 Square sales summaries\n[x] personal financial statements Marisol and Rubén\n"
        "[x] quote from LA Vending Truck Builders and seller's listing for F-59\n[ ] commercial insurance binder"))
    add(f"{d}/Prestamo/draw request 2 Teresa.eml", P, FT, 41, t_t2mail(2))
    add(f"{d}/Compra F-59/DMV transfer receipt F-59.pdf", P, FT, 108, lambda r, dt: (
        "STATE OF CALIFORNIA DMV - transfer and registration receipt\n2019 FORD F-59 step van, VIN 1F65F5DY0K0A71406\n"
        "New owner: VARGAS HERMANOS FOOD LLC   Lienholder: PACIFIC COMMUNITY LENDERS\nCommercial plate 3BV71204\n"
        f"Use tax and fees {_m(r.uniform(3100, 3500))}  {_us(dt)}"))
    add(f"{d}/Compra F-59/F-59 listing Brightline Bakery.pdf", P, FT, 160, lambda r, dt: (
        "FOR SALE: 2019 Ford F-59 18 ft step van, ex-bakery delivery, 61k miles, Workhorse chassis, clean title, "
        "roll-up rear door, shelving removable. $39,500 OBO. Brightline Bakery Distribution, Bellflower."))
    add(f"{d}/Build-out/LVT-2611 deposit.pdf", P, FT, 101, t_build(0))
    add(f"{d}/Build-out/LVT-2613 draw 3.pdf", P, FT, 6, t_build(2))
    add(f"{d}/Build-out/layout rev C notas.docx", P, FT, 88, lambda r, dt: (
        "Camión 2 - layout rev C (con Hugo)\nLado conductor: plancha 36 in, estufa 2 quemadores, campana y Ansul\n"
        "Lado ventana: refri de prep 48 in, vaporera, caja registradora (Square)\nAtrás: fregadero de 3 tinas, "
        "lavamanos, tanques 40 gal limpio / 60 gal gris\nGenerador Onan en la parte trasera. Ventana de servicio 6 ft."))
    add(f"{d}/Build-out/generator quote Onan.pdf", P, FT, 64, lambda r, dt: (
        "Cummins Sales and Service - Quote for Onan QG 7000 / 8750 W generator for food truck F-59\n"
        f"Customer: Vargas Hermanos Food LLC  Price {_m(r.uniform(6800, 7400))} installed by LA Vending Truck Builders"))
    add(f"{d}/Build-out/Hugo plan check corrections.eml", P, FT, 19, t_t2mail(1))
    add(f"{d}/Plan check/plan check application MFF.pdf", P, FT, 71, lambda r, dt: (
        "LA County Environmental Health - Plan Check Application, Mobile Food Facility\nOwner: Vargas Hermanos Food "
        "LLC  Contact: Marisol Vargas (323) 555-0148\nVehicle: 2019 Ford F-59, lic. 3BV71204  Type: food truck, "
        f"high risk (raw meat)\nBuilder: LA Vending Truck Builders   Fee paid $986.00 on {_us(dt)}"))
    add(f"{d}/Plan check/correction notice.pdf", P, FT, 23, t_plancheck)
    add(f"{d}/Ruben layout email.eml", P, FT, 96, t_t2mail(0))
    add(f"{d}/wrap Sign Pro quote.pdf", P, FT, 15, lambda r, dt: (
        "SIGN PRO LA - vehicle wrap quote\nCustomer: Tacos La Reina (2nd truck, Ford F-59 18 ft)\nFull wrap, cast "
        f"vinyl, design with crown logo in yellow and pink, menu panel\nPrice {_m(r.uniform(3100, 3400))}, 50% deposit"))
    for k, age in enumerate((110, 98, 80, 66, 45, 30, 12, 4)):
        photo(f"Pictures/Camion 2/IMG_{4410 + k * 23}.jpg", P, FT, age)
    photo("Pictures/Camion 2/layout sketch.png", P, FT, 90)

    # ------------------------------------------------------------ Mami's green card (Projects Immigration)
    d = "Documents/Mami green card"
    add(f"{d}/I-797C receipt notice I-90.pdf", P, "Immigration", 109, t_i797)
    add(f"{d}/biometrics appointment.pdf", P, "Immigration", 90, t_bio)
    add(f"{d}/pay.gov receipt I-90 fee.pdf", P, "Immigration", 112, t_paygov)
    add(f"{d}/lista papeles Mami.docx", P, "Immigration", 131, t_mami_list)
    add(f"{d}/Lic Paredes revision I-90.eml", P, "Immigration", 117, t_clinic)
    add(f"{d}/I-90 instructions.pdf", P, "Immigration", 133, lambda r, dt: (
        "Instructions for Form I-90, Application to Replace Permanent Resident Card - USCIS\nWho may file: a "
        "permanent resident whose card has expired or will expire within 6 months. Filing fee: $465 online.\n"
        "Biometric services appointment required. Evidence: copy of the card."))
    add(f"{d}/I-90 resumen solicitud.pdf", P, "Immigration", 110, lambda r, dt: (
        "Form I-90 - summary of filed application\nApplicant: Guadalupe Ortega de Vargas  DOB 03/14/1965  "
        "Country of birth: Mexico (Tlacolula de Matamoros, Oaxaca)\nReason: 2.a.2 card has expired or will expire "
        "within six months\nMailing address: 2930 E 4th St, Los Angeles CA 90033\nPrepared by: Marisol Vargas (daughter)"))
    photo(f"{d}/mica Mami frente.jpg", P, "Immigration", 134)
    photo(f"{d}/mica Mami reverso.jpg", P, "Immigration", 134)
    add(f"{d}/case status screenshot.png", P, "Immigration", 9, "")

    # ------------------------------------------------------------ ELAC class (Projects College)
    d = "Documents/ELAC ACCTG 1"
    add(f"{d}/syllabus ACCTG 1 spring 2026.pdf", P, "College", 112, t_syllabus)
    for ch, age in ((2, 98), (3, 88), (5, 60), (9, 8)):
        add(f"{d}/Homework ch {ch}.docx", P, "College", age, t_hw(ch))
    add(f"{d}/midterm study guide.docx", P, "College", 63, lambda r, dt: (
        "ACCTG 1 midterm study guide (April 2)\n- accounting equation, expanded\n- journal entries, posting to the "
        "ledger, trial balance\n- adjusting entries: prepaid, unearned, accruals, depreciation\n- closing entries, "
        "income summary\n- merchandising: perpetual system, sales discounts, COGS\nProf. Hernández: 40 multiple "
        "choice + 3 problems"))
    add(f"{d}/final exam review.docx", P, "College", 3, lambda r, dt: (
        "ACCTG 1 final review - June 8\ninventory FIFO/LIFO/weighted avg, lower of cost or market\nbank "
        "reconciliation, petty cash\nallowance method for bad debts, aging of receivables\ndepreciation SL, DDB, "
        "units of activity\nstudy group with Vero and Luis - Saturday 10 am ELAC library"))
    add(f"{d}/practice set Bellwood.xlsx", P, "College", 14, lambda r, dt: (
        "Account;Debit;Credit\nCash;18450;\nAccounts Receivable;6200;\nSupplies;940;\nEquipment;32000;\n"
        "Accumulated Depreciation;;4800\nAccounts Payable;;5320\nUnearned Revenue;;1500\nBellwood Co. Capital;;"
        "38000\nService Revenue;;21450\nWages Expense;11280;\nRent Expense;2200;\nACCTG 1 practice set - Marisol V.;;"))
    add(f"{d}/ELAC enrollment fee receipt.pdf", P, "College", 128, lambda r, dt: (
        "East Los Angeles College - Los Angeles Community College District\nStudent: Marisol Vargas  ID 88"
        f"{r.randint(100000, 999999)}\nSpring 2026: ACCTG 1 sec 10482 (5 units)\nEnrollment fee 5 x $46 = $230.00; "
        "health fee $21; student rep fee $2\nPaid " + _us(dt)))
    add(f"{d}/Canvas grades.pdf", P, "College", 25, t_grades)
    photo(f"{d}/whiteboard adjusting entries.jpg", P, "College", 81)

    # ------------------------------------------------------------ Oaxaca 2026 (Projects Travel) and past trips
    d = "Documents/Oaxaca 2026"
    add(f"{d}/Volaris confirmacion.pdf", P, "Travel", 53, t_volaris)
    add(f"{d}/Airbnb Casa Jalatlaco.pdf", P, "Travel", 47, t_airbnb)
    add(f"{d}/plan Oaxaca.docx", P, "Travel", 11, t_oaxplan)
    add(f"{d}/presupuesto viaje.xlsx", P, "Travel", 40, lambda r, dt: (
        "Concepto;USD;Pagado\nVuelos Volaris x3;1296;si\nAirbnb Jalatlaco 17 noches;1150;si\nComida;700;\n"
        "Transporte / colectivos / taxi;300;\nRegalos familia Tlacolula;250;\nExcursiones Hierve el Agua / Monte "
        "Albán;250;\nPasaporte Diego;135;si\nOaxaca diciembre 2026;;"))
    add(f"{d}/Noche de Rabanos info.pdf", P, "Travel", 35, lambda r, dt: (
        "Noche de Rábanos - 23 de diciembre, Zócalo de Oaxaca de Juárez\nConcurso de figuras talladas en rábano, "
        "flor inmortal y totomoxtle desde 1897. Llegar temprano, filas largas desde las 3 pm."))
    d = "Documents/Viajes"
    add(f"{d}/Guadalajara 2023/boarding pass LAX-GDL.pdf", X, "Travel", 1055, lambda r, dt: (
        "Volaris boarding pass - Y4 903 LAX-GDL\nPassenger VARGAS ORTEGA/MARISOL  Seat 14C  Group 3\n"
        f"Date {_us(dt + timedelta(days=20))} Departure 06:10"))
    add(f"{d}/Guadalajara 2023/regalo boda Karla.txt", X, "Travel", 1040, "boda Karla y Toño - Tlaquepaque\nregalo: "
        "mesa de regalos Liverpool, o sobre con 150 USD\nvestido azul, zapatos de Diego\nhotel Morales 5 noches\n")
    add(f"{d}/Vegas 2022/Flamingo reservation.pdf", X, "Travel", 1420, t_vegas)

    # ------------------------------------------------------------ personal Areas
    d = "Documents/Finanzas"
    for age in (2, 32, 63, 214):
        add(f"{d}/BofA/eStmt_{(NOW - timedelta(days=age)):%Y-%m-%d}.pdf", A, "Finance", age, t_boa)
    add(f"{d}/Self-Help FCU Q1 2026.pdf", A, "Finance", 58, t_cu)
    add(f"{d}/Capital One statement 2025-11.pdf", A, "Finance", 190, t_capone)
    add(f"{d}/Taxes/2025 1040 summary Contreras.pdf", A, "Finance", 49, t_1040)
    add(f"{d}/Taxes/2024 tax return summary.pdf", A, "Finance", 412, t_1040)
    add(f"{d}/Taxes/K-1 2025 Marisol 50pct.pdf", A, "Finance", 70, lambda r, dt: (
        "Schedule K-1 (Form 1065) 2025 - Partner's Share of Income\nPartnership: Vargas Hermanos Food LLC, EIN "
        f"88-3172045\nPartner: MARISOL VARGAS ORTEGA, general partner / LLC member-manager, 50%\nOrdinary business "
        f"income {_m(r.uniform(31000, 47000))}; self-employment earnings; guaranteed payments 0\nFor the partner's "
        "individual return (Form 1040, Schedule E and SE)."))
    add(f"{d}/Taxes/CA 540 2023 copy.pdf", A, "Finance", 780, lambda r, dt: (
        "California Resident Income Tax Return 2023 - Form 540 (copy)\nMARISOL VARGAS ORTEGA, head of household, "
        f"1 dependent\nCA AGI {_m(r.uniform(36000, 48000))}; renter's credit $120; young child tax credit not "
        f"eligible\nRefund {_m(r.uniform(100, 500))}"))
    add(f"{d}/presupuesto casa 2026.xlsx", A, "Finance", 120, t_budget)
    add(f"{d}/Zelle draws 2026.xlsx", A, "Finance", 5, lambda r, dt: "Fecha;De;Monto;Nota\n" + "\n".join(
        f"2026-{m:02d}-{dd:02d};Vargas Hermanos Food LLC;2800;owner draw Marisol" for m in range(1, 6) for dd in (1, 15))
        + "\nDraws personales 2026;;;")
    d = "Documents/Apartamento"
    add(f"{d}/lease renewal 2025.pdf", A, "Home", 330, t_lease)
    for age in (27, 58, 152):
        add(f"{d}/rent receipt {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Home", age, t_rent)
    add(f"{d}/LADWP/LADWP bill {(NOW - timedelta(days=12)):%Y-%m}.pdf", A, "Home", 12, t_ladwp)
    add(f"{d}/LADWP/LADWP bill {(NOW - timedelta(days=72)):%Y-%m}.pdf", A, "Home", 72, t_ladwp)
    add(f"{d}/SoCalGas statement.pdf", A, "Home", 21, t_socal)
    add(f"{d}/Lemonade renters policy.pdf", A, "Home", 240, t_renters)
    add(f"{d}/RSO rent increase notice 2026.pdf", A, "Home", 26, lambda r, dt: (
        "NOTICE OF CHANGE IN TERMS OF TENANCY - 30 DAY NOTICE\nTo: Marisol Vargas, 1847 E 1st St, Apt 3, Los "
        "Angeles CA 90033\nEffective July 1, 2026 your monthly rent will be $1,951.85 (3% allowable increase under "
        "the LA Rent Stabilization Ordinance, LAHD registration 0417332)\nAlhambra Property Management"))
    add(f"{d}/Spectrum internet bill.pdf", A, "Home", 9, lambda r, dt: (
        "Spectrum - statement\nMARISOL VARGAS  1847 E 1ST ST APT 3 LOS ANGELES CA 90033\nSpectrum Internet "
        f"Premier $69.99; WiFi included\nAmount due {_m(69.99)} by {_us(dt + timedelta(days=20))}"))
    d = "Documents/Apartamento/Huntington Park viejo"
    add(f"{d}/lease 2019 Pacific Blvd.pdf", X, "Home", 2450, lambda r, dt: (
        "RESIDENTIAL LEASE - 6410 Pacific Blvd, Unit B, Huntington Park CA 90255\nTenant: Marisol Vargas; occupant "
        f"Diego Vargas\nTerm starting {_us(dt)}, month to month after one year. Rent $1,425.00. Deposit $1,400."))
    add(f"{d}/deposit return letter 2022.pdf", X, "Home", 1470, lambda r, dt: (
        "Itemized statement of security deposit - 6410 Pacific Blvd Unit B, Huntington Park\nFormer tenant: "
        f"Marisol Vargas, moved out {_us(dt - timedelta(days=18))}\nDeposit $1,400.00; carpet cleaning -$180.00; "
        "refund $1,220.00 by check"))
    add(f"{d}/mudanza checklist.txt", X, "Home", 1500, "mudanza a Boyle Heights\n- U-Haul 15 ft sábado 7 am\n"
        "- cambiar dirección USPS, DMV, escuela de Diego\n- cancelar Spectrum Huntington Park\n- fotos del depa vacío\n")
    d = "Documents/Carro"
    add(f"{d}/DMV registration 2026.pdf", A, "Car", 47, t_dmv)
    add(f"{d}/Mercury auto dec page 2026.pdf", A, "Car", 130, t_mercury)
    add(f"{d}/Honda service 2025-10.pdf", A, "Car", 225, t_service)
    add(f"{d}/Honda service 2024-11.pdf", A, "Car", 560, t_service)
    add(f"{d}/LADOT parking citation.pdf", A, "Car", 88, lambda r, dt: (
        "CITY OF LOS ANGELES - DEPARTMENT OF TRANSPORTATION - NOTICE OF PARKING VIOLATION\nCitation "
        f"{r.randint(10**9, 10**10)}  Plate 8BVK392 CA  HONDA\nViolation 80.69BS street cleaning, {_us(dt)} 8:14 am, "
        "E 1st St\nFine $73.00, pay by 21 days to avoid penalty"))
    d = "Documents/Salud"
    add(f"{d}/Covered California 2026 eligibility.pdf", A, "Health", 180, t_covca)
    add(f"{d}/1095-A 2025.pdf", A, "Health", 125, t_1095)
    add(f"{d}/AltaMed labs {(NOW - timedelta(days=102)):%Y-%m}.pdf", A, "Health", 102, t_lab)
    add(f"{d}/Liberty Dental EOB.pdf", A, "Health", 66, t_dental)
    add(f"{d}/Diego well child visit.pdf", A, "Health", 140, t_medi)
    add(f"{d}/L.A. Care premium invoice.pdf", A, "Health", 15, lambda r, dt: (
        "L.A. Care Covered - premium invoice\nSubscriber: Marisol Vargas  Plan: L.A. Care Covered Silver 87 HMO\n"
        f"Coverage month {(dt + timedelta(days=20)):%B %Y}  Amount due $142.00 (after APTC)"))
    d = "Documents/Diego"
    add(f"{d}/Escuela/permiso excursion museo.pdf", A, "School", 40, t_school(0))
    add(f"{d}/Escuela/progress report T2.pdf", A, "School", 75, t_school(1))
    add(f"{d}/Escuela/conferencia.ics", A, "School", 130, t_school(2))
    add(f"{d}/Escuela/Ms Dominguez reading log.eml", A, "School", 22, t_school(3))
    add(f"{d}/Escuela/LAUSD calendario 2025-26.pdf", A, "School", 290, lambda r, dt: (
        "LAUSD 2025-2026 calendario escolar / school calendar\nPrimer día: 14 de agosto de 2025\nVacaciones de "
        "invierno: 22 dic - 9 ene\nSpring break: 30 mar - 3 abr\nÚltimo día de clases: 11 de junio de 2026"))
    add(f"{d}/Escuela/lista utiles 4to grado.docx", A, "School", 300, "Soto Street Elementary - 4th grade supply list\n"
        "2 composition notebooks, #2 pencils, glue sticks, crayons 24, headphones, backpack (no wheels)\n"
        "Sra. Domínguez - salón 14")
    add(f"{d}/Soccer/BHUFC registration fall 2025.pdf", A, "Soccer", 270, t_soccer(0))
    add(f"{d}/Soccer/Halcones vs Montebello.ics", A, "Soccer", 30, t_soccer(1))
    add(f"{d}/Soccer/torneo Memorial Day.eml", A, "Soccer", 10, t_soccer(2))
    add(f"{d}/Soccer/roster Halcones U11.xlsx", A, "Soccer", 250, "Jugador;Número;Papá/Mamá;Teléfono\n"
        "Diego Vargas;10;Marisol;323-555-0148\nMateo López;7;Karina;323-555-0193\nIsaac Ramírez;4;Hugo;323-555-0110\n"
        "Brandon Cruz;9;Lety;213-555-0162\nBoyle Heights United FC U11 boys - Coach Memo;;;")

    # ------------------------------------------------------------ Resources
    exts = ["txt", "docx", "pdf"]
    for k, (name, lang, ingr, steps) in enumerate(RECIPES):
        add(f"Documents/Recetas/{name.split(' (')[0]}.{exts[k % 3]}", R, "Cooking", 40 + k * 97,
            recipe(name, lang, ingr, steps))
    music = [("Selena", "Amor Prohibido", ["Bidi Bidi Bom Bom", "Amor Prohibido", "No Me Queda Más"]),
             ("Los Ángeles Azules", "De Plaza en Plaza", ["17 Años", "Cómo Te Voy a Olvidar"]),
             ("Natalia Lafourcade", "Musas", ["Tú Sí Sabes Quererme", "Mi Tierra Veracruzana"]),
             ("Lila Downs", "Pecados y Milagros", ["Zapata Se Queda", "Palomo del Comalito"]),
             ("Chalino Sánchez", "Nieves de Enero", ["Nieves de Enero", "Alma Enamorada"]),
             ("Thee Sacred Souls", "Thee Sacred Souls", ["Can I Call You Rose", "Easier Said Than Done"]),
             ("Los Lobos", "La Pistola y el Corazón", ["La Guacamaya", "Las Amarillas"])]
    for artist, album, tracks in music:
        for n, t in enumerate(tracks, 1):
            add(f"Music/{artist}/{album}/{n:02d} {t}.mp3", R, "Music", 300 + len(t) * 40,
                lambda r, dt, t=t, a=artist, al=album: _id3(r, t, a, al))
    books = [("Taco USA", "Gustavo Arellano", "en"), ("Oaxaca - Home Cooking", "Bricia Lopez", "en"),
             ("La casa en Mango Street", "Sandra Cisneros", "es"), ("Profit First", "Mike Michalowicz", "en"),
             ("Kitchen Confidential", "Anthony Bourdain", "en"), ("Pedro Páramo", "Juan Rulfo", "es")]
    for k, (t, a, lang) in enumerate(books):
        add(f"Books/{t} - {a}.epub", R, "Books", 150 + k * 131,
            lambda r, dt, t=t, a=a, lang=lang: _epub(t, a, lang, f"{t} by {a}. Chapter one."))
    for k, name in enumerate(["ChromeSetup.exe", "ZoomInstallerFull.exe", "vlc-3.0.21-win64.exe", "CanvaSetup.exe",
                              "SpotifySetup.exe", "HPSmartSetup.exe", "GustoDesktopHelper.msi"]):
        add(f"Downloads/{name}", R, "Software", 20 + k * 83, lambda r, dt: _blob(r, b"MZ\x90\x00\x03\x00", 2000))
    for k, age in enumerate((8, 22, 37, 55, 101, 160, 230, 310, 365)):
        photo(f"Pictures/{(NOW - timedelta(days=age)).year}/IMG_{5120 + k * 41}.jpg", R, "Photos", age)
    for k, age in enumerate((420, 480, 600, 690, 720)):
        photo(f"Pictures/{(NOW - timedelta(days=age)).year}/IMG_{3100 + k * 57}.jpg", R, "Photos", age)
    for k in range(4):
        photo(f"Pictures/2023/Guadalajara/IMG_{1800 + k * 3}.jpg", R, "Photos", 1036 - k)
    for k, age in enumerate((20, 34, 60)):
        photo(f"Pictures/Diego soccer/IMG_{5300 + k * 9}.heic", R, "Photos", age)
    for k, age in enumerate((4, 27, 70, 150)):
        dt = NOW - timedelta(days=age)
        photo(f"Pictures/Screenshots/Screenshot {dt:%Y-%m-%d} {10 + k}{k * 7:02d}{k * 3:02d}.png", R, "Photos", age)
    photo("Pictures/familia Navidad 2025.jpg", R, "Photos", 158)
    photo("Desktop/Diego y Mami.jpg", R, "Photos", 44)

    # ------------------------------------------------------------ Archive
    d = "Documents/Zine 2024"
    add(f"{d}/Recetas de La Reina borrador.docx", X, "Cookbook", 820, t_zinedraft)
    add(f"{d}/Eastside Riso quote.pdf", X, "Cookbook", 770, t_riso)
    add(f"{d}/ventas zine.csv", X, "Cookbook", 705, t_zinesales)
    add(f"{d}/LA Zine Fest table confirmation.eml", X, "Cookbook", 790, lambda r, dt: _eml(
        "LA Zine Fest <tables@lazinefest.com>", ME, "LA Zine Fest 2024 - table confirmed",
        "Hi Marisol! Your half table (212) for 'Recetas de La Reina' is confirmed for LA Zine Fest 2024. Load-in "
        "9 am. Table fee $60 received. See you there!", dt))
    add(f"{d}/zine layout final.pdf", X, "Cookbook", 765, lambda r, dt: t_zinedraft(r, dt) +
        "\nVERSIÓN FINAL - 28 páginas - lista para imprimir en Eastside Riso")
    for k in range(6):
        photo(f"{d}/fotos/DSC_{201 + k * 4:04d}.jpg", X, "Cookbook", 840 - k * 6)
    photo(f"{d}/portada.png", X, "Cookbook", 800)
    d = "Documents/Casa Fuego"
    for k, age in enumerate((2420, 2350, 2245)):
        add(f"{d}/paystub {(NOW - timedelta(days=age)):%Y-%m-%d}.pdf", X, "Career", age, t_paystub)
    add(f"{d}/W2 2019 Casa Fuego.pdf", X, "Career", 2320, t_w2)
    add(f"{d}/resume 2019.docx", X, "Career", 2500, t_resume)
    add(f"{d}/grill station prep list.docx", X, "Career", 2600, "CASA FUEGO - grill station prep list (PM)\n"
        "skirt steak portioned 8 oz x 30, chimichurri 2 qt, charred scallions, tortillas warm, salsa taquera\n"
        "Chef Daniel: label and date everything, FIFO!")
    add(f"{d}/EDD certification weeks.txt", X, "Career", 2190, "EDD UI Online - certificar cada 2 semanas\n"
        "claim effective 03/22/2020, Casa Fuego closed (COVID)\nweekly $342 + $600 FPUC\nlast cert 09/2020\n")
    d = "Old phone backup 2021"
    for k in range(8):
        photo(f"{d}/DCIM/100APPLE/IMG_{210 + k * 17:04d}.JPG", X, "Backup", 1720 + k * 31)
    for k in range(2):
        photo(f"{d}/DCIM/101APPLE/IMG_{1402 + k:04d}.HEIC", X, "Backup", 1700 - k)
    add(f"{d}/Notes/ideas camion.txt", X, "Backup", 1760, "ideas para el camión (2021)\nnombre: Tacos La Reina? "
        "La Güera? -> La Reina\nmenu corto: asada, pastor, cabeza\nbuscar commissary en Olympic\n")
    add(f"{d}/Notes/lista super.txt", X, "Backup", 1730, "tortillas, leche, huevos, papel, jabón, cilantro\n")
    add(f"{d}/contacts.vcf", X, "Backup", 1700, "BEGIN:VCARD\nVERSION:3.0\nFN:Rubén Vargas\nTEL:+13235550177\n"
        "END:VCARD\nBEGIN:VCARD\nVERSION:3.0\nFN:Mami\nTEL:+13235550121\nEND:VCARD\n")

    # ------------------------------------------------------------ files whose name and folder say nothing (hard)
    packing = ("para llevar: pasaportes (Diego nuevo), mica de Mami + carta I-797C, chamarras (Oaxaca en diciembre "
               "hace frío en la noche), cargadores, regalos para la tía Chela, cámara. Vuelo Volaris 18 dic LAX-OAX "
               "7:35 am")
    hard = [
        ("Downloads/document.pdf", A, FT, 9, t_sup("meat")),
        ("Downloads/document (1).pdf", A, "Home", 41, t_ladwp),
        ("Downloads/document (2).pdf", P, "Immigration", 113, t_i797),
        ("Downloads/document (3).pdf", A, "Health", 171, t_covca),
        ("Downloads/document (4).pdf", P, FT, 141, t_loan),
        ("Downloads/document (5).pdf", A, FT, 121, t_cdtfa),
        ("Downloads/document (6).pdf", A, FT, 25, t_sup("prod")),
        ("Downloads/document (7).pdf", A, "Finance", 28, t_capone),
        ("Downloads/document (8).pdf", A, FT, 2, t_payroll),
        ("Downloads/document (9).pdf", P, FT, 22, t_plancheck),
        ("Downloads/download.pdf", P, "College", 113, t_syllabus),
        ("Downloads/download (1).pdf", P, "Travel", 52, t_volaris),
        ("Downloads/download (2).pdf", A, "Car", 34, t_dmv),
        ("Downloads/download (3).pdf", A, FT, 336, t_permit),
        ("Downloads/download (4).pdf", P, "College", 4, t_grades),
        ("Downloads/file.pdf", A, "Health", 95, t_lab),
        ("Downloads/file (1).pdf", X, "Travel", 1400, t_vegas),
        ("Downloads/invoice.pdf", P, FT, 46, t_build(1)),
        ("Downloads/invoice (1).pdf", A, FT, 62, t_commissary),
        ("Downloads/invoice (2).pdf", A, FT, 200, t_catering(1, "invoice")),
        ("Downloads/receipt.pdf", P, "Immigration", 111, t_paygov),
        ("Downloads/receipt (1).pdf", A, "Soccer", 251, t_soccer(0)),
        ("Downloads/print.pdf", P, "Travel", 48, t_airbnb),
        ("Downloads/export.csv", A, FT, 3, t_square),
        ("Downloads/export (1).csv", A, FT, 34, t_square),
        ("Downloads/export (2).csv", A, "Finance", 18, t_boacsv),
        ("Downloads/export (3).csv", A, FT, 66, t_square),
        ("Downloads/data.csv", A, FT, 17, t_payroll_csv),
        ("Downloads/invite.ics", A, "School", 20, t_school(2)),
        ("Downloads/invite (1).ics", A, "Soccer", 12, t_soccer(1)),
        ("Downloads/Untitled document.docx", P, "Travel", 30, t_oaxplan),
        ("Downloads/Untitled document (1).docx", P, "Immigration", 128, t_mami_list),
        ("Downloads/message.eml", P, FT, 20, t_t2mail(1)),
        ("Downloads/message (1).eml", P, "Immigration", 116, t_clinic),
        ("Desktop/notes.txt", P, "College", 60, t_notes),
        ("Desktop/nuevo documento.txt", P, FT, 8, t_t2todo),
        ("Desktop/Doc1.docx", A, FT, 14, t_catering(2)),
        ("Desktop/Book1.xlsx", P, FT, 10, t_t2budget),
        ("Desktop/Book2.xlsx", A, "Finance", 150, t_budget),
        ("Desktop/Document1.docx", P, "College", 20, t_hw(8)),
        ("Desktop/temp.txt", R, "Cooking", 190, recipe(*RECIPES[4])),
        ("Desktop/Untitled.xlsx", A, FT, 45, t_foodcost),
        ("Desktop/new 1.txt", P, "Travel", 15, packing),
        ("2025/scan0001.pdf", A, "Health", 488, t_1095),
        ("2025/scan0002.pdf", A, "Car", 380, t_mercury),
        ("2025/scan0003.pdf", A, "Home", 300, t_lease),
        ("2025/scan0004.pdf", A, FT, 421, t_cpa),
        ("2025/scan0005.pdf", A, "Finance", 409, t_1040),
        ("2025/scan0006.pdf", A, FT, 281, t_inspect),
        ("2025/Document.docx", A, FT, 330, t_catering(3)),
        ("2025/Document (2).docx", A, "School", 240, t_school(0)),
        ("2025/export.csv", A, FT, 300, t_square),
        ("2025/export (1).csv", A, FT, 221, t_square),
        ("2025/notas.txt", A, FT, 330, lambda r, dt: (
            "junta con Rubén - julio 2025\n- Olympic sube la renta del commissary a 1,150 desde agosto\n- Jorge pide "
            "aumento a $21/hr, sí\n- nuevo proveedor de tortillas La Gloria, más barato que el anterior\n- renovar "
            "permiso de salud del condado antes del 30 de junio, ya pagado\n- catering: subir paquete a $18")),
        ("2025/invoice_2025.pdf", A, FT, 262, t_sup("depot")),
        ("2025/mail.eml", A, "Home", 200, t_repair),
        ("Documents/Scans/scan0001.pdf", A, "Home", 95, t_rent),
        ("Documents/Scans/scan0002.pdf", A, "School", 121, t_school(1)),
        ("Documents/Scans/scan0003.pdf", X, "Career", 2230, t_w2),
        ("Documents/Scans/scan0004.pdf", X, "Career", 2245, t_edd),
        ("Documents/Scans/scan0005.pdf", A, "Car", 36, t_smog),
        ("Documents/Scans/scan0006.pdf", P, FT, 116, t_billsale),
        ("Documents/Scans/scan0007.pdf", X, "Cookbook", 772, t_riso),
        ("Documents/Scans/scan0008.pdf", X, "Travel", 1050, t_gdl),
        ("Documents/Scans/scan0009.pdf", P, "Immigration", 92, t_bio),
        ("Documents/Scans/scan0010.pdf", A, "Health", 201, t_dental),
        ("Documents/Scans/scan0011.pdf", A, "Health", 260, t_medi),
        ("Documents/Scans/scan0012.pdf", A, FT, 700, t_permit),
        ("Documents/Scans/scan0013.pdf", P, "Travel", 19, t_passport),
        ("Documents/Scans/scan0014.pdf", X, "Career", 2300, t_paystub),
        ("Documents/Scans/scan0015.pdf", A, FT, 5, t_sup("tort")),
        ("Documents/Nuevo documento de texto.txt", X, "Cookbook", 805, t_zinedraft),
        ("Documents/Documento sin titulo.docx", P, "College", 40, t_hw(6)),
        ("Documents/Book1.xlsx", P, FT, 135, t_amort),
        ("Documents/export.csv", X, "Cookbook", 708, t_zinesales),
    ]
    for rel, b, t, age, fn in hard:
        add(rel, b, t, age, fn, hard=True)

    # ------------------------------------------------------------ Left (System) and dot files
    for rel, age in (("Downloads/LA_County_MFF_Plan_Check_Guide.pdf.crdownload", 1),
                     ("Downloads/Unconfirmed 418227.crdownload", 3),
                     ("Downloads/QuickBooksSetup.exe.part", 12),
                     ("Documents/Tacos La Reina/Catering/~$tizacion quince Daniela Ruiz.docx", 24),
                     ("Documents/ELAC ACCTG 1/~$mework ch 9.docx", 8),
                     ("Desktop/desktop.ini", 400), ("Downloads/desktop.ini", 400),
                     ("Pictures/Thumbs.db", 30), ("Pictures/Camion 2/Thumbs.db", 4)):
        add(rel, L, "System", age, lambda r, dt: _blob(r, b"\x00\x00", 160))
    dot("Documents/Tacos La Reina/Menu/.~lock.food cost abril 2026.xlsx#", b"Marisol,DESKTOP-REINA,23.05.2026\n", 5)
    dot("Pictures/.picasa.ini", b"[Picasa]\nname=Pictures\n", 300)
    return items
