"""A ninety-second unseen labelled corpus: Megan Halloran's MacBook, ``build(root, seed)``, written blind.

Written without reading the organizer. What was read: the module docstring of ``unseen.py`` (lines 1-60),
its helpers (lines 60-220: ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``,
``_id3``, ``_blob`` and its Swedish name lists) and the first lines of its ``build()`` (1296-1360: the
write / encode / add / dot / photo helpers); ``corpus.py`` lines 1-30 (``Item``, ``NOW``, ``NOW_S``,
``DAY``) and its ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``HEIC_HEAD`` and
``_png``. By accident a few lines past the allowed ranges were printed: ``corpus.py`` lines 204-215 (the
signature, docstring and first eight lines of its ``build()``: a loop over a ``NAMED`` table writing
files into ``Downloads``) and ``blind.py`` lines 108-110 (a blank line and a section comment). Nothing
under ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, no other corpus module's body, no git
command and no placement result was read or run; the directory listing of ``benchmarks/placement/``
was seen (file names only).

The person: Dr Megan Halloran, 47, senior lecturer in nursing at Merriang University's School of
Nursing and Midwifery (Bundoora campus, Melbourne), where she has worked since 2016. She coordinates
NUR2104 Nursing Care of Older Persons (semester 1) and NUR3207 Leadership and Professional Practice
(semester 2), supervises two PhD candidates (Priya Raman, Daniel Okafor) and an honours student (Jess
Whitfield), sits on the School Learning and Teaching Committee and the university's Human Research Ethics
Committee, and keeps her AHPRA registration as a registered nurse. Her current grant-funded project is
STAY-RAC (Ellerton Foundation, 2024-2026; HREC approval 2024/0387), a mixed-methods study of why staff
stay in rural residential aged care in western Victoria; its manuscript came back from the Australasian
Journal on Ageing with major revisions, due 30 June 2026. She gives an oral presentation at the 12th
Asia-Pacific Congress of Gerontological Nursing in Singapore (16-18 September 2026) and is applying for
an Outside Studies Program (sabbatical) in semester 1 2027 (applications close 30 June 2026). Earlier:
PhD at Merriang, conferred December 2014; clinical nurse educator at Northern Hills Health, 2009 to
February 2016; the FallSafe falls-prevention study, 2022-2023, completed and reported; a poster at the
gerontological nursing conference in Adelaide, October 2024. Her partner Luke Brennan is a
self-employed carpenter; their children are Chloe (17, Year 12 at Rucker's Hill Secondary College, doing
VCE and applying to university through VTAC for 2027) and Oscar (14, Year 9, same school). They live at
14 Wattle Avenue, Thornbury VIC 3071, with a mortgage, and are renovating the main bathroom (Luke does
the carpentry; plumber and tiler are contracted). A family holiday to Tasmania on the Spirit of
Tasmania is booked for the July 2026 school holidays. Megan's father Kevin Halloran, 83, has lived at
Lake Wendouree Gardens aged care in Ballarat since August 2024; Megan holds his enduring power of
attorney (financial) with her brother Patrick in Perth, pays his care fees from his account and deals
with Services Australia; Kevin's house in Sebastopol was sold in 2025 (settled May 2025) to pay the
accommodation deposit. The family sold their old Corolla in 2023, and Luke built the back deck in 2021.
Past trips: Bali (2023) and Japan (January 2025).

The machine: a MacBook Air in Australian English. ``Downloads/`` is a heap (``document (1).pdf``,
``download.pdf``, ``ATT00001.pdf``, journal articles with publisher file names, installers, half-finished
downloads); ``Desktop/`` holds screenshots and ``Untitled.txt``-type notes; ``Documents/`` is half
organised (``House``, ``Money``, ``Health``, ``Dad``, ``Kids``, ``Cars``, ``Bathroom reno``, ``Tassie
July 2026``, ``Travel``, ``Recipes``, ``Manuals``, ``Scans``, ``misc``, a ``2024`` year folder, ``PhD``,
an ``Old jobs`` folder); the university's files live in ``OneDrive - Merriang University/``
(``Teaching``, ``Research``, ``HDR Supervision``, ``Committees``, ``Conferences``, ``Admin``, ``OSP
2027``); ``Pictures/`` has iPhone imports and trip albums; ``Music/`` a few tracks; ``Old iMac/`` is the
copy of the family's previous computer, made in 2019.

LABELLING RULES (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects** (an outcome with an end, still being worked on now, whatever the file's age): the STAY-RAC
  grant project -- ethics approvals and amendments, consent forms, survey and interview data, codebook,
  analysis notes, the manuscript and its revision, reviewers' comments, funder's agreement, budget,
  milestone reports, team meetings, site-visit photos (Research); the Singapore congress talk -- abstract,
  acceptance, registration, travel approval, flights, hotel, slides (Conference); the sabbatical (OSP)
  application for 2027 (Work); the bathroom renovation -- quotes, tiles, vanity, budget, skip hire,
  progress photos (Home); Chloe's VCE year and university applications -- SAC calendar, exam timetable,
  VTAC preferences, SEAS, UCAT, open days, study timetable (School); the Tasmania holiday in July 2026 --
  ferry, accommodation, itinerary, costs, travel insurance, packing (Travel).
- **Areas** (ongoing responsibilities with no end, whatever the document's age): teaching the units --
  unit guides, lecture slides, tutorials, assessment briefs, rubrics, marking, exam papers (past
  semesters too), class lists, student emails, student feedback (Teaching); supervising PhD and honours
  students -- drafts, meeting notes, progress reviews, meeting invitations (Research); the academic job
  itself -- performance review, workload, position description, committees and their papers, HREC
  membership, AHPRA registration and CPD (Work); household money -- ATO and myGov, tax returns and
  receipts, payslips, super, the mortgage, bank, budget (Finance); the family's health, Medicare and the
  private health cover (Health); the house, its rates, utilities, insurance and upkeep (Home); the two
  cars -- registration, insurance, servicing, tolls (Car); the children's schooling outside Chloe's VCE
  project -- reports, fees, camps, interviews, music lessons (School); Dad's care -- the aged care
  agreement and monthly fees, Services Australia assessments, his pension, the power of attorney, his
  bank, pharmacy and doctors, care-plan meetings (Dad). A 2024 ACAT letter or a 2025 exam paper is still
  an Area.
- **Resources** (reference and interests kept by subject): journal articles and research reading
  (Research); professional nursing standards and clinical guidance (Nursing); teaching reference such as
  assessment design guides and case-study banks (Teaching); appliance manuals (Home); recipes (Cooking);
  gardening notes (Gardening); ebooks (Books); music files (Music); installers (Software); personal
  photos, trip albums and screenshots (Photos) -- except photos that document a project (bathroom
  progress, research site visits: the project's bucket and topic) and those inside the old iMac copy.
- **Archive** (finished projects, ended responsibilities, old backups): the PhD, conferred 2014, and the
  FallSafe study, finished 2023 (Research); the clinical nurse educator job at Northern Hills Health,
  ended 2016 (Work); the Adelaide conference poster of 2024 (Conference); past trips -- Bali 2023, Japan
  2025 (Travel); the back deck of 2021 (Home); the Corolla, sold 2023 (Car); the sale of Dad's house,
  settled 2025 (Dad); everything inside ``Old iMac/`` (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``), topic System. Dot files (``.DS_Store``, ``.localized``) are
  written but not labelled.

Topics are subjects: the manuscript and the supervision are both ``Research``; the sabbatical and the
committees are both ``Work``; Dad's care and the sale of his house are both ``Dad``. ``hard`` marks a
file whose name *and* folder say nothing about its subject (``Downloads/document (1).pdf``,
``Desktop/Untitled.txt``, ``Documents/Scans/scan_0014.pdf``, ``Documents/2024/scan0031.pdf``, a journal
article saved as ``Downloads/1-s2.0-S13227696...-main.pdf``): only the text inside can place it. Images
are never hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path
from xml.sax.saxutils import escape

from benchmarks.placement.blind import HEIC_HEAD, _d, _docx, _money, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers

FIRST = ["Sarah", "James", "Emily", "Liam", "Olivia", "Jack", "Grace", "Noah", "Ruby", "Thomas", "Mia", "Ethan",
         "Zoe", "Harrison", "Aisha", "Nguyen", "Mei", "Rohan", "Tayla", "Bailey", "Hannah", "Lachlan", "Ella"]
SURN = ["Nguyen", "Smith", "Kelly", "Papadopoulos", "Tran", "O'Brien", "Walsh", "Singh", "Rossi", "Chen", "Murphy",
        "McKenzie", "Patel", "Wilson", "Giannakis", "Fraser", "Harris", "Bui", "Lucas", "Sharma", "Doherty"]
TOWNS = ["Horsham", "Hamilton", "Ararat", "Stawell", "Warracknabeal", "Nhill", "Casterton", "St Arnaud"]
SITES = ["Wimmera Grove Lodge, Horsham", "Grampians View Hostel, Stawell", "Southern Grampians Care, Hamilton",
         "Mt William Residential, Ararat", "Yarriambiack Homes, Warracknabeal"]
HOME_ADDR = "14 Wattle Avenue, Thornbury VIC 3071"
UNI = "Merriang University"
SCHOOL = "School of Nursing and Midwifery"
DAD_HOME = "Lake Wendouree Gardens"
DAD_ADDR = "212 Gillies Street North, Ballarat VIC 3350"


def _aud(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _name(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def _short(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _pptx(slides: list[str]) -> bytes:
    """A minimal PowerPoint package: one slide per entry, lines become paragraphs."""
    ns_p = "http://schemas.openxmlformats.org/presentationml/2006/main"
    ns_a = "http://schemas.openxmlformats.org/drawingml/2006/main"
    ns_r = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    ns_pr = "http://schemas.openxmlformats.org/package/2006/relationships"
    ct = "application/vnd.openxmlformats-officedocument.presentationml"
    overrides = "".join(f'<Override PartName="/ppt/slides/slide{i}.xml" ContentType="{ct}.slide+xml"/>'
                        for i in range(1, len(slides) + 1))
    entries = [
        ("[Content_Types].xml",
         ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
         '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
         '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
         '<Default Extension="xml" ContentType="application/xml"/>'
         f'<Override PartName="/ppt/presentation.xml" ContentType="{ct}.presentation.main+xml"/>'
         f"{overrides}</Types>")),
        ("_rels/.rels",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="{ns_pr}">'
         f'<Relationship Id="rId1" Type="{ns_r}/officeDocument" Target="ppt/presentation.xml"/></Relationships>')),
        ("ppt/presentation.xml",
         f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:presentation xmlns:p="{ns_p}" '
         f'xmlns:r="{ns_r}"><p:sldIdLst>'
         + "".join(f'<p:sldId id="{255 + i}" r:id="rId{i}"/>' for i in range(1, len(slides) + 1))
         + "</p:sldIdLst></p:presentation>"),
        ("ppt/_rels/presentation.xml.rels",
         f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="{ns_pr}">'
         + "".join(f'<Relationship Id="rId{i}" Type="{ns_r}/slide" Target="slides/slide{i}.xml"/>'
                   for i in range(1, len(slides) + 1))
         + "</Relationships>"),
    ]
    for i, slide in enumerate(slides, 1):
        paras = "".join(f"<a:p><a:r><a:t>{escape(ln)}</a:t></a:r></a:p>" for ln in slide.splitlines() if ln.strip())
        entries.append((f"ppt/slides/slide{i}.xml",
                        (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld xmlns:p="{ns_p}" '
                        f'xmlns:a="{ns_a}"><p:cSld><p:spTree><p:sp><p:txBody><a:bodyPr/>{paras}'
                        "</p:txBody></p:sp></p:spTree></p:cSld></p:sld>")))
    return _zip(entries)


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    sent = dt.replace(tzinfo=None) + timedelta(hours=8 + len(subject) % 10, minutes=len(body) % 60)
    stamp = sent.strftime("%a, %d %b %Y %H:%M:%S +1000")
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {stamp}\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n{body}\n")


def _ics(summary: str, start: datetime, minutes: int, location: str, desc: str, organiser: str) -> str:
    end = start + timedelta(minutes=minutes)
    f = "%Y%m%dT%H%M%S"
    uid = f"{start:%Y%m%d%H%M}-{abs(sum(map(ord, summary))) % 99991:05d}@merriang.edu.au"
    return ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN\r\n"
            "METHOD:REQUEST\r\nBEGIN:VEVENT\r\n"
            f"UID:{uid}\r\nDTSTAMP:{start - timedelta(days=6):{f}}Z\r\n"
            f"DTSTART;TZID=AUS Eastern Standard Time:{start:{f}}\r\n"
            f"DTEND;TZID=AUS Eastern Standard Time:{end:{f}}\r\n"
            f"SUMMARY:{summary}\r\nLOCATION:{location}\r\nDESCRIPTION:{desc}\r\n"
            f"ORGANIZER;CN={organiser}:mailto:{organiser.lower().replace(' ', '.')}@merriang.edu.au\r\n"
            "END:VEVENT\r\nEND:VCALENDAR\r\n")


MH = "Megan Halloran <megan.halloran@merriang.edu.au>"
MHP = "Megan Halloran <meg.halloran@bigpond.com>"


# --------------------------------------------------------------------------- Research: STAY-RAC (Projects)


def t_hrec_approval(r: random.Random, dt: datetime) -> str:
    return f"""Merriang University Human Research Ethics Committee
Research Integrity Office, Bundoora VIC 3083
{_d(dt)}
Dr Megan Halloran, School of Nursing and Midwifery
Project number: HREC 2024/0387
Project title: Why staff stay: a mixed-methods study of workforce retention in rural residential aged care
in western Victoria (STAY-RAC)
Dear Dr Halloran,
Thank you for your response to the Committee's requests for clarification. I am pleased to advise that
the above project has been approved by the Merriang University Human Research Ethics Committee.
Approval period: {_d(dt)} to 31 December 2026.
Approved documents: Protocol v3; Participant Information and Consent Form (staff survey) v2; PICF
(interviews) v2; survey instrument v3; interview guide v2; recruitment flyer v1.
Conditions: report any serious adverse events or unforeseen events within 72 hours; submit an annual
progress report each year of the project; submit a final report within three months of completion;
request approval for any amendment before implementing it.
Participating sites: {'; '.join(SITES[:4])}.
Yours sincerely,
Dr Anthony Lam, Chair, Human Research Ethics Committee
"""


def t_hrec_amend(r: random.Random, dt: datetime) -> str:
    return f"""MERRIANG UNIVERSITY - HUMAN RESEARCH ETHICS COMMITTEE
NOTIFICATION OF APPROVAL OF AMENDMENT
Date: {_d(dt)}
HREC number: 2024/0387   Chief Investigator: Dr Megan Halloran
Project: STAY-RAC - workforce retention in rural residential aged care
Amendment 2 requested: (1) addition of a fifth site, {SITES[4]}; (2) extension of interview
recruitment to personal care workers employed through agencies; (3) revised PICF (interviews) v4.
The amendment was reviewed by the Chair under delegated authority and is APPROVED.
The approval end date of the project remains 31 December 2026. Please ensure that the revised PICF
v4 is used for all participants recruited from this date.
Research Ethics Officer: Kirsty Delaney, ethics@merriang.edu.au
"""


def t_picf(r: random.Random, dt: datetime) -> str:
    return f"""PARTICIPANT INFORMATION AND CONSENT FORM (Interviews) - Version 4, {_d(dt)}
Project: Why staff stay: workforce retention in rural residential aged care (STAY-RAC)
Chief Investigator: Dr Megan Halloran, Senior Lecturer, {SCHOOL}, {UNI}
Associate Investigators: A/Prof Sunita Varma; Dr Liam Costa
1. Invitation
You are invited to take part in a research project about why nurses and personal care workers choose to
keep working in aged care homes in rural western Victoria. The project is funded by the Ellerton
Foundation.
2. What does participation involve?
A single interview of about 45-60 minutes, in person at your workplace or by phone or Teams, at a time
that suits you. The interview will be audio-recorded and transcribed, and all names will be removed.
3. Possible benefits and risks
There may be no direct benefit to you. Talking about your work may bring up difficult feelings; you can
pause or stop at any time. The Employee Assistance Program at your workplace is available.
4. Do I have to take part?
Participation is voluntary. Your employer will not be told whether or not you took part.
5. Privacy
Recordings are stored on the university's secure research drive and destroyed five years after
publication.
This project has been approved by the Merriang University HREC (approval number 2024/0387).
CONSENT: I have read and understood the information above ... Signature ______ Date ______
"""


def t_progress_report(r: random.Random, dt: datetime) -> str:
    n = r.randint(212, 260)
    return f"""HREC Annual Progress Report - project 2024/0387 (STAY-RAC)
Reporting period: to 31 December 2025
Chief Investigator: Dr Megan Halloran
1. Status: data collection ongoing (interviews), survey closed 30 November 2025.
2. Recruitment: staff survey - {n} responses from four sites (response rate {r.randint(38, 52)}%);
interviews - {r.randint(14, 19)} of a target 24 completed.
3. Have there been any adverse events? No.
4. Have there been any complaints? No.
5. Amendments: Amendment 1 (revised survey reminder wording) approved 12 March 2025.
6. Data storage: de-identified data held on Merriang Research Drive (R:/NUR/STAY-RAC), access restricted
to the research team.
7. Expected completion: 31 December 2026.
Signed: M. Halloran   Date: {_d(dt)}
"""


def t_survey_csv(r: random.Random, dt: datetime) -> str:
    roles = ["RN", "EN", "PCW", "PCW", "PCW", "Lifestyle", "Manager"]
    rows = [("resp_id,site,role,years_in_role,employment,intent_to_stay_12m,job_sat_1_5,workload_1_5,"
            "community_ties_1_5,travel_km,comment")]
    comments = ["", "", "love the residents", "short staffed every weekend", "my family is here",
                "agency shifts are hard", "", "good manager makes the difference", "pay is not enough",
                "would leave if I could find work in town"]
    for i in range(1, r.randint(38, 46)):
        rows.append(f"R{i:03d},S{r.randint(1, 4)},{r.choice(roles)},{r.randint(0, 28)},"
                    f"{r.choice(['FT', 'PT', 'PT', 'Casual'])},{r.choice(['Yes', 'Yes', 'Unsure', 'No'])},"
                    f"{r.randint(1, 5)},{r.randint(1, 5)},{r.randint(1, 5)},{r.randint(1, 60)},"
                    f"\"{r.choice(comments)}\"")
    return "\n".join(rows) + "\n"


def t_transcript(r: random.Random, dt: datetime) -> str:
    pid = r.randint(2, 19)
    town = r.choice(TOWNS)
    return f"""STAY-RAC interview transcript - P{pid:02d} (de-identified)
Date of interview: {_d(dt)}   Interviewer: MH   Duration: {r.randint(38, 64)} min   Site: S{r.randint(1, 5)}
Role: {r.choice(['enrolled nurse', 'personal care worker', 'registered nurse', 'care manager'])},
{r.randint(3, 22)} years in aged care
MH: Can you tell me how you came to work here?
P{pid:02d}: I grew up near [{town}], my mum worked in the kitchen here actually. I started as a PCW
straight out of school and then did my Cert IV.
MH: What keeps you here?
P{pid:02d}: Honestly the residents. Some of them knew my grandparents. And the team on mornings, we
look after each other. If I went to Ballarat I'd earn more but I'd be driving an hour each way.
MH: Has there been a time you thought about leaving?
P{pid:02d}: During COVID, yeah. We had the outbreak and half the staff were off. [pause] And when the
agency staff come in and don't know the residents, that's hard, you end up doing two jobs.
MH: What would make it easier to stay?
P{pid:02d}: Rosters that are set more than a week ahead. Somebody to cover study days. Being asked.
[END OF TRANSCRIPT - identifying details removed by HF]
"""


def t_codebook(r: random.Random, dt: datetime) -> str:
    return """Code;Definition;Example;Parent theme
BELONG_COMM;Ties to the town, family, community;my family is here;Rootedness
BELONG_RES;Relationship with residents;some of them knew my grandparents;Rootedness
TEAM;Peer support on shift;we look after each other;Team that holds
LEADER;Facility manager or NUM behaviour;good manager makes the difference;Team that holds
AGENCY;Agency and casual staff effects;agency shifts are hard;Strain
ROSTER;Roster predictability and flexibility;rosters set more than a week ahead;Strain
TRAVEL;Distance and travel time;driving an hour each way;Strain
PAY;Wages and award rates;pay is not enough;Strain
CAREER;Training, study days, progression;somebody to cover study days;Growth
VOICE;Being consulted;being asked;Growth
"""


def t_thematic_md(r: random.Random, dt: datetime) -> str:
    return f"""# STAY-RAC - thematic map (working notes)

Updated {_d(dt)} after coding meeting with Sunita and Hannah.

## Themes (v3)
1. **Rootedness** - belonging to the town and to the residents; strongest for PCWs who grew up locally
2. **The team that holds** - shift-level peer support; the facility manager as the keystone
3. **Strain** - agency staff, short-notice rosters, travel, pay relative to acute care
4. **Growth** - access to study, Cert IV to EN pathway, being consulted

## To check
- Does Rootedness differ for the overseas-qualified RNs (P09, P14)? Probably a sub-theme: *chosen place*
- Merge VOICE into LEADER? Reviewer 2 will ask why "voice" is separate
- Integrate with survey: intent to stay x community ties (OR from logistic model)

## Joint display
| Theme | Survey item | Convergence |
|---|---|---|
| Rootedness | community_ties | agree |
| Strain | workload, travel_km | partly |
"""


def t_manuscript(r: random.Random, dt: datetime) -> str:
    n = r.randint(218, 256)
    return f"""Why they stay: a mixed-methods study of workforce retention in rural residential aged care
Revised manuscript (R1) - tracked changes - {_d(dt)}
Abstract
Objective: To explore why nurses and personal care workers remain in rural residential aged care in
western Victoria, Australia.
Methods: Convergent mixed-methods design. A cross-sectional survey of staff ({n} respondents) at four
facilities and semi-structured interviews with {r.randint(18, 22)} staff were integrated using joint
displays.
Results: Intention to stay for 12 months was reported by {r.randint(58, 71)}% of respondents and was
associated with community ties and perceived manager support. Four themes were developed: rootedness,
the team that holds, strain, and growth.
Conclusions: Retention strategies in rural aged care should build on local belonging and invest in
facility leadership, rather than rely on pay alone.
Keywords: aged care workforce; rural health; retention; nursing; personal care workers
1. Introduction
Australia's residential aged care sector faces persistent shortages of nurses and care workers, most
acutely outside the major cities. [Reviewer 1, comment 3: added data on workforce vacancy rates]
"""


def t_response_reviewers(r: random.Random, dt: datetime) -> str:
    return f"""Response to reviewers - Manuscript AJA-2026-0142 "Why they stay"
Draft {_d(dt)} - MH (Sunita please check R2.4 and R2.7)
Reviewer 1
1.1 The authors should justify the convergent design.
Response: Thank you. We have added a paragraph to Methods (p. 6, lines 112-124) explaining ...
1.2 Please report the response rate by site.
Response: Response rates by site are now reported in Table 1.
1.3 The Introduction would benefit from recent workforce data.
Response: Added reference to the 2024 aged care workforce census.
Reviewer 2
2.1 The qualitative sample seems small for four sites.
Response: We recruited until no new codes were identified in the final three interviews ...
2.4 It is unclear how integration was done - please provide a joint display.
Response: A joint display has been added (new Table 4).
2.7 The limitations should acknowledge self-selection.
Response: Agreed; added to Limitations.
Editor: please reduce the Discussion to 1500 words. Current count: 1,874 - still need to cut.
Due back to journal: 30 June 2026.
"""


def t_decision_letter(r: random.Random, dt: datetime) -> str:
    return f"""Australasian Journal on Ageing - Decision on Manuscript ID AJA-2026-0142
{_d(dt)}
Dear Dr Halloran,
Manuscript title: Why they stay: a mixed-methods study of workforce retention in rural residential aged
care
Thank you for submitting your manuscript. It has now been reviewed, and the reviewers' comments are
included at the bottom of this letter. The reviewers have recommended MAJOR REVISION.
Please submit your revised manuscript, a point-by-point response to the reviewers and a version with
tracked changes by 30 June 2026. If you need more time, please contact the editorial office.
Reviewer 1: This is a timely and well-written paper on an important workforce question in rural aged
care. My main concerns relate to the justification of the design and the reporting of the response rate.
Reviewer 2: The qualitative findings are rich; the integration of the strands is not yet convincing.
Sincerely, Prof Catherine Aldous, Associate Editor
"""


def t_budget(r: random.Random, dt: datetime) -> str:
    lines = ["Category;Budget 2024;Budget 2025;Budget 2026;Spent to date;Remaining"]
    for cat, lo, hi in (("Research assistant 0.4 FTE", 28000, 34000), ("Travel to sites", 4000, 7000),
                        ("Transcription", 3000, 5000), ("NVivo licence", 500, 900),
                        ("Participant vouchers", 1500, 2500), ("Open access fee", 0, 4400),
                        ("Conference dissemination", 0, 3500)):
        a, b, c = (r.randint(lo, hi) for _ in range(3))
        s = int((a + b + c) * r.uniform(0.5, 0.85))
        lines.append(f"{cat};{a};{b};{c};{s};{a + b + c - s}")
    lines.append("Funder;Ellerton Foundation Rural Health Grant EF-RH-2024-19;;;;")
    return "\n".join(lines)


def t_ra_timesheet(r: random.Random, dt: datetime) -> str:
    lines = ["Date;Hours;Task;Approved"]
    d0 = dt - timedelta(days=28)
    tasks = ["transcript de-identification", "NVivo coding P15-P17", "literature search update",
             "site liaison Warracknabeal", "reference checking manuscript", "data cleaning survey"]
    for i in range(12):
        day = d0 + timedelta(days=i * 2)
        lines.append(f"{_short(day)};{r.choice([3, 4, 6, 7.5])};{r.choice(tasks)};MH")
    return "Hannah Fitzgerald - casual research assistant - STAY-RAC (cost centre 4471-NUR)\n" + "\n".join(lines)


def t_funding_agreement(r: random.Random, dt: datetime) -> str:
    amt = r.randint(148, 176) * 1000
    return f"""ELLERTON FOUNDATION - RURAL HEALTH RESEARCH GRANTS
FUNDING AGREEMENT  Grant EF-RH-2024-19
Between: The Ellerton Foundation (ABN 41 903 118 224) and {UNI} (the Institution)
Project: STAY-RAC - why staff stay in rural residential aged care
Chief Investigator: Dr Megan Halloran
Total grant: ${amt:,} (GST exclusive), payable in three instalments on execution, on acceptance of
Milestone Report 1 (August 2025) and on acceptance of Milestone Report 2 (August 2026).
Term: 1 July 2024 to 31 December 2026.
The Institution must acknowledge the Foundation in all publications and presentations, provide a final
report and acquittal within 90 days of the end of the Term, and return unspent funds.
Executed {_d(dt)}.
"""


def t_milestone(r: random.Random, dt: datetime) -> str:
    return f"""Ellerton Foundation - Milestone Report 2 (due 31 August 2026) - DRAFT
Grant EF-RH-2024-19 STAY-RAC   CI: Dr Megan Halloran
Progress against milestones
M3 Survey analysis complete - achieved (February 2026)
M4 Interviews complete (n=24) - {r.randint(19, 22)} completed; remaining at Warracknabeal site in June
M5 First manuscript submitted - submitted January 2026; major revision received; resubmission June 2026
M6 Dissemination to participating facilities - site feedback sessions planned October 2026
Dissemination: oral presentation accepted at the Asia-Pacific Congress of Gerontological Nursing,
Singapore, September 2026.
Budget: expenditure to {_d(dt)} is {r.randint(61, 74)}% of total; no variation requested.
"""


def t_team_meeting(r: random.Random, dt: datetime) -> str:
    return f"""STAY-RAC team meeting - {_d(dt)} (Teams)
Present: Megan Halloran (chair), Sunita Varma, Liam Costa, Hannah Fitzgerald
1. Manuscript revision - R1 response drafted by MH; SV to redo the joint display (Table 4); LC to run the
   sensitivity analysis excluding managers. Cut Discussion by ~400 words.
2. Interviews - HF has three booked at Warracknabeal (agency PCWs), amendment 2 covers them.
3. Milestone report 2 - MH to draft by end of July.
4. Singapore abstract - accepted as oral; MH presenting; slides to team by 21 August.
5. Budget - transcription underspent; move to open access fee if journal accepts.
Actions: MH response letter by 14 June; SV Table 4 by 7 June; HF transcripts P20-P22 by 19 June.
Next meeting: {_d(dt + timedelta(days=14))}
"""


def t_ethics_form_signed(r: random.Random, dt: datetime) -> str:
    return f"""HUMAN RESEARCH ETHICS - REQUEST FOR AMENDMENT (Form E3)
Project no. 2024/0387  Chief Investigator: Dr Megan Halloran  Dept: Nursing and Midwifery
Description of amendment: add Yarriambiack Homes (Warracknabeal) as a fifth recruitment site; permit
recruitment of agency personal care workers; PICF (interviews) updated to version 4.
Reason: recruitment at the four original sites has reached saturation for employed staff but agency
staff are not represented.
Does the amendment change the risk to participants? No.
Site approval letter from Yarriambiack Homes attached: Yes.
Signature of CI: M Halloran   Date: {_short(dt)}
Head of School endorsement: Prof G. Whitlam   Date: {_short(dt + timedelta(days=1))}
"""


def t_remittance(r: random.Random, dt: datetime) -> str:
    return f"""REMITTANCE ADVICE
From: The Ellerton Foundation, Level 9, 120 Collins Street, Melbourne VIC 3000
To: Merriang University - Research Finance, Accounts Receivable
Payment date: {_d(dt)}   Reference: EF-RH-2024-19 Instalment 2
Description: Rural Health Research Grant - STAY-RAC (CI Dr M Halloran) - on acceptance of Milestone
Report 1
Amount: ${r.randint(48, 56) * 1000:,}.00 (GST free)
Paid by EFT to BSB 063-000 Account ****4410
Please quote the grant number on all correspondence.
"""


def t_reviewer_pdf(r: random.Random, dt: datetime) -> str:
    return """Reviewer comments - AJA-2026-0142
Reviewer: 1
Comments to the Author
This paper reports a convergent mixed-methods study of why staff remain in rural residential aged care
facilities. The topic is important given workforce shortages. Specific comments:
1. The rationale for a convergent rather than explanatory sequential design needs explaining.
2. Please report response rates per facility, as a 38% overall rate may hide large differences.
3. The Introduction relies on data from 2020; more recent workforce data are available.
4. Were personal care workers employed through agencies eligible? This affects generalisability.
Reviewer: 2
1. Eighteen interviews across four sites seems a small sample; how was sufficiency judged?
2. The integration of quantitative and qualitative findings should be made visible in a joint display.
3. Limitations: self-selection bias - staff who intend to leave may not respond.
Recommendation: Major revision
"""


def t_survey_partial(r: random.Random, dt: datetime) -> str:
    rows = [("ResponseId,StartDate,Finished,Q1_site,Q2_role,Q3_years,Q7_intent_stay,Q12_manager_support,"
            "Q15_live_in_town")]
    for _ in range(r.randint(18, 26)):
        rows.append(f"R_{r.getrandbits(40):010x},{_short(dt - timedelta(days=r.randint(200, 260)))},"
                    f"{r.choice(['True', 'True', 'False'])},{r.choice(SITES[:4]).split(',')[0]},"
                    f"{r.choice(['Personal care worker', 'Enrolled nurse', 'Registered nurse'])},"
                    f"{r.randint(0, 25)},{r.choice(['Definitely', 'Probably', 'Unsure', 'Probably not'])},"
                    f"{r.randint(1, 5)},{r.choice(['Yes', 'No'])}")
    return "\n".join(rows) + "\n"


def t_response_notes(r: random.Random, dt: datetime) -> str:
    return """R1 response - things still to do
- R2.1 sample size: cite information power (Malterud) not just saturation
- R1.2 response rates per site -> ask Hannah for the site denominators (staff lists from DONs)
- joint display Table 4 - Sunita doing
- check all quotes have participant ID + role
- Discussion: cut the para on migration visas, move 2 sentences to limitations
- cover letter to Prof Aldous - thank, list main changes
- tracked changes version AND clean version, upload to ScholarOne by 30/6
"""


# --------------------------------------------------------------------------- Research: supervision (Areas)


def t_chapter_comments(r: random.Random, dt: datetime) -> str:
    return f"""Chapter 3 - Methodology (draft 2) - Priya Raman - comments from MH, {_d(dt)}
Priya, this is much stronger than the first draft. Main points:
1. Your philosophical position (pragmatism) is stated but not yet linked to the choice of case study
   design - one paragraph would fix this.
2. Case selection: justify the two nurse practitioner models (visiting NP vs facility-employed NP).
3. Ethics: note that HREC approval for the second site is pending.
4. Please use the thesis template from the Graduate Research School from now on.
Minor: APA 7 referencing is inconsistent; Table 3.2 has no source.
Let's talk at our supervision meeting on Thursday. - Megan
"""


def t_supervision_log(r: random.Random, dt: datetime) -> str:
    rows = []
    for i in range(6):
        d = dt - timedelta(days=14 * (6 - i))
        rows.append(f"{_d(d)} - present PR, MH, SV. Discussed: "
                    + r.choice(["ch 3 draft", "ethics site 2", "milestone 2 timeline", "conference abstract",
                                "interview guide pilot", "scholarship extension"])
                    + ". Actions: " + r.choice(["PR revise and resend", "MH to read by next meeting",
                                               "SV to email NP network", "book GRS writing retreat"]) + ".")
    return "Supervision meeting record - Priya Raman (PhD, commenced 2023)\n" \
           "Principal supervisor: Dr M Halloran  Co-supervisor: A/Prof S Varma\n" + "\n".join(rows)


def t_apr(r: random.Random, dt: datetime) -> str:
    return f"""GRADUATE RESEARCH SCHOOL - ANNUAL PROGRESS REVIEW {dt.year}
Candidate: Priya Raman   Degree: Doctor of Philosophy (Nursing)   Enrolment: full time
Thesis title: Nurse practitioners in rural residential aged care: a multiple case study
Principal supervisor: Dr Megan Halloran   Co-supervisor: A/Prof Sunita Varma
Section A (candidate): progress this year - completed data collection at site 1; chapter 3 drafted.
Section B (supervisors): progress is satisfactory. The candidate is on track to submit by June 2027.
Supervision meetings held: fortnightly.
Panel recommendation: SATISFACTORY - continue candidature.
Signed: M Halloran  {_short(dt)}
"""


def t_confirmation(r: random.Random, dt: datetime) -> str:
    return f"""Confirmation of Candidature - panel report
Candidate: Daniel Okafor   Degree: PhD   Date of panel: {_d(dt)}
Project: Night-shift staffing and resident falls in residential aged care: a longitudinal analysis
Panel: Prof Ruth Carney (chair), Dr Megan Halloran (principal supervisor), Dr Liam Costa
The candidate presented a clear research plan. The panel recommends CONFIRMATION subject to:
1. a revised data management plan covering the linked dataset;
2. advice from a biostatistician on the multilevel model;
3. a realistic timeline for ethics approval from the provider organisation.
"""


def t_honours_lit(r: random.Random, dt: datetime) -> str:
    return f"""Honours thesis - literature review (draft v2) - Jess Whitfield
Working title: Graduate nurses' experiences of their first year in residential aged care
{_d(dt)}
2.1 Introduction
Transition to practice programs in Australia have mostly been designed for acute hospitals. Few
graduates choose aged care, and those who do report ...
[MH comment: good start - but you need to say how you searched. Add the PRISMA-style flow diagram and
the search strings for CINAHL and Medline.]
2.2 Search strategy
CINAHL, Medline and Scopus were searched for studies published 2010-2026 ...
"""


def t_honours_timeline(r: random.Random, dt: datetime) -> str:
    return """Task;Due;Status;Supervisor check
Ethics (low risk) approved;2026-04-10;done;MH
Literature review draft 2;2026-05-22;submitted;MH reading
Interviews (6-8 graduates);2026-07-31;2 booked;
Analysis;2026-08-28;;
Full draft to supervisor;2026-09-25;;
Final thesis submission;2026-10-23;;
Oral presentation (Honours day);2026-11-06;;
"""


def t_reference_letter(r: random.Random, dt: datetime) -> str:
    return f"""{_d(dt)}
To the Selection Committee, Graduate Research Scholarships
Re: Jess Whitfield - application for a Research Training Program scholarship
I have supervised Ms Whitfield's Bachelor of Nursing (Honours) project this year. Her literature
review on graduate nurses' first year in residential aged care is the best I have read from an honours
student in several years. She is organised, takes feedback well and has already presented her
proposal at the School's research day. I recommend her without reservation for doctoral study.
Yours sincerely,
Dr Megan Halloran, Senior Lecturer, {SCHOOL}
"""


def t_honours_notes(r: random.Random, dt: datetime) -> str:
    return """Jess - meeting 12/5
- lit review v2: structure fine, synthesis weak in 2.4 (just lists studies)
- add table of included studies (author, year, country, design, key findings)
- interviews: 2 booked, recruit via graduate program coordinators at 3 providers
- honours day abstract due 1 Oct
- she's thinking of PhD - talk to GRS re RTP round, offer to write reference
next: 26/5 2pm
"""


def t_supervision_ics(r: random.Random, dt: datetime) -> str:
    start = datetime(2026, 6, 4, 14, 0)
    return _ics("Supervision - Priya / Megan / Sunita", start, 60, "Microsoft Teams Meeting",
                "Chapter 3 draft 2 comments; site 2 ethics; milestone 2 timeline", "Priya Raman")


# --------------------------------------------------------------------------- Research: reading (Resources)

ARTICLES = [
    ("Retention of nurses in rural aged care: a scoping review", "Collegian",
     ("Rural residential aged care services struggle to recruit and retain registered nurses. This scoping "
     "review mapped 41 studies on retention. Community connection, leadership and flexible rostering were "
     "the most frequently reported enablers of retention.")),
    ("Personal care workers' intention to leave residential aged care: a cross-sectional survey",
     "BMC Geriatrics",
     ("Background: Turnover among personal care workers is high. Methods: 1,204 workers in 62 facilities were "
     "surveyed. Results: intention to leave was associated with workload, low pay and poor supervisor "
     "support. Conclusions: organisational interventions are needed.")),
    ("Place attachment and the rural health workforce", "Australian Journal of Rural Health",
     ("Place attachment describes the emotional bond between people and places. We argue that place "
     "attachment explains why some health workers remain in rural communities despite structural "
     "disadvantage, and propose implications for workforce policy.")),
    ("Agency staffing and quality of care in nursing homes: a systematic review", "Journal of Advanced Nursing",
     ("Aim: to synthesise evidence on the association between use of agency staff and quality of care in "
     "nursing homes. Findings: high agency use was associated with more pressure injuries and lower "
     "continuity of care.")),
    ("Joint displays for integrating mixed methods research", "Journal of Mixed Methods Research",
     ("Joint displays are visual means of integrating qualitative and quantitative findings. We describe "
     "types of joint displays and offer guidance for researchers in health sciences.")),
    ("Information power: sample size in qualitative interview studies", "Qualitative Health Research",
     ("We propose the concept of information power to guide adequate sample size in qualitative studies: "
     "the more information the sample holds, the fewer participants are needed.")),
    ("Nurse practitioners in residential aged care: outcomes of a visiting model", ("International Journal of "
     "Older People Nursing"), ("A visiting nurse practitioner model in 12 aged care homes reduced avoidable "
     "hospital transfers by 23% over 18 months.")),
]


def t_article(idx: int):
    def f(r: random.Random, dt: datetime) -> str:
        title, journal, abstract = ARTICLES[idx]
        a1, a2, a3 = r.choice(SURN), r.choice(SURN), r.choice(SURN)
        vol = r.randint(20, 45)
        return (f"{journal} {dt.year - r.randint(0, 3)}; {vol}({r.randint(1, 6)}): {r.randint(100, 900)}-"
                f"{r.randint(901, 999)}\nORIGINAL ARTICLE\n{title}\n{a1} A, {a2} K, {a3} M\n"
                f"Abstract\n{abstract}\nKeywords: aged care; workforce; nursing; rural\n"
                "1 | INTRODUCTION\nThe aged care workforce in Australia, as in other high-income countries, "
                "is ageing and predominantly female ...\n"
                f"(c) {dt.year} The Authors. Published under a CC BY licence.")
    return f


# --------------------------------------------------------------------------- Research: FallSafe, PhD (Archive)


def t_fallsafe_final(r: random.Random, dt: datetime) -> str:
    return f"""FallSafe: a nurse-led falls prevention program in residential aged care
FINAL REPORT to the Northern Aged Care Research Fund - {_d(dt)}
Chief Investigator: Dr Megan Halloran, {UNI}
Summary: FallSafe was implemented in six residential aged care homes in Melbourne's north between March
2022 and June 2023. The falls rate fell from {r.uniform(8.5, 9.9):.1f} to {r.uniform(6.1, 7.4):.1f} per 1,000
occupied bed days; injurious falls did not change significantly.
Outputs: two journal articles (one published, one under review), a poster at the ACN conference 2023,
FallSafe toolkit distributed to participating homes.
Acquittal: total expenditure ${r.randint(88, 96) * 1000:,}; no unspent funds.
The project is complete.
"""


def t_fallsafe_data(r: random.Random, dt: datetime) -> str:
    rows = ["home_id,month,occupied_bed_days,falls,injurious_falls,phase"]
    for h in range(1, 7):
        for m in range(1, 7):
            obd = r.randint(1800, 3200)
            rows.append(f"H{h},{m},{obd},{r.randint(10, 30)},{r.randint(0, 4)},{'pre' if m <= 3 else 'post'}")
    return "\n".join(rows) + "\n"


def t_fallsafe_closure(r: random.Random, dt: datetime) -> str:
    return f"""Merriang University HREC - Final Report / Project Closure
Project: 2021/0214 FallSafe - nurse-led falls prevention in residential aged care
CI: Dr Megan Halloran
Date project completed: 30 June 2023   Report date: {_d(dt)}
Were there any adverse events? No. Any complaints? No.
Data: de-identified data retained on Merriang Research Drive until 2030, then destroyed.
The Committee notes the final report and the project is now CLOSED.
"""


def t_phd_exam(r: random.Random, dt: datetime) -> str:
    return f"""Merriang University - Graduate Research School
Examination of Doctor of Philosophy thesis
Candidate: Megan Halloran
Thesis: Learning to care for older people: graduate nurses' transition into aged care practice
Examiner 1 (external, University of Adelaide): Pass with minor amendments.
"This is a carefully executed study ... the grounded theory of 'learning to stay' makes an original
contribution to knowledge about graduate transition."
Examiner 2 (external, international): Pass with minor amendments.
Outcome: The thesis is passed subject to minor amendments to the satisfaction of the principal
supervisor. Date: {_d(dt)}
"""


def t_phd_thesis(r: random.Random, dt: datetime) -> str:
    return """LEARNING TO CARE FOR OLDER PEOPLE:
GRADUATE NURSES' TRANSITION INTO AGED CARE PRACTICE
Megan Anne Halloran
RN, BN (Hons), MNurs
A thesis submitted in total fulfilment of the requirements for the degree of Doctor of Philosophy
School of Nursing and Midwifery, Merriang University, Melbourne
July 2014
Abstract
Few new graduate nurses choose to begin their careers in aged care. Using constructivist grounded
theory, this study interviewed 31 graduate nurses and 12 nurse educators ...
"""


# --------------------------------------------------------------------------- Teaching (Areas)


def t_unit_guide(code: str, title: str, sem: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"""{UNI} - {SCHOOL}
UNIT GUIDE  {code} {title}  -  {sem}
Unit coordinator: Dr Megan Halloran  (megan.halloran@merriang.edu.au, Building HS2 room 3.14)
Credit points: 15   Campus: Bundoora and Online   Prerequisites: NUR1102, NUR1105
1. Unit description
{'This unit develops the knowledge and skills to provide person-centred care for older people across acute, '
 'community and residential aged care settings, including delirium, dementia, falls, frailty, continence, '
 'polypharmacy and palliative care.' if code == 'NUR2104' else
 'This unit develops leadership, teamwork, delegation and clinical governance capabilities for the '
 'transition to registered nurse practice.'}
2. Learning outcomes
On successful completion students will be able to: 1. apply a comprehensive geriatric assessment; 2.
plan evidence-based care; 3. communicate with older people and families; 4. reflect on ageism.
3. Assessment
Assessment 1: Online quiz (15%) - Week 4
Assessment 2: Case study essay, 2000 words (40%) - Week 9
Final examination: 2 hours (45%) - examination period
4. Weekly schedule
Week 1 Introduction; Week 2 Ageing and ageism; Week 3 Comprehensive assessment; Week 4 Delirium ...
Academic integrity: all written work is submitted through Turnitin.
"""
    return f


def t_lecture(title: str, bullets: list[str]) -> list[str]:
    return [f"NUR2104 Nursing Care of Older Persons\n{title}\nDr Megan Halloran",
            "Learning outcomes\n" + "\n".join(bullets[:3]),
            "Key points\n" + "\n".join(bullets[3:]),
            "Readings\nChapter in Older Person Nursing (Australian edition)\nReflection: what did you notice?"]


def t_case_brief(r: random.Random, dt: datetime) -> str:
    return f"""NUR2104 Assessment 2: Case study essay (40%)  - due Friday Week 9, 11:59 pm
Word limit: 2000 words (+/- 10%)
The case: Mrs Dorothy Pearce, 84, lives alone in Reservoir. She was admitted to the ward after a fall at
home and was found to be confused on the second night. She takes nine regular medications including
temazepam and oxybutynin. Her daughter visits weekly.
Task: 1. Using a comprehensive geriatric assessment framework, identify two priority nursing problems.
2. Discuss evidence-based nursing interventions for each, with rationales.
3. Identify discharge planning needs and the interdisciplinary team's role.
Submission through Turnitin on the unit's LMS site. Extensions: apply through the Special Consideration
portal before the due date. Marking rubric attached. Released {_d(dt)}.
"""


def t_rubric(r: random.Random, dt: datetime) -> str:
    return """Criterion;HD (80-100);D (70-79);C (60-69);P (50-59);N (0-49);Weight
Assessment of the older person;comprehensive, CGA domains integrated;mostly comprehensive;main domains;limited;absent;25
Priority problems;clearly justified with data from case;justified;identified;partly;not identified;20
Interventions and rationale;current evidence critically applied;evidence applied;some evidence;descriptive;inaccurate;30
Discharge planning and team;thorough;sound;adequate;limited;absent;15
Academic writing and APA 7;excellent;good;satisfactory;errors;poor;10
"""


def t_moderation(r: random.Random, dt: datetime) -> str:
    lines = ["Student ID;Marker;Original mark;Moderated mark;Comment"]
    for _ in range(10):
        m = r.randint(48, 88)
        lines.append(f"{r.randint(21000000, 21999999)};{r.choice(['MH', 'TK', 'SB', 'RP'])};{m};"
                     f"{m + r.choice([0, 0, 0, -2, 2, -4])};"
                     f"{r.choice(['agreed', 'agreed', 'slightly generous', 'ok'])}")
    return "\n".join(lines)


def t_exam(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        return f"""{UNI.upper()}
SEMESTER 1 EXAMINATION {year}   {'DRAFT v3 - NOT FOR DISTRIBUTION' if year == 2026 else 'FINAL'}
UNIT: NUR2104 Nursing Care of Older Persons
TIME ALLOWED: 2 hours plus 10 minutes reading time
INSTRUCTIONS: Section A - 40 multiple choice questions (40 marks). Section B - 3 short answer questions
(60 marks). Answer all questions.
SECTION A
1. Which of the following is the most common precipitant of delirium in older hospital inpatients?
a) dehydration b) infection c) constipation d) all of the above
2. The 4AT is a screening tool for:
a) depression b) delirium c) falls risk d) malnutrition
3. An 86-year-old man with a Braden score of 11 is at:
a) no risk b) mild risk c) high risk d) the score is not valid over 85
SECTION B
Question 1 (20 marks): Mr Colin Ferris, 79, has Parkinson's disease and has fallen twice in a week at
home. Describe the falls risk assessment you would complete and three interventions, with rationales.
Question 2 (20 marks): Discuss the nurse's role in deprescribing in residential aged care.
"""
    return f


def t_answer_key(r: random.Random, dt: datetime) -> str:
    keys = " ".join(f"{i}{r.choice('abcd')}" for i in range(1, 41))
    return f"""NUR2104 exam June 2026 - ANSWER KEY (coordinator only)
Section A: {keys}
Section B marking guide
Q1: falls risk - history, medications (levodopa timing, antihypertensives), postural BP, gait and
balance (TUG), vision, footwear, home environment (4 marks); interventions - physio referral, OT home
assessment, medication review with GP/pharmacist (12 marks); rationales (4 marks).
Q2: deprescribing - identification of inappropriate meds (Beers/STOPP), communication with resident and
family, monitoring for withdrawal effects, interdisciplinary.
"""


def t_special_consid(r: random.Random, dt: datetime) -> str:
    lines = ["Student ID;Name;Assessment;Outcome;New due date"]
    for _ in range(7):
        lines.append(f"{r.randint(21000000, 22999999)};{_name(r)};{r.choice(['A2', 'A2', 'Exam'])};"
                     f"{r.choice(['Approved - 5 days', 'Approved - 7 days', 'Deferred exam', 'Not approved'])};"
                     f"{_short(dt + timedelta(days=r.randint(3, 20)))}")
    return "\n".join(lines)


def t_tutorial(r: random.Random, dt: datetime) -> str:
    return """NUR2104 Tutorial 6 - Medication review in older people
Activity 1 (15 min): In pairs, review Mr Bruno Ricci's medication chart (see LMS). Identify any drugs on
the Beers criteria list.
Activity 2 (20 min): Role-play a conversation with Mr Ricci's son about stopping his sleeping tablet.
Activity 3 (15 min): Complete the anticholinergic burden score.
Discussion: what is the nurse's role when a GP does not respond to a medication review request?
Tutor notes: expected answers - temazepam, oxybutynin, amitriptyline; ACB score 6.
"""


def t_feedback_bank(r: random.Random, dt: datetime) -> str:
    return """NUR2104 A2 - feedback comment bank
ASSESS1: Your assessment covers the main CGA domains; consider cognition and mood as well as physical.
ASSESS2: The assessment is descriptive - link each finding to the priority problem it supports.
EVID1: Good use of current evidence (post-2018) to justify interventions.
EVID2: Several sources are older than ten years or not peer-reviewed; use CINAHL.
DISCH1: Discharge planning should name the team members and the referral (e.g. ACAS, OT home visit).
APA1: Check APA 7 in-text citations - et al. for three or more authors.
GEN: Well done - a thoughtful, person-centred essay.
"""


def t_sfu(r: random.Random, dt: datetime) -> str:
    return f"""Student Feedback on Units (SFU) - Semester 1 2025
Unit: NUR2104 Nursing Care of Older Persons   Coordinator: Dr M Halloran
Responses: {r.randint(88, 140)} of {r.randint(300, 380)} enrolled
Overall satisfaction: {r.uniform(4.0, 4.5):.2f} / 5  (School mean 3.96)
Item means: clear learning outcomes 4.3; assessment relevant 4.1; feedback timely 3.7; resources 4.2
Best aspects (selected comments): "the case study made it real"; "Megan's lectures on delirium";
"tutorials with simulation"
Needs improvement: "A2 feedback took three weeks"; "too many readings in week 5"
"""


def t_class_list(r: random.Random, dt: datetime) -> str:
    rows = ["Student ID,Surname,Given name,Campus,Tutorial,Email"]
    for _ in range(r.randint(30, 40)):
        g, s = r.choice(FIRST), r.choice(SURN)
        rows.append(f"{r.randint(21000000, 22999999)},{s},{g},{r.choice(['Bundoora', 'Online'])},"
                    f"T{r.randint(1, 12):02d},{g.lower()}.{s.lower().replace(chr(39), '')}@students.merriang.edu.au")
    return "NUR2104 S1 2026 class list (exported from SIS)\n" + "\n".join(rows) + "\n"


def t_extension_eml(r: random.Random, dt: datetime) -> str:
    n = _name(r)
    return _eml(f"{n} <{n.split()[0].lower()}.{r.randint(10, 99)}@students.merriang.edu.au>", MH,
                "Re: extension request A2", dt,
                f"Hi Dr Halloran,\n\nThank you for replying so quickly. I've now lodged the special "
                f"consideration request with the medical certificate from my GP. I understand the new due "
                f"date for the NUR2104 case study would be {_d(dt + timedelta(days=7))} if approved.\n\n"
                f"Kind regards,\n{n}\n\n> On {_d(dt - timedelta(days=1))}, Megan Halloran wrote:\n> Please "
                "apply through the Special Consideration portal; I can't grant extensions directly.")


def t_marks_book(r: random.Random, dt: datetime) -> str:
    lines = ["Student ID;A1 quiz /15;A2 case study /40;Exam /45;Total;Grade"]
    for _ in range(14):
        a, b, c = r.randint(7, 15), r.randint(18, 37), r.randint(15, 42)
        t = a + b + c
        g = "HD" if t >= 80 else "D" if t >= 70 else "C" if t >= 60 else "P" if t >= 50 else "N"
        lines.append(f"{r.randint(21000000, 22999999)};{a};{b};{c};{t};{g}")
    return "\n".join(lines)


def t_lecture_notes(r: random.Random, dt: datetime) -> str:
    return """Week 10 - Continence and skin integrity in older people (speaking notes)
- start with the story of Mr T (incontinence-associated dermatitis mistaken for pressure injury)
- types of urinary incontinence: stress, urge, overflow, functional - ask students which is most common
  in residential aged care (functional)
- continence assessment: 3-day bladder chart, bowel chart (Bristol), medication review
- skin: IAD vs pressure injury - photos slide 14, the Braden scale, repositioning
- pads are not a plan! toileting programs, prompted voiding evidence
- quiz at the end (Mentimeter), 5 questions
"""


def t_mcq_draft(r: random.Random, dt: datetime) -> str:
    return """Extra MCQs for the exam bank (need checking)
1. Which medication class is most associated with falls in older adults?
a) statins  b) benzodiazepines  c) proton pump inhibitors  d) ACE inhibitors   ANSWER b
2. A resident with advanced dementia refuses her medications. The most appropriate first action is to:
a) crush them into food  b) document and report  c) try again later and explore reasons  d) call the GP
ANSWER c
3. The Abbey Pain Scale is designed for:
a) people who cannot verbalise pain  b) children  c) post-operative patients  d) palliative care only
ANSWER a
4. Which is NOT a feature of delirium? a) acute onset b) fluctuating course c) inattention d) gradual
decline over years   ANSWER d
"""


def t_exam_cover(r: random.Random, dt: datetime) -> str:
    return f"""EXAMINATIONS OFFICE - EXAMINATION PAPER COVER SHEET (signed copy)
Unit code: NUR2104   Unit title: Nursing Care of Older Persons   Semester 1, 2026
Examiner: Dr Megan Halloran   Ext. 4417   Phone during exam: 0412 558 193
Duration: 2 hours  Reading time: 10 minutes   Type: closed book, invigilated, on campus
Permitted materials: none. Calculators: not permitted.
Number of pages (including this one): 14   Answer booklets: 1 x 12-page
I certify that this paper has been checked and is ready for printing.
Signature: M Halloran    Date: {_short(dt)}
Moderator: Dr Tara Kowalski  Date: {_short(dt)}
"""


def t_pptx_leadership(r: random.Random, dt: datetime) -> bytes:
    return _pptx([("NUR3207 Leadership and Professional Practice\nWeek 1: Leadership and followership\n"
                  "Dr Megan Halloran - Semester 2, 2026"),
                  ("Why leadership for new graduates?\nEvery RN leads: delegation to ENs and AINs\n"
                  "Clinical governance and the NSQHS Standards"),
                  "Followership\nKelley's followership styles\nActivity: which follower are you?"])


def t_schedule_s2(r: random.Random, dt: datetime) -> str:
    topics = ["Leadership and followership", "Delegation and supervision", "Clinical governance",
              "Conflict and difficult conversations", "Managing change", "Rostering and workload",
              "Quality improvement project", "Open disclosure", "Transition to practice", "Career planning"]
    lines = ["Week;Starting;Topic;Lecturer;Tutorial"]
    start = datetime(2026, 7, 27)
    for i, t in enumerate(topics, 1):
        lines.append(f"{i};{_short(start + timedelta(weeks=i - 1))};{t};{r.choice(['MH', 'MH', 'TK', 'guest'])};"
                     f"{'yes' if i > 1 else 'no'}")
    return "NUR3207 teaching schedule S2 2026\n" + "\n".join(lines)


def t_assessment_guide(r: random.Random, dt: datetime) -> str:
    return """Merriang University - Learning and Teaching Centre
Designing authentic assessment: a guide for academic staff
1. What makes assessment authentic? Tasks that mirror professional practice, real audiences, judgement.
2. Assessment in the age of generative AI: secured vs open assessment; the two-lane approach.
3. Rubrics: analytic vs holistic; writing performance descriptors.
4. Feedback that students use: timely, specific, feed-forward.
5. Checklist for unit coordinators before the census date.
"""


def t_case_bank(r: random.Random, dt: datetime) -> str:
    return """Case study bank - older persons (shared by the aged care teaching team)
Case 1: Mrs Nola Bennett, 91 - hip fracture, post-operative delirium, lives with her son
Case 2: Mr Arthur Whiteley, 78 - COPD, depression after wife's death, refuses community services
Case 3: Mrs Sun Li, 82 - Mandarin speaking, type 2 diabetes, recurrent UTIs, family carer burnout
Case 4: Mr Giuseppe Conti, 87 - dementia with responsive behaviours in residential care
Each case has: background, assessment data, medication chart, family context, discussion questions.
"""


# --------------------------------------------------------------------------- Work (Areas / Project / Archive)


def t_pdr(r: random.Random, dt: datetime) -> str:
    return f"""Performance Development Review (PDR) {dt.year} - Academic staff
Name: Dr Megan Halloran   Position: Senior Lecturer (Level C), Nursing   Supervisor: Prof Gail Whitlam
Workload model: 40% teaching, 40% research, 20% service
Goals for {dt.year}
Teaching: maintain SFU >= 4.0 in NUR2104; redesign NUR3207 assessment 2 for AI-secure format.
Research: resubmit STAY-RAC paper; submit 2 further papers; apply for ARC Linkage with aged care
providers (lead CI); supervise 2 PhD to milestones, 1 honours to completion.
Service: HREC member (10 meetings); School L&T Committee.
Development: apply for Outside Studies Program 2027; consider promotion to Associate Professor 2028.
Supervisor comments: Megan continues to perform strongly across all three areas.
"""


def t_workload(r: random.Random, dt: datetime) -> str:
    return """Activity;Hours;Notes
NUR2104 coordination (S1, 340 students);310;includes 4 tutorials
NUR3207 coordination (S2, 290 students);280;
Marking allowance;120;
HDR supervision (2 PhD principal);150;
Honours supervision (1);40;
Research - STAY-RAC;420;grant-funded
HREC member;80;
School L&T Committee;30;
Total;1430;of 1725 annual
"""


def t_position(r: random.Random, dt: datetime) -> str:
    return """MERRIANG UNIVERSITY - POSITION DESCRIPTION
Position: Senior Lecturer, Nursing (Academic Level C)
School: Nursing and Midwifery   Reports to: Head of School
Position purpose: to provide academic leadership in teaching and research in nursing, with a focus on
gerontological nursing.
Key responsibilities: unit coordination and teaching in undergraduate and postgraduate programs;
supervision of higher degree by research candidates; an externally funded research program;
service to the School, University and profession.
Essential: registration as a Registered Nurse with AHPRA; PhD in nursing or related discipline.
"""


def t_lt_minutes(r: random.Random, dt: datetime) -> str:
    return f"""School of Nursing and Midwifery - Learning and Teaching Committee
MINUTES of meeting held {_d(dt)}, 10.00 am, HS2 3.01 and Teams
Present: G Whitlam (chair), M Halloran, T Kowalski, S Bui, R Carney, student rep (J. Lucas)
Apologies: L Costa
1. Minutes of previous meeting confirmed.
2. Course review BN 2026: working party to report to July meeting. MH to lead aged care thread mapping.
3. Academic integrity: {r.randint(9, 17)} cases referred in S1 (mostly generative AI); new declaration form.
4. Clinical placement shortfall in aged care: Placement Office to report.
5. SFU results S2 2025: School mean 3.96.
Next meeting: {_d(dt + timedelta(days=35))}
"""


def t_lt_agenda(r: random.Random, dt: datetime) -> str:
    return f"""Learning and Teaching Committee - AGENDA - {_d(dt)}
1. Welcome and apologies
2. Minutes and action items
3. BN course review - aged care thread (paper 3.1, M Halloran)
4. Assessment security policy - implementation in S2
5. Placement update
6. Other business
"""


def t_course_review(r: random.Random, dt: datetime) -> str:
    return """Paper 3.1 - BN course review: aged care content mapping (M Halloran)
Purpose: to map where gerontological nursing content sits in the Bachelor of Nursing.
Findings: aged care content is concentrated in NUR2104; only 2 of 24 units include older-person case
studies; residential aged care placements are optional in year 3.
Recommendations: 1. thread older-person cases through the medical-surgical units; 2. make a 2-week aged
care placement compulsory in year 2; 3. add a dementia simulation to NUR1105.
"""


def t_hrec_agenda(r: random.Random, dt: datetime) -> str:
    return f"""HUMAN RESEARCH ETHICS COMMITTEE - AGENDA - meeting {_d(dt)}
CONFIDENTIAL - for committee members only
New applications (full review):
 2026/0112 Psilocybin-assisted therapy for treatment-resistant depression - primary reviewer: M Halloran
 2026/0118 Experiences of international nursing students on placement - primary reviewer: A Lam
 2026/0121 Wearable sensors for falls detection in aged care - primary reviewers: M Halloran, P Singh
Amendments noted under delegation: 14   Annual reports: 22
Next meeting: {_d(dt + timedelta(days=28))}
"""


def t_hrec_review(r: random.Random, dt: datetime) -> str:
    return """HREC primary reviewer comments - application 2026/0121
Wearable sensors for falls detection in residential aged care
1. Consent: many residents will lack capacity - the application needs a process for consent from the
   person responsible under the Guardianship and Administration Act 2019 (Vic).
2. Privacy: continuous sensor data are health information; clarify storage and retention.
3. Staff: staff are also being monitored indirectly; their consent is needed.
4. PICF: reading level too high (grade 12); aim for grade 8.
Recommendation: resubmit with changes.
"""


def t_hrec_ics(r: random.Random, dt: datetime) -> str:
    return _ics("HREC meeting June", datetime(2026, 6, 16, 14, 0), 150, "Chancellery Board Room 2.10",
                "Human Research Ethics Committee - agenda papers on the HREC SharePoint", "Kirsty Delaney")


def t_ahpra_receipt(r: random.Random, dt: datetime) -> str:
    return f"""Australian Health Practitioner Regulation Agency
TAX INVOICE / RECEIPT   ABN 78 685 433 429
Date: {_d(dt)}   Receipt no. {r.randint(40000000, 49999999)}
Practitioner: Megan Anne Halloran   Registration no. NMW0001{r.randint(100000, 999999)}
Description: Annual renewal of registration - Registered Nurse (Division 1), general registration,
period to 31 May {dt.year + 1}
Amount paid: ${r.choice([195, 197, 205])}.00 (GST exempt)
Declarations made: recency of practice - yes; CPD - 20 hours completed; professional indemnity - yes.
"""


def t_cpd(r: random.Random, dt: datetime) -> str:
    acts = ["HREC training module", "ACN webinar: deprescribing", "Dementia Training Australia course",
            "Conference - gerontological nursing", "Journal reading: AJA", "Clinical update: wound care"]
    lines = ["Date;Activity;Hours;Standard;Evidence"]
    for _ in range(9):
        lines.append(f"{_short(dt - timedelta(days=r.randint(5, 350)))};{r.choice(acts)};{r.randint(1, 7)};"
                     f"{r.randint(1, 7)};certificate")
    return "CPD record 2025-26 - Megan Halloran RN\n" + "\n".join(lines)


def t_osp_form(r: random.Random, dt: datetime) -> str:
    return f"""OUTSIDE STUDIES PROGRAM (OSP) - APPLICATION FOR SEMESTER 1, 2027
Applicant: Dr Megan Halloran, Senior Lecturer, {SCHOOL}   Staff no. 100{r.randint(1000, 9999)}
Period requested: 1 February 2027 - 30 June 2027 (5 months)   Previous OSP: none
Proposed program:
1. Write two papers from the STAY-RAC study and the rural aged care workforce monograph outline.
2. Visit the School of Nursing, University of Galway (host: Prof Aoife Keane), to develop a comparison
   of rural aged care workforce policy in Ireland and Australia.
3. Prepare an ARC Linkage application with two Victorian aged care providers.
Expected outcomes: 3 journal articles; 1 grant application; international collaboration.
Teaching arrangements: NUR2104 S1 2027 to be coordinated by Dr Tara Kowalski (agreed).
HDR supervision: continue by Teams; co-supervisors briefed.
Applications close 30 June 2026. Head of School support required.
"""


def t_osp_budget(r: random.Random, dt: datetime) -> str:
    return f"""Item;Cost AUD;Source
Return airfare Melbourne-Dublin;{r.randint(2400, 3200)};OSP travel grant
Accommodation Galway 8 weeks;{r.randint(9000, 12000)};OSP + personal
Living allowance;{r.randint(3000, 4500)};OSP
Conference (INANE 2027);{r.randint(900, 1500)};School research fund
Research assistant backfill;{r.randint(6000, 8000)};STAY-RAC carry-forward
"""


def t_osp_host(r: random.Random, dt: datetime) -> str:
    return f"""University of Galway - School of Nursing and Midwifery
{_d(dt)}
Dear Dr Halloran,
I am delighted to invite you to spend time with us as a visiting academic from February to April 2027
during your Outside Studies Program. We would provide a desk in the Áras Moyola building, library
access and a university email account. Your work on retention of staff in rural residential care
complements our project on nursing homes in the west of Ireland, and I hope we can write a comparative
paper together. You would be welcome to give a research seminar to our staff and PhD students.
Yours sincerely,
Professor Aoife Keane, Chair of Gerontological Nursing
"""


def t_osp_draft(r: random.Random, dt: datetime) -> str:
    return """Rationale for the program (draft para for the application)
The proposed period of outside studies will allow me to consolidate three years of funded research on
the rural aged care workforce into publications, and to build an international comparison with
colleagues in Ireland, where rural nursing homes face similar shortages. Without an extended period
free from unit coordination, the monograph and the ARC Linkage application cannot be completed by 2027.
My teaching load will be covered by Dr Kowalski, and my PhD candidates will be supported remotely.
"""


def t_osp_hos_eml(r: random.Random, dt: datetime) -> str:
    return _eml("Gail Whitlam <g.whitlam@merriang.edu.au>", MH, "FW: OSP 2027 - support", dt,
                "Hi Megan,\n\nHappy to support your OSP application for S1 2027 - I've signed the Head of "
                "School section and forwarded it to the Faculty. Please make sure Tara confirms the NUR2104 "
                "arrangements in writing and attach the Galway letter.\n\nApplications close 30 June.\n\nGail\n"
                "Prof Gail Whitlam | Head of School, Nursing and Midwifery")


def t_osp_template(r: random.Random, dt: datetime) -> str:
    return """MERRIANG UNIVERSITY - HUMAN RESOURCES
OUTSIDE STUDIES PROGRAM - APPLICATION FORM (OSP-1)
Part A: applicant details (name, position, staff number, continuing appointment since)
Part B: proposed program of study or research, host institutions, outcomes
Part C: arrangements for teaching, supervision and other duties during the absence
Part D: budget and travel grant requested
Part E: Head of School recommendation and Dean's approval
Eligibility: continuing academic staff with at least six years of service since appointment or
previous OSP. Reports on the program must be submitted within two months of return.
"""


def t_cne_pd(r: random.Random, dt: datetime) -> str:
    return """NORTHERN HILLS HEALTH - POSITION DESCRIPTION
Clinical Nurse Educator - Aged Care and Rehabilitation (Grade 4)
Reports to: Nurse Unit Manager and Director of Nursing Education
Purpose: to support nursing staff in the subacute aged care wards through education, orientation of
new staff and graduate nurses, competency assessment and clinical practice improvement.
Key responsibilities: graduate nurse program (aged care stream); mandatory training (manual handling,
BLS); falls and pressure injury education; precepting.
"""


def t_cne_separation(r: random.Random, dt: datetime) -> str:
    return f"""NORTHERN HILLS HEALTH - PEOPLE AND CULTURE
Statement of Service
This is to certify that Megan Halloran was employed by Northern Hills Health from 12 January 2009 to
{_d(dt)} as a Registered Nurse and, from 2011, as Clinical Nurse Educator (Grade 4), Aged Care and
Rehabilitation, at 0.8 FTE. Ms Halloran resigned to take up an academic appointment.
Accrued annual leave and long service leave have been paid out in the final pay.
Manager, People and Culture
"""


def t_cne_reference(r: random.Random, dt: datetime) -> str:
    return f"""{_d(dt)}
To whom it may concern
I have worked with Megan Halloran for seven years, first as her Nurse Unit Manager on 4 West (aged care
and rehabilitation) and then as Director of Nursing Education at Northern Hills Health. As Clinical
Nurse Educator she rebuilt our graduate nurse program's aged care stream, and her falls education
package is still used across the subacute wards. We are very sorry to lose her to the university.
Rosalind Ng, Director of Nursing Education, Northern Hills Health
"""


def t_grad_program(r: random.Random, dt: datetime) -> list[str]:
    return ["Northern Hills Health\nGraduate Nurse Program 2015 - Aged Care Stream\nOrientation Day 1",
            "Welcome to 4 West\nYour preceptor, your NUM, your educator (Megan)\nSupernumerary shifts: 3",
            "Falls prevention on 4 West\nHigh-low beds, sensor mats\nPost-fall huddle"]


# --------------------------------------------------------------------------- Conference


def t_abstract(r: random.Random, dt: datetime) -> str:
    return """APCGN 2026 - Abstract 0417 - Oral presentation
Theme: Workforce and leadership in gerontological nursing
Why they stay: rootedness, teams and strain in rural residential aged care in Australia
Megan Halloran, Sunita Varma, Liam Costa, Hannah Fitzgerald - Merriang University, Melbourne
Background: Rural aged care homes in Australia face chronic shortages of nurses and care workers.
Methods: A convergent mixed-methods study: staff survey at four facilities and 22 interviews.
Results: Intention to stay was associated with community ties and manager support. Four themes:
rootedness, the team that holds, strain and growth.
Conclusion: Retention policy should invest in local belonging and facility leadership.
Word count: 248
"""


def t_accept_eml(r: random.Random, dt: datetime) -> str:
    return _eml("APCGN 2026 Secretariat <abstracts@apcgn2026.sg>", MH,
                "APCGN 2026 - Abstract 0417 accepted for oral presentation", dt,
                "Dear Dr Megan Halloran,\n\nCongratulations! We are pleased to inform you that your abstract "
                "0417 'Why they stay: rootedness, teams and strain in rural residential aged care in Australia' "
                "has been accepted for ORAL presentation at the 12th Asia-Pacific Congress of Gerontological "
                "Nursing, 16-18 September 2026, Suntec Singapore Convention Centre.\n\nPresenting authors must "
                "register by 30 June 2026 (early bird) to be included in the programme. Presentations are "
                "12 minutes plus 3 minutes for questions.\n\nAPCGN 2026 Scientific Committee")


def t_conf_reg(r: random.Random, dt: datetime) -> str:
    return f"""12th Asia-Pacific Congress of Gerontological Nursing - REGISTRATION CONFIRMATION & TAX INVOICE
Suntec Singapore Convention & Exhibition Centre, 16-18 September 2026
Registration no. APCGN26-{r.randint(10000, 99999)}   Date: {_d(dt)}
Delegate: Dr Megan Halloran, Merriang University, Australia
Category: Full delegate - early bird (presenting author)   SGD 890.00
Congress dinner (17 Sept): SGD 120.00
Total paid: SGD 1,010.00 by Visa ****{r.randint(1000, 9999)}   GST Reg. No. 201912345K
"""


def t_travel_approval(r: random.Random, dt: datetime) -> str:
    return f"""MERRIANG UNIVERSITY - TRAVEL REQUEST AND APPROVAL (international)
Traveller: Dr Megan Halloran   Staff no. 100{r.randint(1000, 9999)}   School: Nursing and Midwifery
Destination: Singapore   Depart: 14 September 2026   Return: 19 September 2026
Purpose: oral presentation, 12th Asia-Pacific Congress of Gerontological Nursing (abstract 0417)
Estimated costs: airfare AUD {r.randint(900, 1300)}; accommodation 5 nights AUD {r.randint(1100, 1500)};
registration AUD {r.randint(900, 1000)}; per diem AUD {r.randint(400, 600)}
Funding source: STAY-RAC grant dissemination budget (EF-RH-2024-19) / School conference fund
Risk assessment: low (DFAT advice level 1 - exercise normal safety precautions). Travel insurance:
university policy.
Traveller signature: ____________   Supervisor approval: ____________
"""


def t_flights(r: random.Random, dt: datetime) -> str:
    return f"""E-TICKET ITINERARY / RECEIPT
Booking reference: {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}
Passenger: HALLORAN/MEGAN DR   Ticket: 618-{r.randint(1000000000, 9999999999)}
SQ 218  Melbourne (MEL) 14SEP26 11:55 -> Singapore Changi (SIN) 14SEP26 17:20  Economy  Confirmed
SQ 217  Singapore Changi (SIN) 19SEP26 21:55 -> Melbourne (MEL) 20SEP26 07:40  Economy  Confirmed
Baggage: 30kg   Fare: AUD {r.randint(850, 1250)}.00   Paid via university travel agent (Corporate Travel)
Cost centre: 4471-NUR   Purpose: conference
"""


def t_hotel_sg(r: random.Random, dt: datetime) -> str:
    return f"""Booking confirmation - Hotel Mariner Bencoolen, 43 Bencoolen Street, Singapore 189624
Confirmation number: {r.randint(100000000, 999999999)}
Guest: Megan Halloran   Check-in: Mon 14 September 2026 (from 3 pm)   Check-out: Sat 19 September 2026
Room: Superior Queen, non-smoking, breakfast included   5 nights
Total: SGD {r.randint(950, 1250)}.00 (incl. service charge and GST) - pay at the property
Free cancellation until 10 September 2026. 10 minutes' walk to Suntec Convention Centre.
"""


def t_conf_slides(r: random.Random, dt: datetime) -> bytes:
    return _pptx([("Why they stay\nRootedness, teams and strain in rural residential aged care in Australia\n"
                  "Megan Halloran - APCGN 2026 Singapore"),
                  "Background\nRural aged care workforce shortages\nWestern Victoria: five homes",
                  "Findings\nRootedness\nThe team that holds\nStrain\nGrowth",
                  "Implications\nInvest in facility leadership\nGrow your own: Cert IV to EN pathways"])


def t_conf_fund(r: random.Random, dt: datetime) -> str:
    return f"""School of Nursing and Midwifery - Conference Support Fund application 2026
Applicant: Dr Megan Halloran
Conference: 12th Asia-Pacific Congress of Gerontological Nursing, Singapore, 16-18 September 2026
Type of presentation: oral (accepted, abstract 0417)
Amount requested: ${r.randint(1200, 2000)} towards registration and accommodation
Balance from: STAY-RAC grant dissemination budget
Benefit to the School: international dissemination of funded research; networking with Singaporean and
Japanese gerontological nursing researchers for the planned ARC Linkage.
"""


def t_talk_outline(r: random.Random, dt: datetime) -> str:
    return """talk outline - 12 min + 3 Q
1. hook: photo of the main street in Warracknabeal, "who will care for them?"  (1 min)
2. context: rural aged care shortages, award rates, the 2024 workforce census (2 min)
3. methods - convergent design, 5 sites, survey + interviews (2 min)
4. 4 themes with one quote each (P07 on the residents knowing her grandparents) (4 min)
5. joint display slide (1 min)
6. so what for Asia-Pacific: rural ageing in Japan, Malaysia? (1 min)
7. thanks to Ellerton Foundation + participants
practise with timer! send slides to team by 21/8
"""


def t_adelaide_receipt(r: random.Random, dt: datetime) -> str:
    return f"""Australian Gerontological Nursing Conference 2024 - Adelaide Convention Centre, 23-25 October 2024
TAX INVOICE   Invoice no. AGNC24-{r.randint(1000, 9999)}   Date: {_d(dt)}
Delegate: Dr Megan Halloran, Merriang University
Registration - member, early bird: $890.00   Conference dinner: $145.00
GST included: $94.09   Total paid: $1,035.00
Presentation: Poster P-22 "FallSafe: what worked in six aged care homes"
"""


def t_adelaide_poster(r: random.Random, dt: datetime) -> str:
    return """FallSafe: what worked in six aged care homes
M Halloran, T Kowalski, R Carney - Merriang University
Aim: evaluate a nurse-led falls prevention program in residential aged care.
Methods: stepped implementation, six homes, 2022-2023; falls per 1000 bed days.
Results: falls fell by 24%; post-fall huddles were the component staff valued most.
Conclusion: nurse-led programs can reduce falls when supported by managers.
Poster P-22, Australian Gerontological Nursing Conference, Adelaide, October 2024
"""


# --------------------------------------------------------------------------- Home (Areas / Project / Archive)


def t_rates(r: random.Random, dt: datetime) -> str:
    total = r.randint(2350, 2750)
    return f"""DAREBIN CITY COUNCIL - RATES AND VALUATION NOTICE 2025/2026
Assessment no. {r.randint(100000, 199999)}   Issue date: {_d(dt)}
Owners: M A Halloran & L J Brennan   Property: {HOME_ADDR}
Capital improved value: ${r.randint(118, 135) * 10000:,}   Site value: ${r.randint(78, 90) * 10000:,}
General rate: ${total - 520:,}.00   Waste service charge (120L): $412.00   Fire Services Property Levy: $108.00
Total: ${total:,}.00
Instalments: 30 September, 30 November, 28 February, 31 May - or pay in full by 15 February.
BPAY biller code 20479  Ref {r.randint(1000000000, 9999999999)}
"""


def t_water(r: random.Random, dt: datetime) -> str:
    return f"""Yarra Valley Water - your water and sewerage bill
Account number: {r.randint(10000000, 99999999)}   Bill date: {_d(dt)}
Service address: {HOME_ADDR}
Water usage: {r.randint(38, 62)} kL over 91 days ({r.randint(420, 680)} L per day)  - 4 people
Water usage charges: {_aud(r, 120, 190)}   Sewerage disposal: {_aud(r, 60, 90)}
Service charges (water, sewerage, Parks Charge): {_aud(r, 210, 250)}
Amount due: {_aud(r, 390, 520)}   Due date: {_d(dt + timedelta(days=21))}
"""


def t_power(r: random.Random, dt: datetime) -> str:
    return f"""Brightside Energy - Electricity tax invoice
Customer: Megan Halloran   NMI 6305{r.randint(100000, 999999)}   Supply address: {HOME_ADDR}
Billing period: {_d(dt - timedelta(days=31))} to {_d(dt)}
Peak usage: {r.randint(280, 420)} kWh @ 31.9c   Off-peak: {r.randint(120, 220)} kWh @ 22.1c
Solar feed-in: {r.randint(40, 160)} kWh @ 3.3c credit   Supply charge: 31 days @ 109.5c
Total due (incl. GST): {_aud(r, 140, 290)}   Pay by {_d(dt + timedelta(days=14))} by direct debit
"""


def t_home_insurance(r: random.Random, dt: datetime) -> str:
    return f"""Hearthstone Insurance - Home and Contents Insurance - Certificate of Insurance (renewal)
Policy number: HHC{r.randint(1000000, 9999999)}   Period: {_d(dt)} to {_d(dt + timedelta(days=365))}
Insured: Megan Halloran and Luke Brennan   Situation: {HOME_ADDR}
Building sum insured: ${r.randint(780, 860) * 1000:,}   Contents: ${r.randint(110, 150) * 1000:,}
Excess: $500   Optional cover: accidental damage (contents), portable contents $5,000
Note: please tell us about renovations over $50,000 (e.g. bathroom works) before they start.
Annual premium: {_aud(r, 2200, 2900)} incl. GST, stamp duty and Emergency Services levy
"""


def t_gutters(r: random.Random, dt: datetime) -> str:
    return f"""NorthSide Gutter & Roof Care   ABN 62 118 440 937
TAX INVOICE {r.randint(3000, 3999)}   Date: {_d(dt)}
Customer: Megan Halloran, {HOME_ADDR}
Gutter clean front and rear, downpipes flushed, leaf guard check: $290.00
Replace 2 broken roof tiles (rear): $120.00   Subtotal $410.00  GST $41.00  TOTAL $451.00
Payment: EFT BSB 033-044 Acc 518 227 - thank you!
"""


def t_smoke(r: random.Random, dt: datetime) -> str:
    return f"""SafeHome Alarms - annual smoke alarm service report
Property: {HOME_ADDR}   Service date: {_d(dt)}
Alarm 1 hallway (photoelectric, 240V) - tested OK, cleaned
Alarm 2 family room - tested OK; Alarm 3 upstairs landing - battery replaced
Compliance: meets AS 3786-2014. Next service due {_d(dt + timedelta(days=365))}.
"""


def t_plumber_quote(r: random.Random, dt: datetime) -> str:
    return f"""Aqua Flow Plumbing Pty Ltd   Licensed plumber VBA L{r.randint(10000, 99999)}   ABN 21 604 772 318
QUOTATION Q-{r.randint(20000, 20999)}   Date: {_d(dt)}
Client: Megan Halloran & Luke Brennan - {HOME_ADDR}
Scope: main bathroom renovation - rough-in and fit-off
- disconnect and remove existing bath, basin and toilet
- relocate shower waste to new position, install floor waste and linear drain
- rough-in for wall-hung vanity and in-wall cistern
- supply and install thermostatic mixing valve
- fit-off of client-supplied tapware, vanity, toilet suite
- certificate of compliance (plumbing) on completion
Labour and materials: {_aud(r, 7400, 8900)} incl. GST. Quote valid 30 days.
Waterproofing by others (tiler). Carpentry (wall framing, noggins) by owner (L. Brennan).
"""


def t_tiler_quote(r: random.Random, dt: datetime) -> str:
    return f"""Marco Bellini Tiling   ABN 55 301 998 412   0418 220 517
Quote for: Megan & Luke, {HOME_ADDR}   Date: {_d(dt)}
Bathroom approx 6.8 m2 floor, 22 m2 walls (floor to ceiling in shower)
Waterproofing membrane to AS 3740 with certificate: $1,150
Screed floor to fall, install linear drain: $850
Lay floor and wall tiles (client supply), 600x600 floor, 300x600 wall: ${r.randint(4600, 5400):,}
Niche 2x, trims, silicone: $480
Total: ${r.randint(7000, 7900):,} incl GST. Start available from late June. Deposit 20%.
"""


def t_tiles(r: random.Random, dt: datetime) -> str:
    return f"""Tile Depot Preston - 388 High Street, Preston VIC 3072 - TAX INVOICE {r.randint(88000, 88999)}
Date: {_d(dt)}   Customer: Luke Brennan (trade a/c BRENNAN-LJ)   Delivery: {HOME_ADDR}
Floor: Terrazzo Grey matt 600x600 R10  8.5 m2 @ $59.90  = $509.15
Wall: Gloss White 300x600 rectified     26.0 m2 @ $34.90 = $907.40
Feature: Sage green finger tile (niches) 1.2 m2 @ $129.00 = $154.80
Adhesive, grout (Warm grey), trims: $268.40
Total incl GST: $1,839.75   Paid: deposit $500.00   Balance on delivery
"""


def t_vanity(r: random.Random, dt: datetime) -> str:
    return f"""Harlow Bathrooms - Order confirmation #HB-{r.randint(300000, 399999)}
Ordered: {_d(dt)}   Customer: Megan Halloran, {HOME_ADDR}
1 x Oakley 900 wall-hung vanity, timber look (Natural Oak), stone top, single basin  $1,649.00
1 x Brushed nickel basin mixer   $289.00
1 x Rimless wall-faced toilet suite with in-wall cistern (Geberit-compatible frame)   $1,120.00
1 x Shower rail set, brushed nickel   $549.00
Estimated delivery: 6-8 weeks. Delivery fee $95.00. Total paid: $3,702.00
"""


def t_reno_budget(r: random.Random, dt: datetime) -> str:
    items = [("Plumber (Aqua Flow)", 8200), ("Tiler (Marco)", 7500), ("Tiles", 1840), ("Vanity + toilet + tapware",
             3702), ("Electrician (heat lamp, exhaust, LED)", 1600), ("Timber, plaster, villaboard", 950),
             ("Skip bin", 480), ("Shower screen", 1250), ("Paint", 180), ("Contingency 10%", 2600)]
    lines = ["Item;Budget;Quoted;Paid;Notes"]
    for name, amt in items:
        lines.append(f"{name};{amt};{amt + r.randint(-200, 400)};{r.choice([0, 0, amt, 500])};")
    lines.append("TOTAL;28302;;;Luke's labour not included")
    return "\n".join(lines)


def t_materials(r: random.Random, dt: datetime) -> str:
    return """Luke - bathroom materials (Bunnings trade / Mitre 10)
- 90x45 MGP10 x 6 @ 2.4 (new wall for niche + in-wall cistern frame)
- noggins for vanity + towel rails + grab rail (Dad might visit!)
- villaboard 6mm x 5 sheets (wet area walls), 2 sheets plasterboard for ceiling
- FC sheet 18mm? check with Marco re floor
- screws, Wet area sealant, corner bead
- demolition: hire jackhammer Sat, skip Friday
- check exhaust fan ducting - through roof or eave?
"""


def t_tile_calc(r: random.Random, dt: datetime) -> str:
    return """Area;Length m;Height/Width m;m2;Tile;Waste 10%;Boxes
Floor;2.9;2.35;6.82;600x600;7.5;5
Shower walls;2.9+1.2+1.2;2.7;14.31;300x600;15.7;11
Other walls to 1.2m;3.6;1.2;4.32;300x600;4.8;4
Niche backs;0.6;0.3;0.36;finger tile;0.4;1
"""


def t_skip(r: random.Random, dt: datetime) -> str:
    return f"""CamScanner
BINS-R-US Skip Hire   ABN 38 220 118 903   Receipt no. {r.randint(5000, 5999)}
Date: {_d(dt)}   Customer: Luke Brennan   Site: {HOME_ADDR}
6 m3 skip - mixed building waste (tiles, plasterboard, bath) - 7 days - council permit for nature strip
Hire: $480.00  Council permit: $62.00   Paid by card. Thank you!
"""


def t_vanity_fw(r: random.Random, dt: datetime) -> str:
    return _eml("Luke Brennan <luke@brennancarpentry.com.au>", MHP, "Fwd: Your order is on its way", dt,
                "fyi - vanity and toilet arriving next week, someone needs to be home. can you work from home "
                "thurs?\n\n---------- Forwarded message ---------\nFrom: Harlow Bathrooms <orders@harlowbathrooms."
                "com.au>\nSubject: Your order is on its way\n\nGood news! Order HB-3 for Megan Halloran will be "
                "delivered between 7 am and 12 pm on Thursday. Items: Oakley 900 wall-hung vanity, toilet suite, "
                "shower rail set. Please ensure access to the property.")


def t_reno_todo(r: random.Random, dt: datetime) -> str:
    return """# bathroom

- [x] plumber quote signed (Aqua Flow) + deposit
- [x] tiles ordered (Tile Depot) - delivery 12/6
- [ ] electrician quote - exhaust fan + heat lamp
- [ ] tell Hearthstone insurance about works before start
- [ ] shower screen measure after tiling
- [ ] book skip for demolition weekend
- [ ] where do we shower for 3 weeks?? gym / Mum's old... ask Deb next door
"""


def t_deck_plan(r: random.Random, dt: datetime) -> str:
    return f"""Deck - rear of {HOME_ADDR} - plan and materials (Luke), {_d(dt)}
Size 5.4 x 3.6 m, 600 mm above ground - no permit required (under 800 mm and under 20 m2)
Bearers 140x45 H4 treated pine, joists 140x45 @ 450 centres, merbau decking 90x19
Stumps: 8 x galvanised adjustable stirrups in concrete
Materials ordered from Northern Timber Supplies: $4,860 - paid
Finished and oiled March 2021.
"""


def t_manual(appliance: str, model: str, lines: list[str]):
    def f(r: random.Random, dt: datetime) -> str:
        return f"{appliance}\nModel {model}\nInstruction manual / Operating and installation guide\n" + "\n".join(lines)
    return f


# --------------------------------------------------------------------------- School (Projects: Chloe's VCE; Areas)


def t_sac_calendar(r: random.Random, dt: datetime) -> str:
    return """Rucker's Hill Secondary College - VCE Units 3&4 2026 - SAC calendar (Term 2)
Week 2  English - Analytical text response (The Crucible) - SAC 2
Week 3  Biology - Unit 3 Outcome 2 - enzymes and photosynthesis practical report
Week 5  Mathematical Methods - Application task (part 1)
Week 6  Chemistry - Unit 3 Outcome 1 - fuels data analysis
Week 7  Psychology - Unit 3 Outcome 2 - stress and the GAS model test
Week 9  General Achievement Test (GAT) - Wednesday 17 June, all VCE students
Students absent from a SAC must provide a medical certificate to the VCE coordinator.
"""


def t_vtac_prefs(r: random.Random, dt: datetime) -> str:
    return """Pref;Institution;Course;VTAC code;2026 ATAR guide;Notes
1;Monash University;Bachelor of Physiotherapy;2800;95.0;needs UCAT? no - check
2;La Trobe University;Bachelor of Physiotherapy (Bundoora);3400;88.0;close to home
3;Merriang University;Bachelor of Exercise Science;3841;72.5;Mum's uni - fee discount?
4;Australian Catholic University;Bachelor of Physiotherapy;1500;90.0;Fitzroy campus
5;University of Melbourne;Bachelor of Biomedicine;6800;90.0;then DPT
6;RMIT;Bachelor of Applied Science (Physiotherapy);;;check
VTAC applications open early August, timely close end of September. SEAS statement + CAS?
"""


def t_seas(r: random.Random, dt: datetime) -> str:
    return """SEAS - Special Entry Access Scheme - Personal statement draft (Chloe)
Category: Disadvantaged financial or family circumstances? - NO
Category: Difficult circumstances - family responsibilities: Grandad moved into aged care in Ballarat in
2024 and I help my mum with visits on weekends, which has cut into study time.
Category: Disability or medical condition - asthma? probably not enough
Statement (draft, 150 words max):
In Year 11 and 12 my grandfather's health declined and he moved into residential care ...
(Mum - is this worth doing? Ms Fraser says yes for Category 2)
"""


def t_ucat(r: random.Random, dt: datetime) -> str:
    return f"""UCAT ANZ - Booking confirmation
Candidate: Chloe Brennan   UCAT ID: {r.randint(1000000, 9999999)}
Test date: Monday 20 July 2026, 1:30 pm
Test centre: Pearson Professional Centres - Melbourne CBD, Level 7, 500 Collins Street
Fee paid: AUD 325.00
Please bring your passport or Australian driver licence/learner permit. Arrive 30 minutes early.
Results will be sent to universities in early September.
"""


def t_open_days(r: random.Random, dt: datetime) -> str:
    return """open days - Chloe
Sun 26 July  - La Trobe Bundoora (physio talk 11am, Health Sciences 2)
Sun 2 Aug    - Monash Peninsula (physio) - car, 1 hr
Sat 8 Aug    - ACU Fitzroy 10am
Sun 9 Aug    - Merriang (exercise sci) - I can show her around
Sun 16 Aug   - Melbourne Uni Parkville (biomed info session 1pm)
Luke drive Monash one, I do the rest
"""


def t_study_timetable(r: random.Random, dt: datetime) -> str:
    return """Day;4-5 pm;5-6 pm;7-8 pm;8-9 pm
Mon;Methods;Methods;Bio;English quotes
Tue;netball;;Chem;Chem
Wed;Psych;Bio;Methods practice exam;
Thu;Chem;English essay;;rest
Fri;free;free;;
Sat;work (Coles 9-2);;Bio revision;
Sun;practice exam (3 hrs);;English;plan week
"""


def t_vtac_receipt(r: random.Random, dt: datetime) -> str:
    return f"""VTAC - Victorian Tertiary Admissions Centre
Application receipt - Year 12 applicant
VTAC ID: {r.randint(260000000, 269999999)}   Name: Chloe Brennan   Date: {_d(dt)}
School: Rucker's Hill Secondary College (VCE 2026)
Application fee (timely): ${r.choice([45, 49])}.00 paid by Visa
You can change your course preferences until the final change-of-preference date. Remember to submit
your SEAS application and scholarship applications in the VTAC portal.
"""


def t_careers_eml(r: random.Random, dt: datetime) -> str:
    return _eml("Amanda Fraser <a.fraser@ruckershill.vic.edu.au>", MHP, "Chloe - VTAC and physio pathways", dt,
                "Dear Megan and Luke,\n\nThanks for coming in last week. As discussed, Chloe's predicted ATAR from "
                "her Unit 3 results puts her in range for La Trobe and ACU physiotherapy. Monash is a stretch but "
                "worth listing first. Physio at these universities does not require the UCAT, but sitting it "
                "keeps the Biomedicine-to-medicine option open.\n\nVTAC opens in August; I'll run a preferences "
                "session for Year 12s in Week 2 of Term 3. Please also look at the SEAS categories.\n\n"
                "Kind regards,\nAmanda Fraser, Careers and Pathways Coordinator")


def t_unit3_results(r: random.Random, dt: datetime) -> str:
    return f"""Rucker's Hill Secondary College - VCE Semester 1 progress report 2026
Student: Chloe Brennan   Year 12   Home group 12C
English Units 3/4 - SAC 1: {r.randint(62, 78)}/80   Work habits: excellent
Biology Units 3/4 - SAC 1: {r.randint(80, 96)}%   Work habits: excellent
Chemistry Units 3/4 - SAC 1: {r.randint(70, 88)}%
Mathematical Methods Units 3/4 - Application task: {r.randint(68, 90)}%
Psychology Units 3/4 - SAC 1: {r.randint(82, 98)}%
VCE coordinator comment: Chloe is well organised and on track. Keep using the practice exams.
"""


def t_ucat_result(r: random.Random, dt: datetime) -> str:
    return """UCAT ANZ practice test - Medify - score summary (printed)
Student: Chloe B.
Verbal Reasoning 610   Decision Making 640   Quantitative Reasoning 700   Abstract Reasoning 660
Total 2610 (approx. 70th percentile of last year's candidates)
Situational Judgement: Band 2
Weakest area: verbal reasoning timing - do 2 sets a week
"""


def t_camp_form(r: random.Random, dt: datetime) -> str:
    level = 9 - (2026 - dt.year)
    camp = "Lake Eildon" if level == 9 else "Phillip Island"
    return f"""Rucker's Hill Secondary College - Year {level} Outdoor Education Camp - PERMISSION AND MEDICAL FORM
Camp: {camp}, {_d(dt + timedelta(days=24))} to {_d(dt + timedelta(days=27))}
Student: Oscar Brennan   Home group {level}D
I give permission for my child to attend the camp including canoeing, hiking and overnight camping.
Medical: asthma - Ventolin via spacer, asthma action plan attached. Allergies: nil.
Cost: $385.00 (CSEF eligible families contact the office)
Parent/guardian: Megan Halloran   Signature: M Halloran   Phone 0412 558 193
"""


def t_school_report(r: random.Random, dt: datetime) -> str:
    subj = ["English", "Mathematics", "Science", "Humanities", "Health & PE", "French", "Digital Technologies",
            "Music"]
    lines = [f"{s}: {r.choice(['Above expected level', 'At expected level', 'At expected level', 'Working towards'])}"
             for s in subj]
    level = 9 - (2026 - dt.year)
    return (f"Rucker's Hill Secondary College - Semester report\nStudent: Oscar Brennan   Year {level}   {dt.year}\n"
            + "\n".join(lines) + "\nAttendance: 94%\nHome group teacher: Oscar is a friendly, capable student who "
            "contributes well in class discussions. He needs to hand in homework on time.\n")


def t_school_fees(r: random.Random, dt: datetime) -> str:
    return f"""Rucker's Hill Secondary College - 2026 Parent payment statement
Family: Halloran/Brennan   Students: Chloe (Year 12), Oscar (Year 9)
Essential education items - Chloe: VCE materials $290; Oscar: $210
Optional: Year 9 camp $385; instrumental music (Oscar, saxophone) $420 per year
Voluntary contributions: Library fund $50; Building fund $100
Total: $1,455.00   Paid: {_aud(r, 400, 900)}   Please pay via Compass or BPAY biller 155044
"""


def t_ptc_ics(r: random.Random, dt: datetime) -> str:
    return ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Compass Education//Calendar//EN\r\nBEGIN:VEVENT\r\n"
            "UID:ptc-2026-t2-oscar-brennan@ruckershill.compass.education\r\n"
            "DTSTAMP:20260520T083000Z\r\nDTSTART;TZID=Australia/Melbourne:20260611T161000\r\n"
            "DTEND;TZID=Australia/Melbourne:20260611T162000\r\n"
            "SUMMARY:Parent Teacher Student Conference - Oscar Brennan with Mr D. Nguyen (Maths)\r\n"
            "LOCATION:Rucker's Hill Secondary College - Room B12\r\n"
            "DESCRIPTION:Term 2 conferences. Students attend with parents. 10 minute booking.\r\n"
            "END:VEVENT\r\nEND:VCALENDAR\r\n")


def t_music_invoice(r: random.Random, dt: datetime) -> str:
    return f"""Rucker's Hill Secondary College - Instrumental Music Program
INVOICE  Term 2 2026   Date: {_d(dt)}
Student: Oscar Brennan (9D)   Instrument: alto saxophone - small group lesson, weekly
Instrument hire (school-owned Yamaha YAS-280): $60.00 per term
Tuition: $105.00 per term   Total due: $165.00 by {_d(dt + timedelta(days=28))}
"""


def t_y11_report(r: random.Random, dt: datetime) -> str:
    return """Rucker's Hill Secondary College - Year 11 Semester 2 report 2025
Student: Chloe Brennan
English Units 1/2 - S (satisfactory) - grade A
Biology Units 1/2 - S - grade A+
Chemistry Units 1/2 - S - grade B+
General/Methods Units 1/2 - S - grade A
Psychology Unit 3/4 (accelerated) - S - study score awarded in December
Home group teacher: an excellent year. Chloe is ready for the demands of Year 12.
"""


# --------------------------------------------------------------------------- Travel


def t_spirit(r: random.Random, dt: datetime) -> str:
    return f"""Spirit of Tasmania - Booking confirmation   Booking no. {r.randint(7000000, 7999999)}
Lead passenger: Megan Halloran   Passengers: 2 adults, 2 children (14, 17)
Outbound: Spirit of Tasmania IV, Geelong -> Devonport, Sat 4 July 2026, night sailing, depart 7:30 pm
Cabin: 4-berth private cabin with ensuite (inside)
Vehicle: Mazda CX-5 (rego 1XY 5KL) with roof pod, under 2.1 m high
Return: Devonport -> Geelong, Sat 11 July 2026, day sailing, depart 9:00 am; ocean recliners x 4
Total fare: {_aud(r, 1800, 2400)} paid in full. Check-in closes 60 minutes before departure.
Quarantine: no fresh fruit or vegetables may be taken into Tasmania.
"""


def t_cradle(r: random.Random, dt: datetime) -> str:
    return f"""Cradle Mountain Wilderness Village - booking confirmation {r.randint(40000, 49999)}
Guest: Megan Halloran   Arrive: Sun 5 July 2026   Depart: Wed 8 July 2026 (3 nights)
Cottage: Two-bedroom Wilderness Cottage (sleeps 4), wood heater, kitchenette
Total: {_aud(r, 1100, 1500)}   Deposit paid: $300.00   Balance charged 14 days before arrival
Parks pass required for Cradle Mountain National Park - buy a Holiday Pass online (per vehicle).
Winter: snow chains may be needed on the Cradle Mountain Road.
"""


def t_cradle_mod(r: random.Random, dt: datetime) -> str:
    return f"""Booking modification - Cradle Mountain Wilderness Village
Reference: {r.randint(40000, 49999)}   Date of change: {_d(dt)}
Guest: Megan Halloran
Previous: arrive Sun 5 July 2026, 3 nights
Amended: arrive Sun 5 July 2026, 3 nights; late check-out 11:30 am on Wed 8 July requested - approved
Add-on: guided night wildlife walk, 4 people, Mon 6 July 7 pm - $180.00
No change to cottage type. Balance due 21 June 2026.
"""


def t_hobart(r: random.Random, dt: datetime) -> str:
    return f"""Airbnb - Reservation confirmed
Battery Point cottage, walk to Salamanca - hosted by Fiona
Check-in Wed 8 July 2026 3:00 pm  -  Checkout Sat 11 July 2026 10:00 am  (3 nights)
Guests: 4   Confirmation code: HM{r.randint(10000000, 99999999)}
Total (AUD): {_aud(r, 950, 1300)} including cleaning and service fees
House rules: no parties; off-street parking for one car.
Note for us: Hobart to Devonport is ~3.5 hrs - leave by 5:00 am Saturday for the 9 am sailing!
"""


def t_tas_itinerary(r: random.Random, dt: datetime) -> str:
    return """Tasmania - July 2026 - rough plan
Sat 4 Jul  Spirit from Geelong 7:30 pm (leave Thornbury 4:30 pm)
Sun 5 Jul  Devonport 6 am - breakfast, drive to Cradle Mtn via Sheffield murals (2 hrs)
Mon 6 Jul  Dove Lake circuit (6 km) - if snow, Enchanted Walk only; night wildlife walk 7 pm
Tue 7 Jul  Cradle - Marions Lookout if weather ok; Oscar wants devils at Devils@Cradle
Wed 8 Jul  drive to Hobart via Derwent Valley (4.5 hrs); Airbnb Battery Point
Thu 9 Jul  MONA (ferry from Brooke St) - Chloe's pick; Salamanca
Fri 10 Jul Mt Wellington / kunanyi summit; Bruny Island? too far in winter
Sat 11 Jul 5 am leave Hobart -> Devonport 9 am Spirit day sailing -> Geelong 7 pm
"""


def t_tas_packing(r: random.Random, dt: datetime) -> str:
    return """Packing - Tassie
- thermals x 2 each, beanies, gloves, waterproof jackets + pants
- hiking boots (Oscar's are too small - buy!)
- snow chains?? hire in Devonport
- car: roof pod, first aid kit, torch, phone chargers
- ferry overnight bag: toothbrush, pjs, earplugs, seasick tablets (Chloe)
- Chloe: bring practice exams (GAT done but Methods SAC after hols)
- books, Uno, Bananagrams
- NO fruit/veg on the ferry (quarantine)
"""


def t_tas_costs(r: random.Random, dt: datetime) -> str:
    return f"""Item;Cost;Paid?
Spirit of Tasmania return + car;{r.randint(1800, 2400)};yes
Cradle Mountain cottage 3 nights;{r.randint(1100, 1500)};deposit
Hobart Airbnb 3 nights;{r.randint(950, 1300)};yes
MONA tickets x4;{r.randint(120, 160)};yes
Parks pass;{r.choice([90, 95])};no
Fuel;{r.randint(300, 400)};
Food;{r.randint(900, 1300)};
Night wildlife walk;180;no
Travel insurance;{r.randint(150, 260)};yes
"""


def t_mona(r: random.Random, dt: datetime) -> str:
    return f"""MONA - Museum of Old and New Art - e-tickets
Order {r.randint(1000000, 9999999)}   Date of visit: Thursday 9 July 2026
2 x Adult (Tasmanian resident? no) $38.00   2 x Under 18 (free with adult)
MONA ROMA ferry return from Brooke Street Pier, 10:30 am - 4 x $25.00
Total paid: $176.00   Show this QR code at the ferry terminal.
"""


def t_travel_insurance(r: random.Random, dt: datetime) -> str:
    return f"""pdfresizer.com
Compass Travel Insurance - Certificate of Insurance - Domestic Comprehensive (Family)
Policy no. CTI-{r.randint(10000000, 99999999)}   Issued: {_d(dt)}
Insured: Megan Halloran, Luke Brennan, Chloe Brennan (17), Oscar Brennan (14)
Destination: Tasmania (domestic)   Period: 4 July 2026 to 11 July 2026
Cover: cancellation $20,000; luggage $5,000; rental vehicle excess (not applicable - own vehicle);
Premium: {_aud(r, 150, 260)} incl. GST and stamp duty.
"""


def t_japan_itin(r: random.Random, dt: datetime) -> str:
    return """Day;Date;City;Stay;Notes
1;2025-01-06;Tokyo;Shinjuku Granbell;arrive HND 6am
2;2025-01-07;Tokyo;Shinjuku Granbell;teamLab, Shibuya
3;2025-01-08;Tokyo;Shinjuku Granbell;Akihabara for Oscar
4;2025-01-09;Hakuba;Lodge Snowpine;Shinkansen + bus - ski lessons
7;2025-01-12;Kyoto;Airbnb Gion;Fushimi Inari early
10;2025-01-15;Osaka;Cross Hotel;Universal Studios
12;2025-01-17;fly home;;KIX 9pm
"""


def t_japan_planning(r: random.Random, dt: datetime) -> str:
    return """Japan Jan 2025 - to do
- JR pass? not worth it since price rise - buy Shinkansen tickets separately (Tokyo-Nagano, Kyoto-Osaka)
- ski hire Hakuba: 4 x 3 days, lessons for Oscar + Luke
- Kyoto Airbnb paid. Osaka hotel - cancel free until 10/1
- Suica cards on phones
- passports: Oscar's expires Mar 2025!! renew NOW (6 months rule)
- yen: take 50,000 cash, Wise card
"""


def t_japan_hotel(r: random.Random, dt: datetime) -> str:
    return f"""Shinjuku Granbell Hotel - Reservation
Guest: HALLORAN MEGAN   Check-in 6 January 2025  Check-out 9 January 2025 (3 nights)
Room: Family room (2 double beds) x 1, 4 guests   Total: JPY {r.randint(120, 160) * 1000:,} (tax incl.)
Early check-in from 10:00 requested.
"""


def t_bali(r: random.Random, dt: datetime) -> str:
    return f"""Jetstar - Itinerary - Booking reference {''.join(r.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(6))}
JQ 35  Melbourne (MEL) -> Denpasar (DPS)  Sat 23 September 2023 10:55
JQ 36  Denpasar (DPS) -> Melbourne (MEL)  Sun 1 October 2023 23:15
Passengers: Megan Halloran, Luke Brennan, Chloe Brennan, Oscar Brennan - Starter + 20kg bag
Total: {_aud(r, 1900, 2600)}
"""


# --------------------------------------------------------------------------- Finance (Areas)


def t_noa(r: random.Random, dt: datetime) -> str:
    income = r.randint(134000, 142000)
    refund = r.randint(600, 2200)
    return f"""Australian Taxation Office
Notice of assessment - Individual   Year ended 30 June {dt.year if dt.month > 6 else dt.year - 1}
Date of issue: {_d(dt)}   Tax file number: *** *** 418
Megan Anne Halloran, {HOME_ADDR}
Taxable income: ${income:,}
Tax on taxable income: ${int(income * 0.29):,}.00
Medicare levy: ${int(income * 0.02):,}.00
Less PAYG instalments / credits for tax withheld: ${int(income * 0.31) + refund:,}.00
Result of this notice: ${refund:,}.00 CR - refund
Your refund will be paid to your nominated account: BSB 633-000 ****7719
This notice is also available in your ATO online services through myGov.
"""


def t_tax_summary(r: random.Random, dt: datetime) -> str:
    return f"""Individual tax return summary - prepared through myTax - {dt.year - 1}-{str(dt.year)[2:]}
Taxpayer: Megan Halloran
Salary and wages - Merriang University: ${r.randint(125000, 138000):,}
Interest - Yarra Mutual Bank: ${r.randint(150, 900)}
Deductions: D1 work-related car expenses $0; D2 travel $0; D3 clothing $0; D4 self-education
${r.randint(200, 900)}; D5 other work-related (home office fixed rate, professional memberships ACN, AHPRA
registration, books) ${r.randint(1600, 2600):,}; D9 gifts and donations ${r.randint(100, 600)}
Private health insurance statement: Coastline Health, 12 months hospital cover (no MLS)
Estimated refund: ${r.randint(500, 2000):,}
Lodged {_d(dt)}
"""


def t_deductions(r: random.Random, dt: datetime) -> str:
    lines = ["Date;Item;Category;Amount;Receipt"]
    things = ["ACN membership", "AHPRA renewal", "textbook - Older Person Nursing", "printer ink",
              "home internet 50%", "conference registration (not reimbursed)", "noise-cancelling headset",
              "donation Red Cross"]
    for _ in range(11):
        lines.append(f"{_short(dt - timedelta(days=r.randint(5, 300)))};"
                     f"{r.choice(things)};"
                     f"{r.choice(['D5', 'D5', 'D4', 'D9'])};{r.randint(20, 480)};yes")
    return "Tax deductions 2025-26 (Megan)\n" + "\n".join(lines)


def t_income_statement(r: random.Random, dt: datetime) -> str:
    return f"""ATO online services - Income statement   Financial year 2024-25   Status: TAX READY
Payer: MERRIANG UNIVERSITY   ABN 81 447 220 116
Payee: Megan Anne Halloran
Gross payments: ${r.randint(125000, 138000):,}   Tax withheld: ${r.randint(36000, 40000):,}
Reportable employer superannuation contributions: ${r.randint(2000, 4000):,}
Salary sacrifice: ${r.randint(2000, 4000):,}   Allowances: $0
"""


def t_super(r: random.Random, dt: datetime) -> str:
    bal = r.randint(412000, 468000)
    return f"""TertiarySuper - Annual member statement  1 July {dt.year - 1} to 30 June {dt.year}
Member: Dr Megan Halloran   Member no. {r.randint(3000000, 3999999)}   Date of birth: 14/03/1979
Account: Defined Benefit Division plus accumulation
Opening balance: ${bal - r.randint(30000, 50000):,}   Employer contributions (17%): ${r.randint(20000, 24000):,}
Member contributions (salary sacrifice): ${r.randint(2000, 4000):,}   Investment returns: ${r.randint(25000, 40000):,}
Fees and insurance premiums: -${r.randint(600, 1100):,}   Closing balance: ${bal:,}
Beneficiary nomination: binding - Luke Brennan (100%) - expires {dt.year + 2}
"""


def t_mortgage(r: random.Random, dt: datetime) -> str:
    bal = r.randint(388000, 420000)
    return f"""Yarra Mutual Bank - Home Loan statement   Period: {_d(dt - timedelta(days=182))} to {_d(dt)}
Borrowers: Megan A Halloran, Luke J Brennan   Loan account: 1148 {r.randint(100000, 999999)}
Security property: {HOME_ADDR}
Product: Basic variable home loan with 100% offset   Interest rate: {r.uniform(5.7, 6.3):.2f}% p.a.
Opening balance: ${bal + r.randint(9000, 14000):,}   Repayments: ${r.randint(16000, 19000):,}
Interest charged: ${r.randint(9000, 12000):,}   Closing balance: ${bal:,}
Offset account balance: ${r.randint(18000, 36000):,}   Remaining term: 17 years 3 months
"""


def t_loan_variation(r: random.Random, dt: datetime) -> str:
    return f"""Yarra Mutual Bank - Letter of variation - home loan
Date: {_d(dt)}   Borrowers: Megan Halloran and Luke Brennan
Loan account ending 4410 - secured by {HOME_ADDR}
We confirm the following change to your loan, as requested:
- increase limit of redraw facility to ${r.randint(25, 40) * 1000:,} for home improvements (bathroom)
- repayments remain ${r.randint(2900, 3200):,} per month, direct debit from offset account
Please sign and return the acceptance page within 14 days.
"""


def t_bank_csv(r: random.Random, dt: datetime) -> str:
    rows = ["Date,Description,Debit,Credit,Balance"]
    bal = r.uniform(8000, 14000)
    descs = ["WOOLWORTHS 3071 THORNBURY", "SALARY MERRIANG UNI", "BRIGHTSIDE ENERGY DD", "COLES PRESTON",
             "LINKT MELBOURNE", "NETFLIX.COM", "HOME LOAN REPAYMENT 4410", "BUNNINGS PRESTON", "COASTLINE HEALTH DD",
             "AMPOL THORNBURY", "TRANSFER TO K HALLORAN CARE ACC"]
    for i in range(25):
        d = dt - timedelta(days=25 - i)
        desc = r.choice(descs)
        if "SALARY" in desc:
            amt = r.uniform(3900, 4300)
            bal += amt
            rows.append(f"{_short(d)},{desc},,{amt:.2f},{bal:.2f}")
        else:
            amt = r.uniform(8, 600) if "LOAN" not in desc else 1480.0
            bal -= amt
            rows.append(f"{_short(d)},{desc},{amt:.2f},,{bal:.2f}")
    return "\n".join(rows) + "\n"


def t_payslip(r: random.Random, dt: datetime) -> str:
    gross = r.uniform(5150, 5300)
    return f"""MERRIANG UNIVERSITY - PAY ADVICE   Pay date: {_d(dt)}   Period ending: {_d(dt - timedelta(days=2))}
Employee: Dr Megan Halloran   Employee no. 100{r.randint(1000, 9999)}   Position: Senior Lecturer (Level C.6)
Ordinary hours 75.00 - gross ${gross:,.2f}
Salary sacrifice super: -$150.00   PAYG tax: -${gross * 0.27:,.2f}
NTEU membership: -$41.90
Net pay: ${gross * 0.73 - 191.9:,.2f} to BSB 633-000 ****7719
Employer superannuation (17%): ${gross * 0.17:,.2f} to TertiarySuper
Leave balances: annual leave {r.uniform(18, 40):.1f} days; long service leave {r.uniform(40, 70):.1f} days
"""


def t_household_budget(r: random.Random, dt: datetime) -> str:
    return f"""Monthly household budget 2026;Amount;Who
Mortgage;{r.randint(2950, 3150)};joint
Rates (avg);{r.randint(190, 230)};joint
Power + gas;{r.randint(260, 340)};M
Water;{r.randint(130, 170)};M
Groceries;{r.randint(1500, 1900)};joint
Private health (Coastline family);{r.randint(420, 480)};M
Cars (rego, ins, fuel, tolls);{r.randint(700, 900)};L
Kids (school, music, netball, phones);{r.randint(400, 600)};joint
Savings - Tassie + reno;{r.randint(500, 900)};joint
Dad - top up? no, his acct covers fees;0;
"""


def t_donation(r: random.Random, dt: datetime) -> str:
    return f"""Australian Red Cross - Tax receipt   Receipt no. {r.randint(9000000, 9999999)}
Date: {_d(dt)}   Donor: Megan Halloran, {HOME_ADDR}
Donation: ${r.choice([50, 100, 150, 200])}.00 - Disaster Relief and Recovery appeal
Donations of $2 or more to Australian Red Cross are tax deductible. ABN 50 169 561 394
"""


# --------------------------------------------------------------------------- Health (Areas)


def t_medicare(r: random.Random, dt: datetime) -> str:
    kinds = ["GP consultation level B", "Pathology - FBE", "Optometry", "Specialist - respiratory", "Telehealth GP"]
    lines = [f"{_short(dt - timedelta(days=r.randint(5, 300)))}  {r.choice(kinds)}  benefit {_aud(r, 18, 95)}"
             for _ in range(8)]
    return ("Medicare - Claims history statement\nCard no. 2948 *****1 - Halloran family (Megan, Luke, Chloe, "
            "Oscar)\nPeriod: 1 July 2025 to " + _d(dt) + "\n" + "\n".join(lines) +
            "\nMedicare Safety Net: threshold not reached.\nServices Australia - Medicare\n")


def t_phi(r: random.Random, dt: datetime) -> str:
    return f"""Coastline Health - Private health insurance statement (for your tax return)
Period: 1 July {dt.year - 1} to 30 June {dt.year}
Policy holder: Megan Halloran   Membership no. {r.randint(40000000, 49999999)}
Cover: Gold Hospital + Top Extras - Family   Persons covered: 4
Days covered: 365   Premiums eligible for rebate: {_aud(r, 5200, 5900)}   Rebate received: {_aud(r, 800, 1200)}
Benefit code: 30   Tax claim code: A
"""


def t_phi_policy(r: random.Random, dt: datetime) -> str:
    return f"""Coastline Health - Your cover summary from 1 April {dt.year}
Members: Megan Halloran, Luke Brennan, Chloe Brennan, Oscar Brennan
Hospital: Gold - all clinical categories incl. joint replacement, pregnancy, psychiatric; excess $500
Extras: Top Extras - general dental 80% (limit $1,000 pp), orthodontics $3,000 lifetime (Chloe: $1,850
used), physiotherapy $700 pp, optical $300 pp, remedial massage $400 pp
Premium: {_aud(r, 440, 490)} per month (after Australian Government Rebate)
Note: dependants covered until age 31 if not married.
"""


def t_pathology(r: random.Random, dt: datetime) -> str:
    return f"""Northern Pathology Victoria - Patient report   Collected: {_d(dt)}
Patient: HALLORAN, Megan A   DOB 14/03/1979   Requesting doctor: Dr Sandra Okoye, Thornbury Family Medical
FULL BLOOD EXAMINATION: Hb {r.randint(128, 142)} g/L (115-165); WCC {r.uniform(4.5, 8):.1f}; Plt {r.randint(190, 320)}
IRON STUDIES: ferritin {r.randint(12, 30)} ug/L (30-300) L - low
LIPIDS: total cholesterol {r.uniform(4.8, 5.9):.1f} mmol/L; LDL {r.uniform(2.8, 3.6):.1f}; HDL {r.uniform(1.3, 1.8):.1f}
TSH {r.uniform(1, 3):.2f} mIU/L (normal)   HbA1c 5.3% (normal)
Comment: low ferritin - suggest dietary review / oral iron and repeat in 3 months.
"""


def t_dentist(r: random.Random, dt: datetime) -> str:
    return f"""High Street Dental Northcote - Tax invoice / receipt
Date: {_d(dt)}   Patient: Oscar Brennan   Account holder: Megan Halloran
Item 012 periodic oral examination $68.00 / Item 114 removal of calculus $128.00 / 121 fluoride $42.00
Total: $238.00   Health fund (Coastline Health) paid on HICAPS: {_aud(r, 150, 190)}   Gap paid: balance
Next recall: 6 months
"""


def t_asthma(r: random.Random, dt: datetime) -> str:
    return f"""ASTHMA ACTION PLAN (National Asthma Council Australia)
Name: Oscar Brennan   Date: {_d(dt)}   Doctor: Dr Sandra Okoye
WELL CONTROLLED: preventer Flixotide 125 mcg 2 puffs morning and night with spacer
FLARE-UP: reliever Ventolin 2-4 puffs as needed; if needing reliever more than 3 times a week, see GP
SEVERE: call 000; give 4 separate puffs of reliever every 4 minutes
Triggers: colds, exercise in cold weather, pollen (spring)
"""


def t_optom(r: random.Random, dt: datetime) -> str:
    return f"""Thornbury Optometrists - Spectacle prescription   Date: {_d(dt)}
Patient: Megan Halloran   DOB 14/03/1979
R: +0.75 / -0.50 x 90   Add +1.50
L: +1.00 / -0.25 x 85   Add +1.50
Recommendation: progressive lenses for computer and reading. Review in 2 years. Fundus and OCT normal.
"""


def t_gp_questions(r: random.Random, dt: datetime) -> str:
    return """for Dr Okoye Tues 2:40
- iron results - tablets? which ones don't wreck my stomach
- sleep - waking 3am, perimenopause? HRT options
- skin check referral (mole on left shoulder)
- flu vax + COVID booster
- script renewal: Chloe's Ventolin? no that's Oscar - bring his action plan to update
"""


def t_gp_referral(r: random.Random, dt: datetime) -> str:
    return f"""Thornbury Family Medical Centre   {_d(dt)}
Dr Priyanka Desai, Dermatologist, Northcote Skin Clinic
Dear Dr Desai,
Re: Megan Halloran, DOB 14/03/1979, {HOME_ADDR}
Thank you for seeing Megan, a 47-year-old nurse academic, for a full skin check and assessment of an
irregular pigmented lesion on the left posterior shoulder, present for years but recently darker.
No personal history of melanoma; father had BCCs excised. Medications: nil regular. Allergies: NKDA.
Kind regards, Dr Sandra Okoye MBBS FRACGP   Provider no. 4412398K
"""


def t_medicare_letter(r: random.Random, dt: datetime) -> str:
    return f"""Services Australia - Medicare
{_d(dt)}
Megan Halloran, {HOME_ADDR}
Your Medicare card is due for renewal
Your family's Medicare card ending in /1 expires at the end of next month. We will send you a new card
automatically. The card lists: Megan Halloran, Luke Brennan, Chloe Brennan, Oscar Brennan.
Chloe turns 15 or older? Young people can get their own Medicare card from age 15 - apply through myGov.
"""


def t_physio(r: random.Random, dt: datetime) -> str:
    return f"""Darebin Sports Physio - Receipt   Date: {_d(dt)}
Patient: Luke Brennan   Condition: right shoulder (rotator cuff tendinopathy)
Standard consultation $98.00 - Coastline Health rebate {_aud(r, 45, 60)} (HICAPS)
Home exercises: external rotation with band 3x15, wall slides.
"""


# --------------------------------------------------------------------------- Car (Areas / Archive)


def t_rego(r: random.Random, dt: datetime) -> str:
    return f"""VicRoads - Registration renewal notice   Issued {_d(dt)}
Registered operator: Megan A Halloran, {HOME_ADDR}
Vehicle: 2019 Mazda CX-5 Maxx Sport, wagon, white   Registration: 1XY 5KL   VIN JM0KF4W2A0{r.randint(1000000, 9999999)}
Registration period: 12 months to {_d(dt + timedelta(days=365))}
Registration fee: ${r.randint(300, 330)}.00  TAC charge (Metro): $5{r.randint(10, 60)}.00
Total: ${r.randint(880, 950)}.00
Pay by {_d(dt + timedelta(days=30))} online at vicroads.vic.gov.au or BPAY.
"""


def t_car_ins(r: random.Random, dt: datetime) -> str:
    return f"""Hearthstone Insurance - Comprehensive Car Insurance - renewal notice
Policy no. HCM{r.randint(1000000, 9999999)}   Renewal date: {_d(dt + timedelta(days=21))}
Vehicle: 2017 Toyota HiLux SR5 dual cab ute - rego 2BL 7RN - business use (carpentry, tools not covered)
Regular driver: Luke Brennan; listed driver: Megan Halloran
Agreed value: ${r.randint(32, 38) * 1000:,}   Basic excess $800; under-25 driver excess does not apply
Annual premium: {_aud(r, 1300, 1700)} (last year {_aud(r, 1100, 1300)})
"""


def t_service(r: random.Random, dt: datetime) -> str:
    return f"""Preston Auto Centre - Tax invoice {r.randint(20000, 29999)}   Date: {_d(dt)}
Customer: Megan Halloran   Vehicle: Mazda CX-5 2019   Rego 1XY 5KL   Odometer: {r.randint(88000, 96000):,} km
Logbook service 90,000 km (Mazda schedule): engine oil and filter, air filter, cabin filter
Front brake pads replaced; rotors machined
Parts {_aud(r, 280, 420)}  Labour {_aud(r, 300, 420)}  Total incl GST {_aud(r, 650, 900)}
Next service due: {r.randint(100000, 102000):,} km or 12 months.
"""


def t_linkt(r: random.Random, dt: datetime) -> str:
    gantries = ["Bulla Rd", "Tullamarine", "Burnley Tunnel"]
    trips = "\n".join(f"{_short(dt - timedelta(days=r.randint(1, 30)))}  CityLink {r.choice(gantries)}  {_aud(r, 2, 9)}"
                      for _ in range(7))
    return f"""Linkt Melbourne - Account statement   Account {r.randint(10000000, 99999999)}
Vehicles: 1XY 5KL (Mazda), 2BL 7RN (Toyota)
{trips}
Total tolls this period: {_aud(r, 30, 70)}   Auto top-up from Visa ****{r.randint(1000, 9999)}
"""


def t_tyres(r: random.Random, dt: datetime) -> str:
    return f"""Beaurepaires Preston - Quote   {_d(dt)}
Vehicle: Toyota HiLux SR5 265/65R17
4 x Bridgestone Dueler A/T 002 @ $329 fitted, balanced, valve   Wheel alignment $99
Total {_aud(r, 1390, 1420)}   Valid 14 days. Customer: Luke Brennan
"""


def t_corolla(r: random.Random, dt: datetime) -> str:
    return f"""Private vehicle sale - receipt
Vehicle: 2009 Toyota Corolla Ascent hatch, silver, rego ULK 409   Odometer 212,400 km
Seller: Megan Halloran, {HOME_ADDR}
Buyer: {_name(r)}, Reservoir VIC
Sale price: $4,800 - paid in full by bank transfer on {_d(dt)}   Sold as is.
Roadworthy certificate no. RWC{r.randint(100000, 999999)} provided. Notice of disposal lodged with VicRoads.
"""


# --------------------------------------------------------------------------- Dad (Areas / Archive)


def t_care_agreement(r: random.Random, dt: datetime) -> str:
    return f"""{DAD_HOME} - Residential Care Agreement
Resident: Kevin John Halloran   DOB 02/11/1942   Room 27, Banksia wing
Facility: {DAD_HOME}, {DAD_ADDR}   Approved provider: Wendouree Care Ltd
Entry date: {_d(dt)}
Representative: Megan Halloran (daughter, attorney under enduring power of attorney - financial)
Accommodation price: $480,000 refundable accommodation deposit (RAD) or daily accommodation payment
(DAP) of ${r.randint(95, 110)}.{r.randint(10, 99)} per day, or a combination.
Basic daily fee: 85% of the single basic age pension. Means-tested care fee as advised by Services
Australia. Extra services: none.
The resident has 28 days after entry to decide on the method of paying the accommodation price.
Signed for the resident by his attorney: M Halloran
"""


def t_fee_advice(r: random.Random, dt: datetime) -> str:
    return f"""Services Australia - Aged care - residential care fee advice
Date: {_d(dt)}
Care recipient: Kevin John Halloran   CRN 205 {r.randint(100, 999)} {r.randint(100, 999)}A
Sent to: Megan Halloran (nominee / attorney), {HOME_ADDR}
We have worked out your aged care fees from {_d(dt + timedelta(days=20))} using your updated income and
assets details.
Basic daily fee: $63.{r.randint(10, 99)} per day (paid to your provider)
Means-tested care fee: ${r.randint(30, 60)}.{r.randint(10, 99)} per day
Accommodation: you paid a refundable accommodation deposit (RAD) of $480,000 - no daily payment
Lifetime cap on means-tested care fees: ${r.randint(30000, 40000):,} remaining.
If your circumstances change you must tell us within 14 days.
"""


def t_care_invoice(r: random.Random, dt: datetime) -> str:
    days = 31 if dt.month in (1, 3, 5, 7, 8, 10, 12) else 30
    b, m = r.uniform(62, 64), r.uniform(30, 60)
    return f"""Wendouree Care Ltd trading as {DAD_HOME}   ABN 44 611 290 876
TAX INVOICE / STATEMENT   Invoice no. LWG-{r.randint(100000, 199999)}   Date: {_d(dt)}
Resident: Kevin Halloran, Room 27 Banksia   Account: Megan Halloran (attorney)
Period: {days} days in advance
Basic daily fee {days} x ${b:.2f} = ${days * b:,.2f}
Means-tested care fee {days} x ${m:.2f} = ${days * m:,.2f}
Hairdresser (2 visits) $56.00   Podiatry $48.00   Newspaper (The Courier) $38.50
Total due: ${days * (b + m) + 142.5:,.2f} by direct debit on the 15th from account BSB 633-000 ****2290
"""


def t_epoa_letter(r: random.Random, dt: datetime) -> str:
    return f"""Scanned Document
Megan Halloran, {HOME_ADDR}
{_d(dt)}
Deceased Estates and Powers of Attorney team, Ballarat Community Bank
Re: Kevin John Halloran - account 2290 - enduring power of attorney (financial)
Please find enclosed a certified copy of the enduring power of attorney made by my father, Kevin John
Halloran, on 14 April 2021 under the Powers of Attorney Act 2014 (Vic), appointing me and my brother
Patrick Halloran as attorneys for financial matters, jointly and severally, effective immediately.
Please add me as an authorised signatory so that I can pay his aged care fees and manage his accounts.
The copy was certified by a Justice of the Peace. My identification is attached.
Yours faithfully, Megan Halloran
"""


def t_epoa(r: random.Random, dt: datetime) -> str:
    return """ENDURING POWER OF ATTORNEY (Form 1) - Powers of Attorney Act 2014 (Victoria)
Principal: Kevin John Halloran of 9 Kent Street, Sebastopol VIC 3356
I appoint Megan Anne Halloran and Patrick James Halloran as my attorneys, jointly and severally,
for financial matters. My attorneys' power begins immediately.
Conditions: my attorneys may sell my home if I need to move into residential care.
Witnessed by: (1) authorised witness - Justice of the Peace; (2) second witness.
Statement of acceptance by attorneys: I understand the duties and obligations of an attorney ...
Dated 14 April 2021
"""


def t_care_plan(r: random.Random, dt: datetime) -> str:
    return f"""Care plan review - Dad - {_d(dt)} (Teams with Lake Wendouree Gardens)
Present: Bronwyn (care manager), Kim (RN), physio, me; Patrick on the phone from Perth
- weight stable, eating better since moved to soft diet; speech pathologist review done
- 1 fall in March (night, bathroom) - sensor mat now, hip protectors, physio 2x week
- cognition: MMSE {r.randint(18, 22)}/30, stable; more confused late afternoon
- meds: GP (Dr Hartigan) stopped temazepam - good
- mood: enjoys the men's shed group and the footy on Saturdays; asks about Mum
- dentist - needs review, the facility can book the mobile dental van ($)
- next review in 6 months; advance care directive - bring a copy, they only have the 2021 one
"""


def t_dad_dental_eml(r: random.Random, dt: datetime) -> str:
    return _eml(f"Bronwyn Tully <care.manager@{DAD_HOME.lower().replace(' ', '')}.com.au>", MHP, "Re: Query", dt,
                "Hi Megan,\n\nThanks for your query about Kevin's teeth. The mobile dental service visits on the "
                "23rd; the check-up is $95 and any treatment will be quoted first for your approval as his "
                "attorney. I have added him to the list.\n\nKevin had a good week - he came to the concert on "
                "Friday and sang along to the old songs.\n\nKind regards,\nBronwyn Tully\nCare Manager, "
                f"{DAD_HOME}, {DAD_ADDR}")


def t_dad_bank(r: random.Random, dt: datetime) -> str:
    return f"""Ballarat Community Bank - Statement   Account: K J Halloran - Everyday   BSB 633-000 ****2290
Period: {_d(dt - timedelta(days=30))} to {_d(dt)}
Opening balance {_aud(r, 14000, 22000)}
Age pension (Centrelink) {_aud(r, 1100, 1200)} CR   Age pension {_aud(r, 1100, 1200)} CR
DD Wendouree Care Ltd - care fees {_aud(r, 2900, 3300)} DR
Ballarat Pharmacy Plus - Webster-pak {_aud(r, 40, 90)} DR
Interest {_aud(r, 1, 12)} CR
Closing balance {_aud(r, 13000, 21000)}
Authorised signatories: K J Halloran; M A Halloran (attorney)
"""


def t_dad_pension(r: random.Random, dt: datetime) -> str:
    return f"""Centrelink - Services Australia
{_d(dt)}
Kevin John Halloran, c/- Megan Halloran (nominee), {HOME_ADDR}
Age Pension - change to your payment
Because you have entered permanent residential aged care and sold your former home, we have reassessed
your payment. The sale proceeds used to pay your refundable accommodation deposit are not counted as an
asset; the remaining proceeds are assessed under the assets test.
New rate from {_d(dt + timedelta(days=14))}: ${r.randint(980, 1120)}.{r.randint(10, 99)} per fortnight
(including pension supplement)
CRN 205 {r.randint(100, 999)} {r.randint(100, 999)}A
"""


def t_pharmacy(r: random.Random, dt: datetime) -> str:
    return f"""Scanned with Notes
Ballarat Pharmacy Plus - Aged care dose administration - monthly account
Resident: Kevin Halloran - {DAD_HOME}, Room 27
Period: {_d(dt - timedelta(days=28))} to {_d(dt)}
Webster-pak packing 4 weeks $28.00; PBS co-payments: amlodipine 5 mg, perindopril 4 mg, donepezil 10 mg,
Movicol sachets, paracetamol SR 665 mg (non-PBS) - {_aud(r, 20, 60)}
Account total {_aud(r, 48, 95)} - direct debit from resident's account ****2290
"""


def t_acat(r: random.Random, dt: datetime) -> str:
    return f"""Aged Care Assessment Service - Grampians Region
Notice of decision - approval as a recipient of aged care
{_d(dt)}
Mr Kevin John Halloran, 9 Kent Street, Sebastopol VIC 3356
Following your assessment on {_d(dt - timedelta(days=12))}, you have been approved for:
- Residential aged care (permanent) - approval ongoing
- Residential respite care - up to 63 days per financial year
Reasons: progressive dementia, falls, increasing care needs; carer (daughter) lives in Melbourne.
You can search for aged care homes on the My Aged Care website or call 1800 200 422.
"""


def t_dad_bank_letter(r: random.Random, dt: datetime) -> str:
    return f"""{_d(dt)}
Ballarat Community Bank, 17 Armstrong Street South, Ballarat VIC 3350
Re: K J Halloran - closing of term deposit and transfer to everyday account
As my father's attorney I ask that term deposit ****5512 (maturing {_d(dt + timedelta(days=9))}) be paid
into his everyday account ****2290 so that his aged care fees can be paid. A certified copy of the
enduring power of attorney is already on file with you (registered in 2024).
Megan Halloran
"""


def t_dad_notes(r: random.Random, dt: datetime) -> str:
    return """Bronwyn said - Dad falls risk higher in evenings, they've put him closer to the nurses station
- hearing aids: left one lost AGAIN - check with audiologist re replacement (he's on Hearing Services
  Program, voucher)
- clothes need labels - order more iron-on labels with name + room 27
- he asked for Patrick; Pat to call Sunday
- sign off on the podiatry + hairdresser being billed to his account
- ask about the Ballarat Men's Shed outing
"""


def t_dad_contract(r: random.Random, dt: datetime) -> str:
    return f"""CONTRACT OF SALE OF REAL ESTATE - Sale of Land Act 1962 (Vic)
Property: 9 Kent Street, Sebastopol VIC 3356   Vendor: Kevin John Halloran by his attorneys Megan Anne
Halloran and Patrick James Halloran
Purchaser: {_name(r)} and {_name(r)}
Price: ${r.randint(512, 548) * 1000:,}   Deposit: 10% on signing   Settlement: 60 days
Agent: Grampians First National, Sturt Street, Ballarat
Contract date: {_d(dt)}
"""


def t_dad_settlement(r: random.Random, dt: datetime) -> str:
    return f"""Settlement statement - Vendor: K J Halloran - 9 Kent Street, Sebastopol
Settlement date: {_d(dt)}   Conveyancer: Lakeside Conveyancing, Ballarat
Price $530,000.00   Less deposit released $53,000.00
Adjustments: council rates +$412.18; water -$96.40
Less agent commission and marketing ${r.randint(12000, 14000):,}.00   Less discharge of mortgage: nil
Balance to vendor: paid to Ballarat Community Bank ****2290
RAD of $480,000 paid to Wendouree Care Ltd from proceeds on {_d(dt + timedelta(days=3))}.
"""


def t_dad_sale_costs(r: random.Random, dt: datetime) -> str:
    return """Item;Amount;Paid from
Agent commission 2.2%;11660;sale proceeds
Marketing (photos, realestate.com.au);1850;Dad's account
Conveyancer;1320;sale proceeds
Clean-out and skip (Luke + skip);640;Dad's account
Garden tidy before sale;380;Dad's account
Rates and water adjustments;316;sale proceeds
RAD paid to Lake Wendouree Gardens;480000;sale proceeds
Balance to Dad's account;~34000;for fees / assets test
"""


# --------------------------------------------------------------------------- Resources


def t_nmba(r: random.Random, dt: datetime) -> str:
    return """Nursing and Midwifery Board of Australia
Registered nurse standards for practice
The seven standards: 1. Thinks critically and analyses nursing practice. 2. Engages in therapeutic and
professional relationships. 3. Maintains the capability for practice. 4. Comprehensively conducts
assessments. 5. Develops a plan for nursing practice. 6. Provides safe, appropriate and responsive
quality nursing practice. 7. Evaluates outcomes to inform nursing practice.
These standards apply to all registered nurses across all areas of practice.
"""


def t_quality_standards(r: random.Random, dt: datetime) -> str:
    return """Aged Care Quality and Safety Commission
Strengthened Aged Care Quality Standards - guidance for providers
Standard 1 The Person; Standard 2 The Organisation; Standard 3 The Care and Services; Standard 4 The
Environment; Standard 5 Clinical Care; Standard 6 Food and Nutrition; Standard 7 The Residential
Community.
Outcome 5.7 Palliative care and end-of-life care ... Outcome 5.4 Comprehensive care ...
This guidance describes what the Commission expects to see when assessing providers.
"""


def t_delirium_guide(r: random.Random, dt: datetime) -> str:
    return """Delirium Clinical Care Standard - quick reference for nurses
1. Early identification: screen all older patients on admission with the 4AT.
2. Assessment: identify and treat the cause - infection, medications, dehydration, constipation, pain.
3. Prevention: orientation, sleep, hydration, mobility, glasses and hearing aids.
4. Antipsychotics are not recommended for the routine treatment of delirium.
5. Involve family and carers; provide information at discharge.
"""


def t_recipe(title: str, body: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"{title}\n{body}\n"
    return f


RECIPES = [
    ("Luke's mum's lasagne", ("Serves 6-8. Ragu: 500g beef mince, 500g pork mince, onion, carrot, celery, 2 tins "
     "tomatoes, red wine. Bechamel: 80g butter, 80g flour, 1L milk, nutmeg. Layer with fresh sheets, parmesan. "
     "Bake 180C 45 min, rest 15 min.")),
    ("Slow cooker lamb shanks", ("4 shanks browned, 2 onions, garlic, rosemary, 400ml stock, tin tomatoes, 1 cup "
     "red wine. Low 8 hours. Serve with mash and peas.")),
    ("Anzac biscuits (CWA)", ("1 cup rolled oats, 1 cup plain flour, 1 cup sugar, 3/4 cup coconut, 125g butter, "
     "2 tbsp golden syrup, 1/2 tsp bicarb dissolved in 2 tbsp boiling water. 160C 12-15 min.")),
    ("Chicken and corn soup", ("Chicken stock 1.5L, 2 chicken breasts poached and shredded, 2 cans creamed corn, "
     "ginger, soy, 2 eggs whisked in at the end, spring onion. Good for sick days.")),
    ("Sheet pan gnocchi", ("500g gnocchi, cherry tomatoes, zucchini, red onion, chorizo, olive oil; 220C 25 min "
     "shaking halfway. Feta and basil on top. Weeknight - 30 min.")),
]


def t_garden(r: random.Random, dt: datetime) -> str:
    return """Veggie patch - Melbourne (cool temperate) planting guide
Autumn (Mar-May): broad beans, garlic (plant by Anzac Day), peas, brassicas, lettuce, spinach
Winter (Jun-Aug): onions, asparagus crowns, fruit trees bare-rooted, prune roses mid-July
Spring (Sep-Nov): tomatoes after Melbourne Cup Day, zucchini, beans, basil, cucumbers
Summer (Dec-Feb): water early morning, mulch, succession-sow lettuce and beans
Lemon tree: feed with citrus food in late winter and late summer
"""


def t_garden_plan(r: random.Random, dt: datetime) -> str:
    return """Raised bed layout 2026 (back fence, full sun)
Bed 1: tomatoes (Grosse Lisse, Tommy Toe), basil, marigolds
Bed 2: garlic (planted April) -> beans in Nov
Bed 3: lettuce, rocket, silverbeet, parsley
Compost: turn every 2 weeks; worm farm under the deck
Order from Diggers: seed potatoes (Kipfler) in July
"""


# --------------------------------------------------------------------------- old iMac copy (Archive Backup)


def t_old_text(title: str, body: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"{title}\n{_d(dt)}\n{body}\n"
    return f


OLD_IMAC = [
    ("Documents/Northern Hills/Falls education package 2014.docx", "Falls prevention education - 4 West",
     "Session 1: why older people fall. Session 2: post-fall assessment and huddle. Competency checklist."),
    ("Documents/Northern Hills/Grad program roster 2015.xlsx", None,
     "Graduate;Rotation 1;Rotation 2;Preceptor\nA. Tran;4 West;ED;K. Walsh\nB. Kelly;5 North;4 West;R. Singh"),
    ("Documents/PhD/Chapter 5 findings draft 3.docx", "Chapter 5 - Learning to stay",
     "The core category, learning to stay, explained how graduates moved from surviving to belonging ..."),
    ("Documents/PhD/Ethics approval 2010.pdf", "Merriang University HREC - approval 2010/0147",
     "Graduate nurses' transition into aged care practice - approved until December 2013."),
    ("Documents/PhD/nvivo export codes.csv", None,
     "code,references\nsurviving,142\nbelonging,88\nlearning to stay,61\n"),
    ("Documents/Tax/Tax return 2017 summary.pdf", "Tax return 2016-17 - summary",
     "Salary Merriang University $98,412; deductions $1,240; refund $612."),
    ("Documents/House/Contract of sale Wattle Ave 2012.pdf", "Contract of Sale - 14 Wattle Avenue Thornbury",
     "Purchasers: M A Halloran and L J Brennan. Price $612,000. Settlement 60 days."),
    ("Documents/Kids/Chloe prep enrolment 2014.pdf", "Thornbury Primary School - enrolment form",
     "Student: Chloe Brennan, DOB 2009. Parent: Megan Halloran. Immunisation certificate attached."),
    ("Documents/Recipes/Christmas pudding Nan.txt", "Nan Halloran's Christmas pudding",
     "Soak fruit in brandy overnight. Steam 6 hours. Boiled in a calico cloth like Nan did."),
    ("Documents/letters/Letter to Dad 2018.docx", "Dear Dad",
     "Thanks for having the kids at Easter. Luke will come up to fix the back gate next month."),
    ("Desktop/Lecture NUR2104 2018 week 3.pptx", None, None),
    ("Desktop/untitled folder/notes.txt", "notes", ("call plumber re hot water; Chloe swimming Tuesdays; "
     "book Oscar kinder 2016")),
]


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
        if ext == "pptx":
            return _pptx([s for s in content.split("\n\n") if s.strip()])
        if ext in ("jpg", "jpeg"):
            taken = dt.replace(tzinfo=None) - timedelta(seconds=r.randint(41_000, 60_000))
            return _jpeg(r, taken if content == "exif" else None)
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

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    OD = "OneDrive - Merriang University"
    DL, DT, DOC = "Downloads", "Desktop", "Documents"

    # ------------------------------------------------------------ OneDrive: STAY-RAC (Projects Research)
    s = f"{OD}/Research/STAY-RAC"
    add(f"{s}/Ethics/HREC 2024-0387 approval letter.pdf", P, "Research", 711, t_hrec_approval)
    add(f"{s}/Ethics/Amendment 2 approval Mar 2026.pdf", P, "Research", 75, t_hrec_amend)
    add(f"{s}/Ethics/PICF interviews v4.docx", P, "Research", 80, t_picf)
    add(f"{s}/Ethics/PICF interviews v4 (1).docx", P, "Research", 79, t_picf)
    add(f"{s}/Ethics/Annual progress report 2025.docx", P, "Research", 140, t_progress_report)
    add(f"{s}/Data/survey_export_2025-11-30.csv", P, "Research", 183, t_survey_csv)
    for pid_age in (40, 95, 150):
        add(f"{s}/Data/Transcripts/transcript_deid_{_d(NOW - timedelta(days=pid_age)).replace(' ', '')}.docx",
            P, "Research", pid_age, t_transcript)
    add(f"{s}/Data/Codebook v2.xlsx", P, "Research", 60, t_codebook)
    add(f"{s}/Analysis/thematic map notes.md", P, "Research", 12, t_thematic_md)
    add(f"{s}/Manuscript/STAY-RAC manuscript R1 tracked.docx", P, "Research", 3, t_manuscript)
    add(f"{s}/Manuscript/Response to reviewers draft.docx", P, "Research", 2, t_response_reviewers)
    add(f"{s}/Manuscript/Decision letter AJA-2026-0142.pdf", P, "Research", 40, t_decision_letter)
    add(f"{s}/Manuscript/Figure 1 intention to stay by site.png", P, "Research", 16, "")
    add(f"{s}/Admin/Budget 2024-2026.xlsx", P, "Research", 20, t_budget)
    add(f"{s}/Admin/RA timesheet Hannah May 2026.xlsx", P, "Research", 6, t_ra_timesheet)
    add(f"{s}/Admin/Ellerton funding agreement EF-RH-2024-19.pdf", P, "Research", 700, t_funding_agreement)
    add(f"{s}/Admin/Milestone report 2 DRAFT.docx", P, "Research", 9, t_milestone)
    add(f"{s}/Meetings/Team meeting 2026-05-20.docx", P, "Research", 12, t_team_meeting)
    photo(f"{s}/Site photos/Horsham visit 1.jpg", P, "Research", 121)
    photo(f"{s}/Site photos/Horsham visit 2.jpg", P, "Research", 121)
    photo(f"{s}/Site photos/Stawell feedback session.jpg", P, "Research", 300)
    add(f"{s}/Site photos/Thumbs.db", L, "System", 120,
        lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    add(f"{DT}/STAY-RAC R1 cover letter.docx", P, "Research", 1, lambda r, dt:
        f"{_d(dt)}\nProf Catherine Aldous, Associate Editor, Australasian Journal on Ageing\nRe: AJA-2026-0142 "
        "- Why they stay (revised submission)\nDear Prof Aldous,\nThank you for the opportunity to revise our "
        "manuscript. We have addressed every comment from the two reviewers; the main changes are a "
        "justification of the convergent design, response rates by facility, a new joint display (Table 4) "
        "and a shortened Discussion.\nYours sincerely, Megan Halloran, on behalf of the authors")
    # hard ones
    add(f"{DL}/attachment.pdf", P, "Research", 40, t_reviewer_pdf, True)
    add(f"{DL}/export.csv", P, "Research", 190, t_survey_partial, True)
    add(f"{DL}/SKM_C30826030211230.pdf", P, "Research", 90, t_ethics_form_signed, True)
    add(f"{DOC}/Scans/scan_0021.pdf", P, "Research", 260, t_remittance, True)
    add(f"{DT}/Untitled.txt", P, "Research", 1, t_response_notes, True)

    # ------------------------------------------------------------ OneDrive: supervision (Areas Research)
    h = f"{OD}/HDR Supervision"
    add(f"{h}/Priya Raman PhD/Ch3 methodology draft2 - MH comments.docx", A, "Research", 9, t_chapter_comments)
    add(f"{h}/Priya Raman PhD/Supervision meeting record 2026.docx", A, "Research", 3, t_supervision_log)
    add(f"{h}/Priya Raman PhD/Annual progress review 2026.pdf", A, "Research", 20, t_apr)
    add(f"{h}/Priya Raman PhD/Annual progress review 2025.pdf", A, "Research", 385, t_apr)
    add(f"{h}/Daniel Okafor PhD/Confirmation panel report.docx", A, "Research", 150, t_confirmation)
    add(f"{h}/Daniel Okafor PhD/Data management plan v2.docx", A, "Research", 70, lambda r, dt:
        "Data management plan v2 - Daniel Okafor (PhD)\nProject: night-shift staffing and resident falls in "
        "residential aged care\nData: linked roster and incident data from the provider (de-identified by the "
        "provider's data custodian); stored on Merriang Research Drive; retention 5 years after thesis "
        "completion.\nSupervisor review: Dr M Halloran - approved with minor changes.")
    add(f"{h}/Honours Jess Whitfield/Lit review draft v2.docx", A, "Research", 10, t_honours_lit)
    add(f"{h}/Honours Jess Whitfield/Honours timeline 2026.xlsx", A, "Research", 50, t_honours_timeline)
    add(f"{DT}/draft.docx", A, "Research", 7, t_reference_letter, True)
    add(f"{DT}/Notes 12-5.txt", A, "Research", 20, t_honours_notes, True)
    add(f"{DL}/invite.ics", A, "Research", 6, t_supervision_ics, True)

    # ------------------------------------------------------------ reading (Resources Research)
    lit = f"{OD}/Research/Literature"
    add(f"{lit}/Fraser 2024 place attachment rural workforce.pdf", R, "Research", 400, t_article(2))
    add(f"{lit}/Walsh 2023 joint displays.pdf", R, "Research", 160, t_article(4))
    add(f"{lit}/Malterud information power.pdf", R, "Research", 30, t_article(5))
    add(f"{DL}/fulltext.pdf", R, "Research", 220, t_article(0), True)
    add(f"{DL}/s12877-024-05531-2.pdf", R, "Research", 330, t_article(1), True)
    add(f"{DL}/1-s2.0-S1322769625000412-main.pdf", R, "Research", 120, t_article(3), True)
    add(f"{DL}/jan.15892.pdf", R, "Research", 260, t_article(6), True)
    add(f"{lit}/EndNote library STAY-RAC.enlx", R, "Research", 25, lambda r, dt: _zip([
        ("STAY-RAC.enl", "EndNote library - 212 references"), ("STAY-RAC.Data/sdb/sdb.eni", "index")]))

    # ------------------------------------------------------------ FallSafe and PhD (Archive Research)
    fs = f"{OD}/Research/FallSafe 2022-2023 (completed)"
    add(f"{fs}/FallSafe final report.pdf", X, "Research", 1020, t_fallsafe_final)
    add(f"{fs}/FallSafe dataset final.csv", X, "Research", 1050, t_fallsafe_data)
    add(f"{fs}/HREC final report and closure.pdf", X, "Research", 900, t_fallsafe_closure)
    add(f"{fs}/FallSafe toolkit v1.2.docx", X, "Research", 1100, lambda r, dt:
        "FallSafe toolkit - for residential aged care homes\n1. Post-fall huddle template\n2. Falls risk "
        "screening at admission and monthly\n3. Sensor mat and low-low bed decision guide\n4. Staff education "
        "slides (30 min)\nDeveloped by the FallSafe team, Merriang University, 2022-2023")
    ph = f"{DOC}/PhD"
    add(f"{ph}/Halloran PhD thesis FINAL 2014.pdf", X, "Research", 4350, t_phd_thesis)
    add(f"{ph}/Examiners reports.pdf", X, "Research", 4250, t_phd_exam)
    add(f"{ph}/Graduation booking Dec 2014.pdf", X, "Research", 4200, lambda r, dt:
        "Merriang University - Graduation ceremony booking\nGraduand: Megan Anne Halloran - Doctor of Philosophy "
        "(Nursing)\nCeremony: Wednesday 17 December 2014, 2 pm, Plenty Hall\nGuest tickets: 3\nAcademic dress "
        "hire: PhD gown, bonnet and hood - collect from 12 pm")

    # ------------------------------------------------------------ OneDrive: Teaching (Areas)
    t = f"{OD}/Teaching/NUR2104 Older Persons 2026 S1"
    add(f"{t}/NUR2104 Unit Guide S1 2026.docx", A, "Teaching", 110, t_unit_guide("NUR2104", "Nursing Care of "
        "Older Persons", "Semester 1, 2026"))
    add(f"{t}/Lectures/Week 01 Introduction to gerontological nursing.pptx", A, "Teaching", 95, lambda r, dt: _pptx(
        t_lecture("Week 1: Introduction to gerontological nursing",
                  ["Describe population ageing in Australia", "Recognise ageism in health care",
                   "Outline the aged care system", "1 in 6 Australians is over 65", "Royal Commission 2021",
                   "My Aged Care and ACAS"])))
    add(f"{t}/Lectures/Week 05 Delirium dementia and depression.pptx", A, "Teaching", 75, lambda r, dt: _pptx(
        t_lecture("Week 5: Delirium, dementia and depression - the 3 Ds",
                  ["Differentiate the 3 Ds", "Use the 4AT", "Plan non-pharmacological care",
                   "Delirium is a medical emergency", "Dementia: responsive behaviours",
                   "Depression is under-treated"])))
    add(f"{t}/Lectures/Week 09 Falls and frailty.pptx", A, "Teaching", 45, lambda r, dt: _pptx(
        t_lecture("Week 9: Falls and frailty",
                  ["Assess falls risk", "Apply the Clinical Frailty Scale", "Plan multifactorial interventions",
                   "Falls are not a normal part of ageing", "Medication review", "Post-fall huddle"])))
    add(f"{t}/Assessment/Assessment 2 case study brief.docx", A, "Teaching", 100, t_case_brief)
    add(f"{t}/Assessment/A2 marking rubric.xlsx", A, "Teaching", 100, t_rubric)
    add(f"{t}/Assessment/A2 moderation sample.xlsx", A, "Teaching", 25, t_moderation)
    add(f"{t}/Exam/NUR2104 Final Exam June 2026 DRAFT v3.docx", A, "Teaching", 14, t_exam(2026))
    add(f"{t}/Exam/~$R2104 Final Exam June 2026 DRAFT v3.docx", L, "System", 1,
        b"\x0eMegan Halloran" + b"\x00" * 40 + b"\x0e\x00M\x00e\x00g\x00a\x00n\x00" + b"\x20\x00" * 50)
    add(f"{t}/Exam/NUR2104 exam answer key.docx", A, "Teaching", 14, t_answer_key)
    add(f"{t}/Special consideration list S1.xlsx", A, "Teaching", 5, t_special_consid)
    add(f"{t}/Tutorials/Tutorial 6 medication review.docx", A, "Teaching", 60, t_tutorial)
    add(f"{t}/Student emails/Re extension request A2.eml", A, "Teaching", 35, t_extension_eml)
    add(f"{t}/A2 feedback comment bank.docx", A, "Teaching", 30, t_feedback_bank)
    t3 = f"{OD}/Teaching/NUR3207 Leadership 2026 S2"
    add(f"{t3}/NUR3207 Unit Guide S2 2026 draft.docx", A, "Teaching", 4, t_unit_guide("NUR3207", "Leadership "
        "and Professional Practice", "Semester 2, 2026"))
    add(f"{t3}/NUR3207 teaching schedule S2 2026.xlsx", A, "Teaching", 8, t_schedule_s2)
    add(f"{t3}/Week 01 Leadership and followership.pptx", A, "Teaching", 2, t_pptx_leadership)
    t5 = f"{OD}/Teaching/NUR2104 2025 S1"
    add(f"{t5}/NUR2104 Final Exam 2025.docx", A, "Teaching", 375, t_exam(2025))
    add(f"{t5}/NUR2104 SFU report S1 2025.pdf", A, "Teaching", 330, t_sfu)
    add(f"{OD}/Teaching/Teaching resources/Authentic assessment guide LTC.pdf", R, "Teaching", 420, t_assessment_guide)
    add(f"{OD}/Teaching/Teaching resources/Case study bank older persons.docx", R, "Teaching", 510, t_case_bank)
    add(f"{OD}/desktop.ini", L, "System", 500,
        b"\xff\xfe" + "[.ShellClassInfo]\r\nIconResource=C:\\Program Files\\Microsoft OneDrive\\OneDrive.exe,0\r\n"
        .encode("utf-16-le"))
    add(f"{DL}/NUR2104 class list S1 2026.csv", A, "Teaching", 100, t_class_list)
    add(f"{DL}/NUR2104 Unit Guide S1 2026 (1).docx", A, "Teaching", 96, t_unit_guide("NUR2104", "Nursing Care "
        "of Older Persons", "Semester 1, 2026"))
    add(f"{DL}/NUR2104_A2_submissions_T04.zip", A, "Teaching", 28, lambda r, dt: _zip(
        [(f"{r.randint(21000000, 22999999)}_NUR2104_A2_casestudy.docx", "Case study essay - Mrs Dorothy Pearce")
         for _ in range(6)]))
    add(f"{DL}/Book1.xlsx", A, "Teaching", 10, t_marks_book, True)
    add(f"{DT}/Document2.docx", A, "Teaching", 62, t_lecture_notes, True)
    add(f"{DOC}/New Document.docx", A, "Teaching", 20, t_mcq_draft, True)
    add(f"{DL}/SKM_C30826051910150.pdf", A, "Teaching", 12, t_exam_cover, True)

    # ------------------------------------------------------------ the job (Areas Work)
    ad = f"{OD}/Admin"
    add(f"{ad}/PDR 2026 goals.docx", A, "Work", 120, t_pdr)
    add(f"{ad}/PDR 2025 goals.docx", A, "Work", 480, t_pdr)
    add(f"{ad}/Workload allocation 2026.xlsx", A, "Work", 150, t_workload)
    add(f"{ad}/Position description Senior Lecturer Nursing.pdf", A, "Work", 3700, t_position)
    cm = f"{OD}/Committees"
    add(f"{cm}/L&T Committee/Minutes 2026-04-15.docx", A, "Work", 47, t_lt_minutes)
    add(f"{cm}/L&T Committee/Agenda 2026-05-20.docx", A, "Work", 12, t_lt_agenda)
    add(f"{cm}/L&T Committee/Paper 3.1 aged care mapping.docx", A, "Work", 14, t_course_review)
    add(f"{cm}/HREC/HREC agenda May 2026.pdf", A, "Work", 18, t_hrec_agenda)
    add(f"{cm}/HREC/Reviewer comments 2026-0121.docx", A, "Work", 15, t_hrec_review)
    add(f"{DL}/meeting.ics", A, "Work", 10, t_hrec_ics, True)
    add(f"{DL}/receipt (1).pdf", A, "Work", 8, t_ahpra_receipt, True)
    add(f"{DOC}/Work/CPD log 2025-26.xlsx", A, "Work", 30, t_cpd)
    add(f"{DOC}/Work/AHPRA registration 2025.pdf", A, "Work", 372, t_ahpra_receipt)
    add(f"{DL}/Registered-nurse-standards-for-practice.PDF", R, "Nursing", 700, t_nmba)

    # ------------------------------------------------------------ OSP sabbatical (Projects Work)
    o = f"{OD}/OSP 2027"
    add(f"{o}/OSP application S1 2027 draft.docx", P, "Work", 5, t_osp_form)
    add(f"{o}/OSP budget.xlsx", P, "Work", 6, t_osp_budget)
    add(f"{o}/Host letter Galway.pdf", P, "Work", 25, t_osp_host)
    add(f"{DT}/Document1.docx", P, "Work", 3, t_osp_draft, True)
    add(f"{DL}/FW.eml", P, "Work", 4, t_osp_hos_eml, True)
    add(f"{DL}/form (1).pdf", P, "Work", 40, t_osp_template, True)

    # ------------------------------------------------------------ Northern Hills job (Archive Work)
    oj = f"{DOC}/Old jobs/Northern Hills Health"
    add(f"{oj}/CNE position description 2011.pdf", X, "Work", 5500, t_cne_pd)
    add(f"{oj}/Statement of service 2016.pdf", X, "Work", 3760, t_cne_separation)
    add(f"{oj}/Grad program 2015 orientation.pptx", X, "Work", 4150, lambda r, dt: _pptx(t_grad_program(r, dt)))
    add(f"{oj}/Payslip final Feb 2016.pdf", X, "Work", 3755, lambda r, dt:
        "Northern Hills Health - Pay advice - FINAL PAY\nEmployee: Megan Halloran   Classification: Clinical "
        "Nurse Educator Grade 4 Year 2\nOrdinary hours 60.8; annual leave paid out 112.4 hrs; long service leave "
        "pro rata\nGross $14,820.55  Tax $4,902.00  Net $9,918.55\nEmployment ceased 19/02/2016")
    add(f"{DOC}/misc/Doc1.docx", X, "Work", 3770, t_cne_reference, True)

    # ------------------------------------------------------------ Singapore congress (Projects Conference)
    c = f"{OD}/Conferences/APCGN Singapore 2026"
    add(f"{c}/Abstract 0417 final.docx", P, "Conference", 160, t_abstract)
    add(f"{c}/Abstract 0417 accepted.eml", P, "Conference", 55, t_accept_eml)
    add(f"{c}/Registration confirmation APCGN26.pdf", P, "Conference", 20, t_conf_reg)
    add(f"{c}/Flights SQ218 SQ217 itinerary.pdf", P, "Conference", 18, t_flights)
    add(f"{c}/Conference support fund application.docx", P, "Conference", 30, t_conf_fund)
    add(f"{c}/Why they stay - APCGN slides v1.pptx", P, "Conference", 7, t_conf_slides)
    add(f"{DL}/form.pdf", P, "Conference", 15, t_travel_approval, True)
    add(f"{DL}/print.pdf", P, "Conference", 17, t_hotel_sg, True)
    add(f"{DT}/new.txt", P, "Conference", 11, t_talk_outline, True)
    add(f"{DL}/APCGN2026_Programme_at_a_glance.pdf", P, "Conference", 9, lambda r, dt:
        "12th Asia-Pacific Congress of Gerontological Nursing - Programme at a glance\nWednesday 16 September: "
        "opening plenary - Ageing in place across Asia\nThursday 17 September: concurrent sessions; Session 4B "
        "Workforce - 11:00 Halloran M (Australia) Why they stay\nFriday 18 September: closing plenary and awards")
    a24 = f"{OD}/Conferences/AGNC Adelaide 2024"
    add(f"{a24}/FallSafe poster P-22 final.pdf", X, "Conference", 590, t_adelaide_poster)
    add(f"{a24}/Poster abstract FallSafe.docx", X, "Conference", 720, lambda r, dt:
        "AGNC 2024 abstract - poster\nFallSafe: what worked in six aged care homes\nHalloran M, Kowalski T, Carney R"
        "\nA nurse-led falls prevention program implemented in six residential aged care homes reduced falls by "
        "24%. Staff valued the post-fall huddle most.")
    add(f"{DOC}/2024/document.pdf", X, "Conference", 600, t_adelaide_receipt, True)

    # ------------------------------------------------------------ the house (Areas Home)
    hs = f"{DOC}/House"
    add(f"{hs}/Rates notice 2025-26 Darebin.pdf", A, "Home", 270, t_rates)
    add(f"{hs}/Bills/Yarra Valley Water Apr 2026.pdf", A, "Home", 55, t_water)
    add(f"{hs}/Bills/Brightside electricity May 2026.pdf", A, "Home", 20, t_power)
    add(f"{hs}/Bills/Brightside electricity Apr 2026.pdf", A, "Home", 51, t_power)
    add(f"{hs}/Home and contents renewal 2025.pdf", A, "Home", 200, t_home_insurance)
    add(f"{hs}/Gutter clean invoice.pdf", A, "Home", 150, t_gutters)
    add(f"{DL}/download.pdf", A, "Home", 148, t_water, True)
    add(f"{DOC}/Scans/scan_0013.pdf", A, "Home", 230, t_smoke, True)
    add(f"{DL}/Rates instalment reminder Feb.pdf", A, "Home", 110, t_rates)
    dk = f"{hs}/Deck 2021"
    add(f"{dk}/Deck plan and materials.pdf", X, "Home", 1900, t_deck_plan)
    add(f"{dk}/Northern Timber invoice.pdf", X, "Home", 1930, lambda r, dt:
        "Northern Timber Supplies - TAX INVOICE 18842\nCustomer: Luke Brennan (Brennan Carpentry)\nDelivery: "
        "14 Wattle Avenue Thornbury\n140x45 H4 pine bearers 6/4.8; joists 12/3.6; merbau decking 90x19 - 62 lm; "
        "stirrups x 8; decking screws\nTotal $4,860.00 incl GST - PAID")
    photo(f"{dk}/deck finished.jpg", X, "Home", 1890)

    # ------------------------------------------------------------ bathroom renovation (Projects Home)
    b = f"{DOC}/Bathroom reno"
    add(f"{b}/Quote Aqua Flow Plumbing.pdf", P, "Home", 70, t_plumber_quote)
    add(f"{b}/Tiler quote Marco.pdf", P, "Home", 50, t_tiler_quote)
    add(f"{b}/Tile Depot invoice.pdf", P, "Home", 25, t_tiles)
    add(f"{b}/Harlow order confirmation.pdf", P, "Home", 40, t_vanity)
    add(f"{b}/Reno budget.xlsx", P, "Home", 4, t_reno_budget)
    add(f"{b}/~$Reno budget.xlsx", L, "System", 4, b"\x0eMegan Halloran" + b"\x00" * 40 + b"\x20\x00" * 60)
    add(f"{b}/Luke materials list.txt", P, "Home", 35, t_materials)
    add(f"{b}/layout sketch.png", P, "Home", 80, "")
    add(f"{DL}/ATT00001.pdf", P, "Home", 30, t_plumber_quote, True)
    add(f"{DL}/invoice (1).pdf", P, "Home", 24, t_tiles, True)
    add(f"{DL}/data.xlsx", P, "Home", 45, t_tile_calc, True)
    add(f"{DL}/CamScanner 05-05-2026 14.22.pdf", P, "Home", 27, t_skip, True)
    add(f"{DL}/forwarded message.eml", P, "Home", 6, t_vanity_fw, True)
    add(f"{DT}/todo.md", P, "Home", 2, t_reno_todo, True)
    for i, age in enumerate((60, 27, 26, 12, 9, 5, 3)):
        photo(f"Pictures/Bathroom reno/IMG_{5120 + i * 13}.HEIC", P, "Home", age)
    photo("Pictures/Bathroom reno/before.jpg", P, "Home", 61)
    add(f"{DOC}/Manuals/Bosch dishwasher SMS6ZCI42E manual.pdf", R, "Home", 900, t_manual(
        "Bosch Series 6 dishwasher", "SMS6ZCI42E", ["Loading the dishwasher", "Programme overview: Eco 50, Auto 45-65",
                                                     "Cleaning the filters monthly",
                                                     "Fault codes: E:24 drain blocked"]))
    add(f"{DOC}/Manuals/Fujitsu split system ASTG24.pdf", R, "Home", 1300, t_manual(
        "Fujitsu General reverse cycle air conditioner", "ASTG24KMTC", ["Remote control functions",
                                                                       "Cleaning the air filter every 2 weeks",
                                                                       "Timer and sleep mode", "Troubleshooting"]))
    add(f"{DL}/Rheem_Stellar_owners_guide.pdf", R, "Home", 500, t_manual(
        "Rheem Stellar 330 gas storage water heater", "850330", ["Lighting the pilot", "Temperature setting 60C",
                                                                  "Relief valve - ease lever every 6 months",
                                                                  "Anode inspection every 5 years"]))
    add(f"{DOC}/misc/info.pdf", R, "Home", 640, t_manual(
        "Breville the Barista Express espresso machine", "BES870", ["Grind size and dose", "Milk texturing",
                                                                    "Descaling every 2-3 months",
                                                                    "Clean me light - cleaning cycle"]), True)

    # ------------------------------------------------------------ Chloe's VCE + uni (Projects School)
    v = f"{DOC}/Kids/Chloe VCE 2026"
    add(f"{v}/SAC calendar Term 2.pdf", P, "School", 60, t_sac_calendar)
    add(f"{v}/VTAC preferences draft.xlsx", P, "School", 15, t_vtac_prefs)
    add(f"{v}/SEAS statement draft.docx", P, "School", 9, t_seas)
    add(f"{v}/Open days.txt", P, "School", 12, t_open_days)
    add(f"{v}/Study timetable Term 2.xlsx", P, "School", 55, t_study_timetable)
    add(f"{v}/Semester 1 progress report.pdf", P, "School", 8, t_unit3_results)
    add(f"{v}/VCE exam timetable 2026.pdf", P, "School", 100, lambda r, dt:
        "VCAA - 2026 VCE examination timetable (selected)\nGeneral Achievement Test: Wednesday 17 June 2026\n"
        "English: Wednesday 28 October 9:00 am\nPsychology: Thursday 29 October\nMathematical Methods exam 1: "
        "Friday 30 October; exam 2: Monday 2 November\nBiology: Wednesday 4 November\nChemistry: Monday 9 November\n"
        "Results released to students: December")
    add(f"{DL}/download (1).pdf", P, "School", 30, t_ucat, True)
    add(f"{DL}/message.eml", P, "School", 18, t_careers_eml, True)
    add(f"{DOC}/Scans/scan_0020.pdf", P, "School", 25, t_ucat_result, True)
    add(f"{DT}/Chloe VTAC prefs v2.xlsx", P, "School", 3, t_vtac_prefs)

    # ------------------------------------------------------------ school (Areas School)
    k = f"{DOC}/Kids"
    add(f"{k}/School fees 2026.pdf", A, "School", 120, t_school_fees)
    add(f"{k}/Chloe Year 11 report S2 2025.pdf", A, "School", 175, t_y11_report)
    add(f"{k}/Oscar/Oscar Sem 2 2024 report.pdf", A, "School", 540, t_school_report)
    add(f"{k}/Oscar/Asthma action plan Oscar.pdf", A, "Health", 200, t_asthma)
    add(f"{DL}/doc05123420260512.pdf", A, "School", 20, t_camp_form, True)
    add(f"{DOC}/Scans/scan_0014.pdf", A, "School", 180, t_school_report, True)
    add(f"{DL}/invite (1).ics", A, "School", 12, t_ptc_ics, True)
    add(f"{DL}/unnamed (1).pdf", A, "School", 40, t_music_invoice, True)

    # ------------------------------------------------------------ Tasmania (Projects Travel)
    tz = f"{DOC}/Tassie July 2026"
    add(f"{tz}/Spirit of Tasmania booking.pdf", P, "Travel", 120, t_spirit)
    add(f"{tz}/Cradle Mountain cottage.pdf", P, "Travel", 110, t_cradle)
    add(f"{tz}/Hobart Airbnb Battery Point.pdf", P, "Travel", 100, t_hobart)
    add(f"{tz}/Itinerary draft.docx", P, "Travel", 15, t_tas_itinerary)
    add(f"{tz}/MONA tickets.pdf", P, "Travel", 60, t_mona)
    add(f"{DL}/file.pdf", P, "Travel", 14, t_cradle_mod, True)
    add(f"{DT}/Untitled 2.txt", P, "Travel", 5, t_tas_packing, True)
    add(f"{DOC}/Untitled spreadsheet.xlsx", P, "Travel", 9, t_tas_costs, True)
    add(f"{DL}/pdfresizer.com-pdf-resize.pdf", P, "Travel", 50, t_travel_insurance, True)
    add(f"{DL}/output.pdf", P, "Travel", 30, t_spirit, True)
    add(f"{DL}/Tasmania_road_map_2026.pdf.part", L, "System", 1, lambda r, dt: _blob(r, b"%PDF-1.6\n%\xe2\xe3", 1200))

    # ------------------------------------------------------------ past trips (Archive Travel)
    tr = f"{DOC}/Travel"
    add(f"{tr}/Japan Jan 2025/Japan itinerary.xlsx", X, "Travel", 540, t_japan_itin)
    add(f"{tr}/Japan Jan 2025/Shinjuku Granbell reservation.pdf", X, "Travel", 560, t_japan_hotel)
    add(f"{tr}/Bali 2023/Jetstar itinerary JQ35.pdf", X, "Travel", 1000, t_bali)
    add(f"{tr}/Bali 2023/Ubud villa booking.pdf", X, "Travel", 990, lambda r, dt:
        "Booking.com - Confirmation\nVilla Sekar Ubud - 2-bedroom pool villa\nCheck-in Wed 27 September 2023 - "
        "Check-out Sun 1 October 2023 (4 nights)\nGuests: 2 adults, 2 children\nTotal IDR 9,800,000 - pay at "
        "property\nFree airport pickup arranged for 27 Sept, 2 pm from Seminyak")
    add(f"{DOC}/2024/notes.txt", X, "Travel", 600, t_japan_planning, True)

    # ------------------------------------------------------------ money (Areas Finance)
    m = f"{DOC}/Money"
    add(f"{m}/Tax/Tax return 2024-25 summary.pdf", A, "Finance", 255, t_tax_summary)
    add(f"{m}/Tax/Income statement 2024-25.pdf", A, "Finance", 320, t_income_statement)
    add(f"{m}/Tax/Deductions 2025-26.xlsx", A, "Finance", 5, t_deductions)
    add(f"{m}/Super/TertiarySuper statement 2024.pdf", A, "Finance", 680, t_super)
    add(f"{m}/Mortgage/Home loan statement Dec 2025.pdf", A, "Finance", 150, t_mortgage)
    for age in (4, 18, 32):
        add(f"{m}/Payslips/Payslip {(NOW - timedelta(days=age)).strftime('%Y-%m-%d')}.pdf", A, "Finance", age,
            t_payslip)
    add(f"{DL}/document.pdf", A, "Finance", 250, t_noa, True)
    add(f"{DL}/statement.pdf", A, "Finance", 300, t_super, True)
    add(f"{DL}/export (1).csv", A, "Finance", 3, t_bank_csv, True)
    add(f"{DOC}/Scans/scan_0015.pdf", A, "Finance", 80, t_loan_variation, True)
    add(f"{DOC}/Scans/scan_0019.pdf", A, "Finance", 300, t_donation, True)
    add(f"{DT}/temp.xlsx", A, "Finance", 40, t_household_budget, True)
    add(f"{DOC}/2024/scan0031.pdf", A, "Finance", 680, t_tax_summary, True)
    add(f"{DOC}/2024/Payslip 2024-12-05.pdf", A, "Finance", 543, t_payslip)
    add(f"{DOC}/2024/Home loan statement Jun 2024.pdf", A, "Finance", 700, t_mortgage)

    # ------------------------------------------------------------ health (Areas Health)
    he = f"{DOC}/Health"
    add(f"{he}/Medicare claims history.pdf", A, "Health", 40, t_medicare)
    add(f"{he}/Coastline cover summary 2026.pdf", A, "Health", 60, t_phi_policy)
    add(f"{he}/Physio receipt Luke.pdf", A, "Health", 70, t_physio)
    add(f"{he}/Coastline tax statement 2024.pdf", A, "Health", 690, t_phi)
    add(f"{DL}/document (2).pdf", A, "Health", 300, t_phi, True)
    add(f"{DL}/2026-05-18.pdf", A, "Health", 14, t_pathology, True)
    add(f"{DL}/receipt.pdf", A, "Health", 30, t_dentist, True)
    add(f"{DOC}/Scans/scan_0017.pdf", A, "Health", 400, t_optom, True)
    add(f"{DT}/questions.txt", A, "Health", 15, t_gp_questions, True)
    add(f"{DL}/unnamed.pdf", A, "Health", 13, t_gp_referral, True)
    add(f"{DL}/letter.pdf", A, "Health", 35, t_medicare_letter, True)

    # ------------------------------------------------------------ cars (Areas Car / Archive)
    ca = f"{DOC}/Cars"
    add(f"{ca}/Linkt statement May.pdf", A, "Car", 20, t_linkt)
    add(f"{ca}/HiLux tyre quote.pdf", A, "Car", 90, t_tyres)
    add(f"{ca}/CX-5 rego 2025.pdf", A, "Car", 390, t_rego)
    add(f"{DL}/pdf.pdf", A, "Car", 25, t_rego, True)
    add(f"{DL}/Untitled.pdf", A, "Car", 10, t_car_ins, True)
    add(f"{DOC}/Scans/scan_0016.pdf", A, "Car", 130, t_service, True)
    add(f"{ca}/Corolla/Corolla sale receipt.pdf", X, "Car", 1050, t_corolla)
    add(f"{ca}/Corolla/Roadworthy certificate 2023.pdf", X, "Car", 1058, lambda r, dt:
        "Certificate of Roadworthiness - Victoria\nVehicle: 2009 Toyota Corolla, rego ULK 409, VIN "
        "JTNKU3JE20J0XXXXX\nTested by: Preston Auto Centre (LVT 4471)\nResult: PASS - front tyres replaced, wiper "
        "blades replaced\nValid for sale or re-registration for 30 days")

    # ------------------------------------------------------------ Dad (Areas Dad / Archive)
    dd = f"{DOC}/Dad"
    add(f"{dd}/Residential care agreement LWG.pdf", A, "Dad", 660, t_care_agreement)
    add(f"{dd}/Enduring POA 2021.pdf", A, "Dad", 1874, t_epoa)
    add(f"{dd}/Fee advice Services Australia Aug 2025.pdf", A, "Dad", 300, t_fee_advice)
    add(f"{dd}/Invoices/LWG invoice May 2026.pdf", A, "Dad", 15, t_care_invoice)
    add(f"{dd}/Invoices/LWG invoice Apr 2026.pdf", A, "Dad", 46, t_care_invoice)
    add(f"{dd}/Care plan review Mar 2026.docx", A, "Dad", 70, t_care_plan)
    add(f"{dd}/Dad bank statement Apr.pdf", A, "Dad", 30, t_dad_bank)
    add(f"{DL}/document (1).pdf", A, "Dad", 40, t_fee_advice, True)
    add(f"{DL}/invoice.pdf", A, "Dad", 76, t_care_invoice, True)
    add(f"{DL}/Scanned Document.pdf", A, "Dad", 640, t_epoa_letter, True)
    add(f"{DL}/Re_ Query.eml", A, "Dad", 22, t_dad_dental_eml, True)
    add(f"{DL}/Scan 3 May 2026.pdf", A, "Dad", 29, t_pharmacy, True)
    add(f"{DOC}/Scans/scan_0012.pdf", A, "Dad", 370, t_dad_pension, True)
    add(f"{DOC}/2024/scan0044.pdf", A, "Dad", 700, t_acat, True)
    add(f"{DOC}/2024/letter.docx", A, "Dad", 560, t_dad_bank_letter, True)
    add(f"{DT}/notes.txt", A, "Dad", 8, t_dad_notes, True)
    add(f"{dd}/House sale 2025/Contract of sale Kent St.pdf", X, "Dad", 430, t_dad_contract)
    add(f"{dd}/House sale 2025/Settlement statement.pdf", X, "Dad", 380, t_dad_settlement)
    add(f"{DOC}/misc/Book2.xlsx", X, "Dad", 420, t_dad_sale_costs, True)

    # ------------------------------------------------------------ reference and interests (Resources)
    add(f"{DOC}/Work/Strengthened Aged Care Quality Standards guidance.pdf", R, "Nursing", 240, t_quality_standards)
    add(f"{DL}/resource.pdf", R, "Nursing", 330, t_delirium_guide, True)
    for i, (title, body) in enumerate(RECIPES):
        add(f"{DOC}/Recipes/{title}.{'docx' if i % 2 else 'txt'}", R, "Cooking", 200 + i * 170, t_recipe(title, body))
    add(f"{DT}/Untitled 3.txt", R, "Cooking", 33, t_recipe("", "Pumpkin soup - 1 butternut, 1 onion, 2 garlic, "
        "1L chicken stock, nutmeg, cream to finish. Roast pumpkin 200C 40 min first, then blitz. Freezes well."),
        True)
    add(f"{DOC}/Garden/Planting guide Melbourne.pdf", R, "Gardening", 800, t_garden)
    add(f"{DOC}/Garden/Raised beds 2026.txt", R, "Gardening", 62, t_garden_plan)
    books = [("The Dictionary of Lost Words", "Pip Williams"), ("Being Mortal", "Atul Gawande"),
             ("Lessons in Chemistry", "Bonnie Garmus"), ("The Rural Nurse's Handbook", "J. McKenzie"),
             ("Bruny", "Heather Rose")]
    for i, (title, author) in enumerate(books):
        folder = DL if i % 2 else f"{DOC}/Books"
        add(f"{folder}/{title.replace(' ', '_')}.epub", R, "Books", 90 + i * 150,
            lambda r, dt, t=title, a=author: _epub(t, a, "en-AU", f"{t} by {a}. Chapter One."))
    tracks = [("Flame Trees", "Cold Chisel", "East"), ("Throw Your Arms Around Me", "Hunters & Collectors",
              "Human Frailty"), ("Sunday Best", "Missy Higgins", "The Special Ones"),
              ("Bow River", "Cold Chisel", "East"), ("Into My Arms", "Nick Cave", "The Boatman's Call")]
    for i, (title, artist, album) in enumerate(tracks):
        add(f"Music/{artist}/{album}/{i + 1:02d} {title}.mp3", R, "Music", 600 + i * 200,
            lambda r, dt, t=title, a=artist, al=album: _id3(r, t, a, al))
    add(f"{DL}/zoomusInstaller.pkg", R, "Software", 160, lambda r, dt: _blob(r, b"xar!\x00\x1c\x00\x01", 1800))
    add(f"{DL}/NVivo_14_Mac.dmg", R, "Software", 700, lambda r, dt: _blob(r, b"\x78\x01\x73\x0d\x62\x62\x60", 2000))
    add(f"{DL}/EndNote21Installer.dmg", R, "Software", 420,
        lambda r, dt: _blob(r, b"\x78\x01\x73\x0d\x62\x62\x60", 2000))
    add(f"{DL}/Firefox 138.0.dmg", R, "Software", 45, lambda r, dt: _blob(r, b"\x78\x01\x73\x0d\x62\x62\x60", 2000))
    add(f"{DL}/Microsoft_Teams_installer.pkg", R, "Software", 260,
        lambda r, dt: _blob(r, b"xar!\x00\x1c\x00\x01", 1800))
    add(f"{DL}/NVivo_15_Mac.dmg.crdownload", L, "System", 0.2, lambda r, dt: _blob(r, b"\x78\x01\x73\x0d", 1500))

    # ------------------------------------------------------------ photos and screenshots (Resources Photos)
    for i, age in enumerate((2, 9, 16, 23, 38, 52, 66, 95, 130, 170, 210, 260, 330, 365)):
        photo(f"Pictures/iPhone import/IMG_{6012 - i * 37}.HEIC", R, "Photos", age)
    for i, age in enumerate((505, 505, 503, 501, 499, 498)):
        photo(f"Pictures/Japan 2025/DSC_{1400 + i * 11}.jpg", R, "Photos", age)
    for i, age in enumerate((44, 170, 400)):
        photo(f"Pictures/Dad visits/IMG_{4200 + i * 301}.jpg", R, "Photos", age)
    for age, stamp in ((1, "2026-05-31 at 8.14.02 pm"), (6, "2026-05-26 at 10.02.51 am"),
                       (19, "2026-05-13 at 3.47.19 pm"), (48, "2026-04-14 at 9.05.33 am"),
                       (120, "2026-02-01 at 11.58.40 am")):
        add(f"{DT}/Screenshot {stamp}.png", R, "Photos", age, "")

    # ------------------------------------------------------------ the old iMac copy (Archive Backup)
    old_ages = (4200, 3950, 4450, 5600, 4500, 3200, 5100, 4400, 3600, 2960, 2900, 3800)
    for (rel, title, body), age in zip(OLD_IMAC, old_ages):
        if rel.endswith(".pptx"):
            add(f"Old iMac/{rel}", X, "Backup", age, lambda r, dt: _pptx(
                ["NUR2104 Week 3 2018\nComprehensive geriatric assessment", "Domains\nPhysical\nCognitive\nSocial"]))
        elif title is None:
            add(f"Old iMac/{rel}", X, "Backup", age, body)
        else:
            add(f"Old iMac/{rel}", X, "Backup", age, t_old_text(title, body))
    for i in range(8):
        photo(f"Old iMac/Pictures/iPhoto export/IMG_{1100 + i * 53}.JPG", X, "Backup", 2600 + i * 120)
    add("Old iMac/Music/iTunes/Paul Kelly/Songs from the South/01 To Her Door.mp3", X, "Backup", 3000,
        lambda r, dt: _id3(r, "To Her Door", "Paul Kelly", "Songs from the South"))
    add("Old iMac/Documents/Kids/Oscar kinder enrolment 2016.pdf", X, "Backup", 3900,
        t_old_text("Thornbury Kindergarten - enrolment 2016", "Child: Oscar Brennan. Session: 4-year-old group."))

    # ------------------------------------------------------------ more of the heap: copies, strays, 2024
    add(f"{DL}/Spirit of Tasmania booking (1).pdf", P, "Travel", 119, t_spirit)
    add(f"{DL}/HREC 2024-0387 approval letter (1).pdf", P, "Research", 400, t_hrec_approval)
    add(f"{DL}/AJA-2026-0142 decision letter.pdf", P, "Research", 40, t_decision_letter)
    add(f"{DL}/Open access APC quote AJA-2026-0142.pdf", P, "Research", 38, lambda r, dt:
        f"Wiley - Open Access Article Publication Charge - quote\nJournal: Australasian Journal on Ageing\n"
        f"Manuscript: AJA-2026-0142 Why they stay (corresponding author: Dr Megan Halloran)\nDate: {_d(dt)}\n"
        f"APC (list price): {_money(r, 2300, 2700)} + VAT where applicable\nMerriang University has no "
        "read-and-publish agreement covering this title. Payment is due only on acceptance.\nInvoice to: "
        "Research Finance, Merriang University, cost centre 4471-NUR (Ellerton Foundation grant)")
    add(f"{DL}/Quote_Q-20417.pdf", P, "Home", 71, t_plumber_quote)
    add(f"{DL}/Darebin hard rubbish booking.pdf", A, "Home", 85, lambda r, dt:
        f"Darebin City Council - Hard rubbish collection booking confirmed\nBooking no. HR-{r.randint(100000, 999999)}"
        f"\nAddress: {HOME_ADDR}\nCollection week: {_d(dt + timedelta(days=16))}\nPlace items on the nature strip "
        "no earlier than the weekend before. Maximum 2 cubic metres. Not accepted: tiles, bricks, building waste.")
    add(f"{DL}/Corporate Travel quote SIN Sept.pdf", P, "Conference", 22, lambda r, dt:
        f"Corporate Travel Management - quote for Merriang University\nTraveller: Dr Megan Halloran\nMEL-SIN 14 Sep "
        f"2026 SQ218 / SIN-MEL 19 Sep 2026 SQ217 - economy flex - AUD {r.randint(950, 1250)}\nAlternative: Scoot "
        "TR19 / TR18 AUD 640 (no checked bag)\nPurpose: APCGN 2026 congress. Cost centre 4471-NUR. Quote valid 48 hrs.")
    add(f"{DL}/cradle-mountain-dove-lake-circuit.pdf", P, "Travel", 95, lambda r, dt:
        "Parks and Wildlife Service Tasmania - Dove Lake Circuit\nDistance 6 km return, 2-3 hours, grade 2\n"
        "Start: Dove Lake car park (shuttle bus from the visitor centre in peak season)\nWinter: track can be icy; "
        "carry warm and waterproof clothing; conditions change rapidly.")
    add(f"{DL}/MyAgedCare_letter_K_Halloran.pdf", A, "Dad", 200, lambda r, dt:
        f"My Aged Care - {_d(dt)}\nMr Kevin Halloran, c/- {DAD_HOME}, {DAD_ADDR}\nYour representative: Megan "
        "Halloran (regular representative)\nWe have updated your client record with your new permanent address. "
        "Your aged care client ID is AC{0}.\nCall 1800 200 422 if any details are wrong."
        .format(r.randint(10000000, 99999999)))
    add(f"{DL}/Hearing Services voucher K Halloran.pdf", A, "Dad", 34, lambda r, dt:
        f"Australian Government Hearing Services Program - voucher issued {_d(dt)}\nClient: Kevin John Halloran, "
        "DOB 02/11/1942\nEligible for: replacement hearing aid (left) - lost; fully subsidised device; "
        "maintenance agreement\nProvider: Ballarat Hearing Centre")
    add(f"{DL}/TertiarySuper_contribution_splitting_form.pdf", A, "Finance", 330, lambda r, dt:
        "TertiarySuper - Contribution splitting application\nMember: Megan Halloran\nSplit 85% of concessional "
        "contributions made in the 2024-25 financial year to spouse: Luke Brennan (member of BuildSuper)\n"
        "Declaration: I have not lodged a tax deduction notice for these contributions.")
    add(f"{m}/Bank/Offset account statement May.pdf", A, "Finance", 1, lambda r, dt:
        f"Yarra Mutual Bank - Offset account statement\nAccount: M A Halloran & L J Brennan - Everyday Offset "
        f"****7719\nPeriod: {_d(dt - timedelta(days=30))} to {_d(dt)}\nOpening {_aud(r, 15000, 25000)}  Credits "
        f"{_aud(r, 9000, 12000)}  Debits {_aud(r, 8000, 11000)}  Closing {_aud(r, 16000, 28000)}\nInterest offset "
        f"against home loan this month: {_aud(r, 80, 140)}")
    add(f"{he}/Chloe orthodontic treatment plan.pdf", A, "Health", 700, lambda r, dt:
        "Northcote Orthodontics - Treatment plan and fee estimate\nPatient: Chloe Brennan\nFixed upper and lower "
        "braces, approx. 20 months, then retainers\nTotal fee $7,450 (item 881 etc.) - payment plan $500 deposit + "
        "monthly\nHealth fund orthodontic benefit: Coastline Health lifetime limit $3,000")
    add(f"{v}/GAT information for students.pdf", P, "School", 40, lambda r, dt:
        "VCAA - General Achievement Test 2026 - information for students\nDate: Wednesday 17 June 2026\nSection A "
        "(literacy and numeracy) 10:00 am - 12:15 pm; Section B (general knowledge and skills) 1:45 pm\nAll students "
        "enrolled in a VCE Unit 3-4 sequence must sit the GAT. Bring your student number.")
    add(f"{DT}/OSP checklist.txt", P, "Work", 6, lambda r, dt:
        "OSP application - due 30 June\n[x] Galway host letter\n[ ] Tara's email confirming NUR2104 S1 2027\n"
        "[ ] budget - check travel grant cap ($4,000?)\n[x] Gail signed HoS section\n[ ] outcomes: 3 papers + "
        "ARC Linkage\n[ ] upload to HR portal")
    add(f"{DT}/Untitled 4.txt", A, "Research", 17, lambda r, dt:
        "Daniel - 15/5\n- DMP v2 approved, send to GRS\n- biostats: Ruth suggests Poisson multilevel, offset "
        "occupied bed days\n- provider ethics: their research committee meets July - submit by 20 June\n- "
        "milestone 2 (mid-candidature review) due Nov - draft ch 2 lit review by Sept\n- he's presenting at HDR "
        "conference 2 Sept", True)
    add(f"{DOC}/2024/FallSafe paper accepted.eml", X, "Research", 590, lambda r, dt: _eml(
        "Collegian Editorial Office <collegian@editorialmanager.com>", MH,
        "Decision on COLL-D-24-00311: Accept", dt,
        "Dear Dr Halloran,\n\nI am pleased to tell you that your manuscript 'A nurse-led falls prevention program "
        "in six residential aged care homes: the FallSafe study' has been accepted for publication in Collegian."
        "\n\nThe production team will contact you about proofs.\n\nKind regards, Editor-in-Chief"))
    add(f"{DOC}/2024/NUR2104 S1 2024 results.xlsx", A, "Teaching", 720, t_marks_book)
    add(f"{DOC}/2024/Oscar camp 2024.pdf", A, "School", 730, t_camp_form)
    add(f"{DOC}/2024/Japan flights JQ.pdf", X, "Travel", 640, lambda r, dt:
        "Jetstar - Itinerary\nJQ 23 Melbourne (MEL) -> Tokyo Narita (NRT)  Sun 5 January 2025 21:45\nJQ 16 Osaka "
        "Kansai (KIX) -> Melbourne (MEL) Fri 17 January 2025 21:00\nPassengers: Megan Halloran, Luke Brennan, Chloe "
        "Brennan, Oscar Brennan\nStarter Plus bundle - 30kg - seats together")
    add(f"{DOC}/2024/Dad ACAT referral notes.docx", A, "Dad", 712, lambda r, dt:
        "Dad - ACAT referral (My Aged Care) - notes\nRang My Aged Care 1800 200 422, ref 1-"
        + str(r.randint(10**9, 10**10))
        + "\nAssessment at home in Sebastopol, Pat to fly over for it\nIssues: 2 falls, not eating, left the stove "
        "on, GP Dr Hartigan supports permanent care\nAsk about respite at Lake Wendouree Gardens while waiting")
    for age, stamp in ((3, "2026-05-29 at 1.22.10 pm"), (75, "2026-03-18 at 4.40.07 pm")):
        add(f"{DT}/Screenshot {stamp}.png", R, "Photos", age, "")
    photo("Pictures/iPhone import/IMG_6050.HEIC", R, "Photos", 1)

    # ------------------------------------------------------------ dot files (not labelled)
    for d in (DL, DT, DOC, f"{DOC}/Scans", "Pictures", "Old iMac", OD):
        dot(f"{d}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(r.getrandbits(8) for _ in range(120)), 1)
    dot(f"{DL}/.localized", b"", 900)
    return items
