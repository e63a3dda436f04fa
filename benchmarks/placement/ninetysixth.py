"""A ninety-sixth unseen labelled corpus: the Ackroyds' shared Windows PC, ``build(root, seed)``, written blind.

What was read to write it, and nothing more: the brief for these corpora; ``unseen.py`` lines 1-220 (its
docstring, the model for this one, and its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``,
``_epub``, ``_id3``, ``_blob`` and its Swedish name lists) and lines 1296-1360 (the ``write`` / ``encode`` /
``add`` / ``dot`` / ``photo`` helpers at the top of its ``build()`` and its first few ``add`` calls);
``corpus.py`` lines 1-30 (``Item``, ``NOW``, ``NOW_S``, ``DAY``) and ``_pdf`` / ``_jpeg`` (lines 169-203);
``blind.py`` lines 74-107 (``_d``, ``_money``, ``_docx``, ``HEIC_HEAD``) and 1321-1332 (``_png``). By accident
the same ``sed`` that printed ``_jpeg`` also printed ``corpus.py`` lines 204-215, the first dozen lines of
``corpus.build`` (a loop over a ``NAMED`` table writing loose files into ``Downloads``); nothing in this module
comes from them. No file under ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, no benchmark script, no
other corpus module's body, no git command and no placement output was looked at.

The person -- two people, really, on one login: Geoff Ackroyd, 69 (born March 1957), a chartered civil
engineer who spent forty years with Halliwell Barr Consulting Engineers in Leeds (bridges and highway
structures) and retired in June 2019 on a final-salary pension from the Halliwell Barr Pension Scheme, and
Carol Ackroyd (née Firth), 67, a practice nurse at Crag Lane Surgery in Knaresborough until she retired in
March 2021 (NHS Pension). They have lived at Larkfield, 12 Church Lane, Nidderby, a village outside
Harrogate in North Yorkshire, since 1994. Both now draw the state pension (Geoff since 2023, Carol since
November 2024) and hold ISAs and savings; they pay council tax to North Yorkshire Council (Harrogate
Borough Council until March 2023). They keep a house and garden, allotment plot 17 on Nidderby Road, a
2021 Elddis Avante 550 touring caravan (stored at Harewood Lane, insured, serviced every spring) towed by
a 2019 Skoda Octavia estate. Their daughter Rachel Sowerby lives in Knaresborough; on Wednesdays Geoff and
Carol collect Poppy (7, Castle Mills Primary) and Alfie (3, Little Acorns Nursery). Carol had her right
cataract removed in February 2026 and waits for the left; Geoff has worn NHS hearing aids since 2024.
Carol volunteers: she leads the Nidd Valley U3A walking group and is a councillor on Nidderby Parish
Council, where she sits on the planning committee.

As of ``NOW`` (2026-06-01) they are in the middle of: replacing the leaking 1998 conservatory with a
tiled-roof garden room (three quotes, a permitted-development and building-regulations check, builder
Crossley & Sons booked to start 15 June 2026); a three-week caravan tour of the Scottish Highlands in
August 2026; their ruby wedding party on Saturday 12 September 2026 at Nidderby Village Hall (married 13
September 1986); new mirror wills and lasting powers of attorney with Raistrick & Lund, solicitors in
Harrogate; and Carol's planning-committee review of Keldale Homes' outline application for up to 85
houses on land off Moor Road (ZC26/00412/OUT), the parish response due mid-June. Finished and behind
them: Geoff's career (2019), Carol's career (2021), the estate of Carol's mother Joan Firth (died January
2022, settled October 2023), the sale of their old 2009 Bailey caravan (August 2022) and past holidays
(Norway 2022, Lake Garda 2023, Cornwall 2024, Northumberland 2025).

The machine: one Windows 11 PC in the back bedroom, logged in as Geoff, used by both. ``Downloads/``
is where everything from email and websites lands (``document (3).pdf``, ``download.pdf``,
``ATT00002.pdf``, long hex names, installers, half-finished downloads); ``Desktop/`` holds what is being
worked on and ``untitled.txt`` / ``New Text Document.txt`` scraps; ``Documents/`` is half organised
(``Money``, ``House``, ``Health``, ``Car``, ``Caravan``, ``Allotment``, ``U3A Walking``, ``Parish Council``,
``Conservatory``, ``Scotland 2026``, ``Ruby Wedding``, ``Wills and LPA``, ``Mum's things``, ``Geoff work
stuff``, ``Carol nursing``, ``Grandchildren``, ``Recipes``, ``Manuals``, ``eBooks``, ``Scans`` from the
printer's scanner, a ``2024`` folder Carol started and abandoned, ``New folder``, and loose ``Document1.docx``
files). ``Pictures/`` has ``Camera imports`` (dated folders from Geoff's Lumix), ``Carol's iPhone`` (HEIC),
holiday folders, ``Wedding 1986 scans`` and ``Screenshots``; ``Music/`` a few ripped CDs; ``Old PC/`` is the
copy of the old Dell tower's ``My Documents``, ``My Pictures``, ``My Music`` and ``Favorites`` made in 2020.
English (UK), with the odd Norwegian or Italian word in old holiday files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects**: an outcome with an end still being worked on now, whatever the file's age. The
  conservatory replacement (quotes, comparison, planning and building-control check, contract, deposit,
  drawings, photos of the old conservatory taken for the builders) -- topic Home; the Scottish Highlands
  caravan tour in August 2026 (site bookings, route plan, budget, packing list, anything booked or planned
  for it) -- topic Travel; the ruby wedding party (venue, caterer, band, cake, guest list, invitations,
  RSVPs, speech, and the 1986 wedding photos scanned for the party slideshow) -- topic Family; the new wills
  and lasting powers of attorney (solicitor's letters, questionnaire, drafts, LPA forms) -- topic Legal;
  Carol's planning-committee review of the Moor Road housing application (consultation, application
  documents, residents' letters, her notes, the draft response) -- topic Parish.
- **Areas**: responsibilities with no end, whatever the document's age: pensions, ISAs, savings, bank,
  tax, budget (Finance); both their health -- GP, hospital, the cataract operations, hearing aids,
  dentist, optician, prescriptions (Health); the house and garden -- council tax, energy, water, broadband,
  TV licence, buildings and contents insurance, boiler, tree surgeon, odd jobs (Home); the car -- MOT,
  service, insurance, tax, breakdown cover (Car); the caravan -- storage, insurance, servicing, club
  membership, weekend pitch bookings that are not part of the Highlands tour (Caravan); the allotment --
  tenancy, rent, society letters, planting plans, show schedules (Allotment); leading the U3A walking
  group -- programme, risk assessments, walk reports, members, group emails (Walking); being a parish
  councillor -- agendas, minutes, precept, code of conduct, other planning applications (Parish); looking
  after the grandchildren on Wednesdays -- rota, school and nursery letters (Family). A 2023 council-tax
  bill or a 2024 hearing test is still an Area.
- **Resources**: reference and interests by subject: patient leaflets and the hearing-aid guide (Health);
  appliance and boiler manuals (Home); the car handbook (Car); the caravan and heater handbooks (Caravan);
  walking route guides and GPX tracks (Walking); councillor and planning guidance (Parish); growing guides
  for garden and allotment (Gardening); recipes (Cooking); Geoff's reading about bridges and railway
  engineering (Engineering); ebooks (Books); music files (Music); installers (Software); photos,
  grandchildren, garden and allotment pictures, screenshots (Photos) -- except photos that document a
  project, current or finished (the old conservatory, the Moor Road field, the 1986 scans for the party,
  holiday folders, the old caravan's sale photos: that project's bucket and topic), and those inside
  ``Old PC``.
- **Archive**: finished projects and ended responsibilities: Geoff's career at Halliwell Barr, ended 2019
  (Engineering); Carol's nursing career, ended 2021 (Nursing); her mother's estate, settled 2023 (Estate);
  the sale of the old Bailey caravan, 2022 (Caravan); past holidays (Travel); the ``Old PC`` copy, kept as a
  whole whatever each file is about (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``, even inside ``Old PC``) (topic System).

Topics are subjects (the conservatory is ``Home`` like the council tax; the party is ``Family`` like the
Wednesday rota; the Highlands tour is ``Travel`` though they go in the caravan). ``hard`` marks a file
whose name *and* folder say nothing about its subject (``Downloads/document (3).pdf``,
``Desktop/untitled.txt``, ``Documents/Scans/scan_0031.pdf``, ``Documents/2024/Doc1.docx``): only the text
inside (.txt, .pdf, .docx, .xlsx, .csv, .eml, .ics) can place it, and that text is what such a document
really says. Images are never hard, and nothing in ``Old PC`` is (its folder places it). Dates are relative
to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _d, _docx, _money, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- people and places

HOME = "Mr G and Mrs C Ackroyd\nLarkfield\n12 Church Lane\nNidderby\nHarrogate\nHG3 2QT"
HER = "Mrs Carol Ackroyd\nLarkfield, 12 Church Lane\nNidderby, Harrogate HG3 2QT"
HIM = "Mr Geoffrey Ackroyd\nLarkfield, 12 Church Lane\nNidderby, Harrogate HG3 2QT"
FIRST = ["Margaret", "Brian", "Pauline", "Keith", "Susan", "Graham", "Linda", "Malcolm", "Janet", "Trevor",
         "Elaine", "Derek", "Helen", "Colin", "Gillian", "Ian", "Ruth", "Stuart", "Maureen", "Alan"]
SURN = ["Hebden", "Thwaite", "Metcalfe", "Sutcliffe", "Pickersgill", "Dawson", "Beecroft", "Lumb",
        "Fothergill", "Kitching", "Horsfall", "Binns", "Wainwright", "Ramsden", "Calvert", "Earnshaw",
        "Brearley", "Greenwood"]


def _who(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def _ref(r: random.Random, pre: str = "", n: int = 6) -> str:
    return pre + "".join(str(r.randint(0, 9)) for _ in range(n))


def _at(dt: datetime, days: float) -> datetime:
    return dt + timedelta(days=days)


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {dt:%a, %d %b %Y} 10:{dt.day % 60:02d}:00 +0100\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n" + body.strip() + "\n")


def _ics(summary: str, start: datetime, hours: float, location: str, desc: str, uid: str,
         stamp: datetime) -> str:
    end = start + timedelta(hours=hours)
    return ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN\r\n"
            "BEGIN:VEVENT\r\n"
            f"UID:{uid}\r\nDTSTAMP:{stamp:%Y%m%d}T091500Z\r\nDTSTART:{start:%Y%m%dT%H%M%S}\r\n"
            f"DTEND:{end:%Y%m%dT%H%M%S}\r\nSUMMARY:{summary}\r\nLOCATION:{location}\r\n"
            f"DESCRIPTION:{desc}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")


# --------------------------------------------------------------------------- Finance


def t_state_pension(who: str):
    def f(r: random.Random, dt: datetime) -> str:
        name = "Mr Geoffrey Ackroyd" if who == "G" else "Mrs Carol Ackroyd"
        wk = {2023: 203.85, 2024: 221.20, 2025: 230.25, 2026: 241.30}.get(dt.year, 241.30)
        return f"""The Pension Service
Post Handling Site B
Wolverhampton WV99 1AN
{_d(dt)}
{name}
Larkfield, 12 Church Lane, Nidderby, Harrogate HG3 2QT
National Insurance number: {'JK 41 27 63 B' if who == 'G' else 'WR 58 90 14 D'}
Your State Pension from April {dt.year}
We are writing to tell you how much State Pension you will get from 6 April {dt.year}.
Your new State Pension: {wk:.2f} a week
Protected payment: 0.00 a week
Total: {wk:.2f} a week
We will pay you {wk * 4:.2f} every 4 weeks into your account ending 4471.
The increase is in line with the law that says the new State Pension goes up each year by the highest of
earnings growth, price increases or 2.5%.
Your State Pension is taxable. We will tell HM Revenue and Customs about this increase.
If you have any questions, call the Pension Service on 0800 731 0469.
"""
    return f


def t_db_pension(r: random.Random, dt: datetime) -> str:
    base = 24_600 * (1.04 ** (dt.year - 2020))
    inc = r.choice([3.1, 3.8, 4.2, 5.0])
    new = base * (1 + inc / 100)
    return f"""Halliwell Barr Pension Scheme
Administered by Trentham Pension Services, PO Box 4410, Leeds LS1 9QF
{_d(dt)}
Mr G Ackroyd, Larkfield, 12 Church Lane, Nidderby, Harrogate HG3 2QT
Member number: HB207413
Pension increase from 1 April {dt.year}
Dear Mr Ackroyd
The Trustees are pleased to confirm the annual increase to your pension in payment. Under the Scheme
Rules, pension in excess of any Guaranteed Minimum Pension increases each April in line with the Retail
Prices Index, capped at 5%.
Annual pension before increase: £{base:,.2f}
Increase applied: {inc}%
Annual pension from 1 April {dt.year}: £{new:,.2f}
Monthly gross payment: £{new / 12:,.2f}
Your pension is paid on the last working day of each month. Tax is deducted under PAYE using the code
notified to us by HM Revenue and Customs.
If you move house or change your bank account, please let us know in writing.
Yours sincerely
Member Services Team
"""


def t_p60(r: random.Random, dt: datetime) -> str:
    pay = 25_000 * (1.04 ** (dt.year - 2020))
    tax = (pay + 11_973 - 12_570) * 0.2
    return f"""P60 End of Year Certificate
Tax year to 5 April {dt.year}
Employee's details: ACKROYD Geoffrey, National Insurance number JK412763B
Employer / pension payer: Halliwell Barr Pension Scheme (Trustees), PAYE reference 475/HB22019
Pay and Income Tax details
In this employment: Pay £{pay:,.2f}  Tax deducted £{tax:,.2f}
Final tax code: {r.choice(['0T', 'K412', '104L'])}
National Insurance contributions in this employment: none (over State Pension age)
Keep this certificate in a safe place as you will need it if you have to fill in a tax return.
By law you are required to tell HM Revenue and Customs about any income that is not fully taxed.
"""


PI = {2022: '3.1', 2023: '10.1', 2024: '6.7', 2025: '1.7'}


def t_nhs_pension(r: random.Random, dt: datetime) -> str:
    amt = 9_400 * (1.05 ** (dt.year - 2022))
    return f"""NHS Pensions
NHS Business Services Authority, Hesketh House, 200-220 Broadway, Fleetwood FY7 8LG
{_d(dt)}
Mrs C Ackroyd
Larkfield, 12 Church Lane, Nidderby, Harrogate HG3 2QT
Scheme: 1995 Section  Pensioner reference: {_ref(r, 'P', 8)}
Pensions Increase {dt.year}
Your NHS pension will increase by {PI.get(dt.year, '3.8')}% from the April {dt.year} payment, in
line with the Pensions Increase Order.
Annual pension from April: £{amt:,.2f}
Monthly payment (gross): £{amt / 12:,.2f}
Your lump sum was paid on retirement in March 2021 and is not affected.
Please tell us if your circumstances change, for example if you marry again or move abroad.
"""


def t_isa(r: random.Random, dt: datetime) -> str:
    rows = [("Global Equity Index Fund Acc", 12_000, 19_000), ("UK Gilt Index Fund Inc", 4_000, 8_000),
            ("Sterling Corporate Bond Fund", 3_000, 6_000), ("Cash", 200, 1_800)]
    lines, tot = [], 0.0
    for name, lo, hi in rows:
        v = r.uniform(lo, hi)
        tot += v
        lines.append(f"{name:<36} £{v:>10,.2f}")
    holder = r.choice(["Mr Geoffrey Ackroyd", "Mrs Carol Ackroyd"])
    return f"""Fairway Investments Ltd
Stocks and Shares ISA - Annual Statement
Statement period: 6 April {dt.year - 1} to 5 April {dt.year}
Account holder: {holder}
Account number: {_ref(r, 'FW', 8)}
Holdings at 5 April {dt.year}
""" + "\n".join(lines) + f"""
Total value                          £{tot:>10,.2f}
Subscriptions this tax year: £{r.choice([5_000, 10_000, 20_000]):,}.00 of your £20,000 allowance
Platform charge (0.25% a year): £{tot * 0.0025:,.2f}
Income reinvested: £{r.uniform(150, 600):,.2f}
The value of investments can go down as well as up.
"""


def t_bs_statement(r: random.Random, dt: datetime) -> str:
    bal = r.uniform(24_000, 41_000)
    rate = r.choice([3.10, 3.35, 3.60, 4.05])
    return f"""Northern Counties Building Society
Ripley House, 2 Victoria Avenue, Harrogate HG1 1EN
Annual statement - Easy Access Saver (Issue 14)
Account: Mr G Ackroyd and Mrs C Ackroyd   Account number {_ref(r, '', 8)}
Period: 1 January {dt.year - 1} to 31 December {dt.year - 1}
Opening balance £{bal - 2_500:,.2f}
Interest paid 31 Dec (gross, {rate:.2f}% variable) £{bal * rate / 100:,.2f}
Withdrawals £{r.uniform(1_000, 6_000):,.2f}
Deposits £{r.uniform(1_000, 6_000):,.2f}
Closing balance £{bal:,.2f}
Your deposits are protected by the Financial Services Compensation Scheme up to £120,000 per person.
Interest is paid without tax deducted; you may need to tell HMRC if it exceeds your Personal Savings
Allowance.
"""


def t_bank(r: random.Random, dt: datetime) -> str:
    bal = r.uniform(2_000, 6_000)
    pays = [("HALLIWELL BARR PENS", 2_240.0, 2_300.0, True), ("DWP SP", 960.0, 970.0, True),
            ("NHSBSA PENSION", 790.0, 820.0, True), ("NORTH YORKS CNCL CT", 280.0, 300.0, False),
            ("BRIGHTWELL ENERGY", 140.0, 190.0, False), ("YORKSHIRE WATER", 38.0, 48.0, False),
            ("TESCO STORES 2231", 40.0, 120.0, False), ("HAREWOOD LANE STORAGE", 52.0, 52.0, False),
            ("MORRISONS HARROGATE", 30.0, 95.0, False), ("DALES FIBRE LTD", 32.0, 32.0, False),
            ("SHELL KNARESBOROUGH", 55.0, 80.0, False), ("NIDD VALLEY U3A", 15.0, 15.0, False)]
    out = [f"Pennine Bank plc   Joint Current Account   Sort code 40-18-62   Account 7184{r.randint(1000, 9999)}",
           "Mr Geoffrey Ackroyd & Mrs Carol Ackroyd", f"Statement {dt:%B %Y}",
           "Date        Description                     Paid out    Paid in    Balance"]
    for i, (desc, lo, hi, inc) in enumerate(r.sample(pays, 9)):
        v = r.uniform(lo, hi)
        bal = bal + v if inc else bal - v
        day = dt.replace(day=1) + timedelta(days=i * 3)
        out.append(f"{day:%d %b}      {desc:<30} {'' if inc else f'{v:,.2f}':>9}  {f'{v:,.2f}' if inc else '':>9}"
                   f"  {bal:>9,.2f}")
    return "\n".join(out) + "\n"


def t_sa302(r: random.Random, dt: datetime) -> str:
    y = dt.year - 1
    pen = r.uniform(27_500, 31_000)
    sp = 11_500
    tot = pen + sp + r.uniform(300, 900)
    return f"""HM Revenue & Customs - SA302 Tax calculation
Tax year 6 April {y - 1} to 5 April {y}
Name: Mr Geoffrey Ackroyd   Unique Taxpayer Reference: 41{r.randint(10000000, 99999999)}
Pensions (other than State Pension) £{pen:,.2f}
State Pension £{sp:,.2f}
Interest from UK banks and building societies £{tot - pen - sp:,.2f}
Total income received £{tot:,.2f}
minus Personal Allowance £12,570.00
Total income on which tax is due £{tot - 12_570:,.2f}
Basic rate 20% £{(tot - 12_570) * 0.2:,.2f}
Tax deducted at source (PAYE on pensions) £{(tot - 12_570) * 0.2 - r.uniform(80, 400):,.2f}
Balance due by 31 January {y + 1}: please see your statement
"""


def t_p800(r: random.Random, dt: datetime) -> str:
    return f"""HM Revenue & Customs
Pay As You Earn and Self Assessment, BX9 1AS
{_d(dt)}
Mrs Carol Ackroyd, Larkfield, 12 Church Lane, Nidderby, Harrogate HG3 2QT
National Insurance number: WR 58 90 14 D
Tax calculation P800 for 6 April {dt.year - 1} to 5 April {dt.year}
You paid £{r.uniform(60, 320):,.2f} too much tax.
This is because the tax code used by your NHS Pension payer did not include your full Personal Allowance
for the months after your State Pension started.
Income: NHS Pension £{r.uniform(9_800, 10_900):,.2f}; State Pension £{r.uniform(10_500, 11_600):,.2f}
We will send you a payment within 60 days, or you can claim it sooner online at GOV.UK.
"""


def t_budget(r: random.Random, dt: datetime) -> str:
    rows = ["Item;Monthly;Yearly;Notes",
            f"Council tax;{r.randint(280, 300)};;10 instalments Apr-Jan",
            f"Gas and electric;{r.randint(140, 190)};;Brightwell fixed to Oct",
            "Water;43;;", "Broadband and phone;32;;Dales Fibre", "TV licence;;174.50;",
            f"Car insurance;;{r.randint(380, 520)};renews Nov", f"Caravan insurance;;{r.randint(290, 360)};renews Mar",
            "Caravan storage;52;;Harewood Lane", "Allotment rent;;48;", "U3A;;15;Carol",
            f"Food;{r.randint(480, 600)};;", "Petrol;120;;more in summer with van",
            "Grandchildren (Weds);40;;", "Charity;30;;Yorkshire Air Ambulance, RNLI",
            f"INCOME Geoff HB pension;{r.randint(2_250, 2_300)};;net", "INCOME State pensions x2;1934;;",
            f"INCOME Carol NHS pension;{r.randint(790, 830)};;net"]
    return "\n".join(rows)


def t_premium(r: random.Random, dt: datetime) -> str:
    return f"""NS&I
Premium Bonds prize notification
{_d(dt)}
Dear Mrs Ackroyd
Congratulations. Your Premium Bond number {r.randint(100, 999)}KP{r.randint(100000, 999999)} has won a prize of
£{r.choice([25, 50, 100])} in the {dt:%B %Y} draw.
Holder's number: {_ref(r, '', 10)}
As you have chosen to reinvest your prizes, we have bought new Bonds with this prize.
Prizes are free of UK Income Tax and Capital Gains Tax.
"""


def t_savings(r: random.Random, dt: datetime) -> str:
    return "\n".join([
        "Account;Who;Rate;Balance;Checked",
        f"Northern Counties Easy Access;Joint;3.35%;{r.randint(24_000, 40_000)};{_d(dt)}",
        f"Northern Counties 1yr Fixed;Joint;4.20%;{r.randint(15_000, 25_000)};matures Oct",
        f"Fairway S&S ISA;Geoff;var;{r.randint(26_000, 38_000)};",
        f"Fairway S&S ISA;Carol;var;{r.randint(18_000, 30_000)};",
        f"Cash ISA Pennine;Carol;3.9%;{r.randint(8_000, 14_000)};",
        f"Premium Bonds;Carol;prize 3.6%;{r.randint(20_000, 50_000)};",
        f"Premium Bonds;Geoff;prize 3.6%;{r.randint(10_000, 30_000)};",
        "Pennine current;Joint;0;;keep 3k buffer"])


# --------------------------------------------------------------------------- Home (house and garden)


def t_council_tax(r: random.Random, dt: datetime) -> str:
    fy = dt.year if dt.month >= 3 else dt.year - 1
    auth = "North Yorkshire Council" if fy >= 2023 else "Harrogate Borough Council"
    addr = ("County Hall, Racecourse Lane, Northallerton DL7 8AD" if fy >= 2023
            else "Civic Centre, St Luke's Avenue, Harrogate HG1 2AE")
    base = 2_310 * (1.049 ** (fy - 2022))
    parts = [("North Yorkshire Council" if fy >= 2023 else "North Yorkshire County Council", 0.74),
             ("North Yorkshire Police, Fire and Crime Commissioner - Police", 0.13),
             ("North Yorkshire Police, Fire and Crime Commissioner - Fire", 0.04),
             ("Harrogate Borough Council" if fy < 2023 else "Adult social care precept", 0.075),
             ("Nidderby Parish Council", 0.015)]
    lines = "\n".join(f"{n:<64} £{base * p:>9,.2f}" for n, p in parts)
    inst = base / 10
    return f"""{auth}
{addr}
Council Tax bill {fy}/{str(fy + 1)[2:]}
Account reference: 6{_ref(r, '', 7)}
{HOME}
Property: Larkfield, 12 Church Lane, Nidderby, Harrogate HG3 2QT
Valuation band: E
Charges for the period 1 April {fy} to 31 March {fy + 1}
{lines}
Total charge £{base:,.2f}
Your instalments will be collected by Direct Debit from your account on the 1st of each month:
1 April {fy} £{inst + 0.37:,.2f} and nine further instalments of £{inst - 0.04:,.2f}
If you think your band is wrong you can appeal to the Valuation Office Agency.
"""


def t_energy(r: random.Random, dt: datetime) -> str:
    e = r.randint(260, 420)
    g = r.randint(600, 1_900)
    return f"""Brightwell Energy
Your energy statement - {dt:%B %Y}
Account number: {_ref(r, 'BW', 8)}
Supply address: Larkfield, 12 Church Lane, Nidderby, Harrogate HG3 2QT
Electricity  {e} kWh at 24.86p = £{e * 0.2486:,.2f}   standing charge 30 days at 53.68p = £16.10
Gas          {g} kWh at 6.34p  = £{g * 0.0634:,.2f}   standing charge 30 days at 32.67p = £9.80
VAT at 5% £{(e * 0.2486 + g * 0.0634 + 25.9) * 0.05:,.2f}
Total charges this period £{(e * 0.2486 + g * 0.0634 + 25.9) * 1.05:,.2f}
Direct Debit £{r.choice([145, 160, 175, 185])}.00 a month
Meter readings (smart): electricity {r.randint(20_000, 30_000)}, gas {r.randint(8_000, 12_000)} m3
Your tariff: Brightwell Fix October {dt.year}. Exit fees apply if you switch before the end date.
"""


def t_water(r: random.Random, dt: datetime) -> str:
    return f"""Yorkshire Water
Your water and sewerage bill 1 April {dt.year} to 31 March {dt.year + 1}
Customer number: {_ref(r, '', 10)}
{HOME}
Metered supply. Previous reading {r.randint(1_100, 1_300)} m3, present reading {r.randint(1_310, 1_420)} m3
Water supply £{r.uniform(180, 240):,.2f}   Sewerage £{r.uniform(230, 300):,.2f}   Surface water drainage £52.40
You pay £{r.randint(38, 48)}.00 a month by Direct Debit.
Leak check: your usage is in line with a two-person household.
"""


def t_home_ins(r: random.Random, dt: datetime) -> str:
    return f"""Wolds Mutual Home Insurance
Renewal invitation - policy {_ref(r, 'WMH', 7)}
Policyholders: Mr Geoffrey Ackroyd, Mrs Carol Ackroyd
Insured address: Larkfield, 12 Church Lane, Nidderby, Harrogate HG3 2QT
Period of cover: {_d(dt + timedelta(days=21))} to {_d(dt + timedelta(days=386))}
Buildings: rebuild sum insured £{r.choice([415, 430, 455])},000, accidental damage included, excess £250
Contents: £{r.choice([60, 65, 75])},000, personal possessions away from home £3,000 (including hearing aids)
Detached four-bedroom house built 1978, brick and tile, with conservatory. Not flat roofed.
Garden cover: plants, sheds and greenhouses up to £2,500.
Annual premium £{r.uniform(520, 690):,.2f} including Insurance Premium Tax.
Please tell us before renewal about any building work, such as an extension or new conservatory.
"""


def t_boiler(r: random.Random, dt: datetime) -> str:
    return f"""Nidd Gas Services
Gas Safe registered 514{r.randint(100, 999)}
Boiler service record
Customer: Mr Ackroyd, Larkfield, 12 Church Lane, Nidderby
Date: {_d(dt)}
Appliance: Worcester Bosch Greenstar 30i combi, kitchen cupboard, installed 2016
Flue gas analysis CO {r.randint(40, 90)} ppm, CO2 {r.uniform(8.8, 9.4):.1f}%, ratio 0.00{r.randint(4, 9)}
Burner cleaned, condensate trap flushed, seals checked, system pressure topped up to 1.3 bar.
Flue terminal clear. Safe to use.
Next service due {dt + timedelta(days=365):%B %Y}.
Charge: £{r.choice([85, 95, 105])}.00 paid by card. Thank you.
"""


def t_tree(r: random.Random, dt: datetime) -> str:
    return f"""Washburn Tree Care
Invoice {r.randint(1200, 2900)}   {_d(dt)}
To: Mr and Mrs Ackroyd, Larkfield, Church Lane, Nidderby
Crown reduction of silver birch in rear garden by approx. 25%, deadwood removed.
Sycamore at boundary with no. 14: lift crown to 4 m over the lane.
Reduce leylandii hedge on north side to 2.2 m and trim faces.
All arisings chipped and removed from site.
Labour 2 operatives 1 day £{r.randint(520, 680)}.00
Waste disposal £60.00
Total due {_money(r, 580, 740)} - bank transfer to Washburn Tree Care, sort code 30-97-11
Note: no tree preservation orders on these trees; Church Lane is outside the conservation area.
"""


def t_broadband(r: random.Random, dt: datetime) -> str:
    return f"""Dales Fibre Ltd
Bill date {_d(dt)}   Account {_ref(r, 'DF', 6)}
Full fibre 150 Mb/s with home phone - Mr G Ackroyd, Larkfield, Church Lane, Nidderby
Monthly service 1 {dt:%b} to {dt + timedelta(days=30):%d %b} £32.00
Calls to UK mobiles {r.randint(4, 30)} mins £{r.uniform(0.5, 3.0):.2f}
Total £{32 + r.uniform(0.5, 3.0):.2f} will be collected by Direct Debit.
Your router: DF Hub 3. If you lose your connection, restart the hub and call 01423 580 220.
"""


def t_tv(r: random.Random, dt: datetime) -> str:
    return f"""TV Licensing
Your TV Licence
Licence number: {_ref(r, '', 10)}
Licence holder: Mr G Ackroyd
Address: Larkfield, 12 Church Lane, Nidderby, Harrogate HG3 2QT
Valid from 1 {dt:%B %Y} to {_d(dt.replace(day=1, year=dt.year + 1) - timedelta(days=1))}
Cost £{174.50 if dt.year >= 2025 else 169.50:.2f}, paid by Direct Debit.
This licence covers you to watch or record live TV on any channel and to use BBC iPlayer.
"""


def t_home_jobs(r: random.Random, dt: datetime) -> str:
    return """jobs before the summer
- gutter over back door still overflowing - ring Mick re clearing (and the downpipe by the garage)
- outside tap washer
- paint the side gate, creosote the fence panels by the compost bins
- loft hatch draught strip
- boiler service due - Nidd Gas, book for after we're back
- lawn feed and weed, scarify the front in September
- replace bulb in porch light (GU10 LED)
- smoke alarm batteries (landing one chirping)
- ask Wolds Mutual whether the policy needs telling about the new conservatory
"""


# --------------------------------------------------------------------------- Health


def t_cataract_preop(r: random.Random, dt: datetime) -> str:
    op = dt + timedelta(days=r.randint(14, 24))
    return f"""Harrogate and District NHS Foundation Trust
Ophthalmology - Claro Eye Unit, Harrogate District Hospital, Lancaster Park Road, Harrogate HG2 7SX
{_d(dt)}
Mrs Carol Ackroyd, Larkfield, 12 Church Lane, Nidderby, Harrogate HG3 2QT
NHS number: 487 {r.randint(100, 999)} {r.randint(1000, 9999)}   Hospital number: H{r.randint(100000, 999999)}
Dear Mrs Ackroyd
Cataract surgery - right eye
Your operation has been booked for {_d(op)}. Please arrive at the Claro Eye Unit at 7.30 am.
The operation is phacoemulsification with intraocular lens implant under local anaesthetic and usually
takes about 20 minutes. You will be at the hospital for around three hours.
Biometry at your pre-assessment: axial length 23.4 mm; lens power chosen for distance vision.
- You may eat and drink normally. Take your usual medicines including levothyroxine.
- Do not wear make-up around the eyes. Bring your glasses and a list of your medicines.
- You must not drive home. Please arrange for someone to collect you.
If you are unwell or cannot attend, please ring 01423 553 {r.randint(100, 999)}.
Yours sincerely
Pre-assessment Nurse, Claro Eye Unit
"""


def t_cataract_postop(r: random.Random, dt: datetime) -> str:
    return f"""Claro Eye Unit - after your cataract operation
Patient: Carol Ackroyd   Eye operated: RIGHT   Date of surgery: {_d(dt)}
Eye drops
Dexamethasone 0.1% (Maxidex): one drop four times a day for 2 weeks, then twice a day for 2 weeks
Chloramphenicol 0.5%: one drop four times a day for 2 weeks
Wash your hands before putting in drops. Leave 5 minutes between different drops.
Wear the eye shield at night for one week.
Do not rub the eye. Avoid swimming for 2 weeks and eye make-up for 4 weeks.
You may read, watch television and go for walks. Avoid dusty work such as gardening for 2 weeks.
Do not drive until you have been told your vision meets the legal standard.
Contact the eye unit urgently (01423 553 456) if you have increasing pain, worsening vision or redness.
Your new glasses prescription: see your optician 4-6 weeks after surgery.
"""


def t_cataract_second(r: random.Random, dt: datetime) -> str:
    return f"""Harrogate District Hospital - Claro Eye Unit
{_d(dt)}
Dear Mrs Ackroyd
Following your review appointment, you have been added to the waiting list for cataract surgery to your
LEFT eye. Your right eye has healed well: unaided vision 6/6 right, 6/18 left.
We expect to offer you a date in July 2026. Pre-assessment is not needed again as it is within 6 months.
Provisional date: Tuesday 7 July 2026, 8.00 am arrival.
Please let us know if this date is not convenient as soon as possible so it can be offered to another
patient.
"""


def t_audiology(r: random.Random, dt: datetime) -> str:
    return f"""Audiology Department, Harrogate District Hospital
Hearing assessment - {_d(dt)}
Patient: Mr Geoffrey Ackroyd   DOB 14/03/1957
Pure tone audiometry (dB HL)   250  500  1k  2k  3k  4k  6k  8k
Right                            15   20  30  45  55  60  65  70
Left                             15   25  35  50  55  65  70  70
Bilateral mild to moderately-severe sensorineural loss, sloping, typical of age with a history of site
noise exposure. Tympanometry normal both ears.
Plan: bilateral behind-the-ear hearing aids (NHS), open fit, programmes: universal and noise.
Batteries size 312. Follow-up in 8 weeks for fine-tuning. Tubing change every 3-4 months at the
walk-in repair clinic (Tuesday and Thursday mornings).
Audiologist: {_who(r)}
"""


def t_hearing_repair(r: random.Random, dt: datetime) -> str:
    return f"""Geoff -
your left hearing aid has gone whistly again, the thin tube has split near the dome. The walk-in clinic
at Harrogate hospital is Tuesday and Thursday 9-11.30 in the audiology corridor, take the brown book.
Ask for more 312 batteries as well, we've only got 1 card left (ask for 2).
Also the appointment letter says fine tuning review {_d(dt + timedelta(days=30))}.
"""


def t_dentist(r: random.Random, dt: datetime) -> str:
    return f"""Station Parade Dental Practice
14 Station Parade, Harrogate HG1 1UE  - NHS and private dentistry
Receipt {r.randint(30000, 49999)}   {_d(dt)}
Patient: {r.choice(['Mr Geoffrey Ackroyd', 'Mrs Carol Ackroyd'])}
NHS Band 2 course of treatment (examination, radiographs, filling LR6) £75.30
Hygienist appointment (private) 30 min £{r.choice([56, 58, 62])}.00
Total paid £{75.30 + 58:.2f}  by card
Your next check-up is recommended in 9 months.
"""


def t_gp_bloods(r: random.Random, dt: datetime) -> str:
    return f"""Nidd Valley Medical Practice
Test results - {_d(dt)}
Patient: Mr Geoffrey Ackroyd
Your recent blood tests have been reviewed by Dr {r.choice(SURN)}.
Total cholesterol {r.uniform(3.9, 5.2):.1f} mmol/L, HDL {r.uniform(1.1, 1.6):.1f}, LDL {r.uniform(1.8, 2.9):.1f}
HbA1c {r.randint(38, 44)} mmol/mol (normal), eGFR {r.randint(68, 84)}, liver function normal,
PSA {r.uniform(1.1, 2.6):.1f}
Comment: satisfactory, no action. Continue atorvastatin 20 mg. Annual review due next year.
Blood pressure from your home readings averages 132/80 - within target on amlodipine 5 mg.
"""


def t_repeat_rx(r: random.Random, dt: datetime) -> str:
    return f"""REPEAT PRESCRIPTION REQUEST - Nidd Valley Medical Practice
Date: {_d(dt)}
Geoffrey Ackroyd (DOB 14.03.57):  Atorvastatin 20mg tablets x 56;  Amlodipine 5mg tablets x 56
Carol Ackroyd (DOB 02.11.58):  Levothyroxine 75 micrograms x 56;  Hypromellose 0.3% eye drops x 2
Collect from: Boots, Cambridge Street, Harrogate
Please note Carol is still using the post-op drops from the eye unit until the course finishes.
"""


def t_optician(r: random.Random, dt: datetime) -> str:
    return f"""Parkside Opticians, 9 Parliament Street, Harrogate
Sight test record / prescription   {_d(dt)}
Patient: {r.choice(['Mrs C Ackroyd', 'Mr G Ackroyd'])}
        Sph     Cyl     Axis   Add
R     +1.25   -0.50    90    +2.50
L     +1.75   -0.75    85    +2.50
Intraocular pressures R {r.randint(13, 18)} L {r.randint(13, 18)} mmHg. Fundi healthy.
Lens opacity noted in both eyes. Referral letter to GP for cataract assessment.
NHS sight test (aged over 60): free. Varifocal lenses ordered, £{r.randint(280, 420)}.00.
"""


def t_bp_log(r: random.Random, dt: datetime) -> str:
    rows = ["Date;Time;Systolic;Diastolic;Pulse;Who"]
    for i in range(14):
        day = dt - timedelta(days=14 - i)
        rows.append(f"{day:%d/%m/%Y};{r.choice(['08:10', '08:30', '21:00'])};{r.randint(124, 142)};"
                    f"{r.randint(74, 86)};{r.randint(58, 72)};G")
    return "\n".join(rows)


def t_bowel(r: random.Random, dt: datetime) -> str:
    return f"""NHS Bowel Cancer Screening Programme
North East Hub, Queen Elizabeth Hospital, Gateshead
{_d(dt)}
Dear Mr Ackroyd
Your bowel cancer screening result: NORMAL
Thank you for doing the FIT test. No blood was found in your sample, so no further tests are needed now.
You will be invited to take part again in 2 years, until you are 74.
"""


def t_flu(r: random.Random, dt: datetime) -> str:
    return f"""Hello from Nidd Valley Medical Practice. You are eligible for your free NHS flu vaccination and
COVID-19 autumn booster. Our clinics are on Saturday {_d(dt + timedelta(days=10))} at the Nidderby
surgery. Please book using the link or ring 01423 771 {r.randint(100, 999)}. Patients aged 65 and over.
"""


# --------------------------------------------------------------------------- Car


def t_mot(r: random.Random, dt: datetime) -> str:
    miles = 38_000 + (dt.year - 2022) * 7_500 + r.randint(0, 2_000)
    return f"""MOT test certificate (VT20)
Vehicle registration mark: YK19 LHW
Make: SKODA   Model: OCTAVIA SE L TDI ESTATE   Colour: GREY   Fuel: diesel
VIN: TMBJJ7NE6K0{r.randint(100000, 999999)}
Date of test: {_d(dt)}   Expiry date: {_d(dt + timedelta(days=364))}
Odometer reading: {miles:,} miles
Test station: Bilton Road Garage Ltd, Harrogate
MOT test number: {r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}
Result: PASS
Advisories: Nearside front tyre worn close to legal limit (2.1 mm); rear brake discs slightly pitted;
towbar electrics: 13-pin socket corroded but working.
"""


def t_car_service(r: random.Random, dt: datetime) -> str:
    return f"""Bilton Road Garage Ltd
Skoda specialist - 88 Bilton Road, Harrogate HG1 4DW   VAT 316 4429 81
Invoice {r.randint(40000, 59999)}   {_d(dt)}
Customer: Mr G Ackroyd   Vehicle: YK19 LHW Skoda Octavia Estate 2.0 TDI DSG
Mileage in: {38_000 + (dt.year - 2022) * 7_500:,}
Annual service with oil and filter (VW 507.00 5W-30), pollen filter, air filter £{r.randint(260, 320)}.00
DSG gearbox oil and filter change (every 40,000 miles) £{r.randint(190, 240)}.00
Two front tyres 205/55 R16 fitted and balanced £{r.randint(190, 240)}.00
AdBlue top-up £12.00
Total including VAT £{r.randint(680, 820)}.{r.randint(10, 99)}
Note: towing regularly - we recommend the next gearbox service at the same interval.
"""


def t_car_ins(r: random.Random, dt: datetime) -> str:
    return f"""Moorside Motor Insurance
Renewal - policy {_ref(r, 'MM', 8)}
Vehicle: Skoda Octavia Estate 2.0 TDI, YK19 LHW, value £{r.randint(9_000, 12_500):,}
Policyholder: Geoffrey Ackroyd (retired), named driver: Carol Ackroyd (retired)
Cover: comprehensive, social domestic and pleasure, no commuting. Annual mileage 9,000.
Towing a caravan: covered for third party only while attached (the caravan is insured separately).
No claims discount: 9+ years, protected.
Kept overnight on a private driveway at HG3 2QT.
Annual premium £{r.uniform(380, 520):,.2f}. Compulsory excess £150, voluntary excess £100.
Renewal date {_d(dt + timedelta(days=28))}. We will renew automatically unless you tell us otherwise.
"""


def t_ved(r: random.Random, dt: datetime) -> str:
    return f"""DVLA - Vehicle tax reminder (V11)
Vehicle registration number: YK19 LHW   Make: SKODA
Your vehicle tax runs out on {_d(dt + timedelta(days=30))}.
12 months: £{195 if dt.year >= 2025 else 190}.00   by Direct Debit: 12 monthly payments
Reference number: {_ref(r, '', 16)}
Tax online at GOV.UK or call 0300 123 4321. You will need this 16-digit reference number.
"""


def t_breakdown(r: random.Random, dt: datetime) -> str:
    return f"""RescueLine Breakdown
Your cover documents - membership {_ref(r, 'RL', 9)}
Members: Mr G Ackroyd and Mrs C Ackroyd   Cover level: Roadside, At Home, Onward Travel, European (none)
Vehicle: YK19 LHW, plus caravan or trailer towed by the covered vehicle (up to 7.5 m and 3,500 kg)
Valid {_d(dt)} to {_d(dt + timedelta(days=365))}   Price £{r.uniform(140, 190):,.2f}
Call 0800 048 {r.randint(1000, 9999)} (24 hours). Tell us if you are towing when you call.
"""


# --------------------------------------------------------------------------- Caravan


def t_van_service(r: random.Random, dt: datetime) -> str:
    return f"""Dales Mobile Caravan Services - AWS approved workshop
Service and habitation check report   Job {r.randint(2000, 4999)}   {_d(dt)}
Customer: G Ackroyd   Location: Harewood Lane Caravan Storage, bay {r.randint(30, 70)}
Caravan: Elddis Avante 550 (2021)   CRiS {r.randint(100000, 999999)}{r.choice('ABCDEFG')}
VIN SG9{r.randint(10**9, 10**10 - 1)}
Chassis: brakes adjusted, hub bearings checked, shock absorbers OK, tyre age code {r.randint(10, 52)}21 - REPLACE
Tyres are five years old this year; we recommend replacement before any long tour.
Gas: LPG system tightness test passed, regulator {r.choice(['OK', 'dated 2021 - replace 2031'])}
Electrics: 230V RCD trip time {r.randint(18, 30)} ms, 12V road lights all working, leisure battery 12.6 V
Water: pump and taps OK, Truma Ultraflow inlet cleaned, water heater anode n/a (Alde)
Damp readings: all below 15% except nearside front corner 18% (monitor)
Heating: Alde 3020 HE fired on gas and electric, glycol level OK (change due 2026)
Smoke and CO alarms tested.
Total £{r.randint(260, 340)}.00 paid. Next service due {dt + timedelta(days=365):%B %Y}.
"""


def t_van_ins(r: random.Random, dt: datetime) -> str:
    return f"""Tourer Shield Insurance Services
Touring caravan insurance schedule   Policy {_ref(r, 'TS', 7)}
Insured: Mr G & Mrs C Ackroyd, Larkfield, 12 Church Lane, Nidderby HG3 2QT
Caravan: 2021 Elddis Avante 550, CRiS registered, value new-for-old £{r.choice([24_500, 25_950, 27_200]):,}
Contents and awning: £{r.choice([2_500, 3_000])}
Storage: Harewood Lane Caravan Storage (CaSSOA Gold). Hitchlock and wheel clamp fitted.
Tracker: {r.choice(['Trakm8', 'CaravanTrak'])}.
Use in the UK and Europe up to 180 days a year.
Period of insurance {_d(dt)} to {_d(dt + timedelta(days=364))}
Premium £{r.uniform(285, 360):,.2f} incl. IPT. Theft excess £250; storm damage excess £100.
"""


def t_storage(r: random.Random, dt: datetime) -> str:
    return f"""Harewood Lane Caravan Storage
Moor Farm, Harewood Lane, near Harrogate HG3 {r.randint(1, 4)}PN
Statement {dt:%B %Y}
Mr G Ackroyd - bay {r.randint(30, 70)} (hard standing, under 7.5 m)
Monthly fee £52.00 by standing order. Access 7.00 am to 9.00 pm with your gate fob.
Reminder: caravans must be hitch-locked and wheel-clamped. Please let us know dates you are away so we do
not re-let the bay for the August tours.
"""


def t_club(r: random.Random, dt: datetime) -> str:
    return f"""The Caravan and Motorhome Club
Membership renewal
Membership number {r.randint(1000000, 9999999)}   Mr G Ackroyd (joint membership with Mrs C Ackroyd)
Your membership renews on {_d(dt + timedelta(days=30))}. Annual fee £{r.choice([61, 63, 65])}.00 by Direct Debit.
Member since 1999. Includes the monthly magazine, member rates on Club sites and access to Certificated
Locations. Red Pennant overseas holiday insurance is not included.
"""


def t_weekend(r: random.Random, dt: datetime) -> str:
    arr = dt + timedelta(days=r.randint(20, 40))
    site = r.choice(["Wharfedale Riverside CL, Burnsall", "Masham Bridge Farm CL", "Kettlewell Touring Field"])
    return f"""Booking confirmation - {site}
Dear Mr Ackroyd
Thank you for booking a pitch with us.
Arrive: {arr:%A %d %B %Y} from 1 pm   Depart: {arr + timedelta(days=3):%A %d %B %Y} by 12 noon
Units: 1 car and touring caravan, 2 adults   Electric hook-up 10 amp
Price 3 nights £{r.choice([66, 72, 78])}.00, paid in full. Dogs on leads, quiet after 10 pm.
We are a 5-van Certificated Location for Club members only; please bring your membership card.
"""


def t_noseweight(r: random.Random, dt: datetime) -> str:
    return """Van loading notes
MTPLM 1,475 kg   MIRO 1,312 kg  -> user payload 163 kg
Octavia kerbweight 1,486 kg - 85% rule = 1,263 kg ... we are over that, so load carefully
Towball limit 80 kg, aim for 70-75 kg nose weight (checked with the Milenco gauge)
Heavy things over the axle: awning, 2 x Calor 6 kg (one in locker only), water barrel empty, chairs in car
Leisure battery 110 Ah AGM ~ 28 kg
Tyre pressures van 60 psi (Maxxis), car 41 psi rear when towing
Alko hitch: check green button on AKS before moving off
"""


def t_old_advert(r: random.Random, dt: datetime) -> str:
    return f"""FOR SALE: 2009 Bailey Pageant Provence, 2-berth, end washroom
Very well looked after by two careful owners (us since 2012). Always stored at a CaSSOA site, serviced
every year by an approved engineer - full history. Dry: damp check every year, no readings over 12%.
Motor mover (Powrtouch), new leisure battery 2021, Isabella porch awning, Aquaroll and Wastemaster,
microwave, blown-air heating, cassette toilet. MTPLM 1,275 kg. CRiS registered.
Reason for sale: we have bought a bigger van.
£{r.choice([9_250, 9_495, 9_750]):,} ono.
Viewing at Harewood Lane near Harrogate. Ring Geoff on 07712 448 {r.randint(100, 999)}.
"""


def t_old_receipt(r: random.Random, dt: datetime) -> str:
    buyer = _who(r)
    return f"""RECEIPT FOR SALE OF TOURING CARAVAN
Date: {_d(dt)}
Seller: Geoffrey Ackroyd, Larkfield, 12 Church Lane, Nidderby, Harrogate HG3 2QT
Buyer: {buyer}, {r.randint(2, 90)} {r.choice(['Mill Lane', 'Ashfield Road', 'The Crescent'])},
{r.choice(['Otley', 'Ilkley', 'Wetherby', 'Thirsk'])}
Caravan: Bailey Pageant Provence, 2009, CRiS number {r.randint(100000, 999999)}A,
chassis number SBV{r.randint(10**8, 10**9 - 1)}
Sale price: £{r.choice([8_900, 9_100, 9_200]):,}.00 received by bank transfer in full.
The caravan is sold as seen, tried and approved, with the motor mover, awning and accessories listed.
Both parties have inspected the caravan. The seller confirms it is free of any finance.
Signed (seller) ..........................   Signed (buyer) ..........................
"""


def t_old_cris(r: random.Random, dt: datetime) -> str:
    return f"""CRiS - Caravan Registration and Identification Scheme
Change of keeper confirmation
Caravan: Bailey Pageant Provence 2009   CRiS number {r.randint(100000, 999999)}A
Previous keeper: Mr G Ackroyd, Nidderby, Harrogate
The change of keeper was recorded on {_d(dt)}. The new keeper will receive a registration document.
Thank you for keeping the register up to date.
"""


# --------------------------------------------------------------------------- Allotment


def t_allot_rent(r: random.Random, dt: datetime) -> str:
    return f"""Nidderby Allotment Society
Annual rent {dt.year}-{str(dt.year + 1)[2:]}
Plot 17 (full plot, 250 sq m) - tenant Mr & Mrs G Ackroyd
Rent £{40 + (dt.year - 2022) * 2}.00   Water charge £8.00   Society membership £3.00
Payment by 1 October please, to the Treasurer {_who(r)}, or by transfer (ref: PLOT17).
The AGM is in the Village Hall on the last Thursday of November. Manure delivery to the top gate in
February - £3 a barrow.
"""


def t_allot_tenancy(r: random.Random, dt: datetime) -> str:
    return f"""NIDDERBY PARISH COUNCIL - ALLOTMENT TENANCY AGREEMENT
Site: Nidderby Road Allotments   Plot number: 17   Size: 10 rods
Tenant: Geoffrey and Carol Ackroyd   Commencement: {_d(dt)}
1. The tenant shall keep the plot clean, free from weeds and in a good state of cultivation, with at least
   three-quarters of the plot cultivated.
2. No trees other than fruit trees; sheds and greenhouses not over 8 ft x 6 ft with the Society's consent.
3. No bonfires between 1 May and 30 September. Hoses may be used only to fill water butts.
4. Dogs must be kept on a lead. The tenant shall not sublet.
5. The tenancy runs from year to year and may be ended by either party with 12 months' notice.
Rent is collected by Nidderby Allotment Society on behalf of the Council.
"""


def t_allot_news(r: random.Random, dt: datetime) -> str:
    return f"""Nidderby Allotment Society - {r.choice(['Spring', 'Summer', 'Autumn'])} newsletter {dt.year}
Water troughs are back on from 1 April. Please do not leave hoses running.
Plot inspections: the committee will walk round on {_d(dt + timedelta(days=14))}. Plots 4, 9 and 22 have had
letters - if you are struggling, please talk to us; we would rather help than re-let.
Blight warning: Hutton criteria met locally last week. Watch potatoes and outdoor tomatoes.
Seed order: the trading hut has onion sets, seed potatoes (Charlotte, Sarpo Mira) and fleece.
Well done to plot 17 for the best kept plot cup and the onion class at last year's show!
"""


def t_planting(r: random.Random, dt: datetime) -> str:
    return "\n".join([
        "Bed;Crop;Variety;Sow/plant;Notes",
        "1;Potatoes earlies;Charlotte;April;chit in March, in conservatory",
        "2;Potatoes main;Sarpo Mira;late April;blight resistant",
        "3;Onions and shallots;Centurion / Red Baron;March sets;",
        "4;Brassicas;Kale Nero di Toscana, Purple sprouting;May plant out;net against pigeons",
        "5;Roots;Carrot Flyaway, Parsnip Gladiator;April-May;fleece for carrot fly",
        "6;Beans;Runner Firestorm, French Cobra;May in pots;wigwams",
        "7;Leeks;Musselburgh;trench June;",
        "Fruit cage;Raspberries, gooseberries, blackcurrants;;;prune Feb",
        "Rhubarb;Timperley Early;;;force one crown",
        f"Note;rotation moves up one bed each year - {dt.year} layout;;;"])


def t_seed_order(r: random.Random, dt: datetime) -> str:
    return f"""Order confirmation - Dales Seeds & Garden (online)
Order {r.randint(100000, 999999)}   {_d(dt)}   Deliver to: C Ackroyd, Larkfield, Church Lane, Nidderby HG3 2QT
Seed potatoes Charlotte 2 kg £6.95
Seed potatoes Sarpo Mira 2 kg £7.45
Onion sets Centurion 500 g £3.99
Leek Musselburgh seed £1.99
Carrot Flyaway F1 £3.49
Runner bean Firestorm £3.29
Enviromesh 2 m x 5 m £14.99
Delivery £4.95   Total £{6.95 + 7.45 + 3.99 + 1.99 + 3.49 + 3.29 + 14.99 + 4.95:.2f}
"""


def t_show(r: random.Random, dt: datetime) -> str:
    day = datetime(dt.year, 8, 31)
    while day.weekday() != 0:
        day -= timedelta(days=1)
    show = day - timedelta(days=2)
    return f"""NIDDERBY & DISTRICT HORTICULTURAL SHOW {dt.year}
{show:%A %d %B} (bank holiday weekend), Village Hall.
Entries to the Show Secretary by 8 pm Thursday. Staging 7.30-10 am.
Judging 10.30 am. Doors open 2 pm. Prize giving 4 pm. Entry 50p per class.
Vegetables
1. Three onions, dressed, over 250 g
2. Three onions, under 250 g
3. Five potatoes, white
4. Three carrots, stump
5. Six runner beans
6. Heaviest marrow
Fruit, Flowers, Baking (Victoria sandwich, fruit scones, jar of jam)
Children's class: a face made of vegetables (under 11)
Trophies: Ackroyd Cup for best exhibit in vegetables (presented 2003)
"""


# --------------------------------------------------------------------------- U3A walking group


WALKS = [("Brimham Rocks and Smelthouses", "Brimham Rocks NT car park (HG3 4DW)", 6.5),
         ("Swinsty and Fewston reservoirs", "Swinsty Moor car park", 5.0),
         ("Knaresborough riverside and Calcutt", "Conyngham Hall car park", 4.5),
         ("Ripley and Clint Crags", "Ripley village car park", 5.5),
         ("Nidd Gorge via Bilton Beck", "Bilton Lane, Harrogate", 6.0),
         ("Fountains Abbey and Studley deer park", "Studley Royal car park", 5.0),
         ("Pateley Bridge to Wath", "Nidderdale showground car park", 5.5),
         ("Almscliffe Crag from Huby", "Huby village hall", 4.0)]


def t_walk_programme(r: random.Random, dt: datetime) -> str:
    lines = [f"Nidd Valley U3A - Walking Group programme, {dt:%B} to {dt + timedelta(days=150):%B %Y}",
             "Walks on the 2nd and 4th Thursday. Meet 10.00 am unless stated. Bring lunch, waterproofs and",
             "suitable footwear. Car sharing from Nidderby village hall 9.30 am - please offer petrol money.", ""]
    walks = r.sample(WALKS, 6)
    for i, (name, meet, miles) in enumerate(walks):
        d = dt + timedelta(days=14 * i + 10)
        lines.append(f"{d:%a %d %b}  {name} - {miles} miles, {r.choice(['easy', 'moderate', 'moderate, one climb'])}."
                     f" Meet: {meet}. Leader: {r.choice(['Carol A', _who(r)])}")
    lines.append("")
    lines.append("Group organiser: Carol Ackroyd 01423 771 582. Please ring the leader if you cannot come.")
    return "\n".join(lines)


def t_walk_risk(r: random.Random, dt: datetime) -> str:
    name, meet, miles = r.choice(WALKS)
    dt = _thursday(dt + timedelta(days=10))
    return f"""Nidd Valley U3A - Walk risk assessment
Walk: {name}   Date: {_d(dt)}   Leader: Carol Ackroyd   Back marker: {_who(r)}
Distance {miles} miles, approx. {int(miles * 40 // 60)}h{int(miles * 40 % 60):02d} plus lunch. Meeting point: {meet}
Hazard / who at risk / control
Slippery stone steps and tree roots (all) - warn group, slow pace, poles recommended
Road walking 400 m without pavement (all) - single file, leader and back marker in hi-vis
Livestock: cows with calves in field after the stile (all) - skirt the field edge, do not get between
Stream crossing by stepping stones (those unsteady) - use footbridge 200 m upstream instead
Weather: check forecast; cancel if amber warning
First aid kit: leader. Mobile signal poor near the gorge - nearest postcode for ambulance noted.
Emergency contacts list carried by the leader.
"""


def _thursday(dt: datetime) -> datetime:
    while dt.weekday() != 3:
        dt -= timedelta(days=1)
    return dt


def t_walk_report(r: random.Random, dt: datetime) -> str:
    name, _meet, miles = r.choice(WALKS)
    dt = _thursday(dt)
    n = r.randint(9, 19)
    return f"""Walk report for the newsletter
{name}, {dt:%A %d %B}. {n} of us set off in {r.choice(['bright sunshine', 'a light drizzle', 'a cold wind'])} for
{miles} miles. The bluebells in the woods were {r.choice(['at their best', 'just starting', 'over'])}. Lunch on the
rocks with a view across Nidderdale, then back by the old mill. Welcome to two new members, {r.choice(FIRST)} and
{r.choice(FIRST)}. Thanks to {_who(r)} for back-marking. Coffee afterwards at the farm shop.
Carol
"""


def t_walk_members(r: random.Random, dt: datetime) -> str:
    rows = ["Name,Phone,Emergency contact,Medical notes,Member no"]
    for _ in range(16):
        rows.append(f"{_who(r)},07{r.randint(700, 999)} {r.randint(100000, 999999)},{r.choice(FIRST)} "
                    f"({r.choice(['spouse', 'daughter', 'son', 'neighbour'])}) 01423 {r.randint(500000, 899999)},"
                    f"{r.choice(['', '', 'angina - GTN spray', 'diabetic', 'new knee 2024', 'asthma inhaler'])},"
                    f"NV{r.randint(100, 899)}")
    return "\n".join(rows)


def t_walk_email(r: random.Random, dt: datetime) -> str:
    who = _who(r)
    return _eml(f"{who} <{who.split()[0].lower()}.{who.split()[1].lower()}@btinternet.com>",
                "Carol Ackroyd <carol.ackroyd@talktalk.net>", "Thursday's walk", dt, f"""
Hi Carol
Sorry, I won't make Thursday - my hip is playing up again. Could you let {r.choice(FIRST)} know I can't give her
a lift? Also, the stile at the bottom of Clint Crags field is broken; I've reported it to the council's
public rights of way team (ref PROW/{r.randint(1000, 9999)}), but it might be worth a detour.
Best wishes
{who.split()[0]}
""")


def t_u3a_renew(r: random.Random, dt: datetime) -> str:
    return f"""Nidd Valley U3A - membership renewal {dt.year}/{str(dt.year + 1)[2:]}
Dear member
Subscriptions (£15 a year, £28 joint) are due on 1 {dt:%B}. Renew online or bring cash or a cheque to the
monthly meeting at Knaresborough Methodist Hall. Your membership card gives access to over 40 interest
groups, including the walking group, and includes the Third Age Matters magazine.
Membership Secretary
"""


def t_route(r: random.Random, dt: datetime) -> str:
    name, meet, miles = r.choice(WALKS)
    return f"""Route description: {name} ({miles} miles)
Start: {meet}. OS Explorer map 298 Nidderdale.
1. Leave the car park by the gate at the far end and follow the bridleway north for 800 m.
2. At the finger post turn right over the stile and follow the wall to the wood.
3. Go through the wood on the permissive path, keeping the beck on your left, to the footbridge.
4. Cross and climb the stone steps (slippery when wet) to the lane. Turn left for 400 m.
5. Take the signed footpath across two fields (cattle) to the farm, then the track back to the start.
Terrain: field paths, woodland, some road. Total ascent about {r.randint(120, 260)} m.
Refreshments: farm shop cafe near the finish.
"""


def t_gpx(r: random.Random, dt: datetime) -> str:
    lat, lon = 54.03 + r.uniform(0, 0.08), -1.62 + r.uniform(0, 0.12)
    pts = "\n".join(f'      <trkpt lat="{lat + i * 0.0011:.5f}" lon="{lon + i * 0.0007:.5f}">'
                    f'<ele>{120 + i * 3}</ele></trkpt>' for i in range(12))
    name = r.choice(WALKS)[0]
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="OS Maps" xmlns="http://www.topografix.com/GPX/1/1">
  <metadata><name>{name}</name><time>{dt:%Y-%m-%dT%H:%M:%SZ}</time></metadata>
  <trk><name>{name}</name><trkseg>
{pts}
  </trkseg></trk>
</gpx>
"""


# --------------------------------------------------------------------------- Parish council


def t_pc_agenda(r: random.Random, dt: datetime) -> str:
    return f"""NIDDERBY PARISH COUNCIL
Councillors are summoned to the meeting of the Parish Council on {dt + timedelta(days=7):%A %d %B %Y} at 7.30 pm
in Nidderby Village Hall. Members of the public are welcome.
Denise Holroyd, Clerk and RFO
AGENDA
1. Apologies for absence
2. Declarations of interest
3. Minutes of the previous meeting
4. Public participation (15 minutes)
5. Report from the North Yorkshire Council divisional member
6. Planning: applications received (see list) and decisions notified
7. Finance: payments for approval; bank reconciliation; internal auditor's report
8. Highways: speeding on Moor Road - Community Speed Watch update (Cllr Ackroyd)
9. Village green: tree survey quote; replacement of bench in memory of {_who(r)}
10. Allotments: water charges
11. Correspondence
12. Date of next meeting
"""


def t_pc_minutes(r: random.Random, dt: datetime) -> str:
    return f"""NIDDERBY PARISH COUNCIL - DRAFT MINUTES of the meeting held on {_d(dt)} in the Village Hall
Present: Cllrs {_who(r)} (Chair), C Ackroyd, {_who(r)}, {_who(r)}, {_who(r)}. In attendance: D Holroyd (Clerk),
3 members of the public.
{r.randint(20, 60)}/{str(dt.year)[2:]} Apologies: Cllr {r.choice(SURN)} (holiday).
Declarations of interest: none.
Public participation: residents raised speeding on Moor Road and dog fouling on the playing field path.
Planning: 2 applications considered (see schedule). No objection to ZC{str(dt.year)[2:]}/0{r.randint(1000, 4999)}/FUL
(single-storey rear extension, 4 Main Street).
Finance: payments totalling £{r.uniform(800, 3_500):,.2f} approved. Bank balance £{r.uniform(18_000, 31_000):,.2f}.
Speed Watch: Cllr Ackroyd reported 3 sessions, {r.randint(20, 70)} vehicles over 35 mph reported to the police.
Resolved to obtain quotes for a second dog bin at the playing field entrance.
Meeting closed 9.05 pm.
"""


def t_pc_precept(r: random.Random, dt: datetime) -> str:
    return "\n".join([
        f"Nidderby Parish Council - budget {dt.year + 1}/{str(dt.year + 2)[2:]};Budget;Last year;Notes",
        "Clerk salary and expenses;6850;6520;NALC scale",
        "Insurance;620;590;", "Audit (internal and external);540;510;",
        "Village hall hire;360;360;", "Grass cutting;2400;2250;green and playing field",
        "Christmas lights;450;400;", "Defibrillator maintenance;180;180;",
        "Grants to local groups;800;800;", "Contingency;500;500;",
        f"TOTAL PRECEPT;{r.randint(12_500, 14_000)};12400;Band D equivalent about £52"])


def t_pc_interests(r: random.Random, dt: datetime) -> str:
    return f"""NIDDERBY PARISH COUNCIL - REGISTER OF MEMBERS' INTERESTS
Councillor: Carol Ackroyd   Date: {_d(dt)}
Employment: retired (formerly practice nurse, Crag Lane Surgery)
Sponsorship: none   Contracts with the council: none
Land: Larkfield, 12 Church Lane, Nidderby (home); allotment tenancy plot 17, Nidderby Road Allotments
Licences: none   Corporate tenancies: none   Securities: none over £25,000 in local bodies
Other interests: member, Nidd Valley U3A (walking group leader); member, Nidderby Allotment Society
I confirm this is a complete record of my interests. Signed: C Ackroyd
"""


def t_pc_email(r: random.Random, dt: datetime) -> str:
    return _eml("Denise Holroyd <clerk@nidderby-pc.org.uk>", "Cllr Carol Ackroyd <carol.ackroyd@talktalk.net>",
                "Grass cutting contract and dog bins", dt, f"""
Dear Carol
Three quotes for the grass cutting contract have come in and are attached for Thursday. I've also heard back
from North Yorkshire Council about the dog bin: they will empty one more bin at £{r.randint(140, 220)} a year if
we buy it. Could you bring the Speed Watch figures too?
Kind regards
Denise
Clerk to Nidderby Parish Council
""")


def t_pc_other_app(r: random.Random, dt: datetime) -> str:
    return f"""North Yorkshire Council - Planning consultation (Harrogate area)
Parish: Nidderby   Date: {_d(dt)}
Application ZC{str(dt.year)[2:]}/0{r.randint(1000, 4999)}/{r.choice(['FUL', 'HH', 'TPO'])}
Site: {r.randint(1, 30)} {r.choice(['Main Street', 'Mill Lane', 'Beck Side'])}, Nidderby
Proposal: {r.choice(['Erection of single-storey rear extension and detached garage',
                      'Felling of one ash tree (ash dieback) in a conservation area',
                      'Change of use of agricultural building to holiday let'])}
The Parish Council is invited to comment within 21 days. Comments: planning@northyorks.gov.uk
"""


# Moor Road application (the current project)


def t_moor_consult(r: random.Random, dt: datetime) -> str:
    return f"""North Yorkshire Council
Development Management - Harrogate Area, Knapping Mount, West Grove Road, Harrogate HG1 2AE
{_d(dt)}
The Clerk, Nidderby Parish Council
Town and Country Planning (Development Management Procedure) (England) Order 2015
Application number: ZC26/00412/OUT
Proposal: Outline application for the erection of up to 85 dwellings (including 30% affordable) with
access from Moor Road, public open space, landscaping and sustainable drainage; all matters reserved
except access.
Location: Land east of Moor Road, Nidderby, Harrogate
Applicant: Keldale Homes Ltd
The documents can be viewed on the Council's planning portal. Please send any comments within 21 days of
the date of this letter; an extension to 17 June 2026 has been agreed for the Parish Council.
Case officer: {_who(r)}, Principal Planning Officer
"""


def t_moor_notes(r: random.Random, dt: datetime) -> str:
    return """Moor Road - my notes for the planning committee
Site: 4.1 ha of grade 3 farmland east of Moor Road, outside the development limit in the Local Plan
(not an allocated site). Village is a 'secondary village' in the settlement hierarchy.
Points for the response:
- Highways: single access onto Moor Road 60 m from the bend; visibility splay shown 2.4 x 90 m but our
  Speed Watch shows 85th percentile 41 mph in the 30 limit. Ask NYC Highways for their view.
- Drainage: field floods at the bottom corner every winter (photos from Jan). The FRA says Flood Zone 1 but
  surface water map shows medium risk along the beck. SuDS pond - who maintains?
- School: Nidderby CE Primary full in reception (head confirmed 2 on waiting list).
- Doctors: Nidd Valley surgery list already closed to new patients from outside the parish.
- Footpath 15.62/8 crosses the site - must be kept on its line, not diverted along the road.
- Affordable: 30% welcome, village needs bungalows for older people - mix shows none.
- 5-year land supply: NYC says it has 5.4 years (Harrogate area), so tilted balance does not apply?
Recommend: OBJECT, with conditions listed if approved. Draft by 10 June, committee 11 June.
"""


def t_moor_resident(r: random.Random, dt: datetime) -> str:
    who = _who(r)
    return _eml(f"{who} <{who.split()[1].lower()}{r.randint(10, 99)}@gmail.com>",
                "Cllr Carol Ackroyd <carol.ackroyd@talktalk.net>", "Keldale Homes Moor Road plans", dt, f"""
Dear Mrs Ackroyd
I live at {r.randint(1, 40)} Moor Road and back onto the field where Keldale want to build 85 houses. Every winter the
bottom of that field is under water and it runs across the road into our drive. The flood report they have
put in does not mention this at all. I have photos going back to 2019 if the Parish Council would like
them. Traffic is also a real worry - cars come round that bend far too fast already.
Will the Parish Council be objecting? When is the meeting?
Yours sincerely
{who}
""")


def t_moor_draft(r: random.Random, dt: datetime) -> str:
    return """Nidderby Parish Council - response to ZC26/00412/OUT, land east of Moor Road (DRAFT v2, CA)
The Parish Council OBJECTS to this application for the following reasons.
1. The site lies outside the development limits of Nidderby as defined in the adopted Harrogate District
   Local Plan 2014-2035 and is not allocated for housing. The proposal conflicts with policies GS3 and HS1.
2. Highway safety: the single access is close to a blind bend where recorded speeds exceed the limit.
3. Surface water flooding: the lower part of the site floods regularly; the Flood Risk Assessment does
   not address this and residents have supplied photographic evidence.
4. Local services: the primary school and GP surgery have no spare capacity.
5. Public footpath 15.62/8 must be protected on its definitive line.
Should the Council be minded to approve, the Parish Council asks for conditions on: a 30 mph gateway
feature and speed table; a maintenance plan for the SuDS pond; bungalows within the affordable mix; a
construction traffic management plan avoiding school times.
"""


def t_moor_das(r: random.Random, dt: datetime) -> str:
    return """Keldale Homes Ltd - Land east of Moor Road, Nidderby
Design and Access Statement (extract), prepared by Fenwick Planning Associates
4. The proposal
4.1 The scheme provides up to 85 new homes, a mix of two, three and four-bedroom houses, of which 30% will
be affordable in accordance with policy HS2.
4.2 A single vehicular access is proposed from Moor Road with a new footway linking to the village centre.
4.3 Around 1.3 ha of public open space, including a locally equipped area for play and an attenuation pond,
is located in the lower, eastern part of the site.
5. Access
5.1 Visibility splays of 2.4 m x 90 m can be achieved in both directions. The Transport Statement shows
the development will generate around 48 two-way trips in the morning peak hour.
"""


def t_moor_visit(r: random.Random, dt: datetime) -> str:
    return f"""Site visit Moor Road field {_d(dt)} - with Cllr {r.choice(SURN)} and the clerk
- standing water in SE corner even after a dry week, rushes growing = wet all year
- hedgerow along Moor Road would have to come out for the splay: about 70 m, mature hawthorn, some ash
- counted 14 cars in 10 minutes at 8.40 am, two clearly well over 30 on the bend
- footpath stile at north end, well used (dog walkers x3 while we were there)
- view from the church lane across to the moor would be lost
take photos for the response / check with Highways re speed data
"""


# --------------------------------------------------------------------------- Family (Wednesdays)


def t_rota(r: random.Random, dt: datetime) -> str:
    return f"""Wednesdays - summer term {dt.year}
Collect Alfie from Little Acorns Nursery at 12.00 (we are on the collection list - password: BLUEBELL).
Poppy: Castle Mills Primary finishes 3.15 pm, KS1 gate on Mill Road. Wednesdays = swimming kit day
(bag by the back door at Rachel's).
Tea at ours. Rachel picks up about 6.15; Tom on Wednesdays in July.
Alfie: no nuts at nursery; he naps 12.45-1.45 if we're lucky. Poppy: reading book every night, sign
the reading record.
Not us: {_d(dt + timedelta(days=21))} (Carol hospital) - Tom's mum instead.
Half term: Rachel has asked if we can do the Wednesday AND Thursday.
"""


def t_school_letter(r: random.Random, dt: datetime) -> str:
    return f"""Castle Mills Primary School
Mill Road, Knaresborough HG5 {r.randint(0, 9)}QP
{_d(dt)}
Dear Parents and Carers of Year 2
Our class trip to the Yorkshire Museum of Farming is on {_d(dt + timedelta(days=20))}. The coach leaves at 9.00
am and returns by 3.00 pm. Please provide a packed lunch in a named bag (no glass, no nuts).
The cost is £{r.choice([9, 11, 12])}.50, payable on ParentPay by Friday. We would welcome 3 parent or grandparent
helpers; please tell the office if you can come.
Mrs {r.choice(SURN)}, Year 2 teacher
"""


def t_nursery(r: random.Random, dt: datetime) -> str:
    return f"""Little Acorns Nursery - authorised collection form
Child: Alfie Sowerby   Room: Oak (2-3 years)   Date: {_d(dt)}
Parents: Rachel Sowerby, Thomas Sowerby
People authorised to collect Alfie:
1. Geoffrey Ackroyd (grandfather)  tel 07712 448 310
2. Carol Ackroyd (grandmother)  tel 07790 225 614
Password: given verbally to the room leader.
Car seat: grandparents have their own group 1 seat fitted in the Skoda.
Allergies: none known.   Medication: none.
Signed (parent) R Sowerby
"""


def t_family_email(r: random.Random, dt: datetime) -> str:
    return _eml("Rachel Sowerby <rachel.sowerby@outlook.com>", "Mum and Dad <carol.ackroyd@talktalk.net>",
                "Wednesday", dt, """
Hi both
Can you do the pick up this Wednesday at 12 for Alfie as usual, and Poppy at 3.15 - she has a dentist
appointment at 4.30 at Castle Yard so could you take her? It's her check-up, the letter is in her book bag.
I'll get back about 6. Thank you!! Poppy wants Grandad's shepherd's pie.
Love R x
""")


# --------------------------------------------------------------------------- Conservatory (project)


CONS_FIRMS = [("Crossley & Sons Builders Ltd", "Unit 4, Hookstone Park, Harrogate HG2 7DB"),
              ("Harrogate Home Improvements", "112 Skipton Road, Harrogate HG1 3EW"),
              ("Yorkstone Glazing & Conservatories", "Ripon Business Park, Ripon HG4 1TP")]


ROOFS = ["Lightweight tiled roof (Guardian Warm Roof) with two Velux",
         "Solid tiled roof (LivinRoof), plastered ceiling", "Hybrid roof with glazed lantern"]


def t_cons_quote(i: int):
    def f(r: random.Random, dt: datetime) -> str:
        firm, addr = CONS_FIRMS[i]
        price = [28_950, 24_400, 31_780][i] + r.randint(0, 500)
        return f"""{firm}
{addr}
QUOTATION No. Q{r.randint(1000, 9999)}   Date: {_d(dt)}   Valid for 60 days
Client: Mr & Mrs Ackroyd, Larkfield, 12 Church Lane, Nidderby, Harrogate HG3 2QT
Works: removal of existing PVCu conservatory (approx. 3.6 m x 3.0 m, polycarbonate roof) and construction
of a replacement garden room on the existing footprint.
- Take down and dispose of existing conservatory; break out floor and check existing dwarf wall footings
- New dwarf walls in facing brick to match the house; insulated floor slab with underfloor heating mat
- {ROOFS[i]}
- PVCu windows and French doors in anthracite grey, A-rated double glazing
- Electrics: 6 double sockets, ceiling lights, external light (Part P certified)
- Plastering, skirting, making good; decoration by client
Price: £{price:,} plus VAT = £{price * 1.2:,.2f}
Building control fees: {['included', 'not included', 'included'][i]}
Programme: approximately {[4, 3, 5][i]} weeks on site. Payment: 10% deposit, stage payments, 5% retention 4 weeks.
"""
    return f


def t_cons_compare(r: random.Random, dt: datetime) -> str:
    return """Firm;Price inc VAT;Roof;Weeks;Building regs;Guarantee;Notes
Crossley & Sons;34,740;Guardian warm roof + 2 Velux;4;included;10 yr insurance-backed;did Dawsons' at no 8
Harrogate Home Improvements;29,280;LivinRoof;3;NOT incl (~£900);10 yr;pushy salesman, '20% off if today'
Yorkstone Glazing;38,136;hybrid lantern;5;included;10 yr;lovely but too dear
DECISION;Crossley;;;;;start 15 June; deposit paid"""


def t_cons_planning(r: random.Random, dt: datetime) -> str:
    return _eml("Planning Advice <planning.harrogate@northyorks.gov.uk>", "Geoff Ackroyd <g.ackroyd@talktalk.net>",
                "RE: Replacement conservatory - Larkfield, Church Lane, Nidderby", dt, """
Dear Mr Ackroyd
Thank you for your enquiry. From the information provided (replacement single-storey rear structure on
the same footprint, 3.0 m deep, eaves under 3 m, materials similar in appearance, not in a conservation
area, permitted development rights not removed on your property), the works appear to be permitted
development under Class A of Part 1 of the GPDO and would not need planning permission. You may apply for
a Lawful Development Certificate if you want formal confirmation.
Please note that because the new structure will have a solid tiled roof and will not be thermally
separated from the house, it will NOT be exempt from the Building Regulations. A Building Regulations
application (full plans or building notice) will be needed before work starts.
This is informal officer advice and is not binding on the Council.
Regards
Planning Advice Team, North Yorkshire Council (Harrogate area)
""")


def t_cons_contract(r: random.Random, dt: datetime) -> str:
    return f"""CONTRACT FOR BUILDING WORKS
Between: Crossley & Sons Builders Ltd (the Contractor) and Geoffrey and Carol Ackroyd (the Client)
Site: Larkfield, 12 Church Lane, Nidderby, Harrogate HG3 2QT
Works: replacement garden room as quotation Q{r.randint(1000, 9999)} and drawing GR-02 rev B
Contract sum: £28,950.00 plus VAT
Start date: Monday 15 June 2026. Completion: within 4 weeks, weather permitting.
Payments: deposit 10% on signing; 30% when walls to plate height; 30% when roof watertight; 25% on
completion; 5% retention released 4 weeks after completion subject to snagging.
Building Regulations: Contractor to submit and pay for the building notice and arrange inspections.
Insurance-backed guarantee: 10 years (Guarantee Protection Insurance).
Client to clear the existing conservatory and provide access, water and electricity.
Signed for the Contractor ........  Signed by the Client ........  Date {_d(dt)}
"""


def t_cons_deposit(r: random.Random, dt: datetime) -> str:
    return f"""Crossley & Sons Builders Ltd - Receipt
Received from Mr G Ackroyd the sum of £3,474.00 (10% deposit inc. VAT) by bank transfer on {_d(dt)}
Job: Larkfield, Church Lane, Nidderby - garden room. Start 15/06/2026.
Skip to be delivered Friday 12 June - please keep the drive clear.
"""


def t_cons_bc(r: random.Random, dt: datetime) -> str:
    return f"""Building Control - North Yorkshire Council
Building notice acknowledgement   Ref BN/26/{r.randint(1000, 4999)}   {_d(dt)}
Site: Larkfield, 12 Church Lane, Nidderby HG3 2QT   Owner: Mr & Mrs G Ackroyd
Agent/builder: Crossley & Sons Builders Ltd
Description: demolition of conservatory; single-storey garden room with tiled roof on existing footprint
Please notify us at these stages: excavation for foundations (if new footings), DPC/oversite, drainage,
roof structure, completion. Glazing must meet U-value 1.4; roof insulation U-value 0.15.
Charge £{r.choice([540, 585, 612])}.00 (paid).
"""


def t_cons_notes(r: random.Random, dt: datetime) -> str:
    return """garden room - questions for Crossley before start
- can they save the dwarf wall bricks? (Steve said footings probably fine but will dig a trial hole)
- radiator or underfloor? quote has underfloor mat - check running cost
- blinds for Velux - order now, 6 wk lead time
- where does the skip go - drive, so car on the lane for 4 weeks (tell Dawsons)
- move the grape vine?? (Carol says no)
- anthracite both sides or white inside?
- tell Wolds Mutual insurance about the works BEFORE they start
"""


# --------------------------------------------------------------------------- Highlands tour (project)


SITES = [("Tweedside Touring Park", "Peebles", datetime(2026, 8, 1), 2),
         ("Rothiemurchus Pines Touring Park", "Aviemore", datetime(2026, 8, 3), 4),
         ("Dornoch Links Touring Park", "Dornoch", datetime(2026, 8, 7), 3),
         ("Ullapool Lochside Caravan Park", "Ullapool", datetime(2026, 8, 10), 4),
         ("Loch Ewe Shore Site", "Aultbea", datetime(2026, 8, 14), 3),
         ("Ben Nevis View Touring Park", "Fort William", datetime(2026, 8, 17), 4)]


def t_site(i: int):
    def f(r: random.Random, dt: datetime) -> str:
        name, town, arr, n = SITES[i]
        price = n * r.choice([34, 37, 39, 42])
        return f"""{name}, {town}
BOOKING CONFIRMATION   Ref {r.choice('ABCDEFGHJK')}{r.randint(10000, 99999)}   Booked on {_d(dt)}
Lead name: Mr Geoffrey Ackroyd, Larkfield, 12 Church Lane, Nidderby, Harrogate HG3 2QT
Arrival: {arr:%A %d %B %Y} (from 12 noon)   Departure: {arr + timedelta(days=n):%A %d %B %Y} (by 11 am)
Nights: {n}   Pitch type: hardstanding with 16 amp electric, grey waste   Guests: 2 adults
Outfit: car and caravan, total length 11.8 m
Total £{price:.2f}   Deposit paid £{price * 0.25:.2f}   Balance £{price * 0.75:.2f} due on arrival
Please note: the last 3 miles of the approach road are single track with passing places. Please use them
to let traffic pass. Late arrivals after 8 pm cannot be accommodated.
Cancellation: deposit refundable up to 28 days before arrival.
"""
    return f


def t_route_plan(r: random.Random, dt: datetime) -> str:
    lines = ["SCOTLAND AUGUST 2026 - ROUTE",
             "Leave Sat 1 Aug 9 am. A1(M) - A68 over Carter Bar (steep but OK towing) or A1 to",
             "Edinburgh bypass if windy.", ""]
    for name, town, arr, n in SITES:
        lines.append(f"{arr:%a %d %b}  {town:<14} {name} - {n} nights")
    lines += ["Home Fri 21 Aug via Glencoe, Crianlarich, M74, M6, A66, A1(M). Long day - stop at Moffat.", "",
              "NOT towing: Bealach na Ba (Applecross), the Ullapool-Lochinver coast road, Glenelg.",
              "Day trips by car only.",
              "Fill up with diesel at Ullapool - nothing much at Aultbea. Corran ferry takes caravans but queue.",
              "Midge net x 2, Smidge, Skye day trip from Fort William by car."]
    return "\n".join(lines)


def t_tour_budget(r: random.Random, dt: datetime) -> str:
    rows = ["Item;Estimate;Paid;Notes"]
    for name, town, _arr, n in SITES:
        rows.append(f"{town} ({name});{n * 40};{n * 10};deposit")
    rows += [f"Diesel (approx 1,150 miles towing at 26 mpg);{1150 / 26 * 4.546 * 1.48:.0f};;",
             "Food and eating out;900;;", "Distillery tour and Skye day;180;;",
             "New caravan tyres before trip;260;260;Dales Mobile", "Gas refills;40;;"]
    return "\n".join(rows)


def t_packing(r: random.Random, dt: datetime) -> str:
    return """Scotland packing - van
awning + pegs (rock pegs for the hardstandings), windbreak
midge net for the door, Smidge x 3, citronella
waterproof overtrousers both, walking poles, map OS Landranger 19, 20, 41
hook-up lead + 16A/10A adaptor, spare fuse, torches
Carol's eye drops (if the left eye is done in July!!) and sunglasses; Geoff's hearing aid batteries x 2 cards
binoculars, bird book (eagles at Aultbea?), camera charger
tyre inflator, spare wheel checked, wheel clamp + hitch lock
oban whisky for Daniel's birthday present (buy there)
"""


def t_tour_email(r: random.Random, dt: datetime) -> str:
    return _eml("Ullapool Lochside Caravan Park <bookings@ullapool-lochside.co.uk>", "g.ackroyd@talktalk.net",
                "Re: Pitch request 10-14 August", dt, """
Dear Mr Ackroyd
Thank you for your email. We have put you on pitch 24, which is a hardstanding at the front of the park
with a loch view, as requested. Your outfit length of 11.8 m is fine for this pitch.
We do have a laundrette on site. The Tuesday ferry to Stornoway is often busy in August; if you want to
take the car over for a day trip please book directly with CalMac.
We look forward to welcoming you.
Fiona, Reception
""")


# --------------------------------------------------------------------------- past trips (archive)


def t_past_booking(which: int):
    def f(r: random.Random, dt: datetime) -> str:
        return [
            f"""Seahouses Links Caravan Club Site - booking confirmation
Member: Mr G Ackroyd   Membership number 40{r.randint(10000, 99999)}
Arrive Saturday 14 June 2025, depart Saturday 21 June 2025, 7 nights, serviced pitch
Total £{r.randint(210, 260)}.00 paid. Bamburgh and the Farne Islands boats are a short drive.
""",
            f"""Trevellas Cove Touring Park, St Agnes, Cornwall
Booking {r.randint(1000, 9999)} - Mr & Mrs Ackroyd - 7 to 21 September 2024, 14 nights, hardstanding + EHU
Total £{r.randint(480, 560)}.00, deposit £100 paid, balance on arrival. Adults only in September.
""",
            f"""Dales Coach Holidays - holiday confirmation
Lake Garda and the Dolomites, 8 days, 12-19 May 2023. Passengers: Mr Geoffrey Ackroyd, Mrs Carol Ackroyd
Pick-up: Harrogate bus station 05.15. Hotel: Hotel Bellavista, Riva del Garda, half board (mezza pensione).
Excursions: Verona, Sirmione boat trip, Dolomites day. Total £{r.randint(1_900, 2_300):,}.00 paid in full.
""",
            f"""Coastal voyage - Bergen to Kirkenes and return, booked via Fjordline Travel
Travellers: Geoffrey and Carol Ackroyd   Sailing {_d(dt + timedelta(days=40))}, 12 days, outside cabin
Flights Manchester - Bergen. Totalpris inkl. måltider: £{r.randint(5_600, 6_400):,}.
Billett / reisebevis nr {r.randint(100000, 999999)}.
"""][which]
    return f


def t_trip_diary(r: random.Random, dt: datetime) -> str:
    return """Northumberland diary June 2025
Sat - arrived Seahouses 3 pm, windy, awning half up. Fish and chips.
Sun - walked to Bamburgh along the beach, 3 miles, seals off the point. Carol's eye bad in the glare.
Mon - boat to Inner Farne: puffins, terns attacking Geoff's hat!
Tue - Alnwick gardens, poison garden tour. Rain.
Wed - Holy Island, check the causeway times (safe crossing 10.40-17.20)
Thu - Craster kippers, walk to Dunstanburgh Castle.
Fri - packed up, Barter Books in Alnwick on the way home.
"""


# --------------------------------------------------------------------------- Ruby wedding (project)


def t_guests(r: random.Random, dt: datetime) -> str:
    rows = ["Name;Side;Invited;RSVP;Adults;Children;Diet"]
    fam = ["Rachel & Tom Sowerby;family", "Poppy & Alfie;family", "Daniel Ackroyd & Priya;family",
           "Aunty Jean Firth;Carol", "Peter & Ann Ackroyd;Geoff", "Best man Roger Thwaite & Sue;Geoff",
           "Bridesmaid Linda Calvert;Carol"]
    for f in fam:
        rows.append(f"{f};yes;{r.choice(['yes', 'yes', 'not yet'])};2;0;")
    for _ in range(22):
        rows.append(f"{_who(r)};{r.choice(['friends', 'U3A', 'village', 'HB work', 'surgery'])};yes;"
                    f"{r.choice(['yes', 'yes', 'no', 'not yet'])};{r.choice([1, 2, 2])};0;"
                    f"{r.choice(['', '', 'veggie', 'gluten free', 'no fish'])}")
    return "\n".join(rows)


def t_invite(r: random.Random, dt: datetime) -> str:
    return """Geoff and Carol
are celebrating forty years of marriage
and would love you to join them for a
Ruby Wedding Party
Saturday 12th September 2026, 7 pm until late
Nidderby Village Hall, Church Lane
Hot supper, ceilidh band and a bar
No presents please - if you would like to, a donation to Yorkshire Air Ambulance
RSVP by 31st July to Carol, 07790 225 614 or carol.ackroyd@talktalk.net
"""


def t_hall(r: random.Random, dt: datetime) -> str:
    return f"""Nidderby Village Hall - hire agreement
Hirer: Mrs Carol Ackroyd   Event: private party (ruby wedding anniversary), about 70 guests
Date: Saturday 12 September 2026, access from 2 pm, vacate by midnight (music off at 11.30 pm)
Main hall and kitchen: £{r.choice([180, 195, 210])}.00   Deposit (returnable): £100.00
Bar: the hirer must use the hall's licence via a TEN or a licensed caterer. Hall insurance does not
cover the hirer's own equipment. Candles not permitted. Tables 12 round, 100 chairs.
Booking secretary: {_who(r)}
"""


def t_caterer(r: random.Random, dt: datetime) -> str:
    n = r.choice([65, 70, 75])
    return f"""Nidd Valley Catering
Quotation for Mrs C Ackroyd - 12 September 2026, Nidderby Village Hall, {n} guests
Hot buffet supper served 8.30 pm:
Yorkshire beef and ale pie / chicken, leek and tarragon pie / vegetarian: roasted vegetable and Wensleydale tart
New potatoes, seasonal vegetables, red cabbage
Desserts: lemon posset, sticky toffee pudding with custard
Crockery, cutlery and two serving staff included.
£{r.choice([24, 26, 28])}.50 per head = approx £{n * 26.5:,.2f}. Deposit 25% to confirm.
We can also provide a licensed bar with staff (no charge if takings exceed £600).
"""


def t_cake(r: random.Random, dt: datetime) -> str:
    return f"""Order from Sugar & Spice Cakes, Knaresborough
Customer: Carol Ackroyd   Collection: Friday 11 September 2026
Two-tier cake, lemon sponge (bottom), fruit cake (top, to keep), white icing with ruby red roses and
"Geoff & Carol 1986 - 2026". Serves 80.   Price £{r.choice([165, 180, 195])}.00, deposit £50 paid.
"""


def t_band(r: random.Random, dt: datetime) -> str:
    return _eml("The Washburn Ceilidh Band <bookings@washburnceilidh.co.uk>", "carol.ackroyd@talktalk.net",
                "Booking 12 September", dt, f"""
Hi Carol
Lovely to hear from you and congratulations. We are free on Saturday 12 September. For a village hall
party we would play 8 until 11.15 with a caller, two 45-minute sets and a break for supper. Our fee is
£{r.choice([550, 600, 650])} including PA; we need two sockets and a space 4 m x 3 m. A £100 deposit secures the date.
We're happy to slip in a slow dance for the two of you - just tell us the song.
Best
Andy
""")


def t_speech(r: random.Random, dt: datetime) -> str:
    return """Forty years ago this weekend, in St Wilfrid's in Ripon, a very nervous young engineer married a
nurse who was far too good for him. Roger, you said in your best man's speech it wouldn't last the week.
Thank you all for coming - family, friends from the village, the walking lot, and some faces from
Halliwell Barr and Crag Lane we haven't seen for far too long.
Thank Rachel and Daniel for the photos slideshow. Poppy and Alfie for the cards.
Mention: the first caravan (the orange Sprite!), the house in 1994, Joan - how she'd have loved this.
Toast: to Carol.
"""


def t_slideshow(r: random.Random, dt: datetime) -> str:
    return """photos for the slideshow (Daniel is putting it together - send by 1 August)
1986 wedding - scanned (in Pictures/Wedding 1986 scans), the one on the church steps first
honeymoon Isle of Skye 1986 - need scanning
Rachel as a baby 1988, Daniel 1991
first caravan holiday Whitby 1992
moving into Larkfield 1994
Geoff's retirement 2019, Carol's 2021
grandchildren
Norway 2022, Lake Garda
music: Our song "The Power of Love" for the end
"""


# --------------------------------------------------------------------------- Wills and LPAs (project)


def t_engage(r: random.Random, dt: datetime) -> str:
    return f"""Raistrick & Lund LLP, Solicitors
7 Victoria Avenue, Harrogate HG1 1EQ   Authorised and regulated by the Solicitors Regulation Authority
{_d(dt)}
Mr and Mrs G Ackroyd, Larkfield, 12 Church Lane, Nidderby, Harrogate HG3 2QT
Our ref: HW/ACK/{r.randint(1000, 9999)}
Dear Mr and Mrs Ackroyd
Wills and Lasting Powers of Attorney
Thank you for instructing us. This letter sets out the terms of our engagement.
The work: (1) to prepare new mirror wills for you both, replacing your wills of 2008, taking account of
your grandchildren and your wish to leave a legacy to Yorkshire Air Ambulance; (2) to prepare Lasting
Powers of Attorney for property and financial affairs and for health and welfare for each of you,
appointing your children Rachel Sowerby and Daniel Ackroyd jointly and severally.
Fees: mirror wills £{r.choice([450, 495, 525])} plus VAT; four LPAs £{r.choice([1_400, 1_500])} plus VAT, plus the
Office of the Public Guardian registration fee of £92 per LPA.
The matter will be handled by Helen Whitworth, Associate Solicitor (STEP).
Please sign and return the enclosed copy of this letter with the completed questionnaire.
"""


def t_questionnaire(r: random.Random, dt: datetime) -> str:
    return """WILL INSTRUCTIONS QUESTIONNAIRE - Mr Geoffrey Ackroyd
Full name: Geoffrey Ackroyd   Date of birth: 14/03/1957
Marital status: married to Carol Ackroyd (13 September 1986)
Children: Rachel Sowerby (b. 1988), Daniel Ackroyd (b. 1991)
Grandchildren: Poppy Sowerby (b. 2019), Alfie Sowerby (b. 2023)
Executors: 1. my wife 2. Rachel and Daniel
Main assets: Larkfield (joint tenants - check, may want tenants in common?), savings, ISAs, Premium
Bonds, caravan, car. Halliwell Barr pension: spouse's pension 50%; expression of wish form to update.
Gifts: £2,000 each to the grandchildren at 25; £1,000 to Yorkshire Air Ambulance.
Funeral wishes: cremation, Harrogate crematorium, ashes at Brimham Rocks.
Guardians: not applicable.
"""


def t_will_draft(r: random.Random, dt: datetime) -> str:
    return """DRAFT 1 FOR APPROVAL
THIS IS THE LAST WILL of me CAROL ACKROYD of Larkfield 12 Church Lane Nidderby Harrogate HG3 2QT
1. I REVOKE all former wills and testamentary dispositions made by me.
2. I APPOINT my husband Geoffrey Ackroyd to be my executor, but if he dies before me or is unable or
   unwilling to act, I appoint my children Rachel Sowerby and Daniel Ackroyd to be my executors.
3. I GIVE free of inheritance tax the sum of two thousand pounds to each of my grandchildren living at my
   death who attain the age of twenty-five years.
4. I GIVE the sum of one thousand pounds to Yorkshire Air Ambulance (registered charity 1069262).
5. I GIVE the residue of my estate to my husband absolutely, but if he does not survive me by 28 days,
   to such of my children as survive me and if more than one in equal shares.
IN WITNESS of which I have signed this will on the date below ...
"""


def t_lpa_notes(r: random.Random, dt: datetime) -> str:
    return """LPA - things to sort before the meeting with Helen W
certificate provider: can't be family - ask Malcolm Beecroft (known us 20 yrs) or Dr ??
attorneys: Rachel and Daniel, jointly and severally (Daniel in Bristol so severally matters)
replacement attorney: Tom?
health & welfare: life-sustaining treatment - option A (attorneys can decide) - talk to the kids first
people to notify: none
register straight away rather than keep in a drawer (lesson from Mum - took 14 weeks)
fee £92 each x 4 = £368 to OPG
"""


def t_lpa_email(r: random.Random, dt: datetime) -> str:
    return _eml("Helen Whitworth <h.whitworth@raistricklund.co.uk>", "Geoff Ackroyd <g.ackroyd@talktalk.net>",
                "Your wills and LPAs - next steps", dt, """
Dear Mr and Mrs Ackroyd
Thank you for coming in on Tuesday. I attach the draft wills for your approval. As discussed, I would
recommend severing the joint tenancy of Larkfield so that you hold it as tenants in common; I will send
a notice of severance for you both to sign and register at HM Land Registry.
For the lasting powers of attorney, I have prepared the forms online and will send the signing order:
you sign first, then the certificate provider, then Rachel and Daniel. Please do not date anything yet.
Could you let me know the full name and address of your certificate provider?
Kind regards
Helen Whitworth, Associate Solicitor, Raistrick & Lund LLP
""")


# --------------------------------------------------------------------------- Mum's estate (archive)


def t_probate(r: random.Random, dt: datetime) -> str:
    return f"""In the High Court of Justice - The Principal Registry of the Family Division
GRANT OF REPRESENTATION
Probate number: 1{r.randint(10**9, 10**10 - 1)}
JOAN MARGARET FIRTH of 3 Ure Bank Close, Ripon HG4 1JD, died on 19 January 2022, domiciled in England
and Wales.
The last will of the deceased was proved and registered in the High Court and administration of all the
estate which by law devolves to and vests in the personal representatives of the deceased is granted to
CAROL ACKROYD of Larkfield, 12 Church Lane, Nidderby, Harrogate HG3 2QT, the executor named in the will.
Gross value of estate: £{r.randint(280, 340)},{r.randint(100, 999)}
Net value: £{r.randint(260, 320)},{r.randint(100, 999)}
Dated {_d(dt)}
"""


def t_estate_account(r: random.Random, dt: datetime) -> str:
    return "\n".join([
        "Estate of Joan Margaret Firth (deceased 19.01.2022) - estate accounts;Amount;Notes",
        f"3 Ure Bank Close, Ripon - sale proceeds;{r.randint(228_000, 246_000)};completed 17 Feb 2023",
        f"Halifax savings;{r.randint(31_000, 44_000)};",
        f"Premium Bonds;{r.randint(9_000, 20_000)};",
        "State pension arrears;312.40;", "Refund Harrogate BC council tax;184.20;",
        f"LESS funeral (Ripon Funeral Service);-{r.randint(4_100, 4_800)};",
        f"LESS estate agent and conveyancing;-{r.randint(5_200, 6_100)};",
        "LESS probate fee;-273;", "LESS house clearance;-650;",
        "Distribution Carol Ackroyd (50%);;paid 9 Oct 2023",
        "Distribution Keith Firth (50%);;paid 9 Oct 2023",
        "IHT;0;below nil rate band + RNRB (transferable from Dad)"])


def t_completion(r: random.Random, dt: datetime) -> str:
    return f"""Ripon Law LLP - Completion statement
Sale of 3 Ure Bank Close, Ripon HG4 1JD - Personal representative: Mrs C Ackroyd (Estate of J M Firth deceased)
Completion date: 17 February 2023
Sale price £{r.randint(228_000, 246_000):,}.00
Less: estate agent's commission (Ripon Homes) 1.2% + VAT
Less: our fees for the sale £1,150.00 + VAT; Land Registry office copies £12.00
Balance to the estate account £{r.randint(220_000, 238_000):,}.00
"""


def t_funeral(r: random.Random, dt: datetime) -> str:
    return f"""Ripon Funeral Service - Invoice
Funeral of the late Mrs Joan Margaret Firth, Harrogate Crematorium, 8 February 2022
Arrangements and professional services £2,150.00
Coffin (Oxford oak veneer) £595.00
Hearse and one limousine £620.00
Disbursements: crematorium fee £{r.randint(900, 990)}.00, minister £200.00, organist £90.00,
notices (Ripon Gazette) £145.00
Total £{r.randint(4_100, 4_800):,}.00. Paid from the deceased's Halifax account on {_d(dt)}.
"""


def t_iht(r: random.Random, dt: datetime) -> str:
    return f"""HM Revenue & Customs - Inheritance Tax
{_d(dt)}
Estate of: Mrs Joan Margaret Firth, date of death 19 January 2022
Reference: {r.randint(100, 999)}/{r.randint(100000, 999999)}/22
Dear Mrs Ackroyd
Thank you for the IHT400 account. We have now considered the account and we have no further questions
at present. No inheritance tax is payable, as the estate falls within the available nil rate band and
residence nil rate band, including the amounts transferred from the late Mr Harold Firth.
This letter is not a clearance certificate; you may apply for one on form IHT30.
"""


def t_keith(r: random.Random, dt: datetime) -> str:
    return _eml("Keith Firth <keithfirth54@gmail.com>", "Carol Ackroyd <carol.ackroyd@talktalk.net>",
                "Mum's account - final", dt, """
Carol
Got the transfer this morning, thank you. That's everything done then - I know it's taken the best part of
two years and you did all the hard work with the solicitors and the house. Mum would be proud of you.
I've signed the receipt and posted it back. Do you want the Royal Doulton or shall I take it to the
auction with the rest?
Love Keith
""")


# --------------------------------------------------------------------------- careers (archive)


def t_retire_geoff(r: random.Random, dt: datetime) -> str:
    return f"""Halliwell Barr Consulting Engineers
Park Row House, Leeds LS1 5JA
{_d(dt)}
Mr G Ackroyd CEng MICE, Associate Director - Structures
Dear Geoff
Retirement
Further to our conversation, I am writing to confirm that your employment will end on 28 June 2019 on
your retirement after 40 years with the practice. Your final salary pension will be administered by the
Trustees of the Halliwell Barr Pension Scheme, who will write to you separately with your options.
Please return your laptop, site safety equipment and ID badge to Facilities. Your professional
indemnity cover for work carried out while employed continues under the practice policy.
On behalf of the Board, thank you for four decades of outstanding work on our bridges and highway
structures, from the A1(M) widening to the Calder Valley viaduct strengthening.
{_who(r)}, Managing Director
"""


def t_cv(r: random.Random, dt: datetime) -> str:
    return """GEOFFREY ACKROYD BSc CEng MICE
Curriculum vitae (for the A61 framework bid, 2016)
Associate Director, Structures, Halliwell Barr Consulting Engineers, Leeds (1979 - present)
Career summary: 37 years in the design, assessment and inspection of highway bridges and structures.
- Principal Inspector, Nidderdale and Harrogate structures term contract (2008-2016): 400 structures
- Project Manager, strengthening of Calder Valley railway viaduct (2011-2013), masonry arch assessment
- Design checker (Category II), A1(M) Junction 47 overbridge replacement
Qualifications: BSc (Hons) Civil Engineering, University of Leeds 1979. Chartered 1985.
CSCS card, Network Rail PTS (expired), Lantra bridge inspection.
"""


def t_cpd(r: random.Random, dt: datetime) -> str:
    acts = ["ICE Yorkshire evening lecture: masonry arch assessment", "Eurocode 2 refresher",
            "Site visit - Ouse bridge scour", "CDM 2015 update course", "Mentoring graduates",
            "Bridge Owners Forum"]
    rows = ["Date;Activity;Hours;Type"]
    for _ in range(10):
        rows.append(f"{r.randint(1, 28):02d}/{r.randint(1, 12):02d}/2018;{r.choice(acts)};"
                    f"{r.choice([1.5, 2, 3, 7])};{r.choice(['formal', 'informal'])}")
    return "\n".join(rows)


def t_inspection(r: random.Random, dt: datetime) -> str:
    return f"""HALLIWELL BARR - Principal Inspection Report
Structure: B{r.randint(1000, 9999)} Smelthouses Bridge, single span masonry arch over the River Nidd tributary
Inspection date: {_d(dt)}   Inspector: G Ackroyd CEng MICE
Condition summary: BCI average {r.randint(78, 92)}, critical {r.randint(60, 80)}
- Spandrel wall downstream: bulging 40 mm over 3 m, open joints; recommend monitoring studs
- Arch barrel: localised spalling at springing, ring separation suspected near crown (hammer test)
- Scour at upstream cutwater: minor, no action
- Parapets: substandard height; vehicle restraint risk assessment required
Recommended works: repointing, spandrel tie bars, scour check after floods. Next PI in 6 years.
"""


def t_retire_carol(r: random.Random, dt: datetime) -> str:
    return f"""Crag Lane Surgery
Crag Lane, Knaresborough HG5 8DR
{_d(dt)}
Mrs Carol Ackroyd RGN
Dear Carol
Thank you for your letter of resignation to retire. We confirm your last working day as 31 March 2021
and will notify NHS Pensions so your benefits can be paid from 1 April.
You have been the heart of the treatment room for 19 years - through the flu clinics, the baby clinics
and this last extraordinary year of COVID vaccinations. The partners would like to take you for lunch.
Please return your smartcard to the practice manager on your last day.
Dr {r.choice(SURN)}, Senior Partner
"""


NMC_LINES = ["Your revalidation application has been approved. Your registration is renewed for three years.",
             ("Your registration has lapsed at your request as you have retired from practice.\n"
             "You may apply for readmission at any time.")]


def t_nmc(which: int):
    return lambda r, dt: f"""Nursing and Midwifery Council
{_d(dt)}
Dear Carol Ackroyd
PIN: 8{r.randint(1, 9)}I{r.randint(1000, 9999)}E
{NMC_LINES[which]}
Registration: Registered Nurse - Adult (RNA)
Thank you for your contribution to nursing.
"""


def t_nurse_cpd(r: random.Random, dt: datetime) -> str:
    return f"""Certificate of attendance
This is to certify that Carol Ackroyd, Practice Nurse, attended
{r.choice(['Immunisation and vaccination update (annual) - 6 hours',
           'Cervical screening sample taker update - 3 hours',
           'Diabetes foot checks for practice nurses - 3.5 hours',
           'Basic life support and anaphylaxis - 2 hours'])}
held at Harrogate Primary Care Training Hub on {_d(dt)}.
This counts towards NMC revalidation CPD (participatory learning).
"""


def t_clinic_protocol(r: random.Random, dt: datetime) -> str:
    return """Crag Lane Surgery - treatment room protocol: B12 injections
Hydroxocobalamin 1 mg IM. Loading: 3 times a week for 2 weeks, then every 3 months.
Check the PSD is signed by the GP and in date. Check patient identity and consent.
Site: deltoid. Record batch number and expiry on SystmOne, book the next injection before the patient
leaves. Anaphylaxis kit in date and to hand.
Reviewed by C Ackroyd (lead practice nurse) - next review due March 2020.
"""


# --------------------------------------------------------------------------- Resources


def t_recipe(i: int):
    recipes = [
        ("Yorkshire parkin", ("225 g medium oatmeal, 110 g self-raising flour, 1 tsp ground ginger, 110 g butter,\n"
         "110 g black treacle, 110 g golden syrup, 50 g dark brown sugar, 1 egg, 2 tbsp milk.\n"
         "Melt butter, treacle, syrup and sugar. Mix into the dry ingredients with the egg and milk.\n"
         "Bake in a lined 20 cm tin at 150C for 1 1/2 hours. Keep wrapped for 3 "
         "days before eating - it gets stickier.")),
        ("Fat rascals",
         ("225 g self-raising flour, 110 g butter, 75 g caster sugar, 1 tsp "
         "mixed spice, zest of an orange,\n"
         "75 g currants, 1 egg, 50 ml milk. Rub in, add the rest, shape into 6 rounds. Glacé cherries and almonds for\n"
         "the face. Egg wash. 200C for 15-18 minutes.")),
        ("Damson jam (Mum's)",
         ("1.5 kg damsons, 1.5 kg sugar, 450 ml water. Simmer fruit until soft, "
         "skim out the stones\n"
         "as they rise. Add warmed sugar, stir to dissolve, boil hard for 10 minutes to setting point (wrinkle test).\n"
         "Pot into warm sterilised jars. Makes about 8 jars.")),
        ("Courgette and tomato chutney",
         ("1 kg courgettes, 500 g tomatoes, 2 onions, 2 apples, 300 g sugar, 300 "
         "ml cider\n"
         "vinegar, 1 tsp mustard seed, 1 tsp ground ginger. Chop, simmer gently 1 1/2 - 2 hours until thick. Pot.\n"
         "Leave 6 weeks.")),
        ("Rhubarb crumble",
         ("500 g rhubarb, 75 g sugar, zest of an orange. Topping: 150 g flour, "
         "100 g butter, 75 g demerara,\n"
         "40 g oats. 190C for 35 minutes. Custard!")),
        ("Yorkshire puddings",
         ("Equal volumes of eggs, plain flour and milk (4 eggs fill a mug), "
         "pinch of salt. Rest the batter\n"
         "an hour. Smoking hot fat in the tin, 220C, 20-25 minutes - do NOT open the oven.")),
        ("Shepherd's pie (Poppy's favourite)",
         ("500 g lamb mince, onion, carrot, 1 tbsp tomato puree, Worcestershire "
         "sauce,\n"
         "300 ml stock, thyme. Mash 1 kg potatoes with butter and milk, fork the top, cheese. 200C 25 minutes.")),
        ("Lemon drizzle traybake",
         ("225 g butter, 225 g caster sugar, 275 g self-raising flour, 2 tsp "
         "baking powder, 4 eggs,\n"
         "4 tbsp milk, zest 2 lemons. 180C 35 min. Drizzle: juice 2 lemons + 175 g granulated sugar, pour on warm.")),
    ]
    name, body = recipes[i]
    return name + "\n\n" + body + "\n"


def t_grow(i: int):
    guides = [
        ("Growing leeks\nSow in modules or a seedbed in March-April. Transplant "
        "in June when pencil thick: dib a hole 15 cm\n"
        "deep, drop the leek in, water in (do not backfill). Space 15 cm in rows 30 cm apart. Watch for allium\n"
        "leaf miner - cover with enviromesh. Lift from October through the winter."),
        ("Potato blight - what to do\nBlight (Phytophthora infestans) spreads "
        "in warm humid weather (Hutton criteria: two days\n"
        "above 10C with 6+ hours of humidity over 90%). Brown patches on leaves spread fast. Cut off and bin the\n"
        "haulm as soon as it appears, wait 3 weeks before lifting so spores do not reach the tubers. Grow\n"
        "resistant varieties (Sarpo Mira, Carolus). Do not compost infected foliage."),
        ("Dahlias: lifting and storing\nAfter the first frost blackens the "
        "foliage, cut stems to 15 cm and lift the tubers.\n"
        "Dry upside down for a week, then store in dry compost in a frost-free shed. Check monthly for rot.\n"
        "Start into growth in pots in March, plant out after the last frost (late May in North Yorkshire)."),
        ("Lawn care calendar\nMarch: first cut high. April: feed and weed. "
        "May-June: cut weekly. September: scarify, aerate,\n"
        "top dress and overseed bare patches. October: autumn feed (low nitrogen). Keep off frosted grass."),
        ("Pruning blackcurrants\nIn winter cut out a third of the oldest stems at the base each year to keep young\n"
        "wood coming: fruit is carried on one-year-old wood. Remove big bud (swollen round buds) by hand."),
        ("Growing onions from sets\nPlant sets in March 10 cm apart with the "
        "tips just showing. Birds pull them up - net or\n"
        "check daily. Keep weeded. Stop watering in July; when the tops fall over, lift and dry in the sun or\n"
        "the greenhouse for two weeks. For show onions sow seed in December under lights."),
    ]
    return guides[i] + "\n"


def t_cataract_leaflet(r: random.Random, dt: datetime) -> str:
    return """Patient information: Cataract surgery
What is a cataract? The lens inside your eye becomes cloudy, making your vision blurred or misty, colours
faded and lights dazzling. It is very common as we get older.
The operation replaces your cloudy lens with a clear plastic lens. It is done under local anaesthetic
(eye drops) and takes 15-30 minutes. Most people notice better vision within a few days.
Risks: about 1 in 50 people have a complication, most of which can be treated. Serious loss of vision
is rare (1 in 1,000).
After surgery you will use eye drops for about 4 weeks. You will need new glasses from your optician.
"""


def t_hearing_guide(r: random.Random, dt: datetime) -> str:
    return """Your NHS hearing aids - a user guide
Putting in: hold the aid behind your ear, push the dome gently into the ear canal until it sits snugly.
Batteries (size 312, brown tab): last 5-7 days. Remove the tab and wait 2 minutes before closing the door.
Open the battery doors at night. Keep away from water, hairspray and heat.
Cleaning: wipe daily; change the domes and thin tubes every 3 months at the repair clinic.
Whistling (feedback) usually means the dome is not in properly or there is wax in the ear.
Programme button: 1 = everyday, 2 = noisy places (restaurants, meetings).
"""


def t_manual(title: str, body: str):
    def f(r: random.Random, dt: datetime) -> str:
        return title + "\n" + body + "\n"
    return f


def t_councillor_guide(r: random.Random, dt: datetime) -> str:
    return """The Good Councillor's Guide (extract) - Chapter 6: Planning
Parish and town councils are statutory consultees on planning applications in their area. The local
planning authority makes the decision; the council's comments must be based on material planning
considerations such as: the development plan, highway safety, traffic, parking, noise, loss of light or
privacy, design and appearance, flooding and drainage, effect on listed buildings and conservation areas,
and nature conservation.
Matters that are NOT material: loss of a private view, effect on property values, the applicant's
motives, competition between businesses, and matters controlled by other legislation.
Councillors should keep an open mind until all the evidence has been considered (predetermination).
"""


def t_nppf(r: random.Random, dt: datetime) -> str:
    return """National Planning Policy Framework - notes for councillors (NALC briefing, summary)
- Presumption in favour of sustainable development (para 11): if the authority cannot show a five-year
  housing land supply, policies for housing are 'out of date' and permission should be granted unless
  adverse impacts significantly and demonstrably outweigh the benefits (the 'tilted balance').
- Neighbourhood plans: protected if less than 5 years old and the authority has 3 years' supply.
- Flood risk: sequential test; surface water risk needs a site-specific assessment.
- Highways: refuse only if an unacceptable impact on highway safety or severe residual cumulative impact.
"""


def t_viaduct(r: random.Random, dt: datetime) -> str:
    return """Knaresborough Viaduct - history notes
Built 1848-1851 for the East and West Yorkshire Junction Railway. The first viaduct collapsed into the
River Nidd in March 1848 just before completion; the rebuilt four-arch masonry viaduct (castellated to
please the town) opened in 1851. 90 ft high, 338 ft long.
Spans about 56 ft; segmental arches on slender piers. Listed Grade II.
Compare: Crimple Valley viaduct, Harrogate (1848), 31 arches of local gritstone and brick.
Reading: 'Victorian railway viaducts of Yorkshire' and the ICE Proceedings paper on masonry arch
assessment (MEXE method vs. mechanism analysis).
"""


def t_article(r: random.Random, dt: datetime) -> str:
    return """New Civil Engineer - Feature: Keeping our masonry arches standing
Britain has around 40,000 masonry arch bridges, many over 150 years old and carrying loads their
builders never imagined. Assessment by the old MEXE method is conservative; modern limit analysis and
discrete element modelling often show substantial reserves of strength. But spandrel wall failures and
scour remain the main causes of collapse. Engineers interviewed call for a national inspection regime
for arch bridges on minor roads, where budgets have been cut hardest.
"""


# --------------------------------------------------------------------------- a few more letters


def t_moor_highways(r: random.Random, dt: datetime) -> str:
    return f"""North Yorkshire Council - Highways and Transportation
Consultation response to the Local Planning Authority   {_d(dt)}
Application: ZC26/00412/OUT   Land east of Moor Road, Nidderby   Applicant: Keldale Homes Ltd
The Local Highway Authority has assessed the Transport Statement and the proposed access drawing.
1. The visibility splays of 2.4 m x 90 m are based on a design speed of 37 mph. The Parish Council's
   Community Speed Watch data indicate higher speeds; the applicant should provide a 7-day automatic
   traffic count to confirm 85th percentile speeds.
2. The footway link to the village centre must be 2.0 m wide throughout.
3. A gateway feature and relocation of the 30 mph terminal signs are required at the applicant's cost.
Recommendation: further information required before a recommendation can be made.
Officer: {_who(r)}, Development Liaison Officer
"""


def t_moor_fra(r: random.Random, dt: datetime) -> str:
    return """Flood Risk Assessment and Drainage Strategy - Land east of Moor Road, Nidderby (extract)
Prepared for Keldale Homes Ltd by Aireborough Water Engineering
3.1 The site lies entirely within Flood Zone 1 (low probability of fluvial flooding).
3.4 The Environment Agency's Risk of Flooding from Surface Water map shows a narrow flow path of medium
risk along the eastern boundary, associated with the field drain to Nidderby Beck.
5.2 Surface water will be attenuated in a detention basin in the south-east corner sized for the 1 in 100
year event plus 40% climate change allowance, discharging at the greenfield rate of 5.1 l/s.
5.5 Foul water will connect to the Yorkshire Water sewer in Moor Road subject to capacity confirmation.
"""


def t_letter_bin(r: random.Random, dt: datetime) -> str:
    return f"""Larkfield
12 Church Lane
Nidderby
Harrogate HG3 2QT
{_d(dt)}
Waste and Recycling
North Yorkshire Council
Dear Sir or Madam
Garden waste collection - subscription {_ref(r, 'GW', 6)}
I am writing because our brown garden waste bin has now been missed on three consecutive collection days
({r.choice(['the 4th', 'the 11th'])} and 18th of last month and again yesterday). We paid the annual
subscription of £46 in March and the bin sticker is clearly displayed. Our neighbours' bins on Church Lane were emptied.
Please could you arrange a collection and extend our subscription by the missed weeks.
Yours faithfully
Carol Ackroyd (Mrs)
"""


def t_letter_insurer(r: random.Random, dt: datetime) -> str:
    return f"""Larkfield, 12 Church Lane, Nidderby, Harrogate HG3 2QT
{_d(dt)}
Wolds Mutual Home Insurance, Customer Services
Policy number WMH{r.randint(1000000, 9999999)}
Dear Sir or Madam
I am writing to let you know, as your renewal letter asks, that we are having building work done at the
above address. Our existing PVCu conservatory is being taken down and replaced with a single-storey
garden room with a tiled roof on the same footprint. The builders are Crossley & Sons Builders Ltd, who
hold their own public liability insurance (£5 million), and the work starts on 15 June 2026 for about
four weeks. Building Control has been notified.
Please confirm that our buildings and contents cover continues during the works and whether the premium
will change when it is finished.
Yours faithfully
Geoffrey Ackroyd
"""


def t_ics_eye(r: random.Random, dt: datetime) -> str:
    return _ics("Claro Eye Unit - Mrs C Ackroyd", datetime(2026, 7, 7, 8, 0), 4,
                "Harrogate District Hospital\\, Lancaster Park Road",
                "Left eye cataract surgery. Arrive 8.00 am. Bring drops list and glasses. "
                "No driving - Geoff to collect.",
                f"{r.randint(10**8, 10**9)}@hdft.nhs.uk", dt)


def t_ics_committee(r: random.Random, dt: datetime) -> str:
    return _ics("Planning committee - ZC26/00412/OUT Moor Road", datetime(2026, 6, 11, 19, 0), 2,
                "Nidderby Village Hall",
                "Extra meeting to agree the response to North Yorkshire Council. Deadline 17 June. Clerk to circulate "
                "Cllr Ackroyd's draft.", f"{r.randint(10**8, 10**9)}@nidderby-pc.org.uk", dt)


def t_url(url: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"[InternetShortcut]\r\nURL={url}\r\n"
    return f


DESKTOP_INI = (b"\xff\xfe" + "[.ShellClassInfo]\r\n"
               "LocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
               "IconResource=%SystemRoot%\\system32\\imageres.dll,-112\r\n".encode("utf-16-le"))
OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"


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

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    def exe(head: bytes = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00", n: int = 4000):
        return lambda r, dt: _blob(r, head, n)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    doc = "Documents"

    # ------------------------------------------------------------ Documents/Money (Areas Finance)
    d = f"{doc}/Money"
    add(f"{d}/Pensions/State pension Geoff April 2026.pdf", A, "Finance", 110, t_state_pension("G"))
    add(f"{d}/Pensions/State pension Carol April 2026.pdf", A, "Finance", 108, t_state_pension("C"))
    add(f"{d}/Pensions/state pension letter 2025.pdf", A, "Finance", 475, t_state_pension("G"))
    add(f"{d}/Pensions/HB pension increase 2026.pdf", A, "Finance", 65, t_db_pension)
    add(f"{d}/Pensions/HB pension increase 2025.pdf", A, "Finance", 430, t_db_pension)
    add(f"{d}/Pensions/P60 2025-26.pdf", A, "Finance", 50, t_p60)
    add(f"{d}/Pensions/P60 2024-25 Geoff.pdf", A, "Finance", 415, t_p60)
    add(f"{d}/Pensions/NHS pension increase April 2026.pdf", A, "Finance", 70, t_nhs_pension)
    add(f"{d}/ISAs/Fairway ISA annual statement 2025.pdf", A, "Finance", 420, t_isa)
    add(f"{d}/ISAs/Fairway ISA statement 2026.pdf", A, "Finance", 40, t_isa)
    add(f"{d}/Northern Counties annual statement.pdf", A, "Finance", 150, t_bs_statement)
    for age in (30, 60, 91):
        add(f"{d}/Pennine statements/Statement {(NOW - timedelta(days=age)):%Y-%m}.pdf", A, "Finance", age, t_bank)
    add(f"{d}/Tax/SA302 2024-25.pdf", A, "Finance", 120, t_sa302)
    add(f"{d}/Tax/P800 Carol.pdf", A, "Finance", 330, t_p800)
    add(f"{d}/household budget 2026.xlsx", A, "Finance", 20, t_budget)
    add(f"{d}/Savings overview.xlsx", A, "Finance", 25, t_savings)
    add(f"{d}/~$Savings overview.xlsx", L, "System", 1, lambda r, dt: b"\x0bGeoff     " + bytes(150))

    # ------------------------------------------------------------ Documents/House (Areas Home)
    d = f"{doc}/House"
    add(f"{d}/Council tax/Council Tax 2025-26.pdf", A, "Home", 448, t_council_tax)
    add(f"{d}/Council tax/council tax 2023.pdf", A, "Home", 1178, t_council_tax)
    add(f"{d}/Council tax/HBC council tax 2022.pdf", A, "Home", 1543, t_council_tax)
    for age in (65, 125):
        add(f"{d}/Energy/Brightwell {(NOW - timedelta(days=age)):%B %Y}.pdf", A, "Home", age, t_energy)
    add(f"{d}/Yorkshire Water 2026.pdf", A, "Home", 70, t_water)
    add(f"{d}/Insurance/Wolds Mutual renewal 2025.pdf", A, "Home", 250, t_home_ins)
    add(f"{d}/Boiler service 2024.pdf", A, "Home", 625, t_boiler)
    add(f"{d}/Garden/Washburn tree invoice.pdf", A, "Home", 400, t_tree)
    add(f"{d}/Dales Fibre bill May.pdf", A, "Home", 10, t_broadband)
    add(f"{d}/Manuals/Worcester Greenstar 30i user manual.pdf", R, "Home", 3300, t_manual(
        "Worcester Greenstar i - Instructions for use (user)",
        "Your boiler provides central heating and instant hot water.\nThe pressure gauge should read 1-1.5 bar when "
        "cold. To re-pressurise, open the filling loop valves under the boiler until the gauge reads 1.3 bar.\n"
        "Fault code EA 227: no flame detected - check gas supply and press reset.\nFrozen condensate pipe: pour warm "
        "(not boiling) water over the outside pipe, then reset.\nHave your boiler serviced every year by a Gas Safe "
        "registered engineer."))

    # ------------------------------------------------------------ Documents/Manuals (Resources)
    d = f"{doc}/Manuals"
    add(f"{d}/Bosch dishwasher SMS4 manual.pdf", R, "Home", 1400, t_manual(
        "Bosch Serie 4 dishwasher - user manual",
        "Loading the dishwasher: large items in the lower basket, glasses upper basket.\n"
        "Special salt: fill before first "
        "use, set water hardness (Harrogate: hard, level 5).\nProgramme Eco 50: most energy efficient. Error E24: "
        "drain blocked - clean the filter and pump cover.\nRinse aid indicator: refill when lit."))
    add(f"{d}/Flymo EasiStore 340R manual.pdf", R, "Home", 1000, t_manual(
        "Flymo EasiStore 340R Li - operator's manual",
        "Charge the battery fully before first use (about 2 hours).\nCutting height: 6 positions, 20-70 mm.\n"
        "Do not mow wet grass. Remove the battery key before clearing the blades.\nStore indoors over winter with the "
        "battery half charged."))
    add(f"{d}/Skoda Octavia owners handbook.pdf", R, "Car", 1500, t_manual(
        "SKODA OCTAVIA - Owner's Manual (extract)",
        "Towing a trailer: the maximum permissible trailer load (braked) is 1,600 kg at 12% gradient.\n"
        "Maximum vertical load on the towing device: 80 kg.\nTyre pressures when towing: increase rear by 0.2 bar "
        "(full load).\nAdBlue: refill when the warning shows 2,400 km remaining.\nThe detachable towing device must be "
        "removed when not in use."))
    add(f"{d}/Elddis Avante owners handbook 2021.pdf", R, "Caravan", 1750, t_manual(
        "Elddis 2021 Touring Caravan - Owner's Handbook (extract)",
        "Before towing: check the breakaway cable is attached to a suitable point on the towbar, not around the "
        "tow ball.\nNose weight: check against the lower of the car's and caravan's limits.\nWinterising: drain the "
        "water system with all taps open in the mid position and leave the drain valves open.\nHabitation service "
        "annually by an Approved Workshop to keep the 10-year water ingress warranty valid."))
    add(f"{d}/Alde 3020 HE instructions.pdf", R, "Caravan", 1750, t_manual(
        "Alde Compact 3020 HE - Operating instructions",
        "The boiler heats glycol which circulates through convectors. It can run on gas, on 230 V electric (1, 2 "
        "or 3 kW) or both.\nCheck the expansion tank level when cold; top up with Alde premixed glycol.\nChange "
        "the glycol every 2 years.\nHot water: use 'hot water boost' for 30 minutes."))

    # ------------------------------------------------------------ Documents/Health (Areas Health)
    d = f"{doc}/Health"
    add(f"{d}/Carol eye/cataract op letter.pdf", A, "Health", 120, t_cataract_preop)
    add(f"{d}/Carol eye/left eye date.pdf", A, "Health", 40, t_cataract_second)
    add(f"{d}/Carol eye/Parkside sight test 2025.pdf", A, "Health", 480, t_optician)
    add(f"{d}/Carol eye/Cataract surgery leaflet.pdf", R, "Health", 125, t_cataract_leaflet)
    add(f"{d}/Geoff bloods Nov 2025.pdf", A, "Health", 190, t_gp_bloods)
    add(f"{d}/repeat prescription.docx", A, "Health", 16, t_repeat_rx)
    add(f"{d}/BP readings Geoff.xlsx", A, "Health", 9, t_bp_log)
    add(f"{d}/Dentist 2025.pdf", A, "Health", 400, t_dentist)

    # ------------------------------------------------------------ Documents/Car (Areas Car)
    d = f"{doc}/Car"
    add(f"{d}/MOT 2026.pdf", A, "Car", 45, t_mot)
    add(f"{d}/MOT 2024.pdf", A, "Car", 775, t_mot)
    add(f"{d}/Car insurance 2024.pdf", A, "Car", 565, t_car_ins)
    add(f"{d}/Tax reminder.pdf", A, "Car", 75, t_ved)
    add(f"{d}/RescueLine cover.pdf", A, "Car", 150, t_breakdown)

    # ------------------------------------------------------------ Documents/Caravan (Areas Caravan; old van Archive)
    d = f"{doc}/Caravan"
    add(f"{d}/Service 2026 Dales Mobile.pdf", A, "Caravan", 70, t_van_service)
    add(f"{d}/Service 2025.pdf", A, "Caravan", 430, t_van_service)
    add(f"{d}/Tourer Shield schedule 2026.pdf", A, "Caravan", 80, t_van_ins)
    add(f"{d}/Harewood Lane storage.pdf", A, "Caravan", 30, t_storage)
    add(f"{d}/Club renewal.pdf", A, "Caravan", 160, t_club)
    add(f"{d}/Burnsall weekend June.pdf", A, "Caravan", 10, t_weekend)
    add(f"{d}/van loading notes.txt", A, "Caravan", 300, t_noseweight)
    d = f"{doc}/Caravan/Old Bailey sale"
    add(f"{d}/advert.docx", X, "Caravan", 1400, t_old_advert)
    add(f"{d}/CRiS change of keeper.pdf", X, "Caravan", 1365, t_old_cris)
    for i, age in enumerate((1405, 1405, 1404)):
        photo(f"{d}/photos/P10{40231 + i * 3}.JPG", X, "Caravan", age)

    # ------------------------------------------------------------ Documents/Allotment (Areas Allotment)
    d = f"{doc}/Allotment"
    add(f"{d}/Rent 2025-26.pdf", A, "Allotment", 240, t_allot_rent)
    add(f"{d}/Newsletter spring 2026.pdf", A, "Allotment", 60, t_allot_news)
    add(f"{d}/Plot 17 plan 2026.xlsx", A, "Allotment", 95, t_planting)
    add(f"{d}/Seed order Feb 2026.pdf", A, "Allotment", 110, t_seed_order)
    add(f"{d}/Show schedule 2025.pdf", A, "Allotment", 300, t_show)
    for i, name in enumerate(("leeks", "blight", "dahlias", "lawn care", "blackcurrants", "onions from sets")):
        if name == "lawn care":
            continue
        add(f"{d}/growing guides/{name}.txt", R, "Gardening", 900 - i * 120, t_grow(i))

    # ------------------------------------------------------------ Documents/U3A Walking (Areas Walking)
    d = f"{doc}/U3A Walking"
    add(f"{d}/Programme summer 2026.docx", A, "Walking", 30, t_walk_programme)
    add(f"{d}/Programme winter 2025-26.docx", A, "Walking", 210, t_walk_programme)
    add(f"{d}/Risk assessments/RA Brimham May.docx", A, "Walking", 24, t_walk_risk)
    add(f"{d}/Risk assessments/RA Swinsty.docx", A, "Walking", 95, t_walk_risk)
    add(f"{d}/Risk assessments/RA Nidd Gorge.docx", A, "Walking", 150, t_walk_risk)
    add(f"{d}/Walk reports/report for newsletter April.docx", A, "Walking", 55, t_walk_report)
    add(f"{d}/Walk reports/Fountains walk write up.docx", A, "Walking", 120, t_walk_report)
    add(f"{d}/U3A membership 2025.pdf", A, "Walking", 300, t_u3a_renew)
    add(f"{d}/Thursday's walk.eml", A, "Walking", 25, t_walk_email)
    for i, (name, _m, _mi) in enumerate(WALKS[:3]):
        add(f"{d}/Routes/{name}.pdf", R, "Walking", 400 + i * 160, t_route)
    for i, name in enumerate(("brimham-rocks-circular", "swinsty-fewston-loop", "nidd-gorge")):
        add(f"{d}/Routes/GPX/{name}.gpx", R, "Walking", 380 + i * 90, t_gpx)

    # ------------------------------------------------------------ Documents/Parish Council
    d = f"{doc}/Parish Council"
    for age in (10, 40, 70):
        add(f"{d}/Agendas/Agenda {(NOW - timedelta(days=age - 7)):%B %Y}.pdf", A, "Parish", age, t_pc_agenda)
    for age in (35, 65, 400):
        add(f"{d}/Minutes/Draft minutes {(NOW - timedelta(days=age)):%b %Y}.docx", A, "Parish", age, t_pc_minutes)
    add(f"{d}/Finance/budget 2025-26 precept.xlsx", A, "Parish", 560, t_pc_precept)
    add(f"{d}/Register of interests CA.docx", A, "Parish", 390, t_pc_interests)
    add(f"{d}/Grass cutting and dog bins.eml", A, "Parish", 20, t_pc_email)
    add(f"{d}/Planning/4 Main Street extension.pdf", A, "Parish", 300, t_pc_other_app)
    add(f"{d}/Planning/Beck Side holiday let.pdf", A, "Parish", 120, t_pc_other_app)
    add(f"{d}/Good Councillors Guide 2024.pdf", R, "Parish", 700, t_councillor_guide)
    d = f"{doc}/Parish Council/Planning/Moor Road ZC26-00412"
    add(f"{d}/NYC consultation letter.pdf", P, "Parish", 24, t_moor_consult)
    add(f"{d}/my notes for committee.docx", P, "Parish", 4, t_moor_notes)
    add(f"{d}/Email from Moor Road resident.eml", P, "Parish", 15, t_moor_resident)
    add(f"{d}/~$ notes for committee.docx", L, "System", 0.2, lambda r, dt: b"\x05Carol" + bytes(155))
    for i, age in enumerate((12, 12)):
        photo(f"{d}/field photos/IMG_{5120 + i * 4}.JPG", P, "Parish", age)

    # ------------------------------------------------------------ Documents/Conservatory (Projects Home)
    d = f"{doc}/Conservatory"
    add(f"{d}/Crossley quote.pdf", P, "Home", 75, t_cons_quote(0))
    add(f"{d}/Planning - email from council.eml", P, "Home", 60, t_cons_planning)
    add(f"{d}/Deposit receipt Crossley.pdf", P, "Home", 14, t_cons_deposit)
    add(f"{d}/letter to Wolds Mutual re works.docx", P, "Home", 9, t_letter_insurer)
    for i, age in enumerate((80, 80, 80, 79)):
        photo(f"{d}/photos old conservatory/P10{52210 + i}.JPG", P, "Home", age)

    # ------------------------------------------------------------ Documents/Scotland 2026 (Projects Travel)
    d = f"{doc}/Scotland 2026"
    for i, age in ((0, 140), (2, 125), (4, 110), (5, 105)):
        name, town, _arr, _n = SITES[i]
        add(f"{d}/Bookings/{town} - {name}.pdf", P, "Travel", age, t_site(i))
    add(f"{d}/Bookings/Ullapool pitch email.eml", P, "Travel", 100, t_tour_email)
    add(f"{d}/packing list.txt", P, "Travel", 6, t_packing)

    # ------------------------------------------------------------ Documents/Ruby Wedding (Projects Family)
    d = f"{doc}/Ruby Wedding"
    add(f"{d}/Cake order Sugar and Spice.pdf", P, "Family", 30, t_cake)
    add(f"{d}/Washburn ceilidh band.eml", P, "Family", 120, t_band)
    add(f"{d}/speech ideas Geoff.docx", P, "Family", 18, t_speech)
    add(f"{d}/~$eech ideas Geoff.docx", L, "System", 18, lambda r, dt: b"\x05Geoff" + bytes(155))
    for i in range(5):
        add(f"Pictures/Wedding 1986 scans/wedding{i + 1:02d}.jpg", P, "Family", 150 - i * 0.01, "scan")

    # ------------------------------------------------------------ Documents/Wills and LPA (Projects Legal)
    d = f"{doc}/Wills and LPA"
    add(f"{d}/Raistrick Lund fee estimate.pdf", P, "Legal", 34, lambda r, dt: f"""Raistrick & Lund LLP
Estimate of costs - Mr and Mrs G Ackroyd - our ref HW/ACK   {_d(dt)}
Mirror wills (2), including severance of joint tenancy: £495.00 + VAT £99.00
Lasting Powers of Attorney - property and financial affairs (2) and health and welfare (2): £1,500.00 + VAT £300.00
Office of the Public Guardian registration fees (disbursement, no VAT): 4 x £92.00 = £368.00
HM Land Registry form SEV: no fee
Total estimate £2,762.00. Storage of original wills in our strongroom: free of charge.
""")
    add(f"{d}/Carol questionnaire.docx", P, "Legal", 30,
        lambda r, dt: """WILL INSTRUCTIONS QUESTIONNAIRE - Mrs Carol Ackroyd
Full name: Carol Ackroyd (nee Firth)   Date of birth: 02/11/1958
Marital status: married to Geoffrey Ackroyd (13 September 1986)
Children: Rachel Sowerby, Daniel Ackroyd. Grandchildren: Poppy and Alfie Sowerby.
Executors: Geoff, then Rachel and Daniel.
Gifts: my engagement ring and Mum's pearls to Rachel; £2,000 each to the grandchildren at 25;
£1,000 to Yorkshire Air Ambulance.
NHS Pension: nominate Geoff for the surviving partner pension (check form with NHS Pensions).
Funeral: St Mary's Nidderby, then burial with Mum and Dad at Ripon cemetery if possible.
""")

    # ------------------------------------------------------------ Documents/Mum's things (Archive Estate)
    d = f"{doc}/Mum's things"
    add(f"{d}/Estate accounts final.xlsx", X, "Estate", 965, t_estate_account)
    add(f"{d}/Keith - final transfer.eml", X, "Estate", 960, t_keith)
    add(f"{d}/Probate/Grant of probate.pdf", X, "Estate", 1378, t_probate)
    add(f"{d}/Mum's damson jam.docx", R, "Cooking", 1500, t_recipe(2))

    # ------------------------------------------------------------ careers (Archive)
    d = f"{doc}/Geoff work stuff"
    add(f"{d}/Retirement letter HB.pdf", X, "Engineering", 2620, t_retire_geoff)
    add(f"{d}/CV 2016 framework bid.docx", X, "Engineering", 3650, t_cv)
    add(f"{d}/CPD record 2018.xlsx", X, "Engineering", 2710, t_cpd)
    add(f"{d}/Smelthouses PI report.pdf", X, "Engineering", 3900, t_inspection)
    add(f"{d}/Knaresborough viaduct notes.docx", R, "Engineering", 600, t_viaduct)
    d = f"{doc}/Carol nursing"
    add(f"{d}/Retirement letter Crag Lane.pdf", X, "Nursing", 1965, t_retire_carol)
    add(f"{d}/NMC revalidation 2020.pdf", X, "Nursing", 2250, t_nmc(0))
    add(f"{d}/Imms update certificate.pdf", X, "Nursing", 2500, t_nurse_cpd)
    add(f"{d}/cervical screening update.pdf", X, "Nursing", 2100, t_nurse_cpd)

    # ------------------------------------------------------------ Documents/Grandchildren (Areas Family)
    d = f"{doc}/Grandchildren"
    add(f"{d}/Wednesdays summer term.docx", A, "Family", 33, t_rota)
    add(f"{d}/Year 2 trip letter.pdf", A, "Family", 75, t_school_letter)

    # ------------------------------------------------------------ Documents/Recipes, eBooks (Resources)
    d = f"{doc}/Recipes"
    for i, name in ((1, "Fat rascals"), (3, "Courgette chutney"), (4, "Rhubarb crumble"), (5, "Yorkshire puds"),
                    (6, "Shepherds pie")):
        add(f"{d}/{name}.{'docx' if i % 2 else 'txt'}", R, "Cooking", 200 + i * 230, t_recipe(i))
    d = f"{doc}/eBooks"
    for title, author, para, age in (
            ("The Thirty-Nine Steps", "John Buchan", ("I returned from the City about three o'clock on that May "
             "afternoon pretty well disgusted with life."), 90),
            ("The Secret Garden", "Frances Hodgson Burnett", ("When Mary Lennox was sent to Misselthwaite Manor to "
             "live with her uncle everybody said she was the most disagreeable-looking child ever seen."), 800),
            ("The Mill on the Floss", "George Eliot", ("A wide plain, where the broadening Floss hurries on between "
             "its green banks to the sea."), 1200),
            ("Kidnapped", "Robert Louis Stevenson", ("I will begin the story of my adventures with a certain morning "
             "early in the month of June, the year of grace 1751."), 95)):
        add(f"{d}/{title} - {author}.epub", R, "Books", age,
            lambda r, dt, t=title, a=author, p=para: _epub(t, a, "en", p))

    # ------------------------------------------------------------ Documents/Scans (all hard: the scanner names them)
    d = f"{doc}/Scans"
    for n, age, bucket, topic, tpl in (
            (4, 1850, X, "Nursing", t_nmc(1)), (6, 1570, X, "Estate", t_funeral),
            (9, 1370, X, "Caravan", t_old_receipt), (10, 1290, X, "Estate", t_iht),
            (13, 1200, X, "Estate", t_completion), (15, 1100, A, "Allotment", t_allot_tenancy),
            (18, 800, A, "Finance", t_state_pension("G")), (19, 700, A, "Health", t_optician),
            (22, 500, X, "Travel", t_past_booking(0)), (25, 420, A, "Home", t_tv),
            (27, 410, A, "Car", t_mot), (30, 300, A, "Car", t_car_service),
            (31, 260, A, "Home", t_boiler), (32, 200, P, "Family", t_hall),
            (34, 55, P, "Home", t_cons_quote(2)), (35, 30, P, "Legal", t_questionnaire),
            (36, 20, P, "Home", t_cons_contract)):
        add(f"{d}/scan_{n:04d}.pdf", bucket, topic, age, tpl, hard=True)

    # ------------------------------------------------------------ Documents/2024 (Carol's abandoned year folder)
    d = f"{doc}/2024"
    add(f"{d}/council tax 24-25.pdf", A, "Home", 813, t_council_tax)
    add(f"{d}/Cornwall September.pdf", X, "Travel", 780, t_past_booking(1))
    add(f"{d}/hearing test results.pdf", A, "Health", 710, t_audiology)
    add(f"{d}/ISA 2024.pdf", A, "Finance", 790, t_isa)
    add(f"{d}/walk programme autumn 2024.docx", A, "Walking", 640, t_walk_programme)
    add(f"{d}/Doc1.docx", A, "Walking", 700, t_walk_report, hard=True)
    add(f"{d}/Document.docx", A, "Parish", 760, t_pc_minutes, hard=True)
    add(f"{d}/scan0001.pdf", A, "Home", 790, t_water, hard=True)
    add(f"{d}/letter.docx", A, "Home", 680, t_letter_bin, hard=True)
    add(f"{d}/Book1.xlsx", A, "Health", 720, t_bp_log, hard=True)
    add(f"{d}/New Microsoft Excel Worksheet.xlsx", A, "Allotment", 800, t_planting, hard=True)
    add(f"{d}/notes.txt", X, "Travel", 615, """St Agnes
- Trevellas Cove: pitch 14 is sheltered, 12 gets the wind off the sea. Ask for it next time?
- walked St Agnes Head to Chapel Porth, 4 miles, Wheal Coates engine house - Geoff in his element
- pasties: Warrens in St Agnes. Cream tea at the Driftwood Spars.
- Eden Project Tuesday (book online, cheaper). Padstow by bus, not worth towing on the A39 in a queue.
- 2 flat days, the rest glorious. Home via Tewkesbury overnight at the club site.
""", hard=True)

    # ------------------------------------------------------------ Documents/New folder and loose Documents files
    d = f"{doc}/New folder"
    add(f"{d}/Doc2.docx", X, "Nursing", 2300, t_clinic_protocol, hard=True)
    add(f"{d}/scan.pdf", A, "Finance", 85, t_premium, hard=True)
    add(f"{d}/info.txt", A, "Health", 250, t_flu, hard=True)
    add(f"{d}/Document4.docx", P, "Family", 45, t_invite, hard=True)
    add(f"{doc}/Document1.docx", P, "Legal", 6, t_will_draft, hard=True)
    add(f"{doc}/Document2.docx", A, "Walking", 40, t_walk_risk, hard=True)
    add(f"{doc}/Doc1.docx", P, "Family", 25, t_slideshow, hard=True)
    add(f"{doc}/New Microsoft Word Document.docx", A, "Family", 260, lambda r, dt: f"""{_d(dt)}
Dear Mrs {r.choice(SURN)}
Poppy Sowerby, Year 1
Rachel has asked me to write to confirm that my husband and I will be collecting Poppy from school every
Wednesday this year, as we did last year, and taking her to swimming at the Hydro at 4.15. We are both on
the contact form. Could you also please let her take her reading book home with us on Wednesdays?
If there is any problem on a Wednesday, please ring me on 07790 225 614.
Yours sincerely
Carol Ackroyd (Poppy's grandma)
""", hard=True)
    add(f"{doc}/Book2.xlsx", P, "Home", 40, t_cons_compare, hard=True)
    add(f"{doc}/desktop.ini", L, "System", 2000, DESKTOP_INI)

    # ------------------------------------------------------------ Downloads
    d = "Downloads"
    for name, age, bucket, topic, tpl in (
            ("document.pdf", 83, A, "Home", t_council_tax),
            ("document (1).pdf", 100, A, "Health", t_cataract_postop),
            ("document (2).pdf", 118, P, "Travel", t_site(3)),
            ("document (3).pdf", 68, P, "Home", t_cons_quote(1)),
            ("document (4).pdf", 445, A, "Caravan", t_van_ins),
            ("document (5).pdf", 1990, X, "Nursing", t_nurse_cpd),
            ("document (6).pdf", 1398, X, "Caravan", t_old_advert),
            ("download.pdf", 24, P, "Parish", t_moor_consult),
            ("download (1).pdf", 435, A, "Finance", t_nhs_pension),
            ("download (2).pdf", 1550, X, "Travel", t_past_booking(3)),
            ("ATT00001.pdf", 35, P, "Legal", t_engage),
            ("ATT00002.pdf", 40, P, "Family", t_caterer),
            ("ATT00003.pdf", 200, A, "Parish", t_pc_other_app),
            ("ATT00004.pdf", 28, A, "Family", t_school_letter),
            ("Scan 12 May 2026.pdf", 20, A, "Health", t_gp_bloods),
            ("6f1c0e2a9b7d4e85.pdf", 130, P, "Travel", t_site(1)),
            ("0a7f3c2d8e41b6a9.pdf", 200, A, "Car", t_car_ins),
            ("print.pdf", 400, A, "Allotment", t_allot_news),
            ("file.pdf", 660, A, "Allotment", t_show),
            ("PDF.pdf", 1200, X, "Travel", t_past_booking(2)),
            ("getPDF.pdf", 480, A, "Finance", t_sa302),
            ("viewDocument.pdf", 18, P, "Parish", t_moor_highways),
            ("email.eml", 8, A, "Family", t_family_email),
            ("message.eml", 7, P, "Legal", t_lpa_email),
            ("invite.ics", 40, A, "Health", t_ics_eye),
            ("invite (1).ics", 10, P, "Parish", t_ics_committee),
            ("export.csv", 50, A, "Walking", t_walk_members),
            ("data.xlsx", 200, A, "Parish", t_pc_precept),
            ("Document_2026-05-21.pdf", 11, P, "Home", t_cons_bc),
            ("receipt.pdf", 140, A, "Health", t_dentist),
            ("form.pdf", 240, A, "Family", t_nursery),
            ("Letter.pdf", 260, A, "Health", t_bowel),
            ("doc20260418.pdf", 44, A, "Caravan", t_storage),
            ("attachment.pdf", 300, R, "Engineering", t_article)):
        add(f"{d}/{name}", bucket, topic, age, tpl, hard=True)
    add(f"{d}/Brightwell_statement_2026-05.pdf", A, "Home", 5, t_energy)
    add(f"{d}/Your-NHS-hearing-aids-user-guide.pdf", R, "Health", 690, t_hearing_guide)
    add(f"{d}/NPPF_briefing_NALC.pdf", R, "Parish", 30, t_nppf)
    add(f"{d}/ZC26_00412_OUT-DESIGN_AND_ACCESS_STATEMENT-2284113.pdf", P, "Parish", 23, t_moor_das)
    add(f"{d}/ZC26_00412_OUT-FLOOD_RISK_ASSESSMENT-2284117.pdf", P, "Parish", 23, t_moor_fra)
    add(f"{d}/lemon-drizzle-traybake.pdf", R, "Cooking", 330, t_recipe(7))
    add(f"{d}/lawn-care-calendar.pdf", R, "Gardening", 420, t_grow(3))
    add(f"{d}/Wuthering Heights - Emily Bronte.epub", R, "Books", 560, lambda r, dt: _epub(
        "Wuthering Heights", "Emily Brontë", "en", "1801. I have just returned from a visit to my landlord - the "
        "solitary neighbour that I shall be troubled with."))
    add(f"{d}/IMG-20260312-WA0003.jpg", R, "Photos", 81, "")
    for name, age in (("ChromeSetup.exe", 1900), ("vlc-3.0.21-win64.exe", 500), ("ZoomInstallerFull.exe", 1600),
                      ("BaseCamp_4813.exe", 900), ("Audacity-3.5.1-64bit.exe", 620),
                      ("HPSmart_Setup_x64.exe", 150)):
        add(f"{d}/{name}", R, "Software", age, exe())
    add(f"{d}/Unconfirmed 418237.crdownload", L, "System", 3, lambda r, dt: _blob(r, b"%PDF-1.7\n", 2500))
    add(f"{d}/NC500-towing-guide.pdf.crdownload", L, "System", 1, lambda r, dt: _blob(r, b"%PDF-1.6\n", 1800))
    add(f"{d}/OS_Maps_Setup.exe.part", L, "System", 60, exe(n=2200))
    add(f"{d}/desktop.ini", L, "System", 2000, DESKTOP_INI)

    # ------------------------------------------------------------ Desktop
    d = "Desktop"
    for name, age, bucket, topic, tpl in (
            ("untitled.txt", 3, P, "Family", """ruby do - still to do
- balloons ruby red + gold, 40 (party shop Knaresborough) - collect Fri 11th with the cake
- hall key from Mrs Metcalfe Friday 2pm, set up tables Sat 2pm (Rachel, Tom, Daniel)
- Daniel bringing projector + laptop for the slideshow - check the hall has a screen
- table plan?? no - buffet, just keep 2 tables for the older ones near the heaters
- bar: Nidd Valley Catering doing it, need a TEN? they say no as they hold the licence
- band arrive 7.15, need two sockets stage end
- Keith's video message from Spain - play after the speech
- final numbers to caterer by 12 Aug (we're in Scotland! do it before we go)
"""),
            ("New Text Document.txt", 12, P, "Legal", t_lpa_notes),
            ("New Text Document (2).txt", 12, A, "Home", t_home_jobs),
            ("notes.txt", 12, P, "Parish", t_moor_visit),
            ("Doc1.docx", 5, P, "Parish", lambda r, dt: f"""Dear {r.choice(['Mr', 'Mrs'])} {r.choice(SURN)}
Thank you for your email about Keldale Homes' application for up to 85 houses on the field off Moor Road.
The Parish Council's planning committee will consider its response at an extra meeting on Thursday
11 June at 7.30 pm in the Village Hall, and residents are welcome to speak in the public session.
We would be very grateful for your photographs of the water lying in the bottom of the field and running
onto the road, with dates if you have them - they will help us show the flood report is incomplete.
Please also send your own comments to North Yorkshire Council quoting ZC26/00412/OUT before 17 June.
Yours sincerely
Cllr Carol Ackroyd, Nidderby Parish Council
"""),
            ("Book1.xlsx", 15, P, "Travel", t_tour_budget),
            ("list.txt", 2, P, "Travel", """before we go north
- new van tyres fitted 10 July (Dales Mobile) - DONE booked
- ring Loch Ewe re arriving after 6 on the 14th
- tell Harewood Lane we're out 31 Jul - 21 Aug (don't let the bay)
- Dawsons to water the tomatoes + allotment (Keith's plot neighbour will do the beans)
- cancel the milk, post to Rachel's
- Corran ferry - no booking, just turn up. Cash?
- Carol's eye: if op 7 July, no driving for first week of tour, OK
- print all 6 site confirmations + route
"""),
            ("Document3.docx", 10, A, "Family", """Half term 25-29 May - Poppy and Alfie
Wednesday (usual) and Thursday this week
Wed: Knaresborough - castle, rowing boat on the Nidd if dry (Alfie life jacket!), picnic
Thu: Harlow Carr - Alfie likes the streamside, Poppy wants the treehouse. Bettys for a fat rascal
Rachel dropping at 8.15 Thursday, Tom collecting 5.30
Alfie's calpol + spare clothes in his bag; Poppy has her reading book and spellings (week 5 list)
"""),
            ("stuff.txt", 35, A, "Health", t_hearing_repair),
            ("New Microsoft Word Document.docx", 3, P, "Home", t_cons_notes)):
        add(f"{d}/{name}", bucket, topic, age, tpl, hard=True)
    add(f"{d}/Ruby guest list.xlsx", P, "Family", 5, t_guests)
    add(f"{d}/Moor Road response DRAFT v2.docx", P, "Parish", 2, t_moor_draft)
    add(f"{d}/Scotland route.docx", P, "Travel", 22, t_route_plan)
    add(f"{d}/Parkin.docx", R, "Cooking", 240, t_recipe(0))
    add(f"{d}/Screenshot 2026-05-20 101512.png", R, "Photos", 12, "")
    add(f"{d}/desktop.ini", L, "System", 2000, DESKTOP_INI)

    # ------------------------------------------------------------ Pictures
    d = "Pictures/Camera imports"
    n = 1060400
    for day_age, count in ((380, 3), (235, 4), (168, 3), (40, 4), (18, 2)):
        folder = f"{d}/{(NOW - timedelta(days=day_age)):%Y-%m-%d}"
        for k in range(count):
            n += r.randint(1, 9)
            photo(f"{folder}/P{n}.JPG", R, "Photos", day_age - 0.6 + k * 0.01)
    add(f"{d}/{(NOW - timedelta(days=235)):%Y-%m-%d}/Thumbs.db", L, "System", 234, lambda r, dt: _blob(r, OLE, 1200))
    for k, age in enumerate((300, 262, 201, 170, 133, 97, 88, 61, 44, 27, 13, 5)):
        photo(f"Pictures/Carol's iPhone/IMG_{4102 + k * 37 + r.randint(0, 30)}.HEIC", R, "Photos", age)
    for age in (210, 95, 33):
        stamp = NOW - timedelta(days=age)
        add(f"Pictures/Screenshots/Screenshot {stamp:%Y-%m-%d} {r.randint(90000, 215959):06d}.png", R, "Photos",
            age, "")
    for folder, ages in (("Northumberland June 2025", (351, 350, 348, 346)), ("Cornwall 2024", (631, 627, 620)),
                         ("Lake Garda 2023", (1115, 1113, 1110)), ("Norway 2022", (1508, 1505))):
        for age in ages:
            n += r.randint(3, 40)
            photo(f"Pictures/{folder}/P{n}.JPG", X, "Travel", age)
    add("Pictures/Northumberland June 2025/diary.txt", X, "Travel", 345, t_trip_diary)
    add("Pictures/desktop.ini", L, "System", 2000, DESKTOP_INI)

    # ------------------------------------------------------------ Music
    for artist, album, tracks, age in (
            ("Nidderdale Silver Band", "Brass on the Moors", ("The Floral Dance", "Cwm Rhondda", "Jerusalem",
                                                               "Deep Harmony"), 1300),
            ("Ruth Hartley", "Songs of the Ridings", ("On Ilkla Moor Baht 'at", "Scarborough Fair",
                                                      "The Whitby Lifeboat"), 900),
            ("The Fellside Fiddlers", "Dales Dances", ("Swaledale Reel", "Wensleydale Waltz"), 420)):
        for k, title in enumerate(tracks, 1):
            add(f"Music/{artist}/{album}/{k:02d} {title}.mp3", R, "Music", age,
                lambda r, dt, t=title, a=artist, b=album: _id3(r, t, a, b))
    add("Music/desktop.ini", L, "System", 2000, DESKTOP_INI)

    # ------------------------------------------------------------ Old PC (copy of the old Dell, 2020: Archive Backup)
    d = "Old PC/My Documents"
    for name, age in (("Caravan/Bailey service 2016.doc", 3650), ("Christmas card list.xls", 2400),
                      ("Work/HB structures list.xls", 2700), ("Recipes/damson jam.doc", 4300),
                      ("Letters/letter to council re hedge.doc", 3100)):
        add(f"{d}/{name}", X, "Backup", age, lambda r, dt: _blob(r, OLE, 2500))
    add(f"{d}/Money/pension forecast 2015.pdf", X, "Backup", 3900, t_db_pension)
    add(f"{d}/Geoff/inspection report 2015.pdf", X, "Backup", 3880, t_inspection)
    add(f"{d}/Carol/immunisation update 2018.pdf", X, "Backup", 2950, t_nurse_cpd)
    add(f"{d}/Allotment/plot plan 2018.xlsx", X, "Backup", 2990, t_planting)
    d = "Old PC/My Pictures"
    for k, age in enumerate((5040, 5039, 5037, 5036)):
        photo(f"{d}/2012 Whitby/DSC0{1180 + k * 7}.JPG", X, "Backup", age)
    for k, age in enumerate((2560, 2558, 2540)):
        photo(f"{d}/Poppy born 2019/IMG_{2210 + k * 11}.JPG", X, "Backup", age)
    add(f"{d}/Thumbs.db", L, "System", 2200, lambda r, dt: _blob(r, OLE, 1500))
    add("Old PC/Favorites/BBC Weather.url", X, "Backup", 3000, t_url("https://www.bbc.co.uk/weather/2647428"))
    add("Old PC/Favorites/Caravan Club.url", X, "Backup", 3300, t_url("https://www.caravanclub.co.uk/"))
    for k, title in enumerate(("The Floral Dance", "Cwm Rhondda"), 1):
        add(f"Old PC/My Music/Nidderdale Silver Band/{k:02d} {title}.mp3", X, "Backup", 4000,
            lambda r, dt, t=title: _id3(r, t, "Nidderdale Silver Band", "Brass on the Moors"))

    # ------------------------------------------------------------ copies, second saves and late additions
    def dup(src: str, rel: str, age: float, hard: bool = False) -> None:
        it = next(i for i in items if i.rel == src)
        add(rel, it.bucket, it.topic, age, (root / src).read_bytes(), hard=hard)

    dup("Downloads/ATT00002.pdf", "Downloads/ATT00002 (1).pdf", 39, hard=True)
    das = "Downloads/ZC26_00412_OUT-DESIGN_AND_ACCESS_STATEMENT-2284113"
    dup(f"{das}.pdf", f"{das} (1).pdf", 22)
    dup("Downloads/document (2).pdf", "Documents/Scotland 2026/Bookings/Ullapool booking.pdf", 117)
    moor = f"{doc}/Parish Council/Planning/Moor Road ZC26-00412"
    dup("Downloads/viewDocument.pdf", f"{moor}/NYC highways response.pdf", 17)
    dup("Downloads/ChromeSetup.exe", "Downloads/ChromeSetup (1).exe", 700)
    stmt = f"Statement {(NOW - timedelta(days=30)):%Y-%m}.pdf"
    dup(f"{doc}/Money/Pennine statements/{stmt}", f"Downloads/{stmt[:-4]} (1).pdf", 29)
    add(f"{doc}/Grandchildren/Castle Mills term dates 2025-26.pdf", A, "Family", 280, """Castle Mills Primary School
Term dates 2025-2026
Autumn term: Wednesday 3 September - Friday 19 December 2025 (half term 27-31 October)
Spring term: Monday 5 January - Friday 27 March 2026 (half term 16-20 February)
Summer term: Monday 13 April - Wednesday 22 July 2026 (half term 25-29 May)
INSET days: 1 and 2 September, 5 January, 13 April, 23 July
Breakfast club from 7.45 am; after-school club until 5.45 pm (book on ParentPay).
""")
    add(f"{doc}/Health/Geoff hearing/audiology follow up.pdf", A, "Health", 650, t_audiology)
    add(f"{doc}/Caravan/Masham weekend 2025.pdf", A, "Caravan", 370, t_weekend)
    add(f"{doc}/Ruby Wedding/RSVPs so far.txt", P, "Family", 4, """RSVPs (as of 28 May)
YES: Rachel, Tom, Poppy, Alfie, Daniel + Priya, Jean, Peter & Ann, Roger & Sue, Linda, Dawsons,
Beecrofts, Malcolm & Janet, Denise (clerk), walking group x 9, Crag Lane girls x 5, HB - Trevor, Colin
NO: Keith (in Spain - sending a video), Stuart & Elaine (wedding)
NOT HEARD: Gillian Lumb, the Horsfalls, Brian from the allotments
= 62 so far. Tell Nidd Valley Catering final numbers by 12 August.
""")
    add(f"{doc}/U3A Walking/walk leaders meeting.docx", A, "Walking", 75, lambda r, dt: f"""Walk leaders' meeting
{_d(dt)}, at Carol's. Present: Carol (organiser), {_who(r)}, {_who(r)}, {_who(r)}
1. Summer programme agreed (see separate sheet). Two new leaders offered to recce the Pateley walk.
2. Group size: cap at 20 - over that, split into two with a second leader.
3. Incident in March (slip on the steps at Nidd Gorge, sprained wrist): incident form sent to the U3A
   committee; steps added to the risk assessment.
4. First aid kits: Carol to restock both. Whistle and survival bag in each.
5. Car sharing: remind members about the 10p a mile contribution to drivers.
""")
    add(f"{doc}/Money/Winter Fuel Payment 2025.pdf", A, "Finance", 200,
        lambda r, dt: f"""Department for Work and Pensions
Winter Fuel Payment
{_d(dt)}
Mr Geoffrey Ackroyd, Larkfield, 12 Church Lane, Nidderby, Harrogate HG3 2QT
We are paying you a Winter Fuel Payment of £200.00 for winter 2025 to 2026. It will be paid into your bank
account ending 4471 in November or December.
Your household: you and Mrs Carol Ackroyd are both eligible; each of you is paid £100.00.
If your taxable income for the 2025 to 2026 tax year is over £35,000, HM Revenue and Customs will take back
the payment through PAYE or Self Assessment. You can opt out at GOV.UK before 15 September.
""")
    add(f"{doc}/House/Garden waste subscription 2026.pdf", A, "Home", 72, lambda r, dt: f"""North Yorkshire Council
Garden waste collection - subscription confirmed
Reference {_ref(r, 'GW', 6)}   Address: Larkfield, 12 Church Lane, Nidderby HG3 2QT
Period: 1 April 2026 - 31 March 2027, one brown bin. Fortnightly collections on Tuesdays (no collections
in December and January). Amount paid: £{r.choice([46, 48, 50])}.00 by card.
Please display the new sticker on the lid of your bin.
""")
    add("Downloads/Elddis_Avante_2021_brochure.pdf", R, "Caravan", 1800, """Elddis Avante 2021 - the family tourer
Avante 550: 4 berth, fixed rear corner bed and side dinette, end washroom with separate shower.
Length overall 7.41 m, width 2.25 m. MIRO 1,312 kg, MTPLM 1,475 kg, user payload 163 kg.
Alde wet central heating, Truma Ultraflow water inlet, 100 W solar panel (option), Al-Ko AKS 3004.
SoLid construction with 10-year water ingress warranty.
""")
    add(f"{doc}/Geoff work stuff/leaving do speech 2019.docx", X, "Engineering", 2530, """Thank you all.
Forty years ago I walked into Park Row House with a slide rule and a new pair of site boots. My first job
was checking reinforcement schedules for the Ripon bypass for Tom Calvert, who told me never to trust a
drawing until I had stood on the site. Since then: the A1(M), the Calder viaduct, four hundred Nidderdale
bridges, and a great many pork pies in site cabins.
Thank you to the structures team, to Finance for never querying my mileage, and to Carol for forty years
of late dinners. I shan't miss the M1 but I will miss all of you.
""")

    return items
