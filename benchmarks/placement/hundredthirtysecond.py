"""A hundred-and-thirty-second unseen labelled corpus: George Vlahos's shared shop-office Windows PC, ``build(root, seed)``, written blind.

What was read, and nothing else: the brief (/tmp/brief/corpus_rules.txt); ``benchmarks/placement/unseen.py``
lines 1-220 (docstring and helpers) and 1296-1360 (write/encode/add/dot/photo at the start of its build());
``benchmarks/placement/corpus.py`` lines 1-30 and its functions ``_pdf`` and ``_jpeg``;
``benchmarks/placement/blind.py`` lines 74-107 and its function ``_png``; a file-name listing of
``benchmarks/placement/``. Slip, recorded honestly: printing ``_jpeg`` with ``sed -n 191,215p`` also showed
the first ten lines of corpus.py's ``build()`` (a loop over a ``NAMED`` table writing Downloads files). Nothing
from it was used. No foldwise/, docs/, tests/, scripts/, bench_*.py, other corpus bodies, git or results.

The person: George (Giorgos, Γιώργος) Vlahos, 55, born 1971 in Brunswick, Melbourne, to parents from a village
near Kalamata. With his wife Helen (Eleni, 53) he owns and runs Golden Fillet Fish & Chips, 211 Melville Road,
Pascoe Vale South, through Vlahos Family Foods Pty Ltd (ABN 48 613 207 955; he is director, Helen secretary).
The company lodges quarterly BAS (GST, PAYG withholding) through Antoniou & Co Accountants in Coburg; it
employs three casuals (Jayden Nguyen, Mia Thompson, Ahmed Haddad) paid through Xero with Single Touch
Payroll and 12% super; fish comes from Petrakis Seafood Wholesale at the Melbourne Market in Epping,
potatoes, oil and packaging from three other suppliers; Merri-bek City Council registers and inspects the
shop under the Food Act; the shop is leased from Marinos Property Holdings. Home is 9 Kallista Street, Oak
Park (CBA mortgage, Merri-bek rates, AGL, Greater Western Water, Telstra, RACV insurance, a 2021 Camry
hybrid). George has type 2 diabetes (GP Dr Maria Christou, endocrinologist Dr Anand Krishnan, podiatry,
retinal checks, NDSS), Medicare and Bupa. He is treasurer of the Greek Orthodox Parish of Agios Nektarios in
Coburg North (committee minutes in Greek and English, monthly accounts, ACNC). Super: Hostplus (him) and
AustralianSuper (Helen). Daughter Sofia, 21, is in third year of a BA (Modern Greek and History) at the
University of Melbourne and uses the same PC (her folder ``Sofia/``).

Ongoing projects as of NOW (2026-06-01): the shop's fit-out of a new three-pan gas fryer range and exhaust
canopy (quotes, electrician, gas fitter, council food-premises plan approval, building permit, closure
22 June - 5 July 2026); Sofia's exchange application to the National and Kapodistrian University of Athens
for Semester 1 2027 (application, transcript, learning agreement, Greek certificate); the family trip to
Kalamata, 10 July - 2 August 2026; selling the investment unit at 4/23 Autumn Street, Geelong West (agent
Bellarine Coast Realty, Section 32, contract of sale, EOI closing 16 June 2026). Sofia's Semester 1 2026
subjects run until their June exams. Ended: the second shop, Golden Fillet Essendon (88 Keilor Road, closed
30 June 2023); his mother Panagiota's estate (died January 2024, probate April 2024, distributed November
2024); the Queensland holiday (Gold Coast and Noosa, September 2025); the old delivery van (2012 HiAce, sold
March 2024); Sofia's finished 2024-2025 semesters; the old Galaxy S9 phone backup.

The machine (Windows, one login shared with Sofia): ``Documents/`` with good folders (Shop with BAS,
Payroll, Suppliers, Council, Lease, Equipment, Insurance, Accounts, Fitout 2026, Essendon closed 2023, Manuals;
Home; Finance; Health; Car with Van sold; Super; Εκκλησία - Church; Geelong unit with Sale 2026; Mum estate;
Kalamata 2026; Queensland 2025; Recipes; Family; eBooks; Galaxy S9 backup; a dumped ``2023/`` year folder),
a ``Downloads/`` dump, a ``Desktop/`` dump, a ``Scans/`` folder of scanner output (scan0011.pdf ...),
``Pictures/`` (Phone, Screenshots, Queensland 2025, Old photos), ``Music/`` and Sofia's ``Sofia/`` folder.
English throughout, Greek in church minutes, family emails and some recipes (Greeklish in PDFs).

LABELLING RULES (written before any file was generated; as of NOW, 2026-06-01):

- Projects: the fryer/canopy fit-out - quotes, drawings, approvals, budget, emails, photos of the old range and
  site (topic Shop); selling the Geelong unit - agency agreement, Section 32, contract, CMA, conveyancer,
  CGT estimate from the accountant, staging photos (topic Geelong Unit); the Kalamata trip 2026 - flights,
  accommodation, car hire, insurance, gift lists, Greek emails with cousins about the visit (topic Travel);
  Sofia's Athens exchange application (topic Athens Exchange); Sofia's Semester 1 2026 subjects, a course
  until its exam (topic Sofia Uni).
- Areas: running the shop, whatever the year - BAS and GST of every quarter, payroll/STP/super for staff,
  supplier invoices, council registration and inspections, the lease, equipment servicing, business
  insurance, WorkSafe, company accounts and tax (topic Shop); the house - rates, utilities, home insurance,
  upkeep (Home); personal bank, mortgage, personal tax returns of any year (Finance); George's health and
  diabetes care, Medicare, Bupa (Health); the Camry - rego, insurance, service, tolls (Car); super (Super);
  the church treasurership - accounts, minutes, receipts, ACNC, budgets (Church); owning the Geelong unit
  while it is still let - property-manager statements, tenant, landlord insurance, its rates (Geelong Unit).
- Resources: reference kept for use - equipment manuals, food-safety guides, award pay guides, the seafood
  guide (Shop); diabetes reading (Health); liturgical texts, hymns, the church calendar (Church); Sofia's
  course readings (Sofia Uni); recipes (Recipes); family tree, village history and old family photos
  (Family); ebooks (Books); music (Music); installers (Software); everyday phone photos and screenshots
  (Photos). Photos that document a project go with that project (old fryer and site photos: Projects Shop;
  staging photos: Projects Geelong Unit); holiday photos of the finished Queensland trip are Archive Travel.
- Archive: the Essendon shop closed in 2023 - lease surrender, final BAS, stock, equipment sale, staff
  letters (Shop); Mum's estate (Estate); the Queensland trip 2025 (Travel); the sold van (Car); Sofia's
  finished semesters (Sofia Uni); the Galaxy S9 backup (Backup).
- Left: unfinished downloads (.crdownload, .part), Office lock files (~$...), desktop.ini, Thumbs.db (topic
  System). Dot files (.DS_Store, LibreOffice .~lock#) are written with dot() and not labelled.
- Edge cases: a 2023 personal tax notice in the dumped 2023 folder is Areas Finance; the 2023 church export is
  Areas Church; the Essendon papers in the same folder are Archive Shop. The Fast Food award pay guide is
  Resources Shop (reference) while a pay run is Areas Shop. A staff TFN declaration scanned by phone is Areas
  Shop. Property-manager statements are Areas Geelong Unit until settlement; sale papers are Projects.
  Travel insurance for Kalamata is Projects Travel, not Areas. ``hard`` marks a file whose name and folder
  say nothing of its subject (Scans/scan0019.pdf, Downloads/document (2).pdf, Desktop/New Text Document.txt,
  Downloads/export.csv, DOC-...-WA0003.pdf, unnamed.pdf, Book1.xlsx); images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]


def ag(y: int, m: int, d: int) -> float:
    """Age in days of a date, relative to NOW."""
    return max(0.3, (NOW - datetime(y, m, d, 12, tzinfo=timezone.utc)).total_seconds() / DAY)


def _m(v: float) -> str:
    return f"${v:,.2f}"


def _dd(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


CO = ("Vlahos Family Foods Pty Ltd  ABN 48 613 207 955\n"
      "t/a Golden Fillet Fish & Chips, 211 Melville Road, Pascoe Vale South VIC 3044  Ph (03) 9354 2718")
HOME = "George & Helen Vlahos\n9 Kallista Street\nOak Park VIC 3046"
ACC = "Antoniou & Co Accountants, 412 Sydney Road, Coburg VIC 3058 - registered tax agent 24117882"
STAFF = [("Jayden Nguyen", 30.62), ("Mia Thompson", 30.62), ("Ahmed Haddad", 32.87)]
PARISH = "Greek Orthodox Parish of Agios Nektarios, 58 Gaffney Street, Coburg North VIC 3058  ABN 37 004 218 661"
UNIT = "Unit 4/23 Autumn Street, Geelong West VIC 3218"
AGENT = "Bellarine Coast Realty, 140 Pakington Street, Geelong West VIC 3218"

# --------------------------------------------------------------------------- Shop (Areas)


def t_bas(period: str, due: str):
    def f(r, dt):
        g1 = r.randint(118_000, 156_000)
        g3 = r.randint(6_000, 11_000)
        a1, b1 = round((g1 - g3) / 11), r.randint(3_100, 5_400)
        w1 = r.randint(21_000, 27_500)
        w2 = round(w1 * r.uniform(0.08, 0.11))
        return (f"Australian Taxation Office\nBusiness activity statement\n{CO}\n"
                f"Document ID 4 {r.randint(1000, 9999)} {r.randint(10**6, 10**7 - 1)}\n"
                f"Period: {period}   Due date: {due}\nGST accounting method: cash   Reporting cycle: quarterly\n"
                f"G1 Total sales (including any GST): ${g1:,}\nG3 Other GST-free sales: ${g3:,}\n"
                f"1A GST on sales: ${a1:,}\n1B GST on purchases: ${b1:,}\n"
                f"W1 Total salary, wages and other payments: ${w1:,}\nW2 Amount withheld from payments at W1: ${w2:,}\n"
                f"Summary: amount you owe the ATO ${a1 - b1 + w2:,}\nPayment reference number (PRN) 551 613 207 9558\n"
                f"Prepared by {ACC}\nDeclaration: true and correct. Signed G. Vlahos, Director")
    return f


FISH = [("Flake (gummy shark) fillets", 24.5, 31.0), ("Blue grenadier fillets", 15.9, 19.5),
        ("Flathead tails", 21.0, 26.0), ("King George whiting fillets", 44.0, 52.0),
        ("Barramundi fillets (farmed, NT)", 23.5, 27.0), ("Calamari rings crumbed 1kg", 11.2, 13.4),
        ("Green prawns 16/20 frozen", 24.0, 29.0), ("Hake fillets skinless", 13.5, 16.0)]


def t_fish(r, dt):
    lines, tot = [], 0.0
    for name, lo, hi in r.sample(FISH, 5):
        kg, p = r.choice([5, 10, 12, 15, 20, 25]), round(r.uniform(lo, hi), 2)
        tot += kg * p
        lines.append(f"{name}   {kg} kg x {_m(p)} = {_m(kg * p)}")
    return ("Petrakis Seafood Wholesale Pty Ltd  ABN 71 094 552 310\n"
            "Store 6, Melbourne Market, 55 Produce Drive, Epping VIC 3076\n"
            f"TAX INVOICE  INV-{r.randint(60000, 69999)}   Date {_dd(dt)}   Delivered 5:40am\n"
            "Bill to: Golden Fillet Fish & Chips (account GOLD211), 211 Melville Rd Pascoe Vale South\n"
            + "\n".join(lines) + f"\nSubtotal {_m(tot)}\nGST $0.00 (GST-free food)\nTOTAL {_m(tot)}\n"
            f"Terms 14 days. EFT BSB 063-182 Acc 1049 2281. Delivery temperature recorded {r.uniform(1.5, 4.4):.1f} C")


SUPP = {
    "spuds": ("Bacchus Marsh Spuds Direct  ABN 33 508 114 702\n18 Station Street, Bacchus Marsh VIC 3340",
              [("Russet Burbank washed 20kg", 21.0, 26.0, (10, 20, 30)), ("Sebago brushed 20kg", 18.0, 22.0, (5, 10))],
              False),
    "oil": ("Oilmart Victoria Pty Ltd  ABN 65 612 903 441\n9 Industrial Drive, Campbellfield VIC 3061",
            [("Canola frying oil high-oleic 20L", 58.0, 74.0, (8, 10, 12)), ("Beef dripping blend 15kg", 61.0, 69.0, (1, 2))],
            True),
    "pack": ("Northern Packaging Supplies  ABN 12 441 770 135\n3/40 Fairbank Road, Coburg North VIC 3058",
             [("White butcher paper 400x600 10kg", 38.0, 44.0, (4, 6)), ("Chip cones large x1000", 39.0, 46.0, (2, 3)),
              ("Kraft takeaway boxes #3 x200", 29.0, 34.0, (3, 4)), ("Wooden chip forks x5000", 31.0, 36.0, (1,))], True),
}


def t_supp(key: str):
    head, goods, gst = SUPP[key]

    def f(r, dt):
        lines, tot = [], 0.0
        for name, lo, hi, qs in goods:
            q, p = r.choice(qs), round(r.uniform(lo, hi), 2)
            tot += q * p
            lines.append(f"{q} x {name} @ {_m(p)} = {_m(q * p)}")
        g = tot * 0.1 if gst else 0.0
        return (f"{head}\nTAX INVOICE {r.randint(10000, 99999)}   {_dd(dt)}\n"
                "Customer: Golden Fillet Fish & Chips, 211 Melville Road, Pascoe Vale South\n" + "\n".join(lines)
                + f"\nSubtotal {_m(tot)}\nGST {_m(g)}\nTotal due {_m(tot + g)}  - payment due 30 days")
    return f


def t_payrun(r, dt):
    out = [f"Xero Payroll - pay run summary\n{CO}\nWeek ending {_dd(dt - timedelta(days=2))}   Payment date {_dd(dt)}"]
    tg = tw = 0.0
    for name, rate in STAFF:
        h = round(r.uniform(12, 26) * 2) / 2
        g = h * rate
        w = round(g * r.uniform(0.05, 0.13))
        tg, tw = tg + g, tw + w
        out.append(f"{name}  casual (Fast Food Industry Award L1)  {h} h @ {_m(rate)}  gross {_m(g)}  "
                   f"PAYG {_m(w)}  super 12% {_m(g * 0.12)}  net {_m(g - w)}")
    out.append(f"Totals: gross {_m(tg)}  PAYG withheld {_m(tw)}  super {_m(tg * 0.12)}\n"
               "Single Touch Payroll: filed with the ATO, event accepted")
    return "\n".join(out)


def t_roster(r, dt):
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    rows = ["Day;George;Helen;Jayden;Mia;Ahmed"]
    for d in days:
        shift = "closed" if d == "Mon" else "11-2 / 4:30-8:30"
        rows.append(f"{d};{shift};{'4:30-8:30' if d != 'Mon' else '-'};"
                    f"{r.choice(['-', '4:30-8:30', '5-9'])};{r.choice(['-', '11:30-2', '5-9'])};{r.choice(['-', '4:30-9'])}")
    return "\n".join(rows) + f"\nRoster week of {_dd(dt)};;;;;\nHours cap casuals 38/wk;;;;;"


def t_invoice(head: str, items: list[tuple[str, float]], note: str = ""):
    def f(r, dt):
        tot = sum(v for _, v in items)
        return (f"{head}\nTAX INVOICE {r.randint(1000, 9999)}   Date {_dd(dt)}\n" + "\n".join(f"{a}  {_m(v)}" for a, v in items)
                + f"\nSubtotal {_m(tot)}\nGST {_m(tot / 10)}\nTotal {_m(tot * 1.1)}\n{note}")
    return f


# --------------------------------------------------------------------------- household


def t_cba(r, dt):
    bal = r.uniform(4_000, 14_000)
    rows = []
    for desc, lo, hi in [("Salary VLAHOS FAMILY FOODS", 2_900, 3_100), ("Woolworths Pascoe Vale", -260, -90),
                         ("Home loan repayment 5231 0087 4412", -2_960, -2_960), ("AGL Sales direct debit", -420, -180),
                         ("BUPA HI direct debit", -388.6, -388.6), ("Transfer from Bellarine Coast Realty", 1_800, 2_100),
                         ("Coles Oak Park", -180, -60), ("Linkt Melbourne", -45, -20), ("Chemist Warehouse Coburg", -70, -15)]:
        v = r.uniform(lo, hi)
        bal += v
        rows.append(f"{desc:<40} {v:>10,.2f} {bal:>11,.2f}")
    return (f"Commonwealth Bank  Complete Access statement\n{HOME}\nBSB 063-154  Account 1102 4478\n"
            f"Statement period to {_dd(dt)}\nDescription                               Amount     Balance\n" + "\n".join(rows))


def t_mortgage(r, dt):
    bal = 318_000 - (NOW - dt).days * -8
    return (f"Commonwealth Bank Home Loan - annual statement\n{HOME}\nLoan 5231 0087 4412  Security: 9 Kallista Street Oak Park\n"
            f"Period to {_dd(dt)}\nVariable rate {r.choice(['6.04', '5.79', '5.54'])}% p.a.  Monthly repayment $2,960.00\n"
            f"Interest charged this year {_m(r.uniform(17_000, 19_500))}\nClosing balance {_m(bal)}\nOffset account linked: 1102 4478")


def t_taxret(fy: int):
    def f(r, dt):
        sal, div, rent = r.randint(76_000, 84_000), r.randint(9_000, 16_000), r.randint(-3_800, 2_400)
        taxable = sal + div + rent - r.randint(900, 2_100)
        return (f"Individual tax return {fy - 1}-{fy % 100:02d} - summary for client\nTaxpayer: George Vlahos  TFN *** *** 418\n"
                f"Salary and wages - Vlahos Family Foods Pty Ltd {_m(sal)}\nFranked dividends - Vlahos Family Foods Pty Ltd {_m(div)}\n"
                f"Net rent - {UNIT} {_m(rent)}\nWork-related deductions and tax agent fees\nTaxable income {_m(taxable)}\n"
                f"Medicare levy 2%  Private health: Bupa, full year\nEstimated {'refund' if r.random() < 0.5 else 'amount payable'} "
                f"{_m(r.uniform(300, 2_600))}\nLodged by {ACC} on {_dd(dt)}")
    return f


def t_bill(kind: str):
    def f(r, dt):
        if kind == "agl":
            kwh, gas = r.randint(980, 1_650), r.randint(4_200, 11_800)
            return (f"AGL  Electricity and gas bill\n{HOME}\nAccount 7712 4409 21   Issued {_dd(dt)}\n"
                    f"Electricity {kwh} kWh, supply 91 days, total {_m(kwh * 0.31 + 105)}\nGas {gas} MJ {_m(gas * 0.041 + 82)}\n"
                    f"Amount due {_m(kwh * 0.31 + gas * 0.041 + 187)} by {_dd(dt + timedelta(days=21))} (direct debit)")
        if kind == "water":
            kl = r.randint(38, 61)
            return (f"Greater Western Water - your water bill\n{HOME}\nAccount 4410 228 901  Issued {_dd(dt)}\n"
                    f"Water usage {kl} kL over 91 days ({kl * 1000 // 91} L/day)\nService charges water & sewerage $214.18\n"
                    f"Parks charge $21.70\nTotal due {_m(kl * 3.4 + 235.88)}")
        if kind == "telstra":
            return (f"Telstra bill\nGeorge Vlahos, 9 Kallista St Oak Park VIC 3046\nAccount 3 1187 44021  {_dd(dt)}\n"
                    "NBN Premium 100/20 plan $95.00\nMobile - 0412 558 203 (George) $58.00\nMobile - 0433 190 774 (Helen) $58.00\n"
                    "Total $211.00 due in 14 days")
        civ = r.randint(1_020_000, 1_140_000)
        return (f"Merri-bek City Council  Rate notice {dt.year}-{(dt.year + 1) % 100:02d}\nG & H Vlahos, 9 Kallista Street Oak Park 3046\n"
                f"Assessment 418820  Capital improved value ${civ:,}\nGeneral rates {_m(civ * 0.00214)}\n"
                f"Waste charge $389.00\nFire Services Property Levy {_m(132 + civ * 0.000087)}\n"
                "Instalments 30 Sep, 30 Nov, 28 Feb, 31 May  BPAY biller 35717")
    return f


def t_pm(r, dt):
    rent = 520 * 4
    fee = rent * 0.066
    extra = r.choice([("Smoke alarm annual check", 89.0), ("Plumber - kitchen tap washer", 148.5), ("Water usage recharge", -62.4)])
    return (f"{AGENT}\nOwner statement  {dt:%B %Y}\nOwner: G & H Vlahos   Property: {UNIT}\n"
            f"Tenant: Liam & Chloe Baxter  rent $520/wk, paid to {_dd(dt - timedelta(days=r.randint(1, 6)))}\n"
            f"Rent received {_m(rent)}\nManagement fee 6.6% incl GST -{_m(fee)}\n{extra[0]} -{_m(extra[1])}\n"
            f"Paid to owner CBA 063-154 1102 4478 {_m(rent - fee - extra[1])}\nProperty manager: Tanya Reid")


# --------------------------------------------------------------------------- health, super


def t_hba1c(r, dt):
    h = r.uniform(6.7, 7.6)
    return (f"Northern Pathology Victoria  Collected {_dd(dt)}\nPatient: VLAHOS, George  DOB 14/03/1971  Medicare 2947 61838 1\n"
            f"Referred by Dr Maria Christou, Pascoe Vale Road Medical Centre\nHbA1c {h:.1f} % ({(h - 2.15) * 10.929:.0f} mmol/mol)"
            f"  target < 7.0\nFasting glucose {r.uniform(6.8, 8.9):.1f} mmol/L\nLDL cholesterol {r.uniform(1.6, 2.4):.1f} mmol/L\n"
            f"eGFR {r.randint(72, 88)} mL/min/1.73m2   Urine ACR {r.uniform(0.9, 2.6):.1f} mg/mmol\n"
            "Comment: type 2 diabetes monitoring (metformin XR, empagliflozin).")


def t_bupa(r, dt):
    return (f"Bupa HI Pty Ltd  Private health insurance statement {dt.year - 1}-{dt.year % 100:02d}\n"
            "Membership 88 140 227  Family Silver Plus Hospital + Mid Extras\nMembers: George, Helen, Sofia Vlahos\n"
            f"Premiums paid {_m(r.uniform(4_400, 4_900))}  Australian Government rebate claimed as reduced premium\n"
            f"Extras benefits paid: podiatry {_m(r.uniform(80, 200))}, optical {_m(r.uniform(150, 250))}, dental "
            f"{_m(r.uniform(200, 600))}\nTax statement details: Benefit code 30, days covered 365")


def t_super(fund: str, who: str, memb: str):
    def f(r, dt):
        bal = r.uniform(210_000, 260_000) if who.startswith("George") else r.uniform(120_000, 150_000)
        con = r.uniform(8_000, 11_000)
        return (f"{fund}  Annual member statement to 30 June {dt.year if dt.month > 6 else dt.year - 1}\n{who}  Member {memb}\n"
                f"Opening balance {_m(bal - con - bal * 0.08)}\nEmployer contributions (Vlahos Family Foods Pty Ltd) {_m(con)}\n"
                f"Investment return {_m(bal * 0.08)}\nInsurance premiums -{_m(r.uniform(300, 700))}\nClosing balance {_m(bal)}\n"
                "Investment option: Balanced   Preservation age reached: no  Beneficiary: binding nomination on file")
    return f


# --------------------------------------------------------------------------- church

CH_IN = [("Δίσκος Κυριακής / Sunday plate", 600, 1_400), ("Κεριά / candle sales", 900, 2_300),
         ("Μνημόσυνα / memorial donations", 200, 900), ("Βάπτιση / baptism fee", 350, 700),
         ("Μέλη / membership fees", 300, 1_200), ("Hall hire - Pascoe Vale Senior Citizens", 150, 450)]
CH_OUT = [("Stipend π. Δημήτριος", -4_200, -4_200), ("Archdiocese levy", -600, -600), ("Jemena/AGL electricity", -300, -700),
          ("Candles supplier - Agion Oros Imports", -350, -800), ("Cleaning", -240, -240), ("Church insurance instalment", -410, -410)]


def t_church_month(r, dt):
    rows = ["Ημερομηνία / Date;Περιγραφή / Description;Έσοδα / Income;Έξοδα / Expense"]
    tin = tout = 0.0
    for d, lo, hi in CH_IN + CH_OUT:
        v = round(r.uniform(lo, hi), 2) if lo != hi else lo
        day = (dt - timedelta(days=r.randint(1, 27))).strftime("%d/%m/%Y")
        if v > 0:
            tin += v
            rows.append(f"{day};{d};{v:.2f};")
        else:
            tout += -v
            rows.append(f"{day};{d};;{-v:.2f}")
    rows.append(f";Σύνολο / Total;{tin:.2f};{tout:.2f}")
    rows.append(f";Bendigo Bank 633-000 148 221 907 closing balance;{r.uniform(38_000, 52_000):.2f};")
    rows.append(";Ταμίας / Treasurer: Γιώργος Βλάχος;;")
    return "\n".join(rows)


def t_minutes(r, dt):
    return (f"Ενορία Αγίου Νεκταρίου Coburg North - Πρακτικά Διοικητικού Συμβουλίου\n"
            f"Parish of Agios Nektarios - Committee minutes, {dt.day} {dt:%B %Y}\n"
            "Παρόντες / Present: π. Δημήτριος Κούρτης, Σταύρος Γεωργίου (Πρόεδρος), Γιώργος Βλάχος (Ταμίας), "
            "Άννα Μιχαηλίδου (Γραμματέας), Νίκος Παπαδάκης, Ελένη Σταθοπούλου\n"
            f"1. Οικονομική αναφορά ταμία: υπόλοιπο λογαριασμού ${r.randint(38_000, 52_000):,}. Treasurer's report accepted.\n"
            f"2. {r.choice(['Επισκευή στέγης αίθουσας - τρεις προσφορές', 'Πανηγύρι Αγίου Νεκταρίου 9 Νοεμβρίου - προετοιμασία', 'Greek school enrolments and hall hire'])}\n"
            f"3. {r.choice(['Ασφάλεια εκκλησίας - ανανέωση με Ansvar', 'ACNC annual information statement due', 'Κεριά: νέος προμηθευτής'])}\n"
            "4. Γενικά θέματα. Η συνεδρίαση έληξε στις 9:15 μ.μ.\nΕπόμενη συνεδρίαση: δεύτερη Πέμπτη του μήνα.")


# --------------------------------------------------------------------------- Sofia

SUBJ26 = {
    "MGRK30012 Greek Literature in Translation": "Cavafy's Alexandria: history as personal memory in 'Waiting for the Barbarians' and 'Ithaka'",
    "HIST30071 Revolution and Nation in Modern Greece": "The 1821 War of Independence and the philhellenes: Byron, Missolonghi and the Great Powers",
    "POLS20034 Politics of the European Union": "Greece and the eurozone crisis 2010-2018: memoranda, austerity and the troika",
}
SUBJ25 = {
    "MGRK20010 Modern Greek 4": "Η ελληνική οικογένεια στην Αυστραλία - γραπτή εργασία, 800 λέξεις",
    "HIST20077 Byzantium and its Neighbours": "The Fourth Crusade and the sack of Constantinople, 1204",
    "ANTH20005 Migration and Identity": "Greek-Australian identity in Melbourne: three generations interviewed",
    "HIST10016 Europe in the Twentieth Century": "Appeasement and the Munich agreement",
}


def eml(frm: str, to: str, date: str, subj: str, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nDate: {date}\nSubject: {subj}\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=utf-8\n\n{body}\n")


GEO = "George Vlahos <george.vlahos71@bigpond.com>"

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

    def phone(folder: str, bucket: str, topic: str, ages, style: str = "s") -> None:
        for k, age in enumerate(ages):
            dt = NOW - timedelta(days=age)
            if style == "s":
                name = f"{dt:%Y%m%d}_{r.randint(8, 20):02d}{r.randint(0, 59):02d}{k:02d}.jpg"
            else:
                name = f"IMG_{r.randint(1000, 9999)}.HEIC" if style == "i" else f"IMG_{dt:%Y%m%d}_{k:04d}.jpg"
            photo(f"{folder}/{name}", bucket, topic, age)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

    # ------------------------------------------------------------ Documents/Shop (Areas Shop)
    S = "Documents/Shop"
    for q, fy, months, y, due, lodged in [
            (1, 25, "Jul-Sep", 2024, "28 October 2024", ag(2024, 10, 22)),
            (2, 25, "Oct-Dec", 2024, "28 February 2025", ag(2025, 2, 20)),
            (3, 25, "Jan-Mar", 2025, "28 April 2025", ag(2025, 4, 23)),
            (4, 25, "Apr-Jun", 2025, "25 August 2025", ag(2025, 8, 18)),
            (1, 26, "Jul-Sep", 2025, "28 October 2025", ag(2025, 10, 24)),
            (2, 26, "Oct-Dec", 2025, "28 February 2026", ag(2026, 2, 24)),
            (3, 26, "Jan-Mar", 2026, "28 April 2026", ag(2026, 4, 21))]:
        add(f"{S}/BAS/BAS Q{q} FY{fy} {months} {y}.pdf", A, "Shop", lodged, t_bas(f"{months} {y}", due))
    add(f"{S}/BAS/BAS workings FY26.xlsx", A, "Shop", 12, lambda r, dt: "Quarter;Sales inc GST;GST-free sales;1A;1B;W1;W2;Paid\n"
        + "\n".join(f"Q{q} FY26;{r.randint(120, 155)}000;{r.randint(6, 11)}000;{r.randint(10, 13)}100;{r.randint(3, 5)}200;"
                    f"{r.randint(21, 27)}400;{r.randint(2, 3)}150;{'yes' if q < 4 else 'due 28/07/2026'}" for q in (1, 2, 3, 4)))
    for age in (3, 10, 17, 24):
        dt = NOW - timedelta(days=age)
        add(f"{S}/Payroll/Pay run {dt:%Y-%m-%d}.pdf", A, "Shop", age, t_payrun)
    add(f"{S}/Payroll/STP finalisation FY25.pdf", A, "Shop", ag(2025, 7, 11),
        "Single Touch Payroll - finalisation declaration 2024-25\nVlahos Family Foods Pty Ltd  ABN 48 613 207 955  Branch 001\n"
        "Employees finalised: Jayden Nguyen, Mia Thompson, Ahmed Haddad, Chloe Park (left 14/02/2025)\n"
        "Income statements now tax ready in myGov for each employee.\nFinalised 11/07/2025 by Helen Vlahos via Xero Payroll")
    add(f"{S}/Payroll/Super payments Q3 FY26 clearing house.pdf", A, "Shop", ag(2026, 4, 16),
        "Xero super payment - batch SP-2026-0341\nPeriod 1 January - 31 March 2026  Due to funds by 28 April 2026\n"
        "Jayden Nguyen - Hostplus $892.14\nMia Thompson - UniSuper $761.90\nAhmed Haddad - REST Super $1,044.02\n"
        "George Vlahos (director) - Hostplus $2,340.00\nTotal debited from Westpac business account 032-371 448 219: $5,038.06")
    add(f"{S}/Payroll/Staff details.xlsx", A, "Shop", 88, "Name;Start;Type;Award level;Super fund;TFN dec\n"
        "Jayden Nguyen;05/02/2024;casual;Fast Food L1;Hostplus;received\nMia Thompson;19/08/2024;casual;Fast Food L1;UniSuper;received\n"
        "Ahmed Haddad;03/03/2026;casual;Fast Food L2 (cook);REST;received\nChloe Park;12/06/2023;left 14/02/2025;;;")
    for age in (2, 9, 16, 30, 44, 72):
        add(f"{S}/Suppliers/Petrakis Seafood/Invoice {(NOW - timedelta(days=age)):%Y-%m-%d}.pdf", A, "Shop", age, t_fish)
    for age in (5, 33):
        add(f"{S}/Suppliers/Spuds Direct {(NOW - timedelta(days=age)):%d-%m-%Y}.pdf", A, "Shop", age, t_supp("spuds"))
    for age in (11, 53):
        add(f"{S}/Suppliers/Oilmart invoice {(NOW - timedelta(days=age)):%b %Y}.pdf", A, "Shop", age, t_supp("oil"))
    add(f"{S}/Suppliers/Northern Packaging April.pdf", A, "Shop", 38, t_supp("pack"))
    add(f"{S}/Council/Food Act registration 2026 Merri-bek.pdf", A, "Shop", ag(2026, 1, 9),
        "Merri-bek City Council - Environmental Health\nCertificate of registration, Food Act 1984\n"
        "Premises: Golden Fillet Fish & Chips, 211 Melville Road, Pascoe Vale South\nProprietor: Vlahos Family Foods Pty Ltd\n"
        "Classification: Class 2 (food safety program required)\nRegistration number FP-2198  Valid 1 January - 31 December 2026\n"
        "Food safety supervisor: Helen Vlahos (SITXFSA006 / SITXFSA008)  Annual fee paid $512.00")
    add(f"{S}/Council/Inspection report Oct 2025.pdf", A, "Shop", ag(2025, 10, 17),
        "Merri-bek City Council  Food premises assessment report\nDate 16/10/2025  Officer: Priya Raman, EHO\n"
        "Premises: Golden Fillet Fish & Chips  Class 2\nResult: compliant\nObservations: fryer oil changed and logged; cool room 3 C;"
        " hand wash basin stocked; hot-holding bain marie 68 C\nAction: replace cracked seal on reach-in fridge by next visit.")
    add(f"{S}/Council/Food safety supervisor certificate Helen.pdf", A, "Shop", ag(2024, 11, 2),
        "Statement of attainment\nHelen Vlahos has completed SITXFSA005 Use hygienic practices for food safety and "
        "SITXFSA006 Participate in safe food handling practices\nIssued by Melbourne Hospitality Training RTO 21877, 02/11/2024")
    add(f"{S}/Council/Temperature log May 2026.xlsx", A, "Shop", 1, lambda r, dt: "Date;Cool room C;Freezer C;Bain marie C;Oil changed;Initials\n"
        + "\n".join(f"{d:02d}/05/2026;{r.uniform(2, 4.5):.1f};{r.uniform(-21, -18):.0f};{r.randint(65, 72)};"
                    f"{'yes' if d % 3 == 0 else ''};{r.choice(['HV', 'GV', 'MT'])}" for d in range(1, 31, 2)))
    add(f"{S}/Lease/Lease 211 Melville Rd 2021.pdf", A, "Shop", ag(2021, 7, 20),
        "RETAIL PREMISES LEASE (Retail Leases Act 2003 Vic)\nLandlord: Marinos Property Holdings Pty Ltd\n"
        "Tenant: Vlahos Family Foods Pty Ltd   Guarantors: George Vlahos and Helen Vlahos\n"
        "Premises: Shop 2, 211 Melville Road, Pascoe Vale South VIC 3044\nTerm: 5 years from 1 August 2021. Option: one further 5 years\n"
        "Starting rent $41,600 p.a. plus GST, annual CPI review; market review at option. Permitted use: fish and chip takeaway.")
    add(f"{S}/Lease/Rent review Aug 2025.pdf", A, "Shop", ag(2025, 7, 8),
        "Marinos Property Holdings Pty Ltd\nDear George and Helen,\nRe: Shop 2, 211 Melville Road - annual CPI rent review\n"
        "In accordance with clause 4.2 of your lease, rent from 1 August 2025 will be $46,214.40 p.a. plus GST "
        "(CPI 2.4%), payable monthly $3,851.20 plus GST.\nYours sincerely, Angela Marinos")
    add(f"{S}/Lease/Option exercise letter.docx", A, "Shop", ag(2026, 1, 21),
        "George & Helen Vlahos\nVlahos Family Foods Pty Ltd\n21 January 2026\nMarinos Property Holdings Pty Ltd\n"
        "Re: Exercise of option - Shop 2, 211 Melville Road, Pascoe Vale South\nWe give notice that we exercise the option "
        "for a further term of five years from 1 August 2026 as set out in item 7 of the lease.\nRegards, George Vlahos, Director")
    add(f"{S}/Lease/Outgoings reconciliation FY25.pdf", A, "Shop", ag(2025, 10, 30),
        "Outgoings reconciliation 2024-25  Shop 2, 211 Melville Road\nCouncil rates $3,102.40  Water $888.10  Building insurance "
        "$2,240.00  Land tax (excluded per RLA)\nTenant share 100%  Paid in estimates $5,900.00  Balance owing $330.50")
    for name, head, its, age in [
            ("Grease trap pump-out Mar 2026.pdf", "Enviro Liquid Waste  ABN 80 119 223 904",
             [("Grease trap pump-out 1500L, 211 Melville Rd", 385.0), ("EPA waste transport certificate", 25.0)], ag(2026, 3, 11)),
            ("Chip scrubber repair.pdf", "Northside Catering Service & Repair",
             [("Potato peeler/scrubber - replace abrasive plate and drive belt", 412.0), ("Call-out", 95.0)], ag(2025, 12, 3)),
            ("Cool room service Feb 2026.pdf", "Polar Refrigeration Services",
             [("Cool room compressor service, regas R404A", 640.0), ("Door seal replacement", 180.0)], ag(2026, 2, 17)),
            ("Fire extinguisher and blanket test.pdf", "Fire Safe Melbourne",
             [("6-monthly test: 2x wet chemical, 1x CO2, 1x fire blanket - AS1851", 165.0)], ag(2026, 4, 28))]:
        add(f"{S}/Equipment/{name}", A, "Shop", age, t_invoice(head, its, "Site: Golden Fillet Fish & Chips, Pascoe Vale South"))
    add(f"{S}/Insurance/Business insurance 2025-26 QBE.pdf", A, "Shop", ag(2025, 8, 1),
        "QBE Insurance - Business Pack certificate of currency\nInsured: Vlahos Family Foods Pty Ltd t/a Golden Fillet Fish & Chips\n"
        "Period 1/08/2025 - 1/08/2026\nPublic and products liability $20,000,000\nContents and stock $85,000  Glass $10,000\n"
        "Business interruption 12 months gross profit  Machinery breakdown $40,000\nPremium $4,812.36 incl GST")
    add(f"{S}/Insurance/WorkSafe premium notice 2025-26.pdf", A, "Shop", ag(2025, 7, 24),
        "WorkSafe Victoria - premium notice 2025/26\nEmployer: Vlahos Family Foods Pty Ltd  WorkSafe no. 10984421\n"
        "Industry: 45120 Takeaway food services\nRemuneration declared $118,500\nPremium $1,736.40 payable in full by 30/09/2025")
    add(f"{S}/Accounts/Financial statements FY2025.pdf", A, "Shop", ag(2025, 11, 14),
        f"Vlahos Family Foods Pty Ltd - special purpose financial report, year ended 30 June 2025\nSales $538,410\n"
        "Cost of goods (fish, potatoes, oil, packaging) $214,770\nWages and super $131,260  Rent and outgoings $50,120\n"
        f"Net profit before tax $71,880\nIncome tax (25% base rate entity) $17,970\nPrepared by {ACC}")
    add(f"{S}/Accounts/Company tax return FY2025.pdf", A, "Shop", ag(2025, 11, 28),
        "Company tax return 2025 - Vlahos Family Foods Pty Ltd  TFN *** *** 207\nTaxable income $71,880\n"
        "Tax on taxable income $17,970.00  PAYG instalments $15,200.00\nAmount payable $2,770.00 due 1 December 2025\n"
        "Franking account balance $31,420")
    add(f"{S}/Accounts/ASIC annual review 2026.pdf", A, "Shop", ag(2026, 3, 9),
        "Australian Securities & Investments Commission\nAnnual statement - Vlahos Family Foods Pty Ltd ACN 613 207 955\n"
        "Review date 9 March 2026. Fee $329.00 due by 9 May 2026. Directors: George Vlahos. Secretary: Helen Vlahos.\n"
        "Registered office: c/- Antoniou & Co, 412 Sydney Road Coburg VIC 3058")

    # ------------------------------------------------------------ Shop manuals (Resources Shop)
    for name, text, age in [
            ("Goldstein 2-pan fryer manual.pdf", "Goldstein Eswood - gas fryer FG-2 series\nInstallation, operation and service manual\n"
             "Lighting the pilot, thermostat calibration, draining oil, daily boil-out procedure, spare parts list", 1_400),
            ("Robot Coupe CL50 chip cutter manual.pdf", "Robot Coupe CL50 vegetable preparation machine\nUser guide: chip "
             "grid 10x10 and 8x8, cleaning, safety interlocks, troubleshooting", 1_100),
            ("Fast Food Industry Award pay guide 2025-26.pdf", "Fair Work Ombudsman - Pay Guide\nFast Food Industry Award "
             "[MA000003], published 1 July 2025\nLevel 1 casual (25% loading): $30.62/h; Saturday 125%; Sunday 150%; public "
             "holiday 225%\nJunior rates, evening penalties after 10pm, meal breaks", 330),
            ("FoodSmart template class 2.pdf", "FoodSmart - food safety program template for class 2 premises (Victoria)\n"
             "Receiving deliveries, cold storage, cooking, hot holding, cleaning and sanitising, pest control records", 700),
            ("GoodFish sustainable seafood guide.pdf", "GoodFish Australia's sustainable seafood guide\nBetter choice: blue "
             "grenadier, flathead, gummy shark (flake, southern)\nEat less: imported basa, some barramundi imports", 500),
            ("Frying oil management.pdf", "Frying oil quality guide: total polar materials (TPM) testing, filter daily, "
             "top up not exceeding 20%, discard at 24% TPM. Canola high-oleic vs palm blends", 620)]:
        add(f"{S}/Manuals/{name}", R, "Shop", age, text)

    # ------------------------------------------------------------ Fitout 2026 (Projects Shop)
    F = f"{S}/Fitout 2026"
    add(f"{F}/Quote Prima Catering fryer range Q-24817.pdf", P, "Shop", ag(2026, 2, 26),
        "Prima Catering Equipment Pty Ltd  ABN 58 147 900 233\n15 Ovata Drive, Tullamarine VIC 3043\nQUOTATION Q-24817  26/02/2026\n"
        "To: George Vlahos, Golden Fillet Fish & Chips\n1 x Thermapro TF-3G three-pan natural gas fryer bank, 26L pans, built-in "
        "oil filtration  $18,450.00\n1 x chip dump station with heat lamp  $2,380.00\nDelivery, removal of old Goldstein 2-pan range  $650.00\n"
        "Subtotal $21,480.00  GST $2,148.00  Total $23,628.00\nValid 60 days. 30% deposit on order; lead time 8 weeks")
    add(f"{F}/Quote Metro Canopies exhaust hood.pdf", P, "Shop", ag(2026, 3, 6),
        "Metro Canopies & Ventilation  ABN 26 620 118 905\nQuote MC-1183  06/03/2026\nSite: 211 Melville Road, Pascoe Vale South\n"
        "3600 x 1200 stainless steel wall canopy with baffle filters, to AS 1668.1 and AS/NZS 1668.2\n"
        "Ductwork through roof with fire-rated section, 800mm roof-mounted exhaust fan with variable speed control\n"
        "Make-up air via front louvres\nSupply and install $14,980.00 + GST. Excludes electrical and builder's work")
    add(f"{F}/Quote Sparkrite electrical.pdf", P, "Shop", ag(2026, 3, 19),
        "Sparkrite Electrical  REC 23411\nQuote 2026-077  19/03/2026\nNew 3-phase circuit and isolator for canopy exhaust fan, "
        "interlock fan with gas solenoid (AS 5601), RCD upgrade on sub-board, relocate 2 GPOs\n$4,260.00 + GST\nTechnician: Sam Rizzo")
    add(f"{F}/Quote Kostas Gas & Plumbing.pdf", P, "Shop", ag(2026, 3, 24),
        "Kostas Gas & Plumbing  VBA licence 48820\nQuote 0319: disconnect old fryer range, new 40mm gas line to 3-pan bank, "
        "gas solenoid interlock with exhaust fan, pressure test and compliance certificate\n$3,850.00 + GST")
    add(f"{F}/Compare quotes.xlsx", P, "Shop", 20, "Item;Supplier;Ex GST;Status\nFryer bank + dump station;Prima Catering;21480;"
        "deposit paid 30%\nCanopy and exhaust;Metro Canopies;14980;accepted\nCanopy (2nd quote);Airflow Kitchens;16750;declined\n"
        "Electrical;Sparkrite;4260;accepted\nGas;Kostas Gas & Plumbing;3850;accepted\nBuilding permit + surveyor;Northern Building "
        "Surveyors;2200;issued\nCouncil plan approval;Merri-bek;286;lodged\nTOTAL;;47056;")
    dot(f"{F}/.~lock.Compare quotes.xlsx#", b",George,SHOP-PC,01.06.2026 09:12,file:///C:/Users/George/AppData/Roaming/LibreOffice/4;", 0.2)
    add(f"{F}/Merri-bek food premises plan application.pdf", P, "Shop", ag(2026, 4, 14),
        "Merri-bek City Council - Application for assessment of plans, food premises alterations\nApplication FPA-2026-0142\n"
        "Premises: Golden Fillet Fish & Chips, 211 Melville Rd  Class 2\nWorks: replace cooking line (3-pan gas fryer bank) and "
        "install new exhaust canopy; no change to floor finishes or hand wash basin\nFee paid $286.00  Lodged 14/04/2026")
    add(f"{F}/Building permit BP-2026-0387.pdf", P, "Shop", ag(2026, 5, 8),
        "Northern Building Surveyors - Building permit BP-2026-0387 (Building Act 1993)\nOwner/agent: Vlahos Family Foods Pty Ltd\n"
        "Works: mechanical exhaust system and roof penetration, class 6 building\nMandatory inspection: final. Completion by 8 May 2027")
    add(f"{F}/Floor plan new cooking line.pdf", P, "Shop", ag(2026, 4, 10),
        "Drawing A-02 rev B - Golden Fillet, proposed cooking line\nNew 3-pan fryer bank 1200 wide against north wall, chip dump 600,"
        " canopy 3600 overhang 300 each side\nExisting: bain marie, hand basin (retained), cool room door. Scale 1:50")
    add(f"{F}/Closure notice for customers.docx", P, "Shop", 6,
        "GOLDEN FILLET FISH & CHIPS\nCLOSED FOR RENOVATIONS\nMonday 22 June to Sunday 5 July 2026\nWe are installing a brand new "
        "fryer range - same fish, same batter, even better chips!\nRe-opening Monday 6 July. Thank you for your support - George & Helen")
    add(f"{F}/Email Metro Canopies site measure.eml", P, "Shop", ag(2026, 3, 3), eml(
        "Dean Walsh <dean@metrocanopies.com.au>", GEO, "Tue, 03 Mar 2026 15:10:44 +1100", "Site measure - Golden Fillet canopy",
        "Hi George,\nThanks for having us this morning. Roof access is fine from the laneway. We'll need the landlord's written "
        "consent for the roof penetration before the permit.\nQuote to follow by Friday.\nDean"))
    add(f"{F}/Email council EHO re plans.eml", P, "Shop", ag(2026, 5, 20), eml(
        "Priya Raman <priya.raman@merri-bek.vic.gov.au>", GEO, "Wed, 20 May 2026 11:02:19 +1000", "RE: FPA-2026-0142 plans",
        "Dear Mr Vlahos,\nThe plans are acceptable in principle. Please send the hood specification sheet and confirm the hand "
        "wash basin stays within 5 m of the fryers. A final inspection is required before you reopen on 6 July.\nRegards, Priya Raman EHO"))
    add(f"{F}/Deposit receipt Prima.pdf", P, "Shop", ag(2026, 4, 29),
        "Prima Catering Equipment - RECEIPT R-5521  29/04/2026\nReceived from Vlahos Family Foods Pty Ltd $7,088.40 (30% deposit on "
        "quote Q-24817)\nBalance $16,539.60 due on installation (week of 22 June 2026)")
    phone(f"{F}/photos", P, "Shop", (ag(2026, 3, 3), ag(2026, 3, 3), ag(2026, 3, 18), 9))

    # ------------------------------------------------------------ Essendon shop, closed 2023 (Archive Shop)
    E = f"{S}/Essendon (closed 2023)"
    for name, text, age in [
            ("Lease 88 Keilor Rd 2018.pdf", "Retail premises lease - 88 Keilor Road, Essendon North VIC 3041\nLandlord: K & L Zappia "
             "Nominees Pty Ltd  Tenant: Vlahos Family Foods Pty Ltd\nTerm 5 years from 1 July 2018, rent $38,400 p.a. + GST", 2_900),
            ("Deed of surrender 88 Keilor Rd.pdf", "DEED OF SURRENDER OF LEASE\nK & L Zappia Nominees Pty Ltd and Vlahos Family Foods "
             "Pty Ltd\nThe tenant surrenders the lease of 88 Keilor Road Essendon North effective 30 June 2023; the landlord releases "
             "the guarantors George and Helen Vlahos; bond of $9,600 refunded less $1,150 make-good", ag(2023, 6, 26)),
            ("Essendon P&L FY2023 final.pdf", "Golden Fillet Essendon - profit and loss, 1 July 2022 - 30 June 2023 (branch)\nSales "
             "$286,300  Cost of goods $121,940  Wages $98,700  Rent $42,240\nNet loss ($11,820) - branch closed 30 June 2023", ag(2023, 9, 5)),
            ("Equipment sold list.xlsx", "Item;Buyer;Price\nGoldstein 3-pan fryer 2016;Sunny Kebabs Niddrie;4200\nBain marie 5-pan;"
             "Sunny Kebabs Niddrie;900\nSkope display fridge;Marketplace buyer;650\nPOS terminal + printer;returned to Square;0\n"
             "Total;;5750", ag(2023, 7, 4)),
            ("Letter to staff - Essendon closing.docx", "15 May 2023\nDear Tom and Krystal,\nWith regret we advise that Golden Fillet "
             "Essendon will close on 30 June 2023. Your last shift will be Friday 30 June. We are happy to offer shifts at Pascoe "
             "Vale South and will pay all outstanding entitlements with your final pay.\nGeorge & Helen Vlahos", ag(2023, 5, 15)),
            ("Closing sign Essendon.docx", "GOLDEN FILLET ESSENDON\nAfter 5 great years we are closing on 30 June 2023.\nThank you "
             "Essendon! Visit us at 211 Melville Road, Pascoe Vale South.", ag(2023, 6, 1)),
            ("Final AGL bill 88 Keilor Rd.pdf", "AGL Business - final electricity bill\nSupply address 88 Keilor Road Essendon North\n"
             "Account closed 30/06/2023  Usage 2,214 kWh  Final amount $891.44", ag(2023, 7, 19))]:
        add(f"{E}/{name}", X, "Shop", age, text)

    # ------------------------------------------------------------ Home, Finance, Health, Car, Super (Areas)
    H = "Documents/Home"
    for y, age in ((2024, ag(2024, 8, 20)), (2025, ag(2025, 8, 19))):
        add(f"{H}/Rates/Merri-bek rates {y}-{(y + 1) % 100}.pdf", A, "Home", age, t_bill("rates"))
    for age in (ag(2026, 2, 10), ag(2026, 5, 12)):
        add(f"{H}/Utilities/GWW water {(NOW - timedelta(days=age)):%b %Y}.pdf", A, "Home", age, t_bill("water"))
    for age in (ag(2025, 10, 14), ag(2026, 1, 15), ag(2026, 4, 14)):
        add(f"{H}/Utilities/AGL {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Home", age, t_bill("agl"))
    add(f"{H}/Utilities/Telstra May 2026.pdf", A, "Home", 8, t_bill("telstra"))
    add(f"{H}/RACV Home and Contents 2025-26.pdf", A, "Home", ag(2025, 9, 2),
        "RACV Insurance - Home and Contents certificate\nInsured: George and Helen Vlahos  Situation: 9 Kallista Street Oak Park VIC 3046\n"
        "Building sum insured $780,000  Contents $120,000  Period 14/09/2025 - 14/09/2026  Excess $500  Annual premium $2,318.55")
    add(f"{H}/Gutter clean invoice.pdf", A, "Home", ag(2026, 4, 2), t_invoice("Northern Gutter Pros  ABN 41 332 005 118",
        [("Gutter and downpipe clean, single storey, 9 Kallista St Oak Park", 240.0), ("Replace 1 downpipe bracket", 35.0)]))
    add(f"{H}/Smoke alarm service.pdf", A, "Home", ag(2025, 11, 11), t_invoice("Alarm Safe Victoria",
        [("Test 3 smoke alarms, replace 1 x 10-year lithium alarm (hallway)", 149.0)]))
    add(f"{H}/Rheem hot water warranty.pdf", A, "Home", ag(2022, 5, 30),
        "Rheem Australia - warranty registration\nModel Stellar 360 gas continuous flow  Serial 22R118470\nInstalled 27/05/2022 at "
        "9 Kallista Street Oak Park by Kostas Gas & Plumbing\nWarranty: heat exchanger 10 years, parts and labour 3 years")
    FI = "Documents/Finance"
    for fy in (2022, 2023, 2024, 2025):
        add(f"{FI}/Tax/Tax return {fy - 1}-{fy % 100}.pdf", A, "Finance", ag(fy, 10, 20), t_taxret(fy))
    add(f"{FI}/Tax/Notice of assessment 2024-25.pdf", A, "Finance", ag(2025, 11, 3),
        "Australian Taxation Office - Notice of assessment, year ended 30 June 2025\nGeorge Vlahos, 9 Kallista Street Oak Park VIC 3046\n"
        "Taxable income $91,744  Tax on taxable income $19,842.68  Medicare levy $1,834.88\nCredits: PAYG withholding $21,126.00\n"
        "Result: refund $1,448.32 paid to BSB 063-154 1102 4478")
    for age in (ag(2026, 2, 1), ag(2026, 3, 1), ag(2026, 4, 1), ag(2026, 5, 1)):
        add(f"{FI}/CBA statements/Statement {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Finance", age, t_cba)
    for fy, age in ((2024, ag(2024, 7, 9)), (2025, ag(2025, 7, 8))):
        add(f"{FI}/Home loan statement FY{fy % 100}.pdf", A, "Finance", age, t_mortgage)
    add(f"{FI}/Budget 2026.xlsx", A, "Finance", 26, "Item;Monthly;Notes\nMortgage CBA;2960;offset 1102 4478\nRates Merri-bek;"
        "215;quarterly\nAGL;170;\nWater GWW;95;\nTelstra;211;\nBupa;388.60;\nRACV home + car;290;\nPetrol;260;\nChurch pledge;100;\n"
        "Sofia uni (books, myki);180;\nKalamata trip saving;900;until July\nGeelong loan (Bendigo);1420;paid off at settlement")
    HE = "Documents/Health"
    for age in (ag(2025, 8, 12), ag(2025, 11, 18), ag(2026, 2, 17), ag(2026, 5, 19)):
        add(f"{HE}/Pathology/HbA1c {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Health", age, t_hba1c)
    add(f"{HE}/Dr Krishnan letter Mar 2026.pdf", A, "Health", ag(2026, 3, 12),
        "Northern Endocrine Clinic - Dr Anand Krishnan FRACP\nDear Dr Christou,\nRe: George Vlahos DOB 14/03/1971\nThank you for "
        "seeing George again. HbA1c 7.3%, weight 96 kg. I have added empagliflozin 10 mg mane to metformin XR 2 g. Continue "
        "atorvastatin 20 mg. Review in 6 months with HbA1c, lipids and urine ACR.\nKind regards, Anand Krishnan")
    add(f"{HE}/GP chronic condition plan 2025.pdf", A, "Health", ag(2025, 9, 23),
        "Pascoe Vale Road Medical Centre - GP chronic condition management plan (MBS item 965)\nPatient: George Vlahos\n"
        "Condition: type 2 diabetes (2017), hypercholesterolaemia\nGoals: HbA1c < 7%, walk 30 min 5 days/week, weight under 92 kg\n"
        "Allied health: podiatrist (Northern Foot Clinic) x3, dietitian x2   Dr Maria Christou")
    add(f"{HE}/Podiatry receipt Feb 2026.pdf", A, "Health", ag(2026, 2, 5), t_invoice("Northern Foot Clinic, Coburg",
        [("Diabetic foot assessment - monofilament, Doppler (Medicare 10962)", 95.0)], "Medicare rebate $59.75 claimed on the spot"))
    add(f"{HE}/Retinal photos report 2025.pdf", A, "Health", ag(2025, 6, 30),
        "Coburg Eyecare Optometrists\nDiabetic retinal screening - George Vlahos\nVisual acuity R 6/6 L 6/9  No diabetic retinopathy "
        "either eye. Early cataract L. Recall 12 months. Report sent to Dr M Christou")
    add(f"{HE}/Medications list.docx", A, "Health", 40, "George Vlahos - current medications (for Kalamata trip and chemist)\n"
        "Metformin XR 1000 mg - two tablets with dinner\nJardiance (empagliflozin) 10 mg - morning\nAtorvastatin 20 mg - night\n"
        "Allergies: none known\nGP Dr Maria Christou (03) 9354 1180  Medicare 2947 61838 1")
    add(f"{HE}/Glucose log 2026.xlsx", A, "Health", 4, lambda r, dt: "Date;Fasting mmol/L;2h after dinner;Notes\n" + "\n".join(
        f"{d:02d}/0{m}/2026;{r.uniform(6.2, 8.4):.1f};{r.uniform(7.5, 11.2):.1f};{r.choice(['', 'late shift', 'walk 40 min', 'church dinner'])}"
        for m in (4, 5) for d in (3, 10, 17, 24)))
    for y, age in ((2024, ag(2024, 7, 21)), (2025, ag(2025, 7, 20))):
        add(f"{HE}/Bupa tax statement {y - 1}-{y % 100}.pdf", A, "Health", age, t_bupa)
    add(f"{HE}/NDSS registration.pdf", A, "Health", ag(2017, 8, 28),
        "National Diabetes Services Scheme - registration confirmation\nGeorge Vlahos  NDSS no. 3 118 440 27\nDiabetes type: type 2 "
        "Registered 28/08/2017 by Dr M Christou. Subsidised blood glucose test strips available from community pharmacies")
    C = "Documents/Car"
    for y in (2025, 2026):
        add(f"{C}/Camry rego {y}.pdf", A, "Car", ag(y, 5, 3), f"VicRoads - registration renewal notice\nVehicle: 2021 Toyota Camry "
            f"Ascent Sport Hybrid  Plate 1XP 8ML\nRegistered operator: George Vlahos\nRegistration expiry 18/05/{y}  Renew 12 months "
            f"${903.60 + (y - 2025) * 31:.2f} incl TAC charge")
    add(f"{C}/RACV car insurance 2025-26.pdf", A, "Car", ag(2025, 7, 1), "RACV Complete Car Insurance - policy schedule\n"
        "2021 Toyota Camry Hybrid 1XP 8ML  Agreed value $31,500  Drivers: George (54), Helen (52), Sofia (20)\nPeriod 10/07/2025 - 10/07/2026  Premium $1,288.10")
    add(f"{C}/Toyota service 60000km.pdf", A, "Car", ag(2026, 3, 27), t_invoice("Brunswick Toyota Service, 555 Sydney Road",
        [("60,000 km logbook service, Camry hybrid 1XP 8ML", 395.0), ("Cabin filter", 49.0), ("Wiper blades", 62.0)]))
    add(f"{C}/Linkt statement Apr 2026.pdf", A, "Car", ag(2026, 5, 4), "Linkt Melbourne - account statement April 2026\n"
        "Account 2 208 114 9  Tag for 1XP 8ML\nCityLink trips 23, EastLink 2  Total tolls $81.46  Auto top-up from Visa")
    add(f"{C}/Infringement Sydney Rd parking.pdf", A, "Car", ag(2026, 1, 28), "Merri-bek City Council - parking infringement notice "
        "PI 8841027\nVehicle 1XP 8ML  Sydney Road Coburg, clearway 4:30pm-6:30pm, 27/01/2026\nPenalty $203.50 - paid 02/02/2026")
    V = f"{C}/Van (sold)"
    add(f"{V}/HiAce rego 2023.pdf", X, "Car", ag(2023, 9, 30), "VicRoads registration renewal\n2012 Toyota HiAce LWB van, plate "
        "1GF 7HX, operator Vlahos Family Foods Pty Ltd\nExpiry 12/10/2023  Fee $936.40")
    add(f"{V}/Roadworthy certificate Mar 2024.pdf", X, "Car", ag(2024, 3, 12), "Certificate of roadworthiness no. RWC 7718203\n"
        "2012 Toyota HiAce 1GF 7HX  Odometer 287,410 km\nTested by Pascoe Vale Auto Centre LVT 04417 on 12/03/2024 - passed after new rear brake pads")
    add(f"{V}/Receipt of sale HiAce.docx", X, "Car", ag(2024, 3, 18), "RECEIPT OF SALE\nReceived from Daniel Azzopardi of Glenroy "
        "the sum of $14,500 for a 2012 Toyota HiAce van, plate 1GF 7HX, VIN JTFSS22P500118732, sold as is.\n18 March 2024\n"
        "Seller: Vlahos Family Foods Pty Ltd per George Vlahos")
    add(f"{V}/Carsales ad HiAce.txt", X, "Car", ag(2024, 2, 25), "2012 Toyota HiAce LWB diesel van - $15,900 ono\n287,000 km, "
        "full service history, ex fish and chip shop delivery van, shelving in rear, RWC supplied. Pascoe Vale South. Call George 0412 558 203")
    SU = "Documents/Super"
    for y in (2023, 2024, 2025):
        add(f"{SU}/Hostplus statement {y}.pdf", A, "Super", ag(y, 9, 15), t_super("Hostplus", "George Vlahos", "1044 82291"))
    for y in (2024, 2025):
        add(f"{SU}/Helen AustralianSuper {y}.pdf", A, "Super", ag(y, 9, 29), t_super("AustralianSuper", "Helen Vlahos", "5118 30472"))
    add(f"{SU}/Contribution notes.txt", A, "Super", 60, "Super 2025-26\nConcessional cap $30,000 each. George: SG via company "
        "$9,360 + salary sacrifice $1,950/qtr. Helen: SG $4,100. Carry-forward unused cap from 2021-22 for Helen - ask Peter.\n"
        "If Geelong unit sells this year: think about downsizer? NO - only for main home. Ask Peter about CGT and contribution.")

    # ------------------------------------------------------------ Church (Areas / Resources Church)
    CH = "Documents/Εκκλησία - Church"
    for mo in (1, 2, 3, 4, 5):
        add(f"{CH}/Λογαριασμοί 2026/Accounts 2026-{mo:02d}.xlsx", A, "Church", ag(2026, mo + 1, 3) if mo < 5 else 1, t_church_month)
    for mo, day in ((2, 12), (3, 12), (5, 14)):
        add(f"{CH}/Πρακτικά/Πρακτικά 2026-{mo:02d}-{day}.docx", A, "Church", ag(2026, mo, day + 1), t_minutes)
    add(f"{CH}/ACNC annual information statement 2025.pdf", A, "Church", ag(2025, 12, 9),
        "Australian Charities and Not-for-profits Commission - Annual Information Statement 2025\nCharity: Greek Orthodox Parish of "
        "Agios Nektarios Coburg North  ABN 37 004 218 661\nSize: small  Total revenue $214,880  Total expenses $198,305\n"
        "Submitted by George Vlahos (Treasurer) 09/12/2025")
    add(f"{CH}/Budget 2026.xlsx", A, "Church", ag(2026, 1, 20), "Category;Budget 2026;Actual 2025\nPlate and candles;64000;61210\n"
        "Memorials, baptisms, weddings;38000;35950\nPascha and Epitaphios;24000;22460\nPanigyri Agios Nektarios;30000;28740\n"
        "Hall hire;9000;8320\nPriest stipend;-50400;-50400\nArchdiocese levy;-7200;-7200\nUtilities;-8600;-8130\nInsurance;-4920;-4760\n"
        "Hall roof repairs;-26000;0")
    add(f"{CH}/Pascha 2026 income.xlsx", A, "Church", ag(2026, 4, 16), "Service;Candles;Plate;Lambades\nΜεγάλη Πέμπτη;2140;880;\n"
        "Επιτάφιος Μεγ. Παρασκευή;4620;1930;\nΑνάσταση;6210;2480;3150\nΑγάπη Κυριακή;980;1120;\nTotal;13950;6410;3150")
    add(f"{CH}/Bank reconciliation Apr 2026.pdf", A, "Church", ag(2026, 5, 6), "Parish of Agios Nektarios - bank reconciliation "
        "30 April 2026\nBendigo Bank cheque account 148 221 907\nBalance per statement $47,312.55\nLess unpresented: stipend EFT $4,200.00\n"
        "Add deposit in transit (candles 26/4) $1,085.00\nBalance per cash book $44,197.55 - reconciled. Treasurer G. Vlahos")
    add(f"{CH}/Ansvar church insurance 2026.pdf", A, "Church", ag(2026, 2, 2), "Ansvar Insurance - Church Pack certificate\nInsured: "
        "Greek Orthodox Parish of Agios Nektarios\nChurch, hall and contents $4,800,000  Public liability $20,000,000\n"
        "Period 1/02/2026 - 1/02/2027  Premium $4,920.00 (4 instalments)")
    add(f"{CH}/Donation receipt template.docx", A, "Church", 300, "ΙΕΡΟΣ ΝΑΟΣ ΑΓΙΟΥ ΝΕΚΤΑΡΙΟΥ - Parish of Agios Nektarios\n"
        "ΑΠΟΔΕΙΞΗ / RECEIPT No. ____\nΕλάβαμε από / Received from: ______________  το ποσό / the sum of $______\n"
        "για / for: Μνημόσυνο / Memorial  Βάπτιση / Baptism  Δωρεά / Donation\nΟ Ταμίας / Treasurer: Γιώργος Βλάχος")
    add(f"{CH}/Βιβλία/Θεία Λειτουργία Ιωάννου Χρυσοστόμου.pdf", R, "Church", 900, "I Theia Leitourgia tou en Agiois Patros imon "
        "Ioannou tou Chrysostomou\nThe Divine Liturgy of St John Chrysostom - Greek and English parallel text\nEvlogimeni i Vasileia "
        "tou Patros kai tou Yiou kai tou Agiou Pnevmatos... Blessed is the Kingdom of the Father and the Son and the Holy Spirit")
    add(f"{CH}/Βιβλία/Ημερολόγιο 2026.pdf", R, "Church", 160, "Greek Orthodox Archdiocese of Australia - Imerologio 2026\n"
        "Orthodox Easter (Pascha) 12 April 2026. Pentecost 31 May 2026. Dormition fast 1-14 August. Agios Nektarios 9 November")
    add(f"{CH}/Βιβλία/Christos Anesti - Byzantine choir.mp3", R, "Church", 400,
        lambda r, dt: _id3(r, "Χριστός Ανέστη", "Byzantine Choir of Athens", "Pascha hymns"))

    # ------------------------------------------------------------ Geelong unit (Areas while let, Projects sale)
    G = "Documents/Geelong unit"
    for age in (ag(2026, 2, 3), ag(2026, 3, 3), ag(2026, 4, 2), ag(2026, 5, 4)):
        add(f"{G}/Statements/Owner statement {(NOW - timedelta(days=age)):%b %Y}.pdf", A, "Geelong Unit", age, t_pm)
    add(f"{G}/Residential lease Baxter 2025-26.pdf", A, "Geelong Unit", ag(2025, 6, 20), "Residential rental agreement "
        f"(Residential Tenancies Act 1997 Vic)\nRental provider: George and Helen Vlahos c/- {AGENT}\nRenters: Liam Baxter and "
        f"Chloe Baxter\nPremises: {UNIT}\nFixed term 1/07/2025 - 30/06/2026  Rent $520 per week  Bond $2,253 lodged with RTBA")
    add(f"{G}/Landlord insurance 2025-26.pdf", A, "Geelong Unit", ag(2025, 8, 14), "Terri Scheer landlord insurance - policy "
        f"schedule\nInsured: G & H Vlahos  Risk address: {UNIT}\nLoss of rent, tenant damage, liability $30m  Period 14/08/2025 - 14/08/2026\nPremium $486.00")
    add(f"{G}/Greater Geelong rates 2025-26.pdf", A, "Geelong Unit", ag(2025, 8, 26), "City of Greater Geelong - rates and "
        f"valuation notice 2025-26\nProperty: {UNIT}  CIV $435,000\nGeneral rates $1,262.55  Waste $412.00  FSPL $171.40\nTotal $1,845.95")
    add(f"{G}/Barwon Water Unit 4 Apr 2026.pdf", A, "Geelong Unit", ag(2026, 4, 20), "Barwon Water - account 61 0448 2290\n"
        f"{UNIT}  Owner: G Vlahos\nService charges water and sewerage $186.22  Usage recharged to tenant $74.10\nTotal $260.32")
    add(f"{G}/Owners corporation levy Q2 2026.pdf", A, "Geelong Unit", ag(2026, 3, 30), "Owners Corporation PS418223V - levy "
        "notice\nLot 4, 23 Autumn Street Geelong West\nAdministrative fund $412.00  Maintenance fund $150.00  Due 30/04/2026\nManager: Geelong Strata Co")
    GS = f"{G}/Sale 2026"
    add(f"{GS}/Exclusive sale authority Bellarine Coast.pdf", P, "Geelong Unit", ag(2026, 4, 24), f"{AGENT}\nExclusive sale authority "
        f"- Estate Agents Act 1980\nVendors: George Vlahos and Helen Vlahos\nProperty: {UNIT}\nMethod: expressions of interest closing "
        "16 June 2026 at 5pm. Vendor's price estimate $420,000 - $450,000\nCommission 1.9% incl GST  Marketing $3,950  Agent: Rebecca Lyons")
    add(f"{GS}/Section 32 vendor statement DRAFT.pdf", P, "Geelong Unit", ag(2026, 5, 7), "VENDOR STATEMENT (section 32, Sale of Land "
        f"Act 1962)\nVendors: George Vlahos and Helen Vlahos\nLand: {UNIT} - Lot 4 on PS418223V, Vol 10921 Fol 447\nOutgoings: Greater "
        "Geelong rates $1,845.95 p.a.; Barwon Water; owners corporation $2,248 p.a.\nMortgage: Bendigo Bank - to be discharged at settlement\n"
        "Zoning: General Residential Zone schedule 1. Owners corporation certificate attached. Prepared by Surf Coast Conveyancing")
    add(f"{GS}/Marketing plan and costs.pdf", P, "Geelong Unit", ag(2026, 4, 24), "Bellarine Coast Realty - marketing schedule\n"
        f"{UNIT}\nrealestate.com.au premiere listing $2,150; domain.com.au $690; professional photos and floor plan $560; signboard $350;"
        " styling of living room $200\nOpen inspections Saturdays 11:00-11:30 from 23 May 2026")
    add(f"{GS}/Conveyancer engagement Surf Coast.pdf", P, "Geelong Unit", ag(2026, 4, 30), "Surf Coast Conveyancing - costs agreement\n"
        f"Clients: George and Helen Vlahos  Matter: sale of {UNIT}\nProfessional fee $1,150 + GST plus disbursements (title and "
        "certificate searches approx. $420)\nConveyancer: Mark Fitzgerald, licensed conveyancer 000318")
    add(f"{GS}/CGT estimate Antoniou.pdf", P, "Geelong Unit", ag(2026, 5, 15), f"{ACC}\nMemo to George and Helen - estimated capital "
        f"gain on sale of {UNIT}\nPurchased 14/11/2009 for $268,000 plus costs $14,600. Assumed sale $435,000 less selling costs $13,200\n"
        "Capital gain $139,200; 50% discount (held > 12 months) = $69,600, split 50/50 = $34,800 each, added to 2026-27 income\n"
        "Settlement after 1 July 2026 moves the gain into FY2027. Peter Antoniou CPA")
    add(f"{GS}/Email Rebecca re EOI.eml", P, "Geelong Unit", ag(2026, 5, 25), eml(
        "Rebecca Lyons <rebecca@bellarinecoast.com.au>", GEO + ", helen.vlahos@gmail.com", "Mon, 25 May 2026 17:21:05 +1000",
        "4/23 Autumn St - first open and interest", "Hi George and Helen,\nGreat first open on Saturday - 14 groups through, 3 contract "
        "requests. One first-home buyer couple is keen and has finance pre-approval to $440k. EOI still closes Tue 16 June.\n"
        "The tenants have been very cooperative.\nRegards, Rebecca"))
    add(f"{GS}/Notice to tenants - sale.docx", P, "Geelong Unit", ag(2026, 4, 28), "28 April 2026\nTo Liam and Chloe Baxter\n"
        f"Re: {UNIT}\nWe advise that the rental provider intends to sell the property. Under section 91ZZ of the Residential "
        "Tenancies Act, notice of intention to sell is given; inspections will be arranged with at least 48 hours notice.\nBellarine Coast Realty")
    add(f"{GS}/Offers received.xlsx", P, "Geelong Unit", 3, "Date;Buyer;Offer;Conditions\n23/05/2026;J & K Morrison;418000;finance 14 "
        "days\n27/05/2026;Anh Tran;425000;unconditional, 60 day settlement\n30/05/2026;P. O'Keefe (investor);410000;subject to building inspection")
    phone(f"{GS}/photos", P, "Geelong Unit", (ag(2026, 5, 9), ag(2026, 5, 9), ag(2026, 5, 9)))

    # ------------------------------------------------------------ Mum's estate (Archive Estate)
    M = "Documents/Mum estate"
    for name, text, age in [
            ("Death certificate.pdf", "Victorian Registry of Births, Deaths and Marriages - death certificate\nPanagiota VLAHOS "
             "(nee Kalogeropoulou), born Messinia Greece 1937, died 9 January 2024 Northern Hospital Epping, aged 86\n"
             "Usual residence 31 Albion Street Brunswick. Informant: George Vlahos, son", ag(2024, 1, 19)),
            ("Funeral invoice Alexander Funerals.pdf", "Alexander Funerals, Brunswick - funeral of Panagiota Vlahos\nService at "
             "Agios Nektarios Coburg North 15/01/2024, burial Fawkner Memorial Park\nTotal $13,870.00 - paid from estate account", ag(2024, 1, 30)),
            ("Probate application Kyriakou Lawyers.pdf", "Kyriakou Lawyers, 200 Lonsdale Street Melbourne\nEstate of Panagiota "
             "Vlahos - application for grant of probate filed 6 March 2024\nExecutors: George Vlahos, Maria Pappas. Gross estate "
             "approx. $1,240,000 (house, CBA accounts)", ag(2024, 3, 6)),
            ("Grant of probate 22-04-2024.pdf", "Supreme Court of Victoria - Grant of representation\nProbate of the will dated "
             "3 May 2012 of Panagiota Vlahos granted 22 April 2024 to George Vlahos and Maria Pappas", ag(2024, 4, 23)),
            ("Contract of sale 31 Albion St.pdf", "Contract of sale of real estate - 31 Albion Street Brunswick VIC 3056\nVendors: "
             "George Vlahos and Maria Pappas as executors  Price $1,185,000  Sold at auction 10/08/2024  Settlement 20/09/2024", ag(2024, 8, 12)),
            ("Estate account statement.pdf", "Commonwealth Bank - Estate of late P Vlahos, account 1108 2290\nInterest $2,114.20  "
             "Sale proceeds $1,156,480.35  Funeral -$13,870.00  Legal -$9,460.00  Balance 31/10/2024 $1,177,903.11", ag(2024, 11, 4)),
            ("Solicitor final letter.pdf", "Kyriakou Lawyers\n21 November 2024\nDear George and Maria,\nThe estate has been "
             "fully administered. Each of you received $588,951.55 on 15 November 2024. We now close our file. With sympathy, Eleni Kyriakou", ag(2024, 11, 21)),
            ("Επικήδειος - eulogy for Mum.docx", "Επικήδειος για τη μητέρα μας Παναγιώτα\nΗ μάνα μας ήρθε από την Καλαμάτα το 1958 "
             "με ένα βαλιτσάκι και πολλά όνειρα.\nMum came to Melbourne in 1958 with one suitcase. She worked at the Kodak factory in "
             "Coburg and raised three of us in Albion Street. Αιωνία της η μνήμη.", ag(2024, 1, 14))]:
        add(f"{M}/{name}", X, "Estate", age, text)

    # ------------------------------------------------------------ Travel: Kalamata 2026 (Projects), Queensland 2025 (Archive)
    K = "Documents/Kalamata 2026"
    add(f"{K}/Qatar Airways booking VLAHOS x3.pdf", P, "Travel", ag(2026, 1, 17), "Qatar Airways - booking confirmation ref QX7R2M\n"
        "Passengers: Mr George Vlahos, Mrs Helen Vlahos, Ms Sofia Vlahos\nQR905 Melbourne 10 JUL 2026 21:40 - Doha; QR203 Doha - Athens 11 JUL\n"
        "QR204 Athens 1 AUG - Doha; QR904 Doha - Melbourne 2 AUG 2026\nTotal AUD 7,846.20 paid Visa")
    add(f"{K}/Itinerary.docx", P, "Travel", 14, "Kalamata 2026 - itinerary\n11 Jul arrive Athens, 2 nights Plaka\n13 Jul KTEL bus to "
        "Kalamata (3 hours) - pick up hire car at airport 14 Jul\n14-31 Jul Elaia Apartments, Navarinou St, Kalamata\n"
        "20 Jul Προφήτης Ηλίας panigyri in the village (Ano Kampos)\n25-26 Jul Mani - Areopoli, Limeni with Vasilis\n"
        "31 Jul back to Athens; 1 Aug fly home")
    add(f"{K}/Elaia Apartments booking.pdf", P, "Travel", ag(2026, 2, 3), "Elaia Apartments Kalamata - booking confirmation\nGuest: "
        "George Vlahos  3 adults  Check-in 14/07/2026  Check-out 31/07/2026 (17 nights)\nTwo-bedroom apartment, sea view. Total EUR 2,380, deposit EUR 480 paid")
    add(f"{K}/Gifts for family.xlsx", P, "Travel", 10, "Who;Gift;Bought\nΘεία Γεωργία;Tim Tams + Australian honey;yes\nVasilis & Maria;"
        "RM Williams belt;no\nKids of Vasilis;Wallabies jerseys x2;yes\nPapa Yiannis (village church);donation envelope;\nKoumbaros Takis;bottle of Penfolds;no")
    add(f"{K}/Email from Vasilis.eml", P, "Travel", ag(2026, 3, 29), eml(
        "Vasilis Kalogeropoulos <vkalog@otenet.gr>", GEO, "Sun, 29 Mar 2026 10:14:33 +0300", "Ιούλιος!",
        "Γιώργο μου, καλησπέρα!\nΧαρήκαμε πολύ που έρχεστε τον Ιούλιο. Στις 20 του μήνα είναι το πανηγύρι του Προφήτη Ηλία στο χωριό - "
        "η θεία Γεωργία λέει να μείνετε ένα βράδυ στο πατρικό. Για το αυτοκίνητο μην ανησυχείς, σε περιμένω στο αεροδρόμιο.\n"
        "Φιλιά στην Ελένη και στη Σοφία.\nΒασίλης"))
    add(f"{K}/Helen passport renewal checklist.txt", P, "Travel", 70, "Helen passport expires Oct 2026 - Greece needs 3 months after "
        "return -> RENEW NOW\n- form from passports.gov.au, photo at Australia Post Coburg\n- guarantor: Dr Christou\n- fee $412\n"
        "Sofia: Greek passport (via consulate) ok till 2030. George ok till 2029.")
    add(f"{K}/Athens hotel 2 nights.pdf", P, "Travel", ag(2026, 2, 11), "Hotel Adrian, Adrianou 74, Plaka, Athens\nReservation 88412\n"
        "Vlahos, George - 11/07/2026 to 13/07/2026, triple room with Acropolis view, EUR 412 incl. breakfast, city tax EUR 12 at hotel")
    Q = "Documents/Queensland 2025"
    for name, text, age in [
            ("Virgin Australia booking.pdf", "Virgin Australia - booking XJ4RTA\nVA311 MEL-OOL 12/09/2025 07:05; VA316 MCY-MEL "
             "24/09/2025 18:10\nGeorge, Helen, Sofia Vlahos  Total $1,426.35", ag(2025, 6, 22)),
            ("Surfers Paradise apartment.pdf", "Seascape Towers Surfers Paradise - confirmation\n12/09/2025 - 18/09/2025, 2-bedroom "
             "ocean view apartment, $1,872.00 paid in full", ag(2025, 6, 25)),
            ("Noosa motel.pdf", "Noosa Sun Motel - booking 18/09/2025 - 24/09/2025, family room, $1,290.00", ag(2025, 6, 25)),
            ("Itinerary Qld.docx", "Queensland Sept 2025\n12 Sep fly to Gold Coast\n14 Sep Currumbin Wildlife Sanctuary\n16 Sep "
             "Movie World (Sofia)\n18 Sep drive to Noosa via Australia Zoo\n21 Sep Fraser Island day tour\n24 Sep fly home from Sunshine Coast", ag(2025, 8, 2))]:
        add(f"{Q}/{name}", X, "Travel", age, text)
    phone("Pictures/Queensland 2025", X, "Travel", [ag(2025, 9, d) for d in (12, 14, 14, 16, 19, 21, 21, 23)])

    # ------------------------------------------------------------ Resources: recipes, family, ebooks, music, photos
    RC = "Documents/Recipes"
    add(f"{RC}/Batter - shop recipe.docx", R, "Recipes", 1_300, "Golden Fillet beer batter (1 bucket)\n5 kg self-raising flour\n"
        "250 g cornflour\n60 g salt, 30 g turmeric for colour\n5 L cold lager (or soda water)\nMix to thick cream, rest 20 min, keep cold. Fry at 180 C")
    add(f"{RC}/Γαλακτομπούρεκο της γιαγιάς.docx", R, "Recipes", 2_000, "Γαλακτομπούρεκο της γιαγιάς Παναγιώτας\nΥλικά: 1,5 λίτρο "
        "γάλα, 200 γρ. σιμιγδάλι ψιλό, 250 γρ. ζάχαρη, 5 αυγά, 1 βανίλια, φύλλο κρούστας, 200 γρ. βούτυρο\nΣιρόπι: 2 φλ. ζάχαρη, "
        "1,5 φλ. νερό, φλούδα λεμονιού\nΨήνουμε στους 180 βαθμούς για 45 λεπτά. Σιρόπι κρύο σε ζεστό γλυκό.")
    add(f"{RC}/Fasolada.txt", R, "Recipes", 1_500, "Fasolada (Helen's)\n500g dried white beans soaked overnight\n2 carrots, 2 celery "
        "sticks, 1 onion, 400g tin tomatoes, 1/2 cup olive oil\nSimmer 1.5 hours, add oil at the end. Serve with feta and olives. Good for Lent.")
    add(f"{RC}/Kakavia fish soup.pdf", R, "Recipes", 800, "Kakavia - Greek fisherman's soup\nUse offcuts from the shop: flathead "
        "frames, snapper heads. Onions, potatoes, celery, olive oil, lemon. Strain broth, return fish pieces. Avgolemono optional.")
    add(f"{RC}/Tartare sauce shop batch.txt", R, "Recipes", 950, "Tartare sauce - 5 L batch\n4 L whole egg mayo, 500 g chopped "
        "gherkins, 250 g capers, 1 bunch parsley, juice of 6 lemons, pepper. Label and date, use within 5 days.")
    add(f"{RC}/Lemon potatoes.txt", R, "Recipes", 1_200, "Patates lemonates: 1.5 kg potatoes in wedges, juice of 3 lemons, 1/2 cup "
        "oil, 1 cup stock, oregano, 4 garlic cloves. 200 C for 1 hour, turn once.")
    FA = "Documents/Family"
    add(f"{FA}/Family tree Vlahos-Kalogeropoulos.docx", R, "Family", 600, "Vlahos family tree\nDimitrios Vlahos (1931-2009), Ano Kampos "
        "Messinia -> Melbourne 1956, m. Panagiota Kalogeropoulou (1937-2024)\nChildren: George (1971) m. Helen Stathis; Maria (1968) m. "
        "Con Pappas; Peter (1974) m. Lisa Ward\nGrandchildren: Sofia Vlahos (2005); Dimitri and Anna Pappas; Jack Vlahos")
    add(f"{FA}/Ano Kampos village history.pdf", R, "Family", 1_000, "Ano Kampos, Messinia - a short history\nMountain village on the "
        "Taygetos slopes above Kalamata; church of Profitis Ilias (1852); emigration to Australia and America after 1950; population 1951: 1,140, 2021: 212")
    add(f"{FA}/Papou letters translated.docx", R, "Family", 1_700, "Letters of Dimitrios Vlahos to his mother, 1956-1960 (translated "
        "by Sofia, 2022)\n'Dear mother, the ship Patris arrived in Port Melbourne on 3 March. I have work at the railway yards in Spotswood...'")
    for k, age in enumerate((1_600, 1_600, 1_600, 1_650)):
        photo(f"Pictures/Old photos/scan_old_{k + 1:03d}.jpg", R, "Family", age)
    EB = "Documents/eBooks"
    for fn, title, author, topic in [("Zorba the Greek.epub", "Zorba the Greek", "Nikos Kazantzakis", "Books"),
                                     ("The Island.epub", "The Island", "Victoria Hislop", "Books"),
                                     ("Captain Corellis Mandolin.epub", "Captain Corelli's Mandolin", "Louis de Bernieres", "Books"),
                                     ("The Diabetes Code.epub", "The Diabetes Code", "Jason Fung", "Health")]:
        add(f"{EB}/{fn}", R, topic, r.randint(300, 1_500), lambda r, dt, t=title, a=author: _epub(t, a, "en", f"{t} by {a}."))
    for fn, title, artist, album in [
            ("Giorgos Dalaras - Ta Paidia tis Geitonias Sou.mp3", "Τα παιδιά της γειτονιάς σου", "Γιώργος Νταλάρας", "Best of"),
            ("Haris Alexiou - To Tango tis Nefelis.mp3", "Το τανγκό της Νεφέλης", "Χάρις Αλεξίου", "Η Αλεξίου τραγουδά Χατζηνάκι"),
            ("Markos Vamvakaris - Frangosyriani.mp3", "Φραγκοσυριανή", "Μάρκος Βαμβακάρης", "Rebetika"),
            ("Stelios Kazantzidis - Ximeroni.mp3", "Ξημερώνει", "Στέλιος Καζαντζίδης", "Τα πρώτα"),
            ("Mikis Theodorakis - Zorbas.mp3", "Zorba's Dance", "Mikis Theodorakis", "Zorba the Greek OST"),
            ("Kalamatianos - traditional.mp3", "Καλαματιανός", "Παραδοσιακά", "Χοροί της Πελοποννήσου"),
            ("Cold Chisel - Flame Trees.mp3", "Flame Trees", "Cold Chisel", "Twentieth Century"),
            ("John Farnham - Youre the Voice.mp3", "You're the Voice", "John Farnham", "Whispering Jack")]:
        add(f"Music/{fn}", R, "Music", r.randint(200, 2_500), lambda r, dt, t=title, a=artist, b=album: _id3(r, t, a, b))
    phone("Pictures/Phone", R, "Photos", (2, 6, 11, 19, 25, 40, 52, 58, 77, 96, 120, 151, 170, 203, 240, 288))
    for k, age in enumerate((3, 15, 33, 61, 110)):
        dt = NOW - timedelta(days=age)
        add(f"Pictures/Screenshots/Screenshot {dt:%Y-%m-%d} {10 + k}{k * 7 % 60:02d}1{k}.png", R, "Photos", age, "")
    BK = "Documents/Galaxy S9 backup"
    phone(f"{BK}/DCIM/Camera", X, "Backup", (2_300, 2_150, 2_020, 1_900, 1_870, 1_800))
    add(f"{BK}/Contacts.vcf", X, "Backup", 1_780, "BEGIN:VCARD\nVERSION:3.0\nFN:Petrakis Seafood\nTEL:0398760044\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:3.0\nFN:Θεία Γεωργία Καλαμάτα\nTEL:+302721088114\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\n"
        "FN:Tom (Essendon shop)\nTEL:0431220918\nEND:VCARD\n")
    add(f"{BK}/backup_info.txt", X, "Backup", 1_780, "Smart Switch backup - Galaxy S9 (SM-G960F) - 14/06/2021\nPhotos 4,812, "
        "contacts 388, messages 12,440. Copied to PC before trade-in at Telstra Coburg.")

    # ------------------------------------------------------------ Sofia's folder
    SO = "Sofia"
    for subj, topic_text in SUBJ26.items():
        code = subj.split()[0]
        add(f"{SO}/Uni/2026 Sem 1/{subj}/Essay draft {code}.docx", P, "Sofia Uni", r.randint(4, 20),
            f"Sofia Vlahos 1298455 - {subj}\nEssay 2 (2,500 words), due 5 June 2026\n{topic_text}\nIntroduction draft: ...")
        add(f"{SO}/Uni/2026 Sem 1/{subj}/Lecture notes wk 10.docx", P, "Sofia Uni", r.randint(14, 30),
            f"{subj} - week 10 lecture notes\nKey themes: {topic_text}\nExam: 2 hours, 3 short answers + 1 essay. Revise weeks 6-11")
    add(f"{SO}/Uni/2026 Sem 1/Exam timetable Sem 1 2026.pdf", P, "Sofia Uni", 18, "University of Melbourne - personal exam timetable, "
        "Semester 1 2026\nSofia Vlahos 1298455\nHIST30071 - Wed 10 June 2026 9:15am, Royal Exhibition Building\nPOLS20034 - Mon "
        "15 June 2:15pm, online invigilated\nMGRK30012 - take-home essay due 19 June")
    for subj, text in SUBJ25.items():
        yr = "2025" if not subj.startswith("HIST1") else "2024"
        add(f"{SO}/Uni/{yr}/{subj}/Final essay.docx", X, "Sofia Uni", r.randint(190, 560),
            f"Sofia Vlahos - {subj}\nFinal essay\n{text}\nGrade: {r.choice(['H1 (84)', 'H2A (77)', 'H1 (81)'])}")
        add(f"{SO}/Uni/{yr}/{subj}/Notes.docx", X, "Sofia Uni", r.randint(200, 580), f"{subj} - revision notes\n{text}\n"
            "Readings, tutorial questions, exam plan")
    for fn, text in [("Cavafy - Collected Poems intro.pdf", "C.P. Cavafy, Collected Poems, trans. Keeley and Sherrard - introduction"),
                     ("Clogg - Concise History of Greece ch 2.pdf", "Richard Clogg, A Concise History of Greece, chapter 2: "
                      "Ottoman rule and the struggle for independence 1770-1831"),
                     ("Tziovas - Greek diaspora and migration.pdf", "Greek Diaspora and Migration since 1700 - chapter on Melbourne"),
                     ("Featherstone - Greece and the euro crisis.pdf", "Kevin Featherstone, 'The Greek sovereign debt crisis and EMU' JCMS 2011")]:
        add(f"{SO}/Readings/{fn}", R, "Sofia Uni", r.randint(60, 400), text)
    XA = f"{SO}/Exchange Athens"
    add(f"{XA}/Global Mobility application submitted.pdf", P, "Athens Exchange", ag(2026, 3, 31), "University of Melbourne - "
        "Melbourne Global Mobility\nExchange application received - Sofia Vlahos 1298455\nTerm: Semester 1 2027 (host spring semester "
        "Feb-Jun 2027)\nPreference 1: National and Kapodistrian University of Athens (NKUA); 2: Aristotle University of Thessaloniki\nWAM 78.4")
    add(f"{XA}/Personal statement v3.docx", P, "Athens Exchange", 40, "Personal statement - exchange to NKUA Athens\nAs a "
        "third-generation Greek-Australian whose grandparents left Messinia in the 1950s, I want to study modern Greek history "
        "where it happened... I will take courses in the Department of History and Archaeology taught in Greek (B2 level).")
    add(f"{XA}/Study plan NKUA.xlsx", P, "Athens Exchange", 22, "NKUA course;ECTS;Melbourne equivalent;Approved\n"
        "Modern Greek History 1830-1940;6;HIST30xx level 3 elective;pending\nGreek Literature 20th c.;6;MGRK30012 credit;pending\n"
        "Byzantine Art;5;ARTH elective;yes\nGreek language C1;8;MGRK level 3;yes\nTotal;25 ECTS = 50 Melbourne points;;")
    add(f"{XA}/Budget Athens semester.xlsx", P, "Athens Exchange", 35, "Item;EUR;AUD\nRent Pangrati share 5 months;2250;3780\n"
        "Food;1500;2520\nTransport pass (student);60;100\nTravel in Greece;800;1340\nFlights;;1900\nOS-HELP loan;;-8120\nDad;;-3000")
    add(f"{XA}/OS-HELP loan info.pdf", P, "Athens Exchange", 50, "OS-HELP loans - studyassist.gov.au\nEligible students can borrow "
        "up to $8,120 (2026) for one study period overseas; repaid through the tax system like HECS-HELP")
    add(f"{XA}/Accommodation notes.txt", P, "Athens Exchange", 28, "Athens accommodation\n- NKUA student residence Zografou: apply "
        "after nomination, cheap but far\n- Pangrati flatshare via Spitogatos ~450 EUR/month\n- cousin Eleni in Kypseli? ask Dad")
    add(f"{XA}/Email from Global Mobility.eml", P, "Athens Exchange", ag(2026, 4, 2), eml(
        "Melbourne Global Mobility <mgm-exchange@unimelb.edu.au>", "Sofia Vlahos <svlahos@student.unimelb.edu.au>",
        "Thu, 02 Apr 2026 09:30:00 +1100", "Your exchange application - next steps",
        "Dear Sofia,\nThank you for your application for Semester 1 2027 exchange. Nomination outcomes will be released in May. "
        "Please have your study plan approved by your course coordinator before the host application (NKUA deadline 15 October 2026).\nMGM team"))
    add(f"{XA}/~$rsonal statement v4.docx", L, "System", 2, b"\x0bSofia Vlahos" + b"\x00" * 40)
    dot(f"{SO}/.DS_Store", b"\x00\x00\x00\x01Bud1" + b"\x00" * 60, 300)

    # ------------------------------------------------------------ Scans/ (scanner output, all hard)
    SC = "Scans"
    for n, b, t, age, text in [
        (11, X, "Estate", ag(2024, 1, 22), "LAST WILL AND TESTAMENT\nThis is the last will of me PANAGIOTA VLAHOS of 31 Albion Street "
         "Brunswick, widow.\n1. I appoint my son GEORGE VLAHOS and my daughter MARIA PAPPAS to be my executors.\n2. My gold cross and "
         "icon of the Panagia to my granddaughter SOFIA VLAHOS.\n3. The residue, including my house, to be sold and divided equally "
         "between my children George and Maria.\nDated 3 May 2012. Witnesses: C. Kyriakou, solicitor; A. Ioannou"),
        (12, X, "Estate", ag(2024, 4, 26), "IN THE SUPREME COURT OF VICTORIA - PROBATE\nIn the estate of PANAGIOTA VLAHOS late of 31 "
         "Albion Street Brunswick, deceased 9 January 2024.\nProbate of the will dated 3 May 2012 is granted to George Vlahos and "
         "Maria Pappas, the executors. 22 April 2024. Registrar of Probates"),
        (13, X, "Shop", ag(2023, 7, 12), "Moonee Valley City Council - Environmental Health\n11 July 2023\nVlahos Family Foods Pty Ltd\n"
         "Re: 88 Keilor Road, Essendon North - Golden Fillet Essendon\nWe confirm cancellation of food premises registration FR-3317 "
         "from 30 June 2023 at your request. No refund of the 2023 fee is payable."),
        (14, X, "Estate", ag(2024, 11, 25), "RECEIPT AND RELEASE\nEstate of the late Panagiota Vlahos\nI, Maria Pappas, acknowledge "
         "receipt of $588,951.55, being my full share of the residuary estate, and release the executors from all claims.\n"
         "Signed 18 November 2024. Witness: E. Kyriakou"),
        (15, X, "Car", ag(2024, 3, 19), "Toyota HiAce 2012 - bill of sale\nSeller: Vlahos Family Foods Pty Ltd, 211 Melville Rd\n"
         "Buyer: Daniel Azzopardi, 14 Hilton St Glenroy  Licence 043 118 227\nPlate 1GF 7HX  VIN JTFSS22P500118732  Odo 287,460\n"
         "Price $14,500 paid by bank transfer 18/03/2024. Sold as is, RWC provided."),
        (16, X, "Travel", ag(2025, 9, 26), "Noosa Sun Motel, 2 Hastings Street Noosa Heads QLD 4567\nTAX INVOICE 20911  Guest: Vlahos\n"
         "Arrive 18/09/2025 depart 24/09/2025 - family room 6 nights $1,290.00\nExtras: late checkout $30, 2 bikes $60\nPaid Visa ...4471"),
        (17, A, "Car", 9, "RACV - Your car insurance renewal\nPolicy CAR 48 118 2207  2021 Toyota Camry Hybrid 1XP 8ML\nRenewal period "
         "10/07/2026 - 10/07/2027  Agreed value $29,800\nAnnual premium $1,342.60 (up from $1,288.10). Excess $800\nPay by 10 July 2026"),
        (18, A, "Home", ag(2026, 3, 20), "Notice of valuation 2026 - Valuer-General Victoria\nProperty 9 Kallista Street Oak Park 3046, "
         "owners G & H Vlahos\nSite value $760,000  Capital improved value $1,095,000  NAV $54,750\nObjections within 2 months to Merri-bek City Council"),
        (19, A, "Shop", ag(2026, 5, 13), "Merri-bek City Council - Food premises assessment report\nDate of visit 12/05/2026  EHO Priya "
         "Raman\nPremises: Golden Fillet Fish & Chips, 211 Melville Road, Pascoe Vale South. Class 2. Reg. FP-2198\nOutcome: "
         "COMPLIANT with minor matters\n1. Paper towel dispenser at hand basin empty - restock\n2. Probe thermometer not calibrated "
         "since January - calibrate and record\n3. Reach-in fridge seal replaced - closed from Oct 2025\nNext assessment: 2027"),
        (20, A, "Shop", ag(2026, 5, 5), "Petrakis Seafood Wholesale Pty Ltd - STATEMENT OF ACCOUNT  April 2026\nCustomer GOLD211 Golden "
         "Fillet Fish & Chips\nOpening balance $4,118.20  Invoices 02/04 $2,210.50, 09/04 $1,884.00, 16/04 $2,477.30, 23/04 $1,962.75, "
         "30/04 $2,305.10\nPayments received -$8,640.00\nBalance due $6,317.85 by 14/05/2026"),
        (21, A, "Health", ag(2026, 2, 25), "Pascoe Vale Road Medical Centre\n24/02/2026\nDr Anand Krishnan, Northern Endocrine Clinic\n"
         "Dear Anand,\nRe: George Vlahos, DOB 14/03/1971\nThank you for reviewing George, 55, type 2 diabetes since 2017, on metformin "
         "XR 2 g. HbA1c has crept up to 7.4% despite diet changes; works long hours in his fish and chip shop. Please advise on adding "
         "an SGLT2 inhibitor.\nYours sincerely, Dr Maria Christou"),
        (22, A, "Church", ag(2026, 4, 20), "IEROS NAOS AGIOU NEKTARIOU - Parish of Agios Nektarios, Coburg North\nApodeixi / Receipt "
         "no. 1184 - 1191 (Building fund)\n1184 K. Economou $500; 1185 P. & A. Dimitriou $1,000; 1186 anonymous $200; 1187 Stathopoulos "
         "family $300; 1188 Greek school parents $640\nO Tamias / Treasurer: G. Vlahos"),
        (23, P, "Geelong Unit", ag(2026, 5, 12), "Owners corporation certificate - section 151 Owners Corporations Act 2006\nPlan "
         "PS418223V, Lot 4, 23 Autumn Street Geelong West\nAnnual fees $2,248.00, paid to 30/06/2026. No special levies. No legal "
         "proceedings. Insurance: CHU policy to 31/12/2026.\nIssued for the vendor statement at request of Surf Coast Conveyancing"),
        (24, P, "Athens Exchange", ag(2026, 3, 28), "STATUTORY DECLARATION - Oaths and Affirmations Act 2018 (Vic)\nI, George Vlahos, "
         "of 9 Kallista Street Oak Park, business owner, declare that I will financially support my daughter Sofia Vlahos with at "
         "least AUD 3,000 plus accommodation help during her exchange semester at the National and Kapodistrian University of Athens "
         "(February - July 2027).\nDeclared at Coburg 27 March 2026 before J. Nikolaidis, pharmacist"),
        (25, P, "Shop", ag(2026, 3, 20), "Sparkrite Electrical - site inspection notes 19/03/2026\nGolden Fillet, 211 Melville Rd\n"
         "Main switchboard: 3-phase 63A supply, spare capacity OK for 2.2 kW exhaust fan. Sub-board old ceramic fuses - upgrade to "
         "RCBOs. Fan must be interlocked with the gas solenoid for the new fryer bank. Shutdown needed approx. 6 hours."),
        (26, P, "Shop", ag(2026, 4, 3), "Marinos Property Holdings Pty Ltd\n2 April 2026\nLandlord's consent to alterations\nShop 2, "
         "211 Melville Road Pascoe Vale South\nWe consent to the tenant installing a new exhaust canopy and roof-mounted fan with a "
         "roof penetration, subject to: licensed roofer, building permit, make-good at lease end, and a copy of the certificate of "
         "final inspection. Angela Marinos, Director"),
        (27, P, "Travel", ag(2026, 2, 18), "Cover-More Travel Insurance - certificate of insurance\nPolicy 3110 884 721  Plan: Comprehensive+ "
         "International  Destination: Greece\nTravellers: George Vlahos (55), Helen Vlahos (53), Sofia Vlahos (21)\nPeriod 10/07/2026 "
         "- 03/08/2026  Pre-existing medical condition covered: type 2 diabetes (George)\nPremium $684.00 paid"),
        (28, A, "Health", ag(2026, 1, 14), "Diabetes annual cycle of care - checklist  Patient: George Vlahos\nHbA1c 7.1 done  BP 132/84 "
         "done  Feet checked yes  Eyes (retinal) 30/06/2025 yes  Lipids yes  eGFR/ACR yes  Weight 97 kg, BMI 31.2  Smoking: never\n"
         "Influenza vaccine 2026: due April. Dr M Christou, Pascoe Vale Road Medical Centre"),
        (29, A, "Shop", ag(2026, 3, 12), "Enviro Liquid Waste - waste transport certificate EPA 4471820\nGenerator: Golden Fillet Fish "
         "& Chips, 211 Melville Rd Pascoe Vale South\nWaste: grease interceptor trap waste (K110) 1,500 L\nCollected 11/03/2026, "
         "delivered to Melbourne Water licensed facility, Brooklyn. Driver M. Kelly")]:
        add(f"{SC}/scan{n:04d}.pdf", b, t, age, text, True)
    add(f"{SC}/Sofia passport.pdf", P, "Athens Exchange", ag(2026, 3, 28), "Australian passport - copy\nVLAHOS SOFIA  PA8812047  "
        "born 22/08/2004 Melbourne  expiry 16/01/2031. Certified true copy for exchange application.")
    add(f"{SC}/Thumbs.db", L, "System", 30, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))

    # ------------------------------------------------------------ Downloads/ (dump)
    D = "Downloads"
    hard_dl = [
        ("document.pdf", P, "Travel", 60, "Booking.com - confirmation 4418.220.917\nHotel Adrian, Adrianou 74, Plaka, Athens 105 56\n"
         "Check-in Sat 11 July 2026 from 14:00, check-out Mon 13 July 2026\nGuest name: George Vlahos, 3 adults, 1 triple room\n"
         "Total price EUR 412 - pay at the property"),
        ("document (1).pdf", A, "Shop", ag(2026, 5, 2), "Australian Taxation Office - Integrated client account statement\nVlahos Family "
         "Foods Pty Ltd ABN 48 613 207 955\n28/04/2026 Activity statement Jan-Mar 2026 - GST and PAYG W $9,742.00 DR\n28/04/2026 "
         "Payment received BPAY $9,742.00 CR\n28/04/2026 PAYG instalment $3,800.00 DR / paid\nBalance $0.00"),
        ("document (2).pdf", P, "Geelong Unit", 6, "CONTRACT OF SALE OF REAL ESTATE - PARTICULARS OF SALE (Law Institute of Victoria)\n"
         "Vendor: George Vlahos and Helen Vlahos\nVendor's estate agent: Bellarine Coast Realty, Rebecca Lyons\nVendor's legal "
         "practitioner/conveyancer: Surf Coast Conveyancing, Mark Fitzgerald\nLand: Lot 4 on Plan of Subdivision PS418223V, Volume "
         "10921 Folio 447, known as Unit 4/23 Autumn Street Geelong West\nPrice: $__________  Deposit: 10% on signing  Balance on "
         "settlement\nSettlement: 60 days after day of sale. Vacant possession (lease ends 30/06/2026)\nGST: not applicable (residential)"),
        ("document (3).pdf", A, "Super", ag(2026, 4, 10), "Hostplus - acknowledgement of notice of intent to claim a tax deduction\n"
         "Member George Vlahos 1044 82291\nPersonal contribution received 28/03/2026 $5,000.00\nYou intend to claim $5,000.00 as a "
         "deduction for 2025-26. 15% contributions tax ($750.00) has been deducted."),
        ("download.pdf", A, "Health", ag(2026, 1, 29), "Bupa - claims history  Membership 88 140 227  1/07/2025 - 28/01/2026\n"
         "George: podiatry 95.00 benefit 45.00; optical 389.00 benefit 250.00\nHelen: dental 310.00 benefit 186.00; physio 90.00 "
         "benefit 40.00\nSofia: psychology 160.00 benefit 60.00\nTotal benefits $581.00"),
        ("file.pdf", P, "Athens Exchange", 17, "ERASMUS+ / International exchange - Learning Agreement (draft)\nStudent: Sofia Vlahos, "
         "University of Melbourne\nReceiving institution: Ethniko kai Kapodistriako Panepistimio Athinon (NKUA), School of "
         "Philosophy, Dept of History and Archaeology\nSpring semester 2026-27 (Feb-Jun 2027)\nTable A: Neoteri Elliniki Istoria "
         "(6 ECTS), Neoelliniki Logotechnia 20os aionas (6 ECTS), Byzantini Techni (5 ECTS), Greek language C1 (8 ECTS)\n"
         "Signature of departmental coordinator: pending"),
        ("attachment.pdf", P, "Shop", ag(2026, 4, 8), "Kitchen exhaust design statement - AS 1668.1/AS 1668.2\nProject: replacement "
         "cooking line, Golden Fillet, 211 Melville Rd\nAppliances: 3-pan gas fryer bank 3 x 26L (total 120 MJ/h), chip dump (electric)\n"
         "Canopy 3600 x 1200, capture velocity 0.3 m/s; exhaust 2,160 L/s; make-up air 80% via front louvres\nDesigned by M. Osei, "
         "mechanical engineer, for Metro Canopies & Ventilation"),
        ("DOC-20260411-WA0003.pdf", P, "Travel", ag(2026, 4, 11), "Enoikiazomena Diamerismata ELAIA - Navarinou 118, Kalamata 241 00\n"
         "Epivevaiosi kratisis / Booking confirmation\nOnoma: Vlachos Georgios  Atoma: 3  Afixi 14/07/2026  Anachorisi 31/07/2026\n"
         "Prokatavoli EUR 480 elifthi (deposit received, paid by Vasilis K.)  Ypoloipo EUR 1,900 on arrival"),
        ("DOC-20230615-WA0001.pdf", X, "Shop", ag(2023, 6, 15), "Sunny Kebabs Niddrie - offer\n15/06/2023\nTo George, Golden Fillet "
         "Essendon\nWe offer $5,100 for: Goldstein 3-pan fryer, 5-pan bain marie, stainless benches x2, to be removed by us 1 July "
         "after you close. Cash on pickup. - Serkan"),
        ("Book1.xlsx", P, "Shop", 15, "Fitout budget;;;\nItem;Quote;Paid;To pay\nFryer bank Prima;23628;7088.40;16539.60\nCanopy Metro "
         "Canopies;16478;4943.40;11534.60\nSparkrite;4686;0;4686\nKostas gas;4235;0;4235\nSurveyor + permit;2200;2200;0\nCouncil FPA;286;"
         "286;0\nLost trading 2 weeks (est);14000;;\nTOTAL;65513;14517.80;36995.20"),
        ("print.pdf", A, "Health", ag(2026, 2, 14), "Medicare - claims history statement\nGeorge Vlahos  Card 2947 61838 1\n"
         "12/01/2026 item 23 GP Dr M Christou $42.85 benefit\n14/01/2026 item 965 chronic condition plan\n05/02/2026 item 10962 "
         "podiatry $59.75\n12/03/2026 item 116 specialist Dr A Krishnan $79.10\nPBS Safety Net: $412.60 of $1,694.90"),
        ("0b7c1f2e-9a44-4c1e-b8d2-71f0c2a93e11.pdf", A, "Home", 21, t_bill("agl")),
        ("report.pdf", P, "Geelong Unit", ag(2026, 4, 16), "Comparative market analysis - prepared for George and Helen Vlahos\nSubject: "
         "2 bed unit, 1 bath, 1 carport, 4/23 Autumn Street Geelong West\nRecent sales: 2/41 Clarence St $428,000 (Feb 2026); 5/12 "
         "Gordon Ave $445,000 (Mar 2026); 1/30 Autumn St $412,500 (Jan 2026)\nRecommended range $420,000 - $450,000. Rebecca Lyons, Bellarine Coast Realty"),
        ("Untitled document.docx", P, "Athens Exchange", 44, "Why Athens?\nMy grandmother Panagiota left Kalamata in 1958 and never "
         "studied past primary school. I am the first in our family to go to university, and studying at NKUA for a semester would "
         "let me use my Greek every day and work with historians of the 1821 revolution...\n(300 words max - MGM application)"),
        ("form.pdf", X, "Car", ag(2024, 3, 18), "VicRoads - notice of disposal / transfer of registration\nVehicle: Toyota HiAce, plate "
         "1GF 7HX  Seller: Vlahos Family Foods Pty Ltd  Buyer: Daniel Azzopardi\nDate of sale 18/03/2024  Sale price $14,500\n"
         "Seller section completed online, receipt no. TR-88410273"),
        ("Scanned_20241108-1412.pdf", X, "Estate", ag(2024, 11, 8), "Estate of Panagiota Vlahos - executors' final account\n"
         "Receipts: proceeds of 31 Albion Street $1,156,480.35; CBA accounts $43,118.40; interest $2,114.20\nPayments: funeral "
         "$13,870.00; Kyriakou Lawyers $9,460.00; probate filing $1,011.00; final tax return $1,468.84\nDistribution: George "
         "Vlahos $588,951.55; Maria Pappas $588,951.55"),
        ("IMG_4471.pdf", A, "Shop", 26, t_supp("spuds")),
        ("IMG_0032.pdf", X, "Travel", ag(2025, 9, 12), "Hertz Gold Coast Airport - rental agreement 66 1182 0447\nRenter: George "
         "Vlahos  Licence VIC 031 881 742\nToyota RAV4 or similar  Out 12/09/2025 11:20 OOL  Return 24/09/2025 Sunshine Coast Airport\n"
         "One-way fee $150  Estimated total $1,114.00"),
        ("CamScanner 12-03-2026 10.14.pdf", A, "Shop", ag(2026, 3, 12), "Letter of engagement - casual employment\n3 March 2026\n"
         "Dear Ahmed Haddad,\nVlahos Family Foods Pty Ltd t/a Golden Fillet offers you casual employment as a cook, Fast Food "
         "Industry Award level 2, $32.87 per hour including 25% casual loading. Super to REST. Please return your TFN declaration "
         "and Fair Work information statement acknowledgement.\nSigned: George Vlahos / Ahmed Haddad"),
        ("Document_2025-10-02.pdf", A, "Car", ag(2025, 10, 2), "RACV membership renewal\nMember: George Vlahos  Total Care roadside "
         "assistance  Vehicle 1XP 8ML\nPeriod 2/10/2025 - 2/10/2026  $179.00 paid. Member since 1994"),
        ("Untitled spreadsheet.xlsx", X, "Travel", ag(2025, 9, 28), "Item;Amount\nFlights Virgin;1426.35\nSeascape Towers;1872\n"
         "Noosa Sun Motel;1380\nHertz RAV4;1114\nMovie World x3;357\nFraser Island tour;687\nFood and petrol;1940\nTotal;8776.35"),
        ("temp.txt", P, "Geelong Unit", 16, "call w Peter 15/5\n- if settle after 1 July -> gain in 2026-27, 50% discount, half each me "
         "and Helen\n- keep receipts: agent commission, marketing 3950, conveyancer, OC certificate\n- Bendigo loan payout ~$118k at "
         "settlement, get payout figure\n- don't forget depreciation claimed on the unit (reduces cost base) - Peter has schedules"),
        ("data.csv", A, "Health", 5, "Date,Time,Glucose (mmol/L),Meal tag,Device\n" + "\n".join(
            f"2026-05-{d:02d},{t},{g},{m},Accu-Chek Guide" for d, t, g, m in [(18, "06:42", "7.1", "fasting"), (18, "21:05", "9.8",
            "after meal"), (20, "06:50", "6.8", "fasting"), (22, "07:01", "7.6", "fasting"), (24, "22:10", "10.4", "after meal"),
            (26, "06:38", "6.9", "fasting")])),
        ("message.txt", A, "Church", 23, "Γιώργο, καλημέρα. Για την Πεντηκοστή (31/5) θα έχουμε Όρθρο 8:00 και Θεία Λειτουργία 9:30. "
         "Ήρθε το τιμολόγιο για τα κεριά ($742) - να πληρωθεί από τον λογαριασμό της εκκλησίας. Επίσης χρειάζομαι τα έσοδα Απριλίου "
         "για τη συνεδρίαση. Ευχαριστώ, π. Δημήτριος"),
        ("unnamed.pdf", P, "Athens Exchange", ag(2026, 5, 21), "The University of Melbourne - Melbourne Global Mobility\n21 May 2026\n"
         "Dear Sofia,\nCongratulations - you have been nominated for exchange to the National and Kapodistrian University of Athens "
         "for Semester 1 2027. Your nomination is not a final offer: you must now complete the NKUA host application by 15 October "
         "2026 and attend the pre-departure briefing.\nMGM Exchange team"),
        ("unnamed (1).pdf", P, "Travel", 30, "Avance Car Rental - voucher  Kalamata Airport (KLX)\nDriver: Georgios Vlachos  Pick-up "
         "14/07/2026 10:00  Return 31/07/2026 09:00 KLX\nGroup C - Toyota Yaris Cross or similar, full insurance, 2nd driver Eleni "
         "Vlachou\nTotal EUR 736.00 prepaid"),
        ("message (1).eml", P, "Travel", ag(2026, 5, 2), eml("Γεωργία Καλογεροπούλου <georgia.kal@yahoo.gr>", GEO,
         "Sat, 02 May 2026 20:11:45 +0300", "Re: Έρχεστε!", "Αγαπημένε μου Γιώργο,\nΤο σπίτι στο χωριό είναι έτοιμο, καθαρίσαμε και το "
         "πάνω δωμάτιο για τη Σοφία. Θα σφάξουμε αρνί για το πανηγύρι στις 20 Ιουλίου. Φέρτε μου από εκείνα τα μπισκότα με σοκολάτα!\n"
         "Σας φιλώ, θεία Γεωργία")),
        ("message (2).eml", P, "Geelong Unit", 4, eml("Mark Fitzgerald <mark@surfcoastconveyancing.com.au>", GEO,
         "Thu, 28 May 2026 12:40:02 +1000", "Vendor statement - final for signing",
         "Hi George,\nAttached is the final vendor statement for 4/23 Autumn Street with the OC certificate and title search. "
         "Please both sign where flagged and return before the agent releases contracts to buyers. Bendigo Bank has the discharge "
         "authority.\nRegards, Mark")),
        ("export.csv", A, "Shop", 2, "Date,Description,Reference,Amount,Balance\n" + "\n".join([
            "2026-05-18,PETRAKIS SEAFOOD,INV-64127,-2210.50,18420.11", "2026-05-19,SQUARE SETTLEMENT,GOLDEN FILLET,3418.22,21838.33",
            "2026-05-20,OILMART VIC,INV 40917,-782.10,21056.23", "2026-05-21,WAGES JAYDEN NGUYEN,PAY 0521,-602.40,20453.83",
            "2026-05-21,WAGES MIA THOMPSON,PAY 0521,-488.15,19965.68", "2026-05-21,WAGES AHMED HADDAD,PAY 0521,-711.30,19254.38",
            "2026-05-22,MARINOS PROPERTY RENT JUN,211 MELVILLE,-4236.32,15018.06", "2026-05-25,ATO PAYG INSTALMENT,551613207955,-3800.00,11218.06",
            "2026-05-26,SQUARE SETTLEMENT,GOLDEN FILLET,4109.80,15327.86", "2026-05-27,BACCHUS MARSH SPUDS,40118,-560.00,14767.86"])),
        ("export (1).csv", A, "Church", 12, "Date,Narrative,Debit,Credit,Balance\n" + "\n".join([
            "03/05/2026,DEPOSIT CANDLES SUN 3/5,,1210.00,45022.55", "05/05/2026,EFT FR D KOURTIS STIPEND,4200.00,,40822.55",
            "07/05/2026,GREEK ORTHODOX ARCHDIOCESE LEVY,600.00,,40222.55", "10/05/2026,DEPOSIT PLATE + MEMORIALS,,2045.00,42267.55",
            "12/05/2026,ANSVAR INSURANCE INSTALMENT,1230.00,,41037.55", "17/05/2026,DEPOSIT BAPTISM STATHOPOULOS,,500.00,41537.55",
            "19/05/2026,AGION OROS IMPORTS CANDLES,742.00,,40795.55"])),
        ("export (2).csv", A, "Finance", 9, "Date,Amount,Description,Balance\n" + "\n".join([
            "01/05/2026,-2960.00,HOME LOAN REPAYMENT 5231 0087 4412,9120.40", "02/05/2026,+2987.14,SALARY VLAHOS FAMILY FOODS,12107.54",
            "04/05/2026,-388.60,BUPA HI DIRECT DEBIT,11718.94", "06/05/2026,+1942.72,BELLARINE COAST REALTY OWNER,13661.66",
            "08/05/2026,-1420.00,BENDIGO BANK LOAN 77 4410,12241.66", "12/05/2026,-211.00,TELSTRA,12030.66",
            "15/05/2026,-900.00,TRANSFER TO KALAMATA SAVER,11130.66", "20/05/2026,-143.60,WOOLWORTHS PASCOE VALE,10987.06"]))]
    for fn, b, t, age, text in hard_dl:
        add(f"{D}/{fn}", b, t, age, text, True)
    for fn, b, t, age, text in [
        ("Merri-bek rates notice 2025-26.pdf", A, "Home", ag(2025, 8, 20), t_bill("rates")),
        ("Fast-Food-Industry-Award-pay-guide-2025.pdf", R, "Shop", 320, "Fair Work Ombudsman pay guide - Fast Food Industry Award "
         "MA000003, from 1 July 2025. Casual level 1 $30.62, level 2 $31.76 (incl. 25% loading). Sunday penalty 125% for casuals"),
        ("section-32-4-23-autumn-st-DRAFT-v2.pdf", P, "Geelong Unit", 10, "DRAFT v2 - Vendor statement, Unit 4/23 Autumn Street "
         "Geelong West - for vendor review. Owners corporation fees updated; Bendigo mortgage noted"),
        ("ACNC-annual-information-statement-guide-2025.pdf", R, "Church", 200, "ACNC - 2025 Annual Information Statement guide: "
         "charity size, financial information, basic religious charities, key management personnel"),
        ("NDSS-fact-sheet-type-2-diabetes-eating-well.pdf", R, "Health", 150, "NDSS fact sheet - Healthy eating for type 2 diabetes: "
         "plate model, low GI carbohydrates, portion sizes, alcohol"),
        ("KTEL-Messinias-Athens-Kalamata-timetable.pdf", P, "Travel", 45, "KTEL Messinias - Athens (Kifisos) to Kalamata: daily "
         "departures 07:00, 09:30, 12:00, 15:30, 18:00; 3 h 10 min; EUR 26.30"),
        ("LearningAgreement_template_NKUA.docx", P, "Athens Exchange", 25, "NKUA International Relations - Learning Agreement "
         "template for incoming exchange students, spring semester. Table A (study programme at the receiving institution), Table B"),
        ("VicRoads_rego_renewal_1XP8ML.pdf", A, "Car", ag(2026, 4, 20), "VicRoads - registration renewal notice 1XP 8ML, due 18/05/2026, "
         "12 months $934.60"),
        ("invoice_Sparkrite_INV-3308.pdf", P, "Shop", 7, t_invoice("Sparkrite Electrical  REC 23411",
         [("Deposit 30% - electrical works for new fryer bank and canopy fan, 211 Melville Rd (quote 2026-077)", 1278.0)])),
        ("Agios-Nektarios-Pascha-2026-services.pdf", A, "Church", ag(2026, 3, 30), "Parish of Agios Nektarios - Megali Evdomada kai "
         "Pascha 2026 - services programme: Kyriaki ton Vaion 5 April, Epitaphios Friday 10 April 7pm, Anastasi Saturday 11 April 11:30pm"),
        ("Estate_final_accounts_signed.pdf", X, "Estate", 140, "Estate of the late Panagiota Vlahos - final accounts signed by both "
         "executors, November 2024 (copy sent again by Kyriakou Lawyers for Maria's tax return)"),
        ("Sofia_Vlahos_transcript_2025.pdf", P, "Athens Exchange", 64, "University of Melbourne academic transcript - Sofia Vlahos "
         "1298455 - Bachelor of Arts (Modern Greek, History) - WAM 78.4 - for exchange application"),
        ("GoldCoast_photos_Sofia.zip", X, "Travel", ag(2025, 10, 3), lambda r, dt: _zip([(f"GoldCoast/IMG_{5500 + i}.jpg", _jpeg(r, None)) for i in range(3)]))]:
        add(f"{D}/{fn}", b, t, age, text)
    for fn, head, age in [("ChromeSetup.exe", b"MZ\x90\x00", 210), ("ViberSetup.exe", b"MZ\x90\x00", 95),
                          ("ZoomInstallerFull.exe", b"MZ\x90\x00", 380), ("Epson_Scan2_6.7.63.exe", b"MZ\x90\x00", 520),
                          ("AnyDesk.exe", b"MZ\x90\x00", 140)]:
        add(f"{D}/{fn}", R, "Software", age, lambda r, dt, h=head: _blob(r, h, 1200))
    add(f"{D}/Section32_signed_both.pdf.crdownload", L, "System", 0.4, lambda r, dt: _blob(r, b"%PDF-1.6\n", 500))
    add(f"{D}/NKUA_incoming_students_guide_2026.pdf.crdownload", L, "System", 3, lambda r, dt: _blob(r, b"%PDF-1.5\n", 400))
    add(f"{D}/Xero_payroll_report_May.pdf.part", L, "System", 1, lambda r, dt: _blob(r, b"%PDF-1.4\n", 300))
    add(f"{D}/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n")

    # ------------------------------------------------------------ Desktop/ (dump)
    DK = "Desktop"
    for fn, b, t, age, text in [
        ("scan0004.pdf", P, "Athens Exchange", ag(2026, 3, 26), "KENTRO ELLINIKIS GLOSSAS - Centre for the Greek Language\n"
         "Pistopoiitiko Ellinomatheias / Certificate of Attainment in Greek\nVLACHOU SOFIA tou Georgiou, born 2004, Melbourne\n"
         "Level B2 - Overall: Arista (Excellent) 87/100\nExam centre: Greek Orthodox Community of Melbourne, May 2025"),
        ("New Text Document.txt", P, "Shop", 12, "ask Sam (sparky) thursday:\n- fan interlock with gas solenoid - who supplies the "
         "solenoid, him or Kostas??\n- can power go off Sunday 21 June after close so we don't lose Saturday\n- new GPO for chip dump "
         "heat lamp 10A?\nhood: 3600 x 1200, 300 overhang each side. Dean says filters every 2 weeks in dishwasher\n"
         "council final inspection before 6 July reopening!!"),
        ("New Text Document (2).txt", A, "Church", ag(2026, 4, 13), "Πάσχα - μέτρημα κεριών / candle count Sat night 11/4\n$50 x 41 = 2050\n"
         "$20 x 108 = 2160\n$10 x 146 = 1460\n$5 x 93 = 465\ncoins 75.40\nTOTAL 6210.40 - counted by me + Nikos P., banked Tue 14/4 Bendigo"),
        ("New Text Document (3).txt", P, "Travel", 20, "na paroume / to take:\n- farmaka George 6 weeks + letter from Dr Christou for "
         "the insulin pen needles (not needed, just metformin)\n- Tim Tams x10, honey, Vegemite for Vasilis kids\n- icon for thia "
         "Georgia\n- adaptors EU x3\n- international licence from RACV for hire car Kalamata\n- cash EUR 500"),
        ("Doc1.docx", P, "Shop", ag(2026, 4, 13), "13 April 2026\nEnvironmental Health Unit, Merri-bek City Council, Locked Bag 10, "
         "Brunswick VIC 3056\nDear Ms Raman,\nRe: Golden Fillet Fish & Chips, 211 Melville Road - proposed alterations\nPlease find "
         "attached plans for the replacement of our cooking line with a three-pan gas fryer bank and a new exhaust canopy. The "
         "shop will close 22 June - 5 July 2026 for the works. Hand basin and floor remain unchanged.\nYours faithfully, George Vlahos, Director"),
        ("New Microsoft Word Document.docx", A, "Church", 7, "Έκθεση Ταμία προς τη Γενική Συνέλευση - 28 Ιουνίου 2026\nTreasurer's "
         "report to the General Assembly of the Parish of Agios Nektarios\nIncome 1/1 - 31/5/2026: $96,420 (Pascha $23,510). "
         "Expenses $71,880. Bank balance 31/5: $44,980.\nHall roof: three quotes received, lowest $24,700 (Coburg Roofing). "
         "I recommend a building fund appeal for the remainder. Γιώργος Βλάχος, Ταμίας"),
        ("New Microsoft Excel Worksheet.xlsx", A, "Shop", 5, t_roster),
        ("notes.txt", P, "Geelong Unit", 11, "ask Rebecca:\n- if Anh Tran offers 425 uncond. do we accept before EOI closes 16/6?\n"
         "- tenants leave 30/6 - bond back to them via RTBA, who does final inspection\n- styling cost $200 ok\n- settlement AFTER 1 "
         "July (Peter says better for tax)"),
        ("todo.txt", A, "Home", 18, "HOUSE\n- gutters done 2/4, next Oct\n- rates 4th instalment due 31 May - PAID\n- RACV home "
         "insurance renew Sept - get quote from Youi too\n- back fence paling Kallista St side loose - call Con\n- AGL reading estimate?? ring them"),
        ("Book2.xlsx", A, "Church", 22, "Κυριακή;Δίσκος;Κεριά;Μνημόσυνα\n03/05;612.50;1210.00;300\n10/05;588.00;1045.00;450\n"
         "17/05;702.10;1190.00;200\n24/05;655.40;1122.50;0\nΣύνολο;2558.00;4567.50;950"),
    ]:
        add(f"{DK}/{fn}", b, t, age, text, True)
    add(f"{DK}/Shop price list May 2026.docx", A, "Shop", 30, "GOLDEN FILLET - PRICES from 1 May 2026\nFlake $11.50  Grenadier "
        "$9.90  Flathead $12.90  King George whiting $17.50  Calamari rings $1.50 ea  Potato cake $1.80  Dim sim $1.70\nChips small "
        "$5.50 large $8.50  Family pack (4 fish, large chips, 4 potato cakes) $52.00")
    add(f"{DK}/Kalamata - things to do.txt", P, "Travel", 33, "Kalamata July 2026\n- Messinian Mani: Kardamyli, Stoupa\n- Ancient "
        "Messene\n- Polylimnio waterfalls\n- Mum's grave icon -> church in Ano Kampos, memorial (mnimosyno) for Mum with the village priest")
    add(f"{DK}/Church AGM agenda.docx", A, "Church", 9, "Parish of Agios Nektarios - General Assembly Sunday 28 June 2026 after "
        "Liturgy\n1. Minutes of 2025 GA  2. President's report  3. Treasurer's report and audited accounts 2025  4. Hall roof  5. Elections")
    add(f"{DK}/Untitled.png", R, "Photos", 13, "")
    add(f"{DK}/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")

    # ------------------------------------------------------------ Documents/2023 (dumped year folder)
    Y = "Documents/2023"
    for fn, b, t, age, text in [
        ("scan0003.pdf", X, "Shop", ag(2023, 7, 3), "TAX INVOICE 0412  Vlahos Family Foods Pty Ltd\nTo: Sunny Kebabs Niddrie (S. Yilmaz)\n"
         "Goldstein 3-pan gas fryer (2016) $3,818.18; 5-pan bain marie $818.18\nGST $463.64  Total $5,100.00 - paid cash on pickup 1/07/2023"),
        ("document.pdf", A, "Finance", ag(2023, 10, 30), "Australian Taxation Office - Notice of assessment, year ended 30 June 2023\n"
         "George Vlahos  Taxable income $84,120  Tax $16,922.40  Medicare levy $1,682.40  PAYG credits $17,780\nAmount payable $824.80 due 21/11/2023"),
        ("New Text Document.txt", X, "Shop", ag(2023, 6, 20), "Essendon close-up - to do\n- tell Tom and Krystal (done 15/5)\n- Square: "
         "cancel 2nd terminal\n- AGL final read 30/6\n- Moonee Valley council cancel registration\n- surrender deed - Zappia lawyer\n"
         "- stock: move frozen fish + oil to Pascoe Vale\n- sign on window 1 June"),
        ("Book1.xlsx", X, "Shop", ag(2023, 6, 30), "Essendon final stocktake 30/06/2023;;\nItem;Qty;Moved to Melville Rd\nCanola oil 20L;"
         "7;yes\nFrozen prawns 5kg;4;yes\nDim sims box 50;12;yes\nPotato cakes box;6;yes\nButcher paper 10kg;3;yes\nSoft drinks cartons;9;yes"),
        ("scan0007.pdf", A, "Home", ag(2023, 8, 22), t_bill("rates")),
        ("export.csv", A, "Church", ag(2024, 1, 8), "Date,Narrative,Debit,Credit\n01/12/2023,DEPOSIT CANDLES,,1180.00\n04/12/2023,"
         "STIPEND D KOURTIS,4000.00,\n11/12/2023,DEPOSIT CHRISTMAS BAZAAR,,3420.00\n24/12/2023,DEPOSIT CHRISTMAS EVE PLATE,,2210.00\n"
         "31/12/2023,BANK FEES,12.00,")]:
        add(f"{Y}/{fn}", b, t, age, text, True)
    add(f"{Y}/Tax return 2022-23 (copy).pdf", A, "Finance", ag(2023, 10, 12), t_taxret(2023))
    add(f"{Y}/Essendon closing sale flyer.docx", X, "Shop", ag(2023, 6, 5), "CLOSING DOWN - Golden Fillet Essendon - last day 30 June. "
        "All frozen dim sims and potato cakes half price! Thank you Essendon North.")
    add(f"{Y}/Mum aged care fees.pdf", X, "Estate", ag(2023, 11, 2), "Arcadia Aged Care Reservoir - resident statement October 2023\n"
        "Resident: Panagiota Vlahos  Basic daily fee $61.96 x 31, means-tested care fee $0  Total $1,920.76 - direct debit from CBA 1108 2290")

    # ------------------------------------------------------------ Sofia and Office leftovers
    add(f"{SO}/Untitled document.docx", P, "Sofia Uni", 3, "Cavafy and the 'city' - draft para\nIn 'The City' (1910) the speaker "
        "cannot leave Alexandria because the city is inside him; in 'Ithaka' the journey matters more than the arrival. For MGRK30012 "
        "essay 2 I argue that Cavafy turns history into private memory... (word count 1,430/2,500, due 5 June)", True)
    add(f"{SO}/New folder/scan0001.pdf", P, "Athens Exchange", ag(2026, 3, 27), "School of Languages and Linguistics, University of "
        "Melbourne\n26 March 2026\nTo the Exchange Selection Committee\nI write in strong support of Sofia Vlahos's application to "
        "study at the National and Kapodistrian University of Athens. Sofia is among the best students in Modern Greek 5 and 6 "
        "(H1)...\nDr Eleni Kostaki, Lecturer in Modern Greek Studies", True)
    add(f"{SO}/download (1).pdf", X, "Sofia Uni", ag(2025, 3, 2), "HIST20077 Byzantium and its Neighbours - Subject guide, Semester 1 "
        "2025\nCoordinator: Dr Paul Brennan  Assessment: tutorial participation 10%, source analysis 1,000 words 30%, research essay "
        "2,500 words 60% (due 30 May 2025)", True)
    add(f"{S}/BAS/~$S workings FY26.xlsx", L, "System", 0.5, b"\x06George" + b"\x00" * 48)
    add("Pictures/Old photos/Thumbs.db", L, "System", 1_500, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 500))
    add("Documents/desktop.ini", L, "System", 1_200, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")

    items.sort(key=lambda i: i.rel)
    return items
