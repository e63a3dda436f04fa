"""A hundred-and-twenty-seventh unseen labelled corpus: Agnieszka Wróblewska's Windows laptop, ``build(root, seed)``, written blind.

What was read, and nothing else: ``/tmp/brief/corpus_rules.txt``; ``benchmarks/placement/unseen.py`` lines
1-220 (docstring, helpers) and 1296-1360 (the write/encode/add/dot/photo helpers at the start of
``build()``, plus the first lines of its first section, which fall inside that range); ``corpus.py`` lines
1-30 and the functions ``_pdf`` and ``_jpeg``; ``blind.py`` lines 74-107 and ``_png``; a listing of
``benchmarks/placement/``. Slips, recorded honestly and not used: printing ``corpus.py`` lines 169-230 to
see ``_pdf``/``_jpeg`` also showed the first ~25 lines of ``corpus.py``'s ``build()``; a ``sed -n 1,5p``
showed the first three docstring lines of ``blind.py`` and a grep showed the import lines (55-65) of
``blind.py`` and ``corpus.py``. Nothing under ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, no other
corpus body, no git, no placement result.

The person: Agnieszka "Aga" Wróblewska, 36 (born 1990 in Gdańsk), in Edinburgh since 2012. A hairdresser
who owns Studio Aga Hair, a small salon at 112 Bruntsfield Place (sole trader since October 2019; UTR
48213 77091). One employee, Chloe Fraser (junior stylist, on payroll since 2023, NEST pension), and one
chair renter, Daniel Murray (self-employed barber, rents chair 2 weekly since January 2025). Salon
running: supplier invoices from wholesalers (Caledonian Salon Wholesale, HairTrade UK), Fresha booking
exports, SumUp card takings, the chair-rental agreement and rent invoices, payroll, the shop lease with
Grange Estates, non-domestic rates (Small Business Bonus Scheme), salon insurance, COSHH/fire/PAT, the VAT
threshold watch (rolling turnover close to £90,000), the salon Instagram (hairstyle photos are business).
She files her own HMRC self-assessment (SA103 + SA106 for the Polish rent) and is in Making Tax Digital
from April 2026. Home: a flat she owns at 27/3 Spottiswoode Street, Marchmont (Nationwide mortgage since
2021, council tax band D, Octopus, a property factor); fiancé Callum Reid (paramedic) lives with her;
their dog Bruno (cockapoo, 2021). Poland: a flat at ul. Wajdeloty 9/4, Gdańsk-Wrzeszcz, let to the
Kamiński couple (umowa najmu okazjonalnego), PIT-28 ryczałt filed yearly, her mother Halina keeps an eye
on it. Health: GP at Bruntsfield, contact dermatitis (patch tests), physio, dentist.
Ongoing projects as of NOW (2026-06-01): the salon refit / second chair station (shopfitter and
electrician quotes, landlord consent, new chairs, works 14-17 June 2026, a small business loan); the
Advanced Colour Specialist Diploma at the Lothian Academy of Hairdressing (exam 5-6 October 2026); her
wedding to Callum in Gdańsk on 22 August 2026 (venue, USC papers, certificate of no impediment, sworn
translation, guests, photographer, kilt hire). Ended: her job at the Mane Street Hair Group salon chain
(2013 - July 2019); the Capital Barber Academy barbering course (2022); the rented flat in Leith
(2F1 14 Iona Street, 2016 - 2021, deposit returned); a trip to Tenerife (April 2025); an old iPhone 11.

The machine: ``Documents/`` with good folders (``Salon/`` and ``Salon/Refit 2026/``, ``Tax/``,
``Finance/``, ``Flat/``, ``Mieszkanie Gdańsk/``, ``Ślub 2026/``, ``Colour course/``, ``Health/``,
``Bruno/``, ``Recipes/``, ``Hair/``, ``Old stuff/`` with ``Mane Street/``, ``Leith flat/`` and
``Barbering course 2022/``, ``Travel/Tenerife 2025/``, ``Books/``) and a ``Documents/2024/`` dump;
``Downloads/`` and ``Desktop/`` dumps; ``Scans/`` (``Scan 4.pdf``, ``scan0004.pdf``...); ``Pictures/``
(Instagram, phone imports, screenshots, Tenerife); ``Music/``; ``iPhone Backup/`` of the old phone.
English and Polish names and texts.

LABELLING RULES (written before any file was generated; as of NOW):

- **Projects**: the salon refit and second station (quotes, consent, orders, budget, loan, notes, photos
  of the works) -- topic Salon; the colour-specialist diploma until its October 2026 exam (enrolment,
  notes, case studies, formulas, receipts, model photos) -- topic Training; the Gdańsk wedding (venue,
  USC, no-impediment certificate, translation, guests, budget, vendors, flights booked for it, a Wise
  transfer paying the venue, venue photos) -- topic Wedding.
- **Areas**: running the salon (suppliers, bookings, takings, staff and payroll, chair renter, lease,
  rates, insurance, VAT watch, health and safety, price list, Instagram plan and hairstyle photos)
  -- Salon; HMRC self-assessment of any year, SA302s, MTD, UTR letter -- Taxes; personal bank, savings,
  pension, PKO account, Wise transfers that are not for the wedding -- Finance; the Marchmont flat,
  mortgage, council tax, bills, factor, home insurance -- Home; health -- Health; the dog -- Dog; the
  Gdańsk flat she lets (umowa, aneks, rent ledger, wspólnota, property tax, PIT-28 for the rent, notes
  to Mum) -- Gdańsk Flat. An old SA302 or a 2023 payslip of Chloe's stays Areas.
- **Resources**: hairdressing reference (colour charts, technique articles, equipment manuals, trend
  reports) -- Hairdressing; appliance manuals -- Home; dog-care articles -- Dog; recipes -- Cooking;
  ebooks -- Books; music -- Music; installers -- Software; everyday photos and screenshots -- Photos
  (not hairstyle photos, refit/wedding/course photos, Tenerife photos, or anything in the phone backup).
- **Archive**: Mane Street job (contract, payslips, P45, reference) -- Career; the barbering course 2022
  -- Training; the Leith flat (tenancy, inventory, deposit) -- Home; Tenerife 2025 (bookings, itinerary,
  photos) -- Travel; the old iPhone backup -- Backup.
- **Left**: ``.crdownload``/``.part`` downloads, ``~$`` Office lock files, ``desktop.ini``, ``Thumbs.db``
  -- topic System. Dot files are written with ``dot()`` and not labelled.
Edge cases: a copy of an old document downloaded recently is labelled by what it is, not by its mtime;
a Polish tax form about the rent is Gdańsk Flat, a UK one Taxes; a Ryanair booking for August 2026 is
Wedding; ``hard`` marks files whose name and folder say nothing (``Downloads/document (3).pdf``,
``Scans/Scan 4.pdf``, ``Desktop/New Text Document.txt``, ``Downloads/export.csv``); images never hard.
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

_PL = str.maketrans("ąćęłńśźżĄĆĘŁŃŚŹŻ", "acelnszzACELNSZZ")


def _m(v: float) -> str:
    return f"£{v:,.2f}"


def _zl(v: float) -> str:
    return f"{v:,.2f}".replace(",", " ").replace(".", ",") + " zł"


def _at(gen, days: float):
    """Content dated ``days`` before NOW whatever the file's mtime."""
    return lambda r, dt: gen(r, NOW - timedelta(days=days))


def _pld(dt: datetime) -> str:
    return dt.strftime("%d.%m.%Y")


ME = "Agnieszka Wróblewska"
SALON = "Studio Aga Hair\n112 Bruntsfield Place, Edinburgh EH10 4ES\n0131 229 4817 | hello@studioagahair.co.uk"
HOME = "27/3 Spottiswoode Street, Edinburgh EH9 1EP"
PLFLAT = "ul. Wajdeloty 9/4, 80-437 Gdańsk"
CLIENTS = ["Eilidh Campbell", "Fiona MacLeod", "Sarah Thomson", "Kirsty Robertson", "Laura Stewart", "Rachel Young",
           "Gemma Watson", "Hannah Mitchell", "Emma Paterson", "Morag Fraser", "Zofia Nowak", "Olivia Grant",
           "Catriona Duncan", "Amy Ross", "Lucy Henderson", "Nicola Kerr", "Magda Kowalczyk", "Jenna Scott"]
SERVICES = [("Cut & blow-dry", 48), ("Full head colour", 85), ("Balayage", 140), ("Half head foils", 95),
            ("Root tint", 62), ("Toner & gloss", 35), ("Blow-dry", 30), ("Olaplex treatment", 30),
            ("Full head foils", 125), ("Colour correction", 180), ("Fringe trim", 10), ("Bridal trial", 70)]
PRODUCTS = [("Wella Koleston Perfect 60ml 7/1", 5.95), ("Wella Koleston Perfect 60ml 9/16", 5.95),
            ("Wella Illumina Color 60ml 8/69", 7.40), ("Welloxon Perfect 6% 1L", 6.85),
            ("Blondor Multi Blonde powder 800g", 38.50), ("Olaplex No.1 Bond Multiplier 525ml", 99.00),
            ("Olaplex No.2 Bond Perfector 2000ml", 120.00), ("Foil roll 100m x 12cm", 7.20),
            ("Nitrile gloves black M x100", 6.90), ("Neck strips x500", 4.75), ("Redken Shades EQ 60ml 09V", 8.10),
            ("Redken Shades EQ Processing Solution 1L", 14.30), ("Colour bowls x3", 4.20),
            ("Kérastase Bain Satin 1L (backbar)", 32.00), ("Disposable capes x50", 11.50)]
SUPPLIERS = [("Caledonian Salon Wholesale Ltd", "Unit 4, Newbridge Industrial Estate, Newbridge EH28 8PJ",
              "GB 284 1193 52", "CSW"),
             ("HairTrade UK Ltd", "18 Hillington Park, Glasgow G52 4XX", "GB 317 5520 18", "HTU")]


# --------------------------------------------------------------------------- Salon (Areas)


def t_supplier(r, dt):
    name, addr, vat, pre = r.choice(SUPPLIERS)
    rows, net = [], 0.0
    for prod, price in r.sample(PRODUCTS, r.randint(4, 7)):
        q = r.randint(1, 10)
        net += q * price
        rows.append(f"{prod}   qty {q}   @ {_m(price)}   {_m(q * price)}")
    return (f"{name}\n{addr}\nVAT Reg {vat}\nTAX INVOICE\nInvoice no: {pre}-{r.randint(40000, 99999)}\n"
            f"Invoice date: {_d(dt)}\nAccount: STU0417 - Studio Aga Hair (A. Wroblewska)\n"
            f"Deliver to: 112 Bruntsfield Place, Edinburgh EH10 4ES\n" + "\n".join(rows) +
            f"\nNet total: {_m(net)}\nVAT 20%: {_m(net * 0.2)}\nInvoice total: {_m(net * 1.2)}\n"
            f"Payment due within 30 days. Trade account terms apply. Thank you for your order!")


def t_delivery(r, dt):
    name = r.choice(SUPPLIERS)[0]
    items = "\n".join(f"{p}  x{r.randint(1, 6)}  checked" for p, _ in r.sample(PRODUCTS, 5))
    return (f"{name}\nDELIVERY NOTE DN{r.randint(100000, 999999)}\nDate: {_d(dt)}\nCustomer: Studio Aga Hair, "
            f"112 Bruntsfield Place EH10 4ES\n{items}\nBackorder: Olaplex No.3 retail x6 - expected next week\n"
            f"Received by: A. Wroblewska   Signature: ____  Boxes: {r.randint(2, 4)}")


def t_bookings(r, dt):
    out = ["Appointment ID,Date,Start,Client,Service,Staff,Duration (min),Price (GBP),Status,Booked via"]
    day = dt.replace(day=1)
    for i in range(r.randint(16, 24)):
        s, p = r.choice(SERVICES)
        d = day + timedelta(days=r.randint(0, 27))
        out.append(f"FR-{r.randint(2000000, 2999999)},{d:%Y-%m-%d},{r.randint(9, 17)}:{r.choice(['00', '30'])},"
                   f"{r.choice(CLIENTS)},{s},{r.choice(['Aga', 'Aga', 'Chloe'])},{r.choice([45, 60, 90, 120, 180])},"
                   f"{p:.2f},{r.choice(['Completed'] * 6 + ['No-show', 'Cancelled'])},"
                   f"{r.choice(['Online', 'Instagram', 'Phone', 'Walk-in'])}")
    return "\n".join([out[0]] + sorted(out[1:], key=lambda x: x.split(",")[1]))


def t_chair_agreement(r, dt):
    return (f"CHAIR RENTAL AGREEMENT\nThis agreement is made on 6 January 2025 between Agnieszka Wróblewska "
            f"trading as Studio Aga Hair, 112 Bruntsfield Place, Edinburgh EH10 4ES (the Salon Owner) and "
            f"Daniel Murray, 4/9 Viewforth, Edinburgh EH10 4JF (the Renter).\n1. The Salon Owner lets chair/"
            f"station 2 to the Renter for £160 per week payable every Monday by bank transfer.\n2. The Renter "
            f"is self-employed, sets his own prices and hours within salon opening hours (Tue-Sat 9:00-18:00), "
            f"keeps his own client list and takes his own bookings.\n3. The Renter holds his own public "
            f"liability and treatment risk insurance (min. £2m) and provides a copy each year.\n4. Backwash, "
            f"towels, electricity, water and Wi-Fi are included. Retail products are bought from the Salon "
            f"Owner at trade +10%.\n5. Either party may end this agreement with 4 weeks' written notice.\n"
            f"6. The Renter is responsible for his own tax and National Insurance.\n"
            f"Signed: A. Wróblewska        Signed: D. Murray")


def t_chair_invoice(r, dt):
    wk = dt - timedelta(days=dt.weekday())
    return (f"{SALON}\nINVOICE CR-{dt:%y%m}-{r.randint(1, 4)}\nTo: Daniel Murray (chair renter, station 2)\n"
            f"Date: {_d(dt)}\nChair rental, 4 weeks from {_d(wk - timedelta(days=28))}: 4 x £160.00 = £640.00\n"
            f"Retail products at trade +10%: {_m(r.uniform(20, 90))}\nPlease pay to Starling 60-83-71 / "
            f"40118273, reference MURRAY CHAIR.")


def t_chair_letter(r, dt):
    return (f"{SALON}\n{_d(dt)}\nDear Dan,\nAs we discussed, I'm writing to give you the 4 weeks' notice our "
            f"chair rental agreement asks for before a change in the weekly rent. From Monday 6 July 2026 the "
            f"rent for station 2 will be £175 per week (was £160). This covers the higher energy and water "
            f"costs and the new backwash and chair that go in during the refit in June.\nEverything else in "
            f"the agreement of 6 January 2025 stays the same. Please send me your renewed insurance "
            f"certificate when it arrives.\nThanks, and thanks for being flexible during the closure.\nAga")


def t_payslip(r, dt):
    rate = 12.71 if dt.year >= 2026 and dt.month >= 4 else 12.21
    hrs = r.choice([150, 156, 162])
    g = rate * hrs
    tax, ni, pen = max(0, (g - 1047.5) * 0.2), max(0, (g - 1048) * 0.08), (g - 520) * 0.05
    return (f"PAYSLIP - Studio Aga Hair (employer PAYE ref 961/SA48217)\nEmployee: Chloe Fraser   No: 002   "
            f"NI no: JT 22 58 91 B\nPay date: {_d(dt)}   Tax period: month {((dt.month - 4) % 12) + 1}   "
            f"Tax code: S1257L   NI cat: A\nBasic pay {hrs} hrs @ £{rate:.2f}: {_m(g)}\nTips (tronc): "
            f"{_m(r.uniform(30, 110))}\nIncome tax: -{_m(tax)}\nEmployee NI: -{_m(ni)}\nNEST pension 5%: "
            f"-{_m(pen)}\nNet pay: {_m(g - tax - ni - pen)}\nEmployer NI: {_m(max(0, (g - 417) * 0.15))}   "
            f"Employer pension 3%: {_m((g - 520) * 0.03)}")


def t_p60(r, dt):
    return (f"P60 End of Year Certificate - tax year to 5 April {dt.year}\nEmployee: Chloe Fraser  NI no JT 22 "
            f"58 91 B\nEmployer: Agnieszka Wroblewska t/a Studio Aga Hair, 112 Bruntsfield Place EH10 4ES\n"
            f"Employer PAYE reference: 961/SA48217\nPay in this employment: {_m(r.uniform(21000, 24000))}\n"
            f"Tax deducted: {_m(r.uniform(1900, 2600))}\nFinal tax code: S1257L\nEmployee NI contributions: "
            f"{_m(r.uniform(900, 1300))}\nKeep this certificate in a safe place.")


def t_payroll_x(r, dt):
    rows = ["Month;Gross;PAYE;Employee NI;Employer NI;NEST ee;NEST er;Net;Paid to HMRC"]
    for i in range(12):
        g = r.uniform(1880, 2080)
        rows.append(f"{(dt - timedelta(days=30 * (11 - i))):%b %Y};{g:.2f};{(g - 1047) * .2:.2f};"
                    f"{(g - 1048) * .08:.2f};{(g - 417) * .15:.2f};{(g - 520) * .05:.2f};{(g - 520) * .03:.2f};"
                    f"{g * .83:.2f};{r.choice(['yes', 'yes', 'due 22nd'])}")
    return "\n".join(rows)


def t_nest(r, dt):
    return (f"NEST - contribution schedule confirmation\nEmployer: Studio Aga Hair (A Wroblewska) employer ref "
            f"EMP00837261\nPay period: {dt:%B %Y}\nWorker: Chloe Fraser  Nest ID 4418203\nMember contribution "
            f"5%: {_m(r.uniform(65, 80))}\nEmployer contribution 3%: {_m(r.uniform(39, 48))}\nCollection by "
            f"direct debit on 22 {dt:%B %Y}. Your next re-enrolment date is 1 March 2027.")


def t_contract(r, dt):
    return ("STATEMENT OF MAIN TERMS OF EMPLOYMENT\nEmployer: Agnieszka Wróblewska t/a Studio Aga Hair, 112 "
            "Bruntsfield Place, Edinburgh EH10 4ES\nEmployee: Chloe Fraser, 31 Harrison Gardens, Edinburgh EH11 "
            "1SG\nJob title: Junior Stylist. Start date: 3 April 2023.\nHours: 37.5 per week, Tuesday to "
            "Saturday. Pay: National Living Wage plus 10% commission on retail sales, paid monthly on the last "
            "Friday.\nHolidays: 28 days including public holidays; the salon closes 25 December - 2 January.\n"
            "Probation: 3 months. Notice: 1 week during probation, then 4 weeks.\nTraining: the employer pays "
            "for one product/education day per year.\nPension: auto-enrolment with NEST.\nSigned by both "
            "parties.")


def t_holiday(r, dt):
    return ("Studio Aga Hair - staff handbook: holidays and sickness\nHoliday year runs 1 April - 31 March. "
            "28 days for full time (pro rata for part time), including the 8 Scottish public holidays we close "
            "on.\nRequest holidays at least 4 weeks ahead in the Fresha staff calendar; no more than one stylist "
            "off on a Saturday; no holidays in December.\nSickness: phone Aga before 8:30; clients must be moved "
            "the same morning. SSP from day 4.\nThe salon is closed for the refit 14-17 June 2026 - these days "
            "are paid and not taken from holiday.")


def t_vat_x(r, dt):
    rows = ["Month;Services;Chair rent;Retail;Month total;Rolling 12m;VAT threshold;Headroom"]
    tot = []
    for i in range(14):
        s, c, ret = r.uniform(5400, 6050), 640 + 16 * r.randint(0, 10), r.uniform(150, 420)
        tot.append(s + c + ret)
        roll = sum(tot[-12:])
        rows.append(f"{(dt - timedelta(days=30 * (13 - i))):%b %Y};{s:.0f};{c:.0f};{ret:.0f};{s + c + ret:.0f};"
                    f"{roll:.0f};90000;{90000 - roll:.0f}")
    return "\n".join(rows)


def t_vat_note(r, dt):
    return ("VAT - keep watching!!\nThreshold is £90,000 taxable turnover over ANY rolling 12 months (not the "
            "tax year). Check at the end of every month.\nChair rent from Dan counts as turnover. Tips don't.\n"
            "Last check: rolling 12m about £86,900 - headroom only ~£3k.\nIf I go over: must tell HMRC within "
            "30 days of the end of the month, registered from the 1st of the month after.\nOptions: flat rate "
            "scheme for hairdressers 13%? second stylist self-employed (chair rent) rather than more services "
            "through my books; close an extra week in summer (wedding anyway).\nAsk Fiona Hendry before the refit "
            "- new station = more turnover.")


def t_lease(r, dt):
    return ("LEASE - Shop premises, 112 Bruntsfield Place, Edinburgh EH10 4ES\nLandlord: Grange Estates "
            "(Edinburgh) Ltd, 9 Chalmers Crescent, Edinburgh EH9 1TW\nTenant: Agnieszka Wróblewska t/a Studio Aga "
            "Hair\nDate of entry: 1 October 2019. Term: 10 years to 30 September 2029, tenant break option at 30 "
            "September 2026 on 6 months' notice.\nRent: £14,400 per annum payable quarterly in advance; rent "
            "review on 1 October 2024 (upward only, open market).\nUse: hairdressing salon (Class 1A).\nRepairs: "
            "tenant responsible for interior, shopfront glass and fittings; landlord for roof and structure.\n"
            "Alterations: no alterations without the landlord's prior written consent.\nInsurance: landlord "
            "insures the building and recovers the premium from the tenant.")


def t_rent_inv(r, dt):
    return (f"Grange Estates (Edinburgh) Ltd\n9 Chalmers Crescent, Edinburgh EH9 1TW\nRENT DEMAND\nTenant: Studio "
            f"Aga Hair, 112 Bruntsfield Place EH10 4ES\nDate: {_d(dt)}\nQuarter rent in advance: £3,900.00 (rent "
            f"£15,600 p.a. from review 1 October 2024)\nBuilding insurance recharge: {_m(r.uniform(95, 130))}\n"
            f"Please pay within 14 days to Bank of Scotland 80-22-60 / 10448291 quoting GE-112B.")


def t_rates(r, dt):
    y = dt.year if dt.month >= 3 else dt.year - 1
    rv, pd = 11600, 0.498
    return (f"The City of Edinburgh Council - Non-Domestic Rates\nDEMAND NOTICE {y}/{(y + 1) % 100:02d}\n"
            f"Ratepayer: Agnieszka Wroblewska T/A Studio Aga Hair\nProperty: Shop, 112 Bruntsfield Place, "
            f"Edinburgh EH10 4ES   Property ref: 80/34/1127/6\nRateable value: £{rv:,}\nPoundage: {pd * 100:.1f}p\n"
            f"Gross rates: {_m(rv * pd)}\nLess Small Business Bonus Scheme relief (100%): -{_m(rv * pd)}\n"
            f"Amount payable 1 April {y} - 31 March {y + 1}: £0.00\nIf you occupy other business properties "
            f"in Scotland you must tell us within 28 days, as relief may change.")


def t_salon_ins(r, dt):
    return (f"SalonGuard Insurance - Policy Schedule\nPolicy number: SG-HB-{r.randint(100000, 999999)}\nInsured: "
            f"Agnieszka Wroblewska t/a Studio Aga Hair\nPremises: 112 Bruntsfield Place, Edinburgh EH10 4ES\n"
            f"Period: 1 March {dt.year} to 28 February {dt.year + 1}\nPublic & products liability: £5,000,000\n"
            f"Treatment risk (hairdressing, colour, chemical straightening): £5,000,000\nEmployers' liability: "
            f"£10,000,000 (1 employee)\nContents and stock: £25,000  Business interruption: £20,000 (12 months)\n"
            f"Condition: allergy alert (skin) test 48 hours before every colour service must be recorded.\n"
            f"Note: chair renters are NOT covered - they must hold their own insurance.\nAnnual premium incl. "
            f"IPT: {_m(r.uniform(590, 680))}")


def t_ins_eml(r, dt):
    return (f"From: renewals@salonguard.co.uk\nTo: hello@studioagahair.co.uk\nDate: {dt:%a, %d %b %Y} 09:12:44 "
            f"+0000\nSubject: Your SalonGuard renewal - action needed\n\nDear Agnieszka,\nYour hair salon policy "
            f"renews on 1 March. This year's premium is {_m(r.uniform(610, 680))}. Please confirm: number of "
            f"employees (1), chair renters (1), turnover band (£75k-£100k), and whether you plan any alterations "
            f"to the premises in the next 12 months.\nIf you are refitting, works must be notified before they "
            f"start.\nKind regards,\nRenewals team, SalonGuard")


def t_starling(r, dt):
    bal = r.uniform(3000, 9000)
    rows = []
    for i in range(12):
        d = dt - timedelta(days=28 - i * 2)
        k, lo, hi = r.choice([("SUMUP PAYOUT", 300, 1400), ("D MURRAY CHAIR", 160, 160),
                              ("CALEDONIAN SALON WHOLESALE", -600, -90), ("HMRC PAYE", -450, -300),
                              ("NEST", -130, -110), ("OCTOPUS ENERGY BUSINESS", -210, -140),
                              ("FRESHA SUBSCRIPTION", -45, -45), ("GRANGE ESTATES RENT", -4010, -3990)])
        v = r.uniform(lo, hi)
        bal += v
        rows.append(f"{d:%d/%m/%Y}  {k}  {v:+.2f}  {bal:.2f}")
    return (f"Starling Bank - Business account statement\nAGNIESZKA WROBLEWSKA T/A STUDIO AGA HAIR\nSort code "
            f"60-83-71  Account 40118273\nPeriod to {_d(dt)}\nDate  Description  Amount  Balance\n" + "\n".join(rows))


def t_takings_x(r, dt):
    rows = ["Date;Aga services;Chloe services;Retail;Tips;Card (SumUp);Cash;Total"]
    for i in range(6):
        a, c, ret = r.uniform(180, 520), r.uniform(60, 260), r.uniform(0, 70)
        card = (a + c + ret) * r.uniform(.85, .97)
        rows.append(f"{(dt - timedelta(days=5 - i)):%a %d/%m};{a:.2f};{c:.2f};{ret:.2f};{r.uniform(5, 40):.2f};"
                    f"{card:.2f};{a + c + ret - card:.2f};{a + c + ret:.2f}")
    return "\n".join(rows)


def t_sumup(r, dt):
    out = ["Transaction ID,Date,Time,Description,Card type,Amount,Fee,Payout date"]
    for i in range(18):
        s, p = r.choice(SERVICES)
        v = p + r.choice([0, 0, 5, 10])
        out.append(f"TX{r.randint(10 ** 9, 10 ** 10 - 1)},{(dt - timedelta(days=r.randint(0, 30))):%Y-%m-%d},"
                   f"{r.randint(9, 17)}:{r.randint(10, 59)},Studio Aga Hair - {s},{r.choice(['Visa', 'Mastercard', 'Amex'])}"
                   f",{v:.2f},{v * .0169:.2f},next day")
    return "\n".join(out)


def t_coshh(r, dt):
    return (f"COSHH risk assessment - Studio Aga Hair\nReviewed: {_d(dt)} by A. Wróblewska\nSubstance: hydrogen "
            "peroxide developers 3-12% - irritant; wear nitrile gloves, store below 25C away from light.\n"
            "Substance: oxidation tints containing PPD / PTD - skin sensitiser; allergy alert test 48h before, "
            "gloves for mixing, application and rinsing.\nSubstance: bleach powder (persulfates) - respiratory "
            "sensitiser; dust-free powder only, mix at the back by the extractor.\nSubstance: ammonia-free "
            "toners, Olaplex - low risk.\nStaff: Chloe Fraser told of dermatitis risk, hand-care routine, "
            "cotton liners. Skin checks monthly. Daniel Murray (chair renter) has his own assessment.")


def t_fire(r, dt):
    return (f"Fire Risk Assessment - 112 Bruntsfield Place (ground floor shop)\nResponsible person: Agnieszka "
            f"Wroblewska  Date: {_d(dt)}\nOccupants: up to 3 staff and 4 clients.\nHazards: hood dryer, straighteners, "
            f"tongs, aerosols, towels in dryer, electric heater in back room.\nControls: appliances off at the wall "
            f"at close, towels out of the tumble dryer before leaving, aerosols stored in metal cabinet.\nEscape: "
            f"front door and back door to lane - keep the back corridor clear of boxes (refit!).\nExtinguishers: "
            f"2kg CO2 and 6L foam, serviced annually. Smoke alarm tested weekly (Tuesday).\nNext review: 12 months "
            f"or after the refit.")


def t_pat(r, dt):
    its = ["Hood dryer Takara", "Hairdryer Parlux 385 x3", "Straightener GHD Platinum x2", "Tong Cloud Nine",
           "Kettle", "Tumble dryer Beko", "Till/laptop charger", "Clipper Wahl Magic (D. Murray)"]
    return (f"PORTABLE APPLIANCE TEST CERTIFICATE\nAJ Cowan Electrical, 14 Stenhouse Mill Lane, Edinburgh EH11 3LR\n"
            f"Site: Studio Aga Hair, 112 Bruntsfield Place\nDate of test: {_d(dt)}\n" +
            "\n".join(f"{i + 1}. {x} - PASS" for i, x in enumerate(its)) + "\nNext test due in 12 months.\n"
            "Tester: Andrew Cowan")


def t_prices(r, dt):
    return ("Studio Aga Hair - price list 2026\nWomen's cut & blow-dry £48 (Aga) / £38 (Chloe)\nBlow-dry £30\n"
            "Full head colour £85   Root tint £62   Toner & gloss £35\nHalf head foils £95   Full head foils £125\n"
            "Balayage from £140   Colour correction - consultation first, from £180\nOlaplex add-on £30\n"
            "Bridal trial £70, wedding morning from £90\nAll colour clients need an allergy alert test 48 hours "
            "before. Late cancellations (under 24h) are charged 50%.\nPolish spoken / Mówimy po polsku")


def t_insta(r, dt):
    return ("# Instagram plan - @studioagahair\n\n## June\n- before/after balayage (Eilidh, copper melt)\n- Reel: "
            "'refit week' behind the scenes 14-17 June, new station reveal\n- Meet Chloe post\n- Olaplex "
            "explainer carousel\n\n## Hashtags\n#edinburghhair #bruntsfield #edinburghhairdresser #balayageedinburgh "
            "#copperhair\n\n## Rules\n- ask every client before posting (consent form in Fresha)\n- post Tue/Thu/Sat "
            "7pm\n- no filters on colour photos\n")


def t_patch(r, dt):
    return ("Allergy alert test record - Studio Aga Hair\nClient name: ____________  Date of test: ______  Product: "
            "Koleston Perfect / Illumina / Shades EQ\nQuestions: previous reaction to hair dye? black henna tattoo? "
            "skin conditions? medication?\nResult after 48 hours: no reaction / reaction (do NOT colour)\nClient "
            "signature: ______  Stylist: Aga / Chloe\nKeep for 6 years (insurance condition, SalonGuard).")


# --------------------------------------------------------------------------- Salon refit (Projects)


def t_quote_forth(r, dt):
    its = [("Strip out existing reception and station 2 area", 620), ("New styling station 2: mirror unit, "
           "shelving and footrest", 1450), ("Relocate backwash basin, new plumbing and tempering valve", 1280),
           ("LVT flooring, 38 m2, herringbone oak", 2090), ("Reception desk rebuild in ash veneer", 1640),
           ("Making good and decoration, Farrow & Ball colours to client choice", 980),
           ("Skip, protection and cleaning", 680)]
    tot = sum(v for _, v in its)
    return ("Forth Shopfitting & Joinery Ltd\nUnit 7, Sighthill Industrial Estate, Edinburgh EH11 4EB\nQUOTATION "
            f"Q-2611\nDate: {_d(dt)}\nClient: Aga Wroblewska, Studio Aga Hair, 112 Bruntsfield Place\nProject: salon "
            "refit and second styling station\n" + "\n".join(f"{a}: {_m(v)}" for a, v in its) +
            f"\nTotal: {_m(tot)} + VAT {_m(tot * .2)} = {_m(tot * 1.2)}\nProgramme: 4 working days, proposed 14-17 "
            "June 2026. Deposit 30% to book the dates, balance on completion.\nElectrical work by others. Quote "
            "valid 60 days. Gary Lennie, director")


def t_quote_loth(r, dt):
    return ("Lothian Interiors & Shopfitting\n3 Bonnington Road Lane, Edinburgh EH6 5BJ\nEstimate E-0934\n"
            f"Date: {_d(dt)}\nFor: Studio Aga Hair, 112 Bruntsfield Place\nRefit of salon floor to fit a second "
            "hairdressing station, move the backwash to rear wall, new floor, new reception counter.\nJoinery "
            "£4,380  Plumbing £1,650  Flooring £2,400  Decoration £1,120  Waste/prelims £700\nTotal £10,250.00 "
            "excl. VAT. Earliest start: August 2026 (6 working days).\nPrices held for 30 days.")


def t_electric(r, dt):
    return ("AJ Cowan Electrical - NICEIC approved contractor\n14 Stenhouse Mill Lane, Edinburgh EH11 3LR\nQuote "
            f"no. 2026-118   {_d(dt)}\nSite: Studio Aga Hair, 112 Bruntsfield Place\n4 x double sockets at new "
            "station 2 and reception: £420\nLED track lighting over stations, 2 circuits: £560\nDedicated radial "
            "for new hood dryer: £240\nEICR of whole installation after works: £160\nTotal: £1,380 + VAT\nWorks "
            "to be done alongside Forth Shopfitting, 15-16 June.")


def t_chairs(r, dt):
    return ("Salon Furniture Direct - order confirmation\nOrder SFD-55821   "
            f"{_d(dt)}\nDeliver to: Studio Aga Hair, 112 Bruntsfield Place, Edinburgh EH10 4ES\n2 x Aria hydraulic "
            "styling chair, black faux leather @ £329.00 = £658.00\n1 x Lisbon backwash unit with tilting ceramic "
            "basin @ £895.00\n1 x styling trolley 5 drawer @ £69.00\nDelivery (pallet, kerbside): £45.00\nTotal "
            "incl. VAT: £1,667.00\nEstimated delivery: 10 June 2026. Please make sure someone is on site.")


def t_consent(r, dt):
    return (f"Grange Estates (Edinburgh) Ltd\n9 Chalmers Crescent, Edinburgh EH9 1TW\n{_d(dt)}\nMs A. Wroblewska, "
            "Studio Aga Hair, 112 Bruntsfield Place\nDear Ms Wroblewska,\nLicence for alterations - 112 "
            "Bruntsfield Place\nFurther to your letter and the drawings from Forth Shopfitting (Q-2611), we consent "
            "to the proposed works: a second styling station, relocation of the backwash basin, new floor "
            "finishes and reception counter, subject to: (a) all works by qualified contractors with public "
            "liability cover; (b) no changes to the structure or the shopfront; (c) an electrical certificate "
            "copied to us on completion; (d) reinstatement at the end of the lease if we request it.\nYours "
            "sincerely,\nMargaret Hislop, Property Manager")


def t_refit_x(r, dt):
    return ("Item;Supplier;Quote;Deposit paid;Balance;Status\nJoinery, plumbing, floor;Forth Shopfitting;"
            "10488.00;3146.40;7341.60;booked 14-17 June\nElectrics;AJ Cowan;1656.00;0;1656.00;accepted\n"
            "Chairs + backwash;Salon Furniture Direct;1667.00;1667.00;0;delivery 10 June\nHood dryer;Takara "
            "(second hand);450.00;0;450.00;viewing Sat\nSignage/vinyl;Print Shack;180.00;0;180.00;quote\n"
            "Contingency 10%;;1400.00;;;\nTOTAL;;15841.00;4813.40;;\nFunding: savings 6000 + DSL loan 10000")


def t_refit_plan(r, dt):
    return ("# Refit 2026 - plan\n\nGoal: second proper station (Dan now on a temporary chair), backwash moved, "
            "new floor, more space at reception.\n\n- [x] quotes: Forth (accepted), Lothian Interiors (too late "
            "and dearer)\n- [x] landlord consent - Grange Estates letter received\n- [x] chairs ordered SFD-55821\n"
            "- [ ] tell SalonGuard before works start\n- [ ] move all bookings 14-17 June (Fresha - block days)\n- "
            "[ ] Dan works from Cut Above on Morningside Rd those days\n- [ ] EICR copy to landlord\n- [ ] photos "
            "for Instagram reveal\n\nBudget: ~£15.8k incl. contingency. Loan decision expected 5 June.\n")


def t_refit_eml(r, dt):
    return (f"From: Gary Lennie <gary@forthshopfitting.co.uk>\nTo: hello@studioagahair.co.uk\nDate: {dt:%a, %d %b %Y}"
            " 16:40:02 +0100\nSubject: Re: Refit 112 Bruntsfield Place - dates\n\nHi Aga,\nThanks for the deposit "
            "(£3,146.40) - 14 to 17 June is now booked in. We'll start the strip-out at 8am on the Sunday so we "
            "don't disturb the neighbours too much. Can you have the stock and towels cleared out of the back "
            "room by Saturday night? Andrew Cowan will come Monday/Tuesday for the sockets and track.\nThe "
            "herringbone LVT is ordered, colour 'Warm Oak'.\nCheers,\nGary")


def t_refit_txt(r, dt):
    return ("refit todo\n- ring SalonGuard re works 14-17 june (policy SG-HB) !!!\n- backwash: cold + hot feed, "
            "Gary says tempering valve needed\n- socket heights at station 2 - 1100mm\n- Chloe clients sat 13 - "
            "fine, tues 16 - move to fri 19\n- Dan: 2 weeks rent free? no - 1 week half rent\n- hood dryer second "
            "hand Gumtree £450 - check PAT\n- paint: Farrow & Ball 'Setting Plaster' walls, 'Off-Black' station\n"
            "- DSL loan - send 3 months Starling statements + cashflow\n")


def t_loan(r, dt):
    return ("DSL Business Finance - Start-up & Growth Loan application\nApplicant: Agnieszka Wroblewska, sole "
            "trader, Studio Aga Hair, trading since October 2019\nAmount requested: £10,000 over 48 months\n"
            "Purpose: refit of salon to create a second styling station and move backwash (quotes attached: Forth "
            "Shopfitting Q-2611, AJ Cowan 2026-118, Salon Furniture Direct SFD-55821)\nTurnover last 12 months: "
            "£86,900. Net profit 2024-25: £38,412.\nExpected effect: second station rented to Daniel Murray "
            "full-time (+£175/week) and Chloe moving to full column.\nDecision expected within 10 working days.")


# --------------------------------------------------------------------------- Colour course (Projects) / barbering (Archive)

ACAD = "Lothian Academy of Hairdressing, 22 Torphichen Street, Edinburgh EH3 8JB"


def t_enrol(r, dt):
    return (f"{ACAD}\nENROLMENT CONFIRMATION\nStudent: Agnieszka Wroblewska  Student no. LAH-25-0417\nCourse: "
            "Advanced Colour Specialist Diploma (SCQF level 7)\nStudy days: 10 Mondays, October 2025 - September "
            "2026, 9:30-16:30\nFinal assessment: practical 5 October 2026, written theory exam 6 October 2026\nFee: "
            "£1,950 payable in 6 instalments of £325\nYou will need: your own colour kit, 3 live models over the "
            "year (one colour correction), a portfolio of 6 case studies.\nWelcome aboard!")


def t_exam(r, dt):
    return (f"{ACAD}\nADVANCED COLOUR SPECIALIST DIPLOMA - FINAL ASSESSMENT TIMETABLE 2026\nCandidate: A. "
            "Wroblewska (LAH-25-0417)\nMonday 5 October 2026, 9:00 - practical: full head foils with toner on a "
            "live model, then colour correction consultation (45 min) with the examiner\nTuesday 6 October 2026, "
            "10:00 - written theory paper, 2 hours: colour theory, chemistry of lightening, underlying pigment, "
            "health & safety, consultation\nPortfolio deadline: 14 September 2026\nResits: January 2027.")


def t_course_notes(r, dt):
    return ("# Module 4 - lightening and neutralising\n\nUnderlying pigment by level:\n- 4-5 red\n- 6 red-orange\n"
            "- 7 orange\n- 8 yellow-orange\n- 9 yellow\n- 10 pale yellow\n\nNeutralise: orange -> blue (/1), "
            "yellow -> violet (/6), red -> green (/2 ash-green)\n\nLift with high-lift tint max 4 levels from "
            "natural, never on previously tinted hair.\nBond builder in the bleach: Olaplex No.1 - 3.75ml per 30g "
            "powder. Always strand test on box dye.\n\nExam: know the 'rule of 3' in colour correction: "
            "pre-pigment 2 levels at a time.\n")


def t_case(r, dt):
    return ("Case study 3 - colour correction\nModel: Sarah T., 34. Natural level 6, 30% grey. Previous: home box "
            "dye 4/0 for 2 years, mid-lengths and ends banded.\nGoal: level 8 soft beige blonde.\nConsultation: "
            "allergy alert test 48h before - negative. Strand test: lifts to 7 orange with Blondor 6% + Olaplex.\n"
            "Service: colour remover on bands, Blondor 6% foils, Shades EQ 09V + 09P toner 20 min, Olaplex No.2.\n"
            "Result: level 7/8, slight warmth at crown - second session booked in 6 weeks.\nReflection: should "
            "have pre-softened regrowth; timing 4h15.\nTutor comments: ____")


def t_course_rcpt(r, dt):
    return (f"{ACAD}\nRECEIPT R-{r.randint(3000, 3999)}\nReceived from: Agnieszka Wroblewska\nDate: {_d(dt)}\n"
            f"Advanced Colour Specialist Diploma 2025-26 - instalment {r.randint(3, 6)} of 6: £325.00\nPaid by card "
            "ending 4471. Balance remaining shown on your student portal.")


def t_course_eml(r, dt):
    return (f"From: Education Team <courses@lothianhairacademy.co.uk>\nTo: aga.wroblewska@gmail.com\nDate: "
            f"{dt:%a, %d %b %Y} 11:05:31 +0100\nSubject: Final assessment October - model requirements\n\nDear "
            "Agnieszka,\nPlease confirm your model for the practical on Monday 5 October by 1 September. The model "
            "must have at least 4 inches of hair, be level 5 or above and must not have had colour in the last 8 "
            "weeks. We will do their allergy alert test on 3 October.\nPortfolio (6 case studies) by 14 "
            "September.\nBest wishes,\nRuth Gillies, Course Leader")


def t_formulas(r, dt):
    return ("formulas revise!!\n7/1 + 8/69 1:1 6% = cool beige? NO - 8/69 too violet, check swatch\nred -> green,"
            " orange -> blue, yellow -> violet\ngrey coverage: 50% natural base + 50% fashion shade, 6% 30 min\n"
            "pre-pigment before going darker over bleached: 1 level warmer, no developer (or 1.9%)\nhigh lift 12/0"
            " 12% 1:2 45 min - natural hair only\nmock exam was 71% - weak on chemistry of ammonia/MEA, pH!\n")


def t_mock(r, dt):
    return (f"{ACAD}\nMock theory paper - results\nCandidate LAH-25-0417 A. Wroblewska\nColour theory 18/20\n"
            f"Chemistry of colour and lightening 11/20\nUnderlying pigment and neutralising 17/20\nConsultation and "
            f"law 14/20\nHealth and safety 11/20\nTotal 71/100 - PASS (pass mark 60). Recommended: revise "
            f"oxidation, pH scale and COSHH before October.")


def t_barber_cert(r, dt):
    return ("CAPITAL BARBER ACADEMY\n58 Dalry Road, Edinburgh EH11 2AY\nCERTIFICATE OF COMPLETION\nThis is to "
            "certify that AGNIESZKA WROBLEWSKA has completed the course Barbering Fundamentals (12 weeks, 96 "
            "hours) including clipper cutting, skin fades, scissor over comb, beard shaping and hot towel shave,"
            "\nand passed the practical assessment on 24 June 2022.\nSigned: Ross McKenzie, Head Educator")


def t_barber_inv(r, dt):
    return ("Capital Barber Academy - invoice CBA-2022-113\nDate: 14 March 2022\nStudent: Agnieszka Wroblewska\n"
            "Barbering Fundamentals, evenings, 29 March - 21 June 2022: £1,150.00\nWahl starter kit: £189.00\n"
            "Total: £1,339.00 - paid in full, thank you.")


def t_barber_notes(r, dt):
    return ("barbering wk 6 notes\nskin fade: 0 -> 0.5 -> 1 -> 1.5, flick out, never push in\nguard lines: "
            "work with the head shape, occipital bone as guide\nbeard: neckline 2 fingers above Adam's apple\nRoss: "
            "practise on dummy head 3x week. Assessment 24 June.\n")


# --------------------------------------------------------------------------- Wedding (Projects)


def t_venue(r, dt):
    return ("UMOWA NR 44/2026 na organizację przyjęcia weselnego\nzawarta w dniu 18.10.2025 w Gdańsku pomiędzy Dwór "
            "Pod Lipami Sp. z o.o., ul. Polanki 61, 80-308 Gdańsk a Panią Agnieszką Wróblewską i Panem Callumem "
            "Reidem.\n§1 Termin przyjęcia: 22 sierpnia 2026, od godz. 16:00 do 4:00. Ceremonia cywilna w ogrodzie "
            "o 15:00.\n§2 Liczba gości: 70-75 osób. Menu 'Bałtyk' 360 zł/os., dzieci do lat 10 - 50%.\n§3 Zadatek: "
            "8 000 zł płatny do 31.10.2025 (wpłacono). Druga rata 40% do 22.06.2026, reszta 7 dni po przyjęciu.\n"
            "§4 Ostateczną liczbę gości podaje się 14 dni przed przyjęciem.\n§5 Pokoje dla gości: 12 pokoi w "
            "cenie 420 zł/noc.\nPodpisy stron.")


def t_usc(r, dt):
    return ("Urząd Stanu Cywilnego w Gdańsku\nul. Nowe Ogrody 8/12, 80-803 Gdańsk\nDotyczy: zawarcie małżeństwa "
            "poza urzędem - 22.08.2026, Dwór Pod Lipami\nSzanowna Pani,\nw związku z planowanym zawarciem "
            "małżeństwa z obywatelem Wielkiej Brytanii (Callum Reid) prosimy o złożenie: zapewnienia o braku "
            "okoliczności wyłączających zawarcie małżeństwa (oboje narzeczeni osobiście), dokumentu "
            "potwierdzającego zdolność prawną cudzoziemca do zawarcia małżeństwa (Certificate of No Impediment) "
            "z apostille i tłumaczeniem przysięgłym, odpisu aktu urodzenia. Opłata skarbowa 84 zł oraz 1000 zł "
            "za ślub poza urzędem. Tłumacz na ceremonii wymagany. Zapewnienie jest ważne 6 miesięcy.")


def t_usc_form(r, dt):
    return ("ZAPEWNIENIE o braku okoliczności wyłączających zawarcie małżeństwa\nKierownik USC w Gdańsku\nMy, "
            "niżej podpisani: Agnieszka Wróblewska, ur. 14.02.1990 w Gdańsku, PESEL 90021407428, obywatelstwo "
            "polskie, stan cywilny: panna; Callum James Reid, ur. 03.09.1987 w Dunfermline, obywatelstwo "
            "brytyjskie, stan cywilny: kawaler;\nzapewniamy, że nie wiemy o istnieniu okoliczności wyłączających "
            "zawarcie przez nas małżeństwa.\nNazwisko po zawarciu małżeństwa: żona - Wróblewska-Reid, mąż - Reid."
            "\nDzieci nosić będą nazwisko: Reid.\nPlanowany termin: 22.08.2026, poza urzędem.")


def t_cni(r, dt):
    return (f"From: Lothian Chambers Registration Office <registrars@edinburgh.gov.uk>\nTo: callum.reid87@gmail.com\n"
            f"Cc: aga.wroblewska@gmail.com\nDate: {dt:%a, %d %b %Y} 14:20:11 +0100\nSubject: Certificate of No "
            "Impediment - marriage in Poland\n\nDear Mr Reid,\nWe have received your notice of intention to marry "
            "abroad (partner: Agnieszka Wroblewska, marriage in Gdansk, Poland, 22 August 2026). Your notice will be "
            "displayed for 14 days, after which the Certificate of No Impediment can be issued by National Records "
            "of Scotland (fee £30). You will then need an apostille from the FCDO and a sworn Polish translation "
            "for the Urzad Stanu Cywilnego.\nKind regards,\nRegistration Team, 249 High Street, Edinburgh EH1 1YJ")


def t_translation(r, dt):
    return ("Biuro Tłumaczeń Przysięgłych LINGUA-GDA, mgr Ewa Kaczmarek, tłumacz przysięgły języka angielskiego\n"
            "ul. Grunwaldzka 82, 80-244 Gdańsk\nWycena nr 2026/057\nZleceniodawca: Agnieszka Wróblewska\n"
            "Tłumaczenie przysięgłe z j. angielskiego: Certificate of No Impediment + apostille (2 strony "
            "rozliczeniowe) - 160 zł; odpis aktu urodzenia Callum Reid (Scotland) - 80 zł.\nTłumacz obecny na "
            "ceremonii ślubnej 22.08.2026 (Dwór Pod Lipami), 1 godz. + dojazd - 600 zł.\nRazem: 840 zł brutto.")


def t_guests(r, dt):
    rows = ["Name;Side;Country;RSVP;Hotel;Dietary;Notes"]
    pl = ["Halina Wróblewska", "Marek Wróblewski", "Ola i Piotr Zając", "ciocia Basia", "Kasia Nowicka",
          "Monika Lis + 1", "Tomek Wróblewski", "babcia Irena"]
    sc = ["Moira & Iain Reid", "Jamie Reid", "Stuart Reid + Lisa", "Chloe Fraser", "Dan Murray + 1",
          "Ally & Fran Kerr", "Gran Reid", "Sandy McLeod"]
    for n in pl + sc:
        rows.append(f"{n};{'Aga' if n in pl else 'Callum'};{'PL' if n in pl else 'UK'};"
                    f"{r.choice(['yes', 'yes', 'yes', 'maybe', 'no'])};{'Dwór' if n in sc else '-'};"
                    f"{r.choice(['-', '-', 'veg', 'gluten free'])};{r.choice(['', '', 'flights booked', 'needs airport pickup'])}")
    return "\n".join(rows)


def t_wbudget(r, dt):
    return ("Pozycja;Dostawca;Kwota PLN;Zapłacone;Zostało\nSala + menu 72 os.;Dwór Pod Lipami;25920;8000;17920\n"
            "Pokoje gości;Dwór Pod Lipami;5040;0;5040\nUSC ślub w plenerze + opłata;USC Gdańsk;1084;84;1000\n"
            "Tłumacz;LINGUA-GDA;840;0;840\nFotograf;Kasia Nowak Fotografia;6500;1500;5000\nZespół;Bursztyn;7000;"
            "1000;6000\nKwiaty;Pracownia Kwiatowa Oliwa;3200;0;3200\nTort;Cukiernia Sowa;1100;0;1100\nSuknia;"
            "Salon Madonna;5400;2000;3400\nKilt hire (GBP 4x);Kinloch Kilt Hire;2150;0;2150\nObrączki;Hamilton "
            "Goldsmiths;3900;3900;0\nRAZEM;;62134;16484;45650")


def t_photog(r, dt):
    return ("UMOWA o świadczenie usług fotograficznych nr 17/2026\nKasia Nowak Fotografia, ul. Jaśkowa Dolina 15/2, "
            "80-252 Gdańsk, NIP 584-271-90-33\nKlienci: Agnieszka Wróblewska i Callum Reid\nData: 22.08.2026, "
            "Dwór Pod Lipami, Gdańsk Oliwa. Pakiet 'Cały dzień': przygotowania od 11:00, ceremonia 15:00, wesele "
            "do oczepin, sesja plenerowa w Sopocie (molo) 23.08.2026.\nCena: 6 500 zł, zadatek 1 500 zł "
            "(zapłacony), reszta do 15.08.2026.\nGaleria online min. 500 zdjęć w ciągu 8 tygodni.\nPodpisy.")


def t_florist(r, dt):
    return ("Pracownia Kwiatowa Oliwa - oferta dla Pani Agnieszki\nŚlub 22.08.2026, Dwór Pod Lipami\nBukiet "
            "panny młodej: piwonie, eustoma, eukaliptus, wrzos (szkocki akcent!) - 450 zł\nButonierki x6 - 240 zł"
            "\nDekoracja łuku ceremonii - 1 200 zł\nStoły 9 x kompozycje niskie - 1 310 zł\nRazem: 3 200 zł.\n"
            "Zaliczka 30% przy potwierdzeniu.")


def t_band(r, dt):
    return ("Zespół muzyczny BURSZTYN - potwierdzenie rezerwacji\nTermin: 22.08.2026, Gdańsk Oliwa, Dwór Pod "
            "Lipami, 18:00-4:00\nRepertuar: polski i angielski, pierwszy taniec 'Perfect' Ed Sheeran, oczepiny "
            "dwujęzyczne, na prośbę Pana Młodego - dudziarz (bagpiper) przy wejściu, 20 min (dodatkowo 800 zł)\n"
            "Cena: 7 000 zł, zadatek 1 000 zł wpłacony 05.01.2026.")


def t_guest_eml(r, dt):
    return (f"From: Aga Wroblewska <aga.wroblewska@gmail.com>\nTo: reid-family@googlegroups.com\nDate: {dt:%a, %d %b %Y}"
            " 21:13:09 +0100\nSubject: Gdansk 22 August - travel info for our Scottish guests!\n\nHi everyone,"
            "\nHere's what you need for the wedding:\n- Flights: Ryanair Edinburgh-Gdansk on Thursday 20 Aug (FR "
            "2361) or Friday 21 Aug; back Monday 24 Aug.\n- Hotel: we've held 12 rooms at Dwor Pod Lipami, 420 zl "
            "(about £85) a night incl. breakfast - tell me by 30 June.\n- Ceremony 3pm in the garden, in Polish "
            "with a translator, then dinner and dancing till 4am (Polish weddings are long!).\n- Sunday: "
            "poprawiny (the day-after party) at my mum's allotment.\nLove, Aga & Callum")


def t_kilt(r, dt):
    return (f"Kinloch Kilt Hire\n41 Leith Walk, Edinburgh EH6 8LS\nHire booking KH-{r.randint(2000, 2999)}\nCustomer: "
            "Callum Reid\nEvent: wedding, Gdansk, 22 August 2026 (overseas hire - collect Tues 18 Aug, return "
            "Wed 26 Aug)\n4 x Prince Charlie outfits, tartan: Reid (groom) and Hunting Stewart (3 ushers)\nFitting "
            "appointments: 11 July 2026\nPrice: 4 x £119 = £476 + overseas surcharge £60\nDeposit paid: £100")


def t_numbers(r, dt):
    return ("wedding numbers\nDwór - Pani Marzena 58 341 22 90, 2nd payment 40% by 22 June!!\nKasia Nowak foto "
            "601 448 213\nBursztyn - Rafał 504 112 887 (dudziarz +800)\nkwiaty Oliwa - send Pinterest board\ntort "
            "Sowa - tasting 21 Aug?\nLINGUA tłumacz Ewa 58 520 17 44 - send CNI scan when it comes\nKinloch kilts - "
            "fitting 11 July\nmy hair trial - Chloe, Tue 28 July after close\n")


def t_rsvp(r, dt):
    out = ["Timestamp,Name,Attending,Guests,Dietary requirements,Song request,Message"]
    for n in ["Moira Reid", "Jamie Reid", "Ola Zając", "Chloe Fraser", "Dan Murray", "Monika Lis", "Sandy McLeod",
              "Fran Kerr", "Kasia Nowicka"]:
        out.append(f"{(dt - timedelta(days=r.randint(0, 20))):%Y/%m/%d %H:%M},{n},{r.choice(['Yes', 'Yes', 'No'])},"
                   f"{r.randint(1, 2)},{r.choice(['', 'vegetarian', 'no pork'])},{r.choice(['', 'Mr Brightside', '500 Miles'])},"
                   f"{r.choice(['Cannot wait for Gdansk!', 'Wszystkiego najlepszego!', ''])}")
    return "\n".join(out)


def t_ryanair(r, dt):
    return (f"Ryanair - booking confirmation\nReservation number: {r.choice(['K', 'P', 'Q'])}{r.randint(10000, 99999)}"
            "X\nPassengers: MS AGNIESZKA WROBLEWSKA, MR CALLUM REID\nOutbound: Tue 18 Aug 2026 FR 2361 Edinburgh "
            "(EDI) 06:25 - Gdansk (GDN) 09:55\nReturn: Mon 31 Aug 2026 FR 2362 Gdansk 10:20 - Edinburgh 11:55\n"
            "Extras: 2 x 20kg checked bag, priority boarding, 1 x large musical instrument/garment bag (wedding "
            "dress)\nTotal paid: £412.96")


def t_wise_venue(r, dt):
    return ("Wise - transfer receipt\nTransfer #1187734552\nYou sent: 1,582.11 GBP\nFee: 6.43 GBP\nExchange rate: "
            "1 GBP = 5.0771 PLN\nRecipient got: 8,000.00 PLN\nRecipient: Dwór Pod Lipami Sp. z o.o., PL 61 1090 "
            "1098 0000 0001 4411 2207\nReference: ZADATEK UMOWA 44/2026 WROBLEWSKA REID\nSent: 28 October 2025")


# --------------------------------------------------------------------------- Gdańsk flat (Areas)


def t_umowa(r, dt):
    return ("UMOWA NAJMU OKAZJONALNEGO LOKALU MIESZKALNEGO\nzawarta 20.08.2024 w Gdańsku pomiędzy: Agnieszką "
            "Wróblewską (Wynajmujący), zam. w Edynburgu, reprezentowaną przez pełnomocnika Halinę Wróblewską, "
            "a Pawłem Kamińskim i Joanną Kamińską (Najemcy).\n§1 Przedmiot najmu: lokal mieszkalny nr 4 przy ul. "
            "Wajdeloty 9, 80-437 Gdańsk, 2 pokoje, 48,6 m2, KW GD1G/00088231/5.\n§2 Okres: od 01.09.2024 do "
            "31.08.2026 (najem okazjonalny, zgłoszony do US).\n§3 Czynsz: 3 200 zł miesięcznie do 10. dnia "
            "miesiąca na rachunek PKO BP 48 1020 1811 0000 0402 1187 6631 + opłaty wg liczników.\n§4 Kaucja: 6 400 "
            "zł.\n§5 Najemcy złożyli oświadczenie w formie aktu notarialnego o poddaniu się egzekucji i wskazali "
            "lokal zastępczy.")


def t_aneks(r, dt):
    return ("ANEKS NR 1 do umowy najmu okazjonalnego z dnia 20.08.2024\nStrony: Agnieszka Wróblewska oraz Paweł "
            "Kamiński i Joanna Kamińska\nLokal: ul. Wajdeloty 9/4, Gdańsk\n1. Od 01.09.2025 czynsz wynosi 3 350 zł "
            "miesięcznie.\n2. Wynajmujący wymieni pralkę na własny koszt (wykonano 12.09.2025).\n3. Pozostałe "
            "postanowienia bez zmian.\nGdańsk, 25.07.2025")


def t_protokol(r, dt):
    return ("PROTOKÓŁ ZDAWCZO-ODBIORCZY\nLokal: Gdańsk, ul. Wajdeloty 9/4\nData: 01.09.2024\nStan liczników: prąd "
            "28 411 kWh, woda zimna 412,3 m3, woda ciepła 187,9 m3, gaz 5 902 m3\nKlucze: 3 komplety + pilot "
            "do bramy\nWyposażenie: lodówka Bosch, pralka Amica (do wymiany), kanapa szara, 2 łóżka, szafa "
            "przesuwna, stół + 4 krzesła\nUwagi: rysa na parkiecie w pokoju 2, okno balkonowe - nieszczelne\n"
            "Przekazała: Halina Wróblewska (pełnomocnik)   Odebrali: P. Kamiński, J. Kamińska")


def t_pit28(r, dt, year=2025):
    rent = 3200 * 8 + 3350 * 4 if year == 2025 else 3200 * 4
    return (f"PIT-28 - ZEZNANIE O WYSOKOŚCI PRZYCHODU OSIĄGNIĘTEGO W ROKU {year}\n(ryczałt od przychodów "
            "ewidencjonowanych - najem prywatny)\nUrząd skarbowy: Pierwszy Urząd Skarbowy w Gdańsku\nPodatnik: "
            "WRÓBLEWSKA AGNIESZKA, PESEL 90021407428, adres zamieszkania: Wielka Brytania, Edinburgh\n"
            f"Przychody z najmu (lokal Wajdeloty 9/4): {_zl(rent)}\nStawka 8,5%\nRyczałt należny: {_zl(rent * .085)}"
            f"\nZapłacone zaliczki: {_zl(rent * .085)}\nDo zapłaty: 0,00 zł\nZłożono przez e-Urząd Skarbowy, "
            f"UPO nr {r.randint(10 ** 11, 10 ** 12)}")


def t_ledger(r, dt):
    rows = ["Miesiąc;Czynsz;Wpłata;Data;Ryczałt 8,5%;Zapłacono US;Uwagi"]
    for i in range(12):
        m = dt - timedelta(days=30 * (11 - i))
        c = 3350 if (m.year, m.month) >= (2025, 9) else 3200
        rows.append(f"{m:%m.%Y};{c};{c};{r.randint(2, 10):02d}.{m:%m};{c * .085:.0f};tak;"
                    f"{r.choice(['', '', 'woda dopłata', 'pralka'])}")
    return "\n".join(rows)


def t_wspolnota(r, dt):
    return (f"Wspólnota Mieszkaniowa 'Wajdeloty 9', zarządca: Admin-Wrzeszcz Sp. z o.o.\nROZLICZENIE za rok "
            f"{dt.year - 1}\nLokal nr 4, właściciel: Agnieszka Wróblewska, udział 0,0412\nZaliczki na koszty "
            f"zarządu: {_zl(r.uniform(2400, 2800))}\nFundusz remontowy: {_zl(r.uniform(1100, 1300))}\nWoda i "
            f"ścieki: niedopłata {_zl(r.uniform(80, 260))}\nTermin zapłaty niedopłaty: 30 dni. Od 01.04.{dt.year} "
            "nowa zaliczka łącznie 612,40 zł/mies. (uchwała nr 3/2026 - remont dachu).")


def t_hydraulik(r, dt):
    return (f"FAKTURA nr FV/{r.randint(10, 99)}/{dt:%m/%Y}\nUsługi Hydrauliczne Jan Cybulski, ul. Kartuska 120, "
            f"80-138 Gdańsk, NIP 583-102-44-81\nNabywca: Agnieszka Wróblewska, {PLFLAT}\nData: {_pld(dt)}\nWymiana "
            "syfonu i baterii kuchennej, udrożnienie odpływu - 1 szt. 380,00 zł\nMateriały - 210,00 zł\nRazem "
            "brutto: 590,00 zł. Zapłacono gotówką (p. Halina Wróblewska).")


def t_mama(r, dt):
    return (f"From: Halina Wróblewska <halina.wroblewska58@wp.pl>\nTo: aga.wroblewska@gmail.com\nDate: {dt:%a, %d %b %Y}"
            " 19:02:40 +0200\nSubject: Mieszkanie - Kamińscy\n\nAgusiu,\nbyłam dziś na Wajdeloty. Pani Joanna"
            " mówi, że umowa kończy się 31 sierpnia i chcieliby zostać jeszcze rok - pytają czy czynsz zostanie "
            "taki sam. Trzeba zrobić nowy akt notarialny do najmu okazjonalnego. Liczniki spisałam: prąd 31 "
            "820, woda zimna 498,1. Kapie kran w łazience - zadzwonię do pana Cybulskiego.\nWspólnota przysłała "
            "uchwałę o remoncie dachu, zaliczka idzie w górę.\nCałuję, mama")


def t_akt(r, dt):
    return ("Repertorium A nr 5512/2017\nAKT NOTARIALNY\nDnia 14 czerwca 2017 roku przed notariuszem Anną "
            "Szulc w Kancelarii Notarialnej w Gdańsku, ul. Długa 44, stawili się: ... sprzedający oraz Agnieszka "
            "Wróblewska, PESEL 90021407428.\nUMOWA SPRZEDAŻY: lokal mieszkalny nr 4 w budynku przy ul. "
            "Wajdeloty 9 w Gdańsku, pow. 48,6 m2, wraz z udziałem 0,0412 w nieruchomości wspólnej, KW "
            "GD1G/00088231/5. Cena: 289 000 zł.\nTaksa notarialna i podatki pobrane.")


def t_ptax(r, dt):
    return (f"PREZYDENT MIASTA GDAŃSKA\nDECYZJA nr PN/{r.randint(100000, 999999)}/{dt.year} w sprawie wymiaru "
            f"podatku od nieruchomości na rok {dt.year}\nPodatnik: Agnieszka Wróblewska\nPrzedmiot: lokal mieszkalny "
            f"ul. Wajdeloty 9/4, pow. użytkowa 48,6 m2, grunt (udział) 12 m2\nPodatek roczny: {_zl(r.uniform(72, 96))}"
            "\nRaty: 15.03, 15.05, 15.09, 15.11 (przy kwocie do 100 zł jednorazowo do 15.03).")


def t_mama_txt(r, dt):
    return ("dla mamy - Wajdeloty\n- Kamińscy chcą przedłużyć od 1.09 -> OK, czynsz 3 450?\n- notariusz: nowe "
            "oświadczenie o egzekucji (oni płacą)\n- zgłoszenie najmu okazjonalnego do US w 14 dni!\n- pralka "
            "gwarancja do 09.2027, paragon w szufladzie\n- kran łazienka - Cybulski\n- liczniki co kwartał - zdjęcie "
            "na WhatsApp\n- polisa PZU mieszkanie odnowić w październiku\n")


def t_polisa(r, dt):
    return (f"Polisa ubezpieczenia mieszkania nr 9012{r.randint(100000, 999999)}\nUbezpieczony: Agnieszka "
            f"Wróblewska\nMiejsce: {PLFLAT} (lokal wynajmowany)\nOkres: 15.10.{dt.year} - 14.10.{dt.year + 1}\n"
            "Mury i stałe elementy: 320 000 zł, ruchomości: 20 000 zł, OC najemcy/właściciela: 200 000 zł\n"
            f"Składka roczna: {_zl(r.uniform(380, 460))}")


# --------------------------------------------------------------------------- Taxes (Areas)


def t_sa302(r, dt, y=2025):
    tp = {2023: 31880.0, 2024: 35215.0, 2025: 38412.0}[y]
    prop = {2023: 4210.0, 2024: 5380.0, 2025: 6240.0}[y]
    tot = tp + prop
    tax = (tot - 12570) * 0.21
    return (f"HM Revenue & Customs\nSA302 Tax calculation - year ended 5 April {y}\nName: Agnieszka Wroblewska  "
            f"UTR: 48213 77091\nProfit from self-employment (Studio Aga Hair): {_m(tp)}\nForeign property income "
            f"(Poland): {_m(prop)}\nTotal income: {_m(tot)}\nPersonal allowance: -£12,570.00\nScottish income tax "
            f"(starter/basic/intermediate): {_m(tax)}\nForeign tax credit relief: -{_m(prop * 0.085 * 1.1)}\n"
            f"Class 4 NIC: {_m((tp - 12570) * (0.06 if y >= 2025 else 0.09))}\nTotal due for {y - 1}-{y % 100}: "
            f"{_m(tax - prop * .0935 + (tp - 12570) * .06)}")


def t_hmrc_rem(r, dt):
    return (f"HM Revenue & Customs, BX9 1AS\n{_d(dt)}\nMs A Wroblewska, {HOME}\nUTR 48213 77091\nSelf Assessment "
            f"statement\nBalancing payment 2024-25 due 31 January 2026: {_m(r.uniform(900, 1400))} - paid\nFirst "
            f"payment on account 2025-26 due 31 January 2026: {_m(r.uniform(3600, 4100))} - paid\nSecond payment "
            f"on account 2025-26 due 31 July 2026: {_m(r.uniform(3600, 4100))}\nPay online at gov.uk/pay-self-"
            "assessment-tax-bill. Interest is charged on late payments.")


def t_mtd(r, dt):
    return (f"HM Revenue & Customs\n{_d(dt)}\nDear Ms Wroblewska,\nMaking Tax Digital for Income Tax - you need to "
            "sign up\nYour 2024-25 tax return shows qualifying income from self-employment and property of more "
            "than £50,000 (gross turnover £86,000+ plus foreign rent). From 6 April 2026 you must keep digital "
            "records using compatible software and send quarterly updates to HMRC: 7 August, 7 November, 7 "
            "February, 7 May, and a final declaration by 31 January 2028.\nUTR: 48213 77091\nFind software at "
            "gov.uk/making-tax-digital-income-tax.")


def t_tax_x(r, dt):
    return ("SA 2024-25 workings;;\nTurnover services;81240;Fresha + SumUp + cash\nChair rent D Murray;7360;46 "
            "weeks x 160\nTotal income;88600;\nPurchases (stock, colour);14820;Caledonian + HairTrade\nWages Chloe "
            "+ er NI + pension;24650;\nRent + building ins;15920;Grange Estates\nRates;0;SBBS relief\nUtilities;"
            "3140;\nInsurance;631;SalonGuard\nTraining;1950;colour diploma (part)\nFresha, software;540;\nOther;"
            "-;\nNet profit;38412;\nPoland rent PLN 38 400 = GBP;7520;less wspólnota, repairs\nPIT-28 paid PLN "
            "3264 = GBP;639;foreign tax credit")


def t_sa106(r, dt):
    return ("# SA106 foreign property - how I do it\n\n- Polish tax year = calendar year, UK = 6 Apr - 5 Apr -> "
            "split months\n- rent in PLN -> GBP at HMRC monthly exchange rates (trade-tariff.service.gov.uk)\n- "
            "expenses: wspólnota zaliczki (only zarząd part, not fundusz remontowy? ask), repairs, PZU insurance\n"
            "- foreign tax paid = ryczałt 8.5% from PIT-28 -> foreign tax credit relief, box 'foreign tax taken "
            "off'\n- UK-Poland double tax treaty: property taxed in Poland first\n- keep UPO confirmations from "
            "e-Urząd\n")


def t_utr(r, dt):
    return ("HM Revenue & Customs\n28 November 2019\nMs A Wroblewska, 2F1 14 Iona Street, Edinburgh EH6 8SG\n"
            "Your Unique Taxpayer Reference (UTR): 48213 77091\nWe have registered you for Self Assessment and "
            "as self-employed from 1 October 2019 (hairdressing). Keep this letter safe - you will need your UTR "
            "for your tax returns and when you contact us. Your first return is for the year ending 5 April 2020, "
            "due online by 31 January 2021.")


def t_acct_eml(r, dt):
    return (f"From: Fiona Hendry <fiona@hendrybookkeeping.co.uk>\nTo: hello@studioagahair.co.uk\nDate: {dt:%a, %d %b %Y}"
            " 10:44:19 +0000\nSubject: Re: tax return 2024-25 and MTD\n\nHi Aga,\nI've checked your workings - "
            "profit £38,412 looks right. Foreign property: use the HMRC monthly rates, and the wspólnota repair "
            "fund is capital-ish so leave it out. Your return is ready to submit; balancing payment about "
            "£1,150 plus first payment on account on 31 Jan.\nMTD: you're in from April 2026, so let's set you up "
            "on FreeAgent and link Starling. First quarterly update due 7 August.\nFiona")


def t_expenses_x(r, dt):
    rows = ["Date;Supplier;Category;Net;VAT;Total;Paid by"]
    for i in range(14):
        n = r.uniform(8, 420)
        rows.append(f"{(dt - timedelta(days=r.randint(0, 60))):%d/%m/%Y};{r.choice(['Caledonian Salon Wholesale', 'HairTrade UK', 'Screwfix', 'Amazon', 'Octopus Energy', 'Fresha', 'Lothian Academy'])};"
                    f"{r.choice(['stock', 'repairs', 'utilities', 'software', 'training', 'sundries'])};{n:.2f};{n * .2:.2f};"
                    f"{n * 1.2:.2f};{r.choice(['Starling', 'Starling', 'cash'])}")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Finance / Home / Health / Dog (Areas)


def t_monzo(r, dt):
    bal, rows = r.uniform(900, 2600), []
    for i in range(12):
        k, lo, hi = r.choice([("STUDIO AGA HAIR DRAWINGS", 1800, 2200), ("NATIONWIDE MORTGAGE", -812.44, -812.44),
                              ("EDINBURGH COUNCIL TAX", -178, -178), ("TESCO MORNINGSIDE", -80, -12),
                              ("LIDL STORES", -60, -10), ("OCTOPUS ENERGY", -96, -96), ("VODAFONE", -32, -32),
                              ("PAWSURE PET INS", -38.20, -38.20), ("LOTHIAN BUSES", -2, -2), ("DELIVEROO", -35, -15)])
        v = r.uniform(lo, hi)
        bal += v
        rows.append(f"{(dt - timedelta(days=30 - i * 2)):%d/%m/%Y} {k} {v:+.2f} {bal:.2f}")
    return (f"Monzo Bank - personal account statement\nAgnieszka Wroblewska, {HOME}\nSort code 04-00-04  Account "
            f"21874409\nStatement period ending {_d(dt)}\n" + "\n".join(rows))


def t_monzo_csv(r, dt):
    out = ["Transaction ID,Date,Time,Type,Name,Emoji,Category,Amount,Currency,Notes"]
    for i in range(20):
        n, c, lo, hi = r.choice([("Tesco", "groceries", -70, -5), ("Pret A Manger", "eating_out", -9, -4),
                                 ("Pets at Home", "shopping", -45, -8), ("Studio Aga Hair", "income", 400, 900),
                                 ("Bolt", "transport", -14, -6), ("Boots", "shopping", -25, -3),
                                 ("Nationwide", "bills", -812.44, -812.44), ("Spotify", "entertainment", -11.99, -11.99)])
        out.append(f"tx_{r.getrandbits(40):010x},{(dt - timedelta(days=r.randint(0, 30))):%d/%m/%Y},"
                   f"{r.randint(7, 22)}:{r.randint(10, 59)}:00,Card payment,{n},,{c},{r.uniform(lo, hi):.2f},GBP,")
    return "\n".join(out)


def t_savings(r, dt):
    return (f"Nationwide Building Society\n{_d(dt)}\nMs A Wroblewska, {HOME}\nYour Triple Access Online Saver - "
            f"annual summary\nAccount ending 7720\nBalance: {_m(r.uniform(9000, 14000))}\nInterest paid this year: "
            f"{_m(r.uniform(300, 480))} (gross rate 3.50% AER variable)\nYou can make 3 withdrawals a year without "
            "losing interest. Savings are protected by the FSCS up to £85,000.")


def t_pension(r, dt):
    return (f"PensionBee - annual statement {dt.year}\nCustomer: Agnieszka Wroblewska\nPlan: Tailored (4Plus)\n"
            f"Pot value: {_m(r.uniform(21000, 29000))}\nContributions this year: {_m(r.uniform(2400, 3600))} incl. "
            "20% tax relief\nTransferred in: Mane Street Hair Group workplace pension (Aviva) 2020\nProjected "
            "income at 67: £4,950 a year plus State Pension.")


def t_pko(r, dt):
    rows = [f"{(dt - timedelta(days=28 - i * 7)):%d.%m.%Y} {k} {v}" for i, (k, v) in
            enumerate([("PRZELEW PRZYCHODZĄCY KAMIŃSKI PAWEŁ CZYNSZ", "+3 350,00"), ("PRZELEW WSPÓLNOTA WAJDELOTY 9",
                        "-612,40"), ("PRZELEW US GDAŃSK RYCZAŁT", "-285,00"), ("PRZELEW H. WRÓBLEWSKA", "-400,00")])]
    return (f"PKO Bank Polski - wyciąg z rachunku\nPosiadacz: AGNIESZKA WRÓBLEWSKA\nRachunek: 48 1020 1811 0000 0402 "
            f"1187 6631\nOkres: {dt:%m.%Y}\n" + "\n".join(rows) + f"\nSaldo końcowe: {_zl(r.uniform(9000, 16000))}")


def t_budget(r, dt):
    return ("Category;Monthly;Notes\nMortgage Nationwide;812.44;fixed 4.19% to Aug 2028\nCouncil tax band D;178.00;"
            "10 months\nOctopus;96.00;\nVodafone broadband;32.00;\nTV licence;14.04;\nHome insurance;21.50;\nFood;"
            "420.00;\nBruno (food, insurance, walker);160.00;\nPensionBee;250.00;\nSavings - wedding;600.00;until Aug"
            "\nFun;200.00;\nIncome - drawings;2400.00;Callum pays half of bills")


def t_wise(r, dt):
    return (f"Wise - transfer receipt\nTransfer #{r.randint(10 ** 9, 2 * 10 ** 9)}\nYou sent: "
            f"{r.uniform(150, 300):.2f} GBP\nExchange rate: 1 GBP = {r.uniform(4.95, 5.15):.4f} PLN\nRecipient: "
            "Halina Wróblewska, PKO BP\nReference: na leki i opłaty - mama\nSent: " + _d(dt))


def t_mortgage(r, dt):
    return (f"Nationwide Building Society - annual mortgage statement\n{_d(dt)}\nBorrower: Ms Agnieszka Wroblewska\n"
            f"Property: {HOME}\nMortgage account 4401 2287 19\nBalance brought forward: {_m(r.uniform(171000, 176000))}"
            f"\nPayments received: £9,749.28 (12 x £812.44)\nInterest charged: {_m(r.uniform(7000, 7400))}\nBalance: "
            f"{_m(r.uniform(168000, 172000))}\nProduct: 5 year fixed 4.19% until 31 August 2028, then BMR.\n"
            "Remaining term: 27 years.")


def t_ctax(r, dt):
    y = dt.year if dt.month >= 3 else dt.year - 1
    return (f"The City of Edinburgh Council - Council Tax bill {y}/{(y + 1) % 100:02d}\nAccount 30 1187 442 9\n"
            f"Liable: Agnieszka Wroblewska, Callum Reid\nProperty: {HOME}  Band D\nCouncil tax: £1,578.40\n"
            "Scottish Water - water charge £221.40, waste water £262.44\nTotal: £2,062.24, 10 monthly instalments "
            "from 1 April: £206.24 (first) and £206.20\nPay by direct debit: edinburgh.gov.uk/counciltax")


def t_octopus(r, dt):
    kwh, gas = r.randint(140, 260), r.randint(300, 900)
    return (f"Octopus Energy - your bill\nMs A Wroblewska, {HOME}\nBill date: {_d(dt)}\nElectricity {kwh} kWh @ "
            f"24.5p + standing charge: {_m(kwh * .245 + 16.5)}\nGas {gas} kWh @ 6.3p + standing: "
            f"{_m(gas * .063 + 9.5)}\nDirect debit: £96.00 a month. Account balance: {_m(r.uniform(-60, 140))} credit.")


def t_home_ins(r, dt):
    return (f"Home insurance schedule\nInsurer: Caledonia Home Insurance plc  Policy HC-{r.randint(1000000, 9999999)}"
            f"\nPolicyholder: Agnieszka Wroblewska; also insured: Callum Reid\nProperty: {HOME} (tenement flat, "
            "3rd floor, built 1890)\nBuildings sum insured £310,000 (common parts share included)\nContents £45,000,"
            f" valuables £6,000, engagement ring specified £2,400\nPeriod from {_d(dt)} for 12 months. Premium "
            f"{_m(r.uniform(240, 290))}")


def t_factor(r, dt):
    return (f"Lowland Property Factors Ltd\n5 Leven Street, Edinburgh EH3 9LH\nFactoring invoice {dt:%Y/%m}-3303\n"
            f"Owner: A Wroblewska, flat 3F2, 27 Spottiswoode Street\nCommon stair cleaning (quarter): £38.40\nCommon "
            f"buildings insurance share: £41.12\nRoof repair - slipped slates, gutter clear (1/8 share): "
            f"{_m(r.uniform(90, 240))}\nManagement fee: £24.00\nTotal due in 30 days.")


def t_boiler(r, dt):
    return (f"Gas Safe - boiler service record\nEngineer: Stevie Lyall, Gas Safe reg 558102\nAddress: {HOME}\n"
            f"Date: {_d(dt)}\nAppliance: Worcester Bosch Greenstar 30i combi\nFlue gas CO/CO2 ratio 0.0012 - PASS\n"
            "Pressure topped up to 1.2 bar. Next service in 12 months. Charge £85 paid.")


def t_gp(r, dt):
    return (f"Bruntsfield Medical Practice, 11 Forbes Road, Edinburgh EH10 4EG\n{_d(dt)}\nDr K Ahmed\nRe: Ms "
            "Agnieszka Wroblewska DOB 14/02/1990 CHI 1402904418\nReferral to Dermatology (Lauriston Building)\n"
            "This 36-year-old hairdresser has recurrent hand eczema for 8 months, worse on the dominant hand and "
            "finger webs, improving on holiday. She wears nitrile gloves for colour. Query allergic contact "
            "dermatitis to hairdressing chemicals. Please consider patch testing.\nCurrent: Dermol cream, "
            "hydrocortisone 1% short courses.")


def t_patch_res(r, dt):
    return ("NHS Lothian - Department of Dermatology, Lauriston Building, Edinburgh EH3 9HA\nPATCH TEST RESULTS\n"
            "Patient: Agnieszka Wroblewska  CHI 1402904418\nBaseline series + hairdressing series, readings day 2 "
            "and day 4\nPositive: nickel sulfate (++); ammonium persulfate (+); glyceryl thioglycolate (+)\n"
            "Negative: p-phenylenediamine (PPD), toluene-2,5-diamine, fragrance mix\nAdvice: avoid direct contact "
            "with bleach powder (persulfates) - mix in closed area, gloves changed often, cotton liners. Emollient "
            "after every wash. Review in 6 months.")


def t_physio(r, dt):
    return (f"Meadows Physio & Sports Clinic\nInvoice {r.randint(1000, 1999)}  {_d(dt)}\nPatient: Aga Wroblewska\n"
            "Initial assessment - right shoulder and neck (repetitive strain, standing work) - £55.00\nExercises: "
            "chin tucks 3x10, band rows, pec doorway stretch 30s, raise chair height at station!\nNext: 2 weeks.")


def t_dentist(r, dt):
    return (f"Marchmont Dental Care - treatment estimate\n{_d(dt)}\nPatient: Agnieszka Wroblewska\nNHS exam: free "
            "(Scotland)\nUpper left 6: crown, NHS band - £146.20 patient charge\nHygienist (private): £55.00\n"
            "Optional whitening before August: £295 (private)\nPlease sign and return.")


def t_symptoms(r, dt):
    return ("for GP tues\n- hands: cracks between fingers again, worse after bleach days (tue/sat)\n- tried "
            "Dermol, gloves all day - better on holiday (Tenerife!)\n- shoulder R - 3 weeks, worse after long "
            "balayage\n- ask: patch test result letter? referral physio NHS or pay?\n- repeat: hydrocortisone, "
            "cetirizine\n- ask about HPV/smear - letter came\n")


def t_screen(r, dt):
    return (f"Scottish Cervical Screening Programme\n{_d(dt)}\nDear Ms Wroblewska,\nYou are due for your "
            "cervical screening (smear) test. Please book an appointment with the practice nurse at Bruntsfield "
            "Medical Practice on 0131 228 6081. Screening helps prevent cervical cancer.\nCHI 1402904418")


def t_luxmed(r, dt):
    return (f"LUX MED Gdańsk, ul. Jana z Kolna 11\nWYNIKI BADAŃ  {_pld(dt)}\nPacjent: Wróblewska Agnieszka, PESEL "
            "90021407428\nMorfologia: WBC 6,1; RBC 4,52; HGB 12,9 g/dl; PLT 251\nFerrytyna: 18 ng/ml (nisko)\nTSH: "
            "1,84 uIU/ml\nWitamina D3: 19 ng/ml - niedobór\nZalecenia: suplementacja wit. D 2000 j.m., żelazo, "
            "kontrola za 3 miesiące.")


DOG = "Bruno (canine, cockapoo, male neutered, DOB 02/05/2021, microchip 826097000441127)"


def t_vet(r, dt):
    it = r.choice([("Consultation - itchy ears, otitis externa", 48.50, "Surolan drops 15ml", 21.80),
                   ("Annual booster L4 + health check", 62.00, "Kennel cough intranasal", 34.00),
                   ("Consultation - limping left fore", 48.50, "Metacam 1.5mg/ml 32ml", 24.60),
                   ("Dental scale & polish under GA", 295.00, "Pre-anaesthetic bloods", 78.00)])
    return (f"Meadows Veterinary Clinic\n31 Marchmont Crescent, Edinburgh EH9 1HQ\nInvoice {r.randint(50000, 59999)}  "
            f"{_d(dt)}\nClient: Ms A Wroblewska, {HOME}\nPatient: {DOG}\n{it[0]}: {_m(it[1])}\n{it[2]}: {_m(it[3])}\n"
            f"Total inc VAT: {_m(it[1] + it[3])}\nWeight today: {r.uniform(8.2, 9.1):.1f} kg")


def t_pet_ins(r, dt):
    return (f"PawSure Pet Insurance - renewal\n{_d(dt)}\nPolicyholder: Agnieszka Wroblewska\nPet: Bruno, cockapoo, "
            "born 2 May 2021\nCover: Lifetime 7000 - vet fees £7,000 per year, excess £99 + 20% co-pay from age 8\n"
            f"Monthly premium from next month: {_m(r.uniform(36, 44))} (was £38.20)\nPolicy PS-88122017")


def t_vacc(r, dt):
    return ("VACCINATION RECORD - Meadows Veterinary Clinic\nOwner: A Wroblewska\nAnimal: Bruno, cockapoo, black, "
            "male, microchip 826097000441127\nPrimary course: DHP + L4, 10/07/2021 and 31/07/2021\nBoosters L4: "
            "2022, 2023, 2024, 2025 - next due July 2026\nKennel cough: yearly\nRabies: not vaccinated\nVet: MRCVS "
            "J. Cairns")


def t_walker(r, dt):
    return (f"Paws in the Park - dog walking, Marchmont & Meadows\nInvoice {dt:%b %Y}\nClient: Aga (Bruno)\nGroup "
            f"walks 1 hour: {r.randint(6, 10)} x £15.00\nDays: Tue, Thu, Sat (salon days)\nPlease pay to "
            "Nicola Baird 82-11-07 24410288. Thanks! Bruno was a star in the Meadows.")


def t_claim(r, dt):
    return ("PawSure - claim form (vet section completed)\nPolicy PS-88122017  Pet: Bruno\nCondition: foreign body - "
            "ate a sock; X-ray, endoscopy under GA, retrieved\nDate of first signs: 11/08/2024\nTotal invoice: "
            "£1,284.60\nClaim payable less £99 excess. Paid to policyholder 02/09/2024: £1,185.60")


# --------------------------------------------------------------------------- Archive: Mane Street, Leith, Tenerife


def t_mane_contract(r, dt):
    return ("Mane Street Hair Group Ltd\n88 George Street, Edinburgh EH2 3DF\nCONTRACT OF EMPLOYMENT\nEmployee: "
            "Agnieszka Wroblewska\nPosition: Stylist (from 1 March 2017 Senior Stylist), George Street salon\n"
            "Start: 2 September 2013. Hours: 40 per week incl. one late night and alternate Saturdays.\nPay: "
            "£8.10 per hour + commission 10% over target; senior stylist £21,500 p.a. + commission\nTraining "
            "bond: Mane Street Academy courses repayable pro rata if you leave within 12 months.\nNon-solicitation: "
            "6 months within 1 mile of any Mane Street salon.")


def t_mane_slip(r, dt):
    return (f"Mane Street Hair Group Ltd - payslip\nEmployee: A Wroblewska  No 1187  George Street\nPeriod: "
            f"{dt:%B %Y}\nBasic: £1,791.67\nCommission: {_m(r.uniform(180, 420))}\nTax: {_m(r.uniform(180, 240))}  "
            f"NI: {_m(r.uniform(120, 160))}  Pension (Aviva): £53.75\nNet pay: {_m(r.uniform(1500, 1700))}")


def t_p45(r, dt):
    return ("P45 Part 1A - Details of employee leaving work\nEmployer PAYE reference: 120/MS22814\nEmployee: "
            "WROBLEWSKA, Agnieszka   NI number SK 41 27 93 C\nLeaving date: 26 July 2019\nTax code at leaving: "
            "1250L, week1/month1 no\nTotal pay to date in this employment: £7,944.10\nTotal tax to date: "
            "£731.40\nEmployer: Mane Street Hair Group Ltd, 88 George Street, Edinburgh EH2 3DF")


def t_resign(r, dt):
    return (f"{ME}\n2F1 14 Iona Street, Edinburgh EH6 8SG\n24 June 2019\nDear Louise,\nPlease accept this letter "
            "as my resignation from my position as Senior Stylist at the George Street salon. My last day will be "
            "26 July 2019, after my four weeks' notice.\nI'm going to open my own small salon. Thank you for six "
            "great years and for everything the Academy taught me.\nKind regards,\nAga")


def t_reference(r, dt):
    return ("Mane Street Hair Group Ltd\n5 August 2019\nTo whom it may concern\nAgnieszka Wroblewska was employed "
            "by us from 2 September 2013 to 26 July 2019, latterly as Senior Stylist at our George Street salon. "
            "She is a talented colourist, reliable and popular with clients; she mentored two apprentices.\n"
            "Louise Brannigan, Operations Manager")


def t_prt(r, dt):
    return ("PRIVATE RESIDENTIAL TENANCY AGREEMENT (Scottish Government model)\nLandlord: Graham Tait, reg. no. "
            "412233/230/18850\nLetting agent: Leith Lettings, 52 Great Junction Street EH6 5LD\nTenant: Agnieszka "
            "Wroblewska\nProperty: 2F1, 14 Iona Street, Edinburgh EH6 8SG (one-bedroom flat)\nStart date: 1 "
            "February 2018. Rent £695 per calendar month.\nDeposit £695 lodged with SafeDeposits Scotland.")


def t_deposit(r, dt):
    return ("SafeDeposits Scotland - deposit repayment\nTenancy: 2F1, 14 Iona Street, Edinburgh EH6 8SG\nTenant: "
            "Agnieszka Wroblewska\nTenancy end: 31 August 2021\nDeposit held: £695.00\nTo tenant: £655.00  To "
            "landlord: £40.00 (oven clean)\nRepaid by bank transfer 17 September 2021. This deposit is now closed.")


def t_inventory(r, dt):
    return ("Leith Lettings - check-out inventory report\nProperty: 2F1, 14 Iona Street EH6 8SG\nDate: 31/08/2021\n"
            "Living room: walls good, carpet light wear (fair wear and tear); Kitchen: oven - grease build-up, "
            "cleaning required; Bedroom: good; Bathroom: silicone discoloured - wear and tear.\nKeys returned: 2 + "
            "main door fob. Meter readings: electricity 48822.")


def t_leith_eml(r, dt):
    return ("From: Leith Lettings <lettings@leithlettings.co.uk>\nTo: aga.wroblewska@gmail.com\nDate: Mon, 5 Jul "
            "2021 12:01:33 +0100\nSubject: Notice to leave - 2F1 14 Iona Street\n\nHi Agnieszka,\nThanks for your "
            "notice. Your tenancy will end on 31 August 2021. We will arrange the check-out inventory that day "
            "at 10am; please return both keys and the fob. Good luck in the new flat!\nLeith Lettings")


def t_jet2(r, dt):
    return ("Jet2holidays - booking confirmation\nBooking ref: 4JH8KQ\nLead passenger: Ms Agnieszka Wroblewska\n"
            "Passengers: 2 adults (Agnieszka Wroblewska, Callum Reid)\nFlights: Sat 12 Apr 2025 LS1787 Edinburgh "
            "07:05 - Tenerife South 11:55; Sat 19 Apr 2025 LS1788 Tenerife South 12:55 - Edinburgh 17:10\nHotel: "
            "Hotel Marina Adeje, Costa Adeje - 7 nights, half board, sea view\nTotal: £2,184.00 - paid in full")


def t_carhire(r, dt):
    return ("CICAR - rental agreement\nContract 38-2248716\nDriver: Callum Reid\nVehicle: Seat Ibiza, TF plate "
            "2211-LMK\nPick up: Tenerife South airport 14/04/2025 10:00. Return: 17/04/2025 10:00\nFull insurance "
            "without excess included. Fuel: full-full. Total: 96,00 EUR")


def t_itin(r, dt):
    return ("# Tenerife 12-19 April 2025\n\n- Sat: arrive, pool\n- Sun: Playa del Duque, Callum's birthday dinner "
            "Rincón de Juan Carlos?\n- Mon: car from 14th - Masca, Los Gigantes\n- Tue: Teide cable car 11:00 "
            "(booked), Roques de García walk\n- Wed: La Laguna, Anaga\n- Thu: return car, spa\n- Fri: boat - "
            "whales & dolphins from Puerto Colón\n")


def t_teide(r, dt):
    return ("Volcano Teide - cable car tickets\nDate: Tuesday 15 April 2025, boarding 11:00\n2 x Adult return: "
            "2 x 44.00 EUR = 88.00 EUR\nBooking 7T-55102984, name Wroblewska\nBring ID. Summit permit not "
            "included.")


# --------------------------------------------------------------------------- Resources


def t_recipe(name, body):
    return lambda r, dt: f"{name}\n\n{body}\n"


RECIPES = [
    ("Pierogi ruskie (babcia Irena).txt", "Pierogi ruskie", "Ciasto: 500 g mąki, 250 ml ciepłej wody, 2 łyżki oleju, "
     "szczypta soli.\nFarsz: 1 kg ziemniaków, 300 g twarogu półtłustego, 2 cebule zeszklone, sól, dużo pieprzu.\n"
     "Gotować do wypłynięcia + 2 min. Podawać ze skwarkami."),
    ("Bigos.docx", "Bigos mamy", "1 kg kiszonej kapusty, 0,5 kg świeżej, 500 g łopatki, 300 g kiełbasy, 10 suszonych "
     "grzybów, 8 śliwek, ziele angielskie, liść laurowy, łyżka koncentratu. Dusić 3 dni po 2 godziny!"),
    ("Sernik.pdf", "Sernik krakowski", "1 kg twarogu trzykrotnie mielonego, 5 jajek, 200 g cukru, 100 g masła, 1 "
     "budyń waniliowy, kratka z ciasta kruchego. 170C, 60 min, studzić w piekarniku."),
    ("Zurek.txt", "Żurek", "Zakwas 500 ml, biała kiełbasa 4 szt., wędzony boczek, czosnek, majeranek, ziemniaki, "
     "jajka na twardo. Chrzan na koniec."),
    ("Tablet (Moira's recipe).txt", "Scottish tablet - Moira Reid", "1 kg caster sugar, 125 g butter, 250 ml "
     "milk, 1 tin condensed milk. Boil to soft ball, beat 5-10 min off the heat, pour into tin. Do NOT stir too "
     "early."),
    ("Cullen skink.pdf", "Cullen skink", "2 smoked haddock fillets (undyed), 1 onion, 500 g potatoes, 600 ml "
     "milk, butter, parsley. Poach fish in milk, flake, mash half the potato to thicken."),
]

HAIR = [
    ("Wella Koleston Perfect colour chart 2026.pdf", "Wella Koleston Perfect - shade chart 2026. Levels 2-10, "
     "reflects /0 natural /1 ash /2 matt /3 gold /4 red /5 mahogany /6 violet /7 brown /8 pearl /9 cendre. Mix 1:1 "
     "with Welloxon Perfect 6%/9%/12%. Special blonde 12/ series 1:2 with 12%."),
    ("Underlying pigment table.pdf", "Underlying pigment and neutralising table. Level 10 pale yellow, 9 yellow, 8 "
     "yellow-orange, 7 orange, 6 red-orange, 5 red, 4 red-brown. Neutraliser opposite on the colour wheel."),
    ("Olaplex salon protocol.pdf", "Olaplex professional protocol: No.1 in lightener (3.75 ml per 30 g), No.2 "
     "after rinsing 10 min, shampoo and condition. Stand-alone treatment: 1+2 for 10 min each."),
    ("Balayage techniques - backcombing vs foilayage.docx", "Balayage techniques. Backcombed sections give "
     "softer root diffusion; foilayage gives more lift. Paint V shapes, saturate ends, feather upwards."),
    ("Trend report SS26 - copper, expensive brunette.pdf", "Spring/Summer 2026 colour trends: strawberry copper, "
     "'expensive brunette' with gloss, face-framing money pieces softer than 2023, low-maintenance lived-in blonde."),
    ("Takara hood dryer manual.pdf", "Takara Belmont hood dryer DH-200 - user manual. Timer 0-60 min, temp 3 "
     "settings. Clean filter weekly. Do not cover vents. Annual PAT recommended."),
    ("Curly cutting notes.md", "# Curly cutting\n- cut dry, curl by curl\n- no thinning scissors\n- define with "
     "gel on soaking wet hair, diffuse on low"),
    ("Koloryzacja - teoria koloru (artykuł).txt", "Teoria koloru we fryzjerstwie: koło barw, kolory "
     "komplementarne neutralizują się. Pigment podstawowy przy rozjaśnianiu: 7 pomarańczowy, 8 żółto-pomarańczowy."),
]

BOOKS = [("Chłopki - Joanna Kuciel-Frydryszak.epub", "Chłopki. Opowieść o naszych babkach", "Joanna Kuciel-Frydryszak",
          "pl"), ("Prowadź swój pług przez kości umarłych.epub", "Prowadź swój pług przez kości umarłych",
                  "Olga Tokarczuk", "pl"),
         ("The Thursday Murder Club.epub", "The Thursday Murder Club", "Richard Osman", "en"),
         ("Shuggie Bain - Douglas Stuart.epub", "Shuggie Bain", "Douglas Stuart", "en"),
         ("Salon Owner's Survival Guide.epub", "The Salon Owner's Survival Guide", "Kerry Macdonald", "en"),
         ("Atomic Habits.epub", "Atomic Habits", "James Clear", "en")]

SONGS = [("Dawid Podsiadło", "Małomiasteczkowy", "Małomiasteczkowy"), ("sanah", "Szampan", "Królowa dram"),
         ("Lewis Capaldi", "Someone You Loved", "Divinely Uninspired to a Hellish Extent"),
         ("Ed Sheeran", "Perfect", "Divide"), ("The Proclaimers", "I'm Gonna Be (500 Miles)", "Sunshine on Leith"),
         ("Taylor Swift", "Cruel Summer", "Lover"), ("Kortez", "Od dawna już wiem", "Bumerang"),
         ("Sam Fender", "Seventeen Going Under", "Seventeen Going Under")]


def _t(body: str):
    return lambda r, dt: body


def _y(gen, **kw):
    return lambda r, dt: gen(r, dt, **kw)


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
            return _pdf(_latin1(content.translate(_PL)))
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

    def day(age: float) -> datetime:
        return NOW - timedelta(days=age)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

    # ------------------------------------------------------------ Documents/Salon (Areas Salon)
    s = "Documents/Salon"
    for age in (8, 22, 37, 51, 66, 80, 96, 123, 150, 181, 214, 260):
        add(f"{s}/Suppliers/{day(age).year}/invoice {day(age):%Y-%m-%d}.pdf", A, "Salon", age, t_supplier)
    add(f"{s}/Suppliers/delivery note HairTrade.pdf", A, "Salon", 29, t_delivery)
    for age in (62, 32, 2):
        add(f"{s}/Bookings/Fresha export {day(age + 28):%Y-%m}.csv", A, "Salon", age, _at(t_bookings, age + 28))
    add(f"{s}/Takings/takings week 21.xlsx", A, "Salon", 7, t_takings_x)
    add(f"{s}/Takings/SumUp transactions April 2026.csv", A, "Salon", 30, t_sumup)
    st = f"{s}/Staff/Chloe"
    add(f"{st}/Contract Chloe Fraser.docx", A, "Salon", 1160, t_contract)
    for age in (2, 33, 63):
        add(f"{st}/Payslip Chloe {day(age):%b %Y}.pdf", A, "Salon", age, t_payslip)
    add(f"{st}/P60 Chloe 2025-26.pdf", A, "Salon", 50, t_p60)
    add(f"{s}/Staff/Staff handbook - holidays.docx", A, "Salon", 95, t_holiday)
    add(f"{s}/Payroll/Payroll 2025-26.xlsx", A, "Salon", 55, t_payroll_x)
    for age in (9, 40):
        add(f"{s}/Payroll/NEST schedule {day(age):%B %Y}.pdf", A, "Salon", age, t_nest)
    c = f"{s}/Chair rental"
    add(f"{c}/Chair rental agreement - Daniel Murray.docx", A, "Salon", 510, t_chair_agreement)
    for age in (4, 33, 63):
        add(f"{c}/Chair rent invoice {day(age):%Y-%m}.pdf", A, "Salon", age, t_chair_invoice)
    add(f"{c}/Letter to Dan - rent from July.docx", A, "Salon", 3, t_chair_letter)
    add(f"{s}/Lease/Lease 112 Bruntsfield Place.pdf", A, "Salon", 2425, t_lease)
    for age in (62, 153):
        add(f"{s}/Lease/Rent demand {day(age):%b %Y}.pdf", A, "Salon", age, t_rent_inv)
    add(f"{s}/Rates/NDR 2025-26.pdf", A, "Salon", 430, t_rates)
    add(f"{s}/Rates/NDR 2026-27.pdf", A, "Salon", 68, t_rates)
    add(f"{s}/Insurance/SalonGuard schedule 2026.pdf", A, "Salon", 92, t_salon_ins)
    add(f"{s}/Insurance/SalonGuard renewal.eml", A, "Salon", 110, t_ins_eml)
    add(f"{s}/VAT/VAT threshold tracker.xlsx", A, "Salon", 1, t_vat_x)
    for age in (3, 34, 64):
        add(f"{s}/Bank/Starling statement {day(age):%b %Y}.pdf", A, "Salon", age, t_starling)
    add(f"{s}/Health and safety/COSHH assessment 2026.docx", A, "Salon", 120, t_coshh)
    add(f"{s}/Health and safety/Fire risk assessment.pdf", A, "Salon", 300, t_fire)
    add(f"{s}/Health and safety/PAT certificate 2025.pdf", A, "Salon", 178, t_pat)
    add(f"{s}/Marketing/Price list 2026.docx", A, "Salon", 150, t_prices)
    add(f"{s}/Marketing/Instagram plan.md", A, "Salon", 5, t_insta)
    add(f"{s}/Allergy alert test form.docx", A, "Salon", 640, t_patch)
    add(f"{s}/Marketing/~$ice list 2026.docx", L, "System", 1, b"\x00" * 162)

    # ------------------------------------------------------------ Refit (Projects Salon)
    f = f"{s}/Refit 2026"
    add(f"{f}/Quote Forth Shopfitting Q-2611.pdf", P, "Salon", 70, t_quote_forth)
    add(f"{f}/Quote Lothian Interiors.pdf", P, "Salon", 64, t_quote_loth)
    add(f"{f}/AJ Cowan electrics quote.pdf", P, "Salon", 41, t_electric)
    add(f"{f}/Salon Furniture Direct order SFD-55821.pdf", P, "Salon", 21, t_chairs)
    add(f"{f}/Landlord consent - Grange Estates.pdf", P, "Salon", 47, t_consent)
    add(f"{f}/Refit budget.xlsx", P, "Salon", 2, t_refit_x)
    add(f"{f}/plan.md", P, "Salon", 3, t_refit_plan)
    add(f"{f}/Re Refit 112 Bruntsfield Place - dates.eml", P, "Salon", 26, t_refit_eml)
    add(f"{f}/DSL loan application.pdf", P, "Salon", 12, t_loan)
    for i, age in enumerate((72, 72, 71)):
        photo(f"{f}/before photos/IMG_{4402 + i}.jpg", P, "Salon", age)
    dot(f"{f}/.~lock.Refit budget.xlsx#", b"Aga,LAPTOP-AGA,2026-05-30\n", 2)

    # ------------------------------------------------------------ Tax (Areas Taxes)
    t = "Documents/Tax"
    for y, age in ((2023, 1200), (2024, 850), (2025, 130)):
        add(f"{t}/SA302 {y - 1}-{y % 100}.pdf", A, "Taxes", age, _y(t_sa302, y=y))
    add(f"{t}/HMRC statement Jan 2026.pdf", A, "Taxes", 118, t_hmrc_rem)
    add(f"{t}/MTD for Income Tax letter.pdf", A, "Taxes", 210, t_mtd)
    add(f"{t}/SA 2024-25 workings.xlsx", A, "Taxes", 140, t_tax_x)
    add(f"{t}/SA106 foreign property notes.md", A, "Taxes", 500, t_sa106)
    add(f"{t}/UTR letter 2019.pdf", A, "Taxes", 2375, t_utr)
    add(f"{t}/Fiona - tax return 2024-25.eml", A, "Taxes", 138, t_acct_eml)
    add(f"{t}/2025-26/expenses 2025-26.xlsx", A, "Taxes", 58, t_expenses_x)

    # ------------------------------------------------------------ Finance (Areas)
    fi = "Documents/Finance"
    for age in (2, 33, 63):
        add(f"{fi}/Monzo/Monzo statement {day(age):%B %Y}.pdf", A, "Finance", age, t_monzo)
    add(f"{fi}/Nationwide saver annual summary.pdf", A, "Finance", 160, t_savings)
    add(f"{fi}/PensionBee statement 2025.pdf", A, "Finance", 190, t_pension)
    for age in (5, 36):
        add(f"{fi}/PKO/wyciąg {day(age):%m.%Y}.pdf", A, "Finance", age, t_pko)
    add(f"{fi}/Budget 2026.xlsx", A, "Finance", 14, t_budget)
    for age in (25, 88):
        add(f"{fi}/Wise/Wise transfer mama {day(age):%Y-%m-%d}.pdf", A, "Finance", age, t_wise)

    # ------------------------------------------------------------ Flat (Areas Home) + manuals
    h = "Documents/Flat"
    add(f"{h}/Mortgage/Nationwide annual statement 2025.pdf", A, "Home", 160, t_mortgage)
    add(f"{h}/Mortgage/Nationwide annual statement 2024.pdf", A, "Home", 525, t_mortgage)
    add(f"{h}/Council tax 2026-27.pdf", A, "Home", 70, t_ctax)
    for age in (12, 43):
        add(f"{h}/Octopus/Octopus bill {day(age):%b %Y}.pdf", A, "Home", age, t_octopus)
    add(f"{h}/Home insurance 2026.pdf", A, "Home", 100, t_home_ins)
    for age in (40, 131):
        add(f"{h}/Factor/Lowland invoice {day(age):%Y-%m}.pdf", A, "Home", age, t_factor)
    add(f"{h}/Boiler service 2025.pdf", A, "Home", 240, t_boiler)
    add(f"{h}/Manuals/Worcester Greenstar 30i user guide.pdf", R, "Home", 1700, _t(
        "Worcester Bosch Greenstar 30i ErP combi boiler - user instructions. Normal pressure 1-1.5 bar. To re-"
        "pressurise use the filling loop under the boiler. Fault EA 227: no flame detected - press reset. Annual "
        "service by a Gas Safe registered engineer."))
    add(f"{h}/Manuals/Bosch Serie 6 washing machine.pdf", R, "Home", 1650, _t(
        "Bosch Serie 6 WAT28371GB washing machine - instruction manual. Programmes: Cotton 40-60, Easy-care, Mix, "
        "Wool/hand wash, Quick 15'. Clean the drain pump filter every 2 months. E18: drain blocked."))

    # ------------------------------------------------------------ Mieszkanie Gdańsk (Areas Gdańsk Flat)
    g, G = "Documents/Mieszkanie Gdańsk", "Gdańsk Flat"
    add(f"{g}/Umowa najmu okazjonalnego 2024.docx", A, G, 650, t_umowa)
    add(f"{g}/Aneks nr 1 2025.docx", A, G, 311, t_aneks)
    add(f"{g}/Protokół zdawczo-odbiorczy 2024.pdf", A, G, 638, t_protokol)
    add(f"{g}/PIT/PIT-28 za 2024.pdf", A, G, 410, _y(t_pit28, year=2024))
    add(f"{g}/PIT/PIT-28 za 2025.pdf", A, G, 55, _y(t_pit28, year=2025))
    add(f"{g}/Czynsz Kamińscy.xlsx", A, G, 6, t_ledger)
    add(f"{g}/Wspólnota/rozliczenie 2025.pdf", A, G, 75, t_wspolnota)
    add(f"{g}/Faktura hydraulik 2025.pdf", A, G, 255, t_hydraulik)
    add(f"{g}/Akt notarialny 2017.pdf", A, G, 3270, t_akt)
    add(f"{g}/Podatek od nieruchomości 2026.pdf", A, G, 110, t_ptax)
    add(f"{g}/Polisa mieszkanie Gdańsk.pdf", A, G, 228, t_polisa)
    add(f"{g}/mama - Kamińscy.eml", A, G, 10, t_mama)

    # ------------------------------------------------------------ Ślub 2026 (Projects Wedding)
    w = "Documents/Ślub 2026"
    add(f"{w}/Umowa Dwór Pod Lipami.pdf", P, "Wedding", 225, t_venue)
    add(f"{w}/USC - wymagane dokumenty.pdf", P, "Wedding", 150, t_usc)
    add(f"{w}/Zapewnienie - wypełnione.docx", P, "Wedding", 38, t_usc_form)
    add(f"{w}/CNI - Lothian Chambers.eml", P, "Wedding", 44, t_cni)
    add(f"{w}/Tłumacz przysięgły - wycena.pdf", P, "Wedding", 108, t_translation)
    add(f"{w}/Lista gości.xlsx", P, "Wedding", 3, t_guests)
    add(f"{w}/Budżet ślub.xlsx", P, "Wedding", 9, t_wbudget)
    add(f"{w}/Umowa fotograf Kasia Nowak.pdf", P, "Wedding", 165, t_photog)
    add(f"{w}/Kwiaty - oferta.pdf", P, "Wedding", 80, t_florist)
    add(f"{w}/Zespół Bursztyn.pdf", P, "Wedding", 146, t_band)
    add(f"{w}/Travel info for Scottish guests.eml", P, "Wedding", 22, t_guest_eml)
    add(f"{w}/Kilt hire booking.pdf", P, "Wedding", 60, t_kilt)
    add(f"{w}/Ryanair EDI-GDN August.pdf", P, "Wedding", 95, t_ryanair)
    add(f"{w}/Wise - zadatek Dwór.pdf", P, "Wedding", 215, t_wise_venue)
    for i in range(3):
        photo(f"{w}/Dwór wizyta/IMG_{3301 + i}.jpg", P, "Wedding", 226)

    # ------------------------------------------------------------ Colour course (Projects Training)
    k = "Documents/Colour course"
    add(f"{k}/Enrolment confirmation.pdf", P, "Training", 250, t_enrol)
    add(f"{k}/Final assessment timetable 2026.pdf", P, "Training", 74, t_exam)
    add(f"{k}/Module 4 - lightening.md", P, "Training", 46, t_course_notes)
    add(f"{k}/Case study 3 - colour correction.docx", P, "Training", 27, t_case)
    for age in (31, 92):
        add(f"{k}/Receipts/Receipt instalment {day(age):%Y-%m-%d}.pdf", P, "Training", age, t_course_rcpt)
    add(f"{k}/Mock theory results.pdf", P, "Training", 39, t_mock)
    add(f"{k}/Model requirements - final assessment.eml", P, "Training", 15, t_course_eml)
    for i, age in enumerate((27, 27, 120)):
        photo(f"{k}/Model photos/IMG_{4310 + i * 57}.jpg", P, "Training", age)

    # ------------------------------------------------------------ Old stuff (Archive)
    o = "Documents/Old stuff"
    add(f"{o}/Barbering course 2022/Certificate.pdf", X, "Training", 1437, t_barber_cert)
    add(f"{o}/Barbering course 2022/Invoice CBA-2022-113.pdf", X, "Training", 1538, t_barber_inv)
    add(f"{o}/Barbering course 2022/week 6 notes.txt", X, "Training", 1470, t_barber_notes)
    photo(f"{o}/Barbering course 2022/fade practice.jpg", X, "Training", 1460)
    add(f"{o}/Mane Street/Contract of employment.pdf", X, "Career", 2600, t_mane_contract)
    for age in (2560, 2530, 2500):
        add(f"{o}/Mane Street/Payslip {day(age):%B %Y}.pdf", X, "Career", age, t_mane_slip)
    add(f"{o}/Mane Street/P45 2019.pdf", X, "Career", 2470, t_p45)
    add(f"{o}/Mane Street/Resignation letter.docx", X, "Career", 2532, t_resign)
    add(f"{o}/Mane Street/Reference letter.pdf", X, "Career", 2490, t_reference)
    add(f"{o}/Leith flat/PRT tenancy agreement.pdf", X, "Home", 3040, t_prt)
    add(f"{o}/Leith flat/Deposit repayment SafeDeposits.pdf", X, "Home", 1715, t_deposit)
    add(f"{o}/Leith flat/Check-out inventory.pdf", X, "Home", 1733, t_inventory)
    add(f"{o}/Leith flat/Notice to leave.eml", X, "Home", 1790, t_leith_eml)

    # ------------------------------------------------------------ Health, Bruno (Areas)
    e = "Documents/Health"
    add(f"{e}/GP referral dermatology.pdf", A, "Health", 262, t_gp)
    add(f"{e}/Patch test results.pdf", A, "Health", 200, t_patch_res)
    add(f"{e}/Physio invoice.pdf", A, "Health", 118, t_physio)
    add(f"{e}/Dentist estimate.pdf", A, "Health", 86, t_dentist)
    add(f"{e}/Cervical screening letter.pdf", A, "Health", 125, t_screen)
    add(f"{e}/Luxmed wyniki 2025.pdf", A, "Health", 236, t_luxmed)
    b = "Documents/Bruno"
    for age in (17, 152, 330):
        add(f"{b}/Vet/Meadows Vets {day(age):%Y-%m-%d}.pdf", A, "Dog", age, t_vet)
    add(f"{b}/PawSure renewal 2026.pdf", A, "Dog", 45, t_pet_ins)
    add(f"{b}/Vaccination record.pdf", A, "Dog", 330, t_vacc)
    for age in (1, 32):
        add(f"{b}/Dog walker {day(age):%b %Y}.pdf", A, "Dog", age, t_walker)
    add(f"{b}/PawSure claim - sock 2024.pdf", A, "Dog", 637, t_claim)
    add(f"{b}/Cockapoo coat care.pdf", R, "Dog", 900, _t(
        "Cockapoo coat care: brush with a slicker brush 3-4 times a week down to the skin, line brushing to avoid "
        "matting behind the ears and under the collar. Groom every 6-8 weeks; teddy bear cut keeps 2-3 cm. Pluck "
        "or trim ear hair to prevent infections."))
    add(f"{b}/Recall training tips.txt", R, "Dog", 760, _t(
        "Recall training\n- high value treats (cheese, chicken) only for recall\n- long line 10 m in the Meadows\n"
        "- never call for something bad (bath, leaving park)\n- whistle: 2 short blasts = come\n"))

    # ------------------------------------------------------------ Tenerife 2025 (Archive Travel)
    v = "Documents/Travel/Tenerife 2025"
    add(f"{v}/Jet2 booking 4JH8KQ.pdf", X, "Travel", 510, t_jet2)
    add(f"{v}/CICAR car hire.pdf", X, "Travel", 412, t_carhire)
    add(f"{v}/Itinerary.md", X, "Travel", 418, t_itin)
    add(f"{v}/Teide cable car tickets.pdf", X, "Travel", 440, t_teide)
    for i, age in enumerate((415, 415, 414, 413, 412, 411, 410, 409)):
        photo(f"Pictures/Tenerife 2025/IMG_{2950 + i * 13}.jpg", X, "Travel", age)

    # ------------------------------------------------------------ Resources
    for name, title, body in RECIPES:
        add(f"Documents/Recipes/{name}", R, "Cooking", r.randint(200, 1500), t_recipe(title, body))
    for name, body in HAIR:
        add(f"Documents/Hair/{name}", R, "Hairdressing", r.randint(60, 1200), _t(body))
    for name, title, author, lang in BOOKS:
        add(f"Documents/Books/{name}", R, "Books", r.randint(90, 1400),
            _epub(title, author, lang, f"{title} - {author}. Chapter one."))
    for artist, title, album in SONGS:
        add(f"Music/{artist}/{album}/{title}.mp3", R, "Music", r.randint(300, 2500), _id3(r, title, artist, album))

    # ------------------------------------------------------------ Pictures
    for i, age in enumerate((3, 6, 10, 13, 17, 24, 31, 38, 45, 59, 73, 95)):
        look = ["balayage", "copper", "blonde", "bob", "fringe", "gloss"][i % 6]
        photo(f"Pictures/Instagram/{look}_{day(age):%Y%m%d}.jpg", A, "Salon", age)
    ph = "Pictures/iPhone 2026"
    n = 4810
    for i, age in enumerate((1, 2, 4, 4, 9, 12, 15, 20, 28, 35, 41, 50, 66, 80)):
        photo(f"{ph}/IMG_{n + i * 7}.{'HEIC' if i % 3 else 'JPG'}", R, "Photos", age)
    for i, age in enumerate((5, 11, 19, 26)):
        photo(f"{ph}/IMG_{n + 200 + i * 3}.JPG", A, "Salon", age)
    for i, age in enumerate((2, 8, 14, 23, 47, 90)):
        photo(f"Pictures/Screenshots/Screenshot {day(age):%Y-%m-%d} {r.randint(80000, 215959):06d}.png", R,
              "Photos", age)
    add(f"Pictures/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21779\r\n")

    # ------------------------------------------------------------ iPhone Backup (Archive Backup)
    ib = "iPhone Backup/iPhone 11 (2023-09-14)"
    for i in range(11):
        photo(f"{ib}/DCIM/102APPLE/IMG_{2201 + i * 9}.{'HEIC' if i % 4 else 'JPG'}", X, "Backup", 990 - i)
    add(f"{ib}/Notes/Shopping.txt", X, "Backup", 990, "mleko, twaróg, koperek\nBruno food (Lily's Kitchen)\n"
        "foils + gloves for salon\n")
    add(f"{ib}/Notes/Gift ideas.txt", X, "Backup", 990, "Callum bday - Hearts tickets? whisky tasting\nmama - "
        "perfume\nChloe - Olaplex set\n")
    add(f"{ib}/Voice Memos/New Recording 14.m4a", X, "Backup", 990, _blob(r, b"\x00\x00\x00\x20ftypM4A ", 1200))

    # ------------------------------------------------------------ Downloads
    dl = "Downloads"
    for name, head, age in (("BrightPay-Setup-2026.exe", b"MZ\x90\x00", 60), ("iTunes64Setup.exe", b"MZ\x90\x00", 990),
                            ("ZoomInstallerFull.exe", b"MZ\x90\x00", 420), ("WhatsAppSetup.exe", b"MZ\x90\x00", 300),
                            ("ChromeSetup.exe", b"MZ\x90\x00", 800), ("Brother_iPrint&Scan_Win.exe", b"MZ\x90\x00", 1100)):
        add(f"{dl}/{name}", R, "Software", age, _blob(r, head, 2000))
    add(f"{dl}/Quote Q-2611 Forth Shopfitting.pdf", P, "Salon", 70, t_quote_forth)
    add(f"{dl}/SA302_2024-25.pdf", A, "Taxes", 131, _y(t_sa302, y=2025))
    add(f"{dl}/bookings-may-2026.csv", A, "Salon", 1, _at(t_bookings, 5))
    add(f"{dl}/Monzo statement April 2026.pdf", A, "Finance", 31, t_monzo)
    add(f"{dl}/Ryanair booking confirmation.pdf", P, "Wedding", 95, t_ryanair)
    add(f"{dl}/wella-koleston-chart (1).pdf", R, "Hairdressing", 48, _t(HAIR[0][1]))
    add(f"{dl}/sernik-krakowski-przepis.pdf", R, "Cooking", 160, t_recipe("Sernik krakowski", RECIPES[2][2]))
    add(f"{dl}/Colour diploma handbook 2025-26.pdf", P, "Training", 245, _t(
        "Lothian Academy of Hairdressing - Advanced Colour Specialist Diploma, student handbook 2025-26. Study "
        "days, portfolio of 6 case studies, assessment criteria, final assessment 5-6 October 2026, resit policy, "
        "attendance 90% required."))
    add(f"{dl}/PawSure policy wording.pdf", A, "Dog", 45, _t(
        "PawSure Lifetime 7000 policy wording. Vet fees up to £7,000 each policy year, renewed for life. Excess "
        "£99 per condition per year. Exclusions: pre-existing conditions, grooming, routine dental unless injury."))
    add(f"{dl}/Tenerife boarding passes.pdf", X, "Travel", 411, _t(
        "Jet2.com boarding pass - LS1788 Tenerife South (TFS) to Edinburgh (EDI), Sat 19 Apr 2025, boarding 12:15, "
        "seat 14A WROBLEWSKA/AGNIESZKA MS, seat 14B REID/CALLUM MR. Booking 4JH8KQ."))
    add(f"{dl}/Unconfirmed 448127.crdownload", L, "System", 0.2, _blob(r, b"%PDF-1.4\n", 700))
    add(f"{dl}/Olaplex_protocol_2026.pdf.crdownload", L, "System", 3, _blob(r, b"%PDF-1.5\n", 500))
    add(f"{dl}/Takara manual.pdf.part", L, "System", 12, _blob(r, b"%PDF-1.4\n", 400))
    add(f"{dl}/desktop.ini", L, "System", 1000, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21798\r\n")

    HARD_DL = [("document.pdf", A, "Salon", 12, t_supplier), ("document (1).pdf", A, "Salon", 40, t_starling),
               ("document (2).pdf", A, "Taxes", 95, _y(t_sa302, y=2024)), ("document (3).pdf", P, "Wedding", 150, t_usc),
               ("document (4).pdf", A, "Dog", 70, t_vet), ("document (5).pdf", X, "Travel", 420, t_jet2),
               ("document (6).pdf", X, "Career", 30, _at(t_mane_slip, 2540)), ("download.pdf", A, "Salon", 60, t_rates),
               ("download (1).pdf", A, "Home", 65, t_ctax), ("file.pdf", A, G, 400, _y(t_pit28, year=2024)),
               ("attachment.pdf", P, "Salon", 55, t_quote_loth), ("export.csv", A, "Salon", 5, t_bookings),
               ("export (1).csv", A, "Finance", 18, t_monzo_csv), ("export (2).csv", P, "Wedding", 9, t_rsvp),
               ("data.xlsx", A, G, 33, t_ledger), ("GetDocument.pdf", A, "Taxes", 140, t_mtd),
               ("IMG_20260212_0001.pdf", P, "Wedding", 108, t_translation), ("unnamed.pdf", P, "Training", 75, t_exam),
               ("Untitled.pdf", X, "Career", 25, t_p45), ("view.pdf", A, "Dog", 45, t_pet_ins),
               ("8814402.pdf", A, "Home", 150, t_mortgage), ("print.pdf", A, "Health", 200, t_patch_res),
               ("Document1.docx", A, "Salon", 20, t_chair_letter), ("a7c9e1f04b2d.pdf", A, "Home", 230, t_home_ins),
               ("doc02317820210917.pdf", X, "Home", 1714, t_deposit), ("pobrane.pdf", A, G, 90, t_wspolnota),
               ("message.eml", P, "Salon", 26, t_refit_eml), ("message (1).eml", P, "Training", 14, t_course_eml),
               ("plik.pdf", A, "Health", 240, t_luxmed)]
    for name, bu, to, age, gen in HARD_DL:
        add(f"{dl}/{name}", bu, to, age, gen, hard=True)

    # ------------------------------------------------------------ Desktop
    dk = "Desktop"
    add(f"{dk}/Refit budget (copy).xlsx", P, "Salon", 4, t_refit_x)
    add(f"{dk}/Price list 2026 print.pdf", A, "Salon", 150, t_prices)
    add(f"{dk}/Gdańsk wedding guest travel.docx", P, "Wedding", 21, t_guest_eml)
    add(f"{dk}/desktop.ini", L, "System", 1000, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21769\r\n")
    add(f"{dk}/~$w Microsoft Word Document.docx", L, "System", 0.5, b"\x00" * 162)
    HARD_DK = [("New Text Document.txt", P, "Salon", 6, t_refit_txt),
               ("New Text Document (2).txt", P, "Wedding", 11, t_numbers),
               ("New Text Document (3).txt", P, "Training", 19, t_formulas), ("notes.txt", A, "Salon", 24, t_vat_note),
               ("Nowy dokument tekstowy.txt", A, G, 16, t_mama_txt),
               ("New Microsoft Word Document.docx", A, "Salon", 50, t_holiday),
               ("New Microsoft Excel Worksheet.xlsx", P, "Wedding", 4, t_wbudget),
               ("Book1.xlsx", A, "Salon", 2, t_vat_x), ("temp.txt", A, "Health", 130, t_symptoms),
               ("Doc1.docx", X, "Travel", 430, t_itin)]
    for name, bu, to, age, gen in HARD_DK:
        add(f"{dk}/{name}", bu, to, age, gen, hard=True)

    # ------------------------------------------------------------ Scans
    HARD_SC = [("Scan.pdf", A, G, 700, t_akt), ("Scan 1.pdf", A, "Salon", 1150, t_contract),
               ("Scan 2.pdf", A, "Dog", 330, t_vacc), ("Scan 3.pdf", X, "Training", 1435, t_barber_cert),
               ("Scan 4.pdf", P, "Salon", 48, t_consent), ("Scan 5.pdf", A, "Health", 260, t_gp),
               ("Scan 6.pdf", X, "Home", 1730, t_inventory), ("Scan 7.pdf", X, "Career", 2490, t_reference),
               ("Scan 8.pdf", P, "Wedding", 35, t_usc_form), ("Scan 9.pdf", A, "Home", 100, t_factor),
               ("Scan 10.pdf", A, "Salon", 15, t_delivery), ("Scan 11.pdf", A, G, 120, t_ptax),
               ("Scan 12.pdf", P, "Training", 250, t_enrol), ("Scan 13.pdf", A, "Health", 85, t_dentist),
               ("Scan 14.pdf", A, "Taxes", 2300, t_utr), ("Scan 15.pdf", X, "Travel", 410, t_carhire),
               ("Scan 16.pdf", P, "Wedding", 160, t_photog), ("Scan 17.pdf", P, "Salon", 40, t_electric),
               ("scan0004.pdf", A, "Salon", 180, t_pat), ("scan0005.pdf", A, "Finance", 140, t_savings)]
    for name, bu, to, age, gen in HARD_SC:
        add(f"Scans/{name}", bu, to, age, gen, hard=True)
    add("Scans/Thumbs.db", L, "System", 300, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))

    # ------------------------------------------------------------ Documents/2024 dump + loose
    HARD_24 = [("20240118_141502.pdf", A, "Taxes", 865, _y(t_sa302, y=2023)),
               ("20240305_093114.pdf", A, "Salon", 790, _at(t_p60, 785)),
               ("Scan_0011.pdf", A, "Dog", 640, t_claim), ("new.docx", A, G, 650, t_umowa),
               ("export.csv", A, "Salon", 700, t_sumup), ("untitled.txt", A, "Health", 720, t_physio),
               ("Document (2).pdf", A, "Finance", 780, t_pension), ("file (1).pdf", A, "Home", 600, t_octopus)]
    for name, bu, to, age, gen in HARD_24:
        add(f"Documents/2024/{name}", bu, to, age, gen, hard=True)
    add("Documents/Document1.docx", P, "Training", 60, t_case, hard=True)
    add("Documents/Book1.xlsx", A, "Salon", 70, t_payroll_x, hard=True)
    add("Documents/desktop.ini", L, "System", 1000, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21770\r\n")
    return items
