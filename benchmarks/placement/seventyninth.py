"""A seventy-ninth unseen labelled corpus: a FIFO mining engineer's MacBook, ``build(root, seed)``, written blind.

What was read to write it, and nothing more: ``benchmarks/placement/unseen.py`` -- its module docstring, the
helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob`` and the
start of its ``build()`` (the write / encode / add / dot / photo helpers and the first few ``add`` calls);
from ``corpus.py`` the ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; from
``blind.py`` ``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD``. Said openly: a ``sed`` range printed
past ``_jpeg`` and showed the first thirty-odd lines of ``corpus.py``'s own ``build()`` and the comment line
that opens its seed data (``NAMED = ...``); an ``ls`` showed the file names in ``benchmarks/placement/``; and
one early ``git status --short`` (a git command the brief rules out) listed a few changed or untracked file
names elsewhere in the repo. Nothing from those was used. ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts and the
other corpus modules were not opened. Files and labels follow what this person would keep, not any program.

The person: Jake Morrison, 38, a senior mining engineer (short-term planning) who works fly-in fly-out, two
weeks on and one off (14/7, Crew B, twelve-hour day shifts), at Coolyarra Iron Ore Operations, an open-pit
iron-ore mine in the Pilbara run by Ashburton Iron Pty Ltd; he flies the company charter Perth-Paraburdoo.
Before that he spent 2010-2019 with Boulder Ridge Gold Mines at Kalgoorlie, after a BEng (Mining) at the WA
School of Mines (Curtin) in 2009. In February 2019 the family moved from Kalgoorlie to Baldivis, south of
Perth, and bought an established house on a freehold block at 27 Grevillea Way (settled March 2019). His
partner Natasha "Tash" Kelly, 36, works three days a week as a dental nurse at Baldivis Family Dental; their
children are Mia (8, Year 3) and Cooper (5, pre-primary), both at Paperbark Primary School; Mia plays Under-9
footy and Cooper does Auskick at the Baldivis Bulldogs Junior Football Club. The family car is a 2024 Toyota
LandCruiser Prado on a novated lease through Jake's salary packaging (Fleetwise Novated, since August 2024);
Tash drives an older Mazda CX-5; the old Hilux was sold in 2024. Jake is into 4WDing and camping (a Redsands
camper trailer) and fishing off the Rockingham coast. Current projects as of ``NOW`` (2026-06-01):

- the Stage 5 pushback design for the North Pit at work (design criteria, ramp checks, schedule, geotech
  review), due to the Technical Services Manager in July 2026;
- a Graduate Certificate in Mine Planning (Curtin, online, part-time, February 2025 - November 2026): his
  side study now is MINE6030's major assignment, a pit-optimisation and cut-off grade study of a Pilbara
  hematite deposit, due 15 June 2026; MINE6040's project follows in semester 2;
- a 7.2 x 6 m Colorbond patio, City of Rockingham building permit granted April 2026, built by Peel Patios &
  Outdoor Living since 18 May 2026, completion expected late June;
- bringing the pool barrier into compliance after the City's four-yearly inspection failed on 14 April 2026
  (gate not self-closing, a pot plant in the non-climbable zone); re-inspection booked for 11 June 2026;
- the Bali holiday, 6-15 July 2026 (Virgin Australia, a villa in Sanur, Cooper's first passport; Jake takes
  leave for the swing it overlaps);
- the Karijini camping trip in the September school holidays (Dales Campground, 28 Sep - 9 Oct 2026);
- getting his Recreational Skipper's Ticket (theory passed May 2026, practical on 20 June 2026) and buying
  a second-hand tinny before summer.

Finished: the Boulder Ridge job (2019), the 2025 haul-road realignment at work (closed out November 2025),
the BEng, the 2019 house purchase, the 2021 landscaping, the 2023 home-loan refinance (ANZ to Bankwest),
the Hilux sale (2024), Cooper's kindy year (2025), trips to the Gold Coast (January 2024) and Margaret
River (Easter 2025), and camping trips to Kalbarri (Easter 2024), Exmouth / Cape Range (April 2025) and Wedge
Island (November 2025).

The machine: a MacBook Pro bought in 2021, Australian English throughout. ``Downloads/`` is the mess
(``Document (3).pdf``, ``download.pdf``, ``WhatsApp DOC-...pdf``, ``export.csv``, ``Doc2.docx``, installers,
duplicates ``(1)``, unfinished ``.crdownload`` / ``.part``); ``Desktop/`` holds screenshots, ``notes.txt``,
``Untitled.txt``, ``draft.docx``; ``Documents/`` has his half-organised ``Work/``, ``Uni - Grad Cert/``,
``Uni - old/``, ``Money/``, ``House/``, ``Car/``, ``Kids/``, ``Health/``, ``Trips/``, ``4WD & Camping/``,
``Fishing & Boat/``, a ``2024/`` dump folder and a ``Misc/`` folder of vague names; ``Scans/`` is where the
Canon printer drops ``scan_0003.pdf`` and friends; ``OneDrive - Ashburton Iron/`` is the synced work folder;
``iCloud Drive/`` holds the family's shared things and the iPhone's ``Scanned Document.pdf`` files;
``Pictures/`` has ``iPhone Import/`` and a few sorted folders; ``Old Laptop (Dell) 2021/`` is the copy of the
old Windows laptop taken when the Mac arrived (with its ``desktop.ini`` and ``Thumbs.db``).

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01). Topics (14): Work, Study, Finance, Home, Car, Health, Family, Travel, Camping, Fishing, Photos,
Software, Backup, System.

- **Projects**: an outcome with an end still being worked on now, whatever the file's age. The Stage 5
  pushback design (Work); the Graduate Certificate -- enrolment, FEE-HELP, unit outlines, readings and
  tutorials downloaded for units, lecture notes, data, drafts, feedback, and the results of units already
  passed, since the certificate itself is unfinished (Study); the patio build and the pool-barrier
  compliance work -- permit, plans, quotes, contract, invoices, variations, letters, receipts for the gate
  parts, the City's patio info sheet, progress and defect photos (Home); the Bali holiday, including
  Cooper's passport application made for it and the itinerary ideas downloaded for it (Travel); the Karijini trip -- campground booking, route, fuel, gear shopping, the visitor guide
  (Camping); the boat licence and the tinny purchase -- course, DoT application, theory result, practical,
  shortlist, dealer quote, the RST handbook (Fishing).
- **Areas**: responsibilities with no end, whatever the paper's age. Jake's job -- payslips, employment
  agreement, position description, rosters, FIFO charter flights, tickets, licences and qualifications
  (the 2009 testamur too), site inductions, site medicals, monthly plan reconciliations, HR mail, a reference
  he writes for a graduate (Work); the household's money -- tax returns and ATO letters for both adults,
  Tash's payslips, receipts kept for a tax claim (whatever they bought), super for both, salary
  packaging, Bankwest accounts and home loan, budgets (Finance); the house -- bills, council rates, home and contents insurance, pest
  inspection, solar, maintenance (Home); the cars -- the Prado's novated lease and its running-cost
  statements and notes (a car paper, although it runs through packaging), rego, insurance, servicing, tyres, fuel log,
  RAC roadside, an insurance dispute letter (Car); the family's health -- GP, HBF, Medicare, dental,
  immunisation, physio, blood tests (Health; site medicals are Work); the children and household life --
  school, OSHC, Child Care Subsidy, footy and Auskick, swimming lessons, birth certificates, wills, the
  family calendar and contacts (Family); the camper trailer's rego and servicing (Camping); the recreational
  fishing from boat licence (Fishing).
- **Resources**: reference and interests kept for their own sake, by subject: mining technical references,
  regulator guidance, papers, templates (Work); money reading and ATO guides (Finance); appliance and pool
  manuals, pool chemistry, watering days (Home); the Prado's manual extract and brochure (Car); exercise
  sheets (Health); 4WD and camping know-how, recipes, track notes, the trailer manual (Camping); fishing
  rules, tides, spots, knots, articles (Fishing); installers (Software); photos, screenshots, WhatsApp
  pictures and iPhone imports, holiday and footy snaps included (Photos) -- except images that document a
  project, which take the project's bucket and topic (patio progress, pool-gate defects, Stage 5 crest
  photos and screenshot, the Colorbond swatch, the villa floorplan), a phone photo kept in place of a paper
  (the MARCSTA card photo among his tickets: Areas Work), and those inside the old laptop copy.
- **Archive**: finished projects and ended responsibilities: the Boulder Ridge job and the 2025 haul-road
  realignment (Work); the BEng (Study); the 2023 refinance (Finance); the 2019 purchase and the 2021
  landscaping (Home); the Hilux sale (Car); Cooper's kindy year (Family); the Gold Coast and Margaret River
  holidays (Travel); the Kalbarri, Exmouth and Wedge Island camping trips (Camping); and the old Dell laptop
  copy as a whole, whatever each file in it is about (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``), wherever they sit (topic System). Dot files (``.DS_Store``,
  ``.localized``) are written but not labelled.

``hard`` marks a file whose name *and* folder say nothing about its subject (``Downloads/Document (3).pdf``,
``Scans/scan_0014.pdf``, ``Desktop/notes.txt``, ``Documents/Misc/form (signed).pdf``,
``iCloud Drive/Documents/Scanned Document.pdf``): only the text inside can place it, and that text reads as
the real letter, receipt or note would. Images are never hard; nothing in the old laptop copy is hard (its
folder decides it). Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers


def _aud(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _au(dt: datetime) -> str:
    return f"{dt.day} {dt:%B %Y}"


def _dmy(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _on(days_before_now: float) -> datetime:
    return NOW - timedelta(days=days_before_now)


ME = "Jake Morrison"
ADDR = "27 Grevillea Way, Baldivis WA 6171"
EMP = "Ashburton Iron Pty Ltd (ABN 61 604 118 392)"
MATES = ["Brodie Walsh", "Liam O'Connell", "Sam Kowalski", "Dean Whitford", "Priya Nair", "Jarrod Pike",
         "Ellie Tran", "Mick Rossiter", "Hayden Cole", "Rhys Bennett"]


# --------------------------------------------------------------------------- work (Areas / Projects / Archive)


def t_roster_xlsx(r, dt):
    rows = ["Swing;Fly in (PER-PBO);Fly out (PBO-PER);Days on;Shift;Notes"]
    start = datetime(2026, 1, 5)
    for i in range(14):
        a = start + timedelta(days=21 * i)
        b = a + timedelta(days=13)
        note = r.choice(["", "", "", "R&R swap w/ Brodie", "training day Perth", "", "plan review week"])
        note = {9: "ANNUAL LEAVE - Bali", 13: "ANNUAL LEAVE - Karijini"}.get(i, note)
        rows.append(f"{i + 1};{a:%a %d/%m/%Y};{b:%a %d/%m/%Y};14;Day 0600-1800;{note}")
    return "\n".join(rows)


def t_roster_pdf(r, dt):
    lines = ["Ashburton Iron Pty Ltd - Coolyarra Iron Ore Operations",
             "Technical Services - Mine Planning | Crew B roster July - December 2025",
             "Roster pattern 14/7, day shift 06:00-18:00, charter PER-PBO Monday 05:40",
             "Name | Role | Swing start dates"]
    for name in ["Jake Morrison", "Brodie Walsh", "Liam O'Connell", "Ellie Tran"]:
        lines.append(f"{name} | {r.choice(['Senior Mining Engineer', 'Mining Engineer', 'Graduate Engineer'])}"
                     " | 21 Jul, 11 Aug, 1 Sep, 22 Sep, 13 Oct, 3 Nov, 24 Nov, 15 Dec")
    lines += ["Swaps must be approved by the Mine Planning Superintendent (Sam Kowalski) two swings ahead.",
              "Christmas shutdown crew to be confirmed by 30 September."]
    return "\n".join(lines)


def t_roster_swap(r, dt):
    return (f"From: Jake Morrison <jake.morrison@ashburtoniron.com.au>\nTo: Sam Kowalski <sam.kowalski@ashburtoniron"
            f".com.au>\nCc: Brodie Walsh <brodie.walsh@ashburtoniron.com.au>\nDate: {_au(dt)}\n"
            "Subject: Leave request - end of December swing\n\nHi Sam,\n\nI'd like to fly out on Mon 22/12 instead "
            "of Sun 28/12 and take the 6 days as annual leave, so I'm home for Christmas this year (first one in "
            "three years). Brodie has agreed to cover the weekly plan and the month-end recon for December.\n\n"
            "Can you approve so I can let the travel desk know about the flight change?\n\nCheers,\nJake\n")


def t_itinerary(r, dt, fly=None):
    dt = fly or dt
    back = dt + timedelta(days=13)
    ref = r.randint(100000, 999999)
    return (f"FIFO TRAVEL ITINERARY - Booking ref NWC{ref}\nPassenger: MORRISON/JAKE MR   Employee ID 40{r.randint(1000, 9999)}\n"
            f"Employer: {EMP}\n"
            f"Outbound: {dt:%a %d %b %Y} - Flight NW412 Perth (PER) T1 Regional 05:40 -> Paraburdoo (PBO) 07:55\n"
            f"Return:   {back:%a %d %b %Y} - Flight NW417 Paraburdoo (PBO) 18:45 -> Perth (PER) 20:50\n"
            "Check-in closes 45 minutes before departure. Photo ID and site ID card required.\n"
            "Baggage 23 kg hold + 7 kg cabin. No alcohol to site.\n"
            "Bus transfer PBO -> Coolyarra village meets all arrivals.\n"
            "Changes: contact the Ashburton Iron travel desk, travel@ashburtoniron.com.au, 08 9412 7700.")


def t_flight_change(r, dt):
    return ("From: Travel Desk <travel@ashburtoniron.com.au>\nTo: Jake Morrison\n"
            f"Date: {_au(dt)}\nSubject: Charter schedule change - Monday PER departures\n\n"
            "Hi all,\n\nFrom the swing starting 22 June the Monday charter NW412 will depart Perth at 05:15 instead "
            "of 05:40 due to a slot change at Paraburdoo. Return flights are unchanged. Your itinerary has been "
            "reissued; please check the new time on the attachment.\n\nThanks,\nAshburton Iron Travel Desk\n")


def t_ticket(title, code, rto, extra=""):
    def f(r, dt):
        return (f"{rto}\nStatement of Attainment\nThis is to certify that\nJAKE MORRISON\n"
                f"has attained the following unit(s) of competency:\n{code}  {title}\n"
                f"Issued {_au(dt)}   Certificate no. {r.randint(200000, 899999)}\nRTO provider no. {r.randint(40000, 52999)}\n"
                f"{extra}\nThis qualification is recognised within the Australian Qualifications Framework.")
    return f


def t_hr_licence(r, dt):
    return ("Government of Western Australia - Department of Transport\nDriver's Licence - copy for employer records\n"
            f"Name: JAKE ANDREW MORRISON  DOB 03/09/1987\nAddress: {ADDR}\nLicence no. {r.randint(1000000, 9999999)}\n"
            "Classes: C, HR (heavy rigid) since 14/02/2013\nConditions: nil\nExpiry: 03/09/2029\n"
            "Copy supplied to Ashburton Iron HR for site plant authorisation.")


def t_testamur(r, dt):
    return ("Curtin University of Technology\nWestern Australian School of Mines\n"
            "This is to certify that JAKE ANDREW MORRISON having fulfilled all the requirements was admitted to the "
            "degree of\nBachelor of Engineering (Mining Engineering)\nwith Second Class Honours (Division A)\n"
            "Conferred at Kalgoorlie on 12 December 2009\nVice-Chancellor   Registrar")


def t_tickets_register(r, dt):
    return ("Ticket / licence;Number;Issued;Expires;Renew how\n"
            "First Aid HLTAID011;FA-778213;12/03/2025;12/03/2028;site trainer runs it each Feb\n"
            "CPR HLTAID009;CPR-778213;12/03/2025;12/03/2026;OVERDUE - book in Perth on R&R\n"
            "Working at Heights RIIWHS204E;WAH-55102;20/06/2024;20/06/2026;renew this swing\n"
            "Confined Space RIIWHS202E;CS-55418;20/06/2024;20/06/2026;with WAH\n"
            "MARCSTA generic induction;M-2219871;15/01/2026;15/01/2028;online\n"
            "Driver's licence C+HR;;14/02/2013;03/09/2029;DoT\n"
            "Site LV permit Coolyarra;LV-0412;02/2019;annual;site trainer\n"
            "Fire extinguisher RIIERR205E;;08/05/2026;;done")


def t_site_induction(r, dt):
    return ("Coolyarra Iron Ore Operations - Site Induction Record\n"
            f"Employee: Jake Morrison  Department: Technical Services  Date completed: {_au(dt)}\n"
            "Modules: 1 Site rules and fitness for work - 2 Fatigue management - 3 Light vehicle interaction with "
            "haul trucks - 4 Isolation and permits - 5 Emergency response and muster points - 6 Heat stress and "
            "hydration - 7 Cultural heritage awareness (Traditional Owners)\n"
            f"Assessment score: {r.randint(88, 100)}%  Result: Competent\n"
            "Annual refresher due in 12 months. Keep this record with your training file.")


def t_fatigue_workbook(r, dt):
    return ("Fatigue Management - Induction Workbook (Module 2)\nCoolyarra Iron Ore Operations\n"
            "1. Maximum 14 consecutive shifts; no more than 12.5 hours including handover.\n"
            "2. Minimum 10 hours' break between shifts, including 7 hours' sleep opportunity.\n"
            "3. Report fatigue to your supervisor; stand-down without penalty.\n"
            "4. Drive home after fly-out: no driving more than 2 hours on arrival day without a rest break.\n"
            "My answers: Q1 b, Q2 d, Q3 a, Q4 c, Q5 true. Signed J. Morrison.")


def t_premed(r, dt):
    return ("Pilbara Occupational Health - Pre-employment Medical Assessment\nClient: Ashburton Iron Pty Ltd\n"
            "Candidate: Jake Morrison   Position: Senior Mining Engineer\n"
            f"Date: {_au(dt)}\nAudiometry: within normal limits. Spirometry: normal. Vision: 6/6 both eyes.\n"
            "Drug and alcohol screen (AS/NZS 4308): negative.\nMusculoskeletal screen: no restrictions.\n"
            "Outcome: FIT FOR PROPOSED ROLE without restrictions.\nDr K. Sandhu, Occupational Physician")


def t_health_surv(r, dt):
    return ("Coolyarra site health - Health surveillance record\nEmployee: Jake Morrison (Technical Services)\n"
            f"Date: {_au(dt)}\nAnnual audiometry: mild notch 4 kHz left ear, stable from 2025. Hearing protection "
            "reminder given.\nRespirable dust / silica exposure group: SEG 3 (office and pit visits) - no "
            "monitoring required.\nRandom D&A test this swing: negative (breath 0.000, saliva negative).\n"
            "Next review: 12 months.  Site medic: R. Coates")


def t_employment(r, dt):
    return (f"EMPLOYMENT AGREEMENT\nBetween {EMP} and Jake Andrew Morrison\n"
            "Position: Senior Mining Engineer - Short Term Planning, Coolyarra Iron Ore Operations\n"
            "Commencement: 4 March 2019. Classification: staff, not covered by an enterprise agreement.\n"
            "Roster: 14 days on / 7 days off fly-in fly-out from Perth. Point of hire: Perth.\n"
            "Remuneration: base salary $162,000 per annum plus superannuation at the statutory rate; remote "
            "location allowance $14,500 per annum; annual short-term incentive up to 15%.\n"
            "Leave: four weeks' annual leave plus one week for FIFO roster; personal leave per the NES.\n"
            "Notice: four weeks either party. Confidentiality and intellectual property clauses apply.\n"
            "Signed for the company: Priya Nair, Technical Services Manager.  Signed: J. Morrison")


def t_rem_review(r, dt):
    return ("Ashburton Iron - Annual Remuneration Review 2025\nPrivate and confidential - Jake Morrison\n"
            "Effective 1 September 2025 your base salary increases from $178,600 to $186,900 (4.6%).\n"
            "STI outcome FY25: 11.5% of base ($20,539) paid with the 18 September pay.\n"
            "Performance rating: Exceeds. Comments: strong ownership of the haul-road realignment and "
            "mentoring of graduates.\nSuperannuation guarantee rises to 12% from 1 July 2025.")


def t_position_desc(r, dt):
    return ("Position Description - Senior Mining Engineer (Short Term Planning)\nReports to: Mine Planning "
            "Superintendent\nPurpose: deliver 3-month and weekly mine plans for North and South Pits that meet "
            "ore tonnage and grade targets safely.\nKey accountabilities:\n- Weekly plans, dig blocks and "
            "blend targets for the control room\n- Monthly reconciliation of planned vs actual tonnes and grade\n"
            "- Pit and dump designs to geotechnical criteria\n- Mentoring graduate engineers\n"
            "Requirements: degree in mining engineering; 8+ years open-pit experience; Deswik or Vulcan; "
            "WA statutory awareness (WHS (Mines) Regulations 2022).")


def t_payslip(r, dt):
    gross = 186900 / 26
    ra = 14500 / 26
    ss = 400.00
    lease = 612.40
    tax = (gross + ra - ss - lease) * r.uniform(0.305, 0.318)
    net = gross + ra - ss - lease - tax
    end = dt - timedelta(days=3)
    return (f"{EMP}\nPAYSLIP  Employee: Jake Morrison  ID 40{r.randint(1000, 9999)}\n"
            f"Pay period: {_dmy(end - timedelta(days=13))} to {_dmy(end)}   Pay date: {_dmy(dt)}\n"
            f"Base salary {gross:,.2f}\nRemote location allowance {ra:,.2f}\n"
            f"Pre-tax: salary sacrifice superannuation -{ss:,.2f}\nPre-tax: novated lease (Fleetwise) -{lease:,.2f}\n"
            f"PAYG withholding -{tax:,.2f}\nNET PAY {net:,.2f} to Bankwest BSB 302-162 ***4471\n"
            f"Superannuation guarantee 12% {gross * 0.12:,.2f} to AustralianSuper\n"
            f"Annual leave balance {r.uniform(90, 160):.1f} h   Personal leave {r.uniform(60, 110):.1f} h")


def t_expense_claim(r, dt):
    return ("Expense claim - Jake Morrison - March 2026;;;\nDate;Description;Cost centre;Amount\n"
            f"03/03/2026;Parking Perth Airport (missed charter, rebooked);TS-410;{r.randint(40, 70)}.00\n"
            f"10/03/2026;Curtin library printing for plan review;TS-410;{r.randint(8, 20)}.50\n"
            f"18/03/2026;Uber Perth CBD - Deswik training;TS-410;{r.randint(30, 55)}.20\n"
            "Total;;;see sum\nApproved by;Sam Kowalski;;")


def t_separation(r, dt):
    return ("Boulder Ridge Gold Mines Pty Ltd - Kalgoorlie WA\nSEPARATION CERTIFICATE / STATEMENT OF SERVICE\n"
            "Employee: Jake Morrison   Employed: 1 February 2010 to 22 February 2019\n"
            "Positions held: Graduate Mining Engineer (2010-2011), Mining Engineer (2012-2015), Senior Mining "
            "Engineer - Underground (2016-2019)\nReason for separation: resignation\n"
            "Final pay including accrued annual leave paid 28 February 2019.\nHR Officer: Dianne Foster")


def t_reference(r, dt):
    return ("To whom it may concern\n\nJake Morrison worked at Boulder Ridge Gold Mines from 2010 to 2019, latterly "
            "as Senior Mining Engineer on the underground operation. He designed stopes and development for "
            "levels 9 to 14, ran the short-term schedule and trained three graduate engineers. He is careful, "
            "calm under pressure and well liked by the crews. We are sorry to lose him to the Pilbara and "
            "recommend him without reservation.\n\nRon Papadopoulos\nUnderground Manager, Boulder Ridge Gold Mines\n"
            "0417 555 208")


def t_final_payslip(r, dt):
    return ("Boulder Ridge Gold Mines Pty Ltd - PAYSLIP (final)\nEmployee: J Morrison  Period ending 22/02/2019\n"
            "Salary 5,211.54\nAccrued annual leave paid out (142.5 h) 9,366.20\nLong service leave pro rata "
            "4,880.00\nPAYG withholding -6,930.00\nNet 12,527.74\nThank you for your service.")


def t_haulroad_closeout(r, dt):
    return ("Closeout Report - HR2 Haul Road Realignment (South Pit)\nProject lead: Jake Morrison\n"
            "Status: COMPLETE - handed to operations 14 November 2025\n"
            "Scope: realign 1.8 km of HR2 to free the 620 RL ramp for Stage 4; 10% max grade, 32 m running width "
            "for 793F trucks, windrows at 3/4 wheel height.\nOutcome: delivered two weeks late (wet season "
            "earthworks), 6% under the $2.4M budget. Truck cycle time on the South Pit route down 1.3 min.\n"
            "Lessons: get the survey pickup of the old toe before design freeze; agree drainage with the "
            "environment team early.")


def t_hr2_survey(r, dt):
    rows = ["chainage_m,design_rl,asbuilt_rl,grade_pct,width_m"]
    rl = 640.0
    for ch in range(0, 1801, 100):
        g = r.uniform(7.5, 9.9)
        rows.append(f"{ch},{rl:.2f},{rl + r.uniform(-0.15, 0.15):.2f},{g:.1f},{r.choice([32, 32, 33, 34])}")
        rl -= g
    return "\n".join(rows) + "\n"


def t_s5_criteria(r, dt):
    return ("North Pit Stage 5 Pushback - Design Criteria (v2)\nPrepared by J. Morrison, Short Term Planning. "
            f"Revised {_au(dt)}.\n"
            "1. Purpose: cut back the eastern wall of North Pit to expose 38 Mt of hematite ore below the 560 RL.\n"
            "2. Geotechnical: bench height 10 m (double-benched to 20 m in fresh BIF), berm width 9 m, batter "
            "angle 70 deg in BIF, 55 deg in shale; inter-ramp angle limited to 48 deg in the Mount McRae "
            "shale zone per D. Whitford's review.\n"
            "3. Ramps: 10% grade, 34 m two-way for 793F plus windrows; single-lane 22 m for the last 3 benches.\n"
            "4. Minimum mining width 50 m for the EX3600 / 793F fleet.\n"
            "5. Dewatering: bores NPB-07 and NPB-08 fall inside the crest and must be relocated before the "
            "620 RL bench (see memo).\n6. Deliverables: final design, 24-month schedule, cost and strip ratio, "
            "presentation to Priya Nair in July 2026.")


def t_s5_ramp(r, dt):
    rows = ["Segment;From RL;To RL;Length m;Grade %;Width m;OK?"]
    rl = 700
    for i in range(1, 11):
        drop = r.choice([10, 10, 20])
        length = drop / r.uniform(0.092, 0.101)
        g = drop / length * 100
        rows.append(f"R{i};{rl};{rl - drop};{length:.0f};{g:.1f};{r.choice([34, 34, 34, 22])};"
                    f"{'yes' if g <= 10 else 'CHECK'}")
        rl -= drop
    return "\n".join(rows)


def t_s5_schedule(r, dt):
    rows = ["Quarter;Waste Mt;Ore Mt;Fe %;SiO2 %;Strip ratio;Fleet"]
    for q in ["Q1 FY27", "Q2 FY27", "Q3 FY27", "Q4 FY27", "Q1 FY28", "Q2 FY28", "Q3 FY28", "Q4 FY28"]:
        w, o = r.uniform(4.0, 7.5), r.uniform(0.4, 2.6)
        rows.append(f"{q};{w:.2f};{o:.2f};{r.uniform(60.2, 62.4):.1f};{r.uniform(3.1, 4.9):.1f};{w / o:.1f};"
                    f"{r.choice(['EX3600 + 6x793F', 'EX3600 + 7x793F', '2x EX3600 + 9x793F'])}")
    return "\n".join(rows)


def t_s5_geotech(r, dt):
    return ("From: Dean Whitford <dean.whitford@ashburtoniron.com.au>\nTo: Jake Morrison <jake.morrison@ashburtoniron."
            f"com.au>\nDate: {_au(dt)}\nSubject: RE: Stage 5 pushback - berm widths\n\nJake,\n\nHad a look at v1. "
            "The eastern wall between 620 and 560 RL crosses the Mount McRae shale - we saw toppling there in "
            "Stage 3. I can't support 70 deg batters in that zone: go 55 deg and keep the 9 m berms, and put a "
            "geotech berm of 20 m at 590 RL. Inter-ramp no steeper than 48 deg.\n\nRest looks fine. Send me v2 "
            "and I'll sign off the design criteria before you start the schedule.\n\nDean\nSenior Geotechnical "
            "Engineer\n\n> Dean, v1 of the Stage 5 criteria attached. Keen to keep the 70 deg batters if we can, "
            "saves about 4 Mt of waste. - J\n")


def t_s5_meeting(r, dt):
    return (f"# Stage 5 pushback - planning meeting {_d0(dt)}\n\nPresent: Sam K, Dean W, Jake M, Ellie T (survey)\n\n"
            "## Decisions\n- Design criteria v2 accepted (55 deg batters in shale, geotech berm 590 RL)\n"
            "- Schedule base case: start stripping Q1 FY27 with the second EX3600 once South Pit Stage 4 winds down\n"
            "- Bore relocation NPB-07/08: hydro team to cost it, decision by 19 June\n\n## Actions\n"
            "- Jake: rerun the pit shell with the new slopes, update strip ratio\n"
            "- Ellie: crest pickup on the east wall before next swing\n"
            "- Sam: book the review with Priya for week of 20 July\n")


def _d0(dt):
    return dt.strftime("%Y-%m-%d")


def t_s5_presentation(r, dt):
    return ("Stage 5 Pushback - presentation outline (draft)\n1. Why now: Stage 4 ore runs out mid FY28\n"
            "2. Design criteria and geotech constraints\n3. Pit design: 38 Mt ore, 142 Mt waste, strip 3.7\n"
            "4. Schedule options A (one shovel) vs B (two shovels)\n5. Dewatering bore relocation\n"
            "6. Risks: shale wall stability, haul distance to the east dump, fleet availability\n"
            "7. Ask: approval to proceed to detailed design and capital request")


def t_s5_dewater(r, dt):
    return ("MEMO - Hydrogeology\nTo: Jake Morrison, Short Term Planning  From: Natalie Greer, Hydrogeologist\n"
            f"Date: {_au(dt)}\nRe: Dewatering bores inside the Stage 5 crest\n"
            "Bores NPB-07 and NPB-08 (combined 38 L/s) sit 40 m inside the proposed Stage 5 crest. Replacement "
            "bores at least 80 m outside the crest are needed before mining reaches 620 RL. Drilling and "
            "equipping two bores: estimate $1.1M, 10 weeks including licence variation with DWER.\n"
            "Recommend scheduling drilling in Q1 FY27.")


def t_recon(r, dt):
    rows = ["Week;Planned ore kt;Actual ore kt;Planned Fe %;Actual Fe %;Planned waste kt;Actual waste kt;Comment"]
    for w in range(1, 5):
        po, pw = r.randint(820, 980), r.randint(2400, 3100)
        rows.append(f"W{w};{po};{po + r.randint(-90, 60)};61.8;{r.uniform(61.0, 62.3):.1f};{pw};"
                    f"{pw + r.randint(-300, 150)};{r.choice(['', 'rain delay', 'EX3600 down 18 h', 'blast moved', ''])}")
    return "\n".join(rows)


def t_db_template(r, dt):
    return ("Drill & blast pattern sheet;;;;\nPattern ID;Bench RL;Burden m;Spacing m;Hole dia mm\n"
            ";;;;\nProduct;Powder factor kg/m3;Stemming m;Sub-drill m;Timing\n;;;;\n"
            "Checked by (planning);Checked by (D&B);Date;;")


def t_haulroad_guide(r, dt):
    return ("Haul Road Design - Summary Notes\nBased on Thompson's guidelines and the Caterpillar handbook.\n"
            "Running width: 3.5 x widest truck for two-way traffic (793F is 7.4 m -> 26 m minimum, plus windrows).\n"
            "Windrow height: at least 3/4 of the largest tyre's diameter.\n"
            "Grade: 8-10% sustained; avoid grade changes on curves.\n"
            "Cross-fall 2-3% for drainage; super-elevation on curves per speed.\n"
            "Rolling resistance: every 1% added equals roughly 10% lost speed uphill loaded.\n"
            "Wearing course: 200 mm of well-graded material with a CBR over 80.")


def t_whs_regs(r, dt):
    return ("Work Health and Safety (Mines) Regulations 2022 (WA) - key duties for planning engineers\n"
            "r.620 Principal mining hazard management plans: ground instability, inundation, vehicle interaction.\n"
            "Statutory positions: Registered Manager, Quarry Manager, Underground Manager, Ventilation Officer.\n"
            "Notifiable incidents to the Regulator (WorkSafe Mines Safety, DEMIRS).\n"
            "Geotechnical review of pit designs is required before implementation.\n"
            "Keep design approvals for the life of the mine.")


def t_slope_notes(r, dt):
    return ("# Slope design notes\n\n- Bench face angle vs inter-ramp angle vs overall slope angle - check all three.\n"
            "- Catch bench width (m) = 0.2 x bench height + 4.5 (modified Ritchie criterion).\n"
            "- Shale units in the Hamersley Group (Mount McRae, Jeerinah) prone to toppling - flatten batters.\n"
            "- Use 1.3 factor of safety for inter-ramp, 1.5 overall for permanent walls near infrastructure.\n"
            "- Prism monitoring + slope radar on active walls over 100 m high.\n")


def t_fatigue_guide(r, dt):
    return ("Code of practice: Working hours (mining) - summary from DEMIRS guidance\n"
            "Fatigue hazards for FIFO: long shifts, commuting, night shift, heat.\nControls: roster design, "
            "accommodation quality, journey management, fitness-for-work checks, self-reporting.\n"
            "Employers must consult workers on roster changes. Review rosters after incidents involving fatigue.")


def t_excel_tips(r, dt):
    return ("Excel tricks for the schedule\n- SUMIFS(tonnes, period, \"Q1*\", pit, \"North\") for quarterly totals\n"
            "- INDEX/MATCH instead of VLOOKUP when block IDs move\n- Use tables (Ctrl+T) so ranges grow\n"
            "- Grade = SUMPRODUCT(tonnes, fe)/SUM(tonnes) - never average grades\n"
            "- Data validation lists for pit/stage names\n")


def t_truck_paper(r, dt):
    return ("Truck cycle time variability in large open-pit mines\nAbstract\nWe analyse 1.2 million haul cycles "
            "from three Pilbara iron-ore operations to quantify how queueing at shovels, ramp congestion and "
            "dump-point delays contribute to cycle-time variability. Loaded travel on ramps above 9% grade "
            "explains 41% of the variance. Dispatch rules that balance shovel queues reduced mean cycle time by "
            "4.6%. We recommend planners model ramp grade and traffic explicitly rather than using average "
            "speeds.\nKeywords: haulage, dispatch, open-pit mining, productivity\n1. Introduction\n"
            "Haulage typically accounts for up to half of open-pit operating cost ...")


def t_demirs_bulletin(r, dt):
    return ("Mines Safety Bulletin No. 214\nDepartment of Energy, Mines, Industry Regulation and Safety\n"
            "Subject: Ground instability in open pits - wall failures during wet season\n"
            "Summary: Three wall failures were reported in Pilbara open pits after heavy rain in February. In each "
            "case monitoring alarms were received but exclusion zones were not enforced promptly.\n"
            "Actions for mine operators: review trigger action response plans (TARPs); confirm radar alarm "
            "escalation; restrict access below walls after rainfall above 50 mm in 24 hours.\n"
            "Contact: WorkSafe Mines Safety, Mineral House, 100 Plain Street, East Perth.")


def t_fire_ticket(r, dt):
    return ("Pilbara Safety Training Services - RTO 51327\nStatement of Attainment\nJAKE MORRISON\n"
            "RIIERR205E Apply initial response first aid fire suppression\n"
            f"Delivered on site at Coolyarra village training room, {_au(dt)}. Assessor: Gavin Hart.\n"
            "Practical: CO2 and dry chemical extinguishers, fire blanket. Result: competent.")


def t_lv_permit(r, dt):
    return ("Coolyarra Iron Ore Operations - Authority to Operate\nMobile plant: Light vehicle (Toyota Land Cruiser "
            "4WD) - mine area incl. haul roads\nHolder: Jake Morrison  Dept: Technical Services\n"
            f"Verified by: M. Rossiter (site trainer)   Date: {_au(dt)}\n"
            "Conditions: positive communication on channel 3 before entering haul roads; flag and beacon fitted; "
            "give way to all haul trucks; 60 km/h max.\nRe-verification due annually.")


def t_hr_roster_mail(r, dt):
    return ("From: HR Services <hr@ashburtoniron.com.au>\nTo: Technical Services - Coolyarra\n"
            f"Date: {_au(dt)}\nSubject: RE: question about FY27 roster changes\n\nHi Jake,\n\nThanks for your "
            "question. Yes, from 1 July 2026 staff in Technical Services can choose between the current 14/7 and "
            "an 8/6 roster. The 8/6 option keeps the same salary but the remote location allowance is "
            "pro-rated to days on site. Please tell your superintendent by 19 June which roster you want for "
            "FY27.\n\nKind regards,\nMegan Lowe\nHR Business Partner\n")


def t_grad_reference(r, dt):
    return ("To the selection panel,\n\nI have supervised Liam O'Connell since he joined our mine planning team "
            "as a graduate engineer at Coolyarra in February 2024. Liam prepares weekly dig plans, runs the "
            "monthly reconciliation of planned against actual tonnes and helped me with the survey checks for "
            "the HR2 haul-road realignment. He asks good questions, takes safety seriously and the crews trust "
            "him. I'd be happy for him to move into a mining engineer role on the strength of his work.\n\n"
            "[check: mention the Deswik course?]\n\nJake Morrison\nSenior Mining Engineer, Ashburton Iron")


def t_s5_todo(r, dt):
    return ("todo before fly in Mon\n- rerun shells with 55 deg in the McRae shale (Dean's email)\n"
            "- strip ratio table v3 -> Sam\n- ask Ellie for east wall crest pickup\n- bore relocation cost from "
            "Natalie - chase\n- book room for Priya review wk of 20 July\n- ramp R7 still 10.4% - fix before v3")


# --------------------------------------------------------------------------- study (Projects / Archive)


def t_enrol(r, dt):
    return ("Curtin University - Confirmation of Enrolment\nStudent: Jake Andrew Morrison  Student ID 2039{}\n"
            "Course: Graduate Certificate in Mine Planning (online, part-time)\nStudy period: Semester 1, 2026\n"
            "Units: MINE6030 Open Pit Optimisation and Scheduling (25 credits)\n"
            "Census date: 31 March 2026. Fees deferred via FEE-HELP.\n"
            "Expected completion: Semester 2, 2026 (MINE6040 Mine Planning Project)").format(r.randint(1000, 9999))


def t_feehelp(r, dt):
    return ("Curtin University - Commonwealth Assistance Notice (CAN)\nStudent: Jake Morrison\n"
            "Study period: Semester 1 2026   Unit: MINE6030   Student contribution / tuition fee: $4,275.00\n"
            "Amount deferred to FEE-HELP: $4,275.00   Paid upfront: $0.00\n"
            "FEE-HELP balance is indexed each 1 June and repaid through the tax system (ATO) once your income "
            "exceeds the repayment threshold. Check your CAN within 14 days.")


def t_course_plan(r, dt):
    return ("Unit;Title;Semester;Status;Result\nMINE6010;Mine Planning Fundamentals;S1 2025;done;Distinction (74)\n"
            "MINE6020;Geostatistics and Resource Estimation;S2 2025;done;Credit (66)\n"
            "MINE6030;Open Pit Optimisation and Scheduling;S1 2026;in progress - A2 due 15/6;\n"
            "MINE6040;Mine Planning Project;S2 2026;enrolled;\nFinish;Nov 2026;;graduation Feb 2027?;")


def t_unit_outline(r, dt):
    return ("MINE6030 Open Pit Optimisation and Scheduling - Unit Outline, Semester 1 2026\n"
            "Unit coordinator: Dr Helen Marsh, WA School of Mines: Minerals, Energy and Chemical Engineering\n"
            "Learning outcomes: apply the Lerchs-Grossmann and pseudoflow algorithms; generate nested pit shells; "
            "select an ultimate pit; calculate marginal and break-even cut-off grades; build a life-of-mine "
            "schedule.\nAssessment: Assignment 1 pit shell analysis 30% (due week 6); Assignment 2 optimisation "
            "and cut-off grade study 50% (due 15 June); online quizzes 20%.\n"
            "Software: Whittle (student licence), Excel. Late penalty 5% per day.")


def t_assignment2(r, dt):
    return ("MINE6030 Assignment 2 - Pit optimisation and cut-off grade study for a Pilbara hematite deposit\n"
            "Jake Morrison 2039xxxx - DRAFT v4\n1. Introduction\nThe Wirra Hill deposit (a synthetic block model "
            "supplied for the unit) contains 412 Mt at 58.9% Fe above a 50% Fe cut-off. This study finds the "
            "ultimate pit at US$95/t CFR and tests the effect of price and slope on pit size.\n"
            "2. Method\nNested shells from revenue factor 0.3 to 1.2 were generated in Whittle. Slope regions: "
            "BIF 48 deg, shale 38 deg. Mining cost A$4.10/t with a depth increment of A$0.04/t per 10 m.\n"
            "3. Results\nShell 24 (RF 0.92) maximises discounted cash flow: 186 Mt ore, strip ratio 2.9.\n"
            "4. Cut-off grade\nThe break-even cut-off is 54.2% Fe; Lane's theory gives 55.0% while the plant "
            "constrains capacity ... [finish]\n5. Conclusions [todo]")


def t_block_model(r, dt):
    rows = ["x,y,z,fe_pct,sio2_pct,al2o3_pct,density,rock"]
    for _ in range(48):
        fe = r.uniform(38, 64)
        rows.append(f"{r.randrange(600000, 602000, 25)},{r.randrange(7480000, 7482000, 25)},{r.randrange(500, 700, 10)},"
                    f"{fe:.2f},{r.uniform(2, 12):.2f},{r.uniform(1, 5):.2f},{r.uniform(2.6, 3.9):.2f},"
                    f"{'ORE' if fe > 55 else r.choice(['BIF', 'SHALE', 'DOL'])}")
    return "\n".join(rows) + "\n"


def t_pit_shells(r, dt):
    rows = ["shell,revenue_factor,ore_mt,waste_mt,strip,fe_pct,dcf_best_musd,dcf_worst_musd"]
    for s in range(1, 31):
        ore = 20 + s * 6.2 + r.uniform(-2, 2)
        waste = ore * (1.6 + s * 0.05)
        rows.append(f"{s},{0.3 + s * 0.03:.2f},{ore:.1f},{waste:.1f},{waste / ore:.2f},{r.uniform(58.5, 60.1):.2f},"
                    f"{800 + s * 40 - (s - 24) ** 2 * 6:.0f},{700 + s * 33 - (s - 22) ** 2 * 7:.0f}")
    return "\n".join(rows) + "\n"


def t_cog(r, dt):
    return ("Parameter;Value;Unit\nPrice CFR;95;US$/t\nExchange rate;0.66;US$/A$\nFreight + royalty;21.40;A$/t\n"
            "Processing cost;6.80;A$/t ore\nMining cost;4.10;A$/t\nRecovery;0.92;\nBreak-even cut-off;54.2;% Fe\n"
            "Marginal cut-off;52.6;% Fe\nLane mine-limited;55.0;% Fe")


def t_lecture_lg(r, dt):
    return ("# MINE6030 week 9 - Lerchs-Grossmann and pseudoflow\n\n- LG = graph closure problem: blocks are nodes, "
            "precedence arcs from slope constraints\n- pseudoflow (Hochbaum) gives same answer, much faster - "
            "Whittle uses it now\n- nested shells: run with revenue factors, pick by DCF best/worst case\n"
            "- slope precedence: 1:5:9 patterns approximate 45 deg, errors at low angles\n"
            "- Helen: 'the ultimate pit is an economic answer, not a geotechnical one' - check ramps after\n")


def t_extension(r, dt):
    return ("From: Jake Morrison <jake.morrison@student.curtin.edu.au>\nTo: Helen Marsh <h.marsh@curtin.edu.au>\n"
            f"Date: {_au(dt)}\nSubject: MINE6030 Assignment 2 - extension request\n\nHi Helen,\n\nI'm on site "
            "from 1 to 14 June on a 14/7 roster with 12-hour shifts, so I'd like to ask for a 5-day extension for "
            "Assignment 2 (to 20 June). I've attached my roster from the company. The Whittle runs are done; it's "
            "the write-up I need the extra days for.\n\nThanks,\nJake Morrison\n\n---\nFrom: Helen Marsh\n"
            "Hi Jake, approved to 20 June under the work-commitments provision. Good luck with the write-up. H\n")


def t_a1_feedback(r, dt):
    return ("MINE6030 Assignment 1 - Pit shell analysis - Marker's feedback\nStudent: Jake Morrison   Mark: 24/30\n"
            "Strengths: clear explanation of revenue factors; good use of the DCF best/worst chart.\n"
            "To improve: justify the slope regions; the sensitivity to price should be shown as a spider plot; "
            "reference the unit readings properly (Hustrulid, Whittle manual).\nMarker: T. Fenwick")


def t_mine6010_final(r, dt):
    return ("MINE6010 Mine Planning Fundamentals - Final Assignment\nJake Morrison\nTopic: From resource to reserve - "
            "the planning process at a Pilbara iron-ore mine\nThe JORC Code 2012 requires modifying factors "
            "(mining, metallurgical, economic, marketing, legal, environmental, social and governmental) to "
            "convert resources to reserves. This report follows that process for a hypothetical deposit ...\n"
            "Dilution of 4% and ore loss of 3% were assumed from reconciliation history.")


def t_mine6010_results(r, dt):
    return ("Curtin University - Statement of Results\nStudent: Jake Morrison\nSemester 1 2025\n"
            "MINE6010 Mine Planning Fundamentals - 74 - Distinction\nCourse: Graduate Certificate in Mine Planning\n"
            "Course weighted average to date: 74.0")


def t_kriging(r, dt):
    rows = ["Sample;Easting;Northing;Fe %;Distance to block m;Weight"]
    for i in range(1, 9):
        rows.append(f"DH{i:03d};{r.randint(601000, 601400)};{r.randint(7481000, 7481400)};{r.uniform(52, 63):.1f};"
                    f"{r.uniform(10, 120):.0f};{r.uniform(0.02, 0.3):.3f}")
    rows.append("Estimate (OK);;;=SUMPRODUCT;;")
    return "\n".join(rows)


def t_variogram(r, dt):
    return ("# Variogram notes (MINE6020)\n\n- nugget = short-scale variability + sampling error\n- sill ~ total "
            "variance; range = distance where samples stop being correlated\n- iron ore Fe: ranges 150-300 m "
            "along strike, 40-80 m across\n- model with spherical structures, check with cross-validation\n")


def t_mine6040_topic(r, dt):
    return ("MINE6040 project - topic ideas (for S2 2026)\n1. Short-term schedule optimisation with blending "
            "constraints - could use our North Pit data if Priya agrees (de-identified)\n2. Ramp placement "
            "effect on haul cost - ties in with the Stage 5 work\n3. Grade control dilution reconciliation\n"
            "Supervisor to approach: Helen Marsh or T. Fenwick. Proposal due 3 August.")


def t_thesis(r, dt):
    return ("Western Australian School of Mines - Final Year Thesis 2009\nPaste fill performance in open stopes at "
            "a Kalgoorlie gold mine\nJake Morrison\nAbstract: Cemented paste fill with 4% binder was tested ...\n"
            "Unconfined compressive strength after 28 days averaged 780 kPa, adequate for 30 m exposures.")


def t_vacwork(r, dt):
    return ("Vacation Work Report - Summer 2008/09\nJake Morrison, WASM\nHost: Boulder Ridge Gold Mines, Kalgoorlie\n"
            "Ten weeks with the underground survey and planning teams: development survey, stope reconciliation, "
            "ventilation surveys on level 7. Learnt Surpac basics.")


def t_a2_reflection(r, dt):
    return ("Reflection (part of Assignment 2, 300 words)\nThe most useful part of this unit was seeing why the "
            "ultimate pit is only an economic envelope. At work I take pit shells as a given from the long-term "
            "team. Running my own shells for the Wirra Hill block model showed how sensitive the pit is to the "
            "slope in the shale: five degrees moved 30 Mt of waste. I will apply this in my day job when we "
            "review the Stage 5 design criteria with geotech. The cut-off grade section was harder ...")


def t_drillhole(r, dt):
    rows = ["hole_id,from_m,to_m,fe,sio2,al2o3,p,loi"]
    for h in range(1, 5):
        for d in range(0, 40, 4):
            rows.append(f"WH{h:03d},{d},{d + 4},{r.uniform(45, 64):.2f},{r.uniform(2, 14):.2f},{r.uniform(1, 6):.2f},"
                        f"{r.uniform(0.05, 0.15):.3f},{r.uniform(2, 9):.2f}")
    return "# Wirra Hill synthetic drillholes - MINE6030 dataset (do not distribute)\n" + "\n".join(rows) + "\n"


def t_fee_form(r, dt):
    return ("Request for FEE-HELP assistance\nStudent name: Jake Andrew Morrison  Student ID 2039xxxx\n"
            "Course: Graduate Certificate in Mine Planning - Curtin University\nTax file number: *** *** 412\n"
            "I request FEE-HELP for my tuition fees for units in this course. I understand the debt is repaid "
            "through the tax system.\nSigned J. Morrison")


def t_tutorial_notes(r, dt):
    return ("tutorial 12/3 - MINE6030\n- Helen went through A1 common errors: people averaged grades instead of "
            "weighting by tonnes\n- revenue factor 1 shell is NOT the optimal pit\n- A2 brief out next week, "
            "Wirra Hill model on Blackboard\n- Whittle student licence expires 30 Nov")


def t_whittle_tut(r, dt):
    return ("Whittle Tutorial - Chapter 3: Pit shells and the pit-by-pit graph\nIn this chapter you will import "
            "a block model, set slope regions, define mining and processing costs, and run a nested pit "
            "optimisation with revenue factors 0.3 to 1.2. The pit-by-pit graph shows discounted cash flow for "
            "best and worst case schedules ...")


# --------------------------------------------------------------------------- finance (Areas / Archive / Resources)


def t_noa(year, who="JAKE ANDREW MORRISON", refund=True):
    def f(r, dt):
        taxable = r.randint(176000, 198000) if "JAKE" in who else r.randint(38000, 46000)
        amt = r.uniform(600, 3400)
        help_ = f"$1,9{r.randint(10, 99)}" if "JAKE" in who and year >= 2025 else "$0"
        return ("Australian Taxation Office\nNotice of assessment - Individual\n"
                f"Year ended 30 June {year}\n{who}\n{ADDR}\nTax file number *** *** {r.randint(100, 999)}\n"
                f"Date of issue {_dmy(dt)}\nTaxable income ${taxable:,}\n"
                f"Medicare levy and surcharge included. HELP / FEE-HELP repayment {help_}\n"
                f"Result of this notice: {'refund' if refund else 'amount payable'} ${amt:,.2f}\n"
                + ("Your refund will be paid to your nominated account within 14 days." if refund else
                   f"Due date for payment {_dmy(dt + timedelta(days=21))}. Pay by BPAY, biller code 75556."))
    return f


def t_tax_return(year):
    def f(r, dt):
        fbt = ("Reportable fringe benefits (novated lease): $0 - employee contribution method\n"
               if year >= 2025 else "")
        selfed = f"Curtin Grad Cert ${r.randint(900, 1800)}" if year >= 2025 else "nil"
        return (f"Tax return for individuals {year - 1}-{str(year)[2:]} - lodged via myTax\nName: Jake Morrison\n"
                f"Salary and wages (Ashburton Iron Pty Ltd): ${r.randint(196000, 214000):,}\n"
                f"Reportable employer super contributions: $10,400\n{fbt}Interest: ${r.randint(120, 900)}\n"
                "D1 Car expenses: nil (company charter)\nD2 Travel: nil\nD3 Clothing: protective boots, hi-vis $"
                f"{r.randint(180, 320)}\nD4 Self-education: {selfed}\n"
                f"D5 Other work-related: phone 40% ${r.randint(300, 500)}, tools/calculator, union nil\n"
                f"D10 Cost of managing tax affairs: ${r.randint(220, 330)}\n"
                "Private health: HBF, family cover, full year\n"
                f"Lodged {_dmy(dt)}  Receipt no. {r.randint(10**9, 10**10 - 1)}")
    return f


def t_income_statement(r, dt):
    return ("ATO - Income statement (via myGov)\nPayer: ASHBURTON IRON PTY LTD  ABN 61 604 118 392\nPayee: Jake Morrison\n"
            "Financial year 2024-25   Status: TAX READY\nGross payments $201,884\nTax withheld $58,913\n"
            "Reportable employer superannuation contributions $10,400\nAllowances: remote location $14,500\n"
            "Lump sum A: nil")


def t_deductions(fy):
    def f(r, dt):
        rows = ["Date;What;Category;Amount;Receipt?"]
        for _ in range(9):
            what, cat = r.choice([("Steel Blue boots", "D3 clothing"), ("Officeworks - calculator, ink", "D5 other"),
                                  ("Phone bill (40%)", "D5 other"), ("Curtin MINE unit textbook", "D4 self-ed"),
                                  ("Hi-vis shirts x3", "D3 clothing"), ("Rockingham Tax & Accounting", "D10"),
                                  ("Internet 20% study", "D4 self-ed"), ("Safety glasses prescription", "D5 other")])
            rows.append(f"{_dmy(dt - timedelta(days=r.randint(0, 300)))};{what};{cat};{r.uniform(25, 420):.2f};"
                        f"{r.choice(['yes', 'yes', 'email', 'no - bank stmt'])}")
        return f"Work related deductions {fy}\n" + "\n".join(rows)
    return f


def t_tash_return(r, dt):
    return ("Rockingham Tax & Accounting - Tax return summary 2024-25\nClient: Natasha Kelly\n"
            f"Salary and wages: Baldivis Family Dental ${r.randint(39000, 45000):,}\nDeductions: uniforms and laundry "
            f"$150, infection control CPD course $"
            f"{r.randint(180, 260)}, union (HSU WA) ${r.randint(300, 380)}\nEstimated refund: ${r.randint(500, 1100)}\n"
            f"Lodged electronically {_dmy(dt)}. Fee $165 paid by Jake.")


def t_boots_receipt(r, dt):
    return ("WORKWEAR EXPRESS ROCKINGHAM\nTax invoice  ABN 33 129 884 501\n"
            f"Date {_dmy(dt)}  Invoice 44{r.randint(1000, 9999)}\n1 x Steel Blue Argyle zip-sided safety boot size 10"
            " $239.95\n2 x hi-vis long sleeve cotton drill shirt $79.90\nTotal incl GST $319.85 (GST $29.08)\n"
            "Paid EFTPOS. Keep for tax - protective clothing.")


def t_officeworks(r, dt):
    return ("Officeworks Baldivis\nTAX INVOICE ABN 36 004 763 526\n"
            f"{_dmy(dt)}  Store 0641\nCasio fx-82AU Plus II calculator 1 @ 29.98\nHP 65XL black ink 1 @ 54.00\n"
            "A4 copy paper 500 sheets 1 @ 7.50\nTOTAL $91.48 incl GST $8.32\nVisa **4471")


def t_tax_agent(r, dt):
    return ("Rockingham Tax & Accounting\nSuite 4, 12 Simpson Avenue, Rockingham WA 6168\nTAX INVOICE\n"
            f"To: Jake Morrison and Natasha Kelly   Date {_dmy(dt)}\n"
            "Preparation and lodgement of 2024-25 individual tax returns x2 $330.00\n"
            "Advice on salary packaging and novated lease $0.00 (no charge)\nTotal incl. GST $330.00\n"
            "This fee is deductible as cost of managing tax affairs.")


def t_super(fund, who):
    def f(r, dt):
        bal = r.uniform(280000, 330000) if who == "Jake Morrison" else r.uniform(68000, 84000)
        return (f"{fund} - Annual member statement 1 July 2024 - 30 June 2025\nMember: {who}\n"
                f"Opening balance ${bal * 0.87:,.2f}\nEmployer contributions ${bal * 0.045:,.2f}\n"
                f"Salary sacrifice ${(10400 if who == 'Jake Morrison' else 0):,.2f}\n"
                f"Investment returns ${bal * 0.09:,.2f}\nInsurance premiums -${r.uniform(400, 1300):,.2f}\n"
                f"Fees -${r.uniform(200, 600):,.2f}\nClosing balance ${bal:,.2f}\nInvestment option: Balanced\n"
                "Insurance cover: death, TPD" + (", income protection (30-day wait)" if who == "Jake Morrison" else ""))
    return f


def t_ss_form(r, dt):
    return ("Ashburton Iron - Salary sacrifice superannuation variation\nEmployee: Jake Morrison\n"
            f"Effective from the pay period starting {_dmy(dt)}\nNew pre-tax contribution: $400.00 per fortnight "
            "(was $300.00) to AustralianSuper member no. 51xxxxx\nI understand concessional contributions count "
            "towards the $30,000 cap including employer SG.\nSigned: J. Morrison")


def t_super_notes(r, dt):
    return ("# Super notes\n\n- concessional cap $30k from 1 July 2024; SG 12% of ~$187k = $22.4k, plus $10.4k "
            "sacrifice = over the cap?? check - carry-forward unused cap from 2021-22 onwards if balance < $500k\n"
            "- Tash: spouse contribution $3,000 -> tax offset $540 for me if her income < $37k (she's over now)\n"
            "- consolidate Tash's old Rest account into HESTA - done?\n")


def t_ip_insurance(r, dt):
    return ("AustralianSuper - Insurance cover summary\nMember: Jake Morrison  Occupation rating: white collar "
            "(professional, < 20% manual)\nDeath cover $1,120,000  TPD $880,000\nIncome protection: 85% of salary "
            "for up to 2 years, 30-day waiting period\nAnnual premium deducted from account: $1,284.60\n"
            "Changing your occupation rating may reduce your premium.")


def t_packaging_agreement(r, dt):
    return ("Fleetwise Novated - Salary Packaging Agreement\nEmployer: Ashburton Iron Pty Ltd  Employee: Jake Morrison\n"
            "Packaged benefits: (1) novated lease - see separate lease agreement; (2) superannuation salary "
            "sacrifice; (3) portable electronic device (laptop) once per FBT year.\n"
            "Administration fee $15.50 per fortnight.\nFBT year 1 April - 31 March. Deductions come out of your "
            f"pre-tax salary each pay.\nSigned {_dmy(dt)}")


def t_packaging_statement(r, dt):
    return ("Fleetwise Novated - Salary packaging statement\nPeriod: 1 January - 31 March 2026  Employee: Jake Morrison\n"
            f"Pre-tax deductions received ${612.40 * 6:,.2f}\nPost-tax (ECM) contributions ${r.uniform(1500, 1900):,.2f}\n"
            "Payments made: lease rentals, fuel, servicing, tyres, registration, insurance - see budget statement\n"
            f"Admin fees ${15.50 * 6:,.2f}\nLaptop package: not used this FBT year")


def t_bank(kind):
    def f(r, dt):
        lines = [f"Bankwest - {kind} statement\nAccount holders: J A Morrison and N Kelly  BSB 302-162 Account ***4471",
                 f"Statement period: {_dmy(dt - timedelta(days=30))} to {_dmy(dt)}"]
        bal = r.uniform(3000, 9000)
        for _ in range(9):
            d = dt - timedelta(days=r.randint(1, 29))
            desc, amt = r.choice([("SALARY ASHBURTON IRON", 4855.12), ("BALDIVIS FAMILY DENTAL PAY", 1391.40),
                                  ("WOOLWORTHS BALDIVIS", -r.uniform(90, 260)), ("SYNERGY BPAY", -r.uniform(200, 420)),
                                  ("HOME LOAN REPAYMENT", -2710.00), ("AMPOL BALDIVIS", -r.uniform(70, 140)),
                                  ("BUNNINGS ROCKINGHAM", -r.uniform(20, 190)), ("PAPERBARK PS OSHC", -r.uniform(90, 180)),
                                  ("BALDIVIS BULLDOGS JFC", -95.00), ("BCF ROCKINGHAM", -r.uniform(30, 120))])
            bal += amt
            lines.append(f"{_dmy(d)} {desc} {amt:,.2f} balance {bal:,.2f}")
        return "\n".join(lines)
    return f


def t_home_loan(r, dt):
    return ("Bankwest Complete Variable Home Loan - statement 1 July to 31 December 2025\nBorrowers: Jake Morrison, "
            f"Natasha Kelly  Security: {ADDR}\nOpening balance $412,880.16\nRepayments $16,260.00 (fortnightly "
            "$1,355)\nInterest charged $12,902.44 (offset benefit $1,980.10)\nClosing balance $409,522.60\n"
            "Current rate 5.89% p.a. variable. Offset account ***4488 balance $38,112.90")


def t_tx_export(r, dt):
    rows = ["Date,Description,Debit,Credit,Balance"]
    bal = r.uniform(4000, 8000)
    for _ in range(14):
        d = dt - timedelta(days=r.randint(0, 27))
        desc = r.choice(["EFTPOS WOOLWORTHS BALDIVIS", "BPAY WATER CORPORATION", "TFR HBF HEALTH", "SALARY ASHBURTON IRON",
                         "BUNNINGS ROCKINGHAM", "KMART ROCKINGHAM", "PEEL PATIOS DEPOSIT", "NETFLIX.COM",
                         "AUSSIE BROADBAND", "CALTEX BALDIVIS"])
        amt = r.uniform(8, 300) if "SALARY" not in desc else 4855.12
        if "PATIOS" in desc:
            amt = 1894.00
        cr = "SALARY" in desc
        bal += amt if cr else -amt
        rows.append(f"{d:%d/%m/%Y},{desc},{'' if cr else f'{amt:.2f}'},{f'{amt:.2f}' if cr else ''},{bal:.2f}")
    return "\n".join(rows) + "\n"


def t_budget(r, dt):
    return ("Item;Per fortnight;Per month;Notes\nJake net pay;4855;10519;after packaging + super\n"
            "Tash net pay;1390;3012;3 days/wk\nHome loan;1355;2936;offset helps\nGroceries;620;1343;\n"
            "OSHC + school;180;390;CCS covers some\nFooty + swimming;45;98;\nSynergy + Water + gas;190;412;\n"
            "Phones + internet;85;184;\nHBF;142;308;family hospital + extras\nCX-5 running;120;260;\n"
            "Patio (from savings);;;$18,940 total - progress payments\nBali;;;$7,800 paid, $1,500 spending\n"
            "Savings target;800;1733;offset")


def t_fifo_budget_notes(r, dt):
    return ("FIFO budget thoughts\n- pay goes in every 2nd Thursday, swing doesn't line up so some months get 3 pays - "
            "the 3rd pay goes straight to offset\n- Tash's pay covers groceries + kids stuff, mine covers loan + bills\n"
            "- STI in Sept -> patio balance + Karijini fuel\n- stop the Foxtel, nobody watches it when I'm away\n")


def t_refi_offer(r, dt):
    return ("Bankwest - Letter of Offer - Home Loan\nBorrowers: Jake Andrew Morrison and Natasha Kelly\n"
            f"Security property: {ADDR}\nLoan amount $438,000 refinance from ANZ\nProduct: Complete Variable with "
            "100% offset, rate 6.14% p.a.\nCashback $3,000 on settlement\nSettlement required by 30 September 2023."
            "\nAccept by signing and returning within 14 days.")


def t_refi_discharge(r, dt):
    return ("ANZ - Discharge of mortgage authority\nCustomers: J A Morrison, N Kelly   Loan ***9021\n"
            f"Property: {ADDR}\nWe authorise ANZ to discharge the mortgage on settlement of the refinance with "
            "Bankwest. Settlement booked 21 September 2023 via PEXA.\nSigned J Morrison  N Kelly")


def t_refi_mail(r, dt):
    return ("From: Dylan Park <dylan@parkfinance.com.au>\nTo: Jake Morrison, Tash Kelly\nDate: 19 September 2023\n"
            "Subject: Refinance settled\n\nHi Jake and Tash,\n\nGood news - the refinance from ANZ to Bankwest settled "
            "this morning. Your new repayment is $1,355 a fortnight from 5 October, and the $3,000 cashback will "
            "land in the offset within 10 business days. The ANZ loan is closed.\n\nThat's everything done on my "
            "side - any questions, just call.\n\nDylan Park\nPark Finance - mortgage broker\n")


def t_ato_fifo_guide(r, dt):
    return ("ATO - Fly-in fly-out and drive-in drive-out workers: what you can and can't claim\n"
            "You can't claim the cost of travel between home and your usual workplace, even if the workplace is "
            "remote, unless your employer pays and it's a fringe benefit. Meals at the camp provided by your "
            "employer are not deductible. You may be able to claim protective clothing, self-education related to "
            "your current job, and a portion of phone costs used for work.\nKeep records for 5 years.")


def t_barefoot(r, dt):
    return ("# Barefoot Investor - notes\n\n- buckets: Daily Expenses 60%, Splurge 10%, Smile 10%, Fire Extinguisher 20%\n"
            "- mojo account = 3 months expenses\n- domino 1: cancel credit cards -> we keep one for travel points\n"
            "- kids: jobs and pocket money jars (Mia started in Jan)\n- check super fees + insurance once a year\n")


def t_ato_letter(r, dt):
    return ("Australian Taxation Office\nOur reference 1-KQ{}\nJake Andrew Morrison\n{}\n\nDear Jake,\n\n"
            "PAYG instalments - notice of entry into the system\nBased on your 2024-25 tax return, you had "
            "investment income of more than $4,000 and a tax liability on that income. You are now required to "
            "pay quarterly PAYG instalments. Your instalment amount for the June 2026 quarter is $412.00, due "
            "28 July 2026.\nIf you think your income for 2025-26 will be lower you can vary the amount.\n\n"
            "Yours faithfully,\nCommissioner of Taxation").format(r.randint(100000, 999999), ADDR)


def t_ato_soa_2024(r, dt):
    return ("Australian Taxation Office - Income tax account statement\nJAKE ANDREW MORRISON\n"
            "Statement period 1 July 2023 to 30 June 2024\n12/09/2023 Notice of assessment 2022-23 credit $1,804.22\n"
            "15/09/2023 EFT refund paid to BSB 302-162 -$1,804.22\nBalance $0.00\nNo amounts are currently owing.")


def t_tash_payslip(r, dt):
    return ("Baldivis Family Dental Pty Ltd - Payslip\nEmployee: Natasha Kelly   Position: Dental Assistant (part time)\n"
            f"Pay period ending {_dmy(dt)}\nOrdinary hours 45.6 @ $32.10 = $1,463.76\nSaturday penalty 4.0 h @ "
            "$40.13 = $160.52\nTax -$232.00\nNet pay $1,392.28\nSuper 12% to HESTA $194.91")


def t_pkg_notes_2024(r, dt):
    return ("salary packaging - what Fleetwise said (phone call)\n- novated lease on a new Prado GXL: about $612/fn pre-tax + "
            "~$300/fn post-tax (ECM to kill the FBT)\n- includes fuel card, rego, insurance, tyres, services\n"
            "- 5 year term, balloon/residual 28.13% at the end\n- leaves me roughly $180/fn better off vs paying "
            "cash + loan, they reckon\n- ask: what happens if I leave Ashburton? lease goes back to me")


def t_super_call(r, dt):
    return ("call with HESTA re Tash's old account (ref 88721)\n- they can roll in the old Rest account online, no "
            "paper form needed, takes ~3 business days\n- insurance in the old account stops once it's rolled over\n"
            "- Tash needs to log in herself and tick 'combine my super'\n- also check her beneficiary "
            "nomination - still says her mum")


def t_loan_rate_letter(r, dt):
    return ("Bankwest\nImportant information about your home loan\nDear Jake Morrison and Natasha Kelly,\n"
            "Following the Reserve Bank's cash rate decision, the interest rate on your Complete Variable Home Loan "
            "ending 9918 will decrease by 0.25% p.a. to 5.64% p.a. from 3 March 2026.\n"
            "Your minimum fortnightly repayment will fall from $1,355.00 to $1,322.40. You can keep paying the "
            "higher amount to pay your loan off sooner.")


def t_salary_pkg_stmt_hash(r, dt):
    return ("Fleetwise Novated - Annual FBT statement 1 April 2025 - 31 March 2026\nEmployee: Jake Morrison\n"
            "Novated lease - Toyota LandCruiser Prado GXL 1XZ-4RT\nTaxable value (statutory formula) $13,420.00\n"
            "Employee contributions (ECM, post-tax) $13,420.00\nReportable fringe benefit amount: $0\n"
            "Total running costs paid from your package: $9,864.21")


def t_shared_budget(r, dt):
    return ("Month;Planned;Actual;Who\nJan;6800;7412;Christmas + school shoes\nFeb;6800;6590;\nMar;6800;7020;car service\n"
            "Apr;6800;6702;\nMay;6800;8891;patio deposit (from offset)\nNotes;;;Tash: can we stop buying fishing "
            "gear until the boat licence is done :)")


# --------------------------------------------------------------------------- home (Projects / Areas / Resources / Archive)


def t_permit(r, dt):
    return ("City of Rockingham - Building Services\nBUILDING PERMIT  BP26/0412  (Building Act 2011, s.20)\n"
            f"Date of issue: {_au(dt)}   Valid for 2 years\nOwners: Jake Morrison and Natasha Kelly\n"
            f"Site: Lot 812, {ADDR}\nDescription of work: Class 10a patio, 7.2 m x 6.0 m gable roof, Colorbond "
            "steel, attached to dwelling, 900 mm from the northern boundary\nBuilder: Peel Patios & Outdoor "
            "Living, Craig Bettini, registration BC 104871\nCertificate of design compliance: provided by "
            "Coastal Certifying Pty Ltd\nConditions: 1. Stormwater to be contained on site (soakwells). "
            "2. Notice of completion (BA7) within 7 days of finishing. 3. No part of the roof to overhang "
            "the boundary.")


def t_patio_plans(r, dt):
    return ("PEEL PATIOS & OUTDOOR LIVING - Drawing set P-2026-118 Rev B\nClient: Morrison / Kelly  Site: " + ADDR +
            "\nSheet 1 Site plan 1:200: patio to rear of dwelling, setback 900 mm north boundary, pool barrier "
            "unaffected\nSheet 2 Plan 1:50: 7200 x 6000, 4 x 100 SHS posts, 150 x 50 C-section beams, gable 15 deg\n"
            "Sheet 3 Elevations: ridge height 3.95 m, eave 2.7 m\nSheet 4 Footings: 450 x 450 x 600 pad footings, "
            "N20 concrete\nRoof: Colorbond Trimdek 0.42 BMT, colour Monument; gable infill Surfmist")


def t_engineering(r, dt):
    return ("Coastal Structural Engineers - Certificate of Structural Adequacy\nProject: patio at " + ADDR +
            "\nDesign wind speed region A, terrain category 2.5, N2\nSite classification: Class A (sand) per "
            "AS 2870\nFootings 450 x 450 x 600 deep in N20 concrete are adequate for the design loads.\n"
            "Roof framing to AS/NZS 4600. Connection to existing fascia via bracket, fascia beam to be "
            "checked on site.\nSigned B. Lim MIEAust CPEng NER 3321456")


def t_patio_quote(builder, total, accepted):
    def f(r, dt):
        return (f"{builder}\nQUOTATION Q-{r.randint(2000, 2999)}\nDate: {_dmy(dt)}\nClient: Jake & Tash, {ADDR}\n"
                "Supply and install 7.2 x 6.0 m gable patio, Colorbond roof, 4 posts, pad footings\n"
                "Includes: engineering, council building permit application, 2 downpipes to soakwell, clean up\n"
                f"Total price incl GST: ${total:,}\nPayment: 6.5% deposit on signing (the most allowed under the HBC Act), progress on "
                "footings, balance on completion.\nValid 30 days." + ("\nACCEPTED - signed J Morrison" if accepted else ""))
    return f


def t_patio_contract(r, dt):
    return ("HOME BUILDING CONTRACT (Home Building Contracts Act 1991 WA)\nBuilder: Peel Patios & Outdoor Living "
            "(BC 104871)\nOwners: Jake Morrison and Natasha Kelly\nWork: patio as per drawings P-2026-118 Rev B\n"
            "Contract price: $18,940 incl GST\nDeposit: $1,231.10 (6.5%)\nProgress claims: footings and posts 40%, "
            "roof sheeted 40%, completion 13.5%\nEstimated start: within 20 days of building permit. Estimated "
            "completion: 30 working days after start.\nHome indemnity insurance certificate attached.\n"
            f"Signed {_dmy(dt)}")


def t_deposit_invoice(r, dt):
    return ("Peel Patios & Outdoor Living - TAX INVOICE INV-00388\nABN 48 612 554 019\n"
            f"Date {_dmy(dt)}  Job P-2026-118 Morrison/Kelly\nDeposit 6.5% of contract $18,940.00 = $1,231.10\n"
            "Pay to BSB 086-420 Acc 55 219 883. Reference P118.")


def t_variation(r, dt):
    return ("VARIATION No. 1 - Job P-2026-118 (Morrison / Kelly, Baldivis)\n"
            f"Date: {_dmy(dt)}\nRequested by owner: add third downpipe on the east side and 4 LED downlights in the "
            "patio ceiling with a weatherproof switch (licensed electrician, Bright Spark Electrical EC 12994).\n"
            "Cost: downpipe + extra soakwell $640.00; electrical $1,020.00. Total variation $1,660.00 incl GST.\n"
            "New contract price: $20,600.00\nTime: adds 2 working days.\nOwner: ______   Builder: ______")


def t_patio_email(r, dt):
    return ("From: Craig Bettini <craig@peelpatios.com.au>\nTo: Jake Morrison <jakemorrison87@gmail.com>\n"
            f"Date: {_au(dt)}\nSubject: RE: patio start date\n\nHi Jake,\n\nWe've got the permit from the City so "
            "we're booked in to start Monday 18 May - footings and posts first, then the steel goes up the week "
            "after. Roof sheets are on order, Monument as discussed. Can you make sure the side gate is unlocked "
            "and the dog (if any) is inside? Tash said you're away that week - no dramas, I'll send photos.\n\n"
            "Cheers, Craig\n")


def t_patio_budget(r, dt):
    return ("Item;Quote;Paid;Date;Notes\nPeel Patios contract;18940;1231.10;deposit\nProgress claim 1 (footings);7576;"
            "7576;22/05/2026;\nVariation 1 downpipe + LEDs;1660;0;;on completion\nCouncil permit fee;"
            "210.40;210.40;03/2026;\nPaving under patio (DIY?);2400;0;;quote from Rockingham Paving\n"
            "Outdoor fan;349;0;;Bunnings\nTOTAL;;;;keep under $24k")


def t_before_you_dig(r, dt):
    return ("Before You Dig Australia - Job {}\nEnquirer: Jake Morrison\nDig site: {}\n"
            "Activity: footings for patio, max depth 0.6 m\nAsset owners notified: Western Power, Water Corporation, "
            "ATCO Gas, NBN Co, City of Rockingham\nResponses: NBN - no assets affected; ATCO Gas - gas service "
            "runs along the east side of the dwelling, hand dig within 1 m.").format(r.randint(33100000, 33199999), ADDR)


def t_neighbour_letter(r, dt):
    return ("Hi Gary and Leanne,\n\nJust a note to let you know we're finally getting the patio built out the back. "
            "It'll be 900 mm off our shared fence on the north side and the City has approved it. The builders "
            "(Peel Patios) will be here from Monday 18 May for about three weeks, mostly 7am to 4pm weekdays. "
            "There might be a bit of noise when they cut the steel. If anything bothers you, call Tash on "
            "0412 883 109 as I'm away at work that week.\n\nThanks, Jake & Tash (no. 27)")


def t_pool_report(r, dt):
    return ("City of Rockingham - Private Swimming Pool Barrier Inspection\nProperty: " + ADDR + "\n"
            "Inspection date: 14 April 2026   Inspector: K. Vukovic   Result: NON-COMPLIANT\n"
            "Building Regulations 2012 and AS 1926.1 - items found:\n1. Pool gate does not self-close and latch "
            "from all open positions.\n2. Gap under gate 115 mm (max 100 mm).\n3. Large pot plant within the "
            "900 mm non-climbable zone outside the barrier.\nYou must rectify these items. A re-inspection will "
            "be carried out on or after 60 days. Failure to comply may result in an infringement notice.")


def t_pool_quote(r, dt):
    return ("Safe-T Pool Fencing Rockingham - Quote 1187\nCustomer: Jake Morrison, Baldivis\n"
            f"Date {_dmy(dt)}\nReplace pool gate hinges with self-closing tension hinges (x2)\nSupply and fit "
            "MagnaLatch top-pull latch, 1.5 m release height\nLower gate to 80 mm clearance, pack base\n"
            "Labour 1.5 h\nTotal $468.00 incl GST. Can attend within 10 days.")


def t_pool_rebook(r, dt):
    return ("From: Pool Inspections <pool.inspections@rockingham.wa.gov.au>\nTo: Jake Morrison\n"
            f"Date: {_au(dt)}\nSubject: Re-inspection booked - {ADDR}\n\nDear Mr Morrison,\n\nThank you for letting "
            "us know the pool barrier items have been fixed. A re-inspection is booked for Thursday 11 June "
            "2026 between 8am and 12pm. Please make sure the inspector can get into the pool area and the gate "
            "is accessible.\n\nKind regards,\nBuilding Services - Pool Inspections\nCity of Rockingham\n")


def t_as1926_notes(r, dt):
    return ("# Pool fence - what the inspector wants\n\n- gate must swing OUT from the pool and self-close from any "
            "position, even just ajar\n- latch release 1500 mm above ground (MagnaLatch ok)\n- gap under gate and "
            "fence max 100 mm\n- 900 mm NCZ outside the fence - move the big pot and the esky\n- 300 mm inside "
            "the fence too if the fence has footholds\n- re-inspection 11 June - Tash home Thursdays\n")


def t_synergy(r, dt):
    kwh = r.randint(780, 1250)
    return ("Synergy - Your electricity bill\nAccount 2019 {} 441\nSupply address: {}\n"
            "Billing period: {} to {} (61 days)\nUsage: {} kWh (peak {}, off-peak)\nSolar feed-in: -{} kWh credit\n"
            "Supply charge 61 days @ 116.21c\nTotal due ${:,.2f}  Due {}\nPay via BPAY biller 14423").format(
        r.randint(100, 999), ADDR, _dmy(dt - timedelta(days=61)), _dmy(dt), kwh, r.randint(300, 500),
        r.randint(200, 480), r.uniform(180, 420), _dmy(dt + timedelta(days=18)))


def t_water(r, dt):
    return ("Water Corporation - Water account\nProperty: {}\nMeter read {}: {} kL used in 88 days\n"
            "Water use charge ${:,.2f}\nService charges: water, wastewater ${:,.2f}\nTotal ${:,.2f}\n"
            "Your daily average is higher than similar households - check for leaks and your garden bore or "
            "reticulation settings. Watering days for your address: Wednesday and Saturday.").format(
        ADDR, _dmy(dt), r.randint(70, 140), r.uniform(110, 260), r.uniform(260, 320), r.uniform(380, 560))


def t_gas(r, dt):
    return (f"Alinta Energy - Gas bill\nCustomer: Jake Morrison\nSupply: {ADDR}\nPeriod ending {_dmy(dt)}\n"
            f"Usage {r.randint(1800, 3200)} MJ\nTotal ${r.uniform(60, 140):,.2f} incl GST, due {_dmy(dt + timedelta(days=14))}")


def t_broadband(r, dt):
    return (f"Aussie Broadband - Tax invoice\nAccount: J Morrison\nService: NBN FTTP 100/20, {ADDR}\n"
            f"Invoice date {_dmy(dt)}  Amount $99.00 incl GST  Direct debit on {_dmy(dt + timedelta(days=7))}")


def t_rates(r, dt):
    return ("City of Rockingham - Rates and Charges Notice 2025/26\nAssessment 61{}\nOwners: J A Morrison and N Kelly\n"
            "Property: {}\nGross rental value $26,520\nGeneral rate $1,712.83\nRubbish and recycling (3 bins) $498.00\n"
            "Emergency services levy $292.00\nPool inspection fee $38.00\nTotal $2,540.83\nPay in full by 4 "
            "September 2025 or 4 instalments.").format(r.randint(10000, 99999), ADDR)


def t_home_insurance(r, dt):
    return (f"RAC Insurance - Home and Contents renewal\nPolicy HCN{r.randint(1000000, 9999999)}\nInsured: Jake Morrison, "
            f"Natasha Kelly\nProperty: {ADDR}\nPeriod: {_dmy(dt + timedelta(days=20))} to {_dmy(dt + timedelta(days=385))}\n"
            "Building sum insured $560,000 (please update after the patio is finished)\nContents $120,000\n"
            f"Excess $500\nAnnual premium ${r.uniform(2100, 2600):,.2f}\nPaid monthly by direct debit.")


def t_termite(r, dt):
    return ("Coastal Pest Control - Annual timber pest inspection (AS 3660.2)\nProperty: " + ADDR +
            f"\nDate {_dmy(dt)}\nNo live termites found. Chemical barrier (Termidor) applied 2021 - effective to 2029.\n"
            "Recommend: keep garden beds and mulch 75 mm below weep holes on the west wall; remove timber "
            "offcuts near the shed.\nNext inspection due in 12 months.")


def t_solar(r, dt):
    return ("From: Jake Morrison\nTo: support@sunsolar.com.au\n"
            f"Date: {_au(dt)}\nSubject: Inverter fault - warranty claim\n\nHi,\n\nOur Fronius Primo 5 inverter "
            "(installed by you in 2020, serial 3140xxxx) has shown error 567 every afternoon this week and "
            "shuts down. The panels are clean. It's still under the 7 year warranty - can someone come out?\n\n"
            f"Address: {ADDR}. Tash is home Mon, Wed, Fri.\n\nJake\n")


def t_maintenance(r, dt):
    return ("Date;Job;Who;Cost\n03/2025;gutters cleaned;me;0\n06/2025;aircon service Daikin;Rockingham Air;189\n"
            "10/2025;reseal shower;me;25\n11/2025;pool pump seal;Poolwerx;146\n02/2026;smoke alarms batteries;me;18\n"
            "05/2026;solar inverter fault;SunSolar warranty;0\nTODO;repaint eaves before summer;;")


def t_manual(title, body):
    def f(r, dt):
        return f"{title}\n{body}"
    return f


def t_pool_chem(r, dt):
    return ("Pool chemistry - keep it simple\nFree chlorine 1-3 ppm\npH 7.2-7.6 (add acid if high, buffer if low)\n"
            "Total alkalinity 80-120 ppm\nStabiliser 30-50 ppm (summer, salt pool)\nSalt 4000-6000 ppm\n"
            "Test weekly, take a sample to Poolwerx Baldivis every month.")


def t_watering(r, dt):
    return ("Watering days - Water Corporation roster for Baldivis (house number ending 7)\n"
            "Scheme water sprinklers: Wednesday and Saturday, before 9am or after 6pm\nWinter sprinkler ban: "
            "1 June - 31 August (Perth and Mandurah)\nBore users: 3 days a week\nRetic controller: zone 1 front "
            "lawn 10 min, zone 2 back lawn 12 min, zone 3 drippers 20 min")


def t_settlement(r, dt):
    return ("SETTLEMENT STATEMENT\nVendor: P & R Hutchinson   Purchasers: Jake Andrew Morrison and Natasha Kelly\n"
            f"Property: {ADDR}  Lot 812 on Deposited Plan 74210\nSettlement date: 15 March 2019\n"
            "Purchase price $468,000.00\nLess deposit paid $10,000.00\nAdjustments: council rates, water rates, ESL "
            "$612.40\nBalance due to vendor $458,612.40\nSettlement agent: Peel Settlements, Mandurah")


def t_building_pest(r, dt):
    return ("Pre-purchase Building and Timber Pest Inspection Report\nProperty: " + ADDR + "\nDate 22 February 2019\n"
            "Brick and tile single storey, built 2008. Minor cracking to garage slab (shrinkage, not structural). "
            "Pool barrier: gate latch loose - repair recommended. No evidence of termite activity. Overall "
            "condition: above average for age.")


def t_offer(r, dt):
    return ("Offer and Acceptance - Contract for Sale of Land (REIWA 2018)\nBuyers: Jake Morrison, Natasha Kelly\n"
            f"Property: {ADDR}\nPrice $468,000  Deposit $10,000 held by Ray White Baldivis\n"
            "Conditions: finance approval within 21 days; building and pest inspection.\nSettlement 15 March 2019.")


def t_retic_quote(r, dt):
    return ("Green Thumb Reticulation - Quote\nClient: Jake Morrison, Baldivis\nDate 3 August 2021\n"
            "Back yard: 3 new zones, 24 pop-up sprays, 6-station Hunter controller, connect to scheme water\n"
            "Total $2,860 incl GST. Job completed 20/08/2021 - PAID IN FULL (marked by hand)")


def t_turf(r, dt):
    return ("Rockingham Turf Farm - Tax invoice\nDelivered 28 August 2021 to Grevillea Way Baldivis\n"
            "Sir Walter buffalo 85 m2 @ $14.50 = $1,232.50\nDelivery $90.00\nTotal $1,322.50 PAID")


def t_pool_letter_draft(r, dt):
    return ("Building Services - Pool Inspections\nCity of Rockingham\nPO Box 2142, Rockingham DC WA 6967\n\n"
            f"Re: pool barrier at {ADDR} - request for re-inspection\n\nDear Sir or Madam,\n\n"
            "Following your inspection on 14 April 2026, we have fixed the three items on the report: new "
            "self-closing hinges and a MagnaLatch fitted to the gate by Safe-T Pool Fencing, the gap under the "
            "gate reduced to 80 mm, and the pot plant moved away from the fence. Please book a re-inspection at "
            "your earliest convenience.\n\nYours faithfully,\nJake Morrison")


def t_gate_receipt(r, dt):
    return ("Bunnings Warehouse Rockingham\nTAX INVOICE ABN 26 008 672 179\n"
            f"{_dmy(dt)} 14:{r.randint(10, 59)}\nD&D MagnaLatch Series 3 top pull  1 @ $149.00\n"
            "D&D TruClose self-closing hinge pair 1 @ $98.00\nPaver 400x400 charcoal 2 @ $12.98\nTotal $272.96\n"
            "Powerpass - no. Paid Visa.")


def t_patio_claim(r, dt):
    return ("Peel Patios & Outdoor Living - Progress claim 1\nJob P-2026-118 Morrison/Kelly, Baldivis\n"
            f"Date {_dmy(dt)}\nStage: footings poured and posts set (inspected by Craig)\nClaim 40% of contract = "
            "$7,576.00 incl GST\nPayment due within 5 business days. Thanks!")


def t_patio_invoice2(r, dt):
    return ("Peel Patios & Outdoor Living  ABN 48 612 554 019\nTAX INVOICE INV-00412\n"
            f"Invoice date {_dmy(dt)}\nBill to: Jake Morrison & Natasha Kelly, {ADDR}\n"
            "Job P-2026-118 gable patio - progress claim 1: footings and posts\n$7,576.00 (GST $688.73)\n"
            "Direct deposit BSB 086-420 Acc 55 219 883, reference P118")


def t_permit_conditions(r, dt):
    return ("Attachment to Building Permit BP26/0412 - Conditions and advice notes\nCity of Rockingham\n"
            "1. The builder named on the permit is responsible for compliance with the approved plans.\n"
            "2. Stormwater from the patio roof must drain to soakwells at least 1.8 m from buildings and 1 m from "
            "boundaries.\n3. The patio must remain open on at least two sides.\n4. Lodge a Notice of Completion "
            "(BA7) within 7 days of completing the work.\n5. Advice: the existing pool barrier must not be "
            "altered without separate approval.")


def t_site_meeting_notes(r, dt):
    return ("Craig - on site Sat\n- posts are in, concrete cured\n- wants to move the NE post 200 mm so it clears the "
            "pool fence - ok'd it\n- roof sheets arrive Wed, he'll sheet Thurs/Fri if no rain\n- third downpipe east side "
            "= variation 1, he'll email it\n- sparky Tues for the downlights\n- pay claim 1 by Friday")


def t_hii(r, dt):
    return ("Certificate of Home Indemnity Insurance\nIssued under the Home Building Contracts Act 1991 (WA)\n"
            "Builder: Peel Patios & Outdoor Living  BC 104871\nOwners: Jake Morrison and Natasha Kelly\n"
            f"Site: {ADDR}\nWork: construction of patio  Contract price $18,940\nCover: up to $100,000 if the "
            f"builder dies, disappears or becomes insolvent\nIssued {_dmy(dt)}  Certificate HII-{r.randint(100000, 999999)}")


def t_pool_notice(r, dt):
    return ("City of Rockingham\nNOTICE - Private swimming pool barrier inspection\nTo the owner: J Morrison\n"
            f"{ADDR}\n\nYour pool barrier was inspected on 14 April 2026 and did NOT comply with the Building "
            "Regulations 2012. The items are listed on the enclosed report. You must rectify them within 60 days "
            "and contact us to book a re-inspection. A second failed inspection attracts a fee of $110.\n"
            "Children under five are most at risk of drowning in home pools.")


def t_synergy_receipt(r, dt):
    return (f"Synergy - Payment received\nAccount 2019 xxx 441\nThank you, we received your payment of "
            f"${r.uniform(200, 380):,.2f} on {_dmy(dt)} by BPAY.\nSupply address: {ADDR}\nReceipt {r.randint(10**7, 10**8)}")


def t_synergy_complaint(r, dt):
    return ("Synergy\nGPO Box F366, Perth WA 6841\n\n" + f"Account 2019 xxx 441 - {ADDR}\n\n" +
            "Dear Synergy,\n\nOur last bill was based on an ESTIMATED reading of 2,840 kWh for 61 days, nearly "
            "three times our usual usage. The meter is accessible - the side gate is never locked - and I have "
            "attached a photo of the meter showing the actual reading. Please reissue the bill on the actual "
            "reading and stop the direct debit until then.\n\nRegards,\nJake Morrison")


def t_home_ins_cert(r, dt):
    return (f"RAC Insurance - Certificate of currency\nHome and contents policy HCN{r.randint(1000000, 9999999)}\n"
            f"Insured: Jake Morrison and Natasha Kelly\nSituation: {ADDR}\nBuilding $560,000  Contents $120,000\n"
            f"Current from {_dmy(dt)} for 12 months. Includes accidental damage and motor burnout.")


def t_settlement_scan(r, dt):
    return ("Peel Settlements - Settlement confirmation\nTo: Jake Morrison and Natasha Kelly\n"
            f"We confirm settlement of your purchase of {ADDR} took place on 15 March 2019. The Certificate of "
            "Title is held electronically with your lender. Keys are available from Ray White Baldivis.\n"
            "Our account for $1,240.00 has been paid from settlement funds. Congratulations on your new home!")


# --------------------------------------------------------------------------- car


PRADO = "2024 Toyota LandCruiser Prado GXL 2.8L turbo-diesel, rego 1XZ-4RT"


def t_lease(r, dt):
    return ("NOVATED LEASE AGREEMENT - Fleetwise Novated\nEmployee: Jake Morrison  Employer: Ashburton Iron Pty Ltd\n"
            f"Vehicle: {PRADO}\nFinanced amount $78,640 (ex GST)\nTerm 60 months from 9 August 2024\n"
            "Residual value 28.13% = $22,121.43\nBudget includes: lease rental, fuel, servicing, tyres, rego, "
            "comprehensive insurance, roadside\nIf employment ends the lease reverts to the employee.")


def t_lease_budget(r, dt):
    rows = ["Item;Annual budget;Spent to date;Balance"]
    for item, b in (("Lease rental", 14210), ("Fuel", 5200), ("Servicing", 900), ("Tyres", 1200),
                    ("Registration", 1050), ("Insurance", 1650), ("Roadside", 140)):
        s = b * r.uniform(0.55, 0.95)
        rows.append(f"{item};{b};{s:.2f};{b - s:.2f}")
    return "Fleetwise - Running cost budget statement, Prado 1XZ-4RT, Q3 FY26\n" + "\n".join(rows)


def t_fuel_card(r, dt):
    return ("From: Fleetwise Claims <claims@fleetwise.com.au>\nTo: Jake Morrison\n"
            f"Date: {_au(dt)}\nSubject: Reimbursement processed - fuel receipts\n\nHi Jake,\n\nWe've reimbursed "
            "$286.40 for the three fuel receipts you submitted (Newman, Meekatharra - paid on a personal card "
            "when the fuel card was declined). This comes out of your fuel budget for the Prado.\n\nRegards,\n"
            "Fleetwise Claims\n")


def t_service(r, dt):
    return ("Rockingham Toyota Service - TAX INVOICE\n" + f"Vehicle: {PRADO}  Odometer 30,112 km\n"
            f"Date {_dmy(dt)}\n30,000 km logbook service (Toyota Service Advantage, capped price) $395.00\n"
            "Rotate and balance tyres - included\nRear brake pads 40% remaining - advise\nAdBlue top up $18.50\n"
            "Billed to Fleetwise Novated (account FW-33128)")


def t_car_insurance(r, dt):
    return ("RAC Insurance - Motor policy schedule\nPolicy MCP{}\nVehicle: {}\nAgreed value $79,000\n"
            "Accessories: bull bar, winch, dual battery, roof rack - $6,800 listed\nDriver: Jake Morrison, Natasha Kelly\n"
            "Excess $750. Premium paid by Fleetwise Novated.").format(r.randint(1000000, 9999999), PRADO)


def t_cx5_rego(r, dt):
    return ("Department of Transport - Vehicle licence renewal notice\nPlate 1GBL-552  2016 Mazda CX-5 Maxx Sport\n"
            f"Holder: Natasha Kelly, {ADDR}\nLicence period 12 months to {_dmy(dt + timedelta(days=365))}\n"
            "Recording fee $31.75, motor injury insurance $448.94, licence fee $221.10\nTotal $701.79. Pay online "
            "at transport.wa.gov.au or by phone 13 11 56.")


def t_tyres_quote(r, dt):
    return ("Tyrepower Baldivis - Quote\nCustomer: Jake  Vehicle: Prado 250 GXL\n4 x BFGoodrich KO2 265/70R17 "
            "@ $389 = $1,556\nFit, balance, align $120\nTotal $1,676 - can bill Fleetwise direct\n"
            "Note: KO3 now available, +$40 a tyre")


def t_towing(r, dt):
    return ("Toyota LandCruiser Prado 250 Series - Owner's manual, section 4-3 Towing a trailer\n"
            "Maximum braked towing capacity 3,500 kg; maximum tow ball download 350 kg.\n"
            "Gross combination mass 6,750 kg. Load distribution: heavy items low and forward of the axle.\n"
            "Trailer brake controller required above 2,000 kg (WA regulations).")


def t_prado_brochure(r, dt):
    return ("The all-new LandCruiser Prado. Built for the long way round.\nGX, GXL, VX, Kakadu and Altitude grades\n"
            "2.8L turbo-diesel with V-Active technology, 8-speed auto, full-time 4WD with locking centre diff.\n"
            "Towing up to 3,500 kg. 10-year engine warranty when serviced at Toyota.")


def t_hilux_sale(r, dt):
    return ("RECEIPT OF SALE - PRIVATE VEHICLE\nSeller: Jake Morrison, Baldivis\nBuyer: Tyson Reid, Waikiki WA\n"
            "Vehicle: 2013 Toyota Hilux SR5 dual cab, plate 1DKT-218, VIN MR0FZ29G...4412, 288,400 km\n"
            "Price $21,500 paid by bank transfer on 17 August 2024. Sold as is, where is.\nSigned both parties.")


def t_hilux_transfer(r, dt):
    return ("Department of Transport WA - Transfer of vehicle licence (seller's copy)\nPlate 1DKT-218  2013 Toyota Hilux\n"
            "Seller: Jake Morrison  Buyer: Tyson Reid\nDate of transfer 17/08/2024. Transfer fee paid by buyer.\n"
            "Seller's responsibility for the vehicle ends on lodgement.")


def t_fuel_log(r, dt):
    rows = ["Date,Odometer,Litres,Price/L,Station,Notes"]
    odo = 27000
    for _ in range(16):
        odo += r.randint(280, 720)
        rows.append(f"{_dmy(dt - timedelta(days=r.randint(1, 120)))},{odo},{r.uniform(45, 88):.1f},"
                    f"{r.uniform(1.86, 2.15):.3f},{r.choice(['Ampol Baldivis', 'Caltex Baldivis', 'BP Rockingham', 'United Safety Bay'])},"
                    f"{r.choice(['', '', 'towing camper', 'highway'])}")
    return "# Fuelly export - vehicle: Prado 1XZ-4RT (diesel)\n" + "\n".join(rows) + "\n"


def t_rac_roadside(r, dt):
    return ("RAC - Your roadside assistance is due for renewal\nMember: Jake Morrison   Member since 2010\n"
            "Product: RAC Plus roadside - Prado 1XZ-4RT\nIncludes: 4 call-outs a year, towing up to 100 km in the "
            "country, emergency accommodation when you break down more than 100 km from home.\n"
            f"Renewal ${r.uniform(150, 190):.2f} due {_dmy(dt + timedelta(days=30))}. Billed to your novated lease.")


def t_car_dispute(r, dt):
    return ("To whom it may concern,\n\nClaim MC-2026-33871 - windscreen, Prado 1XZ-4RT\n\nI am writing about your "
            "decision to charge the $750 excess for the windscreen replacement on our Prado. The crack was caused "
            "by a stone from a road train on the Great Northern Highway. Our policy schedule lists 'windscreen "
            "and window glass - first claim each year, no excess'. This is our first glass claim this year. "
            "Please review the decision and refund the excess to the novated lease account.\n\nRegards,\nJake Morrison")


def t_prado_rego(r, dt):
    return ("Department of Transport - Vehicle licence renewal\nPlate 1XZ-4RT  2024 Toyota LandCruiser Prado\n"
            "Registered operator: Fleetwise Novated Pty Ltd (nominated driver J Morrison)\n"
            f"Paid {_dmy(dt)} - $1,046.20 - licence valid 12 months.")


def t_lease_schedule_copy(r, dt):
    return ("Schedule 1 to Novated Lease - Fleetwise / Ashburton Iron / J Morrison\nVehicle: " + PRADO +
            "\nMonthly rental $1,184.17 ex GST  Lease start 9/08/2024  End 8/08/2029\nResidual $22,121.43\n"
            "Pre-tax deduction per fortnight $612.40; post-tax ECM per fortnight $516.15\nCOPY - original with Fleetwise")


# --------------------------------------------------------------------------- health


def t_hbf(r, dt):
    return ("HBF Health - Cover summary 2026\nMembers: Jake Morrison, Natasha Kelly, Mia Morrison, Cooper Morrison\n"
            "Hospital: Silver Plus Hospital, $500 excess per adult per year\nExtras: Flexi Extras 70% - dental, "
            "optical, physio, chiro\nDental limit $900 per person; general dental 100% at HBF Members' Plus providers\n"
            "Premium $612.30 per month (after Australian Government rebate)")


def t_medicare_claims(r, dt):
    rows = ["Medicare - claims history, Morrison family"]
    for _ in range(6):
        rows.append(f"{_dmy(dt - timedelta(days=r.randint(5, 200)))} {r.choice(['Mia', 'Cooper', 'Jake', 'Natasha'])} "
                    f"{r.choice(['GP consult item 23', 'Pathology', 'GP consult item 36', 'Skin check item 23'])} "
                    f"benefit ${r.uniform(30, 95):.2f} paid to account")
    return "\n".join(rows)


def t_skin(r, dt):
    return ("Baldivis Skin Cancer Clinic\nPatient: Jake Morrison  DOB 03/09/1987\n"
            f"Date {_dmy(dt)}\nFull skin check. Outdoor worker, fair skin, history of sunburn.\nFindings: solar "
            "keratoses on both forearms (treated with cryotherapy x4). Mole left shoulder - dermoscopy benign, "
            "photo for comparison.\nRecall 12 months. Use SPF50+, long sleeves on site.")


def t_physio_ref(r, dt):
    return ("Baldivis Medical Centre - Referral\nTo: Rockingham Physio Plus\nRe: Natasha Kelly  DOB 11/02/1990\n"
            "Thank you for seeing Tash, a dental assistant with 6 weeks of right neck and shoulder pain, worse "
            "after long procedures. No red flags. Please assess and treat.\nDr Anil Mehta")


def t_immunisation(r, dt):
    return ("Australian Immunisation Register - Immunisation history statement\nChild: Cooper Morrison  DOB 19/06/2020\n"
            "All vaccines due by age 4 years recorded: DTPa-IPV (4 yrs), MMRV, Hep B, Hib, pneumococcal, "
            "meningococcal ACWY.\nThis child is fully immunised. Statement can be used for school and child care enrolment.")


def t_dental_cooper(r, dt):
    return ("Baldivis Family Dental - Treatment summary\nPatient: Cooper Morrison (5)\n"
            f"Date {_dmy(dt)}\nCheck-up, clean, fluoride varnish. No decay. Bottom front baby teeth loose - normal.\n"
            "Child Dental Benefits Schedule: bulk billed. Next visit 6 months.\n(Mum works here - staff family rate on extras)")


def t_back_log(r, dt):
    return ("# Jake - back log\n\n- 12 Mar: lower back tight after 14 days in the LV on haul roads\n- GP said "
            "mechanical, no scan needed; do the exercises, walk on R&R\n- 2 Apr: better, sleeping ok\n"
            "- 20 May: flared up lifting patio stuff - ease off\n")


def t_back_exercises(r, dt):
    return ("Lower back - home exercise program\n1. Knee to chest stretch 3 x 30 s each side\n2. Cat-camel 10 reps\n"
            "3. Glute bridge 3 x 12\n4. Bird dog 3 x 10 each side\n5. Walk 30 minutes daily\nStop any exercise that "
            "causes leg pain or numbness.")


def t_gp_referral(r, dt):
    return ("Baldivis Medical Centre\nDr Anil Mehta MBBS FRACGP\nReferral to: Dr S. Raman, Dermatologist, Murdoch\n"
            "Re: Jake Morrison DOB 03/09/1987\nPlease review a changing pigmented lesion on the left shoulder, "
            "noted at skin check in March, now slightly larger. Outdoor worker in the Pilbara. Thanks for seeing him.\n"
            f"Date {_dmy(dt)}  Referral valid 12 months.")


def t_medicare_stmt(r, dt):
    return ("Services Australia - Medicare\nStatement of benefits paid\nMr Jake A Morrison\n" +
            f"{_dmy(dt)}\nPatient: Mia Morrison  Service: consultation, Dr A Mehta  Fee charged $95.00  Benefit $42.85\n"
            "Patient: Mia Morrison  Service: pathology - throat swab  Bulk billed\n"
            "Medicare safety net: family threshold not yet reached ($271.70 of $770.30)")


def t_hbf_claim(r, dt):
    return ("HBF - Claim statement\nMember: Jake Morrison (family)\nPatient: Natasha Kelly\n"
            f"Service date {_dmy(dt)}  Rockingham Physio Plus - initial consult $110.00  benefit $63.00\n"
            f"Subsequent consult $90.00 benefit $48.00\nPhysio annual limit remaining: $489.00")


def t_extras_limits(r, dt):
    return ("HBF Flexi Extras - your limits at a glance\nGeneral dental 100% at Members' Plus, annual limit $900 per person\n"
            "Optical: $250 per person every year\nPhysio / chiro: $600 per person combined\n"
            "Orthodontics: lifetime $2,000 after 12 months (think about Mia!)\nWaiting periods served for all members.")


def t_blood(r, dt):
    return ("Clinipath Pathology - Report\nPatient: MORRISON, Jake  DOB 03/09/1987  Requested by Dr A Mehta\n"
            f"Collected {_dmy(dt)} (fasting)\nTotal cholesterol 5.9 mmol/L (H)  LDL 3.9 (H)  HDL 1.1  Triglycerides 1.9\n"
            "Glucose fasting 5.4  HbA1c 5.5%  Liver function: GGT 62 (H)  ALT 41\nComment: mildly raised lipids and GGT "
            "- lifestyle review, repeat in 3 months.")


def t_med_cert(r, dt):
    return ("MEDICAL CERTIFICATE\nBaldivis Medical Centre\nThis is to certify that Jake Morrison was examined on "
            f"{_dmy(dt)} and is suffering from an acute lower back strain.\nHe is unfit for his normal duties from "
            f"{_dmy(dt)} to {_dmy(dt + timedelta(days=3))} inclusive.\nDr Anil Mehta")


# --------------------------------------------------------------------------- family


SCHOOL = "Paperbark Primary School, 40 Nairn Drive, Baldivis WA 6171"


def t_term_dates(r, dt):
    return (f"{SCHOOL}\nTerm dates 2026 (Department of Education WA)\nTerm 1: Mon 2 Feb - Thu 2 Apr\n"
            "Term 2: Mon 20 Apr - Fri 3 Jul\nTerm 3: Mon 20 Jul - Fri 25 Sep\nTerm 4: Mon 12 Oct - Thu 17 Dec\n"
            "School development days: 30 Jan, 17 Apr, 17 Jul, 9 Oct")


def t_school_report(r, dt):
    return (f"{SCHOOL}\nSemester 2 Report 2025 - Year 2\nStudent: Mia Morrison  Teacher: Ms Amber Lee\n"
            "English: B  Mathematics: A  Science: B  HASS: B  Health and PE: A  The Arts: B\n"
            "Comment: Mia is a kind and enthusiastic member of Room 14. She reads fluently and loves number "
            "puzzles. Next step: take more care with handwriting and check her work.\nAttitude, behaviour and "
            "effort: consistently.\nAttendance 91% (FIFO family trips noted).")


def t_excursion(r, dt):
    return (f"{SCHOOL}\nExcursion permission - Year 3 to Perth Zoo\nDate: Thursday {_au(dt + timedelta(days=20))}\n"
            "Cost $38 (bus and entry) - pay on QKR! by the Friday before.\nStudents wear school uniform and hat, bring "
            "a packed lunch and water bottle.\nI give permission for my child Mia Morrison to attend.\nParent: "
            "Natasha Kelly  Signed  Medical info: nil")


def t_newsletter(wk):
    def f(r, dt):
        return (f"Paperbark Primary School - Newsletter, Term 2 Week {wk}\nFrom the Principal, Mrs Joanne Pettit\n"
                "What a busy fortnight! Our Year 3 and 5 students finished NAPLAN, the faction cross-country was held "
                "on the oval and the P&C raised $2,140 at the Mother's Day stall.\nReminders: winter uniform from "
                "next week; hats are still needed outside; the kiss and drop zone is not a parking bay.\n"
                "Upcoming: Book Week parade, Year 3 Zoo excursion, school photos 9 June.\nOSHC has vacancies on Fridays.")
    return f


def t_preprimary(r, dt):
    return (f"{SCHOOL}\nWelcome to Pre-primary 2026 - Room 3, Mrs Kate Doherty\nChild: Cooper Morrison\n"
            "School hours 8:40 - 2:50, five days a week. Please label everything. Fruit break at 10am.\n"
            "What to bring: library bag, named hat, spare clothes. Reading bags come home on Mondays.")


def t_contributions(r, dt):
    return (f"{SCHOOL} - 2026 Voluntary contributions and charges\nFamily: Morrison (Mia Yr 3, Cooper PP)\n"
            "Voluntary contribution $60 per child = $120\nIncursions / swimming (charge) Mia $45, Cooper $35\n"
            "Total $200. Pay on QKR! or at the front office.")


def t_parent_teacher(r, dt):
    return ("From: Amber Lee <amber.lee@education.wa.edu.au>\nTo: Natasha Kelly; Jake Morrison\n"
            f"Date: {_au(dt)}\nSubject: Parent-teacher interview - Mia\n\nHi Tash and Jake,\n\nThanks for booking. "
            "Your time is Tuesday 9 June, 3:30pm, Room 14. If Jake's on site, happy to do a Teams call so he can "
            "join. We'll go through Mia's NAPLAN practice and her reading goals.\n\nAmber Lee\nYear 3 teacher\n")


def t_oshc(r, dt):
    return ("Paperbark OSHC (Camp Australia) - Statement May 2026\nFamily: Morrison / Kelly\n"
            f"Children: Mia, Cooper  Sessions: before school Mon, Wed; after school Mon\nFees ${r.uniform(780, 900):,.2f}  "
            f"Child Care Subsidy ${r.uniform(420, 520):,.2f}  Gap paid ${r.uniform(300, 400):,.2f}")


def t_booklist(r, dt):
    return ("Paperbark Primary School - Year 3 2026 booklist\nStudent: Mia Morrison\n2 x A4 exercise books 48pg, "
            "1 x scrapbook, HB pencils x12, glue sticks x4, ruler 30 cm, coloured pencils, headphones, "
            "Maths Plus 3 workbook\nOrder online through Campion by 15 January.")


def t_footy_rego(r, dt):
    return ("PlayHQ - Registration confirmation\nBaldivis Bulldogs Junior Football Club - Season 2026\n"
            "Player: Mia Morrison  Age group: Under 9 mixed  Fee $195.00 (KidSport voucher not used)\n"
            "Includes: playing shorts and socks, club insurance via AFL WA\nTraining: Tuesdays 4:30pm, Tony Bartels "
            "Reserve; games Sunday mornings. Coach: Shane Delaney")


def t_auskick(r, dt):
    return ("NAB AFL Auskick 2026 - Baldivis centre\nParticipant: Cooper Morrison (5)\nSunday 8:30 - 9:30am, Tony "
            "Bartels Reserve, 10 weeks from 26 April\nPack: footy, backpack, guernsey. Fee $130 paid.\nParents are "
            "needed to help run the activity stations - put your name on the roster.")


def t_fixture(r, dt):
    rows = ["Round;Date;Opponent;Venue;Time;Canteen/duty"]
    for i in range(1, 13):
        d = datetime(2026, 4, 26) + timedelta(days=7 * i)
        rows.append(f"{i};{d:%d/%m};{r.choice(['Rockingham Rams', 'Secret Harbour', 'Warnbro Swans', 'Port Kennedy', 'Mandurah Mustangs', 'Safety Bay'])};"
                    f"{r.choice(['home', 'away'])};{r.choice(['8:30', '9:30'])};{r.choice(['', '', 'Tash canteen', 'Jake goal umpire', ''])}")
    return "Baldivis Bulldogs U9 - fixture 2026\n" + "\n".join(rows)


def t_canteen(r, dt):
    return ("Baldivis Bulldogs JFC - Canteen roster, Sunday home games\nShift 1 8:00-10:00 / Shift 2 10:00-12:00\n"
            "17 May: Kelly (Tash), Brennan | Nguyen, Pearce\n31 May: Delaney, Morrison (Jake) | Walsh, Scott\n"
            "14 June: Kelly (Tash), Hooper | Brennan, Ali\nSwap with someone on the list and tell Kylie.")


def t_coach_mail(r, dt):
    return ("From: Shane Delaney <shane.delaney@bigpond.com>\nTo: U9 Bulldogs parents\n"
            f"Date: {_au(dt)}\nSubject: Round 6 this Sunday + training change\n\nHi all,\n\nGreat effort from the kids "
            "last week. This Sunday we're away at Secret Harbour, 9:30 bounce, please be there by 9. Training on "
            "Tuesday moves to Thursday this week because of the oval renovation.\n\nStill need a goal umpire - "
            "Jake, you're home this weekend, can you do it?\n\nShane\n")


def t_birth(r, dt):
    return ("Registry of Births, Deaths and Marriages - Western Australia\nBirth certificate (copy)\n"
            "Child: Mia Rose Morrison  Born 4 March 2018 at Kalgoorlie Health Campus\nChild: Cooper James Morrison  "
            "Born 19 June 2020 at Fiona Stanley Hospital, Murdoch\nParents: Jake Andrew Morrison, Natasha Louise Kelly")


def t_ccs(r, dt):
    return ("Services Australia - Child Care Subsidy statement\nCustomer: Natasha Kelly\nCCS percentage: 40% (combined "
            "family income estimate $248,000)\nActivity test: 72 hours per fortnight\n3-day Activity Guarantee "
            "applies from January 2026.\nUpdate your income estimate if your circumstances change.")


def t_swim(r, dt):
    return ("Kwinana Swim School - Term 2 enrolment\nStudents: Mia Morrison (Level 5 Stingray), Cooper Morrison "
            "(Level 2 Starfish)\nSaturday 8:00 and 8:30am, 9 weeks from 25 April\nFee $342.00 (sibling discount 10%)")


def t_kindy_report(r, dt):
    return (f"{SCHOOL}\nKindergarten 2025 - End of year report\nChild: Cooper Morrison  Teacher: Mrs Sarah Walton\n"
            "Cooper has grown in confidence this year. He loves block play and the sandpit, can write his name "
            "and count to 20. He is ready for pre-primary in 2026.")


def t_kindy_concert(r, dt):
    return ("From: Sarah Walton <sarah.walton@education.wa.edu.au>\nTo: Kindy Room 2 families\nDate: 27 November 2025\n"
            "Subject: Kindy end of year concert\n\nHi families,\n\nOur end of year concert is on Thursday 11 December "
            "at 9am in the undercover area, followed by a picnic. Children wear a Christmas shirt if they have one. "
            "Thanks for a wonderful kindy year!\n\nSarah\n")


def t_kindy_enrol(r, dt):
    return (f"{SCHOOL}\nKindergarten enrolment 2025 - confirmation\nChild: Cooper Morrison  DOB 19/06/2020\n"
            "Sessions: Monday, Tuesday and alternate Wednesdays (15 hours)\nStart date: Monday 3 February 2025")


def t_naplan(r, dt):
    return ("Paperbark Primary School\nDear parent/carer,\n\nNAPLAN 2026 for Year 3 students will be held online from "
            "11 to 23 March. Students sit tests in writing, reading, conventions of language and numeracy. "
            "Your child's individual report will be sent home in Term 3.\nPlease make sure Mia has working "
            "headphones at school.\n\nMrs Joanne Pettit, Principal")


def t_excursion_signed(r, dt):
    return ("YEAR 3 EXCURSION - PERTH ZOO - PERMISSION SLIP (return to class teacher)\nStudent: Mia Morrison  Room 14\n"
            "Yes, my child may attend. Payment made on QKR! $38.00\nEmergency contact: Jake 0409 221 874 (if on "
            "site try Tash 0412 883 109)\nSigned N. Kelly")


def t_footy_medical(r, dt):
    return ("Baldivis Bulldogs JFC - Player medical and consent form 2026\nPlayer: Mia Morrison  U9\n"
            "Medical conditions: mild asthma - Ventolin in her bag\nAllergies: nil\nI consent to first aid and, in "
            "an emergency, ambulance transport.\nParent: N Kelly  Phone 0412 883 109")


def t_canteen_gdoc(r, dt):
    return ("Bulldogs U9 - who's doing what (Sunday home games)\nOranges at quarter time: Morrison, Nguyen, Pearce\n"
            "Goal umpire: Jake (when home), Dave Ali\nBoundary: Kylie Brennan\nTeam manager: Lisa Hooper\n"
            "Trophy night 16 August - bring a plate.")


def t_footy_agm(r, dt):
    return ("BALDIVIS BULLDOGS JUNIOR FOOTBALL CLUB\nNotice of Special General Meeting\nThursday 4 June 2026, 7pm, "
            "clubrooms at Tony Bartels Reserve\nBusiness: new lights for the junior oval (City of Rockingham grant), "
            "canteen price changes, appointment of a new registrar.\nAll parents of registered players are members "
            "and may vote. Kylie Brennan, Secretary")


def t_school_letter_att(r, dt):
    return ("Paperbark Primary School\nTerm 2 Week 6 newsletter\nSchool photos are on Tuesday 9 June - full winter "
            "uniform please. Family photos before school from 8:10.\nReconciliation Week assembly on Friday, "
            "hosted by Room 14 (Year 3).\nFaction winter carnival: Week 8.")


def t_wills(r, dt):
    return ("LAST WILL AND TESTAMENT OF JAKE ANDREW MORRISON\nI revoke all former wills. I appoint my partner Natasha "
            "Louise Kelly as executor, or if she cannot act, my brother Luke Morrison. I give my whole estate to "
            "Natasha, or if she does not survive me by 30 days, to my children Mia and Cooper in equal shares at "
            "age 21. I appoint Natasha, failing her my sister-in-law Renee Kelly, as guardian of my children.\n"
            "Signed at Rockingham on 2 November 2021 before two witnesses.\n(Original held by Rockingham Legal)")


def t_family_calendar(r, dt):
    return ("Week;Jake;Tash;Mia;Cooper\n1-7 Jun;SITE;work M W F;footy Tue, game Sun;Auskick Sun\n"
            "8-14 Jun;SITE;work M W F + pool inspector Thu 11th;photos Tue 9;photos Tue 9\n15-21 Jun;home R&R - RST "
            "practical Sat 20th;;;\n22 Jun-5 Jul;SITE;;last day term 3 Jul;\n6-15 Jul;BALI (leave);BALI;BALI;BALI")


def t_contacts(r, dt):
    return ("Emergency contacts\nJake mobile 0409 221 874 - on site: Coolyarra village reception 08 9188 4400\n"
            "Tash mobile 0412 883 109\nNanna Kelly (Rockingham) 0438 117 620\nSchool office 9524 6100\n"
            "GP Baldivis Medical Centre 9524 1122\nPoison info 13 11 26")


def t_shopping(r, dt):
    return ("Shopping list\n- milk, bread, eggs\n- school lunch stuff (muesli bars, apples)\n- Cooper gumboots size 11\n"
            "- birthday present for Ava's party Sat\n- sunscreen\n- dishwasher tablets")


# --------------------------------------------------------------------------- travel


def t_virgin(r, dt):
    return ("Virgin Australia - Booking confirmation  Reference {}\nPassengers: MR JAKE MORRISON, MS NATASHA KELLY, "
            "MISS MIA MORRISON (child), MSTR COOPER MORRISON (child)\nVA 1911 Mon 6 Jul 2026 Perth (PER) T1 09:10 -> "
            "Denpasar (DPS) 14:05\nVA 1912 Wed 15 Jul 2026 Denpasar (DPS) 15:30 -> Perth (PER) 20:25\n"
            "Fare: Choice, 23 kg checked bag each\nTotal paid AUD {}  Paid {}").format(
        "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6)), _aud(r, 2900, 3400), _dmy(dt))


def t_villa(r, dt):
    return ("Booking.com - Confirmation {}\nVilla Kembang Sanur - 2-bedroom pool villa\nJalan Danau Tamblingan, Sanur, "
            "Bali, Indonesia\nCheck-in Mon 6 July 2026 from 14:00  Check-out Wed 15 July 2026 until 12:00 (9 nights)\n"
            "Guests: 2 adults, 2 children (8, 5)\nIncludes breakfast, airport pick-up on request\nTotal IDR 31,950,000 "
            "(approx. AUD 3,040) - pay at the property\nFree cancellation until 22 June 2026").format(r.randint(10**9, 10**10))


def t_travel_ins(r, dt):
    return ("TravelSafe Insurance - Certificate of insurance\nPolicy TS-{}\nPlan: Comprehensive - Family\n"
            "Travellers: Jake Morrison (38), Natasha Kelly (36), Mia (8), Cooper (5)\nDestination: Indonesia (Bali)\n"
            "Period: 6 July 2026 - 15 July 2026\nMedical: unlimited  Cancellation: $20,000  Luggage: $15,000\n"
            "Excess $100. Motorbike riding NOT covered unless licensed and helmeted. Premium $286.00").format(
        r.randint(1000000, 9999999))


def t_bali_itinerary(r, dt):
    return ("Bali July 2026 - rough plan\nMon 6: fly out 9:10, villa pick-up from airport (Made, driver)\n"
            "Tue 7: pool day, Sanur beach walk, Sindhu night market\nWed 8: Waterbom Bali (kids!) - book online\n"
            "Thu 9: Ubud day trip - monkey forest, rice terraces at Tegallalang, Made driving\n"
            "Fri 10: snorkel trip to Nusa Lembongan? check kids' age limit\nSat 11: rest, massage for Tash\n"
            "Sun 12: Bali Safari Park\nMon 13 - Tue 14: beach, shopping\nWed 15: check out 12, fly 15:30")


def t_packing(r, dt):
    return ("# Bali packing\n\n- passports x4 (Cooper's arrived?) + copies in email\n- e-VOA printed x4\n- sunscreen 50+, "
            "rashies, hats\n- Gastrolyte, Imodium, Panadol kids, Ventolin for Mia\n- adapters (type C/F)\n- cash: some "
            "IDR for the levy and drivers\n- Cooper's Bluey, Mia's kindle\n- travel insurance cert on phone\n")


def t_levy(r, dt):
    return ("Bali entry stuff\n- e-VOA (electronic visa on arrival): IDR 500,000 each, apply on evisa.imigrasi.go.id "
            "within 14 days before flying - kids need one too\n- Bali tourist levy IDR 150,000 each, pay on the "
            "Love Bali site/app, show QR at the airport\n- passport must have 6 months validity on arrival - "
            "Tash's expires Feb 2027 = OK (just)\n- All Indonesia arrival card / customs declaration online 2 days "
            "before\n")


def t_transfer_mail(r, dt):
    return ("From: Made Suardana <madebalidriver@gmail.com>\nTo: Jake Morrison\n"
            f"Date: {_au(dt)}\nSubject: Re: airport transfer 6 July\n\nHello Mr Jake,\n\nThank you for booking. I "
            "will wait at Denpasar arrival with a sign MORRISON FAMILY on Monday 6 July, your flight VA1911 lands "
            "14:05. Car is 7 seat with two child seats. Price to Sanur IDR 350,000. Also the Ubud day tour on "
            "Thursday 9 July is IDR 800,000 for full day.\n\nSee you in Bali!\nMade\n")


def t_passport_app(r, dt):
    return ("Australian Passport Office - Application received\nApplicant: Cooper James Morrison (child, first passport)\n"
            f"Lodged at Australia Post Baldivis on {_dmy(dt)}. Receipt no. {r.randint(10**8, 10**9)}\n"
            "Fee paid $209.00 (child 5-year passport)\nStandard processing: allow 6 weeks. You have told us you are "
            "travelling on 6 July 2026. Track your application online.")


def t_passport_ack(r, dt):
    return ("Australian Government - Department of Foreign Affairs and Trade\nAustralian Passport Office\n"
            "We have received a passport application for COOPER JAMES MORRISON. Both parents' consent has been "
            "provided. Your application is being processed. Please do not make travel arrangements until you "
            "have received the passport - we note your departure date of 6 July 2026.")


def t_ubud_tour(r, dt):
    return ("Klook - Booking confirmed\nWaterbom Bali Family Pass - Wednesday 8 July 2026\n2 adults, 2 children\n"
            "Show the QR code at the entrance. Includes lockers and towels. Total AUD 224.60\nAddress: Jl. Kartika "
            "Plaza, Kuta, Bali")


def t_villa_info(r, dt):
    return ("Villa Kembang Sanur - Arrival information and house rules\nCheck-in from 2pm; our staff will meet you "
            "at the gate. Please show your passports for registration as required by Indonesian law.\nPool: no "
            "lifeguard, children must be supervised. Drinking water: use the gallon dispenser, not the tap.\n"
            "Quiet time 10pm - 7am. Breakfast served 7:30 - 10:30 at the villa.\nWi-Fi: KembangGuest / sanur2026")


def t_bali_ideas(r, dt):
    return ("Bali with kids - a 7-day family itinerary\nSanur is the calmest base for young families: reef-protected "
            "beach, a flat beachfront path for scooters and prams, and short drives to Ubud. Day 1: settle in ... "
            "Day 3: Waterbom in Kuta ... Day 4: Ubud Monkey Forest and Tegallalang ... Day 6: Bali Safari Park.")


def t_bali_shortlist(r, dt):
    return ("# Bali - activities shortlist (Tash + Jake)\n\n- [x] Waterbom - booked Klook\n- [x] Ubud day with Made\n- [ ] "
            "Nusa Lembongan snorkel - min age 6? Cooper turns 6 in June so ok\n- [ ] cooking class for Tash\n- [ ] "
            "surf lesson Mia (Sanur is flat... maybe Kuta)\n")


def t_goldcoast_jetstar(r, dt):
    return ("Jetstar - Itinerary  Booking ref Q8K2LT\nJQ 981 Sat 6 Jan 2024 Perth -> Gold Coast (OOL)\n"
            "JQ 982 Sun 14 Jan 2024 Gold Coast -> Perth\nPassengers: Morrison x2 adults, 2 children\nBundle: Plus\n"
            "Total $2,416.80")


def t_theme_parks(r, dt):
    return ("Village Roadshow Theme Parks - e-tickets\nMulti Park Pass (Movie World, Sea World, Wet'n'Wild)\n"
            "2 adults, 1 child (Mia 5); Cooper (3) free\nValid 7-13 January 2024. Total $489.00")


def t_margaret_airbnb(r, dt):
    return ("Airbnb - Receipt\nFarmstay cottage near Margaret River (Cowaramup)\nCheck-in 17 April 2025, check-out "
            "21 April 2025 (Easter, 4 nights)\nHost: Jenny\nTotal $1,176.40 incl. cleaning fee. Paid Visa **4471.")


def t_gc_costs(r, dt):
    return ("Gold Coast Jan 2024;Cost;Paid by\nFlights Jetstar;2416.80;Jake\nSurfers Paradise apartment 8 nights;2210;Jake\n"
            "Theme park passes;489;Tash\nCar hire;540;Jake\nFood;1100;both\nTOTAL;6755.80;\nnever again in school "
            "holidays - queues!;;")


# --------------------------------------------------------------------------- camping (4WD)


def t_parkstay(r, dt):
    return ("Park Stay WA - Booking confirmation  {}\nDepartment of Biodiversity, Conservation and Attractions\n"
            "Karijini National Park - Dales Campground, Site 62 (generator free, suits camper trailer)\n"
            "Arrive Wed 30 September 2026  Depart Wed 7 October 2026 (7 nights)\n"
            "Occupants: 2 adults, 2 children  Vehicle: Prado + camper trailer\nCamping fees $" "{}\n"
            "A valid park pass is required for vehicle entry. Bookings can be changed up to 7 days before arrival.").format(
        f"PSW-{r.randint(100000, 999999)}", f"{r.randint(230, 260)}.00")


def t_parkstay_amend(r, dt):
    return ("Park Stay WA - Booking amendment\nYour booking for Karijini National Park, Dales Campground has been "
            "changed.\nOld dates: 29 Sep - 6 Oct 2026. New dates: 30 Sep - 7 Oct 2026 (7 nights), site 62.\n"
            "Fee difference: $0.00. Please carry your confirmation - mobile coverage in the park is very limited.")


def t_route(r, dt):
    return ("# Karijini route plan\n\nDay 1 (Mon 28 Sep): Baldivis -> Mount Magnet via Great Northern Hwy, 590 km, "
            "caravan park\nDay 2 (Tue 29 Sep): Mount Magnet -> Newman, 590 km, fuel at Meekatharra\nDay 3 (Wed 30 Sep): "
            "Newman -> Karijini Dales, ~200 km, set up camp\nDays 4-9: gorges, Fortescue Falls, Fern Pool, "
            "Weano, Joffre lookout; day drive to Hamersley Gorge (gravel)\nDay 10 (Wed 7 Oct): -> Tom Price -> "
            "Paraburdoo -> camp at Kennedy Range? or Carnarvon\nDay 11-12: coast road home via Geraldton\n"
            "- road trains: stay left, let them pass, UHF ch 40\n- no fuel between Meekatharra and Newman (425 km)\n")


def t_fuel_calc(r, dt):
    return ("Leg;km;L/100km (towing);Litres;Fuel stop\nBaldivis-Mount Magnet;590;15.5;91;Dalwallinu\n"
            "Mount Magnet-Newman;590;15.5;91;Meekatharra (jerry cans!)\nNewman-Dales;200;16;32;Newman\n"
            "Around park;350;14;49;Tom Price\nDales-Carnarvon;720;15.5;112;Tom Price, Nanutarra\n"
            "Carnarvon-Baldivis;905;15;136;Geraldton\nTOTAL;3355;;511;~$1,050 at $2.05/L")


def t_gear(r, dt):
    return ("Item;Have;Buy;Notes\nCamper trailer (Redsands);yes;;service before trip\nEngel fridge 60L;yes;;\n"
            "Spare trailer tyre;no;yes;same 265/70R16\nJerry cans 2x20L diesel;1;1;\nUHF handheld x2;1;1;kids love them\n"
            "First aid kit - snake bandages;yes;top up;\nSat phone / PLB;PLB;;register with AMSA\n"
            "Water 100L + 20L jerry;yes;;\nHiking shoes Mia/Cooper;no;yes;Kathmandu sale\nSwim shoes for gorges;no;yes;")


def t_gorges(r, dt):
    return ("Karijini - gorges to do with the kids\n- Fortescue Falls + Fern Pool (class 3, easy, from Dales) - yes\n"
            "- Circular Pool - steep, maybe\n- Weano: Handrail Pool - class 5, Jake + Mia only?\n"
            "- Hancock Gorge Spider Walk - NO with kids (class 5/6)\n- Joffre Falls lookout - easy\n"
            "- Kalamina Gorge - easy walk, rock pools\n- Hamersley Gorge - long gravel drive, swim\n"
            "Check DBCA alerts for flash flooding and closures before each walk.")


def t_camper_service(r, dt):
    return ("From: Rockingham Camper Care <bookings@rockinghamcampercare.com.au>\nTo: Jake Morrison\n"
            f"Date: {_au(dt)}\nSubject: Camper trailer service booked\n\nHi Jake,\n\nYour Redsands Outback 12 is booked "
            "in for a pre-trip service on Monday 21 September: wheel bearings, brakes, electrics, canvas check. "
            "Drop off 7:30am. Sounds like a great trip to Karijini - we'll also check the spare and the jockey "
            "wheel.\n\nThanks,\nLeanne\n")


def t_park_pass(r, dt):
    return ("DBCA - WA National Park Pass\nHoliday Park Pass (4 weeks)\nValid from 28 September 2026 to 25 October 2026\n"
            "Vehicle: 1XZ-4RT\nEntry to all WA national parks that charge vehicle fees. Display on the dashboard.\n"
            "Amount $80.00 paid online.")


def t_karijini_guide(r, dt):
    return ("Karijini National Park - Visitor guide\nKarijini is the second-largest national park in Western "
            "Australia, in the Hamersley Range of the Pilbara. Camping at Dales Campground and the Karijini Eco "
            "Retreat. Trail classes from 1 (easy) to 6 (very difficult, specialised). Carry at least 3 litres of "
            "water per person. Summer temperatures exceed 40 deg; visit April - October.")


def t_karijini_shopping(r, dt):
    return ("get before Karijini\n- 2nd jerry can (Supercheap)\n- swim shoes x4\n- PLB register w/ AMSA\n- spare tyre for "
            "camper 265/70R16\n- snake bandages x2\n- Kathmandu sale - hiking boots for Mia + Cooper\n- print the Park "
            "Stay confirmation - no signal at Dales")


def t_fuel_stops(r, dt):
    return ("Fuel stops - Great Northern Hwy (towing, 15.5 L/100)\nDalwallinu (Caltex) 24h\nPaynes Find roadhouse - "
            "closes 7pm\nMount Magnet - 2 servos\nCue\nMeekatharra - fill up + jerry\nKumarina roadhouse (halfway "
            "to Newman, expensive)\nNewman - fill before the park\nTom Price - for the way out")


def t_camper_invoice(r, dt):
    return ("Rockingham Camper Care - Tax invoice 88213\nCustomer: Jake Morrison\nUnit: Redsands Outback 12 camper "
            f"trailer, plate 1TQJ-994\nDate {_dmy(dt)}\nRepack wheel bearings x2, adjust electric brakes, replace "
            "breakaway battery, canvas reproof\nParts $186.40  Labour 3.0 h $330.00\nTotal $516.40 incl GST")


def t_camper_rego(r, dt):
    return ("Department of Transport - Vehicle licence renewal\nPlate 1TQJ-994  Redsands Outback 12 camper trailer (ATM "
            f"1,900 kg)\nHolder: Jake Morrison\nPaid {_dmy(dt)} - $186.35 for 12 months")


def t_tyre_pressures(r, dt):
    return ("Tyre pressures - Prado 265/70R17 KO2 + camper 265/70R16\nHighway towing: Prado 38 F / 42 R psi; camper 36\n"
            "Gravel (Karijini roads): Prado 28/32; camper 26\nSand (Wedge, Lancelin): 18/18; camper 16 - go slow\n"
            "Re-inflate before bitumen! Compressor is in the rear drawer.")


def t_recovery(r, dt):
    return ("Vehicle recovery - gear checklist and basics\nSnatch strap 8 t, winch extension strap, tree trunk protector, "
            "2 soft shackles, recovery boards, long-handled shovel, gloves, rated recovery points ONLY.\n"
            "Never attach a strap to a tow ball. Use a dampener on winch lines. Clear the area before any recovery.")


def t_camp_recipes(r, dt):
    return ("Camp oven recipes\nDamper: 3 cups SR flour, pinch of salt, 1 can lemonade, 1 cup cream - 30 min, coals "
            "on the lid\nLamb shanks: brown, onions, garlic, tin tomatoes, red wine - 3 hours on low coals\n"
            "Apple crumble: tinned pie apple, oats, butter, brown sugar - 25 min\nBreakfast burritos for the road.")


def t_camper_manual(r, dt):
    return ("Redsands Off-Road - Outback 12 camper trailer - Owner's manual\nSet-up: level the trailer on the jockey "
            "wheel and stabiliser legs, unlatch the lid, fold out the tent, insert the awning poles.\nElectrical: 2 x "
            "120 Ah lithium, 40 A DC-DC charger, 300 W solar input. Water: 2 x 80 L tanks.\nService every 10,000 km or "
            "12 months: bearings, brakes, suspension bushes.")


def t_gibb(r, dt):
    return ("Gibb River Road - Track notes\n660 km unsealed from Derby to Kununurra through the Kimberley. Open "
            "May - October, closed in the wet. Corrugations, river crossings (Pentecost River), limited fuel at "
            "Imintji, Mount Barnett and El Questro. Must-sees: Windjana Gorge, Bell Gorge, Manning Gorge, El Questro.")


def t_dual_battery(r, dt):
    return ("# Prado dual battery setup\n\n- Redarc BCDC1250D under the bonnet, 100 Ah lithium in the rear drawer system\n"
            "- Anderson plug at the tow bar for the camper (6 B&S cable)\n- Engel runs 2 days without the car going\n"
            "- fuse everything within 300 mm of the battery\n")


def t_exmouth_booking(r, dt):
    return ("Park Stay WA - Booking confirmation\nCape Range National Park - Osprey Bay Campground, site 14\n"
            "Arrive 12 April 2025, depart 19 April 2025 (7 nights)\n2 adults, 2 children, Prado + camper trailer\n"
            "Fees $210.00 paid")


def t_exmouth_charter(r, dt):
    return ("Ningaloo Fishing Charters - Receipt\nHalf-day reef fishing, Exmouth, 16 April 2025\nJake Morrison + Mia (7)\n"
            "Total $390.00. Catch: spangled emperor x2, blue-lined emperor. Fish filleted and bagged.")


def t_exmouth_costs(r, dt):
    return ("Exmouth Apr 2025;Cost\nFuel;980\nOsprey Bay 7 nights;210\nExmouth caravan park 2 nights;146\n"
            "Fishing charter;390\nFood + ice;640\nTOTAL;2366\nnext time: more water, less clothes")


def t_wedge_notes(r, dt):
    return ("Wedge Island weekend 14-16 Nov 2025 with the Walshes\n- beach permit not needed, shack area, no facilities\n"
            "- tyre pressures 16 psi the whole time, got bogged once on the track in - boards worked\n"
            "- caught 6 herring and a tailor off the beach\n- kids want to go back at Easter")


def t_kalbarri(r, dt):
    return ("Kalbarri Tourist Park - Booking confirmation\nPowered camper site 22, 28 March - 2 April 2024 (Easter)\n"
            "Guests: Morrison family (2 adults, 2 kids)\nTotal $312.00 paid. Skywalk and Nature's Window are open; "
            "the Z Bend trail is steep.")


def t_bearings_copy(r, dt):
    return ("How to repack trailer wheel bearings\n1. Jack up and chock, remove the dust cap and split pin.\n2. Undo the "
            "castle nut, pull the hub, knock out the inner seal.\n3. Clean old grease with degreaser, inspect races for "
            "pitting or blueing.\n4. Pack new grease into the bearing by hand until it comes through.\n5. Refit, tighten "
            "the nut, back off to the next split-pin hole, spin and check for play.\nDo this every 10,000 km or "
            "after beach launches.")


# --------------------------------------------------------------------------- fishing / boat


def t_rst_course(r, dt):
    return ("Rockingham Boating Academy - Booking confirmation\nCourse: Recreational Skipper's Ticket (RST) - theory "
            "+ practical\nStudent: Jake Morrison\nTheory (online module + exam at DoT Rockingham): completed by you\n"
            "Practical assessment: Saturday 20 June 2026, 8:00am, Palm Beach boat ramp, Rockingham\n"
            "Fee $289.00 paid. Bring photo ID, closed shoes and a hat.")


def t_rst_theory(r, dt):
    return ("Department of Transport - Recreational Skipper's Ticket\nTheory assessment result\nCandidate: Jake "
            f"Andrew Morrison\nDate: {_dmy(dt)}  Location: DoT Rockingham\nResult: PASS (28/30)\n"
            "You must now complete the practical assessment with an approved provider within 12 months.")


def t_rst_practical_mail(r, dt):
    return ("From: Rockingham Boating Academy <info@rockinghamboating.com.au>\nTo: Jake Morrison\n"
            f"Date: {_au(dt)}\nSubject: RST practical - Saturday 20 June\n\nHi Jake,\n\nConfirming your practical "
            "assessment on Sat 20 June at 8am, Palm Beach ramp. We use our 5.2 m Quintrex. You'll be assessed on "
            "pre-departure checks, launching and retrieving, steering and speed control, man overboard, and "
            "berthing. If the wind is over 20 knots we'll reschedule.\n\nCheers,\nSteve\n")


def t_rst_app(r, dt):
    return ("Department of Transport WA - Application for a Recreational Skipper's Ticket\nApplicant: Jake Andrew "
            f"Morrison  DOB 03/09/1987\nAddress: {ADDR}\nEvidence of identity: WA driver's licence\n"
            "Fee $112.70 paid. Your ticket will be issued after you pass the theory and practical assessments.")


def t_boat_shortlist(r, dt):
    return ("Boat;Length;Motor;Year;Price;Where;Notes\nQuintrex 420 Renegade;4.2;Yamaha 40 2-str;2016;14500;Gumtree Mandurah;"
            "rego'd, trailer ok\nStacer 429 Outlaw;4.3;Mercury 40 4-str;2019;19900;dealer Cockburn;warranty\n"
            "Brooker 430;4.3;Suzuki 40;2014;12800;Marketplace Kwinana;needs floor\nBudget;;;;max 18k incl safety gear;;"
            "Tash agreed if RST done first")


def t_boat_quote(r, dt):
    return ("Cockburn Marine - Quote\nCustomer: Jake Morrison\nStacer 429 Outlaw side console, Mercury 40 hp EFI 4-stroke, "
            "Dunbier trailer\nSafety pack (lifejackets x4, EPIRB, flares, fire extinguisher, bucket, anchor kit)\n"
            "Rego and boat licence transfer\nDrive-away $19,900. Pre-owned 2019, 48 engine hours.")


def t_boat_costs(r, dt):
    return ("Boat running costs - rough;Per year\nBoat rego (DoT);~$150\nInsurance;$320\nFuel (20 trips);$900\n"
            "Service Mercury 40;$350\nRamp fees;$0 Palm Beach\nRFBL licence;$40 (have)\nTotal;~$1,760\nvs charter "
            "4 x a year;$1,560")


def t_rst_handbook(r, dt):
    return ("Department of Transport - Recreational Skipper's Ticket Handbook\nChapter 1 Rules of the road: give way "
            "to vessels on your starboard side; power gives way to sail; keep a proper lookout.\nChapter 2 Safety "
            "equipment: required gear depends on distance from shore - within 400 m, 400 m - 2 nm, beyond 2 nm (EPIRB "
            "and flares).\nChapter 3 Navigation markers: port (red) and starboard (green) lateral marks ...")


def t_rfbl(r, dt):
    return ("Department of Primary Industries and Regional Development - Recreational fishing licence\nLicence holder: "
            "Jake Morrison  Customer no. 8833{}\nLicence: Recreational fishing from boat (RFBL)\nValid to {}\n"
            "Covers everyone fishing on the boat when the licence holder is aboard.").format(
        r.randint(100, 999), _dmy(dt + timedelta(days=365)))


def t_rfbl_receipt(r, dt):
    return ("DPIRD - Licence payment receipt\nThank you for renewing your Recreational fishing from boat licence.\n"
            f"Customer: Jake Morrison\nAmount paid $40.00  Date {_dmy(dt)}\nValid 12 months. Carry your licence "
            "number when fishing - you can show it on your phone.")


def t_bag_limits(r, dt):
    return ("West Coast Bioregion - recreational bag and size limits (summary)\nPink snapper: bag 2, min 410 mm; closed "
            "season in Cockburn Sound 1 Oct - 31 Jan\nDhufish: bag 1, min 500 mm; demersal closed season 1 Oct - 15 Dec\n"
            "King George whiting: bag 20, min 280 mm\nSquid: bag 15\nHerring: bag 30\nBlue swimmer crab: 20, 127 mm")


def t_tides(r, dt):
    rows = ["Fremantle / Rockingham tides - June 2026 (WA Department of Transport)"]
    for d in range(1, 16):
        rows.append(f"{d:02d} Jun  high {r.randint(1, 9)}:{r.choice(['05', '20', '35', '50'])} "
                    f"{r.uniform(0.9, 1.2):.2f} m  low {r.randint(12, 21)}:{r.choice(['10', '25', '40'])} {r.uniform(0.3, 0.6):.2f} m")
    return "\n".join(rows)


def t_spots(r, dt):
    return ("# Spots\n\n- Rockingham - Palm Beach jetty: squid at dusk, herring\n- Cockburn Sound: snapper (only Feb-Sep)\n"
            "- Mangles Bay: whiting on the sand, light gear\n- Point Peron: tailor off the rocks at dawn\n"
            "- 5 Fathom Bank (need the boat): dhuie, baldchin\n- Mandurah estuary: crabs Dec-Mar\n")


def t_knots(r, dt):
    return ("Knots\n- Uni knot: terminal tackle, 5-6 wraps\n- Double uni: line to leader\n- Improved clinch: hooks on light line\n"
            "- Dropper loop: paternoster rigs\n- Bowline: mooring, never slips")


def t_snapper_closure(r, dt):
    return ("DPIRD - Cockburn Sound pink snapper spawning closure\nFishing for pink snapper is prohibited in Cockburn "
            "Sound, Owen Anchorage and Warnbro Sound from 1 October to 31 January each year, to protect spawning "
            "aggregations. Any pink snapper caught must be returned immediately.")


def t_fishing_guide(r, dt):
    return ("Recreational fishing guide 2026 - West Coast bioregion\nDepartment of Primary Industries and Regional "
            "Development\nThis guide summarises the rules for recreational fishing in WA: licences, bag and size "
            "limits, closed seasons, protected species and how to release fish with care. Demersal scalefish "
            "require a boat licence holder on board ...")


def t_snapper_article(r, dt):
    return ("<!doctype html><html><head><title>Chasing winter snapper in Cockburn Sound</title></head><body>"
            "<article><h1>Chasing winter snapper in Cockburn Sound</h1><p>Big pink snapper move into the sound from "
            "late winter. Fish the edge of the deep basin with unweighted whole pilchards, berley lightly and keep "
            "your drag light - these fish are easily lost at the boat. Remember the closure from 1 October and "
            "that the bag limit is two.</p></article></body></html>")


# --------------------------------------------------------------------------- old laptop copy (Archive Backup)


def t_cv2018(r, dt):
    return ("JAKE MORRISON - Mining Engineer\nKalgoorlie WA | 0409 221 874 | jakemorrison87@gmail.com\n"
            "Profile: Senior mining engineer with 8 years underground and open-pit experience in the Eastern Goldfields.\n"
            "Experience: Boulder Ridge Gold Mines 2010 - present (Senior Mining Engineer - Underground)\n"
            "Education: BEng (Mining) WASM 2009\nTickets: First Aid, HR licence, Underground Supervisor (Kalgoorlie)\n"
            "Looking for: FIFO planning role from Perth (family relocating 2019)")


def t_stope(r, dt):
    rows = ["Stope;Level;Strike m;Height m;Tonnes;Au g/t;Fill"]
    for i in range(1, 9):
        rows.append(f"12-{i:02d};1200;{r.randint(15, 30)};{r.choice([20, 25, 30])};{r.randint(9000, 26000)};"
                    f"{r.uniform(2.1, 7.8):.2f};{r.choice(['CPF 4%', 'CRF', 'rock'])}")
    return "\n".join(rows)


def t_monthly_2018(r, dt):
    return ("Boulder Ridge Underground - Monthly Report October 2018\nDevelopment: 412 m (plan 440 m)\nStoping: 38,210 t @ "
            "4.6 g/t Au\nPaste fill: 11,900 m3 placed\nSafety: 1 LTI (hand injury, jumbo)\nNext month: 12-04 and 12-05 "
            "stopes, decline to 1300 level.")


def t_tax2018(r, dt):
    return ("ATO - Notice of assessment - Year ended 30 June 2018\nJAKE ANDREW MORRISON\nPO Box 1120, Kalgoorlie WA 6430\n"
            "Taxable income $142,310\nRefund $1,188.40")


def t_kal_lease(r, dt):
    return ("Residential Tenancy Agreement (WA)\nPremises: 9 Egan Street, Kalgoorlie WA 6430\nTenants: Jake Morrison, "
            "Natasha Kelly\nTerm: 12 months from 1 March 2017  Rent $420 per week\nLessor's agent: Goldfields Realty")


def t_uni_notes_old(r, dt):
    return ("Rock mechanics - exam revision 2008\n- Mohr-Coulomb failure criterion\n- Hoek-Brown for rock masses, GSI\n"
            "- RMR and Q system\n- stress around openings: Kirsch equations")


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
        dt = (NOW - timedelta(days=age)).replace(tzinfo=None)
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
            return _jpeg(r, dt if content == "exif" else None)
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

    def photo(rel: str, bucket: str, topic: str, age: float, exif: bool = True) -> None:
        add(rel, bucket, topic, age, "exif" if exif else "")

    def blob(head: bytes, n: int = 1800):
        return lambda r, dt: _blob(r, head, n)

    def lock(rel: str, age: float) -> None:
        add(rel, L, "System", age, (b"\x0dJake Morrison" + b"\x00" * 40 + b"\x0d\x00J\x00a\x00k\x00e\x00").ljust(162, b"\x00"))

    DMG, PKG, EXE = b"\x78\x01\xec\xbd\x07\x60", b"xar!\x00\x1c\x00\x01", b"MZ\x90\x00\x03\x00\x00\x00"
    INI = b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21779\r\n"
    OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
    DS = b"\x00\x00\x00\x01Bud1" + b"\x00" * 60
    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

    # ------------------------------------------------------------ Documents/Work
    w = "Documents/Work"
    add(f"{w}/Roster/Crew B roster 2026.xlsx", A, "Work", 150, t_roster_xlsx)
    add(f"{w}/Roster/Roster Jul-Dec 2025 Technical Services.pdf", A, "Work", 330, t_roster_pdf)
    add(f"{w}/Roster/Christmas leave request.eml", A, "Work", 200, t_roster_swap)
    for age in (21, 42, 63):
        fly = _on(age).replace(tzinfo=None)
        add(f"{w}/Flights/Itinerary PER-PBO {_d0(fly)}.pdf", A, "Work", age + 5,
            lambda r, dt, fly=fly: t_itinerary(r, dt, fly))
    add(f"{w}/Flights/Charter schedule change.eml", A, "Work", 9, t_flight_change)
    t = f"{w}/Tickets & Licences"
    add(f"{t}/HLTAID011 First Aid - Jake Morrison.pdf", A, "Work", 445,
        t_ticket("Provide First Aid", "HLTAID011", "St John WA - RTO 0312", "Valid for 3 years. CPR refresh yearly."))
    add(f"{t}/Working at Heights RIIWHS204E.pdf", A, "Work", 711,
        t_ticket("Work safely at heights", "RIIWHS204E", "Pilbara Safety Training Services"))
    add(f"{t}/Confined Space RIIWHS202E.pdf", A, "Work", 711,
        t_ticket("Enter and work in confined spaces", "RIIWHS202E", "Pilbara Safety Training Services"))
    add(f"{t}/MARCSTA generic induction.pdf", A, "Work", 137,
        t_ticket("Generic mining induction (MARCSTA Standard 11)", "MARCSTA-GI", "MARCSTA - Mining and Resource "
                 "Contractors Safety Training Association", "Card to be carried on all WA mine sites."))
    add(f"{t}/HR licence - copy for HR.pdf", A, "Work", 610, t_hr_licence)
    add(f"{t}/Curtin BEng testamur 2009.pdf", A, "Work", 1800, t_testamur)
    add(f"{t}/Tickets register.xlsx", A, "Work", 24, t_tickets_register)
    photo(f"{t}/MARCSTA card photo.jpg", A, "Work", 137)
    i = f"{w}/Inductions"
    add(f"{i}/Coolyarra site induction 2026 - record.pdf", A, "Work", 130, t_site_induction)
    add(f"{i}/Induction workbook - Fatigue Management.pdf", A, "Work", 131, t_fatigue_workbook)
    add(f"{i}/Pre-employment medical 2019.pdf", A, "Work", 2650, t_premed)
    add(f"{i}/Health surveillance 2026.pdf", A, "Work", 40, t_health_surv)
    add(f"{w}/Employment/Employment Agreement - Ashburton Iron 2019.pdf", A, "Work", 2640, t_employment)
    add(f"{w}/Employment/Remuneration review 2025.pdf", A, "Work", 275, t_rem_review)
    add(f"{w}/Employment/Position description - Senior Mining Engineer.docx", A, "Work", 2630, t_position_desc)
    for age in (25, 39, 53, 67, 81):
        add(f"{w}/Payslips/Payslip {_d0(_on(age))}.pdf", A, "Work", age, t_payslip)
    add(f"{w}/expense claim - March 2026.xlsx", A, "Work", 68, t_expense_claim)
    add(f"{w}/Old jobs/Boulder Ridge/Separation certificate 2019.pdf", X, "Work", 2655, t_separation)
    add(f"{w}/Old jobs/Boulder Ridge/Reference - R Papadopoulos.pdf", X, "Work", 2660, t_reference)
    add(f"{w}/Old jobs/Boulder Ridge/Final payslip Feb 2019.pdf", X, "Work", 2650, t_final_payslip)
    add(f"{w}/HR2 haul road realignment 2025/Closeout report HR2.docx", X, "Work", 190, t_haulroad_closeout)
    add(f"{w}/HR2 haul road realignment 2025/HR2 as-built gradient survey.csv", X, "Work", 205, t_hr2_survey)
    rf = f"{w}/Reference"
    add(f"{rf}/Haul road design - summary notes.pdf", R, "Work", 800, t_haulroad_guide)
    add(f"{rf}/WHS Mines Regs 2022 WA - key duties.pdf", R, "Work", 900, t_whs_regs)
    add(f"{rf}/slope design notes.md", R, "Work", 420, t_slope_notes)
    add(f"{rf}/Working hours code of practice - summary.pdf", R, "Work", 600, t_fatigue_guide)
    add(f"{rf}/Excel tips for schedules.txt", R, "Work", 500, t_excel_tips)

    # ------------------------------------------------------------ OneDrive (work)
    od = "OneDrive - Ashburton Iron"
    s5 = f"{od}/Stage 5 Pushback"
    add(f"{s5}/Design criteria v2.docx", P, "Work", 12, t_s5_criteria)
    add(f"{s5}/Ramp gradient check.xlsx", P, "Work", 10, t_s5_ramp)
    add(f"{s5}/Stage 5 schedule v3.xlsx", P, "Work", 4, t_s5_schedule)
    add(f"{s5}/RE Stage 5 pushback - berm widths.eml", P, "Work", 19, t_s5_geotech)
    add(f"{s5}/meeting notes 2026-05-20.md", P, "Work", 12, t_s5_meeting)
    add(f"{s5}/Stage 5 presentation outline.docx", P, "Work", 3, t_s5_presentation)
    add(f"{s5}/Dewatering bores memo.pdf", P, "Work", 26, t_s5_dewater)
    add(f"{od}/Monthly reports/April 2026 plan vs actual.xlsx", A, "Work", 30, t_recon)
    add(f"{od}/Monthly reports/May 2026 plan vs actual.xlsx", A, "Work", 1, t_recon)
    add(f"{od}/Templates/Drill and blast pattern sheet.xlsx", R, "Work", 700, t_db_template)

    # ------------------------------------------------------------ Documents/Uni - Grad Cert (Projects Study)
    u = "Documents/Uni - Grad Cert"
    add(f"{u}/Enrolment confirmation S1 2026.pdf", P, "Study", 128, t_enrol)
    add(f"{u}/CAN - FEE-HELP S1 2026.pdf", P, "Study", 60, t_feehelp)
    add(f"{u}/Course plan.xlsx", P, "Study", 40, t_course_plan)
    m3 = f"{u}/MINE6030"
    add(f"{m3}/Unit outline MINE6030.pdf", P, "Study", 118, t_unit_outline)
    add(f"{m3}/Assignment 2 - pit optimisation study DRAFT v4.docx", P, "Study", 2, t_assignment2)
    lock(f"{m3}/~$signment 2 - pit optimisation study DRAFT v4.docx", 2)
    add(f"{m3}/wirra_hill_block_model_sample.csv", P, "Study", 70, t_block_model)
    add(f"{m3}/pit shells results.csv", P, "Study", 20, t_pit_shells)
    add(f"{m3}/cut-off grade calcs.xlsx", P, "Study", 8, t_cog)
    add(f"{m3}/lecture notes wk 9 - LG and pseudoflow.md", P, "Study", 55, t_lecture_lg)
    add(f"{m3}/RE Extension request A2.eml", P, "Study", 6, t_extension)
    add(f"{m3}/Assignment 1 feedback.pdf", P, "Study", 62, t_a1_feedback)
    add(f"{u}/MINE6010/Final assignment - resource to reserve.docx", P, "Study", 380, t_mine6010_final)
    add(f"{u}/MINE6010/Statement of results S1 2025.pdf", P, "Study", 330, t_mine6010_results)
    add(f"{u}/MINE6020/Kriging exercise.xlsx", P, "Study", 250, t_kriging)
    add(f"{u}/MINE6020/Variogram notes.md", P, "Study", 240, t_variogram)
    add(f"{u}/MINE6040/project topic ideas.docx", P, "Study", 15, t_mine6040_topic)
    add("Documents/Uni - old/BEng thesis 2009 - paste fill.pdf", X, "Study", 1900, t_thesis)
    add("Documents/Uni - old/WASM vac work report 2009.docx", X, "Study", 1900, t_vacwork)

    # ------------------------------------------------------------ Documents/Money (Areas Finance)
    mo = "Documents/Money"
    add(f"{mo}/Tax/2024-25/Notice of Assessment 2025.pdf", A, "Finance", 245, t_noa(2025))
    add(f"{mo}/Tax/2024-25/Tax return 2025 - Jake - lodged.pdf", A, "Finance", 262, t_tax_return(2025))
    add(f"{mo}/Tax/2024-25/Income statement 2025.pdf", A, "Finance", 300, t_income_statement)
    add(f"{mo}/Tax/2024-25/Work related deductions 2024-25.xlsx", A, "Finance", 270, t_deductions("2024-25"))
    add(f"{mo}/Tax/2024-25/Tash tax return 2025.pdf", A, "Finance", 258, t_tash_return)
    add(f"{mo}/Tax/2023-24/Notice of Assessment 2024.pdf", A, "Finance", 610, t_noa(2024, refund=False))
    add(f"{mo}/Tax/2023-24/Tax return 2024 summary.pdf", A, "Finance", 625, t_tax_return(2024))
    add(f"{mo}/Tax/2025-26/deductions running list.xlsx", A, "Finance", 5, t_deductions("2025-26"))
    add(f"{mo}/Tax/2025-26/receipts/Steel Blue boots receipt.pdf", A, "Finance", 160, t_boots_receipt)
    add(f"{mo}/Tax/2025-26/receipts/Officeworks calculator + ink.pdf", A, "Finance", 100, t_officeworks)
    add(f"{mo}/Tax/2025-26/receipts/Rockingham Tax & Accounting invoice.pdf", A, "Finance", 258, t_tax_agent)
    add(f"{mo}/Super/AustralianSuper annual statement 2025.pdf", A, "Finance", 280, t_super("AustralianSuper", ME))
    add(f"{mo}/Super/Salary sacrifice variation form.pdf", A, "Finance", 330, t_ss_form)
    add(f"{mo}/Super/Tash - HESTA statement 2025.pdf", A, "Finance", 275, t_super("HESTA", "Natasha Kelly"))
    add(f"{mo}/Super/super notes.md", A, "Finance", 90, t_super_notes)
    add(f"{mo}/Super/Insurance in super - cover summary.pdf", A, "Finance", 280, t_ip_insurance)
    add(f"{mo}/Salary packaging/Salary packaging agreement 2024.pdf", A, "Finance", 670, t_packaging_agreement)
    add(f"{mo}/Salary packaging/Packaging statement Jan-Mar 2026.pdf", A, "Finance", 55, t_packaging_statement)
    add(f"{mo}/Bankwest/Everyday statement Mar 2026.pdf", A, "Finance", 62, t_bank("Everyday Account"))
    add(f"{mo}/Bankwest/Everyday statement Apr 2026.pdf", A, "Finance", 31, t_bank("Everyday Account"))
    add(f"{mo}/Bankwest/Home loan statement Jul-Dec 2025.pdf", A, "Finance", 140, t_home_loan)
    add(f"{mo}/Budget 2026.xlsx", A, "Finance", 18, t_budget)
    add(f"{mo}/FIFO budget - notes.txt", A, "Finance", 300, t_fifo_budget_notes)
    add(f"{mo}/Refinance 2023/Letter of offer - Bankwest.pdf", X, "Finance", 1000, t_refi_offer)
    add(f"{mo}/Refinance 2023/Discharge authority - ANZ.pdf", X, "Finance", 990, t_refi_discharge)
    add(f"{mo}/Refinance 2023/RE refinance settled.eml", X, "Finance", 985, t_refi_mail)
    add(f"{mo}/Reading/ATO - FIFO workers what you can claim.pdf", R, "Finance", 400, t_ato_fifo_guide)
    add(f"{mo}/Reading/Barefoot Investor notes.md", R, "Finance", 520, t_barefoot)

    # ------------------------------------------------------------ Documents/House
    h = "Documents/House"
    pa = f"{h}/Patio 2026"
    add(f"{pa}/Building permit BP26-0412 - City of Rockingham.pdf", P, "Home", 58, t_permit)
    add(f"{pa}/Patio plans P-2026-118 Rev B.pdf", P, "Home", 85, t_patio_plans)
    add(f"{pa}/Engineering certificate.pdf", P, "Home", 84, t_engineering)
    add(f"{pa}/Quote - Peel Patios (accepted).pdf", P, "Home", 110,
        t_patio_quote("Peel Patios & Outdoor Living, 3/18 Reserve Drive, Mandurah WA 6210", 18940, True))
    add(f"{pa}/Quote - Outdoor World Rockingham.pdf", P, "Home", 112,
        t_patio_quote("Outdoor World Rockingham - Patios, Carports, Pergolas", 21480, False))
    add(f"{pa}/Contract signed.pdf", P, "Home", 95, t_patio_contract)
    add(f"{pa}/Deposit invoice.pdf", P, "Home", 94, t_deposit_invoice)
    add(f"{pa}/Variation 1 - extra downpipe and LEDs.docx", P, "Home", 4, t_variation)
    lock(f"{pa}/~$riation 1 - extra downpipe and LEDs.docx", 4)
    add(f"{pa}/RE patio start date.eml", P, "Home", 40, t_patio_email)
    add(f"{pa}/patio budget.xlsx", P, "Home", 9, t_patio_budget)
    add(f"{pa}/Before You Dig - enquiry.pdf", P, "Home", 30, t_before_you_dig)
    add(f"{pa}/Colorbond Monument vs Surfmist.png", P, "Home", 100, "")
    add(f"{pa}/letter to Gary and Leanne.docx", P, "Home", 22, t_neighbour_letter)
    pf = f"{h}/Pool fence"
    add(f"{pf}/Pool barrier inspection report April 2026.pdf", P, "Home", 47, t_pool_report)
    add(f"{pf}/Quote - Safe-T Pool Fencing.pdf", P, "Home", 38, t_pool_quote)
    add(f"{pf}/Re-inspection booked.eml", P, "Home", 7, t_pool_rebook)
    add(f"{pf}/what the inspector wants.md", P, "Home", 45, t_as1926_notes)
    add(f"{h}/Bills/Synergy Feb 2026.pdf", A, "Home", 110, t_synergy)
    add(f"{h}/Bills/Synergy Apr 2026.pdf", A, "Home", 48, t_synergy)
    add(f"{h}/Bills/Water Corporation Mar 2026.pdf", A, "Home", 75, t_water)
    add(f"{h}/Bills/Alinta gas May 2026.pdf", A, "Home", 20, t_gas)
    add(f"{h}/Bills/Aussie Broadband May.pdf", A, "Home", 16, t_broadband)
    add(f"{h}/Rates/City of Rockingham rates 2025-26.pdf", A, "Home", 300, t_rates)
    add(f"{h}/Insurance/RAC home and contents renewal 2026.pdf", A, "Home", 35, t_home_insurance)
    add(f"{h}/Termite inspection 2025.pdf", A, "Home", 230, t_termite)
    add(f"{h}/Solar inverter warranty claim.eml", A, "Home", 14, t_solar)
    add(f"{h}/Maintenance log.xlsx", A, "Home", 14, t_maintenance)
    add(f"{h}/Manuals/Daikin split system - operation manual.pdf", R, "Home", 1500, t_manual(
        "Daikin Split System Air Conditioner - Operation Manual FTXM-W series",
        "Operating modes: cool, heat, dry, fan, auto. Clean the air filters every two weeks. Use the timer to run "
        "the unit before you get home. Error codes: U4 communication error, A5 freeze-up protection."))
    add(f"{h}/Manuals/Bosch dishwasher Serie 6 manual.pdf", R, "Home", 1300, t_manual(
        "Bosch Serie 6 dishwasher SMS6 - Instructions for use",
        "Fill the salt container before first use. Rinse aid setting 5. Clean the filters monthly. Eco 50 programme "
        "is the most efficient. E:24 - drain blocked, check the filter and hose."))
    add(f"{h}/Manuals/Astral pool pump CTX - manual.pdf", R, "Home", 2000, t_manual(
        "Astral CTX pool pump - Installation and operating instructions",
        "Prime the pump before starting. Never run dry. Clean the lint pot weekly. Winter run time 4-6 hours, "
        "summer 8-10 hours."))
    add(f"{h}/Pool chemistry cheat sheet.txt", R, "Home", 640, t_pool_chem)
    add(f"{h}/Watering days Baldivis.txt", R, "Home", 430, t_watering)
    add(f"{h}/Purchase 2019/Settlement statement.pdf", X, "Home", 2635, t_settlement)
    add(f"{h}/Purchase 2019/Building and pest report.pdf", X, "Home", 2655, t_building_pest)
    add(f"{h}/Purchase 2019/Offer and acceptance.pdf", X, "Home", 2665, t_offer)
    add(f"{h}/Landscaping 2021/Reticulation quote - paid.pdf", X, "Home", 1740, t_retic_quote)
    add(f"{h}/Landscaping 2021/Turf invoice.pdf", X, "Home", 1735, t_turf)

    # ------------------------------------------------------------ Documents/Car
    c = "Documents/Car"
    add(f"{c}/Prado novated lease/Novated lease agreement.pdf", A, "Car", 665, t_lease)
    add(f"{c}/Prado novated lease/Running cost budget statement Q3 FY26.pdf", A, "Car", 50, t_lease_budget)
    add(f"{c}/Prado novated lease/Fuel receipts reimbursed.eml", A, "Car", 230, t_fuel_card)
    add(f"{c}/Prado service 30000km.pdf", A, "Car", 88, t_service)
    add(f"{c}/RAC motor policy - Prado.pdf", A, "Car", 300, t_car_insurance)
    add(f"{c}/CX-5 rego renewal.pdf", A, "Car", 120, t_cx5_rego)
    add(f"{c}/Tyres quote - Tyrepower.pdf", A, "Car", 27, t_tyres_quote)
    add(f"{c}/Prado manual - towing section.pdf", R, "Car", 660, t_towing)
    add(f"{c}/Hilux sold 2024/Receipt of sale.pdf", X, "Car", 653, t_hilux_sale)
    add(f"{c}/Hilux sold 2024/Transfer of licence - seller copy.pdf", X, "Car", 652, t_hilux_transfer)

    # ------------------------------------------------------------ Documents/Kids (Areas Family)
    k = "Documents/Kids"
    add(f"{k}/School/Term dates 2026.pdf", A, "Family", 170, t_term_dates)
    add(f"{k}/School/Mia Semester 2 report 2025.pdf", A, "Family", 168, t_school_report)
    add(f"{k}/School/Perth Zoo excursion.pdf", A, "Family", 21, t_excursion)
    add(f"{k}/School/Newsletter T2 W4.pdf", A, "Family", 17, t_newsletter(4))
    add(f"{k}/School/Cooper pre-primary info pack.pdf", A, "Family", 125, t_preprimary)
    add(f"{k}/School/Contributions and charges 2026.pdf", A, "Family", 118, t_contributions)
    add(f"{k}/School/Parent-teacher interview.eml", A, "Family", 6, t_parent_teacher)
    add(f"{k}/School/OSHC/OSHC statement May 2026.pdf", A, "Family", 2, t_oshc)
    add(f"{k}/School/Booklist Year 3 2026.pdf", A, "Family", 170, t_booklist)
    add(f"{k}/Footy/PlayHQ rego Mia U9 2026.pdf", A, "Family", 95, t_footy_rego)
    add(f"{k}/Footy/Auskick Cooper 2026.pdf", A, "Family", 60, t_auskick)
    add(f"{k}/Footy/U9 fixture 2026.xlsx", A, "Family", 36, t_fixture)
    add(f"{k}/Footy/canteen roster.docx", A, "Family", 20, t_canteen)
    add(f"{k}/Footy/Round 6 + training change.eml", A, "Family", 11, t_coach_mail)
    add(f"{k}/Birth certificates - Mia & Cooper.pdf", A, "Family", 1400, t_birth)
    add(f"{k}/CCS statement 2026.pdf", A, "Family", 130, t_ccs)
    add(f"{k}/Swimming lessons term 2.pdf", A, "Family", 45, t_swim)
    add(f"{k}/Kindy 2025/Cooper kindy report.pdf", X, "Family", 170, t_kindy_report)
    add(f"{k}/Kindy 2025/Kindy end of year concert.eml", X, "Family", 186, t_kindy_concert)
    add(f"{k}/Kindy 2025/Kindy enrolment confirmation.pdf", X, "Family", 560, t_kindy_enrol)

    # ------------------------------------------------------------ Documents/Health (Areas Health)
    he = "Documents/Health"
    add(f"{he}/HBF cover summary 2026.pdf", A, "Health", 150, t_hbf)
    add(f"{he}/Medicare claims history.pdf", A, "Health", 33, t_medicare_claims)
    add(f"{he}/Skin check - Jake Mar 2026.pdf", A, "Health", 80, t_skin)
    add(f"{he}/Referral - physio Tash.pdf", A, "Health", 66, t_physio_ref)
    add(f"{he}/Immunisation history - Cooper.pdf", A, "Health", 190, t_immunisation)
    add(f"{he}/Dental - Cooper check-up.pdf", A, "Health", 99, t_dental_cooper)
    add(f"{he}/back log.md", A, "Health", 12, t_back_log)
    add(f"{he}/Lower back exercises.pdf", R, "Health", 80, t_back_exercises)

    # ------------------------------------------------------------ Documents/Trips
    tr = "Documents/Trips"
    b = f"{tr}/Bali July 2026"
    add(f"{b}/Virgin booking confirmation.pdf", P, "Travel", 120, t_virgin)
    add(f"{b}/Villa Kembang Sanur - booking.pdf", P, "Travel", 118, t_villa)
    add(f"{b}/Travel insurance certificate.pdf", P, "Travel", 90, t_travel_ins)
    add(f"{b}/Itinerary.docx", P, "Travel", 13, t_bali_itinerary)
    add(f"{b}/Packing list.md", P, "Travel", 3, t_packing)
    add(f"{b}/e-VOA and levy notes.txt", P, "Travel", 25, t_levy)
    add(f"{b}/RE airport transfer 6 July.eml", P, "Travel", 29, t_transfer_mail)
    add(f"{b}/Passport application - Cooper.pdf", P, "Travel", 57, t_passport_app)
    kj = f"{tr}/Karijini Sept 2026"
    add(f"{kj}/Park Stay WA - Dales booking.pdf", P, "Camping", 70, t_parkstay)
    add(f"{kj}/Route plan.md", P, "Camping", 16, t_route)
    add(f"{kj}/Fuel and distances.xlsx", P, "Camping", 16, t_fuel_calc)
    add(f"{kj}/Gear list Karijini.xlsx", P, "Camping", 8, t_gear)
    add(f"{kj}/Gorges to do.txt", P, "Camping", 30, t_gorges)
    add(f"{kj}/Camper service booked.eml", P, "Camping", 5, t_camper_service)
    add(f"{kj}/Holiday park pass.pdf", P, "Camping", 42, t_park_pass)
    add(f"{tr}/Exmouth Apr 2025/Osprey Bay booking.pdf", X, "Camping", 480, t_exmouth_booking)
    add(f"{tr}/Exmouth Apr 2025/Fishing charter receipt.pdf", X, "Camping", 411, t_exmouth_charter)
    add(f"{tr}/Exmouth Apr 2025/trip costs.xlsx", X, "Camping", 405, t_exmouth_costs)
    add(f"{tr}/Wedge Island Nov 2025/notes.txt", X, "Camping", 196, t_wedge_notes)
    add(f"{tr}/Gold Coast Jan 2024/Jetstar itinerary.pdf", X, "Travel", 940, t_goldcoast_jetstar)
    add(f"{tr}/Gold Coast Jan 2024/Theme park passes.pdf", X, "Travel", 880, t_theme_parks)
    add(f"{tr}/Margaret River Easter 2025/Airbnb receipt.pdf", X, "Travel", 470, t_margaret_airbnb)

    # ------------------------------------------------------------ Documents/4WD & Camping
    cp = "Documents/4WD & Camping"
    add(f"{cp}/Tyre pressures.txt", R, "Camping", 390, t_tyre_pressures)
    add(f"{cp}/Recovery gear checklist.pdf", R, "Camping", 700, t_recovery)
    add(f"{cp}/Camp oven recipes.docx", R, "Camping", 520, t_camp_recipes)
    add(f"{cp}/Redsands Outback 12 - owner's manual.pdf", R, "Camping", 1100, t_camper_manual)
    add(f"{cp}/Gibb River Road track notes.pdf", R, "Camping", 260, t_gibb)
    add(f"{cp}/Dual battery setup.md", R, "Camping", 600, t_dual_battery)
    add(f"{cp}/Camper trailer rego 2026.pdf", A, "Camping", 72, t_camper_rego)

    # ------------------------------------------------------------ Documents/Fishing & Boat
    fb = "Documents/Fishing & Boat"
    add(f"{fb}/RST/Course booking - Rockingham Boating Academy.pdf", P, "Fishing", 52, t_rst_course)
    add(f"{fb}/RST/Theory test result.pdf", P, "Fishing", 16, t_rst_theory)
    add(f"{fb}/RST/Practical Sat 20 June.eml", P, "Fishing", 10, t_rst_practical_mail)
    add(f"{fb}/RST/DoT RST application.pdf", P, "Fishing", 53, t_rst_app)
    add(f"{fb}/Boat shortlist.xlsx", P, "Fishing", 7, t_boat_shortlist)
    add(f"{fb}/RFBL licence 2025-26.pdf", A, "Fishing", 230, t_rfbl)
    add(f"{fb}/Bag limits West Coast.pdf", R, "Fishing", 500, t_bag_limits)
    add(f"{fb}/Tides Rockingham June 2026.pdf", R, "Fishing", 4, t_tides)
    add(f"{fb}/Spots.md", R, "Fishing", 150, t_spots)
    add(f"{fb}/Knots.txt", R, "Fishing", 900, t_knots)
    add(f"{fb}/Cockburn Sound snapper closure.pdf", R, "Fishing", 610, t_snapper_closure)

    # ------------------------------------------------------------ vague places: 2024/, Misc/, Scans/
    def t_ba1(r, dt):
        return ("Form BA1 - Application for building permit (certified)\nBuilding Act 2011 - City of Rockingham\n"
                f"Property: Lot 812, {ADDR}\nOwners: Jake Andrew Morrison, Natasha Louise Kelly\n"
                "Proposed work: patio (Class 10a), estimated value $18,940\nBuilder: Craig Bettini, Peel Patios & "
                "Outdoor Living, BC 104871\nCertificate of design compliance attached (CDC 2026-0977)\n"
                "Owners' signatures: J Morrison, N Kelly\nFee: $210.40 (incl. building services levy)")

    def t_patio_guidelines(r, dt):
        return ("City of Rockingham - Patios, pergolas and verandahs: information sheet\nMost patios need a building "
                "permit. Under the R-Codes a patio may be built up to the side boundary if it is open on two sides "
                "and no higher than 2.7 m at the boundary. Stormwater must be disposed of on site. Apply online "
                "with plans, a site plan and an engineer's certificate.")

    def t_moving_list(r, dt):
        return ("moving to Perth - Feb 2019\n- end lease Egan St 28 Feb (bond back?)\n- Toll removalist booked 16 Feb\n"
                "- Mia: child health nurse transfer to Baldivis\n- redirect mail\n- start Ashburton 4 March - "
                "pre-employment medical done\n- settlement Baldivis 15 March, stay with Tash's mum till then")

    add("Documents/2024/Document.pdf", A, "Finance", 600, t_ato_soa_2024, True)
    add("Documents/2024/scan.pdf", X, "Car", 652, t_hilux_sale, True)
    add("Documents/2024/letter.docx", A, "Home", 560, t_synergy_complaint, True)
    add("Documents/2024/Untitled spreadsheet.xlsx", X, "Travel", 860, t_gc_costs, True)
    add("Documents/2024/notes.txt", A, "Car", 700, t_pkg_notes_2024, True)
    add("Documents/2024/Document (2).pdf", X, "Camping", 800, t_kalbarri, True)
    photo("Documents/2024/IMG_4411.JPG", R, "Photos", 870)
    ms = "Documents/Misc"
    add(f"{ms}/info sheet.pdf", A, "Health", 150, t_extras_limits, True)
    add(f"{ms}/form (signed).pdf", P, "Study", 490, t_fee_form, True)
    add(f"{ms}/Application.pdf", P, "Home", 80, t_ba1, True)
    add(f"{ms}/confirmation.pdf", P, "Travel", 33, t_ubud_tour, True)
    add(f"{ms}/To whom it may concern.docx", A, "Car", 63, t_car_dispute, True)
    add(f"{ms}/Notes 12-3.txt", P, "Study", 81, t_tutorial_notes, True)
    add(f"{ms}/Untitled 3.xlsx", P, "Fishing", 20, t_boat_costs, True)
    add(f"{ms}/IMPORTANT.pdf", A, "Family", 1670, t_wills, True)
    add(f"{ms}/copy.pdf", A, "Car", 655, t_lease_schedule_copy, True)
    sc = "Scans"
    for n, bucket, topic, age, fn in (
            (3, A, "Health", 140, t_medicare_stmt), (4, P, "Home", 46, t_pool_notice), (7, P, "Home", 93, t_hii),
            (8, A, "Family", 18, t_excursion_signed), (11, A, "Work", 120, t_lv_permit),
            (12, A, "Finance", 34, t_tash_payslip), (14, P, "Fishing", 15, t_rst_theory),
            (15, X, "Family", 165, t_kindy_report), (16, P, "Study", 61, t_a1_feedback),
            (19, A, "Car", 100, t_prado_rego), (20, P, "Travel", 50, t_passport_ack),
            (21, A, "Health", 26, t_gp_referral), (22, A, "Home", 34, t_home_ins_cert),
            (23, A, "Family", 96, t_footy_medical), (24, X, "Home", 400, t_settlement_scan)):
        add(f"{sc}/scan_{n:04d}.pdf", bucket, topic, age, fn, True)

    # ------------------------------------------------------------ Downloads
    dl = "Downloads"
    for name, bucket, topic, age, fn in (
            ("Document (3).pdf", A, "Finance", 22, t_ato_letter),
            ("Document (1).pdf", P, "Camping", 44, t_parkstay_amend),
            ("Document.pdf", A, "Home", 47, t_synergy_receipt),
            ("download.pdf", P, "Travel", 120, t_virgin),
            ("download (1).pdf", R, "Work", 160, t_truck_paper),
            ("file.pdf", P, "Home", 58, t_permit_conditions),
            ("attachment.pdf", A, "Family", 8, t_school_letter_att),
            ("WhatsApp DOC-2026-05-21 at 19.42.11.pdf", A, "Family", 11, t_footy_agm),
            ("WhatsApp DOC-2026-05-22 at 08.15.03.pdf", P, "Home", 10, t_patio_claim),
            ("Doc2.docx", P, "Home", 9, t_pool_letter_draft),
            ("Doc1.docx", P, "Study", 5, t_a2_reflection),
            ("Untitled document.docx", A, "Family", 25, t_canteen_gdoc),
            ("export.csv", A, "Finance", 3, t_tx_export),
            ("export (1).csv", A, "Car", 15, t_fuel_log),
            ("data.csv", P, "Study", 85, t_drillhole),
            ("invoice_88213.pdf", A, "Camping", 200, t_camper_invoice),
            ("INV-00412.pdf", P, "Home", 9, t_patio_invoice2),
            ("statement.pdf", A, "Health", 30, t_hbf_claim),
            ("receipt.pdf", P, "Home", 41, t_gate_receipt),
            ("print.pdf", P, "Travel", 12, t_villa_info),
            ("1b7e3c9a-5d2f-4f1e-9a0c-77c2e1d4b8f3.pdf", A, "Finance", 95, t_loan_rate_letter),
            ("8a2c0d11f4.pdf", A, "Fishing", 228, t_rfbl_receipt),
            ("form.pdf", A, "Finance", 330, t_ss_form),
            ("info.pdf", R, "Work", 95, t_demirs_bulletin),
            ("Scan 14 May 2026.pdf", A, "Health", 18, t_blood),
            ("ticket.pdf", A, "Work", 24, t_fire_ticket),
            ("letter.pdf", A, "Car", 28, t_rac_roadside),
            ("quote.pdf", P, "Fishing", 11, t_boat_quote),
            ("RE_ question.eml", A, "Work", 4, t_hr_roster_mail),
            ("new.txt", R, "Camping", 180, t_bearings_copy),
            ("index.html", R, "Fishing", 140, t_snapper_article),
            ("results.pdf", P, "Study", 330, t_mine6010_results),
            ("Mail Attachment (2).pdf", A, "Finance", 60, t_ip_insurance)):
        add(f"{dl}/{name}", bucket, topic, age, fn, True)
    add(f"{dl}/Karijini-National-Park-visitor-guide.pdf", P, "Camping", 60, t_karijini_guide)
    add(f"{dl}/Bali-with-kids-7-day-itinerary.pdf", P, "Travel", 140, t_bali_ideas)
    add(f"{dl}/City-of-Rockingham-patios-info-sheet.pdf", P, "Home", 130, t_patio_guidelines)
    add(f"{dl}/recreational-fishing-guide-2026.pdf", R, "Fishing", 150, t_fishing_guide)
    add(f"{dl}/RST-handbook-DoT.pdf", P, "Fishing", 50, t_rst_handbook)
    add(f"{dl}/Payslip_2026-05-21.pdf", A, "Work", 11, t_payslip)
    add(f"{dl}/Payslip_2026-05-21 (1).pdf", A, "Work", 11, t_payslip)
    add(f"{dl}/Whittle_tutorial_Ch3.pdf", P, "Study", 75, t_whittle_tut)
    add(f"{dl}/Newsletter_T2W2.pdf", A, "Family", 31, t_newsletter(2))
    add(f"{dl}/Prado-250-brochure.pdf", R, "Car", 720, t_prado_brochure)
    for name, head, age in (("Zoom.pkg", PKG, 400), ("GoogleEarthProMac-Intel.dmg", DMG, 260),
                            ("GarminExpress.dmg", DMG, 180), ("FortiClientVPN.dmg", DMG, 520),
                            ("QGIS-macOS-LTR-3.34.dmg", DMG, 240), ("VLC-3.0.21-universal.dmg", DMG, 300),
                            ("Microsoft_365_Installer.pkg", PKG, 610), ("Spotify.dmg", DMG, 90)):
        add(f"{dl}/{name}", R, "Software", age, blob(head))
    photo(f"{dl}/IMG_5521.HEIC", R, "Photos", 37)
    photo(f"{dl}/IMG-20260522-WA0003.jpg", P, "Home", 10, exif=False)
    photo(f"{dl}/IMG-20260512-WA0007.jpg", R, "Photos", 20, exif=False)
    add(f"{dl}/bali_villa_floorplan.png", P, "Travel", 118, "")
    add(f"{dl}/QGIS-macOS-LTR-3.40.dmg.crdownload", L, "System", 1, blob(DMG, 2500))
    add(f"{dl}/Prado_accessories_catalogue.pdf.part", L, "System", 6, blob(b"%PDF-1.6\n", 900))
    add(f"{dl}/karijini_map_hires.pdf.crdownload", L, "System", 2, blob(b"%PDF-1.5\n", 1200))
    add(f"{dl}/Unconfirmed 448211.crdownload", L, "System", 33, blob(DMG, 700))
    dot(f"{dl}/.DS_Store", DS, 1)

    # ------------------------------------------------------------ Desktop
    dk = "Desktop"
    add(f"{dk}/notes.txt", A, "Finance", 27, t_super_call, True)
    add(f"{dk}/Untitled.txt", P, "Camping", 9, t_karijini_shopping, True)
    add(f"{dk}/todo.txt", P, "Work", 2, t_s5_todo, True)
    add(f"{dk}/draft.docx", A, "Work", 17, t_grad_reference, True)
    add(f"{dk}/Untitled 2.txt", P, "Home", 3, t_site_meeting_notes, True)
    add(f"{dk}/Document 4.pdf", P, "Camping", 15, t_fuel_stops, True)
    for name, age in (("Screenshot 2026-05-28 at 9.14.22 pm.png", 4), ("Screenshot 2026-05-30 at 7.02.10 am.png", 2),
                      ("Screenshot 2026-04-11 at 6.40.55 pm.png", 51)):
        add(f"{dk}/{name}", R, "Photos", age, "")
    add(f"{dk}/Prado rego.pdf", A, "Car", 100, t_prado_rego)
    add(f"{dk}/Stage 5 east wall - pit design.png", P, "Work", 5, "")
    dot(f"{dk}/.DS_Store", DS, 2)
    dot(f"{dk}/.localized", b"", 1800)

    # ------------------------------------------------------------ iCloud Drive
    ic = "iCloud Drive"
    add(f"{ic}/Family/Kids activities calendar 2026.xlsx", A, "Family", 6, t_family_calendar)
    add(f"{ic}/Family/Emergency contacts.txt", A, "Family", 400, t_contacts)
    add(f"{ic}/Family/Shopping list.txt", A, "Family", 1, t_shopping)
    add(f"{ic}/Family/Budget 2026 (Tash edits).xlsx", A, "Finance", 10, t_shared_budget)
    add(f"{ic}/Bali/Bali activities shortlist.md", P, "Travel", 19, t_bali_shortlist)
    add(f"{ic}/Bali/Travel insurance certificate.pdf", P, "Travel", 90, t_travel_ins)
    add(f"{ic}/Documents/Document 2.pdf", A, "Health", 77, t_med_cert, True)
    add(f"{ic}/Documents/Scanned Document.pdf", A, "Family", 90, t_naplan, True)
    add(f"{ic}/Documents/Scanned Document 2.pdf", X, "Camping", 400, t_exmouth_charter, True)
    add(f"{c}/Prado novated lease/FBT statement 2025-26.pdf", A, "Car", 58, t_salary_pkg_stmt_hash)

    # ------------------------------------------------------------ Pictures
    pi = "Pictures"
    n = 5790
    for month, ages in (("2026-03", (88, 84, 79, 71)), ("2026-04", (58, 55, 50, 44, 40)),
                        ("2026-05", (30, 27, 24, 18, 13, 8, 4))):
        for age in ages:
            n += r.randint(3, 40)
            ext = "HEIC" if r.random() < 0.55 else "JPG"
            photo(f"{pi}/iPhone Import/{month}/IMG_{n}.{ext}", R, "Photos", age)
    for k, age in enumerate((14, 12, 10, 7, 3)):
        photo(f"{pi}/Patio progress/IMG_{6088 + k * 3}.JPG", P, "Home", age)
    photo(f"{pi}/Pool gate/IMG_5702.JPG", P, "Home", 47)
    photo(f"{pi}/Pool gate/IMG_5703.JPG", P, "Home", 47)
    photo(f"{pi}/Pool gate/gate fixed.JPG", P, "Home", 9)
    for k, age in enumerate((415, 414, 413, 411, 409)):
        photo(f"{pi}/Exmouth 2025/IMG_{3301 + k * 7}.JPG", R, "Photos", age)
    for k, age in enumerate((35, 21, 7)):
        photo(f"{pi}/Footy 2026/IMG_{5800 + k * 61}.JPG", R, "Photos", age)
    photo(f"{pi}/Site/Stage 5 east wall crest 1.jpg", P, "Work", 20)
    photo(f"{pi}/Site/Stage 5 east wall crest 2.jpg", P, "Work", 20)
    photo(f"{pi}/Site/Pit sunset.jpg", R, "Photos", 160)
    dot(f"{pi}/.DS_Store", DS, 3)

    # ------------------------------------------------------------ Old laptop copy (Archive Backup)
    ol = "Old Laptop (Dell) 2021/Users/Jake"
    add(f"{ol}/Documents/CV Jake Morrison 2018.docx", X, "Backup", 2760, t_cv2018)
    add(f"{ol}/Documents/Boulder Ridge/Level 12 stope design.xlsx", X, "Backup", 2900, t_stope)
    add(f"{ol}/Documents/Boulder Ridge/Monthly report Oct 2018.docx", X, "Backup", 2760, t_monthly_2018)
    add(f"{ol}/Documents/Tax/NOA 2018.pdf", X, "Backup", 2800, t_tax2018)
    add(f"{ol}/Documents/Kalgoorlie house lease 2017.pdf", X, "Backup", 3380, t_kal_lease)
    add(f"{ol}/Documents/Uni/rock mechanics revision.txt", X, "Backup", 3300, t_uni_notes_old)
    add(f"{ol}/Documents/New Microsoft Word Document.docx", X, "Backup", 2690, t_moving_list)
    add(f"{ol}/Documents/desktop.ini", L, "System", 3300, INI)
    for k, age in enumerate((3250, 3180, 3100, 3020)):
        photo(f"{ol}/Pictures/2017/IMG_0{231 + k * 17}.JPG", X, "Backup", age)
    for k, age in enumerate((2990, 2920)):
        photo(f"{ol}/Pictures/2018/IMG_{1012 + k * 44}.JPG", X, "Backup", age)
    add(f"{ol}/Pictures/desktop.ini", L, "System", 3300, INI)
    add(f"{ol}/Pictures/2017/Thumbs.db", L, "System", 3000, blob(OLE, 1400))
    add(f"{ol}/Downloads/iTunes64Setup.exe", X, "Backup", 2200, blob(EXE))
    add(f"{ol}/Downloads/ChromeSetup.exe", X, "Backup", 1900, blob(EXE))

    # ------------------------------------------------------------ dot files (not labelled)
    for d in ("Documents", "Documents/House", "Documents/Work", "Scans", "iCloud Drive"):
        dot(f"{d}/.DS_Store", DS, 2)
    dot("Documents/.localized", b"", 1800)

    return items
