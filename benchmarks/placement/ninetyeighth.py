"""A ninety-eighth unseen labelled corpus: a Denver photographer's MacBook, ``build(root, seed)``, written blind.

What was read to write it: the module docstring of ``unseen.py`` (lines 1-60), its helpers (lines 60-220:
``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob`` and its Swedish
name lists) and the start of its ``build()`` (lines 1296-1360: the write / encode / add / dot / photo
helpers); ``corpus.py`` lines 1-30 (``Item``, ``NOW``, ``NOW_S``, ``DAY``) and ``_pdf`` / ``_jpeg``;
``blind.py``'s ``_d``, ``_money``, ``_docx``, ``HEIC_HEAD`` and ``_png``. By accident, one ``sed`` range over
``corpus.py`` (165-240) also printed the last four lines of a generator method before ``_pdf`` and the first
~35 lines of ``corpus.build()`` after ``_jpeg``; nothing here is taken from them. Nothing under
``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, no other placement module and no placement result
was read. The files and labels come from this person's life, not from what any program looks for.

The person: Tessa Marlowe, 35, a freelance wedding and portrait photographer in Denver, Colorado, who runs
Tessa Marlowe Photography LLC (a Colorado single-member LLC formed in 2020). Before that she was the
marketing coordinator of Foothills Federal Credit Union in Lakewood (2016 to August 2020, under her maiden
name Tessa Brandt); that job is
over. She is married to Grant Marlowe, a physical therapist whose employer provides the family's
high-deductible health plan (Summit Peak Health) with an HSA; their daughter Wren (born September 2023)
goes to Cottonwood Creek Early Learning. They own a house in the Montview Heights neighbourhood (mortgage
with Front Range Home Loans, an HOA run by Keystone Community Management) and drive a 2019 Subaru Outback.
As of NOW (2026-06-01) she is working on: the summer/autumn 2026 weddings she has booked (Whitcomb-Larkin,
shot on 16 May 2026 and still being edited; Raman-Dawson 13 June; Fenwick-Arrieta 27 June;
Oyelaran-Kowalczyk 8 August; Beaumont-Strand 12 September; Moreno-Price 3 October); "Golden Hour", a
natural-light portrait workshop she teaches on 18 July 2026 at a barn in Golden; the lease of a studio
(Larimer Works, Suite 204, move-in 1 July 2026); the family trip to Southwest Harbor, Maine (3-13 July
2026); and finishing the basement (contractor, permit, egress window; done in August). Finished: the 2025
wedding season (all galleries delivered) and older client work, the old Squarespace website (replaced in
February 2025), the credit-union job, and past trips (Costa Rica 2021, Portland 2023, Moab 2024).

The machine: a MacBook whose home folder holds ``Downloads/`` (everything lands there: ``document (3).pdf``,
``ATT00001.pdf``, ``export.csv``, installers, ebooks), ``Desktop/`` (screenshots, ``untitled.txt``, an
``old stuff/`` folder), ``Documents/`` with half-organised folders (``Business/``, ``House/``, ``Money/``,
``Health/``, ``Wren/``, ``Car/``, ``Travel/``, ``Workshop July 2026/``, ``Studio lease/``, ``FFCU work/``,
``Website OLD/``, ``Recipes/``, ``Photo reference/``, ``Misc/``, ``Scans/``, ``To file/``, a ``2024/`` year
folder, ``T7 dump/`` -- what she copied off a failing external SSD in 2024 -- and ``Old MacBook/``, a copy of
her previous laptop's home folder), ``Clients/`` (one folder per couple under ``2024/``, ``2025/`` and
``2026/``), ``Pictures/`` (client session exports, basement progress photos, family photos from the phone)
and ``Music/``.

Labelling rules (written before any file was generated; every file is labelled by them, as of NOW,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. Each
  booked 2026 wedding, including the shot-but-undelivered Whitcomb-Larkin one (the couple's contract,
  retainer invoice and payments, questionnaire, timeline, shot list, their e-mails, engagement-session and
  wedding exports) -- topic Photography; the July workshop (outline, venue, tickets, roster, model call and
  the models' releases, scouting photos) -- Photography; the studio lease (letter of intent, lease drafts,
  build-out quote, budget, floor plan, walkthrough) -- Photography; the Maine trip (flights, cottage, car,
  park reservation, packing list, costs) -- Travel; the basement finishing (bids, permit, inspections,
  change orders, egress window and the HOA's approval of it, budget, progress photos) -- Home.
- **Areas**: responsibilities with no end, whatever the document's age. Running the business -- bookkeeping,
  P&L, sales-tax returns, quarterly estimated taxes (federal 1040-ES and Colorado 104EP), the CPA's business
  questions, the LLC's periodic report, equipment and liability insurance, gear receipts, the second
  shooter's invoices, W-9 and 1099s (contractor payments are bookkeeping even when they name a wedding),
  mileage, marketing, pricing, contract templates, portrait clients' sessions and releases of 2026 --
  topic Photography. Household money: bank, cards, budget, the joint tax return, W-2s, IRA, 529, life
  insurance (Finance). The house: mortgage, escrow, property tax, HOA, utilities, home insurance, upkeep
  (Home). Health: the plan, EOBs, HSA, doctors, dentist, the child's check-ups and vaccinations (Health).
  The daycare: tuition, enrollment, the dependent-care FSA, notes from the centre (Childcare). The car:
  registration, insurance, service (Car). An old tax form or a 2024 daycare statement is still an Area.
- **Resources**: reference kept for its own sake, by subject: lighting and posing notes, camera manuals,
  Lightroom presets, reference guides (Photography); recipes (Cooking); parenting articles (Parenting);
  ebooks (Books); music files (Music); installers (Software); family photos, phone pictures, holiday
  snapshots and screenshots (Photos) -- except pictures that document a project or client work (they follow
  that work's bucket and topic).
- **Archive**: finished projects and ended responsibilities: the 2025 wedding season and any client work
  delivered before 2026 -- contracts, timelines, deliveries, galleries, raw files (Photography); the old
  website (Photography); the credit-union job (Career); past trips (Travel); the ``Old MacBook/`` copy, kept
  whole as an old backup whatever is in it (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and system
  files (``desktop.ini``, ``Thumbs.db``), topic System. Dot files (``.DS_Store``, ``.localized``) are written
  but not labelled.

Topics are subjects: the studio lease is Photography like the bookkeeping, the basement is Home like the
mortgage, the HSA is Health. ``hard`` marks a file whose name *and* folder say nothing about its subject
(``Downloads/document (3).pdf``, ``Desktop/untitled.txt``, ``Documents/Scans/scan0004.pdf``,
``Documents/2024/document.pdf``, ``Documents/T7 dump/misc/file1.docx``): only the text inside (.txt, .csv,
.eml, .ics, .pdf, .docx, .xlsx) can place it. Images are never hard, nor is anything inside ``Old MacBook/``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Callable, NamedTuple

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

Tmpl = Callable[[random.Random, datetime], "str | bytes"]

# --------------------------------------------------------------------------- helpers


def _us(dt: datetime) -> str:
    return f"{dt:%B} {dt.day}, {dt.year}"


def _num(dt: datetime) -> str:
    return f"{dt.month:02d}/{dt.day:02d}/{dt.year}"


def _usd(v: float) -> str:
    return f"${v:,.2f}"


def _rusd(r: random.Random, lo: float, hi: float) -> str:
    return _usd(r.uniform(lo, hi))


def _day(y: int, m: int, d: int, h: int = 12) -> datetime:
    return datetime(y, m, d, h, tzinfo=timezone.utc)


def _age(y: int, m: int, d: int) -> float:
    return (NOW - _day(y, m, d)).total_seconds() / DAY


def _eml(dt: datetime, frm: str, to: str, subj: str, body: str, cc: str = "") -> str:
    head = (f"From: {frm}\nTo: {to}\n" + (f"Cc: {cc}\n" if cc else "")
            + f"Subject: {subj}\nDate: {dt:%a, %d %b %Y %H:%M:%S} -0600\nMIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=\"utf-8\"\nContent-Transfer-Encoding: 8bit\n\n")
    return head + body.strip() + "\n"


def _ics(uid: str, start: datetime, end: datetime, summary: str, location: str, desc: str) -> str:
    f = "%Y%m%dT%H%M%S"
    return ("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Apple Inc.//macOS 15.4//EN\nCALSCALE:GREGORIAN\n"
            "METHOD:REQUEST\nBEGIN:VEVENT\n"
            f"UID:{uid}\nDTSTAMP:{start - timedelta(days=9):{f}}Z\nDTSTART;TZID=America/Denver:{start:{f}}\n"
            f"DTEND;TZID=America/Denver:{end:{f}}\nSUMMARY:{summary}\nLOCATION:{location}\n"
            f"DESCRIPTION:{desc}\nEND:VEVENT\nEND:VCALENDAR\n")


ME = "Tessa Marlowe"
BIZ = "Tessa Marlowe Photography LLC"
HOME = "3187 Kearney Ct, Denver, CO 80207"
BIZ_MAIL = "Tessa Marlowe <hello@tessamarlowe.com>"
MY_MAIL = "Tessa Marlowe <tessa.marlowe.co@gmail.com>"
GRANT = "Grant Marlowe <grant.marlowe.pt@gmail.com>"
EIN = "84-3920417"
CO_ACCT = "09876543-0001"
SHOOTER = "Jordan Pike"
STUDIO = "Larimer Works, Suite 204, 3320 Walnut St, Denver, CO 80205"
DAYCARE = "Cottonwood Creek Early Learning"
CPA = "Ortega & Lin CPAs"


class Couple(NamedTuple):
    key: str
    a: str
    b: str
    date: datetime
    venue: str
    package: str
    fee: float
    second: bool


C26 = [
    Couple("Whitcomb-Larkin", "Hannah Whitcomb", "Theo Larkin", _day(2026, 5, 16), "Flagstaff Meadow Lodge, Boulder",
           "Full Day, 10 hours, with second photographer", 6800, True),
    Couple("Raman-Dawson", "Priya Raman", "Cole Dawson", _day(2026, 6, 13), "Bear Creek Lodge, Evergreen",
           "8 hours with engagement session", 5900, False),
    Couple("Fenwick-Arrieta", "Maddie Fenwick", "Luis Arrieta", _day(2026, 6, 27), "Spruce Hollow Ranch, Kiowa",
           "Full Day, 10 hours, with second photographer", 6800, True),
    Couple("Oyelaran-Kowalczyk", "Jess Oyelaran", "Sam Kowalczyk", _day(2026, 8, 8), "Sapphire Point Overlook, Dillon",
           "Elopement, 4 hours", 3400, False),
    Couple("Beaumont-Strand", "Claire Beaumont", "Noah Strand", _day(2026, 9, 12), "The Foundry Hall, Denver",
           "8 hours with second photographer", 6200, True),
    Couple("Moreno-Price", "Alexis Moreno", "Devin Price", _day(2026, 10, 3), "Aspen Grove Chapel, Estes Park",
           "Full Day, 10 hours, second photographer and 10x10 album", 7900, True),
]
C25 = [
    Couple("Chen-Hale", "Abby Chen", "Marcus Hale", _day(2025, 6, 7), "Lionsgate Pavilion, Lyons",
           "8 hours with second photographer", 5600, True),
    Couple("Dunn-Ostrowski", "Rachel Dunn", "Tyler Ostrowski", _day(2025, 7, 19), "Three Pines Ranch, Elizabeth",
           "Full Day, 10 hours, with second photographer", 6400, True),
    Couple("Sato-Carver", "Emily Sato", "Ben Carver", _day(2025, 8, 23), "Loveland Pass (elopement)",
           "Elopement, 4 hours", 3100, False),
    Couple("Quinlan-Whitfield", "Nora Quinlan", "James Whitfield", _day(2025, 9, 20), "The Glasshouse Loft, Denver",
           "8 hours", 5200, False),
    Couple("Brooks-Moss", "Kayla Brooks", "Ethan Moss", _day(2025, 10, 11), "Red Cliff Barn, Castle Rock",
           "Full Day, 10 hours, with second photographer", 6400, True),
]
C24 = Couple("Alvarez-Kim", "Sofia Alvarez", "Daniel Kim", _day(2024, 9, 14), "Mount Falcon Terrace, Morrison",
             "8 hours with second photographer", 5200, True)
C23 = Couple("Hughes-Patel", "Megan Hughes", "Arjun Patel", _day(2023, 8, 5), "Willow Creek Farm, Longmont",
             "8 hours", 4600, False)

FIRST = ["Ava", "Liam", "Olivia", "Noah", "Emma", "Mason", "Harper", "Lucas", "Ella", "Owen", "Chloe", "Caleb",
         "Zoe", "Isaac", "Lily", "Wyatt", "Grace", "Henry", "Nora", "Eli"]
LAST = ["Bennett", "Caldwell", "Donovan", "Ellison", "Farris", "Gallo", "Hendricks", "Ibarra", "Jessup", "Keller",
        "Lindgren", "Mercado", "Novak", "Osei", "Pruett", "Quintero", "Rasmussen", "Sorensen", "Tate", "Vance"]


def _name(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(LAST)}"


def _first(full: str) -> str:
    return full.split()[0]


# --------------------------------------------------------------------------- weddings (client work)


def t_contract(c: Couple) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        ret = round(c.fee * 0.3)
        return f"""WEDDING PHOTOGRAPHY AGREEMENT
{BIZ} | {HOME} | hello@tessamarlowe.com | (720) 555-0148
This Agreement is entered into on {_us(dt)} between {BIZ} ("Photographer") and {c.a} and {c.b} ("Clients").
Wedding date: {_us(c.date)}
Venue: {c.venue}
Coverage: {c.package}
Total fee: {_usd(c.fee)}
Non-refundable retainer due at signing: {_usd(ret)}
Remaining balance of {_usd(c.fee - ret)} is due thirty (30) days before the wedding date.
1. RETAINER. The retainer reserves the date and is not refundable. The Photographer will decline other bookings.
2. CANCELLATION AND RESCHEDULING. If Clients cancel more than 180 days before the wedding, only the retainer is
kept. Within 180 days, 50% of the total fee is due. One change of date is allowed subject to availability.
3. COVERAGE. Coverage begins at the agreed start time. Additional time is billed at $400 per hour.
4. SECOND PHOTOGRAPHER. {"A second photographer is included and is engaged by the Photographer." if c.second
                          else "No second photographer is included unless added by written amendment."}
5. MEALS AND TRAVEL. Clients provide a vendor meal when coverage exceeds six hours. Travel beyond 60 miles of
Denver is billed at the IRS mileage rate.
6. DELIVERY. A sneak peek is delivered within 72 hours. The full edited gallery (typically 60-80 images per
hour of coverage) is delivered through an online gallery within eight (8) weeks of the wedding.
7. IMAGE USAGE. The Photographer keeps copyright and may use images for portfolio and marketing. Clients receive
a personal-use print release.
8. LIMITATION OF LIABILITY. If the Photographer cannot perform due to illness or emergency, a qualified
replacement will be arranged or all payments refunded. Liability is limited to the amount paid.
9. GOVERNING LAW. This Agreement is governed by the laws of the State of Colorado.
Photographer: Tessa Marlowe, Managing Member  Date: {_num(dt)}
Client: {c.a}  Date: {_num(dt)}
Client: {c.b}  Date: {_num(dt + timedelta(days=r.randint(0, 2)))}
"""
    return f


def t_questionnaire(c: Couple) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        fam = r.choice(["Both sets of parents are divorced, please keep them apart in photos",
                        "Cole's grandmother uses a wheelchair, please keep formals on flat ground",
                        "No one is sensitive about anything, we are a loud happy bunch"])
        return f"""Wedding Questionnaire - {_first(c.a)} & {_first(c.b)}
Wedding date: {_us(c.date)}
Venue (ceremony and reception): {c.venue}
Getting-ready location for {_first(c.a)}: Bridal suite on site
Getting-ready location for {_first(c.b)}: {r.choice(["Cabin 3", "Hotel room 214", "Groom's lounge"])}
Ceremony start: {r.choice(["4:30 PM", "5:00 PM", "3:30 PM"])}
Are you doing a first look? {r.choice(["Yes", "Yes, and a first touch with dad", "No, we want the aisle moment"])}
Wedding party size: {r.randint(4, 12)} people
Planner / coordinator: {_name(r)} ({r.choice(["Evergreen Events Co.", "Day-of coordinator", "Aspen & Oak Planning"])})
Florist: {r.choice(["Wild Thistle Floral", "Petal & Pine", "Blue Columbine Flowers"])}
DJ / band: {r.choice(["Mile High Sound", "The Switchbacks (band)", "DJ Rico Marquez"])}
Family notes: {fam}
Must-have photos: rings with the mountains, grandparents together, our dog Juniper at the ceremony
Unplugged ceremony? Yes, the officiant will announce it
Anything else we should know: We would love some sunset portraits if the weather cooperates!
"""
    return f


def t_timeline(c: Couple) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        start = r.choice([12, 13, 14])
        lines = [("Photographer arrives, details (rings, invitation suite, shoes, florals)", 0),
                 ("Getting ready candids, final touches", 45),
                 ("First look and couple portraits", 105),
                 ("Wedding party photos", 150),
                 ("Couple tucked away, guests arrive", 195),
                 ("Ceremony", 225),
                 ("Family formals (list attached)", 255),
                 ("Cocktail hour / reception room details", 285),
                 ("Grand entrance, dinner", 330),
                 ("Toasts", 375),
                 ("Sunset portraits (20 min)", 400),
                 ("First dance, parent dances, open dancing", 430),
                 ("Photo coverage ends", 570 if "10" in c.package else 450)]
        out = [f"{_first(c.a).upper()} & {_first(c.b).upper()} - WEDDING DAY TIMELINE (draft v{r.randint(2, 4)})",
               f"{_us(c.date)} | {c.venue}", "Photographer: Tessa Marlowe (720) 555-0148"]
        if c.second:
            out.append(f"Second photographer: {SHOOTER} (303) 555-0172")
        for text, mins in lines:
            h, m = divmod(start * 60 + mins, 60)
            out.append(f"{(h - 1) % 12 + 1}:{m:02d} {'PM' if h >= 12 else 'AM'}  {text}")
        sunset = r.choice(["8:02", "8:11", "7:48", "7:12", "6:41"])
        out.append(f"Sunset is around {sunset} PM. Golden hour starts ~45 minutes before.")
        return "\n".join(out) + "\n"
    return f


def t_shotlist(c: Couple) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        pa, pb = _first(c.a), _first(c.b)
        return f"""Family formals - {pa} + {pb} ({_us(c.date)})
Keep it to ~25 minutes. Gather everyone right after the recessional by the
{r.choice(["lodge steps", "big spruce", "barn doors"])}.
1. {pa} + {pb} with {pa}'s parents
2. + {pa}'s siblings and partners
3. + {pa}'s grandparents (seat Grandma {r.choice(LAST)})
4. {pa} + {pb} with all of {pa}'s side
5. {pa} + {pb} with {pb}'s parents
6. + {pb}'s brother {r.choice(FIRST)} and niece
7. {pa} + {pb} with all of {pb}'s side
8. Both families together
9. {pa} with her college roommates
10. Wedding party, formal and silly
Ask the coordinator to call names. Point person for family: {_name(r)}.
"""
    return f


def t_retainer_invoice(c: Couple, balance: bool = False) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        ret = round(c.fee * 0.3)
        amount = c.fee - ret if balance else ret
        what = "Remaining balance" if balance else "Retainer (non-refundable)"
        return f"""{BIZ}
{HOME}  |  hello@tessamarlowe.com
INVOICE  TMP-{c.date.year}-{r.randint(3, 48):03d}
Issued: {_us(dt)}
Bill to: {c.a} & {c.b}
Description: Wedding photography, {_us(c.date)}, {c.venue}
Package: {c.package}
{what}: {_usd(amount)}
Paid: {_usd(amount)} via {r.choice(["ACH bank transfer", "Visa ending 4417", "Zelle"])} on {_us(dt)}
Balance remaining: {_usd(0 if balance else c.fee - ret)}
Thank you! Questions? Reply to this invoice in StudioPath.
"""
    return f


def t_inquiry(c: Couple) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        body = f"""Hi Tessa!

My fiance {_first(c.b)} and I are getting married on {_us(c.date)} at {c.venue} and we are completely in love
with your work - my cousin {_name(r)} had you for her wedding and her photos still make me cry.
Are you available that day? We are looking at about {r.choice(["8", "10", "4"])} hours of coverage and maybe an
engagement session this spring. Could you send your pricing guide?

Thank you so much,
{c.a}"""
        return _eml(dt, f"{c.a} <{c.a.split()[0].lower()}.{c.a.split()[1].lower()}@gmail.com>", BIZ_MAIL,
                    "Wedding photography inquiry - " + _us(c.date), body)
    return f


def t_couple_question(c: Couple) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        body = f"""Hi Tessa,

Quick question before our call on Thursday - my mom really wants a photo of the two of us before the ceremony
but {_first(c.b)} and I decided against a first look. Could we do a "first touch" around the door of the
{r.choice(["cabin", "bridal suite", "chapel office"])} instead, around 3:15?
The coordinator says the ceremony starts at 4:30.
Also, {_first(c.b)}'s dad is flying in late the night before, so can we move the family formals right after the
ceremony instead of during cocktail hour?

And is it ok if we send you the final timeline by the end of next week? Sorry, so many moving pieces!!

Thanks,
{_first(c.a)}

> On {_us(dt - timedelta(days=3))}, Tessa Marlowe wrote:
> Hi {_first(c.a)}! Only {(c.date - dt).days} days to go.
> Could you fill in the final questionnaire when you get a chance?"""
        return _eml(dt, f"{c.a} <{c.a.split()[0].lower()}{r.randint(10, 99)}@gmail.com>", BIZ_MAIL,
                    "Re: quick question", body)
    return f


def t_delivery(c: Couple) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        n = r.randint(540, 880)
        body = f"""Hi {_first(c.a)} and {_first(c.b)},

Your wedding gallery is ready!! I loved every minute of {_us(c.date)} at {c.venue}.

Gallery link: https://tessamarlowe.shutternest.com/{c.key.lower()}
Password: {c.key.split('-')[0].lower()}{c.date.year % 100}
{n} edited images, full resolution, with a personal print release. The gallery stays online for one year,
so please download everything and keep a backup copy somewhere safe.

If you have a minute, a review on Google would mean the world to a small business.

Congratulations again!
Tessa"""
        return _eml(dt, BIZ_MAIL, f"{c.a} <{c.a.split()[0].lower()}.{c.a.split()[1].lower()}@gmail.com>",
                    f"Your wedding gallery is here! {_first(c.a)} + {_first(c.b)}", body)
    return f


def t_thanks(c: Couple) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        body = f"""Tessa,

We just spent the whole evening going through the gallery and we are speechless. The sunset portraits!! And
you caught {_first(c.b)}'s grandpa dancing, nobody knew he could move like that. Thank you for being so calm
when the ceremony got pushed for the rain.

We left you a Google review and we will 100% be ordering an album.

Love,
{_first(c.a)} & {_first(c.b)}"""
        return _eml(dt, f"{c.a} <{c.a.split()[0].lower()}.{c.a.split()[1].lower()}@gmail.com>", BIZ_MAIL,
                    "THANK YOU", body)
    return f


def t_venue_rules(c: Couple) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        return f"""{c.venue.split(',')[0]} - Vendor Guidelines {c.date.year}
All vendors must provide a certificate of insurance naming the venue as additional insured
(general liability, $1,000,000 per occurrence) no later than 14 days before the event.
Vendor load-in: through the service entrance only. Vendor parking in lot B.
Photographers: no flash during the ceremony. Drones require written approval.
The meadow and the pond dock may be used for portraits; the private cabins may not.
Event end time is 10:00 PM sharp; vendors must be off property by 11:00 PM.
Day-of contact: venue manager {_name(r)}, (303) 555-{r.randint(1000, 9999)}
"""
    return f


def t_engagement_plan(c: Couple) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        return f"""Engagement session - {_first(c.a)} & {_first(c.b)}
Date: {_us(dt + timedelta(days=r.randint(5, 20)))}, meet at {r.choice(["6:45", "7:00", "6:30"])} PM
Location: {r.choice(["Red Rocks trading post lot", "Lookout Mountain Nature Center",
                     "Chautauqua trailhead", "Confluence Park"])}
Outfits: one casual, one dressy. Avoid small patterns and neon. Bring the dog!
Included with the wedding package; 60 minutes, 40+ edited images.
Backup date if it rains or smoke is bad: the following Tuesday.
"""
    return f


# --------------------------------------------------------------------------- the business (Areas)


def t_pl(year: int) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        wed = r.randint(52000, 61000)
        port = r.randint(9000, 15000)
        prints = r.randint(1800, 4200)
        exp = [("Second shooter (contract labor)", r.randint(2200, 3600)), ("Equipment", r.randint(3000, 7000)),
               ("Software subscriptions", r.randint(900, 1400)), ("Insurance", r.randint(1100, 1400)),
               ("Advertising & directories", r.randint(1200, 2600)), ("Album and print lab", r.randint(1500, 3200)),
               ("Mileage", r.randint(2400, 3900)), ("Education / workshops", r.randint(300, 900)),
               ("Bank and card fees", r.randint(900, 1700))]
        rows = [f"{BIZ} - Profit and Loss, January - December {year}", "Account;Amount",
                f"Wedding photography;{wed}", f"Portrait sessions;{port}", f"Prints and albums;{prints}",
                f"Total income;{wed + port + prints}"]
        rows += [f"{a};{b}" for a, b in exp]
        tot = sum(b for _, b in exp)
        rows += [f"Total expenses;{tot}", f"Net income;{wed + port + prints - tot}"]
        return "\n".join(rows)
    return f


def t_ledger(r: random.Random, dt: datetime) -> str:
    rows = ["Date;Payee;Category;Amount;Memo"]
    payees = [("ShutterNest", "Software", -35), ("Adobe", "Software", -19.99),
              ("Alpine Camera Supply", "Equipment", -0),
              ("Mpix Pro", "Print lab", -0), ("StudioPath", "Software", -39), (SHOOTER, "Contract labor", -450),
              ("Hartwell Mutual", "Insurance", -104.17), ("Peak Weddings Directory", "Advertising", -129),
              ("Client payment", "Income", 0), ("Client payment", "Income", 0)]
    d = dt - timedelta(days=40)
    for _ in range(22):
        d += timedelta(days=r.randint(1, 3))
        p, cat, amt = r.choice(payees)
        if amt == 0:
            if cat != "Income":
                amt = r.choice([1, -1]) * round(r.uniform(60, 2400), 2)
            else:
                amt = round(r.uniform(450, 4100), 2)
        rows.append(f"{d:%Y-%m-%d};{p};{cat};{amt:.2f};{r.choice(['', 'wedding', 'mini session', 'Q2', ''])}")
    return "\n".join(rows)


def t_sales_tax(period: str, year: int) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        sales = r.uniform(2600, 9800)
        return f"""Colorado Department of Revenue - Revenue Online
Confirmation of filing - Retail Sales Tax Return (DR 0100)
Account: {CO_ACCT}   {BIZ}
Filing period: {period} {year}
Submitted: {_us(dt)}  Confirmation #: {r.randint(10**9, 10**10 - 1)}
Gross sales and services: {_usd(sales * 5.8)}
Net taxable sales (prints, albums, digital products): {_usd(sales)}
State tax 2.9%: {_usd(sales * 0.029)}
RTD / CD tax 1.1%: {_usd(sales * 0.011)}
Vendor fee: $0.00
Total due: {_usd(sales * 0.04)}  Paid by EFT debit on {_us(dt + timedelta(days=2))}
Denver local sales tax (4.81%) is filed separately with the City and County of Denver (eBiz Tax Center).
"""
    return f


def t_denver_tax(r: random.Random, dt: datetime) -> str:
    sales = r.uniform(2600, 9800)
    return f"""City and County of Denver - Department of Finance - eBiz Tax Center
Sales/Use Tax Return received
Business: {BIZ}  Account 0{r.randint(100000, 999999)}
Period ending: {_num(dt - timedelta(days=20))}
Taxable sales: {_usd(sales)}  Denver sales tax 4.81%: {_usd(sales * 0.0481)}
Payment {_usd(sales * 0.0481)} scheduled {_num(dt)}. Thank you for doing business in Denver.
"""


def t_1040es(q: int, year: int) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        amt = r.choice([3800, 4200, 4500, 5100])
        return f"""IRS Direct Pay - Payment Confirmation
Thank you, your payment has been submitted.
Confirmation number: {r.choice("ABCDEFGHJK")}{r.randint(10**8, 10**9 - 1)}
Reason for payment: Estimated Tax   Apply payment to: 1040ES   Tax period: {year}
Payment amount: {_usd(amt)}   Payment date: {_num(dt)}
Taxpayer: TESSA MARLOWE   (Q{q} estimate, self-employment income from {BIZ})
Keep this confirmation for your records. Payments can be viewed in your IRS Online Account.
"""
    return f


def t_co104ep(r: random.Random, dt: datetime) -> str:
    return f"""Colorado Department of Revenue - Form 104EP Individual Estimated Income Tax Payment
Tax year {dt.year}  Quarter {r.choice([1, 2])}
Name: Tessa Marlowe  SSN: XXX-XX-{r.randint(1000, 9999)}
Payment: {_usd(r.choice([780, 850, 920]))} via Revenue Online e-check, {_us(dt)}
Reference {r.randint(10**7, 10**8 - 1)}
Estimated at 4.40% of projected Colorado taxable income (Schedule C net profit).
"""


def t_shooter_invoice(c: Couple) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        hrs = 10 if "10" in c.package else 8
        return f"""PIKE VISUALS - {SHOOTER}
2240 S Lincoln St, Denver CO 80210  |  jordan@pikevisuals.co
INVOICE #{r.randint(100, 240)}
To: {BIZ}, attn. Tessa Marlowe
Date: {_us(dt)}
Second shooting - {c.a.split()[1]} / {c.b.split()[1]} wedding, {_us(c.date)}, {c.venue}
{hrs} hours @ $55/hr: {_usd(hrs * 55)}
Mileage: {r.randint(40, 140)} mi @ $0.70: {_usd(r.randint(40, 140) * 0.70)}
Culled raw files uploaded to the shared Dropbox the next day.
Payment by Venmo @jordan-pike-photo or Zelle. Net 15. Thanks Tessa!
"""
    return f


def t_1099(year: int) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        return f"""Form 1099-NEC  Nonemployee Compensation  Tax year {year}  (Copy B - For Recipient)
PAYER: {BIZ}, {HOME}  TIN {EIN}
RECIPIENT: {SHOOTER} (Pike Visuals)  TIN XXX-XX-{r.randint(1000, 9999)}
Box 1 Nonemployee compensation: {_usd(r.uniform(3100, 4800))}
Box 4 Federal income tax withheld: $0.00
State: CO  Payer's state no. {CO_ACCT}
Filed electronically through Track1099 on {_us(dt)}.
"""
    return f


def t_w9(r: random.Random, dt: datetime) -> str:
    return f"""Form W-9 (Rev. March 2024) Request for Taxpayer Identification Number and Certification
1 Name: {SHOOTER}
2 Business name: Pike Visuals
3 Federal tax classification: Individual/sole proprietor
5 Address: 2240 S Lincoln St  6 City, state, ZIP: Denver, CO 80210
Part I Taxpayer Identification Number: SSN XXX-XX-{r.randint(1000, 9999)}
Part II Certification: Under penalties of perjury, I certify that the number shown is my correct TIN.
Signature: Jordan Pike   Date: {_num(dt)}
Requested by: {BIZ} for second-shooter payments.
"""


GEAR = [("Canon EOS R6 Mark II body", 2299.00), ("Canon RF 85mm F1.2 L USM", 2599.00),
        ("Canon RF 100mm F2.8 L Macro IS USM", 1299.00), ("Godox AD200 Pro II flash kit", 349.00),
        ("SanDisk Extreme PRO CFexpress 256GB x2", 419.98), ("Peak Design Everyday Backpack 30L", 299.95),
        ("Canon LP-E6NH battery x3", 254.97), ("Samsung T9 4TB portable SSD", 379.99)]


def t_gear_receipt(i: int) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        item, price = GEAR[i % len(GEAR)]
        tax = price * 0.0881
        return f"""ALPINE CAMERA SUPPLY
1420 S Broadway, Denver CO 80210  (303) 555-0190  alpinecamera.example
SALES RECEIPT  #{r.randint(200000, 299999)}   {_num(dt)}  {r.randint(10, 18)}:{r.randint(10, 59)}
Sold to: Tessa Marlowe Photography LLC
1  {item}   SKU {r.randint(10000, 99999)}   {_usd(price)}
   Serial no. {r.randint(10**8, 10**9)}
Subtotal {_usd(price)}
Denver sales tax 8.81% {_usd(tax)}
TOTAL {_usd(price + tax)}
Visa ending 4417 APPROVED
Register your warranty within 30 days. Returns within 14 days with original packaging.
"""
    return f


def t_equip_policy(r: random.Random, dt: datetime) -> str:
    return f"""HARTWELL MUTUAL INSURANCE COMPANY
Photographer's Business Package - Declarations
Policy number: IM-4471902   Policy period: {_num(dt)} to {_num(dt + timedelta(days=365))}
Named insured: {BIZ}, {HOME}
Coverage A - Inland marine equipment floater (scheduled cameras, lenses, lighting, computers): $38,000
   Deductible: $250 per occurrence. Worldwide coverage, including theft from an attended vehicle.
Coverage B - Commercial general liability: $1,000,000 each occurrence / $2,000,000 aggregate
Coverage C - Professional liability (errors and omissions, lost images): $50,000
Certificates of insurance for venues can be requested online at no charge.
Annual premium: {_usd(r.uniform(1180, 1320))}, paid monthly by EFT.
"""


def t_coi(r: random.Random, dt: datetime) -> str:
    v = "The Foundry Hall LLC, 3801 Brighton Blvd, Denver, CO 80216"
    return f"""CERTIFICATE OF LIABILITY INSURANCE  Date {_num(dt)}
Producer: Hartwell Mutual Insurance Company
Insured: {BIZ}, {HOME}
Commercial general liability, occurrence, policy IM-4471902: each occurrence $1,000,000; aggregate $2,000,000
Certificate holder and additional insured: {v}
Description of operations: Wedding photography services.
This certificate is issued as a matter of information only and confers no rights upon the holder.
"""


def t_mileage(year: int) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        rows = [f"Business mileage log {year} - 2019 Subaru Outback;;;", "Date;Destination;Purpose;Miles"]
        total = 0
        for _ in range(16):
            d = datetime(year, r.randint(1, 12), r.randint(1, 28))
            m = r.randint(8, 140)
            total += m
            place = r.choice(["Boulder", "Evergreen", "Golden", "Castle Rock", "Lyons", "Alpine Camera"])
            why = r.choice(["wedding", "engagement session", "venue walkthrough", "gear pickup", "mini session"])
            rows.append(f"{d:%Y-%m-%d};{place};{why};{m}")
        rows.append(f"Total;;;{total}")
        rows.append(f"IRS standard rate {year};;;{'0.67' if year == 2024 else '0.70'}")
        return "\n".join(rows)
    return f


def t_pricing(year: int) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        return f"""TESSA MARLOWE PHOTOGRAPHY - {year} WEDDING & PORTRAIT PRICING GUIDE
Documentary, warm, honest wedding photography in Denver and the Colorado mountains.
ELOPEMENT - 4 hours, online gallery, sneak peek in 72 hours ... from $3,400
CLASSIC - 8 hours, engagement session, online gallery ... from $5,900
FULL STORY - 10 hours, second photographer, engagement session ... from $6,800
Add-ons: second photographer $600 | extra hour $400 | 10x10 heirloom album from $1,100 | rehearsal dinner $750
PORTRAITS: family session 60 min $475 | headshots $250 | fall mini sessions $225
Booking: 30% retainer and signed agreement. Travel within 60 miles of Denver included.
Colorado and Denver sales tax applies to prints and albums.
"""
    return f


def t_marketing_plan(r: random.Random, dt: datetime) -> str:
    return f"""Marketing plan - summer/fall {dt.year}
Goal: book 14 weddings for {dt.year + 1} (currently {r.randint(3, 6)} booked), raise average package to $6,300.
Instagram: 3 posts/week + reels of BTS; Tuesday = real wedding, Thursday = tips for couples, Saturday = reel.
Blog: one full real-wedding post per delivered gallery (SEO: "Evergreen wedding photographer", "Boulder elopement").
Directories: keep Peak Weddings Directory ($129/mo) until October, then review inquiries per source.
Vendor referrals: send sneak peeks to planners within 72 hrs, tag florists. Coffee with 2 planners/month.
Newsletter to past clients in September: fall mini sessions at Cherry Creek.
Bridal fair: Denver Wedding Expo, January booth deposit $450 due in November.
"""


def t_ig_calendar(r: random.Random, dt: datetime) -> str:
    rows = ["Week of;Tuesday (real wedding);Thursday (tips);Saturday (reel);Status"]
    d = dt
    for i in range(8):
        rows.append(f"{d + timedelta(weeks=i):%m/%d};{r.choice([c.key for c in C25])} teaser;"
                    f"{r.choice(['timeline tips', 'first look vs aisle', 'what to wear', 'golden hour'])};"
                    f"{r.choice(['BTS Sapphire Point', 'culling day', 'gear bag', 'album unboxing'])};"
                    f"{r.choice(['scheduled', 'draft', 'idea'])}")
    return "\n".join(rows)


def t_contract_template(r: random.Random, dt: datetime) -> str:
    return f"""PORTRAIT SESSION AGREEMENT (template - last edited {_num(dt)})
{BIZ}
Client: [CLIENT NAME]   Session date: [DATE]   Location: [LOCATION]
Session fee: [FEE], due at booking. Rescheduling allowed once with 48 hours notice; weather reschedules free.
Delivery: 25-40 edited images in an online gallery within 3 weeks.
Print release for personal use. The Photographer may use images for marketing unless the Client opts out below.
[ ] Please do not share my images online.
Minors: a parent or guardian must sign and be present.
Signature ______________________ Date __________
"""


def t_model_release(who: str, purpose: str) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        return f"""MODEL RELEASE
For valuable consideration received, I, {who}, grant {BIZ} and its assigns the irrevocable right to use
photographs of me taken on {_us(dt)} ({purpose}) for portfolio, website, social media, print advertising
and education, without further compensation. I waive any right to inspect or approve the finished images.
I am over 18 years of age and have read this release before signing.
Model signature: {who}   Date: {_num(dt)}
Address: {r.randint(100, 9999)} {r.choice(['Elm', 'Vine', 'Race', 'Gaylord', 'Clarkson'])} St, Denver CO
Photographer: Tessa Marlowe
"""
    return f


def t_portrait_invoice(client: str, kind: str) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        fee = {"family": 475, "headshots": 250, "mini": 225}[kind]
        return f"""{BIZ}  INVOICE TMP-P-{dt.year}-{r.randint(10, 60):03d}
Date: {_us(dt)}
Client: {client}
{kind.capitalize()} session{'s' if kind == 'headshots' else ''} -
{_us(dt - timedelta(days=r.randint(3, 12)))}: {_usd(fee)}
{"8x10 print set (taxable): $96.00" if kind == "family" else "Digital gallery included"}
Status: PAID by card
"""
    return f


def t_leads(r: random.Random, dt: datetime) -> str:
    rows = ["Inquiry date;Couple;Wedding date;Source;Status"]
    for _ in range(12):
        d = dt - timedelta(days=r.randint(1, 120))
        w = datetime(2027, r.randint(4, 10), r.randint(1, 28))
        rows.append(f"{d:%Y-%m-%d};{_first(_name(r))} & {_first(_name(r))};{w:%Y-%m-%d};"
                    f"{r.choice(['Instagram', 'Google', 'Peak Weddings Directory', 'referral', 'planner'])};"
                    f"{r.choice(['proposal sent', 'booked call', 'ghosted', 'booked', 'date taken'])}")
    return "\n".join(rows)


def t_cpa_email(r: random.Random, dt: datetime) -> str:
    body = f"""Hi Tessa,

A few items for your Schedule C before we finalize:
1. Please send the receipts for the two lenses over $2,500 so we can decide between Section 179 and the
   de minimis safe harbor.
2. Home office: now that you are signing a studio lease from July 1, the home office deduction will only
   apply for January to June. Keep the square footage the same as last year (148 sq ft).
3. Your Q2 federal estimate is due June 15. Based on year-to-date profit I would raise it to $4,500.
4. Confirm total paid to {SHOOTER} so we can check it against the 1099-NEC.

Best,
Dana Ortega, CPA
{CPA} | 1600 Stout St, Suite 900, Denver"""
    return _eml(dt, "Dana Ortega <dana@ortegalincpa.example>", BIZ_MAIL, "Schedule C follow-up", body)


def t_cpa_ics(r: random.Random, dt: datetime) -> str:
    s = datetime(2026, 6, 9, 10, 0)
    return _ics(f"cpa-{r.randint(1000, 9999)}@ortegalincpa", s, s + timedelta(minutes=45),
                "Quarterly check-in - Tessa Marlowe Photography LLC",
                "Zoom", "Q2 estimated tax, sales tax filing frequency, studio lease and home office, "
                "1099 for second shooter.")


def t_sos(r: random.Random, dt: datetime) -> str:
    return f"""Colorado Secretary of State - Business Division
Periodic Report filed
Entity name: {BIZ}   Entity ID: 2020{r.randint(1000000, 9999999)}
Form: Limited Liability Company   Jurisdiction: Colorado   Status: Good Standing
Principal office: {HOME}
Registered agent: Tessa Marlowe
Filed on {_us(dt)}; fee $25.00 paid. Next report due in the window beginning the first day of the anniversary month.
"""


def t_newsletter(r: random.Random, dt: datetime) -> str:
    return f"""Draft - newsletter / blog post

Fall mini sessions are back!

Every year I set aside two evenings in October at the cottonwoods in
{r.choice(['Cherry Creek State Park', 'Washington Park', 'Clear Creek'])} for
twenty-minute family sessions. You get 15 edited images, a print release, and I get to see how much your kids
have grown since last year. Sessions are $225 and last year they sold out in two days, so past clients get
first pick on September 8 before I post them on Instagram.

What to wear: coordinate, do not match. Earth tones and one pop of color look great against the gold leaves.

Booking link goes out in the email. Can't wait to see you!
- Tessa
"""


def t_gallery_stats(r: random.Random, dt: datetime) -> str:
    rows = ["Gallery;Created;Views;Downloads;Favorites;Store orders"]
    for n in ["Okonkwo headshots", "Ramirez family", "Spring minis day 1", "Spring minis day 2", "Lee maternity"]:
        rows.append(f"{n};{(dt - timedelta(days=r.randint(5, 50))):%Y-%m-%d};{r.randint(40, 600)};{r.randint(1, 30)};"
                    f"{r.randint(0, 80)};{r.randint(0, 3)}")
    return "\n".join(rows)


def t_studiopath_export(r: random.Random, dt: datetime) -> str:
    rows = ["Payment date,Client,Invoice,Amount,Method,Processing fee"]
    for _ in range(14):
        c = r.choice(C26)
        d = dt - timedelta(days=r.randint(1, 150))
        amt = r.choice([c.fee * 0.3, 475, 250, 225, c.fee * 0.7])
        who = f"{c.a} & {c.b}" if amt > 500 else _name(r)
        rows.append(f"{d:%Y-%m-%d},{who},TMP-2026-{r.randint(1, 60):03d},{amt:.2f},"
                    f"{r.choice(['ACH', 'Card', 'Card'])},{amt * 0.029:.2f}")
    return "\n".join(rows) + "\n"


# --------------------------------------------------------------------------- workshop and studio (Projects)

WS_DATE = _day(2026, 7, 18)
WS_NAME = "Golden Hour: a natural-light portrait workshop"
WS_VENUE = "Meadowlark Barn, 16200 W 44th Ave, Golden, CO 80403"


def t_ws_outline(r: random.Random, dt: datetime) -> str:
    return f"""{WS_NAME.upper()}
Saturday {_us(WS_DATE)}, 3:00-9:30 PM - {WS_VENUE}
Taught by Tessa Marlowe. Ten seats. For photographers in their first three years of paid work.
3:00  Welcome, coffee, introductions (what do you want to leave with?)
3:20  Reading light: direction, quality, the "turn them toward the window" rule, open shade vs backlight
4:10  Posing that doesn't look posed: prompts, movement, hands, walking toward/away, the lean
5:00  Demo with our styled couple (models Sofia Lindahl and Miles Ahn) in the barn doorway
5:45  Dinner (tacos from Comal Truck), Q&A on pricing and booking weddings
6:30  Shooting rotations in three groups: barn doorway, meadow backlight, creek at golden hour
8:15  Sunset (8:19 PM), last rotation with flash to balance the sky (Godox AD200, 1/4 CTO)
9:00  Culling and my Lightroom workflow, preset handout, wrap-up
Each attendee gets: the posing prompt deck, my Lightroom presets, a 30-minute follow-up portfolio review.
"""


def t_ws_roster(r: random.Random, dt: datetime) -> str:
    rows = ["#;Attendee;Email;Camera;Experience;Paid;Dietary"]
    for i in range(1, 9):
        n = _name(r)
        rows.append(f"{i};{n};{n.split()[0].lower()}@{r.choice(['gmail.com', 'icloud.com', 'outlook.com'])};"
                    f"{r.choice(['Canon R6', 'Sony A7 III', 'Nikon Z6 II', 'Canon R8', 'Fuji X-T4'])};"
                    f"{r.choice(['1 yr', '2 yrs', 'hobbyist', '6 months'])};425;"
                    f"{r.choice(['', '', 'vegetarian', 'GF'])}")
    rows.append(f"Workshop {_num(WS_DATE)} Golden;;;;;seats left: 2;")
    return "\n".join(rows)


def t_ws_tickets(r: random.Random, dt: datetime) -> str:
    rows = ["Order #,Order date,Buyer,Ticket type,Quantity,Price,Fees,Payout,Event"]
    for _ in range(8):
        d = dt - timedelta(days=r.randint(1, 60))
        early = d < datetime(2026, 5, 1, tzinfo=timezone.utc)
        p = 375 if early else 425
        rows.append(f"{r.randint(40000000, 49999999)},{d:%Y-%m-%d},{_name(r)},{'Early bird' if early else 'General'},1,"
                    f"{p}.00,{p * 0.037:.2f},{p * 0.963:.2f},Golden Hour Portrait Workshop - Jul 18 2026 - Golden CO")
    return "\n".join(rows) + "\n"


def t_ws_venue(r: random.Random, dt: datetime) -> str:
    return f"""MEADOWLARK BARN - PRIVATE EVENT AGREEMENT
Client: {BIZ} (Tessa Marlowe)
Event: Photography workshop, approx. 14 guests including instructor and two models
Date: {_us(WS_DATE)}  Access: 2:00 PM to 10:00 PM
Spaces: main barn, north meadow, creek path. No open flame, no confetti, no drones over the neighbors' horses.
Rental fee: $900.00 - deposit $300.00 paid {_us(dt)}, balance due {_us(WS_DATE - timedelta(days=14))}
Food trucks permitted in the gravel lot. Restrooms included. Tables and 20 chairs included.
Cancellation: deposit refundable until 30 days before the event.
Owner: {_name(r)}, Meadowlark Barn LLC    Signed: Tessa Marlowe {_num(dt)}
"""


def t_ws_model_call(r: random.Random, dt: datetime) -> str:
    return """MODEL CALL - Golden, July 18 (evening)
I'm looking for a real couple (married, engaged or just very in love) to model for a small portrait workshop
I'm teaching at a barn in Golden. About 3.5 hours, 5:00-8:30 PM. You'll be photographed by me and ten
photographers learning natural light. You get: $150, dinner, and all my edited images from the evening.
Please bring two outfits (one neutral, one with color). Must be comfortable with a model release for
portfolio and educational use. DM me or email hello@tessamarlowe.com with a couple of phone pics!
"""


def t_ws_email(r: random.Random, dt: datetime) -> str:
    n = _name(r)
    body = f"""Hi Tessa,

I just grabbed one of the last seats for the July 18 workshop in Golden - so excited! Two questions:
do I need to bring my own flash for the sunset rotation, or will you have lights we can try? And I only
have a 50mm and a 24-105, is that enough?

Also, is there parking for the barn or should we carpool from the light rail?

Thanks!
{n}"""
    return _eml(dt, f"{n} <{n.split()[0].lower()}.shoots@gmail.com>", BIZ_MAIL,
                "Golden Hour workshop - gear question", body)


def t_ws_budget(r: random.Random, dt: datetime) -> str:
    return f"""Workshop budget - Golden Hour {_num(WS_DATE)};;
Item;Estimate;Actual
Barn rental;900;900
Models (2 x $150);300;
Taco truck (16 people);520;
Printed prompt decks;140;132.40
Styling - florals (Wild Thistle);250;
Ticket platform fees;160;{r.randint(120, 150)}
Liability rider for event;75;75
Total costs;2345;
Ticket revenue (8 sold);3250;3250
Projected profit;905;"""


def t_lease_loi(r: random.Random, dt: datetime) -> str:
    return f"""CRESTLINE COMMERCIAL REAL ESTATE
LETTER OF INTENT - NON-BINDING
Re: Lease of {STUDIO}
Landlord: Walnut Street Partners LLC    Tenant: {BIZ}, Tessa Marlowe, Managing Member
Premises: Suite 204, approximately 740 rentable square feet, second floor, north-facing windows
Use: Photography studio, client meetings, small workshops (no more than 15 people)
Term: Thirty-six (36) months commencing July 1, 2026
Base rent: $1,850.00 per month, 3% annual increases. Estimated NNN/CAM: $310 per month.
Security deposit: one month's base rent. Free rent: first month (July 2026).
Tenant improvements: Landlord to paint walls white and replace the carpet with sealed concrete or LVP.
Signage: Tenant name on the lobby directory.
Broker: Kendra Maloof, Crestline Commercial. Dated {_us(dt)}.
This letter is not a lease; neither party is bound until a lease is signed.
"""


def t_lease_draft(v: int) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        return f"""COMMERCIAL LEASE AGREEMENT (DRAFT v{v} - {_num(dt)})
This Lease is made between Walnut Street Partners LLC, a Colorado limited liability company ("Landlord"), and
{BIZ} ("Tenant").
1. PREMISES. {STUDIO}, approx. 740 rentable square feet.
2. TERM. Commencement Date July 1, 2026; Expiration Date June 30, 2029.
3. RENT. Monthly Base Rent $1,850.00 for months 1-12, $1,905.50 for months 13-24, $1,962.67 for months 25-36.
   Base rent for July 2026 is abated.
4. OPERATING EXPENSES. Tenant pays its pro-rata share (4.1%) of taxes, insurance and common area maintenance.
5. USE. Photography studio and related retail of prints; occasional evening workshops.
6. INSURANCE. Tenant shall carry commercial general liability of not less than $1,000,000 per occurrence
   naming Landlord as additional insured, and property insurance on Tenant's equipment.
7. ALTERATIONS. Tenant may install backdrop rails and a ceiling-mounted light track with Landlord's consent.
8. PERSONAL GUARANTY. {"Tessa Marlowe personally guarantees the first 12 months of Base Rent." if v >= 3 else
                      "Tenant's members shall personally guarantee all obligations under this Lease."}
9. ASSIGNMENT. No assignment or subletting without Landlord's consent, not unreasonably withheld.
[Comment TM: ask Kendra whether the guaranty can burn off after year one]
"""
    return f


def t_lease_email(r: random.Random, dt: datetime) -> str:
    body = """Hi Tessa,

Attached is v3 of the lease for Suite 204 with the landlord's responses. Good news: they agreed to cap the
personal guaranty at the first 12 months and to let you install the ceiling track. They would not move on the
CAM estimate ($310/mo). They want the signed lease, the deposit ($1,850) and a certificate of insurance naming
Walnut Street Partners LLC as additional insured by June 12 so the keys are ready for July 1.

Walkthrough with the property manager is set for next Wednesday at 10.

Kendra Maloof
Crestline Commercial Real Estate | (303) 555-0164"""
    return _eml(dt, "Kendra Maloof <kmaloof@crestlinecre.example>", BIZ_MAIL, "Suite 204 - lease v3", body)


def t_lease_ics(r: random.Random, dt: datetime) -> str:
    s = datetime(2026, 6, 3, 10, 0)
    return _ics(f"walk-{r.randint(1000, 9999)}@crestlinecre", s, s + timedelta(hours=1),
                "Walkthrough Suite 204 - Larimer Works", STUDIO,
                "Pre-move-in walkthrough with property manager. Bring tape measure. Check outlets near the north "
                "windows and the freight elevator size for the backdrop stand.")


def t_buildout(r: random.Random, dt: datetime) -> str:
    return f"""SUMMIT INTERIORS & MILLWORK - ESTIMATE #{r.randint(3000, 3999)}
Customer: Tessa Marlowe Photography LLC - Suite 204, Larimer Works
Date: {_us(dt)}
1. Ceiling-mounted backdrop rail system, 3 rolls, chain drive, installed ......... $1,180.00
2. Blackout curtain track on north windows (3 bays), fabric included ............. $865.00
3. Built-in client bench with storage, white oak, 72" ............................ $1,540.00
4. Paint accent wall (client lounge), Sherwin-Williams Urbane Bronze ............. $420.00
5. Additional 20A circuit for strobes - by landlord's electrician (excluded)
Subtotal $4,005.00   Tax on materials $143.40   Total $4,148.40
50% deposit to schedule. Work can start June 22 if the landlord gives access before July 1.
"""


def t_studio_budget(r: random.Random, dt: datetime) -> str:
    return """Studio - first year budget;Monthly;Year 1
Base rent (July free);1850;20350
CAM / NNN estimate;310;3720
Xcel electric;85;1020
Internet (Comcast Business);110;1320
Renters/contents insurance rider;28;336
Build-out (one time);;4148
Furniture and backdrops (one time);;2600
Total;;33494
Break-even: ~7 extra portrait sessions/month or 3 extra weddings/year
"""


def t_xcel_studio(r: random.Random, dt: datetime) -> str:
    body = f"""Thank you for starting service with Xcel Energy.

Service address: 3320 WALNUT ST STE 204, DENVER CO 80205
Account holder: TESSA MARLOWE PHOTOGRAPHY LLC
Start date: 07/01/2026
Account number: 53-{r.randint(1000000, 9999999)}-{r.randint(1, 9)}
Your first bill will arrive about 30 days after your start date.

Xcel Energy Customer Care"""
    return _eml(dt, "Xcel Energy <noreply@xcelenergy.example>", BIZ_MAIL, "Your service request is confirmed", body)


# --------------------------------------------------------------------------- basement (Projects Home)


def t_bsmt_bid(r: random.Random, dt: datetime) -> str:
    return f"""FRONT RANGE FINISH CO.  Licensed Denver contractor #{r.randint(100000, 199999)}
PROPOSAL - BASEMENT FINISH   {_us(dt)}
Owner: Grant & Tessa Marlowe, {HOME}
Scope: finish approx. 860 sq ft unfinished basement: family room, bedroom with egress window, 3/4 bath,
storage/mechanical room left unfinished.
Framing with treated bottom plates, R-13 insulation on exterior walls ........ $9,400
Electrical: 22 recessed lights, 18 outlets, bath fan, smoke/CO detectors ..... $7,850
Plumbing: 3/4 bath rough-in and finish (shower, vanity, toilet) ............. $8,900
Drywall hang, tape, texture, paint ............................................ $10,200
Egress window (by Clearview Egress, coordinated) .............................. $4,300
LVP flooring, trim, doors ..................................................... $6,950
Permit and inspections (City and County of Denver) ............................ $1,000
TOTAL $48,600.  Payment: 10% deposit, then by phase. Estimated 10-12 weeks from permit.
Project manager: Ray Delgado, (720) 555-0133
"""


def t_bsmt_permit(r: random.Random, dt: datetime) -> str:
    return f"""CITY AND COUNTY OF DENVER - COMMUNITY PLANNING AND DEVELOPMENT
RESIDENTIAL BUILDING PERMIT  2026-RES-00{r.randint(40000, 49999)}
Issued: {_num(dt)}   Expires: {_num(dt + timedelta(days=365))}
Site address: {HOME}
Work description: Finish existing basement (860 sf): new bedroom with egress window, full bath,
family room. Electrical, mechanical and plumbing under separate trade permits.
Contractor: Front Range Finish Co.   Owner: Grant Marlowe
Required inspections: footing/egress excavation, framing, electrical rough, plumbing rough, insulation,
drywall, final. Schedule inspections online; permit card must be posted on site.
"""


def t_bsmt_inspection(r: random.Random, dt: datetime) -> str:
    return f"""Denver CPD - Inspection Result
Permit 2026-RES-00{r.randint(40000, 49999)}   Address: {HOME}
Inspection type: {r.choice(["Framing", "Electrical rough-in", "Plumbing rough-in"])}    Date: {_num(dt)}
Result: PASSED{r.choice(["", " with correction notice"])}
Inspector comments: Fireblocking at soffits OK. Egress window well 36 in. projection verified.
Next inspection: insulation. Call 311 or schedule online.
"""


def t_change_order(r: random.Random, dt: datetime) -> str:
    return f"""FRONT RANGE FINISH CO. - CHANGE ORDER #2
Project: Marlowe basement finish, {HOME}    Date: {_num(dt)}
Description:
1. Relocate bathroom vanity drain 18 in. to the north wall per owner request ........ $640.00
2. Upgrade shower to tiled walk-in with niche (owner-supplied tile) ................. $2,150.00
3. Add two recessed lights in the storage room ...................................... $380.00
Change order total: $3,170.00    Revised contract sum: $52,140.00 (original $48,600 + CO#1 $370 + CO#2)
Schedule impact: +4 working days. Drywall now starting {_us(dt + timedelta(days=16))}.
Owner approval: ______________ Grant Marlowe   ______________ Tessa Marlowe
"""


def t_egress(r: random.Random, dt: datetime) -> str:
    return f"""CLEARVIEW EGRESS & WINDOW WELLS - QUOTE Q-{r.randint(1000, 1999)}
Customer: Marlowe, {HOME} (bedroom, east side)
Cut and remove foundation (8 in. poured concrete) for 36 x 48 in. opening ..... $1,900
Vinyl sliding egress window, tempered, with header ............................ $780
Steel window well 48 x 38 x 44, ladder, polycarbonate cover .................. $1,120
Excavation, gravel base, drain tie-in, haul-off ............................... $500
Total $4,300. Meets IRC R310 emergency escape opening (5.7 sq ft net clear).
HOA architectural approval may be required for exterior changes - owner's responsibility.
"""


def t_hoa_approval(r: random.Random, dt: datetime) -> str:
    body = f"""FYI - we got the HOA approval for the egress window, so Ray can schedule Clearview.

---------- Forwarded message ---------
From: Keystone Community Management <arc@keystonecm.example>
Date: {_us(dt)}
Subject: ARC Application #{r.randint(2600, 2699)} - {HOME}

Dear Mr. and Mrs. Marlowe,
The Architectural Review Committee of Montview Heights Community Association has APPROVED your application
for a basement egress window and window well on the east elevation, on the condition that the well cover is
clear or gray and the disturbed landscaping is restored within 30 days of completion.
Please keep this letter with your permit documents."""
    return _eml(dt, GRANT, MY_MAIL, "Fwd: FYI", body)


def t_bsmt_budget(r: random.Random, dt: datetime) -> str:
    return """Item;Budget;Paid;Notes
Front Range Finish Co. contract;48600;19440;deposit + framing phase
Change order 1 (outlet in closet);370;370;
Change order 2 (shower tile, drain);3170;;due at drywall
Tile (owner supplied);1400;1187.22;Floor & Decor
Vanity + faucet;900;842.50;
Light fixtures bedroom/family;650;;
Paint upgrade;0;;
Furniture family room;2500;;later
Contingency 10%;4860;;
TOTAL;62450;21839.72;
Savings account left after deposit: ~18k + HELOC not needed if we wait on furniture
"""


def t_bsmt_questions(r: random.Random, dt: datetime) -> str:
    return """questions for Ray thursday

- can the soffit over the family room be boxed tighter? (ductwork) want 7'4" at least
- sump pit cover - is a sealed lid included?
- outlet for the TV on the north wall at 60"
- bath fan vented to side of house not into the window well
- LVP color: "Driftwood Oak" sample vs "Harbor Gray" - Grant likes gray, I like warm
- when does the insulation inspection happen, do we need to be home
- door to mechanical room: louvered for the furnace air?
- final payment schedule in writing
"""


def t_bsmt_email(r: random.Random, dt: datetime) -> str:
    body = """Hi Grant and Tessa,

Framing inspection passed this morning, no corrections. Electrician starts rough-in Monday and plumbing
the day after. Please pick the shower niche height by Friday so we can frame it before the rough-in
inspection. I dropped the LVP samples on the dryer.

The drywall crew is booked for the week of June 15 if all three rough-ins pass.

Ray Delgado
Front Range Finish Co."""
    return _eml(dt, "Ray Delgado <ray@frontrangefinish.example>", f"{GRANT}, {MY_MAIL}",
                "Basement update - framing passed", body)


# --------------------------------------------------------------------------- house (Areas Home)


def t_mortgage(r: random.Random, dt: datetime) -> str:
    princ = 412_000 - (dt.year - 2022) * 7400 - dt.month * 610
    return f"""FRONT RANGE HOME LOANS - MORTGAGE STATEMENT
Statement date: {_num(dt)}   Loan number: 7730-218845
Borrowers: GRANT MARLOWE, TESSA MARLOWE   Property: {HOME}
Payment due {_num(dt + timedelta(days=18))}: $2,874.31
  Principal $641.02 | Interest $1,502.77 (4.375%) | Escrow (taxes and insurance) $730.52
Outstanding principal: {_usd(princ)}   Escrow balance: {_rusd(r, 2100, 4200)}
Year-to-date interest paid: {_rusd(r, 1500, 8000)}
If you are experiencing financial difficulty, HUD-approved housing counselors are available.
"""


def t_escrow(r: random.Random, dt: datetime) -> str:
    return f"""FRONT RANGE HOME LOANS - ANNUAL ESCROW ACCOUNT DISCLOSURE STATEMENT
Loan 7730-218845   {HOME}   Analysis date: {_num(dt)}
Projected disbursements next 12 months: County property tax {_rusd(r, 4100, 4600)}; Homeowners insurance
(Granite Peak Insurance) {_rusd(r, 2900, 3600)}.
Your escrow account has a SHORTAGE of {_rusd(r, 380, 900)}. You may pay it in full or spread it over 12 months.
New monthly payment effective {_us(dt + timedelta(days=45))}: $2,874.31 -> {_rusd(r, 2900, 2960)}
"""


def t_hoa_dues(r: random.Random, dt: datetime) -> str:
    return f"""MONTVIEW HEIGHTS COMMUNITY ASSOCIATION
c/o Keystone Community Management, PO Box 4471, Denver CO 80217
Owner: Grant and Tessa Marlowe   Property: {HOME}   Account MV-{r.randint(1000, 1999)}
{dt.year} Budget adopted - Notice of Annual Assessment
Quarterly assessment: $285.00 (was $270.00), due January 1, April 1, July 1 and October 1.
Reserve contribution increased for the pool resurfacing and the Greenway trail lighting.
Late fee $25 after the 30th day. Pay by autopay or through the resident portal.
Annual meeting: the clubhouse, third Tuesday of {r.choice(["February", "March"])}, 6:30 PM. Agenda and budget enclosed.
"""


def t_hoa_minutes(r: random.Random, dt: datetime) -> str:
    return f"""Montview Heights Community Association - Board Meeting Minutes - {_us(dt)}
Present: 4 of 5 directors; Keystone manager {_name(r)}; 11 owners.
1. Financials: operating account {_rusd(r, 40000, 60000)}, reserves {_rusd(r, 210000, 260000)}.
2. Pool opens Memorial Day weekend; lifeguard contract renewed.
3. ARC: 6 applications approved (2 fences, 3 solar, 1 egress window), 1 denied (shed height).
4. Owner comment: speeding on Kearney Ct; board will ask the city for a speed-hump study.
5. Covenant reminder: trash containers out of view except on collection day.
Adjourned 8:12 PM.
"""


def t_xcel_bill(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(380, 820)
    therms = r.randint(12, 110)
    return f"""XCEL ENERGY - YOUR MONTHLY ENERGY STATEMENT
Statement date {_num(dt)}   Account 53-{r.randint(1000000, 9999999)}-4
Service address: {HOME}   Customer: GRANT MARLOWE
Electricity: {kwh} kWh  {_usd(kwh * 0.154)}    Natural gas: {therms} therms  {_usd(therms * 0.92)}
Windsource / Renewable*Connect: {_usd(kwh * 0.012)}
Total amount due {_usd(kwh * 0.166 + therms * 0.92 + 11.05)} by {_num(dt + timedelta(days=21))}. AutoPay is on.
"""


def t_water(r: random.Random, dt: datetime) -> str:
    return f"""DENVER WATER - BILL   Account {r.randint(1000000, 9999999)}
Service: {HOME}    Billing period ending {_num(dt)}
Water usage: {r.randint(3, 14)},000 gallons   Water charge {_rusd(r, 30, 95)}
Wastewater (City and County of Denver) {_rusd(r, 25, 60)}   Storm drainage {_rusd(r, 18, 22)}
Summer watering tip: water lawns no more than 3 days a week, never between 10 am and 6 pm.
"""


def t_property_tax(year: int) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        return f"""DENVER TREASURY DIVISION - {year} REAL PROPERTY TAX NOTICE (taxes payable {year + 1})
Schedule number: 01{r.randint(100000000, 999999999)}
Owner: MARLOWE GRANT & TESSA   Property address: {HOME}
Actual value: {_rusd(r, 640000, 710000)}   Assessed value: {_rusd(r, 40000, 47000)}
Total tax: {_rusd(r, 4100, 4600)}  First half due end of February, second half due June 15.
Paid by mortgage company escrow: FRONT RANGE HOME LOANS. No action needed if your lender pays.
"""
    return f


def t_home_policy(r: random.Random, dt: datetime) -> str:
    return f"""GRANITE PEAK INSURANCE - HOMEOWNERS POLICY DECLARATIONS
Policy HO3-{r.randint(1000000, 9999999)}  Period {_num(dt)} - {_num(dt + timedelta(days=365))}
Insured: Grant and Tessa Marlowe   Residence: {HOME}
Dwelling $598,000 | Other structures $59,800 | Personal property $299,000 | Loss of use $119,600
Personal liability $500,000 | Medical payments $5,000
Deductible: wind/hail 1% of dwelling ($5,980); all other perils $2,500
Endorsements: water backup and sump overflow $10,000; scheduled jewelry.
Note: business property is limited to $2,500 at home - see your business policy for cameras.
Annual premium {_rusd(r, 2900, 3600)} paid through escrow.
"""


def t_furnace(r: random.Random, dt: datetime) -> str:
    return f"""ROCKY MOUNTAIN COMFORT HEATING & AIR - SERVICE INVOICE {r.randint(50000, 59999)}
{_num(dt)}  Customer: Marlowe, {HOME}
Spring maintenance - central A/C (Carrier 3-ton) and gas furnace safety check ...... $149.00
Replaced 16x25x4 MERV 11 filter ..................................................... $42.00
Technician notes: capacitor reading low (38 of 45 uF), recommend replacing before July heat.
Condensate line flushed. Furnace heat exchanger OK. CO reading 0 ppm.
Total {_usd(191)} paid, card ending 4417. Comfort Club member - next visit in fall.
"""


def t_sprinkler(r: random.Random, dt: datetime) -> str:
    return f"""Backflow test certificate - Denver Water cross-connection program
Address {HOME}  Device: Febco 765 1in PVB  Serial {r.randint(100000, 999999)}
Test date {_num(dt)}  Result: PASS  Tester: {_name(r)}, cert #BPA-{r.randint(1000, 9999)}
Sprinkler spring start-up, 6 zones, replaced 2 heads. $115.00
"""


# --------------------------------------------------------------------------- household money (Areas Finance)


def t_bank_csv(r: random.Random, dt: datetime) -> str:
    start = dt - timedelta(days=30)
    fixed = [(1, "FRONT RANGE HOME LOANS MTG PMT", -2874.31), (1, "COTTONWOOD CREEK EARLY LEARNING ACH", -1940.00),
             (1, "HIGHLINE PHYSICAL THERAPY PAYROLL", 2650.00), (5, "NORTHSTAR LIFE PREMIUM", -38.90),
             (10, "XCEL ENERGY AUTOPAY", -round(r.uniform(90, 210), 2)), (15, "GRANITE PEAK INS AUTO", -128.40),
             (15, "HIGHLINE PHYSICAL THERAPY PAYROLL", 2650.00), (18, "CANYON REWARDS VISA PAYMENT",
                                                                   -round(r.uniform(1200, 3900), 2)),
             (20, "TRANSFER FROM TMP LLC OWNER DRAW", float(r.choice([3000, 3500, 4000]))),
             (25, "BRIGHTWATER ROTH IRA", -500.00), (25, "COLLEGEINVEST 529", -150.00)]
    rows = []
    for day, desc, amt in fixed:
        d = start.replace(day=day) if day >= start.day else (start + timedelta(days=31)).replace(day=day)
        rows.append((d, desc, amt))
    shops = [("KING SOOPERS #0123 DENVER CO", 40, 190), ("TARGET 00017 DENVER", 20, 140), ("VENMO PAYMENT", 15, 80),
             ("COSTCO WHSE #0680", 90, 280), ("SHELL OIL 5744 DENVER", 35, 70), ("SNOOZE AN AM EATERY", 30, 75)]
    for _ in range(12):
        desc, lo, hi = r.choice(shops)
        rows.append((start + timedelta(days=r.randint(0, 30)), desc, -round(r.uniform(lo, hi), 2)))
    rows.sort(key=lambda x: (x[0], x[1]))
    bal = r.uniform(6000, 11000)
    out = ["Date,Description,Amount,Running Bal."]
    for d, desc, amt in rows:
        bal += amt
        out.append(f"{d:%m/%d/%Y},{desc},{amt:.2f},{bal:.2f}")
    return "\n".join(out) + "\n"


def t_budget(r: random.Random, dt: datetime) -> str:
    return f"""Marlowe household budget {dt.year};Monthly;Notes
Grant take-home;5300;
Tessa owner draw (avg);4000;lumpy in summer
Mortgage (incl. escrow);2874;
HOA;95;285 quarterly
Daycare;1940;Cottonwood Creek, toddler room
Groceries;1100;
Utilities (Xcel, water, internet, phones);420;
Car insurance + gas;330;
HSA contribution;300;
Roth IRAs;500;
529 for Wren;150;
Basement fund;800;until August
Fun / eating out;350;
Total out;8859;
Left over;441;
"""


def t_tax_summary(year: int) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        return f"""{CPA} - {year} Income Tax Return Summary
Taxpayers: Grant and Tessa Marlowe, Married filing jointly
Wages (Grant, W-2): {_rusd(r, 78000, 84000)}
Schedule C net profit ({BIZ}): {_rusd(r, 38000, 46000)}
Self-employment tax: {_rusd(r, 5400, 6500)}   QBI deduction: {_rusd(r, 6000, 8000)}
Child tax credit: $2,000 (Wren)   HSA deduction (Form 8889): $2,400
Federal: total tax {_rusd(r, 9000, 12000)}, payments and estimates {_rusd(r, 9000, 12000)}, refund {_rusd(r, 200, 1400)}
Colorado 104: refund {_rusd(r, 50, 400)} (includes Colorado Child Tax Credit)
E-filed {_us(dt)}. Please sign Form 8879 in the portal. Keep this summary with your records for 7 years.
"""
    return f


def t_w2(year: int) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        w = r.uniform(78000, 84000)
        return f"""Form W-2 Wage and Tax Statement {year}  Copy B - To Be Filed With Employee's FEDERAL Tax Return
a Employee's SSN XXX-XX-{r.randint(1000, 9999)}
b Employer EIN 84-{r.randint(1000000, 9999999)}
c Employer: Highline Physical Therapy Partners LLC, 9200 E Mineral Ave, Centennial CO 80112
e Employee: GRANT A MARLOWE, {HOME}
1 Wages, tips, other comp. {w:,.2f}   2 Federal income tax withheld {w * 0.09:,.2f}
3 Social security wages {w:,.2f}   4 Social security tax withheld {w * 0.062:,.2f}
12a W: {r.choice(['3,600.00', '4,150.00'])} (employer + employee HSA)   12b DD: {r.randint(14000, 18000)}.00
16 State wages (CO) {w:,.2f}   17 State income tax {w * 0.044:,.2f}
"""
    return f


def t_1099int(year: int) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        return f"""Form 1099-INT  Interest Income  {year}
PAYER: Foothills Federal Credit Union, 1255 Wadsworth Blvd, Lakewood CO 80214
RECIPIENT: TESSA MARLOWE   Account ending {r.randint(1000, 9999)} (High-Yield Savings)
Box 1 Interest income: {_rusd(r, 280, 900)}
Box 4 Federal income tax withheld: 0.00
This is important tax information and is being furnished to the IRS.
"""
    return f


def t_ira(r: random.Random, dt: datetime) -> str:
    return f"""BRIGHTWATER INVESTMENTS - QUARTERLY STATEMENT  {_num(dt - timedelta(days=60))} - {_num(dt)}
Tessa Marlowe - Roth IRA  Account ending {r.randint(1000, 9999)}
Beginning value {_rusd(r, 38000, 44000)}   Contributions $1,500.00   Change in value {_rusd(r, -900, 2100)}
Holdings: Total Stock Market Index Fund 70% | Total International Index 20% | Total Bond Market 10%
{dt.year} contributions to date: {_rusd(r, 2000, 4000)} of $7,000 limit.
Includes the rollover from the Foothills FCU 401(k) completed in 2020 (now in Rollover IRA ending 7781).
"""


def t_529(r: random.Random, dt: datetime) -> str:
    return f"""CollegeInvest - Colorado 529 Savings Plan - Account Statement
Account owner: Tessa Marlowe   Beneficiary: Wren Marlowe (DOB 09/14/2023)
Period ending {_num(dt)}   Portfolio: Enrollment Year 2041
Beginning balance {_rusd(r, 6000, 7500)}  Contributions $450.00  Market change {_rusd(r, -200, 400)}
Colorado state income tax deduction applies to contributions made by December 31.
"""


def t_life(r: random.Random, dt: datetime) -> str:
    return f"""NORTHSTAR LIFE - ANNUAL POLICY STATEMENT
20-Year Level Term Life   Policy NL-{r.randint(10000000, 99999999)}
Insured: Tessa Marlowe   Owner: Tessa Marlowe   Beneficiary: Grant Marlowe (100%); contingent: Wren Marlowe trust
Face amount: $750,000   Issued 2023   Level premium: $38.90 per month (bank draft)
Policy anniversary {_us(dt)}. Term policies have no cash value. Conversion available until age 65.
"""


def t_credit(r: random.Random, dt: datetime) -> str:
    return f"""CANYON REWARDS VISA - Statement closing {_num(dt)}
Tessa Marlowe   Account ending 4417
Previous balance {_rusd(r, 900, 3000)}   Payments -{_rusd(r, 900, 3000)}   Purchases {_rusd(r, 1200, 4200)}
New balance {_rusd(r, 1200, 4200)}   Minimum due $40.00 by {_num(dt + timedelta(days=25))}
Rewards earned this period: {r.randint(1500, 5200)} points (2x at grocery stores)
Top merchants: KING SOOPERS, ALPINE CAMERA SUPPLY, ADOBE, TARGET, SHELL OIL
Pay your full balance each month to avoid interest (APR 22.99%).
"""


def t_autopay_list(r: random.Random, dt: datetime) -> str:
    return """bills + autopay (what comes out when)

1st  - mortgage 2874 (Front Range Home Loans, from joint checking)
1st  - daycare tuition 1940 (ACH)
5th  - Northstar life 38.90
10th - Xcel (autopay, varies)
15th - Granite Peak auto 128.40
18th - Visa paid in full from checking
20th - Denver Water every 2nd month
25th - Brightwater Roth 250 each, CollegeInvest 150
HOA 285 quarterly (Jan/Apr/Jul/Oct) - NOT on autopay, pay in portal!!
Grant's paycheck 1st and 15th, my owner draw whenever the LLC account is above 15k
"""


# --------------------------------------------------------------------------- health (Areas Health)


def t_eob(who: str, what: str) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        billed = r.uniform(180, 900)
        allowed = billed * r.uniform(0.45, 0.7)
        return f"""SUMMIT PEAK HEALTH - EXPLANATION OF BENEFITS - THIS IS NOT A BILL
Member: Grant Marlowe (subscriber)   Patient: {who}   Plan: Bronze HSA-eligible PPO (HDHP)
Claim #{r.randint(10**9, 10**10 - 1)}   Processed {_num(dt)}
Provider: {what}   Date of service: {_num(dt - timedelta(days=r.randint(10, 30)))}
Billed {_usd(billed)}   Network discount {_usd(billed - allowed)}   Allowed {_usd(allowed)}
Applied to deductible {_usd(allowed)}   Plan paid $0.00   You may owe the provider: {_usd(allowed)}
Family deductible met this year: {_rusd(r, 900, 3200)} of $6,400. Out-of-pocket max $13,000.
Tip: you can pay this from your Health Savings Account.
"""
    return f


def t_hsa_csv(r: random.Random, dt: datetime) -> str:
    rows = ["Date,Type,Description,Amount,Balance"]
    bal = r.uniform(3000, 6000)
    d = dt - timedelta(days=120)
    for _ in range(15):
        d += timedelta(days=r.randint(3, 12))
        kind = r.choice(["Contribution", "Payroll contribution", "Distribution", "Distribution", "Interest"])
        if kind == "Distribution":
            amt = -round(r.uniform(25, 420), 2)
            desc = r.choice(["LOWRY PEDIATRICS", "MONTCLAIR FAMILY DENTAL", "CVS PHARMACY", "SUMMIT PEAK URGENT CARE",
                             "DENVER EYE CENTER"])
        elif kind == "Interest":
            amt, desc = round(r.uniform(0.5, 4), 2), "Interest"
        else:
            amt, desc = 150.0, "Employer/employee HSA"
        bal += amt
        rows.append(f"{d:%Y-%m-%d},{kind},{desc},{amt:.2f},{bal:.2f}")
    return "\n".join(rows) + "\n"


def t_hsa_stmt(r: random.Random, dt: datetime) -> str:
    return f"""CAIRN HSA - Health Savings Account Statement  Period ending {_num(dt)}
Account holder: Grant Marlowe   Coverage: Family HDHP
Cash balance {_rusd(r, 3000, 6000)}   Invested balance {_rusd(r, 4000, 9000)}
Contributions year to date {_rusd(r, 1000, 3000)} of $8,550 family limit
Distributions year to date {_rusd(r, 300, 1900)} - keep receipts for qualified medical expenses.
"""


def t_dental(r: random.Random, dt: datetime) -> str:
    return f"""MONTCLAIR FAMILY DENTAL  7100 E 12th Ave, Denver CO 80220  (303) 555-0117
STATEMENT  {_num(dt)}   Patient: Tessa Marlowe   Account {r.randint(10000, 99999)}
{_num(dt - timedelta(days=21))}  D0120 Periodic oral evaluation ..... $68.00
{_num(dt - timedelta(days=21))}  D1110 Prophylaxis - adult ........... $118.00
{_num(dt - timedelta(days=21))}  D0274 Bitewings - four films ........ $74.00
{_num(dt - timedelta(days=21))}  D2392 Resin composite, 2 surfaces #14  $245.00
Insurance payment (Delta Dental PPO) -{_rusd(r, 210, 280)}
Patient balance due {_rusd(r, 110, 200)}. Pay online or with HSA card. Next cleaning in 6 months.
"""


def t_ped_visit(r: random.Random, dt: datetime) -> str:
    return f"""LOWRY PEDIATRICS - After Visit Summary
Patient: Wren Marlowe   DOB 09/14/2023   Visit date {_num(dt)}   Provider: Dr. {_name(r)}, MD
Reason for visit: {r.choice(["30-month well child check", "Ear pain and fever x2 days", "Cough, runny nose"])}
Weight 29 lb 4 oz (55th percentile)  Height 36 in (60th percentile)
Assessment: {r.choice(["Healthy toddler, development on track (ASQ normal)", "Acute otitis media, left ear"])}
Plan: {r.choice(["Amoxicillin 400 mg/5 mL, 5.5 mL twice daily for 10 days", "Next well visit at 3 years",
                 "Fluoride varnish applied; see dentist by age 3"])}
Call our nurse line 24/7 at (303) 555-0102 with any concerns.
"""


def t_vax(r: random.Random, dt: datetime) -> str:
    return f"""COLORADO IMMUNIZATION INFORMATION SYSTEM - CERTIFICATE OF IMMUNIZATION
Child: Wren Marlowe   DOB 09/14/2023   Parent: Tessa Marlowe
DTaP: 11/2023, 01/2024, 03/2024, 12/2024
Polio (IPV): 11/2023, 01/2024, 09/2024
Hib: 11/2023, 01/2024, 09/2024    PCV15: 11/2023, 01/2024, 03/2024, 09/2024
MMR: 09/2024   Varicella: 09/2024   Hep A: 09/2024, 03/2025   Hep B: 09/2023, 11/2023, 03/2024
Influenza: 10/2024, 10/2025
Printed {_num(dt)} for child care / school entry. Valid for Colorado child care requirements.
"""


def t_urgent(r: random.Random, dt: datetime) -> str:
    return f"""SUMMIT PEAK URGENT CARE - STONEGATE  Patient statement
Guarantor: Tessa Marlowe   Patient: Tessa Marlowe   Statement date {_num(dt)}
Date of service {_num(dt - timedelta(days=35))}: Level 3 visit, laceration repair 2.1 cm left hand
(reason: cut on a broken lens filter), tetanus booster (Tdap)
Charges $612.00   Insurance adjustment -$241.50   Insurance paid $0.00 (deductible)
Amount due: $370.50 by {_num(dt + timedelta(days=30))}
"""


def t_sbc(r: random.Random, dt: datetime) -> str:
    return f"""Summary of Benefits and Coverage - Summit Peak Health Bronze HSA PPO
Coverage period 01/01/{dt.year + 1} - 12/31/{dt.year + 1}
Group: Highline Physical Therapy Partners   Coverage for: Family
What is the overall deductible? $3,200 individual / $6,400 family (embedded).
Are there services covered before you meet your deductible? Yes: preventive care, well-child visits, immunizations.
Out-of-pocket limit: $6,500 individual / $13,000 family.
Primary care visit: 20% coinsurance after deductible. Specialist: 20% after deductible.
This plan is eligible for a Health Savings Account (HSA).
"""


def t_rx(r: random.Random, dt: datetime) -> str:
    return f"""CVS/pharmacy #{r.randint(1000, 9999)}  Colfax & Quebec, Denver
{_num(dt)}  RX#{r.randint(1000000, 9999999)}  AMOXICILLIN 400MG/5ML SUSP 100ML  Patient: WREN MARLOWE
Dr. Lowry Pediatrics   Qty 100 mL   Your price $14.29   Paid HSA card
Shake well, refrigerate, discard after 14 days.
"""


# --------------------------------------------------------------------------- daycare (Areas Childcare)


def t_tuition(month: datetime) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        return f"""{DAYCARE.upper()}
4480 E 35th Ave, Denver CO 80207  |  (303) 555-0155  |  License #CCL-{r.randint(100000, 999999)}
TUITION STATEMENT - {month:%B %Y}
Family: Marlowe   Child: Wren Marlowe   Classroom: Bluebirds (Toddlers, 2-3 yrs)
Full-time tuition, 5 days ........................ $1,940.00
Supply fee (quarterly) ........................... {"$45.00" if month.month in (1, 4, 7, 10) else "$0.00"}
Colorado Universal Preschool credit .............. $0.00 (eligible the year before kindergarten)
Paid by ACH on {_us(month)}. Balance: $0.00
Keep this statement for your dependent care FSA claim and Form 2441.
"""
    return f


def t_enrollment(r: random.Random, dt: datetime) -> str:
    return f"""{DAYCARE} - ENROLLMENT AGREEMENT
Child: Wren Marlowe   Date of birth: 09/14/2023   Start date: {_us(dt)}
Parents/guardians: Tessa Marlowe (720) 555-0148, Grant Marlowe (720) 555-0149
Schedule: Monday-Friday, 7:30 AM - 5:30 PM. Late pick-up fee $1 per minute after 5:45 PM.
Tuition is due on the 1st of each month by ACH. Two weeks' paid vacation per year after 6 months.
Authorized pick-up: Tessa Marlowe, Grant Marlowe, Linda Marlowe (grandmother).
Allergies: none known. Pediatrician: Lowry Pediatrics. Immunization record on file: yes.
Parent signature: Tessa Marlowe   Director: Alana Petrosyan
"""


def t_daycare_news(r: random.Random, dt: datetime) -> str:
    body = f"""Hello Bluebird families!

This week we painted with ice cubes, read "The Very Hungry Caterpillar" about 40 times and planted bean seeds
in the garden. Reminders:
- {DAYCARE} is closed Friday June 19 (Juneteenth) and Friday July 3.
- Please send a labeled sun hat and sunscreen; we go outside twice a day in summer.
- Re-enrollment forms for fall are due June 15. Tuition rises to $1,995 on September 1.
- Water play Wednesdays start next week: swimsuit, towel, change of clothes.

Ms. Rosa and Ms. Kiara, Bluebird Room"""
    return _eml(dt, "Bluebird Room <bluebirds@cottonwoodcreekel.example>", MY_MAIL, "Bluebird weekly update", body)


def t_reenroll(r: random.Random, dt: datetime) -> str:
    body = """can you sign this one? I signed page 2 already. Due the 15th

---------- Forwarded message ---------
From: Alana Petrosyan <director@cottonwoodcreekel.example>
Subject: Fall 2026 re-enrollment - action needed

Dear families, to hold your child's spot for the 2026-27 school year, please return the signed
re-enrollment form and the $150 re-enrollment fee by June 15. Wren will move to the Hummingbird room
(3-year-olds) in September; potty training is not required for the move. Tuition for the Hummingbird room
is $1,995/month full time."""
    return _eml(dt, GRANT, MY_MAIL, "Fwd: please sign", body)


def t_conference_ics(r: random.Random, dt: datetime) -> str:
    s = datetime(2026, 6, 11, 16, 30)
    return _ics(f"conf-{r.randint(1000, 9999)}@cottonwoodcreekel", s, s + timedelta(minutes=20),
                "Parent-teacher conference: Wren (Bluebirds)", DAYCARE + ", 4480 E 35th Ave",
                "Spring developmental check-in with Ms. Rosa. Transition to the Hummingbird room in the fall.")


def t_fsa_claim(r: random.Random, dt: datetime) -> str:
    return f"""DEPENDENT CARE FSA - CLAIM FORM
(Highline Physical Therapy Partners benefit plan, administered by BenefitBridge)
Employee: Grant Marlowe   Plan year {dt.year}   Annual election $5,000
Dependent: Wren Marlowe, age 2
Provider: {DAYCARE}, EIN 84-{r.randint(1000000, 9999999)}
Service period: {_num(dt - timedelta(days=60))} - {_num(dt - timedelta(days=1))}   Amount claimed: $3,880.00
Provider signature or attached itemized statement: attached tuition statements
I certify these expenses were for care that allowed me (and my spouse) to work.
"""


def t_incident(r: random.Random, dt: datetime) -> str:
    return f"""{DAYCARE} - Incident / Injury Report
Child: Wren M.   Date: {_num(dt)}   Time: 10:40 AM   Location: toddler playground
What happened: Wren tripped on the edge of the sandbox and bumped her forehead on the wooden border.
First aid: cold pack for 10 minutes, comforted; small red mark, no broken skin. Resumed play.
Parent notified: Tessa by phone at 10:52 AM.
Staff: Kiara B.   Director review: A. Petrosyan   Parent signature: ____________
"""


def t_dcfsa_annual(year: int) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        return f"""{DAYCARE} - {year} Annual Statement of Child Care Payments (for Form 2441)
Parent: Tessa and Grant Marlowe   Child: Wren Marlowe
Total tuition and fees paid January 1 - December 31, {year}: {_usd(1880 * 12 + 180)}
Provider EIN 84-{r.randint(1000000, 9999999)}   Issued {_us(dt)}
"""
    return f


# --------------------------------------------------------------------------- car (Areas Car)


def t_registration(r: random.Random, dt: datetime) -> str:
    return f"""COLORADO DEPARTMENT OF REVENUE - DIVISION OF MOTOR VEHICLES
VEHICLE REGISTRATION RENEWAL NOTICE - Denver County
Owner: MARLOWE TESSA L & GRANT A   {HOME}
2019 SUBARU OUTBACK 2.5i PREMIUM   VIN 4S4BSAFC5K3{r.randint(100000, 999999)}
Plate {r.choice(['BXT', 'CQM', 'DHV'])}-{r.randint(100, 999)}
Registration expires: {_num(dt + timedelta(days=30))}
Emissions: compliant (Air Care Colorado test on file)
Ownership tax {_rusd(r, 140, 260)}  Registration fees {_rusd(r, 70, 110)}  Road safety surcharge $41.10
Total due {_rusd(r, 260, 420)}. Renew online at myDMV.Colorado.gov or at a kiosk.
"""


def t_auto_policy(r: random.Random, dt: datetime) -> str:
    return f"""GRANITE PEAK INSURANCE - PERSONAL AUTO POLICY DECLARATIONS
Policy PA-{r.randint(1000000, 9999999)}   Term {_num(dt)} - {_num(dt + timedelta(days=182))}
Named insureds: Tessa Marlowe, Grant Marlowe
Vehicle: 2019 Subaru Outback, garaged at {HOME}. Use: pleasure / business (occasional)
Bodily injury 100/300, property damage 100, uninsured motorist 100/300, med pay 5,000
Comprehensive $500 deductible (hail), collision $1,000 deductible
Six-month premium {_rusd(r, 700, 820)}   Multi-policy discount applied (homeowners).
"""


def t_service(r: random.Random, dt: datetime) -> str:
    miles = 58000 + int((dt.year - 2024) * 9000 + dt.month * 700)
    return f"""PEAK AUTO CARE  2150 S Colorado Blvd, Denver  (303) 555-0122
Repair order {r.randint(70000, 79999)}   {_num(dt)}
Vehicle: 2019 Subaru Outback   Mileage in: {miles:,}
- Full synthetic oil change 0W-20, filter ........ $89.95
- Rotate tires, inspect brakes (front 6 mm, rear 5 mm) ... $29.95
- Replace cabin air filter ........................ $54.00
- {r.choice(["CVT fluid drain and fill ......... $219.00", "Wiper blades ......... $42.00",
            "Battery test: good ......... $0.00"])}
Recommended: rear brake pads at next visit; coolant due at 75,000 miles.
Total paid {_rusd(r, 180, 400)} - Visa ending 4417
"""


def t_title(r: random.Random, dt: datetime) -> str:
    return f"""STATE OF COLORADO CERTIFICATE OF TITLE
Title number 18L{r.randint(1000000, 9999999)}   Issue date 06/22/2019
Year 2019  Make SUBA  Model OUTBACK  Body SW  VIN 4S4BSAFC5K3{r.randint(100000, 999999)}
Owner(s): MARLOWE TESSA L AND/OR MARLOWE GRANT A, {HOME}
First lienholder: PIKES PEAK CREDIT UNION - RELEASED 03/14/2024 (lien release stamped)
Odometer at transfer: 14 miles (actual)
"""


def t_emissions(r: random.Random, dt: datetime) -> str:
    return f"""AIR CARE COLORADO - VEHICLE EMISSIONS INSPECTION REPORT
Station: Denver - Havana   Date {_num(dt)}
2019 SUBARU OUTBACK   VIN ending {r.randint(100000, 999999)}   Odometer {r.randint(55000, 72000)}
OBD II test: PASS   Readiness monitors: complete   Gas cap: PASS
Certificate valid for registration for 24 months. Fee $25.00
"""


# --------------------------------------------------------------------------- travel


def t_flight(r: random.Random, dt: datetime) -> str:
    conf = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
    return f"""UNITED AIRLINES - eTicket Itinerary and Receipt
Confirmation number: {conf}   Issued {_us(dt)}
Traveler 1: MARLOWE/TESSA   Traveler 2: MARLOWE/GRANT   Lap infant: no - WREN MARLOWE (age 2, own seat)
Fri, Jul 03, 2026  UA {r.randint(1100, 2400)}  Denver (DEN) 7:05 AM -> Portland, ME (PWM) 12:58 PM  Economy (K)
Mon, Jul 13, 2026  UA {r.randint(1100, 2400)}  Portland, ME (PWM) 1:45 PM -> Denver (DEN) 4:12 PM  Economy (K)
Seats: 23A 23B 23C / 19D 19E 19F.  Car seat (FAA approved) permitted onboard for Wren.
Fare total for 3 travelers: {_rusd(r, 1350, 1650)} (incl. taxes and fees). First checked bag $40 each way.
"""


def t_cottage(r: random.Random, dt: datetime) -> str:
    return f"""HARBOR LANE COTTAGE RENTALS - SHORT-TERM RENTAL AGREEMENT
Property: "Seawall Cottage", 14 Clark Point Rd, Southwest Harbor, ME 04679 (2 bedrooms, sleeps 5)
Guests: Tessa and Grant Marlowe + one child (age 2)
Check-in: Friday July 3, 2026 after 4:00 PM    Check-out: Monday July 13, 2026 by 10:00 AM
Weekly rate $2,450 x 10 nights prorated: $3,500.00   Cleaning $180.00   Maine lodging tax 9%: $331.20
Total $4,011.20   50% paid {_us(dt)}; balance due June 3, 2026.
Pack-and-play and high chair provided on request (requested: YES). No pets. Quiet hours 10 PM - 7 AM.
Owner: Margaret Tolland (207) 555-0181   Keys in the lockbox, code sent 48 hours before arrival.
"""


def t_carrental(r: random.Random, dt: datetime) -> str:
    return f"""Your reservation is confirmed - Confirmation {r.randint(10**8, 10**9 - 1)}COUNT
Pick-up: Portland International Jetport (PWM), Fri Jul 3 2026, 1:30 PM
Return: PWM, Mon Jul 13 2026, 11:30 AM
Vehicle: Standard SUV (Toyota RAV4 or similar), unlimited miles
Renter: Tessa Marlowe. Additional driver: Grant Marlowe (free for spouse).
Estimated total: {_rusd(r, 780, 980)} incl. Maine rental tax 10% and airport concession fee. Pay at counter.
Child seat not requested (bringing our own).
"""


def t_acadia(r: random.Random, dt: datetime) -> str:
    return f"""Recreation.gov - Reservation Confirmation
Acadia National Park - Cadillac Summit Road Vehicle Reservation
Reservation # 0{r.randint(100000000, 999999999)}-1   Order date {_num(dt)}
Date: Wednesday, July 8, 2026   Time slot: Sunrise (4:20 AM - 5:00 AM entry)
Vehicle: 1 standard vehicle   Reservation fee: $6.00
This is not a park entrance pass. A park entrance pass ($35 private vehicle, 7 days) is also required.
Print or download this confirmation; cell service on the summit road is limited.
"""


def t_maine_itin(r: random.Random, dt: datetime) -> str:
    return """# Maine - July 3-13

**Fri 3** fly DEN-PWM 7:05, car at PWM, lunch in Portland (Holy Donut for G), drive 3.5 hrs to SW Harbor
**Sat 4** Fourth of July parade in Bar Harbor? (crowds w/ toddler - maybe Southwest Harbor's instead)
**Sun 5** Wonderland + Ship Harbor trails (flat, stroller ok-ish), Seawall picnic area
**Mon 6** Island Explorer bus to Jordan Pond, popovers, walk part of the loop
**Tue 7** rain day option: Abbe Museum / Oceanarium
**Wed 8** Cadillac sunrise (reservation 4:20 AM!) - Grant + me, Wren stays asleep??
  ask Linda to FaceTime... no. bring her in pjs
**Thu 9** Beal's lobster pound, Bass Harbor Head Light at sunset (bring tripod)
**Fri 10** boat to Little Cranberry Island
**Sat 11** lazy beach day at Sand Beach (cold!)
**Sun 12** drive back toward Portland, night near the airport? (flight 1:45 Mon, 3.5 hr drive)
**Mon 13** fly home

- travel crib rental? cottage has pack-and-play
- bring: carrier, sound machine, 2 car seat covers
"""


def t_packing(r: random.Random, dt: datetime) -> str:
    return """packing - maine

WREN: 10 outfits, 2 fleece, rain jacket, sun hat, swim diapers, swimsuit x2, water shoes, pjs x4,
  sound machine, bunny!!, lovey backup, snacks for plane, ipad + headphones, Tylenol, thermometer,
  sunscreen, bug spray (deet-free), carrier, stroller (gate check), car seat (FAA sticker)
ME: rain shell, hiking shoes, 2 jeans, shorts, sweaters (it's cold at night there), swimsuit
CAMERA: R6 II + 35mm + 85mm only. NOT the whole bag. 2 batteries, charger, 2 cards. tripod for Bass Harbor
GRANT: his own list, remind him about the charger
HOUSE: hold mail, plants to Megan next door, thermostat to 80, tell Ray the basement crew has the garage code
"""


def t_maine_costs(r: random.Random, dt: datetime) -> str:
    return """Maine trip July 2026;Cost;Paid?
Flights (3 seats);1498.20;yes
Seawall Cottage 10 nights;4011.20;half
Rental SUV;892.00;at pickup
Acadia park pass + Cadillac reservation;41.00;yes
Gas + tolls;180.00;
Food / lobster fund;1100.00;
Little Cranberry boat;96.00;
Dog-sitter: none (no dog!);0;
TOTAL;7818.40;
From travel savings (have 6,200) + June wedding balance
"""


def t_crib(r: random.Random, dt: datetime) -> str:
    body = """Hi Tessa,

Yes, the pack-and-play and the high chair will be set up in the small bedroom when you arrive on July 3.
There is also a baby gate for the stairs to the deck. The beach at the end of Clark Point Road is rocky, so
water shoes for your little one are a good idea. The lockbox code will come 48 hours before check-in.

Looking forward to having you,
Margaret Tolland
Harbor Lane Cottage Rentals"""
    return _eml(dt, "Margaret Tolland <margaret@harborlanecottages.example>", MY_MAIL,
                "Re: Seawall Cottage - July 3-13", body)


def t_moab(r: random.Random, dt: datetime) -> str:
    return f"""Reservation confirmation - Dead Horse Point State Park, Wingate Campground
Site W-{r.randint(10, 30)} (electric)   Arrive Thu Apr 18, 2024   Depart Sun Apr 21, 2024 (3 nights)
Reservation holder: Tessa Marlowe   Vehicle: 2019 Subaru Outback
Camping fee $50.00/night: $150.00   Reservation fee $8.00   Day-use entry included.
Utah State Parks. Quiet hours 10 PM - 7 AM. Check-in after 2 PM.
"""


def t_moab_notes(r: random.Random, dt: datetime) -> str:
    return """moab april 2024

thu - drive I-70 (6 hrs with stops, Glenwood for lunch), camp Dead Horse Point
fri - Arches timed entry 8-9 AM (reserved), Delicate Arch is too much w/ Wren in carrier? do Windows + Double Arch
sat - Corona Arch trail early, Moab Brewery, sunset at Dead Horse overlook (bring 16-35)
sun - pack up, Fisher Towers viewpoint, home by dinner
"""


def t_portland(r: random.Random, dt: datetime) -> str:
    return f"""The Jupiter Hotel, Portland, OR - Booking confirmation #{r.randint(1000000, 9999999)}
Guest: Tessa Marlowe   Arrival May 19, 2023   Departure May 23, 2023 (4 nights)
Room: King, courtyard   Rate $214.00/night   Taxes 16%   Total $992.96
Babymoon package: late check-out and breakfast at the cafe.
"""


def t_costa_rica(r: random.Random, dt: datetime) -> str:
    return """Costa Rica honeymoon - Oct 2021

Oct 9  fly DEN-SJO, night in Alajuela (Hotel Robledal)
Oct 10 drive to La Fortuna, Arenal hanging bridges
Oct 12 Rio Celeste hike, tubing
Oct 13 drive to Manuel Antonio (4.5 hrs), Hotel Si Como No
Oct 16 Manuel Antonio park w/ guide (sloths!!), catamaran
Oct 18 fly home
Budget: $6,500 incl. flights. Colones / use card mostly. Get the rental with full insurance.
"""


# --------------------------------------------------------------------------- credit-union job (Archive Career)


def t_ffcu_brief(r: random.Random, dt: datetime) -> str:
    return f"""FOOTHILLS FEDERAL CREDIT UNION - Marketing Creative Brief
Campaign: {r.choice(["Spring Auto Loan Rate Event", "Home Equity Line 'Make Room'", "Youth Savings Month"])}
Prepared by: Tessa Brandt, Marketing Coordinator   Date: {_num(dt)}
Objective: grow {r.choice(["auto loan", "HELOC", "youth savings"])} balances by 8% in Q2;
primary audience members 25-54 in Jefferson County.
Key message: "Rates as low as 3.49% APR - because you're a member, not a customer."
Channels: branch posters (6 branches), lobby TV slides, email to 41k members, Facebook/Instagram paid,
Colorado Public Radio underwriting spot.
Budget: $18,500. Compliance review by {_name(r)} required before launch (Reg Z disclosures).
Timeline: creative to compliance March 4, print March 18, launch April 1.
"""


def t_ffcu_review(r: random.Random, dt: datetime) -> str:
    return """Foothills Federal Credit Union - Annual Performance Review 2019
Employee: Tessa Brandt   Position: Marketing Coordinator   Manager: Lauren Pruitt, VP Marketing
Overall rating: Exceeds expectations
Strengths: photography and social content (member stories series raised engagement 64%), organized
campaign calendars, strong relationships with branch managers.
Development: take on vendor budget ownership; present campaign results at the quarterly board meeting.
Merit increase: 4% effective January 1, 2020.
Employee comments: I would like to take more of the photo shoots in-house next year.
"""


def t_ffcu_resign(r: random.Random, dt: datetime) -> str:
    return """Tessa Brandt
July 24, 2020

Lauren Pruitt
Vice President, Marketing
Foothills Federal Credit Union
1255 Wadsworth Blvd, Lakewood, CO 80214

Dear Lauren,

Please accept this letter as formal notice of my resignation from my position as Marketing Coordinator.
My last day will be Friday, August 7, 2020. After four years, I have decided to pursue my photography
business full time.

I am grateful for everything I learned on this team, and for the chances you gave me to photograph our
members for the "Neighbors" campaign. I will make sure the Q3 campaign calendar, the brand asset library and
the vendor contacts are documented before I leave.

Sincerely,
Tessa Brandt
"""


def t_ffcu_offer(r: random.Random, dt: datetime) -> str:
    return """FOOTHILLS FEDERAL CREDIT UNION
April 2, 2016
Dear Tessa,
We are pleased to offer you the position of Marketing Coordinator, reporting to Lauren Pruitt, at an annual
salary of $44,500, starting Monday, April 18, 2016. Benefits include medical and dental coverage, a 401(k)
with a 5% match after 90 days, and 15 days of paid time off.
Please sign and return by April 8.
Human Resources
"""


def t_ffcu_social(r: random.Random, dt: datetime) -> str:
    rows = ["Date;Channel;Post;Owner;Approved by compliance"]
    for _ in range(10):
        d = datetime(2019, r.randint(5, 9), r.randint(1, 28))
        rows.append(f"{d:%m/%d/%Y};{r.choice(['Facebook', 'Instagram', 'Twitter', 'LinkedIn'])};"
                    f"{r.choice(['Member story: the Garcias new truck', 'Shred day at Wadsworth branch'])};"
                    f"Tessa;{r.choice(['Y', 'Y', 'pending'])}")
    return "\n".join(rows)


def t_ffcu_notes(r: random.Random, dt: datetime) -> str:
    return """notes - mktg meeting 10/2

- Q4 member appreciation week: coffee trucks at 3 branches, need photos of each
- board wants the new branch (Arvada) grand opening video by 11/15
- Lauren: stop using stock photos of "families" - use real members, get releases via branch managers
- email open rate down to 18% -> test subject lines w/ member first name
- ask IT about the lobby TVs (Golden branch TV still shows the 2018 rates!!)
- my review 11/20
"""


def t_ffcu_newsletter(r: random.Random, dt: datetime) -> str:
    return """The Foothills Quarterly - Summer 2019 (draft 3)

Neighbors: meet the Okafors of Wheat Ridge, who bought their first home with a Foothills First-Time
Buyer mortgage. Photography: Tessa Brandt.
Rates: 60-month new auto loans from 3.49% APR. Home equity lines from prime.
Shred Day: Saturday, August 10, 9 AM - noon, Wadsworth branch.
Scholarships: congratulations to our five $1,000 scholarship winners.
Your savings are federally insured to at least $250,000 by the NCUA.
"""


# --------------------------------------------------------------------------- old website (Archive Photography)


def t_site_about(r: random.Random, dt: datetime) -> str:
    return """ABOUT (old site copy - Squarespace, 2021)

Hi, I'm Tessa! I'm a Denver wedding and family photographer with a soft spot for windblown veils, golden hour
and grandparents on the dance floor. I started photographing people during my years in credit-union
marketing, when our "Neighbors" campaign put me in the living rooms of members all over Jefferson County.
In 2020 I went full time. When I'm not shooting you'll find me on a trail with my husband Grant or testing
green-chile recipes. Let's make photos you will want to hand down.

Now booking 2022 weddings and elopements! Packages start at $3,200.
"""


def t_site_pricing(r: random.Random, dt: datetime) -> str:
    return """INVESTMENT - old website page (2022)
Elopements from $2,400 - 3 hours
Weddings from $3,800 - 6 hours, online gallery
Signature from $4,600 - 8 hours, engagement session, second shooter
Family sessions $325
(replaced on the new Showit site, Feb 2025)
"""


def t_site_cancel(r: random.Random, dt: datetime) -> str:
    body = """Hi Tessa,

This confirms that your Squarespace subscription for tessamarlowephotography.com (Business plan, annual) has
been cancelled and will not renew. Your site will remain published until the end of the current billing
period. The domain has been transferred out to your new registrar.

Squarespace Customer Care"""
    return _eml(dt, "Squarespace <no-reply@squarespace.example>", BIZ_MAIL,
                "Your subscription has been cancelled", body)


def t_site_redirects(r: random.Random, dt: datetime) -> str:
    rows = ["old_url,new_url,status"]
    for a, b in [("/investment", "/pricing"), ("/about-tessa", "/about"),
                 ("/blog/chautauqua-engagement", "/journal/boulder-engagement"),
                 ("/weddings", "/weddings"), ("/contact-1", "/inquire"), ("/families", "/portraits"),
                 ("/blog/three-pines-ranch-wedding", "/journal/three-pines-ranch"), ("/faq", "/faq")]:
        rows.append(f"https://tessamarlowephotography.com{a},https://tessamarlowe.com{b},301")
    return "\n".join(rows) + "\n"


def t_site_seo(r: random.Random, dt: datetime) -> str:
    return """Old site - SEO notes (2023)
Page titles: "Denver Wedding Photographer | Tessa Marlowe Photography"
Top Google queries (Search Console, last 12 mo): "evergreen wedding photographer" (pos 14),
"denver elopement photographer" (pos 22), "tessa marlowe" (pos 1)
Problems: images too big (4-6 MB), no alt text on galleries, blog posts thin.
Plan: move to Showit, rebuild the blog as "journal", 301 redirects from all old URLs.
"""


# --------------------------------------------------------------------------- resources


def t_light_notes(r: random.Random, dt: datetime) -> str:
    return """light notes (from Lindsay's class + my own)

- window light: subject 45 deg to window, me between subject and window for flat/soft, beside for loop
- open shade: find the EDGE of the shade, faces toward the open sky = catchlights
- backlight at golden hour: meter for skin (+1 to +1.7 EV), lens hood, let the sun flare in the corner
- bounce flash at receptions: flash head behind me / to the side, 1/60 - 1/125s, ISO 3200-6400, FEC -0.7
- off-camera AD200 on a stand at 45 deg, 1/4 CTO gel to match tungsten rooms
- overcast: magic, raise shadows -20 in LR, warm to 5600K
- harsh noon: put the sun behind them, fill with reflector silver side, or go into a barn doorway
"""


def t_posing(r: random.Random, dt: datetime) -> str:
    return """POSING PROMPTS - couples (keep on phone)
1. Walk toward me holding hands, look at each other, not at me
2. "Whisper your favorite thing about them" - then the reaction
3. Forehead to forehead, eyes closed, breathe together
4. The lean: partner A leans on the fence, B steps into them
5. "Pretend you're slow dancing in your kitchen"
6. Hug from behind, chin on shoulder, look out at the view
7. Dip + laugh (tell them it will look silly, it always works)
8. Veil toss - second shooter throws, 1/1000s
9. Walk away, look back over the shoulder
10. Sit on the steps, knees toward each other, "tell me how you met" (listen!)
"""


def t_manual(model: str) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        return f"""Canon EOS {model} Advanced User Guide (excerpt)
Autofocus: Servo AF with Eye Detection. Select subject to detect: People / Animals / Vehicles / Auto.
Set Whole area tracking Servo AF to Enable to start tracking from anywhere in the frame.
Dual card slots: Record options - Standard, Auto switch card, Rec. separately, Rec. to multiple.
Shooting with Speedlites: use E-TTL II metering; high-speed sync is available above 1/250 s.
Battery pack LP-E6NH. Approx. 580 shots per charge (viewfinder, 23 C).
Firmware update procedure: copy the .FIR file to the root of a card formatted in the camera.
"""
    return f


def t_preset(name: str) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        return f"""<x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="Adobe XMP Core 7.0-c000">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:crs="http://ns.adobe.com/camera-raw-settings/1.0/"
   crs:PresetType="Normal" crs:Version="16.2" crs:ProcessVersion="15.4"
   crs:Temperature="+{r.randint(2, 8)}" crs:Tint="+{r.randint(1, 6)}" crs:Exposure2012="+0.15"
   crs:Contrast2012="-{r.randint(5, 20)}" crs:Highlights2012="-{r.randint(30, 60)}"
   crs:Shadows2012="+{r.randint(15, 40)}"
   crs:Whites2012="+10" crs:Blacks2012="-8" crs:Vibrance="+6" crs:Saturation="-4"
   crs:SplitToningShadowHue="210" crs:SplitToningHighlightHue="42" crs:GrainAmount="8">
   <crs:Name><rdf:Alt><rdf:li xml:lang="x-default">{name}</rdf:li></rdf:Alt></crs:Name>
   <crs:Group><rdf:Alt><rdf:li xml:lang="x-default">TM Wedding 2026</rdf:li></rdf:Alt></crs:Group>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
"""
    return f


def t_timeline_guide(r: random.Random, dt: datetime) -> str:
    return """How long does each part of a wedding day really take? (saved from a photography forum)
Details: 30 min | Getting ready: 60-90 min | First look + portraits: 45 min | Wedding party: 30 min
Family formals: 3 minutes per grouping, plan 8-10 groupings | Cocktail hour couple portraits: 20 min
Sunset portraits: 15-20 min, steal them between dinner and toasts | Exit: 10 min
Always build in a 15-minute buffer before the ceremony; hair and makeup run late 80% of the time.
"""


def t_golden_table(r: random.Random, dt: datetime) -> str:
    rows = ["Month;Sunset (Denver, 15th);Golden hour starts;Blue hour ends"]
    for m, s in [("May", "8:04"), ("June", "8:29"), ("July", "8:28"), ("August", "7:58"), ("September", "7:12"),
                 ("October", "6:25")]:
        rows.append(f"{m};{s} PM;~45-60 min before;~30 min after")
    return "\n".join(rows)


def t_recipe(title: str, body: str) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        return f"{title}\n\n{body}\n"
    return f


RECIPES = {
    "green chile stew": ("Green chile stew (Grant's mom's)",
                         "2 lb pork shoulder cubed, 1 onion, 4 garlic cloves,\n"
                         "2 cups roasted Pueblo green chiles chopped,\n"
                         "4 cups chicken stock, 3 potatoes, 1 tsp cumin, salt. Brown pork, add onion and garlic, then\n"
                         "everything else. Simmer 2 hours. Serve with warm tortillas. Freezes great."),
    "banana oat muffins": ("Toddler banana oat muffins (no sugar)",
                           "3 ripe bananas, 2 eggs, 1/3 cup plain yogurt, 2 cups oats blended to flour,\n"
                           "1 tsp baking powder,\n"
                           "1/2 tsp cinnamon, handful of blueberries. Mini muffin tin, 350F for 14-16 min.\n"
                           "Makes 24. Wren eats 3 at a time. Freeze half."),
    "sheet pan gnocchi": ("Sheet pan gnocchi with sausage and peppers",
                          "1 package shelf-stable gnocchi, 4 chicken sausages sliced, 2 bell peppers, 1 red onion,\n"
                          "olive oil, Italian seasoning. 425F for 25 min, toss halfway. Parmesan on top."),
    "instant pot chili": ("Instant Pot turkey chili",
                          "1 lb ground turkey, 1 onion, 2 cans beans, 1 can fire-roasted tomatoes,\n"
                          "2 tbsp chili powder,\n"
                          "1 tsp cumin, 1 cup broth. Saute, then high pressure 15 min, natural release 10."),
}


def t_parenting(title: str, body: str) -> Tmpl:
    def f(r: random.Random, dt: datetime) -> str:
        return f"{title}\n\n{body}\n"
    return f


PARENTING = [
    ("The 2-year sleep regression: what helps",
     "Around 24 months many toddlers start fighting bedtime or waking at night. Common causes: dropping the nap\n"
     "too early, new independence, molars, big changes like a new sibling or a move to a new classroom.\n"
     "What helps: keep the nap if it still happens, a consistent 20-minute wind-down routine, a toddler clock\n"
     "that turns green at wake time, and calm, boring responses to night wakings."),
    ("Potty training readiness checklist",
     "Stays dry for 2 hours, tells you when the diaper is wet, can pull pants up and down, shows interest in\n"
     "the toilet, follows two-step directions. Most children are ready between 2 and 3 years. Pick a calm\n"
     "week with no travel. Expect accidents; avoid punishment; praise effort."),
    ("Flying with a toddler: 12 tips",
     "Book a seat and bring the FAA-approved car seat; toddlers sleep better in it. Board last if you can.\n"
     "Pack new small toys wrapped in paper. Snacks, snacks, snacks. Offer a drink on takeoff and landing for ears.\n"
     "Download shows ahead of time. Gate-check the stroller."),
]


# --------------------------------------------------------------------------- small one-offs


def t_shutternest(r: random.Random, dt: datetime) -> str:
    return f"""ShutterNest - Receipt
Billed to: Tessa Marlowe Photography LLC (hello@tessamarlowe.com)
Plan: Pro Unlimited (annual)   Period {_num(dt)} - {_num(dt + timedelta(days=365))}
Amount: $420.00   Paid with Visa ending 4417   Receipt #SN-{r.randint(100000, 999999)}
Includes unlimited client galleries, print store (lab: Mpix Pro), mobile gallery app.
"""


def t_arches(r: random.Random, dt: datetime) -> str:
    return f"""Recreation.gov - Arches National Park Timed Entry
Reservation {r.randint(10**8, 10**9 - 1)}   Friday, April 19, 2024   Entry window 8:00 AM - 9:00 AM
Holder: Tessa Marlowe   1 vehicle   Fee $2.00. Park entrance fee due at the gate ($30 or annual pass).
"""


def t_brand(r: random.Random, dt: datetime) -> str:
    return """FOOTHILLS FEDERAL CREDIT UNION - BRAND GUIDELINES v2.1 (2018)
Logo: pine-tree mark + wordmark; clear space = height of the "F". Never on busy photography.
Colors: Foothills Green #2F5D50, Sandstone #D9C6A5, Sky #7FA7C9, Charcoal #333333
Type: Freight Sans for headlines, Source Serif for body copy.
Photography: real members, natural light, Colorado places; no stock photos of handshakes.
Voice: warm, plain-spoken, neighborly. Say "members", never "customers".
Prepared by Marketing (L. Pruitt, T. Brandt).
"""


def t_sleep_notes(r: random.Random, dt: datetime) -> str:
    return """notes from call w/ sleep consultant (Jenna, $95)

- 2.5 yr olds need ~11-14 hrs total; nap 1.5-2 hrs, bedtime 7:30 is fine
- the stalling (water, one more book, potty) = testing limits, not hunger
- make a picture chart of the bedtime routine and let her "check off" each step
- toddler clock: green at 6:45
- if she comes out: walk back silently, no chatting, same every time
- night wakings from molars: ok to comfort, keep it short and dark
- give 2 weeks before judging
"""


def t_resume(r: random.Random, dt: datetime) -> str:
    return """TESSA BRANDT
Lakewood, CO | tessa.brandt@gmail.com
Marketing Coordinator, Foothills Federal Credit Union, 2016 - present
- Planned and ran 20+ campaigns a year; grew Instagram following from 1.2k to 9k
- Photographed the "Neighbors" member-story series
Marketing Assistant, Red Rocks Community College Foundation, 2014 - 2016
B.A. Communication, Colorado State University, 2013
Skills: Adobe Creative Cloud, Lightroom, email marketing (Mailchimp), copywriting, photography
"""


def t_lrcat(r: random.Random, dt: datetime) -> bytes:
    return _blob(r, b"SQLite format 3\x00\x10\x00\x01\x01\x00\x40\x20\x20", 1800)


def _lock(who: str) -> bytes:
    name = who.encode()
    return bytes([len(name)]) + name + b" " * (53 - len(name)) + who.encode("utf-16-le") + b"\x00" * 40


DS = b"\x00\x00\x00\x01Bud1\x00\x00\x10\x00\x00\x00\x08\x00"


# --------------------------------------------------------------------------- build


def build(root: Path, seed: int = 14) -> list[Item]:
    r = random.Random(seed)
    items: list[Item] = []
    root = Path(root)

    def write(rel: str, data: bytes, age: float) -> None:
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
        t = NOW_S - int(age * DAY) - r.randint(0, 30_000)
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
        return content.encode("utf-8")

    def add(rel: str, bucket: str, topic: str, age: float, content, hard: bool = False) -> None:
        assert all(i.rel != rel for i in items), rel
        write(rel, encode(rel, content, age), age)
        items.append(Item(rel, bucket, topic, hard))

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float, taken: datetime | None = None) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        shot = (taken or NOW - timedelta(days=age)).replace(tzinfo=None)
        if ext in ("jpg", "jpeg"):
            data = _jpeg(r, shot)
        elif ext == "png":
            data = _png(r)
        elif ext == "heic":
            data = _blob(r, HEIC_HEAD, 900)
        elif ext == "cr3":
            data = _blob(r, b"\x00\x00\x00\x18ftypcrx \x00\x00\x00\x01crx isom", 1400)
        else:
            raise ValueError(rel)
        add(rel, bucket, topic, age, data)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    PH = "Photography"

    # ------------------------------------------------------------ Clients/2026 (Projects Photography)
    booked = {"Whitcomb-Larkin": 352, "Raman-Dawson": 301, "Fenwick-Arrieta": 268, "Oyelaran-Kowalczyk": 171,
              "Beaumont-Strand": 139, "Moreno-Price": 83}
    for c in C26:
        d = f"Clients/2026/{c.key}"
        b = booked[c.key]
        add(f"{d}/{c.key} - signed agreement.pdf", P, PH, b - 2, t_contract(c))
        add(f"{d}/Invoice TMP retainer.pdf", P, PH, b - 3, t_retainer_invoice(c))
        if c.key in ("Raman-Dawson", "Oyelaran-Kowalczyk", "Moreno-Price"):
            add(f"{d}/inquiry.eml", P, PH, b + 4, t_inquiry(c))
    c1, c2, c3, c4, c5, c6 = C26
    d = "Clients/2026/Whitcomb-Larkin"
    add(f"{d}/Invoice balance paid.pdf", P, PH, 47, t_retainer_invoice(c1, balance=True))
    add(f"{d}/questionnaire - Hannah.docx", P, PH, 40, t_questionnaire(c1))
    add(f"{d}/timeline FINAL.docx", P, PH, 22, t_timeline(c1))
    add(f"{d}/family formals.txt", P, PH, 21, t_shotlist(c1))
    add(f"{d}/Flagstaff Meadow vendor guidelines.pdf", P, PH, 60, t_venue_rules(c1))
    for i, n in enumerate((14, 87, 212, 388)):
        photo(f"{d}/sneak peeks/WhitcombLarkin_sneak-{n:03d}.jpg", P, PH, 14 - i * 0.01,
              c1.date + timedelta(hours=3 + i))
    photo(f"{d}/engagement/HT_engagement-041.jpg", P, PH, 120, _day(2026, 1, 24, 16))
    d = "Clients/2026/Raman-Dawson"
    add(f"{d}/Invoice balance paid.pdf", P, PH, 16, t_retainer_invoice(c2, balance=True))
    add(f"{d}/Raman-Dawson questionnaire.docx", P, PH, 33, t_questionnaire(c2))
    add(f"{d}/timeline v2.docx", P, PH, 9, t_timeline(c2))
    add(f"{d}/engagement session plan.txt", P, PH, 95, t_engagement_plan(c2))
    for n in (7, 33):
        photo(f"{d}/engagement exports/PriyaCole_eng-{n:03d}.jpg", P, PH, 70, _day(2026, 3, 14, 18))
    add(f"{d}/Bear Creek Lodge vendor info.pdf", P, PH, 130, t_venue_rules(c2))
    d = "Clients/2026/Fenwick-Arrieta"
    add(f"{d}/questionnaire.docx", P, PH, 19, t_questionnaire(c3))
    add(f"{d}/timeline v3.docx", P, PH, 4, t_timeline(c3))
    add(f"{d}/~$meline v3.docx", L, "System", 4, _lock("Tessa Marlowe"))
    add(f"{d}/Spruce Hollow - vendor guidelines.pdf", P, PH, 90, t_venue_rules(c3))
    add(f"{d}/Invoice balance paid.pdf", P, PH, 29, t_retainer_invoice(c3, balance=True))
    d = "Clients/2026/Oyelaran-Kowalczyk"
    add(f"{d}/Jess + Sam questionnaire.docx", P, PH, 11, t_questionnaire(c4))
    add(f"{d}/elopement plan.txt", P, PH, 12, lambda r, dt: f"""Jess + Sam elopement - Sapphire Point, Dillon
{_us(c4.date)}
- meet at the Sapphire Point overlook lot 5:15 PM, officiant {_name(r)} 5:45 PM
- ceremony on the overlook (USFS permit: the couple has it, special use permit for under 20 people)
- 6 guests: both moms, Sam's brother, Jess's best friend + partner, grandpa on FaceTime
- portraits on the loop trail, then Dillon reservoir at sunset (8:10 PM), dinner in Frisco
- backup if thunderstorms: covered deck at the Frisco restaurant
""")
    d = "Clients/2026/Beaumont-Strand"
    add(f"{d}/Foundry Hall - COI request.eml", P, PH, 30, lambda r, dt: _eml(
        dt, "Events at The Foundry <events@foundryhall.example>", BIZ_MAIL, "Beaumont/Strand 9/12 - vendor COI",
        "Hi Tessa, for the Beaumont/Strand wedding on September 12 we need a certificate of insurance naming "
        "The Foundry Hall LLC as additional insured, at least 14 days before the event. Load-in is through "
        "the alley door on 38th. Thanks! - Renee, Events Coordinator"))
    d = "Clients/2026/Moreno-Price"
    add(f"{d}/album options.txt", P, PH, 75, lambda r, dt: """Alexis + Devin - album (included in package)
10x10 heirloom album, 30 spreads, linen cover "Sage"; parent albums 8x8 x2 quoted at $420 each
Design after the gallery delivery (November), proofs by Dec 15
""")

    # ------------------------------------------------------------ Clients/2025 and older (Archive Photography)
    for i, c in enumerate(C25):
        d = f"Clients/2025/{c.key}"
        wed = _age(c.date.year, c.date.month, c.date.day)
        add(f"{d}/contract signed.pdf", X, PH, wed + 260 - i * 20, t_contract(c))
        add(f"{d}/timeline.docx", X, PH, wed + 10, t_timeline(c))
        add(f"{d}/final invoice.pdf", X, PH, wed + 31, t_retainer_invoice(c, balance=True))
        add(f"{d}/gallery delivered.eml", X, PH, wed - 48, t_delivery(c))
        if i in (0, 2, 4):
            add(f"{d}/thank you note.eml", X, PH, wed - 52, t_thanks(c))
        if i in (1, 3):
            add(f"{d}/family formals.txt", X, PH, wed + 6, t_shotlist(c))
        for k in range(2 if i != 2 else 3):
            n = r.randint(20, 700)
            photo(f"{d}/selects/{c.key.split('-')[0]}_{n:03d}.jpg", X, PH, wed - 45, c.date + timedelta(hours=2 + k))
    d = "Clients/2024/Alvarez-Kim"
    add(f"{d}/contract.pdf", X, PH, 760, t_contract(C24))
    add(f"{d}/gallery delivery.eml", X, PH, 570, t_delivery(C24))
    photo(f"{d}/AlvarezKim_blog-12.jpg", X, PH, 565, C24.date + timedelta(hours=5))

    # ------------------------------------------------------------ Documents/Business (Areas Photography)
    B = "Documents/Business"
    add(f"{B}/Bookkeeping/P&L 2025.xlsx", A, PH, 118, t_pl(2025))
    add(f"{B}/Bookkeeping/P&L 2024.xlsx", A, PH, 485, t_pl(2024))
    add(f"{B}/Bookkeeping/2026 ledger.xlsx", A, PH, 3, t_ledger)
    add(f"{B}/Bookkeeping/StudioPath payments Q1.csv", A, PH, 58, t_studiopath_export)
    add(f"{B}/Bookkeeping/mileage 2025.xlsx", A, PH, 140, t_mileage(2025))
    add(f"{B}/Taxes/DR0100 Q4 2025 confirmation.pdf", A, PH, 128, t_sales_tax("October-December", 2025))
    add(f"{B}/Taxes/DR0100 Q3 2025.pdf", A, PH, 222, t_sales_tax("July-September", 2025))
    add(f"{B}/Taxes/Denver sales tax Q1 2026.pdf", A, PH, 37, t_denver_tax)
    add(f"{B}/Taxes/1040ES Q4 2025 paid.pdf", A, PH, 138, t_1040es(4, 2025))
    add(f"{B}/Taxes/CO 104EP Q1 2026.pdf", A, PH, 47, t_co104ep)
    add(f"{B}/Taxes/Schedule C follow-up from Dana.eml", A, PH, 19, t_cpa_email)
    add(f"{B}/Taxes/1099-NEC Jordan Pike 2025.pdf", A, PH, 124, t_1099(2025))
    add(f"{B}/Taxes/1099-NEC Jordan Pike 2024.pdf", A, PH, 489, t_1099(2024))
    add(f"{B}/Insurance/Hartwell declarations 2026.pdf", A, PH, 152, t_equip_policy)
    add(f"{B}/Insurance/COI Foundry Hall.pdf", A, PH, 28, t_coi)
    for i, (nm, age) in enumerate((("R6 II body", 610), ("RF85 1.2", 420), ("macro 100", 131), ("godox kit", 300),
                                   ("cfexpress cards", 75), ("backpack", 505), ("batteries", 44), ("T9 ssd", 12))):
        if i in (2, 5, 6):
            continue
        add(f"{B}/Gear receipts/{nm}.pdf", A, PH, age, t_gear_receipt(i))
    add(f"{B}/Marketing/Pricing Guide 2026.pdf", A, PH, 172, t_pricing(2026))
    add(f"{B}/Marketing/Pricing Guide 2025.pdf", A, PH, 530, t_pricing(2025))
    add(f"{B}/Marketing/marketing plan summer.docx", A, PH, 24, t_marketing_plan)
    add(f"{B}/Marketing/IG content calendar.xlsx", A, PH, 10, t_ig_calendar)
    add(f"{B}/Marketing/inquiries 2027.xlsx", A, PH, 4, t_leads)
    add(f"{B}/Marketing/gallery stats May.csv", A, PH, 2,
        lambda r, dt: t_gallery_stats(r, dt).replace(";", ",") + "\n")
    add(f"{B}/Marketing/fall minis newsletter.docx", A, PH, 16, t_newsletter)
    add(f"{B}/Contracts/Portrait Session Agreement TEMPLATE.docx", A, PH, 205, t_contract_template)
    add(f"{B}/Second shooter/Pike invoice Chen-Hale.pdf", A, PH, 350, t_shooter_invoice(C25[0]))
    add(f"{B}/Second shooter/Pike invoice Dunn-Ostrowski.pdf", A, PH, 310, t_shooter_invoice(C25[1]))
    add(f"{B}/Second shooter/Pike invoice Brooks-Moss.pdf", A, PH, 228, t_shooter_invoice(C25[4]))
    add(f"{B}/LLC/SOS periodic report 2025.pdf", A, PH, 405, t_sos)
    add(f"{B}/Portraits 2026/Ramirez family invoice.pdf", A, PH, 13, t_portrait_invoice("Elena Ramirez", "family"))
    add(f"{B}/Portraits 2026/Okonkwo headshots invoice.pdf", A, PH, 41,
        t_portrait_invoice("Chidi Okonkwo", "headshots"))
    add(f"{B}/Portraits 2026/Okonkwo release.pdf", A, PH, 43, t_model_release("Chidi Okonkwo", "headshot session"))
    add(f"{B}/ShutterNest receipt 2026.pdf", A, PH, 96, t_shutternest)

    # ------------------------------------------------------------ Workshop (Projects Photography)
    W = "Documents/Workshop July 2026"
    add(f"{W}/Golden Hour outline v3.docx", P, PH, 6, t_ws_outline)
    add(f"{W}/attendees.xlsx", P, PH, 2, t_ws_roster)
    add(f"{W}/Meadowlark Barn agreement signed.pdf", P, PH, 78, t_ws_venue)
    add(f"{W}/model call post.txt", P, PH, 45, t_ws_model_call)
    add(f"{W}/releases/release Sofia Lindahl.pdf", P, PH, 7,
        t_model_release("Sofia Lindahl", "Golden Hour workshop, styled couple"))
    add(f"{W}/releases/release Miles Ahn.pdf", P, PH, 7,
        t_model_release("Miles Ahn", "Golden Hour workshop, styled couple"))
    add(f"{W}/workshop budget.xlsx", P, PH, 5, t_ws_budget)
    add(f"{W}/gear question from attendee.eml", P, PH, 3, t_ws_email)
    for i in range(3):
        photo(f"Pictures/Workshop scouting/Meadowlark_scout_{i + 1}.jpg", P, PH, 52, _day(2026, 4, 10, 19))

    # ------------------------------------------------------------ Studio lease (Projects Photography)
    S = "Documents/Studio lease"
    add(f"{S}/Lease Suite 204 v2.docx", P, PH, 34, t_lease_draft(2))
    add(f"{S}/Lease Suite 204 v3 landlord comments.docx", P, PH, 8, t_lease_draft(3))
    add(f"{S}/Kendra - lease v3.eml", P, PH, 8, t_lease_email)
    add(f"{S}/Summit Interiors estimate.pdf", P, PH, 13, t_buildout)
    add(f"{S}/studio budget.xlsx", P, PH, 11, t_studio_budget)
    photo(f"{S}/floor plan suite 204.png", P, PH, 66)
    add(f"{S}/Xcel start service.eml", P, PH, 1, t_xcel_studio)
    for i in range(3):
        photo(f"Pictures/Studio 204/IMG_{7102 + i * 3}.HEIC", P, PH, 64)

    # ------------------------------------------------------------ House (Areas Home) and basement (Projects Home)
    H = "Documents/House"
    for age in (2, 32, 63):
        dt = NOW - timedelta(days=age)
        add(f"{H}/Mortgage/statement {dt:%Y-%m}.pdf", A, "Home", age, t_mortgage)
    add(f"{H}/HOA/2026 assessment notice.pdf", A, "Home", 152, t_hoa_dues)
    add(f"{H}/HOA/board minutes April.pdf", A, "Home", 38, t_hoa_minutes)
    add(f"{H}/HOA/Montview Heights covenants.pdf", A, "Home", 1330, lambda r, dt: """DECLARATION OF COVENANTS,
CONDITIONS AND RESTRICTIONS FOR MONTVIEW HEIGHTS (excerpt)
Article 7. Architectural control: no exterior alteration, including windows, fences, solar panels and
window wells, shall be made until plans are approved by the Architectural Review Committee.
Article 9. Trash containers shall be stored out of view from the street except on collection days.
Article 11. Assessments are a lien on each lot and are payable quarterly.""")
    add(f"{H}/Utilities/Xcel April.pdf", A, "Home", 36, t_xcel_bill)
    add(f"{H}/Utilities/Denver Water bill.pdf", A, "Home", 50, t_water)
    add(f"{H}/Insurance/Granite Peak homeowners 2025-26.pdf", A, "Home", 244, t_home_policy)
    add(f"{H}/Maintenance/AC tune up May.pdf", A, "Home", 18, t_furnace)
    add(f"{H}/Maintenance/backflow test.pdf", A, "Home", 44, t_sprinkler)
    add(f"{H}/property tax 2025 notice.pdf", A, "Home", 125, t_property_tax(2025))
    BS = "Documents/House/Basement"
    add(f"{BS}/Front Range Finish proposal.pdf", P, "Home", 148, t_bsmt_bid)
    add(f"{BS}/framing inspection passed.pdf", P, "Home", 17, t_bsmt_inspection)
    add(f"{BS}/Ray - framing passed.eml", P, "Home", 17, t_bsmt_email)
    add(f"{BS}/change order 2 signed.pdf", P, "Home", 23, t_change_order)
    add(f"{BS}/LVP flooring options.txt", P, "Home", 27, lambda r, dt: """basement floor - LVP options (Floor & Decor)
1. Driftwood Oak, 7mm, 20 mil wear layer, $2.79/sf - warm, matches stairs
2. Harbor Gray, 8mm, 22 mil, $3.19/sf - Grant's pick
3. NuCore Natural Hickory, $3.49/sf, attached pad
need ~900 sf with 10% waste = 990 sf; contractor installs, we buy
""")
    for i, age in enumerate((140, 96, 61, 17, 3)):
        photo(f"Pictures/Basement/IMG_{6120 + i * 57}.HEIC", P, "Home", age)

    # ------------------------------------------------------------ Money (Areas Finance)
    M = "Documents/Money"
    add(f"{M}/Taxes/2025 return summary Ortega Lin.pdf", A, "Finance", 46, t_tax_summary(2025))
    add(f"{M}/Taxes/2024 return summary.pdf", A, "Finance", 412, t_tax_summary(2024))
    add(f"{M}/Taxes/W-2 Grant 2025.pdf", A, "Finance", 118, t_w2(2025))
    add(f"{M}/Roth IRA Q1 2026.pdf", A, "Finance", 58, t_ira)
    add(f"{M}/CollegeInvest 529 March.pdf", A, "Finance", 61, t_529)
    add(f"{M}/Visa statement April.pdf", A, "Finance", 34, t_credit)
    add(f"{M}/checking May 2026.csv", A, "Finance", 1, t_bank_csv)
    add(f"{M}/budget 2025.xlsx", A, "Finance", 505, t_budget)

    # ------------------------------------------------------------ Health (Areas Health)
    HE = "Documents/Health"
    add(f"{HE}/EOB Wren ear infection.pdf", A, "Health", 69, t_eob("Wren Marlowe", "Lowry Pediatrics"))
    add(f"{HE}/EOB urgent care Tessa.pdf", A, "Health", 88,
        t_eob("Tessa Marlowe", "Summit Peak Urgent Care - Stonegate"))
    add(f"{HE}/HSA statement Q1.pdf", A, "Health", 59, t_hsa_stmt)
    add(f"{HE}/Summit Peak SBC 2026.pdf", A, "Health", 198, t_sbc)
    add(f"{HE}/Montclair dental statement.pdf", A, "Health", 201, t_dental)
    add(f"{HE}/Wren well visit.pdf", A, "Health", 262, t_ped_visit)
    add(f"{HE}/amoxicillin receipt.pdf", A, "Health", 66, t_rx)

    # ------------------------------------------------------------ Wren (Areas Childcare, with misfiles)
    WR = "Documents/Wren"
    for m in (1, 2, 3):
        add(f"{WR}/Cottonwood tuition {m:02d}-2026.pdf", A, "Childcare", _age(2026, m, 1) - 1,
            t_tuition(_day(2026, m, 1)))
    add(f"{WR}/incident report 3-12.pdf", A, "Childcare", 81, t_incident)
    add(f"{WR}/Bluebird weekly update.eml", A, "Childcare", 3, t_daycare_news)
    add(f"{WR}/DCFSA claim Q1.pdf", A, "Childcare", 55, t_fsa_claim)
    add(f"{WR}/Cottonwood 2025 annual statement.pdf", A, "Childcare", 141, t_dcfsa_annual(2025))
    add(f"{WR}/immunization record.pdf", A, "Health", 230, t_vax)
    add(f"{WR}/potty training checklist.txt", R, "Parenting", 48, t_parenting(*PARENTING[1]))

    # ------------------------------------------------------------ Car (Areas Car)
    CA = "Documents/Car"
    add(f"{CA}/Granite Peak auto policy.pdf", A, "Car", 102, t_auto_policy)
    add(f"{CA}/Peak Auto oil change Jan.pdf", A, "Car", 149, t_service)
    add(f"{CA}/emissions 2025.pdf", A, "Car", 404, t_emissions)
    add(f"{CA}/registration renewal 2025.pdf", A, "Car", 396, t_registration)

    # ------------------------------------------------------------ Travel
    T = "Documents/Travel"
    add(f"{T}/Maine 2026/United flights DEN-PWM.pdf", P, "Travel", 141, t_flight)
    add(f"{T}/Maine 2026/Seawall Cottage - Margaret.eml", P, "Travel", 15, t_crib)
    add(f"{T}/Maine 2026/itinerary.md", P, "Travel", 6, t_maine_itin)
    add(f"{T}/Moab 2024/Dead Horse Point reservation.pdf", X, "Travel", 792, t_moab)
    add(f"{T}/Moab 2024/Arches timed entry.pdf", X, "Travel", 788, t_arches)
    add(f"{T}/Portland 2023/Jupiter Hotel confirmation.pdf", X, "Travel", 1112, t_portland)

    # ------------------------------------------------------------ FFCU work (Archive Career)
    F = "Documents/FFCU work"
    add(f"{F}/creative brief auto loan 2019.docx", X, "Career", 2640, t_ffcu_brief)
    add(f"{F}/offer letter 2016.pdf", X, "Career", 3710, t_ffcu_offer)
    add(f"{F}/social calendar summer 2019.xlsx", X, "Career", 2560, t_ffcu_social)
    add(f"{F}/Foothills Quarterly summer 2019.docx", X, "Career", 2530, t_ffcu_newsletter)
    add(f"{F}/meeting notes.txt", X, "Career", 2430, t_ffcu_notes)

    # ------------------------------------------------------------ Website OLD (Archive Photography)
    WO = "Documents/Website OLD"
    add(f"{WO}/about page copy.txt", X, PH, 1650, t_site_about)
    add(f"{WO}/investment page 2022.docx", X, PH, 1400, t_site_pricing)
    add(f"{WO}/Squarespace cancelled.eml", X, PH, 468, t_site_cancel)
    add(f"{WO}/redirects.csv", X, PH, 480, t_site_redirects)
    add(f"{WO}/SEO notes 2023.txt", X, PH, 900, t_site_seo)
    photo(f"{WO}/logo_v1_white.png", X, PH, 1700)

    # ------------------------------------------------------------ Recipes, photo reference (Resources)
    add("Documents/Recipes/green chile stew.txt", R, "Cooking", 420, t_recipe(*RECIPES["green chile stew"]))
    add("Documents/Recipes/sheet pan gnocchi.pdf", R, "Cooking", 210, t_recipe(*RECIPES["sheet pan gnocchi"]))
    add("Documents/Recipes/instant pot chili.docx", R, "Cooking", 600, t_recipe(*RECIPES["instant pot chili"]))
    PR = "Documents/Photo reference"
    add(f"{PR}/posing prompts couples.txt", R, PH, 380, t_posing)
    add(f"{PR}/EOS R6 Mark II guide excerpt.pdf", R, PH, 610, t_manual("R6 Mark II"))
    add(f"{PR}/EOS R5 advanced guide.pdf", R, PH, 900, t_manual("R5"))
    add(f"{PR}/Presets/TM Warm Film.xmp", R, PH, 160, t_preset("TM Warm Film"))
    add(f"{PR}/Presets/TM Clean Airy.xmp", R, PH, 160, t_preset("TM Clean Airy"))
    add(f"{PR}/wedding day timing cheat sheet.txt", R, PH, 700, t_timeline_guide)
    add(f"{PR}/golden hour by month.xlsx", R, PH, 330, t_golden_table)

    # ------------------------------------------------------------ Documents/Misc, Scans, To file (hard)
    MI = "Documents/Misc"
    add(f"{MI}/Document1.docx", X, "Career", 2140, t_ffcu_resign, True)
    add(f"{MI}/Book1.xlsx", A, "Finance", 150, t_budget, True)
    add(f"{MI}/Book2.xlsx", P, "Home", 9, t_bsmt_budget, True)
    add(f"{MI}/Untitled spreadsheet.xlsx", P, "Travel", 20, t_maine_costs, True)
    add(f"{MI}/Untitled document.docx", R, "Parenting", 110, t_sleep_notes, True)
    add(f"{MI}/letter.pdf", A, PH, 38, t_sos, True)
    SC = "Documents/Scans"
    for i, (b, t, age, fn) in enumerate(((A, "Childcare", 640, t_enrollment), (A, "Finance", 110, t_w2(2025)),
                                         (A, "Car", 800, t_title), (A, PH, 150, t_equip_policy),
                                         (A, "Health", 230, t_vax), (A, "Home", 45, t_property_tax(2026)),
                                         (X, "Career", 2300, t_ffcu_review), (P, "Home", 120, t_bsmt_permit))):
        add(f"{SC}/scan{i + 1:04d}.pdf", b, t, age, fn, True)
    add("Documents/To file/Scanned Document.pdf", A, "Health", 55, t_urgent, True)
    add("Documents/To file/Scanned Document 2.pdf", A, "Finance", 170, t_life, True)
    add("Documents/To file/IMG_0412.pdf", P, PH, 82, t_contract(c6), True)
    add("Documents/To file/Scanned Document 3.pdf", A, "Home", 80, t_water, True)

    # ------------------------------------------------------------ Documents/2024 (year folder, mixed)
    Y = "Documents/2024"
    add(f"{Y}/W2 Grant 2024.pdf", A, "Finance", 482, t_w2(2024))
    add(f"{Y}/DR0100 Q4 2024.pdf", A, PH, 495, t_sales_tax("October-December", 2024))
    add(f"{Y}/Cottonwood 2024 annual statement.pdf", A, "Childcare", 505, t_dcfsa_annual(2024))
    add(f"{Y}/HSA statement Dec 2024.pdf", A, "Health", 515, t_hsa_stmt)
    add(f"{Y}/Alvarez-Kim final invoice.pdf", X, PH, 640, t_retainer_invoice(C24, balance=True))
    add(f"{Y}/scan_0017.pdf", A, "Home", 560, t_property_tax(2024), True)
    add(f"{Y}/document.pdf", A, "Finance", 490, t_1099int(2024), True)
    add(f"{Y}/Untitled.xlsx", A, PH, 500, t_mileage(2024), True)
    add(f"{Y}/notes.txt", X, "Travel", 795, t_moab_notes, True)
    add(f"{Y}/Document.docx", X, PH, 640, t_timeline(C24), True)

    # ------------------------------------------------------------ T7 dump (external SSD copied in 2024, mixed)
    T7 = "Documents/T7 dump"
    for i in range(4):
        photo(f"{T7}/DCIM/100EOSR5/IMG_{3301 + i * 14}.CR3", X, PH, 700, C23.date + timedelta(hours=1 + i))
    add(f"{T7}/Hughes-Patel 2023/contract.pdf", X, PH, 700, t_contract(C23))
    add(f"{T7}/Hughes-Patel 2023/gallery delivered.eml", X, PH, 700, t_delivery(C23))
    for i in range(3):
        photo(f"{T7}/Family pics/IMG_{2210 + i * 9}.JPG", R, "Photos", 700, _day(2022, 6 + i, 10 + i, 17))
    add(f"{T7}/Family pics/Thumbs.db", L, "System", 700, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    add(f"{T7}/desktop.ini", L, "System", 700,
        "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\imageres.dll,-3\r\n".encode())
    add(f"{T7}/FFCU/brand guidelines 2018.pdf", X, "Career", 700, t_brand)
    add(f"{T7}/misc/New Text Document.txt", X, "Career", 700, t_ffcu_notes, True)
    add(f"{T7}/misc/file1.docx", X, PH, 700, t_timeline(C23), True)
    add(f"{T7}/misc/New Microsoft Excel Worksheet.xlsx", X, "Career", 700, t_ffcu_social, True)
    add(f"{T7}/misc/doc.pdf", R, PH, 700, t_light_notes, True)

    # ------------------------------------------------------------ Old MacBook (Archive Backup, kept whole)
    OM = "Documents/Old MacBook"
    for rel, fn in (("Desktop/Costa Rica itinerary.txt", t_costa_rica), ("Documents/resume 2019.docx", t_resume),
                    ("Documents/FFCU/brief youth savings.docx", t_ffcu_brief),
                    ("Documents/taxes/2019 return.pdf", t_tax_summary(2019)),
                    ("Documents/recipes/green chile.txt", t_recipe(*RECIPES["green chile stew"])),
                    ("Documents/Photography/contract template 2021.docx", t_contract_template),
                    ("Documents/Photography/pricing 2021.pdf", t_pricing(2021)),
                    ("Documents/Photography/light notes.txt", t_light_notes),
                    ("Documents/car/title scan.pdf", t_title),
                    ("Pictures/Lightroom/Lightroom Catalog.lrcat", t_lrcat)):
        add(f"{OM}/{rel}", X, "Backup", r.uniform(1500, 1800), fn)
    for i in range(4):
        photo(f"{OM}/Pictures/Honeymoon/IMG_{1044 + i * 31}.JPG", X, "Backup", 1600, _day(2021, 10, 10 + i * 2, 15))
    add(f"{OM}/Music/iTunes/Wildwood Lanterns - Paper Boats.mp3", X, "Backup", 1650,
        _id3(r, "Paper Boats", "Wildwood Lanterns", "Porch Light"))
    add(f"{OM}/Downloads/ffcu_logo_pack.zip", X, "Backup", 1700, _blob(r, b"PK\x03\x04\x14\x00\x00\x00", 900))

    # ------------------------------------------------------------ Pictures
    PI = "Pictures/Client Sessions"
    for i in range(3):
        photo(f"{PI}/2026-05 Ramirez family/Ramirez_family-{r.randint(1, 60) + i * 60:03d}.jpg", A, PH, 9,
              _day(2026, 5, 12, 19))
    for i in range(2):
        photo(f"{PI}/2026-04 Okonkwo headshots/Okonkwo_{i + 1:02d}.jpg", A, PH, 40, _day(2026, 4, 18, 10))
    for i in range(3):
        photo(f"{PI}/2025-10 Fall minis/FallMinis25_{r.randint(100, 199) + i * 100}.jpg", X, PH, 225,
              _day(2025, 10, 18, 17))
    for i in range(2):
        photo(f"{PI}/2024 Lee maternity/Lee_maternity-{i + 7:02d}.jpg", X, PH, 680, _day(2024, 7, 20, 19))
    for i in range(2):
        photo(f"Pictures/Brand photos 2026/Tessa_brand-{i + 3:02d}.jpg", A, PH, 100, _day(2026, 2, 21, 11))
    for yr, n in ((2025, 4), (2026, 4)):
        for i in range(n):
            age = _age(yr, 1 + i * 2, 5 + i * 3) if yr == 2025 else _age(2026, 1 + i, 3 + i * 4)
            photo(f"Pictures/Family/{yr}/IMG_{(4100 if yr == 2025 else 6010) + i * 23}.HEIC", R, "Photos", age)
    for i in range(3):
        photo(f"Pictures/Moab 2024/DSC_{5402 + i * 11}.jpg", R, "Photos", 790, _day(2024, 4, 19 + i, 18))
    photo("Pictures/Wren first snow.jpg", R, "Photos", 560, _day(2024, 11, 21, 10))
    photo("Pictures/Wren 2nd birthday/IMG_3951.HEIC", R, "Photos", 260)
    photo("Pictures/Wren 2nd birthday/IMG_3957.HEIC", R, "Photos", 260)

    # ------------------------------------------------------------ Music
    for i, (t, a, al) in enumerate((("Paper Boats", "Wildwood Lanterns", "Porch Light"),
                                    ("High Desert Radio", "The Juniper Line", "Mile Marker"),
                                    ("Slow Kitchen Dance", "Maren Holt", "Small Hours"),
                                    ("Blue Spruce", "The Juniper Line", "Mile Marker"))):
        add(f"Music/{a}/{al}/{i + 1:02d} {t}.mp3", R, "Music", 300 + i * 90, _id3(r, t, a, al))

    # ------------------------------------------------------------ Desktop
    DE = "Desktop"
    for i, age in enumerate((1, 4, 12, 27, 58)):
        dt = NOW - timedelta(days=age, hours=r.randint(1, 10))
        photo(f"{DE}/Screenshot {dt:%Y-%m-%d} at {(dt.hour - 1) % 12 + 1}.{r.randint(0, 59):02d}.{r.randint(10, 59)} "
              f"{'PM' if dt.hour >= 12 else 'AM'}.png", R, "Photos", age)
    add(f"{DE}/untitled.txt", P, "Travel", 2, t_packing, True)
    add(f"{DE}/untitled 2.txt", P, PH, 8, t_shotlist(c2), True)
    add(f"{DE}/notes.txt", R, PH, 230, t_light_notes, True)
    add(f"{DE}/New Note.txt", R, "Cooking", 95, t_recipe(*RECIPES["banana oat muffins"]), True)
    add(f"{DE}/Untitled.docx", P, PH, 10, t_model_release("Miles Ahn", "Golden Hour workshop, styled couple"), True)
    add(f"{DE}/stuff.txt", A, "Finance", 180, t_autopay_list, True)
    add(f"{DE}/notes 2.txt", P, "Home", 26, t_bsmt_questions, True)
    add(f"{DE}/draft.docx", A, PH, 16, t_newsletter, True)
    add(f"{DE}/~$aft.docx", L, "System", 16, _lock("Tessa Marlowe"))
    add(f"{DE}/old stuff/notes.txt", X, PH, 1200, t_site_about, True)
    photo(f"{DE}/old stuff/watermark_old.png", X, PH, 1500)

    # ------------------------------------------------------------ Downloads: named files
    DL = "Downloads"
    add(f"{DL}/Raman-Dawson_timeline_FINAL.docx", P, PH, 7, t_timeline(c2))
    add(f"{DL}/Fenwick_Arrieta_questionnaire.pdf", P, PH, 20, t_questionnaire(c3))
    add(f"{DL}/Alpine_Camera_receipt_RF85.pdf", A, PH, 419, t_gear_receipt(1))
    add(f"{DL}/2025_1099-NEC_Pike.pdf", A, PH, 125, t_1099(2025))
    add(f"{DL}/Summit_Peak_EOB_April.pdf", A, "Health", 41, t_eob("Grant Marlowe", "Denver Eye Center"))
    add(f"{DL}/escrow_analysis_2026.pdf", A, "Home", 57, t_escrow)
    add(f"{DL}/HOA_minutes_April.pdf", A, "Home", 39, t_hoa_minutes)
    add(f"{DL}/Xcel_bill_May.pdf", A, "Home", 5, t_xcel_bill)
    add(f"{DL}/auto_id_cards.pdf", A, "Car", 101, t_auto_policy)
    add(f"{DL}/United_itinerary_DEN-PWM.pdf", P, "Travel", 141, t_flight)
    add(f"{DL}/Golden_Hour_workshop_orders.csv", P, PH, 2, t_ws_tickets)
    add(f"{DL}/Lease_Suite204_v3_clean.docx", P, PH, 7, t_lease_draft(3))
    add(f"{DL}/2-year-sleep-regression.pdf", R, "Parenting", 120, t_parenting(*PARENTING[0]))
    add(f"{DL}/flying-with-a-toddler.pdf", R, "Parenting", 30, t_parenting(*PARENTING[2]))
    add(f"{DL}/tuition_statement_May.pdf", A, "Childcare", 31, t_tuition(_day(2026, 5, 1)))
    photo(f"{DL}/IMG_7731.HEIC", R, "Photos", 22)
    photo(f"{DL}/IMG_7733.HEIC", R, "Photos", 22)
    photo(f"{DL}/venue-map-bear-creek.png", P, PH, 35)
    # installers, ebooks, music
    for nm, head, age in (("PhotoMechanic6.dmg", b"x\x01\x8d\x95", 260),
                          ("EOS_Utility_3.18.dmg", b"x\x01\xec\xbd", 400),
                          ("GoogleChrome.dmg", b"x\x01\x95\x91", 700),
                          ("zoomusInstallerFull.pkg", b"xar!\x00\x1c\x00\x01", 150),
                          ("Spotify.dmg", b"x\x01\xa5\x9c", 520)):
        add(f"{DL}/{nm}", R, "Software", age, _blob(r, head, 2000) + b"koly\x00\x00\x00\x04")
    for title, author, age in (("The Salt Orchard", "Mara Quill", 200), ("North of Everything", "Dev Ahluwalia", 90),
                               ("A Year of Small Rooms", "June Pettigrew", 430),
                               ("The Cartographer's Daughter", "Ines Vale", 15)):
        add(f"{DL}/{title} - {author}.epub", R, "Books", age,
            _rezip(_epub(title, author, "en", f"Chapter One. {title} begins on a cold morning in a small town.")))
    add(f"{DL}/Maren Holt - Slow Kitchen Dance (demo).mp3", R, "Music", 75,
        _id3(r, "Slow Kitchen Dance (demo)", "Maren Holt", "Demos"))
    # unfinished downloads
    add(f"{DL}/ShutterNest_Gallery_Whitcomb-Larkin_full.zip.crdownload", L, "System", 0.2,
        _blob(r, b"PK\x03\x04\x14\x00\x08\x00", 3000))
    add(f"{DL}/Unconfirmed 418823.crdownload", L, "System", 44, _blob(r, b"PK\x03\x04", 1200))
    add(f"{DL}/LightroomClassic_15_mac.dmg.part", L, "System", 6, _blob(r, b"x\x01\xec\xbd", 2500))

    # ------------------------------------------------------------ Downloads: files whose name says nothing (hard)
    hard = [
        ("document.pdf", A, "Childcare", 12, t_tuition(_day(2026, 5, 1))),
        ("document (1).pdf", A, "Childcare", 40, t_tuition(_day(2026, 4, 1))),
        ("document (2).pdf", A, "Health", 20, t_eob("Wren Marlowe", "Lowry Pediatrics")),
        ("document (3).pdf", A, "Home", 55, t_escrow),
        ("download.pdf", A, PH, 35, t_sales_tax("January-March", 2026)),
        ("download (1).pdf", A, PH, 47, t_1040es(1, 2026)),
        ("download (2).pdf", P, "Travel", 60, t_carrental),
        ("file.pdf", A, "Car", 25, t_registration),
        ("file (1).pdf", P, "Home", 90, t_egress),
        ("Untitled.pdf", A, "Home", 150, t_hoa_dues),
        ("attachment.pdf", P, "Travel", 110, t_cottage),
        ("attachment (1).pdf", P, PH, 70, t_lease_loi),
        ("ATT00001.pdf", A, PH, 14, t_shooter_invoice(c1)),
        ("ATT00002.pdf", P, PH, 80, t_ws_venue),
        ("export.csv", A, "Finance", 6, t_bank_csv),
        ("export (1).csv", A, PH, 30, t_studiopath_export),
        ("export (2).csv", P, PH, 9, t_ws_tickets),
        ("data.csv", A, "Health", 100, t_hsa_csv),
        ("receipt.pdf", A, PH, 130, t_gear_receipt(2)),
        ("invoice (3).pdf", A, "Health", 33, t_dental),
        ("unnamed.pdf", A, "Health", 65, t_ped_visit),
        ("unnamed (1).pdf", A, "Car", 210, t_service),
        ("2026-05-07.pdf", P, "Home", 25, t_change_order),
        ("Document.docx", P, PH, 18, t_ws_outline),
        ("Document (1).docx", P, PH, 8, t_timeline(c3)),
        ("Re_ quick question.eml", P, PH, 5, t_couple_question(c2)),
        ("Fwd_ FYI.eml", P, "Home", 72, t_hoa_approval),
        ("Fwd_ please sign.eml", A, "Childcare", 10, t_reenroll),
        ("invite.ics", P, PH, 6, t_lease_ics),
        ("invite (1).ics", A, "Childcare", 11, t_conference_ics),
        ("meeting.ics", A, PH, 9, t_cpa_ics),
        ("print.pdf", P, "Travel", 27, t_acadia),
        ("Scan 2026-04-22.pdf", A, "Home", 40, t_furnace),
        ("eStatement.pdf", A, "Home", 3, t_mortgage),
        ("eStatement (1).pdf", A, "Finance", 4, t_credit),
        ("form.pdf", A, PH, 140, t_w9),
        ("form (1).pdf", A, "Childcare", 54, t_fsa_claim),
        ("Untitled (1).pdf", X, "Travel", 780, t_moab),
        ("doc_0519.pdf", A, "Finance", 13, t_529),
        ("message.eml", P, PH, 26, t_ws_email),
        ("untitled.eml", P, "Travel", 16, t_crib),
        ("output.pdf", P, PH, 12, t_buildout),
    ]
    for name, b, t, age, fn in hard:
        add(f"{DL}/{name}", b, t, age, fn, True)

    # ------------------------------------------------------------ dot files (not labelled)
    for folder in ("", "Desktop", "Documents", "Downloads", "Clients", "Clients/2026", "Clients/2025", "Pictures",
                   "Documents/Business", "Documents/Old MacBook", "Documents/T7 dump", "Clients/2026/Whitcomb-Larkin"):
        dot(f"{folder}/.DS_Store".lstrip("/"), DS + bytes(r.getrandbits(8) for _ in range(64)), r.uniform(0, 30))
    dot("Documents/.localized", b"", 1200)
    dot("Downloads/.localized", b"", 1200)
    dot("Documents/Old MacBook/Documents/.localized", b"", 1700)
    return items
