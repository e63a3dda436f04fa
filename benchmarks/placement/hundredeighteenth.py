"""A hundred-and-eighteenth unseen labelled corpus: Tavita Leota's Windows PC in Māngere East, ``build(root, seed)``, written blind.

What was read (nothing else): the brief (/tmp/brief/corpus_rules.txt); ``benchmarks/placement/unseen.py``
lines 1-220 and 1296-1360; ``benchmarks/placement/corpus.py`` lines 1-30 and its functions ``_pdf`` and
``_jpeg``; ``benchmarks/placement/blind.py`` lines 74-107 and its function ``_png``; a file-name listing of
``benchmarks/placement/``. Slip, recorded honestly: printing ``corpus.py`` lines 169-215 to reach ``_pdf`` and
``_jpeg`` also showed the first dozen lines of that module's ``build()`` (a loop over a ``NAMED`` dict with
topic names such as Finance/Career/Health). Nothing from it was used here.

The person: Tavita Fa'amausili Leota, 35 (born September 1990 in Ōtāhuhu to Samoan parents), lives with his wife Sina
(33, a registered nurse at Middlemore Hospital) at 18 Kāretu Place, Māngere East, Auckland 2024, a house they
bought in July 2023 (ASB mortgage). He is an IT infrastructure contractor (Windows Server, VMware/Hyper-V,
AWS) working through his own company, Leota Tech Limited (incorporated April 2024, GST registered, two-monthly
GST, provisional tax, ACC levies, accountant Lagi Fonoti of Fonoti & Associates in Ōtāhuhu). He invoices
fortnightly through the agency Rata Tech Recruitment. Before that he was a permanent systems engineer at
Tasman Mutual Bank (2017 - March 2024, left). His first contract, a server refresh for Waitematā Freight
Ltd (April 2024 - February 2025), is finished. His current contract is the datacentre exit to AWS at Pūriri
Health Network (since March 2025, extended to 30 September 2026). He writes English with some Samoan
(family letters, church notes). Ongoing as of NOW (2026-06-01): the business; personal money and KiwiSaver;
the house (mortgage, rates, insurance, power, water) with a leaky-deck repair in progress (builder Aiga
Builders Ltd, consent granted April 2026, works under way); a 2017 Mazda CX-5; health (GP, physio for a rugby
hamstring, Southern Cross); treasurer of the Autalavou (youth group) at EFKS Māngere East since 2024; the
Māngere East Hawks rugby club (Classics grade). Projects in progress: a Proxmox homelab in the garage; the AWS
Solutions Architect Associate exam (SAA-C03) booked for 20 June 2026; his parents' (Leota Fa'amausili and
Malia, who retired to Vaitele, Samoa) 40th wedding anniversary fa'alavelave in Apia on 15 August 2026
(flights, venue, catering, family contributions). Ended: the bank job, the Waitematā contract, a trip to
Rarotonga in July 2025, renting the old flat at 2/41 Mason Avenue, Ōtāhuhu (2019 - July 2023), his old
Galaxy S10 (backed up in May 2023).

The machine: ``Documents/`` with some good folders (``Leota Tech Ltd/``, ``Contracts/Puriri Health/``,
``Contracts/Waitemata Freight/``, ``House/``, ``Finance/``, ``Car/``, ``Health/``, ``Church/``, ``Rugby/``,
``Homelab/``, ``AWS SAA-C03/``, ``Mum and Dad 40th/``, ``Travel/``, ``Family/``, ``IT Reference/``,
``Recipes/``, ``eBooks/``, ``Old flat Otahuhu/``, a leftover ``Tasman Mutual/`` folder from the bank job),
a dumped ``Documents/2024/`` year folder, ``Documents/Scanned Documents/scan000N.pdf`` from Windows Fax and
Scan; a ``Downloads/`` dump (document (4).pdf, export.csv, invoice.pdf that is not an invoice, installers);
a ``Desktop/`` dump (New Text Document.txt, Doc1.docx, Book1.xlsx, screenshots); ``OneDrive/Pictures/``
(Camera Roll, Screenshots, Deck, Homelab build, Rarotonga 2025); ``Music/``; ``Phone Backup/Galaxy S10``.

LABELLING RULES (written before any file was generated; as of NOW = 2026-06-01):

- Projects: Puriri Health -- the current client engagement: contract schedule and extension, SOW,
  runbooks, cutover plans, server inventories, risk register, meeting notes, emails about the work,
  diagrams, onboarding. Edge: the invoices and timesheets for this contract are the company's billing
  records, so Areas/Business. Home -- the leaky-deck repair: quotes, weathertightness report, building
  consent, builder contract, progress claims, phone notes, progress photos. Homelab -- parts list, orders,
  configs (compose files, inventory), network/IP plan, build photos; the ISOs and installers downloaded
  for it are Resources/Software. AWS Cert -- exam booking, study plan and notes, practice-test results,
  course certificate, the study-guide ebook bought for this exam (a course until its exam); general IT
  reference stays Resources/IT. Parents 40th -- everything for the Apia fa'alavelave: flights,
  accommodation, venue and catering quotes, polokalame (programme), budget, family contributions, letters
  and emails to and from family about it (in Samoan too), speech draft, packing list.
- Areas: Business -- Leota Tech Ltd: invoices of any client and year, timesheets, GST returns and
  workings, provisional tax, IRD letters, ACC levies, accountant letters and annual accounts, Companies
  Office, business bank exports, professional indemnity insurance, CV and rate card. Finance -- personal
  bank and credit-card statements, KiwiSaver, budgets, personal income tax. Home -- the house: purchase
  papers of 2023 (LIM, agreement, settlement), mortgage, rates, insurance, power, water, maintenance log.
  Car -- rego, WoF, insurance, servicing, tolls, the 2022 purchase agreement. Health -- GP, tests, physio,
  dentist, Southern Cross, the personal ACC injury claim. Church -- Autalavou treasurer work: monthly
  reports, annual accounts, budget, youth account statements, fundraisers, fono minutes, signatory forms.
  Rugby -- club registration, subs, draws, team sheets, AGM notices. Family -- remittances to Samoa and
  family letters that are not about the anniversary.
- Resources: IT (cheat sheets, reference notes, articles), Church (lauga/sermon notes, hymn words, bible
  study plans), Rugby (drills, strapping guide), Home (appliance manuals), Cooking (recipes), Books
  (ebooks), Music (mp3s), Software (installers, ISOs), Photos (everyday photos, screenshots, photos sent
  by Sina) -- except photos documenting a project or a finished trip/flat, which take that bucket.
- Archive: Tasman Mutual -- the bank job (employment agreement, payslips, reviews, roster, resignation,
  final pay, exit notes). Waitemata Freight -- the finished contract's schedule, handover, as-builts,
  reference letter (its invoices/timesheets stay Areas/Business). Home -- the old rented flat in Ōtāhuhu
  (tenancy, rent notices, bond, move-out photos). Travel -- the Rarotonga trip of July 2025 (bookings,
  insurance, itinerary, photos). Backup -- everything inside the old Galaxy S10 phone backup.
- Left: desktop.ini, Thumbs.db, Office lock files (~$...), .crdownload and .part downloads (topic System).
  Dot files are written with dot() and not labelled.

``hard`` marks files whose name and folder say nothing about the subject (Downloads/document (4).pdf,
Desktop/New Text Document.txt, Documents/Scanned Documents/scan0003.pdf, Documents/2024/info.txt,
export.csv, Downloads/invoice.pdf which is an exam booking); images are never hard.
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

_MAC = str.maketrans({"ā": "a", "ē": "e", "ī": "i", "ō": "o", "ū": "u", "Ā": "A", "Ē": "E", "Ī": "I",
                      "Ō": "O", "Ū": "U", "ʻ": "'"})


def _at(age: float) -> datetime:
    return NOW - timedelta(days=age)


def _dd(dt: datetime) -> str:
    return f"{dt.day} {dt:%B %Y}"


def _nz(v: float) -> str:
    return f"${v:,.2f}"


CO = ("Leota Tech Limited\n18 Kāretu Place, Māngere East, Auckland 2024\n"
      "NZBN 9429051187342 | Company no. 8814207 | GST 131-455-902\ntavita@leotatech.co.nz | 021 448 3106")
AGENCY = "Rata Tech Recruitment Ltd\nLevel 4, 120 Albert Street\nAuckland 1010"
ACCT = ("Fonoti & Associates Chartered Accountants\n212 Great South Road, Ōtāhuhu, Auckland 1062\n"
        "Ph 09 276 4410 | lagi@fonotiassociates.co.nz")
HOME = "18 Kāretu Place, Māngere East, Auckland 2024"
PHN_TASKS = ["Wave 3 cutover prep - file servers PHN-FS01/02", "AWS landing zone - SCP and guardrail review",
             "Decommission PHN-DC02, DNS cleanup", "Migrate Veeam jobs to AWS Backup", "CAB - change RFC-2291",
             "Patch Tuesday - Windows Server 2019 fleet", "AppStream 2.0 POC for clinic staff",
             "DR test planning with Kiri (infra lead)", "Server inventory reconciliation", "FSx for Windows sizing",
             "Migration wave 4 discovery workshops", "Runbook update - SQL Always On cutover"]
WF_TASKS = ["Hyper-V cluster build - node 3", "VMware to Hyper-V migration - depot servers",
            "Handover documentation", "Decommission ESXi hosts", "Backup job review with Shane"]
NAMES = ["Sione Tavana", "Mele Faleolo", "Kiri Walker", "Priya Naidu", "Ben Hartley", "Losa Aumua",
         "Josh Tapsell", "Fetu Sapolu", "Ana Tuimavave", "Daniel Cho", "Teuila Ah Chong", "Rangi Parata"]


def t_invoice(num: int, end: datetime, client: str, tasks: str):
    def f(r: random.Random, dt: datetime) -> str:
        hrs = r.choice([72.0, 76.5, 80.0, 80.0, 78.0, 64.0])
        rate = 118.0 if client.startswith("Pūriri") else 105.0
        sub = hrs * rate
        return (f"TAX INVOICE\n{CO}\n\nInvoice number: LT-{num:03d}\nDate: {_dd(dt)}\n"
                f"Bill to:\n{AGENCY}\nAttn: Contractor Payments\n\n"
                f"Contractor services - Tavita Leota - placed at {client}\n"
                f"Period: fortnight ending {_dd(end)} ({tasks})\n"
                f"Hours: {hrs:.1f} @ {_nz(rate)} per hour = {_nz(sub)}\n"
                f"Subtotal: {_nz(sub)}\nGST 15%: {_nz(sub * 0.15)}\nTOTAL NZD: {_nz(sub * 1.15)}\n\n"
                "Payment terms: 7 days. Please pay to Leota Tech Limited, ASB 12-3011-0456789-00, "
                f"reference LT-{num:03d}.\nThank you - fa'afetai!")
    return f


def t_timesheet(end: datetime, client: str, tasks: list[str]):
    def f(r: random.Random, dt: datetime) -> str:
        rows = ["Contractor;Tavita Leota (Leota Tech Ltd)", f"Client;{client}", "Agency;Rata Tech Recruitment",
                f"Week ending;{end:%d/%m/%Y}", "Date;Start;Finish;Break;Hours;Work done"]
        tot = 0.0
        for k in range(5):
            day = end - timedelta(days=4 - k)
            h = r.choice([8.0, 8.0, 8.5, 7.5, 9.0])
            tot += h
            rows.append(f"{day:%a %d/%m};08:00;{16 + h - 7.5:.2f}".replace(".50", ":30").replace(".00", ":00")
                        + f";0:30;{h};{r.choice(tasks)}")
        rows += [f"Total hours;;;;{tot}", "Approved by;Kiri Walker (Infrastructure Lead)" if client.startswith("Pū")
                 else "Approved by;Shane Doherty (IT Manager)"]
        return "\n".join(rows)
    return f


def t_gst(start: datetime, end: datetime, due: str):
    def f(r: random.Random, dt: datetime) -> str:
        sales = r.uniform(36000, 44000) * 1.15
        purch = r.uniform(900, 3200) * 1.15
        return (f"Inland Revenue - Te Tari Taake\nGoods and services tax return GST101A\nLeota Tech Limited  "
                f"IRD number 131-455-902\nReturn period: {_dd(start)} to {_dd(end)} (two-monthly)\n"
                f"Box 5 Total sales and income (incl GST): {_nz(sales)}\nBox 6 Zero-rated supplies: $0.00\n"
                f"Box 10 Total GST collected on sales: {_nz(sales * 3 / 23)}\n"
                f"Box 11 Total purchases and expenses (incl GST): {_nz(purch)}\n"
                f"Box 13 Total GST credit on purchases: {_nz(purch * 3 / 23)}\n"
                f"Box 15 GST to pay: {_nz((sales - purch) * 3 / 23)}\n"
                f"Filed in myIR on {_dd(dt)}. Payment due {due}. Receipt number {r.randint(10**8, 10**9)}.")
    return f


def t_bank(owner: str, acct: str, lines: list[tuple[str, float, float]]):
    def f(r: random.Random, dt: datetime) -> str:
        bal = r.uniform(1500, 6000)
        out = [f"ASB Bank Limited - Statement\n{owner}\nAccount {acct}\nStatement to {_dd(dt)}",
               f"Opening balance {_nz(bal)}", "Date  Particulars  Debit  Credit  Balance"]
        for k in range(9):
            name, lo, hi = r.choice(lines)
            v = round(r.uniform(lo, hi), 2)
            bal += v
            d = dt - timedelta(days=28 - k * 3)
            out.append(f"{d:%d %b} {name} {'' if v > 0 else _nz(-v)} {_nz(v) if v > 0 else ''} {_nz(bal)}")
        out.append(f"Closing balance {_nz(bal)}")
        return "\n".join(out)
    return f


PERS = [("SALARY LEOTA TECH LTD", 5200, 5200), ("COUNTDOWN MANGERE", -260, -60), ("Z ENERGY MANGERE", -110, -60),
        ("MERCURY ENERGY DD", -240, -150), ("ONE NZ FIBRE", -95, -95), ("SINA LEOTA TFR", 600, 1200),
        ("PAK N SAVE MANGERE", -310, -90), ("ASB HOME LOAN 4471", -1260, -1260), ("TITHE EFKS MANGERE", -80, -50),
        ("SOUTHERN CROSS DD", -118, -118), ("NETFLIX", -24, -24), ("AT HOP TOPUP", -40, -20)]
BIZ = [("RATA TECH RECRUIT", 9800, 10900), ("IRD GST", -5600, -4200), ("IRD PROVISIONAL TAX", -6500, -4800),
       ("SALARY T LEOTA", -5200, -5200), ("XERO NZ", -75, -75), ("FONOTI & ASSOC", -690, -420),
       ("PB TECH", -350, -80), ("ACC LEVY", -640, -640), ("ONE NZ MOBILE", -65, -65), ("AWS EMEA", -45, -12)]
CHURCH = [("SAUSAGE SIZZLE BUNNINGS", 380, 720), ("AUTALAVOU SAOFAGA", 150, 400), ("COUNTDOWN OTARA", -160, -40),
          ("BUS HIRE RITCHIES", -650, -450), ("KMART MANUKAU", -90, -20), ("KOKO SAMOA SALES", 120, 260),
          ("MANGERE ARTS CENTRE", -200, -200), ("DONATION ANZ", 50, 300)]


def t_treasurer(month: datetime):
    def f(r: random.Random, dt: datetime) -> str:
        ob = r.uniform(2200, 4800)
        inc = [("Saofaga a sui / member contributions", r.uniform(150, 420)),
               ("Sausage sizzle Bunnings Manukau", r.uniform(380, 720)), ("Koko Samoa sales", r.uniform(90, 260))]
        exp = [("Meaalofa mo le Aso o Tina (Mother's Day gifts)" if month.month == 5 else "Mea'ai mo le practice",
                r.uniform(60, 210)), ("Bus hire - youth rally", r.uniform(0, 520)), ("Printing/photocopy", 18.5)]
        ti, te = sum(v for _, v in inc), sum(v for _, v in exp)
        return "\n".join(
            [f"AUTALAVOU EFKS MĀNGERE EAST - Lipoti a le Teutupe (Treasurer's report)",
             f"Masina / Month: {month:%B %Y}", f"Paleni amata (opening balance): {_nz(ob)}", "Tupe maua (income):"]
            + [f"  {n}: {_nz(v)}" for n, v in inc] + [f"  Aofa'i / total income: {_nz(ti)}", "Tupe alu (expenses):"]
            + [f"  {n}: {_nz(v)}" for n, v in exp]
            + [f"  Aofa'i / total expenses: {_nz(te)}", f"Paleni tapuni (closing balance): {_nz(ob + ti - te)}",
               "Faletupe: ASB 12-3095-0771203-00 (EFKS Mangere East Autalavou). Receipts book nos "
               f"{r.randint(300, 400)}-{r.randint(401, 450)}.", "Teutupe: Tavita Leota. Siaki e / checked by: "
               "Losa Aumua (Failautusi / secretary)"])
    return f


def t_payslip(dt0: datetime):
    def f(r: random.Random, dt: datetime) -> str:
        g = 4461.54
        tax = g * 0.262
        return (f"Tasman Mutual Bank Limited - Payslip\nEmployee: Tavita Leota  ID 20417\nPosition: Systems "
                f"Engineer II, Infrastructure Services\nPay period ending {_dd(dt0)} (fortnightly)\n"
                f"Ordinary salary {_nz(g)}\nOn-call allowance {_nz(r.choice([0, 180, 360]))}\nPAYE {_nz(tax)}\n"
                f"KiwiSaver employee 4% {_nz(g * 0.04)}  Employer contribution 4% {_nz(g * 0.04)}\n"
                f"Net pay {_nz(g - tax - g * 0.04)} to 12-3011-0398112-00\nAnnual leave balance "
                f"{r.uniform(60, 120):.1f} hours")
    return f


def t_note(lines: list[str]):
    return "\n".join(lines)


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
        dt = _at(age)
        if callable(content):
            content = content(r, dt)
        if isinstance(content, bytes):
            return content
        ext = rel.rsplit(".", 1)[-1].lower()
        if ext == "pdf":
            return _pdf(_latin1(content.translate(_MAC)))
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

    def stamp(age: float) -> str:
        return f"{_at(age):%Y%m%d}_{r.randint(7, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    BZ, PH, WF, TM = "Business", "Puriri Health", "Waitemata Freight", "Tasman Mutual"

    # ------------------------------------------------------------ Leota Tech Ltd (Areas/Business)
    b = "Documents/Leota Tech Ltd"
    for k in range(12):
        age = 3 + 14 * k
        end = _at(age + 2)
        fy = "2026-27" if age < 61 else "2025-26"
        add(f"{b}/Invoices/{fy}/LT-{54 - k:03d} Rata Tech.pdf", A, BZ, age,
            t_invoice(54 - k, end, "Pūriri Health Network", "AWS migration programme"))
    for num, age in ((9, 540), (15, 456), (21, 372)):
        add(f"{b}/Invoices/2024-25/LT-{num:03d}.pdf", A, BZ, age,
            t_invoice(num, _at(age + 2), "Waitematā Freight Ltd", "server refresh"))
    for k in range(7):
        age = 2 + 7 * k
        end = _at(age + 1)
        add(f"{b}/Timesheets/2026/Timesheet PHN w-e {end:%Y-%m-%d}.xlsx", A, BZ, age,
            t_timesheet(end, "Pūriri Health Network", PHN_TASKS))
    for age in (468, 461):
        end = _at(age + 1)
        add(f"{b}/Timesheets/2025/Timesheet WFL w-e {end:%d.%m.%Y}.xlsx", A, BZ, age,
            t_timesheet(end, "Waitematā Freight Ltd", WF_TASKS))
    for s, e, due, age in ((_at(369), _at(306), "28 July 2025", 306), (_at(306), _at(245), "28 September 2025", 240),
                           (_at(245), _at(184), "15 January 2026", 170), (_at(184), _at(122), "2 March 2026", 112),
                           (_at(122), _at(62), "7 May 2026", 27)):
        add(f"{b}/GST/GST return {s:%b}-{e:%b %Y}.pdf", A, BZ, age, t_gst(s + timedelta(days=1), e, due))
    add(f"{b}/GST/GST workings Mar-Apr 2026.xlsx", A, BZ, 29, lambda r, dt: "Period;1 Mar 2026 - 30 Apr 2026\n"
        "Item;Excl GST;GST\nInvoices LT-047 to LT-050;" + f"{r.uniform(36000, 41000):.2f};calc\n"
        "PB Tech - NUC/RAM (homelab? NO - private, exclude);0;0\nXero subscription;130.43;19.57\n"
        "Fonoti & Associates - GST/accounts;600.00;90.00\nOne NZ mobile (80% business);113.04;16.96\n"
        "Home office share (12% power/internet);142.10;21.32\nGST to pay;;see myIR")
    for age, when in ((277, "28 August 2025"), (137, "15 January 2026"), (25, "7 May 2026")):
        add(f"{b}/Provisional tax/Prov tax {when}.pdf", A, BZ, age, lambda r, dt, w=when: (
            "Inland Revenue - myIR payment confirmation\nCustomer: Leota Tech Limited (131-455-902)\n"
            f"Tax type: Income tax - provisional tax instalment due {w}\nTax year ending 31 March 2026\n"
            f"Method: standard (prior year RIT x 105%)\nAmount paid: {_nz(r.uniform(4800, 6500))}\n"
            f"Paid from ASB 12-3011-0456789-00 on {_dd(dt)}\nConfirmation number {r.randint(10**9, 10**10)}"))
    add(f"{b}/Provisional tax/provisional tax calc 2026-27.xlsx", A, BZ, 40, lambda r, dt: (
        "Leota Tech Ltd - provisional tax 2026-27 (from Lagi)\nRIT 2025-26 (estimate);" + f"{r.randint(16000, 19000)}\n"
        "Uplift;105%\nInstalment 1 - 28 Aug 2026;1/3\nInstalment 2 - 15 Jan 2027;1/3\nInstalment 3 - 7 May 2027;1/3\n"
        "Note;contract ends 30 Sep 2026 - talk to Lagi about estimation option if no new contract"))
    for yr, age in (("2025", 330), ("2026", 12)):
        add(f"{b}/ACC/ACC levy invoice {yr}.pdf", A, BZ, age, lambda r, dt, yr=yr: (
            "ACC - Te Kaporeihana Awhina Hunga Whara\nBusiness levy invoice\nLeota Tech Limited  ACC number "
            f"F4418827\nLevy year 1 April {yr} - 31 March {int(yr) + 1} (provisional)\nClassification unit 78200 "
            f"Computer systems design and related services\nLiable earnings (shareholder-employee): "
            f"{_nz(r.uniform(62000, 68000))}\nWork levy @ $0.08 per $100\nWorking Safer levy @ $0.08 per $100\n"
            f"Earners' levy (self-employed/shareholder) @ $1.60 per $100\nTotal levy payable: "
            f"{_nz(r.uniform(1100, 1260))} incl GST\nPay in full by {_dd(dt + timedelta(days=30))} or by instalments."))
    add(f"{b}/ACC/CoverPlus Extra quote.pdf", A, BZ, 300, (
        "ACC CoverPlus Extra - cover quote for Tavita Leota (shareholder-employee, Leota Tech Ltd)\n"
        "Agreed level of cover: $52,000 per year (minimum earnings-related compensation option)\n"
        "Estimated levy: $1,412.30 incl GST per year. Standard cover weekly compensation would be based on "
        "last year's liable earnings. Valid for 30 days."))
    add(f"{b}/Accountant/Engagement letter Fonoti 2024.pdf", A, BZ, 760, (
        f"{ACCT}\n\n3 May 2024\nMr Tavita Leota, Director, Leota Tech Limited\nDear Tavita,\nLetter of engagement\n"
        "We are pleased to act for Leota Tech Limited. Our services: annual financial statements (SPFR), income tax "
        "return IR4 for the company and IR3 for you as shareholder, shareholder salary advice, GST returns "
        "(two-monthly, you file in Xero and we review), provisional tax planning.\nFees: annual compliance $2,450 "
        "+ GST, billed in June; GST review $95 + GST per return.\nPlease sign and return.\nLagi Fonoti CA"))
    add(f"{b}/Accountant/Financial statements FY2025 Leota Tech Ltd.pdf", A, BZ, 250, lambda r, dt: (
        f"Leota Tech Limited - Financial Statements for the year ended 31 March 2025\nPrepared by {ACCT}\n"
        f"Revenue (contracting) {_nz(r.uniform(198000, 212000))}\nShareholder salary {_nz(62400)}\n"
        f"Motor vehicle (mileage log) {_nz(r.uniform(3100, 3600))}\nHome office {_nz(r.uniform(1900, 2300))}\n"
        f"Accountancy {_nz(2450)}\nNet profit before tax {_nz(r.uniform(118000, 126000))}\nIncome tax 28%\n"
        "Retained earnings carried forward. Directors' approval: T F Leota, director."))
    add(f"{b}/Accountant/IR4 2025 return summary.pdf", A, BZ, 245, lambda r, dt: (
        "IR4 Company income tax return 2025 - summary\nLeota Tech Limited 131-455-902\n"
        f"Net income {_nz(r.uniform(118000, 126000))}\nResidual income tax {_nz(r.uniform(33000, 35500))}\n"
        f"Less provisional tax paid {_nz(r.uniform(22000, 26000))}\nTerminal tax due 7 April 2026 (with agent extension)"))
    add(f"{b}/Accountant/Year end checklist 2026.docx", A, BZ, 33, (
        "Fonoti & Associates - year-end checklist, Leota Tech Ltd, year ended 31 March 2026\n"
        "[x] Xero reconciled to 31/3/2026\n[x] Mileage log for the Mazda (business km 6,840)\n"
        "[ ] Home office: floor area of study (9.5 m2 of 142 m2), power, internet, rates, mortgage interest\n"
        "[ ] Shareholder current account - drawings during the year\n[ ] Assets bought: laptop ThinkPad T14 $2,380\n"
        "[ ] Confirm contract extension to 30 Sep 2026 for provisional tax estimate"))
    add(f"{b}/Company/Certificate of incorporation.pdf", A, BZ, 790, (
        "Companies Office - Certificate of Incorporation\nLEOTA TECH LIMITED  8814207\nNZBN 9429051187342\n"
        "This is to certify that LEOTA TECH LIMITED was incorporated under the Companies Act 1993 on 8 April 2024.\n"
        "Director: Tavita Fa'amausili LEOTA. Shareholder: Tavita Fa'amausili LEOTA (100 shares)."))
    add(f"{b}/Company/Annual return 2025 confirmation.pdf", A, BZ, 390, (
        "Companies Office - Annual return filed\nLEOTA TECH LIMITED (8814207)\nFiled 2 May 2025, filing month April\n"
        "Registered office: 18 Kāretu Place, Māngere East, Auckland 2024\nFee paid $45.89 incl GST"))
    add(f"{b}/Company/PI insurance policy schedule 2025-26.pdf", A, BZ, 235, (
        "Professional Indemnity & Public Liability - Policy schedule\nInsured: Leota Tech Limited\n"
        "Business: IT infrastructure consulting\nPeriod 1 Oct 2025 to 1 Oct 2026\nPI limit $2,000,000; "
        "public liability $2,000,000; excess $2,500\nPremium $1,184.00 incl GST. Required by Rata Tech "
        "contractor agreement clause 11."))
    add(f"{b}/Invoice template.docx", A, BZ, 400, f"TAX INVOICE\n{CO}\nInvoice number: LT-0XX\nBill to: "
        f"{AGENCY}\nPeriod:\nHours:\nRate: $118.00\nGST 15%:\nTotal:\nBank: ASB 12-3011-0456789-00")
    add(f"{b}/~$voice template.docx", L, "System", 1, b"\x0bTavita Leota" + b"\x00" * 150)
    add(f"{b}/CV Tavita Leota 2026.docx", A, BZ, 20, (
        "TAVITA LEOTA - Senior Infrastructure Engineer (contract)\nLeota Tech Ltd | Auckland | 021 448 3106\n"
        "Summary: 12 years of Windows Server, VMware/Hyper-V, Active Directory and AWS migration work in "
        "banking, logistics and health.\nPūriri Health Network (via Rata Tech) Mar 2025 - present: datacentre "
        "exit to AWS, 140 servers in 5 waves.\nWaitematā Freight Apr 2024 - Feb 2025: Hyper-V cluster and "
        "VMware exit.\nTasman Mutual Bank 2017 - 2024: Systems Engineer II.\nCertifications: AWS SAA "
        "(exam 20 June 2026), Microsoft AZ-104 (2022).\nAvailable from October 2026."))
    add(f"{b}/rate card.txt", A, BZ, 60, "Leota Tech rates 2026\nhourly $118 + GST (Pūriri via Rata)\n"
        "next contract: ask $125-130/h, min 6 months\nRata margin ~ 12%\nnotice period 2 weeks\n")
    add(f"{b}/Bank/Business account statement Apr 2026.pdf", A, BZ, 31,
        t_bank("LEOTA TECH LIMITED", "12-3011-0456789-00 (Business Current)", BIZ))
    add(f"{b}/Bank/Business account statement Mar 2026.pdf", A, BZ, 61,
        t_bank("LEOTA TECH LIMITED", "12-3011-0456789-00 (Business Current)", BIZ))
    add(f"{b}/IRD/IRD letter - GST registration.pdf", A, BZ, 780, (
        "Inland Revenue\n12 April 2024\nLeota Tech Limited\nGST registration confirmed\nGST number 131-455-902\n"
        "Start date 8 April 2024. Filing frequency: two-monthly. Accounting basis: payments (cash)."))
    # hard Business
    add("Downloads/document (4).pdf", A, BZ, 11, lambda r, dt: (
        "ACC\nInvoice - levy reminder\nCustomer: LEOTA TECH LIMITED, 18 Kāretu Place, Māngere East\nACC number "
        f"F4418827\nInvoice total {_nz(1187.44)} incl GST, due 30 June 2026\nYou can pay by instalments in MyACC "
        "for Business. Classification unit 78200."), True)
    add("Downloads/document (1).pdf", A, BZ, 140, lambda r, dt: (
        "Inland Revenue - Statement of account\nLeota Tech Limited  131-455-902\nIncome tax year ending 31/03/2026\n"
        f"Provisional tax instalment 28/08/2025 paid {_nz(5620.15)}\nProvisional tax instalment 15/01/2026 due "
        f"{_nz(5620.15)}\nUse of money interest: nil (standard method)\nBalance owing {_nz(5620.15)}"), True)
    add("Downloads/export (1).csv", A, BZ, 9, lambda r, dt: "Date,Amount,Payee,Particulars,Code,Reference\n" + "\n".join(
        f"{_at(9 + k * 4):%d/%m/%Y},{v:.2f},{n},{n.split()[0]},,LT" for k, (n, v) in enumerate(
            (x[0], round(r.uniform(x[1], x[2]), 2)) for x in BIZ)) + "\n", True)
    add("Downloads/file.pdf", A, BZ, 35, (
        "Companies Office - New Zealand\nAnnual return confirmation 2026\nCompany: LEOTA TECH LIMITED 8814207\n"
        "Director and shareholder details confirmed unchanged. Ultimate holding company: none.\n"
        "Filed 28 April 2026. Next annual return due April 2027."), True)
    add("Downloads/Message.eml", A, BZ, 38, (
        "From: Lagi Fonoti <lagi@fonotiassociates.co.nz>\nTo: Tavita Leota <tavita@leotatech.co.nz>\n"
        "Date: Thu, 23 Apr 2026 10:14:02 +1200\nSubject: Year end 31 March 2026 - info needed\n\n"
        "Talofa Tavita,\nCan you send through: the Xero export to 31 March, your mileage log for the Mazda, "
        "and the receipts for the ThinkPad. Also the home office numbers (rates, interest, power).\n"
        "Once we have those we'll finalise the IR4 and work out your shareholder salary for 2026-27. "
        "Provisional tax for 7 May is $5,620 - pay it from the company account please.\nManuia,\nLagi"), True)
    add("Downloads/Book1 (1).xlsx", A, BZ, 170, lambda r, dt: (
        "Sep-Oct 2025;sales incl;GST\nLT-035;" + f"{r.uniform(10400, 11000):.2f};=B2*3/23\nLT-036;"
        f"{r.uniform(10400, 11000):.2f};\nLT-037;{r.uniform(10400, 11000):.2f};\nLT-038;{r.uniform(9000, 11000):.2f};\n"
        "purchases;;\nXero;86.25;\nOne NZ;93.00;\nPB Tech SSD (business laptop);189.00;\nGST to pay;;due 28 Nov"), True)
    add("Documents/2024/info.txt", A, BZ, 785, (
        "company set up 8/4/24\nLEOTA TECH LIMITED\nco no 8814207\nNZBN 9429051187342\nGST 131-455-902 (2-monthly, "
        "payments basis)\nbank acc ASB 12-3011-0456789-00 business\naccountant Lagi Fonoti 09 276 4410\n"
        "ACC classification 78200\nxero starter plan $35/m\n"), True)

    # ------------------------------------------------------------ Puriri Health (Projects)
    c = "Documents/Contracts/Puriri Health"
    add(f"{c}/Contract schedule PHN Mar 2025.pdf", P, PH, 460, (
        f"Rata Tech Recruitment - Contractor Schedule No. 2\nContractor: Leota Tech Limited (Tavita Leota)\n"
        "Client: Pūriri Health Network Ltd, 55 Lambie Drive, Manukau\nRole: Senior Infrastructure Engineer - "
        "Datacentre Exit Programme\nStart 3 March 2025, end 27 February 2026\nRate: $118.00 per hour + GST, "
        "timesheets weekly via Rata portal, invoices fortnightly\nReporting to: Kiri Walker, Infrastructure Lead"))
    add(f"{c}/Extension schedule to 30 Sep 2026.pdf", P, PH, 110, (
        "Rata Tech Recruitment - Variation to Contractor Schedule No. 2\nLeota Tech Limited / Pūriri Health "
        "Network\nThe end date is extended from 27 February 2026 to 30 September 2026. All other terms unchanged.\n"
        "Reason: migration waves 4 and 5 and decommission of the Manukau datacentre."))
    add(f"{c}/SOW - Datacentre exit.docx", P, PH, 450, (
        "Statement of Work - Pūriri Health Network Datacentre Exit\nScope: migrate 140 Windows/Linux servers from "
        "the Manukau DC to AWS ap-southeast-2 in five waves; decommission VMware and the Veeam repository.\n"
        "Deliverables: landing zone (Control Tower), migration runbooks per wave, cutover plans, as-built "
        "documentation, DR test.\nOut of scope: clinical applications re-platforming.\nAcceptance: signed by Kiri Walker."))
    add(f"{c}/Runbook - Wave 3 file servers.docx", P, PH, 64, (
        "Wave 3 runbook - PHN-FS01 / PHN-FS02 to FSx for Windows\n1. Freeze change window Sat 22:00\n"
        "2. Final robocopy /MIR /COPYALL /R:1 /W:1 delta\n3. Repoint DFS namespace \\\\phn.local\\shares to FSx\n"
        "4. Test GP practice shares from Ōtara and Papatoetoe clinics\n5. Rollback: re-enable DFS targets on FS01"))
    add(f"{c}/Cutover plan wave 4.docx", P, PH, 8, (
        "Cutover plan - Wave 4 (SQL and app servers)\nDate: Sat 20 June 2026 NO - clashes with AWS exam, moved to "
        "Sat 27 June 2026\nServers: PHN-SQL01/02 (Always On), PHN-APP03, PHN-PRINT01\nComms: clinics notified "
        "via Priya Naidu (service desk)\nGo/no-go: Fri 26 June 3pm with Kiri"))
    add(f"{c}/Server inventory.xlsx", P, PH, 15, lambda r, dt: "Server;OS;Role;Wave;Status\n" + "\n".join(
        f"PHN-{n}{k:02d};Windows Server {r.choice(['2016', '2019', '2022'])};{n.lower()};{w};"
        f"{'migrated' if w < 4 else 'planned'}" for k, (n, w) in enumerate(
            [("DC", 1), ("FS", 3), ("SQL", 4), ("APP", 4), ("PRINT", 4), ("WEB", 2), ("RDS", 5), ("MGMT", 1)], 1)))
    add(f"{c}/Risk register.xlsx", P, PH, 22, (
        "ID;Risk;Owner;Rating;Mitigation\nR07;SQL cutover exceeds window;Tavita;High;rehearsal in staging 13 June\n"
        "R08;Clinic line-of-business app needs static IP;Priya;Medium;Elastic IP + vendor whitelist\n"
        "R11;Contractor end date 30 Sep before wave 5;Kiri;Medium;handover plan to internal team"))
    for age, topic in ((5, "wave 4 readiness"), (26, "FSx performance issue at Ōtara clinic"), (54, "Control Tower guardrails")):
        add(f"{c}/Meeting notes/{_at(age):%Y-%m-%d} {topic.split()[0]} {topic.split()[1]}.md", P, PH, age, (
            f"# PHN infra weekly - {_dd(_at(age))}\nAttendees: Kiri Walker, Priya Naidu, Ben Hartley, Tavita\n"
            f"## {topic}\n- actions agreed, Tavita to update runbook\n- next review Thursday\n"))
    add(f"{c}/AWS landing zone diagram.png", P, PH, 300, "")
    add(f"{c}/Onboarding - IT acceptable use acknowledgement.pdf", P, PH, 455, (
        "Pūriri Health Network - Acceptable Use of IT Systems\nI, Tavita Leota (contractor, Leota Tech Ltd), "
        "acknowledge the policy, including patient information privacy (Health Information Privacy Code 2020).\n"
        "Signed 3 March 2025."))
    add(f"{c}/RE Wave 3 sign-off.eml", P, PH, 45, (
        "From: Kiri Walker <kiri.walker@puririhealth.org.nz>\nTo: Tavita Leota <tavita.leota@puririhealth.org.nz>\n"
        "Date: Wed, 15 Apr 2026 16:40:11 +1200\nSubject: RE: Wave 3 sign-off\n\nGreat work on the weekend, "
        "zero tickets from the clinics on Monday. Signed off. Please close RFC-2291 and start the wave 4 discovery.\nKiri"))
    # hard Puriri
    add("Downloads/Message (2).eml", P, PH, 118, (
        "From: Hannah Grey <hannah.grey@ratatech.co.nz>\nTo: tavita@leotatech.co.nz\nDate: Mon, 2 Feb 2026 09:05:44 "
        "+1300\nSubject: Good news\n\nHi Tavita,\nKiri has confirmed they want to keep you through wave 5 - extension "
        "to 30 September at the same rate ($118 + GST). I'll send the variation to sign through DocuSign today.\n"
        "Cheers, Hannah\nRata Tech Recruitment"), True)
    add("Downloads/data.csv", P, PH, 70, lambda r, dt: "Name,IP,vCPU,RAM_GB,Disk_GB,Owner,Wave\n" + "\n".join(
        f"PHN-{n},10.40.{r.randint(1, 9)}.{r.randint(10, 250)},{r.choice([2, 4, 8])},{r.choice([8, 16, 32])},"
        f"{r.choice([120, 250, 500, 1200])},{o},{w}" for n, o, w in (
            ("FS01", "Infra", 3), ("FS02", "Infra", 3), ("SQL01", "Data", 4), ("SQL02", "Data", 4),
            ("APP03", "Clinical apps", 4), ("RDS01", "Service desk", 5), ("PRINT01", "Infra", 4))) + "\n", True)
    add("Desktop/New folder/document.docx", P, PH, 12, (
        "DR test plan draft\nScope: restore PHN-SQL01 from AWS Backup into the isolated recovery VPC, "
        "verify PMS database opens, measure RTO (target 4h) and RPO (target 15 min).\nPeople: Tavita, Ben Hartley, "
        "vendor contact for the practice management system.\nDate TBC after wave 4 (27 June)."), True)
    add("Downloads/details.txt", P, PH, 455, (
        "PHN onboarding\nlaptop: PHN-LT-0588 (collect from service desk level 2, Lambie Dr)\nusername: tleota-adm for "
        "admin tasks, normal acct tleota\nMFA: Authenticator on work phone\nVPN: GlobalProtect portal vpn.phn "
        "(password in Bitwarden, NOT here)\ncar park: staff park B, swipe card from reception\n"), True)

    # ------------------------------------------------------------ Waitemata Freight (Archive)
    w = "Documents/Contracts/Waitemata Freight"
    add(f"{w}/Contractor schedule WFL.pdf", X, WF, 770, (
        "Rata Tech Recruitment - Contractor Schedule No. 1\nContractor: Leota Tech Limited (Tavita Leota)\n"
        "Client: Waitematā Freight Ltd, 8 Port Road, Mt Wellington\nRole: Infrastructure Engineer - server "
        "refresh\nStart 15 April 2024, end 28 February 2025. Rate $105 per hour + GST"))
    add(f"{w}/Handover notes WFL.docx", X, WF, 462, (
        "Handover - Waitematā Freight server refresh (Tavita Leota, last day 28 Feb 2025)\n"
        "Hyper-V cluster WFL-HVC01 (3 nodes) in production, all depot servers migrated off ESXi.\n"
        "Outstanding: firmware update node 2 (Shane to schedule), Veeam SOBR capacity review in June.\n"
        "Passwords handed over in the WFL password manager."))
    add(f"{w}/As-built Hyper-V cluster.xlsx", X, WF, 470, (
        "Node;Model;iLO;Mgmt IP;Storage\nWFL-HV01;HPE DL380 Gen11;10.1.0.21;10.1.10.21;S2D\n"
        "WFL-HV02;HPE DL380 Gen11;10.1.0.22;10.1.10.22;S2D\nWFL-HV03;HPE DL380 Gen11;10.1.0.23;10.1.10.23;S2D"))
    add(f"{w}/Last day email.eml", X, WF, 458, (
        "From: Shane Doherty <shane.doherty@waitematafreight.co.nz>\nTo: Tavita Leota\nDate: Fri, 28 Feb 2025 "
        "16:02:10 +1300\nSubject: Thanks mate\n\nCheers for the last 10 months, the cluster has been rock solid. "
        "Happy to be a referee any time. All the best at Pūriri.\nShane"))
    add("Desktop/Document1.docx", X, WF, 455, (
        "To whom it may concern\nTavita Leota worked with us at Waitematā Freight as a contract infrastructure "
        "engineer from April 2024 to February 2025. He designed and built our Hyper-V cluster and moved 46 "
        "servers off VMware with no unplanned downtime to depot operations.\nShane Doherty, IT Manager"), True)
    add("Documents/2024/letter.pdf", X, WF, 700, (
        "Rata Tech Recruitment\n12 June 2024\nDear Tavita,\nWaitematā Freight has asked to extend your "
        "engagement: the revised end date is 28 February 2025 (was 30 September 2024), same rate.\n"
        "Please countersign this variation.\nHannah Grey, Senior Consultant"), True)

    # ------------------------------------------------------------ Tasman Mutual (Archive)
    t = "Documents/Tasman Mutual"
    add(f"{t}/Employment agreement 2017.pdf", X, TM, 3200, (
        "Tasman Mutual Bank Limited - Individual Employment Agreement\nEmployee: Tavita Leota\nPosition: Systems "
        "Engineer, Infrastructure Services, 22 Fanshawe St Auckland\nStart date: 6 February 2017\nSalary $68,000, "
        "KiwiSaver 3% employer. Notice period 4 weeks."))
    for age in (1010, 940, 850):
        add(f"{t}/Payslips/Payslip {_at(age):%Y-%m-%d}.pdf", X, TM, age, t_payslip(_at(age)))
    add(f"{t}/Performance review FY23.docx", X, TM, 1060, (
        "Tasman Mutual - Performance review FY23\nTavita Leota, Systems Engineer II\nHighlights: led the Windows "
        "Server 2012 R2 exit (310 servers), on-call lead for the core banking DR test.\nRating: Exceeds.\n"
        "Development: AWS training, people leadership."))
    add(f"{t}/On-call roster Q4 2023.xlsx", X, TM, 900, (
        "Week;Primary;Secondary\n2 Oct;Tavita;Rangi\n9 Oct;Daniel;Tavita\n16 Oct;Rangi;Daniel\n23 Oct;Tavita;Rangi"))
    add(f"{t}/Resignation letter.docx", X, TM, 830, (
        "14 February 2024\nTo Mark Jennings, Head of Infrastructure Services, Tasman Mutual Bank\n"
        "Please accept this letter as notice of my resignation. My last day will be 15 March 2024.\n"
        "I'm going out on my own as a contractor. Thank you for seven great years.\nTavita Leota"))
    add(f"{t}/farewell morning tea.jpg", X, TM, 808, "exif")
    add("Downloads/statement.pdf", X, TM, 120, lambda r, dt: (
        "Tasman Mutual Bank Limited - Final pay statement\nEmployee 20417 Tavita Leota\nTermination date 15/03/2024\n"
        f"Final salary {_nz(2230.77)}\nAnnual leave paid out 96.5 hours {_nz(5312.25)}\nPAYE {_nz(2190.40)}\n"
        "KiwiSaver deducted. Thank you for your service."), True)
    add("Documents/Scanned Documents/scan0007.pdf", X, TM, 825, (
        "Tasman Mutual Bank\n16 February 2024\nDear Tavita\nWe acknowledge your resignation, effective 15 March 2024. "
        "Please return your laptop, security token and access card to IT on your last day. Your final pay will "
        "include any annual leave owing.\nPeople & Culture"), True)
    add("Documents/2024/notes.docx", X, TM, 815, (
        "exit interview 12/3\n- why leaving: contracting pays ~2x, restructure of infra team\n- would come back? "
        "maybe as contractor\n- handover: SCCM to Rangi, DR runbooks to Daniel\n- return laptop + RSA token"), True)
    add("Documents/2024/Document (2).docx", X, TM, 835, (
        "Draft - resignation\nDear Mark,\nAfter a lot of thought and talks with Sina, I've decided to leave the bank "
        "and start contracting. My last day would be 15 March.\nThank you for the support since 2017..."), True)

    # ------------------------------------------------------------ Finance (Areas)
    f_ = "Documents/Finance"
    for age in (1, 32, 62, 93, 121, 152):
        add(f"{f_}/ASB/Statement {_at(age):%Y-%m}.pdf", A, "Finance", age,
            t_bank("MR T F LEOTA & MRS S LEOTA", "12-3011-0398112-00 (Streamline)", PERS))
    for age in (20, 50, 81):
        add(f"{f_}/Visa/ASB Visa Light {_at(age):%b %Y}.pdf", A, "Finance", age, lambda r, dt: (
            f"ASB Visa Light - Statement\nT F LEOTA  card ending 4471\nStatement date {_dd(dt)}\n"
            f"Previous balance {_nz(r.uniform(300, 1400))}\nAir New Zealand {_nz(r.uniform(40, 90))} (seat selection)\n"
            f"Mitre 10 Mega Manukau {_nz(r.uniform(60, 340))}\nBunnings Manukau {_nz(r.uniform(30, 200))}\n"
            f"Spark Sport/Sky {_nz(39.99)}\nClosing balance {_nz(r.uniform(800, 2100))}\nMinimum payment due "
            f"{_dd(dt + timedelta(days=25))}"))
    for yr, age in ((2025, 420), (2026, 48)):
        add(f"{f_}/KiwiSaver/KiwiSaver annual statement {yr}.pdf", A, "Finance", age, lambda r, dt, yr=yr: (
            f"Kōwhai KiwiSaver Scheme - Annual statement 1 April {yr - 1} to 31 March {yr}\nMember: Tavita F Leota\n"
            f"Fund: Growth\nOpening balance {_nz(r.uniform(61000, 70000) + (yr - 2025) * 9000)}\nYour contributions "
            f"{_nz(r.uniform(2200, 2600))}\nGovernment contribution {_nz(260.72)}\nInvestment return "
            f"{_nz(r.uniform(3900, 7000))}\nFees {_nz(r.uniform(300, 400))}\nClosing balance "
            f"{_nz(r.uniform(76000, 82000) + (yr - 2025) * 9000)}\nFirst-home withdrawal made 2023."))
    add(f"{f_}/KiwiSaver/Contribution rate change.pdf", A, "Finance", 420, (
        "Inland Revenue - KiwiSaver deduction form KS2\nEmployee: Tavita Leota, employer Leota Tech Limited\n"
        "Contribution rate: 6% from 1 April 2025 (was 3%)."))
    add(f"{f_}/Budget 2026.xlsx", A, "Finance", 6, lambda r, dt: (
        "Monthly budget 2026;Tavita & Sina\nIncome - salary from company;5200\nIncome - Sina (Middlemore);4650\n"
        "Mortgage;2520\nRates (Auckland Council);318\nHouse insurance;212\nPower + gas;230\nInternet + mobiles;160\n"
        "Groceries;1200\nTithe / church;320\nFamily (Samoa);300\nCar + petrol;420\nSouthern Cross;118\n"
        "Savings - Apia 40th fund;800\nSavings - emergency;400"))
    add(f"{f_}/Tax/IR3 2025 personal return.pdf", A, "Finance", 300, lambda r, dt: (
        "Inland Revenue - Individual income tax return IR3 2025\nTavita F Leota  IRD 104-882-517\n"
        "Shareholder-employee salary (Leota Tech Ltd) $62,400.00\nSalary/wages Tasman Mutual (PAYE) Apr-Mar "
        f"{_nz(0)}\nInterest {_nz(r.uniform(40, 160))}\nTax on taxable income {_nz(r.uniform(11500, 12100))}\n"
        "Prepared by Fonoti & Associates. Residual income tax payable 7 April 2026."))
    add(f"{f_}/Term deposit confirmation.pdf", A, "Finance", 190, (
        "ASB - Term Deposit confirmation\nAccount holders: T F Leota & S Leota\nAmount $12,000.00 for 9 months at "
        "4.85% p.a., matures 8 September 2026\nPurpose noted: savings. Interest paid at maturity, RWT 30%."))
    # hard Finance
    add("Downloads/export.csv", A, "Finance", 4, lambda r, dt: "Date,Unique Id,Tran Type,Payee,Memo,Amount\n" +
        "\n".join(f"{_at(4 + k * 3):%Y/%m/%d},{2026040 + k},{'CREDIT' if x[1] > 0 else 'DEBIT'},{x[0]},,"
                  f"{round(r.uniform(x[1], x[2]), 2)}" for k, x in enumerate(PERS)) + "\n", True)
    add("Downloads/download.pdf", A, "Finance", 46, lambda r, dt: (
        "Kōwhai KiwiSaver Scheme\nMember benefit statement\nTavita F Leota, 18 Kāretu Place, Māngere East\n"
        f"Balance at 31 March 2026: {_nz(r.uniform(85000, 90000))}\nYou contributed 6% of salary. Government "
        "contribution received $260.72.\nYou are not yet eligible to withdraw (age 65)."), True)
    add("Downloads/form.pdf", A, "Finance", 290, (
        "Inland Revenue - Individual income tax assessment 2025\nTavita F Leota IRD 104-882-517\n"
        "Total income $62,528.40\nTax on income $11,922.35\nPAYE deducted $11,860.00\nResidual income tax $62.35 "
        "- below $5,000, no provisional tax.\nAmount to pay by 7 April 2026: $62.35"), True)
    add("Downloads/Statement_2026-04.pdf", A, "Finance", 33, lambda r, dt: (
        "ASB Visa Light\nT F LEOTA card ending 4471\nStatement period 16 March - 15 April 2026\n"
        f"PAK N SAVE MANGERE {_nz(r.uniform(80, 260))}\nAIR NZ {_nz(1980.00)}\nREBEL SPORT {_nz(r.uniform(60, 180))}\n"
        f"Closing balance {_nz(r.uniform(2100, 2600))}. Pay in full to avoid interest (20.95%)."), True)
    add("Desktop/New folder/New Text Document.txt", A, "Finance", 420,
        "kiwisaver - change to 6% from april (form KS2 to IRD, company is employer)\ngovt contribution needs $1,042 "
        "min per year\nsina stays 3% at Middlemore + 3% employer\nfirst home withdrawal done 2023 so no more\n", True)
    add("Documents/2024/data.xlsx", A, "Finance", 640, (
        "Budget 2024 (after leaving bank);monthly\nDrawings from company;4800\nSina pay;4400\nMortgage;2460\n"
        "Rates;295\nGroceries;1100\nPetrol;300\nTithe;300\nSamoa;250\nBuffer (3 months expenses);goal 18,000"), True)

    # ------------------------------------------------------------ Home (Areas)
    h = "Documents/House"
    add(f"{h}/Purchase 2023/Sale and Purchase Agreement.pdf", A, "Home", 1060, (
        "Agreement for Sale and Purchase of Real Estate (ADLS/REINZ 10th edition)\nProperty: 18 Kāretu Place, "
        "Māngere East, Auckland 2024, Lot 12 DP 54821\nVendor: R & J Singh\nPurchasers: Tavita Fa'amausili "
        "Leota and Sina Leota\nPrice: $892,000 incl chattels\nConditions: finance, LIM, builder's report\n"
        "Settlement date: 21 July 2023"))
    add(f"{h}/Purchase 2023/LIM report.pdf", A, "Home", 1080, (
        "Auckland Council - Land Information Memorandum\n18 Kāretu Place, Māngere East\nZoning: Residential - "
        "Mixed Housing Suburban\nBuilding consents: 1988 dwelling; 2004 deck and pergola (code compliance "
        "certificate issued)\nFlood plain: no. Overland flow path along rear boundary."))
    add(f"{h}/Purchase 2023/Settlement statement.pdf", A, "Home", 1048, (
        "Tavita & Sina Leota - settlement statement\n18 Kāretu Place\nPurchase price $892,000.00\nLess deposit "
        "$45,000.00\nRates apportionment $412.18\nASB home loan advance $713,600.00\nKiwiSaver first-home "
        "withdrawals $97,300.00\nSolicitor: Pacific Legal, Manukau"))
    for age, rate in ((400, "6.89%"), (35, "5.49%")):
        add(f"{h}/Mortgage/ASB refix letter {_at(age):%b %Y}.pdf", A, "Home", age, lambda r, dt, rate=rate: (
            f"ASB Home Loans\n{_dd(dt)}\nT F & S Leota, {HOME}\nYour fixed rate on loan 12-3011-0398112-90 "
            f"ends soon. Balance {_nz(r.uniform(660000, 700000))}.\nYou chose: 1 year fixed at {rate} p.a., "
            f"repayments {_nz(r.uniform(2400, 2600))} per month."))
    for age in (62, 150, 245):
        add(f"{h}/Rates/Rates instalment {_at(age):%b %Y}.pdf", A, "Home", age, lambda r, dt: (
            f"Auckland Council - Rates instalment notice\nProperty 18 Kāretu Place, Māngere East  Rate account "
            f"12345982716\nRating year 2025/2026\nCapital value $1,010,000\nThis instalment {_nz(r.uniform(900, 980))} "
            f"due {_dd(dt + timedelta(days=28))}\nPay by direct debit, online or at a service centre."))
    for yr, age in ((2025, 320), (2026, 8)):
        add(f"{h}/Insurance/Tower house insurance renewal {yr}.pdf", A, "Home", age, lambda r, dt, yr=yr: (
            f"Tower Insurance - House renewal {yr}\nInsured: T F & S Leota\nSituation: {HOME}\nSum insured "
            f"$780,000 (rebuild)\nExcess $1,000\nAnnual premium {_nz(r.uniform(2400, 2700))}\nNote: gradual "
            "damage from leaks, incl. the deck membrane, is excluded."))
    for age in (14, 45, 76):
        add(f"{h}/Bills/Mercury {_at(age):%Y-%m}.pdf", A, "Home", age, lambda r, dt: (
            f"Mercury - Electricity bill\nLeota, {HOME}\nICP 0000523817UNC25\n{r.randint(520, 780)} kWh @ "
            f"$0.29\nDaily charge $2.10\nTotal due {_nz(r.uniform(170, 250))} by direct debit on "
            f"{_dd(dt + timedelta(days=14))}"))
    for age in (30, 120):
        add(f"{h}/Bills/Watercare {_at(age):%b %Y}.pdf", A, "Home", age, lambda r, dt: (
            f"Watercare - Water and wastewater invoice\n{HOME}\nMeter reading {r.randint(1900, 2100)} m3\n"
            f"Water {_nz(r.uniform(50, 80))}, wastewater {_nz(r.uniform(90, 120))}\nTotal {_nz(r.uniform(150, 190))}"))
    add(f"{h}/Maintenance log.xlsx", A, "Home", 19, (
        "Date;Job;Who;Cost\n2023-09-02;Heat pump service;Fujitsu agent;$189\n2024-03-15;Gutter clean;self;$0\n"
        "2025-01-20;Hot water cylinder element;Māngere Plumbing;$340\n2025-10-05;Smoke alarms battery;self;$40\n"
        "2026-05-13;Deck - see Deck repair folder;Aiga Builders;progress claim"))
    add("Downloads/document.pdf", A, "Home", 9, lambda r, dt: (
        f"Tower Insurance\nPolicy schedule\nPolicy HSE-7718203\nInsured: Tavita F Leota, Sina Leota\nAddress: {HOME}\n"
        f"Cover: house, sum insured $780,000; natural hazard cover via NHC\nPeriod 1 June 2026 - 1 June 2027\n"
        f"Premium {_nz(2611.40)}"), True)
    add("Downloads/notice.pdf", A, "Home", 63, (
        "Auckland Council - Te Kaunihera o Tāmaki Makaurau\nRates assessment 2026/2027 (proposed)\n"
        "18 Kāretu Place, Māngere East\nTotal rates $3,884.20, four instalments. Uniform annual general charge "
        "$555. Waste management targeted rate $299.30"), True)
    add("Downloads/print.pdf", A, "Home", 92, (
        "Watercare Services Limited\nAccount 7712-0044-19 Leota\nSupply address 18 Kāretu Place Mangere East\n"
        "Your water use is up 18% on last year - check for leaks. Amount due $176.41."), True)
    add("Downloads/confirmation.pdf", A, "Home", 34, (
        "ASB - Home loan fixed rate confirmation\nLoan 12-3011-0398112-90, borrowers T F Leota and S Leota\n"
        "New rate 5.49% fixed for 12 months from 28 April 2026\nNew monthly repayment $2,486.00 on the 28th"), True)
    add(f"{h}/Manuals/Fujitsu heat pump ASTG24 manual.pdf", R, "Home", 1000, (
        "Fujitsu General - Operating manual - Air conditioner (heat pump) ASTG24KMTC\nRemote control functions, "
        "auto mode, filter cleaning every 2 weeks, error codes (timer lamp flashing 3 times = sensor error)."))
    add(f"{h}/Manuals/Bosch dishwasher SMS4 manual.pdf", R, "Home", 980, (
        "Bosch - Instruction manual SMS4HVI33A dishwasher\nLoading the racks, Eco 50 programme, rinse aid "
        "refilling, error E24 drain hose kinked, cleaning the filter."))

    # ------------------------------------------------------------ Deck repair (Projects/Home)
    dk = "Documents/House/Deck repair"
    add(f"{dk}/Quote Aiga Builders.pdf", P, "Home", 120, (
        "Aiga Builders Ltd - Quotation Q-0391\nClient: Tavita & Sina Leota, 18 Kāretu Place\nScope: remove "
        "leaking deck over garage (membrane failed, joists rotten at the house junction), replace 4 joists, "
        "new plywood substrate, butynol membrane with proper falls and upstands, new glass balustrade.\n"
        "Price $31,860 + GST, building consent by client. Sione Tavana, LBP 118823"))
    add(f"{dk}/Quote 2 Southside Decks.pdf", P, "Home", 112, (
        "Southside Decks & Membranes - Quote\n18 Kāretu Place - deck over garage\nReplace membrane and substrate "
        "only, joists subject to inspection $19,400 + GST. Balustrade excluded. Start July."))
    add(f"{dk}/Building consent application BCO10398765.pdf", P, "Home", 95, (
        "Auckland Council - Building consent application\nBCO10398765\nWork: repair of existing deck over "
        "garage - replace framing, substrate and membrane\nOwner: Tavita F Leota\nLBP: Sione Tavana\n"
        "Estimated value $36,600"))
    add(f"{dk}/Consent granted.pdf", P, "Home", 52, (
        "Auckland Council - Building consent granted\nBCO10398765, 18 Kāretu Place\nInspections required: "
        "pre-line framing, membrane substrate, final. Book on 09 301 0101 48 hours ahead."))
    add(f"{dk}/Progress claim 1.pdf", P, "Home", 18, (
        "Aiga Builders Ltd - Progress claim 1\nJob: 18 Kāretu Place deck\nDemolition and framing 40% of "
        "$31,860 = $12,744.00 + GST $1,911.60 = $14,655.60\nDue 7 days. Retention 5% held."))
    add(f"{dk}/Materials list.xlsx", P, "Home", 40, (
        "Item;Qty;Supplier;Price\nH3.2 200x50 joists 4.8m;6;ITM Manukau;$412\nH3.2 ply 17mm;9;ITM;$1,080\n"
        "Butynol 1.5mm roll;2;Nuralite;$1,920\nGlass balustrade panels;5;Glass Co;$4,650"))
    add(f"{dk}/RE deck start date.eml", P, "Home", 44, (
        "From: Sione Tavana <sione@aigabuilders.co.nz>\nTo: Tavita Leota <tavita@leotatech.co.nz>\n"
        "Date: Sat, 18 Apr 2026 07:31:50 +1200\nSubject: RE: deck start date\n\nMalo Tavita, consent came through. "
        "We'll start demo on Mon 4 May, scaffold goes up Friday before. Please move the BBQ and pot plants.\nSione"))
    for k, age in enumerate((28, 27, 20, 13, 6, 2)):
        photo(f"OneDrive/Pictures/Deck/{stamp(age)}.jpg", P, "Home", age)
    photo(f"OneDrive/Pictures/Deck/rotten joist.jpg", P, "Home", 130)
    add("Downloads/Report.pdf", P, "Home", 125, (
        "Pacific Building Surveyors - Weathertightness inspection report\nProperty: 18 Kāretu Place, Māngere East\n"
        "Inspected 21 January 2026\nFindings: deck over garage - membrane split at door threshold, no upstand; "
        "moisture readings 38-46% in joists at house junction (decay). Garage ceiling staining.\nRecommendation: "
        "remove deck surface, replace affected framing, new membrane with 1:60 fall. Consent required."), True)
    add("Documents/Scanned Documents/scan0004.pdf", P, "Home", 60, (
        "Aiga Builders Ltd - Residential building contract (Master Build short form)\nOwner: T F & S Leota\n"
        "Contract price $31,860 + GST. Disclosure statement and checklist received.\nStart 4 May 2026, practical "
        "completion estimated 10 July 2026.\nSigned: Tavita Leota  Sione Tavana"), True)
    add("Desktop/notes.txt", P, "Home", 16, (
        "sione call 16/5\n- found more rot under door, extra joist + sister 2 others, +$1,850 variation\n"
        "- membrane inspection booked 27 May\n- glass panels lead time 3 weeks\n- pay progress claim 1 by Fri\n"), True)
    add("Downloads/Quote.pdf", P, "Home", 22, (
        "Glass Co Manukau - Quote 22871\nFrameless glass balustrade, 12mm toughened, 5 panels, standoff fixing to "
        "deck fascia, 1.0m high, balustrade to NZBC F4.\nSite: 18 Kāretu Place.\n$4,650 + GST installed."), True)
    add("Downloads/download (1).pdf", P, "Home", 90, (
        "Auckland Council\nAcknowledgement of building consent application\nReference BCO10398765\nReceived "
        "3 March 2026. Processing within 20 working days. Deposit paid $1,280.00."), True)

    # ------------------------------------------------------------ Old flat (Archive/Home)
    of = "Documents/Old flat Otahuhu"
    add(f"{of}/Tenancy agreement 2019.pdf", X, "Home", 2500, (
        "Residential Tenancy Agreement\nLandlord: Harbour Property Management on behalf of K Patel\nTenants: "
        "Tavita Leota, Sina Faleolo\nAddress: 2/41 Mason Avenue, Ōtāhuhu, Auckland 1062\nRent $480 per week, "
        "bond $1,920. Periodic tenancy from 1 March 2019."))
    add(f"{of}/Rent increase notice 2022.pdf", X, "Home", 1500, (
        "Harbour Property Management\nNotice of rent increase - 2/41 Mason Avenue, Ōtāhuhu\nRent increases from "
        "$540 to $575 per week from 1 June 2022 (60 days notice)."))
    add(f"{of}/Notice to end tenancy.docx", X, "Home", 1100, (
        "To Harbour Property Management\n20 June 2023\nWe give 21 days notice to end our periodic tenancy of "
        "2/41 Mason Avenue, Ōtāhuhu. Our last day will be 21 July 2023 (we have bought a house).\n"
        "Tavita Leota & Sina Leota"))
    for age in (1045, 1045.1, 1045.2):
        photo(f"{of}/move out photos/{stamp(age)}.jpg", X, "Home", age)
    add("Documents/Scanned Documents/scan0001.pdf", X, "Home", 1030, (
        "Tenancy Services - Bond refund\nBond number 3817721\nAddress 2/41 Mason Avenue, Otahuhu\nRefund $1,920.00 "
        "to Tavita Leota. Landlord agreed no deductions. Paid 8 August 2023."), True)

    # ------------------------------------------------------------ Car (Areas)
    cr = "Documents/Car"
    add(f"{cr}/Rego KZR418 2026.pdf", A, "Car", 70, (
        "NZ Transport Agency Waka Kotahi - Vehicle licence (rego)\nPlate KZR418, Mazda CX-5 2017 silver\n"
        "12 months to 23 March 2027, $117.63 incl ACC levy"))
    add(f"{cr}/AA Insurance car policy.pdf", A, "Car", 230, (
        "AA Insurance - Comprehensive car policy\nMazda CX-5 2017 KZR418\nDrivers: Tavita Leota, Sina Leota\n"
        "Agreed value $18,500, excess $500, premium $1,046.20 per year. Business use declared (contractor)."))
    for age, km in ((260, "112,400"), (40, "121,950")):
        add(f"{cr}/Service {_at(age):%Y-%m}.pdf", A, "Car", age, lambda r, dt, km=km: (
            f"Manukau Mazda Service - Tax invoice\nKZR418 Mazda CX-5  odometer {km} km\nService B: oil and filter, "
            f"cabin filter, brake fluid\nTotal {_nz(r.uniform(420, 690))} incl GST"))
    add(f"{cr}/Mileage log 2025-26.xlsx", A, "Car", 60, (
        "Date;From;To;km;Purpose\n03/03/2025;Māngere East;Lambie Dr Manukau;14;PHN\n"
        "10/03/2025;Māngere East;PHN Ōtara clinic;18;PHN site visit\nTotal business km;;;6840;"))
    add("Documents/Scanned Documents/scan0006.pdf", A, "Car", 200, (
        "Warrant of Fitness inspection sheet\nVehicle KZR418 Mazda CX-5\nOdometer 114,210\nResult: PASS. "
        "Advisory: front tyres 2.5mm, replace soon.\nNext WoF due 20 November 2026\nVTNZ Manukau"), True)
    add("Documents/Scanned Documents/scan0009.pdf", A, "Car", 1400, (
        "Vehicle Offer and Sale Agreement\nDealer: Ōtāhuhu Motors Ltd\nBuyer: Tavita Leota\nVehicle: 2017 Mazda "
        "CX-5 GSX 2.5, plate KZR418, odometer 68,300 km\nPrice $24,990, trade-in Toyota Corolla 2008 $2,500"), True)
    add("Downloads/IMG_4471.pdf", A, "Car", 95, (
        "Auckland Transport - Infringement notice\nVehicle KZR418\nOffence: parking on broken yellow lines, "
        "Hayman Place, Manukau, 24 February 2026 10:42\nFee $60.00 due in 28 days."), True)

    # ------------------------------------------------------------ Health (Areas)
    he = "Documents/Health"
    add(f"{he}/Southern Cross policy.pdf", A, "Health", 500, (
        "Southern Cross Health Insurance - Wellbeing One\nMembers: Tavita Leota, Sina Leota\nExcess $500, "
        "premium $118.40 per month"))
    add(f"{he}/Physio Southside invoices.pdf", A, "Health", 75, (
        "Southside Physio - Statement\nTavita Leota - ACC claim 10438812 (right hamstring strain, rugby 14 Mar 2026)\n"
        "Visits 17/3, 24/3, 31/3, 14/4 - ACC co-payment $25 each. Total paid $100."))
    add(f"{he}/ACC claim hamstring.pdf", A, "Health", 77, (
        "ACC - Your claim is accepted\nClaim 10438812\nInjury: sprain/strain of right hamstring, playing rugby "
        "14 March 2026\nCover for physiotherapy up to 12 treatments."))
    add(f"{he}/Dentist Feb 2026.pdf", A, "Health", 110, (
        "Māngere Dental Centre - Invoice\nTavita Leota\nExam, x-rays, scale and polish $245\nFilling LR6 $210"))
    add(f"{he}/Blood pressure log.xlsx", A, "Health", 25, lambda r, dt: "Date;Sys;Dia;Pulse\n" + "\n".join(
        f"{_at(25 + 7 * k):%d/%m};{r.randint(128, 142)};{r.randint(82, 92)};{r.randint(62, 78)}" for k in range(8)))
    add("Documents/Scanned Documents/scan0003.pdf", A, "Health", 78, (
        "Māngere East Family Health\nDr Aroha Ngata\n16 March 2026\nReferral: Southside Physio\nRe: Tavita Leota "
        "DOB 11/09/1990\nAcute right hamstring strain sustained at rugby on 14/3. Please assess and treat. ACC45 "
        "lodged."), True)
    add("Downloads/results.pdf", A, "Health", 58, (
        "Labtests Auckland - Patient results\nLEOTA, Tavita  NHI ZKP4417\nRequested by Dr A Ngata\nHbA1c 41 mmol/mol "
        "(pre-diabetes range 41-49)\nTotal cholesterol 5.6, LDL 3.7\nComment: repeat HbA1c in 6 months, diet advice."), True)
    add("Downloads/5f3a9c1e.pdf", A, "Health", 100, (
        "Southern Cross - Claim statement\nMember Tavita Leota  membership 71188203\nClaim: specialist consultation "
        "Dr P Lam (sports medicine) $320.00\nPaid to you $320.00 less excess applied $0 - excess already met."), True)
    add("Downloads/receipt.pdf", A, "Health", 108, (
        "Māngere Dental Centre\nReceipt 44192\nReceived from Tavita Leota $455.00 (EFTPOS)\nThank you. Next "
        "check-up February 2027."), True)
    add("Documents/New Microsoft Word Document.docx", A, "Health", 57, (
        "Questions for Dr Ngata\n- HbA1c 41 - what does pre-diabetes mean for me? Dad has type 2\n- BP readings "
        "130s/80s - do I need meds?\n- hamstring still tight after 6 physio visits\n- flu jab for me and Sina"), True)

    # ------------------------------------------------------------ Church (Areas + Resources)
    ch = "Documents/Church/Autalavou Teutupe"
    for k in range(5):
        mo = _at(30 * k + 5).replace(day=1) - timedelta(days=1)
        add(f"{ch}/Lipoti {mo:%Y-%m} treasurer report.docx", A, "Church", 30 * k + 3, t_treasurer(mo))
    add(f"{ch}/Annual financial report 2025.pdf", A, "Church", 150, (
        "EFKS Māngere East - Autalavou\nFinancial report for the year ended 31 December 2025\nIncome: fundraisers "
        "$6,420; saofaga $3,180; donations $900\nExpenses: youth rally bus hire $1,540; Easter camp $2,880; "
        "uniforms $1,120\nSurplus $4,960; bank balance at 31/12/2025 $7,812.40\nPresented to the Fono a le "
        "Ekalesia by Tavita Leota, Teutupe, 25 January 2026"))
    add(f"{ch}/Budget 2026 Autalavou.xlsx", A, "Church", 160, (
        "Item;Budget 2026;Notes\nEaster camp (Camp Adair);3200;40 youth\nYouth rally bus;1600;\nWhite Sunday "
        "(Aso Sa a Tamaiti);800;\nUniforms top-up;600;\nFundraisers target;7000;sausage sizzle x6, koko sales"))
    add(f"{ch}/Fono minutes March 2026.docx", A, "Church", 75, (
        "Fono a le Autalavou - 8 Mati 2026\nSa auai: 22 sui. Tatalo amata: Ana Tuimavave.\n1. Lipoti a le Teutupe: "
        "paleni $8,140. Ua pasi.\n2. Easter camp - fa'atau le pasi mai Ritchies.\n3. Sausage sizzle i Bunnings i "
        "le 11 Aperila.\nTatalo fa'ai'u: Faife'au."))
    add(f"{ch}/Fundraiser sausage sizzle April.xlsx", A, "Church", 50, (
        "Item;Qty;Cost;Takings\nSausages 10kg;4;236;\nBread;20;58;\nOnions/sauce;1;34;\nTakings cash;;;842.50\n"
        "Takings EFTPOS;;;211.00\nProfit;;;725.50"))
    add("Downloads/export (2).csv", A, "Church", 10, lambda r, dt: "Date,Amount,Payee,Particulars,Code,Reference\n" +
        "\n".join(f"{_at(10 + 5 * k):%d/%m/%Y},{round(r.uniform(x[1], x[2]), 2)},{x[0]},AUTALAVOU,,TL"
                  for k, x in enumerate(CHURCH)) + "\n", True)
    add("Desktop/New Text Document (3).txt", A, "Church", 51,
        "bunnings 11/4 count\n$100 x0\n$50 x4 = 200\n$20 x17 = 340\n$10 x19 = 190\n$5 x16 = 80\ncoins 32.50\n"
        "cash 842.50 + eftpos 211 = 1053.50\nbanked Mon - receipt 412, counted with Losa\n", True)
    add("Documents/Scanned Documents/scan0005.pdf", A, "Church", 140, (
        "ASB - Change of signatories\nAccount: EFKS Mangere East Autalavou 12-3095-0771203-00\nAdd: Tavita Leota "
        "(Treasurer)\nRemove: Iosefa Tuala Jr\nTwo to sign: any two of Tavita Leota, Losa Aumua, Rev. Iosefa Tuala"), True)
    add("Downloads/Untitled document.docx", A, "Church", 140, (
        "Autalavou - Annual report to the congregation 2025 (draft)\nO le tausaga 2025 na maua ai e le Autalavou "
        "le tupe e $10,500 mai fundraisers ma saofaga.\nExpenses mostly Easter camp and the youth rally.\n"
        "Surplus ~ $4,960 - propose $2,000 towards the new church van fund.\nTavita, Teutupe"), True)
    add("Desktop/Doc2.docx", A, "Church", 170, (
        "Proposed budget 2026 - for the youth fono\nEaster camp $3,200 (40 youth x $80)\nBus to the rally $1,600\n"
        "Aso Sa a Tamaiti $800\nWe need to raise $7,000: 6 sausage sizzles + koko Samoa sales + car wash.\n"
        "Fa'afetai i le lagolago."), True)
    cr_ = "Documents/Church/Lauga notes"
    for age, v, ttl in ((21, "Esoto 20:12", "Ia e ava i lou tama ma lou tina"), (49, "Salamo 23", "O Ieova lo'u leoleo mamoe"),
                        (84, "Mataio 5:14", "O outou o le malamalama o le lalolagi"), (190, "Luka 15:11-32", "Le atalii faamaumaui")):
        add(f"{cr_}/Lauga {_at(age):%d-%m-%Y}.txt", R, "Church", age, (
            f"Lauga - Aso Sa {_dd(_at(age))}\nFaife'au: Susuga Rev. Iosefa Tuala\nTusi Paia: {v}\nMataupu: \"{ttl}\"\n"
            "Manatu autu / main points:\n1. O le alofa o le Atua e le gata.\n2. Our service to family is service "
            "to God.\n3. Ia tatou ola fa'amaoni i aso uma.\nNotes for youth bible study next week.\n"))
    add("Documents/Church/Pese/Pese 96 lyrics.docx", R, "Church", 300, (
        "Pese 96\nFa'afetai i le Atua, le na tatou ola ai\nIa vivi'i i lona suafa, i le lagi ma le lalolagi\n"
        "Chorus: Alleluia, alleluia, fa'afetai le Atua"))
    add("Documents/Church/Bible study plan youth.pdf", R, "Church", 220, (
        "Autalavou bible study plan - Term 3 2025\nWeek 1: Ruta 1 - loyalty to family\nWeek 2: Nehemia 2 - "
        "building together\nWeek 3: Mataio 5 - salt and light\nWeek 4: Iakopo 1 - faith and works"))

    # ------------------------------------------------------------ Rugby (Areas + Resources)
    rb = "Documents/Rugby"
    add(f"{rb}/Registration 2026 Hawks.pdf", A, "Rugby", 110, (
        "Māngere East Hawks RFC - Player registration 2026 (Auckland Rugby Union)\nPlayer: Tavita Leota, Classics "
        "(over 35) grade\nSubs $180, paid. Jersey number 4. Medical: right hamstring, previous shoulder."))
    add(f"{rb}/Classics draw 2026.pdf", A, "Rugby", 90, (
        "Auckland Rugby - Classics grade draw 2026\nRd 1 11 Apr Hawks v Ōtāhuhu, Bert Henham Park\nRd 2 18 Apr "
        "Papatoetoe v Hawks\nRd 3 25 Apr Hawks v Manurewa\n... Rd 12 4 Jul Hawks v Ponsonby Classics"))
    add(f"{rb}/Club AGM notice.pdf", A, "Rugby", 200, (
        "Māngere East Hawks RFC - Notice of AGM\nTuesday 18 November 2025, 7pm, clubrooms Walmsley Road\n"
        "Agenda: annual report, accounts, election of committee, subs for 2026"))
    add("Downloads/ATT00001.pdf", A, "Rugby", 130, (
        "Māngere East Hawks Rugby Football Club Inc\nInvoice 2026-118\nTo: Tavita Leota\nSenior subs 2026 - "
        "Classics $180.00\nClub training top $45.00\nTotal $225.00, pay to 06-0289-0311204-00 ref LEOTA"), True)
    add("Desktop/untitled.txt", A, "Rugby", 55, (
        "sat vs papatoetoe - team\n1 Fetu 2 Josh 3 Ana's brother\n4 me (if hammy ok) 5 Rangi\n6 Daniel 7 Teuila's "
        "husband 8 Sione\n9 Ben 10 Mele's cousin\nbench: 3 subs\nkick off 1pm, be there 12:15, bring oranges\n"), True)
    add("Documents/Scanned Documents/scan0008.pdf", A, "Rugby", 118, (
        "Auckland Rugby Union - Player registration and consent form 2026\nClub: Māngere East Hawks\nName: Tavita "
        "Leota DOB 11/09/1990\nGrade: Classics\nI agree to the ARU code of conduct and concussion protocol.\n"
        "Signed T Leota"), True)
    add(f"{rb}/Reference/Lineout drills.pdf", R, "Rugby", 600, (
        "Lineout drills for club forwards\n1. Jumper footwork: two-step and dummy\n2. Lifter timing, 3-man pod\n"
        "3. Throw calls: colours and numbers"))
    add(f"{rb}/Reference/Hamstring rehab exercises.pdf", R, "Rugby", 70, (
        "Hamstring strain rehab - return to rugby\nPhase 1 isometrics, phase 2 Nordic curls, phase 3 sprinting. "
        "Criteria: pain-free 90% sprint before contact training."))

    # ------------------------------------------------------------ Homelab (Projects)
    hl = "Documents/Homelab"
    add(f"{hl}/Parts list.xlsx", P, "Homelab", 30, (
        "Part;Qty;Where;Price;Status\nLenovo M720q i5-8500T 32GB (refurb);3;PB Tech;$1,197;arrived\n"
        "Samsung 980 1TB NVMe;3;PB Tech;$447;arrived\nTP-Link TL-SG108E;1;PB Tech;$59;arrived\nUbiquiti U6 Lite;1;"
        "Mighty Ape;$199;ordered\nAPC UPS 700VA;1;PB Tech;$249;todo"))
    add(f"{hl}/PB Tech order 8823109.pdf", P, "Homelab", 45, (
        "PB Technologies - Order confirmation 8823109\nTavita Leota\n3 x Lenovo ThinkCentre M720q Tiny i5-8500T "
        "(refurbished) $399 each\n3 x Samsung 980 1TB NVMe $149 each\nDelivery to 18 Kāretu Place. Total $1,644.00"))
    add(f"{hl}/proxmox cluster notes.md", P, "Homelab", 10, (
        "# Proxmox cluster - pve1/pve2/pve3\n- PVE 8.2, cluster 'leota-lab'\n- Ceph? no - ZFS replication every "
        "15 min\n- VLAN 20 lab, VLAN 30 IoT\n## TODO\n- [ ] PBS backups to the old NAS\n- [ ] AD lab (dc01.lab.leota) "
        "for practicing Pūriri stuff\n- [x] Pi-hole LXC\n"))
    add(f"{hl}/docker-compose.yml", P, "Homelab", 12, (
        "services:\n  homeassistant:\n    image: ghcr.io/home-assistant/home-assistant:stable\n    network_mode: host\n"
        "  uptime-kuma:\n    image: louislam/uptime-kuma:1\n    ports: ['3001:3001']\n"))
    add(f"{hl}/ansible/inventory.ini", P, "Homelab", 14, "[pve]\npve1 ansible_host=192.168.20.11\n"
        "pve2 ansible_host=192.168.20.12\npve3 ansible_host=192.168.20.13\n")
    dot(f"{hl}/ansible/.gitignore", b"*.retry\nvault_pass.txt\n", 14)
    for age in (44, 42, 29, 9):
        photo(f"OneDrive/Pictures/Homelab build/{stamp(age)}.jpg", P, "Homelab", age)
    add("Desktop/New Text Document (2).txt", P, "Homelab", 11, (
        "192.168.20.1 gw (router vlan20)\n.11 pve1\n.12 pve2\n.13 pve3\n.20 pihole\n.21 home assistant\n.30 dc01 lab\n"
        "vlan 30 = iot, 192.168.30.0/24\nswitch port 8 trunk\n"), True)
    add("Desktop/Book1.xlsx", P, "Homelab", 29, (
        "thing;cost\nM720q x3;1197\nNVMe x3;447\nswitch;59\nAP;199\nUPS;249\nrack shelf bunnings;38\ntotal;2189\n"
        "budget;2500"), True)
    add("Downloads/output.csv", P, "Homelab", 8, "vmid,name,node,status,mem_gb,disk_gb\n100,pihole,pve1,running,1,8\n"
        "101,homeassistant,pve2,running,4,32\n102,dc01-lab,pve3,running,4,60\n103,uptime-kuma,pve1,running,1,8\n", True)
    add("Downloads/order.pdf", P, "Homelab", 41, (
        "Mighty Ape - Order confirmation MA-5519023\nUbiquiti UniFi U6 Lite access point $199.00\n"
        "Deliver to: T Leota, 18 Kāretu Place, Māngere East. Dispatch in 2-3 days."), True)

    # ------------------------------------------------------------ AWS Cert (Projects)
    aw = "Documents/AWS SAA-C03"
    add(f"{aw}/Study plan.md", P, "AWS Cert", 75, (
        "# SAA-C03 plan - exam 20 June 2026\n- Weeks 1-3: Stephane Maarek course sections 1-15\n- Weeks 4-6: "
        "Tutorials Dojo practice sets\n- Weeks 7-8: weak areas (storage classes, Route 53 routing policies)\n"
        "- Goal: 80%+ on practice tests before exam\n"))
    for age, dom in ((60, "Domain 1 - secure architectures"), (45, "Domain 2 - resilient architectures"),
                     (31, "Domain 3 - high-performing architectures"), (17, "Domain 4 - cost-optimized")):
        add(f"{aw}/Notes/{dom.split(' - ')[0]}.md", P, "AWS Cert", age, (
            f"# {dom}\n- IAM policies: explicit deny wins; SCPs limit accounts\n- S3: Standard-IA min 30 days, "
            "Glacier Deep Archive 12h restore\n- Multi-AZ RDS = HA, read replicas = scale\n- NAT gateway per AZ\n"))
    add(f"{aw}/Practice test results.csv", P, "AWS Cert", 5, "date,set,score\n2026-04-19,TD set 1,64\n"
        "2026-04-26,TD set 2,71\n2026-05-09,TD set 3,74\n2026-05-23,TD set 4,79\n2026-05-30,TD set 5,82\n")
    add(f"{aw}/Udemy certificate of completion.pdf", P, "AWS Cert", 40, (
        "Certificate of completion\nUltimate AWS Certified Solutions Architect Associate SAA-C03\nInstructor: "
        "Stephane Maarek\nTavita Leota - 27.5 total hours - 22 April 2026"))
    add(f"{aw}/AWS SAA Study Guide.epub", P, "AWS Cert", 80, _epub(
        "AWS Certified Solutions Architect Study Guide: Associate SAA-C03", "Ben Piper, David Clinton", "en",
        "Chapter 1: Introduction to cloud computing and AWS. Regions, Availability Zones and the shared "
        "responsibility model."))
    add("Downloads/invoice.pdf", P, "AWS Cert", 70, (
        "Pearson VUE - Appointment confirmation\nCandidate: Tavita Leota\nExam: AWS Certified Solutions Architect "
        "- Associate (SAA-C03), English\nDate: Saturday 20 June 2026, 9:00 AM\nTest centre: Auckland CBD, Level 3, "
        "15 Victoria Street West\nFee USD 150.00 paid by Visa ending 4471. Bring two forms of ID."), True)
    add("Desktop/New Text Document.txt", P, "AWS Cert", 3, (
        "VPC - remember\n- SG stateful, NACL stateless (need ephemeral ports 1024-65535 out)\n- gateway endpoint "
        "only S3 + DynamoDB\n- transit gateway for many VPCs, peering not transitive\n- exam 20/6 - book day off?\n"), True)
    add("Downloads/results (1).csv", P, "AWS Cert", 2, "Domain,Correct,Total,Percent\nDesign Secure Architectures,"
        "18,20,90\nDesign Resilient Architectures,14,17,82\nDesign High-Performing Architectures,12,16,75\n"
        "Design Cost-Optimized Architectures,8,12,67\n", True)

    # ------------------------------------------------------------ Parents 40th (Projects)
    pa, P4 = "Documents/Mum and Dad 40th", "Parents 40th"
    add(f"{pa}/Budget 40th.xlsx", P, P4, 4, (
        "Item;WST (tala);NZD;Status\nLe Vasa hall hire (Sat 15 Aug);3500;1760;deposit paid\nCatering 250 guests "
        "(umu, sapasui, oka, povi masima);22000;11060;quote\nLotu - meaalofa for faife'au Vaitele;2000;1005;\n"
        "Cake and flowers;1800;905;\nIe toga (12) and sua;;;from aiga\nPA and band (Le Tamaitai band);1500;755;\n"
        "Flights x2 (Tavita & Sina);;1980;paid\nTotal NZD;;17465;"))
    add(f"{pa}/~$dget 40th.xlsx", L, "System", 4, b"\x0bTavita" + b"\x00" * 120)
    add(f"{pa}/Family contributions.xlsx", P, P4, 3, (
        "Aiga / family;Pledged NZD;Received;Date\nTavita & Sina;4000;4000;2026-03-01\nIoane & Tina (Auckland);3000;"
        "1500;2026-04-12\nLusia & Mark (Brisbane, AUD 2500);2700;2700;2026-04-30\nAunty Fetu - Falealili side;1500 "
        "(WST 3000);0;Western Union in June\nUncle Pita (Sydney);1000;0;\nCousins Vaitele;in kind - ie toga, puaa;;"))
    add(f"{pa}/Air NZ booking AKL-APW.pdf", P, P4, 63, (
        "Air New Zealand - Booking confirmation 5KQ7TR\nPassengers: Tavita Leota, Sina Leota\nNZ990 Auckland to "
        "Apia (Faleolo) Tue 11 Aug 2026 dep 09:35 arr 14:50 (+1 day crossing)\nNZ991 Apia to Auckland Sun 23 Aug "
        "2026\nSeats Economy, 1 x 23kg bag each + extra bag for ie toga. Total NZD 1,980.00"))
    add(f"{pa}/Venue quote Le Vasa hall.pdf", P, P4, 85, (
        "Le Vasa Resort & Hall - Quotation\nEvent: 40th wedding anniversary of Leota Fa'amausili & Malia Leota\n"
        "Saturday 15 August 2026, 12pm - 6pm\nHall hire WST 3,500, tables and chairs for 250, stage and PA\n"
        "Deposit 50% to secure booking. Contact: Teuila Ah Chong, events, +685 24410"))
    add(f"{pa}/Polokalame.docx", P, P4, 15, (
        "POLOKALAME - Fa'amanatuga o le Tausaga e 40 o le Fa'aipoipoga\nLeota Fa'amausili ma Malia Leota\n"
        "Aso To'ona'i 15 Aukuso 2026\n10:00 Lotu fa'afetai - EFKS Vaitele, Susuga Faife'au\n12:00 Taumafataga - "
        "Le Vasa Hall\n1:00 Lauga fa'afetai mai le aiga (Ioane)\n1:30 Speech - Tavita (English & Samoan)\n"
        "2:00 Tipiina o le keke / cake cutting\n2:30 Siva ma pese a fanau ma fanau a fanau\n5:30 Tatalo fa'ai'u"))
    add(f"{pa}/Guest list.xlsx", P, P4, 20, (
        "Name;Side;Where;RSVP\nAunty Fetu Sapolu;Leota;Falealili;yes\nUncle Pita Leota;Leota;Sydney;maybe\n"
        "Tuala family;Malia;Vaitele;yes\nRev. & Mrs Iosefa Tuala (Māngere);church;Auckland;yes\nLusia & Mark + 3 kids;"
        "family;Brisbane;yes"))
    add(f"{pa}/Accommodation Apia.pdf", P, P4, 55, (
        "Tanoa Apia Lodge - Booking confirmation\nGuest: Tavita Leota, 2 adults\nCheck-in 11 August 2026, check-out "
        "16 August 2026 (then staying with Mum and Dad at Vaitele)\nRate WST 320 per night. Ref TAL-44810"))
    add(f"{pa}/RE catering numbers.eml", P, P4, 24, (
        "From: Lusia Leota-Reid <lusia.reid@outlook.com>\nTo: Tavita Leota <tavita.leota@gmail.com>\nCc: Ioane Leota\n"
        "Date: Fri, 8 May 2026 21:17:33 +1000\nSubject: RE: catering numbers\n\nTalofa uso,\nMum says closer to 300 "
        "with the church. Can the caterer do 300 for the same per-head? Also Dad doesn't want a fuss with speeches "
        "- keep it short lol. I've sent our $2,700.\nAlofa atu, Lusia"))
    add("Desktop/Doc1.docx", P, P4, 70, (
        "Talofa lava i le paia o le aiga,\nUa tatou fa'afetai i le Atua ona o lona alofa ua mafai ai ona tatou "
        "fa'amanatuina le tausaga e 40 o le fa'aipoipoga a lo tatou Tama o Leota Fa'amausili ma lo tatou Tina o Malia.\n"
        "O le a faia le lotu fa'afetai i le Aso To'ona'i 15 Aukuso 2026 i le EFKS Vaitele, ona sosoo ai lea ma le "
        "taumafataga i le Hall o Le Vasa.\nUa fa'atulaga e le komiti le saofaga mo aiga ta'itasi: $500 NZD po'o le "
        "$1,000 tala. Fa'amolemole ia auina mai a outou saofaga a o le'i o'o i le 30 Iuni 2026.\nNumera o le "
        "faletupe: Tavita Leota, ASB 12-3011-0398112-01, reference: 40th + lou igoa.\nFa'afetai tele lava. "
        "Ia fa'amanuia tele le Atua.\nTavita (mo le komiti)"), True)
    add("Documents/Scanned Documents/scan0002.pdf", P, P4, 28, (
        "Vaitele, 2 Me 2026\nTavita e,\nTalofa. Ua matou maua lau imeli e uiga i le fa'amanatuga o le 40 tausaga o "
        "lou tama ma lou tina. Ua ou talanoa ma le faife'au i Vaitele, ma ua talia le lotu i le itula e 10 i le "
        "taeao. O le a matou saunia le ie toga e 12 ma puaa e 4 mai le aiga i Falealili. O le saofaga a le matou "
        "itu aiga e $3,000 tala, o le a ou tu'uina atu i le Western Union i le masina fou.\nAlofa atu,\n"
        "Aunty Fetu"), True)
    add("Downloads/document (3).pdf", P, P4, 62, (
        "Air New Zealand - eTicket itinerary and receipt\nBooking reference 5KQ7TR\nLEOTA/TAVITA MR  ticket "
        "0862144870511\nLEOTA/SINA MRS  ticket 0862144870512\nNZ990 AKL-APW 11AUG26, NZ991 APW-AKL 23AUG26\n"
        "Fare NZD 1,980.00 paid Visa xx4471"), True)
    add("Downloads/IMG-20260503-WA0004.pdf", P, P4, 29, (
        "Moana Catering Apia - Quotation\nFor: Leota family 40th anniversary, Le Vasa Hall, 15 August 2026\n"
        "Menu: umu pork, sapasui, oka i'a, palusami, povi masima, taro, fruit\n250 guests @ WST 88 = WST 22,000\n"
        "300 guests @ WST 85 = WST 25,500\nDeposit 30% by 15 July."), True)
    add("Downloads/Untitled spreadsheet.xlsx", P, P4, 45, (
        "who;amount;paid?\nTavita & Sina;4000;yes\nIoane;3000;half\nLusia;2700;yes\nAunty Fetu;WST 3000;June\n"
        "Uncle Pita;1000;?\ntarget;12000;"), True)
    add("Desktop/draft.docx", P, P4, 6, (
        "Speech draft\nSusuga i le Faife'au, Tama ma Tina, aiga pele uma,\nForty years ago in Vaitele, Dad was a "
        "young teacher and Mum sang in the church choir...\nThey moved us to Ōtāhuhu in 1988 with two suitcases.\n"
        "Fa'afetai Tama, fa'afetai Tina, mo lo oulua alofa ma taulaga.\nIa fa'amanuia le Atua i le isi 40 tausaga."), True)
    add("Desktop/list.txt", P, P4, 7, (
        "apia - take\n- 2 ie toga from Sina's mum\n- suit + ie faitaga\n- cake topper\n- printed polokalame x300\n"
        "- cash for mum (envelope)\n- laptop for slideshow + HDMI\n- $WST from travel money card\n"), True)
    add("Desktop/todo.txt", P, P4, 13, (
        "- confirm hall deposit with Teuila (WST 1750)\n- chase Ioane for the rest of his $\n- ask Rev. Tuala to "
        "send letter to EFKS Vaitele\n- book rental van in Apia for 11-16 Aug\n- photographer?\n"), True)

    # ------------------------------------------------------------ Travel (Archive)
    tv = "Documents/Travel/Rarotonga 2025"
    add(f"{tv}/Flights AKL-RAR.pdf", X, "Travel", 360, (
        "Air New Zealand - Booking confirmation 3XH8PL\nTavita Leota, Sina Leota\nNZ946 Auckland - Rarotonga Thu "
        "10 Jul 2025\nNZ947 Rarotonga - Auckland Thu 17 Jul 2025\nTotal NZD 1,612.00"))
    add(f"{tv}/Itinerary.docx", X, "Travel", 330, (
        "Rarotonga 10-17 July 2025\nThu arrive, scooter from Polynesian Rentals, get local licence\nFri Muri lagoon "
        "snorkel\nSat Punanga Nui market\nSun church at CICC Avarua\nMon cross-island walk\nWed Aitutaki day tour\n"))
    add(f"{tv}/Muri Beach Villas voucher.pdf", X, "Travel", 340, (
        "Muri Beach Villas - Booking voucher\nGuests: Mr & Mrs Leota\n7 nights 10-17 July 2025, garden villa\n"
        "NZD 2,065 paid in full"))
    for k in range(8):
        photo(f"OneDrive/Pictures/Rarotonga 2025/{stamp(326 - k * 0.8)}.jpg", X, "Travel", 326 - k * 0.8)
    add("Downloads/document (2).pdf", X, "Travel", 355, (
        "Cover-More Travel Insurance - Certificate of insurance\nTravellers: Tavita Leota, Sina Leota\n"
        "Destination: Cook Islands, 10 July 2025 - 17 July 2025\nPlan: Comprehensive, excess $100. Premium $96.40"), True)
    add("Downloads/doc_20250714.pdf", X, "Travel", 322, (
        "Aitutaki Day Tour - Air Rarotonga / Vaka Cruise\nPassengers: LEOTA T, LEOTA S\nDate 16 July 2025, "
        "depart Rarotonga 08:00, lagoon cruise with lunch, One Foot Island passport stamp\nPaid NZD 1,198"), True)

    # ------------------------------------------------------------ Family (Areas)
    fm = "Documents/Family"
    for age in (12, 75, 140):
        add(f"{fm}/Remittance {_at(age):%Y-%m-%d}.pdf", A, "Family", age, lambda r, dt: (
            f"Moana Remit - Transfer receipt\nSender: Tavita Leota, Auckland\nReceiver: Malia Leota, Vaitele, Samoa\n"
            f"Sent NZD 300.00, rate 1.99, receiver gets WST {300 * 1.99:.2f}\nPurpose: family support\n"
            f"Ref MR{r.randint(100000, 999999)}"))
    add(f"{fm}/Tusi mai Tina.docx", A, "Family", 210, (
        "Tavita ma Sina,\nTalofa lava. O lo'o manuia lava i matou i Vaitele. O lou tama ua toe lelei lona vae. "
        "Fa'afetai mo le tupe na e auina mai, na matou totogi ai le moli ma le vai.\nIa alofa le Atua ia te oulua.\n"
        "Alofa tele, Tina"))
    add(f"{fm}/Aiga contact list.xlsx", A, "Family", 400, (
        "Name;Where;Phone\nTama & Tina;Vaitele;+685 772 0145\nIoane & Tina;Papatoetoe;021 377 940\nLusia & Mark;"
        "Brisbane;+61 412 508 331\nAunty Fetu;Falealili;+685 750 2214"))
    add("Documents/Scanned Documents/Scan 12.pdf", A, "Family", 600, (
        "Tavita e,\nUa e alofa mai ua ou maua le tupe. O le a ou alu e asiasi i le falema'i i le Vaiaso fou. Ua "
        "fa'aleleia le fale i Vaitele ma le taualuga fou.\nAlofa atu, Tama"), True)

    # ------------------------------------------------------------ Resources: IT, Cooking, Books, Music, Software
    it = "Documents/IT Reference"
    add(f"{it}/PowerShell cheat sheet.pdf", R, "IT", 500, (
        "PowerShell cheat sheet\nGet-ADUser -Filter * -Properties LastLogonDate\nTest-NetConnection host -Port 443\n"
        "Get-WinEvent -LogName System -MaxEvents 50\nInvoke-Command -ComputerName srv01 -ScriptBlock { }"))
    add(f"{it}/Subnetting table.pdf", R, "IT", 1200, (
        "CIDR reference\n/24 255.255.255.0 256 addresses\n/25 255.255.255.128 128\n/26 255.255.255.192 64\n"
        "/27 255.255.255.224 32\n/28 255.255.255.240 16"))
    add(f"{it}/robocopy switches.txt", R, "IT", 700, "/MIR mirror\n/COPYALL all attributes incl ACLs\n"
        "/R:1 /W:1 retries\n/MT:32 multithreaded\n/LOG+:file append log\n/XD exclude dirs\n")
    add(f"{it}/AD health checks.md", R, "IT", 650, "# AD health\n- dcdiag /v /c\n- repadmin /replsummary\n"
        "- Get-ADDomainController -Filter *\n- check time source on PDC: w32tm /query /source\n")
    add(f"{it}/Windows Server hardening checklist.docx", R, "IT", 560, (
        "Windows Server hardening (general)\n- disable SMBv1\n- LAPS for local admin\n- Credential Guard\n"
        "- audit policy: logon events, privileged use\n- remove unused roles and features"))
    add("Downloads/aws-well-architected-framework.pdf", R, "IT", 150, (
        "AWS Well-Architected Framework\nThe six pillars: operational excellence, security, reliability, "
        "performance efficiency, cost optimization, sustainability."))
    rc = "Documents/Recipes"
    add(f"{rc}/Sapasui for 40 people.docx", R, "Cooking", 400, (
        "Sapasui (chop suey) - big batch\n2kg vermicelli soaked, 3kg chicken thigh, 1 cup soy sauce, garlic, "
        "ginger, 4 onions, frozen veg 2kg. Fry meat, add noodles and soy, mix well."))
    add(f"{rc}/Palusami oven.txt", R, "Cooking", 900, "Palusami\ntaro leaves x 20\n2 cans coconut cream\n"
        "1 onion, salt\nwrap in foil, oven 180C for 1 hour\n")
    add("Downloads/koko-samoa-brownies.pdf", R, "Cooking", 260, (
        "Koko Samoa brownies\n150g koko Samoa grated, 200g butter, 2 cups sugar, 4 eggs, 1 cup flour\nBake 25 min at "
        "175C. Great for fundraisers."))
    for fn, ttl, au, txt in (("Leaves of the Banyan Tree.epub", "Leaves of the Banyan Tree", "Albert Wendt",
                              "Tauilopepe looked at the banyan tree..."),
                             ("Where We Once Belonged.epub", "Where We Once Belonged", "Sia Figiel",
                              "Malaga was a village..."),
                             ("The Phoenix Project.epub", "The Phoenix Project", "Gene Kim",
                              "Bill Palmer is called into the CEO's office..."),
                             ("Atomic Habits.epub", "Atomic Habits", "James Clear", "The surprising power of tiny habits.")):
        add(f"Documents/eBooks/{fn}", R, "Books", r.randint(200, 900), _epub(ttl, au, "en", txt))
    for art, tr, alb in (("Katchafire", "Frontline", "Say What You're Thinking"), ("Katchafire", "Giddy Up", "Revival"),
                         ("Spawnbreezie", "Don't Let Go", "Unsung Hero"), ("Te Vaka", "Pate Pate", "Te Vaka"),
                         ("Tha Feelstyle", "Su'amalie", "Break It To Pieces"), ("Jerry Fonoti", "Fa'amolemole",
                                                                                "Island Love Songs"),
                         ("Mālū Choir EFKS", "Pese 96", "Pese Lotu Vol 2"), ("Six60", "Don't Forget Your Roots", "Six60")):
        add(f"Music/{art}/{tr}.mp3", R, "Music", r.randint(300, 1500), lambda r, dt, a=art, t=tr, b=alb: _id3(r, t, a, b))
    for fn, head in (("rufus-4.5.exe", b"MZ"), ("VirtualBox-7.0.18-162988-Win.exe", b"MZ"), ("AWSCLIV2.msi", b"\xd0\xcf"),
                     ("putty-64bit-0.81-installer.msi", b"\xd0\xcf"), ("WinSCP-6.3.3-Setup.exe", b"MZ"),
                     ("proxmox-ve_8.2-1.iso", b"\x00" * 16 + b"CD001"), ("ubuntu-24.04-live-server-amd64.iso",
                                                                        b"\x00" * 16 + b"CD001"),
                     ("Zoom_cm_fo42mnktZ9ebn_mKQ.exe", b"MZ")):
        add(f"Downloads/{fn}", R, "Software", r.randint(8, 300), _blob(r, head, 2000))

    # ------------------------------------------------------------ Photos (Resources)
    for k in range(14):
        age = 3 + k * 23 + r.randint(0, 10)
        photo(f"OneDrive/Pictures/Camera Roll/{stamp(age)}.jpg", R, "Photos", age)
    for age in (5, 19, 66, 140):
        add(f"OneDrive/Pictures/Screenshots/Screenshot {_at(age):%Y-%m-%d} {r.randint(90000, 215959):06d}.png",
            R, "Photos", age, "")
    for age in (9, 88):
        photo(f"OneDrive/Pictures/Camera Roll/Screenshot_{stamp(age)}_WhatsApp.jpg", R, "Photos", age)
    for age in (2, 15):
        add(f"Desktop/Screenshot {_at(age):%Y-%m-%d} {r.randint(90000, 215959):06d}.png", R, "Photos", age, "")
    for k, age in enumerate((37, 37.2, 101)):
        photo(f"Downloads/IMG_{5120 + k * 3}.HEIC", R, "Photos", age)
    photo("OneDrive/Pictures/Saved Pictures/hawks classics team 2025.jpg", R, "Photos", 300)
    photo("OneDrive/Pictures/Saved Pictures/white sunday 2025.jpg", R, "Photos", 365)

    # ------------------------------------------------------------ Phone backup (Archive/Backup)
    pb = "Phone Backup/Galaxy S10 2023-05"
    for k in range(10):
        age = 1100 + k * 45 + r.randint(0, 20)
        add(f"{pb}/DCIM/Camera/{stamp(age)}.jpg", X, "Backup", 1095, lambda r, dt, a=age: _jpeg(r, _at(a).replace(tzinfo=None)))
    for k in range(4):
        add(f"{pb}/WhatsApp/Media/WhatsApp Images/IMG-{_at(1120 + k * 60):%Y%m%d}-WA{k + 3:04d}.jpg", X, "Backup",
            1095, "exif")
    add(f"{pb}/WhatsApp/Media/WhatsApp Documents/DOC-20230412-WA0003.pdf", X, "Backup", 1095, (
        "EFKS Mangere East - Roster o le Autalavou, Aperila - Iuni 2023\nTapenaga o le falesa: Tavita, Fetu, Ana\n"
        "Mea'ai Aso Sa: aiga Leota 16 Aperila"))
    add(f"{pb}/WhatsApp/Media/WhatsApp Documents/DOC-20230120-WA0001.pdf", X, "Backup", 1095, (
        "Harbour Property Management - routine inspection 2/41 Mason Ave Otahuhu, 18 January 2023: all good, "
        "please clear the gutter on the carport."))
    add(f"{pb}/Contacts/contacts.vcf", X, "Backup", 1095, "BEGIN:VCARD\nVERSION:3.0\nFN:Sina\nTEL:+64211234567\n"
        "END:VCARD\nBEGIN:VCARD\nVERSION:3.0\nFN:Tama Samoa\nTEL:+6857720145\nEND:VCARD\n")
    add(f"{pb}/Calllog.csv", X, "Backup", 1095, "number,date,duration\n+6857720145,2023-05-01,00:12:40\n"
        "0211234567,2023-05-02,00:03:05\n")

    # ------------------------------------------------------------ more dumped, nameless files
    add("Downloads/document (5).pdf", A, "Car", 80, (
        "Waka Kotahi NZ Transport Agency\nYour vehicle licence is due to expire\nPlate KZR418  Mazda CX-5 2017\n"
        "Expiry 23 March 2026. Renew online for 12 months $117.63 or 6 months $60.31.\nLicence holder: Tavita F Leota"), True)
    add("Documents/2024/20240611.pdf", A, "Car", 720, (
        "AA Insurance - Renewal notice\nPolicy MV-3318207 comprehensive car\n2017 Mazda CX-5 KZR418\nNew period "
        "11 July 2024 - 11 July 2025. Premium $988.50. Please tell us about any business use."), True)
    add("Downloads/Copy of Untitled spreadsheet.xlsx", A, "Church", 66, (
        "Easter camp 2026 - payments;;\nname;paid;owing\nAna T;80;0\nJosh;40;40\nMele F;80;0\nTeuila's kids x3;"
        "160;80\ntotal collected;2480;\ncamp fee to Camp Adair;3200;church subsidy from Autalavou account 720"), True)
    add("Desktop/New Text Document (4).txt", P, PH, 1, (
        "sat 27/6 - before go/no-go\n- confirm SQL AG sync state (healthy)\n- snapshot PHN-APP03 in vCenter\n"
        "- DMS task stopped\n- update DNS TTL to 60s on Thurs\n- Priya: clinic comms out Wed\n"), True)
    add("Downloads/letter.pdf", P, "Parents 40th", 26, (
        "Ekalesia Fa'apotopotoga Kerisiano Samoa - Aulotu Vaitele\n5 Me 2026\nSusuga Tavita Leota,\nUa talia le "
        "talosaga mo le lotu fa'afetai o le 40 tausaga o le fa'aipoipoga a Leota Fa'amausili ma Malia, Aso To'ona'i "
        "15 Aukuso 2026, 10:00 i le taeao.\nFaife'au Toeaina Sefo Lemalu"), True)
    add("Documents/2024/Scan 3.pdf", X, WF, 775, (
        "Waitemata Freight Ltd - Site induction record\nName: Tavita Leota (contractor, Rata Tech)\nSite: 8 Port Road, "
        "Mt Wellington depot and server room\nHi-vis required in yard, forklift zones, emergency assembly point "
        "carpark B.\nInducted by Shane Doherty, 15 April 2024"), True)

    # ------------------------------------------------------------ Left (System)
    ini = "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
    add("Desktop/desktop.ini", L, "System", 900, ini)
    add("Documents/desktop.ini", L, "System", 900, ini)
    add("Downloads/desktop.ini", L, "System", 900, ini)
    add("OneDrive/Pictures/Camera Roll/Thumbs.db", L, "System", 30, _blob(r, b"\xd0\xcf\x11\xe0", 400))
    add("Downloads/proxmox-ve_8.2-2.iso.crdownload", L, "System", 1, _blob(r, b"\x00" * 16, 800))
    add("Downloads/Teams_windows_x64 (1).exe.part", L, "System", 60, _blob(r, b"MZ", 600))
    dot("OneDrive/.849C9593-D756-4E56-8D6E-42412F2A707B", b"", 900)

    return items
