"""A blind labelled corpus: a third person's files, ``build(root, seed)``, written without reading the classifier.

Nobody who wrote this module looked at ``foldwise/`` (keyword tables, subjects, judge, signals), at the
design notes, or at the seed word lists of ``corpus.py`` and ``heldout.py``: only their docstrings, the
``Item`` dataclass and ``corpus.py``'s ``_pdf`` / ``_jpeg`` helpers. The files and labels are shaped by
what this person would have on disk, not by what the code looks for.

The person: Graham Whitfield, 67, a retired water-industry mechanical engineer in Church Stretton,
Shropshire (retired from Midland Water Engineering in 2019, consulted on his own until 2021). He is
treasurer of Stretton Vale Cricket Club and coaches its juniors; lets out a holiday flat (Flat 3,
Harbour View, Porthleven, Cornwall); is executor, with his sister Susan, of his mother Edna's estate
(she died on 14 November 2025); researches the Whitfield and Pryce families (Madeley ironworkers,
great-uncle Albert's letters from the Western Front) and is writing a family history book for a
reunion in September 2026; keeps a vegetable garden and greenhouse; restores a Myford ML7 lathe in his
workshop; and is going on a Norwegian coastal voyage in August 2026. Files are English, with the naming
chaos of a real home computer: scanner and phone names, ``Document(7).pdf``, ``final_FINAL_v3.docx``,
``untitled.txt``, a ``stuff/`` folder, a ``2021/`` folder, ``from old laptop/``, unfinished downloads
and system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now. Mum's estate (probate, house
  sale, accounts with Susan) -- topic Estate; the flat's bathroom refit (quotes, plans, progress
  photos, guests moved for the works) -- topic HolidayFlat; the pavilion roof appeal (grant bids,
  roofer quotes, donations) -- topic Club; the family history book for the reunion (chapter drafts,
  printer quotes, captions, reunion arrangements) -- topic Genealogy; the lathe restoration (parts
  lists, restoration log, progress photos) -- topic Workshop; the Norway voyage (bookings, tickets,
  insurance for it, packing list) -- topic Travel. A project file stays a project whatever its age
  (the estate started more than six months ago).
- **Areas**: responsibilities with a standard to keep and no end: money, pensions and tax (Finance),
  his health (Health), his own house (Home), the car (Car), letting the holiday flat (bookings, guests,
  cleaners, safety certificates, letting income) (HolidayFlat), the club treasurer's job (accounts,
  subscriptions, minutes, fixtures, club insurance) (Club). Area documents stay areas whatever their
  age -- an old tax return or 2021 club minutes are still Areas.
- **Resources**: reference and interests kept for their own sake: family history source material
  (census and parish transcripts, certificates, old letters, research notes, DNA notes, GEDCOM, scanned
  family photos) (Genealogy); the garden -- an interest, not a duty: sowing calendars, diaries, seed
  orders, pruning notes (Garden); workshop know-how and tool manuals (Workshop); junior coaching drills
  (Club); recipes, appliance manuals, saved articles and books, photos, music, installers.
- **Archive**: finished projects and ended responsibilities: the engineering career and the
  consultancy (ended 2019 / 2021) (Career), Dad's estate (settled 2015) (Estate), the 2022 kitchen refit
  (Home), past trips' bookings (Travel), the club's 2024 centenary dinner (Club), old laptop backups
  (Backup).
- **Left**: unfinished downloads, Office / LibreOffice lock files and system files (topic System). Dot
  files (``.DS_Store``, ``.~lock...#``) are written but not labelled: the scanner never lists them.

Topics are subjects (the estate is ``Estate`` whether Mum's or Dad's), so Johnny Decimal purity and
spread measure subject grouping, not PARA bucket. ``hard`` marks a file whose name *and* folder say
nothing about its subject (``Downloads/Document(7).pdf``, ``Desktop/untitled.txt``): only the text
inside (.txt, .md, .csv, .eml, .pdf, .docx) can place it. Images are never marked hard. Dates are
relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import io
import os
import random
import zipfile
from datetime import datetime, timedelta
from pathlib import Path
from xml.sax.saxutils import escape

from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf

__all__ = ["build", "NOW", "NOW_S"]

DAY = 86_400


# ---- small helpers --------------------------------------------------------------------------

def _d(dt: datetime) -> str:
    return f"{dt.day} {dt:%B %Y}"


def _money(r: random.Random, lo: float, hi: float) -> str:
    return f"£{r.uniform(lo, hi):,.2f}"


def _docx(text: str) -> bytes:
    """A minimal Word document: one ``w:p`` per line of ``text``."""
    body = "".join(f'<w:p><w:r><w:t xml:space="preserve">{escape(ln)}</w:t></w:r></w:p>'
                   for ln in text.splitlines())
    doc = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
           '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
           f"<w:body>{body}</w:body></w:document>")
    types = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
             '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
             '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
             '<Default Extension="xml" ContentType="application/xml"/>'
             '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-'
             'officedocument.wordprocessingml.document.main+xml"/></Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
            'relationships/officeDocument" Target="word/document.xml"/></Relationships>')
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", types)
        z.writestr("_rels/.rels", rels)
        z.writestr("word/document.xml", doc)
    return buf.getvalue()


HEIC_HEAD = b"\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic"


# ---- document texts: fn(r, dt) -> str, what such a document would really say ---------------------

SURNAMES = ["Hughes", "Bennett", "Pritchard", "Lloyd", "Jarvis", "Evans", "Morgan", "Price", "Harper", "Davies",
            "Turner", "Oakley", "Rowlands", "Mason", "Griffiths", "Kemp", "Shaw", "Barker"]
FIRST = ["Sarah", "Peter", "Helen", "Rob", "Janet", "Mike", "Claire", "Dave", "Anne", "Tom", "Lucy", "Ian"]


def _person(r):
    return f"{r.choice(FIRST)} {r.choice(SURNAMES)}"


# Finance (Areas)
def t_bank(r, dt):
    start = dt.replace(day=1)
    lines = [f"Nationwide Building Society - FlexAccount statement",
             f"Mr G H Whitfield, Brook Cottage, Carding Mill Valley Road, Church Stretton SY6 6JG",
             f"Statement period 1 {start:%B %Y} to 28 {start:%B %Y}. Sort code 07-04-36 Account number ****5512",
             f"Balance brought forward {_money(r, 1500, 6000)}"]
    for payee in r.sample(["MIDLAND WATER PENSION CREDIT", "DD OCTOPUS ENERGY", "DD SHROPSHIRE COUNCIL CTAX",
                           "DD BT GROUP PLC", "CARD TESCO STORES CHURCH STRETTON", "DD DIRECT LINE INS",
                           "DWP STATE PENSION", "FP STRETTON VALE CC TREASURER", "CARD SCREWFIX SHREWSBURY",
                           "TFR FROM HOLIDAY LET ACCOUNT", "CARD WAITROSE LUDLOW", "DD SEVERN TRENT WATER"], 7):
        lines.append(f"{r.randint(1, 27):02d} {start:%b}  {payee}  {_money(r, 8, 900)}")
    lines.append(f"Balance carried forward {_money(r, 1500, 6000)}. Overdraft limit £0.00.")
    lines.append("Please check this statement carefully and tell us straight away about any entry you don't recognise.")
    return "\n".join(lines)


def t_pension_slip(r, dt):
    gross = r.uniform(2050, 2200)
    return (f"Midland Water Pension Scheme\nPension advice slip - payment date {_d(dt)}\n"
            f"Member: Graham H Whitfield  Membership number MW0148822\nTax code 1257L  Tax period {r.randint(1, 12)}\n"
            f"Gross pension £{gross:,.2f}\nPAYE income tax £{gross * 0.2 - 210:,.2f}\n"
            f"Net pension paid to your bank account £{gross * 0.8 + 210:,.2f}\n"
            "Your pension increased by 2.7% on 1 April in line with the scheme rules (CPI, capped at 5%).\n"
            "If you change your bank details, please write to the Pensions Administration Team.")


def t_tax_return(r, dt):
    y = dt.year if dt.month > 4 else dt.year - 1
    return (f"HM Revenue & Customs - Self Assessment: tax calculation for the year {y - 1}-{str(y)[2:]}\n"
            f"Unique Taxpayer Reference 48213 90117. Name: Graham Whitfield\n"
            f"Pension income {_money(r, 24000, 27000)}; State Pension {_money(r, 10500, 11900)}; "
            f"property income (furnished holiday lettings) {_money(r, 9000, 15000)}\n"
            f"Personal allowance £12,570. Income tax due {_money(r, 5200, 7400)}\n"
            f"Balancing payment due by 31 January {y + 1}; first payment on account {_money(r, 1500, 2600)}\n"
            "Keep this calculation with your records. You can pay online using your UTR followed by K.")


def t_isa(r, dt):
    return (f"Vanguard Investor - Stocks and Shares ISA annual statement to 5 April {dt.year}\n"
            f"Account holder: Mr Graham Whitfield. Account number 1-4490217\n"
            f"Opening value {_money(r, 48000, 60000)}. Contributions this tax year {_money(r, 2000, 10000)}. "
            f"Withdrawals £0.00. Closing value {_money(r, 55000, 70000)}\n"
            "Holdings: LifeStrategy 60% Equity Fund - Accumulation; FTSE Global All Cap Index Fund.\n"
            "Ongoing charges 0.22%; account fee 0.15% a year, capped at £375.\n"
            "The value of investments can go down as well as up. Your ISA allowance for next year is £20,000.")


def t_state_pension(r, dt):
    return (f"The Pension Service\nDate: {_d(dt)}\nDear Mr Whitfield\n"
            f"Your new State Pension from April {dt.year}\n"
            f"From 7 April your State Pension will go up to £{r.uniform(221, 232):.2f} a week. We pay it every "
            "4 weeks into the account you told us about. National Insurance number JT 41 22 87 C.\n"
            "You do not need to do anything. If your circumstances change, such as moving abroad, "
            "you must tell us.\nYours sincerely, Pension Service 9")


def t_budget_csv(r, dt):
    rows = ["month,category,budget,actual"]
    for m in range(1, r.randint(4, 12)):
        for cat in ("groceries", "energy", "council tax", "car", "garden", "club", "gifts", "eating out"):
            rows.append(f"{dt.year}-{m:02d},{cat},{r.randint(40, 400)},{r.randint(30, 450)}")
    return "\n".join(rows)


def t_premium_bonds(r, dt):
    return (f"NS&I Premium Bonds - prize notification {_d(dt)}\nHolder's number 504 771 9930\n"
            f"Congratulations, one of your bonds has won a prize of £{r.choice([25, 25, 50, 100])} in the "
            f"{dt:%B %Y} draw. Bond number {r.randint(100, 999)}KT{r.randint(100000, 999999)}.\n"
            "We have paid your prize straight into your nominated bank account. Your total holding is £32,000.")


# Health (Areas)
def t_gp(r, dt):
    return (f"Church Stretton Medical Practice, Easthope Road\n{_d(dt)}\nDear Mr Whitfield\n"
            f"Your recent blood tests: total cholesterol {r.uniform(4.6, 6.2):.1f} mmol/L, HbA1c "
            f"{r.randint(38, 45)} mmol/mol, kidney function (eGFR) {r.randint(68, 89)}.\n"
            "These results are satisfactory. Please continue with atorvastatin 20 mg at night and book a "
            "medication review with the practice pharmacist in six months.\nYours sincerely\nDr P Anand")


def t_audiology(r, dt):
    return (f"Audiology Department, Royal Shrewsbury Hospital\nAppointment letter - {_d(dt)}\n"
            f"Patient: Graham Whitfield, NHS number 472 118 9034\nYou have been booked for a hearing aid "
            f"review on {_d(dt + timedelta(days=30))} at {r.choice(['9:20', '10:40', '14:10'])}. Please bring "
            "both hearing aids, spare batteries and the tubing we gave you. The clinic is on the first floor, "
            "Outpatients B. If you cannot attend, ring the booking office so the slot can go to someone else.")


def t_prescription(r, dt):
    return ("Repeat prescription request\n"
            f"Date {_d(dt)}\nPatient Graham Whitfield, DOB 03/09/1958\n"
            "Atorvastatin 20mg tablets - one at night - 28\nRamipril 5mg capsules - one in the morning - 28\n"
            "Omeprazole 20mg gastro-resistant capsules - one daily before breakfast - 28\n"
            "Collect from: Boots, High Street, Church Stretton. Next medication review due.")


def t_physio(r, dt):
    return ("Physiotherapy home exercise programme - left knee (osteoarthritis)\n"
            f"Issued {_d(dt)} by {_person(r)}, MSK physiotherapist\n"
            "1. Straight leg raise: lie on your back, tighten the thigh, lift 20 cm, hold 5 seconds, 3 x 10.\n"
            "2. Sit to stand from a chair without using your arms, 3 x 8.\n"
            "3. Step-ups on the bottom stair, 2 x 10 each leg. Ice for 15 minutes after gardening if swollen.\n"
            "Review in 6 weeks. Stop any exercise that causes sharp pain and contact the clinic.")


def t_dentist(r, dt):
    return (f"Stretton Dental Care - invoice {r.randint(10000, 99999)}\n{_d(dt)}\nPatient: Mr G Whitfield\n"
            f"Examination and scale and polish £{r.randint(60, 90)}.00\nComposite filling, lower left 6 "
            f"£{r.randint(90, 160)}.00\nTotal paid by card. Your next check-up is due in 6 months.")


# Home (Areas)
def t_home_ins(r, dt):
    return (f"Direct Line - your home insurance renewal\nPolicy number HH{r.randint(1000000, 9999999)}\n"
            f"Renewal date {_d(dt + timedelta(days=21))}\nProperty: Brook Cottage, Church Stretton SY6 6JG\n"
            f"Buildings sum insured £{r.randint(380, 460)},000; contents sum insured £75,000.\n"
            f"Annual premium {_money(r, 520, 690)} (last year {_money(r, 480, 600)}). Compulsory excess £250, "
            "escape of water excess £500.\nIf you do nothing, your policy will renew automatically.")


def t_boiler(r, dt):
    return (f"Annual boiler service record - {_d(dt)}\nAppliance: Worcester Bosch Greenstar 30i combi, "
            "kitchen cupboard\nGas Safe registered engineer " + _person(r) + f", ID {r.randint(100000, 999999)}\n"
            f"Combustion analysis CO {r.randint(8, 40)} ppm, CO2 {r.uniform(8.5, 9.6):.1f}%, ratio "
            f"0.00{r.randint(10, 40)}\nBurner pressure checked, condensate trap cleaned, flue terminal "
            "clear. System pressure topped up to 1.2 bar. Appliance safe to use. Next service due in 12 months.")


def t_council_tax(r, dt):
    return (f"Shropshire Council - Council Tax bill {dt.year}/{str(dt.year + 1)[2:]}\n"
            f"Account reference 3011{r.randint(100000, 999999)}\nProperty: Brook Cottage, Church Stretton. Band D\n"
            f"Shropshire Council £1,905.22, West Mercia Police £298.15, Shropshire Fire £128.40, "
            f"Town Council £{r.randint(70, 110)}.50\nTotal due {_money(r, 2350, 2500)}, payable by "
            "10 monthly direct debit instalments from 1 April.")


def t_energy(r, dt):
    kwh = r.randint(180, 520)
    return (f"Octopus Energy - your electricity statement\nStatement date {_d(dt)}\n"
            f"Brook Cottage, SY6 6JG. Meter serial 19K0{r.randint(10000, 99999)}\n"
            f"You used {kwh} kWh this period at 24.50p/kWh; standing charge 60.12p/day.\n"
            f"Charges £{kwh * 0.245 + 18:.2f} including VAT at 5%. Your direct debit of £{r.randint(70, 130)} "
            "a month looks about right. Solar export credit (Outgoing Octopus): "
            f"£{r.uniform(4, 40):.2f}.")


def t_broadband(r, dt):
    return (f"BT - your broadband contract\n{_d(dt)}\nFull Fibre 150, 24 month minimum term from "
            f"{_d(dt)}. Monthly price £{r.randint(32, 44)}.99, rising each April by a set amount of £3.\n"
            "Router: Smart Hub 2. Landline number 01694 72" + str(r.randint(1000, 9999)) +
            ". Installation appointment confirmed: engineer will need access to the master socket.")


def t_chimney(r, dt):
    return (f"Certificate of chimney sweeping\nDate {_d(dt)}\nAddress: Brook Cottage, Church Stretton\n"
            "Appliance: Clearview multi-fuel stove, sitting room. Flue swept, smoke draw test passed, "
            "soot removed: moderate. Recommend sweeping once a year when burning seasoned wood.\n"
            "Keep this certificate for your home insurer.")


# Car (Areas)
def t_mot(r, dt):
    return (f"MOT test certificate\nVehicle: Skoda Octavia Estate SE L, registration WU19 KXF\n"
            f"Date of test {_d(dt)}. Expiry {_d(dt + timedelta(days=365))}\n"
            f"Odometer reading {r.randint(62000, 91000):,} miles\nResult: PASS\n"
            "Advisories: nearside front tyre worn close to legal limit; front brake discs slightly worn; "
            "oil leak, but not excessive.\nTest station: Stretton Motors, Sandford Avenue.")


def t_car_ins(r, dt):
    return (f"Admiral - car insurance renewal notice {_d(dt)}\nPolicyholder Graham Whitfield; named driver "
            "Margaret Whitfield\nVehicle Skoda Octavia WU19 KXF, social, domestic and pleasure use\n"
            f"Comprehensive cover, voluntary excess £250, no claims discount 9+ years protected.\n"
            f"Renewal premium {_money(r, 290, 460)}.")


def t_car_service(r, dt):
    return (f"Stretton Motors - invoice {r.randint(4000, 9000)}\n{_d(dt)}\nSkoda Octavia WU19 KXF, mileage "
            f"{r.randint(62000, 91000):,}\nMajor service: engine oil and filter, air filter, pollen filter, fuel "
            f"filter, brake fluid change. Parts {_money(r, 120, 220)}, labour {_money(r, 140, 230)}. "
            "Timing belt due at 120,000 miles or 2029.")


# Holiday flat (Areas)
def t_flat_booking(r, dt):
    arr = dt + timedelta(days=r.randint(20, 120))
    n = r.choice([3, 4, 7, 7, 7, 14])
    return (f"Booking confirmation - Flat 3, Harbour View, Porthleven\nDear {_person(r)}\n"
            f"Thank you for booking the flat for {n} nights, arriving {arr:%A} {_d(arr)}. "
            f"Total £{n * r.randint(95, 160):,}; deposit of 25% received, balance due 6 weeks before arrival.\n"
            "Check-in is from 4pm and check-out by 10am. The key safe code will be emailed the week before. "
            "There is one allocated parking space behind the building (space 3). Sorry, no pets and no smoking.\n"
            "Kind regards, Graham Whitfield")


def t_flat_enquiry(r, dt):
    who = _person(r)
    return (f"From: {who.lower().replace(' ', '.')}@gmail.com\nTo: harbourviewflat3@outlook.com\n"
            f"Date: {dt:%a, %d %b %Y} 19:42\nSubject: Availability in {r.choice(['half term', 'August', 'September'])}\n\n"
            "Hello, we are a family of four (two children, 7 and 10) looking for somewhere near the harbour. "
            "Is the flat still free for a week? Is there a travel cot, and how far is the walk to the beach? "
            f"Would you consider a small well-behaved dog?\nMany thanks, {who.split()[0]}")


def t_cleaner(r, dt):
    k = r.randint(2, 6)
    return (f"Porthleven Clean & Care - invoice {r.randint(100, 999)}\nTo: G Whitfield, Flat 3 Harbour View\n"
            f"Date {_d(dt)}\nChangeover cleans x{k} @ £55.00 = £{k * 55}.00\nLinen and towel laundry x{k} @ £28.00 = "
            f"£{k * 28}.00\nRestocked: toilet rolls, dishwasher tablets, welcome basket.\nNoted: bathroom extractor fan "
            "noisy, shower seal going mouldy. Payment by bank transfer within 14 days please.")


def t_cp12(r, dt):
    return (f"Landlord Gas Safety Record (CP12)\nDate of inspection {_d(dt)}\nLandlord: Mr G Whitfield\n"
            "Address: Flat 3, Harbour View, Fore Street, Porthleven TR13 9HJ\nAppliance 1: Vaillant ecoTEC combi "
            "boiler, room sealed, safe. Appliance 2: gas hob, flue type n/a, safe.\nCO alarm fitted and tested. "
            f"Engineer {_person(r)}, Gas Safe no. {r.randint(100000, 999999)}. Next check due within 12 months. "
            "A copy must be given to each tenant or guest on request.")


def t_flat_csv(r, dt):
    rows = ["guest,arrival,nights,rate,channel,paid"]
    for _ in range(r.randint(8, 20)):
        a = dt - timedelta(days=r.randint(0, 200))
        rows.append(f"{_person(r)},{a:%Y-%m-%d},{r.choice([3, 4, 7, 7])},{r.randint(95, 160)},"
                    f"{r.choice(['direct', 'Airbnb', 'Sykes', 'direct'])},{r.choice(['yes', 'yes', 'deposit'])}")
    return "\n".join(rows)


def t_fhl(r, dt):
    return (f"Holiday let - income and expenses {dt.year - 1}-{str(dt.year)[2:]}\n"
            f"Rental income {_money(r, 14000, 21000)}\nCleaning and laundry {_money(r, 1800, 2600)}\n"
            f"Agency and platform fees {_money(r, 600, 1400)}\nRepairs and maintenance {_money(r, 400, 1900)}\n"
            f"Insurance (holiday let policy) {_money(r, 380, 520)}\nUtilities and broadband {_money(r, 900, 1500)}\n"
            f"Business rates: small business rate relief applied. Days let: {r.randint(105, 170)}; available: 240.\n"
            "Note for accountant: the FHL regime ends from April 2025 - treat as ordinary property income.")


def t_welcome(r, dt):
    return ("# Welcome to Flat 3, Harbour View\n\nWifi: HarbourView3 / password on the fridge.\n"
            "Heating: the boiler is in the hall cupboard; the thermostat is set to 19.\n"
            "Bins: general waste on Tuesday, recycling (blue bags) every other Friday. Please leave bags in "
            "the store behind the building.\nFood: the Ship Inn does good crab sandwiches; Kota for a treat.\n"
            "Walks: the coast path to Loe Bar takes about 40 minutes. Lifeguards on Porthleven beach in summer.\n"
            "Please strip the beds on your last morning. Any problems, ring Graham on 07700 918 442.")


def t_flat_review(r, dt):
    return (f"Reply to guest review ({_d(dt)})\nGuest wrote: '{r.choice(['Lovely flat with stunning harbour views', 'Spotless and well equipped', 'Great location but the shower was weak'])}'.\n"
            f"Our reply: Thank you so much for staying with us, {r.choice(FIRST)}. We are glad you enjoyed watching "
            "the boats from the window. We have noted your comment and are planning improvements. We hope to "
            "welcome you back to Porthleven.")


def t_fire_risk(r, dt):
    return (f"Fire risk assessment - Flat 3 Harbour View (holiday let)\nReviewed {_d(dt)}\n"
            "Hazards: kitchen hob, electric heaters, guests unfamiliar with the escape route.\n"
            "Controls: interlinked smoke alarms in hall and living room, heat alarm in kitchen, fire blanket by "
            "the cooker, escape route notice on the back of the front door, emergency lighting in the common stair.\n"
            "Actions: test alarms at each changeover; replace fire blanket by 2027.")


# Holiday flat bathroom refit (Projects)
def t_tiler_quote(r, dt):
    return (f"Quotation Q-{r.randint(200, 900)} - {_d(dt)}\nFor: Mr G Whitfield, Flat 3 Harbour View, Porthleven\n"
            "Strip out existing bath, basin and wall tiles; make good walls. Supply and fit 1200 x 800 low "
            "profile shower tray, glass screen, thermostatic mixer with riser rail.\n"
            f"Wall tiling approx. {r.randint(12, 16)} sq m, porcelain 300 x 600, tiler to supply adhesive and "
            f"grout. Total £{r.randint(4200, 6400):,} + VAT. Duration 8 working days; earliest start "
            f"{_d(dt + timedelta(days=r.randint(20, 50)))}. 30% deposit to order materials.")


def t_refit_plan(r, dt):
    return ("Flat bathroom - measurements and plan\n"
            "Room 2.10 m x 1.72 m, ceiling 2.35 m. Window 600 mm from left corner, sill at 1.05 m.\n"
            "Soil stack in back right corner - WC must stay there. Basin on left wall, shower in the bath space.\n"
            "Extractor: 100 mm inline fan with overrun timer, duct through the window pane or the outside wall?\n"
            "Electrician to move the light switch outside the room and add a shaver socket.\n"
            "Block bookings 8 to 28 June so the works can run without guests.")


def t_refit_csv(r, dt):
    rows = ["item,supplier,price,ordered"]
    for item, sup, lo, hi in [("vanity unit 600mm", "Victorian Plumbing", 180, 320),
                              ("thermostatic shower mixer", "Screwfix", 140, 260),
                              ("shower tray 1200x800", "Plumbase", 150, 260),
                              ("inline extractor fan", "Toolstation", 60, 120),
                              ("porcelain tiles 300x600 (14 sq m)", "Topps Tiles", 280, 450),
                              ("heated towel rail", "Screwfix", 80, 160),
                              ("LED mirror", "Amazon", 60, 140)]:
        rows.append(f"{item},{sup},{r.randint(lo, hi)},{r.choice(['yes', 'no', 'yes'])}")
    return "\n".join(rows)


def t_refit_guest(r, dt):
    return (f"Dear {_person(r)},\nI'm sorry to tell you that we have had to move your stay at Flat 3, "
            "Harbour View. We are putting in a new shower room in June and the builders cannot finish before "
            "your dates. I can offer you the same week in September at the same price, or a full refund of your "
            "deposit, whichever you prefer.\nApologies for the inconvenience. Graham Whitfield")


def t_electrician(r, dt):
    return (f"Estimate from {_person(r)} Electrical, Helston - {_d(dt)}\nBathroom, Flat 3 Harbour View: move "
            "light switch to outside the door, new pull-cord isolator for extractor fan with overrun timer, "
            "shaver socket, LED downlights IP65 x3, supplementary bonding check. Part P certificate issued on "
            f"completion. £{r.randint(480, 780)} inc. VAT.")


# Club (Areas)
def t_treasurer(r, dt):
    return (f"Stretton Vale Cricket Club - Treasurer's report to the AGM, {_d(dt)}\n"
            f"Subscriptions {_money(r, 5200, 7200)} ({r.randint(110, 150)} members). Match fees "
            f"{_money(r, 1500, 2500)}. Bar surplus {_money(r, 3000, 6000)}. ECB/Sport England grants "
            f"{_money(r, 0, 2500)}.\nExpenditure: groundsman and pitch materials {_money(r, 3000, 5000)}, "
            f"league and umpire fees {_money(r, 800, 1400)}, insurance {_money(r, 900, 1300)}, "
            f"utilities {_money(r, 1500, 2600)}.\nThe club ends the season with reserves of {_money(r, 9000, 16000)}. "
            "I propose subscriptions stay the same for next season.\nG Whitfield, Hon. Treasurer")


def t_minutes(r, dt):
    return (f"Committee meeting - minutes, {_d(dt)}, in the pavilion\n"
            f"Present: {_person(r)} (chair), G Whitfield (treasurer), {_person(r)} (secretary), {_person(r)} "
            f"(fixtures), {_person(r)} (junior section). Apologies: {_person(r)}.\n"
            "1. Minutes of last meeting approved. 2. Matters arising: sight screens repaired.\n"
            "3. Treasurer: balances reported; two members' subs still outstanding.\n"
            "4. Ground: the square needs scarifying and top dressing in September; roller service booked.\n"
            "5. Juniors: 34 children registered for All Stars; welfare officer to renew DBS checks.\n"
            "AOB: tea rota for home Saturdays. Next meeting first Monday of next month.")


def t_subs_csv(r, dt):
    rows = ["member,category,amount,paid_on,method"]
    for _ in range(r.randint(15, 35)):
        cat = r.choice(["senior playing", "senior playing", "junior", "social", "vice president", "student"])
        amt = {"senior playing": 95, "junior": 45, "social": 25, "vice president": 40, "student": 50}[cat]
        rows.append(f"{_person(r)},{cat},{amt},{(dt - timedelta(days=r.randint(0, 90))):%d/%m/%Y},"
                    f"{r.choice(['BACS', 'cash', 'cheque', 'Clubmate'])}")
    return "\n".join(rows)


def t_fixtures(r, dt):
    rows = [f"Fixtures {dt.year} - Shropshire Cricket League"]
    clubs = ["Ludlow", "Bridgnorth", "Wem", "Shifnal", "Much Wenlock", "Shrewsbury", "Whitchurch", "Oswestry"]
    for k in range(10):
        day = dt + timedelta(days=7 * k)
        rows.append(f"Sat {_d(day)}: 1st XI v {r.choice(clubs)} ({r.choice(['H', 'A'])}); 2nd XI v "
                    f"{r.choice(clubs)} ({r.choice(['H', 'A'])}), start 1.30pm")
    return "\n".join(rows)


def t_bar_invoice(r, dt):
    return (f"Marston's Brewery - invoice {r.randint(100000, 999999)}\nDeliver to: Stretton Vale CC, The Pavilion, "
            f"Sandford Avenue\nDate {_d(dt)}\n2 x 11g Pedigree, 1 x 50L Carling, 2 x 50L Thatchers Gold, soft drinks "
            f"and crisps. Total {_money(r, 380, 900)}. Payment terms 30 days.")


def t_club_ins(r, dt):
    return (f"Sports club insurance schedule - Stretton Vale Cricket Club\nPeriod from {_d(dt)} for 12 months\n"
            "Public liability £10,000,000; employer's liability £10,000,000; buildings (pavilion, score box, "
            "equipment store) £240,000; contents and ground equipment including roller and mowers £38,000.\n"
            f"Premium {_money(r, 950, 1300)} including insurance premium tax.")


def t_coaching(r, dt):
    return (f"Under-{r.choice([9, 11, 13])} session plan - {r.choice(['catching', 'batting', 'bowling'])}\n"
            "Warm up (10 min): dynamic stretches, bean-bag relay.\n"
            "Drill 1: high catches in pairs, soft ball, count how many in a row; progress to one-handed.\n"
            "Drill 2: forward defensive against underarm feeds - head over the ball, front elbow high.\n"
            "Game (20 min): Kwik cricket pairs, every child bats 2 overs. Finish with a fielding challenge.\n"
            "Safety: helmets on for hard-ball batting, no one behind the bowler's arm.")


# Pavilion roof appeal (Projects)
def t_grant(r, dt):
    return ("Application - Shropshire Community Foundation, Sport and Community Fund\n"
            "Organisation: Stretton Vale Cricket Club (CASC registered)\n"
            "Project: replace the leaking roof of our 1962 timber pavilion with insulated steel panels, new "
            "gutters and a fascia, so the changing rooms and tea room can be used safely all year.\n"
            f"Total cost £18,400. Club contribution £{r.randint(4, 7)},000 from reserves; appeal to members; "
            "amount requested £9,000. Works to be completed before the 2026 season ends.\n"
            "Who benefits: 140 members, 60 juniors, and the village groups that hire the tea room.")


def t_roof_quote(r, dt):
    return (f"{r.choice(['Marches Roofing Ltd', 'J Pritchard & Sons Roofing', 'Severn Valley Cladding'])} - "
            f"quotation {_d(dt)}\nSite: Stretton Vale CC pavilion. Remove existing felt and boarding, dispose "
            "of waste, fit 80 mm insulated composite panels, new uPVC fascias, 112 mm gutters and downpipes.\n"
            f"Price £{r.randint(15800, 21500):,} + VAT. Asbestos survey of the existing roof sheets required "
            "before we start. Quote valid 60 days.")


def t_appeal_letter(r, dt):
    return ("Dear members and friends of the club,\n'Raise the Roof' - our pavilion appeal\n"
            "Anyone who sat in the tea room during the June downpour knows the pavilion roof has had its day. "
            "We need £18,400 to replace it. The committee has put in club reserves and applied for a grant; "
            "we are asking every member to give what they can. Gift Aid adds 25% if you are a UK taxpayer.\n"
            "Donate by bank transfer (reference ROOF + your name) or at the bar. Thank you!\n"
            "Graham Whitfield, Treasurer")


def t_donations(r, dt):
    rows = ["date,donor,amount,gift_aid,method"]
    for _ in range(r.randint(12, 30)):
        rows.append(f"{(dt - timedelta(days=r.randint(0, 120))):%Y-%m-%d},{_person(r)},"
                    f"{r.choice([10, 20, 25, 50, 50, 100, 250])},{r.choice(['Y', 'N'])},"
                    f"{r.choice(['BACS', 'cash at bar', 'JustGiving'])}")
    return "\n".join(rows)


def t_quiz(r, dt):
    return ("RAISE THE ROOF QUIZ NIGHT\nFriday 3 July, 7.30pm, the Pavilion\nTeams of up to 6, £5 a head, "
            "includes a pie and peas supper. Raffle and bar. All proceeds to the pavilion roof appeal.\n"
            "Book your table with Janet on 07812 330 905.")


# Centenary dinner 2024 (Archive, Club)
def t_centenary(r, dt):
    return ("Centenary dinner - 100 years of cricket at Stretton Vale (1924-2024)\n"
            "Saturday 12 October 2024, Longmynd Hotel. Drinks reception 7pm, dinner 7.45pm.\n"
            f"Tickets sold: {r.randint(90, 120)} at £45. Guest speaker: former county captain.\n"
            "Menu: leek and potato soup; roast Shropshire beef; sticky toffee pudding.\n"
            f"Final figures: income {_money(r, 4500, 5400)}, costs {_money(r, 3800, 4600)}, surplus to club funds.")


# Estate (Projects, Mum)
def t_probate(r, dt):
    return ("Application for a grant of probate - notes\nDeceased: Edna Mary Whitfield, died 14 November 2025 "
            "at Bridgnorth Community Hospital. Last address 12 Mill Lane, Bridgnorth WV16 4BU.\n"
            "Executors: Graham Henry Whitfield and Susan Clare Marsh (nee Whitfield).\n"
            f"Gross value of the estate £{r.randint(290, 330)},{r.randint(100, 999)}; net value after funeral costs "
            "and debts about £300,000. Excepted estate - no inheritance tax to pay; transferable nil rate band "
            "from Dad's estate.\nOriginal will dated 2016 sent by post to HMCTS Probate Service. Allow 8-12 weeks.")


def t_bereavement_bank(r, dt):
    return (f"{r.choice(['Halifax', 'Santander', 'Coventry Building Society'])} Bereavement Services\n{_d(dt)}\n"
            "Dear Mr Whitfield\nEstate of the late Mrs E M Whitfield - account ending "
            f"{r.randint(1000, 9999)}\nThank you for sending the death certificate and the grant of probate. "
            f"The account has now been closed. The closing balance of {_money(r, 2000, 40000)}, including interest to "
            "the date of closure, has been paid to the executors' account you nominated.\nWith our sincere condolences.")


def t_valuation(r, dt):
    return (f"Market appraisal - 12 Mill Lane, Bridgnorth\n{_d(dt)}\nThree-bedroom semi-detached house, built "
            "1958, gas central heating, single garage, long rear garden backing onto the river meadows.\n"
            "The property needs modernisation (kitchen and bathroom dated, some single glazing).\n"
            f"Suggested asking price £{r.choice([235, 239, 240, 245])},000. Our fee 1.2% + VAT, no sale no fee.\n"
            "For probate purposes a formal RICS valuation may be needed.")


def t_estate_csv(r, dt):
    rows = ["date,description,money_in,money_out"]
    items = [("funeral - Co-op Funeralcare", 0, 4200), ("Halifax account closure", 18400, 0),
             ("Premium Bonds encashment", 12000, 0), ("probate fee", 0, 300), ("house clearance", 0, 950),
             ("council tax to date of death", 0, 612), ("state pension overpayment", 0, 171),
             ("Scottish Widows policy", 7300, 0), ("locksmith and house insurance unoccupied", 0, 280),
             ("British Gas final bill", 0, 96), ("share sale - BT Group", 2210, 0)]
    for desc, i, o in r.sample(items, r.randint(6, len(items))):
        rows.append(f"{(dt - timedelta(days=r.randint(0, 150))):%d/%m/%Y},{desc},{i},{o}")
    return "\n".join(rows)


def t_susan(r, dt):
    return (f"From: Susan Marsh\nTo: Graham Whitfield\nDate: {dt:%a, %d %b %Y}\nSubject: Re: Mum's things\n\n"
            "Hi Graham, I went over to Mill Lane on Saturday. I'd really like Mum's sewing table and the Welsh "
            "dresser if nobody minds - you should have Dad's clock and the medals. The charity shop will take "
            "the bedroom furniture. The estate agent wants the house empty before the photos. Can you chase the "
            "solicitor about the buyer's searches? Love, Sue x")


def t_clearance(r, dt):
    return (f"House clearance quotation - {_d(dt)}\nProperty: 12 Mill Lane, Bridgnorth\nFull clearance of house, loft "
            "and garage, items of value to be offset against the fee; white goods removed; sweep clean.\n"
            f"Price £{r.randint(750, 1200)}. Waste carrier licence CBDU{r.randint(100000, 999999)}. We can start "
            "within two weeks of your instruction.")


def t_funeral(r, dt):
    return ("Co-op Funeralcare, Bridgnorth - account\nFuneral of the late Edna Mary Whitfield, 2 December 2025, "
            "St Leonard's Church followed by cremation at Telford.\nProfessional services £2,650; cremation fee "
            "£1,010; minister £216; flowers £185; order of service printing £96.\nTotal £4,157.00. This can be "
            "paid directly from the deceased's bank account on production of this invoice.")


def t_dwp(r, dt):
    return (f"Department for Work and Pensions\n{_d(dt)}\nTo the executor of the estate of Mrs E M Whitfield\n"
            "We have been told about the death of Mrs Whitfield through the Tell Us Once service. Her State "
            f"Pension was paid up to {_d(datetime(2025, 11, 17))}, which means we paid £{r.randint(120, 220)}.31 "
            "more than was due. Please repay this from the estate. You do not need to reply if you have already "
            "made arrangements.")


def t_conveyancing(r, dt):
    return (f"Memorandum of sale - {_d(dt)}\nProperty: 12 Mill Lane, Bridgnorth WV16 4BU\nSellers: the executors of "
            f"Edna Mary Whitfield deceased\nBuyer: {_person(r)}, first-time buyer, mortgage in principle seen\n"
            f"Agreed price £{r.randint(228, 242)},000. Sellers' solicitor: Wace Morgan, Bridgnorth. Buyer's "
            "solicitor: to be confirmed. Please note the sale cannot complete until the grant of probate is issued.")


# Dad's estate (Archive, Estate)
def t_dad_estate(r, dt):
    return (f"{_d(dt)}\nEstate of Harold James Whitfield deceased\nDear Graham\nI enclose the final estate accounts "
            "for your approval. Once you and your sister have signed and returned them we will make the final "
            "distribution to your mother as the sole residuary beneficiary under the will.\nThe inheritance tax "
            "form IHT205 was accepted by HMRC and no tax was payable.\nYours sincerely\nWace Morgan Solicitors")


# Genealogy source material (Resources)
def t_census(r, dt):
    y = r.choice([1851, 1861, 1871, 1881, 1891, 1901, 1911])
    base = y - 1881
    return (f"{y} census - Madeley, Shropshire. Piece RG{r.randint(9, 14)}/{r.randint(1800, 2900)}, folio "
            f"{r.randint(5, 90)}, page {r.randint(1, 40)}\nAddress: {r.choice(['Court Street', 'Church Street', 'Hill Top', 'Blists Hill'])}, Madeley Wood\n"
            f"Thomas Whitfield, Head, married, {42 + base}, Iron puddler, born Madeley\n"
            f"Ann Whitfield, Wife, married, {39 + base}, born Broseley\n"
            f"William Whitfield, Son, {14 + base}, Coal miner, born Madeley\n"
            f"Sarah A Whitfield, Daughter, {11 + base}, Scholar, born Madeley\n"
            f"Albert E Whitfield, Son, {max(0, 2 + base)}, born Madeley\n"
            "Transcribed from the enumerator's book; spelling as written.")


def t_parish(r, dt):
    lines = ["Madeley St Michael - baptisms, transcribed from the register (Shropshire Archives P180)"]
    for _ in range(6):
        y = r.randint(1790, 1860)
        lines.append(f"{r.randint(1, 28)} {r.choice(['Jan', 'Mar', 'May', 'Jul', 'Oct', 'Dec'])} {y}: "
                     f"{r.choice(['Thomas', 'William', 'Sarah', 'Mary', 'John', 'Ann'])} son/dau of "
                     f"{r.choice(['William and Sarah Whitfield', 'John and Mary Pryce', 'Samuel and Ann Whitfield'])}, "
                     f"abode {r.choice(['Coalport', 'Madeley Wood', 'Ironbridge'])}, {r.choice(['collier', 'furnaceman', 'labourer', 'waterman'])}")
    return "\n".join(lines)


def t_letter_ww1(r, dt):
    return (f"{r.choice(['France', 'Somewhere in France', 'Bethune'])}, {r.randint(2, 28)} {r.choice(['March', 'August', 'November'])} 191{r.randint(5, 8)}\n"
            "My dear Mother,\nJust a few lines hoping they find you in the best of health as it leaves me at present. "
            "I received your parcel quite safe and the cake was a treat, the boys send their thanks. We have been "
            "out of the line this last week and are billeted in a barn, which is champion after the trenches. "
            "Tell Father I have not forgot the allotment and he is to keep the runner beans for when I am home. "
            "Give my love to our Sarah and little Tom. I must close now as the post is going.\n"
            "From your ever loving son, Bert\nxxx")


def t_research_notes(r, dt):
    return ("Brick wall - Sarah Pryce (b. abt 1821)\n"
            "Married Thomas Whitfield at Madeley 12 Aug 1841 - witnesses John Pryce and Eliz. Onions.\n"
            "1851 census says born Wellington; 1861 says Wrockwardine. No baptism found in either register.\n"
            "To try: Wellington nonconformist registers (Methodist), bishop's transcripts at Lichfield, "
            "Shropshire Archives visit. GRO death index: Sarah Whitfield, Madeley, Dec quarter 1889, 6a 512, age 68.\n"
            "Possible father John Pryce, waterman on the Severn at Coalport - check the 1841 census.")


def t_dna(r, dt):
    cm = r.randint(45, 220)
    return (f"DNA match notes - {_person(r)}\nShared DNA {cm} cM across {r.randint(3, 9)} segments, longest "
            f"{r.randint(18, 45)} cM.\nPredicted relationship: {'2nd-3rd cousin' if cm > 120 else '3rd-4th cousin'}.\n"
            "Shared matches include two Pryce descendants in Canada, so the link is probably through the Pryce "
            "line (John Pryce and Hannah Onions). Message sent asking about their tree.")


def t_certificate(r, dt):
    return (f"Certified copy of an entry of death - GRO reference {r.randint(1900, 1930)} Madeley 6a {r.randint(300, 900)}\n"
            f"When and where died: {r.randint(1, 28)} February 1919, Court Street, Madeley\nName: Ann Whitfield, female, "
            f"age {r.randint(70, 82)}, widow of Thomas Whitfield, iron puddler\nCause of death: influenza, "
            "bronchopneumonia, certified by R Hartshorne MRCS\nInformant: S A Jones, daughter, present at the death")


def t_gedcom(r, dt):
    lines = ["0 HEAD", "1 SOUR Gramps", "1 GEDC", "2 VERS 5.5.1", "1 CHAR UTF-8"]
    people = [("Thomas", 1839, "Iron puddler"), ("Ann", 1842, ""), ("William", 1867, "Coal miner"),
              ("Albert Edward", 1879, "Private, KSLI"), ("Harold James", 1926, "Fitter"), ("Graham Henry", 1958, "Engineer")]
    for k, (first, y, occ) in enumerate(people, 1):
        lines += [f"0 @I{k}@ INDI", f"1 NAME {first} /Whitfield/", "1 BIRT", f"2 DATE {y}", "2 PLAC Madeley, Shropshire"]
        if occ:
            lines.append(f"1 OCCU {occ}")
    lines += ["0 @F1@ FAM", "1 HUSB @I1@", "1 WIFE @I2@", "1 CHIL @I3@", "1 CHIL @I4@", "0 TRLR"]
    return "\n".join(lines)


def t_war_record(r, dt):
    return ("Pte Albert Edward Whitfield, 1st Bn King's Shropshire Light Infantry, service number 11873\n"
            "Enlisted Shrewsbury September 1914, aged 35. Wounded at Hooge, 9 August 1915 (gunshot wound, left arm).\n"
            "Returned to the battalion 1916. Medal index card: 1914-15 Star, British War Medal, Victory Medal.\n"
            "Survived the war; discharged 1919. Source: Lives of the First World War; pension record WO 364.")


# Family history book (Projects, Genealogy)
def t_chapter(r, dt):
    n = r.randint(1, 8)
    return (f"Chapter {n}: {r.choice(['The Ironworkers of Madeley', 'Bert Goes to War', 'Between the Wars', 'From the Gorge to the Hills'])}\n"
            "When Thomas Whitfield was born in 1839 the furnaces along the Severn gorge still lit the night sky. "
            "He followed his father into the ironworks at fourteen, and by the 1881 census he was a puddler, "
            "the hardest and best paid job in the works. [Insert photo of Court Street here - ask Susan.]\n"
            "TODO: check dates against the parish register before this goes to the printer. Cousin Jean has "
            "promised the wedding photograph for this chapter.")


def t_printer(r, dt):
    return (f"Quotation - {_d(dt)}\nFor: Graham Whitfield\nJob: family history book, A4 landscape hardback, "
            f"{r.choice([96, 120, 144])} pages full colour, 150gsm silk, printed case with matt lamination.\n"
            f"Quantity 40: £{r.uniform(19, 27):.2f} per copy; quantity 60: £{r.uniform(15, 19):.2f} per copy.\n"
            "Print-ready PDF needed 4 weeks before delivery. Proof copy £35. Delivery to Church Stretton included.")


def t_reunion(r, dt):
    return (f"From: Jean Whitfield\nTo: Graham Whitfield\nDate: {dt:%a, %d %b %Y}\nSubject: Reunion on 19 September\n\n"
            "Graham - the Madeley Court Hotel can do the function room for 45 of us on Saturday 19 September, "
            "buffet at £24 a head. The Canadian cousins are definitely coming! Will the books be ready by then? "
            "People keep asking whether they can order a copy. I've found Grandma's photo album, I'll scan the "
            "pictures of the 1953 coronation street party for you.\nJean")


def t_captions(r, dt):
    return ("Photo captions - for the book\n"
            "p12: Thomas and Ann Whitfield with their children outside Court Street, about 1885.\n"
            "p18: Blists Hill furnaces (postcard, Ironbridge Gorge Museum - permission asked).\n"
            "p27: Bert in uniform, Shrewsbury 1914.\np34: Harold and Edna's wedding, Bridgnorth, 1954.\n"
            "p41: the 1953 street party - names still needed for the back row.")


# Garden (Resources)
def t_sowing(r, dt):
    return ("Sowing calendar - veg\nFeb: broad beans 'Aquadulce' in pots; onion sets in modules.\n"
            "Mar: tomatoes 'Sungold' and 'Gardener's Delight' in the propagator at 18C; leeks in a seed bed.\n"
            "Apr: early potatoes 'Charlotte' once soil is 7C; beetroot, carrots 'Nantes' under fleece.\n"
            "May: runner beans 'Enorma' and courgettes indoors; harden off tomatoes for the greenhouse.\n"
            "Jun: plant out beans once frosts are over; successional lettuce every 3 weeks.")


def t_garden_diary(r, dt):
    return (f"Garden diary {dt.year}\n{r.randint(1, 28)} {dt:%b}: first cut of the lawn, high blades. Greenhouse "
            f"max {r.randint(22, 31)}C - opened the vents.\nPlanted out early potatoes 'Charlotte' in bed 2, earthed up the "
            "ones in bed 1. Slugs at the lettuces again - wool pellets.\nBlackbird nesting in the hawthorn hedge, "
            "so no hedge cutting until August. Rhubarb forcing pot off.")


def t_seed_order(r, dt):
    return (f"Order confirmation {r.randint(100000, 999999)}\nThank you for your order, {_d(dt)}.\n"
            "Tomato 'Sungold' F1 x1, Runner bean 'Enorma' x1, Leek 'Musselburgh' x1, Parsnip 'Gladiator' F1 x1, "
            "Sweet pea 'Matucana' x2, Seed potatoes 'Charlotte' 2kg, Garlic 'Solent Wight' x2 bulbs.\n"
            f"Subtotal {_money(r, 20, 45)}, delivery £3.95. Seed potatoes dispatched in February.")


def t_pruning(r, dt):
    return ("Pruning notes - fruit\nApples (Bramley, Egremont Russet): winter prune Dec-Feb, remove dead, diseased "
            "and crossing branches, keep an open goblet shape, shorten leaders by a third to an outward bud.\n"
            "Plums: never in winter (silver leaf) - prune in summer after fruiting.\n"
            "Gooseberries: spur prune side shoots to 2 buds in late winter.\nRaspberries (autumn): cut all canes to the ground in February.")


def t_soil(r, dt):
    return (f"Soil analysis report - sample 'veg plot'\npH {r.uniform(6.0, 7.1):.1f}; phosphorus index {r.randint(1, 4)}; "
            f"potassium index {r.randint(1, 3)}; magnesium index {r.randint(1, 3)}; organic matter {r.uniform(4, 8):.1f}%.\n"
            "Recommendation: no lime needed; apply well rotted manure or compost 5 kg per square metre in autumn; "
            "sulphate of potash for fruit.")


# Workshop reference (Resources)
def t_tapping(r, dt):
    return ("Tapping drill sizes (metric coarse)\nM3 - 2.5 mm\nM4 - 3.3 mm\nM5 - 4.2 mm\nM6 - 5.0 mm\nM8 - 6.8 mm\n"
            "M10 - 8.5 mm\nM12 - 10.2 mm\nBSW 1/4 - No. 7 (5.1 mm); 3/8 BSW - 5/16 in.\n"
            "Cutting speeds: mild steel 30 m/min, brass 60 m/min, aluminium 90 m/min (HSS). Use cutting oil on steel.")


def t_ml7_manual(r, dt):
    return ("Myford ML7 - lubrication chart and adjustments\nHeadstock bearings: fill oil cups daily with "
            "Myford Nuto H32. Adjust the front bearing by the split-bearing nuts so the spindle turns freely with "
            "no end float; run for 30 minutes and check for heat.\nSaddle and cross slide: oil the ways every "
            "session; adjust the gib strips so the slides move smoothly without shake.\nChange gears: use "
            "grease sparingly on the tumbler reverse.")


def t_wood_plan(r, dt):
    return ("Garden bench - cut list (sawn oak, 45 mm)\nLegs 4 @ 430 mm; seat rails 2 @ 1500 mm; cross rails 3 @ "
            "400 mm; seat slats 5 @ 1500 x 70 mm; back slats 4 @ 1500 x 70 mm.\nJoints: mortise and tenon, "
            "drawbored with 10 mm oak pegs. Finish: two coats of Danish oil, no varnish outdoors.\n"
            "Allow 10% waste for shakes and knots.")


def t_tool_manual(r, dt):
    return (f"{r.choice(['Bosch PST 900 jigsaw', 'Makita DHP482 combi drill', 'Record Power BS250 bandsaw'])} - operating instructions\n"
            "Safety warnings: read all instructions before use. Wear eye protection. Keep the work area clean.\n"
            "Changing the blade: unplug the tool first, open the quick-release lever and insert the blade with "
            "the teeth facing forward. Check the blade guide and tension.\nMaintenance: keep the ventilation "
            "slots clear; carbon brushes must be replaced by an authorised service centre.")


# Lathe restoration (Projects, Workshop)
def t_lathe_log(r, dt):
    return (f"ML7 restoration log\n{_d(dt)}: stripped the saddle and apron. Cross slide gib strip worn, one adjusting screw "
            "seized - soaked in penetrating oil overnight.\nLeadscrew worn near the chuck end (backlash about 0.4 mm); "
            "new half-nuts ordered.\nBed ways measured with a straight edge: 0.05 mm wear in front of the "
            "headstock, acceptable. Next: clean and repaint the stand in Myford grey, new motor belt.")


def t_lathe_parts(r, dt):
    rows = ["part,supplier,price,status"]
    for p in ["cross-slide feed screw and nut", "half nuts (pair)", "headstock bearing shims", "A-section drive belt",
              "tumbler reverse gear 12T", "Myford grey paint 500ml", "saddle felt wipers", "1/2 hp motor capacitor"]:
        rows.append(f"{p},{r.choice(['Myford Ltd', 'eBay', 'RDG Tools', 'Arc Euro Trade'])},"
                    f"{r.uniform(6, 90):.2f},{r.choice(['ordered', 'received', 'to order'])}")
    return "\n".join(rows)


def t_lathe_email(r, dt):
    return (f"From: {_person(r)}\nTo: Graham Whitfield\nDate: {dt:%a, %d %b %Y}\nSubject: ML7 spares\n\n"
            "Hello Graham, yes I still have the raising blocks and the original changewheel guard for the ML7, "
            "£45 the pair plus postage. The countershaft assembly went last week, sorry. If you are near "
            "Telford you're welcome to collect and have a look at the rest of the tooling.\nRegards")


# Travel
def t_hurtigruten(r, dt):
    return ("Booking confirmation - Classic Round Voyage, Bergen - Kirkenes - Bergen\n"
            "Booking reference HX" + str(r.randint(100000, 999999)) + "\nGuests: Mr Graham Whitfield, Mrs Margaret Whitfield\n"
            "Departure 14 August 2026 from Bergen, 12 days. Cabin: Arctic Superior, outside, double bed.\n"
            "Full board; excursions: North Cape (Honningsvag), Trollfjord. Deposit paid; balance due 15 June 2026.\n"
            "Passports must be valid for 3 months after your return.")


def t_flight(r, dt):
    return (f"E-ticket receipt - Booking ref {r.choice('ABCDEFGHJK')}{r.randint(1000, 9999)}{r.choice('XYZQ')}\n"
            "Passengers: WHITFIELD/GRAHAM MR, WHITFIELD/MARGARET MRS\n"
            "13 Aug 2026 Manchester (MAN) 10:05 - Bergen (BGO) 13:20, 1 checked bag 23kg each\n"
            "26 Aug 2026 Bergen (BGO) 14:10 - Manchester (MAN) 15:35\nOnline check-in opens 30 hours before departure.")


def t_packing(r, dt):
    return ("Norway - packing list\n- passports, EHIC/GHIC, travel insurance card\n- waterproof jacket and overtrousers, "
            "fleece, thermal layers (North Cape can be 8C in August)\n- binoculars, camera + spare batteries, charger "
            "and EU plug adapters\n- motion sickness tablets (open sea crossing off Stad)\n- hearing aid batteries!\n"
            "- Norwegian krone: a little cash for the Tromso cathedral concert")


def t_travel_ins(r, dt):
    return (f"Single trip travel insurance - policy certificate\nInsured: Graham and Margaret Whitfield (ages 67, 66)\n"
            "Trip: Norway coastal voyage, 13 to 26 August 2026. Cruise cover included: missed port departure, "
            "cabin confinement, unused excursions.\nMedical expenses £10 million; cancellation £6,000 per person; "
            f"declared conditions: high cholesterol, hypertension. Premium {_money(r, 180, 290)}. Emergency line 24h.")


def t_old_trip(r, dt):
    place = r.choice([("Madeira", "Quinta da Penha de Franca, Funchal", 2024), ("Isle of Skye", "Portree, Bosville Hotel", 2025),
                      ("Lake District", "cottage at Grasmere", 2023), ("Northumberland", "Bamburgh B&B", 2022)])
    return (f"Booking confirmation - {place[1]}\nGuest: Graham Whitfield, 2 adults\n"
            f"Arrival {r.randint(2, 24)} {r.choice(['April', 'May', 'September', 'October'])} {place[2]}, {r.choice([5, 7, 7, 10])} nights. "
            f"Total {_money(r, 600, 1800)}, paid in full.\nCancellation free until 14 days before arrival.\n"
            f"Things to do near {place[0]}: ask at reception for walking maps.")


# Career (Archive)
def t_design_report(r, dt):
    return (f"Midland Water Engineering - design report {dt.year}\nScheme: {r.choice(['Whitchurch', 'Craven Arms', 'Market Drayton', 'Ludlow'])} "
            "sewage pumping station upgrade\nExisting duty/standby submersible pumps to be replaced with two 22 kW "
            f"units, duty point {r.randint(30, 60)} l/s at {r.randint(18, 40)} m head. Rising main 250 mm ductile iron, "
            "surge analysis shows no column separation with a 10 s valve closure.\nWet well volume adequate for 10 "
            "starts per hour. Recommend telemetry upgrade and new kiosk. Prepared by G H Whitfield CEng MIMechE.")


def t_appraisal(r, dt):
    return (f"Annual performance review {dt.year}\nEmployee: Graham Whitfield, Principal Mechanical Engineer\n"
            "Objectives met: delivered three pumping station schemes on programme; mentored two graduate "
            "engineers through their IMechE development reports.\nDevelopment: hand over asset-standards work ahead "
            "of planned retirement. Overall rating: exceeds expectations.")


def t_consult_invoice(r, dt):
    days = r.randint(2, 9)
    return (f"Whitfield Engineering Consultancy - INVOICE {r.randint(1, 40):04d}\nDate {_d(dt)}\n"
            f"To: {r.choice(['Aqua Design Partnership', 'Severn Civils Ltd', 'Marches Utilities'])}\n"
            f"Engineering advice: pump selection and surge review, {days} days at £450 = £{days * 450:,}.00\n"
            "Not VAT registered. Payment within 30 days to Whitfield Engineering, sort code 07-04-36.")


def t_retirement(r, dt):
    return ("Dear Graham\nFollowing our conversation I confirm that your retirement will take effect on 31 March "
            "2019, after 31 years' service with Midland Water Engineering. Your final salary pension benefits will "
            "be calculated by the scheme administrators, who will write to you separately. On behalf of the whole "
            "engineering department, thank you for everything.\nHR Director")


def t_cv(r, dt):
    return ("GRAHAM H WHITFIELD CEng MIMechE\nChartered mechanical engineer, 30 years in water and wastewater.\n"
            "1988-2019 Midland Water Engineering: graduate to Principal Engineer; pumping stations, rising mains, "
            "surge analysis, asset standards.\n1980-1988 GKN Sankey, Wellington: design engineer.\n"
            "Education: BEng Mechanical Engineering, University of Birmingham, 1980.")


# Kitchen refit 2022 (Archive, Home)
def t_kitchen(r, dt):
    return ("Kitchen refit - Brook Cottage - final invoice (2022)\nSupply and fit shaker kitchen, oak worktops, "
            "Belfast sink, integrated dishwasher; re-plaster ceiling; new LED lighting.\n"
            f"Contract £{r.randint(14, 19)},{r.randint(100, 999)}; extras (extra sockets, tile splashback) £{r.randint(600, 1400)}.\n"
            "Deposit and stage payment received with thanks; balance now due. 12 month guarantee on workmanship.")


# Recipes, manuals, reading (Resources)
def t_recipe(r, dt):
    return r.choice([
        "Damson jam\n1.5 kg damsons, 1.5 kg granulated sugar, 450 ml water.\nSimmer the fruit until soft, skim "
        "out the stones, add sugar and stir until dissolved, boil hard to setting point (wrinkle test on a cold "
        "saucer). Pot in hot sterilised jars. Makes about 7 jars.",
        "Bara brith (Mum's)\n450 g mixed dried fruit soaked overnight in 300 ml cold strong tea, 2 tbsp marmalade, "
        "1 egg, 100 g dark brown sugar, 450 g self-raising flour, 1 tsp mixed spice.\nMix, pour into a 2 lb loaf "
        "tin, bake 1 1/2 hours at 160C. Serve sliced with butter.",
        "Green tomato chutney\n1 kg green tomatoes, 500 g onions, 250 g sultanas, 500 g demerara sugar, 600 ml malt "
        "vinegar, 1 tsp mustard seed, 1 tsp ground ginger.\nSimmer for 2 hours until thick and no liquid "
        "runs into the channel when you draw a spoon through. Keeps a year.",
        "Runner bean and bacon\nSlice the beans thinly, blanch 3 minutes. Fry lardons and shallot, toss in the "
        "beans with a knob of butter and black pepper."])


def t_manual(r, dt):
    return (f"{r.choice(['Bosch Serie 4 dishwasher SMS4HVI33G', 'Panasonic NN-CT55 combination microwave', 'Miele Complete C3 vacuum cleaner', 'Worcester Comfort+ II RF thermostat'])} - instructions for use\n"
            "Before using your appliance for the first time, read these instructions carefully. Keep them for "
            "future reference.\nTroubleshooting: if the display shows an error code, switch off at the mains for one "
            "minute. Cleaning and maintenance: clean the filter weekly. Warranty: 2 years from date of purchase.")


def t_article(r, dt):
    return r.choice([
        "The Victorian pumping stations that still work\nAcross England, beam engines built in the 1860s to lift "
        "sewage and drinking water survive as museums. Their engineers worked with cast iron and steam, and "
        "the pump houses were built like cathedrals to reassure a public frightened of cholera.",
        "How the Severn shaped Ironbridge\nThe river was the motorway of the eighteenth century: trows carried "
        "iron, coal and clay downstream to Bristol. Gorge communities grew around wharves, and the famous bridge "
        "of 1779 advertised what cast iron could do.",
        "Why your tomato leaves curl\nLeaf roll in greenhouse tomatoes is usually physiological: big swings "
        "between day and night temperature, or heavy pruning. It rarely affects the crop."])


def build(root: Path, seed: int = 14) -> list[Item]:
    """Write the corpus under ``root`` (which should be empty); return the truth labels."""
    root = Path(root)
    r = random.Random(seed)
    items: list[Item] = []
    used: set[str] = set()
    counters = {"n": 0}

    def unique(rel: str) -> str:
        if rel not in used:
            return rel
        folder, _, name = rel.rpartition("/")
        stem, dot, ext = name.rpartition(".")
        if not dot:
            stem, ext = name, ""
        k = 2
        while True:
            cand = f"{folder}/{stem} ({k})" + (f".{ext}" if ext else "")
            cand = cand.lstrip("/")
            if cand not in used:
                return cand
            k += 1

    def put(rel: str, data: bytes, age: float, bucket: str, topic: str, hard: bool = False) -> None:
        """Write ``rel``; label it unless it is a dot file (the scanner never lists those: they stay put)."""
        rel = unique(rel)
        used.add(rel)
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        t = NOW_S - int(age * DAY) - r.randint(0, 40_000)
        os.utime(path, (t, t))
        if not rel.rpartition("/")[2].startswith("."):
            items.append(Item(rel, bucket, topic, hard))

    def encode(rel: str, text: str) -> bytes:
        ext = rel.rpartition(".")[2].lower()
        if ext == "pdf":
            return _pdf(text)
        if ext == "docx":
            return _docx(text)
        return text.encode("utf-8")

    def doc(folder: str, name: str, fn, age: float, bucket: str, topic: str, hard: bool = False) -> None:
        dt = NOW - timedelta(days=age)
        name = name.format(ymd=f"{dt:%Y%m%d}", y=dt.year, m=f"{dt:%m}", mon=f"{dt:%B}", n=r.randint(1, 12),
                           nnnn=f"{r.randint(1, 9999):04d}", hms=f"{r.randint(7, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}")
        rel = f"{folder}/{name}" if folder else name
        put(rel, encode(rel, fn(r, dt)), age, bucket, topic, hard)

    def hard_name(ext: str) -> str:
        by_ext = {
            "pdf": ["scan_{ymd}.pdf", "Document({n}).pdf", "Document.pdf", "SCAN{nnnn}.PDF", "{ymd}_{hms}.pdf",
                    "download.pdf", "file.pdf", "page1.pdf", "doc{nnnn}.pdf", "Scan {ymd}.pdf", "attachment.pdf"],
            "txt": ["untitled.txt", "New Text Document.txt", "New Text Document ({n}).txt", "notes.txt", "todo.txt",
                    "temp.txt", "copy.txt", "misc.txt"],
            "md": ["notes.md", "untitled.md", "scratch.md", "draft.md"],
            "docx": ["Doc{n}.docx", "final_FINAL_v{n}.docx", "draft.docx", "Untitled document.docx",
                     "Document{n}.docx", "new.docx", "letter.docx", "copy of draft v{n}.docx"],
            "csv": ["export.csv", "export ({n}).csv", "data.csv", "Sheet1.csv", "download.csv"],
            "eml": ["message.eml", "Re_.eml", "Fwd_ (no subject).eml", "email{n}.eml"],
        }
        return r.choice(by_ext[ext])

    def hard(fn, ext: str, age: float, bucket: str, topic: str) -> None:
        folder = r.choice(["Downloads", "Downloads", "Downloads", "Desktop", "Documents", "Documents/stuff",
                           "Documents/Scans", "Desktop/to sort"])
        doc(folder, hard_name(ext), fn, age, bucket, topic, hard=True)

    def age(lo: float, hi: float) -> float:
        return r.uniform(lo, hi)

    A, P, R, X = "Areas", "Projects", "Resources", "Archive"
    D, DL, DT, PIC = "Documents", "Downloads", "Desktop", "Pictures"

    # ---- Areas: Finance ---------------------------------------------------------------------
    for k in range(6):
        a = age(5, 700)
        doc(D + "/Money/statements", "Statement_{y}-{m}.pdf", t_bank, a, A, "Finance")
    for k in range(4):
        doc(DL, "e-Statement ({n}).pdf", t_bank, age(3, 120), A, "Finance")
    for k in range(4):
        doc(D + "/Money", "pension payslip {mon} {y}.pdf", t_pension_slip, age(5, 600), A, "Finance")
    for y_age in (60, 420, 790):
        doc(D + "/Money/tax", "SA302 tax calculation {y}.pdf", t_tax_return, age(y_age, y_age + 30), A, "Finance")
    doc(D + "/Money", "Vanguard ISA annual statement {y}.pdf", t_isa, age(40, 60), A, "Finance")
    doc(D + "/Money", "state pension increase letter.pdf", t_state_pension, age(60, 80), A, "Finance")
    doc(D + "/Money", "household budget {y}.csv", t_budget_csv, age(2, 20), A, "Finance")
    doc(D + "/Money", "premium bonds prize.pdf", t_premium_bonds, age(30, 300), A, "Finance")
    for fn, ext in [(t_bank, "pdf"), (t_bank, "pdf"), (t_pension_slip, "pdf"), (t_tax_return, "pdf"),
                    (t_isa, "pdf"), (t_state_pension, "pdf"), (t_budget_csv, "csv"), (t_premium_bonds, "pdf"),
                    (t_pension_slip, "pdf"), (t_tax_return, "pdf")]:
        hard(fn, ext, age(3, 900), A, "Finance")

    # ---- Areas: Health ------------------------------------------------------------------------
    doc(D + "/Health", "blood test results letter.pdf", t_gp, age(20, 60), A, "Health")
    doc(D + "/Health", "audiology appointment.pdf", t_audiology, age(5, 40), A, "Health")
    doc(D + "/Health", "repeat prescription.txt", t_prescription, age(10, 50), A, "Health")
    doc(D + "/Health", "knee exercises physio.pdf", t_physio, age(200, 400), A, "Health")
    doc(D + "/Health", "dentist invoice {y}.pdf", t_dentist, age(100, 500), A, "Health")
    doc(D + "/Health", "GP letter {y}.pdf", t_gp, age(400, 800), A, "Health")
    for fn, ext in [(t_gp, "pdf"), (t_audiology, "pdf"), (t_prescription, "txt"), (t_physio, "pdf"),
                    (t_dentist, "pdf"), (t_prescription, "txt")]:
        hard(fn, ext, age(5, 700), A, "Health")

    # ---- Areas: Home ----------------------------------------------------------------------------
    doc(D + "/House", "home insurance renewal {y}.pdf", t_home_ins, age(30, 60), A, "Home")
    doc(D + "/House", "home insurance renewal {y}.pdf", t_home_ins, age(400, 420), A, "Home")
    doc(D + "/House", "boiler service {y}.pdf", t_boiler, age(100, 200), A, "Home")
    doc(D + "/House", "council tax {y}.pdf", t_council_tax, age(55, 65), A, "Home")
    doc(D + "/House", "Octopus statement {mon}.pdf", t_energy, age(5, 35), A, "Home")
    doc(D + "/House", "Octopus statement {mon}.pdf", t_energy, age(35, 65), A, "Home")
    doc(D + "/House", "broadband contract.pdf", t_broadband, age(300, 500), A, "Home")
    doc(D + "/House", "chimney sweep cert.pdf", t_chimney, age(150, 250), A, "Home")
    for fn, ext in [(t_home_ins, "pdf"), (t_boiler, "pdf"), (t_council_tax, "pdf"), (t_energy, "pdf"),
                    (t_energy, "pdf"), (t_chimney, "pdf"), (t_broadband, "pdf")]:
        hard(fn, ext, age(5, 500), A, "Home")

    # ---- Areas: Car -----------------------------------------------------------------------------
    doc(D + "/Car", "MOT {y}.pdf", t_mot, age(60, 90), A, "Car")
    doc(D + "/Car", "MOT {y}.pdf", t_mot, age(420, 450), A, "Car")
    doc(D + "/Car", "Admiral renewal.pdf", t_car_ins, age(100, 130), A, "Car")
    doc(D + "/Car", "service invoice.pdf", t_car_service, age(200, 260), A, "Car")
    for fn in (t_mot, t_car_ins, t_car_service):
        hard(fn, "pdf", age(5, 400), A, "Car")

    # ---- Areas: holiday flat ------------------------------------------------------------------------
    F = D + "/Flat 3 Porthleven"
    for k in range(5):
        doc(F + "/bookings", "confirmation {ymd}.pdf", t_flat_booking, age(3, 300), A, "HolidayFlat")
    doc(F + "/bookings", "bookings {y}.csv", t_flat_csv, age(1, 10), A, "HolidayFlat")
    doc(F + "/bookings", "bookings {y}.csv", t_flat_csv, age(380, 420), A, "HolidayFlat")
    for k in range(3):
        doc(F + "/cleaning", "cleaner invoice {mon}.pdf", t_cleaner, age(5, 250), A, "HolidayFlat")
    doc(F + "/certificates", "CP12 gas safety {y}.pdf", t_cp12, age(90, 120), A, "HolidayFlat")
    doc(F + "/certificates", "CP12 gas safety {y}.pdf", t_cp12, age(450, 490), A, "HolidayFlat")
    doc(F + "/certificates", "fire risk assessment.docx", t_fire_risk, age(150, 200), A, "HolidayFlat")
    doc(F, "welcome book.md", t_welcome, age(60, 120), A, "HolidayFlat")
    doc(F, "income and expenses {y}.pdf", t_fhl, age(40, 70), A, "HolidayFlat")
    doc(F, "review replies.txt", t_flat_review, age(10, 30), A, "HolidayFlat")
    for k in range(3):
        doc(DL, "enquiry {ymd}.eml", t_flat_enquiry, age(2, 90), A, "HolidayFlat")
    for fn, ext in [(t_flat_booking, "pdf"), (t_flat_booking, "docx"), (t_flat_enquiry, "eml"),
                    (t_flat_enquiry, "eml"), (t_cleaner, "pdf"), (t_cp12, "pdf"), (t_flat_csv, "csv"),
                    (t_fhl, "pdf"), (t_welcome, "md"), (t_flat_review, "txt"), (t_fire_risk, "docx")]:
        hard(fn, ext, age(2, 400), A, "HolidayFlat")

    # ---- Projects: flat bathroom refit ---------------------------------------------------------------
    B = F + "/bathroom 2026"
    doc(B, "tiler quote.pdf", t_tiler_quote, age(60, 90), P, "HolidayFlat")
    doc(B, "quote Kernow Tiling.pdf", t_tiler_quote, age(50, 80), P, "HolidayFlat")
    doc(B, "measurements and plan.txt", t_refit_plan, age(80, 110), P, "HolidayFlat")
    doc(B, "shopping list.csv", t_refit_csv, age(5, 20), P, "HolidayFlat")
    doc(B, "electrician estimate.pdf", t_electrician, age(30, 50), P, "HolidayFlat")
    doc(B, "letter to June guests.docx", t_refit_guest, age(40, 60), P, "HolidayFlat")
    for k in range(4):
        dt = NOW - timedelta(days=age(60, 100))
        put(f"{B}/IMG_{r.randint(3000, 4999)}.jpg", _jpeg(r, dt), (NOW - dt).days, P, "HolidayFlat")
    for fn, ext in [(t_tiler_quote, "pdf"), (t_refit_plan, "md"), (t_refit_csv, "csv"), (t_electrician, "pdf"),
                    (t_refit_guest, "docx")]:
        hard(fn, ext, age(5, 100), P, "HolidayFlat")

    # ---- Areas: club treasurer; Resources: coaching; Projects: roof appeal; Archive: centenary -------
    C = D + "/Cricket club"
    doc(C, "Treasurer report AGM {y}.docx", t_treasurer, age(200, 230), A, "Club")
    doc(C, "Treasurer report AGM {y}.docx", t_treasurer, age(560, 600), A, "Club")
    for k in range(4):
        doc(C + "/minutes", "committee minutes {y}-{m}.docx", t_minutes, age(10, 500), A, "Club")
    doc(C, "subs {y}.csv", t_subs_csv, age(3, 30), A, "Club")
    doc(C, "fixtures {y}.pdf", t_fixtures, age(40, 70), A, "Club")
    doc(C, "insurance schedule.pdf", t_club_ins, age(60, 90), A, "Club")
    doc(C, "Marstons invoice.pdf", t_bar_invoice, age(10, 40), A, "Club")
    for fn, ext in [(t_minutes, "docx"), (t_minutes, "pdf"), (t_subs_csv, "csv"), (t_treasurer, "docx"),
                    (t_bar_invoice, "pdf"), (t_fixtures, "txt"), (t_club_ins, "pdf")]:
        hard(fn, ext, age(5, 400), A, "Club")
    for k in range(3):
        doc(C + "/juniors", "session plan {n}.docx", t_coaching, age(20, 400), R, "Club")
    hard(t_coaching, "docx", age(30, 300), R, "Club")
    RF = C + "/Raise the Roof"
    doc(RF, "grant application SCF.docx", t_grant, age(100, 130), P, "Club")
    doc(RF, "roofing quote {n}.pdf", t_roof_quote, age(120, 150), P, "Club")
    doc(RF, "roofing quote {n}.pdf", t_roof_quote, age(100, 120), P, "Club")
    doc(RF, "appeal letter to members.docx", t_appeal_letter, age(90, 110), P, "Club")
    doc(RF, "donations.csv", t_donations, age(1, 7), P, "Club")
    doc(RF, "quiz night poster.pdf", t_quiz, age(10, 25), P, "Club")
    for fn, ext in [(t_grant, "docx"), (t_roof_quote, "pdf"), (t_appeal_letter, "docx"), (t_donations, "csv"),
                    (t_quiz, "pdf")]:
        hard(fn, ext, age(5, 150), P, "Club")
    doc(D + "/from old laptop/club", "centenary dinner 2024.docx", t_centenary, age(600, 640), X, "Club")
    doc(C, "centenary dinner final figures.pdf", t_centenary, age(580, 600), X, "Club")
    hard(t_centenary, "docx", age(590, 650), X, "Club")

    # ---- Projects: Mum's estate ----------------------------------------------------------------------
    E = D + "/Mum estate"
    doc(E, "probate application notes.docx", t_probate, age(150, 180), P, "Estate")
    for k in range(3):
        doc(E + "/banks", "bereavement letter {n}.pdf", t_bereavement_bank, age(20, 120), P, "Estate")
    doc(E, "Mill Lane valuation.pdf", t_valuation, age(140, 170), P, "Estate")
    doc(E, "estate accounts.csv", t_estate_csv, age(1, 8), P, "Estate")
    doc(E, "house clearance quote.pdf", t_clearance, age(60, 90), P, "Estate")
    doc(E, "funeral account.pdf", t_funeral, age(183, 190), P, "Estate")
    doc(E, "DWP overpayment.pdf", t_dwp, age(170, 185), P, "Estate")
    doc(E, "memorandum of sale.pdf", t_conveyancing, age(10, 30), P, "Estate")
    doc(E, "Re Mum's things.eml", t_susan, age(30, 70), P, "Estate")
    for fn, ext in [(t_probate, "docx"), (t_bereavement_bank, "pdf"), (t_bereavement_bank, "pdf"), (t_valuation, "pdf"),
                    (t_estate_csv, "csv"), (t_susan, "eml"), (t_susan, "txt"), (t_clearance, "pdf"), (t_funeral, "pdf"),
                    (t_dwp, "pdf"), (t_conveyancing, "pdf")]:
        hard(fn, ext, age(5, 195), P, "Estate")

    # ---- Resources + Projects: family history --------------------------------------------------------
    G = D + "/Family history"
    for k in range(4):
        doc(G + "/census", "Whitfield census {n}.txt", t_census, age(300, 1500), R, "Genealogy")
    doc(G + "/parish registers", "Madeley baptisms.txt", t_parish, age(500, 1200), R, "Genealogy")
    doc(G + "/parish registers", "Madeley baptisms 2.txt", t_parish, age(400, 1000), R, "Genealogy")
    for k in range(3):
        doc(G + "/Bert letters", "letter {n} transcript.docx", t_letter_ww1, age(200, 900), R, "Genealogy")
    doc(G, "Sarah Pryce brick wall.md", t_research_notes, age(60, 300), R, "Genealogy")
    doc(G, "DNA matches.txt", t_dna, age(30, 200), R, "Genealogy")
    doc(G + "/certificates", "Ann Whitfield death 1919.pdf", t_certificate, age(700, 900), R, "Genealogy")
    doc(G, "Whitfield tree.ged", t_gedcom, age(20, 60), R, "Genealogy")
    doc(G, "Albert KSLI service record.pdf", t_war_record, age(400, 800), R, "Genealogy")
    for k in range(5):
        dt = NOW - timedelta(days=age(300, 1200))
        put(f"{G}/photos/scan{r.randint(1, 80):04d}.jpg", _jpeg(r, None), (NOW - dt).days, R, "Genealogy")
    for fn, ext in [(t_census, "txt"), (t_census, "pdf"), (t_parish, "txt"), (t_letter_ww1, "pdf"), (t_letter_ww1, "pdf"),
                    (t_letter_ww1, "docx"), (t_research_notes, "txt"), (t_dna, "txt"), (t_certificate, "pdf"),
                    (t_certificate, "pdf"), (t_war_record, "pdf")]:
        hard(fn, ext, age(30, 1200), R, "Genealogy")
    BK = G + "/book"
    for k in range(4):
        doc(BK, "chapter {n} draft.docx", t_chapter, age(3, 120), P, "Genealogy")
    doc(BK, "final_FINAL_v3.docx", t_chapter, age(1, 6), P, "Genealogy")
    doc(BK, "printer quote.pdf", t_printer, age(20, 50), P, "Genealogy")
    doc(BK, "photo captions.txt", t_captions, age(5, 30), P, "Genealogy")
    doc(DL, "Reunion on 19 September.eml", t_reunion, age(10, 40), P, "Genealogy")
    for fn, ext in [(t_chapter, "docx"), (t_chapter, "docx"), (t_printer, "pdf"), (t_reunion, "eml"), (t_captions, "txt")]:
        hard(fn, ext, age(3, 150), P, "Genealogy")

    # ---- Resources: garden ------------------------------------------------------------------------
    GD = D + "/Garden"
    doc(GD, "sowing calendar.docx", t_sowing, age(100, 700), R, "Garden")
    doc(GD, "garden diary {y}.txt", t_garden_diary, age(2, 15), R, "Garden")
    doc(GD, "garden diary {y}.txt", t_garden_diary, age(370, 400), R, "Garden")
    doc(GD, "seed order.pdf", t_seed_order, age(120, 160), R, "Garden")
    doc(GD, "fruit pruning.txt", t_pruning, age(300, 900), R, "Garden")
    doc(GD, "soil test results.pdf", t_soil, age(500, 700), R, "Garden")
    for fn, ext in [(t_sowing, "txt"), (t_garden_diary, "txt"), (t_seed_order, "pdf"), (t_pruning, "md"),
                    (t_soil, "pdf"), (t_seed_order, "pdf")]:
        hard(fn, ext, age(10, 600), R, "Garden")

    # ---- Resources + Projects: workshop -------------------------------------------------------------
    W = D + "/Workshop"
    doc(W, "tapping drill chart.pdf", t_tapping, age(600, 1500), R, "Workshop")
    doc(W, "ML7 lubrication and adjustment.pdf", t_ml7_manual, age(300, 400), R, "Workshop")
    doc(W, "bench cut list.txt", t_wood_plan, age(400, 800), R, "Workshop")
    doc(W + "/manuals", "jigsaw manual.pdf", t_tool_manual, age(700, 1400), R, "Workshop")
    doc(W + "/manuals", "bandsaw instructions.pdf", t_tool_manual, age(500, 1000), R, "Workshop")
    for fn, ext in [(t_tapping, "pdf"), (t_ml7_manual, "pdf"), (t_wood_plan, "txt"), (t_tool_manual, "pdf")]:
        hard(fn, ext, age(100, 1000), R, "Workshop")
    L = W + "/lathe restoration"
    doc(L, "restoration log.md", t_lathe_log, age(1, 10), P, "Workshop")
    doc(L, "parts list.csv", t_lathe_parts, age(5, 30), P, "Workshop")
    doc(L, "ML7 spares email.eml", t_lathe_email, age(40, 80), P, "Workshop")
    for k in range(4):
        dt = NOW - timedelta(days=age(5, 150))
        put(f"{L}/IMG_{r.randint(5000, 6999)}.HEIC", HEIC_HEAD + r.randbytes(200), (NOW - dt).days, P, "Workshop")
    for fn, ext in [(t_lathe_log, "txt"), (t_lathe_parts, "csv"), (t_lathe_email, "eml"), (t_lathe_log, "md")]:
        hard(fn, ext, age(3, 150), P, "Workshop")

    # ---- Travel: Norway (Projects), past trips (Archive) ---------------------------------------------
    T = D + "/Norway 2026"
    doc(T, "Hurtigruten confirmation.pdf", t_hurtigruten, age(150, 170), P, "Travel")
    doc(T, "flights MAN-BGO.pdf", t_flight, age(120, 140), P, "Travel")
    doc(T, "packing list.txt", t_packing, age(1, 5), P, "Travel")
    doc(T, "travel insurance.pdf", t_travel_ins, age(80, 100), P, "Travel")
    for fn, ext in [(t_hurtigruten, "pdf"), (t_flight, "pdf"), (t_packing, "txt"), (t_travel_ins, "pdf")]:
        hard(fn, ext, age(2, 160), P, "Travel")
    for nm, a in [("Madeira 2024 hotel.pdf", 760), ("Skye 2025 booking.pdf", 380), ("Grasmere cottage 2023.pdf", 1100),
                  ("Bamburgh 2022.pdf", 1400)]:
        doc(D + "/Travel", nm, t_old_trip, age(a - 30, a), X, "Travel")
    for k in range(3):
        hard(t_old_trip, "pdf", age(380, 1400), X, "Travel")

    # ---- Archive: career, consultancy, Dad's estate, kitchen, backups ---------------------------------
    O = D + "/from old laptop"
    for k in range(4):
        doc(O + "/work", "design report {n}.docx", t_design_report, age(2600, 3600), X, "Career")
    doc(O + "/work", "appraisal {y}.docx", t_appraisal, age(2700, 2800), X, "Career")
    doc(O, "retirement letter.pdf", t_retirement, age(2620, 2640), X, "Career")
    doc(O, "CV 2019.docx", t_cv, age(2600, 2650), X, "Career")
    for fn, ext in [(t_design_report, "docx"), (t_design_report, "pdf"), (t_appraisal, "docx"), (t_cv, "docx")]:
        hard(fn, ext, age(2500, 3500), X, "Career")
    for k in range(4):
        doc(D + "/2021", "invoice {nnnn}.pdf", t_consult_invoice, age(1600, 1950), X, "Career")
    hard(t_consult_invoice, "pdf", age(1700, 2000), X, "Career")
    hard(t_consult_invoice, "docx", age(1700, 2000), X, "Career")
    doc(D + "/2021", "tax calc 2020-21.pdf", t_tax_return, age(1600, 1700), A, "Finance")
    doc(D + "/2021", "committee minutes.docx", t_minutes, age(1700, 1800), A, "Club")
    doc(D + "/2021", "boiler service 2021.pdf", t_boiler, age(1650, 1700), A, "Home")
    doc(D + "/2021", "repeat meds.txt", t_prescription, age(1700, 1800), A, "Health")
    doc(O + "/Dad", "estate accounts letter 2015.pdf", t_dad_estate, age(4000, 4100), X, "Estate")
    doc(O + "/Dad", "solicitor letter.pdf", t_dad_estate, age(4100, 4200), X, "Estate")
    hard(t_dad_estate, "pdf", age(4000, 4300), X, "Estate")
    hard(t_dad_estate, "docx", age(4000, 4300), X, "Estate")
    doc(D + "/House/kitchen 2022", "kitchen final invoice.pdf", t_kitchen, age(1300, 1400), X, "Home")
    doc(D + "/House/kitchen 2022", "kitchen quote v2.pdf", t_kitchen, age(1400, 1480), X, "Home")
    hard(t_kitchen, "pdf", age(1300, 1500), X, "Home")
    put(f"{O}/backup_2018.zip", r.randbytes(3000), 2700, X, "Backup")
    put(f"{O}/Outlook backup.pst", r.randbytes(3000), 2650, X, "Backup")

    # ---- Resources: recipes, manuals, reading, software, music ----------------------------------------
    for nm in ("damson jam.txt", "bara brith.docx", "green tomato chutney.txt"):
        doc(D + "/Recipes", nm, t_recipe, age(100, 2000), R, "Recipes")
    hard(t_recipe, "txt", age(50, 1000), R, "Recipes")
    hard(t_recipe, "pdf", age(50, 1000), R, "Recipes")
    for nm in ("dishwasher manual.pdf", "microwave instructions.pdf", "thermostat user guide.pdf"):
        doc(D + "/Manuals", nm, t_manual, age(200, 1500), R, "Manuals")
    doc(DL, "SMS4HVI33G_en.pdf", t_manual, age(20, 60), R, "Manuals")
    hard(t_manual, "pdf", age(50, 900), R, "Manuals")
    for nm in ("Victorian pumping stations.pdf", "Ironbridge and the Severn.pdf"):
        doc(D + "/Reading", nm, t_article, age(100, 900), R, "Reading")
    hard(t_article, "txt", age(50, 500), R, "Reading")
    for nm in ("The Ironbridge Gorge - a history.epub", "Rolt - Red for Danger.epub"):
        put(f"{D}/Reading/{nm}", b"PK\x03\x04" + r.randbytes(400), age(200, 1500), R, "Reading")
    for nm, a in [("GrampsAIO64-5.2.3_win64.exe", 40), ("FreeCAD-1.0.0-Windows-x86_64-installer.exe", 200),
                  ("Audacity-3.6.1-64bit.exe", 400), ("LibreOffice_24.8.2_Win_x86-64.msi", 250)]:
        put(f"{DL}/{nm}", b"MZ" + r.randbytes(600), age(a, a + 20), R, "Software")
    for nm in ("Jerusalem - Huddersfield Choral.mp3", "Land of my Fathers.mp3", "Test Match Special theme.mp3"):
        put(f"Music/{nm}", b"ID3\x03\x00\x00\x00\x00\x00\x00" + r.randbytes(500), age(300, 2500), R, "Music")

    # ---- Resources: photos --------------------------------------------------------------------------
    for album, lo, hi, cnt in [("Madeira 2024", 760, 770, 6), ("Skye 2025", 360, 370, 5), ("Garden", 10, 700, 5),
                               ("Cricket club", 20, 400, 4)]:
        for k in range(cnt):
            dt = NOW - timedelta(days=age(lo, hi))
            put(f"{PIC}/{album}/IMG_{r.randint(1000, 9999)}.JPG", _jpeg(r, dt), (NOW - dt).days, R, "Photos")
    for k in range(6):
        dt = NOW - timedelta(days=age(3, 200))
        put(f"{PIC}/iPhone import/IMG_{r.randint(4000, 4999)}.HEIC", HEIC_HEAD + r.randbytes(200),
            (NOW - dt).days, R, "Photos")
    for k in range(3):
        dt = NOW - timedelta(days=age(2600, 3500))
        put(f"{O}/photos/DSC0{r.randint(1000, 9999)}.JPG", _jpeg(r, dt), (NOW - dt).days, R, "Photos")
    for k in range(2):
        dt = NOW - timedelta(days=age(1600, 1900))
        put(f"{D}/2021/IMG_{r.randint(1000, 2999)}.jpg", _jpeg(r, dt), (NOW - dt).days, R, "Photos")
    # screenshots: subject only by what he was looking at -- labelled by it
    for topic, bucket, a in [("HolidayFlat", A, 12), ("Travel", P, 40), ("Genealogy", R, 90), ("Finance", A, 20)]:
        dt = NOW - timedelta(days=a)
        put(f"{DT}/Screenshot {dt:%Y-%m-%d} at {r.randint(9, 21)}.{r.randint(10, 59)}.{r.randint(10, 59)}.png",
            _png(r), a, bucket, topic)

    # ---- Left: unfinished downloads, lock files, system files ------------------------------------------
    put(f"{DL}/Hurtigruten deck plan.pdf.crdownload", r.randbytes(700), 1, "Left", "System")
    put(f"{DL}/Unconfirmed 482913.crdownload", r.randbytes(700), 3, "Left", "System")
    put(f"{DL}/FreeCAD-1.0.1-Windows-x86_64-installer.exe.part", r.randbytes(700), 2, "Left", "System")
    put(f"{DL}/1911 census Madeley.pdf.part", r.randbytes(400), 8, "Left", "System")
    put(f"{BK}/~$apter 3 draft.docx", b"\x00" * 162, 1, "Left", "System")
    put(f"{E}/.~lock.estate accounts.csv#", b"Graham,brook-pc,05.05.2026 10:14\n", 2, "Left", "System")
    for folder in (D, PIC, DL, DT):
        put(f"{folder}/desktop.ini", b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n",
            900, "Left", "System")
    put(f"{PIC}/Madeira 2024/Thumbs.db", r.randbytes(512), 760, "Left", "System")
    put(f"{O}/.DS_Store", b"\x00\x00\x00\x01Bud1" + r.randbytes(200), 2600, "Left", "System")
    put(f"{O}/work/.DS_Store", b"\x00\x00\x00\x01Bud1" + r.randbytes(200), 2600, "Left", "System")
    return items


def _png(r: random.Random) -> bytes:
    from PIL import Image

    buf = io.BytesIO()
    Image.new("RGB", (16, 10), (r.randint(0, 255), r.randint(0, 255), r.randint(0, 255))).save(buf, "PNG")
    return buf.getvalue()
