"""An eighty-fourth unseen labelled corpus: the Walker whānau's Windows family PC, ``build(root, seed)``, written blind.

What was read to write it: the module docstring of ``unseen.py`` (lines 1-60), its helpers (lines 60-220:
``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob`` and the Swedish
name tables) and the start of its ``build()`` (lines 1296-1360: the write / encode / add / dot / photo
helpers); ``corpus.py`` lines 1-30 (``Item``, ``NOW``, ``NOW_S``, ``DAY``) and its ``_pdf`` and ``_jpeg``;
``blind.py``'s ``_d``, ``_money``, ``_docx``, ``HEIC_HEAD`` and ``_png``. By accident, when printing ``_jpeg``,
lines 204-215 of ``corpus.py`` were also shown (the first ten lines of its ``build()``: a loop over a table
of loose named files written to ``Downloads``); nothing from them is used here. Nothing under ``foldwise/``,
``docs/``, ``tests/`` or ``scripts/``, no other placement module and no placement output was read, and no
git command was run. The files and labels are shaped by what this family would have on disk.

The people: Hemi Walker (46, Ngāti Hauā on his father's side) and Kate Walker (44, née Brennan, from
Cambridge) own a 128-hectare dairy farm at 412 Kiwitahi Road, RD 2, Morrinsville, in the Waikato, through
their company Walker Whenua Farms Limited. They milk about 380 crossbred cows and supply the Aotea Dairy
Co-operative (supplier 70431). For twelve seasons (2009-2021) they were 50:50 sharemilkers, the last three
on the Hoskings family's farm at Walton, as the H & K Walker Partnership; that ended on 31 May 2021 and they
settled the purchase of their own farm on 1 June 2021. Kate was a vet nurse at Kaimai Vets in Morrinsville
(who are still the farm's vets) until 16 December 2022; since then she runs the calves, the books and the
staff. They employ one farm assistant, Tyler Ngata (since August 2023), and a casual relief milker, Sione
Fifita. The company's accountant is Sandra Fenwick of Fenwick Rangi Chartered Accountants; GST is filed
two-monthly and provisional tax is paid in three instalments. Their children are Aroha (15, Year 11 at
Morrinsville College), Nikau (11, Year 7) and Mereana (8, Year 4), both at Kiwitahi School. Hemi has been
treasurer of the Kiwitahi Rugby & Sports Club since the November 2023 AGM and is a trustee of the Te Karaka
3B2 Ahu Whenua Trust, his whānau's land trust tied to Te Rauhuia Marae; Kate is learning te reo Māori at
night classes. Happening now (NOW = 2026-06-01): the renewal of the farm dairy effluent discharge consent
with Waikato Regional Council together with a new lined effluent storage pond (application lodged February
2026, further-information request answered in April, decision pending; the current consent expires 30
September 2026); a new calf shed being built by Piako Rural Builders, which must be finished before calving
starts in late July 2026; and a family trip to Brisbane and the Gold Coast in the September-October school
holidays to see Kate's sister Siobhan. Finished: the sale of their old house at 27 Canada Street,
Morrinsville (a rental after they moved out; tenancy ended December 2025, settled 27 February 2026); Kate's
vet-nursing job; the sharemilking years and the 2021 farm purchase; trips to Rarotonga (July 2023) and
Queenstown (September 2024).

The machine: the family's Windows PC in the farm office, one profile used by both of them (mostly Kate). In
their own words: ``Desktop`` (whatever was being worked on), ``Downloads`` (everything from email and the
co-op and council websites, never cleaned), ``Documents`` with half-organised folders (``Farm`` with
``Milk statements``, ``Herd``, ``Vet & animal health``, ``Feed & fert``, ``Effluent consent 2026`` and
``Calf shed``; ``Walker Whenua Farms Ltd`` for GST and the accountant; ``Staff``, ``Bank``, ``House``,
``Insurance``, ``Cars``, ``Kids``, ``Health``, ``Whanau``, ``Rugby Club``, ``Kate``, ``Recipes``, ``Aussie
trip``, ``Canada St``, ``Scanned Documents`` where the HP printer drops ``scan0012.pdf``, a ``2025`` year
folder and a ``New folder``), ``Pictures`` (``Camera Roll``, ``Screenshots``, project and family folders),
``Music``, ``Old Laptop Backup`` (a copy of the old Toshiba laptop made in 2021) and ``Phone Backup`` (Kate's
old Samsung, backed up when she changed phones in 2024). Files are in New Zealand English with te reo Māori
where the family would use it, plus unfinished downloads, Office lock files and Windows system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects**: an outcome with an end still being worked on now, whatever the file's age. The effluent
  consent renewal and new storage pond (the application, assessment of environmental effects, engineer's
  pond design, council further-information request and reply, liner quotes, processing fees, the
  neighbour's written approval, site photos) -- topic Farm; the new calf shed (builder's quotes, building
  consent, plans, materials, budget, progress invoices, inspections, progress photos) -- topic Farm; the
  Australia trip in September-October 2026 (flights, apartment, theme-park tickets, car hire, travel
  insurance, Mereana's passport renewal, the farm-cover roster while they are away, budget, packing list)
  -- topic Travel.
- **Areas**: responsibilities with no end, whatever the document's age. Running the farm: milk-supply
  statements and co-op share statements, herd records and herd tests, mating and calving, NAIT, animal
  health and the farm vet's invoices, feed, fertiliser, contractors, grazing, the milking plant, the
  monitoring of the *existing* effluent consent, the district council rates on the farm (the house is part
  of the same rating unit) and the shed's power (Farm). The IRD and the accountant: GST returns,
  provisional tax, income-tax returns for the company and for Hemi and Kate, the annual accounts, the
  accountant's letters and invoices (Tax). The staff: Tyler's employment agreement, payslips, timesheets,
  leave, wage reviews, the relief milker's invoices, PAYE filings and the health-and-safety induction
  (Staff). Money: household and farm bank accounts, the farm loan and overdraft, KiwiSaver, budgets and
  cashflow forecasts (Finance). Insurance policies for the farm, house, vehicles and lives, and ACC levy
  invoices (Insurance) -- but an ACC claim for an injury is Health. The farmhouse: its power, broadband,
  septic tank, fire and upkeep (Home). The ute and the family car: registration, WOF, road user charges,
  servicing (Vehicles). The children's schooling (School). The family's health (Health). Hemi's trustee
  role and whānau and marae matters: trust hui, minutes and accounts, marae rosters, tangi koha records
  (Whanau). The rugby club treasurer's role: club accounts, subs, bar takings, sponsorship, union fees,
  grant reports (Rugby).
- **Resources**: reference and interests by subject: farming guides and factsheets (Farm); rugby laws and
  coaching drills (Rugby); Kate's te reo Māori class notes, kupu lists and waiata words (Te Reo); recipes
  (Cooking); ebooks (Books); music files (Music); installers (Software); photos and screenshots (Photos) --
  except photos that document a project, current or finished (pond site, calf shed progress, the Canada
  Street listing photos: the project's bucket and topic), and those inside a backup.
- **Archive**: finished projects and ended responsibilities. The sale of 27 Canada Street and its
  tenancy (Home); Kate's vet-nursing job at Kaimai Vets, ended December 2022 (Career); the sharemilking
  years and their partnership's papers, and the 2021 farm purchase (Farm); past trips -- Rarotonga 2023,
  Queenstown 2024 (Travel); the old laptop copy and the old phone backup, as whole units whatever is
  inside them (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  Windows system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files are not written.

Topics are subjects (the effluent pond is ``Farm`` like the milk statements; the Australia trip is
``Travel`` like the Rarotonga bookings). ``hard`` marks a file whose name *and* folder say nothing about its
subject (``Downloads/document (3).pdf``, ``Desktop/untitled.txt``, ``Documents/Scanned Documents/
scan0031.pdf``, ``Documents/2025/Doc2.docx``): only the text inside (.txt, .csv, .eml, .pdf, .docx, .xlsx)
can place it. Images are never hard. Dates are relative to ``corpus.NOW`` (2026-06-01).
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

# --------------------------------------------------------------------------- helpers and people

FARM_CO = "Walker Whenua Farms Limited"
FARM_ADDR = "412 Kiwitahi Road, RD 2, Morrinsville 3372"
CO_IRD = "118-406-552"
HEMI_IRD = "084-221-937"
KATE_IRD = "091-553-208"
SUPPLIER = "70431"
COOP = "Aotea Dairy Co-operative Limited"
FARM_BANK = "Tōtara Rural Bank"
FARM_ACCT = "44-0317-0593110-00"
HOME_BANK = "Kōwhai Bank"
HOME_ACCT = "52-6104-0448213-00"
ACCOUNTANT = "Fenwick Rangi Chartered Accountants\n61 Thames Street, PO Box 204, Morrinsville 3340\nPh 07 889 4410"
VETS = "Kaimai Vets Morrinsville\n18 Lorne Street, Morrinsville 3300 | 07 889 7362 | accounts@kaimaivets.co.nz"
CLUB = "Kiwitahi Rugby & Sports Club Incorporated"
TRUST = "Te Karaka 3B2 Ahu Whenua Trust"

FIRST = ["Mark", "Sarah", "Rawiri", "Megan", "Tane", "Rachel", "Brendon", "Aroha", "Craig", "Nicola", "Wiremu",
         "Hayley", "Shane", "Tania", "Grant", "Moana", "Jason", "Kiri", "Dean", "Leanne"]
SURN = ["Smith", "Wilson", "Ngata", "Thompson", "Hohaia", "Campbell", "Te Whata", "Robinson", "Parata",
        "McDonald", "Walker", "Tipene", "Anderson", "Kereama", "Harris", "Marsh", "Rāwiri", "Clarke"]


def nz(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def num(v: float) -> str:
    return f"${v:,.2f}"


def who(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def ago(dt: datetime, days: int) -> datetime:
    return dt - timedelta(days=days)


def month_name(dt: datetime) -> str:
    return f"{dt:%B %Y}"


def prev_month(dt: datetime) -> datetime:
    return dt.replace(day=1) - timedelta(days=1)


def season(dt: datetime) -> str:
    y = dt.year if dt.month >= 6 else dt.year - 1
    return f"{y}/{str(y + 1)[2:]}"


SIRES = ["Kaimai Duke", "Tane Major", "Sunnyview Flash", "Glenoaks Ace"]
CALVNOTES = ["", "", "assisted", "twins", "dead calf", "milk fever - CBG given", "retained cleanings"]


def rating_year(dt: datetime) -> str:
    y = dt.year if dt.month >= 7 else dt.year - 1
    return f"{y}/{str(y + 1)[2:]}"


def cow(r: random.Random) -> str:
    return str(r.randint(101, 999))


def eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    dt = dt.replace(hour=7 + len(subject) % 11, minute=(len(body) * 7) % 60, second=len(to) % 60)
    stamp = dt.strftime("%a, %d %b %Y %H:%M:%S +1200")
    mid = f"<{dt:%Y%m%d%H%M}.{abs(len(subject) * 7919 + dt.day):06d}@mail.gmail.com>"
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {stamp}\nMessage-ID: {mid}\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\n\n{body}\n")


# --------------------------------------------------------------------------- Farm (Areas)


def t_milk_statement(r: random.Random, dt: datetime) -> str:
    pm = prev_month(dt)
    litres = r.randint(90_000, 260_000)
    fat = litres * r.uniform(0.046, 0.052)
    prot = litres * r.uniform(0.037, 0.041)
    kgms = fat + prot
    rate = r.uniform(7.10, 8.40)
    gross = kgms * rate
    levy = kgms * 0.0375
    return f"""{COOP}
Te Rapa Road, Private Bag 3090, Hamilton 3240
SUPPLY STATEMENT - {month_name(pm).upper()}
Supplier: {FARM_CO}   Supplier No: {SUPPLIER}   Farm Dairy No: FD31872
Farm address: {FARM_ADDR}
Season: {season(pm)}
Collections this month: {r.randint(28, 31)}
Volume (litres): {litres:,}
Milkfat kg: {fat:,.1f}  ({fat / litres * 100:.2f}%)
Protein kg: {prot:,.1f}  ({prot / litres * 100:.2f}%)
Total milk solids (kgMS): {kgms:,.1f}
Somatic cell count (avg): {r.randint(95, 210)},000 cells/ml   Grade: A (no demerits)
Advance rate this month: ${rate:.2f} per kgMS
Gross milk payment: {num(gross)}
Less: Co-operative levy ($0.0375/kgMS): {num(levy)}
Less: Share standard top-up deduction: {num(r.uniform(0, 900))}
Less: Calf-rearing feed account (Aotea Farm Source): {num(r.uniform(0, 2400))}
Net payment to {FARM_BANK} {FARM_ACCT}: paid 20 {dt:%B %Y}
Forecast farmgate milk price {season(pm)}: $10.00 - $10.40 per kgMS
Questions? Call the Supplier Service Centre 0800 286 832
"""


def t_milk_annual(r: random.Random, dt: datetime) -> str:
    return f"""{COOP}
ANNUAL PRODUCTION SUMMARY - SEASON {season(ago(dt, 60))}
Supplier {SUPPLIER} - {FARM_CO} - FD31872
Peak cows milked: {r.randint(372, 392)}
Total litres: {r.randint(1_820_000, 1_990_000):,}
Total kgMS: {r.randint(158_000, 171_000):,}
kgMS per cow: {r.randint(410, 448)}   kgMS per hectare: {r.randint(1230, 1340)}
Average SCC: {r.randint(120, 170)},000   Grading demerits: 0
Final milk price: $10.16 per kgMS (incl. retro payments)
Shares held: 165,000 co-operative shares (backing 165,000 kgMS)
Share standard compliance: compliant at 31 May
Thank you for supplying Aotea. Ngā mihi nui.
"""


def t_coop_shares(r: random.Random, dt: datetime) -> str:
    return f"""{COOP} - Share Registry
SHAREHOLDING STATEMENT as at {_d(dt)}
Shareholder: {FARM_CO}  (supplier {SUPPLIER})
Ordinary co-operative shares held: 165,000
Fair value share price: $5.{r.randint(10, 90)}
Interim dividend declared: $0.{r.randint(15, 25)} per share, payable {_d(dt + timedelta(days=30))}
Dividend amount: {nz(r, 24000, 41000)}   Imputation credits attached: {nz(r, 6000, 11000)}
Share standard: 1 share per kgMS of rolling 3-season average production
Please keep this statement for your tax records.
"""


def t_herd_test(r: random.Random, dt: datetime) -> str:
    rows = ["Cow,Birth ID,Breed,Age,Days in milk,Litres,Fat %,Prot %,kgMS,SCC ('000),LW"]
    for _ in range(24):
        lit = r.uniform(12, 26)
        f, p = r.uniform(4.2, 5.6), r.uniform(3.5, 4.2)
        rows.append(f"{cow(r)},{r.randint(2017, 2024)}-{r.randint(1, 380):03d},"
                    f"{r.choice(['F15J1', 'KX', 'F8J8', 'J16', 'F16'])},"
                    f"{r.randint(2, 9)},{r.randint(40, 260)},{lit:.1f},{f:.2f},{p:.2f},{lit * (f + p) / 100:.2f},"
                    f"{r.choice([35, 48, 62, 80, 110, 150, 240, 410, 760])},")
    return (f"TestRite Herd Improvement - Herd test results,Herd 31872 {FARM_CO},Test date {dt:%d/%m/%Y}\n"
            + "\n".join(rows) + "\n")


def t_herd_export(r: random.Random, dt: datetime) -> str:
    rows = ["AnimalNo,BirthID,Sex,DOB,Breed,Sire,Dam,Status,LastCalved,InCalf,NAIT"]
    for _ in range(30):
        y = r.randint(2016, 2024)
        rows.append(f"{cow(r)},{y}-{r.randint(1, 380):03d},F,{r.randint(1, 28):02d}/0{r.randint(7, 9)}/{y},"
                    f"{r.choice(['KX', 'F12J4', 'F8J8', 'J16'])},{r.choice(SIRES)},"
                    f"{cow(r)},{r.choice(['Milking', 'Milking', 'Dry', 'Cull'])},"
                    f"{r.randint(1, 28):02d}/08/{dt.year - 1},"
                    f"{r.choice(['Y', 'Y', 'Y', 'N'])},98200{r.randint(1000000, 9999999)}")
    return "\n".join(rows) + "\n"


def t_mating_plan(r: random.Random, dt: datetime) -> str:
    return ("Mating plan " + season(dt) + ";Walker Whenua Farms\n"
            "Planned start of mating;" + f"22/10/{dt.year}\n"
            "AB period;6 weeks\nBulls in;" + f"3/12/{dt.year}\n"
            "Bulls out;" + f"10/01/{dt.year + 1}\n"
            "Heifers synchrony;CIDR programme with Kaimai Vets\n"
            "Genetics;Genetic Gain NZ Premier Sires KX team\n"
            "Non-cyclers to check;" + ", ".join(cow(r) for _ in range(9)) + "\n"
            "Tail paint;Blue week 1-3, green repeats\n"
            "Teaser bulls;2 (hire from Hautapu Bull Hire)\n")


def t_calving_sheet(r: random.Random, dt: datetime) -> str:
    lines = ["Date;Cow;Calf sex;Calf tag;Sire;Notes"]
    for i in range(22):
        lines.append(f"{(dt + timedelta(days=i)):%d/%m/%Y};{cow(r)};{r.choice(['H', 'B', 'H'])};"
                     f"{dt.year}-{r.randint(1, 300):03d};{r.choice(['AB KX', 'Bull', 'AB Jersey'])};"
                     f"{r.choice(CALVNOTES)}")
    return "\n".join(lines) + "\n"


def t_nait(r: random.Random, dt: datetime) -> str:
    rows = ["Movement date,Sending NAIT no,Receiving NAIT no,Animal RFID,Count,Status"]
    for _ in range(12):
        rows.append(f"{(dt - timedelta(days=r.randint(1, 40))):%d/%m/%Y},731872,{r.randint(600000, 799999)},"
                    f"982 0000{r.randint(10000000, 99999999)},1,{r.choice(['Confirmed', 'Confirmed', 'Pending'])}")
    return "NAIT animal movements export - location 731872 (412 Kiwitahi Rd)\n" + "\n".join(rows) + "\n"


def t_vet_invoice(r: random.Random, dt: datetime) -> str:
    items = r.sample([("Metricure intrauterine (per cow)", 18.9), ("Calcium borogluconate 500ml", 14.6),
                      ("Tilmovet injection 250ml", 212.0), ("Pregnancy scanning per cow", 3.9),
                      ("Lepto vaccine 500ml (Leptoshield)", 338.0), ("Bloat oil 20L", 189.0),
                      ("Teat sealant 120 tubes", 486.0), ("Dry cow therapy 120 tubes", 1022.0),
                      ("Vet visit - lame cow, block applied", 145.0), ("Mileage - farm call", 62.0),
                      ("Copper bullets 100", 395.0), ("BVD bulk milk test", 88.0)], 5)
    body = "\n".join(f"{n}  x{q}  {num(p * q)}" for (n, p), q in ((it, r.randint(1, 4)) for it in items))
    return f"""{VETS}
TAX INVOICE  INV-{r.randint(180000, 259999)}   GST No 62-118-903
Date: {_d(dt)}
Client: {FARM_CO}, {FARM_ADDR}   Account 20734
{body}
Total incl. GST: {nz(r, 400, 3800)}
Payment due 20th of the month following. Direct credit 12-3141-0099811-00.
"""


def t_fert_invoice(r: random.Random, dt: datetime) -> str:
    t = r.randint(18, 60)
    return f"""Kauri Fertilisers Ltd - Morrinsville Store
TAX INVOICE {r.randint(7000000, 7999999)}   GST 55-441-208
Customer: Walker Whenua Farms Ltd (acct 88120)  Delivery: {FARM_ADDR}
Date: {_d(dt)}
Product: {r.choice(['SustaiN (urea, coated)', 'Cropmaster 15', 'Superten K 30%', 'Sulphur Super 20'])}
Tonnes: {t}.00   Rate: $ {r.randint(640, 980)}.00 /t
Spreading (ground spread, 128 ha): {nz(r, 1800, 3400)}
Cartage: {nz(r, 300, 700)}
Total incl GST: {nz(r, 14000, 52000)}
Nutrient budget: applied per OverseerFM plan, N cap 190 kg/ha/yr
"""


def t_pke_invoice(r: random.Random, dt: datetime) -> str:
    return f"""Waikato Feed Co Ltd
Invoice {r.randint(40000, 49999)} - {_d(dt)}
To: Walker Whenua Farms Ltd, Kiwitahi Road
Palm kernel expeller - {r.randint(40, 90)} tonnes @ ${r.randint(390, 460)}/t  delivered to bunker
Fonterra FEI compliant batch: yes
Molasses 10 t @ $310/t
Total incl GST: {nz(r, 18000, 45000)}  Terms: 20th month following
"""


def t_rates(r: random.Random, dt: datetime) -> str:
    return f"""Matamata-Piako District Council
Te Kaunihera ā-Rohe o Matamata-Piako
RATES INSTALMENT NOTICE {rating_year(dt)}  Instalment {r.randint(1, 4)} of 4
Valuation No: 04620/112.00   Ratepayer: {FARM_CO}
Location: 412 Kiwitahi Road   Legal: Lot 2 DP 31877, Pt Sec 9 Blk IV Piako SD   Area 131.48 ha
Capital value: $6,420,000   Land value: $5,310,000   Land use: Dairy
General rate {nz(r, 2100, 2600)}
Uniform annual general charge {nz(r, 230, 260)}
Roading targeted rate {nz(r, 500, 700)}
Waikato Regional Council rates (collected on behalf) {nz(r, 600, 900)}
This instalment: {nz(r, 3700, 4600)}   Due: {_d(dt + timedelta(days=27))}
Pay online at mpdc.govt.nz, ref 04620 112 00. 10% penalty added to unpaid instalments.
"""


def t_shed_power(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(9000, 19000)
    return f"""Kererū Energy - Business
Tax invoice for {FARM_CO}
Supply address: Dairy shed, 412 Kiwitahi Road   ICP 0000592213WE3F1
Billing period to {_d(dt)}
Day rate {int(kwh * .7):,} kWh @ 24.10c; Night rate {int(kwh * .3):,} kWh @ 14.90c
Daily fixed charge 31 days @ $3.40
Total due: {nz(r, 2400, 4900)} incl GST - direct debit on {_d(dt + timedelta(days=14))}
Your shed used {r.randint(5, 15)}% more than the same month last year (vat cooling, hot water cylinder).
"""


def t_machine_test(r: random.Random, dt: datetime) -> str:
    return f"""Piako Milking Systems Ltd - Milking Machine Test Report (to NZS 5826)
Farm dairy: FD31872   Owner: {FARM_CO}   Date: {_d(dt)}
Shed: 44-bale rotary, Waikato Milking Systems, installed 2009
Vacuum: {r.uniform(44, 47):.1f} kPa at receiver   Effective reserve: {r.randint(1100, 1500)} L/min
Pulsation: 60 ppm, ratio 64:36 - {r.randint(3, 6)} pulsators outside spec, replaced
Liners: changed at 2,500 milkings - due again in {r.randint(6, 10)} weeks
Cup removers: ACR flow 0.3 kg/min, all 44 within tolerance
Recommendations: replace vacuum regulator diaphragm; check plant wash temperature (71C min)
Technician: {who(r)}   Next test due before {_d(dt + timedelta(days=365))}
"""


def t_compliance(r: random.Random, dt: datetime) -> str:
    return f"""Waikato Regional Council - Te Kaunihera ā Rohe o Waikato
Farm Dairy Effluent Compliance Monitoring Report
Consent holder: {FARM_CO}   Authorisation: AUTH118204.01.01 (discharge farm dairy effluent to land)
Property: 412 Kiwitahi Road, Morrinsville   Inspection date: {_d(dt)}
Officer: {who(r)}, Resource Use Directorate
Findings:
- Effluent pond level: {r.randint(25, 60)}% full, freeboard adequate at time of visit
- Travelling irrigator operating on paddock {r.randint(1, 40)}, no ponding observed
- Stone trap and sand trap cleaned recently
- Records of effluent application depth: kept, satisfactory
Overall compliance: Full compliance
Note: the current consent expires 30 September 2026. Apply for a replacement at least six months before
expiry to keep the right to continue (s124 RMA).
"""


def t_grazing(r: random.Random, dt: datetime) -> str:
    return f"""HEIFER GRAZING AGREEMENT {dt.year}-{dt.year + 1}
Between: {FARM_CO} (owner) and {who(r)}, Kereone Road, Morrinsville (grazier)
Stock: {r.randint(80, 110)} R1 heifer calves, weaned at 100 kg minimum, going out on {_d(dt)}
Rate: $9.{r.randint(20, 90)} per head per week + GST, invoiced monthly
Target liveweights: 200 kg at 9 months; 330 kg at 15 months (mating); 480 kg at 22 months
Animal health by owner: drenching every 28 days to 12 months, BVD and lepto vaccinations, copper
Weighing every 6-8 weeks with results emailed to Kate. Heifers return 1 May {dt.year + 2}.
Mating: Jersey bull supplied by owner 1 Nov - 31 Dec.
Signed for the owner: K. Walker    Signed grazier: ____________
"""


def t_contractor(r: random.Random, dt: datetime) -> str:
    job = r.choice([("Maize silage harvest, cart and stack 18 ha", 22000), ("Hay baling 210 conventional", 2900),
                    ("Cultivation and regrassing paddocks 14 & 15", 7600), ("Drain cleaning with digger, 11 hrs", 2100),
                    ("Baleage wrapping 160 bales", 4200)])
    return f"""Hautapu Contracting Ltd
Tax Invoice {r.randint(3000, 3999)}   GST 91-005-322   Date {_d(dt)}
Bill to: Walker Whenua Farms Ltd - Hemi
Job: {job[0]}
Amount: {num(job[1] * r.uniform(.9, 1.15))} + GST
Please pay by the 20th. Cheers, {who(r)}
"""


def t_farm_diary(r: random.Random, dt: datetime) -> str:
    days = []
    for i in range(6):
        d = dt - timedelta(days=6 - i)
        days.append(f"{d:%a %d %b}: " + r.choice([
            "rain 22mm, cows on feed pad after am milking",
            f"cow {cow(r)} lame, off to the vet list, milking once a day",
            "pasture walk - avg cover 2150, round 30 days",
            f"{r.randint(2, 6)} cows dried off (low SCC), teat sealed",
            "tanker late, vat at 95% - ring Aotea about pick-up time",
            "fixed trough in paddock 22, ballcock gone",
            "mastitis cow 4" + str(r.randint(10, 99)) + " in red-band, 3 days withhold",
        ]))
    return "Farm diary\n" + "\n".join(days) + "\n"


def t_mastitis(r: random.Random, dt: datetime) -> str:
    rows = ["Date;Cow;Quarter;Treatment;Withhold until;By"]
    for _ in range(14):
        d = dt - timedelta(days=r.randint(0, 60))
        rows.append(f"{d:%d/%m/%Y};{cow(r)};{r.choice(['LF', 'RF', 'LH', 'RH'])};"
                    f"{r.choice(['Mastalone x3', 'Penethamate inj', 'Cefalonium'])};{(d + timedelta(days=5)):%d/%m};"
                    f"{r.choice(['HW', 'KW', 'Tyler'])}")
    return "\n".join(rows) + "\n"


def t_ab_invoice(r: random.Random, dt: datetime) -> str:
    n = r.randint(280, 360)
    return f"""Genetic Gain NZ Ltd
Invoice {r.randint(500000, 599999)} - {_d(dt)}
Herd 31872 - Walker Whenua Farms Ltd
Artificial breeding season {season(dt)}
Inseminations: {n} @ $14.50 technician fee
Semen - Premier Sires KX daughter proven team: {n} straws @ $26.00
Sexed semen (heifers) {r.randint(40, 70)} straws @ $58.00
Total incl GST: {nz(r, 14000, 22000)}
"""


def t_farm_todo(r: random.Random, dt: datetime) -> str:
    return f"""to do
- ring Kauri Fert re spring N, 50t
- vat wash chemicals order (acid + alkali)
- Tyler roster for calving July/Aug
- book herd test {r.randint(1, 20)} Nov
- NAIT the {r.randint(5, 12)} cull cows going to the works Thurs
- fence paddock {r.randint(1, 40)} after the maize
- get bloat oil before spring
"""


# --------------------------------------------------------------------------- effluent consent (Projects Farm)

APP = "APP146633"
KEC = ("Kaimai Environmental Ltd\nPlanning | Effluent Design | Consents\n"
       "22 Studholme Street, Morrinsville | 027 448 1902")


def t_aee(r: random.Random, dt: datetime) -> str:
    return f"""ASSESSMENT OF ENVIRONMENTAL EFFECTS - DRAFT v3
Application to Waikato Regional Council to replace AUTH118204.01.01
Discharge of farm dairy effluent to land, and discharge of treated effluent from a new storage pond
Applicant: {FARM_CO}, {FARM_ADDR}
Prepared by Rebecca Hoani (Kaimai Environmental Ltd), {_d(dt)}
1. Description of the activity
The farm milks up to 385 cows through a 44-bale rotary shed. Effluent from the yard, feed pad and stand-off
area is collected in a sump and currently pumped to a 1,100 m3 unlined pond. A new 3,800 m3 HDPE-lined
storage pond is proposed so that effluent can be deferred on wet soils (Dairy Effluent Storage Calculator:
90th percentile storage requirement 3,420 m3).
2. Effluent block
48.6 ha of the 128 ha effective area, Morrinsville and Te Kowhai silt loams. Low-rate K-line pods on the
poorly drained soils; travelling irrigator retained on free-draining paddocks. Application depth < 10 mm.
3. Effects on water quality
Nearest waterway: Mangawhero Stream tributary, 140 m from the effluent block boundary, 20 m buffer kept.
Nitrogen loading from effluent: 112 kg N/ha/yr (Overseer), below the 150 kg N/ha/yr limit.
4. Consultation
Neighbours at 398 Kiwitahi Road (B & J Hollis) have given written approval. Ngāti Hauā Iwi Trust advised
of the application.
5. Proposed conditions: 15-year term; annual compliance report; pond leak-detection monitoring.
"""


def t_application(r: random.Random, dt: datetime) -> str:
    return f"""Waikato Regional Council - Application for Resource Consent (Form A)
Section 88 Resource Management Act 1991
Application number: {APP}   Received: {_d(dt)}
Applicant: {FARM_CO}  Contact: Kate Walker 027 331 0876  kate@walkerwhenua.co.nz
Agent: Kaimai Environmental Ltd (Rebecca Hoani)
Activity: replacement consent - discharge of farm dairy effluent onto land (s15) and construction of an
effluent storage pond (land use, Rule 3.5.5.4)
Existing consent: AUTH118204.01.01, expires 30/09/2026
Property: 412 Kiwitahi Road, Morrinsville - Lot 2 DP 31877
Attachments: AEE, pond design report, effluent block plan, written approval of affected persons
Deposit fee paid: $2,760.00 (GST incl)
Declaration: the information supplied is true and correct. Signed K. Walker, director
"""


def t_rfi(r: random.Random, dt: datetime) -> str:
    return f"""Waikato Regional Council
401 Grey Street, Hamilton East | Private Bag 3038, Waikato Mail Centre, Hamilton 3240
{_d(dt)}
{FARM_CO}
c/- Kaimai Environmental Ltd, attention Rebecca Hoani
Request for further information - section 92(1) Resource Management Act 1991
Application {APP} - discharge of farm dairy effluent to land, 412 Kiwitahi Road
Kia ora,
Having reviewed your application, council requires the following further information:
1. Geotechnical investigation for the proposed pond site (test pits, groundwater depth in winter).
2. Confirmation of the liner specification (HDPE thickness, leak detection under-drain and sump).
3. An updated storage calculation using the 2025 herd numbers (385 cows) and the feed pad area.
4. A plan showing the 20 m setback to the farm drain along the northern boundary.
The processing of your application is on hold until this information is received. Please respond within
15 working days or advise when it will be provided.
Nāku noa, nā
{who(r)}, Consents Officer, Resource Use
"""


def t_rfi_response(r: random.Random, dt: datetime) -> str:
    return f"""Response to s92 request - {APP}
{FARM_CO} - 412 Kiwitahi Road
{_d(dt)}
1. Geotechnical: two test pits dug 3 April by Hautapu Contracting; logged by Piako Geotech. Groundwater
   encountered at 2.9 m (TP1) and 3.3 m (TP2); pond floor set at RL 1.6 m below ground, 1.3 m above groundwater.
2. Liner: 1.5 mm HDPE geomembrane, welded and tested (air-lance and spark test), with a geonet
   leak-detection layer draining to an inspection sump.
3. Storage: recalculated for 385 cows, 620 m2 feed pad, 20-hour shed use: 3,560 m3 required; design 3,800 m3.
4. Setback plan attached (Drawing KEC-2611-03), 20 m from the drain, 45 m from the nearest bore.
Prepared by Rebecca Hoani for Kate & Hemi Walker.
"""


def t_pond_design(r: random.Random, dt: datetime) -> str:
    return f"""Piako Geotech & Civil Ltd - Effluent Storage Pond Design Report  KEC-2611
Client: {FARM_CO}   Site: 412 Kiwitahi Road   Date: {_d(dt)}
Pond: 3,800 m3 working volume, 52 m x 31 m at crest, 3.2 m deep, batters 2.5H:1V
Liner: 1.5 mm HDPE, anchor trench 0.6 m, leak detection geonet + sump
Inlet: from existing stone trap via 150 mm PVC; outlet: weeping wall solids separation upstream
Pump: 7.5 kW submersible with stirrer, to K-line pods and travelling irrigator
Construction QA: producer statement PS1 (design) attached; PS3/PS4 on completion
Estimated earthworks: 6,900 m3 cut, balance used for bund
Engineer: {who(r)} CPEng
"""


def t_liner_quote(r: random.Random, dt: datetime) -> str:
    firm = r.choice(["Waikato Liners Ltd", "AgriLining NZ", "Geoseal Installations"])
    return f"""{firm}
QUOTATION Q-{r.randint(2000, 2999)}   Date: {_d(dt)}   Valid 60 days
For: Hemi & Kate Walker, {FARM_ADDR}
Supply and install 1.5 mm HDPE liner to 3,800 m3 effluent pond (approx. 2,350 m2)
Geonet leak detection layer and inspection sump
Welding, air-lance and spark testing, producer statement PS3
Liner: {nz(r, 41000, 52000)}   Leak detection: {nz(r, 6000, 9000)}   Install & QA: {nz(r, 11000, 16000)}
Total excl GST: {nz(r, 60000, 76000)}
Earthworks by others. 20-year material warranty, 2-year workmanship.
"""


def t_consent_fees(r: random.Random, dt: datetime) -> str:
    return f"""Waikato Regional Council  GST 23-091-436
TAX INVOICE  {r.randint(900000, 999999)}   Date {_d(dt)}
Customer: {FARM_CO}   Customer no. 71204
Resource consent processing - application {APP}
Officer time {r.randint(9, 21)}.5 hrs @ $164.00
Technical review (effluent specialist) {r.randint(3, 7)} hrs @ $189.00
Less deposit paid: -$2,760.00
Amount due: {nz(r, 900, 3100)}   Due 20th of next month
"""


def t_site_notes(r: random.Random, dt: datetime) -> str:
    return f"""site visit with council - {dt:%d %b}
Officer {who(r)} + Rebecca (KEC). Walked the pond site behind the shed and the effluent block.
- happy with the spot but wants the test pit logs (s92 coming)
- asked about the old pond: decommission once new one is running, pump out + fill
- drain on northern boundary: keep 20 m, fence it
- likely a 15 yr term, annual report by 31 July
- Rebecca reckons decision by end of June if we get the info in quick
next: ring Hautapu Contracting for test pits, 2 holes, they said Thursday
"""


def t_pond_calc(r: random.Random, dt: datetime) -> str:
    return ("Effluent storage calc;Walker Whenua\nCows;385\nYard + feed pad area m2;1840\n"
            "Washdown L/cow/day;50\nRainfall catchment m3/yr;" + str(r.randint(2100, 2400)) + "\n"
            "Deferred days (90th pct);" + str(r.randint(58, 66)) + "\n"
            "Storage required m3;3560\nProposed pond m3;3800\nFreeboard m;0.5\n"
            "Liner cost est;$68,000\nEarthworks est;$41,000\nPump + stirrer;$24,500\nTotal est;$155,000\n")


def t_affected_party(r: random.Random, dt: datetime) -> str:
    return f"""WRITTEN APPROVAL OF AFFECTED PERSON (s95E Resource Management Act 1991)
To: Waikato Regional Council
We, Brian and Janet Hollis, owners and occupiers of 398 Kiwitahi Road, Morrinsville,
give written approval to the application by {FARM_CO} to discharge farm dairy effluent to land and to
construct a lined effluent storage pond at 412 Kiwitahi Road, as shown on plans KEC-2611-01 to -03.
We understand that council must not consider any effect on us when deciding the application.
Signed: B. Hollis   J. Hollis     Date: {_d(dt)}
"""


def t_kec_invoice(r: random.Random, dt: datetime) -> str:
    return f"""{KEC}
TAX INVOICE KEC-{r.randint(1100, 1299)}   Date {_d(dt)}   GST 120-557-913
To: Walker Whenua Farms Ltd
Project 2611 - effluent consent replacement and pond design
Professional services this period: site visit, AEE drafting, liaison with WRC, s92 response
{r.randint(8, 22)}.0 hrs @ $165.00
Disbursements (mileage, printing): {nz(r, 40, 160)}
Total incl GST: {nz(r, 1600, 4400)}   Due 20th of the month
"""


# --------------------------------------------------------------------------- calf shed (Projects Farm)


def t_builder_quote(r: random.Random, dt: datetime) -> str:
    return f"""Piako Rural Builders Ltd
Craig Dunlop - 021 778 305 - 54 Waitoa Road, Morrinsville
QUOTE Q{r.randint(600, 699)}   {_d(dt)}
Client: Hemi & Kate Walker, {FARM_ADDR}
New calf-rearing shed 24 m x 12 m, pole frame, gable roof 15 deg, Colorsteel Grey Friars
- 16 H5 poles, concreted; laminated rafters; purlins at 900 crs
- Clear roof panels (4) for light; 1.2 m ventilation gap along eaves
- Western side clad full height, eastern side open with shade cloth
- 6 pens 4 m x 6 m in timber with gates, concrete nib walls, drainage fall to sump
- Concrete floor to feed alley only (24 m x 3 m)
Labour {nz(r, 24000, 30000)}  Materials {nz(r, 38000, 46000)}  Concrete {nz(r, 6000, 8500)}
Total excl GST: {nz(r, 72000, 82000)}  Building consent by owner.
Start May, complete before calving (target 10 July).
"""


def t_building_consent(r: random.Random, dt: datetime) -> str:
    return f"""Matamata-Piako District Council - Building Consent
Form 5, Section 51 Building Act 2004
Building consent number: BC 2026/0118   Issued: {_d(dt)}
Owner: {FARM_CO}   Site: 412 Kiwitahi Road, Morrinsville   Legal: Lot 2 DP 31877
Project: new farm building - calf rearing shed, 288 m2, importance level 1
Intended life: not less than 50 years
Inspections required: foundations/poles pre-pour, bracing, final. Book 48 hours ahead on 07 884 0060.
Code compliance certificate to be applied for within 2 years.
Fees paid: $1,486.50 (incl. BRANZ and MBIE levies)
Authorised officer: {who(r)}
"""


def t_shed_plans(r: random.Random, dt: datetime) -> str:
    return f"""CALF SHED - 412 KIWITAHI ROAD - DRAWING SET REV B  {_d(dt)}
Sheet 1 Site plan 1:500 - shed 35 m east of the dairy, access off the tanker track
Sheet 2 Floor plan - 6 pens, feed alley, milk room 3 m x 4 m with hot water and sink
Sheet 3 Elevations - pole height 4.2 m at eave, ridge 5.8 m
Sheet 4 Bracing and pole embedment 1.5 m, 400 dia concrete
Drawn by Piako Rural Builders Ltd for Walker Whenua Farms
"""


def t_materials(r: random.Random, dt: datetime) -> str:
    rows = ["Item;Qty;Supplier;Price"]
    for item, q in (("H5 pole 200 SED 6.0m", 16), ("LVL rafter 360x63 12m", 9), ("Purlin 140x45 H3.2 6m", 88),
                    ("Colorsteel corrugate 0.40 12m", 44), ("Clearlite panel 12m", 4), ("Concrete 25MPa m3", 21),
                    ("Pen rail 150x50 H4 4.8m", 60), ("Galv gates 3.6m", 8), ("Shade cloth 70% 30m roll", 1),
                    ("Sump + grate", 1), ("Hot water cylinder 180L", 1)):
        rows.append(f"{item};{q};{r.choice(['ITM Morrinsville', 'Farmlands', 'PlaceMakers'])};{nz(r, 80, 4000)}")
    return "\n".join(rows) + "\n"


def t_shed_budget(r: random.Random, dt: datetime) -> str:
    return ("Calf shed budget;;\nItem;Budget;Actual\n"
            f"Builder (Piako Rural);$78,400;{nz(r, 30000, 60000)}\nConsent fees MPDC;$1,486.50;$1,486.50\n"
            f"Electrician;$4,500;\nPlumbing + HW;$3,800;\nCalf feeders (2 x 50 teat);$2,900;{nz(r, 2700, 3000)}\n"
            "Bedding (bark) first fill;$2,200;\nContingency 10%;$9,300;\nTOTAL;$102,586.50;\n"
            "Paid from;farm overdraft, Totara Rural - check with Sandra re depreciation;\n")


def t_progress_invoice(r: random.Random, dt: datetime) -> str:
    return f"""Piako Rural Builders Ltd   GST 104-338-712
TAX INVOICE  PRB-{r.randint(1400, 1499)}   Date {_d(dt)}
Client: Walker Whenua Farms Ltd - calf shed, 412 Kiwitahi Road (quote Q6xx)
Progress claim {r.randint(1, 3)}: poles set and concreted, rafters up, roof framing {r.randint(40, 100)}% complete
This claim: {nz(r, 18000, 27000)} + GST
Retentions held: 5%
Payment within 7 days please. Thanks - Craig
"""


def t_timber_invoice(r: random.Random, dt: datetime) -> str:
    return f"""ITM Morrinsville - Timber & Hardware
TAX INVOICE INV-{r.randint(30000, 39999)}   {_d(dt)}   GST 45-221-007
Account: PIAKO RURAL BUILDERS - job: WALKER CALF SHED, KIWITAHI RD
16  H5 POLE 200 SED 6.0M       {nz(r, 2400, 3100)}
88  PURLIN 140X45 H3.2 6.0M     {nz(r, 2800, 3600)}
9   LVL 360X63 12.0M            {nz(r, 5200, 6400)}
1   NAILS/BOLTS/TEKS ASSORTED   {nz(r, 300, 600)}
Delivered to site {dt:%d/%m}. Charged to account, owner to reimburse per contract.
"""


def t_inspection_booking(r: random.Random, dt: datetime) -> str:
    return f"""MPDC inspection booked - BC 2026/0118
Type: pre-pour poles / foundations
Date: {(dt + timedelta(days=3)):%A %d %B}, am slot
Inspector: {who(r)}
Craig to be on site. Gate code 1955. Keep dogs tied up!!
Next: bracing inspection once purlins are on. Final before calves go in (mid July).
"""


# --------------------------------------------------------------------------- Australia trip (Projects Travel)


def t_flights(r: random.Random, dt: datetime) -> str:
    ref = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6))
    return f"""Tasman Air - Your booking is confirmed
Booking reference: {ref}   Booked {_d(dt)}
Passengers: MR HEMI WALKER, MRS KATE WALKER, MISS AROHA WALKER, MSTR NIKAU WALKER, MISS MEREANA WALKER
TA 131  Auckland (AKL) - Brisbane (BNE)  Sat 26 Sep 2026  dep 09:05 arr 10:50
TA 136  Gold Coast (OOL) - Auckland (AKL)  Thu 8 Oct 2026  dep 14:40 arr 20:25
Fare: Seat+Bag x5   Total paid: NZD {nz(r, 3900, 4900)[1:]}
Baggage: 1 x 23 kg checked per passenger. Check in online 24 hours before departure.
NZ passports must be valid for the length of your stay in Australia.
"""


def t_apartment(r: random.Random, dt: datetime) -> str:
    return f"""Booking confirmation - Surfers Sands Holiday Apartments
3 Northcliffe Terrace, Surfers Paradise QLD 4217
Guest: Kate Walker   Confirmation no. {r.randint(3000000000, 3999999999)}
Check-in: Thursday 1 October 2026 (from 2 pm)   Check-out: Thursday 8 October 2026 (10 am)
3-bedroom ocean-view apartment, level 14, 2 bathrooms, secure parking 1 car
7 nights - AUD {r.randint(2900, 3700)}.00 incl. GST; pay at property
Free cancellation until 17 September 2026.
"""


def t_theme_park(r: random.Random, dt: datetime) -> str:
    return f"""Gold Coast Theme Parks - e-tickets
Order {r.randint(1000000, 9999999)}  {_d(dt)}
3 Day Super Pass - Adult x2, Child (3-13) x2, Adult (14+) x1 for Aroha
Valid any 3 days 2-7 October 2026: Sea World, Movie World, Wet'n'Wild
Total AUD {r.randint(780, 980)}.00 charged to Visa ending 4471
Show the QR code at the gate. Tickets are non-refundable.
"""


def t_trip_packing(r: random.Random, dt: datetime) -> str:
    return """Aussie trip packing list
Passports x5 (Mereana's new one!!)
Togs, rash shirts, jandals, sunhats, SPF50
Nikau's inhaler + spacer + letter from Dr Raman
chargers + adapter (same plug as NZ, good)
gifts for Siobhan & kids - L&P? Whittaker's, pineapple lumps
Print: flights, apartment, car hire, insurance
Farm: cover roster for Tyler + Sione printed and on the fridge
"""


def t_trip_budget(r: random.Random, dt: datetime) -> str:
    return ("Aussie trip budget;NZD;AUD\nFlights Tasman Air;" + nz(r, 3900, 4900) + ";\n"
            "Surfers apartment 7 nts;;$3,240\nCar hire 12 days;;$880\nTheme parks;;$890\n"
            "Food;;$1,800\nSpending kids;;$300\nTravel insurance;$412;\nRelief milker extra;$1,950;\n"
            "Exchange rate;0.91;\n")


def t_siobhan(r: random.Random, dt: datetime) -> str:
    return """Siobhan - 14 Bellambi St, Carindale QLD 4152. Mob +61 412 608 351
staying with them Sat 26 Sep - Thu 1 Oct, then down to the Goldie
she says the kids can share with Liam & Ciara, we get the sleepout
Lone Pine koalas one day, Southbank pool
Mike will pick us up from BNE, car hire only from Thursday (Surfers)
"""


def t_travel_ins(r: random.Random, dt: datetime) -> str:
    return f"""Kōwhai Travel Insurance - Policy schedule
Policy no. KTI-{r.randint(100000, 999999)}   Issued {_d(dt)}
Insured: Hemi Walker, Kate Walker and 3 dependent children
Destination: Australia   Travel dates: 26/09/2026 - 08/10/2026
Plan: Comprehensive Family   Excess: $100
Pre-existing conditions declared: asthma (Nikau Walker) - accepted
Premium: {nz(r, 380, 460)} paid
Emergency assistance 24/7: +64 9 359 1250
"""


def t_passport(r: random.Random, dt: datetime) -> str:
    return f"""Te Tari Taiwhenua | Department of Internal Affairs
Passport application received - child
Applicant: Mereana Rose Walker   Date of birth: 11/03/2018
Application no. {r.randint(10000000, 99999999)}   Lodged online {_d(dt)}
Fee paid: $124.00 (standard, child)
Your new passport will be couriered within 10 working days once the photo and identity referee are
confirmed. The old passport (expired 2025) must be returned or cancelled.
"""


def t_car_hire(r: random.Random, dt: datetime) -> str:
    return f"""Reservation confirmed - Coastline Car Rentals
Confirmation {r.randint(50000000, 59999999)}
Pick up: Surfers Paradise depot, Thu 1 Oct 2026 11:00
Drop off: Gold Coast Airport (OOL), Thu 8 Oct 2026 12:00
Vehicle: Kia Carnival or similar, 8 seats   Driver: Hemi Walker (NZ licence accepted)
Estimated total AUD {r.randint(600, 900)}.00 incl. excess reduction. Child booster seat x1.
"""


def t_farm_cover(r: random.Random, dt: datetime) -> str:
    rows = ["Date;AM milking;PM milking;Notes"]
    d = datetime(2026, 9, 26)
    for i in range(13):
        x = d + timedelta(days=i)
        rows.append(f"{x:%a %d/%m};{r.choice(['Tyler', 'Sione'])};{r.choice(['Tyler', 'Sione', 'Tyler + Sione'])};"
                    f"{r.choice(['', '', 'calves - Sione', 'tanker 3am', 'AB tech due', 'ring Hemi if any issues'])}")
    return "Farm cover while we're in Aussie\n" + "\n".join(rows) + "\n"


def t_flight_ics(r: random.Random, dt: datetime) -> str:
    return ("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Tasman Air//Itinerary//EN\nBEGIN:VEVENT\n"
            "UID:ta131-20260926@tasmanair.example\nDTSTAMP:" + f"{dt:%Y%m%dT%H%M%SZ}" + "\n"
            "DTSTART:20260925T210500Z\nDTEND:20260926T005000Z\n"
            "SUMMARY:Flight TA 131 Auckland to Brisbane\nLOCATION:Auckland International Airport\n"
            "DESCRIPTION:Walker family x5. Check in 3 hours before. Bags 23kg.\nEND:VEVENT\nEND:VCALENDAR\n")


# --------------------------------------------------------------------------- Tax (Areas)


def gst_period(dt: datetime) -> tuple[datetime, datetime]:
    """The two-monthly GST period (ending in an even month) most recently finished before ``dt``."""
    m = dt.month - 1 - (dt.month - 1) % 2
    y = dt.year if m > 0 else dt.year - 1
    m = m if m > 0 else 12
    end = (datetime(y + (m == 12), m % 12 + 1, 1) - timedelta(days=1))
    start = datetime(end.year, end.month - 1, 1)
    return start, end


def t_gst(r: random.Random, dt: datetime) -> str:
    a, b = gst_period(dt)
    sales = r.uniform(180_000, 420_000)
    purch = r.uniform(60_000, 230_000)
    return f"""Inland Revenue - Te Tari Taake
GST return (GST101A) - filed in myIR {_d(dt)}
{FARM_CO}   IRD / GST number {CO_IRD}
Period: {_d(a)} to {_d(b)} (two-monthly, payments basis)
Box 5  Total sales and income for the period (incl GST): {num(sales)}
Box 6  Zero-rated supplies: $0.00
Box 8  GST collected on sales: {num(sales * 3 / 23)}
Box 11 Total purchases and expenses (incl GST): {num(purch)}
Box 12 GST credit on purchases: {num(purch * 3 / 23)}
Box 13 Total GST collected: {num(sales * 3 / 23)}
Box 15 GST to pay: {num((sales - purch) * 3 / 23)}
Due date: 28th of the month following the period. Confirmation no. {r.randint(100000000, 999999999)}
"""


def t_prov_tax(r: random.Random, dt: datetime) -> str:
    inst = r.uniform(9000, 26000)
    return f"""Inland Revenue - Te Tari Taake
Provisional tax instalment reminder
{FARM_CO} - IRD {CO_IRD}
Tax year ending 31 March {dt.year + 1 if dt.month > 3 else dt.year}   Method: standard (RIT + 5%)
Residual income tax last year: {nz(r, 60000, 98000)}
Instalment {r.choice(['1 due 28 August', '2 due 15 January', '3 due 7 May'])}: {num(inst)}
Pay by internet banking: IRD number, account type INC, period ending 31/03.
Late payment penalties and use-of-money interest may apply.
"""


def t_ird_statement(r: random.Random, dt: datetime) -> str:
    return f"""Inland Revenue - Statement of account  {_d(dt)}
Customer: {FARM_CO}   IRD number {CO_IRD}
Account: Goods and services tax (GST)
Period 31/{r.randint(1, 12):02d}  Return filed  Assessed {nz(r, 8000, 30000)}  Payment received  Balance $0.00
Account: Income tax (INC)
Provisional tax instalment  Payment received {nz(r, 9000, 26000)}  Balance $0.00
Account: Employer deductions (EMP)
Employment information {dt:%B}  Assessed {nz(r, 1100, 1900)}  Payment {nz(r, 1100, 1900)}
Your accounts are up to date. Ngā mihi.
"""


def t_engagement(r: random.Random, dt: datetime) -> str:
    return f"""{ACCOUNTANT}
{_d(dt)}
The Directors, {FARM_CO}
Letter of engagement - annual compliance
Dear Hemi and Kate,
Thank you for asking us to continue as accountants for the company and for you personally. For each year
ending 31 March we will prepare the special-purpose financial statements of {FARM_CO}, the company's
IR4 income tax return, your individual IR3 returns, shareholder salary allocation and imputation
credit account, and advise provisional tax. GST returns are filed by Kate from the farm cashbook and
reviewed by us at year end. Our fee estimate is $6,800 + GST; farm budgets and FEP advice extra.
Please sign and return. Yours sincerely, Sandra Fenwick CA
"""


def t_annual_accounts(r: random.Random, dt: datetime) -> str:
    rev = r.uniform(1_550_000, 1_750_000)
    return f"""{FARM_CO}
Special Purpose Financial Statements for the year ended 31 March {dt.year}
Statement of Financial Performance
Milk income: {num(rev)}
Livestock sales and net change in herd value: {nz(r, 60000, 140000)}
Dividends (co-operative): {nz(r, 24000, 41000)}
Total revenue: {num(rev + 150000)}
Farm working expenses (wages, animal health, breeding, feed, fertiliser, R&M, power): {nz(r, 820000, 960000)}
Interest ({FARM_BANK}): {nz(r, 240000, 320000)}
Depreciation: {nz(r, 60000, 85000)}
Net profit before tax: {nz(r, 120000, 280000)}
Income tax expense (28%): {nz(r, 30000, 78000)}
Statement of Financial Position at 31 March {dt.year}
Land and buildings (at cost): $5,150,000   Herd (herd scheme values): {nz(r, 700000, 900000)}
Co-operative shares: {nz(r, 800000, 900000)}   Term loan: $3,420,000
Prepared by Fenwick Rangi Chartered Accountants. Not audited.
"""


def t_ir4(r: random.Random, dt: datetime) -> str:
    return f"""IR4 Company income tax return - {dt.year}   (copy for client)
{FARM_CO}   IRD {CO_IRD}   Balance date 31 March
Net income from business: {nz(r, 120000, 280000)}
Shareholder-employee salaries (H Walker, K Walker): {nz(r, 90000, 130000)}
Taxable income: {nz(r, 30000, 150000)}
Tax on taxable income @ 28%: {nz(r, 8000, 42000)}
Less provisional tax paid: {nz(r, 8000, 42000)}
Imputation credit account closing balance: {nz(r, 12000, 60000)}
Filed by Fenwick Rangi (tax agent list 83311) on {_d(dt)}
"""


def t_ir3(r: random.Random, dt: datetime) -> str:
    name, ird = r.choice([("Hemi Rāwiri Walker", HEMI_IRD), ("Kate Maree Walker", KATE_IRD)])
    return f"""Individual income tax return IR3 - year ended 31 March {dt.year}
Name: {name}   IRD number: {ird}
Shareholder-employee salary from {FARM_CO}: {nz(r, 45000, 65000)}
Dividends (co-operative, imputed via company): $0.00
Interest ({HOME_BANK}): {nz(r, 20, 400)}  RWT deducted: {nz(r, 5, 130)}
Taxable income: {nz(r, 45000, 65000)}   Tax calculated: {nz(r, 7000, 12000)}
Provisional tax paid: {nz(r, 6000, 12000)}   Result: {r.choice(['refund', 'tax to pay'])} {nz(r, 20, 900)}
Prepared by Fenwick Rangi Chartered Accountants
"""


def t_tax_planning(r: random.Random, dt: datetime) -> str:
    return f"""{ACCOUNTANT}
{_d(dt)}
Hemi and Kate - tax planning before 31 March
Kia ora koutou,
Based on the cashbook to the end of January and the co-op's forecast of $10.20/kgMS, the company is
heading for a taxable profit of about {nz(r, 190000, 260000)}. Things to think about before balance date:
- The calf shed: the building is depreciable (farm buildings 4% DV) - keep invoices in its own code.
- The effluent pond and liner: capital, but the consent and consultant costs may be deductible under
  s DB 46; please keep these separate from the pond construction.
- Provisional tax: your third instalment of {nz(r, 14000, 24000)} is due 7 May.
- Shareholder salaries: we suggest $60,000 each to use the lower personal tax brackets.
Ngā mihi, Sandra
"""


def t_acct_invoice(r: random.Random, dt: datetime) -> str:
    return f"""{ACCOUNTANT}
TAX INVOICE FR-{r.randint(22000, 24999)}   {_d(dt)}   GST 71-220-148
{FARM_CO}
Preparation of annual accounts and tax returns, year ended 31 March {dt.year}
IR3 returns H & K Walker; provisional tax advice; meeting re budgets
Fee: {nz(r, 6200, 7600)} + GST   Total: {nz(r, 7100, 8800)}
Due 20th of next month. Thank you for your business.
"""


def t_acct_queries(r: random.Random, dt: datetime) -> str:
    return f"""Questions for Sandra - year end {dt.year}
1. Tyler's holiday pay owing at 31 March - do we accrue it?
2. Sold the old quad bike for $2,800 - GST on it?
3. Milk price retro payment in June - which year?
4. Canada St - the sale money, is there bright-line tax? (owned since 2014, we lived in it to 2018)
5. Co-op share top-up $18k - capital?
6. Kids' ponies are NOT a farm expense (Hemi!)
"""


# --------------------------------------------------------------------------- Staff (Areas)


def t_employment_agreement(r: random.Random, dt: datetime) -> str:
    return f"""INDIVIDUAL EMPLOYMENT AGREEMENT - DAIRY FARM ASSISTANT
Between {FARM_CO} ("the employer") and Tyler James Ngata ("the employee")
1. Position: Farm Assistant, 412 Kiwitahi Road, Morrinsville. Reports to Hemi Walker (manager).
2. Start date: 14 August 2023. Permanent, full time. 90-day trial period applies.
3. Hours: rostered 11 days on, 3 days off; average 50 hours per week; milking start 4:30 am.
4. Remuneration: $28.40 per hour gross, paid fortnightly; hours recorded in the FarmPay app.
   Pay is reviewed every June. Wages must never fall below the minimum wage for every hour worked.
5. Accommodation: 3-bedroom cottage at 410 Kiwitahi Road provided as a service tenancy; value $180/wk
   included in taxable pay under the Accommodation rules.
6. Holidays: 4 weeks annual leave, 12 public holidays (alternative day if worked), 10 days sick leave.
7. Health and safety: follow the farm H&S plan, wear a helmet on the quad/ATV, report all incidents.
8. Termination: 4 weeks notice by either party.
9. Employment relationship problems: talk to Hemi or Kate first; Employment NZ 0800 20 90 20.
Signed for the employer: Kate Walker, director   Date: {_d(dt)}
Signed by the employee: ________________
"""


def t_payslip(r: random.Random, dt: datetime) -> str:
    hrs = r.randint(96, 112)
    rate = 28.40 if dt.year < 2025 or (dt.year == 2025 and dt.month < 6) else 30.10
    gross = hrs * rate
    return f"""FarmPay - Payslip
Employer: {FARM_CO}   Employee: Tyler Ngata   Employee IRD: 127-884-302
Pay period: {(dt - timedelta(days=13)):%d/%m/%Y} - {dt:%d/%m/%Y}   Paid {_d(dt + timedelta(days=2))}
Ordinary hours {hrs} @ ${rate:.2f} = {num(gross)}
Accommodation (taxable value) 2 weeks @ $180 = $360.00
PAYE (tax code M): {num((gross + 360) * .19)}
KiwiSaver employee 3%: {num(gross * .03)}   Employer contribution 3%: {num(gross * .03)}
Student loan: $0.00
Net pay: {num(gross * .78)}  to 38-9011-0567721-00
Annual leave balance: {r.randint(3, 19)}.{r.randint(0, 9)} days   Sick leave: {r.randint(2, 10)} days
"""


def t_timesheet(r: random.Random, dt: datetime) -> str:
    rows = ["Date;Start;Finish;Break;Hours;Notes"]
    for i in range(14):
        d = dt - timedelta(days=13 - i)
        if i % 14 in (5, 6, 12):
            rows.append(f"{d:%a %d/%m};;;;0;day off")
            continue
        fin = r.choice([12.0, 17.0, 17.5, 18.0])
        note = r.choice(["", "", "calves", "fencing", "am milking only" if fin == 12.0 else "tractor work"])
        rows.append(f"{d:%a %d/%m};04:30;{int(fin)}:{'30' if fin % 1 else '00'};1.5;{fin - 4.5 - 1.5:g};{note}")
    return "Tyler Ngata - timesheet\n" + "\n".join(rows) + "\n"


def t_wage_review(r: random.Random, dt: datetime) -> str:
    return f"""{FARM_CO}
{_d(dt)}
Tyler Ngata, 410 Kiwitahi Road
Kia ora Tyler,
Thanks for a great season - the calves were the best we've reared and you've stepped up on the mating.
Following your annual review on {dt:%d %B}, your hourly rate goes from $28.40 to $30.10 from the first
pay period of the new season (1 June). We'll also pay for your Primary ITO Level 3 course fees.
All other terms of your employment agreement stay the same.
Ngā mihi, Kate & Hemi Walker
"""


def t_relief_invoice(r: random.Random, dt: datetime) -> str:
    n = r.randint(6, 18)
    return f"""INVOICE #{r.randint(40, 99)} - Sione Fifita (relief milking)
To: Walker Whenua Farms Ltd   Date {_d(dt)}
Relief milkings {dt:%B}: {n} milkings x $95.00 = {num(n * 95)}
Calf feeding: {r.randint(0, 6)} x $40.00
Withholding tax 20% deducted by payer (schedular payment, tax code WT)
Bank: 12-3083-0451987-00   Thanks Kate!
"""


def t_hs_induction(r: random.Random, dt: datetime) -> str:
    return f"""Walker Whenua Farms - Health & Safety Induction Checklist
Worker: {r.choice(['Tyler Ngata', 'Sione Fifita'])}   Date: {_d(dt)}
[x] Farm map walked - hazards: effluent pond, drains, power lines over the race, bull paddock
[x] Quad/ATV: helmet always, no passengers, crush-protection device fitted
[x] Dairy: chemical store, acid/alkali handling, eye wash station, first aid kit
[x] Working alone: text Kate at start and end; check-in app
[x] Animal handling: calving, bobby calves, bulls at mating
[x] Emergency: 111, address 412 Kiwitahi Rd, RAPID no 412
Signed worker ______  Signed Hemi Walker ______
"""


def t_paye(r: random.Random, dt: datetime) -> str:
    pm = prev_month(dt)
    return f"""myIR - Employment information filed   {_d(dt)}
Employer: {FARM_CO}  IRD {CO_IRD}
Pay period: {month_name(pm)}   Payday filing (FarmPay)
Employees: 1 (T J Ngata)   Gross earnings: {nz(r, 5200, 6400)}
PAYE/tax: {nz(r, 950, 1250)}   KiwiSaver deductions: {nz(r, 150, 200)}   Employer contributions: {nz(r, 150, 200)}
ESCT: {nz(r, 15, 30)}   Total to pay: {nz(r, 1300, 1700)} due 20 {dt:%B %Y}
Schedular payments (relief milker, WT): {nz(r, 300, 1800)} tax withheld {nz(r, 60, 360)}
"""


# --------------------------------------------------------------------------- Finance (Areas)


def t_home_bank(r: random.Random, dt: datetime) -> str:
    lines = []
    bal = r.uniform(2000, 9000)
    for i in range(12):
        d = dt - timedelta(days=30 - i * 2.5)
        desc, amt = r.choice([("Countdown Morrinsville", -r.uniform(80, 320)),
                              ("Z Energy Morrinsville", -r.uniform(60, 140)),
                              ("Salary Walker Whenua Farms", r.uniform(2300, 2500)),
                              ("Kererū Energy house", -r.uniform(180, 290)),
                              ("Kiwitahi School - camp", -r.uniform(40, 240)),
                              ("The Warehouse Hamilton", -r.uniform(20, 160)), ("Harbourline KiwiSaver", -40.0),
                              ("Kaimai Wireless Internet", -89.0), ("Piako Dental", -r.uniform(90, 260))])
        bal += amt
        lines.append(f"{d:%d %b}  {desc:<34}{amt:>10.2f}{bal:>12.2f}")
    return (f"{HOME_BANK} - Everyday account statement\nH R & K M WALKER   {HOME_ACCT}\n"
            f"Statement period ending {_d(dt)}\nDate    Transaction                            Amount     Balance\n"
            + "\n".join(lines) + "\nFor help call 0800 569 424 or visit any Kōwhai Bank branch.\n")


def t_farm_bank(r: random.Random, dt: datetime) -> str:
    lines = []
    bal = r.uniform(-180000, -20000)
    for i in range(10):
        d = dt - timedelta(days=30 - i * 3)
        desc, amt = r.choice([("AOTEA DAIRY MILK PAYMENT", r.uniform(90000, 220000)),
                              ("KAURI FERTILISERS", -r.uniform(5000, 40000)),
                              ("KAIMAI VETS", -r.uniform(500, 4000)), ("IRD GST", -r.uniform(6000, 25000)),
                              ("FARMPAY WAGES", -r.uniform(2300, 2800)), ("LOAN INTEREST", -r.uniform(21000, 26000)),
                              ("WAIKATO FEED CO", -r.uniform(8000, 30000)),
                              ("PIAKO RURAL BUILDERS", -r.uniform(15000, 30000))])
        bal += amt
        lines.append(f"{d:%d/%m/%Y} {desc:<30}{amt:>14,.2f}{bal:>15,.2f}")
    return (f"{FARM_BANK} - Business Current Account\n{FARM_CO}   {FARM_ACCT}\n"
            f"Seasonal overdraft limit $250,000   Statement to {_d(dt)}\n" + "\n".join(lines) + "\n")


def t_loan_review(r: random.Random, dt: datetime) -> str:
    return f"""{FARM_BANK} - Agribusiness
{_d(dt)}
{FARM_CO} - Annual lending review
Kia ora Hemi and Kate,
Thank you for meeting with us on {dt:%d %B}. Summary of your facilities:
Term loan 1 (floating): $1,420,000 at {r.uniform(6.1, 6.9):.2f}%
Term loan 2 (fixed to 30/06/2027): $2,000,000 at {r.uniform(5.4, 6.1):.2f}%
Seasonal overdraft: $250,000 limit (peak use {nz(r, 140000, 230000)})
Equity: {r.randint(38, 46)}%   Interest cover: {r.uniform(1.6, 2.4):.1f}x at $10.00 milk price
We are comfortable to fund the calf shed (approx. $100k) from the overdraft, with a $200,000 capex
facility for the effluent pond subject to the consent being granted and final quotes.
Please send the 2025/26 cashflow budget and FEP by 30 June.
Regards, {who(r)}, Agribusiness Manager
"""


def t_kiwisaver(r: random.Random, dt: datetime) -> str:
    name = r.choice(["Kate Maree Walker", "Hemi Rāwiri Walker"])
    bal = r.uniform(38000, 96000)
    return f"""Harbourline KiwiSaver Scheme - Annual member statement to 31 March {dt.year}
Member: {name}   Fund: Growth
Opening balance: {num(bal)}
Member contributions: {nz(r, 1042, 3600)}   Employer contributions: {nz(r, 1042, 3600)}
Government contribution: $260.72
Returns after fees and tax: {nz(r, 2500, 9000)}
Closing balance: {num(bal * 1.12)}
Prescribed investor rate (PIR): 17.5%. Check your PIR is right at ird.govt.nz.
"""


def t_household_budget(r: random.Random, dt: datetime) -> str:
    return ("Household budget;Month;Notes\nSalaries in (both);$8,600;from company\nGroceries;$1,650;\n"
            "Power house;$240;Kererū\nInternet;$89;\nPhones;$110;\nKids activities;$380;netball, rugby, kapa haka\n"
            "School costs;$150;\nHighlander fuel;$320;\nInsurance (life, contents);$310;\n"
            "KiwiSaver top-up;$80;\nAussie trip saving;$800;\nLeft over;" + nz(r, 200, 900) + ";\n")


def t_cashflow(r: random.Random, dt: datetime) -> str:
    months = ["Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan", "Feb", "Mar", "Apr", "May"]
    rows = ["Farm cashflow budget " + season(dt) + ";" + ";".join(months)]
    for item, lo, hi in (("Milk income", 0, 260000), ("Wages", 5000, 9000), ("Animal health", 1000, 14000),
                         ("Breeding", 0, 20000), ("Feed", 4000, 40000), ("Fertiliser", 0, 50000),
                         ("Interest", 21000, 26000), ("Capex calf shed/pond", 0, 60000)):
        rows.append(item + ";" + ";".join(f"{r.uniform(lo, hi):.0f}" for _ in months))
    return "\n".join(rows) + "\n"


# --------------------------------------------------------------------------- Insurance (Areas)


def t_farm_policy(r: random.Random, dt: datetime) -> str:
    return f"""Rural Shield Mutual - Policy Schedule (renewal)
Policy RSM-F-{r.randint(100000, 999999)}   Period {_d(dt)} to {_d(dt + timedelta(days=365))}
Insured: {FARM_CO}; Hemi and Kate Walker
Farm buildings: dairy shed (44-bale rotary) $1,350,000; implement shed $180,000; calf shed (new) $110,000 from
  practical completion; houses at 412 and 410 Kiwitahi Road
Farm contents and milk in vat; farm machinery (schedule attached); livestock: fire and accidental death
Public liability $2,000,000; employers liability $500,000; statutory liability $1,000,000
Annual premium: {nz(r, 11000, 16000)} incl GST, paid monthly
Your Rural Shield advisor: {who(r)} 0800 776 744
"""


def t_house_policy(r: random.Random, dt: datetime) -> str:
    return f"""Rural Shield Mutual - Home and Contents renewal
Policy RSM-H-{r.randint(100000, 999999)}   Insured: H R & K M Walker
Situation: 412 Kiwitahi Road, Morrinsville (farmhouse, 1978, weatherboard, iron roof, 186 m2)
House: sum insured $690,000 (including Natural Hazards Commission cover)   Contents: $150,000
Excess: $500   Annual premium {nz(r, 2300, 3100)}   Renewal date {_d(dt)}
"""


def t_vehicle_policy(r: random.Random, dt: datetime) -> str:
    return f"""Rural Shield Mutual - Vehicle policy schedule
Vehicles: 2021 Ford Ranger XLT NKW482 (agreed value $46,000, business use)
          2017 Toyota Highlander KJP219 (market value, private use)
          2022 Honda TRX520 quad (farm use, off-road)
Drivers: Hemi Walker, Kate Walker, Tyler Ngata (Ranger and quad only)
Excess $750 (under-25 driver extra $500)   Premium {nz(r, 2100, 2900)}   Renews {_d(dt)}
"""


def t_life_policy(r: random.Random, dt: datetime) -> str:
    return f"""Kōwhai Life - Annual policy review
Lives insured: Hemi Walker (46), Kate Walker (44)
Life cover $1,000,000 each; trauma cover $150,000 each; income protection (agreed value) for Hemi $5,000/mth
Monthly premium: {nz(r, 380, 520)}   Policy KL-{r.randint(1000000, 9999999)}   Review date {_d(dt)}
Beneficiaries: each other; if neither, the Walker Family Trust
"""


def t_acc_levy(r: random.Random, dt: datetime) -> str:
    le = r.uniform(110_000, 140_000)
    return f"""ACC - Te Kaporeihana Āwhina Hunga Whara
Levy invoice {dt.year}/{str(dt.year + 1)[2:]}   Invoice no. {r.randint(40000000, 49999999)}
Customer: {FARM_CO}   ACC number: C2{r.randint(1000000, 9999999)}
Business industry classification: A016000 Dairy cattle farming (CU 01600)
Liable earnings (employees + shareholder-employees): {num(le)}
Work levy @ $1.46 per $100: {num(le * .0146)}
Working Safer levy @ $0.08 per $100: {num(le * .0008)}
Total including GST: {num(le * .0154 * 1.15)}
Pay in full by {_d(dt + timedelta(days=30))} or arrange instalments on MyACC for Business.
"""


# --------------------------------------------------------------------------- Home and Vehicles (Areas)


def t_power_bill(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(700, 1400)
    return f"""Kererū Energy - Your power bill
H & K Walker - 412 Kiwitahi Road, RD 2, Morrinsville (house)   ICP 0000592214WE4A0
Account 1180 4427   Bill date {_d(dt)}
Usage {kwh} kWh (Anytime) @ 29.8c = {num(kwh * .298)}
Daily charge 31 days @ $1.99 (low user rate not applicable)
Electricity Authority levy: $0.{r.randint(20, 40)}
Total due {nz(r, 240, 480)} by direct debit on {_d(dt + timedelta(days=14))}
Tip: your heat pump and the wood burner together used less power than last winter.
"""


def t_broadband(r: random.Random, dt: datetime) -> str:
    return f"""Kaimai Wireless Internet Ltd - Invoice {r.randint(200000, 299999)}
Customer: Kate Walker, 412 Kiwitahi Rd   Plan: Rural Unlimited 50/20 fixed wireless
Period: {dt:%B %Y}   Amount: $89.00 incl GST   Paid by automatic payment
Outage credit (tower maintenance 12th): -$4.50
"""


def t_septic(r: random.Random, dt: datetime) -> str:
    return f"""Piako Septic Services - Tax invoice {r.randint(1000, 1999)}
{_d(dt)}   Site: farmhouse 412 Kiwitahi Road
Pump-out of 4,500 L septic tank, filter cleaned, outlet checked
Next service recommended in 3-4 years. Amount {nz(r, 480, 620)} incl GST
"""


def t_chimney(r: random.Random, dt: datetime) -> str:
    return f"""Morrinsville Chimney Sweep
Invoice - {_d(dt)}   Walker, 412 Kiwitahi Rd
Sweep wood burner flue (Woodsman Tasman), check baffle and rope seal. Baffle cracked - replace next year.
{nz(r, 140, 190)} incl GST. Thank you!
"""


def t_rego(r: random.Random, dt: datetime) -> str:
    plate, car = r.choice([("NKW482", "2021 Ford Ranger XLT, silver"), ("KJP219", "2017 Toyota Highlander, white")])
    return f"""NZ Transport Agency Waka Kotahi - Vehicle licence (rego) renewal
Plate: {plate}   Vehicle: {car}
Registered person: {FARM_CO if plate == 'NKW482' else 'Kate Maree Walker'}
Current licence expires: {_d(dt + timedelta(days=21))}
12 months: {nz(r, 99, 128)} (includes ACC levy on licence)
Renew online at nzta.govt.nz, at AA or PostShop. Driving unlicensed may result in a $200 fine.
WOF/COF due: {(dt + timedelta(days=r.randint(30, 200))):%d/%m/%Y}
"""


def t_wof(r: random.Random, dt: datetime) -> str:
    return f"""Morrinsville Auto Centre - Warrant of Fitness inspection
Vehicle: KJP219 Toyota Highlander  Odometer {r.randint(148000, 182000)} km   Date {_d(dt)}
Result: {r.choice(['PASS', 'FAIL - recheck within 28 days'])}
Items: tyre tread LR 1.6 mm (advisory); wiper blades replaced; brake pads 40%
WOF fee $75.00. Next WOF due {_d(dt + timedelta(days=365))}
"""


def t_ruc(r: random.Random, dt: datetime) -> str:
    km = r.randint(120, 160) * 1000
    return f"""NZTA - Road user charges licence receipt
Vehicle NKW482 (Ford Ranger, diesel, RUC type 1)
Licence from {km:,} km to {km + 5000:,} km
Distance purchased: 5,000 km @ $76 per 1,000 km = $380.00 + admin $11.40
Purchased online {_d(dt)}. Display the label on the inside of the windscreen.
"""


def t_service(r: random.Random, dt: datetime) -> str:
    return f"""Piako Ford - Service invoice {r.randint(70000, 79999)}
{_d(dt)}   Ranger XLT NKW482   {r.randint(120000, 160000)} km
Logbook service, oil and filters, fuel filter, rear diff oil, check tow bar wiring
Labour + parts: {nz(r, 520, 980)} incl GST   Charge to: Walker Whenua Farms Ltd
"""


# --------------------------------------------------------------------------- School (Areas)


def term_week(dt: datetime) -> str:
    """Roughly which school term and week a date falls in (terms start early Feb, late Apr, mid Jul, mid Oct)."""
    d = dt.replace(tzinfo=None)
    starts = [(1, datetime(d.year, 2, 3)), (2, datetime(d.year, 4, 20)), (3, datetime(d.year, 7, 20)),
              (4, datetime(d.year, 10, 12))]
    term, start = (4, datetime(d.year - 1, 10, 12))
    for n, st in starts:
        if d >= st:
            term, start = n, st
    return f"Term {term} Week {min(10, (d - start).days // 7 + 1)}"


def t_newsletter(r: random.Random, dt: datetime) -> str:
    return f"""Kiwitahi School - Pānui / Newsletter  {term_week(dt)}   {_d(dt)}
Tēnā koutou e te whānau,
Principal's message: What a busy few weeks! Our Year 7 and 8 students represented the school at the
Piako cross country and {who(r)} came 3rd in the Year 8 boys. Congratulations to everyone who ran.
Dates: Ag Day {_d(dt + timedelta(days=40))}; calf club entries close {_d(dt + timedelta(days=20))};
Year 4-6 camp at Camp Kaimai - permission slips and $95 due Friday.
School bus: the Kiwitahi Road run will leave 5 minutes earlier from next Monday.
Hot lunches (Ka Ora, Ka Ako) menu attached. Please name all jerseys!
Ngā mihi, {who(r)}, Tumuaki / Principal
"""


def t_report(r: random.Random, dt: datetime) -> str:
    kid, yr = r.choice([("Nikau Walker", "Year 7"), ("Mereana Walker", "Year 4")])
    return f"""Kiwitahi School - Mid-year report {dt.year}
Student: {kid}   {yr}   Room {r.randint(1, 5)}   Teacher: {who(r)}
Reading: {r.choice(['At', 'Above', 'Working towards'])} the expected curriculum level
Writing: {r.choice(['At', 'Working towards'])}   Mathematics: {r.choice(['At', 'Above'])}
Te reo Māori: confident with karakia and mihi; leads the waiata in assembly
Key competencies: kind to others, a helpful class leader, needs reminders to finish tasks
Next steps: use paragraphs with a topic sentence; learn times tables to 10 x 10
Attendance: {r.randint(88, 99)}%
"""


def t_camp(r: random.Random, dt: datetime) -> str:
    return f"""Kiwitahi School - Year 4-6 Camp Kaimai {_d(dt + timedelta(days=30))} - 3 days
PERMISSION AND MEDICAL FORM
Student: Mereana Walker   Room 3
I give permission for my child to attend camp and take part in all activities (high ropes, kayaking,
bush walk, night walk). Medical: none. Dietary: none. Swimming ability: can swim 25 m.
Parent help: Kate Walker can help Wednesday and Thursday (police vetting done {dt.year - 1}).
Cost: $95.00 paid by internet banking, ref MWALKER CAMP.
Signed: K. Walker   Date {_d(dt)}
"""


def t_ncea(r: random.Random, dt: datetime) -> str:
    return f"""Morrinsville College - NCEA progress summary
Student: Aroha Walker   Year 11   Whānau class 11HKO   NSN 1340{r.randint(10000, 99999)}
NCEA Level 1 credits gained so far: {r.randint(12, 38)}   Literacy co-requisite: {r.choice(['Achieved', 'Not yet'])}
Numeracy co-requisite: Achieved   Endorsement tracking: Merit
Subjects: English, Mathematics, Science, Te Reo Māori, Agriculture & Horticulture, Physical Education
Comment (Agriculture): Aroha's calf-rearing case study was excellent - real farm data.
Parent-teacher interviews {_d(dt + timedelta(days=12))}, book on the school portal.
"""


def t_college_fees(r: random.Random, dt: datetime) -> str:
    return f"""Morrinsville College - Statement of account  {_d(dt)}
Caregiver: Kate Walker   Student: Aroha Walker (Year 11)
Agriculture field trip (Mystery Creek Fieldays) $25.00
Netball - senior A team fee $120.00
Stationery pack $48.50
Donation (voluntary) $150.00 - thank you, tax credit receipt attached
Balance owing: {nz(r, 0, 190)}
"""


def t_subject_choice(r: random.Random, dt: datetime) -> str:
    return """Aroha - Year 12 subject choices (due Friday)
1 English (compulsory)
2 Maths - Statistics
3 Biology (wants vet science?? - talk to Mum)
4 Agribusiness
5 Te Reo Māori L2
6 PE or Chemistry - check the timetable clash
Careers advisor appt Tuesday period 3
"""


def t_school_email(r: random.Random, dt: datetime) -> str:
    return eml(f"{who(r)} <office@kiwitahi.school.nz>", "Kate Walker <kate@walkerwhenua.co.nz>",
               "Nikau - Year 7/8 EOTC week and health form", dt,
               "Kia ora Kate,\nJust a reminder that the Year 7 and 8 EOTC week at Waihī Beach is in Week 8 this"
               " term. We need the medical form back by Friday, and Nikau's asthma action plan on file is from 2024"
               " - could you send an updated one from the GP? Parent helpers still needed for the kayak day.\n"
               "Ngā mihi,\nSchool office")


# --------------------------------------------------------------------------- Health (Areas)


def t_gp_invoice(r: random.Random, dt: datetime) -> str:
    p = r.choice(["Nikau Walker", "Mereana Walker", "Aroha Walker", "Kate Walker", "Hemi Walker"])
    return f"""Morrinsville Family Health - 36 Allen Street, Morrinsville | 07 889 5511
Invoice {r.randint(500000, 599999)}   {_d(dt)}
Patient: {p}   NHI {r.choice('ABCDEFGHJK')}{r.choice('ABCDEFGHJK')}{r.choice('LMNPQRST')}{r.randint(1000, 9999)}
Consultation with Dr Priya Raman ({'under 14 - free' if p[:4] in ('Nika', 'Mere') else 'enrolled adult'})
Fee: {'$0.00' if p[:4] in ('Nika', 'Mere') else nz(r, 52, 72)}   Prescription: $5.00
Paid EFTPOS. Thank you.
"""


def t_asthma(r: random.Random, dt: datetime) -> str:
    return f"""Asthma Action Plan - Nikau Walker (DOB 04/02/2015)   Reviewed {_d(dt)} - Dr P Raman
GREEN - well: Flixotide 125 mcg 1 puff twice daily with spacer; Ventolin before sport if needed
AMBER - getting worse (cough at night, using Ventolin > 3x a week): Ventolin 2-6 puffs every 4 hours,
  see the GP within 24-48 hours
RED - severe (can't talk, lips blue): call 111, Ventolin 6 puffs every 20 minutes via spacer
Triggers: colds, hay/dust in the calf shed, cold air at rugby training
"""


def t_dental(r: random.Random, dt: datetime) -> str:
    return f"""Piako Dental - Tax invoice {_d(dt)}
Patient: {r.choice(['Hemi Walker', 'Kate Walker'])}
Examination and bitewing x-rays $98.00; scale and polish $120.00; composite filling 26 MO {nz(r, 190, 260)}
Total {nz(r, 380, 520)}   Paid. Next recall in 12 months.
Children under 18 are seen free at the Community Oral Health Service.
"""


def t_acc_physio(r: random.Random, dt: datetime) -> str:
    return f"""Morrinsville Physiotherapy - ACC treatment summary
Patient: Hemi Walker   ACC claim number: 11{r.randint(10000000, 99999999)}
Injury: right shoulder sprain (rotator cuff) - slipped on the wet yard at the dairy shed, {_d(dt - timedelta(days=40))}
Treatments to date: {r.randint(4, 9)} of 12 approved   ACC co-payment per visit: $25.00
Progress: strength 4/5, can lift above shoulder height with pain 3/10. Light duties for milking
(no cup-changing on the far side of the rotary for 2 more weeks).
Next appointment {_d(dt + timedelta(days=7))} 7:15 am
"""


def t_specialist(r: random.Random, dt: datetime) -> str:
    return f"""Waikato Hospital - Te Whatu Ora Waikato - Orthopaedic Outpatients
{_d(dt)}
Dr P Raman, Morrinsville Family Health
Re: Hemi Rāwiri WALKER   DOB 17/09/1979   NHI ZKT4410
Thank you for referring Hemi with a right shoulder injury (ACC claim). Ultrasound shows a partial-thickness
supraspinatus tear without retraction. I have recommended continuing physiotherapy for 6 weeks; surgery is
not indicated at present. Review in clinic in 3 months, sooner if night pain persists.
Yours sincerely, {who(r)}, Orthopaedic Registrar
"""


def t_eye(r: random.Random, dt: datetime) -> str:
    return f"""Morrinsville Eyecare Optometrists
Eye examination - Kate Walker   {_d(dt)}
R -1.25 / -0.50 x 90   L -1.00   Add +1.00 (reading)
Recommendation: progressive lenses; retest in 2 years. Frames + lenses {nz(r, 420, 690)}
"""


# --------------------------------------------------------------------------- Whanau (Areas)


def t_trust_agm(r: random.Random, dt: datetime) -> str:
    day = dt + timedelta(days=24)
    day += timedelta(days=(5 - day.weekday()) % 7)
    return f"""{TRUST}
PĀNUI - HUI Ā-TAU / ANNUAL GENERAL MEETING
Rā: Rāhoroi (Saturday) {_d(day)}, 10.00 am   Wāhi: Te Rauhuia Marae, Tauwhare Road
Kaupapa / Agenda:
1. Karakia, mihi
2. Apologies
3. Minutes of the previous hui ā-tau
4. Trustees' report and financial statements for the year ended 31 March {dt.year}
5. Lease of the block to the dairy grazier - rent review
6. Scholarships (tertiary and trades) - applications
7. Election of trustees (two positions)
8. General business
Kai to follow. Contact the secretary, Hemi Walker: 027 552 1904.
"""


def t_trust_minutes(r: random.Random, dt: datetime) -> str:
    return f"""{TRUST} - Trustee hui minutes
Date: {_d(dt)}   Held at: Te Rauhuia Marae wharekai
Present: Rangi Walker (chair), Hemi Walker, Aunty Huia Kereama, Tamati Rāwiri. Apologies: Mere Te Whata.
Karakia timatanga - Aunty Huia
1. Grazing lease with {who(r)}: rent $640/ha for 38.2 ha, review due. Hemi to get a registered valuer.
2. Accounts: bank balance {nz(r, 40000, 90000)}; distributions to marae maintenance fund $8,000.
3. Māori Land Court: two succession applications lodged for the late Uncle Tame's shares.
4. Scholarships: 3 applications received, $1,000 each approved.
5. Fencing along the stream (riparian planting with the regional council) - 1,200 plants in August.
Karakia whakamutunga. Next hui {_d(dt + timedelta(days=90))}.
"""


def t_trust_accounts(r: random.Random, dt: datetime) -> str:
    return (f"{TRUST} - accounts year to 31/03/{dt.year};\nIncome;\nGrazing lease rent;{nz(r, 22000, 25000)}\n"
            f"Interest;{nz(r, 800, 2200)}\nExpenses;\nRates MPDC;{nz(r, 3000, 4200)}\n"
            f"Accountant;$1,850.00\nScholarships;$3,000.00\nMarae maintenance grant;$8,000.00\n"
            f"Trustee hui costs;{nz(r, 300, 900)}\nSurplus;{nz(r, 4000, 9000)}\n")


def t_marae_roster(r: random.Random, dt: datetime) -> str:
    rows = ["Rā;Rōpū;Mahi"]
    for i in range(8):
        d = dt + timedelta(days=7 * i)
        rows.append(f"{d:%d/%m/%Y};{r.choice(['Walker whānau', 'Kereama whānau', 'Te Whata whānau', 'Rāwiri whānau'])};"
                    f"{r.choice(['kitchen', 'paepae', 'mowing + urupā', 'wharenui cleaning', 'dishes'])}")
    return "Te Rauhuia Marae - working bee roster\n" + "\n".join(rows) + "\n"


def t_koha(r: random.Random, dt: datetime) -> str:
    rows = ["Ingoa;Koha;Notes"]
    for _ in range(16):
        rows.append(f"{who(r)};{r.choice(['$20', '$50', '$50', '$100', '$200', 'kai - 2 sacks spuds', 'hāngī meat'])};")
    return "Uncle Tame's tangi - koha record\n" + "\n".join(rows) + "\nTotal cash to whānau: $4,860\n"


def t_hui_panui(r: random.Random, dt: datetime) -> str:
    return f"""Kia ora e te whānau,
Whānau hui at Nanny Rangi's, Tauwhare - {_d(dt + timedelta(days=10))}, 1pm.
Kaupapa: Nanny's care going forward (she wants to stay home), the marae roster for Matariki, and
Uncle Tame's headstone unveiling next year. Bring a plate. Zoom link for the Aussie cousins below.
Nā Hemi
"""


# --------------------------------------------------------------------------- Rugby (Areas)


def t_club_accounts(r: random.Random, dt: datetime) -> str:
    return (f"{CLUB};Year to 30 Sept {dt.year}\nIncome;\nSubscriptions;{nz(r, 9000, 13000)}\n"
            f"Bar takings;{nz(r, 38000, 52000)}\nSponsorship;{nz(r, 12000, 20000)}\n"
            f"Grants (Piako Community Trust);{nz(r, 5000, 12000)}\nRaffles + fundraising;{nz(r, 2000, 6000)}\n"
            f"Expenses;\nBar purchases;{nz(r, 20000, 30000)}\nWaikato Rugby Union affiliation;{nz(r, 3000, 5000)}\n"
            f"Power clubrooms;{nz(r, 3000, 4500)}\nJerseys + gear;{nz(r, 2000, 7000)}\nInsurance;{nz(r, 2500, 3800)}\n"
            f"Referee + travel;{nz(r, 1500, 3000)}\nNet surplus;{nz(r, 1000, 9000)}\n")


def t_treasurer_report(r: random.Random, dt: datetime) -> str:
    return f"""{CLUB}
Treasurer's Report to the Annual General Meeting - {_d(dt)}
Kia ora koutou. The club finished the year with a surplus of {nz(r, 2000, 9000)}, thanks mainly to a strong bar
and the Kiwitahi Ag Day fundraiser. Bar margin improved to {r.randint(38, 46)}% after the price review.
Subscriptions: {r.randint(70, 85)}% of senior players paid by the end of the season - please pay up!
Grants: the Piako Community Trust grant of $8,400 paid for the new scrum machine and tackle bags; the
accountability report has been filed.
The clubrooms roof needs replacing within three years (quote $46,000); the committee proposes a
building fund. The accounts have been reviewed by {who(r)}, our independent reviewer.
Hemi Walker, Treasurer
"""


def t_subs(r: random.Random, dt: datetime) -> str:
    rows = ["Player;Grade;Sub;Paid;Date"]
    for _ in range(22):
        paid = r.random() < .7
        when = f"{(dt - timedelta(days=r.randint(0, 60))):%d/%m}" if paid else ""
        rows.append(f"{who(r)};{r.choice(['Premier', 'Senior B', 'Colts', 'Women', 'U13', 'U11'])};"
                    f"{r.choice(['$180', '$180', '$120', '$60'])};{'Y' if paid else 'N'};{when}")
    return f"Kiwitahi RSC subs {dt.year}\n" + "\n".join(rows) + "\n"


def t_bar_takings(r: random.Random, dt: datetime) -> str:
    rows = ["Date;Event;Cash;EFTPOS;Total;Banked by"]
    for i in range(8):
        d = dt - timedelta(days=7 * (8 - i))
        c, e = r.uniform(300, 1500), r.uniform(600, 2800)
        ev = r.choice(["Home game v Waitoa", "Home game v Kereone", "Quiz night", "Prizegiving"])
        rows.append(f"{d:%d/%m/%Y};{ev};"
                    f"{c:.2f};{e:.2f};{c + e:.2f};{r.choice(['Hemi', 'Leanne', 'Dave'])}")
    return "\n".join(rows) + "\n"


def t_sponsor_invoice(r: random.Random, dt: datetime) -> str:
    s = r.choice(["Piako Rural Builders Ltd", "Morrinsville Auto Centre", "Hautapu Contracting Ltd", "Kaimai Vets"])
    return f"""{CLUB}   GST 98-441-207   PO Box 51, Morrinsville
TAX INVOICE KRSC-{r.randint(200, 399)}   {_d(dt)}
To: {s}
Sponsorship {dt.year} season - {r.choice(['Gold', 'Silver', 'Bronze'])} package: logo on the premier jersey sleeve,
sign on the No. 1 field fence, 4 tickets to the sponsors' day
Amount: {nz(r, 1000, 5000)} + GST
Please pay to the club account 03-1355-0228841-00. Thank you for backing grassroots rugby!
Hemi Walker, Treasurer
"""


def t_wru_invoice(r: random.Random, dt: datetime) -> str:
    return f"""Waikato Rugby Union   Invoice {r.randint(10000, 19999)}   {_d(dt)}
Club: Kiwitahi RSC
Affiliation fees {dt.year}: Premier team $1,150; Senior B $780; Colts $540; Women's $540
Player registration levy: {r.randint(90, 130)} players @ $12
Referee appointments levy: $600
Total: {nz(r, 4200, 5600)} incl GST   Due {_d(dt + timedelta(days=30))}
"""


def t_club_bank_csv(r: random.Random, dt: datetime) -> str:
    rows = ["Date,Unique Id,Tran Type,Payee,Memo,Amount"]
    for i in range(18):
        d = dt - timedelta(days=r.randint(0, 60))
        p, a = r.choice([("SUBS PREM", r.choice([180, 120])), ("BAR EFTPOS SETTLEMENT", r.uniform(400, 2800)),
                         ("LION NZ LTD", -r.uniform(900, 3400)), ("WAIKATO RUGBY UNION", -r.uniform(300, 5000)),
                         ("KERERU ENERGY CLUBROOMS", -r.uniform(200, 400)), ("PIAKO RURAL BUILDERS SPONSOR", 2300.0)])
        rows.append(f"{d:%Y/%m/%d},{r.randint(100000, 999999)},{'CR' if a > 0 else 'DR'},{p},,{a:.2f}")
    return "\n".join(rows) + "\n"


def t_grant_report(r: random.Random, dt: datetime) -> str:
    return f"""Piako Community Trust - Grant Accountability Report
Organisation: {CLUB}   Grant ref PCT-{r.randint(2024000, 2025999)}
Amount granted: $8,400 for a scrum machine and 12 tackle bags
Amount spent: $8,612.40 (invoices attached: Rhino Rugby NZ)
Benefit: used by 6 teams, 180 players including 70 juniors; safer contact training
Photos of the equipment in use are attached. Completed by Hemi Walker (treasurer), {_d(dt)}
"""


# --------------------------------------------------------------------------- Resources texts

FARM_GUIDES = {
    "calf rearing": """Rearing healthy calves - a practical guide
Colostrum: 4 litres of gold colostrum within 12 hours of birth (10% of body weight). Test with a Brix
refractometer: 22% or more is good colostrum.
Navels: spray with 10% iodine at pick-up, twice a day for 2 days.
Housing: dry, draught-free pens at 1.5 m2 per calf, deep bedding (bark or sawdust), good ventilation above
calf height; clean and disinfect between batches.
Feeding: 4-5 L of whole milk or CMR per day in two feeds for the first 3 weeks, then once a day.
Meal ad lib from day 3; clean water always. Wean at 90-100 kg when eating 1 kg meal for 3 days in a row.
Scours: keep feeding milk, add electrolytes between feeds, isolate sick calves, call the vet if calves are flat.
""",
    "pasture": """Pasture management - spring rotation planner
Aim for an average pasture cover of 2,100-2,300 kg DM/ha at the start of calving; balance date with 2,200.
Rotation length: 30-35 days through July, speeding up to 21-25 days by early October (balance date).
Residuals: graze to 1,500-1,600 kg DM/ha (7-8 clicks on the rising plate meter) to keep pasture quality.
Nitrogen: 25-30 kg N/ha after grazing once soil temperature is above 7 C; respect the 190 kg N/ha/yr cap.
Walk the farm weekly and update the feed wedge.
""",
    "mastitis": """SmartSAMM - mastitis control factsheet
Clinical mastitis: check cows at every milking during calving with a strip cup; treat with the vet's plan.
Teat spraying: cover all four teats of every cow after every milking, 20 ml per cow per milking.
Bulk milk SCC above 150,000: do a herd test, identify high SCC cows, consider drying off early.
Dry cow therapy: selective use for cows with SCC above 150,000; teat sealant for the rest and heifers.
Hygiene: wear gloves, clean liners, change liners every 2,500 milkings.
""",
    "bcs": """Body condition scoring dairy cows (BCS 1-10)
Targets: 5.0 for mixed-age cows and 5.5 for heifers and 3-year-olds at calving; no lower than 4.0 at mating.
One BCS = about 35 kg liveweight and 200 kg DM of extra feed above maintenance at dry-off.
Score at dry-off and decide drying-off dates: cows at BCS 4.0 need about 80 days dry to gain 1 condition score.
Look at the pin bones, tail head, ribs and backbone; score from behind and the side, same person each time.
""",
    "winter grazing": """Winter crop grazing - good practice
Graze paddocks from the top of the slope down; keep a 5 m uncultivated buffer next to waterways.
Back-fence to protect grazed areas; provide a dry lying area and supplements (baleage) alongside the crop.
Transition cows onto crops over 7-10 days to avoid nitrate poisoning and acidosis.
Check the intensive winter grazing rules in the regional plan before sowing.
""",
}

RUGBY_LAWS = """World Rugby - Laws of the game 2026, summary for club referees and coaches
Tackle: tackler must release and roll away; arriving players must enter through the gate from their own side.
Height: tackle height for community rugby lowered to below the sternum (NZR community rugby variation).
Scrums: crouch - bind - set; uncontested scrums when a trained front rower is not available.
Lineouts: the ball must be thrown straight; a quick throw allowed if the same ball is used.
Advantage: the referee may play advantage; a knock-on advantage is over when the non-offending team has gained.
Sin bin: 10 minutes; a 20-minute red card applies in some competitions (check the Waikato RU draw rules).
"""

RUGBY_DRILLS = """U11 coaching drills - Kiwitahi juniors
1. Rippa tag warm-up (5 min) - chase and tag, then tag and pass
2. 2 v 1 draw and pass, grid 10 x 10 m - hands out early, run straight at the defender
3. Tackle technique on bags - cheek to cheek, ring of steel, drive the legs (safe tackle height: belly)
4. Ruck cleans - low body height, shoulders above hips, no diving
5. Game: touch rugby 5 v 5 with a 'must pass before try' rule
Water breaks every 15 minutes. Finish with a huddle and a whakatauki.
"""

TEREO = {
    "kupu wk1-5": """Te Reo Māori - Level 1 kupu (week 1-5)
whānau - family; whenua - land, placenta; kai - food; wai - water; whare - house
kura - school; mahi - work; kāinga - home; tamariki - children; mokopuna - grandchildren
kau - cow; kau miraka - dairy cow; kuri - dog; hōiho - horse; hipi - sheep
Kei te pēhea koe? - How are you?  Kei te pai ahau - I'm good.  Kei te ngenge ahau - I'm tired!
Ko wai tō ingoa? - What is your name?  Ko Kate tōku ingoa.
""",
    "pepeha": """Taku pepeha (Kate)
Ko Maungakawa te maunga
Ko Waikato te awa
Nō Kirikiriroa ahau, nō Airana hoki ōku tūpuna
Kei Kiwitahi ahau e noho ana
Ko Hemi tōku hoa rangatira
Ko Aroha, ko Nikau, ko Mereana ā māua tamariki
Ko Kate Walker tōku ingoa
""",
    "waiata": """Tūtira mai ngā iwi (Wi Huata)
Tūtira mai ngā iwi, tātou tātou e
Tūtira mai ngā iwi, tātou tātou e
Whai-a te marama-tanga, me te aroha - e ngā iwi!
Ki-a ko tahi te whakapono
Tātou tātou e
(Line up together, people, all of us. Seek after knowledge and love of others - everyone!
Be united in faith, all of us together.)
""",
    "sentence patterns": """Rerenga kōrero - week 8 notes (Tuesday night class, Morrinsville)
Kei te ... - present tense: Kei te mahi a Hemi i te pāmu. (Hemi is working on the farm.)
I ... - past: I haere mātou ki te marae. (We went to the marae.)
Ka ... - future/sequence: Ka haere au ki Ahitereiria. (I will go to Australia.)
He aha tēnā? He kau tēnā. (What's that? That's a cow.)
Homework: write 5 sentences about your day on the farm using kei te / i / ka.
""",
}

RECIPES = {
    "boil-up": """Boil-up (Nanny Rangi's)
1 kg pork bones (brisket or bacon bones), 1 bunch pūhā or watercress, 4 potatoes, 1 kūmara,
half a pumpkin, doughboys (2 cups SR flour, pinch salt, water to a soft dough).
Cover the bones with water, simmer 1.5 hours. Add potato, kūmara, pumpkin chunks - 20 min.
Add pūhā and doughboys on top, lid on, 15 min more. Salt to taste. Feeds the whānau.
""",
    "pavlova": """Mum's pavlova
4 egg whites at room temp, 1 1/4 cups caster sugar, 1 tsp vinegar, 1 tsp vanilla, 1 tbsp cornflour.
Beat whites to stiff peaks, add sugar a spoon at a time until glossy. Fold in vinegar, vanilla, cornflour.
Pile onto baking paper in a 20 cm circle. Oven 150 C, turn down to 100 C, bake 1 hr 15, cool in the oven.
Top with whipped cream, kiwifruit and passionfruit (or feijoas in autumn).
""",
    "feijoa chutney": """Feijoa chutney
1 kg feijoas (peeled, chopped), 2 onions, 1 cup raisins, 2 cups brown sugar, 2 cups malt vinegar,
1 tbsp grated ginger, 1 tsp mixed spice, 1 tsp salt, pinch of chilli.
Simmer everything for 1-1.5 hours, stirring, until thick. Bottle hot into sterilised jars. Makes 5 jars.
""",
    "hangi": """Hāngī for the rugby prizegiving (100 people)
Pit 1.2 m x 1 m x 0.6 m deep. Fire: manuka/tea tree wood, volcanic stones (river rock cracks).
Light 3 hours before; stones white hot. Meat on the bottom (pork, lamb, chicken), then stuffing, kūmara,
potato, pumpkin, cabbage. Wrap in foil and wet sacks, cover with earth. 3 to 3.5 hours.
Uncle Tamati runs the pit - book him early!
""",
    "lamingtons": """Lamingtons for the school gala
Sponge cake 20 x 30 cm, day old, cut into 5 cm squares.
Icing: 3 cups icing sugar, 1/3 cup cocoa, 15 g butter, 1/2 cup boiling water.
Dip each square in icing then roll in desiccated coconut. Raspberry version with jelly.
""",
    "mince pie": """Bacon and egg pie
2 sheets flaky pastry, 6 rashers bacon, 8 eggs, 1 onion, frozen peas, tomato slices, salt and pepper.
Line the dish, scatter bacon and onion, crack eggs whole over the top, pierce yolks lightly, add peas.
Pastry lid, brush with milk, 200 C for 35-40 min. Good cold for smoko in the shed.
""",
}


# --------------------------------------------------------------------------- Archive texts


def t_sale_agreement(r: random.Random, dt: datetime) -> str:
    return f"""AGREEMENT FOR SALE AND PURCHASE OF REAL ESTATE (ADLS/REINZ Eleventh Edition 2022 (2))
Date: {_d(dt)}
Vendor: Hemi Rāwiri Walker and Kate Maree Walker
Purchaser: Jayesh Patel and Meera Patel
Property: 27 Canada Street, Morrinsville 3300 - Lot 14 DP 20431, Record of Title SA41C/218
Estate: fee simple   Chattels: fixed floor coverings, blinds, curtains, heat pump, dishwasher, rangehood
Purchase price: $585,000 including GST (if any)   Deposit: $29,250 payable on the agreement becoming unconditional
Settlement date: 27 February 2026   Possession: vacant
Conditions: finance 10 working days; LIM 10 working days; builder's report 10 working days
Agent: Piako Property Sales Ltd (Licensed REAA 2008) - salesperson Trish Moana
Vendor's lawyer: Gallagher Tuhiwai Law, Hamilton
"""


def t_settlement(r: random.Random, dt: datetime) -> str:
    return f"""Gallagher Tuhiwai Law - Settlement Statement (vendor)
Sale: H R & K M Walker to J & M Patel - 27 Canada Street, Morrinsville
Settlement date: 27 February 2026
Purchase price $585,000.00
Less deposit held by agent $29,250.00
Plus rates apportionment (MPDC, paid to 30/06/2026) $1,107.42
Balance due from purchaser $556,857.42
Payments: Agent's commission and GST (Piako Property Sales) {nz(r, 18000, 21000)}
Legal fee and disbursements {nz(r, 1600, 2100)}
Repay {HOME_BANK} home loan 52-6104-0448213-91 {nz(r, 180000, 230000)}
Balance to vendors' account {HOME_ACCT} on settlement.
"""


def t_appraisal(r: random.Random, dt: datetime) -> str:
    return f"""Piako Property Sales - Market Appraisal
Property: 27 Canada Street, Morrinsville   Prepared for Hemi & Kate Walker   {_d(dt)}
1960s weatherboard bungalow, 3 bedrooms, 1 bathroom, single garage, 809 m2 section, currently tenanted
Recent sales: 14 Allen St $562,000; 9 Bank St $598,000; 31 Canada St $575,000
Our appraisal: $570,000 - $600,000. Recommended method: deadline sale with tenant out by mid-December.
Commission: 3.95% on the first $400,000, 2% on the balance, + $500 + GST. Marketing package $1,850.
Trish Moana, 021 990 418
"""


def t_tenancy_end(r: random.Random, dt: datetime) -> str:
    return f"""Morrinsville Rentals - Property Management
{_d(dt)}
Re: 27 Canada Street - end of tenancy (Robertson)
Hi Kate, the tenants moved out on 5 December as per the 90-day notice for sale. Final inspection done:
house clean, minor marks on the lounge wall, carpet cleaned. We have requested the full bond
($2,080) be refunded to the tenants through Tenancy Services. Keys and garage remote are at our office
for the agent. Our final statement is attached: rent to 5 December {nz(r, 900, 1400)} less management
fee and final inspection fee. This ends our management agreement. Thanks for being great landlords!
"""


def t_tenancy_agreement(r: random.Random, dt: datetime) -> str:
    return f"""RESIDENTIAL TENANCY AGREEMENT (Residential Tenancies Act 1986)
Landlord: H & K Walker c/- Morrinsville Rentals   Tenants: Craig and Shelley Robertson
Address: 27 Canada Street, Morrinsville   Start: {_d(dt)}   Periodic tenancy
Rent: $520 per week, paid fortnightly in advance   Bond: $2,080 (4 weeks), lodged with Tenancy Services
Healthy homes compliance statement attached (heating, insulation, ventilation, moisture, draught stopping)
Insulation statement: ceiling 120 mm (2019), underfloor foil replaced with polystyrene (2019)
Pets: one cat allowed. Smoke alarms: 3, photoelectric, installed 2022.
"""


def t_canada_rates(r: random.Random, dt: datetime) -> str:
    return f"""Matamata-Piako District Council - Rates instalment notice {rating_year(dt)}
Valuation No: 04501/228.00   Ratepayer: H R & K M Walker
Location: 27 Canada Street, Morrinsville   Land use: Residential   Capital value $540,000
Water supply and wastewater targeted rates included
This instalment: {nz(r, 700, 900)}   Due {_d(dt + timedelta(days=27))}
"""


def t_vn_contract(r: random.Random, dt: datetime) -> str:
    return f"""Kaimai Vets Limited - Individual Employment Agreement
Employee: Kate Maree Walker   Position: Registered Veterinary Nurse (part time, 24 hours per week)
Start date: {_d(dt)}   Location: Morrinsville clinic, large and small animal
Hours: Tuesday to Thursday 8.00 am - 5.30 pm, plus one Saturday morning in four during calving
Rate: $27.60 per hour; professional registration and VNCNZ/NZVNA membership paid by the employer
Duties: surgical nursing, anaesthetic monitoring, dispensary, client education, calf club day
Notice: 4 weeks.   Signed: clinic director {who(r)}, and K. Walker
"""


def t_vn_payslip(r: random.Random, dt: datetime) -> str:
    return f"""Kaimai Vets Ltd - Payslip  period ending {dt:%d/%m/%Y}
Employee: Kate Walker (RVN)   IRD {KATE_IRD}   Tax code M
Ordinary hours 48.00 @ $29.10 = $1,396.80
PAYE {nz(r, 190, 230)}   KiwiSaver 3% $41.90   Net pay {nz(r, 1100, 1180)}
Annual leave balance: {r.randint(2, 15)} days
"""


def t_resignation(r: random.Random, dt: datetime) -> str:
    return f"""{_d(dt)}
Dear {who(r)},
Please accept this letter as notice of my resignation from my position as Registered Veterinary Nurse at
Kaimai Vets. In line with my employment agreement I am giving four weeks' notice; my last day will be
Friday 16 December 2022.
Now that Hemi and I own the farm, I need to be at home full time for calving, the calves and the books.
Thank you for seventeen great years (on and off!) - I have loved the team and the clients, and I'll still
see you all at the farm gate.
Ngā mihi nui,
Kate Walker
"""


CPD = ["Anaesthesia monitoring for the small clinic", "Calf scours: diagnosis and treatment",
       "Fluid therapy for nurses"]


def t_vn_cpd(r: random.Random, dt: datetime) -> str:
    return f"""Certificate of attendance - Veterinary Nursing CPD
This certifies that Kate Walker RVN attended "{r.choice(CPD)}"
Held at Hamilton Gardens Pavilion on {_d(dt)}. 6 CPD points (Veterinary Nursing Council of NZ).
"""


def t_sharemilk_agreement(r: random.Random, dt: datetime) -> str:
    return f"""FEDERATED FARMERS 50:50 SHAREMILKING AGREEMENT (Order in Council form)
Farm owner: Hoskings Family Trust, 86 Kay Road, Walton
Sharemilker: H R & K M Walker (trading as H & K Walker Partnership)
Term: 1 June 2018 to 31 May 2021 (three seasons)
Herd: owned by the sharemilkers, approx. 420 cows; peak cows milked 410
Milk proceeds: 50% to each party; the sharemilker supplies labour, herd, plant running costs (50%)
Farm owner supplies the land, dairy, effluent system and pays rates, fertiliser, R&M to buildings.
Signed {_d(dt)}
"""


def t_washup(r: random.Random, dt: datetime) -> str:
    return f"""Final wash-up - H & K Walker Partnership / Hoskings Family Trust, season 2020/21
Prepared {_d(dt)}
Milk proceeds 50% to 31 May 2021: {nz(r, 380000, 460000)}
Shared costs owed by sharemilker: {nz(r, 4000, 9000)}
Supplements fed to 31 May - sharemilker share: {nz(r, 3000, 8000)}
Dairy shed items damaged (cup removers) - agreed $1,200 to farm owner
Balance owing to the sharemilker: {nz(r, 12000, 26000)}, paid {_d(dt + timedelta(days=10))}
Thanks for three good seasons - all the best on your own farm. Bruce & Helen Hoskings
"""


def t_partnership_accounts(r: random.Random, dt: datetime) -> str:
    return f"""H & K Walker Partnership - Final financial statements for the year ended 31 March 2021
Sharemilking income: {nz(r, 720000, 800000)}
Livestock: herd transferred to Walker Whenua Farms Limited at 31 May 2021 at herd scheme values
Partnership ceased on 31 May 2021; final GST return filed and GST registration cancelled.
Prepared by Fenwick Rangi Chartered Accountants, {_d(dt)}
"""


def t_farm_purchase(r: random.Random, dt: datetime) -> str:
    return f"""Gallagher Tuhiwai Law - Settlement statement (purchaser)
Purchase: Walker Whenua Farms Limited from the Van den Berg Family Trust
Property: 412 Kiwitahi Road, Morrinsville - 131.48 ha (128 ha effective), dwellings, 44-bale rotary dairy
Settlement date: 1 June 2021
Purchase price: $5,150,000 plus GST zero-rated
Co-op shares (165,000) transferred separately
Funds: {FARM_BANK} term loans $3,600,000; equity from herd and sale of partnership assets
Legal fees and disbursements {nz(r, 6000, 9000)}   Prepared {_d(dt)}
"""


def t_due_diligence(r: random.Random, dt: datetime) -> str:
    return f"""Due diligence checklist - 412 Kiwitahi Rd (Van den Berg farm)   {_d(dt)}
- LIM: ordered, no issues; building consents for the implement shed 2004 not signed off (!)
- Effluent consent AUTH118204.01.01 - expires 2026, compliance record good (2 minor non-compliances 2018)
- Soil tests: Olsen P 35-48, pH 5.9-6.2
- Water: bore consent for stock water
- Milking plant tested OK; vat 25,000 L + 15,000 L
- Lawyer: check the right of way with 398 (Hollis)
- Bank: valuation $5.2M, equity 41% OK
"""


def t_raro(r: random.Random, dt: datetime) -> str:
    return f"""Booking confirmation - Muri Beach Villas, Rarotonga, Cook Islands
Guests: Walker family (2 adults, 3 children)   Check-in 8 July 2023, check-out 15 July 2023
Garden villa with 2 bedrooms and kitchenette. NZD {r.randint(2400, 3200)}.00 paid in full.
Airport transfers included. Kia orana! We look forward to welcoming you.
"""


def t_queenstown(r: random.Random, dt: datetime) -> str:
    return f"""Your trip - Queenstown, September 2024
Flights: Hamilton - Christchurch - Queenstown, Sat 28 Sep 2024 and back Fri 4 Oct 2024 (5 passengers)
Accommodation: Frankton lakeside apartment, 6 nights
Cardrona lift passes: 3 days family pass NZD {r.randint(900, 1300)}.00
Ski hire: Small Planet, Aroha + Nikau lessons Monday and Tuesday
Relief milker: n/a (cows dry-ish? no - calving!! Tyler + Sione on)
"""


def t_oldlaptop_doc(r: random.Random, dt: datetime) -> str:
    return r.choice([
        "Calf club 2019 - Aroha's calf 'Bella', Jersey heifer, born 3 Aug. Leading practice every night.",
        "Sharemilker contract negotiation notes - Bruce wants 50:50 to stay, we want the new vat included.",
        "Christmas list 2020: Nikau - bike; Mereana - doll pram; Aroha - phone??; Nanny Rangi - slippers.",
        "Herd sale catalogue draft 2018 - 40 surplus heifers, in-calf to KiwiCross, BW 140+.",
    ]) + "\n"


def t_cv(r: random.Random, dt: datetime) -> str:
    return """KATE WALKER (née Brennan) - Registered Veterinary Nurse
412 Kiwitahi Road, RD 2, Morrinsville | 027 331 0876
Qualifications: NZ Diploma in Veterinary Nursing (Level 6), Otago Polytechnic 2004; VNCNZ registered
Experience:
2017 - present  Kaimai Vets Morrinsville - RVN, part time (large and small animal)
2009 - 2016     Kaimai Vets - casual and seasonal (calving, calf clinics) while sharemilking
2005 - 2009     Cambridge Veterinary Hospital - veterinary nurse, equine and companion animals
Skills: anaesthetic monitoring, radiography, dispensary, calf disease work-ups, client education
Referees available on request
"""


def t_rfi_email(r: random.Random, dt: datetime) -> str:
    return eml(f"{who(r)} <consents@waikatoregion.govt.nz>",
               "Rebecca Hoani <rebecca@kaimaienviro.co.nz>, Kate Walker <kate@walkerwhenua.co.nz>",
               f"RE: Application {APP} - further information", dt,
               "Kia ora Rebecca and Kate,\n\nThanks for the site visit last week. Please find attached our formal s92"
               " request for the effluent discharge and pond application at 412 Kiwitahi Road. The main gap is the"
               " geotechnical information for the pond site and the liner leak detection. Once we receive it I'll"
               " restart the processing clock; with no submissions this can be decided non-notified.\n\n"
               "Ngā mihi,\nConsents Officer, Waikato Regional Council")


def t_calf_ideas(r: random.Random, dt: datetime) -> str:
    return """new calf shed ideas (after calving 2025 - never again in the old implement shed!!)
- 6 pens not 4, 20 calves a pen max, 1.5 m2 each
- open to the east for sun, shut the westerlies out
- proper milk room: hot water, taxi bench, wash-down
- concrete feed alley so the taxi can drive in
- drainage!! pens sloped to a sump, bark on top
- ask Craig (Piako Rural) for a price + Totara Sheds kitset to compare
- build autumn 2026, done before July
"""


def t_vcf(r: random.Random, dt: datetime) -> str:
    out = []
    for name, tel in (("Hemi", "+64275521904"), ("Tyler Farm", "+64211884302"), ("Sione relief", "+64223083451"),
                      ("Kaimai Vets", "+6478897362"), ("Aotea tanker", "+64800286832"), ("Nanny Rangi", "+6478243117"),
                      ("Siobhan", "+61412608351"), ("Sandra accountant", "+6478894410")):
        out.append(f"BEGIN:VCARD\nVERSION:2.1\nFN:{name}\nTEL;CELL:{tel}\nEND:VCARD")
    return "\n".join(out) + "\n"


MACRONS = str.maketrans("āēīōūĀĒĪŌŪ", "aeiouAEIOU")


def _pdf_text(text: str) -> bytes:
    return _pdf(_latin1(text.translate(MACRONS)))


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
            return _pdf_text(content)
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

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    def stamp(age: float) -> str:
        dt = NOW - timedelta(days=age)
        return f"{dt:%Y%m%d}_{r.randint(6, 19):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"

    def mon(age: float, back: bool = False) -> datetime:
        dt = NOW - timedelta(days=age)
        return prev_month(dt) if back else dt

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    doc, dl, desk, pics = "Documents", "Downloads", "Desktop", "Pictures"

    # ------------------------------------------------------------ Documents/Farm (Areas Farm)
    f = f"{doc}/Farm"
    for age in (12, 43, 74, 104, 135, 165, 196):
        add(f"{f}/Milk statements/Aotea supply statement {mon(age, True):%b %Y}.pdf", A, "Farm", age, t_milk_statement)
    add(f"{f}/Milk statements/Annual production summary 2024-25.pdf", A, "Farm", 335, t_milk_annual)
    add(f"{f}/Milk statements/share statement Mar 2026.pdf", A, "Farm", 80, t_coop_shares)
    add(f"{f}/Herd/herd test {mon(20):%d-%m-%Y}.csv", A, "Farm", 20, t_herd_test)
    add(f"{f}/Herd/herd test Oct 2025.csv", A, "Farm", 215, t_herd_test)
    add(f"{f}/Herd/HerdWise export.csv", A, "Farm", 9, t_herd_export)
    add(f"{f}/Herd/mating plan 2025.xlsx", A, "Farm", 240, t_mating_plan)
    add(f"{f}/Herd/calving 2025.xlsx", A, "Farm", 300, t_calving_sheet)
    add(f"{f}/Herd/NAIT movements May.csv", A, "Farm", 6, t_nait)
    add(f"{f}/Herd/AB invoice Genetic Gain.pdf", A, "Farm", 150, t_ab_invoice)
    add(f"{f}/Herd/mastitis treatments.xlsx", A, "Farm", 25, t_mastitis)
    for age in (15, 48, 110):
        add(f"{f}/Vet & animal health/Kaimai Vets inv {r.randint(200000, 259999)}.pdf", A, "Farm", age, t_vet_invoice)
    add(f"{f}/Feed & fert/Kauri Fert invoice Sept.pdf", A, "Farm", 250, t_fert_invoice)
    add(f"{f}/Feed & fert/Kauri Fert invoice March.pdf", A, "Farm", 70, t_fert_invoice)
    add(f"{f}/Feed & fert/PKE Waikato Feed Co.pdf", A, "Farm", 40, t_pke_invoice)
    add(f"{f}/Feed & fert/Heifer grazing agreement 2025.docx", A, "Farm", 340, t_grazing)
    add(f"{f}/Feed & fert/Hautapu Contracting maize.pdf", A, "Farm", 100, t_contractor)
    add(f"{f}/Rates/MPDC rates inst 4.pdf", A, "Farm", 70, t_rates)
    add(f"{f}/Rates/MPDC rates inst 1 2025-26.pdf", A, "Farm", 300, t_rates)
    add(f"{f}/Milking machine test 2025.pdf", A, "Farm", 260, t_machine_test)
    add(f"{f}/WRC compliance report Nov 2024.pdf", A, "Farm", 560, t_compliance)
    add(f"{f}/shed power Kereru May.pdf", A, "Farm", 10, t_shed_power)
    add(f"{f}/farm diary.txt", A, "Farm", 2, t_farm_diary)
    for name, text in (("Calf rearing guide", "calf rearing"), ("Pasture spring rotation", "pasture"),
                       ("SmartSAMM mastitis factsheet", "mastitis"), ("BCS guide", "bcs")):
        add(f"{f}/Info/{name}.pdf", R, "Farm", r.randint(300, 1500), FARM_GUIDES[text])

    # ------------------------------------------------------------ effluent consent (Projects Farm)
    e = f"{f}/Effluent consent 2026"
    add(f"{e}/AEE draft v3.docx", P, "Farm", 130, t_aee)
    add(f"{e}/WRC application form {APP}.pdf", P, "Farm", 109, t_application)
    add(f"{e}/s92 RFI letter 20 March.pdf", P, "Farm", 73, t_rfi)
    add(f"{e}/RFI response final.docx", P, "Farm", 50, t_rfi_response)
    add(f"{e}/Pond design report KEC-2611.pdf", P, "Farm", 115, t_pond_design)
    add(f"{e}/Liner quotes/Waikato Liners Q2087.pdf", P, "Farm", 60, t_liner_quote)
    add(f"{e}/Liner quotes/AgriLining quote.pdf", P, "Farm", 55, t_liner_quote)
    add(f"{e}/Liner quotes/Geoseal.pdf", P, "Farm", 40, t_liner_quote)
    add(f"{e}/WRC invoice processing.pdf", P, "Farm", 21, t_consent_fees)
    add(f"{e}/site visit notes.txt", P, "Farm", 90, t_site_notes)
    add(f"{e}/storage calc.xlsx", P, "Farm", 140, t_pond_calc)
    add(f"{e}/Hollis written approval signed.pdf", P, "Farm", 118, t_affected_party)
    add(f"{e}/KEC invoices/KEC-1144.pdf", P, "Farm", 100, t_kec_invoice)
    add(f"{e}/KEC invoices/KEC-1187.pdf", P, "Farm", 46, t_kec_invoice)
    add(f"{e}/effluent block plan.png", P, "Farm", 120, "")

    # ------------------------------------------------------------ calf shed (Projects Farm)
    c = f"{f}/Calf shed"
    add(f"{c}/Piako Rural Builders quote Q{r.randint(600, 699)}.pdf", P, "Farm", 130, t_builder_quote)
    add(f"{c}/Building consent BC2026-0118.pdf", P, "Farm", 60, t_building_consent)
    add(f"{c}/plans rev B.pdf", P, "Farm", 95, t_shed_plans)
    add(f"{c}/materials list.xlsx", P, "Farm", 40, t_materials)
    add(f"{c}/calf shed budget.xlsx", P, "Farm", 8, t_shed_budget)
    add(f"{c}/progress claim 1.pdf", P, "Farm", 18, t_progress_invoice)
    add(f"{c}/progress claim 2.pdf", P, "Farm", 4, t_progress_invoice)
    add(f"{c}/inspection booked.txt", P, "Farm", 15, t_inspection_booking)

    # ------------------------------------------------------------ Walker Whenua Farms Ltd (Areas Tax)
    w = f"{doc}/Walker Whenua Farms Ltd"
    for age in (65, 125, 185, 245, 510):
        a, b = gst_period(NOW - timedelta(days=age))
        add(f"{w}/GST/GST return {a:%b}-{b:%b %Y}.pdf", A, "Tax", age, t_gst)
    add(f"{w}/Provisional tax/P3 May 2026.pdf", A, "Tax", 35, t_prov_tax)
    add(f"{w}/Provisional tax/P2 Jan 2026.pdf", A, "Tax", 140, t_prov_tax)
    add(f"{w}/Accountant/Engagement letter 2024.pdf", A, "Tax", 700, t_engagement)
    add(f"{w}/Accountant/Tax planning letter Feb 2026.pdf", A, "Tax", 100, t_tax_planning)
    add(f"{w}/Accountant/FR invoice 2025.pdf", A, "Tax", 290, t_acct_invoice)
    add(f"{w}/Accountant/questions for Sandra.docx", A, "Tax", 75, t_acct_queries)
    add(f"{w}/Annual accounts/WWFL accounts FY2025.pdf", A, "Tax", 300, t_annual_accounts)
    add(f"{w}/Annual accounts/WWFL accounts FY2024.pdf", A, "Tax", 660, t_annual_accounts)
    add(f"{w}/Annual accounts/IR4 2025.pdf", A, "Tax", 295, t_ir4)
    add(f"{w}/Annual accounts/IR3 Hemi 2025.pdf", A, "Tax", 290, t_ir3)
    add(f"{w}/Annual accounts/IR3 Kate 2025.pdf", A, "Tax", 289, t_ir3)

    # ------------------------------------------------------------ Staff (Areas Staff)
    s = f"{doc}/Staff"
    add(f"{s}/Tyler/Tyler Ngata employment agreement.docx", A, "Staff", 1020, t_employment_agreement)
    add(f"{s}/Tyler/Tyler signed IEA.pdf", A, "Staff", 1015, t_employment_agreement)
    add(f"{s}/Tyler/wage review 2025.docx", A, "Staff", 365, t_wage_review)
    add(f"{s}/Tyler/Payslip 2026-05-15.pdf", A, "Staff", 17, t_payslip)
    add(f"{s}/Tyler/Payslip 2026-05-29.pdf", A, "Staff", 3, t_payslip)
    add(f"{s}/Tyler/timesheets May.xlsx", A, "Staff", 3, t_timesheet)
    add(f"{s}/H&S induction Sione.pdf", A, "Staff", 400, t_hs_induction)
    add(f"{s}/Sione invoices/Inv 71.pdf", A, "Staff", 30, t_relief_invoice)
    add(f"{s}/Sione invoices/Inv 68.pdf", A, "Staff", 62, t_relief_invoice)
    add(f"{s}/PAYE May filing.pdf", A, "Staff", 12, t_paye)

    # ------------------------------------------------------------ household Areas
    b = f"{doc}/Bank"
    add(f"{b}/Kowhai stmt Apr 2026.pdf", A, "Finance", 31, t_home_bank)
    add(f"{b}/Kowhai stmt Mar 2026.pdf", A, "Finance", 62, t_home_bank)
    add(f"{b}/Totara Rural current acct Apr.pdf", A, "Finance", 30, t_farm_bank)
    add(f"{b}/Totara Rural current acct Feb.pdf", A, "Finance", 90, t_farm_bank)
    add(f"{b}/lending review 2025.pdf", A, "Finance", 330, t_loan_review)
    add(f"{b}/KiwiSaver Kate 2026.pdf", A, "Finance", 50, t_kiwisaver)
    add(f"{b}/KiwiSaver Hemi 2025.pdf", A, "Finance", 410, t_kiwisaver)
    add(f"{b}/household budget 2026.xlsx", A, "Finance", 120, t_household_budget)
    add(f"{b}/cashflow budget 2025-26.xlsx", A, "Finance", 360, t_cashflow)
    i = f"{doc}/Insurance"
    add(f"{i}/RSM farm policy 2025.pdf", A, "Insurance", 240, t_farm_policy)
    add(f"{i}/RSM house contents renewal.pdf", A, "Insurance", 180, t_house_policy)
    add(f"{i}/RSM vehicles.pdf", A, "Insurance", 200, t_vehicle_policy)
    add(f"{i}/Kowhai Life review.pdf", A, "Insurance", 400, t_life_policy)
    add(f"{i}/ACC levy 2025-26.pdf", A, "Insurance", 250, t_acc_levy)
    add(f"{i}/ACC levy 2024-25.pdf", A, "Insurance", 610, t_acc_levy)
    h = f"{doc}/House"
    add(f"{h}/power Mar 2026.pdf", A, "Home", 60, t_power_bill)
    add(f"{h}/power Apr 2026.pdf", A, "Home", 30, t_power_bill)
    add(f"{h}/broadband.pdf", A, "Home", 45, t_broadband)
    add(f"{h}/septic pump out.pdf", A, "Home", 420, t_septic)
    add(f"{h}/chimney sweep.pdf", A, "Home", 230, t_chimney)
    v = f"{doc}/Cars"
    add(f"{v}/Ranger rego 2026.pdf", A, "Vehicles", 16, t_rego)
    add(f"{v}/Highlander WOF.pdf", A, "Vehicles", 140, t_wof)
    add(f"{v}/RUC receipt Mar.pdf", A, "Vehicles", 80, t_ruc)
    add(f"{v}/Ranger service 150k.pdf", A, "Vehicles", 200, t_service)
    k = f"{doc}/Kids"
    add(f"{k}/School/Kiwitahi newsletter T2W4.pdf", A, "School", 20, t_newsletter)
    add(f"{k}/School/Kiwitahi newsletter T1W7.pdf", A, "School", 75, t_newsletter)
    add(f"{k}/School/Nikau report mid year 2025.pdf", A, "School", 330, t_report)
    add(f"{k}/School/Mereana camp form.pdf", A, "School", 40, t_camp)
    add(f"{k}/School/Nikau EOTC email.eml", A, "School", 28, t_school_email)
    add(f"{k}/Aroha/NCEA progress.pdf", A, "School", 35, t_ncea)
    add(f"{k}/Aroha/college statement.pdf", A, "School", 61, t_college_fees)
    add(f"{k}/Aroha/subject choices Y12.docx", A, "School", 10, t_subject_choice)
    he = f"{doc}/Health"
    add(f"{he}/Nikau asthma action plan 2025.pdf", A, "Health", 300, t_asthma)
    add(f"{he}/MFH invoice.pdf", A, "Health", 26, t_gp_invoice)
    add(f"{he}/Hemi shoulder physio ACC.pdf", A, "Health", 55, t_acc_physio)
    add(f"{he}/Waikato Hosp letter Hemi.pdf", A, "Health", 70, t_specialist)
    add(f"{he}/dentist Hemi.pdf", A, "Health", 190, t_dental)
    wh = f"{doc}/Whanau"
    add(f"{wh}/Trust/Hui a tau panui 2025.pdf", A, "Whanau", 380, t_trust_agm)
    add(f"{wh}/Trust/Hui a tau panui 2026.pdf", A, "Whanau", 12, t_trust_agm)
    add(f"{wh}/Trust/Trustee hui minutes Mar 2026.docx", A, "Whanau", 68, t_trust_minutes)
    add(f"{wh}/Trust/Trust accounts 2025.xlsx", A, "Whanau", 390, t_trust_accounts)
    add(f"{wh}/marae roster Matariki.xlsx", A, "Whanau", 20, t_marae_roster)
    add(f"{wh}/Uncle Tame tangi koha.xlsx", A, "Whanau", 290, t_koha)
    add(f"{wh}/whanau hui at Nannys.txt", A, "Whanau", 8, t_hui_panui)
    rc = f"{doc}/Rugby Club"
    add(f"{rc}/Treasurer/KRSC accounts 2025.xlsx", A, "Rugby", 230, t_club_accounts)
    add(f"{rc}/Treasurer/Treasurer report AGM 2025.docx", A, "Rugby", 195, t_treasurer_report)
    add(f"{rc}/Treasurer/Treasurer report AGM 2024.docx", A, "Rugby", 560, t_treasurer_report)
    add(f"{rc}/Treasurer/subs 2026.xlsx", A, "Rugby", 5, t_subs)
    add(f"{rc}/Treasurer/bar takings 2026.xlsx", A, "Rugby", 11, t_bar_takings)
    for age in (120, 100, 95):
        add(f"{rc}/Treasurer/sponsor invoices/KRSC-{r.randint(200, 399)}.pdf", A, "Rugby", age, t_sponsor_invoice)
    add(f"{rc}/Treasurer/WRU affiliation 2026.pdf", A, "Rugby", 85, t_wru_invoice)
    add(f"{rc}/Treasurer/PCT grant accountability.pdf", A, "Rugby", 150, t_grant_report)
    add(f"{rc}/Laws summary 2026.pdf", R, "Rugby", 110, RUGBY_LAWS)
    add(f"{rc}/U11 drills.docx", R, "Rugby", 90, RUGBY_DRILLS)

    # ------------------------------------------------------------ Kate: old job (Archive Career), te reo (Resources)
    kv = f"{doc}/Kate/Vet nursing (old)"
    add(f"{kv}/Kaimai Vets IEA 2017.pdf", X, "Career", 3300, t_vn_contract)
    add(f"{kv}/payslips/Payslip 2022-11-25.pdf", X, "Career", 1284, t_vn_payslip)
    add(f"{kv}/payslips/Payslip 2022-12-09.pdf", X, "Career", 1270, t_vn_payslip)
    add(f"{kv}/resignation letter.docx", X, "Career", 1295, t_resignation)
    add(f"{kv}/CPD cert fluids.pdf", X, "Career", 1600, t_vn_cpd)
    add(f"{kv}/CV Kate Walker 2017.docx", X, "Career", 3320, t_cv)
    tr = f"{doc}/Kate/Te Reo"
    add(f"{tr}/kupu wk1-5.docx", R, "Te Reo", 200, TEREO["kupu wk1-5"])
    add(f"{tr}/pepeha.docx", R, "Te Reo", 185, TEREO["pepeha"])
    add(f"{tr}/Tutira mai.txt", R, "Te Reo", 170, TEREO["waiata"])
    add(f"{tr}/week 8 notes.docx", R, "Te Reo", 60, TEREO["sentence patterns"])
    for name, key in (("boil-up.txt", "boil-up"), ("pavlova.docx", "pavlova"), ("feijoa chutney.txt", "feijoa chutney"),
                      ("hangi for prizegiving.docx", "hangi"), ("lamingtons.txt", "lamingtons")):
        add(f"{doc}/Recipes/{name}", R, "Cooking", r.randint(100, 1400), RECIPES[key])

    # ------------------------------------------------------------ Aussie trip (Projects Travel)
    t = f"{doc}/Aussie trip"
    add(f"{t}/Tasman Air booking.pdf", P, "Travel", 45, t_flights)
    add(f"{t}/Surfers Sands confirmation.pdf", P, "Travel", 40, t_apartment)
    add(f"{t}/theme park passes.pdf", P, "Travel", 20, t_theme_park)
    add(f"{t}/packing list.docx", P, "Travel", 6, t_trip_packing)
    add(f"{t}/budget.xlsx", P, "Travel", 18, t_trip_budget)
    add(f"{t}/Siobhan.txt", P, "Travel", 30, t_siobhan)
    add(f"{t}/travel insurance.pdf", P, "Travel", 15, t_travel_ins)
    add(f"{t}/farm cover roster.xlsx", P, "Travel", 4, t_farm_cover)
    add(f"{t}/flight TA131.ics", P, "Travel", 45, t_flight_ics)
    add(f"{t}/~$cking list.docx", L, "System", 1, b"\x0bKate Walker" + bytes(151))

    # ------------------------------------------------------------ Archive: Canada St, sharemilking, purchase, trips
    cs = f"{doc}/Canada St"
    add(f"{cs}/Sale and purchase agreement signed.pdf", X, "Home", 140, t_sale_agreement)
    add(f"{cs}/appraisal Piako Property.pdf", X, "Home", 205, t_appraisal)
    add(f"{cs}/settlement statement.pdf", X, "Home", 94, t_settlement)
    add(f"{cs}/Morrinsville Rentals end of tenancy.pdf", X, "Home", 175, t_tenancy_end)
    add(f"{cs}/tenancy agreement Robertson 2019.pdf", X, "Home", 2400, t_tenancy_agreement)
    add(f"{cs}/rates Canada St inst 2.pdf", X, "Home", 160, t_canada_rates)
    hs = f"{doc}/Hoskings sharemilking"
    add(f"{hs}/50-50 agreement 2018.pdf", X, "Farm", 2920, t_sharemilk_agreement)
    add(f"{hs}/final wash up 2021.pdf", X, "Farm", 1800, t_washup)
    add(f"{hs}/partnership final accounts.pdf", X, "Farm", 1700, t_partnership_accounts)
    add(f"{f}/Purchase 2021/settlement statement farm.pdf", X, "Farm", 1826, t_farm_purchase)
    add(f"{f}/Purchase 2021/due diligence checklist.docx", X, "Farm", 1900, t_due_diligence)
    add(f"{doc}/Holidays/Raro 2023 booking.pdf", X, "Travel", 1100, t_raro)
    add(f"{doc}/Holidays/Queenstown 2024 itinerary.docx", X, "Travel", 640, t_queenstown)

    # ------------------------------------------------------------ Documents/Scanned Documents (hard, HP scanner)
    sd = f"{doc}/Scanned Documents"
    for n, bucket, topic, age, tpl in (
            (3, A, "Farm", 150, t_vet_invoice), (5, P, "Farm", 118, t_affected_party),
            (7, P, "Farm", 60, t_building_consent), (9, A, "Health", 70, t_specialist),
            (11, A, "Insurance", 200, t_vehicle_policy), (12, A, "School", 40, t_camp),
            (14, A, "Staff", 360, t_wage_review), (16, A, "Whanau", 68, t_trust_minutes),
            (19, X, "Home", 140, t_sale_agreement), (21, A, "Tax", 290, t_ir3),
            (22, P, "Travel", 30, t_passport), (24, X, "Home", 175, t_tenancy_end),
            (25, X, "Career", 1290, t_resignation), (27, A, "Farm", 335, t_grazing),
            (30, A, "Rugby", 195, t_treasurer_report), (31, A, "Farm", 300, t_rates),
            (33, A, "Staff", 62, t_relief_invoice), (34, A, "Farm", 260, t_machine_test),
            (36, A, "Insurance", 180, t_house_policy), (38, A, "Home", 420, t_septic),
            (40, A, "School", 60, t_college_fees)):
        add(f"{sd}/scan{n:04d}.pdf", bucket, topic, age, tpl, hard=True)

    # ------------------------------------------------------------ Documents/2025 (year folder) and New folder
    y = f"{doc}/2025"
    add(f"{y}/Doc1.docx", A, "Rugby", 200, t_treasurer_report, hard=True)
    add(f"{y}/Doc2.docx", A, "Tax", 300, t_acct_queries, hard=True)
    add(f"{y}/scan0002.pdf", A, "Finance", 410, t_kiwisaver, hard=True)
    add(f"{y}/New Text Document.txt", A, "Farm", 230, t_farm_diary, hard=True)
    add(f"{y}/Book1.xlsx", A, "Whanau", 290, t_koha, hard=True)
    add(f"{y}/download.pdf", A, "Insurance", 250, t_acc_levy, hard=True)
    add(f"{y}/Document (1).pdf", A, "Farm", 270, t_vet_invoice, hard=True)
    add(f"{y}/Nikau report.pdf", A, "School", 331, t_report)
    add(f"{y}/milk statement Oct.pdf", A, "Farm", 195, t_milk_statement)
    add(f"{y}/calf shed ideas.txt", P, "Farm", 200, t_calf_ideas)
    add(f"{y}/appraisal Canada St.pdf", X, "Home", 206, t_appraisal)
    nf = f"{doc}/New folder"
    add(f"{nf}/Doc1.docx", A, "Staff", 1025, t_employment_agreement, hard=True)
    add(f"{nf}/Doc3.docx", P, "Farm", 52, t_rfi_response, hard=True)
    add(f"{nf}/New Microsoft Excel Worksheet.xlsx", P, "Travel", 25, t_trip_budget, hard=True)
    add(f"{doc}/desktop.ini", L, "System", 1500, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\"
        "shell32.dll,-21770\r\nIconResource=%SystemRoot%\\system32\\imageres.dll,-112\r\n")

    # ------------------------------------------------------------ Desktop
    add(f"{desk}/calf shed budget (1).xlsx", P, "Farm", 7, t_shed_budget)
    add(f"{desk}/Aotea statement April.pdf", A, "Farm", 12, t_milk_statement)
    add(f"{desk}/s92 response v2.docx", P, "Farm", 56, t_rfi_response)
    add(f"{desk}/subs 2026 (2).xlsx", A, "Rugby", 4, t_subs)
    add(f"{desk}/Tyler payslip.pdf", A, "Staff", 17, t_payslip)
    add(f"{desk}/to do.txt", A, "Farm", 3, t_farm_todo, hard=True)
    add(f"{desk}/untitled.txt", R, "Cooking", 150, RECIPES["boil-up"], hard=True)
    add(f"{desk}/untitled (2).txt", R, "Te Reo", 40, TEREO["sentence patterns"], hard=True)
    add(f"{desk}/New Text Document.txt", P, "Travel", 33, t_siobhan, hard=True)
    add(f"{desk}/New Text Document (2).txt", P, "Farm", 88, t_site_notes, hard=True)
    add(f"{desk}/Doc3.docx", A, "Tax", 76, t_acct_queries, hard=True)
    add(f"{desk}/Book1.xlsx", A, "Rugby", 11, t_bar_takings, hard=True)
    add(f"{desk}/notes.txt", P, "Farm", 14, t_inspection_booking, hard=True)
    add(f"{desk}/New folder/Document1.docx", A, "Whanau", 9, t_hui_panui, hard=True)
    add(f"{desk}/New folder/print.pdf", P, "Travel", 20, t_theme_park, hard=True)
    add(f"{desk}/desktop.ini", L, "System", 1500, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21769\r\nIconResource=%SystemRoot%\\system32\\imageres.dll,-183\r\n")

    # ------------------------------------------------------------ Downloads: named
    add(f"{dl}/APP146633 s92 request.pdf", P, "Farm", 73, t_rfi)
    add(f"{dl}/RE_ Application APP146633 - further information.eml", P, "Farm", 72, t_rfi_email)
    add(f"{dl}/Pond design KEC-2611 (1).pdf", P, "Farm", 114, t_pond_design)
    add(f"{dl}/Q2087 Waikato Liners.pdf", P, "Farm", 61, t_liner_quote)
    add(f"{dl}/BC2026-0118 approved.pdf", P, "Farm", 60, t_building_consent)
    add(f"{dl}/Tasman Air e-ticket.pdf", P, "Travel", 45, t_flights)
    add(f"{dl}/Surfers Sands booking.pdf", P, "Travel", 40, t_apartment)
    add(f"{dl}/passport_application_receipt.pdf", P, "Travel", 30, t_passport)
    add(f"{dl}/Coastline reservation.pdf", P, "Travel", 22, t_car_hire)
    add(f"{dl}/SupplyStatement_{SUPPLIER}_202603.pdf", A, "Farm", 43, t_milk_statement)
    add(f"{dl}/SupplyStatement_{SUPPLIER}_202602.pdf", A, "Farm", 74, t_milk_statement)
    add(f"{dl}/HerdTest_31872_20260512.csv", A, "Farm", 20, t_herd_test)
    add(f"{dl}/NAIT_movements.csv", A, "Farm", 6, t_nait)
    add(f"{dl}/RatesNotice_0462011200.pdf", A, "Farm", 70, t_rates)
    add(f"{dl}/GST101A_2026-03.pdf", A, "Tax", 65, t_gst)
    add(f"{dl}/ProvisionalTax_P3.pdf", A, "Tax", 35, t_prov_tax)
    add(f"{dl}/KiwiSaver_AnnualStatement_2026.pdf", A, "Finance", 50, t_kiwisaver)
    add(f"{dl}/statement_0426.pdf", A, "Finance", 29, t_farm_bank)
    add(f"{dl}/ACC_levy_invoice.pdf", A, "Insurance", 245, t_acc_levy)
    add(f"{dl}/Kiwitahi_Panui_T2W4.pdf", A, "School", 20, t_newsletter)
    add(f"{dl}/Asthma-Action-Plan-Nikau.pdf", A, "Health", 300, t_asthma)
    add(f"{dl}/Hui-a-tau-2026-panui.pdf", A, "Whanau", 12, t_trust_agm)
    add(f"{dl}/WRU_Affiliation_Invoice_2026.pdf", A, "Rugby", 85, t_wru_invoice)
    add(f"{dl}/KRSC_transactions_Apr-May.csv", A, "Rugby", 8, t_club_bank_csv)
    add(f"{dl}/Settlement statement 27 Canada St.pdf", X, "Home", 95, t_settlement)
    add(f"{dl}/Muri Beach Villas confirmation.pdf", X, "Travel", 1110, t_raro)
    add(f"{dl}/Queenstown itinerary.pdf", X, "Travel", 650, t_queenstown)
    add(f"{dl}/calf-rearing-guide.pdf", R, "Farm", 300, FARM_GUIDES["calf rearing"])
    add(f"{dl}/body-condition-scoring.pdf", R, "Farm", 420, FARM_GUIDES["bcs"])
    add(f"{dl}/winter-grazing-good-practice.pdf", R, "Farm", 500, FARM_GUIDES["winter grazing"])
    for name, title, author, para in (
            ("Kings of the Paddock.epub", "Kings of the Paddock: A Waikato Dairy Memoir", "Graham Tuck",
             "The cows came in at five, as they had every morning for forty years, and the old man was at the gate."),
            ("Korero Maori Every Day.epub", "Kōrero Māori Every Day", "Hine Pōtae",
             ("Start with what you say every day: kia ora, mōrena, kei te pēhea koe? "
              "Then build on it one phrase at a time.")),
            ("The Tide Turns.epub", "The Tide Turns", "Mere Anderson",
             "Detective Sergeant Ana Rāwiri found the body at low tide below the Raglan wharf."),
            ("Fifty Years of Country Rugby.epub", "Fifty Years of Country Rugby", "Bill O'Connell",
             "Every small-town club in the Waikato has a story about the day they beat the city team.")):
        add(f"{dl}/{name}", R, "Books", r.randint(60, 900), _epub(title, author, "en", para))
    for name, head in (("ChromeSetup.exe", b"MZ\x90\x00"),
                       ("FarmPay_Setup_3.8.1.msi", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"),
                       ("HPSmart_Web_Installer.exe", b"MZ\x90\x00"), ("ZoomInstallerFull.exe", b"MZ\x90\x00"),
                       ("MinecraftInstaller.msi", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"),
                       ("CashbookRural_2026_Setup.exe", b"MZ\x90\x00"), ("AcroRdrDCx64.exe", b"MZ\x90\x00")):
        add(f"{dl}/{name}", R, "Software", r.randint(20, 1500), _blob(r, head, 2000))
    add(f"{dl}/Unconfirmed 448213.crdownload", L, "System", 2, _blob(r, b"%PDF-1.4\n", 700))
    add(f"{dl}/FarmPay_Setup_3.9.0.msi.crdownload", L, "System", 1, _blob(r, b"\xd0\xcf\x11\xe0", 900))
    add(f"{dl}/GoldCoast_map.pdf.part", L, "System", 19, _blob(r, b"%PDF-1.6\n", 600))

    # ------------------------------------------------------------ Downloads: names that say nothing (hard)
    for name, bucket, topic, age, tpl in (
            ("document.pdf", A, "Farm", 104, t_milk_statement), ("document (1).pdf", A, "Home", 90, t_power_bill),
            ("document (2).pdf", P, "Farm", 20, t_consent_fees), ("document (3).pdf", A, "School", 75, t_newsletter),
            ("document (4).pdf", A, "Tax", 140, t_prov_tax), ("document (5).pdf", X, "Farm", 1820, t_farm_purchase),
            ("Document (6).pdf", A, "Health", 30, t_acc_physio), ("Document (7).pdf", A, "Whanau", 380, t_trust_agm),
            ("document (8).pdf", A, "Tax", 185, t_gst), ("Document (9).pdf", A, "Insurance", 400, t_life_policy),
            ("document (10).pdf", A, "Farm", 81, t_coop_shares),
            ("download.pdf", A, "Vehicles", 15, t_rego), ("download (1).pdf", A, "Finance", 31, t_home_bank),
            ("download (2).pdf", P, "Travel", 15, t_travel_ins),
            ("ViewDocument.pdf", A, "Finance", 330, t_loan_review),
            ("ViewDocument (1).pdf", A, "Farm", 200, t_compliance),
            ("GetAttachment.pdf", P, "Farm", 45, t_kec_invoice),
            ("GetAttachment (1).pdf", A, "Rugby", 100, t_sponsor_invoice),
            ("GetAttachment (2).pdf", P, "Farm", 18, t_progress_invoice),
            ("attachment.pdf", A, "Health", 190, t_dental), ("file.pdf", A, "Insurance", 240, t_farm_policy),
            ("output.pdf", A, "Finance", 410, t_kiwisaver),
            ("Doc1.docx", A, "Staff", 366, t_wage_review), ("Doc2.docx", A, "Rugby", 560, t_treasurer_report),
            ("Doc3.docx", P, "Farm", 135, t_aee),
            ("export.csv", A, "Farm", 9, t_herd_export), ("export (1).csv", A, "Farm", 200, t_herd_test),
            ("data.csv", A, "Rugby", 60, t_club_bank_csv), ("message.eml", A, "School", 28, t_school_email),
            ("20260220_103322.pdf", A, "Tax", 100, t_tax_planning),
            ("1748293011.pdf", A, "Farm", 135, t_milk_statement),
            ("inv_30521.pdf", P, "Farm", 22, t_timber_invoice), ("INV-5127.pdf", A, "Farm", 100, t_contractor),
            ("receipt.pdf", A, "Vehicles", 80, t_ruc), ("receipt (1).pdf", A, "Health", 26, t_gp_invoice),
            ("CamScanner 03-11-2025 19.02.pdf", A, "Vehicles", 210, t_wof),
            ("invite.ics", P, "Travel", 45, t_flight_ics)):
        add(f"{dl}/{name}", bucket, topic, age, tpl, hard=True)

    # ------------------------------------------------------------ Pictures
    for age in (150, 100, 52, 51):
        photo(f"{pics}/Pond site/IMG_{stamp(age)}.jpg", P, "Farm", age)
    for age in (24, 20, 14, 9, 5, 2):
        photo(f"{pics}/Calf shed/IMG_{stamp(age)}.jpg", P, "Farm", age)
    add(f"{pics}/Calf shed/Thumbs.db", L, "System", 2, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    for age in sorted(r.sample(range(10, 900), 12)):
        photo(f"{pics}/Camera Roll/{stamp(age)}.jpg", R, "Photos", age)
    photo(f"{pics}/Camera Roll/{stamp(3)}.jpg", P, "Farm", 3)
    add(f"{pics}/Camera Roll/Thumbs.db", L, "System", 3, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1400))
    for age in sorted(r.sample(range(5, 500), 6)):
        dt = NOW - timedelta(days=age)
        hms = f"{r.randint(6, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        photo(f"{pics}/Screenshots/Screenshot {dt:%Y-%m-%d} {hms}.png", R, "Photos", age)
    for k in range(5):
        photo(f"{pics}/Raro 2023/IMG_{stamp(1058 - k * 1.5)}.jpg", R, "Photos", 1058 - k * 1.5)
    for k in range(4):
        photo(f"{pics}/Canada St listing/DSC_{r.randint(1000, 9999)}.jpg", X, "Home", 190 - k * .01)
    for k in range(4):
        photo(f"{pics}/Calving 2025/IMG_{2231 + k * 3}.HEIC", R, "Photos", 300 - k * 4)
    add(f"{pics}/desktop.ini", L, "System", 1500, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21779\r\nInfoTip=@%SystemRoot%\\system32\\shell32.dll,-12688\r\n")

    # ------------------------------------------------------------ Music (Resources Music)
    for rel, title, artist, album in (
            ("L.A.B/L.A.B - In The Air.mp3", "In The Air", "L.A.B", "L.A.B III"),
            ("Six60 - Don't Forget Your Roots.mp3", "Don't Forget Your Roots", "Six60", "Six60"),
            ("Dave Dobbyn - Slice of Heaven.mp3", "Slice of Heaven", "Dave Dobbyn", "Loyal"),
            ("Waiata/Pokarekare Ana.mp3", "Pōkarekare Ana", "Te Rauhuia Kapa Haka", "Waiata mō te whānau"),
            ("Waiata/E Ipo.mp3", "E Ipo", "Prince Tui Teka", "The Prince")):
        add(f"Music/{rel}", R, "Music", r.randint(200, 1600), _id3(r, title, artist, album))
    add("Music/Waiata/kapa haka practice.m4a", R, "Music", 140, _blob(r, b"\x00\x00\x00\x20ftypM4A ", 1500))
    add("Music/desktop.ini", L, "System", 1500, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21790\r\nInfoTip=@%SystemRoot%\\system32\\shell32.dll,-12689\r\n")

    # ------------------------------------------------------------ Old Laptop Backup (Archive Backup, copied 2021)
    ol = "Old Laptop Backup"
    add(f"{ol}/Documents/Sharemilking/budget 2019-20.xlsx", X, "Backup", 1830,
        "Sharemilker budget 2019/20;H & K Walker\nMilk income (50%);$412,000\nWages;$96,000\n"
        "Animal health;$38,000\nBreeding;$22,000\nShed costs 50%;$14,500\nHerd interest;$41,000\nSurplus;$71,300\n")
    add(f"{ol}/Documents/Sharemilking/contract notes.docx", X, "Backup", 1840,
        "Sharemilker contract negotiation notes - Bruce wants 50:50 to stay, we want the new vat included.\n"
        "Also: who pays for the effluent pump repair? Supplements at cost. Notice period 1 Dec.\n")
    add(f"{ol}/Documents/calf club 2019.docx", X, "Backup", 1835,
        "Calf club 2019 - Aroha's calf 'Bella', Jersey heifer, born 3 Aug. Leading practice every night.\n"
        "Kiwitahi School Ag Day 18 Oct: leading, rearing, type. Wash Bella the night before.\n")
    add(f"{ol}/Documents/Christmas list 2020.txt", X, "Backup", 1832,
        "Christmas 2020\nNikau - bike\nMereana - doll pram\nAroha - phone??\nNanny Rangi - slippers\n"
        "Siobhan's kids - send by 1 Dec (Aussie post)\n")
    add(f"{ol}/Documents/herd sale 2018.docx", X, "Backup", 1845,
        "Herd sale catalogue draft 2018 - 40 surplus heifers, in-calf to KiwiCross, BW 140+, BVD free.\n")
    add(f"{ol}/Documents/Tax/IR3 2019 Kate.pdf", X, "Backup", 1838,
        f"Individual income tax return IR3 - year ended 31 March 2019\nName: Kate Maree Walker  IRD {KATE_IRD}\n"
        "Partnership income (H & K Walker Partnership): $48,210\nSalary Kaimai Vets: $22,870\n")
    add(f"{ol}/Documents/CV Kate 2017.docx", X, "Backup", 1850, t_cv)
    for k in range(4):
        photo(f"{ol}/Pictures/2019 calf club/IMG_{stamp(2420 - k)}.jpg", X, "Backup", 2420 - k)
    add(f"{ol}/Music/Stan Walker - Aotearoa.mp3", X, "Backup", 1860, _id3(r, "Aotearoa", "Stan Walker", "Aotearoa"))
    add(f"{ol}/Music/Herbs - French Letter.mp3", X, "Backup", 1860,
        _id3(r, "French Letter", "Herbs", "Light of the Pacific"))
    add(f"{ol}/Downloads/setup_canon_mp280.exe", X, "Backup", 1870, _blob(r, b"MZ\x90\x00", 1800))

    # ------------------------------------------------------------ Phone Backup (Archive Backup, Kate's old Samsung)
    pb = "Phone Backup/Samsung S10 Kate 2024"
    for age in sorted(r.sample(range(700, 1500), 8)):
        photo(f"{pb}/DCIM/Camera/{stamp(age)}.jpg", X, "Backup", age)
    for k, age in enumerate(sorted(r.sample(range(700, 1100), 3))):
        dt = NOW - timedelta(days=age)
        photo(f"{pb}/WhatsApp/Media/WhatsApp Images/IMG-{dt:%Y%m%d}-WA{k + 1:04d}.jpg", X, "Backup", age)
    add(f"{pb}/Download/Kiwitahi School panui.pdf", X, "Backup", 690, t_newsletter)
    add(f"{pb}/Download/calf club entry 2023.pdf", X, "Backup", 690,
        "Kiwitahi School Ag Day 2023 - calf club entry\nStudent: Nikau Walker (Room 4)\nCalf: 'Hemi Jr', "
        "Friesian-Jersey bull calf, born 2 August 2023\nClasses: leading, rearing. Entry fee $5.\n")
    add(f"{pb}/Contacts.vcf", X, "Backup", 690, t_vcf)
    add(f"{pb}/Recordings/Voice 001.m4a", X, "Backup", 690, _blob(r, b"\x00\x00\x00\x20ftypM4A ", 1300))

    return items
