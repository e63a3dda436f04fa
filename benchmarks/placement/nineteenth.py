"""A nineteenth labelled corpus: a Nashville musician's Mac, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the benchmark
scripts or any placement result. Only ``unseen.py``'s docstring (for the way labelling rules are written)
and its small helpers, the ``Item`` dataclass and ``_pdf``/``_jpeg`` (``corpus.py``) and ``_docx``,
``_png`` and ``HEIC_HEAD`` (``blind.py``) were read. The files and labels are shaped by what this person
would have on disk, not by what any code looks for.

The person: Lucy Beaumont, 38, a working musician in Nashville, Tennessee. She runs a piano and voice
studio as a single-member LLC, **Beaumont Music Studio LLC** (formed 2019), teaching about twenty private
students -- mostly children from East Nashville families, plus a few adults -- in her condo at 917
Fatherland St, Unit 204 (a Yamaha U1 upright in the living room). She bills families monthly (30/45/60
minute lessons at $40/$55/$70), keeps a lesson schedule per term, writes progress notes, and pays
quarterly estimated taxes on the studio's profit; her CPA, Dana Whitfield (Whitfield & Mays CPAs), does
her personal return. She plays keys (a Nord Stage 3 and a Hammond-style organ patch) in a country band,
**Caney Fork Revival** -- bandleader and singer Wade Tillman, Jo Marsh on fiddle, Danny Ochoa on bass,
Curtis Bell on drums, Sam Pruitt on pedal steel -- who play bars and small venues around Middle
Tennessee; Lucy keeps the band's payout spreadsheet, setlists and Nashville-number chord charts. She is a
member of the Nashville Musicians Association (AFM Local 257) and a BMI songwriter. She buys her health
insurance on the marketplace (BlueCross BlueShield of Tennessee, a silver HMO), sees a voice clinic for
her vocal folds, drives a 2011 Subaru Outback with 187,000 miles on it, and pays an HOA and a mortgage on
the condo she bought in 2019.

What she is working on now (2026-06-01): her debut solo EP, *Porch Light* -- five songs ("Porch Light",
"Gallatin Pike", "Secondhand Piano", "Cumberland in the Rain", "Kind of Leaving", the last co-written
with Jo Marsh), tracked at Little Harpeth Studio in March 2026 with engineer Marcus Greer, mixed by Tess
Alvarado, cover art by Priya Nandakumar, to be released through DistroKid on 14 August 2026 with a first
single on 10 July; the studio's **spring student recital on Sunday 14 June 2026** at Shelby Avenue
Community Church; and the band's **European tour in September 2026** (the Netherlands, Belgium,
Germany, the UK and Ireland; no visas needed). Finished: the band's 2024 Christmas album *A Caney Fork
Christmas*; her Bachelor of Music from Belmont University (2006-2010); her job as music director at St.
Aidan's Episcopal Church in Franklin (2016 to August 2022); a trip to New Orleans in April 2025; and
the studio's past recitals (spring 2025, holiday 2025).

The machine is a MacBook with the usual chaos: ``Desktop/`` full of screenshots and ``untitled.txt``,
``Downloads/`` with ``document (3).pdf`` and installers, a ``Scans/`` folder from the printer
(``scan0042.pdf``), ``Documents/misc/`` and a ``New folder/``, an ``Old PC backup/`` copied off her
church-era Windows laptop, Logic and GarageBand project folders under ``Music/``, two small code
projects under ``Code/``, unfinished downloads and Office lock files. All files are in English.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects** -- an outcome with an end that is still being worked on now, whatever the file's age:
  the *Porch Light* EP (lyrics drafts even from 2023, demos, Logic bounces, studio booking and
  invoices, mixing and mastering notes, cover art and its photo shoot, split sheet, ISRC codes,
  DistroKid checklist, release plan, press release, the pre-save landing page code) -- topic Music;
  the spring recital of 14 June 2026 (program drafts, participants, rehearsal schedule, venue and piano
  tuning, reception sign-up, flyer, parent letters) -- topic Teaching, like the studio it belongs to;
  the band's European tour of September 2026 (venue list, flights, hotels, backline rental, budget,
  itinerary, promoter contract, travel insurance, the passport renewal done for it) -- a trip, so topic
  Travel like any other trip, even for its venue list and budget.
- **Areas** -- responsibilities with a standard to keep and no end, whatever the document's age:
  the studio (invoices, payments, lesson schedules, student roster and progress notes, studio
  policies, parent e-mails, mileage, the LLC's papers, business licence, liability insurance, Schedule
  C workpapers and quarterly estimated taxes on studio income, the little invoicing script she wrote)
  -- Teaching; the band (gig calendar, venue contracts, payouts, setlists, stage plot, band e-mails)
  -- Band; her songwriting business (BMI statements, song catalogue, DistroKid earnings of an older
  live single) -- Music; her working career (CV, bio, headshot, union dues) -- Career; personal
  money (bank, credit card, Roth IRA, the personal tax return and CPA letters, budget) -- Finance;
  health, marketplace insurance, voice clinic, dentist -- Health; the condo (mortgage, HOA, property
  tax, utilities, condo insurance, repairs, even the 2019 closing papers) -- Home; the Subaru -- Car;
  her instruments' upkeep and insurance (tuning, repairs, gear inventory) -- Gear. A 2025 invoice or
  a 2019 LLC filing is still an Area.
- **Resources** -- reference and interests kept for their own sake, by subject: sheet music, MIDI
  files, music-theory ebooks and music she listens to (Music); the band's chord charts (Band); piano
  methods, theory worksheets and vocal accompaniment tracks used in lessons (Teaching); gear manuals
  (Gear); recipes (Cooking); novels (Books); installers (Software); everyday photos, gig snapshots and
  screenshots (Photos) -- except photos that document a project, current or finished (recital photos,
  the EP cover shoot, the New Orleans trip, the Christmas album sessions), which take that project's
  bucket and topic.
- **Archive** -- finished projects and ended responsibilities, however recently a file was touched:
  the 2024 Christmas album (Band); past recitals (Teaching); the New Orleans trip of April 2025
  (Travel); the Belmont degree, transcripts, papers, senior recital (Education); the St. Aidan's
  music-director job, ended 2022 (Career).
- **Left** -- unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``)
  and system files (``desktop.ini``, ``Thumbs.db``): topic System. Dot files (``.DS_Store``,
  ``.~lock...#``) are written but not labelled.

Topics are subjects: the recital is Teaching like the invoices; the tour is Travel like New Orleans; the
EP is Music like the BMI statements. ``hard`` marks a file whose name *and* folder say nothing about its
subject (``Downloads/document (3).pdf``, ``Desktop/untitled.txt``, ``Scans/scan0042.pdf``,
``Documents/misc/notes.docx``): only the text inside can place it, and that text reads like the real
document would, naming the things such a document names. Images are never marked hard. Dates are
relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import io
import os
import random
import struct
import tempfile
import wave
from collections import Counter
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400

# --------------------------------------------------------------------------- small helpers


def _ud(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _usd(v: float) -> str:
    return f"${v:,.2f}"


def _wav(r: random.Random, frames: int = 800) -> bytes:
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(2)
        w.setsampwidth(2)
        w.setframerate(48000)
        w.writeframes(bytes(r.getrandbits(8) for _ in range(frames * 4)))
    return buf.getvalue()


def _aiff(r: random.Random) -> bytes:
    body = b"AIFF" + b"COMM" + struct.pack(">IhIh", 18, 2, 400, 16) + b"\x40\x0e\xac\x44" + b"\x00" * 6
    data = bytes(r.getrandbits(8) for _ in range(1600))
    body += b"SSND" + struct.pack(">III", len(data) + 8, 0, 0) + data
    return b"FORM" + struct.pack(">I", len(body)) + body


def _midi(r: random.Random, notes: int = 24) -> bytes:
    ev = b"\x00\xff\x51\x03\x07\xa1\x20"
    for _ in range(notes):
        n = r.randint(48, 84)
        ev += b"\x00" + bytes([0x90, n, r.randint(50, 100)]) + b"\x60" + bytes([0x80, n, 0])
    ev += b"\x00\xff\x2f\x00"
    return b"MThd" + struct.pack(">IHHH", 6, 0, 1, 96) + b"MTrk" + struct.pack(">I", len(ev)) + ev


STUDIO = ("Beaumont Music Studio LLC\n917 Fatherland St, Unit 204, Nashville, TN 37206\n"
          "lucy@beaumontmusicstudio.com  |  (615) 555-0148  |  EIN 84-2291736")

# name, last name, parent, instrument, minutes, weekday, age
STUDENTS = [
    ("Ava", "Reyes", "Daniela Reyes", "piano", 30, "Thursday", 9),
    ("Mason", "Whitaker", "Brooke Whitaker", "piano", 45, "Monday", 12),
    ("Harper", "Lin", "Wei Lin", "voice", 45, "Tuesday", 15),
    ("Eli", "Goldberg", "Rachel Goldberg", "piano", 30, "Wednesday", 8),
    ("Nora", "Okonkwo", "Chidi Okonkwo", "voice", 60, "Saturday", 17),
    ("Caleb", "Dunn", "Amber Dunn", "piano", 45, "Monday", 11),
    ("Ruby", "Castellanos", "Marisol Castellanos", "piano", 30, "Tuesday", 7),
    ("June", "Halvorsen", "Kristin Halvorsen", "voice", 45, "Wednesday", 14),
    ("Theo", "Pham", "Linh Pham", "piano", 30, "Thursday", 10),
    ("Lila", "Bradshaw", "Heather Bradshaw", "piano and voice", 60, "Saturday", 13),
    ("Marcus", "Webb", "", "piano", 45, "Tuesday", 45),
    ("Grace", "Sutton", "", "voice", 45, "Thursday", 34),
    ("Owen", "Kaplan", "Jessica Kaplan", "piano", 30, "Monday", 9),
    ("Sadie", "Morrow", "Tyler Morrow", "piano", 30, "Wednesday", 6),
    ("Isaac", "Fontenot", "Renee Fontenot", "piano", 45, "Thursday", 16),
    ("Maya", "Ibrahim", "Samira Ibrahim", "voice", 45, "Saturday", 16),
    ("Wren", "Callahan", "Megan Callahan", "piano", 45, "Tuesday", 12),
    ("Jonah", "Ellery", "Paul Ellery", "piano", 30, "Wednesday", 8),
    ("Priya", "Raman", "Anand Raman", "piano", 30, "Monday", 11),
    ("Dolores", "Hatch", "", "piano", 60, "Friday", 68),
]
RATE = {30: 40.0, 45: 55.0, 60: 70.0}

BAND = "Caney Fork Revival"
MEMBERS = [("Wade Tillman", "lead vocals, acoustic guitar"), ("Jo Marsh", "fiddle, harmony vocals"),
           ("Danny Ochoa", "bass"), ("Curtis Bell", "drums"), ("Sam Pruitt", "pedal steel"),
           ("Lucy Beaumont", "keys, harmony vocals")]
VENUES = [("The Fatted Calf Saloon", "Murfreesboro, TN"), ("Cumberland Tap Room", "Nashville, TN"),
          ("Rosemary's Roadhouse", "Franklin, TN"), ("The Low Bridge", "Columbia, TN"),
          ("Dry Creek Dance Hall", "Lebanon, TN"), ("Gallatin Pike Social", "Nashville, TN"),
          ("Red Clay Brewing", "Bowling Green, KY"), ("The Whippoorwill", "Clarksville, TN")]
SONGS_BAND = ["Whiskey on a Sunday", "Caney Fork Line", "Jolene (Dolly cover)", "Long Way to Lebanon",
              "Honky Tonk Angel", "Tennessee Whiskey (cover)", "Dust on the Bible", "Two Lane Heart",
              "Mama Tried (cover)", "Last Call at the Low Bridge", "Blue Eyes Crying in the Rain (cover)",
              "Red Clay Road", "Pedal Steel Prayer", "Wagon Wheel (cover)", "Friday Night Fiddle",
              "Amarillo by Morning (cover)", "Hickory Wind (cover)", "Gone Like the Cotton"]
EP_SONGS = ["Porch Light", "Gallatin Pike", "Secondhand Piano", "Cumberland in the Rain", "Kind of Leaving"]

# --------------------------------------------------------------------------- document texts: Teaching


def t_invoice(r, dt, n, s, extra=None):
    first, last, parent, inst, mins, day, _ = s
    lessons = r.choice([3, 4, 4, 4, 5])
    rate = RATE[mins]
    lines = [f"Date: {_ud(dt)}    Due: {_ud(dt + timedelta(days=7))}",
             f"Bill to: {parent or first + ' ' + last}" + (f" (for {first} {last})" if parent else ""),
             "",
             f"{inst.capitalize()} lessons, {mins} min, {day}s - {dt:%B %Y}",
             f"  {lessons} lessons x {_usd(rate)} = {_usd(lessons * rate)}"]
    total = lessons * rate
    if extra:
        lines.append(f"{extra[0]}: {_usd(extra[1])}")
        total += extra[1]
    lines += ["", f"TOTAL DUE: {_usd(total)}", "",
              "Pay by Venmo (@beaumont-music-studio), Zelle (lucy@beaumontmusicstudio.com) or check",
              "payable to Beaumont Music Studio LLC. Lessons missed without 24 hours' notice are not",
              "refunded; one make-up lesson per month can be scheduled. Thank you!"]
    return f"{STUDIO}\n\nINVOICE {n}\n" + "\n".join(lines)


def t_policies(r, dt, year):
    return f"""Beaumont Music Studio - Studio Policies {year}
Piano and voice lessons with Lucy Beaumont, B.Mus. (Belmont University)

Tuition
Lessons are billed monthly on the 1st and due by the 8th. 30-minute lessons $40, 45-minute lessons
$55, 60-minute lessons $70. A $15 late fee applies after the 15th.

Missed lessons and make-ups
Please give at least 24 hours' notice. Each student may schedule one make-up lesson per month in the
open Friday afternoon slots. Lessons cancelled by the teacher are always made up or credited.

Recitals
The studio holds a spring recital in June and a holiday recital in December. Participation is strongly
encouraged; a $25 recital fee covers the venue, piano tuning and the reception.

Practice
Beginners: 15 minutes a day, five days a week. Intermediate students: 30 minutes. Voice students
should warm up before every practice session and keep a practice log.

Sick policy
Please do not come to lessons with a fever or a cough; we can switch to an online lesson instead.

Summer
Summer lessons are scheduled separately (June 15 - August 8). Fall term starts August 17, {year}.
"""


def t_progress(r, dt, s):
    first, last, parent, inst, mins, day, age = s
    pieces = {"piano": ["Faber Piano Adventures Level 2B", "Burgmuller Op. 100 No. 2 Arabesque",
                        "Clementi Sonatina Op. 36 No. 1", "Bach Minuet in G, BWV Anh. 114",
                        "Kabalevsky Op. 39 No. 18", "Lead sheet: Hallelujah (Cohen)"],
              "voice": ["Vaccai lesson 3", "Edelweiss", "Caro mio ben", "Once Upon a December",
                        "The Water Is Wide", "Vocalise: lip trills on 5-note scale"]}
    key = "voice" if "voice" in inst and "piano" not in inst else "piano"
    p = r.sample(pieces[key], 3)
    out = [f"# {first} {last} - {inst}, {mins} min, {day}s", f"Age {age}. " +
           (f"Parent: {parent}." if parent else "Adult student."), ""]
    d = dt - timedelta(days=7 * 10)
    for i in range(5):
        d += timedelta(days=14)
        out.append(f"## {_ud(d)}")
        out.append(r.choice([
            f"Worked on {p[i % 3]}. Left hand still rushing in bars 9-12; slow practice with metronome at 72.",
            f"{p[i % 3]} is coming along, memorized first page. Assigned C major and A minor scales, 2 octaves.",
            f"Sight-reading from the level book, good progress. Talked about the recital piece: {p[0]}.",
            f"Breath support much better. Started {p[i % 3]}. Homework: practice log every day.",
            f"Rough week, didn't practice much (school play). Reviewed {p[i % 3]} and did theory pages 14-15.",
        ]))
        out.append("")
    out.append(f"Recital piece (June 14): {p[0]}")
    return "\n".join(out)


def t_schedule_xlsx(r, dt, term, subset):
    rows = ["Day;Time;Student;Instrument;Length;Parent contact"]
    slots = {"Monday": 15, "Tuesday": 15, "Wednesday": 15, "Thursday": 15, "Friday": 13, "Saturday": 9}
    for s in subset:
        h = slots[s[5]]
        slots[s[5]] += 1
        rows.append(f"{s[5]};{h - 12 if h > 12 else h}:{r.choice(['00', '30'])} "
                    f"{'pm' if h >= 12 else 'am'};{s[0]} {s[1]};{s[3]};{s[4]} min;"
                    f"{s[2] or 'self'} (615) 555-0{r.randint(100, 199)}")
    return f"Beaumont Music Studio - lesson schedule {term}\n" + "\n".join(rows)


def t_payments_csv(r, dt, months):
    out = ["date,student,payer,method,amount,invoice"]
    n = 1
    for m in months:
        for s in STUDENTS:
            if r.random() < 0.1:
                continue
            amt = RATE[s[4]] * r.choice([3, 4, 4, 4, 5])
            out.append(f"2026-{m:02d}-{r.randint(1, 12):02d},{s[0]} {s[1]},{s[2] or s[0] + ' ' + s[1]},"
                       f"{r.choice(['Venmo', 'Venmo', 'Zelle', 'check'])},{amt:.2f},INV-2026-{n:03d}")
            n += 1
    return "\n".join(out)


def t_roster(r, dt):
    out = ["first,last,parent,instrument,lesson_minutes,day,age,start_date,email"]
    for s in STUDENTS:
        em = (s[2] or s[0] + " " + s[1]).split()[0].lower() + "." + s[1].lower() + "@gmail.com"
        out.append(f"{s[0]},{s[1]},{s[2]},{s[3]},{s[4]},{s[5]},{s[6]},"
                   f"20{r.randint(20, 25)}-{r.randint(1, 12):02d}-01,{em}")
    return "\n".join(out)


def t_mileage(r, dt):
    out = ["date,from,to,purpose,miles"]
    d = dt - timedelta(days=140)
    while d < dt:
        purpose = r.choice(["Home lesson - Dolores Hatch (Inglewood)", "Sheet music - Music City Piano",
                            "Recital venue walk-through - Shelby Ave Community Church",
                            "Office supplies - Staples Gallatin Pike", "NMTA workshop - Belmont"])
        out.append(f"{d:%Y-%m-%d},917 Fatherland St,{purpose.split(' - ')[1]},{purpose.split(' - ')[0]},"
                   f"{r.uniform(2.5, 14):.1f}")
        d += timedelta(days=r.randint(4, 12))
    return "Beaumont Music Studio LLC - business mileage 2026 (IRS rate 70 cents/mile)\n" + "\n".join(out)


def t_quarterly(r, dt, q):
    inc = r.uniform(17000, 21000)
    exp = r.uniform(1800, 2600)
    net = inc - exp
    se = net * 0.9235 * 0.153
    return f"""Beaumont Music Studio LLC - estimated tax worksheet, {q} 2026
Prepared by Lucy, checked against Dana Whitfield's 2026 projection letter

Studio tuition received YTD: {_usd(inc)}
Studio expenses YTD (sheet music, tuning, mileage, software, recital): {_usd(exp)}
Net studio profit YTD: {_usd(net)}
Self-employment tax estimate (15.3% of 92.35%): {_usd(se)}
Federal income tax estimate at 12% bracket: {_usd(net * 0.12)}

Safe harbor: 100% of 2025 total tax / 4 = $2,180.00 per quarter
Payment made via IRS Direct Pay from the studio checking account: $2,180.00
Confirmation number: {r.randint(10**13, 10**14 - 1)}
Tennessee: no state income tax; franchise & excise tax minimum filed with annual report.
"""


def t_student_mail(r, dt, s, kind):
    first, last, parent, *_ = s
    who = parent or f"{first} {last}"
    em = who.split()[0].lower() + "." + last.lower() + "@gmail.com"
    bodies = {
        "makeup": (f"Re: {first}'s lesson this week",
                   f"Hi Lucy,\n\n{first} has a fever so we'll skip {s[5]}'s lesson. Could we do a make-up "
                   f"Friday afternoon? Any time after 3:30 works.\n\nThanks,\n{who.split()[0]}\n\n"
                   f"> Hi {who.split()[0]}, no problem - Friday 4:00 is open. Feel better {first}! Lucy"),
        "quit": (f"{first} and lessons this summer",
                 f"Hi Lucy,\n\nWe're going to be at the lake most of July so {first} will take a break over the "
                 f"summer and start again in August if there's still a {s[5]} slot. {first} loves the new "
                 f"piece you gave her. Is the June invoice still the full month?\n\n{who}"),
        "payment": (f"Venmo sent - {dt:%B} lessons",
                    f"Hi Lucy, just sent ${RATE[s[4]] * 4:.0f} on Venmo for {first}'s {dt:%B} lessons plus the "
                    f"recital fee. Let me know if the invoice number should go in the note.\n{who}"),
    }
    subj, body = bodies[kind]
    return (f"From: {who} <{em}>\nTo: Lucy Beaumont <lucy@beaumontmusicstudio.com>\n"
            f"Subject: {subj}\nDate: {dt:%a, %d %b %Y} 19:{r.randint(10, 59)}:00 -0500\n"
            f"Content-Type: text/plain; charset=utf-8\n\n{body}\n")


# --------------------------------------------------------------------------- Recital (Projects Teaching)

RECITAL_ORDER = [(s, piece) for s, piece in zip(STUDENTS, [
    "Faber: The Juggler", "Clementi Sonatina Op. 36 No. 1, I.", "Once Upon a December (Anastasia)",
    "Joplin: The Entertainer (easy)", "Caro mio ben (Giordani)", "Burgmuller: Arabesque",
    "Faber: Dragon Hunt", "Edelweiss", "Kabalevsky: A Little Joke", "Bach: Minuet in G + 'Riptide' (voice)",
    "Chopin: Prelude in E minor, Op. 28 No. 4", "The Water Is Wide", "Faber: Russian Sailor Dance",
    "Faber: Ode to Joy", "Debussy: The Little Shepherd", "Defying Gravity (cut)", "Gurlitt: The Fair",
    "Faber: Hot Cross Buns rock", "Kabalevsky: Clowns", "Satie: Gymnopedie No. 1"])]


def t_program(r, dt, version):
    order = RECITAL_ORDER[:]
    if version == 1:
        r.shuffle(order)
    lines = ["Beaumont Music Studio presents", "SPRING RECITAL", "Sunday, June 14, 2026 - 2:00 pm",
             "Shelby Avenue Community Church, 1214 Shelby Ave, Nashville", ""]
    for s, piece in order[:18 if version == 1 else 19]:
        lines.append(f"{piece} .......... {s[0]} {s[1]}")
    lines += ["", "Reception to follow in the fellowship hall. Thank you to our families and to",
              "Shelby Avenue Community Church for the use of their Steinway."]
    if version == 1:
        lines.insert(0, "DRAFT v1 - order not final, check Owen's piece")
    return "\n".join(lines)


def t_recital_parent_letter(r, dt):
    return f"""{_ud(dt)}

Dear studio families,

Our Spring Recital is Sunday, June 14, at 2:00 pm at Shelby Avenue Community Church (1214 Shelby Ave).
Please arrive by 1:30 so everyone can try the piano. Dress rehearsal is Saturday, June 13, between
10:00 and 1:00 - your time slot is on the rehearsal schedule attached.

Performers should memorize their pieces if they can; music on the stand is fine for first-time
performers. Dress is "Sunday best". The recital fee ($25) is on your June invoice and covers the
church hall, piano tuning and the reception. There is a sign-up sheet for reception snacks
(cookies, fruit, lemonade) - please add your name.

Photos: I'll have a photographer friend there; please return the photo release form if you're OK
with your child appearing on the studio's Instagram.

Can't wait to hear everyone!
Lucy Beaumont
Beaumont Music Studio
"""


def t_rehearsal(r, dt):
    out = ["Dress rehearsal - Saturday June 13, 2026, Shelby Avenue Community Church sanctuary", ""]
    t = datetime(2026, 6, 13, 10, 0)
    for s, piece in RECITAL_ORDER[:19]:
        out.append(f"{t:%I:%M} - {s[0]} {s[1]} ({piece.split(':')[0] if ':' in piece else piece[:24]})")
        t += timedelta(minutes=r.choice([8, 8, 10]))
    out += ["", "12:45 group bow practice, 1:00 done. Piano tuner (Hal Greer) comes 8:30 am Saturday."]
    return "\n".join(out)


def t_recital_budget(r, dt):
    return ("Spring Recital 2026 budget\nItem;Budget;Actual;Notes\n"
            "Church hall rental (donation);150;150;paid check #1184\n"
            "Piano tuning - Hal Greer Piano Service;140;;June 13, 8:30 am\n"
            "Programs printing - FedEx Office;45;38.72;60 copies\n"
            "Certificates + gold seals;20;17.49;Amazon\n"
            "Reception (lemonade, cups, plates);60;;families bring snacks\n"
            "Flowers for the piano;35;;Trader Joe's\n"
            "Student gifts (rubber ducks in tutus);48;47.60;\n"
            "Recital fees received (19 x $25);-475;-425;two still owe\n")


def t_signup_csv(r, dt):
    out = ["family,item,confirmed"]
    for s in r.sample(STUDENTS[:19], 11):
        out.append(f"{s[2] or s[0] + ' ' + s[1]},{r.choice(['cookies (2 dozen)', 'fruit tray', 'lemonade', 'cheese straws', 'cupcakes', 'napkins + plates', 'veggie tray'])},"
                   f"{r.choice(['yes', 'yes', 'maybe'])}")
    return "Spring recital reception sign-up (June 14)\n" + "\n".join(out)


def t_venue_mail(r, dt):
    return f"""From: Pastor Ellen Riggs <office@shelbyavecc.org>
To: Lucy Beaumont <lucy@beaumontmusicstudio.com>
Subject: Re: Sanctuary booking June 13-14
Date: {dt:%a, %d %b %Y} 10:42:00 -0500

Hi Lucy,

You're on the calendar: Saturday June 13, 10 am - 1 pm for your dress rehearsal and Sunday June 14,
1 pm - 5 pm for the recital and reception in the fellowship hall. The Steinway B will be tuned the
Saturday morning - your tuner can let himself in through the side door, code 4471.

We ask for a $150 donation to the building fund, same as last year. Please leave the chairs stacked
by the west wall when you're done.

Blessings,
Ellen

> On {_ud(dt - timedelta(days=2))}, Lucy Beaumont wrote:
> Hi Ellen, could we have the sanctuary again for the studio's spring recital on June 14?
"""


def t_tuner_mail(r, dt):
    return f"""From: Hal Greer <hal@greerpiano.com>
To: lucy@beaumontmusicstudio.com
Subject: Tuning confirmed - Sat June 13, 8:30 am
Date: {dt:%a, %d %b %Y} 08:15:00 -0500

Lucy - I've got you down for the Steinway B at Shelby Ave Community Church on Saturday June 13 at
8:30 am, before your dress rehearsal. Standard tuning $140; if the pitch has dropped again a pitch
raise is another $60. Invoice to Beaumont Music Studio LLC as usual.

Hal Greer, RPT - Greer Piano Service
"""


# --------------------------------------------------------------------------- Band


def t_contract(r, dt, venue, city):
    gig = dt + timedelta(days=r.randint(20, 60))
    guar = r.choice([600, 750, 800, 900, 1000, 1200])
    return f"""PERFORMANCE AGREEMENT

This agreement is made on {_ud(dt)} between {venue}, {city} ("Venue") and {BAND}
(represented by Wade Tillman, bandleader) ("Artist").

Date of engagement: {_ud(gig)}
Load-in: 6:30 pm   Soundcheck: 7:15 pm   Performance: 9:00 pm - 12:00 am (three 50-minute sets)
Compensation: guarantee of {_usd(guar)} or 80% of the door after house expenses, whichever is greater,
paid in full by check or cash to the bandleader on the night of the performance.
Hospitality: dinner for six band members, drink tickets (2 per member), green room.
Backline: Venue provides house PA, monitor mix (4 mixes), and engineer. Artist provides all instruments
including keyboard rig and drum kit.
Merchandise: Artist keeps 100% of merch sales.
Cancellation: either party may cancel with 30 days' written notice. Weather-related cancellation by
the Venue within 72 hours pays 50% of the guarantee.

Signed: ____________________ ({venue})       Signed: Wade Tillman ({BAND})
"""


def t_setlist(r, dt, venue):
    songs = r.sample(SONGS_BAND, 15)
    keys = ["G", "D", "A", "E", "C", "F", "Bb"]
    out = [f"{BAND} - {venue} - {dt:%m/%d/%y}", ""]
    for i, s in enumerate(songs):
        if i in (5, 10):
            out.append("--- SET BREAK ---")
        out.append(f"{s} ({r.choice(keys)}){' - Lucy piano intro' if r.random() < 0.2 else ''}")
    out.append("")
    out.append("Encore: Caney Fork Line (reprise)")
    return "\n".join(out)


def t_payout_rows(r, dt, n):
    rows = ["Date;Venue;Gross;Expenses;Net;Per member (6);Paid via"]
    d = dt - timedelta(days=n * 12)
    for _ in range(n):
        v = r.choice(VENUES)
        g = r.choice([600, 750, 800, 900, 1000, 1200, 1450])
        e = round(r.uniform(40, 180), 2)
        rows.append(f"{d:%Y-%m-%d};{v[0]};{g:.2f};{e:.2f};{g - e:.2f};{(g - e) / 6:.2f};Venmo from Wade")
        d += timedelta(days=r.randint(7, 16))
    return f"{BAND} - band payouts\n" + "\n".join(rows)


def t_ics(r, dt):
    out = ["BEGIN:VCALENDAR", "VERSION:2.0", f"PRODID:-//{BAND}//Gigs//EN", "X-WR-CALNAME:CFR gigs 2026"]
    d = dt - timedelta(days=60)
    for i in range(10):
        v = r.choice(VENUES)
        out += ["BEGIN:VEVENT", f"UID:cfr-{d:%Y%m%d}-{i}@caneyforkrevival.com", f"DTSTART:{d:%Y%m%d}T210000",
                f"DTEND:{d + timedelta(days=1):%Y%m%d}T000000", f"SUMMARY:CFR @ {v[0]}",
                f"LOCATION:{v[0]}\\, {v[1]}", "DESCRIPTION:Load-in 6:30. Lucy brings Nord + stand.", "END:VEVENT"]
        d += timedelta(days=r.randint(6, 15))
    out.append("END:VCALENDAR")
    return "\r\n".join(out)


def t_band_mail(r, dt, kind):
    if kind == "jo":
        return f"""From: Jo Marsh <jomarsh.fiddle@gmail.com>
To: Lucy Beaumont <lucybeaumont.keys@gmail.com>, Wade Tillman <wade@caneyforkrevival.com>
Subject: new arrangement for Long Way to Lebanon
Date: {dt:%a, %d %b %Y} 23:04:00 -0500

Y'all - what if we drop Long Way to Lebanon to E and Lucy takes the second solo on B3 instead of
piano? I've attached a rough chart with the new numbers (1-4-1-5, bridge on the 6-). Can we run it at
Thursday's rehearsal at Curtis's garage?

Jo
"""
    if kind == "wade":
        return f"""From: Wade Tillman <wade@caneyforkrevival.com>
To: band <cfr-band@googlegroups.com>
Subject: June/July dates + payouts
Date: {dt:%a, %d %b %Y} 14:20:00 -0500

Band,

Confirmed: Fatted Calf Saloon (Murfreesboro) June 6, Rosemary's Roadhouse (Franklin) June 20, Red Clay
Brewing (Bowling Green) July 3 - that one's a 4-hour private party, $1,800 flat. Lucy has the payout
sheet updated through last Saturday - check your Venmo. Rehearsal Thursdays 7 pm at Curtis's.

Also: we owe Sam $60 for the pedal steel volume pedal he replaced at the Low Bridge. Coming out of the
kitty.

W
"""
    return f"""From: Curtis Bell <curtbelldrums@yahoo.com>
To: Lucy Beaumont <lucybeaumont.keys@gmail.com>
Subject: stage plot for Dry Creek
Date: {dt:%a, %d %b %Y} 11:02:00 -0500

Lucy - Dry Creek Dance Hall wants our stage plot and input list by Friday. You did the last one in
that drawing app, can you move the keys stage left of the drums this time (Sam needs the room for the
steel). Their engineer says they have a DI for your Nord but not for the Leslie sim.

Thanks - C
"""


def t_chart(r, dt, song):
    key = r.choice(["G", "D", "A", "E", "C"])
    return f"""{song}
Caney Fork Revival - Nashville number chart   Key: {key}   Tempo: {r.randint(76, 148)} bpm   Feel: {r.choice(['shuffle', 'straight 8ths', 'waltz 3/4', 'train beat'])}

INTRO: 1 . . . | 4 . 1 . | 5 . . . | 1 . . .   (fiddle kick)
VERSE: 1 . 1 . | 4 . 1 . | 1 . 1 . | 5 . . .
       1 . 1 . | 4 . 1 . | 5 . 4 . | 1 . . .
CHORUS: 4 . . . | 1 . . . | 5 . . . | 6- . . .
        4 . . . | 1 . 6- . | 2- . 5 . | 1 . . .
SOLO: steel over verse, {r.choice(['keys', 'fiddle'])} over chorus
BRIDGE: 6- . . . | 4 . . . | 1 . . . | 5 . . . (diamond on last 5)
END: tag last line x2, hold 1
"""


def t_stage_plot(r, dt):
    return f"""{BAND} - stage plot & input list (rev. {dt:%m/%d/%y})

Stage left to right (audience view): Pedal steel (Sam) | Keys (Lucy) | Drums (Curtis, riser) | Bass (Danny) | Fiddle (Jo)
Lead vocal (Wade) center downstage.

Input list
1 Kick - Beta 91 / 2 Snare - SM57 / 3 Hat - SM81 / 4 OH L / 5 OH R / 6 Bass DI / 7 Steel DI
8 Keys L - DI (Nord Stage 3) / 9 Keys R - DI / 10 Fiddle - DPA 4099 / 11 Acoustic gtr - DI
12 Vox Wade - SM58 / 13 Vox Jo - SM58 / 14 Vox Lucy - SM58 / 15 Vox Danny - SM58

Monitors: 4 mixes - (1) Wade, (2) Jo + Lucy, (3) Curtis in-ear, (4) Danny + Sam
Power: 2 x Edison at keys, 1 at steel, 1 at fiddle.
"""


# --------------------------------------------------------------------------- Tour (Projects Travel)

TOUR = [("2026-09-04", "Amsterdam", "NL", "Cafe De Koperen Ketel"), ("2026-09-05", "Utrecht", "NL", "Rootsclub Tivoli Oost"),
        ("2026-09-06", "Groningen", "NL", "De Oosterpoort kleine zaal"), ("2026-09-08", "Antwerp", "BE", "Zaal Roots & Roses"),
        ("2026-09-09", "Ghent", "BE", "Het Kanunnikenhof"), ("2026-09-11", "Cologne", "DE", "Brauhaus Buhne Ehrenfeld"),
        ("2026-09-12", "Hamburg", "DE", "Honky Tonk Halle"), ("2026-09-15", "London", "UK", "The Half Moon Putney"),
        ("2026-09-16", "Manchester", "UK", "The Bread Shed"), ("2026-09-18", "Dublin", "IE", "Whelan's upstairs"),
        ("2026-09-19", "Galway", "IE", "Roisin Dubh")]


def t_tour_venues(r, dt):
    rows = ["Date;City;Country;Venue;Capacity;Deal;Promoter contact;Status"]
    for d, c, cc, v in TOUR:
        rows.append(f"{d};{c};{cc};{v};{r.choice([120, 180, 250, 300, 400])};"
                    f"EUR {r.choice([600, 800, 900, 1100, 1300])} guarantee + 70% door;"
                    f"{r.choice(['Bart via Americana Booking NL', 'Kerstin (Hamburg)', 'Siobhan O Reilly', 'Tom at Half Moon'])};"
                    f"{r.choice(['confirmed', 'confirmed', 'contract sent', 'hold'])}")
    return "Caney Fork Revival - Europe tour September 2026 - venue list\n" + "\n".join(rows)


def t_tour_budget(r, dt):
    return ("Europe tour Sept 2026 - budget (USD)\nItem;Estimate;Notes\n"
            "Flights BNA-AMS / DUB-BNA x6 (Delta + Aer Lingus);7380;$1,230 pp, 2 checked bags\n"
            "Fiddle + steel as cabin/excess baggage;900;steel in flight case, 32 kg\n"
            "Van rental Amsterdam 9-seat Sprinter (16 days) + fuel;4200;one-way drop Dublin fee incl.\n"
            "Ferry Holyhead-Dublin + Hook of Holland-Harwich;780;\n"
            "Hotels/guesthouses 15 nights x 3 rooms;6300;some promoters provide\n"
            "Backline: keyboard (Nord Stage 3 88), drum kit, bass amp;2150;Backline Benelux quote\n"
            "Per diems $35 x 6 x 16;3360;\n"
            "Travel + instrument insurance;640;\n"
            "Merch (shirts, CDs, vinyl of Christmas album);1800;\n"
            "TOTAL COSTS;27510;\n"
            "Guarantees (11 shows, avg EUR 950);11300;\n"
            "Door splits + merch (est.);9500;\n"
            "Tour support / savings from kitty;6710;need to decide by July 1\n")


def t_flight(r, dt):
    return f"""DELTA AIR LINES - eTicket Receipt & Itinerary
Booking reference: {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}   Issued: {_ud(dt)}
Passenger: BEAUMONT/LUCY ANNE   SkyMiles: 90{r.randint(10**7, 10**8 - 1)}

WED 02SEP26  DL 2417  Nashville (BNA) 12:55 -> Atlanta (ATL) 15:05   Main Cabin  Seat 22C
WED 02SEP26  DL 72    Atlanta (ATL) 17:40 -> Amsterdam (AMS) 08:25+1  Main Cabin  Seat 31D
Return (Aer Lingus, separate ticket): MON 21SEP26 EI 133 Dublin (DUB) -> Chicago (ORD), AA 3412 ORD -> BNA

Fare: USD 812.00  Taxes/fees: USD 418.60  Total: USD 1,230.60  Paid: Visa ending 4471
Baggage: 1st checked bag included on transatlantic; 2nd bag USD 100 each way.
"""


def t_hotel_mail(r, dt, city, hotel):
    ci = datetime.strptime([t for t in TOUR if t[1] == city][0][0], "%Y-%m-%d")
    return f"""From: Booking.com <noreply@booking.com>
To: lucybeaumont.keys@gmail.com
Subject: Your booking is confirmed at {hotel}
Date: {dt:%a, %d %b %Y} 21:37:00 +0000

Thanks, Lucy! Your booking in {city} is confirmed.

{hotel}
Check-in: {_ud(ci)} (from 15:00)   Check-out: {_ud(ci + timedelta(days=1))} (until 11:00)
3 rooms: 2 x Twin Room, 1 x Double Room - 6 adults
Total price: EUR {r.randint(290, 520)} (free cancellation until {_ud(ci - timedelta(days=14))})
Confirmation number: {r.randint(10**9, 10**10 - 1)}   PIN: {r.randint(1000, 9999)}
Parking: on-site for a 9-seat van, EUR 15 per night, reserve at the desk.
"""


def t_backline(r, dt):
    return f"""Backline Benelux B.V. - Quotation Q-2026-{r.randint(300, 999)}
Keizersgracht 1, Amsterdam | info@backlinebenelux.nl
Date: {_ud(dt)}
Client: Caney Fork Revival / Lucy Beaumont

Rental period: 4 September - 19 September 2026 (pick-up Amsterdam, return Dublin via partner)
1 x Nord Stage 3 88 with sustain pedal, Nord triple pedal, X-stand ......... EUR 620
1 x Gretsch Catalina Club drum kit with hardware, cymbals ...................... EUR 540
1 x Ampeg SVT-CL + 8x10 cab ................................................. EUR 410
1 x Fender Twin Reverb (for pedal steel) .................................... EUR 260
One-way return fee Dublin ................................................... EUR 150
Total excl. VAT: EUR 1,980.00   VAT 21%: EUR 415.80   Total: EUR 2,395.80
Deposit 30% on confirmation. Insurance of rented equipment is the client's responsibility.
"""


def t_promoter_contract(r, dt):
    return f"""ARTIST ENGAGEMENT CONTRACT - Americana Booking NL
Date: {_ud(dt)}
Artist: Caney Fork Revival (USA), 6 persons. Representative: Wade Tillman
Shows: 4 September 2026 Amsterdam, 5 September Utrecht, 6 September Groningen
Fee: EUR 900 per show guarantee versus 70% of net box office, payable in cash (EUR) after each show.
The promoter provides: PA and light, sound engineer, dinner and drinks for 7, hotel for 6 in Utrecht.
Work permit: performing artists on a short tour are exempt from the work permit requirement
(Netherlands, art. 1d BuWav); US passports allow 90 days in 180 days in Schengen without a visa.
Withholding tax: artist-tax (artiestenregeling) handled by promoter; artist receives a statement.
Merchandise: no venue commission.
"""


def t_packing(r, dt):
    return """# Europe packing - Lucy
- passport (renewed! expires 2036) + copy in Google Drive
- Global Entry card, driver's license (for van driving) + International Driving Permit from AAA
- in-ears + spare cables, sustain pedal? (backline has one - bring my own anyway)
- laptop with MainStage set, Nord program backups on USB stick
- EU plug adapters x3 (UK + Ireland need type G!)
- stage clothes x3, boots, rain jacket (Ireland), sweater
- throat coat tea, steamer, vocal meds from the voice clinic
- setlists printed + charts folder
- cash: 200 EUR, 100 GBP
"""


def t_insurance(r, dt):
    return f"""Allianz Travel Insurance - Policy Confirmation
Policy number: {r.randint(10**9, 10**10 - 1)}   Plan: OneTrip Prime
Insured: Lucy Beaumont, Nashville TN 37206
Trip: Nashville, TN to Netherlands, Belgium, Germany, United Kingdom, Ireland
Departure: September 2, 2026   Return: September 21, 2026   Trip cost insured: $1,850
Benefits: trip cancellation up to $1,850; emergency medical $50,000; emergency transportation
$500,000; baggage loss $1,000 (musical instruments excluded - see endorsement)
Premium: $112.40 paid {_ud(dt)}
"""


# --------------------------------------------------------------------------- EP (Projects Music)

LYRICS = {
    "Porch Light": ("Porch light burning on Fatherland Street\nMoths on the screen door keeping time with my feet\n"
                    "You said you'd be home by the time it got dark\nNow the whole east side is asleep but my heart\n\n"
                    "CHORUS\nSo I leave the porch light on\nIn case you find your way back home\nIt don't cost much to hope\n"
                    "Forty watts against the long alone"),
    "Gallatin Pike": ("Bus stop coffee and a borrowed guitar\nNine miles of neon from here to the bar\nPawn shops and taquerias, "
                      "churches and liquor stores\nEverybody's running from something on Gallatin Pike\n\n"
                      "CHORUS\nDrive me down Gallatin Pike\nPast every place I used to like"),
    "Secondhand Piano": ("Three hundred dollars and a Craigslist ad\nFour guys and a pickup, the best day I had\n"
                         "Middle C sticks and the low A is gone\nBut it plays every song I've been writing on\n\n"
                         "CHORUS\nSecondhand piano, somebody's old dream\nYellow keys and a soft pedal squeak"),
    "Cumberland in the Rain": ("Shelby Bottoms in a grey afternoon\nThe river's rising and it's rising too soon\n"
                               "I walked the greenway, I walked it again\nThinking about you and the Cumberland in the rain"),
    "Kind of Leaving": ("You're not gone but you're kind of leaving\nHalf your coffee and all your believing\n"
                        "Boots by the door but they're pointed away\nYou're kind of leaving every day\n\n(words & music: Lucy Beaumont / Jo Marsh)"),
}


def t_lyrics(r, dt, song, ver):
    body = LYRICS[song]
    note = {1: "first draft - verse 2 missing", 2: "draft 2 - bridge?", 3: "final for tracking"}.get(ver, "")
    return f"{song.upper()}\n({note}, {_ud(dt)})\n\n{body}\n\nBRIDGE\n" + r.choice([
        "And the train on the trestle says what I can't say", "Maybe tomorrow, maybe never, maybe May",
        "(need a bridge - something about the neighbors' wind chimes)"])


def t_studio_booking(r, dt):
    return f"""From: Marcus Greer <marcus@littleharpethstudio.com>
To: Lucy Beaumont <lucybeaumont.keys@gmail.com>
Subject: Re: EP tracking dates - March
Date: {dt:%a, %d %b %Y} 16:48:00 -0500

Hey Lucy,

Locking you in for tracking March 9-11 (3 days, 10 am - 8 pm) in Studio A, plus a half day on March 23
for vocals and overdubs. Day rate with me engineering is $650, so $2,275 total; 50% deposit ($1,137.50)
holds the dates. I've got the Yamaha C7 tuned for the 9th.

Players you mentioned: Danny on bass and Curtis on drums both confirmed for the 9th-10th, Sam comes in
the 11th for steel on "Cumberland in the Rain" and "Kind of Leaving". Send me the demos and charts for
all five songs and your reference tracks when you can.

Marcus
Little Harpeth Studio - 4410 Charlotte Pike, Nashville
"""


def t_studio_invoice(r, dt, deposit):
    amt = 1137.50
    return f"""LITTLE HARPETH STUDIO LLC
4410 Charlotte Pike, Nashville, TN 37209 | (615) 555-0190

INVOICE #LH-{r.randint(1000, 1999)}   Date: {_ud(dt)}
Client: Lucy Beaumont - "Porch Light" EP
{'Deposit (50%) - tracking March 9-11 and March 23, 2026' if deposit else 'Balance - tracking and overdubs, March 2026'}
Studio A day rate with engineer (3.5 days x $650) ............ $2,275.00
{'Deposit due' if deposit else 'Less deposit received ......................... -$1,137.50'}
Amount due: {_usd(amt)}
{'Paid by Zelle ' + _ud(dt + timedelta(days=2)) if True else ''}
"""


def t_session_notes(r, dt):
    return """# Porch Light EP - session notes (Little Harpeth, March 2026)

## Day 1 - Mar 9
- Porch Light: take 6 keeper (C7 + Curtis brushes). Punch bar 33 piano.
- Gallatin Pike: tempo 104 felt rushed, redo at 100 tomorrow.

## Day 2 - Mar 10
- Gallatin Pike at 100 - take 3. Danny's upright on verses, electric on chorus.
- Secondhand Piano: used the studio's old Wurlitzer instead - Marcus loves it.

## Day 3 - Mar 11
- Sam steel on Cumberland in the Rain + Kind of Leaving. Jo harmony on KoL chorus.

## Mar 23 - vocals
- Lead vocals all 5 songs, comps to do. Voice tired after 4 hrs - do KoL first next time.
"""


def t_mix_notes(r, dt, rnd):
    s = EP_SONGS
    return f"""Mix notes round {rnd} - to Tess Alvarado ({_ud(dt)})

{s[0]}: love it. Vocal down ~1 dB in last chorus; piano a bit brighter in the intro, the C7 sounds dull.
{s[1]}: kick is too clicky. Bring up Danny's upright in verse 2. Cut the delay throw at 2:41.
{s[2]}: Wurli tremolo too wide - can we automate it to half in the bridge? Harmony vocal too loud.
{s[3]}: steel swells should be louder in the intro, like the Brandi Carlile reference. Rain sfx: kill it.
{s[4]}: Jo's harmony needs to sit under me, not beside me. Fade ending 4 bars earlier.

General: aim for -9 LUFS-ish masters, not crushed. Reference tracks in the Dropbox folder.
Payment for round {rnd} sent - thank you!!
"""


def t_mastering_quote(r, dt):
    return f"""Hensley Mastering - quote
Date: {_ud(dt)}   Client: Lucy Beaumont
Project: "Porch Light" EP, 5 songs (stereo mixes, 24-bit/48 kHz WAV)
Mastering for streaming + DistroKid delivery: 5 x $95 = $475.00
Vinyl/lacquer master: not requested
Alternate versions (instrumentals for sync): 5 x $25 = $125.00 (optional)
DDP image: not needed. Turnaround: 5 business days after final mixes.
ISRC embedding included if codes are provided.
"""


def t_release_plan(r, dt):
    return """Porch Light EP - release plan (target: Friday August 14, 2026)

June 1-15   final masters from Hensley; approve cover art from Priya; split sheet signed (KoL)
June 20     upload full EP to DistroKid (release date Aug 14), single "Gallatin Pike" release July 10
June 22     Spotify for Artists pitch for Gallatin Pike (must be 7+ days before, aim 3 weeks)
July 1      pre-save link live (landing page porchlightep.com), Instagram announcement
July 10     SINGLE: Gallatin Pike + lyric video (Canva)
July 24     play Gallatin Pike on WSM? / Music City Roots open mic - ask Jo's contact
Aug 7       second pre-release? maybe Porch Light acoustic video at home on the U1
Aug 14      EP out. Release show at The 5 Spot? (ask about Aug 16 Sunday)
Budget left: see EP budget sheet. PR: Tinderbox quote $1,500 for 6 weeks - too much?
"""


def t_ep_budget(r, dt):
    return ("Porch Light EP - budget\nItem;Budgeted;Spent;Paid to\n"
            "Tracking - Little Harpeth Studio (3.5 days);2275;2275;Marcus Greer\n"
            "Session players: Danny, Curtis ($250/day union scale);1000;1000;Venmo\n"
            "Pedal steel - Sam (1 day);300;300;Venmo\n"
            "Mixing - Tess Alvarado (5 songs x $300);1500;1200;last payment after round 3\n"
            "Mastering - Hensley (5 x $95);475;;\n"
            "Cover art + layout - Priya Nandakumar;600;300;50% deposit\n"
            "Photo shoot - Cass Mendel;250;250;\n"
            "DistroKid Musician plan (annual);24.99;24.99;\n"
            "Lyric video / ads;400;;\n"
            "Release show;300;;\n"
            "TOTAL;7125;5350;\n")


def t_split_sheet(r, dt):
    return f"""SONGWRITER SPLIT SHEET
Song title: Kind of Leaving        Date written: November 14, 2025
Writers:
1. Lucy Anne Beaumont - BMI - IPI 00{r.randint(10**8, 10**9 - 1)} - Publisher: Secondhand Piano Music (BMI) - 50%
2. Joanna "Jo" Marsh  - ASCAP - IPI 00{r.randint(10**8, 10**9 - 1)} - Publisher: self-published - 50%
Lyrics and music shared equally. Recording: Lucy Beaumont, "Porch Light" EP (2026).
Signatures: Lucy Beaumont ________  Jo Marsh ________   Date: {_ud(dt)}
"""


def t_isrc(r, dt):
    out = ["track,title,isrc,duration,explicit,writers"]
    for i, s in enumerate(EP_SONGS, 1):
        w = "Lucy Beaumont; Jo Marsh" if s == "Kind of Leaving" else "Lucy Beaumont"
        out.append(f"{i},{s},QZ-HN4-26-{i:05d},{r.randint(3, 4)}:{r.randint(0, 59):02d},no,{w}")
    return "\n".join(out)


def t_distrokid_checklist(r, dt):
    return """# DistroKid upload checklist - Porch Light EP

- [x] Musician plan active (renews Jan 2027)
- [x] artist name exactly "Lucy Beaumont" (check Spotify profile claim - done)
- [ ] 5 WAV masters 24/48 from Hensley
- [ ] cover art 3000x3000 JPG, no URLs/logos, final from Priya
- [x] ISRC codes (let DistroKid generate? no - already have them in the sheet)
- [ ] songwriter credits: KoL = Beaumont/Marsh
- [ ] release date Aug 14 2026, single Gallatin Pike July 10 (separate release, same ISRC)
- [ ] HyperFollow / pre-save link
- [ ] lyrics for Apple Music + Musixmatch
- [ ] YouTube Content ID: yes
"""


def t_press_release(r, dt):
    return """FOR IMMEDIATE RELEASE

Nashville keyboardist and songwriter Lucy Beaumont announces debut EP "Porch Light" (August 14, 2026)

NASHVILLE, TN - Best known behind the keys with country outfit Caney Fork Revival, Lucy Beaumont steps
out front with "Porch Light", five songs written at the secondhand upright in her East Nashville living
room. Recorded at Little Harpeth Studio with engineer Marcus Greer and mixed by Tess Alvarado, the EP
moves from the front-porch hush of the title track to the honky-tonk stroll of lead single "Gallatin
Pike" (out July 10).

"These are songs about staying put while everybody around you is leaving," says Beaumont.

Tracklist: 1. Porch Light 2. Gallatin Pike 3. Secondhand Piano 4. Cumberland in the Rain
5. Kind of Leaving (with Jo Marsh)
Contact: lucybeaumont.keys@gmail.com
"""


def t_designer_contract(r, dt):
    return f"""Design Agreement - Priya Nandakumar Design
Client: Lucy Beaumont   Date: {_ud(dt)}
Project: cover art and digital assets for the EP "Porch Light" (5 tracks, release Aug 2026)
Deliverables: front cover 3000x3000 px; Spotify Canvas still; Instagram square + story versions;
back cover/tracklist for Bandcamp. Two concepts, two revision rounds.
Fee: $600 - 50% ($300) on signing, 50% on delivery of final files.
Usage: the client may use the artwork for the release and its promotion in perpetuity. Credit:
"Artwork by Priya Nandakumar".
"""


def t_pitch(r, dt):
    return """Spotify for Artists pitch - Gallatin Pike (single, July 10)

Genre: Country / Americana. Mood: nostalgic, warm. Instruments: piano, upright bass, pedal steel.
Culture: Nashville, East Nashville.
Description (500 chars): "Gallatin Pike" is a honky-tonk stroll down the nine-mile strip of pawn shops,
taquerias and churches that runs through East Nashville. Written at a secondhand upright by Lucy
Beaumont, keyboardist for Caney Fork Revival, it's the lead single from her debut EP "Porch Light"
(Aug 14). Recorded live-ish at Little Harpeth Studio with Danny Ochoa (bass), Curtis Bell (drums).
Playlists to target: Fresh Finds Country, Hot Country? (no), Lo-fi porch, Americana Rising.
"""


# --------------------------------------------------------------------------- personal areas


def t_bank(r, dt):
    bal = r.uniform(3200, 9000)
    out = [f"Cumberland Valley Federal Credit Union", f"Member: Lucy A Beaumont   Account: Personal Checking ****{r.randint(1000, 9999)}",
           f"Statement period: {_ud(dt - timedelta(days=30))} - {_ud(dt)}", f"Beginning balance: {_usd(bal)}", ""]
    for _ in range(9):
        d = dt - timedelta(days=r.randint(1, 29))
        what, amt = r.choice([("ACH DEPOSIT BEAUMONT MUSIC ST OWNER DRAW", 2500.0), ("TRISTAR MORTGAGE PMT", -1486.22),
                              ("VENMO CASHOUT W TILLMAN", r.uniform(120, 260)), ("KROGER #541 NASHVILLE", -r.uniform(40, 140)),
                              ("NASHVILLE ELECTRIC SERVICE", -r.uniform(70, 150)), ("BCBST PREMIUM", -212.40),
                              ("FATHERLAND COMMONS HOA", -285.00), ("SHELL OIL GALLATIN PIKE", -r.uniform(30, 55)),
                              ("BARISTA PARLOR EAST", -r.uniform(5, 14)), ("VANGUARD ROTH IRA", -300.0)])
        out.append(f"{d:%m/%d}  {what:<40} {amt:>10.2f}")
        bal += amt
    out.append(f"\nEnding balance: {_usd(bal)}")
    return "\n".join(out)


def t_card(r, dt):
    out = ["Chase Freedom Unlimited - Statement", f"LUCY A BEAUMONT   Account ending 4471   Closing date {_ud(dt)}", ""]
    tot = 0.0
    for _ in range(10):
        d = dt - timedelta(days=r.randint(1, 30))
        what, amt = r.choice([("SWEETWATER SOUND", r.uniform(30, 260)), ("AMAZON MKTPLACE", r.uniform(10, 80)),
                              ("DELTA AIR 0062", 1230.60), ("TRADER JOE'S #664", r.uniform(30, 90)),
                              ("APPLE.COM/BILL", 2.99), ("SPOTIFY USA", 11.99), ("GRIMEY'S NEW & PREOWNED", r.uniform(20, 45)),
                              ("FIVE DAUGHTERS BAKERY", r.uniform(8, 20)), ("NETFLIX.COM", 15.49)])
        tot += amt
        out.append(f"{d:%m/%d}  {what:<30} {amt:>9.2f}")
    out += ["", f"New balance: {_usd(tot)}   Minimum payment due: $40.00   Autopay: statement balance"]
    return "\n".join(out)


def t_roth(r, dt):
    v = r.uniform(31000, 38000)
    return f"""Vanguard - Quarterly Statement
Lucy A. Beaumont - Roth IRA Brokerage Account ****{r.randint(1000, 9999)}
Period ending {_ud(dt)}
Holdings: Vanguard Target Retirement 2055 Fund (VFFVX) ... {_usd(v)}
Contributions this year: $1,500.00 (2026 limit $7,000)
Year-to-date return: {r.uniform(-3, 8):.1f}%
"""


def t_tax_return(r, dt, year):
    return f"""Whitfield & Mays CPAs, PLLC - 2100 Belmont Blvd, Nashville TN 37212

{_ud(dt)}

Lucy A. Beaumont
917 Fatherland St, Unit 204, Nashville, TN 37206

Dear Lucy,

Enclosed is your {year} Form 1040 U.S. Individual Income Tax Return as e-filed. Summary:
Wages and 1099 income (band, sessions): {_usd(r.uniform(14000, 19000))}
Schedule C net profit (Beaumont Music Studio LLC): {_usd(r.uniform(44000, 52000))}
Self-employment tax: {_usd(r.uniform(6500, 7400))}   Premium tax credit (Form 8962): {_usd(r.uniform(1200, 2900))}
Total tax: {_usd(r.uniform(8500, 9800))}   Estimated payments made: $8,720.00
{'Refund' if r.random() < 0.5 else 'Balance due'}: {_usd(r.uniform(100, 900))}

Tennessee has no individual income tax return. Please keep this copy for your records for at least
three years. Our fee of $650 was charged to your card on file.

Sincerely,
Dana Whitfield, CPA
"""


def t_budget(r, dt):
    return ("Monthly budget 2026\nCategory;Budget;Jan;Feb;Mar;Apr;May\n"
            f"Mortgage (Tristar);1486;1486;1486;1486;1486;1486\n"
            f"HOA;285;285;285;285;285;285\n"
            f"Health insurance (BCBST after credit);212;212;212;212;212;212\n"
            f"Groceries;450;{r.randint(380, 520)};{r.randint(380, 520)};{r.randint(380, 520)};{r.randint(380, 520)};{r.randint(380, 520)}\n"
            f"Electric (NES);110;{r.randint(120, 170)};{r.randint(110, 150)};{r.randint(80, 110)};{r.randint(70, 95)};{r.randint(80, 120)}\n"
            f"Water/sewer (Metro Water);55;52;49;55;58;61\n"
            f"Internet (AT&T Fiber);65;65;65;65;65;65\n"
            f"Car (gas, insurance);210;{r.randint(180, 260)};{r.randint(180, 260)};{r.randint(180, 260)};{r.randint(180, 260)};{r.randint(180, 260)}\n"
            f"Roth IRA;300;300;300;300;300;300\n"
            f"EP fund;400;400;400;400;400;400\n"
            f"Fun/eating out;200;{r.randint(150, 300)};{r.randint(150, 300)};{r.randint(150, 300)};{r.randint(150, 300)};{r.randint(150, 300)}\n")


def t_health(r, dt, kind):
    if kind == "plan":
        return f"""BlueCross BlueShield of Tennessee - 2026 Plan Confirmation (HealthCare.gov)
Member: Lucy A Beaumont   Member ID: ZCB{r.randint(10**8, 10**9 - 1)}
Plan: BlueCross myBlue HMO Silver 5000 (Network E)   Coverage: January 1 - December 31, 2026
Monthly premium: $486.90   Advance premium tax credit: $274.50   You pay: $212.40
Deductible: $5,000 individual   Out-of-pocket max: $9,200
Primary care visit: $30 copay   Specialist: $75 copay after deductible
Primary care physician: Hannah Okafor, MD - East Nashville Family Medicine
Report income changes to HealthCare.gov within 30 days.
"""
    if kind == "1095":
        return f"""Form 1095-A Health Insurance Marketplace Statement - 2025
Marketplace identifier: 47-TN   Policy number: {r.randint(10**8, 10**9 - 1)}
Policy issuer: BlueCross BlueShield of Tennessee
Recipient: Lucy A Beaumont, 917 Fatherland St Unit 204, Nashville TN 37206
Coverage start date: 01/01/2025   Termination date: 12/31/2025
Monthly enrollment premiums: $468.31   SLCSP premium: $502.77   Advance payment of PTC: $259.88
Keep this form: you need it to file Form 8962 with your tax return.
"""
    if kind == "eob":
        return f"""BlueCross BlueShield of Tennessee - Explanation of Benefits (THIS IS NOT A BILL)
Member: Lucy A Beaumont   Claim number: {r.randint(10**10, 10**11 - 1)}
Provider: Music City Voice Clinic - Dr. Samuel Ortiz (Otolaryngology)
Date of service: {_ud(dt - timedelta(days=21))}
Service: office visit, new patient; videostroboscopy of the larynx (CPT 31579)
Billed: $1,240.00   Network discount: $688.10   Allowed: $551.90
Applied to deductible: $551.90   Plan paid: $0.00   You may owe: $551.90
Deductible met so far in 2026: $1,020.45 of $5,000.00
"""
    if kind == "voice":
        return f"""Music City Voice Clinic - Visit Summary
Patient: Lucy Beaumont   DOB: 03/22/1988   Date: {_ud(dt)}
Provider: Samuel Ortiz, MD; Kendra Lowe, MS CCC-SLP (voice therapy)

Reason for visit: hoarseness after long gigs and teaching days, loss of upper range for 3 weeks.
Videostroboscopy: mild bilateral vocal fold swelling at the mid-membranous junction, no nodules, no
hemorrhage. Mucosal wave symmetric. Mild laryngopharyngeal reflux signs.

Plan: voice therapy 6 sessions with Kendra (semi-occluded vocal tract exercises, straw phonation);
hydration 2-3 L/day; steam twice daily; avoid singing more than 2 hours without a break;
famotidine 20 mg at night for 8 weeks. Follow-up stroboscopy in 3 months, before the September tour.
"""
    if kind == "dentist":
        return f"""Five Points Family Dentistry - 1002 Woodland St, Nashville TN
Patient: Lucy Beaumont   Date: {_ud(dt)}
Periodic exam (D0120) $62, prophylaxis adult (D1110) $118, bitewings 4 films (D0274) $74
Total: $254.00 - self-pay discount 15%: -$38.10 - Patient paid: $215.90 (Visa)
Notes: small occlusal decay #19 - watch. Night guard recommended (clenching). Next cleaning in 6 months.
"""
    if kind == "labs":
        return f"""Quest Diagnostics - Patient Report
Patient: BEAUMONT, LUCY A   Ordering: Hannah Okafor MD   Collected: {_ud(dt)}
Comprehensive metabolic panel: all within range. Glucose 88 mg/dL.
Lipid panel: total cholesterol 192, LDL 108, HDL 66, triglycerides 91.
TSH 2.1 mIU/L (0.4-4.5). Vitamin D 24 ng/mL (L) - recommend 2,000 IU daily.
CBC: hemoglobin 13.1 g/dL, ferritin 22 ng/mL.
"""
    return f"""Walgreens #07214 - 1400 Gallatin Ave, Nashville
Rx #{r.randint(10**6, 10**7 - 1)}   Patient: Lucy Beaumont
FAMOTIDINE 20 MG TABLET - take 1 tablet by mouth at bedtime
Qty 30   Refills: 1   Prescriber: Samuel Ortiz MD   Filled {_ud(dt)}
Insurance: BCBST   Copay: $4.00
"""


def t_home(r, dt, kind):
    if kind == "mortgage":
        return f"""Tristar Mortgage Servicing - Monthly Statement
Borrower: Lucy A Beaumont   Loan number: 00{r.randint(10**7, 10**8 - 1)}
Property: 917 Fatherland St Unit 204, Nashville TN 37206
Payment due date: {_ud(dt + timedelta(days=15))}   Amount due: $1,486.22
Principal $412.80 | Interest $801.55 | Escrow (taxes & insurance) $271.87
Unpaid principal balance: {_usd(r.uniform(218000, 224000))}   Interest rate: 4.125% fixed (30-yr, 2019)
"""
    if kind == "hoa":
        return f"""Fatherland Commons Condominium Association - Statement of Account
Managed by Volunteer Property Management, PO Box 41129, Nashville TN 37204
Unit 204 - Lucy Beaumont   Statement date: {_ud(dt)}
Monthly assessment: $285.00   Special assessment (roof, installment 3 of 12): $95.00
Amount due by the 10th: $380.00   Pay online at vpm-portal.com or by autopay.
Reminder: pool opens Memorial Day weekend; quiet hours 10 pm - 7 am (music, too!).
"""
    if kind == "hoa_minutes":
        return f"""Fatherland Commons Condominium Association - Board meeting minutes
Date: {_ud(dt)}, 6:30 pm, clubhouse. Present: 4 of 5 board members, 11 owners, Volunteer PM (Derek).

1. Roof replacement: Music City Roofing finished Building B; Building A scheduled for July. Special
   assessment stays at $95/month through December.
2. Noise complaint (Unit 206 vs Unit 204 piano lessons): board reminds that lessons are allowed
   9 am - 8 pm under rule 7.3; owners encouraged to talk first. Unit 204 offered a practice mute.
3. Budget 2027: reserve study due in September.
4. Parking: towing of unregistered vehicles starts June 1.
Next meeting: {_ud(dt + timedelta(days=91))}.
"""
    if kind == "tax":
        return f"""Metropolitan Government of Nashville & Davidson County - Trustee
{dt.year - 1 if dt.month < 3 else dt.year} Property Tax Bill
Parcel: 082 13 0 204.00CO   Owner: BEAUMONT LUCY A
Location: 917 FATHERLAND ST UNIT 204
Appraised value: $318,400   Assessed value (25%): $79,600   Rate (USD): 3.254
Tax due: $2,590.18   Due by February 28. Paid by escrow: Tristar Mortgage Servicing.
"""
    if kind == "nes":
        return f"""Nashville Electric Service - Your Bill
Account: 4471-{r.randint(100000, 999999)}   Service address: 917 FATHERLAND ST APT 204
Billing period: {_ud(dt - timedelta(days=30))} - {_ud(dt)}   kWh used: {r.randint(520, 980)}
Amount due: {_usd(r.uniform(70, 160))}   Due: {_ud(dt + timedelta(days=18))}   AutoPay scheduled
"""
    if kind == "water":
        return f"""Metro Water Services - Statement
Account: {r.randint(10**7, 10**8 - 1)}   917 Fatherland St #204
Water {r.randint(2, 4)} CCF, sewer, stormwater fee $5.00 - Total: {_usd(r.uniform(45, 65))}
Due {_ud(dt + timedelta(days=20))}
"""
    if kind == "ho6":
        return f"""State Farm - Condominium Unitowners Policy Declarations (HO-6)
Named insured: Lucy A Beaumont   Policy: 42-{r.randint(10**6, 10**7 - 1)}
Location: 917 Fatherland St Unit 204, Nashville TN 37206   Period: {_ud(dt)} to {_ud(dt + timedelta(days=365))}
Building property (walls-in): $60,000   Personal property: $45,000   Loss of use: $12,000
Personal liability: $300,000   Deductible: $1,000
Endorsement: none for musical instruments used professionally - see separate inland marine policy.
Annual premium: $412.00 (paid through escrow)
"""
    if kind == "handyman":
        return f"""Eastside Handy Co. - Invoice #{r.randint(2000, 2999)}
Customer: Lucy Beaumont, 917 Fatherland St #204   Date: {_ud(dt)}
- Replace leaking kitchen faucet cartridge (Moen 1225) ............ $145.00
- Rehang closet door, new track .................................... $85.00
- Install acoustic panels in living room (customer supplied, 6) .... $120.00
Total $350.00 - paid Venmo. Thank you!
"""
    if kind == "closing":
        return """CLOSING DISCLOSURE
Closing date: 06/14/2019   Disbursement date: 06/14/2019   Settlement agent: Music Row Title Co.
Property: 917 Fatherland St Unit 204, Nashville TN 37206   Sale price: $259,000
Borrower: Lucy A Beaumont   Seller: Gregory and Anne Fitch
Lender: Tristar Home Loans   Loan term: 30 years   Purpose: purchase   Product: fixed rate
Loan amount: $245,000 (FHA)   Interest rate: 4.125%   Monthly principal & interest: $1,187.40
Cash to close: $16,842.55
"""
    return f"""AT&T - Your Bill
Account: {r.randint(10**8, 10**9 - 1)}   Service: AT&T Fiber 500   917 Fatherland St Apt 204
Monthly charge $65.00 (autopay + paperless discount applied)   Bill date {_ud(dt)}
"""


def t_car(r, dt, kind):
    if kind == "service":
        miles = r.randint(181000, 187500)
        return f"""Import Auto Service of East Nashville - Repair Order #{r.randint(30000, 39999)}
Customer: Lucy Beaumont   Vehicle: 2011 Subaru Outback 2.5i, VIN 4S4BRBCC4B3{r.randint(100000, 999999)}
Mileage in: {miles:,}   Date: {_ud(dt)}
- Oil and filter change, 0W-20 synthetic ................ $79.95
- {r.choice(['Rear wheel bearing replacement (left)  $412.50', 'Front brake pads + rotors  $486.20', 'Valve cover gasket reseal  $389.00', 'CV axle front right  $298.00'])}
- Multi-point inspection: head gasket seeping slightly (watch), tires 5/32
Tech note: at this mileage budget for timing belt/water pump soon (~$1,100).
"""
    if kind == "ins":
        return f"""Progressive - Auto Insurance Declarations Page
Named insured: Lucy A Beaumont   Policy number: {r.randint(10**8, 10**9 - 1)}
Vehicle: 2011 Subaru Outback (VIN ending {r.randint(100000, 999999)})   Garaging: Nashville, TN 37206
Policy period: {_ud(dt)} - {_ud(dt + timedelta(days=182))}
Liability 100/300/100, uninsured motorist 100/300, comprehensive $500 ded. Collision: declined
Six-month premium: $498.00
"""
    if kind == "reg":
        return f"""Davidson County Clerk - Motor Vehicle Registration Renewal
Owner: LUCY A BEAUMONT   Plate: {r.choice('ABCDEFGH')}{r.randint(10, 99)}-{r.randint(10, 99)}{r.choice('ABCDEF')}
Vehicle: 2011 SUBA OUTBACK   Renewal fee: $29.00   Wheel tax: $75.00   Total: $104.00
Expires: {_ud(dt + timedelta(days=365))}   Renewed online {_ud(dt)}
"""
    if kind == "recall":
        return """IMPORTANT SAFETY RECALL - Subaru of America, Inc.
NHTSA Campaign 16V-xxx (re-notice)   Vehicle: 2011 Subaru Outback
Dear Subaru owner, the front passenger air bag inflator in your vehicle may rupture. Please contact
Downtown Subaru of Nashville to schedule the free repair. Parts are now available.
"""
    return f"""Discount Tire - Invoice   {_ud(dt)}
Customer: Lucy Beaumont   Vehicle: 2011 Subaru Outback
4 x Falken Wildpeak A/T Trail 225/65R17 @ $154.00 = $616.00; installation, balancing, certificates $88.00
Total $704.00
"""


# --------------------------------------------------------------------------- archives


def t_church(r, dt, kind):
    if kind == "offer":
        return """St. Aidan's Episcopal Church - 1210 Lewisburg Pike, Franklin, TN 37064

May 2, 2016

Dear Ms. Beaumont,

On behalf of the vestry I am pleased to offer you the position of Director of Music, starting
August 1, 2016. The position is three-quarter time (30 hours/week) with a salary of $38,500 and
responsibility for the 10:30 Sunday service, the adult choir, the children's choir, the organ and piano,
and music for weddings and funerals (fees paid separately per the diocesan scale).

Faithfully,
The Rev. Thomas Ashby, Rector
"""
    if kind == "service":
        sun = r.choice(["Third Sunday of Advent", "Easter Day", "Pentecost", "Proper 12", "Christmas Eve 10 pm", "Lent 2"])
        return f"""St. Aidan's - music for {sun} ({_ud(dt)})
Prelude: {r.choice(['Bach, Wachet auf BWV 645', 'Vierne, Berceuse', 'Walther, Partita on Lobe den Herren'])}
Processional: Hymn {r.randint(1, 720)}
Gloria: S 280 (Powell)
Sequence hymn: Hymn {r.randint(1, 720)}
Anthem (adult choir): {r.choice(['Rutter, For the Beauty of the Earth', 'Stanford, Beati quorum via', "Hogan, Ev'ry Time I Feel the Spirit", 'Chilcott, The Lamb'])}
Communion: Hymn {r.randint(300, 340)}; Children's choir: {r.choice(['This Little Light of Mine', 'Simple Gifts'])}
Postlude: {r.choice(['Widor, Toccata (last page)', 'Hymn-based improvisation', 'Bach, Fugue in G BWV 577'])}
Choir call: 9:15 am. Acolytes: see rota.
"""
    if kind == "roster":
        return ("St. Aidan's Adult Choir roster 2021-22\nname,part,phone,email\n" +
                "\n".join(f"{n},{p},615-555-0{r.randint(100, 199)},{n.split()[0].lower()}@example.org"
                          for n, p in [("Margaret Hale", "S"), ("Carol Jennings", "S"), ("Betsy Owens", "A"),
                                       ("Ruth Ann Pickard", "A"), ("Don Meacham", "T"), ("Phil Norris", "T"),
                                       ("George Whitley", "B"), ("Hank Sorensen", "B"), ("Lisa Tran", "S")]))
    if kind == "resign":
        return """June 20, 2022

The Rev. Thomas Ashby
St. Aidan's Episcopal Church, Franklin

Dear Tom,

After six wonderful years I am writing to resign as Director of Music, effective August 14, 2022. My
teaching studio has grown to the point where I can no longer give the choirs the Sunday and Wednesday
time they deserve, and the band is on the road more. I will help with the search and will leave the
choir library catalogued and the fall anthem list planned.

With gratitude,
Lucy Beaumont
"""
    if kind == "stub":
        return f"""St. Aidan's Episcopal Church - Earnings Statement
Employee: Lucy A Beaumont   Position: Director of Music   Pay date: {_ud(dt)}
Gross (semi-monthly): $1,604.17   Federal withholding: $118.00   Social Security: $99.46   Medicare: $23.26
Church Pension Group lay pension 9%: employer paid   Net pay: $1,363.45
Wedding fee (Harmon/Lee): $250.00
"""
    return """St. Aidan's choir library - anthem list (catalogued Aug 2022)
box,title,composer,voicing,copies
1,For the Beauty of the Earth,John Rutter,SATB,24
1,Beati quorum via,C.V. Stanford,SSATBB,18
2,Ev'ry Time I Feel the Spirit,Moses Hogan,SATB,22
2,The Lamb,Bob Chilcott,SATB,20
3,O Magnum Mysterium,Morten Lauridsen,SATB,16
3,Ave verum corpus,W.A. Mozart,SATB,30
4,If Ye Love Me,Thomas Tallis,SATB,26
"""


def t_belmont(r, dt, kind):
    if kind == "transcript":
        return """BELMONT UNIVERSITY - OFFICIAL TRANSCRIPT (issued to student)
Student: Lucy Anne Beaumont   ID: B00{0}   Program: Bachelor of Music, Piano Pedagogy / Commercial Voice minor
Degree conferred: May 8, 2010   Cumulative GPA: 3.71   Honors: cum laude
Fall 2009: MUS 4120 Piano Pedagogy II (A), MUS 3330 Form and Analysis (A-), MUS 4950 Senior Recital (P)
Spring 2010: MUS 4130 Piano Literature (A), COM 2020 Music Business (B+), MUS 3450 Jazz Keyboard (A)
""".replace("{0}", str(r.randint(100000, 999999)))
    if kind == "recital":
        return """Belmont University School of Music presents
SENIOR RECITAL - Lucy Beaumont, piano
assisted by Kaitlyn Reese, soprano
Saturday, April 10, 2010 - 5:00 pm - Harton Recital Hall

Partita No. 1 in B-flat major, BWV 825 ... J.S. Bach
Sonata in C major, Hob. XVI:50 ... Joseph Haydn
Ballade No. 3 in A-flat major, Op. 47 ... Frederic Chopin
Estampes ... Claude Debussy
Three songs with Kaitlyn Reese (arr. Beaumont)

This recital is presented in partial fulfillment of the Bachelor of Music degree in Piano Pedagogy.
"""
    if kind == "paper1":
        return """Lucy Beaumont
MUS 3330 Form and Analysis - Dr. Whitmore
November 2009

Sonata Form and Its Discontents in Haydn's Hob. XVI:50

Haydn's late C major sonata treats the exposition's second group not as a contrasting theme but as a
transformation of the opening staccato motive, a monothematic procedure typical of his London
period. This paper argues that the development's false recapitulation at m. 73 ...
"""
    if kind == "paper2":
        return """Lucy Beaumont
MUS 2210 Music History II - Prof. Carrigan
March 2008

The Parlor Piano and the American Middle Class, 1850-1900

By the 1870s a piano in the front parlor was as much a sign of respectability as a family Bible. This
essay examines sales records from Chickering and Steinway alongside etiquette manuals ...
"""
    return """Belmont University - Piano Jury Evaluation
Student: Lucy Beaumont   Semester: Spring 2008   Level: 300   Grade: A-
Repertoire: Chopin Ballade No. 3; Bach Partita No. 1 (Prelude, Allemande); Scales all major/minor 4 oct.
Comments: Beautiful tone and voicing in the Chopin, coda needs more control. Bach: articulation
inconsistent in the Allemande. Sight-reading excellent.
"""


def t_nola(r, dt, kind):
    if kind == "hotel":
        return f"""Hotel Peter and Paul - Reservation Confirmation
2317 Burgundy St, New Orleans, LA 70117
Guest: Lucy Beaumont   Confirmation: HPP{r.randint(100000, 999999)}
Arrival: Thursday, April 10, 2025   Departure: Sunday, April 13, 2025 (3 nights)
Room: Schoolhouse Queen   Rate: $229/night + taxes   Total: $782.34
French Quarter Festival weekend - parking in our lot $35/night.
"""
    if kind == "itinerary":
        return """NOLA April 2025 - plan w/ Jo and Megan
Thu 4/10: drive down (8 hrs, stop in Jackson for lunch), check in Peter & Paul, Frenchmen St at night
Fri 4/11: French Quarter Fest - Jackson Square stage, Preservation Hall 8 pm (tickets bought!)
Sat 4/12: Cafe du Monde early, Garden District walk, Tipitina's - Jon Cleveland piano night
Sun 4/13: brunch at Commander's (reservation 10:30), drive home
Budget: gas $140, hotel split 3 ways, food $300
"""
    if kind == "tickets":
        return f"""Preservation Hall - Your Tickets
Order #{r.randint(100000, 999999)}   Friday, April 11, 2025 - 8:00 PM set
726 St Peter St, New Orleans   3 x Big Shot (reserved bench) @ $55.00 = $165.00
Name on order: Lucy Beaumont. Doors open 15 minutes before the set. No photos during performance.
"""
    return """New Orleans trip April 2025 - split (Lucy paid, Venmo requests)
item,amount,paid by,split
Hotel Peter and Paul 3 nights,782.34,Lucy,3
Gas Nashville-NOLA round trip,138.60,Lucy,3
Preservation Hall tickets,165.00,Lucy,3
Commander's Palace brunch,241.80,Megan,3
Each owes Lucy: 361.98 (Jo), 361.98 (Megan) less 80.60 for brunch
"""


def t_xmas(r, dt, kind):
    if kind == "tracklist":
        return """A CANEY FORK CHRISTMAS - Caney Fork Revival (2024)
1. Blue Christmas (Hayes/Johnson) - Wade
2. Christmas in Dixie-ish (original: "Christmas on the Caney Fork") - Wade/Jo
3. O Holy Night (trad., arr. Lucy Beaumont) - Lucy solo piano + Jo
4. Pretty Paper (Willie Nelson) - Wade
5. Hard Candy Christmas (Carol Hall) - Jo
6. Silent Night (trad.) - full band waltz
7. Pedal Steel Sleigh Ride (Leroy Anderson, arr. Pruitt)
Release: November 22, 2024 via DistroKid. Mechanicals via Easy Song Licensing for 1, 4, 5, 7.
"""
    if kind == "mix":
        return """Christmas album mix notes - from Lucy (Oct 28, 2024)
Blue Christmas: steel too loud under the 2nd verse vocal. O Holy Night: piano needs more room, less
compression, let the fermata ring. Silent Night: fiddle intro clipped at 0:03. Sleigh Ride: horse
whinny at the end - yes, keep it. Overall: warmer, less bright than the Caney Fork Line single.
"""
    if kind == "invoice":
        return """Little Harpeth Studio LLC - INVOICE #LH-0871   Date: October 30, 2024
Client: Caney Fork Revival (Wade Tillman) - Christmas album
Tracking 2 days x $600 ... $1,200.00   Mixing 7 songs x $175 ... $1,225.00   Mastering (outsourced) $420.00
Total $2,845.00 - PAID IN FULL Nov 4, 2024 (band account)
"""
    if kind == "budget":
        return ("Christmas album 2024 - budget & split\nItem;Cost\nStudio tracking + mixing;2425\nMastering;420\n"
                "Mechanical licenses (4 songs x 500 units);188.40\nArtwork (Jo's cousin);150\nDistroKid;0 (band plan)\n"
                "CDs 300 copies (Disc Makers);612\nTOTAL;3795.40\nPer member (6);632.57\n"
                "Recouped by merch as of Jan 2025;2140\n")
    if kind == "license":
        return f"""Easy Song Licensing - Mechanical License
License #: ESL-{r.randint(10**6, 10**7 - 1)}   Licensee: Caney Fork Revival   Date: {_ud(dt)}
Song: {r.choice(['Pretty Paper (Willie Nelson)', 'Blue Christmas (Billy Hayes, Jay W. Johnson)'])}
Configuration: physical CD (300 units) + permanent digital downloads + interactive streams
Statutory rate: 12.40 cents per unit. Royalties paid: $37.20 plus service fee.
Album: A Caney Fork Christmas (release 11/22/2024)
"""
    if kind == "credits":
        return """A Caney Fork Christmas - credits (updated for Bandcamp re-upload)
Wade Tillman - vocals, acoustic guitar | Jo Marsh - fiddle, vocals | Lucy Beaumont - piano, B3, vocals,
arrangement on O Holy Night | Danny Ochoa - bass | Curtis Bell - drums | Sam Pruitt - pedal steel
Recorded and mixed by Marcus Greer at Little Harpeth Studio, Nashville, October 2024
Mastered by Hensley Mastering. Cover art: Daisy Marsh.
"""
    return f"""From: DistroKid <noreply@distrokid.com>
To: wade@caneyforkrevival.com
Cc: lucybeaumont.keys@gmail.com
Subject: A Caney Fork Christmas is live on Spotify!
Date: {dt:%a, %d %b %Y} 06:02:00 +0000

Yay! Your album "A Caney Fork Christmas" by Caney Fork Revival is now live on Spotify, Apple Music,
Amazon and 150+ other stores. Share your HyperFollow link: distrokid.com/hyperfollow/caneyforkrevival
"""


def t_manual(r, dt, name):
    texts = {
        "Nord Stage 3": "Nord Stage 3 User Manual OS v2.x. Organ section: B3, Vox, Farfisa, Pipe models; drawbar "
                        "settings and rotary speaker simulation. Piano section: the Nord Piano Library, string "
                        "resonance, soft release. Synth section with sample playback. Programs, Live mode, Panel A/B "
                        "split and layer setups. Connections: MIDI, USB, sustain pedal, Nord Triple Pedal.",
        "Focusrite Scarlett 4i4": "Scarlett 4i4 4th Gen User Guide. Inputs 1-2 mic/line/inst with Air mode; Auto Gain and "
                                  "Clip Safe. Loopback inputs for streaming. Focusrite Control 2 software. Connecting "
                                  "to a Mac with USB-C, setting the buffer size in Logic Pro for low latency.",
        "Yamaha U1": "Yamaha Upright Piano Owner's Manual. Care of your piano: humidity 40-60%, keep away from heaters "
                     "and windows, tune at least twice a year. Silent Piano option. Cleaning the keys and cabinet.",
        "Shure SM7B": "SM7B User Guide. Dynamic cardioid vocal microphone. Bass roll-off and presence boost switches. "
                      "Requires clean gain of 60 dB; use with an inline preamp. Windscreen A7WS for close vocals.",
        "Roland FP-30X": "FP-30X Owner's Manual. SuperNATURAL Piano sound, Bluetooth audio and MIDI, twin piano mode for "
                         "lessons, metronome, recording songs to USB flash drive, connecting to Piano Every Day app.",
        "Hammond XK-5": "Hammond XK-5 Owner's Manual (downloaded to compare organ clones). Multi-contact keyboard, "
                        "virtual tone wheels, Leslie 11-pin, drawbar registrations for gospel and jazz.",
    }
    return texts[name]


def t_recipe(r, dt, which):
    rec = {
        "hot chicken": "Nashville Hot Chicken (home version)\n4 chicken thighs, buttermilk, pickle juice, flour, "
                       "cayenne 3 tbsp, brown sugar 1 tsp, paprika, garlic powder, lard or oil for frying.\nBrine 4 hours. "
                       "Dredge twice, fry at 325F 12-14 min. Whisk cayenne and sugar into 1/2 cup hot frying oil, brush "
                       "on. Serve on white bread with pickles.",
        "biscuits": "Grandma Beaumont's buttermilk biscuits\n2 cups White Lily self-rising flour, 1/2 cup cold butter, "
                    "3/4 cup buttermilk. Cut in butter, fold dough 4 times, cut straight down, don't twist. 475F, 12 min.",
        "chess pie": "Chess pie\n1 1/2 cups sugar, 1/2 cup butter melted, 3 eggs, 1 tbsp cornmeal, 1 tbsp vinegar, "
                     "1 tsp vanilla, pinch of salt. Blind bake the crust 10 min. Bake 350F 45-50 min until just set.",
        "red beans": "Red beans and rice (from the NOLA cooking class)\n1 lb Camellia red beans soaked, andouille, "
                     "holy trinity, bay leaves, thyme, Crystal hot sauce. Simmer 3 hours, mash some beans for creaminess.",
        "banana pudding": "Banana pudding\n2/3 cup sugar, 1/3 cup flour, 3 egg yolks, 2 cups whole milk, vanilla, "
                          "Nilla wafers, 4 ripe bananas. Meringue with the whites or whipped cream. Chill overnight.",
        "pimento cheese": "Pimento cheese\n8 oz sharp cheddar grated, 4 oz cream cheese, 1/3 cup Duke's mayo, "
                          "4 oz jar pimentos drained, pinch of cayenne, grated onion. For the recital reception too.",
    }
    return rec[which]


def t_cv(r, dt):
    return f"""LUCY BEAUMONT
Pianist - Keyboardist - Vocalist - Teacher | Nashville, TN | lucybeaumont.keys@gmail.com | (615) 555-0148

PERFORMANCE
2017-present  Keys and harmony vocals, Caney Fork Revival (country/Americana), 80+ shows/year
2024          A Caney Fork Christmas (album) - piano, B3, arranger
2012-present  Session keyboardist, demos and indie records (Little Harpeth Studio, Welcome to 1979)

TEACHING
2019-present  Owner/teacher, Beaumont Music Studio LLC - 20 piano and voice students, ages 6 to 68
2016-2022     Director of Music, St. Aidan's Episcopal Church, Franklin TN

EDUCATION
2010          B.M. Piano Pedagogy, Belmont University, cum laude

AFFILIATIONS  AFM Local 257 (Nashville Musicians Association), BMI, MTNA / Nashville Area MTA
Updated {_ud(dt)}
"""


def t_afm(r, dt):
    return f"""Nashville Musicians Association - AFM Local 257
11 Music Circle North, Nashville TN 37203
Member: Lucy Beaumont   Member #: {r.randint(10000, 99999)}
Annual dues 2026: $240.00 (paid {_ud(dt)})   Work dues on reported session scale: 3%
Your 2025 reported work: 7 single-song demo sessions, 2 limited-pressing master sessions.
Pension contributions (AFM-EPF) reported: $412.18
"""


def t_bmi(r, dt, q):
    out = [f"BMI - Writer Royalty Statement - {q}", f"Writer: LUCY ANNE BEAUMONT   Account #{r.randint(10**6, 10**7 - 1)}",
           "Title;Performance source;Period;Plays;Royalty"]
    tot = 0.0
    for t in ["CANEY FORK LINE", "O HOLY NIGHT (ARR)", "RED CLAY ROAD", "LAST CALL AT THE LOW BRIDGE"]:
        amt = r.uniform(0.8, 38)
        tot += amt
        out.append(f"{t};{r.choice(['US Digital - Spotify', 'US Radio - Americana', 'US Live - venues', 'US Digital - Apple Music'])};"
                   f"{q};{r.randint(200, 40000)};{amt:.2f}")
    out.append(f"Total;;;;{tot:.2f}")
    return "\n".join(out)


def t_catalog(r, dt):
    return ("Lucy Beaumont - song catalogue (BMI registered works)\nTitle;Writers;Split;BMI Work #;Registered;Recorded by\n"
            "Caney Fork Line;Tillman/Beaumont;50/50;31842{0};2019-03-02;Caney Fork Revival\n"
            "Red Clay Road;Tillman/Marsh/Beaumont;34/33/33;33110{1};2021-06-11;Caney Fork Revival\n"
            "Last Call at the Low Bridge;Beaumont;100;34920{2};2023-01-19;Caney Fork Revival\n"
            "Porch Light;Beaumont;100;;to register;Lucy Beaumont (EP 2026)\n"
            "Gallatin Pike;Beaumont;100;;to register;Lucy Beaumont (EP 2026)\n"
            "Kind of Leaving;Beaumont/Marsh;50/50;;to register;Lucy Beaumont (EP 2026)\n").format(
                r.randint(100, 999), r.randint(100, 999), r.randint(100, 999))


def t_gear(r, dt, kind):
    if kind == "policy":
        return f"""Heritage Insurance - Musical Instrument Policy (Inland Marine)
Insured: Lucy Beaumont d/b/a Beaumont Music Studio LLC   Policy HMI-{r.randint(10**6, 10**7 - 1)}
Policy period: {_ud(dt)} - {_ud(dt + timedelta(days=365))}
Scheduled items: Nord Stage 3 88 ($4,200), Yamaha U1 upright piano ($6,500), Roland FP-30X ($700),
Focusrite Scarlett 4i4 + Shure SM7B ($650), Leslie-style rotary pedal ($450)
Coverage: all risks including theft from vehicle (locked), worldwide incl. tours abroad (30 days max)
Deductible: $250   Annual premium: $186.00
"""
    if kind == "repair":
        return f"""Nashville Keyboard Repair - Work Order {r.randint(500, 999)}
Customer: Lucy Beaumont   Instrument: Nord Stage 3 88 (serial {r.randint(10**5, 10**6 - 1)})
Complaint: keys E4 and F#5 double-triggering, loud velocity spikes
Work: replaced 2 key contact strips, cleaned keybed, updated OS to v2.62
Parts $64.00  Labor $120.00  Total $184.00 - paid card
"""
    if kind == "tuning":
        return f"""Greer Piano Service - Hal Greer, RPT
Invoice date: {_ud(dt)}   Customer: Lucy Beaumont, 917 Fatherland St #204
Yamaha U1 (1987, serial {r.randint(2000000, 3000000)}) - fine tuning at A440 ............ $140.00
Notes: humidity 38% - recommend a Dampp-Chaser system ($495 installed). Hammers getting grooved, voice
next year. Pitch stable.
"""
    return ("Gear inventory (for Heritage policy)\nItem;Serial;Bought;Price;Where\n"
            "Nord Stage 3 88;NS3-{0};2019-11-02;4199;Sweetwater\nYamaha U1 upright (1987);{1};2019-07-20;5400;private sale\n"
            "Roland FP-30X;Z3{2};2022-03-11;699;Guitar Center\nFocusrite Scarlett 4i4 4th gen;S4G{3};2024-01-05;249;Sweetwater\n"
            "Shure SM7B;{4};2021-09-30;399;Sweetwater\nUltimate Support Apex stand;-;2018-05-01;180;Fork's Drum Closet\n").format(
                r.randint(10**5, 10**6), r.randint(10**6, 10**7), r.randint(10**5, 10**6), r.randint(10**5, 10**6), r.randint(10**5, 10**6))


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
        if ext == "wav":
            return _wav(r)
        if ext == "doc":  # Word 97-2003: OLE container with the text stored 8-bit in the WordDocument stream
            return (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 504 + b"\xec\xa5\xc1\x00" + b"\x00" * 508
                    + _latin1(content).encode("latin-1") + b"\x00" * 256)
        if ext in ("aif", "aiff"):
            return _aiff(r)
        if ext == "mid":
            return _midi(r)
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

    def at(age: float):
        return (NOW - timedelta(days=age)).replace(tzinfo=None)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    T = "Teaching"

    # ------------------------------------------------------------ Documents/Studio (Areas Teaching)
    d = "Documents/Studio"
    for mi, month_age in enumerate((151, 120, 92, 61, 31)):
        for s in r.sample(STUDENTS, 2 if mi < 4 else 3):
            extra = ("Spring recital fee (June 14)", 25.0) if mi == 4 else None
            inv = f"INV-2026-{mi * 20 + STUDENTS.index(s) + 1:03d}"
            add(f"{d}/Invoices/2026/{inv}_{s[1]}.pdf", A, T, month_age,
                lambda r, dt, inv=inv, s=s, extra=extra: t_invoice(r, dt, inv, s, extra))
    for i, s in enumerate(r.sample(STUDENTS, 2)):
        inv = f"INV-2025-{150 + i * 37}"
        add(f"{d}/Invoices/2025/{inv} {s[0]} {s[1]}.pdf", A, T, 200 + i * 90,
            lambda r, dt, inv=inv, s=s: t_invoice(r, dt, inv, s))
    add(f"{d}/Studio Policies 2026.docx", A, T, 160, lambda r, dt: t_policies(r, dt, 2026))
    add(f"{d}/Studio Policies 2025.docx", A, T, 520, lambda r, dt: t_policies(r, dt, 2025))
    add(f"{d}/Studio Policies 2026.pdf", A, T, 158, lambda r, dt: t_policies(r, dt, 2026))
    add(f"{d}/Schedules/Lesson schedule Spring 2026.xlsx", A, T, 140,
        lambda r, dt: t_schedule_xlsx(r, dt, "Spring 2026 (Jan 6 - June 12)", STUDENTS))
    add(f"{d}/Schedules/Summer 2026 schedule DRAFT.xlsx", A, T, 6,
        lambda r, dt: t_schedule_xlsx(r, dt, "Summer 2026 (June 15 - Aug 8) - DRAFT", r.sample(STUDENTS, 12)))
    add(f"{d}/Schedules/Fall 2025 schedule.xlsx", A, T, 290,
        lambda r, dt: t_schedule_xlsx(r, dt, "Fall 2025 (Aug 18 - Dec 19)", STUDENTS[:18]))
    add(f"{d}/Students/student roster.csv", A, T, 40, t_roster)
    for s in (STUDENTS[0], STUDENTS[4], STUDENTS[10], STUDENTS[14]):
        add(f"{d}/Students/progress notes/{s[0]} {s[1]}.md", A, T, r.randint(2, 30),
            lambda r, dt, s=s: t_progress(r, dt, s))
    add(f"{d}/Students/emails/Re_ makeup lesson Friday.eml", A, T, 44,
        lambda r, dt: t_student_mail(r, dt, STUDENTS[3], "makeup"))
    add(f"{d}/Students/emails/Summer break.eml", A, T, 12,
        lambda r, dt: t_student_mail(r, dt, STUDENTS[6], "quit"))
    add(f"{d}/Payments 2026.csv", A, T, 3, lambda r, dt: t_payments_csv(r, dt, [1, 2, 3, 4, 5]))
    add(f"{d}/Mileage log 2026.csv", A, T, 9, t_mileage)
    add(f"{d}/Taxes/2026 Q1 estimate worksheet.xlsx", A, T, 48,
        lambda r, dt: "\n".join(ln.replace(": ", ";", 1) for ln in t_quarterly(r, dt, "Q1").splitlines()))
    add(f"{d}/Taxes/2026 Q1 IRS Direct Pay confirmation.pdf", A, T, 47, lambda r, dt: f"""IRS Direct Pay - Payment Confirmation
Confirmation number: {r.randint(10**13, 10**14 - 1)}
Reason for payment: Estimated Tax   Apply payment to: 1040ES   Tax period: 2026
Taxpayer: LUCY A BEAUMONT   Payment amount: $2,180.00   Payment date: {_ud(dt)}
Bank account: checking ending 0931 (Beaumont Music Studio LLC operating account)
""")
    add(f"{d}/Taxes/Schedule C 2025 workpapers.xlsx", A, T, 75, lambda r, dt: (
        "Schedule C 2025 - Beaumont Music Studio LLC (sent to Dana Whitfield)\nLine;Description;Amount\n"
        "1;Gross receipts (tuition, recital fees);61,840.00\n8;Advertising (website, Instagram);312.00\n"
        "9;Car and truck (2,184 business miles);1,463.28\n15;Insurance (liability + instrument share);486.00\n"
        "18;Office expense;221.45\n21;Repairs (piano tuning x3);420.00\n22;Supplies (sheet music, books);1,185.60\n"
        "23;Licenses (Davidson Co. business tax, TN annual report);402.00\n27a;Software (MyMusicStaff, Zoom);504.00\n"
        "30;Home office (simplified, 200 sq ft);1,000.00\n31;Net profit;55,645.67\n"))
    add(f"{d}/Taxes/TN annual report 2026 receipt.pdf", A, T, 63, lambda r, dt: f"""Tennessee Secretary of State - Division of Business Services
Annual Report Filing Receipt
Entity: BEAUMONT MUSIC STUDIO LLC   Control #: 00{r.randint(10**6, 10**7 - 1)}   Type: Limited Liability Company
Fiscal year close: December 2025   Members: 1   Filed: {_ud(dt)}   Fee: $300.00
Principal office: 917 Fatherland St Unit 204, Nashville TN 37206
""")
    add(f"{d}/Business/Articles of Organization 2019.pdf", A, T, 2530, lambda r, dt: """STATE OF TENNESSEE
ARTICLES OF ORGANIZATION (LIMITED LIABILITY COMPANY)
1. Name: Beaumont Music Studio LLC
2. Registered agent: Lucy A. Beaumont, 917 Fatherland St Unit 204, Nashville, Davidson County, TN 37206
3. Fiscal year close month: December   4. Member-managed   5. Number of members: 1
6. Purpose: private instruction in piano and voice and related music services
Filed: August 12, 2019 - Tre Hargett, Secretary of State
""")
    add(f"{d}/Business/EIN confirmation CP575.pdf", A, T, 2525, lambda r, dt: """Department of the Treasury - Internal Revenue Service
Date of this notice: 08-19-2019   Employer Identification Number: 84-2291736
Form: SS-4   BEAUMONT MUSIC STUDIO LLC, LUCY A BEAUMONT SOLE MBR
WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER. Thank you for applying for an EIN. Keep this notice
in your permanent records. As a single-member LLC you are treated as a disregarded entity; report
income on Schedule C of Form 1040.
""")
    add(f"{d}/Business/Davidson County business license 2026.pdf", A, T, 150, lambda r, dt: f"""Davidson County Clerk - Business Tax License (Minimal Activity)
Business: BEAUMONT MUSIC STUDIO LLC   Classification 3 - services: music instruction
Location: 917 FATHERLAND ST 204, NASHVILLE TN 37206   License #: {r.randint(10**6, 10**7 - 1)}
Period: 2026   Fee: $22.00 (county) + $22.00 (city)   Display at place of business.
""")
    add(f"{d}/Business/liability policy 2026.pdf", A, T, 135, lambda r, dt: f"""Hiscox - Professional and General Liability Certificate
Named insured: Beaumont Music Studio LLC   Policy: P100.{r.randint(10**6, 10**7 - 1)}
Business: music teacher (in-home studio)   Period: Jan 15, 2026 - Jan 15, 2027
General liability: $1,000,000 per occurrence / $2,000,000 aggregate   Premium: $300.00/year
""")
    add(f"{d}/~$udio Policies 2026.docx", L, "System", 0.5, b"\x0bLucy Beaumont" + b"\x00" * 40)

    # code project: lesson invoicer (Areas Teaching)
    c = "Code/lesson-invoicer"
    add(f"{c}/pyproject.toml", A, T, 300, """[project]
name = "lesson-invoicer"
version = "0.3.0"
description = "Monthly lesson invoices for Beaumont Music Studio LLC from the lesson schedule"
requires-python = ">=3.11"
dependencies = ["reportlab>=4.0", "python-dateutil"]

[project.scripts]
invoicer = "invoicer.cli:main"
""")
    add(f"{c}/README.md", A, T, 300, """# lesson-invoicer

Makes the monthly PDF invoices for my studio students. Reads `rates.json` and the schedule
export from MyMusicStaff (CSV), counts the lessons per student for the month (skipping studio holidays),
adds recital fees, and writes `out/INV-YYYY-NNN_<Lastname>.pdf`.

    invoicer --month 2026-06 --schedule schedule.csv

TODO: Venmo QR code on the invoice, late fee after the 15th.
""")
    add(f"{c}/rates.json", A, T, 160, """{
  "studio": "Beaumont Music Studio LLC",
  "rates": {"30": 40.0, "45": 55.0, "60": 70.0},
  "recital_fee": 25.0,
  "late_fee": 15.0,
  "holidays": ["2026-03-16", "2026-03-17", "2026-03-18", "2026-05-25", "2026-07-03"]
}
""")
    add(f"{c}/invoicer/__init__.py", A, T, 300, '__version__ = "0.3.0"\n')
    add(f"{c}/invoicer/cli.py", A, T, 33, '''"""Command line entry point: build one month's lesson invoices."""
import argparse
import csv
import json
from datetime import date
from pathlib import Path

from .pdf import write_invoice


def lessons_in_month(weekday: str, month: date, holidays: set[str]) -> list[date]:
    days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    out, d = [], month
    while d.month == month.month:
        if d.weekday() == days.index(weekday) and d.isoformat() not in holidays:
            out.append(d)
        d = d.fromordinal(d.toordinal() + 1)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--month", required=True)
    ap.add_argument("--schedule", type=Path, required=True)
    a = ap.parse_args()
    cfg = json.loads(Path("rates.json").read_text())
    y, m = map(int, a.month.split("-"))
    for n, row in enumerate(csv.DictReader(a.schedule.open()), start=1):
        dates = lessons_in_month(row["day"], date(y, m, 1), set(cfg["holidays"]))
        amount = len(dates) * cfg["rates"][row["minutes"]]
        write_invoice(f"INV-{y}-{n:03d}", row, dates, amount)
''')
    add(f"{c}/invoicer/pdf.py", A, T, 33, '''from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

HEADER = "Beaumont Music Studio LLC - 917 Fatherland St, Unit 204, Nashville, TN 37206"


def write_invoice(number, row, dates, amount):
    c = canvas.Canvas(f"out/{number}_{row['last']}.pdf", pagesize=letter)
    c.drawString(50, 750, HEADER)
    c.drawString(50, 720, f"INVOICE {number}")
    c.drawString(50, 700, f"Bill to: {row['parent'] or row['first'] + ' ' + row['last']}")
    c.drawString(50, 680, f"{len(dates)} lessons x ${amount / max(len(dates), 1):.2f} = ${amount:.2f}")
    c.save()
''')
    dot(f"{c}/.gitignore", b"out/\n__pycache__/\n.venv/\n", 300)

    # ------------------------------------------------------------ Spring recital 2026 (Projects Teaching)
    d = "Documents/Studio/Recitals/Spring Recital 2026"
    add(f"{d}/program draft v1.docx", P, T, 41, lambda r, dt: t_program(r, dt, 1))
    add(f"{d}/program v3 final.docx", P, T, 4, lambda r, dt: t_program(r, dt, 3))
    add(f"{d}/program v3 final.pdf", P, T, 4, lambda r, dt: t_program(r, dt, 3))
    add(f"{d}/participants.xlsx", P, T, 15, lambda r, dt: "Student;Piece;Length;Memorized;Fee paid\n" + "\n".join(
        f"{s[0]} {s[1]};{p};{r.randint(1, 4)}:{r.randint(0, 59):02d};{r.choice(['yes', 'no', 'almost'])};"
        f"{r.choice(['yes', 'yes', 'no'])}" for s, p in RECITAL_ORDER[:19]))
    add(f"{d}/dress rehearsal schedule.docx", P, T, 8, t_rehearsal)
    add(f"{d}/letter to families.docx", P, T, 26, t_recital_parent_letter)
    add(f"{d}/Re_ Sanctuary booking June 13-14.eml", P, T, 70, t_venue_mail)
    add(f"{d}/Tuning confirmed - Sat June 13.eml", P, T, 18, t_tuner_mail)
    add(f"{d}/recital budget.xlsx", P, T, 5, t_recital_budget)
    add(f"{d}/reception signup.csv", P, T, 2, t_signup_csv)
    add(f"{d}/flyer spring recital.png", P, T, 24, "")
    add(f"{d}/certificate template.docx", P, T, 20, """Certificate of Performance
This certifies that ______________________ performed in the
Beaumont Music Studio Spring Recital
June 14, 2026 - Shelby Avenue Community Church
Lucy Beaumont, teacher""")
    add(f"{d}/photo release form.pdf", P, T, 26, """Beaumont Music Studio - Photo & Video Release
I give permission for photos/video of my child taken at the Spring Recital (June 14, 2026) to be used
on the studio's website and Instagram (@beaumontmusicstudio). First names only, no tagging.
Student name: ____________  Parent/guardian signature: ____________  Date: ______""")
    add(f"{d}/to do.md", P, T, 1, """# recital to do
- [x] book church (Ellen) - done, $150 donation
- [x] Hal tuning Sat 8:30
- [ ] print programs at FedEx Thursday (60)
- [ ] gold seals for certificates
- [ ] Owen's piece - switch to Russian Sailor Dance?
- [ ] ask Cass to take photos
- [ ] flowers, lemonade, ice
- [ ] chase recital fees: Castellanos, Ellery
""")
    add(f"{d}/Recital fee reminder.eml", P, T, 3, lambda r, dt: f"""From: Lucy Beaumont <lucy@beaumontmusicstudio.com>
To: Marisol Castellanos <marisol.castellanos@gmail.com>, Paul Ellery <paul.ellery@gmail.com>
Subject: Spring recital fee + rehearsal slot
Date: {dt:%a, %d %b %Y} 20:11:00 -0500

Hi both! Just a friendly reminder that the $25 recital fee is on the June invoice. Ruby's dress rehearsal
slot is 10:40 and Jonah's is 12:10 on Saturday June 13 at Shelby Avenue Community Church. See you there!
Lucy
""")

    # ------------------------------------------------------------ past recitals (Archive Teaching)
    d = "Documents/Studio/Recitals/Spring Recital 2025"
    add(f"{d}/program.pdf", X, T, 355, lambda r, dt: t_program(r, dt, 3).replace("June 14, 2026", "June 8, 2025")
        .replace("Sunday, June 14", "Sunday, June 8").replace("2026", "2025"))
    add(f"{d}/participants 2025.xlsx", X, T, 360, lambda r, dt: "Student;Piece\n" + "\n".join(
        f"{s[0]} {s[1]};{p}" for s, p in RECITAL_ORDER[2:17]))
    add(f"{d}/thank you email.eml", X, T, 352, lambda r, dt: f"""From: Lucy Beaumont <lucy@beaumontmusicstudio.com>
To: studio-families@beaumontmusicstudio.com
Subject: Thank you for a wonderful spring recital!
Date: {dt:%a, %d %b %Y} 21:30:00 -0500

Dear families, what a recital! 17 performers, one brave first-timer (Sadie!), and not a single cookie
left. Photos are in the shared album. Summer lessons start June 16. Thank you for sharing your kids with me.
Lucy
""")
    d = "Documents/Studio/Recitals/Holiday Recital 2025"
    add(f"{d}/holiday program.docx", X, T, 175, """Beaumont Music Studio - Holiday Recital
Sunday, December 14, 2025 - 3:00 pm - Shelby Avenue Community Church
Jingle Bells (Faber) - Sadie Morrow
Carol of the Bells (easy) - Theo Pham
O Holy Night - Nora Okonkwo, voice
Linus and Lucy - Isaac Fontenot
Have Yourself a Merry Little Christmas - Grace Sutton, voice
Sleigh Ride duet - Lila Bradshaw and Lucy Beaumont
Hot cocoa bar to follow!""")
    add(f"{d}/holiday recital budget.xlsx", X, T, 160, "Item;Cost\nChurch donation;150\nTuning;140\nHot cocoa bar;62.18\n"
        "Programs;31.40\nCandy canes;9.99\nFees received (16 x $25);-400\n")
    for i in range(3):
        photo(f"Pictures/Recital Dec 2025/IMG_{5120 + i * 3}.JPG", X, T, 169 - i * 0.01)
    for i in range(2):
        photo(f"Pictures/Spring Recital 2025/DSC0{2210 + i * 7}.jpg", X, T, 358)

    # ------------------------------------------------------------ Band (Areas)
    d = "Documents/Band"
    B = "Band"
    add(f"{d}/Gigs/CFR gigs 2026.ics", A, B, 5, t_ics)
    add(f"{d}/Gigs/gig calendar 2026.xlsx", A, B, 9, lambda r, dt: "Date;Venue;City;Load-in;Pay;Status\n" + "\n".join(
        f"2026-{m:02d}-{dd:02d};{v[0]};{v[1]};6:30 pm;{r.choice([600, 750, 800, 1000, 1200])};"
        f"{'played' if m < 6 else 'confirmed'}" for (m, dd), v in zip(
            [(1, 17), (2, 7), (2, 21), (3, 14), (4, 4), (4, 18), (5, 2), (5, 16), (5, 30), (6, 6), (6, 20), (7, 3)],
            VENUES * 2)))
    for i, (v, city) in enumerate(VENUES[:4]):
        age = [250, 95, 40, 12][i]
        add(f"{d}/Contracts/{v.replace(chr(39), '')} contract {at(age):%Y-%m}.pdf", A, B, age,
            lambda r, dt, v=v, city=city: t_contract(r, dt, v, city))
    add(f"{d}/Payouts/payouts 2026.xlsx", A, B, 2, lambda r, dt: t_payout_rows(r, dt, 11))
    add(f"{d}/Payouts/payouts 2025.xlsx", A, B, 150, lambda r, dt: t_payout_rows(r, dt, 14))
    add(f"{d}/Payouts/kitty May 2026.csv", A, B, 1, """date,item,in,out,balance
2026-05-02,Fatted Calf - 10% to kitty,90.00,,1412.50
2026-05-09,Strings + drum heads (Fork's),,86.40,1326.10
2026-05-16,Cumberland Tap - 10% to kitty,75.00,,1401.10
2026-05-23,Sam's volume pedal (Low Bridge),,60.00,1341.10
2026-05-30,Gallatin Pike Social - 10% to kitty,100.00,,1441.10
""")
    for i, (v, age) in enumerate([("Fatted Calf", 4), ("Cumberland Tap", 18), ("Rosemarys", 33),
                                  ("Dry Creek", 88)]):
        ext = "txt" if i % 2 == 0 else "docx"
        add(f"{d}/Setlists/setlist {v} {at(age):%m-%d}.{ext}", A, B, age, lambda r, dt, v=v: t_setlist(r, dt, v))
    add(f"{d}/stage plot + input list.pdf", A, B, 50, t_stage_plot)
    add(f"{d}/emails/new arrangement Long Way to Lebanon.eml", A, B, 27, lambda r, dt: t_band_mail(r, dt, "jo"))
    add(f"{d}/emails/June July dates + payouts.eml", A, B, 6, lambda r, dt: t_band_mail(r, dt, "wade"))
    add(f"{d}/band contacts.vcf", A, B, 400, "".join(
        f"BEGIN:VCARD\nVERSION:3.0\nFN:{m}\nORG:{BAND}\nTITLE:{role}\nTEL:+1615555{r.randint(1000, 1999)}\nEND:VCARD\n"
        for m, role in MEMBERS))
    add(f"{d}/1099-NEC 2025 Caney Fork Revival.pdf", A, B, 120, lambda r, dt: f"""Form 1099-NEC (2025) Nonemployee Compensation
PAYER: CANEY FORK REVIVAL GP, c/o Wade Tillman, 2218 Eastland Ave, Nashville TN 37206, TIN 88-{r.randint(10**6, 10**7 - 1)}
RECIPIENT: LUCY A BEAUMONT, 917 Fatherland St Unit 204, Nashville TN 37206
Box 1 Nonemployee compensation: $11,482.35   Box 4 Federal income tax withheld: $0.00
""")
    # Band chord charts (Resources Band)
    for i, song in enumerate(["Caney Fork Line", "Long Way to Lebanon", "Red Clay Road",
                              "Last Call at the Low Bridge", "Gone Like the Cotton"]):
        add(f"{d}/Charts/{song}.pdf", R, B, 200 + i * 70, lambda r, dt, song=song: t_chart(r, dt, song))
    add(f"{d}/Charts/Long Way to Lebanon (in E, new).pdf", R, B, 25,
        lambda r, dt: t_chart(r, dt, "Long Way to Lebanon").replace("Key: ", "Key: E (was ") + ")")
    add(f"{d}/Charts/covers/Tennessee Whiskey.txt", R, B, 800, lambda r, dt: t_chart(r, dt, "Tennessee Whiskey (cover)"))
    add(f"{d}/Charts/covers/Mama Tried.txt", R, B, 820, lambda r, dt: t_chart(r, dt, "Mama Tried (cover)"))
    add(f"{d}/Charts/covers/Amarillo by Morning.txt", R, B, 640, lambda r, dt: t_chart(r, dt, "Amarillo by Morning (cover)"))

    # ------------------------------------------------------------ Europe tour (Projects Travel)
    d = "Documents/Band/Europe Tour 2026"
    TR = "Travel"
    add(f"{d}/venue list.xlsx", P, TR, 7, t_tour_venues)
    add(f"{d}/tour budget v4.xlsx", P, TR, 10, t_tour_budget)
    add(f"{d}/tour budget v2.xlsx", P, TR, 62, t_tour_budget)
    add(f"{d}/itinerary draft.docx", P, TR, 14, lambda r, dt: "Caney Fork Revival - Europe September 2026 - itinerary (draft)\n"
        "Sep 2 fly BNA-ATL-AMS (Delta), arrive Sep 3 8:25 am, pick up van + backline\n" + "\n".join(
            f"{d_} {c} ({cc}) - {v}" for d_, c, cc, v in TOUR) +
        "\nSep 13-14 drive Hamburg - Hook of Holland, night ferry to Harwich\nSep 17 Holyhead - Dublin ferry\n"
        "Sep 20 day off Galway, Sep 21 fly DUB-ORD-BNA (Aer Lingus/American)")
    add(f"{d}/Delta eTicket receipt.pdf", P, TR, 38, t_flight)
    add(f"{d}/hotels/Booking confirmation Utrecht.eml", P, TR, 30,
        lambda r, dt: t_hotel_mail(r, dt, "Utrecht", "Hotel Mitland"))
    add("Documents/misc/message.eml", P, TR, 29,
        lambda r, dt: t_hotel_mail(r, dt, "Hamburg", "Hotel Pension Schwanenwik"), True)
    add(f"{d}/Backline Benelux quote.pdf", P, TR, 35, t_backline)
    add(f"{d}/contract Americana Booking NL.pdf", P, TR, 45, t_promoter_contract)
    add(f"{d}/Allianz travel insurance.pdf", P, TR, 20, t_insurance)
    add(f"{d}/packing list.md", P, TR, 3, t_packing)
    add(f"{d}/passport renewal DS-82 receipt.pdf", P, TR, 110, lambda r, dt: f"""U.S. Department of State - Passport Renewal Status
Applicant: LUCY ANNE BEAUMONT   Application locator: {r.randint(10**8, 10**9 - 1)}
Form DS-82 (renewal by mail) received {_ud(dt)}   Service: routine   Fee paid: $130.00
Status: Approved - passport book mailed {_ud(dt + timedelta(days=38))}. Expires 2036.
""")
    add("Downloads/confirmation.pdf", P, TR, 16, lambda r, dt: f"""Sixt rent a car - Reservation {r.randint(10**9, 10**10 - 1)}
Pick-up: Amsterdam Schiphol Airport, Thu 03 Sep 2026 10:00   Return: Dublin Airport, Sun 20 Sep 2026 18:00
Vehicle: Mercedes-Benz Sprinter 9-seater or similar (manual)   Driver: Lucy Beaumont (+ Wade Tillman)
One-way international fee: EUR 650.00   Rate 17 days: EUR 2,874.00   Ferry crossing permitted (UK, IE)
""", True)
    add(f"{d}/ferry Hook of Holland - Harwich.pdf", P, TR, 11, lambda r, dt: f"""Stena Line - Booking confirmation {r.randint(10**7, 10**8 - 1)}
Hook of Holland -> Harwich, Sunday 13 September 2026, departs 22:00, arrives 06:30
Vehicle: minibus/van up to 6m; 6 passengers; 3 x two-berth inside cabins
Total: EUR 612.00
""")

    # ------------------------------------------------------------ Christmas album 2024 (Archive Band)
    d = "Documents/Band/Christmas Album 2024"
    add(f"{d}/tracklist.docx", X, B, 600, lambda r, dt: t_xmas(r, dt, "tracklist"))
    add(f"{d}/mix notes from Lucy.txt", X, B, 581, lambda r, dt: t_xmas(r, dt, "mix"))
    add(f"{d}/Little Harpeth invoice LH-0871.pdf", X, B, 579, lambda r, dt: t_xmas(r, dt, "invoice"))
    add(f"{d}/album budget + split.xlsx", X, B, 500, lambda r, dt: t_xmas(r, dt, "budget"))
    add(f"{d}/license Pretty Paper.pdf", X, B, 595, lambda r, dt: t_xmas(r, dt, "license"))
    add(f"{d}/credits.docx", X, B, 17, lambda r, dt: t_xmas(r, dt, "credits"))
    add(f"{d}/live on Spotify.eml", X, B, 556, lambda r, dt: t_xmas(r, dt, "distrokid"))
    add(f"{d}/cover final.png", X, B, 585, "")
    for i in range(2):
        photo(f"{d}/studio photos/IMG_{2231 + i * 4}.HEIC", X, B, 600 - i)
    m = "Music/Logic/Christmas Album 2024"
    for s in ("O Holy Night (piano arr)", "Silent Night waltz"):
        add(f"{m}/Bounces/{s} - final master.wav", X, B, 560, "")
    add(f"{m}/O Holy Night piano arrangement.mid", X, B, 620, "")

    # ------------------------------------------------------------ EP Porch Light (Projects Music)
    d = "Documents/Porch Light EP"
    MU = "Music"
    add(f"{d}/Lyrics/Porch Light v1.txt", P, MU, 1010, lambda r, dt: t_lyrics(r, dt, "Porch Light", 1))
    add(f"{d}/Lyrics/Porch Light v3 FINAL.docx", P, MU, 95, lambda r, dt: t_lyrics(r, dt, "Porch Light", 3))
    add(f"{d}/Lyrics/Gallatin Pike.docx", P, MU, 140, lambda r, dt: t_lyrics(r, dt, "Gallatin Pike", 3))
    add(f"{d}/Lyrics/Secondhand Piano (old 2023 draft).txt", P, MU, 890, lambda r, dt: t_lyrics(r, dt, "Secondhand Piano", 1))
    add(f"{d}/Lyrics/Secondhand Piano.docx", P, MU, 100, lambda r, dt: t_lyrics(r, dt, "Secondhand Piano", 3))
    add(f"{d}/Lyrics/Cumberland in the Rain draft 2.docx", P, MU, 160, lambda r, dt: t_lyrics(r, dt, "Cumberland in the Rain", 2))
    add(f"{d}/Lyrics/Kind of Leaving (w Jo).docx", P, MU, 190, lambda r, dt: t_lyrics(r, dt, "Kind of Leaving", 2))
    add(f"{d}/Studio/Re_ EP tracking dates - March.eml", P, MU, 120, t_studio_booking)
    add(f"{d}/Studio/Little Harpeth deposit invoice.pdf", P, MU, 118, lambda r, dt: t_studio_invoice(r, dt, True))
    add(f"{d}/Studio/Little Harpeth balance invoice.pdf", P, MU, 68, lambda r, dt: t_studio_invoice(r, dt, False))
    add(f"{d}/Studio/session notes.md", P, MU, 68, t_session_notes)
    add(f"{d}/Studio/charts for session/Gallatin Pike chart.pdf", P, MU, 85, lambda r, dt: t_chart(r, dt, "Gallatin Pike").replace(
        "Caney Fork Revival - ", "Lucy Beaumont EP - "))
    add(f"{d}/Studio/charts for session/Kind of Leaving chart.pdf", P, MU, 85, lambda r, dt: t_chart(r, dt, "Kind of Leaving").replace(
        "Caney Fork Revival - ", "Lucy Beaumont EP - "))
    add("Desktop/notes 2.txt", P, MU, 45, lambda r, dt: t_mix_notes(r, dt, 1), True)
    add(f"{d}/Mixing/mix notes round 2.docx", P, MU, 21, lambda r, dt: t_mix_notes(r, dt, 2))
    add(f"{d}/Mixing/Hensley mastering quote.pdf", P, MU, 14, t_mastering_quote)
    add("Downloads/agreement.pdf", P, MU, 60, t_designer_contract, True)
    add(f"{d}/Artwork/cover concept A.png", P, MU, 30, "")
    add(f"{d}/Artwork/cover concept B.png", P, MU, 30, "")
    add(f"{d}/Artwork/porch light cover v2.jpg", P, MU, 5, "")
    add(f"{d}/Release/release plan.docx", P, MU, 2, t_release_plan)
    add(f"{d}/Release/EP budget.xlsx", P, MU, 4, t_ep_budget)
    add(f"{d}/Release/split sheet Kind of Leaving.pdf", P, MU, 150, t_split_sheet)
    add(f"{d}/Release/ISRC codes.csv", P, MU, 25, t_isrc)
    add(f"{d}/Release/DistroKid checklist.md", P, MU, 1, t_distrokid_checklist)
    add(f"{d}/Release/press release draft.docx", P, MU, 9, t_press_release)
    add(f"{d}/Release/Spotify pitch Gallatin Pike.txt", P, MU, 6, t_pitch)
    for i in range(3):
        photo(f"Pictures/EP cover shoot/CassMendel_PL_{i + 1:03d}.jpg", P, MU, 52)
    m = "Music/Logic/Porch Light EP"
    for s in EP_SONGS:
        add(f"{m}/{s}/Bounces/{s} - mix v{r.randint(2, 4)}.wav", P, MU, r.uniform(8, 20), "")
    add(f"{m}/Porch Light/Audio Files/Lead Vox_comp.wav", P, MU, 66, "")
    add(f"{m}/Gallatin Pike/Audio Files/Upright Bass#03.wav", P, MU, 81, "")
    for i, s in enumerate(EP_SONGS[:3]):
        add(f"Music/Demos/{s} demo.mp3", P, MU, 200 + i * 40,
            lambda r, dt, s=s: _id3(r, f"{s} (demo)", "Lucy Beaumont", "Porch Light demos"))
    add("Music/Demos/reference - Brandi Carlile The Joke.mp3", P, MU, 130,
        lambda r, dt: _id3(r, "The Joke", "Brandi Carlile", "By the Way, I Forgive You"))
    add("Music/GarageBand/Kind of Leaving idea.band/Media/Audio Files/voice memo 14 Nov.aif", P, MU, 198, "")
    c = "Code/porchlight-site"
    add(f"{c}/package.json", P, MU, 12, """{
  "name": "porchlight-site",
  "version": "0.1.0",
  "private": true,
  "description": "Pre-save landing page for Lucy Beaumont's EP Porch Light (Aug 14, 2026)",
  "scripts": {"dev": "vite", "build": "vite build", "deploy": "netlify deploy --prod --dir dist"},
  "devDependencies": {"vite": "^5.4.0"}
}
""")
    add(f"{c}/index.html", P, MU, 5, """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lucy Beaumont - Porch Light EP - August 14</title>
<link rel="stylesheet" href="style.css"></head>
<body><main><img src="cover.jpg" alt="Porch Light cover">
<h1>Porch Light</h1><p>The debut EP from Lucy Beaumont. Out August 14, 2026. First single "Gallatin Pike" July 10.</p>
<a id="presave" href="#">Pre-save on Spotify</a> <a href="#">Pre-add on Apple Music</a>
<p>Release show: The 5 Spot, East Nashville (date TBA)</p></main>
<script type="module" src="src/presave.js"></script></body></html>
""")
    add(f"{c}/style.css", P, MU, 5, "body{background:#1d1a16;color:#f4e9d4;font-family:Georgia,serif}\n"
        "main{max-width:640px;margin:4rem auto;text-align:center}\nimg{width:100%;border-radius:4px}\n"
        "#presave{background:#e8a33d;color:#1d1a16;padding:.8rem 1.4rem;border-radius:2rem}\n")
    add(f"{c}/src/presave.js", P, MU, 5, """// HyperFollow link from DistroKid, swap in once the upload is approved
const HYPERFOLLOW = "https://distrokid.com/hyperfollow/lucybeaumont/porch-light";
document.getElementById("presave").href = HYPERFOLLOW;
const release = new Date("2026-08-14T00:00:00-05:00");
const days = Math.ceil((release - new Date()) / 86400000);
if (days > 0) document.querySelector("p").append(` ${days} days to go.`);
""")
    add(f"{c}/README.md", P, MU, 12, "# porchlight-site\n\nLanding page for the Porch Light EP pre-save. "
        "`npm run dev`, deploy to Netlify (porchlightep.com). Cover art from Priya, final v2.\n")
    dot(f"{c}/.gitignore", b"node_modules/\ndist/\n", 12)

    # ------------------------------------------------------------ Music areas (BMI, catalogue)
    d = "Documents/Music business"
    add("Downloads/statement (1).pdf", A, MU, 180, lambda r, dt: t_bmi(r, dt, "2025 Q1 (paid Dec 2025)"), True)
    add(f"{d}/BMI statement Q4 2025.pdf", A, MU, 60, lambda r, dt: t_bmi(r, dt, "2025 Q2 (paid Mar 2026)"))
    add(f"{d}/song catalogue.xlsx", A, MU, 22, t_catalog)
    add(f"{d}/DistroKid earnings 2025.csv", A, MU, 140, "reporting_month,store,artist,title,isrc,quantity,earnings_usd\n" + "\n".join(
        f"2025-{mm:02d},{st},Lucy Beaumont,Hallelujah (live at the 5 Spot),QZHN42400011,{q},{q * 0.0031:.4f}"
        for mm, st, q in [(3, "Spotify", 2210), (4, "Spotify", 1840), (5, "Apple Music", 612), (6, "Spotify", 1420),
                          (7, "YouTube Music", 380), (8, "Spotify", 1170)]))

    # ------------------------------------------------------------ Career (Areas) + church (Archive)
    d = "Documents/Career"
    CA = "Career"
    add(f"{d}/Lucy Beaumont CV 2026.docx", A, CA, 70, t_cv)
    add(f"{d}/Lucy Beaumont CV 2026.pdf", A, CA, 70, t_cv)
    add(f"{d}/bio short + long.txt", A, CA, 35, """SHORT (50 words)
Lucy Beaumont is a Nashville pianist, singer and songwriter. She plays keys with country band Caney Fork
Revival, teaches piano and voice in East Nashville, and releases her debut EP "Porch Light" in August 2026.

LONG
Raised in Chattanooga on her grandmother's church piano, Lucy studied piano pedagogy at Belmont
University and spent six years directing music at a Franklin church before ...""")
    add("Scans/scan0037.pdf", A, CA, 150, t_afm, True)
    photo(f"{d}/headshot 2025 - Cass Mendel.jpg", A, CA, 400)
    d = "Documents/St Aidans"
    add(f"{d}/offer letter 2016.pdf", X, CA, 3680, lambda r, dt: t_church(r, dt, "offer"))
    add(f"{d}/resignation letter.docx", X, CA, 1442, lambda r, dt: t_church(r, dt, "resign"))
    add("Old PC backup/My Documents/list.csv", X, CA, 1390, lambda r, dt: t_church(r, dt, "anthems"), True)
    add(f"{d}/choir roster 2021-22.csv", X, CA, 1700, lambda r, dt: t_church(r, dt, "roster"))
    for i, age in enumerate((1480, 1620)):
        add(f"{d}/Service music/service music {at(age):%Y-%m-%d}.docx", X, CA, age,
            lambda r, dt: t_church(r, dt, "service"))
    add(f"{d}/pay stub July 2022.pdf", X, CA, 1410, lambda r, dt: t_church(r, dt, "stub"))

    # ------------------------------------------------------------ Belmont (Archive Education)
    d = "Documents/Belmont"
    ED = "Education"
    add(f"{d}/transcript.pdf", X, ED, 28, lambda r, dt: t_belmont(r, dt, "transcript"))
    add(f"{d}/diploma scan.jpg", X, ED, 2900, "")
    add(f"{d}/senior recital program.pdf", X, ED, 5900, lambda r, dt: t_belmont(r, dt, "recital"))
    add(f"{d}/Form and Analysis final paper.docx", X, ED, 6020, lambda r, dt: t_belmont(r, dt, "paper1"))
    add(f"{d}/jury sheet spring 2008.pdf", X, ED, 6600, lambda r, dt: t_belmont(r, dt, "jury"))

    # ------------------------------------------------------------ personal: Finance
    d = "Documents/Personal/Finance"
    FI = "Finance"
    for i, age in enumerate((3, 94, 125)):
        add(f"{d}/Bank/CVFCU statement {at(age):%Y-%m}.pdf", A, FI, age, t_bank)
    add("Downloads/eStatement.pdf", A, FI, 33, t_bank, True)
    for age in (6, 37):
        add(f"{d}/Chase Freedom {at(age):%b %Y}.pdf", A, FI, age, t_card)
    add(f"{d}/Vanguard Roth IRA Q1 2026.pdf", A, FI, 55, t_roth)
    add(f"{d}/Vanguard Roth IRA Q4 2025.pdf", A, FI, 148, t_roth)
    add(f"{d}/Taxes/2025 tax return - Whitfield & Mays.pdf", A, FI, 50, lambda r, dt: t_tax_return(r, dt, 2025))
    add(f"{d}/Taxes/2024 tax return - Whitfield & Mays.pdf", A, FI, 410, lambda r, dt: t_tax_return(r, dt, 2024))
    add(f"{d}/Taxes/CPA engagement letter 2026.pdf", A, FI, 140, lambda r, dt: f"""Whitfield & Mays CPAs, PLLC
{_ud(dt)}
Dear Lucy, this letter confirms that we will prepare your 2025 federal income tax return (Form 1040 with
Schedule C for Beaumont Music Studio LLC, Schedule SE and Form 8962) from the information you provide.
Our fee is $650. Please send your 1099s, 1095-A, 1098 mortgage interest statement and studio P&L by
March 15. Sincerely, Dana Whitfield, CPA""")
    add(f"{d}/budget 2026.xlsx", A, FI, 2, t_budget)

    # ------------------------------------------------------------ Health
    d = "Documents/Personal/Health"
    HE = "Health"
    add(f"{d}/BCBST 2026 plan confirmation.pdf", A, HE, 170, lambda r, dt: t_health(r, dt, "plan"))
    add(f"{d}/1095-A 2025.pdf", A, HE, 125, lambda r, dt: t_health(r, dt, "1095"))
    add(f"{d}/Voice clinic visit summary.pdf", A, HE, 42, lambda r, dt: t_health(r, dt, "voice"))
    add("Documents/misc/handout.docx", A, HE, 35, """Voice therapy - home program (Kendra Lowe, SLP)
1. Straw phonation: sirens up and down through a coffee straw, 2 min, 3x/day
2. Cup bubbles: 1/3 cup of water, hum 'Happy Birthday' through the straw into the water
3. Lip trills on 5-note scales, start mid-range, then to the top
4. Resonant voice: 'mm-hmm' on a comfortable pitch, then 'many men, many men'
5. Vocal naps: 20 min of silence after teaching days before a gig
Goal: 6 sessions through mid-July, re-check stroboscopy before the tour in September.""", True)
    add(f"{d}/dentist Feb 2026.pdf", A, HE, 110, lambda r, dt: t_health(r, dt, "dentist"))
    add(f"{d}/labs annual physical.pdf", A, HE, 200, lambda r, dt: t_health(r, dt, "labs"))

    # ------------------------------------------------------------ Home (condo)
    d = "Documents/Personal/Condo"
    HO = "Home"
    for age in (12, 42):
        add(f"{d}/Mortgage/Tristar statement {at(age):%Y-%m}.pdf", A, HO, age, lambda r, dt: t_home(r, dt, "mortgage"))
    add("Downloads/document (4).pdf", A, HO, 130, lambda r, dt: f"""Form 1098 Mortgage Interest Statement 2025
RECIPIENT/LENDER: Tristar Mortgage Servicing   PAYER/BORROWER: LUCY A BEAUMONT
Box 1 Mortgage interest received: ${r.uniform(9400, 9800):,.2f}   Box 2 Outstanding principal: ${r.uniform(222000, 226000):,.2f}
Box 3 Origination date: 06/14/2019   Box 10 Property taxes paid from escrow: $2,590.18
Property address: 917 Fatherland St Unit 204, Nashville TN 37206""", True)
    add(f"{d}/HOA/HOA statement May 2026.pdf", A, HO, 25, lambda r, dt: t_home(r, dt, "hoa"))
    add(f"{d}/HOA/Fatherland Commons rules and regulations.pdf", A, HO, 900, """Fatherland Commons Condominium Association - Rules and Regulations (rev. 2023)
7.1 Quiet hours are 10:00 pm to 7:00 am. 7.3 Home businesses: music lessons and tutoring are permitted
9 am - 8 pm provided they do not unreasonably disturb neighbors. 8.2 Pets: two per unit, leashed in
common areas. 9.4 Grills: electric only on balconies. 11.1 Parking: one assigned space per unit,
guest parking max 72 hours.""")
    add(f"{d}/HOA/board meeting minutes April 2026.docx", A, HO, 45, lambda r, dt: t_home(r, dt, "hoa_minutes"))
    add(f"{d}/property tax 2025.pdf", A, HO, 190, lambda r, dt: t_home(r, dt, "tax"))
    add(f"{d}/State Farm HO-6 declarations.pdf", A, HO, 320, lambda r, dt: t_home(r, dt, "ho6"))
    add(f"{d}/Utilities/NES bill {at(8):%b %Y}.pdf", A, HO, 8, lambda r, dt: t_home(r, dt, "nes"))
    add("Downloads/bill.pdf", A, HO, 39, lambda r, dt: t_home(r, dt, "nes"), True)
    add("Scans/scan0035.pdf", A, HO, 20, lambda r, dt: t_home(r, dt, "water"), True)
    add(f"{d}/Utilities/ATT fiber {at(15):%b %Y}.pdf", A, HO, 15, lambda r, dt: t_home(r, dt, "att"))
    add(f"{d}/Purchase 2019/Closing Disclosure.pdf", A, HO, 2545, lambda r, dt: t_home(r, dt, "closing"))
    add(f"{d}/Purchase 2019/inspection report summary.pdf", A, HO, 2570, """Volunteer Home Inspections - Summary
Property: 917 Fatherland St Unit 204 (2nd floor condo, built 2006)   Client: Lucy Beaumont   Date: 05/28/2019
Major: none. Repairs: GFCI missing at kitchen island; water heater 11 years old, plan replacement;
balcony door weatherstrip worn. Note: floor structure adequate for an upright piano (approx. 500 lb).""")

    # ------------------------------------------------------------ Car
    d = "Documents/Personal/Subaru"
    CR = "Car"
    add(f"{d}/Import Auto repair order {at(22):%Y-%m}.pdf", A, CR, 22, lambda r, dt: t_car(r, dt, "service"))
    add(f"{d}/Import Auto repair order {at(210):%Y-%m}.pdf", A, CR, 210, lambda r, dt: t_car(r, dt, "service"))
    add(f"{d}/Progressive declarations.pdf", A, CR, 80, lambda r, dt: t_car(r, dt, "ins"))
    add(f"{d}/registration renewal.pdf", A, CR, 100, lambda r, dt: t_car(r, dt, "reg"))
    add(f"{d}/airbag recall notice.pdf", A, CR, 700, lambda r, dt: t_car(r, dt, "recall"))

    # ------------------------------------------------------------ Gear (Areas) + manuals (Resources)
    d = "Documents/Gear"
    GE = "Gear"
    add(f"{d}/Heritage instrument policy 2026.pdf", A, GE, 95, lambda r, dt: t_gear(r, dt, "policy"))
    add(f"{d}/gear inventory.xlsx", A, GE, 96, lambda r, dt: t_gear(r, dt, "inventory"))
    add(f"{d}/Nord repair work order.pdf", A, GE, 230, lambda r, dt: t_gear(r, dt, "repair"))
    add(f"{d}/Greer piano tuning {at(130):%b %Y}.pdf", A, GE, 130, lambda r, dt: t_gear(r, dt, "tuning"))
    for name, fn, age in [("Nord Stage 3", "Nord_Stage_3_English_User_Manual_v2.x.pdf", 2350),
                          ("Focusrite Scarlett 4i4", "Scarlett 4i4 4th Gen User Guide.pdf", 870),
                          ("Yamaha U1", "Yamaha upright piano owners manual.pdf", 2480),
                          ("Shure SM7B", "SM7B-user-guide-english.pdf", 1700),
                          ("Roland FP-30X", "FP-30X_eng01_W.pdf", 1540)]:
        add(f"Manuals/{fn}", R, GE, age, lambda r, dt, name=name: t_manual(r, dt, name))

    # ------------------------------------------------------------ New Orleans 2025 (Archive Travel)
    d = "Documents/Travel/New Orleans April 2025"
    add(f"{d}/Hotel Peter and Paul confirmation.pdf", X, TR, 450, lambda r, dt: t_nola(r, dt, "hotel"))
    add(f"{d}/NOLA plan.txt", X, TR, 420, lambda r, dt: t_nola(r, dt, "itinerary"))
    add(f"{d}/Preservation Hall tickets.pdf", X, TR, 430, lambda r, dt: t_nola(r, dt, "tickets"))
    add(f"{d}/trip split.csv", X, TR, 410, lambda r, dt: t_nola(r, dt, "split"))
    for i in range(5):
        photo(f"Pictures/New Orleans 2025/IMG_{3301 + i * 11}.HEIC" if i % 2 else
              f"Pictures/New Orleans 2025/IMG_{3301 + i * 11}.JPG", X, TR, 414 - i * 0.6)
    photo("Pictures/New Orleans 2025/edited/Frenchmen St night.jpg", X, TR, 19)

    # ------------------------------------------------------------ Resources: Music (sheet music, MIDI, ebooks, listening)
    d = "Music/Sheet Music"
    for fn, title, age in [("Chopin - Nocturne Op 9 No 2.pdf", "Nocturne in E-flat major, Op. 9 No. 2 - F. Chopin", 2100),
                           ("Debussy - Clair de lune.pdf", "Suite bergamasque: III. Clair de lune - C. Debussy", 2050),
                           ("Satie - Gymnopedies.pdf", "3 Gymnopedies - Erik Satie (1888)", 1500),
                           ("Bach - WTC I Prelude in C BWV 846.pdf", "Das Wohltemperierte Klavier I: Praeludium I BWV 846", 3100),
                           ("Joplin - The Entertainer.pdf", "The Entertainer - A Rag Time Two Step - Scott Joplin (1902)", 1200),
                           ("Floyd Cramer - Last Date (transcription).pdf", "Last Date - Floyd Cramer, slip-note piano transcription", 980),
                           ("Gospel piano voicings - hymn reharm.pdf", "Reharmonizing hymns: Blessed Assurance, How Great Thou Art - gospel voicings", 1650),
]:
        add(f"{d}/{fn}", R, MU, age, lambda r, dt, title=title: f"{title}\nPublic domain edition - IMSLP\nPiano solo\n"
            f"Andante / Moderato - dynamics and pedal markings as in the first edition")
    add(f"{d}/Eagles - Desperado (piano vocal).pdf", R, MU, 440, "Desperado\nWords and music by Don Henley and Glenn Frey\n"
        "Piano / Vocal / Guitar - Musicnotes.com - licensed to Lucy Beaumont, 1 print")
    for fn, age in [("Floyd Cramer - Last Date.mid", 980), ("Hallelujah - piano ballad.mid", 800),
                    ("Chopin Op28 No4.mid", 2000), ("Amazing Grace - gospel.mid", 1450)]:
        add(f"Music/MIDI/{fn}", R, MU, age, "")
    d = "Books"
    for fn, title, author, para, topic, age in [
        ("The Complete Musician - Laitz.epub", "The Complete Musician", "Steven G. Laitz",
         "Chapter 12: Harmonizing melodies with the predominant function; voice-leading in four parts.", MU, 2400),
        ("Jazz Theory Book - Mark Levine.epub", "The Jazz Theory Book", "Mark Levine",
         "Chord-scale theory: the modes of the major scale, tritone substitution, and the ii-V-I.", MU, 1900),
        ("The Nashville Number System.epub", "The Nashville Number System", "Chas. Williams",
         "Numbers instead of chord names: the 1, 4 and 5, diamonds, pushes and split bars.", MU, 2700),
        ("Effortless Mastery - Kenny Werner.epub", "Effortless Mastery", "Kenny Werner",
         "Liberating the master musician within: practicing from a place of ease.", MU, 1100),
        ("Lessons in Chemistry.epub", "Lessons in Chemistry", "Bonnie Garmus",
         "Back in the early 1960s, when women wore shirtwaist dresses and joined garden clubs...", "Books", 700),
        ("Demon Copperhead.epub", "Demon Copperhead", "Barbara Kingsolver",
         "First, I got myself born. A decent crowd was on hand to watch...", "Books", 600),
        ("Tomorrow and Tomorrow and Tomorrow.epub", "Tomorrow, and Tomorrow, and Tomorrow", "Gabrielle Zevin",
         "Before Mazer invented himself as Mazer, he was Samson Mazer...", "Books", 450)]:
        add(f"{d}/{fn}", R, topic, age, _epub(title, author, "en", para))
    add(f"{d}/Music Theory for Computer Musicians.pdf", R, MU, 1800, """Music Theory for Computer Musicians
Chapter 4: Scales and modes in the piano roll. Chapter 7: Building chords - triads, sevenths and
inversions in a DAW. Chapter 9: Bass lines and voice leading.""")
    for fn, title, artist, album, age in [
        ("Floyd Cramer - Last Date.mp3", "Last Date", "Floyd Cramer", "Last Date", 1900),
        ("Chris Stapleton - Tennessee Whiskey.mp3", "Tennessee Whiskey", "Chris Stapleton", "Traveller", 1500),
        ("Norah Jones - Don't Know Why.mp3", "Don't Know Why", "Norah Jones", "Come Away with Me", 2600),
        ("Allen Toussaint - Southern Nights.mp3", "Southern Nights", "Allen Toussaint", "Southern Nights", 420),
]:
        add(f"Music/Music Library/{fn}", R, MU, age, lambda r, dt, a=(title, artist, album): _id3(r, *a))

    # ------------------------------------------------------------ Resources: Teaching materials
    d = "Music/Teaching materials"
    for fn, txt, age in [
        ("Faber Piano Adventures Level 2B Lesson Book.pdf", "Piano Adventures Level 2B Lesson Book - Nancy and Randall Faber. "
         "Unit 1: C 5-finger scale review. Unit 4: The 8th note. Unit 6: Primary chords in G major.", 1400),
        ("Alfred's Adult All-in-One Course Level 1.pdf", "Alfred's Basic Adult All-in-One Course, Level 1 - Lesson, Theory, "
         "Technic. Lesson 12: The C major chord. Lesson 20: Tied notes and the dotted quarter.", 1350),
        ("Burgmuller 25 Progressive Studies Op 100.pdf", "J.F. Burgmuller - 25 Easy and Progressive Studies, Op. 100. "
         "No. 1 La candeur, No. 2 Arabesque, No. 3 Pastorale.", 1700),
        ("Vaccai Practical Method of Italian Singing.pdf", "Nicola Vaccai - Metodo pratico di canto italiano. "
         "Lesson 1: the scale; Lesson 3: leaps of a fourth; Lesson 5: semitones.", 1600),
        ("26 Italian Songs and Arias.pdf", "26 Italian Songs and Arias - medium high voice. Caro mio ben (Giordani), "
         "Amarilli (Caccini), Sebben crudele (Caldara).", 1900)]:
        add(f"{d}/Method books/{fn}", R, T, age, txt)
    for i, topic_ in enumerate(["Note names on the grand staff", "Intervals 2nds to 5ths",
                                "Rhythm - dotted quarter notes"]):
        add(f"{d}/Theory worksheets/worksheet {i + 1:02d}.pdf", R, T, 500 + i * 30,
            lambda r, dt, t_=topic_: f"Theory worksheet - {t_}\nName: __________  Date: ______\n"
            f"Beaumont Music Studio - practice at home, bring back next lesson.\n1. ____ 2. ____ 3. ____ 4. ____")
    for fn in ("Lip trill 5-note scale - C to G.mp3", "Arpeggio 1-3-5-8-5-3-1 - ascending.mp3", "Siren glide warmup.mp3"):
        add(f"{d}/Vocal warmups/{fn}", R, T, 700, lambda r, dt, fn=fn: _id3(r, fn[:-4], "Lucy Beaumont", "Studio warmups"))

    # ------------------------------------------------------------ Recipes, software, photos
    for fn, k, age in [("Nashville hot chicken.txt", "hot chicken", 900), ("Grandma's biscuits.docx", "biscuits", 1500),
                       ("Red beans and rice.txt", "red beans", 405),
                       ("Banana pudding.docx", "banana pudding", 300), ("Pimento cheese.txt", "pimento cheese", 700)]:
        add(f"Documents/Recipes/{fn}", R, "Cooking", age, lambda r, dt, k=k: t_recipe(r, dt, k))
    SW = "Software"
    for fn, head, age in [("Native Access.dmg", b"x\xda\x00koly", 500),
                          ("Focusrite Control 2.dmg", b"x\xda\x00koly", 860), ("MuseScore-Studio-4.4.dmg", b"x\xda\x00koly", 300),
                          ("Nord Sound Manager v8.2.dmg", b"x\xda\x00koly", 700), ("zoomusInstallerFull.pkg", b"xar!\x00\x1c", 900)]:
        add(f"Downloads/{fn}", R, SW, age, _blob(r, head, 2000))
    for y, base, nums in [(2024, 780, (4410, 4480, 4502)), (2025, 420, (6120, 6201, 6255)),
                          (2026, 60, (8011, 8040, 8102))]:
        for k, nn in enumerate(nums):
            photo(f"Pictures/{y}/IMG_{nn}.{'HEIC' if k % 2 else 'JPG'}", R, "Photos", base - k * 20)
    photo("Pictures/gigs/Fatted Calf stage.jpg", R, "Photos", 300)
    photo("Pictures/gigs/Dry Creek dance floor.jpg", R, "Photos", 88)
    photo("Pictures/gigs/IMG_7712.JPG", R, "Photos", 150)
    for ts in ("2026-05-20 at 10.14.22", "2026-04-02 at 21.40.07", "2026-05-28 at 08.03.51"):
        add(f"Desktop/Screenshot {ts}.png", R, "Photos", (NOW - datetime.strptime(ts, "%Y-%m-%d at %H.%M.%S")
                                                          .replace(tzinfo=NOW.tzinfo)).days, "")
    photo("Pictures/Biscuit the cat.jpg", R, "Photos", 230)

    # ------------------------------------------------------------ Old PC backup (church-era Windows laptop)
    d = "Old PC backup/My Documents"
    add(f"{d}/Church/Christmas Eve 2021 music.docx", X, CA, 1620, lambda r, dt: t_church(r, dt, "service")
        .replace("music for", "music for Christmas Eve - "))
    add(f"{d}/Church/Easter 2022 bulletin music.docx", X, CA, 1520, lambda r, dt: t_church(r, dt, "service"))
    add(f"{d}/Church/wedding fee schedule.pdf", X, CA, 2100, """St. Aidan's Episcopal Church - Wedding Music Fees (2019)
Director of Music, organ/piano for ceremony: $250. Rehearsal attendance: $75. Soloist: $150.
Fees are paid directly to the musicians by the couple at least two weeks before the wedding.""")
    add(f"{d}/Church/Thumbs.db", L, "System", 1420, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    add(f"{d}/Belmont/Music History II paper.doc", X, ED, 6300, lambda r, dt: t_belmont(r, dt, "paper2"))
    add(f"{d}/Belmont/senior recital program notes.doc", X, ED, 5950, lambda r, dt: t_belmont(r, dt, "recital"))
    add(f"{d}/desktop.ini", L, "System", 1420, "[.ShellClassInfo]\r\nIconResource=%SystemRoot%\\system32\\imageres.dll,-112\r\n")
    add(f"{d}/Belmont/desktop.ini", L, "System", 1420, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")

    # ------------------------------------------------------------ Left: unfinished downloads and locks
    add("Downloads/Nord_Stage_4_English_User_Manual.pdf.crdownload", L, "System", 0.2, _blob(r, b"%PDF-1.6\n", 3000))
    add("Downloads/Porch Light master 48k.wav.part", L, "System", 1, _blob(r, b"RIFF", 3000))
    add("Downloads/Logic Pro 11 sound library.pkg.crdownload", L, "System", 4, _blob(r, b"xar!", 2000))
    add("Documents/Band/Europe Tour 2026/~$inerary draft.docx", L, "System", 0.3, b"\x0bLucy Beaumont" + b"\x00" * 40)
    dot("Documents/Band/Payouts/.~lock.payouts 2026.xlsx#", b",Lucy Beaumont,Lucys-MacBook-Air,01.06.2026 09:12,file:///Users/lucy/Library/Application%20Support/LibreOffice/4;", 0.1)
    for dd in ("Desktop", "Downloads", "Documents", "Pictures", "Documents/Studio", "Music/Logic"):
        dot(f"{dd}/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 300), r.uniform(0, 20))

    # ------------------------------------------------------------ the chaos: hard files (content only)
    # Downloads
    add("Downloads/document.pdf", A, HE, 16, lambda r, dt: t_health(r, dt, "eob"), True)
    add("Downloads/document (1).pdf", A, HO, 72, lambda r, dt: t_home(r, dt, "hoa"), True)
    add("Downloads/document (2).pdf", P, TR, 31, t_flight, True)
    add("Downloads/document (3).pdf", A, FI, 65, t_roth, True)
    add("Downloads/download.pdf", P, MU, 13, t_mastering_quote, True)
    add("Downloads/file.pdf", A, CR, 380, lambda r, dt: t_car(r, dt, "tires"), True)
    add("Downloads/Invoice.pdf", P, MU, 36, lambda r, dt: f"""Tess Alvarado Mixing - Invoice 2026-019
Bill to: Lucy Beaumont   Date: {_ud(dt)}
Project: "Porch Light" (5 songs) - mixing, rounds 1-2 of 3
5 songs x $300 = $1,500.00; paid to date $900.00; this invoice $300.00 (round 2)
Stems + instrumentals delivered with final round. Venmo @tess-alvarado-mix""", True)
    add("Downloads/Invoice (1).pdf", A, GE, 128, lambda r, dt: t_gear(r, dt, "tuning"), True)
    add("Downloads/statement.pdf", A, FI, 94, t_card, True)
    add("Downloads/receipt.pdf", P, TR, 58, lambda r, dt: f"""Receipt - Backline Benelux B.V.
Received with thanks from Lucy Beaumont (Caney Fork Revival): EUR 718.74
Deposit 30% for quotation Q-2026 (Nord Stage 3 88, drum kit, bass rig, Twin Reverb)
Rental 4-19 September 2026, Amsterdam pick-up. Paid by card {_ud(dt)}.""", True)
    add("Downloads/receipt (2).pdf", X, TR, 433, lambda r, dt: f"""Cafe Du Monde - French Market
800 Decatur St, New Orleans LA   {dt:%m/%d/%Y} 08:12 AM
3 BEIGNETS (ORDER) x3   $16.20
CAFE AU LAIT FROZEN x2  $12.90
TOTAL $29.10  VISA **4471""", True)
    add("Downloads/export.csv", A, T, 8, lambda r, dt: t_payments_csv(r, dt, [4, 5]), True)
    add("Downloads/export (1).csv", A, B, 19, lambda r, dt: "\n".join(ln.replace(";", ",") for ln in t_payout_rows(r, dt, 6).splitlines()), True)
    add("Downloads/attachment.docx", P, TR, 47, t_promoter_contract, True)
    add("Downloads/form.pdf", P, T, 25, """Beaumont Music Studio - Photo & Video Release
I give permission for photos/video of my child taken at the Spring Recital (June 14, 2026) to be used
on the studio's website and Instagram. Student name: Harper Lin   Parent: Wei Lin   Signed 5/6/2026""", True)
    add("Downloads/contract.pdf", A, B, 130, lambda r, dt: t_contract(r, dt, *VENUES[6]), True)
    add("Downloads/IMG_0215.jpg", R, "Photos", 77, "exif")
    add("Downloads/letter.pdf", X, CA, 1425, lambda r, dt: """St. Aidan's Episcopal Church - Office of the Rector
August 20, 2022
Dear Lucy, on behalf of the vestry and both choirs, thank you for six years as our Director of Music.
Your final paycheck, including accrued vacation, will be issued on August 31. Your Church Pension Group
lay pension account remains yours; CPG will write to you about rollover options.
With deep gratitude, The Rev. Thomas Ashby""", True)
    # Desktop
    add("Desktop/untitled.txt", P, T, 2, """order thoughts:
open with Sadie (youngest, get it over w/ before nerves)
Ruby + Eli back to back (both Faber)
put Nora's Caro mio ben right before intermission? no intermission - 19 kids ~55 min
Dolores Satie LAST (she asked not to but it's the perfect ending)
Lila duet with me - do we have time
programs: 60 copies, FedEx on Gallatin
Hal 8:30 Sat, Ellen side door code 4471""", True)
    add("Desktop/untitled 2.txt", P, MU, 11, """things to finish before Priya sends final art:
- title font: she suggested Cooper, I want something hand-lettered
- porch photo from Cass #003, crop tighter, porch light ON (fix in PS?)
- my name smaller than the title
- back: tracklist + "Kind of Leaving (Beaumont/Marsh)"
- spotify canvas: 8 sec loop of the moths around the bulb??""", True)
    add("Desktop/notes.txt", A, B, 26, """Thurs rehearsal - Curtis's garage 7pm
- Long Way to Lebanon in E, me on B3 for 2nd solo (Jo's idea) - works!
- new ending on Red Clay Road: 4 bars tag, diamond on the 1
- Wade wants Honky Tonk Angel back in the 2nd set
- Danny out June 27 (wedding) - sub: Chris Rowe?
- kitty at $1,441 - new drum heads approved""", True)
    add("Desktop/todo.md", A, T, 1, """- June invoices out (script!)
- summer schedule: who's staying? 12 confirmed
- email Castellanos re summer break
- order Faber 3A x2 (Theo, Priya R.)
- Q2 estimated tax due June 15 - $2,180 from studio account""", True)
    add("Desktop/Document1.docx", P, TR, 9, t_packing, True)
    add("Desktop/draft.docx", P, MU, 16, t_pitch, True)
    add("Desktop/draft (2).docx", P, MU, 3, lambda r, dt: t_press_release(r, dt).replace("FOR IMMEDIATE RELEASE", "FOR IMMEDIATE RELEASE - v2"), True)
    add("Desktop/Untitled spreadsheet.xlsx", P, TR, 18, lambda r, dt: (
        "Name;Flight paid;Insurance;Passport ok;Per diem agreed\n"
        "Wade Tillman;yes;yes;yes;yes\nJo Marsh;yes;no;renewing;yes\nDanny Ochoa;yes;yes;yes;yes\n"
        "Curtis Bell;no (waiting on his tax refund);no;yes;yes\nSam Pruitt;yes;yes;yes;steel as excess bag?\n"
        "Lucy Beaumont;yes (Delta BNA-ATL-AMS);Allianz;renewed;yes\n"
        "Note: AMS arrival Sep 3 8:25, van pick-up Sixt Schiphol 10:00"), True)
    add("Desktop/IMG_8123.HEIC", R, "Photos", 6, "")
    add("Desktop/new.txt", A, HE, 40, """Dr. Ortiz said:
- swelling both sides, no nodules (!!)
- 6 sessions w/ Kendra, straw stuff
- famotidine at night 8 wks
- no singing >2 hrs without break -> tell Wade, 3 sets is too much w/ harmonies
- recheck before Sept
- deductible: $551.90 for the scope, ugh""", True)
    # Scans
    add("Scans/scan0038.pdf", A, HO, 190, lambda r, dt: t_home(r, dt, "tax"), True)
    add("Scans/scan0039.pdf", A, CR, 98, lambda r, dt: t_car(r, dt, "reg"), True)
    add("Scans/scan0040.pdf", X, ED, 30, lambda r, dt: """BELMONT UNIVERSITY
The Board of Trustees, on the recommendation of the Faculty, has conferred upon
LUCY ANNE BEAUMONT
the degree of Bachelor of Music, cum laude, with all the rights, honors and privileges thereunto
appertaining. Given at Nashville, Tennessee, the eighth day of May, two thousand ten.""", True)
    add("Scans/scan0041.pdf", A, GE, 229, lambda r, dt: t_gear(r, dt, "repair"), True)
    add("Scans/scan0042.pdf", A, CR, 21, lambda r, dt: t_car(r, dt, "service"), True)
    add("Scans/scan0043.pdf", P, MU, 148, t_split_sheet, True)
    add("Scans/scan0044.pdf", A, HE, 108, lambda r, dt: t_health(r, dt, "rx"), True)
    add("Scans/scan0045.pdf", A, T, 62, lambda r, dt: f"""Tennessee Secretary of State - Division of Business Services
Annual Report Filing Receipt
Entity: BEAUMONT MUSIC STUDIO LLC   Type: Limited Liability Company   Members: 1
Filed: {_ud(dt)}   Fee: $300.00   Principal office: 917 Fatherland St Unit 204, Nashville TN 37206""", True)
    add("Scans/scan0046.pdf", X, CA, 1650, lambda r, dt: t_church(r, dt, "stub"), True)
    add("Scans/scan0047.pdf", A, HO, 2540, lambda r, dt: """WARRANTY DEED
For and in consideration of $259,000.00, GREGORY FITCH and ANNE FITCH, husband and wife, hereby
convey unto LUCY A. BEAUMONT the following real estate in Davidson County, Tennessee: Unit 204,
Fatherland Commons, a Horizontal Property Regime, as shown on the Master Deed of record in Instrument
No. 20060412-0043122, Register's Office for Davidson County. Address: 917 Fatherland St Unit 204.
Witness our hands this 14th day of June, 2019.""", True)
    add("Scans/scan0048.pdf", A, FI, 360, lambda r, dt: """Social Security Administration - Your Social Security Statement
Prepared especially for Lucy A. Beaumont
Your estimated benefits: at full retirement age (67): $1,612 a month; at 70: $2,004 a month.
Earnings record: 2019 $41,220 / 2020 $36,880 / 2021 $44,910 / 2022 $47,300 / 2023 $52,640 / 2024 $58,115
You have earned enough credits to qualify for benefits.""", True)
    add("Scans/scan0049.pdf", A, T, 6, """W-9 Request for Taxpayer Identification Number and Certification
Name: Lucy A. Beaumont   Business name: Beaumont Music Studio LLC
Federal tax classification: single-member LLC (disregarded)   EIN: 84-2291736
Address: 917 Fatherland St Unit 204, Nashville, TN 37206
Requested by: Nashville Christian Homeschool Co-op - for Thursday group piano classes (fall 2026)""", True)
    # Documents/misc
    add("Documents/misc/notes.docx", A, HO, 44, lambda r, dt: t_home(r, dt, "hoa_minutes").replace(
        "Board meeting minutes", "my notes from the board meeting"), True)
    add("Documents/misc/notes (2).docx", P, MU, 70, t_session_notes, True)
    add("Documents/misc/Document.docx", A, T, 150, lambda r, dt: t_policies(r, dt, 2026), True)
    add("Documents/misc/list.txt", X, TR, 445, """packing - 3 nights
sundress x2, jeans, sneakers for walking (Garden District!)
rain jacket, umbrella
Preservation Hall tickets printed (Fri 8pm)
Commander's - jacket? no, dress ok
cash for street musicians / tips
snacks for the drive, charger, aux cable""", True)
    add("Documents/misc/old.txt", X, B, 620, """studio - Oct 14/15 at Little Harpeth
O Holy Night: I play alone first verse, Jo enters v2. Key Bb (Jo says C too high for Wade harmony)
Silent Night as a 3/4 waltz, steel intro
Pretty Paper - Wade
Sleigh Ride: Sam's arrangement, everyone does horse noises at the end (keep!!)
CD order: 300 from Disc Makers, needs to ship by Nov 15 for the Dec shows""", True)
    add("Documents/misc/info.pdf", A, GE, 95, lambda r, dt: t_gear(r, dt, "policy"), True)
    add("Documents/misc/spreadsheet.xlsx", A, FI, 30, t_budget, True)
    add("Documents/misc/Untitled.docx", A, CA, 120, t_cv, True)
    # New folder
    add("New folder/Document 2.docx", P, TR, 13, lambda r, dt: "\n".join(
        f"{d_} - {c}: {v}" for d_, c, cc, v in TOUR) + "\nfree days: Sep 7, 10, 13-14, 17, 20", True)
    add("New folder/Document 3.docx", A, T, 100, lambda r, dt: t_progress(r, dt, STUDENTS[17]), True)
    add("New folder/data.csv", P, MU, 24, t_isrc, True)
    add("New folder/email.eml", A, B, 48, lambda r, dt: t_band_mail(r, dt, "curtis"), True)
    add("New folder/copy.pdf", A, HE, 124, lambda r, dt: t_health(r, dt, "1095"), True)
    add("New folder/IMG_0933.jpg", R, "Photos", 500, "exif")
    # Documents (loose)
    add("Documents/Document.pdf", A, HO, 11, lambda r, dt: t_home(r, dt, "handyman"), True)
    add("Documents/Untitled.txt", A, MU, 58, lambda r, dt: t_bmi(r, dt, "2025 Q3 (paid Feb 2026)"), True)
    add("Documents/Notes.md", P, TR, 4, """## call with Bart (booking NL) - May 28
- Groningen moved from 5th to 6th, Utrecht now the 5th
- they want a CD/vinyl table: bring 100 Christmas CDs? no, new merch shirts
- artiestenregeling: they withhold, we get a statement for the US return
- Schengen 90/180: fine, 14 days in Schengen + 6 in UK/IE
- ask about a Sunday afternoon house concert near Ghent (Sep 10)""", True)
    add("Documents/scan.pdf", A, HE, 186, lambda r, dt: t_health(r, dt, "labs"), True)
    add("Documents/Document 1.eml", A, T, 55, lambda r, dt: t_student_mail(r, dt, STUDENTS[12], "payment"), True)
    add("Downloads/document (5).pdf", A, B, 49, t_stage_plot, True)
    add("Scans/scan0050.pdf", A, T, 140, lambda r, dt: f"""Beaumont Music Studio - Studio Policies 2026 - family acknowledgement
I have read the 2026 studio policies (monthly tuition due by the 8th, 24-hour cancellation notice, one
make-up lesson per month, $25 recital fee for the June and December recitals).
Student: Owen Kaplan (piano, 30 min, Mondays)   Parent: Jessica Kaplan   Signed: {dt:%m/%d/%Y}""", True)
    add("Desktop/untitled folder/untitled.txt", P, T, 3, """recital reception - Trader Joe's Saturday:
- lemonade x4, sparkling water x2
- cups 9oz (100), napkins, small plates
- flowers for the piano (hydrangeas?) - $35 max
- ice Sunday morning
- gold seals (Michaels) for the certificates
- 19 rubber ducks picked up from Amazon locker
after: return chairs to west wall, Ellen's side door code""", True)
    add("Old PC backup/My Documents/paper.doc", X, ED, 6010, lambda r, dt: t_belmont(r, dt, "paper1"), True)
    add("New folder/Document 4.docx", P, T, 22, lambda r, dt: t_program(r, dt, 1).replace("DRAFT v1", "DRAFT v2"), True)
    add("Downloads/message.eml", P, MU, 29, lambda r, dt: f"""From: Priya Nandakumar <hello@priyandesign.co>
To: Lucy Beaumont <lucybeaumont.keys@gmail.com>
Subject: two concepts attached!
Date: {dt:%a, %d %b %Y} 17:26:00 -0500

Hi Lucy! Attached are concept A (Cass's porch photo, hand-lettered title, warm amber) and concept B
(illustrated moths around a bare bulb, cream background). Both are 3000x3000 and DistroKid-safe - no
URLs or logos. Let me know which direction for "Porch Light" and I'll do the back cover with the five
songs and the Beaumont/Marsh credit. Second half of the fee ($300) on final delivery.
Priya
""", True)

    # old backup folders
    add("Backup 2023/Documents/notes.txt", P, MU, 980, """song ideas
- "secondhand piano" - the U1 story, $300 craigslist? (actually paid 5400 but poetic license)
- porch light on fatherland, moths, waiting for someone
- gallatin pike list song: pawn shops, taquerias, churches
- title for an EP someday: Porch Light""", True)
    add("Backup 2023/Documents/Document.docx", A, T, 1000, lambda r, dt: t_policies(r, dt, 2023), True)
    add("Backup 2023/Documents/letter.docx", X, CA, 1450, lambda r, dt: t_church(r, dt, "resign"), True)
    add("Backup 2023/Pictures/IMG_1044.JPG", R, "Photos", 1100, "exif")
    add("Backup 2023/Documents/budget.xlsx", X, B, 1000, (
        "Christmas record idea - rough budget (for the band meeting)\nItem;Estimate\n"
        "Little Harpeth 2 days tracking (Marcus);1200\nMixing 7 songs;1225\nMastering;400\n"
        "Mechanicals for covers (Blue Christmas, Pretty Paper, Hard Candy, Sleigh Ride);200\n"
        "CDs 300 (Disc Makers);650\nTOTAL;3675\nPer member (6);612.50\n"
        "Record fall 2024, release before Thanksgiving, sell at the December shows;\n"), True)

    return items


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as tmp:
        its = build(Path(tmp))
        rels = [i.rel for i in its]
        assert len(rels) == len(set(rels)), "duplicate rel paths"
        assert all((Path(tmp) / i.rel).is_file() for i in its), "missing file"
        assert {i.bucket for i in its} <= {"Projects", "Areas", "Resources", "Archive", "Left"}
        print("files:", len(its))
        for k, v in sorted(Counter(i.bucket for i in its).items()):
            print(f"  {k:10s} {v}")
        print("topics:")
        for k, v in sorted(Counter((i.bucket, i.topic) for i in its).items()):
            print(f"  {k[0]:10s} {k[1]:12s} {v}")
        print("hard:", sum(i.hard for i in its), f"({sum(i.hard for i in its) / len(its):.0%})")
