"""A tenth labelled corpus: a freelance designer's family computer, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at the bodies of
the other placement corpora or at any placement result: only ``unseen.py``'s docstring, helper section and
``build()`` mechanics, the ``Item`` dataclass and the signatures of ``_pdf``, ``_jpeg`` (``corpus.py``),
``_docx`` and ``_png`` (``blind.py``). The files and labels are shaped by what this person would have on disk,
not by what any code looks for.

The person: Mei Lin Chen, 38, a freelance UX/product designer in Vancouver, BC (sole proprietor trading as
"Mei Lin Chen Design" since September 2021, GST-registered). Before that she was a senior UX designer at
Northbeam Digital, a Gastown agency, from 2016 until she left in August 2021. She is married to Daniel Chen,
an ICU nurse at Vancouver General Hospital; their children are Olivia (9, grade 4 at Brant Park Elementary)
and Ethan (5, at Little Otters Daycare, seeing a speech-language pathologist). The family owns a three-bedroom
condo, #412 - 2288 Commercial Drive ("The Laurel", strata plan EPS2847, managed by Crosswell Property
Management); Mei Lin sits on the strata council. They drive a 2019 Toyota RAV4 Hybrid. Her business has a
monthly design retainer with Salt & Cedar Coffee Roasters and, right now, two client projects: the Coastline
Credit Union mobile-banking app redesign ("Coastline Mobile 3.0", research, wireframes and deliverables
through September 2026) and a new online-booking website for Maple Grove Family Clinic (launch planned for
July 2026). She is preparing a talk for Northwest UX Conf 2026 (Vancouver, 24 September 2026). In August 2026
her mother, Chen Shu-Fen (71, widowed, now in an apartment in Richmond), moves in with them: care plan,
home-support assessment, converting the second bedroom. The family flies to Taiwan (Taipei, Tainan, Hualien)
from 8 to 29 July 2026, and Ethan's kindergarten registration for September 2026 (catchment spot plus a
French-immersion waitlist) is not settled yet. Finished: the 2024 Lumen Fitness app redesign (her biggest
client project, closed in November 2024), the Northbeam job, the 2023 bathroom renovation, the Banff trip of
August 2025 (and a Tofino weekend in 2023), and the UBC Extended Learning certificate in UX Research &
Strategy she completed in 2022. Her interests: design and UX-research reading, fonts and icon packs,
photography (a Fujifilm X-T4, outings around the city), cooking, ebooks and music. The disk is a shared Mac's
home folder with the usual chaos: a ``Downloads/`` full of ``document (2).pdf``, a ``Desktop/`` of screenshots
and ``untitled.txt``, ``Documents/`` with half-made folders (``Documents/Misc``, ``Documents/untitled
folder``, ``Documents/2024``), a ``Clients/`` folder, a ``Scans/`` folder fed by the printer's
``scan0001.pdf`` numbering, an ``Old MacBook backup/`` copied off her 2017 laptop, unfinished downloads and
system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  Coastline Credit Union app redesign (statement of work, research plan and interview notes, personas,
  wireframes and Figma exports, usability-test results, deliverables, meeting notes and e-mails) -- topic
  Design; the Maple Grove Family Clinic booking website (proposal and contract, sitemap, content, booking
  flow, page mock-ups, launch checklist) -- topic Design; the Northwest UX Conf 2026 talk (acceptance,
  abstract, outline, slides, rehearsal notes, speaker logistics) -- topic Design; the Taiwan trip of
  July 2026 (flights, hotels, HSR tickets, itinerary, packing list, gifts for relatives) -- topic Travel;
  moving Mum in (care plan, home-support assessment, medication list, room measurements and furniture,
  her apartment's notice, the move itself, photos of the room being set up) -- topic Family; Ethan's
  kindergarten registration for September 2026 (VSB registration, French-immersion waitlist, school
  tours, documents asked for) -- topic Kids. A client project's contract or statement of work belongs to
  the project; the invoices she issues to any client belong to the business's books (Areas, Design).
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: running the
  design business -- invoices, the retainer with Salt & Cedar (its contract, monthly hours, requests, the
  labels and brand files made for it), GST returns, business expenses and receipts, the business licence, her
  portfolio and website, professional insurance, the standard contract template (Design); household money --
  the joint account, credit card, the RESP, TFSAs, the mortgage, income-tax returns and notices of assessment,
  budget (Finance); the condo -- strata council minutes and correspondence, strata fees, repairs and
  maintenance, condo insurance, utility bills (Home); the family's health -- MSP, dental, extended-health
  claims, Ethan's speech therapy, prescriptions (Health); the children's school and activities -- report
  cards, school forms, swim lessons, piano, summer-camp forms, even this summer's camp (Kids); the RAV4 --
  ICBC insurance, service, parking (Car). A 2019 tax return or 2022 strata minutes are still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: design articles, UX-research
  papers, talks by others, UI kits, icon packs and generic Figma community files (Design); font files and font
  licences (Fonts); appliance manuals (Home); the car's owner's manual (Car); photography -- the camera
  manual, Lightroom presets, shots from her photo outings (Photography); recipes (Cooking); ebooks, whatever
  their subject (Books); music files (Music); installers and software licences (Software); family photos,
  snapshots of the kids, holiday snapshots (even from Banff) and screenshots (Photos) -- except photos and
  screenshots that document a project, current or finished (the room being set up for Mum, the bathroom before
  and after, a client's wireframes or app screens): those take the project's bucket and topic.
- **Archive**: finished projects and ended responsibilities: the Lumen Fitness app redesign of 2024, the
  Northbeam Digital job (ended 2021) and the 2022 UBC UX certificate (Design); the 2023 bathroom
  renovation (Home); past trips -- Banff 2025, Tofino 2023 (Travel); everything inside ``Old MacBook
  backup/``, a copy of a retired laptop kept as it was, whatever the file (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``Thumbs.db``, ``desktop.ini``) (topic System). Dot files (``.DS_Store``, ``.localized``)
  are written but not labelled, and nothing inside a dot folder is labelled.

Topics are subjects: a project's files take the project's topic (the talk is ``Design`` like the invoices;
the room for Mum is ``Family``; the kindergarten registration is ``Kids`` like the report cards). ``hard``
marks a file whose name *and* folder say nothing about its subject (``Downloads/document (2).pdf``,
``Desktop/untitled.txt``, ``Scans/scan0012.pdf``, ``Documents/Misc/notes.docx``): only the text inside
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
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400
P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

# --------------------------------------------------------------------------- helpers


def _d(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _long(dt: datetime) -> str:
    return dt.strftime("%B %d, %Y").replace(" 0", " ")


def _cad(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _ago(dt: datetime, days: int) -> datetime:
    return dt - timedelta(days=days)


BIZ = ("Mei Lin Chen Design - UX & Product Design\n#412 - 2288 Commercial Drive, Vancouver, BC V5N 4B5\n"
       "meilin@meilinchen.design | 604-555-0187 | GST/HST 78453 2190 RT0001")
HOME_ADDR = "#412 - 2288 Commercial Drive, Vancouver, BC V5N 4B5"
FIRST = ["Priya", "Jordan", "Aisha", "Kevin", "Sofia", "Marcus", "Hana", "Tyler", "Grace", "Omar", "Rachel",
         "Diego", "Nicole", "Sam", "Wen", "Farah"]
SURN = ["Raman", "Nguyen", "MacDonald", "Singh", "Tremblay", "Wong", "Kowalski", "Osei", "Lam", "Fraser",
        "Hernandez", "Gill", "Dubois", "Yamamoto", "Brooks", "Chan"]


# --------------------------------------------------------------------------- templates: client projects (Design)


def t_cl_sow(r: random.Random, dt: datetime) -> str:
    return (f"STATEMENT OF WORK - Coastline Mobile 3.0 redesign\n{BIZ}\nClient: Coastline Credit Union, "
            "Digital Channels (Priya Raman, Product Manager)\n"
            f"Dated {_long(dt)}. Term: February 16 - September 30, 2026.\n"
            "Phase 1 Discovery: stakeholder interviews, 12 member interviews, analytics review, competitor audit.\n"
            "Phase 2 Design: information architecture, wireframes for Accounts, Move Money, Pay Bills, e-Transfer.\n"
            "Phase 3 Validation: two rounds of moderated usability testing, WCAG 2.2 AA review, handoff to dev.\n"
            f"Fees: fixed fee {_cad(r, 58000, 64000)} + GST, billed monthly against milestones.\n"
            "Signed for Coastline: ____________   Signed: Mei Lin Chen")


def t_cl_research_plan(r: random.Random, dt: datetime) -> str:
    return ("# Coastline Mobile 3.0 - research plan\n\n## Goals\n- Why do members call the branch instead of using "
            "e-Transfer in the app?\n- Where do older members drop off in bill payments?\n\n## Method\n"
            f"- {r.randint(10, 14)} remote interviews, 45 min, Zoom, $75 honorarium\n- Recruit via member newsletter: "
            "mix of ages 22-78, 3 small-business members\n- Diary study (1 week) on moving money between accounts\n\n"
            "## Schedule\nRecruiting wk of Mar 2, interviews Mar 9-20, synthesis Mar 23-27, readout Mar 31")


def t_cl_interview(r: random.Random, dt: datetime, n: int = 1) -> str:
    age = r.randint(24, 76)
    return (f"Interview P{n:02d} - Coastline member, {age}, {r.choice(['Surrey', 'Burnaby', 'Coquitlam', 'East Van'])}\n"
            f"Date: {_d(dt)}  Moderator: MLC  Notes: Jordan N.\n"
            "- Uses app mostly to check balance before groceries; does e-Transfers on desktop 'because the "
            "screen is bigger and I can see the recipient'.\n"
            "- Got locked out twice after the 2FA change; called the branch.\n"
            f"- Quote: \"I never know if the transfer went through until {r.choice(['I get the email', 'my sister texts me'])}.\"\n"
            "- Bill payee search: typed 'hydro', got 9 results, picked wrong one once.\n"
            "Themes: confirmation anxiety, payee findability, trust in notifications")


def t_cl_synthesis(r: random.Random, dt: datetime) -> str:
    return ("Coastline Mobile 3.0 - Discovery synthesis\n\nTop findings (12 interviews, 340 survey responses):\n"
            "1. Confirmation anxiety: 9/12 re-check balance after every e-Transfer.\n"
            "2. Move Money is split across 3 tabs; members can't predict where 'transfer to savings' lives.\n"
            "3. Bill payee search returns duplicates (BC Hydro x4).\n4. Older members rely on branch staff for "
            "anything new.\nOpportunities: single Move Money hub, explicit receipts, payee nicknames, "
            "guided first-use.\nPersonas: Everyday Eva, Small-biz Sunil, Careful Carol")


def t_cl_meeting(r: random.Random, dt: datetime) -> str:
    return (f"Coastline weekly sync - {_d(dt)}\nAttendees: Priya R., Kevin W. (iOS lead), Aisha S. (compliance), "
            "Mei Lin\n- Wireframes v3 for Move Money reviewed; compliance wants the fee disclosure above the "
            "Confirm button.\n- Usability round 2 scheduled for June 15-19, 6 participants.\n"
            "- Dev needs redlines for the payee list by June 10.\nActions: MLC update receipt screen; Kevin check "
            "biometric re-auth timing; Priya confirm recruiting budget.")


def t_cl_email(r: random.Random, dt: datetime) -> str:
    return (f"From: Priya Raman <priya.raman@coastlinecu.ca>\nTo: Mei Lin Chen <meilin@meilinchen.design>\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} 09:42:11 -0700\nSubject: Re: Move Money hub - v3 wireframes\n\n"
            "Hi Mei Lin,\n\nThanks for the walkthrough yesterday. The team loved the single Move Money hub. Two "
            "asks before we show the exec sponsor on Thursday: can the e-Transfer receipt show the recipient's "
            "bank, and can we see the error state for an exceeded daily limit?\n\nAlso, usability round 2 is "
            "confirmed for June 15-19 at the Main St branch.\n\nPriya\nProduct Manager, Digital Channels, Coastline CU")


def t_cl_usability(r: random.Random, dt: datetime) -> str:
    return ("task,participant,success,time_s,errors,notes\n" + "\n".join(
        f"{t},P{p:02d},{r.choice(['yes', 'yes', 'yes', 'partial', 'no'])},{r.randint(20, 190)},{r.randint(0, 3)},"
        f"{r.choice(['hesitated on payee list', 'looked for receipt', 'used search', 'smooth', 'tapped back twice'])}"
        for t in ("send e-Transfer", "pay BC Hydro bill", "move $200 to savings") for p in range(1, 6)))


def t_cl_deliverable(r: random.Random, dt: datetime) -> str:
    return ("Coastline Credit Union - Mobile 3.0\nDeliverable D2: Information architecture & wireframes\n"
            f"Prepared by Mei Lin Chen Design, {_long(dt)}\n\n1. Navigation: Home, Accounts, Move Money, "
            "Services, More\n2. Move Money hub: transfer, e-Transfer, pay bills, scheduled payments in one place\n"
            "3. Receipts: every money movement ends on a receipt with reference number and share option\n"
            "4. Accessibility: 44pt targets, dynamic type to XXL, VoiceOver labels listed in appendix\n"
            "Next: usability round 2 (June), visual design (July), dev handoff (August)")


def t_cl_personas(r: random.Random, dt: datetime) -> str:
    return ("Personas - Coastline Mobile 3.0\n\nEveryday Eva, 34, nurse, shift work. Checks balance 3x/day, pays "
            "rent by e-Transfer, wants certainty.\nSmall-biz Sunil, 51, runs a bakery in Surrey. Pays 15 "
            "suppliers, needs payee nicknames and scheduled payments.\nCareful Carol, 72, retired teacher. Learned "
            "the app from her grandson, afraid of 'pressing the wrong thing', calls branch for anything new.")


def t_mg_proposal(r: random.Random, dt: datetime) -> str:
    return (f"Proposal: online booking website for Maple Grove Family Clinic\n{BIZ}\nPrepared for Lisa Wong, "
            f"Clinic Manager, and Dr. Aaron Feldman - {_long(dt)}\n\nScope: new 8-page website on Webflow, online "
            "appointment booking integrated with the clinic's Jane App account, new-patient intake form, "
            "accessible design for older patients, French and Traditional Chinese language pages.\n"
            f"Timeline: March - July 2026 (launch July 15). Fee: {_cad(r, 14000, 17500)} + GST, 40/40/20.\n"
            "Out of scope: EMR integration, hosting costs, photography.")


def t_mg_sitemap(r: random.Random, dt: datetime) -> str:
    return ("Maple Grove Family Clinic - sitemap v2\n\n- Home\n  - Book an appointment (Jane App embed)\n  - New "
            "patients: intake form, what to bring\n- Our physicians (Dr. Feldman, Dr. Sandhu, Dr. Liu, NP Brooks)\n"
            "- Services: family medicine, prenatal, travel vaccines, walk-in hours\n- Clinic info: hours, parking, "
            "accessibility\n- FAQ\n- Contact\nLanguages: EN / FR / 繁中")


def t_mg_flow(r: random.Random, dt: datetime) -> str:
    return ("# Booking flow - Maple Grove clinic site\n\n1. Who is the appointment for? (me / my child / someone I "
            "care for)\n2. Reason: regular visit, prescription renewal, prenatal, travel vaccine\n3. Pick physician "
            "or 'first available'\n4. Pick time (Jane App widget)\n5. Confirm: PHN, phone, email; reminder by SMS\n\n"
            "Notes from Lisa: walk-ins not bookable online; phone line must stay visible on every step.")


def t_mg_content(r: random.Random, dt: datetime) -> str:
    return ("Maple Grove Family Clinic - page copy draft (Home)\n\nFamily care in Mount Pleasant since 1998\n"
            "Book online 24/7 or call 604-555-0142. Walk-in hours Monday to Friday, 9 to 11 a.m.\n"
            "Accepting new patients from Vancouver and Burnaby: complete the intake form and we will call you.\n"
            "Wheelchair accessible entrance on Kingsway side. Street parking and Evergreen lot behind the clinic.\n"
            "[Lisa to confirm: statutory holiday hours]")


def t_mg_email(r: random.Random, dt: datetime) -> str:
    return (f"From: Lisa Wong <lisa@maplegroveclinic.ca>\nTo: meilin@meilinchen.design\nDate: {dt.strftime('%a, %d %b %Y')} "
            "15:10:02 -0700\nSubject: Photos + physician bios for the new site\n\nHi Mei Lin,\n\nAttached are the bios "
            "for Dr. Sandhu and Dr. Liu. Dr. Feldman still wants to rewrite his. The Jane App admin login is on its way "
            "from their support. Could we push the staff review of the booking pages to next Wednesday? We're short a "
            "MOA this week.\n\nThanks so much, Lisa\nMaple Grove Family Clinic")


def t_mg_launch(r: random.Random, dt: datetime) -> str:
    return ("Maple Grove site - launch checklist (target July 15)\n[x] Domain DNS access from clinic IT\n"
            "[x] Jane App booking embed tested on iPhone SE / Android\n[ ] Physician bios final (Feldman)\n"
            "[ ] FR and Chinese translations back from translator\n[ ] Axe accessibility scan, contrast fixes\n"
            "[ ] Privacy policy reviewed by clinic (PIPA)\n[ ] Redirects from old Wix pages\n[ ] Staff training, 30 min")


def t_mg_contract(r: random.Random, dt: datetime) -> str:
    return (f"DESIGN SERVICES AGREEMENT\nBetween Mei Lin Chen Design and Maple Grove Family Clinic Inc.\n"
            f"Effective {_long(dt)}\n1. Services: design and build of the clinic website with online booking, as "
            "described in the proposal of March 2, 2026.\n2. Fees: see Schedule A; invoices due net 15.\n"
            "3. Intellectual property transfers on final payment.\n4. Confidentiality: no patient data will be "
            "handled by the Designer.\nSigned: Dr. Aaron Feldman, Director / Mei Lin Chen")


def t_talk_accept(r: random.Random, dt: datetime) -> str:
    return (f"From: Program Committee <speakers@nwuxconf.ca>\nTo: meilin@meilinchen.design\nDate: {dt.strftime('%a, %d %b %Y')}"
            " 11:00:00 -0700\nSubject: Northwest UX Conf 2026 - your talk is accepted!\n\nDear Mei Lin,\n\nWe are delighted "
            "to accept \"Trust at every tap: designing money and health flows for people who are nervous\" for the "
            "main stage, September 24, 2026, Vancouver Convention Centre West. Slot: 30 minutes + 10 Q&A.\n"
            "Please confirm by April 10 and send a bio and headshot. Slides due September 10.\n\nNWUX Program Committee")


def t_talk_outline(r: random.Random, dt: datetime) -> str:
    return ("# NWUX talk - outline v4\n\nTitle: Trust at every tap\n\n1. Cold open: Carol, 72, and the 'wrong button' "
            "(2 min)\n2. Why nervous users are everyone (stats, 3 min)\n3. Pattern 1: receipts everywhere (banking "
            "example, anonymized)\n4. Pattern 2: keep the phone number visible (clinic booking)\n5. Pattern 3: say what "
            "happens next\n6. Testing with older adults: recruiting, pacing, consent\n7. Close: design for the Carol "
            "in your own family\n\nTODO: check NDA with Coastline before using screens; rehearse with timer")


def t_talk_abstract(r: random.Random, dt: datetime) -> str:
    return ("Speaker bio & abstract - Northwest UX Conf 2026\n\nMei Lin Chen is an independent UX and product designer in "
            "Vancouver who has spent ten years designing for banks, clinics and fitness apps.\n\nAbstract: Moving "
            "money and booking a doctor are high-stakes taps. Drawing on a credit-union app redesign and a family "
            "clinic's booking site, this talk shows three patterns that make nervous people confident, and how to "
            "test them with older adults without patronizing them.")


def t_talk_rehearsal(r: random.Random, dt: datetime) -> str:
    return (f"Rehearsal {_d(dt)} - ran {r.randint(34, 41)} min (target 30)\n- intro too long, cut the agency story\n"
            "- receipts section: show before/after side by side\n- Daniel: 'the Carol bit is the best part, open with it'\n"
            "- need a slide on consent forms for older participants\n- remember clicker + HDMI adapter")


def t_ret_contract(r: random.Random, dt: datetime) -> str:
    return (f"RETAINER AGREEMENT - renewed {_long(dt)}\n{BIZ}\nClient: Salt & Cedar Coffee Roasters Ltd., 1420 Venables St\n"
            "Services: up to 20 hours/month of design support - packaging labels, Shopify store updates, email "
            "newsletters, seasonal campaign graphics.\nFee: $1,850.00/month + GST, invoiced on the 1st, net 15.\n"
            "Unused hours do not roll over. Either party may end with 30 days notice.\nContact: Marco Bellini, owner")


def t_ret_report(r: random.Random, dt: datetime) -> str:
    h = [r.randint(2, 7) for _ in range(4)]
    return (f"Salt & Cedar - retainer hours {dt.strftime('%B %Y')}\nTask;Hours\nHoliday blend label revisions;{h[0]}\n"
            f"Shopify product photos crop + alt text;{h[1]}\nNewsletter template;{h[2]}\nWholesale price sheet;{h[3]}\n"
            f"Total;{sum(h)} of 20")


def t_ret_request(r: random.Random, dt: datetime) -> str:
    return (f"From: Marco Bellini <marco@saltandcedar.coffee>\nTo: meilin@meilinchen.design\nDate: {dt.strftime('%a, %d %b %Y')}"
            " 08:15:44 -0700\nSubject: summer cold brew can label\n\nHey Mei Lin, we're doing a cold brew can for the "
            "summer markets. 355 ml, the printer (Glenmore) needs the dieline filled by the 20th. Same vibe as the "
            "Ethiopia bag but lighter. Can it come out of this month's hours?\n\nCheers, Marco")


def t_invoice(r: random.Random, dt: datetime, num: str, client: str, line: str, amount: float) -> str:
    gst = amount * 0.05
    return (f"INVOICE {num}\n{BIZ}\nDate: {_d(dt)}   Due: {_d(dt + timedelta(days=15))}\nBill to: {client}\n\n"
            f"{line}    ${amount:,.2f}\nGST 5%    ${gst:,.2f}\nTOTAL DUE    ${amount + gst:,.2f} CAD\n"
            "Payment by e-Transfer to meilin@meilinchen.design or direct deposit. Thank you!")


def t_gst(r: random.Random, dt: datetime, period: str) -> str:
    sales = r.uniform(38000, 52000)
    itc = r.uniform(600, 1400)
    return (f"GST/HST return working - {period}\nBusiness No. 78453 2190 RT0001 - quarterly filer\n"
            f"Line 101 Total sales and revenue: ${sales:,.2f}\nLine 105 GST collected: ${sales * 0.05:,.2f}\n"
            f"Line 108 Input tax credits: ${itc:,.2f}\nLine 109 Net tax: ${sales * 0.05 - itc:,.2f}\n"
            "Filed via CRA My Business Account; paid from business chequing.")


def t_expenses(r: random.Random, dt: datetime) -> str:
    rows = ["date,vendor,category,amount,gst"]
    items = [("Figma", "Software", 22.5), ("Adobe", "Software", 29.99), ("Staples", "Office", 48.3),
             ("Telus", "Phone", 85.0), ("Shaw", "Internet 50%", 52.5), ("WeWork Waterfront", "Coworking", 320.0),
             ("Maze", "Research tools", 99.0), ("User Interviews", "Participant incentives", 450.0)]
    for i in range(9):
        v, c, a = r.choice(items)
        d = _ago(dt, r.randint(0, 85))
        rows.append(f"{_d(d)},{v},{c},{a:.2f},{a * 0.05:.2f}")
    return "\n".join(rows)


def t_licence(r: random.Random, dt: datetime) -> str:
    return (f"City of Vancouver - Business Licence {dt.year}\nLicence No. 26-{r.randint(100000, 999999)}\n"
            "Business name: Mei Lin Chen Design\nType: Office - Computer / Design Services (home-based)\n"
            f"Address: {HOME_ADDR}\nFee paid: $186.00   Expires: December 31, {dt.year}")


def t_portfolio(r: random.Random, dt: datetime) -> str:
    return ("# Portfolio site - update list\n\n- Add Lumen Fitness case study (finally!) - hero shot, 3 key screens, "
            "results: +18% 30-day retention\n- Salt & Cedar packaging: new photos from Marco\n- Remove Northbeam-era "
            "projects older than 2019\n- About page: mention NWUX talk once announced\n- Squarespace renewal $276 "
            "in October\n- Testimonials: ask Priya after Coastline launch")


def t_biz_insurance(r: random.Random, dt: datetime) -> str:
    return (f"Professional liability (E&O) - renewal {_long(dt)}\nInsured: Mei Lin Chen dba Mei Lin Chen Design\n"
            f"Insurer: Zensurance / Trisura Guarantee. Limit $1,000,000 per claim. Premium {_cad(r, 640, 780)}.\n"
            "Covers: negligence, errors or omissions in professional design services; Canada and US clients.\n"
            "Policy period: 12 months. Keep certificate for client contracts (Coastline asked for a copy).")


def t_contract_template(r: random.Random, dt: datetime) -> str:
    return ("[TEMPLATE] Design services agreement - Mei Lin Chen Design\n1. Services: {{scope}}\n2. Fees: {{fee}} + GST, "
            "invoiced {{schedule}}, net 15; late payments 1.5%/month.\n3. Revisions: two rounds per deliverable.\n"
            "4. IP: client owns final deliverables on full payment; designer may show work in portfolio unless NDA.\n"
            "5. Termination: 14 days written notice; work to date is billable.")


def t_lumen(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "final":
        return ("Lumen Fitness - app redesign: final report (November 2024)\nPrepared by Mei Lin Chen Design\n"
                "Delivered: onboarding, workout player, progress dashboard, 214 screens in Figma, design system v1.\n"
                "Results after 8 weeks live: 30-day retention +18%, onboarding completion 61% -> 79%.\n"
                "Handoff complete; project closed. Thanks to Jess Okafor and the Lumen team.")
    if kind == "sow":
        return ("Statement of work - Lumen Fitness app redesign\nClient: Lumen Fitness Inc. (Jess Okafor, Head of Product)\n"
                "Term: March 4 - October 31, 2024, extended to November 22, 2024.\nPhases: research, onboarding "
                "redesign, workout player, design system.\nFee: $72,000 + GST.")
    return ("Lumen - retro notes (Nov 2024)\nWent well: weekly demos, early dev involvement, design tokens.\nDidn't: "
            "scope creep on the dashboard, 3 weeks lost to the pricing page.\nNext time: change-request form, "
            "cap revisions, ask for analytics access in week 1.")


def t_northbeam(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "offer":
        return ("Northbeam Digital Inc. - 55 Water Street, Vancouver\nOffer of employment: Senior UX Designer\nDear Mei Lin,"
                "\nWe are pleased to offer you the role of Senior UX Designer starting May 2, 2016, salary $78,000, "
                "three weeks vacation, extended health through Pacific Blue Cross.\nSigned, Tom Hale, Managing Director")
    if kind == "resign":
        return ("July 9, 2021\nDear Tom,\nPlease accept this letter as notice of my resignation from Northbeam Digital. "
                "My last day will be August 6, 2021. Thank you for five great years; I'm starting my own practice and "
                "will make sure the Harbour Air handoff is complete.\nMei Lin Chen")
    if kind == "t4":
        return (f"T4 2020 Statement of Remuneration Paid\nEmployer: Northbeam Digital Inc.\nEmployee: Mei Lin Chen\n"
                f"Box 14 Employment income: {_cad(r, 86000, 90000)}\nBox 16 CPP: $2,898.00  Box 18 EI: $856.36\n"
                f"Box 22 Income tax deducted: {_cad(r, 17000, 19500)}")
    return ("Northbeam - performance review 2020\nEmployee: Mei Lin Chen, Senior UX Designer\nStrengths: research "
            "leadership on the Harbour Air booking project, mentoring juniors.\nGoals 2021: lead a design-system "
            "initiative, present at a meetup.\nRating: exceeds expectations. Reviewer: Tom Hale")


def t_ubc(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "cert":
        return ("The University of British Columbia - Extended Learning\nThis certifies that MEI LIN CHEN has completed "
                "the Certificate in UX Research & Strategy (150 hours), awarded December 2022.\nCourses: Research "
                "Methods, Usability Testing, Service Design, Research Ops.")
    if kind == "receipt":
        return (f"UBC Extended Learning - receipt\nCourse: UXR 204 Usability Testing, Fall 2022\nTuition {_cad(r, 850, 990)}"
                "\nEligible for tuition tax credit (T2202 issued by February).")
    return ("UXR 204 - final project: usability test of the VPL library app holds flow\nParticipants: 5. Tasks: place a "
            "hold, change pickup branch, freeze hold.\nKey finding: 'freeze' wording confused 4/5; recommended "
            "'pause hold' plus date picker.\nGrade: A")


def t_article(r: random.Random, dt: datetime, n: int) -> str:
    arts = [
        ("Designing for older adults: 12 guidelines", "Nielsen Norman Group",
         "Older adults read more carefully, distrust unexpected changes, and need larger targets. Avoid "
         "timeouts, show progress, keep the phone number visible."),
        ("The paradox of the active user", "UX Collective",
         "Users skip manuals and start doing. Design for learning in context: progressive disclosure, sensible "
         "defaults and undo."),
        ("Confirmation vs. reassurance in financial flows", "Smashing Magazine",
         "A receipt screen is not a formality. People want the amount, recipient, reference number and what "
         "happens next, in that order."),
        ("Recruiting participants without a panel", "dscout People Nerds",
         "Use existing customer newsletters, screen with 5 questions, pay fairly, and over-recruit by 20% for "
         "no-shows."),
        ("Measuring trust in digital banking (paper)", "CHI 2023 Proceedings",
         "We surveyed 1,204 mobile banking users. Perceived control and transparency of fees predicted trust "
         "more strongly than visual polish (beta = 0.41)."),
        ("Form design patterns for healthcare intake", "A List Apart",
         "Ask only what the clinic will use, explain why you ask, group by topic, and never clear a form on error."),
    ]
    t, src, body = arts[n % len(arts)]
    return f"{t}\n{src}\n\n{body}\n\nSaved for reference - UX reading list."


# --------------------------------------------------------------------------- templates: household


def t_statement(r: random.Random, dt: datetime) -> str:
    bal = r.uniform(4000, 11000)
    rows = [f"Vancity - Joint Chequing 0042-{r.randint(100000, 999999)} - Daniel Chen & Mei Lin Chen",
            f"Statement period ending {_d(dt)}", "Date;Description;Withdrawal;Deposit;Balance"]
    for desc, lo, hi, dep in (("Payroll VCH - D Chen", 3100, 3500, True), ("Mortgage payment", 2640, 2640, False),
                              ("Strata fee EPS2847", 512.4, 512.4, False), ("Save-On-Foods #2241", 80, 260, False),
                              ("Transfer from MLC Design", 3000, 4500, True), ("BC Hydro", 60, 140, False),
                              ("RESP contribution", 208.33, 208.33, False), ("Little Otters Daycare", 200, 200, False)):
        amt = r.uniform(lo, hi)
        bal += amt if dep else -amt
        d = _ago(dt, r.randint(1, 28))
        rows.append(f"{_d(d)};{desc};{'' if dep else f'{amt:.2f}'};{f'{amt:.2f}' if dep else ''};{bal:.2f}")
    return "\n".join(rows)


def t_mortgage(r: random.Random, dt: datetime) -> str:
    return (f"Vancity - Mortgage annual statement {dt.year - 1}\nBorrowers: Daniel Chen, Mei Lin Chen\nProperty: {HOME_ADDR}\n"
            f"Principal outstanding Dec 31: {_cad(r, 468000, 492000)}\nRate: 4.79% fixed, 5-year term, renews "
            "March 1, 2028\nMonthly payment $2,640.12; amortization remaining 21 years 4 months\n"
            f"Interest paid in year: {_cad(r, 22500, 24000)}  Property tax: paid directly by owner")


def t_renewal(r: random.Random, dt: datetime) -> str:
    return ("Mortgage renewal - notes from call with Vancity (Karen)\n- current term ends March 2028 but asked about "
            "prepayment: 15% lump sum allowed yearly, 20% payment increase allowed\n- if we put the RESP? no - "
            "keep RESP separate\n- idea: put Mei Lin's extra retainer income toward a $10k lump sum in January")


def t_resp(r: random.Random, dt: datetime) -> str:
    return (f"TD Family RESP - annual statement {dt.year - 1}\nSubscribers: Mei Lin Chen, Daniel Chen\nBeneficiaries: "
            "Olivia Chen (2016), Ethan Chen (2020)\n"
            f"Contributions in year: $5,000.00   CESG received: $1,000.00   BC grant (BCTESG): $0.00\n"
            f"Market value Dec 31: {_cad(r, 38000, 46000)}\nLifetime CESG: {_cad(r, 6800, 7600)} (max $7,200 per child)")


def t_tfsa(r: random.Random, dt: datetime) -> str:
    return ("account,holder,contribution_room_2026,contributed_2026,market_value\n"
            f"Wealthsimple TFSA,Mei Lin Chen,{r.randint(14000, 21000)},{r.randint(3000, 7000)},{r.randint(48000, 61000)}\n"
            f"Wealthsimple TFSA,Daniel Chen,{r.randint(9000, 15000)},{r.randint(2000, 7000)},{r.randint(52000, 70000)}\n"
            "note,,room from CRA My Account,,as of statement")


def t_tax(r: random.Random, dt: datetime, year: int, who: str = "Mei Lin Chen") -> str:
    inc = r.uniform(72000, 98000)
    return (f"{year} T1 Income Tax and Benefit Return - summary (Wealthsimple Tax)\nTaxpayer: {who}, Vancouver BC\n"
            f"Line 13500 Business income (T2125, Mei Lin Chen Design): ${inc:,.2f}\nLine 20800 RRSP deduction: "
            f"{_cad(r, 4000, 9000)}\nLine 21400 Child care expenses: {_cad(r, 3000, 6000)}\n"
            f"Line 26000 Taxable income: ${inc * 0.88:,.2f}\nLine 48500 Balance owing: {_cad(r, 800, 3500)}\n"
            "Filed electronically (NETFILE). Keep receipts 6 years.")


def t_noa(r: random.Random, dt: datetime, year: int) -> str:
    return (f"Canada Revenue Agency - Notice of Assessment\nTax year {year}   Date issued: {_long(dt)}\nName: Mei Lin Chen\n"
            f"We assessed your {year} return. Total income {_cad(r, 80000, 99000)}. Balance: $0.00\n"
            f"RRSP deduction limit for {year + 1}: {_cad(r, 14000, 19000)}\nCanada child benefit recalculated for July.")


def t_budget(r: random.Random, dt: datetime) -> str:
    return ("Category;Budget;Actual\n" + "\n".join(
        f"{c};{b};{b + r.randint(-120, 160)}" for c, b in (
            ("Mortgage", 2640), ("Strata fees", 512), ("Groceries", 1300), ("Daycare (after $10/day)", 200),
            ("Swim + piano", 260), ("Car: ICBC + gas", 420), ("Phones + internet", 210), ("RESP", 417),
            ("Eating out", 300), ("Mum - support (from Aug)", 0), ("Taiwan fund", 600))))


def t_visa(r: random.Random, dt: datetime) -> str:
    return ("Transaction Date,Posted,Description,Amount\n" + "\n".join(
        f"{_d(_ago(dt, r.randint(1, 30)))},{_d(_ago(dt, r.randint(0, 2)))},{d},{r.uniform(8, 220):.2f}"
        for d in ("COSTCO WHOLESALE #54", "SAFEWAY 4910", "SHELL C03112", "AMAZON.CA", "NETFLIX.COM",
                  "JJ BEAN COMMERCIAL", "CANADIAN TIRE #287", "LONDON DRUGS 12")))


def t_strata_minutes(r: random.Random, dt: datetime) -> str:
    return (f"THE OWNERS, STRATA PLAN EPS2847 - THE LAUREL\nMinutes of the Strata Council meeting held {_long(dt)}, 7:00 p.m., "
            "amenity room\nPresent: R. Fraser (President), M.L. Chen (Secretary), T. Osei (Treasurer), G. Lam, "
            "D. Kowalski; Crosswell Property Management: Sandra Gill\n1. Financial report: operating fund on budget; "
            f"CRF balance {_cad(r, 410000, 460000)}.\n2. Parkade membrane repair: council approved Coast Waterproofing "
            "quote.\n3. Bylaw complaint (noise, unit 308): first warning letter sent.\n4. Depreciation report update "
            "due 2027.\nMeeting adjourned 8:45 p.m. Next meeting: second Tuesday of next month.")


def t_strata_fee(r: random.Random, dt: datetime) -> str:
    return (f"Crosswell Property Management - Strata Plan EPS2847\nOwner statement for SL 41 (#412) as of {_d(dt)}\n"
            "Monthly strata fee: $512.40 (operating $448.10, CRF $64.30)\nPre-authorized debit on the 1st\n"
            "Balance owing: $0.00\nNote: 2026/27 budget approved at AGM, fee increase 4.5% from October 1.")


def t_strata_letter(r: random.Random, dt: datetime) -> str:
    return (f"To: All owners and residents, The Laurel (EPS2847)\nDate: {_long(dt)}\nRe: Window cleaning and dryer "
            "vent cleaning\nContractors will access balconies on the dates posted in the lobby. Please remove items "
            "from balcony railings and provide access to in-suite dryer vents between 9 a.m. and 4 p.m.\n"
            "Crosswell Property Management on behalf of Strata Council")


def t_home_insurance(r: random.Random, dt: datetime) -> str:
    return (f"BCAA Home Insurance - Condo policy renewal\nInsured: Mei Lin Chen & Daniel Chen\nLocation: {HOME_ADDR}\n"
            "Policy period: 12 months from renewal date\nContents $75,000; improvements & betterments $50,000; "
            "strata deductible assessment $50,000; personal liability $2,000,000\n"
            f"Annual premium: {_cad(r, 620, 760)}   Deductible: $1,000   Home business endorsement: yes (design office)")


def t_repair(r: random.Random, dt: datetime) -> str:
    return (f"Pacific Appliance Repair - Invoice {r.randint(20000, 29999)}\nCustomer: Mei Lin Chen, {HOME_ADDR}\nDate: {_d(dt)}\n"
            "Bosch dishwasher SHX3AR75UC - error E24, drain pump blocked; cleared filter and replaced drain hose.\n"
            f"Labour 1 h {_cad(r, 110, 140)}; parts {_cad(r, 40, 85)}; GST included. Warranty 90 days on labour.")


def t_hydro(r: random.Random, dt: datetime) -> str:
    return (f"BC Hydro - Your electricity bill\nAccount 4000 1892 {r.randint(1000, 9999)}  Service address: {HOME_ADDR}\n"
            f"Billing period ending {_d(dt)} (61 days). Consumption {r.randint(780, 1250)} kWh\n"
            f"Amount due {_cad(r, 110, 210)}  Due date {_d(dt + timedelta(days=21))}. Equal payment plan: no.")


def t_msp(r: random.Random, dt: datetime) -> str:
    return ("Health Insurance BC - Medical Services Plan\nAccount holder: Mei Lin Chen\nDependants on account: Daniel "
            "Chen (spouse), Olivia Chen, Ethan Chen\nPersonal Health Numbers: on BC Services Cards.\nReminder: renew "
            "Services Card photo ID by 2027. Mother (Chen Shu-Fen) has her own MSP account in Richmond - update "
            "address after the move.")


def t_dental(r: random.Random, dt: datetime) -> str:
    who = r.choice(["Olivia Chen", "Ethan Chen", "Mei Lin Chen", "Daniel Chen"])
    return (f"Commercial Drive Dental - Statement\nPatient: {who}   Date of service: {_d(dt)}\n"
            "Procedures: 11101 scaling 1 unit, 01202 recall exam, 02144 bitewings x4, 13211 fluoride\n"
            f"Total {_cad(r, 220, 390)}; claimed to Pacific Blue Cross (plan via VGH/HEABC), patient portion "
            f"{_cad(r, 0, 60)}. Next recall in 6 months.")


def t_speech(r: random.Random, dt: datetime) -> str:
    return (f"Westside Speech & Language Clinic - session note {_d(dt)}\nClient: Ethan Chen (age 5)  SLP: Hannah Kim, "
            "M.Sc., RSLP\nGoals: /s/ and /sh/ in initial position, final consonants, two-step directions.\n"
            f"Today: /s/ blends {r.randint(60, 85)}% accuracy in words, great focus with the fishing game.\n"
            "Home practice: 5 min/day 'snake words' card deck; read 'Silly Sally' together.\nNext session next Thursday, 4:15.")


def t_speech_receipt(r: random.Random, dt: datetime) -> str:
    return (f"RECEIPT - Westside Speech & Language Clinic\nDate: {_d(dt)}  Client: Ethan Chen  Payer: Mei Lin Chen\n"
            "Service: speech-language therapy, 45 min (Hannah Kim, RSLP #2041)\nAmount: $165.00  Paid: Visa\n"
            "Submit to extended health: Pacific Blue Cross, speech therapy $500/yr max.")


def t_claim(r: random.Random, dt: datetime) -> str:
    return ("date,patient,provider,service,amount,claimed,reimbursed\n" + "\n".join(
        f"{_d(_ago(dt, r.randint(1, 120)))},{p},{s},{v},{a:.2f},{a:.2f},{a * r.choice([0.8, 1.0, 0.5]):.2f}"
        for p, s, v, a in (("Ethan", "Westside Speech", "speech therapy", 165), ("Mei Lin", "Drive Physio", "physio", 95),
                           ("Olivia", "Commercial Drive Dental", "recall", 284), ("Daniel", "Clearly", "glasses", 310))))


def t_rx(r: random.Random, dt: datetime) -> str:
    return (f"London Drugs Pharmacy #12 - prescription receipt {_d(dt)}\nPatient: Olivia Chen\nAmoxicillin 250 mg/5 mL, "
            f"100 mL - Dr. Sandhu\nTotal {_cad(r, 14, 28)}. PharmaCare: not applied. Take with food, finish the bottle.")


def t_report_card(r: random.Random, dt: datetime) -> str:
    g = lambda: r.choice(["Proficient", "Extending", "Developing", "Proficient"])  # noqa: E731
    return (f"Vancouver School Board - Brant Park Elementary\nLearning update, Term {r.randint(1, 3)}, {dt.year}\n"
            f"Student: Olivia Chen   Grade 4   Teacher: Ms. Dubois\nLanguage arts: {g()}  Mathematics: {g()}  "
            f"Science: {g()}  Arts: Extending\nComment: Olivia is a thoughtful reader who shares ideas in literature "
            "circles. Next step: show her thinking in multi-step word problems.\nCore competencies self-assessment attached.")


def t_swim(r: random.Random, dt: datetime) -> str:
    return (f"City of Vancouver Recreation - receipt {r.randint(700000, 799999)}\nBritannia Pool\nSwimmer 5 - Olivia Chen, "
            "Saturdays 10:00-10:45, 9 classes\nPreschool Sea Turtle - Ethan Chen, Saturdays 10:00-10:30\n"
            f"Total {_cad(r, 150, 190)} (Leisure Access: no). Paid by Visa ending 4471.")


def t_camp(r: random.Random, dt: datetime) -> str:
    return ("CAMP REGISTRATION & MEDICAL FORM - Summer 2026\nCamp: Science World Summer Camp, week of August 10\n"
            "Camper: Olivia Chen, age 9 (grade 4)\nAllergies: none. Medications: none. Swimming: yes, Swimmer 5.\n"
            "Authorized pick-up: Daniel Chen, Mei Lin Chen, Chen Shu-Fen (grandmother)\nEmergency contact: Daniel Chen "
            "604-555-0119\nParent signature: ____________  (hand in by June 15)")


def t_school_form(r: random.Random, dt: datetime) -> str:
    return ("Brant Park Elementary - field trip permission\nGrade 4 trip to the Museum of Vancouver, 9:00-2:30\n"
            "Cost: $12.00 paid through SchoolCashOnline\nStudent: Olivia Chen  Division 9\nPlease pack a nut-free lunch.\n"
            "Parent/guardian: Mei Lin Chen (signed)")


def t_piano(r: random.Random, dt: datetime) -> str:
    return (f"Piano lessons - Olivia - term invoice\nTeacher: Mrs. Yamamoto, Renfrew St\n10 lessons x $40 = $400\n"
            f"Paid e-Transfer {_d(dt)}. RCM Level 3 exam in June: registration $98, due soon.")


def t_kinder(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "confirm":
        return ("Vancouver School Board - Kindergarten Registration 2026-2027\nConfirmation of application\nChild: "
                "Ethan Chen, born 2020-10-03\nCatchment school: Brant Park Elementary (sibling attends)\nProgram choices: "
                "1) French Immersion - Laura Secord  2) English - Brant Park\nDocuments: birth certificate, proof of "
                "residence (BC Hydro bill), parent ID. Placement offers are sent in February.")
    if kind == "waitlist":
        return ("From: VSB Kindergarten Placement <kindergarten@vsb.bc.ca>\nTo: meilin.chen@gmail.com\nSubject: French "
                "Immersion placement - waitlist position\n\nDear Parent/Guardian of Ethan Chen,\nThe random selection for "
                "French Immersion Kindergarten at Laura Secord is complete. Ethan is on the waitlist in position 14. "
                "His English-program space at Brant Park Elementary is held; please accept it by June 12.\nVSB Student "
                "Placement")
    if kind == "tour":
        return ("Kindergarten - school tour notes\nLaura Secord (FI): 2 K classes, 22 each, lots of singing in French, "
                "after-school care waitlist is long.\nBrant Park: Olivia's school, same drop-off! K teacher Mrs. Lee "
                "very warm. Speech support: school SLP visits weekly - ask about Ethan's IEP/referral.\nDecision: accept "
                "Brant Park by June 12, stay on FI waitlist until September.")
    return ("Ethan - kindergarten checklist\n[x] VSB online application (January)\n[x] birth certificate copy\n[x] proof "
            "of address\n[ ] accept Brant Park offer by June 12\n[ ] send Hannah's speech report to school-based team\n"
            "[ ] before/after school care: Britannia out-of-school care application\n[ ] gradual entry week of Sept 8")


def t_icbc(r: random.Random, dt: datetime) -> str:
    return (f"ICBC Autoplan - Owner's Certificate of Insurance\nVehicle: 2019 Toyota RAV4 Hybrid LE, plate {r.choice(['PK8', 'RG2'])}"
            f"{r.randint(10, 99)}T\nOwner: Daniel Chen, Mei Lin Chen\nUse: pleasure/commuting; territory Lower Mainland\n"
            f"Basic + Optional: third party liability $2M, collision ded. $500, comprehensive ded. $300\n"
            f"Premium {_cad(r, 1650, 2050)} (monthly payment plan). Expiry: 12 months from issue.")


def t_service(r: random.Random, dt: datetime) -> str:
    km = r.randint(62000, 88000)
    return (f"Destination Toyota Vancouver - Repair Order {r.randint(400000, 499999)}\nVehicle: 2019 RAV4 Hybrid, "
            f"odometer {km:,} km\nDate: {_d(dt)}\nWork: 8,000 km maintenance, oil and filter, tire rotation, cabin air "
            f"filter, hybrid battery check OK\nTotal {_cad(r, 180, 420)}. Next service at {km + 8000:,} km.")


def t_parking(r: random.Random, dt: datetime) -> str:
    return (f"City of Vancouver - Residential parking permit zone 24\nVehicle plate on file, 2019 Toyota RAV4\nValid "
            f"to {_d(dt + timedelta(days=365))}. Fee ${r.choice([84, 96])}.00 paid. Permit is digital - no sticker.")


# --------------------------------------------------------------------------- templates: projects at home, trips, archive


def t_tw(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "flight":
        return ("EVA AIR - e-Ticket itinerary receipt\nBooking reference: " + "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ")
                for _ in range(6)) + "\nPassengers: CHEN/MEILIN MS, CHEN/DANIEL MR, CHEN/OLIVIA MISS, CHEN/ETHAN MSTR\n"
                "BR009 Vancouver YVR 01:40 Jul 08 -> Taipei TPE 05:30 Jul 09, Economy, 2PC\n"
                "BR010 Taipei TPE 23:55 Jul 29 -> Vancouver YVR 19:35 Jul 29\n"
                f"Total fare CAD {r.randint(6800, 7900)}.00 incl. taxes. Seats 45A-D requested.")
    if kind == "itin":
        return ("# Taiwan July 2026 - itinerary\n\n- Jul 9-15 Taipei: stay with Auntie Mei-Hua in Da'an; Taipei 101, "
                "National Palace Museum, Raohe night market, Maokong gondola\n- Jul 15-19 Tainan: HSR, hotel near "
                "Chihkan Tower, visit Grandpa's grave, Anping\n- Jul 19-23 Hualien: Taroko Gorge (check trail "
                "closures), beach at Qixingtan\n- Jul 23-29 back to Taipei, Jiufen day trip, shopping for Mum's list\n\n"
                "Kids: EasyCards, swim day, Ethan's car seat? rent one in Taipei")
    if kind == "hotel":
        return (f"Booking.com confirmation {r.randint(4000000000, 4999999999)}\nSilks Place Tainan\nCheck-in Wed, Jul 15, 2026 - "
                "check-out Sun, Jul 19, 2026 (4 nights)\nFamily room, 2 double beds, breakfast included\n"
                f"Total TWD {r.randint(28000, 36000):,} - pay at property. Free cancellation until Jul 10.")
    if kind == "hsr":
        return ("Taiwan High Speed Rail - reservation\nTaipei -> Tainan, 2026/07/15, train 0627 dep 09:21 arr 11:06\n"
                "Car 7, seats 8A-8D (2 adult, 2 child)\nFare TWD 4,140. Pick up tickets at 7-Eleven with code, or "
                "T Express app.")
    if kind == "pack":
        return ("Taiwan packing list\n- passports (Ethan's renewed? YES, arrived May 2)\n- ARC? no - Canadian passports, "
                "visa-free 90 days\n- sunscreen, hats, rain jackets (typhoon season!)\n- Ethan's melatonin for jet lag, "
                "Olivia's reading books\n- gifts: maple cookies x6, ice wine for Uncle, Roots hoodies\n- adapters: not "
                "needed, same plug type\n- travel insurance card (BCAA)")
    if kind == "gifts":
        return ("Gifts for Taiwan family\nPerson;Gift;Bought\nAuntie Mei-Hua;ice wine + smoked salmon;yes\nUncle Wei;"
                "Canucks jersey;no\nCousin Ting;Aritzia gift card;yes\nGrandma's neighbours;maple cookies x4;no\n"
                "Kids' cousins;Lego + Roots socks;partly")
    return ("BCAA Travel Insurance - Confirmation\nPlan: Multi-trip medical family plan\nInsured: Mei Lin, Daniel, "
            "Olivia, Ethan Chen\nTrip: Taiwan, July 8 - July 29, 2026\nEmergency medical up to $5,000,000; trip "
            f"cancellation $2,000/person. Premium {_cad(r, 240, 320)}.")


def t_mum(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "care":
        return ("Care plan - Mum (Chen Shu-Fen, 71) - draft for family meeting\nHealth: type 2 diabetes (metformin), "
                "high blood pressure, left knee arthritis; uses a cane outdoors.\nDaily: Mei Lin morning meds check; "
                "Daniel weekly BP log; Mum walks with the Britannia seniors group Tue/Thu.\nHome support: VCH assessment "
                "booked for July 3 (case manager Ms. Tremblay) - possibly bathing help 2x/week.\nGP: transfer from "
                "Richmond to Maple Grove clinic (Dr. Liu speaks Mandarin).\nMove-in date: Saturday August 8, 2026.")
    if kind == "room":
        return ("Mum's room (2nd bedroom) - measurements & plan\nRoom 10'4\" x 9'8\", window on north wall\n- move Mei "
                "Lin's desk out -> coworking desk at WeWork from August\n- IKEA: single bed 90x200, MALM dresser, "
                "blackout blind\n- grab bar in main bathroom (strata approval needed? ask Sandra)\n- night light in hall, "
                "remove rug (trip hazard)\n- small TV for her Chinese dramas, kettle?")
    if kind == "furniture":
        return ("item,store,price,status\nbed frame + mattress,IKEA Coquitlam,649.00,ordered\nrecliner (lift chair),"
                "Leon's,1199.00,thinking\nblackout blind,IKEA,59.99,bought\ngrab bar x2 + install,Home Depot + handyman,"
                "280.00,quote\nshower chair,London Drugs,74.99,bought\nnight lights,Amazon,24.99,bought")
    if kind == "meds":
        return ("Mum - medication list (keep on fridge)\nMetformin 500 mg - 2x daily with meals\nRamipril 5 mg - morning\n"
                "Atorvastatin 20 mg - evening\nVitamin D 1000 IU\nAllergies: penicillin (rash)\nPharmacy: transfer from "
                "Richmond Shoppers to London Drugs Commercial Dr.\nFamily doctor after move: Dr. Liu, Maple Grove")
    if kind == "notice":
        return (f"{_long(dt)}\nTo: Richmond Gardens Apartments, Property Manager\nNotice to end tenancy\nI, Chen Shu-Fen, "
                "tenant of Unit 1106 - 8100 Westminster Hwy, Richmond, give notice that I will end my tenancy on "
                "July 31, 2026. Please return my security deposit to the address below.\nForwarding address: "
                f"{HOME_ADDR}")
    if kind == "movers":
        return (f"Two Small Men with Big Hearts - Moving estimate\nDate of move: Saturday Aug 8, 2026, 9:00 a.m.\nFrom: "
                "Unit 1106 - 8100 Westminster Hwy, Richmond\nTo: #412 - 2288 Commercial Drive (book elevator with "
                f"strata!)\n2 movers + 16' truck, est. 4 h at $159/h. Estimate {_cad(r, 700, 900)} + GST.")
    if kind == "email":
        return ("From: Daniel Chen <dchen.rn@gmail.com>\nTo: Mei Lin <meilin.chen@gmail.com>\nSubject: your mum - VCH "
                "home support\n\nHey, talked to Ms. Tremblay at VCH. Assessment is July 3 at Mum's place in Richmond, "
                "then they transfer the file to the Vancouver community health office after she moves. Bring her "
                "med list and the knee x-ray report. I'm on nights that week so can you take her?\nD")
    return ("Family meeting - Mum moving in (Mei Lin, Daniel, Uncle Wei on video)\n- Mum will pay $600/month toward "
            "groceries, we said not needed, she insists\n- sell her furniture on Facebook Marketplace, keep the rosewood "
            "cabinet\n- Olivia excited, Ethan worried about sharing the bathroom\n- OAS/CPP address change, MSP address "
            "change, bank (HSBC Richmond)")


def t_reno(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "quote":
        return ("Eastside Renovations Ltd. - Quote Q-2023-118\nClient: Mei Lin Chen, #412 - 2288 Commercial Drive\n"
                "Main bathroom renovation: demolition, new curbless shower, wall-hung vanity, porcelain tile floor "
                "and walls, new fan ducting, plumbing rough-in.\nEstimated 3 weeks, April 2023.\n"
                f"Total {_cad(r, 24500, 28500)} + GST. 30% deposit, progress payments.")
    if kind == "strata":
        return ("Strata Plan EPS2847 - Alteration Agreement\nOwner of SL 41 requests approval to renovate the main "
                "bathroom (no change to plumbing stacks). Owner assumes responsibility for the alteration and future "
                "maintenance. Work hours 8 a.m.-5 p.m. weekdays. Approved by council, March 14, 2023.")
    if kind == "tile":
        return ("Ames Tile & Stone - Invoice 77102\nSold to: Mei Lin Chen\nPorcelain 24x48 'Cemento Grigio' 96 sqft; "
                "hex mosaic floor 42 sqft; Schluter strip; grout Mapei 'Warm Gray'\n"
                f"Total {_cad(r, 3100, 3900)} incl. GST/PST. Pickup April 6, 2023.")
    if kind == "final":
        return ("Eastside Renovations - final invoice & warranty\nProject: main bathroom, #412 - 2288 Commercial Drive\n"
                "Completed May 2, 2023. Deficiency list closed May 10.\nWorkmanship warranty 2 years (expired May 2025).\n"
                f"Final payment {_cad(r, 6000, 7800)} received. Thank you!")
    return ("Bathroom reno budget (2023)\nItem;Budget;Actual\nContractor;26000;27340\nTile;3500;3710\nVanity + faucet;"
            "1800;2150\nShower glass;1600;1600\nContingency;2000;640\nTotal;34900;35440")


def t_trip_old(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "banff_hotel":
        return ("Banff Aspen Lodge - reservation confirmation\nGuest: Mei Lin Chen\nArrive Aug 11, 2025 - depart Aug 16, "
                "2025, 5 nights, family suite with kitchenette\nTotal CAD 2,146.50 incl. tourism levy.\nParks Canada "
                "Discovery Pass required for the park.")
    if kind == "banff_plan":
        return ("Banff - plan (Aug 2025)\nDay 1 drive Vancouver -> Revelstoke (overnight)\nDay 2 Revelstoke -> Banff, "
                "Johnston Canyon\nDay 3 Lake Louise shuttle 8:30, Lake Agnes tea house (Ethan in carrier)\nDay 4 Moraine "
                "Lake shuttle - booked!\nDay 5 Banff hot springs, Cave & Basin\nDay 6 drive home via Golden")
    if kind == "banff_cost":
        return ("date,item,amount\n2025-08-10,Revelstoke motel,168.00\n2025-08-11,gas Golden,82.40\n2025-08-12,Parks "
                "Canada pass,151.25\n2025-08-13,Lake Louise shuttle,32.00\n2025-08-14,Moraine shuttle,32.00\n"
                "2025-08-15,Banff Upper Hot Springs,48.50\n2025-08-16,Banff Aspen Lodge,2146.50")
    return ("Tofino weekend - Oct 2023\nFerry: Horseshoe Bay -> Departure Bay, Fri 3:10 p.m., reservation ok\n"
            "Stay: Pacific Sands, 2 nights\nTo do: Chesterman beach, Rainforest trail, Wildside grill, storm watching\n"
            "Kids: rain pants!! extra socks")


def t_backup(r: random.Random, dt: datetime, kind: str) -> str:
    if kind == "notes":
        return ("Harbour Air booking flow - workshop notes (Northbeam, 2019)\n- floatplane passengers care about weight "
                "limits and baggage first\n- show weather delays proactively\n- seat map not needed (open seating)")
    if kind == "tax":
        return (f"2018 T1 summary (copy) - Mei Lin Chen\nEmployment income (Northbeam Digital): {_cad(r, 76000, 80000)}\n"
                "RRSP deduction: $5,000.00\nRefund: $1,212.40")
    if kind == "wedding":
        return ("Wedding - guest list & seating (2014)\nTable 1: Mom, Dad, Uncle Wei, Auntie Mei-Hua\nTable 2: Daniel's family (Chens from Burnaby)\n"
                "Venue: Sun Yat-Sen Garden, tea ceremony at 11, banquet at Floata 6 p.m.")
    if kind == "cv":
        return ("Mei Lin Chen - CV (2019)\nSenior UX Designer, Northbeam Digital, 2016-present\nUX Designer, Fable Interactive,"
                " 2012-2016\nBDes, Emily Carr University of Art + Design, 2010\nSkills: Sketch, InVision, usability testing")
    return ("iTunes library export - 2016\nName,Artist,Album\nHolocene,Bon Iver,Bon Iver\nMidnight City,M83,Hurry Up\n"
            "Re: Stacks,Bon Iver,For Emma\nYellow,Coldplay,Parachutes")


RECIPES = {
    "beef_noodle_soup": ("Taiwanese beef noodle soup (Mum's version)\n2 lb beef shank, 1 tbsp chili bean paste, 3 star "
                         "anise, 1 cinnamon stick, 5 slices ginger, 1/3 cup soy sauce, 2 tomatoes\nBrown beef, fry paste "
                         "with aromatics, add 10 cups water, simmer 2.5 h. Serve over wheat noodles with bok choy and "
                         "pickled mustard greens."),
    "scallion_pancakes": ("Scallion pancakes\n2 cups flour, 3/4 cup hot water, 2 tbsp sesame oil, 1 cup chopped scallions, "
                          "salt\nKnead, rest 30 min, roll thin, oil + scallions, roll up like a snail, flatten, pan fry "
                          "3 min per side. Kids' favourite with soy-vinegar dip."),
    "granola": ("Big-batch granola\n6 cups oats, 1 cup almonds, 1 cup pumpkin seeds, 1/2 cup maple syrup, 1/2 cup olive "
                "oil, 1 tsp cinnamon, pinch salt\nBake 300F 45 min, stir every 15. Add dried cherries after cooling."),
    "congee": ("Chicken congee (slow cooker)\n1 cup jasmine rice, 10 cups chicken stock, 4 slices ginger, 2 chicken thighs\n"
               "Low 8 h. Shred chicken, top with scallion, white pepper, youtiao, soy."),
    "banana_bread": ("Banana bread (one bowl)\n3 ripe bananas, 1/3 cup melted butter, 3/4 cup sugar, 1 egg, 1 tsp vanilla, "
                     "1 tsp baking soda, pinch salt, 1.5 cups flour\n350F for 55-60 min. Chocolate chips for Ethan."),
    "dumplings": ("Pork and chive dumplings\n1 lb ground pork, 2 cups chopped garlic chives, 1 tbsp soy, 1 tsp sesame oil, "
                  "1 tsp grated ginger, 50 wrappers\nPleat, boil in 3 rounds adding cold water, or pan fry potsticker "
                  "style. Freeze on a tray first."),
    "sheet_pan": ("Weeknight sheet-pan salmon\n4 salmon fillets, 1 lb baby potatoes, broccoli, miso-maple glaze (2 tbsp "
                  "miso, 1 tbsp maple, 1 tbsp rice vinegar)\nPotatoes 15 min at 425F, add broccoli and salmon, 12 min more."),
}

BOOKS = [
    ("Ways of Seeing the Interface", "Ada Whitcombe", "Every interface is an argument about what matters."),
    ("The Quiet Grid", "Hugo Lindell", "Typography begins with the space between the letters."),
    ("Night Market Stories", "Lin Yu-Ting", "The smell of stinky tofu drifted over the stalls of Raohe Street."),
    ("Small Habits, Big Money", "Carla Benoit", "Pay yourself first, automate the rest."),
    ("The Salt Path North", "Fiona Grey", "We walked the coast with everything we owned on our backs."),
    ("Raising Bilingual Kids", "Dr. Sun-Hee Park", "Consistency matters more than perfection when families mix languages."),
    ("Field Notes on Light", "Tomas Reyes", "Golden hour lasts longer in winter than anyone tells you."),
]

SONGS = [
    ("Holocene", "Bon Iver", "Bon Iver"), ("Sunday Candy", "Donnie Trumpet", "Surf"), ("Motion Sickness",
    "Phoebe Bridgers", "Stranger in the Alps"), ("Moon River", "Teresa Teng", "Evergreen"), ("Little Lion Man",
    "Mumford & Sons", "Sigh No More"), ("Baby Shark", "Pinkfong", "Pinkfong Kids' Songs"), ("Dynamite", "BTS",
    "BE"), ("Clair de Lune", "Claude Debussy", "Piano Favourites"), ("Yellow", "Coldplay", "Parachutes"),
    ("Tian Mi Mi", "Teresa Teng", "Evergreen"), ("Anti-Hero", "Taylor Swift", "Midnights"),
    ("We Don't Talk About Bruno", "Encanto Cast", "Encanto"),
]


def t_nda(r: random.Random, dt: datetime) -> str:
    return (f"MUTUAL NON-DISCLOSURE AGREEMENT\nCoastline Credit Union and Mei Lin Chen Design, effective {_long(dt)}\n"
            "Purpose: the Coastline Mobile 3.0 redesign. Confidential information includes member data, analytics, "
            "unreleased product plans and security processes.\nTerm: 3 years. Research recordings are stored only in "
            "Coastline's Dovetail workspace.\nSigned: Priya Raman / Mei Lin Chen")


def t_strata_agm(r: random.Random, dt: datetime) -> str:
    return ("NOTICE OF ANNUAL GENERAL MEETING - Strata Plan EPS2847, The Laurel\nDate: Tuesday, November 18, 2025, "
            "7:00 p.m., amenity room (registration 6:30)\nAgenda: 1. Quorum 2. Approve 2024 AGM minutes 3. 2025/26 "
            "operating budget (fee increase 4.5%) 4. 3/4 vote resolution: $86,000 special levy for parkade membrane "
            "5. Election of council\nProxy form attached. Crosswell Property Management")


def t_slp_report(r: random.Random, dt: datetime) -> str:
    return ("Speech-Language Assessment Report\nClient: Ethan Chen, DOB 2020-10-03  Assessed by: Hannah Kim, RSLP\n"
            "Reason for referral: parents and daycare concerned about intelligibility to unfamiliar listeners.\n"
            "Results: articulation below age expectations (GFTA-3 standard score 78); receptive language within normal "
            "limits.\nRecommendation: weekly therapy, 45 min, for 6 months; review before kindergarten entry.")


def t_daycare(r: random.Random, dt: datetime) -> str:
    return ("Little Otters Daycare Society - fee schedule 2026\nChild: Ethan Chen (3-5 program)\nMonthly parent fee: "
            "$200.00 after ChildCareBC $10 a Day reduction\nDue on the 1st by pre-authorized debit. Summer closure: "
            "Aug 3-7. Ethan's last month: August 2026 (starting kindergarten).")


def t_camp_options(r: random.Random, dt: datetime) -> str:
    return ("Week;Olivia;Ethan;Cost\nJul 6;-;Little Otters;0\nJul 8-29;Taiwan;Taiwan;0\nAug 3;Britannia art camp;"
            "Grandma + Daniel off;185\nAug 10;Science World camp;Little Otters;395\nAug 17;Kits Beach surf camp?;"
            "Little Otters;420\nAug 24;home with Grandma;home with Grandma;0")


def t_svg(r: random.Random, dt: datetime, name: str) -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" '
            f'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="icon-{name}">'
            f'<rect x="3" y="4" width="18" height="{r.randint(14, 18)}" rx="2"/><path d="M16 2v4M8 2v4M3 10h18"/></svg>\n')


def t_font_licence(r: random.Random, dt: datetime) -> str:
    return ("Copyright 2020 The Inter Project Authors (https://github.com/rsms/inter)\n\nThis Font Software is licensed "
            "under the SIL Open Font License, Version 1.1.\n\nPERMISSION & CONDITIONS\nPermission is hereby granted, free "
            "of charge, to any person obtaining a copy of the Font Software, to use, study, copy, merge, embed, modify, "
            "redistribute, and sell modified and unmodified copies of the Font Software...")


def t_xt4(r: random.Random, dt: datetime) -> str:
    return ("FUJIFILM X-T4 Owner's Manual (excerpt)\nFilm Simulation: PROVIA/Standard, Velvia/Vivid, ASTIA/Soft, CLASSIC "
            "CHROME, ETERNA\nDrive dial: CH high-speed burst up to 15 fps mechanical shutter\nIBIS: 5-axis, up to 6.5 "
            "stops\nBattery: NP-W235. Firmware update via FUJIFILM XApp.")


def t_outings(r: random.Random, dt: datetime) -> str:
    return ("# Photo outing ideas\n- Cherry blossoms: Queen Elizabeth Park, early April, 7 a.m. before crowds\n- Night "
            "shots: Chinatown neon, tripod, 1/4 s at f/4\n- Trout Lake farmers market (people, ask first)\n- Stanley Park "
            "seawall at golden hour, 23mm f/2\n- Try Classic Chrome + grain weak for street stuff")


def t_preset(r: random.Random, dt: datetime) -> str:
    return ('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
            '<rdf:Description xmlns:crs="http://ns.adobe.com/camera-raw-settings/1.0/" crs:PresetType="Normal" '
            'crs:Name="MLC Classic Chrome Soft" crs:Exposure2012="+0.15" crs:Contrast2012="-12" '
            'crs:Highlights2012="-35" crs:Shadows2012="+20" crs:GrainAmount="18" crs:Saturation="-8"/>'
            '</rdf:RDF></x:xmpmeta>\n')


def t_dishwasher(r: random.Random, dt: datetime) -> str:
    return ("Bosch 300 Series Dishwasher SHX3AR75UC - Use and Care Manual\nError E24: drain hose kinked or filter "
            "clogged - clean the filter assembly monthly.\nRinse aid: refill when indicator lights.\nCycles: Auto, Heavy, "
            "Normal, Speed60, Rinse. Half load option.\nWarranty: 2 years parts and labour.")


def t_rav_manual(r: random.Random, dt: datetime) -> str:
    return ("2019 Toyota RAV4 Hybrid Owner's Manual (selected pages)\nTire pressure: 35 psi front and rear (cold)\n"
            "Hybrid system: READY indicator must be lit before driving\nMaintenance: every 8,000 km or 6 months\n"
            "Child restraint LATCH anchors: outboard rear seats")


def t_affinity(r: random.Random, dt: datetime) -> str:
    return ("Serif Affinity - order confirmation\nProduct: Affinity Designer 2 (macOS) - universal licence\nLicensed to: "
            "Mei Lin Chen\nProduct key: " + "-".join("".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(5))
                                                     for _ in range(5)) + "\nDownload from your Affinity account.")


def t_readout(r: random.Random, dt: datetime) -> str:
    return t_cl_synthesis(r, dt).replace("Discovery synthesis", "D1 Discovery readout (presented March 31, 2026)")


def t_bios(r: random.Random, dt: datetime) -> str:
    return ("Physician bios - Maple Grove Family Clinic website\nDr. Harpreet Sandhu, MD, CCFP - family medicine and prenatal "
            "care; speaks English and Punjabi.\nDr. Jenny Liu, MD, CCFP - family medicine, care of older adults; speaks "
            "Mandarin and Cantonese.\nNP Chris Brooks - walk-in and travel vaccines.\nDr. Aaron Feldman - (bio to come)")


def t_ferry(r: random.Random, dt: datetime) -> str:
    return ("BC Ferries - reservation confirmation\nHorseshoe Bay -> Departure Bay (Nanaimo), Fri Oct 6, 2023, 3:10 p.m.\n"
            "Vehicle under 20 ft, 2 adults, 2 children. Reservation fee $15.00, fare paid at terminal.\nReturn: Sun Oct 8, "
            "Departure Bay 5:45 p.m.")


def t_birth(r: random.Random, dt: datetime) -> str:
    return ("PROVINCE OF BRITISH COLUMBIA - VITAL STATISTICS AGENCY\nBirth Certificate (copy for school registration)\n"
            "Name: ETHAN WEI CHEN  Date of birth: 2020-10-03  Place of birth: Vancouver, BC\nParents: Mei Lin Chen, "
            "Daniel Chen. Registration no. 2020-59-0{}".format(r.randint(10000, 99999)))


def t_icons_readme(r: random.Random, dt: datetime) -> str:
    return "Phosphor Icons 2.1\n1,248 icons x 6 weights (thin, light, regular, bold, fill, duotone)\nMIT License\n"


def t_case_study(r: random.Random, dt: datetime) -> str:
    return ("Case study: Lumen Fitness - making the first workout stick\nRole: lead product designer (freelance), 2024\n"
            "Problem: 45% of new users never finished onboarding.\nWhat I did: 14 interviews, onboarding cut from 11 to "
            "5 steps, workout player redesign, design system v1.\nOutcome: onboarding completion 61% -> 79%, 30-day "
            "retention +18%.\n[portfolio draft - add images]")


def t_course_notes(r: random.Random, dt: datetime) -> str:
    return ("UXR 201 Research Methods - week 4 notes (UBC Extended Learning)\n- interviews vs. surveys: interviews for why, "
            "surveys for how many\n- avoid leading questions: 'How easy was...' -> 'Tell me about...'\n- assignment 2: "
            "recruit 3 participants, due Oct 14\n- instructor: Dr. Morales")


# --------------------------------------------------------------------------- build

OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
TTF = b"\x00\x01\x00\x00\x00\x12\x01\x00\x00\x04\x00\x20GDEF"
OTF = b"OTTO\x00\x0c\x00\x80\x00\x03\x00\x40CFF "


def build(root: Path, seed: int = 14) -> list[Item]:
    """Write the corpus under ``root`` (which should be empty); return the truth labels."""
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
            return _xlsx(content if ";" in content else content.replace(",", ";"))
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

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def k(fn, *a):
        return lambda r_, dt: fn(r_, dt, *a)

    # ------------------------------------------------------------ Projects: Coastline Credit Union (Design)
    cl = "Clients/Coastline Credit Union"
    add(f"{cl}/01 Contract/Coastline SOW - signed.pdf", P, "Design", 108, t_cl_sow)
    add(f"{cl}/01 Contract/Mutual NDA Coastline.pdf", P, "Design", 112, t_nda)
    add(f"{cl}/02 Research/research plan.md", P, "Design", 96, t_cl_research_plan)
    for n in range(1, 7):
        add(f"{cl}/02 Research/interviews/P{n:02d} notes.txt", P, "Design", 84 - 2 * n, k(t_cl_interview, n))
    add(f"{cl}/02 Research/synthesis.docx", P, "Design", 63, t_cl_synthesis)
    add(f"{cl}/02 Research/personas.pdf", P, "Design", 58, t_cl_personas)
    add(f"{cl}/02 Research/survey export.csv", P, "Design", 66, lambda r_, dt: "respondent,age_band,uses_app_weekly,"
        "trust_score,comment\n" + "\n".join(f"{i},{r_.choice(['18-29', '30-44', '45-64', '65+'])},{r_.choice(['yes', 'no'])},"
        f"{r_.randint(1, 7)},{r_.choice(['want receipts', 'payee search bad', 'fine', 'too many taps', 'locked out'])}"
        for i in range(1, 13)))
    for name, age in (("home-v4", 12), ("move-money-hub-v3", 9), ("etransfer-receipt-v2", 15), ("payee-list-v3", 7)):
        photo(f"{cl}/03 Wireframes/{name}.png", P, "Design", age)
    for name, age in (("Onboarding@2x", 30), ("Accounts@2x", 27), ("e-Transfer flow@2x", 26)):
        photo(f"{cl}/03 Wireframes/Figma exports/{name}.png", P, "Design", age)
    add(f"{cl}/04 Deliverables/D1 Discovery readout.pdf", P, "Design", 61, t_readout)
    add(f"{cl}/04 Deliverables/D2 IA and wireframes.pdf", P, "Design", 14, t_cl_deliverable)
    add(f"{cl}/05 Testing/round 1 results.csv", P, "Design", 41, t_cl_usability)
    add(f"{cl}/05 Testing/round 2 test script.docx", P, "Design", 5, lambda r_, dt: (
        "Usability round 2 - moderator script (June 15-19, Main St branch)\nIntro: we are testing the app, not you.\n"
        "Task 1: send $40 to your sister by e-Transfer. Task 2: pay your BC Hydro bill. Task 3: find the receipt for "
        "the payment you just made. Task 4: move $200 to savings every payday.\nWrap-up: SUS questionnaire, honorarium $75."))
    add(f"{cl}/Meetings/2026-05-20 weekly sync.md", P, "Design", 12, t_cl_meeting)
    add(f"{cl}/Meetings/2026-05-27 weekly sync.md", P, "Design", 5, t_cl_meeting)
    add(f"{cl}/Re Move Money hub - v3 wireframes.eml", P, "Design", 4, t_cl_email)
    add(f"{cl}/02 Research/~$nthesis.docx", L, "System", 63, b"\x0cMei Lin Chen" + bytes(150))

    # ------------------------------------------------------------ Projects: Maple Grove clinic website (Design)
    mg = "Clients/Maple Grove Clinic"
    add(f"{mg}/Proposal - Maple Grove booking website.pdf", P, "Design", 92, t_mg_proposal)
    add(f"{mg}/Design services agreement - signed.pdf", P, "Design", 85, t_mg_contract)
    add(f"{mg}/sitemap v2.txt", P, "Design", 60, t_mg_sitemap)
    add(f"{mg}/booking flow.md", P, "Design", 44, t_mg_flow)
    add(f"{mg}/content/Home page copy.docx", P, "Design", 29, t_mg_content)
    add(f"{mg}/content/physician bios.docx", P, "Design", 8, t_bios)
    add(f"{mg}/launch checklist.md", P, "Design", 3, t_mg_launch)
    add(f"{mg}/Photos + physician bios for the new site.eml", P, "Design", 9, t_mg_email)
    for name, age in (("home-desktop", 18), ("home-mobile", 17), ("book-step2-mobile", 11)):
        photo(f"{mg}/mockups/{name}.png", P, "Design", age)
    add(f"{mg}/logo/maplegrove-mark.svg", P, "Design", 70, lambda r_, dt: (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>Maple Grove Family Clinic</title>'
        '<circle cx="32" cy="32" r="30" fill="#2f6b4f"/><path d="M32 12l6 14 14 2-10 9 3 15-13-8-13 8 3-15-10-9 14-2z" '
        'fill="#f3efe6"/></svg>\n'))

    # ------------------------------------------------------------ Projects: NWUX talk (Design)
    tk = "Documents/NWUX talk 2026"
    add(f"{tk}/Your talk is accepted - NWUX 2026.eml", P, "Design", 66, t_talk_accept)
    add(f"{tk}/bio and abstract.docx", P, "Design", 60, t_talk_abstract)
    add(f"{tk}/outline v4.md", P, "Design", 6, t_talk_outline)
    add(f"{tk}/Trust at every tap - slides draft.pdf", P, "Design", 5, lambda r_, dt: (
        "Trust at every tap\nMei Lin Chen - Northwest UX Conf 2026\n\nMeet Carol, 72\nNervous users are everyone\n"
        "Pattern 1: receipts everywhere\nPattern 2: keep the phone number visible\nPattern 3: say what happens next\n"
        "Testing with older adults\nDesign for the Carol in your own family\nThank you - meilinchen.design"))
    add(f"{tk}/rehearsal notes.txt", P, "Design", 2, t_talk_rehearsal)
    photo(f"{tk}/speaker headshot.jpg", P, "Design", 55)

    # ------------------------------------------------------------ Projects: Taiwan trip (Travel)
    tw = "Documents/Taiwan 2026"
    add(f"{tw}/EVA Air e-ticket.pdf", P, "Travel", 141, k(t_tw, "flight"))
    add(f"{tw}/itinerary.md", P, "Travel", 5, k(t_tw, "itin"))
    add(f"{tw}/Silks Place Tainan - booking.pdf", P, "Travel", 95, k(t_tw, "hotel"))
    add(f"{tw}/HSR Taipei-Tainan.pdf", P, "Travel", 25, k(t_tw, "hsr"))
    add(f"{tw}/packing list.txt", P, "Travel", 2, k(t_tw, "pack"))
    add(f"{tw}/gifts.xlsx", P, "Travel", 12, k(t_tw, "gifts"))
    add(f"{tw}/BCAA travel insurance.pdf", P, "Travel", 30, k(t_tw, "ins"))
    photo(f"{tw}/Taroko trail status.png", P, "Travel", 9)

    # ------------------------------------------------------------ Projects: Mum moving in (Family)
    mu = "Documents/Mum moving in"
    add(f"{mu}/care plan draft.docx", P, "Family", 18, k(t_mum, "care"))
    add(f"{mu}/room plan.txt", P, "Family", 22, k(t_mum, "room"))
    add(f"{mu}/furniture.csv", P, "Family", 6, k(t_mum, "furniture"))
    add(f"{mu}/medication list.pdf", P, "Family", 16, k(t_mum, "meds"))
    add(f"{mu}/notice to end tenancy.docx", P, "Family", 28, k(t_mum, "notice"))
    add(f"{mu}/movers estimate.pdf", P, "Family", 11, k(t_mum, "movers"))
    add(f"{mu}/VCH home support.eml", P, "Family", 9, k(t_mum, "email"))
    add(f"{mu}/family meeting notes.md", P, "Family", 35, k(t_mum, "meeting"))
    add(f"{mu}/~$re plan draft.docx", L, "System", 1, b"\x0cMei Lin Chen" + bytes(150))
    for n, age in ((6104, 20), (6105, 20), (6188, 6), (6231, 1)):
        photo(f"Pictures/Mum's room/IMG_{n}.JPG", P, "Family", age)

    # ------------------------------------------------------------ Projects: Ethan's kindergarten (Kids)
    kg = "Documents/Kids/Ethan kindergarten"
    add(f"{kg}/VSB application confirmation.pdf", P, "Kids", 140, k(t_kinder, "confirm"))
    add(f"{kg}/French immersion waitlist.eml", P, "Kids", 20, k(t_kinder, "waitlist"))
    add(f"{kg}/school tours notes.md", P, "Kids", 115, k(t_kinder, "tour"))
    add(f"{kg}/checklist.txt", P, "Kids", 4, k(t_kinder, "check"))
    add(f"{kg}/proof of residence - hydro bill.pdf", P, "Kids", 145, t_hydro)
    add(f"{kg}/birth certificate.pdf", P, "Kids", 145, t_birth)

    # ------------------------------------------------------------ Areas: design business (Design)
    sc = "Clients/Salt & Cedar"
    add(f"{sc}/Retainer agreement 2026.pdf", A, "Design", 152, t_ret_contract)
    add(f"{sc}/Retainer agreement 2024.pdf", A, "Design", 885, t_ret_contract)
    for m, age in (("2026-03", 62), ("2026-04", 31), ("2026-05", 1)):
        add(f"{sc}/hours {m}.xlsx", A, "Design", age, t_ret_report)
    add(f"{sc}/summer cold brew can label.eml", A, "Design", 12, t_ret_request)
    photo(f"{sc}/labels/cold-brew-can-v1.png", A, "Design", 6)
    photo(f"{sc}/labels/ethiopia-bag-final.png", A, "Design", 210)
    add(f"{sc}/SaltCedar brand guide.pdf", A, "Design", 610, lambda r_, dt: (
        "Salt & Cedar Coffee Roasters - brand guide v2\nLogo: cedar sprig + wordmark, clear space = height of 'S'\n"
        "Colours: Cedar #3d5a40, Salt #f4f1ea, Ember #c4552d\nType: Fraunces for headings, Inter for body\n"
        "Packaging: kraft bags, one-colour labels, origin map line art"))

    biz = "Documents/Business"
    invoices = [("2025-031", "Lumen Fitness Inc.", "Final milestone - design system handoff", 14400.0, 555),
                ("2026-001", "Salt & Cedar Coffee Roasters", "Design retainer - January 2026", 1850.0, 151),
                ("2026-004", "Salt & Cedar Coffee Roasters", "Design retainer - February 2026", 1850.0, 120),
                ("2026-006", "Coastline Credit Union", "Mobile 3.0 - Phase 1 discovery, milestone 1", 12000.0, 92),
                ("2026-007", "Salt & Cedar Coffee Roasters", "Design retainer - March 2026", 1850.0, 92),
                ("2026-008", "Maple Grove Family Clinic Inc.", "Booking website - 40% deposit", 6200.0, 84),
                ("2026-010", "Salt & Cedar Coffee Roasters", "Design retainer - April 2026", 1850.0, 61),
                ("2026-011", "Coastline Credit Union", "Mobile 3.0 - Phase 1 discovery, milestone 2", 12000.0, 60),
                ("2026-013", "Salt & Cedar Coffee Roasters", "Design retainer - May 2026", 1850.0, 31),
                ("2026-014", "Coastline Credit Union", "Mobile 3.0 - Phase 2 IA and wireframes", 14000.0, 14),
                ("2026-015", "Maple Grove Family Clinic Inc.", "Booking website - design approval 40%", 6200.0, 2)]
    for num, client, line, amt, age in invoices:
        short = client.split()[0].replace("&", "and")
        add(f"{biz}/Invoices/INV-{num} {short}.pdf", A, "Design", age, k(t_invoice, f"INV-{num}", client, line, amt))
    add(f"{biz}/GST/GST Q1 2026.xlsx", A, "Design", 40, lambda r_, dt: t_gst(r_, dt, "Jan 1 - Mar 31, 2026").replace(": ", ";"))
    add(f"{biz}/GST/GST Q4 2025.xlsx", A, "Design", 125, lambda r_, dt: t_gst(r_, dt, "Oct 1 - Dec 31, 2025").replace(": ", ";"))
    add(f"{biz}/GST/GST return Q3 2024 - filed.pdf", A, "Design", 590, k(t_gst, "Jul 1 - Sep 30, 2024"))
    add(f"{biz}/Expenses/expenses 2026.csv", A, "Design", 3, t_expenses)
    add(f"{biz}/Expenses/expenses 2025.csv", A, "Design", 150, t_expenses)
    add(f"{biz}/Expenses/Receipts/Figma receipt April.pdf", A, "Design", 58, lambda r_, dt: (
        f"Figma, Inc. - Receipt #{r_.randint(1000, 9999)}-{r_.randint(1000, 9999)}\nDate paid {_long(dt)}\nProfessional plan, "
        "1 editor, monthly: USD 16.00\nBilled to Mei Lin Chen Design, Vancouver BC. GST registration noted."))
    add(f"{biz}/Expenses/Receipts/WeWork May.pdf", A, "Design", 30, lambda r_, dt: (
        "WeWork - 1090 West Pender - Invoice\nMember: Mei Lin Chen Design\nHot desk membership, May 2026: $320.00\n"
        "GST $16.00. Total $336.00 charged to Visa."))
    add(f"{biz}/Business licence 2026.pdf", A, "Design", 148, t_licence)
    add(f"{biz}/E&O insurance renewal.pdf", A, "Design", 205, t_biz_insurance)
    add(f"{biz}/Contract template.docx", A, "Design", 410, t_contract_template)
    add(f"{biz}/~$ntract template.docx", L, "System", 80, b"\x0cMei Lin Chen" + bytes(150))
    add(f"{biz}/Portfolio/portfolio updates.md", A, "Design", 20, t_portfolio)
    add(f"{biz}/Portfolio/Lumen case study.docx", A, "Design", 25, t_case_study)
    photo(f"{biz}/Portfolio/case-study-hero.png", A, "Design", 24)

    # ------------------------------------------------------------ Areas: money (Finance)
    fi = "Documents/Finance"
    for m, age in (("2026-03", 62), ("2026-04", 31), ("2026-05", 1)):
        add(f"{fi}/Vancity/joint chequing {m}.pdf", A, "Finance", age, t_statement)
    add(f"{fi}/Vancity/mortgage annual statement 2025.pdf", A, "Finance", 140, t_mortgage)
    add(f"{fi}/mortgage prepayment notes.txt", A, "Finance", 100, t_renewal)
    add(f"{fi}/RESP/TD RESP 2025 statement.pdf", A, "Finance", 122, t_resp)
    add(f"{fi}/RESP/TD RESP 2021 statement.pdf", A, "Finance", 1580, t_resp)
    add(f"{fi}/TFSA 2026.csv", A, "Finance", 30, t_tfsa)
    add(f"{fi}/Taxes/2025/T1 2025 summary.pdf", A, "Finance", 40, k(t_tax, 2025))
    add(f"{fi}/Taxes/2025/NOA 2025.pdf", A, "Finance", 15, k(t_noa, 2025))
    add(f"{fi}/Taxes/2024/T1 2024 summary.pdf", A, "Finance", 410, k(t_tax, 2024))
    add(f"{fi}/Taxes/2024/NOA 2024.pdf", A, "Finance", 382, k(t_noa, 2024))
    add(f"{fi}/Taxes/2019/T1 2019 Mei Lin.pdf", A, "Finance", 2220, k(t_tax, 2019))
    add(f"{fi}/budget 2026.xlsx", A, "Finance", 8, t_budget)
    add(f"{fi}/Visa/visa-2026-04.csv", A, "Finance", 34, t_visa)
    add(f"{fi}/Visa/visa-2026-05.csv", A, "Finance", 3, t_visa)

    # ------------------------------------------------------------ Areas: the condo (Home)
    co = "Documents/Condo"
    for d, age in (("2026-05-12", 20), ("2026-04-14", 48), ("2026-03-10", 83), ("2022-11-08", 1301)):
        add(f"{co}/Strata council/council minutes {d}.pdf", A, "Home", age, t_strata_minutes)
    add(f"{co}/Strata council/AGM notice 2025.pdf", A, "Home", 210, t_strata_agm)
    add(f"{co}/Strata council/Re parkade membrane quotes.eml", A, "Home", 26, lambda r_, dt: (
        "From: Sandra Gill <sgill@crosswellpm.ca>\nTo: The Laurel Strata Council <council-eps2847@googlegroups.com>\n"
        f"Date: {dt.strftime('%a, %d %b %Y')} 16:22:09 -0700\nSubject: Re: parkade membrane quotes\n\nCouncil, attached are "
        "the three quotes for the P1 membrane. Coast Waterproofing $81,400, Allied $88,900, Westcoast Seal $93,250. "
        "The special levy approved at the AGM covers $86,000. Please vote by email by Friday.\n\nSandra Gill, Strata Manager"))
    add(f"{co}/strata fee statement.pdf", A, "Home", 33, t_strata_fee)
    add(f"{co}/notice - window and dryer vent cleaning.pdf", A, "Home", 14, t_strata_letter)
    add(f"{co}/BCAA condo insurance 2026.pdf", A, "Home", 77, t_home_insurance)
    add(f"{co}/dishwasher repair invoice.pdf", A, "Home", 190, t_repair)
    add(f"{co}/BC Hydro/bill 2026-04.pdf", A, "Home", 45, t_hydro)
    add(f"{co}/BC Hydro/bill 2026-02.pdf", A, "Home", 106, t_hydro)
    add(f"{co}/Manuals/Bosch dishwasher manual.pdf", R, "Home", 1150, t_dishwasher)

    # ------------------------------------------------------------ Areas: health (Health)
    he = "Documents/Health"
    add(f"{he}/MSP coverage.pdf", A, "Health", 905, t_msp)
    add(f"{he}/Dental/dental statement 2026-04.pdf", A, "Health", 50, t_dental)
    add(f"{he}/Dental/dental statement 2025-10.pdf", A, "Health", 230, t_dental)
    add(f"{he}/Ethan speech/session 2026-05-14.txt", A, "Health", 18, t_speech)
    add(f"{he}/Ethan speech/session 2026-05-21.txt", A, "Health", 11, t_speech)
    add(f"{he}/Ethan speech/receipt 2026-05-21.pdf", A, "Health", 11, t_speech_receipt)
    add(f"{he}/Ethan speech/receipt 2026-04-30.pdf", A, "Health", 32, t_speech_receipt)
    add(f"{he}/Ethan speech/SLP assessment report.pdf", A, "Health", 262, t_slp_report)
    add(f"{he}/PBC claims 2026.csv", A, "Health", 10, t_claim)
    add(f"{he}/prescription Olivia.pdf", A, "Health", 70, t_rx)

    # ------------------------------------------------------------ Areas: kids (Kids)
    ki = "Documents/Kids"
    add(f"{ki}/Olivia/report card term 2 2026.pdf", A, "Kids", 70, t_report_card)
    add(f"{ki}/Olivia/report card term 3 2025.pdf", A, "Kids", 340, t_report_card)
    add(f"{ki}/Olivia/field trip form.pdf", A, "Kids", 45, t_school_form)
    add(f"{ki}/Olivia/piano invoice spring.pdf", A, "Kids", 90, t_piano)
    add(f"{ki}/Swim/swim lessons spring 2026.pdf", A, "Kids", 80, t_swim)
    add(f"{ki}/Swim/swim lessons fall 2025.pdf", A, "Kids", 250, t_swim)
    add(f"{ki}/Camp/Science World camp form 2026.docx", A, "Kids", 10, t_camp)
    add(f"{ki}/Camp/camp options 2026.xlsx", A, "Kids", 120, t_camp_options)
    add(f"{ki}/Little Otters fees 2026.pdf", A, "Kids", 150, t_daycare)

    # ------------------------------------------------------------ Areas: the car (Car)
    ca = "Documents/Car"
    add(f"{ca}/ICBC 2026.pdf", A, "Car", 60, t_icbc)
    add(f"{ca}/ICBC 2024.pdf", A, "Car", 790, t_icbc)
    add(f"{ca}/Service/Destination Toyota 2026-03.pdf", A, "Car", 75, t_service)
    add(f"{ca}/Service/Destination Toyota 2025-09.pdf", A, "Car", 250, t_service)
    add(f"{ca}/parking permit.pdf", A, "Car", 160, t_parking)
    add(f"{ca}/RAV4 owner's manual.pdf", R, "Car", 1700, t_rav_manual)

    # ------------------------------------------------------------ Archive
    lu = "Clients/Lumen Fitness 2024"
    add(f"{lu}/SOW Lumen Fitness.pdf", X, "Design", 820, k(t_lumen, "sow"))
    add(f"{lu}/Final report - Lumen app redesign.pdf", X, "Design", 558, k(t_lumen, "final"))
    add(f"{lu}/retro notes.md", X, "Design", 552, k(t_lumen, "retro"))
    add(f"{lu}/Lumen design system v1.pdf", X, "Design", 570, lambda r_, dt: (
        "Lumen design system v1 - tokens and components\nColour: lumen-orange #ff6a3d, ink #1b1d29, 8 neutrals\n"
        "Type: SF Pro Display / Text, 6-step scale\nComponents: button (4 variants), workout card, progress ring, "
        "tab bar, bottom sheet\nHandoff to Lumen iOS/Android teams, November 2024"))
    for name in ("onboarding-final", "workout-player-final", "progress-dashboard"):
        photo(f"{lu}/screens/{name}.png", X, "Design", 560)
    add(f"{lu}/Lumen handoff package.zip", X, "Design", 15, _zip([
        ("README.txt", "Lumen Fitness app redesign - handoff package (Nov 2024)\nFigma links, redlines, icon exports.\n"),
        ("redlines/onboarding.txt", "Onboarding step 1-5 spacing 16/24/32, CTA height 52\n")]))

    nb = "Documents/Northbeam"
    add(f"{nb}/Offer letter Northbeam.pdf", X, "Design", 3680, k(t_northbeam, "offer"))
    add(f"{nb}/resignation letter.docx", X, "Design", 1790, k(t_northbeam, "resign"))
    add(f"{nb}/T4 2020 Northbeam.pdf", X, "Design", 1930, k(t_northbeam, "t4"))
    add(f"{nb}/performance review 2020.docx", X, "Design", 1960, k(t_northbeam, "review"))

    ub = "Documents/UBC UX certificate"
    add(f"{ub}/certificate UX Research & Strategy.pdf", X, "Design", 1250, k(t_ubc, "cert"))
    add(f"{ub}/UXR204 final project.docx", X, "Design", 1290, k(t_ubc, "project"))
    add(f"{ub}/tuition receipt fall 2022.pdf", X, "Design", 1340, k(t_ubc, "receipt"))
    add(f"{ub}/UXR201 week 4 notes.md", X, "Design", 1330, t_course_notes)

    br = "Documents/Bathroom reno 2023"
    add(f"{br}/Eastside Renovations quote.pdf", X, "Home", 1190, k(t_reno, "quote"))
    add(f"{br}/strata alteration agreement.pdf", X, "Home", 1175, k(t_reno, "strata"))
    add(f"{br}/Ames tile invoice.pdf", X, "Home", 1150, k(t_reno, "tile"))
    add(f"{br}/final invoice and warranty.pdf", X, "Home", 1120, k(t_reno, "final"))
    add(f"{br}/reno budget.xlsx", X, "Home", 1100, k(t_reno, "budget"))
    for sub, n, age in (("before", 2301, 1160), ("before", 2302, 1160), ("after", 2388, 1124), ("after", 2391, 1124)):
        photo(f"{br}/{sub}/IMG_{n}.JPG", X, "Home", age)

    tr = "Documents/Trips"
    add(f"{tr}/Banff 2025/Banff Aspen Lodge confirmation.pdf", X, "Travel", 320, k(t_trip_old, "banff_hotel"))
    add(f"{tr}/Banff 2025/plan.md", X, "Travel", 300, k(t_trip_old, "banff_plan"))
    add(f"{tr}/Banff 2025/costs.csv", X, "Travel", 24, k(t_trip_old, "banff_cost"))
    add(f"{tr}/Tofino 2023/plan.txt", X, "Travel", 970, k(t_trip_old, "tofino"))
    add(f"{tr}/Tofino 2023/BC Ferries booking.pdf", X, "Travel", 975, t_ferry)

    ob = "Old MacBook backup/Users/meilin"
    add(f"{ob}/Documents/Northbeam/Harbour Air workshop notes.txt", X, "Backup", 2450, k(t_backup, "notes"))
    add(f"{ob}/Documents/taxes/2018 T1 copy.pdf", X, "Backup", 2600, k(t_backup, "tax"))
    add(f"{ob}/Documents/wedding seating.xlsx", X, "Backup", 4300, lambda r_, dt: t_backup(r_, dt, "wedding").replace(": ", ";"))
    add(f"{ob}/Documents/CV 2019.docx", X, "Backup", 2500, k(t_backup, "cv"))
    add(f"{ob}/Documents/untitled.txt", X, "Backup", 2700, RECIPES["congee"])
    add(f"{ob}/Music/iTunes library.csv", X, "Backup", 3500, k(t_backup, "itunes"))
    add(f"{ob}/Music/iTunes/Bon Iver/Holocene.mp3", X, "Backup", 3600, lambda r_, dt: _id3(r_, "Holocene", "Bon Iver", "Bon Iver"))
    for n, age in ((412, 3000), (413, 3000), (977, 2800), (1250, 2650)):
        photo(f"{ob}/Pictures/IMG_{n:04d}.JPG", X, "Backup", age)
    photo(f"{ob}/Desktop/Screen Shot 2019-03-11 at 9.42.11 AM.png", X, "Backup", 2640)

    # ------------------------------------------------------------ Resources
    dr = "Design Resources"
    for n, (name, ext) in enumerate((("Designing for older adults - NNg", "pdf"), ("paradox of the active user", "md"),
                                     ("Confirmation vs reassurance in financial flows", "pdf"),
                                     ("recruiting without a panel", "txt"), ("CHI2023 trust in mobile banking", "pdf"),
                                     ("form design for healthcare intake", "pdf"))):
        add(f"{dr}/Reading/{name}.{ext}", R, "Design", 40 + 95 * n, k(t_article, n))
    add(f"{dr}/Icons/phosphor-icons-2.1.zip", R, "Design", 300, _zip([
        ("phosphor/README.txt", t_icons_readme(r, NOW)), ("phosphor/regular/calendar.svg", t_svg(r, NOW, "calendar"))]))
    add(f"{dr}/Icons/tabler-icons-3.0.zip", R, "Design", 180, _zip([
        ("tabler/LICENSE", "MIT License\nCopyright (c) 2020-2024 Pawel Kuna\n"), ("tabler/credit-card.svg", t_svg(r, NOW, "credit-card"))]))
    add(f"{dr}/Icons/feather/calendar.svg", R, "Design", 900, k(t_svg, "calendar"))
    add(f"{dr}/Icons/feather/credit-card.svg", R, "Design", 900, k(t_svg, "credit-card"))
    add(f"{dr}/UI kits/iOS 18 UI Kit (Community).fig", R, "Design", 220, lambda r_, dt: _blob(r_, b"fig-kiwi\x0f\x00\x00\x00", 1400))
    add(f"{dr}/UI kits/Material 3 Design Kit.fig", R, "Design", 420, lambda r_, dt: _blob(r_, b"fig-kiwi\x0f\x00\x00\x00", 1400))

    fo = f"{dr}/Fonts"
    for name, head, age in (("Inter-Regular.ttf", TTF, 700), ("Inter-Bold.ttf", TTF, 700), ("IBMPlexSans-Regular.ttf", TTF, 1000),
                            ("Fraunces-VariableFont.ttf", TTF, 620), ("SourceSerif4-Regular.otf", OTF, 480),
                            ("AtkinsonHyperlegible-Regular.ttf", TTF, 95), ("Manrope-SemiBold.otf", OTF, 260)):
        add(f"{fo}/{name}", R, "Fonts", age, lambda r_, dt, h=head: _blob(r_, h, 1200))
    add(f"{fo}/OFL.txt", R, "Fonts", 700, t_font_licence)

    ph = "Pictures/Photography"
    for folder, base, n_, age in (("2025-10 Stanley Park", 4412, 5, 235), ("2026-04 Cherry blossoms", 5120, 5, 58),
                                  ("2026-02 Chinatown night", 4980, 3, 112)):
        for i in range(n_):
            photo(f"{ph}/{folder}/DSCF{base + 3 * i}.JPG", R, "Photography", age)
    add(f"{ph}/Presets/MLC Classic Chrome Soft.xmp", R, "Photography", 140, t_preset)
    add(f"{ph}/X-T4 owner's manual.pdf", R, "Photography", 1500, t_xt4)
    add(f"{ph}/photo outing ideas.md", R, "Photography", 75, t_outings)

    pi = "Pictures"
    for n in range(8):
        photo(f"{pi}/2026/IMG_{7012 + 37 * n}.HEIC", R, "Photos", 150 - 17 * n)
    for n in range(5):
        photo(f"{pi}/2025/IMG_{5520 + 41 * n}.JPG", R, "Photos", 420 - 40 * n)
    for n in range(4):
        photo(f"{pi}/Banff 2025/IMG_{5890 + 13 * n}.JPG", R, "Photos", 290)
    for n in range(3):
        photo(f"{pi}/Olivia 9th birthday/IMG_{6620 + n}.JPG", R, "Photos", 190)
    photo(f"{pi}/Ethan first swim lesson.jpg", R, "Photos", 80)

    rc = "Documents/Recipes"
    for key, ext, age in (("beef_noodle_soup", "txt", 400), ("scallion_pancakes", "md", 250), ("granola", "txt", 900),
                          ("dumplings", "pdf", 140)):
        add(f"{rc}/{key.replace('_', ' ')}.{ext}", R, "Cooking", age, RECIPES[key])

    for n, (title, author, para) in enumerate(BOOKS[:5]):
        add(f"Books/{author.split()[-1]} - {title}.epub", R, "Books", 200 + 150 * n,
            _epub(title, author, "en", para))

    for n, (title, artist, album) in enumerate(SONGS[:10]):
        add(f"Music/{artist}/{album}/{n % 9 + 1:02d} {title}.mp3", R, "Music", 300 + 90 * n,
            lambda r_, dt, t=title, a=artist, b=album: _id3(r_, t, a, b))

    dl = "Downloads"
    for name, head, age in (("Figma-126.1.2.dmg", b"x\x01s\rbb", 60), ("Zoom.pkg", b"xar!\x00\x1c\x00\x01", 95),
                            ("googlechrome.dmg", b"x\x01s\rbb", 400), ("Spotify.dmg", b"x\x01s\rbb", 700),
                            ("Lightroom_Installer.dmg", b"x\x01s\rbb", 330), ("XRAWSTUDIO_1.22.pkg", b"xar!\x00\x1c\x00\x01", 150),
                            ("MicrosoftTeams.pkg", b"xar!\x00\x1c\x00\x01", 500)):
        add(f"{dl}/{name}", R, "Software", age, lambda r_, dt, h=head: _blob(r_, h, 2000))
    add(f"{dl}/Affinity Designer 2 licence.txt", R, "Software", 510, t_affinity)

    # ------------------------------------------------------------ loose files named for their subject
    named = [
        (f"{dl}/Coastline_Mobile3_SOW_countersigned.pdf", P, "Design", 104, t_cl_sow),
        (f"{dl}/VSB_Kindergarten_Registration_Ethan_Chen.pdf", P, "Kids", 141, k(t_kinder, "confirm")),
        (f"{dl}/EVA_Air_eTicket_CHEN_4PAX.pdf", P, "Travel", 141, k(t_tw, "flight")),
        (f"{dl}/beef-noodle-soup-recipe.pdf", R, "Cooking", 35, RECIPES["beef_noodle_soup"]),
        (f"{dl}/Vancity_eStatement_2026-05.pdf", A, "Finance", 1, t_statement),
        (f"{dl}/ICBC_Autoplan_renewal_2026.pdf", A, "Car", 61, t_icbc),
        (f"{dl}/EPS2847_AGM_notice_2025.pdf", A, "Home", 212, t_strata_agm),
        (f"{dl}/Westside_Speech_receipt_Mar2026.pdf", A, "Health", 70, t_speech_receipt),
        (f"{dl}/Science-World-summer-camp-2026-registration.pdf", A, "Kids", 118, t_camp),
        (f"{dl}/BanffAspenLodge_Confirmation.pdf", X, "Travel", 330, k(t_trip_old, "banff_hotel")),
        (f"{dl}/NNg_older_adults_guidelines.pdf", R, "Design", 150, k(t_article, 0)),
        (f"{dl}/Manrope.zip", R, "Fonts", 262, _zip([("Manrope/OFL.txt", "SIL Open Font License 1.1 - Manrope by Mikhail Sharanda\n"),
                                                      ("Manrope/README.txt", "Manrope variable font, weights 200-800\n")])),
        (f"{dl}/{BOOKS[5][2].split()[0]}-{BOOKS[5][0].replace(' ', '_')}.epub", R, "Books", 45,
         _epub(BOOKS[5][0], BOOKS[5][1], "en", BOOKS[5][2])),
        (f"{dl}/Field_Notes_on_Light.epub", R, "Books", 88, _epub(*BOOKS[6][:2], "en", BOOKS[6][2])),
        (f"{dl}/07 We Don't Talk About Bruno.mp3", R, "Music", 500, lambda r_, dt: _id3(r_, *SONGS[11])),
        (f"{dl}/Mum_VCH_home_support_referral.pdf", P, "Family", 24, k(t_mum, "care")),
        (f"{dl}/MapleGrove_sitemap_comments.docx", P, "Design", 58, t_mg_sitemap),
        (f"{dl}/Lumen_final_invoice_paid.pdf", A, "Design", 550, k(t_invoice, "INV-2025-031", "Lumen Fitness Inc.",
                                                                  "Final milestone - design system handoff", 14400.0)),
    ]
    for rel, bucket, topic, age, fn in named:
        add(rel, bucket, topic, age, fn)

    # screenshots and loose images (Photos unless they document a project)
    for stamp, age in (("2026-05-28 at 21.14.07", 4), ("2026-05-19 at 10.02.51", 13), ("2026-04-02 at 15.40.22", 60),
                       ("2026-01-17 at 08.12.39", 135), ("2025-11-30 at 19.55.03", 183)):
        photo(f"Desktop/Screenshot {stamp}.png", R, "Photos", age)
    photo("Desktop/IMG_7301.HEIC", R, "Photos", 9)
    photo(f"{dl}/IMG_7155.jpg", R, "Photos", 40)
    photo(f"{dl}/image.png", R, "Photos", 77)

    # ------------------------------------------------------------ hard: name and folder say nothing
    hard = [
        # Downloads
        (f"{dl}/document.pdf", P, "Design", 106, t_nda),
        (f"{dl}/document (1).pdf", A, "Finance", 750, k(t_noa, 2023)),
        (f"{dl}/document (2).pdf", A, "Car", 420, t_icbc),
        (f"{dl}/document (3).pdf", X, "Travel", 325, k(t_trip_old, "banff_hotel")),
        (f"{dl}/document (4).pdf", A, "Finance", 125, t_resp),
        (f"{dl}/document (5).pdf", A, "Home", 170, t_hydro),
        (f"{dl}/download.pdf", A, "Kids", 260, t_swim),
        (f"{dl}/download (1).pdf", R, "Design", 510, k(t_article, 4)),
        (f"{dl}/file.pdf", A, "Home", 200, t_strata_agm),
        (f"{dl}/file (1).pdf", X, "Design", 800, k(t_lumen, "sow")),
        (f"{dl}/attachment.pdf", P, "Family", 11, k(t_mum, "movers")),
        (f"{dl}/attachment (1).pdf", P, "Design", 86, t_mg_contract),
        (f"{dl}/attachment (2).pdf", A, "Health", 265, t_slp_report),
        (f"{dl}/Untitled.pdf", R, "Design", 330, k(t_article, 5)),
        (f"{dl}/print.pdf", R, "Cooking", 600, RECIPES["sheet_pan"]),
        (f"{dl}/export.csv", A, "Finance", 65, t_visa),
        (f"{dl}/export (1).csv", P, "Design", 40, t_cl_usability),
        (f"{dl}/data.xlsx", P, "Travel", 13, k(t_tw, "gifts")),
        (f"{dl}/Book1.xlsx", X, "Home", 1105, k(t_reno, "budget")),
        (f"{dl}/message.eml", A, "Design", 13, t_ret_request),
        (f"{dl}/Re_ your message.eml", P, "Family", 10, k(t_mum, "email")),
        (f"{dl}/doc.docx", A, "Kids", 11, t_camp),
        (f"{dl}/Document1.docx", X, "Design", 1792, k(t_northbeam, "resign")),
        (f"{dl}/notes.txt", P, "Kids", 114, k(t_kinder, "tour")),
        (f"{dl}/Untitled-1.docx", P, "Design", 61, t_talk_abstract),
        # Desktop
        ("Desktop/untitled.txt", P, "Design", 1, t_talk_rehearsal),
        ("Desktop/untitled 2.txt", R, "Cooking", 160, RECIPES["banana_bread"]),
        ("Desktop/untitled 3.txt", P, "Design", 19, t_cl_meeting),
        ("Desktop/notes.md", A, "Design", 21, t_portfolio),
        ("Desktop/todo.txt", P, "Kids", 3, k(t_kinder, "check")),
        ("Desktop/New Document.docx", P, "Family", 34, k(t_mum, "meeting")),
        ("Desktop/draft.docx", P, "Design", 52, t_talk_outline),
        ("Desktop/copy.txt", P, "Design", 27, t_mg_content),
        ("Desktop/list.csv", P, "Family", 7, k(t_mum, "furniture")),
        # Documents/Misc, untitled folder, 2024
        ("Documents/Misc/notes.docx", A, "Home", 49, t_strata_minutes),
        ("Documents/Misc/Document.docx", X, "Design", 551, k(t_lumen, "retro")),
        ("Documents/Misc/text.txt", R, "Cooking", 330, RECIPES["dumplings"]),
        ("Documents/Misc/info.pdf", A, "Health", 880, t_msp),
        ("Documents/Misc/list.xlsx", A, "Finance", 220, t_budget),
        ("Documents/Misc/New file.md", P, "Travel", 20, k(t_tw, "pack")),
        ("Documents/untitled folder/Untitled.docx", P, "Family", 23, k(t_mum, "room")),
        ("Documents/untitled folder/Untitled 1.docx", A, "Design", 405, t_contract_template),
        ("Documents/untitled folder/untitled.txt", P, "Design", 79, k(t_cl_interview, 7)),
        ("Documents/untitled folder/Scan.pdf", A, "Kids", 88, t_piano),
        ("Documents/2024/document.pdf", X, "Design", 557, k(t_lumen, "final")),
        ("Documents/2024/Document 2.pdf", A, "Finance", 760, k(t_tax, 2023)),
        ("Documents/2024/notes.txt", A, "Home", 600, t_strata_letter),
        ("Documents/2024/stuff.xlsx", A, "Design", 520, t_expenses),
        ("Documents/2024/export.csv", A, "Health", 530, t_claim),
        ("Documents/2024/receipt.pdf", A, "Health", 545, t_dental),
        ("Documents/2024/New Document.docx", A, "Home", 515, t_repair),
        ("Documents/Misc/temp.txt", A, "Finance", 98, t_renewal),
        ("Documents/untitled folder/Document.pdf", A, "Design", 150, t_ret_contract),
        (f"{dl}/document (6).pdf", A, "Health", 69, t_rx),
        (f"{dl}/message (1).eml", P, "Design", 36, t_mg_email),
        ("Desktop/Untitled spreadsheet.xlsx", A, "Kids", 119, t_camp_options),
        ("Desktop/info.txt", A, "Car", 158, t_parking),
    ]
    scans = [
        (A, "Health", 300, t_dental), (A, "Kids", 420, t_report_card), (A, "Home", 1020, t_strata_minutes),
        (X, "Design", 1900, k(t_northbeam, "t4")), (X, "Home", 1118, k(t_reno, "final")), (X, "Design", 1245, k(t_ubc, "cert")),
        (A, "Car", 780, t_icbc), (P, "Family", 27, k(t_mum, "notice")), (A, "Finance", 480, t_resp), (A, "Health", 640, t_msp),
        (A, "Health", 95, t_speech_receipt), (A, "Car", 610, t_service), (A, "Design", 510, t_licence),
        (A, "Finance", 505, t_mortgage), (X, "Travel", 972, t_ferry), (A, "Kids", 12, t_camp),
        (A, "Home", 440, t_home_insurance), (P, "Kids", 143, t_birth), (P, "Travel", 139, k(t_tw, "hotel")),
        (X, "Design", 815, k(t_lumen, "sow")), (A, "Finance", 1490, k(t_tax, 2021)),
    ]
    ages = sorted(range(len(scans)), key=lambda i: -scans[i][2])
    for num, i in enumerate(ages, 1):
        b, t, age, fn = scans[i]
        hard.append((f"Scans/scan{num:04d}.pdf", b, t, age, fn))
    for rel, bucket, topic, age, fn in hard:
        add(rel, bucket, topic, age, fn, hard=True)

    # ------------------------------------------------------------ Left: unfinished downloads and system files
    add(f"{dl}/Figma-127.0.0.dmg.crdownload", L, "System", 0.3, lambda r_, dt: _blob(r_, b"x\x01s\rbb", 700))
    add(f"{dl}/Unconfirmed 284113.crdownload", L, "System", 44, lambda r_, dt: _blob(r_, b"%PDF-1.7\n", 500))
    add(f"{dl}/LR-presets-film-pack.zip.part", L, "System", 16, lambda r_, dt: _blob(r_, b"PK\x03\x04", 600))
    add("Pictures/Thumbs.db", L, "System", 380, lambda r_, dt: _blob(r_, OLE, 800))
    add("Documents/desktop.ini", L, "System", 1400, "[.ShellClassInfo]\nLocalizedResourceName=@%SystemRoot%\\system32\\"
        "shell32.dll,-21770\nIconResource=%SystemRoot%\\system32\\imageres.dll,-112\n")
    add(f"{mg}/content/~$me page copy.docx", L, "System", 29, b"\x0cMei Lin Chen" + bytes(150))

    # dot files and dot folders: written, never labelled
    dot("Documents/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 5)
    dot("Desktop/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 1)
    dot("Clients/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(64), 3)
    dot("Desktop/.localized", b"", 2000)
    dot(".Trash/document (6).pdf", _pdf("Receipt - Zara Kids, 2 items, $54.98\nReturned in store."), 20)
    dot(".config/figma/settings.json", b'{"theme":"dark","fontRendering":"native"}\n', 60)
    dot(f"{ob}/.bash_history", b"cd Documents\nls\nopen CV\\ 2019.docx\n", 2500)
    return items
