"""A thirty-ninth unseen labelled corpus: a retired Clare couple's shared laptop, ``build(root, seed)``, written blind.

Written blind: the only code read was ``unseen.py``'s module docstring, the first lines of its ``build()``
(the ``write``/``encode``/``add`` helpers) and its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``,
``_xlsx``, ``_epub``, ``_id3`` and ``_blob``; ``corpus.py``'s ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``,
``_pdf`` and ``_jpeg``; and ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD``. Nothing in
``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, no bench script, no other corpus body and no placement
result was looked at. The files and labels are shaped by what this person would have on disk, not by what the
code looks for.

The people: Máire McInerney (69) and her husband Tomás (72) of Gortaboy, Knockmore, near Ennis in County
Clare. Máire taught at Scoil Náisiúnta Naomh Bríd, Knockmore from 1979 and was its principal from 1998 until
she retired in June 2017; she is secretary of the committee of Knockmore Community Hall CLG (a registered
charity), keeps six hives of bees and is a member of the Clare Beekeepers' Association. Tomás is a retired
vet: he sold McInerney Veterinary, his mixed practice in Ennis, to Fergus Vets in 2016 and still does the
odd locum for Fergus Vets and Corofin Veterinary Clinic, which keeps him in invoices, Veterinary Council
registration, CPD records and indemnity paperwork. He keeps fourteen ewes on the six acres behind the house.
Their son Cian lives in Boston (Quincy) with his wife Jen and children Liam and Nora; their daughter Aoife
lives in Knocknacarra, Galway, with her husband Dara and children Saoirse, Oisín and Ruairí.

What is going on now (``NOW`` is 2026-06-01): the hall's roof is being replaced with a Community Centres
Investment Fund grant (application September 2025, approval January 2026, works on site since 11 May 2026,
asbestos slates, engineer's certificates, drawdown claims, the local match-funding appeal); the couple's
50th wedding anniversary (married Saturday 14 August 1976) will be celebrated on Saturday 15 August 2026
with Mass in Knockmore and a dinner at the Fergus View Hotel in Ennis; their failing septic tank, found
deficient by the county council's inspection in October 2025, is being replaced under the Domestic Waste
Water Treatment Systems grant scheme (site assessment done, grant approved, installation booked for June);
and Tomás had his left hip replaced at Croom Orthopaedic Hospital on 10 March 2026 and is in physio and
follow-up. Finished: Máire's teaching career (2017), Tomás's practice (sold 2016), the hall's kitchen
refurbishment (2023), the attic insulation and windows (2020-2022), Máire's cataract operation (2023),
Aoife's wedding (2019), the trip to Boston (2024), the 2025 honey show, the old Avensis (sold 2018), the
Ulster Bank account (closed 2023).

The machine: one Windows 11 laptop with a single account, "Maire", used by both. Máire keeps a half-tidy
``Documents`` tree with some Irish folder names (``Cáin`` for tax, ``Sláinte`` for health, ``Clann`` for
family, ``Oidis`` for recipes, ``Scoil`` for her school years) next to English ones (``Hall Committee``,
``Bees``, ``Sheep``, ``Locum``, ``Car``); Tomás saves whatever he opens to the ``Desktop`` or leaves it in
``Downloads``. The HP printer's scanner drops ``scan0001.pdf``-style files into ``Documents/Scanned
Documents``; there are ``New folder`` and ``New folder (2)``, ``New Microsoft Word Document.docx``, phone
photos copied into ``Pictures`` (``Camera Roll``, WhatsApp images, iPhone ``.HEIC`` from Aoife), screenshots,
and ``Old PC (XP)`` -- a copy of the old Windows XP desktop's ``Documents and Settings`` taken in 2013.

Labelling rules (written before any file was generated; every file is labelled by them as of ``NOW``):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  hall roof replacement and its grant (application, quotes, engineer's and asbestos reports, approval,
  contractor's progress, drawdown claims, match-funding appeal, progress photos) -- topic Hall; the 50th
  anniversary party (guest list, hotel, Mass, band, invitations, budget, Cian's family's flights, the old
  wedding photos scanned for the slideshow) -- topic Family; the septic tank replacement under the grant
  (council inspection notice, site assessment, percolation test, quotes, grant forms, installer, site
  photos) -- topic Home; Tomás's hip replacement and recovery (admission, discharge summary, physio
  programme, recovery diary, reviews, equipment, the insurance claim for it) -- topic Health.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: bank,
  pensions, tax returns (``Cáin``), property tax, wills, household budget (Finance); the couple's ongoing
  health -- GP, prescriptions, blood pressure, health insurance, screening (Health); the house and its bills,
  oil, electricity, broadband, insurance, bins (Home); the car -- NCT, motor tax, insurance, service (Car);
  the hall committee's running -- minutes, AGM, bookings, hall insurance, charity returns, lotto (Hall);
  the hives -- inspection records, varroa treatment, honey sales, association membership (Bees); the sheep
  -- flock register, census, remedies record, tags, mart, shearing (Farm); Tomás's locum work -- invoices,
  Veterinary Council registration, CPD, indemnity (Veterinary); keeping up with the family -- birthdays,
  Christmas card list, letters and mails with the children (Family).
- **Resources**: reference and interests by subject: appliance manuals and house guides (Home); beekeeping
  articles and books (Bees); sheep husbandry guides (Farm); veterinary reference and CPD notes
  (Veterinary); health leaflets (Health); recipes (Cooking); ebooks and the book club list (Books); family
  history research (Family); charity-governance guides for the hall (Hall); travel guides (Travel);
  installers (Software); photos and screenshots (Photos) -- except photos that document a project (the roof
  works, the septic site, the scanned wedding photos for the party: the project's bucket and topic).
- **Archive**: finished things and ended responsibilities: Máire's career at the school (Teaching); Tomás's
  own practice, sold 2016 (Veterinary); the hall kitchen refurbishment of 2023 (Hall); the windows and attic
  insulation of 2020-2022 (Home); Máire's cataract surgery of 2023 (Health); Aoife's wedding and the 40th
  anniversary (Family); past trips (Travel); the 2025 honey show (Bees); the old car (Car); the closed
  Ulster Bank account (Finance). The copy of the old XP computer is Archive as a whole; each file in it keeps
  the topic of its subject (a 2009 practice letter is Veterinary, a school plan is Teaching, old photos are
  Photos).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and system
  files (``desktop.ini``, ``Thumbs.db``) -- topic System. Dot files are written but not labelled.

Topics are subjects, kept the same across buckets: the roof project and the committee minutes are both
``Hall``; the septic tank and the ESB bill are both ``Home``; the hip and the GP are both ``Health``; the
party and the birthday list are both ``Family``. ``hard`` marks a file whose name *and* folder say nothing
about its subject (``Downloads/document (3).pdf``, ``Desktop/New Microsoft Word Document.docx``,
``Documents/Scanned Documents/scan0007.pdf``, ``Documents/New folder/Doc1.docx``): only the text inside can
place it. Images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _d, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

HOME_ADDR = "Máire & Tomás McInerney\nGortaboy, Knockmore\nEnnis, Co. Clare V95 T2X8"
HALL = ("Knockmore Community Hall CLG\nKnockmore, Ennis, Co. Clare V95 R6P1\n"
        "Registered Charity No. 20041873  |  CHY 15527  |  CRO 402118")
FIRST = ["Seán", "Mary", "Pat", "Bridget", "Michael", "Noreen", "John", "Kathleen", "Declan", "Siobhán",
         "Martin", "Eileen", "Gerard", "Nuala", "Francis", "Teresa", "Colm", "Úna", "Brendan", "Ann"]
SURN = ["Hehir", "Moloney", "McMahon", "O'Loughlin", "Keane", "Considine", "Clancy", "Griffin", "Lynch",
        "Tierney", "Halloran", "Kelleher", "Meaney", "Frawley", "Talty", "Custy", "Blake", "Mulqueen"]
TOWNLANDS = ["Gortaboy", "Ballyvoe", "Knockmore", "Cloonteen", "Derrymore", "Cahercalla", "Ballyduff",
             "Lisheen", "Clooney", "Kilvoydan"]
COMMITTEE = ["Máire McInerney (Secretary)", "Pat Considine (Chair)", "Noreen Talty (Treasurer)",
             "Fr. Gerry Custy", "Colm Hehir", "Siobhán Meaney", "John Joe Clancy", "Bridget Frawley",
             "Declan Moloney"]
PRACTICES = [("Fergus Vets", "Clare Road, Ennis, Co. Clare V95 DX40", "Niamh Hogan MVB"),
             ("Corofin Veterinary Clinic", "Main Street, Corofin, Co. Clare V95 F2K3", "Eoin Barrett MVB")]


def _eur(r: random.Random, lo: float, hi: float) -> str:
    return f"€{r.uniform(lo, hi):,.2f}"


def _who(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def _ref(r: random.Random, prefix: str, n: int = 6) -> str:
    return prefix + "".join(str(r.randint(0, 9)) for _ in range(n))


def _mail(frm: str, to: str, subj: str, dt, body: str) -> str:
    stamp = f"{dt:%a, %d %b %Y} {10 + dt.day % 9:02d}:{dt.day * 7 % 60:02d}:00 +0100"
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {stamp}\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=utf-8\n\n{body}\n")


EVENTS = ["18th birthday party", "Christening party", "Retirement do", "Wake refreshments", "Card game fundraiser",
          "Communion party"]
ROOF_PROGRESS = ["completed on the north side", "under way, HSA notified",
                 "completed; clearance certificate received"]
DAD_NEWS = ["out with the sheep every chance he gets", "complaining about the weather", "minding the new lambs"]
HIP_NOTES = ["", "stiff in morning", "one crutch in the house", "walked to the gate", "physio Thurs", "slept badly"]
MED_PROVIDERS = ["Knockmore Medical Centre", "Considine Pharmacy", "Ennis Physio", "Bon Secours", "Croom Hospital"]
CPD_TOPICS = ["Sheep flock health webinar", "Antimicrobial prescribing - new regulations", "Bovine TB update",
              "Farm animal welfare", "Veterinary Ireland regional meeting", "Lameness in dairy cows",
              "Practice journal club"]
MAIRE_MAIL = "Máire McInerney <maire.mcinerney@eircom.net>"
TOMAS_MAIL = "Tomás McInerney <tmcinerneyvet@gmail.com>"


# --------------------------------------------------------------------------- Hall: committee (Areas)


def t_hall_minutes(r, dt):
    present = r.sample(COMMITTEE, 6)
    bookings = r.sample(["Set dancing (Tuesdays)", "Active Retirement (Thursdays)", "Bridge club (Mondays)",
                         "Scór na bPáistí practice", "Knockmore Macra", "ICA guild", "Parents & toddlers",
                         "Pilates with Aisling", "Knockmore Drama Group", "Blood pressure clinic (HSE)"], 4)
    return (f"KNOCKMORE COMMUNITY HALL CLG\nMinutes of committee meeting held in the hall, {_d(dt)} at 8.00pm\n\n"
            f"Present: {', '.join(present)}\nApologies: {_who(r)}\n\n"
            f"1. Minutes of the previous meeting were read, proposed by {present[1].split(' (')[0]} and "
            f"seconded by {present[2].split(' (')[0]}.\n"
            f"2. Matters arising: the stage curtains have been dry-cleaned ({_eur(r, 180, 320)}). The front "
            "door closer is still sticking; Colm to look at it.\n"
            f"3. Treasurer's report: current account balance {_eur(r, 6000, 19000)}, lotto account "
            f"{_eur(r, 2000, 5200)}. ESB bill for the quarter {_eur(r, 390, 780)} paid.\n"
            "4. Roof: the secretary gave an update on the works and the grant (see separate file). \n"
            f"5. Bookings: {'; '.join(bookings)}. Hall booked for a 21st on the {r.randint(2, 28)}th, deposit "
            "of €150 received.\n"
            f"6. Lotto: jackpot now {_eur(r, 4000, 9000)}; sellers needed for the church gate.\n"
            f"7. AOB: Defibrillator pads expire in {r.choice(['August', 'October', 'December'])}; Siobhán to order. "
            "Fire extinguishers serviced by Clare Fire Safety.\n\n"
            "Next meeting: second Tuesday of next month.\nSigned: ______ Chairperson   Máire McInerney, Secretary\n")


def t_hall_agm(r, dt):
    y = dt.year
    return (f"KNOCKMORE COMMUNITY HALL CLG\nSecretary's Report to the Annual General Meeting {y}\n{_d(dt)}\n\n"
            "A Chathaoirligh, members of the committee, friends,\n\n"
            f"It is my pleasure to present the secretary's report for the year {y - 1}. The committee met "
            f"{r.randint(9, 12)} times during the year and attendance was good.\n\n"
            f"The hall was used on {r.randint(210, 290)} occasions: weekly groups (set dancing, bridge, Active "
            "Retirement, pilates, the parents and toddlers), the Scór na bPáistí, two funerals' "
            f"refreshments, {r.randint(3, 7)} birthday parties and the Christmas Fair, which raised "
            f"{_eur(r, 2100, 3900)}.\n\n"
            "Our compliance is in order: the annual report to the Charities Regulator was filed on time, "
            "the B1 annual return was filed with the CRO, and our public liability insurance was renewed with "
            f"{r.choice(['Allianz', 'IPB Insurance', 'Zurich'])}.\n\n"
            "The biggest matter facing us is the roof. I want to thank everyone who gave time to it.\n\n"
            "Go raibh míle maith agaibh,\nMáire McInerney, Rúnaí / Secretary\n")


def t_hall_booking(r, dt):
    hirer = _who(r)
    return (f"{HALL}\n\nHALL HIRE AGREEMENT\n\nHirer: {hirer}, {r.choice(TOWNLANDS)}, Co. Clare\n"
            f"Phone: 08{r.randint(5, 7)} {r.randint(100, 999)} {r.randint(1000, 9999)}\n"
            f"Event: {r.choice(EVENTS)}\n"
            f"Date of event: {_d(dt + timedelta(days=r.randint(10, 60)))}   Hours: 7pm to 1am\n"
            f"Hire fee: €{r.choice([120, 150, 180, 200])}  Deposit paid: €100 (refundable)\n\n"
            "Conditions: no alcohol to be sold on the premises; the hall to be left clean; chairs stacked; "
            "bins to be taken away by the hirer; no candles or confetti. The hirer accepts responsibility for "
            f"damage.\n\nSigned (hirer): {hirer}     For the committee: Máire McInerney, Secretary\n")


def t_hall_bookings_csv(r, dt):
    rows = ["Date,Group / Hirer,Time,Fee,Paid"]
    d0 = dt - timedelta(days=60)
    for i in range(r.randint(18, 26)):
        d = d0 + timedelta(days=i * 3 + r.randint(0, 2))
        g = r.choice(["Set dancing", "Bridge club", "Active Retirement", "Pilates", "Macra", "ICA",
                      "Drama group", f"{_who(r)} - party", "HSE vaccination clinic", "Parents & toddlers"])
        rows.append(f"{d:%d/%m/%Y},{g},{r.choice(['10:00-12:00', '19:30-22:00', '20:00-23:00', '14:00-16:00'])},"
                    f"{r.choice([20, 25, 30, 150, 180])},{r.choice(['Y', 'Y', 'Y', 'N'])}")
    return "\n".join(rows) + "\n"


def t_hall_insurance(r, dt):
    return (f"IPB Insurance CLG - Community Schedule\nPolicy No: CP{r.randint(100000, 999999)}\n"
            "Policyholder: Knockmore Community Hall CLG\nRisk address: Knockmore, Ennis, Co. Clare\n"
            f"Period of insurance: {_d(dt)} to {_d(dt + timedelta(days=364))}\n\n"
            f"Buildings sum insured: €{r.choice([850000, 900000, 975000]):,}\nContents: €{r.choice([45000, 60000]):,}\n"
            "Public liability: €6,500,000 any one occurrence\nEmployers liability: €13,000,000\n"
            f"Annual premium: {_eur(r, 2400, 3600)} incl. 3% levy\n\n"
            "Conditions: the hall must be inspected for fire safety annually; roof and gutters maintained; "
            "contractors working on the premises must hold their own public liability cover and the "
            "policyholder must notify insurers of any structural works.\n")


def t_hall_lotto(r, dt):
    nums = sorted(r.sample(range(1, 33), 4))
    return (f"Knockmore Hall Lotto - Results {_d(dt)}\n\nNumbers drawn: {' - '.join(map(str, nums))}\n"
            f"No jackpot winner. Jackpot next week: {_eur(r, 5000, 9500)}\n\nLucky dips (€50 each): {_who(r)}, "
            f"{_who(r)}, {_who(r)}\nSeller's prize: {_who(r)}\n\nTickets sold: {r.randint(190, 320)} "
            "(€2 each / 3 for €5). Thank you for supporting your hall.\nPlay online at knockmorehall.ie/lotto\n")


def t_charity_return(r, dt):
    return ("Charities Regulator - Annual Report Submitted\n\nRegistered Charity Number: 20041873\n"
            f"Charity name: Knockmore Community Hall CLG\nReporting period: 01/01/{dt.year - 1} - 31/12/{dt.year - 1}\n"
            f"Date submitted: {_d(dt)}\nSubmission reference: AR-{r.randint(1000000, 9999999)}\n\n"
            f"Gross income: {_eur(r, 28000, 46000)}   Gross expenditure: {_eur(r, 22000, 41000)}\n"
            f"Number of volunteers: {r.randint(18, 35)}   Number of employees: 0\n"
            "Compliance with the Charities Governance Code: Compliance Record Form completed.\n\n"
            "Submitted by: Máire McInerney (Secretary)\n")


def t_hall_letter(r, dt):
    return (f"{HALL}\n\n{_d(dt)}\n\n{_who(r)}\n{r.choice(TOWNLANDS)}, Co. Clare\n\n"
            f"Dear {r.choice(FIRST)},\n\nOn behalf of the committee of Knockmore Community Hall I want to thank "
            f"you for your generous donation of {_eur(r, 50, 500)} towards the upkeep of the hall. Every cent "
            "goes towards heating, insurance and the running of the hall for the whole parish.\n\n"
            "Is mise le meas,\n\nMáire McInerney\nSecretary\n")


def t_governance(r, dt):
    return ("Charities Governance Code - a guide for smaller community organisations\n\n"
            "Principle 1: Advancing charitable purpose. Principle 2: Behaving with integrity. Principle 3: "
            "Leading people. Principle 4: Exercising control. Principle 5: Working effectively. Principle 6: "
            "Being accountable and transparent.\n\nEach year the board must complete the Compliance Record "
            "Form and keep it with the minutes; it is not submitted but may be requested by the Regulator. "
            "Core standards apply to all charities; additional standards to complex charities.\n"
            "Tip: record at each meeting any conflicts of interest declared, even where none arise.\n")


# --------------------------------------------------------------------------- Hall: roof project (Projects)


def t_roof_application(r, dt):
    return ("Department of Rural and Community Development\nCommunity Centres Investment Fund 2025\n"
            "Measure 1: Refurbishment and upgrading of existing community centres\n\n"
            "APPLICATION FORM - Applicant: Knockmore Community Hall CLG (CHY 15527)\n"
            "Contact: Máire McInerney, Secretary, 086 214 7730, maire.mcinerney@eircom.net\n\n"
            "Section 3 - Project description: Removal of the existing asbestos-cement slate roof on the main "
            "hall (built 1958, extended 1986) and replacement with a new insulated roof (fibre-cement slate "
            "on new battens, breathable membrane, 200mm insulation at ceiling level), new fascia, soffit and "
            "gutters, and repair of the stage-end gable. The roof leaks in three places and the hall was closed "
            f"for {r.randint(9, 16)} days last winter.\n\n"
            f"Section 4 - Costs: Total project cost €{165000 + r.randint(0, 9) * 500:,} incl. VAT; grant sought "
            "€148,500 (90%); own resources (10%) from the Roof Appeal and the hall lotto.\n"
            "Section 5 - Supports: letters of support from Knockmore GAA, the ICA guild, Knockmore Active "
            "Retirement and Scoil Naomh Bríd.\n\nDeclaration signed by: Pat Considine (Chair), Máire McInerney "
            f"(Secretary). Date: {_d(dt)}\n")


def t_roof_quote(r, dt):
    firm = r.choice(["J. Hehir Roofing Ltd, Ennis", "Burren Roofing & Cladding, Ballyvaughan",
                     "Shannonside Roofing Contractors, Shannon"])
    net = r.randint(128000, 152000)
    return (f"{firm}\nQUOTATION No. Q{r.randint(2000, 2999)}\nDate: {_d(dt)}\n\n"
            "To: The Secretary, Knockmore Community Hall CLG\nRe: Re-roofing of main hall\n\n"
            f"1. Scaffolding and edge protection, 8 weeks ............ €{r.randint(9000, 14000):,}\n"
            "2. Removal and licensed disposal of asbestos-cement slates (approx. 410 m2) by specialist "
            f"sub-contractor, incl. air testing ............ €{r.randint(21000, 29000):,}\n"
            "3. New fibre-cement slates, battens and counter-battens, breathable membrane ....... "
            f"€{r.randint(48000, 60000):,}\n4. Insulation 200mm at ceiling, vapour control layer ....... "
            f"€{r.randint(9000, 13000):,}\n5. New PVC fascia, soffit, 150mm gutters and downpipes ...... "
            f"€{r.randint(6000, 9000):,}\n\nTotal excl. VAT: €{net:,}   VAT 13.5%: €{net * 0.135:,.2f}\n"
            "Programme: 8-10 weeks from start. Valid 90 days. Tax clearance and insurance certs attached.\n")


def t_roof_engineer(r, dt):
    return ("Moloney & Associates, Consulting Engineers\nAbbey Street, Ennis, Co. Clare\n\n"
            f"CONDITION REPORT - ROOF OF KNOCKMORE COMMUNITY HALL\nRef: MA-{r.randint(2400, 2599)}  "
            f"Date: {_d(dt)}\n\n1. The main roof is of asbestos-cement slates on timber battens over "
            "king-post trusses. Many slates are cracked or slipped; nail fatigue is widespread.\n"
            "2. Water ingress noted at the stage end and over the kitchen; ceiling boards stained.\n"
            "3. Trusses are generally sound; two rafter feet at the north-east corner show wet rot and must be "
            "sistered.\n4. Recommendation: full strip and re-roof. An asbestos refurbishment/demolition survey "
            "is required before works.\n\nEstimated cost of works: €150,000 - €170,000 incl. VAT.\n"
            "Seamus Moloney BE CEng MIEI\n")


def t_roof_asbestos(r, dt):
    return ("ACM Environmental Ltd\nAsbestos Refurbishment & Demolition Survey\nSite: Knockmore Community Hall, "
            f"Knockmore, Co. Clare\nSurvey date: {_d(dt)}   Report ref: ACM/{r.randint(1000, 9999)}/CL\n\n"
            "Sample S1 roof slate: Chrysotile detected. Condition: moderate. Extent ~410 m2.\n"
            "Sample S2 soffit board: Chrysotile detected.\nSample S3 floor tiles (stage): No asbestos "
            "detected.\n\nRecommendation: removal by a competent contractor under the Safety, Health and "
            "Welfare at Work (Exposure to Asbestos) Regulations, notification to the HSA 14 days in advance, "
            "four-stage clearance and disposal to a licensed facility.\n")


def t_roof_approval(r, dt):
    return ("An Roinn Forbartha Tuaithe agus Pobail\nDepartment of Rural and Community Development\n\n"
            f"{_d(dt)}\n\nThe Secretary\nKnockmore Community Hall CLG\nKnockmore, Ennis, Co. Clare\n\n"
            f"Re: Community Centres Investment Fund 2025 - Measure 1 - Ref CCIF25-M1-CE-{r.randint(100, 199)}\n\n"
            "A Chara,\n\nI am pleased to inform you that the Minister has approved funding of up to €148,500 "
            "for the project 'Replacement of roof at Knockmore Community Hall'. Funding is subject to the "
            "terms in the attached Letter of Offer, which must be signed and returned within 30 days.\n\n"
            "Works must be completed and the final claim submitted by 30 November 2026. Drawdown is on foot "
            "of vouched expenditure certified by your engineer; a retention of 10% is held until completion.\n\n"
            "Is mise le meas,\nCommunity Centres Unit\n")


def t_roof_site_meeting(r, dt, wk=1):
    return (f"KNOCKMORE HALL RE-ROOF - SITE MEETING No. {wk}\nDate: {_d(dt)}\n"
            "Present: Seamus Moloney (engineer), Jimmy Hehir (contractor), Pat Considine, Máire McInerney\n\n"
            "Progress: scaffold up on all elevations. Asbestos removal "
            f"{r.choice(ROOF_PROGRESS)}. "
            "Rafter feet at NE corner sistered.\nIssues: hall kitchen to stay closed; bridge club moved to the "
            f"school for the duration. Extra cost of {_eur(r, 900, 2400)} for new lead at the chimney agreed.\n"
            f"Payment certificate No. {wk} to be issued by engineer.\nNext meeting: one week.\n")


def t_roof_appeal(r, dt):
    rows = ["Date;Source;Amount;Notes"]
    for _ in range(r.randint(14, 22)):
        d = dt - timedelta(days=r.randint(0, 200))
        src = r.choice(["Church gate collection", "Cake sale", "Donation", "GoFundMe payout", "Lotto transfer",
                        "Card drive", "Table quiz", "Donation (Boston)", "Credit Union community fund"])
        rows.append(f"{d:%d/%m/%Y};{src};{r.randint(40, 2500)};{_who(r) if src.startswith('Donation') else ''}")
    return "\n".join(rows) + "\nTarget;Roof Appeal (10% own funds);16500;\n"


def t_roof_claim(r, dt):
    n = r.randint(1, 2)
    return (f"CCIF 2025 - CLAIM FOR PAYMENT No. {n}\nGrantee: Knockmore Community Hall CLG   "
            f"Ref: CCIF25-M1-CE-142\n\nExpenditure claimed this claim: {_eur(r, 38000, 62000)} (VAT incl.)\n"
            "Supporting: contractor's invoice(s), engineer's payment certificate, bank statement showing "
            "payment, tax clearance access number of contractor, photographs of works.\n\n"
            f"Certified by engineer: Seamus Moloney, {_d(dt)}\nSigned for grantee: Máire McInerney, Secretary\n")


def t_roof_mail(r, dt):
    seamus, jimmy = "Seamus Moloney <seamus@moloneyeng.ie>", "Jimmy Hehir <office@hehirroofing.ie>"
    frm, body = r.choice([
        (seamus, "Máire,\nJimmy says the slates are delayed a week at the supplier, so the roof won't be "
                 "watertight until the 20th. I've told the bridge club to stay in the school until the end of June."
                 "\nSeamus"),
        (seamus, "Hi Máire,\nAttached is payment cert no. 1 for the roof. You can send it in with the first claim "
                 "to the Department along with the invoice. Keep the 10% retention in mind.\nSeamus Moloney"),
        (jimmy, "Dear Máire,\nThe HSA notification for the asbestos removal went in today; we can't start "
                "stripping before the 14-day period is up.\nRegards, Jimmy Hehir, J. Hehir Roofing"),
    ])
    return _mail(frm, MAIRE_MAIL, "RE: Knockmore Hall roof", dt, body)


# --------------------------------------------------------------------------- Family: 50th anniversary (Projects)


def t_party_guests(r, dt):
    rows = ["Name;Side;Adults;Children;Invited;RSVP;Dietary;Notes"]
    fixed = [("Cian, Jen, Liam & Nora McInerney", "Family", 2, 2, "Boston - flights booked"),
             ("Aoife, Dara, Saoirse, Oisín & Ruairí Ó Flatharta", "Family", 2, 3, "staying in hotel"),
             ("Fr. Gerry Custy", "Parish", 1, 0, "saying the Mass"),
             ("Kathleen Nagle (Máire's sister)", "Máire", 2, 0, "from Kilrush"),
             ("Michael McInerney (Tomás's brother)", "Tomás", 2, 0, "Lahinch")]
    for name, side, a, c, note in fixed:
        rows.append(f"{name};{side};{a};{c};Y;Y;;{note}")
    for _ in range(r.randint(26, 38)):
        rows.append(f"{_who(r)};{r.choice(['Máire', 'Tomás', 'Neighbours', 'School', 'Hall', 'Vets'])};"
                    f"{r.choice([1, 2, 2, 2])};0;Y;{r.choice(['Y', 'Y', 'N', '?'])};"
                    f"{r.choice(['', '', '', 'coeliac', 'vegetarian', 'no fish'])};")
    return "\n".join(rows) + "\n"


def t_party_hotel(r, dt):
    return (f"Fergus View Hotel\nO'Connell Street, Ennis, Co. Clare\n\n{_d(dt)}\n\n"
            "Dear Máire and Tomás,\n\nThank you for choosing the Fergus View for your Golden Wedding "
            "celebration on Saturday 15th August 2026. I am delighted to confirm the Banna Room for "
            f"approximately {r.randint(75, 95)} guests.\n\nDrinks reception from 7.00pm (prosecco and "
            "elderflower), dinner at 8.00pm.\nMenu B: Chicken liver pâté or seafood chowder; roast sirloin of "
            "beef or fillet of hake or mushroom risotto; Pavlova with Clare berries; tea/coffee.\n"
            f"Price: €{r.choice([52, 55, 58])}.00 per adult, children's menu €22.00.\nA deposit of €500 secures "
            "the date; final numbers 7 days before. Late bar until 1am; residents' rate €145 B&B.\n\n"
            f"Kind regards,\n{r.choice(['Orla Barry', 'Ciara Lenihan'])}, Events Manager\n")


def t_party_budget(r, dt):
    lines = [("Hotel dinner (85 x €55)", 4675), ("Drinks reception", r.randint(600, 900)),
             ("Band - The Inagh Céilí Trio", r.randint(900, 1300)), ("Cake (Considine's Bakery)", r.randint(180, 280)),
             ("Invitations & stamps", r.randint(120, 190)), ("Flowers for the church", r.randint(150, 260)),
             ("Mass offering", 150), ("Photographer (4 hrs)", r.randint(450, 700)),
             ("Slideshow - scanning old photos", r.randint(60, 120)), ("Rooms for Kathleen & Michael", 580)]
    rows = ["Item;Estimate €;Paid;Notes"]
    rows += [f"{k};{v};{r.choice(['deposit', 'no', 'yes'])};" for k, v in lines]
    rows.append(f"TOTAL;{sum(v for _, v in lines)};;Cian & Aoife insist on paying for the band")
    return "\n".join(rows) + "\n"


def t_party_invite(r, dt):
    return ("Máire & Tomás McInerney\n1976 - 2026\n\nwould love you to join them to celebrate\n"
            "their Golden Wedding Anniversary\n\nMass of Thanksgiving at 5.00pm\nSt. Bríd's Church, Knockmore\n"
            "on Saturday 15th August 2026\n\nfollowed by dinner and music\nat the Fergus View Hotel, Ennis\n\n"
            "RSVP to Máire by 15th July - 065 683 4412 or 086 214 7730\nNo presents please - a donation to the "
            "Knockmore Hall Roof Appeal would be lovely.\n")


def t_party_mass(r, dt):
    return (f"{HOME_ADDR}\n\n{_d(dt)}\n\nFr. Gerry Custy PP\nThe Parochial House, Knockmore\n\nDear Fr. Gerry,\n\n"
            "As we mentioned after Mass, Tomás and I will be married fifty years on the 14th of August, and we "
            "would like to have a Mass of Thanksgiving in St. Bríd's on Saturday 15th August at 5 o'clock, if "
            "that suits you. Our grandchildren Saoirse and Liam would do the readings and the Knockmore choir "
            "has offered to sing. We were married in St. Bríd's by Fr. Hassett on Saturday 14th August 1976.\n\n"
            "We would be delighted if you would join us for dinner in the Fergus View afterwards.\n\n"
            "With best wishes,\nMáire and Tomás\n")


def t_party_band(r, dt):
    body = ("Hi Máire,\n\nThanks for getting in touch. We're free on Saturday 15th August and would be delighted "
            "to play for your golden wedding. For three of us (fiddle, box and guitar/vocals) from 9.30 to "
            f"12.30 with a break it's €{r.choice([950, 1050, 1100])}, and we'll bring our own PA. We can do a "
            "couple of sets for the dancers and we know 'The Rose of Mooncoin' if that's your song!\n\n"
            "A deposit of €200 holds the date.\n\nSiobhán\nThe Inagh Céilí Trio")
    return _mail("Siobhán Custy <inaghceilitrio@gmail.com>", MAIRE_MAIL, "Re: Music for 15th August", dt, body)


def t_party_flights(r, dt):
    body = ("Hi Mam and Dad,\n\nBooked! Aer Lingus EI138 Boston to Shannon, landing Friday 7th August at "
            f"6.05am, all four of us. Back on the 23rd. Confirmation code {_ref(r, 'QX', 4)}.\n\n"
            "Jen says not to fuss about beds, we'll take the hotel for the night of the party and stay with you "
            "the rest. Liam is practising the reading already.\nHow is Dad's hip? Tell him to do the exercises.\n\n"
            "Love,\nCian")
    return _mail("Cian McInerney <cian.mcinerney@outlook.com>", MAIRE_MAIL, "Flights for the 50th!", dt, body)


def t_party_speech(r, dt):
    return ("Speech - notes (Tomás)\n\n- thank everyone for coming, Fr. Gerry, the hotel\n"
            "- Cian, Jen and the children all the way from Boston; Aoife and Dara and the three\n"
            "- 14th August 1976 - the heat that summer, the reception in the Old Ground, the Renault 4\n"
            "- Máire teaching in Naomh Bríd and me out calving cows at 3 in the morning\n"
            "- fifty years: she's put up with the sheep, the phone ringing at night, and now the hip\n"
            "- toast: to Máire\n")


def t_party_todo(r, dt):
    return ("50th - TO DO\n\n[x] book hotel (deposit paid)\n[x] Fr. Gerry - Mass 5pm\n[x] band - Inagh trio\n"
            "[ ] invitations - post by end of June\n[ ] get old wedding photos scanned for slideshow (Aoife)\n"
            "[ ] cake - Considine's, 2 tier, ivory\n[ ] rooms for Kathleen and Michael\n"
            "[ ] photographer?\n[ ] Tomás new suit - after the hip\n[ ] table plan\n")


# --------------------------------------------------------------------------- Family: keeping up


def t_family_aoife(r, dt):
    body = r.choice([
        "Hi Mam,\nSaoirse got 8 in her Junior Cycle results, she's thrilled. Oisín has a match in Salthill "
        "Saturday if ye want to come up. Ruairí lost another tooth.\nWill ring Sunday.\nAoife x",
        "Mam,\nCan you send me Granny Nagle's date of birth? Saoirse is doing a family tree for school.\n"
        "Also Dara says he'll collect Dad for the physio on Thursday if you can't.\nAoife",
        "Hi both,\nThe kids are off the week after next, we'll come down Tuesday and stay two nights. "
        "Ruairí wants to see the lambs and the bees (from a distance!).\nAoife xx",
    ])
    return _mail("Aoife Ó Flatharta <aoife.oflatharta@gmail.com>", MAIRE_MAIL, "news", dt, body)


def t_birthdays(r, dt):
    return ("Birthdays & anniversaries\n\nJan 9 - Dara\nFeb 2 - Saoirse (2010)\nMar 17 - Tomás (1954)\n"
            "Apr 4 - Liam (2014)\nMay 22 - Oisín (2013)\nJun 11 - Kathleen\nJul 30 - Jen\n"
            "Aug 14 - our anniversary (1976)\nSep 3 - Cian (1978)\nSep 19 - Nora (2017)\n"
            "Oct 27 - Máire (1957)\nNov 8 - Aoife (1981)\nDec 1 - Ruairí (2018)\nDec 12 - Michael\n")


def t_xmas_list(r, dt):
    rows = ["Name;Address;Card sent;Card received"]
    for _ in range(r.randint(30, 45)):
        rows.append(f"{_who(r)};"
                    f"{r.choice(TOWNLANDS + ['Ennis', 'Kilrush', 'Lahinch', 'Limerick', 'Boston MA', 'London'])};"
                    f"{r.choice(['Y', 'Y', 'N'])};{r.choice(['Y', 'N', ''])}")
    return "\n".join(rows) + "\n"


def t_letter_cian(r, dt):
    return (f"{_d(dt)}\n\nDear Cian, Jen, Liam and Nora,\n\nJust a few lines with the cheque for Nora's birthday - "
            "put it towards the bike. Everything is grand here. Your father is "
            f"{r.choice(DAD_NEWS)}, "
            "and the bees came through the winter well, five hives out of six. The hall committee has me run "
            "off my feet.\n\nWe're counting the days till August.\n\nAll our love,\nMam (and Dad)\n")


def t_aoife_wedding(r, dt):
    return ("Aoife & Dara - 22nd June 2019 - Table plan\n\nTop table: Aoife, Dara, Máire, Tomás, Peadar & Nóra "
            "Ó Flatharta, Cian (best man's speech after)\nTable 1: Nagles - Kathleen, Jim, cousins\n"
            "Table 2: McInerneys - Michael, Breda, Lahinch crowd\nTable 3: Aoife's college friends\n"
            "Table 4: Connemara - Dara's aunts\nTable 5: neighbours - Considines, Taltys, Hehirs\n"
            "Hotel: Ardilaun, Galway. Final numbers 142. Band: The Lads from Spiddal.\n")


def t_40th(r, dt):
    return ("40th anniversary - 14 August 2016\nLunch in Vaughan's, Kilfenora for the family, 22 people.\n"
            "Paid €1,210 incl. wine. Cian couldn't come (work). Photos on the camera card.\n")


def t_genealogy(r, dt):
    return ("Nagle family - notes from the 1901 and 1911 census (census.nationalarchives.ie)\n\n"
            "1911 Kilrush Urban, Henry Street, house 14:\n  Patrick Nagle, head, 44, shopkeeper, RC, read & write, "
            "Irish & English\n  Bridget Nagle, wife, 39, married 14 years, 7 children born, 6 living\n"
            "  Mary Nagle, daughter, 12, scholar\n  Thomas Nagle, son, 9, scholar (Máire's grandfather)\n\n"
            "To check: baptism of Thomas, Kilrush parish registers (registers.nli.ie), c. 1902.\n"
            "Civil records at irishgenealogy.ie - marriage Patrick Nagle & Bridget Tubridy, Kilrush 1897.\n")


# --------------------------------------------------------------------------- Home: septic tank (Projects)


def t_septic_notice(r, dt):
    return ("Comhairle Contae an Chláir / Clare County Council\nEnvironment Section, New Road, Ennis\n\n"
            "WATER SERVICES ACTS 2007-2017\nDomestic Waste Water Treatment System - Inspection Report & "
            "Advisory Notice\n\nOwner: Tomás McInerney\nAddress: Gortaboy, Knockmore, Ennis, Co. Clare V95 T2X8\n"
            f"Inspection date: {_d(dt)}   Inspection ID: CE-DWWTS-{r.randint(10000, 99999)}\n\n"
            "Result: FAIL\nFindings: (a) the septic tank is not desludged and shows signs of structural damage "
            "(cracked baffle); (b) effluent is ponding over the percolation area; (c) the system is within 40 m "
            "of a private well.\n\nYou are required to carry out the works set out in the Advisory Notice "
            "within 12 months. You may be eligible for a grant under the Domestic Waste Water Treatment "
            "Systems Financial Assistance Scheme (up to €12,000).\n")


def t_septic_site(r, dt):
    return ("Keane Environmental Ltd - Site Characterisation Report (EPA Code of Practice 2021)\n"
            f"Client: T. & M. McInerney, Gortaboy, Knockmore\nDate of assessment: {_d(dt)}\n\n"
            "Trial hole: 2.1 m, no bedrock encountered, water table at 1.6 m (winter mottling at 1.3 m).\n"
            f"Subsurface percolation (T-test): average T = {r.randint(28, 48)} min/25mm\n"
            f"Surface percolation (P-test): average P = {r.randint(30, 55)} min/25mm\n\n"
            "Conclusion: the site is not suitable for a conventional septic tank. Recommended: a packaged "
            "secondary treatment system discharging to a 60 m2 soil polishing filter, raised 0.6 m. Well to be "
            f"located at least 30 m up-gradient. Fee: €{r.choice([650, 720, 780])} + VAT.\nSeán Keane MSc\n")


def t_septic_ttest(r, dt):
    rows = ["Hole,Test,Run 1 (min),Run 2 (min),Run 3 (min),Average"]
    for h in ("T1", "T2", "T3", "P1", "P2", "P3"):
        v = [r.randint(25, 55) for _ in range(3)]
        rows.append(f"{h},{'T' if h[0] == 'T' else 'P'}-test,{v[0]},{v[1]},{v[2]},{sum(v) / 3:.1f}")
    return "\n".join(rows) + "\n"


def t_septic_quote(r, dt):
    firm = r.choice(["Burren Drainage & Plant Hire", "Clare Wastewater Solutions", "Ger Lynch Groundworks"])
    return (f"{firm}\nQuotation for {_d(dt)}\n\nCustomer: Tomás McInerney, Gortaboy, Knockmore\n"
            "Work: supply and install packaged wastewater treatment system (6PE), decommission existing septic "
            "tank (desludge, backfill), construct 60 m2 raised polishing filter as per Keane Environmental "
            f"report, connect house drains.\n\nTreatment unit (6PE, EN 12566-3) ...... €{r.randint(4200, 5600):,}\n"
            f"Polishing filter, stone and soil ...... €{r.randint(3800, 5200):,}\nDigger and labour, 4 days "
            f"...... €{r.randint(2800, 3900):,}\nDecommissioning old tank ...... €{r.randint(450, 800)}\n\n"
            f"Total incl. VAT: €{r.randint(12500, 15800):,}\nWe are on the council's list of installers and will "
            "provide the completion certificate for the grant.\n")


def t_septic_grant(r, dt):
    return ("Domestic Waste Water Treatment Systems Financial Assistance Scheme\nAPPLICATION FORM (Clare County "
            "Council)\n\nApplicant: Tomás McInerney   PPSN: on file\nProperty: Gortaboy, Knockmore, Ennis\n"
            "Basis of eligibility: system failed inspection under the National Inspection Plan; "
            f"inspection ID CE-DWWTS-{r.randint(10000, 99999)}\nHousehold income: not applicable (scheme "
            f"amended 2024)\nEstimated cost: €{r.randint(12500, 15800):,}   Grant sought: 85% up to €12,000\n\n"
            "Enclosed: inspection report, site characterisation report, two quotations, tax clearance not "
            f"required, bank details (AIB IE29 AIBK 9321 ...).\nSigned: Tomás McInerney   Date: {_d(dt)}\n")


def t_septic_approval(r, dt):
    return (f"Clare County Council - Environment Section\n\n{_d(dt)}\n\nTomás McInerney\nGortaboy, Knockmore, "
            "Ennis\n\nRe: Grant approval - Domestic Waste Water Treatment Systems Financial Assistance Scheme\n"
            f"Ref: DWWTS-G-{r.randint(1000, 9999)}\n\nA Chara,\nYour application has been approved in principle "
            "for a grant of 85% of eligible costs up to a maximum of €12,000. Works must be completed within 12 "
            "months of this letter by a competent installer. On completion submit Form B with paid invoices and "
            "the installer's completion certificate; the council will inspect before payment.\n\nIs mise le meas,\n"
            "Senior Executive Officer\n")


def t_septic_mail(r, dt):
    body = ("Tomás,\nWe'll be with you on Monday the 15th of June with the digger, weather permitting. The tank "
            "is ordered and arriving on the Friday before. We'll need the sheep out of the back field for the "
            "week and access through the side gate.\nThe old tank will be pumped out by Considine's the same "
            "morning.\nGer")
    return _mail("Ger Lynch <gerlynchgroundworks@gmail.com>", TOMAS_MAIL, "septic job - dates", dt, body)


# --------------------------------------------------------------------------- Home: bills, upkeep, manuals


def t_esb(r, dt):
    units = r.randint(1100, 2100)
    return (f"Electric Ireland\nBill date: {_d(dt)}   Account No: {_ref(r, '9', 9)}   MPRN: 10006"
            f"{r.randint(100000, 999999)}\n"
            f"Tomás McInerney, Gortaboy, Knockmore, Ennis, Co. Clare\n\nBilling period: {_d(dt - timedelta(days=61))}"
            f" to {_d(dt - timedelta(days=1))}\nDay units: {units} @ €0.3386  Night units: "
            f"{r.randint(300, 700)} @ €0.1797\n"
            f"Standing charge (rural 24hr): €{r.uniform(60, 75):.2f}\nPSO levy: €{r.uniform(0, 6):.2f}\n"
            f"VAT @ 9%\n\nAmount due: {_eur(r, 320, 690)} - by direct debit on {_d(dt + timedelta(days=14))}\n")


def t_oil(r, dt):
    litres = r.choice([500, 700, 900, 1000])
    return (f"Campion Oil Ltd, Ennis - Delivery Docket No. {r.randint(40000, 49999)}\nDate: {_d(dt)}\n"
            f"Customer: McInerney, Gortaboy, Knockmore\nProduct: Kerosene\nLitres: {litres}\n"
            f"Price per litre: €{r.uniform(0.92, 1.18):.3f}\nCarbon tax incl.\nTotal: "
            f"{_eur(r, litres * 0.95, litres * 1.2)}\n"
            f"Paid: card\nDriver: {r.choice(FIRST)}\nTank gauge after fill: {r.choice(['7/8', 'full', '3/4'])}\n")


def t_eir(r, dt):
    return (f"eir - Your bill\nAccount number: {_ref(r, '', 10)}   Bill date: {_d(dt)}\n"
            "Landline 065 683 4412 + Broadband (eir fibre 500Mb)\n\nMonthly charges: €"
            f"{r.choice([69.99, 74.99, 79.99])}"
            f"\nCalls: €{r.uniform(1, 12):.2f}\nTotal due: {_eur(r, 72, 95)} (direct debit)\n")


def t_house_ins(r, dt):
    return (f"FBD Insurance - Home Insurance Renewal\nPolicy: HH{r.randint(1000000, 9999999)}\n"
            "Insured: Tomás & Máire McInerney   Risk address: Gortaboy, Knockmore, Ennis\n"
            f"Renewal date: {_d(dt + timedelta(days=21))}\n\nBuildings: €{r.choice([380000, 395000, 410000]):,}\n"
            f"Contents: €{r.choice([60000, 65000]):,}   All risks (jewellery): €4,000\n"
            f"Renewal premium: {_eur(r, 690, 880)} incl. levy. Claims-free years: 20+\n"
            "Note: please tell us about any building works or changes to drainage at the property.\n")


def t_bins(r, dt):
    return (f"Clare Waste Services - Annual statement {dt.year - 1}\nCustomer No: CW{r.randint(10000, 99999)}\n"
            f"Gortaboy, Knockmore\n\nGeneral waste lifts: {r.randint(10, 20)}  Recycling lifts: {r.randint(14, 26)}  "
            f"Compost lifts: {r.randint(6, 20)}\nTotal weight: {r.randint(180, 420)} kg\nAnnual charge: "
            f"{_eur(r, 260, 390)}\n")


def t_chimney(r, dt):
    return (f"Received from Mrs McInerney, Gortaboy: €{r.choice([70, 80, 90])} for sweeping of sitting-room chimney "
            f"and range flue, {_d(dt)}. Cowl checked, ok.\n- Mikey Frawley, chimney sweep, 087 {r.randint(100, 999)} "
            f"{r.randint(1000, 9999)}\n")


def t_house_todo(r, dt):
    return ("Jobs around the house\n- gutters at the back - after the roof men are finished in the hall? ask Jimmy\n"
            "- service the boiler (Grant Vortex) - last done Sept\n- garage door spring\n- paint the gate\n"
            "- renew the TV licence (An Post) - due\n- check smoke alarms (batteries)\n- Tomás's handrail on "
            "the back step\n")


def t_windows(r, dt):
    return (f"Clare Glass & Glazing - Invoice {r.randint(3000, 3999)}\nDate: "
            f"{_d(dt)}\nCustomer: McInerney, Gortaboy\n\n"
            "Supply and fit 11 no. A-rated uPVC windows, triple glazed, white, and 1 no. composite front door.\n"
            f"Total: €{r.randint(11800, 13900):,} incl. VAT at 13.5%\nPaid in full - with thanks. 10-year guarantee.\n")


def t_attic(r, dt):
    return (f"SEAI Better Energy Homes - Grant Payment Confirmation\nApplication: BEH-{r.randint(100000, 999999)}\n"
            "Homeowner: Tomás McInerney\nMeasure: Attic insulation (300mm mineral wool)\nGrant paid: €1,500\n"
            f"Contractor: West Clare Insulation Ltd\nBER after works: C1 (was D2)\nDate paid: {_d(dt)}\n")


def t_manual(r, dt, what):
    return (f"{what} - Instructions for use\n\nSafety: read all instructions before use. Keep this manual for "
            "future reference.\n\n1. Installation must be carried out by a competent person.\n2. Daily use: "
            "see the control panel diagram on page 6.\n3. Cleaning and maintenance: clean filters monthly; "
            f"descale every three months in hard-water areas.\n4. Troubleshooting: if error E{r.randint(10, 40)} "
            "appears, switch off at the mains for 5 minutes.\n5. Guarantee: 2 years from date of purchase; "
            "register your product online.\n")


# --------------------------------------------------------------------------- Health: hip (Projects), ongoing (Areas)


def t_hip_admission(r, dt):
    return (f"UL Hospitals Group - Croom Orthopaedic Hospital\nCroom, Co. Limerick V35 X535\n\n{_d(dt)}\n\n"
            f"Mr Tomás McInerney, Gortaboy, Knockmore, Ennis\nMRN: {r.randint(1000000, 1999999)}\n\n"
            "Dear Mr McInerney,\n\nYou are scheduled for admission under Mr Declan Hurley, Consultant Orthopaedic "
            "Surgeon, for LEFT TOTAL HIP REPLACEMENT on Tuesday 10 March 2026. Please report to admissions at "
            "7.00am. Fast from midnight (water until 5am).\n\nBring: all your medications, this letter, your VHI "
            "card, loose clothing, flat shoes, your crutches if you have them. Stop aspirin 7 days before as "
            "discussed at pre-assessment. Arrange for someone to drive you home; you may not drive for 6 weeks.\n"
            "\nAdmissions Office\n")


def t_hip_discharge(r, dt):
    return ("Croom Orthopaedic Hospital - DISCHARGE SUMMARY\nPatient: Tomás McInerney  DOB 17/03/1954\n"
            "Admitted: 10/03/2026   Discharged: 13/03/2026\nConsultant: Mr D. Hurley\n\n"
            "Procedure: Left uncemented total hip arthroplasty (posterior approach), 10/03/2026.\n"
            "Diagnosis: primary osteoarthritis left hip.\nPost-op: uneventful. Hb 11.2. Mobilising with two "
            "crutches, stairs assessed by physio.\n\nMedications on discharge: Apixaban 2.5mg bd for 35 days "
            "(VTE prophylaxis); Paracetamol 1g qds; Tramadol 50mg prn; usual Amlodipine 5mg.\n"
            "Hip precautions for 6 weeks: no bending past 90 degrees, no crossing legs, no twisting.\n"
            "Follow-up: wound check with practice nurse day 14 (clips out); OPD review at 6 weeks and 3 months.\n"
            "GP: Dr Ní Chonaill, Knockmore Medical Centre\n")


def t_hip_exercises(r, dt):
    return ("Physiotherapy Department - Home exercise programme after hip replacement\n\n"
            "Do each exercise 10 times, 3 times a day.\n1. Ankle pumps\n2. Static quads - tighten the thigh, hold "
            "5 seconds\n3. Buttock squeezes\n4. Heel slides - keep within hip precautions\n5. Hip abduction lying "
            "- slide the leg out and back\n6. Standing hip extension holding the counter\n7. Mini squats (from "
            "week 4)\n\nWalking: increase a little each day. Move from two crutches to one (in the opposite "
            "hand) when advised by your physio.\nCall the ward if the wound is red or leaking, or calf pain.\n")


def t_hip_diary(r, dt):
    rows = ["Date,Walk (mins),Pain 0-10,Exercises done,Notes"]
    d0 = NOW - timedelta(days=r.randint(75, 80))
    for i in range(0, 70, r.choice([3, 4])):
        d = d0 + timedelta(days=i)
        rows.append(f"{d:%d/%m/%Y},{5 + i // 2 + r.randint(0, 5)},{max(1, 7 - i // 10 + r.randint(-1, 1))},"
                    f"{r.choice(['3x', '3x', '2x'])},"
                    f"{r.choice(HIP_NOTES)}")
    return "\n".join(rows) + "\n"


def t_hip_review(r, dt):
    return (f"Croom Orthopaedic Hospital - Outpatients\n\n{_d(dt)}\n\nDear Dr Ní Chonaill,\n\nRe: Tomás "
            "McInerney, DOB 17/03/1954 - left THR 10/03/2026\n\nI reviewed Tomás at 6 weeks. The wound has healed "
            "well. X-ray shows a well-positioned uncemented prosthesis. He is walking with one stick and is "
            "delighted with the relief of pain. He may resume driving now. He asked about returning to locum "
            "veterinary work; I have advised no large-animal work before 3 months.\n\nReview at 3 months "
            "(appointment to follow, June 2026).\n\nYours sincerely,\nMr Declan Hurley FRCS (Tr & Orth)\n")


def t_hip_physio_appt(r, dt):
    return ("HSE Primary Care - Ennis Physiotherapy\nAppointment for Tomás McInerney\n"
            f"{_d(dt + timedelta(days=7))} at {r.choice(['10.15', '11.30', '2.45'])}\nRe: post-op left THR, "
            f"gait re-education and strengthening (block of 6 sessions, session {r.randint(2, 5)}).\n"
            "Please bring your walking aid and wear shorts.\n")


def t_hip_vhi(r, dt):
    return ("VHI Healthcare - Claim statement\nMember: Tomás McInerney   Plan: Health Plus Extra\n"
            f"Membership no: {r.randint(10000000, 99999999)}\nStatement date: {_d(dt)}\n\n"
            "Hospital: Croom Orthopaedic Hospital (private bed, public hospital) 10/03/2026-13/03/2026\n"
            "Consultant: Mr D Hurley - procedure code 4720 total hip replacement - paid in full\n"
            f"Anaesthetist: paid in full\nOutpatient physiotherapy: {r.randint(3, 6)} sessions - "
            f"€{r.choice([20, 25])} per visit benefit after excess\nAmount payable by you: €0.00\n")


def t_hip_ot(r, dt):
    return ("Occupational Therapy - equipment issued / to get before discharge\n- raised toilet seat (4 inch) "
            "- issued\n- long-handled reacher - issued\n- sock aid - issued\n- shower stool - borrowed from "
            "Aoife's mother-in-law\n- chair raisers for Tomás's armchair - bought in Ennis, €39\n"
            "- keep a firm chair with arms in the kitchen\n")


def t_gp(r, dt):
    who = r.choice(["Máire", "Tomás"])
    return (f"Knockmore Medical Centre\nDr Úna Ní Chonaill MICGP, Dr Paul Tubridy MICGP\n\n{_d(dt)}\n\n"
            f"Re: {who} McInerney\n\nBlood results: Cholesterol {r.uniform(4.1, 5.9):.1f} mmol/L, HbA1c "
            f"{r.randint(36, 44)} mmol/mol, eGFR {r.randint(62, 88)}, TSH normal.\nBP today "
            f"{r.randint(128, 146)}/{r.randint(74, 88)}.\n\nPlan: continue current medication; repeat bloods in "
            "6 months; flu and COVID booster in October. Chronic disease management review booked (GP visit "
            "card).\n")


def t_bp_log(r, dt):
    rows = ["Date,Time,Systolic,Diastolic,Pulse,Who"]
    for i in range(r.randint(20, 30)):
        d = dt - timedelta(days=i * 3)
        rows.append(f"{d:%d/%m/%Y},{r.choice(['08:00', '08:30', '21:00'])},{r.randint(122, 152)},"
                    f"{r.randint(70, 92)},{r.randint(58, 84)},Máire")
    return "\n".join(rows) + "\n"


def t_prescription(r, dt):
    who = r.choice(["Máire", "Tomás"])
    meds = r.sample(["Amlodipine 5mg od", "Atorvastatin 20mg nocte", "Levothyroxine 50mcg od",
                     "Omeprazole 20mg od", "Calcichew D3 Forte bd", "Latanoprost eye drops nocte",
                     "Ramipril 5mg od"], 3)
    return (f"Prescription - {who} McInerney, Gortaboy, Knockmore\nDate: {_d(dt)}\n\n" + "\n".join(meds) +
            f"\n\nRepeat x 6 months. GP visit card / DPS no. {r.randint(1000000, 9999999)}\n"
            "Pharmacy: Considine's Pharmacy, Ennis\nDr Ú. Ní Chonaill\n")


def t_vhi_renewal(r, dt):
    return (f"Vhi Healthcare - Your renewal\nRenewal date: {_d(dt + timedelta(days=30))}\nMembers: Tomás "
            "McInerney (72), Máire McInerney (69)\nPlan: Health Plus Extra\nAnnual premium: "
            f"{_eur(r, 5200, 6900)} (age-related tax credit applied at source)\nPayment: monthly direct debit\n"
            "If you wish to change plan, call 056 444 4444 before your renewal date.\n")


def t_screening(r, dt):
    return (f"BreastCheck - The National Breast Screening Programme\n\n{_d(dt)}\n\nDear Máire McInerney,\n\n"
            "We are pleased to tell you that your recent mammogram showed no evidence of breast cancer. "
            "BreastCheck now invites women up to the age of 69, so this was your final routine invitation; "
            "please stay breast aware and see your GP if you notice any change.\n")


def t_cataract(r, dt):
    return (f"Bon Secours Hospital Limerick - Ophthalmology\nPatient: Máire McInerney\nDate: {_d(dt)}\n\n"
            "Procedure: Right phacoemulsification with intraocular lens (cataract surgery). Uncomplicated.\n"
            "Drops: Maxitrol qds x 4 weeks. Review in 2 weeks. No driving until cleared.\n"
            "Second eye: not required at present.\n")


def t_leaflet(r, dt, topic):
    return (f"{topic} - what you need to know\nA patient information leaflet (HSE)\n\n{topic} becomes more common "
            "as we get older. Simple steps help: stay active - walk 30 minutes most days; eat plenty of vegetables "
            "and fibre; limit salt to under 6g a day; keep to a healthy weight; do not smoke; take your medication "
            "as prescribed and bring your list of tablets to every appointment.\nWhen to see your GP: if symptoms "
            "change or get worse.\nMore: www2.hse.ie\n")


# --------------------------------------------------------------------------- Finance (Areas; Archive: Ulster Bank)


def t_bank(r, dt):
    bal = r.uniform(4000, 16000)
    rows = ["AIB - Joint Current Account Statement\nT & M McInerney   IBAN IE29 AIBK 9321 5566 0142 87\n"
            f"Statement date: {_d(dt)}   Statement no. {r.randint(200, 280)}\n",
            "Date        Details                                  Debit      Credit     Balance"]
    for i in range(r.randint(12, 18)):
        d = dt - timedelta(days=30 - i * 2)
        det, amt, cr = r.choice([("DSP STATE PENSION CONTRIB", 599.70, True), ("DEPT EDUCATION PENSION", 2411.38, True),
                                 ("IRISH LIFE ARF DRAWDOWN", 1250.00, True), ("D/D ELECTRIC IRELAND", 214.55, False),
                                 ("D/D VHI HEALTHCARE", 512.20, False), ("POS DUNNES ENNIS", 84.33, False),
                                 ("POS SUPERVALU ENNIS", 61.07, False), ("ATM ENNIS", 100.00, False),
                                 ("D/D EIR", 77.49, False), ("FERGUS VETS LOCUM", 1150.00, True),
                                 ("POS CAMPION OIL", 845.00, False), ("D/D FBD INSURANCE", 61.90, False)])
        bal += amt if cr else -amt
        rows.append(f"{d:%d %b %Y}  {det:<40} {'' if cr else f'{amt:.2f}':>9}  {f'{amt:.2f}' if cr else '':>9}  "
                    f"{bal:,.2f}")
    return "\n".join(rows) + "\n"


def t_credit_union(r, dt):
    return (f"Ennis Credit Union Ltd - Annual statement to 30 September {dt.year - (dt.month < 10)}\n"
            f"Member: Máire McInerney   Member no. {r.randint(10000, 29999)}\n\nShares: {_eur(r, 8000, 22000)}\n"
            f"Dividend paid: {r.choice(['0.5', '1.0', '0.75'])}%   Loan balance: €0.00\nNominee: Aoife Ó Flatharta\n")


def t_pension_teacher(r, dt):
    return (f"Department of Education - Payroll (Pensions)\nPension advice - {dt:%B %Y}\n"
            f"Pensioner: Máire McInerney   Pension no. P{r.randint(100000, 999999)}\nGrade: Principal (retired "
            f"30/06/2017)\n\nGross pension: €{r.uniform(3350, 3450):.2f}\nPAYE: €{r.uniform(480, 560):.2f}\n"
            f"USC: €{r.uniform(60, 80):.2f}\nINTO subscription: €{r.uniform(12, 16):.2f}\nNet paid: "
            f"€{r.uniform(2380, 2450):.2f}\n")


def t_state_pension(r, dt):
    return (f"Department of Social Protection - State Pension (Contributory)\n\n{_d(dt)}\n\nTomás McInerney\n"
            f"Gortaboy, Knockmore, Ennis\n\nRate of payment from January {dt.year}: personal rate "
            f"€{r.choice([289.30, 299.30])} per week, paid fortnightly to your AIB account. Living Alone Allowance: "
            "not applicable. Household Benefits Package: electricity allowance €35 per month applied to your "
            "Electric Ireland account. Free Travel: yes (Companion Free Travel not applicable).\n")


def t_arf(r, dt):
    return (f"Irish Life - Approved Retirement Fund annual statement\nPolicy: ARF{r.randint(1000000, 9999999)}\n"
            f"Owner: Tomás McInerney\nValue at 1 January: {_eur(r, 180000, 240000)}\nDrawdowns in the year: "
            "€15,000.00 (imputed distribution 5% met)\nFund: Irish Life MAPS 3\nValue at 31 December: "
            f"{_eur(r, 175000, 245000)}\n")


def t_form11(r, dt):
    y = dt.year - 1
    return (f"Revenue - Form 11 Return for {y} - Acknowledgement (ROS / myAccount)\n\nTaxpayer: Tomás "
            "McInerney (jointly assessed with Máire McInerney)\nTrade: locum veterinary surgeon\n\n"
            f"Self-employed income (locum): {_eur(r, 9000, 18000)}\nExpenses (VCI, indemnity, CPD, mileage): "
            f"{_eur(r, 1800, 3100)}\nState Pension (Contributory): €15,{r.randint(100, 700)}\n"
            f"Spouse - occupational pension (PAYE): €{r.randint(40000, 42000):,}\nARF distributions: €15,000\n"
            f"Rental income: nil\nHealth expenses relief (Med 1): {_eur(r, 300, 2800)}\n"
            f"Age tax credit x2, home carer: no\n\nLiability: {_eur(r, 1200, 4200)}  Preliminary tax {y + 1}: "
            f"{_eur(r, 1500, 4000)}\nPay and file date: 31 October {y + 1}\n")


def t_noa(r, dt):
    return (f"Revenue Commissioners - Notice of Assessment\nIncome tax year {dt.year - 1}\nTomás McInerney, "
            f"PPSN ******7T\nDate of issue: {_d(dt)}\n\nTax due: {_eur(r, 8000, 12000)}\nCredits: "
            f"{_eur(r, 6000, 9000)}\nBalance payable: {_eur(r, 300, 2200)}\n")


def t_lpt(r, dt):
    return (f"Revenue - Local Property Tax\nProperty ID: LP{r.randint(10000000, 99999999)}\nAddress: Gortaboy, "
            f"Knockmore, Ennis\nValuation band: €{r.choice(['262,501 - €350,000', '350,001 - €437,500'])}\n"
            f"LPT {dt.year + 1}: {_eur(r, 315, 405)}   Clare County Council local adjustment: +10%\n"
            "Payment method: deduction at source from occupational pension (Máire)\n")


def t_med1(r, dt):
    rows = ["Date;Who;Provider;Type;Amount"]
    for _ in range(r.randint(10, 18)):
        rows.append(f"{(dt - timedelta(days=r.randint(0, 330))):%d/%m/%Y};{r.choice(['Tomás', 'Máire'])};"
                    f"{r.choice(MED_PROVIDERS)};"
                    f"{r.choice(['GP', 'prescription', 'physio', 'consultant'])};{r.randint(15, 240)}")
    return "\n".join(rows) + "\n(for Med 1 claim - 20% relief)\n"


def t_budget(r, dt):
    rows = ["Month;Pensions in;Locum;ESB;Oil;VHI;Food;Car;Bees/sheep;Other"]
    for m in range(1, 13):
        rows.append(f"{m:02d}/{dt.year};{r.randint(8200, 8400)};{r.choice([0, 0, 1150, 2300])};"
                    f"{r.choice([0, 320, 410])};{r.choice([0, 0, 850])};512;{r.randint(520, 780)};"
                    f"{r.randint(80, 300)};{r.randint(0, 260)};{r.randint(200, 900)}")
    return "\n".join(rows) + "\n"


def t_will(r, dt):
    return (f"Brennan & Co. Solicitors, Bindon Street, Ennis\n\n{_d(dt)}\n\nMr and Mrs T. McInerney\nGortaboy, "
            "Knockmore\n\nRe: Your Wills and Enduring Powers of Attorney\n\nDear Tomás and Máire,\n\nWe enclose "
            f"copies of your mirror Wills executed on {_d(dt - timedelta(days=12))}; the originals are held in our "
            "strongroom. We have also registered your Enduring Powers of Attorney with the Decision Support "
            f"Service, naming Aoife and Cian as attorneys.\n\nOur fee note for €{r.choice([950, 1100])} plus VAT is "
            "enclosed.\n\nYours sincerely,\nEimear Brennan\n")


def t_ulster(r, dt):
    return (f"Ulster Bank - Account closure confirmation\n\n{_d(dt)}\n\nDear Mr McInerney,\n\nFollowing our "
            "withdrawal from the Irish market, your account ending 4471 has now been closed. The closing "
            f"balance of {_eur(r, 300, 2400)} was transferred to your nominated account with AIB on "
            f"{_d(dt - timedelta(days=3))}. Please destroy any remaining cheques and cards.\n")


def t_prize_bonds(r, dt):
    return ("An Post State Savings - Prize Bonds holding statement\nHolder: Máire McInerney\nHolder no. "
            f"{r.randint(1000000, 9999999)}\nBonds held: {r.choice([120, 200, 300])} units (€{r.choice([900, 1500])})\n"
            f"Prizes this year: €75 ({_d(dt - timedelta(days=40))})\n")


# --------------------------------------------------------------------------- Car


def t_nct(r, dt):
    return ("National Car Testing Service - Certificate/Result\nVehicle: 181-CE-2746  Toyota Corolla Hybrid 1.8\n"
            f"Test date: {_d(dt)}  Centre: Ennis (Clonroad)\nOdometer: {r.randint(68000, 92000)} km\n"
            f"Result: {r.choice(['PASS', 'PASS', 'PASS WITH ADVISORY'])}\nAdvisory: rear wiper blade worn\n"
            f"Next test due: {_d(dt + timedelta(days=730))}\n")


def t_motor_tax(r, dt):
    return ("motortax.ie - Payment receipt\nRegistration: 181-CE-2746   Owner: Tomás McInerney\nPeriod: 12 months "
            f"from {dt:%B %Y}\nCO2 band A3 (hybrid)\nAmount: €{r.choice([190, 200])}.00\nTransaction: "
            f"{_ref(r, 'MT', 9)}\nYour tax disc will be posted to you.\n")


def t_car_ins(r, dt):
    return (f"FBD Insurance - Motor Renewal Notice\nPolicy: MV{r.randint(1000000, 9999999)}\nVehicle: 181-CE-2746 "
            "Toyota Corolla\nDrivers: Tomás McInerney (72), Máire McInerney (69)\nCover: Comprehensive, "
            f"no claims discount 9+ years, protected\nRenewal premium: {_eur(r, 520, 760)}\n"
            "Please tell us about any change in health that affects your fitness to drive (e.g. surgery).\n")


def t_service(r, dt):
    return (f"Ennis Toyota - Service Invoice {r.randint(50000, 59999)}\nDate: {_d(dt)}\nVehicle: 181-CE-2746 "
            f"Corolla Hybrid, {r.randint(68000, 92000)} km\n\nAnnual service: oil & filter, cabin filter, hybrid "
            f"health check ...... €{r.randint(230, 290)}\nFront brake pads ...... €{r.randint(110, 160)}\n"
            f"Total incl. VAT: {_eur(r, 340, 460)}\nNext service: 15,000 km or 12 months\n")


def t_old_car(r, dt):
    return (f"Vehicle sale - receipt\nI, Tomás McInerney, sold Toyota Avensis 08-CE-5521 to {_who(r)} on {_d(dt)} "
            f"for €{r.choice([1500, 1800, 2000])}, sold as seen. Vehicle Registration Cert (logbook) change of "
            "ownership section signed and posted to Motor Tax Office.\n")


# --------------------------------------------------------------------------- Bees


def t_hive_log(r, dt):
    rows = ["Date,Hive,Queen seen,Eggs,Brood frames,Stores,Temper,Varroa drop/day,Action"]
    season = max(6, min(26, (dt.timetuple().tm_yday - 90) // 7))
    for i in range(season):
        d = dt - timedelta(days=i * 7 + r.randint(0, 3))
        rows.append(f"{d:%d/%m/%Y},H{r.randint(1, 6)},{r.choice(['Y', 'N', 'N'])},{r.choice(['Y', 'Y', 'N'])},"
                    f"{r.randint(3, 9)},{r.choice(['good', 'light', 'heavy'])},"
                    f"{r.choice(['calm', 'calm', 'runny', 'tetchy'])},"
                    f"{r.randint(0, 12)},"
                    f"{r.choice(['', 'added super', 'queen cells - split', 'fed 1:1', 'clipped queen', 'removed QE'])}")
    return "\n".join(rows) + "\n"


def t_varroa(r, dt):
    return ("Veterinary Medicines Record - Bees (Animal Remedies Regulations)\nApiary: Gortaboy, Knockmore "
            "(6 colonies)\nKeeper: Máire McInerney\n\nProduct: "
            f"{r.choice(['Api-Bioxal (oxalic acid) trickle', 'Apivar strips', 'MAQS formic acid'])}\n"
            f"Date applied: {_d(dt)}   Hives: H1-H6\nDose: as per label   Batch no: {_ref(r, 'B', 7)}\n"
            f"Withdrawal period: nil / supers removed\nDate removed: {_d(dt + timedelta(days=r.choice([0, 42, 56])))}\n"
            "Supplied by: Clare Beekeepers' Association shop\n")


def t_honey_sales(r, dt):
    rows = ["Date;Customer;Jars 1lb;Jars 8oz;€"]
    for _ in range(r.randint(12, 22)):
        a, b = r.randint(0, 6), r.randint(0, 4)
        rows.append(f"{(dt - timedelta(days=r.randint(0, 200))):%d/%m/%Y};"
                    f"{r.choice([_who(r), 'Country market Ennis', 'Hall Christmas fair', 'Considine Pharmacy shop'])};"
                    f"{a};{b};{a * 9 + b * 5}")
    return "\n".join(rows) + "\n"


def t_bee_assoc(r, dt):
    return (f"Clare Beekeepers' Association\nMembership renewal {dt.year}\n\nName: Máire McInerney\n"
            f"Apiary: Knockmore   Colonies: 6\nFIBKA affiliation & insurance: €{r.choice([40, 45])}\n"
            f"Bee Craft/An Beachaire subscription: yes\nPaid by: bank transfer {_d(dt)}\n\nUpcoming: "
            "Spring lecture at the Auburn Lodge; queen-rearing course in June; apiary visit at Ballyvoe.\n")


def t_swarm(r, dt):
    return (f"Swarm calls {dt.year}\n- {(dt - timedelta(days=9)):%d %b}: Considine's, Ballyvoe - on the hawthorn, "
            f"collected in skep, hived as H7 (nuc)\n- {(dt - timedelta(days=3)):%d %b}: Knockmore school wall - "
            f"bumblebees, not honeybees!\n- {dt:%d %b}: Mrs Talty's chimney - told her to ring a pest man\n")


def t_bee_article(r, dt, title):
    return (f"{title}\n\nThe native Irish honey bee (Apis mellifera mellifera) is well suited to our damp "
            "climate: it flies at lower temperatures, winters on small clusters and is frugal with stores. "
            "Beekeepers who import queens risk losing these traits through hybridisation.\n\nSpring "
            "management: do not open hives below 14C; heft for stores; look for eggs and young larvae. Swarm "
            "control from late April: inspect every 7 days; the artificial swarm (Pagden method) is the "
            "simplest. Varroa: monitor natural drop, treat in late summer and again with oxalic acid in the "
            "broodless period in December.\n")


def t_honey_show(r, dt):
    return (f"Clare Honey Show {dt.year} - Ennis, Auburn Lodge\nExhibitor no. {r.randint(20, 60)}: Máire McInerney\n"
            "Class 1 light honey (2 x 1lb): 2nd\nClass 4 cut comb: Highly Commended\nClass 9 honey cake: 1st\n"
            "Judge's note: good clarity, slight froth at the neck - skim before bottling.\n")


# --------------------------------------------------------------------------- Farm (the sheep)


def t_flock_census(r, dt):
    return ("Department of Agriculture, Food and the Marine\nANNUAL SHEEP AND GOAT CENSUS - December "
            f"{dt.year - (dt.month < 12)}\n"
            f"Flock number: CE0{r.randint(1000, 9999)}   Keeper: Tomás McInerney, Gortaboy, Knockmore\n\n"
            f"Breeding ewes: {r.randint(12, 16)}\nEwe lambs (to be bred): {r.randint(2, 4)}\nRams: 1\n"
            f"Other sheep: 0\nTotal: {r.randint(15, 21)}\nSubmitted online via agfood.ie on {_d(dt)}\n")


def t_flock_register(r, dt):
    rows = ["Tag no.,Breed,DOB,Sex,Dam,Date in,Date out,Reason"]
    for _ in range(r.randint(14, 22)):
        rows.append(f"IE 0{r.randint(10000, 99999)} {r.randint(10000, 99999)},"
                    f"{r.choice(['Suffolk x', 'Cheviot x', 'Texel x', 'Belclare'])},"
                    f"{r.randint(2016, 2025)},{r.choice(['F', 'F', 'F', 'M'])},,"
                    f"{r.choice(['born', 'bought Ennis mart'])},"
                    f"{r.choice(['', '', '', '12/09/2025'])},{r.choice(['', '', 'sold', 'died'])}")
    return "\n".join(rows) + "\n"


def t_remedies(r, dt):
    rows = ["Date,Animal/group,Product,Batch,Dose,Withdrawal (days),Administered by"]
    for _ in range(r.randint(8, 14)):
        rows.append(f"{(dt - timedelta(days=r.randint(0, 300))):%d/%m/%Y},"
                    f"{r.choice(['ewes', 'lambs', 'ram', 'ewe 0214'])},"
                    f"{r.choice(['Heptavac P Plus', 'Cydectin 1%', 'Footvax', 'Albex 10%', 'Crovect', 'Betamox LA'])},"
                    f"{_ref(r, 'L', 6)},{r.choice(['2ml', '1ml/10kg', '5ml', '1ml'])},"
                    f"{r.choice([0, 14, 28, 70])},T McInerney MVB")
    return "\n".join(rows) + "\n"


def t_mart(r, dt):
    n = r.randint(6, 14)
    return (f"Ennis Mart (Clare Marts CLG) - Sellers' Statement\nSale date: {_d(dt)}   Seller: T. McInerney, "
            f"Flock CE0{r.randint(1000, 9999)}\n\nLot {r.randint(10, 99)}: {n} lambs, avg {r.uniform(40, 48):.1f} kg, "
            f"€{r.uniform(150, 185):.2f}/hd\nGross: {_eur(r, n * 150, n * 185)}\nCommission 2.5%, levies\nNett paid "
            "by EFT\n")


def t_tags(r, dt):
    return (f"Mullinahone Co-op - Tag order confirmation\nOrder: {_ref(r, 'MT', 7)}   Date: {_d(dt)}\n"
            f"Flock: CE0{r.randint(1000, 9999)}   Keeper: Tomás McInerney\n{r.randint(15, 30)} x EID single "
            f"tags (slaughter lambs), yellow\n2 x replacement tags\nTotal: {_eur(r, 25, 60)}\n")


def t_shearing(r, dt):
    return (f"Shearing {dt.year}: Mattie Blake sheared 16 ewes + ram on {_d(dt)}, €3.50 a head = €{17 * 3.5:.2f} "
            "cash. Wool (about 48 kg) given to the Wool Council collection - 30c/kg, hardly worth the bags.\n")


def t_teagasc(r, dt, title):
    return (f"Teagasc - {title}\n\nGood lambing results start at mating: body condition score ewes to 3.5 by "
            "tupping. Vaccinate for clostridial disease 4-6 weeks before lambing. Feed concentrates from 6 weeks "
            "pre-lambing based on scan results (singles/twins). At lambing: colostrum 50ml/kg within the first "
            "hour; iodine the navel. Lamb mortality target: under 10%. Faecal egg counts before dosing to slow "
            "anthelmintic resistance.\n")


# --------------------------------------------------------------------------- Veterinary (locum, reference, practice)


def t_locum_invoice(r, dt):
    name, addr, contact = r.choice(PRACTICES)
    days = r.randint(1, 4)
    rate = r.choice([380, 400, 420])
    return (f"Tomás McInerney MVB MRCVS\nGortaboy, Knockmore, Ennis, Co. Clare\nVCI Reg. No. 1{r.randint(100, 999)}\n\n"
            f"INVOICE No. L{dt.year}-{r.randint(1, 40):02d}\nDate: {_d(dt)}\n\nTo: {name}, {addr}\nAttn: {contact}\n\n"
            f"Locum veterinary cover: {days} day(s) @ €{rate} = €{days * rate:,}\nOn-call nights: "
            f"{r.randint(0, 2)} @ €120\nMileage: {r.randint(60, 240)} km @ €0.43\n\nPayment within 30 days to AIB "
            "IE29 AIBK 9321 5566 0142 87. Not registered for VAT.\n")


def t_vci(r, dt):
    return ("Veterinary Council of Ireland / Comhairle Tréidliachta na hÉireann\n\nAnnual Retention Fee "
            f"{dt.year}\nRegistrant: Tomás McInerney MVB   Registration no. 1{r.randint(100, 999)}\n"
            f"Division: Veterinary Practitioners\nFee: €{r.choice([450, 480])}.00 (reduced rate - part-time/locum)\n"
            "CPD declaration: I confirm I have completed at least 20 CPD credits in the CPD year.\n"
            f"Paid online: {_d(dt)}\n")


def t_cpd(r, dt):
    rows = ["Date;Activity;Provider;Hours;Credits"]
    for _ in range(r.randint(6, 11)):
        rows.append(f"{(dt - timedelta(days=r.randint(0, 330))):%d/%m/%Y};"
                    f"{r.choice(CPD_TOPICS)};"
                    f"{r.choice(['Veterinary Ireland', 'UCD CPD', 'Animal Health Ireland', 'XLVets', 'DAFM'])};"
                    f"{r.choice([1, 1.5, 2, 3])};{r.choice([1, 2, 3])}")
    return "\n".join(rows) + "\n"


def t_indemnity(r, dt):
    return ("Veterinary Defence Society - Certificate of Membership\nMember: Tomás McInerney MVB\n"
            f"Category: Locum (part-time, farm & small animal)\nPeriod: {_d(dt)} - {_d(dt + timedelta(days=364))}\n"
            f"Professional indemnity limit: €5,000,000\nPremium: {_eur(r, 420, 640)}\n")


def t_locum_mail(r, dt):
    name, addr, contact = r.choice(PRACTICES)
    body = ("Hi Tomás,\nHope the hip is coming on. Would you be able for a few days' small-animal consults "
            f"in {r.choice(['July', 'late June', 'August'])} while I'm on leave? No TB testing or calvings, we'd keep "
            f"you in the clinic. Same rate as before.\nThanks,\n{contact}")
    return _mail(f"{contact} <admin@{name.split()[0].lower()}vets.ie>", TOMAS_MAIL, "Locum cover", dt, body)


def t_locum_days(r, dt):
    rows = ["Date,Practice,Hours,Invoiced,Paid"]
    for _ in range(r.randint(10, 18)):
        rows.append(f"{(dt - timedelta(days=r.randint(95, 420))):%d/%m/%Y},{r.choice(PRACTICES)[0]},"
                    f"{r.choice([4, 8, 9, 10])},{r.choice(['Y', 'Y', 'N'])},{r.choice(['Y', 'Y', 'N'])}")
    return "\n".join(rows) + "\n"


def t_vet_ref(r, dt, title):
    return (f"{title}\n\nSheep: oral drenches - dose to the heaviest in the group; check the gun. Ivermectin 0.2 mg/kg "
            "SC, moxidectin 1% 1ml/50kg. Clostridial vaccine: two doses 4-6 weeks apart, booster yearly. "
            "Cattle: oxytetracycline LA 20 mg/kg IM. Dogs: meloxicam 0.2 mg/kg day 1 then 0.1 mg/kg. Always "
            "observe withdrawal periods; record in the animal remedies register. Under the 2022 EU rules, "
            "antibiotics for prophylaxis only in exceptional cases.\n")


def t_practice_sale(r, dt):
    return ("AGREEMENT FOR THE SALE OF BUSINESS (summary of terms)\nVendor: Tomás McInerney trading as McInerney "
            f"Veterinary, Clare Road, Ennis\nPurchaser: Fergus Vets Ltd\nCompletion date: {_d(dt)}\n\n"
            f"Goodwill: €{r.choice([310000, 325000]):,}; equipment and drugs at valuation; premises leased to the "
            "purchaser for 10 years. Staff transfer under TUPE (3 nurses, 1 receptionist). Vendor to provide "
            "handover of clients and restrictive covenant 15 km / 3 years.\nBrennan & Co. Solicitors\n")


def t_practice_letter(r, dt):
    return (f"McInerney Veterinary\nClare Road, Ennis, Co. Clare   Tel 065 682 {r.randint(1000, 9999)}\n\n{_d(dt)}\n\n"
            f"{_who(r)}\n{r.choice(TOWNLANDS)}, Co. Clare\n\nRe: Herd test / account\n\nDear {r.choice(FIRST)},\n\n"
            "Please find enclosed the results of the "
            f"{r.choice(['annual TB test', 'BVD tissue tag tests', 'Johne’s screen'])} "
            f"carried out on {_d(dt - timedelta(days=8))}. All animals were clear. Our account for "
            f"{_eur(r, 180, 900)} is also enclosed.\n\nYours sincerely,\nTomás McInerney MVB\n")


# --------------------------------------------------------------------------- Teaching (Archive), Travel, Cooking, Books


def t_school_letter(r, dt):
    return (f"Scoil Náisiúnta Naomh Bríd, Knockmore, Inis, Co. an Chláir\nUimhir rolla: 1{r.randint(5000, 9999)}\n\n"
            f"{_d(dt)}\n\nA thuismitheoirí, a chara,\n\nBeidh an scoil dúnta Dé hAoine seo chugainn, "
            f"{_d(dt + timedelta(days=r.randint(4, 10)))}, de bharr cruinnithe foirne. Beidh an Cumann "
            f"Tuismitheoirí ag bailiú airgid don tionscadal {r.choice(['ríomhairí', 'clós súgartha', 'leabharlann'])} "
            "ar an Domhnach.\n\nDear Parents,\nThe school will be closed next Friday for a staff meeting. The "
            "Parents' Association will hold a church-gate collection on Sunday for the new "
            f"{r.choice(['computers', 'playground', 'library'])}.\n\nMise le meas,\nMáire Mhic an Oireachtaigh, "
            "Príomhoide\n")


def t_bom_report(r, dt):
    return (f"Scoil Naomh Bríd - Principal's Report to the Board of Management\nMeeting of {_d(dt)}\n\n"
            f"Enrolment: {r.randint(68, 94)} pupils, 4 mainstream teachers, 1 SET, 2 SNAs.\nAttendance: "
            f"{r.randint(93, 96)}%. Child protection: no reports this term; Child Safeguarding Statement reviewed.\n"
            "Curriculum: Aistear in infants; Maths for Fun week; Green Schools flag renewal.\nBuildings: "
            "Summer Works Scheme application for new windows submitted.\nFinance: see treasurer's statement.\n"
            "Máire McInerney, Principal\n")


def t_retirement(r, dt):
    return ("Retirement - a few words (June 2017)\n\nThirty-eight years in Naomh Bríd, nineteen of them as "
            "príomhoide. When I came in 1979 we had two rooms, a turf fire and 41 children. I want to thank the "
            "Board, my colleagues, the parents, and the children, who kept me young. Special thanks to Tomás who "
            "brought the dinner to the school on the nights of the Board meetings.\nGo raibh míle maith agaibh "
            "go léir.\n")


def t_wse(r, dt):
    return ("Department of Education and Skills - Inspectorate\nWhole-School Evaluation - Management, Leadership "
            f"and Learning\nSchool: Scoil Naomh Bríd, Knockmore   Roll no. 1{r.randint(5000, 9999)}\n"
            f"Date of evaluation: {_d(dt)}\n\nFindings: the quality of leadership by the principal is very good; "
            "pupils' learning in Irish is good; the school self-evaluation process is well established.\n"
            "Recommendation: extend the use of assessment data to plan for differentiation in Mathematics.\n")


def t_boston(r, dt):
    return ("Aer Lingus - Booking confirmation "
            f"{_ref(r, 'Z', 5)}\nPassengers: MR TOMAS MCINERNEY, MRS MAIRE MCINERNEY\n"
            f"EI137 Shannon - Boston {_d(dt + timedelta(days=20))} dep 11:05 arr 13:20 (US preclearance at Shannon)\n"
            f"EI136 Boston - Shannon {_d(dt + timedelta(days=41))} dep 21:30 arr 08:45\nTotal paid: "
            f"{_eur(r, 1300, 1900)}\nESTA: required for each traveller - apply at esta.cbp.dhs.gov\n")


def t_trip_notes(r, dt, where):
    return (f"{where} - notes\n\n- flights and bags: one case each, 23kg\n- presents for the children\n"
            "- mind the house: Siobhán Meaney feeding the cat, Mattie checking the sheep\n"
            "- bees: add supers before we go\n"
            "- travel insurance: VHI MultiTrip covers us\n- Euro/dollars from the post office\n")


def t_travel_guide(r, dt, title):
    return (f"{title}\n\nThe route hugs the coast from the Loop Head lighthouse to the Cliffs of Moher and on to "
            "the Burren. Stop in Kilkee for the Pollock Holes at low tide; in Doolin for music; at Poulnabrone "
            "for the portal tomb. Ferries to Inis Oírr run from Doolin pier April-October. Allow a full day; "
            "the Burren Perfumery and Café is worth the detour.\n")


RECIPES = {
    "Brown soda bread": "450g wholemeal flour, 100g plain flour, 1 tsp bread soda, 1 tsp salt, 1 egg, 500ml "
                        "buttermilk, 1 tbsp honey. Mix dry, add wet, loaf tin 200C for 45 min then 10 min out of tin.",
    "Honey cake": "225g honey, 225g butter, 100g brown sugar, 3 eggs, 300g self-raising flour. Melt honey, "
                  "butter and sugar; cool; beat in eggs; fold flour. 150C for 1 hour. Glaze with warm honey.",
    "Barmbrack": "Soak 375g mixed fruit overnight in 300ml cold tea. Add 1 egg, 200g brown sugar, 250g self-"
                 "raising flour, 1 tsp mixed spice. 170C for 1 hour 15. Ring wrapped in paper for Hallowe'en.",
    "Irish stew": "1kg neck of lamb, 4 potatoes, 3 carrots, 2 onions, thyme, stock. Layer, simmer 2 hours; "
                  "half the potatoes break down to thicken it. Parsley at the end.",
    "Rhubarb crumble": "600g rhubarb, 100g sugar, orange zest. Crumble: 150g flour, 100g butter, 75g oats, 75g "
                       "demerara. 180C for 35 min. Custard.",
    "Seafood chowder": "Smoked haddock, salmon, mussels, leek, celery, potatoes, fish stock, cream, dill. "
                       "Sweat veg, add stock and potato, fish last 5 minutes.",
    "Mead (small batch)": "1.5kg honey, 4.5l water, champagne yeast, nutrient. Sanitise everything. Ferment 6 "
                          "weeks, rack, age 6 months. Use the dark September honey.",
    "Apple tart": "Shortcrust: 225g flour, 110g butter, 1 egg. 4 cooking apples (Bramley), sugar, cloves. "
                  "190C for 40 min.",
}


def t_recipe(r, dt, name):
    src = r.choice(["Granny Nagle", "Darina Allen", "the ICA book", "Aoife", "Irish Times magazine", "Kathleen"])
    return f"{name}\n(from {src})\n\n{RECIPES[name]}\n\nServes {r.randint(4, 8)}.\n"


def t_book_club(r, dt):
    return ("Knockmore Library Book Club - reading list\nJanuary: The Bee Sting - Paul Murray\nFebruary: "
            "Small Things Like These - Claire Keegan\nMarch: Prophet Song - Paul Lynch\nApril: The Snow Goose - "
            "Paul Gallico\nMay: Normal People - Sally Rooney (Máire not keen)\nJune: The Real Charlotte - "
            "Somerville & Ross (ebook, free)\nMeets: first Wednesday, 8pm, Ennis library / de Valera room\n")


# --------------------------------------------------------------------------- odds and ends


def t_support_letter(r, dt):
    club = r.choice(["Knockmore GAA Club", "Knockmore ICA Guild", "Knockmore Active Retirement Association"])
    return (f"{club}\n\n{_d(dt)}\n\nTo whom it concerns,\n\nWe are writing in support of the application by "
            "Knockmore Community Hall CLG to the Community Centres Investment Fund for the replacement of the "
            "hall roof. Our members use the hall every week; the leaks last winter forced us to cancel "
            f"{r.randint(3, 8)} sessions. The hall is the only public meeting space in the parish.\n\n"
            f"Yours faithfully,\n{_who(r)}, Secretary\n")


def t_ccif_guide(r, dt):
    return ("Community Centres Investment Fund 2025 - Guidelines for Applicants\n\nMeasure 1: grants of €50,000 "
            "to €300,000 for the refurbishment and upgrading of existing community centres (roofs, energy "
            "upgrades, accessibility). Applicants must be not-for-profit and own or hold a long lease on the "
            "building. Own contribution: at least 10% in cash. Eligible costs include professional fees up to "
            "12%. Closing date for applications: 26 September 2025, via the Department's online portal.\n")


def t_appeal_poster(r, dt):
    return ("KNOCKMORE HALL ROOF APPEAL\n\nOur hall needs a new roof. The Department has promised 90% - we must "
            "raise €16,500 ourselves.\n\nChurch gate collection: first Sunday of every month\nTable quiz: Fri "
            "19th June, 9pm, in Hehir's bar - €40 a table of four\nDonate: AIB Ennis, IBAN IE71 AIBK 9321 5544 "
            "0918 11, ref ROOF\nor gofundme.com/knockmore-hall-roof\n\nGo raibh maith agaibh!\n")


def t_kitchen(r, dt):
    return ("Clare Local Development Company - LEADER 2014-2022\nFINAL PAYMENT CLAIM - APPROVED\n\nPromoter: "
            "Knockmore Community Hall CLG\nProject: Refurbishment of hall kitchen (new units, catering "
            f"dishwasher, HACCP-compliant surfaces)\nProject ref: CLDC-LDR-{r.randint(1000, 9999)}\nApproved "
            f"grant: €{r.choice([24000, 26500, 28750]):,} (75%)\nFinal claim paid: {_d(dt)}\nProject closed.\n")


def t_price_list(r, dt):
    return (f"McInerney Veterinary - Price list {dt.year}\n\nConsultation (small animal): €{r.randint(30, 38)}\n"
            f"Farm call-out (within 10 miles): €{r.randint(25, 35)}\nTB test per animal: €{r.uniform(4, 6):.2f}\n"
            f"Calving (normal): €{r.randint(60, 90)}\nCaesarean (cow): €{r.randint(250, 320)}\n"
            f"Dog neuter: €{r.randint(120, 180)}  Cat spay: €{r.randint(70, 95)}\nVaccination (dog): €"
            f"{r.randint(35, 45)}\n")


def t_rota(r, dt):
    rows = ["Week;Mon;Tue;Wed;Thu;Fri;Sat;On call"]
    for w in range(1, 6):
        ppl = ["Tomás", "Niall", "Brid (nurse)", "Gráinne"]
        rows.append(f"{w};" + ";".join(r.choice(ppl) for _ in range(6)) + f";{r.choice(['Tomás', 'Niall'])}")
    return f"McInerney Veterinary - staff rota {dt:%B %Y}\n" + "\n".join(rows) + "\n"


def t_boi(r, dt):
    return ("Bank of Ireland - Statement of Account\nT McInerney   Ennis branch   Account 4471...\n"
            f"Date: {_d(dt)}\nOpening balance: {_eur(r, 2000, 9000)}\nLodgements: {_eur(r, 4000, 12000)}\n"
            f"Withdrawals: {_eur(r, 3000, 11000)}\nClosing balance: {_eur(r, 2000, 9000)}\n")


def t_xmas_letter(r, dt):
    return (f"Christmas {dt.year}\n\nDear all,\n\nAnother year gone! Cian is settled in Boston and has a new job in "
            "the hospital; Aoife finished her Masters in Galway. The practice is as busy as ever, Tomás did "
            f"{r.randint(300, 420)} calvings this spring. School is grand - {r.randint(70, 90)} children this "
            "year.\n\nNollaig shona agus athbhliain faoi mhaise,\nMáire, Tomás\n")


def t_school_plan(r, dt):
    return (f"Scoil Naomh Bríd - School Plan notes {dt.year}\n- Gaeilge: Séideán Sí in all classes; Irish "
            "as the language of the yard on Fridays\n- Maths: Busy at Maths; table tests weekly\n- ICT: 6 new "
            "PCs from the grant; broadband (3Mb!)\n- Sacraments: Communion in May, Confirmation with Ennis "
            "deanery\n")


def t_todo_mixed(r, dt):
    return ("ring Ger about the tank - dates?\nsheep out of back field before digger\ncouncil Form B after - keep "
            "all invoices for the septic grant\nask Keane for cert of the polishing filter\n")


def t_office_lock(r, dt) -> bytes:
    name = b"Maire"
    return bytes([len(name)]) + name + b"\x00" * (54 - len(name)) + "Maire".encode("utf-16-le") + b"\x00" * 100


DESKTOP_INI = ("[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-{n}\r\n"
               "IconResource=%SystemRoot%\\system32\\imageres.dll,-{i}\r\n")
OLE_HEAD = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
MZ_HEAD = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00"


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

    def photo(rel: str, bucket: str, topic: str, age: float, exif: bool = True) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if exif and ext in ("jpg", "jpeg") else "")

    def hms() -> str:
        return f"{r.randint(8, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"

    def cam(folder: str, bucket: str, topic: str, ages, prefix: str = "IMG_") -> None:
        for age in ages:
            dt = NOW - timedelta(days=age)
            photo(f"{folder}/{prefix}{dt:%Y%m%d}_{hms()}.jpg", bucket, topic, age)

    def system(rel: str, age: float, kind: str) -> None:
        if kind == "ini":
            data = DESKTOP_INI.format(n=r.choice([21770, 21798, 21779]), i=r.choice([112, 183, 108])).encode("utf-16")
        elif kind == "thumbs":
            data = _blob(r, OLE_HEAD, 2400)
        elif kind == "lock":
            data = t_office_lock(r, None)
        else:
            data = _blob(r, b"", r.randint(1500, 4000))
        add(rel, L, "System", age, data)

    D = "Documents"

    # ------------------------------------------------------------ Hall committee (Areas Hall)
    h = f"{D}/Hall Committee"
    for y, ages in ((2024, (640, 540)), (2025, (500, 440, 380, 300, 230)), (2026, (140, 110, 80, 50, 20))):
        for age in ages:
            dt = NOW - timedelta(days=age)
            add(f"{h}/Minutes/{y}/Minutes {dt:%B} {y}.docx", A, "Hall", age, t_hall_minutes)
    system(f"{h}/Minutes/2026/~$nutes May 2026.docx", 19, "lock")
    add(f"{h}/AGM/AGM 2025 - Secretary's report.docx", A, "Hall", 420, t_hall_agm)
    add(f"{h}/AGM/AGM 2026 - Secretary's report.docx", A, "Hall", 60, t_hall_agm)
    add(f"{h}/Bookings/Hall bookings 2025.csv", A, "Hall", 160, t_hall_bookings_csv)
    add(f"{h}/Bookings/Hall bookings 2026.csv", A, "Hall", 4, t_hall_bookings_csv)
    for name, age in (("Talty 21st", 260), ("Meaney christening", 120), ("card drive", 45)):
        add(f"{h}/Bookings/Hire agreement - {name}.docx", A, "Hall", age, t_hall_booking)
    add(f"{h}/Insurance/IPB schedule 2025.pdf", A, "Hall", 400, t_hall_insurance)
    add(f"{h}/Insurance/IPB schedule 2026.pdf", A, "Hall", 35, t_hall_insurance)
    add(f"{h}/Charities Regulator/Annual report 2024 - submitted.pdf", A, "Hall", 330, t_charity_return)
    add(f"{h}/Charities Regulator/Annual report 2025 - submitted.pdf", A, "Hall", 12, t_charity_return)
    add(f"{h}/Charities Regulator/Governance Code guide for small charities.pdf", R, "Hall", 700, t_governance)
    for age in (95, 60, 25):
        dt = NOW - timedelta(days=age)
        add(f"{h}/Lotto/Lotto results {dt:%d-%m-%Y}.txt", A, "Hall", age, t_hall_lotto)
    add(f"{h}/Thank you letters/Donation thanks - Hehir.docx", A, "Hall", 210, t_hall_letter)
    add(f"{h}/Thank you letters/Donation thanks - Boston Clare Assoc.docx", A, "Hall", 75, t_hall_letter)

    # ------------------------------------------------------------ Hall roof 2026 (Projects Hall)
    rf = f"{h}/Roof 2026"
    add(f"{rf}/01 Engineer/Condition report - Moloney & Associates.pdf", P, "Hall", 320, t_roof_engineer)
    add(f"{rf}/02 Asbestos/ACM asbestos survey.pdf", P, "Hall", 290, t_roof_asbestos)
    add(f"{rf}/03 Quotes/Quote - Hehir Roofing.pdf", P, "Hall", 280, t_roof_quote)
    add(f"{rf}/03 Quotes/Quote - Burren Roofing.pdf", P, "Hall", 276, t_roof_quote)
    add(f"{rf}/03 Quotes/Quote - Shannonside.pdf", P, "Hall", 271, t_roof_quote)
    add(f"{rf}/03 Quotes/Quotes comparison.xlsx", P, "Hall", 268,
        "Contractor;Total ex VAT;Programme;Asbestos sub;Notes\nJ. Hehir Roofing;139850;8 weeks;Yes;local, did school "
        "roof\nBurren Roofing;146200;10 weeks;Yes;\nShannonside;151900;9 weeks;No - separate;highest\n")
    add(f"{rf}/04 Application/CCIF application form - draft 3.docx", P, "Hall", 256, t_roof_application)
    add(f"{rf}/04 Application/CCIF application - as submitted.pdf", P, "Hall", 250, t_roof_application)
    for i, age in enumerate((262, 260, 259), 1):
        add(f"{rf}/04 Application/Support letter {i}.pdf", P, "Hall", age, t_support_letter)
    add(f"{rf}/05 Approval/Letter of offer CCIF.pdf", P, "Hall", 140, t_roof_approval)
    for i, age in enumerate((14, 7, 1), 1):
        add(f"{rf}/06 Works/Site meeting {i}.docx", P, "Hall", age, lambda r, dt, n=i: t_roof_site_meeting(r, dt, n))
    cam(f"{rf}/06 Works/Photos", P, "Hall", (20, 16, 12, 9, 5, 2))
    add(f"{rf}/07 Claims/Claim 1 - CCIF.docx", P, "Hall", 5, t_roof_claim)
    add(f"{rf}/Roof Appeal donations.xlsx", P, "Hall", 2, t_roof_appeal)
    add(f"{rf}/Roof Appeal poster.pdf", P, "Hall", 120, t_appeal_poster)
    add(f"{rf}/RE Knockmore Hall roof.eml", P, "Hall", 25, t_roof_mail)
    add(f"{rf}/RE Knockmore Hall roof (2).eml", P, "Hall", 3, t_roof_mail)
    add(f"{h}/Kitchen 2023 (LEADER)/Final claim approved.pdf", X, "Hall", 900, t_kitchen)
    add(f"{h}/Kitchen 2023 (LEADER)/Kitchen units invoice.pdf", X, "Hall", 960,
        "Ennis Kitchens & Catering Supplies - Invoice 7781\nCustomer: Knockmore Community Hall\nSupply and fit "
        "stainless steel worktops, 9 base units, Winterhalter UC-M dishwasher, hand-wash sink.\nTotal: €35,412.00 "
        "incl. VAT. Paid from LEADER grant and hall funds.\n")
    cam(f"{h}/Kitchen 2023 (LEADER)", X, "Hall", (955, 950))

    # ------------------------------------------------------------ 50th anniversary (Projects Family)
    an = f"{D}/50th Anniversary"
    add(f"{an}/Guest list.xlsx", P, "Family", 3, t_party_guests)
    add(f"{an}/Fergus View Hotel - confirmation.pdf", P, "Family", 200, t_party_hotel)
    add(f"{an}/Budget.xlsx", P, "Family", 20, t_party_budget)
    add(f"{an}/Invitation.docx", P, "Family", 12, t_party_invite)
    system(f"{an}/~$vitation.docx", 12, "lock")
    add(f"{an}/Letter to Fr Gerry.docx", P, "Family", 170, t_party_mass)
    add(f"{an}/Re Music for 15th August.eml", P, "Family", 150, t_party_band)
    add(f"{an}/Flights for the 50th.eml", P, "Family", 60, t_party_flights)
    add(f"{an}/To do.txt", P, "Family", 9, t_party_todo)
    wed = "Pictures/Wedding 1976 scans"
    for i in range(1, 9):
        photo(f"{wed}/Scan_{i:04d}.jpg", P, "Family", 30 - i, exif=False)
    write(f"{wed}/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 600), 28)
    write(f"{wed}/._Scan_0003.jpg", _blob(r, b"\x00\x05\x16\x07", 200), 28)

    # ------------------------------------------------------------ Clann (Areas / Resources / Archive Family)
    cl = f"{D}/Clann"
    add(f"{cl}/Birthdays.docx", A, "Family", 380, t_birthdays)
    add(f"{cl}/Christmas cards 2024.xlsx", A, "Family", 530, t_xmas_list)
    add(f"{cl}/Christmas cards 2025.xlsx", A, "Family", 170, t_xmas_list)
    add(f"{cl}/Letter to Cian and Jen.docx", A, "Family", 255, t_letter_cian)
    add(f"{cl}/Aoife - news.eml", A, "Family", 70, t_family_aoife)
    add(f"{cl}/Aoife - midterm.eml", A, "Family", 105, t_family_aoife)
    add(f"{cl}/Family tree/Nagle census notes.docx", R, "Family", 600, t_genealogy)
    add(f"{cl}/Family tree/McInerney - Lahinch notes.txt", R, "Family", 560,
        "McInerney side - notes from Uncle Michael\n\nJohn McInerney (b. c.1880, Ennistymon) m. Margaret Kerin, "
        "Lahinch 1905. Children: Thomas (Tomás's father, b. 1912), Bridget, Patrick (went to Boston 1928).\n"
        "Check 1911 census: Clare, Ennistymon DED. Griffith's Valuation for Kerins in Cahersherkin.\n")
    add(f"{cl}/Aoife wedding 2019/Table plan final.docx", X, "Family", 2540, t_aoife_wedding)
    add(f"{cl}/Aoife wedding 2019/Speech Tomás.docx", X, "Family", 2535,
        "Father of the bride - Tomás\n\nAoife, the night you were born in 1981 I was out at a calving in "
        "Kilmaley... Dara, welcome to "
        "the family, and to Peadar and Nóra, go raibh maith agaibh for the welcome in Connemara.\n")
    add(f"{cl}/40th anniversary 2016.txt", X, "Family", 3572, t_40th)

    # ------------------------------------------------------------ Cáin, Bank, pensions (Areas Finance)
    c = f"{D}/Cáin"
    for y, age in ((2023, 590), (2024, 225)):
        add(f"{c}/{y}/Form 11 {y} - acknowledgement.pdf", A, "Finance", age, t_form11)
        add(f"{c}/{y}/Notice of assessment {y}.pdf", A, "Finance", age - 20, t_noa)
        add(f"{c}/{y}/Medical expenses {y}.xlsx", A, "Finance", age - 40, t_med1)
    add(f"{c}/2025/Medical expenses 2025.xlsx", A, "Finance", 150, t_med1)
    add(f"{c}/2025/Locum income 2025 for Form 11.xlsx", A, "Finance", 140,
        "Month;Practice;Invoice;Amount\n"
        + "\n".join(f"{m:02d}/2025;{PRACTICES[m % 2][0]};L2025-{m:02d};{400 * (m % 4 + 1)}"
                                                   for m in range(1, 13)) + "\n")
    add(f"{c}/LPT 2026.pdf", A, "Finance", 215, t_lpt)
    b = f"{D}/Bank"
    for age in (185, 155, 125, 95, 65, 34, 4):
        dt = NOW - timedelta(days=age)
        add(f"{b}/AIB statements/AIB statement {dt:%Y-%m}.pdf", A, "Finance", age, t_bank)
    add(f"{b}/Credit Union statement 2025.pdf", A, "Finance", 230, t_credit_union)
    add(f"{b}/Prize bonds.pdf", A, "Finance", 300, t_prize_bonds)
    for age in (120, 62, 30):
        dt = NOW - timedelta(days=age)
        add(f"{b}/Pensions/Pension advice {dt:%B %Y}.pdf", A, "Finance", age, t_pension_teacher)
    add(f"{b}/Pensions/State pension rate 2026 - Tomás.pdf", A, "Finance", 150, t_state_pension)
    add(f"{b}/Pensions/Irish Life ARF statement 2024.pdf", A, "Finance", 500, t_arf)
    add(f"{b}/Pensions/Irish Life ARF statement 2025.pdf", A, "Finance", 130, t_arf)
    add(f"{b}/Household budget 2025.xlsx", A, "Finance", 160, t_budget)
    add(f"{b}/Household budget 2026.xlsx", A, "Finance", 8, t_budget)
    add(f"{b}/Wills - Brennan & Co 2023.pdf", A, "Finance", 1010, t_will)
    add(f"{b}/Ulster Bank - closed/Account closure 2023.pdf", X, "Finance", 1090, t_ulster)
    add(f"{b}/Ulster Bank - closed/Last statement.pdf", X, "Finance", 1100, t_bank)

    # ------------------------------------------------------------ Sláinte (Areas Health; hip = Projects Health)
    s = f"{D}/Sláinte"
    for i, age in enumerate((400, 210, 40), 1):
        add(f"{s}/GP letters/Dr Ní Chonaill {i}.pdf", A, "Health", age, t_gp)
    add(f"{s}/Blood pressure Máire.csv", A, "Health", 6, t_bp_log)
    add(f"{s}/Prescriptions/Prescription Máire.pdf", A, "Health", 90, t_prescription)
    add(f"{s}/Prescriptions/Prescription Tomás.pdf", A, "Health", 45, t_prescription)
    add(f"{s}/VHI renewal 2026.pdf", A, "Health", 65, t_vhi_renewal)
    add(f"{s}/VHI renewal 2025.pdf", A, "Health", 430, t_vhi_renewal)
    add(f"{s}/BreastCheck 2025.pdf", A, "Health", 240, t_screening)
    hp = f"{s}/Tomás - cromán"
    add(f"{hp}/Croom admission letter.pdf", P, "Health", 100, t_hip_admission)
    add(f"{hp}/Discharge summary.pdf", P, "Health", 80, t_hip_discharge)
    add(f"{hp}/Home exercises.pdf", P, "Health", 80, t_hip_exercises)
    add(f"{hp}/Hip diary.csv", P, "Health", 1, t_hip_diary)
    add(f"{hp}/6 week review - Mr Hurley.pdf", P, "Health", 41, t_hip_review)
    add(f"{hp}/Physio appointment 1.pdf", P, "Health", 30, t_hip_physio_appt)
    add(f"{hp}/Physio appointment 2.pdf", P, "Health", 15, t_hip_physio_appt)
    add(f"{hp}/OT equipment.txt", P, "Health", 85, t_hip_ot)
    add(f"{hp}/VHI claim statement.pdf", P, "Health", 35, t_hip_vhi)
    add(f"{s}/Máire - cataract 2023/Op note Bon Secours.pdf", X, "Health", 1000, t_cataract)
    add(f"{s}/Máire - cataract 2023/Eye drops schedule.txt", X, "Health", 998,
        "Maxitrol - 1 drop right eye 4 times a day for 4 weeks (8am, 12, 4pm, 10pm)\nNo swimming 2 weeks; wear the "
        "shield at night for a week. Review Dr Ryan 2 weeks.\n")
    for name in ("High blood pressure", "Osteoporosis", "Arthritis"):
        add(f"{s}/Leaflets/{name}.pdf", R, "Health", r.randint(300, 900), lambda r, dt, n=name: t_leaflet(r, dt, n))

    # ------------------------------------------------------------ Teach (Areas Home; septic = Projects Home)
    t = f"{D}/Teach"
    for age in (300, 180, 120, 60):
        dt = NOW - timedelta(days=age)
        add(f"{t}/ESB/Electric Ireland {dt:%b %Y}.pdf", A, "Home", age, t_esb)
    add(f"{t}/eir bill {(NOW - timedelta(days=33)):%B}.pdf", A, "Home", 33, t_eir)
    add(f"{t}/FBD home renewal 2025.pdf", A, "Home", 370, t_house_ins)
    add(f"{t}/FBD home renewal 2026.pdf", A, "Home", 10, t_house_ins)
    add(f"{t}/Bins 2025.pdf", A, "Home", 140, t_bins)
    add(f"{t}/Chimney sweep.txt", A, "Home", 230, t_chimney)
    add(f"{t}/Jobs around the house.txt", A, "Home", 15, t_house_todo)
    for age in (250, 130):
        add(f"{t}/Oil/Campion docket {(NOW - timedelta(days=age)):%d-%m-%Y}.pdf", A, "Home", age, t_oil)
    st = f"{t}/Septic tank"
    add(f"{st}/Council inspection report.pdf", P, "Home", 230, t_septic_notice)
    add(f"{st}/Site characterisation - Keane.pdf", P, "Home", 180, t_septic_site)
    add(f"{st}/T-test results.csv", P, "Home", 181, t_septic_ttest)
    add(f"{st}/Quote - Burren Drainage.pdf", P, "Home", 160, t_septic_quote)
    add(f"{st}/Quote - Ger Lynch.pdf", P, "Home", 152, t_septic_quote)
    add(f"{st}/Grant application form.pdf", P, "Home", 135, t_septic_grant)
    add(f"{st}/Grant approval.pdf", P, "Home", 80, t_septic_approval)
    add(f"{st}/septic job - dates.eml", P, "Home", 10, t_septic_mail)
    cam(f"{st}/photos", P, "Home", (231, 180, 179, 11))
    for name in ("Grant Vortex boiler", "Bosch dishwasher SMS4", "Stanley Superstar range", "Panasonic microwave"):
        add(f"{t}/Manuals/{name} - manual.pdf", R, "Home", r.randint(900, 3000),
            lambda r, dt, n=name: t_manual(r, dt, n))
    add(f"{t}/Windows 2020/Clare Glass invoice.pdf", X, "Home", 2100, t_windows)
    add(f"{t}/Attic 2022/SEAI grant paid.pdf", X, "Home", 1450, t_attic)

    # ------------------------------------------------------------ Car (Areas Car; Archive)
    k = f"{D}/Car"
    add(f"{k}/NCT 2025.pdf", A, "Car", 280, t_nct)
    add(f"{k}/Motor tax 2025.pdf", A, "Car", 395, t_motor_tax)
    add(f"{k}/Motor tax 2026.pdf", A, "Car", 28, t_motor_tax)
    add(f"{k}/FBD motor renewal 2026.pdf", A, "Car", 48, t_car_ins)
    add(f"{k}/Service Ennis Toyota.pdf", A, "Car", 200, t_service)
    add(f"{k}/Old Avensis/Sale receipt.docx", X, "Car", 2950, t_old_car)

    # ------------------------------------------------------------ Bees (Areas; Resources; Archive)
    be = f"{D}/Bees"
    add(f"{be}/Hive records 2025.csv", A, "Bees", 240, t_hive_log)
    add(f"{be}/Hive records 2026.csv", A, "Bees", 2, t_hive_log)
    add(f"{be}/Varroa treatment Aug 2025.docx", A, "Bees", 290, t_varroa)
    add(f"{be}/Varroa treatment Dec 2025.docx", A, "Bees", 170, t_varroa)
    add(f"{be}/Honey sales 2025.xlsx", A, "Bees", 150, t_honey_sales)
    add(f"{be}/CBA membership 2026.pdf", A, "Bees", 130, t_bee_assoc)
    add(f"{be}/Swarm calls 2026.txt", A, "Bees", 7, t_swarm)
    for name in ("The native Irish honey bee", "Swarm control - the Pagden method"):
        add(f"{be}/Articles/{name}.pdf", R, "Bees", r.randint(400, 1200), lambda r, dt, n=name: t_bee_article(r, dt, n))
    add(f"{be}/Articles/The ABC and XYZ of Bee Culture.epub", R, "Bees", 800,
        _epub("The ABC and XYZ of Bee Culture", "A. I. Root", "en",
              "Absconding swarms. Bees sometimes leave the hive in spring for no apparent reason; a frame of unsealed "
              "brood given from another colony will usually hold them."))
    add(f"{be}/Honey show 2025/Results.docx", X, "Bees", 230, t_honey_show)
    cam(f"{be}/Honey show 2025", X, "Bees", (231,))

    # ------------------------------------------------------------ Sheep (Areas Farm; Resources)
    sh = f"{D}/Sheep"
    add(f"{sh}/Flock register.csv", A, "Farm", 40, t_flock_register)
    add(f"{sh}/Sheep census Dec 2025.pdf", A, "Farm", 170, t_flock_census)
    add(f"{sh}/Sheep census Dec 2024.pdf", A, "Farm", 535, t_flock_census)
    add(f"{sh}/Animal remedies record.csv", A, "Farm", 22, t_remedies)
    add(f"{sh}/Ennis mart Sept 2025.pdf", A, "Farm", 262, t_mart)
    add(f"{sh}/Tag order Mullinahone.pdf", A, "Farm", 90, t_tags)
    add(f"{sh}/Shearing 2025.txt", A, "Farm", 330, t_shearing)
    for name in ("Lambing - a guide for sheep farmers", "Parasite control in sheep"):
        add(f"{sh}/Teagasc/{name}.pdf", R, "Farm", r.randint(500, 1500), lambda r, dt, n=name: t_teagasc(r, dt, n))

    # ------------------------------------------------------------ Locum (Areas Veterinary; Resources; Archive)
    lo = f"{D}/Locum"
    for age in (380, 330, 290, 230, 180, 110):
        dt = NOW - timedelta(days=age)
        add(f"{lo}/Invoices/Invoice {dt:%Y-%m}.docx", A, "Veterinary", age, t_locum_invoice)
    add(f"{lo}/VCI retention 2026.pdf", A, "Veterinary", 150, t_vci)
    add(f"{lo}/CPD log 2025-26.xlsx", A, "Veterinary", 18, t_cpd)
    add(f"{lo}/VDS certificate 2026.pdf", A, "Veterinary", 120, t_indemnity)
    add(f"{lo}/Locum days.csv", A, "Veterinary", 14, t_locum_days)
    add(f"{lo}/Locum cover.eml", A, "Veterinary", 11, t_locum_mail)
    for name in ("Sheep and cattle dosing notes", "Responsible antimicrobial use - 2022 regulations"):
        add(f"{lo}/Reference/{name}.pdf", R, "Veterinary", r.randint(400, 1400),
            lambda r, dt, n=name: t_vet_ref(r, dt, n))
    add(f"{lo}/Practice sale 2016/Sale terms - Fergus Vets.pdf", X, "Veterinary", 3700, t_practice_sale)

    # ------------------------------------------------------------ Scoil (Archive Teaching), Oidis, books, travel
    sc = f"{D}/Scoil"
    add(f"{sc}/BOM report March 2016.docx", X, "Teaching", 3730, t_bom_report)
    add(f"{sc}/BOM report May 2017.docx", X, "Teaching", 3310, t_bom_report)
    add(f"{sc}/Litir chuig tuismitheoirí - Meitheamh 2017.docx", X, "Teaching", 3290, t_school_letter)
    add(f"{sc}/WSE report 2014.pdf", X, "Teaching", 4380, t_wse)
    add(f"{sc}/Retirement speech.docx", X, "Teaching", 3270, t_retirement)
    o = f"{D}/Oidis"
    for i, name in enumerate(RECIPES):
        if name == "Barmbrack":
            continue
        ext = ("docx", "txt", "pdf")[i % 3]
        add(f"{o}/{name}.{ext}", R, "Cooking", r.randint(60, 2200), lambda r, dt, n=name: t_recipe(r, dt, n))
    add(f"{D}/Book club list.docx", R, "Books", 140, t_book_club)
    for title, author, para in (
            ("Some Experiences of an Irish R.M.", "E. Oe. Somerville and Martin Ross",
             "Great Uncle McCarthy's house was a place where the rats held carnival."),
            ("The Wild Swans at Coole", "W. B. Yeats",
             "The trees are in their autumn beauty, the woodland paths are dry."),
            ("Castle Rackrent", "Maria Edgeworth",
             "Having out of friendship for the family, upon whose estate, praised "
             "be Heaven! I and mine have lived rent free time out of mind.")):
        add(f"{D}/eBooks/{title}.epub", R, "Books", r.randint(200, 1500), _epub(title, author, "en", para))
    tr = f"{D}/Travel"
    add(f"{tr}/Boston 2024/Aer Lingus booking.pdf", X, "Travel", 760, t_boston)
    add(f"{tr}/Boston 2024/Things to bring.docx", X, "Travel", 740, lambda r, dt: t_trip_notes(r, dt, "Boston 2024"))
    add(f"{tr}/Rome 2023/Pilgrimage itinerary - Joe Walsh Tours.pdf", X, "Travel", 1150,
        "Joe Walsh Tours - Diocese of Killaloe Pilgrimage to Rome\n5 nights, Hotel Nazionale, Via Aurelia\nDay 2: "
        "Papal audience, St Peter's Square\nDay 3: Vatican Museums, Sistine Chapel\nDay 4: Assisi by coach\nGroup "
        "leader: Fr. Gerry Custy. Passengers: Mr T & Mrs M McInerney\n")

    # ------------------------------------------------------------ Scanned Documents (HP printer) -- hard
    sd = f"{D}/Scanned Documents"
    scans = [(t_esb, A, "Home", 240), (t_oil, A, "Home", 200), (t_gp, A, "Health", 310), (t_nct, A, "Car", 281),
             (t_septic_approval, P, "Home", 79), (t_hip_review, P, "Health", 40), (t_tags, A, "Farm", 91),
             (t_mart, A, "Farm", 610), (t_hall_insurance, A, "Hall", 36), (t_credit_union, A, "Finance", 590),
             (t_will, A, "Finance", 1009), (t_state_pension, A, "Finance", 510), (t_roof_approval, P, "Hall", 139),
             (t_septic_notice, P, "Home", 229), (t_vci, A, "Veterinary", 515), (t_prescription, A, "Health", 150),
             (lambda r, dt: t_school_letter(r, dt - timedelta(days=2000)), X, "Teaching", 1500),
             (lambda r, dt: t_practice_letter(r, dt - timedelta(days=2400)), X, "Veterinary", 1480),
             (lambda r, dt: t_windows(r, dt - timedelta(days=640)), X, "Home", 1470), (t_car_ins, A, "Car", 410),
             (t_hall_booking, A, "Hall", 300),
             (t_honey_show, X, "Bees", 229), (t_cataract, X, "Health", 995), (t_lpt, A, "Finance", 214)]
    scans.sort(key=lambda x: -x[3])
    for i, (fn, bk, tp, age) in enumerate(scans, 1):
        name = f"scan{i:04d}.pdf" if i <= 16 else f"Scan_{(NOW - timedelta(days=age)):%Y%m%d}_{hms()}.pdf"
        add(f"{sd}/{name}", bk, tp, age, fn, hard=True)

    # ------------------------------------------------------------ New folder, loose Documents -- hard
    add(f"{D}/New folder/Doc1.docx", A, "Hall", 112, t_hall_minutes, hard=True)
    add(f"{D}/New folder/Document2.docx", P, "Family", 6, t_party_speech, hard=True)
    add(f"{D}/New folder/letter.docx", A, "Family", 480, t_letter_cian, hard=True)
    add(f"{D}/New folder/Book1.xlsx", A, "Finance", 400, t_budget, hard=True)
    add(f"{D}/New folder (2)/notes.txt", P, "Home", 12, t_todo_mixed, hard=True)
    add(f"{D}/New folder (2)/New Text Document.txt", A, "Bees", 5, t_swarm, hard=True)
    add(f"{D}/New folder (2)/Doc2.docx", X, "Teaching", 3300, t_bom_report, hard=True)
    add(f"{D}/Document1.docx", A, "Hall", 52, t_hall_letter, hard=True)
    add(f"{D}/New Microsoft Excel Worksheet.xlsx", P, "Hall", 40, t_roof_appeal, hard=True)
    add(f"{D}/letter 2.docx", P, "Family", 168, t_party_mass, hard=True)
    add(f"{D}/Doc3.docx", A, "Veterinary", 200, t_locum_invoice, hard=True)

    # ------------------------------------------------------------ Downloads
    dl = "Downloads"
    hard_dl = [
        ("document.pdf", t_ccif_guide, P, "Hall", 275),
        ("document (1).pdf", t_vhi_renewal, A, "Health", 66),
        ("document (2).pdf", t_septic_site, P, "Home", 178),
        ("document (3).pdf", t_noa, A, "Finance", 570),
        ("document (4).pdf", t_party_hotel, P, "Family", 199),
        ("document (5).pdf", t_indemnity, A, "Veterinary", 121),
        ("document (6).pdf", t_hip_vhi, P, "Health", 34),
        ("document (7).pdf", t_roof_quote, P, "Hall", 279),
        ("download.pdf", lambda r, dt: t_leaflet(r, dt, "Osteoarthritis of the knee"), R, "Health", 420),
        ("download (1).pdf", lambda r, dt: t_teagasc(r, dt, "Ewe nutrition in late pregnancy"), R, "Farm", 160),
        ("download (2).pdf", lambda r, dt: t_vet_ref(r, dt, "Farm animal formulary extract"), R, "Veterinary", 610),
        ("download (3).pdf", lambda r, dt: t_bee_article(r, dt, "Queen rearing for the small beekeeper"),
         R, "Bees", 380),
        ("file.pdf", t_flock_census, A, "Farm", 171),
        ("attachment.pdf", t_roof_asbestos, P, "Hall", 289),
        ("attachment (1).pdf", t_roof_claim, P, "Hall", 4),
        ("attachment (2).pdf", t_septic_quote, P, "Home", 158),
        ("Statement.pdf", t_arf, A, "Finance", 129),
        ("invoice.pdf", t_service, A, "Car", 199),
        (f"{(NOW - timedelta(days=24)):%Y-%m-%d}.pdf", t_esb, A, "Home", 24),
        ("Untitled document.docx", t_support_letter, P, "Hall", 263),
        ("form.pdf", t_septic_grant, P, "Home", 137),
        ("letter.pdf", t_hip_admission, P, "Health", 99),
        ("print.pdf", lambda r, dt: t_recipe(r, dt, "Barmbrack"), R, "Cooking", 215),
        ("getPDF.pdf", t_motor_tax, A, "Car", 27),
        ("ViewDocument.pdf", t_pension_teacher, A, "Finance", 91),
        ("Receipt.pdf", t_bee_assoc, A, "Bees", 131),
        ("export.csv", t_cpd, A, "Veterinary", 300),
        ("Document.docx", t_book_club, R, "Books", 500),
        ("Document (1).docx", t_party_invite, P, "Family", 14),
        ("unnamed.pdf", t_kitchen, X, "Hall", 899),
        ("details.pdf", t_boston, X, "Travel", 759),
    ]
    for name, fn, bk, tp, age in hard_dl:
        add(f"{dl}/{name}", bk, tp, age, fn, hard=True)
    add(f"{dl}/Letter of offer CCIF.pdf", P, "Hall", 141, t_roof_approval)
    add(f"{dl}/DWWTS_Financial_Assistance_Scheme_Application_Form.pdf", P, "Home", 220, t_septic_grant)
    add(f"{dl}/hip-replacement-exercises.pdf", P, "Health", 95, t_hip_exercises)
    add(f"{dl}/Wild-Atlantic-Way-Clare.pdf", R, "Travel", 380,
        lambda r, dt: t_travel_guide(r, dt, "The Wild Atlantic Way in County Clare"))
    add(f"{dl}/the-real-charlotte.epub", R, "Books", 150,
        _epub("The Real Charlotte", "E. Oe. Somerville and Martin Ross", "en",
              "Two women sat in a small and stuffy drawing-room in Lismoyle."))
    add(f"{dl}/dubliners.epub", R, "Books", 700,
        _epub("Dubliners", "James Joyce", "en", "There was no hope for him this time: it was the third stroke."))
    add(f"{dl}/Electric Ireland bill.pdf", A, "Home", 62, t_esb)
    add(f"{dl}/Brown-soda-bread.pdf", R, "Cooking", 330, lambda r, dt: t_recipe(r, dt, "Brown soda bread"))
    add(f"{dl}/Guest list (1).xlsx", P, "Family", 40, t_party_guests)
    for name, age in (("ChromeSetup.exe", 620), ("HPSmartWin_Setup.exe", 600), ("ZoomInstallerFull.exe", 450),
                      ("WhatsAppSetup.exe", 300), ("AcroRdrDC_en_US.exe", 580)):
        add(f"{dl}/{name}", R, "Software", age, _blob(r, MZ_HEAD, 3000))
    for i, age in enumerate((58, 44, 31)):
        dt = NOW - timedelta(days=age)
        photo(f"{dl}/IMG-{dt:%Y%m%d}-WA{i + 2:04d}.jpg", R, "Photos", age, exif=False)
    system(f"{dl}/Unconfirmed 482113.crdownload", 3, "part")
    system(f"{dl}/VHI claim form.pdf.crdownload", 36, "part")
    system(f"{dl}/iCloudSetup.exe.part", 70, "part")
    system(f"{dl}/desktop.ini", 700, "ini")

    # ------------------------------------------------------------ Desktop (mostly Tomás)
    dk = "Desktop"
    add(f"{dk}/New Microsoft Word Document.docx", A, "Veterinary", 170, t_locum_invoice, hard=True)
    add(f"{dk}/New Microsoft Word Document (2).docx", A, "Farm", 300, t_shearing, hard=True)
    add(f"{dk}/New Text Document.txt", P, "Health", 26,
        "Physio Thurs 11.30 Ennis - bring the stick\nwalked to the cross and back today, 25 mins, no pain going, bit "
        "sore coming back\nMr Hurley review 3 months - June - ring Croom if no letter\nno driving till cleared at 6 "
        "weeks (done)\nsquats 3x10, side leg raises 3x10\n", hard=True)
    add(f"{dk}/Doc1.docx", A, "Hall", 62, t_hall_agm, hard=True)
    add(f"{dk}/notes.txt", X, "Travel", 745, lambda r, dt: t_trip_notes(r, dt, "Boston trip"), hard=True)
    add(f"{dk}/todo.txt", A, "Farm", 33,
        "- dose the lambs (Cydectin) - record it in the book\n- ring Mattie Blake re shearing, mid June\n- order 20 "
        "tags from Mullinahone\n- ewe 0214 lame again - footbath\n", hard=True)
    add(f"{dk}/New Text Document (2).txt", A, "Bees", 288, t_varroa, hard=True)
    add(f"{dk}/Locum invoice February.docx", A, "Veterinary", 95, t_locum_invoice)
    add(f"{dk}/Guest list.xlsx", P, "Family", 45, t_party_guests)
    add(f"{dk}/Hip exercises.pdf", P, "Health", 79, t_hip_exercises)
    add(f"{dk}/septic.txt", P, "Home", 150,
        "Septic - quotes\nBurren Drainage - 14,900 - can't start till June\nGer Lynch - 13,650 - uses the Tricel unit, "
        "did Considines'\nGrant is 85% up to 12,000 - council must approve BEFORE we start\n")
    photo(f"{dk}/Screenshot 2026-04-02 093011.png", R, "Photos", 60)
    system(f"{dk}/desktop.ini", 700, "ini")

    # ------------------------------------------------------------ Pictures
    pic = "Pictures"
    cam(f"{pic}/From phone/2025", R, "Photos", (360, 330, 270, 244, 190, 160), prefix="")
    cam(f"{pic}/From phone/2026", R, "Photos", (120, 88, 61, 33, 9), prefix="")
    for n in (4412, 4419, 4437, 4501):
        photo(f"{pic}/From Aoife/IMG_{n}.HEIC", R, "Photos", r.randint(40, 200))
    for i, age in enumerate((150, 92, 47, 16)):
        dt = NOW - timedelta(days=age)
        photo(f"{pic}/WhatsApp/IMG-{dt:%Y%m%d}-WA{i:04d}.jpg", R, "Photos", age, exif=False)
    for age in (210, 75, 18):
        dt = NOW - timedelta(days=age)
        photo(f"{pic}/Screenshots/Screenshot {dt:%Y-%m-%d} {hms()}.png", R, "Photos", age)
    cam(f"{pic}/Bees", R, "Photos", (400, 368, 290))
    cam(f"{pic}/Christmas 2025", R, "Photos", (158, 157))
    for age in (735, 733, 730, 728):
        photo(f"{pic}/Boston 2024/DSC_{r.randint(1000, 9999)}.JPG", R, "Photos", age)
    cam(f"{pic}/Hall roof", P, "Hall", (19, 10, 3))
    system(f"{pic}/desktop.ini", 700, "ini")
    system(f"{D}/desktop.ini", 700, "ini")

    # ------------------------------------------------------------ Old PC (XP) -- copy of the old desktop, 2013
    xp = "Old PC (XP)/Documents and Settings/Owner"
    md = f"{xp}/My Documents"
    for i, age in enumerate((5200, 5010, 4830), 1):
        add(f"{md}/Practice/Client letter {i}.docx", X, "Veterinary", age, t_practice_letter)
    add(f"{md}/Practice/Price list 2010.txt", X, "Veterinary", 5844, t_price_list)
    add(f"{md}/Practice/Staff rota.xlsx", X, "Veterinary", 4900, t_rota)
    add(f"{md}/School/BOM report Oct 2010.docx", X, "Teaching", 5720, t_bom_report)
    add(f"{md}/School/Parent letter Irish.docx", X, "Teaching", 5400, t_school_letter)
    add(f"{md}/School/School plan notes.txt", X, "Teaching", 5300, t_school_plan)
    add(f"{md}/School/WSE report 2011.pdf", X, "Teaching", 5330, t_wse)
    add(f"{md}/Money/BOI statement 2011.pdf", X, "Finance", 5250, t_boi)
    add(f"{md}/Money/BOI statement 2012.pdf", X, "Finance", 4880, t_boi)
    add(f"{md}/Christmas letter 2010.docx", X, "Family", 5652, t_xmas_letter)
    add(f"{md}/Christmas letter 2011.docx", X, "Family", 5289, t_xmas_letter)
    add(f"{md}/Recipes/Mam's brown bread.txt", X, "Cooking", 6000, lambda r, dt: t_recipe(r, dt, "Brown soda bread"))
    add(f"{md}/Doc1.docx", X, "Teaching", 5500, t_bom_report, hard=True)
    add(f"{md}/New Text Document.txt", X, "Veterinary", 5600, t_price_list, hard=True)
    add(f"{md}/letter.docx", X, "Veterinary", 5100, t_practice_letter, hard=True)
    add(f"{md}/Book1.xlsx", X, "Veterinary", 4950, t_rota, hard=True)
    for age in (6500, 6498, 6497, 6495):
        photo(f"{md}/My Pictures/Kilkee 2008/DSC0{r.randint(1000, 9999)}.JPG", X, "Photos", age)
    system(f"{md}/My Pictures/Kilkee 2008/Thumbs.db", 6490, "thumbs")
    for age in (5900, 5899):
        photo(f"{md}/My Pictures/Cian graduation/DSC0{r.randint(1000, 9999)}.JPG", X, "Photos", age)
    system(f"{md}/My Pictures/Cian graduation/Thumbs.db", 5890, "thumbs")
    system(f"{md}/desktop.ini", 6800, "ini")

    return items
