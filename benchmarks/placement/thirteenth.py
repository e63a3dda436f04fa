"""A thirteenth labelled corpus: a restaurant owner's files, ``build(root, seed)``, written without reading the classifier.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the benchmark
runners or any placement result, nor at the bodies of the other corpus modules: only ``unseen.py``'s
docstring, helper section and ``build`` mechanics, the ``Item`` dataclass and the helpers ``_pdf``,
``_jpeg`` (``corpus.py``), ``_docx``, ``_png`` and ``HEIC_HEAD`` (``blind.py``). The files and labels are
shaped by what this person would have on disk, not by what the code looks for.

The person: Karim Haddad, 50, born in Beirut, in Manchester since 1998. He owns and runs Zaatar House, a
Lebanese restaurant on Wilmslow Road in Rusholme (Zaatar House Ltd, 14 staff, opened 2020; company no.
10483927). Before that he ran the Olive Tree Café in Stockport (Olive Tree Café Ltd), closed in 2019 and
struck off in 2020. His wife Nadia is a community pharmacist; their children are Sami (19, second year
of Mechanical Engineering at the University of Leeds), Lina (16, sitting her GCSEs at Ashton-on-Mersey
School in May-June 2026) and Omar (11, Year 6 at Springfield Primary, starting secondary in September).
The family lives at 23 Elmridge Drive, Sale (Trafford Council). Karim is the volunteer treasurer of
the Longsight Community Centre's "Shared Table" food programme. Accountant: Patel Moran & Co
(Rakesh Patel). Current work: the restaurant's kitchen refit (quotes, extraction canopy and fan
specification, closure 3-16 August 2026); a second site on Beech Road, Chorlton (heads of terms, business
plan, NatWest loan application); catering the Khoury-Saleh wedding on 18 July 2026; Lina's GCSE revision
and exams (last paper 19 June 2026); the family trip to Beirut, 25 July - 16 August 2026. Finished: the
2023 rear extension of the house; the 2022 Covid-grant paperwork; the café; the Cyprus holiday of 2024
(and Lebanon 2019); his father Youssef Haddad's estate (died 2021, settled 2022); earlier catering jobs
such as the Nasser engagement party (September 2025); a bid for a unit in Altrincham dropped in 2025.
The family PC has the chaos of shared use: ``Downloads/``, ``Desktop/``, ``Documents/Misc``,
``Documents/New folder``, ``Documents/Karim``, ``Documents/Nadia``, a ``Documents/2023`` folder, a
``Restaurant/`` tree, ``Scans/`` from the office printer, an ``old PC/`` backup copied from the previous
computer in 2021, unfinished downloads and system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  kitchen refit (contractor quotes, extraction spec, gas and electrics, closure plan, landlord consent,
  budget, photos of the old kitchen and the works) -- topic Restaurant; the second site in Chorlton
  (lease negotiation, solicitor, business plan, cash-flow forecast, bank loan application, photos of the
  unit) -- topic Restaurant; the Khoury-Saleh wedding catering on 18 July 2026 (contract, menu proposal,
  quote and deposit, guest and dietary list, tasting notes and photos, staffing) -- topic Restaurant;
  Lina's GCSEs (exam timetable, revision plan, mock results, tutor invoices, study-leave letters) --
  topic Kids; the Beirut trip in summer 2026 (flights, insurance, Omar's passport renewal, itinerary,
  packing and gift lists) -- topic Travel.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. Running
  the restaurant: supplier invoices, rotas, payroll, VAT returns, food-hygiene and temperature records,
  allergen matrix, licences, business insurance, accountant correspondence and company accounts, the
  Bounce Back Loan still being repaid, staff contracts and training, menus and costings (Restaurant);
  household money: bank, mortgage, ISAs, pensions, dividends, Nadia's payslips, self-assessment (Finance);
  the house: council tax, energy, water, broadband, home insurance, repairs and servicing (Home); the
  family's health (Health); the children's schooling: reports, parents' evenings, trips, Omar's move to
  secondary, Sami's student finance and Leeds accommodation (Kids); the family car and the restaurant van
  (Car); the community-centre treasurer role: accounts, reconciliations, donations, grants, minutes
  (Community). A 2019 premises licence or the 2022-23 tax return is still an Area.
- **Resources**: reference and interests kept for their own sake, by subject: recipes, menu ideas and
  food writing (Cooking); food-safety guidance and hospitality business articles (Restaurant); ebooks,
  including cookbooks (Books); the car's manual (Car); appliance manuals (Home); music files (Music);
  installers and EPOS software updates (Software); photos and screenshots -- family, holidays, dishes
  shot for the menu and social media, screenshots of anything (Photos) -- except photos that document a
  project, current or finished (refit works, the Chorlton unit, the wedding tasting, the extension build:
  that project's bucket and topic), and photos inside the old PC backup.
- **Archive**: finished projects and ended responsibilities: the 2023 extension (Home); the 2022 Covid
  grants and the Eat Out to Help Out claims, the Olive Tree Café (2012-2019), past catering jobs and the
  dropped Altrincham bid (Restaurant); past trips -- Cyprus 2024, Lebanon 2019 (Travel); Dad's estate,
  settled 2022 (Estate); everything inside the ``old PC/`` backup (Backup), a late letter about a
  finished matter is still Archive.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``), wherever they are (topic System). Dot files
  (``.DS_Store``, ``.~lock...#``) are written but not labelled, and nothing in a dot folder is labelled.

Topics are subjects (the refit, the second site and the wedding are ``Restaurant`` like the invoices; the
van is ``Car`` like the family car). ``hard`` marks a file whose name *and* folder say nothing about its
subject (``Downloads/document (2).pdf``, ``Scans/scan0012.pdf``, ``Desktop/New Text Document.txt``,
``Documents/Misc/notes.docx``): only the text inside can place it. Images are never marked hard. Dates
are relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
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
    return dt.strftime("%Y-%m-%d")


def _uk(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _long(dt: datetime) -> str:
    return f"{dt.day} {dt.strftime('%B %Y')}"


def _gbp(v: float) -> str:
    return f"£{v:,.2f}"


def _eml(frm: str, to: str, dt: datetime, subject: str, body: str) -> str:
    stamp = dt.strftime("%a, %d %b %Y ") + f"{9 + dt.day % 9:02d}:{(dt.day * 7) % 60:02d}:00 +0100"
    return (f"From: {frm}\nTo: {to}\nDate: {stamp}\nSubject: {subject}\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=utf-8\n\n{body.strip()}\n")


KARIM = "Karim Haddad <karim@zaatarhouse.co.uk>"
KARIM_HOME = "Karim Haddad <karim.haddad74@gmail.com>"
REST = ("Zaatar House Ltd t/a Zaatar House\n214 Wilmslow Road, Rusholme, Manchester M14 5LH\n"
        "Company no. 10483927 | VAT reg. GB 284 5519 03")
HOME = "23 Elmridge Drive, Sale M33 4PQ"
STAFF = [("Ahmad Karam", "Head chef"), ("Rania Aziz", "Sous chef"), ("Tom Whitley", "Chef de partie"),
         ("Bilal Qureshi", "Grill chef"), ("Hassan Obeid", "Kitchen porter"), ("Yusuf Demir", "Kitchen porter"),
         ("Mariam Saad", "Front of house manager"), ("Joe Brennan", "Waiter"), ("Priya Nair", "Waitress"),
         ("Elif Kaya", "Waitress"), ("Kasia Nowak", "Waitress"), ("Dan Fletcher", "Bar"),
         ("Chloe Marsh", "Waitress"), ("Layla Haddad", "Waitress (weekends)")]
SUPPLIERS = [
    ("Al-Noor Halal Meats Ltd", "Unit 4, 210 Cheetham Hill Road, Manchester M8 8EP", 0.0,
     [("Lamb shoulder boneless (kg)", 11.40), ("Chicken thigh fillet (kg)", 5.20), ("Minced lamb (kg)", 9.80),
      ("Lamb cutlets (kg)", 17.90), ("Chicken wings (kg)", 3.10)]),
    ("Levant Foods Wholesale", "Unit 12, Westinghouse Road, Trafford Park M17 1PY", 0.0,
     [("Tahini Al Wadi 18kg tub", 96.00), ("Pomegranate molasses 6x500ml", 21.50), ("Fine bulgur 25kg", 31.00),
      ("Sumac 1kg", 9.40), ("Za'atar mix 1kg", 11.80), ("Dried chickpeas 25kg", 34.00), ("Vine leaves 2kg", 8.90)]),
    ("Smithfield Fresh Produce", "New Smithfield Market, Whitworth Street East, Manchester M11 2WJ", 0.0,
     [("Flat parsley (bunch)", 0.55), ("Mint (bunch)", 0.60), ("Lemons 80ct box", 19.00), ("Tomatoes 6kg", 9.50),
      ("Aubergines 5kg", 8.75), ("Cucumbers (each)", 0.45), ("Garlic peeled 1kg", 6.20)]),
    ("Booker Wholesale Manchester", "Hyde Road, Manchester M12 5AR", 0.2,
     [("Sunflower oil 20L", 29.99), ("Blue roll x6", 12.49), ("Cling film 450mm", 8.99),
      ("Takeaway boxes 1000", 42.00), ("Degreaser 5L", 11.50)]),
    ("Cedar Bakery", "47 Stockport Road, Longsight, Manchester M13 0DE", 0.0,
     [("Lebanese flatbread (pack of 10)", 1.40), ("Ka'ak sesame bread (each)", 0.60), ("Manakish dough balls x50", 14.00)]),
]
FIRST = ["Sarah", "James", "Fatima", "Omar", "Helen", "Ali", "Rachel", "David", "Noor", "Gareth", "Zainab", "Mark"]
SURN = ["Ahmed", "Wilson", "Khan", "Taylor", "Hussain", "Clarke", "Mansour", "Roberts", "Begum", "Walsh", "Nasser",
        "Hughes"]


def _hms(r: random.Random, lo: int = 8, hi: int = 22) -> str:
    return f"{r.randint(lo, hi):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"


def _who(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


# ---- document texts: fn(r, dt) -> str, what such a document would really say ---------------------
# Restaurant, running (Areas)


def t_supplier_invoice(r, dt, k=None):
    name, addr, vat, lines = SUPPLIERS[r.randrange(len(SUPPLIERS)) if k is None else k]
    picks = r.sample(lines, min(len(lines), r.randint(3, 5)))
    rows, net = [], 0.0
    for item, price in picks:
        q = r.randint(2, 30)
        net += q * price
        rows.append(f"{item}  x{q}  @ {_gbp(price)}  = {_gbp(q * price)}")
    tax = net * vat
    return (f"{name}\n{addr}\nINVOICE  No. {r.randint(10000, 99999)}   Date: {_uk(dt)}\n"
            f"Deliver to: Zaatar House, 214 Wilmslow Road, Manchester M14 5LH  (acct ZAA01)\n" + "\n".join(rows) +
            f"\nNet {_gbp(net)}   VAT {_gbp(tax)}   Total due {_gbp(net + tax)}\n"
            "Payment terms 14 days. BACS to sort code 20-45-77. Goods remain our property until paid.")


def t_statement(r, dt):
    name = r.choice(SUPPLIERS)[0]
    return (f"{name}\nSTATEMENT OF ACCOUNT as at {_uk(dt)}\nCustomer: Zaatar House (ZAA01)\n" +
            "\n".join(f"{_uk(dt - timedelta(days=7 * i))}  Invoice {r.randint(10000, 99999)}  {_gbp(r.uniform(180, 1400))}"
                      for i in range(5)) +
            f"\nPayment received {_uk(dt - timedelta(days=20))} - thank you\nBalance outstanding {_gbp(r.uniform(400, 2600))}")


def t_rota(r, dt):
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    out = [f"Zaatar House rota w/c {_uk(dt)};" + ";".join(days) + ";Hours"]
    for name, role in STAFF:
        shifts = [r.choice(["OFF", "11-17", "16-23", "12-22", "17-23", "OFF"]) for _ in days]
        out.append(f"{name} ({role});" + ";".join(shifts) + f";{sum(6 if s != 'OFF' else 0 for s in shifts)}")
    return "\n".join(out)


def t_payroll(r, dt):
    rows, g = [], 0.0
    for name, role in r.sample(STAFF, 8):
        gross = r.uniform(900, 2900)
        g += gross
        rows.append(f"{name:<16} gross {_gbp(gross)}  PAYE {_gbp(gross * 0.09)}  NI {_gbp(gross * 0.06)}  "
                    f"pension {_gbp(gross * 0.05)}")
    return (f"Patel Moran & Co - Payroll Bureau\nPAYROLL SUMMARY  Zaatar House Ltd  PAYE ref 083/ZA48213\n"
            f"Pay period ending {_uk(dt)} (monthly)\n" + "\n".join(rows) +
            f"\nTotal gross {_gbp(g)}   Employer NI {_gbp(g * 0.11)}   NEST employer contributions {_gbp(g * 0.03)}\n"
            f"Amount due to HMRC by the 22nd: {_gbp(g * 0.26)}\nRTI FPS submitted {_uk(dt)}.")


def t_vat(r, dt):
    sales = r.uniform(95000, 140000)
    purch = r.uniform(30000, 52000)
    return (f"VAT Return - Zaatar House Ltd  VRN 284 5519 03\nPeriod: quarter ending {_uk(dt - timedelta(days=35))}\n"
            f"Box 1 VAT due on sales: {_gbp(sales * 0.2)}\nBox 4 VAT reclaimed on purchases: {_gbp(purch * 0.12)}\n"
            f"Box 5 Net VAT to pay: {_gbp(sales * 0.2 - purch * 0.12)}\nBox 6 Total sales ex VAT: {_gbp(sales)}\n"
            f"Box 7 Total purchases ex VAT: {_gbp(purch)}\nSubmitted to HMRC via Xero (Making Tax Digital) on {_uk(dt)}\n"
            "Receipt ID " + str(r.randint(10**9, 10**10)) + ". Direct debit will be collected 3 working days after the due date.")


def t_temps(r, dt):
    out = ["Date;Time;Fridge 1 (C);Fridge 2 (C);Walk-in (C);Freezer (C);Hot hold (C);Checked by"]
    for i in range(14):
        d = dt - timedelta(days=13 - i)
        for t in ("09:30", "17:00"):
            out.append(f"{_uk(d)};{t};{r.uniform(1, 4.8):.1f};{r.uniform(1, 4.8):.1f};{r.uniform(0.5, 4):.1f};"
                       f"{-r.uniform(18, 22):.1f};{r.uniform(64, 78):.0f};{r.choice(['AK', 'RA', 'TW', 'KH'])}")
    return "\n".join(out)


def t_sfbb(r, dt):
    return (f"Safer Food, Better Business - 4-weekly review\nZaatar House, week ending {_uk(dt)}\n"
            "Problems / changes this period: walk-in door seal replaced (Fri). New supplier for flatbread "
            "(Cedar Bakery) added to approved list.\nAllergen information updated for new lentil soup (contains celery).\n"
            "Staff training: Chloe and Layla completed Level 2 Food Hygiene (Highfield) online.\n"
            "Pest control visit (Rentokil): no activity found.\nOpening/closing checks all signed.\nSigned: K. Haddad")


ALLERGENS = ["Gluten", "Crustaceans", "Eggs", "Fish", "Peanuts", "Soya", "Milk", "Nuts", "Celery", "Mustard",
             "Sesame", "Sulphites", "Lupin", "Molluscs"]
DISHES = ["Hummus", "Baba ghanoush", "Moutabal", "Tabbouleh", "Fattoush", "Falafel", "Kibbeh (fried)",
          "Lamb shawarma wrap", "Chicken shish taouk", "Mixed grill", "Halloumi", "Mujaddara", "Lentil soup",
          "Fatayer spinach", "Manakish za'atar", "Knafeh", "Baklava", "Rice pudding (mhallabia)"]


def t_allergen(r, dt):
    out = ["Dish;" + ";".join(ALLERGENS)]
    for dish in DISHES:
        marks = ["Y" if r.random() < 0.18 else "" for _ in ALLERGENS]
        if dish in ("Hummus", "Baba ghanoush", "Moutabal", "Falafel"):
            marks[10] = "Y"
        out.append(dish + ";" + ";".join(marks))
    out.append(f"Reviewed {_uk(dt)} by K. Haddad - any change of supplier or recipe means this sheet must be updated")
    return "\n".join(out)


def t_eho(r, dt):
    return ("Manchester City Council - Environmental Health (Food Safety)\nFood Hygiene Inspection Report\n"
            f"Premises: Zaatar House, 214 Wilmslow Road, M14 5LH   Date of visit: {_uk(dt)}\n"
            "Food business operator: Zaatar House Ltd (Mr K. Haddad)\n"
            "Hygienic food handling: 0 (very good). Structure and cleaning: 5 (good). Confidence in management: 0.\n"
            "Food Hygiene Rating: 5 - Very Good.\nRecommendations: replace cracked wall tile behind the grill; "
            "keep allergen matrix with the dated recipe cards.\nOfficer: " + _who(r))


def t_licence(r, dt):
    return ("Licensing Act 2003 - Premises Licence Summary\nManchester City Council  Licence no. PL/0" +
            str(r.randint(10000, 99999)) + "\nPremises: Zaatar House, 214 Wilmslow Road, Manchester M14 5LH\n"
            "Licensable activities: supply of alcohol (on the premises), late night refreshment\n"
            "Hours: Mon-Thu 11:00-23:30, Fri-Sat 11:00-00:30, Sun 12:00-23:00\n"
            "Designated premises supervisor: Karim Haddad (personal licence TRA/PL/3318)\n"
            "Annual fee due each year on the anniversary of grant. Conditions: CCTV, Challenge 25, refusals log.")


def t_music_licence(r, dt):
    return (f"PPL PRS Ltd - TheMusicLicence\nInvoice {r.randint(1000000, 9999999)}   {_uk(dt)}\n"
            "Licensee: Zaatar House Ltd, 214 Wilmslow Road, Manchester\n"
            "Background music - restaurant, 60 covers, audible area 90 m2\n"
            f"Licence period: {_uk(dt)} to {_uk(dt + timedelta(days=364))}\nAmount {_gbp(r.uniform(480, 640))} incl. VAT")


def t_biz_insurance(r, dt):
    return ("Towergate Hospitality - Policy Schedule\nPolicyholder: Zaatar House Ltd\n"
            f"Period of insurance: {_uk(dt)} to {_uk(dt + timedelta(days=364))}\n"
            "Buildings (tenant's improvements) £150,000 | Contents and equipment £85,000 | Stock £12,000 (deterioration incl.)\n"
            "Business interruption: gross profit, 12 months indemnity, £420,000\n"
            "Employers' liability £10,000,000 | Public and products liability £5,000,000\n"
            f"Annual premium {_gbp(r.uniform(2800, 3600))} incl. IPT. Condition: kitchen extraction cleaned every 6 months.")


def t_accountant_mail(r, dt, k=None):
    topics = [
        ("Year-end accounts to 31 March", "Hi Karim,\n\nWe're starting the year-end for Zaatar House Ltd. Could you send the "
         "bank statements to 31 March, the stock count, the list of unpaid supplier invoices and any cash takings not "
         "banked? Also confirm the director's loan account balance.\n\nThe corporation tax will be due nine months after "
         "the year end.\n\nRegards,\nRakesh"),
        ("Dividend for the quarter", "Hi Karim,\n\nProfits to date support a dividend of £8,000. I've drafted the board "
         "minute and the voucher - please sign both and keep them with the company records. Remember this goes on your "
         "self-assessment.\n\nRakesh"),
        ("Payroll query - holiday pay for casual staff", "Karim,\n\nFor the weekend staff on irregular hours, holiday pay now "
         "accrues at 12.07% of hours worked. I've set this up in the payroll from this month. Please send me the hours "
         "for Layla and Chloe by the 25th.\n\nThanks,\nRakesh"),
        ("Management accounts", "Hi Karim,\n\nAttached are the management accounts for the quarter. Food cost is running at "
         "31% of sales, up from 28% - mainly lamb. Wages 34%. Worth looking at the menu prices before summer.\n\nRakesh"),
    ]
    subj, body = topics[r.randrange(len(topics)) if k is None else k]
    return _eml("Rakesh Patel <rakesh@patelmoran.co.uk>", KARIM, dt, subj, body)


def t_company_accounts(r, dt):
    t = r.uniform(560000, 690000)
    return ("Zaatar House Ltd - Company registration number 10483927\nUnaudited financial statements for the year ended "
            f"31 March {dt.year if dt.month > 3 else dt.year - 1}\nTurnover {_gbp(t)}\nCost of sales {_gbp(t * 0.31)}\n"
            f"Gross profit {_gbp(t * 0.69)}\nAdministrative expenses {_gbp(t * 0.58)}\nProfit before tax {_gbp(t * 0.11)}\n"
            f"Corporation tax {_gbp(t * 0.11 * 0.25)}\nDirector: K. Haddad\nPrepared by Patel Moran & Co, Chartered Accountants")


def t_bbl(r, dt):
    return ("NatWest Bounce Back Loan - Annual Statement\nBorrower: Zaatar House Ltd\nOriginal loan £38,000 drawn 12/06/2020, "
            "term 10 years, fixed rate 2.5%\n"
            f"Statement date {_uk(dt)}   Monthly repayment £358.24\nOutstanding balance {_gbp(r.uniform(16000, 22000))}\n"
            "Final repayment due June 2030. Payments are collected by direct debit from account ending 4471.")


def t_menu(r, dt):
    pick = r.sample(DISHES, 12)
    return ("ZAATAR HOUSE\nLebanese kitchen & grill - Wilmslow Road\n\nMEZZE\n" +
            "\n".join(f"{d} .... £{r.randint(5, 9)}.{r.choice(['00', '50', '95'])}" for d in pick[:7]) +
            "\n\nFROM THE GRILL\n" + "\n".join(f"{d} .... £{r.randint(13, 21)}.{r.choice(['00', '50', '95'])}" for d in pick[7:10]) +
            "\n\nSWEETS\n" + "\n".join(f"{d} .... £{r.randint(4, 7)}.50" for d in pick[10:]) +
            "\nPlease tell your server about any allergies. All meat is halal. 10% service charge for tables of 6+.")


def t_costing(r, dt):
    dish = r.choice(["Mixed grill", "Lamb shawarma plate", "Chicken shish taouk", "Mezze platter for two"])
    ing = [("Lamb shoulder", "0.18 kg", 11.40), ("Chicken thigh", "0.15 kg", 5.20), ("Flatbread", "1", 0.14),
           ("Hummus", "80 g", 0.9), ("Garlic sauce (toum)", "40 g", 0.3), ("Salad garnish", "1", 0.45),
           ("Pickles", "30 g", 0.2), ("Rice", "150 g", 0.25)]
    rows = [f"{n};{q};{_gbp(p * (0.18 if 'kg' in q else 1) if 'kg' in q else p)}" for n, q, p in r.sample(ing, 6)]
    price = r.randint(14, 22)
    return (f"Dish costing - {dish};;\nIngredient;Portion;Cost\n" + "\n".join(rows) +
            f"\nSelling price inc VAT;;£{price}.95\nSelling price ex VAT;;{_gbp((price + 0.95) / 1.2)}\n"
            f"Target GP;;70%\nUpdated;;{_uk(dt)}")


def t_staff_contract(r, dt):
    name, role = r.choice(STAFF)
    return ("STATEMENT OF MAIN TERMS OF EMPLOYMENT\nEmployer: Zaatar House Ltd, 214 Wilmslow Road, Manchester M14 5LH\n"
            f"Employee: {name}\nJob title: {role}\nStart date: {_uk(dt)}\nHours: variable, as per weekly rota, "
            "average 30 hours\nPay: £12.21 per hour (National Living Wage) plus share of tronc\n"
            "Holiday: 5.6 weeks per year. Pension: auto-enrolment into NEST.\nProbation 3 months. Notice: 1 week.\n"
            "Signed for the employer: K. Haddad, Director")


def t_hygiene_cert(r, dt):
    name = r.choice(STAFF)[0]
    return ("Highfield Qualifications\nCertificate of Achievement\nLevel 2 Award in Food Safety and Hygiene for Catering\n"
            f"Awarded to {name}\nDate {_uk(dt)}   Certificate no. HQ{r.randint(1000000, 9999999)}\n"
            "Delivered by Northwest Food Safety Training, Manchester")


def t_gas_cert(r, dt):
    return ("Gas Safe Register - Commercial Catering Gas Safety Record (CP42)\nSite: Zaatar House, 214 Wilmslow Road M14 5LH\n"
            f"Date of inspection {_uk(dt)}  Engineer: {_who(r)} (Gas Safe ID {r.randint(100000, 999999)})\n"
            "Appliances: 6-burner range - pass; chargrill - pass; 2 x fryers - pass; salamander - pass\n"
            "Interlock on extraction: fitted and working. Gas pressure proved.\nNext inspection due within 12 months.")


# Restaurant projects: kitchen refit, second site, wedding catering


REFIT_FIRMS = [("CaterKit North Ltd", "Unit 7, Lyntown Trading Estate, Eccles M30 9QG"),
               ("Stainless Solutions (Bolton) Ltd", "Raikes Lane Industrial Estate, Bolton BL3 2NE"),
               ("Prestige Commercial Kitchens", "Dukinfield Road, Hyde SK14 4SP")]


def t_refit_quote(r, dt, k=0):
    firm, addr = REFIT_FIRMS[k]
    items = [("Strip out existing kitchen and dispose", r.randint(1800, 3200)),
             ("Stainless steel canopy 3.0m x 1.5m with baffle filters", r.randint(5200, 7400)),
             ("Ductwork to roof, EC extract fan, carbon odour filter", r.randint(6100, 9800)),
             ("Make-up air unit with gas interlock", r.randint(2100, 3300)),
             ("Wall cladding (hygienic PVC) and non-slip vinyl floor", r.randint(3900, 5600)),
             ("Gas and electrical first fix and commissioning", r.randint(2600, 4100))]
    net = sum(v for _, v in items)
    return (f"{firm}\n{addr}\nQUOTATION Q-{r.randint(2000, 2999)}   {_uk(dt)}\nClient: Zaatar House, 214 Wilmslow Road, "
            "Manchester - kitchen refit\n" + "\n".join(f"{a} ... {_gbp(v)}" for a, v in items) +
            f"\nTotal ex VAT {_gbp(net)}   VAT {_gbp(net * 0.2)}   Total {_gbp(net * 1.2)}\n"
            "Programme: 12 working days on site. 30% deposit on order, balance on completion. Valid 60 days.")


def t_extraction_spec(r, dt):
    return ("Kitchen ventilation specification - Zaatar House refit\nStandard: BESA DW/172 (2018)\n"
            "Canopy: wall-mounted, 3000 x 1500 x 500 mm, 1.2 mm 304 stainless, 5 baffle grease filters, LED lights\n"
            "Extract rate: 1.35 m3/s (chargrill and fryers = high-duty appliances)\n"
            "Fan: Systemair EC inline, 400 mm, speed controller with gas interlock (BS 6173)\n"
            "Odour control: ESP pre-filter + carbon filter, 0.2-0.4 s residence time, discharge 1 m above eaves\n"
            "Noise at nearest residential window: not above 40 dB(A) night time (condition of planning consent)\n"
            "Make-up air: 85% of extract, tempered. Access panels every 3 m for duct cleaning (TR19 Grease).")


def t_closure_plan(r, dt):
    return ("Kitchen refit - closure plan\nRestaurant closed Monday 3 August to Sunday 16 August 2026, reopening Mon 17 Aug "
            "(soft opening, limited menu)\n\n- Staff: kitchen team take annual leave 3-9 Aug; FOH help with deep clean 10-12 Aug\n"
            "- Run down stock from 20 July, last big meat order 28 July\n- Notify Deliveroo/Uber Eats, Google profile, "
            "Instagram, and the regulars' WhatsApp group\n- Tell EHO of the works; book gas commissioning for 14 Aug\n"
            "- Wedding 18 July is BEFORE closure - no clash\n- Insurance: tell Towergate about contractors on site\n"
            "- Budget for closure: lost gross profit approx £21k, wages for salaried staff still paid")


def t_refit_budget(r, dt):
    rows = [("Contractor (CaterKit North)", 31500), ("New 6-burner range", 4200), ("Chargrill replacement", 2850),
            ("Walk-in fridge compressor", 1900), ("Electrician (3-phase upgrade)", 2400), ("Contingency 10%", 4300),
            ("Lost trading (2 weeks)", 21000)]
    return ("Kitchen refit budget;Estimate;Actual;Notes\n" +
            "\n".join(f"{a};{_gbp(v)};{_gbp(v * r.uniform(0.9, 1.1)) if r.random() < 0.3 else ''};" for a, v in rows) +
            f"\nFunding;NatWest asset finance + cash reserves;;updated {_uk(dt)}")


def t_refit_mail(r, dt, k=0):
    bodies = [
        ("Re: Zaatar House kitchen - site survey", "Hi Karim,\n\nThanks for showing us round on Tuesday. As discussed, the "
         "existing duct run is too small for the chargrill, so we've allowed for new 400 mm ductwork up the rear wall. "
         "We'll need the landlord's written consent before we order the canopy (8 week lead time).\n\nCheers,\nGavin\n"
         "CaterKit North Ltd"),
        ("Re: start date August", "Karim,\n\nConfirming we can start on Monday 3 August with strip-out, canopy install "
         "week 2, gas commissioning Friday 14 August. Please make sure the walk-in is emptied by Sunday night.\n\nGavin"),
        ("Landlord consent for kitchen works", "Dear Mr Haddad,\n\nFurther to your request, our client consents to the "
         "replacement of the kitchen extraction system at 214 Wilmslow Road, subject to the drawings provided and the "
         "works being carried out by a competent contractor. A licence for alterations will follow.\n\nYours sincerely,\n"
         "Hollins Estates"),
    ]
    subj, body = bodies[k]
    frm = "Gavin Reilly <gavin@caterkitnorth.co.uk>" if k < 2 else "Hollins Estates <property@hollinsestates.co.uk>"
    return _eml(frm, KARIM, dt, subj, body)


def t_electric_quote(r, dt):
    return (f"Sparks & Co Electrical Contractors\nQuote {r.randint(300, 999)} - {_uk(dt)}\nSite: Zaatar House kitchen\n"
            "Upgrade supply to 3-phase for new equipment, new distribution board, isolators for canopy fan and range,\n"
            "emergency gas shut-off button wired to interlock, EICR on completion.\n"
            f"Price {_gbp(r.uniform(2200, 2700))} + VAT. Work to be done during closure 3-16 August.")


def t_hot(r, dt):
    return ("HEADS OF TERMS - SUBJECT TO CONTRACT\nProperty: Ground floor, 88 Beech Road, Chorlton, Manchester M21 9EG\n"
            "Landlord: Beech Road Properties Ltd   Tenant: Zaatar House Ltd   Guarantor: Karim Haddad\n"
            "Term: 10 years, tenant break at year 5 on 6 months' notice\nRent: £32,000 per annum exclusive, "
            "quarterly in advance; 6 months rent free\nRent review: year 5, upward only, open market\n"
            "Use: Class E(b) restaurant; landlord to support a premises licence application\n"
            "Deposit: 3 months' rent. Each party to bear own legal costs.\n"
            f"Agent: Kingsbridge Property Partners   Date: {_uk(dt)}")


def t_lease_mail(r, dt, k=0):
    bodies = [
        ("Beech Road - landlord's response on rent free", "Karim,\n\nThe landlord won't go to 9 months rent free but will "
         "accept 6 months plus a capped service charge for the first two years (£2,400 pa). They also want a personal "
         "guarantee for the first 3 years only. I think that's a reasonable compromise.\n\nBest,\nLouise Carter\n"
         "Kingsbridge Property Partners"),
        ("Draft lease - points to note", "Dear Karim,\n\nI have reviewed the draft lease for 88 Beech Road. Points to "
         "raise: (1) the repairing covenant should be limited by a schedule of condition; (2) the break clause must not "
         "be conditional on strict compliance; (3) the extraction flue route needs the landlord's consent in the lease.\n\n"
         "Kind regards,\nAmira Shah\nShah & Lowe Solicitors"),
    ]
    subj, body = bodies[k]
    frm = ("Louise Carter <louise@kingsbridgepp.co.uk>", "Amira Shah <a.shah@shahlowe.co.uk>")[k]
    return _eml(frm, KARIM, dt, subj, body)


def t_business_plan(r, dt):
    return ("Zaatar House Chorlton - business plan (draft 3)\n\n1. Summary: a second, smaller Zaatar House (45 covers) on "
            "Beech Road, Chorlton, opening January 2027. Mezze, grill and a manakish counter for daytime trade.\n"
            "2. Market: Beech Road has strong evening footfall; no Lebanese restaurant within 2 miles.\n"
            "3. Team: Rania Aziz to move from Rusholme as head chef; recruit 6 new staff.\n"
            "4. Investment: fit-out £145,000 (kitchen £60k, front of house £55k, professional fees £30k).\n"
            "5. Funding: NatWest loan £110,000 over 7 years + £35,000 from company reserves.\n"
            "6. Year 1 turnover forecast £420,000, break-even month 9.")


def t_cashflow(r, dt):
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    rows = ["Chorlton cash flow forecast 2027;" + ";".join(months)]
    sales = [r.randint(22000, 30000) + i * 900 for i in range(12)]
    rows.append("Sales;" + ";".join(str(s) for s in sales))
    rows.append("Food cost (31%);" + ";".join(str(int(s * 0.31)) for s in sales))
    rows.append("Wages;" + ";".join(str(r.randint(10500, 12500)) for _ in months))
    rows.append("Rent;" + ";".join("0" if i < 6 else "8000" if i % 3 == 0 else "0" for i in range(12)))
    rows.append("Loan repayment;" + ";".join("1710" for _ in months))
    return "\n".join(rows)


def t_loan_app(r, dt):
    return ("NatWest Business - Loan application summary\nApplicant: Zaatar House Ltd (10483927)\n"
            "Purpose: fit-out of second restaurant, 88 Beech Road, Chorlton\nAmount requested: £110,000\n"
            "Term: 84 months   Indicative rate: Bank of England base + 4.25%\nSecurity: debenture over the company; "
            "personal guarantee K. Haddad limited to £50,000\nDocuments provided: 3 years' accounts, management accounts "
            f"to {_uk(dt - timedelta(days=40))}, business plan, cash flow forecast, heads of terms\n"
            f"Relationship manager: {_who(r)}   Reference BL-{r.randint(100000, 999999)}   Status: credit review")


def t_bank_rm_mail(r, dt):
    return _eml("Simon Okafor <simon.okafor@natwest.com>", KARIM, dt, "Chorlton loan - credit questions",
                "Hi Karim,\n\nCredit have come back with two questions on the Chorlton application: (1) what happens to the "
                "Rusholme restaurant's trading during the August refit - can you show the closure in the forecast? "
                "(2) please provide a signed personal statement of assets and liabilities.\n\nOnce I have these I'll "
                "resubmit. Still hopeful for a decision before the end of June.\n\nSimon Okafor\nRelationship Manager, NatWest")


def t_wedding_contract(r, dt):
    return ("CATERING AGREEMENT\nBetween Zaatar House Ltd (the Caterer) and Mrs Hala Saleh (the Client)\n"
            "Event: wedding of Maya Saleh and Rami Khoury, Saturday 18 July 2026, Mere Court Hotel, Knutsford\n"
            "Guests: 180 adults, 25 children (final numbers 14 days before)\nService: mezze to the tables, mixed grill "
            "stations, knafeh and fruit; 12 serving staff, 4 chefs\nPrice: £62 per adult, £25 per child, plus VAT\n"
            "Deposit 30% on signing, 50% by 18 June, balance 7 days before the event\n"
            "Cancellation: deposit non-refundable after 1 April 2026.\nSigned K. Haddad / H. Saleh")


def t_wedding_menu(r, dt):
    return ("Khoury-Saleh wedding - proposed menu\n\nCold mezze (to share): hummus with pine nuts, moutabal, tabbouleh, "
            "fattoush, vine leaves, labneh with mint\nHot mezze: kibbeh, cheese sambousek, spinach fatayer, batata harra\n"
            "Grill stations: lamb kofta, shish taouk, lamb cutlets, vegetable skewers; vermicelli rice\n"
            "Dessert: warm knafeh made in front of guests, baklava, fresh fruit platters, Arabic coffee\n"
            "Vegetarian and nut-free options marked. Bride's family to confirm mansaf for the top table.")


def t_wedding_guests(r, dt):
    rows = ["Table;Guests;Vegetarian;Nut allergy;Gluten free;Children;Notes"]
    for i in range(1, 21):
        rows.append(f"Table {i};{r.randint(8, 11)};{r.randint(0, 2)};{r.choice([0, 0, 0, 1])};{r.choice([0, 0, 1])};"
                    f"{r.randint(0, 3)};{r.choice(['', '', 'elderly - soft food', 'high chair x1', 'top table'])}")
    return "\n".join(rows)


def t_wedding_mail(r, dt, k=0):
    bodies = [
        ("Tasting on Sunday", "Dear Karim,\n\nThank you so much for the tasting on Sunday - everyone loved the knafeh and the "
         "lamb cutlets. We'd like to swap the batata harra for the cheese rakakat, and Maya asks if the kibbeh can be baked "
         "rather than fried. Final numbers follow after the RSVPs close on 20 June.\n\nWith thanks,\nHala Saleh"),
        ("Second payment", "Hi Karim,\n\nI've transferred the second instalment (50%) today. Please send the updated invoice "
         "with the new numbers - we're now at 186 adults.\n\nHala"),
    ]
    subj, body = bodies[k]
    return _eml("Hala Saleh <hala.saleh@btinternet.com>", KARIM, dt, subj, body)


def t_wedding_invoice(r, dt):
    return (f"{REST}\nINVOICE W-2026-07   {_uk(dt)}\nTo: Mrs Hala Saleh\nKhoury-Saleh wedding, 18 July 2026, Mere Court\n"
            "Deposit 30% of estimated total (180 adults x £62, 25 children x £25)\nNet £3,535.50  VAT £707.10  "
            "Total £4,242.60\nPayment by bank transfer to Zaatar House Ltd, 60-12-04 / 48213377, ref KHOURY")


def t_wedding_staffing(r, dt):
    return ("Wedding 18 July - staffing and logistics\nKitchen: Ahmad, Bilal, Tom + Karim; Rania runs Rusholme that day\n"
            "Service: Mariam (lead), Joe, Priya, Elif, Kasia, Chloe + 6 agency staff (Gold Star Staffing)\n"
            "Van: 2 trips - first load 12:00 (cold mezze, chilled), second 15:00 (grill, charcoal, knafeh trays)\n"
            "Hire: 2 charcoal grills, 4 hot cupboards from Manchester Catering Hire\n"
            "Timings: guests 16:00, mezze on tables 17:30, grill 18:15, knafeh 20:00")


# Restaurant, finished (Archive)


def t_covid_grant(r, dt, k=0):
    docs = [
        "Manchester City Council - Omicron Hospitality and Leisure Grant\nApplication reference OHLG-" +
        str(r.randint(10000, 99999)) + "\nBusiness: Zaatar House Ltd, 214 Wilmslow Road\nRateable value band: £15,001-£51,000\n"
        "Grant awarded: £4,000. Paid to account ending 4471 on 08/02/2022.\nThe grant is subsidy under the Small "
        "Amounts of Financial Assistance allowance; keep records for 4 years.",
        "Restart Grant - Strand 2 (hospitality)\nDecision letter\nZaatar House Ltd is eligible for a one-off payment of "
        "£8,000 in respect of premises at 214 Wilmslow Road.\nPayment will be made within 10 working days.\n"
        "Please note that grants are taxable income and must be included in your accounts.",
        "Eat Out to Help Out - claim summary\nRegistration ID EOHO-9" + str(r.randint(1000000, 9999999)) +
        "\nClaim periods August 2020: week 1 £1,214.50, week 2 £1,687.00, week 3 £1,902.25, week 4 £2,233.40\n"
        "Total claimed £7,037.15 - all paid by HMRC.",
        "Manchester City Council - Business grants post-payment assurance\nDear Mr Haddad,\nWe have completed the "
        "assurance checks on the Covid-19 grants paid to Zaatar House Ltd in 2021-22. No further action is needed and "
        "the case is now closed. You do not need to reply to this letter.\nRevenues and Benefits",
    ]
    return docs[k]


def t_cafe(r, dt, k=0):
    docs = [
        "Olive Tree Café Ltd - notice to customers\nAfter seven happy years, the Olive Tree Café will close on Saturday "
        "28 September 2019. Thank you to everyone on Lower Hillgate who came for breakfast, falafel wraps and coffee.\n"
        "Karim & Nadia",
        "DEED OF SURRENDER\nLandlord: Hillgate Properties LLP  Tenant: Olive Tree Café Ltd\nPremises: 41 Lower Hillgate, "
        "Stockport SK1 3AW\nThe Tenant surrenders the lease dated 2 April 2012 with effect from 30 September 2019. "
        "The Landlord releases the Tenant from all future obligations. Deposit of £2,500 to be returned less dilapidations.",
        "Olive Tree Café Ltd - final accounts, period ended 30 September 2019\nTurnover £142,880\nLoss for the period "
        "(£6,410)\nEquipment sold to Stockport Catering Equipment £4,200\nAll creditors paid. Company to be struck off "
        "(form DS01 filed).",
        "Companies House\nThe Registrar of Companies gives notice that OLIVE TREE CAFÉ LIMITED has been dissolved and "
        "struck off the register on 18 February 2020 (company no. 07981244).",
    ]
    return docs[k]


def t_nasser(r, dt, k=0):
    return ["Nasser engagement party - 13 September 2025, Didsbury Masonic Hall\n120 guests. Mezze buffet, shawarma "
            "station, knafeh. Price £38 per head + VAT = £5,472.00\nBalance paid 10/09/2025 - THANK YOU.\n"
            "Post-event notes: ran short of fattoush, take 20% more next time. Hired chafing dishes returned 15/09.",
            _eml("Dina Nasser <dina.nasser@outlook.com>", KARIM, dt, "Thank you!",
                 "Dear Karim,\n\nJust wanted to say thank you to you and your team for Saturday. The food was amazing and "
                 "our guests are still talking about it. We'll definitely recommend Zaatar House to everyone.\n\nDina")][k]


def t_altrincham(r, dt):
    return _eml("Louise Carter <louise@kingsbridgepp.co.uk>", KARIM, dt, "Re: Unit 2, Greenwood Street, Altrincham",
                "Karim,\n\nUnderstood - I'll let the landlord know you are withdrawing your offer on Unit 2 Greenwood Street. "
                "A shame, but the rent they wanted (£46k) didn't leave enough margin, and the extraction route through "
                "the listed building was never going to be approved.\n\nI'll keep you in mind if anything comes up in "
                "Chorlton or Didsbury.\n\nLouise")


# Restaurant reference (Resources)


def t_fsa(r, dt, k=0):
    docs = [
        "Food Standards Agency - Allergen guidance for food businesses\nYou must provide allergen information for all "
        "food you sell. There are 14 allergens that must be declared.\nPrepacked for direct sale (PPDS) food needs a full "
        "ingredients label with allergens emphasised (Natasha's Law, from 1 October 2021).\nKeep records of ingredients "
        "and recipes; tell staff how to handle allergen requests; avoid cross-contamination.",
        "Food Standards Agency - Cooling and reheating\nCool cooked food as quickly as possible, ideally within 90 "
        "minutes. Divide large quantities, use shallow containers.\nReheat until steaming hot throughout (75C core "
        "temperature in Scotland; in England check it is piping hot).\nDo not reheat food more than once.",
        "Food Standards Agency - Food hygiene rating scheme: a guide for businesses\nThe rating reflects hygienic "
        "handling, the condition of the structure, and how the business manages food safety.\nYou can appeal within 21 "
        "days, and you can request a re-visit after making improvements. Display the sticker where customers can see it.",
    ]
    return docs[k]


def t_biz_article(r, dt, k=0):
    docs = [
        "Menu engineering: how to price a restaurant menu\nClassify dishes as stars (popular, high margin), ploughhorses "
        "(popular, low margin), puzzles and dogs.\nPut stars in the top right of the menu, drop the pound signs, avoid "
        "price columns. Review food cost every quarter - a 2% drop in GP on a £600k turnover is £12,000.",
        "Hospitality staffing in 2025: how independents are keeping staff\nTronc schemes, four-day weeks and shared meals "
        "matter as much as pay. The Employment (Allocation of Tips) Act 2023 requires all tips to go to workers, with a "
        "written policy. Independent operators report lower turnover when rotas are published two weeks ahead.",
        "Opening a second site: ten mistakes restaurateurs make\n1. Assuming the first site runs itself. 2. Under-budgeting "
        "the fit-out by 20-30%. 3. Ignoring extraction and planning. 4. Signing a lease without a break clause. "
        "5. Moving your best chef and losing quality at site one.",
    ]
    return docs[k]


# Household money (Areas Finance)


def t_bank(r, dt):
    bal = r.uniform(1800, 7400)
    rows = [f"Barclays Bank UK PLC\nMr K Haddad & Mrs N Haddad\n{HOME}\nCurrent account 20-77-14 53118802\n"
            f"Statement {_uk(dt - timedelta(days=30))} to {_uk(dt)}\nStart balance {_gbp(bal)}"]
    for desc, lo, hi in (("DD NATIONWIDE MORTGAGE", -1420, -1420), ("DD TRAFFORD COUNCIL CTAX", -212, -212),
                         ("DD OCTOPUS ENERGY", -160, -240), ("SALARY BOOTS UK LTD", 2650, 2890),
                         ("SALARY ZAATAR HOUSE LTD", 1047, 1047), ("CARD TESCO SALE", -40, -140),
                         ("DD ADMIRAL INSURANCE", -61, -61), ("TFR SAMI LEEDS", -250, -250)):
        rows.append(f"{desc}  {_gbp(r.uniform(lo, hi))}")
    rows.append(f"End balance {_gbp(bal + r.uniform(-600, 900))}")
    return "\n".join(rows)


def t_bank_csv(r, dt):
    rows = ["Date,Description,Amount,Balance"]
    bal = r.uniform(2000, 6000)
    for i in range(18):
        d = dt - timedelta(days=30 - i * 1.6)
        desc, amt = r.choice([("TESCO STORES 2231", -r.uniform(20, 130)), ("NATIONWIDE MORTGAGE", -1420.0),
                              ("OCTOPUS ENERGY", -198.0), ("BOOTS UK LTD SALARY", 2768.44), ("AMAZON.CO.UK", -r.uniform(8, 60)),
                              ("SHELL SALE", -r.uniform(40, 80)), ("SPOTIFY", -17.99), ("TFR TO SAMI", -250.0),
                              ("ZAATAR HOUSE LTD DIV", 8000.0 if r.random() < 0.1 else 1047.5)])
        bal += amt
        rows.append(f"{_uk(d)},{desc},{amt:.2f},{bal:.2f}")
    return "\n".join(rows)


def t_mortgage(r, dt):
    return ("Nationwide Building Society - Annual Mortgage Statement\nBorrowers: Karim Haddad, Nadia Haddad\n"
            f"Property: {HOME}\nStatement period: 1 January to 31 December {dt.year - 1 if dt.month < 4 else dt.year}\n"
            f"Balance at start {_gbp(r.uniform(168000, 176000))}   Balance at end {_gbp(r.uniform(158000, 166000))}\n"
            "Product: 5-year fixed rate 4.19% until 31/10/2028, then Base Mortgage Rate\nMonthly payment £1,420.16\n"
            "Remaining term 14 years 5 months. Overpayments of up to 10% a year are allowed without charge.")


def t_isa(r, dt, who="Karim Haddad"):
    return ("Vanguard Investor - Stocks and Shares ISA statement\n" + f"Account holder: {who}\n"
            f"Valuation date {_uk(dt)}\nLifeStrategy 80% Equity Fund - Accumulation  {r.uniform(300, 700):.2f} units\n"
            f"Value {_gbp(r.uniform(18000, 42000))}   Contributions this tax year {_gbp(r.uniform(1000, 9000))}\n"
            "ISA allowance 2026/27: £20,000. Account fee 0.15% a year, capped at £375.")


def t_sa(r, dt, year=None):
    y = year or (dt.year - 1)
    div = r.uniform(30000, 42000)
    return (f"HM Revenue & Customs - SA302 Tax calculation\nMr Karim Haddad  UTR 43817 20955\nTax year {y - 1}-{str(y)[2:]}\n"
            f"Employment income (Zaatar House Ltd) {_gbp(12570)}\nDividends {_gbp(div)}\nDividend allowance £500\n"
            f"Tax on dividends {_gbp((div - 500) * 0.0875)}\nPayments on account already made {_gbp(r.uniform(800, 1600))}\n"
            f"Balancing payment due 31 January {y + 1}: {_gbp(r.uniform(900, 2300))}")


def t_div_voucher(r, dt):
    return ("ZAATAR HOUSE LTD - DIVIDEND VOUCHER\nCompany no. 10483927\n"
            f"Date of payment {_uk(dt)}\nShareholder: Karim Haddad, {HOME}\nShares held: 100 ordinary shares of £1\n"
            f"Interim dividend of £80.00 per share - total {_gbp(8000)}\nSigned: K. Haddad, Director")


def t_nadia_payslip(r, dt):
    g = r.uniform(3600, 3900)
    return (f"Boots UK Ltd - Payslip\nEmployee: Nadia Haddad   Employee no. 5521930   Pharmacist (Store 1187, Sale)\n"
            f"Pay date {_uk(dt)}   Tax code 1257L\nBasic pay {_gbp(g)}\nPAYE tax {_gbp(g * 0.17)}  NI {_gbp(g * 0.06)}  "
            f"Pension (Boots Retirement Savings) {_gbp(g * 0.05)}  GPhC fee repayment £0.00\nNet pay {_gbp(g * 0.72)}")


def t_budget(r, dt):
    rows = ["Monthly household budget;Planned;Actual"]
    for a, v in (("Mortgage", 1420), ("Council tax", 212), ("Energy", 210), ("Water", 48), ("Broadband + phones", 96),
                 ("Food", 900), ("Car insurance + fuel", 260), ("Sami allowance", 250), ("Lina tutor", 160),
                 ("Omar football + swimming", 55), ("Savings (ISA)", 600), ("Beirut trip fund", 400)):
        rows.append(f"{a};{v};{int(v * r.uniform(0.85, 1.15))}")
    rows.append(f"Updated;{_uk(dt)};")
    return "\n".join(rows)


def t_pension(r, dt):
    return ("Aviva Personal Pension (SIPP) - annual statement\nMember: Karim Haddad   Plan no. P" + str(r.randint(1000000, 9999999)) +
            f"\nValue at {_uk(dt)}: {_gbp(r.uniform(61000, 88000))}\nEmployer contributions (Zaatar House Ltd) this year "
            f"{_gbp(6000)}\nSelected retirement age 67. Illustration at retirement: {_gbp(r.uniform(180000, 230000))} "
            "(not guaranteed).")


# The house (Areas Home)


def t_council_tax(r, dt):
    return (f"Trafford Council - Council Tax Bill {dt.year}/{str(dt.year + 1)[2:]}\nMr K Haddad & Mrs N Haddad\n{HOME}\n"
            "Property band: D   Account no. 60" + str(r.randint(100000, 999999)) +
            "\nTrafford Council £1,829.44  Greater Manchester Mayoral Police £284.95  Fire £86.30\n"
            f"Total {_gbp(2120.36 + r.uniform(0, 60))} payable by 10 monthly direct debits from 1 April")


def t_energy(r, dt):
    kwh_e, kwh_g = r.randint(280, 420), r.randint(400, 1500)
    return (f"Octopus Energy - your bill\nAccount A-{r.randint(10000000, 99999999):X}\n{HOME}\n"
            f"Period {_uk(dt - timedelta(days=30))} - {_uk(dt)}\nElectricity {kwh_e} kWh at 24.50p = {_gbp(kwh_e * 0.245)}, "
            f"standing charge {_gbp(30 * 0.53)}\nGas {kwh_g} kWh at 6.24p = {_gbp(kwh_g * 0.0624)}, standing charge "
            f"{_gbp(30 * 0.32)}\nDirect debit £210.00. Your balance is in credit.")


def t_water(r, dt):
    return (f"United Utilities - water and wastewater bill\n{HOME}\nCustomer ref 70 {r.randint(1000, 9999)} {r.randint(1000, 9999)}\n"
            f"Metered: {r.randint(38, 60)} m3 used between readings\nAmount {_gbp(r.uniform(210, 290))}, paid by monthly "
            "instalments of £48.00.")


def t_home_repair(r, dt, k=0):
    docs = [
        f"Sale Plumbing & Heating\nInvoice {r.randint(1000, 1999)}  {_uk(dt)}\nCustomer: Mr Haddad, {HOME}\n"
        "Annual boiler service - Worcester Bosch Greenstar 30i: flue gas analysis OK, condensate trap cleaned, pressure "
        "reset to 1.2 bar\nReplace leaking radiator valve (Lina's bedroom)\nTotal £145.00 - paid by card",
        f"J. Mellor Roofing\nQuote {_uk(dt)}\nAddress: {HOME}\nReplace 12 slipped slates on front elevation, re-point "
        "ridge tiles, clear gutters and downpipes. Scaffold tower included.\nPrice £780.00 (no VAT). 12-month guarantee.",
        f"Virgin Media - annual bill summary\n{HOME}\nM350 broadband + phone line £62.00 a month. Your contract ends "
        f"{_uk(dt + timedelta(days=120))}; call us to discuss a new deal.",
        f"LV= Home Insurance - renewal\nPolicyholders: Karim and Nadia Haddad\n{HOME}\nBuildings cover £420,000, contents "
        f"£60,000, accidental damage included\nRenewal date {_uk(dt + timedelta(days=20))}   Annual premium "
        f"{_gbp(r.uniform(420, 560))}. Please tell us about the 2023 extension if not already declared.",
    ]
    return docs[k]


def t_manual(r, dt, k=0):
    return ["Worcester Bosch Greenstar 30i - user manual\nSetting the heating: turn the central heating dial... Pressure "
            "gauge should read between 1 and 2 bar when cold. To repressurise, open the filling loop until the gauge "
            "reads 1.5 bar. Fault code EA 227: no flame detected - check the gas is on, then reset.",
            "Bosch Serie 6 dishwasher SMS6ZCI49G - instruction manual\nLoading the dishwasher, adding salt and rinse aid, "
            "programmes: Eco 50, Auto 45-65, Intensive 70. Error E24: drain blocked - clean the filters and the "
            "pump cover."][k]


# Health (Areas Health)


def t_health(r, dt, k=0):
    docs = [
        f"Sale Medical Practice, 2 Ashfield Road, Sale M33 7DS\n{_uk(dt)}\nDear Mr Haddad,\nYour recent blood test "
        "results: cholesterol 6.1 mmol/L (raised), HbA1c 41 mmol/mol (normal), blood pressure at review 142/88.\n"
        "Dr Hughes would like you to start atorvastatin 20 mg and to recheck your blood pressure at home for a week.\n"
        "Please book a review with the practice nurse in 3 months.",
        f"Manchester University NHS Foundation Trust - Wythenshawe Hospital\nOutpatient appointment\nPatient: Karim Haddad "
        f"NHS no. 485 {r.randint(100, 999)} {r.randint(1000, 9999)}\nClinic: Orthopaedics (knee)   Date "
        f"{_uk(dt + timedelta(days=21))} at 10:40\nPlease bring a list of your medicines.",
        f"Personal asthma action plan - Omar Haddad (DOB 14/03/2015)\nGreen zone: brown preventer (Clenil 100) 2 puffs "
        "morning and evening\nAmber: needing blue reliever more than 3 times a week - see GP\nRed: blue inhaler 10 puffs "
        "via spacer, call 999 if no better\nSchool has a spare inhaler. Reviewed " + _uk(dt),
        f"Smile Dental Care, Sale\nFamily check-up reminders\nKarim Haddad - due {_uk(dt + timedelta(days=30))}\n"
        "Nadia Haddad - due " + _uk(dt + timedelta(days=45)) + "\nLina Haddad (NHS, under 18) - due now\nOmar Haddad - "
        "fissure sealants booked",
        f"Specsavers Sale - prescription\nPatient: Nadia Haddad  {_uk(dt)}\nR: -2.25 / -0.50 x 170   L: -2.00 / -0.75 x 10\n"
        "Add +1.25 (varifocals recommended). Next eye test in 2 years.",
        f"Physio Plus Manchester - treatment summary\nPatient: Karim Haddad  {_uk(dt)}\nLeft knee: patellofemoral pain, "
        "aggravated by long shifts standing. Exercises: wall squats 3x10, step-downs, quad stretches. Review in 4 weeks.",
    ]
    return docs[k]


# The children's schooling (Areas Kids) and Lina's GCSEs (Projects Kids)


def t_report(r, dt, child="Omar"):
    subj = (["English", "Maths", "Science", "History", "Geography", "Art", "PE", "French"] if child == "Omar" else
            ["English Language", "English Literature", "Maths", "Combined Science", "Arabic", "Geography", "Food Prep"])
    school = "Springfield Primary School" if child == "Omar" else "Ashton-on-Mersey School"
    marks = (["Working towards", "Expected standard", "Greater depth"] if child == "Omar" else
             ["Grade 5", "Grade 6", "Grade 7", "Grade 8"])
    return (f"{school}\nEnd of year report - {child} Haddad\n" +
            "\n".join(f"{s}: {r.choice(marks)}" for s in subj) +
            f"\nAttendance {r.uniform(94, 99.5):.1f}%\nForm tutor: {child} is kind, well organised and a pleasure to teach.\n"
            f"Date {_uk(dt)}")


def t_parents_evening(r, dt, child="Omar"):
    return _eml("SchoolCloud <noreply@parentseveningsystem.co.uk>", KARIM_HOME, dt, f"Parents' evening bookings - {child} Haddad",
                f"Your appointments for {child} Haddad:\n" +
                "\n".join(f"{16 + i}:{r.choice(['05', '20', '35', '50'])}  {t}" for i, t in
                          enumerate(r.sample(["Mr Clarke (Maths)", "Mrs Begum (English)", "Ms Walsh (Science)",
                                              "Mr Ahmed (Form tutor)"], 3))) +
                "\nAppointments are 5 minutes by video call. Please join from the link in the app.")


def t_school_trip(r, dt):
    return ("Springfield Primary School - Year 6 residential\nDear Parents/Carers,\nYear 6 will spend three nights at "
            "Robinwood Activity Centre, Todmorden. Cost £245, payable on ParentPay by the end of the month.\n"
            "Please return the medical and consent form, including Omar's inhaler details.\nMrs Roberts, Year 6 teacher")


def t_secondary(r, dt):
    return ("Trafford Council - Secondary school offer\nChild: Omar Haddad (DOB 14/03/2015)\nWe are pleased to offer a "
            "place at Ashton-on-Mersey School from September 2026.\nThis was your 1st preference. Please accept or decline "
            "the offer online by 16 March 2026. Transition day for new Year 7 pupils: Thursday 9 July.")


def t_student_finance(r, dt, k=0):
    docs = [
        "Student Finance England - Financial Support Entitlement 2025/26\nStudent: Sami Haddad  CRN " +
        str(r.randint(10**10, 10**11)) + "\nCourse: BEng Mechanical Engineering, University of Leeds, year 2\n"
        "Tuition fee loan £9,535 (paid direct to the university)\nMaintenance loan £6,470 based on household income "
        "£61,000\nPayments: 24 Sept, 12 Jan, 20 April",
        "Student Finance England - household income evidence request\nSponsor: Karim Haddad\nPlease confirm your "
        "household income for tax year 2024-25. We will check this with HMRC. Income from dividends must be included.\n"
        "Log in to your sponsor account to respond within 30 days.",
        "Unite Students - Tenancy agreement summary\nTenant: Sami Haddad\nProperty: Leeds, Mary Morris House, Flat 6C, "
        f"room 3\nTerm 51 weeks from {_uk(dt + timedelta(days=90))}   Rent £189 per week\nGuarantor: Karim Haddad. "
        "Instalments in September, January and April.",
    ]
    return docs[k]


def t_gcse_timetable(r, dt):
    rows = ["Date;Session;Board;Paper;Duration"]
    for d, s, b, p, m in (("11/05/2026", "PM", "AQA", "Combined Science Biology 1", "1h15"),
                          ("13/05/2026", "AM", "AQA", "English Literature 1", "1h45"),
                          ("14/05/2026", "AM", "Edexcel", "Maths Paper 1 (non-calculator)", "1h30"),
                          ("20/05/2026", "AM", "AQA", "Geography Paper 1", "1h30"),
                          ("21/05/2026", "PM", "AQA", "English Literature 2", "2h15"),
                          ("03/06/2026", "AM", "Edexcel", "Maths Paper 2 (calculator)", "1h30"),
                          ("05/06/2026", "AM", "AQA", "English Language 2", "1h45"),
                          ("09/06/2026", "PM", "Edexcel", "Arabic Reading and Writing", "1h45"),
                          ("10/06/2026", "AM", "Edexcel", "Maths Paper 3 (calculator)", "1h30"),
                          ("16/06/2026", "AM", "AQA", "Combined Science Physics 2", "1h15"),
                          ("19/06/2026", "AM", "AQA", "Food Preparation and Nutrition", "1h45")):
        rows.append(f"{d};{s};{b};{p};{m}")
    rows.append("Candidate: Lina Haddad  Candidate no. 4127  Centre 35421 - arrive 15 minutes early, clear pencil case")
    return "\n".join(rows)


def t_revision_plan(r, dt):
    rows = ["Week;Mon;Tue;Wed;Thu;Fri;Sat;Sun"]
    subjects = ["Maths", "Eng Lit (Macbeth)", "Eng Lang", "Biology", "Chemistry", "Physics", "Geography", "Arabic", "Food"]
    for w in range(6):
        rows.append(f"w/c {_uk(dt + timedelta(days=7 * w))};" + ";".join(
            f"{r.choice(subjects)} + {r.choice(subjects)}" if d < 6 else "rest + past paper" for d in range(7)))
    rows.append("Rules: 45 min blocks, phone in the kitchen, past papers every Saturday. Lina's plan, agreed with Mum.")
    return "\n".join(rows)


def t_gcse_other(r, dt, k=0):
    docs = [
        "Ashton-on-Mersey School - Year 11 mock examination results\nLina Haddad  11C\nEnglish Language 6, English "
        "Literature 7, Maths 6, Combined Science 6-6, Arabic 8, Geography 5, Food Preparation 7\nPredicted grades are "
        "based on these mocks. Targets: Maths 7, Geography 6. Revision sessions run Tuesdays and Thursdays after school.",
        f"M. Rahman Maths Tuition\nInvoice {r.randint(100, 199)}  {_uk(dt)}\nStudent: Lina Haddad (GCSE Higher)\n"
        "4 x 1 hour sessions (algebraic fractions, circle theorems, vectors, past paper Nov 2023)\nTotal £160.00 - "
        "bank transfer please",
        "Ashton-on-Mersey School - Year 11 study leave\nDear Parents/Carers,\nStudy leave starts on Friday 15 May. "
        "Students only need to come in for their exams and the optional revision sessions. Leavers' assembly: 26 June.\n"
        "Students must wear uniform to all exams.",
        "GCSE revision - Lina - things to buy: revision guides (CGP Combined Science Higher, Macbeth), flashcards, "
        "highlighters, Casio fx-83GTCW calculator (old one broken), spare black pens, clear pencil case, water bottle.",
    ]
    return docs[k]


# Car and van (Areas Car)


def t_car(r, dt, k=0):
    docs = [
        f"Admiral - Car insurance schedule\nPolicyholder: Karim Haddad  Named driver: Nadia Haddad\nVehicle: Toyota RAV4 "
        f"2.5 Hybrid Design, reg MA21 KHD\nCover: comprehensive   Period {_uk(dt)} to {_uk(dt + timedelta(days=364))}\n"
        f"Annual premium {_gbp(r.uniform(620, 760))} (12 monthly payments). No claims: 9 years, protected.",
        f"MOT test certificate - DVSA\nVehicle: FORD TRANSIT CUSTOM 280, reg MF19 ZHK\nTest date {_uk(dt)}  Mileage "
        f"{r.randint(88000, 99000)}\nResult: PASS\nAdvisories: nearside front tyre worn close to legal limit; slight oil "
        "leak. Expiry: one year from test date.",
        f"Sale Toyota - Service invoice {r.randint(20000, 29999)}\n{_uk(dt)}\nToyota RAV4 MA21 KHD  mileage "
        f"{r.randint(41000, 52000)}\nAnnual service + hybrid health check, brake fluid, cabin filter\nTotal £329.00",
        "Zurich - Commercial vehicle insurance\nInsured: Zaatar House Ltd\nVehicle: Ford Transit Custom MF19 ZHK - "
        "carriage of own goods (food deliveries, outside catering)\nDrivers: K. Haddad, A. Karam, B. Qureshi\n"
        f"Period {_uk(dt)} for 12 months. Premium {_gbp(r.uniform(980, 1250))}.",
        "DVLA - Vehicle tax reminder (V11)\nFORD TRANSIT CUSTOM MF19 ZHK\nTax due: " + _uk(dt + timedelta(days=28)) +
        "\n12 months £345.00 or 6 months £189.75. Tax online at gov.uk/vehicle-tax.",
        f"Penalty Charge Notice - Manchester City Council\nPCN MC{r.randint(10000000, 99999999)}\nVehicle MF19 ZHK, "
        f"Wilmslow Road, {_uk(dt)} 11:42. Contravention 01: parked in a restricted street during prescribed hours\n"
        "Penalty £70, reduced to £35 if paid within 14 days. Loading bay appeal letter attached - delivery in progress.",
    ]
    return docs[k]


def t_car_manual(r, dt):
    return ("Toyota RAV4 Hybrid - Owner's Manual (2021)\nBefore driving: hybrid system indicator READY... Fuel: unleaded "
            "95 RON or higher, tank 55 L. Tyre pressures: front 2.3 bar, rear 2.3 bar.\nWarning lights: hybrid system "
            "warning - stop the vehicle in a safe place and contact a Toyota dealer.\nMaintenance schedule: every 12 "
            "months or 10,000 miles.")


# Community centre treasurer (Areas Community)


def t_comm_accounts(r, dt):
    rows = ["Shared Table food programme - Longsight Community Centre;;;", "Month;Income;Expenditure;Notes"]
    for i in range(6):
        d = dt - timedelta(days=30 * (5 - i))
        rows.append(f"{d.strftime('%b %Y')};{r.randint(900, 2400)};{r.randint(800, 2200)};"
                    f"{r.choice(['FareShare delivery', 'Tesco Community Grant', 'Eid collection', 'gas bill kitchen', ''])}")
    rows.append(f"Prepared by K. Haddad (Treasurer);{_uk(dt)};;")
    return "\n".join(rows)


def t_comm_recon(r, dt):
    bank = r.uniform(4000, 9000)
    return ("Longsight Community Centre - Shared Table\nBank reconciliation (Unity Trust Bank, acct 2031 8847)\n"
            f"As at {_uk(dt)}\nBalance per bank statement {_gbp(bank)}\nLess unpresented cheque 118 (Cash & Carry) "
            f"{_gbp(r.uniform(60, 180))}\nAdd cash donations not yet banked {_gbp(r.uniform(20, 140))}\n"
            "Balance per cash book agrees. Checked by K. Haddad (Treasurer), countersigned by the Chair.")


def t_comm_minutes(r, dt):
    return (f"Shared Table steering committee - minutes, {_long(dt)}\nPresent: Shabana Akhtar (Chair), Karim Haddad "
            "(Treasurer), Revd Paul Eastwood, Grace Obi, Tariq Mahmood\n1. Treasurer's report: balance £" +
            str(r.randint(4000, 9000)) + "; the Tesco grant has been received; spending on fresh veg is over budget.\n"
            "2. Volunteers: 23 active, new rota for Saturday lunches.\n3. Food hygiene: kitchen rated 5 again.\n"
            "4. AOB: Karim to ask Levant Foods about donating surplus bulgur and lentils.\nNext meeting in 6 weeks.")


def t_comm_grant(r, dt):
    return ("National Lottery Awards for All - application summary\nOrganisation: Longsight Community Centre (charity "
            "no. 1093341)\nProject: Shared Table - free community lunches twice a week\nAmount requested: £9,850 "
            "(ingredients £5,200, kitchen equipment £1,900, volunteer expenses £950, cooking classes £1,800)\n"
            "Contact for finance: Karim Haddad, Treasurer\nStatus: submitted " + _uk(dt))


def t_comm_donations(r, dt):
    rows = ["Date,Donor,Type,Amount,Gift Aid"]
    for i in range(14):
        rows.append(f"{_uk(dt - timedelta(days=4 * i))},{r.choice(['Anonymous', _who(r), _who(r), 'Masjid collection', 'St Agnes Church'])},"
                    f"{r.choice(['cash', 'bank transfer', 'JustGiving'])},{r.randint(5, 250)},{r.choice(['Y', 'N'])}")
    return "\n".join(rows)


def t_comm_mail(r, dt):
    return _eml("Shabana Akhtar <chair@longsightcc.org.uk>", KARIM_HOME, dt, "Treasurer's report for the AGM",
                "Hi Karim,\n\nCould you prepare the income and expenditure account for the year and a short treasurer's "
                "report for the AGM? The independent examiner (Mr Lee) needs the receipts file two weeks before. The "
                "Charity Commission annual return is due by the end of January.\n\nThanks for everything,\nShabana")


# The Beirut trip (Projects Travel)


def t_beirut(r, dt, k=0):
    docs = [
        "Turkish Airlines - booking confirmation\nBooking reference TK" + "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(4)) +
        "\nPassengers: Karim Haddad, Nadia Haddad, Sami Haddad, Lina Haddad, Omar Haddad\n"
        "25 Jul 2026 TK1996 Manchester 11:25 - Istanbul 17:35; TK826 Istanbul 19:40 - Beirut 21:25\n"
        "16 Aug 2026 TK827 Beirut 06:25 - Istanbul 08:30; TK1995 Istanbul 10:20 - Manchester 12:35\n"
        "Baggage 30 kg per person. Total paid £3,865.50",
        "HM Passport Office - application received\nApplicant: Omar Haddad (child renewal)\nApplication ref. " +
        str(r.randint(10**9, 10**10)) + "\nWe have received your supporting documents. Most applications are processed "
        "within 3 weeks. You cannot travel until the new passport arrives.",
        "Beirut 2026 - plan\n25/7 arrive late, Teta's flat in Achrafieh\n27/7 Byblos + lunch at the port\n"
        "30/7 - 2/8 Batroun beach (Aunt Mona's chalet)\n5/8 Baalbek? check FCDO advice first\n8/8 Sami's birthday "
        "dinner at Abou Hassan\n10-14/8 village - Bhamdoun, cousins\n15/8 shopping: spices for the restaurant, "
        "knafeh trays, coffee",
        "Packing + gifts - Beirut\nGifts: Teta - cardigan + Manchester tea; Aunt Mona - Nadia's perfume order; cousins - "
        "Man City shirts x3; Uncle Fadi - whisky (duty free)\nTake: adaptors (Lebanon uses 2-pin), dollars in small notes "
        "for generator bills and taxis, Omar's inhaler + spare, printed insurance letter",
        "Staysure - Travel insurance policy\nSingle trip to Lebanon, 25/07/2026 - 16/08/2026\nInsured: Karim, Nadia, "
        "Sami, Lina and Omar Haddad\nMedical expenses £10m, cancellation £5,000 per person. Pre-existing: Omar asthma "
        "(declared, covered). Note: cover depends on FCDO advice for the area visited.",
        "Hertz Lebanon - reservation\nPick-up Beirut Rafic Hariri Airport 26/07/2026 10:00, return 15/08/2026\n"
        "Kia Carnival 7-seater or similar. Driver: Karim Haddad. Price USD 1,240 including CDW.",
    ]
    return docs[k]


def t_beirut_mail(r, dt):
    return _eml("Mona Haddad <mona.haddad@idm.net.lb>", KARIM_HOME, dt, "Re: August",
                "Habibi Karim,\n\nMama is so happy you're all coming. The chalet in Batroun is yours from 30 July to 2 "
                "August. Electricity is better this summer but bring a power bank for the kids. Tell Nadia I found the "
                "rosewater she asked for.\n\nKisses to everyone,\nMona")


# Past trips (Archive Travel)


def t_cyprus(r, dt, k=0):
    docs = [
        "Jet2holidays - booking confirmation\nLead passenger: Karim Haddad\nManchester - Paphos, 3 Aug 2024 - 13 Aug 2024\n"
        "Hotel: Capital Coast Resort, Paphos - half board, family room\n5 passengers. Total £5,184.00 - paid in full. "
        "22 kg baggage each.",
        "Cyprus 2024 - itinerary\n4/8 Coral Bay\n6/8 Kourion + Aphrodite's Rock\n8/8 Troodos mountains, Omar's birthday "
        "ice cream\n10/8 boat trip from Latchi, Blue Lagoon\n12/8 Paphos old town, meze at Laona",
        "Jet2 - boarding passes\nLS1143 MAN-PFO 03 Aug 2024 dep 06:30\nHADDAD/KARIM MR seat 14A\nHADDAD/NADIA MRS 14B\n"
        "HADDAD/OMAR MSTR 14C\nHADDAD/LINA MISS 15A\nHADDAD/SAMI MR 15B",
    ]
    return docs[k]


def t_lebanon2019(r, dt):
    return ("Middle East Airlines - e-ticket receipt\nLHR-BEY ME202 10 Jul 2019, BEY-LHR ME201 31 Jul 2019\nPassengers: "
            "HADDAD/KARIM, HADDAD/NADIA, HADDAD/SAMI, HADDAD/LINA, HADDAD/OMAR (infant seat)\nTotal GBP 3,212.40\n"
            "Coach Manchester-Heathrow National Express booked separately.")


# Dad's estate (Archive Estate)


def t_estate(r, dt, k=0):
    docs = [
        "In the High Court of Justice - The Principal Registry of the Family Division\nGrant of Probate\nYoussef Haddad "
        "of 9 Kingsway Court, Manchester M19, died 14 March 2021, domiciled in England and Wales.\nThe last will was "
        "proved by Karim Haddad and Mona Haddad, the executors.\nGross value of the estate £286,400, net £279,950.",
        "Estate of the late Youssef Haddad - estate accounts\nAssets: proceeds of sale of 9 Kingsway Court £241,000; "
        "Barclays accounts £31,206; premium bonds £10,000; personal effects £4,194\nLiabilities: funeral £4,850; "
        "solicitors' fees £6,120; council tax and utilities £480\nDistribution: Karim Haddad one half, Mona Haddad "
        "one half. Inheritance tax: nil (below the nil-rate band).",
        "Brennan & Co Solicitors\nEstate of Youssef Haddad (deceased)\nDear Mr Haddad,\nThe administration of the estate "
        "is now complete and we enclose the final interim payment and the signed estate accounts. We will hold the "
        "file for 7 years and then destroy it unless you ask us to return the original documents.\nYours sincerely",
        "Completion statement - sale of 9 Kingsway Court, Levenshulme, Manchester M19 2LL\nSellers: the executors of "
        "Y. Haddad\nSale price £245,000, less estate agent fee £3,185 and redemption of nothing outstanding.\n"
        "Balance transferred to the executors' account £241,000 on completion, 28/01/2022.",
        "HMRC - Inheritance Tax: estate closure\nDeceased: Youssef Haddad\nBased on the information provided there is "
        "no Inheritance Tax to pay. The unused nil-rate band may be transferred to a surviving spouse - not applicable.",
    ]
    return docs[k]


# The 2023 extension (Archive Home)


def t_extension(r, dt, k=0):
    docs = [
        f"Hartley Building Services\nFinal account - rear single-storey extension\n{HOME}\nContract sum £48,500; variations: "
        "bifold doors upgrade +£2,300, extra steel +£1,150; less retention released\nFinal balance paid "
        "24/11/2023. Thank you for choosing Hartley.",
        "Trafford Council Building Control - Completion Certificate\nBuilding Regulations 2010\nWork: single-storey rear "
        f"extension forming kitchen-diner, {HOME}\nThe work has been inspected and, as far as we could ascertain, "
        "complies with the Regulations. Date of completion: 20 November 2023.",
        "Extension - snagging list\n1. Bifold doors catch at the bottom - adjust\n2. Crack in plaster above the RSJ "
        "(settlement) - fill after 6 months\n3. Outside tap not connected\n4. Gutter joint dripping\n5. Extra socket by "
        "the island missing\nAll fixed by Hartley 15/12/2023 except the crack (done in March).",
        "R. Khan Architectural Design - drawings issue\nProject: 23 Elmridge Drive, rear extension\nDrawings 101 existing "
        "plans, 102 proposed ground floor, 103 elevations, 104 section A-A (roof lights)\nSubmitted as householder "
        "planning application 101234/HHA/22 - approved 10 January 2023.",
    ]
    return docs[k]


# Cooking (Resources Cooking)


RECIPES = {
    "fattoush": "Fattoush (serves 4)\n2 Lebanese flatbreads, toasted and broken\n1 cos lettuce, 3 tomatoes, 1 cucumber, "
                "5 radishes, 4 spring onions, 1 green pepper\nHandful each of parsley and mint, purslane if you find it\n"
                "Dressing: 4 tbsp olive oil, juice of 1 lemon, 1 tbsp pomegranate molasses, 1 tbsp sumac, 1 garlic clove, salt\n"
                "Dress just before serving so the bread stays crisp.",
    "kibbeh": "Kibbeh (Teta's way)\n500 g fine bulgur, soaked 15 min and squeezed\n500 g lean lamb, minced twice, 1 onion "
              "grated, 1 tsp seven spice, salt\nFilling: 250 g lamb mince, 2 onions, 50 g pine nuts, 1/2 tsp cinnamon\n"
              "Knead the shell with iced water. Shape into ovals, fill, fry at 170C for 5 minutes.",
    "toum": "Toum (garlic sauce)\n1 cup peeled garlic cloves (no green germ), 1 tsp salt, 3 cups sunflower oil, juice of "
            "1 lemon, 1/4 cup iced water\nBlend garlic and salt to a paste, then add oil in a thin stream alternating "
            "with lemon and water. Keeps 4 weeks in the fridge.",
    "mujaddara": "Mujaddara\n1 cup brown lentils, 1/2 cup coarse bulgur (or rice), 4 large onions sliced thin, 1/2 cup "
                 "olive oil, 1 tsp cumin, salt\nFry the onions slowly until deep brown - half into the pot, half on top.\n"
                 "Serve with yoghurt and fattoush.",
    "knafeh": "Knafeh nabulsieh (tray 40 cm)\n500 g kataifi pastry, 250 g melted ghee, orange food colour\n1 kg akkawi "
              "cheese (desalted overnight) + 250 g mozzarella\nSyrup: 600 g sugar, 300 ml water, lemon, orange blossom water\n"
              "Bake at 200C 25 min, turn out, pour syrup, pistachios on top.",
    "manakish": "Manakish dough (for 12)\n1 kg strong white flour, 14 g dried yeast, 1 tbsp sugar, 2 tsp salt, 100 ml olive "
                "oil, 550 ml warm water\nProve 1 hour. Za'atar topping: 6 tbsp za'atar + 150 ml olive oil.\n"
                "Bake on the hottest stone 4-5 minutes.",
    "shish": "Shish taouk marinade (per 5 kg chicken thigh)\n500 g full-fat yoghurt, 150 ml lemon juice, 80 g garlic "
             "paste, 60 g tomato paste, 20 g paprika, 10 g white pepper, 200 ml oil, salt 60 g\nMarinate 12-24 hours.",
    "mhallabia": "Mhallabia (milk pudding)\n1 L milk, 100 g sugar, 70 g cornflour, 1 tbsp rose water, 1 tbsp orange blossom "
                 "water, crushed pistachios\nWhisk cold milk with cornflour, heat until thick, add flower waters, chill.",
}


def t_menu_ideas(r, dt):
    return ("Menu ideas - summer\n- Watermelon + halloumi + mint salad, pomegranate dressing\n- Grilled hispi cabbage with "
            "toum and aleppo chilli\n- Lamb kofta sliders for lunch menu (brioche? or ka'ak)\n- Vegan mezze box for "
            "Deliveroo\n- Ice cream: mastic + rose (ask Cedar Bakery about booza supplier)\n- Brunch on Sundays? "
            "foul, fatteh, manakish, eggs with sumac")


def t_food_article(r, dt, k=0):
    return ["The Guardian - The secret of great hummus\nStart with dried chickpeas, soak overnight with bicarbonate, "
            "cook until collapsing. Blend hot with plenty of tahini and iced water. Season at the end with lemon, "
            "salt and cumin. Let it rest - hummus is better after an hour.",
            "Seven spice (baharat) - a Lebanese blend\nAllspice 4 tbsp, black pepper 3 tbsp, cinnamon 2 tbsp, cloves "
            "1 tbsp, nutmeg 1 tbsp, coriander 1 tbsp, ginger 1 tsp. Toast whole where possible and grind fresh."][k]


BOOKS = [("Jerusalem", "Yotam Ottolenghi and Sami Tamimi", "A cookbook of the city's food: chickpeas, tahini, herbs."),
         ("The Palestinian Table", "Reem Kassis", "Family recipes from a Palestinian kitchen, with stories."),
         ("Salt, Fat, Acid, Heat", "Samin Nosrat", "Mastering the elements of good cooking."),
         ("Kitchen Confidential", "Anthony Bourdain", "Adventures in the culinary underbelly."),
         ("Setting the Table", "Danny Meyer", "The transforming power of hospitality in business."),
         ("The Hakawati", "Rabih Alameddine", "A novel of Beirut, storytellers and a family."),
         ("Falastin", "Sami Tamimi and Tara Wigley", "A cookbook of Palestinian food.")]
SONGS = [("Fairuz", "Li Beirut", "The Very Best of Fairuz"), ("Fairuz", "Kifak Inta", "Kifak Inta"),
         ("Wadih El Safi", "Ya Mayla", "Best of Wadih El Safi"), ("Marcel Khalife", "Ummi", "Promises of the Storm"),
         ("Otis Redding", "(Sittin' On) The Dock of the Bay", "The Dock of the Bay"),
         ("Al Green", "Let's Stay Together", "Let's Stay Together"), ("Aretha Franklin", "Respect", "I Never Loved a Man the Way I Love You"),
         ("Bill Withers", "Lovely Day", "Menagerie"), ("Marvin Gaye", "What's Going On", "What's Going On"),
         ("Sam Cooke", "A Change Is Gonna Come", "Ain't That Good News"), ("Sabah Fakhri", "Qadduka al-Mayyas", "Aleppo Songs"),
         ("Ziad Rahbani", "Bala Wala Chi", "Bala Wala Chi")]


def t_chorlton_notes(r, dt):
    return ("Beech Road viewing - notes\nUnit is 1,450 sq ft ground floor + basement store. Old wine bar, extraction never "
            "fitted - flue would have to go up the rear (landlord OK in principle).\nFootfall Fri 7pm: ~420 people/hour "
            "passing. Parking poor. Neighbours: deli, two bars, a Thai place.\nNeed: 3-phase supply? check. Toilets need "
            "redoing (accessible WC). Ask Louise about rent-free for fit-out.")


def t_refit_todo(r, dt):
    return ("TO DO\n- chase Hollins Estates for the licence for alterations (kitchen)\n- pick contractor: CaterKit cheapest "
            "but Prestige faster?\n- confirm canopy size with Gavin - 3.0 m\n- book Sparks for 3-phase\n- tell staff "
            "closure dates 3-16 Aug\n- order new range (Falcon Dominator?)")


def t_omar_note(r, dt):
    return ("Omar - Year 6 SATs week 11-14 May. Football Tue+Thu, swimming Sat 9am at Sale Leisure Centre.\n"
            "Year 7 uniform from Trutex: blazer, 2 ties, PE kit. Transition day 9 July. Bus pass application by 30 June.")


def t_old_pc_note(r, dt):
    return ("Olive Tree - weekly order\nMon: bread x 80, milk 20 L, eggs 6 trays\nWed: veg from Smithfield, chickpeas\n"
            "Fri: coffee beans 6 kg (Neighbourhood Coffee), cakes from Janet\nCash float £150. Close till by 16:30.")


# --------------------------------------------------------------------------- build


def _k(fn, *a):
    return lambda r, dt: fn(r, dt, *a)


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

    def day(age: float, fmt: str = "%Y-%m-%d") -> str:
        return (NOW - timedelta(days=age)).strftime(fmt)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    thumbs = lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800)  # noqa: E731
    lock = b"\x0bKarim Haddad" + bytes(140)

    # ------------------------------------------------------------ Restaurant/ (Areas Restaurant)
    rs = "Restaurant"
    short = ["AlNoor", "Levant Foods", "Smithfield", "Booker", "Cedar Bakery"]
    for i, age in enumerate((3, 9, 16, 24, 33, 45, 61, 78, 104, 131)):
        k = i % 5
        add(f"{rs}/Invoices/2026/{short[k]} inv {day(age, '%d-%m')} {r.randint(10000, 99999)}.pdf", A, "Restaurant", age,
            _k(t_supplier_invoice, k))
    for i, age in enumerate((190, 260, 330, 455)):
        add(f"{rs}/Invoices/2025/{short[(i + 2) % 5]} {day(age, '%b')}.pdf", A, "Restaurant", age,
            _k(t_supplier_invoice, (i + 2) % 5))
    add(f"{rs}/Invoices/statements/Levant statement {day(12, '%B')}.pdf", A, "Restaurant", 12, t_statement)
    add(f"{rs}/Invoices/statements/AlNoor statement {day(70, '%B')}.pdf", A, "Restaurant", 70, t_statement)
    for age in (2, 9, 16, 30, 120):
        add(f"{rs}/Staff/Rotas/rota w-c {day(age + 5)}.xlsx", A, "Restaurant", age, t_rota)
    for age in (40, 300, 900):
        add(f"{rs}/Staff/Contracts/contract {r.choice(STAFF)[0].split()[0]} {day(age, '%Y')}.docx", A, "Restaurant", age,
            t_staff_contract)
    for age in (55, 410):
        add(f"{rs}/Staff/Training/food hygiene L2 cert {day(age, '%Y-%m')}.pdf", A, "Restaurant", age, t_hygiene_cert)
    for age in (1, 31, 62, 92):
        add(f"{rs}/Payroll/payroll summary {day(age + 1, '%Y-%m')}.pdf", A, "Restaurant", age, t_payroll)
    for age in (35, 126, 218, 310):
        add(f"{rs}/VAT/VAT return {day(age + 35, '%b %Y')}.pdf", A, "Restaurant", age, t_vat)
    fs = f"{rs}/Food safety"
    for age in (1, 15, 46):
        add(f"{fs}/temp log {day(age, '%Y-%m-%d')}.csv", A, "Restaurant", age, t_temps)
    add(f"{fs}/SFBB 4-weekly review {day(8, '%b')}.docx", A, "Restaurant", 8, t_sfbb)
    add(f"{fs}/SFBB 4-weekly review {day(64, '%b')}.docx", A, "Restaurant", 64, t_sfbb)
    add(f"{fs}/allergen matrix 2026.xlsx", A, "Restaurant", 20, t_allergen)
    add(f"{fs}/EHO inspection report 2024.pdf", A, "Restaurant", 610, t_eho)
    add(f"{fs}/gas safety CP42 2025.pdf", A, "Restaurant", 235, t_gas_cert)
    add(f"{rs}/Licences/premises licence summary.pdf", A, "Restaurant", 2150, t_licence)
    add(f"{rs}/Licences/PPL PRS music licence 2025.pdf", A, "Restaurant", 290, t_music_licence)
    add(f"{rs}/Insurance/Towergate schedule 2025-26.pdf", A, "Restaurant", 250, t_biz_insurance)
    for i, age in enumerate((6, 38, 95, 160)):
        add(f"{rs}/Accountant/Rakesh {day(age)}.eml", A, "Restaurant", age, _k(t_accountant_mail, i))
    add(f"{rs}/Accountant/Zaatar House accounts FY2025.pdf", A, "Restaurant", 180, t_company_accounts)
    add(f"{rs}/Accountant/Bounce Back Loan statement {day(75, '%Y')}.pdf", A, "Restaurant", 75, t_bbl)
    add(f"{rs}/Menus/menu spring 2026.docx", A, "Restaurant", 58, t_menu)
    add(f"{rs}/Menus/menu 2024 old prices.docx", A, "Restaurant", 520, t_menu)
    for i, age in enumerate((11, 58, 240)):
        add(f"{rs}/Menus/costings/costing {['grill', 'shawarma', 'mezze platter'][i]}.xlsx", A, "Restaurant", age, t_costing)
    add(f"{rs}/Thumbs.db", L, "System", 200, thumbs)
    dot(f"{rs}/Staff/Rotas/.~lock.rota w-c {day(7)}.xlsx#", b"Karim Haddad,karim,OFFICE-PC,01.06.2026 08:40,\n", 0.1)

    # van (Areas Car)
    add(f"{rs}/Van/MOT Transit {day(140, '%Y')}.pdf", A, "Car", 140, _k(t_car, 1))
    add(f"{rs}/Van/Zurich van insurance.pdf", A, "Car", 210, _k(t_car, 3))
    add(f"{rs}/Van/tax reminder V11.pdf", A, "Car", 10, _k(t_car, 4))
    add(f"{rs}/Van/PCN Wilmslow Rd appeal.pdf", A, "Car", 27, _k(t_car, 5))

    # kitchen refit (Projects Restaurant)
    kr = f"{rs}/Kitchen Refit"
    for i, age in enumerate((88, 74, 66)):
        add(f"{kr}/Quotes/{['CaterKit', 'Stainless Solutions', 'Prestige'][i]} quote.pdf", P, "Restaurant", age,
            _k(t_refit_quote, i))
    add(f"{kr}/extraction spec DW172.pdf", P, "Restaurant", 52, t_extraction_spec)
    add(f"{kr}/closure plan August.docx", P, "Restaurant", 4, t_closure_plan)
    add(f"{kr}/~$osure plan August.docx", L, "System", 0.2, lock)
    add(f"{kr}/refit budget.xlsx", P, "Restaurant", 6, t_refit_budget)
    for i, age in enumerate((80, 14, 40)):
        add(f"{kr}/emails/{['site survey', 'start date', 'landlord consent'][i]}.eml", P, "Restaurant", age,
            _k(t_refit_mail, i))
    add(f"{kr}/Sparks electrical quote.pdf", P, "Restaurant", 30, t_electric_quote)
    for age in (90, 90, 89, 21):
        photo(f"{kr}/photos/IMG_{day(age, '%Y%m%d')}_{_hms(r, 10, 23)}.jpg", P, "Restaurant", age)

    # second site, Chorlton (Projects Restaurant)
    ch = f"{rs}/Chorlton"
    add(f"{ch}/Heads of terms 88 Beech Road.pdf", P, "Restaurant", 35, t_hot)
    add(f"{ch}/agent - rent free.eml", P, "Restaurant", 28, _k(t_lease_mail, 0))
    add(f"{ch}/solicitor - draft lease points.eml", P, "Restaurant", 9, _k(t_lease_mail, 1))
    add(f"{ch}/business plan draft 3.docx", P, "Restaurant", 12, t_business_plan)
    add(f"{ch}/cash flow forecast 2027.xlsx", P, "Restaurant", 12, t_cashflow)
    add(f"{ch}/NatWest loan application.pdf", P, "Restaurant", 19, t_loan_app)
    add(f"{ch}/NatWest credit questions.eml", P, "Restaurant", 3, t_bank_rm_mail)
    add(f"{ch}/viewing notes.txt", P, "Restaurant", 70, t_chorlton_notes)
    for age in (71, 71, 71, 44):
        photo(f"{ch}/photos/IMG_{day(age, '%Y%m%d')}_{_hms(r, 10, 23)}.jpg", P, "Restaurant", age)

    # wedding catering (Projects Restaurant)
    wd = f"{rs}/Events/Khoury wedding 18 July"
    add(f"{wd}/catering agreement signed.pdf", P, "Restaurant", 200, t_wedding_contract)
    add(f"{wd}/menu proposal v2.docx", P, "Restaurant", 40, t_wedding_menu)
    add(f"{wd}/tables and dietary.xlsx", P, "Restaurant", 5, t_wedding_guests)
    add(f"{wd}/Hala - tasting feedback.eml", P, "Restaurant", 37, _k(t_wedding_mail, 0))
    add(f"{wd}/Hala - second payment.eml", P, "Restaurant", 2, _k(t_wedding_mail, 1))
    add(f"{wd}/invoice W-2026-07 deposit.pdf", P, "Restaurant", 198, t_wedding_invoice)
    add(f"{wd}/staffing and van plan.docx", P, "Restaurant", 8, t_wedding_staffing)
    for age in (38, 38, 38):
        photo(f"{wd}/tasting/IMG_{day(age, '%Y%m%d')}_{_hms(r, 18, 21)}.jpg", P, "Restaurant", age)

    # finished catering jobs, Altrincham, Covid grants (Archive Restaurant)
    ev = f"{rs}/Events/2025 Nasser engagement"
    add(f"{ev}/Nasser engagement summary.docx", X, "Restaurant", 258, _k(t_nasser, 0))
    add(f"{ev}/thank you from Dina.eml", X, "Restaurant", 260, _k(t_nasser, 1))
    add(f"{rs}/Altrincham unit (dropped)/withdrawing offer.eml", X, "Restaurant", 300, t_altrincham)
    cg = f"{rs}/Covid grants"
    for i, (name, age) in enumerate((("Omicron grant OHLG.pdf", 1580), ("Restart grant decision.pdf", 1870),
                                     ("EOHO claims Aug 2020.pdf", 2070), ("council letter assurance closed.pdf", 70))):
        add(f"{cg}/{name}", X, "Restaurant", age, _k(t_covid_grant, i))

    # dish photos for the menu (Resources Photos) and reference (Resources Restaurant)
    for name, age in (("mixed grill", 120), ("knafeh", 120), ("mezze spread", 119), ("shish taouk", 60),
                      ("fattoush", 60), ("manakish", 330), ("lentil soup", 15), ("falafel wrap", 15)):
        photo(f"{rs}/Menu photos/{name}.jpg", R, "Photos", age)
    for i, age in enumerate((800, 400, 150)):
        add(f"{rs}/Guidance/{['FSA allergen guidance', 'FSA cooling and reheating', 'FSA hygiene rating guide'][i]}.pdf",
            R, "Restaurant", age, _k(t_fsa, i))
    add(f"{rs}/Guidance/menu engineering article.pdf", R, "Restaurant", 210, _k(t_biz_article, 0))
    add(f"{rs}/Guidance/hospitality staffing 2025.pdf", R, "Restaurant", 330, _k(t_biz_article, 1))
    add(f"{rs}/Guidance/second site - 10 mistakes.pdf", R, "Restaurant", 60, _k(t_biz_article, 2))


    # ------------------------------------------------------------ Documents/ (household)
    dc = "Documents"
    for age in (4, 35, 65, 96):
        add(f"{dc}/Bank/Barclays statement {day(age, '%b %Y')}.pdf", A, "Finance", age, t_bank)
    add(f"{dc}/Bank/barclays export {day(18, '%b')}.csv", A, "Finance", 18, t_bank_csv)
    add(f"{dc}/Bank/barclays export {day(140, '%b')}.csv", A, "Finance", 140, t_bank_csv)
    add(f"{dc}/Mortgage/Nationwide annual statement 2025.pdf", A, "Finance", 140, t_mortgage)
    add(f"{dc}/Mortgage/Nationwide annual statement 2019.pdf", A, "Finance", 2330, t_mortgage)
    add(f"{dc}/Savings/Vanguard ISA Karim.pdf", A, "Finance", 60, t_isa)
    add(f"{dc}/Savings/Vanguard ISA Nadia.pdf", A, "Finance", 61, lambda r, dt: t_isa(r, dt, "Nadia Haddad"))
    add(f"{dc}/Savings/Aviva pension statement.pdf", A, "Finance", 110, t_pension)
    add(f"{dc}/Tax/SA302 2024-25.pdf", A, "Finance", 125, lambda r, dt: t_sa(r, dt, 2025))
    add(f"{dc}/Tax/SA302 2023-24.pdf", A, "Finance", 490, lambda r, dt: t_sa(r, dt, 2024))
    add(f"{dc}/Tax/dividend voucher {day(20, '%b %Y')}.pdf", A, "Finance", 20, t_div_voucher)
    add(f"{dc}/Tax/dividend voucher {day(110, '%b %Y')}.pdf", A, "Finance", 110, t_div_voucher)
    for age in (4, 34, 65):
        add(f"{dc}/Nadia/payslip {day(age, '%B %Y')}.pdf", A, "Finance", age, t_nadia_payslip)
    add(f"{dc}/Nadia/document.pdf", A, "Health", 300, _k(t_health, 4), hard=True)
    add(f"{dc}/Nadia/notes.docx", R, "Cooking", 520, lambda r, dt: RECIPES["mhallabia"], hard=True)
    add(f"{dc}/Karim/budget 2026.xlsx", A, "Finance", 26, t_budget)
    add(f"{dc}/Karim/todo.txt", P, "Restaurant", 47, t_refit_todo, hard=True)
    add(f"{dc}/Karim/letter.docx", A, "Community", 130, t_comm_grant, hard=True)
    add(f"{dc}/~$dget 2026.xlsx", L, "System", 0.3, lock)
    add(f"{dc}/desktop.ini", L, "System", 1600, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\system32\\"
        "shell32.dll,-21770\nIconResource=%SystemRoot%\\system32\\imageres.dll,-112\n")
    dot(f"{dc}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 500)

    hs = f"{dc}/House"
    add(f"{hs}/council tax 2026-27.pdf", A, "Home", 70, t_council_tax)
    add(f"{hs}/council tax 2021-22.pdf", A, "Home", 1890, t_council_tax)
    for age in (8, 39, 250):
        add(f"{hs}/Octopus bill {day(age, '%b %Y')}.pdf", A, "Home", age, t_energy)
    add(f"{hs}/United Utilities bill.pdf", A, "Home", 85, t_water)
    add(f"{hs}/boiler service {day(160, '%Y')}.pdf", A, "Home", 160, _k(t_home_repair, 0))
    add(f"{hs}/roof slates quote Mellor.pdf", A, "Home", 23, _k(t_home_repair, 1))
    add(f"{hs}/Virgin Media.pdf", A, "Home", 200, _k(t_home_repair, 2))
    add(f"{hs}/LV home insurance renewal.pdf", A, "Home", 9, _k(t_home_repair, 3))
    add(f"{hs}/Manuals/Worcester Greenstar 30i user manual.pdf", R, "Home", 1000, _k(t_manual, 0))
    add(f"{hs}/Manuals/Bosch dishwasher manual.pdf", R, "Home", 960, _k(t_manual, 1))

    hl = f"{dc}/Health"
    for i, (name, age) in enumerate((("GP letter blood test Karim.pdf", 44), ("Wythenshawe ortho appointment.pdf", 12),
                                     ("Omar asthma action plan.pdf", 150), ("dentist reminders.pdf", 30),
                                     ("Specsavers Nadia 2025.pdf", 330), ("physio knee summary.pdf", 20))):
        add(f"{hl}/{name}", A, "Health", age, _k(t_health, i))

    kd = f"{dc}/Kids"
    add(f"{kd}/Omar/Omar report July 2025.pdf", A, "Kids", 320, lambda r, dt: t_report(r, dt, "Omar"))
    add(f"{kd}/Omar/parents evening Feb.eml", A, "Kids", 110, lambda r, dt: t_parents_evening(r, dt, "Omar"))
    add(f"{kd}/Omar/Year 6 residential letter.pdf", A, "Kids", 95, t_school_trip)
    add(f"{kd}/Omar/secondary school offer.pdf", A, "Kids", 91, t_secondary)
    add(f"{kd}/Omar/Omar things.txt", A, "Kids", 25, t_omar_note)
    add(f"{kd}/Lina/Lina report July 2025.pdf", A, "Kids", 321, lambda r, dt: t_report(r, dt, "Lina"))
    add(f"{kd}/Lina/parents evening Y11.eml", A, "Kids", 200, lambda r, dt: t_parents_evening(r, dt, "Lina"))
    gc = f"{kd}/Lina/GCSE"
    add(f"{gc}/exam timetable 2026.xlsx", P, "Kids", 230, t_gcse_timetable)
    add(f"{gc}/revision plan.xlsx", P, "Kids", 50, lambda r, dt: t_revision_plan(r, dt))
    add(f"{gc}/mock results Jan.pdf", P, "Kids", 125, _k(t_gcse_other, 0))
    for age in (5, 36, 68):
        add(f"{gc}/tutor invoice {day(age, '%b')}.pdf", P, "Kids", age, _k(t_gcse_other, 1))
    add(f"{gc}/study leave letter.pdf", P, "Kids", 22, _k(t_gcse_other, 2))
    add(f"{gc}/things to buy.txt", P, "Kids", 75, _k(t_gcse_other, 3))
    for i, (name, age) in enumerate((("SFE entitlement 2025-26.pdf", 250), ("SFE household income request.pdf", 40),
                                     ("Unite tenancy 2026-27.pdf", 100))):
        add(f"{kd}/Sami/{name}", A, "Kids", age, _k(t_student_finance, i))

    add(f"{dc}/Car/Admiral RAV4 insurance.pdf", A, "Car", 160, _k(t_car, 0))
    add(f"{dc}/Car/Toyota service {day(190, '%Y')}.pdf", A, "Car", 190, _k(t_car, 2))
    add(f"{dc}/Car/RAV4 owners manual.pdf", R, "Car", 1500, t_car_manual)

    cc = f"{dc}/Community Centre"
    add(f"{cc}/Shared Table accounts 2026.xlsx", A, "Community", 7, t_comm_accounts)
    add(f"{cc}/Shared Table accounts 2024.xlsx", A, "Community", 520, t_comm_accounts)
    add(f"{cc}/bank rec {day(10, '%b %Y')}.pdf", A, "Community", 10, t_comm_recon)
    add(f"{cc}/bank rec {day(100, '%b %Y')}.pdf", A, "Community", 100, t_comm_recon)
    for age in (16, 60, 1300):
        add(f"{cc}/minutes {day(age)}.docx", A, "Community", age, t_comm_minutes)
    add(f"{cc}/Awards for All application.pdf", A, "Community", 150, t_comm_grant)
    add(f"{cc}/donations log.csv", A, "Community", 3, t_comm_donations)
    add(f"{cc}/Shabana - AGM report.eml", A, "Community", 170, t_comm_mail)

    tr = f"{dc}/Travel"
    for i, (name, age) in enumerate((("Turkish Airlines booking.pdf", 140), ("Omar passport renewal.pdf", 18),
                                     ("Beirut plan.docx", 10), ("packing and gifts.txt", 6),
                                     ("Staysure travel insurance.pdf", 120), ("Hertz Lebanon reservation.pdf", 45))):
        add(f"{tr}/Beirut 2026/{name}", P, "Travel", age, _k(t_beirut, i))
    add(f"{tr}/Beirut 2026/Mona - August.eml", P, "Travel", 52, t_beirut_mail)
    for i, (name, age) in enumerate((("Jet2 booking.pdf", 830), ("itinerary.docx", 680), ("boarding passes.pdf", 668))):
        add(f"{tr}/Cyprus 2024/{name}", X, "Travel", age, _k(t_cyprus, i))
    add(f"{tr}/MEA e-ticket Lebanon 2019.pdf", X, "Travel", 2560, t_lebanon2019)

    es = f"{dc}/Dad"
    for i, (name, age) in enumerate((("Grant of probate.pdf", 1690), ("estate accounts final.pdf", 1480),
                                     ("Brennan solicitors closing letter.pdf", 1470),
                                     ("Kingsway Court completion statement.pdf", 1585), ("HMRC IHT closure.pdf", 1520))):
        add(f"{es}/{name}", X, "Estate", age, _k(t_estate, i))

    ex = f"{dc}/Extension"
    for i, (name, age) in enumerate((("Hartley final account.pdf", 920), ("building control completion.pdf", 925),
                                     ("snag list.docx", 900), ("Khan drawings issue.pdf", 1240))):
        add(f"{ex}/{name}", X, "Home", age, _k(t_extension, i))
    for age in (1020, 990, 960, 930):
        photo(f"{ex}/photos/IMG_{day(age, '%Y%m%d')}_{_hms(r, 8, 17)}.jpg", X, "Home", age)

    rc = f"{dc}/Recipes"
    for i, (key, text) in enumerate(sorted(RECIPES.items())):
        if key == "mhallabia":
            continue
        add(f"{rc}/{key}.{['docx', 'txt'][i % 2]}", R, "Cooking", r.randint(90, 1400), text)
    add(f"{rc}/menu ideas summer.txt", R, "Cooking", 29, t_menu_ideas)
    add(f"{rc}/hummus - guardian article.pdf", R, "Cooking", 700, _k(t_food_article, 0))
    add(f"{rc}/seven spice blend.txt", R, "Cooking", 1100, _k(t_food_article, 1))
    for i, b in enumerate(BOOKS[:4]):
        add(f"{dc}/Books/{b[0]} - {b[1].split(' and ')[0]}.epub", R, "Books", 300 + 150 * i,
            lambda r, dt, b=b: _epub(b[0], b[1], "en", b[2]))

    oc = f"{dc}/Olive Tree Cafe"
    for i, (name, age) in enumerate((("closing notice.docx", 2440), ("deed of surrender.pdf", 2430),
                                     ("final accounts 2019.pdf", 2300), ("Companies House dissolved.pdf", 2290))):
        add(f"{oc}/{name}", X, "Restaurant", age, _k(t_cafe, i))


    # ------------------------------------------------------------ half-made folders (mostly hard)
    misc = [
        ("Documents/Misc/notes.docx", P, "Restaurant", 69, t_chorlton_notes),
        ("Documents/Misc/letter.docx", A, "Kids", 102, _k(t_student_finance, 2)),
        ("Documents/Misc/info.pdf", A, "Home", 400, t_water),
        ("Documents/Misc/document.pdf", X, "Estate", 1478, _k(t_estate, 1)),
        ("Documents/Misc/Book1.xlsx", A, "Finance", 390, t_budget),
        ("Documents/Misc/list.txt", R, "Cooking", 640, _k(t_food_article, 1)),
        ("Documents/Misc/copy.pdf", A, "Car", 530, _k(t_car, 0)),
        ("Documents/Misc/temp.docx", X, "Restaurant", 255, _k(t_nasser, 0)),
        ("Documents/Misc/notes (2).docx", P, "Travel", 15, _k(t_beirut, 3)),
        ("Documents/New folder/Document.docx", A, "Community", 700, t_comm_grant),
        ("Documents/New folder/New Document.pdf", A, "Health", 90, _k(t_health, 5)),
        ("Documents/New folder/scan.pdf", X, "Restaurant", 2280, _k(t_cafe, 2)),
        ("Documents/New folder/Book1.xlsx", A, "Restaurant", 180, t_temps),
        ("Documents/New folder/notes.txt", P, "Travel", 33, _k(t_beirut, 2)),
        ("Documents/New folder/draft.docx", A, "Kids", 330, lambda r, dt: t_report(r, dt, "Omar")),
        ("Documents/2023/scan 1.pdf", X, "Home", 1235, _k(t_extension, 3)),
        ("Documents/2023/scan 2.pdf", X, "Estate", 1510, _k(t_estate, 4)),
        ("Documents/2023/Document1.docx", A, "Community", 1050, t_comm_minutes),
        ("Documents/2023/Book1.xlsx", A, "Community", 900, t_comm_accounts),
    ]
    for rel, bucket, topic, age, fn in misc:
        add(rel, bucket, topic, age, fn, hard=True)
    add("Documents/2023/tax calc 2022-23.pdf", A, "Finance", 860, lambda r, dt: t_sa(r, dt, 2023))
    add("Documents/2023/Lina report 2023.pdf", A, "Kids", 1050, lambda r, dt: t_report(r, dt, "Lina"))
    add("Documents/2023/extension payments.xlsx", X, "Home", 930, lambda r, dt:
        "Extension payments;Date;Amount\nDeposit Hartley;" + _uk(dt - timedelta(days=200)) + ";£9,700\n"
        "Stage 2 (walls up);" + _uk(dt - timedelta(days=150)) + ";£14,550\nStage 3 (roof);" +
        _uk(dt - timedelta(days=100)) + ";£14,550\nBifolds extra;;£2,300\nFinal;" + _uk(dt) + ";£11,850\n"
        "Architect (Khan);;£2,400\nBuilding control fees;;£780")
    photo("Documents/2023/IMG_20230715_101233.jpg", R, "Photos", 1052)

    # ------------------------------------------------------------ Scans/ (office printer, all hard)
    scans = [
        (P, "Restaurant", 64, _k(t_refit_quote, 2)), (P, "Restaurant", 199, t_wedding_contract),
        (A, "Restaurant", 605, t_eho), (A, "Restaurant", 125, t_vat), (A, "Home", 72, t_council_tax),
        (A, "Health", 45, _k(t_health, 0)), (X, "Estate", 1688, _k(t_estate, 0)), (X, "Restaurant", 1860, _k(t_covid_grant, 1)),
        (A, "Kids", 41, _k(t_student_finance, 1)), (A, "Kids", 94, t_school_trip), (P, "Kids", 21, _k(t_gcse_other, 2)),
        (P, "Travel", 17, _k(t_beirut, 1)), (A, "Car", 139, _k(t_car, 1)), (A, "Community", 99, t_comm_recon),
        (A, "Restaurant", 26, _k(t_supplier_invoice, 1)), (X, "Home", 924, _k(t_extension, 1)),
        (X, "Restaurant", 2428, _k(t_cafe, 1)), (P, "Restaurant", 34, t_hot), (A, "Home", 380, _k(t_home_repair, 3)),
        (A, "Finance", 139, t_mortgage), (A, "Restaurant", 2100, t_licence), (P, "Restaurant", 18, t_loan_app),
    ]
    order = sorted(range(len(scans)), key=lambda i: -scans[i][2])
    for n, i in enumerate(order):
        bucket, topic, age, fn = scans[i]
        add(f"Scans/scan{n + 1:04d}.pdf", bucket, topic, age, fn, hard=True)
    add("Scans/Thumbs.db", L, "System", 16, thumbs)

    # ------------------------------------------------------------ Downloads/
    dl = "Downloads"
    hard_dl = [
        ("document.pdf", A, "Finance", 126, lambda r, dt: t_sa(r, dt, 2025)),
        ("document (1).pdf", R, "Restaurant", 790, _k(t_fsa, 0)),
        ("document (2).pdf", P, "Kids", 229, t_gcse_timetable),
        ("document (3).pdf", P, "Restaurant", 87, _k(t_refit_quote, 0)),
        ("document (4).pdf", X, "Travel", 829, _k(t_cyprus, 0)),
        ("document (5).pdf", A, "Finance", 59, t_isa),
        ("download.pdf", P, "Travel", 139, _k(t_beirut, 0)),
        ("download (1).pdf", R, "Restaurant", 212, _k(t_biz_article, 0)),
        ("file.pdf", A, "Car", 26, _k(t_car, 5)),
        ("attachment.pdf", P, "Restaurant", 197, t_wedding_invoice),
        ("attachment (1).pdf", X, "Home", 918, _k(t_extension, 0)),
        ("print.pdf", R, "Cooking", 450, lambda r, dt: RECIPES["knafeh"]),
        ("export.csv", A, "Finance", 48, t_bank_csv),
        ("export (1).csv", A, "Community", 130, t_comm_donations),
        ("data.xlsx", P, "Restaurant", 13, t_cashflow),
        ("untitled.docx", P, "Restaurant", 5, t_closure_plan),
        ("Document1.docx", A, "Community", 61, t_comm_minutes),
        ("letter.pdf", A, "Health", 13, _k(t_health, 1)),
        ("invoice.pdf", P, "Kids", 37, _k(t_gcse_other, 1)),
        ("attachment (2).pdf", A, "Restaurant", 2, t_payroll),
    ]
    for name, bucket, topic, age, fn in hard_dl:
        add(f"{dl}/{name}", bucket, topic, age, fn, hard=True)
    add(f"{dl}/Zaatar_House_VAT_return_Q1.pdf", A, "Restaurant", 36, t_vat)
    add(f"{dl}/FSA_cooling_reheating_guidance.pdf", R, "Restaurant", 402, _k(t_fsa, 1))
    add(f"{dl}/Chorlton_HoTs_v2_clean.pdf", P, "Restaurant", 33, t_hot)
    add(f"{dl}/Khoury_wedding_menu_v1.docx", P, "Restaurant", 120, t_wedding_menu)
    add(f"{dl}/Lina_revision_timetable.xlsx", P, "Kids", 80, lambda r, dt: t_revision_plan(r, dt))
    add(f"{dl}/Octopus_statement.pdf", A, "Home", 101, t_energy)
    add(f"{dl}/shish_taouk_marinade.txt", R, "Cooking", 260, lambda r, dt: RECIPES["shish"])
    for i, b in enumerate(BOOKS[4:]):
        add(f"{dl}/{b[0].replace(' ', '_')}.epub", R, "Books", 90 + 200 * i, lambda r, dt, b=b: _epub(b[0], b[1], "en", b[2]))
    for name, age in (("EposNow_BackOffice_Setup_5.3.1.exe", 44), ("EposNow_Update_5.4.0.msi", 6),
                      ("ChromeSetup.exe", 700), ("HPSmart_Installer.exe", 410), ("ZoomInstallerFull.exe", 1200)):
        head = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" if name.endswith(".msi") else b"MZ\x90\x00\x03\x00\x00\x00"
        add(f"{dl}/{name}", R, "Software", age, lambda r, dt, head=head: _blob(r, head, 3000))
    add(f"{dl}/Unconfirmed 418227.crdownload", L, "System", 1, lambda r, dt: _blob(r, b"%PDF-1.7\n", 600))
    add(f"{dl}/Beech_Road_lease_draft_v4.pdf.crdownload", L, "System", 8, lambda r, dt: _blob(r, b"%PDF-1.6\n", 900))
    add(f"{dl}/Teta_birthday_video.mp4.part", L, "System", 150, lambda r, dt: _blob(r, b"\x00\x00\x00\x20ftypisom", 1200))

    # ------------------------------------------------------------ Desktop/
    dk = "Desktop"
    for name, bucket, topic, age, fn in (
            ("New Text Document.txt", R, "Cooking", 30, t_menu_ideas),
            ("New Text Document (2).txt", P, "Travel", 7, _k(t_beirut, 3)),
            ("notes.txt", P, "Kids", 76, _k(t_gcse_other, 3)),
            ("Doc1.docx", P, "Restaurant", 9, t_wedding_staffing),
            ("New Microsoft Word Document.docx", A, "Restaurant", 36, t_sfbb),
            ("Book1.xlsx", A, "Restaurant", 1, t_rota)):
        add(f"{dk}/{name}", bucket, topic, age, fn, hard=True)
    add(f"{dk}/Chorlton numbers.xlsx", P, "Restaurant", 11, t_cashflow)
    add(f"{dk}/wedding 18 July - timings.txt", P, "Restaurant", 4, t_wedding_staffing)
    add(f"{dk}/allergen matrix PRINT.pdf", A, "Restaurant", 19, t_allergen)
    for age in (3, 25, 140):
        add(f"{dk}/Screenshot {day(age)} {_hms(r, 9, 22)}.png", R, "Photos", age, "")
    add(f"{dk}/desktop.ini", L, "System", 1600, "[.ShellClassInfo]\nIconResource=C:\\Windows\\System32\\imageres.dll,-183\n")

    # ------------------------------------------------------------ Pictures/ (Resources Photos)
    pc = "Pictures"
    for age in (2, 6, 20, 34, 55, 96, 140, 180, 260, 400, 540, 700):
        photo(f"{pc}/Phone/IMG_{day(age, '%Y%m%d')}_{_hms(r, 8, 22)}.jpg", R, "Photos", age)
    for age in (12, 48, 210):
        photo(f"{pc}/Phone/IMG_{r.randint(4000, 6999)}.HEIC", R, "Photos", age)
    for age in (664, 665, 667, 669, 671):
        photo(f"{pc}/Cyprus 2024/IMG_{day(age, '%Y%m%d')}_{_hms(r, 8, 19)}.jpg", R, "Photos", age)
    for name, age in (("Sami graduation from sixth form", 1080), ("Eid 2026 family", 75), ("Omar football final", 15)):
        photo(f"{pc}/{name}.jpg", R, "Photos", age)
    for age in (9, 66, 300):
        add(f"{pc}/Screenshots/Screenshot {day(age)} {_hms(r, 9, 22)}.png", R, "Photos", age, "")
    add(f"{pc}/Thumbs.db", L, "System", 14, thumbs)
    dot(f"{pc}/.thumbnails/normal/a41f09c2.png", _png(r), 14)

    # ------------------------------------------------------------ Music/ (Resources Music)
    for i, (artist, title, album) in enumerate(SONGS):
        add(f"Music/{artist}/{album}/{i % 9 + 1:02d} {title}.mp3", R, "Music", 200 + 97 * i,
            lambda r, dt, t=(title, artist, album): _id3(r, *t))

    # ------------------------------------------------------------ old PC/ backup (Archive Backup)
    op = "old PC/Backup 2021"
    add(f"{op}/My Documents/Olive Tree/weekly order.txt", X, "Backup", 2520, t_old_pc_note)
    add(f"{op}/My Documents/Olive Tree/closing notice.docx", X, "Backup", 2445, _k(t_cafe, 0))
    add(f"{op}/My Documents/Olive Tree/Companies House dissolved.pdf", X, "Backup", 2290, _k(t_cafe, 3))
    add(f"{op}/My Documents/Tax/SA302 2018-19.pdf", X, "Backup", 2300, lambda r, dt: t_sa(r, dt, 2019))
    add(f"{op}/My Documents/Kids/Sami Year 9 report.pdf", X, "Backup", 2200, lambda r, dt: t_report(r, dt, "Lina")
        .replace("Lina", "Sami"))
    add(f"{op}/My Documents/Document1.docx", X, "Backup", 2400, RECIPES["kibbeh"])
    add(f"{op}/My Documents/New Text Document.txt", X, "Backup", 2350, t_lebanon2019)
    add(f"{op}/My Documents/Zaatar opening menu 2020.docx", X, "Backup", 2050, t_menu)
    add(f"{op}/My Documents/Eat Out to Help Out.pdf", X, "Backup", 2060, _k(t_covid_grant, 2))
    for age in (2650, 2600, 2200, 1900):
        photo(f"{op}/My Pictures/IMG_{day(age, '%Y%m%d')}_{_hms(r, 8, 22)}.jpg", X, "Backup", age)
    add(f"{op}/My Pictures/Thumbs.db", L, "System", 1880, thumbs)
    add(f"{op}/desktop.ini", L, "System", 1880, "[.ShellClassInfo]\nIconResource=%SystemRoot%\\system32\\shell32.dll,7\n")

    return items
