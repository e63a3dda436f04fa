"""A forty-fourth unseen labelled corpus: Min-jun Park, a Seattle architect, ``build(root, seed)``, written blind.

Whoever wrote this module read only: ``unseen.py``'s module docstring, the first lines of its ``build()`` (the
``write``/``encode``/``add`` helpers) and its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``,
``_xlsx``, ``_epub``, ``_id3``, ``_blob``; ``corpus.py``'s ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``,
``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD``. Nothing in
``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts or any other corpus body was opened, and no
placement result was seen. The files and labels are shaped by what this person would have on disk, not by what
the code looks for.

The person: Min-jun Park (박민준), 45, a Korean-American architect in Seattle. He grew up in Los Angeles,
passed his ARE exams in 2016-2018 (licensed in Washington in 2018) and spent 2011-2024 at Hartwell Lund
Architects, a 300-person Seattle firm, leaving as a senior associate in March 2024 to start Parkwork
Architecture PLLC, a two-person studio (himself and designer Dana Ruiz) working from a rented desk in Fremont
and his home office in Wedgwood. His wife Jenny (Ji-hye) is a nurse at a Seattle hospital; their children are
Hana (14, 8th grade at Hamlin Middle School) and Leo (10, 4th grade at North Ravenna Elementary). He rides
with the Lake City Spokes bike club, where he is a ride leader, and is training for the Seattle to Portland
ride (STP) on 11-12 July 2026. Going on now (NOW is 2026-06-01): three client projects at different stages --
2503 Sundquist ADU in Ballard (in construction: RFIs, change orders, inspections, site photos), 2507 Solstice
Coffee, a cafe interior on Capitol Hill (in permitting: the SDCI correction notice, health-department review),
2602 Hendricks remodel in Wallingford (schematic design: survey, options, SketchUp models, renders); a
design-competition entry (the Third Place Pavilion competition, due 14 August 2026); and moving his father,
Park Young-soo (78, a widower), from his condo in Los Angeles into Cedar Grove Assisted Living in Seattle
(move date 20 June 2026; the LA condo is being sold). Finished: the Hartwell Lund years (portfolio, reviews,
offer and resignation letters, a copy of his old Windows work laptop), the studio's 2024-2025 client projects
(Alvarez kitchen, Tran deck, Whitaker basement ADU, Greenwood dental refresh), the ARE exams, and the family's
trip to Korea in October 2025 (Seoul, Daegu relatives, Jeonju, Busan).

The machine: a MacBook Pro. Studio work lives in ``Dropbox (Parkwork)/`` -- ``Projects/`` with job-numbered
folders (``2503 Sundquist ADU/01 Contract``, ``03 CA``...), ``Projects/_Closed/`` for finished jobs,
``Admin/`` (insurance, licenses, bookkeeping, software), ``Marketing/`` and ``Library/`` (codes, product
data, CAD blocks, precedents). Personal papers are in ``Documents/`` in English folders, with a ``가족``
(family) folder for Korean family papers; ``Scans/`` holds ScanSnap output named only by date. ``Downloads/``
is full of ``document (3).pdf``, ``attachment.pdf``, drawing sets, installers and half-finished downloads;
``Desktop/`` has screenshots, an ``untitled folder`` and loose notes. ``Pictures/`` holds iPhone exports
(.HEIC and .jpg), albums and site photos; ``HLA laptop copy/`` is the copy of the old Windows work laptop
(with its ``desktop.ini`` and ``Thumbs.db``).

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects**: an outcome with an end still being worked on now, whatever the file's age. The three live
  client jobs -- Sundquist ADU, Solstice Coffee, Hendricks remodel: contracts, invoices to the client,
  drawings (.dwg, .pdf sets, .skp), renders, permit correspondence, RFIs, site photos -- and the Third
  Place Pavilion competition entry (topic Architecture); Dad's move to assisted living: facility choice,
  residency agreement, movers, the LA condo sale, intake forms, his medication list for intake (topic
  Family); the STP ride in July 2026: registration, training plan, logistics (topic Cycling).
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. Running the
  studio: insurance, business licenses, B&O tax, bookkeeping, payroll, software subscriptions, the website,
  portfolio, logo and marketing images (Architecture); his own architect license, AIA dues, continuing education
  (Career); household money, bank, taxes, mortgage, retirement, property tax (Finance); the house and its
  bills and upkeep, home insurance (Home); the family's health (Health); the children's school and
  activities (School); Dad's ongoing affairs that Min-jun manages under power of attorney -- Medicare,
  Social Security, his bank letters (Family); the bike club, where he leads rides (Cycling).
- **Resources**: reference and interests kept for their own sake, by subject: codes, product data, CAD
  blocks, precedent images, articles (Architecture); family history and old family papers, with scanned
  old family photographs and 족보 (genealogy) pages, many in Korean (Family); recipes, including his
  mother's handwritten ones typed up in Korean (Cooking); ebooks (Books); installers (Software); appliance
  manuals (Home); route files and bike maintenance notes (Cycling);
  photos, albums and screenshots (Photos), holiday albums such as the Korea trip's included -- except photos
  that document a project, live or finished (site, progress and opening photos, the RSVP finish photo, the
  facility tour for Dad: the project's bucket and topic).
- **Archive**: finished projects and ended responsibilities: the Hartwell Lund job and everything on the
  copy of the old work laptop, the ARE exams (Career); the closed 2024-2025 client jobs (Architecture); the
  Korea trip of October 2025 (Travel); the RSVP ride of August 2025 (Cycling).
- **Left**: unfinished downloads (``.crdownload``, ``.part``, ``.download``), Office lock files (``~$x.docx``)
  and system files (``desktop.ini``, ``Thumbs.db``): topic System. Dot files (``.DS_Store``, ``._x``) are
  written but not labelled.

Topics are subjects, the same across buckets: the live jobs, the studio's running, the closed jobs and the
code library are all ``Architecture``; the old firm, the license and the ARE are ``Career``; Dad's move and
the family papers are ``Family``. ``hard`` marks a file whose name *and* folder say nothing about its subject
(``Downloads/document (2).pdf``, ``Desktop/untitled folder/notes.txt``, ``Scans/Scan 2026-04-02 10.31.pdf``):
only the text inside can place it. Images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

DWG_HEAD = b"AC1032\x00\x00\x00\x00\x00\x19\x00"
SKP_HEAD = b"\xff\xfe\xff\x0eS\x00k\x00e\x00t\x00c\x00h\x00U\x00p\x00 \x00M\x00o\x00d\x00e\x00l\x00"
OLE_HEAD = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
DMG_HEAD = b"x\xda\x01\x00\x00koly"
PSD_HEAD = b"8BPS\x00\x01\x00\x00\x00\x00\x00\x00"
PKG_HEAD = b"xar!\x00\x1c\x00\x01"
ZIP_HEAD = b"PK\x03\x04\x14\x00\x00\x00"
MP4_HEAD = b"\x00\x00\x00\x20ftypmp42\x00\x00\x00\x00mp42isom"

# --------------------------------------------------------------------------- people and places

STUDIO = ("PARKWORK ARCHITECTURE PLLC\n3417 Evanston Ave N, Suite 204, Seattle WA 98103\n"
          "206-555-0148  |  studio@parkwork.design  |  WA UBI 605 418 772")
CLIENTS = {
    "adu": ("Erik and Maya Sundquist", "7012 24th Ave NW, Seattle WA 98117", "2503", "Sundquist ADU"),
    "cafe": ("Solstice Coffee LLC (Lauren Abeyta, Sam Cho)", "1520 E Olive Way, Seattle WA 98122", "2507",
             "Solstice Coffee TI"),
    "remo": ("Priya and Tom Hendricks", "4419 Meridian Ave N, Seattle WA 98103", "2602", "Hendricks Remodel"),
}
SURN = ["Nguyen", "Olsen", "Whitaker", "Reyes", "Kowalski", "Tanaka", "Brennan", "Haugen", "Delgado", "Foster",
        "Lindqvist", "Marsh", "Okafor", "Petrov", "Yamada", "Coleman", "Ibarra", "Sorensen"]
FIRST = ["Alex", "Beth", "Carlos", "Dana", "Emily", "Grant", "Holly", "Ivan", "Jess", "Kyle", "Laura", "Marcus",
         "Nora", "Owen", "Rachel", "Sean", "Tara", "Will"]
KSURN = ["김", "이", "박", "최", "정", "강", "조", "윤"]


def _who(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def _us(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _usd(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _ymd(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _mail(r: random.Random, dt: datetime, frm: str, to: str, subj: str, body: str) -> str:
    mid = f"<{r.getrandbits(48):012x}.{r.randint(1000, 9999)}@{frm.split('@')[-1].rstrip('>')}>"
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt:%a, %d %b %Y} {r.randint(7, 21):02d}:"
            f"{r.randint(0, 59):02d}:{r.randint(0, 59):02d} -0700\nMessage-ID: {mid}\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n{body}\n")


def _one(r: random.Random, k, xs: list):
    return r.choice(xs) if k is None else xs[k]


def pick(fn, k):
    """``fn`` with its choice fixed to ``k`` (so a named file holds what its name says)."""
    return lambda r, dt: fn(r, dt, k)


MJ = "Min-jun Park <minjun@parkwork.design>"
MJ_HOME = "Min-jun Park <mjpark81@gmail.com>"


# --------------------------------------------------------------------------- live client jobs (Projects)


def t_adu_contract(r, dt):
    fee = r.choice([36500, 38500, 41200])
    return (f"{STUDIO}\n\nAGREEMENT FOR ARCHITECTURAL SERVICES\nProject 2503 - Detached Accessory Dwelling Unit\n"
            f"Dated {_us(dt)}\n\nOwner: Erik and Maya Sundquist, 7012 24th Ave NW, Seattle WA 98117\n"
            "Architect: Parkwork Architecture PLLC, Min-jun Park AIA, WA Reg. No. 13-0917\n\n"
            "1. Project. A detached ADU of approximately 780 sf (two storeys, one bedroom, one bath) in the rear "
            "yard, with a new side sewer connection and a garden studio at grade.\n"
            "2. Services. Schematic Design 15%, Design Development 20%, Construction Documents 40%, Permitting "
            "5%, Construction Administration 20% (site visits every two weeks, RFIs, submittals, pay "
            "applications, punch list).\n"
            f"3. Compensation. Stipulated sum of ${fee:,} for basic services; additional services hourly at "
            "$185 (Principal) and $115 (Designer). Reimbursables at cost plus 10%.\n"
            "4. Invoicing monthly by phase percentage complete; payment due in 30 days; 1% per month on late "
            "balances.\n5. Instruments of service remain the property of the Architect.\n"
            "6. Construction cost budget stated by Owner: $385,000 excluding sales tax.\n\n"
            "_____________________ Owner        _____________________ Architect\n")


def t_adu_invoice(r, dt, n=None):
    n = n or r.randint(9, 16)
    hours = r.randint(6, 22)
    return (f"{STUDIO}\n\nINVOICE 2503-{n:02d}\nDate: {_us(dt)}\nBill to: Erik and Maya Sundquist\n"
            "Project: 2503 Sundquist ADU, 7012 24th Ave NW\n\n"
            "Phase                         Fee        % complete   Earned      Prior      This invoice\n"
            f"Construction Documents   $15,400       100%      $15,400    $15,400          $0.00\n"
            f"Permitting                $1,925       100%       $1,925     $1,925          $0.00\n"
            f"Construction Admin        $7,700        {r.randint(35, 70)}%       ...\n"
            f"Additional services: {hours} h x $185 (owner-requested revisions)  ${hours * 185:,}.00\n"
            f"Reimbursables: SDCI revision fee, prints  {_usd(r, 80, 420)}\n\n"
            f"AMOUNT DUE THIS INVOICE: {_usd(r, 2200, 6800)}\nTerms: net 30. Pay by ACH to Parkwork "
            "Architecture PLLC, BECU acct ending 4471, or by check.\n")


def t_adu_rfi(r, dt, n=None):
    n = n or r.randint(7, 16)
    q = r.choice([
        (("Beam B3 at the stair opening is shown as 3-1/2 x 11-7/8 PSL; the lumber yard can supply 5-1/4 x 11-7/8 "
         "LVL in stock. Acceptable substitution?"), "Accept 5-1/4 x 11-7/8 LVL 2.0E. Hangers per S-201, detail 6."),
        (("Window W4 rough opening conflicts with the hold-down HD-2 at gridline C. Can the window shift 4\" "
         "north?"), "Yes, shift W4 4\" north. Maintain 3'-0\" to the corner for the shear panel."),
        (("Plans show 2x6 exterior walls at 16\" o.c.; energy compliance sheet says R-21 + R-5 continuous. "
         "Confirm the exterior insulation thickness."), ("1\" mineral wool board (R-4.2) is not enough; use 1.5\" "
         "(R-6). See revised A-501.")),
    ])
    return (f"REQUEST FOR INFORMATION No. {n:03d}\nProject: Sundquist ADU, 7012 24th Ave NW (SDCI 7061524-CN)\n"
            f"From: Jake Torres, Northwind Builders LLC\nTo: Min-jun Park, Parkwork Architecture\n"
            f"Date sent: {_ymd(dt)}   Response needed by: {_ymd(dt + timedelta(days=3))}\n\n"
            f"Question:\n{q[0]}\n\nArchitect's response ({_ymd(dt + timedelta(days=2))}):\n{q[1]}\n"
            "Cost impact: none claimed.  Schedule impact: none.\n")


def t_adu_co(r, dt, n=None):
    items = [("Add exterior stair landing per revised A-201", 3850), ("Upgrade to triple-pane windows W1-W6",
             6420), ("Delete garden shed slab (Owner)", -2100), (("Relocate side sewer cleanout, unforeseen "
             "root intrusion"), 1980), ("Owner-selected tile upgrade, bath", 1240)]
    pick = r.sample(items, 3)
    body = "\n".join(f"  - {d}: ${v:,}" for d, v in pick)
    tot = sum(v for _, v in pick)
    return (f"CHANGE ORDER No. {n or r.randint(2, 4)}\nProject: Sundquist ADU - 7012 24th Ave NW, Seattle\n"
            f"Contractor: Northwind Builders LLC   Date: {_us(dt)}\n\nThe Contract is changed as follows:\n"
            f"{body}\n\nNet change: ${tot:,}\nOriginal contract sum: $372,600\nContract time: +{r.randint(0, 6)} "
            "working days\n\nRecommended: Parkwork Architecture PLLC (M. Park)\nAccepted: Northwind Builders LLC\n"
            "Approved: Owner (E. Sundquist)\n")


def t_adu_inspection(r, dt, kind=None):
    kind = kind or r.choice(["Framing", "Shear wall nailing", "Insulation", "Plumbing rough-in", "Footing/foundation"])
    note = r.choice(["Hold-downs installed per S-201. OK to cover.",
                     "Missing blocking at shear panel edge line 3; correct and call for reinspection.",
                     "Nailing 4 in. o.c. at panel edges verified."])
    return (f"Seattle Department of Construction and Inspections\nINSPECTION RECORD\nPermit: 7061524-CN   "
            f"Address: 7012 24TH AVE NW\nWork: Construct detached accessory dwelling unit, per plans\n\n"
            f"Inspection type: {kind}\nDate: {_ymd(dt)}\nInspector: {_who(r)}\nResult: "
            f"{r.choice(['APPROVED', 'APPROVED', 'PARTIAL - see notes'])}\nNotes: {note}\n"
            "Next required: insulation, then drywall screw.\n")


def t_adu_field(r, dt, n=None):
    return (f"FIELD REPORT #{n or r.randint(8, 14)}\n2503 Sundquist ADU\nSite visit {_us(dt)}, "
            f"{r.randint(8, 11)}:00-{r.randint(12, 14)}:00\nPresent: M. Park (Parkwork), Jake Torres (Northwind), "
            f"{_who(r)} (framer)\nWeather: {r.choice(['overcast, 54F', 'light rain, 49F', 'sunny, 66F'])}\n\n"
            "Observations:\n1. Second floor framing complete; roof sheathing 80% installed.\n"
            "2. Window rough openings checked against revised schedule (RFI 011). W4 moved as directed.\n"
            "3. Stair stringers not yet cut; waiting on CO-3 approval.\n"
            "4. Side sewer trench backfilled; cleanout relocated per CO-2.\n\n"
            "Action items:\n- Northwind to submit exterior insulation board product data by Friday.\n"
            "- Parkwork to issue revised A-501 wall section.\n- Owner to confirm bath tile by end of month.\n")


def t_adu_punch(r, dt):
    rows = ["Touch up paint at stair stringer, both sides", "Adjust entry door strike, latch binding",
            "Caulk gap at kitchen backsplash / counter", "Missing outlet cover, bedroom N wall",
            "Gutter downspout not connected to splash block", "Replace cracked floor tile at shower curb",
            "Weatherstrip at W2 sash", "Label electrical panel circuits"]
    r.shuffle(rows)
    return ("Sundquist ADU - pre-punch walkthrough list (draft)\n" + f"Walked {_ymd(dt)} with Jake\n\n"
            + "\n".join(f"[ ] {x}" for x in rows[:r.randint(5, 8)]) + "\n\nNext: formal punch once trim done.\n")


def t_adu_sched(r, dt):
    start = dt
    acts = ["Roof sheathing + WRB", "Windows install", "Electrical rough", "Plumbing rough", "Mechanical rough",
            "Cover inspections", "Insulation", "Drywall hang", "Drywall finish", "Siding"]
    out = ["Activity,Start,Finish,Trade,Status"]
    for i, a in enumerate(acts):
        s = start + timedelta(days=i * 4)
        out.append(f"{a},{_ymd(s)},{_ymd(s + timedelta(days=r.randint(3, 8)))},"
                   f"{r.choice(['Northwind', 'Ballard Electric', 'Sound Plumbing', 'Evergreen Mech'])},"
                   f"{'done' if i < 2 else 'scheduled'}")
    return "3-week lookahead - Sundquist ADU (Northwind Builders)\n" + "\n".join(out) + "\n"


def t_adu_mail(r, dt, k=None):
    subj, body = _one(r, k, [
        ("Re: Sundquist ADU - window delivery", ("Min-jun,\n\nMilgard pushed delivery of W1-W6 to the 14th. "
         "We'll sequence siding around it. Do you still want to see the mockup of the head flashing before we "
         "install? Let me know which morning works.\n\nJake")),
        ("Sundquist ADU pay app #6", ("Hi Min-jun,\n\nAttached is pay application 6 for May. Framing and rough-in "
         "percentages updated, retainage at 5%. Please certify and forward to the Sundquists.\n\nThanks,\nJake")),
        ("Re: stair guard height", ("Jake,\n\nGuard at the exterior landing is 42\" min since the landing is more "
         "than 30\" above grade (SRC R312). The 36\" shown on the old sheet was superseded by ASI-04.\n\nMin-jun")),
    ])
    jake = "Jake Torres <jake@northwindbuilders.com>"
    if body.startswith("Jake,"):
        return _mail(r, dt, MJ, jake, subj, body)
    return _mail(r, dt, jake, MJ, subj, body)


def t_cafe_correction(r, dt):
    return (f"City of Seattle - Seattle Department of Construction and Inspections\nCORRECTION NOTICE #1\n"
            f"Project: 7078891-CN   1520 E OLIVE WAY\nDescription: Tenant improvement for coffee shop "
            "(Group A-2 < 50 occupants / B), new restroom, counter and hood-less espresso line\n"
            f"Applicant: Min-jun Park, Parkwork Architecture PLLC\nDate issued: {_us(dt)}\n"
            f"Reviewer: {_who(r)}, Building Plans Examiner\n\nCorrections:\n"
            "1. Sheet A-101: Provide occupant load calculation for seating and standing areas (SBC 1004). "
            "Show egress width at the front door.\n"
            "2. Sheet A-401: The accessible restroom must show 60\" turning circle clear of the door swing "
            "(ICC A117.1 604).\n3. Provide the accessible route from the sidewalk entrance; the existing 1-1/4\" "
            "threshold exceeds the 1/2\" maximum.\n4. Energy code: provide lighting power density calculation "
            "(C405).\n5. Coordinate the grease interceptor with SPU side-sewer review.\n\n"
            "Please respond to each item in a response letter and upload revised sheets within 60 days.\n")


def t_cafe_response(r, dt):
    return (f"{STUDIO}\n\n{_us(dt)}\n\nSDCI - Building Plans Examiner\nRe: 7078891-CN, 1520 E Olive Way, "
            "Solstice Coffee tenant improvement\nResponse to Correction Notice #1\n\n"
            "1. Occupant load table added to A-101: 38 seated (15 sf net), 12 standing (5 sf), total 50. "
            "Front door clear width 34\" provides 170 occupants at 0.2\"/occ.\n"
            "2. A-401 revised: restroom enlarged 8\" to the east; 60\" turning circle shown clear of the "
            "door swing.\n3. New threshold ramp detail 4/A-501, 1:12 max, 1/2\" beveled transition.\n"
            "4. LPD calculation on E-001 (by Kestrel Electric): 0.61 W/sf, allowed 0.71.\n"
            "5. Grease interceptor removed: no grease-producing equipment; see equipment schedule, A-601.\n\n"
            "Sincerely,\nMin-jun Park AIA\n")


def t_cafe_health(r, dt):
    return (f"Public Health - Seattle & King County\nFood Business Plan Review\nEstablishment: SOLSTICE COFFEE\n"
            f"Location: 1520 E Olive Way, Seattle\nPlan review no.: PR{r.randint(26000, 26999)}\n"
            f"Date: {_us(dt)}\nRisk category: 1 (espresso, pastries from approved source)\n\nStatus: "
            f"{r.choice(['Additional information required', 'Approved with conditions'])}\n\n"
            "- Provide a dedicated hand sink within 25 ft of the espresso station.\n"
            "- Three-compartment sink and drainboards: submit spec sheet.\n"
            "- Floor finish behind the counter must be smooth, durable, non-absorbent (sealed concrete OK).\n"
            "- Mop sink required.\n- Pre-opening inspection required before the business license is issued.\n")


def t_cafe_contract(r, dt):
    return (f"{STUDIO}\n\nLETTER AGREEMENT - ARCHITECTURAL SERVICES\n{_us(dt)}\n\nSolstice Coffee LLC\n"
            "Attn: Lauren Abeyta and Sam Cho\n1520 E Olive Way, Seattle WA 98122\n\n"
            "Scope: interior tenant improvement of a 1,140 sf ground-floor retail space as a coffee bar: "
            "layout, counter and millwork design, finishes, lighting, one accessible restroom, permit set, "
            "health department submittal, bidding support and limited construction observation.\n"
            f"Fee: ${r.choice([24800, 26400, 27900]):,} fixed, invoiced monthly; furniture selection hourly.\n"
            "Excluded: structural, MEP engineering (by Owner's consultants), signage permit, landlord "
            "approvals.\nSchedule target: permit by July 2026, opening October 2026.\n")


def t_cafe_invoice(r, dt, n=None):
    return (f"{STUDIO}\n\nINVOICE 2507-{n or r.randint(1, 5):02d}\n{_us(dt)}\nSolstice Coffee LLC\n\n"
            f"Design Development  100%  $6,200.00\nConstruction Documents  {r.randint(80, 100)}%\n"
            f"Permit submittal and correction response  $1,860.00\nHealth department plan review fee "
            f"(reimbursable)  {_usd(r, 600, 900)}\nTotal due: {_usd(r, 3100, 7800)}\nNet 30.\n")


def t_cafe_equip(r, dt):
    rows = ["Tag,Item,Make/Model,Electrical,Water,Drain,Notes",
            "E1,Espresso machine 3-group,La Marzocco Linea PB,208V 1ph 30A,1/4\" filtered,Indirect,Owner supplied",
            "E2,Grinder (x2),Mahlkonig E80,120V 15A,-,-,",
            "E3,Undercounter refrigerator,True TUC-27,120V,-,-,",
            "E4,Batch brewer,Fetco CBS-2152,208V 20A,1/4\",-,",
            "E5,Dishwasher undercounter,Hobart LXe,208V 30A,3/4\" hot,Indirect,high temp",
            "E6,Three-compartment sink,Advance Tabco,-,hot/cold,Indirect,18x18 bowls",
            "E7,Hand sink,Eagle HSA-10,-,hot/cold,Direct,within 25 ft of E1",
            "E8,Ice machine,Hoshizaki KM-320,120V,3/8\",Indirect,"]
    return "\n".join(rows) + "\n"


def t_cafe_mail(r, dt, k=None):
    subj, body = _one(r, k, [
        ("Solstice - landlord comments on storefront", ("Hi Min-jun,\n\nThe landlord's rep (Harbor Retail) says "
         "we can't touch the storefront glazing, only the door hardware. Does that kill the threshold ramp idea? "
         "Also Sam wants to know if the bench seating can be 2 inches deeper.\n\nLauren")),
        ("Re: correction notice - timeline?", ("Lauren and Sam,\n\nWe got the correction notice on Friday. Five "
         "items, none serious; the restroom needs to grow by about 8 inches. I expect to resubmit within two weeks "
         "and the second review is typically 3-4 weeks. Opening in October is still realistic.\n\nMin-jun")),
    ])
    frm = "Lauren Abeyta <lauren@solsticecoffee.co>" if "Hi Min-jun" in body else MJ
    to = MJ if frm != MJ else "Lauren Abeyta <lauren@solsticecoffee.co>, sam@solsticecoffee.co"
    return _mail(r, dt, frm, to, subj, body)


def t_remo_proposal(r, dt):
    return (f"{STUDIO}\n\nPROPOSAL - Hendricks Residence Remodel\n{_us(dt)}\n\nPriya and Tom Hendricks\n"
            "4419 Meridian Ave N, Seattle WA 98103\n\nThank you for meeting us at the house. The 1912 craftsman has "
            "good bones; the program you described - an opened kitchen to the garden, a second bathroom upstairs "
            "and a dormer for a third bedroom - fits within the Wallingford zoning (NR3) envelope.\n\n"
            "Phases and fees:\n  Existing conditions and survey coordination   $3,800\n"
            "  Schematic design (3 options)   $9,600\n  Design development   $11,200\n"
            "  Permit set   $16,400\n  Bidding and construction administration   hourly, est. $9,000\n\n"
            "Estimated construction cost range: $420,000-$510,000. A dormer addition triggers a full energy "
            "code upgrade of the affected walls.\n")


def t_remo_notes(r, dt):
    opt = r.choice(["A (kitchen to the rear, dormer east)", "B (bump-out 6 ft, dormer west)",
                    "C (no bump-out, attic conversion)"])
    return (f"Hendricks SD meeting {_ymd(dt)} - at their house, 6pm\nPriya, Tom, me, Dana\n\n"
            f"- They lean to option {opt}\n- Tom worried about the budget; wants to keep the back porch\n"
            "- Priya: more light in kitchen, keep the built-in buffet in dining room (original 1912)\n"
            "- Upstairs bath: tub not needed, walk-in shower OK\n- Ask Puget Land Surveying for the "
            "topo on the rear yard (the slope matters for the bump-out)\n- Next: massing in SketchUp for A and B, "
            "rough cost from Northwind or Brightline\n- Send follow-up + schedule: DD start mid-July?\n")


def t_remo_program(r, dt):
    return ("# Hendricks remodel - program\n\n| Space | Existing sf | Target sf | Notes |\n|---|---|---|---|\n"
            "| Kitchen | 132 | 210 | open to dining, island 8 ft |\n| Dining | 156 | 156 | keep buffet |\n"
            "| Mudroom | 0 | 45 | at rear door, bench + hooks |\n| Primary bed | 168 | 168 | |\n"
            "| Bed 2 | 110 | 110 | |\n| Bed 3 (dormer) | 0 | 120 | kid's room |\n| Bath 2 (upstairs) | 0 | 55 | "
            "shower only |\n\nZoning: NR3, lot 4,000 sf, lot coverage max 35% = 1,400 sf; existing footprint "
            "1,082 sf.\nHeight: 30 ft + 5 ft pitched roof allowance.\n")


def t_remo_survey(r, dt):
    return (f"PUGET LAND SURVEYING INC.\nBoundary and Topographic Survey\nClient: Priya and Tom Hendricks\n"
            f"Site: 4419 Meridian Ave N, Seattle, King County parcel 40{r.randint(10000, 99999)}0\n"
            f"Legal: Lot 14, Block 6, Latona Addition to the City of Seattle\nField date: {_ymd(dt)}\n\n"
            "Datum: NAVD88; basis of bearings WA State Plane North.\nContour interval 1 ft. Rear yard falls "
            "3.6 ft from the house to the alley. Two trees over 6 in. DSH: big-leaf maple 22 in. (exceptional "
            "tree per SMC 25.11? - arborist to confirm) and a 9 in. cherry.\nFence encroaches 0.4 ft onto the "
            "north neighbor.\n")


def t_remo_mail(r, dt):
    return _mail(r, dt, "Priya Hendricks <priya.hendricks@outlook.com>", MJ, "Re: schematic options",
                 "Hi Min-jun,\n\nWe went through the three options again this weekend. We both like B but the "
                 "6 ft bump-out scares Tom on cost. Could you price a 4 ft version? Also, could the mudroom bench "
                 f"double as a place for the dog crate?\n\nThanks!\nPriya\n\n(sent {_ymd(dt)})")


def t_comp_brief(r, dt):
    return ("THIRD PLACE PAVILION - an open ideas competition 2026\nOrganised by the Northwest Design Forum\n\n"
            "Brief: design a small public pavilion (max 600 sf covered) for a neighbourhood park in a Pacific "
            "Northwest city - a 'third place' between home and work, for rain, for gathering, for nothing in "
            "particular. Timber encouraged. Budget indication $450,000.\n\nSubmission: two A1 boards "
            "(landscape, PDF, max 20 MB), a 300-word narrative, anonymous (registration number only on the "
            "boards).\nDeadline: 14 August 2026, 17:00 Pacific.\nJury: announced in July.\n"
            "Prizes: $10,000 / $5,000 / three honourable mentions; the winner may be built in 2027.\n")


def t_comp_reg(r, dt):
    return (f"Northwest Design Forum <competitions@nwdesignforum.org>\nRegistration confirmed\n\n"
            f"Dear Min-jun Park,\n\nThank you for registering for THIRD PLACE PAVILION 2026.\nRegistration "
            f"number: TPP-{r.randint(100, 999)}\nTeam: Parkwork Architecture (Min-jun Park, Dana Ruiz)\n"
            f"Fee paid: $95.00 (early), {_us(dt)}\n\nUse only this number on your boards. Q&A closes 30 June.\n")


def t_comp_concept(r, dt):
    return ("# Pavilion - concept notes\n\n- idea: a big roof, small ground. Rain as the program.\n"
            "- CLT roof plate on 9 glulam 'trees', gutters as spouts into a rain garden\n"
            "- bench ring = the only wall; no doors\n- reference: Korean 정자 (jeongja) - raised floor, open "
            "sides, roof is the whole building\n- board 1: the roof + site plan + section through rain\n"
            "- board 2: details, assembly, a night view\n- to do: narrative draft, timber sizes with "
            "Ana (eng friend), renders in Enscape\n")


def t_comp_area(r, dt):
    return ("Space;Area (sf);Notes\nCovered roof;588;CLT 5-ply 175 mm\nRaised floor (deck);420;thermally "
            "modified pine\nBench ring;62 lf;concrete base, timber seat\nRain garden;310;planted\n"
            f"Total site disturbed;1,150;\nCost est.;${r.randint(395, 445)},000;order of magnitude\n")


def t_comp_narrative(r, dt):
    return ("Third Place Pavilion - narrative (draft 3, 300 words max)\n\n"
            "In a city where it rains 150 days a year, a public room does not need walls. It needs a roof "
            "generous enough to gather under and a floor raised above the wet. The pavilion borrows from the "
            "Korean jeongja, the open pavilion at the edge of a village where elders sit, children play and "
            "travellers rest. A single cross-laminated timber roof, 588 square feet, rests on nine glulam "
            "columns that branch like trees. Rain is collected and shown, not hidden: four bronze spouts drop "
            "water into a planted basin that the bench ring surrounds...\n(word count: 214)\n")


# --------------------------------------------------------------------------- running the studio (Areas)


def t_pl_insurance(r, dt):
    return (f"CASCADIA PROFESSIONAL UNDERWRITERS\nArchitects & Engineers Professional Liability - Declarations\n"
            f"Policy no. APL-{r.randint(2200000, 2299999)}\nNamed insured: Parkwork Architecture PLLC\n"
            f"Policy period: {_ymd(dt)} to {_ymd(dt + timedelta(days=365))} 12:01 a.m.\n\n"
            "Limits: $1,000,000 each claim / $1,000,000 aggregate\nDeductible: $5,000 each claim\n"
            f"Retroactive date: 2024-04-01\nAnnual premium: {_usd(r, 3900, 4700)}\n"
            "Practice profile: residential 70%, commercial interiors 25%, other 5%\n"
            "Endorsements: prior acts, first-dollar defense, disciplinary proceedings $25,000\n")


HOLDERS = ["Solstice Coffee LLC", "Harbor Retail Partners (landlord)", "Erik and Maya Sundquist"]


def t_gl_cert(r, dt):
    return (f"CERTIFICATE OF LIABILITY INSURANCE  DATE {dt:%m/%d/%Y}\nProducer: Lakeview Insurance Group, "
            f"Seattle\nInsured: Parkwork Architecture PLLC\nCertificate holder: {r.choice(HOLDERS)}\n\n"
            "Commercial general liability: each occurrence $1,000,000; general aggregate $2,000,000\n"
            "Hired and non-owned auto: $1,000,000\nWorkers compensation: WA L&I account 4412 019-00\n"
            "Description: architectural services for the project named above.\n")


def t_biz_license(r, dt):
    return (f"Washington State Department of Revenue - Business Licensing Service\nBUSINESS LICENSE\n"
            f"Parkwork Architecture PLLC\nUBI 605 418 772\nExpires: {_ymd(dt + timedelta(days=365))}\n\n"
            "Endorsements:\n  City of Seattle general business (tax reg. 1247761)  active\n"
            "  Professional limited liability company  active\nGoverning persons: PARK, MIN-JUN\n"
            f"Renewal fee paid: {_usd(r, 90, 160)}\n")


def t_bo_tax(r, dt):
    gross = r.randint(18000, 52000)
    per = dt - timedelta(days=50)
    return (f"Washington Department of Revenue - Combined Excise Tax Return\nAccount 605-418-772  "
            f"Parkwork Architecture PLLC\nPeriod: Q{(per.month - 1) // 3 + 1} {per.year}\n\n"
            f"Service & other activities   gross ${gross:,}   rate 0.0175   tax ${gross * 0.0175:,.2f}\n"
            "Small business B&O credit: $0.00\n\nCity of Seattle business license tax: gross "
            f"${gross:,}, rate 0.00427, tax ${gross * 0.00427:,.2f}\nFiled electronically {_ymd(dt)}, "
            f"confirmation {r.randint(10**9, 10**10 - 1)}\n")


def t_qb_export(r, dt):
    vend = [("Autodesk", "Software", 64.0, 90.0), ("Trimble SketchUp", "Software", 349.0, 349.0),
            ("Fremont Commons coworking", "Rent", 450.0, 450.0), ("Dana Ruiz - payroll via Gusto", "Payroll",
            3900.0, 4300.0), ("Lakeview Insurance", "Insurance", 380.0, 410.0), ("Kinko's / FedEx Office",
            "Printing", 40.0, 180.0), ("Sundquist - inv 2503-14", "Income", 2200.0, 6800.0),
            ("Solstice Coffee - inv 2507-04", "Income", 3100.0, 7800.0), ("SDCI permit fee", "Reimbursable",
            300.0, 1900.0), ("AIA Seattle", "Dues", 120.0, 120.0)]
    out = ["Date,Transaction Type,Name,Account,Amount"]
    for i in range(r.randint(14, 24)):
        n, acc, lo, hi = r.choice(vend)
        amt = r.uniform(lo, hi)
        sign = "" if acc == "Income" else "-"
        out.append(f"{_ymd(dt - timedelta(days=i * 3))},{'Deposit' if acc == 'Income' else 'Expense'},{n},"
                   f"{acc},{sign}{amt:.2f}")
    return "\n".join(out) + "\n"


def t_software_invoice(r, dt, k=None):
    v = _one(r, k, [("Autodesk, Inc.", "AutoCAD LT - annual subscription, 2 seats", 1090.0),
                    ("Trimble Inc.", "SketchUp Pro - annual, 2 seats", 698.0),
                    ("Chaos Software", "Enscape - fixed-seat annual", 799.0),
                    ("Adobe Inc.", "Creative Cloud All Apps - monthly", 89.99),
                    ("Bluebeam, Inc.", "Bluebeam Basics - annual", 260.0)])
    return (f"{v[0]}\nINVOICE  {r.randint(10**8, 10**9 - 1)}\nDate: {_us(dt)}\nBill to: Parkwork Architecture "
            f"PLLC, Min-jun Park, 3417 Evanston Ave N, Seattle WA 98103\n\n{v[1]}   ${v[2]:,.2f}\n"
            f"Sales tax (10.35%)   ${v[2] * 0.1035:,.2f}\nTotal   ${v[2] * 1.1035:,.2f}\nPaid by Visa ending 2290.\n")


def t_payroll(r, dt):
    gross = r.choice([4166.67, 4333.33])
    return (f"Gusto - Payroll summary\nCompany: Parkwork Architecture PLLC\nPay period ending {_ymd(dt)}\n\n"
            f"Employee: Dana Ruiz (Designer)\nGross pay: ${gross:,.2f}\nFederal income tax: "
            f"${gross * 0.11:,.2f}\nSocial Security: ${gross * 0.062:,.2f}\nMedicare: ${gross * 0.0145:,.2f}\n"
            f"WA Paid Family & Medical Leave: ${gross * 0.0074:,.2f}\nWA Cares: ${gross * 0.0058:,.2f}\n"
            "Employer: FUTA, WA unemployment, L&I hours 173.3\nDebited from BECU business checking.\n")


def t_fee_tracker(r, dt):
    return ("Job;Client;Fee;Invoiced to date;Paid;Outstanding;Phase\n"
            f"2503;Sundquist;$38,500;${r.randint(30, 34)},200;$29,800;;CA\n"
            f"2507;Solstice Coffee;$26,400;${r.randint(14, 19)},600;$12,400;;Permitting\n"
            f"2602;Hendricks;$41,000 est.;${r.randint(4, 9)},100;$3,800;;SD\n"
            "2604;Competition (own);-;-;-;-;concept\n")


def t_timesheet(r, dt):
    out = ["date,person,job,phase,hours,note"]
    for i in range(r.randint(12, 20)):
        d = dt - timedelta(days=i)
        out.append(f"{_ymd(d)},{r.choice(['MJP', 'DR'])},{r.choice(['2503', '2507', '2602', '2604', 'ADMIN'])},"
                   f"{r.choice(['CA', 'PERMIT', 'SD', 'COMP', 'MKTG'])},{r.choice([0.5, 1, 1.5, 2, 3, 4])},"
                   f"{r.choice(['site visit', 'RFI response', 'corrections', 'massing', 'boards', 'invoicing'])}")
    return "\n".join(out) + "\n"


def t_website(r, dt):
    return ("# parkwork.design - About page (v3)\n\nParkwork is a small architecture studio in Seattle. We design "
            "houses, accessory dwellings and small commercial interiors - the buildings people live and work in "
            "every day.\n\nMin-jun Park AIA founded the studio in 2024 after thirteen years at a large Seattle "
            "practice, where he led civic and higher-education projects. He grew up in Los Angeles, the son of "
            "Korean immigrants, and still thinks the best rooms are the ones you can cook in.\n\n"
            "Services: feasibility, ADUs/DADUs, remodels and additions, tenant improvements, permitting in "
            "Seattle and King County.\n\n## Selected work\n- Whitaker basement ADU (2025)\n- Tran deck + stair "
            "(2024)\n- Greenwood dental refresh (2025)\n")


def t_marketing(r, dt):
    return (f"Instagram plan - {dt:%B %Y}\n\nWeek 1: Sundquist ADU framing (drone shot from Erik), caption about "
            "DADU rules in Seattle\nWeek 2: before/after Whitaker basement\nWeek 3: sketch of pavilion? NO - "
            "competition is anonymous, wait until after Aug 14\nWeek 4: Dana's detail of the Solstice counter\n\n"
            "Also: update Houzz profile, ask the Whitakers for a review, renew AIA Seattle firm listing.\n")


def t_studio_bank(r, dt):
    bal = r.uniform(18000, 46000)
    return (f"BECU Business Checking\nParkwork Architecture PLLC  acct ****4471\nStatement period ending "
            f"{_us(dt)}\n\nBeginning balance ${bal:,.2f}\nDeposits {r.randint(3, 7)}   "
            f"{_usd(r, 9000, 24000)}\nWithdrawals {r.randint(18, 40)}   {_usd(r, 8000, 21000)}\n"
            f"Ending balance {_usd(r, 15000, 48000)}\n\nACH GUSTO PAYROLL, AUTODESK, FREMONT COMMONS, WA DOR EXCISE "
            "TAX, LAKEVIEW INS ...\n")


def t_lease(r, dt):
    return (f"Fremont Commons - Desk Membership Agreement\nMember: Min-jun Park / Parkwork Architecture PLLC\n"
            f"Start: {_ymd(dt)}  Term: month to month, 30 days notice\nDedicated desks: 2 (D-14, D-15)\n"
            "Monthly fee: $450.00 incl. wifi, printing 200 pages, 4 h conference room\nMail handling: yes, "
            "suite 204 address\n")


# --------------------------------------------------------------------------- career: license, AIA, old firm, ARE


def t_license(r, dt):
    return (f"Washington State Department of Licensing - Architects Licensing Board\nLICENSE RENEWAL NOTICE\n\n"
            f"MIN-JUN PARK\nArchitect license no. 13-0917   Expires: {_ymd(dt + timedelta(days=60))}\n\n"
            "Renewal fee: $107.00. You must certify completion of 24 continuing-education hours in the "
            "two-year cycle, including health, safety and welfare (HSW) topics. Keep records for 5 years; the "
            "Board audits a sample of renewals.\n")


def t_aia_dues(r, dt):
    return (f"American Institute of Architects - Seattle\nMEMBERSHIP DUES STATEMENT {dt.year + 1}\n"
            f"Member: Min-jun Park, AIA   Member no. {r.randint(30000000, 39999999)}\n\n"
            "National dues $314.00\nWashington Council $152.00\nAIA Seattle chapter $268.00\n"
            "Total $734.00   Due by December 31. Installment plan available.\n")


def t_ce_log(r, dt):
    courses = [("Lateral design of light-frame wood", "HSW", 1.5), ("WA State Energy Code 2021 residential",
               "HSW", 2), ("Detailing for moisture: rainscreens", "HSW", 1), ("ADU policy in Seattle", "", 1),
               ("Mass timber fire performance", "HSW", 1.5), ("Accessibility: ICC A117.1-2017 updates", "HSW", 2),
               ("Small firm contracts and risk", "", 1)]
    out = ["date,course,provider,HSW,hours"]
    for i, (c, h, hrs) in enumerate(r.sample(courses, 6)):
        out.append(f"{_ymd(dt - timedelta(days=70 * i))},{c},{r.choice(['AIA Seattle', 'AIA CES online', 'NIBS'])}"
                   f",{h},{hrs}")
    return "\n".join(out) + "\n"


def t_review(r, dt):
    return (f"HARTWELL LUND ARCHITECTS - ANNUAL PERFORMANCE REVIEW {min(dt.year, 2023)}\nEmployee: Min-jun Park, "
            f"{r.choice(['Associate', 'Senior Associate'])}\nStudio: Civic + Education\nReviewer: {_who(r)}, "
            "Principal\n\nStrengths: technical depth on envelope and detailing; calm with contractors; "
            "mentoring of two junior designers on the UW Bothell science building CDs.\n"
            "Growth: delegate earlier, speak up in client meetings, business development.\n"
            f"Rating: {r.choice(['Exceeds expectations', 'Strong performer'])}\nMerit increase: "
            f"{r.choice(['3.5%', '4%', '5%'])}\n")


def t_offer(r, dt):
    return ("HARTWELL LUND ARCHITECTS\n1200 Western Avenue, Seattle WA 98101\n\nMay 16, 2011\n\nDear Min-jun,\n\n"
            "We are pleased to offer you the position of Architectural Designer in our Civic + Education studio, "
            "starting on June 6, 2011, at an annual salary of $52,000. Benefits include medical and dental, "
            "a 401(k) with a 4% match, and reimbursement of ARE exam fees upon passing.\n\nSincerely,\n"
            "Karen Hartwell FAIA\n")


def t_resign(r, dt):
    return (f"{_us(dt)}\n\nDear Karen and Peter,\n\nAfter almost thirteen years I have decided to leave Hartwell "
            "Lund to start my own small practice. My last day will be March 29, 2024. I will make sure the "
            "Northlake Library CA handoff to Ryan is complete and documented before I go.\n\nThank you for "
            "everything - I learned how to be an architect here.\n\nMin-jun Park\n")


def t_hla_memo(r, dt, k=None):
    projs = ["UW Bothell Science Building", "Northlake Branch Library", "Kent Transit Center",
             "Bellevue College Health Sciences"]
    proj = r.choice(projs) if k is None else projs[k]
    return (f"HARTWELL LUND ARCHITECTS - MEETING MINUTES\nProject: {proj}\nDate: {_ymd(dt)}\n"
            f"Attendees: M. Park (HLA), {_who(r)} (HLA), {_who(r)} (Owner), {_who(r)} (GC)\n\n"
            "1. Curtain wall submittal: returned revise and resubmit; anchor spacing.\n"
            "2. Roofing warranty: 20 yr NDL required per spec 07 54 23.\n3. ASI-12 issued for the stair "
            "guard infill.\n4. Next OAC meeting in two weeks.\n")


def t_resume(r, dt):
    return ("MIN-JUN PARK, AIA\nSeattle, WA  |  mjpark81@gmail.com\n\nEXPERIENCE\nHartwell Lund Architects, "
            "Seattle - Senior Associate (2019-2024), Associate (2015-2019), Designer (2011-2015)\n"
            "  Project architect: Northlake Branch Library; UW Bothell Science Building; Kent Transit Center\n"
            "Miller Hayes Studio, Los Angeles - Intern (2007-2009)\n\nEDUCATION\nM.Arch, University of "
            "Washington, 2011\nB.A. Architecture, UC Berkeley, 2004\n\nLICENSE\nArchitect, Washington 13-0917 "
            "(2018)\nLEED AP BD+C\n")


def t_are_score(r, dt):
    div = r.choice(["Practice Management", "Project Management", "Programming & Analysis",
                    "Project Planning & Design", "Project Development & Documentation", "Construction & Evaluation"])
    return (f"NCARB - Architect Registration Examination 5.0\nSCORE REPORT\nCandidate: Min-jun Park  NCARB record "
            f"{r.randint(100000, 999999)}\nDivision: {div}\nTest date: {_ymd(dt)}\nResult: PASS\n\n"
            "Congratulations. Your result has been added to your NCARB Record.\n")


def t_are_notes(r, dt):
    return ("ARE 5.0 - PPD study notes\n\n- Fire resistance: Type V-A = 1 hr; IBC Table 601\n"
            "- Occupancy separation: Table 508.4; A-2 / B = 1 hr (not sprinklered 2 hr)\n"
            "- Egress: common path of travel B occupancy 100 ft (sprinklered)\n- Ballpark: 2x10 joists span "
            "~15 ft at 16 in.\n- Thermal: U = 1/R total; condensation at dew point inside the wall -> vapor "
            "retarder on warm side\n- Amber Book practice exam: 71% -> retake the HVAC sections\n")


# --------------------------------------------------------------------------- Dad's move and family papers


def t_facility_compare(r, dt):
    return ("Facility;Neighborhood;Monthly base;Level of care add-on;Korean speakers;Notes\n"
            f"Cedar Grove Assisted Living;Northgate;${r.randint(6400, 6900):,};$650-1,400;2 caregivers;"
            "15 min from us, studio w/ kitchenette, bus to H Mart on Thursdays\n"
            f"Lakeview Terrace;Lake City;${r.randint(5800, 6300):,};$900-1,800;none;older building, good nurses\n"
            f"Aurora Gardens;Shoreline;${r.randint(7100, 7600):,};included tiers;1;memory care on site\n"
            f"Hanmaum Senior Home;Federal Way;${r.randint(4900, 5400):,};$500+;yes (Korean-run);45 min drive, "
            "Appa likes the food\n")


def t_residency(r, dt):
    return (f"CEDAR GROVE ASSISTED LIVING\n10420 Meridian Ave N, Seattle WA 98133\nRESIDENCY AGREEMENT - "
            f"SUMMARY OF TERMS\n\nResident: Young-soo Park   DOB 1948-02-11\nResponsible party: Min-jun Park "
            "(son, durable POA)\nApartment: 214 (studio, 412 sf)\nMove-in date: June 20, 2026\n\n"
            f"Monthly base rent: ${r.randint(6400, 6900):,}.00\nCare level (assessment {_ymd(dt)}): Level 2, "
            "$780.00/month\nCommunity fee (one-time, non-refundable): $3,500.00\nSecond-person fee: n/a\n"
            "Medication management: included in Level 2\nNotice: 30 days written notice to terminate.\n")


def t_movers(r, dt):
    return (f"BEKINS-WEST MOVING & STORAGE\nLong-distance estimate no. LD-{r.randint(40000, 49999)}\n"
            f"Date: {_us(dt)}\nShipper: Young-soo Park\nOrigin: 3150 Wilshire Blvd #707, Los Angeles CA 90010\n"
            "Destination: Cedar Grove Assisted Living, apt 214, 10420 Meridian Ave N, Seattle WA 98133\n\n"
            f"Estimated weight: {r.randint(1600, 2400)} lbs (studio: bed, dresser, recliner, 2 bookcases, "
            "TV, 22 boxes, 1 wardrobe box)\nPacking service: partial (kitchen, books)\n"
            f"Binding estimate: {_usd(r, 3800, 5200)}\nLoad date: June 15-16   Delivery window: June 19-21\n"
            "Valuation: full value protection $25,000 deductible $250\n")


def t_dad_meds(r, dt):
    return ("아버지 약 목록 (Cedar Grove 입소 서류용) - Appa medication list\n"
            f"작성: {_ymd(dt)} 민준\n\n"
            "1. Amlodipine 5mg - 아침 1알 (혈압)\n2. Metformin 500mg - 아침/저녁 식후 (당뇨)\n"
            "3. Atorvastatin 20mg - 저녁 1알 (콜레스테롤)\n4. Tamsulosin 0.4mg - 자기 전 (전립선)\n"
            "5. 아스피린 81mg - 아침\n6. 비타민 D 1000IU\n\n알레르기: 페니실린 (두드러기)\n"
            "주치의 (LA): Dr. Daniel Oh, Koreatown Family Medicine 213-555-0192\n"
            "시애틀 새 주치의: 아직 - UW Northgate clinic 예약 6/24\n"
            "약국 옮기기: CVS Wilshire -> Bartell Northgate\n")


def t_move_checklist(r, dt):
    return ("Appa move - checklist\n\n[x] Cedar Grove deposit paid\n[x] assessment visit (nurse) done\n"
            "[x] movers booked (Bekins-West) load 6/15\n[ ] USPS change of address (from 6/18)\n"
            "[ ] Social Security address change - do online with POA\n[ ] Medicare Advantage plan -> switch to "
            "WA plan (moving = special enrollment period)\n[ ] cancel SoCal Edison, Spectrum, LA Times\n"
            "[ ] transfer prescriptions to Bartell\n[ ] Grace flies with him 6/19 (AS 1127 LAX-SEA)\n"
            "[ ] label photos for his room, the Buddha statue, mom's picture\n"
            "[ ] condo: stager comes 6/22, listing 7/1\n")


def t_grace_mail(r, dt, k=None):
    subj, body = _one(r, k, [
        ("Appa's stuff", ("Min-jun,\n\nI went through the closets this weekend. He wants to bring the whole "
         "hanbok chest, which won't fit in 412 sf. I told him we'd keep it at your house. Also he keeps asking "
         "if there's a Korean church near Cedar Grove - is there?\n\nGrace")),
        ("Re: condo listing", ("The realtor (Helen Kang, Compass) thinks $585-610k for the unit. HOA wants a "
         "resale certificate, $350. Do we need his signature or can you do it with the POA? I'm flying up "
         "with him on the 19th.\n\nG")),
    ])
    return _mail(r, dt, "Grace Park-Yoon <gracepy@icloud.com>", MJ_HOME, subj, body)


def t_condo(r, dt):
    apn = f"5093-0{r.randint(10, 99)}-0{r.randint(10, 99)}"
    return ("COMPASS - Listing Agreement (Exclusive Authorization and Right to Sell)\nProperty: 3150 Wilshire "
            f"Blvd #707, Los Angeles CA 90010 (APN {apn})\nSeller: Young-soo Park, by Min-jun Park, "
            "attorney-in-fact\nListing agent: Helen Kang, Compass\n"
            f"Listing price: ${r.choice([589000, 599000, 605000]):,}\nTerm: {_ymd(dt)} to "
            f"{_ymd(dt + timedelta(days=180))}\nCommission: 5%\nHOA: Wilshire Park Place HOA, dues $612/month\n")


def t_poa(r, dt):
    return ("DURABLE POWER OF ATTORNEY\n(California Probate Code section 4401 statutory form)\n\n"
            "I, Young-soo Park, of Los Angeles County, California, appoint my son Min-jun Park of Seattle, "
            "Washington as my agent (attorney-in-fact) to act for me in any lawful way with respect to: real "
            "property transactions; banking and financial institution transactions; claims and litigation; "
            "benefits from social security, Medicare, Medi-Cal; retirement plan transactions; tax matters.\n\n"
            "This power of attorney is effective immediately and shall not be affected by my subsequent "
            f"incapacity.\n\nSigned {_us(dt)}. Notary: {_who(r)}, Los Angeles County, "
            f"Commission #{r.randint(2300000, 2499999)}\n")


def t_dad_medicare(r, dt):
    return (f"Medicare Summary Notice\nYOUNG-SOO PARK   Medicare number "
            f"****-**{r.randint(10, 99)}-W{r.randint(10, 99)}\n"
            f"Dates of service: {_ymd(dt - timedelta(days=90))} - {_ymd(dt)}\n\nDid Medicare approve all claims? "
            "Yes\nTotal you may be billed: "
            f"{_usd(r, 20, 260)}\n\nProvider: Koreatown Family Medicine (office visits, A1C lab)\n"
            "Provider: Cedars-Sinai Medical Center (ultrasound, prostate)\n")


def t_ssa(r, dt):
    return (f"Social Security Administration\n{_us(dt)}\n\nYOUNG-SOO PARK\n\nYour benefit amount for "
            f"{dt.year + 1 if dt.month > 10 else dt.year}: ${r.randint(1700, 1900):,}.00 before deductions. "
            "Medicare Part B premium: $202.90.\nWe will deposit your payment on the second Wednesday of each "
            "month to your account at Hanmi Bank.\nRepresentative: Min-jun Park (POA on file).\n")


def t_family_tree(r, dt):
    return ("# 밀양 박씨 가계 - Park family notes\n\n할아버지: 박정호 (1921-1989), 경북 청도 출신, 농사, "
            "6.25 때 대구로 피난\n할머니: 김순례 (1925-2002)\n아버지: 박영수 (1948년생), 대구 출생, 1979년 LA "
            "이민, 세탁소 운영 (Wilshire Cleaners, 1984-2012)\n어머니: 이정숙 (1951-2019)\n고모: 박영희 - 대구 "
            "수성구 거주\n\n민준 (1981, LA), 그레이스/은정 (1984, LA)\n\n"
            "Notes from Appa (Oct 2025, in Daegu): 족보 is kept by 큰아버지's son in 청도. He wants a copy "
            "scanned. Grandpa's grave is in 청도 선산; 벌초 every Chuseok by the cousins.\n")


def t_immigration(r, dt):
    return ("U.S. DEPARTMENT OF JUSTICE - Immigration and Naturalization Service\nCertificate of "
            "Naturalization (photocopy, scanned 2025)\n\nName: PARK, YOUNG SOO\nDate of birth: "
            "February 11, 1948   Country of former nationality: Republic of Korea\n"
            f"Naturalized: Los Angeles, California, May 17, 1988\nCertificate no. 12{r.randint(100, 999)}47"
            f"{r.randint(10, 99)}\n")


def t_kr_letter(r, dt):
    body = ("민준아,\n\n잘 지내지? 아버지 시애틀로 가신다는 이야기 들었다. 잘 결정했다. 나이 드시면 자식 "
            "가까이 계시는 게 제일이다. 작년에 대구 왔을 때 하나랑 레오 너무 컸더라.\n\n"
            "족보 스캔한 것 첨부한다. 청도 선산 벌초는 올해도 철수가 한다고 했다.\n\n고모가")
    return _mail(r, dt, "박영희 <yhpark48@naver.com>", MJ_HOME, "=?UTF-8?B?7KGx67O0IOyKpOy6lA==?=", body)


# --------------------------------------------------------------------------- household


def t_bank_stmt(r, dt):
    rows = ["Date,Description,Amount,Balance"]
    bal = r.uniform(6000, 14000)
    for i in range(r.randint(14, 22)):
        d, lo, hi = r.choice([("SAFEWAY #1551", -40, -180), ("H MART LYNNWOOD", -35, -140),
                              ("PAYROLL SWEDISH HEALTH", 2900, 3200), ("PARKWORK ARCH OWNER DRAW", 4000, 6000),
                              ("CASCADE HOME LENDING MTG", -3412.18, -3412.18), ("SEATTLE CITY LIGHT", -80, -160),
                              ("PSE PUGET SOUND ENERGY", -60, -210), ("AMAZON MKTPLACE", -12, -90),
                              ("PCC COMMUNITY MARKETS", -20, -75), ("VENMO HANA ALLOWANCE", -25, -25)])
        amt = round(r.uniform(lo, hi), 2)
        bal += amt
        rows.append(f"{_ymd(dt - timedelta(days=30 - i))},{d},{amt:.2f},{bal:.2f}")
    return "\n".join(rows) + "\n"


def t_mortgage(r, dt):
    return (f"CASCADE HOME LENDING\nMortgage statement  {_us(dt)}\nBorrowers: Min-jun Park, Ji-hye Park\n"
            f"Property: 8214 35th Ave NE, Seattle WA 98115\nLoan no. 0047-{r.randint(100000, 999999)}\n\n"
            f"Principal balance: {_usd(r, 512000, 538000)}\nInterest rate: 3.125% fixed (2020 refinance)\n"
            "Payment due: $3,412.18 (principal+interest $2,455.60, escrow $956.58)\n"
            f"Escrow balance: {_usd(r, 2400, 6100)}\n")


def t_1099(r, dt):
    return (f"Form 1099-INT  {dt.year - 1}\nPAYER: Ally Bank\n"
            f"RECIPIENT: MIN-JUN PARK   TIN ***-**-{r.randint(1000, 9999)}\n"
            f"1 Interest income: {_usd(r, 380, 1300)}\n4 Federal income tax withheld: 0.00\n")


def t_tax_summary(r, dt):
    y = dt.year - 1
    return (f"{y} Federal tax return summary (TurboTax)\nMarried filing jointly - Min-jun & Ji-hye Park\n\n"
            f"Wages (Ji-hye, W-2): {_usd(r, 98000, 112000)}\nSchedule K-1 / SE (Parkwork PLLC, single-member): "
            f"{_usd(r, 61000, 94000)}\nQBI deduction: {_usd(r, 9000, 17000)}\nMortgage interest: "
            f"{_usd(r, 15000, 17000)}\nChild tax credit: $4,000.00\nTotal tax: {_usd(r, 14000, 23000)}\n"
            f"Refund / (owed): {_usd(r, -3000, 2400)}\nQuarterly estimates {y + 1}: $4,200 each (1040-ES)\n")


def t_budget(r, dt):
    return ("Category;Monthly;Notes\nMortgage;3412;incl. escrow\nGroceries;1350;H Mart + PCC + Costco\n"
            "Utilities;430;SCL, PSE, SPU, internet\nKids activities;520;Hana violin, Leo soccer + swim\n"
            "Car (Subaru) ins + gas;310;\n529 contributions;400;Hana + Leo\nAppa help;600;from July: his "
            "share of Cedar Grove gap\nSavings;800;\nEating out;250;\n")


def t_property_tax(r, dt):
    return (f"King County Treasury - {dt.year} Real Property Tax Statement\nParcel 2144700{r.randint(100, 999)}\n"
            "Taxpayer: PARK MIN-JUN+JI-HYE\nSite: 8214 35TH AVE NE 98115\n\n"
            f"Assessed value: land ${r.randint(620, 680)},000  improvements ${r.randint(410, 470)},000\n"
            f"Total tax: {_usd(r, 10200, 11800)}\nFirst half due April 30; second half due October 31.\n"
            "Paid via mortgage escrow (Cascade Home Lending).\n")


def t_401k(r, dt):
    return (f"Fidelity Investments - Rollover IRA\nMIN-JUN PARK   account ending {r.randint(1000, 9999)}\n"
            f"Quarter ending {_us(dt)}\n\nBeginning value {_usd(r, 318000, 342000)}\nChange in value "
            f"{_usd(r, -9000, 16000)}\nEnding value {_usd(r, 320000, 352000)}\nHoldings: FXAIX 60%, FTIHX 25%, "
            "FXNAX 15%\n(Rolled over from Hartwell Lund Architects 401(k), May 2024)\n")


def t_pse(r, dt):
    return (f"PUGET SOUND ENERGY\nAccount 2200 {r.randint(100000, 999999)} 7   Service address 8214 35TH AVE NE\n"
            f"Bill date {_us(dt)}\n\nNatural gas: {r.randint(20, 90)} therms   {_usd(r, 45, 170)}\n"
            "Includes: delivery charge, gas cost, WA climate commitment charge\nDue in 21 days. AutoPay on "
            "file.\n")


def t_city_light(r, dt):
    return (f"Seattle City Light\nStatement {_us(dt)}  Acct {r.randint(1000000, 9999999)}\n8214 35TH AVE NE\n"
            f"Usage {r.randint(480, 990)} kWh over 60 days\nAmount due {_usd(r, 85, 190)}\n")


def t_home_ins(r, dt):
    return (f"PEMCO Insurance - Homeowners Policy Declarations\nPolicy HO-{r.randint(4000000, 4999999)}\n"
            f"Named insured: Min-jun & Ji-hye Park\nResidence: 8214 35th Ave NE, Seattle 98115 (1954 rambler, "
            f"1,860 sf + daylight basement)\nPeriod {_ymd(dt)} - {_ymd(dt + timedelta(days=365))}\n\n"
            "Dwelling $812,000; other structures $81,200; personal property $406,000; liability $500,000\n"
            f"Earthquake endorsement: yes, 10% deductible\nAnnual premium {_usd(r, 2100, 2800)}\n")


def t_hvac(r, dt):
    return (f"Evergreen Heating & Cooling - Service invoice {r.randint(50000, 59999)}\n{_us(dt)}\n"
            "Customer: Park, 8214 35th Ave NE\nHeat pump (Mitsubishi Hyper-Heat, installed 2022) annual "
            "maintenance: cleaned coils and filters, checked refrigerant charge, condensate line flushed.\n"
            f"Total {_usd(r, 189, 260)} (maintenance plan)\nTech note: outdoor unit needs clearance from the "
            "rhododendron.\n")


def t_gutter(r, dt):
    return (f"Rain City Gutters LLC\nInvoice #{r.randint(2000, 2999)}  {_us(dt)}\nBill to: Min Park, 8214 35th Ave "
            f"NE\nGutter cleaning, 1 storey, 180 lf + downspout flush: {_usd(r, 240, 320)}\nMoss treatment roof "
            "(zinc sulfate): $180.00\n")


PROVIDERS = ["Seattle Children's Northeast Clinic", "Wedgwood Dental", "UW Medicine Roosevelt", "Ravenna Eye Care"]


def t_eob(r, dt):
    who = r.choice(["Hana Park", "Leo Park", "Min-jun Park", "Ji-hye Park"])
    return (f"Premera Blue Cross - Explanation of Benefits\nMember: {who}   Group: Swedish Health employee plan\n"
            f"Claim {r.randint(10**9, 10**10 - 1)}  Service date {_ymd(dt)}\nProvider: "
            f"{r.choice(PROVIDERS)}\n"
            f"Billed {_usd(r, 180, 900)}  Plan paid {_usd(r, 90, 600)}  You owe {_usd(r, 0, 80)}\n")


def t_immun(r, dt, k=None):
    kids = ["Leo J. Park, DOB 2015-09-03", "Hana S. Park, DOB 2011-11-21"]
    return ("Washington State Department of Health - Certificate of Immunization Status (CIS)\n"
            f"Child: {r.choice(kids) if k is None else kids[k]}\n"
            "DTaP/Tdap: 5 doses + Tdap 2023\nPolio: 4 doses\nMMR: 2 doses\nHep B: 3 doses\nVaricella: 2 doses\n"
            f"HPV: {r.choice(['1 of 2', '2 of 2'])}\nMeningococcal ACWY: 1 dose\nPrinted from MyIR {_ymd(dt)}\n")


def t_physical(r, dt):
    return (f"UW Medicine - After Visit Summary\nPatient: Min-jun Park  DOB 1981-03-14\nVisit {_us(dt)}: annual "
            f"physical, Dr. {_who(r)}\n\nBP {r.randint(118, 134)}/{r.randint(74, 86)}  BMI 24.1\n"
            "Labs: lipid panel, A1C (family history of diabetes - father)\nPlan: colonoscopy screening due at 45 "
            "- referral placed; keep cycling; tetanus booster given.\n")


def t_dental(r, dt, k=None):
    return (f"Wedgwood Family Dental\nStatement {_ymd(dt)}\nPatient: {k or r.choice(['Hana Park', 'Leo Park'])}\n"
            f"Periodic exam, cleaning, bitewings: {_usd(r, 210, 290)}\nSealants #3, #14, #19, #30 "
            f"{_usd(r, 160, 240)}\nInsurance (Delta Dental WA) paid, balance {_usd(r, 0, 60)}\n"
            "Ortho consult recommended for Leo (Dr. Nakamura).\n")


def t_report_card(r, dt, k=None):
    kids = [("Leo Park", "4", "North Ravenna Elementary", "Ms. Okafor"),
            ("Hana Park", "8", "Hamlin Middle School", "Mr. Delgado (advisory)")]
    kid = r.choice(kids) if k is None else kids[k]
    subs = ["Reading", "Writing", "Math", "Science", "Social Studies", "PE", "Music"]
    g = "\n".join(f"  {s}: {r.choice(['3 - meets standard', '4 - exceeds standard', '3', 'A-', 'B+'])}"
                  for s in subs)
    return (f"Seattle Public Schools - Progress Report\nStudent: {kid[0]}   Grade {kid[1]}\nSchool: {kid[2]}\n"
            f"Teacher: {kid[3]}\nTerm ending {_ymd(dt)}\n\n{g}\n\nComment: a curious, kind member of our "
            "class; keep reading at home every night.\n")


def t_school_mail(r, dt, k=None):
    subj, body = _one(r, k, [
        ("Grade 4 field trip to the Burke Museum - permission", ("Dear families,\n\nOn June 10 our class will "
         "visit the Burke Museum. Please sign the permission slip on ParentVUE by June 5. Chaperones needed "
         "(2). Bring a sack lunch.\n\nMs. Okafor\nNorth Ravenna Elementary")),
        ("Hamlin 8th grade promotion ceremony", ("Families of 8th graders,\n\nPromotion is on June 16 at 6:00 pm "
         "in the gym. Each student gets four tickets. The 8th grade trip to Wild Waves is June 12; the last day "
         "to pay ($65) is June 3.\n\nHamlin Middle School PTSA")),
    ])
    return _mail(r, dt, "noreply@seattleschools.org", "Ji-hye Park <jihye.park@gmail.com>, " + MJ_HOME, subj, body)


CAMPS = ['Green Lake Small Craft Center - sailing camp', 'Meadowbrook Pool swim lessons Level 5',
         'Magnuson Park nature day camp']


def t_camp(r, dt):
    return (f"Seattle Parks & Recreation - Registration receipt\nReceipt {r.randint(8000000, 8999999)}  "
            f"{_us(dt)}\nParticipant: {r.choice(['Leo Park', 'Hana Park'])}\n"
            f"Activity: {r.choice(CAMPS)}\n"
            f"Dates: July {r.randint(6, 20)}-{r.randint(21, 31)}, 2026\nFee paid {_usd(r, 140, 420)}\n")


def t_violin(r, dt):
    return (f"Hana - violin lessons\nTeacher: Mrs. Eun-kyung Seo\nSpring term {dt.year}, Tuesdays 4:30\n"
            "Invoice: 12 lessons x $60 = $720\nRecital: Sat June 13, University Christian Church, 2 pm\n"
            "Pieces: Bach A minor concerto 1st mvt; Fiocco Allegro\n")


# --------------------------------------------------------------------------- cycling


def t_stp_reg(r, dt):
    return (f"Cascade Bicycle Club - Registration confirmation\nEvent: Seattle to Portland (STP) 2026, "
            f"July 11-12\nRider: Min-jun Park   Bib pick-up: July 9-10, REI Seattle flagship\n"
            f"Order {r.randint(300000, 399999)}  {_us(dt)}\nRide option: two-day (overnight Centralia)\n"
            "Registration $175.00 + bag transport $35.00 + return bus and bike truck to Seattle $95.00\n"
            "Start: UW E-1 parking lot, 5:15-7:00 am. Finish: Holladay Park, Portland.\n")


def t_stp_plan(r, dt):
    wk = ["Week;Mon;Tue;Wed;Thu;Fri;Sat;Sun;Total mi"]
    for i in range(1, 11):
        lng = 40 + i * 8
        wk.append(f"{i};rest;commute 16;intervals 1h;commute 16;rest;club ride {lng};recovery 25;"
                  f"{lng + 57 + r.randint(0, 10)}")
    wk.append("11;rest;easy 20;;easy 20;;STP day 1 (104);STP day 2 (102);246")
    return "STP 2026 training plan (started April)\n" + "\n".join(wk) + "\n"


def t_stp_logistics(r, dt):
    return ("STP logistics\n\n- Jenny drops me at UW 5:30, Sat July 11\n- Centralia: Motel 6 booked w/ "
            "Kevin + Sara from the club (conf 7HJ2K9), split 3 ways\n- Bag transport: duffel tag #4411\n"
            "- food: 2 bottles + 6 gels/day, rest stops at Spanaway, Yelm, Centralia\n- bike: new chain + "
            "28mm tires (Conti GP5000), service at Counterbalance by June 27\n- return: bus + bike truck "
            "Sunday 5 pm from Holladay Park\n")


def t_club_sched(r, dt):
    rides = ["Burke-Gilman to Woodinville wineries (B pace, 38 mi)", "Mercer Island loop (B, 28 mi)",
             "Lake Washington circuit (A, 52 mi)", "Snoqualmie Valley Trail gravel (C, 34 mi)",
             "Vashon Island, ferry from Fauntleroy (A, 45 mi)", "Green Lake coffee ride (social, 14 mi)"]
    out = [f"Lake City Spokes - Saturday ride schedule {dt:%B %Y}", "date,ride,leader,start"]
    for i in range(4):
        out.append(f"{_ymd(dt + timedelta(days=7 * i))},{r.choice(rides)},"
                   f"{r.choice(['Min-jun P.', 'Kevin L.', 'Sara M.', 'Doug H.'])},"
                   f"{r.choice(['Lake City Way Starbucks 8:00', 'Magnuson Park 8:30', 'Matthews Beach 8:00'])}")
    return "\n".join(out) + "\n"


def t_club_mail(r, dt):
    return _mail(r, dt, "Lake City Spokes <rides@lakecityspokes.org>", MJ_HOME,
                 "Ride leader reminder + waiver update",
                 "Hi ride leaders,\n\nReminders for the season: sign-in sheet and waivers for every ride (new "
                 "2026 waiver on the drive), no-drop policy on B and C rides, and please report incidents within "
                 f"24 h. Leader refresher Zoom {_ymd(dt + timedelta(days=9))} at 7 pm.\n\nMembership dues for "
                 "2026 ($35) are due if you haven't renewed.\n\nDoug Haugen, ride coordinator")


def t_ride_notes(r, dt):
    return ("Saturday ride - leader notes\nRoute: Magnuson -> Burke-Gilman -> Bothell Landing -> Sammamish River "
            "trail -> Woodinville (Redhook lot) and back, 38 mi\nRiders signed in: 14 (2 new: waivers OK)\n"
            "Regroup: Log Boom Park, Bothell Landing\nIncident: none. One flat (Tom) at mile 22.\n"
            "Note for next time: the detour at 145th is still up.\n")


def t_gpx(name):
    def f(r, dt):
        pts = []
        lat, lon = 47.68 + r.uniform(-0.02, 0.02), -122.28 + r.uniform(-0.02, 0.02)
        for _ in range(40):
            lat += r.uniform(-0.002, 0.003)
            lon += r.uniform(-0.002, 0.003)
            pts.append(f'      <trkpt lat="{lat:.6f}" lon="{lon:.6f}"><ele>{r.randint(5, 120)}</ele></trkpt>')
        return ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Ride with GPS" '
                'xmlns="http://www.topografix.com/GPX/1/1">\n  <trk>\n    <name>' + name + '</name>\n'
                '    <trkseg>\n' + "\n".join(pts) + "\n    </trkseg>\n  </trk>\n</gpx>\n")
    return f


def t_bike_maint(r, dt):
    return ("# Bike maintenance notes (Specialized Roubaix 2021)\n\n- chain: measure every 500 mi, replace at "
            "0.5% (last: Mar 2026)\n- tire pressure 28 mm: 70 front / 75 rear psi\n- Di2 battery: charge monthly\n"
            "- brake pads: Shimano L05A resin, swap when groove gone\n- cleaning: degreaser on chain, no "
            "pressure washer near bearings\n- torque: stem 5 Nm, seatpost clamp 6 Nm (carbon paste)\n")


def t_rsvp(r, dt):
    return (f"Cascade Bicycle Club - RSVP 2025 (Ride from Seattle to Vancouver and Party)\nConfirmation for "
            f"Min-jun Park\nAugust 2025, two days, 188 miles, overnight Bellingham\nOrder {r.randint(200000, 299999)}"
            "\nBorder crossing: passport required. Hotel: Hotel Bellwether (shared with Kevin)\n")


# --------------------------------------------------------------------------- Korea trip 2025


def t_ke_ticket(r, dt):
    ref = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6))
    return (f"KOREAN AIR - e-Ticket Itinerary / Receipt\nBooking reference {ref}\n"
            "Passengers: PARK/MINJUN MR, PARK/JIHYE MS, PARK/HANA MISS, PARK/LEO MSTR, PARK/YOUNGSOO MR\n\n"
            "KE 020  SEA-ICN  04 OCT 2025  13:25 - 17:05+1  Economy\nKE 019  ICN-SEA  25 OCT 2025  19:30 - "
            "13:40  Economy\n\nFare total USD 8,942.50 (5 pax)\n")


def t_korea_itin(r, dt):
    return ("# 한국 여행 2025 - Korea itinerary\n\n- 10/5-10/9 Seoul: hotel in Jongno (Nine Tree Premier Insadong)"
            ", 경복궁, 북촌, 동대문 DDP (Zaha!), Leo wants Lotte World\n- 10/10 KTX to 동대구, 고모 house, 청도 "
            "선산 with Appa (할아버지 산소)\n- 10/13-10/15 Jeonju 한옥마을, 비빔밥\n- 10/16-10/20 Busan: Haeundae, "
            "감천 문화마을, 부산현대미술관\n- 10/21-10/24 back to Seoul, Appa sees his old friends in 의정부\n"
            "- SIM: KT eSIM x2, T-money cards x5\n")


def t_ktx(r, dt):
    return (f"KORAIL - KTX 승차권 / e-Ticket\n2025-10-10  KTX {r.randint(100, 199)}  서울 08:{r.randint(0, 5)}0 -> "
            f"동대구 09:{r.randint(4, 5)}8\n호차 {r.randint(3, 16)}  "
            f"좌석 {r.randint(1, 14)}A-{r.randint(1, 14)}D (5석)\n"
            "운임 5 x 43,500원 = 217,500원\n결제: VISA ****2290\n")


def t_hotel_kr(r, dt):
    return (f"Booking.com - Confirmation {r.randint(4000000000, 4999999999)}\nParadise Hotel Busan, Haeundae\n"
            "Check-in Thu 16 Oct 2025, check-out Mon 20 Oct 2025 (4 nights)\n2 rooms: Deluxe Family Ocean View, "
            "Deluxe Double\nTotal KRW 2,436,000 (paid)\nGuest: Min-jun Park\n")


def t_trip_expenses(r, dt):
    out = ["date,item,KRW,USD,paid by"]
    for i in range(12):
        krw = r.randint(8, 320) * 1000
        what = r.choice(["식당", "taxi", "T-money top up", "Olive Young", "기념품", "museum", "cafe"])
        out.append(f"2025-10-{5 + i:02d},{what},"
                   f"{krw},{krw / 1395:.2f},{r.choice(['MJ', 'Jenny', 'Appa'])}")
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------- cooking


def t_recipe(name, lines):
    def f(r, dt):
        return f"{name}\n\n" + "\n".join(lines) + "\n"
    return f


MOM_KIMCHI = ["엄마 김치찌개 (엄마 노트에서)", "", ("재료: 신김치 2컵, 돼지고기 목살 300g, 두부 반 모, 대파 1대, "
              "양파 반 개"), "양념: 고춧가루 1큰술, 국간장 1큰술, 다진마늘 1큰술, 설탕 반 작은술",
              "1. 돼지고기를 참기름에 볶는다", "2. 김치 넣고 5분 더 볶는다", "3. 쌀뜨물 3컵 붓고 20분 끓인다",
              "4. 두부, 파 넣고 5분", "엄마 말: 김치가 시어야 맛있다. 멸치 육수 있으면 더 좋다."]
MOM_JAPCHAE = ["잡채 - 명절용 (엄마)", "", "당면 300g, 시금치 한 단, 당근 1개, 양파 1개, 표고 5개, 소고기 200g",
               "간장 5큰술, 설탕 3큰술, 참기름 3큰술, 깨", "각각 따로 볶아서 마지막에 버무린다.",
               "Note (MJ): doubled this for Thanksgiving 2024, 40 min prep."]


# --------------------------------------------------------------------------- reference: architecture library


def t_code_excerpt(r, dt):
    return ("Seattle Residential Code (2021 IRC with Seattle amendments) - excerpts I keep looking up\n\n"
            "R302.1 Exterior walls: fire-resistance 1 hr if < 5 ft to lot line (no sprinklers).\n"
            "R303.1 Habitable rooms: glazing 8% of floor area, openable 4%.\nR310 Emergency escape: 5.7 sf "
            "net clear opening (5.0 at grade), 24 in. high, 20 in. wide, sill max 44 in.\nR311.7 Stairs: width "
            "36 in., riser max 7-3/4 in. (SRC), tread min 10 in., headroom 6 ft 8 in.\nR312 Guards: 36 in. "
            "min, 42 in. where > 30 in. above grade per Seattle amendment? -> check SDCI Tip 312\n"
            "SMC 23.44.041 DADU: max 1,000 sf gross, height 14-24 ft depending on lot width.\n")


def t_product_data(r, dt, k=None):
    p = _one(r, k, [
        ("Milgard Trinsic V300 vinyl windows", "U-factor 0.27-0.30, SHGC 0.22-0.27, DP 35-50"),
        ("Rockwool Comfortboard 80", "R-4.2 per inch, Class A fire, 8 pcf density"),
        ("James Hardie HardiePlank Lap Siding", "5/16 in., 8.25 in. exposure 7 in., ColorPlus"),
        ("Simpson Strong-Tie HDU hold-downs", "HDU2 3,075 lb, HDU4 4,565 lb, SDS screws"),
    ])
    return (f"{p[0]}\nProduct data sheet / technical bulletin\n\n{p[1]}\n"
            "Installation per manufacturer; see ICC-ES report.\n")


def t_article(r, dt, k=None):
    t = _one(r, k, [
        ("What Seattle's 2024 ADU rule changes mean for backyard cottages",
         "The council removed the owner-occupancy requirement and raised the height limit..."),
        ("The case for rainscreens in the Pacific Northwest",
         "A 3/8 in. gap behind cladding drains and dries the wall. Detail the bottom for bugs..."),
        ("Small firm, big work: running a two-person practice",
         "Fees, insurance, saying no. The hardest part is not the design..."),
    ])
    return f"{t[0]}\n\n{t[1]}\n\nSaved from the web {_ymd(dt)}\n"


def t_aia_b105(r, dt):
    return ("AIA Document B105-2017 - Standard Short Form Agreement Between Owner and Architect\n(sample, "
            "not for use)\n\nARTICLE 1 THE PROJECT\nARTICLE 2 ARCHITECT'S SERVICES\nARTICLE 3 OWNER'S "
            "RESPONSIBILITIES\nARTICLE 4 COMPENSATION\n...\n")


def t_manual(name, body):
    def f(r, dt):
        return f"{name}\nOwner's manual\n\n{body}\n"
    return f


def t_epub(title, author, para):
    def f(r, dt):
        return _epub(title, author, "en", para)
    return f


# --------------------------------------------------------------------------- drawing sets and closed jobs


def t_set(job, title, addr, sheets, stamp="PERMIT SET"):
    def f(r, dt):
        idx = "\n".join(f"  {s}" for s in sheets)
        return (f"{STUDIO}\n\n{job}\n{title}\n{addr}\n\n{stamp}   {_ymd(dt)}\n\nSHEET INDEX\n{idx}\n\n"
                "GENERAL NOTES\n1. Verify all dimensions in the field before construction.\n2. Work to comply "
                "with the 2021 Seattle Building/Residential Code and 2021 WSEC.\n3. Do not scale drawings.\n"
                f"Min-jun Park, Architect, State of Washington 13-0917\nRevision {r.choice(['0', '1', '2'])}\n")
    return f


ADU_SHEETS = ["G-001 Cover, code summary", "A-101 Site plan", "A-201 Floor plans", "A-301 Elevations",
              "A-401 Building sections", "A-501 Wall sections", "A-601 Door & window schedules",
              "S-101 Foundation plan (Cross Structural)", "S-201 Framing plans"]
CAFE_SHEETS = ["G-001 Cover, occupant load", "A-101 Floor plan", "A-201 Reflected ceiling plan",
               "A-401 Restroom enlarged plan", "A-501 Details", "A-601 Equipment plan & schedule",
               "E-001 Lighting (Kestrel Electric)"]
REMO_SHEETS = ["SD-1 Existing plans", "SD-2 Option A", "SD-3 Option B", "SD-4 Option C", "SD-5 Massing views"]


def t_closed(job, client, addr, kind):
    def f(r, dt):
        if kind == "invoice":
            return (f"{STUDIO}\n\nFINAL INVOICE {job}-{r.randint(8, 16):02d}\n{_us(dt)}\nBill to: {client}\n"
                    f"Project: {job}, {addr}\n\nConstruction administration, final  {_usd(r, 900, 2600)}\n"
                    f"Retainage release  {_usd(r, 400, 1200)}\nTOTAL DUE {_usd(r, 1300, 3800)}\n"
                    "Thank you - it was a pleasure working with you.\n")
        if kind == "closeout":
            return (f"{STUDIO}\n\n{_us(dt)}\n\n{client}\n{addr}\n\nRe: Project {job} - closeout\n\n"
                    "With the final inspection signed off and the punch list complete, our services for this "
                    "project are finished. Enclosed: as-built drawings (PDF), warranty list, O&M manuals and "
                    "the final certificate for payment. Please keep the drawings with your house records.\n\n"
                    "Min-jun Park AIA\n")
        if kind == "final":
            return (f"Seattle Department of Construction and Inspections\nFINAL INSPECTION - APPROVED\n"
                    f"Permit {r.randint(7000000, 7059999)}-{r.choice(['CN', 'EX'])}  {addr.upper()}\n"
                    f"Project: {job}\nDate {_ymd(dt)}  Inspector {_who(r)}\nAll work complete per approved "
                    "plans. Permit closed.\n")
        if kind == "contract":
            return (f"{STUDIO}\n\nAGREEMENT FOR ARCHITECTURAL SERVICES - {job}\n{_us(dt)}\nOwner: {client}, "
                    f"{addr}\n\nScope: {r.choice(['design and permit drawings', 'full services through CA'])}.\n"
                    f"Fee: ${r.randint(8, 30) * 1000:,} stipulated sum plus hourly additional services.\n")
        return f"{job}\n{client}\n{addr}\n"
    return f


def t_portfolio(r, dt):
    return ("PARKWORK ARCHITECTURE - PORTFOLIO 2026\n\nWhitaker basement ADU, Queen Anne (2025): a 640 sf "
            "legal basement unit with its own entry, 7'-6\" ceilings gained by lowering the slab 9 inches.\n"
            "Tran deck and stair, Beacon Hill (2024): cedar and steel, a stair that doubles as seating.\n"
            "Greenwood Dental refresh (2025): three operatories, a new front desk, daylight from a "
            "reopened transom.\nSundquist ADU, Ballard (in construction 2026).\nContact: studio@parkwork.design\n")


def t_hla_portfolio(r, dt):
    return ("MIN-JUN PARK - WORK AT HARTWELL LUND ARCHITECTS 2011-2024\n\nNorthlake Branch Library (2024, "
            "project architect): 14,000 sf, glulam roof, LEED Gold.\nUW Bothell Science Building (2018, CD "
            "lead): labs, curtain wall and terracotta rainscreen.\nKent Transit Center (2015, designer).\n"
            "Bellevue College Health Sciences (2023, SD/DD).\n")


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

    def blob(head: bytes, n: int = 1500):
        return lambda r_, dt: _blob(r_, head, n)

    def lock(rel: str, age: float) -> None:
        add(rel, L, "System", age, b"\x0bMin-jun Park" + bytes(150))

    img = iter(range(r.randint(3100, 3300), 9999, 7))

    def imgname(ext: str = "jpg") -> str:
        return f"IMG_{next(img)}.{ext}"

    AR, FA, CY = "Architecture", "Family", "Cycling"
    DB = "Dropbox (Parkwork)"
    PR = f"{DB}/Projects"
    dot(f"{DB}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 3)
    dot(f"{PR}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 2)

    # ------------------------------------------------------------ 2503 Sundquist ADU (in construction)
    d = f"{PR}/2503 Sundquist ADU"
    add(f"{d}/01 Contract/2503 Owner-Architect Agreement SIGNED.pdf", P, AR, 418, t_adu_contract)
    for sh, age in (("A-201 Floor Plans", 44), ("A-501 Wall Sections", 12), ("A-601 Schedules", 30)):
        add(f"{d}/02 Drawings/CAD/2503_{sh}.dwg", P, AR, age, blob(DWG_HEAD, 2400))
    add(f"{d}/02 Drawings/CAD/xref_S-201_Cross Structural.dwg", P, AR, 205, blob(DWG_HEAD, 2000))
    add(f"{d}/02 Drawings/2503 Permit Set 2025-11-03.pdf", P, AR, 210,
        t_set("2503 Sundquist ADU", "Detached accessory dwelling unit", "7012 24th Ave NW, Seattle", ADU_SHEETS))
    add(f"{d}/02 Drawings/2503 APPROVED Set SDCI 7061524-CN.pdf", P, AR, 120,
        t_set("2503 Sundquist ADU", "Detached ADU - approved", "7012 24th Ave NW", ADU_SHEETS, "APPROVED SET"))
    add(f"{d}/02 Drawings/ASI-04 stair guard.pdf", P, AR, 26,
        t_set("2503 Sundquist ADU", "ASI-04 exterior stair guard 42 in.", "7012 24th Ave NW",
              ["A-201.4 Stair landing enlarged plan", "A-501.4 Guard detail"], "ARCHITECT'S SUPPLEMENTAL INSTRUCTION"))
    add(f"{d}/02 Drawings/2503_ADU_model.skp", P, AR, 60, blob(SKP_HEAD, 3000))
    add(f"{d}/02 Drawings/Renders/ADU_garden_view.png", P, AR, 300, "")
    add(f"{d}/02 Drawings/Renders/ADU_alley_dusk.jpg", P, AR, 300, "")
    for n, age in ((14, 17), (16, 6)):
        add(f"{d}/03 CA/RFI/RFI-{n:03d}.pdf", P, AR, age, pick(t_adu_rfi, n))
    add(f"{d}/03 CA/Change Orders/CO-02 side sewer.pdf", P, AR, 61, pick(t_adu_co, 2))
    add(f"{d}/03 CA/Change Orders/CO-03 stair + windows.pdf", P, AR, 20, pick(t_adu_co, 3))
    add(f"{d}/03 CA/Field Reports/FR-13.docx", P, AR, 15, pick(t_adu_field, 13))
    add(f"{d}/03 CA/Field Reports/FR-14.docx", P, AR, 1, pick(t_adu_field, 14))
    add(f"{d}/03 CA/Inspections/2026-05-14 framing.pdf", P, AR, 18, pick(t_adu_inspection, "Framing"))
    add(f"{d}/03 CA/Northwind lookahead wk22.csv", P, AR, 4, t_adu_sched)
    add(f"{d}/03 CA/Pay Apps/Pay App 06 Northwind.pdf", P, AR, 3,
        lambda r_, dt: (f"APPLICATION AND CERTIFICATE FOR PAYMENT No. 6\nProject: Sundquist ADU, 7012 24th Ave NW"
                        f"\nContractor: Northwind Builders LLC  Period to {_ymd(dt)}\nContract sum to date "
                        f"$381,930\nCompleted and stored to date {_usd(r_, 170000, 190000)}\nRetainage 5%\n"
                        f"Current payment due {_usd(r_, 38000, 52000)}\nArchitect's certificate: M. Park\n"))
    for n, age in ((14, 31), (15, 2)):
        add(f"{d}/04 Invoices/2503-{n}.pdf", P, AR, age, pick(t_adu_invoice, n))
    add(f"{d}/05 Correspondence/Re_ Sundquist ADU - window delivery.eml", P, AR, 9, pick(t_adu_mail, 0))
    add(f"{d}/05 Correspondence/Sundquist ADU pay app 6.eml", P, AR, 3, pick(t_adu_mail, 1))
    for age in (45, 31, 18, 4):
        photo(f"{d}/06 Site Photos/{imgname()}", P, AR, age)
    dot(f"{d}/06 Site Photos/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 4)
    add("Desktop/Sundquist pre-punch.docx", P, AR, 2, t_adu_punch)
    lock("Desktop/~$ndquist pre-punch.docx", 0)
    site = "Pictures/Site visits/2026-05-14 Sundquist framing"
    for _ in range(2):
        photo(f"{site}/{imgname('HEIC')}", P, AR, 18)

    # ------------------------------------------------------------ 2507 Solstice Coffee (in permitting)
    d = f"{PR}/2507 Solstice Coffee TI"
    add(f"{d}/01 Contract/Solstice letter agreement.pdf", P, AR, 200, t_cafe_contract)
    for sh, age in (("A-101 Floor Plan", 10), ("A-401 Restroom", 8)):
        add(f"{d}/02 Drawings/2507_{sh}.dwg", P, AR, age, blob(DWG_HEAD, 2200))
    add(f"{d}/02 Drawings/2507_counter_millwork.skp", P, AR, 70, blob(SKP_HEAD, 2600))
    add(f"{d}/02 Drawings/2507 Permit Set 2026-03-09.pdf", P, AR, 84,
        t_set("2507 Solstice Coffee", "Tenant improvement - coffee bar", "1520 E Olive Way, Seattle", CAFE_SHEETS))
    add(f"{d}/02 Drawings/2507 Permit Set rev1.pdf", P, AR, 7,
        t_set("2507 Solstice Coffee", "Tenant improvement - revision 1 (corrections)", "1520 E Olive Way",
              CAFE_SHEETS, "PERMIT SET - REVISION 1"))
    add(f"{d}/02 Drawings/equipment schedule.csv", P, AR, 11, t_cafe_equip)
    add(f"{d}/03 Permit/SDCI Correction Notice 1.pdf", P, AR, 16, t_cafe_correction)
    add(f"{d}/03 Permit/Correction response draft.docx", P, AR, 1, t_cafe_response)
    lock(f"{d}/03 Permit/~$rrection response draft.docx", 0)
    add(f"{d}/03 Permit/KC Public Health plan review.pdf", P, AR, 23, t_cafe_health)
    add(f"{d}/04 Renders/Solstice_counter_v2.png", P, AR, 95, "")
    add(f"{d}/04 Renders/Solstice_view_from_door.jpg", P, AR, 95, "")
    add(f"{d}/04 Renders/Solstice_materials board.pdf", P, AR, 100,
        lambda r_, dt: ("Solstice Coffee - materials\nCounter: white oak rift, oiled\nFront: fluted Richlite, "
                        "sand\nFloor: existing concrete, ground and sealed\nTile: Heath Ceramics 2x6 'Sea Salt'\n"
                        "Lighting: Schoolhouse pendants, 2700K\n"))
    add(f"{d}/05 Invoices/2507-04.pdf", P, AR, 32, pick(t_cafe_invoice, 4))
    add(f"{d}/06 Correspondence/Solstice - landlord comments on storefront.eml", P, AR, 40, pick(t_cafe_mail, 0))
    add(f"{d}/06 Correspondence/Re_ correction notice - timeline.eml", P, AR, 14, pick(t_cafe_mail, 1))
    for _ in range(2):
        photo(f"Pictures/Site visits/2026-01-22 Solstice existing/{imgname()}", P, AR, 130)

    # ------------------------------------------------------------ 2602 Hendricks remodel (schematic design)
    d = f"{PR}/2602 Hendricks Remodel"
    add(f"{d}/00 Proposal/Hendricks proposal.pdf", P, AR, 110, t_remo_proposal)
    add(f"{d}/01 Existing/Hendricks_Survey.pdf", P, AR, 48, t_remo_survey)
    add(f"{d}/01 Existing/existing plans measured.dwg", P, AR, 70, blob(DWG_HEAD, 2000))
    for _ in range(2):
        photo(f"{d}/01 Existing/photos/{imgname()}", P, AR, 88)
    for o, age in (("A", 14), ("B", 9)):
        add(f"{d}/02 SD/Hendricks_Option {o}.skp", P, AR, age, blob(SKP_HEAD, 2800))
    add(f"{d}/02 SD/SD options 2026-05-20.pdf", P, AR, 12,
        t_set("2602 Hendricks Remodel", "Schematic design options", "4419 Meridian Ave N", REMO_SHEETS,
              "SCHEMATIC DESIGN - FOR DISCUSSION"))
    add(f"{d}/02 SD/program.md", P, AR, 60, t_remo_program)
    add(f"{d}/02 SD/render_option B_kitchen.png", P, AR, 10, "")
    add(f"{d}/02 SD/render_option A_rear.png", P, AR, 13, "")
    add(f"{d}/Re_ schematic options.eml", P, AR, 5, t_remo_mail)

    # ------------------------------------------------------------ 2604 Third Place Pavilion competition
    d = f"{PR}/2604 Competition - Third Place Pavilion"
    add(f"{d}/TPP2026_brief.pdf", P, AR, 95, t_comp_brief)
    add(f"{d}/registration confirmation.pdf", P, AR, 80, t_comp_reg)
    add(f"{d}/concept notes.md", P, AR, 20, t_comp_concept)
    add(f"{d}/area + cost.xlsx", P, AR, 11, t_comp_area)
    add(f"{d}/narrative draft 3.docx", P, AR, 3, t_comp_narrative)
    add(f"{d}/model/pavilion_v7.skp", P, AR, 4, blob(SKP_HEAD, 3200))
    add(f"{d}/model/pavilion_roof.3dm", P, AR, 6, blob(b"3D Geometry File Format        ", 2500))
    add(f"{d}/boards/board_01_layout.psd", P, AR, 2, blob(PSD_HEAD, 3000))
    add(f"{d}/boards/night view test.png", P, AR, 2, "")

    # ------------------------------------------------------------ running the studio (Areas)
    d = f"{DB}/Admin"
    add(f"{d}/Insurance/PL declarations 2025-26.pdf", A, AR, 62, t_pl_insurance)
    add(f"{d}/Insurance/COI - Solstice Coffee.pdf", A, AR, 198, t_gl_cert)
    add(f"{d}/Licenses/WA business license 2026.pdf", A, AR, 57, t_biz_license)
    add(f"{d}/Licenses/PLLC certificate of formation.pdf", A, AR, 790,
        lambda r_, dt: ("STATE OF WASHINGTON - SECRETARY OF STATE\nCERTIFICATE OF FORMATION\nPARKWORK ARCHITECTURE "
                        "PLLC\nProfessional Limited Liability Company\nUBI 605 418 772\nGoverning person: Min-jun "
                        f"Park\nProfessional service: architecture\nFiled {_ymd(dt)}\n"))
    for q, age in (("2026 Q1", 32), ("2025 Q4", 123)):
        add(f"{d}/Taxes/B&O {q}.pdf", A, AR, age, t_bo_tax)
    add(f"{d}/Taxes/2025 Form 1120-S prep notes.txt", A, AR, 75,
        lambda r_, dt: ("2025 taxes - studio\n- PLLC taxed as S-corp since 2025 (Form 2553 accepted)\n- my salary "
                        "via Gusto: $72k; distributions rest\n- send CPA (Linda Cho, Cho & Reyes CPAs): QB P&L, "
                        "balance sheet, 1099-NEC for Ana (eng consulting $2,400)\n- home office: 180 sf\n"))
    for m, age in (("2026-04", 31), ("2026-05", 1)):
        add(f"{d}/Bookkeeping/QuickBooks export {m}.csv", A, AR, age, t_qb_export)
    add(f"{d}/Bookkeeping/fee tracker.xlsx", A, AR, 5, t_fee_tracker)
    add(f"{d}/Bookkeeping/timesheets 2026-05.csv", A, AR, 1, t_timesheet)
    add(f"{d}/Bank/BECU business 2026-04.pdf", A, AR, 30, t_studio_bank)
    add(f"{d}/Payroll/Gusto payroll 2026-05-31.pdf", A, AR, 1, t_payroll)
    add(f"{d}/Payroll/Dana Ruiz offer letter.docx", A, AR, 610,
        lambda r_, dt: (f"{STUDIO}\n\n{_us(dt)}\n\nDear Dana,\n\nI am happy to offer you the position of Designer "
                        "at Parkwork Architecture, full time, starting October 1, 2024, at $50,000 per year with "
                        "10 days PTO, WA sick leave, and a $200/month health stipend (ICHRA).\n\nMin-jun Park\n"))
    for k, v, age in ((0, "Autodesk AutoCAD LT renewal", 150), (1, "SketchUp Pro 2026 2 seats", 96),
                      (3, "Adobe CC May", 12)):
        add(f"{d}/Software/{v}.pdf", A, AR, age, pick(t_software_invoice, k))
    add(f"{d}/Software/licenses.txt", A, AR, 90,
        lambda r_, dt: ("Software - seats and renewals\nAutoCAD LT x2 (mj, dana) - renews Jan 2027 - Autodesk acct "
                        "studio@\nSketchUp Pro x2 - renews Feb - Trimble ID\nEnscape fixed seat x1 - Oct\nAdobe CC "
                        "monthly - mj only\nBluebeam Basics x1 - Aug\nRhino 8 - perpetual (bought 2024), license "
                        "key in 1Password\n"))
    add(f"{d}/Fremont Commons desk agreement.pdf", A, AR, 760, t_lease)
    add(f"{d}/Templates/Parkwork letterhead.docx", A, AR, 720, lambda r_, dt: f"{STUDIO}\n\n[date]\n\n[addressee]\n")
    d = f"{DB}/Marketing"
    add(f"{d}/website/about page v3.md", A, AR, 45, t_website)
    add(f"{d}/website/hero_whitaker.jpg", A, AR, 150, "")
    add(f"{d}/Instagram plan June.txt", A, AR, 3, t_marketing)
    add(f"{d}/Parkwork Portfolio 2026.pdf", A, AR, 58, t_portfolio)
    add(f"{d}/Parkwork Portfolio 2026.indd", A, AR, 58, blob(b"\x06\x06\xed\xf5\xd8\x1dF\xe5\xbd1\xef\xe7\xfet\xb7",
                                                              3000))
    add(f"{d}/logo/parkwork_logo.png", A, AR, 690, "")

    # ------------------------------------------------------------ library (Resources)
    d = f"{DB}/Library"
    add(f"{d}/Codes/SRC excerpts I keep looking up.txt", R, AR, 300, t_code_excerpt)
    add(f"{d}/Codes/SDCI Tip 116A - ADUs.pdf", R, AR, 380,
        lambda r_, dt: ("Seattle Department of Construction & Inspections\nTip 116A - Establishing an Accessory "
                        "Dwelling Unit\n\nAttached and detached ADUs are allowed on lots in neighborhood "
                        "residential zones. A lot may have up to two ADUs. Detached ADUs: max 1,000 sf...\n"))
    add(f"{d}/Codes/2021 WSEC-R prescriptive table.pdf", R, AR, 500,
        lambda r_, dt: ("2021 Washington State Energy Code - Residential\nTable R402.1.3 Prescriptive envelope\n"
                        "Ceiling R-49; wood frame wall R-21 int + R-5 ci or R-13 + R-10 ci; floor R-30; slab R-10\n"
                        "Fenestration U-0.28, skylight U-0.50\nTable R406.3 additional energy credits: 8 credits "
                        "for medium dwelling\n"))
    for k, pd in ((1, "Rockwool Comfortboard 80"), (3, "Simpson HDU holdowns")):
        add(f"{d}/Product Data/{pd}.pdf", R, AR, r.randint(150, 600), pick(t_product_data, k))
    for b in ("furniture_plan_2D", "toilet_grab_bars_A117", "door_window_tags"):
        add(f"{d}/CAD Blocks/{b}.dwg", R, AR, r.randint(400, 800), blob(DWG_HEAD, 1800))
    for p in ("Sou Fujimoto - Serpentine 2013", "Kengo Kuma - Yusuhara bridge", "jeongja - Soswaewon garden"):
        add(f"{d}/Precedents/{p}.jpg", R, AR, r.randint(20, 400), "")
    add(f"{d}/Articles/What Seattle's ADU rule changes mean.pdf", R, AR, 420, pick(t_article, 0))
    add(f"{d}/Articles/running a two-person practice.pdf", R, AR, 700, pick(t_article, 2))
    add(f"{d}/AIA B105-2017 sample.pdf", R, AR, 780, t_aia_b105)

    # ------------------------------------------------------------ closed jobs (Archive)
    closed = [("2401 Alvarez Kitchen", "Luis and Carmen Alvarez", "3615 Francis Ave N", 610),
              ("2403 Tran Deck + Stair", "Kevin and Mai Tran", "2540 S Bayview St", 480),
              ("2405 Whitaker Basement ADU", "Anne and Mark Whitaker", "1820 4th Ave W", 200),
              ("2502 Greenwood Dental", "Greenwood Family Dental PLLC (Dr. Sorensen)", "8510 Greenwood Ave N", 260)]
    for job, client, addr, age in closed:
        d = f"{PR}/_Closed/{job}"
        jn = job.split()[0]
        add(f"{d}/{jn} final invoice.pdf", X, AR, age, t_closed(job, client, addr, "invoice"))
        add(f"{d}/{jn} drawings.dwg", X, AR, age + 150, blob(DWG_HEAD, 2000))
        if jn in ("2403", "2405"):
            add(f"{d}/{jn} contract.pdf", X, AR, age + 300, t_closed(job, client, addr, "contract"))
            add(f"{d}/{jn} permit set.pdf", X, AR, age + 160,
                t_set(job, "Permit drawings", addr + ", Seattle", ["G-001 Cover", "A-101 Plans", "A-301 Sections"]))
            add(f"{d}/{jn} final inspection.pdf", X, AR, age + 5, t_closed(job, client, addr, "final"))
            add(f"{d}/{jn} closeout letter.docx", X, AR, age - 3, t_closed(job, client, addr, "closeout"))
        for _ in range(2 if jn != "2405" else 3):
            photo(f"{d}/photos/{imgname()}", X, AR, age + r.randint(0, 20))
    add(f"{PR}/_Closed/2502 Greenwood Dental/2502 operatory.skp", X, AR, 400, blob(SKP_HEAD, 2400))
    add("Downloads/Whitaker_closeout_photos.zip", X, AR, 195, blob(ZIP_HEAD, 2500))

    # ------------------------------------------------------------ career: license and AIA (Areas), old firm, ARE
    CA = "Career"
    d = "Documents/Career"
    add(f"{d}/WA license renewal 2026.pdf", A, CA, 20, t_license)
    add(f"{d}/AIA dues 2026.pdf", A, CA, 160, t_aia_dues)
    add(f"{d}/CE credits log.csv", A, CA, 9, t_ce_log)
    add(f"{d}/CE certificates/AIA CES - Mass timber fire.pdf", A, CA, 140,
        lambda r_, dt: (f"AIA Continuing Education System\nCertificate of completion\nMin-jun Park\nCourse: Mass "
                        f"timber fire performance\n1.5 LU|HSW\nCompleted {_ymd(dt)}\n"))
    d = "Documents/Career/Hartwell Lund"
    add(f"{d}/HLA offer letter 2011.pdf", X, CA, 5510, t_offer)
    add(f"{d}/Review 2019.pdf", X, CA, 2350, t_review)
    add(f"{d}/Review 2023.pdf", X, CA, 890, t_review)
    add(f"{d}/resignation letter.docx", X, CA, 810, t_resign)
    add(f"{d}/HLA portfolio - Min-jun Park.pdf", X, CA, 800, t_hla_portfolio)
    add(f"{d}/401k rollover confirmation.pdf", X, CA, 745,
        lambda r_, dt: ("Principal Financial Group\nDistribution confirmation - Hartwell Lund Architects 401(k) Plan"
                        f"\nParticipant: Min-jun Park\nDirect rollover to Fidelity Rollover IRA\nAmount "
                        f"{_usd(r_, 280000, 300000)}\nProcessed {_ymd(dt)}\n"))
    add(f"{d}/Northlake Library opening.jpg", X, CA, 690, "exif")
    d = "Documents/Career/ARE"
    for div, age in (("PPD", 3120), ("PDD", 2900), ("CE", 2850)):
        add(f"{d}/ARE score report {div}.pdf", X, CA, age, t_are_score)
    add(f"{d}/PPD study notes.txt", X, CA, 3150, t_are_notes)
    add(f"{d}/NCARB Certificate.pdf", X, CA, 2700,
        lambda r_, dt: ("National Council of Architectural Registration Boards\nThis certifies that MIN-JUN PARK has "
                        "completed the Architect Registration Examination and the Architectural Experience "
                        f"Program.\nNCARB certificate issued {_ymd(dt)}\n"))
    add(f"{d}/ARE study schedule.xlsx", X, CA, 3600,
        lambda r_, dt: ("Division;Target date;Books;Status\nPcM;2016-11;Amber Book, Ballast;passed\nPA;2017-04;"
                        "Ballast, Black Spectacles;passed\nPPD;2017-12;Ballast, IBC;passed (2nd try)\nPjM;2018-03;"
                        "AIA Handbook;passed\nPDD;2018-07;Ballast;passed\nCE;2018-09;A201;passed\n"))

    # the copy of the old Windows work laptop (Archive Career)
    lp = "HLA laptop copy/Users/mpark"
    add(f"{lp}/Documents/Resume.docx", X, CA, 830, t_resume)
    add("Documents/Career/Resume.docx", X, CA, 790, t_resume)
    for n, age in ((1, 900), (3, 860)):
        add(f"{lp}/Documents/Northlake/OAC minutes {n:02d}.docx", X, CA, age + 200, pick(t_hla_memo, 1))
    add(f"{lp}/Documents/UW Bothell/UWB curtain wall submittal review.pdf", X, CA, 2950, pick(t_hla_memo, 0))
    add(f"{lp}/Documents/Northlake/NLB_A-501 details.dwg", X, CA, 1200, blob(DWG_HEAD, 2200))
    add(f"{lp}/Documents/Northlake/NLB_central_R22.rvt", X, CA, 1200, blob(OLE_HEAD, 4000))
    add(f"{lp}/Documents/Bellevue College/BCHS_SD_massing.skp", X, CA, 900, blob(SKP_HEAD, 2400))
    add(f"{lp}/Documents/New folder/Document1.docx", X, CA, 850, t_hla_memo)
    add(f"{lp}/Documents/timesheet_2023.xlsx", X, CA, 880,
        lambda r_, dt: ("Week;Project;Phase;Hours\n2023-11-06;NLB;CA;32\n2023-11-06;BCHS;SD;8\n2023-11-13;NLB;CA;"
                        "28\n2023-11-13;Marketing;Proposal;12\n"))
    for _ in range(2):
        photo(f"{lp}/Pictures/NLB site walk/{imgname()}", X, CA, r.randint(1100, 1400))
    add(f"{lp}/Desktop/HLA portfolio 2023.indd", X, CA, 830, blob(b"\x06\x06\xed\xf5\xd8\x1dF\xe5\xbd1\xef\xe7", 2500))
    add(f"{lp}/Desktop/desktop.ini", L, "System", 800, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21769\r\nIconResource=%SystemRoot%\\system32\\imageres.dll,-183\r\n")
    add(f"{lp}/Documents/desktop.ini", L, "System", 800, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\"
        "system32\\shell32.dll,-21770\r\n")
    add(f"{lp}/Pictures/NLB site walk/Thumbs.db", L, "System", 1100, blob(OLE_HEAD, 1200))
    add(f"{lp}/Documents/Northlake/Thumbs.db", L, "System", 1000, blob(OLE_HEAD, 900))

    # ------------------------------------------------------------ Dad's move (Projects Family)
    d = "Documents/Family/Appa move 2026"
    add(f"{d}/facility comparison.xlsx", P, FA, 75, t_facility_compare)
    lock(f"{d}/~$cility comparison.xlsx", 60)
    add(f"{d}/Cedar Grove residency agreement.pdf", P, FA, 25, t_residency)
    add(f"{d}/Cedar Grove brochure.pdf", P, FA, 90,
        lambda r_, dt: ("CEDAR GROVE ASSISTED LIVING - Northgate\nIndependent living, assisted living, respite.\n"
                        "Studios and one-bedrooms with kitchenettes. Three meals daily, housekeeping weekly, "
                        "24-hour staff, nurse on site, medication management, outings and a Thursday grocery "
                        "shuttle. Tours daily - call 206-555-0177.\n"))
    add(f"{d}/Bekins-West estimate.pdf", P, FA, 30, t_movers)
    add(f"{d}/move checklist.txt", P, FA, 2, t_move_checklist)
    add(f"{d}/apt 214 furniture layout.dwg", P, FA, 19, blob(DWG_HEAD, 1800))
    add(f"{d}/apt 214 furniture layout.pdf", P, FA, 19,
        lambda r_, dt: ("Cedar Grove apt 214 - furniture layout (412 sf)\nbed (queen -> full?) on north wall, "
                        "recliner by window, TV on dresser, 2 bookcases, small dining table x2 chairs, hanbok "
                        "chest does NOT fit - goes to our basement\n"))
    add(f"{d}/Grace - Appa's stuff.eml", P, FA, 12, pick(t_grace_mail, 0))
    add(f"{d}/Re_ condo listing.eml", P, FA, 6, pick(t_grace_mail, 1))
    add(f"{d}/LA condo/Compass listing agreement.pdf", P, FA, 8, t_condo)
    add(f"{d}/LA condo/HOA resale certificate request.pdf", P, FA, 5,
        lambda r_, dt: ("WILSHIRE PARK PLACE HOMEOWNERS ASSOCIATION\nRequest for resale disclosure documents "
                        "(Civil Code 4525)\nUnit 707, owner Young-soo Park\nRequested by Min-jun Park (POA)\n"
                        "Fee $350.00 paid online\n"))
    add(f"{d}/Cedar Grove intake - health history.docx", P, FA, 22,
        lambda r_, dt: ("Cedar Grove Assisted Living - Resident health history\nName: Young-soo Park  DOB "
                        "02/11/1948\nPrimary language: Korean (some English)\nDiagnoses: type 2 diabetes, "
                        "hypertension, BPH, mild hearing loss (L)\nMobility: walks with cane outdoors\n"
                        "Diet: diabetic, likes rice at every meal\nEmergency contact: Min-jun Park 206-555-0148\n"))
    for _ in range(2):
        photo(f"Pictures/Cedar Grove tour/{imgname('HEIC')}", P, FA, 70)

    # Dad's ongoing affairs under POA (Areas Family)
    d = "Documents/Family/Appa papers"
    add(f"{d}/Durable POA 2025 signed.pdf", A, FA, 240, t_poa)
    add(f"{d}/Medicare summary notice 2026-03.pdf", A, FA, 70, t_dad_medicare)
    add(f"{d}/SSA benefit letter 2026.pdf", A, FA, 165, t_ssa)
    add(f"{d}/Hanmi Bank statement 2026-04.pdf", A, FA, 31,
        lambda r_, dt: (f"HANMI BANK\nStatement ending {_us(dt)}\nYOUNG SOO PARK  checking ****3308\nSSA TREAS 310 "
                        f"XXSOC SEC {_usd(r_, 1500, 1700)}\nWILSHIRE PARK PLACE HOA -612.00\nLADWP "
                        f"{_usd(r_, -40, -90)}\nEnding balance {_usd(r_, 21000, 34000)}\n"))

    # family papers (Resources Family), Korean folder name
    d = "Documents/가족"
    add(f"{d}/가계 - family notes.md", R, FA, 225, t_family_tree)
    add(f"{d}/Appa naturalization certificate.pdf", R, FA, 300, t_immigration)
    add(f"{d}/족보 사진 1.jpg", R, FA, 224, "")
    add(f"{d}/할아버지 할머니 1975.jpg", R, FA, 1500, "")
    add(f"{d}/Wilshire Cleaners 1986.jpg", R, FA, 1500, "")
    add(f"{d}/고모 편지 - 족보.eml", R, FA, 150, t_kr_letter)
    add(f"{d}/엄마 레시피/김치찌개.txt", R, "Cooking", 700, t_recipe(MOM_KIMCHI[0], MOM_KIMCHI[1:]))
    add(f"{d}/엄마 레시피/잡채.docx", R, "Cooking", 560, t_recipe(MOM_JAPCHAE[0], MOM_JAPCHAE[1:]))

    # ------------------------------------------------------------ household (Areas)
    FI, HO, HE, SC = "Finance", "Home", "Health", "School"
    d = "Documents/Finance"
    for m, age in (("2026-03", 63), ("2026-04", 32), ("2026-05", 2)):
        add(f"{d}/Bank/BECU checking {m}.csv", A, FI, age, t_bank_stmt)
    for m, age in (("2026-05", 15),):
        add(f"{d}/Mortgage/Cascade Home Lending {m}.pdf", A, FI, age, t_mortgage)
    add(f"{d}/Taxes/2025/2025 return summary.pdf", A, FI, 48, t_tax_summary)
    add(f"{d}/Taxes/2025/1099-INT Ally 2025.pdf", A, FI, 110, t_1099)
    add(f"{d}/Taxes/2025/W-2 Ji-hye 2025.pdf", A, FI, 120,
        lambda r_, dt: (f"Form W-2 Wage and Tax Statement 2025\nEmployer: Swedish Health Services, Seattle\n"
                        f"Employee: JI-HYE PARK\n1 Wages {_usd(r_, 98000, 112000)}\n2 Federal tax withheld "
                        f"{_usd(r_, 11000, 15000)}\n12 D 401(k) $12,000.00\n"))
    add(f"{d}/Taxes/2024/2024 return summary.pdf", A, FI, 410, t_tax_summary)
    add(f"{d}/Taxes/2024/1040-ES vouchers 2025.pdf", A, FI, 405,
        lambda r_, dt: ("Form 1040-ES 2025 Estimated tax payment vouchers\nMIN-JUN PARK & JI-HYE PARK\n"
                        "Voucher 1 due April 15, 2025 $4,200\nVoucher 2 due June 16, 2025 $4,200\nVoucher 3 "
                        "due Sept 15, 2025 $4,200\nVoucher 4 due Jan 15, 2026 $4,200\n"))
    add(f"{d}/Retirement/Fidelity Rollover IRA Q1 2026.pdf", A, FI, 55, t_401k)
    add(f"{d}/Retirement/Fidelity SEP note.txt", A, FI, 130,
        lambda r_, dt: ("SEP vs Solo 401k for the studio - decided: Solo 401(k) at Fidelity from 2026; max employee "
                        "deferral $24,500 + employer 25% of W-2 salary. Dana eligible after 1 year -> revisit.\n"))
    add(f"{d}/529/WA529 Invest statement Q1 2026.pdf", A, FI, 58,
        lambda r_, dt: (f"WA529 Invest - Quarterly statement\nAccount owner: Min-jun Park\nBeneficiary: Hana Park "
                        f"{_usd(r_, 41000, 48000)}\nBeneficiary: Leo Park {_usd(r_, 22000, 27000)}\nPortfolio: "
                        "age-based, enrollment 2030 / 2034\n"))
    add(f"{d}/budget 2026.xlsx", A, FI, 140, t_budget)
    add(f"{d}/King County property tax 2026.pdf", A, FI, 120, t_property_tax)
    d = "Documents/Home"
    for age in (5, 36):
        add(f"{d}/Utilities/PSE {_ymd(NOW - timedelta(days=age))[:7]}.pdf", A, HO, age, t_pse)
    for age in (20, 82):
        add(f"{d}/Utilities/City Light {_ymd(NOW - timedelta(days=age))[:7]}.pdf", A, HO, age, t_city_light)
    add(f"{d}/Insurance/PEMCO homeowners 2025-26.pdf", A, HO, 250, t_home_ins)
    add(f"{d}/Maintenance/Evergreen heat pump service.pdf", A, HO, 95, t_hvac)
    add(f"{d}/Maintenance/house to-do.md", A, HO, 8,
        lambda r_, dt: ("# House to-do\n\n- [ ] clear rhododendron from heat pump (Evergreen note)\n- [ ] basement "
                        "guest room for Appa's visits? he'll come Sundays\n- [x] gutters (Rain City, May)\n- [ ] "
                        "repaint south fascia before fall\n- [ ] fence post at NE corner rotten\n- [ ] "
                        "hanbok chest -> basement, clear shelf\n"))
    add(f"{d}/Maintenance/Rain City Gutters invoice.pdf", A, HO, 14, t_gutter)
    for m, body in (("Mitsubishi Hyper-Heat MXZ manual", ("Outdoor unit: keep 12 in. clearance. Filters: clean every "
                     "2 weeks in heavy use. Defrost cycles are normal below 35F.")),
                    ("Bosch 500 Series dishwasher manual", ("Rinse aid refill indicator. Filter cleaning: turn the "
                     "cylinder counterclockwise and lift. Error E24: drain hose kinked.")),
                    ("Rinnai RU199 tankless water heater manual", ("Flush the heat exchanger annually with vinegar "
                     "using the service valves. Code 11: no ignition."))):
        add(f"{d}/Manuals/{m}.pdf", R, HO, r.randint(300, 1200), t_manual(m, body))
    d = "Documents/Health"
    add(f"{d}/EOB/Premera EOB {_ymd(NOW - timedelta(days=40))}.pdf", A, HE, 40, t_eob)
    add(f"{d}/EOB/Premera EOB {_ymd(NOW - timedelta(days=100))}.pdf", A, HE, 100, t_eob)
    add(f"{d}/Min-jun physical 2026.pdf", A, HE, 66, t_physical)
    add(f"{d}/Kids/Leo immunization CIS.pdf", A, HE, 280, pick(t_immun, 0))
    add(f"{d}/Kids/Wedgwood Dental Leo.pdf", A, HE, 50, pick(t_dental, "Leo Park"))
    add(f"{d}/Kids/Hana - sports physical 2025.pdf", A, HE, 300,
        lambda r_, dt: ("WIAA Pre-participation Physical Evaluation\nStudent: Hana Park, age 13\nCleared for all "
                        f"sports without restriction.\nExamined {_ymd(dt)} Dr. Kim, Seattle Children's NE Clinic\n"))
    add(f"{d}/Jenny - vision Rx.txt", A, HE, 190,
        lambda r_, dt: "Ravenna Eye Care - Ji-hye Park\nOD -2.25 -0.50 x 180\nOS -2.00 -0.25 x 170\nPD 62\n")
    d = "Documents/Kids"
    add(f"{d}/Leo/Leo progress report winter.pdf", A, SC, 110, pick(t_report_card, 0))
    add(f"{d}/Hana/Hana progress report winter.pdf", A, SC, 110, pick(t_report_card, 1))
    add(f"{d}/Hana/Hamlin 8th grade promotion.eml", A, SC, 10, pick(t_school_mail, 1))
    add(f"{d}/Hana/violin spring term.txt", A, SC, 70, t_violin)
    add(f"{d}/Hana/Roosevelt HS enrollment confirmation.pdf", A, SC, 60,
        lambda r_, dt: ("Seattle Public Schools - Enrollment Services\n2026-27 school assignment\nStudent: Hana Park "
                        "(grade 9)\nAssigned school: Roosevelt High School\nPlease complete the online "
                        "registration update by August 15.\n"))
    add(f"{d}/Leo/Burke field trip.eml", A, SC, 8, pick(t_school_mail, 0))
    add(f"{d}/Leo/Leo soccer spring schedule.pdf", A, SC, 75,
        lambda r_, dt: ("North Seattle Youth Soccer - U11 Boys 'Orcas'\nSpring 2026 schedule\nSat games at "
                        "Meadowbrook, Magnuson #3, Jefferson Park\nCoach: Ryan Tanaka\nSnack sign-up: Park "
                        "family - April 25\n"))
    add(f"{d}/summer camps 2026.xlsx", A, SC, 100,
        lambda r_, dt: ("Week;Leo;Hana;Cost;Booked\nJun 22;-;Seattle Youth Symphony camp;$480;yes\nJul 6;"
                        "Magnuson nature camp;-;$285;yes\nJul 13;swim lessons L5;counselor-in-training?;$140;yes\n"
                        "Jul 20;Korean school camp (Korean Community Center);same;$350;waitlist\n"))

    # ------------------------------------------------------------ cycling
    d = "Documents/Cycling"
    add(f"{d}/STP 2026/STP registration confirmation.pdf", P, CY, 150, t_stp_reg)
    add(f"{d}/STP 2026/training plan.xlsx", P, CY, 60, t_stp_plan)
    add(f"{d}/STP 2026/logistics.txt", P, CY, 4, t_stp_logistics)
    add(f"{d}/STP 2026/STP_2026_route.gpx", P, CY, 40, t_gpx("STP 2026 Seattle to Portland"))
    add(f"{d}/Lake City Spokes/ride schedule June.csv", A, CY, 6, t_club_sched)
    add(f"{d}/Lake City Spokes/ride leader reminder.eml", A, CY, 35, t_club_mail)
    add(f"{d}/Lake City Spokes/waiver 2026 blank.pdf", A, CY, 80,
        lambda r_, dt: ("LAKE CITY SPOKES BICYCLE CLUB - RELEASE OF LIABILITY 2026\nI understand that cycling "
                        "involves risk of injury... Ride leader: collect signed waivers before every ride and "
                        "upload to the club drive.\n"))
    add(f"{d}/Lake City Spokes/membership 2026 receipt.pdf", A, CY, 150,
        lambda r_, dt: f"Lake City Spokes\nMembership receipt 2026\nMin-jun Park - individual $35.00\n{_ymd(dt)}\n")
    for rt in ("Woodinville loop 38mi", "Lake Washington circuit", "Vashon from Fauntleroy"):
        add(f"{d}/Routes/{rt}.gpx", R, CY, r.randint(100, 700), t_gpx(rt))
    add(f"{d}/bike maintenance.md", R, CY, 200, t_bike_maint)
    add(f"{d}/RSVP 2025/RSVP confirmation.pdf", X, CY, 330, t_rsvp)
    add(f"{d}/RSVP 2025/RSVP packing list.txt", X, CY, 305,
        lambda r_, dt: ("RSVP 2025 packing\n- passport!!\n- 2 kits, arm warmers, rain shell\n- CAD for Canada\n- "
                        "chargers: Garmin, Di2, phone\n- bag to Bellingham via truck (tag on duffel)\n"))
    photo("Documents/Cycling/RSVP 2025/finish Vancouver.jpg", X, CY, 299)

    # ------------------------------------------------------------ Korea trip Oct 2025 (Archive Travel)
    TR = "Travel"
    d = "Documents/Travel/Korea 2025"
    add(f"{d}/Korean Air e-ticket.pdf", X, TR, 280, t_ke_ticket)
    add(f"{d}/itinerary.md", X, TR, 250, t_korea_itin)
    add(f"{d}/KTX 서울-동대구.txt", X, TR, 236, t_ktx)
    add(f"{d}/Paradise Hotel Busan confirmation.pdf", X, TR, 270, t_hotel_kr)
    add(f"{d}/expenses.csv", X, TR, 220, t_trip_expenses)
    add(f"{d}/K-ETA approval.pdf", X, TR, 275,
        lambda r_, dt: ("Republic of Korea - K-ETA (Korea Electronic Travel Authorization)\nStatus: APPROVED\n"
                        "Applicant: PARK MINJUN  USA passport\nValid 2 years from approval. Note: K-ETA exempt "
                        "for US citizens through 2025 - kept for reference.\n"))

    # ------------------------------------------------------------ recipes, books, software (Resources)
    CO, BO, SW, PH = "Cooking", "Books", "Software", "Photos"
    d = "Documents/Recipes"
    for name, lines in (
            ("LA galbi (Appa's way)", ["3 lb flanken-cut short ribs", ("marinade: 1 c soy, 1/2 c sugar, 1 Asian pear "
             "grated, 1 onion grated, 8 garlic cloves, 2 T sesame oil, black pepper"), ("overnight; grill 3 min a "
             "side")]),
            ("Doenjang jjigae", ["2 T doenjang, 1/2 zucchini, 1 potato, tofu, anchovy stock", ("boil 15 min, add "
             "chili and scallion")]),
            ("Sheet-pan salmon with miso", ["4 fillets, 2 T white miso, 1 T mirin, 1 T honey", "425F 12 min",
             "Leo eats this - make every other Thursday"])):
        add(f"{d}/{name}.txt", R, CO, r.randint(100, 900), t_recipe(name, lines))
    add("Downloads/kimchi-jjigae-maangchi.pdf", R, CO, 330,
        t_recipe("Kimchi jjigae (Maangchi)", [("Ingredients: 1 lb fermented kimchi, 1/2 lb pork belly, 1 T "
                                             "gochugaru, 1 T gochujang, 1 T sugar, tofu, green onions"),
                                             "Simmer 20 minutes. Serve with rice."]))
    d = "Documents/Books"
    for title, author, para in (
            ("A Pattern Language", "Christopher Alexander",
             "The elements of this language are entities called patterns. Each pattern describes a problem..."),
            ("The Eyes of the Skin", "Juhani Pallasmaa", ("Architecture is the art of reconciliation between "
             "ourselves and the world, and this mediation takes place through the senses.")),
            ("Pachinko", "Min Jin Lee", ("History has failed us, but no matter. At the turn of the century, an aging "
             "fisherman and his wife decided to take in lodgers...")),
            ("The E-Myth Revisited", "Michael E. Gerber", "Most small businesses don't work - their owners do."),
            ("Thinking Architecture", "Peter Zumthor", ("When I think about architecture, images come into my "
             "mind. Many of these images are connected with my training and work as an architect."))):
        add(f"{d}/{title}.epub", R, BO, r.randint(100, 1500), t_epub(title, author, para))
    for inst, age in (("SketchUpPro-2026-0-530-164.dmg", 96), ("Rhino_8.19_mac.dmg", 300), ("Zoom.pkg", 400),
                      ("googlechrome.dmg", 700), ("Enscape-4.5.1.dmg", 240), ("RideWithGPS-helper.dmg", 500)):
        add(f"Downloads/{inst}", R, SW, age, blob(PKG_HEAD if inst.endswith(".pkg") else DMG_HEAD, 3000))

    # ------------------------------------------------------------ photos (Resources Photos)
    for _ in range(5):
        photo(f"Pictures/2025-10 Korea/{imgname()}", R, PH, r.randint(222, 238))
    photo("Pictures/2025-10 Korea/Appa at 청도 선산.jpg", R, PH, 232)
    for _ in range(4):
        photo(f"Pictures/iPhone export 2026-05/{imgname('HEIC')}", R, PH, r.randint(3, 30))
    for _ in range(3):
        photo(f"Pictures/Leo soccer/{imgname()}", R, PH, r.randint(40, 70))
    add("Pictures/Hana recital 2025.mov", R, PH, 350, blob(b"\x00\x00\x00\x14ftypqt  \x00\x00\x00\x00qt  ", 4000))
    add("Pictures/Christmas 2025/family at Appa's LA.jpg", R, PH, 160, "exif")
    add("Pictures/Christmas 2025/Grace kids.jpg", R, PH, 160, "exif")
    dot("Pictures/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 5)
    for age, hm in ((1, "09.14.22"), (3, "16.02.51"), (9, "11.47.03"), (16, "20.31.18"), (27, "08.55.40")):
        add(f"Desktop/Screenshot {_ymd(NOW - timedelta(days=age))} at {hm}.png", R, PH, age, "")
    dot("Desktop/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 0)

    # ------------------------------------------------------------ Downloads: named files
    dl = "Downloads"
    add(f"{dl}/2503_Permit_Set_APPROVED.pdf", P, AR, 121,
        t_set("2503 Sundquist ADU", "Detached ADU - approved", "7012 24th Ave NW", ADU_SHEETS, "APPROVED SET"))
    add(f"{dl}/Solstice_MEP_Kestrel_60pct.pdf", P, AR, 50,
        lambda r_, dt: ("KESTREL ELECTRIC & MECHANICAL DESIGN\nSolstice Coffee TI - 1520 E Olive Way\nMEP 60% set\n"
                        "E-001 Lighting plan and LPD calc\nE-101 Power plan: espresso machine 208V 30A dedicated\n"
                        "M-101 Exhaust: restroom fan 80 cfm\nP-101 Indirect waste to floor sink\n"))
    add(f"{dl}/Hendricks_Survey.pdf", P, AR, 49, t_remo_survey)
    add(f"{dl}/2507 Permit Set rev1.pdf", P, AR, 7,
        t_set("2507 Solstice Coffee", "Tenant improvement - revision 1 (corrections)", "1520 E Olive Way",
              CAFE_SHEETS, "PERMIT SET - REVISION 1"))
    add(f"{dl}/TPP2026_QA_round1.pdf", P, AR, 10,
        lambda r_, dt: ("THIRD PLACE PAVILION 2026 - Questions and answers, round 1\nQ: May the roof exceed 600 sf "
                        "if the covered area is 600? A: No; the roof projection counts.\nQ: Are physical models "
                        "accepted? A: No, boards only.\nQ: Can the site be hypothetical? A: Yes, in a PNW city.\n"))
    add(f"{dl}/Aurora_Gardens_pricing.pdf", P, FA, 95,
        lambda r_, dt: ("AURORA GARDENS SENIOR LIVING - Shoreline\n2026 pricing\nStudio $7,150 / 1 bedroom $8,400\n"
                        "Care tiers included. Community fee $5,000.\n"))
    add(f"{dl}/STP2026_rider_guide.pdf", P, CY, 15,
        lambda r_, dt: ("STP 2026 Rider Guide - Cascade Bicycle Club\nStart UW E-1 lot; mini-stops every 15-20 "
                        "miles; midpoint Centralia College; finish Holladay Park, Portland. Helmet required. Bib "
                        "on the front.\n"))
    add(f"{dl}/Milgard_Trinsic_V300_spec.pdf", R, AR, 330, pick(t_product_data, 0))
    add(f"{dl}/Lake_City_Spokes_ride_leader_handbook.pdf", A, CY, 400,
        lambda r_, dt: ("Lake City Spokes - Ride Leader Handbook\nBefore the ride: route posted 3 days ahead, "
                        "sign-in and waivers, safety talk.\nDuring: sweep rider on every B and C ride, regroup "
                        "at every turn.\nAfter: report to the ride coordinator.\n"))
    add(f"{dl}/hana_recital_program.pdf", A, SC, 20,
        lambda r_, dt: ("Studio of Eun-kyung Seo - Spring Violin Recital\nSaturday June 13, 2 pm\nUniversity "
                        "Christian Church\n...\n11. Hana Park - Bach, Concerto in A minor, 1st mvt\n"))
    add(f"{dl}/Gusto_W-2_Dana_Ruiz_2025.pdf", A, AR, 125,
        lambda r_, dt: ("Form W-2 2025\nEmployer: Parkwork Architecture PLLC, EIN 99-4417720\nEmployee: Dana Ruiz\n"
                        f"Wages {_usd(r_, 50000, 52000)}\nProcessed by Gusto\n"))
    add(f"{dl}/Enscape-4.6.0.dmg.crdownload", L, "System", 0, blob(DMG_HEAD, 2000))
    add(f"{dl}/2602_Hendricks_SD_boards.pdf.crdownload", L, "System", 1, blob(b"%PDF-1.7\n", 800))
    add(f"{dl}/Bluebeam_Revu_21.dmg.part", L, "System", 12, blob(DMG_HEAD, 1500))
    dot(f"{dl}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 0)
    dot(f"{dl}/._Hendricks_Survey.pdf", b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X        ", 49)

    # ------------------------------------------------------------ hard files: name and folder say nothing
    hard = [
        (f"{dl}/document.pdf", A, HO, 40, t_pse),
        (f"{dl}/document (1).pdf", P, AR, 16, t_cafe_correction),
        (f"{dl}/document (2).pdf", P, FA, 26, t_residency),
        (f"{dl}/document (3).pdf", A, CA, 158, t_aia_dues),
        (f"{dl}/document (4).pdf", A, AR, 62, t_pl_insurance),
        (f"{dl}/document (5).pdf", P, FA, 31, t_movers),
        (f"{dl}/document (6).pdf", A, FI, 109, t_1099),
        (f"{dl}/document (7).pdf", A, AR, 150, t_software_invoice),
        (f"{dl}/document (8).pdf", A, AR, 139, t_gl_cert),
        (f"{dl}/document (9).pdf", A, HE, 72, t_eob),
        (f"{dl}/document (10).pdf", A, FI, 76, t_mortgage),
        (f"{dl}/document (11).pdf", X, CA, 400, t_offer),
        (f"{dl}/download.pdf", P, CY, 150, t_stp_reg),
        (f"{dl}/download (1).pdf", P, AR, 23, t_cafe_health),
        (f"{dl}/download (2).pdf", P, FA, 8, t_condo),
        (f"{dl}/file.pdf", A, FI, 121, t_property_tax),
        (f"{dl}/file (1).pdf", A, FI, 56, t_401k),
        (f"{dl}/file (2).csv", A, AR, 30, t_timesheet),
        (f"{dl}/attachment.pdf", P, AR, 20, t_adu_co),
        (f"{dl}/attachment (1).pdf", A, SC, 109, t_report_card),
        (f"{dl}/attachment (2).pdf", P, AR, 47, t_remo_survey),
        (f"{dl}/attachment (3).pdf", A, HO, 94, t_hvac),
        (f"{dl}/attachment (4).pdf", X, CY, 331, t_rsvp),
        (f"{dl}/export.csv", A, AR, 33, t_qb_export),
        (f"{dl}/export (1).csv", A, FI, 3, t_bank_stmt),
        (f"{dl}/data.xlsx", P, AR, 12, t_comp_area),
        (f"{dl}/Untitled document.docx", P, AR, 18, t_comp_narrative),
        (f"{dl}/Untitled.pdf", A, HO, 21, t_city_light),
        (f"{dl}/unnamed.pdf", A, AR, 17, t_payroll),
        (f"{dl}/receipt.pdf", A, SC, 98, t_camp),
        (f"{dl}/print.pdf", X, TR, 281, t_ke_ticket),
        (f"{dl}/doc.pdf", X, CA, 2860, t_are_score),
        (f"{dl}/report.pdf", A, HE, 65, t_physical),
        (f"{dl}/Scan.pdf", A, FA, 239, t_poa),
        (f"{dl}/Message.eml", P, FA, 11, t_grace_mail),
        (f"{dl}/Message (1).eml", A, SC, 9, t_school_mail),
        (f"{dl}/Message (2).eml", P, AR, 8, t_adu_mail),
        (f"{dl}/Message (3).eml", R, FA, 149, t_kr_letter),
        (f"{dl}/ATT00001.txt", A, CY, 34, t_club_mail),
        ("Desktop/untitled folder/untitled.txt", P, FA, 6, t_move_checklist),
        ("Desktop/untitled folder/notes.txt", P, AR, 12, t_remo_notes),
        ("Desktop/untitled folder/document.pdf", P, AR, 18, t_adu_inspection),
        ("Desktop/untitled folder/Untitled.docx", P, AR, 9, t_cafe_response),
        ("Desktop/untitled folder/Untitled 2.docx", A, FI, 50, t_tax_summary),
        ("Desktop/untitled folder 2/list.txt", P, CY, 5, t_stp_logistics),
        ("Desktop/untitled folder 2/New Document.txt", A, CY, 13, t_ride_notes),
        ("Desktop/untitled.txt", A, AR, 4, t_marketing),
        ("Desktop/todo.md", P, AR, 2, t_comp_concept),
        ("Desktop/메모.txt", P, FA, 7, t_dad_meds),
        ("Desktop/notes 2.txt", X, CA, 3100, t_are_notes),
        ("Scans/Scan 2026-04-02 10.31.pdf", A, HE, 60, t_immun),
        ("Scans/Scan 2026-03-11 09.02.pdf", A, HO, 82, t_home_ins),
        ("Scans/Scan 2026-01-28 14.55.pdf", A, HE, 124, t_dental),
        ("Scans/Scan 2025-11-19 19.20.pdf", R, FA, 194, t_immigration),
        ("Scans/Scan 2026-05-06 08.47.pdf", A, FA, 26, t_dad_medicare),
        ("Scans/Scan 2026-02-17 11.12.pdf", A, AR, 104, t_bo_tax),
        ("Scans/Scan 2025-10-30 21.05.pdf", X, TR, 214, t_hotel_kr),
        ("Scans/Scan 2026-05-19 16.40.pdf", A, HO, 13, t_gutter),
        ("Scans/Scan 2025-12-02 10.15.pdf", A, FA, 181, t_ssa),
        ("Scans/Scan 2026-04-22 12.01.pdf", A, CA, 40, t_license),
        ("Scans/Scan 2026-01-09 15.33.pdf", X, CA, 143, t_review),
        ("Scans/Scan 2026-03-30 18.06.pdf", P, FA, 63, t_residency),
        ("Documents/Misc/Document1.docx", A, AR, 50, t_website),
        ("Documents/Misc/notes.txt", R, AR, 280, t_code_excerpt),
        ("Documents/Misc/Book1.xlsx", A, FI, 150, t_budget),
        ("Documents/Misc/Book2.xlsx", P, FA, 80, t_facility_compare),
        ("Documents/Misc/New Document.docx", A, SC, 72, t_violin),
        ("Documents/untitled.txt", R, CY, 210, t_bike_maint),
        ("Documents/Notes export/Note 12.txt", X, TR, 248, t_korea_itin),
        ("Documents/Notes export/Note 13.txt", A, CY, 20, t_club_sched),
        ("Documents/Notes export/Note 14.txt", R, CO, 400, t_recipe(MOM_JAPCHAE[0], MOM_JAPCHAE[1:])),
        ("Documents/Notes export/Note 15.txt", P, AR, 58, t_remo_program),
        ("Documents/Notes export/Note 16.txt", P, CY, 55, t_stp_plan),
    ]
    for rel, b, t, age, content in hard:
        add(rel, b, t, age, content, hard=True)
    dot("Scans/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 13)
    dot("Desktop/untitled folder/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 6)

    return items
