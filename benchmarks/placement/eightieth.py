"""An eightieth unseen labelled corpus: Tomas Kazlauskas's laptop, ``build(root, seed)``, written blind.

What was read to write it: ``unseen.py``'s module docstring, its helpers ``_d``, ``_kr``, ``_latin1``,
``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob`` and the start of its ``build()`` (the
write / encode / add / dot / photo helpers); ``corpus.py``'s ``Item``, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf``
and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD``. Seen by accident
while printing line ranges and grepping for those helpers, and used for nothing: the opening of
``corpus.py`` (its docstring and the first lines of a seed table), the opening of ``blind.py``'s docstring,
two name lists and one line of a text function in ``blind.py``, a name list header and the ``P, A, R, X, L``
line just past the helpers in ``unseen.py``'s ``build()``, the lists of ``def`` names in ``unseen.py`` and
``blind.py``, and the file names in ``benchmarks/placement/``. Nothing under ``foldwise/``, ``docs/``,
``tests/`` or ``scripts/`` was opened, nor any placement result.

The person: Tomas Kazlauskas, 33, a Lithuanian logistics planner at Corrib Freight Forwarding Ltd
(Greenogue Business Park, Rathcoole), who came to Dublin from Kaunas in March 2016. He first worked as a
warehouse operative at Kestrel Distribution in Clondalkin (2016-2019), joined Corrib in March 2019 as a
transport coordinator and has been a logistics planner since 2022; before leaving Lithuania he was a
dispatcher (ekspeditorius) at UAB Nemuno ekspedicija in Kaunas (2013-2016). He rents a two-bed apartment
in Cherry Court, Clondalkin (Dublin 22) with his fiancee Gintare Petraityte (31, a pharmacy technician);
from 2018 to 2021 he rented in Tallaght. They marry on 15 August 2026 in Kaunas (church in the old town,
reception at a manor near the Nemunas) and go to Madeira on honeymoon from 24 August. His father
Vytautas died in 2015; his mother Danute (63) is moving to Vilnius near his sister Ausra, and Tomas,
holding her power of attorney, is selling her two-room flat in Silainiai, Kaunas (agency agreement
January 2026, preliminary contract May 2026, notary deal on 18 June). His grandmother Ona died in 2021; her garden plot was inherited and sold in 2022. He is
finishing a part-time QQI Level 6 Certificate in Supply Chain Management (evenings since September 2025,
exam done in May, final project due 19 June 2026); he holds a QQI Level 5 award in warehousing (2021). At
work he coordinates the 2026/27 road-haulage tender for the continental groupage lanes (contracts from
1 September 2026). He drives a 2015 Skoda Octavia (NCT due June 2026; his 2008 Corolla was sold in 2022),
is with VHI through work, and manages the Vilkai Clondalkin team in a social basketball league (he
organised a Lithuanian community tournament in October 2024). He builds mechanical keyboards: the first, a
65% kit, in 2023; now a 75% board from group-buy and AliExpress parts. Files are English and Lithuanian.

The machine: a Windows laptop. ``Downloads/`` is the dumping ground (``Document (3).pdf``,
``download.pdf``, ``dokumentas.pdf``, installers, unfinished downloads); ``Desktop/`` holds whatever was
open last (``Doc1.docx``, ``New Text Document.txt``, ``Naujas tekstinis dokumentas.txt``); ``Documents/``
has his own half-organised folders, some English (``Revenue``, ``Rent``, ``Car``, ``Health``,
``QQI course``, ``Basketball``, ``Keyboards``), some Lithuanian (``Darbas``, ``Mamos butas``,
``Vestuves 2026``, ``Sodra VMI``, ``Seima``), year folders (``2024``, ``2025``) and ``Scans`` from the HP
printer; ``OneDrive/`` (the cloud folder, with ``Documents`` and ``Pictures/Camera Roll``); ``Pictures/``;
``Phone/`` (a dump of his current Samsung: ``DCIM/Camera``, ``Screenshots``, ``WhatsApp`` media and
documents, ``Download``), copied in May 2026; and ``Senas laptopas 2019/`` (a copy of his old laptop made
when it died in 2019, with Lithuanian folder names: ``Atsisiuntimai``, ``Dokumentai``, ``Darbalaukis``,
``Paveiksleliai``).

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end still worked on now, whatever the file's age: the wedding on
  15 August 2026 (venue, vendors' offers and contracts, guest list, budget, church and registry papers,
  rings, flights to Kaunas, venue-visit photos) -- Wedding; selling Mum's flat in Kaunas (power of
  attorney, agency agreement, registry extracts, energy certificate, buyer offers, preliminary contract,
  notary, listing photos) -- Family; the QQI Level 6 course (timetable, module handouts, assignments,
  fees, tutor mails) -- Education; the 2026/27 haulage tender at work (RFQ, carrier replies, rate
  comparison, notes) -- Work; the 75% keyboard build (parts, orders, import VAT, build log, firmware,
  build photos) -- Keyboards; the Madeira honeymoon (flights, hotel, car hire, plan) -- Travel.
- **Areas**: ongoing responsibilities, whatever the paper's age: his job -- bookings, rates, reports,
  customs mails, contract, reviews (Work); pay, banks, budget, credit union loan, pension, money sent
  to Mum (Finance); Revenue, PPS, tax credits, Lithuanian VMI and Sodra letters (Tax); the rented flat --
  lease, RTB, rent reviews, bills, contents insurance, landlord (Home); GP, VHI, dentist, physio (Health);
  the car -- NCT, motor tax, insurance, service, tolls (Car); family and civil papers -- passports,
  birth certificates, the embassy, family letters (Family); managing the basketball team -- fixtures,
  fees, hall bookings, kit (Basketball). A 2017 payslip or a 2022 Revenue letter is still Areas.
- **Resources**: reference and interests by subject: Incoterms, customs and container references
  (Work); keyboard guides, switch notes, QMK references (Keyboards); drills and rules (Basketball);
  appliance manuals (Home); installers (Software); photos and screenshots (Photos), including holiday,
  family, team and phone snaps -- except photos that document work on a project, current or finished
  (the wedding venue visit, the flat's listing photos, the keyboard builds, the tournament poster: the
  project's bucket and topic), and those in the old laptop copy.
- **Archive**: finished projects and ended responsibilities: the jobs at Kestrel and in Kaunas (Work);
  the Tallaght tenancy and its deposit (Home); grandmother Ona's inheritance, settled 2022 (Family); the
  QQI Level 5 award and the 2016 English course (Education); past trips (Travel); the 2024 community
  tournament (Basketball); the first keyboard build (Keyboards); the Corolla, sold 2022 (Car); and the whole
  old-laptop copy ``Senas laptopas 2019/``, kept as one device backup (Backup), whatever is inside it.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.xlsx``) and
  ``desktop.ini`` / ``Thumbs.db`` (topic System). Dot files (a LibreOffice ``.~lock`` file, a OneDrive
  marker) are written but not labelled.

Topics (16): Work, Finance, Tax, Home, Health, Car, Family, Wedding, Education, Travel, Basketball,
Keyboards, Photos, Software, Backup, System. ``hard`` marks a file whose name *and* folder say nothing
about its subject (``Downloads/Document (3).pdf``, ``Documents/Scans/scan_0014.pdf``,
``Phone/WhatsApp/Media/WhatsApp Documents/DOC-20260412-WA0003.pdf``, ``Desktop/Doc1.docx``): only the text
can place it. Images are never hard; nothing in the old-laptop copy is hard (its folder names the
bucket). PDF text drops Lithuanian diacritics (as many generated PDFs' text layers do); .txt, .docx,
.eml, .csv and .xlsx keep them.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers

LT_MONTHS = ["sausio", "vasario", "kovo", "balandžio", "gegužės", "birželio", "liepos", "rugpjūčio",
             "rugsėjo", "spalio", "lapkričio", "gruodžio"]
_LT_ASCII = str.maketrans("ąčęėįšųūžĄČĘĖĮŠŲŪŽ„“", "aceeisuuzACEEISUUZ\"\"")


def _ie(dt: datetime) -> str:
    return f"{dt.day} {dt:%B %Y}"


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _lt(dt: datetime) -> str:
    return f"{dt.year} m. {LT_MONTHS[dt.month - 1]} {dt.day} d."


def _num(r: random.Random, k: int = 6) -> str:
    return "".join(str(r.randint(0, 9)) for _ in range(k))


def _mail(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt:%a, %d %b %Y} {9 + dt.day % 9:02d}:{dt.day * 2 % 60:02d}"
            f":00 +0100\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body.strip()}\n")


ME = "Tomas Kazlauskas"
ME_MAIL = "Tomas Kazlauskas <tomas.kazlauskas88@gmail.com>"
WORK_MAIL = "Tomas Kazlauskas <tkazlauskas@corribfreight.ie>"
ADDR = "Apt 14, Cherry Court, Monastery Road, Clondalkin, Dublin 22, D22 K7X4"
PPS = "8204517KA"
CORRIB = "Corrib Freight Forwarding Ltd, Unit 7, Greenogue Business Park, Rathcoole, Co. Dublin D24 F6K2"
MUM = "Danutė Kazlauskienė"
FLAT = "Baltų pr. 45-12, Kaunas"
CAR = "Skoda Octavia 1.6 TDI (2015), 151-D-23817"
CUSTOMERS = ["Glenveagh Foods Ltd", "Kildare Pet Supplies Ltd", "Bray Medical Devices DAC", "Midlands Timber Products",
             "Shannon Valve Co.", "Liffey Print & Pack Ltd", "Wicklow Hills Distillery", "Naas Agri Parts Ltd"]
DESTS = [("Rotterdam", "NL"), ("Hamburg", "DE"), ("Gdańsk", "PL"), ("Kaunas", "LT"), ("Lyon", "FR"), ("Poznań", "PL"),
         ("Milano", "IT"), ("Antwerpen", "BE")]
CARRIERS = ["Kelly Bros Haulage", "Norbalt Logistics UAB", "EuroLink Trucking BV", "McGrath Transport Ltd",
            "Rosslare Continental Freight"]
TEAM = ["Mantas", "Darius", "Paulius", "Eoin", "Karolis", "Lukas", "Rokas", "Ciarán", "Tadas", "Aidan", "Justas",
        "Vytautas"]
GUESTS = [("Aušra ir Mindaugas Jonaičiai", "T", "LT"), ("Danutė Kazlauskienė", "T", "LT"),
          ("Rimantas ir Laima Petraičiai", "G", "LT"), ("Evelina Petraitytė", "G", "LT"), ("Ciarán Byrne", "T", "IE"),
          ("Sinéad Walsh", "G", "IE"), ("Darius Vaitkus", "T", "IE"), ("Karolis ir Ieva Stankevičiai", "T", "LT"),
          ("Eoin and Aoife Murphy", "T", "IE"), ("Justina Mockutė", "G", "LT"), ("Paulius Grigas", "T", "IE"),
          ("Rokas ir Greta Butkai", "G", "LT"), ("Jonas Kazlauskas", "T", "LT"), ("Birutė Kazlauskienė", "T", "LT"),
          ("Vilma ir Arūnas Žukauskai", "G", "LT"), ("Niamh O'Connor", "G", "IE"), ("Tadas Paulauskas", "T", "LT"),
          ("Aidan Kelly", "T", "IE"), ("Gabija Lukošiūtė", "G", "LT"), ("Lukas ir Rūta Jankauskai", "G", "LT")]


# --------------------------------------------------------------------------- Work

def t_booking(r, dt):
    cust, (dest, cc) = r.choice(CUSTOMERS), r.choice(DESTS)
    pal = r.randint(2, 9)
    col = dt + timedelta(days=r.randint(1, 4))
    return (f"CORRIB FREIGHT FORWARDING LTD\n{CORRIB}\nTel +353 1 458 2210  bookings@corribfreight.ie\n\n"
            f"BOOKING CONFIRMATION  CFF-{dt:%y}{_num(r, 5)}\nIssued: {_ie(dt)}\n\n"
            f"Shipper: {cust}\nConsignee: {r.choice(['Van Dijk Distributie BV', 'Nordhafen Handels GmbH', 'UAB Baltijos sandėliai', 'Logistique Rhône SAS', 'Hurtownia Pomorze Sp. z o.o.'])}, {dest} ({cc})\n"
            f"Service: road groupage via Dublin Port - Cherbourg / Rotterdam, delivery {dest}\n"
            f"Goods: {pal} pallets, {r.randint(400, 4200)} kg gross, {r.uniform(1.5, 12):.1f} cbm, non-hazardous\n"
            f"Collection: {_ie(col)}, 08:00-12:00, tail-lift required\n"
            f"Incoterms: {r.choice(['DAP', 'FCA Dublin', 'CPT', 'DDP'])}\n"
            "Export customs: declaration lodged by Corrib in AES; MRN will be sent on departure.\n"
            f"Transit time: {r.randint(3, 6)} working days from collection.\n\n"
            f"Your planner: {ME}, direct line +353 1 458 2234\n"
            "All business is transacted under the Standard Trading Conditions of the IIFA.\n")


def t_rates_csv(r, dt):
    rows = ["lane;carrier;rate_per_pallet_eur;min_charge_eur;transit_days;valid_from"]
    for dest, cc in DESTS:
        for c in r.sample(CARRIERS, 2):
            rows.append(f"IE-{cc} {dest};{c};{r.randint(145, 390)};{r.randint(180, 420)};{r.randint(3, 7)};{_iso(dt)}")
    return "\n".join(rows).replace(";", ",") + "\n"


def t_kpi(r, dt):
    rows = ["Week;Loads planned;Collected on time %;Delivered on time %;Claims;Empty km %;Planner"]
    for w in range(8):
        d = dt - timedelta(weeks=7 - w)
        rows.append(f"{d:%G}-W{d:%V};{r.randint(38, 71)};{r.uniform(91, 99.5):.1f};{r.uniform(88, 98.5):.1f};"
                    f"{r.randint(0, 3)};{r.uniform(6, 15):.1f};T. Kazlauskas")
    return "\n".join(rows)


def t_customs_mail(r, dt):
    cust = r.choice(CUSTOMERS)
    return _mail("Orla Fitzgerald <ofitzgerald@corribfreight.ie>", WORK_MAIL,
                 f"RE: {cust} - consignment held at Dublin Port", dt, f"""
Hi Tomas,

Revenue put the {cust} load on a documentary check this morning (red route in AIS). They want the
commercial invoice with the EORI of the consignee and the preference statement, the one we got was
unsigned. I've asked the customer to resend. Can you push the trailer booking on the Cherbourg sailing
back to Thursday and tell the consignee there's a 48h delay?

The driver is waiting at the Terminal 4 holding area, demurrage starts after 4 hours.

Thanks,
Orla
Customs & Compliance, Corrib Freight Forwarding
""")


def t_review(r, dt):
    return f"""Corrib Freight Forwarding Ltd - Annual Performance Review {dt.year - 1}

Employee: {ME}
Role: Logistics Planner, Continental Groupage
Reviewer: Ciarán Byrne, Operations Manager
Date of meeting: {_ie(dt)}

1. Objectives for the year
- Keep on-time collection above 95% on the Baltic and Polish lanes: achieved (96.8%).
- Cut empty running on return loads: partly achieved, empty km down from 14% to 11%.
- Train the new planner (Shauna) on the TMS: done.

2. Strengths
Tomas knows the Baltic carriers very well and can handle them in their own language, which saved us
on several urgent loads. Calm with customers when things go wrong.

3. Development
Wants to finish the QQI Level 6 supply chain course; the company covers 50% of the fee under the
education assistance policy. To lead the haulage tender for 2026/27.

4. Rating: Exceeds expectations. Salary review: +3.5% from 1 March.

Signed: ______________ (employee)      ______________ (manager)
"""


def t_contract(r, dt):
    return f"""CONTRACT OF EMPLOYMENT

between Corrib Freight Forwarding Ltd ("the Company") and {ME} ("the Employee"), {ADDR}

1. Commencement: 4 March 2019. Continuous service dates from that day.
2. Job title: Transport Coordinator. From 1 January 2022 amended to Logistics Planner (see letter of
   variation attached).
3. Place of work: Unit 7, Greenogue Business Park, Rathcoole, Co. Dublin.
4. Hours: 39 hours per week, Monday to Friday, 08:00-17:00 with a one-hour break. Occasional Saturday
   cover on a rota, paid at time and a half.
5. Salary: paid monthly by credit transfer on the 25th of each month.
6. Annual leave: 22 working days plus public holidays, rising to 24 after five years.
7. Pension: the Employee may join the Company's defined contribution scheme (Irish Life); the Company
   matches contributions up to 5% of basic salary.
8. Sick pay: in line with the Sick Leave Act 2022 and the Company handbook.
9. Notice: one month on either side after the probation period.
10. Grievance and disciplinary procedures are set out in the Employee Handbook.

Signed for the Company: Ciarán Byrne      Signed: {ME}      Date: {_ie(dt)}
"""


def t_tender_rfq(r, dt):
    return f"""Corrib Freight Forwarding Ltd
REQUEST FOR QUOTATION - Road haulage, Ireland - Continental Europe groupage, contract 2026/27

Issued: {_ie(dt)}          Contact: {ME}, Logistics Planner (tkazlauskas@corribfreight.ie)

We invite quotations for trailer haulage on the lanes below, from 1 September 2026 to 31 August 2027.
Volumes are estimates from the last twelve months.

Lane                                   Loads/week   Equipment
Dublin - Rotterdam / Antwerpen         6-8          13.6m curtainsider, tail-lift on request
Dublin - Hamburg / Poznań              3-4          13.6m curtainsider
Dublin - Kaunas / Vilnius              2-3          13.6m curtainsider or mega trailer
Dublin - Lyon / Milano                 1-2          13.6m curtainsider, ADR capable

Please quote: rate per full load and per pallet, ferry route used (Dublin-Cherbourg, Rosslare-Dunkirk or
landbridge), fuel surcharge mechanism, transit times, insurance (CMR cover amount) and payment terms.
Replies by 12 June 2026. Shortlisted carriers will be met in the week of 22 June.
"""


def t_tender_reply(r, dt):
    c = r.choice(CARRIERS)
    return _mail(f"{c} <sales@{c.split()[0].lower()}.eu>", WORK_MAIL, "RE: RFQ road haulage 2026/27", dt, f"""
Dear Tomas,

Thank you for the RFQ. Please find our offer for the 2026/27 period:

Dublin - Rotterdam: EUR {r.randint(1850, 2300)} per full load, EUR {r.randint(150, 210)} per pallet
Dublin - Kaunas: EUR {r.randint(2900, 3600)} per full load, transit 4 days via Cherbourg and road
Fuel surcharge: monthly, linked to the EU Weekly Oil Bulletin, base EUR 1.55/l
CMR cover: EUR 250,000 per trailer. Payment terms 45 days end of month.

We can commit {r.randint(2, 5)} trailers per week from September. Happy to meet in June.

Kind regards,
{r.choice(['Jurgita', 'Pieter', 'Seamus', 'Agnieszka'])}
{c}
""")


def t_tender_compare(r, dt):
    rows = ["Carrier;DUB-RTM full load €;DUB-KUN full load €;Per pallet €;Transit KUN (days);FSC base;CMR cover;Terms;Score"]
    for c in CARRIERS:
        rows.append(f"{c};{r.randint(1850, 2300)};{r.randint(2900, 3600)};{r.randint(150, 210)};{r.randint(3, 6)};"
                    f"1.55;{r.choice(['250k', '200k', '300k'])};{r.choice(['30 days', '45 days EOM', '60 days'])};"
                    f"{r.randint(55, 92)}")
    return "\n".join(rows)


def t_tender_notes(r, dt):
    return f"""# Haulage tender 2026/27 - notes

- RFQ sent {_ie(dt - timedelta(days=20))} to 5 carriers, replies due 12 June
- Ciarán wants max 3 carriers, one must have Baltic coverage (Norbalt?)
- check CMR insurance certificates, not only what they write in the mail
- Kelly Bros: good on Rotterdam, no ADR drivers
- fuel surcharge: everyone uses the EU oil bulletin but different base price -> normalise before scoring
- meeting week of 22 June, decision to management by 10 July, contracts start 1 Sept

Scoring: price 50%, transit 20%, reliability (claims 2025) 20%, payment terms 10%
"""


def t_incoterms(r, dt):
    return """Incoterms 2020 - quick reference

EXW  Ex Works: buyer does everything from the seller's premises, including export clearance.
FCA  Free Carrier: seller delivers to the buyer's carrier at a named place, export-cleared.
CPT  Carriage Paid To: seller pays carriage to the named destination; risk passes at first carrier.
CIP  Carriage and Insurance Paid To: as CPT plus insurance (Institute Cargo Clauses A).
DAP  Delivered at Place: seller delivers ready for unloading at destination; buyer clears import.
DPU  Delivered at Place Unloaded: as DAP but seller also unloads.
DDP  Delivered Duty Paid: seller pays import duties and VAT too.
Sea only: FAS, FOB, CFR, CIF - use them only for bulk / non-containerised sea freight.

Tip: for groupage to the EU from Ireland there is no customs border, but NI / GB loads need declarations.
"""


def t_containers(r, dt):
    return """Container & trailer dimensions (internal, approx.)

Type            Length    Width    Height   Door W x H        Max payload   Euro pallets
20' dry         5.90 m    2.35 m   2.39 m   2.34 x 2.28 m     28,200 kg     11
40' dry         12.03 m   2.35 m   2.39 m   2.34 x 2.28 m     26,700 kg     24-25
40' high cube   12.03 m   2.35 m   2.69 m   2.34 x 2.58 m     26,500 kg     24-25
13.6m trailer   13.60 m   2.48 m   2.70 m   side curtain      24,000 kg     33
Mega trailer    13.60 m   2.48 m   3.00 m   side curtain      24,000 kg     33

Euro pallet 1200 x 800 mm, UK/IE standard pallet 1200 x 1000 mm (26 on a trailer).
"""


def t_adr(r, dt):
    return """ADR 1.1.3.6 - small load exemption (summary for planners)

Transport category 0: no exemption. Category 1: 20 kg/l. Category 2: 333 kg/l. Category 3: 1000 kg/l.
Category 4: unlimited. Mixed loads: sum of quantity x factor (50 / 3 / 1) must not exceed 1000 points.
Under the threshold the driver needs no ADR certificate, but the vehicle must carry a 2 kg extinguisher
and the transport document must show UN number, proper shipping name, class, packing group.
Always ask the shipper for the DGN before accepting.
"""


def t_old_ref(r, dt):
    return f"""KESTREL DISTRIBUTION LTD
Unit 3B, Grange Castle Business Park, Clondalkin, Dublin 22

{_ie(dt)}

To whom it may concern

This is to confirm that {ME} was employed by Kestrel Distribution as a Warehouse Operative from
14 March 2016 until 1 March 2019. He worked on picking, loading and goods-in for our chilled and ambient
customers, held our internal counterbalance and reach truck licences, and from 2017 acted as team leader
on the night shift.

Tomas was reliable, punctual and well liked by his colleagues. He leaves us of his own accord to take up
a planning role, and we would re-employ him without hesitation.

Yours faithfully,
Gerry Doyle
Warehouse Manager
"""


def t_old_contract(r, dt):
    return f"""KESTREL DISTRIBUTION LTD - Statement of Terms of Employment

Employee: {ME}, PPS {PPS}
Position: Warehouse Operative (night shift, 22:00-06:30)
Start date: 14 March 2016. Probation six months.
Rate of pay: €10.50 per hour, night premium €1.20 per hour. Paid weekly.
Annual leave: 20 days. Safety footwear and hi-vis provided.
Signed {_ie(dt)}
"""


def t_nemuno(r, dt):
    return f"""UAB „Nemuno ekspedicija“
Raudondvario pl. 101, Kaunas

PAŽYMA

{_lt(dt)}

Pažymime, kad Tomas Kazlauskas dirbo UAB „Nemuno ekspedicija“ ekspeditoriumi nuo 2013-09-02 iki
2016-02-29. Jo pareigos: krovinių pervežimų organizavimas Lietuva-Vokietija-Nyderlandai kryptimis,
vežėjų paieška, dokumentų (CMR) tvarkymas. Darbo sutartis nutraukta darbuotojo prašymu.

Direktorius Rimvydas Šimkus
"""


# --------------------------------------------------------------------------- Finance

def t_payslip(r, dt):
    gross = 4010.63 if (dt.year, dt.month) >= (2026, 3) else (3875.00 if (dt.year, dt.month) >= (2025, 3) else 3745.00)
    paye, usc, prsi, pen = gross * 0.142, gross * 0.031, gross * 0.041, gross * 0.05
    net = gross - paye - usc - prsi - pen
    return f"""Corrib Freight Forwarding Ltd                       PAYSLIP
Employee: {ME}   Employee no. 0147   PPSN: {PPS}
Pay date: 25 {dt:%B %Y}    Period: Month {(dt.month + 0) % 12 or 12}    Tax basis: Cumulative

Basic salary                         €{gross:,.2f}
Gross pay                            €{gross:,.2f}

PAYE                                 €{paye:,.2f}
USC                                  €{usc:,.2f}
PRSI (Class A1)                      €{prsi:,.2f}
Pension (Irish Life DC, 5%)          €{pen:,.2f}

NET PAY                              €{net:,.2f}
Paid to: AIB  IE64 AIBK 9330 1212 3456 78

Tax credits this period €{333.33 + r.choice([0, 83.33]):,.2f}   Standard rate cut-off €{44000 / 12:,.2f}
"""


def t_aib(r, dt):
    bal = r.uniform(1800, 6400)
    lines = []
    for i in range(14):
        d = dt - timedelta(days=28 - 2 * i)
        desc, amt = r.choice([("TESCO CLONDALKIN", -r.uniform(18, 120)), ("LIDL NEWLANDS X", -r.uniform(12, 70)),
                              ("CIRCLE K NAAS RD", -r.uniform(40, 80)), ("VIRGIN MEDIA D/D", -55.00),
                              ("ELECTRIC IRELAND D/D", -r.uniform(70, 140)), ("REVOLUT TOPUP", -200.00),
                              ("MORAN D RENT", -1950.00), ("VHI HEALTHCARE D/D", -r.uniform(30, 60)),
                              ("SPAR CLONDALKIN VLG", -r.uniform(4, 19)), ("EFLOW M50", -r.uniform(3.1, 9.3))])
        bal += amt
        lines.append(f"{d:%d %b}  {desc:<26} {amt:>10.2f}  {bal:>10.2f}")
    return (f"AIB Allied Irish Banks p.l.c.\nClondalkin Branch, Main Street, Clondalkin, Dublin 22\n\n"
            f"Statement of Account   {ME}\n{ADDR}\nIBAN IE64 AIBK 9330 1212 3456 78   BIC AIBKIE2D\n"
            f"Statement date {_ie(dt)}   Page 1 of 1\n\nDate    Details                        Debit/Credit   Balance\n"
            + "\n".join(lines) + "\n\nAIB is regulated by the Central Bank of Ireland.\n")


def t_revolut(r, dt):
    rows = ["Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance"]
    bal = r.uniform(100, 900)
    for i in range(16):
        d = dt - timedelta(days=30 - 2 * i)
        desc, amt = r.choice([("Mama", -r.choice([150, 200, 250])), ("Top-Up by *5678", 200.0),
                              ("Ryanair", -r.uniform(40, 190)), ("AliExpress", -r.uniform(9, 80)),
                              ("Spotify", -11.99), ("Aušra J.", -r.uniform(20, 100)), ("Deliveroo", -r.uniform(18, 35)),
                              ("Maxima", -r.uniform(10, 60))])
        bal += amt
        kind = "TRANSFER" if desc in ("Mama", "Aušra J.") else ("TOPUP" if amt > 0 else "CARD_PAYMENT")
        rows.append(f"{kind},Current,{d:%Y-%m-%d} 10:{i:02d}:11,{d:%Y-%m-%d} 10:{i:02d}:40,{desc},{amt:.2f},0.00,EUR,"
                    f"COMPLETED,{bal:.2f}")
    return "\n".join(rows) + "\n"


def t_swedbank(r, dt):
    bal = r.uniform(900, 4000)
    rows = []
    for i in range(6):
        d = dt - timedelta(days=25 - 5 * i)
        desc, amt = r.choice([("Palūkanos", r.uniform(0.5, 3)), ("Pervedimas D. Kazlauskienei", -150.0),
                              ("Sąskaitos aptarnavimo mokestis", -1.50), ("Pervedimas iš AIB", 500.0)])
        bal += amt
        rows.append(f"{_iso(d)}  {desc:<34} {amt:>9.2f}  {bal:>10.2f}")
    return (f"Swedbank, AB\nKonstitucijos pr. 20A, Vilnius\n\nSĄSKAITOS IŠRAŠAS\nKlientas: Tomas Kazlauskas\n"
            f"Sąskaita: LT43 7300 0101 2345 6789\nLaikotarpis: {_iso(dt - timedelta(days=30))} - {_iso(dt)}\n\n"
            "Data        Operacija                            Suma, EUR   Likutis\n" + "\n".join(rows) + "\n")


def t_budget(r, dt):
    rows = ["Month;Income;Rent;Bills;Food;Car;Mama;Wedding savings;Other;Left"]
    for m in range(1, 13):
        inc = 2780 + (1350 if m % 2 else 1410)
        vals = [1950, r.randint(150, 260), r.randint(420, 620), r.randint(180, 390), 200, r.choice([400, 500, 600]),
                r.randint(100, 400)]
        rows.append(f"{dt.year}-{m:02d};{inc};" + ";".join(map(str, vals)) + f";{inc - sum(vals)}")
    return "\n".join(rows)


def t_credit_union(r, dt):
    bal = r.uniform(2500, 8000)
    return f"""Core Credit Union Limited - Clondalkin Office
Member statement

Member: {ME}   Member no. 55{_num(r, 4)}
Statement to {_ie(dt)}

Loan account (car loan, drawn May 2022, €14,000 over 60 months)
Opening balance        €{bal + 1164:,.2f}
Repayments (4 x €291)  €1,164.00
Interest charged       €{bal * 0.0069:,.2f}
Closing balance        €{bal * 1.0069:,.2f}

Shares account          €{r.uniform(1200, 3000):,.2f}
Dividend declared for the year: 0.50%. Loan interest rebate: 10%.
Core Credit Union is regulated by the Central Bank of Ireland.
"""


def t_pension(r, dt):
    v = r.uniform(21000, 34000)
    return f"""Irish Life - Corrib Freight Forwarding Ltd Defined Contribution Pension Scheme
Annual Benefit Statement as at {_ie(dt)}

Member: {ME}    Date of birth: 19/07/1992    Normal retirement age: 66

Value of your fund at start of year     €{v:,.2f}
Your contributions (5%)                 €{2325:,.2f}
Employer contributions (5%)             €{2325:,.2f}
Investment growth                       €{v * 0.071:,.2f}
Value of your fund at end of year       €{v * 1.071 + 4650:,.2f}

Investment choice: Irish Life Empower Lifestyle Strategy (Multi-Asset Portfolio Fund 4).
Projected pension at 66 in today's money: €{r.randint(780, 1150)} a month.
This is an estimate, not a guarantee.
"""


def t_mama_transfers(r, dt):
    rows = ["Data,Suma EUR,Kam,Pastaba"]
    for m in range(12):
        d = dt - timedelta(days=30 * (11 - m))
        rows.append(f"{_iso(d)},{r.choice([150, 200, 200, 250])},Mama,{r.choice(['vaistai', 'komunaliniai', '', 'dantistas', ''])}")
    return "\n".join(rows) + "\n"


# --------------------------------------------------------------------------- Tax

def t_tcc(r, dt):
    return f"""Revenue - Irish Tax and Customs
Tax Credit Certificate {dt.year}

Name: {ME}        PPSN: {PPS}      Date of issue: {_ie(dt)}
Employer: Corrib Freight Forwarding Ltd (Employer reg. 9876543T)

Tax credits for {dt.year}
Personal Tax Credit                    €2,000.00
Employee (PAYE) Tax Credit             €2,000.00
Rent Tax Credit                        €1,000.00
Total tax credits                      €5,000.00
Allocated to this employment           €4,000.00 (Rent Tax Credit given as a refund when claimed)

Standard Rate Cut-Off Point            €44,000.00 (20%); balance at 40%
USC: cumulative basis.

If your circumstances change, update your record in myAccount at www.revenue.ie.
"""


def t_eds(r, dt):
    g = r.uniform(45500, 48500)
    return f"""Revenue - Employment Detail Summary {dt.year - 1}

{ME}, PPSN {PPS}
This summary is based on the payroll information your employer sent to Revenue.

Employer: Corrib Freight Forwarding Ltd     Employment ID: 1
Period: 01/01/{dt.year - 1} - 31/12/{dt.year - 1}
Gross pay for Income Tax          €{g:,.2f}
Income Tax deducted               €{g * 0.142:,.2f}
USC deducted                      €{g * 0.031:,.2f}
PRSI (employee)                   €{g * 0.041:,.2f}
Employee pension contributions    €{g * 0.05:,.2f}

You may need this summary to complete your Income Tax Return (Form 12).
"""


def t_sol(r, dt):
    ref = r.uniform(480, 1150)
    return f"""Revenue - Statement of Liability {dt.year - 1}

To: {ME}, {ADDR}
PPSN: {PPS}     Date: {_ie(dt)}

Following your Income Tax Return for {dt.year - 1}:
Total tax liability                          €{r.uniform(4300, 5100):,.2f}
Tax deducted by employer                     €{r.uniform(5000, 5800):,.2f}
Rent Tax Credit                              €1,000.00 (claimed: {ADDR.split(',')[0]}, landlord D. Moran, RTB reg.)
Health expenses relief (Form Med 1)          €{r.uniform(60, 180):,.2f}

Overpayment                                  €{ref:,.2f}
The overpayment will be refunded to your bank account ending 5678 within 5 working days.
"""


def t_rent_credit(r, dt):
    return f"""Revenue myAccount - Receipt

Your claim for the Rent Tax Credit has been received.
Claim for year: {dt.year - 1}
Name: {ME}    PPSN: {PPS}
Rented property: {ADDR}
Landlord: Declan Moran    Landlord PPSN / RTB registration no.: RT{_num(r, 7)}
Rent paid in the year: €23,400.00
Amount of credit due: €1,000.00

Receipt ID: {_num(r, 10)}   Submitted: {_ie(dt)} 21:14
Keep your rent receipts for six years in case Revenue asks to see them.
"""


def t_pps(r, dt):
    return f"""An Roinn Gnóthaí Fostaíochta agus Coimirce Sóisialaí
Department of Employment Affairs and Social Protection
Client Identity Services, Intreo Centre, Clondalkin

Mr Tomas Kazlauskas
{ADDR}

{_ie(dt)}

Personal Public Service Number (PPSN)

Your Personal Public Service Number is {PPS}. Keep this letter safe. You will need your PPSN when
dealing with Revenue, your employer, the Department and other public bodies. Your Public Services Card
will be posted to you separately.
"""


def t_vmi(r, dt):
    return f"""VALSTYBINĖ MOKESČIŲ INSPEKCIJA PRIE LIETUVOS RESPUBLIKOS FINANSŲ MINISTERIJOS
Kauno apskrities skyrius

Tomui Kazlauskui
el. paštu per Mano VMI

{_lt(dt)}  Nr. (18.7-31-2E) RM-{_num(r, 6)}

DĖL GYVENTOJO REZIDAVIMO IR PAJAMŲ DEKLARAVIMO

Atsakydami į Jūsų paklausimą informuojame, kad, Jums nuo 2016 m. nuolat gyvenant ir dirbant Airijoje ir
turint ten nuolatinę gyvenamąją vietą, Lietuvoje Jūs laikomas nenuolatiniu Lietuvos gyventoju.
Nenuolatinis gyventojas metinės pajamų deklaracijos (GPM311) teikti neprivalo, jei Lietuvoje negavo
apmokestinamųjų pajamų. Banko palūkanos neapmokestinamos, jei jos neviršija 500 Eur per metus.

Motinos buto pardavimo pajamos yra jos pajamos; veikiant pagal įgaliojimą, deklaruoti jas Jums nereikia.
Rezidavimo Airijoje pažymą (Certificate of Residence) galite gauti iš Airijos mokesčių administratoriaus.

Skyriaus vedėja Jolanta Vaitkevičienė
"""


def t_sodra(r, dt):
    return f"""VALSTYBINIO SOCIALINIO DRAUDIMO FONDO VALDYBA (SODRA)

{_lt(dt)}

Tomas Kazlauskas, a. k. 3920719XXXX

IŠRAŠAS IŠ ASMENINĖS SOCIALINIO DRAUDIMO SĄSKAITOS

Pensijų socialinio draudimo stažas Lietuvoje: 2 metai 6 mėn. (2013-09-02 - 2016-02-29)
Sukaupti pensijos apskaitos vienetai: {r.uniform(2.1, 3.4):.2f}
Duomenys apie draudimą kitose ES valstybėse Sodroje nekaupiami; laikotarpiai Airijoje bus įskaityti
skiriant pensiją pagal Reglamentą (EB) Nr. 883/2004.

Pensijų kaupimas (II pakopa): dalyvavimas sustabdytas, įmokos negaunamos nuo 2016 m.
Išrašą galite bet kada peržiūrėti prisijungę prie Gyventojo portalo www.sodra.lt.
"""


# --------------------------------------------------------------------------- Home

def t_lease(r, dt):
    return f"""RESIDENTIAL TENANCY AGREEMENT

Landlord: Declan Moran, 22 Orchard Lawns, Lucan, Co. Dublin
Tenants: {ME} and Gintarė Petraitytė
Property: {ADDR} (two-bedroom apartment, parking space no. 31)

Term: Part 4 tenancy commencing 1 September 2021.
Rent: €1,950.00 per month, payable in advance on the 1st by standing order.
Deposit: €1,950.00, held by the landlord and returned at the end of the tenancy less any deductions
for damage beyond normal wear and tear or rent arrears.
The property is in a Rent Pressure Zone (South Dublin County Council area). Rent reviews follow the
Residential Tenancies Acts and need 90 days' written notice.
The landlord will register the tenancy with the Residential Tenancies Board (RTB).
Tenants: keep the apartment in good condition, allow access for repairs on 24 hours' notice, no
subletting without consent. Management company rules (Cherry Court OMC) apply.

Signed: D. Moran      T. Kazlauskas      G. Petraitytė      Date: {_ie(dt)}
"""


def t_rtb(r, dt):
    return f"""Residential Tenancies Board / An Bord um Thionóntachtaí Cónaithe
PO Box 47, Clonakilty, Co. Cork

{ME}
{ADDR}

{_ie(dt)}

Tenancy Registration Confirmation - Registration number RT{_num(r, 9)}

Your landlord, Declan Moran, has registered the tenancy of the dwelling above with the RTB.
Rent registered: €1,950.00 per month. Number of occupants: 2. Annual registration, next due {_ie(dt + timedelta(days=365))}.

As a tenant you have rights, including the right to a rent review no more often than allowed in a Rent
Pressure Zone. For disputes, apply online at www.rtb.ie.
"""


def t_rent_review(r, dt):
    return f"""Declan Moran
22 Orchard Lawns, Lucan, Co. Dublin

To: Tomas Kazlauskas and Gintarė Petraitytė
{ADDR}

{_ie(dt)}

Notice of Rent Review

The current rent is €1,950.00 per month. Following a review, the new rent will be €1,989.00 per month,
an increase of 2%, which is within the limit for a Rent Pressure Zone. The new rent takes effect on
{_ie(dt + timedelta(days=92))}, more than 90 days after this notice is served.

Three comparable apartments in Clondalkin: Riverside Park 2-bed €2,150; Monastery Gate 2-bed €2,075;
Floraville 2-bed €2,100 (daft.ie, {dt:%B %Y}).
If you dispute this rent review you can refer it to the RTB within 28 days of receiving this notice.

Yours sincerely, Declan Moran
"""


def t_electric(r, dt):
    units = r.randint(380, 720)
    return f"""Electric Ireland
Bill for {ME}, {ADDR}
Account number 9{_num(r, 8)}     MPRN 1000{_num(r, 7)}     Bill date {_ie(dt)}

Billing period {_ie(dt - timedelta(days=61))} - {_ie(dt)}
Day units  {units} kWh @ €0.3412        €{units * 0.3412:,.2f}
Standing charge 61 days               €{61 * 0.7366:,.2f}
PSO levy                              €{r.uniform(3, 7):,.2f}
VAT 9%                                €{units * 0.3412 * 0.09:,.2f}
Total due                             €{units * 0.3412 * 1.09 + 45:,.2f}
Paid by direct debit on {_ie(dt + timedelta(days=14))}.
"""


def t_virgin(r, dt):
    return f"""Virgin Media Ireland Limited
Your bill - {dt:%B %Y}
Account {_num(r, 9)}   {ME}, {ADDR}

Broadband 1 Gig                       €55.00
Calls & extras                        €0.00
Total                                 €55.00
Direct debit from your AIB account on or after {_ie(dt + timedelta(days=10))}.
Your 12 month contract ended - call us about our latest offers.
"""


def t_contents(r, dt):
    return f"""Zurich Insurance Europe AG - Home Contents Insurance (tenants)
Renewal notice   Policy no. HC-{_num(r, 8)}

Policyholder: {ME}        Address insured: {ADDR}
Period: {_ie(dt)} to {_ie(dt + timedelta(days=364))}

Contents sum insured              €30,000
Specified items (laptop, bike)    €3,200
Accidental damage                 included
Excess                            €250
Annual premium                    €{r.uniform(140, 210):,.2f} incl. 3% levy
If there is no change, your policy renews automatically.
"""


def t_landlord_mail(r, dt):
    return _mail("Declan Moran <declanmoran61@eircom.net>", ME_MAIL, "Re: washing machine apt 14", dt, """
Hi Tomas,

Sorry to hear the washing machine is leaking again. I've asked Paddy (the plumber) to call out,
he said Thursday between 9 and 12, is someone home? If it can't be fixed I'll replace it, it's nearly
ten years old. Don't use it in the meantime.

Also the management company is testing the fire alarms on the 14th, they'll need access to the hall.

Regards,
Declan
""")


def t_omc(r, dt):
    return f"""Cherry Court Owners' Management Company CLG
c/o Premier Property Management, Dublin 12

To all residents                                   {_ie(dt)}

1. Bins: the new waste contractor collects general waste on Tuesdays and recycling on alternate
   Fridays. Please flatten cardboard. Bulky items are not to be left in the bin store.
2. Car park: cars without a parking permit will be clamped from next month.
3. Fire safety: annual fire alarm and emergency lighting test, all apartments, access needed 10:00-14:00.
4. Block B roof works continue until the end of the month.
"""


def t_old_tenancy(r, dt):
    return f"""TENANCY AGREEMENT (fixed term 12 months, then Part 4)

Landlord: Sandra Keogh, c/o Keogh Lettings, Tallaght, Dublin 24
Tenant: {ME}
Property: 7 Fernwood Close, Springfield, Tallaght, Dublin 24 (room and shared use of kitchen)
Start: 1 June 2018. Rent €700 per month. Deposit €700.
Signed {_ie(dt)}
"""


def t_deposit(r, dt):
    return _mail("Keogh Lettings <info@keoghlettings.ie>", ME_MAIL, "Deposit return - 7 Fernwood Close", dt, """
Dear Tomas,

Following the final inspection on 31 August we are returning your deposit of €700 less €60 for the
carpet cleaning in the bedroom, as agreed. €640 has been transferred to your AIB account today.

Thank you for being a great tenant, and best of luck in the new apartment in Clondalkin.

Sandra Keogh
Keogh Lettings
""")


def t_beko(r, dt):
    return """Beko WTV8636XS - Washing machine - User manual (extract)

Programmes: Cottons 20-90, Synthetics 40, Mix 40, Quick 14', Wool/Handwash, Rinse, Spin + Drain.
Error codes: E02 water inlet problem - check tap and hose filter. E04 water overflow. E05 heater fault.
Cleaning the pump filter: open the cover at the bottom right, drain water with the emergency hose,
turn the filter anticlockwise. Clean the detergent drawer every 4-5 washes.
Use the drum clean programme once a month at 90 degrees with no laundry.
"""


# --------------------------------------------------------------------------- Health

def t_gp(r, dt):
    return f"""Orchard Medical Practice
Old Nangor Road, Clondalkin Village, Dublin 22    Tel 01 457 3318

Receipt no. {_num(r, 5)}     Date {_ie(dt)}
Patient: {ME}, DOB 19/07/1992

Consultation - Dr Niamh Kelly                     €65.00
{r.choice(['Blood test (phlebotomy)                            €25.00', 'Sick certificate                                   €0.00', 'Repeat prescription                                €0.00'])}
Paid by card. Keep this receipt for your VHI claim and for Med 1 tax relief.
"""


def t_bloods(r, dt):
    return f"""Orchard Medical Practice - Laboratory results (St James's Hospital lab)
Patient: {ME}     DOB 19/07/1992     Requested by Dr N. Kelly     Reported {_ie(dt)}

Haemoglobin       {r.uniform(14, 16.5):.1f} g/dL     (13.0-17.0)
Ferritin          {r.randint(60, 210)} ug/L          (30-400)
Vitamin D         {r.randint(28, 55)} nmol/L        (50-125)  LOW
Cholesterol total {r.uniform(4.2, 5.4):.1f} mmol/L   (<5.0)
TSH               {r.uniform(1, 3):.2f} mU/L        (0.3-4.2)
Comment: vitamin D low - start supplement 1000 IU daily over the winter; otherwise normal, no action.
"""


def t_vhi_renewal(r, dt):
    return f"""Vhi Healthcare - Group scheme renewal
Corrib Freight Forwarding Ltd employee scheme      Policy no. {_num(r, 8)}

Members: {ME} (policyholder), Gintarė Petraitytė
Plan: Company Plan Plus Level 1.3      Renewal date: {_ie(dt)}
Annual premium: €{r.uniform(1900, 2300):,.2f} (employer pays 50% for the employee; partner paid by you,
deducted monthly from salary). Government levy and tax relief at source already applied.
Day-to-day cover: GP and consultant visits 50% up to €50 per visit after €75 excess; physio 6 visits.
"""


def t_vhi_claim(r, dt):
    return f"""Vhi Healthcare - Statement of your claim
Claim no. {_num(r, 9)}     Member: {ME}     Statement date {_ie(dt)}

Date of treatment  Provider                          Charged   Paid by Vhi
{_iso(dt - timedelta(days=40))}         Orchard Medical Practice (GP)     €65.00    €32.50
{_iso(dt - timedelta(days=33))}         Clondalkin Physio & Sports Injury €60.00    €30.00
{_iso(dt - timedelta(days=26))}         Clondalkin Physio & Sports Injury €60.00    €30.00
Less annual excess                                                 -€75.00 applied to earlier claim
Total paid to your bank account ending 5678: €92.50
"""


def t_physio(r, dt):
    return f"""Clondalkin Physio & Sports Injury Clinic
Treatment summary / home exercises                  {_ie(dt)}

Patient: {ME}
Injury: right ankle lateral ligament sprain (grade 2), inversion while landing - basketball, January.
Treatment: soft tissue, mobilisation, balance work. Sessions so far: {r.randint(3, 6)}.

Home programme (daily):
1. Ankle alphabet, 2 x each foot
2. Calf raises on step, 3 x 15
3. Single-leg balance on pillow, 3 x 30 s, eyes closed when easy
4. Band eversion, 3 x 15
Return to play: light training now, no matches for 2 more weeks; tape or brace for 3 months.
"""


def t_dentist(r, dt):
    return f"""Clondalkin Dental Care, Tower Road, Clondalkin, Dublin 22
Invoice {_num(r, 6)}     {_ie(dt)}
Patient: Tomas Kazlauskas

Examination (PRSI Treatment Benefit)       €0.00
Scale and polish (PRSI, €15 patient fee)   €15.00
Composite filling, lower left 6            €{r.choice([120, 130, 140])}.00
Total paid                                 €{r.choice([135, 145, 155])}.00
Next check-up in 12 months. Claim Med 2 relief for non-routine treatment.
"""


# --------------------------------------------------------------------------- Car

def t_nct_booking(r, dt):
    return f"""National Car Testing Service - Booking confirmation

Vehicle: 151-D-23817   Skoda Octavia
Test type: Full test
Centre: Fonthill NCT Centre, Fonthill Industrial Park, Dublin 22
Date & time: {_ie(dt + timedelta(days=23))}, 08:45
Fee paid: €55.00     Booking ref: {_num(r, 9)}

Please arrive 10 minutes early with the vehicle registration certificate and your booking reference.
Remove all items from the boot. A retest within 21 days is free of charge for a visual inspection.
"""


def t_nct_cert(r, dt):
    return f"""NCTS - Test result / Certificate
Registration 151-D-23817    Make/model Skoda Octavia    Odometer {r.randint(160000, 205000)} km
Test date {_ie(dt)}    Centre: Fonthill
Result: {r.choice(['PASS', 'PASS', 'PASS ADVISORY'])}
Advisory items: front brake discs light corrosion; rear tyre near limit (2.2 mm).
Certificate valid until {_ie(dt + timedelta(days=365))} (vehicle over 10 years old: annual test).
"""


def t_motor_tax(r, dt):
    return f"""motortax.ie - Transaction receipt
Vehicle 151-D-23817   CO2 109 g/km, band A4
Tax period: 12 months from {dt:%B %Y}
Amount paid: €190.00   Transaction no. {_num(r, 10)}   Date {_ie(dt)}
Your tax disc will be posted to the registered owner: {ME}, {ADDR}.
"""


def t_car_ins(r, dt):
    return f"""AXA Insurance DAC - Motor renewal
Policy MO-{_num(r, 8)}    Insured: {ME}
Vehicle: {CAR}
Cover: Comprehensive   Drivers: insured, Gintarė Petraitytė (named)
Period: {_ie(dt)} - {_ie(dt + timedelta(days=364))}
No-claims discount: 6 years (protected)   Excess: €300
Premium: €{r.uniform(620, 780):,.2f} including Government levy
Insurance Compensation Fund levy included. Your insurance disc is enclosed.
"""


def t_service(r, dt):
    return f"""Nangor Road Motors, Unit 4, Nangor Road, Clondalkin, Dublin 22
Invoice {_num(r, 5)}      {_ie(dt)}
Customer: Tomas Kazlauskas   Vehicle 151-D-23817 Skoda Octavia   Mileage {r.randint(160000, 205000)} km

Full service (oil 5W-30 VW 507, oil/air/pollen/fuel filters)    €{r.randint(260, 320)}.00
Front brake pads                                              €{r.randint(110, 150)}.00
Wiper blades                                                  €28.00
VAT incl. Paid by card. Next service in 15,000 km.
"""


def t_eflow(r, dt):
    return f"""eFlow - M50 toll statement
Account {_num(r, 8)}   Vehicle 151-D-23817   {ME}
Period: {dt:%B %Y}
Trips: {r.randint(6, 18)} x €3.10 (registered video account)  Total €{r.randint(6, 18) * 3.1:.2f}
Paid by direct debit.
"""


def t_corolla(r, dt):
    return f"""Vehicle sale receipt

I, Seán Doherty, 12 Bawnogue Road, Clondalkin, bought from {ME} the vehicle
Toyota Corolla 1.4 D-4D, 08-D-71422, silver, odometer 241,300 km,
for the sum of €1,900 (one thousand nine hundred euro), paid in cash on {_ie(dt)}.
Sold as seen. Change of ownership (RF101 / online) to be completed by the seller today.

Seller: T. Kazlauskas        Buyer: S. Doherty
"""


# --------------------------------------------------------------------------- Family: Mum's flat (project)

def t_poa(r, dt):
    return f"""ĮGALIOJIMAS

{_lt(dt)}, Kaunas

Aš, Danutė Kazlauskienė, a. k. 462XXXXXXXX, gyvenanti {FLAT}, šiuo įgaliojimu įgalioju savo sūnų
Tomą Kazlauską, a. k. 3920719XXXX, gyvenantį Airijoje, Dublino mieste, parduoti už kainą ir kitomis
sąlygomis jo nuožiūra man nuosavybės teise priklausantį butą, esantį {FLAT} (unikalus Nr.
1996-{_num(r, 4)}-{_num(r, 4)}:{_num(r, 4)}), sudaryti ir pasirašyti preliminariąją ir pagrindinę
pirkimo-pardavimo sutartis, gauti pinigus, atstovauti mane Registrų centre, notarų biuruose,
bendrijoje ir komunalines paslaugas teikiančiose įmonėse.

Įgaliojimas galioja iki 2026 m. gruodžio 31 d.

Patvirtino Kauno 5-ojo notarų biuro notarė Rasa Petrauskienė. Registro Nr. {r.randint(1000, 9999)}.
"""


def t_agency(r, dt):
    return f"""TARPININKAVIMO SUTARTIS Nr. KB-{dt.year}-{r.randint(10, 99)}

{_lt(dt)}, Kaunas

UAB „Kauno būstas“ (Tarpininkas), atstovaujama brokerės Vaidos Rimkienės, ir Danutė Kazlauskienė
(Užsakovė), atstovaujama sūnaus Tomo Kazlausko pagal įgaliojimą, sudarė šią sutartį:

1. Tarpininkas įsipareigoja surasti pirkėją butui {FLAT}: 2 kambariai, 49,6 kv. m, 5 aukštas iš 5,
   1979 m. statybos plytinis namas, renovuotas 2019 m.
2. Pageidaujama kaina: 92 000 Eur. Mažiausia kaina derinama su Užsakove.
3. Tarpininkavimo mokestis: 2 % nuo pardavimo kainos, bet ne mažiau kaip 1 500 Eur, mokamas pasirašius
   pagrindinę pirkimo-pardavimo sutartį.
4. Išimtinė sutartis, galioja 6 mėnesius. Skelbimai: aruodas.lt, skelbiu.lt, domoplius.lt.
5. Apžiūras organizuoja Tarpininkas; raktai perduoti brokerei.
"""


def t_rc_extract(r, dt):
    return f"""VĮ REGISTRŲ CENTRAS
NEKILNOJAMOJO TURTO REGISTRO CENTRINIO DUOMENŲ BANKO IŠRAŠAS

Išrašo suformavimo data: {_iso(dt)}
Registro Nr. 19/{_num(r, 6)}
Nekilnojamojo turto objektas: Butas, {FLAT}
Unikalus Nr.: 1996-{_num(r, 4)}-{_num(r, 4)}:{_num(r, 4)}
Bendras plotas 49,60 kv. m, kambarių skaičius 2, aukštas 5
Statybos metai: 1979, sienos: plytos
Vidutinė rinkos vertė: {r.randint(71000, 79000)} Eur (vertinimo data 2026-01-01)
Nuosavybės teisė: Danutė Kazlauskienė, įregistravimo pagrindas: 2003-05-14 pirkimo-pardavimo sutartis
Hipoteka / areštai: neįregistruota.
"""


def t_energy_cert(r, dt):
    return f"""PASTATO (BUTO) ENERGINIO NAUDINGUMO SERTIFIKATAS
Nr. KG-{_num(r, 4)}-{_num(r, 5)}     Išdavimo data: {_iso(dt)}  Galioja iki: {dt.year + 10}-{dt.month:02d}-{dt.day:02d}

Butas: {FLAT}, naudingasis plotas 49,60 m2
Energinio naudingumo klasė: C
Skaičiuojamosios šiluminės energijos sąnaudos: {r.randint(110, 150)} kWh/m2 per metus
Pastatas renovuotas 2019 m. (išorinių sienų ir stogo šiltinimas, langų keitimas)
Sertifikatą parengė atestuotas ekspertas Edvinas Kairys, kval. atestato Nr. {r.randint(1000, 9999)}.
"""


def t_buyer_offer(r, dt):
    price = r.choice([84000, 86500, 88000, 89500])
    p1, p2 = f"{price:,}".replace(",", " "), f"{price + 2500:,}".replace(",", " ")
    return _mail("Vaida Rimkienė <vaida@kaunobustas.lt>", ME_MAIL, "Pasiūlymas dėl buto Baltų pr. 45-12", dt, f"""
Laba diena, Tomai,

vakar butą apžiūrėjo jauna šeima (abu dirba Kaune, turi banko kredito patvirtinimą). Jie siūlo
{p1} Eur, nori, kad būtų palikti virtuvės baldai ir skalbimo mašina. Perėmimas - per mėnesį po
notaro.

Mano nuomone, galima bandyti derėtis iki {p2} Eur - kitų rimtų pasiūlymų šiuo metu nėra, o
Šilainiuose panašūs butai dabar parduodami po 1 750-1 850 Eur/kv. m.

Pasitarkite su mama ir duokite žinią iki penktadienio.

Pagarbiai
Vaida Rimkienė
UAB „Kauno būstas“, tel. +370 612 34 567
""")


def t_prelim(r, dt):
    return f"""PRELIMINARIOJI BUTO PIRKIMO-PARDAVIMO SUTARTIS

{_lt(dt)}, Kaunas

Pardavėja Danutė Kazlauskienė, atstovaujama Tomo Kazlausko pagal įgaliojimą, ir pirkėjai Justinas ir
Akvilė Navickai susitaria ateityje sudaryti pagrindinę buto {FLAT} pirkimo-pardavimo sutartį.

1. Kaina: 88 500 Eur. Avansas 5 000 Eur sumokamas pasirašant šią sutartį; likusi dalis - pasirašant
   pagrindinę sutartį (dalis iš pirkėjų banko kredito).
2. Pagrindinė sutartis sudaroma ne vėliau kaip 2026 m. birželio 30 d. pas notarę R. Petrauskienę.
3. Pardavėja įsipareigoja iki perdavimo sumokėti visus mokesčius už komunalines paslaugas ir pateikti
   bendrijos pažymą apie įsiskolinimų nebuvimą.
4. Bute paliekami virtuvės baldai, skalbimo mašina.
5. Jei sutarties nevykdo pirkėjai, avansas negrąžinamas; jei pardavėja - grąžinamas dvigubai.
"""


def t_notary_mail(r, dt):
    return _mail("Kauno 5-asis notarų biuras <notare.petrauskiene@notarai.lt>", ME_MAIL,
                 "Sandorio data - Baltų pr. 45-12", dt, """
Laba diena,

patvirtiname sandorio laiką: 2026 m. birželio 18 d. 10.00 val., Laisvės al. 88, Kaunas.
Atvykdami turėkite asmens dokumentą, įgaliojimo originalą, bendrijos pažymą apie įsiskolinimų
nebuvimą ir energinio naudingumo sertifikatą. Registrų centro išrašą paruošime patys.
Pirkėjų bankas (SEB) atsiųs kredito sutarties projektą tiesiai mums.

Notaro paslaugų kaina apie 280 Eur, pagal susitarimą moka pirkėjai.

Pagarbiai,
notarės padėjėja Ugnė
""")


def t_comparables(r, dt):
    rows = ["Adresas,Kambariai,Plotas m2,Aukstas,Kaina EUR,EUR/m2,Saltinis"]
    for s in ["Baltų pr. 41", "Baltų pr. 59", "Vakarų g. 8", "Pramonės pr. 24", "Šiaurės pr. 39", "Baltų pr. 33"]:
        a = round(r.uniform(44, 54), 1)
        p = r.randint(78, 97) * 1000
        rows.append(f"{s},2,{a},{r.randint(1, 9)}/9,{p},{p / a:.0f},aruodas.lt")
    return "\n".join(rows) + "\n"


def t_flat_todo(r, dt):
    return """Mamos butas - ką padaryti

- [x] įgaliojimas - mama pasirašė pas notarę Petrauskienę sausio mėn., originalas pas Aušrą
- [x] sutartis su Kauno būstu, raktai Vaidai
- [x] energinio naudingumo sertifikatas
- [x] preliminari sutartis, avansas 5000 gautas mamai į sąskaitą
- [ ] bendrijos pažyma (prašyti ne anksčiau kaip savaitę prieš notarą)
- [ ] Kauno energija, Kauno vandenys, Ignitis - nuimti rodmenis perdavimo dieną, perrašyti
- [ ] išvežti mamos daiktus - sesuo su Mindaugu atvažiuos birželio 13 d.
- [ ] skrydis į Kauną 17 birželio (Ryanair), atgal 21
- [ ] notaras birželio 18 d. 10:00
"""


def t_utility(r, dt):
    return f"""AB „Kauno energija“
PAŽYMA APIE ATSISKAITYMĄ
{_lt(dt)}

Vartotoja: Danutė Kazlauskienė, {FLAT}, mokėtojo kodas {_num(r, 7)}
Skola už šilumą ir karštą vandenį {_iso(dt)} dienai: 0,00 Eur.
Sezono vidutinė mėnesio sąskaita: {r.uniform(45, 80):.2f} Eur.
Pasikeitus savininkui, naujasis savininkas turi sudaryti sutartį per 30 dienų.
"""


# --------------------------------------------------------------------------- Family: area and archive

def t_sister_mail(r, dt):
    return _mail("Aušra Jonaitienė <ausra.jonaitiene@gmail.com>", ME_MAIL, "Mama", dt, """
Labas, broli,

kalbėjau su mama - ji jau susitaikė, kad butą parduodam, bet labai nerimauja dėl daiktų. Mes su
Mindaugu surasim jai butą Vilniuje, Pašilaičiuose, netoli mūsų, kol kas pagyvens pas mus.
Ar tu tikrai atskrisi į notarą? Mama nori, kad viską darytum tu, ji notarų bijo :)

Ir dar - jos daktarė Kaune sakė, kad reikia perregistruoti pas šeimos gydytoją Vilniuje, padarysiu.

Bučiuoju, Aušra
""")


def t_passport(r, dt):
    return f"""Lietuvos Respublikos ambasada Airijoje / Embassy of the Republic of Lithuania to Ireland
Konsulinis skyrius

Registracija konsulinei paslaugai patvirtinta

Asmuo: Tomas Kazlauskas
Paslauga: Lietuvos Respublikos paso išdavimas (keičiant pasibaigusį)
Data ir laikas: {_iso(dt + timedelta(days=12))} 11:20
Adresas: 47 Ailesbury Road, Ballsbridge, Dublin 4

Atsivežkite: galiojantį asmens dokumentą, nuotrauką nereikia (fotografuojama vietoje), konsulinis
mokestis {r.choice(['43', '43'])} Eur mokamas kortele. Pasą galėsite atsiimti po 4-6 savaičių.
"""


def t_birth_cert(r, dt):
    return f"""LIETUVOS RESPUBLIKA
GIMIMO ĮRAŠO IŠRAŠAS

Išdavimo data: {_iso(dt)}   Išdavė: Kauno miesto savivaldybės administracijos Civilinės metrikacijos skyrius

Vardas, pavardė: Tomas Kazlauskas
Gimimo data: 1992-07-19    Gimimo vieta: Kaunas, Lietuva
Tėvas: Vytautas Kazlauskas    Motina: Danutė Kazlauskienė
Įrašo Nr. {r.randint(1000, 3999)}, įregistruota 1992-07-27.

Išrašas išduotas santuokai sudaryti. Apostilė nereikalinga Lietuvoje.
"""


def t_inherit(r, dt):
    return f"""PAVELDĖJIMO TEISĖS LIUDIJIMAS

{_lt(dt)}, Kaunas
Kauno 5-ojo notarų biuro notarė Rasa Petrauskienė patvirtina, kad po Onos Kazlauskienės, mirusios
2021 m. rugsėjo 3 d., mirties palikimą pagal įstatymą priėmė anūkas Tomas Kazlauskas ir anūkė Aušra
Jonaitienė lygiomis dalimis (sūnus Vytautas Kazlauskas mirė 2015 m.).

Palikimą sudaro: sodo sklypas 0,06 ha su sodo nameliu, Kauno r., Ringaudų sen., SB „Ramunė“, sklypo
Nr. 112 (unikalus Nr. 5288-{_num(r, 4)}-{_num(r, 4)}).
Žyminis mokestis sumokėtas.
"""


def t_garden_sale(r, dt):
    return f"""SODO SKLYPO PIRKIMO-PARDAVIMO SUTARTIS

{_lt(dt)}, Kaunas
Pardavėjai Tomas Kazlauskas ir Aušra Jonaitienė parduoda, o pirkėjas Valdas Urbonas perka sodo sklypą
su sodo nameliu Kauno r., SB „Ramunė“, sklypo Nr. 112, už 14 500 Eur. Pinigai sumokėti iki sutarties
pasirašymo. Nuosavybės teisė pereina pasirašius šią sutartį.
"""


# --------------------------------------------------------------------------- Wedding (project)

def t_venue_offer(r, dt):
    return f"""„Nemuno dvaras“ - sodyba ir pokylių salė, Kulautuva, Kauno r.
KOMERCINIS PASIŪLYMAS

Tomui ir Gintarei                                                    {_iso(dt)}
Šventės data: 2026-08-15 (šeštadienis), svečių skaičius: apie 80

Salės nuoma (iki 02:00), stalų dekoravimas baltomis staltiesėmis      1 200 Eur
Meniu „Klasikinis“: užkandžiai, 2 karšti patiekalai, desertas         68 Eur/asm.
Gėrimų paketas (vynas, gaivieji, kava/arbata), savų gėrimų kamščiavimas 5 Eur/asm.
Jaunųjų kambarys su pusryčiais                                       dovana
Svečių nakvynė: 14 dvivietių kambarių po 75 Eur/naktis

Rezervacijai patvirtinti reikalingas 30 % avansas. Pasiūlymas galioja 14 dienų.
Administratorė Inga, tel. +370 686 12 345, renginiai@nemunodvaras.lt
"""


def t_venue_contract(r, dt):
    return f"""RENGINIO ORGANIZAVIMO SUTARTIS Nr. ND-2026-0815

{_lt(dt)}
Paslaugų teikėjas: UAB „Nemuno dvaras“; Užsakovai: Tomas Kazlauskas ir Gintarė Petraitytė.
Renginys: vestuvių pokylis 2026 m. rugpjūčio 15 d. nuo 16.00 val., svečių skaičius 80 (galutinis
skaičius patvirtinamas likus 14 dienų).
Kaina: pagal pasiūlymą, preliminari suma 8 040 Eur. Avansas 2 400 Eur sumokėtas {_iso(dt)}.
Likusi suma mokama ne vėliau kaip 2026-08-10. Atšaukus renginį vėliau nei likus 60 dienų, avansas negrąžinamas.
"""


def t_photographer(r, dt):
    return f"""Mantas Vaitkus Photography - vestuvių fotografija
Pasiūlymas Gintarei ir Tomui, 2026-08-15

PAKETAS „VISA DIENA“ (iki 10 val.)                  1 450 Eur
- pasiruošimas, ceremonija bažnyčioje, fotosesija, pokylis iki torto
- 500+ apdorotų nuotraukų internetinėje galerijoje per 6 savaites
Papildomai: albumas 30x30, 40 psl.                    320 Eur
            antras fotografas                         400 Eur
            kelionė už Kauno ribų                     įskaičiuota
Rezervacija - 300 Eur avansas. Datos rugpjūčio mėnesį sparčiai užimamos.
{_iso(dt)}
"""


def t_dj(r, dt):
    return f"""Vedėjas ir DJ Šarūnas Kairys - pasiūlymas
Data: 2026-08-15, Nemuno dvaras

Vedėjo ir DJ paslaugos (iki 8 val.), įgarsinimas, šviesos       950 Eur
Papildoma valanda                                                 100 Eur
Pirmojo šokio pastatymas (2 pamokos)                              120 Eur
Programa dviem kalbomis (LT/EN) svečiams iš Airijos - be papildomo mokesčio.
Avansas 200 Eur. {_iso(dt)}
"""


def t_florist(r, dt):
    return f"""Gėlių studija „Žalia“, Kaunas
Floristikos sąmata vestuvėms 2026-08-15

Nuotakos puokštė (bijūnai, eustomos, eukaliptas)         120 Eur
Jaunikio ir pabrolių segės (5 vnt.)                        60 Eur
Bažnyčios suolų dekoracijos (10 vnt.)                     250 Eur
Stalų kompozicijos (10 vnt.)                              450 Eur
Jaunųjų stalo girlianda                                   220 Eur
Montavimas ir išmontavimas                                 80 Eur
Iš viso                                                 1 180 Eur       {_iso(dt)}
"""


def t_cake(r, dt):
    return f"""Sveiki,

dėkojame už užklausą. Vestuvių tortas 80 svečių: 3 aukštų, apie 9 kg, 22 Eur/kg (≈ 198 Eur).
Skoniai: braškių-maskarponės, šokolado-vyšnių, pistacijų-aviečių. Degustacija galima liepos mėn.
Pristatymas į Kulautuvą 25 Eur. Saldžiųjų stalo pyragaičiai - nuo 1,20 Eur/vnt.

Kepyklėlė „Saldi akimirka“, Kaunas, {_iso(dt)}
"""


def t_guest_list(r, dt):
    rows = ["Vardas pavardė,Pusė,Šalis,Kiek asmenų,Patvirtino,Nakvynė dvare"]
    for g, sd, country in GUESTS:
        n = 2 if (" ir " in g or " and " in g) else 1
        side = "Tomo" if sd == "T" else "Gintarės"
        rows.append(f"{g},{side},{country},{n},{r.choice(['taip', 'taip', 'ne', '?'])},{r.choice(['taip', 'ne'])}")
    return "\n".join(rows) + "\n"


def t_wedding_budget(r, dt):
    rows = ["Išlaidos;Tiekėjas;Suma EUR;Sumokėta;Liko"]
    for k, v, c in [("Pokylis", "Nemuno dvaras", 8040), ("Fotografas", "M. Vaitkus", 1450), ("DJ / vedėjas", "Š. Kairys", 950),
                    ("Gėlės", "Žalia", 1180), ("Tortas", "Saldi akimirka", 220), ("Žiedai", "Hanley's", 1340),
                    ("Suknelė", "", 1600), ("Kostiumas", "Vyras", 690), ("Bažnyčia (auka)", "", 150),
                    ("Kvietimai", "spaustuvė", 140), ("Skrydžiai", "Ryanair", 410)]:
        paid = r.choice([0, c // 3, c])
        rows.append(f"{k};{v};{c};{paid};{c - paid}")
    return "\n".join(rows)


def t_church(r, dt):
    return f"""Kauno arkivyskupijos šeimos centras
PAŽYMĖJIMAS

Tomas Kazlauskas ir Gintarė Petraitytė {_iso(dt)} baigė sužadėtinių rengimo santuokai kursus
(8 susitikimai, nuotoliniu būdu). Pažymėjimas pateikiamas parapijai, kurioje bus tuokiamasi.

Santuokos sakramentas: Kauno Švč. Trejybės (Seminarijos) bažnyčia, 2026-08-15, 13.00 val.
Kunigas Andrius
"""


def t_registry(r, dt):
    return f"""Kauno miesto savivaldybės administracijos Civilinės metrikacijos skyrius

PRANEŠIMAS                                            {_lt(dt)}

Jūsų prašymas sudaryti santuoką priimtas (pateiktas per Elektroninę metrikacijos sistemą (EMS)).
Sutuoktiniai: Tomas Kazlauskas (gyv. Airijoje) ir Gintarė Petraitytė (gyv. Airijoje).
Santuoka bus sudaroma bažnyčioje 2026-08-15; bažnytinė santuoka įregistruojama civilinės metrikacijos
įstaigoje per 10 dienų nuo sutuoktuvių. Po sutuoktuvių pavardė: Gintarė Kazlauskienė.
Santuokos įrašo išrašą galėsite užsisakyti EMS ir jį legalizuoti (apostilė) Airijai, jei reikės.
"""


def t_rings(r, dt):
    return f"""HANLEY'S JEWELLERS - Liffey Valley Shopping Centre, Dublin 22
Order / deposit receipt no. {_num(r, 5)}         {_ie(dt)}
Customer: Tomas Kazlauskas

2 x wedding bands, 18ct yellow gold, comfort fit, 4mm (size V) and 3mm (size M)   €1,340.00
Engraving inside: "15.08.2026" (both)                                            €40.00
Deposit paid                                                                    €400.00
Balance due on collection (ready in approx. 4 weeks)                            €980.00
"""


def t_invite(r, dt):
    return """Gintarė & Tomas

Kviečiame Jus kartu švęsti mūsų vestuves
2026 m. rugpjūčio 15 d.
13.00 val. - santuokos sakramentas Kauno Švč. Trejybės (Seminarijos) bažnyčioje, Rotušės aikštėje
16.00 val. - pokylis „Nemuno dvare“, Kulautuvoje

We would love you to celebrate our wedding with us in Kaunas, Lithuania, on 15 August 2026.
Please let us know by 1 July whether you can come.
"""


def t_guest_mail(r, dt):
    return _mail("Eoin Murphy <eoin.murphy@gmail.com>", ME_MAIL, "Kaunas in August!!", dt, """
Tomas my man,

Aoife and myself are definitely coming. Booked Ryanair Dublin to Kaunas on the 13th, back on the 17th.
Is there a hotel in town you'd recommend, or should we stay out at the manor place? And is there a bus
out there after the church, or do we get a taxi? No idea how any of this works in Lithuania, we're in
your hands. Also is it true we have to drink with every toast...

Eoin
""")


def t_wedding_flights(r, dt):
    return f"""Ryanair - Booking confirmation   Reservation {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}
Booked {_ie(dt)}

Passengers: MR TOMAS KAZLAUSKAS, MS GINTARE PETRAITYTE
FR 2316  Dublin (DUB) -> Kaunas (KUN)   Mon 10 Aug 2026   06:35 - 10:40
FR 2317  Kaunas (KUN) -> Dublin (DUB)   Thu 20 Aug 2026   11:15 - 12:25
Bags: 2 x 20kg check-in bag (suit & dress carrier as cabin item), priority & 2 cabin bags
Total paid: €{r.uniform(380, 460):.2f}
"""


def t_wedding_todo(r, dt):
    return """VESTUVĖS - darbai

birželis:
- kostiumo matavimas Kaune (kai būsiu dėl notaro, 19 d.)
- patvirtinti meniu su Inga, degustacija?
- Airijos svečiams - nakvynė Kaune (Eoin, Aoife, Niamh, Ciarán+Sinéad) + autobusas į dvarą
liepa:
- galutinis svečių skaičius dvarui iki 08-01
- pirmojo šokio pamokos su Šarūnu
- žiedus pasiimti Liffey Valley
rugpjūtis:
- sumokėti likutį dvarui iki 08-10
- skrendam 08-10
"""


# --------------------------------------------------------------------------- Education

def t_qqi_timetable(r, dt):
    return """Kingswood College of Further Education - Evening programme 2025/26
QQI Level 6 Certificate in Supply Chain Management (part-time)

Tuesdays and Thursdays 18:30-21:30, Room B12. Start 23 September 2025.
Term 1: Logistics Management (Tue), Purchasing & Procurement (Thu)
Term 2: Inventory & Warehouse Management (Tue), Supply Chain Analytics with Excel (Thu)
Term 3: Project supervision (Thu, fortnightly)
Assessment: assignments 40%, written exam 11 May 2026 30%, final project 30% (due 19 June 2026)
Tutor: Fiona Redmond  f.redmond@kingswoodcfe.ie
"""


def t_qqi_brief(r, dt):
    return """Inventory & Warehouse Management - Assignment 2 (brief)

Choose a real or realistic company. 2,500 words.
1. Carry out an ABC analysis of at least 30 stock lines using the data provided or your own.
2. Calculate the economic order quantity and reorder point for three A items. Show formulas.
3. Recommend a storage layout for the fast movers and justify it (travel distance, pick rates).
4. Discuss one KPI you would use to monitor the warehouse.
Submit on Moodle as Word or PDF. Harvard referencing. Deadline: week 8 of term 2.
"""


def t_qqi_draft(r, dt):
    return f"""Assignment 2 - Inventory & Warehouse Management
Student: Tomas Kazlauskas, student no. KCFE{_num(r, 5)}

1. Introduction
For this assignment I use the spare-parts stock of a mid-sized agricultural parts distributor in
Co. Kildare (anonymised) that is a customer of my employer. The warehouse holds about 2,400 lines.

2. ABC analysis
Thirty lines were ranked by annual usage value. 6 lines (20%) make up 71% of the value (class A),
9 lines 21% (B) and 15 lines 8% (C).

3. EOQ for A items
EOQ = sqrt(2DS / H). For the hydraulic filter HF-220: D = 1,800 units/year, S = €45 per order,
H = €2.10 per unit per year, so EOQ = sqrt(2 x 1800 x 45 / 2.10) = 278 units.
Reorder point = daily demand x lead time + safety stock = 7.2 x 12 + 40 = 126 units.

4. Layout ... (TO DO - put A items near dispatch, golden zone)
"""


def t_qqi_handout(r, dt):
    return """Purchasing & Procurement - Week 4 handout

The purchasing cycle: identify need -> specification -> source suppliers -> RFQ / tender -> evaluate ->
negotiate -> contract -> purchase order -> receipt -> invoice matching (three-way match) -> payment.

Supplier evaluation criteria: price, quality, delivery reliability, financial stability, capacity,
sustainability. Weighted scoring matrix: criteria x weight x score (1-5).

Kraljic matrix: strategic, leverage, bottleneck and non-critical items, by profit impact and supply risk.
Public procurement in Ireland: OGP rules, eTenders, thresholds for EU advertising.
Reading: Lysons & Farrington, Procurement and Supply Chain Management, ch. 6-7.
"""


def t_qqi_fees(r, dt):
    return f"""Kingswood College of Further Education
Receipt {_num(r, 6)}       {_ie(dt)}
Received from: Tomas Kazlauskas
Course: QQI L6 Certificate in Supply Chain Management (part-time evening) 2025/26
Course fee €1,150.00, QQI certification fee €50.00
Paid by card: €1,200.00
Fees may qualify for tuition fees tax relief at 20%; the first €1,500 of fees for a part-time course is disregarded.
"""


def t_qqi_tutor(r, dt):
    return _mail("Fiona Redmond <f.redmond@kingswoodcfe.ie>", ME_MAIL, "Final project - feedback on outline", dt, """
Hi Tomas,

Thanks for the outline. Reducing empty running on the Baltic return lanes is a good topic and the
data you have from work is a real advantage - just make sure your employer is OK with it and that
customer names are removed.

Please add a short literature section (backhauling, load consolidation) and be specific about how you
will measure the result. Word count 4,000-5,000. Final deadline is Friday 19 June, 5pm, on Moodle.
Exam results will be released with the final grades in July.

Best,
Fiona
""")


def t_qqi_employer(r, dt):
    return f"""Corrib Freight Forwarding Ltd - Education Assistance Application

Employee: {ME}     Department: Operations / Continental Groupage
Course: QQI Level 6 Certificate in Supply Chain Management, Kingswood CFE, Sept 2025 - June 2026
Total fees: €1,200.  Amount requested: 50% (€600), paid on proof of successful completion.
I agree to repay the amount if I leave the company within 12 months of the refund.

Employee signature: T. Kazlauskas     Manager approval: C. Byrne     Date {_ie(dt)}
"""


def t_qqi_project(r, dt):
    return """Final project - working notes

Title: Reducing empty running on Ireland-Baltic return loads in a groupage forwarder
Data: TMS export 2025, 118 loads to LT/LV, 61 returned empty or part-empty (< 40% fill)
Ideas: backhaul from Lithuanian furniture exporters; triangulation via Poznań; shared trailers with
a Baltic partner; timing of Cherbourg sailings
Measure: empty km %, revenue per trailer round trip
Chapters: 1 intro, 2 literature, 3 method, 4 analysis, 5 recommendations, 6 conclusion
"""


def t_qqi5(r, dt):
    return f"""Quality and Qualifications Ireland (QQI)
Record of Achievement

This is to certify that Tomas Kazlauskas has achieved the following component awards at NFQ Level 5:
Warehousing and Distribution - Distinction
Materials Handling and Stores Management - Merit
Health and Safety at Work - Merit
Communications - Pass
Provider: Kingswood College of Further Education       Date of award: {_ie(dt)}
"""


def t_english(r, dt):
    return f"""Liffey English School, Dublin 1
Certificate of Attendance

Tomas Kazlauskas attended General English (evening), 80 hours, from 12 April to 28 June 2016,
and completed the course at level B2 (Upper-Intermediate) of the Common European Framework.
Director of Studies: Clare Nolan       {_ie(dt)}
"""


# --------------------------------------------------------------------------- Basketball

def t_fixtures(r, dt):
    rows = ["Date,Time,Home,Away,Venue,Result"]
    opp = ["Lucan Lakers", "Tallaght Titans", "Rathmines Rockets", "Blanch Ballers", "Drimnagh Hawks", "Phibsboro Five"]
    for i in range(10):
        d = dt + timedelta(weeks=i - 6)
        home = i % 2 == 0
        res = f"{r.randint(48, 82)}-{r.randint(45, 80)}" if i < 6 else ""
        o = opp[i % len(opp)]
        rows.append(f"{_iso(d)},20:{r.choice(['00', '30'])},{'Vilkai Clondalkin' if home else o},"
                    f"{o if home else 'Vilkai Clondalkin'},{'Clondalkin Sports & Leisure Centre' if home else 'away'},{res}")
    return "\n".join(rows) + "\n"


def t_subs(r, dt):
    rows = ["Player;Season fee €;Paid;Method;Note"]
    for p in TEAM:
        paid = r.choice([120, 120, 60, 0])
        rows.append(f"{p};120;{paid};{r.choice(['Revolut', 'cash', 'Revolut'])};{'owes' if paid < 120 else ''}")
    return "\n".join(rows)


def t_league_mail(r, dt):
    return _mail("DSBL Admin <admin@dublinsocialbasketball.ie>", ME_MAIL, "Team registration - summer league", dt, """
Hi Tomas,

Thanks for registering Vilkai Clondalkin for the summer league (Division 2, Monday nights, 8 weeks
from 22 June). Team fee is €640, due before the first game; referees are included.

Please make sure every player has signed the online waiver and that your roster (max 12) is uploaded
by Friday. Jerseys must have numbers on the back, no duplicates.

DSBL - Dublin Social Basketball League
""")


def t_hall(r, dt):
    return f"""South Dublin County Council - Clondalkin Sports & Leisure Centre
Invoice {_num(r, 6)}     {_ie(dt)}
Customer: Vilkai Clondalkin (contact T. Kazlauskas)

Main hall, full court, Wednesdays 21:00-22:00, {r.randint(8, 12)} sessions @ €55.00
Total due: €{55 * r.randint(8, 12):.2f}   Payment within 14 days by EFT or at reception.
"""


def t_jerseys(r, dt):
    rows = ["Nr,Vardas ant nugaros,Dydis,Kiekis"]
    for i, p in enumerate(TEAM):
        rows.append(f"{[4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 21, 23][i]},{p.upper()},{r.choice(['L', 'XL', 'XXL', 'M'])},1")
    return "Užsakymas - krepšinio aprangos komplektai (marškinėliai + šortai), Vilkai Clondalkin, žalia/balta\n" + "\n".join(rows) + "\n"


def t_drills(r, dt):
    return """Practice plan - 60 min (Wednesday)

10 min  warm-up: dynamic stretch, layup lines both hands
10 min  shell drill 4 on 4 - help side, closeouts, talk!
15 min  motion offence: pass and cut, screen away, no dribble first 3 passes
10 min  3-on-2 / 2-on-1 continuous fast break
10 min  scrimmage, first to 11, make it take it
5 min   free throws in pairs, 10 each, losers run
"""


def t_fiba(r, dt):
    return """FIBA rules - things people argue about in our league

- Travelling: gather step + two steps allowed (zero step).
- Shot clock 24 s, reset to 14 s after offensive rebound / foul in frontcourt.
- Backcourt: 8 seconds to cross half way.
- Team fouls: from the 5th team foul in a quarter, every defensive foul = free throws.
- Unsportsmanlike foul: 2 FT + possession. Two = disqualification.
- Goaltending: no touching the ball on its downward flight above the ring.
"""


def t_tournament(r, dt):
    rows = ["Komanda;Miestas;Kapitonas;Mokestis €;Sumokėta"]
    for t, c in [("Vilkai Clondalkin", "Dublin"), ("Žalgiris Cork", "Cork"), ("Lituanica Dublin", "Dublin"),
                 ("Baltic Stars", "Galway"), ("Kovas", "Dundalk"), ("Nemunas", "Limerick")]:
        rows.append(f"{t};{c};{r.choice(TEAM)};150;taip")
    return ("Airijos lietuvių krepšinio turnyras 2024-10-19, Clondalkin Sports & Leisure Centre\n"
            "Organizatorius: Tomas Kazlauskas; rėmėjai: Lituanica parduotuvė, LT Express siuntos\n\n" + "\n".join(rows))


def t_tournament_budget(r, dt):
    return f"""Turnyras 2024 - finansai (galutinis)

Pajamos: komandų mokesčiai 6 x 150 = 900 Eur; rėmėjai 400 Eur
Išlaidos: salės nuoma 2 aikštės x 8 val. = 640 Eur; teisėjai 6 x 60 = 360 Eur; taurės ir medaliai 180 Eur;
vanduo, vaisiai 65 Eur
Likutis {900 + 400 - 640 - 360 - 180 - 65} Eur - pervesta Lietuvių bendruomenės vaikų krepšinio stovyklai.
Laimėtojai: Žalgiris Cork (finale prieš mus 54:49).
"""


# --------------------------------------------------------------------------- Keyboards

def t_parts(r, dt):
    rows = ["Part,Vendor,Price EUR,Status"]
    for p, v, c, s in [("Zoom75 case, anodised navy + brass weight", "Meletrix group buy", 168.0, "arrived"),
                       ("Hotswap tri-mode PCB (south-facing)", "Meletrix", 0.0, "in kit"),
                       ("Gateron Oil King linear x 90", "AliExpress", 41.20, "arrived"),
                       ("Durock V2 screw-in stabilisers 7u set", "AliExpress", 18.60, "arrived"),
                       ("GMK-clone keycaps 'Olivia' cherry profile", "AliExpress", 52.90, "shipped"),
                       ("Krytox 205g0 lube 5ml", "AliExpress", 9.80, "arrived"),
                       ("Poron case foam + IXPE switch pad", "AliExpress", 11.40, "arrived"),
                       ("USB-C coiled cable, aviator", "AliExpress", 16.70, "ordered")]:
        rows.append(f"{p},{v},{c:.2f},{s}")
    return "\n".join(rows) + "\n"


def t_build_log(r, dt):
    return f"""# 75% build - log

{_iso(dt - timedelta(days=40))}  kit arrived (customs charge from An Post first, see mail). Case perfect, no scratches.
{_iso(dt - timedelta(days=33))}  lubed 90 Oil Kings - actually they're factory lubed, only did the springs
{_iso(dt - timedelta(days=26))}  stabs: clipped, band-aid mod, 205g0 on wires. Space bar still a bit rattly -> holee mod?
{_iso(dt - timedelta(days=12))}  flashed VIA firmware, all keys register, knob works. Tape mod on PCB back
TODO: keycaps still in transit (AliExpress tracking stuck in Liège), sound test video for r/MechanicalKeyboards
"""


def t_ali_mail(r, dt):
    return _mail("AliExpress <transaction@notice.aliexpress.com>", ME_MAIL, f"Order {_num(r, 16)}: your order has shipped", dt, f"""
Hello Tomas Kazlauskas,

Your order has shipped!
GMK Clone Olivia Keycaps 173 Keys Cherry Profile PBT Dye-Sub  x1   EUR 52.90 (VAT included, IOSS)
Tracking number: LP{_num(r, 14)}  Carrier: Cainiao Super Economy Global
Estimated delivery: {_ie(dt + timedelta(days=15))} - {_ie(dt + timedelta(days=25))}
Delivery address: {ADDR}
""")


def t_anpost(r, dt):
    vat = r.uniform(38, 44)
    return _mail("An Post <customs@anpost.ie>", ME_MAIL, "Your item is being held - customs charges due", dt, f"""
Dear Tomas Kazlauskas,

An item from HONG KONG addressed to you is being held by An Post Customs.
Item number: RR{_num(r, 9)}HK      Declared value: EUR 168.00 (keyboard kit)
VAT (23%)                          EUR {vat:.2f}
Customs duty                       EUR 0.00
An Post fee                        EUR 8.00
Total                              EUR {vat + 8:.2f}

Pay online at anpost.com/customs within 20 days, after which the item will be returned to sender.
""")


def t_keymap(r, dt):
    return ('{\n  "name": "Zoom75",\n  "vendorProductId": 1397883137,\n  "layers": [\n'
            '    ["KC_ESC","KC_F1","KC_F2","KC_F3","KC_F4","KC_F5","KC_F6","KC_F7","KC_F8","KC_F9","KC_F10",'
            '"KC_F11","KC_F12","KC_DEL","KC_MUTE"],\n'
            '    ["KC_TRNS","KC_BRID","KC_BRIU","KC_TRNS","KC_TRNS","RGB_VAD","RGB_VAI","KC_MPRV","KC_MPLY",'
            '"KC_MNXT","KC_MUTE","KC_VOLD","KC_VOLU","KC_TRNS","KC_TRNS"]\n  ],\n'
            '  "macros": ["{KC_LGUI,KC_LSFT,KC_S}"],\n  "encoders": [["KC_VOLD","KC_VOLU"]]\n}\n')


def t_switches(r, dt):
    rows = ["Switch,Type,Actuation g,Bottom-out g,Travel mm,Sound,My notes"]
    for s in [("Gateron Oil King", "linear", 55, 65, 4.0, "thocky", "smooth, deep, current build"),
              ("Gateron Milky Yellow", "linear", 50, 67, 4.0, "scratchy", "budget, good after lube"),
              ("Akko CS Jelly Pink", "linear", 45, 55, 4.0, "poppy", ""),
              ("Boba U4T", "tactile", 62, 68, 4.0, "thocky", "big bump, tiring for long typing"),
              ("Kailh Box Jade", "clicky", 50, 65, 3.6, "loud", "Gintarė banned these")]:
        rows.append(",".join(map(str, s)))
    return "\n".join(rows) + "\n"


def t_lube_guide(r, dt):
    return """Lubing linear switches - my steps
1. Open with switch opener, keep stems / housings / springs separate.
2. Springs: bag lube with a few drops of GPL 105 - shake 2 min.
3. Stems: thin coat of 205g0 on the rails and the sides of the stem, NOT on the legs.
4. Bottom housing: rails only, thin. Too much = mushy.
5. Close, test each one. 70 switches = about 3 evenings.
Stabilisers: clip, band-aid mod, dielectric grease on wire ends, 205g0 on stem housing.
"""


def t_qmk(r, dt):
    return """QMK / VIA cheat sheet
qmk setup; qmk compile -kb <keyboard> -km via; qmk flash (bootloader: hold Esc while plugging in)
MO(1) momentary layer, LT(1, KC_SPC) tap = space / hold = layer, MT(MOD_LCTL, KC_ESC)
Tap dance and combos need rules.mk: TAP_DANCE_ENABLE = yes, COMBO_ENABLE = yes
VIA: keyboard must have VIA_ENABLE = yes; load the JSON in usevia.app if not detected.
Bootmagic lite: hold top-left key on plug-in = reset EEPROM.
"""


def t_tofu(r, dt):
    return f"""First build - Tofu65 (2023)
Parts: KBDfans Tofu65 aluminium case (grey), DZ65 RGB v3 hotswap PCB, Gateron Milky Yellow x 70,
PBT keycaps from Amazon, Cherry plate-mount stabs. Total about €210.
{_iso(dt)}: done! Lubed the switches (GPL 205g0), stabs still rattle. Next time screw-in stabs.
Gave it to Darius in 2025 for his birthday.
"""


# --------------------------------------------------------------------------- Travel

def t_tap(r, dt):
    return f"""TAP Air Portugal - E-ticket receipt   Booking ref {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ23456789') for _ in range(6))}
Issued {_ie(dt)}
Passengers: KAZLAUSKAS/TOMAS MR, PETRAITYTE/GINTARE MS
TP 1324  24 AUG 2026  Dublin 06:00 -> Lisbon 09:05
TP 1689  24 AUG 2026  Lisbon 10:40 -> Funchal 12:25
TP 1690  31 AUG 2026  Funchal 13:10 -> Lisbon 14:55
TP 1329  31 AUG 2026  Lisbon 16:35 -> Dublin 19:25
Fare class: Classic, 1 x 23kg bag each. Total EUR {r.uniform(780, 920):.2f}
Name on ticket must match passport (name change after wedding: travel on current passports).
"""


def t_hotel(r, dt):
    return f"""Booking.com - Your booking is confirmed
Quinta das Vistas Boutique Hotel, Funchal, Madeira
Check-in: Mon 24 Aug 2026 (from 15:00)   Check-out: Mon 31 Aug 2026 (until 11:00)
1 x Double room with sea view, breakfast included. Guests: 2
Total price: €{r.randint(1350, 1690)} - pay at the property. Free cancellation until 10 Aug 2026.
Confirmation number: {_num(r, 10)}   PIN: {_num(r, 4)}
Note to hotel: we are on our honeymoon :)
"""


def t_carhire(r, dt):
    return f"""Car hire voucher - Madeira Airport (FNC)
Pick-up 24/08/2026 12:45, return 31/08/2026 11:00
Group B - Renault Clio or similar, manual, full/full fuel policy
Driver: Tomas Kazlauskas. Zero excess cover included. Total €{r.randint(240, 330)}.00 paid.
Bring driving licence (Irish), passport and a credit card in the driver's name.
"""


def t_madeira_plan(r, dt):
    return """Madeira - plan
24 arrive, Funchal old town, dinner
25 Levada do Caldeirão Verde (Queimadas, ~13 km) - bring torch for tunnels
26 Pico do Arieiro -> Pico Ruivo at sunrise? (book parking / shuttle)
27 beach day Calheta, Porto Moniz pools
28 Funchal: cable car to Monte, toboggan, Mercado dos Lavradores
29 whale watching boat (book!), Cabo Girão skywalk
30 Ponta de São Lourenço walk, last dinner - espetada
"""


def t_past_trip(r, dt, where):
    return f"""Booking confirmation
{where}
Booked {_ie(dt)}   Guests: Tomas Kazlauskas, Gintarė Petraitytė
Status: completed. Thank you for staying with us - leave a review!
Total paid: €{r.randint(180, 900)}.00
"""


# --------------------------------------------------------------------------- odds and ends

def t_cv(r, dt):
    return f"""TOMAS KAZLAUSKAS
Clondalkin, Dublin 22  |  +353 87 214 5583  |  tomas.kazlauskas88@gmail.com  |  EU citizen, full driving licence

PROFILE
Logistics planner with 10+ years in road freight and warehousing in Lithuania and Ireland. Fluent
English, Lithuanian, Russian; working Polish.

EXPERIENCE
2022-now   Logistics Planner, Corrib Freight Forwarding Ltd, Rathcoole - continental groupage, Baltic lanes,
           carrier management, customs coordination with Revenue AIS/AES, haulage tender 2026/27
2019-2022  Transport Coordinator, Corrib Freight Forwarding Ltd
2016-2019  Warehouse Operative / night team leader, Kestrel Distribution, Clondalkin
2013-2016  Dispatcher (ekspeditorius), UAB Nemuno ekspedicija, Kaunas

EDUCATION
2025-2026  QQI Level 6 Certificate in Supply Chain Management (Kingswood CFE) - finishing June {dt.year}
2021       QQI Level 5 components, Warehousing & Distribution
2013       Kauno kolegija - Logistics (Professional Bachelor, not completed)

SKILLS  CargoWise, Excel (pivot, XLOOKUP), TMS, ADR awareness, counterbalance & reach truck licence
"""


def t_qqi_a1(r, dt):
    return f"""Logistics Management - Assignment 1
Tomas Kazlauskas   Submitted {_ie(dt)}

Task: compare two modes of transport for moving 20 pallets of Irish dairy ingredients from Co. Cork to
Kaunas, and recommend one.

Option A: accompanied road freight via Rosslare-Cherbourg, then road through France, Germany, Poland.
Transit 5 days, cost approx. EUR 3,300 per full load, temperature controlled trailer available.
Option B: container by sea Cork - Rotterdam - Klaipėda feeder, then road to Kaunas. Transit 12-15
days, cost approx. EUR 2,400 incl. drayage, fewer emissions per tonne-km.

Recommendation: for chilled goods with short shelf life, road; for ambient ingredients, short-sea
shipping saves about 27% and the longer lead time can be planned for.
"""


def t_levada(r, dt):
    return """Levada do Caldeirão Verde (PR9) - trail information
Start: Queimadas Forest Park, Santana. Distance 6.5 km one way (13 km return), 3-4 h each way... allow 6 h.
Difficulty: moderate. Four tunnels - torch needed. Narrow sections with drops, some with fences.
Entry fee for the trail: EUR 3 per person, paid online (Simplifica Madeira).
Water and rain jacket recommended; the weather can change quickly in the laurel forest.
"""


def t_p60(r, dt):
    return f"""P60 - Certificate of Pay, Tax, USC and PRSI - year ended 31 December {dt.year - 1}
Employer: Kestrel Distribution Ltd, reg. 8123456W
Employee: Tomas Kazlauskas, PPSN {PPS}
Gross pay: €{r.uniform(24000, 27500):,.2f}   Tax: €{r.uniform(1900, 2600):,.2f}   USC: €{r.uniform(500, 700):,.2f}
PRSI employee: €{r.uniform(900, 1100):,.2f}   Class A1, weeks 52
"""


def t_gpm311(r, dt):
    return f"""VMI - Metinė gyventojo pajamų mokesčio deklaracija GPM311, {dt.year - 1} m.
Gyventojas: Tomas Kazlauskas
Pajamos iš darbo santykių Lietuvoje (UAB „Nemuno ekspedicija“): {r.randint(1300, 1900)},00 Eur
Išskaičiuotas GPM: {r.randint(190, 280)},00 Eur
2 % GPM skiriama: VšĮ „Kauno krepšinio mokykla“
Deklaracija pateikta per EDS {_iso(dt)}. Mokėtina / grąžintina suma: 0,00 Eur.
"""


def t_arrival(r, dt):
    return """Airija - ką reikia padaryti

1. PPS numeris - Intreo Clondalkin, reikia nuomos sutarties ar laiško su adresu
2. banko sąskaita - AIB (reikia PPS + adreso įrodymo), kol kas Revolut
3. Revenue - registruotis myAccount, kad neimtų emergency tax!!!
4. darbas - Kestrel per agentūrą, naktinė pamaina
5. anglų kursai vakarais - Liffey English School, nuo balandžio
6. Leap card, telefonas (48 ar Tesco Mobile)
"""


def t_kestrel_payslip(r, dt):
    g = r.uniform(520, 640)
    return f"""Kestrel Distribution Ltd - Payslip   Week {int(dt.strftime('%V'))}  {_ie(dt)}
Employee: T. Kazlauskas   PPSN {PPS}
Basic 39h @ €10.50     €409.50
Night premium 39h @ €1.20  €46.80
Overtime                 €{g - 456.30:.2f}
Gross €{g:.2f}   PAYE €{g * 0.06:.2f}   USC €{g * 0.025:.2f}   PRSI €{g * 0.04:.2f}
Net €{g * 0.875:.2f}
"""


def t_old_budget(r, dt):
    rows = ["Mėnuo;Alga;Nuoma;Maistas;Telefonas;Mamai;Liko"]
    for m in range(1, 13):
        a = r.randint(1850, 2250)
        rows.append(f"2018-{m:02d};{a};700;{r.randint(250, 350)};20;{r.choice([100, 150])};{a - 700 - 300 - 20 - 125}")
    return "\n".join(rows)


def t_exam(r, dt):
    return f"""Kingswood College of Further Education - Examination notice
Student: Tomas Kazlauskas   Programme: QQI L6 Supply Chain Management (evening)
Written examination (Supply Chain Analytics & Inventory): Monday 11 May 2026, 18:30-21:00, Exam Hall A
Bring student card and calculator (non-programmable). Phones in bags at the front.
Issued {_ie(dt)}
"""


# --------------------------------------------------------------------------- build

EXE_HEAD = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00\xb8\x00"
MP4_HEAD = b"\x00\x00\x00\x20ftypisom\x00\x00\x02\x00isomiso2avc1mp41"


def _ago(y: int, m: int, d: int) -> float:
    return (NOW - datetime(y, m, d, 12, tzinfo=NOW.tzinfo)).total_seconds() / DAY


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
            return _pdf(_latin1(content.translate(_LT_ASCII)))
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
        if ext == "mp4":
            return _blob(r, MP4_HEAD, 2500)
        if ext in ("exe", "msi", "bin"):
            return _blob(r, EXE_HEAD if ext != "bin" else b"\x00\x20\x00\x20", 3000)
        return content.encode("utf-8")

    def add(rel: str, bucket: str, topic: str, age: float, content, hard: bool = False) -> None:
        assert all(i.rel != rel for i in items), rel
        write(rel, encode(rel, content, age), age)
        items.append(Item(rel, bucket, topic, hard))

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float, exif: bool = True) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if exif and ext in ("jpg", "jpeg") else "")

    def csv2x(fn):
        return lambda rr, dt: fn(rr, dt).replace(",", ";")

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    SYS = b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n"

    # ------------------------------------------------------------ Downloads
    d = "Downloads"
    add(f"{d}/desktop.ini", L, "System", 900, SYS)
    add(f"{d}/payslip_May_2026.pdf", A, "Finance", 7, t_payslip)
    add(f"{d}/payslip_April_2026.pdf", A, "Finance", 37, t_payslip)
    add(f"{d}/payslip_April_2026 (1).pdf", A, "Finance", 36, t_payslip)
    add(f"{d}/Statement_AIB_Apr2026.pdf", A, "Finance", 30, t_aib)
    add(f"{d}/account-statement_2026-03-01_2026-05-31_en-ie.csv", A, "Finance", 1, t_revolut)
    add(f"{d}/TaxCreditCert_2026.pdf", A, "Tax", _ago(2026, 1, 6), t_tcc)
    add(f"{d}/EmploymentDetailSummary_2025.pdf", A, "Tax", _ago(2026, 2, 11), t_eds)
    add(f"{d}/NCT_booking_confirmation.pdf", A, "Car", 2, t_nct_booking)
    add(f"{d}/pasiulymas_fotografas.pdf", P, "Wedding", _ago(2025, 11, 3), t_photographer)
    add(f"{d}/Nemuno dvaras pasiulymas 2026.pdf", P, "Wedding", _ago(2025, 10, 20), t_venue_offer)
    add(f"{d}/Nemuno dvaras pasiulymas 2026 (1).pdf", P, "Wedding", _ago(2025, 10, 20), t_venue_offer)
    add(f"{d}/Ryanair booking confirmation.pdf", P, "Wedding", _ago(2026, 2, 2), t_wedding_flights)
    add(f"{d}/Ryanair booking confirmation (1).pdf", X, "Travel", _ago(2025, 10, 8),
        lambda rr, dt: t_past_trip(rr, dt, "Ryanair FR 2316 Dublin - Kaunas, Tue 23 Dec 2025 06:35\n"
                                          "Ryanair FR 2317 Kaunas - Dublin, Fri 2 Jan 2026 11:15"))
    add(f"{d}/e-ticket_TAP_honeymoon.pdf", P, "Travel", _ago(2026, 3, 15), t_tap)
    add(f"{d}/Voucher_FNC_carhire.pdf", P, "Travel", _ago(2026, 4, 2), t_carhire)
    add(f"{d}/Incoterms-2020-chart.pdf", R, "Work", 410, t_incoterms)
    add(f"{d}/QQI_L6_SCM_Timetable_2025-26.pdf", P, "Education", _ago(2025, 9, 10), t_qqi_timetable)
    add(f"{d}/Assignment 2 brief.pdf", P, "Education", _ago(2026, 2, 3), t_qqi_brief)
    add(f"{d}/Week4_Procurement_handout.pdf", P, "Education", _ago(2025, 10, 16), t_qqi_handout)
    add(f"{d}/Beko_WTV8636XS_manual.pdf", R, "Home", 700, t_beko)
    add(f"{d}/zoom75_via.json", P, "Keyboards", 12, t_keymap)
    add(f"{d}/meletrix_zoom75_via_v1.2.bin", P, "Keyboards", 13, "")
    add(f"{d}/Madeira_map.png", P, "Travel", 60, "")
    for name, age in [("QMK_Toolbox.exe", 14), ("VIA-3.0.0-setup.exe", 13), ("ChromeSetup.exe", 820),
                      ("ZoomInstallerFull.exe", 400), ("7z2409-x64.exe", 300), ("vlc-3.0.21-win64.exe", 250),
                      ("FortiClientVPNSetup_7.2.exe", 520)]:
        add(f"{d}/{name}", R, "Software", age, "")
    add(f"{d}/Unconfirmed 482913.crdownload", L, "System", 0.2, _blob(r, b"%PDF-1.4\n", 700))
    add(f"{d}/GMK_Olivia_sound_test.mp4.part", L, "System", 3, _blob(r, MP4_HEAD, 900))
    # hard: vague names in Downloads
    add(f"{d}/Document (3).pdf", A, "Home", _ago(2025, 9, 18), t_rtb, True)
    add(f"{d}/Document (4).pdf", A, "Health", _ago(2026, 3, 30), t_vhi_claim, True)
    add(f"{d}/Document (5).pdf", A, "Work", 45, t_booking, True)
    add(f"{d}/Document (6).pdf", A, "Car", _ago(2026, 4, 3), t_eflow, True)
    add(f"{d}/Document.pdf", A, "Tax", _ago(2025, 3, 4), t_sol, True)
    add(f"{d}/download.pdf", A, "Car", _ago(2025, 6, 2), t_motor_tax, True)
    add(f"{d}/download (1).pdf", A, "Finance", _ago(2026, 1, 5), t_credit_union, True)
    add(f"{d}/download (2).pdf", A, "Home", _ago(2025, 10, 1), t_contents, True)
    add(f"{d}/dokumentas.pdf", P, "Family", _ago(2026, 5, 8), t_prelim, True)
    add(f"{d}/dokumentas (1).pdf", P, "Wedding", _ago(2025, 11, 12), t_venue_contract, True)
    add(f"{d}/file.pdf", P, "Education", _ago(2025, 9, 16), t_qqi_fees, True)
    add(f"{d}/attachment.pdf", A, "Home", _ago(2026, 4, 20), t_rent_review, True)
    add(f"{d}/print.pdf", P, "Travel", _ago(2026, 3, 16), t_hotel, True)
    add(f"{d}/getDocument.pdf", A, "Tax", _ago(2026, 2, 20), t_sodra, True)
    add(f"{d}/Untitled.pdf", A, "Car", _ago(2025, 6, 20), t_nct_cert, True)
    add(f"{d}/export.csv", A, "Work", 20, t_rates_csv, True)
    add(f"{d}/data.csv", P, "Family", _ago(2026, 1, 9), t_comparables, True)
    add(f"{d}/sertifikatas_KG-4471-20931.pdf", P, "Family", _ago(2026, 1, 22), t_energy_cert, True)
    add(f"{d}/israsas.pdf", P, "Family", _ago(2026, 1, 12), t_rc_extract, True)
    add(f"{d}/pazyma.pdf", P, "Family", 9, t_utility, True)
    add(f"{d}/pazyma (1).pdf", P, "Wedding", _ago(2026, 4, 26), t_church, True)
    add(f"{d}/invoice.pdf", A, "Basketball", _ago(2026, 1, 14), t_hall, True)
    add(f"{d}/receipt.pdf", P, "Wedding", _ago(2026, 5, 9), t_rings, True)
    add(f"{d}/unnamed.pdf", A, "Health", _ago(2025, 11, 21), t_bloods, True)
    add(f"{d}/unnamed (1).pdf", P, "Work", _ago(2026, 5, 13), t_tender_rfq, True)
    add(f"{d}/doc.pdf", A, "Finance", _ago(2026, 2, 27), t_pension, True)
    add(f"{d}/Document (7).pdf", A, "Tax", _ago(2026, 2, 9), t_vmi, True)
    add(f"{d}/dokumentas (2).pdf", P, "Wedding", _ago(2026, 3, 3), t_registry, True)
    add(f"{d}/Scan_20260311.pdf", A, "Health", _ago(2026, 3, 11), t_gp, True)
    add(f"{d}/QQI_L6_SCM_handouts.zip", P, "Education", _ago(2025, 11, 20),
        lambda rr, dt: _zip([("Week4_Procurement.txt", t_qqi_handout(rr, dt)),
                             ("Assignment2_brief.txt", t_qqi_brief(rr, dt))]))

    # ------------------------------------------------------------ Desktop
    d = "Desktop"
    add(f"{d}/desktop.ini", L, "System", 900, SYS)
    add(f"{d}/Doc1.docx", P, "Education", _ago(2026, 3, 8), t_qqi_draft, True)
    add(f"{d}/New Text Document.txt", P, "Work", 4, t_tender_notes, True)
    add(f"{d}/Naujas tekstinis dokumentas.txt", P, "Family", 6, t_flat_todo, True)
    add(f"{d}/Naujas tekstinis dokumentas (2).txt", P, "Wedding", 3, t_wedding_todo, True)
    add(f"{d}/notes.txt", P, "Keyboards", 10, t_build_log, True)
    add(f"{d}/temp.txt", R, "Basketball", 130, t_fiba, True)
    add(f"{d}/New Text Document (2).txt", R, "Keyboards", 230, t_lube_guide, True)
    add(f"{d}/Book1.xlsx", A, "Basketball", 25, t_subs, True)
    add(f"{d}/VESTUVĖS biudžetas.xlsx", P, "Wedding", 5, t_wedding_budget)
    add(f"{d}/CV_Tomas_Kazlauskas_2026.docx", A, "Work", 40, t_cv)
    add(f"{d}/Madeira plan.txt", P, "Travel", 18, t_madeira_plan)
    photo(f"{d}/Screenshot 2026-05-28 213344.png", R, "Photos", 4)

    # ------------------------------------------------------------ Documents: own folders
    add("Documents/desktop.ini", L, "System", 900, SYS)
    d = "Documents/Revenue"
    add(f"{d}/TCC_2025.pdf", A, "Tax", _ago(2025, 1, 8), t_tcc)
    add(f"{d}/EDS_2024.pdf", A, "Tax", _ago(2025, 2, 14), t_eds)
    add(f"{d}/Statement of Liability 2024.pdf", A, "Tax", _ago(2025, 3, 4), t_sol)
    add(f"{d}/Rent tax credit receipt 2024.pdf", A, "Tax", _ago(2025, 1, 19), t_rent_credit)
    add(f"{d}/Rent tax credit receipt 2025.pdf", A, "Tax", _ago(2026, 1, 11), t_rent_credit)
    add(f"{d}/PPS letter 2016.pdf", A, "Tax", _ago(2016, 4, 7), t_pps)
    d = "Documents/Sodra VMI"
    add(f"{d}/VMI atsakymas del rezidavimo.pdf", A, "Tax", _ago(2026, 2, 9), t_vmi)
    add(f"{d}/Sodra israsas 2024.pdf", A, "Tax", _ago(2024, 3, 1), t_sodra)
    add(f"{d}/Sodra išrašas 2025.pdf", A, "Tax", _ago(2025, 2, 26), t_sodra)
    d = "Documents/Payslips"
    for y, m in [(2024, 11), (2024, 12), (2025, 1), (2025, 3), (2025, 6), (2025, 9), (2025, 12), (2026, 1), (2026, 2),
                 (2026, 3)]:
        add(f"{d}/payslip_{y}_{m:02d}.pdf", A, "Finance", _ago(y, m, 25), t_payslip)
    d = "Documents/Bank"
    for y, m in [(2025, 12), (2026, 1), (2026, 2)]:
        add(f"{d}/AIB statement {y}-{m:02d}.pdf", A, "Finance", _ago(y, m, 28), t_aib)
    add(f"{d}/Swedbank israsas 2025.pdf", A, "Finance", _ago(2025, 12, 31), t_swedbank)
    add(f"{d}/Swedbank israsas 2026-04.pdf", A, "Finance", _ago(2026, 4, 30), t_swedbank)
    add(f"{d}/Core CU statement 2025.pdf", A, "Finance", _ago(2025, 7, 3), t_credit_union)
    add(f"{d}/Irish Life pension 2025.pdf", A, "Finance", _ago(2026, 2, 27), t_pension)
    add(f"{d}/Biudzetas 2026.xlsx", A, "Finance", 8, t_budget)
    add(f"{d}/pervedimai mamai.csv", A, "Finance", 15, t_mama_transfers)
    d = "Documents/Rent"
    add(f"{d}/Tenancy agreement Cherry Court.docx", A, "Home", _ago(2021, 8, 25), t_lease)
    add(f"{d}/RTB registration 2024.pdf", A, "Home", _ago(2024, 9, 20), t_rtb)
    add(f"{d}/Rent review notice 2026.pdf", A, "Home", _ago(2026, 4, 20), t_rent_review)
    for y, m in [(2025, 11), (2026, 1), (2026, 3), (2026, 5)]:
        add(f"{d}/Electric Ireland bill {y}-{m:02d}.pdf", A, "Home", _ago(y, m, 14), t_electric)
    add(f"{d}/Virgin Media bill.pdf", A, "Home", _ago(2026, 4, 2), t_virgin)
    add(f"{d}/Virgin Media bill (1).pdf", A, "Home", _ago(2026, 5, 2), t_virgin)
    add(f"{d}/Cherry Court OMC notice.pdf", A, "Home", _ago(2026, 3, 2), t_omc)
    add(f"{d}/Zurich contents 2025.pdf", A, "Home", _ago(2025, 10, 1), t_contents)
    add(f"{d}/Re washing machine apt 14.eml", A, "Home", _ago(2026, 2, 17), t_landlord_mail)
    d = "Documents/Rent/Tallaght 2018-2021"
    add(f"{d}/Tenancy Fernwood Close.pdf", X, "Home", _ago(2018, 5, 28), t_old_tenancy)
    add(f"{d}/Deposit return.eml", X, "Home", _ago(2021, 9, 6), t_deposit)
    d = "Documents/Health"
    for y, m, dd in [(2025, 4, 8), (2025, 11, 18), (2026, 1, 27)]:
        add(f"{d}/GP receipt {y}-{m:02d}-{dd:02d}.pdf", A, "Health", _ago(y, m, dd), t_gp)
    add(f"{d}/Blood results Nov 2025.pdf", A, "Health", _ago(2025, 11, 25), t_bloods)
    add(f"{d}/VHI renewal 2026.pdf", A, "Health", _ago(2026, 1, 30), t_vhi_renewal)
    add(f"{d}/VHI claim statement.pdf", A, "Health", _ago(2025, 7, 9), t_vhi_claim)
    add(f"{d}/Physio ankle exercises.pdf", A, "Health", _ago(2026, 2, 20), t_physio)
    add(f"{d}/Dentist invoice 2025.pdf", A, "Health", _ago(2025, 8, 12), t_dentist)
    d = "Documents/Car"
    add(f"{d}/AXA renewal 2025.pdf", A, "Car", _ago(2025, 5, 10), t_car_ins)
    add(f"{d}/AXA renewal 2026.pdf", A, "Car", _ago(2026, 5, 9), t_car_ins)
    add(f"{d}/NCT cert 2025.pdf", A, "Car", _ago(2025, 6, 20), t_nct_cert)
    add(f"{d}/Motor tax 2025.pdf", A, "Car", _ago(2025, 6, 2), t_motor_tax)
    add(f"{d}/Service Nangor Road Motors 2024.pdf", A, "Car", _ago(2024, 10, 15), t_service)
    add(f"{d}/Service Nangor Road Motors 2025.pdf", A, "Car", _ago(2025, 10, 21), t_service)
    add(f"{d}/eFlow statement Feb 2026.pdf", A, "Car", _ago(2026, 3, 3), t_eflow)
    add(f"{d}/Corolla/Corolla sale receipt.pdf", X, "Car", _ago(2022, 5, 14), t_corolla)
    photo(f"{d}/Corolla/corolla for sale.jpg", X, "Car", _ago(2022, 5, 2))
    d = "Documents/Darbas"
    add(f"{d}/Contract of employment Corrib.docx", A, "Work", _ago(2019, 3, 1), t_contract)
    add(f"{d}/Performance review 2025.docx", A, "Work", _ago(2026, 2, 12), t_review)
    add(f"{d}/KPI weekly Q1 2026.xlsx", A, "Work", _ago(2026, 4, 2), t_kpi)
    add(f"{d}/KPI weekly Q2 2026.xlsx", A, "Work", 3, t_kpi)
    for i, age in enumerate([160, 95, 52]):
        add(f"{d}/Booking confirmation CFF {i + 1}.pdf", A, "Work", age, t_booking)
    add(f"{d}/carrier rates 2026.csv", A, "Work", _ago(2026, 1, 15), t_rates_csv)
    add(f"{d}/RE consignment held at Dublin Port.eml", A, "Work", 27, t_customs_mail)
    d = "Documents/Darbas/Tender 2026"
    add(f"{d}/RFQ road haulage 2026-27.docx", P, "Work", _ago(2026, 5, 12), t_tender_rfq)
    for i, age in enumerate([14, 9, 5]):
        add(f"{d}/RE RFQ road haulage 2026-27 ({i + 1}).eml", P, "Work", age, t_tender_reply)
    add(f"{d}/Carrier comparison.xlsx", P, "Work", 2, t_tender_compare)
    add(f"{d}/tender notes.md", P, "Work", 4, t_tender_notes)
    d = "Documents/Darbas/Kestrel"
    add(f"{d}/Kestrel reference letter.pdf", X, "Work", _ago(2019, 2, 25), t_old_ref)
    add(f"{d}/Kestrel terms of employment.pdf", X, "Work", _ago(2016, 3, 10), t_old_contract)
    d = "Documents/Darbas/Reference"
    add(f"{d}/Container dimensions.pdf", R, "Work", 600, t_containers)
    add(f"{d}/ADR small load exemption.pdf", R, "Work", 480, t_adr)
    d = "Documents/QQI course"
    add(f"{d}/Timetable 2025-26.pdf", P, "Education", _ago(2025, 9, 12), t_qqi_timetable)
    add(f"{d}/Assignment 1 Logistics.docx", P, "Education", _ago(2025, 12, 4), t_qqi_a1)
    add(f"{d}/Assignment 2 final.docx", P, "Education", _ago(2026, 3, 19), t_qqi_draft)
    add(f"{d}/~$signment 2 final.docx", L, "System", _ago(2026, 3, 19), _blob(r, b"\x0eTomas Kazlauskas", 140))
    add(f"{d}/Procurement handout week 4.pdf", P, "Education", _ago(2025, 10, 16), t_qqi_handout)
    add(f"{d}/Education assistance form.docx", P, "Education", _ago(2025, 9, 20), t_qqi_employer)
    add(f"{d}/Final project - feedback on outline.eml", P, "Education", 11, t_qqi_tutor)
    add(f"{d}/Final project notes.txt", P, "Education", 2, t_qqi_project)
    add(f"{d}/Exam notice May 2026.pdf", P, "Education", _ago(2026, 4, 21), t_exam)
    d = "Documents/Certificates"
    add(f"{d}/QQI Level 5 record 2021.pdf", X, "Education", _ago(2021, 7, 2), t_qqi5)
    add(f"{d}/English course certificate 2016.pdf", X, "Education", _ago(2016, 7, 1), t_english)
    d = "Documents/Mamos butas"
    add(f"{d}/Įgaliojimas.pdf", P, "Family", _ago(2026, 1, 9), t_poa)
    add(f"{d}/Tarpininkavimo sutartis Kauno bustas.pdf", P, "Family", _ago(2026, 1, 14), t_agency)
    add(f"{d}/RC israsas butas.pdf", P, "Family", _ago(2026, 1, 12), t_rc_extract)
    add(f"{d}/Energinis sertifikatas.pdf", P, "Family", _ago(2026, 1, 22), t_energy_cert)
    add(f"{d}/Preliminari sutartis PASIRASYTA.pdf", P, "Family", _ago(2026, 5, 8), t_prelim)
    add(f"{d}/Pasiulymas del buto.eml", P, "Family", _ago(2026, 4, 16), t_buyer_offer)
    add(f"{d}/Pasiulymas del buto (2).eml", P, "Family", _ago(2026, 4, 29), t_buyer_offer)
    add(f"{d}/Notaras 06-18.eml", P, "Family", 5, t_notary_mail)
    add(f"{d}/kainos Silainiai.csv", P, "Family", _ago(2026, 1, 9), t_comparables)
    add(f"{d}/darbai.md", P, "Family", 6, t_flat_todo)
    add(f"{d}/Mama.eml", P, "Family", _ago(2026, 3, 22), t_sister_mail)
    dot(f"{d}/.~lock.kainos Silainiai.csv#", b",Tomas,LAPTOP-TK,01.06.2026 09:14,file:///C:/Users/Tomas/AppData/Roaming/LibreOffice/4;", 0.1)
    for i, (dd, mm) in enumerate([(3, 1), (3, 1), (3, 1), (4, 1), (4, 1), (4, 1)]):
        photo(f"{d}/nuotraukos skelbimui/buto_foto_{i + 1}.jpg", P, "Family", _ago(2026, mm, dd))
    d = "Documents/Vestuvės 2026"
    add(f"{d}/Nemuno dvaras - pasiulymas.pdf", P, "Wedding", _ago(2025, 10, 20), t_venue_offer)
    add(f"{d}/Sutartis Nemuno dvaras.pdf", P, "Wedding", _ago(2025, 11, 12), t_venue_contract)
    add(f"{d}/Fotografas M Vaitkus.pdf", P, "Wedding", _ago(2025, 11, 3), t_photographer)
    add(f"{d}/DJ Sarunas pasiulymas.pdf", P, "Wedding", _ago(2026, 4, 2), t_dj)
    add(f"{d}/Gelės Zalia samata.pdf", P, "Wedding", _ago(2026, 3, 10), t_florist)
    add(f"{d}/tortas.txt", P, "Wedding", _ago(2026, 5, 20), t_cake)
    add(f"{d}/svečiai.csv", P, "Wedding", 3, t_guest_list)
    add(f"{d}/biudzetas.xlsx", P, "Wedding", 5, t_wedding_budget)
    add(f"{d}/~$biudzetas.xlsx", L, "System", 0.3, _blob(r, b"\x0eTomas Kazlauskas", 140))
    add(f"{d}/Sužadėtinių kursai pažymėjimas.pdf", P, "Wedding", _ago(2026, 4, 26), t_church)
    add(f"{d}/CMS pranesimas.pdf", P, "Wedding", _ago(2026, 3, 3), t_registry)
    add(f"{d}/Kvietimas tekstas.docx", P, "Wedding", _ago(2026, 3, 28), t_invite)
    add(f"{d}/Kaunas in August!!.eml", P, "Wedding", _ago(2026, 4, 9), t_guest_mail)
    add(f"{d}/Hanleys rings receipt.pdf", P, "Wedding", _ago(2026, 5, 9), t_rings)
    d = "Documents/Seima"
    add(f"{d}/Gimimo israsas.pdf", A, "Family", _ago(2026, 2, 24), t_birth_cert)
    add(f"{d}/Paso registracija ambasada.pdf", A, "Family", 16, t_passport)
    add(f"{d}/Mociutes palikimas/Paveldejimo teises liudijimas.pdf", X, "Family", _ago(2022, 3, 15), t_inherit)
    add(f"{d}/Mociutes palikimas/Sodo pardavimo sutartis.pdf", X, "Family", _ago(2022, 8, 30), t_garden_sale)
    d = "Documents/Basketball"
    add(f"{d}/fixtures spring 2026.csv", A, "Basketball", 20, t_fixtures)
    add(f"{d}/subs 2025-26.xlsx", A, "Basketball", 60, t_subs)
    add(f"{d}/Team registration - summer league.eml", A, "Basketball", 8, t_league_mail)
    add(f"{d}/Hall invoice Jan-Mar 2026.pdf", A, "Basketball", _ago(2026, 1, 14), t_hall)
    add(f"{d}/aprangos uzsakymas.csv", A, "Basketball", 35, t_jerseys)
    add(f"{d}/practice plan.txt", R, "Basketball", 150, t_drills)
    add(f"{d}/FIBA rules notes.txt", R, "Basketball", 300, t_fiba)
    add(f"{d}/Turnyras 2024/komandos.xlsx", X, "Basketball", _ago(2024, 10, 1), t_tournament)
    add(f"{d}/Turnyras 2024/finansai galutinis.txt", X, "Basketball", _ago(2024, 10, 27), t_tournament_budget)
    add(f"{d}/Turnyras 2024/plakatas.png", X, "Basketball", _ago(2024, 9, 10), "")
    d = "Documents/Keyboards"
    add(f"{d}/switches.csv", R, "Keyboards", 200, t_switches)
    add(f"{d}/lubing guide.txt", R, "Keyboards", 420, t_lube_guide)
    add(f"{d}/qmk cheatsheet.md", R, "Keyboards", 380, t_qmk)
    add(f"{d}/zoom75 build/parts.csv", P, "Keyboards", 30, t_parts)
    add(f"{d}/zoom75 build/build log.md", P, "Keyboards", 10, t_build_log)
    add(f"{d}/zoom75 build/Order shipped - keycaps.eml", P, "Keyboards", 22, t_ali_mail)
    add(f"{d}/zoom75 build/An Post customs charge.eml", P, "Keyboards", 43, t_anpost)
    add(f"{d}/zoom75 build/zoom75_via.json", P, "Keyboards", 12, t_keymap)
    add(f"{d}/tofu65 2023/tofu65 notes.txt", X, "Keyboards", _ago(2023, 5, 20), t_tofu)

    # ------------------------------------------------------------ Documents: year folders, scans, loose
    d = "Documents/2024"
    add(f"{d}/Lisbon apartment booking.pdf", X, "Travel", _ago(2024, 4, 2),
        lambda rr, dt: t_past_trip(rr, dt, "Alfama Terrace Apartments, Rua dos Remédios, Lisboa\n"
                                          "Check-in 17 May 2024, check-out 21 May 2024"))
    add(f"{d}/Krakow flights.pdf", X, "Travel", _ago(2023, 8, 1),
        lambda rr, dt: t_past_trip(rr, dt, "Ryanair FR 1024 Dublin - Krakow, Fri 29 Sep 2023\n"
                                          "Ryanair FR 1025 Krakow - Dublin, Mon 2 Oct 2023"))
    add(f"{d}/EDS_2023.pdf", A, "Tax", _ago(2024, 2, 10), t_eds)
    add(f"{d}/payslip Dec 2024.pdf", A, "Finance", _ago(2024, 12, 20), t_payslip)
    add(f"{d}/NCT 2024.pdf", A, "Car", _ago(2024, 6, 18), t_nct_cert)
    add(f"{d}/Document1.docx", X, "Basketball", _ago(2024, 10, 27), t_tournament_budget, True)
    add(f"{d}/info.pdf", A, "Home", _ago(2024, 11, 4), t_omc, True)
    d = "Documents/2025"
    add(f"{d}/Kaledos Kaunas skrydziai.pdf", X, "Travel", _ago(2025, 10, 8),
        lambda rr, dt: t_past_trip(rr, dt, "Ryanair FR 2316 Dublin - Kaunas, Tue 23 Dec 2025\n"
                                          "Ryanair FR 2317 Kaunas - Dublin, Fri 2 Jan 2026"))
    add(f"{d}/VHI renewal 2025.pdf", A, "Health", _ago(2025, 1, 29), t_vhi_renewal)
    add(f"{d}/Document2.docx", A, "Work", _ago(2025, 2, 14), t_review, True)
    add(f"{d}/agreement.pdf", P, "Family", _ago(2026, 1, 14), t_agency, True)
    add(f"{d}/scan.pdf", A, "Finance", _ago(2025, 3, 2), t_pension, True)
    add(f"{d}/Untitled spreadsheet.xlsx", P, "Wedding", _ago(2025, 9, 30), t_wedding_budget, True)
    add(f"{d}/letter.pdf", A, "Tax", _ago(2025, 2, 26), t_sodra, True)
    add("Documents/Document1.docx", P, "Education", 9, t_qqi_project, True)
    add("Documents/Naujas Microsoft Word dokumentas.docx", X, "Keyboards", _ago(2023, 5, 21), t_tofu, True)
    d = "Documents/Scans"
    for i, (fn, b, t, age) in enumerate([
            (t_lease, A, "Home", _ago(2021, 8, 30)), (t_birth_cert, A, "Family", _ago(2026, 2, 26)),
            (t_poa, P, "Family", _ago(2026, 1, 20)), (t_old_ref, X, "Work", _ago(2019, 3, 4)),
            (t_qqi5, X, "Education", _ago(2021, 7, 10)), (t_corolla, X, "Car", _ago(2022, 5, 14)),
            (t_inherit, X, "Family", _ago(2022, 3, 20)), (t_gp, A, "Health", _ago(2025, 6, 11)),
            (t_dentist, A, "Health", _ago(2025, 8, 13)), (t_service, A, "Car", _ago(2025, 10, 22)),
            (t_english, X, "Education", _ago(2021, 7, 10)), (t_garden_sale, X, "Family", _ago(2022, 9, 2)),
            (t_contract, A, "Work", _ago(2022, 1, 10)), (t_qqi_employer, P, "Education", _ago(2025, 9, 22)),
            (t_old_contract, X, "Work", _ago(2019, 3, 4))]):
        add(f"{d}/scan_{i + 1:04d}.pdf", b, t, age, fn, True)

    # ------------------------------------------------------------ OneDrive (cloud)
    d = "OneDrive"
    dot(f"{d}/.849C9593-D756-4E56-8D6E-42412F2A707B", b"", 700)
    add(f"{d}/Documents/Document.docx", P, "Wedding", _ago(2026, 3, 26), t_invite, True)
    add(f"{d}/Documents/Book1.xlsx", A, "Finance", 40, csv2x(t_mama_transfers), True)
    add(f"{d}/Documents/Doc2.docx", P, "Education", _ago(2025, 11, 28), t_qqi_a1, True)
    add(f"{d}/Documents/Budget 2025.xlsx", A, "Finance", _ago(2025, 1, 4), t_budget)
    add(f"{d}/Documents/CV_Tomas_2022.docx", A, "Work", _ago(2022, 1, 5), t_cv)
    add(f"{d}/Documents/QQI/Assignment1_Logistics_v2.docx", P, "Education", _ago(2025, 12, 3), t_qqi_a1)
    for i, (y, m, dd) in enumerate([(2025, 7, 12), (2025, 7, 12), (2025, 8, 30), (2025, 10, 4), (2025, 12, 25),
                                    (2026, 2, 14), (2026, 3, 17), (2026, 5, 4)]):
        photo(f"{d}/Pictures/Camera Roll/{y}{m:02d}{dd:02d}_{13 + i:02d}{(i * 7) % 60:02d}{(i * 13) % 60:02d}.jpg",
              R, "Photos", _ago(y, m, dd))
    for i, age in enumerate([300, 120, 44, 9]):
        photo(f"{d}/Pictures/Screenshots/Screenshot ({i + 12}).png", R, "Photos", age)

    # ------------------------------------------------------------ Pictures
    d = "Pictures"
    add(f"{d}/desktop.ini", L, "System", 900, SYS)
    for i in range(8):
        photo(f"{d}/Kaunas Kalėdos 2025/IMG_{4410 + i * 3}.jpg", R, "Photos", _ago(2025, 12, 24 + i % 4))
    add(f"{d}/Kaunas Kalėdos 2025/Thumbs.db", L, "System", 150, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    for i, name in enumerate(["mama ir tetis 1990.jpg", "senelių sodyba.jpg", "Tomas 1 klasė.jpg", "Aušros vestuvės 2014.jpg"]):
        photo(f"{d}/Šeima/{name}", R, "Photos", 900 - i * 30, False)
    for i in range(4):
        photo(f"{d}/Lisbon 2024/IMG_{2201 + i * 5}.jpg", R, "Photos", _ago(2024, 5, 18 + i))
    for name, age in [("vilkai 2024.jpg", 600), ("vilkai 2025.jpg", 230), ("vilkai summer league.jpg", 320)]:
        photo(f"{d}/Basketball/{name}", R, "Photos", age)
    for i in range(4):
        photo(f"{d}/Keyboards/zoom75_{i + 1}.jpg", P, "Keyboards", 40 - 9 * i)
    for i in range(2):
        photo(f"{d}/Keyboards/tofu65_done_{i + 1}.jpg", X, "Keyboards", _ago(2023, 5, 20))
    for i in range(5):
        photo(f"{d}/Vestuvės/dvaras apziura {i + 1}.jpg", P, "Wedding", _ago(2025, 10, 18))
    add(f"{d}/Vestuvės/kvietimo dizainas.png", P, "Wedding", _ago(2026, 3, 29), "")
    for i, age in enumerate([500, 210, 35]):
        sd = NOW - timedelta(days=age)
        photo(f"{d}/Screenshots/Screenshot {sd:%Y-%m-%d} 2{i}{(i * 17) % 60:02d}{(i * 31) % 60:02d}.png", R, "Photos", age)

    # ------------------------------------------------------------ Phone dump (Samsung, copied May 2026)
    d = "Phone/DCIM/Camera"
    shots = [(2026, 1, 3, P, "Family"), (2026, 1, 3, P, "Family"), (2026, 2, 8, R, "Photos"), (2026, 2, 22, R, "Photos"),
             (2026, 3, 17, R, "Photos"), (2026, 4, 5, P, "Wedding"), (2026, 4, 5, P, "Wedding"), (2026, 4, 5, P, "Wedding"),
             (2026, 4, 6, R, "Photos"), (2026, 4, 19, R, "Photos"), (2026, 4, 30, P, "Keyboards"),
             (2026, 5, 10, P, "Keyboards"), (2026, 5, 16, R, "Photos"), (2026, 5, 23, R, "Photos"), (2026, 5, 23, R, "Photos"),
             (2026, 5, 24, R, "Photos")]
    for i, (y, m, dd, b, t) in enumerate(shots):
        photo(f"{d}/{y}{m:02d}{dd:02d}_{10 + i % 12:02d}{(i * 17) % 60:02d}{(i * 29) % 60:02d}.jpg", b, t, _ago(y, m, dd))
    add(f"{d}/20260405_154410.mp4", P, "Wedding", _ago(2026, 4, 5), "")
    add(f"{d}/20260518_203302.mp4", R, "Photos", _ago(2026, 5, 18), "")
    add(f"{d}/20260521_190144.heic", R, "Photos", _ago(2026, 5, 21), "")
    d = "Phone/DCIM/Screenshots"
    for i, (y, m, dd, app) in enumerate([(2026, 1, 19, "Revolut"), (2026, 3, 2, "Chrome"), (2026, 4, 28, "Messenger"),
                                         (2026, 5, 20, "Ryanair")]):
        photo(f"{d}/Screenshot_{y}{m:02d}{dd:02d}_{21 - i}{i}455_{app}.jpg", R, "Photos", _ago(y, m, dd), False)
    d = "Phone/WhatsApp/Media/WhatsApp Images"
    for i, (y, m, dd) in enumerate([(2025, 12, 24), (2026, 1, 30), (2026, 3, 9), (2026, 4, 12), (2026, 5, 1), (2026, 5, 27)]):
        photo(f"{d}/IMG-{y}{m:02d}{dd:02d}-WA{i:04d}.jpg", R, "Photos", _ago(y, m, dd), False)
    d = "Phone/WhatsApp/Media/WhatsApp Documents"
    for fn, b, t, (y, m, dd), ext in [
            (t_agency, P, "Family", (2026, 1, 14), "pdf"), (t_florist, P, "Wedding", (2026, 3, 10), "pdf"),
            (t_dj, P, "Wedding", (2026, 4, 2), "pdf"), (t_physio, A, "Health", (2026, 2, 19), "pdf"),
            (t_fixtures, A, "Basketball", (2026, 5, 6), "pdf"), (t_jerseys, A, "Basketball", (2026, 4, 26), "pdf"),
            (t_cake, P, "Wedding", (2026, 5, 20), "docx"), (t_qqi_timetable, P, "Education", (2025, 9, 11), "pdf"),
            (lambda rr, dt: t_past_trip(rr, dt, "Ryanair FR 2316 Dublin - Kaunas, Tue 23 Dec 2025\n"
                                               "Ryanair FR 2317 Kaunas - Dublin, Fri 2 Jan 2026"),
             X, "Travel", (2025, 12, 8), "pdf")]:
        add(f"{d}/DOC-{y}{m:02d}{dd:02d}-WA{r.randint(0, 9):04d}.{ext}", b, t, _ago(y, m, dd), fn, True)
    add("Phone/Download/document.pdf", A, "Car", 2, t_nct_booking, True)
    add("Phone/Download/sutartis.pdf", P, "Family", _ago(2026, 5, 8), t_prelim, True)
    add("Phone/Download/levada_caldeirao_verde.pdf", P, "Travel", _ago(2026, 4, 11), t_levada)

    # ------------------------------------------------------------ Senas laptopas 2019 (old laptop copy)
    d = "Senas laptopas 2019"
    B = (X, "Backup")
    add(f"{d}/Atsisiuntimai/dokumentas.pdf", *B, _ago(2016, 2, 26), t_nemuno)
    add(f"{d}/Atsisiuntimai/CV_Tomas_EN_2016.docx", *B, _ago(2016, 3, 1),
        lambda rr, dt: t_cv(rr, dt).split("EXPERIENCE")[0] + "EXPERIENCE\n2013-2016  Dispatcher, UAB Nemuno ekspedicija, Kaunas\n")
    add(f"{d}/Atsisiuntimai/P60_2017.pdf", *B, _ago(2018, 1, 20), t_p60)
    add(f"{d}/Atsisiuntimai/P60_2018.pdf", *B, _ago(2019, 1, 18), t_p60)
    add(f"{d}/Atsisiuntimai/payslip_wk32.pdf", *B, _ago(2018, 8, 10), t_kestrel_payslip)
    add(f"{d}/Atsisiuntimai/payslip_wk33.pdf", *B, _ago(2018, 8, 17), t_kestrel_payslip)
    add(f"{d}/Atsisiuntimai/Ryanair boarding pass.pdf", *B, _ago(2018, 12, 21),
        lambda rr, dt: "Ryanair BOARDING PASS\nKAZLAUSKAS/TOMAS MR\nFR 2316 DUB-KUN 22DEC18 Seat 17C Gate closes 06:05\n")
    add(f"{d}/Atsisiuntimai/SkypeSetup-8.35.exe", *B, _ago(2018, 11, 3), "")
    add(f"{d}/Atsisiuntimai/ChromeSetup.exe", *B, _ago(2016, 3, 20), "")
    add(f"{d}/Dokumentai/Pazyma is darbo Nemuno ekspedicija.pdf", *B, _ago(2016, 2, 26), t_nemuno)
    add(f"{d}/Dokumentai/GPM311 2016.pdf", *B, _ago(2017, 4, 28), t_gpm311)
    add(f"{d}/Dokumentai/Airija - ka reikia padaryti.txt", *B, _ago(2016, 3, 2), t_arrival)
    add(f"{d}/Dokumentai/Kestrel contract.pdf", *B, _ago(2016, 3, 10), t_old_contract)
    add(f"{d}/Dokumentai/English course certificate.pdf", *B, _ago(2016, 7, 1), t_english)
    add(f"{d}/Dokumentai/Tallaght nuoma.docx", *B, _ago(2018, 5, 28), t_old_tenancy)
    add(f"{d}/Dokumentai/Biudzetas 2018.xlsx", *B, _ago(2018, 12, 30), t_old_budget)
    add(f"{d}/Dokumentai/PPS.pdf", *B, _ago(2016, 4, 7), t_pps)
    add(f"{d}/Darbalaukis/Naujas tekstinis dokumentas.txt", *B, _ago(2019, 1, 30),
        lambda rr, dt: "Corrib Freight - interviu 02-12 10:00, Greenogue, klausti Ciarán Byrne\n"
                       "atsinešti: CV, rekomendaciją iš Kestrel, vairuotojo pažymėjimą\n")
    add(f"{d}/Darbalaukis/Kestrel reference.pdf", *B, _ago(2019, 2, 25), t_old_ref)
    for i, (y, m, dd) in enumerate([(2015, 7, 11), (2015, 7, 11), (2016, 3, 14), (2016, 12, 24), (2017, 6, 3),
                                    (2017, 8, 19), (2018, 5, 5), (2018, 12, 25), (2019, 1, 1), (2019, 2, 16)]):
        photo(f"{d}/Paveikslėliai/IMG_{y}{m:02d}{dd:02d}_{1000 + i * 37}.jpg", *B, _ago(y, m, dd))
    add(f"{d}/Paveikslėliai/Thumbs.db", L, "System", _ago(2019, 2, 20), _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    add(f"{d}/Muzika/Jurga - Nebijok.mp3", *B, _ago(2016, 1, 5), lambda rr, dt: _id3(rr, "Nebijok", "Jurga", "Aukso pieva"))
    add(f"{d}/Muzika/Antis - Zombiai.mp3", *B, _ago(2016, 1, 5), lambda rr, dt: _id3(rr, "Zombiai", "Antis", "Antis"))

    return items
