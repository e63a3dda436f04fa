"""A fifty-third unseen labelled corpus: Wanjiru Kamau, WASH programme manager, ``build(root, seed)``, written blind.

What was read before writing it, and nothing else in the repository: ``unseen.py``'s module docstring, the
first lines of its ``build()`` (the ``write``/``encode``/``add`` helpers) and its helpers ``_d``, ``_kr``,
``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``; ``corpus.py``'s ``Item``
dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``,
``_png`` and ``HEIC_HEAD``. No classifier code, tests, docs, bench scripts, other corpus bodies or placement
results were opened. The files and the labels are shaped by what this person would have on her disk, not by
what the code looks for.

The person: Wanjiru Kamau, 38, programme manager at Jamii Maji Trust (JMT), a water-and-sanitation NGO with
its office on Lenana Road, Kilimani, Nairobi (since March 2022; before that she was a project officer at Tana
Development Alliance, 2014-2022). She lives in a rented flat in Kilimani with her two children, Njeri (12,
Grade 7 at Brookhill Junior School) and Mwangi (8, Grade 3, same school), and helps her mother Grace Wambui
(67, diabetic and hypertensive, living in Kangema, Murang'a) with her medical bills. Going on now (NOW is
2026-06-01, ``corpus.NOW``): the donor-funded "Maji kwa Wote Kitui" project, six solar-powered boreholes in
Mwingi North and Kyuso (Nordvik Foundation grant NVF-KE-2025-014; proposal, budget, procurement, drilling,
site reports, photos, the final donor report due 31 July 2026); the Learning and Evaluation Workshop she
organises for 16-18 June 2026 in Machakos; the rental house (two two-bedroom units) she is building on the
family land in Kangema, Murang'a (contractor, bill of quantities, materials, county building approval,
progress photos); and her part-time MBA at Amani University School of Business, whose final project on the
sustainability of community-managed boreholes is due on 14 August 2026. Ongoing: the job itself (contract,
payslips, leave, appraisals, travel and per-diem claims), money (KRA iTax returns, Equity Bank and M-Pesa
statements, Mwangaza Sacco loans, a money-market fund), the chama "Wanawake wa Imani" of which she is the
secretary, NHIF turned SHA cover and the family's medical bills, the children's school fees and reports, her
2015 Toyota Fielder, the flat and its bills, and the Sauti Tamu choir at ACK St. Luke's Kilimani. Finished:
JMT's earlier projects (Makueni school WASH 2022-23, Kajiado water pans 2023-24), her job at Tana
Development Alliance, her BSc at Kenyatta University (2006-2010) and the family trip to Zanzibar in
December 2024.

The machine: a Windows 11 work laptop (Dell Latitude) she also uses for personal things. Work lives partly
in ``OneDrive - Jamii Maji Trust/`` (the current project and workshop, closed projects) and partly in
``Documents/JMT/``; personal papers are in ``Documents/Personal/`` with half-kept subfolders, the MBA in
``Documents/MBA/``, the house in ``Documents/Murang'a House/``. ``Downloads/`` is the real inbox: browser
and WhatsApp Desktop downloads (``document (3).pdf``, ``DOC-20260514-WA0007.pdf``, ``WhatsApp Image ...``),
installers and unfinished downloads. ``Desktop/`` holds ``New Text Document.txt`` and things in progress.
A printer app drops ``Documents/Scans/scan_00NN.pdf``. ``Pictures/`` has the camera roll, screenshots and
phone imports; ``Old HP laptop backup/`` is a copy of her previous laptop made in 2023. Names and texts are
English with Swahili and Kikuyu words (``Maji kwa Wote``, ``chama``, ``fundi``, ``mabati``, ``Wanawake wa Imani``).

Labelling rules (written before any file was generated; every file is labelled by them, as of NOW):

- **Projects** -- an outcome with an end, still being worked on now, whatever the file's age: the Kitui
  borehole project (proposal, logframe, budget, grant agreement, procurement, drilling and pump contracts,
  permits, site reports, water tests, site photos, community MoUs, donor-report drafts, mails with the
  donor) -- topic Work; the June 2026 evaluation workshop (concept note, agenda, participants, venue quotes,
  budget, invitations) -- topic Work; the Murang'a rental house (drawings, bill of quantities, contractor
  agreement, material receipts, county and NCA approvals, payments, fundi chat, progress photos) -- topic
  Home; the MBA (final project, its data and analysis code, supervisor mails, coursework, fee statements
  and transcripts of the programme still running) -- topic Studies.
- **Areas** -- responsibilities with a standard to keep and no end, whatever the document's age: the job
  as employment -- contract, payslips, leave, appraisals, HR memos, travel and per-diem claims even when the
  trip was for the Kitui project, her CV (Career); money -- bank and M-Pesa statements, KRA returns and P9
  forms, Sacco statements and loans (also the Sacco loan that pays for the house), the money-market fund,
  the household budget (Finance); the chama's records (Chama); SHA/NHIF, her own and her mother's medical
  bills, lab results, prescriptions (Health); the children's school fees, reports and circulars (School);
  the car -- insurance, service, NTSA, parking (Car); the flat -- lease, electricity, water, internet, the
  house help's contract and pay (Home); the choir's rota, minutes and subscriptions (Choir).
- **Resources** -- reference and interests kept for their own sake, by subject: WASH guidelines,
  standards, manuals and templates from other organisations (Work); MBA readings and articles (Studies);
  sheet music and rehearsal recordings (Choir); appliance and car manuals (Home, Car); ebooks (Books);
  installers (Software); photos, WhatsApp images and screenshots (Photos) -- except photos that document a
  project, current or finished (borehole sites, the house going up, the Zanzibar trip), which go with the
  project's bucket and topic, and those inside the old-laptop copy.
- **Archive** -- finished projects and ended responsibilities: JMT's closed projects 2022-2024 (Work); the
  Tana Development Alliance job (Career); the BSc (Studies); the Zanzibar trip (Travel); the copy of the old
  HP laptop, whatever is inside it (Backup).
- **Left** -- unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$...``),
  ``desktop.ini`` and ``Thumbs.db`` (topic System), wherever they are. Dot files (``.Rhistory``,
  ``.~lock...#``) are written but not labelled.

Topics are subjects a careful person would file under; one subject keeps one topic in every bucket: Work,
Career, Home, Studies, Finance, Chama, Health, School, Car, Choir, Travel, Photos, Books, Software, Backup,
System. ``hard`` marks a file whose name *and* folder say nothing about its subject (``Downloads/document
(3).pdf``, ``Desktop/New Text Document.txt``, ``Documents/Scans/scan_0012.pdf``, ``DOC-...-WA0007.pdf``):
only its text can place it. Images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _d, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- seed data

ME = "Wanjiru Kamau"
KRA_PIN = "A008934127M"
ID_NO = "26418873"
PHONE = "0722 418 903"
JMT = ("JAMII MAJI TRUST\nWater, Sanitation and Hygiene for Every Community\n"
       "Lenana Road, Kilimani | P.O. Box 21447-00505 Nairobi | +254 20 260 4471 | info@jamiimaji.org")
GRANT = "NVF-KE-2025-014"
SITES = [("Kimangao", "Kyuso", "Kyuso"), ("Masyungwa", "Tseikuru", "Mwingi North"),
         ("Katse", "Katse", "Mwingi Central"), ("Ngomeni", "Ngomeni", "Mwingi North"),
         ("Mivukoni", "Mivukoni", "Mwingi Central"), ("Kamuwongo", "Kyuso", "Kyuso")]
FIRST = ["Mercy", "Brian", "Faith", "Samuel", "Esther", "Kevin", "Grace", "Dennis", "Lucy", "Peter", "Ann",
         "Joseph", "Caroline", "Musyoka", "Mwikali", "Kioko", "Mutheu", "Otieno", "Akinyi", "Wambui", "Njoki"]
SURN = ["Mutua", "Otieno", "Wairimu", "Kilonzo", "Mwangi", "Njoroge", "Wambua", "Kamau", "Ouma", "Musyoka",
        "Ndunda", "Kiprono", "Achieng", "Nzioka", "Kariuki", "Mumo", "Wanjiku", "Kyalo", "Nduku", "Chege"]
CHAMA = ["Wanjiru Kamau", "Susan Njeri", "Lilian Atieno", "Beatrice Mumbua", "Jane Wanjiku", "Purity Chebet",
         "Agnes Wairimu", "Eunice Kerubo", "Rose Mwende", "Ruth Nyambura", "Catherine Akoth", "Mary Wangui"]


def _ksh(r: random.Random, lo: float, hi: float) -> str:
    return f"KES {r.uniform(lo, hi):,.2f}"


def _amt(v: float) -> str:
    return f"{v:,.2f}"


def _name(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def _ref(r: random.Random, pre: str, n: int = 6) -> str:
    return pre + "".join(str(r.randint(0, 9)) for _ in range(n))


def _mpesa_code(r: random.Random, dt: datetime) -> str:
    letters = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    year = "TUVWXYZ"[min(max(dt.year - 2025, 0), 6)]
    return year + "ABCDEFGHIJKL"[dt.month - 1] + "".join(r.choice(letters + "0123456789") for _ in range(8))


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _mail(frm: str, to: str, subj: str, dt: datetime, body: str, cc: str = "") -> str:
    head = [f"From: {frm}", f"To: {to}"] + ([f"Cc: {cc}"] if cc else []) + [
        f"Subject: {subj}", f"Date: {dt.strftime('%a, %d %b %Y')} {9 + dt.day % 8:02d}:{dt.day * 7 % 60:02d}:00 +0300",
        "MIME-Version: 1.0", 'Content-Type: text/plain; charset="utf-8"', ""]
    return "\n".join(head) + body.strip() + "\n"


# --------------------------------------------------------------------------- Kitui borehole project (Work)


def t_proposal(r, dt):
    hh = r.randint(1850, 2400)
    return f"""{JMT}

PROJECT PROPOSAL
Maji kwa Wote Kitui: Solar-powered boreholes for six communities in Mwingi North and Kyuso
Submitted to: Nordvik Foundation, Oslo -- Call for Proposals 2025, Window 2 (Rural Water Access)
Date: {_d(dt)}     Duration: 12 months (1 August 2025 - 31 July 2026)     Amount requested: USD 248,600

1. Problem statement
Households in Kyuso, Tseikuru, Ngomeni, Katse and Mivukoni walk an average of {r.randint(6, 11)} km to seasonal
river-bed scoop holes on the Tyaa and Enziu rivers. During the 2024 short-rains failure, water prices from
vendors reached KES {r.randint(30, 50)} per 20-litre jerrican. Kitui County Water Department data show that
only {r.randint(28, 41)}% of the population in the target wards has access to an improved source within 30 minutes.

2. Objectives
- Drill, equip and solarise six boreholes serving about {hh} households ({hh * 5} people).
- Establish and train six Water User Committees (WUCs) with at least 40% women in leadership.
- Introduce a pay-as-you-fetch tariff (KES 3-5 per jerrican) to fund operation and maintenance.
- Strengthen Kitui County's rural water database with functionality data for all six points.

3. Approach
Hydrogeological and geophysical surveys (VES) per site; WRA authorisation; competitive procurement of a
drilling contractor; Lorentz PS2-1800 solar pumping kits with 10 m3 elevated steel tanks and a four-tap
kiosk; cattle trough at each site. Community contribution: sand, ballast, unskilled labour.

4. Monitoring
Baseline survey (KoboToolbox), quarterly monitoring visits, endline survey in June 2026, learning workshop
with county officials and WUCs in June 2026, final narrative and financial report by 31 July 2026.

Contact: {ME}, Programme Manager, wkamau@jamiimaji.org, +254 {PHONE[1:]}
"""


def t_logframe(r, dt):
    hh = r.randint(1850, 2400)
    return f"""Level;Indicator;Baseline;Target;Means of verification;Assumptions
Goal;% of households in target wards using an improved water source;{r.randint(28, 41)}%;65%;Endline survey;\
No major drought
Outcome 1;Average time to collect water (minutes, round trip);{r.randint(150, 240)};45;HH survey;Pumps functional
Outcome 2;Functional WUCs with O&M fund >= KES 50,000;0;6;WUC records, bank statements;Tariff accepted
Output 1.1;Boreholes drilled and test-pumped;0;6;Drilling logs, pumping test reports;WRA permits on time
Output 1.2;Solar pumping systems installed;0;6;Commissioning certificates;Imports cleared
Output 1.3;Households served;0;{hh};Water point registers;
Output 2.1;WUC members trained (of whom women);0;54 (22);Attendance lists;
Output 2.2;Pump attendants trained in basic repairs;0;12;Training report;
Output 3.1;Water points entered in county database;0;6;County MIS extract;County staff available
"""


def t_kitui_budget(r, dt):
    rows = [("1.1", "Hydrogeological survey (6 sites)", 6, 185000), ("1.2", "WRA permits and fees", 6, 42000),
            ("1.3", "Drilling and casing, up to 180 m", 6, r.randint(1650000, 1900000)),
            ("1.4", "Test pumping and water quality analysis", 6, 95000),
            ("1.5", "Solar pumping kit Lorentz PS2-1800 + 2.4 kWp array", 6, r.randint(780000, 860000)),
            ("1.6", "Elevated 10 m3 steel tank, 6 m stand", 6, 610000), ("1.7", "Kiosk and cattle trough", 6, 240000),
            ("2.1", "WUC training (3 days x 6 sites)", 6, 118000), ("2.2", "Pump attendant training", 1, 210000),
            ("3.1", "Baseline and endline surveys", 2, 380000), ("3.2", "Learning workshop Machakos", 1, 1150000),
            ("4.1", "Programme Manager 30%", 12, 96000), ("4.2", "Field Officer Kitui 100%", 12, 148000),
            ("4.3", "Vehicle running and fuel", 12, 85000), ("5.1", "Indirect costs 7%", 1, 0)]
    out = ["Code;Budget line;Units;Unit cost (KES);Total (KES);Spent to date;Variance"]
    sub = 0
    for code, line, n, cost in rows[:-1]:
        tot = n * cost
        sub += tot
        spent = int(tot * r.uniform(0.55, 1.05))
        out.append(f"{code};{line};{n};{cost:,};{tot:,};{spent:,};{tot - spent:,}")
    out.append(f"5.1;Indirect costs 7%;1;;{int(sub * 0.07):,};{int(sub * 0.07 * r.uniform(0.6, 0.9)):,};")
    out.append(f"TOTAL;Maji kwa Wote Kitui - {GRANT};;;{int(sub * 1.07):,};;")
    return "\n".join(out)


def t_grant_agreement(r, dt):
    return f"""NORDVIK FOUNDATION
Grant Agreement No. {GRANT}

between Nordvik Foundation, Tollbugata 17, 0152 Oslo, Norway ("the Foundation")
and Jamii Maji Trust, P.O. Box 21447-00505 Nairobi, Kenya ("the Grantee")

Project: Maji kwa Wote Kitui - solar-powered boreholes in Mwingi North and Kyuso
Grant amount: USD 248,600 (two hundred and forty-eight thousand six hundred US dollars)
Project period: 1 August 2025 to 31 July 2026

Article 4 - Disbursement: first instalment USD 149,160 (60%) on signature; second instalment USD 74,580
(30%) on approval of the interim report due 15 February 2026; final 10% on approval of the final report.
Article 6 - Reporting: the Grantee shall submit a final narrative report and a certified financial report,
with an external audit opinion, no later than 31 July 2026.
Article 9 - Procurement above USD 10,000 shall follow competitive procedures with at least three quotes.
Article 12 - Visibility: the Foundation's logo shall appear on signboards at each water point.

Signed for the Foundation: Hilde Sandvik, Director of Programmes          Date: {_d(dt)}
Signed for the Grantee: Dr. Achieng Ouma, Executive Director               Date: {_d(dt + timedelta(days=3))}
Programme officer: Hanne Berg, hanne.berg@nordvik.no
"""


def t_rfq(r, dt):
    return f"""{JMT}

REQUEST FOR QUOTATION  JMT/RFQ/{dt.year}/{r.randint(14, 29):03d}
Drilling, casing and test pumping of six (6) boreholes in Kitui County (Maji kwa Wote Kitui)

Issue date: {_d(dt)}        Closing date: {_d(dt + timedelta(days=14))}, 12:00 noon

Scope: mobilisation; drilling to a maximum depth of 180 m at 8" diameter; 6" uPVC casing and screens;
gravel pack; development; 24-hour constant-rate test pumping with recovery; borehole completion report
in the WRA format. Bidders must hold a valid WRA drilling licence and NCA registration (category NCA 4 or
above). Quote per metre drilled and a lump sum for mobilisation to each site (Kimangao, Masyungwa, Katse,
Ngomeni, Mivukoni, Kamuwongo).

Submit sealed bids to the Procurement Officer, Faith Wairimu, Jamii Maji Trust, Lenana Road.
"""


def t_bid_eval(r, dt):
    bidders = ["Kasyoka Drilling & Pumps Ltd", "Ukambani Boreholes Co.", "Rift Hydro Drillers Ltd",
               "Athi Water Works Contractors", "Mwingi Geo Services"]
    r.shuffle(bidders)
    out = ["Bidder;WRA licence;NCA cat.;Rate per metre (KES);Mobilisation/site;Total for 6 sites;Technical score;Rank"]
    for i, b in enumerate(bidders[:4]):
        rate = r.randint(5200, 7400)
        mob = r.randint(60000, 140000)
        out.append(f"{b};Yes;NCA {r.randint(3, 5)};{rate:,};{mob:,};{6 * (150 * rate + mob):,};"
                   f"{r.randint(62, 91)};{i + 1}")
    out.append(f"Evaluation committee: F. Wairimu (chair), S. Kilonzo, W. Kamau, M. Mutua -- {_iso(dt)}")
    return "\n".join(out)


def t_drill_contract(r, dt):
    return f"""CONTRACT FOR DRILLING WORKS
Contract No. JMT/CON/{dt.year}/007

This Contract is made on {_d(dt)} between JAMII MAJI TRUST (the Employer) and KASYOKA DRILLING & PUMPS LTD,
P.O. Box 1143-90200 Kitui (the Contractor), WRA Drilling Licence No. WRA/DL/{r.randint(100, 399)}/2025.

1. The Contractor shall drill, case, develop and test-pump six boreholes at Kimangao, Masyungwa, Katse,
   Ngomeni, Mivukoni and Kamuwongo, Kitui County, as per the RFQ and the hydrogeological survey reports.
2. Contract sum: KES {r.randint(9800, 11200) * 1000:,} inclusive of VAT, based on KES {r.randint(5600, 6400):,}
   per metre.
3. Completion: all six boreholes within 90 days of site handover.
4. Retention: 10% of each payment, released 6 months after completion.
5. Dry borehole: if a borehole yields less than 0.5 m3/h, the Employer pays 50% of the metre rate.
6. Liquidated damages: KES 15,000 per day of delay, up to 10% of the contract sum.

For the Employer: Dr. Achieng Ouma, Executive Director      Witness: {ME}, Programme Manager
For the Contractor: Daniel Kasyoka Mutua, Managing Director
"""


def t_hydro(r, dt, site=None):
    site = site or r.choice(SITES)
    return f"""HYDROGEOLOGICAL SURVEY REPORT
Proposed borehole site: {site[0]} Primary School / community, {site[1]} Ward, {site[2]} Sub-County, Kitui
Client: Jamii Maji Trust      Consultant: Eng. Musyoka Nzioka, Reg. Hydrogeologist (WRA/HG/0412)
Date of survey: {_d(dt)}

Geology: Precambrian Basement System gneisses, weathered to about {r.randint(18, 35)} m, overlain by red sandy
soils. Fractured zone indicated between {r.randint(60, 80)} m and {r.randint(95, 130)} m.
Vertical Electrical Soundings: VES 1 to VES {r.randint(3, 5)} along two profiles; VES 2 recommended
(GPS 0{r.randint(10, 59)}.{r.randint(100, 999)}S 038.{r.randint(100, 999)}E).
Recommended drilling depth: {r.randint(140, 180)} m. Expected yield: {r.uniform(1.2, 4.5):.1f} m3/h.
Water quality risk: moderate salinity (EC 1,500-2,800 uS/cm) typical of the area; fluoride to be tested.
"""


def t_site_report(site):
    def f(r, dt):
        y = r.uniform(1.1, 4.8)
        kiosk = r.choice(['complete', 'at lintel level', 'plastered'])
        trough = r.choice(['done', 'pending'])
        issue = r.choice(['Fence around the tank not yet done', 'Tap at the kiosk leaking',
                          'Conflict over the livestock trough hours'])
        return f"""SITE VISIT REPORT -- {site[0].upper()} BOREHOLE
Project: Maji kwa Wote Kitui ({GRANT})
Location: {site[0]}, {site[1]} Ward, {site[2]} Sub-County
Date of visit: {_d(dt)}        Prepared by: Mercy Mutua (Field Officer), reviewed by {ME}

Status
- Drilled to {r.randint(132, 178)} m on {_d(dt - timedelta(days=r.randint(20, 60)))}; tested yield {y:.1f} m3/h,
  static water level {r.randint(18, 55)} m, drawdown {r.randint(9, 30)} m after 24 h.
- Solar array ({r.choice(['2.4', '2.7', '3.0'])} kWp) mounted; pump installed at {r.randint(90, 140)} m.
- Tank stand erected; kiosk walls {kiosk}; cattle trough {trough}.

Community
Water User Committee of {r.randint(7, 11)} members ({r.randint(3, 5)} women) met us. Chairperson: {_name(r)}.
They have opened an account at Kitui Teachers Sacco with KES {r.randint(8, 40) * 1000:,}. The tariff of KES 5
per jerrican was agreed in the baraza of {_d(dt - timedelta(days=r.randint(5, 15)))}.

Issues and actions
1. {issue}
   -- contractor / WUC to fix by {_d(dt + timedelta(days=14))}.
2. Signboard with Nordvik Foundation logo still missing -- JMT to deliver.
3. Water sample taken for analysis at the Kitui county laboratory.
"""
    return f


def t_drill_log(r, dt, site=None):
    out = ["site,date,depth_from_m,depth_to_m,formation,penetration_min_per_m,water_strike,remarks"]
    site = (site or r.choice(SITES))[0]
    d = 0
    for form in ["Red sandy soil", "Weathered gneiss", "Weathered gneiss", "Fresh gneiss", "Fractured gneiss",
                 "Fresh gneiss", "Fractured gneiss", "Fresh gneiss"]:
        to = d + r.randint(8, 28)
        strike = "yes" if form.startswith("Fractured") else "no"
        out.append(f"{site},{_iso(dt)},{d},{to},{form},{r.randint(2, 14)},{strike},")
        d = to
    return "\n".join(out)


def t_water_test(r, dt, site=None):
    site = (site or r.choice(SITES))[0]
    ec = r.randint(900, 2900)
    return f"""KITUI COUNTY GOVERNMENT - DEPARTMENT OF WATER, ENVIRONMENT AND NATURAL RESOURCES
Water Quality Laboratory, Kitui Town
CERTIFICATE OF ANALYSIS  Lab No. KCW/{dt.year}/{r.randint(300, 899)}

Client: Jamii Maji Trust (Maji kwa Wote Kitui)     Source: New borehole, {site}
Sampled: {_d(dt - timedelta(days=5))}     Received: {_d(dt - timedelta(days=4))}     Reported: {_d(dt)}

Parameter            Result      KS EAS 12:2018 limit
pH                   {r.uniform(6.8, 8.2):.1f}         6.5 - 8.5
Electrical cond.     {ec} uS/cm   2500
TDS                  {int(ec * 0.65)} mg/l    1500
Fluoride             {r.uniform(0.4, 1.9):.2f} mg/l   1.5
Nitrate              {r.uniform(2, 30):.1f} mg/l   45
Iron                 {r.uniform(0.05, 0.6):.2f} mg/l   0.3
E. coli              0 cfu/100ml  0
Comment: {'Fit for drinking.' if ec < 2500 else
          'Salinity above limit; suitable for livestock and domestic use other than drinking.'}
Analyst: {_name(r)}
"""


def t_lpo(r, dt):
    items = [("Lorentz PS2-1800 C-SJ5-12 pump set", r.randint(3, 6), 512000),
             ("Solar module 450 W mono (JA Solar)", r.randint(18, 36), 17800),
             ("PV mounting structure, galvanised", r.randint(3, 6), 64000),
             ("Drop cable 4 mm2 x 4 core (m)", r.randint(400, 900), 410)]
    lines = []
    tot = 0
    for name, q, p in items:
        lines.append(f"{name:<42} {q:>5} x {p:>9,} = {q * p:>12,}")
        tot += q * p
    return f"""{JMT}
LOCAL PURCHASE ORDER  No. {r.randint(2100, 2399)}          Date: {_d(dt)}
Supplier: Davis & Shirtliff Ltd, Industrial Area, Nairobi      Project code: KIT-NVF-25
{chr(10).join(lines)}
TOTAL (incl. VAT)                                           KES {tot:,}
Deliver to: JMT Kitui field office, Kitui-Mwingi road.  Payment: 30 days after delivery.
Authorised: {ME} (Programme Manager)   Samuel Kilonzo (Finance)
"""


def t_mou(r, dt, site=None):
    site = site or r.choice(SITES)
    return f"""MEMORANDUM OF UNDERSTANDING
between Jamii Maji Trust and {site[0]} Water User Committee, {site[1]} Ward, Kitui County

1. JMT will drill and equip a solar-powered borehole at {site[0]} under the Maji kwa Wote Kitui project.
2. The community has donated the land (plot of {r.randint(20, 40)} x {r.randint(20, 40)} m), surrendered by {_name(r)}.
3. The WUC will run the water point, collect KES 5 per 20-litre jerrican and KES 2 per head of cattle,
   keep books, bank the O&M money monthly and report to the Kitui County Water Department.
4. JMT will train the WUC and two pump attendants and provide spare parts for the first year.
5. The water point will be handed to the community on commissioning; ownership stays with the community.

Signed at {site[0]} on {_d(dt)}
For JMT: {ME}          WUC Chairperson: {_name(r)}          Area Chief: {_name(r)}
"""


def t_donor_report(r, dt):
    return f"""Maji kwa Wote Kitui -- FINAL NARRATIVE REPORT (DRAFT v{r.randint(2, 4)})
Grant {GRANT} | Reporting period 1 August 2025 - 31 July 2026 | Due to Nordvik Foundation 31 July 2026
Prepared by {ME}, last edited {_d(dt)}

1. Summary
Six boreholes were drilled between October 2025 and February 2026; {r.randint(5, 6)} were successful and equipped
with solar pumps. Together they serve an estimated {r.randint(1900, 2300)} households. Average time to fetch
water fell from about {r.randint(170, 220)} minutes to {r.randint(35, 60)} minutes (endline survey, May 2026).

2. Progress against outputs  [TODO Brian: paste final indicator table]
3. Challenges: salinity at Katse (EC above 2,500 uS/cm), delayed customs clearance of the pump kits
   (5 weeks), December 2025 floods cutting access to Masyungwa.
4. Sustainability: all WUCs opened bank accounts; O&M savings total KES {r.randint(180, 420) * 1000:,}.
5. Lessons (to be completed after the learning workshop of 16-18 June).
6. Financial summary: see separate financial report; expected under-spend of {r.uniform(1, 4):.1f}% on line 1.3.
"""


def t_indicators(r, dt):
    out = [f"Maji kwa Wote Kitui ({GRANT}) - indicator tracking for the final report",
           "Indicator;Target;Q1;Q2;Q3;Q4;Cumulative;Comment"]
    for ind, tgt in [("Boreholes drilled", 6), ("Boreholes equipped", 6), ("Households served", 2100),
                     ("WUC members trained", 54), ("Women in WUC leadership", 22), ("Pump attendants trained", 12)]:
        q = [int(tgt * x) for x in (0, r.uniform(0.2, 0.4), r.uniform(0.3, 0.5), r.uniform(0.1, 0.3))]
        out.append(f"{ind};{tgt};{q[0]};{q[1]};{q[2]};{q[3]};{sum(q)};")
    return "\n".join(out)


def t_donor_mail(r, dt):
    return _mail("Hanne Berg <hanne.berg@nordvik.no>", f"{ME} <wkamau@jamiimaji.org>",
                 f"RE: {GRANT} final report and audit", dt, f"""
Dear Wanjiru,

Thank you for the update on the Katse borehole. We understand the salinity issue; please describe in the
final report how the water is being used (livestock, washing) and what you propose for drinking water.

A reminder that the final narrative and financial report for {GRANT} are due on 31 July 2026, together with
the audit opinion. Could you confirm the name of the audit firm by 15 June? I would also be glad to join the
learning workshop in Machakos online on 17 June if there is a link.

Best regards,
Hanne Berg
Programme Officer, East Africa | Nordvik Foundation
""")


def t_kitui_notes(r, dt):
    return f"""Kitui field trip {_iso(dt)} - notes

- Mercy picked me at Kitui town 7am, Kimangao by 10.
- Kimangao: pump running, WUC treasurer Mwende has receipt book, KES {r.randint(9, 20) * 1000:,} collected in {dt:%B}.
- Kamuwongo: cattle trough cracked -> Kasyoka to repair under defects liability.
- Katse: EC still high, county says livestock only. Discuss desalination unit? too expensive. Talk to Hanne.
- Need signboards (Nordvik logo) x6 - quote from Mwingi printers KES {r.randint(6, 9) * 1000:,} each.
- Baseline vs endline: Brian to clean Kobo data by Friday.
- Per diem claim for 2 nights Mwingi -- submit to Samuel.
"""


# --------------------------------------------------------------------------- evaluation workshop (Work)


def t_ws_concept(r, dt):
    return f"""{JMT}

CONCEPT NOTE: LEARNING AND EVALUATION WORKSHOP
"What keeps rural water flowing?" -- Maji kwa Wote Kitui and JMT's WASH portfolio
Dates: 16-18 June 2026     Venue: Kithima Gardens Hotel, Machakos     Participants: about 35

Purpose: to share the findings of the external end-term evaluation of the Kitui borehole project, compare
them with the Makueni and Kajiado projects, and agree with Kitui County Water Department and the Water User
Committees on a post-project support plan.
Expected outputs: validated evaluation findings; a one-page learning brief; county commitment letter;
inputs to the final report to Nordvik Foundation (due 31 July 2026).
Facilitation: Tamarind Evaluation Consultants (lead evaluator Dr. Peter Mbithi) with JMT staff.
Budget: KES {r.randint(1050, 1200) * 1000:,} under budget line 3.2.
Contact: {ME}, Programme Manager. Draft of {_d(dt)}.
"""


def t_ws_agenda(r, dt):
    return f"""LEARNING AND EVALUATION WORKSHOP -- DRAFT AGENDA (v{r.randint(2, 5)}, {_iso(dt)})
Kithima Gardens Hotel, Machakos, 16-18 June 2026

Tue 16 June
14:00  Arrival and registration
16:00  Welcome -- Dr. Achieng Ouma, Executive Director JMT
16:30  Objectives and ground rules -- {ME}
Wed 17 June
08:30  Devotion / energiser
09:00  Evaluation findings: access, functionality, tariffs -- Dr. Peter Mbithi, Tamarind
10:30  Tea break
11:00  Group work: what worked at Kimangao, Masyungwa, Ngomeni (WUCs lead)
13:00  Lunch
14:00  County perspective -- Chief Officer Water, Kitui County
15:00  Nordvik Foundation (online) -- Hanne Berg
16:00  Comparison with Makueni school WASH and Kajiado water pans -- Brian Otieno
Thu 18 June
09:00  Post-project support plan and county commitments
11:00  Learning brief: key messages
12:30  Closing, lunch and departure (transport refunds at the registration desk)
"""


def t_ws_participants(r, dt):
    orgs = ["Kitui County Water Dept", "Kimangao WUC", "Masyungwa WUC", "Katse WUC", "Ngomeni WUC", "Mivukoni WUC",
            "Kamuwongo WUC", "Tamarind Evaluation", "JMT", "Makueni County", "Kajiado County", "KEWASNET"]
    out = ["No,Name,Organisation,Role,Phone,Accommodation,Transport refund KES"]
    for i in range(1, r.randint(26, 36)):
        role = r.choice(['Chair', 'Treasurer', 'Officer', 'Director', 'Member'])
        out.append(f"{i},{_name(r)},{r.choice(orgs)},{role},"
                   f"07{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)},"
                   f"{r.choice(['Yes', 'Yes', 'No'])},"
                   f"{r.choice([1500, 2000, 2500, 3000])}")
    return "\n".join(out)


def t_ws_quote(r, dt):
    pax = r.randint(30, 38)
    full = r.randint(8500, 11500)
    return f"""KITHIMA GARDENS HOTEL
Machakos-Kitui Road, P.O. Box 2201-90100 Machakos | reservations@kithimagardens.co.ke
QUOTATION No. Q{r.randint(4000, 4999)}          Date: {_d(dt)}
To: Jamii Maji Trust, Attn: {ME}
Event: Learning and Evaluation Workshop, 16-18 June 2026

Full board residential, {pax} pax x 2 nights @ KES {full:,}        KES {pax * 2 * full:,}
Conference package (hall, PA, projector, 2 teas, lunch) x 3 days @ KES {r.randint(3200, 4200):,} pp
Breakout rooms x 2                                               KES {r.randint(12, 20) * 1000:,}
Prices inclusive of 16% VAT and 2% catering levy. 50% deposit to confirm by {_d(dt + timedelta(days=10))}.
"""


def t_ws_budget(r, dt):
    out = ["Learning & Evaluation Workshop 16-18 June 2026, Machakos - budget (line 3.2, Kitui project)",
           "Item;Unit;Qty;Days;Rate KES;Total KES"]
    lines = [("Accommodation full board", "pax", 35, 2, r.randint(9000, 11000)),
             ("Conference package", "pax", 38, 3, r.randint(3300, 4000)),
             ("Transport refunds WUC members", "pax", 18, 1, 2500), ("Facilitator fees Tamarind", "day", 1, 3, 45000),
             ("Printing learning brief", "copies", 100, 1, 180), ("Stationery and flip charts", "lot", 1, 1, 18000),
             ("Bus hire Kitui-Machakos return", "bus", 1, 1, r.randint(38000, 52000))]
    tot = 0
    for it, u, q, d, rate in lines:
        tot += q * d * rate
        out.append(f"{it};{u};{q};{d};{rate:,};{q * d * rate:,}")
    out.append(f"TOTAL;;;;;{tot:,}")
    return "\n".join(out)


def t_ws_invite(r, dt):
    return f"""{JMT}
Ref: JMT/PRG/{dt.year}/{r.randint(40, 90)}                                        {_d(dt)}

The Chief Officer, Water and Sanitation
County Government of Kitui, P.O. Box 33-90200 Kitui

Dear Sir/Madam,

INVITATION: LEARNING AND EVALUATION WORKSHOP, 16-18 JUNE 2026, MACHAKOS

Jamii Maji Trust, with funding from the Nordvik Foundation, has completed six solar-powered boreholes in
Mwingi North and Kyuso under the Maji kwa Wote Kitui project. We kindly invite you, or an officer you
designate, to a workshop to validate the end-term evaluation and agree on post-project support for the
Water User Committees. Accommodation and meals will be provided by JMT.

Kindly confirm participation to {ME} ({PHONE}) by {_d(dt + timedelta(days=12))}.

Yours faithfully,
{ME}
Programme Manager
"""


def t_ws_tor(r, dt):
    return f"""TERMS OF REFERENCE -- WORKSHOP FACILITATOR AND RAPPORTEUR
Learning and Evaluation Workshop, 16-18 June 2026 (Maji kwa Wote Kitui)

Background: JMT is closing its Nordvik-funded borehole project in Kitui and wants a facilitated workshop
where communities, county officials and partners discuss the evaluation findings.
Tasks: design the session plan with the programme manager; facilitate 2.5 days in English and Kiswahili;
capture discussions; produce a workshop report (max 15 pages) and a two-page learning brief by 25 June 2026.
Qualifications: 7+ years facilitating participatory workshops in WASH or rural development; fluent Kiswahili;
Kikamba an advantage.
Fee: up to KES {r.randint(120, 160) * 1000:,} all inclusive. Applications by {_d(dt + timedelta(days=9))} to
procurement@jamiimaji.org.
"""


# --------------------------------------------------------------------------- Murang'a rental house (Home)

BUILDER = "Ngai Ndeithia Builders (Gitau Njoroge, NCA 7 Building Works)"
PLOT = "LOC.4/GITUGI/1187"


def t_boq(r, dt):
    rows = [("A", "Preliminaries and site clearance", "item", 1, 45000),
            ("B1", "Excavation for foundations", "m3", 48, 650),
            ("B2", "Concrete class 20 in strip footings", "m3", 14, 14500),
            ("B3", "Machine-cut stone walling 9in, foundation", "m2", 62, 1850),
            ("C1", "Walling above DPC, machine-cut stone", "m2", 310, 1750),
            ("C2", "Ring beam and lintels", "m3", 9, 16800), ("D1", "Roof timber, treated cypress", "m", 640, 145),
            ("D2", "Mabati gauge 28, box profile, pre-painted", "sheet", 96, 1150),
            ("E1", "Steel doors and casement windows", "item", 22, 14500),
            ("F1", "Plaster and skim internal", "m2", 560, 420), ("G1", "Plumbing and septic tank", "item", 1, 185000),
            ("H1", "Electrical first and second fix, KPLC meters x2", "item", 1, 160000)]
    out = ["BILL OF QUANTITIES -- Proposed 2 No. two-bedroom rental units on plot " + PLOT + ", Kangema",
           "Item;Description;Unit;Qty;Rate KES;Amount KES"]
    tot = 0
    for code, desc, u, q, rate in rows:
        rate = int(rate * r.uniform(0.95, 1.1))
        tot += q * rate
        out.append(f"{code};{desc};{u};{q};{rate:,};{q * rate:,}")
    out.append(f";Sub-total;;;;{tot:,}")
    out.append(f";Contingency 5%;;;;{int(tot * 0.05):,}")
    out.append(f";TOTAL;;;;{int(tot * 1.05):,}")
    return "\n".join(out)


def t_builder_agreement(r, dt):
    return f"""AGREEMENT FOR LABOUR AND SUPERVISION OF BUILDING WORKS

Date: {_d(dt)}
Owner: {ME}, ID No. {ID_NO}, P.O. Box 21447-00505 Nairobi
Contractor: {BUILDER}, Kangema, Tel 0721 {r.randint(100, 999)} {r.randint(100, 999)}
Site: family land plot {PLOT}, Gitugi, Kangema, Murang'a County

1. Works: construction of two (2) two-bedroom rental units as per the approved plans (Murang'a County
   approval ref MCG/PP/BP/2025/0412) and the bill of quantities dated {_d(dt - timedelta(days=20))}.
2. The Owner supplies all materials; the Contractor supplies labour, tools and supervision.
3. Labour charge: KES {r.randint(520, 640) * 1000:,}, paid in stages: foundation 20%, walling to ring beam 30%,
   roofing 20%, plaster and finishes 20%, handover 10%.
4. The Contractor keeps a materials register on site and sends photos to the Owner every week on WhatsApp.
5. Completion expected by 30 September 2026. Defects to be made good for 6 months after handover.

Owner: ____________________         Contractor: ____________________
Witness: Grace Wambui Kamau (mother), Gitugi
"""


def t_hardware_receipt(r, dt):
    items = r.sample([("Cement Bamburi 42.5N 50kg", 780), ("Y12 steel bar 12m", 1150), ("Y8 steel bar 12m", 560),
                      ("Binding wire 25kg", 4200), ("Mabati box profile G28 3m", 1150), ("Ridge cap G28", 650),
                      ("Roofing nails 5kg", 1400), ("Timber 4x2 cypress (ft)", 62), ("DPC roll", 2600),
                      ("Hoop iron", 1900), ("Ballast (tonne)", 2400), ("River sand (tonne)", 2100)], 4)
    lines, tot = [], 0
    for name, p in items:
        q = r.randint(2, 60)
        lines.append(f"{name:<32} {q:>4} @ {p:>6,}  {q * p:>9,}")
        tot += q * p
    return f"""KANGEMA HARDWARE & GENERAL STORES
Kangema Town, opp. Stage | PIN P051{r.randint(100000, 999999)}X | Till No. {r.randint(500000, 599999)}
CASH SALE No. {r.randint(10000, 19999)}        {_d(dt)}
Customer: Wanjiru Kamau (site Gitugi)
{chr(10).join(lines)}
TOTAL KES {tot:,}.00     Paid via M-Pesa {_mpesa_code(r, dt)}
Delivered by lorry KCB {r.randint(100, 999)}X to site. Goods once sold are not returnable.
"""


def t_county_approval(r, dt):
    return f"""COUNTY GOVERNMENT OF MURANG'A
Department of Lands, Physical Planning, Housing and Urban Development

BUILDING PLAN APPROVAL   Ref: MCG/PP/BP/2025/0412                     Date: {_d(dt)}

Applicant: {ME}
Parcel: {PLOT}, Gitugi, Kangema Sub-County
Development: 2 No. residential units (two-bedroom), single storey, total plinth area 142 m2
Architect: Arch. Lucy Wangari (BORAQS A/{r.randint(2000, 3999)})   Structural engineer: Eng. {_name(r)}

Approval is granted subject to: (a) the building line of 6 m from the access road; (b) a septic tank and
soak pit at least 15 m from any water source; (c) notification of commencement to the department; (d) an
occupation certificate before the units are let. Approval fees paid: KES {r.randint(18, 32) * 1000:,}
(receipt {_ref(r, 'MCG', 7)}). This approval is valid for 24 months.

for: COUNTY DIRECTOR, PHYSICAL PLANNING
"""


def t_nca(r, dt):
    return f"""NATIONAL CONSTRUCTION AUTHORITY
CERTIFICATE OF PROJECT REGISTRATION         No. NCA/PR/{r.randint(100000, 999999)}/{dt.year}

Project: Proposed two residential units, {PLOT}, Kangema, Murang'a County
Client: {ME}          Contractor: {BUILDER}
Contract sum: KES {r.randint(3200, 3900) * 1000:,}     Levy (0.5%) paid: receipt {_ref(r, 'NCA', 8)}
Date of issue: {_d(dt)}
This certificate shall be displayed at the site.
"""


def t_build_payments(r, dt):
    out = ["Murang'a house (Kangema rental units) - payments", "Date;Paid to;Item;Method;Ref;Amount KES;Running total"]
    run = 0
    d = dt - timedelta(days=220)
    for _ in range(r.randint(16, 24)):
        d += timedelta(days=r.randint(5, 14))
        who, item = r.choice([("Kangema Hardware", "cement, steel"), ("Gitau (fundi)", "labour stage payment"),
                              ("Kiriaini quarry", "machine-cut stones"), ("Mama Nyokabi lorry", "sand delivery"),
                              ("Mathioya timber yard", "roof timber"), ("Joseph Maina", "casuals weekly wages")])
        amt = r.randint(8, 160) * 1000
        run += amt
        out.append(f"{_iso(d)};{who};{item};M-Pesa;{_mpesa_code(r, d)};{amt:,};{run:,}")
    out.append(";;;;;Sacco loan drawn so far;1,200,000")
    return "\n".join(out)


def t_fundi_chat(r, dt):
    lines = []
    msgs = [("Joseph Fundi", "Madam good morning. Tumefika ring beam, tunahitaji cement bags 40 na Y12 15 pieces"),
            (ME, "Sawa Joseph. I will send money to Kangema Hardware today, they deliver tomorrow"),
            ("Joseph Fundi", "<Media omitted>"), ("Joseph Fundi", "Hii ni picha ya ukuta upande wa nyuma"),
            (ME, "Looks good. Make sure the lintels are level over the windows, tulikubaliana na Gitau"),
            ("Joseph Fundi", "Mabati tutaanza next week kama timber imefika"), (ME, "Timber ni Mathioya yard, Friday"),
            ("Joseph Fundi", "Casuals wages this week ni 18,500"), (ME, "Sent. Confirm")]
    for i, (who, m) in enumerate(msgs):
        d = (dt - timedelta(days=12 - i)).replace(hour=r.randint(7, 20), minute=r.randint(0, 59))
        lines.append(f"{d:%d/%m/%Y}, {d:%H:%M} - {who}: {m}")
    return "\n".join(lines)


def t_house_notes(r, dt):
    return f"""Murang'a house - to do ({_iso(dt)})
- Call Gitau re: roofing start, confirm no rain delay
- Buy mabati: compare Kangema Hardware (1,150/sheet) vs Murang'a town Tile & Carpet (1,090 + transport)
- County: notify commencement (done?) and ask about occupation certificate
- MUWASCO water connection application - need copy of title + ID
- Sacco: 2nd tranche of development loan, bring BQ + photos
- Mum says neighbours' cows getting into the site -> fence with kei apple
- Budget so far KES {r.randint(1900, 2600) * 1000:,} of approx 3.6M
"""


def t_muwasco(r, dt):
    return f"""MURANG'A WATER AND SANITATION COMPANY LTD (MUWASCO)
APPLICATION FOR NEW WATER CONNECTION           Application No. {r.randint(20000, 29999)}

Applicant: {ME}     ID: {ID_NO}     Phone: {PHONE}
Premises: new rental units on {PLOT}, Gitugi, Kangema
Type: domestic, 2 meters requested      Nearest main: 2" line along Gitugi-Kangema road
Documents attached: copy of ID, KRA PIN, title deed, approved building plan MCG/PP/BP/2025/0412
Connection fee: KES {r.randint(6, 9) * 1000:,} per meter + deposit KES 2,500       Date: {_d(dt)}
"""


def t_window_quote(r, dt):
    return f"""MATHIOYA METAL WORKS
Steel doors, windows and grills -- Kangema
QUOTATION for Madam Wanjiru, site Gitugi        {_d(dt)}
Casement windows 1200x1200 with grill    x 10 @ {r.randint(9, 12) * 1000:,}
Casement windows 600x600 (bathroom)      x 4  @ {r.randint(4, 6) * 1000:,}
Steel door with frame, front             x 2  @ {r.randint(16, 22) * 1000:,}
Steel door, back                         x 2  @ {r.randint(12, 15) * 1000:,}
Fixing and primer included. 60% deposit, balance on delivery. Time: 3 weeks.
"""


# --------------------------------------------------------------------------- MBA (Studies)

MBA = "AMANI UNIVERSITY -- SCHOOL OF BUSINESS"
MBA_TITLE = ("Sustainability of community-managed solar boreholes in Kitui County, Kenya: "
             "the role of tariffs, governance and county support")


def t_mba_proposal(r, dt):
    return f"""{MBA}
MBA (Part-time, Strategic Management) -- Final Project Proposal
Student: {ME}     Reg. No. MBA/0342/2023     Supervisor: Dr. Jane Kiprono
Title: {MBA_TITLE}
Date: {_d(dt)}

1. Background: Up to a third of rural water points in sub-Saharan Africa are non-functional at any time.
Kenya's Water Act 2016 places rural water under counties, but most schemes are run by volunteer committees.
2. Research questions: (i) what share of community-managed boreholes in Kitui is functional; (ii) how are
tariff collection, committee governance and county backstopping related to functionality; (iii) what
management models are financially sustainable?
3. Method: mixed methods; survey of {r.randint(60, 90)} water points from the county MIS, key-informant
interviews with {r.randint(12, 20)} committee members and county officials; logistic regression.
4. Timeline: data collection March-May 2026; analysis June; draft to supervisor 15 July; submission 14 August 2026.
"""


def t_lit_review(r, dt):
    return f"""CHAPTER TWO: LITERATURE REVIEW (draft {_iso(dt)})

2.1 Theoretical framework
This study draws on Ostrom's (1990) design principles for common-pool resources and on the life-cycle
cost approach (Fonseca et al., 2011). Community-based management (CBM) was promoted from the 1980s as a way
to build ownership, but Harvey and Reed (2006) argue that CBM without external support is rarely sustained.

2.2 Empirical review
Foster (2013) found, using data from {r.randint(20000, 30000):,} water points in Uganda, Sierra Leone and Liberia,
that distance to spare parts and the collection of user fees predict functionality. Koehler et al. (2015)
show that pay-as-you-fetch tariffs raise revenue but reduce use in the rainy season. In Kenya, studies in
Kitui (Oxford/REACH, 2018) found that professional maintenance contracts cut downtime from weeks to days.

2.3 Research gap
Few studies look at solar-powered boreholes, whose low running costs change the tariff logic.
[Dr. Kiprono comment: tighten 2.2, add at least 5 studies after 2020]
"""


def t_questionnaire(r, dt):
    return f"""WATER POINT SURVEY QUESTIONNAIRE (MBA research, {ME})
Consent: I am a student at Amani University. Your answers are confidential and used for academic purposes.

Section A: Water point
A1 Water point ID (county MIS) ____   A2 Sub-county ____   A3 Year built ____
A4 Technology: [ ] solar borehole [ ] handpump [ ] diesel [ ] sand dam
A5 Is the water point working today? [ ] yes [ ] no   A6 Days not working in last 12 months ____
Section B: Management
B1 Is there a Water User Committee? B2 Members (women) ____ B3 Last election ____
B4 Tariff per 20 l jerrican (KES) ____ B5 Monthly collection (KES) ____ B6 Bank account? [ ] yes [ ] no
Section C: Support
C1 Visits by county water officer in last 6 months ____  C2 Who repairs breakdowns? ____
"""


def t_survey_csv(r, dt):
    out = [("wp_id,subcounty,year_built,technology,functional,days_down_12m,wuc,women_wuc,tariff_kes,monthly_kes,"
           "bank_account,county_visits,_xform_id_string")]
    for _ in range(r.randint(40, 70)):
        tech = r.choice(["solar", "solar", "handpump", "diesel", "sand_dam"])
        func = r.random() < (0.8 if tech == "solar" else 0.6)
        sub = r.choice(['Mwingi North', 'Kyuso', 'Mwingi Central', 'Kitui West', 'Mutomo'])
        out.append(f"KTI-{r.randint(1000, 4999)},{sub},"
                   f"{r.randint(2005, 2025)},{tech},{int(func)},{0 if func else r.randint(10, 200)},"
                   f"{r.choice([1, 1, 0])},{r.randint(0, 6)},{r.choice([0, 2, 3, 5, 5, 10])},{r.randint(0, 40) * 500},"
                   f"{r.choice([0, 1])},{r.randint(0, 4)},MBA_research_wp_survey_WKamau_AmaniUni")
    return "\n".join(out)


def t_r_script(r, dt):
    return f"""# MBA final project - analysis of water point survey
# {ME}, {_iso(dt)}
library(tidyverse)
library(broom)

wp <- read_csv("data/wp_survey_clean.csv")
wp <- wp %>% mutate(tariff_any = tariff_kes > 0, solar = technology == "solar")

# descriptive
wp %>% group_by(technology) %>% summarise(n = n(), functional = mean(functional))

# logistic regression: functionality ~ governance + tariffs + county support
m1 <- glm(functional ~ tariff_any + bank_account + women_wuc + county_visits + solar,
          data = wp, family = binomial)
tidy(m1, exponentiate = TRUE, conf.int = TRUE)
ggsave("figures/fig4_1_functionality.png", width = 6, height = 4)
"""


def t_mba_chapter(n):
    def f(r, dt):
        if n == 1:
            body = f"""1.1 Background to the study
Access to safe water remains a challenge in the arid and semi-arid counties of Kenya, where the rural
population depends on boreholes, sand dams and seasonal rivers. Since devolution (2013) counties are
responsible for rural water, yet most schemes are run by volunteer Water User Committees.
1.2 Statement of the problem
An estimated {r.randint(25, 35)}% of rural water points in Kitui are not working at any one time. Solar
pumping lowers running costs, but it is not known whether committees save enough for major repairs.
1.3 Objectives
(i) to establish the functionality of community-managed water points in Kitui County; (ii) to assess the
effect of tariffs, governance and county support on functionality."""
        elif n == 3:
            body = f"""3.1 Research design
The study adopted a convergent mixed-methods design. The target population was all community-managed
water points in Kitui County recorded in the county MIS (N = 412).
3.2 Sampling
Stratified random sampling by sub-county gave a sample of {r.randint(70, 90)} water points; {r.randint(12, 20)}
key informants were selected purposively (WUC chairs, county ward water officers).
3.3 Data analysis
Descriptive statistics and binary logistic regression in R; thematic analysis of the interviews."""
        else:
            body = f"""4.1 Response rate
Out of {r.randint(70, 90)} sampled water points, {r.randint(58, 69)} were surveyed, a response rate of
{r.randint(75, 88)}%. Solar boreholes were functional in {r.randint(78, 90)}% of cases against
{r.randint(48, 62)}% for handpumps.
4.2 Logistic regression results
Water points with a bank account had {r.uniform(2.1, 3.4):.1f} times the odds of being functional
(p = 0.0{r.randint(1, 4)}). Table 4.1 to be updated after final data cleaning."""
        head = {1: "ONE: INTRODUCTION", 3: "THREE: RESEARCH METHODOLOGY",
                4: "FOUR: DATA ANALYSIS, RESULTS AND DISCUSSION"}[n]
        return f"""CHAPTER {head}
{MBA_TITLE}
{ME} -- MBA/0342/2023 -- draft {_iso(dt)}

{body}
"""
    return f


def t_supervisor_mail(r, dt):
    return _mail("Dr. Jane Kiprono <jkiprono@amaniuniversity.ac.ke>", f"{ME} <wanjiru.kamau88@gmail.com>",
                 "Re: MBA project - Chapter 4 draft", dt, f"""
Dear Wanjiru,

I have gone through Chapter 4. The regression is fine but you need to report the model fit (pseudo R2,
Hosmer-Lemeshow) and interpret odds ratios in plain language. Table 4.3 repeats Table 4.2. Please also make
sure the discussion links back to the literature in Chapter 2 (Foster 2013, Koehler 2015).

Remember the internal deadline: full draft by 15 July, so that we can book the oral defence before the
14 August submission. I am travelling {_d(dt + timedelta(days=6))} to {_d(dt + timedelta(days=12))}.

Regards,
Dr. J. Kiprono
Senior Lecturer, School of Business, Amani University
""")


def t_mba_fees(r, dt):
    lines, bal = [], 0
    d = dt - timedelta(days=400)
    for sem in ["Sep-Dec 2024", "Jan-Apr 2025", "May-Aug 2025", "Sep-Dec 2025", "Jan-Apr 2026", "May-Aug 2026"]:
        fee = r.choice([98500, 98500, 104000])
        paid = fee if sem != "May-Aug 2026" else r.randint(40, 60) * 1000
        bal += fee - paid
        lines.append(f"{sem:<14} Tuition+exam  {fee:>9,}   Paid {paid:>9,}   Balance {bal:>9,}")
        d += timedelta(days=120)
    return f"""{MBA}
STUDENT FEE STATEMENT as at {_d(dt)}
Name: {ME}    Reg. No. MBA/0342/2023    Programme: Master of Business Administration (Part-time)
{chr(10).join(lines)}
Balance due before graduation clearance: KES {bal:,}. Bank: KCB Moi Avenue A/C 11{r.randint(10000000, 99999999)}
"""


def t_mba_transcript(r, dt):
    units = ["MBA 601 Managerial Economics", "MBA 602 Organisational Behaviour", "MBA 611 Financial Management",
             "MBA 620 Strategic Management", "MBA 625 Project Management", "MBA 630 Research Methods",
             "MBA 641 Operations Management", "MBA 652 Corporate Governance"]
    rows = "\n".join(f"{u:<40} {r.choice(['A', 'A', 'B', 'B', 'A-'])}" for u in units)
    return f"""{MBA}
PROVISIONAL TRANSCRIPT (interim)     Issued {_d(dt)}
{ME}  MBA/0342/2023
{rows}
Outstanding: MBA 699 Research Project (due 14 August 2026). Not valid without the university seal.
"""


# --------------------------------------------------------------------------- job (Career)


def _paye(gross: float, nssf: float) -> float:
    taxable = gross - nssf
    tax = 0.0
    for lo, hi, rate in ((0, 24000, 0.10), (24000, 32333, 0.25), (32333, 500000, 0.30), (500000, 800000, 0.325)):
        if taxable > lo:
            tax += (min(taxable, hi) - lo) * rate
    return max(tax - 2400, 0)


def t_payslip(r, dt):
    basic, house, trans = 268000.0, 40000.0, 12000.0
    gross = basic + house + trans
    nssf = 4320.0
    shif = gross * 0.0275
    ahl = gross * 0.015
    paye = _paye(gross, nssf) - shif * 0.15
    sacco = 18500.0
    net = gross - nssf - shif - ahl - paye - sacco
    return f"""{JMT}
PAYSLIP -- {dt:%B %Y}
Employee: {ME}    Staff No. JMT/0147    Designation: Programme Manager    KRA PIN: {KRA_PIN}
Bank: Equity Bank, Upper Hill branch, A/C ****{r.randint(1000, 9999)}

EARNINGS                         KES
Basic salary              {_amt(basic):>14}
House allowance           {_amt(house):>14}
Transport allowance       {_amt(trans):>14}
GROSS PAY                 {_amt(gross):>14}

DEDUCTIONS
PAYE                      {_amt(paye):>14}
NSSF (Tier I + II)        {_amt(nssf):>14}
SHIF (2.75%)              {_amt(shif):>14}
Affordable Housing Levy   {_amt(ahl):>14}
Mwangaza Sacco            {_amt(sacco):>14}
NET PAY                   {_amt(net):>14}

Leave balance: {r.randint(4, 19)} days.  This payslip is computer generated.
"""


def t_jmt_contract(r, dt):
    return f"""{JMT}
CONTRACT OF EMPLOYMENT (renewal)

Date: {_d(dt)}
Employee: {ME}, ID No. {ID_NO}
Position: Programme Manager, WASH (reporting to the Executive Director)
Duty station: Nairobi, with travel to Kitui, Makueni and Kajiado
Term: two years from 1 March 2025 to 28 February 2027, renewable subject to funding and performance
Gross salary: KES 320,000 per month (basic 268,000, house allowance 40,000, transport 12,000)
Leave: 24 working days per year; medical cover inpatient KES 1.5m, outpatient KES 150,000 (staff scheme)
Probation: not applicable (continuing staff). Notice: one month or one month's salary in lieu.
Signed: Dr. Achieng Ouma (Executive Director)            Employee: ____________________
"""


def t_leave_form(r, dt):
    days = r.randint(2, 10)
    return f"""JAMII MAJI TRUST -- LEAVE APPLICATION FORM
Name: {ME}       Staff No.: JMT/0147       Department: Programmes
Type of leave: {r.choice(['Annual', 'Annual', 'Compassionate', 'Study (MBA exams)'])}
From: {_d(dt + timedelta(days=7))}   To: {_d(dt + timedelta(days=7 + days))}   Working days: {days}
Leave balance before: {r.randint(10, 24)}      Reliever during absence: Brian Otieno (M&E Officer)
Contact while away: {PHONE}
Applicant signature: W.K.   Date: {_d(dt)}
Supervisor: Dr. Achieng Ouma   [x] Approved [ ] Not approved        HR: Caroline Ndunda
"""


def t_appraisal(r, dt):
    return f"""JAMII MAJI TRUST -- ANNUAL PERFORMANCE APPRAISAL {dt.year - 1}
Staff: {ME}, Programme Manager      Appraiser: Dr. Achieng Ouma, Executive Director
Date of meeting: {_d(dt)}

Objective 1: Deliver the Nordvik-funded Kitui borehole project on time and budget -- rating {r.randint(3, 5)}/5
Objective 2: Close Kajiado water pans project and submit final report -- rating {r.randint(4, 5)}/5
Objective 3: Raise USD 500,000 in new funding -- rating {r.randint(2, 4)}/5 (two proposals pending)
Objective 4: Supervise and coach 3 programme staff -- rating {r.randint(3, 5)}/5
Overall: {r.choice(['Exceeds expectations', 'Meets expectations', 'Meets expectations'])}
Development plan: complete MBA (2026); attend a course on results-based financing.
Staff comments: I request support for the MBA final-project time (study leave 5 days in July).
"""


def t_travel_claim(r, dt):
    out = ["JAMII MAJI TRUST - TRAVEL AND PER DIEM CLAIM", f"Name;{ME};Staff No;JMT/0147",
           "Date;From;To;Purpose;Nights;Per diem KES;Lodging KES;Other KES;Total KES"]
    tot = 0
    d = dt - timedelta(days=r.randint(5, 20))
    for _ in range(r.randint(2, 4)):
        n = r.randint(0, 2)
        pd, lodg, oth = 4500 * max(n, 1), n * r.randint(3500, 5500), r.choice([0, 800, 1500])
        tot += pd + lodg + oth
        why = r.choice(['Site monitoring', 'WUC training', 'County meeting', 'Venue inspection'])
        out.append(f"{_iso(d)};Nairobi;{r.choice(['Kitui', 'Mwingi', 'Kyuso', 'Machakos'])};"
                   f"{why};{n};{pd:,};{lodg:,};{oth:,};{pd + lodg + oth:,}")
        d += timedelta(days=n + 1)
    out.append(f"TOTAL;;;;;;;;{tot:,}")
    out.append("Approved by;Dr. Achieng Ouma;Finance;Samuel Kilonzo")
    return "\n".join(out)


def t_hr_memo(r, dt):
    subj, body = r.choice([
        ("Changes to statutory deductions (SHIF and Housing Levy)",
         (f"from the {dt:%B} payroll the statutory deductions will be computed as follows: SHIF at 2.75% of gross\n"
         "pay (replacing NHIF), Affordable Housing Levy at 1.5% of gross pay, and NSSF at the new upper earnings\n"
         "limit. Your net pay will change accordingly; the P9 at year end will show the new deductions.")),
        ("Staff medical scheme renewal",
         ("the staff medical scheme has been renewed for 12 months: inpatient KES 1.5m per family, outpatient\n"
         "KES 150,000, maternity KES 150,000. New cards will be issued at reception; submit dependants' details.")),
        ("Office closure and leave days over the holidays",
         ("the office will close from 23 December to 2 January. Three of these days will be deducted from annual\n"
         "leave; staff on field assignments should agree cover with their supervisor before then.")),
    ])
    return f"""{JMT}
INTERNAL MEMO   Ref: JMT/HR/{dt.year}/{r.randint(5, 30):02d}
To: All staff        From: Caroline Ndunda, HR & Administration        Date: {_d(dt)}
Subject: {subj}

Please note that {body}
Direct any questions to HR.
"""


def t_cv(r, dt):
    return f"""WANJIRU KAMAU
Nairobi, Kenya | {PHONE} | wanjiru.kamau88@gmail.com | linkedin.com/in/wanjirukamau

PROFILE
WASH programme manager with 12 years' experience designing and managing rural water, sanitation and hygiene
projects in arid and semi-arid counties of Kenya, with budgets up to USD 1.2m.

EXPERIENCE
2022 - date   Programme Manager, Jamii Maji Trust, Nairobi
              Kitui solar boreholes (Nordvik Foundation), Kajiado water pans, Makueni school WASH
2014 - 2022   Project Officer then Senior Project Officer, Tana Development Alliance, Garissa and Nairobi
2011 - 2014   Community Development Assistant, Kitui Rural Water Programme

EDUCATION
2023 - 2026   MBA (Strategic Management), Amani University (final project in progress)
2006 - 2010   BSc Environmental Studies (Community Development), Kenyatta University, Second Class Upper

SKILLS: proposal writing, donor reporting, KoboToolbox, Power BI, procurement, Kiswahili, Kikuyu, English
"""


# --------------------------------------------------------------------------- Finance


def t_mpesa(r, dt):
    rows, bal = [], r.uniform(3000, 30000)
    d = dt - timedelta(days=30)
    for _ in range(r.randint(10, 16)):
        d += timedelta(days=r.randint(1, 3))
        d = d.replace(hour=r.randint(6, 21), minute=r.randint(0, 59))
        what, lo, hi = r.choice([("Customer Transfer to GRACE WAMBUI KAMAU", 2000, 8000),
                                 ("Pay Bill to 888880 - KPLC PREPAID Acc. 37201554112", 1000, 3000),
                                 ("Merchant Payment to NAIVAS KILIMANI", 800, 9000),
                                 ("Pay Bill to 247247 - EQUITY Acc. Chama", 5000, 5000),
                                 ("Customer Transfer to JOSEPH MAINA", 5000, 20000),
                                 ("Pay Bill to 4037393 - BROOKHILL SCHOOL", 10000, 45000),
                                 ("Buy Goods - RUBIS KILIMANI", 2000, 6000),
                                 ("Funds received from EQUITY BULK", -60000, -20000)])
        amt = r.randint(lo, hi)
        bal -= amt
        if bal < 0:
            bal += 50000
        rows.append(f"{_mpesa_code(r, d)}  {d:%Y-%m-%d %H:%M}  {what:<58} {-amt:>11,.2f}  {bal:>11,.2f}")
    return f"""SAFARICOM M-PESA -- MINI STATEMENT / CUSTOMER STATEMENT
Customer Name: {ME.upper()}     Mobile Number: {PHONE}
Statement Period: {_d(dt - timedelta(days=30))} - {_d(dt)}      Request Date: {_d(dt)}
Receipt No.  Completion Time   Details                                                   Amount     Balance
{chr(10).join(rows)}
Disclaimer: This statement is generated electronically; verify with Safaricom for any dispute.
"""


def t_bank_statement(r, dt):
    rows, bal = [], r.uniform(40000, 250000)
    d = dt.replace(day=1)
    for what, amt in [("SALARY JAMII MAJI TRUST", r.randint(205, 215) * 1000),
                      ("ATM WDL KILIMANI", -r.randint(5, 20) * 1000),
                      ("STANDING ORDER RENT MR P. KIMANI", -65000), ("MPESA B2C TOPUP", -r.randint(20, 60) * 1000),
                      ("CIC MMF DEPOSIT", -r.randint(10, 30) * 1000),
                      ("POS CARREFOUR JUNCTION", -r.randint(4, 18) * 1000),
                      ("INSURANCE DIRECTLINE KDA318T", -r.randint(4, 6) * 1000)]:
        d += timedelta(days=r.randint(1, 5))
        bal += amt
        rows.append(f"{d:%d-%m-%Y}  {what:<34} {'' if amt < 0 else ' '}{amt:>12,.2f}  {bal:>14,.2f}")
    return f"""EQUITY BANK (KENYA) LIMITED
Statement of Account -- Upper Hill Branch
Account name: {ME.upper()}   Account no. 0{r.randint(100, 999)}2{r.randint(10000000, 99999999)}   Currency: KES
Period: {dt:%B %Y}
Date        Narration                              Amount          Balance
{chr(10).join(rows)}
"""


def t_kra_ack(r, dt):
    return f"""KENYA REVENUE AUTHORITY -- iTax
e-RETURN ACKNOWLEDGEMENT RECEIPT
Acknowledgement Number: KRA{r.randint(2020000000000, 2029999999999)}
PIN: {KRA_PIN}     Taxpayer Name: {ME.upper()}
Tax Obligation: Income Tax - Resident Individual
Return Period: 01/01/{dt.year - 1} - 31/12/{dt.year - 1}
Date of Filing: {dt:%d/%m/%Y}
Tax due per return: KES {r.randint(0, 3000):,}.00 (refund due: 0.00)
This is a system generated acknowledgement receipt. Please retain for your records.
"""


def t_p9(r, dt):
    yr = dt.year - 1
    paye = _paye(320000.0, 4320.0) - 320000.0 * 0.0275 * 0.15
    months = "\n".join(f"{m:<10} 320,000.00   4,320.00   {_amt(paye)}"
                       for m in ["January", "February", "March", "April", "May", "June", "July", "August",
                                 "September", "October", "November", "December"])
    return f"""KENYA REVENUE AUTHORITY -- TAX DEDUCTION CARD (P9A) YEAR {yr}
Employer: Jamii Maji Trust, PIN P051{r.randint(100000, 999999)}K
Employee: {ME}, PIN {KRA_PIN}
Month      Gross pay     NSSF       PAYE
{months}
Total PAYE deducted {yr}: KES {_amt(12 * paye)}. To be used for filing the {yr} income tax return by 30 June {yr + 1}.
"""


def t_sacco_statement(r, dt):
    dep = r.randint(480, 620) * 1000
    loan = 1200000 - r.randint(2, 9) * 34000
    return f"""MWANGAZA SACCO SOCIETY LTD
Member Statement as at {_d(dt)}
Member No. MS-{r.randint(10000, 19999)}    Name: {ME}    Employer check-off: Jamii Maji Trust

DEPOSITS (BOSA)          Balance  KES {dep:,}.00     Monthly contribution 10,000
SHARE CAPITAL            Balance  KES 30,000.00
DEVELOPMENT LOAN DL/{dt.year - 1}/{r.randint(300, 900)}   Principal 1,200,000  Balance KES {loan:,}.00
   Purpose: construction of rental units, Kangema.  Repayment 34,000 p.m. over 48 months @ 12% p.a. reducing
EMERGENCY LOAN           Balance  KES {r.choice([0, 0, 18500, 42000]):,}.00
Dividend {dt.year - 1}: 11% on share capital, interest on deposits 9.5%
"""


def t_sacco_loan_form(r, dt):
    return f"""MWANGAZA SACCO SOCIETY LTD -- LOAN APPLICATION
Type: Development loan       Amount applied: KES 1,200,000       Period: 48 months
Applicant: {ME}, Member No. MS-{r.randint(10000, 19999)}, ID {ID_NO}, employer Jamii Maji Trust
Purpose: construction of two rental units on family land, Kangema (BQ attached)
Security: deposits KES {r.randint(480, 560) * 1000:,} + guarantors:
 1. {CHAMA[1]}  Member No. MS-{r.randint(10000, 19999)}
 2. {CHAMA[4]}  Member No. MS-{r.randint(10000, 19999)}
 3. {_name(r)}  Member No. MS-{r.randint(10000, 19999)}
Date: {_d(dt)}      Credit committee: approved KES 1,200,000 in two tranches.
"""


def t_mmf(r, dt):
    return f"""CIC ASSET MANAGEMENT -- CIC MONEY MARKET FUND (KES)
Statement for {ME}   Account {r.randint(2000000, 2999999)}     Period to {_d(dt)}
Opening balance     KES {r.randint(180, 260) * 1000:,}.00
Contributions       KES {r.randint(20, 60) * 1000:,}.00
Interest earned     KES {r.randint(2000, 4500):,}.{r.randint(10, 99)}
Effective annual yield {r.uniform(10.2, 13.1):.2f}% (net of fees)
Withdrawals         KES {r.choice([0, 0, 50000]):,}.00
Withholding tax 15% on interest deducted at source.
"""


def t_household_budget(r, dt):
    out = ["Item;Budget KES;Actual KES;Note"]
    for it, b in [("Rent Kilimani", 65000), ("House help (Akinyi)", 15000), ("Food & Naivas", 38000),
                  ("KPLC tokens", 3500), ("Water", 1800), ("Safaricom fibre", 4100), ("Fuel", 14000),
                  ("School transport", 9000), ("Mum - upkeep & meds", 12000), ("Chama", 5000),
                  ("Tithe/Church", 12000), ("MBA fees saving", 15000), ("Murang'a house (top-up)", 30000)]:
        out.append(f"{it};{b:,};{int(b * r.uniform(0.8, 1.25)):,};")
    out.append(f"Month;{dt:%B %Y};;")
    return "\n".join(out)


# --------------------------------------------------------------------------- Chama


def t_chama_contrib(r, dt):
    months = [(dt - timedelta(days=30 * k)).strftime("%b %Y") for k in range(5, -1, -1)]
    out = ["WANAWAKE WA IMANI CHAMA - CONTRIBUTIONS (KES 5,000 monthly + KES 1,000 investment)",
           "Member;" + ";".join(months) + ";Total"]
    for m in CHAMA:
        vals = [r.choice([6000, 6000, 6000, 5000, 0]) for _ in months]
        out.append(f"{m};" + ";".join(f"{v:,}" for v in vals) + f";{sum(vals):,}")
    out.append(f"Merry-go-round this month;{r.choice(CHAMA)};;;;;;")
    return "\n".join(out)


def t_chama_minutes(r, dt):
    host = r.choice(CHAMA).split()[0].upper()
    place = r.choice(['SOUTH B', 'KILIMANI', 'RONGAI', 'SYOKIMAU'])
    bank, mmf = r.randint(600, 1400) * 1000, r.randint(300, 900) * 1000
    return f"""WANAWAKE WA IMANI CHAMA
MINUTES OF THE MONTHLY MEETING HELD ON {_d(dt).upper()} AT {host}'S HOUSE, {place}

Present: {r.randint(9, 12)} members. Apologies: {r.choice(CHAMA[1:])}.
Min 1/{dt:%m}/{dt.year}: Opening prayer by {r.choice(CHAMA)}.
Min 2/{dt:%m}/{dt.year}: Previous minutes read by the secretary ({ME}) and confirmed.
Min 3/{dt:%m}/{dt.year}: Treasurer's report: bank balance (Equity chama account) KES {bank:,}; MMF KES {mmf:,}.
Min 4/{dt:%m}/{dt.year}: Merry-go-round KES 60,000 given to {r.choice(CHAMA)}.
Min 5/{dt:%m}/{dt.year}: Investment: members agreed to visit the Juja plots on {_d(dt + timedelta(days=20))};
deposit KES 200,000 if satisfied.
Min 6/{dt:%m}/{dt.year}: Loans: {r.choice(CHAMA)} repaid KES 20,000; interest 10% per month on table-banking loans.
Min 7/{dt:%m}/{dt.year}: AOB: end-year retreat in Naivasha. Meeting closed with a prayer at 6.40 pm.
Secretary: {ME}          Chairlady: Susan Njeri
"""


def t_chama_loans(r, dt):
    out = ["Wanawake wa Imani Chama - table banking loans register,,,,,,",
           "date,member,loan_kes,interest_pct,due_date,repaid_kes,balance_kes"]
    for _ in range(r.randint(8, 14)):
        d = dt - timedelta(days=r.randint(0, 200))
        amt = r.randint(5, 50) * 1000
        rep = r.choice([0, amt // 2, amt, int(amt * 1.1)])
        out.append(f"{_iso(d)},{r.choice(CHAMA)},{amt},10,{_iso(d + timedelta(days=90))},{rep},"
                   f"{max(int(amt * 1.1) - rep, 0)}")
    return "\n".join(out)


def t_chama_constitution(r, dt):
    return f"""CONSTITUTION OF WANAWAKE WA IMANI SELF-HELP GROUP (CHAMA)
Registered with the Department of Social Development, Nairobi, Cert. No. SHG/NRB/{r.randint(10000, 99999)}
1. Membership: twelve (12) women; new members by consensus with a joining fee of KES 10,000.
2. Contributions: KES 5,000 monthly merry-go-round and KES 1,000 investment, paid by the 5th of each month.
   Late payment fine KES 200.
3. Officials: chairlady, secretary, treasurer, elected every two years.
4. Funds: kept in the chama account at Equity Bank (three signatories, two to sign) and in a money market fund.
5. Table banking loans: up to twice a member's investment savings, 10% interest per month, 3 months.
6. Exit: a member leaving gets her investment savings less any loans, within 90 days.
Adopted {_d(dt)}.
"""


# --------------------------------------------------------------------------- Health

MUM = "Grace Wambui Kamau"


def t_sha(r, dt):
    return f"""SOCIAL HEALTH AUTHORITY (SHA)
Registration confirmation -- Social Health Insurance Fund (SHIF)
Principal member: {ME}     ID No. {ID_NO}     SHA No. CR{r.randint(1000000000, 9999999999)}-{r.randint(1, 9)}
Category: Salaried (contribution 2.75% of gross, via employer check-off)
Beneficiaries: Njeri Wanjiku (daughter, 2014), Mwangi Kamau (son, 2018)
Registered on: {_d(dt)}. Dial *147# to check your status. Previous NHIF No. {r.randint(1000000, 9999999)} migrated.
"""


def t_hospital_bill(r, dt):
    items = [("Consultation - physician", r.randint(1500, 3000)), ("HbA1c", 2500), ("Fasting blood sugar", 400),
             ("Urea, electrolytes, creatinine", 2800), ("Metformin 500mg x 60", 900), ("Amlodipine 10mg x 30", 750),
             ("Insulin glargine pen", r.randint(3800, 4600)), ("ECG", 2000)]
    pick = r.sample(items, 5)
    tot = sum(p for _, p in pick)
    sha = int(tot * r.uniform(0.3, 0.6))
    body = "\n".join(f"{n:<36} {p:>8,}" for n, p in pick)
    return f"""KIHARU MEDICAL CENTRE
P.O. Box 440-10200 Murang'a | 0709 {r.randint(100, 999)} {r.randint(100, 999)}
PATIENT INVOICE No. KMC/{dt.year}/{r.randint(10000, 99999)}        Date: {_d(dt)}
Patient: {MUM.upper()}   Age: 67   OP No. {r.randint(20000, 49999)}   Clinic: Diabetes & Hypertension
{body}
TOTAL                                {tot:>8,}
Less SHA (Primary Health Care Fund)  {sha:>8,}
BALANCE PAID                         {tot - sha:>8,}   (M-Pesa, paid by {ME})
Next clinic: {_d(dt + timedelta(days=r.randint(28, 35)))}. Bring your clinic book.
"""


def t_lab(r, dt):
    who = r.choice([ME, ME, "Njeri Wanjiku", "Mwangi Kamau"])
    return f"""LANCET KENYA -- LABORATORY REPORT
Patient: {who}     Lab No. {r.randint(2000000, 2999999)}     Collected: {_d(dt)}  Branch: Kilimani
Referring doctor: Dr. {_name(r)} (AAR Kilimani clinic)
Full haemogram: Hb {r.uniform(11.5, 14.2):.1f} g/dl (12-16), WBC {r.uniform(4, 9):.1f} x10^9/l,
Platelets {r.randint(180, 390)} x10^9/l
Malaria antigen: negative     Widal: not done
{'Ferritin: ' + str(r.randint(8, 40)) + ' ng/ml (low-normal)' if who == ME else 'Stool: no ova or cysts seen'}
Authorised by: {_name(r)}, Pathologist
"""


def t_prescription(r, dt):
    rx = r.choice(['Amoxicillin 250mg/5ml syrup, 10 ml tds x 5/7', 'Cetirizine 5mg od x 10/7',
                   'Ferrous sulphate 200mg od x 30/7'])
    return f"""AAR HEALTHCARE -- KILIMANI CLINIC
Rx   Date: {_d(dt)}
Patient: {r.choice(['Mwangi Kamau (8 yrs)', 'Njeri Wanjiku (12 yrs)', ME])}
Dx: {r.choice(['Acute tonsillitis', 'Allergic rhinitis', 'Iron deficiency', 'Upper respiratory tract infection'])}
1. {rx}
2. Paracetamol as required
Review if no improvement in 3 days. Covered under staff medical scheme (Jamii Maji Trust).
"""


def t_med_claim(r, dt):
    return f"""STAFF MEDICAL SCHEME -- OUTPATIENT REIMBURSEMENT CLAIM
Member: {ME} (Jamii Maji Trust)   Member No. JMT-{r.randint(100, 999)}-00
Patient: {r.choice(['Self', 'Njeri (child)', 'Mwangi (child)'])}     Date of treatment: {_d(dt - timedelta(days=4))}
Provider: {r.choice(['Nairobi Hospital OPD', 'AAR Kilimani', 'Gertrudes Children Hospital Muthaiga'])}
Amount claimed: KES {r.randint(3, 18) * 1000:,}   Receipts attached: {r.randint(1, 4)}
Outpatient limit remaining: KES {r.randint(40, 140) * 1000:,} of 150,000
"""


# --------------------------------------------------------------------------- School

SCHOOL = ("BROOKHILL JUNIOR SCHOOL\nNgong Road, P.O. Box 60219-00200 Nairobi | accounts@brookhill.sc.ke | "
          "Paybill 4037393")


def _kid(r):
    return r.choice([("Njeri Wanjiku Kamau", "Grade 7 (Junior School)", "BJS/2019/118"),
                     ("Mwangi Kamau", "Grade 3", "BJS/2022/241")])


def t_fee_structure(r, dt):
    return f"""{SCHOOL}
FEE STRUCTURE {dt.year}  (approved by the Board of Management)
                    Term 1       Term 2       Term 3
Grade 1-3          {r.randint(72, 78)},500       {r.randint(68, 74)},500       {r.randint(60, 66)},000
Grade 4-6          {r.randint(82, 88)},000       {r.randint(78, 84)},000       {r.randint(70, 76)},000
Grade 7-9 (JSS)    {r.randint(96, 104)},000      {r.randint(92, 99)},000       {r.randint(84, 90)},000
Lunch per term: 14,500   Transport (zone 2, Kilimani): 21,000   Swimming/clubs: 4,500
Fees payable by the first day of term via Paybill 4037393, account = admission number.
"""


def t_fee_receipt(r, dt):
    k = _kid(r)
    amt = r.randint(40, 110) * 1000
    return f"""{SCHOOL}
OFFICIAL RECEIPT No. {r.randint(30000, 39999)}           Date: {_d(dt)}
Received from: {ME}   for pupil: {k[0]} ({k[2]}), {k[1]}
Being: {r.choice(['Term 2 tuition', 'Term 2 tuition and lunch', 'Transport Term 2', 'Term 1 balance'])} {dt.year}
Amount: KES {amt:,}.00   Mode: M-Pesa Paybill 4037393, ref {_mpesa_code(r, dt)}
Fee balance after this payment: KES {r.choice([0, 0, 12500, 25000]):,}.00
Bursar: M. Wanjala
"""


def t_report_card(r, dt):
    k = _kid(r)
    subj = ["English", "Kiswahili", "Mathematics", "Integrated Science", "Social Studies",
            "Creative Arts", "Religious Education", "Pre-Technical Studies"]
    lv = ["EE (Exceeding expectations)", "ME (Meeting expectations)", "ME (Meeting expectations)", "AE (Approaching)"]
    rows = "\n".join(f"{s:<24} {r.choice(lv)}" for s in subj[:6 if 'Grade 3' in k[1] else 8])
    comment = r.choice(['A focused and helpful learner.', 'Shows great improvement in Mathematics.',
                        'Needs to read more at home.'])
    return f"""{SCHOOL}
LEARNER PROGRESS REPORT -- Term {r.randint(1, 3)}, {dt.year}  (Competency Based Curriculum)
Learner: {k[0]}   {k[1]}   Adm. {k[2]}   Class teacher: {_name(r)}
{rows}
Class teacher's comment: {comment}
Head teacher: Mrs. E. Gitonga.   Next term begins {_d(dt + timedelta(days=r.randint(20, 40)))}.
"""


def t_school_circular(r, dt):
    subj, what = r.choice([("GRADE 7 ACADEMIC TRIP TO NAIVASHA", "the Grade 7 learners will be away on 12-13 June"),
                           ("HALF-TERM BREAK AND PARENTS DAY", "half-term will run from 26 to 30 June"),
                           ("KJSEA PREPARATION AND REMEDIAL LESSONS", "remedial lessons start on Saturday 8am-12pm"),
                           ("SWIMMING GALA", "the inter-house swimming gala takes place on Friday 19 June")])
    return f"""{SCHOOL}
CIRCULAR TO PARENTS   {_d(dt)}
Dear Parent/Guardian,
RE: {subj}
The school wishes to inform you that {what}.
A contribution of KES {r.randint(2, 9) * 500:,} per learner, where applicable, is payable via Paybill 4037393
(account: admission number).
Kindly sign and return the consent slip to the class teacher.
Head Teacher
"""


# --------------------------------------------------------------------------- Car

CAR = "Toyota Fielder 2015, reg. KDA 318T, chassis NZE161-{}"


def t_car_insurance(r, dt):
    return f"""DIRECTLINE ASSURANCE COMPANY LTD
CERTIFICATE OF INSURANCE (Motor Private) -- Type A
Certificate No. B{r.randint(10000000, 99999999)}     Policy No. DL/MP/{r.randint(100000, 999999)}
Insured: {ME}      Vehicle: {CAR.format(r.randint(7000000, 7999999))}
Cover: Comprehensive   Sum insured KES {r.randint(1050, 1300) * 1000:,}
Annual premium KES {r.randint(42, 58) * 1000:,} (paid monthly by standing order)
Period: {_d(dt)} to {_d(dt + timedelta(days=364))}
Persons or classes of persons entitled to drive: the policyholder and any person driving with permission.
"""


def t_car_service(r, dt):
    km = r.randint(128000, 156000)
    return f"""AUTO EXPRESS LTD -- Lusaka Road, Nairobi
SERVICE INVOICE No. {r.randint(80000, 89999)}     Date: {_d(dt)}
Customer: Wanjiru Kamau   Vehicle: KDA 318T Toyota Fielder   Odometer: {km:,} km
Engine oil 0W-20 4L                     {r.randint(5, 7) * 1000:,}
Oil filter, air filter                  {r.randint(2, 3) * 1000 + 500:,}
Front brake pads                        {r.choice([0, 6500, 7200]):,}
Wheel alignment and balancing           3,000
Labour                                  3,500
Next service due at {km + 5000:,} km. Payment: card.
"""


def t_ntsa(r, dt):
    return f"""NATIONAL TRANSPORT AND SAFETY AUTHORITY -- eCitizen
MOTOR VEHICLE RECORD SEARCH    Ref: {_ref(r, 'NTSA', 9)}     Date: {_d(dt)}
Registration: KDA 318T    Make: TOYOTA FIELDER    Body: STATION WAGON    Colour: SILVER
Year of manufacture: 2015    Engine: 1NZ-{r.randint(1000000, 9999999)}   Rating: 1490 cc
Owner: WANJIRU KAMAU, ID {ID_NO}, P.O. Box 21447-00505 Nairobi
Caveats: none.  Logbook: electronic.  Search fee KES 550 paid.
"""


def t_parking(r, dt):
    return f"""NAIROBI CITY COUNTY -- e-Parking receipt
Vehicle: KDA 318T    Zone: {r.choice(['CBD', 'Upper Hill', 'Westlands'])}     Date: {_d(dt)}
Type: {r.choice(['Daily parking', 'Seasonal parking - monthly'])}    Amount: KES {r.choice([300, 300, 4000])}.00
M-Pesa ref {_mpesa_code(r, dt)}. Keep this receipt until midnight.
"""


# --------------------------------------------------------------------------- Choir

def t_choir_rota(r, dt):
    out = ["SAUTI TAMU CHOIR - ACK ST. LUKE'S KILIMANI - SERVICE ROTA", "Sunday;Service;Hymns/Anthem;Soloist;Keyboard"]
    d = dt + timedelta(days=(6 - dt.weekday()) % 7)
    for _ in range(6):
        song = r.choice(['Bwana ni Mchungaji Wangu', 'How Great Thou Art', 'Tenzi 55 Yesu Kwetu ni Rafiki',
                         'Hallelujah Chorus (Handel)', 'Mungu ni Pendo'])
        out.append(f"{_iso(d)};{r.choice(['English 9am', 'Kiswahili 11am'])};"
                   f"{song};"
                   f"{r.choice(CHAMA[:2] + ['Kevin Otieno', 'Lucy Mumo'])};{r.choice(['Dennis', 'Peter'])}")
        d += timedelta(days=7)
    return "\n".join(out)


def t_choir_minutes(r, dt):
    return f"""SAUTI TAMU CHOIR, ACK ST. LUKE'S KILIMANI
Minutes of the committee meeting held after the 11am service on {_d(dt)}
Present: choir director Peter Mumo, chair Lucy Mumo, treasurer Wanjiru Kamau, secretary Kevin Otieno,
and {r.randint(2, 4)} members.
1. Finances: subscriptions collected KES {r.randint(18, 40) * 1000:,}; uniform fund KES {r.randint(40, 90) * 1000:,}.
2. New robes: quote from Ngara tailors KES 3,800 per robe, 32 robes; agreed to pay in two instalments.
3. Music: learn Mozart "Ave verum corpus" and "Tazama ni Bwana" for Pentecost; sectional rehearsals Thursday 6pm.
4. Choir fellowship visit to ACK Kangema on {_d(dt + timedelta(days=45))} (Wanjiru to coordinate with her home church).
Next meeting: {_d(dt + timedelta(days=28))}.
"""


def t_choir_subs(r, dt):
    out = ["member,voice,jan,feb,mar,apr,may,robe_fund"]
    for n in ["Lucy Mumo", "Kevin Otieno", "Wanjiru Kamau", "Esther Wambua", "Dennis Kyalo", "Ann Chege",
              "Joseph Mwangi", "Caroline Nduku", "Mutheu Kioko", "Grace Ouma"]:
        out.append(f"{n},{r.choice(['S', 'A', 'T', 'B'])}," + ",".join(str(r.choice([500, 500, 0])) for _ in range(5))
                   + f",{r.choice([0, 1900, 3800])}")
    return "\n".join(out)


def t_sheet(title, composer, lang):
    def f(r, dt):
        return f"""{title}
{composer}
Arranged for SATB choir -- {lang}
Soprano / Alto / Tenor / Bass, piano reduction for rehearsal only
Tempo: {r.choice(['Andante', 'Moderato', 'Allegro moderato', 'Adagio'])}, crotchet = {r.randint(60, 112)}
Sauti Tamu Choir library copy. Do not write on this copy.
"""
    return f


# --------------------------------------------------------------------------- Home (the flat)


def t_kplc(r, dt):
    units = r.uniform(60, 140)
    return f"""KPLC PREPAID TOKEN
Meter No: 37201554112     Date: {dt:%d/%m/%Y} {r.randint(7, 22):02d}:{r.randint(0, 59):02d}
Token: {"-".join(str(r.randint(1000, 9999)) for _ in range(5))}
Units: {units:.2f} kWh     Amount: KES {int(units * 28.7):,}.00
Includes fuel energy cost, forex, inflation adj., EPRA and REP levy, VAT 16%.
"""


def t_water_bill(r, dt):
    cons = r.randint(7, 16)
    return f"""NAIROBI CITY WATER AND SEWERAGE COMPANY
Water bill -- Account No. {r.randint(3000000, 3999999)}    Bill date: {_d(dt)}
Premises: Flat B4, Kirichwa Gardens, Kirichwa Road, Kilimani.    Customer: {ME}
Previous reading {r.randint(1200, 1300)}   Current reading +{cons}   Consumption {cons} m3
Water charge KES {cons * 130:,}   Sewer KES {int(cons * 130 * 0.75):,}   Meter rent 50
Amount due KES {int(cons * 130 * 1.75) + 50:,} by {_d(dt + timedelta(days=14))}. Pay via Paybill 444400.
"""


def t_fibre(r, dt):
    return f"""SAFARICOM HOME FIBRE -- INVOICE
Account: {r.randint(100000000, 999999999)}    Customer: {ME}    Package: Silver 40 Mbps
Period: {dt:%B %Y}    Amount: KES 4,100.00 (incl. VAT & excise)
Installation address: Kirichwa Gardens B4, Kilimani. Paybill 150501, account = account no.
"""


def t_lease(r, dt):
    return f"""TENANCY AGREEMENT
Landlord: Peter Kimani Kariuki, through Kileleshwa Realty Managers Ltd
Tenant: {ME}, ID {ID_NO}
Premises: Flat B4, Kirichwa Gardens, Kirichwa Road, Kilimani, Nairobi (3 bedrooms)
Term: one year from {_d(dt)}, renewable; rent KES 65,000 per month payable by the 5th (standing order)
Deposit: two months' rent KES 130,000; service charge KES 6,000 per month (water in common areas, security)
Notice: two months in writing by either party. No subletting. Rent review at renewal not above 10%.
"""


def t_househelp(r, dt):
    return f"""EMPLOYMENT AGREEMENT -- DOMESTIC WORKER
Employer: {ME}, Kirichwa Gardens B4, Kilimani
Employee: Akinyi Atieno Odhiambo, ID {r.randint(30000000, 39999999)}, from Homa Bay
Start date: {_d(dt)}     Duties: house work, cooking, picking the children from the school bus
Salary: KES 15,000 per month, paid on the last day of the month by M-Pesa; food and accommodation provided
Off: Sunday and one Saturday a month. Annual leave: 21 days. NSSF and SHIF registered by the employer.
Notice: one month. Signed in the presence of {_name(r)}.
"""


# --------------------------------------------------------------------------- reference (Resources)


def t_ref(title, org, body):
    def f(r, dt):
        return f"""{title}
{org}

{body}

Edition {dt.year if dt.year < 2026 else 2025}. Downloaded for reference. Page 1 of {r.randint(40, 320)}.
"""
    return f


REFS_WORK = [
    ("WHO Guidelines for drinking-water quality - 4th ed incl 1st and 2nd addenda.pdf",
     "Guidelines for Drinking-water Quality, fourth edition incorporating the first and second addenda",
     "World Health Organization, Geneva",
     ("Chapter 4: Water safety plans. Chapter 7: Microbial aspects. Chapter 8: Chemical aspects - fluoride "
     "guideline value 1.5 mg/l; arsenic 0.01 mg/l; nitrate 50 mg/l as NO3.")),
    ("KS EAS 12-2018 Potable water specification.pdf", "KS EAS 12:2018 Potable water -- Specification",
     "Kenya Bureau of Standards", ("Requirements for potable water: physical, chemical and microbiological limits, "
     "e.g. pH 6.5-8.5, turbidity 5 NTU, total dissolved solids 1500 mg/l, E. coli not detectable in 100 ml.")),
    ("Sphere Handbook 2018 - WASH chapter.pdf",
      "The Sphere Handbook 2018: Water supply, sanitation and hygiene promotion",
     "Sphere Association", ("Standard 2.1: Access and water quantity -- 15 litres per person per day minimum; "
     "maximum 500 m to the nearest water point; queuing time no more than 30 minutes.")),
    ("Code of practice for borehole construction Kenya WRA.pdf",
      "Code of Practice for Borehole Drilling and Construction",
     "Water Resources Authority, Kenya", ("Drilling permits, minimum spacing between boreholes, casing and grouting, "
     "test pumping (constant rate 24 h, recovery), completion records to be submitted within 30 days.")),
    ("Solar powered water systems - design and installation guide.pdf",
     "Solar-Powered Water Systems: Design, Installation and O&M Guide", "Global Solar & Water Initiative / UNHCR",
     ("Sizing the PV array: daily water demand, total dynamic head, peak sun hours (5.5-6 in Kitui), pump curves; "
     "hybrid systems; protection against theft; O&M checklists.")),
    ("JMP 2025 WASH households report.pdf", "Progress on household drinking water, sanitation and hygiene 2000-2024",
     "WHO/UNICEF Joint Monitoring Programme", ("Service ladders: safely managed, basic, limited, unimproved, surface "
     "water. Kenya rural: basic water services about 55%, safely managed not estimated.")),
    ("Rural water O&M models - RWSN field note.pdf", "Operation and maintenance models for rural water supply",
     "Rural Water Supply Network (RWSN)", ("Community-based management, professional service providers, "
     "county-led maintenance, results-based contracts (e.g. FundiFix in Kitui); costs and evidence.")),
]

REFS_STUDY = [
    ("Foster 2013 Predictors of sustainability handpumps.pdf",
      "Predictors of Sustainability for Community-Managed Handpumps in Sub-Saharan Africa",
     "T. Foster, Environmental Science & Technology 47(21)", ("Evidence from Liberia, Sierra Leone and Uganda; "
     "logistic regression on 26,000 water points; tariff collection and distance to spare parts.")),
    ("Koehler et al 2015 Rural water risks.pdf",
      "Water security and the Sustainable Development Goals: rural water risks",
     "J. Koehler, P. Thomson, R. Hope, Oxford", ("Mobile payment data from Kitui handpumps; seasonal demand; "
     "pay-as-you-fetch versus monthly flat tariffs.")),
    ("Porter - Competitive Strategy ch1.pdf", "Competitive Strategy, Chapter 1: The structural analysis of industries",
     "Michael E. Porter", "Five forces: threat of entry, rivalry, substitutes, buyers, suppliers."),
    ("Creswell Research Design mixed methods.pdf",
      "Research Design: Qualitative, Quantitative and Mixed Methods Approaches",
     "John W. Creswell and J. David Creswell, 5th ed.", ("Chapter 10: Mixed methods procedures - convergent, "
     "explanatory sequential and exploratory sequential designs.")),
]


# --------------------------------------------------------------------------- finished things (Archive)


def t_makueni_report(r, dt):
    return f"""{JMT}
FINAL REPORT -- SCHOOL WASH IN MAKUENI (2022-2023)
Donor: Aqua Viva Stiftung (Switzerland), grant AV-22-117     Period: 1 April 2022 - 30 June 2023
Schools reached: 12 primary schools in Kibwezi West and Makindu; {r.randint(5200, 6800):,} pupils
Outputs: {r.randint(60, 80)} VIP latrine doors (gender-separated, with menstrual hygiene rooms), 12 rain-water
tanks of 10 m3, 24 handwashing stations, 36 teachers trained as health club patrons.
Challenges: drought 2022 left tanks empty for 4 months; price of cement rose 30%.
Budget: KES {r.randint(17, 21) * 1000000:,} spent of approved; audit by Kimani & Associates, unqualified opinion.
Report submitted by {ME}, Programme Manager, {_d(dt)}. PROJECT CLOSED.
"""


def t_kajiado_report(r, dt):
    return f"""KAJIADO WATER PANS REHABILITATION 2023-2024 -- CLOSE-OUT REPORT
Jamii Maji Trust with Kajiado County Department of Water; funded by the Kenya Community Resilience Fund
Water pans desilted and lined: {r.randint(6, 9)} (Mashuuru and Isinya); total storage {r.randint(60, 90) * 1000:,} m3
Pastoralist households benefiting: {r.randint(2400, 3600):,}; cattle troughs: 9; fencing with live hedges
Handover to water management committees completed on {_d(dt)}. Final financial report accepted by the donor.
Lessons: involve the county from design; cash-for-work labour needs clear rates agreed in the baraza.
"""


def t_old_budget(title, lines, status):
    def f(r, dt):
        out = [title, "Line;Budget KES;Actual KES;Variance KES;Comment"]
        for it in lines:
            b = r.randint(3, 40) * 100000
            a = int(b * r.uniform(0.9, 1.08))
            out.append(f"{it};{b:,};{a:,};{b - a:,};")
        out.append(f"Status;{status};;;")
        return "\n".join(out)
    return f


def t_tda_letter(r, dt):
    return f"""TANA DEVELOPMENT ALLIANCE
Garissa Road, P.O. Box 1920-70100 Garissa | Liaison office: Westlands, Nairobi

CERTIFICATE OF SERVICE                                          {_d(dt)}

This is to certify that {ME}, ID No. {ID_NO}, was employed by Tana Development Alliance from 3 March 2014
to 28 February 2022, first as Project Officer (WASH) in Garissa and from 2018 as Senior Project Officer in
Nairobi. She resigned to take up another position. We wish her every success.

Mohamed Abdi Hassan
Director, Human Resources
"""


def t_tda_payslip(r, dt):
    return f"""TANA DEVELOPMENT ALLIANCE -- PAYSLIP {dt:%B %Y}
Employee: {ME}   Staff No. TDA/0231   Designation: Senior Project Officer
Basic salary       {r.randint(150, 170) * 1000:,}.00
House allowance     25,000.00
NHIF                 1,700.00
NSSF                   200.00
PAYE               {r.randint(38, 45) * 1000:,}.00
"""


def t_tda_final_dues(r, dt):
    return f"""TANA DEVELOPMENT ALLIANCE -- FINAL DUES COMPUTATION
Employee: {ME}, Senior Project Officer, last working day 28 February 2022
Salary February 2022                          KES {r.randint(185, 195) * 1000:,}
Leave days not taken: {r.randint(4, 11)}                     KES {r.randint(40, 90) * 1000:,}
Less: staff loan balance                      KES {r.randint(10, 60) * 1000:,}
Net payable on clearance (laptop, ID badge, keys returned): to be paid by {_d(dt + timedelta(days=30))}
"""


def t_transcript_ku(r, dt):
    units = ["ENS 101 Introduction to Environmental Science", "ENS 203 Community Development", "ENS 215 Hydrology",
             "ENS 301 Environmental Impact Assessment", "ENS 318 Water Resources Management",
             "ENS 405 Research Project", "ENS 410 Project Planning and Management"]
    return f"""KENYATTA UNIVERSITY
OFFICIAL ACADEMIC TRANSCRIPT -- Bachelor of Science (Environmental Studies and Community Development)
Name: KAMAU WANJIRU       Reg. No. N35/{r.randint(1000, 1999)}/2006       Year of graduation: 2010
""" + "\n".join(f"{u:<52} {r.choice(['A', 'B', 'B', 'A', 'C'])}" for u in units) + """
Classification: Second Class Honours (Upper Division)
Registrar (Academic)
"""


def t_ku_project(r, dt):
    return f"""KENYATTA UNIVERSITY -- DEPARTMENT OF ENVIRONMENTAL STUDIES
Undergraduate research project (ENS 405), 2010
"The role of women's groups in managing shallow wells in Kangema Division, Murang'a District"
by Kamau Wanjiru, N35/{r.randint(1000, 1999)}/2006; supervisor Prof. {_name(r)}
Abstract: {r.randint(40, 60)} women's groups were interviewed in Kangema. Groups that charged a small monthly fee
kept their wells working longer than those that relied on harambee contributions after breakdowns...
"""


def t_zanzibar_ticket(r, dt):
    return f"""KENYA AIRWAYS -- ELECTRONIC TICKET RECEIPT
Booking reference: {r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}{r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}{r.randint(1000, 9999)}
Passengers: MRS WANJIRU KAMAU / MISS NJERI WANJIKU KAMAU / MSTR MWANGI KAMAU
KQ 484  Nairobi (NBO) -> Zanzibar (ZNZ)   20 DEC 2024  09:50 - 11:15   Economy
KQ 485  Zanzibar (ZNZ) -> Nairobi (NBO)   28 DEC 2024  12:05 - 13:30   Economy
Total fare: KES {r.randint(95, 120) * 1000:,} incl. taxes. Baggage 23 kg each.
"""


def t_zanzibar_hotel(r, dt):
    return f"""BARAKA BEACH BUNGALOWS, NUNGWI -- ZANZIBAR
Booking confirmation #{r.randint(300000, 399999)}        Issued {_d(dt)}
Guest: Wanjiru Kamau, 1 adult + 2 children (aged 10 and 6)
Stay: 23-28 December 2024 (5 nights), family bungalow, sea view, half board
Total: USD {r.randint(780, 990)} -- deposit 30% paid, balance at check-in.
Transfers from Stone Town arranged: USD 45. Dala-dala not recommended with luggage.
"""


def t_zanzibar_itin(r, dt):
    return f"""Zanzibar Dec 2024 -- plan
20 Dec  fly KQ 484, taxi to Stone Town (Emerson Spice? too expensive -> Tembo House Hotel 3 nights)
21 Dec  Stone Town walk, Forodhani gardens night food market, Darajani market
22 Dec  Prison Island (tortoises!) + spice tour in the afternoon, USD {r.randint(25, 35)} pp
23 Dec  transfer to Nungwi, Baraka Beach Bungalows
24-27   beach, snorkelling Mnemba (kids life jackets), Christmas lunch at hotel, Kendwa sunset
28 Dec  fly back KQ 485
Budget: flights ~KES 105k, hotels ~USD 1,400, spending USD 500. Bring yellow fever cards!
"""


# --------------------------------------------------------------------------- a few more


def t_wra(r, dt, site=None):
    site = site or r.choice(SITES)
    return f"""WATER RESOURCES AUTHORITY -- Tana Basin Area, Kitui Sub-Region
AUTHORISATION TO SINK A BOREHOLE     Permit No. WRA/KTI/{dt.year}/{r.randint(100, 499)}
Applicant: Jamii Maji Trust for {site[0]} community, {site[1]} Ward, {site[2]}
Purpose: domestic and livestock. Maximum abstraction: {r.randint(30, 60)} m3/day
Conditions: drill at the site recommended in the hydrogeological report; submit the completion record and
test pumping data within 30 days; install a master meter; apply for a water permit before use.
Valid for 2 years from {_d(dt)}.   Fee paid: KES 7,000.
"""


def t_drawings(r, dt):
    return f"""PROPOSED 2 No. TWO-BEDROOM RENTAL UNITS ON PLOT {PLOT}, GITUGI, KANGEMA
Client: {ME}       Architect: Arch. Lucy Wangari, Thika       Drawing set A-01 to A-06, rev {r.choice('BCD')}
A-01 Site plan 1:200 (septic tank and soak pit 18 m from the shallow well)
A-02 Floor plan unit type A: living 4.2 x 3.8 m, kitchen 2.4 x 3.0 m, bed 1 3.3 x 3.0 m, bed 2 3.0 x 3.0 m
A-03 Elevations; A-04 Sections; A-05 Roof plan (mabati G28 on cypress trusses, pitch 18 deg)
A-06 Schedule of doors and windows: D1 steel 900 x 2100 (2), W1 1200 x 1200 (10), W2 600 x 600 (4)
Date: {_d(dt)}. Approved stamp: Murang'a County Physical Planning.
"""


def t_assignment(r, dt):
    return f"""AMANI UNIVERSITY -- MBA 620 STRATEGIC MANAGEMENT -- CAT 2
Student: {ME}  MBA/0342/2023        Lecturer: Dr. {_name(r)}        Submitted: {_d(dt)}

Question: Using Porter's five forces, analyse the bottled-water industry in Kenya and advise a new entrant.

Answer (extract): Barriers to entry are low for small refill stations (KEBS mark, borehole permit, a
reverse-osmosis unit for about KES {r.randint(400, 900) * 1000:,}) but high for national distribution, where
Keringet, Dasani and Aquamist control shelf space. Buyer power is high: supermarkets demand 60-90 days'
credit. Substitutes include municipal water and household filters...
Marks: {r.randint(21, 28)}/30
"""


def t_ws_todo(r, dt):
    return f"""workshop 16-18 june
- confirm Kithima: deposit paid {_d(dt - timedelta(days=4))}? ask Samuel for the cheque
- bus from Kitui for WUC reps - Mwingi pick-up 6am on 16th
- name tags, flip charts, 2 projectors (one from office)
- Dr Mbithi to send evaluation slides by 10 June
- Hanne joins online 17th 3pm -> Zoom link + good internet at the hotel??
- county Chief Officer water - follow up invitation letter, call PA
- transport refunds cash: {r.randint(18, 24)} x 2,500 = petty cash request
- learning brief printer quote
"""


def t_degree(r, dt):
    return f"""KENYATTA UNIVERSITY
This is to certify that
KAMAU WANJIRU
having satisfied the requirements of the University was on
{r.choice(['the 3rd day of December', 'the 10th day of December'])} 2010
admitted to the degree of
BACHELOR OF SCIENCE (ENVIRONMENTAL STUDIES AND COMMUNITY DEVELOPMENT)
Second Class Honours (Upper Division)
Vice-Chancellor                         Chairman of Council
Certificate No. {r.randint(100000, 199999)}
"""


def t_househelp_pay(r, dt):
    out = ["month,salary_kes,nssf_kes,shif_kes,paid_on,mpesa_ref"]
    d = dt - timedelta(days=330)
    for _ in range(11):
        d += timedelta(days=30)
        out.append(f"{d:%Y-%m},15000,{r.choice([360, 420])},413,{_iso(d)},{_mpesa_code(r, d)}")
    return "\n".join(out)


def t_old_chama(r, dt):
    return f"""WANAWAKE WA IMANI -- MINUTES {_d(dt)}
Present 10 members. Contributions then KES 3,000 monthly.
Treasurer reported KES {r.randint(150, 400) * 1000:,} in the account.
Agreed to start investing: each member to add KES 1,000 a month from January {dt.year + 1}.
Secretary: Wanjiru Kamau
"""


# --------------------------------------------------------------------------- the disk


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

    def when(age: float) -> datetime:
        return (NOW - timedelta(days=age)).replace(tzinfo=None)

    def img(age: float) -> str:
        t = when(age)
        return f"IMG_{t:%Y%m%d}_{r.randint(7, 18):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg"

    def wa(age: float) -> str:
        t = when(age)
        return f"WhatsApp Image {t:%Y-%m-%d} at {r.randint(7, 21)}.{r.randint(0, 59):02d}.{r.randint(0, 59):02d}.jpeg"

    def shot(age: float) -> str:
        t = when(age)
        return f"Screenshot {t:%Y-%m-%d} {r.randint(8, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.png"

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

    # ------------------------------------------------------------ Kitui borehole project (Projects / Work)
    od = "OneDrive - Jamii Maji Trust"
    k = f"{od}/Projects/Maji kwa Wote Kitui (NVF-KE-2025-014)"
    add(f"{k}/01 Proposal/Maji kwa Wote Kitui - Proposal v2 (HB comments).docx", P, "Work", 445, t_proposal)
    add(f"{k}/01 Proposal/Maji kwa Wote Kitui - Proposal FINAL.docx", P, "Work", 418, t_proposal)
    add(f"{k}/01 Proposal/Maji kwa Wote Kitui - Proposal FINAL.pdf", P, "Work", 418, t_proposal)
    add(f"{k}/01 Proposal/Logframe.xlsx", P, "Work", 420, t_logframe)
    add(f"{k}/01 Proposal/Grant Agreement NVF-KE-2025-014 signed.pdf", P, "Work", 308, t_grant_agreement)
    add(f"{k}/02 Budget/Budget.xlsx", P, "Work", 421, t_kitui_budget)
    add(f"{k}/02 Budget/Budget vs actual Feb 2026 (interim report).xlsx", P, "Work", 106, t_kitui_budget)
    add(f"{k}/02 Budget/Budget vs actual May 2026.xlsx", P, "Work", 4, t_kitui_budget)
    add(f"{k}/03 Procurement/RFQ drilling JMT-RFQ-2025-021.docx", P, "Work", 252, t_rfq)
    add(f"{k}/03 Procurement/RFQ drilling JMT-RFQ-2025-021.pdf", P, "Work", 251, t_rfq)
    add(f"{k}/03 Procurement/Bid evaluation - drilling.xlsx", P, "Work", 233, t_bid_eval)
    add(f"{k}/03 Procurement/Contract Kasyoka Drilling signed.pdf", P, "Work", 226, t_drill_contract)
    add(f"{k}/03 Procurement/LPO 2214 Davis & Shirtliff pump sets.pdf", P, "Work", 190, t_lpo)
    add(f"{k}/03 Procurement/LPO 2231 solar modules.pdf", P, "Work", 181, t_lpo)
    for i, s in enumerate(SITES[:4]):
        add(f"{k}/04 Surveys & Permits/Hydrogeological survey {s[0]}.pdf", P, "Work", 268 - i * 3,
            lambda r, dt, s=s: t_hydro(r, dt, s))
    for s, age in ((SITES[0], 240), (SITES[1], 238)):
        add(f"{k}/04 Surveys & Permits/WRA authorisation {s[0]}.pdf", P, "Work", age,
            lambda r, dt, s=s: t_wra(r, dt, s))
    for i, s in enumerate(SITES):
        age = 12 + i * 23
        add(f"{k}/05 Site Reports/{s[0]} site visit {_iso(NOW - timedelta(days=age))}.docx", P, "Work", age,
            t_site_report(s))
    for s, age in ((SITES[0], 205), (SITES[3], 178)):
        add(f"{k}/05 Site Reports/Drilling log {s[0]}.csv", P, "Work", age, lambda r, dt, s=s: t_drill_log(r, dt, s))
    for s, age in ((SITES[2], 121), (SITES[1], 96)):
        add(f"{k}/05 Site Reports/Water quality {s[0]} KCW.pdf", P, "Work", age,
            lambda r, dt, s=s: t_water_test(r, dt, s))
    for s in SITES[:3]:
        add(f"{k}/06 Community/MoU {s[0]} WUC.docx", P, "Work", r.randint(200, 230), lambda r, dt, s=s: t_mou(r, dt, s))
    for s, ages in ((SITES[0], (150, 149, 40)), (SITES[1], (131, 60)), (SITES[2], (88, 87, 12)), (SITES[3], (55,))):
        for age in ages:
            photo(f"{k}/07 Photos/{s[0]}/{img(age)}", P, "Work", age)
    add(f"{k}/07 Photos/Thumbs.db", L, "System", 12, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    rep = f"{k}/08 Donor Report July 2026"
    add(f"{rep}/Final narrative report DRAFT v2.docx", P, "Work", 16, t_donor_report)
    add(f"{rep}/Final narrative report DRAFT v3.docx", P, "Work", 2, t_donor_report)
    add(f"{rep}/~$nal narrative report DRAFT v3.docx", L, "System", 1, b"\x0eWanjiru Kamau" + bytes(148))
    add(f"{rep}/Indicator tracking table.xlsx", P, "Work", 6, t_indicators)
    add(f"{rep}/RE NVF-KE-2025-014 final report and audit.eml", P, "Work", 9, t_donor_mail)
    add(f"{k}/Field notes/Kitui trip 2026-03-10.md", P, "Work", 83, t_kitui_notes)
    add(f"{k}/Field notes/Kitui trip 2026-05-19.txt", P, "Work", 13, t_kitui_notes)

    # ------------------------------------------------------------ learning workshop (Projects / Work)
    w = f"{od}/Projects/Learning Workshop June 2026"
    add(f"{w}/Concept note - Learning and Evaluation Workshop.docx", P, "Work", 58, t_ws_concept)
    add(f"{w}/Agenda.docx", P, "Work", 7, t_ws_agenda)
    add(f"{w}/Agenda v2.docx", P, "Work", 30, t_ws_agenda)
    add(f"{w}/Participants list.csv", P, "Work", 5, t_ws_participants)
    add(f"{w}/Venue/Kithima Gardens quotation.pdf", P, "Work", 41, t_ws_quote)
    add(f"{w}/Venue/Kithima Gardens quotation revised.pdf", P, "Work", 26, t_ws_quote)
    add(f"{w}/Workshop budget.xlsx", P, "Work", 24, t_ws_budget)
    add(f"{w}/Invitations/Invitation letter Kitui County Chief Officer Water.docx", P, "Work", 33, t_ws_invite)
    add(f"{w}/Invitations/Invitation letter Kitui County Chief Officer Water.pdf", P, "Work", 33, t_ws_invite)
    add(f"{w}/ToR workshop facilitator.docx", P, "Work", 50, t_ws_tor)
    add(f"{w}/Workshop checklist.txt", P, "Work", 3, t_ws_todo)
    photo(f"{w}/Venue/{img(38)}", P, "Work", 38)

    # ------------------------------------------------------------ closed projects (Archive / Work)
    cp = f"{od}/Closed Projects"
    mk = f"{cp}/Makueni School WASH 2022-23"
    add(f"{mk}/Final report Makueni School WASH.docx", X, "Work", 1060, t_makueni_report)
    add(f"{mk}/Final report Makueni School WASH.pdf", X, "Work", 1058, t_makueni_report)
    add(f"{mk}/Budget vs actual FINAL.xlsx", X, "Work", 1065, t_old_budget(
        "Makueni School WASH AV-22-117 - budget vs actual", ["Latrine construction", "Rainwater tanks 10 m3",
        "Handwashing stations", "Teacher training", "Hygiene kits", "Staff costs", "Travel Makueni", "Audit"],
        "CLOSED June 2023"))
    for age in (1290, 1289, 1150):
        photo(f"{mk}/Photos/{img(age)}", X, "Work", age)
    kj = f"{cp}/Kajiado Water Pans 2023-24"
    add(f"{kj}/Close-out report Kajiado water pans.docx", X, "Work", 590, t_kajiado_report)
    add(f"{kj}/Close-out report Kajiado water pans FINAL.pdf", X, "Work", 575, t_kajiado_report)
    add(f"{kj}/Budget vs actual.xlsx", X, "Work", 600, t_old_budget(
        "Kajiado Water Pans Rehabilitation - budget vs actual", ["Desilting (machinery hire)", "Pan lining",
        "Cattle troughs", "Live fencing", "Cash-for-work labour", "Committee training", "Staff costs", "Audit"],
        "CLOSED 2024, final report accepted"))
    for age in (760, 700):
        photo(f"{kj}/Photos/{img(age)}", X, "Work", age)

    # ------------------------------------------------------------ the job (Areas / Career)
    hr = "Documents/JMT/HR"
    add(f"{hr}/Contract renewal 2025-2027 signed.pdf", A, "Career", 460, t_jmt_contract)
    for age in (3, 33, 64, 95, 123, 156, 184, 248, 337):
        add(f"{hr}/Payslips/Payslip {when(age):%b %Y}.pdf", A, "Career", age, t_payslip)
    for age in (330, 175, 16):
        add(f"{hr}/Leave/Leave application {when(age):%Y-%m-%d}.docx", A, "Career", age, t_leave_form)
    add(f"{hr}/Appraisal 2025 - Wanjiru Kamau.docx", A, "Career", 118, t_appraisal)
    add(f"{hr}/Appraisal 2024.pdf", A, "Career", 480, t_appraisal)
    for age in (14, 75, 140, 230):
        add(f"{hr}/Travel claims/Travel claim {when(age):%B %Y}.xlsx", A, "Career", age, t_travel_claim)
    add(f"{hr}/Memo statutory deductions SHIF Housing Levy.pdf", A, "Career", 240, t_hr_memo)
    add("Documents/JMT/CV Wanjiru Kamau 2026.docx", A, "Career", 88, t_cv)

    # ------------------------------------------------------------ WASH reference (Resources / Work)
    for i, (fn, title, org, body) in enumerate(REFS_WORK):
        add(f"Documents/JMT/Guidelines & Standards/{fn}", R, "Work", 300 + i * 90, t_ref(title, org, body))
    add("Documents/JMT/Guidelines & Standards/JMT proposal template 2025.docx", R, "Work", 470,
        "JAMII MAJI TRUST -- PROPOSAL TEMPLATE\n1. Project title\n2. Problem statement (max 1 page)\n"
        "3. Objectives and results (attach logframe)\n4. Approach and activities\n5. Budget summary (KES and USD)\n"
        "6. Monitoring, evaluation and learning\n7. Risks\n8. Sustainability\nUse Calibri 11, max 12 pages.")

    # ------------------------------------------------------------ money (Areas / Finance)
    pf = "Documents/Personal/Finance"
    add(f"{pf}/KRA/iTax acknowledgement 2023 return.pdf", A, "Finance", 710, t_kra_ack)
    add(f"{pf}/KRA/iTax acknowledgement 2024 return.pdf", A, "Finance", 345, t_kra_ack)
    add(f"{pf}/KRA/P9 2024 Jamii Maji Trust.pdf", A, "Finance", 420, t_p9)
    add(f"{pf}/KRA/P9 2025 Jamii Maji Trust.pdf", A, "Finance", 60, t_p9)
    for age in (3, 34, 65, 95):
        add(f"{pf}/Equity/Equity statement {when(age + 3):%b %Y}.pdf", A, "Finance", age, t_bank_statement)
    for age in (2, 63):
        add(f"{pf}/M-Pesa/MPESA_Statement_{when(age + 30):%Y-%m-%d}_to_{when(age):%Y-%m-%d}.pdf", A, "Finance",
            age, t_mpesa)
    add(f"{pf}/Sacco/Mwangaza member statement Mar 2026.pdf", A, "Finance", 62, t_sacco_statement)
    add(f"{pf}/Sacco/Mwangaza member statement Dec 2025.pdf", A, "Finance", 152, t_sacco_statement)
    add(f"{pf}/Sacco/Development loan application.pdf", A, "Finance", 290, t_sacco_loan_form)
    add(f"{pf}/CIC MMF statement Q1 2026.pdf", A, "Finance", 58, t_mmf)
    add(f"{pf}/Household budget 2026.xlsx", A, "Finance", 20, t_household_budget)

    # ------------------------------------------------------------ chama (Areas / Chama)
    ch = "Documents/Personal/Chama Wanawake wa Imani"
    add(f"{ch}/Contributions 2026.xlsx", A, "Chama", 4, t_chama_contrib)
    add(f"{ch}/Contributions 2025.xlsx", A, "Chama", 155, t_chama_contrib)
    for age in (129, 66, 8):
        add(f"{ch}/Minutes/Minutes {when(age):%B %Y}.docx", A, "Chama", age, t_chama_minutes)
    add(f"{ch}/Constitution (amended 2024).pdf", A, "Chama", 560, t_chama_constitution)
    add(f"{ch}/Table banking loans.csv", A, "Chama", 9, t_chama_loans)

    # ------------------------------------------------------------ health (Areas / Health)
    he = "Documents/Personal/Health"
    add(f"{he}/SHA registration confirmation.pdf", A, "Health", 232, t_sha)
    for age in (18, 52, 86, 120):
        add(f"{he}/Mum - Kiharu Medical Centre/Invoice {when(age):%Y-%m-%d}.pdf", A, "Health", age, t_hospital_bill)
    add(f"{he}/Lancet results Feb 2026.pdf", A, "Health", 105, t_lab)
    add(f"{he}/Lancet results Mwangi.pdf", A, "Health", 260, t_lab)
    add(f"{he}/Medical claim form May 2026.pdf", A, "Health", 11, t_med_claim)
    add(f"{he}/Medical claim form Jan 2026.pdf", A, "Health", 140, t_med_claim)

    # ------------------------------------------------------------ school (Areas / School)
    sc = "Documents/Personal/Kids/School"
    add(f"{sc}/Fee structure 2026.pdf", A, "School", 160, t_fee_structure)
    add(f"{sc}/Fee structure 2025.pdf", A, "School", 520, t_fee_structure)
    for age in (28, 35, 150):
        add(f"{sc}/Receipts/Brookhill receipt {when(age):%d-%m-%Y}.pdf", A, "School", age, t_fee_receipt)
    add(f"{sc}/Reports/Njeri Term 1 2026 report.pdf", A, "School", 52, t_report_card)
    add(f"{sc}/Reports/Mwangi Term 1 2026 report.pdf", A, "School", 52, t_report_card)
    add(f"{sc}/Reports/Njeri Term 3 2025.pdf", A, "School", 180, t_report_card)
    add(f"{sc}/Circular Grade 7 trip.pdf", A, "School", 21, t_school_circular)

    # ------------------------------------------------------------ car (Areas / Car, manual Resources)
    ca = "Documents/Personal/Car KDA 318T"
    add(f"{ca}/Directline certificate 2025-26.pdf", A, "Car", 205, t_car_insurance)
    add(f"{ca}/Service Auto Express {when(300):%b %Y}.pdf", A, "Car", 300, t_car_service)
    add(f"{ca}/Service Auto Express {when(44):%b %Y}.pdf", A, "Car", 44, t_car_service)
    add(f"{ca}/NTSA search KDA318T.pdf", A, "Car", 610, t_ntsa)
    add(f"{ca}/Toyota Fielder owners manual.pdf", R, "Car", 640,
        t_ref("Toyota Corolla Fielder Owner's Manual", "Toyota Motor Corporation",
              "Maintenance schedule, tyre pressures 230 kPa front/rear, engine oil 0W-20 3.7 l, warning lights."))

    # ------------------------------------------------------------ the flat (Areas / Home, manuals Resources)
    fl = "Documents/Personal/House Kilimani"
    add(f"{fl}/Tenancy agreement Kirichwa Gardens B4.pdf", A, "Home", 395, t_lease)
    add(f"{fl}/Nairobi Water bill {when(33):%b %Y}.pdf", A, "Home", 33, t_water_bill)
    add(f"{fl}/Nairobi Water bill {when(64):%b %Y}.pdf", A, "Home", 64, t_water_bill)
    add(f"{fl}/Safaricom fibre invoice {when(5):%b %Y}.pdf", A, "Home", 5, t_fibre)
    add(f"{fl}/Akinyi employment agreement.docx", A, "Home", 510, t_househelp)
    add(f"{fl}/Akinyi salary and NSSF.csv", A, "Home", 2, t_househelp_pay)
    add(f"{fl}/KPLC token {when(9):%Y-%m-%d}.txt", A, "Home", 9, t_kplc)
    add(f"{fl}/Manuals/Hotpoint fridge HFF-20 manual.pdf", R, "Home", 700,
        t_ref("Hotpoint Fridge-Freezer HFF-20: instructions for use", "Hotpoint Kenya",
              "Installation, temperature settings, defrosting, troubleshooting (noise, water under the "
              "vegetable box)."))
    add(f"{fl}/Manuals/Ramtons microwave RM-459 manual.pdf", R, "Home", 820,
        t_ref("Ramtons RM/459 Microwave Oven -- User Manual", "Ramtons",
              "Power levels, defrost by weight, child lock, cleaning, safety instructions."))

    # ------------------------------------------------------------ choir (Areas / Choir, music Resources)
    co = "Documents/Choir Sauti Tamu"
    add(f"{co}/Service rota June-July 2026.xlsx", A, "Choir", 6, t_choir_rota)
    add(f"{co}/Minutes committee {when(37):%d %b %Y}.docx", A, "Choir", 37, t_choir_minutes)
    add(f"{co}/Minutes committee {when(128):%d %b %Y}.docx", A, "Choir", 128, t_choir_minutes)
    add(f"{co}/Subscriptions 2026.csv", A, "Choir", 3, t_choir_subs)
    for title, comp, lang, age in (("Bwana ni Mchungaji Wangu", "arr. Arthur Kemoli", "Kiswahili", 400),
                                   ("Ave verum corpus K.618", "W. A. Mozart", "Latin", 60),
                                   ("Hallelujah Chorus (Messiah)", "G. F. Handel", "English", 190),
                                   ("Tazama ni Bwana", "arr. Boniface Mganga", "Kiswahili", 58)):
        add(f"{co}/Sheet music/{title}.pdf", R, "Choir", age, t_sheet(title, comp, lang))
    for title, age in (("Ave verum - altos", 40), ("Tazama ni Bwana - full choir", 33),
                       ("Hallelujah - sectional", 180)):
        add(f"Music/Sauti Tamu rehearsals/{title}.mp3", R, "Choir", age,
            _id3(r, title, "Sauti Tamu Choir", "Rehearsals 2026"))
    add("Music/desktop.ini", L, "System", 900, b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32"
        b"\\shell32.dll,-21790\r\n")

    # ------------------------------------------------------------ Murang'a rental house (Projects / Home)
    mh = "Documents/Murang'a House"
    add(f"{mh}/Drawings/Architectural drawings A-01 to A-06 approved.pdf", P, "Home", 330, t_drawings)
    add(f"{mh}/BQ Kangema rental units.xlsx", P, "Home", 345, t_boq)
    add(f"{mh}/Budget.xlsx", P, "Home", 200, t_boq)
    add(f"{mh}/Contractor agreement Gitau.docx", P, "Home", 252, t_builder_agreement)
    add(f"{mh}/Contractor agreement Gitau.pdf", P, "Home", 250, t_builder_agreement)
    add(f"{mh}/Approvals/County building approval MCG-PP-BP-2025-0412.pdf", P, "Home", 300, t_county_approval)
    add(f"{mh}/Approvals/NCA project registration.pdf", P, "Home", 232, t_nca)
    add(f"{mh}/Approvals/MUWASCO water connection application.pdf", P, "Home", 19, t_muwasco)
    for age in (228, 170, 122, 64, 23):
        add(f"{mh}/Receipts/Kangema Hardware {when(age):%d.%m.%Y}.pdf", P, "Home", age, t_hardware_receipt)
    add(f"{mh}/Quotation windows and doors Mathioya.pdf", P, "Home", 71, t_window_quote)
    add(f"{mh}/Payments log.xlsx", P, "Home", 1, t_build_payments)
    add(f"{mh}/~$yments log.xlsx", L, "System", 1, b"\x0eWanjiru Kamau" + bytes(148))
    add(f"{mh}/WhatsApp Chat with Joseph Fundi.txt", P, "Home", 3, t_fundi_chat)
    add(f"{mh}/To do - house.txt", P, "Home", 10, t_house_notes)
    for age in (236, 190, 140, 101, 47):
        photo(f"{mh}/Progress photos/{img(age)}", P, "Home", age)
    for age in (33, 17, 4):
        photo(f"{mh}/Progress photos/{wa(age)}", P, "Home", age)

    # ------------------------------------------------------------ MBA (Projects / Studies, readings Resources)
    mb = "Documents/MBA"
    fp = f"{mb}/Final Project"
    add(f"{fp}/Proposal - approved.docx", P, "Studies", 190, t_mba_proposal)
    add(f"{fp}/Chapter 1 Introduction.docx", P, "Studies", 120, t_mba_chapter(1))
    add(f"{fp}/Chapter 2 Literature review.docx", P, "Studies", 61, t_lit_review)
    add(f"{fp}/Chapter 3 Methodology.docx", P, "Studies", 75, t_mba_chapter(3))
    add(f"{fp}/Chapter 4 draft.docx", P, "Studies", 2, t_mba_chapter(4))
    add(f"{fp}/~$apter 4 draft.docx", L, "System", 0.5, b"\x0eWanjiru Kamau" + bytes(148))
    add(f"{fp}/Questionnaire water points.docx", P, "Studies", 110, t_questionnaire)
    add(f"{fp}/data/wp_survey_raw.csv", P, "Studies", 22, t_survey_csv)
    add(f"{fp}/data/wp_survey_clean.csv", P, "Studies", 15, t_survey_csv)
    add(f"{fp}/analysis.R", P, "Studies", 9, t_r_script)
    dot(f"{fp}/.Rhistory", b"wp <- read_csv(\"data/wp_survey_clean.csv\")\nsummary(m1)\n", 9)
    add(f"{fp}/figures/fig4_1_functionality.png", P, "Studies", 9, "")
    add(f"{fp}/Re MBA project - Chapter 4 draft.eml", P, "Studies", 5, t_supervisor_mail)
    add(f"{mb}/Fees/Fee statement Jan 2026.pdf", P, "Studies", 140, t_mba_fees)
    add(f"{mb}/Fees/Fee statement May 2026.pdf", P, "Studies", 25, t_mba_fees)
    add(f"{mb}/Provisional transcript.pdf", P, "Studies", 98, t_mba_transcript)
    add(f"{mb}/Coursework/MBA 620 CAT 2 Porter five forces.docx", P, "Studies", 390, t_assignment)
    for i, (fn, title, org, body) in enumerate(REFS_STUDY):
        add(f"{mb}/Readings/{fn}", R, "Studies", 150 + i * 70, t_ref(title, org, body))

    # ------------------------------------------------------------ finished: BSc, Tana Development Alliance, Zanzibar
    ku = "Documents/Personal/Certificates"
    add(f"{ku}/KU transcript.pdf", X, "Studies", 1400, t_transcript_ku)
    add(f"{ku}/KU degree certificate.pdf", X, "Studies", 1400, t_degree)
    tda = "Documents/Old job TDA"
    add(f"{tda}/Certificate of service TDA.pdf", X, "Career", 1550, t_tda_letter)
    add(f"{tda}/Final dues computation.pdf", X, "Career", 1560, t_tda_final_dues)
    add(f"{tda}/Payslip Jan 2022.pdf", X, "Career", 1582, t_tda_payslip)
    zz = "Documents/Zanzibar Dec 2024"
    add(f"{zz}/KQ e-ticket Zanzibar.pdf", X, "Travel", 560, t_zanzibar_ticket)
    add(f"{zz}/Baraka Beach Bungalows confirmation.pdf", X, "Travel", 540, t_zanzibar_hotel)
    add(f"{zz}/Zanzibar plan.docx", X, "Travel", 545, t_zanzibar_itin)
    for age in (528, 527, 526, 524, 522, 520):
        photo(f"Pictures/Zanzibar 2024/{img(age)}", X, "Travel", age)

    # ------------------------------------------------------------ pictures (Resources / Photos)
    pic = "Pictures"
    add(f"{pic}/desktop.ini", L, "System", 900, b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32"
        b"\\shell32.dll,-21779\r\n")
    for age in (2, 9, 26, 70, 160, 200):
        t = when(age)
        hms = f"{r.randint(8, 20):02d}_{r.randint(0, 59):02d}_{r.randint(0, 59):02d}"
        photo(f"{pic}/Camera Roll/WIN_{t:%Y%m%d}_{hms}_Pro.jpg", R, "Photos", age)
    add(f"{pic}/Camera Roll/Thumbs.db", L, "System", 2, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    for age in (1, 7, 29, 48, 90):
        add(f"{pic}/Screenshots/{shot(age)}", R, "Photos", age, "")
    for age in (158, 158, 157, 156):
        photo(f"{pic}/Family/Christmas Kangema 2025/{img(age)}", R, "Photos", age)
    for n, age in ((4821, 64), (4822, 64), (4907, 40)):
        add(f"{pic}/Phone import/IMG_{n}.HEIC", R, "Photos", age, "")
    photo(f"{pic}/Njeri birthday 2025/{img(290)}", R, "Photos", 290)
    photo(f"{pic}/Njeri birthday 2025/{img(290)}", R, "Photos", 290)

    # ------------------------------------------------------------ books (Resources / Books)
    for fn, title, author, age in (("Half of a Yellow Sun - Chimamanda Ngozi Adichie.epub", "Half of a Yellow Sun",
                                    "Chimamanda Ngozi Adichie", 300),
                                   ("Wizard of the Crow.epub", "Wizard of the Crow", "Ngugi wa Thiong'o", 450),
                                   ("Dust - Yvonne Adhiambo Owuor.epub", "Dust", "Yvonne Adhiambo Owuor", 210)):
        add(f"Documents/Books/{fn}", R, "Books", age,
            _epub(title, author, "en", f"{title} by {author}. Chapter One."))
    add("Downloads/Unbowed - Wangari Maathai.epub", R, "Books", 95,
        _epub("Unbowed: A Memoir", "Wangari Maathai", "en", "I was born on 1 April 1940 in the village of Ihithe."))

    # ------------------------------------------------------------ downloads: named things
    dl = "Downloads"
    add(f"{dl}/desktop.ini", L, "System", 900, b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32"
        b"\\shell32.dll,-21798\r\n")
    for fn, age, head in (("ChromeSetup.exe", 610, b"MZ\x90\x00"), ("ZoomInstallerFull.exe", 420, b"MZ\x90\x00"),
                          ("R-4.4.2-win.exe", 160, b"MZ\x90\x00"), ("RStudio-2024.12.0-467.exe", 158, b"MZ\x90\x00"),
                          ("PBIDesktopSetup_x64.exe", 300, b"MZ\x90\x00"),
                          ("QGIS-OSGeo4W-3.34.12-1.msi", 250, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"),
                          ("WhatsAppInstaller.exe", 700, b"MZ\x90\x00")):
        add(f"{dl}/{fn}", R, "Software", age, _blob(r, head, 2000))
    add(f"{dl}/Unconfirmed 512883.crdownload", L, "System", 0.3, _blob(r, b"%PDF-1.7\n", 700))
    add(f"{dl}/QGIS-OSGeo4W-3.40.2-1.msi.crdownload", L, "System", 6, _blob(r, b"\xd0\xcf\x11\xe0", 1200))
    add(f"{dl}/Kitui_county_water_points_2025.xlsx.part", L, "System", 2, _blob(r, b"PK\x03\x04", 800))
    for age in (1, 3, 11, 20, 47, 61):
        photo(f"{dl}/{wa(age)}", R, "Photos", age)
    add(f"{dl}/{shot(15)}", R, "Photos", 15, "")
    add(f"{dl}/MPESA_Statement_{when(1):%Y%m%d}.pdf", A, "Finance", 1, t_mpesa)
    add(f"{dl}/Fee structure 2026.pdf", A, "School", 162, t_fee_structure)
    add(f"{dl}/Payslip_May_2026.pdf", A, "Career", 1, t_payslip)
    add(f"{dl}/Hydrogeological survey Ngomeni (1).pdf", P, "Work", 259, lambda r, dt: t_hydro(r, dt, SITES[3]))
    add(f"{dl}/Kithima Gardens quotation (1).pdf", P, "Work", 26, t_ws_quote)
    add(f"{dl}/eCitizen NTSA search receipt.pdf", A, "Car", 612, t_ntsa)
    add(f"{dl}/Parking receipt KDA318T.pdf", A, "Car", 13, t_parking)
    add(f"{dl}/Brookhill circular half term.pdf", A, "School", 9, t_school_circular)
    add(f"{dl}/Koehler et al 2015 Rural water risks (1).pdf", R, "Studies", 95, t_ref(*REFS_STUDY[1][1:]))
    add(f"{dl}/KS EAS 12-2018 Potable water specification.pdf", R, "Work", 299, t_ref(*REFS_WORK[1][1:]))

    # ------------------------------------------------------------ nameless files: only the text places them
    hard = [
        # Downloads: browser and WhatsApp Desktop downloads
        (f"{dl}/document.pdf", A, "Finance", 40, t_mpesa),
        (f"{dl}/document (1).pdf", A, "School", 120, t_fee_receipt),
        (f"{dl}/document (2).pdf", P, "Work", 262, t_hydro),
        (f"{dl}/document (3).pdf", A, "Health", 75, t_hospital_bill),
        (f"{dl}/document (4).pdf", A, "Career", 150, t_payslip),
        (f"{dl}/document (5).pdf", P, "Home", 299, t_county_approval),
        (f"{dl}/document (6).pdf", A, "Car", 204, t_car_insurance),
        (f"{dl}/document (7).pdf", X, "Travel", 561, t_zanzibar_hotel),
        (f"{dl}/document (8).pdf", P, "Studies", 30, t_mba_fees),
        (f"{dl}/document (9).pdf", A, "Finance", 344, t_kra_ack),
        (f"{dl}/document (10).pdf", R, "Work", 500, t_ref(*REFS_WORK[2][1:])),
        (f"{dl}/document (11).pdf", A, "School", 50, t_report_card),
        (f"{dl}/document (12).pdf", P, "Work", 40, t_ws_quote),
        (f"{dl}/document (13).pdf", X, "Work", 480, t_kajiado_report),
        (f"{dl}/document (14).pdf", A, "Finance", 60, t_sacco_statement),
        (f"{dl}/download.pdf", A, "Health", 331, t_sha),
        (f"{dl}/download (1).pdf", P, "Home", 45, t_hardware_receipt),
        (f"{dl}/download (2).pdf", R, "Studies", 200, t_ref(*REFS_STUDY[3][1:])),
        (f"{dl}/DOC-20260514-WA0007.pdf", A, "Chama", 18, t_chama_constitution),
        (f"{dl}/DOC-20260322-WA0003.pdf", P, "Home", 71, t_window_quote),
        (f"{dl}/DOC-20260402-WA0012.pdf", A, "School", 60, t_school_circular),
        (f"{dl}/DOC-20251109-WA0001.pdf", A, "Health", 204, t_hospital_bill),
        (f"{dl}/DOC-20260520-WA0015.pdf", A, "Choir", 12, t_choir_minutes),
        (f"{dl}/DOC-20260125-WA0004.docx", A, "Chama", 127, t_chama_minutes),
        (f"{dl}/attachment.pdf", P, "Work", 110, t_water_test),
        (f"{dl}/attachment (1).pdf", A, "Career", 150, t_hr_memo),
        (f"{dl}/ATT00001.pdf", A, "Health", 104, t_lab),
        (f"{dl}/file.pdf", A, "Car", 260, t_ntsa),
        (f"{dl}/0046512784.pdf", A, "Finance", 126, t_bank_statement),
        (f"{dl}/doc04512820260515.pdf", P, "Work", 17, t_lpo),
        (f"{dl}/print.pdf", A, "Home", 30, t_water_bill),
        (f"{dl}/Book1.xlsx", A, "Finance", 35, t_household_budget),
        (f"{dl}/Book1 (1).xlsx", P, "Work", 28, t_ws_budget),
        (f"{dl}/export.csv", P, "Studies", 25, t_survey_csv),
        (f"{dl}/data.csv", A, "Chama", 50, t_chama_loans),
        (f"{dl}/New Microsoft Word Document.docx", P, "Work", 48, t_ws_tor),
        (f"{dl}/form.docx", A, "Career", 200, t_leave_form),
        (f"{dl}/message.eml", P, "Studies", 8, t_supervisor_mail),
        (f"{dl}/Untitled document.docx", P, "Studies", 40, t_lit_review),
        (f"{dl}/Untitled spreadsheet.xlsx", P, "Home", 10, t_build_payments),
        (f"{dl}/document (15).pdf", X, "Career", 1555, t_tda_final_dues),
        (f"{dl}/document (16).pdf", A, "Health", 40, t_med_claim),
        (f"{dl}/download (3).pdf", A, "Car", 120, t_car_service),
        (f"{dl}/attachment (2).pdf", P, "Studies", 185, t_mba_proposal),
        (f"{dl}/DOC-20260228-WA0009.pdf", P, "Home", 95, t_drawings),
        # Desktop
        ("Desktop/New Text Document.txt", P, "Work", 12, t_kitui_notes),
        ("Desktop/New Text Document (2).txt", P, "Home", 6, t_house_notes),
        ("Desktop/New Text Document (3).txt", A, "Home", 15, t_kplc),
        ("Desktop/untitled.txt", X, "Travel", 540, t_zanzibar_itin),
        ("Desktop/notes.txt", P, "Work", 4, t_ws_todo),
        ("Desktop/Doc1.docx", P, "Studies", 70, t_mba_chapter(1)),
        ("Desktop/Document1.docx", A, "Career", 115, t_appraisal),
        ("Desktop/draft.docx", P, "Work", 27, t_donor_report),
        ("Desktop/New Microsoft Excel Worksheet.xlsx", P, "Work", 8, t_indicators),
        ("Desktop/New folder/Document.docx", A, "Home", 400, t_househelp),
        ("Desktop/New folder/New Text Document.txt", P, "Home", 20, t_fundi_chat),
        # the printer app's scans
        ("Documents/Scans/scan_0001.pdf", X, "Studies", 900, t_transcript_ku),
        ("Documents/Scans/scan_0002.pdf", X, "Career", 1545, t_tda_letter),
        ("Documents/Scans/scan_0003.pdf", A, "Home", 380, t_lease),
        ("Documents/Scans/scan_0004.pdf", P, "Home", 249, t_builder_agreement),
        ("Documents/Scans/scan_0005.pdf", A, "Health", 150, t_hospital_bill),
        ("Documents/Scans/scan_0006.pdf", A, "School", 140, t_fee_receipt),
        ("Documents/Scans/scan_0007.pdf", A, "Finance", 280, t_sacco_loan_form),
        ("Documents/Scans/scan_0008.pdf", P, "Work", 190, t_mou),
        ("Documents/Scans/scan_0009.pdf", A, "Car", 560, t_car_insurance),
        ("Documents/Scans/scan_0010.pdf", A, "Chama", 95, t_chama_minutes),
        ("Documents/Scans/scan_0011.pdf", P, "Home", 231, t_nca),
        ("Documents/Scans/scan_0012.pdf", A, "Career", 60, t_leave_form),
        ("Documents/Scans/scan_0013.pdf", A, "Health", 20, t_prescription),
        ("Documents/Scans/scan_0014.pdf", P, "Studies", 100, t_mba_transcript),
        ("Documents/Scans/scan_0015.pdf", A, "Finance", 62, t_p9),
        ("Documents/Scans/scan_0016.pdf", A, "School", 175, t_report_card),
        # loose in Documents
        ("Documents/Doc2.docx", P, "Work", 35, t_ws_invite),
        ("Documents/Document3.docx", A, "Choir", 200, t_choir_minutes),
        ("Documents/New Microsoft Excel Worksheet.xlsx", A, "Career", 20, t_travel_claim),
        ("Documents/Untitled.txt", P, "Studies", 105, t_questionnaire),
    ]
    for rel, bucket, topic, age, fn in hard:
        add(rel, bucket, topic, age, fn, hard=True)

    # ------------------------------------------------------------ Desktop: the rest
    add("Desktop/desktop.ini", L, "System", 900, b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32"
        b"\\shell32.dll,-21769\r\n")
    add("Desktop/Kitui final report - my comments.docx", P, "Work", 1, t_donor_report)
    add("Desktop/Chama contributions May.xlsx", A, "Chama", 2, t_chama_contrib)
    add(f"Desktop/{shot(3)}", R, "Photos", 3, "")
    add("Documents/desktop.ini", L, "System", 900, b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32"
        b"\\shell32.dll,-21770\r\n")

    # ------------------------------------------------------------ copy of the old HP laptop (Archive / Backup)
    ob = "Old HP laptop backup"
    old = [
        ("Documents/CV Wanjiru Kamau.docx", 1200, t_cv),
        ("Documents/TDA/Payslip Nov 2021.pdf", 1670, t_tda_payslip),
        ("Documents/TDA/Payslip Dec 2021.pdf", 1640, t_tda_payslip),
        ("Documents/TDA/Certificate of service.pdf", 1550, t_tda_letter),
        ("Documents/KU/Research project ENS 405 final.docx", 5800, t_ku_project),
        ("Documents/KU/Transcript.pdf", 5700, t_transcript_ku),
        ("Documents/Chama/Minutes Nov 2021.docx", 1650, t_old_chama),
        ("Documents/Chama/Minutes Feb 2022.docx", 1560, t_old_chama),
        ("Documents/KRA/iTax acknowledgement 2021 return.pdf", 1430, t_kra_ack),
        ("Documents/Makueni/Final report Makueni School WASH v1.docx", 1090, t_makueni_report),
        ("Documents/Kids/Brookhill receipt Term 3 2022.pdf", 1280, t_fee_receipt),
        ("Documents/Lease Kirichwa Gardens 2022.pdf", 1500, t_lease),
        ("Desktop/Budget.xlsx", 1100, t_household_budget),
    ]
    for rel, age, fn in old:
        add(f"{ob}/{rel}", X, "Backup", age, fn)
    for age in (1700, 1650, 1400, 1300, 1250):
        photo(f"{ob}/Pictures/{img(age)}", X, "Backup", age)
    add(f"{ob}/Music/Tenzi za Rohoni 55.mp3", X, "Backup", 1500,
        _id3(r, "Yesu Kwetu ni Rafiki", "Tenzi Choir", "Tenzi"))
    add(f"{ob}/Pictures/Thumbs.db", L, "System", 1200, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    add(f"{ob}/Documents/desktop.ini", L, "System", 1700, b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%"
        b"\\system32\\shell32.dll,-21770\r\n")

    return items
