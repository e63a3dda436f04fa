"""An unseen labelled corpus: a family vineyard's shared PC, ``build(root, seed)``, written without reading the classifier.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/`` or the bench
scripts, at the bodies of the other corpora, or at any placement result: only ``unseen.py``'s docstring and
the start of its ``build()``, the ``Item`` dataclass and the helpers ``_pdf``/``_jpeg`` (``corpus.py``),
``_d``, ``_money``, ``_docx``, ``_png``, ``HEIC_HEAD`` (``blind.py``) and ``_blob``, ``_xlsx``, ``_rezip``,
``_latin1``, ``_epub``, ``_id3`` (``unseen.py``), plus, by accident, the first dozen lines of ``corpus.py``'s
``build()`` printed just after ``_jpeg`` and a few name lists after ``unseen.py``'s ``_blob``. The files and
labels are shaped by what these people would have on disk, not by what the code looks for.

The people: Bronwyn (56) and Rhys (58) Thomas own Thomas Hill Wines, a 12-hectare family vineyard, winery
and cellar door on Seppeltsfield Road near Marananga in the Barossa Valley, South Australia (Shiraz,
Grenache, Mataro, Semillon, a little Riesling; about 4,000 cases a year; a wine club, the "Hill Club", of
about 380 members; two casual cellar-door staff, Kylie Brandt and Josh Nguyen). They share one Windows PC
in the office behind the cellar door. Bronwyn runs the books (BAS/GST, Wine Equalisation Tax, payroll and
Single Touch Payroll, supplier invoices), the wine club and the cellar door; Rhys runs the vines (spray
diaries, water licence in the Barossa Prescribed Wells Area, pruning) and the winery. Their daughter
Megan (22) finishes a Bachelor of Science at the University of Adelaide and graduates in September 2026.

What is going on now (June 2026): the 2026 vintage was picked between late February and mid April; the
wines are in tank and barrel (malolactic checks, rackings, lab analyses) and the 2026 Riesling and rosé
are booked with the mobile bottler for July, when the vintage's winemaking ends with bottling. A new
timber tasting deck for the cellar door went through a development application with The Barossa Council
(lodged February, approved May 2026) and builders are quoting for construction this winter. The wines
are entered in the 2026 Barossa Wine Show and the Royal Adelaide Wine Show. A new label design is being
made with a designer in Adelaide (Hannah Kowalski, Kowalski Studio) for release with the 2025 Shiraz in
September. They are applying to Wine Australia for an export licence and working with a Singapore
importer (Lion City Cellars). The wine club's winter long lunch is on 4 July 2026. Megan's graduation is
on 2 September 2026 at Bonython Hall.

What is finished: vintages 2021-2025 (the 2025 reds were bottled in March 2026, so their records are
done); the drip-irrigation upgrade with soil-moisture probes (2024, grant acquitted); the 2020
bushfire-smoke insurance claim (settled 2021); the distribution agreement with Harbour & Vine
Distributors of Sydney (2019, terminated at the end of 2024); the 2024 and 2025 wine shows; the wine
club's spring long lunch of November 2025; past trips (Tasmania 2023, Bali 2024, Japan 2019). The disk
also holds a copy of the old office PC taken in 2018 (``Old PC backup 2018/``).

The machine: a tidy-ish ``Documents/Thomas Hill Wines/`` tree kept by Bronwyn, a ``Documents/Home/`` tree
for the household, Rhys's own ``Documents/Rhys/`` with loose notes, ``Pictures/`` with phone imports
(``IMG_xxxx.jpg`` with EXIF dates, ``.heic`` from Megan's iPhone), ``Downloads/`` full of
``document (4).pdf`` and statements, ``Desktop/`` with ``Untitled.txt`` and ``Document1.docx``, a
``Scans/`` folder from the office scanner (``scan_0031.pdf``), ``New folder/`` and ``New folder (2)/``,
POS CSV exports, unfinished downloads and Windows system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end still being worked on, whatever the file's age. The 2026 vintage
  (fruit intake, weighbridge dockets, ferment logs, lab results, additions, barrel map, vintage diary,
  the vintage's photos, the July bottling booking) -- topic Winemaking; the tasting deck and its council
  development application (plans, council letters, engineer, builder quotes, budget, site photos) --
  topic Cellar Door; the 2026 wine show entries -- topic Wine Shows; the new label design (brief, proofs,
  mock-ups, printer quotes, the designer's invoices, bottle shots) -- topic Marketing; the Singapore
  export licence and importer (application, correspondence, freight quotes, export price list, samples)
  -- topic Distribution; the wine club's winter long lunch on 4 July 2026 -- topic Wine Club; Megan's
  graduation (tickets, gown hire, lunch booking, Gran's flights for it) -- topic Family.
- **Areas**: responsibilities with no end, whatever the document's age. The business's books and duties:
  BAS/GST, WET returns and rebate, payroll, STP, staff super, business bank, supplier invoices (grapes,
  bottling, glass, closures, chemicals, power), trade invoices, the accountant, the liquor licence, staff
  records, WHS with SafeWork SA and ReturnToWorkSA (Business); the cellar door's trading -- POS exports,
  sales reports, stock counts, tasting bookings, price lists, group bookings, reviews (Cellar Door); the
  wine club -- members, orders, release packs, newsletters, shipping, cancellations (Wine Club); the
  vines -- spray diaries, water licence and meter readings, vineyard register, grape levy, pruning,
  yields, soil and petiole tests, vine health (Vineyard); winery records that belong to no single
  vintage -- barrel inventory, equipment servicing, cleaning procedures (Winemaking); website, social
  media, brochures (Marketing); every insurance policy and renewal, business, house, ute and car
  (Insurance); personal tax returns, super, personal bank, household budget (Finance); health (Health);
  the house, its bills and upkeep (Home); the HiLux ute and the Subaru -- service, rego, RAA (Car);
  helping Megan at university -- fees, rent, her car costs (Family). A 2022 spray diary, a 2019 tax
  return or a 2023 staff contract are still Areas.
- **Resources**: reference and interests by subject: viticulture reference (Vineyard); winemaking
  reference, yeast and fining data sheets (Winemaking); export guides and market rules, even those kept
  in the Singapore folder (Distribution); the wine labelling guide kept in the label folder (Marketing); recipes (Cooking);
  ebooks (Books); music (Music); installers (Software); appliance manuals (Home); Bronwyn's roses and
  garden (Gardening); photos -- family, vineyard scenery, wine-club and cellar-door events, holidays,
  screenshots (Photos) -- except photos that are a project's record (vintage work, construction site,
  smoke damage, irrigation trenching, bottle shots for the label), which take that project's bucket
  and topic, and except anything inside the old PC copy. Drawn or designed images are not photos: a
  plan, a mock-up or an inspiration screenshot in a project folder belongs to the project, a block map
  or a social-media tile to its area, a medal certificate to its show year.
- **Archive**: finished projects and ended responsibilities, however recent: vintages 2021-2025
  (Winemaking); the irrigation upgrade (Vineyard); the 2020 smoke claim (Insurance); the Harbour & Vine
  agreement (Distribution); the 2024 and 2025 wine shows (Wine Shows); the November 2025 long lunch
  (Wine Club); past trips (Travel); the old PC copy, kept whole, whatever is inside it (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files are written but not labelled.

Topics are subjects, one per subject (the deck is ``Cellar Door`` like the sales reports; the smoke
claim is ``Insurance`` like the policies; the Singapore export and the old distributor are both
``Distribution``). ``hard`` marks a file whose name *and* folder say nothing about its subject
(``Downloads/document (4).pdf``, ``Desktop/Untitled.txt``, ``Scans/scan_0031.pdf``): only the text
inside can place it. Images are never hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _d, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

def _aud(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\n"
            f"Date: {dt:%a, %d %b %Y} 09:{dt.day % 60:02d}:00 +0930\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=utf-8\n\n{body}\n")


BRON = "Bronwyn Thomas <bronwyn@thomashillwines.com.au>"
RHYS = "Rhys Thomas <rhys@thomashillwines.com.au>"
ADDR = "Thomas Hill Wines, 214 Seppeltsfield Road, Marananga SA 5355"
ABN = "ABN 41 612 874 390"
FIRST = ["Sarah", "David", "Michelle", "Peter", "Karen", "Andrew", "Lisa", "Mark", "Julie", "Paul", "Tanya",
         "Craig", "Leanne", "Simon", "Deb", "Greg", "Nicole", "Tony", "Helen", "Matt"]
SURN = ["Schulz", "Hoffmann", "Wilson", "Nguyen", "Kowalczyk", "Pearce", "Lehmann", "Grant", "O'Brien",
        "Fechner", "Lange", "Mitchell", "Rowe", "Papadopoulos", "Kleemann", "Harris", "Doecke", "Baker"]
SUBURBS = ["Norwood SA 5067", "Unley SA 5061", "Tanunda SA 5352", "Glenelg SA 5045", "Brighton VIC 3186",
           "Paddington NSW 2021", "Nuriootpa SA 5355", "Stirling SA 5152", "New Farm QLD 4005", "Mosman NSW 2088",
           "Gawler SA 5118", "Hawthorn VIC 3122"]
WINES = ["2025 Hill Block Shiraz", "2025 Marananga GSM", "2024 Old Vine Grenache", "2025 Semillon",
         "2025 Riesling", "2025 Rose", "2023 Reserve Shiraz", "2024 Mataro", "NV Sparkling Shiraz"]
PRICES = {"2025 Hill Block Shiraz": 38, "2025 Marananga GSM": 32, "2024 Old Vine Grenache": 42,
          "2025 Semillon": 24, "2025 Riesling": 26, "2025 Rose": 25, "2023 Reserve Shiraz": 75,
          "2024 Mataro": 36, "NV Sparkling Shiraz": 40}
BLOCKS = ["Block 1 Shiraz (1996)", "Block 2 Shiraz (2004)", "Block 3 Shiraz old vine (1938)",
          "Block 4 Grenache bush vine", "Block 5 Mataro", "Block 6 Semillon", "Block 7 Riesling"]


def _name(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


# ---------------------------------------------------------------- business (Areas Business)
def t_supplier_invoice(supplier: str, lines: list[tuple[str, int, float]]):
    def f(r: random.Random, dt: datetime) -> str:
        sub = sum(q * p for _, q, p in lines)
        rows = "\n".join(f"{d}   qty {q}   @ ${p:,.2f}   ${q * p:,.2f}" for d, q, p in lines)
        return (f"{supplier}\nTAX INVOICE\nInvoice no. {r.randint(10000, 99999)}   Date: {_d(dt)}\n"
                f"Bill to: Thomas Hill Wines Pty Ltd, 214 Seppeltsfield Road, Marananga SA 5355\n\n{rows}\n\n"
                f"Subtotal ${sub:,.2f}\nGST ${sub * 0.1:,.2f}\nTotal due ${sub * 1.1:,.2f}\n"
                f"Payment terms: 30 days EOM. EFT to BSB 105-0{r.randint(10, 99)} Acc {r.randint(10**7, 10**8)}\n")
    return f


def t_bas(quarter: str):
    def f(r: random.Random, dt: datetime) -> str:
        sales = r.randint(180_000, 320_000)
        return (f"Business Activity Statement - {quarter}\nThomas Hill Wines Pty Ltd  {ABN}\n"
                f"Prepared {_d(dt)} by Bronwyn Thomas\n\n"
                f"G1 Total sales ${sales:,}\nG2 Export sales $0\nG11 Non-capital purchases ${r.randint(60_000, 120_000):,}\n"
                f"1A GST on sales ${sales // 11:,}\n1B GST on purchases ${r.randint(6_000, 12_000):,}\n"
                f"1C Wine equalisation tax payable ${r.randint(14_000, 30_000):,}\n"
                f"1D Wine equalisation tax refundable (producer rebate) ${r.randint(8_000, 20_000):,}\n"
                f"W1 Total salary and wages ${r.randint(18_000, 32_000):,}\nW2 Amount withheld ${r.randint(2_000, 5_000):,}\n"
                "Lodged via the ATO Business Portal. Payment by BPAY.\n")
    return f


def t_wet_return(r: random.Random, dt: datetime) -> str:
    rows = "\n".join(f"{w}: {r.randint(60, 400)} bottles cellar door / {r.randint(40, 300)} wine club, "
                     f"wholesale value ${r.randint(2_000, 9_000):,}" for w in r.sample(WINES, 5))
    return (f"Wine Equalisation Tax worksheet - month ending {dt:%B %Y}\nThomas Hill Wines Pty Ltd {ABN}\n\n"
            "Assessable dealings (retail sales at cellar door and wine club, notional wholesale selling price "
            "method)\n" + rows + f"\n\nWET at 29%: ${r.randint(12_000, 22_000):,}\n"
            f"Producer rebate claimed: ${r.randint(8_000, 15_000):,} (annual cap $350,000)\n"
            "Reported at 1C/1D on the BAS. Keep with the quarterly BAS working papers.\n")


def t_payslip(emp: str, rate: float):
    def f(r: random.Random, dt: datetime) -> str:
        hrs = r.randint(14, 30)
        gross = hrs * rate
        return (f"PAYSLIP  Thomas Hill Wines Pty Ltd {ABN}\nEmployee: {emp}  (casual, Wine Industry Award 2020, "
                f"Cellar door level 3)\nPay period ending {_d(dt)}\n\nOrdinary hours {hrs} x ${rate:.2f} = ${gross:,.2f}\n"
                f"Weekend penalty ${r.randint(20, 90)}.00\nPAYG withheld ${gross * 0.12:,.2f}\n"
                f"Superannuation guarantee 12% ${gross * 0.12:,.2f} paid to the employee's fund\n"
                f"Net pay ${gross * 0.88:,.2f}\nYTD gross ${r.randint(9_000, 22_000):,}.00\n")
    return f


def t_trade_invoice(customer: str):
    def f(r: random.Random, dt: datetime) -> str:
        items = r.sample(WINES, 3)
        rows, tot = [], 0
        for w in items:
            q = r.choice([6, 12, 24])
            p = PRICES[w] * 0.62
            tot += q * p
            rows.append(f"{w}  {q} btl  @ ${p:.2f}  ${q * p:,.2f}")
        return (f"Thomas Hill Wines Pty Ltd  {ABN}\n{ADDR}\nTAX INVOICE {r.randint(1180, 1260)}  {_d(dt)}\n"
                f"To: {customer}\n\n" + "\n".join(rows) + f"\n\nWine equalisation tax included\n"
                f"Subtotal ${tot:,.2f}  GST ${tot * 0.1:,.2f}  Total ${tot * 1.1:,.2f}\nPlease pay within 14 days.\n")
    return f


def t_bank_business(r: random.Random, dt: datetime) -> str:
    bal = r.uniform(40_000, 90_000)
    lines = []
    for i in range(9):
        desc, amt = r.choice([("Square settlement cellar door", r.uniform(800, 4000)),
                              ("Stripe wine club batch", r.uniform(2000, 9000)),
                              ("ATO BPAY BAS", -r.uniform(8000, 16000)),
                              ("Barossa Mobile Bottling", -r.uniform(3000, 9000)),
                              ("Wages Kylie Brandt", -r.uniform(400, 900)),
                              ("AGL business electricity", -r.uniform(600, 1500)),
                              ("Landmark Nuriootpa", -r.uniform(200, 2400))])
        bal += amt
        lines.append(f"{(dt - timedelta(days=28 - 3 * i)):%d/%m/%Y}  {desc:<32} {amt:>10,.2f}  {bal:>11,.2f}")
    return (f"Bendigo Bank - Business Basic Account statement\nThomas Hill Wines Pty Ltd  BSB 633-000  "
            f"Acc 15{r.randint(1000000, 9999999)}\nStatement period to {_d(dt)}\n\n" + "\n".join(lines) + "\n")


def t_accountant_letter(r: random.Random, dt: datetime) -> str:
    return (f"Nitschke & Co Chartered Accountants\n45 Murray Street, Tanunda SA 5352\n{_d(dt)}\n\n"
            "Dear Bronwyn and Rhys,\n\nThank you for the records for the company year ended 30 June 2025. "
            "The company tax return and financial statements are enclosed for signing. Please note the WET "
            "producer rebate was reconciled against the approved-associated-producer rules; no adjustment "
            f"was needed. Our fee for the year is {_aud(r, 4800, 6200)} including GST.\n\n"
            "Could you also send the closing stock valuation (bulk wine and bottled stock) by 31 July so we "
            "can start on 2025-26.\n\nKind regards,\nAnton Nitschke CA\n")


def t_liquor_licence(r: random.Random, dt: datetime) -> str:
    return ("Consumer and Business Services - Liquor and Gambling\nLiquor Licensing Act 1997 (SA)\n"
            f"PRODUCER'S LICENCE No. 5712{r.randint(100, 999)}\nLicensee: Thomas Hill Wines Pty Ltd\n"
            "Premises: 214 Seppeltsfield Road, Marananga SA 5355\nAuthorised: sale of the licensee's product "
            "for consumption on and off the premises (cellar door), tastings, mail order and internet sales.\n"
            "Trading hours: 10am-5pm daily, extended trading by approval.\nResponsible person: Bronwyn Thomas\n"
            f"Annual fee paid {_d(dt)}.\n")


def t_staff_contract(emp: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"Letter of engagement - casual employment\n{_d(dt)}\n\nDear {emp},\n\n"
                "We are pleased to offer you casual employment as a Cellar Door Attendant at Thomas Hill Wines. "
                "Your employment is covered by the Wine Industry Award 2020. You will be paid the casual rate "
                "for Cellar Door level 3 plus the 25% casual loading. Shifts are offered weekly by roster, "
                "mostly weekends and public holidays.\n\nYou must hold a current RSA certificate. Please "
                "complete the TFN declaration and superannuation choice form.\n\nBronwyn Thomas, Director\n")
    return f


def t_whs_incident(r: random.Random, dt: datetime) -> str:
    return (f"WORKPLACE INCIDENT REPORT\nDate of incident: {_d(dt)}\nLocation: winery, barrel shed\n"
            "Person involved: Josh Nguyen (casual)\nWhat happened: while moving a full barrel on the forklift "
            "the pallet shifted and the barrel rolled against the racking. No one was hurt. Small leak from "
            "the head, about 10 litres of wine lost.\nImmediate action: area cordoned, spill cleaned, "
            "forklift checked.\nCorrective action: barrels to be strapped on pallets, refresher on forklift "
            "licence conditions. Not a notifiable incident under the WHS Act 2012 (SA) - recorded in the "
            "register only.\nReported by: Rhys Thomas\n")


def t_rtw(r: random.Random, dt: datetime) -> str:
    return ("ReturnToWorkSA\nEmployer registration renewal\nThomas Hill Wines Pty Ltd  "
            f"Employer no. 4-{r.randint(100000, 999999)}\nPremium period 1 July 2025 - 30 June 2026\n"
            f"Estimated remuneration ${r.randint(70_000, 110_000):,}\nIndustry rate: Wine manufacturing "
            f"(ANZSIC 1214)\nPremium payable {_aud(r, 1400, 2600)}\nIssued {_d(dt)}\n")


def t_chem_register(r: random.Random, dt: datetime) -> str:
    rows = ["Product;Use;Location;SDS date;Quantity"]
    for p, use in (("Potassium metabisulphite", "SO2 additions"), ("Caustic soda 30%", "tank cleaning"),
                   ("Citric acid", "neutralising rinse"), ("Peracetic acid 5%", "sanitising"),
                   ("Sulphur dust", "vineyard powdery mildew"), ("Copper hydroxide", "downy mildew"),
                   ("Glyphosate 450", "under-vine weeds")):
        rows.append(f"{p};{use};{r.choice(['chem shed', 'winery store', 'vineyard shed'])};{r.randint(2021, 2025)};"
                    f"{r.randint(2, 60)} kg/L")
    return "\n".join(rows)


# ---------------------------------------------------------------- cellar door / wine club
def t_pos_csv(r: random.Random, dt: datetime) -> str:
    rows = ["Date,Time,Receipt,Item,SKU,Qty,Unit price,Discount,Total,Payment,Staff"]
    for i in range(40):
        d = dt - timedelta(days=r.randint(0, 29))
        w = r.choice(WINES + ["Tasting fee", "Cheese platter", "Tasting fee"])
        p = PRICES.get(w, 15 if w == "Tasting fee" else 28)
        q = r.choice([1, 1, 2, 3, 6, 12]) if w in PRICES else r.randint(1, 4)
        disc = round(q * p * 0.1, 2) if q >= 6 else 0
        rows.append(f"{d:%Y-%m-%d},{r.randint(10, 16)}:{r.randint(0, 59):02d},R{r.randint(20000, 29999)},{w},"
                    f"TH{(WINES + ['Tasting fee', 'Cheese platter']).index(w) + 101},{q},{p:.2f},{disc:.2f},{q * p - disc:.2f},"
                    f"{r.choice(['Card', 'Card', 'Cash', 'Card'])},{r.choice(['Kylie', 'Josh', 'Bronwyn'])}")
    return "\n".join(rows) + "\n"


def t_sales_summary(r: random.Random, dt: datetime) -> str:
    return (f"Cellar door sales summary - {dt:%B %Y}\n\nVisitors (tastings): {r.randint(600, 1400)}\n"
            f"Tasting fees: {_aud(r, 4000, 9000)} (refunded on 2+ bottle purchase)\n"
            f"Bottle sales: {r.randint(900, 2200)} bottles, {_aud(r, 30000, 70000)} inc GST\n"
            f"Conversion to wine club: {r.randint(6, 19)} new members at the counter\n"
            f"Best sellers: {', '.join(r.sample(WINES, 3))}\nNotes: busy long weekend; need another casual "
            "on Sundays in spring. Platter sales up since the new cheese supplier.\n")


def t_stock_count(r: random.Random, dt: datetime) -> str:
    rows = ["Wine;Cellar door shelf;Cool room;Warehouse pallets;Total bottles;Notes"]
    for w in WINES:
        a, b, c = r.randint(12, 80), r.randint(24, 200), r.randint(0, 1800)
        rows.append(f"{w};{a};{b};{c};{a + b + c};{r.choice(['', '', 'reorder labels', 'last vintage stock'])}")
    return "\n".join(rows)


def t_tasting_bookings(r: random.Random, dt: datetime) -> str:
    rows = ["Date;Time;Name;Group size;Type;Phone;Notes"]
    for i in range(14):
        d = dt + timedelta(days=r.randint(1, 40))
        rows.append(f"{d:%d/%m/%Y};{r.choice(['10:30', '12:00', '13:30', '15:00'])};{_name(r)};{r.randint(2, 12)};"
                    f"{r.choice(['Seated tasting', 'Barrel tasting with Rhys', 'Standard tasting'])};"
                    f"04{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)};"
                    f"{r.choice(['', 'birthday', 'gluten free platter', 'coach - Barossa Tours', ''])}")
    return "\n".join(rows)


def t_price_list(r: random.Random, dt: datetime) -> str:
    rows = "\n".join(f"{w}  ${p}  /  6-pack ${p * 6 * 0.9:.0f}  /  club price ${p * 0.85:.2f}" for w, p in PRICES.items())
    return (f"THOMAS HILL WINES - Cellar door price list, from {_d(dt)}\n\n{rows}\n\n"
            "Tasting $15 per person, refunded with a purchase of two bottles. Platters $38.\n"
            "Open 10am-5pm daily, closed Good Friday and Christmas Day.\n")


def t_group_booking(r: random.Random, dt: datetime) -> str:
    return _eml(f"{_name(r)} <secretary@gawlerprobus.org.au>", BRON, "Group visit for our Probus club", dt,
                "Hello Bronwyn,\n\nOur Probus club would like to visit the cellar door on a Wednesday in late "
                "June, about 24 members arriving by coach around 11am. Could you do a seated tasting and "
                "platters, and would Rhys be able to say a few words about the old vines?\n\nPlease let me know "
                "the cost per head.\n\nWarm regards\n")


def t_review_reply(r: random.Random, dt: datetime) -> str:
    return ("Reply to Google review (3 stars, 'Lovely wines but waited 20 minutes to be served')\n\n"
            "Thanks for visiting us and for the honest feedback. That Saturday we had two coaches arrive "
            "together and only two of us behind the counter - not good enough, and we've since added a third "
            "person on weekends. Glad you enjoyed the Old Vine Grenache. Please ask for Bronwyn next time and "
            "the tasting is on us.\n\n- Bronwyn, Thomas Hill Wines cellar door\n")


def t_club_members(r: random.Random, dt: datetime) -> str:
    rows = ["member_id,first_name,last_name,email,suburb,level,join_date,status,card_expiry"]
    for i in range(45):
        fn, ln = r.choice(FIRST), r.choice(SURN)
        rows.append(f"HC{1000 + i * 7},{fn},{ln},{fn.lower()}.{ln.lower().replace(chr(39), '')}@example.com,"
                    f"\"{r.choice(SUBURBS)}\",{r.choice(['Six', 'Twelve', 'Twelve', 'Reserve'])},"
                    f"{r.randint(2015, 2026)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d},"
                    f"{r.choice(['active'] * 8 + ['paused', 'cancelled'])},{r.randint(1, 12):02d}/{r.randint(26, 30)}")
    return "\n".join(rows) + "\n"


def t_club_orders(r: random.Random, dt: datetime) -> str:
    rows = ["order_no,member_id,release,pack,bottles,total_inc_gst,payment_status,ship_method,tracking"]
    for i in range(30):
        pack = r.choice(["Six mixed", "Twelve mixed", "Twelve reds", "Reserve six"])
        n = 6 if "ix" in pack else 12
        rows.append(f"WC{5400 + i},HC{1000 + r.randint(0, 300)},Autumn 2026,{pack},{n},"
                    f"{n * r.uniform(28, 45):.2f},{r.choice(['paid', 'paid', 'paid', 'declined'])},"
                    f"{r.choice(['eParcel', 'Pickup cellar door', 'eParcel'])},"
                    f"{'' if r.random() < 0.3 else 'TQ' + str(r.randint(10**8, 10**9))}")
    return "\n".join(rows) + "\n"


def t_club_newsletter(season: str, year: int):
    def f(r: random.Random, dt: datetime) -> str:
        w = r.sample(WINES, 4)
        return (f"Hill Club - {season} Release {year}\n\nDear Hill Club members,\n\n"
                f"This {season.lower()} release brings {w[0]}, {w[1]}, {w[2]} and {w[3]}. Rhys says the "
                "Grenache is the most perfumed he has made from the bush vines. Your pack will be charged to "
                "the card on file in the first week and dispatched by Australia Post eParcel; pickup at the "
                "cellar door is welcome, with a free glass on the deck.\n\nTo change your pack or pause a "
                "release, reply to this email or call Bronwyn on 08 8562 4410.\n\nCheers, Bronwyn & Rhys\n")
    return f


def t_club_cancel(r: random.Random, dt: datetime) -> str:
    n = _name(r)
    return _eml(f"{n} <{n.split()[0].lower()}@example.com>", BRON, "Re: Hill Club membership", dt,
                "Hi Bronwyn,\n\nWe are moving into a retirement unit with no room for a cellar, so please cancel "
                "our twelve-bottle membership after the autumn release. We have loved every pack over the "
                "last eight years and will still visit when we are in the Valley.\n\nThank you for everything.\n")


def t_eparcel(r: random.Random, dt: datetime) -> str:
    rows = ["Consignment,Receiver,Suburb,Postcode,Articles,Weight kg,Service,Signature"]
    for i in range(24):
        sub = r.choice(SUBURBS)
        rows.append(f"TQ{r.randint(10**8, 10**9)},{_name(r)},\"{sub.rsplit(' ', 1)[0]}\",{sub.rsplit(' ', 1)[1]},1,"
                    f"{r.choice([9.2, 17.8])},Parcel Post,Y")
    return "\n".join(rows) + "\n"


def t_lunch_runsheet(when: str, menu: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"Hill Club long lunch - {when}\nRun sheet\n\n11:30 guests arrive, Sparkling Shiraz on the lawn\n"
                f"12:15 seated, welcome from Rhys\n12:30 entree: {menu}\n13:30 main with the Reserve Shiraz\n"
                f"15:00 dessert and cheese\n16:00 buses to Tanunda\n\nSeats: 80 (sold {r.randint(60, 80)}) at "
                f"$145 members / $165 guests\nCaterer: Barossa Harvest Catering, confirmed\n"
                "Staff: Kylie, Josh, Megan helping; marquee from Valley Hire\n")
    return f


# ---------------------------------------------------------------- vineyard
def t_spray_diary(season: str):
    def f(r: random.Random, dt: datetime) -> str:
        rows = ["Date;Block;Target;Product;Active;Rate/ha;Water L/ha;Area ha;Weather;Operator;WHP days"]
        start = datetime(int(season[:4]), 9, 15)
        for i in range(16):
            d = start + timedelta(days=i * 11 + r.randint(0, 4))
            prod = r.choice([("Powdery mildew", "Thiovit Jet", "sulphur 800 g/kg", "3 kg"),
                             ("Downy mildew", "Kocide Opti", "copper hydroxide", "1.5 kg"),
                             ("Botrytis", "Switch", "cyprodinil + fludioxonil", "0.8 kg"),
                             ("Light brown apple moth", "Dipel DF", "Bacillus thuringiensis", "0.5 kg"),
                             ("Weeds under vine", "Roundup 450", "glyphosate", "3 L")])
            rows.append(f"{d:%d/%m/%Y};{r.choice(BLOCKS)};{prod[0]};{prod[1]};{prod[2]};{prod[3]};"
                        f"{r.choice([500, 700, 1000])};{r.choice([1.2, 1.8, 2.1, 2.4])};"
                        f"{r.randint(14, 31)}C wind {r.randint(3, 14)} km/h {r.choice(['NW', 'S', 'SE', 'E'])};Rhys;"
                        f"{r.choice([0, 7, 14, 21])}")
        return "\n".join(rows)
    return f


def t_water_licence(r: random.Random, dt: datetime) -> str:
    return ("Department for Environment and Water (SA)\nWater Licence - Barossa Prescribed Wells Area\n"
            f"Licence no. {r.randint(100000, 999999)}   Licensee: R J & B A Thomas\n"
            f"Water allocation for the 2025-26 water-use year: {r.randint(18, 26)} ML (irrigation)\n"
            "Water resource works approval: bore 6628-1234, metered\nConditions: meter readings must be "
            "submitted by 31 July; usage must not exceed the allocation; carry-over is not permitted.\n"
            f"Annual water levy {_aud(r, 300, 700)}\nIssued {_d(dt)}\n")


def t_meter_csv(r: random.Random, dt: datetime) -> str:
    rows = ["reading_date,meter,reading_kL,used_since_last_kL,note"]
    val = r.randint(40000, 60000)
    for i in range(14):
        d = dt - timedelta(days=(13 - i) * 21)
        use = r.randint(0, 2200)
        val += use
        rows.append(f"{d:%Y-%m-%d},Bore 1 (Arad),{val},{use},{r.choice(['', '', 'post-harvest irrigation', 'heatwave'])}")
    return "\n".join(rows) + "\n"


def t_vineyard_register(r: random.Random, dt: datetime) -> str:
    rows = "\n".join(f"{b}: {r.choice([1.2, 1.5, 1.8, 2.0, 2.4])} ha, rootstock "
                     f"{r.choice(['own roots', 'Ramsey', '1103 Paulsen'])}" for b in BLOCKS)
    return (f"Wine Australia - National Vineyard Scan / vineyard register confirmation\nGrower: Thomas Hill Wines\n"
            f"GI: Barossa Valley   Sub-region: Marananga\nConfirmed {_d(dt)}\n\n{rows}\n\n"
            "Total planted area 12.0 ha. Please notify changes of plantings or removals.\n")


def t_grape_levy(r: random.Random, dt: datetime) -> str:
    return ("Barossa Grape & Wine Association\nWine Grapes Industry Fund levy notice\n"
            f"Grower: R J & B A Thomas  Tonnes crushed/delivered: {r.randint(60, 95)}\n"
            f"Levy at $2.00/tonne: {_aud(r, 120, 190)}\nDue {_d(dt + timedelta(days=30))}\n")


def t_soil_test(r: random.Random, dt: datetime) -> str:
    rows = "\n".join(f"{b}: pH {r.uniform(6.2, 8.1):.1f}, EC {r.uniform(0.1, 0.6):.2f} dS/m, N {r.randint(5, 30)} mg/kg, "
                     f"K {r.randint(150, 450)} mg/kg, petiole N {r.uniform(0.6, 1.2):.2f}%" for b in BLOCKS)
    return (f"APAL Agricultural Laboratory - soil & petiole analysis\nClient: Rhys Thomas, Thomas Hill Wines\n"
            f"Sampled at flowering, reported {_d(dt)}\n\n{rows}\n\nComment: potassium adequate, zinc low on Block 4.\n")


def t_pruning(r: random.Random, dt: datetime) -> str:
    rows = ["Block;Method;Start;Finish;Crew hours;Buds/vine;Notes"]
    for b in BLOCKS:
        rows.append(f"{b};{r.choice(['spur', 'spur', 'cane', 'bush vine by hand'])};{r.randint(1, 28)}/06;"
                    f"{r.randint(1, 28)}/07;{r.randint(30, 120)};{r.randint(18, 40)};"
                    f"{r.choice(['', 'eutypa cuts', 'replant misses', ''])}")
    return "\n".join(rows)


def t_yields(r: random.Random, dt: datetime) -> str:
    rows = ["Block;2021 t;2022 t;2023 t;2024 t;2025 t;2026 t;t/ha 2026"]
    for b in BLOCKS:
        ys = [round(r.uniform(4, 16), 1) for _ in range(6)]
        rows.append(f"{b};" + ";".join(map(str, ys)) + f";{ys[-1] / 1.7:.1f}")
    return "\n".join(rows)


def t_phylloxera(r: random.Random, dt: datetime) -> str:
    return ("Phylloxera and Grape Industry Board of South Australia\nVineyard movement declaration\n"
            f"Property: 214 Seppeltsfield Road, Marananga (Phylloxera Exclusion Zone)\nDate {_d(dt)}\n"
            "Machinery: harvester hire from Nuriootpa - cleaned and disinfested before entry.\n"
            "Footwear and vehicles: wash-down bay used. Grape material: none moved out of the zone.\n"
            "Signed R. Thomas\n")


# ---------------------------------------------------------------- winemaking
def t_weighbridge(block: str):
    def f(r: random.Random, dt: datetime) -> str:
        gross = r.randint(9000, 16000)
        tare = r.randint(4200, 5200)
        return (f"WEIGHBRIDGE DOCKET No. {r.randint(3000, 3999)}\nThomas Hill Wines winery - vintage {dt.year}\n"
                f"Date {_d(dt)}  Time {r.randint(6, 11)}:{r.randint(0, 59):02d}\nVariety/block: {block}\n"
                f"Gross {gross} kg  Tare {tare} kg  Net {gross - tare} kg\nBaume {r.uniform(13.2, 15.4):.1f}  "
                f"pH {r.uniform(3.3, 3.7):.2f}  TA {r.uniform(5.5, 7.5):.1f} g/L\nMOG: low   Harvested by: "
                f"{r.choice(['machine', 'hand pick crew'])}\nReceived into: {r.choice(['F1', 'F2', 'F3', 'open fermenter 4'])}\n")
    return f


def t_ferment_log(wine: str):
    def f(r: random.Random, dt: datetime) -> str:
        rows = ["Date;Vessel;Baume;Temp C;Action;Initials"]
        be = r.uniform(13.5, 15.0)
        for i in range(12):
            d = dt - timedelta(days=26 - i * 2)
            be = max(-1.5, be - r.uniform(0.8, 2.0))
            rows.append(f"{d:%d/%m/%Y};{wine};{be:.1f};{r.randint(18, 30)};"
                        f"{r.choice(['plunge x2', 'pump over', 'DAP 150 mg/L', 'tartaric 1 g/L', 'plunge x3', 'pressed'])};RT")
        return "\n".join(rows)
    return f


def t_lab_results(year: int):
    return lambda r, dt: _lab_results(r, dt, year)


def _lab_results(r: random.Random, dt: datetime, year: int) -> str:
    rows = "\n".join(f"{w}: alc {r.uniform(12.5, 15.0):.1f}%, pH {r.uniform(3.3, 3.8):.2f}, TA {r.uniform(5, 7):.1f} g/L, "
                     f"VA {r.uniform(0.3, 0.6):.2f} g/L, free SO2 {r.randint(0, 35)} mg/L, malic {r.uniform(0, 2.5):.1f} g/L"
                     for w in (f"{year} Shiraz Block 3 barrel 14", f"{year} Shiraz Block 1 tank 6",
                               f"{year} Grenache tank 2", f"{year} Mataro barrel 31", f"{year} Riesling tank 9",
                               f"{year} Rose tank 4"))
    return (f"Vintessential Laboratories - Barossa\nCertificate of analysis  Client: Thomas Hill Wines\n"
            f"Received {_d(dt - timedelta(days=3))}  Reported {_d(dt)}\n\n{rows}\n\n"
            "Comment: Shiraz Block 3 malolactic fermentation complete; Grenache still has malic acid.\n")


def t_additions(r: random.Random, dt: datetime) -> str:
    rows = ["Date;Wine;Vessel;Volume L;Addition;Rate;Amount;Purpose;By"]
    for i in range(14):
        d = dt - timedelta(days=r.randint(5, 90))
        add = r.choice([("PMS", "40 mg/L SO2"), ("Tartaric acid", "1.0 g/L"), ("DAP", "150 mg/L"),
                        ("Bentonite", "0.8 g/L"), ("MLF culture VP41", "1 g/hL")])
        rows.append(f"{d:%d/%m/%Y};{r.choice(['2026 Shiraz', '2026 Grenache', '2026 Riesling', '2026 Rose', '2026 Mataro'])};"
                    f"{r.choice(['T6', 'T9', 'T2', 'B14', 'B31'])};{r.randint(225, 8000)};{add[0]};{add[1]};"
                    f"{r.uniform(0.2, 9):.2f} kg;{r.choice(['protection', 'acid adjust', 'nutrient', 'stability'])};RT")
    return "\n".join(rows)


def t_barrel_map(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        rows = ["Barrel;Cooper;Oak;Age;Wine;Filled;Last topped;Last SO2"]
        for i in range(1, 25):
            rows.append(f"B{i:02d};{r.choice(['Seguin Moreau', 'Dargaud & Jaegle', 'AP John', 'Tonnellerie Saury'])};"
                        f"{r.choice(['French', 'French', 'American'])};{r.randint(1, 6)} yr;"
                        f"{year} {r.choice(['Shiraz Blk 3', 'Shiraz Blk 1', 'Grenache', 'Mataro'])};"
                        f"{r.randint(1, 28)}/{r.choice(['03', '04'])}/{year};{r.randint(1, 28)}/05/{year};{r.randint(20, 35)}")
        return "\n".join(rows)
    return f


def t_vintage_diary(year: int, note: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"Vintage {year} diary - Rhys\n\n"
                f"{_d(datetime(year, 2, 24))}: first pick, Riesling Block 7, Baume 11.8, beautiful acid.\n"
                f"{_d(datetime(year, 3, 6))}: Semillon machine-picked overnight. Press cycle 2, juice settled cold.\n"
                f"{_d(datetime(year, 3, 15))}: Shiraz Block 1 in. {note}\n"
                f"{_d(datetime(year, 3, 28))}: Block 3 old vines by hand, 4.1 t. Wild ferment in the open "
                "fermenter, plunged by hand.\n"
                f"{_d(datetime(year, 4, 9))}: Grenache and Mataro last in. Pressed Shiraz 1 to barrel.\n"
                "Thoughts: yields down on the bush vines, quality very good. Need a second press hire next year.\n")
    return f


def t_bottling_record(wine: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"BOTTLING RECORD - {wine}\nDate {_d(dt)}  Bottler: Barossa Mobile Bottling, line 2\n"
                f"Volume to line: {r.randint(3000, 9000)} L   Bottles filled: {r.randint(4000, 12000)}\n"
                f"Closure: screwcap Saranex liner   Glass: 750 mL Bordeaux antique green\n"
                f"Pre-bottling analysis: free SO2 {r.randint(28, 38)} mg/L, DO {r.uniform(0.2, 0.8):.1f} mg/L, "
                "filtered 0.45 micron (whites) / unfiltered (reds)\nLot code: L" + f"{dt:%y%j}\n"
                "Labels applied on line, cartons palletised to warehouse. Samples retained: 12.\n")
    return f


def t_barrel_inventory(r: random.Random, dt: datetime) -> str:
    rows = ["Barrel;Cooper;Bought;Toast;Uses;Condition;Current wine"]
    for i in range(1, 41):
        rows.append(f"B{i:02d};{r.choice(['Seguin Moreau', 'AP John', 'Dargaud & Jaegle', 'Tonnellerie Saury'])};"
                    f"{r.randint(2016, 2025)};{r.choice(['M', 'M+', 'H'])};{r.randint(1, 8)};"
                    f"{r.choice(['good', 'good', 'weeping - watch', 'retire after 2026'])};"
                    f"{r.choice(['2026 Shiraz', '2026 Grenache', '2026 Mataro', 'empty - sulphured'])}")
    return "\n".join(rows)


def t_press_service(r: random.Random, dt: datetime) -> str:
    return (f"Della Toffola Pacific - service report\nCustomer: Thomas Hill Wines   Date {_d(dt)}\n"
            "Equipment: pneumatic membrane press PE 20, serial 11873\nWork done: membrane inspected, door seals "
            "replaced, compressor serviced, PLC firmware updated, safety interlocks tested.\n"
            f"Next service due before vintage {dt.year + 1}.\nCharge {_aud(r, 1800, 3200)} + GST\n")


def t_cleaning_sop(r: random.Random, dt: datetime) -> str:
    return ("Winery cleaning and sanitation procedure (SOP-03)\nRevised by Rhys\n\n1. Rinse tank with cold water "
            "until clear.\n2. Caustic wash 2% at 60C, recirculate 20 min via spray ball.\n3. Rinse, then citric "
            "acid 1% to neutralise.\n4. Sanitise with peracetic acid 150 ppm before filling.\n5. Record in the "
            "vessel log. PPE: face shield, gloves, apron. Never enter a tank - confined space.\n")


# ---------------------------------------------------------------- deck, shows, label, export
def t_council_letter(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        body = {
            "rfi": ("We have reviewed development application 26/0182 for a timber deck (96 m2) and shade "
                    "structure attached to the existing cellar door. Before the application can be assessed "
                    "please provide: a stormwater plan, an engineer's certification for the footings, and "
                    "details of the balustrade height where the deck is more than 1 metre above ground."),
            "decision": ("Development application 26/0182 (tasting deck and shade structure, 214 Seppeltsfield "
                         "Road, Marananga) has been GRANTED planning consent and building consent subject to "
                         "the conditions attached. Works must be substantially commenced within 12 months. "
                         "Please notify Council before placing footings."),
        }[kind]
        return (f"The Barossa Council\n43-51 Tanunda Road, Nuriootpa SA 5355\n{_d(dt)}\n\nMr R and Mrs B Thomas\n"
                f"214 Seppeltsfield Road, Marananga SA 5355\n\nDear Rhys and Bronwyn,\n\n{body}\n\n"
                "Yours sincerely,\nPlanning and Development Services\n")
    return f


def t_builder_quote(builder: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"{builder}\nQUOTATION  {_d(dt)}\nClient: Thomas Hill Wines - cellar door tasting deck\n\n"
                f"Supply and install merbau decking 96 m2 on galvanised steel subframe: {_aud(r, 38000, 52000)}\n"
                f"Concrete footings to engineer's detail (22): {_aud(r, 6000, 9000)}\n"
                f"Glass balustrade 28 lm: {_aud(r, 14000, 19000)}\nShade sail structure: {_aud(r, 9000, 15000)}\n"
                "Excludes electrical and lighting. Start July, 6 weeks weather permitting. Valid 60 days.\n")
    return f


def t_show_entry(show: str):
    def f(r: random.Random, dt: datetime) -> str:
        rows = "\n".join(f"Class {r.randint(10, 60)}: {w}  - entry fee $110" for w in r.sample(WINES, 4))
        return (f"{show}\nEntry form - Exhibitor: Thomas Hill Wines (Bronwyn Thomas)\nSubmitted {_d(dt)}\n\n{rows}\n\n"
                "Four bottles of each entry to be delivered to the show warehouse by the due date. "
                "Results will be emailed to exhibitors after judging.\n")
    return f


def t_show_results(show: str):
    def f(r: random.Random, dt: datetime) -> str:
        rows = "\n".join(f"{w}: {r.choice(['Gold', 'Silver', 'Bronze', 'Bronze', 'no award'])} "
                         f"({r.randint(84, 96)} points)" for w in r.sample(WINES, 4))
        return (f"{show} - results for Thomas Hill Wines\n{_d(dt)}\n\n{rows}\n\nMedal stickers can be ordered "
                "from the show office. Judges' comments attached.\n")
    return f


def t_label_brief(r: random.Random, dt: datetime) -> str:
    return ("New label - brief for Kowalski Studio\n\nWhy: the current label (2016) looks dated next to the "
            "neighbours' and does not stand out on Singapore shelves.\nRange: Hill Block Shiraz, Marananga GSM, "
            "Old Vine Grenache, Semillon, Riesling, Rose; Reserve Shiraz gets its own treatment.\n"
            "Feel: the ironstone hill behind the cellar door, the 1938 vines, hand-drawn, warm earth tones.\n"
            "Must keep: Thomas Hill wordmark, our red. Must fit: 90 x 120 mm front, back label with "
            "mandatory statements and the export version for Singapore.\nTiming: print proofs by end of July, "
            "launch with the 2025 Shiraz release in September.\nBudget: design $6,500, print run quote separate.\n")


def t_label_proof(v: int):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"KOWALSKI STUDIO - Thomas Hill Wines label proof v{v}\n{_d(dt)}\n\nFront: Thomas Hill wordmark, "
                "ironstone hill illustration, variety and vintage, 750 mL, 14.5% vol.\nBack: tasting note, "
                "standard drinks 8.6, allergens: contains sulphites, produced by Thomas Hill Wines, Marananga "
                f"SA, Product of Australia, pregnancy warning pictogram, barcode 9 312345 00{r.randint(100, 999)}.\n"
                f"Changes in this version: {['first concepts A/B/C', 'hill redrawn, red warmer', 'Reserve foil, back label text fixed', 'final artwork for printer'][v - 1]}\n"
                "Please approve in writing before we release files to the printer.\n")
    return f


def t_export_app(r: random.Random, dt: datetime) -> str:
    return ("Wine Australia - Application for export licence (wine)\nApplicant: Thomas Hill Wines Pty Ltd, "
            f"{ABN}\nContact: Bronwyn Thomas  Date {_d(dt)}\nIntended markets: Singapore\n"
            "Estimated annual export volume: 400 cases (3,600 L)\nExport agent / freight forwarder: to be "
            "advised\nLabel Integrity Program records kept: yes\nDeclaration: the applicant is a fit and "
            "proper person and will comply with the Wine Australia Act 2013 and Regulations.\n"
            "Fee: $500 (annual fee invoiced separately)\n")


def t_importer_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Marcus Tan <marcus@lioncitycellars.com.sg>", BRON, "Re: Thomas Hill Wines for Singapore", dt,
                "Dear Bronwyn,\n\nThank you for the samples - the Old Vine Grenache showed beautifully at our "
                "trade tasting and two restaurants on Keong Saik Road want it by the glass. We would like to start "
                "with one mixed pallet (56 cases) in September, FOB Adelaide, payment 30 days after arrival.\n"
                "Please confirm your export licence number and send the Singapore back label for our SFA "
                "import permit.\n\nBest regards,\nMarcus Tan, Lion City Cellars Pte Ltd\n")


def t_freight_quote(r: random.Random, dt: datetime) -> str:
    return (f"Adelaide Cargo Logistics - quotation {_d(dt)}\nShipper: Thomas Hill Wines, Marananga\n"
            "Consignee: Lion City Cellars Pte Ltd, Singapore\n1 x pallet wine 56 cartons, 720 kg, LCL reefer\n"
            f"Pickup and cartage Barossa - Port Adelaide: {_aud(r, 250, 400)}\nExport documentation and "
            f"customs: {_aud(r, 180, 300)}\nOcean freight Adelaide - Singapore: USD {r.randint(380, 620)}\n"
            "Transit ~16 days via Melbourne. Insurance optional at 0.3% of value.\n")


def t_distrib_agreement(r: random.Random, dt: datetime) -> str:
    return ("DISTRIBUTION AGREEMENT\nBetween Thomas Hill Wines Pty Ltd (Supplier) and Harbour & Vine "
            "Distributors Pty Ltd, Alexandria NSW (Distributor)\nCommencement 1 July 2019. Territory: NSW and ACT "
            "on-premise and independent retail.\nPricing: ex-cellar price list less 32%; Distributor to hold "
            "minimum stock of 150 cases. Term: three years, then rolling with 6 months' notice.\n"
            "Signed for the Supplier: Bronwyn Thomas, Director\n")


def t_distrib_termination(r: random.Random, dt: datetime) -> str:
    return (f"{_d(dt)}\n\nHarbour & Vine Distributors Pty Ltd\nUnit 4, 22 Bourke Road, Alexandria NSW 2015\n\n"
            "Notice of termination of distribution agreement\n\nAs discussed, we give six months' notice to end "
            "the distribution agreement of 1 July 2019, effective 31 December 2024. Please return unsold "
            "stock or confirm purchase at the agreed price, and send the final depletion report.\nThank you for "
            "five good years.\n\nBronwyn Thomas\nThomas Hill Wines\n")


# ---------------------------------------------------------------- insurance
def t_policy(insurer: str, kind: str, cover: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"{insurer}\nCertificate of insurance - {kind}\nInsured: {cover}\nPeriod of insurance: "
                f"{_d(dt)} to {_d(dt + timedelta(days=365))}\nPolicy no. {r.choice(['BPK', 'HCM', 'MV'])}"
                f"{r.randint(1000000, 9999999)}\nAnnual premium {_aud(r, 900, 9000)} including GST and stamp duty\n"
                "Please read the Product Disclosure Statement and tell us if anything here is wrong.\n")
    return f


def t_smoke_claim(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "form":
            return ("CLAIM FORM - Crop and business interruption\nInsured: Thomas Hill Wines Pty Ltd\n"
                    "Event: bushfire smoke from the Cudlee Creek fire, 20 December 2019 - January 2020\n"
                    "Loss: smoke taint in 2020 Shiraz and Grenache fruit; grapes rejected by the contracted "
                    "buyer after micro-ferment testing; own-label wine not made from Blocks 1 and 4.\n"
                    f"Estimated loss {_aud(r, 60000, 90000)}\nSigned Rhys Thomas  {_d(dt)}\n")
        if kind == "lab":
            return ("The Australian Wine Research Institute - Commercial Services\nSmoke taint analysis\n"
                    f"Reported {_d(dt)}  Client: Thomas Hill Wines\n\nShiraz Block 1 micro-ferment: guaiacol "
                    f"{r.randint(8, 20)} ug/L, 4-methylguaiacol {r.randint(2, 8)} ug/L, free volatile phenols "
                    "above background. Grenache Block 4: guaiacol 11 ug/L.\nInterpretation: results above "
                    "typical background; sensory assessment recommended.\n")
        return (f"{_d(dt)}\n\nDear Mr and Mrs Thomas,\n\nClaim 20-SMK-0442: smoke taint, vintage 2020\n\n"
                f"Following the loss assessor's report we have approved the claim in the amount of "
                f"{_aud(r, 48000, 70000)} less the excess of $2,500. Payment will be made to your nominated "
                "account within 10 business days. This finalises the claim.\n\nRural Mutual Insurance, Claims\n")
    return f


# ---------------------------------------------------------------- household
def t_tax_return(person: str, fy: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"Individual tax return {fy}\nTaxpayer: {person}\nPrepared by Nitschke & Co, Tanunda\n\n"
                f"Salary from Thomas Hill Wines Pty Ltd ${r.randint(45_000, 70_000):,}\nFranked dividends "
                f"${r.randint(2_000, 9_000):,}, franking credits ${r.randint(800, 3_800):,}\nInterest ${r.randint(100, 900)}\n"
                f"Deductions: accountant's fees, donations ${r.randint(100, 600)}\nPrivate health insurance: "
                "Bupa, family cover all year\nNotice of assessment: refund "
                f"{_aud(r, 300, 2800)}\n")
    return f


def t_super(person: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"AustralianSuper - annual statement to 30 June {dt.year if dt.month > 6 else dt.year - 1}\n"
                f"Member: {person}\nOpening balance ${r.randint(250_000, 420_000):,}\nEmployer contributions "
                f"${r.randint(6_000, 9_000):,}\nSalary sacrifice ${r.randint(5_000, 15_000):,}\nInvestment return "
                f"{r.uniform(6, 11):.1f}% (Balanced)\nInsurance: death & TPD cover ${r.randint(100, 300)}k\n"
                "Preservation age reached: check retirement options with us.\n")
    return f


def t_personal_bank(r: random.Random, dt: datetime) -> str:
    lines = []
    bal = r.uniform(4_000, 14_000)
    for i in range(10):
        desc, amt = r.choice([("Salary Thomas Hill Wines", 2400.0), ("Foodland Tanunda", -r.uniform(60, 240)),
                              ("Bupa health", -412.35), ("Transfer to Megan rent", -150.0),
                              ("Caltex Nuriootpa", -r.uniform(60, 130)), ("Netflix", -18.99),
                              ("SA Water", -r.uniform(120, 300))])
        bal += amt
        lines.append(f"{(dt - timedelta(days=30 - 3 * i)):%d %b}  {desc:<28} {amt:>9.2f} {bal:>10.2f}")
    return (f"Commonwealth Bank - Everyday Account statement\nR J & B A Thomas\nPeriod ending {_d(dt)}\n\n"
            + "\n".join(lines) + "\n")


def t_budget(r: random.Random, dt: datetime) -> str:
    rows = ["Item;Monthly;Yearly;Note"]
    for it, lo, hi in (("Groceries", 700, 1000), ("Electricity house", 150, 260), ("SA Water", 60, 110),
                       ("Council rates", 160, 210), ("Bupa", 380, 420), ("Megan rent help", 600, 650),
                       ("Fuel ute + Subaru", 300, 480), ("Car rego and insurance", 180, 240), ("Holidays", 300, 500)):
        m = r.randint(lo, hi)
        rows.append(f"{it};{m};{m * 12};")
    return "\n".join(rows)


def t_health(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "skin":
            return (f"Barossa Skin Cancer Clinic\n{_d(dt)}\n\nPatient: Rhys Thomas DOB 14/02/1968\n\nFull skin "
                    "check. Lesion left forearm excised, histology: basal cell carcinoma, completely excised. "
                    "Review 12 months. Please keep wearing a broad-brim hat and long sleeves in the vineyard.\n")
        if kind == "breast":
            return (f"BreastScreen SA\n{_d(dt)}\n\nDear Bronwyn Thomas,\n\nYour screening mammogram on "
                    f"{_d(dt - timedelta(days=14))} showed no evidence of breast cancer. We will invite you again "
                    "in two years.\n")
        return (f"Bupa - private health insurance tax statement\nPolicy holder: Bronwyn Thomas\n"
                f"Cover: Family Gold hospital + Extras\nPeriod 1 July - 30 June\nPremiums paid {_aud(r, 4500, 5200)}\n"
                "Australian Government rebate tier: Base\n")
    return f


def t_home_bill(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "rates":
            return (f"The Barossa Council - rates notice 2025/26\nAssessment {r.randint(10000, 99999)}\n"
                    "Owner: R J & B A Thomas\nProperty: 214 Seppeltsfield Road, Marananga (dwelling and "
                    f"primary production land)\nGeneral rate {_aud(r, 1800, 2600)}\nRegional landscape levy "
                    f"{_aud(r, 90, 160)}\nQuarterly instalments due 1 Sep, 1 Dec, 1 Mar, 1 Jun\n")
        if kind == "water":
            return (f"SA Water - account for 214 Seppeltsfield Road (house)\nIssued {_d(dt)}\nWater use "
                    f"{r.randint(40, 110)} kL over 91 days\nSupply charge {_aud(r, 80, 90)}\nUse charge "
                    f"{_aud(r, 120, 300)}\nSewer: septic, not connected\nDue in 21 days\n")
        if kind == "septic":
            return (f"Barossa Liquid Waste - tax invoice {_d(dt)}\nSeptic tank pump-out, 3000 L tank, house at "
                    f"214 Seppeltsfield Road\nInspection of baffles: OK\nAmount {_aud(r, 420, 560)} inc GST\n")
        return (f"AGL - electricity bill (home)\nAccount: R & B Thomas\nPeriod to {_d(dt)}\nUsage "
                f"{r.randint(900, 1600)} kWh, solar feed-in {r.randint(300, 900)} kWh credit\nTotal "
                f"{_aud(r, 180, 460)}\n")
    return f


def t_car(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "hilux":
            return (f"Barossa Toyota - service invoice {_d(dt)}\nVehicle: 2019 Toyota HiLux SR5 dual cab, rego "
                    f"S{r.randint(100, 999)}ABC, odometer {r.randint(140000, 190000)} km\n{r.choice([60, 70, 80])},000 km "
                    f"logbook service, front brake pads, rear diff oil\nTotal {_aud(r, 450, 1100)}\n")
        if kind == "subaru":
            return (f"Nuriootpa Subaru - tax invoice {_d(dt)}\n2021 Subaru Outback AWD, odometer "
                    f"{r.randint(60000, 90000)} km\nScheduled service, wiper blades, cabin filter\nTotal "
                    f"{_aud(r, 380, 700)}\n")
        if kind == "rego":
            return (f"Service SA - registration renewal\nVehicle: Toyota HiLux, plate S{r.randint(100, 999)}ABC\n"
                    f"Registration 12 months + compulsory third party {_aud(r, 900, 1250)}\nExpiry {_d(dt + timedelta(days=40))}\n")
        return (f"RAA - membership renewal\nMembers: Rhys and Bronwyn Thomas, Premium roadside\nRenewal "
                f"{_d(dt)}  {_aud(r, 180, 240)}\n")
    return f


def t_megan(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "fees":
            return (f"The University of Adelaide - statement of account\nStudent: Megan Thomas, Bachelor of "
                    f"Science (Ecology)\nSemester 1 {dt.year}\nStudent services and amenities fee {_aud(r, 170, 180)}\n"
                    "Tuition: deferred to HECS-HELP\nAmount due now: SSAF only\n")
        if kind == "rent":
            return ("Megan's rent - our share\nLease: 3/17 Fourth Avenue, St Peters, with two friends\n"
                    "Her room $230 pw; we pay $150 pw by transfer every Monday, she covers the rest from her "
                    "job at the cafe. Bond $920 lodged with CBS.\nLease ends 31 January 2027.\n")
        if kind == "grad_ticket":
            return _eml("Graduations Office <graduations@adelaide.edu.au>", "Megan Thomas <megan.thomas@student.adelaide.edu.au>",
                        "Graduation ceremony - registration confirmed", dt,
                        "Dear Megan,\n\nYour registration to graduate in person at the ceremony on Wednesday "
                        "2 September 2026, 10:00am, Bonython Hall, is confirmed. You have three guest tickets. "
                        "Please collect your academic dress from the gown hire desk from 8:30am.\n")
        if kind == "gown":
            return (f"Academic dress hire - order {r.randint(40000, 49999)}\nGraduand: Megan Thomas, BSc\n"
                    "Gown, hood (Science) and trencher, collect 2 September 2026 8:30am, return by 5pm.\n"
                    f"Paid {_aud(r, 85, 110)}  {_d(dt)}\n")
        if kind == "lunch":
            return _eml("Reservations <bookings@africola.com.au>", BRON, "Your booking 2 September", dt,
                        "Hi Bronwyn,\n\nThanks for booking lunch for 7 on Wednesday 2 September at 1:00pm - "
                        "congratulations to Megan on her graduation! We've noted one vegetarian. A deposit of "
                        "$100 is held on your card.\n")
        return ("Graduation plans - Megan\n\n2 Sept ceremony 10am Bonython Hall - tickets: me, Rhys, Gran\n"
                "Gran flying in from Perth 31 Aug - 4 Sept (booked, Virgin)\nLunch after, 7 people\n"
                "Gift: watch? or towards the Kakadu trip she wants\nPhotos: ask Kylie to cover cellar door\n")
    return f


# ---------------------------------------------------------------- the build
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

    def photo(folder: str, bucket: str, topic: str, age: float, style: str = "android") -> None:
        dt = NOW - timedelta(days=age)
        if style == "android":
            name = f"{dt:%Y%m%d}_{r.randint(7, 18):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg"
        elif style == "iphone":
            name = f"IMG_{r.randint(1000, 9999)}.HEIC"
        else:
            name = f"IMG_{r.randint(1000, 9999)}.JPG"
        add(f"{folder}/{name}", bucket, topic, age, "exif" if not name.endswith("HEIC") else "")

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    TH = "Documents/Thomas Hill Wines"

    # ------------------------------------------------------------ accounts (Areas Business)
    d = f"{TH}/Accounts"
    for q, span, age in (("Q1", "Jul-Sep 2025", 215), ("Q2", "Oct-Dec 2025", 124), ("Q3", "Jan-Mar 2026", 33)):
        add(f"{d}/BAS/FY2026/BAS {q} {span}.pdf", A, "Business", age, t_bas(f"{span} (FY2026 {q})"))
    add(f"{d}/BAS/FY2026/GST reconciliation Q3.xlsx", A, "Business", 35, lambda r, dt: "Account;Per Xero;Per BAS;Diff\n"
        + "\n".join(f"{a};{r.randint(1000, 90000)};{r.randint(1000, 90000)};0" for a in
                    ("Cellar door sales", "Wine club sales", "Trade sales", "Purchases", "Capital - press deposit")))
    add(f"{d}/BAS/FY2025/BAS Q4 Apr-Jun 2025.pdf", A, "Business", 305, t_bas("Apr-Jun 2025 (FY2025 Q4)"))
    add(f"{d}/BAS/FY2023/BAS Q2 Oct-Dec 2022.pdf", A, "Business", 1220, t_bas("Oct-Dec 2022 (FY2023 Q2)"))
    add(f"{d}/WET/WET worksheet Mar 2026.pdf", A, "Business", 60, t_wet_return)
    add(f"{d}/WET/WET worksheet Apr 2026.pdf", A, "Business", 30, t_wet_return)
    add(f"{d}/WET/Producer rebate FY25 reconciliation.pdf", A, "Business", 300, t_wet_return)
    for emp, rate in (("Kylie Brandt", 34.10), ("Josh Nguyen", 31.85)):
        for age in (10, 24):
            dt = NOW - timedelta(days=age)
            add(f"{d}/Payroll/Payslips/{emp} {dt:%Y-%m-%d}.pdf", A, "Business", age, t_payslip(emp, rate))
    add(f"{d}/Payroll/STP finalisation 2024-25.pdf", A, "Business", 330, lambda r, dt:
        f"Single Touch Payroll - finalisation declaration 2024-25\nThomas Hill Wines Pty Ltd {ABN}\n"
        "Employees finalised: Kylie Brandt, Josh Nguyen, Megan Thomas (vintage casual)\n"
        f"Submitted to the ATO via Xero Payroll on {_d(dt)}. Income statements now tax ready.\n")
    add(f"{d}/Payroll/timesheets May 2026.xlsx", A, "Business", 2, lambda r, dt: "Date;Staff;Start;Finish;Hours\n" +
        "\n".join(f"{i}/05/2026;{r.choice(['Kylie', 'Josh'])};10:00;{r.choice(['15:00', '17:00'])};{r.choice([5, 7])}"
                  for i in range(2, 31, 2)))
    s = f"{d}/Supplier invoices"
    add(f"{s}/2026/Barossa Mobile Bottling INV-4471.pdf", A, "Business", 70, t_supplier_invoice(
        "Barossa Mobile Bottling Pty Ltd, Nuriootpa", [("Bottling line hire, reds, per bottle", 9800, 0.62),
                                                       ("Setup and sanitation", 1, 480.0)]))
    add(f"{s}/2026/Orora glass 2026-02.pdf", A, "Business", 95, t_supplier_invoice(
        "Orora Glass, Gawler", [("750 mL Bordeaux antique green, pallet 1,512", 7, 1390.0)]))
    add(f"{s}/2026/Guala Closures inv 88213.pdf", A, "Business", 88, t_supplier_invoice(
        "Guala Closures Australia", [("30x60 screwcap printed Thomas Hill, per 1000", 12, 145.0)]))
    add(f"{s}/2026/Schulz Family Vineyards grapes vintage 2026.pdf", A, "Business", 40, t_supplier_invoice(
        "Schulz Family Vineyards, Greenock", [("Shiraz grapes, Greenock, tonnes, Baume 14.1", 8, 2900.0),
                                              ("Cartage", 1, 350.0)]))
    add(f"{s}/2026/Landmark Nuriootpa May.pdf", A, "Business", 20, t_supplier_invoice(
        "Landmark Nuriootpa", [("Thiovit Jet 15 kg", 4, 68.0), ("Kocide Opti 10 kg", 2, 189.0)]))
    add(f"{s}/2026/AGL business electricity May.pdf", A, "Business", 6, t_supplier_invoice(
        "AGL Energy - business", [("Winery and cellar door supply, peak kWh", 6120, 0.31), ("Supply charge days", 31, 1.45)]))
    add(f"{s}/2025/Barossa Mobile Bottling INV-4302.pdf", A, "Business", 160, t_supplier_invoice(
        "Barossa Mobile Bottling Pty Ltd, Nuriootpa", [("Bottling line hire, whites, per bottle", 6200, 0.58)]))
    add(f"{s}/2025/Schulz Family Vineyards grapes 2025.pdf", A, "Business", 400, t_supplier_invoice(
        "Schulz Family Vineyards, Greenock", [("Shiraz grapes, tonnes", 7, 2750.0)]))
    for cust, age in (("Vintners Bar & Grill, Angaston", 18), ("Tanunda Club", 9), ("The Lord Lyndoch Hotel", 47)):
        add(f"{d}/Trade invoices/INV {cust.split(',')[0]} {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Business", age,
            t_trade_invoice(cust))
    add(f"{d}/Bank/Bendigo business Apr 2026.pdf", A, "Business", 31, t_bank_business)
    add(f"{d}/Bank/Bendigo business May 2026.pdf", A, "Business", 1, t_bank_business)
    add(f"{d}/Nitschke & Co letter FY25 accounts.pdf", A, "Business", 200, t_accountant_letter)
    add(f"{TH}/Licences/Producer's licence 2026.pdf", A, "Business", 150, t_liquor_licence)

    # ------------------------------------------------------------ staff & WHS (Areas Business)
    add(f"{TH}/Staff/Kylie Brandt/Letter of engagement 2023.docx", A, "Business", 1000, t_staff_contract("Kylie Brandt"))
    add(f"{TH}/Staff/Josh Nguyen/Letter of engagement.docx", A, "Business", 420, t_staff_contract("Josh Nguyen"))
    add(f"{TH}/Staff/Josh Nguyen/RSA certificate Josh.pdf", A, "Business", 425, lambda r, dt:
        f"Responsible Service of Alcohol - Statement of Attainment\nJosh Nguyen\nUnit SITHFAB021\nIssued {_d(dt)}\n"
        "Consumer and Business Services approved course, valid in South Australia.\n")
    add(f"{TH}/Staff/Roster June 2026.xlsx", A, "Business", 5, lambda r, dt: "Day;Kylie;Josh;Bronwyn\n" +
        "\n".join(f"{d2} {i}/6;{r.choice(['10-5', '-', '10-3'])};{r.choice(['10-5', '-'])};office"
                  for i, d2 in zip(range(1, 15), ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] * 2)))
    add(f"{TH}/WHS/Incident report barrel forklift 2025-04.docx", A, "Business", 410, t_whs_incident)
    add(f"{TH}/WHS/ReturnToWorkSA renewal 2025-26.pdf", A, "Business", 330, t_rtw)
    add(f"{TH}/WHS/Chemical register.xlsx", A, "Business", 60, t_chem_register)

    # ------------------------------------------------------------ cellar door (Areas Cellar Door)
    c = f"{TH}/Cellar Door"
    for age in (1, 31, 62, 122, 152):
        dt = NOW - timedelta(days=age + 1)
        add(f"{c}/Sales/POS exports/square_items_export_{dt:%Y-%m}.csv", A, "Cellar Door", age, t_pos_csv)
    add(f"{c}/Sales/Monthly summary April 2026.docx", A, "Cellar Door", 28, t_sales_summary)
    add(f"{c}/Sales/Monthly summary March 2026.docx", A, "Cellar Door", 58, t_sales_summary)
    add(f"{c}/Stock count May 2026.xlsx", A, "Cellar Door", 3, t_stock_count)
    add(f"{c}/Tasting bookings.xlsx", A, "Cellar Door", 2, t_tasting_bookings)
    add(f"{c}/Price list from 1 March 2026.pdf", A, "Cellar Door", 92, t_price_list)
    add(f"{c}/Price list 2025.pdf", A, "Cellar Door", 450, t_price_list)
    add(f"{c}/Group bookings/Gawler Probus June.eml", A, "Cellar Door", 12, t_group_booking)
    add(f"{c}/Reviews/google review reply.txt", A, "Cellar Door", 45, t_review_reply)

    # tasting deck and DA (Projects Cellar Door)
    k = f"{c}/Tasting Deck"
    add(f"{k}/DA/DA application form 26-0182.pdf", P, "Cellar Door", 120, lambda r, dt:
        "The Barossa Council - Application for development approval (PlanSA)\nApplication ID 26/0182\n"
        "Applicant: Rhys and Bronwyn Thomas\nSite: 214 Seppeltsfield Road, Marananga, allotment 12 DP 4471\n"
        "Proposal: timber deck 96 m2 with glass balustrade and shade structure attached to the existing "
        "cellar door building, for outdoor wine tasting (max 40 patrons)\nEstimated cost $95,000\n"
        f"Lodged {_d(dt)}\n")
    add(f"{k}/DA/site plan rev B.pdf", P, "Cellar Door", 118, lambda r, dt:
        "SITE PLAN - rev B\nProposed tasting deck, Thomas Hill Wines\nScale 1:200\nExisting cellar door, car "
        "park (22 spaces), proposed deck 12 x 8 m north side, setback 24 m to Seppeltsfield Road\n"
        f"Drawn by Greenock Drafting {_d(dt)}\n")
    add(f"{k}/DA/elevations.png", P, "Cellar Door", 118, "")
    add(f"{k}/DA/Council RFI letter.pdf", P, "Cellar Door", 88, t_council_letter("rfi"))
    add(f"{k}/DA/stormwater plan.pdf", P, "Cellar Door", 70, lambda r, dt:
        "Stormwater management plan - tasting deck\nRoof of shade structure drains to a new 10,000 L "
        "rainwater tank; overflow to the existing swale. Deck is permeable (gaps 5 mm).\n"
        f"Prepared by Barossa Civil {_d(dt)}\n")
    add(f"{k}/DA/Engineer certification footings.pdf", P, "Cellar Door", 65, lambda r, dt:
        "Structural engineer's certificate\nProject: tasting deck, 214 Seppeltsfield Road\nFootings: 22 bored "
        "piers 450 dia x 1200 deep in reactive clay (site class M). Subframe: galvanised SHS.\n"
        f"Certified {_d(dt)}  - K. Doecke MIEAust CPEng\n")
    add(f"{k}/DA/Decision notification.pdf", P, "Cellar Door", 20, t_council_letter("decision"))
    add(f"{k}/Quotes/Valley Carpentry quote.pdf", P, "Cellar Door", 12, t_builder_quote("Valley Carpentry & Decks, Tanunda"))
    add(f"{k}/Quotes/Greenock Decks quote.pdf", P, "Cellar Door", 8, t_builder_quote("Greenock Decks & Pergolas"))
    add(f"{k}/Deck budget.xlsx", P, "Cellar Door", 6, lambda r, dt: "Item;Budget;Quote;Note\n" + "\n".join(
        f"{i};{r.randint(3, 50) * 1000};{r.randint(3, 50) * 1000};" for i in
        ("Council fees", "Engineer", "Deck and subframe", "Balustrade", "Shade", "Lighting", "Furniture")))
    add(f"{k}/Re deck start date.eml", P, "Cellar Door", 4, lambda r, dt: _eml(
        "Dean Fechner <dean@valleycarpentry.com.au>", RHYS, "Re: deck start date", dt,
        "Rhys,\n\nWe can start the footings on 14 July if you sign the quote this month. I'll need the "
        "council's stamped plans and the engineer's certificate on site. Timber is 3 weeks lead time.\n\nDean\n"))
    for age in (130, 40, 3):
        photo(f"{k}/Site photos", P, "Cellar Door", age)
    add(f"{k}/deck ideas screenshot.png", P, "Cellar Door", 140, "")

    # ------------------------------------------------------------ wine club (Areas Wine Club)
    w = f"{TH}/Wine Club"
    add(f"{w}/Members/hillclub_members_export_2026-05-28.csv", A, "Wine Club", 4, t_club_members)
    add(f"{w}/Members/hillclub_members_export_2025-11-30.csv", A, "Wine Club", 183, t_club_members)
    add(f"{w}/Orders/autumn_release_2026_orders.csv", A, "Wine Club", 50, t_club_orders)
    add(f"{w}/Orders/declined cards follow-up.xlsx", A, "Wine Club", 45, lambda r, dt:
        "Member;Order;Pack;Called;Outcome\n" + "\n".join(
            f"{_name(r)};WC{r.randint(5400, 5430)};{r.choice(['Six mixed', 'Twelve reds'])};{r.choice(['yes', 'left msg'])};"
            f"{r.choice(['new card', 'paused', 'retry Friday'])}" for _ in range(8)))
    add(f"{w}/Releases/Autumn 2026/Autumn 2026 newsletter.docx", A, "Wine Club", 62, t_club_newsletter("Autumn", 2026))
    add(f"{w}/Releases/Autumn 2026/pack list autumn 2026.xlsx", A, "Wine Club", 65, lambda r, dt:
        "Pack;Wines;Member price;Packs\n" + "\n".join(
            f"{p};{' + '.join(r.sample(WINES, 3))};{r.randint(190, 480)};{r.randint(40, 160)}"
            for p in ("Six mixed", "Twelve mixed", "Twelve reds", "Reserve six")))
    add(f"{w}/Releases/Spring 2025/Spring 2025 newsletter.docx", A, "Wine Club", 250, t_club_newsletter("Spring", 2025))
    add(f"{w}/Releases/Autumn 2024/newsletter.docx", A, "Wine Club", 790, t_club_newsletter("Autumn", 2024))
    add(f"{w}/Shipping/eparcel manifest 2026-04-29.csv", A, "Wine Club", 33, t_eparcel)
    add(f"{w}/Emails/Re Hill Club membership.eml", A, "Wine Club", 20, t_club_cancel)
    add(f"{w}/Emails/Re Hill Club membership (2).eml", A, "Wine Club", 75, t_club_cancel)
    add(f"{w}/Hill Club terms and conditions.pdf", A, "Wine Club", 600, lambda r, dt:
        "Hill Club - membership terms\n1. Members receive two releases a year (autumn and spring).\n2. Packs are "
        "charged to the card on file two weeks after the release email.\n3. Members receive 15% off cellar "
        "door purchases and free tastings for up to four guests.\n4. Cancel any time after your second "
        "release.\nThomas Hill Wines Pty Ltd, Liquor producer's licence 5712xxx\n")
    e = f"{w}/Events/Winter long lunch 2026"
    add(f"{e}/run sheet draft.docx", P, "Wine Club", 7, t_lunch_runsheet("Saturday 4 July 2026", "slow-roasted lamb, wood-fired"))
    add(f"{e}/bookings.xlsx", P, "Wine Club", 2, lambda r, dt: "Name;Member;Seats;Paid;Dietary\n" + "\n".join(
        f"{_name(r)};{r.choice(['Y', 'Y', 'N'])};{r.randint(1, 4)};{r.choice(['Y', 'Y', 'pending'])};"
        f"{r.choice(['', '', 'GF', 'veg'])}" for _ in range(20)))
    add(f"{e}/Barossa Harvest Catering quote.pdf", P, "Wine Club", 15, lambda r, dt:
        f"Barossa Harvest Catering - quote {_d(dt)}\nEvent: Hill Club winter long lunch, 4 July 2026, 80 guests, "
        f"four courses, staff of 6\nPer head {_aud(r, 72, 88)} + GST\nMarquee heating extra. 30% deposit to confirm.\n")
    add(f"{e}/invitation winter lunch.pdf", P, "Wine Club", 30, lambda r, dt:
        "You're invited - Hill Club Winter Long Lunch\nSaturday 4 July 2026, 12 noon, in the barrel shed\n"
        "Four courses by Barossa Harvest Catering with museum wines from Rhys's cellar\n"
        "$145 members, $165 guests. Book by 20 June - reply to Bronwyn.\n")
    e = f"{w}/Events/Spring long lunch Nov 2025"
    add(f"{e}/run sheet.docx", X, "Wine Club", 200, t_lunch_runsheet("Saturday 15 November 2025", "kingfish crudo"))
    add(f"{e}/final numbers.xlsx", X, "Wine Club", 190, lambda r, dt: "Category;Count;Revenue\n"
        f"Members;{r.randint(50, 60)};{r.randint(7000, 8700)}\nGuests;{r.randint(15, 25)};{r.randint(2400, 4100)}\n"
        f"Wine sold on day;{r.randint(80, 160)} btl;{r.randint(3000, 6000)}\n")
    add(f"{e}/caterer invoice.pdf", X, "Wine Club", 185, t_supplier_invoice(
        "Barossa Harvest Catering", [("Hill Club spring long lunch 15 Nov 2025, per head", 78, 79.0)]))

    # ------------------------------------------------------------ vineyard (Areas Vineyard)
    v = f"{TH}/Vineyard"
    for season, age in (("2025-26", 3), ("2024-25", 370), ("2023-24", 735), ("2021-22", 1460)):
        add(f"{v}/Spray diary/Spray diary {season}.xlsx", A, "Vineyard", age, t_spray_diary(season))
    add(f"{v}/Water/Water licence 2025-26.pdf", A, "Vineyard", 330, t_water_licence)
    add(f"{v}/Water/meter readings.csv", A, "Vineyard", 14, t_meter_csv)
    add(f"{v}/Water/allocation statement 2024-25.pdf", A, "Vineyard", 700, t_water_licence)
    add(f"{v}/Vineyard register confirmation 2026.pdf", A, "Vineyard", 75, t_vineyard_register)
    add(f"{v}/Grape levy notice 2026.pdf", A, "Vineyard", 25, t_grape_levy)
    add(f"{v}/Soil and petiole tests 2025.pdf", A, "Vineyard", 190, t_soil_test)
    add(f"{v}/Pruning 2025.xlsx", A, "Vineyard", 320, t_pruning)
    add(f"{v}/Yields by block.xlsx", A, "Vineyard", 40, t_yields)
    add(f"{v}/Phylloxera movement declaration 2026.pdf", A, "Vineyard", 100, t_phylloxera)
    add(f"{v}/Block map.png", A, "Vineyard", 900, "")
    i = f"{v}/Irrigation upgrade 2024"
    add(f"{i}/Barossa Irrigation Services quote.pdf", X, "Vineyard", 820, lambda r, dt:
        f"Barossa Irrigation Services - quotation {_d(dt)}\nReplace 1990s drip lines on Blocks 1, 2, 5, 6 "
        "(8.1 ha) with pressure-compensated Netafim dripper line 1.6 L/h at 0.6 m, new filter station and "
        f"controller, 4 soil-moisture probes with telemetry\nTotal {_aud(r, 58000, 72000)} + GST\n")
    add(f"{i}/design drawing.pdf", X, "Vineyard", 800, lambda r, dt:
        "Irrigation design - Thomas Hill vineyard\nMainline 90 mm PVC from bore 1 to filter station; submains "
        "63 mm per block; flush valves at row ends; zones: 4 (Blocks 1+2, 5, 6, 3 stays dry-grown)\n")
    add(f"{i}/contract signed.pdf", X, "Vineyard", 790, lambda r, dt:
        f"Contract for irrigation works between R J & B A Thomas and Barossa Irrigation Services, {_d(dt)}\n"
        "Works to be completed before budburst. Progress payments 30/40/30. Warranty 5 years on dripper line.\n")
    add(f"{i}/Landscape SA grant acquittal.docx", X, "Vineyard", 560, lambda r, dt:
        "Landscape SA Northern and Yorke - Sustainable Agriculture grant acquittal\nProject: water-efficient "
        "drip irrigation and soil-moisture monitoring, Thomas Hill vineyard\nGrant $15,000; total project cost "
        "$68,400\nOutcomes: irrigation water use down 22% in the first season; probes show deeper, less "
        "frequent watering.\nProject completed October 2024. Photos and invoices attached.\n")
    add(f"{i}/final invoice.pdf", X, "Vineyard", 640, t_supplier_invoice(
        "Barossa Irrigation Services", [("Final progress payment 30%", 1, 19800.0)]))
    add(f"{i}/probe setup notes.txt", X, "Vineyard", 620,
        "Soil moisture probes - setup\nProbe 1 Block 1 row 12, probe 2 Block 2 row 30, probe 3 Block 5 row 8, "
        "probe 4 Block 6 row 20. App login in the blue book. Refill point set at 35% at 60 cm.\n")
    for age in (700, 690, 660):
        photo(f"{i}/photos", X, "Vineyard", age)
    f_ = f"{v}/Reference"
    add(f"{f_}/AWRI agrochemicals registered for use 2025-26.pdf", R, "Vineyard", 280, lambda r, dt:
        "Agrochemicals registered for use in Australian viticulture 2025/26 (the Dog Book)\nThe Australian "
        "Wine Research Institute\nTable 1: fungicides - active constituent, trade names, withholding periods "
        "and export restrictions by market. Sulphur: nil restriction. Copper: nil. Cyprodinil: do not use "
        "after E-L 29 for export wine.\n")
    add(f"{f_}/Powdery mildew fact sheet.pdf", R, "Vineyard", 900, lambda r, dt:
        "Powdery mildew - fact sheet\nErysiphe necator overwinters in buds; flag shoots appear early. "
        "Protect from 5-10 cm shoot growth to veraison. Sulphur works best above 18C.\n")
    add(f"{f_}/Grapevine trunk disease management.pdf", R, "Vineyard", 1100, lambda r, dt:
        "Grapevine trunk disease - management guide\nEutypa dieback and botryosphaeria: prune late, protect "
        "wounds within 24 hours, remedial surgery by trunk renewal.\n")
    add(f"{f_}/Vine nutrition guide.pdf", R, "Vineyard", 700, lambda r, dt:
        "Vine nutrition - a practical guide\nPetiole analysis at flowering: N 0.8-1.1%, K 1.8-3.0%, Zn > 26 mg/kg.\n"
        "Apply zinc as a foliar spray pre-flowering on deficient blocks.\n")

    # ------------------------------------------------------------ winery
    y = f"{TH}/Winery/Vintage 2026"
    for blk, age in ((BLOCKS[6], 95), (BLOCKS[0], 78), (BLOCKS[2], 66), (BLOCKS[3], 55)):
        add(f"{y}/Intake/weighbridge docket {r.randint(3000, 3999)}.pdf", P, "Winemaking", age, t_weighbridge(blk))
    add(f"{y}/Ferment logs/Shiraz Blk3 ferment.xlsx", P, "Winemaking", 60, t_ferment_log("OF4 Shiraz Blk3"))
    add(f"{y}/Ferment logs/Grenache ferment.xlsx", P, "Winemaking", 55, t_ferment_log("F2 Grenache"))
    add(f"{y}/Lab/Vintessential COA 2026-05-20.pdf", P, "Winemaking", 12, t_lab_results(2026))
    add(f"{y}/Lab/Vintessential COA 2026-04-15.pdf", P, "Winemaking", 47, t_lab_results(2026))
    add(f"{y}/Additions register 2026.xlsx", P, "Winemaking", 3, t_additions)
    add(f"{y}/Barrel map 2026.xlsx", P, "Winemaking", 6, t_barrel_map(2026))
    add(f"{y}/Vintage 2026 diary.docx", P, "Winemaking", 50, t_vintage_diary(2026, "Heat spike forecast, picked early."))
    add(f"{y}/pick plan.txt", P, "Winemaking", 110,
        "Pick plan vintage 2026 (check Baume Monday/Thursday)\nRiesling Blk 7 - ~24 Feb, hand\nSemillon Blk 6 - "
        "early March, machine overnight\nShiraz Blk 1 & 2 - mid March, machine\nShiraz Blk 3 old vines - late "
        "March, hand crew (Manuel's team, 8 pickers)\nGrenache & Mataro - early April\nSchulz Shiraz 8 t - "
        "they deliver\nPress hire booked 10-20 March\n")
    add(f"{y}/MLF checks.csv", P, "Winemaking", 8, lambda r, dt: "date,vessel,wine,malic_g_L,status\n" + "\n".join(
        f"{(dt - timedelta(days=14 - 2 * j)):%Y-%m-%d},{v2},{w2},{r.uniform(0, 2.4):.1f},"
        f"{r.choice(['in progress', 'complete', 'in progress'])}"
        for j, (v2, w2) in enumerate([("B14", "Shiraz Blk3"), ("T6", "Shiraz Blk1"), ("T2", "Grenache"),
                                      ("B31", "Mataro"), ("B18", "Shiraz Blk3")])) + "\n")
    add(f"{y}/Re bottling booking July.eml", P, "Winemaking", 15, lambda r, dt: _eml(
        "Tracey Lange <bookings@barossamobilebottling.com.au>", RHYS, "Re: bottling booking July", dt,
        "Hi Rhys,\n\nConfirmed: line 2 at your winery on Tuesday 21 July for the 2026 Riesling (approx 2,400 L) "
        "and 2026 Rose (approx 3,100 L), screwcap. Please have the wines cold stabilised and filtered-ready, "
        "and send pre-bottling analysis 5 days before.\n\nTracey\n"))
    for age in (98, 85, 70, 65, 56, 52):
        photo(f"{y}/Photos", P, "Winemaking", age)
    photo(f"{y}/Photos", P, "Winemaking", 66, "iphone")
    y = f"{TH}/Winery/Vintage 2025"
    add(f"{y}/Shiraz ferment log 2025.xlsx", X, "Winemaking", 430, t_ferment_log("OF4 Shiraz Blk3"))
    add(f"{y}/Vintage 2025 diary.docx", X, "Winemaking", 410, t_vintage_diary(2025, "Smooth run, no heat."))
    add(f"{y}/Lab COA 2025-11.pdf", X, "Winemaking", 200, t_lab_results(2025))
    add(f"{y}/Bottling record 2025 Riesling.pdf", X, "Winemaking", 320, t_bottling_record("2025 Riesling"))
    add(f"{y}/Bottling record 2025 Hill Block Shiraz.pdf", X, "Winemaking", 75, t_bottling_record("2025 Hill Block Shiraz"))
    add(f"{y}/Bottling record 2025 Marananga GSM.pdf", X, "Winemaking", 74, t_bottling_record("2025 Marananga GSM"))
    add(f"{y}/Barrel map 2025.xlsx", X, "Winemaking", 300, t_barrel_map(2025))
    y = f"{TH}/Winery/Vintage 2024"
    add(f"{y}/Vintage 2024 diary.docx", X, "Winemaking", 790, t_vintage_diary(2024, "Frost losses on Block 5."))
    add(f"{y}/Bottling record 2024 Old Vine Grenache.pdf", X, "Winemaking", 450, t_bottling_record("2024 Old Vine Grenache"))
    add(f"{y}/Barrel map 2024.xlsx", X, "Winemaking", 700, t_barrel_map(2024))
    for age in (800, 795):
        photo(f"{y}/photos", X, "Winemaking", age)
    y = f"{TH}/Winery/Vintage 2023"
    add(f"{y}/Vintage 2023 diary.docx", X, "Winemaking", 1150, t_vintage_diary(2023, "Wet year, late, mildew pressure."))
    add(f"{y}/Reserve Shiraz ferment 2023.xlsx", X, "Winemaking", 1160, t_ferment_log("OF4 Shiraz Blk3"))
    for age in (1170, 1168):
        photo(f"{y}/photos", X, "Winemaking", age)
    add(f"{TH}/Winery/Vintage 2022/Vintage 2022 diary.docx", X, "Winemaking", 1520,
        t_vintage_diary(2022, "Cool vintage, fine tannins."))
    add(f"{TH}/Winery/Vintage 2022/Bottling record 2022 Shiraz.pdf", X, "Winemaking", 1300,
        t_bottling_record("2022 Hill Block Shiraz"))
    add(f"{TH}/Winery/Vintage 2021/Vintage 2021 diary.docx", X, "Winemaking", 1880,
        t_vintage_diary(2021, "Best fruit in a decade."))
    add(f"{TH}/Winery/Barrel inventory.xlsx", A, "Winemaking", 10, t_barrel_inventory)
    add(f"{TH}/Winery/Press service report 2026.pdf", A, "Winemaking", 130, t_press_service)
    add(f"{TH}/Winery/Cleaning SOP-03.docx", A, "Winemaking", 500, t_cleaning_sop)
    f_ = f"{TH}/Winery/Reference"
    add(f"{f_}/Lallemand yeast data sheet EC1118.pdf", R, "Winemaking", 900, lambda r, dt:
        "Lalvin EC-1118 - technical data sheet\nSaccharomyces cerevisiae bayanus. Alcohol tolerance 18%. "
        "Fermentation temperature 10-30C. Low nitrogen demand, low VA. Dosage 20-40 g/hL.\n")
    add(f"{f_}/SO2 molecular notes.txt", R, "Winemaking", 1000,
        "Molecular SO2 - notes\nTarget 0.5 mg/L molecular for reds, 0.8 for whites.\nFree SO2 needed = "
        "molecular x (1 + 10^(pH - 1.81)). At pH 3.6 a red needs ~32 mg/L free.\nPMS is 57% SO2 by weight.\n")
    add(f"{f_}/Fining trials guide.pdf", R, "Winemaking", 1200, lambda r, dt:
        "Fining trials - a guide for small wineries\nBench trials in 100 mL: bentonite for protein stability "
        "(heat test 80C 2 h), PVPP for browning, egg white for harsh tannins in reds.\n")
    add(f"{f_}/MLF bacteria comparison chart.pdf", R, "Winemaking", 600, lambda r, dt:
        "Malolactic bacteria - strain comparison\nVP41: robust at high alcohol, low pH tolerance 3.1.\n"
        "Co-inoculation versus sequential: faster completion, lower diacetyl.\n")

    # ------------------------------------------------------------ wine shows
    s = f"{TH}/Wine Shows"
    add(f"{s}/2026/Barossa Wine Show 2026 entry form.pdf", P, "Wine Shows", 10, t_show_entry("Barossa Wine Show 2026"))
    add(f"{s}/2026/Royal Adelaide 2026 entry list.xlsx", P, "Wine Shows", 5, lambda r, dt:
        "Class;Wine;Bottles;Fee\n" + "\n".join(f"{r.randint(10, 60)};{w2};4;$95" for w2 in r.sample(WINES, 5)))
    add(f"{s}/2026/sample dispatch.txt", P, "Wine Shows", 3,
        "Show samples\nBarossa Wine Show - deliver to Nuriootpa show store by Fri 19 June (4 btl each, labelled "
        "with entry numbers)\nRoyal Adelaide - courier to Wayville by 14 August\nKeep 2 spare of each in office.\n")
    add(f"{s}/2026/entry confirmation.eml", P, "Wine Shows", 8, lambda r, dt: _eml(
        "Barossa Wine Show <entries@barossawineshow.com.au>", BRON, "Entry confirmation - Thomas Hill Wines", dt,
        "Thank you for your entries in the 2026 Barossa Wine Show. Entries received: 4. Judging will take place "
        "from 7 July, with the results lunch on 31 July 2026. Please deliver samples by 19 June.\n"))
    add(f"{s}/2025/Barossa Wine Show 2025 results.pdf", X, "Wine Shows", 290, t_show_results("Barossa Wine Show 2025"))
    add(f"{s}/2025/Royal Adelaide 2025 results.pdf", X, "Wine Shows", 230, t_show_results("Royal Adelaide Wine Show 2025"))
    add(f"{s}/2025/medal sticker order.pdf", X, "Wine Shows", 220, t_supplier_invoice(
        "Wine Show Medals Australia", [("Gold medal stickers, Barossa Wine Show 2025, per 1000", 3, 95.0)]))
    add(f"{s}/2025/gold medal certificate.png", X, "Wine Shows", 280, "")
    add(f"{s}/2024/Barossa Wine Show 2024 results.pdf", X, "Wine Shows", 600, t_show_results("Barossa Wine Show 2024"))
    add(f"{s}/2024/entry form 2024.pdf", X, "Wine Shows", 640, t_show_entry("Barossa Wine Show 2024"))

    # ------------------------------------------------------------ marketing
    m = f"{TH}/Marketing"
    add(f"{m}/social media calendar 2026.xlsx", A, "Marketing", 9, lambda r, dt: "Week;Instagram;Facebook;Newsletter\n" +
        "\n".join(f"{j};{r.choice(['vineyard winter pruning', 'barrel tasting reel', 'long lunch invite', 'deck build'])};"
                  f"{r.choice(['event post', 'wine of the month', 'staff pick'])};{r.choice(['', 'club reminder'])}"
                  for j in range(23, 36)))
    add(f"{m}/website copy update.docx", A, "Marketing", 140, lambda r, dt:
        "Website - About us (update)\nThomas Hill Wines is a family vineyard on the ironstone ridge of "
        "Marananga. Rhys's grandfather planted Block 3 in 1938; we still pick it by hand. Visit our cellar "
        "door for a tasting, or join the Hill Club for two releases a year.\nChange opening hours on Contact page.\n")
    add(f"{m}/cellar door brochure 2025.pdf", A, "Marketing", 400, lambda r, dt:
        "THOMAS HILL WINES - Marananga, Barossa Valley\nCellar door open daily 10-5. Seated tastings, "
        "platters, barrel tastings with the winemaker by appointment. Find us on Seppeltsfield Road, 5 "
        "minutes from Tanunda.\n")
    add(f"{m}/instagram autumn release tile.png", A, "Marketing", 62, "")
    n = f"{m}/New label 2026"
    add(f"{n}/Label brief.docx", P, "Marketing", 150, t_label_brief)
    for v_, age in ((1, 120), (2, 90), (3, 45), (4, 8)):
        add(f"{n}/Proofs/Thomas Hill label proof v{v_}.pdf", P, "Marketing", age, t_label_proof(v_))
    add(f"{n}/Proofs/Thomas Hill label proof v4 FINAL (2).pdf", P, "Marketing", 7, t_label_proof(4))
    add(f"{n}/Mockups/shiraz front mockup.png", P, "Marketing", 44, "")
    add(f"{n}/Mockups/GSM front mockup.png", P, "Marketing", 44, "")
    add(f"{n}/Barossa Label Co print quote.pdf", P, "Marketing", 20, lambda r, dt:
        f"Barossa Label Co - print quotation {_d(dt)}\nSelf-adhesive wine labels, 90 x 120 mm front + 90 x 60 mm "
        "back, textured estate paper, hot foil (copper) on Reserve, 6 designs\nQuantity 30,000: "
        f"{_aud(r, 5200, 7400)} + GST\nProof approval required; lead time 3 weeks.\n")
    add(f"{n}/Kowalski Studio invoice 1 deposit.pdf", P, "Marketing", 140, t_supplier_invoice(
        "Kowalski Studio, Kent Town SA", [("Label design - deposit 50%", 1, 3250.0)]))
    add(f"{n}/Kowalski Studio invoice 2.pdf", P, "Marketing", 40, t_supplier_invoice(
        "Kowalski Studio, Kent Town SA", [("Label design - concept 2 and revisions", 1, 1950.0)]))
    add(f"{n}/Re label proof v3.eml", P, "Marketing", 44, lambda r, dt: _eml(
        "Hannah Kowalski <hannah@kowalskistudio.com.au>", BRON, "Re: label proof v3", dt,
        "Hi Bronwyn,\n\nThanks for the notes. I've warmed the red and moved the standard drinks statement "
        "under the alcohol. For the Singapore version I'll leave space for the importer's sticker. v4 early "
        "next week, then print-ready files to Barossa Label Co.\n\nHannah\n"))
    for age in (30, 30, 29):
        photo(f"{n}/Bottle shots", P, "Marketing", age, "camera")
    add(f"{n}/Wine Australia labelling guide.pdf", R, "Marketing", 160, lambda r, dt:
        "Wine Australia - Wine labelling: a guide to the requirements\nMandatory: name of wine, volume, "
        "alcohol by volume, standard drinks, allergens (sulphites), country of origin, producer name and "
        "address, lot identification, pregnancy warning label (from 31 July 2023). Label Integrity Program: "
        "claims of vintage, variety and GI must be 85%.\n")
    dot(f"{n}/Mockups/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 300), 44)

    # ------------------------------------------------------------ export Singapore (Projects Distribution)
    x = f"{TH}/Export Singapore"
    add(f"{x}/Wine Australia export licence application.pdf", P, "Distribution", 35, t_export_app)
    add(f"{x}/export licence checklist.docx", P, "Distribution", 40, lambda r, dt:
        "Export licence - checklist\n[x] ABN and company extract\n[x] Wine Australia online account\n"
        "[ ] Export label approval for Singapore back label\n[ ] Product registration (each wine)\n"
        "[ ] Certificate of origin / export permit via Wine Australia for the first shipment\n"
        "[ ] Freight forwarder chosen\n")
    add(f"{x}/Lion City Cellars samples feedback.eml", P, "Distribution", 22, t_importer_mail)
    add(f"{x}/Re pallet and pricing.eml", P, "Distribution", 9, lambda r, dt: _eml(
        BRON, "Marcus Tan <marcus@lioncitycellars.com.sg>", "Re: pallet and pricing", dt,
        "Dear Marcus,\n\nGreat news about the restaurants. Our FOB Adelaide price list is attached. The export "
        "licence application is with Wine Australia and we expect it within four weeks; I'll send the number "
        "and the Singapore back label as soon as we have it.\n\nKind regards,\nBronwyn\n"))
    add(f"{x}/Proforma invoice Lion City Cellars.xlsx", P, "Distribution", 6, lambda r, dt:
        "Wine;Cases;FOB AUD per case;Total\n" + "\n".join(
            f"{w2};{r.choice([8, 10, 12])};{PRICES[w2] * 12 * 0.45:.2f};" for w2 in WINES[:6]))
    add(f"{x}/Adelaide Cargo freight quote.pdf", P, "Distribution", 14, t_freight_quote)
    add(f"{x}/FOB export price list 2026.xlsx", P, "Distribution", 16, lambda r, dt:
        "Wine;FOB AUD per 12;Min order\n" + "\n".join(f"{w2};{PRICES[w2] * 12 * 0.45:.2f};5 cases" for w2 in WINES))
    add(f"{x}/samples sent DHL.txt", P, "Distribution", 60,
        "Samples to Singapore\nDHL Express waybill 4471 2231 09, sent 2 April, 6 bottles (Shiraz, GSM, "
        "Grenache x2, Riesling, Reserve). Pro forma marked 'samples - no commercial value'. Arrived 6 April.\n")
    add(f"{x}/Zoom notes with Marcus.docx", P, "Distribution", 50, lambda r, dt:
        f"Zoom with Marcus Tan, Lion City Cellars - {_d(dt)}\n- They import 40 Australian and NZ producers, "
        "strong on-premise in Tiong Bahru and Keong Saik\n- Want exclusivity for Singapore, 2 years\n- "
        "Marketing support: one visit by us per year, staff training\n- Next: samples, then price\n")
    add(f"{x}/Singapore SFA import requirements.pdf", R, "Distribution", 70, lambda r, dt:
        "Singapore Food Agency - importing alcoholic beverages\nImporters must hold an SFA licence and a "
        "Customs import permit; excise duty on wine is charged per litre of alcohol. Labels must show the "
        "importer's name and address, alcohol content and net volume in metric units.\n")
    add(f"{x}/Singapore market insights Wine Australia.pdf", R, "Distribution", 110, lambda r, dt:
        "Market insights - Singapore\nAustralia is the second-largest supplier of wine to Singapore by value. "
        "On-premise accounts for about 60% of value; premium reds above SGD 60 retail are growing.\n")
    h = f"{TH}/Distribution/Harbour & Vine"
    add(f"{h}/Distribution agreement 2019 signed.pdf", X, "Distribution", 2530, t_distrib_agreement)
    add(f"{h}/Termination notice.pdf", X, "Distribution", 700, t_distrib_termination)
    add(f"{h}/depletion report Q3 2024.csv", X, "Distribution", 610, lambda r, dt:
        "account,state,wine,cases\n" + "\n".join(
            f"{r.choice(['Bondi Cellars', 'The Oaks Hotel', 'Canberra Wine House', 'Surry Hills Bottle-O', 'Fratelli Fresh'])},"
            f"{r.choice(['NSW', 'ACT'])},{r.choice(WINES)},{r.randint(1, 12)}" for _ in range(18)) + "\n")
    add(f"{h}/final stock return 2025.xlsx", X, "Distribution", 500, lambda r, dt:
        "Wine;Cases returned;Cases bought by H&V;Credit\n" + "\n".join(
            f"{w2};{r.randint(0, 8)};{r.randint(0, 10)};{r.randint(0, 3000)}" for w2 in WINES[:5]))
    add(f"{h}/final statement.pdf", X, "Distribution", 480, lambda r, dt:
        f"Harbour & Vine Distributors - final statement of account {_d(dt)}\nSupplier: Thomas Hill Wines\n"
        "All invoices to 31 December 2024 paid. Stock returned: 14 cases. Balance owing: nil. Agreement ended "
        "31 December 2024. Thank you.\n")

    # ------------------------------------------------------------ insurance
    u = f"{TH}/Insurance"
    add(f"{u}/Business pack 2025-26 Rural Mutual.pdf", A, "Insurance", 280, t_policy(
        "Rural Mutual Insurance", "Farm & Winery Business Pack",
        "Thomas Hill Wines Pty Ltd - buildings, winery plant, bulk and bottled wine stock, business interruption"))
    add(f"{u}/Public and product liability certificate.pdf", A, "Insurance", 280, t_policy(
        "Rural Mutual Insurance", "Public and Products Liability $20m", "Thomas Hill Wines Pty Ltd - cellar door and events"))
    add(f"{u}/Home and contents 2025-26.pdf", A, "Insurance", 190, t_policy(
        "Rural Mutual Insurance", "Home and Contents", "R J & B A Thomas - dwelling at 214 Seppeltsfield Road"))
    add(f"{u}/HiLux comprehensive.pdf", A, "Insurance", 100, t_policy(
        "RAA Insurance", "Comprehensive motor", "2019 Toyota HiLux SR5 - business use"))
    add(f"{u}/Subaru comprehensive.pdf", A, "Insurance", 220, t_policy(
        "RAA Insurance", "Comprehensive motor", "2021 Subaru Outback - private use"))
    add(f"{u}/Renewal reminder business pack.eml", A, "Insurance", 195, lambda r, dt: _eml(
        "Tom Rowe <tom.rowe@ruralmutual.com.au>", BRON, "Renewal - Farm & Winery Business Pack", dt,
        "Hi Bronwyn,\n\nYour business pack renews on 1 September. Please update the stock values (bulk and "
        "bottled) and tell us about the planned tasting deck so public liability covers it once built.\n\nTom\n"))
    k = f"{u}/Smoke claim 2020"
    add(f"{k}/claim form.pdf", X, "Insurance", 2300, t_smoke_claim("form"))
    add(f"{k}/AWRI smoke taint results.pdf", X, "Insurance", 2280, t_smoke_claim("lab"))
    add(f"{k}/loss assessor report.docx", X, "Insurance", 2200, lambda r, dt:
        "Loss assessor's report - claim 20-SMK-0442\nInsured: Thomas Hill Wines Pty Ltd\nInspection: vineyard "
        "Blocks 1 and 4, winery records, buyer's rejection letter, AWRI results.\nFinding: loss of 2020 fruit "
        "and wine production from the affected blocks is consistent with smoke exposure; quantity supported "
        "by 5-year yield average.\nRecommendation: indemnify.\n")
    add(f"{k}/settlement letter.pdf", X, "Insurance", 1900, t_smoke_claim("settle"))
    for age in (2335, 2333):
        photo(f"{k}/photos", X, "Insurance", age)

    # ------------------------------------------------------------ household (Documents/Home)
    o = "Documents/Home"
    add(f"{o}/Finance/Tax/FY2025/Bronwyn tax return 2024-25.pdf", A, "Finance", 290, t_tax_return("Bronwyn Anne Thomas", "2024-25"))
    add(f"{o}/Finance/Tax/FY2025/Rhys tax return 2024-25.pdf", A, "Finance", 290, t_tax_return("Rhys John Thomas", "2024-25"))
    add(f"{o}/Finance/Tax/FY2019/Bronwyn tax return 2018-19.pdf", A, "Finance", 2450, t_tax_return("Bronwyn Anne Thomas", "2018-19"))
    add(f"{o}/Finance/Super/AustralianSuper Bronwyn 2025.pdf", A, "Finance", 300, t_super("Bronwyn Thomas"))
    add(f"{o}/Finance/Super/AustralianSuper Rhys 2025.pdf", A, "Finance", 300, t_super("Rhys Thomas"))
    add(f"{o}/Finance/Bank/CBA everyday May 2026.pdf", A, "Finance", 2, t_personal_bank)
    add(f"{o}/Finance/Household budget 2026.xlsx", A, "Finance", 140, t_budget)
    add(f"{o}/Health/Rhys skin clinic 2026.pdf", A, "Health", 55, t_health("skin"))
    add(f"{o}/Health/Bronwyn BreastScreen 2025.pdf", A, "Health", 260, t_health("breast"))
    add(f"{o}/Health/Bupa tax statement FY25.pdf", A, "Health", 320, t_health("bupa"))
    add(f"{o}/Health/medications list.txt", A, "Health", 90,
        "Medications\nRhys: Atorvastatin 20 mg night, Fluorouracil cream as directed (Dr Hoffmann)\n"
        "Bronwyn: Thyroxine 100 mcg morning, Vitamin D\nAllergies: Rhys - penicillin (rash)\n"
        "GP: Tanunda Medical Centre 08 8563 2777\n")
    add(f"{o}/House/Council rates 2025-26.pdf", A, "Home", 300, t_home_bill("rates"))
    add(f"{o}/House/SA Water Apr 2026.pdf", A, "Home", 45, t_home_bill("water"))
    add(f"{o}/House/AGL home Mar 2026.pdf", A, "Home", 80, t_home_bill("agl"))
    add(f"{o}/House/Septic pump-out 2025.pdf", A, "Home", 380, t_home_bill("septic"))
    add(f"{o}/House/Solar panels warranty.pdf", A, "Home", 1300, lambda r, dt:
        "Barossa Solar - installation certificate and warranty\n6.6 kW system, 16 x 415 W panels, Fronius "
        "Primo 5.0 inverter, installed at 214 Seppeltsfield Road (house roof)\nPanel warranty 25 years, "
        f"inverter 10 years, workmanship 5 years. Installed {_d(dt)}.\n")
    add(f"{o}/Cars/HiLux service Apr 2026.pdf", A, "Car", 50, t_car("hilux"))
    add(f"{o}/Cars/Subaru service 2025.pdf", A, "Car", 240, t_car("subaru"))
    add(f"{o}/Cars/HiLux rego 2026.pdf", A, "Car", 20, t_car("rego"))
    add(f"{o}/Cars/RAA renewal.pdf", A, "Car", 150, t_car("raa"))
    add(f"{o}/Megan/Uni fees S1 2026.pdf", A, "Family", 100, t_megan("fees"))
    add(f"{o}/Megan/rent arrangement.txt", A, "Family", 300, t_megan("rent"))
    g = f"{o}/Megan/Graduation"
    add(f"{g}/registration confirmed.eml", P, "Family", 25, t_megan("grad_ticket"))
    add(f"{g}/gown hire.pdf", P, "Family", 18, t_megan("gown"))
    add(f"{g}/lunch booking.eml", P, "Family", 11, t_megan("lunch"))
    add(f"{g}/graduation plans.docx", P, "Family", 6, t_megan("plans"))
    add(f"{g}/Gran flights Virgin.pdf", P, "Family", 30, lambda r, dt:
        f"Virgin Australia - booking confirmation {r.choice('ABCDEFGH')}{r.randint(10000, 99999)}\n"
        "Passenger: Mrs Joan Thomas\nVA 576 Perth - Adelaide Mon 31 Aug 2026 10:05\nVA 579 Adelaide - Perth "
        f"Fri 4 Sep 2026 17:40\nTotal {_aud(r, 420, 640)} paid by card ending 4410\n")
    t = f"{o}/Travel"
    add(f"{t}/Tasmania 2023/itinerary.docx", X, "Travel", 1050, lambda r, dt:
        "Tasmania - March 2023\nDay 1 Spirit of Tasmania overnight from Geelong with the Subaru\nDay 2-4 "
        "Launceston, Tamar Valley wineries (Jansz, Holm Oak)\nDay 5-7 Freycinet, Wineglass Bay walk\nDay 8-10 "
        "Hobart, MONA, Salamanca market\nDay 11 ferry home\n")
    add(f"{t}/Tasmania 2023/Spirit of Tasmania booking.pdf", X, "Travel", 1080, lambda r, dt:
        f"Spirit of Tasmania - booking {r.randint(1000000, 9999999)}\nGeelong - Devonport 8 March 2023, "
        "cabin 2-berth inside, vehicle: Subaru Outback\nReturn Devonport - Geelong 18 March 2023\n")
    add(f"{t}/Bali 2024/Ubud villa booking.pdf", X, "Travel", 780, lambda r, dt:
        "Booking confirmation - Alaya Villas Ubud\nGuests: Rhys and Bronwyn Thomas\nCheck-in 8 July 2024, "
        "check-out 15 July 2024, one-bedroom pool villa, breakfast included\n")
    add(f"{t}/Bali 2024/travel insurance certificate.pdf", X, "Travel", 770, lambda r, dt:
        "Cover-More travel insurance - certificate of insurance\nTravellers: Rhys Thomas, Bronwyn Thomas\n"
        "Destination: Indonesia. Period 7 July 2024 - 16 July 2024. Plan: Comprehensive+\n")
    add(f"{t}/Japan 2019/JR pass exchange orders.pdf", X, "Travel", 2550, lambda r, dt:
        "Japan Rail Pass - exchange order\nPassengers: THOMAS RHYS / THOMAS BRONWYN / THOMAS MEGAN\n"
        "7-day Ordinary pass. Exchange at Narita or Tokyo station within 3 months of issue.\n")

    # ------------------------------------------------------------ interests & reference (Resources)
    add("Documents/Recipes/Lamb shoulder with shiraz.docx", R, "Cooking", 600, lambda r, dt:
        "Slow lamb shoulder with shiraz and rosemary\n2 kg lamb shoulder, 1 bottle Shiraz, 1 head garlic, "
        "rosemary, anchovies. Brown, then 5 hours at 150C covered. Rest 20 min. Serve with soft polenta.\n")
    add("Documents/Recipes/Bienenstich (Oma Schulz).txt", R, "Cooking", 900,
        "Bienenstich - Oma Schulz's recipe\nYeast dough: 500 g flour, 40 g sugar, 7 g yeast, 250 mL milk, "
        "60 g butter. Topping: 100 g butter, 100 g sugar, 150 g flaked almonds, 2 tbsp honey. Custard filling "
        "with cream. Bake 25 min at 180C.\n")
    add("Documents/Recipes/Christmas menu 2024.docx", R, "Cooking", 540, lambda r, dt:
        "Christmas lunch menu\nPrawns with lime aioli\nGlazed ham (Linke's) with mustard\nRoast chicken with "
        "Semillon and tarragon\nPavlova with passionfruit\nDrinks: Sparkling Shiraz, 2013 Reserve from the cellar\n")
    add("Documents/Recipes/Mettwurst platter ideas.txt", R, "Cooking", 300,
        "Platter ideas\nSchulz's mettwurst, Barossa Valley Cheese Co washed rind, quince paste, dill pickles, "
        "lavosh, Maggie Beer pate, fresh figs in season\n")
    add("Documents/Garden/Rose pruning guide.pdf", R, "Gardening", 700, lambda r, dt:
        "Pruning roses in South Australia\nPrune in July. Remove dead wood, cut to an outward-facing bud, "
        "keep 4-5 strong canes on bush roses. Feed with sheep manure in August.\n")
    add("Documents/Garden/David Austin roses wishlist.xlsx", R, "Gardening", 400, lambda r, dt:
        "Rose;Colour;Where\nGertrude Jekyll;pink;front fence\nGraham Thomas;yellow;by the tank\n"
        "Munstead Wood;crimson;cellar door path\nThe Poet's Wife;yellow;pots on the deck\n")
    add("Documents/Manuals/Bosch dishwasher SMS6 manual.pdf", R, "Home", 1500, lambda r, dt:
        "Bosch Serie 6 dishwasher - instructions for use\nFilling the salt and rinse aid. Programmes: Eco 50, "
        "Auto 45-65, Intensive 70. Error E15: water in base tray - turn off tap.\n")
    add("Documents/Manuals/Daikin split system manual.pdf", R, "Home", 1000, lambda r, dt:
        "Daikin split system air conditioner - operation manual\nCleaning the air filter every two weeks. "
        "Timer settings. Troubleshooting: unit does not start.\n")
    add("Documents/Manuals/Weber Q3200 manual.pdf", R, "Home", 800, lambda r, dt:
        "Weber Q 3200 - owner's guide\nGas leak check with soapy water. Preheat 10 minutes. Clean the cook-box "
        "and drip tray regularly.\n")
    for title, artist, album, age in (("Flame Trees", "Cold Chisel", "Twentieth Century", 1400),
                                      ("Throw Your Arms Around Me", "Hunters & Collectors", "Human Frailty", 1300),
                                      ("Beds Are Burning", "Midnight Oil", "Diesel and Dust", 1280),
                                      ("Holy Grail", "Hunters & Collectors", "Demon Flower", 900),
                                      ("Into My Arms", "Nick Cave & The Bad Seeds", "The Boatman's Call", 700)):
        add(f"Music/{artist}/{album}/{title}.mp3", R, "Music", age, _id3(r, title, artist, album))
    for title, author, age in (("The Vineyard Year", "J. Halliday", 500), ("Barossa: A Wine History", "T. Hoffmann", 800),
                               ("The Winemaker's Wife", "K. Pearce", 200)):
        add(f"Documents/eBooks/{title}.epub", R, "Books", age, _epub(title, author, "en", "Chapter one. The vines were "
                                                                     "already budding when the frost came."))
    for name, head, age in (("ChromeSetup.exe", b"MZ\x90\x00", 400), ("ZoomInstallerFull.exe", b"MZ\x90\x00", 300),
                            ("HP_Smart_Scan_setup.exe", b"MZ\x90\x00", 900), ("Xero_Me_desktop.msi", b"\xd0\xcf\x11\xe0", 150)):
        add(f"Downloads/{name}", R, "Software", age, _blob(r, head, 2000))

    # ------------------------------------------------------------ Pictures (Resources Photos)
    for age in (198, 198, 198, 197):
        photo("Pictures/2025/2025-11-15 long lunch", R, "Photos", age)
    for age in (57, 57, 56):
        photo("Pictures/2026/Easter at home", R, "Photos", age)
    for age in (30, 60, 400, 800):
        photo("Pictures/Vineyard", R, "Photos", age)
    for age in (20, 150, 300):
        photo("Pictures/Megan iPhone", R, "Photos", age, "iphone")
    for age in (1075, 1072):
        photo("Pictures/Tasmania 2023", R, "Photos", age, "camera")
    add("Pictures/Screenshots/Screenshot 2026-05-03 093112.png", R, "Photos", 29, "")
    add("Pictures/Screenshots/Screenshot 2025-12-24 181540.png", R, "Photos", 159, "")
    photo("Pictures/Cellar door jazz day 2026", R, "Photos", 78)

    # ------------------------------------------------------------ old PC copy (Archive Backup)
    b = "Old PC backup 2018"
    add(f"{b}/My Documents/BAS/BAS Q3 2017.pdf", X, "Backup", 3050, t_bas("Jan-Mar 2017 (FY2017 Q3)"))
    add(f"{b}/My Documents/Wine club/members 2017.xlsx", X, "Backup", 3000, lambda r, dt:
        "Member;Suburb;Pack\n" + "\n".join(f"{_name(r)};{r.choice(SUBURBS)};{r.choice(['Six', 'Twelve'])}" for _ in range(15)))
    add(f"{b}/My Documents/Labels/Thomas Hill label artwork 2016.pdf", X, "Backup", 3400, lambda r, dt:
        "Thomas Hill Wines label artwork 2016 - final for print\nFront: Thomas Hill wordmark in red, "
        "engraving of the stone cellar. Back: Shiraz 2015, 14.5% vol, 750 mL, contains sulphites.\n")
    add(f"{b}/My Documents/Vintage 2017/vintage 2017 notes.docx", X, "Backup", 3320,
        t_vintage_diary(2017, "Huge crop after the wet winter."))
    add(f"{b}/My Documents/Spray diary 2016-17.xlsx", X, "Backup", 3250, t_spray_diary("2016-17"))
    add(f"{b}/My Documents/Tax/tax return 2016-17.pdf", X, "Backup", 3150, t_tax_return("Rhys John Thomas", "2016-17"))
    add(f"{b}/My Documents/Document1.docx", X, "Backup", 2950, lambda r, dt:
        "Dear Harbour & Vine,\n\nFurther to our meeting in Sydney, we are pleased to send samples of the 2016 "
        "Shiraz and Grenache for your consideration for NSW distribution.\n\nBronwyn Thomas\n")
    for age in (3320, 3318, 3300):
        photo(f"{b}/My Pictures/Vintage 2017", X, "Backup", age, "camera")
    photo(f"{b}/My Pictures/Megan school concert", X, "Backup", 3450, "camera")
    add(f"{b}/My Music/Khe Sanh.mp3", X, "Backup", 3600, _id3(r, "Khe Sanh", "Cold Chisel", "Cold Chisel"))
    add(f"{b}/Downloads/MYOB_AccountRight_2017_setup.exe", X, "Backup", 3100, _blob(r, b"MZ\x90\x00", 2000))

    # ------------------------------------------------------------ chaos, named (not hard)
    add("Downloads/Tax_invoice_Guala_Closures_88297.pdf", A, "Business", 28, t_supplier_invoice(
        "Guala Closures Australia", [("30x60 screwcap printed Thomas Hill, per 1000", 8, 145.0)]))
    add("Downloads/Wine_Australia_export_guide.pdf", R, "Distribution", 45, lambda r, dt:
        "Wine Australia - Exporting wine: a guide for new exporters\nYou need an export licence, product "
        "registration and an export permit for each shipment over 100 litres. Market bulletins list each "
        "country's label and certification rules.\n")
    add("Downloads/slow-cooker-beef-cheeks-recipe.pdf", R, "Cooking", 200, lambda r, dt:
        "Slow-cooked beef cheeks in red wine\n4 beef cheeks, 500 mL Shiraz, 2 onions, carrots, thyme, bay. "
        "8 hours on low. Serve on mash.\n")
    add("Downloads/PlanSA_lodgement_receipt_26-0182.pdf", P, "Cellar Door", 121, lambda r, dt:
        "PlanSA - lodgement receipt\nApplication 26/0182 lodged with The Barossa Council\nNature of "
        f"development: deck and shade structure\nFee paid {_aud(r, 600, 900)}  {_d(dt)}\n")
    add("Downloads/hillclub_members_export_2026-05-28 (1).csv", A, "Wine Club", 4, t_club_members)
    add("Desktop/Deck budget v2.xlsx", P, "Cellar Door", 2, lambda r, dt: "Item;Budget;Quote Valley;Quote Greenock\n" +
        "\n".join(f"{i2};{r.randint(3, 50) * 1000};{r.randint(3, 50) * 1000};{r.randint(3, 50) * 1000}" for i2 in
                  ("Deck", "Footings", "Balustrade", "Shade", "Lighting", "Contingency 10%")))
    add("Desktop/Label v4 FINAL FINAL.pdf", P, "Marketing", 6, t_label_proof(4))
    add("Desktop/price list draft July.docx", A, "Cellar Door", 1, t_price_list)
    dot("Desktop/.~lock.Deck budget v2.xlsx#", b",Bronwyn,THOMASHILL-PC,01.06.2026 09:12,file:///C:/Users/Bronwyn/AppData/Roaming/LibreOffice/4;", 0.1)

    # ------------------------------------------------------------ hard: names and folders that say nothing
    def t_export_ack(r: random.Random, dt: datetime) -> str:
        return (f"Wine Australia\n{_d(dt)}\n\nDear Ms Thomas,\n\nWe acknowledge receipt of your application for a "
                f"licence to export grape products (reference EXL-{r.randint(20000, 29999)}) for Thomas Hill Wines Pty "
                "Ltd. Our assessment usually takes 20 business days. Before a first shipment to Singapore each "
                "product must be registered and approved against the label requirements.\n\nExport Licensing Team\n")

    def t_rhys_ferment_notes(r: random.Random, dt: datetime) -> str:
        return ("Tuesday\nB14 (Blk3) - malo done, SO2 to 35 free tomorrow. Top all barrels Friday.\n"
                "T2 Grenache still has malic 1.4 - warm the shed? heater on.\nT9 Riesling cold stab - check "
                "tartrates before the 21 July bottling. Rose needs bentonite trial.\nRack Mataro off gross lees, "
                "2 barrels to go back into older oak.\nAsk Tracey for pre-bottling analysis dates.\n")

    def t_deck_todo(r: random.Random, dt: datetime) -> str:
        return ("to do\n- sign Valley Carpentry quote?? compare Greenock glass balustrade price\n- send stamped "
                "plans + engineer cert to Dean\n- ring council re footing inspection (notify before placing)\n"
                "- tell Tom at Rural Mutual the deck start date for liability\n- lighting: ask Brenton sparky\n"
                "- rain tank 10,000 L order\n")

    def t_club_changes(r: random.Random, dt: datetime) -> str:
        return ("changes for spring pack\n" + "\n".join(
            f"{_name(r)} - {r.choice(['switch to all reds', 'pause one release (overseas)', 'new card coming', 'upgrade to Reserve six', 'send to daughter in Brisbane'])}"
            for _ in range(7)) + "\nupdate in the club system before the charge run\n")

    def t_grad_day(r: random.Random, dt: datetime) -> str:
        return ("2 Sept\nleave home 7:15 (park Wilson car park Pirie St)\nMegan gown pickup 8:30, Bonython Hall\n"
                "ceremony 10:00 - tickets in Megan's email, 3 guests: me, Rhys, Gran\nlunch 1pm Africola x7 "
                "(deposit paid)\nGran's flight home Fri 17:40 VA579\nflowers from the Tanunda florist - order by 28 Aug\n")

    def t_reply_importer(r: random.Random, dt: datetime) -> str:
        return ("Dear Marcus,\n\nThank you for the order intention for one mixed pallet in September. We are happy "
                "to offer exclusivity in Singapore for two years from the first shipment, reviewed after the "
                "first year against a minimum of 200 cases. Prices are FOB Adelaide in AUD; we will use Adelaide "
                "Cargo Logistics for the reefer. Our export licence should be granted by the end of June.\n\n"
                "Kind regards,\nBronwyn Thomas\n")

    def t_lunch_menu(r: random.Random, dt: datetime) -> str:
        return ("4 July lunch - menu ideas with Jo (caterer)\nOn arrival: Sparkling Shiraz and mettwurst on rye\n"
                "Entree: pumpkin soup, Semillon 2025\nMain: lamb shoulder, Old Vine Grenache + 2016 museum Shiraz\n"
                "Cheese: Barossa washed rind, quince\nDessert: bienenstich\nNeed: gas heaters for the barrel shed, "
                "name cards, 80 chairs from Valley Hire\n")

    def t_staff_note(r: random.Random, dt: datetime) -> str:
        return ("Kylie & Josh -\n\nFrom 1 July the award rates go up 3.5% and super goes to 12% (already). New "
                "timesheet: please fill in the start and finish on the iPad, not the paper book. Pay runs every "
                "second Friday as usual. Kylie - your RSA refresher is due in August.\n\nThanks, Bronwyn\n")

    def t_bas_todo(r: random.Random, dt: datetime) -> str:
        return ("June jobs\n- Q4 BAS due 28 July: reconcile Square + Stripe to Xero\n- WET producer rebate: "
                "check the approved-producer declaration is still on file\n- STP finalisation by 14 July\n"
                "- stocktake 30 June (bulk wine + bottled) for Anton\n- pay ReturnToWorkSA instalment\n")

    def t_winter_newsletter(r: random.Random, dt: datetime) -> str:
        return ("Hello from the Hill - winter news\n\nDear members,\n\nVintage is in and the barrels are full. Our "
                "winter long lunch is on Saturday 4 July (see the invite). Your spring release will include the "
                "first wines under our new label. Members can now book a barrel tasting with Rhys at no charge.\n"
                "Cheers, Bronwyn & Rhys\n")

    def t_designer_letter(r: random.Random, dt: datetime) -> str:
        return (f"{_d(dt)}\n\nDear Hannah,\n\nThank you for meeting with us at the cellar door. As discussed we would "
                "like you to design a new label family for our wines, to launch in September 2026. We have put "
                "together a short brief: keep the red and our name, show the ironstone hill, and make sure there "
                "is an export version for Singapore. Please send a quote for the design work.\n\nBronwyn & Rhys Thomas\n")

    def t_tas_info(r: random.Random, dt: datetime) -> str:
        return ("ferry - check in 5pm Geelong, cabin 7112\nLaunceston: Peppers Seaport 2 nights\nFreycinet Lodge "
                "cabin 3 nights, walk to Wineglass Bay lookout early\nHobart: Salamanca apartment, MONA ferry "
                "tickets Sat 11am\nmeet Gwen and Phil for dinner Fri\n")

    def t_pruning_plan(r: random.Random, dt: datetime) -> str:
        return ("winter jobs\nprune Blk 1 & 2 spur from 15 June (Manuel's crew 4 people)\nBlk 3 by hand myself - "
                "mark the eutypa vines first, retrain 20 vines from water shoots\nreplace 300 posts row 30-40 Blk 5\n"
                "wound paste after every cut on the old vines\nwater meter reading due 31 July\n")

    def t_barrel_list(r: random.Random, dt: datetime) -> str:
        return ("barrels\nretire B03, B07, B11 (weeping, 8 uses)\norder 4 new French hogsheads Seguin Moreau M+ for "
                "the Blk3 Shiraz - about $1,900 each\nsell old ones as planters at the cellar door $90\n"
                "steam and sulphur the empties monthly\n")

    def t_blend_thoughts(r: random.Random, dt: datetime) -> str:
        return ("2026 blending - first thoughts\nBlk3 old vine: best barrels 14, 18, 22 for the Reserve, keep apart\n"
                "GSM: Grenache 60 / Shiraz Blk2 25 / Mataro 15 - try 55/30/15 too\nHill Block: Blk1 + Schulz fruit, "
                "some Blk2\nTaste again after malo, blend trials in August, bottle reds Feb-Mar 2027\n")

    def t_press_notes(r: random.Random, dt: datetime) -> str:
        return ("press service visit - notes\nTech (Luca) replaced the door seals and checked the membrane - ok "
                "for another 2 vintages. Compressor oil changed. He said to book the service in January each "
                "year, before the first whites. Invoice comes from Della Toffola.\n")

    def t_lcc_po(r: random.Random, dt: datetime) -> str:
        return ("LION CITY CELLARS PTE LTD\n18 Keong Saik Road #02-01 Singapore 089136\nPURCHASE ORDER (draft) "
                f"LCC-PO-{r.randint(2600, 2699)}  {_d(dt)}\nSupplier: Thomas Hill Wines Pty Ltd, Australia\n"
                "Terms: FOB Adelaide, payment 30 days after arrival\n" + "\n".join(
                    f"{w2}  {r.choice([6, 8, 10])} cases" for w2 in WINES[:6]) +
                "\nDelivery: September 2026, subject to export licence and SFA permit.\n")

    def t_hv_summary(r: random.Random, dt: datetime) -> str:
        return ("Account;Cases 2022;Cases 2023;Comment\n" + "\n".join(
            f"{a};{r.randint(4, 60)};{r.randint(4, 60)};{r.choice(['', 'lost listing', 'new by-the-glass'])}"
            for a in ("Bondi Cellars", "The Oaks Hotel", "Canberra Wine House", "Surry Hills Bottle-O",
                      "Fratelli Fresh", "Harbour & Vine warehouse")) + "\nTotal;;;Harbour & Vine Distributors annual review\n")

    def t_uni_s2(r: random.Random, dt: datetime) -> str:
        return t_megan("fees")(r, dt).replace("Semester 1", "Semester 2")

    hard = [
        # Downloads
        ("Downloads/document.pdf", A, "Business", 16, t_supplier_invoice(
            "Barossa Mobile Bottling Pty Ltd, Nuriootpa", [("Bottling line hire, per bottle", 4300, 0.60),
                                                           ("Sparging and nitrogen", 1, 180.0)])),
        ("Downloads/document (1).pdf", P, "Cellar Door", 19, t_council_letter("decision")),
        ("Downloads/document (2).pdf", A, "Health", 330, t_health("bupa")),
        ("Downloads/document (3).pdf", X, "Insurance", 2270, t_smoke_claim("lab")),
        ("Downloads/document (4).pdf", P, "Winemaking", 26, t_lab_results(2026)),
        ("Downloads/document (5).pdf", P, "Distribution", 13, t_export_ack),
        ("Downloads/download.pdf", A, "Vineyard", 320, t_water_licence),
        ("Downloads/invoice.pdf", P, "Marketing", 5, t_supplier_invoice(
            "Kowalski Studio, Kent Town SA", [("Thomas Hill label family - final artwork and print files", 1, 1300.0)])),
        ("Downloads/statement.pdf", A, "Finance", 298, t_super("Rhys Thomas")),
        ("Downloads/statement (1).pdf", A, "Business", 62, t_bank_business),
        ("Downloads/attachment.pdf", P, "Wine Shows", 4, t_show_entry("Royal Adelaide Wine Show 2026")),
        ("Downloads/file.pdf", A, "Car", 380, t_car("rego")),
        ("Downloads/Document_2026-05-19.pdf", A, "Business", 13, t_rtw),
        ("Downloads/export.csv", A, "Cellar Door", 92, t_pos_csv),
        ("Downloads/export (1).csv", A, "Wine Club", 150, t_club_members),
        ("Downloads/data.csv", A, "Vineyard", 200, t_meter_csv),
        ("Downloads/report.xlsx", X, "Distribution", 900, t_hv_summary),
        ("Downloads/Book1.xlsx", P, "Winemaking", 58, t_ferment_log("T6 Shiraz Blk1")),
        ("Downloads/receipt.pdf", X, "Travel", 775, lambda r, dt:
            "Payment receipt\nAlaya Villas Ubud - deposit for one-bedroom pool villa, 8-15 July 2024\n"
            "Guest: Bronwyn Thomas. Amount IDR 9,800,000 charged as AUD 955.20. Balance payable on arrival.\n"),
        ("Downloads/print.pdf", A, "Family", 280, t_uni_s2),
        # Desktop
        ("Desktop/Untitled.txt", P, "Winemaking", 20, t_rhys_ferment_notes),
        ("Desktop/Untitled (2).txt", P, "Cellar Door", 9, t_deck_todo),
        ("Desktop/notes.txt", A, "Wine Club", 14, t_club_changes),
        ("Desktop/New Text Document.txt", P, "Family", 4, t_grad_day),
        ("Desktop/Document1.docx", P, "Distribution", 3, t_reply_importer),
        ("Desktop/Document2.docx", P, "Wine Club", 10, t_lunch_menu),
        ("Desktop/Doc1.docx", A, "Business", 27, t_staff_note),
        ("Desktop/todo.txt", A, "Business", 1, t_bas_todo),
        # New folder(s)
        ("New folder/Document1.docx", X, "Winemaking", 760, t_vintage_diary(2024, "Frost losses on Block 5.")),
        ("New folder/New Microsoft Word Document.docx", A, "Wine Club", 240, t_winter_newsletter),
        ("New folder/New Microsoft Excel Worksheet.xlsx", A, "Vineyard", 1100, t_spray_diary("2022-23")),
        ("New folder (2)/Book1.xlsx", P, "Cellar Door", 100, lambda r, dt: "Item;Estimate;Note\n" + "\n".join(
            f"{i2};{r.randint(2, 45) * 1000};{n2}" for i2, n2 in (
                ("Council DA fees", "PlanSA"), ("Engineer footings", "Doecke"), ("Merbau deck 96 m2", "2 quotes"),
                ("Glass balustrade", ""), ("Shade sail", ""), ("Rain tank", "stormwater condition")))),
        ("New folder (2)/letter.docx", P, "Marketing", 160, t_designer_letter),
        ("New folder (2)/info.txt", X, "Travel", 1060, t_tas_info),
        # Rhys's misc
        ("Documents/Rhys/misc/notes.txt", A, "Vineyard", 5, t_pruning_plan),
        ("Documents/Rhys/misc/stuff.txt", A, "Winemaking", 35, t_barrel_list),
        ("Documents/Rhys/misc/thoughts.docx", P, "Winemaking", 11, t_blend_thoughts),
        ("Documents/Rhys/misc/Document3.docx", A, "Winemaking", 128, t_press_notes),
        # Outlook attachments
        ("Documents/Outlook attachments/ATT00008.pdf", X, "Distribution", 479, lambda r, dt:
            f"Statement of account {_d(dt)}\nHarbour & Vine Distributors Pty Ltd, Alexandria NSW\nTo: Thomas Hill "
            "Wines\nAll supplier invoices to 31 December 2024 paid; 14 cases returned to Marananga; balance nil. "
            "With the agreement now ended we wish you well.\n"),
        ("Documents/Outlook attachments/ATT00012.pdf", A, "Insurance", 275, t_policy(
            "Rural Mutual Insurance", "Farm & Winery Business Pack - schedule of cover",
            "Thomas Hill Wines Pty Ltd - winery buildings $1.2m, plant $640k, wine stock $900k")),
        ("Documents/Outlook attachments/ATT00015.pdf", P, "Distribution", 8, t_lcc_po),
        ("Documents/Outlook attachments/ATT00019.pdf", P, "Wine Club", 14, lambda r, dt:
            f"Barossa Harvest Catering - revised quote {_d(dt)}\nHill Club winter long lunch, Saturday 4 July 2026, "
            f"barrel shed, 80 guests\nFour courses {_aud(r, 74, 86)} pp + GST, wait staff 6, heaters not included\n"),
        ("Documents/Outlook attachments/ATT00021.pdf", P, "Marketing", 8, t_label_proof(4)),
        ("Documents/Outlook attachments/ATT00024.pdf", A, "Vineyard", 24, t_grape_levy),
        # Windows Fax and Scan
        ("Documents/Scanned Documents/Scan 2026-05-12.pdf", A, "Home", 20, t_home_bill("water")),
        ("Documents/Scanned Documents/Scan 2025-10-03.pdf", A, "Finance", 241, t_super("Bronwyn Thomas")),
        ("Documents/Scanned Documents/Scan 2024-02-19.pdf", A, "Business", 833, lambda r, dt:
            "Responsible Service of Alcohol - Statement of Attainment\nKylie Brandt\nUnit SITHFAB021 Provide "
            "responsible service of alcohol\nApproved by Consumer and Business Services SA\n"),
        ("Documents/Scanned Documents/Scan 2023-09-01.pdf", X, "Vineyard", 1004, lambda r, dt:
            "Barossa Irrigation Services - site visit notes\nExisting drip on Blocks 1, 2, 5, 6 is 30 years old, "
            "many blocked emitters, uneven pressure. Recommend pressure-compensated dripper line, new filters, "
            "soil-moisture probes. Formal quote to follow; possible Landscape SA grant.\n"),
        ("Documents/Scanned Documents/Scan 2026-03-02.pdf", P, "Winemaking", 91, t_weighbridge(BLOCKS[5])),
    ]
    hard += [
        ("Documents/Document.docx", A, "Family", 70, lambda r, dt:
            f"Megan's car\nMazda 2 (2012), rego S{r.randint(100, 999)}BXK\nService at Kent Town Mazda {_d(dt)}: timing "
            "belt not needed, new tyres front x2, $612 - we paid, she pays fuel\nRego due October - ours to pay "
            "until she graduates, then hers\n"),
        ("Documents/Document (2).docx", A, "Cellar Door", 15, lambda r, dt:
            "TASTING SHEET - winter\n1. 2025 Riesling - lime, bath salts, dry\n2. 2025 Semillon - lemon curd, "
            "waxy\n3. 2025 Rose - strawberries, savoury\n4. 2025 Marananga GSM - raspberry, spice\n5. 2024 Old "
            "Vine Grenache - florals, fine tannin\n6. 2025 Hill Block Shiraz - plum, mocha\nTasting $15, refunded "
            "on two bottles. Ask every guest about the Hill Club.\n"),
        ("Documents/new 1.txt", A, "Vineyard", 95,
            "after 30 mm rain Sat - downy oil spots on Blk 6 lower leaves\nKocide Opti 1.5 kg/ha Mon 7am, "
            "all whites, 700 L/ha\nBlk 4 bush vines fine\nwrite in diary + WHP 0 days\n"),
        ("Documents/misc/info.pdf", A, "Home", 130, lambda r, dt:
            f"Tanunda Plumbing & Gas - tax invoice {_d(dt)}\nAttended house at 214 Seppeltsfield Road: hot water "
            f"system relief valve replaced, leaking tap in laundry re-washered\nLabour 1.5 h, parts\nTotal {_aud(r, 280, 420)}\n"),
        ("Desktop/Untitled (3).txt", R, "Cooking", 40,
            "Quince paste\n1 kg quinces, peeled and cored, 1 lemon, sugar equal to the weight of the puree.\n"
            "Poach until soft, blend, cook with the sugar on low for 2-3 hours until it turns deep red and "
            "leaves the side of the pan. Set in a lined tray, dry in a low oven overnight.\n"),
        ("Downloads/document (6).pdf", R, "Winemaking", 100, lambda r, dt:
            "Fact sheet - Managing high-sugar ferments\nThe Australian Wine Research Institute\nMust above 15 Baume "
            "risks stuck fermentation. Rehydrate yeast properly, add nutrients at one third sugar depletion, "
            "keep temperature below 28C, consider water addition within the Food Standards Code limits.\n"),
        ("Downloads/document (7).pdf", A, "Finance", 270, lambda r, dt:
            "Australian Taxation Office\nNotice of assessment - year ended 30 June 2025\nBronwyn Anne Thomas\n"
            f"Taxable income ${r.randint(52_000, 68_000):,}\nTax on taxable income, Medicare levy, less credits\n"
            f"Refund {_aud(r, 300, 1800)} to be paid to your nominated account.\n"),
        ("Downloads/scan.pdf", X, "Travel", 2560, lambda r, dt:
            "Itinerary - Tokyo, Kyoto, Hiroshima\nQantas QF25 Sydney - Tokyo Haneda\nHotel Gracery Shinjuku 4 nights, "
            "ryokan in Kyoto 3 nights, Hiroshima day trip by shinkansen\nTravellers: Rhys, Bronwyn, Megan Thomas\n"),
    ]
    scans = [
        (A, "Vineyard", 330, t_phylloxera), (A, "Health", 400, t_health("skin")),
        (P, "Winemaking", 80, t_weighbridge(BLOCKS[1])), (P, "Winemaking", 79, t_weighbridge(BLOCKS[4])),
        (P, "Cellar Door", 87, t_council_letter("rfi")), (A, "Business", 199, t_accountant_letter),
        (A, "Home", 760, t_home_bill("septic")), (X, "Insurance", 1899, t_smoke_claim("settle")),
        (P, "Family", 17, t_megan("gown")), (X, "Wine Shows", 228, t_show_results("Barossa Wine Show 2025")),
        (A, "Car", 600, t_car("subaru")), (A, "Business", 510, t_liquor_licence),
        (X, "Distribution", 1500, t_distrib_agreement), (A, "Finance", 2400, t_tax_return("Rhys John Thomas", "2018-19")),
        (A, "Business", 405, t_whs_incident), (X, "Wine Club", 184, t_supplier_invoice(
            "Barossa Harvest Catering", [("Hill Club spring long lunch 15 Nov 2025 - balance", 1, 4420.0)])),
        (X, "Winemaking", 73, t_bottling_record("2025 Old Vine Grenache")), (A, "Vineyard", 188, t_soil_test),
        (A, "Health", 35, lambda r, dt: f"Tanunda Medical Centre\n{_d(dt)}\n\nTo whom it may concern,\n\nBronwyn "
         "Thomas attended today for review of her thyroid function. TSH within range; continue thyroxine 100 mcg. "
         "Repeat blood test in 12 months.\n\nDr S. Hoffmann\n"),
        (A, "Cellar Door", 140, lambda r, dt: f"Barossa Tours - booking confirmation {_d(dt)}\nCoach group of 22 "
         "to Thomas Hill Wines cellar door, standard tasting at 2:15pm on each Thursday in March and April. "
         "Tasting fee $15 pp invoiced to Barossa Tours monthly.\n"),
    ]
    n_ = 4
    for bucket, topic, age, fn in sorted(scans, key=lambda s_: -s_[2]):
        n_ += r.randint(1, 5)
        hard.append((f"Scans/scan_{n_:04d}.pdf", bucket, topic, age, fn))
    for rel, bucket, topic, age, fn in hard:
        add(rel, bucket, topic, age, fn, hard=True)

    # ------------------------------------------------------------ Left (System) and dot files
    add("Downloads/Megan_graduation_photos.zip.crdownload", L, "System", 0.2, _blob(r, b"PK\x03\x04", 1200))
    add("Downloads/Vinsight_setup.msi.part", L, "System", 0.5, _blob(r, b"\xd0\xcf\x11\xe0", 1200))
    add("Desktop/~$cument1.docx", L, "System", 3, b"\x08Bronwyn" + bytes(150))
    add(f"{TH}/Marketing/New label 2026/~$bel brief.docx", L, "System", 150, b"\x08Bronwyn" + bytes(150))
    add("Pictures/Thumbs.db", L, "System", 29, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))
    add("Pictures/Vineyard/Thumbs.db", L, "System", 30, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))
    add("Desktop/desktop.ini", L, "System", 500, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")
    add("Documents/desktop.ini", L, "System", 500, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")
    dot("Documents/Thomas Hill Wines/.gitkeep", b"", 800)
    return items
