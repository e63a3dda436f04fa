"""A hundred-and-twenty-fourth unseen labelled corpus: the Hartmanns' old family Windows PC in Blanco, Texas, ``build(root, seed)``, written blind.

What the author read, and nothing else: the brief (/tmp/brief/corpus_rules.txt);
``benchmarks/placement/unseen.py`` lines 1-220 (docstring and helpers) and 1296-1360 (the
write/encode/add/dot/photo helpers at the start of ``build()``); ``benchmarks/placement/corpus.py`` lines
1-30 and its functions ``_pdf`` and ``_jpeg``; ``benchmarks/placement/blind.py`` lines 74-107 and its
function ``_png``; the file names in ``benchmarks/placement/``. Slip, recorded honestly: the ``sed`` range
used to print ``corpus.py``'s ``_jpeg`` ran about ten lines past it, into the first lines of that module's
``build()`` (a loop over a ``NAMED`` table writing into ``Downloads``); nothing from it was used.

The person(s): Wayne Hartmann, 65, and Carolyn Hartmann (née Schaefer), 63, married 17 October 1981, on
200 acres off Flat Creek Road outside Blanco, Blanco County, in the Texas Hill Country (1847 Flat Creek
Rd, Blanco, TX 78606). They share one old Windows 10 desktop in the den. Wayne runs a small cow-calf
operation (about 38 Angus-cross cows and a bull, "H-bar-H" brand): calves sold through Gillespie
Livestock Co. in Fredericksburg, feed from Blanco Feed & Ranch Supply, vet work by Pedernales Large
Animal Clinic, a land loan with Capital Farm Credit, the 1-d-1 agricultural valuation with the Blanco
County Appraisal District, and 60 acres of pasture leased to the neighbour Ray Dietert. He draws Social
Security (since 2023) and went on Medicare in January 2026 with a Plan G supplement; his right knee
(osteoarthritis, injections, maybe a replacement some day) is followed at Hill Country Orthopaedics in
Marble Falls. Carolyn was a school librarian for 28 years (Miller Middle School, San Marcos CISD) and
retired in May 2022; she draws a TRS pension, is on TRS-Care until Medicare, takes three prescriptions,
is secretary of the Friends of the Blanco County Library and researches the Schaefer and Hartmann
families (Hessian immigrants of 1845). Both are at Zion Lutheran Church in Blanco (he is on the property
committee, she on the altar guild). Their CPA is Janet Vogel in Johnson City; they file a joint 1040
with a Schedule F. They own a 2016 Ford F-250, a 2019 Toyota Tacoma and a John Deere 5065E tractor; the
house has a private well and an aerobic septic system under a maintenance contract. Children: Travis
(Austin, two kids) and Jenna (San Antonio).

As of NOW (2026-06-01), ongoing projects: a 40x60 steel barn (three bids, Hill Country Steel Structures
chosen, county development permit, contract, draws; slab poured in May 2026); the family history book
"From Hessen to the Hill Country" (chapters, photos, a printer's quote); their 45th-anniversary cruise on
the Carnival Jubilee from Galveston, 18-25 October 2026 (booking, deposit, insurance, passports, who
watches the cows); and the estate of Wayne's brother Gary Lee Hartmann (died 9 January 2026, Kerrville;
Wayne is independent executor; Kerr County probate, inventory, house sale). Ended: Carolyn's school job
(May 2022), the "Hartmann Hay" square/round-bale business (wound down 2020, baler sold), their house at
418 Belvin St, San Marcos (sold June 2019), and a self-drive trip to Ireland (September 2024).

The machine's folders (Windows user profile): ``Documents/`` (some good folders: Ranch, Taxes by year,
Medical, House, Trucks and Tractor, Church, Friends of Library, Genealogy, Family History Book, New Barn,
Gary Estate, Cruise 2026, Hay Business, School Library, San Marcos House, Recipes; a ``Misc`` dump;
``HP Scans`` from the all-in-one printer with scan0001.pdf names), ``Downloads/`` (a dump: document (3).pdf,
export.csv, message.eml, installers), ``Desktop/`` (a dump: New Text Document.txt, Doc1.docx, Book1.xlsx),
``Pictures/`` (an ``iPhone Import`` dump with IMG_ names and Notes-app "Scanned Document.pdf" files, an
Ireland 2024 album, Screenshots, barn photos), ``Music/``, and ``Old Computer Backup/`` (a copy of the
old Dell's profile made at the 2019 move).

LABELLING RULES (written before any file was generated; every file is labelled by them as of NOW):

- Projects: the new barn -- bids, permit, contract, draws, site plan, progress photos wherever they sit
  (Barn); the family history book -- outline, chapter drafts, photo list, permissions, printer quote
  (Genealogy); the October 2026 anniversary cruise -- booking, deposit, travel insurance, passport
  renewal, excursions, packing list, cattle-sitter notes (Travel); Gary's estate -- will, letters
  testamentary, death certificates, EIN, estate bank account, inventory, creditors' notice, attorney
  mail, house appraisal and listing, his final return (Estate).
- Areas: the cattle operation -- sale statements, feed, vet, herd records, fencing and farm supplies,
  the Farm Credit land loan, the ag-valuation (1-d-1) application and ag-use questionnaires, the
  grazing lease to Dietert (Ranch); household money -- bank, Social Security, TRS pension statements
  and her 2022 retirement/pension paperwork, IRA, budget (Finance); taxes of any year -- 1040s,
  Schedule F organisers, 1099-R, SSA-1099, property-tax statements and receipts, notices of appraised
  value and protests (Taxes); health -- his knee, her prescriptions, Medicare, the Plan G supplement,
  Part D, TRS-Care, EOBs, PT exercise sheets from his therapist (Health); the house, well, septic,
  electricity, propane (Home); policies -- Farm Bureau home/farm, auto (Insurance); the two trucks and
  the tractor -- registration, inspection, service (Vehicles); Zion Lutheran -- committee notes,
  giving statements, altar-guild schedules (Church); Carolyn's Friends of the Library role -- minutes,
  newsletters, book-sale tallies; the twice-yearly book sale recurs, so it is not a project (Library
  Friends). An old tax return, a 2022 TRS retirement form or 2024 church minutes are still Areas.
- Resources: kept for reference or interest: AgriLife extension and cattle-management articles (Ranch);
  appliance, pump and septic owner's manuals (Home); the tractor's operator's manual (Vehicles); a
  general knee-replacement guide (Health); genealogy research material -- census and church-record
  transcriptions, ship lists, old family letters, a GEDCOM file, DNA match exports (Genealogy), even
  though the book uses them; recipes (Cooking); novels (Books); music (Music); installers (Software);
  everyday photos and screenshots -- cows, grandchildren, sunsets (Photos), except photos documenting a
  project (barn -> Projects/Barn, Ireland -> Archive/Travel).
- Archive: the Ireland trip of September 2024 (Travel); Hartmann Hay, ended 2020 (Hay Business);
  Carolyn's school-library job, ended May 2022, except the pension paperwork (School Library); the San
  Marcos house, sold 2019 (Home); everything inside ``Old Computer Backup/``, a frozen copy of the old
  Dell, whatever it contains (Backup).
- Left: unfinished downloads (.crdownload, .part), Office lock files (~$...), desktop.ini and Thumbs.db
  (topic System). Dot files (.picasa.ini, .DS_Store from a grandchild's USB stick) are written, not
  labelled.

``hard`` marks a file whose name and folder say nothing of its subject (Downloads/document (3).pdf,
Desktop/New Text Document.txt, Documents/HP Scans/scan0021.pdf, Pictures/iPhone Import/Scanned
Document.pdf, Documents/Misc/letter.docx, export.csv, message.eml); only its text can place it. Images
are never hard. Topics (22): Ranch, Finance, Taxes, Health, Home, Insurance, Vehicles, Church, Library
Friends, Genealogy, Barn, Travel, Estate, Hay Business, School Library, Backup, Cooking, Books, Music,
Software, Photos, System.
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

HOME = "Wayne & Carolyn Hartmann\n1847 Flat Creek Rd\nBlanco, TX 78606"


def _us(dt: datetime) -> str:
    return dt.strftime("%m/%d/%Y")


def _long(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _usd(v: float) -> str:
    return f"${v:,.2f}"


def _m(r: random.Random, lo: float, hi: float) -> float:
    return round(r.uniform(lo, hi), 2)


def _eml(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt:%a, %d %b %Y} 09:{dt.day + 10:02d}:00 -0500\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


WAYNE = "Wayne Hartmann <whartmann61@gmail.com>"
CAROL = "Carolyn Hartmann <carolynhartmann.books@gmail.com>"

# --------------------------------------------------------------------------- Ranch (Areas)


def t_sale(r, dt):
    kinds = [("BLK STR", 480, 620, 305, 360), ("BLK HFR", 440, 560, 270, 320), ("BWF STR", 500, 640, 295, 345),
             ("BLK COW", 1050, 1350, 128, 158), ("BLK BULL", 1650, 1900, 150, 172)]
    rows, gross, head = [], 0.0, 0
    for k in r.sample(kinds[:3], 2) + ([kinds[3]] if r.random() < 0.5 else []):
        n = r.randint(1, 6)
        wt = r.randint(k[1], k[2])
        pr = _m(r, k[3], k[4])
        amt = round(n * wt * pr / 100, 2)
        gross += amt
        head += n
        rows.append(f"{n:>3} hd  {k[0]:<9} avg {wt} lb  @ {pr:.2f}/cwt   {_usd(amt)}")
    com = round(gross * 0.03, 2)
    fees = head * 2.5 + head * 1.0 + head * 0.5
    return (f"GILLESPIE LIVESTOCK COMPANY\n1110 E Main St, Fredericksburg, TX 78624  (830) 997-4394\n"
            f"SELLER SETTLEMENT STATEMENT   Sale date {_us(dt)}   Check # {r.randint(40000, 49999)}\n"
            f"Seller: WAYNE HARTMANN  Acct 10-{r.randint(1000, 9999)}  Brand: H-bar-H (left hip)\n"
            + "\n".join(rows) +
            f"\nGross proceeds {_usd(gross)}\nCommission 3% -{_usd(com)}\nYardage $2.50/hd -{_usd(head * 2.5)}\n"
            f"Beef Checkoff $1.00/hd -{_usd(head * 1.0)}\nTSCRA inspection $0.50/hd -{_usd(head * 0.5)}\n"
            f"NET PROCEEDS {_usd(gross - com - fees)}\nThank you for your business - next feeder sale every Tuesday")


def t_feed(r, dt):
    items = [("20% Range Cubes 50 lb", 14.95, 40), ("Coastal round bale 5x6", 85.0, 12),
             ("Purina Wind & Rain Mineral 50 lb", 38.99, 6), ("Crystalyx protein tub 200 lb", 189.0, 4),
             ("Whole corn 50 lb", 13.49, 10), ("Cattle salt block", 9.99, 6)]
    sel = r.sample(items, 3)
    lines, tot = [], 0.0
    for name, p, mx in sel:
        q = r.randint(2, mx)
        tot += q * p
        lines.append(f"{q:>4}  {name:<34} {p:>8.2f}  {q * p:>9.2f}")
    return (f"BLANCO FEED & RANCH SUPPLY\n310 Pecan St, Blanco TX 78606 - (830) 833-4471\nINVOICE {r.randint(88000, 89999)}"
            f"   Date {_us(dt)}   Account H-2207 HARTMANN, WAYNE\nQTY   DESCRIPTION                          PRICE     AMOUNT\n"
            + "\n".join(lines) + f"\nSubtotal {tot:.2f}\nAg exempt - TX Ag/Timber No. 0281{r.randint(10000, 99999)}"
            f"  Sales tax 0.00\nTOTAL {_usd(tot)}   Charged to account, due 10th of next month\nDelivered to pens, gate code 1981")


def t_vet(r, dt):
    n = r.randint(14, 36)
    calves = r.randint(6, 15)
    lines = [("Farm call - Flat Creek Rd", 85.0), (f"Palpation / preg check x {n} hd", n * 9.0),
             (f"Bangs (RB51) vaccination x {calves} heifers, tag + tattoo", calves * 14.0),
             (f"Vision 7 + Bovi-Shield Gold x {calves * 2} doses", calves * 2 * 4.1),
             ("Pinkeye treatment - LA-300, cow #47", 38.5)]
    tot = sum(v for _, v in lines)
    return (f"PEDERNALES LARGE ANIMAL CLINIC\nJim Kott, DVM - 2415 US-281 N, Blanco TX 78606\nINVOICE  {_us(dt)}"
            f"   Client: Hartmann, Wayne (Flat Creek Rd)\n" + "\n".join(f"{a:<55} {_usd(b)}" for a, b in lines)
            + f"\nTOTAL DUE {_usd(tot)}\nOpen {r.randint(7, 9)} of {n} exposed cows. Recheck #112 and #118 in 45 days."
            "\nBull semen test due before July turnout.")


def t_fcs(r, dt):
    bal = _m(r, 148000, 162000)
    pmt = 6418.22
    return (f"CAPITAL FARM CREDIT\nLoan Statement   Statement date {_us(dt)}\nBorrower: Wayne L. and Carolyn S. Hartmann"
            f"\nLoan 7720-0418  Real estate - 200 ac Blanco County (Flat Creek)\nRate 6.15% fixed   Semi-annual payment"
            f" {_usd(pmt)}\nPrincipal balance {_usd(bal)}\nInterest paid YTD {_usd(_m(r, 2100, 4800))}\n"
            f"Patronage: 2025 cash patronage of {_usd(_m(r, 900, 1300))} paid in March.\nNext payment due 12/01/2026.")


def t_tsc(r, dt):
    items = [("Red Brand barbed wire 4pt 1320ft", 99.99), ("T-post 6.5 ft studded", 6.49), ("T-post clips 100ct", 8.99),
             ("Fence staples 1.75in 5lb", 12.99), ("Gallagher insulators 25pk", 14.49), ("Cattle panel 16ft", 34.99)]
    lines, tot = [], 0.0
    for name, p in r.sample(items, 4):
        q = r.randint(1, 30) if "T-post 6" in name else r.randint(1, 4)
        tot += q * p
        lines.append(f"{name:<36} {q:>3} @ {p:.2f}  {q * p:.2f}")
    return (f"TRACTOR SUPPLY CO. #1174  Johnson City TX\n{_us(dt)} 10:42  Reg 2  Trans {r.randint(100000, 999999)}\n"
            + "\n".join(lines) + f"\nSUBTOTAL {tot:.2f}\nTX AG EXEMPT 0281-XXXXX TAX 0.00\nTOTAL {tot:.2f}\n"
            "VISA ****4410   Neighbor's Club: Wayne H.   Thank you")


def t_lease(r, dt):
    return (f"GRAZING LEASE AGREEMENT\nThis lease is made {_long(dt)} between Wayne L. Hartmann and Carolyn S. Hartmann"
            " (Lessor) and Raymond A. Dietert (Lessee), 2011 Flat Creek Rd, Blanco TX.\n1. Premises: approximately 60"
            " acres, the east pasture ('Dietert trap') of the Hartmann place, Blanco County Abstract 412.\n2. Term:"
            " one year, renewing each January 1 unless either party gives 60 days written notice.\n3. Rent: $1,500.00"
            " per year ($25/acre), payable half on January 15 and half on July 15.\n4. Stocking rate not to exceed"
            " 10 animal units. Lessee maintains the east water gap and the fence on his side.\n5. Lessee's cattle"
            " count toward the agricultural use of the land for 1-d-1 valuation; Lessee will sign the appraisal"
            " district's lease affidavit on request.\n6. No hunting rights are included.\nSigned: ____________ Wayne"
            " Hartmann   ____________ Ray Dietert")


def t_herd(r, dt):
    rows = ["Tag,Born,Breed,Sire,Last calf,Calf sex,Preg 2025,Notes"]
    for i in range(14):
        tag = 100 + i * 3 + r.randint(0, 2)
        rows.append(f"{tag},{r.randint(2014, 2022)},{r.choice(['Angus', 'Angus x Brangus', 'BWF', 'Angus'])},"
                    f"{r.choice(['Rocky', 'Big Red', 'AI'])},{r.randint(1, 4)}/{r.randint(1, 28)}/2026,"
                    f"{r.choice('MF')},{r.choice(['bred', 'bred', 'open'])},{r.choice(['', '', 'bad feet', 'cull', 'good mother', 'late calver'])}")
    return "\n".join(rows) + "\n"


def t_agval(r, dt):
    return (f"BLANCO COUNTY APPRAISAL DISTRICT\nP.O. Box 338, Johnson City, TX 78636\n{_long(dt)}\nProperty ID R{r.randint(10000, 19999)}"
            f" - Owner: HARTMANN WAYNE L & CAROLYN S - 200.00 ac, A412 J. Smith Svy\nAGRICULTURAL USE QUESTIONNAIRE (1-d-1"
            " Open-Space Land)\nThe district is reviewing all properties receiving agricultural valuation. Please return"
            " within 30 days.\nCurrent use: cow-calf operation, owner-operated, 140 ac; grazing lease to R. Dietert, 60 ac.\n"
            "Number of animal units: 38 cows, 1 bull. Improvements: stock tanks (2), water well, pens, cross fencing.\n"
            "Attach: lease, sale receipts, feed and vet receipts for the past 12 months.\nSigned W. Hartmann - mailed"
            " with copies of Gillespie Livestock settlement statements.")


def t_todo(r, dt):
    return ("ranch to do\n- fix water gap on creek after rain, needs 2 cattle panels\n- call Dr Kott re: bangs on the 9"
            " heifers, tags ordered?\n- mineral - Purina Wind & Rain, 6 bags\n- move pairs to north trap when Dietert's"
            " cows come off\n- shredder blade for the 5065E (Deere in Fredericksburg)\n- sale barn Tues - 6 steers"
            " ~550 lb, haul early\n- pay Blanco Feed acct by the 10th\n")


def t_cownotes(r, dt):
    return ("calving 2026\n" + "\n".join(
        f"{r.randint(1, 4)}/{r.randint(1, 28)}  cow #{r.randint(100, 150)} - {r.choice(['bull', 'heifer'])} calf,"
        f" {r.choice(['black', 'black baldy', 'black', 'red'])}, {r.choice(['unassisted', 'pulled', 'unassisted'])}, tag {r.randint(600, 640)}"
        for _ in range(9)) + "\n#131 lost calf 2/20, check her for retained placenta\nbull Rocky out of pasture again - east fence\n")


def t_article(title, body):
    return lambda r, dt: (f"Texas A&M AgriLife Extension Service\n{title}\n{body}\nPublished by AgriLife Extension,"
                          " The Texas A&M University System. Educational programs are open to all people.")


# --------------------------------------------------------------------------- Finance, Taxes (Areas)

def t_bank(r, dt):
    bal = _m(r, 11000, 24000)
    rows = [("SSA TREAS 310 XXSOC SEC", 2318.0), ("TRS OF TEXAS ANNUITY", 3412.18), ("CHK 4418 Blanco Feed & Ranch", -_m(r, 600, 1900)),
            ("PEC ELECTRIC AUTOPAY", -_m(r, 160, 340)), ("HEB #112 MARBLE FALLS", -_m(r, 90, 240)),
            ("MUTUAL OF OMAHA PLAN G", -211.40), ("CHK 4421 Zion Lutheran", -200.0), ("TX FARM BUREAU INS", -_m(r, 240, 260))]
    return (f"PEDERNALES STATE BANK - Blanco, Texas\nStatement period ending {_us(dt)}\nWAYNE L HARTMANN OR CAROLYN S HARTMANN"
            f"\nFree Checking ****2207\n" + "\n".join(f"{d:<34} {v:>10.2f}" for d, v in rows) + f"\nEnding balance {_usd(bal)}")


def t_bankcsv(r, dt):
    rows = ["Date,Description,Amount,Balance"]
    bal = _m(r, 9000, 15000)
    for i, (d, v) in enumerate([("SSA TREAS 310 XXSOC SEC", 2318.0), ("TRS OF TEXAS ANNUITY", 3412.18),
                                ("CHECK 4430", -1500.0), ("PEC ELECTRIC AUTOPAY", -231.77), ("BLANCO PROPANE", -418.6),
                                ("HEB #112", -143.22), ("BLANCO FEED & RANCH", -1210.55), ("DEPOSIT GILLESPIE LVSTK", 6214.9),
                                ("MUTUAL OF OMAHA", -211.4), ("CAPITAL FARM CREDIT", -6418.22)]):
        bal += v
        rows.append(f"{(dt - timedelta(days=28 - i * 3)).strftime('%m/%d/%Y')},{d},{v:.2f},{bal:.2f}")
    return "\n".join(rows) + "\n"


def t_ssa(r, dt):
    return ("SOCIAL SECURITY ADMINISTRATION\nYour New Benefit Amount\nWAYNE L HARTMANN\nBeginning December 2025 the"
            " amount of your Social Security benefits increases by 2.8 percent because of a rise in the cost of living.\n"
            "Your monthly amount (before deductions) $2,531.90\nMedicare medical insurance (Part B) premium -$202.90\n"
            "The amount we will deposit after January 1, 2026 $2,329.00\nIf you disagree with this decision you"
            " have 60 days to ask for an appeal.")


def t_trs(r, dt):
    return (f"TEACHER RETIREMENT SYSTEM OF TEXAS\n1000 Red River Street, Austin TX 78701\nAnnual Annuity Statement  {dt.year}"
            f"\nCarolyn S. Hartmann   TRS ID ****6630\nRetirement date: 06/01/2022   Service credit: 28.0 years\n"
            "Plan of payment: Option 4 (66 2/3% joint and survivor), beneficiary Wayne L. Hartmann\nMonthly gross"
            " annuity $3,688.45   Federal tax withheld $276.27   Net $3,412.18\nTRS-Care Standard premium: $0.00"
            " (retiree only)\nReminder: TRS-Care Medicare Advantage enrollment opens the month before you turn 65.")


def t_ira(r, dt):
    v = _m(r, 184000, 205000)
    return (f"EDWARD JONES - Account Statement\nPeriod ending {_us(dt)}\nWayne L Hartmann Traditional IRA ****3318\n"
            f"Financial Advisor: Brent Kuehler, 402 N Nugent Ave, Johnson City TX\nValue this period {_usd(v)}\n"
            f"American Funds Growth Fund of America F-1  {_usd(v * 0.42)}\nVanguard Total Bond Index Adm  {_usd(v * 0.35)}\n"
            f"Edward Jones Money Market  {_usd(v * 0.23)}\nRequired minimum distributions begin at age 73 (2034).")


def t_budget(r, dt):
    rows = ["Item;Monthly;Notes", "Social Security (Wayne);2329.00;after Part B", "TRS annuity (Carolyn);3412.18;net",
            "Lease - Dietert;125.00;1500/yr", "Farm Credit;1069.70;6418.22 twice a year", f"Feed + hay;{r.randint(700, 1100)};winter higher",
            "Plan G + Part D;264.10;Wayne", "Electric PEC;240;house + pens", "Propane;90;", "Groceries HEB;650;",
            "Church;400;", "Truck fuel;320;", "Cruise fund;500;Oct 2026"]
    return "\n".join(rows)


def t_1040(y):
    def f(r, dt):
        cattle = _m(r, 24000, 41000)
        exp = _m(r, 21000, 33000)
        return (f"Form 1040 U.S. Individual Income Tax Return {y}\nFiling status: Married filing jointly\nWayne L Hartmann"
                f" XXX-XX-4418  Carolyn S Hartmann XXX-XX-6630\n1847 Flat Creek Rd, Blanco TX 78606\nPensions and annuities"
                f" (TRS 1099-R) 5a 44,261.40  5b 44,261.40\nSocial security benefits 6a {27000 + (y - 2023) * 900:,}.00\n"
                f"Schedule 1 line 6 farm income: Schedule F net {_usd(cattle - exp)}\nSchedule F: sales of livestock raised"
                f" {_usd(cattle)}; other income (grazing lease) $1,500.00; feed {_usd(exp * 0.45)}; vet {_usd(exp * 0.09)};"
                f" interest (Capital Farm Credit) {_usd(exp * 0.3)}; depreciation {_usd(exp * 0.16)}\nStandard deduction"
                f" {({2023: 27700, 2024: 29200}).get(y, 31500):,}.00\nPrepared by Janet"
                " Vogel CPA, 108 Main St, Johnson City TX 78636 - PTIN P0122xxxx")
    return f


def t_schf_org(y):
    def f(r, dt):
        return "\n".join(["Schedule F organizer;" + str(y), "Calves sold (Gillespie);" + f"{_m(r, 24000, 41000):.2f}",
                          "Cull cows sold;" + f"{_m(r, 2000, 6000):.2f}", "Grazing lease Dietert;1500.00",
                          "Feed Blanco Feed;" + f"{_m(r, 8000, 12000):.2f}", "Vet Pedernales LAC;" + f"{_m(r, 1800, 3100):.2f}",
                          "Fence/repairs TSC;" + f"{_m(r, 600, 2200):.2f}", "Fuel (ranch share 60%);" + f"{_m(r, 1400, 2300):.2f}",
                          "Farm Credit interest;" + f"{_m(r, 8800, 9700):.2f}", "Tractor repairs;" + f"{_m(r, 300, 1600):.2f}",
                          "Mileage to sale barn;" + f"{r.randint(600, 1100)} mi"])
    return f


def t_proptax(y):
    def f(r, dt):
        tax = _m(r, 3900, 4700)
        return (f"BLANCO COUNTY TAX ASSESSOR-COLLECTOR\n{y} PROPERTY TAX STATEMENT / RECEIPT\nAcct R{r.randint(10000, 19999)}"
                f"  HARTMANN WAYNE L & CAROLYN S\n1847 FLAT CREEK RD - 200.00 AC A412 J SMITH SVY\nMarket value land"
                f" 1,612,400  Ag (1-d-1) value 41,800  Improvements 318,650\nHomestead exemption (1 ac house site), ag"
                f" valuation on 199 ac\nBlanco County {_usd(tax * 0.38)}  Blanco ISD {_usd(tax * 0.44)}  Road & Bridge"
                f" {_usd(tax * 0.08)}  ESD #1 {_usd(tax * 0.10)}\nTOTAL {_usd(tax)}  PAID {_us(dt)} check 4402 - THANK YOU")
    return f


def t_1099r(y):
    return lambda r, dt: (f"FORM 1099-R {y}  Distributions From Pensions, Annuities, Retirement...\nPAYER: Teacher Retirement"
                          " System of Texas, 1000 Red River St, Austin TX 78701  FIN 74-6000139\nRECIPIENT: CAROLYN S"
                          f" HARTMANN XXX-XX-6630\n1 Gross distribution {_usd(44261.40 + (y - 2025) * 1200)}\n2a Taxable amount"
                          f" {_usd(43980.10 + (y - 2025) * 1200)}\n4 Federal income tax withheld {_usd(3315.24)}\n7 Distribution code 7")


def t_ssa1099(y):
    return lambda r, dt: (f"FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT {y}\nWAYNE L HARTMANN  XXX-XX-4418\nBox 3"
                          f" Benefits paid in {y}: {_usd(28300 + (y - 2024) * 800)}\nBox 5 Net benefits: {_usd(28300 + (y - 2024) * 800)}"
                          f"\nDescription of amount in box 3: paid by direct deposit, no Medicare premiums deducted in {y}")


def t_cpa_mail(r, dt):
    return _eml("Janet Vogel CPA <janet@vogelcpa.net>", WAYNE, "RE: question", dt,
                "Wayne,\n\nYes - the $1,500 grazing rent from Ray Dietert goes on Schedule F line 8 since you materially"
                " participate and provide the water and fences. The sale-barn mileage (Fredericksburg, 31 mi each way)"
                " at 70 cents is deductible too, please send me the dates. I still need the 2025 Capital Farm Credit"
                " interest statement and the Tractor Supply totals, then I can finish your 1040 and Schedule F.\n\n"
                "Janet Vogel, CPA\n108 Main St, Johnson City TX 78636")


def t_protest(r, dt):
    return (f"{_long(dt)}\n\nBlanco County Appraisal Review Board\nP.O. Box 338, Johnson City, TX 78636\n\nRe: Notice of"
            " Protest, Property ID R14418, 1847 Flat Creek Rd\n\nWe protest the 2026 appraised value of the homestead"
            " improvements ($318,650, up 14%). The house was built in 1978, the roof is original metal and the kitchen"
            " has not been updated. Comparable sales on Flat Creek Rd and Miller Creek Loop support a value of about"
            " $265,000. Please schedule a hearing; we can attend any weekday morning.\n\nWayne and Carolyn Hartmann")


def t_checklist(r, dt):
    return ("for Janet (taxes)\n- SSA-1099 Wayne\n- 1099-R TRS Carolyn\n- Edward Jones 1099 (IRA - no distribution)\n"
            "- Farm Credit interest 1098 - $9,214\n- Gillespie settlements (5) + Dietert lease 1500\n- feed acct summary"
            " Blanco Feed, vet invoices, TSC receipts\n- property tax receipt Blanco County paid 1/28\n- Medicare premiums"
            " / Plan G for medical deduction? ask\n")


# --------------------------------------------------------------------------- Health, Home, Insurance, Vehicles (Areas)

def t_msn(r, dt):
    a = _m(r, 180, 420)
    return (f"Medicare Summary Notice for Part B (Medical Insurance)\nWAYNE L HARTMANN  Medicare # 4TK7-XX2-XX18\nNotice"
            f" date {_long(dt)}\nHill Country Orthopaedics, Marble Falls - Dr. Anil Patel\n  Office visit est. patient"
            f" $212.00  Medicare approved $118.40\n  Injection, knee joint (20610) right, triamcinolone $340.00 approved"
            f" {_usd(a)}\n  X-ray knee 3 views $160.00 approved $41.22\nYou may be billed $0.00 - your Plan G supplement"
            " pays the 20% coinsurance after the Part B deductible ($283 met).")


def t_mri(r, dt):
    return (f"HILL COUNTRY MEDICAL IMAGING - Marble Falls, TX\nMRI RIGHT KNEE WITHOUT CONTRAST   Exam date {_us(dt)}\n"
            "Patient: HARTMANN, WAYNE L  DOB 01/14/1961  Ref: Anil Patel MD\nFINDINGS: Advanced medial compartment"
            " cartilage loss with subchondral edema. Complex degenerative tear of the posterior horn of the medial"
            " meniscus. Moderate joint effusion. ACL and PCL intact.\nIMPRESSION: Severe medial compartment"
            " osteoarthritis, right knee. Degenerative medial meniscal tear.")


def t_pt(r, dt):
    return ("Hill Country Rehab - Home Exercise Program\nPatient: Wayne H.  Right knee OA - pre-surgical strengthening\n"
            "1. Quad sets - 10 x 5 sec hold, 3x/day\n2. Straight leg raise - 2 sets of 12\n3. Heel slides - 15 reps\n"
            "4. Mini squats at counter - 2 x 10\n5. Stationary bike 10 min, low resistance\nIce 15 min after chores."
            " Avoid kneeling in the pens; use the stool for the squeeze chute. Next visit in 2 weeks. - Kelsey, PT")


def t_rx(r, dt):
    return (f"Medication list - Carolyn S. Hartmann  DOB 08/22/1962  updated {_us(dt)}\nDr. Laura Mendez, Blanco Family"
            " Medicine\n- Levothyroxine 75 mcg, 1 daily before breakfast (H-E-B Pharmacy Marble Falls, 90-day)\n"
            "- Atorvastatin 20 mg, 1 at bedtime\n- Alendronate 70 mg, once weekly on Sunday, upright 30 min\n"
            "- Vitamin D3 2000 IU\nAllergies: sulfa. TSH recheck in August. DEXA due 2027.")


def t_medigap(r, dt):
    return (f"Mutual of Omaha Insurance Company\nMedicare Supplement Plan G - Premium Notice\n{_long(dt)}\nInsured: Wayne"
            " L Hartmann  Policy MS-71130418\nEffective 01/01/2026. Monthly premium $211.40 by bank draft (Pedernales"
            " State Bank ****2207).\nPlan G pays Part A deductible, coinsurance and excess charges; you pay the Part B"
            " deductible ($283 in 2026).\nPart D: Wellcare Value Script, $7.80/month - separate plan.")


def t_kneeq(r, dt):
    return ("questions for Dr Patel\n- is it time for the replacement or one more shot? last one lasted 3 mo\n- partial vs"
            " total knee\n- recovery - can I feed cattle (Ray or Travis would help for 6 wks)\n- Medicare + Plan G covers"
            " rehab?\n- after the cruise in Oct? surgery Nov/Dec\n- gel injections (Synvisc) covered?\n")


def t_septic(r, dt):
    return (f"HILL COUNTRY SEPTIC SERVICES - TCEQ Lic. MP0041188\nAerobic Treatment Unit Inspection Report\nDate {_us(dt)}"
            "  Site: 1847 Flat Creek Rd, Blanco (Hartmann)  Permit OSSF-BC-2008-114\nAerator: running  Chlorinator:"
            " tablets added (4)  Spray heads: 3 of 3 working, cleared one clog\nAlarm test: OK  Sludge in trash tank:"
            " 22 inches - pump-out recommended within 6 months\nMaintenance contract 3 visits/yr, renews 03/01.\n"
            "Copy sent to Blanco County OSSF.")


def t_water(r, dt):
    return (f"LCRA Environmental Laboratory Services\nWell water - private well, 1847 Flat Creek Rd\nCollected {_us(dt)}"
            f"  Sample ID W{r.randint(200000, 299999)}\nTotal coliform: ABSENT  E. coli: ABSENT\nNitrate as N:"
            f" {r.uniform(0.5, 2.2):.2f} mg/L (MCL 10)\nHardness: 312 mg/L as CaCO3 (very hard)\nRecommend annual"
            " testing. Well: 420 ft, Goulds 1.5 HP submersible (installed 2017, Burgess Water Well & Pump).")


def t_pec(r, dt):
    kwh = r.randint(900, 2200)
    return (f"PEDERNALES ELECTRIC COOPERATIVE\nAccount 0418-2207-01  HARTMANN WAYNE L\nService address 1847 Flat Creek Rd"
            f"\nBilling date {_us(dt)}\nkWh used {kwh}\nDelivery + power cost {_usd(kwh * 0.118)}\nService availability"
            f" $32.50\nTotal due {_usd(kwh * 0.118 + 32.5)} - AUTOPAY\nCapital credits retired to you in 2025: $118.40")


def t_propane(r, dt):
    g = r.randint(180, 320)
    return (f"BLANCO PROPANE - Delivery ticket {r.randint(30000, 39999)}\n{_us(dt)}  Hartmann, 1847 Flat Creek Rd\n"
            f"500 gal tank, gauge 22% -> 80%\nGallons delivered {g} @ $2.39\nTotal {_usd(g * 2.39)}\nNext fill: keep-full"
            " program")


def t_homeinfo(r, dt):
    return ("house info\nwell pump: Goulds 1.5HP, 420 ft, Burgess Water Well & Pump 830-868-2210\npressure tank in pump"
            " house, switch 40/60\nseptic: aerobic, Hill Country Septic (contract renews March), chlorine tabs in garage\n"
            "propane: Blanco Propane 830-833-5010, 500 gal tank\nbreaker box in utility room, well is #14\nwater softener"
            " salt - 4 bags/month\n")


def t_fb(r, dt):
    return (f"TEXAS FARM BUREAU INSURANCE COMPANIES\nRenewal Declarations - Farm & Ranch Owners Policy\nPolicy FRO 4418872"
            f"   Term {_us(dt)} to {_us(dt + timedelta(days=365))}\nNamed insured: Wayne L & Carolyn S Hartmann\n"
            f"Dwelling $385,000  Other structures $60,000  Farm personal property (livestock, equipment) $95,000\n"
            f"Farm liability $500,000  Deductible 2% wind/hail\nAnnual premium {_usd(_m(r, 2900, 3400))}\nAgent: Dusty"
            " Grote, Blanco County Farm Bureau. Note: add new barn when completed.")


def t_auto(r, dt):
    return (f"TEXAS FARM BUREAU INSURANCE - Auto Policy Renewal\nPolicy AU 6620441  Effective {_us(dt)}\n2016 Ford F-250"
            " XLT VIN 1FT7W2B6XGE...4410  Liability 100/300/100, comp & collision $1,000 ded\n2019 Toyota Tacoma SR5"
            f" VIN 3TMCZ5AN2KM...2207  same coverages\n6-month premium {_usd(_m(r, 620, 780))}")


def t_reg(r, dt):
    return (f"TEXAS DEPARTMENT OF MOTOR VEHICLES - Registration Renewal Receipt\n{_us(dt)}  Blanco County Tax Office\n"
            f"Plate {r.choice(['MKX-4418', 'PTR-2207'])}  2016 FORD F-250 TRUCK  Owner: HARTMANN WAYNE L\nRegistration"
            " fee $54.00  County fees $11.50  Inspection program (state) $7.50\nTOTAL $73.00  Expires 04/2027")


def t_truck(r, dt):
    return (f"HILL COUNTRY FORD - Johnson City\nRepair Order {r.randint(50000, 59999)}   {_us(dt)}\n2016 F-250 6.7L"
            f" diesel  Mileage {r.randint(148000, 162000)}\nReplace front brake pads and rotors  $684.20\nDEF sensor"
            " replaced (warranty denied)  $412.88\nOil + filter, fuel filters  $289.50\nState inspection  $7.00\nTOTAL"
            " $1,393.58   Customer: Wayne Hartmann")


def t_tractor(r, dt):
    return (f"BRAZOS VALLEY EQUIPMENT - John Deere, Fredericksburg\nService invoice {r.randint(70000, 79999)}  {_us(dt)}\n"
            f"JD 5065E s/n 1LV5065EKJJ41xxxx  Hours {r.randint(1100, 1400)}\n500-hr service: engine oil, hydraulic"
            " filter, fuel filter  $518.60\nReplace loader hose (left tilt)  $146.25\nFarm call / travel  $95.00\nTOTAL"
            " $759.85 - ag exempt")


# --------------------------------------------------------------------------- Church, Library Friends (Areas)

def t_church_min(r, dt):
    return (f"Zion Lutheran Church, Blanco - Property Committee\nMeeting {_long(dt)}, fellowship hall\nPresent: Wayne"
            " Hartmann (chair), Ed Kneupper, Lorraine Moeller, Pastor Mark Ehlers\n1. Fellowship hall AC - two bids,"
            " Fritz Air $8,900 recommended to council.\n2. Cemetery fence east side - Wayne and Ed to repair with"
            " leftover pipe, Saturday work day.\n3. Parsonage water heater replaced $1,240.\n4. Gutter cleaning before"
            " fall - get quote from Blanco Roofing.\nNext meeting second Tuesday.")


def t_giving(y):
    return lambda r, dt: (f"Zion Lutheran Church\n108 Fourth St, Blanco TX 78606\nContribution Statement {y}\nWayne & Carolyn"
                          f" Hartmann  Envelope #144\nTotal contributions {_usd(4800 + r.randint(0, 6) * 100)}\nNo goods or"
                          " services were provided in exchange for these contributions.\nPastor Mark Ehlers")


def t_altar(r, dt):
    return ("Altar Guild schedule - summer 2026\nJune: Carolyn Hartmann & Betty Kneupper\nJuly: Lorraine Moeller & Ann"
            " Weinheimer\nAugust: Carolyn Hartmann & Ruth Pehl\nCommunion wine + wafers order: Carolyn\nParaments"
            " green from Pentecost. Flowers chart on the narthex board.")


def t_fol_min(r, dt):
    return (f"Friends of the Blanco County Library - Board Meeting Minutes\n{_long(dt)}, library community room\nPresent:"
            " Donna Frey (president), Carolyn Hartmann (secretary), Pat Sultemeier (treasurer), Jim Wells, Ellen Boos\n"
            f"Treasurer: balance {_usd(_m(r, 6800, 9400))}; spring book sale net {_usd(_m(r, 2100, 3300))}.\nMotion to fund"
            " the summer reading program ($1,200) - passed.\nLarge-print collection request from librarian Amy Reyes -"
            " $600 approved.\nFall book sale Oct 2-3; sorting Tuesdays.\nMinutes submitted by Carolyn Hartmann, secretary.")


def t_booksale(r, dt):
    rows = ["Category;Items sold;Amount"]
    for c in ["Hardback fiction", "Paperbacks", "Children's", "Texana & history", "Cookbooks", "DVDs/CDs", "Bag sale Sat"]:
        n = r.randint(20, 240)
        rows.append(f"{c};{n};{n * r.choice([1, 0.5, 2]):.2f}")
    return "\n".join(rows) + "\nFriends of the Library book sale - cashbox count by Pat and Carolyn"


def t_newsletter(r, dt):
    return (f"BOOKMARKS - newsletter of the Friends of the Blanco County Library\n{dt:%B %Y}\nFrom the president: thank"
            " you to everyone who sorted 4,000 donated books for the spring sale!\nSummer reading: 'Color Our World' -"
            " the Friends paid for the reptile show and the reading prizes.\nNew members: please renew, $15 individual,"
            " $25 family.\nFall Book Sale Oct 2-3, Blanco Old Courthouse.\nGenealogy corner by Carolyn Hartmann: the"
            " library now has the Blanco County News on microfilm 1896-1960.")


def t_fol_mail(r, dt):
    return _eml("Donna Frey <dfrey.blanco@yahoo.com>", CAROL, "this week", dt,
                "Carolyn -\nCould you send the minutes from Thursday so I can put them in the board binder? Also the"
                " librarian wants to know if the Friends can cover the new book drop ($1,850). We'd need a vote by"
                " email. And we need 4 more volunteers for the fall sale setup on Oct 1.\nThanks!\nDonna\nFriends of"
                " the Blanco County Library")


def t_fol_thanks(r, dt):
    return (f"{_long(dt)}\n\nDear volunteers,\n\nOn behalf of the Friends of the Blanco County Library board, thank you"
            " for your hours at the spring book sale. Together we raised $2,874 for the library - the large-print"
            " shelves and the summer reading prizes are paid for. Please mark October 2-3 for the fall sale.\n\n"
            "Gratefully,\nCarolyn Hartmann, Secretary")


# --------------------------------------------------------------------------- Barn (Projects)

BIDS = [("Hill Country Steel Structures", "Dripping Springs", 68400), ("Kuhlmann Construction", "Stonewall", 74950),
        ("Lone Star Post Frame", "Marble Falls", 61200)]


def t_bid(i):
    name, town, p = BIDS[i]
    return lambda r, dt: (f"{name.upper()}\n{town}, Texas\nPROPOSAL  {_long(dt)}\nFor: Wayne Hartmann, 1847 Flat Creek Rd,"
                          " Blanco\n40' x 60' x 14' eave steel barn, red-iron frame, 26 ga Galvalume roof, 2 enclosed bays"
                          " with 12x12 roll-up doors, 20' open lean-to on south side for hay and equipment\n4\" slab"
                          " 40x40, 3000 psi, fiber mesh; 40x20 gravel floor\nSite prep and pad by others\n"
                          f"Total {_usd(p)}   Deposit 30%, draws at slab / frame / completion\nValid 30 days")


def t_bids_cmp(r, dt):
    return ("Builder;Price;Slab;Lean-to;Timeline;Notes\n" + "\n".join(
        f"{n};{p};{'yes' if i != 2 else 'no - extra 9800'};20 ft;{['10 wks', '14 wks', '8 wks'][i]};"
        f"{['references good - Dietert used them', 'most expensive, local', 'no slab, wood posts'][i]}"
        for i, (n, _, p) in enumerate(BIDS)))


def t_permit(r, dt):
    return (f"BLANCO COUNTY - Development Permit Application\nDate {_us(dt)}\nApplicant: Wayne L. Hartmann  Phone (830)"
            " 833-2207\nLocation: 1847 Flat Creek Rd, Property ID R14418, 200 ac\nProposed: agricultural barn 40x60, no"
            " living quarters, no plumbing\nFloodplain: outside Zone A per FIRM 48031C0250D (letter from surveyor"
            " attached)\nSetback from Flat Creek Rd: 340 ft\nFee $150 - paid\nApproved by K. Weber, Floodplain"
            " Administrator, permit no. DP-26-041")


def t_permit_letter(r, dt):
    return (f"{_long(dt)}\n\nBlanco County Environmental Services\n101 E Cypress St, Johnson City TX 78636\n\nRe: Permit"
            " DP-26-041, agricultural building, 1847 Flat Creek Rd\n\nDear Ms. Weber,\n\nAs you asked, I attach the"
            " surveyor's elevation letter showing the barn pad sits 6.5 ft above the base flood elevation of Flat Creek."
            " The building is for hay and equipment only; there will be an electric service from PEC but no water or"
            " septic. Please let me know if anything else is needed before Hill Country Steel Structures pours the slab."
            "\n\nSincerely,\nWayne Hartmann\n(830) 833-2207")


def t_contract(r, dt):
    return (f"CONSTRUCTION AGREEMENT\nHill Country Steel Structures LLC (Contractor) and Wayne L. Hartmann (Owner)\nDate"
            f" {_long(dt)}\nWork: 40x60x14 steel barn with 20 ft lean-to per proposal, 1847 Flat Creek Rd, Blanco\n"
            "Contract price: $68,400.00\nPayment: 30% deposit $20,520.00; 30% at slab $20,520.00; 30% at frame/roof"
            " $20,520.00; 10% at completion $6,840.00\nStart: April 2026. Substantial completion target: July 15, 2026\n"
            "Owner provides pad (Ray Dietert dozer work) and PEC service.\nWarranty: 1 year workmanship, 40 yr roof"
            " panel.\nSigned: Cody Brandt, owner  /  Wayne Hartmann")


def t_draw(r, dt):
    return (f"HILL COUNTRY STEEL STRUCTURES LLC\nINVOICE #2026-118   {_us(dt)}\nBill to: Wayne Hartmann, 1847 Flat Creek"
            " Rd\nDraw 2 of 4 - slab poured and cured (40x40, 3000 psi)  $20,520.00\nChange order 1: added 4 ft"
            " apron at roll-up doors  $1,180.00\nTOTAL DUE $21,700.00 on receipt\nFrame steel delivery scheduled week"
            " of June 8.")


def t_barn_mail(r, dt):
    return _eml("Cody Brandt <cody@hcsteelstructures.com>", WAYNE, "schedule", dt,
                "Wayne,\nSlab looks good, we pulled the forms Friday. The red-iron is supposed to ship from the mill"
                " on the 3rd so we should be standing columns the week of June 8 if it stays dry. Please make sure"
                " the gate on the north side is unlocked for the crane truck and the cattle are out of that trap.\n"
                "Invoice for draw 2 attached, plus the change order for the apron.\nCody\nHill Country Steel Structures")


def t_barn_budget(r, dt):
    return "\n".join(["Item;Budget;Paid;Notes", "Hill Country Steel Structures contract;68400;41040;deposit + slab",
                      "Change order 1 apron;1180;1180;", "Pad - Dietert dozer work;3200;3200;cash", "Caliche 18 loads;2700;2700;",
                      "PEC new service + pole;2850;0;application in", "Electrician - lights/outlets;4200;0;Jurgen Electric bid",
                      "Permit DP-26-041;150;150;", "Gates + pipe for pens;1900;0;", "TOTAL;84580;48270;"])


def t_pec_req(r, dt):
    return (f"PEDERNALES ELECTRIC COOPERATIVE - New Service Request\nRequest #NS-{r.randint(100000, 999999)}  {_us(dt)}\n"
            "Member: Wayne Hartmann, acct 0418-2207\nLocation: new agricultural barn, 1847 Flat Creek Rd, ~900 ft"
            " from existing pole\nService: 200 A single phase, overhead\nEstimated member contribution: $2,850.00\n"
            "Engineering visit scheduled; easement form to be signed.")


# --------------------------------------------------------------------------- Family history book (Projects) + research

CHAPTERS = [
    ("Leaving Hessen", "In the spring of 1845 Johann Heinrich Schaefer, a weaver of Nieder-Ohmen in Hessen, sold his"
     " loom and signed with the Adelsverein for land in Texas. He sailed from Bremen on the brig Johann Dethardt with"
     " his wife Anna Elisabeth and three children."),
    ("Indianola and the Long Walk", "They landed at Indianola in December 1845. Fever took the youngest, little"
     " Katharina, at the camp on the beach; the family reached New Braunfels by ox cart in March 1846."),
    ("Fredericksburg", "In 1847 the Schaefers drew a town lot and a ten-acre lot in Fredericksburg. Heinrich built a"
     " half-timbered house of cedar and limestone that still stands on West San Antonio Street."),
    ("Farming on the Pedernales", "Friedrich Hartmann, Wayne's great-great-grandfather, bought 320 acres on Flat Creek"
     " in 1872 for $1.25 an acre and ran longhorn cattle, corn and cotton."),
    ("The War Years", "Three Hartmann boys served in 1917-18. Letters from August Hartmann in France, written in German"
     " and then in careful English, are kept in the cedar chest."),
    ("Blanco County Ranchers", "Wayne's grandfather August Hartmann survived the drought of the 1950s by cutting cedar"
     " posts and selling them in Austin. The home place was cut down to 200 acres in 1961."),
    ("Our Generation", "Wayne and Carolyn married at Zion Lutheran in Blanco on 17 October 1981, lived in San Marcos"
     " for thirty-five years and came home to Flat Creek in 2019."),
]


def t_chapter(i):
    title, para = CHAPTERS[i]
    return (f"From Hessen to the Hill Country\nChapter {i + 1}: {title}\nDraft - Carolyn Hartmann\n\n{para}\n\n"
            "[TODO: check dates against the church book; add photo caption; footnote the source]\n")


def t_outline(r, dt):
    return ("# From Hessen to the Hill Country - outline\n\nThe Schaefer and Hartmann families in Texas, 1845-2025\n\n"
            + "\n".join(f"{i + 1}. {t} - {'draft done' if i < 5 else 'not started'}" for i, (t, _) in enumerate(CHAPTERS))
            + "\n\nAppendices: descendant charts, ship list, Blanco County land grants, index of names\nTarget: 220 pages,"
            " 60 photos, print 100 copies for the reunion in 2027\n")


def t_printer(r, dt):
    return (f"GUADALUPE PRINTING & BINDERY\n1290 Industrial Dr, New Braunfels TX 78130\nQUOTE Q-{r.randint(5000, 5999)}"
            f"  {_long(dt)}\nCustomer: Carolyn Hartmann\nTitle: From Hessen to the Hill Country\n6x9 case-bound hardcover,"
            " 220 pages, 60 b/w photos, 4-color cover, 60# cream paper\n100 copies $3,850.00 ($38.50 ea)\n200 copies"
            " $5,980.00 ($29.90 ea)\nISBN and Library of Congress number: $175 (optional)\nFiles: print-ready PDF,"
            " 300 dpi images. Proof copy $45. 4-6 weeks after proof approval.")


def t_booknotes(r, dt):
    return ("book notes\n- ch 2: Katharina died Dec 1845 or Jan 1846? Indianola burial list says 28 Dec\n- ask cousin"
            " Doris for the photo of the Schaefer house on W San Antonio St - need permission to print\n- August's"
            " letters: translate the 3 German ones (ask Pastor Ehlers?)\n- printer wants 300 dpi - rescan the wedding"
            " photo 1920\n- ch 6 title 'Cedar Posts and Dry Years'?\n- index of names at the end\n")


def t_photolist(r, dt):
    return "\n".join(["Photo;Chapter;Source;Permission", "Schaefer house Fredericksburg 1900;3;Pioneer Museum;requested",
                      "August & Frieda Hartmann wedding 1920;6;our cedar chest;ours", "August in uniform 1918;5;cousin Doris;yes",
                      "Flat Creek place 1950s;6;our album;ours", "Zion Lutheran 1981 wedding;7;ours;ours",
                      "Johann Dethardt ship drawing;1;Sophienburg Museum;pending"])


def t_census(r, dt):
    return ("1880 U.S. Census - Blanco County, Texas, Precinct 3 (transcription by C. Hartmann)\nNARA T9 roll 1292,"
            " page 14B\nHartmann, Friedrich  W M 48 farmer  b. Prussia\nHartmann, Sophie  W F 44 keeping house  b."
            " Hesse\nHartmann, Emil  W M 17 works on farm  b. Texas\nHartmann, Wilhelmine  W F 14  at school  b."
            " Texas\nHartmann, Otto  W M 9  b. Texas\nNeighbors: Weinheimer, Kneupper, Pehl")


def t_baptism(r, dt):
    return ("Kirchenbuch der Ev.-Luth. Gemeinde New Braunfels - Taufen 1847\n(scanned page, transcribed)\nNr. 31"
            " Catharina Elisabeth Schaefer, geb. 14. Maerz 1847, get. 4. April 1847\nEltern: Johann Heinrich Schaefer,"
            " Weber aus Nieder-Ohmen, und Anna Elisabeth geb. Klein\nPaten: Conrad Klein, Elisabeth Rompel\nPastor L."
            " C. Ervendberg")


def t_shiplist(r, dt):
    return ("Passenger list - brig Johann Dethardt, Bremen to Galveston, arrived 20 Nov 1845 (Adelsverein)\nSchaefer,"
            " Heinrich 36 weaver Nieder-Ohmen\nSchaefer, Elisabeth 31\nSchaefer, Conrad 9\nSchaefer, Marie 6\n"
            "Schaefer, Katharina 1\nKlein, Conrad 28 farmer\nSource: Geue, New Homes in a New Land, p. 142")


def t_letter1944(r, dt):
    return ("(scan of letter, family papers)\nCamp Swift, Texas\nMarch 3, 1944\nDear Mother and Dad,\nWell they finally"
            " gave us passes for Sunday so I will try to come home to Flat Creek if Walter can drive. The food is"
            " fine but not like yours. Tell Walter to watch the heifer with the bad eye. We ship out soon I think.\n"
            "Your loving son,\nHerbert Hartmann")


def t_gedcom(r, dt):
    return ("0 HEAD\n1 SOUR FTM\n2 VERS 2024\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n0 @I1@ INDI\n1 NAME Johann Heinrich"
            " /Schaefer/\n1 BIRT\n2 DATE 1809\n2 PLAC Nieder-Ohmen, Hessen\n1 DEAT\n2 DATE 12 AUG 1866\n2 PLAC"
            " Fredericksburg, Gillespie, Texas\n0 @I2@ INDI\n1 NAME Friedrich /Hartmann/\n1 BIRT\n2 DATE 1832\n2 PLAC"
            " Prussia\n0 @I3@ INDI\n1 NAME Emil /Hartmann/\n1 BIRT\n2 DATE 1863\n2 PLAC Blanco County, Texas\n0 TRLR\n")


def t_dna(r, dt):
    rows = ["Name,Shared cM,Segments,Predicted relationship,Tree,Notes"]
    names = ["D. Schaefer-Roos", "kweinheimer58", "Linda Pehl", "J. Klein (Germany)", "Mark Hartmann", "sbq_texas", "R. Rompel"]
    for n in names:
        cm = r.randint(28, 420)
        rows.append(f"{n},{cm},{max(2, cm // 30)},{'2nd-3rd cousin' if cm > 200 else '4th-6th cousin'},"
                    f"{r.choice(['public', 'none', 'private'])},{r.choice(['Schaefer line?', 'Hartmann side', '', 'Klein - Hessen'])}")
    return "\n".join(rows) + "\n"


def t_findagrave(r, dt):
    return ("Find a Grave notes\nFriedrich Hartmann 1832-1901, Flat Creek Cemetery, Blanco Co. - memorial 4118822,"
            " stone photo by 'cedarhiker'\nSophie Hartmann geb. Voigt 1836-1910 same cemetery\nEmil Hartmann 1863-1941"
            " - Zion Lutheran Cemetery Blanco\nJohann Heinrich Schaefer 1809-1866 - Der Stadt Friedhof, Fredericksburg\n")


# --------------------------------------------------------------------------- Cruise (Projects), Ireland (Archive)

def t_booking(r, dt):
    return ("CARNIVAL CRUISE LINE - Booking Confirmation\nBooking # 7H4K2P   Ship: Carnival Jubilee\n7-Day Western"
            " Caribbean from Galveston, TX - October 18 to October 25, 2026\nPorts: Cozumel, Costa Maya, Roatan\n"
            "Guests: Wayne Hartmann, Carolyn Hartmann  Stateroom 8412 Balcony (Cat. 8M)\nCruise fare $2,698.00"
            " Taxes & fees $412.38  Prepaid gratuities $448.00\nTotal $3,558.38  Deposit paid $500.00  Final payment due"
            " 07/20/2026\nSpecial occasion noted: 45th Wedding Anniversary\nBooked through Cruise Planners - Marcy"
            " Lindner, Boerne")


def t_deposit(r, dt):
    return (f"Cruise Planners - Marcy Lindner, Boerne TX\nPAYMENT RECEIPT {_us(dt)}\nCarnival booking 7H4K2P - Hartmann\n"
            "Deposit $500.00 VISA ****4410\nBalance due $3,058.38 by 07/20/2026\nAnniversary package (cake, photo,"
            " bottle of wine) added $59.95")


def t_insq(r, dt):
    return (f"Travel Guard - Quote {r.randint(1000000, 9999999)}  {_us(dt)}\nTrip: Carnival Jubilee Oct 18-25, 2026,"
            " Galveston\nTravelers: Wayne (65), Carolyn (63)   Trip cost $3,558.38\nDeluxe plan: trip cancellation"
            " 100%, medical $100,000, evacuation $1,000,000, pre-existing condition waiver if bought within 15 days of"
            " deposit\nPremium $312.00 for two\nNote: Wayne knee - pre-existing waiver important.")


def t_cruise_mail(r, dt):
    return _eml("Marcy Lindner <marcy.lindner@cruiseplanners.com>", CAROL, "Fwd:", dt,
                "Hi Carolyn,\nForwarding the Carnival confirmation for your anniversary sailing, booking 7H4K2P, stateroom"
                " 8412. Final payment is due July 20. Wayne's passport expires in November 2026 - Carnival accepts it for"
                " a closed-loop cruise but I'd renew it now. Shore excursions open 90 days before: the Roatan beach"
                " break and Cozumel snorkel are popular. Parking at Galveston Pier 10 is $130 for the week.\nMarcy")


def t_packing(r, dt):
    return ("packing\n- passports (W renewed?) + driver licenses\n- Carnival boarding passes 7H4K2P, luggage tags\n-"
            " knee brace, W's meds, my levothyroxine/atorvastatin/alendronate for 8 days\n- dress clothes for 2"
            " elegant nights - anniversary dinner Oct 21\n- sunscreen, snorkel, motion bands\n- $ for tips, Pier 10"
            " parking\n- leave key with Ray for the cows, feed schedule on fridge\n")


def t_cowsitter(r, dt):
    return ("Ray - cows while we are on the cruise Oct 17-26\n- check water troughs daily, float on the big tank sticks\n"
            "- 2 sacks cubes every other day in the north trap\n- heifers in the pens: hay in ring, 1 bale/4 days\n- Dr"
            " Kott 830-833-5521 if anything calves early\n- Travis can come Saturday\nThank you!! Wayne")


def t_excursions(r, dt):
    return "\n".join(["Port;Date;Excursion;Price pp;Notes", "Cozumel;Oct 21;Glass-bottom boat + beach;69;easy for knee",
                      "Costa Maya;Oct 22;Chacchoben Mayan ruins;89;walking - maybe", "Roatan;Oct 23;Mahogany Bay beach break;49;chairlift",
                      "Galveston;Oct 17;hotel night before - Hotel Galvez?;229;anniversary"])


def t_passport(r, dt):
    return (f"U.S. Department of State - Passport Application Status\n{_long(dt)}\nApplicant: WAYNE LEE HARTMANN\nForm"
            " DS-82 renewal by mail, received; fee $130.00 check 4431\nStatus: In Process. Routine service 4-6 weeks.\n"
            "Old passport (issued 11/2016) will be returned separately.")


def t_ire_itin(r, dt):
    return ("Ireland 2024 - our itinerary\nSep 9 fly AUS-DFW-DUB (American 90)\nSep 10-11 Dublin, Buswells Hotel -"
            " Trinity, Book of Kells (for me!)\nSep 12 pick up Hertz car, drive to Kilkenny\nSep 13-14 Killarney,"
            " Ring of Kerry\nSep 15-16 Dingle, Slea Head\nSep 17-18 Galway, Cliffs of Moher\nSep 19 back to Dublin,"
            " fly home Sep 20\n")


def t_bnb(r, dt):
    return ("Booking confirmation - Greenmount House, Dingle, Co. Kerry\nGuests: Carolyn & Wayne Hartmann\nCheck-in 15"
            " September 2024, check-out 17 September 2024 (2 nights)\nSuperior double with sea view, breakfast"
            " included\nTotal EUR 310.00, pay on arrival\nConfirmation no. 5518204377")


def t_hertz(r, dt):
    return ("HERTZ IRELAND - Dublin Airport\nRental agreement 771840022  Renter: HARTMANN WAYNE\nOut 12/09/2024 10:15"
            " In 19/09/2024 09:40\nToyota Corolla automatic, 1,214 km\nSuper cover (zero excess) EUR 252.00\nTotal"
            " EUR 688.40 charged VISA ****4410")


def t_ire_cost(r, dt):
    return "\n".join(["Item;Cost USD", "Flights AUS-DUB x2;2480", "Buswells Dublin 2 nt;540", "Kilkenny B&B;165",
                      "Killarney Lake Hotel 2 nt;430", "Greenmount House Dingle 2 nt;335", "Galway 2 nt;410", "Hertz car;745",
                      "Fuel + tolls;190", "Meals;1150", "Book of Kells + Guinness;120", "TOTAL;6565"])


# --------------------------------------------------------------------------- Estate (Projects)

def t_letters(r, dt):
    return ("No. 26-0142-P\nIN THE ESTATE OF GARY LEE HARTMANN, DECEASED\nIN THE COUNTY COURT OF KERR COUNTY, TEXAS\n"
            "LETTERS TESTAMENTARY\nWAYNE LEE HARTMANN, having been duly appointed INDEPENDENT EXECUTOR of the Estate of"
            f" Gary Lee Hartmann, Deceased, by order of this Court dated March 10, 2026, and having qualified, is"
            " authorized to act as such.\nIssued under my hand and seal of office.\nLinda Kaiser, County Clerk, Kerr"
            " County, Texas")


def t_deathcert(r, dt):
    return ("TEXAS DEPARTMENT OF STATE HEALTH SERVICES - CERTIFICATE OF DEATH (certified copy)\nDecedent: GARY LEE"
            " HARTMANN  Sex M  Date of death: January 9, 2026\nAge 68  Place of death: Peterson Regional Medical Center,"
            " Kerrville, Kerr County\nResidence: 512 Jefferson St, Kerrville TX 78028\nInformant: Wayne Lee Hartmann,"
            " brother\nCause: acute myocardial infarction\nFuneral home: Grimes Funeral Chapels, Kerrville")


def t_ein(r, dt):
    return ("Department of the Treasury, Internal Revenue Service\nCP 575 - WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION"
            " NUMBER\nDate of this notice: 03-18-2026  EIN 93-41188xx\nESTATE OF GARY LEE HARTMANN\nWAYNE L HARTMANN"
            " EXR\n1847 FLAT CREEK RD, BLANCO TX 78606\nForm 1041 - U.S. Income Tax Return for Estates and Trusts is"
            " due for your tax year.")


def t_estate_mail(r, dt):
    return _eml("Ellen Brandt <ebrandt@brandtmoellerlaw.com>", WAYNE, "Estate of Gary Hartmann - inventory", dt,
                "Wayne,\nThe Inventory, Appraisement and List of Claims is due to the Kerr County court by June 8"
                " (90 days from your qualification). I have the Kerrville house at the appraiser's $286,000 figure, the"
                " Security State Bank accounts and the 2018 Silverado. I still need the Fidelity statement for Gary's"
                " 401(k) and whether the life insurance named a beneficiary. Notice to creditors ran in the Kerrville"
                " Daily Times on March 19.\nEllen Brandt\nBrandt & Moeller PLLC, Kerrville")


def t_inventory(r, dt):
    return ("INVENTORY, APPRAISEMENT AND LIST OF CLAIMS - DRAFT\nEstate of Gary Lee Hartmann, Deceased - No. 26-0142-P,"
            " Kerr County\nReal property: house and lot, 512 Jefferson St, Kerrville (Lot 7, Blk 3, Tivy Addition)"
            " $286,000.00\nSecurity State Bank checking ****1190 $14,218.44\nSecurity State Bank savings ****1191"
            " $31,006.12\n2018 Chevrolet Silverado 1500 $24,500.00\nHousehold goods and tools $4,000.00\nFidelity 401(k)"
            " - passes by beneficiary designation, not estate\nClaims: Peterson Regional $3,412.00; Visa $1,887.20\n"
            "Total estate $359,724.56")


def t_estate_phones(r, dt):
    return ("Gary's stuff - phone #s\nEllen Brandt (attorney) 830-896-4410\nSecurity State Bank Kerrville - Tammy"
            " 830-257-1100\nKerr CAD (house) 830-895-5223\nrealtor Debbie Wolfe, Kerrville Realty 830-370-2811\n"
            "Grimes Funeral - paid\nKPUB - cancel electric after sale\nSocial Security - reported death 1/12\nFidelity"
            " 401k beneficiary dept 800-343-3548\n")


def t_bankclose(r, dt):
    return (f"SECURITY STATE BANK & TRUST - Kerrville\n{_long(dt)}\nEstate of Gary Lee Hartmann, Wayne L. Hartmann,"
            " Independent Executor\nPer your Letters Testamentary we have closed checking ****1190 and savings"
            " ****1191. Funds of $45,224.56 were transferred to the estate account ****4470 opened 03/20/2026 under EIN"
            " 93-41188xx.\nSincerely, Tammy Ruiz, Personal Banker")


def t_appraisal(r, dt):
    return ("UNIFORM RESIDENTIAL APPRAISAL REPORT - summary\nSubject: 512 Jefferson St, Kerrville, TX 78028\nClient:"
            " Estate of Gary L. Hartmann c/o Brandt & Moeller PLLC\nEffective date of value: January 9, 2026 (date of"
            " death)\n1,480 sf, 3 bed 2 bath, built 1964, fair condition\nOpinion of market value: $286,000\nAppraiser:"
            " Neal Kott, TX Cert. 1338xxx")


def t_listing(r, dt):
    return (f"RESIDENTIAL REAL ESTATE LISTING AGREEMENT (TXR-1101)\nSeller: Estate of Gary Lee Hartmann, by Wayne L."
            f" Hartmann, Independent Executor\nProperty: 512 Jefferson St, Kerrville TX 78028\nList price $295,000"
            f"  Term {_us(dt)} to {_us(dt + timedelta(days=180))}\nBroker: Kerrville Realty, agent Debbie Wolfe\n"
            "Commission 5.5%. Seller to clean out house and remove Gary's shop tools before showings.")


def t_estate_todo(r, dt):
    return ("# Gary estate - executor checklist\n\n- [x] death certificates (10) from Grimes\n- [x] will to Ellen Brandt,"
            " application for probate\n- [x] hearing March 10 - letters testamentary\n- [x] EIN, estate account at"
            " Security State\n- [x] notice to creditors, Kerrville Daily Times\n- [ ] inventory due June 8\n- [ ] list"
            " house with Debbie, clean out garage\n- [ ] transfer Silverado title (Travis wants it?)\n- [ ] Gary's final"
            " 1040 for 2025 + estate 1041 - Janet Vogel\n- [ ] distribute: 1/2 to Wayne, 1/2 split Travis and Jenna\n")


def t_creditors(r, dt):
    return ("NOTICE TO CREDITORS\nNotice is hereby given that original Letters Testamentary for the Estate of Gary Lee"
            " Hartmann, Deceased, were issued on March 10, 2026, in Cause No. 26-0142-P, pending in the County Court of"
            " Kerr County, Texas, to: Wayne Lee Hartmann. All persons having claims against this Estate are required"
            " to present them within the time and in the manner prescribed by law, c/o Brandt & Moeller PLLC, 820"
            " Water St, Kerrville TX 78028. Published Kerrville Daily Times, March 19, 2026.")


def t_garytax(r, dt):
    return ("Janet Vogel CPA - engagement note\nClients: Estate of Gary Lee Hartmann (EIN 93-41188xx), Wayne L."
            " Hartmann, executor\n1) Gary's final Form 1040 for 2025 (W-2 from Kerr County Road Dept, pension) - due"
            " 4/15/2026, extension filed\n2) Form 1041 for the estate, fiscal year beginning 1/9/2026\nFee estimate"
            " $1,100 - paid from estate account ****4470")


# --------------------------------------------------------------------------- Hay, School, San Marcos (Archive)

def t_hay_inv(r, dt):
    n = r.randint(40, 160)
    return (f"HARTMANN HAY - Flat Creek Rd, Blanco TX - (830) 833-2207\nINVOICE  {_us(dt)}\nSold to: {r.choice(['Lazy K Horse Boarding, Wimberley', 'Sandra Fuchs, Dripping Springs', 'Blanco Feed & Ranch Supply', 'Hays County 4-H barn'])}\n"
            f"{n} square bales coastal bermuda, 2nd cutting, ~60 lb @ $9.50  {_usd(n * 9.5)}\nDelivery 18 mi  $45.00\n"
            f"TOTAL {_usd(n * 9.5 + 45)}   Pay to Wayne Hartmann - thank you!")


def t_hay_sales(r, dt):
    rows = ["date,customer,bales,type,price,paid"]
    for i in range(10):
        rows.append(f"2019-{r.randint(5, 10):02d}-{r.randint(1, 28):02d},{r.choice(['Lazy K', 'S. Fuchs', 'Blanco Feed', 'R. Dietert', '4-H barn', 'Weinheimer'])},"
                    f"{r.randint(20, 200)},{r.choice(['square coastal', 'round 5x6', 'square coastal'])},{r.choice([9.5, 9.5, 70])},yes")
    return "\n".join(rows) + "\n"


def t_baler(r, dt):
    return ("BILL OF SALE\nSeller: Wayne L. Hartmann, Blanco TX\nBuyer: Kyle Hoffmann, Harper TX\nItem: New Holland"
            " BC5070 small square baler, s/n YDN104xxx, with bale accumulator\nPrice: $14,500.00 paid by cashier's"
            " check\nSold as is, where is. Date: August 22, 2020\nSigned Wayne Hartmann / Kyle Hoffmann")


def t_hay_customers(r, dt):
    return ("Hay customers (2019)\nLazy K Horse Boarding - Kim 512-847-xxxx - 150 sq/month in winter\nSandra Fuchs -"
            " 4 horses, 40 sq\nBlanco Feed - takes rounds on consignment\n4-H barn Hays County - show hay, 2nd cut only\n"
            "Weinheimer - rounds 20/yr\nprice: squares 9.50, rounds 70, delivery 45\n")


def t_lib_report(r, dt):
    return ("Miller Middle School Library - Annual Report 2020-2021\nSan Marcos CISD - Librarian: Carolyn Hartmann\n"
            "Circulation 18,420 (down 31% - remote learning); e-book checkouts on Sora 6,112\nCollection 14,880 titles;"
            " weeded 1,140; added 862 (Texas Bluebonnet and Lone Star lists)\nClasses taught: digital citizenship to all"
            " 6th grade; research skills with 7th grade Texas history\nBudget $9,400 spent; book fair profit $2,310")


def t_resign(r, dt):
    return ("February 14, 2022\n\nDr. Mark Eads, Principal\nMiller Middle School, San Marcos CISD\n\nDear Dr. Eads,\n\n"
            "After 28 years with San Marcos CISD, 19 of them in the Miller library, I am writing to let you know that"
            " I will retire at the end of this school year, effective May 27, 2022. It has been the joy of my life to"
            " put the right book in a twelve-year-old's hands.\n\nWith gratitude,\nCarolyn Hartmann, Librarian")


def t_bookorder(r, dt):
    return "\n".join(["Title;Author;Qty;Price;List", "The Crossover;Kwame Alexander;2;9.99;Lone Star",
                      "Restart;Gordon Korman;3;8.49;Bluebonnet", "New Kid;Jerry Craft;3;12.99;Lone Star",
                      "Echo;Pam Munoz Ryan;1;11.50;", "Wonder;R.J. Palacio;2;8.99;", "Mentor Texas order - Miller MS library Sept 2021;;;;"])


def t_closing(r, dt):
    return ("SETTLEMENT STATEMENT (ALTA) - Seller\nFile 19-0611 Independence Title, San Marcos\nSeller: Wayne L. and"
            " Carolyn S. Hartmann\nProperty: 418 Belvin St, San Marcos, TX 78666\nSettlement date: June 21, 2019\nSale"
            " price $312,500.00\nPayoff Wells Fargo Home Mortgage -$41,880.12\nCommission 6% -$18,750.00\nTitle policy"
            " -$1,912.00  Prorated taxes -$3,204.77\nDue to seller $246,753.11")


def t_sm_listing(r, dt):
    return ("Coldwell Banker - Listing Agreement\n418 Belvin St, San Marcos TX 78666\nSellers: Wayne & Carolyn Hartmann\n"
            "List price $324,900  from 04/02/2019\nAgent: Rosa Esparza\n3 bed 2 bath 1,840 sf, 1950s, near Texas State,"
            " historic district")


def t_moving(r, dt):
    return ("moving - Belvin St to Flat Creek\n- Two Men and a Truck June 24 - $2,180 estimate\n- forward mail USPS\n-"
            " SMTX utilities shut off 6/21\n- leave garage door openers, keys with Rosa\n- Carolyn's books: 41 boxes!!\n")


def t_oldrecipe(title, text):
    return f"{title}\n\n{text}\n"


RECIPES = {
    "Kolaches (Grandma Schaefer).docx": ("Kolaches - Grandma Schaefer", "Dough: 2 pkg yeast, 1/2 c warm water, 1 c"
                                         " scalded milk, 1/2 c butter, 1/2 c sugar, 2 eggs, 5 c flour. Fillings:"
                                         " apricot, poppy seed, cream cheese. Bake 375F 12-15 min."),
    "German potato salad.txt": ("German potato salad", "3 lb red potatoes, 6 slices bacon, 1 onion, 1/2 c cider"
                                " vinegar, 2 T sugar, celery seed. Serve warm - for church potlucks."),
    "brisket rub.txt": ("Wayne's brisket rub", "1/2 c coarse pepper, 1/4 c kosher salt, 2 T garlic powder. Post oak,"
                        " 250F, wrap at 165 in butcher paper."),
    "Peach cobbler.docx": ("Fredericksburg peach cobbler", "6 c sliced peaches (Stonewall), 1 c sugar, 1 stick"
                           " butter melted in 9x13, 1 c flour, 1 c milk, 2 tsp baking powder. 350F 45 min."),
    "Venison chili.txt": ("Venison chili", "2 lb ground venison, 1 lb pork sausage, 3 T chili powder, cumin,"
                          " Ro-Tel, no beans. Simmer 2 hrs."),
    "Pecan pie.docx": ("Pecan pie", "1 c dark Karo, 3 eggs, 1 c sugar, 2 T butter, 1 tsp vanilla, 1 1/2 c pecans"
                       " from the creek trees. 350F 60 min."),
}


def _ago(y: int, m: int, d: int) -> int:
    return (NOW.replace(tzinfo=None) - datetime(y, m, d)).days


def _txt(s: str):
    return lambda r, dt: s


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

    def ds(age: float) -> str:
        return (NOW - timedelta(days=age)).strftime("%Y-%m-%d")

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    DL, DT, SC, MI = "Downloads", "Desktop", "Documents/HP Scans", "Documents/Misc"
    PH = "Pictures/iPhone Import"

    # ------------------------------------------------------------ Ranch (Areas)
    d = "Documents/Ranch"
    for age in (27, 97, 230, 398, 612):
        add(f"{d}/Cattle Sales/Gillespie settlement {ds(age)}.pdf", A, "Ranch", age, t_sale)
    add(f"{d}/Cattle Sales/calf sales 2025.xlsx", A, "Ranch", 150, lambda r, dt: "Date;Head;Kind;Avg wt;$/cwt;Net\n" + "\n".join(
        f"2025-{m:02d}-{r.randint(1, 28):02d};{r.randint(2, 7)};{r.choice(['steers', 'heifers', 'cull cow'])};"
        f"{r.randint(450, 1200)};{r.uniform(140, 360):.2f};{r.uniform(2500, 9000):.2f}" for m in (3, 5, 9, 10, 11)))
    add(f"{d}/Herd/cow list.csv", A, "Ranch", 40, t_herd)
    add(f"{d}/Herd/calving 2025.txt", A, "Ranch", 420, t_cownotes)
    for i, age in enumerate((12, 44, 75, 133)):
        add(f"{d}/Feed/Blanco Feed invoice {88990 - i * 37}.pdf", A, "Ranch", age, t_feed)
    add(f"{d}/Feed/feed account 2025.xlsx", A, "Ranch", 140, lambda r, dt: "Month;Cubes;Hay;Mineral;Total\n" + "\n".join(
        f"{m};{r.randint(200, 900)};{r.randint(0, 1100)};{r.randint(40, 240)};" for m in
        ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")))
    for age in (33, 210, 388):
        add(f"{d}/Vet/Pedernales LAC {ds(age)}.pdf", A, "Ranch", age, t_vet)
    add(f"{d}/Vet/Bangs vaccination certificates 2025.pdf", A, "Ranch", 235, _txt(
        "TEXAS ANIMAL HEALTH COMMISSION - Official Calfhood Vaccination Record (VS 4-26)\nOwner: Wayne Hartmann, Blanco"
        " County premises ID 00TX4418H\n9 heifers, RB51, orange official tags 74UAT1180-1188, right-ear tattoo R V 5\n"
        "Accredited veterinarian: Jim Kott DVM, Pedernales Large Animal Clinic"))
    for age in (182, 365):
        add(f"{d}/Farm Credit/Capital Farm Credit statement {ds(age)[:7]}.pdf", A, "Ranch", age, t_fcs)
    add(f"{d}/Ag Exemption/ag use questionnaire 2025.pdf", A, "Ranch", 300, t_agval)
    add(f"{d}/Ag Exemption/1-d-1 application 2019.pdf", A, "Ranch", _ago(2019, 8, 1), _txt(
        "APPLICATION FOR 1-D-1 (OPEN-SPACE) AGRICULTURAL APPRAISAL - Form 50-129\nBlanco County Appraisal District\n"
        "Property owner: Wayne L. & Carolyn S. Hartmann - 200 ac Flat Creek Rd (inherited from Walter Hartmann 2018)\n"
        "Current use: cattle grazing (cow-calf), 35 animal units; hay meadow 30 ac (coastal bermuda)\nAg use for 5 of"
        " the last 7 years: yes - Walter Hartmann, then W. Hartmann\nSigned 07/29/2019"))
    add(f"{d}/Ag Exemption/Ag Timber number renewal.pdf", A, "Ranch", 160, _txt(
        "Texas Comptroller of Public Accounts - Agricultural and Timber Registration Number\nRegistrant: WAYNE L"
        " HARTMANN, 1847 Flat Creek Rd, Blanco TX\nAg/Timber No. 0281xxxxx renewed - expires 12/31/2029\nUse it"
        " to claim sales tax exemption on feed, fencing, seed and qualifying farm machinery."))
    add(f"{d}/Lease/Dietert grazing lease 2026.docx", A, "Ranch", 150, t_lease)
    add(f"{d}/Lease/Dietert grazing lease 2024.docx", A, "Ranch", 880, t_lease)
    add(f"{d}/Lease/lease payments.xlsx", A, "Ranch", 130, _txt("Date;From;Amount;Check\n2024-01-15;R Dietert;750;2281\n"
        "2024-07-15;R Dietert;750;2340\n2025-01-15;R Dietert;750;2407\n2025-07-16;R Dietert;750;2466\n2026-01-15;R Dietert;750;2530"))
    add(f"{d}/Equipment/Priefert S04 chute receipt.pdf", A, "Ranch", 510, _txt(
        "PRIEFERT dealer: Blanco Feed & Ranch Supply\nS04 squeeze chute with neck extender, manual headgate\n$6,450.00"
        " ag exempt\nSold to Wayne Hartmann 01/2025. Warranty registration card mailed."))
    add(f"{d}/Equipment/equipment list.xlsx", A, "Ranch", 90, _txt(
        "Item;Bought;Cost;Notes\nPriefert S04 chute;2025;6450;\nW-W alley + tub;2019;3800;\nHay rings (4);2021;960;\n"
        "Shredder Bush Hog 2615;2018;11200;\nStock trailer Gooseneck 20ft;2014;9500;\nCreep feeder;2022;1450;"))
    for age in (60, 205):
        add(f"{d}/Receipts/TSC {ds(age)}.pdf", A, "Ranch", age, t_tsc)
    add(f"{d}/brand registration Blanco County.pdf", A, "Ranch", 1200, _txt(
        "BLANCO COUNTY CLERK - Certificate of Mark and Brand\nOwner: Wayne L. Hartmann\nBrand: H-bar-H, left hip\n"
        "Recorded Vol. 4 p. 118. Renewal required every 10 years (next 2031)."))
    # hard
    add(f"{DL}/document (3).pdf", A, "Ranch", 9, t_sale, True)
    add(f"{DL}/export (2).csv", A, "Ranch", 35, t_herd, True)
    add(f"{DL}/statement.pdf", A, "Ranch", 14, t_fcs, True)
    add(f"{DL}/Invoice_88213.pdf", A, "Ranch", 21, t_feed, True)
    add(f"{DL}/ReceiptView.pdf", A, "Ranch", 48, t_tsc, True)
    add(f"{DL}/Untitled.pdf", A, "Ranch", 290, t_agval, True)
    add(f"{DT}/New Text Document.txt", A, "Ranch", 70, t_cownotes, True)
    add(f"{DT}/todo.txt", A, "Ranch", 5, t_todo, True)
    add(f"{SC}/scan0012.pdf", A, "Ranch", 96, t_vet, True)
    add(f"{SC}/scan0022.pdf", A, "Ranch", 148, t_lease, True)
    add(f"{PH}/Scanned Document.pdf", A, "Ranch", 18, t_feed, True)
    # resources
    for name, title, body in [
        ("AgriLife_Drought_Management_Beef_Cattle.pdf", "Drought Management Strategies for Beef Cattle",
         "Destock early: sell open cows and late calvers first. Creep-feed and early-wean calves at 150-180 days."),
        ("E-621 Stocking Rate Edwards Plateau.pdf", "Stocking Rates for the Edwards Plateau",
         "A typical Hill Country range needs 20-35 acres per animal unit; one AU is a 1,000 lb cow and her calf."),
        ("ashe-juniper-cedar-control.pdf", "Brush Busters: How to Control Ashe Juniper (Cedar)",
         "Cut cedar below the lowest green limb; small trees can be removed with loppers or a grubber."),
        ("Prussic acid poisoning sorghum.pdf", "Prussic Acid Poisoning in Livestock",
         "Do not graze sorghum-sudan until 18-24 inches tall; wait 7 days after a killing frost."),
        ("BCS body condition scoring beef cows.pdf", "Body Condition Scoring Beef Cows",
         "Cows should calve at BCS 5-6; thin cows rebreed late. Score ribs, hooks, pins and tailhead."),
    ]:
        add(f"{DL}/{name}", R, "Ranch", r.randint(30, 700), t_article(title, body))
    add(f"{d}/Reading/Texas cattle market outlook 2026.pdf", R, "Ranch", 120, _txt(
        "Texas Cattle Market Outlook 2026 - David Anderson, AgriLife Economics\nThe U.S. cow herd is the smallest since"
        " 1951; feeder cattle prices remain near record. Heifer retention has barely begun; screwworm border closures"
        " kept Mexican feeders out most of 2025."))
    add(f"{d}/Reading/fence building guide.pdf", R, "Ranch", 800, _txt(
        "Building Livestock Fences - Red Brand\nH-brace corners: 8 ft post, 4 ft deep, brace 8 ft, twisted double"
        " wire. Barbed wire: 5 strands, T-posts every 12-16 ft, stays between."))

    # ------------------------------------------------------------ Finance (Areas)
    d = "Documents/Finance"
    for age in (2, 32, 63, 93):
        add(f"{d}/Bank Statements/PSB statement {ds(age)[:7]}.pdf", A, "Finance", age, t_bank)
    add(f"{d}/Social Security/SSA COLA letter 2026.pdf", A, "Finance", 170, t_ssa)
    add(f"{d}/Social Security/benefit verification letter.pdf", A, "Finance", 480, _txt(
        "Social Security Administration - Benefit Verification Letter\nWAYNE L HARTMANN\nYou are entitled to monthly"
        " retirement benefits beginning February 2023. Your monthly benefit for 2025 is $2,463.00 before deductions."))
    add(f"{d}/TRS/TRS annual statement 2025.pdf", A, "Finance", 140, t_trs)
    add(f"{d}/TRS/TRS retirement application 2022.pdf", A, "Finance", _ago(2022, 3, 1), _txt(
        "TRS 18 - Application for Service Retirement\nMember: Carolyn S. Hartmann  Employer: San Marcos CISD\n"
        "Retirement date: June 1, 2022  Service credit 28.0 years\nPlan of payment: Option 4 - 66 2/3% joint and"
        " survivor, beneficiary Wayne L. Hartmann (spouse consent notarized)\nTRS-Care enrollment: Standard plan"))
    add(f"{d}/TRS/TRS 1099-R and withholding change.docx", A, "Finance", 400, _txt(
        "Note to self - TRS withholding\nChanged federal withholding on the TRS annuity to $276.27/month (W-4P) after"
        " Janet said we underpaid in 2023. Called TRS 1-800-223-8778, confirmation 5528841."))
    for q, age in (("Q4 2025", 150), ("Q1 2026", 60)):
        add(f"{d}/Edward Jones/EJ IRA statement {q}.pdf", A, "Finance", age, t_ira)
    add(f"{d}/budget 2026.xlsx", A, "Finance", 140, t_budget)
    add(f"{DL}/export.csv", A, "Finance", 6, t_bankcsv, True)
    add(f"{DL}/document (4).pdf", A, "Finance", 165, t_ssa, True)
    add(f"{DL}/Statement (1).pdf", A, "Finance", 58, t_ira, True)
    add(f"{SC}/scan0003.pdf", A, "Finance", 430, t_trs, True)
    add(f"{DT}/Book2.xlsx", A, "Finance", 30, t_budget, True)

    # ------------------------------------------------------------ Taxes (Areas)
    d = "Documents/Taxes"
    for y in (2023, 2024, 2025):
        age = _ago(y + 1, 4, 2)
        add(f"{d}/{y}/1040 {y} Hartmann.pdf", A, "Taxes", age, t_1040(y))
        add(f"{d}/{y}/Schedule F organizer {y}.xlsx", A, "Taxes", age + 20, t_schf_org(y))
        add(f"{d}/{y}/1099-R TRS {y}.pdf", A, "Taxes", age + 60, t_1099r(y))
        add(f"{d}/{y}/SSA-1099 {y}.pdf", A, "Taxes", age + 62, t_ssa1099(y))
        add(f"{d}/Property Tax/Blanco County property tax {y}.pdf", A, "Taxes", _ago(y + 1, 1, 28), t_proptax(y))
    add(f"{d}/Property Tax/Notice of appraised value 2026.pdf", A, "Taxes", 40, _txt(
        "BLANCO COUNTY APPRAISAL DISTRICT - NOTICE OF APPRAISED VALUE 2026\nProperty ID R14418  HARTMANN WAYNE L &"
        " CAROLYN S\nLand market 1,688,000  Ag (1-d-1) 42,100  Improvements 318,650 (2025: 279,500)\nProtest deadline"
        " May 15, 2026. Over-65 exemption added for 2026 (W. Hartmann turned 65)."))
    add(f"{d}/2025/Vogel CPA invoice 2025 return.pdf", A, "Taxes", 55, _txt(
        "Janet Vogel, CPA - 108 Main St, Johnson City TX\nInvoice 26-0214 - Wayne & Carolyn Hartmann\n2025 Form 1040"
        " with Schedule F, depreciation (chute, tractor), Texas ag records review $685.00\nPaid check 4429"))
    add(f"{DL}/form.pdf", A, "Taxes", 120, t_1099r(2025), True)
    add(f"{SC}/scan0021.pdf", A, "Taxes", 124, t_proptax(2025), True)
    add(f"{DL}/RE_ question.eml", A, "Taxes", 80, t_cpa_mail, True)
    add(f"{MI}/letter.docx", A, "Taxes", 22, t_protest, True)
    add(f"{DT}/New Text Document (4).txt", A, "Taxes", 110, t_checklist, True)

    # ------------------------------------------------------------ Health (Areas)
    d = "Documents/Medical"
    add(f"{d}/Wayne/MRI right knee.pdf", A, "Health", 200, t_mri)
    add(f"{d}/Wayne/Hill Country Ortho visit 2026-04.pdf", A, "Health", 45, _txt(
        "Hill Country Orthopaedics - Visit Summary\nPatient: Wayne L Hartmann  Provider: Anil Patel MD\nDx: primary"
        " osteoarthritis right knee (M17.11)\nPlan: 3rd cortisone injection given; discussed total knee arthroplasty"
        " - patient prefers to wait until after October travel. PT 2x/week x 6 weeks. Return 3 months."))
    for age in (30, 95):
        add(f"{d}/Wayne/Medicare Summary Notice {ds(age)[:7]}.pdf", A, "Health", age, t_msn)
    add(f"{d}/Wayne/Welcome to Medicare card letter.pdf", A, "Health", 190, _txt(
        "Centers for Medicare & Medicaid Services - Welcome to Medicare\nWAYNE L HARTMANN  Medicare Number 4TK7-XX2-XX18"
        "\nHospital (Part A) coverage starts 01-01-2026; Medical (Part B) coverage starts 01-01-2026\nKeep your card."))
    add(f"{d}/Wayne/Plan G enrollment Mutual of Omaha.pdf", A, "Health", 185, t_medigap)
    add(f"{d}/Wayne/Wellcare Part D ID.pdf", A, "Health", 180, _txt(
        "Wellcare Value Script (PDP) - Member ID card\nMember: WAYNE HARTMANN  ID 81144180  RxBIN 004336 RxGRP"
        " WCARE\nEffective 01/01/2026  Monthly premium $7.80"))
    add(f"{d}/Carolyn/medication list.docx", A, "Health", 25, t_rx)
    add(f"{d}/Carolyn/TRS-Care ID card.pdf", A, "Health", 700, _txt(
        "TRS-Care Standard - administered by Blue Cross and Blue Shield of Texas\nMember: CAROLYN S HARTMANN  ID"
        " TRS6630xxx  Group 191005\nPCP: Laura Mendez MD  Rx: Express Scripts"))
    add(f"{d}/Carolyn/mammogram 2025.pdf", A, "Health", 260, _txt(
        "Baylor Scott & White - Marble Falls Imaging\nScreening mammogram bilateral - CAROLYN HARTMANN DOB 08/22/1962\n"
        "BI-RADS 1: Negative. Recommend annual screening."))
    add(f"{d}/Carolyn/lab results 2026-02.pdf", A, "Health", 110, _txt(
        "Blanco Family Medicine - Lab results\nCarolyn S. Hartmann\nTSH 2.41 (0.45-4.5)  LDL 94  HDL 61  A1c 5.6\n"
        "Vitamin D 38. Continue levothyroxine 75 mcg and atorvastatin 20 mg. - Dr. Mendez"))
    add(f"{d}/Carolyn/Medicare for me 2027.docx", A, "Health", 15, _txt(
        "Carolyn - Medicare planning\nI turn 65 on 8/22/2027 - enrollment window May-Nov 2027\nTRS-Care Medicare"
        " Advantage vs Plan G like Wayne? TRS-Care MA is $0 premium for me (retired 2022, 28 yrs)\nPart D included"
        " in TRS-Care MA. Ask at the TRS webinar in the fall."))
    add(f"{DL}/document (1).pdf", A, "Health", 28, t_msn, True)
    add(f"{DL}/report.pdf", A, "Health", 198, t_mri, True)
    add(f"{DL}/print.pdf", A, "Health", 150, _txt(
        "Wellcare Value Script 2026 - Drug price check\nMember: Wayne Hartmann - plan compare for Carolyn's"
        " 2027 enrollment\nLevothyroxine 75mcg tab  Tier 1  $0 preferred pharmacy (H-E-B)\nAtorvastatin 20mg  Tier 1  $0\n"
        "Alendronate 70mg  Tier 1  $2\nMeloxicam 15mg (Wayne, knee)  Tier 1  $0\nEstimated annual cost $96"), True)
    add(f"{SC}/scan0015.pdf", A, "Health", 184, t_medigap, True)
    add(f"{SC}/scan0030.pdf", A, "Health", 26, t_rx, True)
    add(f"{DT}/notes.txt", A, "Health", 47, t_kneeq, True)
    add(f"{PH}/Scanned Document 3.pdf", A, "Health", 38, t_pt, True)
    add(f"{DL}/AAOS_Total_Knee_Replacement_Guide.pdf", R, "Health", 44, _txt(
        "American Academy of Orthopaedic Surgeons - OrthoInfo\nTotal Knee Replacement\nMost patients can resume"
        " everyday activities 3 to 6 weeks after surgery. More than 90% of replacements still function well 15 years"
        " later. Prepare your home: remove throw rugs, install a raised toilet seat."))

    # ------------------------------------------------------------ Home (Areas)
    d = "Documents/House"
    for age in (85, 205):
        add(f"{d}/Septic/ATU inspection {ds(age)}.pdf", A, "Home", age, t_septic)
    add(f"{d}/Septic/maintenance contract 2026.pdf", A, "Home", 92, _txt(
        "HILL COUNTRY SEPTIC SERVICES - Maintenance Contract (TCEQ 30 TAC 285.91)\nOwner: Wayne Hartmann, 1847 Flat"
        " Creek Rd, Blanco\nAerobic system, permit OSSF-BC-2008-114\nTerm 03/01/2026 - 02/28/2027, 3 inspections,"
        " $285.00 paid\nHomeowner adds chlorine tablets; pump-out not included."))
    add(f"{d}/Well/water test 2025.pdf", A, "Home", 330, t_water)
    add(f"{d}/Well/Burgess pump replacement 2017.pdf", A, "Home", _ago(2019, 7, 2), _txt(
        "BURGESS WATER WELL & PUMP - Johnson City\nInvoice 17-0388  Customer: Walter Hartmann (Wayne Hartmann)\n"
        "Pull and replace pump at 400 ft: Goulds 15GS15 1.5 HP, 1-1/4 poly drop, new wire and torque arrestor\n"
        "$4,870.00  Warranty 3 yr"))
    for age in (8, 38, 69):
        add(f"{d}/PEC/PEC bill {ds(age)[:7]}.pdf", A, "Home", age, t_pec)
    for age in (140, 260):
        add(f"{d}/Propane/Blanco Propane {ds(age)}.pdf", A, "Home", age, t_propane)
    add(f"{d}/house repairs.xlsx", A, "Home", 75, _txt(
        "Date;Job;Who;Cost\n2024-05;AC service + capacitor;Fritz Air;285\n2024-11;water heater element;Wayne;48\n"
        "2025-03;pressure tank replaced;Burgess;1120\n2025-08;roof screws + sealant;Wayne;160\n2026-02;softener resin;Culligan;390"))
    for n, t in (("Goulds GS submersible pump manual.pdf", "Goulds Water Technology - GS Series submersible pumps"
                  " installation, operation and maintenance. Check valve every 200 ft of drop pipe."),
                 ("Aerobic system homeowner manual.pdf", "Clearstream 500N aerobic wastewater treatment plant - owner's"
                  " manual. Do not use bleach in large amounts; keep the alarm breaker on."),
                 ("Whirlpool WTW5000 washer manual.pdf", "Whirlpool top-load washer - use and care guide. Clean washer"
                  " cycle monthly with affresh.")):
        add(f"{d}/Manuals/{n}", R, "Home", r.randint(200, 1500), _txt(t))
    add(f"{DL}/download.pdf", A, "Home", 12, t_septic, True)
    add(f"{SC}/scan0014.pdf", A, "Home", 332, t_water, True)
    add(f"{MI}/info.txt", A, "Home", 300, t_homeinfo, True)

    # ------------------------------------------------------------ Insurance, Vehicles (Areas)
    d = "Documents/Insurance"
    for y, age in ((2025, 420), (2026, 55)):
        add(f"{d}/Farm Bureau farm and ranch {y}.pdf", A, "Insurance", age, t_fb)
    add(f"{d}/Farm Bureau auto 2026.pdf", A, "Insurance", 100, t_auto)
    add(f"{d}/Farm Bureau auto 2025.pdf", A, "Insurance", 280, t_auto)
    add(f"{DL}/document (5).pdf", A, "Insurance", 54, t_fb, True)
    d = "Documents/Trucks and Tractor"
    add(f"{d}/F-250 registration 2026.pdf", A, "Vehicles", 50, t_reg)
    add(f"{d}/F-250 Hill Country Ford 2025.pdf", A, "Vehicles", 240, t_truck)
    add(f"{d}/Tacoma oil change.pdf", A, "Vehicles", 130, _txt(
        "TOYOTA OF BOERNE - Service\n2019 Tacoma SR5 VIN 3TMCZ5AN2KM...2207  Mileage 48,210\nSynthetic oil change,"
        " tire rotation, cabin filter  $142.18\nCustomer: Carolyn Hartmann"))
    add(f"{d}/Tacoma title.pdf", A, "Vehicles", 2000, _txt(
        "STATE OF TEXAS CERTIFICATE OF TITLE\n2019 TOYOTA TACOMA  VIN 3TMCZ5AN2KM...2207\nOwner: CAROLYN S HARTMANN"
        "\nLienholder: none (released 2023)"))
    add(f"{d}/JD 5065E service 2025.pdf", A, "Vehicles", 300, t_tractor)
    add(f"{d}/vehicle log.xlsx", A, "Vehicles", 20, _txt(
        "Vehicle;Item;Due;Done\nF-250;inspection + registration;04/2026;yes\nF-250;oil 7500 mi;158000;\nTacoma;inspection;09/2026;\n"
        "5065E;500 hr service;1250 h;yes\n5065E;front tire;;leaks"))
    add(f"{d}/JD 5065E operator manual.pdf", R, "Vehicles", 1100, _txt(
        "JOHN DEERE 5045E, 5055E, 5065E, 5075E Tractors - Operator's Manual OMLVU2xxxx\nDaily: check engine oil,"
        " coolant, air filter restriction indicator. Every 500 hours: change hydraulic/transmission filter."))
    add(f"{DL}/receipt.pdf", A, "Vehicles", 50, t_reg, True)
    add(f"{SC}/scan0026.pdf", A, "Vehicles", 238, t_truck, True)
    add(f"{DL}/document (6).pdf", A, "Vehicles", 298, t_tractor, True)

    # ------------------------------------------------------------ Church, Library Friends (Areas)
    d = "Documents/Church"
    for age in (20, 80, 400):
        add(f"{d}/Property Committee/minutes {ds(age)}.docx", A, "Church", age, t_church_min)
    for y in (2024, 2025):
        add(f"{d}/giving statement {y}.pdf", A, "Church", _ago(y + 1, 1, 20), t_giving(y))
    add(f"{d}/Altar Guild schedule summer 2026.docx", A, "Church", 16, t_altar)
    add(f"{d}/church directory 2025.pdf", A, "Church", 360, _txt(
        "Zion Lutheran Church Blanco - Member Directory 2025\nEhlers, Rev. Mark & Susan - parsonage\nHartmann, Wayne &"
        " Carolyn - 1847 Flat Creek Rd - 830-833-2207\nKneupper, Ed & Betty\nMoeller, Lorraine\nPehl, Ruth"))
    add(f"{d}/council report property.docx", A, "Church", 50, _txt(
        "Report to Church Council - Property Committee (W. Hartmann)\nAC for fellowship hall: recommend Fritz Air,"
        " $8,900, from building fund.\nCemetery fence repaired April 18 work day, 9 volunteers.\nRequest $600 for gutters."))
    add(f"{DL}/minutes (1).docx", A, "Church", 78, t_church_min, True)
    add(f"{SC}/scan0018.pdf", A, "Church", 125, t_giving(2025), True)
    add(f"{MI}/new 1.txt", A, "Church", 65, _txt(
        "property cmte - Sat work day\n- cemetery fence E side: 6 joints pipe from my barn leftovers, welder from Ed\n"
        "- Lorraine bringing kolaches\n- parsonage water heater - Pastor Ehlers says leaking\n- ask council about"
        " fellowship hall AC $8,900 Fritz\n"), True)
    d = "Documents/Friends of Library"
    for age in (10, 40, 102, 165):
        add(f"{d}/Minutes/FOL minutes {ds(age)}.docx", A, "Library Friends", age, t_fol_min)
    add(f"{d}/Newsletter/Bookmarks spring 2026.docx", A, "Library Friends", 70, t_newsletter)
    add(f"{d}/Newsletter/Bookmarks fall 2025.pdf", A, "Library Friends", 240, t_newsletter)
    add(f"{d}/Book Sale/book sale spring 2026.xlsx", A, "Library Friends", 52, t_booksale)
    add(f"{d}/Book Sale/book sale fall 2025.xlsx", A, "Library Friends", 235, t_booksale)
    add(f"{d}/Book Sale/fall sale volunteers.docx", A, "Library Friends", 8, _txt(
        "Fall Book Sale Oct 2-3 - volunteer sign-up\nSetup Thu Oct 1 3-6 pm: Carolyn, Jim Wells, Ellen Boos, ___\n"
        "Fri cashbox: Pat Sultemeier\nSat bag sale: Donna Frey\nLeftovers to Half Price Books Mon"))
    add(f"{d}/membership list 2026.xlsx", A, "Library Friends", 100, _txt(
        "Name;Type;Paid;Email\nDonna Frey;family;25;dfrey.blanco@yahoo.com\nPat Sultemeier;individual;15;\nJim Wells;"
        "individual;15;\nEllen Boos;family;25;\nCarolyn & Wayne Hartmann;family;25;\nAmy Reyes (librarian);honorary;0;"))
    add(f"{DL}/minutes.docx", A, "Library Friends", 41, t_fol_min, True)
    add(f"{DL}/newsletter.pdf", A, "Library Friends", 68, t_newsletter, True)
    add(f"{DL}/message (2).eml", A, "Library Friends", 7, t_fol_mail, True)
    add(f"{DT}/Document1.docx", A, "Library Friends", 50, t_fol_thanks, True)
    add(f"{MI}/Untitled spreadsheet.xlsx", A, "Library Friends", 51, t_booksale, True)

    # ------------------------------------------------------------ Barn (Projects)
    d = "Documents/New Barn"
    for i, age in enumerate((150, 144, 139)):
        add(f"{d}/Bids/{BIDS[i][0]} bid.pdf", P, "Barn", age, t_bid(i))
    add(f"{d}/Permit/development permit application.pdf", P, "Barn", 100, t_permit)
    add(f"{d}/Permit/surveyor elevation letter.pdf", P, "Barn", 104, _txt(
        "Hill Country Land Surveying - Elevation Certificate Letter\nHartmann barn site, 1847 Flat Creek Rd\nProposed"
        " finished floor 1,372.5 ft NAVD88; BFE Flat Creek 1,366.0 ft; pad is outside Zone A. - R. Stehling RPLS"))
    add(f"{d}/Contract/HCSS contract.pdf", P, "Barn", 90, t_contract)
    add(f"{d}/Invoices/draw 1 deposit.pdf", P, "Barn", 88, _txt(
        "HILL COUNTRY STEEL STRUCTURES LLC\nINVOICE #2026-071\nBill to: Wayne Hartmann\nDraw 1 of 4 - 30% deposit on"
        " 40x60 barn contract  $20,520.00\nPaid check 4425 - thank you"))
    add(f"{d}/barn budget.xlsx", P, "Barn", 4, t_barn_budget)
    add(f"{d}/PEC new service request.pdf", P, "Barn", 60, t_pec_req)
    add(f"{d}/site plan notes.txt", P, "Barn", 120, _txt(
        "barn site\n- north of the pens, 340 ft off Flat Creek Rd, on the rise by the big live oak (don't cut it)\n"
        "- doors face south, lean-to south for hay\n- Ray to push the pad 50x70, 18 loads caliche\n- PEC pole 900 ft"
        " - maybe trench instead?\n- gutter to rain tank for the trough\n"))
    for i, age in enumerate((40, 39, 26, 25, 24, 3)):
        photo(f"Pictures/New Barn/barn {ds(age)} {i + 1}.jpg", P, "Barn", age)
    for n, age in (("IMG_5102.HEIC", 27), ("IMG_5103.HEIC", 27), ("IMG_5140.HEIC", 11)):
        photo(f"{PH}/{n}", P, "Barn", age)
    add(f"{DL}/invoice.pdf", P, "Barn", 10, t_draw, True)
    add(f"{DT}/Doc1.docx", P, "Barn", 98, t_permit_letter, True)
    add(f"{DT}/Book1.xlsx", P, "Barn", 135, t_bids_cmp, True)
    add(f"{DL}/message.eml", P, "Barn", 6, t_barn_mail, True)
    add(f"{SC}/scan0025.pdf", P, "Barn", 89, t_contract, True)

    # ------------------------------------------------------------ Family history book (Projects) + research (Resources)
    d = "Documents/Family History Book"
    add(f"{d}/outline.md", P, "Genealogy", 12, t_outline)
    for i in range(6):
        if i != 4:
            add(f"{d}/Chapter {i + 1} - {CHAPTERS[i][0]}.docx", P, "Genealogy", 10 + i * 23, t_chapter(i))
    add(f"{MI}/draft.docx", P, "Genealogy", 33, t_chapter(4), True)
    add(f"{d}/photo list.xlsx", P, "Genealogy", 19, t_photolist)
    add(f"{d}/Guadalupe Printing quote.pdf", P, "Genealogy", 36, t_printer)
    add(f"{d}/permission letter Pioneer Museum.docx", P, "Genealogy", 29, _txt(
        "Gillespie County Historical Society - Pioneer Museum\nFredericksburg, Texas\n\nDear Archivist,\nI am writing a"
        " family history, 'From Hessen to the Hill Country', to be printed in 100 copies. May I reproduce your photograph"
        " of the Schaefer house on West San Antonio Street (c. 1900, accession 1988.14.2)? Credit will be given.\n"
        "Carolyn Hartmann"))
    add(f"{d}/cover ideas.txt", P, "Genealogy", 14, _txt(
        "cover - the 1920 wedding photo (August & Frieda) sepia, title in serif\nback: Flat Creek place 1950s\nspine:"
        " HARTMANN - SCHAEFER\nask Jenna to do the layout in Canva?\n"))
    for i, age in enumerate((60, 60, 58)):
        photo(f"Pictures/Book Photos/book photo {i + 1:02d}.jpg", P, "Genealogy", age)
    add(f"{DL}/attachment.pdf", P, "Genealogy", 35, t_printer, True)
    add(f"{DT}/New Text Document (3).txt", P, "Genealogy", 16, t_booknotes, True)
    d = "Documents/Genealogy"
    add(f"{d}/Census/1880 census Blanco Co Hartmann.txt", R, "Genealogy", 900, t_census)
    add(f"{d}/Hartmann-Schaefer tree.ged", R, "Genealogy", 75, t_gedcom)
    add(f"{d}/Church Records/Schaefer baptism 1847 New Braunfels.pdf", R, "Genealogy", 640, t_baptism)
    add(f"{d}/Immigration/Johann Dethardt passenger list 1845.pdf", R, "Genealogy", 720, t_shiplist)
    add(f"{d}/Find a Grave notes.txt", R, "Genealogy", 500, t_findagrave)
    add(f"{d}/DNA/Ancestry DNA matches 2025.csv", R, "Genealogy", 330, t_dna)
    add(f"{d}/research log.xlsx", R, "Genealogy", 45, _txt(
        "Date;Repository;Search;Result\n2025-03-11;Sophienburg Archives;Schaefer 1846 arrivals;ship list copy\n"
        "2025-06-02;Blanco Co Clerk;Hartmann deeds 1872;Vol C p 211 found\n2025-10-14;FamilySearch;Nieder-Ohmen Kirchenbuch;"
        "Heinrich b. 1809\n2026-02-20;Kerr Co library;Blanco News microfilm 1941;Emil obituary"))
    add(f"{d}/Obituaries/Emil Hartmann obituary 1941.txt", R, "Genealogy", 520, _txt(
        "Blanco County News, June 12, 1941\nEMIL HARTMANN LAID TO REST\nEmil Hartmann, 78, lifelong rancher on Flat"
        " Creek, died Sunday at his home. Born in 1863 to Friedrich and Sophie Hartmann. Services at Zion Lutheran,"
        " Rev. Heinrich Kurtz. Survived by his son August, grandsons Herbert and Walter and six other grandchildren."))
    add(f"{DL}/German Seed in Texas Soil - Jordan.epub", R, "Genealogy", 400, _epub(
        "German Seed in Texas Soil", "Terry G. Jordan", "en", "Immigrant farmers in nineteenth-century Texas."))
    for i, age in enumerate((610, 610, 605, 380)):
        photo(f"Pictures/Genealogy/old family photo {i + 1}.jpg", R, "Genealogy", age)
    add(f"{DL}/export (1).csv", R, "Genealogy", 95, t_dna, True)
    add(f"{SC}/scan0009.pdf", R, "Genealogy", 420, t_baptism, True)
    add(f"{SC}/scan0031.pdf", R, "Genealogy", 57, t_letter1944, True)

    # ------------------------------------------------------------ Cruise (Projects), Ireland (Archive)
    d = "Documents/Cruise 2026"
    add(f"{d}/Carnival confirmation 7H4K2P.pdf", P, "Travel", 80, t_booking)
    add(f"{d}/deposit receipt.pdf", P, "Travel", 79, t_deposit)
    add(f"{d}/Travel Guard quote.pdf", P, "Travel", 78, t_insq)
    add(f"{d}/excursions.xlsx", P, "Travel", 13, t_excursions)
    add(f"{d}/passport renewal status.pdf", P, "Travel", 23, t_passport)
    add(f"{DL}/document.pdf", P, "Travel", 80, t_booking, True)
    add(f"{DL}/quote.pdf", P, "Travel", 77, t_insq, True)
    add(f"{DL}/Fwd_.eml", P, "Travel", 79, t_cruise_mail, True)
    add(f"{DT}/list.txt", P, "Travel", 9, t_packing, True)
    add(f"{DT}/New Text Document (5).txt", P, "Travel", 4, t_cowsitter, True)
    d = "Documents/Ireland 2024"
    ia = _ago(2024, 9, 21)
    add(f"{d}/itinerary.docx", X, "Travel", ia + 70, t_ire_itin)
    add(f"{d}/Greenmount House Dingle.pdf", X, "Travel", ia + 150, t_bnb)
    add(f"{d}/Buswells Hotel Dublin.pdf", X, "Travel", ia + 160, _txt(
        "Buswells Hotel, 23-27 Molesworth St, Dublin 2\nReservation 88120 - Mr & Mrs W. Hartmann\nArrive 10 Sep 2024,"
        " depart 12 Sep 2024, classic double, breakfast\nEUR 498.00"))
    add(f"{d}/American Airlines AUS-DUB.pdf", X, "Travel", ia + 200, _txt(
        "American Airlines - Your trip confirmation QZLMRT\nWAYNE HARTMANN, CAROLYN HARTMANN\nSep 9 2024 AUS-DFW AA2411,"
        " DFW-DUB AA90\nSep 20 2024 DUB-DFW AA91, DFW-AUS AA2870\nMain Cabin, total $2,480.62"))
    for i in range(8):
        photo(f"Pictures/Ireland 2024/IMG_{2201 + i * 13}.jpg", X, "Travel", ia + r.randint(1, 10))
    add(f"{DL}/file.pdf", X, "Travel", ia + 120, _txt(
        "Killarney Lake Hotel - Booking confirmation 4410-2207\nGuest: Carolyn Hartmann\n13-15 September 2024, 2 nights,"
        " lake view double, breakfast\nTotal EUR 395.00, card guarantee VISA ****4410"), True)
    add(f"{PH}/Scanned Document 2.pdf", X, "Travel", ia, t_hertz, True)
    add(f"{MI}/Copy of Sheet1.xlsx", X, "Travel", ia - 5, t_ire_cost, True)

    # ------------------------------------------------------------ Estate (Projects)
    d = "Documents/Gary Estate"
    add(f"{d}/Letters Testamentary.pdf", P, "Estate", 82, t_letters)
    add(f"{d}/Will of Gary L Hartmann 2019.pdf", P, "Estate", 130, _txt(
        "LAST WILL AND TESTAMENT OF GARY LEE HARTMANN\nI, Gary Lee Hartmann, of Kerr County, Texas, declare this my"
        " will. I appoint my brother Wayne Lee Hartmann as Independent Executor, to serve without bond. I give one half"
        " of my estate to my brother Wayne and one half in equal shares to my nephew Travis Hartmann and my niece"
        " Jenna Hartmann Ortiz. Signed May 3, 2019, self-proved before a notary."))
    add(f"{d}/appraisal 512 Jefferson.pdf", P, "Estate", 70, t_appraisal)
    add(f"{d}/listing agreement Kerrville Realty.pdf", P, "Estate", 19, t_listing)
    add(f"{d}/notice to creditors.pdf", P, "Estate", 74, t_creditors)
    add(f"{d}/executor checklist.md", P, "Estate", 3, t_estate_todo)
    add(f"{d}/estate account ledger.xlsx", P, "Estate", 5, _txt(
        "Date;Item;In;Out;Balance\n2026-03-20;transfer SSB accounts;45224.56;;45224.56\n2026-03-25;Grimes Funeral;;8940;36284.56\n"
        "2026-04-02;Brandt & Moeller retainer;;3500;32784.56\n2026-04-15;Peterson Regional;;3412;29372.56\n"
        "2026-05-01;KPUB + Kerrville water;;214.18;29158.38"))
    add(f"{d}/Gary taxes - Janet.docx", P, "Estate", 60, t_garytax)
    add(f"{d}/obituary Gary.docx", P, "Estate", 140, _txt(
        "Gary Lee Hartmann, 68, of Kerrville, passed away January 9, 2026. Born in Blanco to Walter and Edna Hartmann, he"
        " worked 31 years for the Kerr County Road Department. Survived by his brother Wayne (Carolyn) of Blanco and his"
        " nephew Travis and niece Jenna. Visitation at Grimes Funeral Chapels; burial Zion Lutheran Cemetery, Blanco."))
    add(f"{d}/Silverado title transfer.pdf", P, "Estate", 30, _txt(
        "Texas DMV Form 130-U - Application for Texas Title\n2018 Chevrolet Silverado 1500 VIN 3GCUKREC8JG...\nSeller:"
        " Estate of Gary Lee Hartmann, Wayne L. Hartmann, Independent Executor (Letters attached)\nApplicant: Travis"
        " Hartmann, Austin TX  distribution from estate per will, $28 title fee"))
    for n, age in (("IMG_4890.HEIC", 120), ("IMG_4893.HEIC", 120)):
        photo(f"{PH}/{n}", P, "Estate", age)
    add(f"{DL}/document (2).pdf", P, "Estate", 81, t_letters, True)
    add(f"{SC}/scan0007.pdf", P, "Estate", 135, t_deathcert, True)
    add(f"{SC}/scan0027.pdf", P, "Estate", 73, t_ein, True)
    add(f"{DL}/message (1).eml", P, "Estate", 11, t_estate_mail, True)
    add(f"{DT}/New Text Document (2).txt", P, "Estate", 115, t_estate_phones, True)
    add(f"{PH}/Scanned Document 4.pdf", P, "Estate", 68, t_bankclose, True)
    add(f"{DL}/DOC042626.pdf", P, "Estate", 36, t_inventory, True)

    # ------------------------------------------------------------ Archive: hay, school, San Marcos, backup
    d = "Documents/Hay Business"
    for age in (_ago(2019, 6, 14), _ago(2019, 9, 3), _ago(2020, 1, 20)):
        add(f"{d}/Invoices/hay invoice {ds(age)}.pdf", X, "Hay Business", age, t_hay_inv)
    add(f"{d}/hay customers.txt", X, "Hay Business", _ago(2019, 11, 2), t_hay_customers)
    add(f"{d}/baler bill of sale 2020.pdf", X, "Hay Business", _ago(2020, 8, 22), t_baler)
    add(f"{d}/hay prices 2019.xlsx", X, "Hay Business", _ago(2019, 5, 1), _txt(
        "Product;Price;Cost to make;Margin\nSquare coastal 60lb;9.50;5.10;4.40\nRound 5x6 net wrap;70;48;22\nDelivery;45;;\n"
        "Fertilizer 30 ac;3600;;2 applications"))
    add(f"{d}/closing it down 2020.docx", X, "Hay Business", _ago(2020, 9, 1), _txt(
        "Hartmann Hay - wrapping up 2020\nBaler sold to Kyle Hoffmann $14,500. Rake and tedder to Weinheimer $2,200.\n"
        "Told Lazy K and Sandra Fuchs - referred to Dietert hay. Hay meadow goes back to grazing.\nLast Schedule F"
        " with hay sales: 2020 (Janet)."))
    add(f"{SC}/scan0019.pdf", X, "Hay Business", 540, t_hay_inv, True)
    add(f"{MI}/data.csv", X, "Hay Business", 800, t_hay_sales, True)
    d = "Documents/School Library"
    sa = _ago(2022, 5, 27)
    add(f"{d}/book order Sept 2021.xlsx", X, "School Library", sa + 250, t_bookorder)
    add(f"{d}/research skills lesson 7th grade.docx", X, "School Library", sa + 400, _txt(
        "Miller MS Library - Lesson: Research Skills (7th grade Texas History)\nTEKS 7.21; TSLAC TexQuest databases\n"
        "1. Keywords vs questions 2. Gale in Context: Texas 3. Citing with NoodleTools\nExit ticket: 3 sources on the"
        " Adelsverein"))
    add(f"{d}/retirement party program.docx", X, "School Library", sa + 2, _txt(
        "Celebrating Carolyn Hartmann - 28 years of stories\nMiller Middle School Library, May 24, 2022\nWelcome - Dr."
        " Mark Eads\nMemories from the 6th grade team\nPresentation of the bench for the library garden"))
    add(f"{d}/Bluebonnet list 2021-22.pdf", X, "School Library", sa + 300, _txt(
        "Texas Bluebonnet Award 2021-2022 Master List - Texas Library Association\nAmari and the Night Brothers -"
        " B.B. Alston\nThe List of Unspeakable Fears - J. Kasper Kramer\nStamped (for Kids) - Reynolds & Kendi"))
    add(f"{SC}/scan0032.pdf", X, "School Library", sa + 90, t_resign, True)
    add(f"{MI}/Document.docx", X, "School Library", sa + 330, t_lib_report, True)
    d = "Documents/San Marcos House"
    sm = _ago(2019, 6, 21)
    add(f"{d}/closing statement 2019.pdf", X, "Home", sm, t_closing)
    add(f"{d}/listing agreement Coldwell Banker.pdf", X, "Home", sm + 80, t_sm_listing)
    add(f"{d}/moving checklist.txt", X, "Home", sm + 10, t_moving)
    add(f"{d}/repairs before listing.xlsx", X, "Home", sm + 100, _txt(
        "Job;Who;Cost\nPaint exterior trim;Garcia Painting;2400\nRefinish floors;Wayne + Travis;380\nFix back steps;Wayne;"
        "120\nPre-listing inspection;Alamo Inspections;425"))
    add(f"{SC}/scan0024.pdf", X, "Home", 600, t_closing, True)
    photo("Pictures/Belvin St/front porch 2019.jpg", X, "Home", sm + 60)
    photo("Pictures/Belvin St/last day.jpg", X, "Home", sm)
    b, ba = "Old Computer Backup/Dell 2019", _ago(2019, 6, 1)
    for n, c in (("My Documents/hay 2018.xls", None), ("My Documents/Christmas letter 2017.doc", None),
                 ("My Documents/Library/Miller library budget 2018.xls", None),
                 ("My Documents/Belvin St/insurance claim hail 2016.txt", "State Farm claim 43-2207-116 hail"
                  " damage roof 418 Belvin St, adjuster visit 5/2016, paid $9,840"),
                 ("My Documents/recipes/Mom's noodles.txt", "Mom's egg noodles - 2 c flour, 3 eggs, salt, roll thin, dry"),
                 ("My Documents/genealogy/Schaefer notes 2012.txt", "Schaefer line - Heinrich from Nieder-Ohmen? check"
                  " Geue book at SM library"),
                 ("Favorites/Weather Underground.url", "[InternetShortcut]\nURL=https://www.wunderground.com/weather/us/tx/blanco"),
                 ("Favorites/Texas Hay Net.url", "[InternetShortcut]\nURL=https://www.hay.tamu.edu/"),
                 ("Outlook/backup.pst", None)):
        add(f"{b}/{n}", X, "Backup", ba + r.randint(10, 800), c if c else (lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700)))
    for i in range(3):
        photo(f"{b}/My Pictures/DSC0{4410 + i * 7}.jpg", X, "Backup", ba + 900 + i * 30)

    # ------------------------------------------------------------ Resources: photos, cooking, music, books, software
    for i, age in enumerate((2, 5, 14, 22, 31, 45, 52, 66, 88, 101, 130, 155, 190, 230)):
        photo(f"{PH}/IMG_{5190 - i * 23}.HEIC", R, "Photos", age)
    for age in (8, 95, 210, 330):
        photo(f"Pictures/Grandkids/Emma and Luke {ds(age)}.jpg", R, "Photos", age)
    for age in (17, 64, 140):
        add(f"Pictures/Screenshots/Screenshot {ds(age)} 10{r.randint(1000, 5959)}.png", R, "Photos", age, "")
    photo("Pictures/sunset over Flat Creek.jpg", R, "Photos", 300)
    for n, (title, text) in RECIPES.items():
        add(f"Documents/Recipes/{n}", R, "Cooking", r.randint(100, 1800), _txt(t_oldrecipe(title, text)))
    add(f"{DL}/Texas-Sheet-Cake-Taste-of-Home.pdf", R, "Cooking", 160, _txt(
        "Taste of Home - Texas Sheet Cake\n2 c flour, 2 c sugar, 1 c butter, 1 c water, 1/4 c cocoa, 2 eggs, 1/2 c sour"
        " cream. Bake 375F 20-22 min in a 15x10 pan; frost warm with cocoa-pecan icing."))
    add(f"{DL}/King Ranch Chicken - Homesick Texan.pdf", R, "Cooking", 420, _txt(
        "Homesick Texan - King Ranch Chicken\nLayers of corn tortillas, chicken, Ro-Tel, cream of mushroom, cheddar."
        " Bake 350F 45 minutes."))
    for art, alb, songs in (("George Strait", "Strait Out of the Box", ["Amarillo by Morning", "The Chair", "Check Yes or No"]),
                            ("Willie Nelson", "Stardust", ["Stardust", "Georgia on My Mind"]),
                            ("Gaither Vocal Band", "Hymns", ["How Great Thou Art", "It Is Well with My Soul", "Amazing Grace"])):
        for i, s in enumerate(songs):
            add(f"Music/{art}/{alb}/{i + 1:02d} {s}.mp3", R, "Music", r.randint(400, 2400), _id3(r, s, art, alb))
    for n, t, a in (("Lonesome Dove - Larry McMurtry.epub", "Lonesome Dove", "Larry McMurtry"),
                    ("News of the World.epub", "News of the World", "Paulette Jiles"),
                    ("The Thursday Murder Club.epub", "The Thursday Murder Club", "Richard Osman"),
                    ("Where the Crawdads Sing.epub", "Where the Crawdads Sing", "Delia Owens")):
        add(f"{DL}/{n}", R, "Books", r.randint(60, 900), _epub(t, a, "en", f"{t} by {a}."))
    for n, age in (("FTM2024Setup.exe", 400), ("ChromeSetup.exe", 230), ("HPSmart_Setup_x64.exe", 620),
                   ("ZoomInstallerFull.exe", 300), ("AcroRdrDC2500120432_en_US.exe", 90)):
        add(f"{DL}/{n}", R, "Software", age, lambda r, dt: _blob(r, b"MZ\x90\x00\x03\x00\x00\x00", 1200))

    # ------------------------------------------------------------ Left + dot files
    add(f"{DT}/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")
    add(f"{DL}/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n")
    add("Pictures/Ireland 2024/Thumbs.db", L, "System", 600, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 400))
    add(f"{b}/My Pictures/Thumbs.db", L, "System", ba + 900, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 400))
    add(f"{DL}/Carnival_Jubilee_deck_plans.pdf.crdownload", L, "System", 1, lambda r, dt: _blob(r, b"%PDF-1.6\n", 900))
    add(f"{DL}/FTM2024_update.exe.part", L, "System", 3, lambda r, dt: _blob(r, b"MZ\x90\x00", 900))
    add("Documents/Family History Book/~$apter 4 - Farming on the Pedernales.docx", L, "System", 1,
        lambda r, dt: b"\x0cCarolyn H.  " + bytes(150))
    add("Documents/New Barn/~$rn budget.xlsx", L, "System", 4, lambda r, dt: b"\x0cWayne  " + bytes(150))
    dot("Pictures/iPhone Import/.picasa.ini", b"[IMG_5190.HEIC]\r\nstar=yes\r\n", 40)
    dot("Pictures/Grandkids/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(60), 330)
    return items
