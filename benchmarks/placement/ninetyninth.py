"""A ninety-ninth unseen labelled corpus: Rev. Karen Tate's shared Windows laptop, ``build(root, seed)``, written blind.

What was read to write it: the brief; ``benchmarks/placement/unseen.py`` lines 1-220 (its docstring and the
helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``, plus the
Swedish name lists and ``_person``/``_cow`` that sit inside that range) and lines 1296-1360 (the start of its
``build()``: ``write``/``encode``/``add``/``dot``/``photo`` and its first few ``add`` calls);
``benchmarks/placement/corpus.py`` lines 1-30 (``Item``, ``NOW``, ``NOW_S``, ``DAY``); ``blind.py``'s ``_d``,
``_money``, ``_docx``, ``HEIC_HEAD`` and ``_png``. A ``ls`` of ``benchmarks/placement/`` (file names only) was
run to check the module name was free. Slip: ``corpus.py`` was read as one range, lines 165-230, so besides
``_pdf`` and ``_jpeg`` it showed the last four lines of a ``_Gen`` method (turning text into bytes) and the
first ~25 lines of ``corpus.py``'s ``build()`` (loops over ``NAMED``, ``WORK_RECENT``/``WORK_OLD``,
``TRAVEL_RECENT``/``TRAVEL_OLD`` and EXIF-dated ``IMG_`` photos labelled Resources/Photos). Nothing under
``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, no ``bench_*.py``, no other corpus body. Second slip:
after the corpus was finished, one ``git status --short | head -3`` was run by mistake; it printed only three
modified-file names (two under ``foldwise/plugins/organize/``, one under ``tests/organize/``), no contents.

The person: the Rev. Karen Ellis Tate, 54, pastor of First Presbyterian Church of Satilla Springs, Georgia
(PC(USA), Presbytery of Savannah, about 140 members), installed in August 2019. Before that she was pastor
of Covenant Presbyterian Church in Cookeville, Tennessee (2011 - June 2019). Her husband David is director
of bands at Satilla County High School; their daughter Emily (22) finishes her nursing degree at Valdosta
State University this summer, their son Josh (16) is a rising junior at Satilla County High and plays
trumpet in his father's band. They own their house at 418 Pecan Street. The church's staff are Pam
Dorminey (office administrator) and Lewis Register (organist); Glenn Mobley is treasurer and Ann Tillman
clerk of session. Health coverage and Karen's pension come through the Board of Pensions of the PC(USA);
her pay is split into cash salary and a housing allowance, so taxes involve SECA and quarterly estimates
(CPA: Moody & Hendricks, Douglas). As of NOW (2026-06-01, the day after Trinity Sunday):

- under way: the youth-and-adult mission trip she leads to Sandy Valley Home Repair Ministry in Floyd
  County, Kentucky, 14-20 June 2026; the congregation's Clergy Renewal Program grant application for her
  2027 sabbatical (due 10 June 2026); her mother Dorothy Ellis's (84) move from her house in Albany, GA
  into Live Oak Place Assisted Living in Tifton (moved in 16 May; house cleanout, estate sale and sale of
  the house still going on);
- ongoing: the pastorate (sermons, bulletins, session, church budget and payroll questions, weddings,
  funerals, pastoral care, newsletter, presbytery), household money and taxes, the family's health, the
  house, the cars, the children's school and college, her mother's care and paperwork as her agent;
- finished: the Cookeville pastorate (2019), the kitchen remodel (January - August 2025), last year's
  mission trip to Biloxi (June 2025), her term on the presbytery's Committee on Ministry (2021-2024),
  the minivan sold in 2022, family trips (St. Simons 2022, Gatlinburg 2023, Savannah 2024, Washington
  2025).

The machine (``C:/Users/karen``): ``Desktop/`` (loose drafts, ``scan0004.pdf``, ``New Text Document.txt``,
``Book1.xlsx``, a ``New folder``), ``Documents/`` (``Church/`` with sermons by year, bulletins, session,
budget, weddings, funerals, newsletter, the two current church projects and the finished ones;
``Cookeville (Covenant Pres)/``; ``Personal/`` with taxes, bank, Board of Pensions, health, house, car,
kids, trips; ``Mom/``; ``Recipes/``; ``Garden/``; ``eBooks/``; ``Scanned Documents/`` from Windows Fax and
Scan; a ``2023/`` folder; loose ``Document1.docx``), ``Downloads/`` (installers, ``document (3).pdf``,
``export.csv``, ``invite.ics``, unfinished downloads), ``Pictures/`` (Camera Roll, Screenshots, album
folders), ``Music/`` and ``iPhone Backup 2021/`` copied from her old phone.

Labelling rules (written before any file was generated; every file is labelled by them, as of NOW):

- **Projects**: an outcome with an end still being worked on, whatever the file's age. The 2026 Kentucky
  mission trip (roster, forms, budget, fundraisers, van, devotions, the ministry's
  handbook, invoices and site photos) --
  topic Church; the sabbatical grant application (narrative drafts, budget, letters, Iona inquiry,
  program guidelines) -- topic Church; Mom's move to Live Oak Place (brochure, residency agreement and
  admission papers, movers, what goes where, estate sale, cleanout and listing of her Albany house, photos of her
  new apartment) -- topic Mother.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. The
  pastorate (sermons, bulletins, session minutes and dockets, the church budget, giving, payroll
  questions, the session's housing-allowance resolution, weddings and funerals she officiates -- past and
  upcoming alike --, pastoral care lists, newsletter, presbytery meetings and per capita, and yearly
  programs such as VBS and stewardship) -- Church; household money, bank, mortgage, 529, her pension and
  403(b), tax returns, W-2s, housing-allowance worksheets and quarterly SECA estimates (Finance); the
  family's health, the Board of Pensions medical plan, EOBs, prescriptions (Health); the house, its bills,
  insurance, property tax and upkeep (Home); the cars, their insurance, tags and service (Car); Josh's
  high school and Emily's college, tuition and scholarship papers included (School); Mom's ongoing care
  as her agent -- power of attorney, advance directive, Medicare and Medigap, her bills, Social
  Security, her long-term-care policy, Live Oak Place's monthly statements (Mother). A 2023 session
  minute or a 2024 tax return is still Areas.
- **Resources**: reference kept for its own sake: Book of Order, worship books, lectionary tables, hymn
  index, commentary notes, children's-sermon ideas (Church); caregiving and Medicare handbooks (Mother);
  appliance manuals, even for the new kitchen's appliances (Home); recipes (Cooking); gardening
  articles and the garden plan (Gardening); ebooks, theology included (Books); music files (Music);
  installers (Software); photos and screenshots (Photos) -- except photos documenting a project,
  current or finished (mission-trip photos, kitchen progress photos, Mom's apartment, past trips: the
  project's bucket and topic) and photos inside the phone backup.
- **Archive**: finished projects and ended responsibilities: everything from the Cookeville pastorate,
  sermons included (Church); the 2025 Biloxi mission trip (Church); the Committee on Ministry term
  (Church); the kitchen remodel -- contract, quotes, orders, invoices, permit, progress photos (Home);
  the sold 2011 Odyssey (Car); past trips and their photos (Travel); the iPhone backup (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$...docx``),
  ``desktop.ini`` and ``Thumbs.db`` (topic System). Dot files (``.DS_Store``) are written but not
  labelled.

Topics are subjects: the mission trip and the sabbatical grant are ``Church`` like the sermons; the move
and the POA are both ``Mother``. ``hard`` marks files whose name *and* folder say nothing about their
subject (``Downloads/document (3).pdf``, ``Desktop/New Text Document.txt``, ``Documents/Scanned
Documents/scan0007.pdf``, ``Documents/2023/notes.txt``): only the text inside can place them. Images are
never hard. Dates are relative to ``corpus.NOW``.
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

NAIVE_NOW = NOW.replace(tzinfo=None)

# --------------------------------------------------------------------------- helpers


def _us(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _usd(r: random.Random, lo: float, hi: float) -> str:
    return f"${r.uniform(lo, hi):,.2f}"


def _age(y: int, m: int, d: int, extra: float = 0.0) -> float:
    return (NAIVE_NOW - datetime(y, m, d)).days + extra


def _day(age: float) -> datetime:
    return NAIVE_NOW - timedelta(days=age)


_WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
_MO = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _eml(frm: str, to: str, subject: str, body: str):
    def f(r: random.Random, dt: datetime) -> str:
        stamp = f"{_WD[dt.weekday()]}, {dt.day:02d} {_MO[dt.month - 1]} {dt.year} {r.randint(7, 21):02d}:{r.randint(0, 59):02d}:14 -0400"
        return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {stamp}\nMIME-Version: 1.0\n"
                f"Content-Type: text/plain; charset=\"utf-8\"\n\n{body.strip()}\n")
    return f


def _ics(start: str, end: str, summary: str, location: str, desc: str) -> str:
    return ("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\nMETHOD:REQUEST\n"
            f"BEGIN:VEVENT\nDTSTART:{start}\nDTEND:{end}\nSUMMARY:{summary}\nLOCATION:{location}\n"
            f"DESCRIPTION:{desc}\nUID:{abs(sum(map(ord, summary + start))):08d}@google.com\nEND:VEVENT\nEND:VCALENDAR\n")


CH = "First Presbyterian Church of Satilla Springs"
CH_ADDR = "210 North Church Street, Satilla Springs, Georgia 31569 | (912) 555-0148 | office@fpcsatilla.org"
COV = "Covenant Presbyterian Church, Cookeville, Tennessee"
ME = "Karen Tate <pastorkaren@fpcsatilla.org>"
HOME = "Karen and David Tate, 418 Pecan Street, Satilla Springs, GA 31569"
MOM = "Dorothy M. Ellis"
LOP = "Live Oak Place Assisted Living, 1400 Love Avenue, Tifton, GA 31794"

SERMON_POOL = [
    "I grew up in a church where the sanctuary smelled like lemon oil and old hymnals, and I still believe "
    "that God meets us in ordinary places, in fellowship halls and hospital rooms and pickup trucks.",
    "Notice what the text does not say. It does not say they understood. It says they went anyway.",
    "Some of you have been carrying this kind of grief for a long time, and you have gotten good at hiding it "
    "behind a casserole dish and a firm handshake at the door.",
    "The Greek word here is one that the old translators struggled with; it means something like being "
    "turned inside out by compassion.",
    "We are Presbyterians, so we like things decently and in order. But the Spirit has never once asked the "
    "Session for permission.",
    "When the peanut harvest is late and the rain will not stop, farmers in this county know something about "
    "waiting that the rest of us have forgotten.",
    "Grace is not a reward for good behavior. Grace is the ground we were standing on the whole time.",
    "This week, try this: name one person you have written off, and pray for them by name every morning.",
    "The church has always been at its best when it remembered that it exists for the sake of those who "
    "are not yet in the room.",
    "Our Reformed forebears spoke of the sovereignty of God not to frighten us but to free us: if God holds "
    "the future, we do not have to.",
    "Hear the good news: you are not too far gone, too tired, or too ordinary to be called.",
    "There is a reason the disciples are described again and again as afraid. Faith is not the absence of "
    "fear; it is trusting God in the middle of it.",
]


def t_sermon(church: str, day: datetime, text: str, title: str, opening: str):
    def f(r: random.Random, dt: datetime) -> str:
        paras = [opening] + r.sample(SERMON_POOL, 4)
        return (f"{church}\n{_us(day)}\n{text}\n\"{title}\"\nRev. Karen E. Tate\n\n" + "\n\n".join(paras)
                + "\n\nIn the name of the Father, the Son, and the Holy Spirit. Amen.")
    return f


ANNOUNCE = [
    "Youth mission trip to Kentucky, June 14-20: please sign up to pray for a team member by name.",
    "Boston butt sale pickup is Saturday 10-noon in the fellowship hall; proceeds go to the mission trip.",
    "Vacation Bible School is July 13-17. Volunteers sign up with Pam in the church office.",
    "The Session meets the third Tuesday of the month at 6:30 p.m. in the library.",
    "Wednesday night supper resumes in September. Thank you to the kitchen crew for a great spring!",
    "Flowers on the Lord's Table today are given to the glory of God by the Vickers family.",
    "The Steeple deadline for the next newsletter is the 20th.",
    "Please keep in your prayers the Griner family, Lucille Gaskins's family, and all our homebound members.",
]


def t_bulletin(day: datetime, text: str, title: str, hymns: tuple[int, int, int]):
    def f(r: random.Random, dt: datetime) -> str:
        ann = "\n".join("- " + a for a in r.sample(ANNOUNCE, 4))
        return (f"{CH}\nService for the Lord's Day\n{_us(day)} - 11:00 a.m.\n\nPrelude - Lewis Register, organ\n"
                f"Welcome and Announcements\nCall to Worship\n*Hymn {hymns[0]} (Glory to God)\nPrayer of Confession\n"
                f"Assurance of Pardon\nChildren's Moment\nScripture: {text}\nSermon: \"{title}\" - Rev. Karen E. Tate\n"
                f"*Hymn {hymns[1]}\nAffirmation of Faith: The Apostles' Creed\nPrayers of the People and the Lord's "
                f"Prayer\nOffering and *Doxology\n*Hymn {hymns[2]}\nCharge and Benediction\nPostlude\n\n"
                f"This week at First Pres\n{ann}\n\nOffice: {CH_ADDR}")
    return f


def t_minutes(day: datetime, acts: list[str]):
    def f(r: random.Random, dt: datetime) -> str:
        elders = ["Glenn Mobley", "Ann Tillman", "Wade Tanner", "Carolyn Dowling", "Jo Ann Corbitt",
                  "Buddy Hendley", "Peggy Vickers", "Ray Futch", "Linda Fussell"]
        present = r.sample(elders, 7)
        body = "\n".join(f"{i}. {a}" for i, a in enumerate(acts, 3))
        return (f"MINUTES OF THE STATED MEETING OF SESSION\n{CH}\n{_us(day)}, 6:30 p.m., church library\n\n"
                f"The Session met in stated meeting. The Moderator, the Rev. Karen E. Tate, opened with prayer.\n"
                f"Present: {', '.join(sorted(present))}. A quorum was declared.\n"
                f"1. The minutes of the previous stated meeting were approved as distributed.\n"
                f"2. Treasurer's report (Glenn Mobley): receipts year to date {_usd(r, 60000, 98000)}; "
                f"expenses {_usd(r, 58000, 96000)}. Received for filing.\n{body}\n"
                f"The meeting adjourned with prayer at {r.randint(8, 9)}:{r.randint(10, 55)} p.m.\n\n"
                f"Karen E. Tate, Moderator          Ann Tillman, Clerk of Session")
    return f


def t_steeple(month: str, column: str):
    def f(r: random.Random, dt: datetime) -> str:
        ann = "\n".join(r.sample(ANNOUNCE, 3))
        return (f"THE STEEPLE\nNewsletter of {CH}\n{month}\n\nFrom the Pastor's Study\n{column}\n\n"
                f"Grace and peace,\nPastor Karen\n\nAround the Church\n{ann}\n\nBirthdays and Anniversaries\n"
                f"Deacons' Corner: the deacons delivered {r.randint(9, 22)} meals and {r.randint(20, 45)} cards "
                f"last month.\n\n{CH_ADDR}")
    return f


# ---- finance / household texts


def t_bank(month: str):
    def f(r: random.Random, dt: datetime) -> str:
        rows = [("PAYROLL DEP SATILLA CO BOE", r.uniform(3900, 4100)), ("PAYROLL DEP FIRST PRESBYTERIAN", r.uniform(5800, 6100)),
                ("WIREGRASS MORTGAGE SVCS", -1190.00), ("SATILLA EMC ELECTRIC", -r.uniform(160, 290)),
                ("CITY OF SATILLA SPRINGS UTIL", -r.uniform(70, 110)), ("HARVEYS SUPERMARKET", -r.uniform(80, 220)),
                ("PEACH STATE MUTUAL INS", -r.uniform(300, 340)), ("PATH2COLLEGE 529 CONTRIB", -150.00),
                ("FIRST PRESBYTERIAN OFFERING", -600.00), ("VALDOSTA STATE UNIV BURSAR", -r.uniform(900, 1900)),
                ("LIVE OAK PLACE TIFTON", -0.0)]
        rows = [x for x in rows if x[1] != 0.0]
        lines = "\n".join(f"{month[:3]} {r.randint(1, 28):02d}  {d:<34} {a:>12,.2f}" for d, a in rows)
        return (f"Satilla Community Bank\nMember FDIC\nStatement of Account - {month}\n{HOME}\n"
                f"Joint Checking ****4417\nBeginning balance {_usd(r, 3000, 9000)}\n\n{lines}\n\nEnding balance "
                f"{_usd(r, 3000, 9000)}\nQuestions? Call (912) 555-0190")
    return f


def t_emc(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(1100, 2100)
    return (f"SATILLA ELECTRIC MEMBERSHIP CORPORATION\nA Touchstone Energy Cooperative\nAccount 30-1187-42\n"
            f"Service address: 418 Pecan Street, Satilla Springs GA\nMember: David and Karen Tate\n"
            f"Billing period: {_us(dt - timedelta(days=31))} - {_us(dt)}\nkWh used: {kwh}\n"
            f"Energy charge {kwh} kWh x $0.1142 = ${kwh * 0.1142:,.2f}\nFacility charge $32.50\n"
            f"Amount due: ${kwh * 0.1142 + 32.5:,.2f}  Due date: {_us(dt + timedelta(days=20))}\n"
            "Pay online at satillaemc.coop or by phone. Outage? Call 1-800-555-0177.")


def t_eob(patient: str, service: str):
    def f(r: random.Random, dt: datetime) -> str:
        billed = r.uniform(180, 1400)
        allowed = billed * r.uniform(0.45, 0.7)
        return (f"Highmark Blue Cross Blue Shield - Claims administrator for\nThe Board of Pensions of the "
                f"Presbyterian Church (U.S.A.) Medical Plan\nEXPLANATION OF BENEFITS - THIS IS NOT A BILL\n"
                f"Member: Karen E. Tate  ID BOP4417032\nPatient: {patient}\nService: {service}\n"
                f"Date of service: {_us(dt - timedelta(days=18))}\nAmount billed ${billed:,.2f}\n"
                f"Plan allowance ${allowed:,.2f}\nDeductible applied ${min(allowed, 250):,.2f}\n"
                f"You may owe the provider ${min(allowed, 250) + 0.2 * max(allowed - 250, 0):,.2f}")
    return f


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
            content = content(r, dt.replace(tzinfo=None))
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

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    C = "Documents/Church"

    # ------------------------------------------------------------ sermons (Areas Church)
    sermons = [
        ((2026, 5, 31), "Matthew 28:16-20; Genesis 1:1-2:4a", "Trinity", "Go, Therefore",
         "On Trinity Sunday preachers are tempted to explain the doctrine with a shamrock or a three-in-one "
         "shampoo bottle. I will spare you. The eleven went to the mountain, and some doubted, and Jesus sent them anyway."),
        ((2026, 5, 24), "Acts 2:1-21", "Pentecost", "Tongues of Fire and Sweet Tea",
         "The Spirit came on a day when everyone was in town for the harvest festival, the way our town fills up for the peanut festival."),
        ((2026, 5, 17), "John 17:1-11", "Easter 7", "That They May Be One",
         "Jesus prays for his friends on the night before he dies, and the prayer is not for their safety but for their unity."),
        ((2026, 5, 10), "Acts 17:22-31", "Easter 6", "An Unknown God",
         "Paul walks through Athens the way a new pastor walks through a new town: reading the signs, listening before talking."),
        ((2026, 5, 3), "John 14:1-14", "Easter 5", "Many Dwelling Places",
         "This is the passage families ask for at funerals, and this spring we have read it together more often than I would like."),
        ((2026, 4, 26), "Psalm 23; John 10:1-10", "Easter 4", "The Gate and the Shepherd",
         "Good Shepherd Sunday lands every year in the season of graduations, when we let our children walk through gates we cannot follow them through."),
        ((2026, 4, 19), "Luke 24:13-35", "Easter 3", "Known in the Breaking of the Bread",
         "Two disciples walk seven miles to Emmaus with their hearts broken and do not recognize the stranger who walks beside them."),
        ((2026, 4, 12), "John 20:19-31", "Easter 2", "Thomas Wanted What We Want",
         "Low Sunday, the preachers call it, when the lilies are wilting and the choir takes the day off."),
        ((2026, 4, 5), "Matthew 28:1-10", "Easter", "Do Not Be Afraid",
         "The women went to the tomb at dawn to do the last loving thing they knew how to do, and the earth shook."),
        ((2026, 3, 29), "Matthew 21:1-11", "Palm Sunday", "Who Is This?",
         "The whole city was in turmoil, Matthew says, and the question on every lip was: who is this?"),
        ((2026, 3, 22), "John 11:1-45", "Lent 5", "Unbind Him",
         "Lazarus comes out still wrapped in grave clothes, and Jesus hands the community the job of unbinding him."),
        ((2026, 3, 8), "John 4:5-42", "Lent 3", "Living Water at Noon",
         "She comes to the well at the hottest hour of the day, when no one else would be there."),
        ((2026, 2, 22), "Matthew 4:1-11", "Lent 1", "Forty Days",
         "Before Jesus preached a sermon or healed anyone, the Spirit led him into the wilderness."),
        ((2025, 12, 24), "Luke 2:1-20", "Christmas Eve", "Room Enough",
         "Tonight the candles are lit and the children are restless and somebody's phone will go off during Silent Night, and God comes anyway."),
        ((2025, 11, 30), "Matthew 24:36-44", "Advent 1", "Keep Awake",
         "Advent begins in the dark, with a text about the end of the world, before the shopping has even started."),
        ((2025, 11, 23), "Luke 23:33-43", "Christ the King", "Remember Me",
         "On the last Sunday of the church year we crown a king who is hanging on a cross between two thieves."),
        ((2025, 10, 26), "Luke 18:9-14", "Reformation Sunday", "Two Went Up to Pray",
         "Martin Luther and John Calvin would both want me to tell you that the tax collector went home justified, and not the Pharisee."),
        ((2025, 6, 22), "1 Kings 19:1-15a", "Proper 7", "Sheer Silence",
         "Elijah is exhausted and hiding under a broom tree, and the angel's first word to him is: eat something."),
        ((2025, 4, 20), "Luke 24:1-12", "Easter", "An Idle Tale",
         "The first Easter sermon was dismissed by the apostles as an idle tale, which should comfort every preacher."),
        ((2024, 12, 24), "Luke 2:1-20", "Christmas Eve", "Mary Treasured These Things",
         "Mary treasured all these words and pondered them in her heart, and mothers have been doing it ever since."),
    ]
    for i, ((y, m, d), text, occasion, title, opening) in enumerate(sermons):
        day = datetime(y, m, d)
        age = _age(y, m, d, r.uniform(0.5, 2.5))
        if y == 2026 and i % 3 == 0:
            name = f"{C}/Sermons/2026/{y}-{m:02d}-{d:02d} {occasion} - {title}.docx"
        elif y == 2026:
            name = f"{C}/Sermons/2026/{title} {m}-{d}-{y % 100}.docx"
        else:
            name = f"{C}/Sermons/{y}/{occasion} {y} - {title}.docx"
        add(name, A, "Church", age, t_sermon(CH, day, text, title, opening))
    add(f"{C}/Sermons/2026/2026-06-07 Proper 5 - draft.docx", A, "Church", 0.2,
        t_sermon(CH, datetime(2026, 6, 7), "Genesis 12:1-9; Matthew 9:9-13, 18-26", "Follow Me (draft)",
                 "Abram was seventy-five when God told him to pack up and go. Matthew was sitting at the tax booth. "
                 "NOTE TO SELF: tie in to the mission team commissioning, June 7."))
    add(f"{C}/Sermons/2026/~$26-06-07 Proper 5 - draft.docx", L, "System", 0.2, b"\x0bKaren Tate" + b"\x00" * 40)
    add(f"{C}/Sermons/2026/Ash Wednesday 2026 meditation.docx", A, "Church", 104,
        "Ash Wednesday - February 18, 2026\nJoel 2:1-2, 12-17; Psalm 51\nRemember that you are dust, and to dust you "
        "shall return.\nImposition of ashes at the table; burn the palms from last year on Tuesday (ask Buddy).")
    add("Desktop/sermon ideas summer.txt", A, "Church", 6,
        "Summer sermon series ideas (after Trinity, Year A, Matthew + Genesis track)\n- Jun 7 Abram called / Matthew called\n"
        "- Jun 14 guest preacher - I'm in Kentucky with the mission team (ask Rev. Bill Kight, HR from Presbytery?)\n"
        "- Jun 21 guest preacher (mission team still away till 20th) - elder Ann Tillman offered\n"
        "- Jun 28 mission team reports, Matthew 10:40-42 'a cup of cold water'\n- July: Jacob stories? Romans 8?")

    # ------------------------------------------------------------ bulletins
    bulls = [((2026, 5, 31), "Matthew 28:16-20", "Go, Therefore", (1, 111, 307)),
             ((2026, 5, 24), "Acts 2:1-21", "Tongues of Fire and Sweet Tea", (280, 286, 291)),
             ((2026, 4, 5), "Matthew 28:1-10", "Do Not Be Afraid", (232, 245, 239)),
             ((2025, 12, 24), "Luke 2:1-20", "Room Enough", (113, 119, 122))]
    for i, ((y, m, d), text, title, hymns) in enumerate(bulls):
        ext = "pdf" if i % 2 else "docx"
        add(f"{C}/Bulletins/Bulletin {m:02d}-{d:02d}-{y % 100}.{ext}", A, "Church", _age(y, m, d, 3.1),
            t_bulletin(datetime(y, m, d), text, title, hymns))
    add(f"{C}/Bulletins/bulletin insert - Pentecost litany.docx", A, "Church", 10,
        "Pentecost Litany - May 24, 2026 (wear red!)\nLeader: Come, Holy Spirit, like wind through the longleaf pines.\n"
        "People: Breathe on us, breath of God.\nLeader: Come like fire on the hearth.\nPeople: Warm our hearts and kindle our courage.")

    # ------------------------------------------------------------ session
    mins = [((2026, 5, 19), [
        "Approved the budget of $14,860 for the youth and adult mission trip to Floyd County, Kentucky, June 14-20, 2026, "
        "with $6,200 from the Mission Fund.",
        "Voted to endorse the congregation's application to the Clergy Renewal Program for the pastor's 2027 sabbatical and "
        "authorized the Clerk to sign the letter of support.",
        "Approved use of the sanctuary for the Paulk-Griner wedding on June 20, 2026.",
        "Approved the pastor's vacation of June 22-28 following the mission trip."]),
        ((2026, 4, 21), [
            "Examined and received Ethan and Brooke Sirmans into membership by reaffirmation of faith.",
            "Approved Vacation Bible School for July 13-17, 2026, theme 'Camp Courage'.",
            "Confirmed Safe Church clearances for the five adult leaders of the mission trip.",
            "Buildings and Grounds reported a leak in the fellowship hall roof; two quotes to be obtained."]),
        ((2026, 3, 17), [
            "Approved payment of 2026 per capita to the Presbytery of Savannah at $38.50 per member.",
            "Designated the One Great Hour of Sharing offering per denominational guidelines.",
            "Set Holy Week services: Maundy Thursday communion 6:30 p.m., Easter sunrise at the cemetery 7:00 a.m."]),
        ((2026, 2, 17), [
            "Personnel committee reviewed the pastor's terms of call; no change until the fall budget cycle.",
            "Reviewed the sabbatical policy: the pastor becomes eligible for a three-month sabbatical after seven years "
            "of service (August 2026). Personnel will bring a plan in the spring."]),
        ((2026, 1, 20), [
            "Elected Ann Tillman clerk of session for 2026.",
            "Received the annual statistical report: 141 members, 3 received, 6 deaths, 2 transfers.",
            "Set the annual congregational meeting for January 25 following worship."]),
        ((2025, 11, 18), [
            "Adopted a resolution designating $26,000 of the pastor's 2026 compensation as housing allowance under "
            "Internal Revenue Code section 107.",
            "Approved the 2026 budget for presentation to the congregation.",
            "Stewardship: 84 pledges received totaling $241,300."])]
    for (y, m, d), acts in mins:
        add(f"{C}/Session/Session minutes {y}-{m:02d}.docx", A, "Church", _age(y, m, d, 2), t_minutes(datetime(y, m, d), acts))
    add(f"{C}/Session/docket June 16 2026.docx", A, "Church", 0.5,
        "Session docket - Stated meeting June 16, 2026\n1. Opening prayer\n2. Minutes of May 19\n3. Treasurer's report\n"
        "4. Mission trip - departs June 14, report at stated meeting in July\n5. Fellowship hall roof quotes (Hiers Roofing, "
        "Southern Roof Co.)\n6. VBS update\n7. Clergy Renewal grant - submitted? (due June 10)\n8. Closing prayer")
    add(f"{C}/Session/housing allowance resolution 2026.docx", A, "Church", 195,
        f"RESOLUTION OF THE SESSION OF {CH.upper()}\nWhereas the Rev. Karen E. Tate is a minister of the Word and Sacrament "
        "and pastor of this congregation, and whereas section 107 of the Internal Revenue Code permits a portion of a "
        "minister's compensation to be designated as housing allowance,\nBe it resolved that $26,000 of the total "
        "compensation for calendar year 2026 be designated as housing allowance.\nAdopted November 18, 2025.\nAnn Tillman, Clerk")
    add(f"{C}/Session/annual congregational meeting 2026.docx", A, "Church", _age(2026, 1, 25, 1),
        f"Annual Meeting of the Congregation - {CH}\nJanuary 25, 2026\nElected to the Session, class of 2028: Ray Futch, "
        "Linda Fussell, Buddy Hendley. Elected deacons: Beth Dowling, Tommy Sumner.\nReceived the 2026 budget of $262,400.\n"
        "Approved the pastor's terms of call for 2026: cash salary $53,560, housing allowance $26,000, Board of Pensions "
        "dues, four weeks vacation, two weeks study leave.")

    # ------------------------------------------------------------ church budget and payroll
    add(f"{C}/Budget and Finance/FPC 2026 budget.xlsx", A, "Church", 150,
        "Line;Description;2025 Actual;2026 Budget\n5010;Pastor cash salary;52000;53560\n5015;Pastor housing allowance;26000;26000\n"
        "5020;Board of Pensions dues;29250;29870\n5030;Pastor continuing education;1000;1200\n5040;Pastor auto and books;2400;2400\n"
        "5110;Office administrator (P. Dorminey);28600;29460\n5120;Organist (L. Register);9600;9900\n5130;Sexton;7800;8000\n"
        "5210;Employer FICA (lay staff);2928;3012\n6010;Satilla EMC;11400;11800\n6020;Church Mutual property insurance;9850;10300\n"
        "7010;Per capita - Presbytery of Savannah;5390;5467\n7020;Local mission;8000;8000\n7030;Youth mission trip;4000;6200\n"
        "8010;Christian education and VBS;3500;3600\n;TOTAL;201718;208769")
    add(f"{C}/Budget and Finance/treasurer report April 2026.pdf", A, "Church", 33,
        lambda r, dt: (f"{CH}\nTreasurer's Report - April 2026\nPrepared by Glenn Mobley, Treasurer\n"
                       f"General Fund receipts April {_usd(r, 17000, 23000)}; year to date {_usd(r, 68000, 76000)}\n"
                       f"General Fund expenses April {_usd(r, 15000, 19000)}; year to date {_usd(r, 64000, 72000)}\n"
                       f"Mission Trip 2026 fund balance {_usd(r, 7000, 9000)}\nMemorial Fund {_usd(r, 41000, 43000)}\n"
                       f"Building Fund {_usd(r, 88000, 92000)}\nOperating reserve (Satilla Community Bank MM) {_usd(r, 60000, 64000)}"))
    add(f"{C}/Budget and Finance/payroll questions for Glenn.docx", A, "Church", 9,
        "Payroll questions before the June 15 payroll - for Glenn and the payroll service (Paychex)\n"
        "1. Pam's 3% raise is effective June 1 - has Paychex been told? New rate $14.73/hr.\n"
        "2. The Board of Pensions dues invoice for May shows effective salary $79,560 - confirm it includes housing.\n"
        "3. My voluntary federal withholding: raise to $650 per paycheck so I can stop sending quarterly SECA estimates?\n"
        "4. Lewis (organist) got a 1099 in 2024 and a W-2 in 2025. Ask the CPA which is right.\n"
        "5. Sexton summer hours - 12 a week June-August.\n"
        "6. Mileage reimbursement for mission trip drivers - use the IRS rate; receipts to Glenn by June 30.")
    add(f"{C}/Budget and Finance/Church Mutual renewal 2026.pdf", A, "Church", 62,
        lambda r, dt: (f"Church Mutual Insurance Company, S.I.\nPolicy renewal - {CH}\nPolicy 0245812-02-771004\n"
                       f"Term: 07/01/2026 - 07/01/2027\nBuilding (sanctuary, education wing, fellowship hall): $3,850,000\n"
                       f"General liability including sexual misconduct coverage\nHired and non-owned auto (mission trip vans)\n"
                       f"Annual premium {_usd(r, 10100, 10600)}"))
    add(f"{C}/Budget and Finance/stewardship 2026 pledge tally.xlsx", A, "Church", 190,
        lambda r, dt: "Pledge unit;2025 pledge;2026 pledge\n" + "\n".join(
            f"P{100 + i};{r.randint(10, 80) * 100};{r.randint(10, 85) * 100}" for i in range(24)) + "\nTotal (84 units);;241300")

    # ------------------------------------------------------------ weddings, funerals
    W = f"{C}/Weddings"
    add(f"{W}/2026-06-20 Paulk-Griner/service draft.docx", A, "Church", 4,
        f"The Marriage of Lauren Elizabeth Paulk and Tyler James Griner\n{CH}\nSaturday, June 20, 2026, four o'clock\n"
        "Officiant: the Rev. Karen E. Tate\nProcessional: Canon in D (Lewis Register)\nWords of Welcome (Book of Common "
        "Worship, Christian Marriage)\nReadings: Ruth 1:16-17 (read by Ava Kirkland); 1 Corinthians 13:1-13\n"
        "Homily: 'Where You Go, I Will Go'\nVows; exchange of rings; declaration of marriage\nNOTE: I'm back from Kentucky the 20th - "
        "rehearsal Friday 19th at 6 p.m., ask Ann Tillman to open the church.")
    add(f"{W}/2026-06-20 Paulk-Griner/premarital session notes.docx", A, "Church", 20,
        "Lauren Paulk and Tyler Griner - premarital sessions\nApril 14: families of origin. Tyler's grandfather Hal Griner "
        "died April 4; they want a moment of remembrance.\nApril 28: PREPARE/ENRICH results - strengths: communication, "
        "spiritual beliefs; growth: finances, in-laws.\nMay 12: the service, the vows (traditional), who signs the license.")
    add(f"{W}/2026-06-20 Paulk-Griner/wedding information form.pdf", A, "Church", 45,
        "FIRST PRESBYTERIAN CHURCH OF SATILLA SPRINGS - WEDDING INFORMATION\nBride: Lauren Paulk (member)  Groom: Tyler Griner\n"
        "Date: June 20, 2026 4:00 pm  Rehearsal: June 19 6:00 pm\nSanctuary fee: waived (member)  Organist: $200  "
        "Sexton: $100\nFlorist: Petals on Main. Photographer: Wiregrass Weddings. Reception: Satilla Springs Woman's Club")
    add(f"{W}/2025-10-11 Sumner-Vickers/order of service.docx", A, "Church", 235,
        "The Marriage of Noah Sumner Sr. and Rachel Vickers\nOctober 11, 2025 - First Presbyterian Church of Satilla Springs\n"
        "Prelude; Processional; Welcome; Prayer; Colossians 3:12-17; Homily; Vows; Rings; Lord's Prayer; Blessing")
    add(f"{W}/2025-04-26 Corbitt-Hendley/homily.docx", A, "Church", 405,
        "Homily for Madison Corbitt's sister Kayla and Drew Hendley, April 26, 2025\nSong of Solomon 2:10-13. "
        "'For now the winter is past.' The pecan trees on Drew's family farm...")
    add(f"{W}/FPC wedding policy 2024.docx", A, "Church", 700,
        f"Wedding Policy of {CH} (adopted by Session March 2024)\nWeddings are services of worship. The pastor meets with "
        "every couple for at least three premarital sessions. Non-member sanctuary fee $300. The organist has first right to play.")
    F = f"{C}/Funerals"
    add(f"{F}/2026-04-11 Hal Griner/homily.docx", A, "Church", 52,
        "Witness to the Resurrection - Harold 'Hal' Griner (1937-2026)\nApril 11, 2026\nHal farmed peanuts and cotton on the "
        "same land off Pearson Highway for sixty years, served as an elder at First Pres for four decades, and never missed "
        "a Wednesday supper. John 14:1-3; Psalm 121.")
    add(f"{F}/2026-04-11 Hal Griner/order of worship.docx", A, "Church", 53,
        "Service of Witness to the Resurrection - Harold Griner\nSentences of Scripture; Hymn 'For All the Saints'; Prayer; "
        "Psalm 121; John 14; Homily; Apostles' Creed; Hymn 'Great Is Thy Faithfulness'; Commendation; Committal at Westview "
        "Cemetery. Reception in fellowship hall - deacons.")
    add(f"{F}/2026-05-02 Martha Kirkland graveside.docx", A, "Church", 31,
        "Graveside service - Martha Kirkland, May 2, 2026, Satilla Springs City Cemetery\nRomans 8:35-39. Martha taught "
        "fourth grade at Satilla Elementary for 31 years. Granddaughter Ava (mission team) will read.")
    add(f"{F}/2025-12-03 Lucille Gaskins/homily.docx", A, "Church", 181,
        "Homily - Lucille Gaskins (1931-2025), December 3, 2025\nProverbs 31 - but Lucille would want me to skip the part about "
        "rising while it is still night. Choir member 58 years.")
    add(f"{F}/funeral planning form (blank).docx", A, "Church", 640,
        "Funeral planning form - First Presbyterian Church of Satilla Springs\nName; date of birth; favorite hymns; scripture; "
        "who will speak; burial or cremation; funeral home (Ricketson's / Paulk Funeral Home); reception by deacons Y/N")

    # ------------------------------------------------------------ newsletter, pastoral care, presbytery, admin
    N = f"{C}/Newsletter"
    for month, age, col, ext in (
            ("June 2026", 2, "Fourteen of us leave on June 14 for Floyd County, Kentucky, to repair homes with Sandy Valley "
             "Home Repair Ministry. Pray for us by name - the list is on the bulletin board.", "docx"),
            ("May 2026", 33, "Easter was glorious. Thank you to everyone who came to the sunrise service at the cemetery.", "pdf"),
            ("April 2026", 63, "Holy Week is the heart of our year. Come to Maundy Thursday at 6:30.", "pdf"),
            ("December 2025", 185, "Advent is a season of waiting, which none of us are good at.", "pdf"),
            ("September 2025", 272, "Our Biloxi team came home tired and changed. Thank you for sending them.", "docx")):
        add(f"{N}/Steeple {month}.{ext}", A, "Church", age, t_steeple(month, col))
    add(f"{C}/Pastoral Care/visitation list May 2026.xlsx", A, "Church", 12,
        "Name;Where;Last visit;Notes\nBetty Sue Harrell;home;05/14/2026;communion monthly\nRay Futch Sr.;Tift Regional rm 412;05/20/2026;"
        "hip surgery\nFrances McMillan;Magnolia Manor;05/07/2026;dementia - sing hymns\nJimmy Wetherington;home;04/30/2026;"
        "hospice (Comfort Care)\nPeggy Vickers;home;05/22/2026;after cataract surgery")
    add(f"{C}/Pastoral Care/homebound communion schedule.docx", A, "Church", 40,
        "Homebound communion - first week of each month, with an elder\nJune: Harrell, McMillan (Ann T.); Wetherington, "
        "Vickers (Glenn M.) - June 2-3 before I leave for Kentucky!")
    add(f"{C}/Pastoral Care/prayer list 2026-05-31.docx", A, "Church", 2,
        "Prayer list - May 31, 2026\nRay Futch Sr. recovering; Jimmy Wetherington in hospice; the Griner family; the mission "
        "team; Dorothy Ellis (Pastor Karen's mother) settling into Live Oak Place.")
    add(f"{C}/Admin/VBS 2026 plan.docx", A, "Church", 26,
        "Vacation Bible School 2026 - 'Camp Courage' - July 13-17, 9:00-noon\nDirector: Beth Dowling. Crafts: Linda Fussell. "
        "Snacks: Deacons. Expected 35 children. Budget $1,400 from Christian Education line.")
    add(f"{C}/Admin/church calendar summer 2026.xlsx", A, "Church", 10,
        "Date;Event\n06/07/2026;Mission team commissioning\n06/14/2026;Mission team departs 5:30 a.m.\n06/16/2026;Session stated meeting\n"
        "06/20/2026;Paulk-Griner wedding 4 p.m.\n06/28/2026;Mission team report in worship\n07/13/2026;VBS week\n08/09/2026;"
        "Back to school blessing of backpacks")
    add(f"{C}/Admin/Safe Church policy 2024.pdf", A, "Church", 760,
        f"{CH} - Safe Church Policy (revised 2024)\nAll adults working with children and youth must complete a background "
        "check every three years and the Safe Church training. Two-adult rule for all youth events and overnight trips.")
    add(f"{C}/Presbytery/Savannah Presbytery May 2026 docket.pdf", A, "Church", 25,
        "Presbytery of Savannah - 201st Stated Meeting - May 9, 2026 - First Presbyterian Church, Waycross\nDocket: worship and "
        "Lord's Supper; Committee on Ministry report; examination of candidates; 2027 per capita set at $39.75; budget.")
    add(f"{C}/Presbytery/annual statistical report 2025.xlsx", A, "Church", 140,
        "Item;2024;2025\nMembers at start;144;144\nReceived;5;3\nDeaths;4;6\nTransfers out;1;2\nMembers at end;144;141\n"
        "Average worship attendance;78;81\nChurch school enrollment;42;39")

    # ------------------------------------------------------------ Resources Church
    RC = f"{C}/Resources"
    add(f"{RC}/Book of Order 2025-2027.pdf", R, "Church", 300,
        "THE CONSTITUTION OF THE PRESBYTERIAN CHURCH (U.S.A.) PART II BOOK OF ORDER 2025-2027\nF-1.01 The Church Belongs to Jesus Christ\n"
        "G-2.0102 Ordered ministries. W-4.0601 Christian marriage. W-4.0701 The funeral: a service of witness to the resurrection.")
    add(f"{RC}/RCL Year A readings 2025-2026.pdf", R, "Church", 200,
        "Revised Common Lectionary - Year A (Advent 2025 - Christ the King 2026)\nTrinity Sunday: Genesis 1:1-2:4a; Psalm 8; "
        "2 Corinthians 13:11-13; Matthew 28:16-20\nProper 5: Genesis 12:1-9; Psalm 33:1-12; Romans 4:13-25; Matthew 9:9-13, 18-26")
    add(f"{RC}/Glory to God hymn index.xlsx", R, "Church", 900,
        "No.;Title;Tune\n1;Holy, Holy, Holy! Lord God Almighty;NICAEA\n22;Immortal, Invisible, God Only Wise;ST. DENIO\n"
        "39;Great Is Thy Faithfulness;FAITHFULNESS\n111;Joy to the World;ANTIOCH\n232;Jesus Christ Is Risen Today;EASTER HYMN\n"
        "245;Thine Is the Glory;JUDAS MACCABEUS\n286;Come Down, O Love Divine;DOWN AMPNEY\n326;For All the Saints;SINE NOMINE")
    add(f"{RC}/commentary notes - Matthew.docx", R, "Church", 230,
        "Notes on Matthew (Year A) - from Long, Matthew (Westminster Bible Companion) and Boring in the New Interpreter's Bible\n"
        "Five discourses; 'Emmanuel' (1:23) and 'I am with you always' (28:20) bracket the gospel.")
    add(f"{RC}/children's sermon ideas.docx", R, "Church", 410,
        "Children's sermon ideas\n- Lost sheep: hide a stuffed lamb in the sanctuary\n- Pentecost: pinwheels and a fan\n"
        "- Salt of the earth: taste plain vs salted popcorn\n- Mustard seed: bring seeds from the Co-op")
    add(f"{RC}/Book of Common Worship - funeral liturgy.pdf", R, "Church", 1100,
        "Book of Common Worship (2018) - Service of Witness to the Resurrection\nSentences of Scripture: I am the resurrection "
        "and the life... Prayer of the Day... Commendation: Into your hands, O merciful Savior, we commend your servant...")

    # ------------------------------------------------------------ PROJECT: mission trip 2026
    M = f"{C}/Mission Trip 2026 - Kentucky"
    youth = ["Josh Tate", "Ava Kirkland", "Mason Futch", "Ella Dowling", "Carter Tanner", "Lily Vickers", "Noah Sumner",
             "Madison Corbitt", "Eli Paulk"]
    adults = ["Karen Tate", "Wade Tanner", "Jo Ann Corbitt", "Ray Futch", "Beth Dowling"]
    add(f"{M}/roster and rooming.xlsx", P, "Church", 5,
        "Name;Role;Age;Shirt;Room;Van\n" + "\n".join(
            f"{n};youth;{15 + i % 3};{'M' if i % 2 else 'L'};{'boys' if n.split()[0] in ('Josh', 'Mason', 'Carter', 'Noah', 'Eli') else 'girls'};{1 + i % 2}"
            for i, n in enumerate(youth)) + "\n" + "\n".join(f"{n};adult;;L;leaders;{1 + i % 2}" for i, n in enumerate(adults)))
    add(f"{M}/budget.xlsx", P, "Church", 14,
        "Item;Amount\nSandy Valley registration 14 x $325;4550\nVan rental 2 x 12-passenger (Enterprise Tifton);2480\nFuel;1500\n"
        "Meals on the road;1100\nWork supplies and tools;1800\nT-shirts;350\nTrip accident insurance;280\nContingency;800\n"
        "Gift to Sandy Valley;2000\nTOTAL;14860\n;\nFunding;\nMission Fund (Session);6200\nParticipant fees 14 x $150;2100\n"
        "Spaghetti supper;3140\nBoston butt sale;2430\nDesignated gifts;990\nTOTAL;14860")
    add(f"{M}/Sandy Valley confirmation.pdf", P, "Church", 120,
        "Sandy Valley Home Repair Ministry - Prestonsburg, Kentucky\nGroup confirmation: First Presbyterian Church, Satilla Springs GA\n"
        "Week of June 14-20, 2026. Participants: 14 (9 youth, 5 adults). Lodging: Sandy Valley volunteer center, bring bedding.\n"
        "Registration $325 per person; deposit of $1,400 received. Balance due May 15, 2026.")
    for i, n in enumerate(("Josh Tate", "Ava Kirkland")):
        add(f"{M}/forms/medical release - {n}.pdf", P, "Church", 30 - i * 4,
            lambda r, dt, n=n: (f"YOUTH MISSION TRIP MEDICAL RELEASE AND CONSENT - June 14-20, 2026\nParticipant: {n}\n"
                                f"Allergies: {r.choice(['none', 'penicillin', 'bee stings (EpiPen)', 'peanuts'])}\n"
                                f"Insurance: {r.choice(['Board of Pensions PC(USA) / Highmark', 'Blue Cross Blue Shield of Georgia', 'Ambetter Peach State'])}\n"
                                "I authorize the adult leaders of First Presbyterian Church to consent to emergency treatment.\nParent signature ______"))
    add(f"{M}/participant covenant.docx", P, "Church", 70,
        "Mission Trip Covenant - Kentucky 2026\nI will work safely and wear closed-toe shoes on the site. No phones during work "
        "hours or devotions. I will respect the homeowners and their privacy. Signed by youth and parent.")
    add(f"{M}/parent meeting 5-17 agenda.docx", P, "Church", 16,
        "Parent meeting - Sunday May 17 after worship\n1. Departure 5:30 a.m. June 14 from the church parking lot; return about "
        "7 p.m. June 20\n2. Forms due (medical release, covenant, $150)\n3. Packing list\n4. Phones\n5. Sandy Valley site rules")
    add(f"{M}/packing list.docx", P, "Church", 13,
        "Packing list - Kentucky mission trip\nWork gloves, safety glasses, closed-toe work boots, 2 pairs work jeans, sunscreen, "
        "bug spray, sleeping bag or twin sheets, pillow, towel, Bible and journal, refillable water bottle, rain jacket")
    add(f"{M}/devotions booklet draft.docx", P, "Church", 3,
        "Evening devotions - Kentucky 2026 - 'Built Together' (Ephesians 2:19-22)\nSunday: arriving. Monday: Nehemiah rebuilds the "
        "wall. Tuesday: the paralyzed man through the roof. Wednesday: the wise and foolish builders. Thursday: 'living stones'.")
    add(f"{M}/van reservation Enterprise.pdf", P, "Church", 22,
        "Enterprise Rent-A-Car - Tifton GA - Reservation 1188204533\nRenter: First Presbyterian Church of Satilla Springs / Karen Tate\n"
        "2 x 12-passenger van, pick-up June 13, 2026 4:00 PM, return June 21, 2026\nEstimated total $2,480.12")
    add(f"{M}/spaghetti supper flyer.docx", P, "Church", 75,
        "SPAGHETTI SUPPER! Friday March 20, 5-7 p.m., Fellowship Hall\n$12 adults, $6 kids, take-out available\nAll proceeds "
        "send our youth to Kentucky to repair homes this summer")
    add(f"{M}/fundraiser totals.xlsx", P, "Church", 18,
        "Fundraiser;Date;Net\nSpaghetti supper;03/20/2026;3140\nBoston butt sale;04/25/2026;2430\nDesignated gifts;various;990")
    add(f"{M}/safe church clearances.xlsx", P, "Church", 45,
        "Adult leader;Background check;Training\n" + "\n".join(f"{n};cleared 2026;done" for n in adults))
    add(f"{M}/route and stops.docx", P, "Church", 8,
        "Route: Satilla Springs - I-75 N - Atlanta (bypass on I-285 east) - Knoxville - I-75 to London KY - Hal Rogers Pkwy - "
        "Prestonsburg. About 10.5 hours. Stops: Buc-ee's Calhoun (breakfast), Chick-fil-A Knoxville (lunch).")
    add(f"{M}/work site info - Floyd County.pdf", P, "Church", 10,
        "Sandy Valley Home Repair Ministry - Work site assignments week of June 14\nSite 1: wheelchair ramp, Mrs. H., Martin KY\n"
        "Site 2: roof and porch, Allen KY\nSite 3: floor joists and subfloor, Prestonsburg\nTools provided; bring your own gloves.")
    for i in range(3):
        photo(f"Pictures/Sandy Valley site photos/site{i + 1}.jpg", P, "Church", 10 + i * 0.1)
    add("Desktop/packing list.docx", P, "Church", 2,
        "Packing list (my own) - Kentucky\nFirst aid kit, the medical forms binder, van keys, church credit card, devotion "
        "booklets x14, guitar? Ray bringing his truck tools.")

    # ------------------------------------------------------------ PROJECT: sabbatical grant
    S = f"{C}/Sabbatical Grant 2026"
    narr = ("Clergy Renewal Program - Application narrative\nCongregation: {ch}\nPastor: the Rev. Karen E. Tate\n"
            "Title: Thin Places: Listening for God at the Edges\nProposed sabbatical: June 1 - August 31, 2027\n"
            "1. The pastor's renewal: a week with the Iona Community on the Isle of Iona; walking St Cuthbert's Way from Melrose "
            "to Lindisfarne with her husband David; two weeks of writing at Montreat; monthly sessions with a spiritual director.\n"
            "2. The congregation's renewal: a summer series of 'thin places in our own backyard' - an Okefenokee retreat, "
            "guest preachers, a storytelling evening.\n3. Why now: Rev. Tate has served {ch} since August 2019, through the "
            "pandemic, and has not had an extended sabbatical in {n} years of ministry. {extra}")
    add(f"{S}/CRP application narrative v4.docx", P, "Church", 1.5,
        narr.format(ch=CH, n=17, extra="Draft 4 - cut to 3 pages. Ask Ann to proofread before June 10."))
    add(f"{S}/~$P application narrative v4.docx", L, "System", 1.5, b"\x0bKaren Tate" + b"\x00" * 40)
    add(f"{S}/CRP application narrative v3.docx", P, "Church", 9, narr.format(ch=CH, n=17, extra="Draft 3."))
    add("Desktop/sabbatical narrative v5.docx", P, "Church", 0.4,
        narr.format(ch=CH, n=17, extra="Draft 5 - incorporating Session letter and budget changes."))
    add(f"{S}/budget - sabbatical.xlsx", P, "Church", 6,
        "Category;Item;Amount\nPastor;Airfare ATL-Glasgow x2;3200\nPastor;Iona Abbey week x2;2400\nPastor;St Cuthbert's Way lodging 6 nights;"
        "1900\nPastor;Montreat 2 weeks;2600\nPastor;Spiritual director;1200\nPastor;Books and journals;300\nCongregation;"
        "Pulpit supply 13 Sundays x $250;3250\nCongregation;Interim pastoral care (Rev. Bill Kight);4500\nCongregation;Okefenokee "
        "retreat;3800\nCongregation;Storytelling evening and meals;1500\n;TOTAL REQUEST;24650")
    add(f"{S}/letter of support from session.docx", P, "Church", 12,
        f"May 20, 2026\nTo the Clergy Renewal Program, Lilly Endowment Inc.\nThe Session of {CH} enthusiastically supports this "
        "application for our pastor, the Rev. Karen Tate, voted unanimously at our stated meeting of May 19, 2026...\nAnn Tillman, Clerk of Session")
    add(f"{S}/congregational renewal plan.docx", P, "Church", 20,
        "While Pastor Karen is away (June-August 2027): guest preachers from the Presbytery of Savannah; Rev. Bill Kight (HR) "
        "for pastoral emergencies; an overnight at the Okefenokee Swamp Park; 'Thin Places' storytelling supper in August.")
    add(f"{S}/pulpit supply schedule 2027.xlsx", P, "Church", 15,
        "Sunday;Preacher\n06/06/2027;Rev. Bill Kight\n06/13/2027;Elder Ann Tillman\n06/20/2027;Rev. Dr. Susan Whitfield\n"
        "06/27/2027;Rev. Marcus Hill\n07/04/2027;Joint service with Satilla Springs Methodist\n07/11/2027;TBD")
    add(f"{S}/program guidelines 2026.pdf", P, "Church", 95,
        "Clergy Renewal Programs 2026 - Guidelines\nLilly Endowment Inc. invites Christian congregations to apply for grants of up to "
        "$50,000 to support a renewal program for their pastor... Applications due June 10, 2026. Up to $15,000 may be used for "
        "congregational expenses such as pulpit supply.")
    add(f"{S}/Iona Abbey week inquiry.eml", P, "Church", 27, _eml(
        "Iona Community Bookings <bookings@iona.org.uk>", ME, "Re: Week at the Abbey, summer 2027",
        "Dear Karen,\nThank you for your enquiry. Bookings for the 2027 season open in October 2026. The week of 14-20 June "
        "2027 is currently planned as an 'Open Week' at the Abbey; cost is GBP 650 per person sharing. We will note your "
        "interest for two places (Karen and David Tate).\nWith every blessing,\nIona Community Bookings Team"))
    add(f"{S}/timeline.docx", P, "Church", 40,
        "Sabbatical application timeline\nApr 15 - outline to Personnel\nMay 19 - Session vote\nMay 25 - reference letters\n"
        "June 5 - final draft\nJune 10 - SUBMIT online\nSept 2026 - decision")
    add(f"{S}/reference letter request - Rev Dr Whitfield.eml", P, "Church", 24, _eml(
        ME, "Susan Whitfield <swhitfield@ctsnet.edu>", "Reference letter for my Clergy Renewal application",
        "Susan,\nWould you be willing to write the pastor reference for our Clergy Renewal Program application? It's due June 10. "
        "I've attached the draft narrative. Thank you, friend.\nKaren"))

    # ------------------------------------------------------------ ARCHIVE: mission trip 2025, COM
    B = f"{C}/Mission Trip 2025 - Biloxi"
    add(f"{B}/budget.xlsx", X, "Church", 330,
        "Item;Amount\nBack Bay Mission registration 12 x $275;3300\nVan rental;1180\nFuel;780\nMeals;900\nSupplies;420\nTOTAL;6580")
    add(f"{B}/roster.xlsx", X, "Church", 380,
        "Name;Role\nAva Kirkland;youth\nMason Futch;youth\nElla Dowling;youth\nJosh Tate;youth\nKaren Tate;adult\nWade Tanner;adult")
    add(f"{B}/thank you to the congregation.docx", X, "Church", 335,
        "Dear First Pres family, thank you for sending twelve of us to Biloxi June 15-21, 2025. We painted three houses and "
        "rebuilt a porch with Back Bay Mission. - Pastor Karen and the youth")
    add(f"{B}/Back Bay Mission housing confirmation.pdf", X, "Church", 420,
        "Back Bay Mission, Biloxi, Mississippi - group housing confirmed for June 15-21, 2025, 12 people, First Presbyterian Satilla Springs")
    for i in range(4):
        photo(f"Pictures/Biloxi mission trip 2025/IMG_{6120 + i * 7}.jpg", X, "Church", 345 - i)
    CM = f"{C}/Committee on Ministry 2021-2024"
    add(f"{CM}/COM minutes Feb 2024.docx", X, "Church", 840,
        "Presbytery of Savannah - Committee on Ministry - February 12, 2024\nPresent: Rev. Karen Tate (chair), ... Approved terms "
        "of call for Brunswick First; exit interview scheduled for the departing pastor of Jesup.")
    add(f"{CM}/exit interview notes - Jesup.docx", X, "Church", 860,
        "COM exit interview, Jesup Presbyterian, January 2024 - confidential. Reasons for leaving: family, health of spouse.")
    add(f"{CM}/COM handbook 2022.pdf", X, "Church", 1500,
        "Presbytery of Savannah Committee on Ministry Handbook (2022)\nResponsibilities: pastoral care of ministers, approval of "
        "terms of call, validated ministries, dissolution of pastoral relationships.")
    add(f"{CM}/end of term letter.pdf", X, "Church", 560,
        "December 2024 - Dear Karen, thank you for your three-year term on the Committee on Ministry, two as chair...\n"
        "Stated Clerk, Presbytery of Savannah")

    # ------------------------------------------------------------ ARCHIVE: Cookeville
    K = "Documents/Cookeville (Covenant Pres)"
    dot(f"{K}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(60), 2400)
    add(f"{K}/Farewell sermon 2019-06-30.docx", X, "Church", 2528,
        t_sermon(COV, datetime(2019, 6, 30), "Philippians 1:3-11", "I Thank My God Every Time I Remember You",
                 "Eight years ago you called a nervous young pastor from Georgia, and today you are sending her home to Georgia."))
    for i, ((y, m, d), text, title) in enumerate((((2018, 11, 25), "John 18:33-37", "What Is Truth?"),
                                                  ((2018, 4, 1), "Mark 16:1-8", "They Said Nothing to Anyone"),
                                                  ((2017, 12, 24), "Luke 2:1-20", "Upper Cumberland Christmas"))):
        add(f"{K}/Sermons/{y}-{m:02d}-{d:02d} {title}.docx", X, "Church", _age(y, m, d, 2),
            t_sermon(COV, datetime(y, m, d), text, title, "Here on the Cumberland Plateau we know something about hard soil."))
    add(f"{K}/Session minutes 2018-11.docx", X, "Church", 2750,
        f"Minutes of the Session, {COV}, November 13, 2018. Moderator: Rev. Karen E. Tate. Approved 2019 budget; housing allowance "
        "resolution for the pastor for 2019; Christmas Eve services.")
    add(f"{K}/Terms of call 2011.pdf", X, "Church", 5400,
        f"{COV} - Call to the Rev. Karen E. Tate to be pastor. Effective salary $48,000 including housing; Presbytery of Middle "
        "Tennessee approved August 2011.")
    add(f"{K}/Covenant newsletter Easter 2017.pdf", X, "Church", 3340,
        "The Covenant Courier - April 2017 - Easter at Covenant; Habitat build on Spring Street; Tennessee Tech students lunch.")
    add(f"{K}/letter of resignation to session.docx", X, "Church", 2640,
        "March 3, 2019\nDear members of the Session,\nAfter much prayer I have accepted the call of First Presbyterian Church of "
        "Satilla Springs, Georgia. I request that you join me in asking the Presbytery of Middle Tennessee to dissolve our "
        "pastoral relationship effective June 30, 2019.\nKaren")
    add(f"{K}/stewardship campaign 2018.docx", X, "Church", 2820,
        "Covenant Presbyterian 2018 stewardship theme 'Rooted and Growing'. Goal $312,000. Moment for mission scripts.")

    # ------------------------------------------------------------ Finance (Areas)
    T = "Documents/Personal/Taxes"
    add(f"{T}/2025/W-2 First Presbyterian 2025.pdf", A, "Finance", 118,
        f"Form W-2 Wage and Tax Statement 2025\nEmployer: {CH}, EIN 58-0712448\nEmployee: Karen E. Tate\nBox 1 Wages 52,000.00\n"
        "Box 2 Federal income tax withheld 6,600.00\nBoxes 3-6: none (minister - SECA)\nBox 14: Housing allowance 26,000.00")
    add(f"{T}/2025/W-2 David SCBOE 2025.pdf", A, "Finance", 118,
        "Form W-2 2025\nEmployer: Satilla County Board of Education\nEmployee: David R. Tate\nBox 1 Wages 61,842.17\nBox 2 6,215.00\n"
        "Box 12 TRS Georgia contributions")
    add(f"{T}/2025/housing allowance worksheet 2025.xlsx", A, "Finance", 100,
        "Housing expense;Amount\nMortgage principal and interest;14280\nProperty tax;2118\nHomeowners insurance;2460\nUtilities;5940\n"
        "Furnishings and repairs;1850\nActual expenses;26648\nFair rental value furnished plus utilities;25800\nAmount designated;26000\n"
        "Excludable (lowest);25800\nExcess to report as wages;200")
    add(f"{T}/2025/1040 2025 signed copy.pdf", A, "Finance", 60,
        "Form 1040 U.S. Individual Income Tax Return 2025 - Married filing jointly\nKaren E. and David R. Tate, 418 Pecan Street, "
        "Satilla Springs GA\nSchedule SE: self-employment tax on ministerial earnings (salary + housing)\nRefund: $412\n"
        "Prepared by Moody & Hendricks, CPAs")
    add(f"{T}/2025/Moody Hendricks engagement letter.pdf", A, "Finance", 135,
        "Moody & Hendricks, CPAs, 112 Peterson Ave S, Douglas, GA\nEngagement letter - 2025 individual returns for Karen and David "
        "Tate (Form 1040, Schedule SE, Georgia Form 500). Fee $725.")
    add(f"{T}/2025/1098 mortgage interest 2025.pdf", A, "Finance", 125,
        "Form 1098 Mortgage Interest Statement 2025\nWiregrass Mortgage Services\nBorrowers: David R Tate, Karen E Tate\n"
        "Mortgage interest received: $6,904.18\nProperty: 418 Pecan Street")
    add(f"{T}/2025/charitable giving 2025.xlsx", A, "Finance", 110,
        "Recipient;Amount\nFirst Presbyterian Church Satilla Springs;7200\nSCHS Band Boosters;500\nSecond Harvest of South Georgia;250")
    add(f"{T}/2026 SECA estimates.xlsx", A, "Finance", 20,
        "Quarter;Due;Amount;Paid\nQ1;04/15/2026;2150;04/10/2026\nQ2;06/15/2026;2150;\nQ3;09/15/2026;2150;\nQ4;01/15/2027;2150;")
    add(f"{T}/2024/1040 2024.pdf", A, "Finance", 410,
        "Form 1040 2024 - Karen E. and David R. Tate - MFJ - Schedule SE attached - housing allowance excluded $25,400")
    add(f"{T}/2024/housing allowance worksheet 2024.xlsx", A, "Finance", 460,
        "Housing expense;Amount\nMortgage;14280\nUtilities;5710\nInsurance;2290\nProperty tax;2050\nRepairs;1200\nTotal;25530")
    add(f"{T}/2024/W-2 First Pres 2024.pdf", A, "Finance", 485,
        f"Form W-2 2024\nEmployer: {CH}\nEmployee: Karen E. Tate\nBox 1 Wages 50,500.00\nBox 14 Housing 25,400.00")
    Bk = "Documents/Personal/Bank"
    for i, (month, age) in enumerate((("April 2026", 28), ("March 2026", 58), ("February 2026", 88))):
        add(f"{Bk}/Satilla Community Bank statement {2026}-{4 - i:02d}.pdf", A, "Finance", age, t_bank(month))
    add(f"{Bk}/household budget 2026.xlsx", A, "Finance", 120,
        "Category;Monthly\nMortgage;1190\nUtilities;420\nGroceries;900\nEmily tuition and rent;1100\nMom (our share);300\n"
        "Car insurance;322\nTithe;600\nSavings 529 (Josh);150\nSECA set-aside;720")
    add(f"{Bk}/Path2College 529 Q1 2026.pdf", A, "Finance", 55,
        "Path2College 529 Plan - Quarterly statement Jan 1 - Mar 31, 2026\nAccount owner: Karen E. Tate\nBeneficiary: Joshua D. Tate\n"
        "Age-based portfolio 2028\nEnding balance $31,218.44")
    add(f"{Bk}/Wiregrass Mortgage escrow analysis 2026.pdf", A, "Finance", 75,
        "Wiregrass Mortgage Services - Annual escrow analysis\nLoan 7700412 - 418 Pecan Street\nNew monthly payment $1,190.00 "
        "effective May 1, 2026 (taxes $2,118; hazard insurance $2,460)")
    BP = "Documents/Personal/Board of Pensions"
    add(f"{BP}/Pension Plan statement 2025.pdf", A, "Finance", 80,
        "The Board of Pensions of the Presbyterian Church (U.S.A.)\nBenefits Plan - Pension Plan Annual Statement 2025\n"
        "Member: Rev. Karen E. Tate\nPension credits accrued: 1,912.4\nProjected annual pension at 65: $28,650")
    add(f"{BP}/Retirement Savings Plan 403b Q1 2026.pdf", A, "Finance", 50,
        "Retirement Savings Plan of the Presbyterian Church (U.S.A.) - 403(b)\nQuarterly statement Q1 2026 - Karen E. Tate\n"
        "Balance $84,117.50. Contributions this quarter $1,500.")
    add(f"{BP}/Medical Plan summary 2026.pdf", A, "Health", 170,
        "The Board of Pensions - Benefits Plan 2026 - Medical Plan summary (PPO)\nDeductible $500 individual / $1,000 family; "
        "Highmark BCBS network; Express Scripts pharmacy; Teladoc; dependents to age 26.")
    add(f"{BP}/member ID cards.pdf", A, "Health", 160,
        "Highmark Blue Cross Blue Shield - Board of Pensions PC(USA)\nID BOP4417032 - Karen E Tate; David R Tate; Emily A Tate; Joshua D Tate")

    # ------------------------------------------------------------ Health
    H = "Documents/Personal/Health"
    add(f"{H}/Karen mammogram 2026.pdf", A, "Health", 47,
        "Tift Valley Imaging - Screening mammogram, bilateral\nPatient: Karen E Tate  DOB 03/09/1972\nImpression: BI-RADS 1 - negative. "
        "Routine annual screening recommended.")
    add(f"{H}/lab results March 2026.pdf", A, "Health", 70,
        "Satilla Family Medicine - Dr. Anita Purvis\nPatient: Karen E Tate\nLipid panel: total cholesterol 214 H, LDL 131 H, HDL 58, "
        "triglycerides 124\nHemoglobin A1c 5.6%\nTSH 2.1")
    add(f"{H}/David PT plan knee.pdf", A, "Health", 95,
        "South Georgia Physical Therapy - Plan of care\nPatient: David R Tate - right knee, patellofemoral pain (marching band "
        "rehearsals on turf)\n2x weekly for 6 weeks")
    add(f"{H}/Josh sports physical 2025.pdf", A, "Health", 300,
        "GHSA pre-participation physical evaluation - Joshua Tate, age 15 - cleared for marching band and soccer without restriction")
    add(f"{H}/EOB Highmark April.pdf", A, "Health", 36, t_eob("David R Tate", "Physical therapy, 6 visits"))
    add(f"{H}/Express Scripts refill reminder.pdf", A, "Health", 24,
        "Express Scripts - Home delivery\nMember: Karen E Tate\nRx atorvastatin 10 mg, 90-day supply - refill ready\nCopay $15.00")
    add(f"{H}/dentist Sirmans invoice.pdf", A, "Health", 140,
        lambda r, dt: f"Mark Sirmans DMD - Family Dentistry - Satilla Springs\nPatient: Josh Tate\nCleaning, x-rays, 2 sealants\nBalance due {_usd(r, 60, 180)}")

    # ------------------------------------------------------------ Home (Areas) and kitchen (Archive) and manuals
    Hs = "Documents/Personal/House"
    add(f"{Hs}/Satilla EMC May 2026.pdf", A, "Home", 6, t_emc)
    add(f"{Hs}/city utilities April 2026.pdf", A, "Home", 34,
        lambda r, dt: f"City of Satilla Springs Utilities\nAccount 04-2210\n418 Pecan St\nWater {_usd(r, 30, 55)} Sewer {_usd(r, 25, 40)} Sanitation $22.00")
    add(f"{Hs}/homeowners policy renewal 2026.pdf", A, "Home", 85,
        "Peach State Mutual Insurance - Homeowners policy HO-3 renewal\nInsured: David and Karen Tate\nLocation 418 Pecan Street\n"
        "Dwelling $312,000, wind/hail deductible 2%, annual premium $2,460")
    add(f"{Hs}/termite bond renewal.pdf", A, "Home", 110,
        "Wiregrass Pest Control - Termite bond renewal 2026 - 418 Pecan Street - annual inspection found no activity - $245")
    add(f"{Hs}/Kirkland HVAC service.pdf", A, "Home", 58,
        "Kirkland Heating & Air - spring maintenance, 2 systems, replaced capacitor upstairs unit, $189")
    add(f"{Hs}/roof inspection 2025.pdf", A, "Home", 380,
        "Hiers Roofing - inspection after Hurricane Helene claim review: architectural shingles 14 years old, minor lifting on "
        "north slope, estimate 5-7 years remaining")
    add(f"{Hs}/property tax 2025 Satilla County.pdf", A, "Home", 190,
        "Satilla County Tax Commissioner - 2025 Property tax notice\nParcel S12-044 - 418 Pecan Street\nTotal due $2,118.40 by December 20, 2025")
    add(f"{Hs}/home inventory.xlsx", A, "Home", 240,
        "Room;Item;Value\nKitchen;GE Profile range;2400\nKitchen;Bosch dishwasher;1050\nLiving;Steinway upright (David's);6000\nOffice;Dell laptop;900")
    KR = f"{Hs}/Kitchen Remodel 2025"
    for name, age, text in (
            ("contract Wiregrass Custom Kitchens.pdf", 500,
             "Wiregrass Custom Kitchens LLC - Remodel contract\nClient: Karen and David Tate, 418 Pecan St\nScope: demo, new cabinets, "
             "quartz counters, tile backsplash, lighting. Contract price $48,600. Start January 13, 2025."),
            ("quote cabinets.pdf", 540, "Wiregrass Custom Kitchens - cabinet quote - shaker white, soft close, 22 linear feet - $17,900"),
            ("quote countertops Southern Stone.pdf", 530, "Southern Stone & Quartz, Valdosta - 54 sq ft Calacatta quartz - $5,320 installed"),
            ("Lowes appliance order.pdf", 470, "Lowe's order 88412 - GE Profile slide-in range, Bosch 300 dishwasher, Whirlpool fridge - delivery 03/14/2025"),
            ("change order 2.pdf", 430, "Change order #2 - move sink 18 inches to window, add outlet - +$1,150 - signed K. Tate"),
            ("final invoice paid.pdf", 300, "Wiregrass Custom Kitchens - Final invoice - balance $4,860 - PAID 08/22/2025 check 2291"),
            ("permit City of Satilla Springs.pdf", 505, "City of Satilla Springs building permit B-2025-014 - residential remodel - 418 Pecan St"),
            ("remodel budget.xlsx", 320, "Item;Budget;Actual\nContract;48600;49750\nAppliances;6800;7140\nLighting;900;1020\nPaint;400;380\nTotal;56700;58290"),
            ("tile selections.docx", 480, "Backsplash: 3x6 white handmade-look subway, herringbone behind range. Grout: Delorean gray."),
            ("punch list.docx", 310, "Punch list Aug 2025: pantry door rubs; missing toe kick by fridge; touch up paint by window")):
        add(f"{KR}/{name}", X, "Home", age, text)
    for i in range(5):
        photo(f"Pictures/Kitchen remodel/IMG_{3301 + i * 11}.jpg", X, "Home", 505 - i * 30)
    add("Pictures/Kitchen remodel/Thumbs.db", L, "System", 300, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    MN = f"{Hs}/Manuals"
    for name, age in (("GE Profile range manual.pdf", 440), ("Bosch dishwasher manual.pdf", 440),
                      ("Whirlpool refrigerator manual.pdf", 440), ("Rheem water heater manual.pdf", 1400)):
        add(f"{MN}/{name}", R, "Home", age,
            f"{name[:-11]} - Use and Care Guide\nSafety instructions. Installation. Operation. Cleaning. Troubleshooting. Warranty.")

    # ------------------------------------------------------------ Car
    Cr = "Documents/Personal/Car"
    add(f"{Cr}/Highlander registration 2026.pdf", A, "Car", 65,
        "Georgia Department of Revenue - Motor Vehicle Registration\n2021 Toyota Highlander XLE - Tag TXW-4410 - Owner Karen E Tate - expires 03/09/2027")
    add(f"{Cr}/auto policy - Josh added.pdf", A, "Car", 150,
        "Peach State Mutual - Personal Auto Policy amendment\nDriver added: Joshua D Tate (16), good student discount applied\n"
        "Vehicles: 2021 Toyota Highlander, 2017 Ford F-150, 2012 Toyota Camry. New 6-month premium $1,932")
    add(f"{Cr}/Highlander 60k service.pdf", A, "Car", 120,
        "Toyota of Tifton - Repair order 441207 - 2021 Highlander - 60,000 mile service, rotate tires, brake fluid - $486.22")
    add(f"{Cr}/F-150 tires receipt.pdf", A, "Car", 210, "Satilla Tire & Auto - 4 x BFGoodrich Trail-Terrain 275/65R18 - 2017 Ford F-150 - $1,142.80")
    add(f"{Cr}/Camry title.pdf", A, "Car", 900, "Georgia Certificate of Title - 2012 Toyota Camry LE - owners David R Tate and Karen E Tate")
    add(f"{Cr}/Odyssey bill of sale 2022.pdf", X, "Car", 1450,
        "Bill of sale - 2011 Honda Odyssey EX-L, 168,400 miles, sold by Karen E Tate to Brandon Hiers for $6,500, June 2022")
    add(f"{Cr}/Odyssey service records.pdf", X, "Car", 1500, "Honda Odyssey 2011 - service history 2016-2022 - timing belt 2018; transmission fluid 2021")

    # ------------------------------------------------------------ School
    Kd = "Documents/Personal/Kids"
    add(f"{Kd}/Josh/report card spring 2026.pdf", A, "School", 3,
        "Satilla County High School - Report card - Joshua Tate - Grade 10 - Spring 2026\nAP World History 91; Chemistry 88; "
        "Algebra II 85; English 10 Honors 93; Band III (Marching/Symphonic) 100; Spanish II 90")
    add(f"{Kd}/Josh/band fees 2026-27.pdf", A, "School", 21,
        "Satilla County High School Band - Marching Panthers - 2026-27 fees\nBand camp July 20-31: $175; uniform cleaning $40; "
        "show shirt $20; trip fund installment 1 $150")
    add(f"{Kd}/Josh/PSAT score report.pdf", A, "School", 150, "PSAT 10 score report - Joshua Tate - Total 1190 - Reading/Writing 610, Math 580")
    add(f"{Kd}/Josh/Joshua's Law certificate.pdf", A, "School", 260,
        "Certificate of completion - 30-hour driver education course (Joshua's Law) - Joshua Tate - Satilla County High School")
    add(f"{Kd}/Emily/VSU summer 2026 fee statement.pdf", A, "School", 30,
        "Valdosta State University - Bursar - Summer 2026 statement - Emily A Tate - Nursing (BSN)\nTuition 9 hrs $1,887; fees $612; "
        "HOPE scholarship -$1,887. Balance $612 due May 26")
    add(f"{Kd}/Emily/graduation application.pdf", A, "School", 80,
        "VSU Application for graduation - Emily A Tate - Bachelor of Science in Nursing - expected completion Summer 2026 (August)")
    add(f"{Kd}/Emily/HOPE scholarship status.pdf", A, "School", 200, "Georgia Student Finance Commission - HOPE Scholarship - Emily Tate - eligible; GPA 3.41")
    add(f"{Kd}/Emily/FAFSA 2025-26 summary.pdf", A, "School", 420, "FAFSA Submission Summary 2025-26 - Emily A Tate - Student Aid Index 18,420")

    # ------------------------------------------------------------ Mother
    Mo = "Documents/Mom"
    MV = f"{Mo}/Move to Live Oak Place"
    for name, age, text in (
            ("residency agreement signed.pdf", 24,
             f"LIVE OAK PLACE ASSISTED LIVING - RESIDENCY AGREEMENT\n{LOP}\nResident: {MOM}\nResponsible party / agent: Karen E. Tate (daughter, POA)\n"
             "Apartment 114 (one bedroom). Move-in date May 16, 2026. Monthly base fee $4,650; Level 2 care $650. Community fee $2,500."),
            ("move-in checklist.docx", 21, "Mom move-in checklist\n- TB test done 5/8\n- physician's report form (Dr. Lamb) DONE\n- "
             "label clothes\n- her recliner, the cedar chest, the small TV, Daddy's picture\n- set up pharmacy with Live Oak's"),
            ("apartment 114 floor plan.pdf", 35, "Live Oak Place - Apartment 114 - one bedroom 520 sq ft - kitchenette, walk-in shower"),
            ("movers quote Albany Moving.pdf", 38, "Albany Moving & Storage - estimate - from 2210 Whispering Pines Rd, Albany to 1400 Love Ave, Tifton - $1,240"),
            ("what goes where.xlsx", 18, "Item;To;Notes\nRecliner;Live Oak;\nCedar chest;Live Oak;\nDining table;Karen;\nChina cabinet;estate sale;\n"
             "Sewing machine;Emily;\nPiano;Mike (Atlanta);\nLinens;estate sale;"),
            ("estate sale contract Southern Estate Sales.pdf", 11,
             "Southern Estate Sales & Appraisals - Estate sale agreement - 2210 Whispering Pines Rd, Albany - sale June 12-13, 2026 - commission 35%"),
            ("listing agreement 2210 Whispering Pines.pdf", 7,
             "Flint River Realty - Exclusive right to sell - 2210 Whispering Pines Rd, Albany GA 31707 - seller Dorothy M Ellis by Karen E Tate, "
             "attorney in fact - list price $189,900 - listing period June 15 to December 15, 2026"),
            ("house cleanout schedule.docx", 9, "Albany house - cleanout\nJune 5-6 Karen and Mike sort; June 8 Goodwill pickup; June 12-13 estate sale; "
             "June 15 cleaners; June 16 photos for listing"),
            ("change of address list.docx", 19, "Mom's change of address to Live Oak Place Apt 114: SSA, Medicare, AARP Medigap, First Baptist Albany "
             "newsletter, bank, Georgia Power (cancel after sale)"),
            ("admission health assessment.pdf", 30, "Live Oak Place - pre-admission health assessment - Dorothy Ellis - ambulatory with walker, "
             "needs medication management and bathing assistance - Level 2")):
        add(f"{MV}/{name}", P, "Mother", age, text)
    for i in range(4):
        photo(f"Pictures/Mom apartment/IMG_{7411 + i * 3}.jpg", P, "Mother", 16 - i * 0.1)
    add(f"{Mo}/Durable POA Dorothy Ellis.pdf", A, "Mother", 820,
        "Georgia Statutory Short Form Financial Power of Attorney\nPrincipal: Dorothy M. Ellis, Albany, Dougherty County\nAgent: Karen E. Tate; "
        "successor agent Michael Ellis\nExecuted March 2024")
    add(f"{Mo}/advance directive.pdf", A, "Mother", 820,
        "Georgia Advance Directive for Health Care - Dorothy M. Ellis - health care agent Karen E. Tate - signed March 2024")
    add(f"{Mo}/Mom medications list.docx", A, "Mother", 15,
        "Dorothy Ellis - medications (updated for Live Oak)\nlisinopril 20 mg daily; metoprolol 25 mg twice daily; donepezil 5 mg at bedtime; "
        "vitamin D; calcium\nAllergy: sulfa")
    add(f"{Mo}/Medicare summary notice.pdf", A, "Mother", 45,
        "Medicare Summary Notice for Dorothy M Ellis - Part B - Phoebe Putney Memorial Hospital - physical therapy after fall - Medicare paid $412.80")
    add(f"{Mo}/Mom bills paid 2026.xlsx", A, "Mother", 5,
        "Date;Payee;Amount\n01/05;Georgia Power;141.22\n02/05;AARP Medigap Plan G;218.40\n03/05;Humana Part D;34.10\n04/05;City of Albany;68.00\n"
        "05/20;Live Oak Place community fee;2500.00")
    add(f"{Mo}/Live Oak Place June statement.pdf", A, "Mother", 1,
        f"{LOP}\nStatement - June 2026 - Resident: {MOM}, Apt 114\nBase fee $4,650.00; Level 2 care $650.00; pharmacy packaging $35.00\n"
        "Total due June 5: $5,335.00")
    add(f"{Mo}/LTC policy Heritage Life.pdf", A, "Mother", 700,
        "Heritage Life - Long-term care policy - insured Dorothy M Ellis - daily benefit $120 assisted living, 90-day elimination")
    add(f"{Mo}/Reading/caregiver guide.pdf", R, "Mother", 100,
        "Caring for Your Parents: A Family Caregiver's Guide - AARP\nHaving the conversation; assessing needs; paying for care; taking care of yourself")
    add(f"{Mo}/Reading/Medicare and You 2026.pdf", R, "Mother", 150, "Medicare & You 2026 - official U.S. government Medicare handbook")

    # ------------------------------------------------------------ Travel (Archive)
    Tr = "Documents/Personal/Trips"
    add(f"{Tr}/Gatlinburg 2023 cabin confirmation.pdf", X, "Travel", 1060,
        "Smoky Mountain Cabin Rentals - Confirmation - 'Bear Necessities' 3BR - July 8-14, 2023 - Tate family - $1,890")
    add(f"{Tr}/Gatlinburg 2023 itinerary.docx", X, "Travel", 1065,
        "Gatlinburg July 2023: Day 1 drive via Atlanta; Day 2 Laurel Falls; Day 3 Cades Cove; Day 4 Dollywood; Day 5 Clingmans Dome")
    add(f"{Tr}/Savannah anniversary 2024 - Marshall House.pdf", X, "Travel", 720,
        "The Marshall House, Savannah - reservation - Karen and David Tate - June 14-16, 2024 - 25th anniversary package")
    add(f"{Tr}/Savannah dinner reservations.docx", X, "Travel", 725, "June 14 The Grey 7:30; June 15 Olde Pink House 7:00; Tybee Sunday")
    add(f"{Tr}/DC band trip 2025 chaperone itinerary.pdf", X, "Travel", 430,
        "SCHS Band Washington DC trip - March 2025 - chaperone: Karen Tate - Arlington, Smithsonian, Kennedy Center performance")
    add(f"{Tr}/St Simons 2022 beach house.pdf", X, "Travel", 1400, "Golden Isles Vacation Rentals - St. Simons Island - June 2022 - 4 nights - $1,320")
    for i in range(4):
        photo(f"Pictures/Gatlinburg 2023/IMG_{1102 + i * 9}.jpg", X, "Travel", 1058 - i)
    for i in range(2):
        photo(f"Pictures/Savannah 2024/IMG_{4410 + i * 5}.jpg", X, "Travel", 716 - i)

    # ------------------------------------------------------------ Resources: recipes, garden, ebooks, music, software, photos
    for name, age, text in (
            ("squash casserole.docx", 900, "Squash casserole (Aunt Bea)\n2 lb yellow squash, 1 onion, 1 cup sour cream, 1 can cream of chicken, Ritz crackers, butter. 350F 30 min."),
            ("chicken pie for funeral families.docx", 600, "Chicken pie - makes 2\n1 rotisserie chicken, 1 can cream of chicken, 1 cup broth, 2 pie crusts, 1 stick butter"),
            ("pound cake.txt", 1300, "Cream cheese pound cake\n3 sticks butter, 8 oz cream cheese, 3 cups sugar, 6 eggs, 3 cups flour, 1 tbsp vanilla. 325F 90 min tube pan."),
            ("Brunswick stew.pdf", 1000, "Brunswick stew - Georgia style - pork, chicken, creamed corn, butter beans, tomatoes, ketchup, vinegar"),
            ("pecan pie.docx", 700, "Mom's pecan pie - 3 eggs, 1 cup Karo, 1 cup sugar, 2 tbsp butter, 1 tsp vanilla, 1 1/2 cups pecans"),
            ("tomato pie.docx", 330, "Tomato pie - 4 tomatoes, basil, Vidalia onion, 1 cup Duke's mayo, 1 cup cheddar, deep-dish crust")):
        add(f"Documents/Recipes/{name}", R, "Cooking", age, text)
    for name, age, text in (
            ("camellia care UGA extension.pdf", 800, "UGA Cooperative Extension - Camellias in the Georgia landscape - planting, pruning after bloom, tea scale"),
            ("fall vegetable planting calendar.pdf", 600, "Vegetable garden calendar for South Georgia - collards, turnips, cabbage in September"),
            ("azalea lace bug.pdf", 400, "Azalea lace bug - identification and control - stippled leaves, treat in spring"),
            ("garden plan 2026.xlsx", 90, "Bed;Crop\n1;tomatoes (Better Boy, Cherokee Purple)\n2;okra\n3;peppers and basil\n4;zinnias")):
        add(f"Documents/Garden/{name}", R, "Gardening", age, text)
    for fname, title, author, para, age in (
            ("Marilynne Robinson - Gilead.epub", "Gilead", "Marilynne Robinson", "I told you last night that I might be gone sometime...", 1200),
            ("Barbara Brown Taylor - An Altar in the World.epub", "An Altar in the World", "Barbara Brown Taylor", "The practice of waking up to God.", 900),
            ("Eugene Peterson - The Pastor.epub", "The Pastor: A Memoir", "Eugene H. Peterson", "Pastor: the word had been debased...", 1500),
            ("Frederick Buechner - Wishful Thinking.epub", "Wishful Thinking", "Frederick Buechner", "Vocation: the place where your deep gladness...", 2100),
            ("Wendell Berry - Jayber Crow.epub", "Jayber Crow", "Wendell Berry", "I never meant to be a barber.", 650),
            ("Delia Owens - Where the Crawdads Sing.epub", "Where the Crawdads Sing", "Delia Owens", "Marsh is not swamp.", 1000)):
        add(f"Documents/eBooks/{fname}", R, "Books", age, _epub(title, author, "en", para))
    for i, (title, artist, album) in enumerate((
            ("Be Thou My Vision", "Fernando Ortega", "This Bright Hour"), ("It Is Well With My Soul", "Audrey Assad", "Inheritance"),
            ("Down to the River to Pray", "Alison Krauss", "O Brother, Where Art Thou?"), ("I'll Fly Away", "Gillian Welch", "O Brother, Where Art Thou?"),
            ("Amazing Grace", "The Blind Boys of Alabama", "Spirit of the Century"),
            ("Georgia on My Mind", "Ray Charles", "The Genius Hits the Road"), ("Marching Panthers 2025 Show - Mvt 1", "SCHS Band", "2025 Field Show"))):
        add(f"Music/{artist}/{title}.mp3", R, "Music", 200 + i * 90, _id3(r, title, artist, album))
    add("Music/desktop.ini", L, "System", 1300, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21790\r\n")
    for name, head, age in (("ZoomInstallerFull.exe", b"MZ\x90\x00", 300), ("ChromeSetup.exe", b"MZ\x90\x00", 800),
                            ("AcroRdrDCx642500120_en_US.exe", b"MZ\x90\x00", 150), ("LogosSetup.exe", b"MZ\x90\x00", 500),
                            ("HPSmartSetup.exe", b"MZ\x90\x00", 420), ("vlc-3.0.21-win64.exe", b"MZ\x90\x00", 260)):
        add(f"Downloads/{name}", R, "Software", age, _blob(r, head, 2000))
    for i in range(7):
        photo(f"Pictures/Camera Roll/IMG_{8012 + i * 13}.jpg", R, "Photos", 5 + i * 37)
    for i in range(3):
        photo(f"Pictures/Camera Roll/IMG_{8200 + i * 5}.heic", R, "Photos", 3 + i * 20)
    add("Pictures/Camera Roll/Thumbs.db", L, "System", 5, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    for i, age in enumerate((2, 19, 44, 88, 160)):
        d = _day(age)
        photo(f"Pictures/Screenshots/Screenshot {d:%Y-%m-%d} {100000 + i * 4213:06d}.png", R, "Photos", age)
    for i, age in enumerate((4, 12, 27)):
        photo(f"Downloads/IMG_{5520 + i * 3}.jpg", R, "Photos", age)
    add("Pictures/desktop.ini", L, "System", 1300, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21779\r\n")

    # ------------------------------------------------------------ named downloads
    add("Downloads/Form 1040-ES 2026.pdf", A, "Finance", 75,
        "Form 1040-ES 2026 Estimated Tax for Individuals - Department of the Treasury - payment vouchers 1-4")
    add("Downloads/Book of Order 2025-2027.pdf", R, "Church", 290,
        "BOOK OF ORDER 2025-2027 - The Constitution of the Presbyterian Church (U.S.A.) Part II - Office of the General Assembly")
    add("Downloads/Clergy Renewal Programs 2026 guidelines.pdf", P, "Church", 96,
        "Clergy Renewal Programs 2026 - Lilly Endowment Inc. - guidelines and application instructions - deadline June 10, 2026")
    add("Downloads/Live Oak Place brochure.pdf", P, "Mother", 60,
        "Live Oak Place - Assisted Living and Memory Care in Tifton - 'Where every day feels like home' - floor plans and pricing")
    add("Downloads/Sandy Valley volunteer handbook.pdf", P, "Church", 100,
        "Sandy Valley Home Repair Ministry - Volunteer group handbook 2026 - safety, site etiquette, daily schedule, what to bring")
    add("Downloads/RCL Year B calendar 2026-2027.pdf", R, "Church", 30,
        "Revised Common Lectionary Year B - Advent 2026 through Christ the King 2027 - Sunday readings")
    add("Downloads/funeral bulletin template.docx", A, "Church", 140,
        f"{CH}\nService of Witness to the Resurrection\n[Name]\n[dates]\nPrelude / Sentences / Hymn / Prayer / Scripture / Homily")
    add("Downloads/Sandy Valley waiver form.pdf.crdownload", L, "System", 0.3, _blob(r, b"%PDF-1.6\n", 400))
    add("Downloads/Unconfirmed 448213.crdownload", L, "System", 9, _blob(r, b"PK\x03\x04", 400))
    add("Downloads/Medicare and You 2026 (1).pdf.part", L, "System", 40, _blob(r, b"%PDF-1.7\n", 300))
    add("Desktop/desktop.ini", L, "System", 1300, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")
    add("Documents/desktop.ini", L, "System", 1300, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")

    # ------------------------------------------------------------ iPhone backup (Archive Backup)
    IB = "iPhone Backup 2021"
    for i in range(6):
        photo(f"{IB}/DCIM/100APPLE/IMG_0{412 + i * 17}.JPG", X, "Backup", 1700 + i * 25)
    for i in range(2):
        photo(f"{IB}/DCIM/100APPLE/IMG_0{660 + i}.HEIC", X, "Backup", 1690 + i)
    add(f"{IB}/Notes/note 2021-03-14.txt", X, "Backup", 1905, "Things to ask the movers / Easter lilies order 14 / call Mom Sunday")
    add(f"{IB}/Notes/sermon illustration ideas.txt", X, "Backup", 1880, "The boy at Harvey's who gave his place in line to Mrs. Gaskins. Use for Good Samaritan.")

    # ------------------------------------------------------------ year folder, other named
    Y = "Documents/2023"
    add(f"{Y}/Session minutes 2023-11.docx", A, "Church", 935,
        t_minutes(datetime(2023, 11, 14), ["Adopted 2024 housing allowance resolution for the pastor ($25,400).",
                                           "Approved Advent schedule and Christmas Eve candlelight service at 7 p.m."]))
    add(f"{Y}/2023 W-2s.pdf", A, "Finance", 850,
        f"2023 W-2s: {CH} - Karen E Tate wages 49,000.00, housing 25,000.00 (box 14); Satilla County BOE - David R Tate 58,910.44")
    add(f"{Y}/Josh 8th grade schedule.pdf", A, "School", 1000,
        "Satilla County Middle School - 2023-24 schedule - Joshua Tate - Grade 8 - Band (Mr. Pittman), Math 8 Accelerated")
    photo(f"{Y}/IMG_2291.jpg", R, "Photos", 1020)

    # ------------------------------------------------------------ HARD files: only the text says what they are
    hard = [
        # Downloads
        ("Downloads/document.pdf", A, "Home", 5, t_emc),
        ("Downloads/document (1).pdf", A, "School", 31,
         "VALDOSTA STATE UNIVERSITY\nOffice of the Bursar\nStudent: Emily A. Tate  ID 870412233\nTerm: Summer 2026\nNURS 4600 Leadership in "
         "Nursing Practice; NURS 4700 Capstone Practicum\nTuition $1,887.00  Mandatory fees $612.00  HOPE -$1,887.00\nAmount due $612.00"),
        ("Downloads/document (2).pdf", P, "Church", 17,
         "Sandy Valley Home Repair Ministry\n311 Second Street, Prestonsburg, KY 41653\nINVOICE 2026-118\nBill to: First Presbyterian Church, "
         "Satilla Springs GA - Rev. Karen Tate\nVolunteer week June 14-20, 2026 - 14 participants x $325 = $4,550.00\nDeposit received -$1,400.00\n"
         "Balance due $3,150.00 (due May 15). Thank you for serving in Floyd County!"),
        ("Downloads/document (3).pdf", P, "Mother", 26,
         f"{LOP}\nLevel of Care Assessment at Admission\nResident: {MOM}  DOB 11/02/1941\nMedication management: full; bathing: standby "
         "assist; dressing: independent; mobility: walker\nAssigned care level: 2 ($650/month) effective move-in May 16, 2026\nReviewed with "
         "Karen Tate (daughter/agent)"),
        ("Downloads/document (4).pdf", A, "Health", 40, t_eob("Karen E Tate", "Screening mammogram, Tift Valley Imaging")),
        ("Downloads/document (5).pdf", A, "Car", 48,
         "Satilla Tire & Auto\nInvoice 55190\nVehicle: 2012 Toyota Camry LE, 142,118 miles\nFull synthetic oil change, rotate tires, wiper "
         "blades\nCustomer: David Tate (for Josh)\nTotal $96.40"),
        ("Downloads/download.pdf", A, "Finance", 81,
         "The Board of Pensions of the Presbyterian Church (U.S.A.)\n2000 Market Street, Philadelphia PA\nAnnual Benefit Statement 2025\n"
         "Member: Karen E. Tate\nPension Plan: accrued pension credits 1,912.4; projected annual pension at normal retirement $28,650\n"
         "Death and disability coverage: in force\nRetirement Savings Plan balance 12/31/2025: $81,904.12"),
        ("Downloads/statement.pdf", A, "Finance", 56,
         "Path2College 529 Plan\nQuarterly Account Statement  January 1 - March 31, 2026\nOwner: Karen E Tate\nBeneficiary: Joshua D Tate\n"
         "Contributions $450.00  Change in value -$612.30\nEnding value $31,218.44"),
        ("Downloads/statement (1).pdf", A, "Mother", 46,
         "MEDICARE SUMMARY NOTICE - Part B (Medical Insurance)\nDorothy M Ellis, 2210 Whispering Pines Rd, Albany GA 31707\n"
         "Claims processed Feb 15 - May 14, 2026\nPhoebe Putney Memorial Hospital - physical therapy - Medicare approved $516.00, paid $412.80\n"
         "Your Medigap plan may pay the rest."),
        ("Downloads/invoice.pdf", X, "Home", 282,
         "Wiregrass Custom Kitchens LLC\nINVOICE #1047 - FINAL\nProject: kitchen remodel, 418 Pecan Street\nContract $48,600.00; change orders "
         "$1,150.00; paid to date -$44,890.00\nBalance due $4,860.00 - PAID in full 08/22/2025, check 2291. Thank you!"),
        ("Downloads/invoice (1).pdf", A, "Church", 80,
         "PRESBYTERY OF SAVANNAH\nPer Capita Invoice 2026\nTo: First Presbyterian Church of Satilla Springs\nMembers reported 12/31/2025: 141\n"
         "141 x $38.50 = $5,428.50  (General Assembly $9.75, Synod $2.25, Presbytery $26.50)"),
        ("Downloads/receipt.pdf", X, "Home", 475,
         "LOWE'S HOME CENTERS #2891 DOUGLAS GA\n3x6 ceramic subway tile 14 boxes $319.76\nPolyblend grout Delorean Gray 2 $31.96\n"
         "tile spacers, trowel $18.42\nTOTAL $396.88  VISA ****8812"),
        ("Downloads/receipt (1).pdf", P, "Church", 21,
         "Enterprise Rent-A-Car\nReservation confirmation 1188204533\nPick-up: Tifton GA, Sat June 13, 2026 16:00\nReturn: Sun June 21, 2026\n"
         "Vehicle class: 12-passenger van (2)\nRenter: Karen Tate for First Presbyterian Church of Satilla Springs\nEstimated total $2,480.12"),
        ("Downloads/export.csv", A, "Church", 1,
         "Vanco eGiving - First Presbyterian Church of Satilla Springs - Transactions 05/01/2026 - 05/31/2026\n"
         "Date,Donor ID,Fund,Amount,Method\n" + "\n".join(
             f"2026-05-{(i * 3) % 28 + 1:02d},D{1040 + i * 7},{f},{a:.2f},{mth}" for i, (f, a, mth) in enumerate(
                 [("General Offering", 150, "ACH"), ("General Offering", 75, "Card"), ("Mission Trip 2026", 100, "Card"),
                  ("General Offering", 400, "ACH"), ("Memorial Fund - Hal Griner", 50, "Card"), ("Building Fund", 25, "ACH"),
                  ("General Offering", 220, "ACH"), ("Mission Trip 2026", 40, "Card"), ("General Offering", 600, "ACH")]))),
        ("Downloads/export (1).csv", A, "Finance", 10,
         "Account,Date,Description,Debit,Credit,Balance\n" + "\n".join(
             f"Joint Checking ****4417,05/{d:02d}/2026,{desc},{db},{cr}," for d, desc, db, cr in (
                 (1, "WIREGRASS MORTGAGE SVCS", "1190.00", ""), (3, "PAYROLL DEP FIRST PRESBYTERIAN", "", "2961.40"),
                 (5, "SATILLA EMC ELECTRIC", "214.83", ""), (9, "HARVEYS SUPERMARKET #118", "163.22", ""),
                 (15, "PAYROLL DEP SATILLA CO BOE", "", "3998.10"), (18, "PATH2COLLEGE 529", "150.00", ""),
                 (20, "IRS USATAXPYMT 1040ES", "2150.00", "")))),
        ("Downloads/transactions.csv", A, "Mother", 8,
         "Date,Description,Amount\n05/02/2026,AARP SUPPLEMENTAL HEALTH INS PLAN G,-218.40\n05/03/2026,SOC SEC TREAS 310 DOROTHY M ELLIS,1842.00\n"
         "05/05/2026,GEORGIA POWER,-96.18\n05/10/2026,CVS PHARMACY ALBANY,-22.14\n05/16/2026,LIVE OAK PLACE TIFTON COMMUNITY FEE,-2500.00\n"
         "05/20/2026,HUMANA PART D,-34.10"),
        ("Downloads/form.pdf", P, "Church", 7,
         "CLERGY RENEWAL PROGRAMS 2026 - BUDGET FORM\nApplicant congregation: First Presbyterian Church of Satilla Springs, GA\nPastor: "
         "Rev. Karen E. Tate\nRenewal period: June 1 - August 31, 2027\nPastor and family expenses $11,600\nCongregational expenses $13,050\n"
         "Total request $24,650 (maximum $50,000)"),
        ("Downloads/letter.pdf", A, "School", 35,
         "SATILLA COUNTY HIGH SCHOOL - Office of the Counselor\nMay 2026\nDear Parent/Guardian of Joshua Tate,\nBased on spring grades and "
         "teacher recommendations, Joshua has been placed in AP Language and Composition and AP U.S. History for 2026-27. Summer reading "
         "assignments are attached. Schedule changes must be requested by July 24.\nMrs. Dana Kicklighter, 11th grade counselor"),
        ("Downloads/letter (1).pdf", A, "Health", 130,
         "The Board of Pensions of the Presbyterian Church (U.S.A.)\nDependent eligibility verification\nMember: Karen E. Tate\nWe need "
         "documentation to continue medical coverage for your dependent Emily A. Tate (age 22) and Joshua D. Tate (16) under the Medical "
         "Plan. Please upload birth certificates by March 31, 2026."),
        ("Downloads/Scan_20260512.pdf", A, "Car", 20,
         "GEORGIA DEPARTMENT OF REVENUE - MOTOR VEHICLE DIVISION\nRegistration renewal receipt - Satilla County Tag Office\n2017 Ford F-150 "
         "XLT - tag BQR-2218 - owner David R Tate\nAnnual registration $20.00; county fee $1.00\nValid through 05/28/2027"),
        ("Downloads/attachment.pdf", P, "Mother", 12,
         "SOUTHERN ESTATE SALES & APPRAISALS, ALBANY GA\nAgreement for estate sale services\nClient: Dorothy M. Ellis, by Karen E. Tate, "
         "attorney in fact\nProperty: 2210 Whispering Pines Road\nSale dates: Friday June 12 and Saturday June 13, 2026\nCommission 35% of gross "
         "sales; unsold items donated to Goodwill unless client removes them by June 15"),
        ("Downloads/attachment (1).pdf", X, "Travel", 1070,
         "Smoky Mountain Cabin Rentals - Pigeon Forge/Gatlinburg TN\nReceipt - Reservation 55-90113\nCabin: Bear Necessities (3 BR, hot tub)\n"
         "Arrive July 8, 2023 - Depart July 14, 2023\nGuest: Karen Tate, party of 4\nPaid in full $1,890.44"),
        ("Downloads/doc02211220220614.pdf", X, "Car", 1448,
         "BILL OF SALE - MOTOR VEHICLE - STATE OF GEORGIA\nSeller: Karen E. Tate, 418 Pecan St, Satilla Springs\nBuyer: Brandon Hiers\n"
         "2011 Honda Odyssey EX-L VIN 5FNRL5H6XBB0xxxxx, odometer 168,400\nPrice $6,500.00 - June 14, 2022"),
        ("Downloads/Re_ Quick question.eml", A, "Church", 13, _eml(
            "Glenn Mobley <gmobley@windstream.net>", ME, "Re: Quick question",
            "Karen,\nI checked with Paychex. Pam's raise will show on the June 15 check. On your question: the church does not withhold "
            "FICA from your pay because you're a minister - you pay SECA yourself. We can raise your voluntary federal withholding to $650 "
            "per paycheck if you send a new W-4. I'll ask Moody & Hendricks about Lewis and the 1099.\nGlenn\n\n> Glenn, two payroll questions...")),
        ("Downloads/Fwd_ info.eml", X, "Church", 2560, _eml(
            "Linda Qualls <lqualls@covenantcookeville.org>", "Karen Tate <ktate.covenant@gmail.com>", "Fwd: info",
            "Karen, forwarding from our treasurer: your final paycheck from Covenant will be June 28, with accrued vacation. The Presbytery of "
            "Middle Tennessee dissolution hearing is June 11. The farewell reception is June 30 after the 10:30 service. We will miss you!")),
        ("Downloads/Re_ this weekend.eml", A, "School", 60, _eml(
            "Emily Tate <etate3@valdosta.edu>", "Mom <ktate@gmail.com>", "Re: this weekend",
            "Mom - I can't come home Saturday, clinical at South Georgia Medical Center got moved. Also the graduation application for "
            "August is due April 15 and there's a $40 fee on my VSU account, can you pay it? And the HOPE GPA check happens after this semester. Love you")),
        ("Downloads/invite.ics", A, "Church", 15,
         _ics("20260808T093000", "20260808T150000", "Presbytery of Savannah - 202nd Stated Meeting",
              "First Presbyterian Church, Statesboro GA", "Commissioners: Rev. Karen Tate and elder Wade Tanner. Lunch provided. Per capita 2027 vote.")),
        ("Downloads/invite (1).ics", P, "Mother", 14,
         _ics("20260612T080000", "20260613T160000", "Estate sale - 2210 Whispering Pines Rd",
              "2210 Whispering Pines Rd, Albany GA 31707", "Southern Estate Sales runs it. Take Mom's photo albums and Daddy's Bible OUT before June 11.")),
        ("Downloads/meeting.ics", P, "Church", 20,
         _ics("20260517T121500", "20260517T131500", "Parent meeting - Kentucky mission trip",
              "Fellowship Hall, First Presbyterian Church", "Forms, $150 fee, packing list, departure 5:30 a.m. June 14.")),
        ("Downloads/notes.txt", P, "Church", 33,
         "sabbatical - ideas\n- Iona: the 'thin place' - George MacLeod\n- St Cuthbert's Way with David (100 km, 6 days)\n- Montreat: write, "
         "rest, no email\n- congregation: Okefenokee overnight? storytelling night?\n- grant max $50k, we ask ~$25k\n- Personnel wants sabbatical "
         "June-Aug 2027 (band camp for David starts July 20 - ask!)"),
        ("Downloads/Untitled spreadsheet.xlsx", X, "Travel", 1050,
         "Item;Cost\nCabin (Bear Necessities, 6 nights);1890\nDollywood tickets x4;392\nGas Atlanta-Gatlinburg round trip;210\n"
         "Cades Cove picnic;40\nPancake Pantry;68\nTotal;2600"),
        ("Downloads/report.pdf", A, "Health", 71,
         "SATILLA FAMILY MEDICINE - Anita Purvis, MD\nLaboratory report  Collected 03/19/2026\nPatient: Tate, Karen E  DOB 03/09/1972\n"
         "Cholesterol, total 214 (H)  LDL 131 (H)  HDL 58  Triglycerides 124\nHbA1c 5.6%  TSH 2.10\nComment: continue atorvastatin, recheck in 12 months."),
        ("Downloads/2025.pdf", A, "Home", 192,
         "SATILLA COUNTY TAX COMMISSIONER\n2025 PROPERTY TAX BILL\nOwner: TATE DAVID R & KAREN E\nParcel S12-044  418 PECAN ST\n"
         "Fair market value $298,400; homestead exemption applied\nCounty $1,012.50  School $1,005.90  City $100.00\nTOTAL DUE $2,118.40 by 12/20/2025"),
        ("Downloads/print.pdf", P, "Church", 28,
         "The Iona Community - Iona Abbey and the MacLeod Centre\nOpen Weeks 2027: share in the common life of worship, work and "
         "discussion. Arrive Saturday, leave Saturday. Ferry from Fionnphort (Isle of Mull). Places GBP 650. Enquiries: bookings@iona.org.uk"),
        ("Downloads/confirmation.pdf", X, "Travel", 735,
         "THE MARSHALL HOUSE - 123 East Broughton Street, Savannah GA\nReservation confirmed\nGuests: Karen and David Tate\nArrival June 14, 2024 "
         "- Departure June 16, 2024\nKing room, anniversary package (champagne and chocolates)\nTotal $712.80"),
        ("Downloads/confirmation (1).pdf", P, "Mother", 29,
         "Albany Moving & Storage - Move confirmation\nCustomer: Dorothy Ellis / Karen Tate\nOrigin: 2210 Whispering Pines Rd, Albany\n"
         "Destination: 1400 Love Avenue Apt 114, Tifton\nDate: Saturday May 16, 2026, crew arrives 8:00 a.m.\nEstimate $1,240 (3 movers, 1 truck)"),
        ("Downloads/order.pdf", X, "Home", 468,
         "LOWE'S - Order 88412 - Delivery and installation scheduled 03/14/2025\nGE Profile 30\" slide-in electric range PSS93YPFS $2,398.00\n"
         "Bosch 300 Series dishwasher SHE53C85N $1,049.00\nWhirlpool 25 cu ft French door refrigerator $1,899.00\nHaul away old appliances $0.00"),
        ("Downloads/renewal.pdf", A, "Car", 152,
         "PEACH STATE MUTUAL INSURANCE - Personal Auto Policy PA-3310482 - renewal declarations\nNamed insured: David R and Karen E Tate\n"
         "Drivers: David, Karen, Joshua (16, good student)\nVehicles: 2021 Toyota Highlander; 2017 Ford F-150; 2012 Toyota Camry\n"
         "6-month premium $1,932.00"),
        ("Downloads/data.csv", P, "Church", 44,
         "Timestamp,Name,Grade,Parent,Phone,T-shirt,Allergies,Has done mission trip before\n" + "\n".join(
             f"3/{10 + i}/2026 19:{10 + i * 3}:00,{n},{9 + i % 3},{n.split()[1]} parent,912-555-0{120 + i * 7},{'M' if i % 2 else 'L'},"
             f"{'none' if i % 3 else 'peanuts'},{'yes (Biloxi 2025)' if i < 4 else 'no'}" for i, n in enumerate(youth))),
        ("Downloads/responses.csv", A, "Church", 23,
         "Timestamp,Name,Phone,Which day can you help,Role\n5/3/2026,Beth Dowling,912-555-0144,All week,Director\n5/4/2026,Linda Fussell,"
         "912-555-0161,Mon-Wed,Crafts (Camp Courage)\n5/4/2026,Peggy Vickers,912-555-0110,Thu,Snacks\n5/7/2026,Tommy Sumner,912-555-0182,All week,"
         "Recreation\nVBS July 13-17 volunteer sign-up"),
        ("Downloads/agreement.pdf", P, "Mother", 8,
         "FLINT RIVER REALTY - EXCLUSIVE SELLER LISTING AGREEMENT (GAR F101)\nSeller: Dorothy M. Ellis by Karen E. Tate, attorney in fact\n"
         "Property: 2210 Whispering Pines Road, Albany, Dougherty County, GA 31707\nList price $189,900; commission 6%; listing period June 15 - "
         "December 15, 2026\nListing agent: Susan Holt"),
        ("Downloads/Payment.pdf", A, "Car", 64,
         "Satilla County Tax Commissioner - Online payment receipt\nTag renewal: 2021 Toyota Highlander - tag TXW-4410\nAd valorem tax $412.38; "
         "registration $20.00\nPaid by Karen Tate, VISA ****8812"),
        ("Downloads/welcome.pdf", A, "School", 42,
         "Valdosta State University - College of Nursing and Health Sciences\nBSN Pinning Ceremony - Summer 2026 cohort\nFriday, August 7, "
         "2026, 10 a.m., Whitehead Auditorium. Each graduate may bring up to 6 guests. Pinner: a nurse or family member of your choice."),
        ("Downloads/Untitled document.docx", P, "Church", 4,
         "Night 3 devotion - 'The wise and foolish builders' (Matthew 7:24-27)\nAsk: what did you build today? Whose house was it? What is "
         "your life built on? Pass the hammer; whoever holds it shares one 'God sighting' from the Floyd County site today."),
        ("Downloads/Copy of budget.xlsx", X, "Church", 345,
         "Back Bay Mission Biloxi 2025 - final;Amount\nRegistration 12 x 275;3300\nVan;1180\nFuel;780\nMeals;900\nSupplies;420\nTotal spent;6580\n"
         "Mission Fund;4000\nYouth fees;1200\nCar wash;1380"),
        ("Downloads/info.txt", P, "Church", 11,
         "Host contacts for our week\nSandy Valley volunteer center: 311 Second Street, Prestonsburg KY 41653\nSite coordinator: Darrell Slone "
         "606-555-0139\nCheck-in Sunday June 14 between 4 and 6 pm. Quiet hours 10:30. Dinner Sunday provided by First Baptist Prestonsburg."),
        # Desktop
        ("Desktop/New Text Document.txt", P, "Church", 3,
         "buy for KY:\n- 20 pr work gloves (Tractor Supply)\n- N95 masks, safety glasses x14\n- first aid kit refill\n- snacks for vans\n"
         "- Sharpies, duct tape\n- cash for Sandy Valley gift $2,000 check from Glenn"),
        ("Desktop/New Text Document (2).txt", A, "Finance", 140,
         "Questions for Moody & Hendricks:\n- housing allowance 2025: we spent $26,648, FRV is $25,800 - so $200 excess goes on line 1?\n"
         "- SECA: do I still pay on the housing allowance? (yes I think)\n- 403(b) contributions through Board of Pensions - deductible?\n"
         "- Emily's tuition - American Opportunity credit, she has HOPE"),
        ("Desktop/scan0004.pdf", P, "Mother", 15,
         "ALBANY MOVING & STORAGE - BILL OF LADING / INVOICE\nShipper: Dorothy Ellis  Origin: 2210 Whispering Pines Rd, Albany\n"
         "Consignee: Live Oak Place, Apt 114, Tifton\nDate May 16, 2026  3 men, 5.5 hours  Items: recliner, cedar chest, dresser, bed, 14 boxes\n"
         "Total $1,186.50  Paid by check - Karen Tate"),
        ("Desktop/Doc1.docx", A, "Church", 2,
         "Pastoral prayer - Trinity Sunday\nHoly God, Father, Son and Holy Spirit: we pray for Ray Futch recovering from surgery, for Jimmy "
         "Wetherington and the Comfort Care nurses, for the Griner family, for our graduates, and for the fourteen who go to Kentucky..."),
        ("Desktop/todo.txt", P, "Mother", 4,
         "Albany house:\n- call Susan Holt re listing photos June 16\n- Mike drives down June 5\n- cancel Georgia Power after closing, NOT before\n"
         "- water shutoff? city of Albany\n- Mom wants the cedar chest - already at Live Oak\n- Goodwill pickup June 8"),
        ("Desktop/Book1.xlsx", P, "Church", 8,
         "Sabbatical renewal budget draft (Clergy Renewal grant);;\nAirfare ATL-GLA x2;3200;\nIona week x2;2400;\nSt Cuthbert's Way;1900;\nMontreat;2600;\nSpiritual director;1200;\n"
         "Pulpit supply 13 x 250;3250;\nRev Kight pastoral care;4500;\nOkefenokee retreat;3800;\nTotal;22850;too low? add storytelling night"),
        ("Desktop/draft.docx", A, "Church", 5,
         "From the Pastor's Study - June\nFriends, by the time you read this fourteen of our people will be packing work gloves... and this "
         "month I want to say a word about grief. We have buried Hal Griner and Martha Kirkland this spring..."),
        ("Desktop/New folder/document.pdf", X, "Church", 360,
         "BACK BAY MISSION - 1012 Division Street, Biloxi MS\nGroup invoice - First Presbyterian Church Satilla Springs GA\nWeek of June 15-21, 2025\n"
         "12 volunteers x $275 = $3,300.00\nPaid in full. Thank you for serving on the Gulf Coast!"),
        ("Desktop/New folder/document (1).pdf", X, "Travel", 712,
         "Old Town Trolley Tours of Savannah - e-tickets\nJune 15, 2024 - 2 adults - Hop-on hop-off 1 day - $79.20\nLead guest: David Tate"),
        # Documents root
        ("Documents/Document1.docx", A, "Church", 33,
         "Martha Kirkland graveside - words\nMartha taught fourth grade at Satilla Elementary for thirty-one years. Half this town learned "
         "cursive from her. 'Neither death nor life... will be able to separate us from the love of God' (Romans 8)."),
        ("Documents/Document2.docx", A, "Mother", 6,
         "To the nursing staff at Live Oak Place, Apartment 114:\nMy mother, Dorothy Ellis, does not like to ask for help. She takes donepezil "
         "at bedtime and gets confused after 8 p.m. She is allergic to sulfa. Please call me (Karen Tate, 912-555-0186) with any change."),
        ("Documents/New Microsoft Word Document.docx", X, "Church", 2590,
         "Dear friends at Covenant,\nThank you for the farewell quilt, which now hangs in our new living room in Georgia. Eight years on "
         "the Cumberland Plateau made me a pastor... With love, Karen"),
        ("Documents/Book1.xlsx", A, "Finance", 130,
         "Month;Karen net;David net;Mortgage;Utilities;Groceries;Emily;Saved\nJan;5922;7996;1190;431;884;1100;600\nFeb;5922;7996;1190;402;910;1100;550\n"
         "Mar;5922;7996;1190;377;862;1100;700"),
        ("Documents/notes.docx", A, "Church", 34,
         "Lauren & Tyler - session 3 (May 12)\nVows: traditional. Unity candle? No - they want communion? (Book of Order says no private "
         "communion at weddings - explain.) Moment for Hal Griner. Who signs the license: Ann Tillman and Tyler's brother."),
        # Scanned Documents
        ("Documents/Scanned Documents/scan0001.pdf", A, "Mother", 140,
         "SOCIAL SECURITY ADMINISTRATION\nYour 2026 benefit amount\nDorothy M. Ellis\nBeginning January 2026 your monthly benefit is $2,027.00; "
         "Medicare Part B premium $185.00 deducted; you will receive $1,842.00."),
        ("Documents/Scanned Documents/scan0002.pdf", A, "Home", 86,
         "PEACH STATE MUTUAL - Homeowners Declarations\nPolicy HO3-7702218  Period 03/01/2026 - 03/01/2027\nInsured location: 418 Pecan Street\n"
         "Coverage A Dwelling $312,000; B Other structures $31,200; C Personal property $156,000\nPremium $2,460"),
        ("Documents/Scanned Documents/scan0003.pdf", X, "Home", 432,
         "WIREGRASS CUSTOM KITCHENS LLC - CHANGE ORDER #2\nJob: Tate kitchen, 418 Pecan St\nRelocate sink base 18\" toward window; add GFCI "
         "outlet at island\nAdd $1,150.00 to contract\nOwner signature: Karen E. Tate  Date 04/02/2025"),
        ("Documents/Scanned Documents/scan0006.pdf", A, "Church", 235,
         "STATE OF GEORGIA - CERTIFICATE OF MARRIAGE\nSatilla County Probate Court\nNoah Sumner Sr. and Rachel Vickers were "
         "united in marriage on October 11, 2025 at First Presbyterian Church, Satilla Springs\nOfficiant: Rev. Karen E. Tate, Minister of the Word and Sacrament"),
        ("Documents/Scanned Documents/scan0007.pdf", P, "Church", 26,
         "YOUTH MISSION TRIP MEDICAL RELEASE - June 14-20, 2026 - Prestonsburg, Kentucky\nParticipant: Ella Dowling  DOB 04/22/2010\n"
         "Allergies: amoxicillin  Medications: albuterol inhaler\nParent: Beth Dowling (also adult leader)\nI authorize the adult leaders of First "
         "Presbyterian Church of Satilla Springs to seek emergency treatment."),
        ("Documents/Scanned Documents/scan0008.pdf", A, "Health", 300,
         "GEORGIA DEPARTMENT OF PUBLIC HEALTH - Certificate of Immunization (Form 3231)\nName: Emily Anne Tate  DOB 07/30/2003\nTdap 2015; MenACWY "
         "2014, 2020; HPV x2; Hep B x3; COVID-19; Influenza 2025\nRequired for VSU College of Nursing clinical placement"),
        ("Documents/Scanned Documents/scan0009.pdf", X, "Church", 2600,
         "Covenant Presbyterian Church, Cookeville TN - Pastor's final report to Session, June 2019\nMembers 212; baptisms this year 4; "
         "the Wednesday meal for Tennessee Tech students continues under the deacons."),
        ("Documents/Scanned Documents/scan0010.pdf", A, "Finance", 119,
         "Form W-2 Wage and Tax Statement 2025 - Copy B\nEmployer: Satilla County Board of Education\nEmployee: David R. Tate\nWages 61,842.17; "
         "Federal tax withheld 6,215.00; Social Security wages 61,842.17; Georgia wages 61,842.17"),
        ("Documents/Scanned Documents/scan0011.pdf", P, "Church", 11,
         "Letter of support - signed original\nTo the Clergy Renewal Program, Lilly Endowment Inc.\nThe Session of First Presbyterian Church of "
         "Satilla Springs voted unanimously on May 19, 2026 to support the sabbatical of our pastor, the Rev. Karen Tate, in summer 2027.\nAnn Tillman, Clerk"),
        ("Documents/Scanned Documents/scan0012.pdf", A, "Car", 150,
         "PEACH STATE MUTUAL - Georgia Insurance Identification Card\nPolicy PA-3310482  Effective 01/05/2026 - 07/05/2026\n2012 TOYOTA CAMRY "
         "4T1BF1FK5CU0xxxxx\nInsured: David R Tate, Karen E Tate"),
        ("Documents/Scanned Documents/scan0014.pdf", A, "Church", 400,
         "Satilla County Probate Court - marriage license return\nKayla Corbitt and Andrew Hendley - married April 26, 2025 - Officiant: Karen E. Tate, "
         "First Presbyterian Church, Satilla Springs"),
        # 2023 folder
        ("Documents/2023/scan0017.pdf", A, "Finance", 860,
         "Form 1099-INT 2023\nPayer: Satilla Community Bank\nRecipient: Karen E Tate / David R Tate\nInterest income $184.22"),
        ("Documents/2023/scan0018.pdf", X, "Travel", 1075,
         "Check-in instructions - Bear Necessities cabin - 1420 Ski Mountain Rd, Gatlinburg TN - door code 4471 - hot tub rules - check-out 10 am Friday July 14"),
        ("Documents/2023/Document3.docx", X, "Church", 940,
         "Committee on Ministry - report to Presbytery of Savannah, November 2023\nThe Committee approved terms of call for Brunswick "
         "First, validated two chaplaincies, and met with the Session of Jesup Presbyterian. Rev. Karen Tate, moderator."),
        ("Documents/2023/notes.txt", A, "Mother", 950,
         "Mom - cardiology, Dr. Okafor, Phoebe Putney, Oct 2023\n- AFib? wear Holter monitor 2 wks\n- BP 152/88, increase lisinopril to 20\n"
         "- she forgot the Thursday appointment - set up pill box\n- talk to Mike about POA"),
        ("Documents/2023/letter.docx", A, "School", 990,
         "August 2023\nDear Mr. Pittman and Mrs. Carter,\nJosh's schedule lists him in Band 8 and also in the Chorus elective during 5th period. "
         "He'd like to stay in band and take Accelerated Math 8. Thank you, Karen Tate (parent), Satilla County Middle School"),
        ("Documents/2023/Book2.xlsx", A, "Church", 930,
         "2024 pledges received through Nov 2023;Units;Total\nReturned cards;79;228,400\nOnline pledges;6;12,100\nGoal;;245,000"),
    ]
    for rel, bucket, topic, age, content in hard:
        add(rel, bucket, topic, age, content, hard=True)
    return items
