"""An eighty-seventh unseen labelled corpus: Rosie Ackroyd's MacBook, ``build(root, seed)``, written blind.

What was read to write it, and nothing more: the brief for this task; ``unseen.py``'s module docstring
(lines 1-60), its helpers (lines 60-220: ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``,
``_epub``, ``_id3``, ``_blob`` and its Swedish name lists) and the start of its ``build()`` (lines
1296-1360: the write / encode / add / dot / photo helpers); ``corpus.py`` lines 1-30 (``Item``, ``NOW``,
``NOW_S``, ``DAY``) with its ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``,
``HEIC_HEAD`` and ``_png``. Also seen, outside that list but saying nothing about the classifier: a listing of
the file names in ``benchmarks/placement/`` (to check this module's name was free), the names of the tools in
``.venv/bin`` and of the repository root's hidden entries (looking for ruff), and a grep of ``pyproject.toml``
for ruff settings (no match; ruff was then installed outside the repository to lint this file). Nothing under
``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, no other module's body, no git command, no benchmark
run and no placement output. The files and labels come from this person's life, not from what any code
looks for.

The person: Rosie Ackroyd, 31, a freelance video editor and motion designer in London, a sole trader
since she left her staff job (trading as "Rosie Ackroyd - Edit & Motion", self-assessment with HMRC,
UTR 4821390675, accountant Carla Mendes at Mendes & Rowe, a Ledgerly business account, not VAT
registered). She grew up in Leeds (her mum and her nan's allotment are still there), studied film, and
from 2019 to March 2023 was an assistant editor and then editor on staff at Framestack Post in Soho;
that job has ended. In spring 2024 she took an eight-week evening course in colour grading at Grade Lab
London; it is finished. Since July 2023 she rents a room in a four-person flat share at Flat 2, 41 Wyatt
Road, Walthamstow E17 (letting agent Eastway Property Management, deposit protected with SafeKeep Deposits,
bills split with her flatmates Jess Okafor, Tom Lindley and Priya Shah); before that she shared a flat in
Clapton (2020-2023, finished). She has a rescue cat, Mabel (Marlowe Vets, PawSure insurance), cycles
everywhere (no car; a steel tourer insured with Spokesure) and fell off the bike in February 2026, spraining
her right wrist (GP at Higham Lane Surgery, an X-ray, physio at Motion Works). Clients: two retainers
(Brightloop Creative, a Shoreditch agency, two days a month of social motion graphics; Patchwork Foods,
social cut-downs) and one-off jobs. Current as of 2026-06-01: editing "Small Hands", a 22-minute
documentary for the Tidewell Trust, a young carers' charity in Leyton (picture lock 12 June, delivery
19 June, premiere 26 June); cutting the music video for "Gold Teeth" by the band Marrow Lane (shot 16 May,
label Fernhouse Records, release 3 July); her own short film "Second Frost", set on her nan's allotment in
Leeds (script drafts, a Screen North Shorts Fund application, budget, shooting schedule for August);
moving in July to a one-bedroom flat at 18 Bramley Terrace, Leyton E10 (viewings, holding deposit with
Marlow & Finch Lettings, HomeCheck referencing, removals quotes, notice to Eastway); and organising her
friend Sophie Brennan's hen do in Margate on 20 June. Past trips: Lisbon 2023, Japan 2024, the Edinburgh
Fringe 2025.

The machine: a MacBook Pro with the usual macOS home folders in English: ``Downloads/`` (a mess of
``document (7).pdf``, emails saved as ``.eml``, installers, half-finished downloads), ``Desktop/``
(screenshots named ``Screenshot 2026-05-28 at 14.32.10.png``, ``untitled.txt`` notes, frame grabs),
``Documents/`` with her own half-organised folders (``Work/Clients/...``, ``Work/Invoices``, ``Work/Admin``,
``Money``, ``Flat``, ``Health``, ``Bike``, ``Mabel``, ``Second Frost``, ``Sophie hen``, ``Travel``,
``Old jobs``, ``Courses``, ``Recipes``, ``Books``, a ``Scans`` folder of printer scans and an
``untitled folder``), ``Movies/`` (project files ``.prproj``/``.aep``/``.drp`` as stubs, exports, a Premiere
auto-save folder), ``Pictures/`` (phone imports, the cat, Leeds at Christmas, Japan), ``Music/``, an
``Old MacBook/`` copy of her previous laptop, ``LaCie dump/`` (what she copied off a failing external drive
in late 2025) and a ``2024/`` year folder of things she dragged in that year.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: outcomes with an end still being worked on now, whatever the file's age: the Tidewell
  documentary "Small Hands" (SOW, quote, deposit invoice, transcripts, paper edit, notes, releases, music
  licence, cue sheet, subtitles, project files, exports, the premiere's running order) -- topic Work; the
  Marrow Lane "Gold Teeth" music video (brief, treatment, quote, budget, call sheets, crew, location release,
  purchase order, deposit invoice, lyrics, EDL, edit and grade projects, frame grabs and shoot-day photos) --
  topic Work; her short film "Second Frost" (scripts, funding application and budget, statement, lookbook,
  casting, recce photos, schedule, location permission) -- topic Film; the move to Bramley Terrace
  (viewings, holding deposit, referencing, draft tenancy, removals, broadband at the new flat, notice on the
  current room, moving budget and checklist) -- topic Home; Sophie's hen do (itinerary, budget and payments,
  guest list, house booking, cocktail class, quiz, sashes) -- topic Friends.
- **Areas**: ongoing responsibilities with no end, whatever the document's age: the freelance business and
  its clients -- retainers, retainer briefs and timesheets, invoices she issues (any year), terms, rate card,
  NDAs, remittances, enquiries, business insurance, showreel selects (Work); money and tax -- self-assessment,
  HMRC letters, the accountant, business and personal bank statements, expense receipts and sheets, pension,
  Lifetime ISA, student loan, budget (Finance); the current room in the flat share -- tenancy, deposit
  certificate, bills and their split, council tax, contents insurance, house rota, repairs (Home); her health
  -- GP, X-ray, physio for the wrist, dentist, eyes (Health); the bike -- insurance, servicing, frame number,
  proof of purchase (Cycling); Mabel -- vet, vaccinations, insurance and claims, microchip, adoption,
  sitter notes (Pet).
- **Resources**: reference and interests by subject: editing and motion reference, LUTs, fonts, sound
  effects, templates, cheat sheets, rate surveys, delivery-spec explainers (Work); film and screenwriting
  reading and notes not tied to her own film (Film); recipes (Cooking); cycle routes and maintenance guides
  (Cycling); ebooks (Books); music files (Music); installers (Software); personal photos, holiday photos,
  cat photos and screenshots (Photos) -- except photos and frame grabs that document a project (the shoot,
  the recce, the viewings, the lookbook: the project's bucket and topic) and those inside the old-laptop copy.
- **Archive**: finished things and ended responsibilities: the Framestack Post staff job 2019-2023 and its
  payslips, P45/P60, handbook and handover (Work); the 2024 Grade Lab colour-grading course -- enrolment,
  invoice, timetable, class notes, final project, certificate (Work); client projects finished and delivered
  in past years, found in the drive dump (Work); the Lisbon 2023, Japan 2024 and Edinburgh 2025 trips'
  paperwork (Travel); the old Clapton flat, 2020-2023 (Home); the ``Old MacBook/`` copy as a whole, whatever
  is in it, is an old backup (Backup). ``LaCie dump/`` is not treated as a backup: she moved files off the
  drive to sort, so each is labelled by what it is.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) -- topic System. Dot files (``.DS_Store``, ``._`` files)
  are written but not labelled.

Topics are subjects: client work, old employment and editing reference are all ``Work``; her own film is
``Film``; the current room, the old flat and the move are all ``Home``; the bike's insurance is
``Cycling``. ``hard`` marks a file whose name *and* folder say nothing about its subject
(``Downloads/document (3).pdf``, ``Desktop/untitled 4.txt``, ``Documents/Scans/scan_0037.pdf``,
``2024/download.pdf``, ``LaCie dump/misc/scan0002.pdf``): only the text inside (.txt, .md, .csv, .eml,
.pdf, .docx, .xlsx) can place it. Images are never marked hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import gzip
import os
import random
import struct
from datetime import datetime, timedelta
from pathlib import Path
from xml.sax.saxutils import escape

from benchmarks.placement.blind import HEIC_HEAD, _d, _docx, _money, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _zip

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers

ME = "Rosie Ackroyd"
ADDR = "Flat 2, 41 Wyatt Road, London E17 5QT"
NEWADDR = "Flat 4, 18 Bramley Terrace, London E10 6JP"
BIZ = "Rosie Ackroyd - Edit & Motion\n" + ADDR + "\nrosie@rosieackroyd.co.uk | 07723 418906"
BANK = "Ledgerly Business - sort code 04-06-71 - account 23817745 - name R Ackroyd"
UTR = "48213 90675"
CLIENTS = {
    "bl": "Brightloop Creative Ltd, Unit 6, 12 Bethnal Green Road, London E1 6GY",
    "pf": "Patchwork Foods Ltd, 3 Canal Side, Hackney Wick, London E9 5EN",
    "tw": "Tidewell Trust (registered charity 1187245), 88 Leyton Green Road, London E10 6DA",
    "ml": "Marrow Lane c/o Fernhouse Records Ltd, 21 Kingsland Road, London E2 8AA",
    "kv": "Kindvale Health CIC, 4 Mare Street, London E8 4RP",
    "os": "Oakshot Studios Ltd, 77 Great Eastern Street, London EC2A 3HU",
}
FIRST = ["Amara", "Kayla", "Dev", "Marcus", "Chloe", "Ellie", "Femi", "Grace", "Hugo", "Ines", "Jade", "Kwame",
         "Leah", "Maya", "Nathan", "Owen", "Sam", "Tariq", "Zoe", "Bethan", "Callum", "Niamh"]
SURN = ["Boateng", "Mensah", "Hughes", "Doyle", "Patel", "Walsh", "Kaur", "Murray", "Fenwick", "Greaves",
        "Cole", "Adeyemi", "Rahman", "Sutcliffe", "Hartley", "Nowak", "Byrne"]


def _person(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def _ymd(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _eml(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    stamp = dt.strftime("%a, %d %b %Y %H:%M:%S +0100")
    mid = f"<{dt.strftime('%Y%m%d%H%M%S')}.{abs(len(subj) * 7919 + dt.day)}@mail.gmail.com>"
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {stamp}\nMessage-ID: {mid}\nMIME-Version: 1.0\n"
            f'Content-Type: text/plain; charset="utf-8"\n\n{body.strip()}\n')


def _sheet(text: str) -> bytes:
    """A minimal workbook ("Sheet1") whose rows are ``text``'s ``;``-separated lines, as inline strings."""
    rows = []
    for i, line in enumerate(text.strip().splitlines(), 1):
        cells = "".join(f'<c r="{chr(65 + j)}{i}" t="inlineStr"><is><t>{escape(v)}</t></is></c>'
                        for j, v in enumerate(line.split(";")[:26]))
        rows.append(f'<row r="{i}">{cells}</row>')
    ns = "http://schemas.openxmlformats.org"
    ct = "application/vnd.openxmlformats-officedocument.spreadsheetml"
    return _zip([
        ("[Content_Types].xml",
         ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
          f'<Types xmlns="{ns}/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          f'<Override PartName="/xl/workbook.xml" ContentType="{ct}.sheet.main+xml"/>'
          f'<Override PartName="/xl/worksheets/sheet1.xml" ContentType="{ct}.worksheet+xml"/></Types>')),
        ("_rels/.rels",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships '
          f'xmlns="{ns}/package/2006/relationships"><Relationship Id="rId1" '
          f'Type="{ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>')),
        ("xl/workbook.xml",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="{ns}/spreadsheetml/2006/main" '
          f'xmlns:r="{ns}/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/>'
          '</sheets></workbook>')),
        ("xl/_rels/workbook.xml.rels",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships '
          f'xmlns="{ns}/package/2006/relationships"><Relationship Id="rId1" '
          f'Type="{ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>')),
        ("xl/worksheets/sheet1.xml",
         (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="{ns}/spreadsheetml/2006/main">'
          f'<sheetData>{"".join(rows)}</sheetData></worksheet>')),
    ])


def _prproj(r: random.Random, name: str) -> bytes:
    xml = (f'<?xml version="1.0" encoding="UTF-8" ?>\n<PremiereData Version="3">\n<Project ObjectRef="1"/>\n'
           f'<Project ObjectID="1" ClassID="62ad66dd-0dcd-42da-a660-6d8fbde94876" Version="43">'
           f'<Node Version="1"><Properties Version="1"><ProjectName>{escape(name)}</ProjectName>'
           f'<MZ.BuildVersion.Created>24.{r.randint(1, 6)}.0x{r.randint(10, 99)}</MZ.BuildVersion.Created>'
           f'</Properties></Node></Project>\n</PremiereData>\n')
    return gzip.compress(xml.encode("utf-8") + bytes(r.getrandbits(8) for _ in range(400)), mtime=0)


def _aep(r: random.Random) -> bytes:
    return _blob(r, b"RIFX\x00\x01\x8a\x3cEgg!FXTC\x00\x00\x00\x10", 2200)


def _drp(r: random.Random, name: str) -> bytes:
    body = (f'<?xml version="1.0" encoding="UTF-8"?>\n<SyncProject><Name>{escape(name)}</Name>'
            f'<Version>19.{r.randint(0, 1)}.{r.randint(0, 4)}</Version><TimelineCount>{r.randint(1, 4)}</TimelineCount>'
            '<ColorScience>DaVinci YRGB Color Managed</ColorScience></SyncProject>\n')
    return _zip([("project.xml", body), ("MediaPool/Master/.keep", "")])


def _mp4(r: random.Random) -> bytes:
    return _blob(r, b"\x00\x00\x00\x20ftypisom\x00\x00\x02\x00isomiso2avc1mp41", 3000)


def _mov(r: random.Random) -> bytes:
    return _blob(r, b"\x00\x00\x00\x14ftypqt  \x00\x00\x00\x00qt  ", 3000)


def _wav(r: random.Random) -> bytes:
    data = bytes(r.getrandbits(8) for _ in range(2400))
    fmt = struct.pack("<HHIIHH", 1, 2, 48000, 48000 * 6, 6, 24)
    return (b"RIFF" + struct.pack("<I", 36 + len(data)) + b"WAVEfmt " + struct.pack("<I", 16) + fmt
            + b"data" + struct.pack("<I", len(data)) + data)


def _lock(owner: str) -> bytes:
    name = owner.encode("latin-1")
    return (bytes([len(name)]) + name + b"\x00" * (54 - len(name)) + owner.encode("utf-16-le")
            + b"\x00" * (108 - 2 * len(owner)))


def _invoice(dt: datetime, no: str, client: str, lines: list[tuple[str, float, float]], po: str = "") -> str:
    rows, total = [], 0.0
    for desc, qty, rate in lines:
        amt = qty * rate
        total += amt
        rows.append(f"{desc}    {qty:g} x £{rate:,.2f}    £{amt:,.2f}")
    ref = f"Your PO: {po}\n" if po else ""
    return (f"INVOICE {no}\n{BIZ}\n\nBill to:\n{client}\n{ref}Invoice date: {_d(dt)}\n"
            f"Payment due: {_d(dt + timedelta(days=30))} (30 days)\n\nDescription    Qty    Amount\n"
            + "\n".join(rows) + f"\n\nTOTAL DUE: £{total:,.2f}\nNot registered for VAT - no VAT charged.\n"
            f"Please pay by bank transfer to {BANK}, quoting {no}.\nThank you!\n")


def _receipt(shop: str, addr: str, lines: list[tuple[str, float]], dt: datetime, pay: str = "Visa debit **** 3318",
             vat: bool = True) -> str:
    total = sum(p for _, p in lines)
    body = "\n".join(f"{d}    £{p:,.2f}" for d, p in lines)
    v = f"\nVAT @ 20% included: £{total / 6:,.2f}" if vat else ""
    return (f"{shop}\n{addr}\n\nRECEIPT / TAX INVOICE\nDate: {_d(dt)}  {dt:%H:%M}\nCustomer: {ME}\n\n{body}\n\n"
            f"Total: £{total:,.2f}{v}\nPaid: {pay}\n\nThank you for your custom.\n")


# --------------------------------------------------------------------------- Tidewell documentary (Projects Work)


def t_tw_sow(r: random.Random, dt: datetime) -> str:
    return (f"STATEMENT OF WORK\nTidewell Trust - documentary 'Small Hands' (working title)\n\n"
            f"Between: Tidewell Trust, registered charity 1187245, 88 Leyton Green Road, London E10 6DA\n"
            f"and: Rosie Ackroyd, sole trader, trading as Rosie Ackroyd - Edit & Motion, {ADDR}\n"
            f"Date: {_d(dt)}\n\n1. Scope\nOffline and online edit of a documentary of approximately 22 minutes about "
            "young carers in Waltham Forest, cut from c. 14 hours of interview and observational footage shot "
            "by the Trust's volunteer crew. Includes a motion graphics package (title, lower thirds, captions "
            "and end card in the Trust's brand), a basic colour grade and a stereo mix to -23 LUFS.\n"
            "2. Milestones\nAssembly: 24 April 2026\nRough cut: 15 May 2026\nFine cut: 29 May 2026\n"
            "Picture lock: 12 June 2026\nFinal delivery: 19 June 2026, for the premiere screening on 26 June.\n"
            "3. Fee\n18 editing days at £300 per day = £5,400. 50% invoiced on signing, 50% on delivery. "
            "Two rounds of notes at fine cut are included; further rounds charged at the day rate.\n"
            "4. Safeguarding and data\nThe footage includes contributors under 18. All media stays on the "
            "encrypted drive supplied by the Trust, is not uploaded to any public platform and is deleted "
            "90 days after delivery. Review links are password protected.\n"
            "5. Credit\nEditor credit in the end titles: 'Edited by Rosie Ackroyd'.\n\n"
            "Signed for the Trust: Amara Boateng, Head of Communications\nSigned: Rosie Ackroyd\n")


def t_tw_quote(r: random.Random, dt: datetime) -> str:
    return (f"QUOTE Q-029 (revised)\n{BIZ}\n\nFor: Amara Boateng, Tidewell Trust\nDate: {_d(dt)}\n"
            "Project: short documentary on young carers, approx. 20-25 min\n\n"
            "Edit (assembly to picture lock)    14 days x £300    £4,200.00\n"
            "Motion graphics package    2 days x £300    £600.00\n"
            "Colour and audio finishing    2 days x £300    £600.00\n"
            "Total    £5,400.00\n\nv2: reduced from 20 days after we agreed the Trust will handle transcription. "
            "Charity rate applied (my usual day rate is £350). Valid 30 days.\n")


def t_tw_paper_edit(r: random.Random, dt: datetime) -> str:
    return ("SMALL HANDS - PAPER EDIT v2\n\nACT 1 - MORNINGS\n"
            "01 Kayla kitchen obs, making Mum's tea before school (card 3, 00:14:20-00:16:05)\n"
            "02 Kayla INT: 'I don't remember not doing it' (Int 1, 00:03:41-00:04:10)\n"
            "03 Jordan on the bus, headphones, wide (card 7)\n04 TITLE: Small Hands\n\nACT 2 - SCHOOL\n"
            "05 Mr Adeyemi INT: teachers often don't know (Int 4, 00:12:02-00:13:30)\n"
            "06 Tidewell youth club Tuesday, table tennis, Kayla laughing - first time we see her relaxed\n"
            "07 Jordan INT: missing the last bus, the detentions\n\nACT 3 - TIDEWELL\n"
            "08 Group session, the 'worry jar' - need consent check for the two girls at the back\n"
            "09 Kayla INT: 'this is the only place I'm not the grown-up'\n"
            "10 END CARD: 1 in 5 young people in Waltham Forest... (stat to be confirmed by Amara)\n"
            "11 Donate / refer a young carer: tidewell.org.uk\n")


def t_tw_notes(r: random.Random, dt: datetime) -> str:
    return (f"Small Hands - fine cut v5 - notes round 2 (Amara + Josh, call {_d(dt)})\n\n"
            "01:10 lower third - Kayla's surname must NOT appear. Use first name only throughout.\n"
            "03:42 music comes in too early, let the kettle sound breathe\n"
            "05:15-06:30 school section drags, lose the second corridor shot\n"
            "08:02 Mr Adeyemi - use the take where he says 'carers' not 'kids like that'\n"
            "11:48 blur the house number on the front door\n"
            "14:20 worry jar scene: only one consent form for the girls at the back - crop or cut\n"
            "19:05 end card stat: Amara to send the council figure by Friday\n"
            "Credits: add the Lottery community fund logo and 'Made with young carers in Leyton'\n"
            "Next: v6 to them Thurs, picture lock 12 June, delivery 19 June, premiere 26 June.\n")


def _transcript(who: str, role: str):
    def t(r: random.Random, dt: datetime) -> str:
        lines = [(f"TIDEWELL TRUST - SMALL HANDS - INTERVIEW TRANSCRIPT\nContributor: {who} ({role})\n"
                  "Recorded at Tidewell youth centre, Leyton. Camera A timecode.\n")]
        qa = [("Q: Can you tell me what a normal morning looks like?",
               "A: I get up at six, do Mum's tablets, make her tea and toast, then get my brother ready."),
              ("Q: Does school know?", "A: Some teachers. Mr A does. The others just think I'm always late."),
              ("Q: What does Tidewell mean to you?",
               "A: It's the one place I'm not the grown-up. You can just be fifteen for two hours."),
              ("Q: What would you want other young carers to hear?", "A: That it's not your fault and you can ask.")]
        if who == "Jordan":
            qa = [("Q: Who do you look after?", "A: My dad. He's got MS. And my little sister when he's bad."),
                  ("Q: What's the hardest part?",
                   "A: The bus. If I miss the 7.52 I'm late, and then it's a detention, and then I'm late home."),
                  ("Q: What do your mates think?", "A: Most of them don't know. Tidewell lot know. That's enough."),
                  ("Q: What would you change?", "A: Just that teachers asked. Before shouting.")]
        if role.startswith("teacher"):
            qa = [("Q: How do you spot a young carer?",
                   "A: Lateness, tiredness, homework missing. It's rarely what it looks like at first."),
                  ("Q: What changes when school knows?",
                   "A: We can be flexible. A late pass, a quiet room, a check-in. Small things."),
                  ("Q: What did the Tidewell partnership change?",
                   "A: We have someone to refer to. Before, we just worried.")]
        tc = r.randint(1, 5) * 60
        for q, a in qa:
            lines.append(f"[00:{tc // 60:02d}:{tc % 60:02d}] {q}\n{a}\n")
            tc += r.randint(50, 240)
        return "\n".join(lines)
    return t


def t_tw_deliverables(r: random.Random, dt: datetime) -> str:
    return ("TIDEWELL TRUST - SMALL HANDS - DELIVERABLES\n\n1. Master: ProRes 422 HQ, 1920x1080, 25p, stereo "
            "48kHz 24-bit, -23 LUFS integrated, true peak -1 dBTP\n2. Web version: H.264 MP4, 1080p, -14 LUFS, "
            "burnt-in subtitles\n3. Subtitles: SRT, English, max 37 characters per line\n"
            "4. 60-second trailer, 16:9 and 9:16\n5. Stills: 6 frame grabs for press, PNG\n"
            "6. Music cue sheet and licence copies\n7. All signed contributor releases scanned (PDF)\n"
            "Delivery by 19 June 2026 via the Trust's shared drive. Screening copy to the Genesis cinema "
            "as a DCP is handled by the venue.\n")


def t_release_tw(name: str, minor: bool):
    def t(r: random.Random, dt: datetime) -> str:
        guardian = (f"\nAs the contributor is under 18, this form is signed by their parent/guardian:\n"
                    f"Parent/guardian name: {r.choice(FIRST)} {name.split()[-1]}\n"
                    "Relationship: mother\n") if minor else ""
        return (f"TIDEWELL TRUST\nCONTRIBUTOR RELEASE FORM - documentary film 'Small Hands'\n\n"
                f"Contributor: {name}\nDate of filming: {_d(dt - timedelta(days=r.randint(3, 20)))}\n\n"
                "I agree that Tidewell Trust may film and record me and use the recordings, in edited form, in the "
                "documentary 'Small Hands' and in its trailers and publicity, on screen, online and at events, "
                "worldwide. I understand I can ask for my surname not to be used and that I can withdraw before "
                "picture lock by contacting the Trust.\n"
                f"Surname to be used on screen: NO{guardian}\n"
                f"Signed: ____________  Date: {_ymd(dt)}\nWitnessed for the Trust: Amara Boateng\n")
    return t


def t_tw_licence(r: random.Random, dt: datetime) -> str:
    return (f"SONNET STOCK MUSIC - SINGLE TRACK LICENCE\nLicence no. SS-{r.randint(400000, 499999)}\n"
            f"Licensee: Rosie Ackroyd on behalf of Tidewell Trust\nDate: {_d(dt)}\n\n"
            "Track: 'Low Light, Early' - composer Ada Ferris (ID 4471)\nProject: Small Hands (documentary)\n"
            "Licence type: Charity / non-profit film, all media, worldwide, perpetual\n"
            "Includes: online, festival, community screenings. Excludes: broadcast TV.\nFee paid: £49.00\n"
            "Credit required: Music: 'Low Light, Early' by Ada Ferris, courtesy of Sonnet Stock.\n")


def t_tw_schedule(r: random.Random, dt: datetime) -> str:
    return ("Task;Due;Owner;Status\nAssembly;24/04/2026;Rosie;done\nRough cut v3;15/05/2026;Rosie;done\n"
            "Notes round 1;20/05/2026;Amara;done\nFine cut v5;29/05/2026;Rosie;done\n"
            "Notes round 2;01/06/2026;Amara + Josh;in progress\nFine cut v6;04/06/2026;Rosie;\n"
            "Picture lock;12/06/2026;all;\nGrade + mix;13-17/06/2026;Rosie;\nSubtitles check;17/06/2026;Josh;\n"
            "Final delivery;19/06/2026;Rosie;\nPremiere - Genesis Screen 2;26/06/2026;Tidewell;\n")


def t_tw_brand(r: random.Random, dt: datetime) -> str:
    return ("TIDEWELL TRUST - BRAND GUIDELINES 2025\n\nOur name is always 'Tidewell Trust' or 'Tidewell', "
            "never 'the Tidewell'.\nColours: Tide Blue #1F4E79, Sand #F2E3C6, Coral #E8735A, Ink #1A1A1A\n"
            "Typeface: Source Sans for body, Fraunces for headings. Minimum logo size 24 mm / 120 px.\n"
            "Film and video: logo bug bottom right at 60% opacity; end card with the wave mark and "
            "'Supporting young carers in East London since 2009'.\nTone of voice: warm, plain, never pitying. "
            "We say 'young carers', not 'child carers' or 'kids in need'.\n"
            "Photography: never show a young carer's face without a signed release from a parent or guardian.\n")


def t_tw_feedback(r: random.Random, dt: datetime) -> str:
    return _eml("Amara Boateng <amara.boateng@tidewell.org.uk>", f"{ME} <rosie@rosieackroyd.co.uk>",
                "Re: Small Hands fine cut - our notes", dt,
                "Hi Rosie,\n\nThank you so much for v5 - Josh and I watched it twice and honestly we both cried at "
                "the youth club scene. Notes below, mostly small. The big one is the worry jar scene: we only have "
                "a release for one of the two girls at the back, so please crop or lose it.\n\n"
                "Also the trustees asked whether the end card can mention the Lottery community fund.\n"
                "Still on track for picture lock on the 12th? The Genesis needs the file by the 22nd for the 26th.\n\n"
                "Best,\nAmara\nHead of Communications, Tidewell Trust\n")


def t_tw_premiere(r: random.Random, dt: datetime) -> str:
    return ("Tidewell Trust\nPREMIERE EVENING - RUNNING ORDER (draft 2)\nFriday 26 June 2026, Genesis Cinema Screen "
            "2\n\n"
            "18:00 doors, soft drinks and snacks in the bar\n18:30 welcome - Chief Executive Helen Tsang\n"
            "18:40 screening of Small Hands (22 min)\n19:05 Q&A: Kayla, Jordan, Mr Adeyemi and the editor, "
            "Rosie Ackroyd (chair: Amara)\n19:35 thanks to funders, the youth panel and the volunteer crew\n"
            "19:45 close\n\nTech: film delivered as ProRes by 22 June; venue makes the DCP. Subtitled version "
            "on a USB as backup. Rosie to bring the laptop with the web version.\n")


def t_sh_timecodes(r: random.Random, dt: datetime) -> str:
    return ("v6 fixes\n- 01:10 Kayla lower third first name only!!\n- kettle sound 03:42, push music 2 sec later\n"
            "- lose 2nd corridor shot\n- Adeyemi alt take (Int 4 00:21:10 'carers')\n- blur door number 11:48 "
            "(track in Resolve, not AE)\n- worry jar: crop to Kayla only, check the edge of frame\n"
            "- end card: add Lottery logo + 'Made with young carers in Leyton'\n- render v6 Thurs am, upload to "
            "the Tidewell review link\n")


def t_tw_cuesheet(r: random.Random, dt: datetime) -> str:
    return ("MUSIC CUE SHEET;;;;\nProduction;Small Hands;Producer;Tidewell Trust;\nCue;Title;Composer;Timing;Usage\n"
            "1M1;Low Light, Early;Ada Ferris (Sonnet Stock 4471);00:02:10-00:04:05;background instrumental\n"
            "1M2;Table Tennis;Rosie Ackroyd (temp - replace?);00:09:30-00:10:12;background\n"
            "1M3;Worry Jar;Ada Ferris (Sonnet Stock 4488);00:14:02-00:15:40;background instrumental\n"
            "1M4;Low Light, Early (reprise);Ada Ferris;00:20:15-00:22:00;end titles\n")


def t_tw_questions(r: random.Random, dt: datetime) -> str:
    return ("Call with Amara - things to agree before picture lock\n\n1. Surnames - first names only for all "
            "under-18s, "
            "confirmed.\n2. Who signs off the lock - Amara and Helen (CEO), not the trustees.\n3. Trailer: 60 sec, "
            "do I cut it from the locked film or from selects?\n4. Subtitles: Josh checks the SRT, deadline 17 June.\n"
            "5. Second invoice (50%) on delivery, 19 June - PO number from the Trust's finance team?\n"
            "6. Drive: return the encrypted SSD at the premiere, wipe my cache.\n")


def t_srt(r: random.Random, dt: datetime) -> str:
    subs = ["I get up at six.", "Do Mum's tablets, make her tea.", "Then I get my brother ready for school.",
            "I don't remember not doing it.", "Some teachers know. Mr A does.",
            "This is the one place I'm not the grown-up.", "You can just be fifteen for two hours."]
    out, t = [], 130.0
    for i, s in enumerate(subs, 1):
        a, b = t, t + r.uniform(1.8, 3.2)
        out.append(f"{i}\n00:{int(a) // 60:02d}:{int(a) % 60:02d},{int(a * 1000) % 1000:03d} --> "
                   f"00:{int(b) // 60:02d}:{int(b) % 60:02d},{int(b * 1000) % 1000:03d}\n{s}\n")
        t = b + r.uniform(0.3, 4.0)
    return "\n".join(out)


# --------------------------------------------------------------------------- Marrow Lane music video (Projects Work)


def t_ml_brief(r: random.Random, dt: datetime) -> str:
    return ("FERNHOUSE RECORDS - VIDEO BRIEF\nArtist: Marrow Lane\nTrack: Gold Teeth (single, 3:38)\n"
            "Release: 3 July 2026, video premiere same day on YouTube and the band's socials\n\n"
            "The band want something warm and a bit ridiculous: a crown green bowling club, older members "
            "teaching them to bowl, one long golden-hour ending. Performance inserts in the clubhouse bar.\n"
            "Budget: £6,500 all in (crew, kit, location, edit, grade).\nDeliverables: 16:9 master, 9:16 and 4:5 "
            "cut-downs, three 15-second teasers.\nContact: Lou Hartley, product manager, lou@fernhouserecords.co.uk\n")


def t_ml_treatment(r: random.Random, dt: datetime) -> str:
    return ("GOLD TEETH - TREATMENT v3 - director Callum Byrne / editor Rosie Ackroyd\n\n"
            "A Sunday at the Crown Bowling Club, Chingford. The band arrive overdressed. The members - average "
            "age 74 - do not care who they are. Verse 1: failed bowls, deadpan. Chorus: the bar, the band play "
            "to six pensioners and a dog. Verse 2: a lesson from Maureen, who has won the club cup eleven "
            "times. Bridge: sprinklers. Final chorus: golden hour, everyone on the green, one Steadicam shot.\n"
            "Look: 16mm-ish, warm, soft halation, 4:3 for the performance and 2.39 for the story.\n"
            "Edit: story-led, performance used as punctuation. Grade in Resolve.\n")


def t_ml_budget(r: random.Random, dt: datetime) -> str:
    return ("Item;Qty;Rate;Total\nDirector (Callum);1;600;600\nDoP + camera package;1;1200;1200\n"
            "Gaffer + lights;1;650;650\nSteadicam op;0.5;700;350\nSound / playback;1;250;250\n"
            "Location - Crown Bowling Club donation;1;300;300\nCatering (24 people);24;12;288\n"
            "Van + fuel;1;180;180\nEdit (Rosie);4;350;1400\nGrade + online (Rosie);1;350;350\n"
            "Contingency;1;500;500\nTOTAL;;;6068\nBudget from Fernhouse;;;6500\n")


def t_ml_quote(r: random.Random, dt: datetime) -> str:
    return (f"QUOTE Q-031\n{BIZ}\n\nFor: Lou Hartley, Fernhouse Records - Marrow Lane 'Gold Teeth' music video\n"
            f"Date: {_d(dt)}\n\nOffline edit incl. 2 rounds of changes    4 days x £350    £1,400.00\n"
            "Grade and online, master + 3 aspect ratios    1 day x £350    £350.00\n"
            "Teasers x3 (15 sec)    0.5 day x £350    £175.00\nTotal    £1,925.00\n"
            "50% on confirmation, 50% on delivery. Valid 30 days.\n")


def t_ml_invoice(r: random.Random, dt: datetime) -> str:
    desc = "Gold Teeth music video - edit, grade, teasers (Q-031): 50% on confirmation"
    return _invoice(dt, "INV-0147", CLIENTS["ml"], [(desc, 1, 962.50)], po="FR-PO-2026-118")


def t_callsheet(r: random.Random, dt: datetime) -> str:
    crew = [("Director", "Callum Byrne", "07700 900412"), ("Producer", "Jade Nowak", "07700 900587"),
            ("DoP", "Femi Mensah", "07700 900133"), ("Gaffer", "Owen Sutcliffe", "07700 900946"),
            ("Editor / DIT", "Rosie Ackroyd", "07723 418906"), ("Sound / playback", "Dev Rahman", "07700 900278")]
    c = "\n".join(f"{a}: {b} - {p}" for a, b, p in crew)
    return ("CALL SHEET - MARROW LANE 'GOLD TEETH' - DAY 1 of 1\nSaturday 16 May 2026\n"
            "Location: Crown Bowling Club, Hatch Lane, Chingford E4 (park on the lane, NOT the club car park)\n"
            "Nearest A&E: Whipps Cross Hospital, Whipps Cross Road E11 1NR\nUnit call 07:30 | Band call 09:00 | "
            "Sunset 20:52 | Wrap 21:30\nWeather: 19C, dry, light wind\n\n" + c +
            "\n\nSchedule\n08:00 clubhouse bar - performance set-up\n09:30 performance, 4 passes\n12:30 lunch\n"
            "13:30 story: bowls lesson with Maureen and members\n16:00 sprinklers (BRING SPARE CLOTHES)\n"
            "19:45 golden hour Steadicam oner\nCatering by The Lunchbox Van. Club members are volunteers: "
            "be kind, keep the green off-limits to kit.\n")


def t_location_release(r: random.Random, dt: datetime) -> str:
    return ("LOCATION RELEASE\nProduction: 'Gold Teeth' music video for Marrow Lane / Fernhouse Records\n"
            "Location: Crown Bowling Club, Hatch Lane, Chingford, London E4\n"
            f"Date(s) of use: 16 May 2026, 07:00-22:00\nFee: £300 donation to club funds\n\n"
            "The owner permits the production to film on the premises and use the footage in the music video "
            "and its promotion worldwide in perpetuity. The production will leave the premises as found and is "
            "covered by public liability insurance (certificate attached).\n"
            f"Signed for the club: Maureen Greaves, Club Secretary   Date: {_ymd(dt)}\n")


def t_ml_crew(r: random.Random, dt: datetime) -> str:
    return ("Role;Name;Phone;Day rate;Invoice received\nDirector;Callum Byrne;07700 900412;600;yes\n"
            "Producer;Jade Nowak;07700 900587;0 (Fernhouse);\nDoP;Femi Mensah;07700 900133;1200 incl kit;yes\n"
            "Gaffer;Owen Sutcliffe;07700 900946;650;no\nSteadicam;Hugo Walsh;07700 900311;350 (half day);no\n"
            "Sound;Dev Rahman;07700 900278;250;yes\nRunner;Zoe Doyle;07700 900624;120;\n")


def t_ml_lyrics(r: random.Random, dt: datetime) -> str:
    return ("GOLD TEETH - Marrow Lane (lyrics for the edit, timings from the master)\n\n"
            "0:14 V1  You kept your gold teeth in a biscuit tin / said you'd wear them when the money came in\n"
            "0:41 CH  Oh gold teeth, gold teeth, smile like you mean it\n1:22 V2  Sunday on the green, "
            "nobody knows our name\n1:58 CH\n2:31 BRIDGE  (instrumental - sprinklers)\n3:02 CH x2, out 3:38\n")


def t_ml_po(r: random.Random, dt: datetime) -> str:
    return ("FERNHOUSE RECORDS LTD\n21 Kingsland Road, London E2 8AA\n\nPURCHASE ORDER FR-PO-2026-118\nDate: "
            f"{_d(dt)}\n"
            f"Supplier: Rosie Ackroyd - Edit & Motion\nProject: Marrow Lane - Gold Teeth - official video\n\n"
            "Edit, grade and online, master + 9:16 + 4:5    £1,750.00\nTeasers x3    £175.00\n"
            "PO total: £1,925.00\nInvoices must quote this PO number. Payment 30 days from receipt of a valid "
            "invoice. Approved by: Lou Hartley, Product Manager\n")


def t_ml_feedback(r: random.Random, dt: datetime) -> str:
    return _eml("Callum Byrne <callum@callumbyrne.tv>", f"{ME} <rosie@rosieackroyd.co.uk>",
                "Fwd: cut v2 thoughts", dt,
                "Band's notes below, forwarded from Lou. Mostly love it. Tom (drums) wants more of him in the "
                "second chorus, which, no. Maureen's lesson is everyone's favourite bit so let it run.\n\n"
                "---------- Forwarded message ---------\nFrom: Lou Hartley, Fernhouse Records\n"
                "1. Sprinklers are great, can they come earlier?\n2. The oner at the end - do we need the cut at "
                "3:12?\n"
                "3. 9:16 version: keep the band in frame during the chorus.\nNeed v3 by the 10th for label sign-off, "
                "release 3 July.\n")


def t_ml_markers(r: random.Random, dt: datetime) -> str:
    rows = ["Marker Name,Description,In,Out,Duration,Marker Type"]
    notes = [("CH1", "Gold Teeth chorus 1 - band in bar, use pass 3"), ("MAUREEN", "bowls lesson - let it run"),
             ("SPRINK", "sprinklers - label wants earlier"), ("ONER", "golden hour Steadicam - no cut at 3:12"),
             ("TOM", "drummer wants more CH2 - maybe one shot"), ("END", "Marrow Lane logo + Fernhouse card")]
    t = 14
    for n, d in notes:
        rows.append(f"{n},{d},00:00:{t // 60:02d}:{t % 60:02d},00:00:{(t + 9) // 60:02d}:{(t + 9) % 60:02d},"
                    "00:00:00:09,Comment")
        t += r.randint(20, 40)
    return "\n".join(rows) + "\n"


def t_ml_release_plan(r: random.Random, dt: datetime) -> str:
    return ("FERNHOUSE RECORDS - RELEASE PLAN - MARROW LANE 'GOLD TEETH'\n\n12 June: video v3 locked (label sign-off)\n"
            "19 June: teasers 1-3 delivered (15 sec, 9:16)\n24 June: pre-save live, teaser 1\n"
            "3 July: single + official video premiere 18:00, YouTube / Instagram / TikTok\n"
            "10 July: live at The Windmill, Brixton\nPress: Lou Hartley. Video credits: dir. Callum Byrne, "
            "DoP Femi Mensah, edit & colour Rosie Ackroyd.\n")


def t_ml_selects(r: random.Random, dt: datetime) -> str:
    return ("selects - Sat shoot\nA001 perf pass 3 best, drummer blinks at 00:41 avoid\nA003 Maureen lesson, "
            "the bit where she pats the singer's head - GOLD\nA004 sprinklers wide + the dog\n"
            "B002 Steadicam oner take 2 (take 3 has the boom in shot at the end)\nB005 clubhouse bar, "
            "pensioners clapping off-beat - use in CH2\nneed: Marrow Lane logo PNG from Lou, lyric timings\n")


def t_edl(r: random.Random, dt: datetime) -> str:
    lines = ["TITLE: GOLD_TEETH_V2", "FCM: NON-DROP FRAME", ""]
    rec = 3600 * 25
    for i in range(1, 9):
        dur = r.randint(40, 160)
        src = r.randint(1000, 90000)

        def tc(f: int) -> str:
            return f"{f // 90000:02d}:{f // 1500 % 60:02d}:{f // 25 % 60:02d}:{f % 25:02d}"
        lines.append(f"{i:03d}  A00{r.randint(1, 5)}C00{r.randint(1, 9)} V     C        "
                     f"{tc(src)} {tc(src + dur)} {tc(rec)} {tc(rec + dur)}")
        rec += dur
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- Second Frost (Projects Film)

SCENE = ("EXT. ALLOTMENT, BEESTON, LEEDS - DAWN\n\nFrost on the cabbage nets. EDIE (78) in her late husband's "
         "donkey jacket, breaking the ice on the water butt with a trowel. Her granddaughter MEG (29) watches "
         "from the gate, holding two teas.\n\nMEG\nYou said you'd wait for me.\n\nEDIE\nThe ground doesn't "
         "wait. Second frost's the one that counts.\n\nMeg sets the teas on the shed step. Neither drinks.\n")


def t_sf_script(draft: int):
    def t(r: random.Random, dt: datetime) -> str:
        return (f"SECOND FROST\n\nwritten by\nRosie Ackroyd\n\nDraft {draft} - {_d(dt)}\n\n{SCENE}\n"
                "INT. EDIE'S KITCHEN, BACK-TO-BACK - MORNING\n\nSeed packets drying on the radiator. A letter "
                "from the council: ALLOTMENT TENANCY - NOTICE TO QUIT.\n\nMEG\nWhen were you going to tell me?\n")
    return t


def t_sf_fdx(r: random.Random, dt: datetime) -> str:
    paras = [("Scene Heading", "EXT. ALLOTMENT, BEESTON, LEEDS - DAWN"),
             ("Action", "Frost on the cabbage nets. EDIE (78) breaks the ice on the water butt."),
             ("Character", "MEG"), ("Dialogue", "You said you'd wait for me."), ("Character", "EDIE"),
             ("Dialogue", "The ground doesn't wait. Second frost's the one that counts."),
             ("Scene Heading", "INT. EDIE'S KITCHEN - MORNING"),
             ("Action", "A council letter: ALLOTMENT TENANCY - NOTICE TO QUIT.")]
    body = "".join(f'<Paragraph Type="{a}"><Text>{escape(b)}</Text></Paragraph>' for a, b in paras)
    return ('<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<FinalDraft DocumentType="Script" '
            f'Template="No" Version="5"><Content>{body}</Content><TitlePage><Content><Paragraph><Text>SECOND FROST'
            '</Text></Paragraph><Paragraph><Text>Draft 4 - Rosie Ackroyd</Text></Paragraph></Content></TitlePage>'
            '</FinalDraft>\n')


def t_sf_application(r: random.Random, dt: datetime) -> str:
    return ("SCREEN NORTH SHORTS FUND 2026 - APPLICATION\nProject title: Second Frost\nWriter-director: Rosie Ackroyd\n"
            "Producer: Bethan Hartley\nFormat: fiction short, 12 minutes, shot in Leeds\nAmount requested: £9,800 "
            "of a £12,450 budget\n\nLogline: When the council serves notice on her grandmother's allotment, a "
            "burnt-out London editor comes home to Leeds for one last frost - and learns what her nan has been "
            "growing all these years.\n\nWhy this story, why now (300 words):\nMy nan kept plot 14 at Beeston "
            "for 41 years...\n\nConnection to the North: I was born and raised in Leeds; the film will be shot "
            "with a Leeds crew in August 2026 and premiered at a northern festival.\n\nPrevious work: editor of "
            "'Small Hands' (Tidewell Trust, 2026); showreel link in CV.\nDeadline: 12 June 2026, 12 noon.\n")


def t_sf_budget(r: random.Random, dt: datetime) -> str:
    return ("Line;Cost;Screen North;Other\nCast (2 leads x 3 days, Equity low budget);1800;1800;0\n"
            "Crew (DoP, sound, gaffer, AD, MUA, runner);4200;4200;0\nCamera + lens hire;1450;1450;0\n"
            "Lighting + grip;700;700;0\nLocations (allotment society donation, kitchen);250;250;0\n"
            "Travel London-Leeds + van;520;520;0\nAccommodation (crew stay at Mum's / 2 rooms);300;300;0\n"
            "Catering;540;540;0\nInsurance;380;380;0\nEdit, grade (in kind - Rosie);1500;0;1500\n"
            "Sound mix;600;0;600\nContingency 10%;1210;660;550\nTOTAL;12450;9800;2650\n")


def t_sf_statement(r: random.Random, dt: datetime) -> str:
    return ("Second Frost - Director's statement\n\nI've spent ten years cutting other people's stories. This one "
            "is mine. It's about the things we inherit without noticing: a way of holding a trowel, a fear of "
            "waste, a stubbornness about weather. I want to shoot it on the real allotment in Beeston in late "
            "August, with natural light, long takes and very little music, and cut it the way my nan talked: "
            "slowly, then all at once. The cast will be two Leeds actors, and the allotment neighbours will play "
            "themselves.\n")


def t_sf_guidelines(r: random.Random, dt: datetime) -> str:
    return ("SCREEN NORTH - SHORTS FUND 2026 - GUIDELINES FOR APPLICANTS\n\nAwards of £5,000 to £10,000 for "
            "live-action or animated short films up to 15 minutes by writers and directors based in, or from, "
            "the North of England.\nEligibility: at least one previous short or professional credit; UK resident; "
            "the project must shoot substantially in the North.\nDeadline: 12 June 2026, 12:00. Decisions by "
            "31 July 2026. Films must be completed by 31 March 2027.\nYou will need: script (max 15 pages), "
            "budget on our template, director's statement, a lookbook or visual references, producer CV.\n")


def t_sf_schedule(r: random.Random, dt: datetime) -> str:
    return ("Day;Date;Location;Scenes;Call;Notes\n1;Fri 21 Aug 2026;Beeston allotments plot 14;1, 4, 7;05:30;"
            "dawn - frost effect (SFX spray);\n2;Sat 22 Aug 2026;Mum's kitchen, Holbeck;2, 3, 5;08:00;"
            "back-to-back interior, small crew;\n3;Sun 23 Aug 2026;Beeston allotments + shed;6, 8, 9;06:00;"
            "community scene with plot neighbours;\nWrap;Sun 23 Aug;;;;kit back to hire house Mon am\n")


def t_sf_locations(r: random.Random, dt: datetime) -> str:
    return ("# Second Frost - locations\n\n## Allotment\n- Beeston Hill allotment society, plot 14 (Nan's old plot, "
            "now Mr Pawlak's) - he's fine with it, wants to be in it\n- ask the society secretary for written "
            "permission + say we're insured\n- no power: need a small generator or batteries\n\n## Kitchen\n"
            "- Mum's house, Holbeck - the back-to-back, exactly right\n- the neighbours' dog barks, record room "
            "tone\n\n"
            "## Backup\n- Meanwood community garden?\n")


def t_sf_casting(r: random.Random, dt: datetime) -> str:
    return ("Second Frost - casting notes\n\nEDIE (70s, Leeds): self-tapes from Yorkshire Actors Network\n"
            "- Pat G. - very good, too soft in the council scene\n- Irene M. - THE ONE? the laugh. Check August dates\n"
            "- Sheila W. - lovely but London accent\n\nMEG (late 20s/30, Leeds, lives in London):\n"
            "- Niamh C. - great stillness\n- Leah K. - too polished\nCallbacks on Zoom: week of 8 June. "
            "Equity low budget agreement rates.\n")


def t_sf_lookbook(r: random.Random, dt: datetime) -> str:
    return ("SECOND FROST - LOOKBOOK\n\nPalette: frost blue, brassica green, donkey-jacket navy, tea-stained white.\n"
            "Camera: handheld only in the kitchen; locked-off wides on the allotment. 1.66:1.\nLight: dawn and "
            "overcast only. No sunshine.\nReferences: the frost scenes in kitchen-sink British cinema, Andrea "
            "Arnold's closeness, early-morning allotment photography.\nSound: wind in the nets, the water butt, "
            "the kettle. Music only over the end.\n")


def t_sf_ack(r: random.Random, dt: datetime) -> str:
    return (f"Screen North\nShorts Fund 2026\n\nDear Rosie Ackroyd,\n\nThank you for starting an application to the "
            "Shorts Fund 2026 for your project 'Second Frost'. Your application reference is "
            f"SN-SF26-{r.randint(1000, 9999)}.\n"
            "Your eligibility check has been approved, which means you can now submit the full application. "
            "Please make sure you upload your script, budget (on our template), director's statement and visual "
            "references before the deadline of 12:00 on 12 June 2026. Late applications cannot be accepted.\n\n"
            "Kind regards,\nThe Screen North Talent team\n")


def t_sf_allot_email(r: random.Random, dt: datetime) -> str:
    return _eml("Beeston Hill Allotment Society <secretary.bhas@gmail.com>", f"{ME} <rosie.ackroyd@gmail.com>",
                "Re: quick question", dt,
                "Dear Rosie,\n\nThe committee discussed your request at Thursday's meeting. We are happy for you to "
                "film your short film on plot 14 and the shared paths on 21 and 23 August, provided Mr Pawlak "
                "agrees (he does - he asked if he can be an extra), you keep the main gate locked, and you send us "
                "a copy of your insurance. No vehicles on the site please.\n\nA lot of us remember your Nan, Edith. "
                "She'd have been thrilled.\n\nBest wishes,\nJean Sutcliffe\nSecretary, Beeston Hill Allotment "
                "Society\n")


def t_sf_shotlist(r: random.Random, dt: datetime) -> str:
    return ("sc 4 - the water butt\n1. WS dawn, Edie small in frame, nets frosted (locked off, 24mm)\n"
            "2. CU trowel on ice - 2 takes, SFX frost on the lid\n3. MS Meg at the gate with two teas\n"
            "4. OTS Edie > Meg: 'Second frost's the one that counts'\n5. insert: the teas on the shed step, steam\n"
            "ask Femi if he's free 21-23 Aug for DoP?? or Bethan's friend from Leeds\n")


def t_sf_logline(r: random.Random, dt: datetime) -> str:
    return ("loglines\n\n1. When the council serves notice on her grandmother's allotment, a burnt-out London editor "
            "comes home to Leeds for one last frost.\n2. A grandmother and granddaughter, one allotment, one winter "
            "morning, forty-one years of things left unsaid.\n3. (too long) Meg has spent a decade cutting other "
            "people's lives into shape; her nan Edie has spent four decades on plot 14...\n\nsynopsis for the "
            "Screen North form, max 150 words - use 1 + a line about the neighbours playing themselves\n")


# --------------------------------------------------------------------------- moving flat (Projects Home)


def t_mv_viewings(r: random.Random, dt: datetime) -> str:
    return ("# flat viewings - May\n\n## 18 Bramley Terrace E10 - £1,450 pcm - Marlow & Finch\n- 1st floor, big "
            "window, room for a desk by the window!!\n- gas hob, washing machine, no dryer\n- 8 min to Leyton tube, "
            "bike store in the hall (ask about a Cycle hoop)\n- cats allowed with extra £200 deposit\n- available 10 "
            "July\n"
            "\n## 92 Church Road E17 - £1,395 - private landlord\n- ground floor, damp smell in the bedroom, no\n\n"
            "## Canal Walk E9 - £1,600 - new build\n- too much, tiny bedroom, no pets\n\nDECISION: Bramley Terrace, "
            "offer asking, ask for 11 July start\n")


def t_mv_holding(r: random.Random, dt: datetime) -> str:
    return ("MARLOW & FINCH LETTINGS\n143 High Road, Leyton, London E10 5NT\n\nHOLDING DEPOSIT RECEIPT\nDate: "
            f"{_d(dt)}\n"
            f"Received from: {ME}\nProperty: {NEWADDR}\nRent: £1,450.00 per calendar month\n"
            "Holding deposit: £334.00 (one week's rent)\nDeadline for agreement: 15 days from today\n\n"
            "The holding deposit will be put towards the first month's rent on signing. It may be retained if "
            "you provide false or misleading information, fail a Right to Rent check or withdraw from the "
            "tenancy (Tenant Fees Act 2019, Schedule 2).\n")


def t_mv_tenancy(r: random.Random, dt: datetime) -> str:
    return ("ASSURED SHORTHOLD TENANCY AGREEMENT - DRAFT FOR APPROVAL\n\nLandlord: Mr and Mrs K. Osei, c/o Marlow & "
            f"Finch Lettings\nTenant: {ME}\nProperty: {NEWADDR}\nTerm: 12 months from 11 July 2026\n"
            "Rent: £1,450.00 per month payable in advance on the 11th\nDeposit: £1,673.08 (five weeks) plus pet "
            "deposit - see clause 4.3, to be protected with SafeKeep Deposits within 30 days\n"
            "Break clause: either party after 6 months on two months' notice\n4.3 The tenant may keep one cat "
            "(Mabel). The tenant will have the carpets professionally cleaned at the end of the tenancy.\n")


def t_mv_removals(name: str, price: float):
    def t(r: random.Random, dt: datetime) -> str:
        return (f"{name.upper()}\nRemovals quote\n\nDate of quote: {_d(dt)}\nCustomer: {ME}\nFrom: {ADDR} "
                f"(first floor, no lift)\nTo: {NEWADDR} (first floor)\nMove date: Saturday 11 July 2026, 8am start\n\n"
                "Inventory: bed frame + mattress, desk, office chair, 2 monitors (boxed), bookcase, bike, "
                "approx 25 boxes, cat carrier travels with customer\n"
                f"Van + 2 movers, est. 4 hours: £{price:,.2f}\nPacking materials (optional): £45.00\n"
                "Goods in transit cover included up to £10,000. 25% deposit to confirm.\n")
    return t


def t_mv_checklist(r: random.Random, dt: datetime) -> str:
    return ("# moving 11 July - checklist\n\n- [x] holding deposit\n- [x] HomeCheck referencing - Mum as guarantor? "
            "(not needed in the end)\n- [ ] sign tenancy + pay deposit and first month\n- [x] notice to Eastway "
            "(one month, room ends 10 July)\n- [ ] book removals - Little Van Co cheaper\n- [ ] broadband at new "
            "flat, install 13 July\n- [ ] council tax: tell Waltham Forest I'm leaving the E17 flat, register at "
            "E10\n- [ ] change address: HMRC, bank, Spokesure, PawSure, GP (stay registered?), accountant\n"
            "- [ ] Mabel to Mum's? or a cattery for the day\n- [ ] get SafeKeep deposit back from Wyatt Rd\n")


def t_mv_budget(r: random.Random, dt: datetime) -> str:
    return ("Item;Cost;Paid\nHolding deposit;334;yes\nFirst month rent (less holding);1116;\nDeposit 5 weeks;1673.08;\n"
            "Pet deposit;200;\nRemovals;380;\nBoxes;45;\nBroadband set-up;0;\nSofa (secondhand);150;\n"
            "Curtains + rail;90;\nTotal;3988.08;\nBack from Wyatt Rd deposit;-720;\n")


def t_mv_notice(r: random.Random, dt: datetime) -> str:
    return (f"{ME}\n{ADDR}\n\n{_d(dt)}\n\nEastway Property Management\n210 Hoe Street, London E17 3AX\n\n"
            "Dear Sir or Madam,\n\nRe: Room 3, Flat 2, 41 Wyatt Road, London E17 - notice to end my tenancy\n\n"
            "I am writing to give one month's notice, as required by my periodic tenancy, that I will be leaving "
            "the room on 10 July 2026. Please let me know when you would like to arrange the check-out "
            "inspection, and confirm how my deposit (protected with SafeKeep Deposits) will be returned.\n"
            "My flatmates are aware and Jess has a friend interested in the room.\n\nYours faithfully,\nRosie "
            "Ackroyd\n")


def t_mv_ref_request(r: random.Random, dt: datetime) -> str:
    return (f"HomeCheck Referencing\n\nDear Rosie,\n\nMarlow & Finch Lettings has asked us to reference you for "
            f"{NEWADDR}.\nReference ID: HC-{r.randint(2000000, 2999999)}\n\nPlease complete your application online "
            "within 48 hours. As you are self-employed you will need: your last two SA302 tax calculations or an "
            "accountant's reference, 3 months of business bank statements, your current landlord or agent's "
            "contact details and photo ID for the Right to Rent check.\n")


def t_mv_ref_outcome(r: random.Random, dt: datetime) -> str:
    return (f"HomeCheck Referencing - Tenant Reference Report\nApplicant: {ME}\nProperty: {NEWADDR}\n"
            f"Monthly rent: £1,450.00\nDate: {_d(dt)}\n\nIdentity and Right to Rent: PASSED\nCredit check: no "
            "adverse credit found\nIncome: self-employed; accountant reference from Mendes & Rowe; average annual "
            "profit £41,800 over two years (affordability threshold £43,500 at 30x rent - met with savings)\n"
            "Previous landlord/agent: Eastway Property Management - rent paid on time, would rent again\n\n"
            "OUTCOME: ACCEPT\n")


def t_mv_broadband(r: random.Random, dt: datetime) -> str:
    return _eml("Fibrewave <orders@fibrewave.co.uk>", "rosie.ackroyd@gmail.com", "Your order confirmation", dt,
                "Hi Rosie,\n\nThanks for your order. Here's what happens next.\n\nOrder number: "
                f"FW{r.randint(10**7, 10**8)}\n"
                f"Installation address: {NEWADDR}\nPackage: Full Fibre 500 (500Mb down / 100Mb up), 24 months, "
                "£29.00 a month\nInstallation: Monday 13 July 2026, 8am-1pm. An engineer will fit a box inside "
                "the flat; someone over 18 must be in.\nYour router will arrive 2-3 days before.\n\nFibrewave\n")


def t_mv_removals_confirm(r: random.Random, dt: datetime) -> str:
    return ("LITTLE VAN CO. REMOVALS - BOOKING CONFIRMATION\n\n"
            f"Booking ref: LVC-{r.randint(1000, 9999)}\nName: Rosie Ackroyd\nDate: Saturday 11 July 2026, arrive "
            "08:00\n"
            f"Collection: {ADDR}\nDelivery: {NEWADDR}\nPrice: £380.00. Deposit paid: £95.00. Balance on the day.\n"
            "Please have everything packed and the bike's pedals removed. Parking: please check whether a "
            "suspension is needed on Wyatt Road; Waltham Forest charges for bay suspensions.\n"
            "Cancellation: free up to 7 days before.\n")


def t_mv_agent_qs(r: random.Random, dt: datetime) -> str:
    return ("ask Marlow & Finch:\n- can the tenancy start 11th not 10th (removals booked Sat)\n- pet deposit £200 - "
            "is it refundable? (pet rent isn't allowed, check)\n- who does the inventory / check-in\n- EPC rating + "
            "gas safety cert copy\n- which deposit scheme\n- can I put a hook up for the bike in the hall\n"
            "- meter readings on move-in day\n")


def t_mv_signed_holding(r: random.Random, dt: datetime) -> str:
    return ("HOLDING DEPOSIT AGREEMENT\nMarlow & Finch Lettings\n\nApplicant: Rosie Ackroyd\nProperty: 18 Bramley "
            "Terrace, Flat 4, Leyton E10 6JP\nAgreed rent: £1,450 pcm; proposed start 11 July 2026; one cat permitted\n"
            "Holding deposit: £334.00 received by bank transfer\n\nI confirm that the information I have given is true "
            "and understand the conditions under which the holding deposit can be retained.\n\n"
            f"Signed: R. Ackroyd   Date: {_ymd(dt)}\n")


# --------------------------------------------------------------------------- Sophie's hen (Projects Friends)


def t_hen_itin(r: random.Random, dt: datetime) -> str:
    return ("SOPHIE'S HEN - MARGATE - SAT 20 JUNE 2026 (v3)\n\nFri 19th\n18:00 arrive at the house (Northdown Road), "
            "pizza + prosecco, sashes handed out\n\nSat 20th\n10:00 sea pool swim (optional!!)\n12:30 lunch at the "
            "harbour arm - booked for 12\n15:00 cocktail masterclass, The Tide Bar, 2 hrs\n18:00 back to the "
            "house, Mr & Mrs quiz (Sophie doesn't know, Dan has done his answers)\n20:00 dinner + Dreamland?\n\n"
            "Sun 21st\n11:00 checkout, hungover fry-up\n\nMaid of honour: Rosie. Bride's mum coming Saturday only.\n")


def t_hen_budget(r: random.Random, dt: datetime) -> str:
    return ("Item;Total;Per head (11 pay, Sophie free)\nHouse 2 nights;1320;120\nCocktail class;462;42\n"
            "Lunch deposit;110;10\nSashes, banner, balloons;64;5.82\nPizza + drinks Fri;180;16.36\n"
            "Sophie's share split;;18.56\nTOTAL per person;;212.74\nPaid so far: Ellie, Grace, Chloe, Maya, Ines, "
            "Zoe;;\nChase: Leah, Bethan, Sophie's cousin Niamh;;\n")


def t_hen_guests(r: random.Random, dt: datetime) -> str:
    names = ["Sophie Brennan (bride)", "Rosie Ackroyd", "Ellie Hughes", "Grace Walsh", "Chloe Doyle", "Maya Patel",
             "Ines Nowak", "Zoe Murray", "Leah Cole", "Bethan Hartley", "Niamh Brennan", "Carol Brennan (Sat only)"]
    rows = ["name,dietary,arriving,paid deposit"]
    for n in names:
        rows.append(f"{n},{r.choice(['', '', 'veggie', 'no shellfish', 'vegan', 'gluten free'])},"
                    f"{r.choice(['Fri train', 'Fri car', 'Sat am'])},{r.choice(['yes', 'yes', 'no'])}")
    return "\n".join(rows) + "\n"


def t_hen_quiz(r: random.Random, dt: datetime) -> str:
    return ("MR & MRS - Sophie & Dan\n(Dan's answers recorded on video - DON'T show Sophie)\n\n1. Where was your first "
            "date? (Dan: the pub quiz at the Castle)\n2. What's Sophie's most annoying habit? (Dan: leaving "
            "teabags on the side)\n3. Who said I love you first?\n4. What would Sophie save in a fire?\n"
            "5. Dan's worst ever haircut?\n6. Where's the honeymoon? (he says it's a surprise - Lisbon)\n"
            "Wrong answer = a forfeit from the bowl. Wedding is 15 August.\n")


def t_hen_playlist(r: random.Random, dt: datetime) -> str:
    return ("hen playlist ideas\n- Dancing Queen (obviously)\n- Mr Brightside for the taxi\n- the song from Sophie & "
            "Dan's first dance (ask Dan what it is!)\n- Spice Girls - Wannabe\n- Robyn - Dancing On My Own\n- "
            "Pulp - Common People\n- anything from the Leeds uni indie nights\nmake a shared playlist, send link "
            "to the group\n")


def t_hen_cocktail(r: random.Random, dt: datetime) -> str:
    return (f"THE TIDE BAR, MARGATE\nBooking confirmation\n\nName: Rosie Ackroyd\nEvent: Cocktail masterclass - "
            "hen party package\nDate: Saturday 20 June 2026, 15:00-17:00\nGuests: 12\nPrice: £42.00 per person "
            "(3 cocktails, bar snacks, a mocktail option)\nDeposit paid: £120.00 on "
            f"{_d(dt)}\nBalance due on the day. Please note no L-plates or inflatables in the bar.\n")


def t_hen_house(r: random.Random, dt: datetime) -> str:
    return _eml("StayNest <bookings@staynest.co.uk>", "rosie.ackroyd@gmail.com",
                "Your StayNest booking is confirmed", dt,
                f"Hi Rosie,\n\nYou're going to Margate!\n\nBooking: SN-{r.randint(10**6, 10**7)}\nProperty: Seaview "
                "townhouse, Northdown Road, Margate - sleeps 12\nCheck-in: Friday 19 June 2026 from 16:00\n"
                "Check-out: Sunday 21 June 2026 by 11:00\nGuests: 12\nTotal: £1,320.00 (paid in full)\n"
                "Security deposit: £300 held on card\n\nHost: Marianne. Please note: no hen or stag "
                "decorations on the front of the house, quiet hours after 11pm.\n")


def t_hen_rules(r: random.Random, dt: datetime) -> str:
    return ("Welcome to Seaview townhouse, Margate!\nHOUSE RULES\n\n- Check-in from 4pm Friday, check-out 11am.\n"
            "- Quiet after 11pm: our neighbours are lovely and light sleepers.\n- Celebrations are welcome, but no "
            "confetti, glitter or balloons attached to walls (cleaning fee £150).\n- Hot tub closes at 10pm.\n"
            "- Bins: recycling in the blue box, food waste in the caddy.\n- Wifi: SeaviewGuest / margate2026\n"
            "Enjoy the hen weekend! Marianne\n")


def t_hen_whatsapp(r: random.Random, dt: datetime) -> str:
    return ("Hi hens!! Quick money update for Margate on the 20th\n\nIt's £212.74 each (Sophie pays nothing "
            "obviously). "
            "If you've only paid the £50 deposit, the remaining £162.74 to me by Friday 12th please: R Ackroyd, "
            "04-00-04 / 81123370, ref HEN + your name.\n\nCocktail class is booked for 3pm Saturday, house from 4pm "
            "Friday. Dress code Saturday night: ANYTHING GOLD. Don't tell Soph about the quiz xx\n")


def t_hen_sashes(r: random.Random, dt: datetime) -> str:
    return _receipt("Party Parcel Co.", "Unit 3, Riverside Trading Estate, Sheffield S9 3DF",
                    [("Personalised sash 'Bride to be - Sophie' x1", 6.99), ("Personalised sash 'Hen Crew' x11", 32.89),
                     ("Gold foil banner 'Last Fling Before the Ring'", 8.50), ("Gold balloons x20", 7.99),
                     ("Delivery", 3.95)], dt)


def t_hen_payments(r: random.Random, dt: datetime) -> str:
    names = ["Ellie", "Grace", "Chloe", "Maya", "Ines", "Zoe", "Leah", "Bethan", "Niamh", "Carol", "Rosie"]
    rows = ["Sophie's hen - Margate 19-21 June - who's paid;;;", "Name;Deposit;Balance;Paid in full"]
    for n in names:
        full = r.random() < 0.6
        rows.append(f"{n};50;{'0' if full else '162.74'};{'yes' if full else 'no'}")
    return "\n".join(rows) + "\nHen total collected so far;;;\nCocktail class balance due 20 June;;;\n"


# --------------------------------------------------------------------------- freelance business (Areas Work)

RETAINER = {"bl": ("Brightloop retainer - motion graphics for social", 2, 350.0),
            "pf": ("Patchwork Foods - monthly social cut-downs", 1.5, 350.0)}


def t_inv(no: str, key: str, month: str):
    def t(r: random.Random, dt: datetime) -> str:
        if key in RETAINER:
            desc, days, rate = RETAINER[key]
            lines = [(f"{desc}, {month}", days, rate)]
            if r.random() < 0.4:
                lines.append((f"Extra day - {r.choice(['launch teaser', 'event recap', 'founder video'])}", 1, rate))
        elif key == "kv":
            lines = [(f"Animated explainer 'Your first appointment', {month}", 3, 350.0)]
        else:
            lines = [(f"Edit - brand film cut-downs, {month}", 2, 350.0)]
        return _invoice(dt, no, CLIENTS[key], lines)
    return t


def t_terms(r: random.Random, dt: datetime) -> str:
    return ("ROSIE ACKROYD - EDIT & MOTION\nTERMS OF BUSINESS (2025)\n\n1. Day rate £350 (10 hours incl. 1 hour "
            "break); half day £200. Charity rate on request.\n2. Quotes include two rounds of amends; further "
            "amends at the day rate.\n3. Invoices payable within 30 days. Late payment interest under the Late "
            "Payment of Commercial Debts (Interest) Act 1998.\n4. Kill fee: 50% of the remaining booked days if "
            "cancelled within 48 hours.\n5. I keep project files for 6 months after delivery; archiving on a "
            "client drive is chargeable.\n6. I may show finished work in my showreel unless agreed otherwise in "
            "writing.\n")


def t_ratecard(r: random.Random, dt: datetime) -> str:
    return ("Rosie Ackroyd - Edit & Motion - RATE CARD 2026\n\nEdit (Premiere / Resolve): £350 a day\n"
            "Motion design (After Effects): £375 a day\nColour grade (Resolve): £400 a day\nHalf day: £200\n"
            "Social cut-down packages from £450 (up to 6 versions)\nRetainers: 2+ days a month at £320 a day\n"
            "Charities and community groups: ask about the reduced rate\n")


def t_pli(r: random.Random, dt: datetime) -> str:
    return (f"CREWSAFE INSURANCE - POLICY SCHEDULE\nPolicy number: CS-PI-{r.randint(100000, 999999)}\n"
            f"Insured: Rosie Ackroyd t/a Rosie Ackroyd - Edit & Motion\nBusiness: freelance video editor and motion "
            f"designer\nPeriod: {_d(dt)} to {_d(dt + timedelta(days=364))}\n\nProfessional indemnity: £250,000\n"
            "Public liability: £2,000,000\nBusiness equipment (laptop, monitors, drives): £6,500, worldwide\n"
            "Excess: £250 (equipment £100)\nAnnual premium: £214.80 including Insurance Premium Tax\n")


def t_inv_tracker(r: random.Random, dt: datetime) -> str:
    rows = ["Invoice;Client;Date;Amount;Paid"]
    for n, c, a, p in [("0140", "Brightloop", "700.00", "yes"), ("0141", "Kindvale Health", "1050.00", "yes"),
                       ("0142", "Tidewell Trust (50%)", "2700.00", "yes"), ("0143", "Patchwork Foods", "525.00", "yes"),
                       ("0145", "Brightloop", "1050.00", "yes"), ("0147", "Fernhouse / Marrow Lane (50%)", "962.50",
                                                                      "no - chase 30 May"),
                       ("0149", "Brightloop", "700.00", "yes"), ("0150", "Patchwork Foods", "525.00", "no")]:
        rows.append(f"INV-{n};{c};;{a};{p}")
    return "\n".join(rows) + "\n"


def t_bl_retainer(r: random.Random, dt: datetime) -> str:
    return ("RETAINER AGREEMENT\nBrightloop Creative Ltd and Rosie Ackroyd (Edit & Motion)\n\n"
            f"Start date: {_d(dt)}. Rolling monthly; either party may end it with one month's notice.\n"
            "Services: two days a month of motion graphics and editing for Brightloop's clients' social "
            "channels, booked in the first week of each month.\nFee: £700 a month (2 days at £350), invoiced on "
            "the last working day of the month. Extra days at £350.\nConfidentiality: work for Brightloop's "
            "clients is confidential until published.\nSigned: Priya Nandra, Managing Director, Brightloop Creative\n")


def t_bl_brief(month: str):
    def t(r: random.Random, dt: datetime) -> str:
        return (f"BRIGHTLOOP - {month.upper()} CONTENT - MOTION BRIEF FOR ROSIE\n\nClient 1: Harbour Gin - 3 x 9:16 "
                "product loops, 6 sec, kinetic type, brand fonts in the shared drive\nClient 2: Kestrel Bikes - "
                "animated map for the route launch, 15 sec, 1:1 and 9:16\nClient 3: Folio Bank - caption "
                "templates refresh (.mogrt)\nDays booked: 2 (dates tbc on Slack)\nFirst drafts due mid-month, "
                "finals by the 25th. Invoice as usual at month end.\nPriya\n")
    return t


def t_timesheet(r: random.Random, dt: datetime) -> str:
    rows = ["Date;Client;Task;Hours"]
    for d, c, tk in [("05/05", "Brightloop", "Harbour Gin loops"), ("06/05", "Brightloop", "Harbour Gin loops v2"),
                     ("12/05", "Patchwork Foods", "spring cut-downs 9:16"), ("19/05", "Brightloop", "Kestrel map"),
                     ("27/05", "Patchwork Foods", "amends")]:
        rows.append(f"{d}/2026;{c};{tk};{r.choice([4, 6, 8, 10])}")
    return "\n".join(rows) + "\n"


def t_pf_spec(r: random.Random, dt: datetime) -> str:
    return ("PATCHWORK FOODS - SOCIAL CUT-DOWN SPEC\n\nSource: monthly brand shoot from our in-house team\n"
            "Deliver each month: 2 x 15s 9:16 (Reels/TikTok), 2 x 6s 1:1, 1 x 30s 16:9 for YouTube\n"
            "Captions: always on, Patchwork Sans, white with 60% black box\nEnd frame: logo + 'Good food, stitched "
            "together' 1.5 sec\nMusic: from our Cuebank account only\nFiles named PF_[campaign]_[length]_[ratio]_v#\n")


def t_pf_rights(r: random.Random, dt: datetime) -> str:
    return _eml("Oliver Grant <oliver@patchworkfoods.co.uk>", "rosie@rosieackroyd.co.uk", "usage rights + showreel",
                dt, "Hi Rosie,\n\nYes, fine to use the spring campaign cut-downs in your showreel once they're live. "
                "Please don't use the unreleased oat milk stuff until September.\n\nAlso - can we move to 1.5 days a "
                "month from next month? Same rate. I'll send a new PO.\n\nOli\nBrand Manager, Patchwork Foods\n")


def t_enquiry(r: random.Random, dt: datetime) -> str:
    return _eml("Dr Ines Rahman <ines.rahman@kindvale.org.uk>", "rosie@rosieackroyd.co.uk",
                "Enquiry - animated explainer", dt,
                "Hello Rosie,\n\nWe found your work through Brightloop. Kindvale Health is a community interest "
                "company running NHS-commissioned physiotherapy clinics in Hackney. We'd like a 90-second animated "
                "explainer for new patients ('what happens at your first appointment'), with subtitles and a "
                "Turkish and Bengali voiceover version.\n\nCould you send a quote and your availability for July?\n\n"
                "Ines Rahman, Service Lead\n")


def t_remittance(r: random.Random, dt: datetime) -> str:
    return (f"BRIGHTLOOP CREATIVE LTD\nREMITTANCE ADVICE\n\nPayee: Rosie Ackroyd\nPayment date: {_d(dt)}\n"
            f"Payment method: BACS to sort code 04-06-71 account ****7745\n\nInvoice INV-0145    £1,050.00\n"
            "Invoice INV-0140    £700.00\nTotal paid: £1,750.00\n\nQueries: accounts@brightloop.co\n")


def t_nda(r: random.Random, dt: datetime) -> str:
    return ("MUTUAL NON-DISCLOSURE AGREEMENT\n\nBetween Brightloop Creative Ltd (on behalf of its client Folio Bank "
            "plc) "
            "and Rosie Ackroyd, freelance motion designer.\n\nThe freelancer will receive unreleased product "
            "information, brand assets and campaign plans. She will keep them confidential, use them only to "
            "deliver the agreed motion graphics and delete them at the end of the engagement. This agreement "
            "lasts for two years from signature.\n\n"
            f"Signed: R Ackroyd   Date: {_ymd(dt)}\nSigned: P Nandra, Brightloop Creative\n")


def t_bl_po(r: random.Random, dt: datetime) -> str:
    return (f"Brightloop Creative Ltd - PURCHASE ORDER BL-{r.randint(3000, 3999)}\nDate: {_d(dt)}\nSupplier: "
            "Rosie Ackroyd (freelance motion)\n\nKestrel Bikes route-launch animation, extra day outside retainer"
            "    1 day    £350.00\nTotal £350.00\nPlease add this PO to your June invoice.\n")


def t_pf_call(r: random.Random, dt: datetime) -> str:
    return ("call w/ Oli (Patchwork) Tues\n- going to 1.5 days/month from July, same rate, new PO coming\n- oat milk "
            "launch Sept - embargoed, NOT for the showreel\n- they want 4:5 as well as 9:16 now\n- music only from "
            "their Cuebank account\n- invoice May cut-downs, he says finance pay on the 15th\n")


def t_pli_renewal(r: random.Random, dt: datetime) -> str:
    return (f"CrewSafe Insurance\n\nDear Ms Ackroyd,\n\nYour freelance media insurance is due for renewal on "
            f"{_d(dt + timedelta(days=40))}.\nProfessional indemnity £250,000, public liability £2,000,000, business "
            "equipment £6,500.\nRenewal premium: £229.40 (last year £214.80). To add your new monitor please "
            "update your equipment list. If you do nothing your policy will renew automatically by direct debit.\n")


def t_showreel(r: random.Random, dt: datetime) -> str:
    return ("showreel 2026 selects\n- Small Hands - youth club table tennis (after premiere, ask Amara)\n- Gold Teeth "
            "golden hour oner (after 3 July)\n- Harbour Gin loops\n- Patchwork spring 15s\n- Kestrel map\n"
            "music: something from Cuebank, 90 sec max\nupdate website + Vimeo in July\n")


# --------------------------------------------------------------------------- money and tax (Areas Finance)


def t_sa302(year: str, profit: int):
    def t(r: random.Random, dt: datetime) -> str:
        tax = max(0, profit - 12570) * 0.2
        ni = max(0, profit - 12570) * 0.06
        return (f"HM Revenue & Customs\nSA302 Tax calculation\nTax year {year}\n\nName: Ms Rosie Ackroyd\n"
                f"Unique Taxpayer Reference: {UTR}\n\nProfit from self-employment: £{profit:,}.00\nTotal income: "
                f"£{profit:,}.00\nPersonal allowance: £12,570.00\nIncome tax at basic rate 20%: £{tax:,.2f}\n"
                f"Class 4 National Insurance: £{ni:,.2f}\nStudent loan repayment (Plan 2): "
                f"£{max(0, profit - 27295) * 0.09:,.2f}\n"
                f"Total tax due: £{tax + ni + max(0, profit - 27295) * 0.09:,.2f}\n")
    return t


def t_sa_summary(r: random.Random, dt: datetime) -> str:
    return ("MENDES & ROWE CHARTERED ACCOUNTANTS\nSelf assessment 2024-25 - summary for Rosie Ackroyd\n\n"
            "Turnover £52,310\nAllowable expenses £9,620 (software £1,140, equipment - annual investment allowance "
            "£3,480, coworking £610, phone and broadband share £420, travel £690, insurance £215, accountancy "
            "£540...)\n"
            "Profit £42,690\nBalancing payment due 31 January 2026: £2,148.30\nFirst payment on account 2025-26 due "
            "31 January 2026: £4,412.05\nSecond payment on account due 31 July 2026: £4,412.05\n"
            "We filed your return on 14 January 2026. Please keep this with your records.\n")


def t_hmrc_soa(r: random.Random, dt: datetime) -> str:
    return (f"HM Revenue & Customs\nSelf Assessment: Statement\nUTR {UTR}\nStatement date: {_d(dt)}\n\n"
            "31 Jan 2026 Balancing payment 2024-25    £2,148.30\n31 Jan 2026 1st payment on account 2025-26    "
            "£4,412.05\n28 Jan 2026 Payment received - thank you    -£6,560.35\nAmount due now: £0.00\n"
            "Next payment: 31 Jul 2026, 2nd payment on account 2025-26, £4,412.05\n")


def t_poa_reminder(r: random.Random, dt: datetime) -> str:
    return (f"HM Revenue & Customs\nSelf Assessment\nPO Box 4000, Cardiff CF14 8HR\n\nMs R Ackroyd\n{ADDR}\n\n"
            f"Date: {_d(dt)}\nUnique Taxpayer Reference: {UTR}\n\nPayment reminder\nYour second payment on account "
            "for the 2025-26 tax year is due by 31 July 2026. Amount: £4,412.05.\nIf you think your income for "
            "2025-26 will be lower, you can apply to reduce your payments on account online.\n"
            f"Pay using the reference {UTR.replace(' ', '')}K.\n")


def t_utr(r: random.Random, dt: datetime) -> str:
    return (f"HM Revenue & Customs\n\nMs R Ackroyd\n\n{_d(dt)}\n\nWelcome to Self Assessment\n"
            f"Your Unique Taxpayer Reference (UTR) is {UTR}. Please keep it safe and quote it whenever you contact "
            "us. You have told us you started working for yourself. You will need to send a Self Assessment tax "
            "return each year by 31 January and register for Class 2 and Class 4 National Insurance.\n")


def t_engagement(r: random.Random, dt: datetime) -> str:
    return (f"MENDES & ROWE CHARTERED ACCOUNTANTS\n12 Orford Road, London E17 9NL\n\n{_d(dt)}\n\nDear Rosie,\n\n"
            "LETTER OF ENGAGEMENT - sole trader accounts and self assessment\nWe will prepare your annual accounts "
            "from your bookkeeping spreadsheet and bank statements, complete and file your self assessment return, "
            "and advise on payments on account. Our fee is £540 a year, invoiced in December. You remain "
            "responsible for keeping receipts for six years.\n\nCarla Mendes ACA\n")


def t_acc_email(r: random.Random, dt: datetime) -> str:
    return _eml("Carla Mendes <carla@mendesrowe.co.uk>", "rosie@rosieackroyd.co.uk", "2025-26 records", dt,
                "Hi Rosie,\n\nThe tax year ended on 5 April, so whenever you're ready please send:\n- your income "
                "and expenses spreadsheet for 2025-26\n- Ledgerly statements April 2025 to April 2026\n- receipts "
                "for anything over £200 (the new monitor and the SSDs)\n- mileage: none, I know, just the bike!\n\n"
                "Also, re your flat move: the rent on your new place isn't deductible, but if you use the "
                "second room as a studio we can talk about a use-of-home figure.\n\nCarla\n")


def t_acc_invoice(r: random.Random, dt: datetime) -> str:
    return ("MENDES & ROWE CHARTERED ACCOUNTANTS\n12 Orford Road, London E17 9NL\n\nINVOICE "
            f"MR-{r.randint(5000, 5999)}\n"
            f"Date: {_d(dt)}\nTo: Ms R Ackroyd\n\nPreparation of sole trader accounts for the year ended 5 April 2025 "
            "and self assessment tax return 2024-25    £450.00\nVAT    £90.00\nTotal    £540.00\nPayable within 14 "
            "days.\n")


def t_bank_stmt(kind: str, month: str):
    def t(r: random.Random, dt: datetime) -> str:
        if kind == "biz":
            head = (f"LEDGERLY BUSINESS - STATEMENT - {month}\nR Ackroyd t/a Rosie Ackroyd - Edit & Motion\n"
                    "Sort code 04-06-71  Account 23817745")
            tx = [("BRIGHTLOOP CREATIVE", r.choice([700, 1050, 1750]), 1), ("PATCHWORK FOODS LTD", 525, 1),
                  ("ADOBE *CREATIVE CLD", -65.99, 0), ("FRAME.IO SUBSCR", -15.00, 0), ("CUEBANK MUSIC", -12.00, 0),
                  ("TRANSFER TO R ACKROYD", -2200, 0), ("HMRC SELF ASSESSMENT", r.choice([0, -500]), 0)]
        else:
            head = f"NORTHGATE BANK - CURRENT ACCOUNT - {month}\nMs R Ackroyd\nSort code 04-00-04  Account 81123370"
            tx = [("TRANSFER FROM LEDGERLY", 2200, 1), ("EASTWAY PM RENT", -760, 0),
                  ("FLAT BILLS POT J OKAFOR", -68, 0),
                  ("PAWSURE", -14.20, 0), ("SPOKESURE", -9.40, 0), ("TESCO STORES", -r.randint(20, 60), 0),
                  ("MOTION WORKS PHYSIO", -55, 0), ("TFL TRAVEL CH", -r.randint(5, 20), 0)]
        bal = r.uniform(1500, 6000)
        lines = [head, "", "Date    Description    Paid in    Paid out    Balance"]
        for i, (d, a, _) in enumerate(tx):
            if a == 0:
                continue
            bal += a
            lines.append(f"{i * 3 + 1:02d} {month.split()[0][:3]}    {d}    "
                         f"{f'{a:,.2f}' if a > 0 else ''}    {f'{-a:,.2f}' if a < 0 else ''}    {bal:,.2f}")
        return "\n".join(lines) + "\n"
    return t


def t_bank_csv(r: random.Random, dt: datetime) -> str:
    rows = ["Date,Description,Amount,Balance"]
    bal = 3120.55
    for i, (d, a) in enumerate([("BRIGHTLOOP CREATIVE", 700.0), ("ADOBE *CREATIVE CLD", -65.99),
                                ("DRIVEDEPOT LTD", -189.99), ("THE ROPEWALK STUDIOS", -18.0),
                                ("TIDEWELL TRUST", 2700.0), ("TRANSFER TO R ACKROYD", -2200.0)]):
        bal += a
        rows.append(f"{_ymd(dt - timedelta(days=30 - i * 5))},{d},{a:.2f},{bal:.2f}")
    return "\n".join(rows) + "\n"


def t_expenses(year: str):
    def t(r: random.Random, dt: datetime) -> str:
        rows = ["Date;Supplier;What;Category;Amount"]
        for sup, what, cat, lo, hi in [("Adobe", "Creative Cloud all apps", "Software", 65.99, 65.99),
                                       ("Frame.io", "review links", "Software", 15, 15),
                                       ("DriveDepot", "Samsung 2TB SSD", "Equipment", 150, 190),
                                       ("The Ropewalk Studios", "coworking day", "Premises", 18, 18),
                                       ("Cuebank", "music licence sub", "Software", 12, 12),
                                       ("CrewSafe", "PI + equipment insurance", "Insurance", 214.8, 214.8),
                                       ("Fibrewave", "broadband - business share 40%", "Phone/internet", 11.6, 11.6)]:
            for _ in range(r.randint(1, 3)):
                rows.append(f"{r.randint(1, 28):02d}/{r.randint(1, 12):02d};{sup};{what};{cat};{r.uniform(lo, hi):.2f}")
        return f"Expenses {year}\n" + "\n".join(rows) + "\n"
    return t


def t_pension(r: random.Random, dt: datetime) -> str:
    return (f"NESTWISE PENSIONS\nYour annual pension statement\n\nMs Rosie Ackroyd\nStatement date: {_d(dt)}\n\n"
            f"Pot value: {_money(r, 14000, 17000)}\nYour contributions this year: £2,400.00\nTax relief added: "
            "£600.00\nFramestack workplace pension transferred in: 2023\nProjected pot at 68: £148,000 "
            "(in today's money, if you keep paying £200 a month)\nFund: Nestwise Global Growth (ESG)\n")


def t_lisa(r: random.Random, dt: datetime) -> str:
    return (f"Ledgerly Save - Lifetime ISA\nStatement {_d(dt)}\n\nBalance: {_money(r, 18000, 22000)}\n"
            "Your payments this tax year: £4,000.00\nGovernment bonus received: £1,000.00\nYou can use your Lifetime "
            "ISA to buy your first home worth up to £450,000, or withdraw after 60.\n")


def t_student_loan(r: random.Random, dt: datetime) -> str:
    return (f"Student Loans Company\nAnnual statement\n\nCustomer: Rosie Ackroyd\nPlan type: Plan 2\n"
            f"Balance at 5 April: {_money(r, 46000, 52000)}\nRepaid via self assessment last tax year: £1,383.21\n"
            "Interest applied: RPI + up to 3% depending on income\n")


def t_budget(r: random.Random, dt: datetime) -> str:
    return ("Month;Rent;Bills;Food;Bike + insurance;Mabel;Physio;Savings LISA;Tax pot 25%\n"
            "Apr;760;68;220;9.40;42;110;333;1100\nMay;760;68;240;9.40;42;55;333;1320\n"
            "Jun;760;68;230;9.40;42;55;333;1400\nJul (move!);1450;120;230;9.40;42;0;0;1200\n")


def t_self_notes(r: random.Random, dt: datetime) -> str:
    return ("2025-26 tax stuff for Carla\n- new monitor Dec £329 (receipt in email)\n- 2 x SSD from DriveDepot\n"
            "- Ropewalk coworking days x 14\n- phone: 50% business? ask\n- broadband 40%\n- physio NOT allowable "
            "(asked last year)\n- payment on account in July £4,412 - keep it in the tax pot!\n")


def t_sa_paid(r: random.Random, dt: datetime) -> str:
    return ("Payment confirmation\n\nYou have paid HM Revenue & Customs\nSelf Assessment\nReference: "
            f"{UTR.replace(' ', '')}K\n"
            f"Amount: £3,184.62\nDate: {_d(dt)}\nFrom: Ledgerly Business ****7745\n\nThis covers your 2022-23 "
            "balancing payment and your first payment on account for 2023-24.\n")


def t_pension_topup(r: random.Random, dt: datetime) -> str:
    return (f"Nestwise Pensions\n\nThanks, Rosie - we've received your one-off payment.\n\nAmount you paid: £1,600.00\n"
            "Basic-rate tax relief we'll claim from HMRC: £400.00\nTotal going into your pot: £2,000.00\n"
            f"Date received: {_d(dt)}\nInvested in: Nestwise Global Growth (ESG)\n")


def t_lisa_bonus(r: random.Random, dt: datetime) -> str:
    return (f"Ledgerly Save\n\nDear Ms Ackroyd,\n\nYour Lifetime ISA government bonus of £250.00 was added to your "
            f"account on {_d(dt)}, based on payments of £1,000.00 made last month.\nIf you withdraw money for "
            "anything other than a first home or retirement, a 25% government withdrawal charge applies.\n")


def t_biz_account(r: random.Random, dt: datetime) -> str:
    return ("Ledgerly Business\n\nWelcome, Rosie!\n\nYour sole trader account is open.\nAccount name: R Ackroyd t/a "
            "Rosie Ackroyd - Edit & Motion\nSort code: 04-06-71\nAccount number: 23817745\nYour card will arrive in "
            "3-5 working days. Tip: set up a tax pot and move 25% of every payment into it.\n")


def t_tax_calc_old(r: random.Random, dt: datetime) -> str:
    return ("MENDES & ROWE - tax computation 2023-24 (draft for approval)\nClient: Rosie Ackroyd, UTR 48213 90675\n\n"
            "Self-employment from 1 April 2023 (after leaving Framestack Post)\nFramestack employment income "
            "to 31 March 2023: taxed under PAYE (P45)\nTrading income £36,940; expenses £6,210; profit £30,730\n"
            "Income tax £3,632.00; Class 4 NIC £1,090.80; Student loan £308.25\nPlease approve by replying to this "
            "email and we will file.\n")


def t_receipt_adobe(r: random.Random, dt: datetime) -> str:
    return (f"Adobe Systems Software Ireland Ltd\nInvoice number: IEN{r.randint(10**9, 10**10)}\nInvoice date: "
            f"{_d(dt)}\n\n"
            "Bill to: Rosie Ackroyd, London E17 5QT, United Kingdom\nCreative Cloud All Apps - monthly\n"
            "Subtotal £54.99\nVAT (20%) £11.00\nTotal £65.99\nPaid by Visa ending 4410\n")


# --------------------------------------------------------------------------- the room in Wyatt Road (Areas Home)


def t_tenancy_cur(r: random.Random, dt: datetime) -> str:
    return ("ASSURED SHORTHOLD TENANCY AGREEMENT (room in a shared house)\n\nLandlord: Mr D. Constantinou, c/o "
            "Eastway Property Management, 210 Hoe Street, London E17 3AX\nTenant: Rosie Ackroyd\n"
            "Premises: Room 3, Flat 2, 41 Wyatt Road, London E17 5QT, with shared use of kitchen, bathroom and "
            "living room\nTerm: 12 months from 15 July 2023, then monthly periodic\nRent: £720 per calendar month "
            "(bills excluded)\nDeposit: £830.76, protected with SafeKeep Deposits\nThe tenant shares the "
            "utility bills equally with the other occupiers. Pets only with written consent (consent given for "
            "one cat, see addendum).\n")


def t_deposit_cert(r: random.Random, dt: datetime) -> str:
    return (f"SAFEKEEP DEPOSITS\nDeposit Protection Certificate\n\nCertificate number: SK-{r.randint(10**7, 10**8)}\n"
            "Property: Flat 2, 41 Wyatt Road, London E17 5QT (Room 3)\nTenant: Rosie Ackroyd\nLandlord/agent: "
            f"Eastway Property Management\nDeposit amount: £830.76\nDate protected: {_d(dt)}\n\n"
            "At the end of the tenancy, you and your landlord should agree how the deposit is returned. If you "
            "cannot agree, you can use our free dispute resolution service.\n")


def t_rent_increase(r: random.Random, dt: datetime) -> str:
    return (f"Eastway Property Management\n210 Hoe Street, London E17 3AX\n\n{_d(dt)}\n\nDear Rosie,\n\nRoom 3, "
            "41 Wyatt Road - rent review\nFollowing our annual review, and in line with your periodic tenancy, the "
            "rent for your room will increase from £720 to £760 per calendar month from 15 September 2025. The "
            "landlord has also agreed to replace the kitchen extractor fan.\n\nKind regards,\nEastway Lettings Team\n")


def t_bills_split(r: random.Random, dt: datetime) -> str:
    rows = ["Month;Energy (Lumen);Broadband (Fibrewave);Water;Council tax;Total;Each (4)"]
    for m in ["Jan", "Feb", "Mar", "Apr", "May"]:
        e, b, w, c = r.randint(120, 210), 36, 42, 172
        rows.append(f"{m} 2026;{e};{b};{w};{c};{e + b + w + c};{(e + b + w + c) / 4:.2f}")
    return "\n".join(rows) + "\nPay into Jess's bills pot by the 3rd. Rosie leaving 10 July - pro rata July.\n"


def t_energy(r: random.Random, dt: datetime) -> str:
    return (f"LUMEN ENERGY\nYour energy bill\n\nAccount holder: Jess Okafor and others\nSupply address: Flat 2, 41 "
            f"Wyatt Road, London E17 5QT\nBill date: {_d(dt)}\n\nElectricity: {r.randint(280, 360)} kWh at 24.5p = "
            f"{_money(r, 70, 90)}\nGas: {r.randint(500, 900)} kWh at 6.3p = {_money(r, 35, 60)}\nStanding charges "
            f"{_money(r, 25, 30)}\nTotal this month {_money(r, 130, 180)}, paid by Direct Debit\n")


def t_broadband_bill(r: random.Random, dt: datetime) -> str:
    return (f"Fibrewave\nBill for Flat 2, 41 Wyatt Road E17\nDate: {_d(dt)}\nAccount: Tom Lindley\n\nFull Fibre 150 - "
            "monthly    £36.00\nTotal    £36.00\nCollected by Direct Debit on the 8th.\n")


def t_council_tax(r: random.Random, dt: datetime) -> str:
    return ("London Borough of Waltham Forest\nCouncil Tax bill 2026/27\n\nProperty: Flat 2, 41 Wyatt Road, London "
            "E17 5QT\nBand: C\nLiable persons: J Okafor, T Lindley, P Shah, R Ackroyd (joint and several)\n"
            "Annual charge: £1,898.40 including the Greater London Authority precept\n10 instalments of £189.84 "
            "from 1 April 2026\n")


def t_contents(r: random.Random, dt: datetime) -> str:
    return (f"HOMELY INSURANCE\nContents insurance for renters - policy schedule\nPolicy holder: Rosie Ackroyd\n"
            f"Address: Room 3, Flat 2, 41 Wyatt Road, London E17 5QT\nCover from: {_d(dt)} for 12 months\n"
            "Contents sum insured: £12,000 (room only, shared-house policy)\nPersonal possessions away from home: "
            "£2,000. Note: bicycles and business equipment are NOT covered - see your separate policies.\n"
            "Premium: £8.12 a month\n")


def t_rota(r: random.Random, dt: datetime) -> str:
    return ("41 WYATT RD - HOUSE STUFF\n\nCleaning rota (weekly, Sundays)\nWk1 kitchen - Jess / bathroom - Rosie\n"
            "Wk2 kitchen - Tom / bathroom - Priya\nWk3 kitchen - Rosie / bathroom - Jess\nWk4 kitchen - Priya / "
            "bathroom - Tom\n\nBins: Tues night (recycling alternate weeks)\nBills pot: Jess's Monzo, £68 each by "
            "the 3rd\nMabel: don't let her in Tom's room (allergies) and keep the back door shut\n")


def t_boiler(r: random.Random, dt: datetime) -> str:
    return _eml("Eastway Maintenance <maintenance@eastwaypm.co.uk>", "rosie.ackroyd@gmail.com",
                "Re: boiler not firing - 41 Wyatt Road", dt,
                "Hi Rosie,\n\nThanks for reporting this. Our engineer (Hot Spot Heating) will attend on Thursday "
                "between 8am and 12pm. Please make sure someone is in and the boiler cupboard is clear.\n\nIf you "
                "have no heating or hot water overnight, call the out-of-hours line.\n\nEastway Maintenance\n")


def t_water(r: random.Random, dt: datetime) -> str:
    return (f"LEA VALLEY WATER\nYour water bill\n\nCustomer: The Occupiers\nSupply address: Flat 2, 41 Wyatt Road, "
            f"London E17 5QT\nBill date: {_d(dt)}\nPeriod: 1 April to 30 September 2026\n\nWater supply "
            "(metered)    £112.40\nWastewater    £139.80\nTotal    £252.20 - 6 monthly instalments of £42.03\n")


def t_flat_meeting(r: random.Random, dt: datetime) -> str:
    return ("flat meeting Sunday\n- energy bill went up again, Lumen tariff ends in Aug - Tom to compare\n- who's "
            "replacing me in room 3? Jess's friend Ana viewing on the 7th\n- my last bills payment = pro rata to "
            "10 July\n- kitchen extractor STILL broken, chase Eastway again\n- check-out: need to repaint the "
            "scuff by my door? deposit\n- leaving drinks 9th?\n")


def t_energy_annual(r: random.Random, dt: datetime) -> str:
    return ("LUMEN ENERGY\nYour annual energy summary\nFlat 2, 41 Wyatt Road, London E17 5QT\n\n"
            "Last 12 months: electricity 3,610 kWh, gas 8,920 kWh\nEstimated annual cost on your current tariff: "
            "£1,932.00\nYour fixed tariff 'Lumen Fix 12' ends on 14 August 2026. You can switch to another "
            "tariff without exit fees from 49 days before it ends.\n")


def t_tv_licence(r: random.Random, dt: datetime) -> str:
    return (f"TV Licensing\n\nTV Licence number {r.randint(10**9, 10**10)}\nThe Occupier (J Okafor)\nFlat 2, 41 "
            f"Wyatt Road, London E17 5QT\nValid until: {_d(dt + timedelta(days=300))}\nAnnual fee £174.50 paid "
            "by monthly Direct Debit.\n")


def t_deposit_reminder(r: random.Random, dt: datetime) -> str:
    return ("SafeKeep Deposits\n\nYour deposit is protected\n\nThis is your annual reminder that the deposit for "
            "Room 3, Flat 2, 41 Wyatt Road, London E17 5QT (£830.76) is protected with SafeKeep Deposits. Keep "
            "your repayment ID safe: you will need it to request your deposit back at the end of your tenancy.\n")


# --------------------------------------------------------------------------- health (Areas Health)


def t_physio_plan(r: random.Random, dt: datetime) -> str:
    return ("MOTION WORKS PHYSIOTHERAPY\n59 Hoe Street, London E17 4SA\n\nInitial assessment and treatment plan\n"
            f"Patient: Rosie Ackroyd   DOB: 14/09/1994\nDate: {_d(dt)}\n\nPresenting complaint: right wrist pain "
            "after a fall from a bicycle on 11 February 2026. X-ray: no fracture. Ulnar-sided pain on gripping "
            "and on using a mouse/pen tablet; suspected TFCC sprain.\nPlan: 6 sessions over 8 weeks; wrist "
            "splint at night for 3 weeks; graded grip and forearm rotation exercises; workstation changes "
            "(vertical mouse, tablet on the left for some tasks).\nReview at session 4.\nPhysiotherapist: Sam "
            "Fenwick MCSP\n")


def t_physio_ex(r: random.Random, dt: datetime) -> str:
    return ("Home exercises - right wrist (Sam, Motion Works)\n\n1. Wrist flexion/extension with 0.5 kg, 3 x 12, "
            "daily\n"
            "2. Forearm rotation with a hammer, slow, 3 x 10\n3. Putty grip 2 min, twice a day\n4. Tendon glides "
            "x 10 every hour at the desk\n5. Ice 10 min after long edit days\nStop if pain goes above 4/10.\n")


def t_physio_inv(n: int):
    def t(r: random.Random, dt: datetime) -> str:
        return (f"MOTION WORKS PHYSIOTHERAPY\n59 Hoe Street, London E17 4SA\n\nINVOICE MW-{2600 + n * 37}\n"
                f"Patient: Rosie Ackroyd\nDate of treatment: {_d(dt)}\n\n"
                f"{'Initial assessment (60 min)    £75.00' if n == 1 else 'Follow-up treatment (40 min)    £55.00'}\n"
                "Paid by card. Physiotherapy is exempt from VAT.\nSession " + str(n) + " of 6\n")
    return t


def t_gp_referral(r: random.Random, dt: datetime) -> str:
    return (f"Higham Lane Surgery\n204 Higham Hill Road, London E17\n\n{_d(dt)}\n\nTo whom it may concern\n\n"
            "Re: Ms Rosie Ackroyd, DOB 14/09/1994, NHS no. 485 777 3456\nSeen today following a fall from her "
            "bicycle 8 days ago. Persistent ulnar-sided right wrist pain, tender over the TFCC, grip reduced. "
            "I have requested a plain X-ray at Whipps Cross Hospital. Advised rest, a wrist support and "
            "analgesia. She is a freelance video editor and uses a mouse all day. If the X-ray is normal and "
            "symptoms persist she may benefit from physiotherapy (self-referral or private).\nDr K. Adeyemi\n")


def t_xray(r: random.Random, dt: datetime) -> str:
    return ("Whipps Cross University Hospital - Radiology\n\nPatient: ACKROYD, Rosie  DOB 14/09/1994\n"
            f"Examination: XR wrist right, 2 views\nDate: {_d(dt)}\nClinical details: FOOSH from bicycle, "
            "ulnar wrist pain\n\nReport: No acute fracture or dislocation. Scaphoid appears intact. Normal carpal "
            "alignment. Ulnar variance neutral. Soft tissue swelling on the ulnar side.\nConclusion: no bony "
            "injury. Consider soft-tissue / TFCC injury if symptoms persist.\n")


def t_eye(r: random.Random, dt: datetime) -> str:
    return (f"CLEARVIEW OPTICIANS, Walthamstow\nEye examination record\nPatient: Rosie Ackroyd\nDate: {_d(dt)}\n\n"
            "R: -1.25 / -0.25 x 170   L: -1.50 DS\nNear: no add\nIOP normal, fundi healthy\nAdvice: screen breaks "
            "(20-20-20), blue-light coating optional. Next test in 2 years.\n")


def t_physio_qs(r: random.Random, dt: datetime) -> str:
    return ("for Sam (physio) Weds\n- still clicks when I turn a door handle\n- pain 3/10 after a 10 hour edit day, "
            "worse with the pen tablet\n- can I cycle to the Tidewell premiere? (4 miles)\n- night splint - stop now?\n"
            "- how many more sessions - budget!\n")


def t_dentist(r: random.Random, dt: datetime) -> str:
    return (f"Orford Dental Practice\nNHS treatment plan (FP17DC)\n\nPatient: Ms R Ackroyd\nDate: {_d(dt)}\n\n"
            "Examination, scale and polish\nOne filling, lower left 6\nCourse of treatment: NHS Band 2 - £75.30\n"
            "Please pay at the end of your course of treatment.\n")


def t_gp_appt(r: random.Random, dt: datetime) -> str:
    return _eml("Higham Lane Surgery <noreply@mypractice-online.nhs.uk>", "rosie.ackroyd@gmail.com",
                "Appointment confirmation", dt,
                "Your appointment is booked.\n\nPatient: Rosie Ackroyd\nWith: Dr K. Adeyemi (GP)\n"
                f"When: {_d(dt + timedelta(days=4))} at 10:40\nWhere: Higham Lane Surgery, 204 Higham Hill Road, E17\n"
                "Type: face to face, 10 minutes - wrist review\n\nIf you can no longer attend, please cancel at "
                "least 24 hours before.\n")


def t_pain_diary(r: random.Random, dt: datetime) -> str:
    rows = ["date,pain 0-10,hours at desk,cycled,notes"]
    for i in range(12):
        rows.append(f"{_ymd(dt - timedelta(days=12 - i))},{r.randint(1, 5)},{r.randint(4, 11)},"
                    f"{r.choice(['y', 'n'])},{r.choice(['', 'splint', 'exercises done', 'long Tidewell day', ''])}")
    return "\n".join(rows) + "\n"


def t_health_check(r: random.Random, dt: datetime) -> str:
    return (f"Higham Lane Surgery\n\nDear Ms Ackroyd,\n\nYou are due a cervical screening test. Please book an "
            "appointment with our practice nurse. The test takes about five minutes and is offered to women and "
            f"people with a cervix aged 25 to 64.\n\nDate of letter: {_d(dt)}\n")


# --------------------------------------------------------------------------- bike (Areas Cycling)


def t_bike_ins(r: random.Random, dt: datetime) -> str:
    return (f"SPOKESURE CYCLE INSURANCE\nPolicy schedule\n\nPolicy number: SPK-{r.randint(10**6, 10**7)}\n"
            f"Policyholder: Rosie Ackroyd, {ADDR}\nPeriod: {_d(dt)} to {_d(dt + timedelta(days=364))}\n\n"
            "Bicycle: Cotswold Cycles Wayfarer steel tourer, 2022, frame no. WC22-08817, value £1,150\n"
            "Accessories: £150\nCover: theft (home and away, with approved lock), accidental damage, personal "
            "accident, public liability £2m, legal expenses\nExcess: £50\nPremium: £112.80 a year (£9.40 a month)\n"
            "Approved locks: Sold Secure Gold. Stored indoors at night.\n")


def t_bike_renewal(r: random.Random, dt: datetime) -> str:
    return _eml("Spokesure <renewals@spokesure.co.uk>", "rosie.ackroyd@gmail.com", "Your Spokesure renewal", dt,
                "Hi Rosie,\n\nYour cycle insurance renews soon. Your bike: Cotswold Cycles Wayfarer (£1,150). New "
                "monthly premium: £9.40 (was £8.90).\n\nMoving house? Please tell us your new address before you "
                "move, as theft-from-home cover depends on where your bike is kept overnight.\n\nSpokesure\n")


def t_bike_service(r: random.Random, dt: datetime) -> str:
    return _receipt("Forest Spokes Cycles", "311 Hoe Street, London E17 9BG",
                    [("Full service - Wayfarer", 85.00), ("Chain KMC 9sp", 18.99), ("Brake pads x2 pair", 19.98),
                     ("Straighten front wheel + true", 15.00)], dt)


def t_bike_reg(r: random.Random, dt: datetime) -> str:
    return ("BIKE\nCotswold Cycles Wayfarer, 54cm, dark green\nFrame number: WC22-08817 (under the bottom bracket)\n"
            "Registered on the national bike register - ref BR-4417209\nBought Aug 2022, Cotswold Cycles Leeds, "
            "£1,150\nD-lock key number: 2291 (spare in the desk drawer)\nTyres 700x35, pressure 60 psi\n")


def t_bike_sof(r: random.Random, dt: datetime) -> str:
    return (f"Spokesure Cycle Insurance - Statement of Fact\nDate: {_d(dt)}\n\nPlease check the information you gave "
            "us. If anything is wrong, tell us within 14 days.\nName: Rosie Ackroyd\nBicycle kept overnight: inside "
            "the flat (first floor)\nUse: commuting and leisure, not racing\nPrevious claims in 5 years: none\n"
            "Lock: Sold Secure Gold D-lock\nAny convictions: none\n")


def t_bike_purchase(r: random.Random, dt: datetime) -> str:
    return _receipt("Cotswold Cycles", "14 Call Lane, Leeds LS1 6DT",
                    [("Wayfarer steel tourer 54cm, dark green - frame WC22-08817", 1150.00), ("Rear rack", 39.99),
                     ("Mudguards", 29.99)], dt, pay="Mastercard **** 0291")


# --------------------------------------------------------------------------- Mabel (Areas Pet)


def t_vacc(r: random.Random, dt: datetime) -> str:
    return ("MARLOWE VETS - Wood Street, Walthamstow\nVaccination record\n\nPet: Mabel  Species: cat (DSH, tabby)  "
            "Sex: F neutered  DOB approx 03/2020\nOwner: Rosie Ackroyd\n\nFeline enteritis + cat flu (RCP): "
            "primary course 2021 (rescue), boosters 2022, 2023, 2024, 2025\nFeLV: 2021, 2023, 2025\n"
            "Next booster due: September 2026\n")


def t_vet_inv(r: random.Random, dt: datetime) -> str:
    return (f"MARLOWE VETS\n2 Wood Street, London E17 3HX\n\nINVOICE {r.randint(40000, 49999)}\nDate: {_d(dt)}\n"
            "Client: Rosie Ackroyd   Patient: Mabel (cat)\n\nConsultation    £52.00\nDental check + scale under "
            "GA    £285.00\nBloods (pre-anaesthetic)    £68.00\nMetacam oral 10ml    £19.50\nTotal incl. VAT    "
            "£424.50\nInsurance: PawSure claim form completed by the practice.\n")


def t_pet_ins(r: random.Random, dt: datetime) -> str:
    return (f"PAWSURE PET INSURANCE\nPolicy schedule\n\nPolicy: PS-{r.randint(10**6, 10**7)}\nPolicyholder: Rosie "
            f"Ackroyd\nPet: Mabel, domestic shorthair cat, female, neutered, microchipped\nStart: {_d(dt)}\n\n"
            "Lifetime cover: £4,000 vet fees per year\nExcess: £99 per condition per year\nDental illness: covered "
            "if annual check-ups kept\nMonthly premium: £14.20\nTell us if you move house.\n")


def t_catsitter(r: random.Random, dt: datetime) -> str:
    return ("MABEL - notes for whoever's feeding her\n\n- 1 pouch morning, 1 evening + small handful of dry (the blue "
            "bag)\n- water in the glass bowl, NOT the plastic one\n- she'll pretend she hasn't been fed. She has.\n"
            "- litter tray scooped daily, bags under the sink\n- don't let her in Tom's room\n- vet: Marlowe Vets, "
            "Wood Street, 020 8520 0000; insurance PawSure, policy in the blue folder\n- my number 07723 418906\n")


def t_microchip(r: random.Random, dt: datetime) -> str:
    return (f"PetLocate UK - microchip registration\n\nMicrochip number: 977200{r.randint(10**8, 10**9)}\n"
            "Animal: Mabel, cat, tabby, female\nKeeper: Rosie Ackroyd\nAddress: 41 Wyatt Road, London E17 5QT "
            "(updated)\nPlease keep your details up to date if you move.\n")


def t_pet_claim(r: random.Random, dt: datetime) -> str:
    return ("PawSure Pet Insurance\n\nDear Rosie,\n\nYour claim for Mabel\nClaim reference: "
            f"CL-{r.randint(10**5, 10**6)}\n"
            "Treatment: dental disease - scale and extraction, Marlowe Vets\nAmount claimed: £424.50\nLess excess: "
            "£99.00\nAmount paid: £325.50, paid directly to you by bank transfer within 3 working days.\n"
            "We hope Mabel is feeling better.\n")


def t_booster(r: random.Random, dt: datetime) -> str:
    return ("Marlowe Vets\n\nHello Rosie,\n\nMabel is due her annual booster vaccination and health check. Our "
            "records show her last one was in September. Book online or call 020 8520 0000.\nPet Health Club "
            "members get the booster free.\n")


def t_adoption(r: random.Random, dt: datetime) -> str:
    return (f"EAST LONDON CAT RESCUE\nAdoption certificate\n\nCat: Mabel (previously 'Tabitha'), tabby female, "
            f"approx. 1 year old, neutered, microchipped, vaccinated\nAdopted by: Rosie Ackroyd, Clapton, London E5\n"
            f"Date: {_d(dt)}\nAdoption donation: £85\nThe cat must be kept indoors for 3 weeks, and returned to us "
            "if you can ever no longer keep her.\n")


# --------------------------------------------------------------------------- reference (Resources)


def t_cube(name: str):
    def t(r: random.Random, dt: datetime) -> str:
        lines = [f'TITLE "{name}"', "# created with Resolve, Rosie's look", "LUT_3D_SIZE 17", ""]
        for _ in range(40):
            lines.append(" ".join(f"{r.random():.6f}" for _ in range(3)))
        return "\n".join(lines) + "\n"
    return t


def t_ae_cheat(r: random.Random, dt: datetime) -> str:
    return ("AFTER EFFECTS EXPRESSIONS - CHEAT SHEET\n\nwiggle(freq, amount) - wiggle(2, 15)\nloopOut('cycle') / "
            "loopOut('pingpong')\ntime * 90 - constant rotation\nvalueAtTime(time - 0.1) - delay\n"
            "linear(t, tMin, tMax, value1, value2) - remap\nInertial bounce: n = 0; if (numKeys > 0)...\n"
            "thisComp.layer('Controller').effect('Slider Control')('Slider')\nsourceRectAtTime() for "
            "auto-sizing text boxes\n")


def t_shortcuts(r: random.Random, dt: datetime) -> str:
    return ("DaVinci Resolve - keys I always forget\n\nAlt+S serial node\nAlt+P parallel node\nShift+D bypass grades\n"
            "Ctrl+D disable current node\nShift+H highlight (qualifier)\nAlt+Y layer node\nCmd+Shift+C copy grade "
            "from previous clip = =\nShift+Z fit to frame in the viewer\nGrab still: Alt+Cmd+G\n")


def t_rates_survey(r: random.Random, dt: datetime) -> str:
    return ("THE CUTTING ROOM COLLECTIVE - UK FREELANCE POST-PRODUCTION RATES SURVEY 2025\n\n1,204 respondents\n"
            "Offline editor (non-broadcast) median day rate: London £350, outside London £280\nMotion designer: "
            "London £375, outside London £300\nColourist: London £450\nAssistant editor: £220\n"
            "Late payment: 61% waited more than 45 days at least once this year\nAdvice: publish a rate card, "
            "charge kill fees, invoice on delivery not on payment of your client's client.\n")


def t_delivery_ref(r: random.Random, dt: datetime) -> str:
    return ("Delivery specs explained: loudness, codecs and what the client actually needs\n\nBroadcast in the UK "
            "usually means -23 LUFS integrated, true peak -1 dBTP (EBU R128). Online platforms normalise to around "
            "-14 LUFS. ProRes 422 HQ is the safe mezzanine master; H.264 for review. Always ask: frame rate, "
            "aspect ratio, captions burnt-in or sidecar, textless version, stems.\n")


def t_colour_ref(r: random.Random, dt: datetime) -> str:
    return ("Colour management in Resolve - a practical primer\n\nScene-referred vs display-referred. Set the "
            "timeline colour space to DaVinci Wide Gamut / Intermediate, output Rec.709 Gamma 2.4 for broadcast "
            "and Rec.709-A for web on a Mac. Use CSTs rather than LUTs for camera conversion. Grade under a "
            "consistent node tree: balance, exposure, look, output.\n")


def t_easing(r: random.Random, dt: datetime) -> str:
    return ("Easing curves for motion designers\n\nLinear movement looks mechanical. Ease-in for things leaving, "
            "ease-out for things arriving. In After Effects, use the Graph Editor (speed graph) and pull the "
            "influence handles to 70-90% for a snappy UI-style move. Overshoot sells weight; anticipation sells "
            "intent. Study: the twelve principles of animation.\n")


def t_recipe_dal(r: random.Random, dt: datetime) -> str:
    return ("Priya's tarka dal (serves 4)\n\n250g red lentils, rinsed\n1 tsp turmeric\n1 onion, 3 garlic cloves, "
            "thumb of "
            "ginger\n1 tsp cumin seeds, 1 tsp mustard seeds, 2 dried chillies\n2 tomatoes\nButter or ghee\n\n"
            "Simmer lentils in 1 litre water with turmeric 20 min. Fry onion, garlic, ginger, tomatoes. Tarka: "
            "seeds and chillies in hot ghee till they pop, pour over. Lemon, coriander.\n")


def t_recipe_parkin(r: random.Random, dt: datetime) -> str:
    return ("NAN'S PARKIN (Bonfire Night)\n\n225g medium oatmeal\n110g self-raising flour\n1 tsp ground ginger, "
            "1/2 tsp nutmeg\n110g butter\n110g black treacle, 110g golden syrup\n110g soft brown sugar\n1 egg, "
            "2 tbsp milk\n\nMelt butter, treacle, syrup, sugar. Mix into the dry. Add egg and milk. 140C for 1 "
            "hr 30. Keep in a tin for a WEEK before eating - it goes sticky. Nan always said so.\n")


def t_recipe_yorkshires(r: random.Random, dt: datetime) -> str:
    return ("Proper Yorkshire puddings\n\nEqual volumes of eggs, plain flour and milk (measure in a mug). Pinch of "
            "salt. Rest the batter at least 30 minutes, ideally overnight. Oven 230C, fat smoking hot in the tin "
            "(beef dripping if you have it). Fill a third. Don't open the door for 20 minutes.\n")


def t_recipe_cake(r: random.Random, dt: datetime) -> str:
    return ("Lemon drizzle for Tom's birthday\n225g butter, 225g caster sugar, 4 eggs, 225g self-raising flour, "
            "zest of 2 lemons\nDrizzle: juice of 1.5 lemons + 85g caster sugar\n180C (160 fan), 45-50 min in a loaf "
            "tin. Prick all over while warm, pour drizzle over. Double it for a traybake.\n")


def t_gpx(name: str, lat: float, lon: float):
    def t(r: random.Random, dt: datetime) -> str:
        pts = []
        la, lo = lat, lon
        for _ in range(25):
            la += r.uniform(-0.003, 0.004)
            lo += r.uniform(-0.004, 0.003)
            pts.append(f'<trkpt lat="{la:.6f}" lon="{lo:.6f}"><ele>{r.randint(5, 90)}</ele></trkpt>')
        return ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="RouteMapper" '
                f'xmlns="http://www.topografix.com/GPX/1/1"><trk><name>{escape(name)}</name><trkseg>'
                + "".join(pts) + "</trkseg></trk></gpx>\n")
    return t


def t_bike_guide(r: random.Random, dt: datetime) -> str:
    return ("Fixing a puncture at the roadside\n\n1. Shift to the smallest sprocket, open the brake, remove the "
            "wheel.\n"
            "2. Lever the tyre off one side; pull the tube out.\n3. Find the cause: run your fingers carefully "
            "round the inside of the tyre.\n4. Patch or fit a new tube, slightly inflated.\n5. Seat the tyre, check "
            "the tube isn't pinched, inflate to the pressure on the sidewall.\nCarry: 2 levers, a spare tube, a "
            "mini pump, a patch kit.\n")


def t_film_article(r: random.Random, dt: datetime) -> str:
    return ("'Make the short you can make': an interview with director Hannah Greaves\n\nGreaves' short 'Tin Hut' "
            "was shot in four days in a Sunderland working men's club on a £9,000 regional fund award. 'Funders "
            "want to see that you know your world. Don't pitch a heist. Pitch your street.' She advises keeping "
            "shorts under 12 minutes for festivals, budgeting properly for sound, and applying to regional funds "
            "before national ones.\n")


def t_film_notes(r: random.Random, dt: datetime) -> str:
    return ("films watched - notes\n\n- Aftersun (again) - how little dialogue, how much is the camcorder\n- Kes - "
            "the kestrel scenes are just wind and a boy's face. Yorkshire light.\n- Rocks - the handheld energy, "
            "the ensemble\n- God's Own Country - the cold, real hands doing real work\n\nthings to steal: hold "
            "the wide longer than feels comfortable; let the room tone do the work\n")


def t_shorts_notes(r: random.Random, dt: datetime) -> str:
    return ("# shorts that worked - notes from the BFI shorts night\n\n- openings under 30 sec, one image that tells "
            "you the world\n- one location, two characters, one decision\n- end on an action not a line\n"
            "- festivals: check premiere rules before putting anything online\n")


# --------------------------------------------------------------------------- finished things (Archive)


def t_fs_contract(r: random.Random, dt: datetime) -> str:
    return ("FRAMESTACK POST LTD\n48 Dean Street, London W1D 5BF\n\nSTATEMENT OF MAIN TERMS OF EMPLOYMENT\n\n"
            f"Employee: Rosie Ackroyd\nJob title: Assistant Editor\nStart date: {_d(dt)}\nSalary: £24,500 per annum, "
            "paid monthly\nHours: 40 per week, 10:00-19:00; overtime for late deliveries paid at time and a half "
            "or taken as time off in lieu\nHolidays: 25 days plus bank holidays\nNotice: one month either side "
            "after probation\nPension: auto-enrolment, 5% employee / 3% employer\n")


def t_payslip(r: random.Random, dt: datetime) -> str:
    gross = 2916.67
    tax, ni, pen, sl = 374.20, 222.30, 121.53, 97.00
    return (f"FRAMESTACK POST LTD - PAYSLIP\nEmployee: R Ackroyd   Employee no: 0147   Tax code: 1257L\n"
            f"Pay date: {_d(dt)}\nJob: Editor\n\nBasic salary    £{gross:,.2f}\nIncome tax    -£{tax:,.2f}\n"
            f"National Insurance    -£{ni:,.2f}\nPension 5%    -£{pen:,.2f}\nStudent loan Plan 2    -£{sl:,.2f}\n"
            f"Net pay    £{gross - tax - ni - pen - sl:,.2f}\n")


def t_p45(r: random.Random, dt: datetime) -> str:
    return ("P45 Part 1A - Details of employee leaving work - copy for employee\n\nEmployer PAYE reference: "
            "120/FA47821\n"
            "Employer: Framestack Post Ltd\nEmployee: Rosie Ackroyd  National Insurance number: JK 44 17 92 C\n"
            "Leaving date: 31 03 2023\nStudent loan deductions to continue: Y (Plan 2)\nTax code at leaving: 1257L\n"
            "Total pay to date £34,350.00  Total tax to date £4,354.40\n")


def t_p60(r: random.Random, dt: datetime) -> str:
    return ("P60 End of Year Certificate - Tax year to 5 April 2023\n\nEmployee: Rosie Ackroyd  NI number: JK 44 17 "
            "92 C\n"
            "Employer: Framestack Post Ltd, 48 Dean Street, London W1D 5BF\nPAYE reference: 120/FA47821\n\n"
            "Pay in this employment: £34,350.00\nTax deducted: £4,354.40\nStudent loan deductions: £1,047.00\n"
            "Final tax code: 1257L\nKeep this certificate in a safe place.\n")


def t_fs_reference(r: random.Random, dt: datetime) -> str:
    return (f"FRAMESTACK POST LTD\n\n{_d(dt)}\n\nTo whom it may concern\n\nRosie Ackroyd worked at Framestack Post "
            "from "
            "June 2019 to March 2023, first as an assistant editor and from 2021 as an editor on branded content and "
            "short documentaries. She is calm under deadline, excellent with clients and a gifted motion designer. "
            "She left to go freelance and we continue to book her.\n\nMark Doyle, Head of Post\n")


def t_fs_handbook(r: random.Random, dt: datetime) -> str:
    return ("FRAMESTACK POST - STAFF HANDBOOK (2021)\n\n1. Working hours and suite bookings\n2. Media management: "
            "never work off the SAN without a proxy; archive projects to LTO within 2 weeks of delivery\n3. Client "
            "hospitality: attended sessions, lunches on the client budget code\n4. Overtime and TOIL\n5. Sickness "
            "absence: call your producer before 10am\n6. Grievance and disciplinary procedure\n")


def t_fs_leaving(r: random.Random, dt: datetime) -> str:
    return _eml("Mark Doyle <mark.doyle@framestackpost.com>", "rosie.ackroyd@framestackpost.com",
                "Re: resignation", dt,
                "Rosie,\n\nGutted but not surprised - you've been ready for a while. Your last day will be Friday "
                "31 March. Please write up handovers for the Harbour Gin and the Folio jobs for Hugo, and make sure "
                "your projects are on the LTO list.\n\nLeaving drinks at the Crown & Two Chairmen, obviously.\n\n"
                "Mark\n")


def t_fs_handover(r: random.Random, dt: datetime) -> str:
    return ("HANDOVER - for Hugo - last week at Framestack\n\nHarbour Gin summer 2023: v4 with client, they want the "
            "bottle shot re-lit, VFX booked w/ Nikhil. Project on SAN/Jobs/2023/HG_summer.\nFolio Bank explainer: "
            "animatic approved, AE project in the Motion folder, fonts licensed through the studio.\nMy "
            "suite (Edit 3) is clear. Drive log updated. LTO list sent to Mark.\nGood luck! R\n")


def t_holiday_tracker(r: random.Random, dt: datetime) -> str:
    return ("Framestack Post - holiday 2022;;\nDate;Days;Approved by\n14-18 Mar 2022;5;Mark\n30 May-3 Jun 2022;5;Mark\n"
            "22 Aug 2022;1;Hugo\n23-30 Dec 2022;4;Mark\nRemaining;10;\n")


def t_course_enrol(r: random.Random, dt: datetime) -> str:
    return (f"GRADE LAB LONDON\nEnrolment confirmation\n\nDear Rosie,\n\nYou're booked on: Colour Grading in DaVinci "
            "Resolve - 8-week evening course (Spring 2024)\nTuesdays 18:30-21:30, 9 April to 28 May 2024\nVenue: "
            "Grade Lab, 5 Hoxton Market, London N1\nTutor: Ines Murray, senior colourist\nFee: £895.00 - paid in "
            f"full on {_d(dt)}\nBring: your laptop and a few of your own projects to grade in the final weeks.\n")


def t_course_inv(r: random.Random, dt: datetime) -> str:
    return (f"GRADE LAB LONDON LTD\nINVOICE GL-{r.randint(2400, 2499)}\nDate: {_d(dt)}\nTo: Rosie Ackroyd\n\n"
            "Colour Grading in DaVinci Resolve - 8-week evening course, Spring 2024    £745.83\nVAT 20%    £149.17\n"
            "Total    £895.00 PAID\n")


def t_course_timetable(r: random.Random, dt: datetime) -> str:
    return ("GRADE LAB - COLOUR GRADING IN RESOLVE - SPRING 2024 - TIMETABLE\n\nWk1 9 Apr - the Color page, scopes, "
            "primaries\nWk2 16 Apr - node structure, balancing, matching shots\nWk3 23 Apr - colour management, "
            "log footage, CSTs\nWk4 30 Apr - secondaries: qualifiers, windows, tracking\nWk5 7 May - skin tones\n"
            "Wk6 14 May - looks and film emulation\nWk7 21 May - grading your own project\nWk8 28 May - final "
            "project review and certificates\n")


def t_course_notes(r: random.Random, dt: datetime) -> str:
    return ("Grade Lab wk 3 - colour management (Ines)\n\n- set project to DWG/Intermediate, don't fight Rec709 on "
            "log footage\n- CST in, CST out, grade in the middle\n- exposure with offset first, then contrast with "
            "pivot\n- homework: regrade the Framestack Harbour Gin spot in a colour-managed project\n- next week "
            "bring footage with skin tones\n")


def t_course_brief(r: random.Random, dt: datetime) -> str:
    return ("GRADE LAB SPRING 2024 - FINAL PROJECT BRIEF\n\nGrade 2-3 minutes of your own footage: show a balanced "
            "base grade, a shot match across a scene, one look, and a before/after reel. Present in week 8 "
            "(28 May 2024). Deliver a ProRes export and your .drp project.\n")


def t_course_cert(r: random.Random, dt: datetime) -> str:
    return ("GRADE LAB LONDON\n\nCERTIFICATE OF COMPLETION\n\nThis is to certify that\nROSIE ACKROYD\nhas completed "
            "Colour Grading in DaVinci Resolve (8 weeks, 24 hours, Spring 2024)\n\nInes Murray, course tutor\n"
            f"{_d(dt)}\n")


def t_boarding(dest: str, flight: str):
    def t(r: random.Random, dt: datetime) -> str:
        return (f"BOARDING PASS\nPassenger: ACKROYD/ROSIE MS\nFlight: {flight}\nFrom: LONDON GATWICK (LGW)\nTo: "
                f"{dest}\n"
                f"Date: {_d(dt)}\nSeat: {r.randint(5, 30)}{r.choice('ABCDEF')}\nBoarding: 06:40  Gate closes 06:55\n"
                "Cabin bag only\n")
    return t


def t_lisbon_stay(r: random.Random, dt: datetime) -> str:
    return _eml("Casa da Graça <reservas@casadagraca.pt>", "rosie.ackroyd@gmail.com", "Confirmação de reserva / "
                "Booking confirmation", dt,
                "Olá Rosie,\n\nObrigado pela sua reserva! / Thank you for your booking!\n\nQuarto duplo com varanda, "
                "Graça, Lisboa\nCheck-in: 14/09/2023 a partir das 15h\nCheck-out: 18/09/2023 até às 11h\nTotal: "
                "€412,00 (pago)\nTaxa turística: €2 por pessoa por noite, paga no local.\n\nAté breve!\nCasa da "
                "Graça\n")


def t_japan_itin(r: random.Random, dt: datetime) -> str:
    return ("JAPAN - April 2024\n\n3 Apr fly LHR-HND\n4-8 Tokyo, Shimokitazawa hotel\n9 Apr shinkansen to Kyoto "
            "(JR pass activated)\n9-13 Kyoto - ryokan night 11th\n14 Nara day trip\n15-16 Osaka\n17 fly home from KIX\n"
            "NB colour course starts 9 Apr - told Grade Lab I'd miss wk 1 (catch up on recording)\n")


def t_ryokan(r: random.Random, dt: datetime) -> str:
    return ("Ryokan Shiraume Kyoto - 予約確認 / Reservation confirmation\n\nGuest: Rosie Ackroyd\nCheck-in: 11 April 2024 "
            "15:00\nCheck-out: 12 April 2024 11:00\nRoom: Japanese-style room with garden view, 2 guests\n"
            "Plan: kaiseki dinner and breakfast included\nTotal: JPY 68,000 (tax included), pay at check-in\n"
            "夕食 18:30 / Dinner at 18:30\n")


def t_jrpass(r: random.Random, dt: datetime) -> str:
    return (f"JAPAN RAIL PASS - EXCHANGE ORDER\nOrder no: JR{r.randint(10**7, 10**8)}\nName: ACKROYD ROSIE\nPass: "
            "Ordinary, 7 days, adult\nIssued by: Nippon Travel Desk Ltd, London\nExchange at a JR ticket office in "
            "Japan within 3 months of issue. Bring your passport with the Temporary Visitor stamp.\n")


def t_fringe(r: random.Random, dt: datetime) -> str:
    return ("EDINBURGH FESTIVAL FRINGE 2025 - YOUR TICKETS\n\nOrder for: Rosie Ackroyd\n\n14 Aug 19:45 - 'Nan's "
            "Allotment "
            "(A Comedy)' - Pleasance Courtyard - 2 tickets\n15 Aug 13:00 - 'Documentary Shorts Showcase' - Summerhall\n"
            "15 Aug 21:30 - 'Leeds Lads' - Gilded Balloon\n16 Aug 17:10 - 'The Editor' (one-woman show) - "
            "Assembly Rooms\nCollect at any Fringe box office or show the QR codes.\n")


def t_fringe_train(r: random.Random, dt: datetime) -> str:
    return ("E-TICKET - London Kings Cross to Edinburgh Waverley\nPassenger: Ms R Ackroyd\nOutward: 13 Aug 2025 "
            "08:30, coach C seat 41\nReturn: 17 Aug 2025 14:00, coach B seat 12\nRailcard: 26-30 Railcard\n"
            "Total paid: £86.40\n")


def t_old_tenancy(r: random.Random, dt: datetime) -> str:
    return ("ASSURED SHORTHOLD TENANCY AGREEMENT\n\nProperty: Flat B, 27 Chatsworth Parade, Clapton, London E5\n"
            "Tenants: Rosie Ackroyd, Ellie Hughes, Callum Byrne (joint and several)\nTerm: 12 months from 1 August "
            "2020\nRent: £1,650 per calendar month for the flat\nDeposit: £1,903.84, protected with SafeKeep Deposits\n"
            "Landlord: Ms A. Kaur c/o Hackney Homes Lettings\n")


def t_old_checkout(r: random.Random, dt: datetime) -> str:
    return ("CHECK-OUT REPORT\nFlat B, 27 Chatsworth Parade, Clapton E5\nTenancy: 1 August 2020 - 30 June 2023\n"
            f"Inspection date: {_d(dt)}\n\nLiving room: carpet worn (fair wear and tear), picture hooks - no charge\n"
            "Kitchen: oven needs cleaning - £60\nBedroom 2 (R Ackroyd): good, cat scratches on door frame - £45\n"
            "Proposed deductions: £105.00 of £1,903.84\n")


def t_old_deposit(r: random.Random, dt: datetime) -> str:
    return ("SafeKeep Deposits\n\nDeposit repayment\n\nProperty: Flat B, 27 Chatsworth Parade, London E5\nDate: "
            f"{_d(dt)}\n"
            "Total deposit: £1,903.84\nDeductions agreed by all parties: £105.00\nRepaid to tenants: £1,798.84, split "
            "three ways as requested: £599.61 each to R Ackroyd, E Hughes and C Byrne\nThis deposit is now closed.\n")


def t_old_inventory(r: random.Random, dt: datetime) -> str:
    return ("INVENTORY AND CHECK-IN REPORT\nFlat B, 27 Chatsworth Parade, London E5\nDate: 1 August 2020\n\n"
            "Hall: laminate floor, good; coat hooks x4\nKitchen: gas hob, oven (clean), fridge-freezer, washing "
            "machine\nLiving room: grey sofa (landlord's), small stain to carpet by window\nBedroom 2: double bed, "
            "wardrobe, desk; door frame in good order\nMeter readings: gas 04712, electricity 33190\n")


def t_old_client(client: str, what: str):
    def t(r: random.Random, dt: datetime) -> str:
        return _invoice(dt, f"INV-0{r.randint(40, 99)}", client, [(what, r.choice([2, 3, 5]), 300.0)])
    return t


def t_cv(r: random.Random, dt: datetime) -> str:
    return ("ROSIE ACKROYD\nEditor / assistant editor - London\n\nEXPERIENCE\nFramestack Post, Soho - Assistant "
            "Editor (June 2019 - present): syncing, conform, Avid and Premiere, client sessions\nRunner, "
            "various Leeds productions (2016-2019)\n\nEDUCATION\nBA (Hons) Film Production, 2:1 (2016)\n\nSKILLS\n"
            "Premiere, Avid, After Effects, Resolve (basic), DIT\n")


def t_dissertation(r: random.Random, dt: datetime) -> str:
    return ("Dissertation notes - 'Cutting the North: editing rhythm in British social realism'\n\n- Kes: long takes "
            "vs Ken Loach's later films\n- how the kitchen-sink films use the cut to frame class\n- interview w/ "
            "an editor? ask Dr Murray\nword count target 10,000, due 4 May 2016\n")


def t_old_note(r: random.Random, dt: datetime) -> str:
    return ("to do\n- renew railcard\n- send Framestack timesheet\n- Mum's birthday - order flowers\n- back up the "
            "SSD!!!\n- Clapton flat: council tax direct debit\n")


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
            return _sheet(content)
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

    def photo(rel: str, bucket: str, topic: str, age: float, exif: bool = True) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") and exif else "")

    def shot(age: float) -> str:
        dt = NOW - timedelta(days=age)
        return f"Screenshot {dt:%Y-%m-%d} at {r.randint(8, 23):02d}.{r.randint(0, 59):02d}.{r.randint(0, 59):02d}.png"

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    DL, DT, DOC = "Downloads", "Desktop", "Documents"
    SC = f"{DOC}/Scans"

    # ------------------------------------------------------------ Tidewell "Small Hands" (Projects Work)
    tw = f"{DOC}/Work/Clients/Tidewell Trust"
    add(f"{tw}/Tidewell SOW signed.pdf", P, "Work", 71, t_tw_sow)
    add(f"{tw}/Tidewell quote v2.pdf", P, "Work", 79, t_tw_quote)
    add(f"{tw}/Small Hands paper edit v2.docx", P, "Work", 44, t_tw_paper_edit)
    add(f"{tw}/Small Hands notes round 2.docx", P, "Work", 1, t_tw_notes)
    add(f"{tw}/Transcripts/Transcript_Kayla_M.docx", P, "Work", 56, _transcript("Kayla", "young carer, 15"))
    add(f"{tw}/Transcripts/Transcript_Mr Adeyemi.docx", P, "Work", 55,
        _transcript("Mr Adeyemi", "teacher, head of year"))
    add(f"{tw}/Transcripts/Transcript_Jordan_T.txt", P, "Work", 53, _transcript("Jordan", "young carer, 16"))
    add(f"{tw}/Small Hands deliverables spec.pdf", P, "Work", 40, t_tw_deliverables)
    add(f"{tw}/Music/Sonnet Stock licence 4471.pdf", P, "Work", 20, t_tw_licence)
    add(f"{tw}/Releases/release_Kayla_M.pdf", P, "Work", 60, t_release_tw("Kayla Mensah", True))
    add(f"{tw}/Releases/release_Jordan_T.pdf", P, "Work", 60, t_release_tw("Jordan Taylor", True))
    add(f"{tw}/Releases/release_Adeyemi.pdf", P, "Work", 58, t_release_tw("Kwame Adeyemi", False))
    add(f"{tw}/post schedule.xlsx", P, "Work", 2, t_tw_schedule)
    add(f"{tw}/INV-0142 Tidewell 50pc.pdf", P, "Work", 70, lambda r, dt: _invoice(
        dt, "INV-0142", CLIENTS["tw"], [("'Small Hands' documentary edit - 50% on signing (SOW dated 22 March 2026)",
                                         1, 2700.0)]))
    add(f"{tw}/Tidewell_Brand_Guidelines_2025.pdf", P, "Work", 76, t_tw_brand)
    dot(f"{tw}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(60), 1)
    mv = "Movies/Small Hands"
    add(f"{mv}/Small_Hands_v07.prproj", P, "Work", 9, lambda r, dt: _prproj(r, "Small_Hands_v07"))
    add(f"{mv}/Small_Hands_v08.prproj", P, "Work", 0.4, lambda r, dt: _prproj(r, "Small_Hands_v08"))
    add(f"{mv}/Adobe Premiere Pro Auto-Save/Small_Hands_v08--2026-05-31_22-14-03.prproj", P, "Work", 0.6,
        lambda r, dt: _prproj(r, "Small_Hands_v08"))
    add(f"{mv}/Adobe Premiere Pro Auto-Save/Small_Hands_v07--2026-05-22_19-02-47.prproj", P, "Work", 10,
        lambda r, dt: _prproj(r, "Small_Hands_v07"))
    add(f"{mv}/Motion/SH_lower_thirds.aep", P, "Work", 12, lambda r, dt: _aep(r))
    add(f"{mv}/Motion/SH_title_sequence.aep", P, "Work", 16, lambda r, dt: _aep(r))
    add(f"{mv}/Subtitles/Small_Hands_EN_v2.srt", P, "Work", 3, t_srt)
    add(f"{mv}/Exports/Small_Hands_fine_cut_v5_WM.mp4", P, "Work", 4, lambda r, dt: _mp4(r))
    add(f"{mv}/Exports/Small_Hands_rough_cut_v3.mp4", P, "Work", 18, lambda r, dt: _mp4(r))
    add(f"{DL}/Re_ Small Hands fine cut - our notes.eml", P, "Work", 2, t_tw_feedback)
    add(f"{DL}/Tidewell_Brand_Guidelines_2025 (1).pdf", P, "Work", 75, t_tw_brand)
    add(f"{DL}/document (2).pdf", P, "Work", 9, t_tw_premiere, hard=True)
    add(f"{DT}/untitled.txt", P, "Work", 1, t_sh_timecodes, hard=True)
    add(f"{SC}/scan_0041.pdf", P, "Work", 57, t_release_tw("Tia Okoro", True), hard=True)
    add(f"{DL}/file.xlsx", P, "Work", 6, t_tw_cuesheet, hard=True)
    add(f"{DL}/Untitled document.docx", P, "Work", 3, t_tw_questions, hard=True)
    photo(f"{DT}/SH grade before-after.png", P, "Work", 5)
    photo(f"{DT}/SH_endcard_v2.png", P, "Work", 7)

    # ------------------------------------------------------------ Marrow Lane "Gold Teeth" (Projects Work)
    ml = f"{DOC}/Work/Clients/Marrow Lane"
    add(f"{ml}/Gold Teeth brief from Fernhouse.pdf", P, "Work", 49, t_ml_brief)
    add(f"{ml}/Gold Teeth treatment v3.pdf", P, "Work", 36, t_ml_treatment)
    add(f"{ml}/Gold Teeth budget.xlsx", P, "Work", 33, t_ml_budget)
    add(f"{ml}/Quote Q-031 Marrow Lane.pdf", P, "Work", 45, t_ml_quote)
    add(f"{ml}/INV-0147 Marrow Lane 50pc.pdf", P, "Work", 30, t_ml_invoice)
    add(f"{ml}/Call sheet Gold Teeth Day 1.pdf", P, "Work", 17, t_callsheet)
    add(f"{ml}/Location release - Crown Bowling Club.pdf", P, "Work", 16, t_location_release)
    add(f"{ml}/crew list.xlsx", P, "Work", 20, t_ml_crew)
    add(f"{ml}/lyrics Gold Teeth.txt", P, "Work", 40, t_ml_lyrics)
    gt = "Movies/Marrow Lane - Gold Teeth"
    add(f"{gt}/Gold_Teeth_edit_v2.prproj", P, "Work", 3, lambda r, dt: _prproj(r, "Gold_Teeth_edit_v2"))
    add(f"{gt}/Gold_Teeth_edit_v1.prproj", P, "Work", 11, lambda r, dt: _prproj(r, "Gold_Teeth_edit_v1"))
    add(f"{gt}/Gold_Teeth_grade.drp", P, "Work", 2, lambda r, dt: _drp(r, "Gold_Teeth_grade"))
    add(f"{gt}/Audio/GOLD TEETH master 24bit 48k.wav", P, "Work", 40, lambda r, dt: _wav(r))
    add(f"{gt}/Exports/GoldTeeth_v2_review.mp4", P, "Work", 4, lambda r, dt: _mp4(r))
    add(f"{gt}/Exports/GoldTeeth_teaser1_9x16.mov", P, "Work", 3, lambda r, dt: _mov(r))
    add(f"{gt}/Gold_Teeth_v2.edl", P, "Work", 3, t_edl)
    for i, n in enumerate(("0112", "0348", "0561")):
        photo(f"{DT}/Gold Teeth stills/GT_still_{n}.png", P, "Work", 4 + i)
    for n in ("4471", "4472", "4490", "4512"):
        photo(f"Pictures/Gold Teeth shoot 16 May/IMG_{n}.HEIC", P, "Work", 16)
    add(f"{DL}/CALL SHEET - GOLD TEETH - DAY 1.pdf", P, "Work", 18, t_callsheet)
    add(f"{DL}/CALL SHEET - GOLD TEETH - DAY 1 (1).pdf", P, "Work", 17, t_callsheet)
    add(f"{DL}/Fwd_ cut v2 thoughts.eml", P, "Work", 2, t_ml_feedback)
    add(f"{DL}/document.pdf", P, "Work", 27, t_ml_po, hard=True)
    add(f"{DL}/document (10).pdf", P, "Work", 8, t_ml_release_plan, hard=True)
    add(f"{DL}/export.csv", P, "Work", 2, t_ml_markers, hard=True)
    add(f"{DT}/notes.txt", P, "Work", 15, t_ml_selects, hard=True)

    # ------------------------------------------------------------ Second Frost (Projects Film)
    sf = f"{DOC}/Second Frost"
    add(f"{sf}/Script/Second Frost - draft 3.pdf", P, "Film", 120, t_sf_script(3))
    add(f"{sf}/Script/Second Frost - draft 4.fdx", P, "Film", 62, t_sf_fdx)
    add(f"{sf}/Script/Second Frost - draft 5 (Bethan notes).docx", P, "Film", 21, t_sf_script(5))
    add(f"{sf}/Funding/Screen North Shorts Fund - application.docx", P, "Film", 0.3, t_sf_application)
    add(f"{sf}/Funding/~$reen North Shorts Fund - application.docx", L, "System", 0.3, _lock(ME))
    add(f"{sf}/Funding/budget v2.xlsx", P, "Film", 15, t_sf_budget)
    add(f"{sf}/Funding/director statement.docx", P, "Film", 18, t_sf_statement)
    add(f"{sf}/Funding/Screen North guidelines 2026.pdf", P, "Film", 41, t_sf_guidelines)
    add(f"{sf}/Schedule/shooting schedule v1.xlsx", P, "Film", 9, t_sf_schedule)
    add(f"{sf}/Schedule/locations.md", P, "Film", 11, t_sf_locations)
    add(f"{sf}/Casting/casting notes.txt", P, "Film", 25, t_sf_casting)
    add(f"{sf}/Lookbook/Second Frost lookbook.pdf", P, "Film", 30, t_sf_lookbook)
    for i in range(1, 5):
        photo(f"{sf}/Lookbook/ref_0{i}.jpg", P, "Film", 31 + i, exif=False)
    for n in ("2231", "2232", "2240"):
        photo(f"{sf}/Recce/IMG_{n}.HEIC", P, "Film", 52)
    dot(f"{sf}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(60), 9)
    add(f"{DL}/Second_Frost_draft4.pdf", P, "Film", 61, t_sf_script(4))
    add(f"{DL}/document (4).pdf", P, "Film", 12, t_sf_ack, hard=True)
    add(f"{DL}/Re_ quick question.eml", P, "Film", 23, t_sf_allot_email, hard=True)
    add(f"{DT}/untitled 2.txt", P, "Film", 14, t_sf_shotlist, hard=True)
    add(f"{DOC}/Untitled.docx", P, "Film", 19, t_sf_logline, hard=True)
    add(f"{DL}/download.pdf", P, "Film", 42, t_sf_guidelines, hard=True)
    add(f"{DL}/Screen_North_budget_template.xlsx.crdownload", L, "System", 16,
        lambda r, dt: _blob(r, b"PK\x03\x04\x14\x00\x06\x00", 700))

    # ------------------------------------------------------------ the move to Bramley Terrace (Projects Home)
    mo = f"{DOC}/Flat/Moving July"
    add(f"{mo}/viewing notes.md", P, "Home", 33, t_mv_viewings)
    add(f"{mo}/Holding deposit receipt - Marlow & Finch.pdf", P, "Home", 27, t_mv_holding)
    add(f"{mo}/Tenancy agreement DRAFT - 18 Bramley Terrace.pdf", P, "Home", 6, t_mv_tenancy)
    add(f"{mo}/removals quote - Little Van Co.pdf", P, "Home", 13, t_mv_removals("Little Van Co. Removals", 380))
    add(f"{mo}/removals quote - Shift & Shuffle.pdf", P, "Home", 12, t_mv_removals("Shift & Shuffle Movers", 465))
    add(f"{mo}/moving checklist.md", P, "Home", 1, t_mv_checklist)
    add(f"{mo}/moving costs.xlsx", P, "Home", 5, t_mv_budget)
    add(f"{mo}/notice to Eastway.docx", P, "Home", 30, t_mv_notice)
    photo(f"{mo}/floorplan 18 Bramley Terrace.jpg", P, "Home", 34, exif=False)
    for n in ("3902", "3903", "3905", "3911"):
        photo(f"Pictures/iPhone import May 2026/IMG_{n}.HEIC", P, "Home", 36)
    add(f"{DL}/Referencing application - HomeCheck.pdf", P, "Home", 25, t_mv_ref_request)
    add(f"{DL}/document (5).pdf", P, "Home", 19, t_mv_ref_outcome, hard=True)
    add(f"{DL}/Your order confirmation.eml", P, "Home", 4, t_mv_broadband, hard=True)
    add(f"{DL}/document (11).pdf", P, "Home", 7, t_mv_removals_confirm, hard=True)
    add(f"{DT}/untitled 4.txt", P, "Home", 26, t_mv_agent_qs, hard=True)
    add(f"{SC}/scan_0042.pdf", P, "Home", 27, t_mv_signed_holding, hard=True)

    # ------------------------------------------------------------ Sophie's hen (Projects Friends)
    hn = f"{DOC}/Sophie hen"
    add(f"{hn}/itinerary v3.docx", P, "Friends", 2, t_hen_itin)
    add(f"{hn}/~$inerary v3.docx", L, "System", 2, _lock(ME))
    add(f"{hn}/hen budget.xlsx", P, "Friends", 5, t_hen_budget)
    add(f"{hn}/guest list.csv", P, "Friends", 31, t_hen_guests)
    add(f"{hn}/Mr & Mrs questions.docx", P, "Friends", 3, t_hen_quiz)
    add(f"{hn}/playlist ideas.txt", P, "Friends", 10, t_hen_playlist)
    add(f"{hn}/cocktail masterclass booking.pdf", P, "Friends", 22, t_hen_cocktail)
    add(f"{DL}/Your StayNest booking is confirmed.eml", P, "Friends", 38, t_hen_house)
    add(f"{DL}/document (12).pdf", P, "Friends", 37, t_hen_rules, hard=True)
    add(f"{DL}/receipt (3).pdf", P, "Friends", 11, t_hen_sashes, hard=True)
    add(f"{DT}/Untitled 3.txt", P, "Friends", 4, t_hen_whatsapp, hard=True)
    add(f"{DL}/Untitled spreadsheet.xlsx", P, "Friends", 1, t_hen_payments, hard=True)
    photo(f"{DT}/sash mockup.png", P, "Friends", 24)

    # ------------------------------------------------------------ freelance business (Areas Work)
    ad = f"{DOC}/Work/Admin"
    add(f"{ad}/Terms and conditions 2025.pdf", A, "Work", 420, t_terms)
    add(f"{ad}/Rate card 2026.pdf", A, "Work", 150, t_ratecard)
    add(f"{ad}/CrewSafe PI + equipment - schedule 2025-26.pdf", A, "Work", 195, t_pli)
    add(f"{ad}/invoice tracker 2025-26.xlsx", A, "Work", 2, t_inv_tracker)
    add(f"{ad}/showreel 2026 selects.txt", A, "Work", 8, t_showreel)
    iv = f"{DOC}/Work/Invoices"
    for no, key, month, age in [("0131", "bl", "December 2025", 152), ("0133", "pf", "December 2025", 150),
                                ("0136", "bl", "January 2026", 122), ("0137", "pf", "January 2026", 121),
                                ("0139", "kv", "February 2026", 100), ("0140", "bl", "February 2026", 94),
                                ("0143", "pf", "March 2026", 63), ("0145", "bl", "March 2026", 62)]:
        add(f"{iv}/2025-26/INV-{no}.pdf", A, "Work", age, t_inv(f"INV-{no}", key, month))
    for no, key, month, age in [("0149", "bl", "April 2026", 32), ("0150", "pf", "April 2026", 31),
                                ("0151", "bl", "May 2026", 1)]:
        add(f"{iv}/2026-27/INV-{no}.pdf", A, "Work", age, t_inv(f"INV-{no}", key, month))
    add(f"{iv}/2024-25/INV-0098 Oakshot.pdf", A, "Work", 470, t_inv("INV-0098", "os", "February 2025"))
    add(f"{iv}/2024-25/INV-0104 Brightloop.pdf", A, "Work", 430, t_inv("INV-0104", "bl", "March 2025"))
    bl = f"{DOC}/Work/Clients/Brightloop"
    add(f"{bl}/Brightloop retainer agreement 2025.pdf", A, "Work", 245, t_bl_retainer)
    add(f"{bl}/May content brief.docx", A, "Work", 31, t_bl_brief("May 2026"))
    add(f"{bl}/June content brief.docx", A, "Work", 0.5, t_bl_brief("June 2026"))
    add(f"{bl}/timesheet May 2026.xlsx", A, "Work", 1, t_timesheet)
    add("Movies/Brightloop/BL_social_templates_v4.aep", A, "Work", 20, lambda r, dt: _aep(r))
    add("Movies/Brightloop/Harbour Gin loops/HG_loop_01_9x16.mov", A, "Work", 22, lambda r, dt: _mov(r))
    add("Movies/Brightloop/Kestrel route map/KB_map_v3.aep", A, "Work", 9, lambda r, dt: _aep(r))
    pf = f"{DOC}/Work/Clients/Patchwork Foods"
    add(f"{pf}/PF cut-downs spec.pdf", A, "Work", 260, t_pf_spec)
    add(f"{pf}/usage rights + showreel.eml", A, "Work", 80, t_pf_rights)
    add("Movies/Patchwork/PF_spring_campaign_cutdowns.prproj", A, "Work", 44,
        lambda r, dt: _prproj(r, "PF_spring_campaign_cutdowns"))
    add("Movies/Patchwork/Exports/PF_spring_15s_9x16_v2.mp4", A, "Work", 43, lambda r, dt: _mp4(r))
    add("Movies/Patchwork/Exports/PF_spring_6s_1x1_v2.mp4", A, "Work", 43, lambda r, dt: _mp4(r))
    add("Movies/Showreel/Showreel_2025_final.mp4", A, "Work", 330, lambda r, dt: _mp4(r))
    add(f"{DL}/Enquiry - animated explainer.eml", A, "Work", 12, t_enquiry)
    add(f"{DL}/document (1).pdf", A, "Work", 41, t_remittance, hard=True)
    add(f"{SC}/scan_0038.pdf", A, "Work", 140, t_nda, hard=True)
    add(f"{DL}/document (13).pdf", A, "Work", 6, t_bl_po, hard=True)
    add(f"{DT}/untitled 5.txt", A, "Work", 17, t_pf_call, hard=True)
    add(f"{DL}/Mail Attachment.pdf", A, "Work", 3, t_pli_renewal, hard=True)
    add("2024/scan_0009.pdf", A, "Work", 560, t_inv("INV-0071", "os", "November 2024"), hard=True)
    add("LaCie dump/misc/document.pdf", A, "Work", 245, t_bl_retainer, hard=True)

    # ------------------------------------------------------------ money and tax (Areas Finance)
    mn = f"{DOC}/Money"
    add(f"{mn}/Tax/SA302 2024-25.pdf", A, "Finance", 125, t_sa302("2024-25", 42690))
    add(f"{mn}/Tax/Tax return 2024-25 summary - Mendes & Rowe.pdf", A, "Finance", 138, t_sa_summary)
    add(f"{mn}/Tax/HMRC statement of account.pdf", A, "Finance", 44, t_hmrc_soa)
    add(f"{mn}/Tax/2023-24/SA302 2023-24.pdf", A, "Finance", 490, t_sa302("2023-24", 30730))
    add(f"{mn}/Tax/UTR letter.pdf", A, "Finance", 1150, t_utr)
    add(f"{mn}/Mendes & Rowe engagement letter.pdf", A, "Finance", 1100, t_engagement)
    add(f"{mn}/2025-26 records - Carla.eml", A, "Finance", 10, t_acc_email)
    for month, age in [("March 2026", 61), ("April 2026", 31), ("May 2026", 1)]:
        add(f"{mn}/Bank/Ledgerly statement {month}.pdf", A, "Finance", age, t_bank_stmt("biz", month))
    add(f"{mn}/Bank/Northgate current account April 2026.pdf", A, "Finance", 30, t_bank_stmt("personal", "April 2026"))
    add(f"{mn}/Bank/transactions export.csv", A, "Finance", 2, t_bank_csv)
    add(f"{mn}/Expenses/expenses 2025-26.xlsx", A, "Finance", 21, t_expenses("2025-26"))
    add(f"{mn}/Expenses/expenses 2026-27.xlsx", A, "Finance", 1, t_expenses("2026-27"))
    rc = f"{mn}/Expenses/Receipts"
    add(f"{rc}/DriveDepot SSD receipt.pdf", A, "Finance", 95, lambda r, dt: _receipt(
        "DriveDepot Ltd", "Online order - drivedepot.co.uk", [("Samsung T7 Shield 2TB portable SSD", 169.99),
                                                            ("Delivery", 0.0)], dt))
    add(f"{rc}/monitor receipt Dec.pdf", A, "Finance", 170, lambda r, dt: _receipt(
        "Pixel & Panel", "22 Tottenham Court Road, London W1T 1BJ",
        [("27in 4K IPS monitor, factory calibrated", 329.00)], dt))
    add(f"{rc}/Ropewalk coworking May.pdf", A, "Finance", 3, lambda r, dt: _receipt(
        "The Ropewalk Studios", "Ropewalk Yard, Walthamstow E17", [("Hot desk day pass x 4", 72.00)], dt))
    add(f"{rc}/Cuebank invoice.pdf", A, "Finance", 33, lambda r, dt: _receipt(
        "Cuebank Music Ltd", "cuebank.io", [("Creator plan - monthly music licence subscription", 12.00)], dt))
    add(f"{rc}/pen tablet receipt.pdf", A, "Finance", 85, lambda r, dt: _receipt(
        "Pixel & Panel", "22 Tottenham Court Road, London W1T 1BJ",
        [("Pen tablet, medium", 199.00), ("Vertical ergonomic mouse", 49.99)], dt))
    add(f"{mn}/Pension/Nestwise annual statement 2025.pdf", A, "Finance", 205, t_pension)
    add(f"{mn}/Pension/Lifetime ISA statement.pdf", A, "Finance", 58, t_lisa)
    add(f"{mn}/Student loan statement 2025.pdf", A, "Finance", 225, t_student_loan)
    add(f"{mn}/budget 2026.xlsx", A, "Finance", 16, t_budget)
    add(f"{DL}/document (6).pdf", A, "Finance", 48, t_poa_reminder, hard=True)
    add(f"{SC}/scan_0036.pdf", A, "Finance", 160, t_acc_invoice, hard=True)
    add(f"{DL}/Invoice-2B9F11C4-0003.pdf", A, "Finance", 28, t_receipt_adobe, hard=True)
    add(f"{DL}/Invoice-2B9F11C4-0002.pdf", A, "Finance", 58, t_receipt_adobe, hard=True)
    add("2024/scan_0003.pdf", A, "Finance", 850, t_sa_paid, hard=True)
    add(f"{DL}/document (14).pdf", A, "Finance", 66, t_pension_topup, hard=True)
    add(f"{DT}/untitled 6.txt", A, "Finance", 24, t_self_notes, hard=True)
    add(f"{SC}/scan_0039.pdf", A, "Finance", 90, t_lisa_bonus, hard=True)
    add("2024/download (2).pdf", A, "Finance", 760, t_tax_calc_old, hard=True)
    add("LaCie dump/misc/scan0001.pdf", A, "Finance", 1120, t_biz_account, hard=True)

    # ------------------------------------------------------------ the room at Wyatt Road (Areas Home)
    wy = f"{DOC}/Flat/Wyatt Road"
    add(f"{wy}/Tenancy agreement 2023 - 41 Wyatt Road.pdf", A, "Home", 1052, t_tenancy_cur)
    add(f"{wy}/Deposit protection certificate.pdf", A, "Home", 1040, t_deposit_cert)
    add(f"{wy}/rent review 2025.pdf", A, "Home", 290, t_rent_increase)
    add(f"{wy}/bills split 2026.xlsx", A, "Home", 3, t_bills_split)
    add(f"{wy}/Lumen bill May 2026.pdf", A, "Home", 7, t_energy)
    add(f"{wy}/Fibrewave bill.pdf", A, "Home", 21, t_broadband_bill)
    add(f"{wy}/council tax 2026-27.pdf", A, "Home", 62, t_council_tax)
    add(f"{wy}/Homely contents insurance.pdf", A, "Home", 155, t_contents)
    add(f"{wy}/house stuff + rota.txt", A, "Home", 400, t_rota)
    add(f"{DL}/Re_ boiler not firing - 41 Wyatt Road.eml", A, "Home", 118, t_boiler)
    add(f"{DL}/document (3).pdf", A, "Home", 55, t_water, hard=True)
    add(f"{DT}/untitled 8.txt", A, "Home", 6, t_flat_meeting, hard=True)
    add(f"{DL}/document (15).pdf", A, "Home", 75, t_energy_annual, hard=True)
    add(f"{SC}/scan_0034.pdf", A, "Home", 370, t_deposit_reminder, hard=True)
    add(f"{DL}/file (1).pdf", A, "Home", 200, t_tv_licence, hard=True)

    # ------------------------------------------------------------ health (Areas Health)
    he = f"{DOC}/Health"
    add(f"{he}/Physio - Motion Works - treatment plan.pdf", A, "Health", 91, t_physio_plan)
    add(f"{he}/wrist exercises.docx", A, "Health", 63, t_physio_ex)
    add(f"{he}/Motion Works invoice 1.pdf", A, "Health", 91, t_physio_inv(1))
    add(f"{he}/Motion Works invoice 2.pdf", A, "Health", 77, t_physio_inv(2))
    add(f"{he}/Motion Works invoice 4.pdf", A, "Health", 35, t_physio_inv(4))
    add(f"{he}/GP letter - wrist.pdf", A, "Health", 102, t_gp_referral)
    add(f"{he}/X-ray report right wrist.pdf", A, "Health", 97, t_xray)
    add(f"{he}/eye test 2025.pdf", A, "Health", 235, t_eye)
    add(f"{he}/pain diary.csv", A, "Health", 2, t_pain_diary)
    add(f"{DL}/document (7).pdf", A, "Health", 56, t_physio_inv(3), hard=True)
    add(f"{SC}/scan_0035.pdf", A, "Health", 310, t_dentist, hard=True)
    add(f"{DL}/Appointment confirmation.eml", A, "Health", 104, t_gp_appt, hard=True)
    add(f"{DT}/untitled 7.txt", A, "Health", 13, t_physio_qs, hard=True)
    add("2024/scan_0011.pdf", A, "Health", 640, t_health_check, hard=True)

    # ------------------------------------------------------------ the bike (Areas Cycling)
    bk = f"{DOC}/Bike"
    add(f"{bk}/Spokesure policy schedule 2026.pdf", A, "Cycling", 52, t_bike_ins)
    add(f"{bk}/Spokesure renewal.eml", A, "Cycling", 57, t_bike_renewal)
    add(f"{bk}/bike service Mar 2026.pdf", A, "Cycling", 80, t_bike_service)
    add(f"{bk}/frame number + lock.txt", A, "Cycling", 700, t_bike_reg)
    add(f"{DL}/document (8).pdf", A, "Cycling", 51, t_bike_sof, hard=True)
    add(f"{DL}/document (16).pdf", A, "Cycling", 260, t_bike_service, hard=True)
    add(f"{SC}/scan_0037.pdf", A, "Cycling", 420, t_bike_purchase, hard=True)

    # ------------------------------------------------------------ Mabel (Areas Pet)
    mb = f"{DOC}/Mabel"
    add(f"{mb}/vaccination record.pdf", A, "Pet", 255, t_vacc)
    add(f"{mb}/Marlowe Vets invoice Apr 2026.pdf", A, "Pet", 47, t_vet_inv)
    add(f"{mb}/PawSure policy 2026.pdf", A, "Pet", 105, t_pet_ins)
    add(f"{mb}/cat sitter notes.txt", A, "Pet", 40, t_catsitter)
    add(f"{mb}/microchip registration.pdf", A, "Pet", 1035, t_microchip)
    add(f"{DL}/document (9).pdf", A, "Pet", 38, t_pet_claim, hard=True)
    add(f"{DL}/document (17).pdf", A, "Pet", 270, t_booster, hard=True)
    add(f"{SC}/scan_0040.pdf", A, "Pet", 1810, t_adoption, hard=True)

    # ------------------------------------------------------------ reference (Resources)
    wr = f"{DOC}/Work/Resources"
    add(f"{wr}/LUTs/Warm film print (Rosie).cube", R, "Work", 300, t_cube("Warm film print"))
    add(f"{wr}/LUTs/Bleach bypass soft.cube", R, "Work", 510, t_cube("Bleach bypass soft"))
    add(f"{wr}/LUTs/Faded 16mm.cube", R, "Work", 505, t_cube("Faded 16mm"))
    add(f"{wr}/Fonts/Grotesk Nova family.zip", R, "Work", 380, lambda r, dt: _zip([
        ("GroteskNova-Regular.otf", "OTTO" + "".join(chr(65 + r.randint(0, 25)) for _ in range(300))),
        ("GroteskNova-Bold.otf", "OTTO" + "".join(chr(65 + r.randint(0, 25)) for _ in range(300))),
        ("LICENSE.txt", "Grotesk Nova - desktop and video licence, 1 user. Type Foundry North.\n")]))
    add(f"{wr}/SFX/Whooshes and risers pack.zip", R, "Work", 610, lambda r, dt: _zip([
        ("whoosh_01.wav", "RIFF"), ("riser_long_03.wav", "RIFF"),
        ("readme.txt", "Whooshes and risers - 48 sounds, royalty free for commercial video.\n")]))
    add(f"{wr}/Templates/Clean lower third.mogrt", R, "Work", 340, lambda r, dt: _zip([
        ("definition.json", '{"capsuleName": "Clean lower third", "version": 2}'), ("project.aegraphic", "RIFX")]))
    add(f"{wr}/AE expressions cheat sheet.pdf", R, "Work", 450, t_ae_cheat)
    add(f"{wr}/Freelance rates survey 2025.pdf", R, "Work", 180, t_rates_survey)
    add(f"{wr}/Delivery specs explained.pdf", R, "Work", 240, t_delivery_ref)
    add(f"{wr}/Colour management primer.pdf", R, "Work", 400, t_colour_ref)
    add(f"{DL}/download (1).pdf", R, "Work", 35, t_easing, hard=True)
    add(f"{DL}/document (18).pdf", R, "Work", 190, t_ae_cheat, hard=True)
    add(f"{DT}/untitled 9.txt", R, "Work", 60, t_shortcuts, hard=True)
    add(f"{DOC}/Film stuff/Make the short you can make - interview.pdf", R, "Film", 140, t_film_article)
    add(f"{DOC}/Film stuff/shorts that worked.md", R, "Film", 210, t_shorts_notes)
    add(f"{DL}/download (3).pdf", R, "Film", 150, t_film_article, hard=True)
    add(f"{DOC}/Untitled 2.docx", R, "Film", 95, t_film_notes, hard=True)
    add(f"{DOC}/untitled folder/print.pdf", P, "Work", 16, t_location_release, hard=True)
    add(f"{DOC}/untitled folder/Document.docx", A, "Health", 62, t_physio_ex, hard=True)
    add(f"{DOC}/untitled folder/export (2).csv", A, "Finance", 33, t_bank_csv, hard=True)
    add(f"{DOC}/Recipes/Priya's dal.txt", R, "Cooking", 240, t_recipe_dal)
    add(f"{DOC}/Recipes/Nan's parkin.docx", R, "Cooking", 580, t_recipe_parkin)
    add(f"{DOC}/Recipes/yorkshires.pdf", R, "Cooking", 900, t_recipe_yorkshires)
    add(f"{DL}/document (19).pdf", R, "Cooking", 120, t_recipe_yorkshires, hard=True)
    add(f"{DT}/untitled 10.txt", R, "Cooking", 70, t_recipe_cake, hard=True)
    add(f"{bk}/routes/Epping Forest loop.gpx", R, "Cycling", 330, t_gpx("Epping Forest loop", 51.60, 0.01))
    add(f"{bk}/routes/Lea Valley to Broxbourne.gpx", R, "Cycling", 290, t_gpx("Lea Valley to Broxbourne", 51.58, -0.03))
    add(f"{DL}/Walthamstow Wetlands + Marshes.gpx", R, "Cycling", 45, t_gpx("Wetlands and Marshes", 51.58, -0.05))
    add(f"{DL}/document (20).pdf", R, "Cycling", 88, t_bike_guide, hard=True)
    bo = f"{DOC}/Books"
    for title, author, age in [("In the Blink of an Eye", "Walter Murch", 700), ("Save the Cat!", "Blake Snyder", 480),
                               ("The Animator's Survival Kit", "Richard Williams", 620),
                               ("Rebel Without a Crew", "Robert Rodriguez", 150)]:
        add(f"{bo}/{title} - {author}.epub", R, "Books", age,
            lambda r, dt, t=title, a=author: _epub(t, a, "en", f"{t}, by {a}. Chapter one."))
    add(f"{DL}/Grief Is the Thing with Feathers.epub", R, "Books", 64,
        lambda r, dt: _epub("Grief Is the Thing with Feathers", "Max Porter", "en", "Chapter one."))
    for n, (title, artist, album, age) in enumerate([("Wet Sunday", "The Aire Lights", "Back-to-Backs", 900),
                                                    ("Sunday Green", "Marrow Lane", "Live at the Windmill", 58),
                                                    ("Cherry Blossom Line", "Halden Fox", "Night Trains", 400),
                                                    ("Tarn", "Halden Fox", "Night Trains", 400),
                                                    ("Holbeck", "The Aire Lights", "Back-to-Backs", 900),
                                                    ("Kirkstall", "The Aire Lights", "Back-to-Backs", 900)], 1):
        add(f"Music/{artist}/{album}/{n:02d} {title}.mp3", R, "Music", age,
            lambda r, dt, a=title, b=artist, c=album: _id3(r, a, b, c))
    add(f"{DL}/DaVinci_Resolve_19.1.3_Mac.zip", R, "Software", 140, lambda r, dt: _zip([
        ("Install Resolve 19.1.3.pkg", "xar!"), ("Uninstall Resolve.app/Contents/Info.plist", "<plist/>")]))
    add(f"{DL}/HandBrake-1.8.2.dmg", R, "Software", 210, lambda r, dt: _blob(r, b"x\xda\x00\x00", 2500))
    add(f"{DL}/VLC-3.0.21-universal.dmg", R, "Software", 260, lambda r, dt: _blob(r, b"x\xda\x00\x00", 2500))
    add(f"{DL}/Blender-4.2.3-macos-arm64.dmg", R, "Software", 180, lambda r, dt: _blob(r, b"x\xda\x00\x00", 2500))
    add(f"{DL}/Blender-4.4.0-macos-arm64.dmg.part", L, "System", 26, lambda r, dt: _blob(r, b"x\xda\x00\x00", 900))
    add(f"{DL}/Sonnet_Stock_4488_WAV.zip.crdownload", L, "System", 19, lambda r, dt: _blob(r, b"PK\x03\x04", 800))
    add(f"{DL}/MotionBro-installer.pkg", R, "Software", 75, lambda r, dt: _blob(r, b"xar!\x00\x1c\x00\x01", 2500))

    # ------------------------------------------------------------ photos and screenshots (Resources Photos)
    for age in (0.2, 2, 2, 5, 9, 14, 23, 40, 71, 130):
        photo(f"{DT}/{shot(age)}", R, "Photos", age)
    for n, age in [("0412", 150), ("0418", 150), ("0533", 120), ("0710", 98)]:
        photo(f"Pictures/iPhone import 2026/IMG_{n}.HEIC", R, "Photos", age)
    for n, age in [("7781", 520), ("7802", 410), ("8016", 230), ("8123", 61)]:
        photo(f"Pictures/Mabel/IMG_{n}.jpg", R, "Photos", age)
    for n in ("9001", "9004", "9017", "9023"):
        photo(f"Pictures/Leeds Xmas 2025/IMG_{n}.jpg", R, "Photos", 160)
    for n, age in [("3011", 788), ("3045", 786), ("3122", 783), ("3190", 781), ("3260", 778)]:
        photo(f"Pictures/Japan 2024/DSCF{n}.JPG", R, "Photos", age)
    for n in ("5530", "5541"):
        photo(f"Pictures/Edinburgh 2025/IMG_{n}.jpg", R, "Photos", 290)
    dot("Pictures/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(60), 40)
    dot(f"{DT}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(60), 0.2)
    dot(f"{DL}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(60), 1)

    # ------------------------------------------------------------ finished things (Archive)
    fs = f"{DOC}/Old jobs/Framestack"
    add(f"{fs}/Framestack contract 2019.pdf", X, "Work", 2550, t_fs_contract)
    add(f"{fs}/payslip March 2023.pdf", X, "Work", 1160, t_payslip)
    add(f"{fs}/payslip February 2023.pdf", X, "Work", 1190, t_payslip)
    add(f"{fs}/P45.pdf", X, "Work", 1150, t_p45)
    add(f"{fs}/reference letter - Mark Doyle.pdf", X, "Work", 1140, t_fs_reference)
    add(f"{fs}/Staff handbook 2021.pdf", X, "Work", 1800, t_fs_handbook)
    add(f"{fs}/Re_ resignation.eml", X, "Work", 1195, t_fs_leaving)
    add(f"{fs}/holiday 2022.xlsx", X, "Work", 1250, t_holiday_tracker)
    add(f"{SC}/scan_0012.pdf", X, "Work", 1100, t_p60, hard=True)
    add("LaCie dump/misc/notes.txt", X, "Work", 1162, t_fs_handover, hard=True)
    co = f"{DOC}/Courses/Grade Lab colour 2024"
    add(f"{co}/enrolment confirmation.pdf", X, "Work", 800, t_course_enrol)
    add(f"{co}/Grade Lab invoice.pdf", X, "Work", 799, t_course_inv)
    add(f"{co}/wk3 notes.docx", X, "Work", 770, t_course_notes)
    add(f"{co}/final project brief.pdf", X, "Work", 760, t_course_brief)
    add(f"{co}/certificate.pdf", X, "Work", 734, t_course_cert)
    add(f"{co}/Colour_final_project.drp", X, "Work", 735, lambda r, dt: _drp(r, "Colour_final_project"))
    add("2024/document.pdf", X, "Work", 790, t_course_timetable, hard=True)
    add("2024/scan_0005.pdf", X, "Work", 798, t_course_inv, hard=True)
    add("2024/untitled.txt", X, "Work", 754, t_course_notes, hard=True)
    tr = f"{DOC}/Travel"
    add(f"{tr}/Lisbon 2023/boarding pass LGW-LIS.pdf", X, "Travel", 991, t_boarding("LISBON (LIS)", "TP 1331"))
    add(f"{tr}/Lisbon 2023/Casa da Graca confirmation.eml", X, "Travel", 1030, t_lisbon_stay)
    add(f"{tr}/Japan 2024/itinerary.docx", X, "Travel", 800, t_japan_itin)
    add(f"{tr}/Japan 2024/JR pass exchange order.pdf", X, "Travel", 815, t_jrpass)
    add(f"{tr}/Japan 2024/ryokan Kyoto.pdf", X, "Travel", 820, t_ryokan)
    add(f"{tr}/Edinburgh 2025/Fringe tickets.pdf", X, "Travel", 300, t_fringe)
    add(f"{tr}/Edinburgh 2025/train tickets.pdf", X, "Travel", 305, t_fringe_train)
    add("2024/document (1).pdf", X, "Travel", 821, t_ryokan, hard=True)
    add("2024/download.pdf", X, "Travel", 814, t_jrpass, hard=True)
    add(f"{DL}/document (21).pdf", X, "Travel", 301, t_fringe, hard=True)
    of = f"{DOC}/Flat/Old flat Clapton"
    add(f"{of}/tenancy 2020.pdf", X, "Home", 2130, t_old_tenancy)
    add(f"{of}/check-out report.pdf", X, "Home", 1066, t_old_checkout)
    add(f"{of}/deposit returned.pdf", X, "Home", 1045, t_old_deposit)
    add("LaCie dump/misc/scan0002.pdf", X, "Home", 2129, t_old_inventory, hard=True)
    add(f"{SC}/scan_0019.pdf", X, "Home", 1044, t_old_deposit, hard=True)

    # ------------------------------------------------------------ LaCie dump: finished client jobs (Archive Work)
    la = "LaCie dump/Projects"
    add(f"{la}/2023 Kindvale launch/Kindvale_launch_edit.prproj", X, "Work", 950,
        lambda r, dt: _prproj(r, "Kindvale_launch_edit"))
    add(f"{la}/2023 Kindvale launch/Kindvale_launch_FINAL.mp4", X, "Work", 940, lambda r, dt: _mp4(r))
    add(f"{la}/2024 Oakshot brand film/Oakshot_brandfilm_v9.prproj", X, "Work", 600,
        lambda r, dt: _prproj(r, "Oakshot_brandfilm_v9"))
    add(f"{la}/2024 Oakshot brand film/Oakshot_titles.aep", X, "Work", 610, lambda r, dt: _aep(r))
    add(f"{la}/2024 Oakshot brand film/Oakshot_brandfilm_MASTER.mov", X, "Work", 590, lambda r, dt: _mov(r))
    add(f"{la}/2024 Oakshot brand film/INV-0071 Oakshot.pdf", X, "Work", 560,
        t_old_client(CLIENTS["os"], "Oakshot brand film - edit, titles and grade"))
    add(f"{la}/2025 Harbour Gin xmas/HG_xmas_grade.drp", X, "Work", 200, lambda r, dt: _drp(r, "HG_xmas_grade"))
    add(f"{la}/2025 Harbour Gin xmas/HG_xmas_30s_FINAL.mp4", X, "Work", 199, lambda r, dt: _mp4(r))
    add("LaCie dump/Projects/Thumbs.db", L, "System", 950,
        lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    add("LaCie dump/misc/desktop.ini", L, "System", 1300,
        "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\imageres.dll,-3\r\n")
    for n, age in [("2211", 1400), ("2290", 1380), ("3318", 1100)]:
        photo(f"LaCie dump/Photos/IMG_{n}.jpg", R, "Photos", age)
    dot("LaCie dump/._Projects", b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X        ", 200)

    # ------------------------------------------------------------ Old MacBook copy (Archive Backup)
    ob = "Old MacBook"
    add(f"{ob}/Documents/CV Rosie Ackroyd 2019.docx", X, "Backup", 2600, t_cv)
    add(f"{ob}/Documents/dissertation notes.docx", X, "Backup", 3700, t_dissertation)
    add(f"{ob}/Documents/Framestack/payslip June 2021.pdf", X, "Backup", 1800, t_payslip)
    add(f"{ob}/Documents/Framestack/Staff handbook 2021.pdf", X, "Backup", 1800, t_fs_handbook)
    add(f"{ob}/Documents/Flat/tenancy Clapton.pdf", X, "Backup", 2130, t_old_tenancy)
    add(f"{ob}/Documents/Flat/inventory Clapton.pdf", X, "Backup", 2129, t_old_inventory)
    add(f"{ob}/Documents/Money/UTR letter.pdf", X, "Backup", 1150, t_utr)
    add(f"{ob}/Documents/Recipes/parkin.docx", X, "Backup", 2000, t_recipe_parkin)
    add(f"{ob}/Documents/Mabel adoption.pdf", X, "Backup", 1810, t_adoption)
    add(f"{ob}/Desktop/to do.txt", X, "Backup", 1200, t_old_note)
    add(f"{ob}/Desktop/Screenshot 2022-11-03 at 16.20.44.png", X, "Backup", 1306, "")
    add(f"{ob}/Desktop/Harbour_Gin_summer_v4.prproj", X, "Backup", 1170,
        lambda r, dt: _prproj(r, "Harbour_Gin_summer_v4"))
    add(f"{ob}/Downloads/Avid_Media_Composer_2022.dmg", X, "Backup", 1500,
        lambda r, dt: _blob(r, b"x\xda\x00\x00", 2000))
    add(f"{ob}/Downloads/document (4).pdf", X, "Backup", 1240, t_fs_reference)
    add(f"{ob}/Music/The Aire Lights/Back-to-Backs/03 Kirkstall.mp3", X, "Backup", 1900,
        lambda r, dt: _id3(r, "Kirkstall", "The Aire Lights", "Back-to-Backs"))
    for n, age in [("0102", 2300), ("0455", 1900), ("1207", 1500), ("1630", 1250)]:
        photo(f"{ob}/Pictures/IMG_{n}.jpg", X, "Backup", age)
    dot(f"{ob}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(60), 1170)
    dot(f"{ob}/Desktop/.localized", b"", 1170)

    # ------------------------------------------------------------ 2024 year folder, miscellaneous
    add("2024/INV-0071 Oakshot (1).pdf", A, "Work", 559, t_inv("INV-0071", "os", "November 2024"))
    add("2024/SA302 2022-23.pdf", A, "Finance", 880, t_sa302("2022-23", 27400))
    add("2024/Japan packing list.txt", X, "Travel", 805, lambda r, dt: (
        "Japan packing\n- passport + JR pass voucher\n- Suica on phone\n- 2 pairs shoes (lots of walking)\n- "
        "Fujifilm + 3 batteries\n- adaptor type A\n- cash: yen for the ryokan\n"))
    photo("2024/Screenshot 2024-06-02 at 11.08.51.png", R, "Photos", 729)
    photo("2024/IMG_3502.jpg", R, "Photos", 700)
    dot("2024/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(60), 560)

    return items
