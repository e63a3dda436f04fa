"""A ninth labelled corpus: a retired police sergeant's family PC, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at the bodies of
the other placement corpora, at any benchmark script or at any placement result: only ``unseen.py``'s
docstring, helper section and ``build()`` mechanics, the ``Item`` dataclass and the helpers ``_pdf``,
``_jpeg`` (``corpus.py``), ``_docx``, ``_png`` and ``HEIC_HEAD`` (``blind.py``). The files and labels are
shaped by what this person would have on disk, not by what any code looks for.

The person: Gregory "Greg" Kowalski, 63 (born November 1962), retired from the Dayton Police Department
in June 2021 as a sergeant after 33 years (Army MP 1981-1985 before that). He lives with his wife Linda
(60, part-time dental hygienist at Bright Smiles Family Dentistry in Centerville) at 2841 Briarwood
Drive, Kettering (mailing address Dayton, OH 45440); they share one Windows PC. Their daughter Amy
Reinhart (37, married to Dave; children Emma, 9, and Jack, 6) lives in Beavercreek, their son Mike (34;
daughter Sophie, 3) in Columbus. Money: a joint Wright-Patt Credit Union checking account, Chase and
Discover cards, Greg's Ohio Police & Fire (OP&F) pension with its health-care stipend, Greg's Social
Security (claimed 2025, raised by the 2025 WEP repeal), Fidelity IRAs for both, taxes done in TurboTax
(federal, Ohio, Kettering). The mortgage was refinanced in 2020 and paid off in March 2025. Greg had a
stent in October 2024 and sees a cardiologist every six months; Linda has a Delta Dental plan through
work. Cars: Greg's 2017 Ford F-150 and Linda's 2021 Honda CR-V. Greg is treasurer of the Briarwood Park
Homeowners Association (86 lots), manages the affairs of his mother Helen Kowalski (93, at Maple Grove
Senior Living in Centerville, Greg holds her powers of attorney), volunteers Tuesdays at the Dayton Area
Foodbank and does woodworking in the garage. Under way now: a three-week RV trip out West (rented Class C
motorhome, 20 June - 12 July 2026: Badlands, Black Hills, Yellowstone, Grand Teton); rebuilding the back
deck (Kettering permit, lumber quotes, plans); the couple's 40th anniversary party on 15 August 2026
(married 16 August 1986); selling Greg's 1998 Lund fishing boat; a family-history book Greg is writing
("From Tarnow to Xenia Avenue": chapters, interviews, scanned letters from Poland). Finished: the police
career (pension and DROP paperwork, commendations, FOP Lodge 44 papers); the estate of Linda's father
Walter Brandt (died September 2022, settled November 2023, Linda was executor); the 2022 kitchen remodel;
the 2020 refinance and the mortgage paid off in 2025; trips to Clearwater, Florida (February 2024) and an
Alaska cruise (August 2025). The disk has the chaos of a shared family PC: a crowded ``Downloads/``,
``Desktop/``, ``Documents/Greg``, ``Documents/Linda``, ``Documents/New folder``, ``Documents/misc``, a
``Documents/2023 taxes`` folder, the printer's ``Scans/scan0001.pdf ...``, an ``old computer`` copy of the
previous PC, a ``Pictures/From phone`` dump, unfinished downloads and system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The RV
  trip out West in June-July 2026 (RV rental, campground reservations, route, budget, senior pass,
  packing list, screenshots of campground maps) -- topic Travel; rebuilding the back deck (permit, site
  plan, framing plan, span tables downloaded for it, lumber quotes, materials list, inspections, photos
  of the old deck and the work) -- topic Home; the 40th anniversary party (venue, caterer, DJ, guest
  list, RSVPs, invitations, slideshow pictures picked for it) -- topic Family; selling the boat
  (listing, title, registration, service record, buyer emails, photos taken for the listing) -- topic
  Boat; the family-history book (chapters, outline, timeline, research notes, interviews with Helen,
  transcribed and scanned old letters and old family photos scanned for the book, printing quotes) --
  topic Genealogy. A chapter about Greg's own police years is part of the book, so Projects Genealogy.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: bank,
  cards, pension statements and 1099-Rs, Social Security, IRAs, budget, tax returns of any year,
  including the whole ``2023 taxes`` folder (Finance); both spouses' health, insurance cover, EOBs,
  cardiology, dental plan, prescriptions (Health); the house: property tax, utilities, homeowners
  insurance, repairs, service, appliance warranties still running (Home); the two cars: registration,
  auto insurance, service, recalls (Car); the HOA treasurer role: dues ledgers, budgets, minutes,
  treasurer reports, contracts, residents' mail, of any year (HOA); Helen's care: assisted-living bills,
  care plan, powers of attorney, her Medicare and Medigap, her account, her medications (Mother); the
  food-bank volunteering: schedules, sign-ups, hours, handbook, food-handler card (Volunteering).
- **Resources**: reference and interests kept for their own sake, by subject: woodworking plans,
  articles, tool manuals, shop notes (Woodworking); recipes, including family ones (Cooking); car
  manuals (Car); appliance and house-equipment manuals (Home); general health reading such as a
  Medicare-at-65 seminar handout or a heart-healthy eating guide (Health); ebooks (Books); mp3 music
  (Music); installers (Software); photos and screenshots, of grandchildren, trips past, woodwork or
  anything else, including the ``Pictures/From phone`` dump (Photos) -- except photos and screenshots
  that document a project, current or finished (the deck, the boat listing, the slideshow picks, the
  book's scanned photos, the campground map, the 2022 kitchen before/after: the project's bucket and
  topic), and those inside the ``old computer`` copy.
- **Archive**: finished projects and ended responsibilities: the police career, retirement paperwork,
  DROP, commendations, union papers, old evaluations (Police); Walter Brandt's estate (Estate); the 2022
  kitchen remodel (Home); the 2020 refinance and the mortgage, paid off 2025 (Finance); past trips,
  Florida 2024 and the Alaska cruise 2025, their bookings and itineraries (Travel); everything inside
  ``old computer/``, a frozen copy of the PC retired in 2021, whatever it contains (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store``, ``.~lock...#``)
  are written but not labelled, nor is anything in a dot folder.

Topics are subjects (the boat sale is ``Boat``; the deck is ``Home`` like the property tax; the
anniversary party is ``Family``; the book is ``Genealogy``). ``hard`` marks a file whose name *and*
folder say nothing about its subject (``Downloads/document (2).pdf``, ``Desktop/New Text
Document.txt``, ``Scans/scan0012.pdf``, ``Documents/misc/untitled.docx``): only the text inside (.txt,
.md, .csv, .eml, .pdf, .docx, .xlsx) can place it. Images are never marked hard. Dates are relative to
``corpus.NOW`` so all corpora share the benchmark's reference time.
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


def _us(dt: datetime) -> str:
    return dt.strftime("%m/%d/%Y")


def _usd(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _mon(dt: datetime) -> str:
    return dt.strftime("%B %Y")


GREG = "Gregory J. Kowalski"
ADDR = "2841 Briarwood Dr, Dayton OH 45440"
BOTH = "GREGORY J KOWALSKI\nLINDA M KOWALSKI\n2841 BRIARWOOD DR\nDAYTON OH 45440-2207"
NEIGH = ["Hartman", "Schaefer", "DeLuca", "Bowers", "Nguyen", "Whitaker", "Fulton", "Mescher", "Adkins", "Ramsey",
         "Kimbrough", "Stahl", "Ortiz", "Brinkman", "Yoder", "Coleman", "Pfister", "Lang", "Dwyer", "Huffman"]
FIRST = ["Tom", "Barb", "Rick", "Sharon", "Dan", "Karen", "Jim", "Debbie", "Mark", "Patty", "Steve", "Carol",
         "Jeff", "Diane", "Gary", "Lisa"]


# --------------------------------------------------------------------------- Finance (Areas)


def t_wpcu(r: random.Random, dt: datetime) -> str:
    bal = r.uniform(3800, 9500)
    lines = [f"Wright-Patt Credit Union  |  Member Statement  |  Period ending {_us(dt)}", BOTH,
             "Account: Share Draft Checking ****4471 (joint)", f"Beginning balance ${bal:,.2f}"]
    for desc, lo, hi in (("DEP OP&F PENSION BENEFIT", 4300, 4300), ("DEP SSA TREAS 310 XXSOC SEC", 1412, 1412),
                         ("DEP BRIGHT SMILES FAMILY PAYROLL", 820, 1180), ("ACH CENTERPOINT ENERGY", -60, -140),
                         ("ACH AES OHIO", -95, -210), ("CHECK 2214 MAPLE GROVE SENIOR LIVING", -5210, -5210),
                         ("KROGER #412 KETTERING", -38, -190), ("ACH CHASE CARD PAYMENT", -600, -1900),
                         ("SPEEDWAY 9021 WILMINGTON PIKE", -40, -85)):
        v = r.uniform(lo, hi) if lo != hi else lo
        lines.append(f"{_us(dt - timedelta(days=r.randint(1, 28)))}  {desc:<40} {v:>10,.2f}")
    lines.append(f"Dividends earned this period ${r.uniform(0.4, 3.1):.2f}   Federally insured by NCUA")
    return "\n".join(lines)


def t_chase(r: random.Random, dt: datetime) -> str:
    bal = r.uniform(700, 2400)
    return (f"Chase Freedom Unlimited  Account ending in 8832\nStatement closing date {_us(dt)}\nGREGORY J KOWALSKI\n"
            f"Previous balance ${r.uniform(600, 2000):,.2f}  Payment, credits -${r.uniform(600, 2000):,.2f}\n"
            f"Purchases ${bal:,.2f}  New balance ${bal:,.2f}\nMinimum payment due $40.00 by "
            f"{_us(dt + timedelta(days=25))}\nMENARDS DAYTON OH  {_usd(r, 60, 480)}\nAMAZON MKTPLACE PMTS  "
            f"{_usd(r, 15, 90)}\nBOB EVANS #118 KETTERING  {_usd(r, 24, 58)}\nCASH BACK earned this period: "
            f"{r.randint(900, 3600)} points")


def t_discover(r: random.Random, dt: datetime) -> str:
    return (f"Discover it Card  Account ending 2019  Statement date {_us(dt)}\nLINDA M KOWALSKI\n"
            f"New balance {_usd(r, 120, 900)}  Minimum payment due $35.00\nKOHL'S #0622 DAYTON  {_usd(r, 20, 140)}\n"
            f"JOANN STORES #2214  {_usd(r, 9, 60)}\nDOROTHY LANE MARKET  {_usd(r, 20, 120)}\n"
            f"5% cashback bonus category this quarter: grocery stores\nCashback Bonus balance {_usd(r, 20, 140)}")


def t_opf_stmt(r: random.Random, dt: datetime) -> str:
    return (f"Ohio Police & Fire Pension Fund\n140 East Town Street, Columbus, Ohio 43215\nBenefit Statement {dt.year}\n"
            f"Member: {GREG}   Member ID 0447-21\nBenefit type: Normal Service Retirement (effective 07/01/2021)\n"
            "Gross monthly benefit $5,318.44\nFederal tax withheld $612.00   Ohio tax withheld $118.40\n"
            "Net monthly deposit $4,300.00 to Wright-Patt CU ****4471\n"
            f"Cost-of-living adjustment applied 07/01/{dt.year - 1}: 3.00%\nSurvivor option: Joint and 50% survivor, "
            "beneficiary Linda M. Kowalski")


def t_1099r(r: random.Random, dt: datetime) -> str:
    y = dt.year - 1
    gross = 5318.44 * 12 * (0.97 if y < 2026 else 1)
    return (f"Form 1099-R  {y}\nDistributions From Pensions, Annuities, Retirement or Profit-Sharing Plans\n"
            f"PAYER: Ohio Police & Fire Pension Fund, Columbus OH  FIN 31-6402350\nRECIPIENT: {GREG}\n"
            f"1 Gross distribution {gross:,.2f}\n2a Taxable amount {gross - 1104:,.2f}\n4 Federal income tax "
            f"withheld {612 * 12:,.2f}\n7 Distribution code 7\n14 State tax withheld {118.40 * 12:,.2f}  "
            "15 State OH")


def t_stipend(r: random.Random, dt: datetime) -> str:
    return (f"OP&F Health Care Stipend - {dt.year + 1} Notice\nDear {GREG},\nYour monthly health care stipend "
            "for the coming plan year will be $643 (retiree) plus $182 for your qualified spouse, deposited "
            "into your Health Reimbursement Arrangement with Via Benefits.\nSubmit premium reimbursement requests "
            "for your Anthem Blue Cross Blue Shield coverage through the Via Benefits portal.\nWhen you turn 65 "
            "the stipend changes to the Medicare amount. Questions: 1-888-864-8363.")


def t_ssa_letter(r: random.Random, dt: datetime) -> str:
    return (f"Social Security Administration\nRetirement, Survivors and Disability Insurance\nNotice of Award\n"
            f"Date: {_us(dt)}\n{GREG}\n{ADDR}\nYou are entitled to monthly retirement benefits beginning "
            "January 2025.\nBecause of the Social Security Fairness Act, the Windfall Elimination Provision no "
            "longer reduces your benefit.\nYour new monthly amount (before deductions) is $1,546.90.\n"
            "Medicare Part B premium: not deducted (not yet enrolled).\nWe will pay you $4,210.00 for January "
            "through March 2025 in a one-time payment.")


def t_ssa1099(r: random.Random, dt: datetime) -> str:
    y = dt.year - 1
    return (f"FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT  {y}\nBeneficiary's name: GREGORY J KOWALSKI\n"
            "Beneficiary's social security number: XXX-XX-6623\nBox 3 Benefits paid in "
            f"{y}: $18,{r.randint(100, 700)}.80\nBox 4 Benefits repaid to SSA: $0.00\nBox 5 Net benefits: "
            f"$18,{r.randint(100, 700)}.80\nVoluntary federal income tax withheld: $1,800.00\n"
            "DO NOT RETURN THIS FORM TO SSA OR IRS")


def t_ss_statement(r: random.Random, dt: datetime) -> str:
    return (f"my Social Security - Your Social Security Statement\nPrepared especially for Linda M. Kowalski, "
            f"{_us(dt)}\nYour estimated benefits:\nAt full retirement age (67): ${r.randint(1380, 1520)} a month\n"
            f"At age 62: ${r.randint(940, 1060)} a month\nAt age 70: ${r.randint(1720, 1890)} a month\n"
            "You have earned enough credits to qualify for benefits.\nEarnings record: please review each year; "
            "2025 taxed Social Security earnings $" + f"{r.randint(31000, 36000):,}")


def t_ira(r: random.Random, dt: datetime, who: str) -> str:
    bal = r.uniform(380000, 460000) if who == "Greg" else r.uniform(92000, 118000)
    kind = "Rollover IRA" if who == "Greg" else "Traditional IRA"
    return (f"Fidelity Investments  Investment Report\n{_mon(dt - timedelta(days=30))} - Quarter statement\n"
            f"{'GREGORY J KOWALSKI' if who == 'Greg' else 'LINDA M KOWALSKI'} - {kind}  Z{r.randint(10, 99)}-"
            f"{r.randint(100000, 999999)}\nBeginning value ${bal * 0.97:,.2f}\nChange in investment value "
            f"${bal * 0.03:,.2f}\nEnding value ${bal:,.2f}\nHoldings: FXAIX Fidelity 500 Index 48%, FXNAX US Bond "
            "Index 32%, SPAXX Money Market 20%\nRequired minimum distributions begin at age 75.")


def t_budget(r: random.Random, dt: datetime) -> str:
    rows = [("OP&F pension (net)", 4300), ("Social Security Greg", 1412), ("Linda paycheck", r.randint(1700, 2300)),
            ("Mom Maple Grove (from her acct)", 0), ("Groceries Kroger/Dorothy Lane", -r.randint(700, 900)),
            ("AES Ohio", -r.randint(120, 180)), ("CenterPoint gas", -r.randint(50, 140)), ("Water/sewer", -r.randint(70, 95)),
            ("Spectrum", -89), ("Rumpke trash", -31), ("Car insurance State Farm", -187), ("Health premiums (after stipend)", -r.randint(180, 260)),
            ("Gas for cars", -r.randint(180, 260)), ("Church", -200), ("RV trip savings", -600), ("Eating out", -r.randint(150, 260))]
    return "Item;Monthly;Note\n" + "\n".join(f"{a};{b};" for a, b in rows) + "\nTOTAL;=SUM(B2:B17);"


def t_register(r: random.Random, dt: datetime) -> str:
    bal = 6400.0
    out = ["Date;Check;Payee;Amount;Balance"]
    for i, (p, lo, hi) in enumerate((("Maple Grove Senior Living", -5210, -5210), ("Montgomery County Treasurer", -2388, -2388),
                                      ("St. Charles Borromeo", -200, -200), ("Cassel's Heating", -129, -129),
                                      ("Deposit OP&F", 4300, 4300), ("Deposit SSA", 1412, 1412), ("Menards (deck)", -410, -1800))):
        bal += lo
        out.append(f"{_d(dt - timedelta(days=60 - i * 8))};{2210 + i if lo < 0 else ''};{p};{lo:.2f};{bal:.2f}")
    return "\n".join(out)


def t_tax_return(r: random.Random, dt: datetime, year: int) -> str:
    working = year < 2021
    agi = r.randint(128000, 146000) if working else r.randint(88000, 104000)
    wages = r.randint(118000, 132000) if working else r.randint(22000, 31000)
    employers = "City of Dayton, Bright Smiles" if working else "Bright Smiles"
    pension = "0" if working else f"{63800 if year > 2021 else 31900:,}  5b taxable {62700 if year > 2021 else 31300:,}"
    return (f"Form 1040 U.S. Individual Income Tax Return {year}\nFiling status: Married filing jointly\n"
            f"Gregory J & Linda M Kowalski   {ADDR}\n1a Wages (W-2: {employers}) {wages:,}\n"
            f"5a Pensions and annuities {pension}\n"
            f"6a Social security benefits {'18,563' if year >= 2025 else '0'}\n11 Adjusted gross income {agi:,}\n"
            f"12 Standard deduction {31500 if year >= 2025 else 29200 if year == 2024 else 27700 if year == 2023 else 24800:,}\n"
            f"24 Total tax {r.randint(6200, 8800) if not working else r.randint(14000, 17000):,}\n"
            f"34 Refund {r.randint(300, 1900):,}  Direct deposit WPCU\nPrepared with TurboTax Deluxe")


def t_ohio_return(r: random.Random, dt: datetime, year: int) -> str:
    return (f"{year} Ohio IT 1040 Individual Income Tax Return\nPrimary: Gregory J Kowalski  Spouse: Linda M Kowalski\n"
            f"School district: Kettering City SD  #5707\n1 Federal AGI {r.randint(88000, 104000):,}\n"
            f"Retirement income credit claimed\nOhio tax withheld {r.randint(1500, 1900):,}\nOverpayment "
            f"{r.randint(40, 300)} refunded\nSchool district income tax (SD 100): none (Kettering does not levy)")


def t_w2(r: random.Random, dt: datetime, year: int) -> str:
    w = r.randint(24000, 31000)
    return (f"Form W-2 Wage and Tax Statement {year}\nEmployer: Bright Smiles Family Dentistry LLC, 1150 Lyons Rd, "
            f"Centerville OH 45458  EIN 31-1788402\nEmployee: Linda M Kowalski\n1 Wages {w:,}.00  2 Federal "
            f"withheld {w * 0.09:,.2f}\n3 Social security wages {w:,}.00  5 Medicare wages {w:,}.00\n17 State "
            f"income tax OH {w * 0.025:,.2f}\n19 Local income tax {w * 0.02:,.2f}  20 Locality CENTERVILLE")


def t_city_tax(r: random.Random, dt: datetime, year: int) -> str:
    return (f"City of Kettering Income Tax Division - {year} Individual Return\nTaxpayer: Linda M Kowalski "
            f"(spouse Gregory J Kowalski - retired, pension exempt)\nW-2 wages {r.randint(24000, 31000):,}\n"
            "Tax rate 2.50%  Credit for tax paid to Centerville (2.25%) allowed at 100% of rate\nBalance due "
            f"${r.randint(30, 80)}.00  Due April 15, {year + 1}\nPension and Social Security income are not "
            "taxable for municipal income tax.")


def t_turbotax_summary(r: random.Random, dt: datetime) -> str:
    return (f"TurboTax Deluxe {dt.year - 1} - Tax Return Summary\nGregory & Linda Kowalski\n"
            f"Federal refund: ${r.randint(400, 1500):,}\nOhio refund: ${r.randint(40, 250)}\nKettering: balance due "
            f"${r.randint(20, 70)}\nNotes: 1099-R OP&F, SSA-1099 Greg, W-2 Linda Bright Smiles, 1099-INT WPCU $"
            f"{r.randint(40, 120)}, charitable (standard deduction taken)\nE-filed {_us(dt)} - IRS accepted")


# --------------------------------------------------------------------------- Health (Areas / Resources)


def t_cardio_visit(r: random.Random, dt: datetime) -> str:
    return (f"Miami Valley Cardiology Associates - Office Visit Summary\nPatient: Gregory Kowalski  DOB 11/08/1962\n"
            f"Date of visit: {_us(dt)}  Provider: Susan Harmon, MD, FACC\nReason: 6-month follow-up, s/p PCI with "
            "drug-eluting stent to proximal LAD (10/2024)\nBP "
            f"{r.randint(118, 134)}/{r.randint(72, 84)}  HR {r.randint(56, 66)}  Wt {r.randint(201, 214)} lb\n"
            "No chest pain, walking 2 miles most days, completed cardiac rehab.\nPlan: continue clopidogrel 75 mg, "
            "atorvastatin 80 mg, metoprolol succinate 25 mg; lipid panel before next visit; return in 6 months.")


def t_lipid(r: random.Random, dt: datetime) -> str:
    return (f"Kettering Health Laboratory - Results\nPatient: KOWALSKI, GREGORY J  Collected {_us(dt)}\n"
            f"Cholesterol, total {r.randint(128, 156)} mg/dL\nLDL cholesterol {r.randint(52, 74)} mg/dL (goal <70)\n"
            f"HDL cholesterol {r.randint(38, 49)} mg/dL\nTriglycerides {r.randint(98, 160)} mg/dL\n"
            f"ALT {r.randint(18, 34)} U/L  Creatinine {r.uniform(0.9, 1.2):.2f} mg/dL\nOrdering: S. Harmon MD")


def t_echo(r: random.Random, dt: datetime) -> str:
    return (f"Transthoracic Echocardiogram Report\nPatient: Gregory Kowalski   Date {_us(dt)}\nIndication: CAD s/p "
            f"stent, follow-up LV function\nLV ejection fraction {r.randint(52, 58)}%\nMild hypokinesis of the "
            "apical anterior wall, unchanged.\nValves: trace mitral regurgitation. No pericardial effusion.\n"
            "Impression: preserved systolic function.  Read by: R. Okafor, MD")


def t_eob(r: random.Random, dt: datetime) -> str:
    billed = r.uniform(180, 900)
    return (f"Anthem Blue Cross and Blue Shield - Explanation of Benefits\nTHIS IS NOT A BILL\nMember: "
            f"{r.choice(['GREGORY KOWALSKI', 'LINDA KOWALSKI'])}  Statement date {_us(dt)}\nProvider: "
            f"{r.choice(['Miami Valley Cardiology Assoc', 'Kettering Health Laboratory', 'Southview Family Medicine'])}\n"
            f"Amount billed ${billed:,.2f}  Plan discount ${billed * 0.45:,.2f}\nPlan paid ${billed * 0.4:,.2f}  "
            f"You may owe ${billed * 0.15:,.2f}\nDeductible met to date: ${r.randint(900, 1600):,} of $1,600")


def t_meds(r: random.Random, dt: datetime) -> str:
    return ("Greg - medication list (keep in wallet copy)\nUpdated " + _us(dt) + "\n"
            "Clopidogrel (Plavix) 75 mg - 1 daily - DO NOT STOP before talking to Dr Harmon\n"
            "Atorvastatin 80 mg - 1 at bedtime\nMetoprolol succinate ER 25 mg - 1 morning\nLisinopril 10 mg - 1 morning\n"
            "Aspirin 81 mg - stopped per Dr Harmon 10/2025\nNitroglycerin 0.4 mg SL as needed (in truck glove box)\n"
            "Allergies: penicillin (rash)\nPharmacy: Kroger Pharmacy Stroop Rd 937-296-0410")


def t_rx_mail(r: random.Random, dt: datetime) -> str:
    return (f"From: Kroger Pharmacy <noreply@kroger.com>\nTo: gkowalski62@gmail.com\nDate: {dt.strftime('%a, %d %b %Y')} "
            "09:14:02 -0400\nSubject: Your prescription is ready for pickup\n\nHi GREGORY,\nYour prescription(s) "
            "are ready at Kroger Pharmacy #412 (Stroop Rd):\n- ATORVASTATIN 80MG TAB (90 day)\n- METOPROLOL SUCC ER "
            f"25MG (90 day)\nCopay total: {_usd(r, 4, 22)}\nPrescriptions not picked up within 10 days are returned to stock.")


def t_delta(r: random.Random, dt: datetime) -> str:
    return (f"Delta Dental of Ohio - Summary of Benefits {dt.year}\nGroup: Bright Smiles Family Dentistry LLC  "
            "Plan: PPO Plus Premier\nEnrollee: Linda Kowalski   Dependents: Gregory Kowalski (spouse)\n"
            "Diagnostic and preventive: 100% (2 cleanings per year)\nBasic services, fillings: 80% after deductible\n"
            "Major services, crowns, bridges: 50%\nAnnual maximum $1,500 per person  Deductible $50\n"
            "Implants covered at 50% after 12-month wait.")


def t_delta_eob(r: random.Random, dt: datetime) -> str:
    fee = r.uniform(980, 1350)
    return (f"Delta Dental - Explanation of Benefits  {_us(dt)}\nPatient: Gregory Kowalski  Dentist: Paul Nguyen DDS\n"
            f"D2740 Crown - porcelain/ceramic, tooth #19  Submitted ${fee:,.2f}\nMaximum plan allowance "
            f"${fee * 0.8:,.2f}  Delta Dental pays 50% ${fee * 0.4:,.2f}\nPatient pays ${fee * 0.4:,.2f}\n"
            f"Remaining annual maximum ${r.randint(300, 900)}.00")


def t_mammo(r: random.Random, dt: datetime) -> str:
    return (f"Kettering Health Breast Imaging\n{_us(dt)}\nDear Linda Kowalski,\nWe are pleased to inform you that "
            "the results of your recent screening mammogram show no evidence of cancer (BI-RADS 1, negative).\n"
            "Please continue yearly screening. A copy of this report was sent to your provider, Dr. Megan Whitley, "
            "Southview Family Medicine.")


def t_rehab(r: random.Random, dt: datetime) -> str:
    return ("Cardiac rehab - home exercise plan (Phase III)\nWarm-up 5 min slow walk\nWalk 30-40 min, RPE 11-13 "
            "(can talk, not sing)\nLight weights: 3 lb dumbbells, 2 sets of 12 - curls, lateral raise\n"
            "Cool down 5 min, stretch calves and hamstrings\nStop and call 911 if chest pain not relieved by one "
            f"nitro\nTarget heart rate 95-115 on metoprolol\nLog: {_d(dt)} walked Delco Park loop 2.1 mi")


def t_medicare65(r: random.Random, dt: datetime) -> str:
    return ("Turning 65? Medicare Basics - community seminar handout (Kettering Recreation Complex)\n"
            "Initial Enrollment Period: 7 months around your 65th birthday month.\nPart A hospital, Part B "
            "medical (2026 standard premium $202.90), Part D drugs.\nMedigap (Plan G) vs Medicare Advantage: "
            "compare networks, out-of-pocket max, travel coverage.\nRetirees with employer or pension stipends: "
            "check how your stipend changes at 65.\nOhio SHIIP free counseling 1-800-686-1578.")


def t_heart_eating(r: random.Random, dt: datetime) -> str:
    return ("Heart-Healthy Eating - patient guide\nChoose fish twice a week, skinless poultry, beans.\nLimit "
            "sodium to 1,500-2,300 mg a day: watch deli meat, soups, kielbasa.\nSwap butter for olive or canola "
            "oil.\nFill half the plate with vegetables.\nRead labels: saturated fat under 6% of calories.\n"
            "Limit alcohol to one drink a day.")


# --------------------------------------------------------------------------- Home (Areas / Resources / Archive)


def t_prop_tax(r: random.Random, dt: datetime) -> str:
    half = "1st half" if dt.month < 6 else "2nd half"
    return (f"Montgomery County Treasurer - Real Estate Tax Bill  {half} {dt.year - 1} payable {dt.year}\n"
            "Parcel N64 01908 0047   Location 2841 BRIARWOOD DR   Kettering CSD\nOwner: KOWALSKI GREGORY J & LINDA M\n"
            "Market value land $42,300  building $236,900\nGross tax $2,911.20  Reduction ($414.80)  "
            "Owner occupancy credit ($108.36)\nNet half-year tax $2,388.04  Due "
            f"{'02/20' if dt.month < 6 else '07/17'}/{dt.year}\nPay online at mctreas.org or drop box at 451 W Third St")


def t_aes(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(620, 1350)
    return (f"AES Ohio - Electric bill  Statement date {_us(dt)}\nService address: 2841 BRIARWOOD DR\nAccount "
            f"9921 4470 118\nUsage {kwh} kWh  ({_us(dt - timedelta(days=31))} - {_us(dt)})\nDistribution charges "
            f"{_usd(r, 40, 70)}\nGeneration (supplier: AES Ohio SSO) ${kwh * 0.093:,.2f}\nTotal amount due "
            f"${kwh * 0.14:,.2f}  AutoPay from WPCU on {_us(dt + timedelta(days=18))}")


def t_gas(r: random.Random, dt: datetime) -> str:
    ccf = r.randint(12, 140)
    return (f"CenterPoint Energy Ohio - Natural Gas\nBill date {_us(dt)}  Account 6400 2281 9\nGREG KOWALSKI  "
            f"2841 BRIARWOOD DR\nMeter read actual, usage {ccf} CCF\nCustomer charge $32.35\nGas supply "
            f"${ccf * 0.58:,.2f}\nAmount due ${32.35 + ccf * 1.05:,.2f}\nBudget billing: not enrolled")


def t_water(r: random.Random, dt: datetime) -> str:
    return (f"City of Dayton Department of Water - Utility bill\nService: 2841 Briarwood Dr (Kettering)\nBilling period "
            f"{_us(dt - timedelta(days=90))} - {_us(dt)}\nWater {r.randint(8, 14)} MCF  Sewer  Storm water\n"
            f"Total due {_usd(r, 190, 280)}\nDue date {_us(dt + timedelta(days=21))}")


def t_spectrum(r: random.Random, dt: datetime) -> str:
    return (f"Spectrum - Your bill  {_mon(dt)}\nAccount 8353 1400 2219 0047\nSpectrum Internet Premier  $79.99\n"
            "WiFi service $10.00\nPromotion ended: price increase $10.00\nTotal due $89.99\nAuto Pay: Chase card ****8832")


def t_furnace(r: random.Random, dt: datetime) -> str:
    return (f"Cassel's Heating & Cooling, Inc. - Service invoice #{r.randint(40000, 49999)}\nDate {_us(dt)}\n"
            "Customer: Greg Kowalski, 2841 Briarwood Dr\nSpring A/C tune-up (Comfort Club member)\nCarrier "
            "24ABC636 condenser: refrigerant pressures OK, capacitor 44/5 uF tested 41 - replaced\nCleaned "
            "condenser coil, replaced 16x25x4 media filter\nParts $64.00  Labor $65.00 (club rate)\nNext visit: "
            "fall furnace tune-up, October")


def t_plumber(r: random.Random, dt: datetime) -> str:
    return (f"Roto-Rooter Plumbing & Water Cleanup - Dayton\nInvoice {r.randint(700000, 799999)}  {_us(dt)}\n"
            "Job: replace 50 gal gas water heater (old unit leaking, 2011 AO Smith)\nInstalled Bradford White "
            "RG250T6N, new expansion tank, haul away old\nPermit fee included\nTotal $2,465.00  Paid Chase ****8832\n"
            "Warranty: 6 years tank, 1 year labor")


def t_warranty(r: random.Random, dt: datetime, what: str) -> str:
    return (f"Product Registration / Extended Service Plan\n{what}\nPurchased {_us(dt)} at Lowe's of Kettering\n"
            f"Serial no. {r.choice('ABCDEFGHJKL')}{r.randint(10000000, 99999999)}\nOwner: Greg Kowalski, {ADDR}\n"
            f"Plan: {r.choice([3, 5])}-year protection plan, parts and labor, in-home service\nClaims: "
            "1-866-271-5211  Keep this confirmation with your receipt.")


def t_homeowners(r: random.Random, dt: datetime) -> str:
    return (f"State Farm Homeowners Policy - Renewal Declarations\nPolicy 35-BQ-7781-4  Period {_us(dt)} to "
            f"{_us(dt + timedelta(days=365))}\nNamed insured: Gregory J & Linda M Kowalski\nLocation: 2841 Briarwood Dr\n"
            "Coverage A Dwelling $389,000  B Personal property $291,750\nDeductible all peril $1,000  Wind/hail 1%\n"
            f"Annual premium {_usd(r, 1450, 1800)}\nAgent: Tom Ruhl, 937-434-2250\nMortgagee: none")


def t_inventory(r: random.Random, dt: datetime) -> str:
    return ("Room;Item;Brand/Model;Bought;Price\nKitchen;Refrigerator;GE Profile PFE28KYNFS;2022;2899\n"
            "Kitchen;Dishwasher;Bosch 500 SHPM65Z55N;2022;949\nKitchen;Range;GE JGB735SPSS;2022;1099\n"
            "Laundry;Washer;Whirlpool WTW5057LW;2024;799\nLaundry;Dryer;Whirlpool WGD5050LW;2024;849\n"
            "Basement;Water heater;Bradford White RG250T6N;2025;2465\nGarage;Table saw;DeWalt DWE7491RS;2020;599\n"
            "Living;TV;Samsung 65in QN65Q70;2023;1099\nBasement;Furnace;Carrier 59SC5;2014;4200")


def t_manual(r: random.Random, dt: datetime, what: str) -> str:
    texts = {
        "washer": ("Whirlpool Top Load Washer WTW5057L - Use and Care Guide", "Do not overload: items should move "
                   "freely.", "Error code F5 E2: lid lock problem. Unplug for one minute.",
                   "Run Clean Washer cycle with affresh tablet once a month."),
        "dishwasher": ("Bosch 500 Series Dishwasher - Operating Instructions", "Use rinse aid and dishwasher salt "
                       "only as recommended.", "E:24 drain error: clean the filter and check the drain hose.",
                       "Clean the filter system every 2 months."),
        "thermostat": ("Honeywell Home T6 Pro Programmable Thermostat - User Guide", "Set schedule: press MENU, "
                       "choose SCHEDULE, ON.", "Replace 2 AA batteries when the battery icon shows.",
                       "System switch: Heat, Cool, Off, Em Heat."),
        "mower": ("Toro Recycler 22 in. Personal Pace Lawn Mower - Operator's Manual", "Change oil after first 5 "
                  "hours, then every 50 hours. SAE 30.", "Sharpen or replace the blade each season.",
                  "Drain fuel or use stabilizer before winter storage."),
        "fridge": ("GE Profile French-Door Refrigerator - Owner's Manual", "Replace the water filter (XWFE) every "
                   "6 months.", "Recommended settings: fridge 37 F, freezer 0 F.",
                   "Clean condenser coils behind the base grille once a year."),
    }
    t, a, b, c = texts[what]
    return f"{t}\nIMPORTANT SAFETY INSTRUCTIONS - read before use.\n{a}\n{b}\n{c}\nWarranty: one year limited, parts and labor."


# --------------------------------------------------------------------------- Car (Areas / Resources)


def t_car_reg(r: random.Random, dt: datetime, car: str) -> str:
    return (f"Ohio Bureau of Motor Vehicles - Registration\nIssued {_us(dt)}  Expires {'11/08' if car == 'F150' else '09/21'}/{dt.year + 1}\n"
            f"Owner: {'Gregory J Kowalski' if car == 'F150' else 'Linda M Kowalski'}\nPlate "
            f"{'JKW 4417' if car == 'F150' else 'HDR 2815'}  County 57 Montgomery\nVehicle "
            f"{'2017 FORD F150 XLT SUPERCREW' if car == 'F150' else '2021 HONDA CR-V EX'}\nVIN "
            f"{'1FTEW1EG7HF' if car == 'F150' else '2HKRW2H5XMH'}{r.randint(100000, 999999)}\nFees: registration "
            "$31.00, county permissive tax $20.00, deputy fee $5.00")


def t_auto_policy(r: random.Random, dt: datetime) -> str:
    return (f"State Farm Auto - Declarations Page\nPolicy period {_us(dt)} - {_us(dt + timedelta(days=182))}\n"
            "Insured: Gregory & Linda Kowalski\nVehicles: 2017 Ford F-150 XLT; 2021 Honda CR-V EX\nLiability "
            "250/500/100  Uninsured motorist 250/500\nCollision deductible $500  Comprehensive $250\n"
            f"Six-month premium {_usd(r, 1050, 1250)}  Multi-line and Drive Safe & Save discounts applied")


def t_oil(r: random.Random, dt: datetime, car: str) -> str:
    v = "2021 Honda CR-V" if car == "crv" else "2017 Ford F-150 3.5L EcoBoost"
    return (f"Valvoline Instant Oil Change - Service receipt\nStore #1121 Wilmington Pike, Kettering  {_us(dt)}\n"
            f"Vehicle: {v}  Mileage {r.randint(38000, 96000):,}\n"
            f"Full synthetic {'0W-20' if car == 'crv' else '5W-30'} oil change  {_usd(r, 79, 109)}\n"
            "Tire pressure check, top off fluids\nEngine air filter: recommended\nNext service due in 5,000 mi")


def t_truck_log(r: random.Random, dt: datetime) -> str:
    out = ["Date;Miles;Work;Shop;Cost"]
    m = 71000
    for i, (w, s) in enumerate((("Oil change 5W-30", "Valvoline"), ("Tires - 4 BFG KO2", "Discount Tire"),
                                ("Brake pads front", "Jim's Auto Kettering"), ("Oil change", "Valvoline"),
                                ("Spark plugs + coil #3", "Jim's Auto Kettering"), ("Oil change", "Valvoline"),
                                ("Trailer brake controller", "self"))):
        m += r.randint(3000, 6000)
        out.append(f"{_d(dt - timedelta(days=900 - i * 130))};{m};{w};{s};{r.randint(60, 1300)}")
    return "\n".join(out)


def t_recall(r: random.Random, dt: datetime) -> str:
    return (f"IMPORTANT SAFETY RECALL - American Honda Motor Co.\n{_us(dt)}\nNHTSA Recall 25V-{r.randint(100, 800)}\n"
            "Dear Honda Owner: Linda M Kowalski\nVehicle: 2021 Honda CR-V  VIN 2HKRW2H5XMH*****\nThe fuel pump "
            "impeller may deform, which can cause the engine to stall.\nRemedy: your Honda dealer will replace the "
            "fuel pump free of charge.\nCall Honda of Kettering / Jeff Wyler Honda to schedule.")


def t_bmv_mail(r: random.Random, dt: datetime) -> str:
    return (f"From: Ohio BMV <no-reply@bmv.ohio.gov>\nTo: gkowalski62@gmail.com\nDate: {dt.strftime('%a, %d %b %Y')}\n"
            "Subject: Registration renewal reminder - plate JKW 4417\n\nYour vehicle registration for the 2017 FORD "
            "F150 expires in 30 days.\nRenew online at OPLATES.com or at any deputy registrar.\nNo E-Check is "
            "required in Montgomery County.")


def t_car_manual(r: random.Random, dt: datetime, car: str) -> str:
    if car == "f150":
        return ("2017 F-150 Owner's Manual - Ford Motor Company\nTowing: maximum trailer weight depends on axle "
                "ratio and cab; see the towing chart.\nIntegrated trailer brake controller: set gain with trailer "
                "loaded.\nEcoBoost engines: allow engine to idle before shut-off after heavy towing.\nTire pressure "
                "35 psi front and rear (P275/65R18).\nOil: Motorcraft SAE 5W-30, capacity 6.0 qt with filter.")
    if car == "crv":
        return ("2021 Honda CR-V Owner's Manual\nHonda Sensing: Collision Mitigation Braking System, Road Departure "
                "Mitigation, Adaptive Cruise Control.\nMaintenance Minder codes: A - replace engine oil; B - oil, "
                "filter, inspect brakes; 1 - rotate tires.\nRecommended fuel: unleaded 87 octane.\nTire pressure "
                "33 psi front, 33 psi rear.")
    return ("Ford F-150 RV and Trailer Towing Guide 2017\nGross combined weight rating tables by engine and axle.\n"
            "3.5L EcoBoost, 3.55 axle, SuperCrew 4x4: max conventional trailer 10,600 lb with Max Trailer Tow "
            "Package.\nUse weight-distributing hitch above 5,000 lb.\nTongue weight 10-15% of trailer weight.")


# --------------------------------------------------------------------------- HOA (Areas)


def _lot(r: random.Random) -> str:
    return f"{r.randint(2700, 2990)} {r.choice(['Briarwood Dr', 'Thornhill Ct', 'Larkspur Ln', 'Fernleaf Ct'])}"


def t_dues_ledger(r: random.Random, dt: datetime) -> str:
    y = dt.year if dt.month > 1 else dt.year - 1
    out = ["Lot;Owner;Address;Annual dues;Paid;Date paid;Balance;Note"]
    for lot in range(1, 27):
        paid = r.random() > 0.12
        out.append(f"{lot};{r.choice(FIRST)} {r.choice(NEIGH)};{_lot(r)};240.00;{'240.00' if paid else '0.00'};"
                   f"{_d(datetime(y, 1, 1) + timedelta(days=r.randint(10, 80))) if paid else ''};"
                   f"{'0.00' if paid else '240.00'};{'' if paid else r.choice(['2nd notice sent', 'called', 'payment plan'])}")
    return "\n".join(out)


def t_hoa_budget(r: random.Random, dt: datetime, year: int) -> str:
    rows = [("Dues income 86 lots x $240", 20640), ("Late fees", 150), ("Interest Huntington", 40),
            ("Common area mowing - GreenScape", -7200), ("Snow removal (entrance, cul-de-sacs)", -2600),
            ("Entrance sign lighting AES", -420), ("Liability & D&O insurance", -1850), ("Pond aeration repair", -900),
            ("Annual meeting - hall rental", -150), ("Postage/printing", -260), ("Tax prep 1120-H", -300),
            ("Reserve contribution", -6000)]
    return f"Briarwood Park HOA - Budget {year}\nLine;Budget {year};Actual {year - 1}\n" + "\n".join(
        f"{a};{b};{int(b * r.uniform(0.85, 1.1))}" for a, b in rows)


def t_hoa_minutes(r: random.Random, dt: datetime, annual: bool = False) -> str:
    return (f"Briarwood Park Homeowners Association - {'Annual Meeting' if annual else 'Board Meeting'} Minutes\n"
            f"{dt.strftime('%B %d, %Y')}, 7:00 pm, {'Kettering Rec Center Room B' if annual else 'home of D. Fulton, 2904 Thornhill Ct'}\n"
            "Present: Dave Fulton (president), Greg Kowalski (treasurer), Sharon Mescher (secretary), Rick Bowers, "
            f"Patty Lang\nTreasurer's report: operating ${r.randint(6000, 14000):,}, reserve ${r.randint(31000, 42000):,}. "
            f"{r.randint(3, 9)} lots past due; second notices mailed.\nOld business: pond fountain aerator replaced, "
            "invoice paid. Entrance landscaping bids tabled.\nNew business: "
            f"{r.choice(['fence height variance request from lot 41 - approved', 'complaint about boat parked in driveway on Larkspur - letter to be sent', 'mowing contract renewal with GreenScape approved 5-0'])}.\n"
            "Motion to adjourn 8:14 pm. Next meeting second Tuesday.")


def t_treas_report(r: random.Random, dt: datetime) -> str:
    op = r.uniform(8000, 13000)
    return (f"Treasurer's Report - Briarwood Park HOA\nPeriod ending {_us(dt)}\nPrepared by Greg Kowalski, Treasurer\n"
            f"Operating account (Huntington ****2290): ${op:,.2f}\nReserve savings (Huntington ****2308): "
            f"${r.uniform(33000, 41000):,.2f}\nDues collected YTD: ${r.randint(17000, 20400):,} of $20,640 "
            f"({r.randint(80, 98)}%)\nExpenses this month: GreenScape mowing $600.00, AES entrance lights $34.18\n"
            "Delinquent lots: 14, 37, 62 (liens discussed, not filed)")


def t_hoa_bank(r: random.Random, dt: datetime) -> str:
    return (f"Huntington National Bank - Business Checking Statement\nBRIARWOOD PARK HOMEOWNERS ASSN\nc/o G KOWALSKI "
            f"TREASURER\nStatement period ending {_us(dt)}  Account ****2290\nBeginning balance {_usd(r, 7000, 12000)}\n"
            f"Deposits (dues, 6 items) {_usd(r, 240, 1440)}\nCheck 1187 GreenScape Lawn Care 600.00\nCheck 1188 "
            f"Cincinnati Insurance Co {_usd(r, 1700, 1900)}\nEnding balance {_usd(r, 6000, 11000)}")


def t_late_notice(r: random.Random, dt: datetime) -> str:
    return (f"Briarwood Park Homeowners Association\n{dt.strftime('%B %d, %Y')}\n{r.choice(FIRST)} "
            f"{r.choice(NEIGH)}\n{_lot(r)}\nDear Neighbor,\nOur records show that your {dt.year} annual assessment "
            "of $240.00 remains unpaid. Per Article VI of the Declaration, a late fee of $25.00 has been added.\n"
            "Please remit $265.00 payable to Briarwood Park HOA, P.O. Box 291, Kettering OH 45429, within 30 days.\n"
            "If you have already paid, thank you and please disregard.\nGreg Kowalski, Treasurer")


def t_hoa_contract(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "snow":
        return (f"Snow Removal Agreement {dt.year}-{dt.year + 1} season\nGreenScape Lawn & Snow LLC and Briarwood Park "
                "HOA\nScope: plow entrance and 3 cul-de-sacs at 2 in. accumulation, salt entrance\nRate: $185 per "
                "plow, $95 per salt application, season cap $3,000\nSigned: Dave Fulton, President; Greg Kowalski, Treasurer")
    return (f"Common Area Maintenance Contract {dt.year + 1}\nGreenScape Lawn & Snow LLC\nWeekly mowing of entrance, "
            "pond bank and walking path April-October (28 cuts)\nSpring mulch entrance beds, fall leaf cleanup\n"
            "Price: $600.00 per month April-November\nInsurance certificate attached. Board approval 5-0.")


def t_hoa_mail(r: random.Random, dt: datetime) -> str:
    n = f"{r.choice(FIRST)} {r.choice(NEIGH)}"
    topic = r.choice([("Dues payment", "I dropped my check for this year's dues in the P.O. box on Monday, can you "
                       "confirm you got it? It was check #2231 for $240."),
                      ("Question about the reserve fund", "At the annual meeting you said the reserve was around "
                       "$38k. Is any of that earmarked for the pond wall? Thanks for all you do as treasurer.")])
    return (f"From: {n} <{n.split()[0].lower()}{r.randint(10, 99)}@att.net>\nTo: Briarwood HOA Treasurer "
            f"<briarwoodhoa.treasurer@gmail.com>\nDate: {dt.strftime('%a, %d %b %Y')} 18:42:10 -0400\n"
            f"Subject: {topic[0]}\n\nHi Greg,\n{topic[1]}\n{n.split()[0]}\n{_lot(r)}")


def t_hoa_tax(r: random.Random, dt: datetime) -> str:
    return (f"Form 1120-H  U.S. Income Tax Return for Homeowners Associations  {dt.year - 1}\nBriarwood Park "
            "Homeowners Association  EIN 31-1420877\nP.O. Box 291, Kettering OH 45429\nType: residential real estate "
            f"association\nExempt function income {r.randint(20000, 21000):,}\nGross non-exempt income (interest) "
            f"{r.randint(30, 60)}\nTaxable income 0 after $100 specific deduction\nSigned Gregory Kowalski, Treasurer")


# --------------------------------------------------------------------------- Mother (Areas)


def t_maple_stmt(r: random.Random, dt: datetime) -> str:
    return (f"Maple Grove Senior Living - Monthly Statement\n925 Maple Grove Way, Centerville OH 45459\nResident: "
            f"Helen Kowalski  Apt 214  Statement {_mon(dt)}\nResponsible party: Greg Kowalski (POA)\n"
            "Assisted living - one bedroom, Level 2 care   $5,210.00\nMedication management   $450.00\n"
            f"Beauty shop   {_usd(r, 20, 45)}\nIncontinence supplies   {_usd(r, 30, 70)}\nPrevious balance paid - "
            f"thank you\nAmount due by the 5th: {_usd(r, 5700, 5800)}")


def t_care_plan(r: random.Random, dt: datetime) -> str:
    return (f"Maple Grove Senior Living - Resident Service Plan Review\nResident: Helen Kowalski  DOB 10/03/1932\n"
            f"Review date: {_us(dt)}  Attending: Greg Kowalski (son, POA), Nurse Janet Ross LPN\nMobility: walker, "
            "stand-by assist for showers\nCognition: mild short-term memory loss, oriented to person and place\n"
            "Diet: mechanical soft, thin liquids, no added salt\nMedications administered by staff 3x daily\n"
            "Fall risk: moderate - bed alarm at night\nGoals: attend activities 3x week; family visits Sundays")


def t_poa(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "health":
        return ("HEALTH CARE POWER OF ATTORNEY (Ohio Revised Code 1337.12)\nI, Helen M. Kowalski, of Montgomery "
                "County, Ohio, designate my son Gregory J. Kowalski as my attorney-in-fact for health care "
                "decisions.\nAlternate agent: my granddaughter Amy K. Reinhart.\nThis power is effective when my "
                "attending physician determines I have lost the capacity to make informed decisions.\n"
                "Signed before notary, Centerville, Ohio. Attorney: Frances Gallo, Esq.")
    return ("DURABLE GENERAL POWER OF ATTORNEY (Ohio Uniform Power of Attorney Act)\nPrincipal: Helen M. Kowalski\n"
            "Agent: Gregory J. Kowalski, son\nThe agent may manage my bank accounts, pay my bills, deal with "
            "Medicare, Social Security and my insurers, and handle my real and personal property.\n"
            "This power of attorney is durable and is not affected by my subsequent disability.\n"
            "Notarized at Gallo & Reed Law Office, Kettering.")


def t_msn(r: random.Random, dt: datetime) -> str:
    return (f"Medicare Summary Notice for Part B (Medical Insurance)\nHELEN M KOWALSKI   Medicare # 4TW7-XK2-"
            f"{r.randint(10, 99)}MN\nNotice date {_us(dt)}\nProviders: Dayton Geriatric Medicine; Centerville Podiatry\n"
            f"Total amount billed {_usd(r, 200, 600)}  Medicare approved {_usd(r, 120, 300)}\nMedicare paid "
            f"{_usd(r, 90, 240)}  You may be billed $0.00 (Medigap Plan G covers coinsurance)\n"
            "THIS IS NOT A BILL.")


def t_medigap(r: random.Random, dt: datetime) -> str:
    return (f"Mutual of Omaha - Medicare Supplement Plan G - Premium notice\nInsured: Helen M Kowalski  Policy "
            f"M{r.randint(1000000, 9999999)}\nMonthly premium {_usd(r, 285, 340)} (attained age 93)\nBilled to: "
            "Greg Kowalski, POA, 2841 Briarwood Dr\nBank draft from Fifth Third ****0912 on the 1st")


def t_mom_meds(r: random.Random, dt: datetime) -> str:
    return (f"Mom (Helen) - medications per Maple Grove MAR, updated {_us(dt)}\nDonepezil 5 mg at bedtime\n"
            "Levothyroxine 50 mcg every morning before breakfast\nAmlodipine 5 mg daily\nVitamin D3 1000 IU\n"
            "Docusate 100 mg as needed\nSystane eye drops twice a day\nPhysician: Dr. Aaron Klein, Dayton Geriatric "
            "Medicine\nAllergic to sulfa")


def t_mom_account(r: random.Random, dt: datetime) -> str:
    return (f"Fifth Third Bank - Statement  Period ending {_us(dt)}\nHELEN M KOWALSKI\nGREGORY J KOWALSKI POA\n"
            f"Essential Checking ****0912\nBeginning balance {_usd(r, 22000, 30000)}\nSSA TREAS 310 XXSOC SEC  "
            f"{_usd(r, 1890, 1890)}\nNCR PENSION SURV BENEFIT  {_usd(r, 612, 612)}\nCHECK 1042 MAPLE GROVE "
            f"SENIOR LIVING  {_usd(r, 5700, 5800)}\nMUTUAL OF OMAHA PREMIUM  {_usd(r, 285, 340)}\nEnding balance "
            f"{_usd(r, 19000, 27000)}")


def t_mom_expenses(r: random.Random, dt: datetime) -> str:
    out = ["Month;Maple Grove;Medigap;Pharmacy;Other;Income SS+NCR;Net"]
    for i in range(5, 0, -1):
        m = dt - timedelta(days=30 * i)
        mg = r.randint(5700, 5800)
        out.append(f"{m.strftime('%Y-%m')};{mg};312;{r.randint(20, 70)};{r.randint(0, 150)};2502;=F{7 - i}-SUM(B{7 - i}:E{7 - i})")
    return "\n".join(out)


def t_mom_mail(r: random.Random, dt: datetime) -> str:
    return (f"From: Janet Ross <jross@maplegroveseniorliving.com>\nTo: gkowalski62@gmail.com\nDate: "
            f"{dt.strftime('%a, %d %b %Y')} 14:05:33 -0400\nSubject: Helen - podiatry visit and hearing aid\n\n"
            "Hi Greg,\nJust an update: your mom saw the podiatrist today, nails trimmed, no issues.\nShe misplaced "
            "her left hearing aid again; we found it in the dining room. Could you bring new size 312 batteries "
            "when you visit Sunday?\nAlso her care plan review is due next month, I'll send some times.\nJanet Ross, "
            "LPN, Resident Care Coordinator")


def t_funeral(r: random.Random, dt: datetime) -> str:
    return ("Routsong Funeral Home - Preneed Funeral Agreement (irrevocable)\nBeneficiary: Helen M. Kowalski\n"
            "Purchaser: Helen M. Kowalski, Gregory J. Kowalski as POA\nServices: traditional funeral mass at "
            "St. Adalbert Church, burial Calvary Cemetery beside Edward S. Kowalski\nCasket: 18 gauge steel, "
            "Going Home blue\nFunded by Homesteaders Life policy, face amount $11,480\nKeep with Mom's important papers.")


# --------------------------------------------------------------------------- Volunteering (Areas)


def t_fb_schedule(r: random.Random, dt: datetime) -> str:
    out = [f"Dayton Area Foodbank - Volunteer schedule {_mon(dt + timedelta(days=10))}",
           "Date;Shift;Area;Volunteers;Lead"]
    start = dt + timedelta(days=(1 - dt.weekday()) % 7 + 7)
    for i in range(8):
        d = start + timedelta(days=7 * (i // 2) + (i % 2) * 2)
        out.append(f"{_d(d)};{r.choice(['9:00-12:00', '12:30-3:30'])};{r.choice(['Warehouse sort', 'Mobile pantry - Trotwood', 'Senior boxes packing', 'Mobile pantry - Belmont'])};"
                   f"{r.choice(FIRST)}, Greg K, {r.choice(FIRST)};{r.choice(['Marcus', 'Deb', 'Greg K'])}")
    return "\n".join(out)


def t_fb_mail(r: random.Random, dt: datetime) -> str:
    return (f"From: Deb Sorrell <volunteer@daytonareafoodbank.org>\nTo: gkowalski62@gmail.com\nDate: "
            f"{dt.strftime('%a, %d %b %Y')} 10:12:44 -0400\nSubject: Mobile pantry Saturday - need 4 more drivers\n\n"
            "Hi Greg,\nThanks again for leading the Tuesday crew. We're short on forklift-certified folks and "
            "box-truck drivers for the Trotwood mobile pantry this Saturday 8 am - noon.\nAbout 320 households "
            "expected. Can you sign up in VolunteerHub and bring your truck for the produce pallets?\nDeb Sorrell, "
            "Volunteer Coordinator")


def t_fb_hours(r: random.Random, dt: datetime) -> str:
    out = ["Date;Hours;What"]
    for i in range(14):
        out.append(f"{_d(dt - timedelta(days=7 * i))};{r.choice([3, 3, 3.5, 4])};{r.choice(['warehouse sort', 'forklift unloading', 'mobile pantry', 'senior boxes', 'Tuesday crew lead'])}")
    return "\n".join(out) + "\nTOTAL;=SUM(B2:B15);"


def t_fb_handbook(r: random.Random, dt: datetime) -> str:
    return ("Dayton Area Foodbank - Volunteer Handbook\nWelcome! Check in at the volunteer desk and wear closed-toe "
            "shoes.\nFood safety: wash hands, wear gloves, discard dented cans with sharp dents on the seam.\n"
            "Forklift use only with current certification card.\nShift leads: report injuries on the incident form "
            "the same day.\nConfidentiality: never share client names or household information.")


def t_servsafe(r: random.Random, dt: datetime) -> str:
    return (f"ServSafe Food Handler Certificate of Achievement\nGregory Kowalski\nhas successfully completed the "
            f"ServSafe Food Handler program\nDate of issue {_us(dt)}  Expiration {_us(dt + timedelta(days=3 * 365))}\n"
            f"Certificate number {r.randint(10000000, 99999999)}\nNational Restaurant Association")


# --------------------------------------------------------------------------- Woodworking, Cooking, Books (Resources)

WOOD = {
    "adirondack": ("Classic Adirondack Chair - Plans", "Materials: 1x6 and 2x4 cedar, about 36 board feet.",
                   "Cut list: 2 back legs 1x6 x 34 in., 2 front legs 2x4 x 20 in., 7 back slats 1x4 x 36 in.",
                   "Use a 1/4 in. hardboard template for the fan back curve.",
                   "Assemble with 1-5/8 in. stainless deck screws and Titebond III."),
    "cutting_board": ("End-Grain Cutting Board", "Mill walnut and maple strips to 1-1/2 in. square.",
                      "First glue-up, crosscut into 1-3/4 in. strips, flip every other strip for a checkerboard.",
                      "Flatten with a router sled, never run end grain through a planer.",
                      "Finish: food-safe mineral oil and a beeswax board butter."),
    "shaker_table": ("Shaker End Table with Drawer", "Legs taper on the two inside faces from 1-1/2 in. to 7/8 in.",
                     "Mortise-and-tenon aprons, 5/16 in. tenons 1 in. long.",
                     "Hand-cut half-blind dovetails for the drawer front.",
                     "Cherry, finished with three coats of wiping varnish."),
    "workbench": ("Sturdy Garage Workbench (2x4 and plywood)", "Top: two layers of 3/4 in. plywood with hardboard skin.",
                  "Legs: doubled 2x4, lag screwed to 2x6 aprons.", "Add a face vise 14 in. from the left leg.",
                  "Height: wrist height, about 36 in. for a 6 ft woodworker."),
    "sled": ("Table Saw Crosscut Sled", "Base 3/4 in. Baltic birch 24 x 30 in., runners of UHMW or hard maple.",
             "Square the fence with the five-cut method: error divided by 4 per cut.",
             "Add a blade guard block at the back fence.", "Wax the runners with paste wax."),
    "birdhouse": ("Bluebird Nesting Box (NABS plan)", "Entrance hole exactly 1-1/2 in., 6 in. above floor.",
                  "Use untreated cedar; no perch.", "Side panel pivots on two nails for cleaning.",
                  "Mount 5 ft high on a pole with a baffle, facing an open field."),
}

ARTICLES = {
    "sharpening": ("Sharpening Chisels and Plane Irons", "Flatten the back first on 1000 grit, then polish.",
                   "Hone a 30 degree micro-bevel on a 25 degree primary bevel.", "Strop on leather with green compound.",
                   "A honing guide makes repeatable angles for beginners."),
    "finishing": ("Wipe-On Finishes: Danish Oil, Tung Oil, Wiping Varnish", "Danish oil is oil plus varnish thinned "
                  "with mineral spirits.", "Flood the surface, wait 15 minutes, wipe off all excess.",
                  "Oily rags can self-ignite: lay flat to dry or store in water.", "Three coats, 24 hours between."),
    "wood_movement": ("Understanding Wood Movement", "Wood moves across the grain, hardly along it.",
                      "A 12 in. wide flatsawn red oak panel can move about 1/4 in. between seasons.",
                      "Breadboard ends: glue only the center, elongated holes at the edges.",
                      "Tabletop fasteners (figure-8s or Z-clips) let the top move."),
    "glue": ("Choosing a Wood Glue", "PVA (Titebond I/II/III): open time 4-10 minutes.",
             "Hide glue is reversible - good for furniture repair.", "Epoxy fills gaps; PVA does not.",
             "Clamp pressure: firm, not crushing; a thin even squeeze-out line is ideal."),
}


def t_wood(r: random.Random, dt: datetime, key: str, table: dict) -> str:
    t, *body = table[key]
    return t + "\n" + "\n".join(body) + f"\nFrom: {r.choice(['Woodsmith', 'Popular Woodworking', 'Fine Woodworking', 'Wood Magazine'])}"


def t_saw_manual(r: random.Random, dt: datetime) -> str:
    return ("DEWALT DWE7491RS 10 in. Jobsite Table Saw - Instruction Manual\nRack and pinion fence system.\n"
            "Always use the riving knife and blade guard for through cuts.\nNever stand directly in line with the "
            "blade; kickback can throw the workpiece.\nBlade: 10 in., 5/8 in. arbor, max 4,800 rpm.\n"
            "Dado width not to exceed 13/16 in.; use the dado throat plate DW7404.")


def t_board_feet(r: random.Random, dt: datetime) -> str:
    out = ["Species;Thick (in);Width (in);Length (ft);Board feet;$ per bf;Cost"]
    for s, p in (("Walnut", 11.5), ("Hard maple", 6.8), ("Cherry", 8.9), ("Red oak", 5.2), ("White oak", 7.4)):
        th, w, l = r.choice([1, 1.25, 2]), r.randint(5, 9), r.choice([6, 8, 10])
        out.append(f"{s};{th};{w};{l};{th * w * l / 12:.2f};{p};{th * w * l / 12 * p:.2f}")
    return "\n".join(out) + "\nSource: Kettering Hardwoods / Paxton Lumber Cincinnati"


def t_shop_notes(r: random.Random, dt: datetime) -> str:
    return ("Shop notes\n- table saw blade: Freud 40T for ripping + crosscut, clean with Simple Green\n"
            "- Titebond III for outdoor stuff\n- dust collector bags - 30 micron, upgrade to canister someday\n"
            "- jointer knives changed 3/2025\n- Emma wants a doll bed for Xmas: 18in doll, pine, simple\n"
            "- router table fence - add T-track\n- Woodcraft Dayton class: hand-cut dovetails (Sat)")


RECIPES = {
    "pierogi": ("Babcia's Pierogi (potato & cheese)", "Dough: 3 cups flour, 1 egg, 1/2 cup sour cream, 1/2 cup warm "
                "water, pinch of salt.", "Filling: 2 lb russets mashed with 8 oz farmer cheese and onion fried in butter.",
                "Roll thin, cut 3 in. circles, fill, pinch edges well.", "Boil until they float plus 2 minutes, then "
                "fry in butter with onions.", "Makes about 5 dozen - freeze on sheet pans first."),
    "golabki": ("Helen's Golabki (stuffed cabbage)", "1 large head cabbage, core out, steam leaves soft.",
                "Filling: 1 lb ground beef, 1/2 lb ground pork, 1 cup cooked rice, onion, egg, salt and pepper.",
                "Roll and line up in roaster, seam side down.", "Sauce: 1 can tomato soup plus 1 can crushed tomatoes, "
                "a little brown sugar.", "Bake covered 325 F for 2 hours."),
    "chili": ("Linda's Crockpot Chili", "2 lb ground chuck browned with onion and green pepper.", "2 cans kidney "
              "beans, 1 can chili beans, 28 oz crushed tomatoes.", "3 Tbsp chili powder, 1 tsp cumin, 1 tsp "
              "oregano, pinch of cinnamon.", "Low 8 hours. Serve over spaghetti Cincinnati style if the kids visit."),
    "pumpkin_bread": ("Pumpkin Bread (2 loaves)", "3 1/2 cups flour, 3 cups sugar, 2 tsp baking soda, 1 1/2 tsp salt, "
                      "1 tsp cinnamon, 1 tsp nutmeg.", "4 eggs, 1 cup oil, 2/3 cup water, 15 oz can pumpkin.",
                      "Mix wet into dry just until combined.", "Bake 350 F 60-70 minutes, toothpick clean."),
    "kielbasa": ("Kielbasa and Sauerkraut", "2 lb Polish kielbasa cut in 2 in. pieces, browned.", "2 lb sauerkraut "
                 "rinsed once, 1 onion sliced, 1 apple grated.", "1 Tbsp brown sugar, 1 tsp caraway, 1 bottle beer.",
                 "Simmer covered 1 hour. Serve with rye bread and mustard."),
    "sheet_cake": ("Texas Sheet Cake", "Boil 1 cup butter, 1 cup water, 4 Tbsp cocoa.", "Pour over 2 cups flour, 2 "
                   "cups sugar, 1/2 tsp salt; add 2 eggs, 1/2 cup sour cream, 1 tsp soda.",
                   "Bake in 15x10 pan 375 F 20 min.", "Frosting while warm: butter, cocoa, milk, powdered sugar, pecans."),
    "salmon": ("Baked Salmon with Dill (heart healthy - from rehab class)", "4 salmon fillets, 1 lemon, fresh dill.",
               "Brush with 1 Tbsp olive oil, pepper, no salt.", "Bake 400 F 12-15 minutes until it flakes.",
               "Serve with brown rice and green beans. About 350 mg sodium per serving."),
    "buckeyes": ("Ohio Buckeyes", "1 1/2 cups peanut butter, 1/2 cup butter softened, 1 tsp vanilla, 4 cups "
                 "powdered sugar.", "Roll into 1 in. balls, chill on waxed paper 30 minutes.",
                 "Dip in melted chocolate chips with 2 Tbsp shortening, leave the top showing.", "Keep in fridge."),
}


def t_recipe(r: random.Random, dt: datetime, key: str) -> str:
    t, *body = RECIPES[key]
    return t + "\n" + "\n".join(body)


BOOKS = [
    ("Riders of the Purple Sage", "Zane Grey", "Riders of the Purple Sage - Zane Grey.epub"),
    ("The Virginian", "Owen Wister", "The Virginian.epub"),
    ("The Untamed", "Max Brand", "The Untamed - Max Brand.epub"),
    ("Hopalong Cassidy", "Clarence E. Mulford", "Hopalong_Cassidy_Mulford.epub"),
    ("Chip, of the Flying U", "B. M. Bower", "chip-of-the-flying-u.epub"),
    ("The Heritage of the Desert", "Zane Grey", "heritage_of_the_desert.epub"),
]

SONGS = [("Fortunate Son", "Creedence Clearwater Revival", "Willy and the Poor Boys"),
         ("Night Moves", "Bob Seger & The Silver Bullet Band", "Night Moves"),
         ("Take It Easy", "Eagles", "Eagles"), ("Simple Man", "Lynyrd Skynyrd", "(Pronounced 'Leh-'nerd 'Skin-'nerd)"),
         ("La Grange", "ZZ Top", "Tres Hombres"), ("Refugee", "Tom Petty and the Heartbreakers", "Damn the Torpedoes"),
         ("Ramblin' Man", "The Allman Brothers Band", "Brothers and Sisters"), ("More Than a Feeling", "Boston", "Boston"),
         ("Old Time Rock and Roll", "Bob Seger & The Silver Bullet Band", "Stranger in Town"),
         ("Up Around the Bend", "Creedence Clearwater Revival", "Cosmo's Factory"),
         ("Born to Run", "Bruce Springsteen", "Born to Run"), ("Surrender", "Cheap Trick", "Heaven Tonight")]


# --------------------------------------------------------------------------- Projects: RV trip (Travel)


def t_rv_rental(r: random.Random, dt: datetime) -> str:
    return ("Cruise America - RV Rental Agreement / Reservation Confirmation\nConfirmation # CA-" +
            f"{r.randint(3000000, 3999999)}\nRenter: Gregory Kowalski  Driver 2: Linda Kowalski\nPickup: Columbus "
            "(Grove City) OH, Saturday 06/20/2026 1:00 pm\nReturn: Sunday 07/12/2026 by 11:00 am\nVehicle class: "
            "C30 Large Motorhome (sleeps 7)\nNightly rate $189 x 22 nights; 3,500 mile kilometer package\n"
            "Personal kit x2, kitchen kit x1\nDeposit $500 charged Chase ****8832. Balance due at pickup.")


def t_campground(r: random.Random, dt: datetime, park: str) -> str:
    parks = {
        "badlands": ("Cedar Pass Campground, Badlands National Park, Interior SD", "06/22/2026", "06/24/2026",
                     "Site 61 - electric, RV up to 30 ft", "Badlands Loop Road, Fossil Exhibit Trail"),
        "custer": ("Custer State Park - Game Lodge Campground, SD", "06/24/2026", "06/27/2026",
                   "Site 38 - electric 30 amp", "Wildlife Loop, Needles Highway (RV length limit - take the car? no car)"),
        "fishing_bridge": ("Fishing Bridge RV Park, Yellowstone National Park, WY", "06/29/2026", "07/03/2026",
                           "Site B-127 full hookup, hard-sided units only", "Old Faithful, Grand Prismatic, Lamar Valley"),
        "colter_bay": ("Colter Bay RV Park, Grand Teton National Park, WY", "07/03/2026", "07/06/2026",
                       "Site 84 full hookup 50 amp", "Jenny Lake boat, Oxbow Bend at sunrise"),
        "cody": ("Cody KOA Holiday, Cody WY", "06/28/2026", "06/29/2026", "Pull-through site 17, 50 amp",
                 "Cody Nite Rodeo, Buffalo Bill Center of the West"),
    }
    name, a, b, site, notes = parks[park]
    return (f"Reservation Confirmation\n{name}\nReservation # {r.randint(0, 9)}{r.randint(100000000, 999999999)}\n"
            f"Guest: Gregory Kowalski  Party of 2  Vehicle: Class C motorhome 30 ft\nArrive {a}  Depart {b}\n{site}\n"
            f"Paid {_usd(r, 90, 480)}  Cancellation: fee $10, within 48 hours first night forfeited\nOur plans: {notes}")


def t_rv_route(r: random.Random, dt: datetime) -> str:
    return ("RV trip West 2026 - route plan\nSat 6/20 pick up RV Grove City, home to load, leave Sun early\n"
            "6/21 Dayton - Chicago bypass (I-65/I-80/I-90) - Albert Lea MN, Walmart overnight? (~600 mi, long)\n"
            "6/22-24 Badlands NP Cedar Pass\n6/24-27 Custer State Park - Mt Rushmore, Crazy Horse\n"
            "6/27 Devils Tower, 6/28 Cody KOA\n6/29-7/3 Yellowstone Fishing Bridge\n7/3-6 Grand Teton Colter Bay\n"
            "7/6-7/11 home via I-80: Rock Springs, North Platte, Des Moines, Indy\n7/12 return RV by 11 am\n"
            "Max 350 mi/day except first day. Linda drives mornings.")


def t_rv_budget(r: random.Random, dt: datetime) -> str:
    return ("Item;Estimate;Actual;Note\nRV rental 22 nights;4158;;Cruise America\nMileage package 3500 mi;1225;;\n"
            "Kits;320;;\nCampgrounds;1650;;see confirmations\nGas ~5200 mi at 8 mpg x $3.90;2535;;ouch\n"
            "Groceries;800;;\nEating out;700;;\nPark passes;80;80;senior pass\nPropane;90;;\nSouvenirs grandkids;200;;\n"
            "TOTAL;=SUM(B2:B11);;")


def t_rv_packing(r: random.Random, dt: datetime) -> str:
    return ("RV trip packing list\nMeds - 30 day + extra week, Greg's nitro, copies of med list\nBinoculars, bear "
            "spray (buy in Cody), rain jackets\nFolding chairs x2, outdoor rug\nCoffee maker? (kitchen kit has "
            "percolator)\nHeadlamps, extension cord 25 ft, water pressure regulator, drinking water hose\n"
            "Senior pass, AAA card, Medicare? no - Anthem cards\nDeck of cards, Louis L'Amour books, kindle charger\n"
            "Mail hold at post office 6/20-7/12, ask Amy to water plants")


def t_senior_pass(r: random.Random, dt: datetime) -> str:
    return (f"USGS Store - Order Confirmation #{r.randint(10000000, 99999999)}\nItem: Interagency Senior Lifetime Pass "
            "(America the Beautiful)\nPass holder: Gregory Kowalski (age 62+)\nPrice $80.00  Processing fee $10.00\n"
            "Ships to 2841 Briarwood Dr, Dayton OH 45440\nThe pass covers entrance fees at national parks for the "
            "pass holder and passengers in a private vehicle, and 50% off some campsite fees.")


def t_rv_mail(r: random.Random, dt: datetime) -> str:
    return (f"From: Cruise America Columbus <columbus@cruiseamerica.com>\nTo: gkowalski62@gmail.com\nDate: "
            f"{dt.strftime('%a, %d %b %Y')} 11:30:05 -0400\nSubject: Re: RV pickup time and orientation\n\n"
            "Hello Mr. Kowalski,\nYour pickup on June 20 is confirmed for 1:00 pm. Please allow 60 minutes for the "
            "walk-through video and vehicle orientation.\nBring both drivers' licenses and the credit card used to "
            "reserve. Generator use is billed at $3.50/hour.\nLong-term parking for your CR-V is available on site "
            "free of charge.\nSafe travels!")


def t_yellowstone_notes(r: random.Random, dt: datetime) -> str:
    return ("Yellowstone - things to see (from Mike and the Rick Steves site)\nGrand Prismatic overlook trail from "
            "Fairy Falls lot - go early, parking fills by 9\nOld Faithful predictions on NPS app\nLamar Valley "
            "at dawn for wolves - bring spotting scope\nRoad construction 2026: check nps.gov/yell for delays "
            "between Canyon and Tower\nNo RV over 30 ft at some pullouts\nFishing Bridge: no tents, hard-sided only")


# --------------------------------------------------------------------------- Projects: deck (Home)


def t_deck_permit(r: random.Random, dt: datetime) -> str:
    return ("City of Kettering - Planning and Development - Residential Deck Permit Application\n"
            f"Application # BLD-{dt.year}-{r.randint(1000, 1999)}  Date {_us(dt)}\nOwner/applicant: Gregory Kowalski, "
            "2841 Briarwood Dr\nWork: remove existing 1994 wood deck, build new 16 ft x 14 ft deck 30 in. above grade\n"
            "Footings: 10 in. dia. concrete piers 32 in. deep (frost line)\nJoists 2x10 SYP #2 pressure treated @ 16 in. "
            "o.c., beams (3) 2x10, ledger with 1/2 in. lags\nDecking: Trex Enhance composite; guard 36 in.\n"
            "Inspections required: footing hole, framing, final\nFee $95.00  Status: APPROVED")


def t_deck_quote(r: random.Random, dt: datetime, store: str) -> str:
    items = [("2x10x14 PT #2 SYP", 16, 27.4), ("2x10x16 PT", 6, 31.9), ("6x6x10 PT post", 6, 54.0),
             ("Trex Enhance 1x6x16 Toasted Sand", 38, 48.3), ("Simpson LUS210 hanger", 30, 2.1),
             ("Simpson H2.5A tie", 30, 0.9), ("Quikrete 80 lb", 24, 6.2), ("Trex hidden fasteners 375 ct", 2, 149.0),
             ("Railing kit 6 ft", 6, 118.0)]
    tot = 0.0
    out = [f"{store} - Quote / Material estimate", f"Customer: Greg Kowalski  Date {_us(dt)}"]
    for name, q, p in items:
        p *= r.uniform(0.92, 1.1)
        tot += q * p
        out.append(f"{q} x {name} @ {p:.2f} = {q * p:,.2f}")
    out.append(f"Subtotal {tot:,.2f}  Tax 7.5% {tot * 0.075:,.2f}  Delivery {'free' if 'Menards' in store else '$75'}")
    return "\n".join(out)


def t_deck_materials(r: random.Random, dt: datetime) -> str:
    return ("Part;Qty;Size;Menards;84 Lumber;Carter\nJoists;16;2x10x14 PT;27.41;29.10;28.75\nRim/beam;6;2x10x16 PT;"
            "31.88;33.50;32.20\nPosts;6;6x6x10;53.97;56.00;55.40\nDecking Trex;38;16 ft;48.27;51.90;49.99\n"
            "Concrete;24;80 lb;6.18;6.75;6.49\nHangers LUS210;30;;2.08;2.30;2.19\nLedger lags 1/2x4;40;;0.89;1.10;0.95\n"
            "Railing kits;6;6 ft;117.99;124.00;119.50")


def t_deck_plan(r: random.Random, dt: datetime) -> str:
    return ("Back deck rebuild - framing plan\nSize 16 ft wide x 14 ft out, 30 in. high off patio door sill minus 1 in.\n"
            "Ledger: 2x10 PT on house rim, flashing tape + Z flashing, 1/2 in. lags 16 in. staggered\n"
            "Beam at 12 ft: triple 2x10 on 3 posts (6x6) notched, 2 ft cantilever\nJoists 2x10 @ 16 in. o.c. (span "
            "12 ft OK per DCA6 table 2 for SYP #2)\nStairs: 4 risers @ 7-1/2 in., 3 treads 11 in., 36 in. wide\n"
            "Dave (Amy's husband) helping demo day Sat; rent dumpster 10 yd from Rumpke")


def t_dca6(r: random.Random, dt: datetime) -> str:
    return ("American Wood Council - Prescriptive Residential Wood Deck Construction Guide (DCA 6-15)\n"
            "Table 2: Maximum joist spans - Southern pine 2x10 at 16 in. o.c.: 15 ft 5 in.\nTable 3: beam spans\n"
            "Ledger attachment: 1/2 in. lag screws or through bolts, staggered pattern\nFootings: minimum 12 in. "
            "below grade and below frost line\nGuards required where deck is more than 30 in. above grade")


def t_oups(r: random.Random, dt: datetime) -> str:
    return (f"From: OHIO811 <noreply@oups.org>\nTo: gkowalski62@gmail.com\nDate: {dt.strftime('%a, %d %b %Y')}\n"
            f"Subject: Ticket A{r.randint(60000000, 69999999)} - Locate request received\n\nWork site: 2841 BRIARWOOD "
            "DR, KETTERING, MONTGOMERY County\nType of work: deck footings, hand dig 10 holes\nStart date: 48 hours "
            "after this notice (excluding weekends)\nMembers notified: AES OHIO, CENTERPOINT ENERGY, SPECTRUM, CITY "
            "OF DAYTON WATER, AT&T OHIO\nPlease respect the marks.")


def t_inspection_mail(r: random.Random, dt: datetime) -> str:
    return (f"From: Kettering Building Inspections <inspections@ketteringoh.org>\nTo: gkowalski62@gmail.com\nDate: "
            f"{dt.strftime('%a, %d %b %Y')} 08:02:19 -0400\nSubject: Inspection scheduled - footing - 2841 Briarwood Dr\n\n"
            "Your footing inspection for permit BLD deck has been scheduled.\nInspector: T. Wagner. Window 8:00 am - "
            "12:00 pm.\nHoles must be dug to full depth with forms or tubes set, no concrete poured.\nPermit card "
            "must be posted and visible from the street.")


# --------------------------------------------------------------------------- Projects: anniversary (Family)


def t_guest_list(r: random.Random, dt: datetime) -> str:
    out = ["Name;Side;Adults;Kids;Invited;RSVP;Note"]
    for n, s in (("Amy & Dave Reinhart", "family"), ("Mike & Jess Kowalski", "family"), ("Helen Kowalski (Mom)", "Greg"),
                 ("Carol & Jim Brandt", "Linda"), ("Fr. Tom Wessel", "church"), ("Ray & Donna Fischer", "Greg - DPD"),
                 ("Tony Marino", "Greg - DPD"), ("Sue Hammond", "Linda - work"), ("Dr Paul Nguyen", "Linda - work")):
        out.append(f"{n};{s};{r.randint(1, 2)};{r.randint(0, 2) if 'Amy' in n or 'Mike' in n else 0};yes;"
                   f"{r.choice(['yes', 'yes', 'no reply', 'no'])};")
    for _ in range(10):
        out.append(f"{r.choice(FIRST)} {r.choice(NEIGH)};{r.choice(['neighbors', 'church', 'HOA'])};2;0;yes;{r.choice(['yes', 'no reply'])};")
    return "\n".join(out)


def t_venue(r: random.Random, dt: datetime) -> str:
    return ("Knights of Columbus Council 3855 - Hall Rental Agreement\nEvent: 40th Wedding Anniversary - Greg & Linda "
            "Kowalski\nDate: Saturday, August 15, 2026  5:00 pm - 11:00 pm\nMain hall, capacity 150, tables and chairs "
            "set for 90\nRental $650.00, deposit $200.00 paid " + _us(dt) + "\nBar service by Council only; cash bar "
            "or host bar ($12 per person)\nOutside caterer allowed with proof of liability insurance\nClean-up by "
            "renter; security deposit refunded within 14 days")


def t_caterer(r: random.Random, dt: datetime) -> str:
    return (f"Rick's Catering & Events - Estimate\nDate {_us(dt)}\nClient: Linda Kowalski\n"
            "Event: 40th anniversary dinner, 08/15/2026, 90 guests, K of C hall\nBuffet: roast beef au jus, "
            "chicken piccata, mostaccioli, green beans almondine, garden salad, rolls\nService staff 3, china and "
            f"linens\nPer person $31.50 x 90 = $2,835.00  Service 18% $510.30\nDeposit 25% to hold the date")


def t_invitation(r: random.Random, dt: datetime) -> str:
    return ("Please join us\nin celebrating\n40 years of marriage\nGreg & Linda Kowalski\nMarried August 16, 1986\n"
            "Saturday, August 15, 2026\n5:00 pm dinner and dancing\nKnights of Columbus Hall, 3050 Wilmington Pike, "
            "Kettering\nNo gifts please - your company is our gift\nRSVP to Amy by July 15: 937-555-0148")


def t_dj_mail(r: random.Random, dt: datetime) -> str:
    return (f"From: Miami Valley Mobile DJs <bookings@mvmobiledj.com>\nTo: lindak.rdh@yahoo.com\nDate: "
            f"{dt.strftime('%a, %d %b %Y')} 16:20:11 -0400\nSubject: Aug 15 anniversary - confirmation\n\n"
            "Hi Linda,\nYou're booked for Saturday 8/15, 6-10 pm at the K of C hall. Package: DJ, lights, wireless "
            "mic for toasts, $725, deposit received.\nPlease send your must-play list - I have 'Lady in Red' for "
            "your first dance (recreating 1986!) and a polka set for Greg's side.\nThanks, Brian")


def t_slideshow(r: random.Random, dt: datetime) -> str:
    return ("Slideshow - photos to scan / pick (40th)\n1986 wedding at St. Adalbert - 6 from the album\n"
            "Honeymoon Gatlinburg 1986\nAmy baby pictures 1988-89, Mike 1991\nGreg police academy graduation 1988\n"
            "Cedar Point trips, Lake Cumberland houseboat 1999\nAmy's wedding 2014\nGrandkids - Emma, Jack, Sophie\n"
            "Alaska 2025 glacier picture at end\nSong: 'Forever and Ever, Amen' - Randy Travis (our song)")


def t_party_budget(r: random.Random, dt: datetime) -> str:
    return ("Item;Budget;Paid;Due\nHall K of C;650;200;450\nCatering Rick's 90 ppl;3345;836;2509\nDJ;725;200;525\n"
            "Cake - Ashley's Pastry Shop;280;0;280\nInvitations Vistaprint;74;74;0\nFlowers/centerpieces;300;0;300\n"
            "Bar (host beer+wine);900;0;900\nTOTAL;=SUM(B2:B8);=SUM(C2:C8);=SUM(D2:D8)")


def t_cake(r: random.Random, dt: datetime) -> str:
    return (f"Ashley's Pastry Shop - Order form\nOrder date {_us(dt)}  Pickup/delivery: 08/15/2026 3:00 pm, K of C "
            "Hall Kettering\nCustomer: Linda Kowalski\nThree-tier round, serves 100, white almond cake with "
            "raspberry filling, buttercream\nTopper: '40' in gold, fresh ruby roses (ruby anniversary)\n"
            "Price $280.00  Deposit $0 - pay at delivery")


# --------------------------------------------------------------------------- Projects: boat sale (Boat)


def t_boat_listing(r: random.Random, dt: datetime) -> str:
    return ("FOR SALE - 1998 Lund 1700 Fisherman - $8,900 OBO\n17 ft aluminum deep-V, Mercury 90 hp 2-stroke, "
            "runs strong, compression 120 all cylinders\nMinnKota Terrova 55 lb trolling motor with i-Pilot, Humminbird "
            "Helix 7 fish finder\nLivewell works, new bilge pump 2024, seats recovered 2022\nShorelander trailer, new "
            "bunks and tires 2023\nAlways stored in garage. Clean Ohio title in my name.\nLocated Kettering. Text Greg "
            "937-555-0192. No trades, no dealers, cash or cashier's check.")


def t_boat_title(r: random.Random, dt: datetime) -> str:
    return ("STATE OF OHIO - CERTIFICATE OF TITLE - WATERCRAFT/OUTBOARD MOTOR\nTitle number 5702" +
            f"{r.randint(100000, 999999)}\nHull ID LUN{r.randint(10000, 99999)}J798\nMake LUND  Year 1998  Length 17 FT  "
            "Hull ALUMINUM\nOwner: GREGORY J KOWALSKI, 2841 BRIARWOOD DR, DAYTON OH\nOutboard: MERCURY 90 HP "
            f"serial 0G3{r.randint(10000, 99999)}\nLienholder: NONE\nMontgomery County Clerk of Courts, issued 05/14/2008")


def t_boat_reg(r: random.Random, dt: datetime) -> str:
    return ("Ohio Department of Natural Resources - Division of Parks and Watercraft\nWatercraft Registration "
            f"Certificate\nRegistration number OH 4417 AB  Valid through 03/01/{dt.year + 2}\nOwner: Gregory J "
            "Kowalski\n1998 LUND 1700 FISHERMAN, aluminum, outboard, 17 ft\nFee $59.00 (3-year)\nDisplay decals on "
            "both sides of the bow, aft of the number.")


def t_boat_service(r: random.Random, dt: datetime) -> str:
    return (f"Caesar Creek Marine - Service work order #{r.randint(10000, 19999)}\n{_us(dt)}\nCustomer: Greg Kowalski\n"
            "1998 Lund / Mercury 90 2-stroke\nWinterize: fogging oil, fuel stabilizer, drain lower unit, new gear "
            "oil\nWater pump impeller replaced\nCompression test: 120/118/121 psi\nNote from tech: solid motor, "
            f"plenty of life left.\nTotal {_usd(r, 280, 420)}")


def t_boat_buyer(r: random.Random, dt: datetime) -> str:
    n = f"{r.choice(FIRST)} {r.choice(NEIGH)}"
    return (f"From: {n} <{n.split()[1].lower()}.{r.randint(1, 99)}@gmail.com>\nTo: gkowalski62@gmail.com\nDate: "
            f"{dt.strftime('%a, %d %b %Y')} 20:03:52 -0400\nSubject: Re: 1998 Lund 1700 on Marketplace\n\nHi Greg, "
            "is the Lund still available? Does the Mercury have oil injection or premix? Any soft spots in the "
            "floor?\nI could come look Saturday morning and bring my brother-in-law. Would you take $7,500 cash?\n"
            f"Thanks, {n.split()[0]}")


def t_bill_of_sale(r: random.Random, dt: datetime) -> str:
    return ("BILL OF SALE - WATERCRAFT, MOTOR AND TRAILER\nSeller: Gregory J. Kowalski, 2841 Briarwood Dr, Dayton OH\n"
            "Buyer: ______________________\nBoat: 1998 Lund 1700 Fisherman, HIN LUN...J798\nMotor: Mercury 90 hp, "
            "serial 0G3...\nTrailer: 1998 Shorelander, VIN ____\nSale price: $________  Sold AS IS, no warranty\n"
            "Date: ________ 2026  Seller signature ________  Buyer signature ________\n(Title transfer at Clerk of "
            "Courts title office, both of us go together)")


def t_nada(r: random.Random, dt: datetime) -> str:
    return (f"J.D. Power Boat Values - Used value report  {_us(dt)}\n1998 Lund 1700 Fisherman SS, 17 ft, aluminum\n"
            "Engine: Mercury 90 ELPTO 2-stroke\nTrailer included\nLow retail $6,420  Average retail $8,155\n"
            "Options: trolling motor, fish finder add $600-$900\nValues are estimates; condition adjustments apply.")


# --------------------------------------------------------------------------- Projects: family book (Genealogy)

CHAPTERS = [
    ("Chapter 1 - Leaving Galicia", "Stanislaw Kowalski was born in 1891 in Zglobice, a village outside Tarnow, "
     "then part of Austrian Galicia.", "He sailed from Bremen on the SS Rhein in April 1912 and arrived at Baltimore "
     "with eleven dollars.", "His cousin Jozef already worked at the Barney & Smith Car Company in Dayton."),
    ("Chapter 2 - East Dayton and St. Adalbert", "The Polish families of East Dayton built St. Adalbert Church on "
     "Xenia Avenue in 1911.", "Stanislaw married Aniela Nowak there in 1916; the wedding lunch was pierogi and "
     "kielbasa in the church basement.", "They bought the narrow house on Henry Street for $1,850."),
    ("Chapter 3 - Dad at NCR", "My father, Edward S. Kowalski, started at the National Cash Register plant in "
     "1951 after Korea.", "He worked the screw machines in Building 10 for 31 years.",
     "Mom (Helen) says he came home every night smelling of cutting oil and always brought us a Hershey bar."),
    ("Chapter 4 - Growing up on Xenia Avenue", "I was born in November 1962 at St. Elizabeth Hospital.",
     "We played ball at Orchard Park and went to confession every Saturday whether we needed it or not.",
     "Grandma Aniela only spoke Polish to us, which is why I still know how to say 'eat, you're too skinny'."),
    ("Chapter 5 - Thirty-three years on the job", "I joined the Dayton Police Department in 1988, class 88-2.",
     "The first night on patrol in Fifth District my training officer told me: listen more than you talk.",
     "I made sergeant in 2004 and retired in June 2021, the same month my grandson Jack turned one."),
]


def t_chapter(r: random.Random, dt: datetime, i: int) -> str:
    t, *body = CHAPTERS[i]
    return (f"From Tarnow to Xenia Avenue - The Kowalski Family in Dayton\n{t}\n(draft {r.randint(2, 6)} - "
            f"{_us(dt)})\n" + "\n".join(body) + "\n[TODO: check date with Mom; add photo]")


def t_book_outline(r: random.Random, dt: datetime) -> str:
    return ("Family book - outline\nWorking title: From Tarnow to Xenia Avenue\n1 Leaving Galicia (Stanislaw, 1912)\n"
            "2 East Dayton and St. Adalbert (1912-1940)\n3 Dad at NCR (Edward 1951-1982)\n4 Growing up on Xenia Ave\n"
            "5 Thirty-three years on the job\n6 Linda and our kids\n7 Letters from Poland (translations)\nAppendix: "
            "family tree, ship manifest, census pages\nGoal: printed copies for the kids and cousins by Christmas 2026")


def t_book_timeline(r: random.Random, dt: datetime) -> str:
    return ("Year;Event;Source;Verified\n1891;Stanislaw Kowalski born Zglobice;parish record (FamilySearch);yes\n"
            "1912;Arrives Baltimore on SS Rhein;ship manifest;yes\n1916;Marries Aniela Nowak, St. Adalbert;marriage "
            "record;yes\n1920;Census - Henry St, Dayton, laborer car works;1920 census;yes\n1929;Edward S. born;"
            "Mom;check\n1932;Helen Zielinski born;birth cert;yes\n1951;Edward starts NCR;NCR pension letter;yes\n"
            "1955;Edward & Helen marry;Mom;yes\n1962;Greg born;birth cert;yes\n1968;Stanislaw dies;obituary Dayton "
            "Daily News;yes")


def t_interview(r: random.Random, dt: datetime) -> str:
    return (f"Interview with Mom (Helen) - {_us(dt)} at Maple Grove\nRecorded on phone, 40 min. Notes:\n"
            "- Her mother came from Rzeszow area, not Tarnow like Dad's side\n- Met Dad at a dance at the Polish Club "
            "on Troy St, 1954; he stepped on her feet\n- Grandpa Stan kept chickens behind Henry St house until the "
            "city made him stop\n- The 1913 flood: Grandpa Stan carried people out of the water in a boat from the "
            "car works\n- Ask Aunt Irene about the letters from Jozef's daughter in Poland")


def t_letter(r: random.Random, dt: datetime, n: int) -> str:
    yr = (1921, 1934, 1947, 1958)[n % 4]
    return (f"Letter {n + 1} - transcription and translation (Polish, {yr})\nFrom: {['Jozef Kowalski, Zglobice', 'Marianna Kowalska (sister)', 'Zofia Kowalska-Nowak', 'Zofia Kowalska-Nowak'][n % 4]}\n"
            f"To: Stanislaw Kowalski, Henry Street, Dayton, Ohio, USA\nOriginal: 'Kochany Bracie, ...'\nTranslation: "
            "Dear Brother, we received the package with the coats and the dollars, may God reward you.\n"
            + ["The harvest was poor and the cow is sick.", "Mother died on the feast of St. Joseph; we buried her in "
               "Tarnow.", "After the war we have nothing. The house was burned.", "Please send a photograph of "
               "your grandchildren."][n % 4] + f"\nScan: letters/letter_{yr}.jpg  Translated with help of Fr. Marek")


def t_print_quote(r: random.Random, dt: datetime) -> str:
    return (f"Lulu.com - Print project estimate {_us(dt)}\nTitle: From Tarnow to Xenia Avenue\nFormat: US Trade 6 x 9 in, "
            "hardcover casewrap, black & white with 40 photo pages\nPage count est. 220\nUnit cost $14.82\nQuantity 30 "
            "copies: $444.60 + shipping $38.99\nISBN: not required for private family printing")


def t_census(r: random.Random, dt: datetime) -> str:
    return ("1920 US Census - Dayton, Montgomery Co., Ohio, Ward 2, ED 112, sheet 7B\nLine 64: Kowalski, Stanley, "
            "head, rents, M W 28, married, immigrated 1912, alien, born Poland (Austria), language Polish, laborer, "
            "car works\nLine 65: Kowalski, Aniela, wife, F W 24, born Poland, no occupation\nLine 66: Kowalski, "
            "Jan, son, 2, born Ohio\nNotes: Henry Street. Stanley = Stanislaw. Check 1930 for Edward (born 1929).")


# --------------------------------------------------------------------------- Archive: police (Police)


def t_police(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "retire_app":
        return ("Ohio Police & Fire Pension Fund - Application for Normal Service Retirement\nMember: Gregory J. "
                "Kowalski  Employer: City of Dayton, Division of Police\nService credit: 33.0 years\nDROP participation: "
                "entered 07/01/2013, exit 06/30/2021\nRequested retirement date: 07/01/2021\nPlan of payment: joint "
                "and 50% survivor, Linda M. Kowalski\nSigned 04/12/2021  Notarized")
    if kind == "drop":
        return ("OP&F - Deferred Retirement Option Plan (DROP) - Distribution Election\nMember: Gregory J. Kowalski\n"
                "DROP account balance at termination: $412,386.55\nElection: direct rollover 100% to Fidelity "
                "Rollover IRA, account Z48-xxxxxx\nNo federal withholding on direct rollover\nProcessed 08/09/2021")
    if kind == "commendation":
        return ("City of Dayton - Department of Police\nCOMMENDATION\nOfficer Gregory J. Kowalski, Badge 1147\n"
                "On March 3, 1998, while on patrol in the Fifth District, Officer Kowalski entered a burning "
                "residence on Huffman Avenue and carried an elderly resident to safety before fire crews arrived.\n"
                "His actions reflect great credit upon himself and the Dayton Police Department.\nChief of Police")
    if kind == "promotion":
        return ("City of Dayton - Civil Service Board\nNotice of Promotion\nGregory J. Kowalski, Police Officer, is "
                "promoted to the rank of Police Sergeant effective 02/15/2004, ranked 4th on the eligibility list.\n"
                "Assignment: Central Patrol Operations, Third Watch\nProbationary period: one year")
    if kind == "fop":
        return ("Collective Bargaining Agreement between the City of Dayton and the Fraternal Order of Police, "
                "Captain John C. Post Lodge No. 44\nTerm: January 1, 2018 - December 31, 2020\nArticle 21 Wages: 2.5% "
                "general increase each year\nArticle 28 Overtime: time and one-half\nArticle 33 Sick leave conversion "
                "at retirement: 50% up to 1,200 hours\nArticle 40 Grievance procedure")
    if kind == "eval":
        return ("Dayton Police Department - Supervisor Performance Evaluation 2020\nSgt. Gregory Kowalski #1147\n"
                "Rating period 01/01/2020 - 12/31/2020\nLeadership: exceeds standards. Managed Third Watch during "
                "COVID staffing shortages.\nReport review: meets standards\nRecommendation: continue assignment. "
                "Sergeant has announced retirement in 2021.\nReviewed by Lt. A. Marshall")
    if kind == "speech":
        return ("Retirement party - what I want to say (June 2021, Polish Club)\nThank Linda first. 33 years of "
                "her worrying every time the phone rang late.\nThank Third Watch - best squad in the city.\nRemember "
                "Ray Fischer's first car chase, the one with the hearse.\nDon't get choked up. Keep it under 5 min.\n"
                "Finish: 'It was an honor to serve the people of Dayton.'")
    return ("Ohio Peace Officer Training Commission - Certificate of Completion\nGregory J. Kowalski\nCourse: Crisis "
            "Intervention Team (CIT) 40-hour\nCompleted 10/2016, 40 CPT hours\nOhio Attorney General's Office")


# --------------------------------------------------------------------------- Archive: Walter Brandt estate (Estate)


def t_estate(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "will":
        return ("LAST WILL AND TESTAMENT OF WALTER F. BRANDT\nI, Walter F. Brandt, of Troy, Miami County, Ohio, "
                "declare this to be my will.\nI appoint my daughter Linda M. Kowalski as Executor.\nI leave my "
                "residence at 1418 Staunton Rd, Troy, and all my property in equal shares to my children Linda M. "
                "Kowalski and James W. Brandt.\nSigned March 2, 2011, with two witnesses.")
    if kind == "authority":
        return ("Probate Court of Miami County, Ohio\nEstate of Walter F. Brandt, Deceased  Case No. 2022 EST 0418\n"
                "LETTERS OF AUTHORITY FOR EXECUTOR\nLinda M. Kowalski is appointed Executor and authorized to "
                "administer the estate.\nBond waived by will. Date of death: September 14, 2022.\nIssued 10/27/2022")
    if kind == "closing":
        return ("Final Closing Statement (ALTA)\nSeller: Estate of Walter F. Brandt, Linda M. Kowalski, Executor\n"
                "Property: 1418 Staunton Rd, Troy OH 45373\nSettlement date 05/19/2023\nContract sales price "
                "$184,500.00\nBroker commission ($11,070.00)  County conveyance fee ($738.00)\nDue to seller "
                "$169,842.17")
    if kind == "final":
        return ("Probate Court of Miami County - Fiduciary's Account (Final)\nEstate of Walter F. Brandt, 2022 EST 0418\n"
                "Receipts: real estate sale $169,842.17; Huntington accounts $48,210.33; vehicle $6,500.00\n"
                "Disbursements: funeral $9,880.00; attorney fees $4,200.00; court costs $312.00\nDistribution: Linda "
                "M. Kowalski 50%, James W. Brandt 50%\nApproved and estate closed 11/20/2023")
    if kind == "mail":
        return (f"From: Karen Lutz <klutz@lutzlawtroy.com>\nTo: lindak.rdh@yahoo.com\nDate: {dt.strftime('%a, %d %b %Y')}\n"
                "Subject: Brandt estate - final account approved\n\nLinda,\nThe court approved the final account this "
                "morning and the estate is closed. Please keep the receipts from you and Jim in your file.\nThe "
                "estate's final 1041 was filed last week; you'll each get a K-1.\nIt was a pleasure helping you. "
                "Karen Lutz, Attorney at Law")
    return ("Estate of Walter F. Brandt - inventory\nItem;Value;Notes\nHouse 1418 Staunton Rd;180000;appraised\n"
            "Huntington checking;12210.33;\nHuntington CD;36000;\n2012 Buick LaCrosse;6500;sold to neighbor\n"
            "Household goods;1500;auction Sep 2023")


# --------------------------------------------------------------------------- Archive: kitchen 2022, refinance, trips


def t_kitchen(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "contract":
        return ("Miami Valley Kitchen & Bath - Remodeling Contract\nClient: Greg & Linda Kowalski, 2841 Briarwood Dr\n"
                "Scope: remove existing oak cabinets, install KraftMaid Maple 'Dove White' cabinets, quartz counters "
                "(Calacatta Verona), tile backsplash, LVP floor\nContract price $38,750  Deposit 1/3 at signing\n"
                "Start 04/11/2022, estimated completion 6 weeks\nChange orders in writing only")
    if kind == "counter":
        return ("Stone Masters of Ohio - Quartz countertop quote\nCustomer: Kowalski  Job: kitchen 2022\n"
                "Calacatta Verona 3 cm, 52 sq ft, eased edge\nUndermount sink cut-out, cooktop? no - range\n"
                "Price $4,290.00 installed  Template after cabinets installed")
    return ("Miami Valley Kitchen & Bath - Final Invoice  06/03/2022\nKowalski kitchen remodel\nContract $38,750.00\n"
            "Change order 1: add pantry pull-outs $1,140.00\nChange order 2: under-cabinet lighting $620.00\n"
            "Paid to date $26,000.00\nBalance due $14,510.00 - PAID IN FULL 06/10/2022 ck 1877")


def t_refi(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "cd":
        return ("Closing Disclosure\nClosing date 09/18/2020  Lender: Union Savings Bank\nBorrowers: Gregory J "
                "Kowalski, Linda M Kowalski\nProperty: 2841 Briarwood Dr, Dayton OH 45440\nLoan term 15 years, "
                "purpose Refinance, Fixed rate\nLoan amount $112,000  Interest rate 2.625%\nMonthly principal & "
                "interest $753.45\nCash to close $2,118.40")
    if kind == "appraisal":
        return ("Uniform Residential Appraisal Report (summary)\nSubject: 2841 Briarwood Dr, Kettering OH\nBorrower: "
                "Kowalski  Lender: Union Savings Bank\nEffective date 08/24/2020\n3 BR, 2 BA ranch, 1,780 sq ft, "
                "built 1978, 2-car garage\nOpinion of market value $245,000")
    if kind == "payoff":
        return ("Union Savings Bank - Payoff Statement\nLoan 70021884  Borrowers: Gregory J & Linda M Kowalski\n"
                "Good through 03/14/2025\nPrincipal balance $41,902.36  Interest $79.44  Recording fee $34.00\n"
                "Total payoff $42,015.80\nWire or certified funds. Escrow balance will be refunded within 30 days.")
    return ("SATISFACTION OF MORTGAGE\nUnion Savings Bank hereby certifies that the mortgage from Gregory J. "
            "Kowalski and Linda M. Kowalski dated 09/18/2020, recorded as Instrument 2020-00061822, Montgomery "
            "County Recorder, is fully paid and satisfied.\nRecorded 04/07/2025")


def t_trip(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "condo":
        return ("Vacation rental confirmation - VRBO #4127790\nClearwater Beach, FL - 'Sand Key Sunset' 2 BR condo, "
                "Gulf view, unit 604\nGuests: Greg & Linda Kowalski\nCheck-in Sat 02/03/2024  Check-out Sat 03/02/2024 "
                "(28 nights)\nMonthly rate $4,650 + cleaning $225 + taxes\nPaid in full. Door code sent 48 h before.")
    if kind == "fl_itin":
        return ("Florida 2024 - plan\nDrive down 2 days: stop Chattanooga (Hampton Inn) Fri 2/2\nAmy & kids fly in "
                "2/17-2/24 (spring break)\nClearwater Marine Aquarium, Phillies spring training at BayCare Ballpark\n"
                "Dinner Frenchy's Rockaway Grill\nDrive home 3/2-3/3")
    if kind == "cruise":
        return ("Holland America Line - Booking Confirmation  #HX7Q2L\nms Eurodam - 7-Day Alaskan Inside Passage\n"
                "Seattle roundtrip August 10 - 17, 2025\nGuests: Gregory Kowalski, Linda Kowalski\nStateroom 6128 "
                "Verandah\nPorts: Juneau, Glacier Bay (scenic cruising), Sitka, Ketchikan, Victoria BC\nTotal fare "
                "$5,812.40 paid in full. Have Fun package included.")
    if kind == "excursions":
        return ("Alaska cruise - shore excursions booked\nJuneau: Mendenhall Glacier & whale watching, 9:15 am, "
                "$289 pp\nSitka: Fortress of the Bear + Raptor Center, $139 pp\nKetchikan: Misty Fjords floatplane - "
                "Linda says no, do lumberjack show instead $59 pp\nVictoria: on our own - Butchart Gardens?")
    if kind == "insurance":
        return ("Allianz Travel Insurance - Policy confirmation\nOneTrip Prime plan  Policy 000ALZ4471\nInsured: "
                "Gregory Kowalski, Linda Kowalski\nTrip: Alaska cruise, 08/09/2025 - 08/18/2025\nTrip cost insured "
                "$7,400  Emergency medical $50,000  Pre-existing condition waiver included\nPremium $412.00")
    return ("Flights - Alaska cruise\nDelta DAY-MSP-SEA  Sat 08/09/2025 dep 7:05 am\nReturn SEA-DTW-DAY Sun "
            "08/17/2025 dep 1:40 pm\nConfirmation H7JQ2B  Seats 21A/21B\nHotel night before boarding: Hilton "
            "Garden Inn Seattle Downtown")


# --------------------------------------------------------------------------- old computer (Archive Backup)


def t_old(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "christmas":
        return ("Christmas card list 2017\nAmy & Dave, Mike, Mom, Carol & Jim Brandt, Ray & Donna Fischer, Fr. Tom, "
                "the Hartmans, the DeLucas, Aunt Irene (Toledo), cousin Walt (Fort Wayne)\nSent 38 cards, stamps "
                "$0.49 each")
    if kind == "resume":
        return ("Gregory J. Kowalski - Resume (for off-duty security work)\nDayton Police Department, Sergeant, "
                "2004-present\nPolice Officer 1988-2004\nU.S. Army Military Police 1981-1985, Fort Leonard Wood and "
                "Baumholder\nCertifications: OPOTA, CIT, firearms instructor\nReferences on request")
    if kind == "budget2018":
        return ("Month;Income;Mortgage;Utilities;Food;Other\nJan 2018;6850;1104;390;820;1300\nFeb 2018;6850;1104;"
                "410;790;1100\nMar 2018;6850;1104;350;860;1700")
    if kind == "sermon":
        return ("Knights of Columbus - Council 3855 fish fry schedule Lent 2019\nFridays 4:30-7:00 pm\nGreg: fryer "
                "station 3/8, 3/22, 4/5\nOrder 400 lb cod from Gordon Food Service")
    return ("Windows 7 backup notes\nCopied My Documents, Pictures, Desktop to external drive before new PC (Dec "
            "2021)\nEmail moved to Gmail. Printer driver HP OfficeJet 5255.\nPassword list is NOT on here (in the "
            "safe).")


# --------------------------------------------------------------------------- small one-off texts

RV_TODO = ("RV - things to do before we go (6/20)\n- stop mail 6/20-7/12 (usps.com hold mail)\n- ask Amy to check "
           "house + water tomatoes, give her garage code\n- Mom: tell Janet at Maple Grove we're gone, Amy is contact\n"
           "- refill Greg's Plavix 90 day before 6/15\n- HOA: Dave signs checks while I'm away\n- tell food bank no "
           "Tuesdays until 7/14\n- download offline maps Google - no cell in Lamar Valley\n- bear spray buy in Cody")
DECK_TODO = ("to do\n- call Kettering to schedule framing inspection after joists are hung\n- Menards: order 2 more "
             "joist hangers LUS210 + 1 box 10d nails\n- rent post hole auger? holes done - return\n- Trex hidden "
             "fasteners - back order at 84\n- Dave Saturday 8am - ledger board\n- pull old deck boards to Rumpke dumpster")
BADLANDS = ("Badlands National Park - Visitor Guide Summer 2026\nBen Reifel Visitor Center open 8 am - 7 pm\nCedar "
            "Pass Campground: 96 sites, electric hookups available; Sage Creek free campground - no RVs over 18 ft\n"
            "Badlands Loop Road (Hwy 240): 39 miles, allow 2 hours\nWildlife: bison, bighorn sheep, prairie dogs - "
            "stay 100 yards from bison\nCarry water: summer temperatures can exceed 100 F")
EBOOK_PARA = {
    "Riders of the Purple Sage": "A sharp clip-clop of iron-shod hoofs deadened and died away, and clouds of "
                                 "yellow dust drifted from under the cottonwoods out over the sage.",
    "The Virginian": "Some notable sight was drawing the passengers, both men and women, to the window; and "
                     "therefore I rose and crossed the car to see what it was.",
    "The Untamed": "Pure Texan is a dialect, not a language; it is not so much what it says as what it means.",
    "Hopalong Cassidy": "The ranch house of the Bar-20 stood in the shade of a clump of cottonwoods by the river.",
    "Chip, of the Flying U": "The Old Man was away, and the Flying U outfit was restless with the spring.",
    "The Heritage of the Desert": "The red sun was setting over the canyon rim, and the silence of the desert "
                                  "settled like a mantle on the camp.",
}


def _exe(r: random.Random, n: int = 2500) -> bytes:
    return _blob(r, b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00", n)


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

    def month(age: float) -> str:
        return (NOW - timedelta(days=age)).strftime("%Y-%m")

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

    # ------------------------------------------------------------ money (Areas Finance)
    g = "Documents/Greg"
    for age in (2, 32, 62, 152):
        add(f"{g}/Bank/WPCU statement {month(age)}.pdf", A, "Finance", age, t_wpcu)
    add(f"{g}/Bank/checking register 2026.xlsx", A, "Finance", 5, t_register)
    for age in (8, 38):
        add(f"{g}/Credit cards/Chase statement {month(age)}.pdf", A, "Finance", age, t_chase)
    add(f"{g}/Credit cards/Discover {month(12)}.pdf", A, "Finance", 12, t_discover)
    add(f"{g}/Pension/OPF benefit statement 2026.pdf", A, "Finance", 140, t_opf_stmt)
    add(f"{g}/Pension/OPF 1099-R 2025.pdf", A, "Finance", 120, t_1099r)
    add(f"{g}/Pension/OPF 1099-R 2024.pdf", A, "Finance", 485, t_1099r)
    add(f"{g}/Pension/health care stipend notice.pdf", A, "Finance", 200, t_stipend)
    add(f"{g}/Social Security/SSA award letter 2025.pdf", A, "Finance", 430, t_ssa_letter)
    add(f"{g}/Social Security/SSA-1099 2025.pdf", A, "Finance", 125, t_ssa1099)
    add(f"{g}/Fidelity/Rollover IRA Q1 2026.pdf", A, "Finance", 55, lambda r, dt: t_ira(r, dt, "Greg"))
    add("Documents/Linda/Fidelity IRA Q1 2026.pdf", A, "Finance", 54, lambda r, dt: t_ira(r, dt, "Linda"))
    add("Documents/Linda/my social security statement.pdf", A, "Finance", 300, t_ss_statement)
    tx = f"{g}/Taxes/2025"
    add(f"{tx}/2025 Form 1040 as filed.pdf", A, "Finance", 48, lambda r, dt: t_tax_return(r, dt, 2025))
    add(f"{tx}/2025 Ohio IT1040.pdf", A, "Finance", 48, lambda r, dt: t_ohio_return(r, dt, 2025))
    add(f"{tx}/TurboTax summary.pdf", A, "Finance", 48, t_turbotax_summary)
    add(f"{tx}/W-2 Linda Bright Smiles 2025.pdf", A, "Finance", 110, lambda r, dt: t_w2(r, dt, 2025))
    add(f"{tx}/Kettering city tax 2025.pdf", A, "Finance", 47, lambda r, dt: t_city_tax(r, dt, 2025))
    add(f"{g}/Taxes/2024/2024 Form 1040.pdf", A, "Finance", 412, lambda r, dt: t_tax_return(r, dt, 2024))
    t3 = "Documents/2023 taxes"
    add(f"{t3}/2023 Form 1040.pdf", A, "Finance", 775, lambda r, dt: t_tax_return(r, dt, 2023))
    add(f"{t3}/Ohio IT 1040 2023.pdf", A, "Finance", 775, lambda r, dt: t_ohio_return(r, dt, 2023))
    add(f"{t3}/W2 Linda 2023.pdf", A, "Finance", 850, lambda r, dt: t_w2(r, dt, 2023))
    add(f"{t3}/1099R OP&F 2023.pdf", A, "Finance", 850, t_1099r)
    add(f"{t3}/Kettering return 2023.pdf", A, "Finance", 770, lambda r, dt: t_city_tax(r, dt, 2023))
    add("Documents/budget 2026.xlsx", A, "Finance", 20, t_budget)
    add("Downloads/WPCU_transactions_May2026.csv", A, "Finance", 3, lambda r, dt: t_register(r, dt).replace(";", ","))

    # ------------------------------------------------------------ health (Areas / Resources Health)
    m = f"{g}/Medical"
    add(f"{m}/cardiology visit {_d(NOW - timedelta(days=40))}.pdf", A, "Health", 40, t_cardio_visit)
    add(f"{m}/cardiology visit {_d(NOW - timedelta(days=220))}.pdf", A, "Health", 220, t_cardio_visit)
    add(f"{m}/lipid panel April 2026.pdf", A, "Health", 45, t_lipid)
    add(f"{m}/echo report 2025.pdf", A, "Health", 230, t_echo)
    add(f"{m}/Greg med list.docx", A, "Health", 30, t_meds)
    add(f"{m}/cardiac rehab home exercise.docx", A, "Health", 380, t_rehab)
    add(f"{m}/Anthem EOB {month(15)}.pdf", A, "Health", 15, t_eob)
    add(f"{m}/Anthem EOB {month(70)}.pdf", A, "Health", 70, t_eob)
    add(f"{m}/Your prescription is ready.eml", A, "Health", 9, t_rx_mail)
    add(f"{m}/heart healthy eating guide.pdf", R, "Health", 370, t_heart_eating)
    add("Documents/Linda/Dental/Delta Dental benefits 2026.pdf", A, "Health", 150, t_delta)
    add("Documents/Linda/Dental/Delta EOB crown Greg.pdf", A, "Health", 85, t_delta_eob)
    add("Documents/Linda/mammogram results 2026.pdf", A, "Health", 60, t_mammo)
    add("Downloads/Medicare-Basics-Seminar-Handout.pdf", R, "Health", 180, t_medicare65)

    # ------------------------------------------------------------ house (Areas / Resources Home)
    h = "Documents/House"
    add(f"{h}/Property tax/tax bill Feb 2026.pdf", A, "Home", 120, t_prop_tax)
    add(f"{h}/Property tax/tax bill Jul 2025.pdf", A, "Home", 320, t_prop_tax)
    add(f"{h}/Utilities/AES Ohio {month(6)}.pdf", A, "Home", 6, t_aes)
    add(f"{h}/Utilities/AES Ohio {month(36)}.pdf", A, "Home", 36, t_aes)
    add(f"{h}/Utilities/CenterPoint gas {month(40)}.pdf", A, "Home", 40, t_gas)
    add(f"{h}/Utilities/CenterPoint gas {month(130)}.pdf", A, "Home", 130, t_gas)
    add(f"{h}/Utilities/water bill.pdf", A, "Home", 25, t_water)
    add(f"{h}/Utilities/Spectrum {month(11)}.pdf", A, "Home", 11, t_spectrum)
    add(f"{h}/Repairs/Cassels AC tune-up.pdf", A, "Home", 18, t_furnace)
    add(f"{h}/Repairs/water heater Roto-Rooter.pdf", A, "Home", 300, t_plumber)
    add(f"{h}/Warranties/Whirlpool washer protection plan.pdf", A, "Home", 700,
        lambda r, dt: t_warranty(r, dt, "Whirlpool 4.7 cu ft top-load washer WTW5057LW"))
    add(f"{h}/Warranties/GE fridge extended warranty.pdf", A, "Home", 1450,
        lambda r, dt: t_warranty(r, dt, "GE Profile 27.7 cu ft French-door refrigerator PFE28KYNFS"))
    add(f"{h}/State Farm homeowners renewal 2026.pdf", A, "Home", 75, t_homeowners)
    add(f"{h}/home inventory.xlsx", A, "Home", 260, t_inventory)
    for name, key, age in (("Whirlpool washer manual.pdf", "washer", 700), ("Bosch dishwasher manual.pdf", "dishwasher", 1440),
                           ("Honeywell T6 thermostat.pdf", "thermostat", 900), ("Toro Recycler mower.pdf", "mower", 1000),
                           ("GE Profile fridge owners manual.pdf", "fridge", 1445)):
        add(f"{h}/Manuals/{name}", R, "Home", age, lambda r, dt, k=key: t_manual(r, dt, k))

    # ------------------------------------------------------------ cars (Areas / Resources Car)
    c = "Documents/Cars"
    add(f"{c}/F-150 registration.pdf", A, "Car", 205, lambda r, dt: t_car_reg(r, dt, "F150"))
    add(f"{c}/CR-V registration.pdf", A, "Car", 300, lambda r, dt: t_car_reg(r, dt, "crv"))
    add(f"{c}/State Farm auto 2026.pdf", A, "Car", 75, t_auto_policy)
    add(f"{c}/CR-V oil change Valvoline.pdf", A, "Car", 33, lambda r, dt: t_oil(r, dt, "crv"))
    add(f"{c}/truck oil change.pdf", A, "Car", 95, lambda r, dt: t_oil(r, dt, "f150"))
    add(f"{c}/truck maintenance log.xlsx", A, "Car", 14, t_truck_log)
    add(f"{c}/Honda recall fuel pump.pdf", A, "Car", 160, t_recall)
    add(f"{c}/BMV renewal reminder.eml", A, "Car", 235, t_bmv_mail)
    add(f"{c}/Manuals/2017 F-150 Owners Manual.pdf", R, "Car", 1500, lambda r, dt: t_car_manual(r, dt, "f150"))
    add(f"{c}/Manuals/2021 CR-V Owners Manual.pdf", R, "Car", 1200, lambda r, dt: t_car_manual(r, dt, "crv"))
    add(f"{c}/Manuals/F-150 towing guide.pdf", R, "Car", 160, lambda r, dt: t_car_manual(r, dt, "tow"))

    # ------------------------------------------------------------ HOA (Areas HOA)
    o = f"{g}/HOA"
    add(f"{o}/dues ledger 2026.xlsx", A, "HOA", 3, t_dues_ledger)
    add(f"{o}/dues ledger 2025.xlsx", A, "HOA", 370, t_dues_ledger)
    add(f"{o}/dues ledger 2024.xlsx", A, "HOA", 740, t_dues_ledger)
    add(f"{o}/budget 2026.xlsx", A, "HOA", 200, lambda r, dt: t_hoa_budget(r, dt, 2026))
    add(f"{o}/budget 2025.xlsx", A, "HOA", 560, lambda r, dt: t_hoa_budget(r, dt, 2025))
    for age, annual in ((19, False), (82, False), (195, True), (920, True)):
        add(f"{o}/Minutes/minutes {_d(NOW - timedelta(days=age))}.docx", A, "HOA", age,
            lambda r, dt, a=annual: t_hoa_minutes(r, dt, a))
    add(f"{o}/Treasurer report May 2026.docx", A, "HOA", 1, t_treas_report)
    add(f"{o}/Treasurer report Mar 2026.docx", A, "HOA", 80, t_treas_report)
    add(f"{o}/Huntington statement {month(30)}.pdf", A, "HOA", 30, t_hoa_bank)
    add(f"{o}/late notice lot 37.docx", A, "HOA", 65, t_late_notice)
    add(f"{o}/GreenScape mowing contract 2026.pdf", A, "HOA", 170, lambda r, dt: t_hoa_contract(r, dt, "mow"))
    add(f"{o}/Mail/Dues payment.eml", A, "HOA", 140, t_hoa_mail)
    add(f"{o}/Mail/Question about the reserve fund.eml", A, "HOA", 26, t_hoa_mail)

    # ------------------------------------------------------------ Mom (Areas Mother)
    mo = f"{g}/Mom"
    for age in (4, 34, 64):
        add(f"{mo}/Maple Grove {month(age)}.pdf", A, "Mother", age, t_maple_stmt)
    add(f"{mo}/care plan review 2026.pdf", A, "Mother", 100, t_care_plan)
    add(f"{mo}/Durable POA - Mom.pdf", A, "Mother", 2300, lambda r, dt: t_poa(r, dt, "general"))
    add(f"{mo}/Health care POA - Mom.pdf", A, "Mother", 2300, lambda r, dt: t_poa(r, dt, "health"))
    add(f"{mo}/Medicare summary notice.pdf", A, "Mother", 15, t_msn)
    add(f"{mo}/Fifth Third {month(7)}.pdf", A, "Mother", 7, t_mom_account)
    add(f"{mo}/Mom expenses 2025.xlsx", A, "Mother", 160, t_mom_expenses)
    add(f"{mo}/Mom meds.docx", A, "Mother", 50, t_mom_meds)
    add(f"{mo}/Helen - podiatry visit and hearing aid.eml", A, "Mother", 12, t_mom_mail)
    add(f"{mo}/Routsong preneed.pdf", A, "Mother", 1000, t_funeral)

    # ------------------------------------------------------------ food bank (Areas Volunteering)
    fb = f"{g}/Food bank"
    add(f"{fb}/schedule June 2026.xlsx", A, "Volunteering", 4, t_fb_schedule)
    add(f"{fb}/my volunteer hours.xlsx", A, "Volunteering", 6, t_fb_hours)
    add(f"{fb}/Volunteer Handbook.pdf", A, "Volunteering", 500, t_fb_handbook)
    add(f"{fb}/Mobile pantry Saturday.eml", A, "Volunteering", 16, t_fb_mail)

    # ------------------------------------------------------------ woodworking (Resources Woodworking)
    w = "Documents/Woodworking"
    for name, key, age in (("Adirondack chair plans.pdf", "adirondack", 900), ("end grain cutting board.pdf", "cutting_board", 620),
                           ("Shaker end table.pdf", "shaker_table", 300), ("garage workbench.pdf", "workbench", 1300),
                           ("crosscut sled.pdf", "sled", 540), ("bluebird house NABS.pdf", "birdhouse", 200)):
        add(f"{w}/Plans/{name}", R, "Woodworking", age, lambda r, dt, k=key: t_wood(r, dt, k, WOOD))
    for name, key, age in (("sharpening chisels.pdf", "sharpening", 700), ("wipe-on finishes.pdf", "finishing", 420),
                           ("wood movement.pdf", "wood_movement", 1100)):
        add(f"{w}/Articles/{name}", R, "Woodworking", age, lambda r, dt, k=key: t_wood(r, dt, k, ARTICLES))
    add(f"{w}/DeWalt DWE7491 table saw manual.pdf", R, "Woodworking", 1600, t_saw_manual)
    add(f"{w}/board feet calculator.xlsx", R, "Woodworking", 260, t_board_feet)
    add(f"{w}/shop notes.txt", R, "Woodworking", 10, t_shop_notes)

    # ------------------------------------------------------------ recipes (Resources Cooking)
    rc = "Documents/Linda/Recipes"
    add(f"{rc}/Babcia pierogi.docx", R, "Cooking", 1300, lambda r, dt: t_recipe(r, dt, "pierogi"))
    add(f"{rc}/chili.docx", R, "Cooking", 800, lambda r, dt: t_recipe(r, dt, "chili"))
    add(f"{rc}/pumpkin bread.txt", R, "Cooking", 250, lambda r, dt: t_recipe(r, dt, "pumpkin_bread"))
    add(f"{rc}/kielbasa and kraut.docx", R, "Cooking", 600, lambda r, dt: t_recipe(r, dt, "kielbasa"))
    add(f"{rc}/buckeyes.docx", R, "Cooking", 190, lambda r, dt: t_recipe(r, dt, "buckeyes"))
    add("Downloads/texas-sheet-cake-allrecipes.pdf", R, "Cooking", 400, lambda r, dt: t_recipe(r, dt, "sheet_cake"))
    add("Downloads/Baked Salmon with Dill.pdf", R, "Cooking", 350, lambda r, dt: t_recipe(r, dt, "salmon"))

    # ------------------------------------------------------------ ebooks, music, installers
    for i, (title, author, fname) in enumerate(BOOKS):
        add(f"Documents/eBooks/{fname}", R, "Books", 150 + i * 97, _epub(title, author, "en", EBOOK_PARA[title]))
    for i, (title, artist, album) in enumerate(SONGS):
        add(f"Music/{artist}/{album}/{i % 9 + 1:02d} {title}.mp3", R, "Music", 900 + i * 35,
            lambda r, dt, t=title, a=artist, al=album: _id3(r, t, a, al))
    for name, age in (("ChromeSetup.exe", 1600), ("HPSmart_Setup.exe", 1590), ("vlc-3.0.21-win64.exe", 500),
                      ("ZoomInstallerFull.exe", 420), ("MBSetup.exe", 260), ("KindleForPC-installer-2.6.exe", 150),
                      ("SketchUpMake-2017-en-x64.exe", 700), ("RootsMagic10Setup.exe", 330)):
        add(f"Downloads/{name}", R, "Software", age, lambda r, dt: _exe(r))

    # ------------------------------------------------------------ photos (Resources Photos)
    ph = "Pictures/From phone"
    for i in range(20):
        age = 5 + i * 29 + r.randint(0, 20)
        ext = "HEIC" if i % 5 == 3 else "jpg"
        photo(f"{ph}/IMG_{4417 - i * 37}.{ext}", R, "Photos", age)
    for name, age in (("Emma soccer.jpg", 40), ("Jack 6th birthday.jpg", 120), ("Sophie first Easter.jpg", 420),
                      ("grandkids at Cox Arboretum.jpg", 250), ("Christmas 2025 all of us.jpg", 158)):
        photo(f"Pictures/Grandkids/{name}", R, "Photos", age)
    for i, age in enumerate((293, 292, 291, 290, 289)):
        photo(f"Pictures/Alaska 2025/DSC0{2210 + i * 14}.jpg", R, "Photos", age)
    for i, age in enumerate((845, 830, 812)):
        photo(f"Pictures/Florida 2024/Clearwater {i + 1}.jpg", R, "Photos", age)
    for name, age in (("walnut cutting board.jpg", 610), ("adirondack chairs done.jpg", 880), ("shop wall.jpg", 95)):
        photo(f"Pictures/Woodworking/{name}", R, "Photos", age)
    for age, hms in ((3, "093512"), (27, "141807"), (88, "201144"), (205, "110923")):
        dt = NOW - timedelta(days=age)
        photo(f"Pictures/Screenshots/Screenshot {dt.strftime('%Y-%m-%d')} {hms}.png", R, "Photos", age)
    photo("Desktop/Screenshot 2026-05-20 103312.png", R, "Photos", 12)

    # ------------------------------------------------------------ RV trip (Projects Travel)
    rv = "Documents/RV trip 2026"
    add(f"{rv}/Cruise America reservation.pdf", P, "Travel", 140, t_rv_rental)
    add(f"{rv}/route plan.docx", P, "Travel", 25, t_rv_route)
    add(f"{rv}/trip budget.xlsx", P, "Travel", 20, t_rv_budget)
    add(f"{rv}/packing list.docx", P, "Travel", 7, t_rv_packing)
    for name, park, age in (("Cedar Pass Badlands.pdf", "badlands", 330), ("Custer SP Game Lodge.pdf", "custer", 300),
                            ("Fishing Bridge Yellowstone.pdf", "fishing_bridge", 362), ("Cody KOA.pdf", "cody", 150)):
        add(f"{rv}/Reservations/{name}", P, "Travel", age, lambda r, dt, k=park: t_campground(r, dt, k))
    add(f"{rv}/senior pass order.pdf", P, "Travel", 230, t_senior_pass)
    add(f"{rv}/Re RV pickup time and orientation.eml", P, "Travel", 13, t_rv_mail)
    add("Desktop/RV - things to do before we go.txt", P, "Travel", 5, RV_TODO)
    photo("Desktop/Fishing Bridge campground map.png", P, "Travel", 30)
    add("Downloads/badlands-visitor-guide-2026.pdf", P, "Travel", 60, BADLANDS)

    # ------------------------------------------------------------ deck (Projects Home)
    dk = "Documents/Deck"
    add(f"{dk}/Kettering permit approved.pdf", P, "Home", 50, t_deck_permit)
    add(f"{dk}/framing plan.docx", P, "Home", 35, t_deck_plan)
    add(f"{dk}/deck materials.xlsx", P, "Home", 28, t_deck_materials)
    add(f"{dk}/Quotes/Menards quote.pdf", P, "Home", 70, lambda r, dt: t_deck_quote(r, dt, "Menards Dayton South"))
    add(f"{dk}/Quotes/Carter Lumber quote.pdf", P, "Home", 66, lambda r, dt: t_deck_quote(r, dt, "Carter Lumber Centerville"))
    add(f"{dk}/AWC DCA6 deck guide.pdf", P, "Home", 105, t_dca6)
    add(f"{dk}/OHIO811 ticket.eml", P, "Home", 21, t_oups)
    add(f"{dk}/footing inspection scheduled.eml", P, "Home", 9, t_inspection_mail)
    for name, age in (("old deck rot 1.jpg", 95), ("old deck rot 2.jpg", 95), ("demo day.jpg", 16),
                      ("footing holes.jpg", 10), ("posts set.jpg", 3)):
        photo(f"Pictures/Deck/{name}", P, "Home", age)

    # ------------------------------------------------------------ 40th anniversary (Projects Family)
    an = "Documents/Linda/40th anniversary"
    add(f"{an}/guest list.xlsx", P, "Family", 9, t_guest_list)
    add(f"{an}/K of C hall contract.pdf", P, "Family", 165, t_venue)
    add(f"{an}/invitation final.docx", P, "Family", 40, t_invitation)
    add(f"{an}/Aug 15 anniversary - confirmation.eml", P, "Family", 30, t_dj_mail)
    add(f"{an}/party budget.xlsx", P, "Family", 14, t_party_budget)
    add(f"{an}/cake order Ashleys.pdf", P, "Family", 22, t_cake)
    for name, age in (("1986 wedding 01.jpg", 25), ("1986 wedding 02.jpg", 25), ("Amy baby 1988.jpg", 24),
                      ("Jack and Emma 2025.jpg", 20)):
        photo(f"{an}/slideshow/{name}", P, "Family", age)

    # ------------------------------------------------------------ boat sale (Projects Boat)
    b = f"{g}/Boat"
    add(f"{b}/listing Lund.docx", P, "Boat", 45, t_boat_listing)
    add(f"{b}/Caesar Creek Marine service.pdf", P, "Boat", 230, t_boat_service)
    add(f"{b}/Re 1998 Lund 1700 on Marketplace.eml", P, "Boat", 30, t_boat_buyer)
    add(f"{b}/Re 1998 Lund 1700 on Marketplace (2).eml", P, "Boat", 11, t_boat_buyer)
    for i in range(4):
        photo(f"Pictures/Boat for sale/lund {i + 1}.jpg", P, "Boat", 47)
    photo("Pictures/Screenshots/Screenshot Marketplace listing Lund.png", P, "Boat", 44)

    # ------------------------------------------------------------ family book (Projects Genealogy)
    fbk = f"{g}/Family book"
    for i, age in enumerate((500, 380, 200, 90, 12)):
        add(f"{fbk}/Ch{i + 1} {CHAPTERS[i][0].split(' - ')[1]}.docx", P, "Genealogy", age,
            lambda r, dt, n=i: t_chapter(r, dt, n))
    add(f"{fbk}/outline.docx", P, "Genealogy", 60, t_book_outline)
    add(f"{fbk}/timeline.xlsx", P, "Genealogy", 150, t_book_timeline)
    add(f"{fbk}/1920 census notes.txt", P, "Genealogy", 300, t_census)
    add(f"{fbk}/interview with Mom March 2026.txt", P, "Genealogy", 75, t_interview)
    add(f"{fbk}/letters/letter 1921 translation.docx", P, "Genealogy", 420, lambda r, dt: t_letter(r, dt, 0))
    add(f"{fbk}/letters/letter 1947 translation.docx", P, "Genealogy", 260, lambda r, dt: t_letter(r, dt, 2))
    for name, age in (("letter_1921.jpg", 430), ("letter_1934.jpg", 430), ("letter_1947.jpg", 429)):
        photo(f"{fbk}/letters/{name}", P, "Genealogy", age)
    for name, age in (("grandpa Stan 1925.jpg", 410), ("St Adalbert wedding 1916.jpg", 410),
                      ("Henry St house 1940.jpg", 405)):
        photo(f"{fbk}/photos/{name}", P, "Genealogy", age)
    add(f"{fbk}/Lulu print quote.pdf", P, "Genealogy", 33, t_print_quote)

    # ------------------------------------------------------------ archive: police, estate, kitchen, mortgage, trips
    pol = f"{g}/Police"
    add(f"{pol}/OPF retirement application 2021.pdf", X, "Police", 1870, lambda r, dt: t_police(r, dt, "retire_app"))
    add(f"{pol}/DROP rollover election.pdf", X, "Police", 1760, lambda r, dt: t_police(r, dt, "drop"))
    add(f"{pol}/FOP Lodge 44 contract 2018-2020.pdf", X, "Police", 2600, lambda r, dt: t_police(r, dt, "fop"))
    add(f"{pol}/retirement party speech.docx", X, "Police", 1800, lambda r, dt: t_police(r, dt, "speech"))
    add(f"{pol}/CIT certificate 2016.pdf", X, "Police", 3500, lambda r, dt: t_police(r, dt, "cit"))
    es = "Documents/Linda/Dad estate"
    add(f"{es}/Will Walter Brandt.pdf", X, "Estate", 1340, lambda r, dt: t_estate(r, dt, "will"))
    add(f"{es}/Letters of Authority.pdf", X, "Estate", 1310, lambda r, dt: t_estate(r, dt, "authority"))
    add(f"{es}/Staunton Rd closing statement.pdf", X, "Estate", 1105, lambda r, dt: t_estate(r, dt, "closing"))
    add(f"{es}/final account approved.pdf", X, "Estate", 925, lambda r, dt: t_estate(r, dt, "final"))
    add(f"{es}/Brandt estate - final account approved.eml", X, "Estate", 923, lambda r, dt: t_estate(r, dt, "mail"))
    add(f"{es}/estate inventory.xlsx", X, "Estate", 1250, lambda r, dt: t_estate(r, dt, "inventory").replace(
        "Estate of Walter F. Brandt - inventory\n", ""))
    kr = f"{h}/Kitchen remodel 2022"
    add(f"{kr}/contract Miami Valley Kitchen.pdf", X, "Home", 1520, lambda r, dt: t_kitchen(r, dt, "contract"))
    add(f"{kr}/countertop quote.pdf", X, "Home", 1500, lambda r, dt: t_kitchen(r, dt, "counter"))
    add(f"{kr}/final invoice.pdf", X, "Home", 1450, lambda r, dt: t_kitchen(r, dt, "final"))
    for name, age in (("before.jpg", 1510), ("after 1.jpg", 1445), ("after 2.jpg", 1444)):
        photo(f"{kr}/{name}", X, "Home", age)
    add(f"{h}/Refinance 2020/Closing Disclosure.pdf", X, "Finance", 2080, lambda r, dt: t_refi(r, dt, "cd"))
    add(f"{h}/Refinance 2020/Appraisal.pdf", X, "Finance", 2090, lambda r, dt: t_refi(r, dt, "appraisal"))
    add(f"{h}/Mortgage payoff 2025/payoff statement.pdf", X, "Finance", 445, lambda r, dt: t_refi(r, dt, "payoff"))
    tr = "Documents/Travel"
    add(f"{tr}/Florida 2024/VRBO confirmation.pdf", X, "Travel", 900, lambda r, dt: t_trip(r, dt, "condo"))
    add(f"{tr}/Florida 2024/plan.docx", X, "Travel", 880, lambda r, dt: t_trip(r, dt, "fl_itin"))
    add(f"{tr}/Alaska cruise 2025/Holland America booking.pdf", X, "Travel", 600, lambda r, dt: t_trip(r, dt, "cruise"))
    add(f"{tr}/Alaska cruise 2025/excursions.docx", X, "Travel", 320, lambda r, dt: t_trip(r, dt, "excursions"))
    add(f"{tr}/Alaska cruise 2025/flights.pdf", X, "Travel", 480, lambda r, dt: t_trip(r, dt, "flights"))

    # ------------------------------------------------------------ old computer (Archive Backup)
    oc = "old computer"
    add(f"{oc}/My Documents/christmas card list 2017.docx", X, "Backup", 3100, lambda r, dt: t_old(r, dt, "christmas"))
    add(f"{oc}/My Documents/resume 2015.docx", X, "Backup", 3800, lambda r, dt: t_old(r, dt, "resume"))
    add(f"{oc}/My Documents/budget 2018.xlsx", X, "Backup", 3000, lambda r, dt: t_old(r, dt, "budget2018"))
    add(f"{oc}/My Documents/KofC fish fry 2019.docx", X, "Backup", 2650, lambda r, dt: t_old(r, dt, "sermon"))
    add(f"{oc}/My Documents/Taxes/2019 Form 1040.pdf", X, "Backup", 2240, lambda r, dt: t_tax_return(r, dt, 2019))
    add(f"{oc}/My Documents/Recipes/pierogi.docx", X, "Backup", 2900, lambda r, dt: t_recipe(r, dt, "pierogi"))
    add(f"{oc}/backup notes.txt", X, "Backup", 1640, lambda r, dt: t_old(r, dt, "notes"))
    for name, age in (("IMG_0412.jpg", 2500), ("IMG_0413.jpg", 2500), ("Christmas 2016.jpg", 3450)):
        photo(f"{oc}/My Pictures/{name}", X, "Backup", age)
    add(f"{oc}/Desktop/desktop.ini", L, "System", 1640, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21769\nIconResource=%SystemRoot%\\system32\\imageres.dll,-183\n")

    # ------------------------------------------------------------ Scans from the printer (all hard)
    scans = [
        (X, "Police", 1620, lambda r, dt: t_police(r, dt, "commendation")),
        (X, "Police", 1615, lambda r, dt: t_police(r, dt, "promotion")),
        (A, "Mother", 1600, lambda r, dt: t_poa(r, dt, "general")),
        (A, "Mother", 1599, lambda r, dt: t_poa(r, dt, "health")),
        (X, "Estate", 1310, lambda r, dt: t_estate(r, dt, "authority")),
        (X, "Estate", 1300, lambda r, dt: t_estate(r, dt, "will")),
        (X, "Estate", 1100, lambda r, dt: t_estate(r, dt, "closing")),
        (A, "Finance", 850, lambda r, dt: t_w2(r, dt, 2023)),
        (X, "Travel", 620, lambda r, dt: t_trip(r, dt, "insurance")),
        (A, "HOA", 600, lambda r, dt: t_hoa_contract(r, dt, "snow")),
        (X, "Finance", 410, lambda r, dt: t_refi(r, dt, "satisfaction")),
        (A, "Volunteering", 400, t_servsafe),
        (P, "Genealogy", 399, lambda r, dt: t_letter(r, dt, 0)),
        (P, "Genealogy", 398, lambda r, dt: t_letter(r, dt, 1)),
        (P, "Genealogy", 300, t_census),
        (A, "Health", 240, t_echo),
        (A, "Car", 200, lambda r, dt: t_car_reg(r, dt, "F150")),
        (P, "Family", 165, t_venue),
        (P, "Travel", 150, lambda r, dt: t_campground(r, dt, "custer")),
        (A, "Mother", 120, t_medigap),
        (A, "Home", 110, t_prop_tax),
        (A, "Finance", 108, t_1099r),
        (A, "HOA", 95, t_hoa_tax),
        (A, "Health", 90, t_delta_eob),
        (P, "Boat", 60, t_boat_title),
        (P, "Boat", 58, t_boat_reg),
        (P, "Home", 48, t_deck_permit),
        (A, "Mother", 45, t_msn),
        (X, "Police", 22, lambda r, dt: t_police(r, dt, "eval")),
        (A, "Finance", 19, t_ssa1099),
    ]
    for n, (bucket, topic, age, fn) in enumerate(sorted(scans, key=lambda s: -s[2]), 1):
        add(f"Scans/scan{n:04d}.pdf", bucket, topic, age, fn, hard=True)
    add("Scans/Thumbs.db", L, "System", 22, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))

    # ------------------------------------------------------------ generic names (hard)
    generic = [
        ("Documents/New folder/Document1.docx", P, "Genealogy", 140, lambda r, dt: t_chapter(r, dt, 2)),
        ("Documents/New folder/New Microsoft Word Document.docx", A, "HOA", 300, t_late_notice),
        ("Documents/New folder/New Microsoft Excel Worksheet.xlsx", P, "Home", 75, t_deck_materials),
        ("Documents/New folder/Book1.xlsx", A, "Mother", 8, t_mom_expenses),
        ("Documents/New folder/notes.txt", P, "Travel", 110, t_yellowstone_notes),
        ("Documents/New folder/Doc1.docx", X, "Police", 1790, lambda r, dt: t_police(r, dt, "speech")),
        ("Documents/New folder/Document2.docx", R, "Cooking", 560, lambda r, dt: t_recipe(r, dt, "golabki")),
        ("Documents/New folder/New Text Document.txt", A, "Health", 420, t_rehab),
        ("Documents/misc/untitled.docx", P, "Family", 70, t_invitation),
        ("Documents/misc/untitled.txt", R, "Woodworking", 480, t_shop_notes),
        ("Documents/misc/stuff.xlsx", A, "Car", 400, t_truck_log),
        ("Documents/misc/info.txt", P, "Boat", 52, t_boat_listing),
        ("Documents/misc/list.txt", P, "Travel", 90, t_rv_packing),
        ("Documents/misc/letter.docx", P, "Genealogy", 350, lambda r, dt: t_letter(r, dt, 3)),
        ("Documents/misc/copy.pdf", A, "Finance", 428, t_ssa_letter),
        ("Documents/misc/print.pdf", R, "Health", 185, t_medicare65),
        ("Documents/misc/draft.docx", P, "Boat", 20, t_bill_of_sale),
        ("Documents/misc/temp.txt", A, "Volunteering", 480, t_fb_handbook),
        ("Documents/Greg/Doc3.docx", P, "Genealogy", 210, t_book_outline),
        ("Documents/Greg/new 1.txt", A, "HOA", 260, t_hoa_minutes),
        ("Documents/Linda/Document (2).docx", P, "Family", 45, t_slideshow),
        ("Documents/Linda/scan.pdf", A, "Health", 400, t_mammo),
        ("Documents/Linda/New Document.txt", A, "Health", 520, t_delta),
        ("Documents/Document.docx", X, "Estate", 930, lambda r, dt: t_estate(r, dt, "final")),
        ("Downloads/document.pdf", A, "Finance", 150, lambda r, dt: t_ira(r, dt, "Greg")),
        ("Downloads/document (1).pdf", A, "Home", 66, t_aes),
        ("Downloads/document (2).pdf", P, "Travel", 355, lambda r, dt: t_campground(r, dt, "colter_bay")),
        ("Downloads/document (3).pdf", X, "Travel", 470, lambda r, dt: t_trip(r, dt, "excursions")),
        ("Downloads/download.pdf", A, "Mother", 94, t_maple_stmt),
        ("Downloads/download (1).pdf", A, "Home", 72, t_spectrum),
        ("Downloads/file.pdf", R, "Woodworking", 330, lambda r, dt: t_wood(r, dt, "glue", ARTICLES)),
        ("Downloads/attachment.pdf", P, "Family", 120, t_caterer),
        ("Downloads/export.csv", A, "Finance", 92, lambda r, dt: t_register(r, dt).replace(";", ",")),
        ("Downloads/GetDocument.pdf", A, "Health", 100, t_eob),
        ("Downloads/view.pdf", A, "Car", 260, t_auto_policy),
        ("Downloads/form.pdf", P, "Home", 64, lambda r, dt: t_deck_quote(r, dt, "84 Lumber Dayton")),
        ("Downloads/letter.pdf", A, "Finance", 205, t_stipend),
        ("Downloads/DocumentViewer.pdf", P, "Boat", 50, t_nada),
        ("Downloads/unnamed.pdf", A, "Volunteering", 35, lambda r, dt: t_fb_schedule(r, dt).replace(";", "   ")),
        ("Desktop/New Text Document.txt", P, "Travel", 100, t_rv_route),
        ("Desktop/New Text Document (2).txt", A, "Mother", 150, t_mom_meds),
        ("Desktop/New Text Document (3).txt", P, "Genealogy", 76, t_interview),
        ("Desktop/New Microsoft Word Document.docx", A, "HOA", 110, t_treas_report),
        ("Desktop/Doc1.docx", P, "Home", 60, t_deck_plan),
        ("Desktop/notes.txt", R, "Cooking", 330, lambda r, dt: t_recipe(r, dt, "pumpkin_bread")),
        ("Desktop/todo.txt", P, "Home", 2, DECK_TODO),
    ]
    for rel, bucket, topic, age, fn in generic:
        add(rel, bucket, topic, age, fn, hard=True)

    # ------------------------------------------------------------ leftovers (Left System)
    add("Downloads/Unconfirmed 482117.crdownload", L, "System", 40, lambda r, dt: _blob(r, b"%PDF-1.7\n", 1200))
    add("Downloads/2017-F150-Owners-Manual.pdf.crdownload", L, "System", 161, lambda r, dt: _blob(r, b"%PDF-1.6\n", 900))
    add("Downloads/vlc-3.0.21-win64.exe.part", L, "System", 500, lambda r, dt: _exe(r, 900))
    add("Pictures/From phone/Thumbs.db", L, "System", 5, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))
    ini = "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-{}\n"
    add("Desktop/desktop.ini", L, "System", 1640, ini.format(21769))
    add("Documents/desktop.ini", L, "System", 1640, ini.format(21770))
    add("Music/desktop.ini", L, "System", 1640, ini.format(21790))
    add("Documents/Greg/HOA/~$easurer report May 2026.docx", L, "System", 0.5, b"\x0bGreg K      " + bytes(150))
    add("Documents/Linda/40th anniversary/~$vitation final.docx", L, "System", 40, b"\x0bLinda K     " + bytes(150))

    # dot files and dot folders: written, never labelled
    dot("Pictures/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 600)
    dot("Documents/Greg/Family book/.~lock.timeline.xlsx#", b"Greg Kowalski,GREG,FAMILY-PC,01.06.2026 08:40,\n", 0.2)
    dot("Pictures/From phone/.trashed-1779912000-IMG_4380.jpg", _jpeg(r, None), 9)
    dot("Documents/.thumbnails/normal/5f1c2a.png", _png(r), 30)
    return items
