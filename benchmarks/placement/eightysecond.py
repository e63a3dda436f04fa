"""An eighty-second unseen labelled corpus: Dougie and Colleen MacNeil, a Cape Breton lobster fisherman and a
knitter, ``build(root, seed)``, written blind.

What was read to write it, and nothing more: ``unseen.py``'s module docstring (the model for how a person
and the labelling rules are written), its helpers ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``,
``_id3``, ``_blob`` (and ``_d``, ``_kr``, not used) and the start of its ``build()`` (the write / encode / add
/ dot helpers); from ``corpus.py`` the ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``;
from ``blind.py`` ``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD``. While printing ``corpus.py``'s
``_pdf`` / ``_jpeg`` by line range, the first ~25 lines of ``corpus.py``'s own ``build()`` and one comment
line above its seed data scrolled past by accident; nothing from them is used here. Nobody who wrote this
module opened ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts, any other corpus
module's body, or any placement result.

The person: Douglas "Dougie" MacNeil, 52, an inshore lobster fisherman from Indian Brook on the North
Shore of Victoria County, Cape Breton, Nova Scotia. He holds a Category A lobster licence in LFA 27 and
fishes 275 traps out of Englishtown wharf on the "Mairi Colleen", a 44'11" Cape Islander, with two crew:
Kenny Morrison (sternman) and Josh MacLeod (Colleen's nephew, 19). The spring season opened on setting
day, 16 May 2026, and runs to mid-July; he lands to North Shore Seafoods Ltd. in Englishtown. From 2016 to
2021 he also held a share in a snow-crab quota partnership with his cousin; it was dissolved in 2021.
His wife Colleen MacNeil, 49, knits: she runs an Etsy shop (ShoreKnitsCB) selling hand-knit ganseys,
cardigans, toques and mittens, has a stall every Saturday at the Baddeck Farmers' Market, is registered
for HST since 2024, and does all the family's paperwork on the shared old Dell desktop in the kitchen.
Their daughter Mairi, 20, is in second year nursing (BScN) at Dalhousie University in Halifax and lives in
Risley Hall residence, with Nova Scotia student assistance and Canada student loans and an RESP. Dougie's
mother Margaret "Peggy" MacNeil, 86, moved into Victoria Haven Nursing Home in Baddeck in March 2024;
Dougie holds her power of attorney with his sister Cathy in Calgary, and her house in Ingonish was sold in
2025. Colleen sings alto in a Gaelic choir, Còisir a' Chladaich, and is its secretary. They belong to St.
Andrew's Presbyterian Church, Indian Brook, and Colleen sits on the North Shore Community Hall committee.
Their accountant (MacLean & Fraser CPA, Baddeck) does their CRA returns; they have an RRSP and a mortgage
with Cabot Trail Credit Union, an oil furnace, a 2019 F-150, and a neighbour who plows the lane.

Current projects (NOW = 2026-06-01):
- the boat's re-power: the old 2003 Cummins 6CTA was pulled in March and a new John Deere 6090 (425 hp)
  installed by Seaside Diesel & Marine in Sydney in April, just before the season; the Loan Board
  financing, the final invoice and holdback, the 50-hour break-in service and the warranty registration
  are still open, and the old engine is advertised for sale (topic Boat);
- the 25th-anniversary trip to Newfoundland, 18 August - 1 September 2026: Marine Atlantic ferries,
  B&Bs in Trinity, Twillingate and Gros Morne, St. John's (topic Travel);
- Colleen's self-published pattern book "Sweaters from the Shore", due at the printer in September 2026:
  chapters, test knitters, sample photos, printer quote (topic Knitting);
- the choir's concert at Celtic Colours in October 2026: programme, Arts Nova Scotia grant, bus (Choir);
- the Community Hall's new-roof and accessible-washroom fundraising campaign, goal $68,000 by the
  ceilidh on 15 August 2026: quotes, raffle licence, grant letters, poster, roof photos (Community).

The machine: one Windows user "Dougie" that both use. ``Downloads/`` is a mess of ``Document (3).pdf``,
``invoice.pdf``, WhatsApp documents, installers and half-finished downloads; ``Desktop/`` has ``New Text
Document.txt``, ``Doc1.docx`` and shortcuts' leftovers; ``Documents/`` holds Colleen's half-organised folders
(``Fishing/``, ``Boat/``, ``ShoreKnits/``, ``Taxes/``, ``House/``, ``Mairi - Dal/``, ``Mom/``, ``Choir/``,
``Church & Hall/``, ``Newfoundland 2026/``, ``Truck/``), year folders ``2024/`` and ``2025/`` where things
were dropped when she was in a hurry, ``Scans/`` from the HP printer, and ``Mail/`` with saved messages;
``Pictures/`` has ``Phone dump/`` (Colleen's phone plugged in and emptied), ``Screenshots/``, ``Engine
install/``, ``Sweater shoot/``, ``Hall roof/``, ``Fiona/`` and a few trip and graduation folders; ``Music/Còisir/`` has rehearsal tracks; ``OneDrive/`` is Colleen's cloud
folder; ``Old Dell backup 2019/`` is the copy of the previous computer, and ``Phone backup Samsung S9/``
the copy of Colleen's old phone. Files are Canadian English, with Gaelic in the choir's and family's writing.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end still being worked on now, whatever the file's age. The engine
  re-power (quotes, Loan Board application and approval, invoices, spec sheet, sea trial, warranty,
  break-in service, the old engine's sale ad, install photos) -- topic Boat; the Newfoundland trip
  (ferry and B&B bookings, itinerary, budget, packing list) -- Travel; the pattern book (chapters, test
  knitting notes, printer quote, sample photos) -- Knitting; the Celtic Colours concert (programme, grant,
  bus, rehearsal plan for it) -- Choir; the hall roof fundraising (quotes, raffle licence, grant letters,
  donor list, poster, roof photos) -- Community.
- **Areas**: ongoing responsibilities with no end, whatever the paper's age: the lobster licence and
  the fishing business -- DFO licence and conditions, tags, fishery notices, logbooks, dockside
  monitoring, buyer settlements, bait, fuel, gear, crew pay, T4F and ROEs, EI fishing claims, the
  fishermen's association (Fishing); the boat itself -- insurance, Transport Canada inspection, haul-out,
  life raft, electronics (Boat); Colleen's shop -- Etsy orders, fees and statements, market stall and
  Square sales, yarn suppliers and stock, shipping, shop HST (Knitting); household money -- bank, CRA
  returns and notices, instalments, the accountant, RRSP, TFSA, mortgage, budget, donation receipts
  (Finance); the house -- power, heating oil, furnace service, snow removal, property tax, house
  insurance, well (Home); Mairi's university -- tuition, residence, student loans, RESP (Education);
  Dougie's mother -- care home, her money, power of attorney, care conferences (Family); the family's
  health (Health); Colleen's choir secretary work -- minutes, members, dues, rehearsals (Choir); church
  and hall committee business (Community); the truck (Vehicle). A 2024 catch summary is still Areas.
- **Resources**: reference and interests by subject: DFO management plans, measuring and whale-gear
  guides, tide tables, safety course notes (Fishing); engine and electronics manuals (Boat); knitting
  patterns, stitch guides, knitting ebooks (Knitting); Gaelic song words, sheet music and rehearsal
  tracks (Choir); appliance and furnace manuals (Home); exercise sheets (Health); the truck manual
  (Vehicle); money articles (Finance); installers and drivers (Software); photos and screenshots
  (Photos), holiday and family snapshots included -- except photos that document a project, current or
  finished (engine install, sweater samples, hall roof, hurricane damage: that project's bucket and
  topic), and those inside a backup.
- **Archive**: finished projects and ended responsibilities: the snow-crab partnership, dissolved 2021
  (Fishing); the 2021 hull repair and the old engine's service history (Boat); the Hurricane Fiona roof
  repair of 2022-23 (Home); selling Mom's house in 2025 (Family); Mairi's high-school years (Education);
  past trips (Travel); the choir's Christmas concert 2025 (Choir); the church's 2024 stained-glass window
  fund (Community); the old Silverado (Vehicle); the old Dell copy and the old phone backup,
  whatever is inside them (Backup); the 2025 Christmas craft fair (Knitting).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``),
  ``desktop.ini`` and ``Thumbs.db`` (topic System). Dot files are written but not labelled.

Topics (16): Fishing, Boat, Knitting, Finance, Home, Education, Family, Health, Choir, Travel, Community,
Vehicle, Photos, Software, Backup, System. ``hard`` marks a file whose name *and* folder say nothing about
its subject (``Downloads/Document (3).pdf``, ``Documents/Scans/scan0014.pdf``, ``Desktop/Doc2.docx``,
``Documents/2025/letter.docx``, ``Documents/Mail/Re_ Thursday.eml``): only its text can place it. Images
are never hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers


def _md(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _cad(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _hst(dt: datetime) -> float:
    return 0.14 if dt >= datetime(2025, 4, 1, tzinfo=dt.tzinfo) else 0.15


def _mail(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt:%a, %d %b %Y} {10 + dt.day % 9}:{dt.day * 7 % 60:02d}:00 -0300\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n" + body + "\n")


DOUGIE = "Dougie MacNeil <dougie.macneil@eastlink.ca>"
COLLEEN = "Colleen MacNeil <colleen.shoreknits@gmail.com>"
ADDR = "Douglas & Colleen MacNeil\n3318 Cabot Trail, Indian Brook NS  B0C 1H0"
LIC = "Licence no. 318842 (Lobster, Category A, LFA 27)"
VESSEL = "MAIRI COLLEEN, CFV 178433"

# --------------------------------------------------------------------------- fishing


def t_settlement(r, dt):
    can, mkt = r.uniform(7.10, 8.40), r.uniform(7.90, 9.60)
    rows, tot_c, tot_m = [], 0, 0
    for i in range(r.randint(3, 5)):
        c, m = r.randint(60, 260), r.randint(90, 420)
        tot_c += c
        tot_m += m
        rows.append(f"{_iso(dt - timedelta(days=6 - i))}   canners {c} lb   markets {m} lb")
    gross = tot_c * can + tot_m * mkt
    bait, fuel = r.randint(6, 14) * 48.0, r.uniform(300, 700)
    dmp, dues = (tot_c + tot_m) * 0.04, 25.0
    return (f"NORTH SHORE SEAFOODS LTD.\nEnglishtown Wharf, Englishtown NS  B0C 1H0   (902) 929-2310\n"
            f"FISHER SETTLEMENT STATEMENT - week ending {_md(dt)}\n\n"
            f"Fisher: Douglas MacNeil   {LIC}\nVessel: {VESSEL}\n\n" + "\n".join(rows) +
            f"\n\nCanners {tot_c} lb @ ${can:.2f} = ${tot_c * can:,.2f}\nMarkets {tot_m} lb @ ${mkt:.2f} = "
            f"${tot_m * mkt:,.2f}\nGross landed value: ${gross:,.2f}\n\nDeductions:\n  Bait (salt herring, "
            f"{int(bait / 48)} boxes @ $48.00): ${bait:,.2f}\n  Fuel advance: ${fuel:,.2f}\n  Dockside monitoring "
            f"$0.04/lb: ${dmp:,.2f}\n  Association dues: ${dues:,.2f}\n\nNet paid by direct deposit: "
            f"${gross - bait - fuel - dmp - dues:,.2f}\nThank you - Sandy Buchanan, buyer")


def t_logbook(r, dt):
    lines = []
    for i in range(r.randint(5, 7)):
        d = dt - timedelta(days=i)
        lines.append(f"{_iso(d)} | grid 27-{r.choice(['B4', 'B5', 'C4', 'C5'])} | traps hauled {r.randint(180, 275)} "
                     f"| soak {r.randint(1, 3)} d | landed {r.randint(250, 700)} lb | berried released "
                     f"{r.randint(0, 14)} | v-notched {r.randint(0, 4)} | undersize {r.randint(10, 60)}")
    return (f"Fisheries and Oceans Canada - Atlantic Lobster Logbook (LFA 27)\nLicence holder: Douglas MacNeil   "
            f"{LIC}\nVessel: {VESSEL}   Port of landing: Englishtown\nPage {r.randint(100, 999)}\n\n"
            "Date | Grid | Traps hauled | Soak | Landed | Berried females released | V-notched | Undersize\n" +
            "\n".join(lines) + "\n\nI certify this record is true. Signed: D. MacNeil")


def t_logbook_csv(r, dt, n=20):
    out = ["date,grid,traps_hauled,landed_lb,berried_released,weather"]
    for i in range(n):
        d = dt - timedelta(days=n - 1 - i)
        out.append(f"{_iso(d)},27-{r.choice(['B4', 'B5', 'C4'])},{r.randint(150, 275)},{r.randint(200, 750)},"
                   f"{r.randint(0, 12)},{r.choice(['NW 15', 'SW 10-15', 'calm', 'fog', 'E 20 came in early'])}")
    return "\n".join(out) + "\n"


def t_licence(r, dt):
    return (f"Fisheries and Oceans Canada / Pêches et Océans Canada\nLICENCE CONDITIONS - LOBSTER - LFA 27 - {dt.year}\n\n"
            f"Licence holder: Douglas MacNeil, Indian Brook NS   {LIC}\nAuthorized vessel: {VESSEL}\n\n"
            f"1. Season: the fishery is open from setting day (on or about May 15, {dt.year}) to July 15, {dt.year}.\n"
            "2. Trap limit: 275 traps. Each trap must carry a valid {y} DFO trap tag.\n"
            "3. Minimum carapace size 82.5 mm. Egg-bearing and v-notched females shall be returned to the water.\n"
            "4. The licence holder shall complete a logbook for every trip and submit pages by the 15th of the month.\n"
            "5. All landings shall be weighed and verified by a designated dockside monitoring company.\n"
            "6. Gear shall be marked according to the whale gear-marking requirements for LFA 27, and the\n"
            "   licence holder shall comply with North Atlantic right whale closures announced by fishery notice.\n"
            "7. Lost gear shall be reported within 24 hours through the Fishing Gear Reporting System.\n"
            "Licence fee paid: $100.00 + $0.00 tags fee adjustment").replace("{y}", str(dt.year))


def t_nols(r, dt):
    return (f"National Online Licensing System (NOLS) - Payment receipt\nTransaction {r.randint(10**8, 10**9)}\n"
            f"Date: {_md(dt)}\nClient: Douglas MacNeil (FIN {r.randint(100000, 999999)})\n\n"
            f"Licence 318842 - Lobster LFA 27 - {dt.year} renewal ........ $100.00\n"
            "Paid by Visa ****4471\nKeep this receipt on board with your licence conditions.")


def t_tags(r, dt):
    n = 275 + r.choice([0, 28])
    return (f"ATLANTIC TAG SUPPLY - ORDER CONFIRMATION\nOrder #{r.randint(20000, 29999)}   {_md(dt)}\n\n"
            f"Ship to: Douglas MacNeil, Indian Brook NS\nDFO lobster trap tags {dt.year + (1 if dt.month > 8 else 0)}, "
            f"LFA 27, colour: orange\nQuantity: {n} (incl. replacement tags)   Licence 318842\n"
            f"Unit ${0.62:.2f}   Subtotal ${n * 0.62:,.2f}\nShipping $14.00\nTags will ship once DFO releases "
            "the licence numbers for the coming season.")


def t_bait(r, dt):
    boxes = r.randint(20, 60)
    return (f"Cabot Bait & Ice Ltd.\nNorth Sydney NS\nINVOICE {r.randint(4000, 4999)}   {_md(dt)}\n\nSold to: Dougie MacNeil "
            f"(Mairi Colleen)\n{boxes} boxes salt herring @ $48.00 = ${boxes * 48:,.2f}\n"
            f"{r.randint(2, 8)} totes redfish racks @ $65.00\nIce {r.randint(4, 10)} tubs @ $12.00\n"
            f"Terms: net 30 or deducted through North Shore Seafoods settlement")


def t_fuel(r, dt):
    lit = r.uniform(300, 900)
    return (f"Irving Oil Marine - Englishtown wharf\nCardlock receipt {r.randint(100000, 999999)}\n{_md(dt)}\n\n"
            f"Marked diesel (fishing vessel) {lit:.1f} L @ $1.{r.randint(20, 45)}/L\nVessel: Mairi Colleen\n"
            "Tax exempt - commercial fishing vessel, exemption certificate on file")


def t_gear(r, dt):
    return (f"Cape Breton Trap & Rope\nGlace Bay NS\nINVOICE {r.randint(1100, 1999)}   {_md(dt)}\n\nCustomer: Douglas MacNeil\n"
            f"{r.randint(20, 40)} wire lobster traps 36\" 2-parlour, vinyl coated @ $118.00\n"
            f"{r.randint(4, 10)} coils 3/8\" sink rope with 1,700 lb weak links\n"
            f"{r.randint(20, 60)} bait bags, {r.randint(6, 12)} buoys (orange/black LFA 27 marking)\n"
            f"HST {int(_hst(dt) * 100)}%  Total {_cad(r, 4200, 7800)}\nPaid: cheque 1187")


def t_crew_xlsx(r, dt, weeks=8):
    out = ["Week ending;Gross landed;Kenny share 17%;Josh share 12%;CPP/EI withheld;Paid"]
    for i in range(weeks):
        g = r.uniform(6000, 14000)
        out.append(f"{_iso(dt - timedelta(days=7 * (weeks - 1 - i)))};{g:.2f};{g * .17:.2f};{g * .12:.2f};"
                   f"{g * .29 * .1:.2f};e-transfer")
    return "\n".join(out)


def t_t4f(r, dt, who="Kenneth Morrison"):
    return (f"Canada Revenue Agency - T4F Statement of Fishing Income {dt.year - 1}\n\nPayer: Douglas MacNeil, "
            f"fishing enterprise, BN {r.randint(10**8, 10**9 - 1)} RP0001\nRecipient: {who}, {r.choice(['Englishtown', 'Indian Brook', 'Tarbot'])} NS\n\n"
            f"Box 14 Fishing income (share person): {_cad(r, 21000, 36000)}\nBox 16 Employee's CPP contributions: "
            f"{_cad(r, 900, 1800)}\nBox 18 Employee's EI premiums: {_cad(r, 300, 520)}\nBox 24 EI insurable earnings: "
            f"{_cad(r, 21000, 36000)}\nBox 22 Income tax deducted: {_cad(r, 1500, 3900)}\nBox 28 exempt: none")


def t_roe(r, dt, who="Kenneth Morrison"):
    return (f"Service Canada - Record of Employment (ROE), fishing\nSerial {r.choice('ABCW')}{r.randint(10**7, 10**8)}\n\n"
            f"Employer: Douglas MacNeil, 3318 Cabot Trail, Indian Brook NS\nEmployee: {who}\nOccupation: deckhand / "
            f"sternman, lobster LFA 27\nFirst day worked: {_md(dt - timedelta(days=62))}\nLast day for which paid: "
            f"{_md(dt)}\nReason for issuing: A - shortage of work / end of season\nBlock 15B total insurable earnings: "
            f"{_cad(r, 19000, 34000)}\nIssued electronically through ROE Web on {_md(dt + timedelta(days=2))}")


def t_ei(r, dt):
    return (f"Service Canada\nEmployment Insurance - Fishing benefits\n{_md(dt)}\n\nDouglas MacNeil\n3318 Cabot Trail, "
            "Indian Brook NS B0C 1H0\n\nWe have approved your claim for fishing benefits (winter claim).\n"
            f"Benefit period start: {_md(dt - timedelta(days=9))}\nInsurable earnings from self-employed fishing "
            f"used: {_cad(r, 60000, 90000)}\nWeekly benefit rate: ${r.choice([695, 668, 720])}.00 (maximum)\n"
            "Weeks payable: 26\nComplete your bi-weekly reports on My Service Canada Account. If you return "
            "to fishing, report your earnings in the week you land them.")


def t_assoc(r, dt):
    return (f"Victoria County Inshore Fishermen's Association\nMinutes - general meeting, {_md(dt)}, Englishtown fire hall\n\n"
            f"Present: {r.randint(22, 41)} members. Chair: Allan MacAskill.\n\n1. Shore price: buyers are talking "
            f"${r.uniform(6.5, 8.5):.2f} for canners at opening. Members agreed to hold firm as a group.\n"
            "2. Right whale closures: DFO confirmed the dynamic closure protocol is the same as last year; "
            "15-day closures after a detection in the grid.\n3. Wharf repairs at Englishtown: Small Craft "
            "Harbours has the breakwater on the list for next year.\n4. Dues $50 for the year; DMP rate stays at "
            "four cents.\n5. Weak rope trial: volunteers wanted, contact Allan.\nNext meeting after setting day.")


# --------------------------------------------------------------------------- boat


def t_engine_quote(r, dt, who="seaside"):
    if who == "seaside":
        head = ("SEASIDE DIESEL & MARINE LTD.\n1120 Grand Lake Road, Sydney NS  B1M 1A2\nAuthorized John Deere "
                "marine engine dealer\nQUOTE Q-2611")
        eng, price = "John Deere PowerTech 6090SFM85, 425 hp @ 2300 rpm, M3 rating", 61840
    else:
        head = ("ISLE MADAME MARINE SERVICES\nArichat NS\nVolvo Penta marine dealer\nEstimate 0442")
        eng, price = "Volvo Penta D13-500 (M3), 500 hp", 74950
    inst = r.randint(9000, 14500)
    sub = price + inst + 6500
    return (f"{head}\nDate: {_md(dt)}\n\nCustomer: Dougie MacNeil, vessel MAIRI COLLEEN (44'11\" Cape Islander)\n\n"
            f"Re-power: remove existing Cummins 6CTA 8.3 and install new engine before spring season\n\n"
            f"1. {eng}, marine gear ZF 325-1A 2.0:1 ....... ${price:,.2f}\n"
            f"2. Labour: pull old engine, modify beds, align, exhaust and cooling hookup ....... ${inst:,.2f}\n"
            f"3. New engine mounts, shaft coupling, exhaust elbow, gauges/harness ....... $6,500.00\n"
            f"Subtotal ${sub:,.2f}\nHST 14% ${sub * .14:,.2f}\nTotal ${sub * 1.14:,.2f}\n\n"
            "Deposit 25% to order the engine. Installation at our shop, haul-out by customer.\n"
            "Warranty: 5 years / 5000 hours commercial (manufacturer). Quote valid 30 days.")


def t_loan_app(r, dt):
    return (f"Nova Scotia Fisheries and Aquaculture Loan Board\nLOAN APPLICATION - Vessel / Engine\nReceived {_md(dt)}\n\n"
            f"Applicant: Douglas Angus MacNeil, 3318 Cabot Trail, Indian Brook NS\n{LIC}\nVessel: {VESSEL}, built "
            "2004, fibreglass, 44'11\"\n\nPurpose: re-power - new John Deere 6090 marine diesel, installed by "
            "Seaside Diesel & Marine\nTotal project cost: $89,310.00 incl. HST\nOwn contribution: $19,310.00\n"
            "Loan requested: $70,000.00 over 7 years\nSecurity: first marine mortgage on vessel, assignment of "
            "licence proceeds\n\nLanded value last 3 seasons: 2023 $212,400; 2024 $238,900; 2025 $251,700\n"
            "Attached: quote Q-2611, 2025 financial statements (MacLean & Fraser CPA), survey report, insurance.")


def t_loan_ok(r, dt):
    return (f"Nova Scotia Fisheries and Aquaculture Loan Board\n{_md(dt)}\n\nMr. Douglas MacNeil\n3318 Cabot Trail\n"
            "Indian Brook NS  B0C 1H0\n\nDear Mr. MacNeil:\n\nRe: Loan application 26-0187 - engine replacement, "
            "MAIRI COLLEEN\n\nI am pleased to advise that the Board has approved a term loan of $70,000.00 at "
            "5.15% fixed, amortized over 7 years, monthly payments of $995.40, first payment one month after "
            "final disbursement.\nConditions: marine mortgage registered on the vessel; hull and machinery "
            "insurance naming the Board as loss payee; final invoice and dealer's installation report before "
            "the second disbursement; a holdback of 10% until the 50-hour service is documented.\n\n"
            "Please sign and return the commitment letter within 30 days.\n\nTanya Fraser\nLoans Officer, Cape Breton")


def t_engine_invoice(r, dt, kind="deposit"):
    if kind == "deposit":
        body = "Deposit 25% on John Deere 6090SFM85 package per quote Q-2611 ....... $20,357.00\nHST included"
    else:
        body = ("Final invoice - re-power MAIRI COLLEEN\nEngine package, gear, mounts, exhaust, gauges ....... "
                "$68,340.00\nLabour 112.5 h @ $105.00 ....... $11,812.50\nShop supplies, fluids, filters ....... "
                "$ 1,190.40\nSubtotal $81,342.90   HST 14% $11,388.01   Total $92,730.91\nLess deposit "
                "-$20,357.00\nBalance due $72,373.91 (Loan Board disbursement + customer)")
    return (f"SEASIDE DIESEL & MARINE LTD.\nSydney NS   HST 81922 4410 RT0001\nINVOICE {r.randint(30100, 30999)}   "
            f"{_md(dt)}\nBill to: Dougie MacNeil\n\n{body}\n\nThank you for your business.")


def t_spec(r, dt):
    return ("John Deere Power Systems - Marine engine specification\nModel 6090SFM85 (PowerTech 9.0 L)\n\n"
            "Rating M3 (intermittent commercial): 425 hp (317 kW) @ 2300 rpm\nCylinders 6 in-line, bore 118.4 mm, "
            "stroke 136 mm\nAspiration: turbocharged, sea water aftercooled\nFuel system: high-pressure common "
            "rail, Tier 3 / IMO II\nDry weight with heat exchanger approx. 1,030 kg\nOil capacity 32 L, coolant "
            "capacity 36 L\nRecommended oil: John Deere Plus-50 II 15W-40\nFirst service at 50 hours: change oil "
            "and filter, check valve clearance, inspect belts and zincs.")


def t_seatrial(r, dt):
    return (f"Sea trial - Mairi Colleen - new JD 6090 - {_md(dt)}\nWith Wayne Burke (Seaside), Kenny aboard. "
            "St. Ann's Bay, flat calm.\n\nIdle 650 rpm, oil pressure 42 psi.\n1200 rpm 8.1 knots\n1800 rpm 10.6 knots, "
            "coolant 180F\nWOT 2310 rpm 13.4 knots - hull seems to like it, 2 knots better than the old Cummins\n"
            "Fuel burn at 1800 about 38 L/h by the display\n\nPunch list:\n- small drip at raw water pump hose clamp\n"
            "- tach sender reads 40 rpm low, Wayne to swap\n- exhaust blanket needs one more strap\n"
            "- book 50 hr service (around end of June the way we're going)")


def t_warranty(r, dt):
    return (f"John Deere Marine - Engine Warranty Registration\nSubmitted by dealer: Seaside Diesel & Marine Ltd. "
            f"(dealer 04471)\nDate in service: {_md(dt)}\n\nEngine serial PE6090L{r.randint(100000, 999999)}\n"
            "Owner: Douglas MacNeil, Indian Brook NS\nApplication: commercial fishing vessel, M3 rating\n"
            "Coverage: 5 years or 5,000 hours base warranty (commercial)\nStatus: PENDING - owner signature "
            "required. Please sign and return within 30 days of delivery to activate coverage.")


def t_kijiji(r, dt):
    return (f"Kijiji ad draft - {_md(dt)}\nTitle: Cummins 6CTA 8.3 marine diesel w/ Twin Disc gear - pulled running\n\n"
            "Came out of my 44' Cape Islander this spring after 21 years fishing. 370 hp, about 14,800 hours, "
            "rebuilt 2019 (receipts). Ran fine, repowered because of age. Twin Disc MG-5091 2:1 gear included, "
            "plus heat exchanger and panel. On a pallet in Indian Brook, can load with tractor.\n"
            "Asking $6,500 OBO. No trades. Serious buyers call or text Dougie 902-555-0147.")


def t_break_in(r, dt):
    return (f"SEASIDE DIESEL & MARINE LTD.\nService reminder - {_md(dt)}\n\nHi Dougie, your new JD 6090 is due for its "
            "50-hour break-in service. Keep the engine under 75% load for long periods until then, vary the rpm, "
            "check the oil daily. We can come to Englishtown on a Sunday so you don't lose a fishing day.\n"
            "Service includes oil and filter, fuel filters, valve lash check, belt tension, zincs, and the "
            "inspection form the Loan Board asks for to release the holdback.\nCall the shop 902-555-0190.")


def t_boat_ins(r, dt):
    return (f"Atlantic Marine Mutual Insurance\nCommercial Fishing Vessel Policy - Renewal Declaration\nPolicy FV-{r.randint(20000, 29999)}"
            f"   Term {_md(dt)} to {_md(dt + timedelta(days=365))}\nBroker: Cabot Insurance Brokers, Baddeck\n\n"
            f"Insured: Douglas MacNeil   Vessel: {VESSEL}, 44'11\" FRP, built 2004\nHull & machinery: agreed value "
            f"{_cad(r, 240000, 320000)}\nProtection & indemnity: $2,000,000\nCrew coverage: 3 persons\n"
            f"Deductible: $5,000 (machinery $10,000)\nAnnual premium {_cad(r, 5200, 6900)} + 15% premium tax\n"
            "Warranty: navigation limits 25 nm from shore, Canadian Atlantic waters; laid up Dec 15 - Apr 15.")


def t_tc(r, dt):
    return (f"Transport Canada - Marine Safety and Security\nSmall fishing vessel - inspection report\n{_md(dt)}   "
            f"Inspector: P. Hatcher\n\nVessel: {VESSEL}   Gross tonnage 14.9\n\nLifesaving: liferaft 6-person "
            "(serviced), lifejackets 4, immersion suits 4, EPIRB registered, flares in date.\nFirefighting: "
            "2 extinguishers 5BC, fixed system in engine room.\nStability: written safety procedures on board, "
            "crew drill record sighted.\nDeficiencies: 1) bilge alarm test not logged; 2) one flare expiring.\n"
            "Result: satisfactory subject to correction within 30 days.")


def t_haulout(r, dt):
    return (f"MacAulay's Boatyard\nEnglishtown NS\nINVOICE {r.randint(800, 999)}   {_md(dt)}\n\nMAIRI COLLEEN - haul out, "
            f"pressure wash, block\nBottom paint (2 gal antifouling) and labour\nZincs shaft/rudder, cutlass bearing "
            f"check\nLaunch\nHST {int(_hst(dt) * 100)}%   Total {_cad(r, 2400, 3900)}")


def t_liferaft(r, dt):
    return (f"Maritime Survival Equipment Ltd., Dartmouth NS\nLiferaft service certificate\n{_md(dt)}\n\nViking 6DK+ "
            f"serial {r.randint(100000, 999999)}, owner D. MacNeil, vessel MAIRI COLLEEN\nAnnual service: inflation test "
            f"passed, pack renewed, hydrostatic release replaced\nNext service due {_md(dt + timedelta(days=365))}\n"
            f"Charge {_cad(r, 780, 1100)} incl. HST")


# --------------------------------------------------------------------------- knitting shop

ITEMS = [("Cape Breton fisherman's gansey, navy, adult M", 265), ("Gansey, oatmeal, adult L", 265),
         ("Aran cardigan with horn buttons, cream", 310), ("Tartan-trim toque, Cape Breton tartan", 38),
         ("Thrummed mittens, grey/red", 45), ("Baby sweater 12-18 mo, sea green", 68),
         ("Lighthouse yoke pullover, child 6", 120), ("Fingerless mitts, heather", 32)]
BUYERS = ["Jennifer T. (Ottawa ON)", "Mary-Beth K. (Boston MA)", "Siobhan R. (Calgary AB)", "Laura P. (Portland ME)",
          "Heather M. (Antigonish NS)", "Ruth D. (Glasgow, UK)", "Andrea S. (Toronto ON)", "Catriona F. (Inverness, UK)"]


def t_etsy_orders(r, dt):
    out = ["Sale Date,Order ID,Buyer,Item Name,Quantity,Item Total,Shipping,Sales Tax,Order Net"]
    for i in range(r.randint(10, 18)):
        it, p = r.choice(ITEMS)
        d = dt - timedelta(days=r.randint(0, 30))
        out.append(f"{d:%m/%d/%y},{r.randint(3100000000, 3399999999)},{r.choice(BUYERS)},\"{it}\",1,{p:.2f},"
                   f"{r.choice([18.5, 24.75, 32.0])},{p * .14 if r.random() < .4 else 0:.2f},{p * .905:.2f}")
    return "\n".join(out) + "\n"


def t_etsy_statement(r, dt):
    sales = r.uniform(1800, 4200)
    return (f"Etsy Payments - Monthly statement - {dt:%B %Y}\nShop: ShoreKnitsCB   Currency: CAD\n\n"
            f"Sales {sales:,.2f}\nShipping charged {r.uniform(200, 500):,.2f}\nTransaction fees (6.5%) -{sales * .065:,.2f}\n"
            f"Payment processing fees (3% + $0.25) -{sales * .03 + 3:,.2f}\nListing fees ($0.20 x {r.randint(40, 90)}) "
            f"-{r.uniform(8, 18):.2f}\nEtsy Ads -{r.uniform(20, 60):.2f}\nPostage labels (Canada Post) -{r.uniform(150, 400):,.2f}\n"
            f"Sales tax on fees (HST) -{r.uniform(40, 90):.2f}\n\nDeposited to Cabot Trail Credit Union ****2207: "
            f"{sales * .82:,.2f}")


def t_yarn_invoice(r, dt, who=None):
    who = who or r.choice(["Briggs & Little Woolen Mills Ltd.\nHarvey Station NB", "Cabot Fibre Co.\nMargaree Forks NS"])
    lines = "\n".join(f"{r.randint(6, 30)} x {c} @ ${p:.2f}" for c, p in r.sample(
        [("Heritage 4-ply 113 g, Navy", 8.95), ("Heritage 4-ply, Oatmeal", 8.95), ("Regal 2-ply, Sheep's Grey", 8.25),
         ("Atlantic worsted, Sea Green", 9.50), ("Sport 2-ply, Red Heather", 7.95), ("Roving for thrums, white", 14.00)], 3))
    return (f"{who}\nINVOICE {r.randint(50000, 59999)}   {_md(dt)}\n\nSold to: Colleen MacNeil / ShoreKnits\n"
            f"3318 Cabot Trail, Indian Brook NS\n\n{lines}\n\nShipping (Canada Post Expedited) {_cad(r, 18, 35)}\n"
            f"HST {int(_hst(dt) * 100)}%  Total {_cad(r, 280, 760)}\nPaid by Visa. Thank you for supporting a Maritime mill!")


def t_square(r, dt):
    out = ["Date,Time,Category,Item,Qty,Gross Sales,Discounts,Net Sales,Tax,Payment"]
    for i in range(r.randint(8, 15)):
        it, p = r.choice(ITEMS[3:] + ITEMS[:2])
        out.append(f"{_iso(dt)},{r.randint(9, 13)}:{r.randint(10, 59)},Knitwear,\"{it}\",1,{p:.2f},0.00,{p:.2f},"
                   f"{p * .14:.2f},{r.choice(['Card', 'Cash', 'Tap'])}")
    return "\n".join(out) + "\n"


def t_market(r, dt):
    return (f"Baddeck Farmers' Market Association\nVendor agreement {dt.year}\n\nVendor: Colleen MacNeil - ShoreKnits "
            "(hand-knit wool)\nStall: indoor, table 14 (by the window)\nSeason: Saturdays, mid-May to Thanksgiving, "
            "9 am - 1 pm, Baddeck Community Centre grounds\nFee: $20 per market day or $360 for the season, paid in "
            "advance\nVendor must carry liability insurance ($2M) and make or grow what they sell.\n"
            "Signed: C. MacNeil")


def t_hst(r, dt):
    return (f"Canada Revenue Agency - GST/HST return confirmation\nConfirmation number {r.randint(10**9, 10**10)}\n"
            f"Filed {_md(dt)} via My Business Account\n\nBusiness: Colleen MacNeil o/a ShoreKnits\nBN 7{r.randint(10**7, 10**8)} RT0001\n"
            f"Reporting period: {dt.year - 1}-01-01 to {dt.year - 1}-12-31 (annual)\n\nLine 101 Sales and other revenue "
            f"{_cad(r, 38000, 52000)}\nLine 105 Total GST/HST collected {_cad(r, 2100, 3900)}\nLine 108 ITCs "
            f"{_cad(r, 900, 1600)}\nLine 109 Net tax {_cad(r, 1100, 2300)}\nBalance owing paid by pre-authorized debit.")


def t_custom_order(r, dt):
    who = r.choice(["Mary-Beth", "Ruth", "Catriona", "Jennifer"])
    return _mail(f"{who} <{who.lower()}@example.com>", COLLEEN, "Re: order", dt,
                 f"Hi Colleen,\n\nThe gansey arrived yesterday and my husband has not taken it off! Would you be able "
                 f"to knit a second one for our son, chest 42\", a bit longer in the body (he's 6'3\")? Same navy "
                 "Briggs & Little wool and the anchor pattern at the yoke. I'm happy to pay the custom price and "
                 "wait until the fall.\n\nThanks a million,\n" + who +
                 "\n\n> On Sat, Colleen MacNeil wrote:\n> Your order has shipped with Canada Post, tracking in Etsy. "
                 "Mòran taing!")


def t_pattern(r, dt, name, body):
    return (f"{name}\nDesign by {r.choice(['Elspeth Hardie', 'Mags Kandis', 'Beth Brown-Reinsel', 'Shetland Wool Week'])}\n\n"
            f"{body}\n\nGauge: 24 sts and 32 rows = 10 cm in stocking stitch after blocking.\n"
            "Abbreviations: k knit, p purl, k2tog, ssk, M1L, pm place marker, sm slip marker.\n"
            "This pattern is for personal use only. Please do not share the PDF.")


PATTERNS = {
    "Eriskay gansey": "Worked in the round from the welt up. Cast on 288 sts, k2 p2 welt 8 cm, seam stitch at each "
                      "side. Body patterned with tree of life, marriage lines and flag motifs above a plain section.",
    "Anchor yoke pullover": "Seamless top-down yoke. Chart A (anchors) over 18 rows, chart B (waves) over 9 rows. "
                            "Short rows at the back neck for fit.",
    "Thrummed mittens": "Insert a thrum (a pinch of roving) every 4th stitch on every 4th round, staggered. The "
                        "thrums felt into a warm lining -- a Newfoundland and Labrador tradition.",
    "Herringbone toque": "Cast on 112 sts in worsted. Herringbone stitch: k2tog tbl dropping only the first stitch. "
                         "Crown decreases in 8 sections.",
    "Baby Aran cardigan": "Cables: 6-st honeycomb panel, 4-st rope cables. Knit flat in pieces, buttonband picked up "
                          "after seaming.",
}


def t_chapter(r, dt, n):
    title = ["Introduction: Wool and Salt Water", "The North Shore Gansey", "Mittens for the Wharf",
             "A Cardigan for Sunday"][n]
    return (f"SWEATERS FROM THE SHORE - draft - chapter {n}\n{title}\n\n"
            "My grandmother knit for the men on the boats at Neil's Harbour, and every family had its own patterns "
            "so you could tell whose man it was, God forbid you ever had to. I learned on her needles at the kitchen "
            "table while the radio said the fishing report.\n\nThis chapter's design uses Briggs & Little Heritage, "
            "a rugged wool that softens with wear. Sizes 34 (38, 42, 46, 50)\" finished chest.\n\n"
            "[photo: Dougie on the wharf wearing the sample - Englishtown, May]\n"
            "TODO: check numbers for size 50 with Ainslie's test knit; pattern charts to Jen for layout.")


def t_test_knit(r, dt):
    return ("Test knitters - Sweaters from the Shore\n\nName,Design,Size,Yarn,Started,Finished,Errata found\n"
            "Ainslie MacPhee,North Shore Gansey,42,Heritage Navy,2026-03-02,2026-04-20,\"chart B row 14 count off by 2\"\n"
            "Jen Landry,Anchor yoke,38,Heritage Oatmeal,2026-03-10,,\"short rows unclear in size 34\"\n"
            "Marion Gillis,Wharf Mittens,M,Regal Grey,2026-02-15,2026-03-01,none\n"
            "Kate O'Neil,Sunday Cardigan,46,Atlantic Sea Green,2026-04-01,,\"buttonband pickup ratio?\"\n")


def t_printer(r, dt):
    return (f"Halcraft Printers Ltd.\nHalifax NS\nQuotation {r.randint(7000, 7999)}   {_md(dt)}\n\nFor: Colleen MacNeil\n"
            "Job: softcover book 'Sweaters from the Shore', 8.5 x 11, 96 pages full colour, 100 lb gloss text, "
            "12 pt cover with matte lamination, perfect bound\n\n300 copies ....... $6,840.00\n500 copies ....... "
            "$8,950.00\n1000 copies ....... $13,400.00\nHST extra. Proofs 5 working days after print-ready PDF. "
            "Production 3 weeks. For delivery before the Christmas markets, files needed by September 15.")


# --------------------------------------------------------------------------- finance


def t_noa(r, dt, who="Douglas A MacNeil"):
    tot = r.uniform(48000, 96000)
    tax = tot * r.uniform(0.84, 0.93)
    pay = tax * r.uniform(0.19, 0.24)
    return (f"Canada Revenue Agency\nNotice of Assessment - Tax year {dt.year - 1}\nDate issued: {_md(dt)}\n\n"
            f"{who}\n3318 Cabot Trail, Indian Brook NS B0C 1H0\nSocial insurance number: XXX XX{r.randint(1000, 9999)}\n\n"
            f"We assessed your {dt.year - 1} income tax and benefit return.\nLine 15000 Total income ${tot:,.2f}\n"
            f"Line 26000 Taxable income ${tax:,.2f}\nLine 43500 Total payable ${pay:,.2f}\n"
            f"Line 48200 Total credits {_cad(r, pay - 1900, pay + 900)}\nBalance: {_cad(r, 50, 1900)} {r.choice(['refund', 'owing'])}\n\n"
            f"RRSP deduction limit for {dt.year}: {_cad(r, 14000, 31000)}\nUnused RRSP contributions: $0.00")


def t_instal(r, dt):
    return (f"Canada Revenue Agency\nInstalment reminder - farmers and fishers\n{_md(dt)}\n\nDouglas A MacNeil\n\n"
            "Because your main source of income is fishing, you pay one instalment per year.\n"
            f"Suggested instalment due December 31, {dt.year}: {_cad(r, 7000, 12500)}\n"
            "This amount is two-thirds of your net tax owing for the previous year. Pay through My Account, "
            "online banking (payee: CRA instalment) or at your financial institution.")


def t_acct_letter(r, dt):
    return (f"MacLean & Fraser Chartered Professional Accountants\n502 Chebucto Street, Baddeck NS\n{_md(dt)}\n\n"
            f"Dougie and Colleen MacNeil\n\nRe: {dt.year - 1} personal income tax returns\n\nEnclosed are your returns, "
            "e-filed today. Dougie: fishing income per form T2121 net of capital cost allowance on the vessel and "
            "gear; the new engine will be added to class 7 in the year it's available for use. Colleen: business "
            "income per T2125 for ShoreKnits; HST return filed separately.\n\nBalance owing for Dougie "
            f"{_cad(r, 900, 3100)} due April 30; Colleen refund {_cad(r, 200, 900)}.\nOur fee {_cad(r, 1200, 1650)} incl. HST.\n\n"
            "Please bring the 2026 settlement slips and crew T4F copies in January.\nGordie MacLean, CPA")


def t_acct_mail(r, dt):
    return _mail("Gordie MacLean <gordie@macleanfraser.ca>", DOUGIE, "Re: quick question", dt,
                 "Dougie,\n\nYes -- you can still make the RRSP contribution up to 60 days into the year and use it "
                 "on last year's return. With the fishing income up and the engine depreciation not starting until "
                 "this year, I'd put in at least $12,000 if the credit union will do the loan. Also remember the "
                 "December 31 instalment: last year's number is on your notice.\n\nGordie\n\n"
                 "> Gordie, is it worth doing the RRSP this year or should we keep the cash for the boat? D.")


def t_rrsp(r, dt):
    return (f"Cabot Trail Credit Union\nRRSP Contribution Receipt - {dt.year if dt.month > 2 else dt.year - 1} tax year\n\n"
            f"Annuitant: {r.choice(['Douglas A MacNeil', 'Colleen M MacNeil'])}\nPlan no. RSP-{r.randint(100000, 999999)}\n"
            f"Contribution date: {_md(dt)}\nAmount: {_cad(r, 2000, 12000)}\nFor use on your income tax return. "
            "Issuer: Concentra Trust as trustee.")


def t_bank_csv(r, dt):
    out = ["Date,Description,Debit,Credit,Balance"]
    bal = r.uniform(2000, 9000)
    payees = ["NS POWER", "CABOT FUELS", "ETSY PAYMENTS CA", "NORTH SHORE SEAFOODS", "SOBEYS BADDECK",
              "VICTORIA HAVEN NH", "MORTGAGE PMT", "DALHOUSIE UNIV", "BELL MOBILITY", "IRVING 24 BADDECK",
              "CO-OPERATORS", "CANADA EI BENEFIT", "SQUARE CANADA"]
    for i in range(25):
        d = dt - timedelta(days=30 - i)
        p = r.choice(payees)
        amt = r.uniform(20, 900)
        credit = p in ("ETSY PAYMENTS CA", "NORTH SHORE SEAFOODS", "CANADA EI BENEFIT", "SQUARE CANADA")
        bal += amt if credit else -amt
        out.append(f"{_iso(d)},{p},{'' if credit else f'{amt:.2f}'},{f'{amt:.2f}' if credit else ''},{bal:.2f}")
    return "\n".join(out) + "\n"


def t_mortgage(r, dt, renewal=False):
    if renewal:
        return (f"Cabot Trail Credit Union\n{_md(dt)}\n\nDouglas & Colleen MacNeil\n\nRe: Mortgage renewal - "
                "account 40-118273\n\nYour current 5-year fixed term at 2.89% matures on July 31, 2026. Outstanding "
                f"balance at maturity approx. {_cad(r, 88000, 96000)}.\nRenewal options:\n  3-year fixed 4.39%\n"
                "  5-year fixed 4.29%\n  Variable prime - 0.35%\nPlease book an appointment with your member "
                "advisor, Lisa Dauphinee, before July 15. If no choice is made the mortgage renews into a 6-month open term.")
    return (f"Cabot Trail Credit Union\nAnnual mortgage statement {dt.year - 1}\n\nMembers: Douglas & Colleen MacNeil\n"
            f"Property: 3318 Cabot Trail, Indian Brook NS\nAccount 40-118273   Rate 2.89% fixed to 2026-07-31\n"
            f"Principal paid {_cad(r, 9000, 11000)}   Interest paid {_cad(r, 2600, 3100)}\nProperty tax paid by "
            f"member\nBalance December 31: {_cad(r, 95000, 106000)}")


def t_budget(r, dt):
    rows = ["Item;Monthly;Notes", "Mortgage;1,084.00;renews July 2026", "NS Power;310.00;equal billing",
            "Furnace oil;420.00;avg over winter", "Truck insurance;186.00;", "Phone/internet Eastlink;189.00;",
            "Mairi - residence & allowance;1,250.00;Sept-April", "Mom top-up care home;400.00;Cathy pays half",
            "Groceries;950.00;", "Church;80.00;envelopes", "Engine loan;995.40;starts July",
            "RRSP;300.00;", "Savings for NL trip;500.00;to August"]
    return "\n".join(rows)


# --------------------------------------------------------------------------- home


def t_power(r, dt):
    return (f"Nova Scotia Power\nBill date {_md(dt)}   Account 7{r.randint(10**8, 10**9)}\n\nDouglas MacNeil, 3318 Cabot Trail, "
            f"Indian Brook\nUsage {r.randint(600, 1900)} kWh over {r.randint(29, 33)} days\nEqual Payment Plan "
            f"instalment: $310.00\nHST 14%\nAmount due {_md(dt + timedelta(days=21))}: {_cad(r, 290, 330)}")


def t_oil(r, dt):
    lit = r.uniform(400, 900)
    return (f"Cabot Fuels & Propane\nBaddeck NS\nDELIVERY TICKET {r.randint(200000, 299999)}\n{_md(dt)}\n\nCustomer: MacNeil, "
            f"3318 Cabot Trail\nFurnace oil {lit:.1f} L @ ${r.uniform(1.25, 1.55):.3f}\nAutomatic delivery - tank 910 L\n"
            f"HST {int(_hst(dt) * 100)}%\nTotal {_cad(r, 600, 1400)}\nNext estimated delivery: {_md(dt + timedelta(days=40))}")


def t_furnace(r, dt):
    return (f"MacDonald Heating Services\nNorth Shore, Victoria Co.\nSERVICE INVOICE {r.randint(1000, 1999)}   {_md(dt)}\n\n"
            f"Customer: Dougie MacNeil, Indian Brook\nAnnual oil furnace cleaning: vacuum heat exchanger, new nozzle "
            "0.75 80A, oil filter, combustion test (CO2 11.8%, smoke 0), check fan limit switch\n"
            "Note: flue pipe rusting at the elbow - replace before next winter. Tank legs okay, tank date 2011.\n"
            f"Total {_cad(r, 220, 320)} incl. HST")


def t_snow(r, dt):
    return (f"Snow removal - {dt.year}-{dt.year + 1} winter\n\nAgreement between Ronnie Buchanan (plowing) and Dougie & "
            "Colleen MacNeil, 3318 Cabot Trail.\nRonnie will plow the lane and the turnaround by the shed after any "
            "snowfall over 5 cm, before 7 am on weekdays when he can, and sand the hill by the mailbox.\n"
            "Price: $650 for the season, half in December, half in February. Extra for the big storms if he "
            "has to bring the loader: $90 per time.\nSigned Ronnie B.   Dougie M.")


def t_proptax(r, dt):
    return (f"Municipality of the County of Victoria\nFinal tax bill {dt.year}-{dt.year + 1}\n\nAssessment account "
            f"0{r.randint(1000000, 9999999)}\nOwner: MacNeil Douglas A & Colleen M\nProperty: 3318 Cabot Trail, "
            f"Indian Brook, PID 8502{r.randint(1000, 9999)}\nResidential assessment {_cad(r, 182000, 205000)} (capped)\n"
            f"Residential rate $0.96 per $100\nTotal taxes {_cad(r, 1700, 1990)}\nFirst half paid; balance due October 31.")


def t_house_ins(r, dt):
    return (f"Nova Mutual Insurance - Homeowners Policy Renewal\nPolicy HO-{r.randint(300000, 399999)}   {_md(dt)}\n"
            f"Broker: Cabot Insurance Brokers, Baddeck\nInsured location: 3318 Cabot Trail, Indian Brook\nDwelling "
            f"{_cad(r, 390000, 440000)}  Contents {_cad(r, 120000, 150000)}\nLiability $2,000,000\nHeating: oil "
            "forced air furnace, tank inside basement, 2011 - tank must be replaced by 2036\nSewer back-up "
            f"endorsement: no (private well and septic)\nAnnual premium {_cad(r, 1600, 2100)}")


def t_well(r, dt):
    return (f"Certified Water Testing Laboratory, Sydney NS\nREPORT OF ANALYSIS  Sample {r.randint(10000, 99999)}\n"
            f"Received {_md(dt)}\nClient: Colleen MacNeil, Indian Brook   Source: drilled well, kitchen tap\n\n"
            "Total coliforms: <1 CFU/100 mL (acceptable)\nE. coli: 0 (acceptable)\nArsenic 0.004 mg/L (guideline "
            "0.010)\nUranium <0.001 mg/L\nManganese 0.06 mg/L (aesthetic objective 0.02 - may stain laundry)\n"
            "Hardness 96 mg/L\nRecommendation: test bacteria twice a year and chemistry every 2 years.")


# --------------------------------------------------------------------------- education


def t_tuition(r, dt):
    return (f"Dalhousie University - Student Account Statement\nStudent: Mairi MacNeil   B00{r.randint(800000, 899999)}\n"
            f"Term: {'Fall' if dt.month >= 5 else 'Winter'} {dt.year}   Statement date {_md(dt)}\n\n"
            f"Tuition - Bachelor of Science (Nursing) {_cad(r, 4300, 4700)}\nAuxiliary & student union fees {_cad(r, 450, 560)}\n"
            f"Health & dental plan {_cad(r, 280, 320)}\nResidence - Risley Hall, single {_cad(r, 4600, 5000)}\n"
            f"Meal plan {_cad(r, 2600, 2900)}\nPayments / financial aid applied -{_cad(r, 6000, 9000)}\n"
            f"Balance due {_md(dt + timedelta(days=20))}: {_cad(r, 2000, 5000)}")


def t_residence(r, dt):
    return (f"Dalhousie University Residence Life\nResidence Agreement {dt.year}-{dt.year + 1}\n\nResident: Mairi MacNeil\n"
            "Building: Risley Hall, single room with shared washroom\nTerm: move-in September 1 to April 30\n"
            "Deposit $500, applied to winter term fees\nMeal plan: Standard Plus (required)\nThe resident agrees "
            "to the Residence Community Standards. Quiet hours 11 pm - 8 am. No candles or cooking appliances.\n"
            "Parent/guardian emergency contact: Colleen MacNeil (902) 555-0146")


def t_nssa(r, dt):
    return (f"Nova Scotia Student Assistance Office\nNotice of assessment - {dt.year}-{dt.year + 1}\n\nStudent: Mairi MacNeil, "
            "Dalhousie University, BScN year 2\nAssessed need {0}\nCanada Student Grant for Full-time Students "
            "{1}\nNova Scotia Student Grant {2}\nCanada Student Loan {3}\nNova Scotia Student Loan {4}\n"
            "Parental contribution expected: {5}\nFunds are released at the start of each term once enrolment "
            "is confirmed. Keep your NSLSC account information up to date.").format(
                _cad(r, 15000, 19000), _cad(r, 3000, 4200), _cad(r, 1500, 2600), _cad(r, 3000, 6000),
                _cad(r, 2000, 4000), _cad(r, 2000, 4500))


def t_nslsc(r, dt):
    return (f"National Student Loans Service Centre\nAnnual statement as of {_md(dt)}\n\nBorrower: Mairi MacNeil\n"
            f"Integrated Canada-Nova Scotia student loan balance {_cad(r, 9000, 14000)}\nStatus: in-study, no "
            "payments required while in full-time studies; interest free on the federal portion.\n"
            "Your 6-month non-repayment period begins after you leave school. Confirm enrolment each year.")


def t_resp(r, dt):
    return (f"Maritime Education Savings Trust\nEducational Assistance Payment - {_md(dt)}\n\nSubscriber: Colleen MacNeil\n"
            f"Beneficiary: Mairi MacNeil (Dalhousie University, proof of enrolment received)\nEAP amount "
            f"{_cad(r, 3000, 6000)} (grant + growth, taxable to the student)\nContribution withdrawal {_cad(r, 2000, 5000)}\n"
            "A T4A will be issued to the beneficiary for the EAP portion. Remaining plan value after payment: "
            f"{_cad(r, 9000, 18000)}")


def t_mairi_budget(r, dt):
    return ("Mairi budget for September\n\nResidence + meal plan: covered by loan + RESP (check with Dal)\n"
            "Books & clinical uniform/stethoscope: $640\nPhone: $45/mo (on our plan)\nAllowance: $250/mo from us\n"
            "Bus pass: U-Pass included in fees\nTrips home: Maritime Bus Halifax-Baddeck $68 each way, Christmas & "
            "Easter, maybe Thanksgiving\nPart-time job at the Shoppers on Spring Garden: ~10 h/week\n"
            "Remind her the student loan confirmation of enrolment has to be done online in August!")


# --------------------------------------------------------------------------- family (Mom)


def t_care_statement(r, dt):
    return (f"Victoria Haven Nursing Home\n30 Old Margaree Road, Baddeck NS\nResident account statement - {dt:%B %Y}\n\n"
            "Resident: Margaret (Peggy) MacNeil, room 112\nResponsible party: Douglas MacNeil (POA)\n\n"
            f"Accommodation charge {dt.day % 2 + 30} days @ $117.60 ....... {_cad(r, 3520, 3650)}\n"
            f"Hairdresser ....... $22.00\nFoot care ....... $35.00\nComfort fund (toiletries, outing to Highland Village) "
            f"....... {_cad(r, 15, 60)}\nPayment received, pre-authorized debit -{_cad(r, 3500, 3700)}\n"
            "Balance forward $0.00")


def t_care_conf(r, dt):
    return (f"Care conference summary - {_md(dt)}\nResident: Peggy MacNeil (86)   Victoria Haven Nursing Home, Baddeck\n"
            "Present: Heather Campbell (social worker), RN Judy Morrison, Dougie MacNeil; Cathy Rideout by phone\n\n"
            "Health: weight stable, mobility with walker, one fall in February (no injury). Memory: some confusion "
            "in the evenings, knows family. Medications reviewed with Dr. Fraser - stopped the sleeping pill.\n"
            "Social: enjoys the Gaelic milling frolic on Thursdays and the church service. Still sings 'Mo Dhachaigh'.\n"
            "Family requests: hearing aid batteries checked weekly; Colleen to bring summer clothes labelled.\n"
            "Next conference in six months.")


def t_poa(r, dt):
    return ("ENDURING POWER OF ATTORNEY\n(Powers of Attorney Act, Nova Scotia)\n\nI, MARGARET ANNE MACNEIL, of Ingonish, "
            "in the County of Victoria, Province of Nova Scotia, appoint my son DOUGLAS ANGUS MACNEIL of Indian "
            "Brook and my daughter CATHERINE MACNEIL RIDEOUT of Calgary, Alberta, jointly and severally, to be my "
            "attorneys for all my property and financial affairs.\nThis power of attorney continues in effect "
            "notwithstanding my mental infirmity.\n\nSigned at Baddeck this 14th day of November, 2023.\n"
            "Witness: J. Aucoin, Barrister & Solicitor, Commissioner of Oaths")


def t_mom_pension(r, dt):
    return (f"Service Canada - Notice of benefit payment\n{_md(dt)}\n\nMargaret A MacNeil\nc/o Douglas MacNeil (attorney)\n\n"
            f"Old Age Security pension {_cad(r, 760, 800)} per month\nGuaranteed Income Supplement {_cad(r, 400, 600)}\n"
            f"Canada Pension Plan survivor's pension {_cad(r, 380, 460)}\nPayments deposited to account ****6614. "
            "GIS is recalculated each July from the income on her tax return - file by April 30.")


def t_cathy_letter(r, dt):
    return ("Dear Cathy,\n\nJust a note to go with the papers. Mom moved into Victoria Haven on Tuesday. Room 112, the "
            "window looks at the Bras d'Or. She cried the first night and asked for Dad, and then the second day "
            "she was down at the piano with Flora MacKinnon singing. The nurses are good to her.\n\nI signed the "
            "admission agreement as POA. The accommodation charge is $117 a day, her OAS and CPP cover most of it, "
            "we'll need to top up about $400 a month -- can you go halves? Heather the social worker wants us both "
            "on a call for the care plan in April.\n\nWe have to decide about the house in Ingonish before the "
            "insurance runs out on a vacant house.\n\nLove, Dougie (Colleen typed it, you know me)")


def t_house_sale(r, dt, kind):
    if kind == "adjust":
        return ("STATEMENT OF ADJUSTMENTS\nVendor: Margaret Anne MacNeil, by her attorneys Douglas MacNeil and "
                "Catherine Rideout\nPurchaser: Peter and Anna Vogel\nProperty: 41 Keltic Road, Ingonish NS, PID 85014422\n"
                f"Closing date: {_md(dt)}\n\nSale price $239,000.00\nLess realtor commission 5% + HST -$13,622.50\n"
                "Property tax adjustment +$412.18\nDeed transfer tax (purchaser)\nLegal fees vendor -$1,380.00\n"
                "Balance due to vendor $224,409.68, paid to Margaret MacNeil's account by solicitor's trust cheque.")
    return (f"Royal LePage Atlantic - Listing agreement\n{_md(dt)}\n\nProperty: 41 Keltic Road, Ingonish NS\nSellers: "
            "Margaret MacNeil (by POA: Douglas MacNeil, Catherine Rideout)\nList price $249,900\n1.5-storey home "
            "built 1962, 3 bedrooms, ocean view, wood stove, detached garage, 0.8 acre\nCommission 5%\nAgent: Gail LeBlanc")


# --------------------------------------------------------------------------- health


def t_physio(r, dt):
    return (f"Bras d'Or Physiotherapy\nBaddeck NS\nRECEIPT {r.randint(4000, 4999)}   {_md(dt)}\n\nPatient: Douglas MacNeil\n"
            "Treatment: right shoulder (rotator cuff tendinopathy) - manual therapy, exercise progression\n"
            "Provider: Erin Gillis, PT (registration 1187)\nFee $95.00, paid Interac\nSubmit to your health plan "
            "(Medavie Blue Cross).")


def t_bluecross(r, dt):
    return (f"Medavie Blue Cross - Claim statement\n{_md(dt)}\n\nPlan member: Colleen MacNeil (individual plan)\n"
            f"Claims processed:\n  Lawtons Drugs Baddeck, prescription ....... paid {_cad(r, 15, 60)}\n"
            f"  Bras d'Or Physiotherapy, D. MacNeil ....... paid $76.00 of $95.00\n  Eye exam, Dr. MacIsaac Optometry "
            f"....... paid {_cad(r, 60, 90)}\nAmount deposited: {_cad(r, 150, 260)}")


def t_mammo(r, dt):
    return (f"Nova Scotia Breast Screening Program\n{_md(dt)}\n\nColleen MacNeil\n\nThis is a reminder that you are due "
            "for your screening mammogram. Your appointment: Cape Breton Regional Hospital, Sydney, Diagnostic "
            f"Imaging, {_md(dt + timedelta(days=23))} at 9:40 am.\nPlease do not wear deodorant or powder. Bring your "
            "health card (MSI). To rebook call 1-800-565-0548.")


def t_msi(r, dt):
    return (f"MSI - Nova Scotia Health Card renewal\n{_md(dt)}\n\nDouglas MacNeil\nYour health card expires "
            f"{_md(dt + timedelta(days=60))}. Renew online or by mail. A new photo is not required.\nHealth card number ****-***-{r.randint(100, 999)}")


def t_meds(r, dt):
    return ("Meds list - keep in wallet\n\nDougie: ramipril 5 mg morning, atorvastatin 20 mg night, ibuprofen for shoulder "
            "only when fishing (with food!)\nColleen: levothyroxine 75 mcg, vitamin D\nAllergies: Dougie - penicillin "
            "(rash 1998)\nFamily doctor: Dr. Fraser, Baddeck Family Practice 902-295-xxxx\nPharmacy: Lawtons Baddeck")


# --------------------------------------------------------------------------- choir

SONGS = [("Mo Dhachaigh", "Chì mi bhuam, fada bhuam,\nChì mi bhuam, air m' aire,\nChì mi bhuam, fada bhuam,\n"
          "Ceap Breatainn, tìr mo ghràidh."),
         ("Chì mi na mòrbheanna", "O, chì, chì mi na mòrbheanna,\nO, chì, chì mi na corrbheanna,\nO, chì, chì mi na "
          "coireachan,\nChì mi na sgoraban fo cheò."),
         ("Fear a' Bhàta", "Fhir a' bhàta, na hóro eile,\nFhir a' bhàta, na hóro eile,\nFhir a' bhàta, na hóro eile,\n"
          "Mo shoraidh slàn leat 's gach àit' an tèid thu."),
         ("Crò Chinn t-Sàile", "Mo shoraidh gu Crò Chinn t-Sàile,\nSeinnidh mi òran dhan ghleann àlainn..."),
         ("Òran do Cheap Breatainn", "'S ann an Ceap Breatainn tha mo chridh',\nAig cladach nan tonn 's na mara mòire..."),
         ("Tàladh Chrìosda", "Mo ghaol, mo ghràdh, is m' fheudail thu,\nM' iongnadh ghaoil, is m' eudail thu...")]


def t_lyrics(r, dt, k):
    title, words = SONGS[k]
    return (f"{title}\nFaclan / words - Còisir a' Chladaich\n\n{words}\n\n(Sèist / chorus repeats after each verse.)\n"
            "Alto line: stay on the D for 'fada bhuam', breathe after 'ghràidh'.\nTranslation notes from Effie in the margin.")


def t_minutes(r, dt):
    return (f"Còisir a' Chladaich - coinneamh / meeting minutes, {_md(dt)}\nPresent: {r.randint(14, 22)} members; director "
            "Effie MacInnis; secretary Colleen MacNeil.\n\n1. Treasurer: balance $" + f"{r.randint(2100, 4800):,}" +
            " in the account; dues $60 a year, five still to pay.\n2. Rehearsals Tuesdays 7:00 at the Gaelic College, "
            "St. Ann's, until the end of June; break for July.\n3. Sopranos short - invite the Baddeck girls.\n"
            "4. Gaelic pronunciation night with Seumas every second week.\n5. Tea: bring your own mug.\n"
            "Oidhche mhath, next meeting in a month.")


def t_members(r, dt):
    names = ["Effie MacInnis (director)", "Colleen MacNeil (alto, secretary)", "Flora MacLean (soprano)",
             "Joan Buchanan (alto)", "Seumas Watson (bass)", "Angus Morrison (tenor)", "Rena MacKenzie (soprano)",
             "Bernie MacAulay (bass)", "Marion Gillis (alto)", "Kathleen Fraser (soprano)", "Ian MacLeod (tenor)"]
    return "Name,Part,Email,Dues 2026\n" + "\n".join(
        f"{n.split(' (')[0]},{n.split('(')[1].split(',')[0].rstrip(')')},{n.split()[0].lower()}@{r.choice(['gmail.com', 'eastlink.ca', 'ns.sympatico.ca'])},"
        f"{r.choice(['paid', 'paid', 'owing'])}" for n in names) + "\n"


def t_cc_program(r, dt):
    return ("Celtic Colours International Festival 2026 - Còisir a' Chladaich\nConcert: 'Guthan na Mara / Voices of the "
            "Sea', Gaelic College hall, St. Ann's, Saturday October 10, 2026, 7:30 pm\nShared bill with a fiddler and "
            "a piper from Scotland\n\nOur set (22 min):\n1. Òran do Cheap Breatainn\n2. Fear a' Bhàta (solo Flora)\n"
            "3. Milling song - Hè mo leannan (whole choir at the table)\n4. Mo Dhachaigh\n5. Chì mi na mòrbheanna (with the audience)\n\n"
            "Black tops, tartan sashes. Arrive 6:00 for sound check. Extra rehearsals Sept 15, 22, 29.")


def t_cc_grant(r, dt):
    return (f"Arts Nova Scotia - Grants to Organizations: Creative Communities\nApplication draft - {_md(dt)}\n\n"
            "Applicant: Còisir a' Chladaich (Gaelic community choir, North Shore, Victoria County)\n"
            "Project: preparing and performing a Gaelic programme at Celtic Colours 2026, with four workshops led by "
            "a Gaelic song tradition bearer, open to the community\nBudget: workshop fees $2,400; bus to St. Ann's "
            "and back $650; sheet music and recordings $300; sashes $480. Total $3,830. Request $2,500.\n"
            "Impact: keeps the Gaelic song tradition of Cape Breton alive; new members under 30 welcome.")


def t_cc_bus(r, dt):
    return (f"Maritime Bus Charters\nQuote {r.randint(900, 999)}   {_md(dt)}\nFor: Colleen MacNeil, Còisir a' Chladaich\n"
            "Trip: Baddeck - Gaelic College, St. Ann's, Oct 10 2026, depart 5:15 pm, return after concert ~10:30 pm\n"
            "24-passenger coach, driver wait time included\nPrice $640.00 + HST. 50% deposit to confirm.")


def t_xmas_concert(r, dt):
    return (f"Còisir a' Chladaich - Christmas concert 'Nollaig Chridheil'\nSt. Andrew's Presbyterian Church, Indian Brook, "
            "Sunday December 14, 2025, 2 pm\nFreewill offering for the food bank\n\nProgramme: Tàladh Chrìosda; "
            "Leanabh an Àigh; Silent Night (verse in Gaelic); Dh'fhalbh mo Rùn; The Huron Carol\n\n"
            f"Result: $1,{r.randint(100, 900)} raised for the Victoria County food bank. Mòran taing to all who came.")


# --------------------------------------------------------------------------- travel


def t_ferry(r, dt, leg):
    if leg == "out":
        route, when, ref = "North Sydney NS -> Argentia NL", "August 18, 2026, depart 5:30 pm, arrive 9:30 am", "MA"
    else:
        route, when, ref = "Port aux Basques NL -> North Sydney NS", "September 1, 2026, depart 11:45 am", "MB"
    return (f"MARINE ATLANTIC - Booking confirmation {ref}{r.randint(100000, 999999)}\nBooked {_md(dt)}\n\n"
            f"Route: {route}\nSailing: {when}\nPassengers: Douglas MacNeil, Colleen MacNeil (2 adults)\n"
            f"Vehicle: pickup truck under 20 ft, NS plate\n{'Cabin: 2-berth inside cabin with washroom' if leg == 'out' else 'Reserved seating'}\n"
            f"Total paid {_cad(r, 380, 820)} incl. HST\nCheck-in closes 90 minutes before departure. Bring photo ID.")


def t_bnb(r, dt, where):
    place = {"trinity": ("Artisan Inn & Vatcher House, Trinity", "Aug 19-22 (3 nights)"),
             "twillingate": ("Harbour Lights B&B, Twillingate", "Aug 23-25 (2 nights)"),
             "grosmorne": ("Neddies Harbour Inn, Norris Point", "Aug 27-31 (4 nights)"),
             "stjohns": ("Jellybean Row Suites, St. John's", "Aug 25-27 (2 nights)")}[where]
    return (f"Reservation confirmation\n{place[0]}\nGuest: Colleen MacNeil   Booked {_md(dt)}\n\nDates: {place[1]}, 2026\n"
            f"Room: queen, ocean view, breakfast included\nDeposit paid: {_cad(r, 150, 350)}\n"
            "Note from guest: 'It is our 25th wedding anniversary on the 18th, we'd love a quiet room.'\n"
            "Cancellation: free until 14 days before arrival.")


def t_itinerary(r, dt):
    return ("NEWFOUNDLAND - 25th anniversary!! Aug 18 - Sept 1\n\nAug 18 (our day) ferry North Sydney - Argentia overnight, cabin\n"
            "Aug 19-22 Trinity - Rising Tide theatre, whale tour, Bonavista lighthouse, Elliston puffins\n"
            "Aug 23-24 Twillingate - icebergs gone by then probably, Auk Island winery, fish & brewis\n"
            "Aug 25-26 St. John's - Signal Hill, George Street, Jellybean row, Dougie wants to see the fish plant "
            "at Petty Harbour\nAug 27-31 Gros Morne - Tablelands, Western Brook Pond boat tour (book!!)\n"
            "Sept 1 ferry Port aux Basques - North Sydney\n\nDougie: season's over July 15, traps ashore by the 20th, so OK.")


def t_trip_budget(r, dt):
    return ("Item;Cost;Paid\nMarine Atlantic Argentia (cabin);612.00;yes\nMarine Atlantic PAB return;398.00;yes\n"
            "Trinity 3 nights;735.00;deposit\nTwillingate 2 nights;420.00;deposit\nSt John's 2 nights;560.00;no\n"
            "Gros Morne 4 nights;1,080.00;deposit\nWestern Brook Pond boat;140.00;no\nFuel (truck);450.00;\n"
            "Meals;1,400.00;\nAnniversary supper - Bonavista Social Club;180.00;\nTotal;5,975.00;")


def t_packing(r, dt):
    return ("Packing - NL trip\n- rain gear (both)\n- good walking boots\n- Colleen's gansey + Dougie's\n- binoculars\n"
            "- camera charger\n- Mairi's card for the anniversary (hidden in glovebox - don't open Dougie)\n"
            "- cooler for bringing back bakeapple jam\n- truck registration + insurance card for the ferry\n"
            "- seasick pills (for me not him)")


def t_old_trip(r, dt, where):
    if where == "pei":
        return (f"Delta Hotels Prince Edward, Charlottetown\nFolio {r.randint(100000, 999999)}\nGuest: Colleen MacNeil\n"
                f"Arrival {_md(dt - timedelta(days=3))}  Departure {_md(dt)}\nRoom 612, 3 nights, king harbour view\n"
                f"Room {_cad(r, 600, 800)}  Parking $45  HST 15%\nPaid Visa ****4471")
    return (f"Boston trip - notes {_md(dt)}\nFlew Sydney-Halifax-Boston, stayed with cousin Maureen in Dorchester.\n"
            "Fenway tour, Freedom Trail, New England Aquarium (Dougie at the lobster tank for an hour).\n"
            "Spent: flights $1,180 both, gifts $220, meals out $390.")


# --------------------------------------------------------------------------- community


def t_roof_quote(r, dt, who):
    name = {"a": "Ross MacDonald Roofing Ltd., Sydney", "b": "North Shore Builders, Tarbotvale"}[who]
    return (f"{name}\nQUOTE  {_md(dt)}\n\nTo: North Shore Community Hall Committee (c/o Colleen MacNeil)\n"
            "Job: remove existing asphalt shingles (2 layers) from the hall roof, replace rotten plywood as needed "
            "(allow 20 sheets), ice & water shield at eaves and valleys, synthetic underlay, 30-year architectural "
            "shingles, new drip edge and ridge vent.\n"
            f"Area approx. 3,600 sq ft\nPrice {_cad(r, 41000, 49000)} + HST\nExtra plywood $95/sheet installed\n"
            "Start: late August, weather permitting; 2 weeks.")


def t_raffle(r, dt):
    return (f"Nova Scotia Alcohol, Cannabis and Gaming Division\nLOTTERY LICENCE - 50/50 and prize raffle\nLicence no. "
            f"R-{r.randint(20000, 29999)}\nIssued {_md(dt)}\n\nLicensee: North Shore Community Hall Society (registered "
            "non-profit)\nPurpose of proceeds: hall roof replacement and accessible washroom\nPrizes: quilt donated "
            "by the church ladies, 1 cord of firewood, hand-knit gansey (ShoreKnits), 50/50 draw\nTickets: 3000 @ $5\n"
            "Draw date: August 15, 2026, at the hall ceilidh\nA financial report must be filed within 30 days of the draw.")


def t_grant_letter(r, dt):
    return (f"North Shore Community Hall Society\nIndian Brook NS\n{_md(dt)}\n\nCouncillor and Grants Committee\nMunicipality "
            "of the County of Victoria\nBaddeck NS\n\nDear Councillor MacLeod,\n\nOur hall has served the North Shore "
            "since 1951 for ceilidhs, wakes, the Christmas concert and the blood clinic. The roof is leaking over "
            "the stage and the washroom is not wheelchair accessible. We are asking the Municipality for $10,000 "
            "from the community grants program toward a $68,000 project. We have raised $21,400 so far from "
            "suppers, the raffle and donations, and have applied to the Province's Community ACCESS-Ability "
            "program for the washroom.\n\nYours truly,\nColleen MacNeil, for the Hall Committee")


def t_donors(r, dt):
    out = ["Name,Amount,Date,Receipt"]
    for n in ["MacAskill family", "Englishtown Fire Dept", "North Shore Seafoods", "Flora & Jim MacLean",
              "In memory of Angus MacLeod", "Anonymous", "St. Andrew's Presbyterian", "Cabot Trail Credit Union",
              "Bernie MacAulay", "Ceilidh at the hall (door)", "Pie auction", "Kenny & Shelley Morrison"]:
        out.append(f"{n},{r.choice([50, 100, 200, 250, 500, 1000, 2500])},{_iso(dt - timedelta(days=r.randint(1, 120)))},"
                   f"{r.choice(['yes', 'yes', 'n/a'])}")
    return "\n".join(out) + "\n"


def t_poster(r, dt):
    return ("CEILIDH & RAFFLE DRAW\nNorth Shore Community Hall - Saturday August 15, 2026, 8 pm\nFiddlers, step dancing, "
            "Gaelic songs from Còisir a' Chladaich, lunch at midnight\nAdmission $15 - all proceeds to the NEW ROOF fund\n"
            "Raffle: quilt, firewood, hand-knit gansey, 50/50\nCiad mìle fàilte - everyone welcome!")


def t_hall_minutes(r, dt):
    return (f"North Shore Community Hall Committee - minutes {_md(dt)}\nPresent: Allan MacAskill (chair), Colleen MacNeil (sec.), "
            "Joan Buchanan (treas.), Rev. Ruth Campbell, Ronnie Buchanan\n\n1. Treasurer: operating account "
            f"${r.randint(3000, 6000):,}; hall rentals down over winter. Insurance renewed.\n2. Furnace in the hall "
            "serviced; oil tank inspected.\n3. Bookings: two wedding receptions, the blood clinic, the Legion's "
            "card party Fridays.\n4. Snow clearing contract with Ronnie renewed.\n5. Cleaning rota posted in kitchen.")


def t_church(r, dt):
    return (f"St. Andrew's Presbyterian Church, Indian Brook\nBulletin - {_md(dt)}\n\nWorship 11 am, Rev. Ruth Campbell.\n"
            "Gaelic service on the last Sunday of the month - salm (psalm) precenting by Seumas.\n"
            "Session meets Tuesday. Envelopes for the year are at the back.\nThe Hall roof fund stands at $"
            f"{r.randint(15, 30)},{r.randint(100, 999)} - thank you!\nPrayers for the fishermen as the season goes on.")


# --------------------------------------------------------------------------- vehicle


def t_truck_ins(r, dt, pink=False):
    if pink:
        return (f"NOVA SCOTIA LIABILITY INSURANCE CARD\nInsurer: Nova Mutual Insurance   Policy AU-{r.randint(500000, 599999)}\n"
                f"Effective {_md(dt)} to {_md(dt + timedelta(days=365))}\nOwner: Douglas A MacNeil\n"
                "Vehicle: 2019 FORD F-150 XLT SUPERCREW   VIN 1FTEW1EP7KF******\nThis card must be carried in the "
                "vehicle and produced on demand of a peace officer.")
    return (f"Nova Mutual Insurance - Automobile Policy Renewal\nPolicy AU-{r.randint(500000, 599999)}   {_md(dt)}\n"
            "Broker: Cabot Insurance Brokers, Baddeck\nVehicle: 2019 Ford F-150 XLT, principal driver Douglas MacNeil, "
            "occasional driver Colleen MacNeil\nThird party liability $1,000,000; collision $1,000 deductible; "
            f"comprehensive $500\nAnnual premium {_cad(r, 2000, 2400)}, monthly $186.00")


def t_reg(r, dt):
    return (f"Access Nova Scotia - Registry of Motor Vehicles\nVehicle permit renewal\n{_md(dt)}\n\nRegistered owner: "
            f"Douglas A MacNeil\nPlate {r.choice(['FKL', 'GDB', 'HMT'])} {r.randint(100, 999)}   2019 FORD F-150 (light truck)\n"
            "Registration fee $135.50\nValid to the last day of your birth month next year.\nInspection sticker "
            "must be valid at the time of renewal.")


def t_mvi(r, dt):
    return (f"Motor Vehicle Inspection Station - Baddeck Auto Centre\nInspection report {r.randint(100000, 999999)}   {_md(dt)}\n\n"
            "2019 Ford F-150   odometer 148,220 km\nBrakes: rear pads 4 mm - passed\nTires: 7/32 - passed\nExhaust: "
            "passed   Lights: passed\nResult: PASS - sticker expires in 2 years\nAdvisory: frame rust starting at rear "
            "crossmember, undercoat recommended.")


def t_tires(r, dt):
    return (f"Kal Tire Sydney\nINVOICE {r.randint(70000, 79999)}   {_md(dt)}\nCustomer: Dougie MacNeil, 2019 F-150\n"
            "4 x winter tires LT275/65R18 studless, mounted on steel rims\nBalance, TPMS sensors, disposal\n"
            f"HST {int(_hst(dt) * 100)}%  Total {_cad(r, 1600, 2100)}\nSeasonal swap reminder: November.")


def t_bill_of_sale(r, dt):
    return ("BILL OF SALE - MOTOR VEHICLE\nSeller: Douglas A MacNeil, Indian Brook NS\nBuyer: Trevor Fitzgerald, "
            f"Sydney Mines NS\nDate: {_md(dt)}\nVehicle: 2011 Chevrolet Silverado 1500, VIN 3GCPKSE3*BG******, "
            "km 261,000\nPrice: $6,800.00 paid in full (certified cheque)\nSold as is, where is. Plates removed by seller.")


# --------------------------------------------------------------------------- misc texts used once


def t_fn(r, dt):
    return (f"Fisheries and Oceans Canada\nFISHERY NOTICE FN{r.randint(400, 499)} - {_md(dt)}\nNorth Atlantic right whale: "
            "temporary closure of grids in Lobster Fishing Area 27\n\nFollowing the detection of a right whale on "
            f"{_md(dt - timedelta(days=2))}, grids GX-58 and GX-59 are closed to fixed-gear fisheries for 15 days "
            "starting 5:00 pm ADT. Harvesters must remove gear from the closed grids within 48 hours of the start "
            "of the closure. Closures may be extended if the whale is detected again.\nMaps are on the DFO website. "
            "For questions contact the Sydney area office.")


def t_dmp(r, dt):
    return (f"Cape Breton Dockside Monitoring Ltd.\nStatement - season {dt.year if dt.month > 4 else dt.year - 1}\n\n"
            f"Fisher: Douglas MacNeil, licence 318842, Englishtown\nTotal weighed landings {r.randint(24000, 33000):,} lb\n"
            "Monitoring fee $0.04/lb, deducted by buyer North Shore Seafoods\nHail-outs on time: all trips\n"
            "Dockside monitors on the wharf 6 am - 6 pm in season. Report discrepancies within 7 days.")


def t_crew_agree(r, dt):
    return ("Crew arrangement - 2026 spring season - Mairi Colleen\n\nKenny Morrison, sternman: 17% of gross landed "
            "value, paid weekly after settlement\nJosh MacLeod, helper: 12% of gross, paid weekly\nSkipper pays fuel, "
            "bait and boat costs. Crew bring their own oil gear and boots.\nCPP and EI deducted and remitted; T4F and ROE "
            "at end of season.\nSetting day we leave the wharf at 5 am. No drinking aboard. Haul days 6 per week, "
            "weather permitting.\nAgreed: Dougie M.  Kenny M.  Josh M.")


def t_ei_reports(r, dt):
    return ("EI reports winter 2026 (Dougie)\n\n" + "\n".join(
        f"{_iso(dt - timedelta(days=14 * (8 - i)))} report done, no earnings, confirmation {r.randint(10**9, 10**10)}"
        for i in range(8)) + "\nLast report before setting day: May 9. Tell them I'm back fishing May 16.")


def t_totals(r, dt):
    out = [f"Lobster season {dt.year} - Mairi Colleen (LFA 27) - landings to North Shore Seafoods",
           "Week;Landed lb;Avg price;Gross;Kenny;Josh"]
    for i in range(9):
        lb = r.randint(1800, 4200)
        p = r.uniform(6.8, 9.2)
        out.append(f"{i + 1};{lb};{p:.2f};{lb * p:.2f};{lb * p * .17:.2f};{lb * p * .12:.2f}")
    return "\n".join(out)


def t_trapcount(r, dt):
    return ("Trap;Count;Notes\nGood to go;231;\nNeed new heads;18;kitchen heads rotten\nNew traps from CBT&R;30;\n"
            "Lost last season;11;reported FGRS\nBuoys painted;60;orange/black\nRope spliced w/ weak links;all;check the 2 "
            "new coils\nTotal for tags;275;")


def t_mmsi(r, dt):
    return (f"Innovation, Science and Economic Development Canada\nMaritime Mobile Service Identity (MMSI) assignment\n\n"
            f"Vessel: MAIRI COLLEEN   Owner: Douglas MacNeil\nMMSI 316{r.randint(100000, 999999)}\nProgram this number "
            "into the DSC VHF radio and the AIS transponder. Notify ISED if the vessel is sold.")


def t_boatlog(r, dt):
    return ("Date;Engine hours;Work;By\n2026-04-22;0.4;new JD installed, delivered;Seaside\n2026-05-08;3.1;sea trial;Wayne\n"
            f"2026-05-16;{r.randint(9, 12)};setting day;D\n2026-05-24;{r.randint(28, 34)};checked oil, topped 0.5 L;D\n"
            f"2026-05-30;{r.randint(40, 46)};raw water pump clamp tightened;Kenny\n2026-06-??;50;BREAK-IN SERVICE - Seaside")


def t_manual(r, dt, what):
    return (f"{what}\nOwner's / operator's manual\n\nSafety\nRead this manual before operating the equipment. Keep it "
            "with the equipment.\n\nContents\n1 Safety information\n2 Controls and instruments\n3 Operation\n4 "
            "Maintenance schedule\n5 Troubleshooting\n6 Specifications\n7 Warranty\n\nMaintenance schedule\n"
            "Daily: check levels and for leaks. 250 h or yearly: service per table 4-1.")


def t_hull(r, dt):
    return (f"Isle Madame Marine Services, Arichat\nINVOICE 3311   {_md(dt)}\nVessel: Mairi Colleen\n"
            "Grind and re-glass keel shoe damage (grounding at Englishtown ledge), 4 layers 1708 biax\n"
            "Fair and gelcoat, bottom paint\nReplace rudder shoe bolts\nLabour 64 h, materials\nTotal $14,862.40 incl. HST "
            "15%\nInsurance claim 2021-044 paid less $5,000 deductible.")


def t_rebuild(r, dt):
    return (f"Seaside Diesel & Marine\nINVOICE 21877   {_md(dt)}\nIn-frame overhaul Cummins 6CTA 8.3, serial 45898213\n"
            "Liners, pistons, rings, main and rod bearings, head gasket, injectors rebuilt, turbo rebuilt\n"
            "Engine hours at overhaul: 11,206\nTotal $23,410.00 + HST 15%")


def t_oldlog(r, dt):
    return "Year;Hours;Work\n" + "\n".join(
        f"{y};{2800 + (y - 2004) * 560};{w}" for y, w in zip(range(2004, 2026, 3), [
            "new boat, Cummins 6CTA 370 hp", "heat exchanger cleaned", "new turbo", "raw water pump",
            "injectors", "in-frame rebuild at Seaside (2019)", "starter motor", "oil leak rear main - watch it"]))


def t_stitch(r, dt):
    return ("Stitch notes - Colleen\n\nSeed stitch (moss): k1 p1, next row purl the knits.\nGansey side seam: 1 purl "
            "stitch each side, continued into the gusset.\nUnderarm gusset: increase 1 st each side of seam every 3rd "
            "round to 17 sts.\nTubular cast on for toques - looks tidy at the market.\nBlocking ganseys: soak in Eucalan, "
            "roll in a towel, dry flat on the spare bed, pin the welts.")


def t_fair(r, dt, kind):
    if kind == "app":
        return ("Christmas at the Pavilion Craft Fair 2025 - Joan Harriss Cruise Pavilion, Sydney\nVendor application\n"
                "Vendor: Colleen MacNeil, ShoreKnits (knitwear)\nDates: November 21-23, 2025\nBooth 8x8, table and "
                "two chairs, electricity not needed\nFee $175.00 paid by e-transfer. Juried: accepted.")
    return ("Fair sales;Qty;Amount\nToques;21;798.00\nMittens;17;765.00\nGanseys;3;795.00\nBaby sweaters;6;408.00\n"
            "Fingerless mitts;12;384.00\nTotal;;3150.00\nBooth fee;;-175.00\nNotes;;sold out of red mittens by Saturday noon")


def t_t4e(r, dt):
    return (f"T4E Statement of Employment Insurance and Other Benefits {dt.year - 1}\nRecipient: Douglas A MacNeil\n\n"
            f"Box 14 Total benefits paid {_cad(r, 14000, 18000)}\nBox 15 Regular and other benefits paid "
            f"{_cad(r, 14000, 18000)}\nBox 22 Income tax deducted {_cad(r, 1500, 2600)}\nBox 7 Repayment rate: 30%\n"
            "Employment and Social Development Canada")


def t_charity(r, dt):
    return (f"Official receipt for income tax purposes\nSt. Andrew's Presbyterian Church, Indian Brook NS\nCharity "
            f"registration 1188{r.randint(10000, 99999)} RR0001\nReceipt no. {r.randint(100, 300)}  Date issued {_md(dt)}\n"
            f"Donor: Douglas & Colleen MacNeil\nTotal gifts {dt.year - 1}: {_cad(r, 1100, 1600)}\nAuthorized signature: "
            "J. Buchanan, treasurer")


def t_tfsa(r, dt):
    return (f"Cabot Trail Credit Union - TFSA annual statement {dt.year - 1}\nHolder: Colleen M MacNeil\n"
            f"Opening balance {_cad(r, 9000, 12000)}\nContributions {_cad(r, 1000, 3000)}\nInterest (term deposit 3.85%) "
            f"{_cad(r, 300, 500)}\nClosing balance {_cad(r, 12000, 15000)}")


def t_rrsp_article(r, dt):
    return ("RRSP or TFSA? A plain guide for the self-employed\n\nIf your income swings from year to year - fishing, "
            "farming, seasonal trades - an RRSP deduction is worth most in your high-income years. A TFSA suits money "
            "you may need back soon, like a boat deposit, because withdrawals aren't taxed and the room comes back "
            "the next year. Many fishers use both: RRSP in a good season, TFSA as the rainy-day fund.")


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

    def day(age: float) -> datetime:
        return NOW - timedelta(days=age)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    H = True

    # ------------------------------------------------------------ Documents/Fishing (Areas Fishing)
    f = "Documents/Fishing"
    add(f"{f}/DFO/Licence conditions 2026.pdf", A, "Fishing", 20, t_licence)
    add(f"{f}/DFO/Licence conditions 2025.pdf", A, "Fishing", 385, t_licence)
    add(f"{f}/DFO/NOLS receipt 2026.pdf", A, "Fishing", 48, t_nols)
    add(f"{f}/DFO/trap tags order 2026.pdf", A, "Fishing", 150, t_tags)
    add(f"{f}/DFO/FN right whale closure grids 58-59.pdf", A, "Fishing", 6, t_fn)
    add(f"{f}/Logbooks/2026/logbook May 17-23.pdf", A, "Fishing", 9, t_logbook)
    add(f"{f}/Logbooks/2026/logbook May 24-30.pdf", A, "Fishing", 2, t_logbook)
    for age, m in ((375, "May"), (350, "June"), (322, "July")):
        add(f"{f}/Logbooks/2025/logbook {m} 2025.pdf", A, "Fishing", age, t_logbook)
    add(f"{f}/Logbooks/catch 2025.csv", A, "Fishing", 320, t_logbook_csv)
    add(f"{f}/Logbooks/catch 2026 so far.csv", A, "Fishing", 1, lambda r, dt: t_logbook_csv(r, dt, 14))
    for age in (9, 2):
        add(f"{f}/Settlements/2026/North Shore settlement wk ending {_iso(day(age))}.pdf", A, "Fishing", age,
            t_settlement)
    for age in (376, 362, 348, 341, 327):
        add(f"{f}/Settlements/2025/settlement {_iso(day(age))}.pdf", A, "Fishing", age, t_settlement)
    add(f"{f}/Settlements/2025/North Shore settlement {_iso(day(334))} (1).pdf", A, "Fishing", 333, t_settlement)
    add(f"{f}/Settlements/season 2025 totals.xlsx", A, "Fishing", 310, t_totals)
    for age in (15, 4, 360):
        add(f"{f}/Bait & fuel/Cabot Bait inv {4100 + int(age) * 3}.pdf", A, "Fishing", age, t_bait)
    add(f"{f}/Bait & fuel/Irving marine fuel May.pdf", A, "Fishing", 3, t_fuel)
    add(f"{f}/Gear/Cape Breton Trap & Rope invoice.pdf", A, "Fishing", 70, t_gear)
    add(f"{f}/Gear/trap count 2026.xlsx", A, "Fishing", 40, t_trapcount)
    add(f"{f}/Crew/crew pay 2025.xlsx", A, "Fishing", 318, t_crew_xlsx)
    add(f"{f}/Crew/crew pay 2026.xlsx", A, "Fishing", 2, lambda r, dt: t_crew_xlsx(r, dt, 2))
    add(f"{f}/Crew/T4F Kenny Morrison 2025.pdf", A, "Fishing", 120, t_t4f)
    add(f"{f}/Crew/T4F Josh MacLeod 2025.pdf", A, "Fishing", 120, lambda r, dt: t_t4f(r, dt, "Joshua MacLeod"))
    add(f"{f}/Crew/ROE Josh July 2025.pdf", A, "Fishing", 318, lambda r, dt: t_roe(r, dt, "Joshua MacLeod"))
    add(f"{f}/Crew/crew arrangement 2026.docx", A, "Fishing", 30, t_crew_agree)
    add(f"{f}/EI/EI fishing claim approved Nov 2025.pdf", A, "Fishing", 190, t_ei)
    add(f"{f}/EI/EI reports winter 2026.txt", A, "Fishing", 22, t_ei_reports)
    add(f"{f}/Association/VCIFA minutes April 2026.docx", A, "Fishing", 45, t_assoc)
    add(f"{f}/Association/VCIFA minutes Nov 2025.docx", A, "Fishing", 200, t_assoc)
    add(f"{f}/dockside monitoring 2025.pdf", A, "Fishing", 300, t_dmp)
    # fishing reference (Resources Fishing)
    add(f"{f}/Info/Lobster IFMP summary Gulf and Eastern NS.pdf", R, "Fishing", 700, lambda r, dt:
        "Fisheries and Oceans Canada - Lobster Integrated Fisheries Management Plan (summary)\n\nLobster Fishing "
        "Areas 23-38. Management measures: limited entry, trap limits, seasons, minimum legal size, protection of "
        "egg-bearing females, v-notching programs, logbooks and dockside monitoring.\nLFA 27: about 480 licences; "
        "season May 15 - July 15; trap limit 275 (some licences 250).\nStock status indicators: landings, catch "
        "per unit effort, and recruitment; LFA 27 is in the healthy zone.\nConsultation through the LFA advisory committees.")
    add(f"{f}/Info/Whale gear marking LFA 27 guide.pdf", R, "Fishing", 400, lambda r, dt:
        "Whale-safe gear: a harvester's guide\n\nGear marking: each buoy line carries the LFA colour and a "
        "distinct mark within 2 m of the surface buoy and at the bottom, every 40 fathoms in between.\n"
        "Weak links or weak rope rated 1,700 lb breaking strength must be used in the top 75% of the buoy line.\n"
        "Lost gear must be reported. Entangled whales: call the Marine Animal Response Society 1-866-567-6277.")
    add(f"{f}/Info/Tide tables Englishtown 2026.pdf", R, "Fishing", 160, lambda r, dt:
        "Canadian Hydrographic Service - Tide tables 2026\nStation: St. Ann's Bay (Englishtown) - Atlantic time\n\n" +
        "\n".join(f"May {d}: high {r.randint(1, 5)}:{r.randint(10, 59)} ({r.uniform(1.1, 1.6):.1f} m), low "
                  f"{r.randint(7, 11)}:{r.randint(10, 59)} ({r.uniform(0.1, 0.4):.1f} m)" for d in range(10, 31, 4)))
    add(f"{f}/Info/MED A3 course notes.docx", R, "Fishing", 1500, lambda r, dt:
        "Marine Emergency Duties A3 - small vessel safety - course notes (Sydney, NS Community College)\n\n"
        "Abandon ship: don immersion suit in under 2 min, practice with the crew. Liferaft: painter tied to the "
        "vessel, pull to inflate, board dry if you can.\nFire: PASS - pull, aim, squeeze, sweep. Cut fuel to the engine.\n"
        "Man overboard: shout, point, throw, turn the boat. Cold water 1-10-1 rule.\nFlares: parachute flares "
        "reach 300 m; hand flares for close rescue.")
    add(f"{f}/Info/carapace measuring.pdf", R, "Fishing", 900, lambda r, dt:
        "Measuring lobster\n\nMeasure the carapace from the rear of the eye socket to the rear end of the body "
        "shell, parallel to the centre line. Use a gauge, not a ruler. Legal size in LFA 27: 82.5 mm. "
        "Canners: under 81 mm in some markets; markets: larger. Check every lobster at the rail.")
    # ended snow-crab partnership (Archive Fishing)
    sc = f"{f}/Snow crab (old)"
    add(f"{sc}/partnership agreement 2016.pdf", X, "Fishing", 3730, lambda r, dt:
        "PARTNERSHIP AGREEMENT - SNOW CRAB QUOTA\n\nBetween Douglas MacNeil of Indian Brook and Roderick (Roddie) "
        "MacNeil of Ingonish Ferry, fishing together a snow-crab allocation in Crab Fishing Area 23 on Roddie's "
        "vessel 'Atlantic Rose'. Quota share: Douglas 40%, Roderick 60%. Expenses in the same proportion.\n"
        "Either party may end the partnership with one season's notice.\nDated at Baddeck, March 2016.")
    add(f"{sc}/crab settlement 2019.pdf", X, "Fishing", 2480, lambda r, dt:
        f"Victoria Co-op Fisheries - snow crab settlement {_md(dt)}\nVessel Atlantic Rose, CFA 23\nLanded "
        f"{r.randint(12000, 20000):,} lb @ $5.40\nDouglas MacNeil share 40%: {_cad(r, 25000, 42000)}")
    add(f"{sc}/dissolution letter 2021.pdf", X, "Fishing", 1780, lambda r, dt:
        f"{_md(dt)}\n\nDear Roddie,\n\nAs we talked about at Christmas, I am giving notice that I want out of the crab "
        "partnership after this season. With Mairi starting high school and Mom getting older I can't be away on "
        "the crab and fix lobster gear at the same time. Your offer for my 40% is fair. Let's have Gordie MacLean "
        "do the final accounting.\n\nYour cousin,\nDougie")
    # hard fishing files
    add("Desktop/New Text Document.txt", A, "Fishing", 50, lambda r, dt:
        "before setting day\n- 18 traps need new heads (kitchen)\n- splice weak links into the 2 new coils\n"
        "- paint 60 buoys orange/black\n- tags came, put them on Sunday w/ Josh\n- book bait w/ Cabot Bait 40 boxes\n"
        "- call DMP re hail-out number\n- Kenny's boots?? he says he has them", H)
    add("Documents/Scans/scan0003.pdf", A, "Fishing", 355, t_settlement, H)
    add("Documents/Scans/scan0008.pdf", A, "Fishing", 118, lambda r, dt: t_t4f(r, dt, "Joshua MacLeod"), H)
    add("Documents/Scans/scan0027.pdf", A, "Fishing", 316, t_roe, H)
    add("Documents/2025/letter.docx", A, "Fishing", 180, lambda r, dt:
        f"{_md(dt)}\n\nService Canada\nP.O. Box 11000, Bathurst NB\n\nRe: Douglas MacNeil - claim for fishing benefits\n\n"
        "I am writing about my claim. My settlement slips from North Shore Seafoods for the spring season show "
        "more insurable earnings than your letter used. I attach the buyer's summary and my accountant's letter. "
        "Please recalculate my weekly rate.\n\nDouglas MacNeil, 3318 Cabot Trail, Indian Brook NS", H)
    add("Documents/2024/Book1.xlsx", A, "Fishing", 690, t_totals, H)
    add("Downloads/download.pdf", A, "Fishing", 12, t_fn, H)
    add("Downloads/Document (5).pdf", A, "Fishing", 21, t_licence, H)
    add("Downloads/Document (1).pdf", A, "Fishing", 200, t_dmp, H)
    add("Documents/Scans/scan0011.pdf", X, "Fishing", 1600, lambda r, dt:
        f"MacLean & Fraser CPA - final accounting, snow crab partnership, {_md(dt)}\n\nPartners: Roderick MacNeil (60%), "
        "Douglas MacNeil (40%)\nVessel Atlantic Rose - crab 2021 season\nNet income 2021 allocated: Douglas "
        f"{_cad(r, 20000, 30000)}\nBuy-out of Douglas's 40% interest by Roderick: $85,000 paid on signing\n"
        "The partnership is dissolved effective December 31, 2021.", H)

    # ------------------------------------------------------------ Boat: engine re-power (Projects Boat)
    b = "Documents/Boat/Engine 2026"
    add(f"{b}/Seaside quote Q-2611.pdf", P, "Boat", 160, t_engine_quote)
    add(f"{b}/Isle Madame Volvo estimate.pdf", P, "Boat", 150, lambda r, dt: t_engine_quote(r, dt, "volvo"))
    add(f"{b}/JD 6090SFM85 spec sheet.pdf", P, "Boat", 150, t_spec)
    add(f"{b}/Loan Board application.pdf", P, "Boat", 120, t_loan_app)
    add(f"{b}/Loan Board - documents they want.docx", P, "Boat", 118, lambda r, dt:
        "Loan Board checklist (Tanya Fraser)\n\n[x] signed application\n[x] Seaside quote Q-2611\n[x] 2025 "
        "financial statements from Gordie\n[x] 3 years settlement totals\n[ ] marine survey - Hatcher booked for "
        "March 20\n[x] copy of licence and registration\n[ ] insurance with Board as loss payee - call Cabot Insurance\n"
        "[ ] after install: final invoice + dealer install report\n[ ] 50 hr service paper for the holdback")
    add(f"{b}/Seaside invoice deposit.pdf", P, "Boat", 110, t_engine_invoice)
    add(f"{b}/Seaside final invoice 30771.pdf", P, "Boat", 20, lambda r, dt: t_engine_invoice(r, dt, "final"))
    add(f"{b}/engine bed measurements.txt", P, "Boat", 140, lambda r, dt:
        "engine beds - measured w/ Wayne Feb 28\nold Cummins mounts centres 28 1/2\" fore-aft 36\"\nJD needs 30 1/4\" "
        "- beds to be widened, glass in new stringer caps\nshaft angle 11 deg, keep it\ncoupling 2\" shaft, new "
        "ZF coupling ordered\nexhaust: dry stack, new elbow + blanket\nfuel lines: go to 1/2\" return, new Racor 900")
    add(f"{b}/old Cummins Kijiji ad.docx", P, "Boat", 30, t_kijiji)
    add(f"{b}/Seaside break-in service reminder.pdf", P, "Boat", 5, t_break_in)
    add(f"{b}/engine costs.xlsx", P, "Boat", 10, lambda r, dt:
        "Item;Amount;Paid by\nDeposit Seaside;20357.00;our savings\nFinal invoice Seaside;72373.91;Loan Board 63000 + us\n"
        "Haul-out & blocking MacAulay;1840.00;us\nMarine survey Hatcher;650.00;us\nNew Racor + fuel lines;410.00;us\n"
        "Holdback (10%) Loan Board;7000.00;after 50 hr service\nOld engine sale;-6500.00;Kijiji - not sold yet")
    add(f"{b}/emails/Re_ engine delivery date.eml", P, "Boat", 70, lambda r, dt: _mail(
        "Wayne Burke <wayne@seasidediesel.ca>", DOUGIE, "Re: engine delivery date", dt,
        "Dougie,\n\nJohn Deere says the 6090 leaves Waterloo on the 28th, should be at our shop by April 6. I'll have "
        "the beds done the week before so we can drop it in right away. If the boat can come up on the trailer from "
        "MacAulay's the 7th we'll make setting day no problem.\n\nWayne"))
    add(f"{b}/emails/Loan Board disbursement.eml", P, "Boat", 15, lambda r, dt: _mail(
        "Tanya Fraser <tanya.fraser@novascotia.ca>", DOUGIE, "Loan 26-0187 - disbursement", dt,
        "Good morning Douglas,\n\nThe second disbursement of $63,000 was sent to Seaside Diesel & Marine today against "
        "their final invoice. The remaining $7,000 is held back until we receive the 50-hour service report. Your first "
        "payment of $995.40 will come out July 15.\n\nTanya Fraser, Loans Officer"))
    for i, age in enumerate((75, 72, 58, 55, 54, 46, 40, 24)):
        dt = day(age)
        photo(f"Pictures/Engine install/IMG_{dt:%Y%m%d}_{8 + i:02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg", P, "Boat",
              age)
    add("Downloads/file.pdf", P, "Boat", 96, t_loan_ok, H)
    add("Downloads/attachment.pdf", P, "Boat", 22, t_warranty, H)
    add("Desktop/Doc3.docx", P, "Boat", 24, t_seatrial, H)
    add("Desktop/todo.txt", P, "Boat", 8, lambda r, dt:
        "- sign JD warranty paper and send back to Wayne (30 days!!)\n- Tanya wants the 50 hr service report for the "
        "holdback\n- old Cummins - 2 calls on Kijiji, guy from Petit de Grat coming Sat\n- raw water pump clamp still "
        "weeping\n- tach reads low - Wayne to bring sender", H)
    add("Documents/Mail/Re_ Thursday.eml", P, "Boat", 36, lambda r, dt: _mail(
        "Wayne Burke <wayne@seasidediesel.ca>", DOUGIE, "Re: Thursday", dt,
        "Thursday works. I'll bring the laptop to set the idle and the tach calibration on the JD, and we'll run it "
        "up in St. Ann's Bay for the sea trial. Bring Kenny, I want someone watching the exhaust and the shaft "
        "while we load it up. Then she's yours for setting day.\n\nWayne"), H)

    # ------------------------------------------------------------ Boat upkeep (Areas), manuals, old records
    bo = "Documents/Boat"
    add(f"{bo}/Insurance/Atlantic Marine Mutual renewal 2026.pdf", A, "Boat", 47, t_boat_ins)
    add(f"{bo}/Insurance/Atlantic Marine Mutual renewal 2025.pdf", A, "Boat", 412, t_boat_ins)
    add(f"{bo}/Transport Canada inspection 2022.pdf", A, "Boat", 1450, t_tc)
    add(f"{bo}/MacAulay haul out Oct 2025.pdf", A, "Boat", 235, t_haulout)
    add(f"{bo}/liferaft cert 2026.pdf", A, "Boat", 55, t_liferaft)
    add(f"{bo}/VHF MMSI.pdf", A, "Boat", 1300, t_mmsi)
    add(f"{bo}/boat log 2026.xlsx", A, "Boat", 1, t_boatlog)
    add("Documents/Scans/scan0016.pdf", A, "Boat", 44, t_boat_ins, H)
    add("Documents/Scans/scan0023.pdf", A, "Boat", 30, t_tc, H)
    add("Downloads/document.pdf", A, "Boat", 600, t_haulout, H)
    add(f"{bo}/Manuals/JD PowerTech 9.0L marine operator manual.pdf", R, "Boat", 45, lambda r, dt:
        t_manual(r, dt, "John Deere PowerTech 9.0L marine engines 6090SFM85"))
    add(f"{bo}/Manuals/Garmin GPSMAP 1243xsv.pdf", R, "Boat", 1100, lambda r, dt:
        t_manual(r, dt, "Garmin GPSMAP 1043xsv / 1243xsv chartplotter"))
    add(f"{bo}/Manuals/Icom IC-M330 VHF.pdf", R, "Boat", 1250, lambda r, dt: t_manual(r, dt, "Icom IC-M330 VHF marine transceiver with DSC"))
    add(f"{bo}/Old/2021 hull repair Arichat.pdf", X, "Boat", 1700, t_hull)
    add(f"{bo}/Old/Cummins rebuild 2019.pdf", X, "Boat", 2400, t_rebuild)
    add(f"{bo}/Old/old engine service log.xlsx", X, "Boat", 400, t_oldlog)

    # ------------------------------------------------------------ ShoreKnits shop (Areas Knitting)
    k = "Documents/ShoreKnits"
    for m, age in ((1, 122), (2, 92), (3, 61), (4, 31), (5, 1)):
        add(f"{k}/Etsy/EtsySoldOrders2026-{m}.csv", A, "Knitting", age, t_etsy_orders)
    add(f"{k}/Etsy/EtsySoldOrders2025.csv", A, "Knitting", 150, t_etsy_orders)
    for age in (95, 64, 33, 3):
        add(f"{k}/Etsy/etsy statement {day(age + 3):%b %Y}.pdf", A, "Knitting", age, t_etsy_statement)
    for age in (12, 88, 205):
        add(f"{k}/Yarn/Briggs & Little invoice {50000 + int(age) * 7}.pdf", A, "Knitting", age, lambda r, dt:
            t_yarn_invoice(r, dt, "Briggs & Little Woolen Mills Ltd.\nHarvey Station NB"))
    add(f"{k}/Yarn/Cabot Fibre invoice.pdf", A, "Knitting", 54, lambda r, dt:
        t_yarn_invoice(r, dt, "Cabot Fibre Co.\nMargaree Forks NS"))
    add(f"{k}/Yarn/yarn to reorder.txt", A, "Knitting", 8, lambda r, dt:
        "reorder before market season gets busy\nHeritage Navy x 30 (ganseys)\nHeritage Oatmeal x 20\nRegal Sheep's "
        "Grey x 12 (mittens)\nroving white for thrums x 4\nred heather sport x 10 - toques sold out\nbuttons - horn 3/4\" x 40 "
        "from the shop in Mabou")
    add(f"{k}/Market/Baddeck market vendor agreement 2026.pdf", A, "Knitting", 40, t_market)
    for age in (2, 9):
        add(f"{k}/Market/square sales {_iso(day(age))}.csv", A, "Knitting", age, t_square)
    add(f"{k}/Market/market float & tally.xlsx", A, "Knitting", 2, lambda r, dt:
        "Date;Float;Cash end;Card;Total sales;Stall fee\n" + "\n".join(
            f"{_iso(dt - timedelta(days=7 * i))};100;{r.randint(180, 420)};{r.randint(200, 600)};{r.randint(400, 980)};20"
            for i in range(3)))
    add(f"{k}/HST/HST return 2024.pdf", A, "Knitting", 480, t_hst)
    add(f"{k}/HST/HST registration letter.pdf", A, "Knitting", 800, lambda r, dt:
        f"Canada Revenue Agency\n{_md(dt)}\n\nColleen MacNeil o/a ShoreKnits\n\nThis letter confirms your registration "
        "for the GST/HST program effective January 1, 2024. Your business number is 7xxxxxxxx RT0001. You must "
        "charge HST at the Nova Scotia rate on taxable supplies and file an annual return. You may claim input tax "
        "credits for HST paid on business purchases such as yarn and supplies.")
    add(f"{k}/Shipping/Canada Post receipts April.pdf", A, "Knitting", 32, lambda r, dt:
        "Canada Post - Solutions for Small Business\nStatement of shipments - April 2026\nCustomer: ShoreKnits "
        "(C. MacNeil)\n" + "\n".join(f"{_iso(dt - timedelta(days=r.randint(1, 30)))} Expedited Parcel to "
                                     f"{r.choice(['ON', 'AB', 'BC', 'QC', 'USA', 'UK'])} {_cad(r, 14, 48)}" for _ in range(9)))
    add(f"{k}/ShoreKnits pricing 2026.xlsx", A, "Knitting", 130, lambda r, dt:
        "Item;Yarn cost;Hours;Price\n" + "\n".join(f"{it};{p * .18:.2f};{max(2, p // 9)};{p}" for it, p in ITEMS))
    add(f"{k}/custom orders list.docx", A, "Knitting", 20, lambda r, dt:
        "Custom orders 2026\n1. Mary-Beth (Boston) - second navy gansey for son, chest 42, long body - by October\n"
        "2. Heather (Antigonish) - 3 matching baby sweaters, sea green - July\n3. Rev. Ruth - toque in the "
        "Presbyterian blue for the minister in Sydney - whenever\n4. Catriona (Scotland) - Cape Breton tartan toques x 4")
    add("Downloads/invoice.pdf", A, "Knitting", 26, lambda r, dt:
        t_yarn_invoice(r, dt, "Briggs & Little Woolen Mills Ltd.\nHarvey Station NB"), H)
    add("Downloads/export.csv", A, "Knitting", 16, t_square, H)
    add("Documents/Mail/Re_ order.eml", A, "Knitting", 11, t_custom_order, H)
    add("OneDrive/Documents/Book.xlsx", A, "Knitting", 6, lambda r, dt:
        "Yarn;Colour;Skeins on hand;Needed for orders;Supplier\nHeritage 4-ply;Navy;14;22;Briggs & Little\n"
        "Heritage 4-ply;Oatmeal;9;8;Briggs & Little\nRegal 2-ply;Sheep's Grey;20;6;Briggs & Little\n"
        "Atlantic worsted;Sea Green;5;9;Cabot Fibre\nRoving;White;2 lb;;Cabot Fibre", H)
    add("Desktop/New folder/Document3.docx", A, "Knitting", 140, lambda r, dt:
        "Shop policies\n\nEverything is knit by hand by me in Indian Brook, Cape Breton, from Maritime wool. Please "
        "allow 1-3 business days to ship items in stock and 4-8 weeks for custom orders.\nReturns: unworn items "
        "within 14 days; custom pieces are final sale.\nCare: hand wash cold, lay flat to dry. Never the dryer!\n"
        "Shipping with Canada Post, tracking included. Duties for US and UK buyers are the buyer's.", H)
    add("Downloads/Document (2).pdf", A, "Knitting", 58, t_hst, H)
    add("Documents/Scans/scan0031.pdf", A, "Knitting", 66, lambda r, dt:
        f"CANADA POST / POSTES CANADA\nBaddeck PO  {_md(dt)}\n\n3 x Expedited Parcel - to Ottawa ON, Calgary AB, "
        "Toronto ON\n1 x Tracked Packet USA - Portland ME\nCustoms declaration CN22: hand-knit wool sweater, value "
        f"$265, made in Canada\nTotal {_cad(r, 80, 130)} (HST incl.)\nPaid debit. Thank you for shopping at Canada Post.", H)

    # ------------------------------------------------------------ pattern book (Projects Knitting)
    pb = f"{k}/Pattern book"
    add(f"{pb}/ch2 Mittens for the Wharf.docx", P, "Knitting", 18, lambda r, dt: t_chapter(r, dt, 2))
    add(f"{pb}/ch3 A Cardigan for Sunday.docx", P, "Knitting", 7, lambda r, dt: t_chapter(r, dt, 3))
    add(f"{pb}/test knitters.csv", P, "Knitting", 12, t_test_knit)
    add(f"{pb}/Halcraft quote.pdf", P, "Knitting", 27, t_printer)
    add(f"{pb}/book budget.xlsx", P, "Knitting", 25, lambda r, dt:
        "Item;Cost\nPrinting 500 copies (Halcraft);8950.00\nLayout - Jen Landry;1800.00\nTech editing - Kate;900.00\n"
        "ISBN (Library and Archives Canada);0.00\nPhotos - Mairi on her break;0.00\nLaunch at Baddeck library;150.00\n"
        "Sell at $34.95 -> break even ~ 340 copies")
    add(f"{pb}/layout notes from Jen.eml", P, "Knitting", 14, lambda r, dt: _mail(
        "Jen Landry <jen.landry.design@gmail.com>", COLLEEN, "layout notes - Sweaters from the Shore", dt,
        "Colleen,\n\nI've set the first two chapters in InDesign. The charts need to be redrawn as vector - the scans "
        "are too fuzzy at print size. Can you send the wharf photos at full resolution? The one of Dougie in the navy "
        "gansey on the boat is the cover for sure.\n\nJen"))
    for i, age in enumerate((33, 33, 32, 19, 19, 6)):
        photo(f"Pictures/Sweater shoot/DSC_{1402 + i * 3:04d}.JPG", P, "Knitting", age)
    add("OneDrive/Documents/Document.docx", P, "Knitting", 48, lambda r, dt: t_chapter(r, dt, 0), H)
    add("Downloads/Untitled document.docx", P, "Knitting", 38, lambda r, dt: t_chapter(r, dt, 1), H)
    # patterns and reading (Resources Knitting)
    for name, body in PATTERNS.items():
        add(f"{k}/Patterns/{name}.pdf", R, "Knitting", r.randint(200, 1500),
            lambda r, dt, n=name, bd=body: t_pattern(r, dt, n, bd))
    add(f"{k}/Patterns/stitch notes.docx", R, "Knitting", 600, t_stitch)
    add(f"{k}/Books/Knitting Ganseys.epub", R, "Knitting", 900, _epub(
        "Knitting Ganseys", "Beth Brown-Reinsel", "en", "The gansey is the working sweater of the fishermen of "
        "Britain, knit tightly of five-ply worsted to turn the wind and spray, with underarm gussets for movement."))
    add(f"{k}/Books/Fair Isle knitting handbook.epub", R, "Knitting", 700, _epub(
        "Fair Isle Knitting Handbook", "Mary Jane Mucklestone", "en", "Stranded colourwork uses two colours per "
        "round; carry the floats loosely and catch any float longer than five stitches."))
    add("Downloads/file (1).pdf", R, "Knitting", 160, lambda r, dt: t_pattern(
        r, dt, "Lighthouse Yoke", "Circular yoke with a lighthouse motif in two colours, knit bottom-up and joined at "
        "the underarms. Sizes child 2 to adult XL."), H)
    add(f"{k}/Christmas fair 2025/vendor application.pdf", X, "Knitting", 240, lambda r, dt: t_fair(r, dt, "app"))
    add(f"{k}/Christmas fair 2025/sales tally.xlsx", X, "Knitting", 188, lambda r, dt: t_fair(r, dt, "tally"))

    # ------------------------------------------------------------ Finance (Areas)
    tx = "Documents/Taxes"
    add(f"{tx}/2025/NOA Dougie 2025.pdf", A, "Finance", 25, t_noa)
    add(f"{tx}/2024/NOA Dougie 2024.pdf", A, "Finance", 390, t_noa)
    add(f"{tx}/2024/NOA Colleen 2024.pdf", A, "Finance", 395, lambda r, dt: t_noa(r, dt, "Colleen M MacNeil"))
    add(f"{tx}/2025/MacLean Fraser letter - 2025 returns.pdf", A, "Finance", 40, t_acct_letter)
    add(f"{tx}/2024/MacLean Fraser letter - 2024 returns.pdf", A, "Finance", 405, t_acct_letter)
    add(f"{tx}/2025/T4E Dougie 2025.pdf", A, "Finance", 100, t_t4e)
    add(f"{tx}/instalment reminder Dec 2025.pdf", A, "Finance", 200, t_instal)
    add(f"{tx}/2025/church receipt 2025.pdf", A, "Finance", 120, t_charity)
    add(f"{tx}/2025/for Gordie - checklist.docx", A, "Finance", 110, lambda r, dt:
        "For Gordie (2025 taxes)\n- all North Shore settlement slips + season totals\n- crew T4F summary + "
        "copies\n- Dougie T4E (EI)\n- Colleen: Etsy statements Jan-Dec, Square report, market fees, yarn invoices, "
        "HST return\n- RRSP receipts (both)\n- church receipt, Mairi's T2202 tuition (she transfers to us?)\n"
        "- boat insurance, haul-out, fuel, bait, gear invoices\n- Mom's slips (OAS, CPP, GIS) - separate return!")
    add(f"{tx}/info/RRSP or TFSA - self-employed.pdf", R, "Finance", 500, t_rrsp_article)
    bk = "Documents/Bank"
    add(f"{bk}/RRSP/RRSP receipt 2026-02.pdf", A, "Finance", 100, t_rrsp)
    add(f"{bk}/RRSP/RRSP receipt 2025-02.pdf", A, "Finance", 462, t_rrsp)
    for age in (62, 32, 1):
        add(f"{bk}/statements/CTCU chequing {day(age):%Y-%m}.csv", A, "Finance", age, t_bank_csv)
    add(f"{bk}/Mortgage/mortgage statement 2025.pdf", A, "Finance", 140, t_mortgage)
    add(f"{bk}/Mortgage/renewal options.xlsx", A, "Finance", 10, lambda r, dt:
        "Term;Rate;Monthly;Interest over term\n3-yr fixed;4.39%;1,342;11,210\n5-yr fixed;4.29%;1,331;17,940\n"
        "Variable;prime-0.35;1,318;?\nLisa says 5-yr, Gordie says 3-yr. Decide before July 15.")
    add(f"{bk}/TFSA Colleen 2025.pdf", A, "Finance", 130, t_tfsa)
    add("Documents/budget 2026.xlsx", A, "Finance", 35, t_budget)
    add("Downloads/Document (3).pdf", A, "Finance", 24, lambda r, dt: t_noa(r, dt, "Colleen M MacNeil"), H)
    add("Downloads/data.csv", A, "Finance", 45, t_bank_csv, H)
    add("Downloads/receipt (2).pdf", A, "Finance", 98, t_rrsp, H)
    add("Documents/Mail/Re_ quick question.eml", A, "Finance", 115, t_acct_mail, H)
    add("Documents/Scans/scan0028.pdf", A, "Finance", 28, lambda r, dt: t_mortgage(r, dt, True), H)

    # ------------------------------------------------------------ House (Areas Home), manuals, Fiona (Archive)
    ho = "Documents/House"
    for age in (2, 32, 62):
        add(f"{ho}/NS Power/NSP bill {day(age):%b %Y}.pdf", A, "Home", age, t_power)
    for age in (75, 110, 160, 220):
        add(f"{ho}/Oil/Cabot Fuels delivery {_iso(day(age))}.pdf", A, "Home", age, t_oil)
    add(f"{ho}/Furnace/furnace cleaning 2024.pdf", A, "Home", 610, t_furnace)
    add(f"{ho}/Snow/plow payments.txt", A, "Home", 100, lambda r, dt:
        "Ronnie - plowing 2025-26\nDec 12 paid $325 cash\nJan 28 big storm - loader, $90 e-transfer\n"
        "Feb 20 paid $325 e-transfer\nMar 3 - $90 loader again (the March blizzard)\nTotal $830")
    add(f"{ho}/Property tax bill 2025.pdf", A, "Home", 370, t_proptax)
    add(f"{ho}/Insurance/Nova Mutual home renewal 2026.pdf", A, "Home", 70, t_house_ins)
    add(f"{ho}/Well/water test 2024.pdf", A, "Home", 700, t_well)
    add("Downloads/invoice (1).pdf", A, "Home", 245, t_furnace, H)
    add("Documents/Scans/scan0007.pdf", A, "Home", 215, t_snow, H)
    add("Documents/Scans/scan0012.pdf", A, "Home", 40, t_proptax, H)
    add("Downloads/report.pdf", A, "Home", 33, t_well, H)
    add("Documents/2025/stuff.xlsx", A, "Home", 150, lambda r, dt: "Date;Litres;Price/L;Total\n" + "\n".join(
        f"{_iso(dt - timedelta(days=35 * i))};{r.uniform(400, 850):.1f};{r.uniform(1.3, 1.55):.3f};{r.uniform(600, 1300):.2f}"
        for i in range(6)) + "\nFurnace oil - Cabot Fuels - winter 2025", H)
    add(f"{ho}/Manuals/Beckett AF oil burner manual.pdf", R, "Home", 1900, lambda r, dt:
        t_manual(r, dt, "Beckett AF/AFG oil burner - instruction manual"))
    add(f"{ho}/Manuals/Frigidaire dehumidifier.pdf", R, "Home", 1000, lambda r, dt:
        t_manual(r, dt, "Frigidaire 50-pint dehumidifier FFAD5033"))
    fi = f"{ho}/Fiona 2022"
    add(f"{fi}/insurance claim Fiona.pdf", X, "Home", 1340, lambda r, dt:
        f"Nova Mutual Insurance - claim acknowledgement {_md(dt)}\nClaim HO-22-9187, windstorm (post-tropical storm "
        "Fiona, September 24, 2022)\nInsured: Douglas & Colleen MacNeil, 3318 Cabot Trail\nDamage reported: shingles "
        "torn off south slope, fascia, shed door, fallen spruce on the fence\nAdjuster: Crawford & Co., Sydney\n"
        "Deductible $1,000.")
    add(f"{fi}/roof repair quote.pdf", X, "Home", 1320, lambda r, dt:
        f"North Shore Builders, Tarbotvale - quote {_md(dt)}\nRe-shingle south slope after Fiona, replace fascia and "
        "drip edge, repair shed door\nTotal $11,640.00 + HST. Earliest start: spring 2023 (waiting list after the storm).")
    add("Documents/Scans/scan0025.pdf", X, "Home", 1150, lambda r, dt:
        f"North Shore Builders, Tarbotvale\nFINAL INVOICE 2023-061   {_md(dt)}\nCustomer: Dougie MacNeil, Indian Brook\n"
        "Storm damage repair (Fiona): south roof slope re-shingled, fascia and drip edge, shed door rehung\n"
        "$11,640.00 + HST 15% $1,746.00 = $13,386.00\nPaid by insurer Nova Mutual (claim HO-22-9187) less deductible", H)
    for i, age in enumerate((1345, 1345, 1344)):
        dt = day(age)
        photo(f"Pictures/Fiona/{dt:%Y%m%d}_{9 + i:02d}{r.randint(10, 59)}{r.randint(10, 59)}.jpg", X, "Home", age)

    # ------------------------------------------------------------ Mairi at Dal (Areas Education), high school (Archive)
    md = "Documents/Mairi - Dal"
    add(f"{md}/Dal account statement Fall 2025.pdf", A, "Education", 250, t_tuition)
    add(f"{md}/Dal account statement Winter 2026.pdf", A, "Education", 150, t_tuition)
    add(f"{md}/NSSA assessment 2025-26.pdf", A, "Education", 290, t_nssa)
    add(f"{md}/RESP EAP Sept 2025.pdf", A, "Education", 270, t_resp)
    add(f"{md}/RESP EAP Jan 2026.pdf", A, "Education", 140, t_resp)
    add(f"{md}/residence agreement 2025-26.pdf", A, "Education", 320, t_residence)
    add(f"{md}/Mairi expenses.xlsx", A, "Education", 15, lambda r, dt:
        "Date;What;Amount;Paid from\n" + "\n".join(
            f"{_iso(dt - timedelta(days=r.randint(5, 200)))};{w};{r.randint(40, 700)};{r.choice(['RESP', 'us', 'loan'])}"
            for w in ["textbooks", "clinical uniform", "stethoscope", "Maritime Bus home", "allowance", "laptop repair",
                      "allowance", "immunization records fee"]))
    add("Downloads/Document (4).pdf", A, "Education", 10, t_tuition, H)
    add("Downloads/form.pdf", A, "Education", 18, lambda r, dt:
        "Nova Scotia Student Assistance - Full-time application 2026-2027\nPart B - parent/guardian declaration\n\n"
        "Student: Mairi MacNeil   School: Dalhousie University, Halifax   Program: BScN, year 3\n"
        "Parent 1: Douglas MacNeil, self-employed fisherman   Parent 2: Colleen MacNeil, self-employed\n"
        "Combined line 15000 income, 2025: ______ (see Notices of Assessment)\nNumber of dependants: 1\n"
        "I declare the information is true. Signature ____________ Date ________", H)
    add("Downloads/statement.pdf", A, "Education", 55, t_nslsc, H)
    add("Documents/Scans/scan0022.pdf", A, "Education", 20, t_residence, H)
    add("Desktop/notes.docx", A, "Education", 13, t_mairi_budget, H)
    add("Documents/Mail/Fwd_ (no subject).eml", A, "Education", 40, lambda r, dt: _mail(
        "Mairi MacNeil <mr481223@dal.ca>", COLLEEN, "Fwd: (no subject)", dt,
        "Mom can you pay this?? its the deposit for next year, I got Risley again, same floor as Hannah!! due the 30th\n\n"
        "---------- Forwarded message ----------\nFrom: Dalhousie Residence Life\nYour room assignment for 2026-27 is "
        "confirmed. A $500 residence deposit is due to secure your room. Pay through DalOnline."), H)
    hs = "Documents/Mairi - school"
    add(f"{hs}/Cabot High grad 2024 program.pdf", X, "Education", 730, lambda r, dt:
        "Cabot Education Centre - Commencement 2024\nNeil's Harbour NS\n\nO Canada; valedictory address; presentation "
        "of diplomas; awards: Mairi MacNeil - Governor General's Academic Medal (bronze) nominee, Victoria County "
        "Nurses' Scholarship $1,000\nPiper: Ian MacLeod. Reception to follow in the gym.")
    add(f"{hs}/report card gr12 sem2.pdf", X, "Education", 740, lambda r, dt:
        "Cabot Education Centre - Report card, Grade 12, semester 2, 2023-24\nStudent: Mairi MacNeil\n"
        f"Biology 12: {r.randint(88, 96)}\nChemistry 12: {r.randint(84, 94)}\nEnglish 12: {r.randint(85, 93)}\n"
        f"Gàidhlig 12: {r.randint(90, 98)}\nComment: a pleasure to teach; has a bright future in nursing.")

    # ------------------------------------------------------------ Mom (Areas Family), house sale (Archive)
    mo = "Documents/Mom"
    for age in (63, 32, 2):
        add(f"{mo}/Victoria Haven statement {day(age):%b %Y}.pdf", A, "Family", age, t_care_statement)
    add(f"{mo}/care conference Oct 2025.docx", A, "Family", 230, t_care_conf)
    add(f"{mo}/POA Mom.pdf", A, "Family", 920, t_poa)
    add(f"{mo}/Mom OAS GIS CPP.pdf", A, "Family", 150, t_mom_pension)
    add(f"{mo}/Mom meds & contacts.docx", A, "Family", 80, lambda r, dt:
        "Mom (Peggy MacNeil) - Victoria Haven room 112\nDr. Fraser (visits Thursdays)\nMeds per the home: "
        "donepezil 10 mg, metoprolol 25 mg bid, vitamin D, Tylenol prn\nHearing aids both ears - batteries 312\n"
        "Glasses: reading +2.5\nCathy (Calgary) 403-555-0183\nMinister: Rev. Ruth Campbell visits monthly")
    add(f"{mo}/Mom money 2026.xlsx", A, "Family", 5, lambda r, dt:
        "Month;OAS+GIS+CPP in;Victoria Haven;Hair/foot;Top-up Dougie;Top-up Cathy\n" + "\n".join(
            f"{m};{r.uniform(1600, 1800):.2f};{r.uniform(3520, 3650):.2f};57.00;200.00;200.00"
            for m in ["Jan", "Feb", "Mar", "Apr", "May"]))
    add("Downloads/WhatsApp DOC-2026-04-03 at 14.22.51.pdf", A, "Family", 59, t_care_conf, H)
    add("Documents/Scans/scan0004.pdf", A, "Family", 93, t_care_statement, H)
    add("Documents/Mail/Re_ Re_ update.eml", A, "Family", 17, lambda r, dt: _mail(
        "Heather Campbell <hcampbell@victoriahaven.ca>", DOUGIE, "Re: Re: update", dt,
        "Hi Dougie,\n\nJust to let you know your mom had a good week. She was a bit unsettled on Monday evening but the "
        "music therapist came Tuesday and she sang the whole of 'Mo Dhachaigh' for the others. The doctor wants to "
        "check her blood pressure pills again, nothing to worry about. The hearing aid battery is sorted.\n\n"
        "Could you or Colleen sign the consent for the flu and COVID shots next time you're in?\n\nHeather"), H)
    add("Downloads/scan.pdf", A, "Family", 300, t_poa, H)
    add("Documents/2024/letter to Cathy.docx", A, "Family", 800, t_cathy_letter, H)
    hsale = f"{mo}/House sale 2025"
    add(f"{hsale}/listing agreement.pdf", X, "Family", 470, lambda r, dt: t_house_sale(r, dt, "list"))
    add(f"{hsale}/statement of adjustments.pdf", X, "Family", 336, lambda r, dt: t_house_sale(r, dt, "adjust"))
    add(f"{hsale}/Ingonish house - clearing out.docx", X, "Family", 440, lambda r, dt:
        "Clearing out Mom's house\n- Cathy wants the china cabinet and Dad's fiddle (ship to Calgary)\n- Mairi: the "
        "spinning wheel\n- church rummage: kitchen stuff, linens\n- Gaelic books & Dad's records -> Gaelic College library?\n"
        "- dump run x3 with the truck\n- turn off water, drain pipes, call NS Power to close the account")
    add("Documents/Scans/scan0015.pdf", X, "Family", 420, lambda r, dt:
        "AGREEMENT OF PURCHASE AND SALE\nNova Scotia Association of REALTORS - standard form\n\nSeller: Margaret Anne "
        "MacNeil, by her attorneys Douglas A. MacNeil and Catherine Rideout\nBuyer: Peter Vogel and Anna Vogel\n"
        "Property: 41 Keltic Road, Ingonish, NS, PID 85014422\nPrice: $239,000.00   Deposit: $10,000.00 in trust\n"
        "Conditions: financing and home inspection within 10 days\nClosing date: June 30, 2025", H)

    # ------------------------------------------------------------ Health (Areas), exercises (Resources)
    he = "Documents/Health"
    add(f"{he}/physio receipts 2026.pdf", A, "Health", 40, t_physio)
    add(f"{he}/Blue Cross claims.pdf", A, "Health", 90, t_bluecross)
    add(f"{he}/MSI card renewal Dougie.pdf", A, "Health", 160, t_msi)
    add(f"{he}/meds list.docx", A, "Health", 210, t_meds)
    add("Documents/Scans/scan0014.pdf", A, "Health", 75, t_physio, H)
    add("Downloads/Document (8).pdf", A, "Health", 14, t_mammo, H)
    add("Downloads/Document (7).pdf", A, "Health", 29, t_bluecross, H)
    add(f"{he}/shoulder exercises.pdf", R, "Health", 120, lambda r, dt:
        "Rotator cuff - home exercise program (Bras d'Or Physiotherapy)\n\n1. Pendulum swings 2 x 30 s\n2. Sidelying "
        "external rotation with 1 kg, 3 x 12\n3. Band rows, 3 x 15\n4. Wall slides 2 x 10\n5. Sleeper stretch 3 x 30 s\n"
        "Ice 15 min after hauling days. Stop if sharp pain.")

    # ------------------------------------------------------------ Choir
    ch = "Documents/Choir"
    for age in (20, 50, 80):
        add(f"{ch}/minutes {day(age):%B %Y}.docx", A, "Choir", age, t_minutes)
    add(f"{ch}/members & dues 2026.csv", A, "Choir", 60, t_members)
    add(f"{ch}/rehearsal schedule spring 2026.docx", A, "Choir", 110, lambda r, dt:
        "Còisir a' Chladaich - rehearsals, spring 2026\nTuesdays 7:00-9:00 pm, Gaelic College, St. Ann's (Hall B)\n"
        "Mar 3 - sectionals (altos in the library)\nMar 17 - no rehearsal, Là Fhèill Pàdraig at the hall\n"
        "Apr 7 - Seumas: pronunciation night\nMay 5 - sing at Victoria Haven for the residents\nJune 23 - last "
        "rehearsal before summer, pot luck")
    add("Desktop/Doc2.docx", A, "Choir", 110, t_minutes, H)
    cc = f"{ch}/Celtic Colours 2026"
    add(f"{cc}/programme draft.docx", P, "Choir", 16, t_cc_program)
    add(f"{cc}/Arts NS grant application.docx", P, "Choir", 70, t_cc_grant)
    add(f"{cc}/bus quote.pdf", P, "Choir", 28, t_cc_bus)
    add(f"{cc}/rehearsal plan Sept.docx", P, "Choir", 9, lambda r, dt:
        "Extra rehearsals for the festival set\nSept 15 - run set twice, work on the milling song entry\nSept 22 - with "
        "the fiddler from Scotland by Zoom?? Effie to check\nSept 29 - dress run at St. Ann's, sashes, order of walking on\n"
        "Learn by heart: Òran do Cheap Breatainn, Mo Dhachaigh. Folders only for Fear a' Bhàta.")
    add("Downloads/print.pdf", P, "Choir", 21, lambda r, dt:
        "Celtic Colours International Festival - Performer information sheet\nEvent 27: Guthan na Mara / Voices of the "
        "Sea - Saturday, October 10, 2026 - Gaelic College, St. Ann's\n\nGroup: Còisir a' Chladaich (18 singers)\n"
        "Contact: Colleen MacNeil\nSound check 6:00 pm; doors 7:00; concert 7:30\nBackstage: Hall B. Hospitality "
        "meal for performers at 5:30.\nHonorarium $600 paid by cheque after the event. Parking: lot C.", H)
    add("Documents/Mail/Fwd_ FYI.eml", P, "Choir", 44, lambda r, dt: _mail(
        "Effie MacInnis <effie.macinnis@ns.sympatico.ca>", COLLEEN, "Fwd: FYI", dt,
        "A Colleen, a ghràidh - look what came! We're in for October at St. Ann's. Can you let everyone know at "
        "rehearsal and start on the grant? They want our set list by July 1.\n\nEffie\n\n"
        "-----Forwarded-----\nDear Effie, we are delighted to confirm the choir's participation in Celtic Colours "
        "2026, concert of October 10 at the Gaelic College."), H)
    for i in range(len(SONGS)):
        add(f"{ch}/Songs/{SONGS[i][0]}.docx", R, "Choir", r.randint(150, 1400), lambda r, dt, i=i: t_lyrics(r, dt, i))
    add(f"{ch}/Songs/Mo Dhachaigh SATB.pdf", R, "Choir", 500, lambda r, dt:
        "Mo Dhachaigh (My Home) - arr. for SATB choir\nTraditional Cape Breton Gaelic, arr. E. MacInnis\n\n"
        "Soprano / Alto / Tenor / Bass - 4 pages\nTempo: gently, crotchet = 72\nVerse 1 unison, verse 2 in harmony, "
        "chorus with alto descant.")
    for i, s in enumerate([SONGS[0][0], SONGS[1][0], SONGS[2][0], SONGS[4][0], SONGS[5][0]]):
        add(f"Music/Còisir/{s} - alto part.mp3", R, "Choir", r.randint(30, 400),
            lambda r, dt, s=s: _id3(r, f"{s} (alto)", "Còisir a' Chladaich", "Rehearsal tracks"))
    add("Downloads/print (1).pdf", R, "Choir", 130, lambda r, dt: t_lyrics(r, dt, 3), H)
    add(f"{ch}/Christmas 2025/Nollaig Chridheil programme.docx", X, "Choir", 165, t_xmas_concert)
    add(f"{ch}/Christmas 2025/poster.pdf", X, "Choir", 195, lambda r, dt:
        "NOLLAIG CHRIDHEIL - Còisir a' Chladaich Christmas Concert\nSt. Andrew's Presbyterian Church, Indian Brook\n"
        "Sunday December 14, 2 pm\nFreewill offering for the Victoria County food bank\nTea and sweets after")
    add("Documents/Scans/scan0030.pdf", X, "Choir", 168, t_xmas_concert, H)
    add("Documents/2025/New Microsoft Word Document.docx", X, "Choir", 160, lambda r, dt:
        "Dear Food Bank volunteers,\n\nOn behalf of Còisir a' Chladaich I am pleased to send you the freewill offering "
        "from our Christmas concert on December 14 at St. Andrew's, Indian Brook: a cheque for $1,480. Thank you to "
        "everyone who came out in the snow.\n\nNollaig chridheil agus bliadhna mhath ùr,\nColleen MacNeil, secretary", H)

    # ------------------------------------------------------------ Newfoundland trip (Projects Travel), past trips
    nl = "Documents/Newfoundland 2026"
    add(f"{nl}/Marine Atlantic North Sydney-Argentia.pdf", P, "Travel", 100, lambda r, dt: t_ferry(r, dt, "out"))
    add(f"{nl}/Marine Atlantic PAB return.pdf", P, "Travel", 100, lambda r, dt: t_ferry(r, dt, "back"))
    add(f"{nl}/Trinity - Artisan Inn.pdf", P, "Travel", 85, lambda r, dt: t_bnb(r, dt, "trinity"))
    add(f"{nl}/Twillingate - Harbour Lights.pdf", P, "Travel", 80, lambda r, dt: t_bnb(r, dt, "twillingate"))
    add(f"{nl}/St Johns - Jellybean Row Suites.pdf", P, "Travel", 26, lambda r, dt: t_bnb(r, dt, "stjohns"))
    add(f"{nl}/itinerary.docx", P, "Travel", 11, t_itinerary)
    add(f"{nl}/packing list.txt", P, "Travel", 4, t_packing)
    add("Downloads/Document (6).pdf", P, "Travel", 78, lambda r, dt: t_bnb(r, dt, "grosmorne"), H)
    add("Downloads/confirmation.pdf", P, "Travel", 19, lambda r, dt:
        f"BonTours - Western Brook Pond boat tour\nBooking {r.randint(100000, 999999)}   {_md(dt)}\n\n2 adults, Saturday "
        "August 29, 2026, 12:30 pm departure\nAllow 45 minutes for the 3 km boardwalk trail from the parking lot on "
        "Route 430, Gros Morne National Park. Parks Canada pass required.\nTotal $164.00 + HST", H)
    add("Downloads/receipt.pdf", P, "Travel", 37, lambda r, dt:
        f"Rising Tide Theatre - Trinity, NL\nOrder {r.randint(20000, 29999)}   {_md(dt)}\n\n2 x New Founde Land Trinity "
        "Pageant, Thursday August 20, 2026, 2:00 pm\n2 x Dinner theatre, Friday August 21, 2026, 7:00 pm\n"
        "Total $198.00 incl. HST\nTickets at will call. See you in Trinity!", H)
    add("Desktop/New Text Document (2).txt", P, "Travel", 120, lambda r, dt:
        "NL ideas for our 25th\n- overnight boat to Argentia (book cabin EARLY - sells out)\n- Trinity, Bonavista, "
        "Elliston puffins\n- Twillingate\n- St. John's 2 nights? Dougie wants Petty Harbour\n- Gros Morne, Western "
        "Brook Pond\n- home from Port aux Basques\n- after lobster season!! late Aug\nask Joan about her B&B in Trinity", H)
    add("OneDrive/Documents/Untitled spreadsheet.xlsx", P, "Travel", 9, t_trip_budget, H)
    add("Documents/Trips/PEI 2024/Delta Charlottetown folio.pdf", X, "Travel", 660, lambda r, dt: t_old_trip(r, dt, "pei"))
    add("Documents/Trips/Boston 2022/notes.docx", X, "Travel", 1350, lambda r, dt: t_old_trip(r, dt, "boston"))
    add("Documents/2024/scan_2024_08.pdf", X, "Travel", 662, lambda r, dt:
        f"Confederation Centre of the Arts, Charlottetown\nTicket receipt {_md(dt)}\n2 x Anne of Green Gables - The "
        "Musical, Mainstage, row K seats 11-12, 7:30 pm\n$152.00 incl. HST\nCharlottetown Festival", H)

    # ------------------------------------------------------------ Church & Hall
    cw = "Documents/Church & Hall"
    rf = f"{cw}/Hall roof 2026"
    add(f"{rf}/roof quote Ross MacDonald.pdf", P, "Community", 60, lambda r, dt: t_roof_quote(r, dt, "a"))
    add(f"{rf}/ACCESS-Ability application.docx", P, "Community", 90, lambda r, dt:
        "Community ACCESS-Ability Program - application (Province of Nova Scotia)\nOrganization: North Shore Community "
        "Hall Society\nProject: convert the old coat room to a barrier-free washroom with a 36\" door, grab bars and "
        "a ramp at the side entrance\nCost $24,500; request $16,300 (2/3)\nWho benefits: seniors' card party, blood "
        "clinic, wakes and funerals, the choir concerts.")
    add(f"{rf}/donors.csv", P, "Community", 3, t_donors)
    add(f"{rf}/ceilidh poster.pdf", P, "Community", 22, t_poster)
    add(f"{rf}/raffle ticket sales.xlsx", P, "Community", 6, lambda r, dt:
        "Seller;Books out;Books back;Money in\n" + "\n".join(
            f"{n};{r.randint(4, 12)};{r.randint(0, 6)};{r.randint(100, 600)}"
            for n in ["Colleen", "Joan", "Allan", "Ronnie", "Rev. Ruth", "Kenny's Shelley", "Sobeys table Sat"]))
    for i, age in enumerate((130, 130, 64, 64)):
        dt = day(age)
        photo(f"Pictures/Hall roof/{dt:%Y%m%d}_1{i}{r.randint(10, 59)}{r.randint(10, 59)}.jpg", P, "Community", age)
    add("Downloads/WhatsApp DOC-2026-05-22 at 19.41.07.pdf", P, "Community", 10, lambda r, dt: t_roof_quote(r, dt, "b"), H)
    add("Desktop/Doc1.docx", P, "Community", 52, t_grant_letter, H)
    add("Documents/Scans/scan0019.pdf", P, "Community", 40, t_raffle, H)
    add("Documents/Mail/Re_ tomorrow.eml", P, "Community", 8, lambda r, dt: _mail(
        "Allan MacAskill <amacaskill@eastlink.ca>", COLLEEN, "Re: tomorrow", dt,
        "Colleen - yes 7 pm at the hall. Ross MacDonald is coming to look at the plywood over the stage again, "
        "he thinks more than 20 sheets are rotten. If the Municipality gives the $10,000 we can sign with him for "
        "late August, right after the ceilidh. Bring the donor list and the raffle money.\n\nAllan"), H)
    for age in (35, 190):
        add(f"{cw}/hall committee minutes {day(age):%b %Y}.docx", A, "Community", age, t_hall_minutes)
    for age in (7, 63):
        add(f"{cw}/St Andrews bulletin {_iso(day(age))}.pdf", A, "Community", age, t_church)
    add(f"{cw}/hall rental bookings 2026.xlsx", A, "Community", 12, lambda r, dt:
        "Date;Booked by;Event;Fee;Paid\n2026-06-13;MacLeod family;wedding reception;350;yes\n2026-06-20;Blood "
        "Services;blood clinic;0;n/a\n2026-07-04;Buchanan;60th birthday;200;deposit\n2026-08-15;Hall;CEILIDH - roof "
        "fund;0;n/a\nFridays;Legion;card party;25/wk;monthly")
    add("Documents/2025/Document1.docx", A, "Community", 105, lambda r, dt:
        "St. Andrew's Presbyterian Church, Indian Brook - Annual Report 2025\n\nMinister's report (Rev. Ruth Campbell): "
        "a year of steady worship, with the Gaelic service kept on the last Sunday of each month. Sunday school: 9 "
        f"children.\nTreasurer: givings ${r.randint(38, 46)},{r.randint(100, 999)}; expenses include the manse oil and "
        "the Presbytery assessment.\nSession: two new elders ordained.\nWomen's Association: quilt for the hall raffle.\n"
        "Congregational meeting: February 22, 2026, after worship.", H)
    wf = f"{cw}/Window fund 2024"
    add(f"{wf}/final report.docx", X, "Community", 560, lambda r, dt:
        "Stained glass window restoration - final report (St. Andrew's, Indian Brook)\nThe east window (1921, "
        "'The Good Shepherd') was removed, re-leaded and reinstalled by Hunt Stained Glass in October 2024.\n"
        "Raised: $18,950 (goal $18,000). Surplus $950 to the hall roof fund. Thanks to all donors.")
    add(f"{wf}/Hunt stained glass invoice.pdf", X, "Community", 590, lambda r, dt:
        f"Hunt Stained Glass Studio, Halifax\nINVOICE 2024-118   {_md(dt)}\nSt. Andrew's Presbyterian Church\n"
        "Restoration of east window: removal, re-leading, new protective glazing, reinstallation\n$16,300.00 + HST 15%")
    add("Documents/2024/Document2.docx", X, "Community", 550, lambda r, dt:
        f"{_md(dt)}\n\nDear friends,\n\nThe Good Shepherd window is back in the east wall of St. Andrew's and the morning "
        "light comes through it as it did for our grandparents. Thank you for your gifts to the window fund -- we "
        "passed our goal, and the little left over will go toward the hall roof.\n\nWith gratitude,\nThe Session "
        "and Board of Managers", H)

    # ------------------------------------------------------------ Truck (Vehicle)
    tr = "Documents/Truck"
    add(f"{tr}/F-150 insurance 2026.pdf", A, "Vehicle", 88, t_truck_ins)
    add(f"{tr}/registration renewal 2025.pdf", A, "Vehicle", 395, t_reg)
    add(f"{tr}/MVI inspection 2025.pdf", A, "Vehicle", 400, t_mvi)
    add(f"{tr}/Kal Tire winter tires.pdf", A, "Vehicle", 560, t_tires)
    add("Documents/Scans/scan0020.pdf", A, "Vehicle", 30, t_reg, H)
    add("Downloads/download (1).pdf", A, "Vehicle", 87, lambda r, dt: t_truck_ins(r, dt, True), H)
    add(f"{tr}/2019 F-150 owners manual.pdf", R, "Vehicle", 2000, lambda r, dt: t_manual(r, dt, "2019 Ford F-150 Owner's Manual"))
    add(f"{tr}/Silverado bill of sale 2019.pdf", X, "Vehicle", 2400, t_bill_of_sale)

    # ------------------------------------------------------------ photos (Resources Photos)
    for i in range(22):
        age = r.choice([r.uniform(2, 60), r.uniform(60, 260)])
        dt = day(age)
        photo(f"Pictures/Phone dump/{dt:%Y%m%d}_{r.randint(7, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg",
              R, "Photos", age)
    for age in (3, 41, 97):
        dt = day(age)
        add(f"Pictures/Phone dump/Screenshot_{dt:%Y%m%d}-{r.randint(10, 22)}{r.randint(10, 59)}{r.randint(10, 59)}_"
            f"{r.choice(['Facebook', 'Messenger', 'Weather'])}.jpg", R, "Photos", age, "")
    for age in (14, 88, 150, 301):
        dt = day(age)
        add(f"Pictures/Screenshots/Screenshot {dt:%Y-%m-%d} {r.randint(10, 22)}{r.randint(10, 59)}{r.randint(10, 59)}.png",
            R, "Photos", age, "")
    for i, age in enumerate((9, 9, 47)):
        photo(f"OneDrive/Pictures/Camera Roll/{day(age):%Y%m%d}_{12 + i}{r.randint(10, 59)}{r.randint(10, 59)}.jpg",
              R, "Photos", age)
    photo("Pictures/Mairi grad 2024/DSC_0933.JPG", R, "Photos", 735)
    photo("Pictures/Mairi grad 2024/DSC_0941.JPG", R, "Photos", 735)
    photo("Pictures/Boston 2022/IMG_4471.jpg", R, "Photos", 1352)
    photo("Pictures/Boston 2022/IMG_4488.jpg", R, "Photos", 1351)
    add("Desktop/cape breton lighthouse wallpaper.jpg", R, "Photos", 900, "")

    # ------------------------------------------------------------ installers (Resources Software)
    mz, ole = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
    for name, age in (("ChromeSetup.exe", 400), ("Firefox Installer.exe", 380), ("HPSmart_Setup.exe", 260),
                      ("ZoomInstaller.exe", 500), ("GarminExpress.exe", 90), ("vlc-3.0.21-win64.exe", 210),
                      ("AnyDesk.exe", 140), ("hp-officejet-pro-8025e-full-driver.exe", 261)):
        add(f"Downloads/{name}", R, "Software", age, lambda r, dt: _blob(r, mz, 2500))
    add("Downloads/LibreOffice_24.8.4_Win_x86-64.msi", R, "Software", 170, lambda r, dt: _blob(r, ole, 2500))

    # ------------------------------------------------------------ old device copies (Archive Backup)
    od = "Old Dell backup 2019"
    add(f"{od}/My Documents/Fishing/settlements 2016.xls", X, "Backup", 2300, lambda r, dt: _blob(r, ole, 1800))
    add(f"{od}/My Documents/Christmas letter 2016.doc", X, "Backup", 2300, lambda r, dt: _blob(r, ole, 1800))
    add(f"{od}/My Documents/crab 2017.xlsx", X, "Backup", 2300, lambda r, dt:
        "Trip;Date;Lb;Price\n" + "\n".join(f"{i + 1};2017-0{5 + i // 8}-{1 + i * 3 % 28:02d};{r.randint(2000, 6000)};5.10"
                                           for i in range(10)))
    add(f"{od}/My Documents/Mairi/science fair 2017.docx", X, "Backup", 2300, lambda r, dt:
        "How do lobsters grow? by Mairi MacNeil, grade 4, Cabot Education Centre\n\nLobsters grow by moulting. They "
        "crawl out of their old shell and the new one is soft for a while. My dad says they hide in the rocks then.")
    add(f"{od}/My Documents/recipes/oatcakes.txt", X, "Backup", 2300, lambda r, dt:
        "Nan's oatcakes\n3 cups oats, 2 cups flour, 1 cup brown sugar, 1 tsp salt, 1 tsp baking soda, 1 1/2 cups "
        "shortening, 1/2 cup cold water. Roll thin, cut squares, 350F 12-15 min.")
    for i, age in enumerate((3300, 2950, 2620)):
        photo(f"{od}/My Pictures/DSCN{412 + i * 87:04d}.JPG", X, "Backup", age)
    sb = "Phone backup Samsung S9"
    for i, age in enumerate((2160, 1900, 1640)):
        photo(f"{sb}/DCIM/Camera/{day(age):%Y%m%d}_{14 + i}{r.randint(10, 59)}{r.randint(10, 59)}.jpg", X, "Backup", age)
    add(f"{sb}/Contacts.vcf", X, "Backup", 1600, lambda r, dt:
        "BEGIN:VCARD\nVERSION:2.1\nN:Morrison;Kenny;;;\nTEL;CELL:902-555-0131\nEND:VCARD\nBEGIN:VCARD\nVERSION:2.1\n"
        "N:MacInnis;Effie;;;\nTEL;HOME:902-555-0172\nEND:VCARD\nBEGIN:VCARD\nVERSION:2.1\nN:Buchanan;Ronnie;;;\n"
        "TEL;CELL:902-555-0119\nEND:VCARD\n")

    # ------------------------------------------------------------ leftovers (Left System) and dot files
    add("Downloads/Unconfirmed 48213.crdownload", L, "System", 0.3, lambda r, dt: _blob(r, b"%PDF-1.7\n", 700))
    add("Downloads/GarminExpress.exe.part", L, "System", 91, lambda r, dt: _blob(r, mz, 900))
    add("Documents/ShoreKnits/Pattern book/~$3 A Cardigan for Sunday.docx", L, "System", 7,
        lambda r, dt: b"\x07Colleen" + b"\x00" * 40 + b"\x07\x00C\x00o\x00l\x00l\x00e\x00e\x00n\x00" + b"\x00" * 100)
    add("Documents/Choir/~$nutes May 2026.docx", L, "System", 20,
        lambda r, dt: b"\x07Colleen" + b"\x00" * 40 + b"\x07\x00C\x00o\x00l\x00l\x00e\x00e\x00n\x00" + b"\x00" * 100)
    ini = "\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21{}\r\n"
    add("Desktop/desktop.ini", L, "System", 2000, ini.format("769").encode("utf-16"))
    add("Documents/desktop.ini", L, "System", 2000, ini.format("770").encode("utf-16"))
    add("Pictures/Engine install/Thumbs.db", L, "System", 24, lambda r, dt: _blob(r, ole, 1200))
    add("Pictures/Phone dump/Thumbs.db", L, "System", 2, lambda r, dt: _blob(r, ole, 1200))
    dot("Documents/ShoreKnits/Etsy/.~lock.EtsySoldOrders2026-5.csv#", b",Colleen,DELL-KITCHEN,01.06.2026 08:12,file:///C:/Users/Dougie/AppData/Roaming/LibreOffice/4;", 0.2)
    dot("OneDrive/.849C9593-D756-4E56-8D6E-42412F2A707B", b"", 300)

    return items
