"""A fifteenth labelled corpus: a real-estate agent's files, ``build(root, seed)``, written without reading the classifier.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at the bodies of the
other placement corpora or at any placement result: only ``unseen.py``'s docstring (for the way labelling rules
are written), its helpers and its ``build`` mechanics, the ``Item`` dataclass and the helpers ``_pdf``, ``_jpeg``
(``corpus.py``), ``_docx``, ``_png`` and ``HEIC_HEAD`` (``blind.py``). The files and labels are shaped by what
this person would have on disk, not by what the code looks for.

The person: Rosa M. Delgado, 44 (45 on 14 August 2026), a residential real-estate agent in Phoenix, Arizona,
licensed (ADRE SA681234000) with Saguaro Realty Group on Camelback Road since 2019, paid on commission as an
independent contractor: she gets a 1099-NEC, pays quarterly estimated taxes and keeps a mileage log. Before
that she was a mortgage loan processor at Desert Sun Mortgage (2012-2019). Divorced from Victor Delgado (decree
entered by the Maricopa County Superior Court in March 2022); she kept the house on E Cactus Wren Dr (Paradise
Cove HOA, a pool, refinanced with Mr. Cooper in 2022). Her children are Mateo (16, sophomore at Cactus Canyon
High, has his learner's permit, road test on 12 June 2026, and she is buying him a used car) and Sofia (13,
7th grade at Mesquite Middle School, plays for Sonoran Heat Volleyball Club 14 Red, which goes to the AAU
Junior Nationals in Orlando, 24-28 June 2026). A kitchen remodel at home (Sonoran Kitchen & Bath) is under way.
She volunteers at St. Bernadette parish's food drive. For her 45th birthday she goes to Cancún with three
friends in August 2026. She has three live deals: the Whitfield listing at 2218 W Palo Verde Dr (under contract,
closing 19 June), the Nguyen purchase of 7431 E Sierra Vista Rd in Scottsdale (in escrow, closing 30 June) and
the Raman condo listing at 1509 N 36th St #12 (coming soon). Closed deals: Kowalski (915 E Glenrosa Ave,
2024), Martinez (3344 W Cholla St, April 2025), Jenkins (6120 N 19th Ave, November 2025). The tile roof was
replaced in 2023; the family went to San Diego in July 2025. Files are in American English with some Spanish,
on a Windows laptop with the usual chaos: ``Downloads/document (2).pdf``, ``Desktop/untitled.txt``,
``Scans/scan0012.pdf``, ``Documents/misc``, ``Documents/New folder``, ``Documents/stuff to file``, a ``2023``
folder, an ``old laptop`` backup copied off her Desert Sun work-era Dell in 2021, unfinished downloads and
system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The three
  live deals, each with its folder (listing or buyer-broker agreement, contract, counter offers, SPDS and
  other disclosures, inspection, BINSR, appraisal, escrow and lender e-mails, CMA and MLS printouts for that
  property, flyers, open-house sign-ins, listing and inspection photos) -- topic RealEstate; Mateo's road
  test and the purchase of his car (MVD appointment, the practice-hours log for the test, car listings,
  Carfax, the teen-driver insurance quote, photos of candidate cars) -- topic Car; Sofia's volleyball
  nationals trip to Orlando (flights, hotel, team travel fee, itinerary, packing) -- topic Travel; the
  Cancún birthday trip in August (resort, flights, cost split, passport renewal, excursions) -- topic
  Travel; the kitchen remodel (quotes, contract, permit, cabinet and countertop orders, budget, progress
  photos) -- topic Home.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: the
  real-estate business itself -- commission statements and tracker, license, renewals and CE certificates,
  E&O insurance, brokerage agreement, mileage log, business expenses and dues, leads and sphere lists,
  general marketing (newsletters, "just sold" postcards, social posts, her headshot) (RealEstate); household
  money -- bank, credit cards, tax returns and 1099s, quarterly estimated taxes, retirement accounts,
  budget (Finance); the house -- mortgage, HOA, pool service, utilities, repairs, home insurance (Home);
  health -- her dental implant, the kids' pediatrician and physicals, insurance EOBs and benefits (Health);
  the kids' school and activities -- volleyball club fees, tournament schedules, school reports, Mateo's
  driver's-ed course and permit (Kids); her own car, a 2020 Honda Pilot (Car); the parish food drive
  (Church). A 2016 HOA CC&R or the 2019 license certificate is still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: market reports, scripts,
  blank contract forms, buyer guides (RealEstate); appliance and pool-equipment manuals (Home); recipes
  (Cooking); ebooks, whatever they are about (Books); music files (Music); installers (Software); photos of
  the family and screenshots (Photos) -- except photos that document a project or a finished project
  (listing photos, inspection photos, remodel progress, candidate cars, roof work, trip photos of a past
  trip): those take the project's bucket and topic.
- **Archive**: finished projects and ended responsibilities, however recent the file: the closed deals of
  2024-2025, each a folder, and any later copy of their papers (RealEstate); the divorce, final 2022
  (Divorce); the loan-processor job at Desert Sun Mortgage, ended 2019 (Career); the 2023 roof replacement
  (Home); past trips -- San Diego 2025 and earlier (Travel). The ``old laptop`` backup holds only such ended
  things and is labelled Archive by each file's subject.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store``, ``.~lock...#``)
  are written but not labelled; nothing inside a dot folder is labelled.

Topics are subjects (the Nguyen purchase is ``RealEstate`` like the commission tracker; the Cancún trip is
``Travel`` like the San Diego trip; Mateo's car is ``Car`` like the Pilot's registration). ``hard`` marks a
file whose name *and* folder say nothing about its subject (``Downloads/document (2).pdf``,
``Desktop/untitled.txt``, ``Scans/scan0012.pdf``, ``Documents/misc/notes.docx``): only the text inside
(.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place it. Images are never marked hard. Dates are relative
to ``corpus.NOW`` so all corpora share the benchmark's reference time.
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


def _us(dt: datetime) -> str:
    return f"{dt:%m/%d/%Y}"


def _long(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _usd(v: float) -> str:
    return f"${v:,.2f}"


def _money(r: random.Random, lo: float, hi: float) -> str:
    return _usd(round(r.uniform(lo, hi), 2))


def _eml(frm: str, to: str, subj: str, dt: datetime, body: str, cc: str = "") -> str:
    head = (f"From: {frm}\nTo: {to}\n" + (f"Cc: {cc}\n" if cc else "") +
            f"Subject: {subj}\nDate: {dt:%a, %d %b %Y} 10:{dt.day % 60:02d}:00 -0700\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n")
    return head + body.strip() + "\n"


ROSA_W = "Rosa Delgado <rosa.delgado@saguarorealty.com>"
ROSA_P = "Rosa Delgado <rosadelgado81@gmail.com>"
HOME = "4127 E Cactus Wren Dr, Phoenix, AZ 85032"
ESCROW = "Dana Whitaker <dwhitaker@pinnacletitleaz.com>"

DEALS = {
    "palo": dict(addr="2218 W Palo Verde Dr", city="Phoenix", zip="85021", seller="Harold and June Whitfield",
                 buyer="Daniel and Maria Lopez", price=612000, lst=625000, esc="PTE-26-04418", coe="June 19, 2026",
                 side="listing", beds=4, baths="2.5", sqft=2240, year=1978, mls="6871234", other="Kelly Brandt, HomeSmart"),
    "sierra": dict(addr="7431 E Sierra Vista Rd", city="Scottsdale", zip="85250", seller="Craig Hollis",
                   buyer="Tuan and Linh Nguyen", price=789500, lst=799000, esc="PTE-26-05102", coe="June 30, 2026",
                   side="buyer", beds=3, baths="2", sqft=1980, year=1972, mls="6879902",
                   other="Stephanie Orr, Russ Lyon Sotheby's"),
    "condo": dict(addr="1509 N 36th St Unit 12", city="Phoenix", zip="85008", seller="Priya Raman", buyer="",
                  price=339900, lst=339900, esc="", coe="", side="listing", beds=2, baths="2", sqft=1105, year=1985,
                  mls="(coming soon)", other=""),
    "glen": dict(addr="915 E Glenrosa Ave", city="Phoenix", zip="85014", seller="Estate of Lorraine Petty",
                 buyer="Adam and Jess Kowalski", price=455000, lst=465000, esc="PTE-24-06631", coe="September 27, 2024",
                 side="buyer", beds=3, baths="2", sqft=1544, year=1951, mls="6712205", other="Mark Ruiz, eXp Realty"),
    "cholla": dict(addr="3344 W Cholla St", city="Phoenix", zip="85029", seller="Ruben and Elena Martinez",
                   buyer="Kyle Benson", price=398000, lst=405000, esc="PTE-25-01877", coe="April 11, 2025",
                   side="listing", beds=3, baths="2", sqft=1620, year=1979, mls="6790431",
                   other="Alicia Grant, Keller Williams Realty Phoenix"),
    "jenk": dict(addr="6120 N 19th Ave", city="Phoenix", zip="85015", seller="Dale Overton", buyer="Tamika Jenkins",
                 price=361500, lst=369000, esc="PTE-25-09320", coe="November 21, 2025", side="buyer", beds=3,
                 baths="1.75", sqft=1390, year=1964, mls="6851117", other="Jorge Salcido, Realty ONE Group"),
}


# --------------------------------------------------------------------------- real-estate deal documents


def _party(d: dict) -> str:
    return d["seller"] if d["side"] == "listing" else d["buyer"]


def t_listing_agreement(r, dt, d):
    return (f"EXCLUSIVE RIGHT TO SELL / RENT LISTING CONTRACT\nSaguaro Realty Group\n"
            f"Seller: {d['seller']}\nPremises: {d['addr']}, {d['city']}, AZ {d['zip']}\n"
            f"Listing price: {_usd(d['lst'])}\nTerm: {_long(dt)} through {_long(dt + timedelta(days=180))}\n"
            "Compensation: 5.0% of the sales price, of which 2.5% is offered to the buyer's broker.\n"
            "Lockbox authorized: Yes (SentriLock). Yard sign: Yes. Photography and 3D tour at broker's cost.\n"
            f"Listing agent: Rosa Delgado\nSeller signature: ______  Date: {_us(dt)}")


def t_spds(r, dt, d):
    return (f"SELLER'S PROPERTY DISCLOSURE STATEMENT (SPDS)\nProperty: {d['addr']}, {d['city']}, AZ {d['zip']}\n"
            f"Seller: {d['seller']}   Year built: {d['year']}\n"
            "Roof: tile, underlayment replaced? " + r.choice(["No", "Yes, 2017", "Partial, 2020"]) + "\n"
            "Any roof leaks? No.  Termite treatment: Yes, Terminix pre-treat, annual contract.\n"
            "Pool: " + r.choice(["Yes, play pool, resurfaced 2019", "No"]) + "\n"
            "Water source: City of Phoenix. Sewer: public. Known plumbing problems: slow drain in hall bath.\n"
            f"HVAC: {r.choice(['Trane', 'Carrier', 'Goodman'])} heat pump, installed {r.randint(2012, 2021)}.\n"
            "Solar: none. HOA: " + ("yes" if "Unit" in d["addr"] else "no") + "\n"
            f"Seller initials ____ Date {_us(dt)}")


def t_contract(r, dt, d):
    ern = round(d["price"] * 0.01, -2)
    return (f"RESIDENTIAL RESALE REAL ESTATE PURCHASE CONTRACT\nBuyer: {d['buyer']}\nSeller: {d['seller']}\n"
            f"Premises: {d['addr']}, {d['city']}, AZ {d['zip']}  MLS #{d['mls']}\n"
            f"Purchase price: {_usd(d['price'])}\nEarnest money: {_usd(ern)} (wire to Pinnacle Title & Escrow)\n"
            f"Close of escrow: {d['coe']}\nFinancing: Conventional, 80% LTV. Appraisal contingency: Yes.\n"
            "Inspection period: 10 days after contract acceptance.\nSeller to pay up to $3,000 toward buyer closing costs.\n"
            f"Buyer's agent: {'Rosa Delgado, Saguaro Realty Group' if d['side'] == 'buyer' else d['other']}\n"
            f"Seller's agent: {'Rosa Delgado, Saguaro Realty Group' if d['side'] == 'listing' else d['other']}")


def t_counter(r, dt, d):
    return (f"COUNTER OFFER No. 1\nThis counter offer responds to the offer dated {_us(dt - timedelta(days=1))} "
            f"for {d['addr']}, {d['city']}, AZ.\nSeller(s): {d['seller']}   Buyer(s): {d['buyer']}\n"
            f"1. Purchase price to be {_usd(d['price'])}.\n2. Seller credit toward closing costs reduced to $2,000.\n"
            "3. Buyer to pay for home warranty.\n4. Close of escrow " + d["coe"] + ".\n"
            "All other terms remain the same. Offer expires 5:00 pm Arizona time two days from date above.")


def t_inspection(r, dt, d):
    items = ["GFCI missing at kitchen island outlet", "Water heater TPR drain line too short",
             "Evidence of past roof leak at patio, stains dry at time of inspection", "AC condenser fins damaged",
             "Garage door auto-reverse did not engage", "Block wall crack along east side, monitor",
             "Dishwasher not secured to countertop", "Attic insulation compressed over hallway"]
    r.shuffle(items)
    return (f"Desert Eye Home Inspections - Kevin Schultz, AZ Cert. #41207\nINSPECTION REPORT\n"
            f"Property: {d['addr']}, {d['city']}, AZ {d['zip']}  ({d['sqft']} sq ft, built {d['year']})\n"
            f"Client: {d['buyer']}   Date of inspection: {_long(dt)}\nSummary of significant findings:\n" +
            "\n".join(f"{i + 1}. {x}" for i, x in enumerate(items[:5])) +
            "\nRecommend evaluation by licensed contractors before the end of the inspection period.")


def t_binsr(r, dt, d):
    return (f"BUYER'S INSPECTION NOTICE AND SELLER'S ELECTION (BINSR)\nPremises: {d['addr']}, {d['city']}, AZ\n"
            f"Buyer: {d['buyer']}   Seller: {d['seller']}\nBuyer requests Seller correct the following:\n"
            "1. Replace water heater TPR drain line to code.\n2. Repair roof leak at patio, licensed roofer, provide receipt.\n"
            "3. Service AC by licensed HVAC contractor and straighten condenser fins.\n"
            f"Seller's response: Seller agrees to items 1 and 3; item 2 - seller will credit {_money(r, 800, 1800)} at closing.\n"
            f"Date: {_us(dt)}")


def t_appraisal(r, dt, d):
    v = d["price"] + r.choice([0, 2500, 5000])
    return (f"Uniform Residential Appraisal Report - summary\nSubject: {d['addr']}, {d['city']}, AZ {d['zip']}\n"
            f"Borrower: {d['buyer']}   Lender: Copper State Home Loans\nContract price: {_usd(d['price'])}\n"
            f"Opinion of market value: {_usd(v)} as of {_long(dt)}\n"
            f"Comparables: 3 closed sales within 0.6 miles, {d['sqft'] - 120}-{d['sqft'] + 160} sq ft\n"
            "Condition: C3. Quality: Q4. No repairs required for FNMA guidelines.\nAppraiser: Lisa Moreno, Certified Residential")


def t_escrow_open(r, dt, d):
    return _eml(ESCROW, ROSA_W, f"Escrow opened - {d['addr']} - {d['esc']}", dt, f"""
Hi Rosa,

Escrow is open for {d['addr']}, {d['city']} - our file {d['esc']}, estimated close {d['coe']}.
Wiring instructions for the earnest money were sent to the buyer through our secure portal. Please remind
them to CALL our office to verify before wiring - we never change wiring instructions by email.
Could you send me the HOA info and the signed SPDS when you have them?

Thanks!
Dana Whitaker | Escrow Officer | Pinnacle Title & Escrow""")


def t_escrow_mail(r, dt, d, kind=None):
    opts = [
        ("Appraisal scheduled", f"The appraiser is scheduled for {_long(dt + timedelta(days=3))} at 10 am. "
                                "Please make sure the lockbox code is current and the gate is unlocked."),
        ("BINSR response", "Seller signed the BINSR response - attached. Buyer has 5 days to accept or cancel. "
                           "Let me know if you need a cure period notice."),
        ("Closing docs / signing", f"Signing is set for {_long(dt + timedelta(days=9))} at our Biltmore office. "
                                   "Buyers should bring photo ID. Funds due by wire 24 hours before."),
        ("Commitment for title", "Title commitment attached. Schedule B shows an old easement for APS and the "
                                 "HOA CC&Rs. Nothing unusual. Payoff has been ordered."),
    ]
    subj, body = opts[kind] if kind is not None else r.choice(opts)
    return _eml(ESCROW, ROSA_W, f"RE: {d['addr']} - {subj}", dt,
                f"Rosa,\n\n{body}\n\nFile {d['esc']}, COE {d['coe']}.\n\nDana Whitaker\nPinnacle Title & Escrow")


def t_lender_mail(r, dt, d):
    return _eml("Brian Tafoya <btafoya@copperstatehl.com>", ROSA_W, f"Loan status - {d['buyer']} - {d['addr']}", dt,
                f"""Hi Rosa,
Quick update on {d['buyer']}: appraisal came in at value, conditional approval issued.
Outstanding conditions: updated paystubs for Linh, letter of explanation for the credit inquiry in March,
and the homeowner's insurance binder. We are on track for {d['coe']}; CD will go out 3 business days before.
Brian Tafoya, NMLS 1187702, Copper State Home Loans""")


def t_closing_mail(r, dt, d):
    return _eml(ESCROW, ROSA_W, f"Funded and recorded - {d['addr']}", dt, f"""
Congratulations! {d['addr']} is funded and recorded, recording no. {dt.year}-0{r.randint(100000, 999999)}.
Keys can be released to {d['buyer']}. Commission checks go out to both brokerages today by ACH.
Thank you for working with Pinnacle - Dana""")


def t_settlement(r, dt, d):
    comm = d["price"] * 0.025
    return (f"Pinnacle Title & Escrow - FINAL SETTLEMENT STATEMENT\nFile {d['esc']}   Settlement date: {d['coe']}\n"
            f"Property: {d['addr']}, {d['city']}, AZ {d['zip']}\nBuyer: {d['buyer']}\nSeller: {d['seller']}\n"
            f"Contract sales price: {_usd(d['price'])}\nCommission - listing broker: {_usd(comm)}\n"
            f"Commission - buyer's broker (Saguaro Realty Group): {_usd(comm)}\n"
            f"Title insurance owner's policy: {_money(r, 1300, 2100)}\nEscrow fee: {_money(r, 900, 1400)}\n"
            f"County recording: $30.00\nProrated property taxes: {_money(r, 600, 1800)}")


def t_cma(r, dt, d):
    streets = ["W Butler Dr", "W Orangewood Ave", "N 21st Ave", "W Gardenia Ave", "N 23rd Dr", "W Maryland Ave",
               "E Osborn Rd", "N 38th St", "E Thomas Rd"]
    rows = ["Address;Status;Beds;Baths;SqFt;Price;$/SqFt;DOM"]
    for s in r.sample(streets, 6):
        sq = d["sqft"] + r.randint(-250, 250)
        p = int(d["lst"] * sq / d["sqft"] * r.uniform(0.93, 1.05)) // 500 * 500
        rows.append(f"{r.randint(1000, 9999)} {s};{r.choice(['Closed', 'Closed', 'Active', 'Pending'])};{d['beds']};"
                    f"{d['baths']};{sq};{p};{p // sq};{r.randint(4, 70)}")
    rows.append(f"SUBJECT {d['addr']};;{d['beds']};{d['baths']};{d['sqft']};suggested {d['lst']};;")
    return "\n".join(rows)


def t_mls(r, dt, d):
    return (f"ARMLS - Agent Full Report   MLS #{d['mls']}\n{d['addr']}, {d['city']}, AZ {d['zip']}\n"
            f"List price: {_usd(d['lst'])}   Status: {'Pending' if d['buyer'] else 'Coming Soon'}\n"
            f"{d['beds']} bd / {d['baths']} ba / {d['sqft']} sq ft / built {d['year']}\n"
            "Public remarks: Light and bright single-level home on a quiet street with mature citrus, "
            "updated baths, covered patio and " + r.choice(["sparkling pool.", "RV gate.", "mountain views."]) +
            "\nShowing instructions: ShowingTime, 1 hr notice, SentriLock on front door.\n"
            f"Listing agent: Rosa Delgado, Saguaro Realty Group  (602) 555-0148")


def t_flyer(r, dt, d):
    return (f"JUST LISTED\n{d['addr']}, {d['city']}\n{_usd(d['lst']).replace('.00', '')}\n"
            f"{d['beds']} Bedrooms | {d['baths']} Baths | {d['sqft']:,} sq ft\n"
            "Remodeled kitchen with quartz counters  *  Covered patio  *  Low-maintenance desert landscaping\n"
            "Minutes from the 51, Sunnyslope trails and the light rail\n"
            "OPEN HOUSE Saturday 10 am - 1 pm\nCall or text Rosa Delgado (602) 555-0148  |  Saguaro Realty Group")


def t_signin(r, dt, d):
    first = ["Megan", "Luis", "Brandon", "Ashley", "Jorge", "Kim", "Tyler", "Ana", "Sam", "Brianna"]
    last = ["Foster", "Ramirez", "Nguyen", "Kelly", "Ortiz", "Patel", "Hughes", "Romero"]
    rows = ["Name,Phone,Email,Working with an agent?,Pre-approved?"]
    for _ in range(r.randint(6, 10)):
        f, l = r.choice(first), r.choice(last)
        rows.append(f"{f} {l},(480) 555-{r.randint(1000, 9999)},{f.lower()}.{l.lower()}@gmail.com,"
                    f"{r.choice(['yes', 'no', 'no'])},{r.choice(['yes', 'no', 'not yet'])}")
    return "\n".join(rows)


def t_feedback(r, dt, d):
    return (f"Showing feedback - {d['addr']}\n"
            f"{_us(dt - timedelta(days=6))} - buyer liked layout, thought backyard small. Price ok.\n"
            f"{_us(dt - timedelta(days=5))} - 'kitchen dated vs the Butler Dr listing', no offer expected\n"
            f"{_us(dt - timedelta(days=3))} - 2nd showing for the Lopez couple!! agent says offer coming\n"
            f"{_us(dt - timedelta(days=2))} - smelled like dog in the back bedroom -> tell June to air out\n"
            "Total showings week 1: 11. Online views Zillow 1,842, saves 64.")


def t_buyer_broker(r, dt, d):
    return (f"BUYER-BROKER EXCLUSIVE EMPLOYMENT AGREEMENT\nBuyer(s): {d['buyer']}\nBroker: Saguaro Realty Group\n"
            f"Agent: Rosa Delgado\nTerm: {_long(dt)} through {_long(dt + timedelta(days=120))}\n"
            "Area: Scottsdale, Paradise Valley, Phoenix (Arcadia, Camelback East)\n"
            "Property type: single-family, price range $700,000 - $825,000\n"
            "Broker compensation: 2.5% of purchase price, credited by seller if offered; buyer pays any shortfall.\n"
            "Buyer acknowledges receipt of the Buyer Advisory and the Agency Disclosure.")


def t_preapproval(r, dt, d):
    return (f"Copper State Home Loans\n{_long(dt)}\nPRE-APPROVAL LETTER\nBorrowers: {d['buyer']}\n"
            f"Loan program: 30-year fixed conventional\nPurchase price up to: $825,000\nLoan amount up to: $660,000\n"
            "This pre-approval is based on review of credit, income and assets and is subject to a satisfactory "
            "appraisal and clear title.\nBrian Tafoya, Senior Loan Officer, NMLS 1187702")


def t_earnest(r, dt, d):
    return (f"Pinnacle Title & Escrow - RECEIPT OF EARNEST MONEY\nEscrow no. {d['esc']}\nDate received: {_us(dt)}\n"
            f"Received from: {d['buyer']}\nAmount: {_usd(round(d['price'] * 0.01, -2))} by wire\n"
            f"Property: {d['addr']}, {d['city']}, AZ {d['zip']}\nEscrow officer: Dana Whitaker")


def t_hoa_docs(r, dt, d):
    name = "Sierra Vista Estates HOA" if "Sierra" in d["addr"] else "Arcadia Palms Condominium Association"
    return (f"{name} - Disclosure package (A.R.S. 33-1806 / 33-1260)\nProperty: {d['addr']}\n"
            f"Regular assessment: {_money(r, 95, 340)} per month\nTransfer fee: $400.00  Capital contribution: "
            f"{_money(r, 300, 1200)}\nPending special assessments: none\nPending litigation: none\n"
            "Rental restrictions: minimum 30-day leases. Pets: 2 per unit.\nManagement: AAM LLC, (602) 957-9191")


def t_staging(r, dt, d):
    return (f"Condo - {d['addr']} - before photos\n- Priya moving out {_us(dt + timedelta(days=6))}, keys under mat? NO, lockbox\n"
            "- stager (Casa Bella Staging) quote $1,450 for 30 days, living + primary bdrm only\n"
            "- touch-up paint hallway, replace 2 burnt bulbs in kitchen, remove fridge magnets\n"
            "- photographer Thurs 9 am (AZ Listing Media, drone not allowed in complex?)\n"
            f"- list at {_usd(d['lst'])}, coming soon in MLS for 5 days first")


def t_photog_mail(r, dt, d):
    return _eml("Trevor Hale <bookings@azlistingmedia.com>", ROSA_W, f"Re: Photos - {d['addr']}", dt, f"""
Hi Rosa,
You're booked for Thursday 9:00 am at {d['addr']}: 25 HDR photos, floor plan and 3D tour, $325.
The HOA manager says drone shots of the common area are fine from the parking lot.
Please have all lights on and blinds open. Gallery will be ready within 24 hours.
Trevor - AZ Listing Media""")


def t_inspection_reply(r, dt, d):
    return _eml(ROSA_W, "Tuan Nguyen <tuan.nguyen88@gmail.com>", f"Re: inspection repairs - {d['addr']}", dt,
                f"""Hi Tuan and Linh,
I went through Kevin's report with you on the phone - here is what I'll put in the BINSR:
1) roof leak at the patio, 2) GFCI in the kitchen, 3) AC service. The seller's agent ({d['other']}) says
they are open to a credit instead of repairs. We have until Friday 5 pm to deliver it.
Rosa""")


def t_closing_date_mail(r, dt, d):
    return _eml("Stephanie Orr <sorr@russlyon.com>", ROSA_W, f"RE: {d['addr']} - close date", dt, f"""
Rosa - sellers asked if your buyers can do {d['coe']} instead of the 27th, their new build in Queen Creek
isn't ready. Happy to do a short seller rent-back if the lender allows. Let me know. - Stephanie""")


def t_condo_listing_draft(r, dt, d):
    return (f"MLS DRAFT - {d['addr']}\nPrice {_usd(d['lst'])}\nHeadline: Move-in ready Arcadia-adjacent condo\n"
            "Remarks: Updated 2 bed / 2 bath ground-floor unit with private patio, new LVP flooring, "
            "in-unit washer/dryer and a covered parking space. Community pool. Walk to Phoenix Children's "
            "and the light rail.\nHOA $289/mo incl. water/sewer/trash.\nTo do: check sq ft against county record.")


# --------------------------------------------------------------------------- the business (Areas) and RE reference


def t_commission(r, dt, d):
    gross = d["price"] * 0.025
    split = gross * 0.8
    return (f"Saguaro Realty Group - COMMISSION DISBURSEMENT STATEMENT\nAgent: Rosa Delgado   Date: {_us(dt)}\n"
            f"Transaction: {d['addr']}, {d['city']}   Closed: {d['coe']}\nSide: {d['side']}\n"
            f"Gross commission: {_usd(gross)}\nBroker split (20%): -{_usd(gross - split)}\n"
            "Transaction fee: -$395.00\nE&O fee: -$50.00\n"
            f"Net to agent: {_usd(split - 445)}  (ACH to Desert Financial x4471)\n"
            "No taxes withheld - independent contractor (1099-NEC).")


def t_commission_tracker(r, dt, year):
    rows = ["Closed;Address;Side;Price;Gross;Net"]
    for key in ("glen", "cholla", "jenk"):
        d = DEALS[key]
        if str(year) in d["coe"]:
            g = d["price"] * 0.025
            rows.append(f"{d['coe']};{d['addr']};{d['side']};{d['price']};{g:.2f};{g * 0.8 - 445:.2f}")
    extra = ([("Jan", "4502 E Thunderbird Rd", "listing", 447000), ("Jul", "2717 E Pinchot Ave", "buyer", 529000),
              ("Aug", "10410 N 28th Dr", "buyer", 372000)] if year == 2025 else
             [("Feb", "3021 W Evans Dr", "buyer", 418000)])
    for m, a, side, p in extra:
        rows.append(f"{m} {year};{a};{side};{p};{p * .025:.2f};{p * .025 * .8 - 445:.2f}")
    if year == 2026:
        for key in ("palo", "sierra"):
            d = DEALS[key]
            rows.append(f"PENDING {d['coe']};{d['addr']};{d['side']};{d['price']};{d['price'] * .025:.2f};")
    rows.append(f"Cap progress {year};;;;;cap $18,000")
    return "\n".join(rows)


def t_license(r, dt):
    return ("ARIZONA DEPARTMENT OF REAL ESTATE\nREAL ESTATE SALESPERSON LICENSE\nRosa Maria Delgado\n"
            "License no. SA681234000\nEmployed by: Saguaro Realty Group LLC, designated broker Greg Lindstrom\n"
            f"Issued: {_us(dt)}   Expires: {_us(dt + timedelta(days=730))}\n"
            "This license must be renewed every two years with 24 hours of continuing education.")


def t_license_renewal(r, dt):
    return ("ADRE - Online Services - Renewal Confirmation\nLicensee: Rosa Delgado  SA681234000\n"
            f"Renewal submitted: {_us(dt)}   New expiration: {_us(dt + timedelta(days=730))}\n"
            "CE hours reported: 24 (Agency 3, Contract Law 3, Commissioner's Standards 3, Disclosure 3, "
            "Fair Housing 3, Real Estate Legal Issues 3, General 6)\nFee paid: $60.00 by Visa ending 0917")


def t_ce_cert(r, dt, course):
    return (f"CERTIFICATE OF COMPLETION\nHague Real Estate School - ADRE approved provider\nThis certifies that\n"
            f"Rosa Delgado  (SA681234000)\nhas completed: {course}\nCredit hours: 3.0   Category: "
            f"{course.split(' - ')[0]}\nDate completed: {_us(dt)}\nCourse no. CE-{r.randint(10000, 99999)}")


def t_eo(r, dt):
    return ("Errors & Omissions Insurance - Certificate\nNamed insured: Saguaro Realty Group LLC and its "
            "licensed agents incl. Rosa Delgado\nCarrier: Pearl Real Estate E&O Program\n"
            f"Policy period: {_us(dt)} - {_us(dt + timedelta(days=365))}\nLimits: $1,000,000 each claim / "
            "$1,000,000 aggregate\nDeductible: $2,500 per claim, agent responsible")


def t_ica(r, dt):
    return ("INDEPENDENT CONTRACTOR AGREEMENT - Saguaro Realty Group LLC and Rosa Delgado\n"
            "1. Agent is an independent contractor and not an employee. No withholding; Broker issues a 1099.\n"
            "2. Commission split 80/20 to an annual cap of $18,000, then 100% less transaction fee.\n"
            "3. Agent pays own MLS, Association and ADRE fees, E&O share, signs and marketing.\n"
            "4. All listings belong to Broker. Files must be uploaded to SkySlope within 3 days of close.\n"
            f"Effective {_long(dt)}.  Greg Lindstrom, Designated Broker")


def t_mileage(r, dt, year):
    places = ["2218 W Palo Verde Dr showing", "Office meeting", "7431 E Sierra Vista Rd inspection",
              "Pinnacle Title Biltmore signing", "1509 N 36th St listing appt", "Caravan Moon Valley",
              "CE class Tempe", "Sign drop 3344 W Cholla", "Buyer tour N Central", "Home Depot - lockbox/signs"]
    rows = ["Date;Purpose;Start odometer;End odometer;Miles"]
    odo = 41000 + (year - 2025) * 14000 + r.randint(0, 400)
    for i in range(12):
        m = r.randint(6, 48)
        day = dt - timedelta(days=(12 - i) * r.randint(2, 5))
        rows.append(f"{_us(day)};{r.choice(places)};{odo};{odo + m};{m}")
        odo += m + r.randint(10, 90)
    rows.append(f"{year} IRS standard rate;0.70/mile;;;")
    return "\n".join(rows)


def t_expenses(r, dt):
    cats = [("ARMLS dues", 165, 190), ("Phoenix REALTORS dues", 590, 610), ("Zillow Premier Agent", 300, 480),
            ("Signs & riders", 40, 220), ("Canva Pro", 119.99, 119.99), ("Postcards - Every Door Direct", 310, 420),
            ("Cell phone 60% business", 55, 70), ("Open house snacks", 18, 45), ("SentriLock", 125, 125),
            ("Client closing gifts", 60, 150)]
    rows = ["Category;Amount;Notes"] + [f"{c};{r.uniform(lo, hi):.2f};" for c, lo, hi in cats]
    rows.append("TOTAL (Schedule C);=SUM(B2:B11);give to Carla (CPA) with mileage")
    return "\n".join(rows)


def t_armls(r, dt):
    return (f"ARIZONA REGIONAL MLS - INVOICE\nSubscriber: Rosa Delgado  (ID rd6812)\nInvoice date: {_us(dt)}\n"
            "Quarterly MLS subscription fee: $177.00\nSupra/SentriLock key fee: $0.00\nTotal due: $177.00\n"
            "Auto-pay: Visa ending 0917. Questions: support@armls.com")


def t_signs(r, dt):
    return (f"Arizona Sign Pros - Order #{r.randint(20000, 29999)}\nShip to: Rosa Delgado, Saguaro Realty Group\n"
            "2 x 18x24 'Coming Soon' riders - $38.00\n1 x 'Under Contract' rider - $19.00\n"
            "4 x Open House directional A-frames - $156.00\nNamed rider 'Rosa Delgado 602-555-0148' - $24.00\n"
            f"Total {_money(r, 245, 260)} charged {_us(dt)}")


def t_sentrilock(r, dt):
    return (f"SentriLock, LLC - Receipt\nDate {_us(dt)}\nMember: Rosa Delgado, Phoenix REALTORS\n"
            "Lockbox lease (2 boxes) annual: $250.00\nCard/app access: included\nPaid by Visa ending 0917")


def t_postcard(r, dt, d):
    return (f"JUST SOLD in your neighborhood!\n{d['addr']}\nSold for {_usd(d['price']).replace('.00', '')} in "
            f"{r.randint(6, 21)} days\nCurious what your home is worth in today's market?\n"
            "I'll send you a free, no-obligation home value report.\n"
            "Rosa Delgado | Saguaro Realty Group | (602) 555-0148 | Se habla español")


def t_newsletter(r, dt):
    return (f"Moon Valley Market Minute - {dt:%B %Y}\nHola neighbors!\n"
            f"Homes sold last month in Moon Valley: {r.randint(9, 18)}. Median price: {_money(r, 560000, 640000)}. "
            f"Average days on market: {r.randint(28, 55)}.\nMortgage rates are hovering around 6.4%.\n"
            "Summer tip: service your AC before June and check your pool pump timer for off-peak hours.\n"
            "Thinking of selling this year? Call Rosa - (602) 555-0148.")


def t_farm(r, dt):
    streets = ["W Coral Gables Dr", "W Sierra Vista Dr", "N 15th Ave", "W Puget Ave", "W Acoma Dr", "N 9th Dr"]
    last = ["Hansen", "Garcia", "Lee", "Brooks", "Moreno", "Fischer", "Dunn", "Alvarez", "Cole", "Sato"]
    rows = ["Owner,Site address,Zip,Year purchased,Mailed postcard"]
    for _ in range(14):
        rows.append(f"{r.choice(last)},{r.randint(300, 1500)} {r.choice(streets)},85023,{r.randint(1984, 2022)},"
                    f"{r.choice(['Jan', 'Mar', 'May', ''])}")
    return "\n".join(rows)


def t_social(r, dt):
    return ("IG captions - May\n1. Just listed in Sunnyslope! 4 bd w/ pool - link in bio #phoenixrealestate\n"
            "2. Under contract in 6 days. Pricing right still matters.\n"
            "3. Buyer tip Tuesday: get pre-approved BEFORE you fall in love with a house.\n"
            "4. Congrats to my buyers on the keys - bienvenidos a casa!\n"
            "5. Reel idea: 3 things to fix before listing (caulk, lightbulbs, front door paint)")


def t_leads(r, dt):
    names = ["Jordan Miles", "Veronica Ochoa", "Chris and Dana Pratt", "Hector Ruiz", "Emily Chen", "Marcus Webb",
             "Lupe Fierro", "Natalie Brooks"]
    rows = ["Name;Source;Price range;Area;Timeline;Last contact;Next step"]
    for n in names:
        rows.append(f"{n};{r.choice(['Zillow', 'sphere', 'open house', 'referral'])};"
                    f"{r.randint(3, 7)}00-{r.randint(5, 9)}00k;{r.choice(['N Phoenix', 'Scottsdale', 'Tempe', 'Glendale'])};"
                    f"{r.choice(['0-3 mo', '3-6 mo', '6+ mo'])};{_us(dt - timedelta(days=r.randint(1, 40)))};"
                    f"{r.choice(['call', 'send listings', 'pre-approval', 'coffee'])}")
    return "\n".join(rows)


def t_sphere(r, dt):
    rows = ["First,Last,Email,Phone,Tag,Birthday"]
    for f, l, tag in [("Lorena", "Ibarra", "friend"), ("Michelle", "Stone", "friend"), ("Adam", "Kowalski", "past client"),
                      ("Ruben", "Martinez", "past client"), ("Tamika", "Jenkins", "past client"),
                      ("Father Joseph", "Okafor", "church"), ("Carla", "Mendez", "CPA"), ("Gina", "Ross", "volleyball mom"),
                      ("Tasha", "Reed", "friend"), ("Ken", "Yamada", "neighbor")]:
        rows.append(f"{f},{l},{f.split()[-1].lower()}.{l.lower()}@gmail.com,(602) 555-{r.randint(1000, 9999)},{tag},"
                    f"{r.randint(1, 12)}/{r.randint(1, 28)}")
    return "\n".join(rows)


def t_market_report(r, dt):
    return (f"ARMLS STAT - Monthly Market Report - {dt:%B %Y}\nMaricopa County, single-family detached\n"
            f"New listings: {r.randint(7800, 9800):,}   Pending: {r.randint(6000, 7600):,}   Closed: {r.randint(5800, 7200):,}\n"
            f"Median sales price: {_money(r, 455000, 485000)}  ({r.choice(['+', '-'])}{r.uniform(0.2, 2.5):.1f}% YoY)\n"
            f"Months of supply: {r.uniform(3.4, 4.6):.1f}   Avg days on market: {r.randint(55, 78)}\n"
            f"Sale-to-list ratio: {r.uniform(97.2, 98.8):.1f}%\nSeller concessions on {r.randint(38, 52)}% of closings.")


def t_cromford(r, dt):
    return ("Cromford notes (from the daily observation)\n- Cromford Market Index for Phoenix ~ "
            f"{r.randint(88, 104)}, balanced, slightly favoring buyers\n- Active listings up ~20% YoY, new "
            "construction incentives (rate buydowns) pulling buyers from resale\n- Scottsdale / PV luxury still "
            "strong, West Valley weak\n- Use in listing presentations: price to the last 90 days, not the peak")


def t_script(r, dt, kind):
    bodies = {
        "expired": "Hi, this is Rosa Delgado with Saguaro Realty. I noticed your home on ___ came off the market "
                   "- are you still thinking of selling?\nIf yes: What do you think kept it from selling?\n"
                   "What would you want done differently next time?\nClose: Can I come by Thursday at 4 or is 6 better?",
        "fsbo": "Hi, I saw your for-sale-by-owner sign on ___. I'm not calling to list it - do you allow buyer's "
                "agents to show it?\nHow did you arrive at your price?\nIf you get an offer from a buyer's agent, "
                "would you pay a buyer commission?\nOffer: free CMA and a copy of the AAR contract.",
        "consult": "Buyer consultation checklist\n1. Motivation and timeline\n2. Pre-approval (lender name, amount)\n"
                   "3. Must-haves vs nice-to-haves\n4. Explain agency and the Buyer-Broker agreement\n"
                   "5. Explain inspection period, BINSR, appraisal and COE\n6. Set up MLS search + Showingtime",
    }
    return {"expired": "EXPIRED LISTING SCRIPT\n", "fsbo": "FSBO SCRIPT\n", "consult": ""}[kind] + bodies[kind]


def t_objections(r, dt):
    return ("Objection handlers\n'Your commission is too high' -> What matters is net to you. Show net sheet at 5% "
            "vs discount broker.\n'We want to wait until spring' -> In Phoenix, spring is Jan-April. After May, "
            "buyers drop off.\n'Zillow says it's worth more' -> Zestimate error in our zip is 2-7%. Here are the 3 "
            "closed comps.\n'We'll list with a friend' -> Totally understand, may I ask what you'd want that "
            "friend to do for you?")


def t_blank_contract(r, dt):
    return ("RESIDENTIAL RESALE REAL ESTATE PURCHASE CONTRACT (sample form for training)\n"
            "1a. BUYER: ______________________  1b. SELLER: ______________________\n"
            "1c. Premises address: __________________  Assessor's #: ________\n"
            "1f. Purchase price: $________  1g. Close of escrow: ________\n"
            "2. FINANCING  3. TITLE AND ESCROW  4. DISCLOSURE  5. WARRANTIES  6. DUE DILIGENCE\n"
            "Inspection period: 10 days unless otherwise stated. BINSR per Section 6j.\n"
            "Blank copy kept for reference - use the current form in the transaction software.")


def t_blank_counter(r, dt):
    return ("COUNTER OFFER (blank)\nThis is a counter offer to the offer dated ______ for the premises ______.\n"
            "Seller(s): ______  Buyer(s): ______\nThe following terms are changed: ____________\n"
            "Unless accepted in writing and delivered by ____ a.m./p.m. on ______, this counter offer is withdrawn.")


def t_buyer_guide(r, dt):
    return ("First-Time Buyer Guide - Phoenix\nStep 1: Get pre-approved. Step 2: Pick an agent, sign the "
            "buyer-broker agreement. Step 3: Tour homes. Step 4: Offer and earnest money (usually 1%).\n"
            "Step 5: 10-day inspection period, BINSR. Step 6: Appraisal and loan approval. Step 7: Final "
            "walkthrough and close of escrow. Down payment help: Home Plus program (AZ IDA).")


# --------------------------------------------------------------------------- money, house, health


def t_bank(r, dt):
    rows = [("Deposit - Saguaro Realty Group ACH commission", r.uniform(6000, 14500)),
            ("Mr. Cooper mortgage", -2187.44), ("Paradise Cove HOA", -96.0), ("APS electric", -r.uniform(140, 390)),
            ("Blue Oasis Pool Service", -145.0), ("Safeway #1734", -r.uniform(60, 210)),
            ("Sonoran Heat VBC dues", -285.0), ("Transfer to Fidelity SEP IRA", -1000.0),
            ("Child support - V. Delgado", 850.0), ("Chase card payment", -r.uniform(900, 2600))]
    return (f"Desert Financial Credit Union\nStatement period ending {_us(dt)}\nRosa M Delgado\n{HOME}\n"
            "Checking x4471\n" + "\n".join(f"{_us(dt - timedelta(days=r.randint(1, 29)))}  {a}  {v:,.2f}"
                                          for a, v in rows) + f"\nEnding balance: {_money(r, 8000, 24000)}")


def t_card(r, dt):
    rows = ["Chevron", "Costco Gas", "Canva", "Sprouts", "Amazon.com", "Zillow Premier Agent", "Target", "Starbucks",
            "Home Depot", "Ulta Beauty", "Dick's Sporting Goods", "Culver's"]
    return (f"Chase Sapphire Preferred - Statement closing {_us(dt)}\nROSA M DELGADO  Account ending 0917\n" +
            "\n".join(f"{_us(dt - timedelta(days=r.randint(1, 30)))}  {m.upper()}  {r.uniform(6, 260):.2f}"
                      for m in r.sample(rows, 8)) +
            f"\nNew balance: {_money(r, 1100, 3900)}   Minimum payment: $40.00\nPoints earned: {r.randint(1500, 5200)}")


def t_1099(r, dt):
    return ("Form 1099-NEC  Nonemployee Compensation  2025\nPAYER: Saguaro Realty Group LLC, 2390 E Camelback Rd Ste 130, "
            "Phoenix AZ 85016  TIN 86-1204477\nRECIPIENT: Rosa M Delgado  TIN ***-**-3382\n"
            f"Box 1 Nonemployee compensation: {_money(r, 98000, 131000)}\nBox 4 Federal income tax withheld: 0.00\n"
            "Copy B - For Recipient")


def t_return(r, dt, year):
    inc = r.randint(88000, 128000)
    return (f"Form 1040 U.S. Individual Income Tax Return {year} - filed copy\nRosa M Delgado, Head of household\n"
            "Dependents: Mateo Delgado, Sofia Delgado\n"
            f"Schedule C (real estate sales) net profit: {inc:,}\nSelf-employment tax: {inc * 0.1413:,.0f}\n"
            f"SEP-IRA deduction: {r.randint(8000, 16000):,}\nChild tax credit: 4,000\n"
            f"Total tax: {r.randint(14000, 21000):,}   Estimated payments: {r.randint(14000, 20000):,}\n"
            f"Prepared by Carla Mendez, EA - Mendez Tax & Bookkeeping, Phoenix   e-filed {_us(dt)}")


def t_az140(r, dt, year):
    return (f"Arizona Form 140 - Resident Personal Income Tax Return {year}\nRosa M Delgado\n{HOME}\n"
            f"Arizona taxable income: {r.randint(70000, 99000):,}\nTax at 2.5% flat rate: {r.randint(1700, 2500):,}\n"
            f"Estimated payments (140ES): {r.randint(1500, 2400):,}\nFamily income tax credit: 0\n"
            "Qualifying charitable org. credit: St. Mary's Food Bank, $470")


def t_est(r, dt, q):
    return (f"IRS Direct Pay - Payment confirmation\nConfirmation no. {r.randint(10**13, 10**14 - 1)}\n"
            f"Tax period: 2026  Type: 1040-ES Estimated tax  Quarter: Q{q}\nAmount: {_money(r, 4200, 5600)}\n"
            f"Payment date: {_us(dt)}\nTaxpayer: ROSA M DELGADO\nBank account: Desert Financial checking ending 4471")


def t_est_ws(r, dt):
    return ("2026 estimated tax worksheet\nItem;Amount\nProjected Schedule C net (YTD x 2.2);118000\n"
            "SE tax 14.13%;16673\nIncome tax est.;9800\nAZ 2.5%;2500\nTotal;28973\n"
            "Per quarter fed;6618\nPer quarter AZ;625\nQ1 paid 04/15;5200\nQ2 due 06/15;?\n"
            "note;Carla says safe harbor = 110% of 2025 tax")


def t_az_est(r, dt):
    return ("Arizona Form 140ES - Individual Estimated Tax Payment\nTaxable year 2026  Payment 1 of 4\n"
            f"Rosa M Delgado  {HOME}\nAmount paid: {_money(r, 520, 700)}  via AZTaxes.gov on {_us(dt)}")


def t_cpa_mail(r, dt):
    return _eml("Carla Mendez <carla@mendeztax.com>", ROSA_P, "Your 2025 return + Q2 estimates", dt, """
Hi Rosa,
Your 2025 federal and AZ returns were accepted. Refund on AZ of $212; federal balance due was paid with the
extension. For 2026 please keep paying $5,200 federal / $625 AZ each quarter - next one is June 15.
Remember to send me the mileage log and the expense sheet every quarter, not in March!
Carla Mendez, EA""")


def t_ira(r, dt, kind):
    return (f"Fidelity Investments - {kind} - Quarterly statement\nAccount holder: Rosa M Delgado\n"
            f"Period ending {_us(dt)}\nBeginning value: {_money(r, 61000, 98000)}\nContributions: "
            f"{_money(r, 0, 3000)}\nChange in value: {_money(r, -2500, 6200)}\n"
            "Holdings: FXAIX Fidelity 500 Index 70%, FXNAX US Bond Index 20%, SPAXX cash 10%")


def t_rollover(r, dt):
    return ("Fidelity - Rollover IRA - Confirmation of deposit\nAccount holder: Rosa M Delgado\n"
            f"Direct rollover from Desert Sun Mortgage 401(k) Plan (Empower), received {_us(dt)}\n"
            f"Amount: {_money(r, 38000, 52000)}\nNo tax withheld. Invested in Fidelity Freedom 2045 (FFFGX).")


def t_budget(r, dt):
    return ("Budget 2026\nCategory;Monthly;Notes\nMortgage (Mr. Cooper);2187;incl escrow\nHOA;96;\nAPS (summer);380;"
            "June-Sept\nWater/Gas/Cox;210;\nPool service;145;\nGroceries;900;\nVolleyball;285;plus tournaments\n"
            "Car insurance;312;+ Mateo ???\nEstimated taxes set aside;30% of every check;\nSEP IRA;1000;\n"
            "Kitchen remodel fund;from savings;see remodel budget")


def t_mortgage(r, dt):
    return (f"Mr. Cooper - Mortgage Statement\nLoan no. 0641128873   Statement date {_us(dt)}\nBorrower: Rosa M Delgado\n"
            f"Property: {HOME}\nPrincipal: {_money(r, 1010, 1090)}  Interest: {_money(r, 690, 760)}  "
            f"Escrow (taxes/insurance): {_money(r, 360, 420)}\nAmount due: $2,187.44 by {_us(dt + timedelta(days=25))}\n"
            f"Unpaid principal balance: {_money(r, 236000, 249000)}   Interest rate: 3.125%")


def t_refi(r, dt):
    return ("CLOSING DISCLOSURE - refinance\nBorrower: Rosa M Delgado (sole)\nProperty: " + HOME + "\n"
            "Loan term: 30 years  Purpose: Refinance (award of residence per divorce decree)\n"
            "Loan amount: $268,000  Interest rate: 3.125% fixed\nMonthly P&I: $1,148.06\n"
            "Cash to close: $0; payoff to Victor A Delgado equity buyout $41,500\nLender: Mr. Cooper / Nationstar")


def t_escrow_analysis(r, dt):
    return (f"Mr. Cooper - Annual Escrow Account Disclosure - {_us(dt)}\nLoan 0641128873\nProperty taxes "
            f"(Maricopa County): {_money(r, 2600, 3100)}\nHomeowner's insurance (State Farm): {_money(r, 1750, 2300)}\n"
            f"Shortage: {_money(r, 180, 420)} spread over 12 months\nNew monthly payment effective July: "
            f"{_money(r, 2200, 2260)}")


def t_ccr(r, dt):
    return ("DECLARATION OF COVENANTS, CONDITIONS AND RESTRICTIONS FOR PARADISE COVE\nArticle 4 - Use restrictions\n"
            "4.3 Trash containers shall be stored out of view from the street except on collection days.\n"
            "4.7 No exterior paint color change without Architectural Committee approval.\n"
            "4.9 Pools and spas shall be fenced per City of Phoenix code.\nArticle 6 - Assessments: annual "
            "assessment payable quarterly; late fee $15 after 15 days.")


def t_hoa_dues(r, dt):
    return (f"Paradise Cove Homeowners Association - c/o Vision Community Management\nStatement date {_us(dt)}\n"
            "Owner: Rosa Delgado  Lot 88, 4127 E Cactus Wren Dr\nQuarterly assessment: $288.00\n"
            "Previous balance: $0.00\nDue: $288.00 by the 1st of the quarter")


def t_hoa_violation(r, dt):
    return (f"Paradise Cove HOA - Courtesy Notice\n{_long(dt)}\nDear Rosa Delgado,\nDuring a routine inspection we "
            "observed trash containers visible from the street on a non-collection day (Section 4.3 of the CC&Rs).\n"
            "Please correct within 14 days. This is a courtesy notice; no fine has been assessed.\n"
            "Vision Community Management on behalf of the Board")


def t_pool(r, dt):
    return (f"Blue Oasis Pool Service - Invoice {r.randint(5000, 9999)}\nBill to: Rosa Delgado, {HOME}\n"
            f"Weekly service, {dt:%B %Y} (4 visits): $145.00\n" +
            r.choice(["Filter clean: $85.00\n", "Chlorine tabs: $42.00\n", "Pump capacitor replaced: $110.00\n"]) +
            "Tech notes: phosphate high, recommend treatment. Water level low, check autofill.\nAutopay on file.")


def t_aps(r, dt):
    kwh = r.randint(700, 2400)
    return (f"APS - Your energy bill\nAccount 18823-40071  Service address: {HOME}\nBilling period ending {_us(dt)}\n"
            f"Rate plan: Saver Choice (TOU-E)\nkWh used: {kwh}  (on-peak {kwh // 5})\n"
            f"Amount due: {_usd(kwh * 0.148)}  Due {_us(dt + timedelta(days=21))}")


def t_water(r, dt):
    return (f"City of Phoenix - Water Services bill\nAccount 4401987722  {HOME}\nBill date {_us(dt)}\n"
            f"Water usage: {r.randint(9, 22)} units (1 unit = 748 gallons)\nWater: {_money(r, 48, 110)}  "
            f"Wastewater: {_money(r, 38, 52)}  Solid waste: $32.00\nEnvironmental: $3.44")


def t_gas(r, dt):
    return (f"Southwest Gas - Statement  Account 912-0447-331\n{HOME}\nStatement date {_us(dt)}\n"
            f"Therms used: {r.randint(8, 40)}   Amount due: {_money(r, 28, 70)}")


def t_cox(r, dt):
    return (f"Cox Communications  Account 001 7712 882640\nRosa Delgado - {HOME}\nStatement {_us(dt)}\n"
            "Internet Go Super Fast 1 Gig: $89.99\nPanoramic Wifi equipment: $15.00\nTotal: $104.99")


def t_ac(r, dt):
    return (f"Goettl Air Conditioning & Plumbing - Invoice\nCustomer: Rosa Delgado, {HOME}\nDate: {_us(dt)}\n"
            "Spring AC tune-up (2 systems): $129.00\nCapacitor 45/5 MFD replaced, upstairs unit: $189.00\n"
            "Refrigerant level OK. Condensate line flushed.\nNext service: fall heating check. Total $318.00")


def t_plumber(r, dt):
    return (f"Parker & Sons - Invoice {r.randint(300000, 399999)}\n{HOME}\nDate: {_us(dt)}\n"
            "Problem: water softener bypass leaking, hall bath toilet running\nReplaced bypass valve and flapper.\n"
            f"Labor 1.5 h + parts: {_money(r, 260, 420)}  Paid card ending 0917")


def t_home_ins(r, dt):
    return (f"State Farm - Homeowners Policy Renewal Declarations\nNamed insured: Rosa M Delgado\nLocation: {HOME}\n"
            f"Policy period: {_us(dt)} to {_us(dt + timedelta(days=365))}\nDwelling coverage A: $468,000\n"
            "Personal property: $351,000  Loss of use: actual loss sustained\nDeductible: $2,500 all perils\n"
            "Mortgagee: Nationstar Mortgage LLC dba Mr. Cooper, ISAOA")


def t_manual(r, dt, what):
    if what == "pump":
        return ("Pentair IntelliFlo VSF Variable Speed Pump - Installation and User's Guide\nSafety instructions\n"
                "Programming speeds: Speed 1 (1,100 RPM) filtration, Speed 4 (3,000 RPM) cleaning\n"
                "Alarms: Overheat, Overcurrent, Priming error - see troubleshooting table p. 41\n"
                "Winterizing / freeze protection settings")
    return ("Honeywell Home T6 Pro Smart Thermostat - User Guide\nSetting a schedule: Wake, Away, Home, Sleep\n"
            "Geofencing via Resideo app\nSystem setup: heat pump, O/B reversing valve, aux heat\n"
            "Filter reminder every 90 days. Resetting to factory defaults: menu > reset.")


def t_kitchen_quote(r, dt):
    return (f"Sonoran Kitchen & Bath - Proposal #SKB-{r.randint(2600, 2699)}\nClient: Rosa Delgado  {HOME}\n"
            f"Date: {_us(dt)}\nScope: demo existing oak cabinets and tile, relocate sink to island, new shaker "
            "cabinets (white uppers, navy island), quartz counters, tile backsplash, under-cabinet lighting, "
            "LVP flooring kitchen + nook\nCabinets: $18,400  Countertops: $7,950  Electrical: $3,200  "
            f"Plumbing: $2,850  Labor/demo: $9,600\nTotal: $42,000  Timeline: 6-7 weeks after permit")


def t_kitchen_contract(r, dt):
    return ("HOME IMPROVEMENT CONTRACT - Sonoran Kitchen & Bath LLC (ROC 334512)\nOwner: Rosa Delgado\n"
            f"Project: kitchen remodel at {HOME}\nContract price: $43,250 (incl. change order 1, pendant lights)\n"
            "Payment schedule: 10% at signing, 30% at cabinet delivery, 30% at countertop install, 30% at completion\n"
            f"Start: {_long(dt + timedelta(days=20))}  Substantial completion: approx. July 2026\n"
            "Arizona Registrar of Contractors recovery fund notice attached.")


def t_cabinet(r, dt):
    return (f"Order confirmation - Fabuwood Allure Galaxy cabinets\nDealer: Sonoran Kitchen & Bath  PO {r.randint(7000, 7999)}\n"
            "Job: DELGADO kitchen\nW3030 uppers x6 (Frost), B36 sink base (Indigo island), DB24-3 drawer base x2, "
            "tall pantry 24x90\nSoft close, crown moulding 3 pcs\nEstimated delivery: week of June 8")


def t_permit(r, dt):
    return (f"City of Phoenix - Planning & Development\nResidential permit application  Project R26-{r.randint(10000, 99999)}\n"
            f"Address: {HOME}\nScope: interior kitchen remodel, relocate sink to island, add 3 circuits\n"
            "Contractor: Sonoran Kitchen & Bath LLC  ROC 334512\nStatus: issued. Inspections: rough plumbing, "
            "rough electrical, final.")


def t_kitchen_budget(r, dt):
    return ("Kitchen remodel budget\nItem;Quote;Paid;Left\nContract SKB;43250;4325;38925\n"
            "Appliances (Costco - LG range, DW, hood);5480;5480;0\nPendant lights;612;0;612\nFaucet Delta Trinsic;389;389;0\n"
            "Eating out during demo;800;214;586\nContingency 10%;4300;0;4300\nTOTAL;54831;10408;44423\n"
            "funding;HELOC? no - savings + Cholla commission")


def t_counter_sel(r, dt):
    return ("Countertop selections - Delgado kitchen\nQuartz: MSI Calacatta Laza, 3 cm, eased edge\n"
            "Island: waterfall on one side? ask price - +$1,100\nBacksplash: 3x12 white zellige, vertical stack\n"
            "Sink: 32 in single bowl undermount stainless\nTemplate date after cabinets installed.\n"
            "Sofia wants the navy island, Mateo wants 'more outlets'")


def t_demo_mail(r, dt):
    return _eml("Luis Carrillo <luis@sonorankb.com>", ROSA_P, "Demo schedule - Delgado kitchen", dt, """
Hi Rosa,
Permit is approved. We'll start demo Monday 7 am; the crew will set up a dust wall by the family room and
protect the floors. Water will be off to the kitchen for about 2 weeks - we'll leave you a utility sink in
the garage. Please empty all cabinets by Sunday night. Dumpster goes on the driveway, HOA approval attached.
Luis Carrillo, Project Manager, Sonoran Kitchen & Bath""")


def t_appliances(r, dt):
    return ("appliances - kitchen\nrange: LG LSIL6336FE induction slide-in $1,899 (Costco)\n"
            "dishwasher: Bosch 500 $949\nhood: Zline 30in wall mount $640\nfridge: keep the current Samsung\n"
            "microwave drawer?? - skip, budget\ndelivery after countertops are in")


def t_roof_quote(r, dt):
    return (f"Valley Roofing Co. - Estimate\nCustomer: Rosa Delgado  {HOME}\nDate: {_us(dt)}\n"
            "Tile roof underlayment replacement (lift and relay): remove concrete tile, replace 30# felt with "
            "two layers of 30# felt / Polyglass, new flashings, replace 40 broken tiles\nArea: 24 squares\n"
            f"Price: $14,850  Warranty: 10 years workmanship")


def t_roof_invoice(r, dt):
    return (f"Valley Roofing Co. - Final invoice\nJob: Delgado, {HOME}\nCompleted: {_us(dt)}\n"
            "Contract: $14,850.00  Change order (rotted fascia board, 3 pcs): $620.00\nDeposit paid: $4,455.00\n"
            "Balance due: $11,015.00  PAID check #2214")


def t_roof_permit(r, dt):
    return (f"City of Phoenix - Permit R23-{r.randint(10000, 99999)}  Re-roof, residential\n{HOME}\n"
            "Contractor: Valley Roofing Co. ROC 290871\nFinal inspection: PASSED " + _us(dt))


def t_implant(r, dt):
    return (f"Arcadia Family Dentistry - Treatment Plan\nPatient: Rosa Delgado  DOB 08/14/1981\nDate: {_us(dt)}\n"
            "Tooth #30: extraction + bone graft (D7210, D7953): $690\nImplant placement (D6010): $2,150 - after 4 months healing\n"
            "Abutment + crown (D6057, D6058): $2,300\nEst. Delta Dental payment: $1,500 (annual max)\n"
            "Patient estimate: $3,640  Dr. Nadia Farouk, DDS")


def t_delta(r, dt):
    return (f"Delta Dental of Arizona - Predetermination of benefits\nPatient: Rosa Delgado  Provider: Nadia Farouk DDS\n"
            f"Date: {_us(dt)}\nD6010 endosteal implant #30: submitted $2,150, allowed $1,820, plan pays 50%\n"
            "Annual maximum remaining: $1,500. This is not a guarantee of payment.")


def t_dental_inv(r, dt):
    return (f"Arcadia Family Dentistry - Statement\nRosa Delgado\n{_us(dt)}  Implant placement #30  $2,150.00\n"
            f"Insurance paid: -{_money(r, 850, 910)}\nPatient paid CareCredit: -{_money(r, 600, 900)}\n"
            "Next appointment: 3-month healing check, then crown impression.")


def t_eob(r, dt):
    who = r.choice(["Rosa Delgado", "Mateo Delgado", "Sofia Delgado"])
    svc = r.choice(["Office visit, est. patient", "Urgent care visit", "Lab - comprehensive metabolic panel",
                    "X-ray ankle 3 views", "Physical therapy 97110"])
    billed = r.uniform(120, 620)
    return (f"Blue Cross Blue Shield of Arizona - Explanation of Benefits\nThis is not a bill.\nMember: {who}\n"
            f"Date of service: {_us(dt - timedelta(days=20))}  Service: {svc}\nBilled: {billed:,.2f}  "
            f"Plan discount: {billed * .35:,.2f}\nPlan paid: {billed * .4:,.2f}  You may owe: {billed * .25:,.2f}\n"
            "Plan: BlueCross Silver 3500 (Marketplace)  Deductible met: $1,740 of $3,500")


def t_benefits(r, dt):
    return ("BCBSAZ - Summary of Benefits and Coverage  2026\nPlan: BlueCross Silver 3500 - individual & family "
            "(HealthCare.gov)\nSubscriber: Rosa Delgado  Dependents: Mateo, Sofia\nDeductible: $3,500 individual / "
            "$7,000 family\nPrimary care: $30 copay  Specialist: $70  Urgent care: $75\n"
            f"Monthly premium after tax credit: {_money(r, 410, 560)}")


def t_sports_physical(r, dt):
    return ("Arizona Interscholastic / Club Sports - Pre-participation Physical Evaluation\nName: Sofia Delgado  "
            "DOB 03/02/2013  Sport: volleyball\nHeight 5'5\" Weight 112  BP 104/66  Vision 20/20\n"
            "Cleared for all sports without restriction.\nPhysician: Alan Greer MD, Camelback Pediatrics\n"
            f"Date: {_us(dt)}")


def t_well_visit(r, dt):
    return (f"Camelback Pediatrics - Visit summary\nPatient: Mateo Delgado, 16 y\nDate: {_us(dt)}\n"
            "Reason: well check + knee pain after basketball\nAssessment: Osgood-Schlatter, mild. Ice, stretching.\n"
            "Vaccines given: MenACWY booster\nNext well visit in 1 year. Alan Greer MD")


def t_immun(r, dt):
    return ("Arizona State Immunization Information System - Official record\nSofia Delgado  DOB 03/02/2013\n"
            "DTaP x5, IPV x4, MMR x2, Varicella x2, Hep B x3, Hep A x2\nTdap 08/2024  MenACWY 08/2024  HPV #1 08/2024, #2 02/2025\n"
            "Printed for Mesquite Middle School nurse")


# --------------------------------------------------------------------------- kids, car, church, travel, past


def t_vb_fees(r, dt):
    return ("Sonoran Heat Volleyball Club - 2025-26 Season Fee Statement\nPlayer: Sofia Delgado  Team: 14 Red\n"
            "Club fee: $3,150 (10 payments of $285 + $300 deposit)\nUniform package: $260\n"
            f"Paid to date: {_money(r, 2300, 2900)}  Remaining: {_money(r, 300, 900)}\n"
            "Nationals travel fee billed separately. Questions: treasurer@sonoranheatvbc.org")


def t_vb_schedule(r, dt, name):
    return (f"{name} - Team schedule, 14 Red\nCheck-in 7:00 am, first serve 8:00 am\nPool 4, Court 17\n"
            "8:00 vs AZ Sky 14-2\n9:00 work (ref + line)\n10:00 vs Zona 14 Elite\n11:00 vs Tucson Storm 14 Black\n"
            "Gold bracket starts 1:30 pm if top 2 in pool\nParents: no coolers inside the convention center.")


def t_vb_meeting(r, dt):
    return ("14 Red parent meeting notes\n- Coach Amber: practice Tue/Thu 6-8 pm at Sonoran Heat gym, Sat optional\n"
            "- Tournaments: Desert Duel (Jan), Copper Classic (Feb), Region qualifier (March, Phoenix Conv Center)\n"
            "- Volunteer hours: each family 6 hours (work table, line judge)\n- Sofia: outside hitter, working on serve\n"
            "- Team bonding at Gina's house after qualifier")


def t_report_card(r, dt, who):
    if who == "sofia":
        return ("Mesquite Middle School - Progress Report  Grade 7\nStudent: Sofia Delgado\n"
                f"ELA: {r.choice(['A', 'B+'])}  Math 7 Accel: {r.choice(['A-', 'B'])}  Science: A  Social Studies: B+\n"
                "Spanish 1: A  PE: A\nTeacher comment: Sofia participates well and helps classmates. "
                "Please make sure she turns in math homework on Canvas.")
    return ("Cactus Canyon High School - Semester grades\nStudent: Mateo Delgado  Grade 10\n"
            f"English 10 Honors: {r.choice(['B', 'B+'])}  Geometry: {r.choice(['C+', 'B-'])}  Chemistry: B\n"
            "AP World History: B+  Spanish 3: A  Auto Tech 1: A\nCumulative GPA: 3.21\n"
            "Counselor note: consider PSAT in October.")


def t_field_trip(r, dt):
    return ("Mesquite Middle School - Field Trip Permission Slip\nDestination: Arizona Science Center\n"
            f"Date: {_us(dt + timedelta(days=10))}  Cost: $18 (pay on SchoolCash)\nStudent: Sofia Delgado  Teacher: Ms. Pruitt\n"
            "Parent/guardian signature: Rosa Delgado   Emergency contact: (602) 555-0148")


def t_drivers_ed(r, dt):
    return ("Saguaro Driving School - Enrollment confirmation\nStudent: Mateo Delgado  DOB 01/22/2010\n"
            "Program: Teen Package - 6 hrs behind the wheel + online ADOT-approved course\nPrice: $499 paid\n"
            f"Lessons: {_us(dt + timedelta(days=7))}, {_us(dt + timedelta(days=14))}, {_us(dt + timedelta(days=21))}\n"
            "Pick-up at Cactus Canyon HS after school. Student must carry instruction permit.")


def t_de_cert(r, dt):
    return ("CERTIFICATE OF COMPLETION - ADOT approved Driver Education\nSaguaro Driving School\n"
            f"Mateo Delgado has completed the Teen Driver course (online + 6 hours in-car) on {_us(dt)}.\n"
            "Submitted electronically to ADOT MVD. Keep this copy with your permit.")


def t_permit_receipt(r, dt):
    return ("Arizona MVD - Receipt\nTransaction: Class G instruction permit\nApplicant: Mateo A Delgado\n"
            f"Date: {_us(dt)}  Office: MVD 51st Ave & Indian School\nFee: $7.00  Written test: PASSED\n"
            "Permit valid 12 months. Minors under 18 must hold the permit 6 months before the road test.")


def t_pilot_reg(r, dt):
    return ("ADOT MVD - Vehicle registration\n2020 HONDA PILOT EX-L  VIN 5FNYF6H5XLB0****\nOwner: ROSA M DELGADO\n"
            f"Plate: CWR8112  Expires: {_us(dt + timedelta(days=365))}\nVLT: {_money(r, 310, 420)}  Registration: $8.00  "
            "Air quality: $1.50\nEmissions test: not required this year")


def t_auto_ins(r, dt):
    return (f"State Farm - Auto Policy Declarations\nNamed insured: Rosa M Delgado   Policy period {_us(dt)} - "
            f"{_us(dt + timedelta(days=182))}\nVehicle: 2020 Honda Pilot EX-L\nLiability 100/300/100, UM/UIM 100/300\n"
            "Comprehensive $500 ded, Collision $1,000 ded\nDrivers: Rosa M Delgado; Mateo A Delgado (permit, excluded until licensed)\n"
            f"6-month premium: {_money(r, 860, 990)}")


def t_honda_service(r, dt):
    return (f"Earnhardt Honda - Repair order {r.randint(700000, 799999)}\n2020 Honda Pilot  Mileage {r.randint(52000, 61000)}\n"
            f"Date: {_us(dt)}\nB1 service: oil and filter, tire rotation, inspect brakes: $139.95\n"
            "Recommended: cabin air filter ($59), rear brake pads at next visit\nAdvisor: Josh")


def t_tires(r, dt):
    return (f"Discount Tire - Invoice\nCustomer: Rosa Delgado  2020 Honda Pilot\nDate: {_us(dt)}\n"
            "4 x Michelin CrossClimate2 245/60R18: $1,036.00\nInstall/balance/certificates: $160.00\nTotal: $1,196.00")


def t_road_test(r, dt):
    return ("ADOT MVD Now - Appointment confirmation\nService: Class G road test\nCustomer: Mateo A Delgado\n"
            "Date: June 12, 2026  Time: 9:30 AM\nLocation: MVD Phoenix North (Deer Valley)\n"
            "Bring: instruction permit, proof of insurance for the test vehicle, registration, driver-ed certificate "
            "or 30-hour supervised driving affidavit.\nConfirmation code: " + "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
                                                                          for _ in range(8)))


def t_practice_log(r, dt):
    rows = ["Date;Minutes;Night?;Where;Notes"]
    notes = ["parallel parking at church lot", "freeway I-17 first time", "left turns on Cactus", "rain!",
             "school pickup run", "3-point turns", "Costco parking lot", "drove to volleyball", "backing into space"]
    for i in range(14):
        rows.append(f"{_us(dt - timedelta(days=(14 - i) * 5))};{r.choice([20, 30, 40, 45, 60])};"
                    f"{r.choice(['no', 'no', 'yes'])};{r.choice(['N Phoenix', 'Scottsdale', 'Deer Valley'])};{r.choice(notes)}")
    rows.append("TOTAL hours;;;;need 30 incl 10 night for the road test affidavit")
    return "\n".join(rows)


def t_civic(r, dt):
    return ("Cars for Mateo\n1) 2017 Honda Civic LX, 78k mi, $14,900, private seller in Chandler - clean title, 1 owner\n"
            "2) 2016 Toyota Corolla LE, 91k mi, $12,500, CarMax Tempe - 30 day warranty\n"
            "3) 2018 Mazda 3 sedan, 64k, $15,800 - a bit over budget\nBudget $14k + Mateo's $2,000 from his job at Culver's\n"
            "Ask Tony (mechanic at church) to do pre-purchase inspection")


def t_carfax(r, dt):
    return ("CARFAX Vehicle History Report\n2017 HONDA CIVIC LX  VIN 2HGFC2F5XHH5****\nNo accident or damage reported\n"
            "1 previous owner  Personal vehicle  Last reported odometer: 78,212\n"
            "Service records: 14, last oil change at Big O Tires Chandler\nTitle: clean, Arizona")


def t_teen_quote(r, dt):
    return (f"State Farm - Quote for adding a driver\nPolicyholder: Rosa M Delgado  Date {_us(dt)}\n"
            "Add driver: Mateo A Delgado, 16, newly licensed\nAdd vehicle: 2017 Honda Civic LX\n"
            f"Estimated 6-month premium increase: {_money(r, 1180, 1490)}\nDiscounts: Good Student (GPA 3.0+), "
            "Steer Clear program (-15% after completion), multi-car\nAgent: Kim Tran, State Farm Paradise Valley")


def t_car_budget(r, dt):
    return ("Mateo car budget\nItem;Amount\nCar (target);14000\nMateo contribution;-2000\nTax/title/registration;1100\n"
            "Pre-purchase inspection;150\nInsurance increase 6 mo;1300\nNew tires if needed;700\nTotal out of pocket;15250")


def t_seller_mail(r, dt):
    return _eml("Derek Lam <dlam.az@gmail.com>", ROSA_P, "Re: 2017 Civic - still available?", dt, """
Hi Rosa, yes the Civic is still available. Timing belt isn't an issue on this engine (chain). Happy to let
your mechanic look at it Saturday morning in Chandler. I have the title in hand, no lien.
Price is $14,900 but I can do $14,300 cash or cashier's check. - Derek""")


def t_food_signup(r, dt):
    names = ["Rosa D", "Gina Ross", "Ken Yamada", "Maricela T", "Deacon Paul", "Youth group (8)", "Knights of Columbus",
             "Ana & Luis", "Joan W"]
    rows = ["Shift;Date;Volunteers;Task"]
    for s in ["Sat 8-10", "Sat 10-12", "Sun after 9:30 Mass", "Sun after 11:30 Mass", "Mon sort & pack"]:
        rows.append(f"{s};{_us(dt + timedelta(days=r.randint(3, 12)))};{', '.join(r.sample(names, 3))};"
                    f"{r.choice(['collect at doors', 'sort cans', 'load truck to St. Mary', 'count & weigh'])}")
    return "\n".join(rows)


def t_food_flyer(r, dt):
    return ("St. Bernadette Parish\nSUMMER FOOD DRIVE\nFor St. Mary's Food Bank - summer is when families need the most help\n"
            "Most needed: peanut butter, canned tuna and chicken, cereal, rice, canned fruit, diapers size 4-6\n"
            "Drop off at the parish hall or the barrels in the narthex, all Masses June 6-21\n"
            "Questions: Rosa Delgado, food drive coordinator, (602) 555-0148")


def t_food_tally(r, dt):
    rows = ["Week,Pounds,Families served,Cash donations"]
    for w in range(1, 6):
        rows.append(f"{w},{r.randint(380, 1200)},{r.randint(30, 95)},{r.randint(40, 600)}")
    return "\n".join(rows)


def t_church_mail(r, dt):
    return _eml("Fr. Joseph Okafor <frjoseph@stbernadetteaz.org>", ROSA_P, "Food drive - thank you + truck", dt, """
Dear Rosa,
Thank you again for coordinating the food drive. St. Mary's will send the box truck on Monday the 22nd at
10 am; could you have the youth group ready to load? I'll announce the final weekend at all Masses.
Also - could you prepare the volunteer schedule for the bulletin by Wednesday?
Blessings, Fr. Joseph""")


def t_volunteer_sched(r, dt):
    return ("Food Drive volunteer schedule - bulletin version\nSaturday: 8-10 Gina R., Ken Y. / 10-12 Maricela, Joan\n"
            "Sunday: after 9:30 Mass - Youth group; after 11:30 Mass - Knights of Columbus\n"
            "Monday 22nd: loading St. Mary's truck 10 am (strong backs needed!)\nCoordinator: Rosa Delgado")


def t_nat_hotel(r, dt):
    return (f"Rosen Centre Hotel - Reservation confirmation #{r.randint(8000000, 8999999)}\nGuest: Rosa Delgado\n"
            "Group: AAU Volleyball - Sonoran Heat VBC block\nArrival: Tue June 23, 2026  Departure: Sun June 28, 2026\n"
            "1 room, 2 queen beds, 5 nights at $189.00 + tax\nWalk to Orange County Convention Center\n"
            "Cancellation: free until June 9, then 1 night charged")


def t_nat_flight(r, dt):
    return (f"Southwest Airlines - Trip confirmation {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}\n"
            "PHX -> MCO  Tue Jun 23  Flight 1442  dep 6:05 AM arr 1:35 PM\nMCO -> PHX  Sun Jun 28  Flight 2210  "
            "dep 7:20 PM arr 9:05 PM\nPassengers: Rosa Delgado, Sofia Delgado\nTotal: $" + f"{r.randint(760, 910)}.40")


def t_nat_itin(r, dt):
    return ("AAU Girls Junior National Volleyball Championships - Orlando\n14 Red plan\nTue 6/23 fly in, team dinner 7 pm\n"
            "Wed 6/24 check-in + practice court 3 pm, team photos\nThu-Sat pool play/bracket, courts at OCCC West Hall\n"
            "Sun 6/28 finals if we make it, fly home 7:20 pm\nUniforms: Thu black, Fri red, Sat white\n"
            "Packing: knee pads, 2 pairs shoes, ankle brace, snacks, Tylenol, extension cord for charging")


def t_nat_fee(r, dt):
    return ("Sonoran Heat VBC - Nationals travel fee invoice\nPlayer: Sofia Delgado (14 Red)\n"
            "Entry fee share: $175.00\nCoach travel share (airfare, hotel, per diem for 2 coaches): $312.00\n"
            f"Team warm-ups: $68.00\nTotal: $555.00  Due {_us(dt + timedelta(days=14))}")


def t_nat_packing(r, dt):
    return ("packing Orlando\nSofia: 3 uniforms, spandex x4, kneepads, court shoes x2, warmups, hair ties, water bottle\n"
            "me: portable chairs? (no - not allowed), sunscreen, rain jacket, laptop for work (Palo Verde closes 19th "
            "- should be done)\nsnacks for the team table, Gatorade powder, first aid kit\n"
            "Disney? maybe Sunday morning if we're out")


def t_cancun_resort(r, dt):
    return (f"Hyatt Ziva Cancún - Booking confirmation {r.randint(50000000, 59999999)}\nLead guest: Rosa Delgado\n"
            "Check-in: Thu August 13, 2026  Check-out: Mon August 17, 2026 (4 nights)\n"
            "2 rooms, Ocean view, 2 adults each (Rosa, Lorena Ibarra / Michelle Stone, Tasha Reed)\nAll-inclusive\n"
            f"Total: {_money(r, 4400, 5200)} - deposit paid {_money(r, 800, 1100)}\nSpecial request: birthday 8/14")


def t_cancun_flight(r, dt):
    return ("American Airlines - Your trip confirmation\nRecord locator: " +
            "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6)) +
            "\nPHX -> CUN  Thu 13AUG  AA 2711  dep 8:10 AM arr 3:42 PM\nCUN -> PHX  Mon 17AUG  AA 2712  dep 4:45 PM arr 6:20 PM\n"
            "Passenger: ROSA MARIA DELGADO  Main Cabin  Seat 14C\nPassport required")


def t_cancun_split(r, dt):
    return ("Cancun 45 - cost split\nItem;Total;Per person;Paid by\nResort 4 nights;4860;1215;Rosa\n"
            "Catamaran Isla Mujeres;520;130;Lorena\nAirport transfer;160;40;Michelle\nBirthday dinner Lorenzillo's;?;;\n"
            "Venmo owed to Rosa;;1215;Lorena paid, Tasha pending")


def t_passport(r, dt):
    return ("U.S. Department of State - Passport application status\nApplicant: Rosa Maria Delgado\n"
            f"Form DS-82 renewal received {_us(dt)}  Service: routine\nStatus: In process\n"
            "Estimated processing time: 4-6 weeks. Travel date entered: 08/13/2026")


def t_cancun_plan(r, dt):
    return ("CANCUN girls trip - 45!!\nThu: land, pool, welcome drinks\nFri (my bday): spa morning, catamaran to Isla "
            "Mujeres, dinner Lorenzillo's 8 pm\nSat: Chichen Itza? (long day) or cenotes Ik Kil - vote in group chat\n"
            "Sun: beach, mercado 28 for souvenirs for kids\nMon: fly home\nTo do: passport renewal!!, pesos, "
            "tell Victor he has the kids 13-17")


def t_sd_hotel(r, dt):
    return ("Catamaran Resort Hotel and Spa - Folio\nGuest: Rosa Delgado  Mission Bay, San Diego\n"
            "Arrival 07/07/2025  Departure 07/11/2025  4 nights, bay view 2 queens\n"
            f"Room + tax: {_money(r, 1600, 1900)}  Resort fee: $140.00  Parking: $140.00\nPaid Visa ending 0917")


def t_sd_zoo(r, dt):
    return ("San Diego Zoo - e-tickets\n1-Day Pass Adult x1, Child (3-11) x0, Adult x2 (12+)\nVisit date: 07/08/2025\n"
            "Order total: $207.00\nPresent QR code at entry. Order #SDZ" + str(r.randint(1000000, 9999999)))


def t_sd_itin(r, dt):
    return ("San Diego July 2025\nMon: drive from Phoenix (5.5 h), stop in Yuma for lunch\nTue: Zoo\nWed: La Jolla "
            "Cove, seals, kayak? Mateo yes, Sofia no\nThu: beach + Belmont Park, Old Town dinner\nFri: drive home early "
            "(heat!)")


def t_decree(r, dt):
    return ("SUPERIOR COURT OF ARIZONA, MARICOPA COUNTY\nIn re the Marriage of ROSA M. DELGADO, Petitioner, and "
            "VICTOR A. DELGADO, Respondent.  No. FC2021-054112\nCONSENT DECREE OF DISSOLUTION OF MARRIAGE\n"
            "The marriage is dissolved. The parties' Property Settlement Agreement is incorporated.\n"
            "Petitioner is awarded the residence at 4127 E Cactus Wren Dr subject to refinance within 120 days.\n"
            f"Signed: {_long(dt)}, Commissioner")


def t_settlement_agr(r, dt):
    return ("PROPERTY SETTLEMENT AGREEMENT - Delgado\n1. Residence to Wife; Wife pays Husband $41,500 equity buyout at refinance.\n"
            "2. Husband's 401(k): divided by QDRO, 50% of the marital portion to Wife.\n"
            "3. 2017 Ford F-150 to Husband; 2015 Honda Odyssey to Wife.\n4. Each party keeps own credit card debts.\n"
            "5. Spousal maintenance: none.")


def t_attorney(r, dt):
    return (f"Pham Family Law PLLC - Invoice\nClient: Rosa Delgado  Matter: Dissolution (FC2021-054112)\nDate: {_us(dt)}\n"
            f"Attorney time: {r.uniform(3, 9):.1f} h at $295/h - review disclosure, draft PSA, call with opposing counsel\n"
            f"Amount due: {_money(r, 900, 2600)}  Trust balance applied: {_money(r, 0, 500)}")


def t_mediation(r, dt):
    return ("mediation notes (Conciliation Court)\n- Victor wants the house sold, I want to keep it for the kids' schools\n"
            "- mediator: buyout based on appraisal minus 6% costs\n- parenting time: 5-2-2-5, holidays alternate\n"
            "- Linda says don't agree to anything today, send to her first\n- next session Feb 3")


def t_fin_affidavit(r, dt):
    return ("AFFIDAVIT OF FINANCIAL INFORMATION - Maricopa County\nParty: Rosa M Delgado\n"
            f"Gross monthly income: {_money(r, 5200, 7600)} (commission, average of 12 months)\n"
            "Monthly expenses: mortgage 2,140, utilities 410, food 900, children's activities 350\n"
            "Assets: Desert Financial checking, Fidelity Rollover IRA\nDebts: Chase credit card 4,100")


def t_ds_offer(r, dt):
    return ("Desert Sun Mortgage, Inc.\nOFFER OF EMPLOYMENT\nDear Rosa,\nWe are pleased to offer you the position of "
            "Loan Processor I at our Tempe branch, reporting to Janet Ruiz, Operations Manager.\n"
            "Salary: $38,000 per year plus per-file bonus. Benefits: medical, dental, 401(k) with 4% match.\n"
            f"Start date: {_long(dt + timedelta(days=14))}")


def t_ds_resign(r, dt):
    return (f"{_long(dt)}\nJanet Ruiz, Operations Manager\nDesert Sun Mortgage, Inc.\nDear Janet,\n"
            "Please accept this letter as notice of my resignation as Senior Loan Processor, effective two weeks "
            "from today. I have passed my real estate exam and will be joining Saguaro Realty Group.\n"
            "Thank you for seven great years.\nRosa Delgado")


def t_ds_checklist(r, dt):
    return ("Loan processing checklist - Conventional (Desert Sun)\n[ ] 1003 signed  [ ] 2 yrs W-2s  [ ] 30 days paystubs\n"
            "[ ] 2 months bank statements, explain large deposits\n[ ] VOE ordered  [ ] appraisal ordered, HOA cert\n"
            "[ ] title commitment, CPL  [ ] hazard insurance binder\n[ ] submit to UW, clear conditions, CTC, CD 3 days")


def t_ds_review(r, dt):
    return ("Desert Sun Mortgage - Annual performance review 2018\nEmployee: Rosa Delgado, Senior Loan Processor\n"
            "Files closed: 214, avg days app-to-close 27 (team 33)\nStrengths: borrower communication, bilingual, conditions turned same day\n"
            "Goal: train the two new processors, Encompass templates\nRating: Exceeds expectations. Merit increase 4%.")


def t_w2(r, dt):
    return ("Form W-2 Wage and Tax Statement 2018\nEmployer: Desert Sun Mortgage, Inc., 1850 E Southern Ave, Tempe AZ 85282\n"
            f"Employee: Rosa M Delgado\nBox 1 Wages: {_money(r, 49000, 54000)}  Box 2 Federal withheld: {_money(r, 4100, 5200)}\n"
            "Box 12 D (401k): 3,120.00  Box 17 AZ withheld: 1,088.00")


def t_disney(r, dt):
    return ("Disneyland Resort - Confirmation\nGuests: Rosa, Victor, Mateo (8), Sofia (5)\n3-day Park Hopper, 06/18-06/20/2018\n"
            "Hotel: Best Western Plus Park Place Inn\nTotal: $1,912.00")


RECIPES = {
    "pozole": "Pozole rojo (Mom's)\n3 lb pork shoulder, cut in chunks\n1 large can white hominy, drained\n"
              "6 guajillo + 3 ancho chiles, toasted and soaked\n1 onion, 6 cloves garlic, oregano, salt\n"
              "Simmer pork with onion and garlic 2 hours. Blend chiles with some broth, strain into pot.\n"
              "Add hominy, 30 more minutes. Serve with cabbage, radish, lime, tostadas.",
    "tamales": "Tamales de puerco - Christmas batch (makes ~4 dozen)\n5 lb masa preparada (Food City)\n"
               "3 lb pork, red chile sauce from 12 chiles\n60 corn husks, soaked 1 hour\n"
               "Spread masa thin, 1 tbsp filling, fold. Steam standing up 75-90 minutes.\n"
               "Done when masa pulls away from husk. Freeze in bags of 12.",
    "carne": "Carne asada marinade\n2 lb flank or skirt steak\njuice of 2 oranges + 3 limes\n1/2 cup cilantro, 4 garlic "
             "cloves, 1 jalapeño\n2 tbsp soy sauce, 1 tsp cumin, salt, pepper\nMarinate 4-8 hours. Grill hot, 4 min "
             "per side. Rest, slice against the grain.",
    "horchata": "Horchata\n1 cup long grain rice, 1 cinnamon stick, 5 cups water\nSoak overnight. Blend, strain through "
                "cheesecloth.\nAdd 1/2 cup sugar, 1 cup milk, 1 tsp vanilla. Serve over lots of ice.",
    "calabacitas": "Calabacitas con queso\n4 Mexican squash, diced\n1 cup corn, 2 roma tomatoes, 1/2 onion\n"
                   "1 roasted green chile (Hatch)\nSauté onion, add squash 5 min, then tomato, corn, chile.\n"
                   "Top with queso fresco or Monterey Jack, cover until melted.",
    "bites": "No-bake energy bites (volleyball snack, team of 10)\n2 cups oats, 1 cup peanut butter, 2/3 cup honey\n"
             "1 cup mini chocolate chips, 1/2 cup ground flax\nMix, chill 30 min, roll into 1-inch balls. "
             "Keep in fridge. Check for nut allergies on team first!",
    "enchiladas": "Green chile chicken enchiladas (sheet pan, weeknight)\n1 rotisserie chicken, shredded\n"
                  "2 cans green enchilada sauce, 8 oz sour cream, 2 cups Monterey Jack\n12 corn tortillas, warmed\n"
                  "Roll chicken + cheese, cover with sauce mixed with sour cream, bake 375F for 25 min.",
}



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

    def deal(fn, key):
        return lambda r, dt: fn(r, dt, DEALS[key])

    def thumbs(r, dt):
        return _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800)

    def lock(name: str) -> bytes:
        return b"\x0cRosa Delgado" + bytes(150)

    ini = "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    RE = "RealEstate"

    # ------------------------------------------------------------ Real Estate/Active (Projects RealEstate)
    d = "Real Estate/Active/2218 W Palo Verde Dr - Whitfield"
    for name, age, fn in [
        ("Listing Agreement - Whitfield.pdf", 57, t_listing_agreement), ("SPDS - 2218 W Palo Verde.pdf", 55, t_spds),
        ("CMA 2218 W Palo Verde.xlsx", 60, t_cma), ("MLS 6871234 agent full.pdf", 50, t_mls),
        ("Palo Verde flyer.docx", 51, t_flyer), ("Offer - Lopez.pdf", 29, t_contract),
        ("Counter Offer 1 - signed.pdf", 28, t_counter), ("Inspection Report - Desert Eye.pdf", 22, t_inspection),
        ("BINSR signed both parties.pdf", 16, t_binsr), ("Escrow opened PTE-26-04418.eml", 27, t_escrow_open),
        ("RE appraisal scheduled.eml", 13, lambda r, dt, d: t_escrow_mail(r, dt, d, 0)),
        ("RE closing docs signing.eml", 3, lambda r, dt, d: t_escrow_mail(r, dt, d, 2)),
        ("Open House sign-in 05-02.csv", 30, t_signin), ("showing feedback.txt", 31, t_feedback),
    ]:
        add(f"{d}/{name}", P, RE, age, deal(fn, "palo"))
    for i in range(6):
        photo(f"{d}/photos/DSC_{1041 + i:04d}.jpg", P, RE, 59)

    d = "Real Estate/Active/7431 E Sierra Vista Rd - Nguyen (buyers)"
    for name, age, fn in [
        ("Buyer Broker Agreement - Nguyen.pdf", 112, t_buyer_broker), ("Pre-approval Copper State.pdf", 106, t_preapproval),
        ("Purchase Contract 7431 E Sierra Vista.pdf", 26, t_contract), ("Earnest money receipt.pdf", 24, t_earnest),
        ("Inspection Report 7431 E Sierra Vista.pdf", 19, t_inspection), ("BINSR - Nguyen.pdf", 15, t_binsr),
        ("Appraisal 7431 E Sierra Vista.pdf", 7, t_appraisal), ("HOA docs Sierra Vista Estates.pdf", 20, t_hoa_docs),
        ("Loan status update.eml", 5, t_lender_mail), ("Re inspection repairs.eml", 18, t_inspection_reply),
        ("RE close date.eml", 2, t_closing_date_mail), ("comps Sierra Vista.xlsx", 31, t_cma),
        ("RE commitment for title.eml", 11, lambda r, dt, d: t_escrow_mail(r, dt, d, 3)),
    ]:
        add(f"{d}/{name}", P, RE, age, deal(fn, "sierra"))
    for i in range(4):
        photo(f"{d}/inspection photos/IMG_{6104 + i * 3}.jpg", P, RE, 19)

    d = "Real Estate/Active/1509 N 36th St #12 - Raman"
    for name, age, fn in [
        ("Listing Agreement - Raman.pdf", 9, t_listing_agreement), ("CMA 1509 N 36th St.xlsx", 12, t_cma),
        ("MLS draft.docx", 4, t_condo_listing_draft), ("staging notes.txt", 6, t_staging),
        ("Arcadia Palms HOA resale docs.pdf", 8, t_hoa_docs), ("SPDS - Raman.pdf", 7, t_spds),
        ("Re Photos - 1509 N 36th St.eml", 3, t_photog_mail),
    ]:
        add(f"{d}/{name}", P, RE, age, deal(fn, "condo"))
    for i in range(5):
        photo(f"{d}/photos/1509N36th_{i + 1:02d}.jpg", P, RE, 1)

    # ------------------------------------------------------------ Real Estate/Closed (Archive RealEstate)
    d = "Real Estate/Closed/2024/915 E Glenrosa Ave - Kowalski"
    for name, age, fn in [("Purchase Contract.pdf", 650, t_contract), ("Inspection Report.pdf", 641, t_inspection),
                          ("BINSR.pdf", 636, t_binsr), ("Final Settlement Statement.pdf", 612, t_settlement),
                          ("Funded and recorded.eml", 611, t_closing_mail)]:
        add(f"{d}/{name}", X, RE, age, deal(fn, "glen"))
    d = "Real Estate/Closed/2025/3344 W Cholla St - Martinez"
    for name, age, fn in [("Listing Agreement.pdf", 482, t_listing_agreement), ("SPDS.pdf", 480, t_spds),
                          ("Purchase Contract - Benson.pdf", 441, t_contract), ("CMA.xlsx", 484, t_cma),
                          ("Settlement Statement.pdf", 416, t_settlement), ("RE funded and recorded.eml", 416, t_closing_mail)]:
        add(f"{d}/{name}", X, RE, age, deal(fn, "cholla"))
    for i in range(3):
        photo(f"{d}/photos/DSC_{712 + i:04d}.jpg", X, RE, 483)
    d = "Real Estate/Closed/2025/6120 N 19th Ave - Jenkins"
    for name, age, fn in [("Purchase Contract.pdf", 226, t_contract), ("Inspection.pdf", 218, t_inspection),
                          ("Appraisal.pdf", 205, t_appraisal), ("Settlement Statement.pdf", 192, t_settlement),
                          ("keys - funded.eml", 192, t_closing_mail)]:
        add(f"{d}/{name}", X, RE, age, deal(fn, "jenk"))

    # ------------------------------------------------------------ Real Estate business (Areas RealEstate)
    d = "Real Estate/Commission"
    extra = {"pinchot": dict(DEALS["glen"], addr="2717 E Pinchot Ave", buyer="Sean and Kara Whitley", price=529000,
                             coe="July 18, 2025", side="buyer"),
             "tbird": dict(DEALS["cholla"], addr="4502 E Thunderbird Rd", seller="Gloria Haines", price=447000,
                           coe="January 30, 2025", side="listing")}
    for name, age, dd in [("Commission Statement - Glenrosa.pdf", 610, DEALS["glen"]),
                          ("Commission Statement - Thunderbird.pdf", 487, extra["tbird"]),
                          ("Commission Statement - Cholla.pdf", 415, DEALS["cholla"]),
                          ("Commission Statement - Pinchot.pdf", 317, extra["pinchot"]),
                          ("Commission Statement - Jenkins 19th Ave.pdf", 190, DEALS["jenk"])]:
        add(f"{d}/{name}", A, RE, age, lambda r, dt, dd=dd: t_commission(r, dt, dd))
    add(f"{d}/Commission tracker 2025.xlsx", A, RE, 150, lambda r, dt: t_commission_tracker(r, dt, 2025))
    add(f"{d}/Commission tracker 2026.xlsx", A, RE, 6, lambda r, dt: t_commission_tracker(r, dt, 2026))
    d = "Real Estate/License & CE"
    add(f"{d}/ADRE License SA681234000.pdf", A, RE, 2560, t_license)
    add(f"{d}/License renewal confirmation 2025.pdf", A, RE, 330, t_license_renewal)
    for course, age in [("Contract Law - Purchase Contract Update", 352), ("Agency Law - Duties to Clients", 347),
                        ("Fair Housing - Advertising and Social Media", 340)]:
        add(f"{d}/CE - {course.split(' - ')[0]} 2025.pdf", A, RE, age, lambda r, dt, c=course: t_ce_cert(r, dt, c))
    add(f"{d}/E&O certificate 2026.pdf", A, RE, 152, t_eo)
    add(f"{d}/Independent Contractor Agreement - Saguaro.pdf", A, RE, 2540, t_ica)
    d = "Real Estate/Marketing"
    add(f"{d}/Just Sold postcard - Jenkins.docx", A, RE, 185, deal(t_postcard, "jenk"))
    add(f"{d}/Just Sold postcard - Cholla.docx", A, RE, 405, deal(t_postcard, "cholla"))
    add(f"{d}/Moon Valley newsletter May 2026.docx", A, RE, 33, t_newsletter)
    add(f"{d}/Moon Valley farm list.csv", A, RE, 130, t_farm)
    add(f"{d}/IG captions May.txt", A, RE, 27, t_social)
    photo(f"{d}/headshot 2024 - Jenna Bright Photo.jpg", A, RE, 700)
    d = "Real Estate/Expenses"
    add(f"{d}/Mileage log 2026.xlsx", A, RE, 1, lambda r, dt: t_mileage(r, dt, 2026))
    add(f"{d}/Mileage log 2025.xlsx", A, RE, 152, lambda r, dt: t_mileage(r, dt, 2025))
    add(f"{d}/Business expenses 2025.xlsx", A, RE, 140, t_expenses)
    add(f"{d}/ARMLS invoice Q2 2026.pdf", A, RE, 61, t_armls)
    add(f"{d}/Arizona Sign Pros order.pdf", A, RE, 75, t_signs)
    d = "Real Estate/Leads"
    add(f"{d}/Buyer leads.xlsx", A, RE, 4, t_leads)
    add(f"{d}/sphere export.csv", A, RE, 88, t_sphere)

    # ------------------------------------------------------------ Real Estate reference (Resources RealEstate)
    d = "Real Estate/Scripts & Templates"
    add(f"{d}/Expired listing script.docx", R, RE, 640, lambda r, dt: t_script(r, dt, "expired"))
    add(f"{d}/FSBO script.docx", R, RE, 635, lambda r, dt: t_script(r, dt, "fsbo"))
    add(f"{d}/Buyer consultation checklist.docx", R, RE, 900, lambda r, dt: t_script(r, dt, "consult"))
    add(f"{d}/Purchase Contract BLANK.pdf", R, RE, 1200, t_blank_contract)
    add(f"{d}/Counter Offer BLANK.pdf", R, RE, 1200, t_blank_counter)
    add(f"{d}/First time buyer guide.docx", R, RE, 420, t_buyer_guide)
    d = "Real Estate/Market Reports"
    add(f"{d}/ARMLS STAT March 2026.pdf", R, RE, 60, t_market_report)
    add(f"{d}/ARMLS STAT February 2026.pdf", R, RE, 89, t_market_report)
    add(f"{d}/ARMLS STAT October 2025.pdf", R, RE, 210, t_market_report)
    add(f"{d}/Cromford notes.txt", R, RE, 45, t_cromford)
    dot("Real Estate/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 200)

    # ------------------------------------------------------------ Documents/Finance (Areas Finance)
    F = "Finance"
    d = "Documents/Finance"
    for age in (2, 32, 63, 93):
        m = NOW - timedelta(days=age)
        add(f"{d}/Bank/Desert Financial {m:%Y-%m}.pdf", A, F, age, t_bank)
    for age in (9, 40, 70):
        m = NOW - timedelta(days=age)
        add(f"{d}/Credit Cards/Chase Sapphire {m:%b %Y}.pdf", A, F, age, t_card)
    add(f"{d}/Taxes/2025/1099-NEC Saguaro Realty 2025.pdf", A, F, 122, t_1099)
    add(f"{d}/Taxes/2025/Form 1040 2025 filed.pdf", A, F, 48, lambda r, dt: t_return(r, dt, 2025))
    add(f"{d}/Taxes/2025/AZ 140 2025.pdf", A, F, 48, lambda r, dt: t_az140(r, dt, 2025))
    add(f"{d}/Taxes/2024/Form 1040 2024 filed.pdf", A, F, 410, lambda r, dt: t_return(r, dt, 2024))
    add(f"{d}/Taxes/2024/AZ 140 2024.pdf", A, F, 410, lambda r, dt: t_az140(r, dt, 2024))
    add(f"{d}/Taxes/Estimated 2026/Q1 1040-ES Direct Pay confirmation.pdf", A, F, 47, lambda r, dt: t_est(r, dt, 1))
    add(f"{d}/Taxes/Estimated 2026/estimated tax worksheet 2026.xlsx", A, F, 20, t_est_ws)
    add(f"{d}/Taxes/Estimated 2026/AZ 140ES Q1.pdf", A, F, 47, t_az_est)
    add(f"{d}/Taxes/Carla - 2025 return accepted.eml", A, F, 38, t_cpa_mail)
    add(f"{d}/Retirement/Fidelity SEP IRA Q1 2026.pdf", A, F, 58, lambda r, dt: t_ira(r, dt, "SEP-IRA"))
    add(f"{d}/Retirement/Fidelity Rollover IRA Q4 2025.pdf", A, F, 150, lambda r, dt: t_ira(r, dt, "Rollover IRA"))
    add(f"{d}/Retirement/Rollover from Desert Sun 401k 2019.pdf", A, F, 2490, t_rollover)
    add(f"{d}/Budget 2026.xlsx", A, F, 16, t_budget)
    add("Documents/~$Budget 2026.xlsx", L, "System", 16, lock("b"))

    # ------------------------------------------------------------ Documents/House (Areas Home; remodel = Projects)
    H = "Home"
    d = "Documents/House"
    for age in (12, 43, 73):
        m = NOW - timedelta(days=age)
        add(f"{d}/Mortgage/Mr Cooper statement {m:%Y-%m}.pdf", A, H, age, t_mortgage)
    add(f"{d}/Mortgage/Refinance Closing Disclosure 2022.pdf", A, H, 1480, t_refi)
    add(f"{d}/Mortgage/Escrow analysis 2026.pdf", A, H, 26, t_escrow_analysis)
    add(f"{d}/HOA/Paradise Cove CC&Rs.pdf", A, H, 3650, t_ccr)
    add(f"{d}/HOA/HOA statement Q2 2026.pdf", A, H, 62, t_hoa_dues)
    add(f"{d}/HOA/courtesy notice trash cans.pdf", A, H, 41, t_hoa_violation)
    for age in (5, 36):
        add(f"{d}/Pool/Blue Oasis invoice {(NOW - timedelta(days=age)):%b %Y}.pdf", A, H, age, t_pool)
    add(f"{d}/Utilities/APS bill April 2026.pdf", A, H, 33, t_aps)
    add(f"{d}/Utilities/APS bill May 2026.pdf", A, H, 3, t_aps)
    add(f"{d}/Utilities/Phoenix water May.pdf", A, H, 8, t_water)
    add(f"{d}/Utilities/SW Gas April.pdf", A, H, 35, t_gas)
    add(f"{d}/Utilities/Cox statement.pdf", A, H, 14, t_cox)
    add(f"{d}/Repairs/Goettl AC tune-up.pdf", A, H, 44, t_ac)
    add(f"{d}/Repairs/Parker and Sons plumber.pdf", A, H, 260, t_plumber)
    add(f"{d}/State Farm home policy renewal.pdf", A, H, 95, t_home_ins)
    add(f"{d}/Manuals/Pentair IntelliFlo VSF manual.pdf", R, H, 1300, lambda r, dt: t_manual(r, dt, "pump"))
    add(f"{d}/Manuals/Honeywell T6 Pro thermostat guide.pdf", R, H, 990, lambda r, dt: t_manual(r, dt, "thermo"))
    d = "Documents/House/Kitchen Remodel"
    for name, age, fn in [("Sonoran Kitchen & Bath proposal.pdf", 118, t_kitchen_quote),
                          ("Contract SKB signed.pdf", 64, t_kitchen_contract), ("cabinet order Fabuwood.pdf", 31, t_cabinet),
                          ("City permit R26.pdf", 24, t_permit), ("Kitchen budget.xlsx", 2, t_kitchen_budget),
                          ("Countertop selections.docx", 34, t_counter_sel), ("Demo schedule - Luis.eml", 21, t_demo_mail),
                          ("appliances.txt", 47, t_appliances)]:
        add(f"{d}/{name}", P, H, age, fn)
    for i, age in enumerate((120, 19, 17, 10, 4, 1)):
        photo(f"{d}/progress/IMG_{6020 + i * 7}.jpg", P, H, age)

    # ------------------------------------------------------------ Documents/Health (Areas Health)
    d = "Documents/Health"
    add(f"{d}/Dental/Implant treatment plan - Arcadia Family Dentistry.pdf", A, "Health", 143, t_implant)
    add(f"{d}/Dental/Delta Dental predetermination.pdf", A, "Health", 130, t_delta)
    add(f"{d}/Dental/Statement implant placement.pdf", A, "Health", 22, t_dental_inv)
    for age in (25, 54, 180):
        add(f"{d}/EOB/BCBSAZ EOB {(NOW - timedelta(days=age)):%Y-%m-%d}.pdf", A, "Health", age, t_eob)
    add(f"{d}/BCBSAZ Summary of Benefits 2026.pdf", A, "Health", 160, t_benefits)
    add(f"{d}/Kids/Sofia sports physical 2025.pdf", A, "Health", 290, t_sports_physical)
    add(f"{d}/Kids/Mateo well visit.pdf", A, "Health", 110, t_well_visit)
    add(f"{d}/Kids/Sofia immunization record.pdf", A, "Health", 640, t_immun)

    # ------------------------------------------------------------ Documents/Kids (Areas Kids)
    K = "Kids"
    d = "Documents/Kids"
    add(f"{d}/Sofia/Volleyball/Sonoran Heat fee statement 2025-26.pdf", A, K, 66, t_vb_fees)
    add(f"{d}/Sofia/Volleyball/Copper Classic schedule.docx", A, K, 110,
        lambda r, dt: t_vb_schedule(r, dt, "Copper Classic 2026"))
    add(f"{d}/Sofia/Volleyball/Region qualifier schedule.pdf", A, K, 80,
        lambda r, dt: t_vb_schedule(r, dt, "Arizona Region Qualifier"))
    add(f"{d}/Sofia/Volleyball/parent meeting notes.docx", A, K, 260, t_vb_meeting)
    add(f"{d}/Sofia/School/progress report Q3.pdf", A, K, 57, lambda r, dt: t_report_card(r, dt, "sofia"))
    add(f"{d}/Sofia/School/field trip Science Center.pdf", A, K, 70, t_field_trip)
    add(f"{d}/Mateo/School/semester grades fall 2025.pdf", A, K, 150, lambda r, dt: t_report_card(r, dt, "mateo"))
    add(f"{d}/Mateo/Drivers ed/Saguaro Driving School enrollment.pdf", A, K, 200, t_drivers_ed)
    add(f"{d}/Mateo/Drivers ed/Driver ed certificate.pdf", A, K, 160, t_de_cert)
    add(f"{d}/Mateo/Drivers ed/MVD permit receipt.pdf", A, K, 330, t_permit_receipt)

    # ------------------------------------------------------------ Documents/Car (Areas Car; Mateo = Projects Car)
    d = "Documents/Car"
    add(f"{d}/Pilot registration 2026.pdf", A, "Car", 92, t_pilot_reg)
    add(f"{d}/State Farm auto declarations.pdf", A, "Car", 95, t_auto_ins)
    add(f"{d}/Earnhardt Honda service.pdf", A, "Car", 71, t_honda_service)
    add(f"{d}/Discount Tire invoice.pdf", A, "Car", 400, t_tires)
    d = "Documents/Car/Mateo road test + car"
    for name, age, fn in [("MVD road test appointment.pdf", 15, t_road_test), ("practice hours log.xlsx", 1, t_practice_log),
                          ("car options.txt", 13, t_civic), ("Carfax 2017 Civic.pdf", 11, t_carfax),
                          ("State Farm quote adding Mateo.pdf", 12, t_teen_quote), ("car budget.xlsx", 10, t_car_budget),
                          ("Re 2017 Civic still available.eml", 9, t_seller_mail)]:
        add(f"{d}/{name}", P, "Car", age, fn)
    for i in range(3):
        photo(f"{d}/civic photos/civic_{i + 1}.jpg", P, "Car", 9)

    # ------------------------------------------------------------ Documents/Church (Areas Church)
    d = "Documents/Church/Food Drive"
    add(f"{d}/Food drive signup.xlsx", A, "Church", 7, t_food_signup)
    add(f"{d}/Summer food drive flyer.docx", A, "Church", 19, t_food_flyer)
    add(f"{d}/donation tally.csv", A, "Church", 4, t_food_tally)
    add(f"{d}/Fr Joseph - truck.eml", A, "Church", 6, t_church_mail)
    add(f"{d}/Food drive Thanksgiving 2025 tally.csv", A, "Church", 185, t_food_tally)

    # ------------------------------------------------------------ Documents/Travel (Projects / Archive Travel)
    T = "Travel"
    d = "Documents/Travel/Nationals Orlando 2026"
    for name, age, fn in [("Rosen Centre confirmation.pdf", 85, t_nat_hotel), ("Southwest PHX-MCO.pdf", 80, t_nat_flight),
                          ("team itinerary.docx", 14, t_nat_itin), ("travel fee invoice.pdf", 30, t_nat_fee),
                          ("packing.txt", 5, t_nat_packing)]:
        add(f"{d}/{name}", P, T, age, fn)
    d = "Documents/Travel/Cancun Aug 2026"
    for name, age, fn in [("Hyatt Ziva booking.pdf", 150, t_cancun_resort), ("AA flights PHX-CUN.pdf", 140, t_cancun_flight),
                          ("cost split.xlsx", 25, t_cancun_split), ("passport renewal status.pdf", 30, t_passport),
                          ("plan.docx", 44, t_cancun_plan)]:
        add(f"{d}/{name}", P, T, age, fn)
    d = "Documents/Travel/San Diego 2025"
    add(f"{d}/Catamaran Resort folio.pdf", X, T, 324, t_sd_hotel)
    add(f"{d}/Zoo tickets.pdf", X, T, 335, t_sd_zoo)
    add(f"{d}/itinerary.docx", X, T, 340, t_sd_itin)

    # ------------------------------------------------------------ Documents/Divorce (Archive Divorce)
    d = "Documents/Divorce"
    add(f"{d}/Consent Decree FC2021-054112.pdf", X, "Divorce", 1540, t_decree)
    add(f"{d}/Property Settlement Agreement.pdf", X, "Divorce", 1560, t_settlement_agr)
    for age in (1600, 1650):
        add(f"{d}/Pham Family Law invoice {(NOW - timedelta(days=age)):%b %Y}.pdf", X, "Divorce", age, t_attorney)
    add(f"{d}/Financial affidavit.pdf", X, "Divorce", 1700, t_fin_affidavit)

    # ------------------------------------------------------------ Documents reference: recipes, ebooks
    d = "Documents/Recipes"
    for name, key, age in [("Pozole rojo.docx", "pozole", 1800), ("Tamales Christmas.docx", "tamales", 900),
                           ("carne asada marinade.txt", "carne", 420), ("horchata.txt", "horchata", 700),
                           ("calabacitas.docx", "calabacitas", 260), ("volleyball snack bites.txt", "bites", 150)]:
        add(f"{d}/{name}", R, "Cooking", age, RECIPES[key])
    d = "Documents/eBooks"
    for name, title, author, para, age in [
        ("The Millionaire Real Estate Agent.epub", "The Millionaire Real Estate Agent", "Gary Keller",
         "Think big, act on the models: lead generation, budgets and organization.", 800),
        ("Where the Crawdads Sing.epub", "Where the Crawdads Sing", "Delia Owens",
         "Marsh is not swamp. Marsh is a space of light, where grass grows in water.", 600),
        ("Pride and Prejudice.epub", "Pride and Prejudice", "Jane Austen",
         "It is a truth universally acknowledged, that a single man in possession of a good fortune...", 1500),
        ("Mexican Gothic.epub", "Mexican Gothic", "Silvia Moreno-Garcia",
         "The parties at the Tuñón house always ended late.", 300),
        ("Atomic Habits.epub", "Atomic Habits", "James Clear",
         "Habits are the compound interest of self-improvement.", 450),
    ]:
        add(f"{d}/{name}", R, "Books", age, _epub(title, author, "en", para))

    # ------------------------------------------------------------ Documents/misc, New folder, stuff to file (hard)
    hard = [
        ("Documents/misc/notes.docx", R, "Cooking", 400, RECIPES["enchiladas"]),
        ("Documents/misc/Document1.docx", A, RE, 95, t_newsletter),
        ("Documents/misc/notes.txt", X, T, 340, t_sd_itin),
        ("Documents/misc/draft.docx", P, T, 45, t_cancun_plan),
        ("Documents/misc/info.pdf", A, H, 460, t_home_ins),
        ("Documents/misc/list.txt", A, "Church", 12, t_food_signup),
        ("Documents/misc/Document2.docx", X, "Career", 1900, t_ds_checklist),
        ("Documents/misc/scan.pdf", A, K, 66, t_vb_fees),
        ("Documents/New folder/New Microsoft Word Document.docx", P, H, 33, t_counter_sel),
        ("Documents/New folder/New Microsoft Excel Worksheet.xlsx", A, F, 52, t_est_ws),
        ("Documents/New folder/New Text Document.txt", R, RE, 120, t_cromford),
        ("Documents/New folder/New Microsoft Word Document (2).docx", X, "Divorce", 1500, t_settlement_agr),
        ("Documents/New folder/Book1.xlsx", A, RE, 150, lambda r, dt: t_mileage(r, dt, 2025)),
        ("Documents/stuff to file/scan0044.pdf", A, H, 25, t_aps),
        ("Documents/stuff to file/scan0045.pdf", A, "Car", 70, t_honda_service),
        ("Documents/stuff to file/document.pdf", A, "Health", 100, t_well_visit),
        ("Documents/stuff to file/Document (1).pdf", A, H, 1400, t_refi),
        ("Documents/stuff to file/doc.pdf", A, RE, 150, t_eo),
        ("Documents/stuff to file/mail.eml", A, F, 38, t_cpa_mail),
        ("Documents/stuff to file/message.eml", P, "Car", 9, t_seller_mail),
        ("Documents/stuff to file/forwarded.eml", P, RE, 10, deal(t_escrow_mail, "sierra")),
        ("Documents/stuff to file/Untitled.docx", A, K, 60, lambda r, dt: t_report_card(r, dt, "sofia")),
        ("Documents/stuff to file/print.pdf", P, T, 55, t_nat_flight),
        ("Documents/2023/Document.pdf", A, H, 1000, t_ac),
        ("Documents/2023/scan_0003.pdf", A, RE, 1020, t_license_renewal),
        ("Documents/2023/notes.docx", A, K, 950, t_vb_meeting),
    ]
    for rel, bucket, topic, age, fn in hard:
        add(rel, bucket, topic, age, fn, hard=True)
    add("Documents/stuff to file/~$titled.docx", L, "System", 60, lock("u"))

    # ------------------------------------------------------------ Documents/2023 (named)
    d = "Documents/2023"
    add(f"{d}/Valley Roofing estimate.pdf", X, H, 1050, t_roof_quote)
    add(f"{d}/Re-roof permit.pdf", X, H, 965, t_roof_permit)
    add(f"{d}/Roof final invoice.pdf", X, H, 960, t_roof_invoice)
    for i, age in enumerate((1000, 985, 962)):
        photo(f"{d}/roof/IMG_{2231 + i * 4}.jpg", X, H, age)
    add(f"{d}/2023 taxes - 1040.pdf", A, F, 780, lambda r, dt: t_return(r, dt, 2023))
    add(f"{d}/CE Fair Housing 2023.pdf", A, RE, 1030,
        lambda r, dt: t_ce_cert(r, dt, "Fair Housing - Fair Housing Update"))
    add(f"{d}/volleyball 2023 schedule.docx", A, K, 870, lambda r, dt: t_vb_schedule(r, dt, "Desert Duel 2023"))
    add("Documents/desktop.ini", L, "System", 2000, ini)

    # ------------------------------------------------------------ Scans (hard)
    scans = [
        (3, A, H, 40, t_hoa_violation), (4, P, H, 50, t_permit), (5, P, RE, 54, deal(t_spds, "palo")),
        (7, P, RE, 24, deal(t_earnest, "sierra")), (8, X, "Divorce", 900, t_decree),
        (9, X, RE, 416, deal(t_settlement, "cholla")), (10, A, "Health", 200, t_sports_physical),
        (11, A, K, 330, t_permit_receipt), (12, A, "Car", 90, t_pilot_reg), (13, A, "Health", 140, t_implant),
        (14, X, H, 958, t_roof_invoice), (15, A, F, 47, t_az_est), (16, A, K, 35, t_field_trip),
        (17, P, T, 30, t_passport), (18, P, "Car", 12, t_teen_quote), (19, A, RE, 260,
         lambda r, dt: t_ce_cert(r, dt, "Disclosure - SPDS and Material Facts")),
        (20, X, "Career", 700, t_w2), (21, A, "Health", 280, t_immun), (22, A, H, 14, t_cox),
    ]
    for n, bucket, topic, age, fn in scans:
        add(f"Scans/scan{n:04d}.pdf", bucket, topic, age, fn, hard=True)
    add("Scans/Thumbs.db", L, "System", 24, thumbs)

    # ------------------------------------------------------------ Downloads (chaos)
    dl = "Downloads"
    dls = [
        ("document.pdf", A, RE, 60, t_armls), ("document (1).pdf", A, H, 15, t_mortgage),
        ("document (2).pdf", P, T, 40, t_nat_hotel), ("document (3).pdf", X, RE, 9, deal(t_settlement, "jenk")),
        ("document (4).pdf", A, "Health", 21, t_eob), ("document (5).pdf", P, "Car", 11, t_carfax),
        ("document (6).pdf", A, F, 120, t_1099), ("document (7).pdf", P, H, 18, t_cabinet),
        ("document (8).pdf", X, T, 330, t_sd_zoo), ("Document_2026-05-24.pdf", P, RE, 8, deal(t_appraisal, "sierra")),
        ("download.pdf", R, RE, 33, t_market_report), ("file.pdf", R, RE, 200, t_buyer_guide),
        ("print.pdf", P, T, 70, t_cancun_flight), ("export.csv", A, RE, 130, t_farm),
        ("export (1).csv", A, "Church", 16, t_food_tally), ("data.xlsx", A, RE, 25, t_leads),
        ("Book1.xlsx", P, "Car", 20, t_car_budget), ("Untitled document.docx", P, T, 6, t_nat_packing),
        ("Untitled document (1).docx", X, "Divorce", 1620, t_mediation), ("receipt.pdf", A, RE, 150, t_sentrilock),
        ("invoice.pdf", A, H, 28, t_pool), ("invoice (1).pdf", P, T, 30, t_nat_fee),
    ]
    for name, bucket, topic, age, fn in dls:
        add(f"{dl}/{name}", bucket, topic, age, fn, hard=True)
    named = [
        ("EOB_BCBSAZ_2026-04.pdf", A, "Health", 45, t_eob),
        ("SPDS_2218_W_Palo_Verde_signed.pdf", P, RE, 53, deal(t_spds, "palo")),
        ("Hyatt_Ziva_Cancun_Confirmation.pdf", P, T, 151, t_cancun_resort),
        ("ADRE_renewal_receipt.pdf", A, RE, 331, t_license_renewal),
        ("Fidelity_SEP_IRA_Q1_2026.pdf", A, F, 58, lambda r, dt: t_ira(r, dt, "SEP-IRA")),
        ("Delta Dental predetermination (1).pdf", A, "Health", 131, t_delta),
        ("Sonoran_Heat_Nationals_Itinerary.pdf", P, T, 15, t_nat_itin),
        ("pentair-intelliflo-vsf-manual.pdf", R, H, 1301, lambda r, dt: t_manual(r, dt, "pump")),
        ("ARMLS_STAT_April_2026.pdf", R, RE, 31, t_market_report),
        ("Pozole Rojo recipe.pdf", R, "Cooking", 500, RECIPES["pozole"]),
        ("Divorce decree copy.pdf", X, "Divorce", 1400, t_decree),
        ("Glenrosa settlement statement.pdf", X, RE, 45, deal(t_settlement, "glen")),
        ("Counter_Offer_blank.pdf", R, RE, 700, t_blank_counter),
    ]
    for name, bucket, topic, age, fn in named:
        add(f"{dl}/{name}", bucket, topic, age, fn)
    for name, age, head in [("ZoomInstallerFull.exe", 300, b"MZ\x90\x00"), ("ChromeSetup.exe", 520, b"MZ\x90\x00"),
                            ("AcroRdrDCx642500120432_en_US.exe", 150, b"MZ\x90\x00"),
                            ("Canva Setup 1.104.0.exe", 90, b"MZ\x90\x00"), ("iTunes64Setup.exe", 1100, b"MZ\x90\x00"),
                            ("SentriKey-Desktop-Setup.msi", 620, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1")]:
        add(f"{dl}/{name}", R, "Software", age, lambda r, dt, h=head: _blob(r, h, 2000))
    add(f"{dl}/Cancun_excursions_voucher.pdf.crdownload", L, "System", 2, lambda r, dt: _blob(r, b"%PDF-1.7\n", 700))
    add(f"{dl}/ARMLS_STAT_May_2026.pdf.crdownload", L, "System", 0.3, lambda r, dt: _blob(r, b"%PDF-1.4\n", 500))
    add(f"{dl}/vlc-3.0.21-win64.exe.part", L, "System", 140, lambda r, dt: _blob(r, b"MZ\x90\x00", 1200))
    photo(f"{dl}/IMG_5521.jpg", R, "Photos", 75)
    add(f"{dl}/desktop.ini", L, "System", 1500, ini)

    # ------------------------------------------------------------ Desktop
    dk = "Desktop"
    for name, bucket, topic, age, fn in [
        ("untitled.txt", P, "Car", 13, t_civic), ("New Text Document.txt", R, RE, 180, t_objections),
        ("New Text Document (2).txt", P, H, 40, t_appliances), ("notes.txt", P, RE, 30, deal(t_feedback, "palo")),
        ("Doc1.docx", A, "Church", 10, t_volunteer_sched),
        ("New Microsoft Word Document.docx", P, RE, 5, deal(t_condo_listing_draft, "condo")),
    ]:
        add(f"{dk}/{name}", bucket, topic, age, fn, hard=True)
    add(f"{dk}/Palo Verde flyer FINAL.docx", P, RE, 50, deal(t_flyer, "palo"))
    add(f"{dk}/~$lo Verde flyer FINAL.docx", L, "System", 50, lock("p"))
    add(f"{dk}/Mileage 2026 - Copy.xlsx", A, RE, 3, lambda r, dt: t_mileage(r, dt, 2026))
    add(f"{dk}/1509 N 36th CMA.xlsx", P, RE, 11, deal(t_cma, "condo"))
    for i, age in enumerate((3, 8, 22)):
        dt = NOW - timedelta(days=age)
        add(f"{dk}/Screenshot {dt:%Y-%m-%d} {140000 + i * 1117}.png", R, "Photos", age, "")
    add(f"{dk}/desktop.ini", L, "System", 1500, ini)
    dot(f"{dk}/.~lock.Mileage 2026 - Copy.xlsx#", b"Rosa Delgado,rosa,ROSA-LAPTOP,01.06.2026 08:40,\n", 0.1)

    # ------------------------------------------------------------ old laptop backup (Archive)
    ol = "old laptop"
    for name, topic, age, fn in [
        ("Documents/Desert Sun/Offer letter Desert Sun Mortgage.pdf", "Career", 5060, t_ds_offer),
        ("Documents/Desert Sun/resignation letter.docx", "Career", 2560, t_ds_resign),
        ("Documents/Desert Sun/processing checklist conventional.docx", "Career", 2900, t_ds_checklist),
        ("Documents/Desert Sun/W-2 2018.pdf", "Career", 2680, t_w2),
        ("Documents/Divorce/mediation notes.docx", "Divorce", 1960, t_mediation),
        ("Documents/Divorce/financial affidavit draft.docx", "Divorce", 1940, t_fin_affidavit),
    ]:
        add(f"{ol}/{name}", X, topic, age, fn)
    for rel, topic, age, fn in [("Documents/Document1.docx", "Career", 2700, t_ds_review),
                                ("Desktop/New Text Document.txt", T, 2950, t_disney),
                                ("Documents/untitled.pdf", "Divorce", 1880, t_attorney)]:
        add(f"{ol}/{rel}", X, topic, age, fn, hard=True)
    for i in range(3):
        photo(f"{ol}/Pictures/Disneyland 2018/IMG_{310 + i * 6:04d}.JPG", X, T, 2904 - i)
    add(f"{ol}/Pictures/Thumbs.db", L, "System", 1800, thumbs)
    add(f"{ol}/desktop.ini", L, "System", 1800, ini)

    # ------------------------------------------------------------ Pictures (Resources Photos; trips archived)
    pc = "Pictures"
    for i, age in enumerate((510, 455, 380, 300, 230, 170)):
        photo(f"{pc}/2025/IMG_{4012 + i * 37}.jpg", R, "Photos", age)
    for i, age in enumerate((140, 102, 66, 38, 17, 5)):
        photo(f"{pc}/2026/IMG_{5890 + i * 29}.jpg", R, "Photos", age)
    for i, age in enumerate((27, 26, 25)):
        photo(f"{pc}/2026/IMG_{6301 + i}.HEIC", R, "Photos", age)
    for i, age in enumerate((110, 110, 80, 79)):
        photo(f"{pc}/Volleyball/{'Copper Classic' if age > 100 else 'Region qualifier'} {i + 1:02d}.jpg",
              R, "Photos", age)
    for i, age in enumerate((326, 325, 324, 323, 322)):
        photo(f"{pc}/San Diego 2025/IMG_{3340 + i * 11}.jpg", X, T, age)
    for i, age in enumerate((200, 61, 12, 2)):
        dt = NOW - timedelta(days=age)
        add(f"{pc}/Screenshots/Screenshot {dt:%Y-%m-%d} {91500 + i * 2401}.png", R, "Photos", age, "")
    add(f"{pc}/Thumbs.db", L, "System", 5, thumbs)

    # ------------------------------------------------------------ Music (Resources Music)
    for artist, album, title, age in [
        ("Selena", "Amor Prohibido", "Bidi Bidi Bom Bom", 2100), ("Selena", "Amor Prohibido", "Amor Prohibido", 2100),
        ("Maná", "Sueños Líquidos", "En el Muelle de San Blas", 1900), ("Juanes", "Mi Sangre", "La Camisa Negra", 1700),
        ("Fleetwood Mac", "Rumours", "Dreams", 1200), ("Luis Miguel", "Romance", "La Barca", 1650),
        ("Karol G", "Mañana Será Bonito", "Provenza", 600), ("Shakira", "Laundry Service", "Whenever, Wherever", 1400),
    ]:
        add(f"Music/{artist}/{album}/{title}.mp3", R, "Music", age, lambda r, dt, a=(title, artist, album): _id3(r, *a))

    # dot files and a dot folder: written, never labelled
    dot("Documents/.sync/settings.dat", b"\x00sync" + bytes(40), 300)
    dot("Documents/.sync/Archive/Budget 2025.xlsx", _xlsx("Category;Monthly\nMortgage;2187"), 300)
    dot("Pictures/.picasaoriginals/IMG_4012.jpg", _jpeg(r, None), 500)
    return items
