"""A forty-third unseen labelled corpus: the Coles' family Mac near Waco, ``build(root, seed)``, written blind.

Whoever wrote this module read only: ``unseen.py``'s module docstring, the first lines of its ``build()`` (the
``write``/``encode``/``add`` helpers) and its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``,
``_xlsx``, ``_epub``, ``_id3`` and ``_blob``; ``corpus.py``'s ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``,
``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD``. Nothing in
``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts or any other corpus body was opened, and
no placement result was looked at. The files and labels are shaped by what this person would have on disk,
not by what the code looks for.

The person: Brenda Cole, 52, an independent real-estate agent (Texas sales agent licence #0612874) hanging
her licence with Bluebonnet Country Realty in Waco: listings, buyer files, closings, the Waco-area MLS, her
brokerage paperwork, commissions, mileage and continuing-education hours. She lives outside Crawford,
McLennan County, on 300 acres with her husband Wade, 55, who runs a small cow-calf operation (about 60
Angus-cross mommas, a couple of bulls): herd records, hay and feed, the vet, the 1-d-1 agricultural
valuation and the ag/timber sales-tax number, the tractor and baler. Going on now (``NOW`` is 2026-06-01):
rebuilding the hay barn that a wind and hail storm flattened on 27 March 2026 (insurance claim with Lone
Star Farm & Ranch Mutual, contractor bids and contract, the county floodplain permit, the electric co-op);
their daughter Kaylee's wedding to Tanner Briggs on 17 October 2026 at a barn venue near Valley Mills;
Brenda's licence renewal, due 31 July 2026 (18 CE hours, TREC online renewal); and selling the old rental
house at 611 Elm Ave in McGregor, which Brenda lists herself now that the last tenant has moved out.
Ongoing: household money, bank, taxes and the CPA, property taxes, the homeowner's policy and the house;
church (Brenda edits the First Baptist Crawford women's ministry newsletter, "Grace Notes"); health
(Wade's type 2 diabetes, a CGM, the endocrinologist); two trucks (Wade's 2019 F-250, Brenda's 2022
Silverado); the older daughter Jenna's children Avery and Brooks, whose photos fill the Pictures folder;
recipes. Finished: son Tyler's years at Tarleton State (graduated May 2024); the rental's mortgage, paid off
in 2022; Brenda's job as an escrow assistant and closer at Central Texas Title & Escrow (2011-2019); a
June 2023 trip to Yellowstone; the old 2008 F-150, sold in 2024; the 2024 Vacation Bible School she ran.

The machine: a 24-inch iMac (2021) on the desk in the office off the kitchen, one login ("brenda") that
Wade uses too. ``Documents/`` is half tidy (``Real Estate/``, ``Ranch/``, ``Rental - 611 Elm/``,
``Finance/``, ``Church/``, ``Kaylee Wedding/``...) and half loose files. ``Downloads/`` is where
everything lands: e-mail attachments named ``document (3).pdf``, ``attachment.pdf``, ``Doc1.docx``,
installers, epubs, half-finished Chrome (``.crdownload``) and Firefox (``.part``) downloads. ``Desktop/``
holds screenshots ("Screenshot 2026-05-14 at 9.41.07 AM.png"), ``untitled.txt`` and whatever Wade left
there. The Epson scanner writes ``Documents/Scans/scan0031.pdf``. iPhone photos come in through Image
Capture as ``.HEIC`` in ``Pictures/iPhone Import/``; older ones are ``.jpg`` in event folders. When the old
2013 iMac died in 2021 Wade copied its home folder off the external drive into ``Old iMac Backup/``
(with ``._`` AppleDouble litter and "Screen Shot" names from the older macOS). A folder Brenda copied from
her title-company Windows PC still carries ``Thumbs.db`` and ``desktop.ini``.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  barn rebuild (claim, adjuster report, proof of loss, bids, contract, floodplain permit, co-op letter,
  draw schedule, storm-damage and progress photos) -- topic Ranch; Kaylee's wedding (venue, caterer,
  photographer, florist, DJ, guest list, budget, invitations, venue-visit photos) -- topic Family; the
  2026 licence renewal (TREC notice, the CE certificates earned for this renewal, CE tracker, checklist)
  -- topic RealEstate; selling 611 Elm (listing, disclosure, pre-listing inspection, make-ready repairs,
  offers, amendment, title commitment, net sheet, listing photos) -- topic Rental.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. Brenda's
  business -- listings and buyers she works for clients, closings, commission disbursements, brokerage
  agreement and fees, E&O, MLS and lockbox dues, mileage, 1099s, marketing, older CE certificates, listing
  photos of clients' houses (RealEstate); the cattle operation -- herd, calving and vaccination records,
  sale-barn receipts, hay, feed, vet, ag valuation and ag/timber number, Schedule F, equipment upkeep,
  pasture lease, fencing (Ranch); the rental while it is still theirs -- leases, the last tenant's
  move-out, deposit, rental income, its tax and insurance (Rental); household money, bank, credit cards,
  tax returns, CPA, IRAs, budget (Finance); the house -- property tax, homestead exemption, homeowner's
  policy, utilities, propane, well, septic, HVAC (Home); the family's health and health insurance
  (Health); the two trucks -- registration, inspection, service, insurance, loan (Vehicles); the women's
  ministry and its newsletter (Church); wills, powers of attorney, birth certificates, the grandchildren's
  practical details (Family). An old tax return or a 2024 lease is still Areas.
- **Resources**: reference and interests by subject: TREC form guides, Legal Update course notes,
  contract reference and property-code excerpts (RealEstate; the brokerage's own policy manual is the job,
  Areas); equipment manuals and AgriLife extension guides (Ranch); appliance manuals (Home); the
  truck owner's manual (Vehicles); diabetes education sheets (Health); Bible-study guides and devotionals
  (Church); money articles (Finance); recipes (Cooking); ebooks (Books); installers (Software); photos,
  albums and screenshots (Photos) -- except photos that document a project, current or finished (barn
  damage, wedding venue, listing photos of 611 Elm, Yellowstone: that project's bucket and topic),
  listing photos of clients' houses (Areas RealEstate) and anything inside the old iMac backup.
- **Archive**: finished projects and ended responsibilities: Tyler's college years (Family); the rental
  mortgage, paid off in 2022 (Rental); the title-company job, ended 2019 (RealEstate); the Yellowstone
  trip (Travel); the sold 2008 F-150 (Vehicles); VBS 2024 (Church); the whole ``Old iMac Backup/``, a copy
  of a dead machine, whatever is inside it (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  Windows system files (``Thumbs.db``, ``desktop.ini``) -- topic System. Dot files (``.DS_Store``,
  ``._name``) are written but not labelled.

Topics are subjects, kept the same across buckets: RealEstate, Ranch, Rental, Finance, Home, Health,
Vehicles, Church, Family, Cooking, Photos, Travel, Books, Software, Backup, System. The barn is Ranch (the
claim too), the wedding and Tyler's college are Family, the title-company job is RealEstate. ``hard`` marks
a file whose name *and* folder say nothing about its subject (``Downloads/document (3).pdf``,
``Desktop/untitled.txt``, ``Documents/Scans/scan0031.pdf``): only the text inside can place it. Images are
never hard. Dates are relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import os
import random
from datetime import timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

# --------------------------------------------------------------------------- helpers


def _us(dt) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _md(dt) -> str:
    return dt.strftime("%m/%d/%Y")


def _usd(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


FIRST = ["Jake", "Cody", "Shelby", "Randy", "Tammy", "Dale", "Misty", "Travis", "Lori", "Darrell", "Kristi", "Brandon",
         "Amber", "Wesley", "Connie", "Luis", "Maria", "Hannah", "Caleb", "Donna", "Rusty", "Kim"]
SURN = ["Hernandez", "Whitaker", "Pruitt", "Kubiak", "Sanders", "McKinney", "Gonzalez", "Holloway", "Dvorak",
        "Bledsoe", "Tatum", "Rhodes", "Mayfield", "Kocurek", "Garza", "Stovall", "Jansky", "Pittman", "Ochoa"]
STREETS = ["1408 Bosque Blvd, Waco, TX 76707", "225 Oak Hollow Dr, China Spring, TX 76633",
           "7710 FM 185, Crawford, TX 76638", "3312 Lake Shore Dr, Waco, TX 76708",
           "904 Johnson Ave, McGregor, TX 76657", "118 Live Oak Ln, Hewitt, TX 76643", "2605 Cobbs Dr, Waco, TX 76710",
           "41 Prairie Chapel Rd, Crawford, TX 76638", "1520 Hwy 84, Moody, TX 76557",
           "806 Mesquite Trl, Woodway, TX 76712"]
HOME = "2295 Bosque River Rd, Crawford, TX 76638"
ELM = "611 Elm Ave, McGregor, TX 76657"
BRENDA = (
    "Brenda Cole, REALTOR\nBluebonnet Country Realty | 4100 W Waco Dr, Waco, TX 76710\n"
    "(254) 555-0147 | brenda.cole@bluebonnetcountry.com | TX License #0612874"
)
LENDERS = ["Extra Mile Mortgage (NMLS 40412)", "Heart of Texas Home Loans (NMLS 188305)",
           "First Bosque Bank Mortgage (NMLS 507731)", "Lone Star Lending Group (NMLS 93318)"]
TITLES = ["Waco Title Company", "Bosque County Abstract & Title", "Central Texas Title & Escrow", "Brazos Land Title"]


def _who(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def _ref(r: random.Random, pre: str, n: int = 6) -> str:
    return f"{pre}{r.randint(10 ** (n - 1), 10**n - 1)}"


FEEDBACK = ["Buyers liked the yard, thought price a bit high", "Too small for their family",
            "Loved kitchen, worried about the road noise", "May write an offer this weekend",
            "Buyers want a bigger shop", "Nice home, not the right area"]
LOANS = ["Conventional 30-year fixed", "FHA 30-year fixed", "VA 30-year fixed", "USDA Rural Development"]
TRIPS = ["Showing", "Listing appt", "Closing", "Open house", "Inspection", "Office meeting", "Photos"]
LATE_FEES = [0, 0, 0, 50]
RENT_VENDORS = ["", "Bledsoe Heating & Air", "Ace Hardware", "Roto-Rooter"]
RENT_REPAIRS = ["Replaced capacitor and contactor on condenser", "Cleared main line, roots at cleanout",
                "Replaced water heater T&P valve"]
CC_SHOPS = ["AMAZON.COM", "HOBBY LOBBY #211", "CHAMPIONS SCHOOL RE", "DAVID S BRIDAL WACO", "BUC-EES TEMPLE",
            "CHUYS WACO", "VISTAPRINT", "MAGNOLIA TABLE"]
MEDS = ["metformin 1000 bid", "metformin + Jardiance 10", "metformin + Jardiance + Ozempic 0.5"]
PROVIDERS = ["Central Texas Endocrine Assoc", "Clinical Pathology Labs", "Hillcrest Imaging",
             "Crawford Family Clinic"]
TRUCK_JOBS = ["Oil & filter change, tire rotation", "Replace front brake pads and rotors",
              "Diesel fuel filters, DEF sensor recall", "Replace battery and alternator belt"]
VERSES = ["She is clothed with strength and dignity; she can laugh at the days to come.",
          "Cast all your anxiety on him because he cares for you.",
          "This is the day the Lord has made; let us rejoice and be glad in it."]
PRAYERS = ["surgery Tuesday", "job search", "grandson deployed", "chemo round 3", "husband in rehab", "new baby",
           "grief - lost her mother", "traveling mercies"]
STUDIES = ["Philippians: Joy in Every Circumstance", "Ruth: Loss, Love and Legacy", "James: Faith That Works"]
YS_ROOMS = ["Old Faithful Inn - Old House room, shared bath", "Canyon Lodge - Moran Lodge standard"]


# --------------------------------------------------------------------------- RealEstate (Brenda's business)


def t_listing_agreement(r, dt, addr=None, seller=None, price=None, own=False):
    addr = addr or r.choice(STREETS)
    seller = seller or _who(r)
    price = price or f"${r.randrange(189, 689) * 1000:,}"
    end = dt + timedelta(days=180)
    extra = (
        (
            "\n12. AGENT-OWNER DISCLOSURE: Seller's agent Brenda Cole is an owner of the Property and holds a "
            "Texas real estate license (TREC Rule 535.144).\n"
        )
        if own
        else "\n"
    )
    return (
        f"RESIDENTIAL REAL ESTATE LISTING AGREEMENT\nEXCLUSIVE RIGHT TO SELL\n"
        f"TEXAS REALTORS form TXR-1101\n\n1. PARTIES: Seller: {seller}\n"
        f"Broker: Bluebonnet Country Realty, LLC, license #9004417, through associate Brenda Cole\n"
        f"2. PROPERTY: {addr}, McLennan County, Texas, together with all improvements and fixtures.\n"
        f"3. LISTING PRICE: Seller instructs Broker to market the Property at {price}.\n"
        f"4. TERM: This Listing begins on {_us(dt)} and ends at 11:59 p.m. on {_us(end)}.\n"
        f"5. BROKER'S FEE: Seller will pay Broker {r.choice(['5.0', '5.5', '6.0'])}% of the sales price.\n"
        "   Seller authorizes Broker to offer compensation to other brokers: yes, 2.5% of sales price.\n"
        "6. LISTING SERVICES: Broker will submit the Listing to the Waco Association of REALTORS MLS "
        "within 1 business day.\n7. KEYBOX: Seller authorizes the use of a keybox (Supra).\n"
        f"8. INTERMEDIARY: Seller agrees that Broker may act as intermediary.{extra}"
        f"Seller: {seller}   Date: {_md(dt)}\nBroker's associate: Brenda Cole #0612874   Date: {_md(dt)}\n"
    )


def t_sellers_disclosure(r, dt, addr=None, own=False):
    addr = addr or r.choice(STREETS)
    yr = r.choice([1958, 1972, 1984, 1996, 2004, 2011]) if not own else 1962
    return (
        f"SELLER'S DISCLOSURE NOTICE\nTexas Property Code Section 5.008\n\nCONCERNING THE PROPERTY AT {addr}\n"
        "THIS NOTICE IS A DISCLOSURE OF SELLER'S KNOWLEDGE OF THE CONDITION OF THE PROPERTY AS OF THE DATE "
        "SIGNED BY SELLER AND IS NOT A SUBSTITUTE FOR ANY INSPECTIONS.\n"
        f"Seller {'is' if not own else 'is not'} occupying the Property. Year built: {yr}.\n"
        "Section 1. Range Y  Oven Y  Dishwasher Y  Ceiling fans Y  Smoke detectors Y  Septic N  Public sewer Y\n"
        f"Central A/C: electric, {r.randint(3, 19)} years old. Water heater: gas, {r.randint(2, 14)} years old.\n"
        f"Roof type: composition. Age: {r.randint(2, 17)} years (approx.).\n"
        f"Section 2. Foundation repairs: {r.choice(['N', 'Y - 2016 pier work, transferable warranty'])}\n"
        f"Previous flooding: N.  Termite damage: {r.choice(['N', 'N', 'Y - treated 2019, Terminix'])}\n"
        "Section 3. Lead-based paint: see addendum if built before 1978.\n"
        "Section 5. Located in 100-year floodplain: N.  Flood insurance: N.\n"
        f"Signature of Seller ________ Date {_md(dt)}\n"
    )


def t_cma(r, dt, addr=None):
    addr = addr or r.choice(STREETS)
    rows = [
        f"Comparative Market Analysis;{addr};Prepared by Brenda Cole;{_md(dt)}",
        "Status;Address;Beds;Baths;SqFt;Year;Price;$/SqFt;DOM",
    ]
    for _ in range(7):
        sq = r.randint(1250, 2650)
        pr = sq * r.randint(128, 196)
        rows.append(
            f"{r.choice(['Sold', 'Sold', 'Active', 'Pending'])};{r.randint(100, 9999)} "
            f"{r.choice(['Oak', 'Cedar', 'Hillcrest', 'Bosque', 'Lakeview', 'Ranch'])} "
            f"{r.choice(['Dr', 'Ln', 'St', 'Ct'])};{r.randint(3, 4)};{r.choice(['2', '2.5', '3'])};"
            f"{sq};{r.randint(1972, 2019)};{pr:,};{pr / sq:.0f};{r.randint(4, 118)}"
        )
    rows.append(f"Suggested list range;${r.randint(240, 300)},000 - ${r.randint(301, 340)},000;;;;;;;")
    return "\n".join(rows)


def t_mls_input(r, dt, addr=None):
    addr = addr or r.choice(STREETS)
    return (
        f"WACO ASSOCIATION OF REALTORS MLS - RESIDENTIAL INPUT SHEET\nList agent: Brenda Cole (ID COLEBR)\n"
        f"Office: Bluebonnet Country Realty (BCRL01)\nAddress: {addr}\nList date: {_md(dt)}\n"
        f"List price: ${r.randrange(210, 640) * 1000:,}\nBeds {r.randint(2, 5)} / Baths {r.randint(1, 3)}.0\n"
        f"Approx SqFt: {r.randint(1180, 3100)} (source: appraisal district)\n"
        f"Lot: {r.choice(['0.21', '0.5', '1.2', '12.04'])} ac\n"
        f"School district: {r.choice(['Crawford ISD', 'China Spring ISD', 'Midway ISD', 'McGregor ISD'])}\n"
        "Showing instructions: ShowingTime, 1 hr notice, Supra on front door.\n"
        "Public remarks: Move-in ready with updated kitchen, shaded back yard and a big covered porch.\n"
        "Agent remarks: Buyer to verify schools and measurements. Use TXR IABS. Lender pre-qual with offers.\n"
    )


def t_showing_feedback(r, dt, addr=None):
    addr = addr or r.choice(STREETS)
    lines = [f"Showing feedback - {addr}", ""]
    for i in range(r.randint(4, 7)):
        d = dt - timedelta(days=3 * i)
        lines.append(
            f"{_md(d)}  {_who(r)} "
            f"({r.choice(['Coldwell Banker Apex', 'Keller Williams Waco', 'Magnolia Realty', 'eXp'])}):"
            f" {r.choice(FEEDBACK)}"
        )
    lines.append("\nPrice adjustment talk with sellers on Thursday.")
    return "\n".join(lines)


def t_buyer_rep(r, dt, buyer=None):
    buyer = buyer or _who(r)
    return (
        "RESIDENTIAL BUYER/TENANT REPRESENTATION AGREEMENT\nTEXAS REALTORS form TXR-1501\n\n"
        f"1. PARTIES: Client: {buyer}. Broker: Bluebonnet Country Realty, LLC (associate Brenda Cole).\n"
        f"2. MARKET AREA: McLennan and Coryell Counties, Texas.\n3. TERM: {_us(dt)} through "
        f"{_us(dt + timedelta(days=120))}.\n"
        f"4. BROKER'S FEE: {r.choice(['2.5%', '3%', '2.75%'])} of the sales price, payable at closing; "
        "Client authorizes Broker to seek payment from the listing broker or seller.\n"
        "5. Client acknowledges receipt of the Information About Brokerage Services (IABS) notice.\n"
        "6. Broker will not represent Client and a seller in the same transaction without written consent.\n"
        f"Client: {buyer}  Date {_md(dt)}       Broker's associate: Brenda Cole  Date {_md(dt)}\n"
    )


def t_preapproval(r, dt, buyer=None):
    buyer = buyer or _who(r)
    lender = r.choice(LENDERS)
    return (
        f"{lender}\n{_us(dt)}\n\nPRE-APPROVAL LETTER\n\nRe: {buyer}\n\n"
        f"Congratulations! Based on a review of credit, income and assets, the above applicant(s) are "
        "pre-approved for a "
        f"{r.choice(LOANS)} "
        f"loan with a maximum purchase price of ${r.randrange(220, 480) * 1000:,} and "
        f"{r.choice(['5%', '3.5%', '0%', '10%'])} down.\nThis approval is subject to a satisfactory appraisal, "
        "title, and no material change in the applicant's financial condition. Valid for 90 days.\n\n"
        f"{_who(r)}, Loan Officer, NMLS {r.randint(400000, 2400000)}\n"
    )


def t_trec_contract(r, dt, addr=None, buyer=None, seller=None, price=None):
    addr = addr or r.choice(STREETS)
    buyer = buyer or _who(r)
    seller = seller or _who(r)
    price = price or r.randrange(180, 520) * 1000
    close = dt + timedelta(days=r.randint(30, 45))
    return (
        "PROMULGATED BY THE TEXAS REAL ESTATE COMMISSION (TREC)\nONE TO FOUR FAMILY RESIDENTIAL CONTRACT (RESALE)\n"
        f"1. PARTIES: Seller {seller}; Buyer {buyer}.\n2. PROPERTY: {addr}.\n"
        f"3. SALES PRICE: A. Cash portion ${price * 0.1:,.0f}  B. Financing ${price * 0.9:,.0f}  C. Sales price "
        f"${price:,}\n5. EARNEST MONEY: ${r.choice([1500, 2000, 2500, 3000, 5000]):,} to "
        f"{r.choice(TITLES)}; Option fee ${r.choice([150, 200, 250, 300])} for {r.choice([7, 10])} days.\n"
        f"6. TITLE POLICY at Seller's expense. Survey: Seller to furnish existing survey with T-47.1.\n"
        f"7. PROPERTY CONDITION: Buyer accepts the Property in its present condition.\n"
        f"9. CLOSING on or before {_us(close)}.\n"
        "Addenda: Third Party Financing Addendum; Seller's Disclosure Notice; Lead-Based Paint (if applicable).\n"
        f"Executed {_md(dt)}.  Buyer's agent: Brenda Cole, Bluebonnet Country Realty, #0612874\n"
    )


def t_cda(r, dt, addr=None):
    addr = addr or r.choice(STREETS)
    price = r.randrange(170, 560) * 1000
    gross = price * r.choice([0.025, 0.03])
    split = gross * 0.8
    return (
        "COMMISSION DISBURSEMENT AUTHORIZATION\nBluebonnet Country Realty, LLC\n\n"
        f"Property: {addr}\nClosing date: {_us(dt)}   Title company: {r.choice(TITLES)}\n"
        f"Sales price: ${price:,}\nSide: {r.choice(['Buyer', 'Listing'])}   Agent: Brenda Cole\n"
        f"Gross commission to Bluebonnet Country Realty: ${gross:,.2f}\n"
        f"Agent split 80/20: pay Brenda Cole ${split:,.2f}\nBroker portion: ${gross - split:,.2f}\n"
        "Transaction fee $295.00 deducted from agent portion.\n"
        f"Net to agent by wire: ${split - 295:,.2f}\nApproved: {_who(r)}, Designated Broker\n"
    )


def t_closing_disclosure(r, dt, addr=None, buyer=None):
    addr = addr or r.choice(STREETS)
    buyer = buyer or _who(r)
    loan = r.randrange(150, 420) * 1000
    rate = r.choice(["6.125", "6.375", "6.625", "6.875", "7.000"])
    return (
        "Closing Disclosure\nThis form is a statement of final loan terms and closing costs.\n"
        f"Closing Information  Date Issued {_md(dt - timedelta(days=3))}  Closing Date {_md(dt)}\n"
        f"Property {addr}\nBorrower {buyer}\nLoan Term 30 years  Purpose Purchase  Product Fixed Rate\n"
        f"Loan Amount ${loan:,}  Interest Rate {rate}%\nMonthly Principal & Interest {_usd(r, 950, 2800)}\n"
        f"Cash to Close {_usd(r, 9000, 48000)}\nSettlement Agent: {r.choice(TITLES)}\n"
        "Real Estate Broker (B): Bluebonnet Country Realty, Brenda Cole\n"
    )


def t_closings_sheet(r, dt):
    rows = ["Closed;Address;Side;Price;Gross comm;My split;Title co"]
    for i in range(r.randint(9, 14)):
        d = dt - timedelta(days=25 * i + r.randint(0, 20))
        pr = r.randrange(160, 590) * 1000
        g = pr * r.choice([0.025, 0.03])
        rows.append(
            f"{_md(d)};{r.choice(STREETS).split(',')[0]};{r.choice(['Buyer', 'List'])};{pr:,};"
            f"{g:,.2f};{g * 0.8 - 295:,.2f};{r.choice(TITLES)}"
        )
    return "\n".join(rows)


def t_ic_agreement(r, dt):
    return (
        "INDEPENDENT CONTRACTOR AGREEMENT FOR SPONSORED ASSOCIATE\nBluebonnet Country Realty, LLC - Waco, Texas\n\n"
        "Broker: Bluebonnet Country Realty, LLC, Designated Broker Karen Tatum, license #0488120\n"
        "Associate: Brenda Cole, sales agent license #0612874\n\n"
        f"Effective {_us(dt)}. Associate is an independent contractor and not an employee.\n"
        "Compensation: 80/20 split until Associate's annual company dollar reaches $18,000, then 90/10.\n"
        "Desk fee: $125 per month, due the 1st. Transaction fee: $295 per closed side.\n"
        "E&O: Associate participates in the brokerage policy, $450 per year.\n"
        "Associate shall maintain an active license and complete all required continuing education.\n"
        "Associate shall submit all contracts to the Broker's compliance portal within 2 business days.\n"
    )


def t_desk_fee_invoice(r, dt):
    return (
        f"Bluebonnet Country Realty, LLC\nINVOICE #{r.randint(2400, 3900)}\nDate: {_md(dt)}\n"
        "Bill to: Brenda Cole (agent)\n\nMonthly desk fee ............ $125.00\n"
        f"Transaction fee(s) ......... ${295 * r.randint(0, 2):,.2f}\nSign install/removal ........ $45.00\n"
        "Total due by the 10th. Pay by ACH or at the front desk.\n"
    )


def t_eo_policy(r, dt):
    return (
        "PROFESSIONAL LIABILITY (ERRORS & OMISSIONS) - CERTIFICATE OF COVERAGE\n"
        "Named insured: Bluebonnet Country Realty, LLC and its licensed associates\n"
        "Associate: Brenda Cole, TX #0612874\n"
        f"Policy no. {_ref(r, 'REO-', 8)}   Period {_md(dt)} to {_md(dt + timedelta(days=365))}\n"
        "Limits: $1,000,000 each claim / $1,000,000 aggregate. Deductible $2,500 per claim.\n"
        "Coverage includes lockbox, fair housing and cyber wire-fraud sublimit $50,000.\n"
    )


def t_1099_nec(r, dt):
    return (
        f"Form 1099-NEC  Nonemployee Compensation  Tax year {dt.year - 1}\n"
        "PAYER: Bluebonnet Country Realty, LLC, 4100 W Waco Dr, Waco, TX 76710  TIN 82-4471903\n"
        f"RECIPIENT: Brenda K. Cole, {HOME}  TIN ***-**-4418\n"
        f"Box 1 Nonemployee compensation: {_usd(r, 58000, 104000)}\nBox 4 Federal income tax withheld: 0.00\n"
        "Copy B - For Recipient\n"
    )


def t_mls_dues(r, dt):
    return (
        f"Waco Association of REALTORS\nDues Statement {dt.year + (dt.month >= 10)}\n"
        f"Member: Brenda Cole (NRDS {r.randint(100000000, 199999999)})\n"
        "Office: Bluebonnet Country Realty\n\nLocal association dues ...... $395.00\n"
        "Texas REALTORS dues ........ $169.00\n"
        "NAR dues .................... $201.00\nNAR consumer advertising ... $45.00\n"
        "MLS access (annual) ......... $420.00\n"
        "Total ....................... $1,230.00\nDue by January 31. Late fee $50 after that date.\n"
    )


def t_supra(r, dt):
    return (
        f"Supra eKEY Professional - Renewal Receipt\nDate {_md(dt)}\nSubscriber: Brenda Cole\n"
        f"Board: Waco Association of REALTORS\nSubscription: annual, ${r.choice([215, 229, 240])}.00\n"
        f"Card ending {r.randint(1000, 9999)}. Keybox serials assigned: {r.randint(3200000, 3299999)}, "
        f"{r.randint(3200000, 3299999)}\n"
    )


def t_mileage(r, dt):
    rows = ["Date;From;To;Purpose;Miles"]
    for i in range(r.randint(18, 30)):
        d = dt - timedelta(days=i * 6 + r.randint(0, 5))
        rows.append(
            f"{_md(d)};Home (Crawford);{r.choice(STREETS).split(',')[1].strip()};"
            f"{r.choice(TRIPS)};"
            f"{r.randint(14, 86)}"
        )
    rows.append(f"IRS rate;{r.choice(['0.67', '0.70'])};;;")
    return "\n".join(rows)


def t_business_expenses(r, dt):
    lines = ["date,vendor,category,amount,notes"]
    for i in range(r.randint(14, 24)):
        d = dt - timedelta(days=i * 13 + r.randint(0, 9))
        v, c = r.choice(
            [("Vistaprint", "marketing"), ("Facebook ads", "marketing"), ("Bluebonnet Country Realty", "desk fee"),
             ("Waco Assn of REALTORS", "dues"), ("Supra", "lockbox"), ("Chick-fil-A", "client meal"),
             ("Staples", "office supplies"), ("Champions School of Real Estate", "education"),
             ("Sign Pro Waco", "signs"), ("Verizon", "phone 60%")]
        )
        lines.append(f"{d:%Y-%m-%d},{v},{c},{r.uniform(12, 480):.2f},")
    return "\n".join(lines)


def t_commission_tracker(r, dt):
    rows = ["Month;Pending;Closed sides;Volume;Gross;Net to me;Goal"]
    for m in ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]:
        rows.append(
            f"{m} {dt.year};{r.randint(0, 4)};{r.randint(0, 3)};{r.randrange(0, 900) * 1000:,};"
            f"{_usd(r, 0, 18000)};{_usd(r, 0, 14000)};$9,000"
        )
    return "\n".join(rows)


def t_ce_certificate(r, dt, course="Texas Real Estate Legal Update I", hours=4):
    school = r.choice(
        ["Champions School of Real Estate", "The CE Shop", "Kaplan Real Estate Education", "Texas REALTORS Academy"]
    )
    return (
        f"CERTIFICATE OF COMPLETION\n{school}\nTREC Provider #{r.randint(100, 9999)}\n\nThis certifies that\n"
        f"BRENDA K. COLE\nTREC License #0612874\nhas completed\n{course}\n"
        f"Course #{r.randint(30000, 49999)}  Credit hours: {hours}  Delivery: "
        f"{r.choice(['Online', 'Classroom', 'Livestream'])}\n"
        f"Completion date: {_us(dt)}\nHours have been reported to the Texas Real Estate Commission.\n"
    )


def t_postcard(r, dt, addr=None):
    addr = addr or r.choice(STREETS)
    return (
        f"JUST LISTED!\n{addr}\n{r.randint(3, 4)} bed | {r.randint(2, 3)} bath | {r.randint(1500, 2800):,} sq ft\n"
        f"Offered at ${r.randrange(240, 520) * 1000:,}\n\nThinking of selling? Your neighbors' home is getting "
        "attention - call me for a free market analysis.\n\n" + BRENDA + "\nEqual Housing Opportunity\n"
    )


def t_open_house(r, dt, addr=None):
    addr = addr or r.choice(STREETS)
    lines = [f"OPEN HOUSE SIGN-IN  {addr}  {_md(dt)} 1-4 pm", "Name | Phone | Working with an agent? | Pre-approved?"]
    for _ in range(r.randint(6, 11)):
        lines.append(
            f"{_who(r)} | (254) 555-{r.randint(1000, 9999)} | {r.choice(['Y', 'N'])} | "
            f"{r.choice(['Y', 'N', 'not yet'])}"
        )
    return "\n".join(lines)


def t_client_newsletter(r, dt):
    return (
        f"Brenda's Market Minute - {dt:%B %Y}\n\nHowdy friends and neighbors!\n"
        f"Homes in McLennan County sold in a median {r.randint(28, 64)} days last month, and the median price "
        f"was ${r.randint(268, 305)},{r.randint(100, 999)}. Inventory is up {r.randint(4, 19)}% from last year, "
        "so buyers have more choices and sellers need to price it right from day one.\n\n"
        "Spring tip: get your AC serviced before you list - inspectors always check it.\n"
        "Rural buyers: ask me about ag valuation rollback taxes before you buy acreage!\n\n" + BRENDA + "\n"
    )


def t_trec_forms_guide(r, dt):
    return (
        "TREC PROMULGATED FORMS - QUICK REFERENCE (kept by Brenda)\n\n"
        "20-18  One to Four Family Residential Contract (Resale)\n"
        "9-16   Unimproved Property Contract\n25-15  Farm and Ranch Contract\n"
        "40-11  Third Party Financing Addendum\n39-10  Amendment to Contract\n"
        "OP-H   Seller's Disclosure Notice\nOP-L   Lead-Based Paint Addendum\n"
        "38-8   Notice of Buyer's Termination of Contract\nIABS 1-1 Information About Brokerage Services\n\n"
        "Option period: deadline is 5:00 p.m. local time on the last day. Earnest money and option fee due "
        "within 3 days after the effective date.\n"
    )


def t_legal_update_notes(r, dt):
    return (
        "Legal Update I & II - my notes\n\n- Agency: IABS must be given at first substantive communication.\n"
        "- Advertising: broker name at least half the size of the largest contact info (TREC 535.155).\n"
        "- Wire fraud: always call the title company at a known number before sending money.\n"
        "- Rollback taxes on 1-d-1 land: up to 3 years plus interest when use changes.\n"
        "- Fair housing: no steering, describe the property not the people.\n"
        "- Minimum service requirements since 2015: present offers, answer questions, assist.\n"
        "- New since 2024: written buyer agreements before touring, compensation must be spelled out.\n"
    )


def t_property_code(r, dt):
    return (
        "TEXAS PROPERTY CODE - selected sections for agents\n\n"
        "Sec. 5.008. SELLER'S DISCLOSURE OF PROPERTY CONDITION. (a) A seller of residential real property "
        "comprising not more than one dwelling unit located in this state shall give to the purchaser of "
        "the property a written notice as prescribed by this section...\n"
        "Sec. 5.010. NOTICE OF ADDITIONAL TAX LIABILITY. A seller of an interest in real property that has "
        "been appraised for ad valorem tax purposes on the basis of a special use shall provide notice...\n"
        "Sec. 5.011. SELLER'S DISCLOSURE REGARDING POTENTIAL ANNEXATION.\n"
        "Sec. 92.103. OBLIGATION TO REFUND SECURITY DEPOSIT. The landlord shall refund a security deposit "
        "to the tenant on or before the 30th day after the date the tenant surrenders the premises.\n"
    )


def t_license_notice(r, dt):
    return (
        "TEXAS REAL ESTATE COMMISSION\nP.O. Box 12188, Austin, Texas 78711-2188\n\n"
        f"{_us(dt)}\n\nBRENDA K COLE\n{HOME}\n\nRE: License Renewal Notice - Sales Agent License #0612874\n\n"
        "Your license expires on July 31, 2026. To renew you must complete 18 hours of continuing education "
        "(CE), including Legal Update I (4 hours), Legal Update II (4 hours) and 3 hours of Contract-related "
        "coursework, and submit your renewal and fee online at trec.texas.gov. Renewal fee: $110.\n"
        "If you renew late your license will expire and you may not act as a license holder.\n"
        "Your CE hours reported so far for this renewal period: 0 of 18.\n"
    )


def t_ce_tracker(r, dt):
    return (
        "Course;Hours;Type;Provider;Date;Certificate\n"
        "Texas Real Estate Legal Update I;4;Legal Update;Champions;01/22/2026;yes\n"
        "Texas Real Estate Legal Update II;4;Legal Update;Champions;02/05/2026;yes\n"
        "Contract Update 2026;3;Contract;Texas REALTORS Academy;03/11/2026;yes\n"
        "Farm and Ranch Transactions;4;Elective;The CE Shop;04/28/2026;yes\n"
        "Ethics of Rural Appraisal;3;Elective;;;signed up 6/10\n"
        "TOTAL;18 needed;;;;15 done, 3 to go\n"
        "Renewal fee $110 - pay online after last course posts;;;;;\n"
    )


def t_renewal_checklist(r, dt):
    return (
        "License renewal 2026 - to do\n[x] Legal Update I (4)\n[x] Legal Update II (4)\n[x] Contracts (3)\n"
        "[x] Farm & Ranch elective (4)\n[ ] one more 3 hr elective - signed up for June 10\n"
        "[ ] check TREC shows all 18 hrs posted\n[ ] renew online + pay $110 (card in purse)\n"
        "[ ] send new license copy to Karen at the office for the file\n"
        "deadline JULY 31 !! don't let it lapse like Connie did\n"
    )


def t_ce_receipt(r, dt):
    return (
        f"Champions School of Real Estate - Order Receipt\nOrder #{r.randint(800000, 899999)}  {_md(dt)}\n"
        "Customer: Brenda Cole\nTexas Legal Update I & II package (8 hrs CE) ...... $79.00\n"
        "Contract Update 2026 (3 hrs) ...... $39.00\nTotal charged to Visa ending 2210: $118.00\n"
        "Your hours are reported to TREC within 7 days of course completion.\n"
    )


# --------------------------------------------------------------------------- old title-company job (Archive)


def t_title_offer(r, dt):
    return (
        "CENTRAL TEXAS TITLE & ESCROW, INC.\n700 Austin Ave, Waco, Texas 76701\n\n"
        f"{_us(dt)}\n\nDear Brenda,\n\nWe are pleased to offer you the position of Escrow Assistant at our Waco "
        "office, reporting to Debbie Kocurek, Senior Escrow Officer. Starting pay is $15.50 per hour, 40 hours "
        "per week, with health insurance after 60 days and two weeks' paid vacation.\n"
        "Please report on Monday at 8:00 a.m. with your driver's license and Social Security card.\n\n"
        "Sincerely,\nGary Holloway, Branch Manager\n"
    )


def t_title_w2(r, dt):
    return (
        f"Form W-2 Wage and Tax Statement {dt.year - 1}\nEmployer: Central Texas Title & Escrow, Inc.  EIN 74-2291187\n"
        f"Employee: Brenda K Cole  {HOME}\n1 Wages, tips: {_usd(r, 38000, 47000)}\n"
        f"2 Federal income tax withheld: {_usd(r, 2600, 4100)}\n3 Social security wages: same\n"
        f"12a D 401(k): {_usd(r, 1500, 2600)}\n"
    )


def t_title_paystub(r, dt):
    return (
        f"Central Texas Title & Escrow, Inc. - Earnings Statement\nPay date {_md(dt)}  Employee: Cole, Brenda\n"
        f"Position: Closer  Hours 80.00  Rate $22.75\nGross {_usd(r, 1820, 1980)}  Fed W/H {_usd(r, 120, 180)}\n"
        f"FICA {_usd(r, 130, 150)}  Medical {_usd(r, 88, 96)}  401k {_usd(r, 70, 90)}\nNet pay {_usd(r, 1330, 1450)}\n"
    )


def t_escrow_notes(r, dt):
    return (
        "Closer training notes (Debbie)\n\n1. Open order in ResWare, order title search, request payoffs.\n"
        "2. Tax certificates from McLennan County, HOA resale certificate if any.\n"
        "3. Review commitment Schedule C requirements - release of liens, probate, survey.\n"
        "4. Balance the settlement statement with lender's CD; get buyer/seller approval.\n"
        "5. Never change wire instructions by email - CALL.\n6. Fund, disburse, record deed & deed of trust.\n"
        "7. Send commission checks to brokers with CDA.\n"
    )


def t_resignation(r, dt):
    return (
        f"{_us(dt)}\n\nGary Holloway\nCentral Texas Title & Escrow, Inc.\n\nDear Gary,\n\n"
        "Please accept this letter as my two weeks' notice. My last day will be Friday, the 28th. "
        "After eight years of closings I have decided to get my sales agent license and join Bluebonnet "
        "Country Realty. I will make sure all my open files are handed to Debbie and Shelby.\n\n"
        "Thank you for everything - I learned this business at your closing table.\n\nBrenda Cole\n"
    )


def t_title_review(r, dt):
    return (
        f"Annual Performance Review {dt.year}\nEmployee: Brenda Cole   Position: Escrow Officer / Closer\n"
        "Files closed: 312   Post-closing errors: 2   Customer comments: excellent\n"
        "Strengths: calm at the table, knows every realtor in town, great with ranch sellers.\n"
        "Goals: learn commercial closings, help train new assistants.\nRaise: 4% effective next pay period.\n"
    )


# --------------------------------------------------------------------------- Ranch (Wade's cattle)

TAGS = [f"{c}{n}" for c in "YGR" for n in range(101, 140)]


def t_herd_inventory(r, dt):
    rows = ["Tag;Type;Breed;Born;Sire;Last calf;Status;Notes"]
    for tag in r.sample(TAGS, 26):
        rows.append(
            f"{tag};{r.choice(['Cow', 'Cow', 'Cow', 'Heifer', 'Bred heifer'])};"
            f"{r.choice(['Angus x', 'Black baldy', 'Brangus', 'F1 tiger stripe', 'Angus'])};"
            f"{r.randint(2014, 2024)};{r.choice(['Big Red', 'Duke (reg 20419877)', 'AI Sitz', 'Unknown'])};"
            f"{r.choice(['02/2026', '03/2026', '10/2025', 'open', '04/2026'])};"
            f"{r.choice(['Active', 'Active', 'Active', 'Cull fall', 'Sold'])};"
            f"{r.choice(['', '', 'bad feet', 'good mama', 'kicks', 'prolapse 2024'])}"
        )
    rows.append(f"Bulls;2;;;;;;Duke + Big Red\nCount as of {_md(dt)};58 cows;;;;;;")
    return "\n".join(rows)


def t_calving(r, dt):
    lines = ["date,dam_tag,calf_tag,sex,birth_wt_lb,ease,notes"]
    for i, tag in enumerate(r.sample(TAGS, r.randint(16, 26))):
        d = dt - timedelta(days=i * 3 + r.randint(0, 2))
        lines.append(
            f"{d:%Y-%m-%d},{tag},{dt.year % 100}{i + 1:02d},{r.choice(['B', 'H', 'S'])},"
            f"{r.randint(58, 92)},{r.choice([1, 1, 1, 2, 3])},"
            f"{r.choice(['', '', '', 'pulled', 'twin', 'cold - brought to barn', 'dead calf'])}"
        )
    return "\n".join(lines)


def t_vaccination(r, dt):
    lines = ["date,group,head,product,dose,route,lot,given_by"]
    for grp in ["Cows", "Calves", "Replacement heifers", "Bulls"]:
        for prod, dose in r.sample(
            [("Vista Once SQ", "2 mL"), ("Ultrabac 7/Somubac", "5 mL"), ("Dectomax pour-on", "1mL/22lb"),
             ("Vibrio-Lepto 5", "5 mL"), ("Bar-Vac 7", "5 mL"), ("LongRange", "1mL/110lb")],
            2,
        ):
            lines.append(
                f"{dt:%Y-%m-%d},{grp},{r.randint(2, 58)},{prod},{dose},{r.choice(['SQ', 'IM', 'pour-on'])},"
                f"{r.randint(100000, 999999)},Wade + Cody"
            )
    return "\n".join(lines)


def t_bse(r, dt):
    return (
        "BREEDING SOUNDNESS EVALUATION - BULL\nBosque Valley Veterinary Services, Clifton TX\n\n"
        f"Owner: Wade Cole, {HOME}\nDate: {_md(dt)}\nBull ID: {r.choice(['Duke', 'Big Red'])}  Age: "
        f"{r.randint(3, 7)} yr\n"
        f"Scrotal circumference: {r.randint(34, 40)} cm\nMotility: {r.randint(60, 85)}%  Morphology: "
        f"{r.randint(72, 90)}% normal\n"
        "Physical exam: feet and legs sound, eyes ok.\nClassification: SATISFACTORY POTENTIAL BREEDER\n"
        f"Trichomoniasis PCR: negative.  Veterinarian: Dr. {_who(r)}, DVM\n"
    )


def t_brand(r, dt):
    return (
        "MARKS AND BRANDS REGISTRATION\nCounty Clerk, McLennan County, Texas\n\n"
        "Owner: Wade A. Cole and Brenda K. Cole\nBrand: Lazy C Bar, left hip\n"
        f"Recorded {_us(dt)}, Vol. 11, Page {r.randint(100, 400)}\n"
        "Renewal required every 10 years per Agriculture Code 144.\n"
        "Fee paid: $16.00\n"
    )


def t_cattle_sales(r, dt):
    rows = ["Date;Barn;Head;Class;Avg wt;$/cwt;Gross;Commission+yardage;Net"]
    for i in range(r.randint(5, 9)):
        d = dt - timedelta(days=i * 30 + r.randint(0, 15))
        hd, wt = r.randint(1, 14), r.randint(420, 1350)
        cwt = r.uniform(185, 390)
        gross = hd * wt * cwt / 100
        rows.append(
            f"{_md(d)};{r.choice(['Hamilton Commission Co', 'Waco Livestock Auction', 'Gatesville Livestock'])};"
            f"{hd};{r.choice(['steers', 'heifers', 'cull cow', 'bull'])};{wt};{cwt:.2f};{gross:,.2f};"
            f"{gross * 0.04:,.2f};{gross * 0.96:,.2f}"
        )
    return "\n".join(rows)


def t_sale_barn(r, dt):
    hd, wt = r.randint(2, 12), r.randint(480, 690)
    cwt = r.uniform(265, 395)
    gross = hd * wt * cwt / 100
    return (
        f"{r.choice(['HAMILTON COMMISSION CO.', 'WACO LIVESTOCK AUCTION', 'GATESVILLE LIVESTOCK AUCTION'])}\n"
        f"Seller settlement  Sale date {_md(dt)}\nSeller: COLE, WADE  Crawford TX   Acct #{r.randint(1000, 9999)}\n"
        f"Head {hd}  {r.choice(['BLK STR', 'BLK HFR', 'BWF STR', 'RED HFR'])}  Avg wt {wt}  Price {cwt:.2f}/cwt\n"
        f"Gross {gross:,.2f}\nCommission {gross * 0.03:,.2f}  Yardage {hd * 4:.2f}  Beef checkoff {hd * 1.0 + 0:.2f}\n"
        f"Brand inspection {hd * 1.5:.2f}\nNet proceeds {gross * 0.965 - hd * 6.5:,.2f}  Check "
        f"#{r.randint(40000, 69999)}\n"
    )


def t_hay_inventory(r, dt):
    return (
        f"HAY - as of {_md(dt)}\n\nround bales coastal (own, 1st cutting) - {r.randint(40, 120)} "
        "(lost ~60 when barn went down!!)\n"
        f"bought from Jansky - {r.randint(20, 50)} @ ${r.choice([55, 60, 65])} delivered\n"
        f"square bales alfalfa for calves - {r.randint(10, 40)}\n\nfeeding ~9 bales/week Dec-Feb\n"
        "need to fertilize hay meadow after rain, call Crawford Co-op about 18-0-0\n"
    )


def t_feed_invoice(r, dt):
    lines = [r.choice(["CRAWFORD FEED & SUPPLY", "MCGREGOR FARMERS CO-OP", "TRACTOR SUPPLY CO #1287 WACO"]),
             f"Invoice {r.randint(60000, 99999)}   {_md(dt)}", "Customer: COLE RANCH (Wade)  Ag exempt #1234-5678", ""]
    tot = 0.0
    for item, p in r.sample(
        [("20% range cubes 50lb", 14.25), ("Mineral - Purina Wind & Rain 50lb", 38.99), ("Calf creep 14% 50lb", 16.80),
         ("Protein tub 200lb", 129.00), ("Bulk cubes per ton", 445.00), ("Salt block", 8.49),
         ("Fly tags (20)", 61.50)],
        4,
    ):
        q = r.randint(1, 20)
        tot += q * p
        lines.append(f"{q:>3} x {item:<34} {p:>8.2f} {q * p:>9.2f}")
    lines.append(f"Total {tot:,.2f}   Sales tax 0.00 (agricultural exemption, Form 01-924 on file)")
    return "\n".join(lines)


def t_hay_contract(r, dt):
    return (
        "HAY PURCHASE AGREEMENT\n\nSeller: Frank Jansky, Jansky Farms, Valley Mills TX\nBuyer: Wade Cole\n"
        f"Date: {_us(dt)}\nProduct: Coastal bermuda round bales, net wrap, 5x6, approx. 1,100 lb\n"
        f"Quantity: {r.randint(60, 120)} bales at ${r.choice([58, 60, 62, 65])} per bale, delivered and stacked.\n"
        "Forage test: 10.5% CP, 56% TDN (attached). Payment half on delivery, half by Nov 30.\n"
    )


def t_fertilizer(r, dt):
    return (
        f"McGregor Farmers Co-op - Custom Application Ticket\n{_md(dt)}\nCustomer: Wade Cole\n"
        f"Field: Hay meadow north of house, {r.randint(38, 55)} ac\nProduct: 32-0-0 liquid + Grazon Next HL\n"
        f"Rate: 50 units N/ac   Applicator: {_who(r)} (lic. {r.randint(100000, 999999)})\n"
        f"Charge: {_usd(r, 2600, 4900)}  Terms net 30\n"
    )


def t_vet_invoice(r, dt):
    lines = ["Bosque Valley Veterinary Services - Large Animal", "1190 W 5th St, Clifton TX 76634  (254) 555-0190",
             f"Invoice {r.randint(20000, 29999)}   {_md(dt)}", f"Client: Cole, Wade - {HOME}", ""]
    tot = 0.0
    for item, p in r.sample(
        [("Farm call", 85.0), ("Palpation per head", 6.5), ("Calf pull / dystocia", 175.0), ("Excede 100 mL", 248.0),
         ("Bangs vaccination per head", 9.0), ("Prolapse repair", 210.0), ("Trich test", 45.0),
         ("Pinkeye treatment", 38.0)],
        3,
    ):
        q = r.randint(1, 30) if "per head" in item else 1
        tot += q * p
        lines.append(f"{item} x{q}  {q * p:,.2f}")
    lines.append(f"TOTAL {tot:,.2f}  Paid check #{r.randint(3000, 3999)}")
    return "\n".join(lines)


def t_preg_check(r, dt):
    lines = [f"Preg check - {_md(dt)} - Dr. Pittman", "tag  result  months"]
    for tag in r.sample(TAGS, 22):
        lines.append(f"{tag}  {r.choice(['P', 'P', 'P', 'P', 'O'])}  {r.choice(['3', '4', '5', '6', '-'])}")
    lines.append("opens: sell at Hamilton next sale. 2 late bred heifers - watch in April.")
    return "\n".join(lines)


def t_1d1(r, dt):
    return (
        "APPLICATION FOR 1-d-1 (OPEN-SPACE) AGRICULTURAL USE APPRAISAL\nForm 50-129\n"
        "McLennan Central Appraisal District, 315 S 26th St, Waco TX 76710\n\n"
        f"Property owner: Wade A. & Brenda K. Cole\nProperty ID: {r.randint(100000, 399999)}  Acres: 300.12\n"
        "Agricultural use for the past 5 of 7 years: Cattle - cow/calf, hay production\n"
        "Livestock: 55-65 animal units; stocking rate 1 AU per 5 acres improved pasture\n"
        "Hay: 48 acres coastal bermuda, 2 cuttings per year\nImprovements: cross fencing, 2 stock tanks, pens\n"
        f"Signed {_md(dt)}\n"
    )


def t_mcad_letter(r, dt):
    return (
        "McLennan Central Appraisal District\n"
        f"NOTICE OF APPRAISED VALUE - {dt.year}\nOwner: COLE WADE A & BRENDA K\n"
        f"Property ID {r.randint(100000, 399999)}\n"
        "Legal: A0412 J HANCOCK SURVEY 300.12 AC\n\n"
        f"Market value land: ${r.randint(1800, 2400) * 1000:,}\n"
        f"Agricultural (1-d-1) productivity value: ${r.randint(48, 66) * 1000:,}\n"
        f"Homesite 1.0 ac + improvements: ${r.randint(280, 360) * 1000:,}\n"
        "Protest deadline: May 15 or 30 days after this notice. Ag use continues - no new application needed.\n"
    )


def t_ap228(r, dt):
    return (
        "Texas Comptroller of Public Accounts\nAGRICULTURAL AND TIMBER REGISTRATION NUMBER - RENEWAL\n\n"
        f"Registrant: WADE A COLE\nAg/Timber number: {r.randint(1000000, 1999999)}-{r.randint(10, 99)}\n"
        "Expiration date: 12/31/2027\nQualifying activity: production of livestock (beef cattle) for sale\n"
        "Use this number on Form 01-924 when buying feed, seed, fencing, and farm machinery tax free.\n"
    )


def t_01924(r, dt):
    return (
        "Form 01-924  Texas Agricultural Sales and Use Tax Exemption Certificate\n\n"
        f"Name of purchaser: Wade Cole   Ag/Timber registration no.: {r.randint(1000000, 1999999)}-27\n"
        f"Address: {HOME}\nSeller: "
        f"{r.choice(['Crawford Feed & Supply', 'Brazos Valley Equipment', 'Tractor Supply Co'])}\n"
        "I claim an exemption from payment of sales and use taxes for the purchase of items described below: "
        "feed, fencing materials, livestock equipment used exclusively to produce agricultural products for sale.\n"
        f"Signed {_md(dt)}\n"
    )


def t_schedule_f(r, dt):
    return (
        "Schedule F worksheet;" + str(dt.year - 1) + ";\n"
        f"Sales of livestock raised;{_usd(r, 48000, 92000)};\nCattle bought for resale;0;\n"
        f"Ag program payments;{_usd(r, 0, 3000)};\n"
        f"Feed;{_usd(r, 12000, 24000)};\nFertilizer;{_usd(r, 3000, 7000)};\nVet & medicine;{_usd(r, 2500, 6000)};\n"
        f"Repairs & maintenance;{_usd(r, 2000, 9000)};\nGas, fuel, oil;{_usd(r, 3000, 6000)};\n"
        f"Depreciation (tractor, chute);{_usd(r, 4000, 9000)};\nNet farm profit (loss);{_usd(r, -4000, 14000)};"
    )


def t_tractor_service(r, dt):
    return (
        f"BRAZOS VALLEY EQUIPMENT  -  John Deere\nWork Order {r.randint(100000, 199999)}  {_md(dt)}\n"
        f"Customer: Wade Cole   Unit: JD 5075E  S/N 1PY5075E{r.randint(100000, 999999)}  Hours "
        f"{r.randint(1400, 2300)}\n"
        "500-hour service: engine oil/filter, hydraulic/trans oil & filters, fuel filters, air filter.\n"
        f"Replace front loader cylinder seal kit.\nParts {_usd(r, 380, 720)}  Labor {_usd(r, 280, 560)}\n"
        f"Total {_usd(r, 700, 1300)} (ag exempt)\n"
    )


def t_baler_repair(r, dt):
    return (
        f"Hopper's Ag Repair, Valley Mills\nInvoice {r.randint(1000, 1999)}   {_md(dt)}\nFor: Wade Cole\n"
        "New Holland Roll-Belt 450 round baler: replaced 2 belts, pickup teeth (14), net wrap knife sharpened, "
        f"new drive chain.\nParts {_usd(r, 900, 1400)}   Labor 6 hrs @ $85 = $510.00\n"
        "Thanks Wade - good luck with first cutting.\n"
    )


def t_equipment_list(r, dt):
    return (
        "Item;Make/Model;Serial;Year;Bought;Price;Notes\n"
        f"Tractor;John Deere 5075E;1PY5075E{r.randint(100000, 999999)};2017;2017;$48,500;loader 520\n"
        f"Round baler;New Holland RB450;YGN{r.randint(100000, 999999)};2012;2019;$14,000;used\n"
        "Shredder;Bush Hog 2615 Legend;12-04411;2015;2015;$16,900;\n"
        "Squeeze chute;Priefert S0491;;2022;2022;$7,850;\n"
        "Hay trailer;Gooseneck 32ft flatbed;;2009;2014;$5,500;\n"
        "Hay barn 40x60 (DESTROYED 3/27/26);pole barn;;1998;;;insurance claim\n"
    )


def t_chute_receipt(r, dt):
    return (
        f"Tractor Supply Co. #1287 Waco  {_md(dt)}\nPriefert S0491 squeeze chute w/ palp cage\n"
        "Qty 1   $7,850.00\nDelivery $150.00\nSales tax exempt - Ag/Timber no. on file\n"
        "Total $8,000.00  Paid Debit 4471\n"
    )


def t_grazing_lease(r, dt):
    return (
        "GRAZING LEASE AGREEMENT\n\n"
        f"Landowner: {r.choice(['Dorothy Jansky', 'Estate of R.L. Kubiak'])}, Crawford, Texas\nLessee: Wade Cole\n"
        f"Premises: approx. 85 acres adjoining Lessee's north fence, McLennan County.\nTerm: {_us(dt)} for one year, "
        "renewing unless either party gives 60 days' notice.\n"
        f"Rent: ${r.choice([12, 14, 15])} per acre per year, paid January 15.\n"
        "Lessee maintains fences and water gaps, may not exceed 15 animal units, keeps 1-d-1 use for Landowner.\n"
        "Hunting rights retained by Landowner.\n"
    )


def t_fence_quote(r, dt):
    return (
        f"Double R Fencing - Gatesville TX\nEstimate {_md(dt)}\nFor: Wade Cole, Bosque River Rd\n"
        f"Rebuild {r.randint(1200, 2800)} ft perimeter fence: 5-strand barbed wire, T-posts 10 ft, "
        "H-braces with 4 in pipe at corners and every 660 ft.\n"
        f"Materials {_usd(r, 4800, 9800)}  Labor {_usd(r, 3000, 7000)}\nEstimate good for 30 days.\n"
    )


def t_soil_test(r, dt):
    return (
        "Texas A&M AgriLife Extension - Soil, Water and Forage Testing Laboratory\n"
        f"Report date {_md(dt)}  Lab # {r.randint(100000, 999999)}\nClient: Wade Cole, McLennan County\n"
        f"Sample: hay meadow (coastal bermuda)\npH {r.uniform(6.0, 7.9):.1f}  NO3-N {r.randint(2, 14)} ppm  "
        f"P {r.randint(6, 40)} ppm  K {r.randint(90, 300)} ppm\n"
        "Recommendation for hay production (per cutting): 100-0-60 lb N-P2O5-K2O per acre.\n"
    )


def t_extension_guide(r, dt, title="Beef Cattle Vaccination Guidelines"):
    body = {
        "Beef Cattle Vaccination Guidelines": "Vaccinate calves for clostridial diseases (7-way) at branding and "
        "again at weaning. Cows: annual respiratory (IBR, BVD, PI3, BRSV) and lepto-vibrio 30-60 days before breeding. "
        "Heifers 4-10 months: brucellosis (Bangs) vaccination by an accredited veterinarian.",
        "Forage Testing and Hay Quality": "A forage test tells you crude protein (CP) and total digestible nutrients "
        "(TDN). A dry cow in mid gestation needs about 7% CP and 50% TDN; a lactating cow needs 11% CP and 60% TDN. "
        "Sample 15-20 bales with a hay probe and send to the lab.",
        "Body Condition Scoring Beef Cows": "BCS runs from 1 (emaciated) to 9 (obese). Cows should calve at BCS 5-6; "
        "thin cows (BCS 4 or less) take longer to rebreed. Check the ribs, spine, hooks and pins and tailhead.",
    }[title]
    return (
        f"Texas A&M AgriLife Extension Service\n{title}\nE-{r.randint(100, 600)}\n\n{body}\n\n"
        "The information given herein is for educational purposes only.\n"
    )


def t_manual(r, dt, title="Operator's Manual", body=""):
    return (
        f"{title}\n\nIMPORTANT SAFETY INSTRUCTIONS - READ ALL INSTRUCTIONS BEFORE USE\n\n{body}\n\n"
        f"Form {r.randint(1000, 9999)}-{r.choice(['A', 'B', 'C'])}  Printed in U.S.A.\n"
    )


# --------------------------------------------------------------------------- barn rebuild (Projects Ranch)

CLAIM = "LSF-26-031877"


def t_claim_notice(r, dt):
    return (
        "LONE STAR FARM & RANCH MUTUAL INSURANCE\nFirst Notice of Loss - Acknowledgement\n\n"
        f"{_us(dt)}\nInsured: Wade A. and Brenda K. Cole\nPolicy: FRP-{r.randint(100000, 999999)} Farm & Ranch\n"
        f"Claim number: {CLAIM}\nDate of loss: March 27, 2026  Cause: windstorm and hail\n"
        "Reported damage: 40x60 pole hay barn collapsed; approx. 60 round bales damaged; "
        "loafing shed roof; perimeter fence on north side.\n"
        "An adjuster will contact you within 3 business days. Please take photos, protect the property from "
        "further damage and keep receipts for emergency repairs.\n"
    )


def t_adjuster_report(r, dt):
    return (
        "LONE STAR FARM & RANCH MUTUAL - ADJUSTER'S ESTIMATE\n"
        f"Claim {CLAIM}   Inspection date {_md(dt)}   Adjuster: Ron Stovall, TX adj. lic. "
        f"{r.randint(1000000, 2999999)}\n\n"
        "Coverage E - Farm structures: 40x60 pole barn, built 1998, steel roof on wood trusses\n"
        "Replacement cost: $68,420.00\nLess depreciation (28 years, 55%): -$37,631.00\n"
        "Actual cash value: $30,789.00\nLess deductible (1% wind/hail): -$3,000.00\n"
        "ACV payment now: $27,789.00\nRecoverable depreciation upon completion of repairs: $37,631.00\n\n"
        "Coverage F - Farm personal property: hay 58 bales x $60 = $3,480.00\n"
        "Debris removal: $4,200.00 (included within limits)\n"
    )


def t_proof_of_loss(r, dt):
    return (
        "SWORN STATEMENT IN PROOF OF LOSS\n"
        f"Claim {CLAIM}  Policy FRP-{r.randint(100000, 999999)}\nInsured: Wade A. Cole\n"
        "Time and origin: windstorm and hail, on or about 6:40 pm, March 27, 2026\n"
        "Whole loss and damage: $76,100.00\nAmount claimed under this policy: $35,469.00 (ACV) + recoverable "
        "depreciation when rebuilt\n"
        f"Subscribed and sworn before me on {_md(dt)}, Notary Public, State of Texas\n"
    )


def t_claim_payment(r, dt):
    return (
        "LONE STAR FARM & RANCH MUTUAL\n"
        f"{_us(dt)}\n\nRE: Claim {CLAIM} - Payment\n\nDear Mr. and Mrs. Cole,\n\n"
        "Enclosed please find check number 00884172 in the amount of $35,469.00 representing the actual cash "
        "value of your barn ($27,789.00), hay ($3,480.00) and debris removal ($4,200.00).\n"
        "You may recover withheld depreciation of $37,631.00 by submitting the final invoice from your "
        "contractor within 180 days of the date of loss (by September 23, 2026), or request an extension in "
        "writing.\n\nSincerely,\nClaims Department\n"
    )


def t_barn_bid(r, dt, who="Bosque Valley Post Frame"):
    price = {"Bosque Valley Post Frame": 71850, "Hill Country Steel Buildings": 84600, "Kocurek Construction": 66400}[
        who
    ]
    return (
        f"{who}\nPROPOSAL / ESTIMATE\nDate: {_md(dt)}\nCustomer: Wade Cole, {HOME}\n\n"
        "Scope: demolish and haul off collapsed 40x60 barn; set new 40x60x16 open-front hay barn with one "
        "enclosed 20x40 tack/equipment bay; 6x6 treated posts in concrete (or red-iron frame), 26 ga Galvalume "
        "roof, 14 ft overhang on east side, gutters one side. Electrical by owner's electrician.\n"
        f"Price: ${price:,}.00\nPayment: 30% to schedule, 40% at frame, 30% at completion.\n"
        f"Lead time: {r.choice(['6-8', '8-10', '10-12'])} weeks from deposit.\nEstimate good 30 days.\n"
    )


def t_barn_contract(r, dt):
    return (
        "CONSTRUCTION AGREEMENT\n\nContractor: Bosque Valley Post Frame, LLC, Meridian TX\n"
        f"Owner: Wade A. Cole and Brenda K. Cole, {HOME}\nDate: {_us(dt)}\n\n"
        "1. Work: new 40x60x16 pole barn per proposal dated April 22, 2026 and drawing rev. B.\n"
        "2. Contract price: $71,850.00. Deposit $21,555 paid, $28,740 at frame, $21,555 at completion.\n"
        "3. Start: on or about June 15, 2026. Substantial completion: August 15, 2026.\n"
        "4. Owner obtains county floodplain permit and electric co-op service relocation.\n"
        "5. Contractor provides lien waivers with each draw and a final invoice for the insurance company.\n"
        "6. Warranty: 1 year workmanship; roof panels per manufacturer 40 years.\n"
    )


def t_floodplain(r, dt):
    return (
        "McLENNAN COUNTY - FLOODPLAIN DEVELOPMENT PERMIT APPLICATION\nCounty Engineer's Office, 215 N 5th St, Waco\n\n"
        f"Applicant: Wade A. Cole   Phone (254) 555-0183\nSite: {HOME} (Property ID 228471)\n"
        "Proposed development: replacement of storm-destroyed agricultural barn, 2,400 sq ft, same footprint\n"
        "FIRM panel 48309C0300D  Zone: AE (portion) / X   Base flood elevation: 512.0 ft\n"
        "Finished floor / lowest horizontal member: 514.5 ft (elevation certificate attached)\n"
        f"Application fee: $100.00   Submitted {_md(dt)}\nNote: McLennan County does not issue building permits "
        "in unincorporated areas; this permit is required inside the special flood hazard area.\n"
    )


def t_coop_letter(r, dt):
    return (
        "Bosque Valley Electric Cooperative\n"
        f"{_us(dt)}\n\nWade Cole\n{HOME}\n\nRe: Work order {r.randint(20000, 29999)} - service relocation\n\n"
        "We have received your request to move the overhead service drop that fed the barn destroyed in the "
        "March 27 storm. A staking engineer will meet you on site. Estimated member cost: $1,480 for a new "
        "pole and 200 ft of triplex. Service can be energized after your electrician's inspection.\n"
    )


def t_draw_schedule(r, dt):
    return (
        "Barn rebuild - money;;;;\nItem;Budget;Paid;Date;Notes\n"
        "Insurance ACV check;+35,469;received;05/04/2026;deposited BCB\n"
        "Recoverable depreciation;+37,631;pending;;need final invoice by 9/23\n"
        "Deposit Bosque Valley Post Frame;21,555;21,555;05/18/2026;ck 4412\n"
        "Frame draw;28,740;;;\nCompletion draw;21,555;;;\n"
        "Debris haul (Kocurek);3,900;3,900;04/14/2026;\n"
        "Electric co-op relocation;1,480;;;\nElectrician (Pruitt Electric);2,600;;;quote\n"
        "Floodplain permit;100;100;05/20/2026;\nConcrete pad tack room;3,200;;;\n"
        "TOTAL cost;83,130;;;\nOut of pocket est.;10,030;;;minus deductible etc\n"
    )


def t_materials(r, dt):
    return (
        "barn - things we want\n- 16 ft eave height so the hay trailer clears\n- east side overhang for the cows\n"
        "- tack/equipment room 20x40 with a roll-up door 12x12\n- 2 LED shop lights + outlet for the welder (240v)\n"
        "- gutters -> rain tank for the pens?\n- NOT wood trusses again. ask about red iron price\n"
        "- Brenda wants a lean-to for the wedding?? (no time - October)\n"
    )


def t_contractor_email(r, dt):
    return (
        "From: Travis Rhodes <travis@bosquevalleypostframe.com>\nTo: Wade Cole <wadecole55@gmail.com>\n"
        f"Date: {dt:%a, %d %b %Y} 16:12:44 -0500\nSubject: Re: barn start date + drawing rev B\n\n"
        "Wade,\n\nAttached is rev B with the 14 ft overhang on the east side and the 12x12 roll-up on the tack "
        "room. Posts are ordered, we can start around June 15 if the pad area is dry and the county floodplain "
        "permit is in hand. I'll get you lien waivers with every draw so your insurance pays the depreciation.\n\n"
        "Travis\n\n> Travis, can you move the big door to the south end? Wade\n"
    )


def t_barn_notes(r, dt):
    return (
        "3/28 - called Lone Star claims line, claim LSF-26-031877. took pics of everything\n"
        "3/29 - Cody + Tanner helped pull hay out from under the tin, ~60 bales ruined\n"
        "4/2 - adjuster Ron Stovall came out, says 1% deductible = $3,000\n"
        "4/14 - Kocurek hauled the debris, $3,900\n4/22 - 3 bids: Bosque Valley $71,850, Hill Country $84,600, "
        "Kocurek $66,400 (no gutters, no tack room)\n5/4 - ACV check $35,469 deposited\n"
        "5/18 - signed w/ Bosque Valley, deposit paid. floodplain permit - need elevation cert from surveyor\n"
    )


# --------------------------------------------------------------------------- Rental: 611 Elm Ave, McGregor


def t_repair_list(r, dt):
    return (
        "611 Elm - make ready for sale\n"
        "- paint interior (all rooms, ceilings in kitchen) - Luis Ochoa $3,850\n- replace carpet in 2 bedrooms w/ LVP\n"
        "- fix back door threshold, rotted\n- new disposal + kitchen faucet\n- haul off junk in shed\n"
        "- service AC (Bledsoe Heating & Air)\n- fresh mulch + trim crepe myrtles\n- replace 3 missing window screens\n"
        "- deep clean - Misty, $350\nlist date goal: May 1\n"
    )


def t_paint_invoice(r, dt):
    return (
        f"Ochoa Painting & Remodel\nInvoice {r.randint(300, 499)}   {_md(dt)}\nBill to: Brenda Cole\n"
        f"Job: {ELM}\nInterior paint, 1,240 sq ft, walls and trim, Sherwin-Williams Agreeable Gray ...... $3,850.00\n"
        "LVP flooring 2 bedrooms, 310 sq ft installed ...... $1,705.00\nThreshold and door repair ...... $180.00\n"
        "TOTAL $5,735.00\nThank you!\n"
    )


def t_home_inspection(r, dt):
    return (
        "PROPERTY INSPECTION REPORT (TREC REI 7-6)\n"
        f"Prepared for: Brenda & Wade Cole (pre-listing)\nProperty: {ELM}\nDate: {_md(dt)}\n"
        f"Inspector: {_who(r)}, TREC License #{r.randint(10000, 29999)}\n\n"
        "I. STRUCTURAL: A. Foundation - pier and beam; minor settlement at NE corner, doors operate. D\n"
        "C. Roof covering - composition, approx. 12 years, granule loss on south slope. D\n"
        "II. ELECTRICAL: panel Square D 100A; missing GFCI at kitchen counters and exterior. D\n"
        "III. HVAC: 2011 Goodman, operating, 17 degree differential.\n"
        "IV. PLUMBING: galvanized supply line visible under house, recommend evaluation. D\n"
        "V. APPLIANCES: dishwasher leaking at door seal. D\n(D = deficient)\n"
    )


def t_amendment(r, dt):
    return (
        "PROMULGATED BY THE TEXAS REAL ESTATE COMMISSION (TREC)\nAMENDMENT TO CONTRACT CONCERNING THE PROPERTY AT\n"
        f"{ELM}\n\nSeller and Buyer amend the contract as follows:\n"
        "(2) Seller at Seller's expense shall complete the following repairs: install GFCI outlets at kitchen "
        "counters and exterior, replace dishwasher door seal, by a licensed electrician.\n"
        "(5) The cost of lender-required repairs and treatment is capped at $1,500.\n"
        "(3) The Sales Price is changed to $208,500.\n"
        f"Executed {_md(dt)}\nSeller: Wade A. Cole, Brenda K. Cole   Buyer: Caleb & Hannah Mayfield\n"
    )


def t_title_commitment(r, dt):
    return (
        "COMMITMENT FOR TITLE INSURANCE (T-7)\nIssued by Waco Title Company as agent for First American Title\n"
        f"GF No. {r.randint(2600000, 2699999)}-WTC   Effective date {_md(dt)}\n\n"
        "Schedule A: Proposed insured: Caleb Mayfield and Hannah Mayfield. Amount: $208,500.00\n"
        "Land: Lot 7, Block 3, Original Town of McGregor, McLennan County, Texas, known as 611 Elm Ave.\n"
        "Title vested in: Wade A. Cole and wife, Brenda K. Cole\n"
        "Schedule C: 1. Tax certificate. 2. Release of Deed of Trust recorded as Instrument No. 2007021188 "
        "(released 2022 - verify). 3. Survey or T-47 affidavit.\n"
    )


def t_net_sheet(r, dt):
    return (
        "SELLER NET SHEET - 611 Elm Ave;;\nSales price;$208,500.00;\n"
        "Listing commission (our own - broker split only);$1,251.00;\nBuyer agent 2.5%;$5,212.50;\n"
        "Owner's title policy;$1,476.00;\nEscrow fee 1/2;$400.00;\nTax proration (est);$2,140.00;\n"
        "Repairs per amendment;$1,500.00;\nSurvey;$0.00;existing + T-47\nMortgage payoff;$0.00;paid off 2022\n"
        "ESTIMATED NET;$196,520.50;\nCapital gain - ask CPA (bought 2007 for $78,000, improvements?);;\n"
    )


def t_counter_notes(r, dt):
    return (
        "Elm St offers\n5/9 Mayfield - $199,000, FHA, closing 6/20, ask $4k seller concessions\n"
        "  countered $210,000, $2k concessions\n5/11 Mayfield came back $208,500 / $2k - ACCEPTED\n"
        "5/16 option period ends 5pm. inspection done 5/13\n5/15 amendment signed - GFCI + dishwasher\n"
        "appraisal ordered 5/19. closing 6/20 at Waco Title, escrow officer Shelby\n"
        "Wade - go get the mower out of the shed before the final walk through!\n"
    )


def t_lease(r, dt, tenant=None):
    tenant = tenant or _who(r)
    return (
        "RESIDENTIAL LEASE (TEXAS REALTORS form TXR-2001)\n"
        f"Landlord: Wade A. Cole and Brenda K. Cole\nTenant(s): {tenant}\nProperty: {ELM}\n"
        f"Term: commencement {_us(dt)}, expiration {_us(dt + timedelta(days=364))}\n"
        f"Monthly rent: ${r.choice([1050, 1100, 1150, 1195])}.00 due on the 1st; late after the 3rd, $50 initial "
        "late fee.\nSecurity deposit: $1,100.00\nPets: one dog under 40 lb, $300 pet deposit.\n"
        "Tenant pays electric, gas, water. Landlord mows? No - Tenant maintains yard.\n"
    )


def t_moveout(r, dt):
    return (
        f"Move-out inspection - {ELM}\nDate {_md(dt)}   Tenant: Dustin & Kayla Bledsoe   Lived here 2021-2026\n\n"
        "Living room: nail holes, carpet worn (normal wear)\nKitchen: oven dirty, 1 cabinet door hinge broken\n"
        "Bath: ok\nBR2: hole in door ($95 to replace)\nYard: trash by shed, 2 tires\nKeys returned: 2 of 3\n"
        "Deductions: door $95, trash haul $120, cleaning oven $60, rekey $85\n"
    )


def t_deposit_letter(r, dt):
    return (
        f"{_us(dt)}\n\nDustin and Kayla Bledsoe\n(forwarding address) 318 N 8th St, Gatesville, TX 76528\n\n"
        f"Re: Security deposit refund - {ELM}\n\nDear Dustin and Kayla,\n\n"
        "Thank you for five good years on Elm. Per Texas Property Code 92.104 here is the itemized accounting "
        "of your $1,100.00 security deposit:\nInterior door BR2 $95.00; trash and tire removal $120.00; oven "
        "cleaning $60.00; rekey (1 key not returned) $85.00. Total deductions $360.00.\n"
        "Enclosed is check #2291 for $740.00.\n\nWade and Brenda Cole\n"
    )


def t_rental_income(r, dt):
    rows = ["Month;Rent;Late fee;Repairs;Vendor;Net"]
    for m in ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]:
        rep = r.choice([0, 0, 0, 85, 140, 260, 610])
        rows.append(
            f"{m};1150;{r.choice(LATE_FEES)};{rep};{r.choice(RENT_VENDORS)};{1150 - rep}"
        )
    rows.append(f"Property tax {dt.year - 1};{_usd(r, 2900, 3600)};;;;\nInsurance;{_usd(r, 980, 1400)};;;;")
    return "\n".join(rows)


def t_rental_tax(r, dt):
    return (
        f"McLennan County Tax Office - {dt.year - (dt.month < 10)} Property Tax Statement\n"
        f"Account {r.randint(100000, 999999)}\n"
        "Owner: COLE WADE A & BRENDA K\nProperty: 611 ELM AVE MCGREGOR  LOT 7 BLK 3 ORIGINAL TOWN\n"
        f"Appraised value ${r.randint(168, 196) * 1000:,}  (no homestead)\n"
        "Taxing units: McLennan County, City of McGregor, McGregor ISD, McLennan Community College\n"
        f"Total due {_usd(r, 3000, 3700)}   Delinquent after January 31\n"
    )


def t_landlord_policy(r, dt):
    return (
        "DWELLING FIRE POLICY - DP-3 - DECLARATIONS\n"
        f"Named insured: Wade A. Cole   Policy {_ref(r, 'DP3-', 7)}  Term {_md(dt)} - {_md(dt + timedelta(days=365))}\n"
        f"Location: {ELM} (tenant occupied)\nCoverage A Dwelling $185,000  Coverage L Liability $300,000\n"
        f"Fair rental value $13,800  Wind/hail deductible 2%  Annual premium {_usd(r, 1050, 1450)}\n"
    )


def t_rental_repair(r, dt):
    return (
        f"{r.choice(['Bledsoe Heating & Air', 'McGregor Plumbing', 'Roto-Rooter Waco'])}\n"
        f"Invoice {r.randint(5000, 9999)}  "
        f"{_md(dt)}\nService address: {ELM}\nBill to: Wade Cole (landlord)\n"
        f"{r.choice(RENT_REPAIRS)}\n"
        f"Total {_usd(r, 140, 640)}  Paid by card\n"
    )


def t_payoff(r, dt):
    return (
        "Brazos Community Bank\nLoan Servicing Department\n\n"
        f"{_us(dt)}\n\nWade A. Cole and Brenda K. Cole\n{HOME}\n\nRE: Loan #4400187221 - {ELM}\n\n"
        "PAID IN FULL. We have received your final payment of $3,912.44. Your loan is now paid in full. "
        "A Release of Lien will be filed with the McLennan County Clerk within 60 days and the original "
        "note will be returned to you. Your escrow balance of $611.20 will be refunded by check.\n\n"
        "Congratulations and thank you for banking with us!\n"
    )


def t_release_lien(r, dt):
    return (
        "RELEASE OF LIEN\nTHE STATE OF TEXAS  COUNTY OF McLENNAN\n\n"
        "Brazos Community Bank, holder of the note dated June 14, 2007 in the original principal amount of "
        "$62,400.00 executed by Wade A. Cole and Brenda K. Cole, secured by a deed of trust recorded as "
        "Instrument No. 2007021188, on Lot 7, Block 3, Original Town of McGregor, hereby RELEASES the lien, "
        "the note having been paid in full.\n"
        f"Filed and recorded {_md(dt)}, Instrument No. 2022{r.randint(10000, 99999)}, J.A. Andy Harwell, County Clerk\n"
    )


def t_1098(r, dt):
    return (
        f"Form 1098 Mortgage Interest Statement {dt.year - 1}\nRecipient/Lender: Brazos Community Bank\n"
        "Payer/Borrower: Wade A Cole\nProperty: 611 ELM AVE MCGREGOR TX\n"
        f"1 Mortgage interest received: {_usd(r, 180, 900)}\n2 Outstanding principal: {_usd(r, 3000, 14000)}\n"
    )


def t_amortization(r, dt):
    rows = ["Pmt;Date;Payment;Interest;Principal;Balance"]
    bal = 62400.0
    for i in range(1, 37):
        intr = bal * 0.0625 / 12
        pr = 532.0 - intr
        bal -= pr
        rows.append(f"{i};{(i + 5) % 12 + 1}/1/{2007 + (i + 5) // 12};532.00;{intr:.2f};{pr:.2f};{bal:,.2f}")
    rows.append("...;;;;;\nextra principal 2019-2022 - paid off 4/2022;;;;;")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Finance


def t_bank_stmt(r, dt):
    bal = r.uniform(6000, 21000)
    lines = ["Brazos Community Bank", "P.O. Box 1030, McGregor, TX 76657", f"Statement period ending {_md(dt)}",
             "WADE A COLE / BRENDA K COLE   Ranch & Home Checking  xxxx4471", f"Beginning balance {bal:,.2f}", ""]
    for i in range(r.randint(10, 16)):
        d = dt - timedelta(days=30 - i * 2)
        desc, lo, hi = r.choice(
            [("DEPOSIT BLUEBONNET COUNTRY REALTY COMMISSION", 2500, 9000),
             ("HAMILTON COMMISSION CO SETTLEMENT", 3000, 14000), ("CHECK", -900, -60),
             ("HEB #412 MCGREGOR", -280, -40), ("BOSQUE VALLEY ELEC COOP ACH", -420, -160),
             ("CRAWFORD FEED & SUPPLY", -1600, -90), ("FORD CREDIT AUTOPAY", -718, -718),
             ("GM FINANCIAL AUTOPAY", -642.55, -642.55), ("VERIZON WIRELESS", -212, -188),
             ("FIRST BAPTIST CRAWFORD GIVING", -400, -250), ("WALGREENS #06312", -90, -12)]
        )
        amt = r.uniform(lo, hi)
        bal += amt
        lines.append(f"{d:%m/%d}  {desc:<44} {amt:>10,.2f} {bal:>11,.2f}")
    lines.append(f"Ending balance {bal:,.2f}")
    return "\n".join(lines)


def t_tax_return(r, dt):
    yr = dt.year - 1
    return (
        f"Form 1040 U.S. Individual Income Tax Return {yr}\nFiling status: Married filing jointly\n"
        f"Wade A Cole & Brenda K Cole  {HOME}\n\n1a Wages: 0\n8 Schedule 1 additional income: "
        f"{_usd(r, 60000, 110000)}\n  Schedule C (real estate sales): {_usd(r, 48000, 92000)}\n"
        f"  Schedule F (cattle): {_usd(r, -4000, 14000)}\n  Schedule E (rental 611 Elm): {_usd(r, 6000, 11000)}\n"
        f"11 Adjusted gross income: {_usd(r, 80000, 130000)}\n12 Standard deduction: $29,200\n"
        f"23 Self-employment tax: {_usd(r, 7000, 13000)}\n24 Total tax: {_usd(r, 11000, 22000)}\n"
        f"26 Estimated payments: {_usd(r, 10000, 20000)}\n34 Overpaid / 37 Amount owed: {_usd(r, 200, 3000)}\n"
        "Prepared by Pittman & Garza CPAs, Waco\n"
    )


def t_cpa_engagement(r, dt):
    return (
        "PITTMAN & GARZA, CPAs, PLLC\n5400 Bosque Blvd Suite 210, Waco TX 76710\n\n"
        f"{_us(dt)}\n\nDear Wade and Brenda,\n\nThis letter confirms our engagement to prepare your {dt.year - 1} "
        "federal income tax return (Form 1040 with Schedules C, E, F and SE). Our fee is based on time, "
        "estimated at $1,150-$1,400. Please return the enclosed organizer with your 1099s, your farm income "
        "and expense summary, mileage log, and records of any property you sold.\n\n"
        "Please note: if you sell the McGregor rental in 2026 we should talk about depreciation recapture "
        "before closing.\n\nLinda Garza, CPA\n"
    )


def t_organizer(r, dt):
    return (
        f"{dt.year - 1} TAX ORGANIZER - COLE\n\nIncome documents enclosed:\n[x] 1099-NEC Bluebonnet Country Realty\n"
        "[x] Sale barn settlements (Hamilton, Gatesville)\n[x] 1099-INT Brazos Community Bank\n"
        "[x] Rental income/expense summary 611 Elm\n[ ] 1099-R (none)\n\nQuestions:\nDid you buy or sell any "
        "property? YES - barn destroyed, insurance claim pending\nHealth insurance through Marketplace? YES, "
        "Form 1095-A enclosed\nEstimated tax payments: 4 x $3,800\n"
    )


def t_estimated_tax(r, dt):
    return (
        "Form 1040-ES Payment Voucher\n"
        f"Tax year {dt.year}  Voucher {r.randint(1, 3)}  Due {r.choice(['April 15', 'June 15', 'September 15'])}\n"
        "Wade A & Brenda K Cole   SSN ***-**-2217 / ***-**-4418\nAmount of estimated tax you are paying: $3,800.00\n"
        f"Paid via IRS Direct Pay, confirmation {r.randint(10**14, 10**15 - 1)}\n"
    )


def t_ira(r, dt):
    return (
        f"Edward Jones - Quarterly Statement\nPeriod ending {_md(dt)}\n"
        f"Account holder: {r.choice(['Brenda K Cole', 'Wade A Cole'])}\n"
        f"Account type: {r.choice(['Roth IRA', 'Traditional IRA', 'SEP IRA'])}\n"
        f"Beginning value {_usd(r, 48000, 160000)}   Ending value {_usd(r, 50000, 170000)}\n"
        "Holdings: American Funds Growth Fund of America 42%, Capital Income Builder 33%, Bond Fund of America 25%\n"
        f"Financial advisor: {_who(r)}, Waco\n"
    )


def t_budget(r, dt):
    rows = ["Category;Monthly;Notes"]
    for c, lo, hi in [("Groceries HEB", 700, 1100), ("Electric co-op", 180, 420), ("Propane", 60, 180),
                      ("Phones Verizon", 188, 212), ("Internet", 89, 89), ("Truck pmt Silverado", 642, 643),
                      ("Truck pmt F-250", 718, 719), ("Truck insurance", 301, 330), ("Health ins premium", 980, 1240),
                      ("Church", 400, 400), ("Wedding fund", 1500, 1500), ("Eating out", 150, 320),
                      ("Grandkids", 50, 150), ("Savings / IRA", 500, 800)]:
        rows.append(f"{c};{_usd(r, lo, hi)};")
    rows.append(f"Budget {dt.year} - B & W;;review with Wade monthly")
    return "\n".join(rows)


def t_cc_stmt(r, dt):
    lines = ["Chase Freedom Unlimited  Statement", f"Closing date {_md(dt)}   Account ending 2210", "BRENDA K COLE", ""]
    for _ in range(r.randint(8, 14)):
        lines.append(
            f"{(dt - timedelta(days=r.randint(1, 29))):%m/%d} "
            f"{r.choice(CC_SHOPS)} "
            f"{r.uniform(8, 380):.2f}"
        )
    lines.append(f"New balance {_usd(r, 600, 3400)}   Minimum payment due {_usd(r, 35, 90)}")
    return "\n".join(lines)


def t_money_article(r, dt):
    return (
        "Roth IRA vs. Traditional IRA: Which Is Right for You After 50?\n\n"
        "If you are self-employed, a SEP IRA lets you put away up to 25% of net earnings. Catch-up "
        "contributions let savers over 50 add an extra $1,000 to an IRA. Roth withdrawals are tax free after "
        "59 1/2 if the account is five years old; traditional IRA contributions may be deductible now but are "
        "taxed later. Consider your tax bracket now versus in retirement.\n"
    )


# --------------------------------------------------------------------------- Home


def t_property_tax(r, dt):
    return (
        f"McLennan County Tax Assessor-Collector\n{dt.year - (dt.month < 10)} PROPERTY TAX STATEMENT\n"
        f"Account {r.randint(100000, 999999)}\n"
        f"COLE WADE A & BRENDA K\n{HOME}\nLegal: A0412 J HANCOCK 300.12 AC (AG) + HOMESITE\n\n"
        "Exemptions: HS (homestead), OV65 none; Ag 1-d-1 on 299.12 ac\n"
        "McLennan County      $" + f"{r.uniform(900, 1500):,.2f}\nCrawford ISD         ${r.uniform(2400, 3600):,.2f}\n"
        f"McLennan Comm Coll   ${r.uniform(200, 340):,.2f}\nESD #2 (fire)        ${r.uniform(90, 170):,.2f}\n"
        f"TOTAL DUE            {_usd(r, 3800, 5600)}\nPay by January 31 to avoid penalty and interest.\n"
    )


def t_homestead(r, dt):
    return (
        "Form 50-114 Residence Homestead Exemption Application\nMcLennan Central Appraisal District\n\n"
        "Applicant: Brenda K. Cole   Co-owner: Wade A. Cole\n"
        f"Property: {HOME} - homesite 1.0 acre\nDate you began occupying as principal residence: 01/01/2005\n"
        "Exemptions requested: General residence homestead (Tax Code 11.13(a),(b))\n"
        f"Driver's license address matches: yes   Signed {_md(dt)}\n"
    )


def t_home_policy(r, dt):
    return (
        "LONE STAR FARM & RANCH MUTUAL - FARM & RANCH POLICY DECLARATIONS\n"
        f"Policy FRP-{r.randint(100000, 999999)}   Policy period {_md(dt)} to {_md(dt + timedelta(days=365))}\n"
        f"Named insured: Wade A. & Brenda K. Cole  {HOME}\n"
        "Coverage A Dwelling $412,000  B Other structures $41,200  C Personal property $206,000\n"
        "E Farm structures: hay barn $70,000; loafing shed $12,000; pens $8,000\nF Farm personal property $60,000\n"
        f"L Liability $500,000   Wind/hail deductible 1% of Coverage A\nAnnual premium {_usd(r, 5200, 7100)}\n"
    )


def t_electric(r, dt):
    kwh = r.randint(1100, 3300)
    return (
        f"Bosque Valley Electric Cooperative\nMember: COLE, WADE  Acct {r.randint(100000, 999999)}\n"
        f"Service: {HOME}  (house meter)\nBilling date {_md(dt)}\nkWh used {kwh}   Rate $0.1185\n"
        f"Energy charge ${kwh * 0.1185:,.2f}  Customer charge $32.50  Power cost adj ${kwh * 0.01:,.2f}\n"
        f"Amount due ${kwh * 0.1285 + 32.5:,.2f}  Draft date {_md(dt + timedelta(days=18))}\n"
    )


def t_propane(r, dt):
    g = r.randint(180, 420)
    p = r.uniform(2.19, 2.89)
    return (
        f"Central Texas Propane - Delivery Ticket {r.randint(10000, 99999)}\n{_md(dt)}\nCustomer: Wade Cole\n"
        f"Tank: 500 gal owned   Gallons delivered {g}   Price/gal ${p:.3f}\nTotal ${g * p:,.2f}\nTank now ~80%\n"
    )


def t_well(r, dt):
    return (
        f"Hewitt Water Well & Pump\nInvoice {r.randint(2000, 2999)}  {_md(dt)}\nCustomer: Cole, Crawford\n"
        "House well: pulled pump, replaced 1.5 HP Goulds submersible and 20 ft drop pipe, new pressure switch.\n"
        f"Parts {_usd(r, 1400, 1900)}  Labor {_usd(r, 600, 900)}\nWater sample to county lab - coliform negative.\n"
    )


def t_hvac(r, dt):
    return (
        f"Bledsoe Heating & Air\nService ticket {r.randint(40000, 49999)}  {_md(dt)}\nCustomer: Brenda Cole - {HOME}\n"
        "Spring AC maintenance (Comfort Club): cleaned condenser coil, checked refrigerant R-410A, "
        f"capacitor 45/5 reading low - replaced.\nTotal {_usd(r, 129, 289)}  Next visit: fall heat check\n"
    )


def t_septic(r, dt):
    return (
        f"Triple S Septic Service\n{_md(dt)}\n{HOME}\nPumped 1,000 gal tank, inspected baffles, aerobic sprayer "
        f"heads cleaned, chlorine tablets added.\nAerobic maintenance contract renewal (3 visits/yr) $285.00\n"
        f"Pump-out $425.00\nTotal {_usd(r, 700, 720)}\nReport filed with McLennan County OSSF.\n"
    )


def t_internet(r, dt):
    return (
        f"Nextlink Internet\nAccount {r.randint(10000000, 99999999)}  Bill date {_md(dt)}\nService address {HOME}\n"
        "Plan: 100 Mbps fixed wireless ....... $89.00\nEquipment ....... $0.00\nTotal $89.00 autopay\n"
    )


# --------------------------------------------------------------------------- Health


def t_a1c_log(r, dt):
    rows = ["Date;A1C %;Fasting avg;Weight lb;Meds;Dr"]
    a1c = 8.9
    for i in range(8, -1, -1):
        d = dt - timedelta(days=i * 91)
        a1c = max(6.4, a1c - r.uniform(-0.2, 0.45))
        rows.append(
            f"{_md(d)};{a1c:.1f};{r.randint(118, 176)};{r.randint(226, 251)};"
            f"{r.choice(MEDS)};Whitfield"
        )
    return "\n".join(rows)


def t_libre(r, dt):
    lines = [
        "FreeStyle LibreLink export,Patient: Wade Cole,Device: FreeStyle Libre 3",
        "Device Timestamp,Record Type,Historic Glucose mg/dL,Notes",
    ]
    for i in range(r.randint(30, 45)):
        t = dt - timedelta(minutes=15 * i)
        lines.append(
            f"{t:%m-%d-%Y %I:%M %p},0,{r.randint(92, 231)},{r.choice(['', '', '', 'after supper', 'hay day'])}"
        )
    return "\n".join(lines)


def t_visit_summary(r, dt):
    return (
        "Central Texas Endocrine Associates - After Visit Summary\n"
        f"Patient: Wade A. Cole   DOB 08/19/1970   Visit {_md(dt)}\nProvider: Rebecca Whitfield, MD\n\n"
        f"Reason: Type 2 diabetes mellitus follow-up (E11.65)\nA1C today: {r.uniform(6.6, 7.8):.1f}%  "
        f"BP {r.randint(124, 142)}/{r.randint(76, 88)}  Wt {r.randint(226, 245)} lb\n"
        "Plan: continue metformin 1000 mg twice daily and empagliflozin 10 mg; increase semaglutide to 1 mg "
        "weekly. Keep wearing the Libre 3 sensor. Foot exam: monofilament normal. Annual diabetic eye exam due.\n"
        "Follow up in 3 months with labs (CMP, lipid panel, urine microalbumin).\n"
    )


def t_labs(r, dt):
    return (
        "Clinical Pathology Laboratories - Final Report\n"
        f"Patient: {r.choice(['COLE, WADE A', 'COLE, BRENDA K'])}   Collected {_md(dt)}\n"
        f"Hemoglobin A1c {r.uniform(5.4, 7.9):.1f} %  (ref 4.8-5.6) H\nGlucose, fasting {r.randint(88, 168)} mg/dL\n"
        f"Cholesterol {r.randint(150, 230)}  LDL {r.randint(70, 140)}  HDL {r.randint(36, 62)}  Trig "
        f"{r.randint(90, 260)}\n"
        f"Creatinine {r.uniform(0.7, 1.2):.2f}  eGFR {r.randint(70, 99)}\n"
        f"Urine microalbumin/creatinine {r.randint(8, 40)} mg/g\n"
    )


def t_pharmacy(r, dt):
    return (
        f"Walgreens #06312 McGregor - Prescription Receipt\n{_md(dt)}\nPatient: COLE, WADE\n"
        f"OZEMPIC 1MG/DOSE PEN  qty 1   copay {_usd(r, 25, 95)}\nMETFORMIN 1000MG TAB  qty 180   copay $0.00\n"
        f"FREESTYLE LIBRE 3 SENSOR  qty 2   copay {_usd(r, 30, 75)}\nFSA eligible.\n"
    )


def t_med_list(r, dt):
    return (
        "WADE - meds (keep in wallet)\nmetformin 1000 mg - 2x day with food\nJardiance 10 mg - morning\n"
        "Ozempic 1 mg - Sunday night\nlisinopril 10 mg - morning\natorvastatin 20 mg - bedtime\n"
        "Libre 3 sensor - change every 14 days (back of arm)\nAllergic: sulfa\nDr Whitfield (254) 555-0122\n"
        "if sugar under 70 - 4 oz juice, recheck in 15 min\n"
    )


def t_mammogram(r, dt):
    return (
        "Hillcrest Breast Imaging Center - Screening Mammogram Report\n"
        f"Patient: Brenda K. Cole   DOB 03/02/1974   Exam date {_md(dt)}\n"
        "Findings: scattered fibroglandular densities. No suspicious mass, calcifications or architectural "
        "distortion.\nIMPRESSION: BI-RADS 1 - Negative. Recommend annual screening mammogram.\n"
    )


def t_eob(r, dt):
    return (
        f"Blue Cross Blue Shield of Texas - EXPLANATION OF BENEFITS\nThis is not a bill.\nStatement date {_md(dt)}\n"
        f"Member: {r.choice(['WADE COLE', 'BRENDA COLE'])}  Plan: Blue Advantage Silver HMO (Marketplace)\n"
        f"Provider: {r.choice(PROVIDERS)}\n"
        f"Billed {_usd(r, 180, 900)}  Allowed {_usd(r, 90, 400)}  Plan paid {_usd(r, 40, 300)}  "
        f"You owe {_usd(r, 20, 120)}\nDeductible met: {_usd(r, 800, 4200)} of $5,400\n"
    )


def t_plan_summary(r, dt):
    return (
        f"HealthCare.gov - {dt.year} Eligibility & Enrollment Notice\nHousehold: Wade Cole, Brenda Cole\n"
        "Plan: Blue Cross Blue Shield of Texas Blue Advantage Silver HMO 205\n"
        f"Monthly premium {_usd(r, 1700, 2100)}  Advance premium tax credit {_usd(r, 600, 1000)}  You pay "
        f"{_usd(r, 980, 1240)}\nDeductible $5,400 per person  Out-of-pocket max $9,200\n"
        "Report income changes (commission income) during the year.\n"
    )


def t_eye_exam(r, dt):
    return (
        f"Waco Eye Associates\nDiabetic Eye Exam Report   {_md(dt)}\nPatient: Wade Cole\n"
        "Dilated fundus exam OU: no diabetic retinopathy. No macular edema.\nVA 20/25 OD, 20/20 OS with correction.\n"
        "Letter sent to Dr. Whitfield. Return in 12 months.\n"
    )


def t_ada(r, dt):
    return (
        "Diabetes Plate Method\nAmerican Diabetes Association patient handout\n\n"
        "Fill half your plate with non-starchy vegetables, one quarter with lean protein and one quarter with "
        "carbohydrate foods. Choose water or zero-calorie drinks. A typical meal is 45-60 grams of carbohydrate "
        "for men. Check your blood glucose 2 hours after meals to learn how foods affect you.\n"
    )


def t_carbs(r, dt):
    return (
        "CARB COUNTING CHEAT SHEET (15 g carb = 1 serving)\n1 slice bread, 1 small tortilla, 1/3 cup rice, "
        "1/2 cup beans, 1 small potato, 1 cup milk, 1 small apple, 1/2 banana, 3 cups popcorn\n"
        "Free foods: coffee, diet soda, salad greens, salsa, pickles\nTex-Mex: 1 chip ~ 1.5 g carb, beware!\n"
    )


# --------------------------------------------------------------------------- Vehicles


TRUCKS = [
    ("2019 Ford F-250 Super Duty XLT", "1FT7W2BT4KEC", "Wade"),
    ("2022 Chevrolet Silverado 1500 LT", "3GCUYDED8NG", "Brenda"),
]


def t_registration(r, dt):
    t = r.choice(TRUCKS)
    return (
        "TEXAS DEPARTMENT OF MOTOR VEHICLES - Registration Renewal Receipt\n"
        f"{_md(dt)}  McLennan County Tax Office\nOwner: {t[2]} Cole\nVehicle: {t[0]}\n"
        f"VIN {t[1]}{r.randint(10000, 99999)}\n"
        f"Plate {r.choice(['RFK', 'NMX', 'PTD'])}-{r.randint(1000, 9999)}\nRegistration fee $50.75  Local fees $31.50  "
        "State inspection fee $7.50\nTotal $89.75  Expires next year same month\n"
    )


def t_state_inspection(r, dt):
    t = r.choice(TRUCKS)
    return (
        f"VEHICLE INSPECTION REPORT - Texas DPS\nStation: Crawford Quick Lube  {_md(dt)}\nVehicle {t[0]}\n"
        f"Odometer {r.randint(40000, 140000)}\nSafety: PASS\nReport #{r.randint(10**9, 10**10 - 1)}\n"
    )


def t_service(r, dt):
    t = r.choice(TRUCKS)
    return (
        f"{r.choice(['Bird-Kultgen Ford', 'Allen Samuels Chevrolet', 'Crawford Quick Lube'])}\nRepair Order "
        f"{r.randint(400000, 499999)}  {_md(dt)}\nCustomer: {t[2]} Cole   {t[0]}  Miles {r.randint(40000, 140000)}\n"
        f"{r.choice(TRUCK_JOBS)}\n"
        f"Total {_usd(r, 79, 980)}\n"
    )


def t_tires(r, dt):
    return (
        f"Discount Tire #TXW 12  Invoice {r.randint(10000, 99999)}  {_md(dt)}\nCustomer: Wade Cole  2019 F-250\n"
        "4 x BFGoodrich All-Terrain T/A KO2 LT275/70R18 @ $319.99\nInstallation, TPMS service kits, certificates\n"
        f"Total {_usd(r, 1450, 1650)}\n"
    )


def t_auto_policy(r, dt):
    return (
        "Texas Auto Policy - Declarations\nInsurer: Lone Star Farm & Ranch Mutual\n"
        f"Policy {_ref(r, 'TXA-', 7)}  Period {_md(dt)} - {_md(dt + timedelta(days=182))}\n"
        "Named insured: Wade & Brenda Cole\n"
        "Vehicles: 1) 2019 Ford F-250  2) 2022 Chevrolet Silverado 1500\nDrivers: Wade A Cole, Brenda K Cole\n"
        "Liability 100/300/100, UM/UIM 100/300, PIP $2,500, Comp ded $500, Collision ded $1,000\n"
        f"6-month premium {_usd(r, 1780, 1980)}\n"
    )


def t_truck_loan(r, dt):
    return (
        f"GM Financial - Monthly Statement\nAccount 1104{r.randint(100000, 999999)}  Statement {_md(dt)}\n"
        "Borrower: Brenda K Cole   2022 Chevrolet Silverado 1500 LT\n"
        f"Payment due $642.55 on the 14th   Principal balance {_usd(r, 14000, 19000)}   APR 4.9%\nAutopay: ON\n"
    )


def t_bill_of_sale(r, dt):
    return (
        "BILL OF SALE - MOTOR VEHICLE\n\nSeller: Wade A. Cole, Crawford TX\nBuyer: Rusty Dvorak, West TX\n"
        f"Vehicle: 2008 Ford F-150 XL, VIN 1FTRF12W88KD{r.randint(10000, 99999)}, odometer 231,460\n"
        f"Price: $6,800.00 cash, sold AS IS.  Date {_md(dt)}\nForm 130-U signed and title delivered to buyer.\n"
    )


# --------------------------------------------------------------------------- Church


def t_newsletter(r, dt, month=None):
    return (
        f"GRACE NOTES\nWomen's Ministry of First Baptist Church, Crawford - {month or f'{dt:%B %Y}'}\n\n"
        f'"{r.choice(VERSES)}"\n\n'
        f"BIBLE STUDY: Tuesday mornings 9:30 in the fellowship hall - we are in week {r.randint(2, 9)} of "
        f"{r.choice(['Ruth', 'Philippians', 'the Psalms of Ascent', 'James'])}. Childcare provided.\n"
        f"BIRTHDAYS: {_who(r)}, {_who(r)}, {_who(r)}\n"
        f"MEALS MINISTRY: please sign up to bring supper to the {r.choice(SURN)} family (new baby) and to "
        f"Miss {r.choice(['Opal', 'Wanda', 'Dorothy', 'Jean'])} after her hip surgery.\n"
        f"LADIES' NIGHT OUT: {r.choice(['Paint night', 'Salad supper', 'Spring Tea', 'Christmas cookie swap'])} "
        f"- bring a friend!\nPRAYER: {_who(r)} (cancer treatment), the {r.choice(SURN)} family, our missionaries "
        "in Honduras.\n\nBrenda Cole, newsletter editor - send items by the 20th to brenda.cole@bluebonnetcountry.com\n"
    )


def t_prayer_list(r, dt):
    lines = [f"Women's ministry prayer list - updated {_md(dt)}", ""]
    for _ in range(r.randint(8, 13)):
        lines.append(
            f"- {_who(r)}: "
            f"{r.choice(PRAYERS)}"
        )
    lines.append("\nPRAISE: Wade's barn - no one hurt in the storm!")
    return "\n".join(lines)


def t_tea_flyer(r, dt):
    return (
        "You're Invited!\nSPRING LADIES' TEA\nSaturday, April 25, 2026 - 10:30 a.m.\nFirst Baptist Church Crawford, "
        'Fellowship Hall\nSpeaker: Kristi Tatum - "Rooted: Growing Where God Plants You"\n'
        "Wear your favorite hat! Tables hosted by our ladies. Tickets free - RSVP to Brenda by April 19.\n"
    )


def t_ministry_budget(r, dt):
    return (
        "Women's Ministry budget;2026;\nLine;Budget;Spent YTD\nBible study books;$600;$412.30\n"
        "Spring Tea;$450;$388.15\nNewsletter printing;$240;$96.00\nMeals ministry;$300;$145.00\n"
        "Retreat scholarships;$800;$0\nChristmas brunch;$500;$0\nTOTAL;$2,890;$1,041.45\n"
    )


def t_contacts(r, dt):
    lines = ["name,phone,email,class,newsletter"]
    for _ in range(r.randint(18, 26)):
        n = _who(r)
        lines.append(
            f"{n},(254) 555-{r.randint(1000, 9999)},{n.split()[0].lower()}{r.randint(1, 99)}@gmail.com,"
            f"{r.choice(['Tue Bible study', 'Sunday ladies class', 'Young moms', ''])},{r.choice(['email', 'paper'])}"
        )
    return "\n".join(lines)


def t_meeting_notes(r, dt):
    return (
        f"Women's ministry team meeting {_md(dt)}\nPresent: Brenda, Kristi, Connie, Donna, Pastor Mike's wife Tammy\n\n"
        "- Fall study: vote between Jen Wilkin and Priscilla Shirer -> Wilkin\n- Retreat Oct 2-3 at Glen Lake - "
        "Brenda can't (wedding Oct 17, too much going on), Kristi will lead\n- newsletter goes out 1st Sunday, "
        "paper copies for the older ladies\n- budget ok, $1,041 spent\n"
    )


def t_bible_study(r, dt):
    return (
        f"{r.choice(STUDIES)}\n"
        "Week 3 - Study Guide\n\nRead the chapter twice. What does this passage teach about God? About people? "
        "What does it ask you to do?\nDay 1: observation. Day 2: interpretation. Day 3: application.\n"
        "Memory verse: Philippians 4:6-7.\n"
    )


def t_devotional(r, dt):
    return (
        "Morning Devotions for Busy Women - 30 days\n\nDay 12: Seasons\nThere is a time for everything, and a "
        "season for every activity under the heavens (Ecclesiastes 3:1). Storms come to every farm...\n"
    )


def t_vbs(r, dt):
    return (
        'VBS 2024 "Camp Firelight" - director notes (Brenda)\nJune 10-14, 2024  9:00-12:00\n'
        "Registered: 86 kids, 31 volunteers\nCrafts $420, snacks $310, decorations $260, T-shirts $540\n"
        "Mission offering: $1,287 for Buckner children's home\nThank-you notes sent 6/20. DONE - handing off "
        "to Amber for 2025!\n"
    )


# --------------------------------------------------------------------------- Family: wedding, papers, college

WEDDING = "October 17, 2026"


def t_venue(r, dt):
    return (
        "MAGNOLIA RIDGE EVENT BARN - Valley Mills, Texas\nEVENT RENTAL AGREEMENT\n\n"
        f"Client: Kaylee Cole & Tanner Briggs (contact: Brenda Cole, mother of the bride)\nEvent date: {WEDDING}\n"
        "Ceremony 5:00 pm under the live oaks, reception in the barn until 11:00 pm. Capacity 250.\n"
        "Rental fee: $8,500. Retainer $2,500 paid on signing; balance due 30 days before the event.\n"
        "Includes tables, chairs, bridal suite, string lights, day-before rehearsal 1 hour.\n"
        "Client must use a licensed and insured caterer and TABC-certified bartender.\n"
        f"Signed {_md(dt)}\n"
    )


def t_caterer(r, dt):
    return (
        f"Bosque Smokehouse Catering\nQuote for Cole-Briggs wedding  {WEDDING}\nPrepared {_md(dt)}\n\n"
        "Guests: 180\nBrisket, smoked chicken thighs, jalapeno sausage, mac & cheese, green beans, potato salad, "
        "rolls, banana pudding\n$28.50 per person = $5,130.00\nStaff (6) 5 hrs $1,200.00\nIced tea & lemonade "
        "station $360.00\nTax & service 18% $1,204.20\nTotal $7,894.20  Deposit 25% to hold date\n"
    )


def t_photographer(r, dt):
    return (
        "PHOTOGRAPHY SERVICES CONTRACT - Shelby Rhodes Photography\n"
        f"Clients: Kaylee Cole and Tanner Briggs   Wedding date {WEDDING}, Magnolia Ridge, Valley Mills\n"
        "Package: Gold - 8 hours, second shooter, engagement session, online gallery, 10x10 album\n"
        f"Total $3,400.00; retainer $1,000.00 paid {_md(dt)}; balance due 2 weeks before the wedding.\n"
    )


def t_guest_list(r, dt):
    rows = ["Name;Side;Adults;Kids;Address;Save the date;RSVP"]
    for _ in range(r.randint(40, 60)):
        rows.append(
            f"{_who(r)} family;{r.choice(['Bride', 'Bride', 'Groom'])};{r.randint(1, 2)};{r.randint(0, 3)};"
            f"{r.choice(['Crawford', 'McGregor', 'Waco', 'Stephenville', 'Temple', 'Hico', 'Fort Worth'])} TX;"
            f"{r.choice(['sent', 'sent', 'need addr'])};"
        )
    return "\n".join(rows)


def t_wedding_budget(r, dt):
    return (
        "Kaylee & Tanner wedding budget;;;\nItem;Budget;Quote;Paid\nVenue Magnolia Ridge;8500;8500;2500\n"
        "Catering Bosque Smokehouse;8000;7894.20;1973.55\nPhotographer Shelby Rhodes;3500;3400;1000\n"
        "Flowers;2500;2860;0\nDJ;1400;1250;300\nDress (David's Bridal);1500;1389;1389\nCake;700;640;0\n"
        "Invitations;400;362;0\nBar + bartender;2200;;\nRehearsal dinner (Briggs family pays);0;;\n"
        "TOTAL;28700;;\nwedding fund balance;;;14,200\n"
    )


def t_dress_receipt(r, dt):
    return (
        f"David's Bridal #0419 Waco\nReceipt {r.randint(100000, 999999)}  {_md(dt)}\nCustomer: Kaylee Cole\n"
        "Wedding gown style WG4012 ivory size 8 ...... $1,199.00\nAlterations package ...... $190.00\n"
        "Paid in full VISA ending 2210.  Gown arrival est. 14 weeks. Bring shoes to first fitting.\n"
    )


def t_florist(r, dt):
    return (
        f"Wildflower Lane Floral - Proposal  {_md(dt)}\nEvent: Cole-Briggs wedding {WEDDING}\n"
        "Bridal bouquet (white garden roses, eucalyptus, sunflowers) $285\n6 bridesmaid bouquets $540\n"
        "Boutonnieres (10) $250\nArbor swag $450\n18 centerpieces in mason jars $1,080\nDelivery & setup $255\n"
        "Total $2,860.00  Deposit 30% to reserve\n"
    )


def t_dj(r, dt):
    return (
        f"Texas Two-Step Entertainment - DJ Agreement\nEvent {WEDDING}, Magnolia Ridge Event Barn\n"
        'Client Kaylee Cole. Ceremony sound + reception 6 hrs, uplighting, MC. First dance: "Die a Happy Man".\n'
        f"Fee $1,250.00, deposit $300.00 received {_md(dt)}.\n"
    )


def t_hotel_eml(r, dt):
    return (
        "From: Sales <sales@hamptonwacosouth.com>\nTo: Brenda Cole <brenda.cole@bluebonnetcountry.com>\n"
        f"Date: {dt:%a, %d %b %Y} 10:04:19 -0500\nSubject: Room block - Cole/Briggs Wedding Oct 16-18\n\n"
        "Hi Brenda,\n\nYour courtesy block of 20 rooms for October 16-18, 2026 is set up at $139/night. Guests "
        "can book with group code CBW. Rooms not picked up by September 25 will be released back.\n\n"
        "Thank you,\nAshley, Hampton Inn Waco South\n"
    )


def t_invitation(r, dt):
    return (
        "Together with their families\nKAYLEE ANN COLE\nand\nTANNER JAMES BRIGGS\nrequest the pleasure of your "
        "company\nat their marriage\nSaturday, the seventeenth of October\ntwo thousand twenty-six\nat five o'clock "
        "in the evening\nMagnolia Ridge Event Barn\nValley Mills, Texas\nDinner and dancing to follow\n"
    )


def t_wedding_timeline(r, dt):
    return (
        "Wedding day timeline - DRAFT\n10:00 hair & makeup in bridal suite\n2:00 photographer arrives\n"
        "3:30 first look by the pond\n4:30 guests arrive, DJ prelude\n5:00 ceremony - Pastor Mike\n"
        "5:30 family photos\n6:15 grand entrance, dinner (Bosque Smokehouse)\n7:15 toasts (Jenna + Tanner's brother)\n"
        "7:30 first dance, father-daughter (Wade - practice!!)\n9:30 cake\n10:45 sparkler exit\n"
    )


def t_rehearsal(r, dt):
    return (
        "rehearsal dinner ideas - Briggs family hosting\n- Friday 10/16, 6:30pm after rehearsal\n"
        "- Diamond Back's? Cafe Homestead? backyard crawfish (too late in season)\n- ~45 people\n"
        "- Brenda: slideshow of Kaylee growing up -> ask Jenna for the old photos on the iMac backup\n"
    )


def t_will(r, dt):
    return (
        "LAST WILL AND TESTAMENT OF WADE ALLEN COLE\n\nI, Wade Allen Cole, of McLennan County, Texas, declare "
        "this to be my Will. I give all of my estate to my wife, Brenda Kay Cole. If she does not survive me, "
        "I give my estate in equal shares to my children Jenna Cole Pruitt, Kaylee Ann Cole and Tyler Wade "
        "Cole, the ranch land to be held in common and not partitioned for ten years.\nI appoint Brenda Kay "
        f"Cole Independent Executor without bond.\nSigned {_md(dt)} before witnesses. Self-proving affidavit "
        "attached. Prepared by Kubiak Law Office, West, Texas.\n"
    )


def t_poa(r, dt):
    return (
        "MEDICAL POWER OF ATTORNEY DESIGNATION OF HEALTH CARE AGENT\n(Texas Health & Safety Code 166.164)\n\n"
        "I, Brenda Kay Cole, appoint Wade Allen Cole as my agent to make any and all health care decisions for "
        "me, except to the extent I state otherwise. Alternate agent: Jenna Cole Pruitt.\n"
        f"Signed {_md(dt)}, two witnesses.\n"
    )


def t_grandkids(r, dt):
    return (
        "Avery & Brooks - info for when they stay with us\nAvery (6) - Crawford Elementary, 1st grade, "
        "Mrs. Sanders. pick up 3:15 car line, tag #114. allergic to amoxicillin\nBrooks (3) - naps 1-3, "
        "nightlight, NO juice after 6\nJenna cell (254) 555-0166  Josh cell (254) 555-0171\n"
        "Pediatrician: Dr. Garza, Waco Pediatrics (254) 555-0150\ncar seats in Brenda's truck\n"
    )


def t_tuition(r, dt):
    return (
        "Tarleton State University - Student Account Statement\n"
        f"Student: Tyler W. Cole  ID 50{r.randint(100000, 999999)}\n"
        f"Term: {'Fall' if dt.month >= 7 else 'Spring'} {dt.year}\nTuition & fees {_usd(r, 4700, 5600)}\n"
        "Housing - Traditions Hall "
        f"{_usd(r, 2600, 3100)}\nMeal plan {_usd(r, 1800, 2100)}\nPell/TEXAS Grant -{_usd(r, 1000, 2400)}\n"
        f"Parent payment plan 4 installments\nBalance due {_usd(r, 2500, 6000)}\n"
    )


def t_fafsa(r, dt):
    return (
        f"FAFSA Submission Summary {dt.year}-{dt.year + 1}\nStudent: Tyler Wade Cole\nSchool: Tarleton State "
        "University (003631)\nParents: Wade A Cole, Brenda K Cole\nExpected Family Contribution: "
        f"{r.randint(4000, 14000)}\nDependency status: dependent\n"
    )


def t_dorm(r, dt):
    return (
        "Tarleton State University Residence Life - Housing Agreement\nResident: Tyler Cole\n"
        "Assignment: Traditions Hall North, room 214, roommate Brandon Holloway\nTerm: academic year, Aug-May\n"
        f"Signed {_md(dt)} (parent guarantor Brenda Cole)\n"
    )


def t_grad(r, dt):
    return (
        "Tarleton State University Commencement\nSaturday, May 11, 2024 - Wisdom Gym, Stephenville\n"
        "Tyler Wade Cole - Bachelor of Science, Agricultural Business\nGuest tickets: 6. Party at the ranch after - "
        "brisket from Bosque Smokehouse, 60 people\n"
    )


def t_1098t(r, dt):
    return (
        f"Form 1098-T Tuition Statement {dt.year - 1}\nFiler: Tarleton State University\nStudent: Tyler W Cole\n"
        f"1 Payments received for qualified tuition: {_usd(r, 9000, 11500)}\n5 Scholarships or grants: "
        f"{_usd(r, 1500, 4500)}\nAmerican Opportunity credit - give to CPA\n"
    )


# --------------------------------------------------------------------------- Cooking, Travel, Books

RECIPES = {
    "King Ranch Chicken": "2 cups shredded chicken, 1 can cream of chicken, 1 can cream of mushroom, 1 can Rotel, "
    "1 onion, 1 bell pepper, 12 corn tortillas, 2 cups cheddar. Layer in 9x13, bake 350 for 45 min.",
    "Mom's Pecan Pie": "3 eggs, 1 cup Karo dark syrup, 1 cup sugar, 2 Tbsp melted butter, 1 tsp vanilla, 1 1/2 cups "
    "pecans (from the Bosque trees). Unbaked pie shell. 350 for 55-60 minutes until set.",
    "Wade's Brisket Rub": "1/2 cup coarse black pepper, 1/2 cup kosher salt, 2 Tbsp garlic powder, 1 Tbsp paprika. "
    "Post oak, 250 degrees, wrap in butcher paper at 165, pull at 203. Rest 2 hours in the cooler.",
    "Church Potluck Poppyseed Chicken": "4 chicken breasts cooked and cubed, 16 oz sour cream, 2 cans cream of "
    "chicken, 1 sleeve Ritz crackers crushed with 1 stick butter and 1 Tbsp poppy seeds on top. Bake 350, 30 min.",
    "Low Carb Taco Soup (for Wade)": "1 lb ground beef, 1 onion, 2 cans Rotel, 1 block cream cheese, 1 packet "
    "ranch, taco seasoning, 4 cups beef broth, no beans or corn. About 8 g carb per bowl.",
    "Sour Cream Enchiladas": "12 corn tortillas, 2 cups Monterey Jack, 1 onion, 1/4 cup butter, 1/4 cup flour, "
    "2 cups chicken broth, 1 cup sour cream, 1 can green chiles. Bake 350, 20 min.",
    "Kolaches (Czech Fest recipe)": "2 pkg yeast, 1/2 cup warm water, 1 cup milk, 1/2 cup sugar, 2 egg yolks, "
    "1/2 cup butter, 4 1/2 cups flour. Fillings: apricot, poppy seed, cream cheese. Posypka on top.",
    "Banana Pudding": "Nilla wafers, 4 bananas, 1 box vanilla instant pudding, 1 can Eagle Brand, 8 oz Cool Whip.",
    "Cowboy Caviar": "2 cans black-eyed peas, 1 can black beans, corn, 1 red onion, 2 jalapenos, Italian dressing.",
    "Buttermilk Biscuits": "2 cups White Lily flour, 1 Tbsp baking powder, 1 tsp salt, 1/2 cup cold butter, 3/4 cup "
    "buttermilk. 450 for 12 min.",
}


def t_recipe(r, dt, name="King Ranch Chicken"):
    return f"{name}\n\n{RECIPES[name]}\n\nServes {r.choice([6, 8, 10, 12])}.\n"


def t_yellowstone_itin(r, dt):
    return (
        "YELLOWSTONE 2023 - itinerary\nJune 9 fly DFW -> Bozeman (American 2231), rent SUV Hertz\n"
        "June 9-11 Old Faithful Inn (conf. 7741208)\nJune 12-13 Canyon Lodge - Lower Falls, Artist Point, "
        "Hayden Valley for bison\nJune 14 Lamar Valley wolves at dawn! -> Gardiner, Yellowstone River Motel\n"
        "June 15 Mammoth Hot Springs, drive back to Bozeman, fly home\n"
    )


def t_lodging(r, dt):
    return (
        f"Yellowstone National Park Lodges - Reservation Confirmation\nConfirmation #{r.randint(7000000, 7999999)}\n"
        f"Guest: Brenda Cole  Arrival {r.choice(['06/09/2023', '06/12/2023'])}  Nights 2-3\n"
        f"Property: {r.choice(YS_ROOMS)}\n"
        f"Total {_usd(r, 560, 1100)} incl. taxes. Cancellation 30 days prior.\n"
    )


def t_park_pass(r, dt):
    return (
        f"Recreation.gov - Order confirmation\n{_md(dt)}\nYellowstone National Park - 7-day private vehicle "
        "entrance pass $35.00\nPurchaser: Brenda Cole\nValid June 9-15, 2023. Show on phone at entrance.\n"
    )


def t_packing(r, dt):
    return (
        "Yellowstone packing\n- layers! 38 degrees at night in June\n- rain jackets\n- binoculars (Wade's)\n"
        "- bear spray - buy in Bozeman, can't fly with it\n- Wade's Ozempic cooler, glucose meter + extra strips, "
        "snacks\n"
        "- hiking boots, hats, sunscreen\n- phone chargers, camera\n"
    )


# --------------------------------------------------------------------------- a few more texts


def t_policy_manual(r, dt):
    return (
        "BLUEBONNET COUNTRY REALTY, LLC - POLICIES AND PROCEDURES MANUAL (rev. 2025)\n\n"
        "1. Every associate must submit signed contracts, IABS and disclosures to the compliance portal (Dotloop) "
        "within 48 hours of execution.\n2. Earnest money is never accepted by the brokerage; it goes directly "
        "to the title company.\n3. Advertising must show 'Bluebonnet Country Realty' clearly; team names "
        "require broker approval.\n4. Commission checks are disbursed only with an approved CDA.\n"
        "5. Associates selling their own property must disclose license status in writing.\n"
        "6. Farm and ranch listings over 50 acres: the broker reviews the contract before it goes out.\n"
    )


def t_showing_list(r, dt):
    lines = [f"Whitaker - homes to show {_md(dt)}",
             "budget up to $340k, 3/2, at least 1 acre, Midway or China Spring ISD", ""]
    for i, a in enumerate(r.sample(STREETS, 4)):
        lines.append(
            f"{i + 1}. {a}  {r.choice(['10:00', '11:00', '1:30', '2:30'])}  "
            f"{r.choice(['vacant, Supra', 'occupied - dogs', 'call LA first', 'ShowingTime confirmed'])}"
        )
    lines.append("bring buyer rep agreement for Mrs. W to sign!")
    return "\n".join(lines)


def t_vbs_budget(r, dt):
    return (
        "VBS 2024 Camp Firelight;;\nItem;Budget;Actual\nCurriculum kit (Lifeway);$289;$289\n"
        "Crafts;$400;$420\nSnacks;$300;$310\nDecorations;$250;$260\nT-shirts (120);$500;$540\n"
        "Family night hot dogs;$200;$176\nTOTAL;$1,939;$1,995\n"
    )


def t_elm_closing_eml(r, dt):
    return (
        "From: Shelby Kocurek <skocurek@wacotitle.com>\nTo: Brenda Cole <brenda.cole@bluebonnetcountry.com>\n"
        f"Date: {dt:%a, %d %b %Y} 09:31:02 -0500\nSubject: GF 2604417 - 611 Elm Ave McGregor - closing 6/20\n\n"
        "Hi Brenda!\n\nWe have the Mayfields' closing for 611 Elm set for Saturday June 20 at 10:00 at our Bosque "
        "Blvd office (buyer's lender FHA, Extra Mile Mortgage). Since you and Wade are the sellers, please bring "
        "both drivers' licenses. I still need: the 2007 survey or a signed T-47.1, and the recorded release of "
        "the old Brazos Community Bank lien (our search shows it was released in 2022, just confirming).\n\n"
        "Seller proceeds by wire - please call me to give wire instructions, never by email.\n\nShelby\n"
    )


def t_cpa_email(r, dt):
    return (
        "From: Linda Garza <lgarza@pittmangarzacpa.com>\nTo: Wade Cole <wadecole55@gmail.com>\n"
        f"Date: {dt:%a, %d %b %Y} 14:55:10 -0500\nSubject: Your 2025 return - a few items still missing\n\n"
        "Wade and Brenda,\n\nThanks for dropping off the folder. To finish your 2025 Form 1040 I still need: "
        "(1) the 1099-INT from Brazos Community Bank, (2) your fourth-quarter estimated payment date and "
        "amount, (3) Brenda's mileage total, (4) the Edward Jones 5498 for the SEP contribution. We'll file an "
        "extension if I don't have them by April 8.\n\nLinda Garza, CPA\n"
    )


def t_birthday_list(r, dt):
    return (
        "Christmas 2025 - gifts\nAvery - American Girl doll clothes, art kit\nBrooks - John Deere Gator ride-on "
        "(Wade insists)\nJenna & Josh - Magnolia gift card\nKaylee - Le Creuset for the registry\n"
        "Tyler - Yeti cooler, boots\nWade - new work gloves, Stetson\nbudget $1,200 total!!\n"
    )


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

    n_img = [3100]

    def img(folder: str, bucket: str, topic: str, age: float, ext: str = "HEIC") -> None:
        n_img[0] += r.randint(1, 23)
        rel = f"{folder}/IMG_{n_img[0]:04d}.{ext}"
        add(rel, bucket, topic, age, "exif" if ext.lower() in ("jpg", "jpeg") else "")

    def fn(f, **kw):
        return lambda rr, dt: f(rr, dt, **kw)

    def ds(folder: str, age: float = 3) -> None:
        dot(f"{folder}/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 300), age)

    RE, RA, RN = "RealEstate", "Ranch", "Rental"

    # ------------------------------------------------------------ Documents/Real Estate (Areas RealEstate)
    re_ = "Documents/Real Estate"
    listings = [("1408 Bosque Blvd", STREETS[0], "Donna & Dale McKinney", "$289,000", 62),
                ("225 Oak Hollow Dr", STREETS[1], "Randy & Tammy Holloway", "$364,900", 40),
                ("7710 FM 185 (12 ac)", STREETS[2], "Estate of Lorene Kubiak", "$435,000", 95)]
    for short, addr, seller, price, age in listings:
        d = f"{re_}/Listings/2026/{short}"
        add(f"{d}/Listing Agreement - {short}.pdf", A, RE, age,
            fn(t_listing_agreement, addr=addr, seller=seller, price=price))
        add(f"{d}/Sellers Disclosure.pdf", A, RE, age - 2, fn(t_sellers_disclosure, addr=addr))
        add(f"{d}/CMA {short}.xlsx", A, RE, age + 6, fn(t_cma, addr=addr))
        add(f"{d}/MLS input sheet.pdf", A, RE, age - 3, fn(t_mls_input, addr=addr))
        add(f"{d}/showing feedback.txt", A, RE, max(1, age - 30), fn(t_showing_feedback, addr=addr))
        img(d, A, RE, age - 4, "jpg")
        img(d, A, RE, age - 4, "jpg")
        ds(d)
    add(f"{re_}/Listings/2025/904 Johnson Ave - listing agreement.pdf", A, RE, 330,
        fn(t_listing_agreement, addr=STREETS[4]))
    add(f"{re_}/Listings/2025/118 Live Oak CMA.xlsx", A, RE, 270, fn(t_cma, addr=STREETS[5]))
    add(f"{re_}/Buyers/Hernandez/Buyer Rep Agreement.pdf", A, RE, 48, fn(t_buyer_rep, buyer="Luis & Maria Hernandez"))
    add(f"{re_}/Buyers/Hernandez/preapproval Extra Mile.pdf", A, RE, 45,
        fn(t_preapproval, buyer="Luis Hernandez and Maria Hernandez"))
    add(f"{re_}/Buyers/Hernandez/Offer - 3312 Lake Shore.pdf", A, RE, 12,
        fn(t_trec_contract, addr=STREETS[3], buyer="Luis & Maria Hernandez"))
    add(f"{re_}/Buyers/Whitaker/Buyer Rep Agreement.pdf", A, RE, 9, fn(t_buyer_rep, buyer="Connie Whitaker"))
    add(f"{re_}/Buyers/Whitaker/homes to show.txt", A, RE, 2, t_showing_list)
    for i, age in enumerate((380, 330, 250, 190)):
        a = STREETS[(i + 5) % len(STREETS)]
        add(f"{re_}/Closings/2025/CDA - {a.split(',')[0]}.pdf", A, RE, age, fn(t_cda, addr=a))
    add(f"{re_}/Closings/2025/CD - {STREETS[6].split(',')[0]}.pdf", A, RE, 250,
        fn(t_closing_disclosure, addr=STREETS[6]))
    add(f"{re_}/Closings/2024/CDA - {STREETS[9].split(',')[0]}.pdf", A, RE, 600, fn(t_cda, addr=STREETS[9]))
    add(f"{re_}/Closings/2024/CDA - {STREETS[8].split(',')[0]}.pdf", A, RE, 690, fn(t_cda, addr=STREETS[8]))
    add(f"{re_}/Closings log.xlsx", A, RE, 7, t_closings_sheet)
    add(f"{re_}/Brokerage/Independent Contractor Agreement.pdf", A, RE, 1460, t_ic_agreement)
    add(f"{re_}/Brokerage/desk fee invoice May 2026.pdf", A, RE, 31, t_desk_fee_invoice)
    add(f"{re_}/Brokerage/desk fee invoice April 2026.pdf", A, RE, 61, t_desk_fee_invoice)
    add(f"{re_}/Brokerage/E&O certificate 2026.pdf", A, RE, 150, t_eo_policy)
    add(f"{re_}/Brokerage/Policy Manual 2025.pdf", A, RE, 480, t_policy_manual)
    add(f"{re_}/Brokerage/1099-NEC 2025 Bluebonnet.pdf", A, RE, 125, t_1099_nec)
    add(f"{re_}/MLS & Supra/WAR dues 2026.pdf", A, RE, 170, t_mls_dues)
    add(f"{re_}/MLS & Supra/Supra eKEY renewal.pdf", A, RE, 210, t_supra)
    add(f"{re_}/Mileage 2025.xlsx", A, RE, 140, t_mileage)
    add(f"{re_}/Mileage 2026.xlsx", A, RE, 3, t_mileage)
    add(f"{re_}/business expenses 2025.csv", A, RE, 138, t_business_expenses)
    add(f"{re_}/Commission tracker 2026.xlsx", A, RE, 6, t_commission_tracker)
    add(f"{re_}/CE/2024 renewal/Legal Update I 2024.pdf", A, RE, 800,
        fn(t_ce_certificate, course="Texas Real Estate Legal Update I", hours=4))
    add(f"{re_}/CE/2024 renewal/Legal Update II 2024.pdf", A, RE, 785,
        fn(t_ce_certificate, course="Texas Real Estate Legal Update II", hours=4))
    add(f"{re_}/Marketing/Just Listed postcard - Bosque Blvd.docx", A, RE, 58, fn(t_postcard, addr=STREETS[0]))
    add(f"{re_}/Marketing/Market Minute spring 2026.docx", A, RE, 70, t_client_newsletter)
    add(f"{re_}/Reference/TREC forms quick ref.pdf", R, RE, 520, t_trec_forms_guide)
    add(f"{re_}/Reference/Legal Update notes.docx", R, RE, 790, t_legal_update_notes)
    add(f"{re_}/Reference/Property Code sections.pdf", R, RE, 900, t_property_code)
    ds(re_)
    ds(f"{re_}/Listings/2026")

    # ------------------------------------------------------------ licence renewal (Projects RealEstate)
    lr = f"{re_}/License Renewal 2026"
    add(f"{lr}/TREC renewal notice.pdf", P, RE, 160, t_license_notice)
    add(f"{lr}/CE - Legal Update I.pdf", P, RE, 130, fn(t_ce_certificate, course="Texas Real Estate Legal Update I"))
    add(f"{lr}/CE - Legal Update II.pdf", P, RE, 116, fn(t_ce_certificate, course="Texas Real Estate Legal Update II"))
    add(f"{lr}/CE - Contract Update 2026.pdf", P, RE, 82, fn(t_ce_certificate, course="Contract Update 2026", hours=3))
    add(f"{lr}/CE - Farm and Ranch Transactions.pdf", P, RE, 34,
        fn(t_ce_certificate, course="Farm and Ranch Transactions", hours=4))
    add(f"{lr}/CE hours.xlsx", P, RE, 20, t_ce_tracker)

    # ------------------------------------------------------------ old title-company job (Archive RealEstate)
    tc = "Documents/Old Job - Central Texas Title"
    add(f"{tc}/Offer letter 2011.pdf", X, RE, 5450, t_title_offer)
    add(f"{tc}/Paystub 2019-03-15.pdf", X, RE, 2630, t_title_paystub)
    add(f"{tc}/Paystub 2019-03-29.pdf", X, RE, 2616, t_title_paystub)
    add(f"{tc}/Closer training notes.docx", X, RE, 4900, t_escrow_notes)
    add(f"{tc}/Resignation letter.docx", X, RE, 2560, t_resignation)
    add(f"{tc}/Review 2017.pdf", X, RE, 3050, t_title_review)
    add(f"{tc}/Thumbs.db", L, "System", 2550, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    add(
        f"{tc}/desktop.ini",
        L,
        "System",
        2550,
        "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\imageres.dll,-112\r\n[ViewState]\r\nMode=\r\n"
        "Vid=\r\n",
    )

    # ------------------------------------------------------------ Documents/Ranch (Areas Ranch)
    ra = "Documents/Ranch"
    add(f"{ra}/Herd/Herd inventory 2026.xlsx", A, RA, 9, t_herd_inventory)
    add(f"{ra}/Herd/Calving 2026.csv", A, RA, 60, t_calving)
    add(f"{ra}/Herd/Calving 2025.csv", A, RA, 420, t_calving)
    add(f"{ra}/Herd/Vaccinations spring 2026.csv", A, RA, 38, t_vaccination)
    add(f"{ra}/Herd/BSE Duke 2025.pdf", A, RA, 400, t_bse)
    add(f"{ra}/Herd/Cattle sales 2025.xlsx", A, RA, 150, t_cattle_sales)
    for nm, age in (("Hamilton 2026-02-14.pdf", 107), ("Gatesville 2025-10-21.pdf", 223),
                    ("Hamilton 2025-11-08.pdf", 205)):
        add(f"{ra}/Herd/Sale barn/{nm}", A, RA, age, t_sale_barn)
    add(f"{ra}/Hay & Feed/Crawford Feed inv 61877.pdf", A, RA, 18, t_feed_invoice)
    add(f"{ra}/Hay & Feed/Crawford Feed inv 60412.pdf", A, RA, 75, t_feed_invoice)
    add(f"{ra}/Hay & Feed/TSC receipt mineral.pdf", A, RA, 130, t_feed_invoice)
    add(f"{ra}/Hay & Feed/Co-op fertilizer ticket.pdf", A, RA, 24, t_fertilizer)
    for nm, age in (("BVVS inv 2026-03.pdf", 70), ("BVVS inv 2025-10.pdf", 230), ("BVVS inv 2026-05.pdf", 11)):
        add(f"{ra}/Vet/{nm}", A, RA, age, t_vet_invoice)
    add(f"{ra}/Vet/preg check fall 2025.txt", A, RA, 215, t_preg_check)
    add(f"{ra}/Ag Exemption/1-d-1 application 2019.pdf", A, RA, 2600, t_1d1)
    add(f"{ra}/Ag Exemption/MCAD notice 2026.pdf", A, RA, 40, t_mcad_letter)
    add(f"{ra}/Ag Exemption/Ag Timber number renewal.pdf", A, RA, 520, t_ap228)
    add(f"{ra}/Schedule F 2025 worksheet.xlsx", A, RA, 100, t_schedule_f)
    add(f"{ra}/Equipment/JD 5075E 500hr service.pdf", A, RA, 160, t_tractor_service)
    add(f"{ra}/Equipment/baler repair Hoppers.pdf", A, RA, 365, t_baler_repair)
    add(f"{ra}/Equipment/Equipment list.xlsx", A, RA, 55, t_equipment_list)
    add(f"{ra}/Equipment/Priefert chute receipt.pdf", A, RA, 1250, t_chute_receipt)
    add(
        f"{ra}/Manuals/JD 5075E Operators Manual.pdf",
        R,
        RA,
        3000,
        fn(
            t_manual,
            title="John Deere 5075E Utility Tractor - Operator's Manual OMLVU31245",
            body="Check engine oil daily. Change engine oil and filter every 500 hours. Front loader: never walk "
            "or work under a raised loader. PTO 540 rpm at 2100 engine rpm.",
        ),
    )
    add(
        f"{ra}/Manuals/NH RollBelt 450 manual.pdf",
        R,
        RA,
        2400,
        fn(
            t_manual,
            title="New Holland Roll-Belt 450 Round Baler - Operator's Manual",
            body="Net wrap: thread per decal inside the left shield. Keep belts tracked; grease the pickup "
            "bearings every 10 hours. Never unplug the pickup with the PTO engaged.",
        ),
    )
    for g in ("Beef Cattle Vaccination Guidelines", "Forage Testing and Hay Quality",
              "Body Condition Scoring Beef Cows"):
        add(f"{ra}/AgriLife/{g}.pdf", R, RA, r.randint(300, 1800), fn(t_extension_guide, title=g))
    ds(ra)
    ds(f"{ra}/Herd")

    # ------------------------------------------------------------ barn rebuild (Projects Ranch)
    br = f"{ra}/Barn Rebuild 2026"
    add(f"{br}/Lone Star FNOL acknowledgement.pdf", P, RA, 64, t_claim_notice)
    add(f"{br}/Claim/Lone Star payment letter.pdf", P, RA, 30, t_claim_payment)
    add(f"{br}/Bids/Bosque Valley Post Frame.pdf", P, RA, 40, fn(t_barn_bid, who="Bosque Valley Post Frame"))
    add(f"{br}/Bids/Hill Country Steel.pdf", P, RA, 43, fn(t_barn_bid, who="Hill Country Steel Buildings"))
    add(f"{br}/Bids/Kocurek Construction.pdf", P, RA, 39, fn(t_barn_bid, who="Kocurek Construction"))
    add(f"{br}/Contract - Bosque Valley Post Frame.pdf", P, RA, 14, t_barn_contract)
    add(f"{br}/Co-op service relocation.pdf", P, RA, 10, t_coop_letter)
    add(f"{br}/Barn money.xlsx", P, RA, 3, t_draw_schedule)
    add(f"{br}/Re_ barn start date + drawing rev B.eml", P, RA, 6, t_contractor_email)
    add(f"{br}/claim log.txt", P, RA, 13, t_barn_notes)
    add(f"{br}/~$rn money.xlsx", L, "System", 3, b"\x0bBrenda Cole" + bytes(150))
    ds(br)
    storm = "Pictures/Barn storm 3-27-26"
    for age in (66, 66, 66, 65, 65, 60):
        img(storm, P, RA, age, "HEIC")
    img(storm, P, RA, 40, "jpg")
    img(f"{br}/progress", P, RA, 5, "jpg")
    img(f"{br}/progress", P, RA, 5, "jpg")
    ds(storm)

    # ------------------------------------------------------------ Rental - 611 Elm
    el = "Documents/Rental - 611 Elm"
    sa = f"{el}/Sale 2026"
    add(f"{sa}/Listing Agreement 611 Elm.pdf", P, RN, 33,
        fn(t_listing_agreement, addr=ELM, seller="Wade A. Cole and Brenda K. Cole", price="$214,900", own=True))
    add(f"{sa}/Sellers Disclosure.pdf", P, RN, 33, fn(t_sellers_disclosure, addr=ELM, own=True))
    add(f"{sa}/make ready list.txt", P, RN, 95, t_repair_list)
    add(f"{sa}/Pre-listing inspection.pdf", P, RN, 45, t_home_inspection)
    add(f"{sa}/MLS input 611 Elm.pdf", P, RN, 31, fn(t_mls_input, addr=ELM))
    add(f"{sa}/CMA 611 Elm.xlsx", P, RN, 52, fn(t_cma, addr=ELM))
    add(f"{sa}/Contract - Mayfield.pdf", P, RN, 21,
        fn(t_trec_contract, addr=ELM, buyer="Caleb & Hannah Mayfield", seller="Wade A. & Brenda K. Cole", price=208500))
    add(f"{sa}/Title commitment GF 2604417.pdf", P, RN, 13, t_title_commitment)
    add(f"{sa}/Net sheet.xlsx", P, RN, 10, t_net_sheet)
    for age in (32, 32, 32, 32):
        img(f"{sa}/Photos", P, RN, age, "jpg")
    ds(sa)
    tu = f"{el}/Tenants & Upkeep"
    add(f"{tu}/Lease Bledsoe 2021.pdf", A, RN, 1830, fn(t_lease, tenant="Dustin Bledsoe and Kayla Bledsoe"))
    add(f"{tu}/Lease renewal Bledsoe 2024.pdf", A, RN, 740, fn(t_lease, tenant="Dustin Bledsoe and Kayla Bledsoe"))
    add(f"{tu}/Move-out inspection Feb 2026.txt", A, RN, 108, t_moveout)
    add(f"{tu}/Rental income 2025.xlsx", A, RN, 120, t_rental_income)
    add(f"{tu}/Property tax 2025 Elm.pdf", A, RN, 160, t_rental_tax)
    add(f"{tu}/DP3 policy 2025-26.pdf", A, RN, 300, t_landlord_policy)
    add(f"{tu}/Bledsoe Heating invoice.pdf", A, RN, 260, t_rental_repair)
    add(f"{el}/Mortgage - PAID OFF/Payoff letter BCB.pdf", X, RN, 1480, t_payoff)
    add(f"{el}/Mortgage - PAID OFF/1098 2021.pdf", X, RN, 1580, t_1098)
    add(f"{el}/Mortgage - PAID OFF/amortization.xlsx", X, RN, 4300, t_amortization)
    ds(el)

    # ------------------------------------------------------------ Finance (Areas)
    fi = "Documents/Finance"
    for m, age in (("2026-01", 122), ("2026-02", 94), ("2026-03", 63), ("2026-04", 33), ("2026-05", 2)):
        add(f"{fi}/Bank statements/2026/BCB stmt {m}.pdf", A, "Finance", age, t_bank_stmt)
    for m, age in (("2025-11", 184),):
        add(f"{fi}/Bank statements/2025/BCB stmt {m}.pdf", A, "Finance", age, t_bank_stmt)
    for y, age in ((2023, 780), (2024, 410), (2025, 48)):
        add(f"{fi}/Taxes/{y}/Cole {y} Form 1040.pdf", A, "Finance", age, t_tax_return)
    add(f"{fi}/Taxes/2025/CPA engagement letter.pdf", A, "Finance", 110, t_cpa_engagement)
    add(f"{fi}/Taxes/2025/Tax organizer 2025.docx", A, "Finance", 95, t_organizer)
    add(f"{fi}/Taxes/2026 estimates/1040-ES Q1 2026.pdf", A, "Finance", 47, t_estimated_tax)
    add(f"{fi}/Retirement/Edward Jones Q4 2025.pdf", A, "Finance", 150, t_ira)
    add(f"{fi}/Retirement/Edward Jones Q1 2026.pdf", A, "Finance", 58, t_ira)
    add(f"{fi}/Budget 2026.xlsx", A, "Finance", 15, t_budget)
    add(f"{fi}/Chase/Chase stmt April 2026.pdf", A, "Finance", 36, t_cc_stmt)
    add(f"{fi}/Chase/Chase stmt March 2026.pdf", A, "Finance", 66, t_cc_stmt)
    ds(fi)

    # ------------------------------------------------------------ Home (Areas / Resources)
    ho = "Documents/House"
    add(f"{ho}/Property tax 2025.pdf", A, "Home", 165, t_property_tax)
    add(f"{ho}/Insurance/Lone Star Farm & Ranch policy 2026.pdf", A, "Home", 95, t_home_policy)
    for nm, age in (("Co-op bill March.pdf", 62), ("Co-op bill April.pdf", 32), ("Co-op bill May.pdf", 1)):
        add(f"{ho}/Electric/{nm}", A, "Home", age, t_electric)
    add(f"{ho}/Propane/Central TX Propane 2025-12.pdf", A, "Home", 170, t_propane)
    add(f"{ho}/Propane/Central TX Propane 2026-02.pdf", A, "Home", 100, t_propane)
    add(f"{ho}/Well pump repair 2025.pdf", A, "Home", 290, t_well)
    add(f"{ho}/Septic service.pdf", A, "Home", 210, t_septic)
    add(f"{ho}/Nextlink bill.pdf", A, "Home", 20, t_internet)
    add(
        f"{ho}/Manuals/Generac Guardian 22kW manual.pdf",
        R,
        "Home",
        1500,
        fn(
            t_manual,
            title="Generac Guardian Series 22kW Home Standby Generator - Owner's Manual",
            body="The generator runs a 12-minute exercise cycle once a week. Change oil every 200 hours or "
            "yearly. Use LP vapor or natural gas only. Keep 3 ft clearance around the enclosure.",
        ),
    )
    add(
        f"{ho}/Manuals/Whirlpool dishwasher WDT730.pdf",
        R,
        "Home",
        1100,
        fn(t_manual, title="Whirlpool Dishwasher WDT730PAHZ - Use and Care Guide",
           body="Clean the filter monthly. Use rinse aid for best drying. Error F9E1: long fill, check water supply."),
    )
    add(
        f"{ho}/Manuals/Rheem water heater.pdf",
        R,
        "Home",
        2100,
        fn(
            t_manual,
            title="Rheem Performance 50 Gal Tall Propane Water Heater - Installation and Use",
            body="Drain and flush the tank once a year. Test the temperature and pressure relief valve. "
            "Set thermostat to 120 F to reduce scald risk.",
        ),
    )

    # ------------------------------------------------------------ Health
    he = "Documents/Health"
    add(f"{he}/Wade/A1C log.xlsx", A, "Health", 40, t_a1c_log)
    add(f"{he}/Wade/Dr Whitfield visit 2026-03.pdf", A, "Health", 72, t_visit_summary)
    add(f"{he}/Wade/Labs 2026-03.pdf", A, "Health", 78, t_labs)
    add(f"{he}/Wade/Walgreens receipts.pdf", A, "Health", 22, t_pharmacy)
    add(f"{he}/Brenda/Labs physical 2025.pdf", A, "Health", 240, t_labs)
    add(f"{he}/Insurance/Marketplace notice 2026.pdf", A, "Health", 170, t_plan_summary)
    add(f"{he}/Insurance/EOB Whitfield.pdf", A, "Health", 60, t_eob)
    add(f"{he}/carb counting.pdf", R, "Health", 600, t_carbs)

    # ------------------------------------------------------------ Trucks (Vehicles)
    tr = "Documents/Trucks"
    add(f"{tr}/F-250/Registration 2026.pdf", A, "Vehicles", 80, t_registration)
    add(f"{tr}/F-250/Discount Tire.pdf", A, "Vehicles", 310, t_tires)
    add(f"{tr}/F-250/service Bird-Kultgen.pdf", A, "Vehicles", 140, t_service)
    add(
        f"{tr}/F-250/F-250 Owners Manual.pdf",
        R,
        "Vehicles",
        2000,
        fn(
            t_manual,
            title="2019 Ford Super Duty Owner's Manual",
            body="Diesel exhaust fluid (DEF): refill when the message center warns. Trailer brake controller gain: "
            "adjust with a loaded trailer. Tire pressure front 60 psi, rear 65 psi (LT275/70R18).",
        ),
    )
    add(f"{tr}/Silverado/Registration 2025.pdf", A, "Vehicles", 290, t_registration)
    add(f"{tr}/Silverado/GM Financial May.pdf", A, "Vehicles", 18, t_truck_loan)
    add(f"{tr}/Silverado/GM Financial April.pdf", A, "Vehicles", 48, t_truck_loan)
    add(f"{tr}/Silverado/oil change.pdf", A, "Vehicles", 25, t_service)
    add(f"{tr}/Inspection 2026.pdf", A, "Vehicles", 82, t_state_inspection)
    add(f"{tr}/Auto policy 2026.pdf", A, "Vehicles", 120, t_auto_policy)
    img(f"{tr}/Old F-150 (sold)", X, "Vehicles", 720, "jpg")

    # ------------------------------------------------------------ Church
    ch = "Documents/Church/Women's Ministry"
    for mon, age in (("Sep 2025", 270), ("Oct 2025", 240), ("Nov 2025", 210), ("Dec 2025", 180), ("Jan 2026", 150),
                     ("Feb 2026", 120), ("Mar 2026", 92), ("Apr 2026", 62), ("May 2026", 31), ("June 2026", 2)):
        add(f"{ch}/Grace Notes/Grace Notes {mon}.docx", A, "Church", age, fn(t_newsletter, month=mon))
    add(f"{ch}/~$ace Notes June 2026.docx", L, "System", 1, b"\x0bBrenda Cole" + bytes(150))
    add(f"{ch}/prayer list.docx", A, "Church", 4, t_prayer_list)
    add(f"{ch}/Spring Tea flyer.docx", A, "Church", 75, t_tea_flyer)
    add(f"{ch}/members.csv", A, "Church", 30, t_contacts)
    add("Documents/Church/Bible study/Philippians study guide.pdf", R, "Church", 400, t_bible_study)
    add("Documents/Church/Bible study/30 days devotional.pdf", R, "Church", 500, t_devotional)
    add("Documents/Church/VBS 2024/director notes.docx", X, "Church", 710, t_vbs)
    add("Documents/Church/VBS 2024/VBS budget.xlsx", X, "Church", 745, t_vbs_budget)
    ds("Documents/Church")

    # ------------------------------------------------------------ Family: wedding (Projects), papers, college
    kw = "Documents/Kaylee Wedding"
    add(f"{kw}/Bosque Smokehouse quote.pdf", P, "Family", 200, t_caterer)
    add(f"{kw}/Guest list.xlsx", P, "Family", 20, t_guest_list)
    add(f"{kw}/Wedding budget.xlsx", P, "Family", 5, t_wedding_budget)
    add(f"{kw}/DJ agreement.pdf", P, "Family", 120, t_dj)
    add(f"{kw}/Hampton room block.eml", P, "Family", 45, t_hotel_eml)
    add(f"{kw}/Timeline draft.docx", P, "Family", 10, t_wedding_timeline)
    add(f"{kw}/~$meline draft.docx", L, "System", 10, b"\x0bBrenda Cole" + bytes(150))
    for age in (290, 290, 290):
        img("Pictures/Magnolia Ridge visit", P, "Family", age, "HEIC")
    ds(kw)
    fp = "Documents/Family Papers"
    add(f"{fp}/Will - Wade.pdf", A, "Family", 2900, t_will)
    add(f"{fp}/Avery and Brooks info.docx", A, "Family", 140, t_grandkids)
    add(f"{fp}/Christmas 2025 gifts.txt", A, "Family", 190, t_birthday_list)
    img(fp, A, "Family", 2000, "jpg")
    ty = "Documents/Tyler College"
    add(f"{ty}/Tuition Fall 2022.pdf", X, "Family", 1370, t_tuition)
    add(f"{ty}/Tuition Spring 2023.pdf", X, "Family", 1240, t_tuition)
    add(f"{ty}/FAFSA 2022-23.pdf", X, "Family", 1600, t_fafsa)
    add(f"{ty}/Graduation party.docx", X, "Family", 780, t_grad)

    # ------------------------------------------------------------ Recipes (Resources Cooking)
    rc = "Documents/Recipes"
    for name, ext, age in (("King Ranch Chicken", "docx", 1400), ("Mom's Pecan Pie", "txt", 2100),
                           ("Wade's Brisket Rub", "txt", 900), ("Church Potluck Poppyseed Chicken", "docx", 600),
                           ("Low Carb Taco Soup (for Wade)", "txt", 200), ("Sour Cream Enchiladas", "pdf", 450),
                           ("Cowboy Caviar", "docx", 330), ("Buttermilk Biscuits", "txt", 1200)):
        add(f"{rc}/{name}.{ext}", R, "Cooking", age, fn(t_recipe, name=name))
    img(rc, R, "Cooking", 85, "HEIC")
    add("Downloads/Kolaches - Czech Fest recipe.pdf", R, "Cooking", 260,
        fn(t_recipe, name="Kolaches (Czech Fest recipe)"))

    # ------------------------------------------------------------ Pictures (Resources Photos)
    for _ in range(11):
        img("Pictures/iPhone Import", R, "Photos", r.randint(3, 150), "HEIC")
    for _ in range(7):
        img("Pictures/Grandkids", R, "Photos", r.randint(20, 700), "jpg")
    for _ in range(4):
        img("Pictures/Christmas 2025", R, "Photos", r.randint(156, 158), "jpg")
    for _ in range(3):
        img("Pictures/Easter 2026", R, "Photos", 57, "HEIC")
    for age in (2, 5, 11, 17, 23, 38, 64, 91, 140):
        dt = NOW - timedelta(days=age)
        add(
            f"Desktop/Screenshot {dt:%Y-%m-%d} at {r.randint(7, 11)}.{r.randint(10, 59)}.{r.randint(10, 59)} "
            f"{r.choice(['AM', 'PM'])}.png",
            R,
            "Photos",
            age,
            "",
        )
    ds("Pictures")
    ds("Pictures/iPhone Import")
    ds("Desktop", 1)

    # ------------------------------------------------------------ Yellowstone 2023 (Archive Travel)
    ys = "Documents/Yellowstone 2023"
    add(f"{ys}/itinerary.docx", X, "Travel", 1120, t_yellowstone_itin)
    add(f"{ys}/Canyon Lodge confirmation.pdf", X, "Travel", 1150, t_lodging)
    add(f"{ys}/park pass.pdf", X, "Travel", 1100, t_park_pass)
    for _ in range(6):
        img("Pictures/Yellowstone 2023", X, "Travel", r.randint(1082, 1088), "jpg")

    # ------------------------------------------------------------ Downloads: installers, ebooks, an article
    dl = "Downloads"
    for nm, head, age in (("googlechrome.dmg", b"x\xda", 400), ("zoomusInstallerFull.pkg", b"xar!", 300),
                          ("EpsonScanSmart_Mac.dmg", b"x\xda", 700), ("Firefox 126.0.dmg", b"x\xda", 380),
                          ("DocuSign_Mac.pkg", b"xar!", 150)):
        add(f"{dl}/{nm}", R, "Software", age, _blob(r, head, 2000))
    for title, author, para, age in (
        ("Where the Crawdads Sing", "Delia Owens", "Marsh is not swamp. Marsh is a space of light...", 900),
        ("The Mitford Years: At Home in Mitford", "Jan Karon", "He had lived in Mitford for twelve years...", 500),
        ("Lonesome Dove", "Larry McMurtry", "When Augustus came out on the porch the blue pigs were eating...", 60),
    ):
        add(f"{dl}/{title.split(':')[0].replace(' ', '_')}.epub", R, "Books", age, _epub(title, author, "en", para))
    add(f"{dl}/Roth vs Traditional IRA after 50.pdf", R, "Finance", 230, t_money_article)
    add(f"{dl}/diabetes-plate-method.pdf", R, "Health", 350, t_ada)

    # ------------------------------------------------------------ Left: unfinished downloads, lock files
    add(f"{dl}/Unconfirmed 418223.crdownload", L, "System", 1, _blob(r, b"%PDF-1.7\n", 1200))
    add(f"{dl}/Kaylee slideshow music.mp4.crdownload", L, "System", 8, _blob(r, b"\x00\x00\x00\x20ftypisom", 1500))
    add(f"{dl}/JD5075E_OMM.pdf.part", L, "System", 160, _blob(r, b"%PDF-1.6\n", 900))
    add(f"{dl}/GoogleEarthProMac-Intel.dmg.part", L, "System", 95, _blob(r, b"x\xda", 1500))
    ds(dl, 0.5)

    # ------------------------------------------------------------ hard: Downloads with names that say nothing
    H = True
    hard_dl = [("document.pdf", A, RE, 190, fn(t_cda, addr=STREETS[7])),
               ("document (1).pdf", P, RA, 43, fn(t_barn_bid, who="Hill Country Steel Buildings")),
               ("document (2).pdf", A, "Health", 88, t_eob), ("document (3).pdf", P, RN, 13, t_title_commitment),
               ("document (4).pdf", A, "Finance", 150, t_bank_stmt),
               ("document (5).pdf", P, RA, 60, t_adjuster_report), ("document (6).pdf", X, "Family", 1100, t_tuition),
               ("document (7).pdf", X, "Travel", 1140, t_lodging), ("document (8).pdf", A, "Finance", 240, t_ira),
               ("document (9).pdf", A, RA, 160, t_sale_barn), ("document (10).pdf", A, RE, 75, t_closing_disclosure),
               ("attachment.pdf", P, "Family", 198, t_caterer), ("attachment (1).pdf", A, RA, 100, t_vet_invoice),
               ("attachment (2).pdf", P, RE, 135, t_ce_receipt), ("Doc1.docx", A, "Church", 33, t_newsletter),
               ("Doc2.docx", P, "Family", 25, t_invitation), ("download.pdf", A, RA, 39, t_mcad_letter),
               ("download (1).pdf", A, "Home", 420, t_property_tax), ("file.pdf", P, RA, 12, t_floodplain),
               ("print.pdf", A, RE, 44, fn(t_preapproval, buyer="Connie Whitaker")),
               ("report.pdf", A, "Health", 250, t_labs), ("report (1).pdf", A, RA, 380, t_soil_test),
               ("invoice.pdf", P, RN, 50, t_paint_invoice), ("invoice (1).pdf", A, "Home", 64, t_hvac),
               ("invoice (2).pdf", A, RA, 520, t_tractor_service), ("receipt.pdf", P, "Family", 150, t_dress_receipt),
               ("receipt (1).pdf", A, "Health", 110, t_pharmacy),
               ("receipt (2).pdf", A, "Vehicles", 420, t_registration), ("export.csv", A, "Health", 6, t_libre),
               ("export (1).csv", A, RE, 40, t_business_expenses), ("data.xlsx", P, "Family", 90, t_guest_list),
               ("Untitled spreadsheet.xlsx", A, "Church", 140, t_ministry_budget),
               ("Untitled document.docx", A, "Church", 52, t_meeting_notes),
               ("message.eml", P, RN, 7, t_elm_closing_eml), ("message (1).eml", A, "Finance", 70, t_cpa_email),
               ("scan.pdf", A, "Family", 2900, t_will),
               ("ATT00001.pdf", A, RN, 1100, fn(t_lease, tenant="Dustin Bledsoe and Kayla Bledsoe")),
               ("ATT00002.pdf", A, RE, 510, t_eo_policy), ("form.pdf", A, RA, 300, t_01924),
               ("form (1).pdf", A, "Home", 2000, t_homestead), ("notice.pdf", P, RE, 158, t_license_notice),
               ("letter.pdf", P, RA, 29, t_claim_payment), ("letter (1).pdf", X, RN, 1478, t_payoff),
               ("contract.pdf", P, "Family", 250, t_photographer),
               ("contract (1).pdf", A, RE, 280, fn(t_buyer_rep, buyer="Travis & Amber Stovall")),
               ("quote.pdf", P, "Family", 60, t_florist), ("quote (1).pdf", A, RA, 200, t_fence_quote),
               ("summary.pdf", A, "Health", 165, t_visit_summary), ("policy.pdf", A, "Vehicles", 300, t_auto_policy),
               ("document (11).pdf", A, RN, 520, t_rental_tax), ("attachment (3).pdf", A, RE, 490, t_1099_nec)]
    for nm, b, tp, age, content in hard_dl:
        add(f"{dl}/{nm}", b, tp, age, content, H)

    # ------------------------------------------------------------ hard: Desktop notes
    hard_desk = [("untitled.txt", A, RA, 16, t_hay_inventory), ("untitled 2.txt", P, RN, 19, t_counter_notes),
                 ("untitled 3.txt", A, "Health", 130, t_med_list), ("notes.txt", P, "Family", 35, t_rehearsal),
                 ("Notes 5-12.txt", P, RA, 20, t_materials), ("to do.txt", P, RE, 8, t_renewal_checklist),
                 ("Untitled.docx", A, "Church", 64, t_newsletter), ("Untitled 2.docx", A, RN, 85, t_deposit_letter),
                 ("list.txt", X, "Travel", 1125, t_packing),
                 ("untitled 4.txt", A, RE, 26, fn(t_showing_feedback, addr=STREETS[1]))]
    for nm, b, tp, age, content in hard_desk:
        add(f"Desktop/{nm}", b, tp, age, content, H)

    # ------------------------------------------------------------ hard: the Epson scanner's output
    hard_scan = [("scan0012.pdf", A, RA, 1900, t_brand), ("scan0017.pdf", A, "Family", 2880, t_poa),
                 ("scan0019.pdf", X, "Vehicles", 725, t_bill_of_sale), ("scan0023.pdf", A, "Health", 230, t_mammogram),
                 ("scan0024.pdf", X, "Family", 850, t_1098t), ("scan0026.pdf", X, RN, 1440, t_release_lien),
                 ("scan0028.pdf", X, RE, 2700, t_title_w2), ("scan0029.pdf", P, RA, 35, t_proof_of_loss),
                 ("scan0030.pdf", P, RN, 17, t_amendment), ("scan0031.pdf", P, "Family", 300, t_venue),
                 ("scan0032.pdf", A, "Health", 280, t_eye_exam), ("scan0033.pdf", A, RA, 330, t_hay_contract),
                 ("scan0034.pdf", A, RA, 150, t_grazing_lease),
                 ("scan0035.pdf", A, RE, 52, fn(t_open_house, addr=STREETS[0])),
                 ("scan0036.pdf", X, "Family", 1380, t_dorm), ("scan0037.pdf", A, "Home", 460, t_home_policy)]
    for nm, b, tp, age, content in hard_scan:
        add(f"Documents/Scans/{nm}", b, tp, age, content, H)

    # ------------------------------------------------------------ Old iMac Backup (Archive Backup, all of it)
    ob = "Old iMac Backup/brenda"
    bk = "Backup"
    old = [(f"{ob}/Documents/Budget 2017.xlsx", 3100, t_budget),
           (f"{ob}/Documents/Grace Notes March 2018.docx", 2990, t_newsletter),
           (f"{ob}/Documents/Recipes/Kolaches.docx", 3300, fn(t_recipe, name="Kolaches (Czech Fest recipe)")),
           (f"{ob}/Documents/Recipes/Banana Pudding.txt", 3500, fn(t_recipe, name="Banana Pudding")),
           (f"{ob}/Documents/Recipes/Mom's Pecan Pie.txt", 3600, fn(t_recipe, name="Mom's Pecan Pie")),
           (f"{ob}/Documents/Title Co/closing checklist.docx", 3200, t_escrow_notes),
           (f"{ob}/Documents/Title Co/Resignation letter.docx", 2562, t_resignation),
           (f"{ob}/Documents/Tyler/FAFSA 2020.pdf", 2000, t_fafsa),
           (f"{ob}/Documents/Bank/BCB statement 2019-11.pdf", 2400, t_bank_stmt),
           (f"{ob}/Documents/Taxes/Cole 2018 Form 1040.pdf", 2600, t_tax_return),
           (f"{ob}/Documents/Elm St/Lease 611 Elm 2016.pdf", 3650, t_lease),
           (f"{ob}/Documents/Wade/Herd 2019.xlsx", 2450, t_herd_inventory),
           (f"{ob}/Documents/Wade/calving 2020.csv", 2200, t_calving)]
    for rel, age, content in old:
        add(rel, X, bk, age, content)
        dot(rel.rsplit("/", 1)[0] + "/._" + rel.rsplit("/", 1)[1], _blob(r, b"\x00\x05\x16\x07", 80), age)
    for nm, age in (
        ("Screen Shot 2019-04-02 at 8.14.22 PM.png", 2617),
        ("Screen Shot 2020-11-30 at 10.02.51 AM.png", 2009),
    ):
        add(f"{ob}/Desktop/{nm}", X, bk, age, "")
    for i in range(6):
        add(f"{ob}/Pictures/iPhoto export/IMG_{412 + i * 7:04d}.JPG", X, bk, r.randint(2300, 3600), "exif")
    for title, artist, album, age in (
        ("Who Am I", "Casting Crowns", "Casting Crowns", 4200),
        ("Amarillo by Morning", "George Strait", "Strait from the Heart", 4400),
    ):
        add(f"{ob}/Music/iTunes/iTunes Media/Music/{artist}/{album}/01 {title}.mp3", X, bk, age,
            _id3(r, title, artist, album))
    ds(ob, 1900)
    ds("Old iMac Backup", 1900)

    return items
