"""A twentieth unseen labelled corpus: a farm couple's shared Windows PC, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/`` or at any
placement result. Only the docstring and small helpers of ``unseen.py`` (``_d``, ``_latin1``, ``_rezip``,
``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob`` and the write/encode/add/dot mechanics of its
``build``), the ``Item`` dataclass with ``_pdf``/``_jpeg`` (``corpus.py``) and ``_docx``/``_png``/
``HEIC_HEAD`` (``blind.py``) were read (a grep with context also showed the first lines of ``corpus.py``'s
``NAMED`` dict and of its ``build``; nothing from them was used). Files and labels are shaped by what these
people keep on disk.

The people: Dale Hoffmann (58) and Karen Hoffmann (55) farm 640 acres of corn and soybeans and keep a
small cow-calf herd (about 40 Angus-cross cows) at 26418 580th Ave, rural Ames, Story County, Iowa. Dale
grew up on the place; from 2004 to 2018 he was also a district seed dealer for Prairie Gold Genetics,
a job that ended in 2018. Karen keeps the books, is the part-time treasurer of Trinity Lutheran Church
in Roland (ELCA) and leads the Franklin Township Go-Getters 4-H club. Their son Tyler (29) farms with
them and is to take the operation over; their daughter Emily married Jacob Reinholt in September 2025.
The farm markets grain through the Skunk River Cooperative (Gilbert and Roland elevators), buys seed
from Brandt Seed & Agronomy, has its John Deere 7R 230 tractor and S780 combine serviced at Prairieland
Equipment in Nevada, files with the Story County FSA office, carries revenue-protection crop insurance
through Vollmer Crop Insurance, and has its taxes (Form 1040 with Schedule F) done by Lindgren & Moss
CPAs. Health insurance is a marketplace plan (Heartland Health Plan); Dale has started gathering his
Medicare and Social Security paperwork with a SHIIP counselor. The farmhouse and buildings are insured
with Iowa Farm Mutual. They drive Karen's 2020 Buick Enclave and Dale's 2024 Ram 2500.

Under way now: a 60x100 post-frame machine shed (builder bids, Story County agricultural-exemption
permit, Farm Credit Services of America construction loan, plans, concrete and electrical quotes,
progress photos); the transition of the farm to Tyler with attorney Ruth Bergstrom (succession plan,
Hoffmann Family Farms LLC drafts, equipment valuation, due to be in place in 2026); an NRCS EQIP
application for cereal-rye cover crops on three fields (deadline July 2026); and Karen's "Prairie Star"
quilt for the Story County Fair in August 2026. Finished: the 29 June 2023 derecho claim with Iowa
Farm Mutual and the rebuild of the collapsed 30,000-bushel grain bin (done in 2024); Emily's wedding
(13 September 2025); the old 2009 Silverado pickup, sold in May 2024; Dale's seed-dealer job (ended
2018); the Alaska cruise of August 2024. They keep John Deere manuals, ISU Extension bulletins,
recipes, quilting patterns, family photos, genealogy on the Hoffmanns from Hessen (some of it in
German, from a cousin in Darmstadt) and gospel MP3s.

The machine is one Windows PC both use: ``Documents/`` with some tidy folders (``Farm/``, ``Taxes/2023``
...), ``Pictures/``, ``Music/``, and the usual chaos: ``Downloads/document (3).pdf``, ``Scans/scan0042.pdf``
from the all-in-one printer, ``Desktop/untitled.txt``, ``Documents/New folder/``, ``Documents/misc/``,
an ``Old PC Backup 2019/`` copied over from the previous computer, a ``USB stick/`` copy, versioned drafts
(``LLC Operating Agreement v3.docx``), a small Python project Tyler wrote for the church treasurer job,
unfinished downloads, Office lock files and Windows system files.

Labelling rules (written before any file was generated; every file follows them, as of ``NOW``,
2026-06-01). A file is labelled for what it is about, wherever it sits (a 2017 tax return inside the old
backup is still Finance/Areas; a seed-dealer commission statement there is Career/Archive).

- **Projects** (an outcome with an end, still being worked on, whatever the file's age): the machine
  shed -- topic Farm; the farm transition to Tyler and the LLC -- topic Farm; the EQIP cover-crop
  application -- topic Farm; the county-fair quilt (entry form, fabric receipts, design notes, progress
  photos) -- topic Quilting. Photos of shed construction or of the quilt in progress belong here too.
- **Areas** (responsibilities with no end, whatever the document's age): running the crop farm --
  FSA acreage reports and program contracts, crop insurance, grain contracts and settlements, seed,
  fertilizer and chemical invoices, yield-map CSVs, soil tests, spray records, cash-rent leases, the
  operating line, equipment service records (Farm); the cow-calf herd -- calving and vaccination
  records, vet bills, sale-barn statements, hay (Cattle); household money, bank and retirement
  statements, income taxes including Schedule F, accountant letters and tax forms (Finance); health
  insurance, doctors, prescriptions, Dale's Medicare/Social Security paperwork (Health); the house --
  property tax, utilities, propane, well, furnace (Home); the farmowners, auto and umbrella policies
  (Insurance); the current vehicles (Car); Karen's church treasurer job, including Tyler's
  giving-statement code project (Church); the 4-H club (4-H). An old tax return is still Areas.
- **Resources** (reference and interests, by subject): John Deere manuals and ISU agronomy bulletins,
  custom-rate and cash-rent surveys (Farm); ISU beef bulletins (Cattle); recipes (Cooking); quilting
  patterns and technique sheets (Quilting); genealogy, including the German documents (Genealogy);
  gospel MP3s (Music); ebooks (Books); installers (Software); family and farm photos that document
  no project (Photos).
- **Archive** (finished projects, ended responsibilities, however recently touched): the derecho claim
  (Insurance); the grain-bin rebuild (Farm); Emily's wedding, including its photos (Family); the old
  pickup and its sale (Car); the seed-dealer job (Career); the Alaska cruise and its photos (Travel).
  Photos documenting a finished project (derecho damage, the new bin going up, the wedding, the pickup
  for sale, the cruise) go with that project; an old family portrait kept with the genealogy is Genealogy.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  Windows system files (``desktop.ini``, ``Thumbs.db``) -- topic System. Dot files (``.DS_Store``, a
  ``.~lock...#`` file from LibreOffice) are written but not labelled.

``hard`` marks a file whose name *and* folder say nothing about its subject (``Downloads/document
(3).pdf``, ``Scans/scan0042.pdf``, ``Desktop/untitled.txt``, ``Documents/misc/notes.docx``): only the text
inside can place it. Images are never hard. All dates are relative to ``corpus.NOW``.
"""
from __future__ import annotations

import os
import random
import tempfile
from collections import Counter
from datetime import datetime, timedelta
from functools import partial
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _d, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400
P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

FARM = "Hoffmann Farms\nDale & Karen Hoffmann\n26418 580th Ave\nAmes, IA 50010"
FIRST = ["Gary", "Linda", "Steve", "Deb", "Roger", "Brenda", "Mike", "Sharon", "Doug", "Connie", "Jim", "Pam",
         "Randy", "Lori", "Curt", "Jill", "Wayne", "Marcia", "Todd", "Ruth"]
LAST = ["Nelson", "Larson", "Schmidt", "Peterson", "Olson", "Meyer", "Johnson", "Hansen", "Kruse", "Thompson",
        "Anderson", "Vogel", "Christiansen", "Brandt", "Jensen", "Lund", "Mueller", "Erickson"]
KIDS = ["Ava", "Carter", "Madison", "Logan", "Ella", "Hunter", "Brooklyn", "Wyatt", "Addison", "Colton", "Kaylee",
        "Mason", "Harper", "Owen", "Paige", "Tanner"]
FIELDS = [("Home 80", "T1123", 78.4), ("North Quarter", "T1123", 152.1), ("Creek 40", "T2286", 37.9),
          ("Schoolhouse 120", "T2286", 118.6), ("Vogel Rent 160", "T3051", 156.2), ("East 60", "T2286", 58.8)]


def _usd(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _m(dt: datetime) -> str:
    return dt.strftime("%B %d, %Y").replace(" 0", " ")


def _mdate(r: random.Random, dt: datetime) -> str:
    return (dt + timedelta(hours=r.randint(7, 21), minutes=r.randint(0, 59))).strftime("%a, %d %b %Y %H:%M:%S -0500")


def _pick(r: random.Random, k, opts: list):
    return opts[k] if k is not None else r.choice(opts)


def _who(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(LAST)}"


# --------------------------------------------------------------------------- farm (Areas Farm)


def t_seed_invoice(r, dt):
    corn = [("P1185AM", 278.00), ("DKC62-70RIB", 289.50), ("P0924Q", 265.00)]
    beans = [("AG24XF2", 58.50), ("P22A76E", 61.00)]
    lines, tot = [], 0.0
    for name, price in r.sample(corn, 2):
        u = r.randint(60, 180)
        lines.append(f"{name} corn 80M kernel unit  {u} units @ ${price:.2f}  ${u * price:,.2f}")
        tot += u * price
    for name, price in r.sample(beans, 1):
        u = r.randint(120, 320)
        lines.append(f"{name} soybean 140K unit  {u} units @ ${price:.2f}  ${u * price:,.2f}")
        tot += u * price
    disc = tot * 0.06
    return (f"Brandt Seed & Agronomy\n1904 County Road E29, Gilbert, IA 50105\nINVOICE #{r.randint(24000, 29999)}"
            f"\nDate: {_m(dt)}\nSold to:\n{FARM}\nAccount 4471\n" + "\n".join(lines) +
            f"\nEarly-pay discount 6%  -${disc:,.2f}\nTotal due  ${tot - disc:,.2f}\n"
            "Seed treatment included. Replant policy applies per seed company terms.\n"
            "Terms: due by March 1; 1.5% per month after. Thank you for your business, Dale!")


def t_fert_invoice(r, dt):
    nh3 = r.uniform(14, 38)
    pot = r.uniform(18, 40)
    return (f"Skunk River Cooperative - Agronomy\nRoland Branch, 102 Main St, Roland, IA 50236\n"
            f"Invoice {r.randint(800000, 899999)}   Date {_d(dt)}\nCustomer: Hoffmann Farms (acct 20917)\n"
            f"Anhydrous ammonia 82-0-0  {nh3:.2f} tons @ $735.00/ton  ${nh3 * 735:,.2f}\n"
            f"Potash 0-0-60  {pot:.2f} tons @ $418.00/ton  ${pot * 418:,.2f}\n"
            f"Custom application, dry  {r.randint(120, 300)} acres @ $8.25\n"
            f"Toolbar rental NH3  {r.randint(2, 6)} days\n"
            f"Fields: {', '.join(f[0] for f in r.sample(FIELDS, 3))}\n"
            "Payment due in 30 days. Finance charge 1.5%/month on past-due balances.\n"
            "Patronage is paid on agronomy purchases - member since 1986.")


def t_grain_contract(r, dt):
    crop = r.choice(["Corn", "Soybeans"])
    bu = r.choice([5000, 10000, 15000, 20000])
    fut = r.uniform(4.1, 4.9) if crop == "Corn" else r.uniform(10.1, 11.4)
    basis = -r.uniform(0.18, 0.45) if crop == "Corn" else -r.uniform(0.45, 0.80)
    kind = r.choice(["Forward Contract", "Hedge-to-Arrive", "Basis Contract"])
    return (f"SKUNK RIVER COOPERATIVE\nGrain Purchase Contract - {kind}\nContract No. {r.randint(31000, 39999)}"
            f"\nDate: {_m(dt)}\nSeller: Dale Hoffmann / Hoffmann Farms\nCommodity: #2 Yellow {crop}\n"
            f"Quantity: {bu:,} bushels\nDelivery period: {r.choice(['Oct 1 - Nov 30', 'Jan 2 - Jan 31', 'Jul 1 - Jul 31'])}"
            f"\nDelivery point: {r.choice(['Gilbert', 'Roland'])} elevator\nFutures reference: CBOT "
            f"{r.choice(['Dec', 'Mar', 'Jul', 'Nov'])}  ${fut:.4f}\nBasis: {basis:+.4f}\nNet price: ${fut + basis:.4f}/bu\n"
            "Discounts per posted schedule (moisture over 15.0%, FM, damage). Seller warrants grain is free of liens\n"
            "except: Farm Credit Services of America.\nBuyer: Nate Kruse, grain merchandiser\nSeller signature: __________")


def t_settlement(r, dt):
    crop = r.choice(["CORN", "SOYBEANS"])
    rows, net = [], 0
    for _ in range(r.randint(4, 8)):
        gross = r.randint(880, 1010)
        moist = r.uniform(14.5, 19.5) if crop == "CORN" else r.uniform(11.5, 13.8)
        rows.append(f"{r.randint(440000, 449999)}  {gross:.0f} bu  {moist:.1f}%  TW {r.uniform(54, 58.5):.1f}")
        net += gross
    price = r.uniform(3.9, 4.5) if crop == "CORN" else r.uniform(9.8, 10.9)
    return (f"Skunk River Cooperative  SETTLEMENT STATEMENT\nGilbert elevator   {_d(dt)}\n"
            f"Producer: HOFFMANN FARMS  #20917   Commodity: {crop}\nTicket    Gross   Moist   Test wt\n"
            + "\n".join(rows) + f"\nNet bushels after shrink: {net * 0.97:,.0f}\nPrice ${price:.4f}\n"
            f"Drying charges ${r.uniform(150, 900):,.2f}\nCheckoff ${net * 0.01:,.2f}\n"
            f"Lien holder: Farm Credit Services of America\nNet check ${net * 0.97 * price * 0.985:,.2f}")


def t_fsa578(r, dt):
    yr = dt.year
    rows = [f"{t}  {n:<16} {'Corn' if (i + yr) % 2 else 'Soybeans':<9} {a:6.1f}  {'05/0' + str(r.randint(1, 9))}/{yr}"
            for i, (n, t, a) in enumerate(FIELDS)]
    return (f"U.S. Department of Agriculture - Farm Service Agency\nFSA-578 REPORT OF ACREAGE   Program year {yr}\n"
            "State: Iowa   County: Story (169)   Farm number 4417\nOperator: DALE HOFFMANN\n"
            "Tract  Field            Crop      Acres   Planted\n" + "\n".join(rows) +
            f"\nTotal cropland 601.9 acres\nCertified {_d(dt)} at Story County FSA, Nevada IA\n"
            "Producer signature: Dale Hoffmann")


def t_crop_ins(r, dt):
    aph_c, aph_s = r.randint(205, 222), r.randint(58, 64)
    return (f"Vollmer Crop Insurance Agency - Nevada, Iowa\nSummary of Coverage  Crop year {dt.year}\n"
            f"Insured: Dale Hoffmann   Policy {r.randint(1400000, 1499999)}\nPlan: Revenue Protection (RP), enterprise units\n"
            f"Corn: coverage 80%, APH {aph_c} bu/ac, projected price ${r.uniform(4.4, 4.7):.2f}\n"
            f"Soybeans: coverage 80%, APH {aph_s} bu/ac, projected price ${r.uniform(10.3, 11.2):.2f}\n"
            f"Producer premium: corn {_usd(r, 9000, 12500)}, soybeans {_usd(r, 3200, 4800)}\n"
            "Premium billing date August 15. Sales closing date March 15. Final planting corn May 31.\n"
            "Report acreage by July 15; production by the production reporting date.\nAgent: Kurt Vollmer")


def t_yield_csv(r, dt):
    name, _, acres = r.choice(FIELDS)
    crop = r.choice(["Corn", "Soybeans"])
    y0 = 215 if crop == "Corn" else 60
    out = ["Field,Crop,Date,Latitude,Longitude,Yield (bu/ac),Moisture (%),Speed (mph),Elevation (ft)"]
    lat, lon = 42.06 + r.uniform(0, .02), -93.55 - r.uniform(0, .03)
    for i in range(60):
        out.append(f"{name},{crop},{_d(dt)},{lat + i * .00004:.6f},{lon + (i % 12) * .00006:.6f},"
                   f"{y0 * r.uniform(.8, 1.15):.1f},{r.uniform(15, 20) if crop == 'Corn' else r.uniform(11, 14):.1f},"
                   f"{r.uniform(4.2, 5.1):.1f},{r.randint(1001, 1012)}")
    return "\n".join(out) + "\n"


def t_service(r, dt):
    unit = r.choice([("7R 230 tractor", "1RW7230RHHD0" + str(r.randint(10000, 99999)), "hours"),
                     ("S780 combine", "1H0S780SJK07" + str(r.randint(10000, 99999)), "sep. hours"),
                     ("1775NT planter", "1A01775NTKK" + str(r.randint(10000, 99999)), "acres")])
    parts = r.sample(["Engine oil filter RE539279  $42.18", "Fuel filter kit RE533026  $118.40",
                      "Hydraulic oil Hy-Gard 5 gal x4  $289.96", "Air filter primary RE587793  $96.12",
                      "Rotor gearcase seal kit  $214.55", "Row unit seed disk bearings x16  $387.20",
                      "Feeder house chain  $1,146.00", "Coolant Cool-Gard II 2.5 gal x2  $71.90"], 3)
    return (f"Prairieland Equipment - John Deere\n1210 Lincoln Hwy, Nevada, IA 50201\n"
            f"SERVICE WORK ORDER W{r.randint(51000, 59999)}   {_d(dt)}\nCustomer: Hoffmann Farms, Dale\n"
            f"Unit: John Deere {unit[0]}  S/N {unit[1]}\nMeter: {r.randint(1800, 4200)} {unit[2]}\n"
            "Work performed: pre-season inspection, fluids, filters, software update\n" + "\n".join(parts) +
            f"\nLabor {r.randint(3, 11)}.0 hrs @ $142.00\nShop supplies $35.00\nTotal {_usd(r, 1400, 4800)}\n"
            "Technician: Brad Lund. Next service due at 500-hour interval.")


def t_spray(r, dt):
    name, _, acres = r.choice(FIELDS)
    prod = r.choice([("Acuron", "2.5 qt/ac", "100-94-3"), ("Roundup PowerMAX 3", "30 oz/ac", "524-659"),
                     ("Liberty ULTRA", "29 oz/ac", "7969-448"), ("Enlist One", "2 pt/ac", "62719-695")])
    return (f"PESTICIDE APPLICATION RECORD (private applicator)\nApplicator: Dale Hoffmann  Cert #PA-{r.randint(20000, 29999)}\n"
            f"Date {_d(dt)}  Start 9:{r.randint(10, 59)} AM\nField: {name} ({acres} ac), Story County\n"
            f"Product: {prod[0]}  EPA Reg {prod[2]}\nRate: {prod[1]}  Carrier 15 gal/ac\n"
            f"Wind {r.randint(3, 9)} mph {r.choice(['S', 'SW', 'NW', 'SE'])}, temp {r.randint(62, 84)} F\n"
            "Sprayer: JD R4038, 120 ft boom, TeeJet AIXR nozzles\nRestricted entry interval observed.")


def t_soil(r, dt):
    name, _, acres = r.choice(FIELDS)
    rows = [f"{i + 1:>3}  pH {r.uniform(5.8, 7.2):.1f}  OM {r.uniform(3.1, 5.6):.1f}%  P {r.randint(12, 40)} ppm"
            f"  K {r.randint(120, 260)} ppm  CEC {r.uniform(18, 31):.1f}" for i in range(8)]
    return (f"Midwest Soil Lab - Report of Analysis\nGrower: Hoffmann Farms   Field: {name}\n"
            f"Sampled {_d(dt - timedelta(days=9))}  Reported {_d(dt)}\n2.5-acre grid, 0-6 in.\n" + "\n".join(rows) +
            "\nRecommendation for corn after soybeans: lime not needed; P2O5 60 lb/a, K2O 90 lb/a (ISU PM 1688).")


def t_cash_rent(r, dt):
    rent = r.randint(285, 325)
    return (f"IOWA FARM LEASE - CASH RENT\nThis lease is made {_m(dt)} between Marlys Vogel, landlord, and\n"
            "Dale and Karen Hoffmann, tenants, for 160 acres more or less in Section 22, Franklin Township,\n"
            f"Story County, Iowa (156.2 tillable).\nTerm: March 1, {dt.year + 1} to February 28, {dt.year + 2}.\n"
            f"Rent: ${rent}.00 per tillable acre, total ${rent * 156.2:,.2f}, half due March 1, half due December 1.\n"
            "Termination: per Iowa Code 562.6, written notice by September 1.\nTenant keeps fences and "
            "tile outlets in repair. Manure and lime per agreement.\nLandlord ________  Tenants ________")


def t_op_line(r, dt):
    bal = r.uniform(90000, 310000)
    return (f"Farm Credit Services of America\nOperating line of credit - statement {_d(dt)}\n"
            f"Borrower: Hoffmann Farms (Dale and Karen Hoffmann)\nNote no. 2204-{r.randint(1000, 9999)}\n"
            f"Commitment $450,000.00   Outstanding principal ${bal:,.2f}\nVariable rate {r.uniform(6.9, 8.1):.3f}%\n"
            f"Accrued interest {_usd(r, 400, 2200)}\nAdvances this period: seed, fertilizer, cash rent\n"
            "Annual review: balance sheet and projected cash flow due with crop insurance summary.")


def t_coop_mail(r, dt):
    return (f"From: Nate Kruse <nkruse@skunkrivercoop.com>\nTo: Dale Hoffmann <dkhoffmann@netins.net>\n"
            f"Date: {_mdate(r, dt)}\nSubject: RE: {r.choice(['Dec corn', 'beans in the bin', 'basis'])}\n\n"
            f"Dale,\n\nBasis at Gilbert for harvest delivery is {-r.uniform(.25, .45):+.2f} today. If you want to roll the\n"
            "HTA on contract 3" + str(r.randint(1000, 9999)) + " to March the spread is about 12 cents. Let me know\n"
            "by Friday so I can get it written up. Also reminder the dryer at Roland closes for the season\n"
            "the 15th.\n\nNate\nSkunk River Cooperative | Grain Merchandiser\n")


def t_farm_ledger(r, dt):
    cats = [("Seed", 15000, 48000), ("Fertilizer", 8000, 40000), ("Chemical", 3000, 18000),
            ("Cash rent", 22000, 25000), ("Repairs", 800, 9000), ("Fuel", 900, 6000), ("Custom hire", 400, 3000),
            ("Crop insurance", 9000, 16000), ("Utilities", 300, 900), ("Vet/medicine", 200, 2000)]
    out = ["Date,Payee,Category,Amount,Check #"]
    for i in range(30):
        c = r.choice(cats)
        d = dt - timedelta(days=r.randint(0, 330))
        out.append(f"{_d(d)},{r.choice(['Brandt Seed', 'Skunk River Coop', 'Prairieland Equipment', 'Marlys Vogel', 'Casey Fuel', 'Gilbert Vet Clinic'])},"
                   f"{c[0]},{r.uniform(c[1], c[2]) / 6:.2f},{6100 + i}")
    return out[0] + "\n" + "\n".join(sorted(out[1:], reverse=True)) + "\n"


# --------------------------------------------------------------------------- cattle (Areas Cattle)


def t_calving(r, dt):
    out = ["Calf tag,Dam tag,Sire,Birth date,Sex,Birth wt (lb),Calving ease,Notes"]
    for i in range(r.randint(25, 38)):
        d = dt - timedelta(days=r.randint(0, 60))
        out.append(f"{dt.year % 100}{i + 1:02d},{r.randint(100, 899)},{r.choice(['Connealy Courage', 'SAV Rainfall', 'Blackhawk bull'])},"
                   f"{_d(d)},{r.choice('HS')},{r.randint(62, 98)},{r.choice([1, 1, 1, 2, 3])},"
                   f"{r.choice(['', '', '', 'pulled', 'tagged late', 'scours - treated', 'twin'])}")
    return "\n".join(out) + "\n"


def t_vet_bill(r, dt):
    return (f"Gilbert Veterinary Clinic\n112 Mathews Dr, Gilbert, IA 50105   (515) 232-4410\nStatement {_d(dt)}\n"
            "Client: Hoffmann, Dale & Karen\n"
            f"Farm call  $65.00\nPregnancy check, ultrasound  {r.randint(30, 42)} head @ $7.50\n"
            f"Vista Once SQ vaccine  {r.randint(30, 45)} doses\nCydectin pour-on 5 L  $289.00\n"
            f"Calf pull / dystocia, after hours  {r.choice(['$0.00', '$185.00'])}\n"
            f"Total {_usd(r, 480, 1650)}\nDr. Ann Sorensen, DVM\nBQA reminder: record withdrawal dates.")


def t_sale_barn(r, dt):
    hd = r.randint(12, 30)
    wt = r.randint(520, 640)
    pr = r.uniform(2.6, 3.6)
    return (f"Central Iowa Livestock Auction - Marshalltown\nSeller statement  Sale date {_d(dt)}\n"
            f"Consignor: Hoffmann, Dale  Ames IA\n{hd} hd black steer calves  avg {wt} lb @ ${pr * 100:.2f}/cwt\n"
            f"Gross ${hd * wt * pr:,.2f}\nCommission 3% -${hd * wt * pr * .03:,.2f}\nBeef checkoff ${hd}.00\n"
            f"Yardage/feed -${hd * 2.5:.2f}\nNet proceeds ${hd * wt * pr * .968 - hd:,.2f}")


def t_herd_note(r, dt):
    return (f"Herd notes {_d(dt)}\n- Pregged {r.randint(36, 42)} cows, {r.randint(2, 5)} open -> sell open cows at "
            "Marshalltown in Nov.\n- Bull out May 20, pulled July 25.\n- Order tags from Allflex (orange, 2026 series).\n"
            f"- Hay: {r.randint(180, 260)} round bales on hand, need ~220 for winter. Bought {r.randint(20, 60)} from "
            "Doug Meyer at $85/bale.\n- Mineral: Purina Wind and Rain, 1 bag/week on pasture.\n"
            "- Scour guard for heifers 3-6 weeks before calving.")


# --------------------------------------------------------------------------- household (Areas)


def t_bank(r, dt):
    bal = r.uniform(8000, 26000)
    rows = []
    for _ in range(12):
        d = dt - timedelta(days=r.randint(1, 29))
        p = r.choice([("HY-VEE AMES #1", -1), ("PRAIRIE RURAL ELECTRIC", -1), ("HEARTLAND HEALTH PLAN PREMIUM", -1),
                      ("DEPOSIT - TRANSFER FROM FARM ACCT", 1), ("CASEYS GILBERT", -1), ("CHECK", -1),
                      ("THRIVENT", -1), ("STORY CO TREASURER", -1), ("AMAZON MKTPL", -1)])
        rows.append((_d(d), p[0], p[1] * r.uniform(12, 1400)))
    rows.sort()
    return (f"Prairie State Bank & Trust\n400 Main St, Ames, IA 50010\nPersonal Checking - statement ending {_d(dt)}\n"
            f"DALE E HOFFMANN OR KAREN L HOFFMANN\nAccount ending 3318\nBeginning balance ${bal:,.2f}\n"
            + "\n".join(f"{a}  {b:<34} {c:>10,.2f}" for a, b, c in rows) +
            f"\nEnding balance ${bal + sum(x[2] for x in rows):,.2f}\nOverdraft protection: linked savings 3326")


def t_tax_1040(r, dt):
    y = dt.year - 1
    gi = r.uniform(780000, 1100000)
    net = r.uniform(38000, 122000)
    return (f"Form 1040 U.S. Individual Income Tax Return {y} - client copy\nDale E. and Karen L. Hoffmann, married filing jointly\n"
            f"Schedule F Profit or Loss From Farming: gross income ${gi:,.0f}, expenses ${gi - net:,.0f}, net farm profit ${net:,.0f}\n"
            f"Schedule SE self-employment tax ${net * .1413:,.0f}\nForm 4797 sale of raised breeding cattle ${r.uniform(4000, 12000):,.0f}\n"
            f"Form 4562 depreciation incl. section 179 ${r.uniform(30000, 90000):,.0f}\nW-2 Karen (Trinity Lutheran Church) ${r.uniform(9000, 11000):,.0f}\n"
            f"Adjusted gross income ${net * .9 + 10000:,.0f}\nTotal tax ${net * .16:,.0f}  Payments ${net * .17:,.0f}\n"
            "Prepared by Lindgren & Moss, CPAs, Nevada, Iowa. Iowa IA 1040 filed with this return.")


def t_cpa_letter(r, dt):
    y = dt.year - (1 if dt.month < 6 else 0)
    body = r.choice([
        f"Enclosed are your {y} federal and Iowa returns. Because at least two-thirds of your gross income is from farming, "
        "you are not required to make estimated payments if you file and pay by March 1. Please sign the Form 8879s and return them.",
        "Please bring the following for your appointment: 1099-G from CCC and FSA, 1099-PATR from Skunk River Cooperative, "
        "grain settlement summaries, the depreciation schedule for equipment purchased, cattle sales, and Karen's W-2 from the church.",
        "We recommend deferring part of your corn sales to January through a deferred-payment contract to level income between years. "
        "With the Ram purchase, section 179 is available; we should discuss bonus depreciation before December 31.",
    ])
    return (f"LINDGREN & MOSS, CPAs\n815 6th St, Nevada, IA 50201\n{_m(dt)}\n\nDale and Karen Hoffmann\n26418 580th Ave\n"
            f"Ames, IA 50010\n\nDear Dale and Karen,\n\n{body}\n\nSincerely,\n\nMark Lindgren, CPA")


def t_1099(r, dt, v=None):
    y = dt.year - 1
    k = _pick(r, v, [("1099-PATR Taxable Distributions Received From Cooperatives", "Skunk River Cooperative",
                   f"Box 1 Patronage dividends ${r.uniform(2000, 6000):,.2f}\nBox 5 Retained allocations ${r.uniform(1500, 5000):,.2f}"),
                  ("1099-G Certain Government Payments", "USDA Commodity Credit Corporation",
                   f"Box 6 Taxable grants / Box 7 Agriculture payments ${r.uniform(3000, 16000):,.2f}  (ARC-CO / PLC)"),
                  ("1099-INT Interest Income", "Prairie State Bank & Trust", f"Box 1 Interest income ${r.uniform(80, 900):,.2f}")])
    return f"Form {k[0]}  Tax year {y}\nPayer: {k[1]}\nRecipient: DALE E HOFFMANN  XXX-XX-4172\n{k[2]}\nCopy B For Recipient"


def t_ira(r, dt):
    v = r.uniform(180000, 260000)
    qe = datetime(dt.year, (dt.month - 1) // 3 * 3 + 1, 1) - timedelta(days=1)
    return (f"Thrivent - Quarterly Account Statement  Period ending {_d(qe)}\nKaren L. Hoffmann - Traditional IRA\n"
            f"Beginning value ${v:,.2f}\nContributions $0.00\nChange in value ${v * r.uniform(-.03, .05):,.2f}\n"
            "Allocation: Thrivent Moderate Allocation Fund 70%, Thrivent Income Fund 30%\n"
            "Beneficiaries: Dale E. Hoffmann (primary); Tyler Hoffmann, Emily Reinholt (contingent)")


def t_budget(r, dt):
    rows = ["Month;Groceries;Utilities;Health premium;Fuel;Church;Gifts;Misc"]
    for i in range(12):
        rows.append(f"{datetime(dt.year, i + 1, 1):%b};{r.randint(520, 780)};{r.randint(180, 340)};1486;"
                    f"{r.randint(160, 300)};400;{r.randint(0, 350)};{r.randint(50, 400)}")
    return f"Household budget {dt.year}\n" + "\n".join(rows)


def t_health_eob(r, dt):
    who = r.choice(["Dale E Hoffmann", "Karen L Hoffmann"])
    billed = r.uniform(180, 2400)
    return (f"Heartland Health Plan - EXPLANATION OF BENEFITS (this is not a bill)\nMember: {who}  ID HHP{r.randint(1000000, 9999999)}\n"
            f"Plan: Silver PPO (Marketplace)  Statement date {_d(dt)}\nProvider: {r.choice(['Ames Family Medicine', 'Mary Greeley Medical Center', 'Iowa Heart Center'])}\n"
            f"Service: {r.choice(['Office visit', 'Lab - lipid panel, A1c', 'Colonoscopy, screening', 'X-ray shoulder', 'Physical therapy'])}\n"
            f"Billed ${billed:,.2f}  Allowed ${billed * .62:,.2f}  Plan paid ${billed * .45:,.2f}\n"
            f"You may owe ${billed * .17:,.2f}\nDeductible met ${r.randint(800, 4500)} of $5,000 family")


def t_medicare(r, dt, k=None):
    return _pick(r, k, [
        f"Notes - SHIIP counselor meeting {_d(dt)} (Story County Extension office)\nDale: turns 65 in November 2032, but "
        "wants the timeline now because of Tyler taking over and our marketplace premium.\n- Initial Enrollment Period = 7 months "
        "around 65th birthday.\n- Part A free (40 quarters - he has them from the seed job W-2s plus SE tax).\n- Part B premium, IRMAA "
        "looks at income from 2 years earlier -> watch the year we sell machinery to the LLC!\n- Medigap Plan G vs Advantage: "
        "Medigap guaranteed issue only in first 6 months.\n- Make my Social Security account at ssa.gov, print earnings record.",
        f"Social Security Administration\nYour Social Security Statement  Prepared for DALE E HOFFMANN  {_m(dt)}\n"
        f"Estimated monthly benefit at full retirement age 67: ${r.randint(2450, 2900):,}\nAt 62: ${r.randint(1700, 2000):,}   At 70: ${r.randint(3050, 3600):,}\n"
        "You have earned enough credits to qualify for benefits. Medicare: you will be eligible for Part A at 65.\n"
        "Earnings record: please review each year's taxed Social Security earnings, including self-employment.",
    ])


def t_doctor(r, dt):
    return (f"Ames Family Medicine - Visit Summary\nPatient: {r.choice(['Karen Hoffmann DOB 03/14/1971', 'Dale Hoffmann DOB 11/02/1967'])}\n"
            f"Date of visit {_d(dt)}  Provider: Paul Kessler, MD\nBP {r.randint(118, 142)}/{r.randint(72, 90)}  Weight {r.randint(150, 230)} lb\n"
            f"Assessment: {r.choice(['annual wellness exam', 'hypertension, controlled', 'farmer lung screening - spirometry normal', 'skin check, actinic keratosis L cheek'])}\n"
            f"Medications: {r.choice(['lisinopril 10 mg daily', 'atorvastatin 20 mg', 'none'])}\nFollow-up in 12 months. Labs ordered: CMP, lipid panel.")


def t_property_tax(r, dt):
    tax = r.uniform(9800, 12600)
    return (f"STORY COUNTY TREASURER - PROPERTY TAX STATEMENT  Fiscal year July 1, {dt.year} - June 30, {dt.year + 1}\n"
            f"Parcel 05-22-400-{r.randint(100, 999)}  Franklin Township\nDeeded owners: HOFFMANN DALE E & KAREN L\n"
            f"Ag land taxable value ${r.randint(1100000, 1350000):,}\nDwelling taxable value ${r.randint(180000, 240000):,}\n"
            f"Homestead credit -$158.00\nAg land credit -$96.40\nNet tax ${tax:,.2f}\n1st half due September 30: ${tax / 2:,.2f}\n"
            f"2nd half due March 31: ${tax / 2:,.2f}\nPay online at iowataxandtags.gov")


def t_utility(r, dt):
    k = r.choice([("Prairie Rural Electric Cooperative", f"{r.randint(1400, 3900)} kWh", 180, 520),
                  ("Central Iowa Propane (farm account)", f"{r.randint(300, 900)} gal LP @ $1.69", 450, 1500)])
    return (f"{k[0]}\nBilling date {_d(dt)}   Member: Hoffmann, Dale  26418 580th Ave\nUsage: {k[1]}\n"
            f"Amount due {_usd(r, k[2], k[3])}\nDue in 20 days. Capital credits allocated to members annually.")


def t_house(r, dt, k=None):
    return _pick(r, k, [
        f"Schuler Heating & Cooling - Invoice {r.randint(3000, 4999)}  {_d(dt)}\nHoffmann residence, 26418 580th Ave\n"
        "Furnace clean & check (Lennox LP furnace), replace igniter, check AC refrigerant\nParts $84.00  Labor $165.00\n"
        "Reminder: change filter 16x25x4 every 6 months.",
        f"Iowa State Hygienic Laboratory - Private well water test\nSample date {_d(dt)}  Owner: Karen Hoffmann\n"
        f"Total coliform: ABSENT   E. coli: ABSENT   Nitrate-N: {r.uniform(1.2, 8.9):.1f} mg/L (limit 10)\n"
        "Safe to drink for these parameters. Retest annually (free through Grants to Counties program).",
    ])


def t_policy(r, dt):
    k = r.choice([("Farmowners Policy FO", "Dwelling $420,000; outbuildings scheduled (machine shed, barn, 3 bins) "
                   "$612,000; farm personal property $1,150,000; farm liability $1,000,000"),
                  ("Personal Auto Policy PA", "2020 Buick Enclave VIN 5GAEVBKW8LJ...; 2024 Ram 2500 VIN 3C6UR5DL1RG...; "
                   "liability 250/500/100, comprehensive $500 ded."),
                  ("Umbrella Policy UM", "Personal & farm umbrella $2,000,000 over farmowners and auto")])
    return (f"IOWA FARM MUTUAL INSURANCE ASSOCIATION\nDeclarations - {k[0]}-{r.randint(100000, 999999)}\n"
            f"Named insured: Dale and Karen Hoffmann\nPolicy period {_d(dt)} to {_d(dt + timedelta(days=365))}\n"
            f"Coverage: {k[1]}\nAnnual premium {_usd(r, 900, 7800)}\nAgent: Lori Hansen, Nevada office")


def t_car(r, dt):
    return r.choice([
        f"IOWA DEPARTMENT OF TRANSPORTATION - Vehicle Registration Renewal\nStory County Treasurer  Due {dt:%m}/{dt.year}\n"
        f"Owner: HOFFMANN KAREN L\n2020 BUICK ENCLAVE  plate GKW 418\nFee {_usd(r, 420, 560)}",
        f"Struthers Brothers Ram - Service Invoice {r.randint(700000, 799999)}  {_d(dt)}\n2024 RAM 2500 Cummins 6.7L  "
        f"mileage {r.randint(8000, 38000)}\nOil & filter change, fuel filters, tire rotation, DEF top-off\nTotal {_usd(r, 240, 690)}",
        f"Ram Financial / Prairie State Bank - Vehicle loan statement {_d(dt)}\n2024 Ram 2500, borrower Dale Hoffmann\n"
        f"Payment $1,118.42   Principal balance {_usd(r, 28000, 46000)}  Rate 5.49%",
    ])


# --------------------------------------------------------------------------- church and 4-H (Areas)


def t_treasurer(r, dt):
    gen = r.uniform(14000, 21000)
    return (f"Trinity Lutheran Church, Roland, Iowa\nTREASURER'S REPORT for {dt:%B %Y} - to Church Council\n"
            f"General fund receipts: envelope offerings ${gen:,.2f}; online giving (Vanco) ${r.uniform(2500, 4800):,.2f}\n"
            f"Disbursements: pastor salary & housing ${r.uniform(6800, 7100):,.2f}; synod mission share ${r.uniform(900, 1300):,.2f}; "
            f"utilities ${r.uniform(700, 1600):,.2f}\nBuilding fund balance ${r.uniform(40000, 60000):,.2f}\n"
            f"Benevolence: Story County food pantry $250.00, ELCA World Hunger ${r.uniform(200, 600):,.2f}\n"
            f"Year-to-date giving is {r.randint(92, 108)}% of budget.\nRespectfully submitted, Karen Hoffmann, Treasurer")


def t_offering(r, dt):
    cash, checks = r.uniform(300, 900), r.uniform(2500, 5200)
    return (f"OFFERING COUNT SHEET  Sunday {_d(dt)}\nTrinity Lutheran Church - counted by two unrelated counters\n"
            f"Currency ${cash:,.2f}\nCoins ${r.uniform(3, 25):.2f}\nChecks ({r.randint(30, 55)}) ${checks:,.2f}\n"
            f"Designated: Sunday school ${r.randint(20, 80)}.00, memorials ${r.randint(0, 300)}.00\nTotal deposit ${cash + checks:,.2f}\n"
            f"Counters: {_who(r)}, {_who(r)}\nDeposited at Prairie State Bank night drop. Given to Treasurer K. Hoffmann")


def t_council(r, dt):
    return (f"Church Council minutes - {_m(dt)}\nPresent: Pastor Anne Gunderson, Gary Nelson (pres.), Karen Hoffmann (treas.), "
            f"{_who(r)}, {_who(r)}\nDevotions by Pastor. Treasurer's report accepted (motion {r.choice(FIRST)}, 2nd {r.choice(FIRST)}).\n"
            "Old business: parking lot bids - Kruse Construction $38,900; table until fall.\n"
            "New business: audit committee to review 2025 books in June; mission share stays at 8%.\nNext meeting second Tuesday.")


def t_church_budget(r, dt):
    rows = ["Line;Budget;YTD actual", f"Pastor salary & housing;{r.randint(82000, 86000)};{r.randint(30000, 40000)}",
            "Pension & health (Portico);21400;8900", "Synod mission share;13200;5500", f"Utilities;{r.randint(14000, 17000)};6100",
            "Sunday school & youth;2500;880", "Organist;6000;2500", "Office & bulletins;3100;1400", "Insurance (Church Mutual);5900;5900"]
    return f"Trinity Lutheran Church budget {dt.year}\n" + "\n".join(rows)


def t_giving_mail(r, dt):
    return (f"From: Pastor Anne Gunderson <pastor@trinityroland.org>\nTo: Karen Hoffmann <karenhoffmann@netins.net>\n"
            f"Date: {_mdate(r, dt)}\nSubject: Re: memorial gifts\n\nKaren,\n\nThe {r.choice(LAST)} family "
            "asked that memorials go to the organ fund. Could you set up a separate designated line so we can thank\n"
            "donors properly, and include them on the year-end contribution statements? Also Portico sent the new\n"
            "benefits rate for 2026 - it is in the office mailbox.\n\nBlessings,\nPastor Anne\n")


def t_4h_minutes(r, dt):
    return (f"Franklin Township Go-Getters 4-H Club - Meeting Minutes\n{_m(dt)}, Franklin Township Hall\nCalled to order by president "
            f"{r.choice(KIDS)} {r.choice(LAST)} at 7:00. Pledges led by {r.choice(KIDS)}.\nRoll call: name your favorite fair food. "
            f"{r.randint(14, 26)} members, {r.randint(5, 12)} parents present.\nTreasurer's report: balance ${r.uniform(600, 2400):,.2f}.\n"
            f"Old business: roadside ditch cleanup on 580th Ave; fair food stand sign-up.\nNew business: "
            f"{r.choice(['county fair entries due June 15', 'communications day talks', 'pancake breakfast fundraiser', 'ice cream social'])}.\n"
            f"Presentations: {r.choice(KIDS)} - how to show a bucket calf; {r.choice(KIDS)} - cookie baking.\n"
            "Leader: Karen Hoffmann. Adjourned 8:05. Secretary: " + r.choice(KIDS))


def t_4h_roster(r, dt):
    out = ["Member,Grade,Parent,Phone,Projects,Years in 4-H"]
    for _ in range(r.randint(18, 24)):
        k, s = r.choice(KIDS), r.choice(LAST)
        out.append(f"{k} {s},{r.randint(4, 12)},{r.choice(FIRST)} {s},515-{r.randint(200, 999)}-{r.randint(1000, 9999)},"
                   f"{r.choice(['Beef;Photography', 'Sheep', 'Foods & Nutrition', 'Clothing;Visual Arts', 'Swine', 'Poultry;Rabbits', 'Robotics'])},"
                   f"{r.randint(1, 9)}")
    return "\n".join(out) + "\n"


def t_4h_mail(r, dt):
    return (f"From: Jess Larkin <jlarkin@iastate.edu>\nTo: Story County 4-H club leaders\nCc: karenhoffmann@netins.net\n"
            f"Date: {_mdate(r, dt)}\nSubject: {r.choice(['Fair entry deadline', 'YQCA and animal ID', 'Leader training'])}\n\n"
            "Leaders,\n\nReminder that 4HOnline enrollment must be complete before members can enter at the Story County Fair.\n"
            "Livestock ID (beef, sheep, swine) is due May 15 and every exhibitor needs Youth for the Quality Care of Animals\n"
            "(YQCA) training. Volunteer screening renewals are due for any leader whose background check is 4 years old.\n\n"
            "Thanks for all you do!\nJess Larkin, Youth Program Coordinator\nISU Extension and Outreach - Story County\n")


def t_4h_budget(r, dt):
    return (f"Go-Getters 4-H club treasury {dt.year}\nDate;Item;In;Out\n" +
            "\n".join(f"{_d(dt - timedelta(days=r.randint(0, 200)))};{x};{a};{b}" for x, a, b in [
                ("Dues 22 members", "110.00", ""), ("Pancake breakfast", f"{r.randint(600, 1100)}.00", ""),
                ("Ribbons & supplies", "", f"{r.randint(40, 90)}.50"), ("Fair stall decorations", "", "62.18"),
                ("Donation Skunk River Coop", "250.00", ""), ("Pizza party", "", f"{r.randint(80, 140)}.00")]))


# --------------------------------------------------------------------------- Tyler's code project (Areas Church)

GS_PYPROJECT = """[project]
name = "giving-statements"
version = "0.3.1"
description = "Year-end contribution statements for Trinity Lutheran Church, Roland IA"
authors = [{name = "Tyler Hoffmann"}]
requires-python = ">=3.10"
dependencies = ["fpdf2>=2.7"]

[project.scripts]
giving-statements = "giving_statements.cli:main"
"""

GS_README = """# giving-statements

Small tool I (Tyler) wrote so Mom can make the year-end giving statements for Trinity Lutheran
without retyping 140 envelopes.

1. In the church's Vanco/ledger export, save contributions as `contributions_YYYY.csv`
   (columns: envelope, name, date, fund, amount).
2. `giving-statements contributions_2025.csv --year 2025 --out statements/`
3. One PDF per household, with the IRS wording ("no goods or services were provided in exchange").

Designated funds (organ fund, memorials, building) are listed separately. Envelope 0 = loose cash, skipped.
"""

GS_CLI = '''"""Command line: read a contributions CSV and write one statement per giving unit."""
import argparse
import csv
from collections import defaultdict
from pathlib import Path

from giving_statements.render import render_statement


def main() -> None:
    ap = argparse.ArgumentParser(description="Trinity Lutheran year-end giving statements")
    ap.add_argument("csv")
    ap.add_argument("--year", type=int, required=True)
    ap.add_argument("--out", default="statements")
    a = ap.parse_args()
    gifts = defaultdict(list)
    with open(a.csv, newline="", encoding="utf-8-sig") as f:
        for row in csv.DictReader(f):
            if row["envelope"] == "0" or not row["date"].startswith(str(a.year)):
                continue
            gifts[(row["envelope"], row["name"])].append((row["date"], row["fund"], float(row["amount"])))
    Path(a.out).mkdir(exist_ok=True)
    for (env, name), rows in sorted(gifts.items()):
        render_statement(Path(a.out) / f"{env}_{name.replace(' ', '_')}.pdf", name, a.year, rows)


if __name__ == "__main__":
    main()
'''

GS_RENDER = '''"""Render a contribution statement PDF (fpdf2)."""
from fpdf import FPDF

CHURCH = "Trinity Lutheran Church, 301 N Main St, Roland, IA 50236"
IRS = ("No goods or services were provided in exchange for these contributions "
       "other than intangible religious benefits.")


def render_statement(path, name, year, rows):
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=12)
    pdf.cell(0, 8, CHURCH, new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 8, f"Contribution statement {year} - {name}", new_x="LMARGIN", new_y="NEXT")
    total = 0.0
    for date, fund, amount in sorted(rows):
        pdf.cell(0, 6, f"{date}  {fund:<20} ${amount:,.2f}", new_x="LMARGIN", new_y="NEXT")
        total += amount
    pdf.cell(0, 8, f"Total ${total:,.2f}", new_x="LMARGIN", new_y="NEXT")
    pdf.multi_cell(0, 6, IRS)
    pdf.cell(0, 8, "Karen Hoffmann, Treasurer")
    pdf.output(str(path))
    return total
'''

GS_TEST = '''from giving_statements.render import render_statement


def test_total(tmp_path):
    rows = [("2025-01-05", "General", 50.0), ("2025-12-24", "Organ fund", 25.0)]
    assert render_statement(tmp_path / "x.pdf", "Test Family", 2025, rows) == 75.0
'''


def t_contrib_csv(r, dt):
    out = ["envelope,name,date,fund,amount"]
    fams = [(str(100 + i), f"{r.choice(FIRST)} & {r.choice(FIRST)} {r.choice(LAST)}") for i in range(12)]
    for _ in range(60):
        e, n = r.choice(fams)
        out.append(f"{e},{n},{_d(dt - timedelta(days=r.randint(0, 360)))},{r.choice(['General', 'General', 'Organ fund', 'Building'])},"
                   f"{r.choice([20, 25, 40, 50, 75, 100, 150])}.00")
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------- projects


def t_shed_bid(r, dt):
    b = r.choice([("Prairie Post Frame Buildings", "Story City"), ("Hometown Builders LLC", "Huxley"),
                  ("Kruse Construction", "Gilbert")])
    price = r.uniform(168000, 214000)
    return (f"{b[0]}\n{b[1]}, Iowa\nPROPOSAL {r.randint(2600, 2699)}-{r.randint(10, 99)}   {_m(dt)}\nFor: Dale Hoffmann, 26418 580th Ave, Ames\n"
            "Building: 60' x 100' x 20' post-frame machine storage, 3-ply laminated columns 8' o.c.\n"
            "Doors: 40' x 18' hydraulic door on east endwall; 14' x 14' overhead; 2 walk doors\n"
            "Steel: 29 ga. painted, Charcoal roof / Gray walls, wainscot; ridge vent; 2' overhangs\n"
            f"Snow load 30 psf ground; engineered trusses 4' o.c.\nPrice, erected: ${price:,.2f}\nNot included: concrete floor, "
            "electrical, site prep/rock pad.\nStart: late summer if signed by June 30. 30% down, balance on completion.")


def t_shed_loan(r, dt):
    amt = r.choice([185000, 210000, 225000])
    return (f"Farm Credit Services of America - Ames office\nCommitment letter  {_m(dt)}\nBorrowers: Dale E. Hoffmann and Karen L. Hoffmann\n"
            f"Purpose: construction of 60x100 machine shed on farmstead, Section 22 Franklin Twp.\nAmount: ${amt:,}   Term: 15 years, "
            f"annual payments\nRate: {r.uniform(6.4, 7.1):.2f}% fixed 5 years\nDraws against builder invoices, lien waivers required.\n"
            "Conditions: signed construction contract, builder's risk insurance naming FCSAmerica, updated balance sheet.\n"
            "Loan officer: Jenna Paulsen")


def t_shed_permit(r, dt):
    return (f"STORY COUNTY PLANNING AND DEVELOPMENT\n900 6th St, Nevada IA\nAGRICULTURAL EXEMPTION DETERMINATION  {_d(dt)}\n"
            "Applicant: Dale Hoffmann   Parcel 05-22-400-" + str(r.randint(100, 999)) + "\nProposed: 6,000 sq ft machine storage building used "
            "for farm equipment on a farm of 640 acres.\nThe structure qualifies as an agricultural building exempt from zoning permit per Iowa "
            "Code 335.2.\nSetbacks still apply: 50 ft from road right-of-way; floodplain: not in SFHA.\nElectrical permit from State of Iowa "
            "is still required.\nZoning administrator: Amelia Schmitz")


def t_shed_quote(r, dt):
    k = r.choice([("Ridgeway Concrete", "6\" 4000 psi floor, fiber mesh, 6,000 sq ft, apron 40x12, sawcut joints", 38000, 52000),
                  ("Nevada Electric Inc.", "200A service from yard pole, 12 LED high-bay fixtures, 8 outlets, 2 door operators", 14000, 22000),
                  ("Vogel Excavating", "strip topsoil, 10\" compacted rock pad 64x104, culvert on lane, grade", 9000, 16000)])
    return (f"{k[0]} - QUOTE  {_d(dt)}\nCustomer: Dale Hoffmann (new machine shed)\nScope: {k[1]}\n"
            f"Price {_usd(r, k[2], k[3])}\nValid 45 days. Schedule after building is erected.")


def t_shed_notes(r, dt):
    return ("Machine shed - notes\n"
            "- Need 40' door min. for the S780 with the 45' draper off; combine 11'10\" wide + head cart.\n"
            "- Compare: Prairie Post Frame $" + str(r.randint(180, 200)) + "K vs Hometown $" + str(r.randint(185, 210)) + "K vs Kruse.\n"
            "- Jenna (Farm Credit) wants a signed contract before draw #1.\n- Call REC about moving the yard pole.\n"
            "- Drains in floor? no - just slope to door.\n- Ask Tyler where he wants the shop corner (heated later?).\n"
            f"last edited {_d(dt)}")


def t_succ_memo(r, dt):
    return (f"BERGSTROM & VANCE LAW, P.L.C.\n2519 Chamberlain St, Ames, IA 50014\nMEMORANDUM  {_m(dt)}\n"
            "To: Dale, Karen and Tyler Hoffmann\nFrom: Ruth Bergstrom\nRe: farm transition plan - next steps\n\n"
            "1. Form Hoffmann Family Farms, LLC (Iowa) to own machinery and operate; land stays with Dale and Karen for now and is leased to the LLC.\n"
            "2. Units: Dale 45 / Karen 45 / Tyler 10 at formation; Tyler buys additional units over 10 years under the buy-sell.\n"
            "3. Emily: equalization through life insurance and land inheritance, not operating units.\n"
            "4. Update wills and revocable trust; powers of attorney. 5. Target: signed documents by December 31, 2026.")


def t_llc_draft(r, dt):
    v = r.choice(["DRAFT v1", "DRAFT v2 - Ruth's comments", "DRAFT v3"])
    return (f"OPERATING AGREEMENT OF HOFFMANN FAMILY FARMS, LLC  ({v}, {_d(dt)})\nAn Iowa limited liability company\n"
            "Article 1. Formation. The Members form the Company under the Iowa Uniform Limited Liability Company Act, Chapter 489.\n"
            "Article 3. Members and Units: Dale E. Hoffmann 45 units; Karen L. Hoffmann 45 units; Tyler J. Hoffmann 10 units.\n"
            "Article 5. Management: manager-managed; initial Managers Dale E. Hoffmann and Tyler J. Hoffmann.\n"
            "Article 9. Transfers: no transfer except to lineal descendants actively farming; right of first refusal.\n"
            "Article 10. Buy-sell on death, disability or retirement; price per appraisal of machinery and cattle.\n"
            "[Ruth: confirm whether cattle go into the LLC or stay with Dale.]")


def t_equip_val(r, dt):
    rows = ["Item;Year;Hours;Est. value", f"JD 7R 230;2017;{r.randint(3200, 4100)};{r.randint(175, 205)}000",
            f"JD S780 combine;2019;{r.randint(1500, 1900)};{r.randint(265, 310)}000", "JD 1775NT 16-row planter;2016;;78000",
            "JD 612C chopping corn head;2015;;42000", "JD R4038 sprayer;2014;2900;118000", "Kinze 1050 grain cart;2012;;36000",
            "JD 2660 + StarFire receivers;;;9000", "Cattle: 38 cows, 2 bulls;;;96000"]
    return f"Machinery & livestock valuation for LLC formation - {_d(dt)}\n" + "\n".join(rows)


def t_succ_notes(r, dt):
    return (f"Family meeting {_d(dt)} - kitchen table, with Tyler\n- Tyler takes over marketing decisions on the 2026 crop; Dale still "
            "does the cattle.\n- Emily okay with the plan as long as the land is split evenly later (she called in).\n- Ask Ruth: does the "
            "LLC need its own EIN, bank account, FSA farm reconstitution? (yes - Ruth says file CCC-902 for payment eligibility)\n"
            "- Mark Lindgren to look at selling the older machinery to the LLC on installments vs. gifting.\n- Karen: keeps doing books "
            "through 2027.")


def t_eqip(r, dt, k=None):
    return _pick(r, k, [
        f"USDA Natural Resources Conservation Service\nStory County Field Office, Nevada IA\n{_m(dt)}\nDale Hoffmann\n\nThank you for "
        "your interest in the Environmental Quality Incentives Program (EQIP). To be considered in the fiscal year 2026 ranking, "
        "your application (NRCS-CPA-1200), AD-1026 highly erodible land certification and AD-1026/CCC-941 adjusted gross income "
        "certification must be complete by the July 2026 cutoff.\nPractice planned: Cover Crop (340), 3 years, on Creek 40, "
        "Schoolhouse 120 and East 60.\nMike Tjaden, District Conservationist",
        f"Cover crop plan - {_d(dt)}\nFields: Creek 40 (37.9 ac), Schoolhouse 120 (118.6), East 60 (58.8) = 215.3 ac\n"
        "Species: cereal rye 'Elbon', 50 lb/ac, drilled after soybean harvest; aerial into standing corn on Schoolhouse\n"
        "Termination: spray 10-14 days before corn planting, or plant green ahead of soybeans\nEQIP payment est. $" +
        str(r.randint(48, 62)) + "/ac/yr x 3 yrs. Seed quote Brandt $" + f"{r.uniform(16, 21):.2f}" + "/bu.\nIowa cost share "
        "(IDALS $5/ac crop insurance discount) can stack? - ask Mike.",
    ])


def t_quilt(r, dt, k=None):
    return _pick(r, k, [
        f"STORY COUNTY FAIR  -  Open Class Entry Form {dt.year}\nDepartment: Textiles / Quilts\nExhibitor: Karen Hoffmann, Ames\n"
        "Class 412: Bed quilt, pieced, machine quilted by exhibitor, king\nTitle: Prairie Star\nEntries due July 15; bring items to "
        "4-H Exhibit Building, Nevada, Thursday before fair. Judging Friday.",
        f"Quilting Connection - Ames\nReceipt {r.randint(1000, 9999)}  {_d(dt)}\nKona Cotton Navy 3 yd  $35.97\nGrunge Basics "
        "Gold 2 yd  $27.98\nFat quarter bundle 'Harvest' 12  $47.88\nQuilters Dream Cotton batting king  $59.99\n"
        f"Aurifil 50wt 2 spools  $27.98\nTotal {_usd(r, 190, 240)}",
        "Prairie Star quilt - plan\nKing 108 x 108. Center 8-point Lone Star (45-deg diamonds, 2.5\" strips), setting squares with "
        "feathered wreaths.\nBorders: navy 4\", gold piping, scrappy flying geese.\nQuilting on the Juki: stitch in ditch, then "
        "free motion feathers. Binding by hand.\nTo do: finish diamond rows 5-8, press, mark wreaths. Need done by end of July "
        f"for county fair entry.\n{_d(dt)}",
    ])


# --------------------------------------------------------------------------- archive


def t_derecho(r, dt, k=None):
    return _pick(r, k, [
        f"IOWA FARM MUTUAL INSURANCE ASSOCIATION\nClaim no. FM-23-{r.randint(10000, 99999)}  Date of loss: June 29, 2023\n"
        "Insured: Dale and Karen Hoffmann  Policy FO-448217\nCause of loss: windstorm (derecho)\nADJUSTER'S REPORT\n"
        "- 30,000 bu grain bin (bin #3): roof and upper rings collapsed, total loss\n- Machine shed: 14 roof sheets torn off, 2 "
        "trusses cracked\n- Machine shed and dwelling: shingles and gutters\n- Windbreak: 11 trees down\n"
        f"Replacement cost estimate ${r.uniform(96000, 118000):,.2f}, less deductible $2,500\nAdjuster: Tom Erickson, {_d(dt)}",
        f"SWORN STATEMENT IN PROOF OF LOSS\nIowa Farm Mutual  Claim FM-23-{r.randint(10000, 99999)}\nTime of loss: June 29, 2023, "
        "about 4:30 PM, windstorm\nActual cash value of property ${r.uniform(140000, 150000):,.2f}\nWhole loss and damage "
        f"${r.uniform(100000, 112000):,.2f}\nAmount claimed ${r.uniform(98000, 110000):,.2f}\nSigned Dale E. Hoffmann, Karen L. Hoffmann  {_d(dt)}",
        f"Iowa Farm Mutual - {_m(dt)}\nDear Mr. and Mrs. Hoffmann,\nEnclosed is the final payment on claim FM-23-41187 for the "
        "June 29, 2023 windstorm, releasing recoverable depreciation on the grain bin now that the replacement is complete. "
        f"Payment: ${r.uniform(18000, 26000):,.2f}. This claim is now closed.\nLori Hansen, Claims",
    ])


def t_bin(r, dt, k=None):
    return _pick(r, k, [
        f"Hawkeye Bin Service - Ackley, Iowa\nINVOICE {r.randint(5000, 5999)}  {_d(dt)}\nJob: Hoffmann, replace bin #3 (derecho)\n"
        "Remove collapsed 30' x 8-ring bin and haul away\nNew Sukup 30' 9-ring bin, 33,400 bu, full floor, 2 roof vents\n"
        "Erect on existing pad, new sidewall ladder\nAeration fan 10 HP, unload auger 8\"\n"
        f"Total ${r.uniform(71000, 79000):,.2f}  Paid by check 6488 and insurance proceeds.",
        f"Bin rebuild to-do ({_d(dt)})\n- Hawkeye Bin can start after harvest, before freeze.\n- Pad OK per their crew, just grind the "
        "old anchor bolts.\n- Electrician for fan: Nevada Electric.\n- Send Iowa Farm Mutual the invoice for depreciation holdback.\n"
        "- Store corn in the co-op until new bin is up (storage $0.045/bu/mo).",
    ])


def t_wedding(r, dt, k=None):
    return _pick(r, k, [
        f"The Barn at Willow Creek - Event Agreement\nHuxley, Iowa   {_m(dt)}\nClient: Karen Hoffmann (mother of the bride)\n"
        "Event: Wedding reception, Emily Hoffmann & Jacob Reinholt, Saturday, September 13, 2025, 5:00 PM - midnight\n"
        f"Guests: 220 est.  Rental fee $6,800; deposit ${r.choice([1500, 2000])} paid\nBar: licensed bartenders only. Final count 14 days prior.",
        f"Emily & Jacob - wedding budget (as of {_d(dt)})\nVenue $6,800\nCatering (Hickory Park smoked meats) $9,240\nPhotographer "
        "(Lane Photography) $3,400\nFlowers $1,850\nDJ $1,100\nDress - Emily paying\nRehearsal dinner - Reinholts\nCake $780\n"
        "Church - Trinity Lutheran, Pastor Anne: honorarium $250, organist $150",
        "Thank you notes - wedding gifts\n" + "\n".join(f"{r.choice(FIRST)} & {r.choice(FIRST)} {r.choice(LAST)} - "
                                                       f"{r.choice(['KitchenAid mixer', 'check $100', 'quilt', 'towels', 'cast iron set', 'check $50'])} - "
                                                       f"{r.choice(['sent', 'sent', 'not yet'])}" for _ in range(14)),
    ])


def t_guest_csv(r, dt):
    out = ["Name,Side,Adults,Kids,RSVP,Table"]
    for _ in range(45):
        out.append(f"{r.choice(FIRST)} {r.choice(LAST)},{r.choice(['Hoffmann', 'Reinholt'])},{r.randint(1, 2)},{r.randint(0, 3)},"
                   f"{r.choice(['yes', 'yes', 'yes', 'no', ''])},{r.randint(1, 24)}")
    return "\n".join(out) + "\n"


def t_pickup(r, dt, k=None):
    return _pick(r, k, [
        f"BILL OF SALE  {_m(dt)}\nSeller: Dale E. Hoffmann, 26418 580th Ave, Ames IA\nBuyer: Curt Jensen, Roland IA\nVehicle: 2009 "
        "Chevrolet Silverado 2500HD, VIN 1GCHK43K09F1xxxxx, 218,400 miles\nPrice: $11,500.00 paid by cashier's check\nSold as is.",
        "FOR SALE - 2009 Chevy Silverado 2500HD 4x4, 6.0 gas, 218K, new tires 2022, some rust on rockers, gooseneck hitch, "
        "runs great. $12,500 OBO. Call Dale 515-290-xxxx.",
    ])


def t_dealer(r, dt, k=None):
    y = dt.year
    return _pick(r, k, [
        f"Prairie Gold Genetics\nDealer Commission Statement - sales year {y}\nDealer: Dale Hoffmann (territory IA-07, Story/Boone/Hamilton)\n"
        f"Corn units sold {r.randint(2400, 3600)}   Soybean units {r.randint(3000, 5200)}\nGross commission ${r.uniform(38000, 61000):,.2f}\n"
        "Early order bonus, volume tier 3\nPaid by direct deposit March 31.",
        f"Prairie Gold Genetics - {_m(dt)}\nDear Dale,\nAs discussed, Prairie Gold will consolidate its Iowa dealer network under "
        "the new district sales structure, and your dealer agreement will end on August 31, 2018. Final commission and "
        "inventory returns will be settled by October 31, 2018. Thank you for 14 years of service to growers in Story County.\n"
        "Rick Sandquist, Regional Sales Manager",
        "Customer order summary  " + str(y) + "\n" + "\n".join(f"{r.choice(FIRST)} {r.choice(LAST)} - {r.randint(40, 300)} units corn PG"
                                                                  f"{r.randint(90, 112)}-{r.randint(10, 99)}, {r.randint(50, 400)} units soy" for _ in range(10)),
    ])


def t_cruise(r, dt, k=None):
    return _pick(r, k, [
        "HOLLAND AMERICA LINE - Booking Confirmation\nBooking # K" + str(r.randint(100000, 999999)) + "\nGuests: Dale Hoffmann, "
        "Karen Hoffmann\n7-Day Alaskan Explorer, ms Eurodam, roundtrip Seattle, departing August 11, 2024\nPorts: Juneau, "
        "Sitka, Ketchikan, Victoria BC; scenic cruising Glacier Bay\nStateroom 6123, Verandah\nFare incl. taxes $5,418.00",
        "Alaska trip packing / plan\nFly DSM-SEA Aug 10 (Delta 2211), hotel near Pier 91.\nExcursions: Juneau - Mendenhall Glacier "
        "& whale watch (booked); Ketchikan - lumberjack show; Sitka - raptor center.\nTyler does chores, Doug Meyer checks cows.\n"
        "Bring: rain jackets, binoculars, motion sickness bands.",
    ])


# --------------------------------------------------------------------------- resources


def t_manual(r, dt, which):
    return {"7r": "JOHN DEERE 7R 210, 7R 230, 7R 250, 7R 270, 7R 290 TRACTORS\nOPERATOR'S MANUAL OMRE" + str(r.randint(100000, 999999)) +
            "\nSection 40 - Lubrication and maintenance: engine oil and filter every 500 hours using John Deere Plus-50 II 15W-40.\n"
            "Check hydraulic/transmission oil level daily. Replace fuel filters every 500 hours or annually.\nDEF tank: use only ISO 22241 fluid.",
            "s780": "JOHN DEERE S760, S770, S780, S790 COMBINES\nOPERATOR'S MANUAL\nCombine Advisor and Active Yield setup. Rotor speed "
            "for corn 350-450 rpm; concave clearance 20-35 mm; cleaning fan 1050-1150 rpm.\nSoybeans: rotor 550-700 rpm.",
            "2660": "GreenStar 3 2630 / Generation 4 display - Quick Reference\nSection control, AutoTrac, documentation: set up client "
            "(Hoffmann Farms), farm, field boundaries.\nExport yield data to USB as JDL format; import to Operations Center.",
            "dryer": "GSI 1100 Series Tower Dryer - Owner's Manual\nSafety: lock out power before entering the plenum. Moisture sensor "
            "calibration: compare to elevator sample weekly. Burner: LP vapor, regulator setting 5-20 psi."}[which]


def t_bulletin(r, dt, which):
    return {"custom": "Iowa Farm Custom Rate Survey 2025  (Ag Decision Maker File A3-10)\nIowa State University Extension and Outreach\n"
            "Tillage - chisel plow $21.50/ac; planting corn no-till $26.80/ac; combine corn $42.00/ac; grain hauling $0.16/bu\n"
            "Cover crop seeding, drill $17.40/ac; aerial $15.00/ac. Survey of 220 custom operators.",
            "rent": "Cash Rental Rates for Iowa 2025 Survey (Ag Decision Maker File C2-10)\nStory County average: high third $316, "
            "middle third $271, low third $222 per acre for corn-soybean ground.\nRent per CSR2 point: $3.12.",
            "nrate": "Concepts and Rationale for Regional Nitrogen Rate Guidelines for Corn (PM 2015)\nMaximum return to N (MRTN) "
            "for corn following soybean in Iowa ~ 140 lb N/acre at 0.10 price ratio; corn after corn ~ 190 lb N/acre.",
            "soy": "Soybean Seeding Rate Recommendations for Iowa (CROP 3142)\nTarget final stand 100,000-120,000 plants/ac; "
            "planting early May increases yield; 30-inch vs 15-inch rows.",
            "cover": "Cover Crop Establishment and Termination in Iowa (CROP 3117)\nCereal rye is the most winter-hardy choice. Drill "
            "40-60 lb/ac after soybeans; terminate 10-14 days before planting corn to avoid yield drag.",
            "beef": "Iowa Beef Center - Cow-calf Body Condition Scoring (IBC 0131)\nBCS 5-6 at calving for mature cows; BCS 6 for first-calf "
            "heifers. Thin cows take longer to rebreed.",
            "calf": "Iowa Beef Center - Calving Readiness and Dystocia (IBC 0114)\nStage 2 labor: intervene if no progress in 30 min for "
            "heifers, 60 for cows. Colostrum within 2 hours: 2 quarts."}[which]


def t_recipe(r, dt, which):
    return {"hamballs": "Ham Balls (Karen's mom's)\n1 lb ground ham, 1 lb ground pork, 1 c graham cracker crumbs, 2 eggs, 1 c milk\n"
            "Sauce: 1 can tomato soup, 1 c brown sugar, 1/2 c vinegar, 1 tsp dry mustard\nBake 325 F 1 1/2 hours, basting.",
            "scalloped": "Scalloped Corn\n2 cans cream corn, 1 can whole kernel, 1 sleeve saltines crushed, 2 eggs, 1/2 c butter melted, "
            "1 c milk. Bake 350 F 1 hr. Doubles for funerals / church potluck.",
            "scotch": "Scotcheroos\n1 c sugar, 1 c light corn syrup, 1 c peanut butter, 6 c Rice Krispies. Topping: 1 c chocolate chips + "
            "1 c butterscotch chips melted. 9x13.",
            "kuchen": "Oma Hoffmanns Apfelkuchen\n250 g Mehl, 125 g Butter, 100 g Zucker, 1 Ei, 1 TL Backpulver\n1 kg Äpfel, Zimt, Streusel. "
            "Bei 180 Grad 45 Minuten backen. (Dale's grandmother wrote it in German - cups: 2 c flour, 1 stick butter)",
            "pfeff": "Pfeffernüsse (Christmas)\n1 c molasses, 1/2 c honey, 1/2 c shortening, 2 eggs, 4 1/2 c flour, anise, cinnamon, "
            "cloves, black pepper 1/2 tsp. Roll 1\" balls, bake 350 F 10-12 min, roll in powdered sugar.",
            "loosemeat": "Loose meat sandwiches (like Maid-Rite)\n2 lb ground beef (our own), 1 onion minced, 1 c beef broth, 2 T "
            "mustard, 1 T Worcestershire, salt/pepper. Simmer till dry. Serve on buns with pickles.",
            "rhubarb": "Rhubarb Custard Pie\n3 c chopped rhubarb, 1 1/2 c sugar, 3 T flour, 2 eggs, nutmeg. Double crust, 400 F 50 min.",
            "chili": "Church soup supper chili (x10)\n10 lb ground beef, 6 cans kidney beans, 8 qt tomato juice, 5 onions, chili powder "
            "to taste. Serves 60. Cinnamon rolls on the side."}[which]


def t_pattern(r, dt, which):
    return {"logcabin": "Log Cabin Block - classic\nCenter 2 1/2\" red square; logs cut 1 1/2\" wide, light on one side, dark on other.\n"
            "Finished block 12\". Settings: Barn Raising, Straight Furrow, Sunshine and Shadow.",
            "ohio": "Ohio Star - 12\" block\nCut 2 squares 5 1/4\" background, 2 squares 5 1/4\" star fabric -> quarter-square triangles. "
            "4 corners 4 1/2\", center 4 1/2\".",
            "lonestar": "Lone Star / Star of Bethlehem technique\nStrip sets of 8 fabrics, cut at 45 degrees, sew diamonds in rows. "
            "Press seams open for flat points. Set-in seams for corner squares and triangles.",
            "binding": "Binding by machine - double fold\nCut 2 1/2\" strips, join on bias, press in half. Sew 3/8\" to front, miter corners, "
            "fold to back and stitch in the ditch from front.",
            "feather": "Free-motion feathers - practice sheet\nDraw the spine first. Bump-back feathers vs. swag feathers. Keep plumes "
            "the same width; travel along the previous plume."}[which]


GERMAN = {
    "brief": "Darmstadt, den 3. Mai 2019\nLiebe Karen, lieber Dale,\nanbei die Abschrift aus dem Kirchenbuch Ober-Ramstadt, die ich "
             "im Archiv gefunden habe. Johann Georg Hoffmann wurde am 14. März 1839 getauft, Sohn des Leinewebers Philipp Hoffmann "
             "und der Anna Margaretha geb. Schäfer. Er ist 1868 über Bremen nach Amerika ausgewandert.\nHerzliche Grüße, eure Cousine Ulrike",
    "taufe": "Abschrift - Evangelisches Kirchenbuch Ober-Ramstadt, Taufregister 1839, Nr. 27\nTäufling: Johann Georg\nVater: Philipp "
             "Hoffmann, Leineweber\nMutter: Anna Margaretha geb. Schäfer\nPaten: Johann Georg Schäfer, Bauer zu Nieder-Modau",
    "ausw": "Auswanderung aus dem Großherzogtum Hessen 1868 - Auszug\nHoffmann, Johann Georg, 29 J., Ackerknecht, aus Ober-Ramstadt, "
            "Ziel: Baltimore, Schiff 'Hansa' ab Bremen, 2. April 1868. Entlassung aus dem Staatsverband genehmigt.",
}


def t_gedcom(r, dt):
    return ("0 HEAD\n1 SOUR Legacy\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n0 @I1@ INDI\n1 NAME Johann Georg /Hoffmann/\n1 BIRT\n2 DATE 14 MAR 1839\n"
            "2 PLAC Ober-Ramstadt, Hessen, Germany\n1 EMIG\n2 DATE 1868\n1 DEAT\n2 DATE 1911\n2 PLAC Grundy County, Iowa\n0 @I2@ INDI\n"
            "1 NAME Wilhelm /Hoffmann/\n1 BIRT\n2 DATE 1874\n2 PLAC Grundy Center, Iowa\n1 FAMC @F1@\n0 @I3@ INDI\n1 NAME Dale Edward /Hoffmann/\n"
            "1 BIRT\n2 DATE 2 NOV 1967\n2 PLAC Ames, Iowa\n0 @F1@ FAM\n1 HUSB @I1@\n1 CHIL @I2@\n0 TRLR\n")


def t_genealogy_note(r, dt):
    return ("Hoffmann line - research log\n- 1870 census Grundy Co: John Hoffman (sic) 31, farmer, b. Hesse Darmstadt.\n- Naturalization "
            "1874 Grundy Co court.\n- Moved to Story County 1902 (Wilhelm bought the home place, 80 acres, Sec. 22 Franklin Twp).\n"
            "- Ulrike in Darmstadt found the baptism record (see her letter).\n- Next: Hansa passenger list 1868, Baltimore arrival.")


# --------------------------------------------------------------------------- sections of build()


def _ago(y: int, m: int, d: int) -> float:
    return float((NOW.date() - datetime(y, m, d).date()).days)


def _s_farm(add, photo, r):
    d = "Documents/Farm"
    for y in range(2021, 2026):
        add(f"{d}/FSA/FSA-578 {y}.pdf", A, "Farm", _ago(y, 7, r.randint(2, 14)), t_fsa578)
    add(f"{d}/FSA/ARC-PLC election 2026.pdf", A, "Farm", _ago(2026, 3, 9),
        "USDA FSA - CCC-861 Agriculture Risk Coverage / Price Loss Coverage Program contract, program year 2026\n"
        "Farm 4417, Story County IA. Producer: Dale E. Hoffmann, operator. Corn base 318.4 ac: ARC-CO. Soybean base 279.6 ac: PLC.\n"
        "Share 100%. Signed 03/09/2026.")
    for y in (2024, 2025, 2026):
        add(f"{d}/Crop Insurance/Summary of Coverage {y}.pdf", A, "Farm", _ago(y, 3, r.randint(16, 28)), t_crop_ins)
    for i, age in enumerate((_ago(2025, 2, 11), _ago(2025, 6, 20), _ago(2025, 8, 4), _ago(2025, 11, 3))):
        add(f"{d}/Grain Contracts/2025/contract {35120 + i * 37}.pdf", A, "Farm", age, t_grain_contract)
    for i, age in enumerate((_ago(2025, 10, 9), _ago(2025, 10, 24), _ago(2025, 11, 12), _ago(2026, 1, 14))):
        add(f"{d}/Grain Contracts/2025/settlement {i + 1}.pdf", A, "Farm", age, t_settlement)
    for i, age in enumerate((_ago(2026, 1, 20), _ago(2026, 4, 2), _ago(2026, 5, 19))):
        add(f"{d}/Grain Contracts/2026/contract {38010 + i * 51}.pdf", A, "Farm", age, t_grain_contract)
    add(f"{d}/Grain Contracts/RE_ Dec corn.eml", A, "Farm", _ago(2025, 9, 17), t_coop_mail)
    add(f"{d}/Inputs/Brandt seed invoice 2025.pdf", A, "Farm", _ago(2024, 12, 18), t_seed_invoice)
    add(f"{d}/Inputs/Brandt seed invoice 2026.pdf", A, "Farm", _ago(2025, 12, 16), t_seed_invoice)
    for i, age in enumerate((_ago(2025, 4, 22), _ago(2025, 11, 6), _ago(2026, 4, 15))):
        add(f"{d}/Inputs/coop fertilizer {i + 1}.pdf", A, "Farm", age, t_fert_invoice)
    for y, n in ((2024, 4), (2025, 5)):
        for name, _, _ in FIELDS[:n]:
            add(f"{d}/Yield Maps/{y}/{name} {y}.csv", A, "Farm", _ago(y, 10, r.randint(5, 30)), t_yield_csv)
    for i, age in enumerate((_ago(2024, 3, 5), _ago(2024, 9, 10), _ago(2025, 2, 25), _ago(2025, 8, 28), _ago(2026, 3, 3))):
        add(f"{d}/Equipment/Prairieland service {i + 1}.pdf", A, "Farm", age, t_service)
    add(f"{d}/Equipment/JD hours log.xlsx", A, "Farm", 12,
        "Unit;Date;Hours;Work\n" + "\n".join(f"{u};{_d(NOW - timedelta(days=k * 41))};{h - k * 37};{w}" for k, (u, h, w) in
                                             enumerate([("7R 230", 3961, "greased, fuel"), ("S780", 1712, "sieves"), ("7R 230", 3890, "oil"),
                                                        ("R4038", 2911, "nozzles"), ("S780", 1650, "rasp bars")])))
    for i in range(3):
        add(f"{d}/Spray Records/spray record 2025-{i + 1}.docx", A, "Farm", _ago(2025, 5 + i, r.randint(3, 25)), t_spray)
    for name in ("North Quarter", "Schoolhouse 120", "Vogel Rent 160"):
        add(f"{d}/Soil Tests/{name} grid 2024.pdf", A, "Farm", _ago(2024, 11, r.randint(2, 25)), t_soil)
    add(f"{d}/Leases/Vogel cash rent lease 2025.docx", A, "Farm", _ago(2024, 9, 2), t_cash_rent)
    add(f"{d}/Leases/Vogel cash rent lease 2026.docx", A, "Farm", _ago(2025, 8, 26), t_cash_rent)
    for i, age in enumerate((_ago(2025, 6, 30), _ago(2025, 12, 31), _ago(2026, 3, 31))):
        add(f"{d}/Farm Credit/operating line {i + 1}.pdf", A, "Farm", age, t_op_line)
    add(f"{d}/farm expenses 2024.csv", A, "Farm", _ago(2025, 1, 12), t_farm_ledger)
    add(f"{d}/farm expenses 2025.csv", A, "Farm", _ago(2026, 1, 9), t_farm_ledger)
    c = "Documents/Cattle"
    for y in (2024, 2025, 2026):
        add(f"{c}/calving {y}.csv", A, "Cattle", _ago(y, 4, 20) if y < 2026 else 9, t_calving)
    for i, age in enumerate((_ago(2024, 10, 8), _ago(2025, 3, 19), _ago(2025, 10, 14), _ago(2026, 3, 30))):
        add(f"{c}/Vet/Gilbert Vet statement {i + 1}.pdf", A, "Cattle", age, t_vet_bill)
    for i, age in enumerate((_ago(2024, 11, 2), _ago(2025, 11, 8))):
        add(f"{c}/Sales/Marshalltown calves {2024 + i}.pdf", A, "Cattle", age, t_sale_barn)
    add(f"{c}/herd notes.docx", A, "Cattle", 16, t_herd_note)
    add(f"{c}/vaccination schedule.xlsx", A, "Cattle", _ago(2025, 2, 1),
        "Group;Product;Timing;Notes\nCows;Vista Once SQ;pre-breeding May;\nCows;ScourGuard 4KC;pre-calving Feb;\n"
        "Calves;Inforce 3 intranasal;at birth;\nCalves;Vision 7;branding/turnout;blackleg\nCalves;Bovi-Shield Gold;weaning Oct;booster 3 wk\n"
        "All;Cydectin pour-on;fall;lice & worms")
    photo("Pictures/Farm/calves in pasture.jpg", R, "Photos", _ago(2025, 5, 30))


def _s_home(add, photo, r):
    t = "Documents/Taxes"
    for y in (2022, 2023, 2024, 2025):
        add(f"{t}/{y}/{y} Form 1040 client copy.pdf", A, "Finance", _ago(y + 1, 2, r.randint(20, 27)), t_tax_1040)
        add(f"{t}/{y}/1099s {y}.pdf", A, "Finance", _ago(y + 1, 1, r.randint(25, 31)), t_1099)
        add(f"{t}/{y}/Lindgren letter.pdf", A, "Finance", _ago(y + 1, r.choice([1, 3]), r.randint(3, 28)), t_cpa_letter)
    add(f"{t}/2025/1099-PATR Skunk River.pdf", A, "Finance", _ago(2026, 1, 30), partial(t_1099, v=0))
    for y, m, dd in ((2025, 12, 31), (2026, 1, 30), (2026, 2, 27), (2026, 3, 31), (2026, 4, 30), (2026, 5, 29)):
        add(f"Documents/Bank/statement {y}-{m:02d}.pdf", A, "Finance", _ago(y, m, dd) - 2, t_bank)
    for q, age in (("Q3 2025", _ago(2025, 10, 6)), ("Q4 2025", _ago(2026, 1, 7)), ("Q1 2026", _ago(2026, 4, 8))):
        add(f"Documents/Retirement/Thrivent IRA {q}.pdf", A, "Finance", age, t_ira)
    add("Documents/household budget 2025.xlsx", A, "Finance", _ago(2025, 12, 28), t_budget)
    add("Documents/household budget 2026.xlsx", A, "Finance", 5, t_budget)
    h = "Documents/Health"
    for i, age in enumerate((_ago(2025, 8, 14), _ago(2025, 11, 20), _ago(2026, 2, 3), _ago(2026, 4, 27))):
        add(f"{h}/EOB/Heartland EOB {i + 1}.pdf", A, "Health", age, t_health_eob)
    for i, age in enumerate((_ago(2024, 6, 11), _ago(2025, 6, 17), _ago(2026, 5, 12))):
        add(f"{h}/visit summary {i + 1}.pdf", A, "Health", age, t_doctor)
    add(f"{h}/Heartland 2026 premium notice.pdf", A, "Health", _ago(2025, 12, 2),
        "Heartland Health Plan - 2026 Premium Notice\nSubscribers: Dale E. Hoffmann, Karen L. Hoffmann\nPlan: Silver PPO 5000, "
        "Iowa marketplace (HealthCare.gov)\nMonthly premium $2,314.00 less advance premium tax credit $828.00 = $1,486.00\n"
        "Deductible $5,000 family / out-of-pocket max $17,400.")
    add(f"{h}/Medicare - Dale/SSA statement.pdf", A, "Health", _ago(2026, 2, 18), partial(t_medicare, k=1))
    add(f"{h}/Medicare - Dale/SHIIP meeting notes.docx", A, "Health", _ago(2026, 3, 24), partial(t_medicare, k=0))
    add(f"{h}/prescriptions.txt", A, "Health", 33,
        "Main Street Pharmacy, Nevada - refills\nDale: lisinopril 10 mg, 90 day, auto-refill\nKaren: levothyroxine 50 mcg, 90 day\n"
        "Karen: Prolia shot every 6 months at Ames Family Medicine (next: July)")
    o = "Documents/House"
    for y in (2024, 2025):
        add(f"{o}/Property tax {y}-{y + 1}.pdf", A, "Home", _ago(y, 8, 20), t_property_tax)
    for i, age in enumerate((_ago(2025, 12, 8), _ago(2026, 2, 9), _ago(2026, 4, 8))):
        add(f"{o}/Utilities/bill {i + 1}.pdf", A, "Home", age, t_utility)
    add(f"{o}/furnace service Oct 2025.pdf", A, "Home", _ago(2025, 10, 21), partial(t_house, k=0))
    add(f"{o}/well water test.pdf", A, "Home", _ago(2025, 6, 3), partial(t_house, k=1))
    for i, age in enumerate((_ago(2025, 3, 1), _ago(2025, 7, 1), _ago(2025, 9, 15))):
        add(f"Documents/Insurance/Iowa Farm Mutual declarations {i + 1}.pdf", A, "Insurance", age, t_policy)
    for i, age in enumerate((_ago(2025, 4, 2), _ago(2025, 10, 30), _ago(2026, 4, 15))):
        add(f"Documents/Vehicles/vehicle {i + 1}.pdf", A, "Car", age, t_car)
    add("Documents/Vehicles/Ram 2500 window sticker.pdf", A, "Car", _ago(2024, 6, 5),
        "MONRONEY LABEL - 2024 RAM 2500 LARAMIE CREW CAB 4X4, 6.7L I-6 Cummins Turbo Diesel, 6-speed automatic\n"
        "Color: Delmonico Red. Total MSRP $78,410. Sold to Dale Hoffmann, Struthers Brothers, Ames IA.")


def _s_church(add, photo, r):
    d = "Documents/Church Treasurer"
    for i, (y, m) in enumerate([(2025, 9), (2025, 10), (2025, 11), (2026, 2), (2026, 3), (2026, 4)]):
        add(f"{d}/Reports/Treasurer report {datetime(y, m, 1):%B %Y}.docx", A, "Church", _ago(y, m + 1, 9), t_treasurer)
    add(f"{d}/Reports/Treasurer report May 2026 FINAL.docx", A, "Church", 2, t_treasurer)
    add(f"{d}/Reports/Treasurer report May 2026 FINAL (2).docx", A, "Church", 1, t_treasurer)
    for i, age in enumerate((1, 8, 15, 22)):
        add(f"{d}/Offering counts/count {_d(NOW - timedelta(days=age))}.pdf", A, "Church", age, t_offering)
    for i, age in enumerate((_ago(2025, 11, 11), _ago(2026, 3, 10), _ago(2026, 5, 12))):
        add(f"{d}/Council minutes {_d(NOW - timedelta(days=age))}.docx", A, "Church", age, t_council)
    add(f"{d}/Budget 2025.xlsx", A, "Church", _ago(2025, 1, 19), t_church_budget)
    add(f"{d}/Budget 2026.xlsx", A, "Church", _ago(2026, 1, 25), t_church_budget)
    add(f"{d}/Re_ memorial gifts.eml", A, "Church", _ago(2026, 2, 2), t_giving_mail)
    g = "Documents/giving-statements"
    add(f"{g}/pyproject.toml", A, "Church", _ago(2026, 1, 4), GS_PYPROJECT)
    add(f"{g}/README.md", A, "Church", _ago(2026, 1, 4), GS_README)
    add(f"{g}/giving_statements/__init__.py", A, "Church", _ago(2025, 1, 6), '"""Trinity Lutheran giving statements."""\n__version__ = "0.3.1"\n')
    add(f"{g}/giving_statements/cli.py", A, "Church", _ago(2026, 1, 4), GS_CLI)
    add(f"{g}/giving_statements/render.py", A, "Church", _ago(2026, 1, 3), GS_RENDER)
    add(f"{g}/tests/test_render.py", A, "Church", _ago(2025, 1, 6), GS_TEST)
    add(f"{g}/contributions_2025.csv", A, "Church", _ago(2026, 1, 5), t_contrib_csv)
    f = "Documents/4-H Go-Getters"
    for age in (_ago(2025, 9, 8), _ago(2025, 11, 10), _ago(2026, 2, 9), _ago(2026, 4, 13)):
        add(f"{f}/Minutes/minutes {_d(NOW - timedelta(days=age))}.docx", A, "4-H", age, t_4h_minutes)
    add(f"{f}/roster 2025-26.csv", A, "4-H", _ago(2025, 10, 1), t_4h_roster)
    add(f"{f}/club treasury 2025.xlsx", A, "4-H", _ago(2025, 12, 30), t_4h_budget)
    add(f"{f}/club treasury 2026.xlsx", A, "4-H", 8, t_4h_budget)
    add(f"{f}/Fair entry deadline.eml", A, "4-H", 24, t_4h_mail)
    add(f"{f}/fair food stand schedule.docx", A, "4-H", 11,
        "Go-Getters 4-H - Story County Fair food stand shifts\nThu 11-2: Meyer family, Larson family\nThu 5-8: Hoffmann (Karen), "
        "Kruse\nFri 11-2: Olson, Jensen\nSat 11-2: Vogel, Peterson\nPie donations to Karen by Wednesday. Hairnets in the blue tote.")


def _s_projects(add, photo, r):
    s = "Documents/Machine Shed 2026"
    add(f"{s}/Bids/Prairie Post Frame proposal.pdf", P, "Farm", _ago(2026, 2, 17), t_shed_bid)
    add(f"{s}/Bids/Hometown Builders bid.pdf", P, "Farm", _ago(2026, 3, 2), t_shed_bid)
    add(f"{s}/Bids/Kruse Construction bid rev2.pdf", P, "Farm", _ago(2026, 3, 19), t_shed_bid)
    add(f"{s}/Bids/bid comparison.xlsx", P, "Farm", _ago(2026, 3, 21),
        "Builder;Price;Door;Trusses;Start\nPrairie Post Frame;191,400;40x18 hydraulic;4 ft oc;Aug\n"
        "Hometown Builders;198,750;40x18 bifold;4 ft oc;Sept\nKruse Construction;186,900;38x18 hydraulic;8 ft oc;July")
    add(f"{s}/Loan/FCSAmerica commitment letter.pdf", P, "Farm", _ago(2026, 4, 22), t_shed_loan)
    add(f"{s}/Loan/balance sheet 12-31-2025.xlsx", P, "Farm", _ago(2026, 4, 10),
        "Hoffmann Farms balance sheet 12/31/2025 (for FCSAmerica shed loan)\nAsset;Value\nCash & checking;84,200\nGrain inventory;612,000\n"
        "Prepaid inputs;96,500\nCattle;96,000\nMachinery;1,020,000\nLand 480 ac;5,760,000\nLiabilities;\nOperating line;188,000\n"
        "Ram loan;41,300\nLand contract;0")
    add(f"{s}/Permit/ag exemption determination.pdf", P, "Farm", _ago(2026, 4, 29), t_shed_permit)
    for i in range(3):
        add(f"{s}/Quotes/quote {i + 1}.pdf", P, "Farm", _ago(2026, 4, 6 + i * 9), t_shed_quote)
    add(f"{s}/shed notes.docx", P, "Farm", 3, t_shed_notes)
    add(f"{s}/Plans/shed plan 60x100 rev B.pdf", P, "Farm", _ago(2026, 5, 8),
        "PRAIRIE POST FRAME BUILDINGS - Drawing S-1 rev B\nHoffmann machine storage 60' x 100' x 20'\nFloor plan: 40' hydraulic door "
        "east endwall, 14x14 overhead south sidewall, walk doors NE and SW\nColumns 3-ply 2x8 #1 SYP, 8' o.c., embedded 5' with concrete "
        "footing 24\" dia.\nTrusses 60' clear span, 4' o.c., 5:12 pitch\nWind 115 mph exposure C; ground snow 30 psf")
    add(f"{s}/Plans/site plan.png", P, "Farm", _ago(2026, 4, 3), "")
    photo(f"{s}/Plans/first sketch 2022.jpg", P, "Farm", _ago(2022, 1, 15))
    for i, age in enumerate((19, 15, 12, 9, 6, 4, 2, 1)):
        photo(f"Pictures/Shed progress/IMG_{4412 + i * 3}.JPG", P, "Farm", age)
    t = "Documents/Farm Transition"
    add(f"{t}/Bergstrom memo 2023.pdf", P, "Farm", _ago(2023, 11, 28), t_succ_memo)
    add(f"{t}/Bergstrom memo next steps.pdf", P, "Farm", _ago(2026, 4, 7), t_succ_memo)
    add(f"{t}/LLC Operating Agreement v1.docx", P, "Farm", _ago(2026, 1, 22), t_llc_draft)
    add(f"{t}/LLC Operating Agreement v2 Ruth comments.docx", P, "Farm", _ago(2026, 3, 18), t_llc_draft)
    add(f"{t}/LLC Operating Agreement v3.docx", P, "Farm", 6, t_llc_draft)
    add(f"{t}/Articles of Organization DRAFT.pdf", P, "Farm", _ago(2026, 3, 18),
        "CERTIFICATE OF ORGANIZATION - DRAFT\nIowa Secretary of State, Business Services\n1. Name: Hoffmann Family Farms, LLC\n"
        "2. Registered agent: Ruth Bergstrom, 2519 Chamberlain St, Ames IA 50014\n3. Principal office: 26418 580th Ave, Ames IA 50010\n"
        "4. Effective upon filing. Organizer: Ruth Bergstrom (do not file until operating agreement signed)")
    add(f"{t}/machinery valuation.xlsx", P, "Farm", _ago(2026, 2, 26), t_equip_val)
    add(f"{t}/family meeting notes.docx", P, "Farm", _ago(2026, 1, 11), t_succ_notes)
    add(f"{t}/RE_ LLC draft v3.eml", P, "Farm", 5,
        "From: Ruth Bergstrom <rbergstrom@bvlawames.com>\nTo: Dale Hoffmann <dkhoffmann@netins.net>\nCc: tyler.hoffmann@gmail.com\n"
        f"Date: {(NOW - timedelta(days=5)).strftime('%a, %d %b %Y')} 14:02:11 -0500\nSubject: RE: LLC draft v3\n\nDale,\n\n"
        "Thanks for the comments. I moved the cattle out of the LLC for now (Article 3) per your note, and added the lease of the\n"
        "home farm to the LLC as Exhibit B. Mark Lindgren wants to see the installment-sale numbers before we sign. Can the three\n"
        "of you come in the week of June 15?\n\nRuth\nBergstrom & Vance Law, P.L.C.\n")
    e = "Documents/EQIP Cover Crops"
    add(f"{e}/NRCS letter.pdf", P, "Farm", _ago(2026, 3, 4), partial(t_eqip, k=0))
    add(f"{e}/cover crop plan.docx", P, "Farm", 14, partial(t_eqip, k=1))
    add(f"{e}/NRCS-CPA-1200 application.pdf", P, "Farm", _ago(2026, 5, 4),
        "NRCS-CPA-1200 CONSERVATION PROGRAM APPLICATION\nProgram: EQIP FY2026, Iowa, Story County\nApplicant: Dale E. Hoffmann   "
        "Farm 4417 Tracts 1123, 2286\nLand use: cropland, 215.3 acres\nPractice: 340 Cover Crop\nSignature pending - AD-1026 on file "
        "at FSA; CCC-941 AGI certification to be filed.")
    add(f"{e}/field map.png", P, "Farm", _ago(2026, 5, 4), "")
    add(f"{e}/cereal rye seed quote.pdf", P, "Farm", 20,
        f"Brandt Seed & Agronomy - QUOTE {_d(NOW - timedelta(days=20))}\nCereal rye, VNS, bin-run cleaned, 56 lb bu\n"
        "Quantity 195 bu (215 ac @ 50 lb) @ $18.50/bu = $3,607.50\nDrilling with your JD 1590: n/a. Aerial seeding through Rotor Ag $15/ac.")
    add(f"{e}/Fwd_ EQIP ranking.eml", P, "Farm", 9,
        "From: Mike Tjaden <mike.tjaden@usda.gov>\nTo: dkhoffmann@netins.net\nSubject: EQIP ranking - cover crop application\n\n"
        "Dale - the FY26 Iowa EQIP cutoff for the cover crop fund pool is in July. I still need the CCC-941 and a signed CPA-1200.\n"
        "Your ranking score looks good with the HEL fields (Creek 40). Stop by the Nevada office any morning.\nMike\n")
    q = "Documents/Quilt - County Fair 2026"
    add(f"{q}/fair entry form.pdf", P, "Quilting", 10, partial(t_quilt, k=0))
    add(f"{q}/Quilting Connection receipt.pdf", P, "Quilting", _ago(2026, 2, 14), partial(t_quilt, k=1))
    add(f"{q}/Quilting Connection receipt 2.pdf", P, "Quilting", _ago(2026, 4, 25), partial(t_quilt, k=1))
    add(f"{q}/Prairie Star plan.docx", P, "Quilting", 7, partial(t_quilt, k=2))
    for i, age in enumerate((120, 88, 61, 30, 12, 3)):
        photo(f"Pictures/Prairie Star quilt/IMG_{3901 + i * 17}.jpg", P, "Quilting", age)
    photo("Pictures/Prairie Star quilt/star center layout.heic", P, "Quilting", 44)


def _s_archive(add, photo, r):
    d = "Documents/Derecho 2023"
    add(f"{d}/adjuster report.pdf", X, "Insurance", 70, partial(t_derecho, k=0), on=_ago(2023, 7, 12))
    add(f"{d}/proof of loss signed.pdf", X, "Insurance", _ago(2023, 8, 21), partial(t_derecho, k=1))
    add(f"{d}/final payment letter.pdf", X, "Insurance", _ago(2024, 2, 6), partial(t_derecho, k=2))
    add(f"{d}/damage list.xlsx", X, "Insurance", _ago(2023, 7, 3),
        "Item;Damage;Estimate\nBin #3 30000 bu;collapsed;68000\nMachine shed roof;14 sheets, 2 trusses;11800\nHouse shingles & gutters;"
        "hail/wind;14200\nWindbreak;11 trees;3500\nYard light pole;snapped;1900\nClaim FM-23-41187 - Iowa Farm Mutual;;")
    for i, age in enumerate((0, 0, 1, 1, 2, 5)):
        photo(f"Pictures/Derecho June 2023/IMG_{1207 + i}.JPG", X, "Insurance", _ago(2023, 6, 29) - age)
    b = "Documents/Grain Bin Rebuild"
    add(f"{b}/Hawkeye Bin invoice.pdf", X, "Farm", _ago(2023, 12, 1), partial(t_bin, k=0))
    add(f"{b}/bin to-do.docx", X, "Farm", _ago(2023, 8, 4), partial(t_bin, k=1))
    for i, age in enumerate((_ago(2023, 10, 30), _ago(2023, 11, 14), _ago(2023, 11, 22))):
        photo(f"Pictures/New bin 2023/IMG_{2210 + i * 9}.jpg", X, "Farm", age)
    w = "Documents/Emily Wedding"
    add(f"{w}/Barn at Willow Creek agreement.pdf", X, "Family", _ago(2024, 10, 14), partial(t_wedding, k=0))
    add(f"{w}/wedding budget.xlsx", X, "Family", _ago(2025, 8, 30), partial(t_wedding, k=1))
    add(f"{w}/thank you list.docx", X, "Family", 15, partial(t_wedding, k=2), on=_ago(2025, 10, 20))
    add(f"{w}/guest list.csv", X, "Family", _ago(2025, 8, 29), t_guest_csv)
    for i, age in enumerate((0, 0, 0, 0, 1, 1, 1)):
        photo(f"Pictures/Emily & Jacob Wedding/Lane Photography {i + 101:04d}.jpg", X, "Family", _ago(2025, 9, 13) - age)
    add("Pictures/Emily & Jacob Wedding/reception slideshow.png", X, "Family", 30, "")
    add("Documents/Old Truck/bill of sale Silverado.pdf", X, "Car", _ago(2024, 5, 18), partial(t_pickup, k=0), on=_ago(2024, 5, 18))
    add("Documents/Old Truck/Silverado ad.txt", X, "Car", _ago(2024, 4, 20),
        "FOR SALE - 2009 Chevy Silverado 2500HD 4x4, 6.0 gas, 218K, new tires 2022, some rust on rockers, gooseneck hitch, runs great.\n"
        "$12,500 OBO. Call Dale. Posted on Facebook Marketplace + Roland Story Record classifieds.")
    photo("Documents/Old Truck/silverado side.jpg", X, "Car", _ago(2024, 4, 19))
    o = "Old PC Backup 2019/My Documents/Prairie Gold"
    for y in (2015, 2016, 2017, 2018):
        add(f"{o}/commission {y}.pdf", X, "Career", _ago(y + 1, 3, 31) if y < 2018 else _ago(2018, 10, 30), partial(t_dealer, k=0),
            on=_ago(y, 11, 30))
    add(f"{o}/dealer agreement ends.pdf", X, "Career", _ago(2018, 5, 2), partial(t_dealer, k=1))
    add(f"{o}/customer orders 2017.xlsx", X, "Career", _ago(2017, 1, 15),
        "Grower;Corn units;Soy units;Delivered\n" + "\n".join(f"{_who(r)};{r.randint(40, 300)};{r.randint(50, 400)};yes" for _ in range(12)))
    v = "Documents/Travel/Alaska 2024"
    add(f"{v}/HAL booking confirmation.pdf", X, "Travel", _ago(2024, 1, 22), partial(t_cruise, k=0))
    add(f"{v}/trip plan.docx", X, "Travel", _ago(2024, 8, 1), partial(t_cruise, k=1))
    add(f"{v}/Mendenhall whale watch tickets.pdf", X, "Travel", _ago(2024, 6, 3),
        "Juneau Shore Excursion - Mendenhall Glacier & Whale Quest\nHolland America Line  ms Eurodam  August 13, 2024\n"
        "Guests: HOFFMANN/DALE, HOFFMANN/KAREN  Meet on pier 12:15 PM. Tickets non-refundable within 48 hours.")
    for i, age in enumerate((_ago(2024, 8, 12), _ago(2024, 8, 13), _ago(2024, 8, 13), _ago(2024, 8, 14), _ago(2024, 8, 15),
                             _ago(2024, 8, 16))):
        photo(f"Pictures/Alaska Cruise 2024/IMG_{5502 + i * 7}.JPG", X, "Travel", age)
    photo("Pictures/Alaska Cruise 2024/glacier bay panorama.heic", X, "Travel", 40)


def _s_resources(add, photo, r):
    m = "Documents/Manuals"
    for k, n in (("7r", "JD 7R 230 operators manual.pdf"), ("s780", "S780 combine OM.pdf"), ("2660", "GreenStar display quick ref.pdf"),
                 ("dryer", "GSI tower dryer manual.pdf")):
        add(f"{m}/{n}", R, "Farm", r.uniform(300, 2400), lambda r, dt, k=k: t_manual(r, dt, k))
    e = "Documents/ISU Extension"
    for k, n, tp in (("custom", "A3-10 custom rate survey 2025.pdf", "Farm"), ("rent", "C2-10 cash rent survey 2025.pdf", "Farm"),
                     ("nrate", "PM2015 nitrogen rates.pdf", "Farm"), ("soy", "CROP3142 soybean seeding rate.pdf", "Farm"),
                     ("cover", "CROP3117 cover crops.pdf", "Farm"), ("beef", "IBC0131 body condition scoring.pdf", "Cattle"),
                     ("calf", "IBC0114 calving readiness.pdf", "Cattle")):
        add(f"{e}/{n}", R, tp, r.uniform(90, 900), lambda r, dt, k=k: t_bulletin(r, dt, k))
    c = "Documents/Recipes"
    for k, n in (("hamballs", "Ham Balls.docx"), ("scotch", "Scotcheroos.txt"), ("pfeff", "Pfeffernusse.docx"),
                 ("loosemeat", "loose meat sandwiches.txt"), ("rhubarb", "Rhubarb custard pie.pdf"), ("chili", "soup supper chili x10.docx")):
        add(f"{c}/{n}", R, "Cooking", r.uniform(60, 2500), lambda r, dt, k=k: t_recipe(r, dt, k))
    q = "Documents/Quilting Patterns"
    for k, n in (("logcabin", "Log Cabin.pdf"), ("ohio", "Ohio Star 12in.pdf"), ("lonestar", "Lone Star technique.pdf"),
                 ("binding", "machine binding.docx"), ("feather", "feathers practice.pdf")):
        add(f"{q}/{n}", R, "Quilting", r.uniform(200, 1800), lambda r, dt, k=k: t_pattern(r, dt, k))
    g = "Documents/Genealogy"
    add(f"{g}/Brief von Ulrike 2019.docx", R, "Genealogy", _ago(2019, 5, 20), GERMAN["brief"])
    add(f"{g}/Auswanderung 1868 Auszug.pdf", R, "Genealogy", _ago(2019, 6, 2), GERMAN["ausw"])
    add(f"{g}/Hoffmann family.ged", R, "Genealogy", 140, t_gedcom)
    add(f"{g}/research log.txt", R, "Genealogy", 140, t_genealogy_note)
    photo(f"{g}/Wilhelm and Anna 1898.jpg", R, "Genealogy", _ago(2019, 7, 1))
    for i, (t, a, al) in enumerate([("Because He Lives", "Gaither Vocal Band", "Homecoming Classics"),
                                    ("How Great Thou Art", "George Beverly Shea", "Best of"),
                                    ("In the Garden", "Alan Jackson", "Precious Memories"),
                                    ("The Old Rugged Cross", "Alan Jackson", "Precious Memories"),
                                    ("Farther Along", "Josh Turner", "I Serve a Savior"),
                                    ("I'll Fly Away", "Alison Krauss & Gillian Welch", "O Brother Where Art Thou"),
                                    ("Softly and Tenderly", "Randy Travis", "Worship & Faith"),
                                    ("It Is Well with My Soul", "Gaither Vocal Band", "Homecoming Classics")]):
        add(f"Music/Gospel/{a}/{i + 1:02d} {t}.mp3", R, "Music", r.uniform(400, 2600), lambda r, dt, t=t, a=a, al=al: _id3(r, t, a, al))
    for n, age in (("Christmas 2025/IMG_6011.jpg", _ago(2025, 12, 25)), ("Christmas 2025/IMG_6014.jpg", _ago(2025, 12, 25)),
                   ("Christmas 2025/IMG_6020.jpg", _ago(2025, 12, 26)), ("Tyler 30th/IMG_5870.jpg", _ago(2025, 11, 2)),
                   ("Easter 2026/IMG_6307.heic", _ago(2026, 4, 5)), ("grandma Hoffmann 90th.jpg", _ago(2022, 3, 12))):
        photo(f"Pictures/Family/{n}", R, "Photos", age)
    for n, age in (("harvest 2025 sunset.jpg", _ago(2025, 10, 18)), ("combine and cart.jpg", _ago(2025, 10, 20)),
                   ("snow on the grove.jpg", _ago(2026, 1, 12)), ("planting 2026.jpg", _ago(2026, 5, 2))):
        photo(f"Pictures/Farm/{n}", R, "Photos", age)
    add("Pictures/Screenshots/Screenshot 2026-03-14 091522.png", R, "Photos", _ago(2026, 3, 14), "")
    for n, age in (("EQ8_Setup.exe", 700), ("OperationsCenterSync_Setup.msi", 400), ("LibreOffice_25.2_Win_x86-64.msi", 120),
                   ("TurboTax_Home_Business_setup.exe", 1100)):
        add(f"Downloads/{n}", R, "Software", age, lambda r, dt: _blob(r, b"MZ\x90\x00\x03\x00\x00\x00", 2000))
    add("Documents/eBooks/Gilead - Marilynne Robinson.epub", R, "Books", 900,
        lambda r, dt: _epub("Gilead", "Marilynne Robinson", "en", "I told you last night that I might be gone sometime..."))
    add("Documents/eBooks/A Thousand Acres.epub", R, "Books", 1500,
        lambda r, dt: _epub("A Thousand Acres", "Jane Smiley", "en", "At sixty miles per hour, you could pass our farm in a minute..."))


NRCS_MAIL = ("From: Mike Tjaden <mike.tjaden@usda.gov>\nTo: dkhoffmann@netins.net\nSubject: RE: cover crops on Creek 40\n\nDale,\n\n"
             "Cereal rye drilled after beans qualifies under practice 340; the Basic rate is per acre for three years. I need the\n"
             "CPA-1200 signed and the AD-1026 current before the July batching date or it rolls to next year.\n\nMike Tjaden\n"
             "District Conservationist, USDA-NRCS Nevada Field Office\n")


def _s_chaos(add, photo, r):
    dl = [(A, "Farm", 40, t_settlement), (A, "Farm", _ago(2026, 3, 20), t_crop_ins), (A, "Finance", 62, t_bank),
          (A, "Health", 75, t_health_eob), (A, "Home", _ago(2025, 8, 22), t_property_tax), (P, "Farm", _ago(2026, 2, 10), t_shed_bid),
          (P, "Farm", 35, t_shed_loan), (P, "Farm", 50, partial(t_eqip, k=0)), (P, "Farm", 55, t_succ_memo), (A, "Finance", _ago(2026, 2, 2), t_1099),
          (P, "Quilting", 18, partial(t_quilt, k=1)), (X, "Travel", _ago(2024, 1, 22), partial(t_cruise, k=0)), (X, "Insurance", _ago(2024, 2, 8), partial(t_derecho, k=2)),
          (A, "Cattle", _ago(2025, 11, 9), t_sale_barn), (A, "Insurance", _ago(2025, 7, 2), t_policy)]
    for i, (b, t, age, c) in enumerate(dl):
        add(f"Downloads/document{'' if i == 0 else f' ({i})'}.pdf", b, t, age, c, True)
    sc = [(X, "Career", _ago(2019, 9, 3), partial(t_dealer, k=1), _ago(2018, 5, 2)), (R, "Genealogy", _ago(2019, 9, 3), GERMAN["taufe"], None),
          (X, "Farm", _ago(2023, 12, 3), partial(t_bin, k=0), None), (X, "Car", _ago(2024, 5, 18), partial(t_pickup, k=0), None),
          (X, "Family", _ago(2024, 10, 15), partial(t_wedding, k=0), None), (A, "Farm", _ago(2025, 5, 1), t_fert_invoice, None),
          (A, "Cattle", _ago(2025, 6, 10), t_vet_bill, None), (A, "Farm", _ago(2025, 8, 27), t_cash_rent, None),
          (A, "Farm", _ago(2025, 9, 2), t_service, None), (A, "Health", _ago(2025, 12, 9), t_doctor, None),
          (A, "Finance", _ago(2026, 2, 26), t_cpa_letter, None), (A, "Car", _ago(2026, 3, 10), t_car, None),
          (P, "Farm", _ago(2026, 4, 30), t_shed_permit, None), (A, "Church", 43, t_offering, None),
          (A, "Church", 36, t_offering, None), (A, "Church", 29, t_offering, None)]
    for i, (b, t, age, c, on) in enumerate(sc):
        add(f"Scans/scan{i * 7 + 3:04d}.pdf", b, t, age, c, True, on=on)
    for n, b, t, age, c, on in (
            ("Desktop/untitled.txt", P, "Farm", 1, t_shed_notes, None), ("Desktop/New Text Document.txt", A, "Cattle", 25, t_herd_note, None),
            ("Desktop/New Text Document (2).txt", A, "Health", 70, partial(t_medicare, k=0), None), ("Desktop/notes.txt", P, "Farm", 40, t_succ_notes, None),
            ("Desktop/todo.txt", P, "Quilting", 4, partial(t_quilt, k=2), None), ("Desktop/to do.txt", X, "Farm", _ago(2023, 8, 2), partial(t_bin, k=1), None),
            ("Documents/New folder/Doc1.docx", A, "Church", 35, t_treasurer, None),
            ("Documents/New folder/Doc2.docx", A, "4-H", 70, t_4h_minutes, None),
            ("Documents/New folder/Document1.docx", P, "Farm", 80, t_llc_draft, None),
            ("Documents/New folder/Book1.xlsx", P, "Farm", 90, t_equip_val, None),
            ("Documents/New folder/Book2.xlsx", A, "Church", 150, t_church_budget, None),
            ("Documents/New folder/Doc3.docx", X, "Family", _ago(2025, 7, 1), partial(t_wedding, k=1), None),
            ("Documents/New folder/Doc4.docx", P, "Farm", 22, partial(t_eqip, k=1), None),
            ("Documents/New folder/Letter.docx", A, "Finance", _ago(2025, 1, 20), t_cpa_letter, None),
            ("Documents/misc/notes.docx", R, "Genealogy", 300, t_genealogy_note, None),
            ("Documents/misc/list.txt", X, "Car", _ago(2024, 4, 18), partial(t_pickup, k=1), None),
            ("Documents/misc/data.csv", A, "Farm", _ago(2025, 10, 12), t_yield_csv, None),
            ("Documents/misc/export.csv", A, "Cattle", _ago(2025, 4, 25), t_calving, None),
            ("Documents/misc/list.csv", A, "4-H", _ago(2025, 10, 2), t_4h_roster, None),
            ("Documents/misc/Sheet1.csv", X, "Family", _ago(2025, 8, 1), t_guest_csv, None),
            ("Documents/misc/info.pdf", A, "Home", 100, t_utility, None),
            ("Documents/misc/stuff.docx", R, "Cooking", 500, lambda r, dt: t_recipe(r, dt, "hamballs"), None),
            ("Documents/misc/copy.txt", R, "Cooking", 260, lambda r, dt: t_recipe(r, dt, "scalloped"), None),
            ("Downloads/RE_ Friday.eml", A, "Farm", 12, t_coop_mail, None),
            ("Downloads/Re_ question.eml", A, "Church", 45, t_giving_mail, None),
            ("Downloads/FW_ reminder.eml", A, "4-H", 60, t_4h_mail, None),
            ("Downloads/message.eml", P, "Farm", 27, NRCS_MAIL, None),
            ("Old PC Backup 2019/My Documents/Doc4.docx", X, "Career", _ago(2017, 12, 1), partial(t_dealer, k=2), None),
            ("Old PC Backup 2019/My Documents/scan003.pdf", A, "Finance", _ago(2018, 3, 2), t_tax_1040, None),
            ("Old PC Backup 2019/My Documents/Book3.xlsx", A, "Finance", _ago(2018, 12, 30), t_budget, None),
            ("Old PC Backup 2019/My Documents/FILE.pdf", A, "Finance", _ago(2018, 10, 9), t_ira, None),
            ("Old PC Backup 2019/My Documents/Letter.docx", A, "Farm", _ago(2017, 8, 28), t_cash_rent, None),
            ("Old PC Backup 2019/My Documents/Document.docx", R, "Cooking", _ago(2016, 11, 20),
             lambda r, dt: t_recipe(r, dt, "kuchen"), None),
            ("USB stick/FILE0001.pdf", A, "Farm", _ago(2019, 3, 22), t_crop_ins, None),
            ("USB stick/FILE0002.pdf", X, "Career", _ago(2019, 1, 8), partial(t_dealer, k=0), _ago(2016, 11, 30)),
            ("USB stick/FILE0003.pdf", A, "Farm", _ago(2019, 7, 10), t_fsa578, None),
            ("USB stick/FILE0004.pdf", A, "Home", _ago(2020, 8, 24), t_property_tax, None),
            ("Documents/Scanned Documents/Scan_20250312.pdf", A, "Health", _ago(2025, 3, 12), t_health_eob, None),
            ("Documents/Scanned Documents/Scan_20251104.pdf", A, "Cattle", _ago(2025, 11, 4), t_vet_bill, None),
            ("Documents/Scanned Documents/Scan_20260418.pdf", P, "Farm", _ago(2026, 4, 18), t_shed_quote, None)):
        add(n, b, t, age, c, True, on=on)
    for n, b, t, age, c in (("Downloads/document (15).pdf", R, "Cattle", 210, partial(t_bulletin, which="calf")),
                            ("Documents/misc/print.pdf", R, "Farm", 330, partial(t_bulletin, which="rent")),
                            ("Desktop/New Microsoft Word Document.docx", A, "Church", 19, t_council),
                            ("Old PC Backup 2019/My Documents/Doc7.docx", R, "Quilting", _ago(2018, 2, 11),
                             partial(t_pattern, which="logcabin")),
                            ("Scans/scan0120.pdf", A, "Finance", 16, t_ira)):
        add(n, b, t, age, c, True)
    add("Downloads/Summary of Coverage 2025.pdf", A, "Farm", _ago(2025, 3, 18), t_crop_ins)
    add("Downloads/EQIP_FY2026_Iowa_ranking_questions.pdf", P, "Farm", 31,
        "Iowa NRCS EQIP FY2026 - Cropland ranking questions (Story County)\nQ4 Will the practice address soil erosion on highly "
        "erodible land? Q7 Cover crop (340) on at least 50% of planned acres? Q9 First-time EQIP participant?\nApplication cutoff: July 2026.")
    add("Desktop/Prairie Star fabric list.txt", P, "Quilting", 9,
        "Still need: 1 yd gold for piping, 10 yd backing (wide 108\" navy), more thread. Ask Deb at Thursday Stitchers about borrowing the "
        "big hoop. Fair drop-off is the Thursday before.")
    add("Desktop/questions for Ruth.docx", P, "Farm", 8,
        "Questions for Ruth (LLC)\n- Cattle in or out?\n- Who signs for FSA after LLC exists?\n- Emily's share of the land - trust or will?\n"
        "- Does Tyler need his own life insurance for the buy-sell?")
    photo("Downloads/IMG_0412.jpg", R, "Photos", 140)
    photo("Desktop/IMG_6455.jpg", R, "Photos", 21)


def _s_left(add, dot, r):
    add("Downloads/EQIP_Program_Guide.pdf.crdownload", L, "System", 2, _pdf("EQIP program")[:300])
    add("Downloads/JD_S780_parts_catalog.pdf.part", L, "System", 30, _blob(r, b"%PDF-1.6\n", 900))
    add("Documents/Farm Transition/~$C Operating Agreement v3.docx", L, "System", 6, b"\x0bDale Hoffmann" + b"\x00" * 149)
    add("Documents/Church Treasurer/Reports/~$easurer report May 2026 FINAL (2).docx", L, "System", 1, b"\x0dKaren Hoffmann" + b"\x00" * 147)
    ini = "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-{}\r\n"
    add("Pictures/desktop.ini", L, "System", 1900, ini.format(21779).encode("utf-16"))
    add("Documents/desktop.ini", L, "System", 1900, ini.format(21770).encode("utf-16"))
    add("Pictures/Shed progress/Thumbs.db", L, "System", 1, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    add("Pictures/Alaska Cruise 2024/Thumbs.db", L, "System", 600, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    dot("Documents/Emily Wedding/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 400), 260)
    dot("Documents/Farm Transition/.~lock.LLC Operating Agreement v3.docx#", b"Dale Hoffmann,DESKTOP-7QK2L,26.05.2026 09:12,\n", 6)
    dot("Documents/giving-statements/.gitignore", b"__pycache__/\n*.pdf\nstatements/\n.venv/\n", 150)


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

    def encode(rel: str, content, on: float) -> bytes:
        dt = NOW - timedelta(days=on)
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

    def add(rel: str, bucket: str, topic: str, age: float, content, hard: bool = False, on: float | None = None) -> None:
        assert all(i.rel != rel for i in items), rel
        write(rel, encode(rel, content, age if on is None else on), age)
        items.append(Item(rel, bucket, topic, hard))

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float, on: float | None = None) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "", on=on)

    _s_farm(add, photo, r)
    _s_home(add, photo, r)
    _s_church(add, photo, r)
    _s_projects(add, photo, r)
    _s_archive(add, photo, r)
    _s_resources(add, photo, r)
    _s_chaos(add, photo, r)
    _s_left(add, dot, r)
    return items


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as tmp:
        got = build(Path(tmp))
        files = [p for p in Path(tmp).rglob("*") if p.is_file()]
        assert len({i.rel for i in got}) == len(got)
        assert all((Path(tmp) / i.rel).is_file() for i in got)
        assert all(i.bucket in (P, A, R, X, L) for i in got)
        print(f"{len(got)} labelled files ({len(files)} on disk), {sum(i.hard for i in got)} hard")
        print("buckets:", dict(Counter(i.bucket for i in got).most_common()))
        print("topics:", dict(Counter(f"{i.bucket}/{i.topic}" for i in got).most_common()))
