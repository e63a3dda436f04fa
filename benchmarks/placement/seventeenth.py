"""A seventeenth labelled corpus: Hemi Walker's MacBook, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at any benchmark
script or at any placement result. What was read: ``unseen.py``'s module docstring (for the way labelling
rules are written), its helpers ``_d``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``,
``_blob`` and the ``write``/``encode``/``add``/``dot`` mechanics at the top of its ``build``; the ``Item``
dataclass, ``NOW``, ``NOW_S``, ``_pdf`` and ``_jpeg`` in ``corpus.py``; ``_docx``, ``_png`` and ``HEIC_HEAD``
in ``blind.py``. (Two slips while locating those lines: a few lines past them were displayed -- the first
lines of ``corpus.py``'s ``NAMED`` dict and of its ``build``, and the first section header after the
mechanics in ``unseen.py``'s ``build``; nothing here is drawn from them.) The files and labels are shaped by
what this person would keep on disk, not by what any code looks for.

The person
----------
Hemi Walker, 51, lives in Mt Albert, Auckland, with his wife Aroha (a primary-school teacher aide). He is a
self-employed bookkeeper: Walker Bookkeeping Ltd (GST-registered, tax agent, run from the spare room since
he left Deloitte's Auckland office in 2015, where he had been an audit senior and then a manager in
business advisory since 2006). He keeps about a dozen small-business clients -- Kowhai Cafe in Kingsland,
Tane Rawiri Plumbing, Shear Bliss hair studio in Grey Lynn, Greenline Landscaping, Harbourside Electrical,
Mt Eden Physiotherapy, Blockhouse Bay Bakery, Nga Hau Signs, Westmere Yoga, Rangi & Sons Builders,
Pohutukawa Pet Grooming -- one folder each with two-monthly GST returns, bank reconciliations, payroll and
year-end packs. One client, Bayview Motors in Onehunga, moved to a bigger firm in August 2024; their folder
is still sitting among the others. He runs his own company's books too: GST, provisional tax, the company's
invoices and bank, ACC levies, professional indemnity cover.

Household: the Westpac mortgage on the Allendale Road house, both KiwiSaver accounts (Milford for Hemi,
Generate for Aroha), the household budget and his personal IR3. Hemi has type 2 diabetes (metformin, since
2024 also empagliflozin; HbA1c every six months at Labtests, yearly retinal screening); Aroha has a dodgy
knee and the usual screening letters. Their children are adults: Mere (27) married Sam Tait in December
2024 at Mudbrick on Waiheke and is doing a Master of Professional Accounting at the University of Auckland;
Nikau (21) is in his third year of a BCom at Otago in Dunedin; Hemi and Aroha help with both lots of fees
and Nikau's flat. The whanau bach at 27 Wallis Street, Raglan, has its own rates (Waikato District
Council), insurance (Tower), septic pump-outs, lawns and a shared bookings calendar for the wider whanau.
Hemi drives a 2017 Toyota Highlander.

He is the honorary treasurer of Ponsonby District Rugby Football Club (subs, bar takings, grants from
gaming trusts, the AGM treasurer's report, the reviewed annual accounts). He is a keen landscape
photographer (Fujifilm X-T5, Lightroom Classic), fishes off the Raglan bar and Kawhia, and is learning te
reo Maori at night classes (Te Wananga o Aotearoa, Te Ara Reo level 2). His files are in English with te
reo words and names (kia ora, nga mihi, whanau, mahi, hui); macrons appear in his own typing but not in
most PDFs.

Current projects (as of 2026-06-01):

* Moving every client from MYOB AccountRight to Xero before the end of the financial year, 30 June 2026:
  a migration checklist, timeline, client letters, conversion trial balances, per-client migration notes,
  Xero partner paperwork, conversion-service quotes, and a small Python tool (``myob2xero``) he wrote to
  turn MYOB exports into Xero import files.
* A solo landscape exhibition, "Te Tai Hauauru -- West Coast Light", at Lightbox Gallery in Kingsland,
  10-31 July 2026: the gallery agreement, price list, artist statement, print-lab and framing orders,
  hanging plan, invitations, the opening-night list, e-mails, and the RAW selects and exported JPEGs.
* Renovating the bach bathroom: plumber and tiler quotes, the building consent, layout plans, the budget,
  orders, builder e-mails and progress photos.

Finished: the Bayview Motors engagement (ended August 2024); his Deloitte employment (ended 2015); the
family trip to Rarotonga in September 2025 (and an older Queenstown trip in 2022); Mere and Sam's wedding
in December 2024; an old iMac that was backed up into a folder when it died in 2016.

The machine and its chaos
-------------------------
A MacBook: ``Documents/`` with tidy-ish folders (``Walker Bookkeeping/Company``, ``Walker
Bookkeeping/Clients/<client>``, ``Walker Bookkeeping/Reference``, ``MYOB to Xero migration``, ``Exhibition
2026``, ``Bach``, ``Finance``, ``Health``, ``Home``, ``Kids uni``, ``Rugby club``, ``Car``, ``Old work``,
``Travel``, ``Mere wedding 2024``, ``Te Reo``, ``Fishing``, ``Recipes``, ``Books``) next to chaos:
``Downloads/`` full of ``document (3).pdf``, ``invoice.pdf``, ``export.csv`` and installers, ``Desktop/``
with ``untitled.txt``, ``Document1.docx``, ``Book1.xlsx``, dragged-out e-mails and screenshots,
``Documents/Scans/`` from the Brother scanner (``scan0031.pdf``) and the Mac's own ``Scan 2026-04-22.pdf``,
``Documents/misc/``, ``Documents/New folder/``, a ``Documents/2023/`` year folder nobody sorted,
``Pictures/`` (iPhone imports as HEIC, camera RAF and JPEG files, Lightroom presets), ``Music/`` and
``Backup - old iMac 2016/``. A client's USB stick copied from a Windows PC brought ``Thumbs.db`` and
``desktop.ini``; Chrome leaves ``.crdownload`` files and Word leaves ``~$`` lock files.

Labelling rules (written before any file was generated; every file is labelled by them as of ``NOW``,
2026-06-01, the way Hemi would file his own things):

- **Projects** -- an outcome with an end that is still being worked on now, whatever the file's age.
  The MYOB-to-Xero migration (checklist, notes, conversion files, client letters, partner paperwork, the
  ``myob2xero`` code project, an MYOB export downloaded for a conversion) -- topic Bookkeeping; the July
  2026 exhibition (agreement, price list, statement, print and framing orders, invitations, RAW selects,
  exports, catalogue) -- topic Photography; the bach bathroom renovation (quotes, consent, plans, budget,
  orders, progress photos) -- topic Bach. An exhibition photo taken in 2023 is still Projects.
- **Areas** -- responsibilities with no end date, whatever the document's age: the practice and its
  clients -- the company's own GST, provisional tax, invoices, bank, ACC and insurance, and every active
  client's GST returns, reconciliations, payroll, year-end packs and e-mails (Bookkeeping); household
  money, mortgage, KiwiSaver, personal bank accounts, the personal IR3 and budget (Finance); Hemi's and
  Aroha's health, including health insurance (Health); the Mt Albert house, its rates, utilities,
  insurance and repairs (Home); the bach's rates, insurance, upkeep and whanau bookings (Bach); the
  children's university fees and flat support (Education); the rugby club treasurer's job (Rugby); the
  car's registration, WOF and servicing (Car). A 2023 GST return for a current client is still Areas.
- **Resources** -- reference kept for its own sake, by subject: IRD guides, tax tables, Xero training
  notes (Bookkeeping); camera and lens manuals, Lightroom presets, printing notes and photography books
  (Photography); fishing rules, tides, rigs and knots (Fishing); te reo course material, vocabulary,
  pepeha, audio lessons (Te Reo); recipes (Cooking); novels and general reading (Books); music files
  (Music); installers (Software); appliance manuals (Home); the car's owner's manual (Car); general
  photos and screenshots -- family, fishing, summers at the bach, rugby days (Photos). Photos that
  document a project, current or finished (the exhibition, the bathroom, the Rarotonga trip, the wedding),
  take that project's bucket and topic instead.
- **Archive** -- finished projects and ended responsibilities, however recent the file: the Bayview Motors
  client folder, including a 2026 records request from their new accountant (Bookkeeping); his Deloitte
  employment (Career); past trips, Rarotonga 2025 and Queenstown 2022, with their photos (Travel); Mere
  and Sam's wedding with its photos (Wedding); the old iMac backup folder, whatever is inside it (Backup).
- **Left** -- unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) -- topic System. Dot files (``.DS_Store``, ``.gitignore``,
  ``.~lock.name#``) are written but not labelled.

Topics are subjects: the migration is Bookkeeping like the client files; the bathroom is Bach like the
bach's rates; a trip is Travel like any other trip. ``hard`` marks a file whose name *and* folder say
nothing about its subject (``Downloads/document (3).pdf``, ``Desktop/untitled.txt``,
``Documents/Scans/scan0034.pdf``, ``Documents/misc/notes.docx``, ``Documents/2023/doc1.docx``): only the
text inside can place it, and that text reads like the real document would. Images are never hard. Dates
are relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import os
import random
import tempfile
from collections import Counter
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400

# --------------------------------------------------------------------------- helpers

MACRONS = str.maketrans("āēīōūĀĒĪŌŪ", "aeiouAEIOU")


def nz(v: float) -> str:
    return f"-${-v:,.2f}" if v < 0 else f"${v:,.2f}"


def dmy(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def longd(dt: datetime) -> str:
    return f"{dt.day} {dt.strftime('%B %Y')}"


def ago(y: int, m: int, d: int) -> float:
    """Days between a calendar date and NOW (for files whose content carries a fixed date)."""
    return (NOW.replace(tzinfo=None) - datetime(y, m, d, 12)).total_seconds() / DAY


def eml(frm: str, to: str, subject: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} {9 + dt.day % 8:02d}:{dt.day * 7 % 60:02d}:00 +1200\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body.strip()}\n")


HEMI = "Hemi Walker <hemi@walkerbookkeeping.co.nz>"
WBL = ("Walker Bookkeeping Ltd\n14 Allendale Road, Mt Albert, Auckland 1025\n"
       "Phone 021 448 907  |  hemi@walkerbookkeeping.co.nz\nGST No. 118-452-339  |  NZBN 9429046123875")
WBL_BANK = "ASB 12-3077-0456123-00"

# name -> (folder, kind, GST number, staff, monthly fee, email)
CLIENTS = {
    "Kowhai Cafe Ltd": ("Kowhai Cafe", "cafe", "121-884-302",
                        ["Tui Henare", "Jess Moore", "Liam Chen", "Ana Fifita", "Sophie Grant"], 620,
                        "Marama Henare <marama@kowhaicafe.co.nz>"),
    "Tane Rawiri Plumbing Ltd": ("Tane Rawiri Plumbing", "plumbing", "113-209-776",
                                 ["Josh Rawiri", "Kieran Bell"], 480, "Tane Rawiri <tane@trplumbing.nz>"),
    "Shear Bliss Hair Studio Ltd": ("Shear Bliss", "hair salon", "126-330-915",
                                    ["Kelsey Ward", "Mia Tupou", "Hannah Lee"], 450,
                                    "Dana Whitfield <dana@shearbliss.co.nz>"),
    "Greenline Landscaping Ltd": ("Greenline Landscaping", "landscaping", "109-552-418",
                                  ["Ben Mackay", "Sione Taufa", "Cody Watts", "Ravi Patel"], 560,
                                  "Craig Mackay <craig@greenline.nz>"),
    "Harbourside Electrical Ltd": ("Harbourside Electrical", "electrical", "117-640-283",
                                   ["Dylan Ross", "Matt Kereama"], 420, "Paul Hedley <paul@harboursidesparky.co.nz>"),
    "Mt Eden Physiotherapy Ltd": ("Mt Eden Physio", "physiotherapy", "124-903-557",
                                  ["Emma Clarke", "Rohan Das", "Lucy Hart"], 540,
                                  "Priya Nair <priya@mtedenphysio.co.nz>"),
    "Blockhouse Bay Bakery Ltd": ("Blockhouse Bay Bakery", "bakery", "115-077-640",
                                  ["Sokha Chea", "Vanna Chea", "Lina Soun"], 500,
                                  "Dara Chea <blockhousebakery@gmail.com>"),
    "Nga Hau Signs Ltd": ("Nga Hau Signs", "signwriting", "128-411-096", ["Wiremu Pene"], 320,
                          "Rawiri Pene <rawiri@ngahausigns.nz>"),
    "Westmere Yoga Studio Ltd": ("Westmere Yoga", "yoga studio", "130-258-774", [], 280,
                                 "Georgie Bright <hello@westmereyoga.co.nz>"),
    "Rangi & Sons Builders Ltd": ("Rangi and Sons Builders", "building", "112-736-905",
                                  ["Tama Rangi", "Eru Rangi", "Jack Tuhiwai"], 590,
                                  "Hone Rangi <hone@rangiandsons.co.nz>"),
    "Pohutukawa Pet Grooming Ltd": ("Pohutukawa Pet Grooming", "pet grooming", "131-620-048", ["Abby Dunn"], 300,
                                    "Kirsty Dunn <kirsty@pohutukawapets.nz>"),
}
BAYVIEW = "Bayview Motors Ltd"

# --------------------------------------------------------------------------- bookkeeping: clients (Areas)


def gst_return(r, dt, name, gstno):
    end = dt.replace(day=1) - timedelta(days=1)
    start = (end.replace(day=1) - timedelta(days=1)).replace(day=1)
    sales = r.uniform(38_000, 165_000)
    purch = sales * r.uniform(0.45, 0.8)
    g10, g14 = sales * 3 / 23, purch * 3 / 23
    return (f"Goods and services tax return (GST101A)\nInland Revenue - Te Tari Taake\n"
            f"Registered person: {name}    GST number: {gstno}\n"
            f"Period: {longd(start)} to {longd(end)}    Return due: 28 {dt.strftime('%B %Y')}\n"
            f"Accounting basis: payments    Filing frequency: two-monthly\n"
            f"Box 5  Total sales and income for the period (including GST and zero-rated supplies)  {nz(sales)}\n"
            f"Box 6  Zero-rated supplies included in Box 5  $0.00\n"
            f"Box 7  Subtract Box 6 from Box 5  {nz(sales)}\n"
            f"Box 8  Multiply the amount in Box 7 by three and divide by twenty-three  {nz(g10)}\n"
            f"Box 9  Adjustments from your calculation sheet  $0.00\n"
            f"Box 10 Total GST collected on sales and income  {nz(g10)}\n"
            f"Box 11 Total purchases and expenses (including GST) for which tax invoicing requirements "
            f"have been met  {nz(purch)}\n"
            f"Box 12 Multiply the amount in Box 11 by three and divide by twenty-three  {nz(g14)}\n"
            f"Box 13 Credit adjustments from your calculation sheet  $0.00\n"
            f"Box 14 Total GST credit for purchases and expenses  {nz(g14)}\n"
            f"Box 15 Difference between Box 10 and Box 14 - GST to pay  {nz(g10 - g14)}\n"
            f"Filed via myIR by tax agent Walker Bookkeeping Ltd (agent ref A12-884-301) on {dmy(dt - timedelta(days=3))}\n")


def bank_rec(r, dt, name, kind):
    m = (dt.replace(day=1) - timedelta(days=1))
    bal = r.uniform(4_000, 48_000)
    payees = {"cafe": ["Bidfood Ltd", "Coffee Supreme", "Countdown Grey Lynn", "Eftpos settlement", "Vector"],
              "plumbing": ["Plumbing World", "Mastertrade", "Z Energy fleet", "Customer payment", "Repco"],
              "hair salon": ["Salon Supplies NZ", "Eftpos settlement", "Timely subscription", "Rent - Grey Lynn Props"],
              "landscaping": ["Central Landscape Supplies", "Mitre 10 Trade", "Customer payment", "Hirepool"],
              "electrical": ["Corys Electrical", "JA Russell", "Customer payment", "Z Energy fleet"],
              "physiotherapy": ["ACC payment", "Southern Cross claim", "Cliniko", "Rent - Dominion Rd"],
              "bakery": ["Champion Flour", "Anchor Foodprofessionals", "Eftpos settlement", "Mercury"],
              "signwriting": ["Signwise Supplies", "Customer payment", "3M NZ", "Z Energy"],
              "yoga studio": ["Mindbody", "Class pass settlement", "Rent - Westmere shops", "Mercury"],
              "building": ["PlaceMakers", "Carters", "Customer payment", "Hirepool", "ITM"],
              "pet grooming": ["Petstock wholesale", "Eftpos settlement", "Mercury", "Rent - Pt Chev"],
              "motor": ["Repco", "Partmaster", "Customer payment", "Z Energy fleet", "NZ Motor Trade Assn"]}[kind]
    rows = [f"Bank reconciliation;{name}", f"Month ended;{m.strftime('%d %B %Y')}",
            "Date;Payee;Reference;Amount;Reconciled"]
    for i in range(10):
        day = m.replace(day=r.randint(1, m.day))
        payee = r.choice(payees)
        incoming = any(w in payee for w in ("settlement", "Customer", "ACC payment", "claim"))
        amt = r.uniform(60, 4800) * (1 if incoming else -1)
        rows.append(f"{dmy(day)};{payee};{r.randint(1000, 9999)};{amt:.2f};{'Y' if i < 8 else 'N'}")
    out = r.uniform(200, 3000)
    rows += [f"Balance per bank statement;;;{bal:.2f}", f"Less unpresented payments;;;-{out:.2f}",
             f"Balance per MYOB;;;{bal - out:.2f}", "Difference;;;0.00", "Prepared by;Hemi Walker"]
    return "\n".join(rows)


def payroll_csv(r, dt, staff):
    lines = ["Pay period end,Employee,Tax code,Hours,Gross,PAYE,ACC earners levy,KiwiSaver employee,"
             "KiwiSaver employer,ESCT,Student loan,Net pay"]
    end = dt - timedelta(days=dt.weekday() + 2)
    for name in staff:
        hrs = r.choice([20, 24, 30, 32, 38, 40])
        rate = r.uniform(23.5, 38)
        gross = hrs * rate * 2
        paye = gross * r.uniform(0.11, 0.17)
        acc = gross * 0.0167
        ks = gross * 0.035
        emp = gross * 0.03
        esct = emp * 0.175
        sl = gross * 0.12 if r.random() < 0.3 else 0
        net = gross - paye - acc - ks - sl
        lines.append(f"{dmy(end)},{name},{'M SL' if sl else 'M'},{hrs * 2},{gross:.2f},{paye:.2f},{acc:.2f},"
                     f"{ks:.2f},{emp:.2f},{esct:.2f},{sl:.2f},{net:.2f}")
    return "\n".join(lines) + "\n"


def year_end_pack(r, dt, name, kind, year):
    return (f"{name}\nYear-end pack for the year ended 31 March {year}\nPrepared by Walker Bookkeeping Ltd "
            f"for the annual accounts and IR4 income tax return\n\nContents\n1. Trial balance at 31 March {year}\n"
            f"2. Bank reconciliations for all accounts at balance date\n3. Fixed asset register and depreciation "
            f"schedule\n4. Stock on hand at 31 March ({'stocktake sheets signed by owner' if kind in ('cafe', 'bakery', 'hair salon') else 'n/a'})\n"
            f"5. Debtors and creditors listings\n6. Shareholder current account reconciliation\n"
            f"7. GST reconciliation - returns filed versus ledger\n8. PAYE and KiwiSaver reconciliation to "
            f"employment information filed\n\nNotes for the accountant\n"
            f"- Net profit before tax per draft: {nz(r.uniform(35_000, 180_000))}\n"
            f"- Shareholder salary proposed: {nz(r.choice([60_000, 72_000, 85_000, 96_000]))}\n"
            f"- Vehicle: logbook kept for the 90-day test period, business use {r.randint(62, 91)}%\n"
            f"- Provisional tax paid during the year: {nz(r.uniform(4_000, 22_000))}\n"
            f"- Queries outstanding: {r.choice(['two unexplained cash deposits in November', 'invoice from the landlord for make-good costs', 'whether the new van is a 60/40 split', 'none'])}\n")


def client_mail(r, dt, name, contact, kind="receipts"):
    first = contact.split()[0]
    body = {
        "receipts": (f"Kia ora Hemi,\n\nSorry these are late - I've put last month's receipts in the shared "
                     f"Dropbox folder, there's a couple from Bunnings I couldn't find so I've just written them on "
                     f"the sheet. Let me know if you need anything else before you do the return.\n\nCheers\n{first}"),
        "payroll": (f"Hi Hemi,\n\nWe've got a new staff member starting Monday on 25 hours a week at $26.50. "
                    f"I've attached her IR330 and KiwiSaver form. She said she's on a student loan. Can you set her up "
                    f"in the pay run?\n\nThanks heaps\n{first}"),
        "gst": (f"Hi Hemi\n\nJust checking how much GST we'll owe this time - cash is a bit tight this month with "
                f"the new oven. Is it possible to set up an instalment arrangement with IRD if it's more than "
                f"$8k?\n\nRegards\n{first}"),
    }[kind]
    subj = {"receipts": "receipts for last month", "payroll": "new starter", "gst": "GST this period"}[kind]
    return eml(contact, HEMI, subj, dt, body)


def bayview_doc(r, dt, what):
    if what == "handover":
        return (f"{WBL}\n\n{longd(dt)}\n\nThe Directors\nBayview Motors Ltd\n88 Church Street, Onehunga, Auckland 1061\n\n"
                "Handover of records to Moana Accounting Partners\n\nDear Grant and Lisa,\n\nThank you for letting "
                "me know that you have decided to move your accounting to Moana Accounting Partners from 1 September "
                "2024. As agreed, I have provided them with the MYOB AccountRight file backup, the year-end pack for "
                "the year ended 31 March 2024, the GST returns filed for the last two years and the fixed asset "
                "register. I have removed Walker Bookkeeping Ltd as your tax agent in myIR.\n\nMy final invoice for "
                "July and August work is enclosed. It has been a pleasure working with you both since 2017.\n\n"
                "Nga mihi\nHemi Walker\n")
    if what == "final_invoice":
        fee = 950
        return (f"TAX INVOICE INV-{r.randint(1400, 1460)}\n{WBL}\n\nDate: {dmy(dt)}\nBill to: Bayview Motors Ltd, "
                f"88 Church Street, Onehunga\n\nMonthly bookkeeping - July and August 2024  {nz(fee)}\n"
                f"Preparation of handover pack for incoming accountant  {nz(180)}\nSubtotal {nz(fee + 180)}\n"
                f"GST 15% {nz((fee + 180) * 0.15)}\nTotal due {nz((fee + 180) * 1.15)}\n"
                f"Payment to {WBL_BANK} by 20th of the month following. Thank you for your business.\n")
    if what == "records_request":
        return eml("Sarah Lim <sarah@moanaaccounting.co.nz>", HEMI, "Bayview Motors - FY2023 fixed asset query", dt,
                   "Hi Hemi,\n\nI hope you don't mind me reaching out. We're preparing a depreciation review for "
                   "Bayview Motors and the hoist purchased in 2022 appears in the asset register you handed over at "
                   "$18,400 but the invoice we have says $21,160 incl GST. Do you still have the working paper from "
                   "the FY2023 year end showing how the cost was split?\n\nMany thanks\nSarah Lim\nMoana Accounting Partners")
    if what == "gst":
        return gst_return(r, dt, "Bayview Motors Ltd", "104-338-219")
    if what == "yearend":
        return year_end_pack(r, dt, "Bayview Motors Ltd", "motor vehicle repairs", 2024)
    return bank_rec(r, dt, "Bayview Motors Ltd", "motor")


# --------------------------------------------------------------------------- bookkeeping: own company (Areas)


def wbl_invoice(r, dt, client, num):
    fee = CLIENTS[client][4]
    month = (dt.replace(day=1) - timedelta(days=1)).strftime("%B %Y")
    extra = r.choice([0, 0, 120, 240])
    sub = fee + extra
    lines = [f"TAX INVOICE  INV-{num}", WBL, "", f"Date: {dmy(dt)}    Due: 20th of next month",
             f"Bill to: {client}", "", f"Monthly bookkeeping and GST - {month}  {nz(fee)}"]
    if extra:
        lines.append(f"Payroll set-up and additional queries ({extra // 120} hrs @ $120)  {nz(extra)}")
    lines += [f"Subtotal {nz(sub)}", f"GST 15% {nz(sub * 0.15)}", f"Total NZD {nz(sub * 1.15)}",
              f"Please pay to {WBL_BANK}, reference INV number. Nga mihi!"]
    return "\n".join(lines) + "\n"


def provisional(r, dt, inst):
    due = {1: "28 August 2025", 2: "15 January 2026", 3: "7 May 2026"}[inst]
    return (f"Inland Revenue - Provisional tax\nCustomer: Walker Bookkeeping Ltd    IRD number 118-452-339\n"
            f"Tax type: Income tax (INC)    Period: 31 March 2026\nMethod: standard (residual income tax "
            f"2025 {nz(26_412.60)} plus 5%)\nInstalment {inst} of 3    Due date: {due}\n"
            f"Amount payable: {nz(26_412.60 * 1.05 / 3)}\nPaid by internet banking from {WBL_BANK} on {dmy(dt)}\n")


def company_bank(r, dt):
    lines = ["Date,Unique Id,Tran Type,Payee,Memo,Amount", ]
    bal = r.uniform(12_000, 30_000)
    for _ in range(14):
        day = dt - timedelta(days=r.randint(1, 30))
        c = r.choice(list(CLIENTS))
        if r.random() < 0.6:
            lines.append(f"{day.strftime('%Y/%m/%d')},{r.randint(10**9, 10**10)},CREDIT,{c.upper()},INV PAYMENT,"
                         f"{CLIENTS[c][4] * 1.15:.2f}")
        else:
            p, a = r.choice([("XERO LTD", -95.45), ("MYOB NZ", -184.00), ("SPARK", -109.99),
                             ("IRD GST", -r.uniform(900, 2600)), ("ADOBE", -37.99),
                             ("HEMI WALKER SALARY", -4200.00), ("ONE NZ", -65.00)])
            lines.append(f"{day.strftime('%Y/%m/%d')},{r.randint(10**9, 10**10)},DEBIT,{p},,{a:.2f}")
    lines.append(f"Closing balance,,,,,{bal:.2f}")
    return "\n".join(lines) + "\n"


def acc_levy(r, dt):
    return (f"ACC - Te Kaporeihana Awhina Hunga Whara\nInvoice for levies\nCustomer: Walker Bookkeeping Ltd  "
            f"ACC number 5A 441 902\nLevy year 1 April 2025 to 31 March 2026\nClassification unit 69600 - "
            f"accounting services\nLiable earnings (shareholder-employee) {nz(72_000)}\nWork levy @ $0.07 per "
            f"$100 {nz(50.40)}\nEarners' levy collected through PAYE - not invoiced\nWorking Safer levy {nz(14.40)}\n"
            f"Total {nz(64.80)} plus GST {nz(9.72)}\nDue by {dmy(dt + timedelta(days=30))}\n")


def pi_insurance(r, dt):
    return (f"Policy schedule - Professional Indemnity\nInsured: Walker Bookkeeping Ltd, trading as Walker "
            f"Bookkeeping\nInsurer: QBE Insurance (International) Ltd via BizCover NZ\nPeriod of insurance: "
            f"{dmy(dt)} to {dmy(dt + timedelta(days=365))}\nLimit of indemnity: $1,000,000 any one claim\n"
            f"Excess: $2,500\nBusiness description: bookkeeping, GST and payroll services to small businesses\n"
            f"Annual turnover declared: {nz(138_500)}\nPremium {nz(1124.00)} GST {nz(168.60)} Total {nz(1292.60)}\n")


def annual_return(r, dt):
    return (f"Companies Office - Annual return confirmation\nCompany: WALKER BOOKKEEPING LIMITED (2561847)\n"
            f"NZBN 9429046123875\nFiled on {longd(dt)} by HEMI WALKER, director\nRegistered office: 14 Allendale "
            f"Road, Mount Albert, Auckland 1025\nDirectors: Hemi Tamati WALKER\nShareholding: 100 shares - Hemi "
            f"Tamati WALKER 99, Aroha Mere WALKER 1\nUltimate holding company: none\nAnnual return filing month: "
            f"May\nFee paid: $51.11 incl GST\n")


def ird_letter(r, dt):
    return (f"Walker Bookkeeping Ltd\n14 Allendale Road\nMt Albert, Auckland 1025\n\n{longd(dt)}\n\nInland Revenue\n"
            f"PO Box 39010\nWellington Mail Centre\nLower Hutt 5045\n\nIRD number 118-452-339 - request for "
            f"remission of late payment penalty\n\nTena koe,\n\nOur second instalment of provisional tax for the "
            f"year ending 31 March 2026 was due on 15 January 2026. The payment of $9,244.41 was scheduled in "
            f"internet banking on 14 January but did not process because of a daily limit on the business account, "
            f"and it was paid on 19 January as soon as I noticed. A late payment penalty of $92.44 has been "
            f"charged.\n\nThe company has a good compliance history since 2015 and this was a one-off error. I "
            f"would be grateful if you would consider remitting the penalty under section 183A of the Tax "
            f"Administration Act 1994.\n\nNga mihi\nHemi Walker\nDirector\n")


def tax_agent_form(r, dt):
    c = r.choice(list(CLIENTS))
    return (f"Client authority - tax agent linking\n{c}\nIRD / GST number {CLIENTS[c][2]}\n\nWe authorise "
            f"Walker Bookkeeping Ltd (tax agent A12-884-301) to act on our behalf for GST, PAYE/employment "
            f"information, income tax and KiwiSaver with Inland Revenue, to receive correspondence and to file "
            f"returns. This authority continues until we cancel it in writing.\n\nSigned: ___signed___  "
            f"Director\nDate: {dmy(dt)}\n")


# --------------------------------------------------------------------------- migration project (Projects)


def migration_checklist(r, dt):
    rows = ["Client;MYOB file;Last MYOB period;Conversion;Opening TB agreed;Bank feeds;Payroll;Client trained;Status"]
    status = ["Done", "Done", "Done", "Done", "Live - parallel run", "TB checked", "Converting", "Booked",
              "Booked", "Not started", "Not started"]
    for (c, (folder, kind, *_)), s in zip(CLIENTS.items(), status):
        rows.append(f"{c};{folder.replace(' ', '')}.myox;31/03/2026;{r.choice(['MMC Convert', 'Manual (myob2xero)'])};"
                    f"{'Y' if s in ('Done', 'Live - parallel run', 'TB checked') else ''};"
                    f"{'Y' if s.startswith(('Done', 'Live')) else ''};{'Xero Payroll' if CLIENTS[c][3] else 'n/a'};"
                    f"{'Y' if s == 'Done' else ''};{s}")
    rows.append("Deadline;30/06/2026 - cancel MYOB practice subscription after June GST returns")
    return "\n".join(rows)


def migration_note(r, dt, client):
    folder, kind, gst, staff, fee, contact = CLIENTS[client]
    issues = r.sample([
        "MYOB job codes used for every van - map to Xero tracking category 'Vehicle'",
        "Two bank accounts plus a Visa; Visa feed needs the ASB authority form signed",
        "Inventory items (retail product) - decide whether to use Xero tracked inventory or keep it in Vend",
        "Opening debtors: 14 open invoices, bring over as conversion balances not individual invoices",
        "Payroll: leave balances must be re-keyed - check Holidays Act average daily pay history",
        "Client wants Hubdoc for receipts instead of emailing photos",
        "Old GST code N-T on wages accounts - map to 'No GST'",
        "Shareholder current account was split over three codes in MYOB - combine into one",
        "Uses MYOB invoice template with logo - rebuild branding theme in Xero",
        "Cash sales recorded as one daily journal - set up Square/eftpos integration instead",
    ], 3)
    return (f"# {client} - Xero migration notes\n\nContact: {contact}\nBusiness: {kind}, {len(staff)} staff\n"
            f"Conversion date: 1 April 2026 (opening balances at 31/03/2026)\n\n## Issues\n"
            + "".join(f"- {i}\n" for i in issues)
            + f"\n## Steps\n- [x] Export MYOB accounts list, card file and TB at 31/03\n"
            f"- [{'x' if r.random() < 0.6 else ' '}] Import chart of accounts (myob2xero accounts)\n"
            f"- [{'x' if r.random() < 0.5 else ' '}] Agree opening trial balance to MYOB\n"
            f"- [ ] Bank feeds connected and first month reconciled in Xero\n"
            f"- [ ] Training session with {contact.split()[0]} (1 hr, bring laptop)\n"
            f"- [ ] Cancel MYOB file from the practice subscription\n\nLast updated {dmy(dt)}\n")


def migration_plan(r, dt, final=False):
    return (f"MYOB to Xero - practice migration plan{' (final)' if final else ''}\nWalker Bookkeeping Ltd\n\n"
            "Why: MYOB AccountRight practice pricing goes up again from July 2026 and three clients already "
            "use apps that only talk to Xero. Xero Partner pricing for the practice is cheaper at 11 orgs.\n\n"
            "Approach\n1. Convert at 31 March 2026 balance date so the new year starts clean in Xero.\n"
            "2. Smaller clients: manual conversion with my own script (chart of accounts, contacts, opening TB).\n"
            "3. Clients with inventory or payroll history: MMC Convert full conversion (quote $349 + GST each).\n"
            "4. Parallel run of one GST period for the first two clients, then go live.\n"
            "5. Everyone live by 30 June 2026; last MYOB GST returns are the March-April period.\n\n"
            "Risks: payroll leave balances, client training time, my time in May (year-end packs).\n"
            f"Order: Westmere Yoga (pilot), Nga Hau Signs, Pohutukawa, Shear Bliss, Kowhai Cafe, ...\n"
            f"Revised {dmy(dt)}\n")


def client_letter(r, dt, v):
    return (f"{WBL}\n\n{longd(dt)}\n\nKia ora koutou,\n\nChanging your accounting software from MYOB to Xero\n\n"
            "Over the next few months I will be moving all my clients from MYOB AccountRight to Xero. Xero is "
            "online, has direct bank feeds from all the NZ banks and lets you photograph receipts on your phone. "
            f"{'There is no cost to you for the conversion itself. ' if v >= 2 else ''}Your monthly fee stays the "
            "same, and the Xero subscription will be billed through my partner account at the discounted rate "
            f"({'Xero Standard $45 + GST a month' if v >= 2 else 'details to follow'}).\n\nWhat happens:\n"
            "- I will convert your file as at 31 March 2026, so the new financial year starts in Xero.\n"
            "- I will book an hour with you to show you invoicing, bank rec and the Xero app.\n"
            "- Your MYOB file will be kept as a read-only backup for seven years as IRD requires.\n\n"
            "If you have any questions, just give me a call.\n\nNga mihi nui\nHemi\n")


def mmc_quote(r, dt):
    return (f"MMC Convert - Quote Q-{r.randint(40000, 49999)}\nPrepared for: Walker Bookkeeping Ltd\nDate: {dmy(dt)}\n"
            "Service: MYOB AccountRight to Xero full conversion\nFiles: Kowhai Cafe Ltd, Greenline Landscaping Ltd, "
            "Mt Eden Physiotherapy Ltd, Rangi & Sons Builders Ltd\nIncludes: chart of accounts, contacts, open "
            "invoices and bills, 2 years of transaction history, inventory items, tracking categories, payroll "
            "employees (leave balances by manual entry)\nPrice per file: $349.00 + GST (up to 10,000 transactions)\n"
            f"Total: {nz(1396)} + GST {nz(209.40)} = {nz(1605.40)}\nTurnaround: 3-5 business days per file\n")


def xero_partner(r, dt):
    return (f"Xero Partner Programme - Agreement summary\nPractice: Walker Bookkeeping Ltd, Auckland\nPartner "
            f"status: Bronze (from {dmy(dt)})\nPartner ID: NZ-{r.randint(100000, 999999)}\n\nPartner edition "
            "subscriptions billed to practice: discounted Ignite/Grow/Comprehensive plans\nXero HQ, Xero Practice "
            "Manager and Xero Tax access included\nAdvisor certification: required for 1 staff member within 3 months "
            "- completed by Hemi Walker\nMigration support: partner onboarding calls fortnightly until all "
            "clients are moved\n")


def timeline_xlsx(r, dt):
    rows = ["Week beginning;Client;Task;Hours;Done"]
    base = datetime(2026, 3, 2)
    for i, c in enumerate(CLIENTS):
        wk = base + timedelta(weeks=i + (i // 3))
        rows.append(f"{dmy(wk)};{c};{r.choice(['Export + convert', 'Agree TB', 'Training', 'Bank feeds'])};"
                    f"{r.choice([2, 3, 4, 5])};{'Y' if wk < NOW.replace(tzinfo=None) - timedelta(days=14) else ''}")
    rows.append("30/06/2026;ALL;Deadline - MYOB subscription ends;;")
    return "\n".join(rows)


def tb_csv(r, dt, client):
    lines = ["Account Number,Account Name,Debit,Credit"]
    accts = [("1-1110", "ASB Cheque Account"), ("1-1200", "Trade Debtors"), ("1-2110", "Motor Vehicles at cost"),
             ("1-2120", "Accum Depn - Motor Vehicles"), ("2-1200", "Trade Creditors"), ("2-1310", "GST Collected"),
             ("2-1330", "GST Paid"), ("2-1420", "PAYE Payable"), ("2-2100", "Shareholder Current Account"),
             ("3-1100", "Share Capital"), ("3-8000", "Retained Earnings")]
    td = tc = 0.0
    for num, name in accts[:-1]:
        v = r.uniform(500, 60_000)
        if num.startswith("1") and "Accum" not in name or name == "GST Paid":
            lines.append(f"{num},{name},{v:.2f},")
            td += v
        else:
            lines.append(f"{num},{name},,{v:.2f}")
            tc += v
    diff = td - tc
    lines.append(f"3-8000,Retained Earnings,{'' if diff > 0 else f'{-diff:.2f}'},{f'{diff:.2f}' if diff > 0 else ''}")
    lines.append("3-9999,Historical Balancing,0.00,")
    return "\n".join(lines) + f"\n# {client} - trial balance as at 31/03/2026 exported from MYOB AccountRight\n"


def myob_accounts_export(r, dt):
    rows = ["Account Number\tAccount Name\tHeader\tBalance\tAccount Type\tTax Code\tDescription"]
    for num, name, hdr, typ, code in [("1-0000", "Assets", "H", "Asset", "N-T"), ("1-1110", "ASB Cheque", "D", "Bank", "N-T"),
                                 ("1-1130", "Cash Float", "D", "Bank", "N-T"), ("1-1300", "Stock on Hand - Food", "D",
                                 "Other Current Asset", "N-T"), ("4-1000", "Cafe Sales - Eftpos", "D", "Income", "GST"),
                                 ("4-1100", "Catering Sales", "D", "Income", "GST"), ("5-1000", "Purchases - Food",
                                 "D", "Cost of Sales", "GST"), ("5-1100", "Purchases - Coffee Beans", "D", "Cost of Sales",
                                 "GST"), ("6-2100", "Wages", "D", "Expense", "N-T"), ("6-3300", "Rent - Kingsland", "D",
                                 "Expense", "GST")]:
        rows.append(f"{num}\t{name}\t{hdr}\t{0 if hdr == 'H' else r.uniform(0, 40_000):.2f}\t{typ}\t{code}\t")
    return "\n".join(rows) + "\n"


def migration_todo(r, dt):
    return ("this wk\n- Shear Bliss: TB in Xero out by $112.40 - check GST on the Timely fees journal\n"
            "- Kowhai: MMC file back Thurs, ask Marama for the Square login for the integration\n"
            "- ring Xero partner mgr re: moving Greenline's subscription to my billing\n"
            "- leave balances for Rangi & Sons - get Hone to sign off before first Xero pay run\n"
            "- 30 June!!! 4 clients still not started\n- cancel MYOB practice sub only after Apr GST filed\n")


def migration_scratch(r, dt):
    return ("MYOB tax codes -> Xero\nGST  -> 15% GST on Income / 15% GST on Expenses\nFRE  -> Zero Rated\n"
            "EXP  -> Zero Rated - exports\nN-T  -> No GST\nIMP  -> GST on Imports\n\n"
            "header accounts (type H) don't come across - skip them\nMYOB 1-1110 style codes -> Xero codes 090 "
            "bank, 610 debtors, 800 creditors; keep old number in the description so clients recognise them\n"
            "historical balancing 3-9999 must be zero before export!\n")


PYPROJECT = """[project]
name = "myob2xero"
version = "0.3.1"
description = "Convert MYOB AccountRight exports into Xero import CSVs (chart of accounts, contacts, opening TB)"
authors = [{name = "Hemi Walker", email = "hemi@walkerbookkeeping.co.nz"}]
requires-python = ">=3.10"
dependencies = []

[project.scripts]
myob2xero = "myob2xero.cli:main"

[build-system]
requires = ["setuptools>=68"]
build-backend = "setuptools.build_meta"
"""

CODE_README = """# myob2xero

Small tool for my MYOB -> Xero client migrations (deadline 30 June 2026).

MYOB AccountRight exports tab-separated text files. Xero wants its own CSV templates. This reads the
MYOB *Accounts List*, *Card File (customers/suppliers)* and *Trial Balance* exports and writes:

* `ChartOfAccounts.csv` in Xero's import format (codes renumbered, MYOB number kept in the description)
* `Contacts.csv`
* `ConversionBalances.csv` for Settings > Conversion Balances

```
myob2xero accounts exports/kowhai/ACCOUNTS.TXT -o out/kowhai
myob2xero contacts exports/kowhai/CUSTOMER.TXT exports/kowhai/SUPPLIER.TXT -o out/kowhai
myob2xero balances exports/kowhai/TB_310326.TXT -o out/kowhai
```

Tax code mapping lives in `mapping/tax_codes.json`. Header accounts are skipped. The script refuses to
write balances if the MYOB *Historical Balancing* account is not zero.
"""

CODE_INIT = '"""myob2xero - MYOB AccountRight to Xero conversion helpers for Walker Bookkeeping."""\n\n__version__ = "0.3.1"\n'

CODE_CLI = '''"""Command line entry point: myob2xero {accounts,contacts,balances} FILE... -o OUTDIR."""

import argparse
from pathlib import Path

from myob2xero.accounts import convert_accounts
from myob2xero.balances import convert_balances


def main() -> None:
    ap = argparse.ArgumentParser(prog="myob2xero")
    ap.add_argument("what", choices=["accounts", "contacts", "balances"])
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("-o", "--out", type=Path, required=True)
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    if args.what == "accounts":
        convert_accounts(args.files[0], args.out / "ChartOfAccounts.csv")
    elif args.what == "balances":
        convert_balances(args.files[0], args.out / "ConversionBalances.csv")
    else:
        raise SystemExit("contacts: not done yet - use the Xero contacts template by hand")


if __name__ == "__main__":
    main()
'''

CODE_ACCOUNTS = '''"""MYOB accounts list (tab separated) -> Xero chart of accounts CSV."""

import csv
import json
from pathlib import Path

TYPES = {"Bank": "BANK", "Income": "REVENUE", "Cost of Sales": "DIRECTCOSTS", "Expense": "EXPENSE",
         "Other Current Asset": "CURRENT", "Fixed Asset": "FIXED", "Credit Card": "CURRLIAB",
         "Other Current Liability": "CURRLIAB", "Long Term Liability": "TERMLIAB", "Equity": "EQUITY"}
TAX = json.loads((Path(__file__).parents[2] / "mapping" / "tax_codes.json").read_text())


def xero_code(myob_number: str) -> str:
    """1-1110 -> 1110: Xero codes are max 10 chars, no dash."""
    return myob_number.replace("-", "")


def convert_accounts(src: Path, dst: Path) -> int:
    rows = list(csv.DictReader(src.open(encoding="latin-1"), delimiter="\\t"))
    n = 0
    with dst.open("w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["*Code", "*Name", "*Type", "*Tax Code", "Description"])
        for row in rows:
            if row["Header"] == "H":
                continue
            kind = "INCOME" if row["Account Type"] in ("Income",) else "EXPENSE"
            w.writerow([xero_code(row["Account Number"]), row["Account Name"], TYPES[row["Account Type"]],
                        TAX[row["Tax Code"]][kind], f"MYOB {row['Account Number']}"])
            n += 1
    return n
'''

CODE_BALANCES = '''"""MYOB trial balance export -> Xero conversion balances."""

import csv
from pathlib import Path


def convert_balances(src: Path, dst: Path) -> None:
    rows = list(csv.DictReader(src.open(encoding="latin-1")))
    hist = [r for r in rows if r["Account Name"] == "Historical Balancing"]
    if hist and any(float(r["Debit"] or 0) or float(r["Credit"] or 0) for r in hist):
        raise SystemExit("Historical Balancing is not zero - fix the MYOB file first")
    with dst.open("w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["*AccountCode", "*Amount"])
        for r in rows:
            amt = float(r["Debit"] or 0) - float(r["Credit"] or 0)
            if amt:
                w.writerow([r["Account Number"].replace("-", ""), f"{amt:.2f}"])
'''

CODE_TEST = '''from myob2xero.accounts import xero_code


def test_code_has_no_dash():
    assert xero_code("1-1110") == "11110"


def test_income_code():
    assert xero_code("4-1000") == "41000"
'''

TAX_JSON = """{
  "GST": {"INCOME": "OUTPUT2", "EXPENSE": "INPUT2"},
  "FRE": {"INCOME": "ZERORATEDOUTPUT", "EXPENSE": "ZERORATEDINPUT"},
  "EXP": {"INCOME": "ZERORATEDOUTPUT", "EXPENSE": "ZERORATEDINPUT"},
  "N-T": {"INCOME": "NONE", "EXPENSE": "NONE"},
  "IMP": {"INCOME": "NONE", "EXPENSE": "GSTONIMPORTS"}
}
"""

# --------------------------------------------------------------------------- exhibition (Projects Photography)

PRINTS = [("Whāingaroa dawn", "Raglan Harbour", 2024, 1250), ("Ruapuke black sand", "Ruapuke Beach", 2023, 950),
          ("Karioi in cloud", "Mt Karioi", 2025, 1450), ("Bridal Veil, winter", "Waireinga / Bridal Veil Falls", 2024, 850),
          ("Manu Bay set", "Manu Bay", 2025, 1100), ("Te Henga storm", "Bethells Beach", 2023, 1250),
          ("Lion Rock, last light", "Piha", 2024, 1450), ("Kariotahi drift", "Kariotahi", 2025, 750),
          ("Takapū gannets", "Muriwai", 2025, 950), ("Kāwhia low tide", "Kawhia Harbour", 2024, 850),
          ("Aotea, morning", "Aotea Harbour", 2025, 750), ("Whatipu sand", "Whatipu", 2023, 1100)]


def price_list(r, dt, final):
    rows = ["Te Tai Hauāuru - West Coast Light;Hemi Walker;Lightbox Gallery 10-31 July 2026",
            "No.;Title;Location;Year;Print;Size (mm);Edition;Price framed (NZD incl GST)"]
    for i, (t, loc, y, p) in enumerate(PRINTS, 1):
        price = p if final else p - 100
        rows.append(f"{i};{t};{loc};{y};Giclée on Hahnemühle Photo Rag 308;{r.choice(['600 x 400', '900 x 600', '750 x 500'])};"
                    f"1/10;{price}")
    rows.append("Gallery commission 35% on sales;Unframed prints to order - ask at the desk")
    return "\n".join(rows)


def artist_statement(r, dt, v):
    return ("Te Tai Hauāuru - West Coast Light\nHemi Walker\n\nI grew up between Kāwhia and Raglan, and the west "
            "coast is where I go to think. These photographs were made over three winters, mostly before "
            "sunrise, on the black-sand beaches and harbours from Whatipu to Aotea. I am drawn to the minutes "
            "when the light is still coming - when Karioi is only a shape and the tide has left its writing on "
            "the sand.\n\n"
            + ("Te tai hauāuru is the western tide, the coast that faces the prevailing wind. "
               "My tūpuna travelled this coast; I go with a camera and a thermos. " if v >= 2 else "")
            + "All prints are giclée prints on cotton rag paper, in editions of ten.\n\nHemi is an Auckland "
            "bookkeeper and a self-taught photographer. This is his first solo exhibition.\n")


def gallery_agreement(r, dt):
    return (f"LIGHTBOX GALLERY\n421 New North Road, Kingsland, Auckland 1021\n\nExhibition agreement\n\nArtist: Hemi "
            "Walker\nExhibition: Te Tai Hauauru - West Coast Light (solo, photography)\nDates: 10 July - 31 July "
            "2026, opening function Friday 10 July 6-8pm\nInstall: Tuesday 7 July from 10am; deinstall Saturday 1 "
            "August by 2pm\n\n1. The gallery takes a commission of 35% of the sale price (including GST) on all "
            "works sold during the exhibition and for 30 days after.\n2. The artist supplies framed works ready to "
            "hang with D-rings, a price list and an artist statement by 19 June 2026.\n3. The gallery provides "
            "promotion (newsletter, Instagram, media release), the opening function drinks and the invigilation.\n"
            "4. Works are insured by the gallery while on the premises to the value of the artist's net price.\n"
            "5. Payment of sales to the artist within 21 days of the close of the exhibition.\n6. Hire fee: $600 "
            "+ GST, deducted from sales or invoiced if sales are below $2,000.\n\nSigned for the gallery: Claire "
            f"Ngata, director    Signed: Hemi Walker    Date: {dmy(dt)}\n")


def print_order(r, dt):
    lines = [f"Grey Lynn Fine Art Print\n17 Williamson Ave, Grey Lynn\nOrder confirmation GLF-{r.randint(3000, 3999)}",
             f"Customer: Hemi Walker    Date: {dmy(dt)}", "Paper: Hahnemuhle Photo Rag 308gsm, 10mm white border"]
    total = 0.0
    for t, *_ in PRINTS[:9]:
        p = r.choice([145, 185, 240])
        total += p
        lines.append(f"{t.translate(MACRONS)} - giclee print - {nz(p)}")
    lines += ["Test strips and soft proof session (1 hr) $90.00", f"Total incl GST {nz(total + 90)}",
              "Ready for collection: 12 June 2026. Proofs signed off by customer."]
    return "\n".join(lines) + "\n"


def framing(r, dt, quote):
    n = 9
    per = r.choice([265, 290, 310])
    return (f"Frame It Kingsland\n482 New North Road, Kingsland\n{'QUOTE' if quote else 'TAX INVOICE'} "
            f"{r.randint(5100, 5999)}\nDate: {dmy(dt)}\nCustomer: Hemi Walker\n\n{n} x float mount frames, "
            f"Tasmanian oak 20mm, museum glass 70% UV, D-rings and wire  @ {nz(per)}  {nz(n * per)}\n"
            f"Backing and dust seal included\n{'Deposit paid 50%' if not quote else 'Valid 30 days'}\n"
            f"Total incl GST {nz(n * per)}\nGST No 098-442-771\n")


def opening_list(r, dt):
    names = ["Aroha Walker", "Mere & Sam Tait", "Nikau Walker (if flights ok)", "Claire Ngata", "Marama Henare",
             "Tane Rawiri", "Dana Whitfield", "Ponsonby RFC committee (6)", "Uncle Pita & Aunty June",
             "Camera club - Wendy, Rob, Shaun", "Te Ara Reo class (Whaea Moana + 8)", "Greg from Deloitte days"]
    return "Name;Invited;RSVP;Notes\n" + "\n".join(f"{n};Y;{r.choice(['Y', 'Y', '?', 'N'])};" for n in names)


def media_release(r, dt):
    return ("MEDIA RELEASE - for immediate use\nLightbox Gallery presents Te Tai Hauauru - West Coast Light, "
            "photographs by Hemi Walker\n10-31 July 2026\n\nAuckland bookkeeper and photographer Hemi Walker "
            "shows twelve large-format landscapes of the North Island's west coast, from Whatipu to Aotea "
            "Harbour. Made over three winters before dawn, the photographs ...\n\nOpening Friday 10 July, "
            "6pm, all welcome. Gallery hours Wed-Sun 10am-4pm. Contact Claire Ngata 09 846 2210\n")


def title_cards(r, dt):
    return "\n".join(f"{t}\n{loc}, {y}\nGiclée print, edition of 10\n${p:,}\n" for t, loc, y, p in PRINTS)


def hanging_email(r, dt):
    return eml("Claire Ngata <claire@lightboxgallery.co.nz>", HEMI, "Re: hanging plan and install day", dt,
               "Kia ora Hemi,\n\nThanks for the plan - it works well. I'd swap Lion Rock and Karioi so the two "
               "big ones aren't on the same wall. Install Tuesday 7 July from 10, Rob will bring the laser level. "
               "Could you get me the final price list and the statement by 19 June for the catalogue sheet?\n\n"
               "Nga mihi, Claire\n\n> On Mon, Hemi Walker wrote:\n> Hanging plan attached, 12 works, the long "
               "wall takes five.")


def catering_email(r, dt):
    return eml("Claire Ngata <claire@lightboxgallery.co.nz>", HEMI, "Opening night - drinks and nibbles", dt,
               "Hi Hemi, for the opening on the 10th we normally do wine and beer (gallery covers) and the artist "
               "brings nibbles if they want. About 80 people RSVP'd for the last solo show. Do you want Kowhai "
               "Cafe to do a platter? Also - speech by you or by me? Cheers, C")


def artist_statement_notes(r, dt):
    return ("Statement - first go\n\nwhy the west coast. Kawhia as a kid with Koro, going out for snapper. The "
            "three winters of getting up at 4.30 for the tide and the light. Karioi always there.\n"
            "keep it under 200 words - Claire says people don't read more than that on the wall\n"
            "mention edition size (10) and the paper (Photo Rag)\nending: first solo show, thank Aroha for the "
            "cold mornings\n")


# --------------------------------------------------------------------------- bach bathroom (Projects Bach)


def reno_quote(r, dt, who):
    if who == "plumber":
        items = [("Strip out existing shower, vanity and toilet, cap services", 680),
                 ("Relocate waste for walk-in shower, new 50mm waste and tile insert drain", 1450),
                 ("Supply and install wall-hung vanity and mixer (client supplied)", 520),
                 ("Install back-to-wall toilet with in-wall cistern", 890),
                 ("New hot and cold to shower, thermostatic mixer", 760), ("PS1 / Record of work", 150)]
        head = "Raglan Plumbing & Gas Ltd\n9 Bow Street, Raglan 3225\nQUOTE Q-0612"
    else:
        items = [("Waterproofing shower and floor - Ardex membrane, producer statement", 1380),
                 ("Floor tiles 600x600 porcelain, 4.2 m2 (tiles supplied by client)", 1260),
                 ("Wall tiles to 1.2m and full height in shower, 14 m2", 2940),
                 ("Levelling compound, trims, silicone", 310)]
        head = "Waikato Tiling Co\nHamilton & Raglan\nQUOTE WT-2291"
    sub = sum(a for _, a in items)
    return (f"{head}\nDate: {dmy(dt)}\nFor: Hemi & Aroha Walker, 27 Wallis Street, Raglan 3225\nJob: bathroom "
            "renovation at the bach\n\n" + "".join(f"{d}  {nz(a)}\n" for d, a in items)
            + f"Subtotal {nz(sub)}\nGST {nz(sub * 0.15)}\nTotal {nz(sub * 1.15)}\nValid 60 days. 30% deposit to book.\n")


def reno_budget(r, dt):
    rows = ["Item;Supplier;Budget;Quote/actual;Paid", "Plumbing;Raglan Plumbing & Gas;5000;5,232.50;deposit",
            "Tiling + waterproofing;Waikato Tiling Co;6000;6,773.50;deposit 30%",
            "Builder - framing, GIB, door;Kevin Sutton Builder;4500;;", "Electrician - heated towel rail, fan;Harbourside Electrical;1200;980;",
            "Vanity 900 wall-hung;Plumbing World;1100;1,049;Y", "Shower mixer + rail;Plumbing World;650;612;Y",
            "Tiles;Tile Space;1800;1,932.80;Y", "Building consent fees;Waikato District Council;1250;1,187;Y",
            "Skip bin;Raglan Skips;380;;", "Contingency 10%;;2200;;", "TOTAL;;24080;;"]
    return "\n".join(rows)


def consent(r, dt):
    return (f"Waikato District Council - Te Kaunihera aa Takiwaa o Waikato\nBuilding consent BC{r.randint(260100, 260199)}\n"
            f"Issued: {dmy(dt)}\nOwner: Hemi Walker and Aroha Walker\nSite: 27 Wallis Street, Raglan 3225\n"
            "Legal description: Lot 12 DP 38811\nDescription of work: alterations to existing bathroom - new "
            "level-entry shower, relocated waste, wall-hung vanity, in-wall cistern; no structural change\n"
            "Inspections required: pre-line plumbing, waterproofing membrane, post-line, final\nLicensed building "
            "practitioner: K. Sutton BP 118342\nThis consent lapses if work does not start within 12 months.\n")


def reno_mail(r, dt):
    return eml("Kevin Sutton <kev.sutton.builder@gmail.com>", HEMI, "Re: bach bathroom - start date", dt,
               "Hemi, can start stripping out on the 8th. Tiler is booked the week after the pre-line inspection, "
               "so we need the vanity and mixer on site by then. The floor under the old shower is a bit soft, "
               "I'll price a new piece of ply once it's opened up. The whanau won't be able to use the bach "
               "bathroom for about 3 weeks - the outside shower and the long drop will have to do!\nKev")


def reno_order(r, dt):
    return (f"Plumbing World Hamilton\nTax invoice {r.randint(8_000_000, 8_999_999)}\nDate {dmy(dt)}\nCustomer: Hemi "
            "Walker  Delivery: 27 Wallis St, Raglan\nAthena 900 wall-hung vanity, white  1  $1,049.00\nMethven "
            "Aurajet thermostatic shower mixer  1  $612.00\nGeberit in-wall cistern frame  1  $489.00\n"
            "Back-to-wall pan and seat  1  $395.00\nTotal incl GST $2,545.00  PAID - Visa\n")


def reno_plan(r, dt):
    return ("Bach bathroom - layout option B (chosen)\nRoom 2.4 x 1.9 m\nShower: walk-in 1200 x 900, level entry, "
            "tile insert drain along back wall, glass panel 900 fixed\nVanity 900 wall-hung on window wall\n"
            "Toilet back-to-wall beside vanity, in-wall cistern (frame in 90mm stud)\nHeated towel rail opposite "
            "vanity, extractor fan ducted through soffit\nDoor rehung to open out\n")


def reno_timeline(r, dt):
    return ("bathroom - timeline\n8 June  Kev strips out\n11 June pre-line plumbing (Raglan Plumbing)\n"
            "12 June council pre-line inspection booked 9am\n15-19 June tiler: membrane, cure, tiles\n"
            "22 June fit-off plumbing + sparky\n24 June final inspection -> code compliance certificate\n"
            "whanau booking calendar: nobody at the bach 6-26 June (told Aunty June)\n")


# --------------------------------------------------------------------------- finance (Areas)


def kiwisaver(r, dt, who):
    bal = r.uniform(170_000, 190_000) if who == "Hemi" else r.uniform(60_000, 75_000)
    prov = "Milford KiwiSaver Plan - Balanced Fund" if who == "Hemi" else "Generate KiwiSaver Scheme - Moderate Focused Fund"
    mem = r.uniform(2500, 4200)
    return (f"{prov}\nAnnual statement for the year 1 April 2025 to 31 March 2026\nMember: {who} Walker\n"
            f"Member number: {r.randint(100000, 999999)}\nOpening balance {nz(bal)}\nYour contributions {nz(mem)}\n"
            f"Employer contributions (net of ESCT) {nz(mem * 0.83)}\nGovernment contribution {nz(260.72)}\n"
            f"Investment returns after fees {nz(bal * r.uniform(0.05, 0.09))}\nFees {nz(-bal * 0.0085)}\n"
            f"Closing balance {nz(bal * 1.09 + mem * 1.83)}\nFrom 1 July 2025 the government contribution is 25 cents "
            "for every dollar you contribute, up to $260.72 a year. From 1 April 2026 the default contribution rate "
            "is 3.5%.\n")


def mortgage_stmt(r, dt):
    bal = r.uniform(395_000, 420_000)
    return (f"Westpac New Zealand Limited\nHome loan statement\nHemi T Walker and Aroha M Walker\n14 Allendale Road, "
            f"Mount Albert, Auckland 1025\nLoan account 03-0104-0339871-87\nStatement period ending {dmy(dt)}\n"
            f"Opening balance {nz(bal + 2300)}\nRepayments (fortnightly {nz(1486.12)}) {nz(-2972.24)}\nInterest "
            f"charged {nz(bal * 0.0489 / 12)}\nClosing balance {nz(bal)}\nFixed rate 4.89% p.a. until 14/09/2026, "
            "then the floating rate applies unless you choose a new fixed term.\nSecurity: 14 Allendale Road, "
            "Mount Albert\n")


def refix_letter(r, dt):
    return (f"Westpac\n{longd(dt)}\nDear Hemi and Aroha,\nYour fixed rate is coming to an end\nPart 1 of your home loan "
            "(loan 03-0104-0339871-87, balance $204,118.40) comes off its fixed rate on 14/03/2026. Current "
            "special rates for you: 6 months 4.69%, 1 year 4.49%, 18 months 4.55%, 2 years 4.69%. You can choose "
            "a new rate in the Westpac One app up to 30 days before. If you do nothing the loan will move to the "
            "floating rate of 6.39%.\n")


def personal_bank(r, dt):
    lines = ["Date,Type,Payee,Particulars,Code,Reference,Amount"]
    for _ in range(16):
        day = dt - timedelta(days=r.randint(1, 30))
        p, a = r.choice([("COUNTDOWN MT ALBERT", -r.uniform(60, 280)), ("WALKER BOOKKEEPING LTD", 4200.00),
                         ("WESTPAC HOME LOAN", -1486.12), ("Z ENERGY ST LUKES", -r.uniform(60, 120)),
                         ("AROHA WALKER", 350.00), ("NIKAU WALKER", -250.00), ("SPARK", -89.00),
                         ("SKY TV", -49.99), ("NETFLIX", -18.99), ("HUNTING & FISHING", -r.uniform(20, 180))])
        lines.append(f"{day.strftime('%d/%m/%Y')},{'D/C' if a > 0 else 'EFT-POS'},{p},,,,{a:.2f}")
    return "\n".join(lines) + "\n"


def ir3(r, dt, year):
    sal = r.choice([50_400, 60_000, 72_000])
    tax = sal * 0.2
    return (f"Individual income tax return IR3 - {year}\nYear ended 31 March {year}\nName: Hemi Tamati Walker    IRD "
            f"number 081-337-902\nSalary/wages (shareholder-employee, Walker Bookkeeping Ltd, no PAYE) {nz(sal)}\n"
            f"Interest (RWT deducted) {nz(r.uniform(80, 600))}\nTotal income {nz(sal + 300)}\nTax on taxable "
            f"income {nz(tax)}\nTax credits {nz(-r.uniform(20, 150))}\nResidual income tax {nz(tax - 80)}\n"
            f"Provisional tax paid {nz(tax - 300)}\nTerminal tax to pay by 7 April {year + 1}: {nz(220)}\n")


def household_budget(r, dt):
    rows = ["Household budget 2026;per fortnight", "Income;", "Hemi salary (net);3880", "Aroha teacher aide (net);1610",
            "Expenses;", "Westpac mortgage;2972", "Groceries Countdown/PakNSave;560", "Power Mercury;130",
            "Watercare;55", "Internet + phones;120", "Car fuel;140", "Insurance (AMI house, Southern Cross, car);290",
            "Rates Auckland Council;190", "Bach (rates, power, insurance);160", "Nikau rent + food;500",
            "Mere fees share;230", "KiwiSaver top-up;40", "Fun / eating out;150", "Left over;-27"]
    return "\n".join(rows)


def net_worth(r, dt):
    return ("Item;31/03/2025;31/03/2026\nHouse Mt Albert (QV);1,285,000;1,240,000\nBach Raglan (1/3 share);215,000;"
            "220,000\nKiwiSaver Hemi;176,402;191,830\nKiwiSaver Aroha;64,120;70,905\nSavings ASB;18,300;9,870\n"
            "Westpac mortgage;-428,550;-408,117\nNet;1,330,277;1,324,488")


# --------------------------------------------------------------------------- health (Areas)


def labtests(r, dt):
    a1c = r.randint(50, 62)
    return (f"Labtests Auckland - Laboratory report\nPatient: WALKER, Hemi Tamati  DOB 11/08/1974  NHI ZKB4471\n"
            f"Requested by: Dr Fiona Tan, Mt Albert Medical Centre\nCollected: {dmy(dt)} 07:52\n\nHbA1c  {a1c} "
            "mmol/mol  (non-diabetic < 41; target for this patient <= 53)\nCreatinine  88 umol/L  (60-105)\n"
            f"eGFR  {r.randint(78, 92)} mL/min/1.73m2\nUrine albumin:creatinine ratio  {r.uniform(1.2, 3.4):.1f} "
            "mg/mmol  (< 2.5)\nTotal cholesterol 4.1 mmol/L  LDL 2.0 mmol/L  HDL 1.1 mmol/L  Triglycerides 1.9 "
            "mmol/L\nFasting glucose 7.8 mmol/L\nComment: HbA1c above individual target. Results sent to requesting doctor.\n")


def diabetes_letter(r, dt):
    return (f"Te Whatu Ora - Health New Zealand, Te Toka Tumai Auckland\nDiabetes Service, Greenlane Clinical Centre\n"
            f"{longd(dt)}\n\nDr Fiona Tan\nMt Albert Medical Centre\n\nRe: Hemi WALKER  NHI ZKB4471\n\nThank you for "
            "referring Mr Walker, 51, with type 2 diabetes diagnosed in 2019. He remains on metformin 1 g twice "
            "daily and empagliflozin 10 mg, started 2024. HbA1c has drifted from 51 to 58 mmol/mol over the last "
            "year; he tells me his work has been very busy and he is eating late. Weight 98 kg, BP 132/84.\n\nPlan: "
            "increase empagliflozin to 25 mg daily; referral to dietitian; consider GLP-1 agonist if HbA1c is not "
            "below 53 in six months. Annual retinal screening is up to date. Feet: sensation normal.\n\n"
            "Yours sincerely\nDr Alan Moore, Diabetologist\n")


def retinal(r, dt):
    return (f"Auckland Diabetes Eye Screening Programme\n{longd(dt)}\nDear Hemi Walker,\nThank you for attending your "
            "diabetic retinal screening at Greenlane. Your photographs have been graded: no diabetic retinopathy "
            "(R0), no maculopathy (M0) in both eyes. You will be recalled for screening in two years. Please keep "
            "taking your diabetes medicines and see your GP if your vision changes.\n")


def glucose_csv(r, dt):
    lines = ["Date,Time,Glucose (mmol/L),Meal,Notes"]
    for i in range(28):
        day = dt - timedelta(days=27 - i)
        lines.append(f"{dmy(day)},07:{r.randint(0, 59):02d},{r.uniform(6.2, 9.4):.1f},fasting,")
        if i % 3 == 0:
            lines.append(f"{dmy(day)},20:{r.randint(0, 59):02d},{r.uniform(7.5, 12.8):.1f},2h after dinner,"
                         f"{r.choice(['late dinner', 'rugby club bbq', '', 'walked 40 min', ''])}")
    return "\n".join(lines) + "\n"


def pharmacy(r, dt):
    return (f"Unichem Mt Albert Pharmacy\n913 New North Road, Mt Albert\nReceipt {r.randint(100000, 999999)}  {dmy(dt)}\n"
            "Patient: Hemi Walker\nRx metformin hydrochloride 500 mg tab  x 360 (3 months)  Subsidised\n"
            "Rx empagliflozin 25 mg tab  x 90  Subsidised\nRx atorvastatin 20 mg tab  x 90  Subsidised\n"
            "Accu-Chek Guide test strips x 50  $32.90\nLancets x 100  $12.50\nTotal $45.40  EFTPOS\n")


def dietitian(r, dt):
    return ("Dietitian plan - Hemi\nGreen Lane Diabetes Centre, 3 sessions\n\nBreakfast: rolled oats with "
            "milk and berries, or 2 eggs on one slice of grainy toast\nLunch: salad or vege soup plus protein (tuna, "
            "chicken, tofu); no sandwiches from the bakery every day!\nDinner before 7.30pm: half plate veges, "
            "quarter protein, quarter kumara/rice/potato\nSnacks: nuts, plain yoghurt, apple\nDrinks: water, "
            "unsweetened; beer max 2 on rugby nights\nWalk 30 min most days - Oakley Creek track\n")


def southern_cross(r, dt, kind):
    if kind == "policy":
        return (f"Southern Cross Health Insurance\nPolicy renewal {dmy(dt)}\nPolicy 4419 0273\nPlan: Wellbeing One "
                "with Specialists & Tests module\nInsured: Hemi Walker (51), Aroha Walker (50)\nExcess $500 per "
                "person per year\nPremium $284.60 per month by direct debit\nPre-existing conditions: type 2 "
                "diabetes (Hemi) - excluded as declared 2019\n")
    return (f"Southern Cross Health Insurance - claim statement\nClaim {r.randint(10**7, 10**8)}  {dmy(dt)}\nMember: "
            "Aroha Walker\nProvider: Auckland Knee Clinic - Mr P Harrison, orthopaedic surgeon\nService: specialist "
            "consultation and MRI right knee\nAmount claimed $1,180.00  Paid $680.00  Excess applied $500.00\n")


def breastscreen(r, dt):
    return (f"BreastScreen Aotearoa - BreastScreen Auckland Ltd\n{longd(dt)}\nDear Aroha Walker,\nYour mammogram "
            "on 3 March showed no signs of breast cancer. We will invite you for your next free mammogram in two "
            "years. If you notice any changes in your breasts before then, please see your doctor.\n")


def physio(r, dt):
    return ("Home exercise programme - Aroha Walker - right knee (patellofemoral pain)\nMt Eden Physiotherapy\n"
            "1. Straight leg raise 3 x 12\n2. Wall squat to 45 degrees, hold 20 s x 5\n3. Step-ups 20 cm step 3 x 10\n"
            "4. Clam shells with band 3 x 15\n5. Calf raises 3 x 15\nIce 15 min after gardening. Review in 4 weeks.\n")


def nurse_notes(r, dt):
    return ("practice nurse - Jo - 9.20am\nweight 99.2\nBP 136/86\nfeet check ok\nfasting sugars 7-9 mostly\n"
            "HbA1c due again in 3 months, form in the car\nasked about the Libre sensor - not funded, $100ish for 2 wks\n"
            "flu jab done left arm\n")


def breastscreen_fwd(r, dt):
    return eml("Aroha Walker <aroha.walker@xtra.co.nz>", HEMI, "Fwd: your appointment", dt,
               "Can you put this in the calendar please, I'll need the car that morning. x\n\n---------- "
               "Forwarded message ----------\nFrom: BreastScreen Auckland\nSubject: your appointment\n\nKia ora "
               "Aroha, your free mammogram is booked for Tuesday 3 March at 10.40am at the St Lukes clinic, Level 1 "
               "Westfield. Please don't use deodorant or talc on the day.")


# --------------------------------------------------------------------------- home (Areas)


def rates_akl(r, dt):
    return (f"Auckland Council - Te Kaunihera o Tamaki Makaurau\nRates assessment 2025/2026\nValuation number "
            "01234 56789\nProperty: 14 Allendale Road, Mount Albert 1025\nRatepayers: H T Walker & A M Walker\n"
            "Capital value $1,240,000\nGeneral rates $2,912.40\nUniform annual general charge $527.00\nWaste "
            "management targeted rate $287.00\nNatural environment targeted rate $61.20\nWater quality targeted "
            "rate $64.60\nTotal rates incl GST $4,952.31, payable in 4 instalments or by direct debit\n")


def watercare(r, dt):
    return (f"Watercare\nInvoice date {dmy(dt)}  Account 4478 112 903\n14 Allendale Rd, Mt Albert\nWater used "
            f"{r.randint(22, 38)} m3 @ $2.32\nWastewater {r.randint(20, 34)} m3 @ $4.88\nWastewater fixed charge "
            f"$89.86\nTotal due {nz(r.uniform(170, 260))} by {dmy(dt + timedelta(days=20))}\n")


def mercury(r, dt):
    return (f"Mercury\nYour power bill  {dmy(dt)}\nHemi Walker  14 Allendale Road Mount Albert\nICP 0000 4471 "
            f"22UN AF4\nDaily charge 31 days @ $1.20\nAnytime {r.randint(480, 720)} kWh @ $0.2890\nPrompt payment "
            f"discount applied\nTotal {nz(r.uniform(150, 240))} - direct debit on {dmy(dt + timedelta(days=14))}\n")


def ami(r, dt):
    return (f"AMI Insurance - House and contents policy renewal\nPolicy HC 7731 0048\nInsured: Hemi and Aroha Walker\n"
            f"Situation: 14 Allendale Road, Mount Albert, Auckland\nPeriod: {dmy(dt)} to {dmy(dt + timedelta(days=365))}\n"
            "House: sum insured $985,000 (1960s weatherboard, 142 m2)\nContents: $150,000\nExcess $1,000\n"
            "Natural hazard cover through Natural Hazards Commission Toka Tu Ake\nAnnual premium $3,214.88\n")


def hws_invoice(r, dt):
    return (f"Tane Rawiri Plumbing Ltd\nTax invoice 2041\nDate {dmy(dt)}\nTo: Hemi Walker, 14 Allendale Road, Mt "
            "Albert\nCall-out: leaking hot water cylinder valve in hallway cupboard\nReplace pressure reducing "
            "valve and relief valve on 180L Rheem mains-pressure cylinder  $386.00\nLabour 1.5 hrs  $165.00\n"
            "Subtotal $551.00  GST $82.65  Total $633.65\nMate's rates applied - cheers Hemi\n")


def heatpump(r, dt):
    return (f"Cool Air Services Ltd\nReceipt {dmy(dt)}\nHeat pump service - 14 Allendale Road, Mt Albert\n"
            "2 x Mitsubishi wall units (lounge, main bedroom) - filters washed, coils cleaned and sanitised, "
            "drain lines flushed, outdoor units checked\n$259.00 incl GST - paid by card\nNext service due in 12 months\n")


def fence(r, dt):
    return (f"Quote - Western Fencing\n{dmy(dt)}\nBoundary fence, rear of 14 Allendale Rd (shared with 16)\n"
            "Remove 18 m of rotten paling fence, supply and build 1.8 m H3.2 paling fence\n$6,420.00 incl GST, "
            "cost shared 50/50 with neighbour under the Fencing Act - neighbour's share $3,210.00\n")


# --------------------------------------------------------------------------- bach (Areas)


def rates_waikato(r, dt):
    return (f"Waikato District Council\nRates instalment notice - instalment {r.randint(1, 4)} of 4, 2025/26\n"
            "Rating unit 04521/087.00\nLocation: 27 Wallis Street, Raglan 3225\nOwners: H T Walker, P J Walker, "
            "J R Walker\nCapital value $690,000\nGeneral rate $514.20\nUniform annual general charge $180.50\n"
            "Raglan wastewater targeted rate $273.75\nRefuse and recycling $74.10\nWaikato Regional Council rates "
            f"(collected on behalf) $98.40\nAmount due {nz(1140.95)} by {dmy(dt + timedelta(days=28))}\n")


def tower(r, dt):
    return (f"Tower Insurance - Holiday home policy schedule\nPolicy HH-2294117\nInsured: Hemi Walker, Pita Walker, "
            "June Walker\nProperty: 27 Wallis Street, Raglan 3225 (holiday home, unoccupied up to 60 days)\n"
            f"Period {dmy(dt)} to {dmy(dt + timedelta(days=365))}\nSum insured (house) $540,000\nContents $30,000\n"
            "Excess $750, unoccupancy condition applies; not available for paid short-term letting\n"
            "Premium $1,986.40 incl GST and levies\n")


def septic(r, dt):
    return (f"Raglan Septic Services\nInvoice {r.randint(900, 1999)}  {dmy(dt)}\n27 Wallis St\nPump-out of 4500L "
            "septic tank, outlet filter cleaned, effluent field inspected - ok\n$620.00 incl GST\nNext pump-out "
            "recommended in 3 years\n")


def gutter_invoice(r, dt):
    return (f"Whaingaroa Roofing & Spouting\nTax invoice  {dmy(dt)}\nClient: H Walker (27 Wallis St)\nClean "
            "spouting, replace 6 m of rusted spouting on west side, re-seal downpipe\nMaterials $214.00  Labour "
            "$280.00\nTotal $568.10 incl GST\nBank 03-1547-0022134-00\n")


def bookings(r, dt):
    rows = ["Week;Who;Notes"]
    start = datetime(2026, 1, 3)
    whos = ["Hemi & Aroha", "Pita & June", "Mere & Sam", "Nikau + mates (no parties!!)", "Aunty Rangi", "free",
            "Jason & kids", "free", "BATHROOM RENO - no one"]
    for i in range(26):
        rows.append(f"{dmy(start + timedelta(weeks=i))};{whos[i % len(whos)]};")
    return "\n".join(rows)


def maint_log(r, dt):
    return ("Date;Job;Who;Cost\n12/01/2024;Gas califont serviced;Raglan Plumbing & Gas;185\n"
            "04/04/2024;Lawns monthly - set up with Bruce;Bruce Ngaio;60/mth\n19/07/2024;Gutters west side;"
            "Whaingaroa Roofing;568.10\n02/11/2024;Septic pump-out;Raglan Septic;620\n14/02/2025;Deck oiled;Hemi + "
            "Nikau;140\n20/09/2025;Smoke alarms replaced (10-yr);Hemi;89\n18/01/2026;Water tank cleaned;Tank Clean "
            "Waikato;390\n")


def bach_rules(r, dt):
    return ("Bach rules - kia pai te noho!\n- Book on the calendar with Hemi before you come\n- Leave it how you "
            "found it: sheets in the wash, fridge empty, bins to the tip on Bow St\n- Gas bottles: if one runs out, "
            "swap at Raglan Four Square and put the receipt in the jar\n- Septic: nothing but toilet paper down the "
            "loo\n- Turn the water pump off at the switch by the back door when you leave\n- Koha for power: $20 a "
            "night in the jar or to the bach account 12-3077-0456990-01\n")


def lawns(r, dt):
    return (f"Bruce Ngaio - Lawns & Gardens Raglan\nInvoice {dmy(dt)}\nTo Hemi Walker - 27 Wallis St\n"
            f"Lawns x {r.choice([2, 3])} visits, weed-eat, green waste removed\n$180.00 (not GST registered)\n"
            "Bank 06-0317-0445231-00\n")


# --------------------------------------------------------------------------- education (Areas)


def otago_fees(r, dt, year):
    return (f"University of Otago - Te Whare Wananga o Otago\nStatement of account {year}\nStudent: Nikau Walker  ID "
            f"4381207\nProgramme: Bachelor of Commerce (Accounting, Economics) - year {year - 2023}\n"
            f"Tuition fees semester 1 and 2: {nz(r.uniform(7600, 8200))}\nStudent services levy: {nz(1161.00)}\n"
            f"{'Fees Free final-year entitlement applied: -$7,911.00' if year >= 2026 else 'Fees Free: not eligible this year'}\n"
            f"Amount due {nz(r.uniform(1100, 8400))} by {dmy(dt + timedelta(days=30))}\nPay online via eVision\n")


def uoa_fees(r, dt):
    return (f"Waipapa Taumata Rau - University of Auckland\nFees invoice Semester 1 2026\nStudent: Mere Tait (née "
            "Walker)  ID 689 221 404\nProgramme: Master of Professional Accounting\nCourses: ACCTG 701, ACCTG 711, "
            "COMLAW 703, INFOMGMT 702\nTuition fees $7,412.80\nStudent services fee $590.40\nTotal $8,003.20\n"
            "Due 5 March 2026\n")


def hall_fees(r, dt):
    return (f"Arana College - University of Otago\nResidential fees 2023\nResident: Nikau Walker, room B214\n"
            "Fees for 37 weeks including meals: $19,980.00\nPaid by: Hemi Walker (parent)\nInstalment 3 of 4 "
            f"$4,995.00 due {dmy(dt + timedelta(days=14))}\nLate fee $50 applies after the due date\n")


def tenancy(r, dt):
    return ("Residential tenancy agreement (Tenancy Services)\nLandlord: Harbour City Property Management\n"
            "Premises: 44 Castle Street North, Dunedin North 9016 (5-bedroom flat)\nTenants: Nikau Walker, Joel "
            "Fa'amausili, Ben Harris, Tia Kingi, Sam O'Neill\nTerm: fixed term 1 Feb 2026 to 30 Nov 2026\nRent $185 "
            "per tenant per week ($925 total)\nBond $3,700 lodged with Tenancy Services\nGuarantor for Nikau Walker: "
            "Hemi Walker, 14 Allendale Road, Auckland - signed\n")


def support_tracker(r, dt):
    rows = ["Month;Nikau rent;Nikau food;Mere fees share;Flights;Total"]
    for m in ["Feb", "Mar", "Apr", "May", "Jun"]:
        rows.append(f"{m} 2026;{185 * 4};{r.choice([200, 250])};{r.choice([400, 500])};"
                    f"{r.choice([0, 0, 289])};")
    rows.append("StudyLink: Nikau gets living costs loan $316/wk - we cover rent, he covers the rest")
    return "\n".join(rows)


def studylink(r, dt):
    return (f"StudyLink - Ministry of Social Development\n{longd(dt)}\nNikau Walker, client number 289 441 507\n"
            "Your student loan - course fees and living costs 2026\nCourse fees: paid directly to University of "
            "Otago\nLiving costs: $316.06 a week, 1 Feb - 17 Oct 2026\nCourse-related costs: up to $1,000 approved\n"
            "Your parents' income was not assessed because you are not getting a student allowance.\n")


# --------------------------------------------------------------------------- rugby (Areas)


def treasurer_report(r, dt, year):
    inc, exp = r.uniform(180_000, 220_000), r.uniform(170_000, 215_000)
    return (f"Ponsonby District Rugby Football Club Inc\nTreasurer's report to the Annual General Meeting {year}\n"
            f"Hemi Walker, Honorary Treasurer\n\nThe club finished the {year - 1} year with total income of "
            f"{nz(inc)} and expenses of {nz(exp)}, a {'surplus' if inc > exp else 'deficit'} of {nz(abs(inc - exp))}. "
            "Player subscriptions were up on last year with two new women's teams and a growing junior section. "
            "Bar revenue recovered after the clubroom roof repairs. We thank our grant funders - NZCT, Lion "
            "Foundation, Foundation North and Aotearoa Gaming Trust - for their support of gear, travel and "
            "coaching.\n\nThe accounts have been reviewed by Pacifica Audit Ltd. I move that the reviewed financial "
            "statements be received.\n\nNga mihi,\nHemi\n")


def subs_csv(r, dt):
    teams = ["Premier", "Premier Dev", "Colts U21", "Women's Premier", "Women's Div 1", "Golden Oldies"]
    first = ["Tevita", "Josh", "Sione", "Kahu", "Liam", "Ropata", "Mikaere", "Jaxon", "Aliyah", "Te Aroha", "Grace",
             "Manaia", "Tom", "Isaia", "Hine", "Kiri"]
    last = ["Fonua", "Williams", "Lauina", "Parata", "O'Connor", "Tipene", "Smith", "Tuilagi", "Reweti", "Brown",
            "Faleolo", "Te Whata"]
    lines = ["Name,Team,Sub 2026,Paid,Date paid,Method"]
    for _ in range(24):
        team = r.choice(teams)
        fee = {"Premier": 280, "Premier Dev": 280, "Colts U21": 180, "Women's Premier": 200, "Women's Div 1": 200,
               "Golden Oldies": 120}[team]
        paid = r.random() < 0.7
        lines.append(f"{r.choice(first)} {r.choice(last)},{team},{fee},{fee if paid else 0},"
                     f"{dmy(dt - timedelta(days=r.randint(1, 60))) if paid else ''},{r.choice(['internet banking', 'eftpos at bar', 'cash']) if paid else ''}")
    return "\n".join(lines) + "\n"


def club_bank(r, dt):
    lines = ["Date,Payee,Particulars,Reference,Amount,Balance"]
    bal = r.uniform(24_000, 40_000)
    for _ in range(15):
        day = dt - timedelta(days=r.randint(1, 30))
        p, ref, a = r.choice([("NZCT GRANT", "GRANT", 8500.00), ("AUCKLAND RUGBY UNION", "INV", -2160.00),
                              ("T FONUA", "SUBS26", 280.00), ("A REWETI", "SUBS26", 200.00),
                              ("BAR EFTPOS SETTLEMENT", "BAR", r.uniform(400, 2200)),
                              ("LION NATHAN", "INV", -r.uniform(800, 2400)),
                              ("BLUES RUGBY GEAR", "INV", -r.uniform(300, 4000)),
                              ("WESTERN SPRINGS LIGHTS", "INV", -380.00), ("REF FEES ARU", "REF", -450.00)])
        bal += a
        lines.append(f"{day.strftime('%d/%m/%Y')},{p},PONSONBY RFC,{ref},{a:.2f},{bal:.2f}")
    return "\n".join(lines) + "\n"


def aru_invoice(r, dt):
    return (f"Auckland Rugby Football Union\nTax invoice ARU-{r.randint(20000, 29999)}\n{dmy(dt)}\nTo: Ponsonby DRFC, "
            "Attn Treasurer\nClub affiliation 2026  $1,450.00\nTeam entries: Premier, Premier Development, Colts, "
            "Women's Premier, Women's Division 1  5 x $310.00  $1,550.00\nReferee levy 2026 season  $890.00\n"
            "Total incl GST $3,890.00  Due 31 March 2026\n")


def grant_app(r, dt):
    return (f"Lion Foundation - grant application summary\nApplicant: Ponsonby District Rugby Football Club Inc "
            "(CC21877)\nContact: Hemi Walker, Treasurer\nPurpose: playing uniforms for two women's teams and "
            f"junior tackle bags\nAmount requested: {nz(11_480)}\nQuotes attached: Blues Rugby Gear $8,960, Rhino "
            f"Rugby NZ $2,520\nBank account verified: ASB 12-3011-0211890-00\nSubmitted {dmy(dt)}\n")


def minutes(r, dt):
    return (f"Ponsonby DRFC - committee meeting minutes\n{longd(dt)}, clubrooms, 7pm\nPresent: Rob (Chair), Hemi "
            "(Treasurer), Leilani (Secretary), Matt, Kahu, Sina. Apologies: Dave\n\n1. Minutes of last meeting "
            "confirmed.\n2. Treasurer's report: bank $31,412; subs 71% collected; NZCT grant of $8,500 received for "
            "gear. Hemi asked captains to chase unpaid subs before round 6.\n3. Bar: new eftpos terminal installed, "
            "stocktake monthly.\n4. Junior prizegiving 22 August.\n5. Women's team travel to Whangarei - van hire "
            "approved up to $600.\nMeeting closed 8.45pm.\n")


def bar_cashup(r, dt):
    dt = dt - timedelta(days=(dt.weekday() - 5) % 7)
    return (f"PONSONBY RFC BAR - CASH-UP SHEET\nDate {dmy(dt)}  Day: Saturday (home game v Grammar TEC)\n"
            f"Float $300.00\nCash in till {nz(r.uniform(500, 1100))}\nEftpos settlement {nz(r.uniform(900, 2100))}\n"
            "Less float $300.00\nBanked by: Sina T.  Checked by: H Walker\nStock note: 2 kegs Steinlager, 1 keg "
            "Export Gold changed\n")


def annual_accounts(r, dt):
    return ("Ponsonby District Rugby Football Club Incorporated\nPerformance report for the year ended 31 October "
            "2025 (Tier 3 PBE SFR-A (NFP))\nIndependent reviewer's report - Pacifica Audit Ltd\n\nEntity "
            "information: registered charity CC21877, incorporated society, clubrooms at Western Springs\n\n"
            "Statement of financial performance\nSubscriptions $38,420\nBar sales $71,905\nGrants $52,300\n"
            "Sponsorship $27,500\nTotal revenue $201,447\nTotal expenses $194,118\nSurplus $7,329\n\n"
            "Treasurer: Hemi Walker\n")


def sponsorship_inv(r, dt):
    return (f"Ponsonby District Rugby Football Club Inc\nTax invoice SP-{r.randint(100, 199)}\n{dmy(dt)}\n"
            "To: Ponsonby Village Butchery\nGold sponsorship 2026 season - logo on Premier jersey sleeve, "
            "clubroom signage, 2 tables at the end-of-season dinner\n$5,000.00 + GST $750.00 = $5,750.00\n"
            "Pay to ASB 12-3011-0211890-00. Thank you for supporting the club!\n")


def club_budget(r, dt):
    return ("Ponsonby DRFC budget 2026 season;Budget;YTD\nSubscriptions;40000;28,430\nBar sales;74000;31,880\n"
            "Grants;50000;20,500\nSponsorship;28000;21,000\nARU affiliation & levies;-3890;-3,890\nGear;-14000;"
            "-9,420\nBar stock;-38000;-17,640\nClubroom power & lease;-16500;-7,220\nCoaches & physio;-22000;"
            "-8,300\nTravel;-9000;-1,150\nSurplus;88610;")


def club_rec(r, dt):
    return (f"Club bank reconciliation;ASB 12-3011-0211890-00\nMonth;March 2026\nBalance per statement;31412.08\n"
            "Unpresented - ARU invoice;-3890.00\nDeposits in transit - bar Sat 28/3;1422.50\nBalance per cashbook;"
            "28944.58\nReconciled by;H Walker")


def nzct_report(r, dt):
    return ("NZCT grant accountability report\nOrganisation: Ponsonby District Rugby Football Club Inc\nGrant "
            "number 2025-044718  Amount $8,500  Purpose: playing gear for senior teams\nHow the grant was used: "
            "60 jerseys and 60 pairs of shorts from Blues Rugby Gear, invoice 20441 $8,960.00 (club paid the "
            "balance)\nAttached: invoice, bank statement showing payment, photo of team in new jerseys\n"
            "Completed by Hemi Walker, Treasurer\n")


def charities(r, dt):
    return (f"Charities Services - Nga Ratonga Kaupapa Atawhai\nAnnual return confirmation\nCharity: Ponsonby District "
            f"Rugby Football Club Incorporated, CC21877\nFinancial year end 31/10/2025\nFiled {dmy(dt)} by Hemi Walker\n"
            "Performance report attached (reviewed)\nAnnual return fee: $51.11\n")


# --------------------------------------------------------------------------- car (Areas)


def rego(r, dt):
    return (f"NZ Transport Agency Waka Kotahi\nVehicle licence (rego) renewal\nPlate: KWH274  2017 Toyota Highlander "
            "GXL\nOwner: Hemi Walker\nLicence expires: 14/07/2026\n12 months: $116.83 (incl ACC levy)\nRenew at "
            "nzta.govt.nz or AA Centre\n")


def wof(r, dt):
    return (f"VTNZ - Warrant of Fitness check sheet\n{dmy(dt)}  Station: St Lukes\nPlate KWH274  Toyota Highlander  "
            "Odometer 148,216 km\nTyres: pass (front 4mm, rear 3.5mm)\nBrakes: pass\nLights: FAIL - rear number "
            "plate light\nRecheck within 28 days free of charge\nResult: FAIL - re-inspected and passed\nWOF "
            "expiry 12 months\n")


def car_service(r, dt):
    return ("Date;Odometer;Where;Work;Cost\n15/05/2023;121,400;Mt Albert Toyota;Full service, brake pads front;"
            "689.00\n20/05/2024;134,900;Mt Albert Toyota;Service, new battery;612.40\n22/04/2025;141,020;Tyre "
            "Power St Lukes;4 x tyres Bridgestone;1,280.00\n08/05/2026;148,216;Mt Albert Toyota;Service, timing "
            "check;498.00\n")


def car_todo(r, dt):
    return ("- ring VTNZ St Lukes - recheck for the number plate light (bulb from Repco $6)\n- rego KWH274 due "
            "14 July, renew online\n- service booked 8 May 7.30am Mt Albert Toyota, need a lift to work\n- tow bar "
            "for the boat trailer - ask about the wiring\n")

# --------------------------------------------------------------------------- resources


def ird_guide(r, dt):
    return ("IR375 - GST guide: working with GST\nInland Revenue, April 2025\n\nThis guide explains goods and "
            "services tax: who must register (turnover over $60,000 in 12 months), how to charge GST at 15%, "
            "taxable supplies, zero-rated and exempt supplies, tax invoices, filing frequencies (monthly, "
            "two-monthly, six-monthly), accounting bases (invoice, payments, hybrid) and adjustments for private "
            "use. Chapter 5 covers taxable supply information requirements since 1 April 2023 ...\n")


def paye_tables(r, dt):
    return ("PAYE deduction tables - weekly and fortnightly (IR340), from 1 April 2026\nTax rates: 10.5% to "
            "$15,600; 17.5% $15,601-$53,500; 30% $53,501-$78,100; 33% $78,101-$180,000; 39% over $180,000\n"
            "ACC earners' levy 1.75% up to maximum liable earnings $156,641\nStudent loan 12% over the pay period "
            "threshold ($464 weekly)\nKiwiSaver default employee rate 3.5%; employer minimum 3.5% from 1 April 2026; "
            "ESCT rates by band 10.5%-39%\n")


def xero_course(r, dt):
    return ("Xero Advisor certification - my notes\n\nModule 1 - Setting up an organisation: financial settings, "
            "GST basis, lock dates, conversion balances (always enter at the day BEFORE the conversion date)\n"
            "Module 2 - Bank reconciliation: bank rules, cash coding, find & match, remove & redo vs unreconcile\n"
            "Module 3 - Sales and purchases: repeating invoices, credit notes, Hubdoc\n"
            "Module 4 - Payroll NZ: pay templates, leave types under the Holidays Act, payday filing is automatic\n"
            "Module 5 - Reporting: tracking categories, budget manager, JAX\nExam passed 84%\n")


def holidays_act(r, dt):
    return ("Holidays Act 2003 - quick reference;\nAnnual holidays;4 weeks after 12 months; greater of ordinary "
            "weekly pay and average weekly earnings\nPublic holidays;12; time and a half + alternative day if an "
            "otherwise working day\nSick leave;10 days after 6 months\nBereavement;3 days close family, 1 day other\n"
            "Family violence leave;10 days\nRelevant daily pay vs average daily pay;use ADP when RDP is not possible "
            "to determine\n")


def payday_sheet(r, dt):
    return ("Payday filing cheat sheet\n- Employment information due 2 working days after payday if filing "
            "online\n- New employees: details in the EI-E by the due date of the first EI\n- Departing employees: "
            "show the finish date in the last EI\n- PAYE payment due 20th of the next month (large employers twice "
            "monthly)\n- Correcting errors: amend the original EI in myIR, don't adjust the next one\n")


def tax_update(r, dt):
    return ("CA ANZ - New Zealand tax update, March 2026\nSpeaker notes\n1. Budget 2025 KiwiSaver changes: default "
            "rates to 3.5% from 1 April 2026 and 4% from 1 April 2028; government contribution halved\n2. Investment "
            "Boost: 20% deduction for new assets from 22 May 2025\n3. Interest limitation for residential rental "
            "property fully reversed from 1 April 2025\n4. Trust tax rate 39% with de minimis\n5. IRD's focus "
            "areas: hidden economy cash jobs, shareholder current accounts\n")


def camera_manual(r, dt, what):
    return {
        "xt5": ("FUJIFILM X-T5 Owner's Manual\nBL00005315-200 EN\n\nBefore you begin - parts of the camera - "
                "shutter speed dial, ISO dial, exposure compensation dial. Taking photographs: focus modes (S, C, "
                "M), focus area, subject detection. Film simulation: PROVIA, Velvia, ASTIA, Classic Chrome, "
                "Classic Neg, Nostalgic Neg, ACROS. Shooting menus: image quality, RAW recording (uncompressed, "
                "lossless compressed, compressed), pixel shift multi-shot...\n"),
        "1655": ("FUJINON XF16-55mmF2.8 R LM WR\nOwner's Manual\nSafety notes - parts - attaching the lens - "
                 "aperture ring (A position for automatic aperture) - lens hood - weather-resistant design "
                 "(dust, water and temperatures down to -10 C). Specifications: 17 elements in 12 groups, 3 "
                 "aspherical, 3 ED; filter size 77mm; minimum focus 0.3 m...\n"),
        "100400": ("FUJINON XF100-400mmF4.5-5.6 R LM OIS WR\nOwner's Manual\nOptical image stabilisation ON/OFF, "
                   "focus range limiter (FULL / 5m-inf), tripod mount foot, lens hood with sliding window for "
                   "polarising filters. Specifications: 21 elements in 14 groups; filter size 77mm...\n"),
        "lee": ("LEE Filters - 100mm system guide\nFoundation kit, adaptor rings, 0.6 and 0.9 ND grads (soft and hard), "
                "Big Stopper (10 stops) and Little Stopper (6 stops): exposure conversion table, colour cast "
                "correction, how to stop light leaks on long exposures...\n"),
    }[what]


def printing_notes(r, dt):
    return ("Fine art printing workshop - notes (Auckland Camera Club, Sat)\n- calibrate screen to 100-120 cd/m2, "
            "D65, not full brightness\n- soft proof in Lightroom with the paper ICC profile; tick simulate paper & "
            "ink\n- matte papers (Photo Rag) lose contrast - add +10 clarity and lift blacks in the proof copy\n- "
            "output sharpening: matte, standard\n- 300 ppi native at print size, don't upsample beyond 2x\n")


def export_settings(r, dt):
    return ("LR export - what works\nweb/Instagram: JPEG sRGB, 2048 long edge, quality 80, sharpen screen standard\n"
            "print lab: TIFF 16-bit AdobeRGB, no resizing, no sharpening (they do it)\nfor the camera club comps: "
            "1920x1080 max, sRGB, under 2MB\nwatermark off for comps!\nRAF -> DNG? no, keep RAF + xmp sidecars\n")


def preset_xmp(r, dt, name):
    return (f'<x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="Adobe XMP Core 7.0">\n <rdf:RDF xmlns:rdf='
            f'"http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n  <rdf:Description rdf:about="" '
            f'xmlns:crs="http://ns.adobe.com/camera-raw-settings/1.0/" crs:PresetType="Normal" crs:Version="16.3" '
            f'crs:Exposure2012="{r.uniform(-0.5, 0.3):+.2f}" crs:Contrast2012="{r.randint(-20, 25):+d}" '
            f'crs:Highlights2012="{r.randint(-70, -20)}" crs:Shadows2012="+{r.randint(10, 50)}" '
            f'crs:Clarity2012="+{r.randint(5, 25)}" crs:Dehaze="+{r.randint(0, 15)}" crs:Vibrance="+{r.randint(0, 20)}">\n'
            f'   <crs:Name><rdf:Alt><rdf:li xml:lang="x-default">{name}</rdf:li></rdf:Alt></crs:Name>\n'
            f'   <crs:Group><rdf:Alt><rdf:li xml:lang="x-default">Hemi - landscapes</rdf:li></rdf:Alt></crs:Group>\n'
            '  </rdf:Description>\n </rdf:RDF>\n</x:xmpmeta>\n')


def golden_hour(r, dt):
    return ("Raglan / west coast - light and tide cheat sheet\nManu Bay: best at sunset in winter, swell lines "
            "from the point, 100-400 from the carpark\nNgarunui: low tide reflections, 30 min after sunset\n"
            "Bridal Veil Falls: overcast days only, polariser, 1/4 s\nKarioi: sunrise from the harbour side "
            "(Wainui Reserve), fog May-July\nRuapuke: go at low tide, black sand patterns, 16mm\n")


def fishing_rules(r, dt):
    return ("Fisheries New Zealand - Central (West) recreational fishing rules\nDaily bag limits and minimum "
            "sizes: snapper 7 per person, minimum 30 cm; kahawai 10 (combined with other finfish limits); gurnard "
            "... no size; tarakihi 25 cm; trevally 25 cm; kingfish 3 per person, minimum 75 cm\nShellfish: cockles "
            "50, tuatua 50 - check the NIWA seasonal closures for the Kawhia and Raglan harbours\nCombined daily "
            "bag limit 20 finfish\nDownload the NZ Fishing Rules app\n")


def tides(r, dt):
    lines = ["Raglan (Whaingaroa) - tide times June 2026 (LINZ, NZST)", "Date  High  Low  High  Low"]
    for d in range(1, 31):
        h = (d * 50) % 720
        lines.append(f"{d:02d}/06  {h // 60 + 1:02d}:{h % 60:02d} 3.2m  {(h // 60 + 7) % 24:02d}:{h % 60:02d} 0.5m")
    return "\n".join(lines) + "\n"


def knots(r, dt):
    return ("Fishing knots - the ones I actually use\n1. Uni knot - hooks and swivels, 5 turns for mono, 7 for braid\n"
            "2. FG knot - braid to fluoro leader, 20 wraps, half hitches, finish with a rapala\n3. Dropper loop - "
            "ledger rig for snapper off the bar\n4. Snell - for circle hooks on recovery rigs\n5. Surgeon's loop - "
            "quick loop for sinkers\n")


def rigs(r, dt):
    return ("Rigs\nRaglan bar / Gannet Island - snapper: 2-hook flasher rig, 6/0 recurve, 6-8oz sinker depending on "
            "current, pilchard or squid\nKahawai - 15g ticer from the wharf on the run-out\nKawhia harbour - soft "
            "baits 5\" jerkshad, 1/2 oz jighead, drift over the channel edges\nSurfcasting Ngarunui - running "
            "sinker, 2 x 4/0 ganged hooks, bonito bait\nTides: 2 hrs either side of high\n")


def bar_crossing(r, dt):
    return ("Coastguard Raglan - crossing the Raglan bar safely\nLog a trip report with Coastguard Raglan on VHF "
            "channel 63 before crossing\nCheck the forecast, swell period and tide: cross on the incoming tide, "
            "never on the outgoing with a westerly swell\nLifejackets on, everything stowed, hatches shut\nWatch the "
            "sets from inside the harbour for at least 10 minutes\n")


def fishing_notes(r, dt):
    return ("sat - low 10.12, high 4.30pm\nlaunch at the wharf 2.30, out past the bar if swell < 1.5m\nspots: 38 m "
            "reef off Gannet Is (mark 3), the pins off Ruapuke\nbait: 2 boxes pilchards, squid\nflasher rigs x4, 8oz "
            "sinkers\nsnapper 30cm min, 7 each\nice from the four square\n")


def reo_vocab(r, dt):
    return ("kupu hou - wiki 14\nwhakarongo - listen\nkōrero - speak, talk\ntuhituhi - write\npānui - read\n"
            "ako - learn/teach\nmahi - work\nhui - meeting\nwhānau - family\nkai - food\nhoroi - wash\n"
            "Kei te aha koe? - what are you doing?\nKei te mahi au - I'm working\nI haere au ki te toa inanahi\n"
            "(past tense: I ... ; future: ka ... )\n")


def reo_class(r, dt):
    return ("Te Ara Reo - Level 2 - pō 6\nWhaea Moana\n\nTe wā: \"i\" mo mua, \"kei te\" mo ināianei, \"ka\" mo "
            "muri\nWhakataukī o te wiki: Ko te manu e kai ana i te miro, nōna te ngahere; ko te manu e kai ana i te "
            "mātauranga, nōna te ao\nHomework: tuhia he kōrero poto mō tō wiki (5 rerenga)\nPractice the pepeha "
            "for the hui on Saturday\nWaiata: Purea nei\n")


def pepeha(r, dt):
    return ("Tōku pepeha\n\nKo Karioi te maunga\nKo Whāingaroa te moana\nKo Tainui te waka\nKo Ngāti Māhanga te hapū\n"
            "Ko Waikato te iwi\nKo Poihākena te marae\nKo Tamati Walker tōku koroua\nKo Hemi Walker tōku ingoa\n"
            "Nō Tāmaki Makaurau ahau ināianei\n")


def whakatauki(r, dt):
    return ("Whakataukī\n\nHe aha te mea nui o te ao? He tangata, he tangata, he tangata.\n- What is the most "
            "important thing in the world? It is people.\n\nMā whero, mā pango ka oti ai te mahi.\n- With red and "
            "black the work will be complete (cooperation).\n\nKaua e mahue tētahi atu.\n\nNāu te rourou, nāku te "
            "rourou, ka ora ai te iwi.\n")


def kiwaha(r, dt):
    return ("# Kīwaha\n\n- *Kia kaha!* - be strong, go for it\n- *Ka pai* - good, well done\n- *Kei te pai* - it's "
            "fine\n- *Ka mau te wehi!* - awesome!\n- *Hei aha!* - never mind, whatever\n- *He tino pai tēnā* - "
            "that's really good\n- *Kāore e kore* - no doubt\n- *Ka kite anō* - see you again\n")


def reo_workbook(r, dt):
    return ("Te Wananga o Aotearoa\nTe Ara Reo Maori - Level 2 (Te Ara Reo Level 2)\nWorkbook - Wahanga 2\n\n"
            "Kaupapa 4: Nga mahi o te kainga - sentence patterns with 'kei te', 'i', 'ka'\nKaupapa 5: Te "
            "whakaahua - describing people and places, using 'he' and 'te'\nKaupapa 6: Te whakarite hui - "
            "organising a meeting, days of the week, times\nAromatawai: oral assessment, 5-minute korero\n")


def tikanga(r, dt):
    return ("Tikanga notes - marae visit with the class\n- pōwhiri: karanga from the tangata whenua, manuhiri "
            "respond; men in front for the whaikōrero\n- koha in an envelope, laid down by the last speaker\n- "
            "hongi and harirū after the speeches\n- no food in the wharenui, shoes off\n- waiata after each speech - "
            "we're doing 'Tūtira mai ngā iwi'\n")


def recipe(r, dt, what):
    return {
        "pav": ("Aroha's pavlova\n4 egg whites (room temp)\n1 1/4 cups caster sugar\n1 tsp white vinegar\n1 tsp "
                "vanilla\n1 tsp cornflour\nOven 150C fan-off. Beat whites stiff, add sugar a spoon at a time "
                "till glossy, fold in vinegar, vanilla, cornflour. Pile on baking paper, bake at 110C for 1 hr "
                "15, leave in the oven to cool. Cream, kiwifruit, passionfruit.\n"),
        "smoked": ("Smoked kahawai\nBrine: 1 cup salt, 1/2 cup brown sugar per 4 litres water, 2 hrs\nPat dry, "
                   "leave on a rack 30 min till tacky\nManuka chips in the hot smoker, 45 min - 1 hr till it flakes\n"
                   "Smoked fish pie or pate: mash with cream cheese, lemon, pepper, spring onion\n"),
        "hangi": ("Hangi in a pot (steam hangi) - for the bach\nPork shoulder, chicken thighs, kumara, potato, "
                  "pumpkin, cabbage\nStuffing: bread, onion, mixed herbs, butter\nLine the big steamer pot with "
                  "cabbage leaves, meat at the bottom, veges on top, wrap stuffing in foil\nCover with wet cloth "
                  "and foil, 3 hours on the gas ring low\n"),
        "boil": ("Boil-up\nPork bones 1.5 kg, watercress (puha if you can get it), potatoes, kumara, doughboys\n"
                 "Simmer bones 2 hrs, add spuds and kumara 20 min, greens 10 min, doughboys on top 15 min lid on\n"
                 "Doughboys: 2 cups flour, 4 tsp baking powder, pinch salt, water to a soft dough\n"),
        "fishpie": ("Fish pie (Mum's)\n500g smoked fish + 300g white fish, 3 boiled eggs, white sauce with "
                    "parsley, mashed potato top with grated cheese. 180C 30 min.\n"),
        "scones": ("Cheese scones (Edmonds)\n3 cups flour, 6 tsp baking powder, 1/4 tsp salt, 1 1/2 cups grated "
                   "tasty cheese, 1 1/2 cups milk. Mix, don't knead. 220C 10 min.\n"),
    }[what]


# --------------------------------------------------------------------------- archive


def deloitte(r, dt, what):
    if what == "contract":
        return ("INDIVIDUAL EMPLOYMENT AGREEMENT\nDeloitte, Auckland office - 80 Queen Street\nEmployee: Hemi Tamati "
                "Walker\nPosition: Audit Senior, Audit & Assurance\nCommencement date: 6 February 2006\nHours: 40 "
                "per week, Monday to Friday, plus such additional hours as are reasonably required\nSalary: "
                "$58,000 per annum, reviewed annually in July\nProfessional development: support for the "
                "Chartered Accountants programme (NZICA), study leave for examinations\nConfidentiality and "
                "independence obligations apply during and after employment\nNotice period: four weeks\n")
    if what == "payslip":
        return (f"Deloitte - Payslip\nEmployee: H Walker  Staff no 44127\nPay period ending {dmy(dt)}\nBase salary "
                "(Manager, Business Advisory) $3,846.15\nGross $3,846.15\nPAYE -$1,003.21\nKiwiSaver 3% -$115.38\n"
                "Net pay $2,727.56 to 12-3077-0123991-00\nEmployer KiwiSaver contribution $115.38\n")
    if what == "resignation":
        return (f"{longd(dt)}\n\nDavid Kerr\nPartner, Business Advisory\nDeloitte Auckland\n\nDear David,\n\n"
                "Please accept this letter as notice of my resignation from my position as Manager, Business "
                "Advisory. In line with my employment agreement my last day will be 31 July 2015.\n\nAfter nine "
                "years I have decided to set up my own bookkeeping practice for small businesses, which is where "
                "I have most enjoyed working. I am grateful for everything I have learned here, and I will make sure "
                "my client files are handed over properly.\n\nKind regards\nHemi Walker\n")
    if what == "reference":
        return (f"Deloitte\n80 Queen Street, Auckland\n{longd(dt)}\n\nTo whom it may concern\n\nHemi Walker was employed "
                "by Deloitte in Auckland from February 2006 to July 2015, first as an Audit Senior and from 2011 as "
                "a Manager in our Business Advisory team serving owner-managed businesses. Hemi is a Chartered "
                "Accountant, meticulous, calm with clients and well liked by his team. He leaves to start his own "
                "practice and we wish him every success.\n\nDavid Kerr, Partner\n")
    if what == "review":
        return ("Performance review FY2013\nEmployee: Hemi Walker - Manager, Business Advisory\nReviewer: David Kerr\n"
                "Rating: Strong performer\nHighlights: led 14 owner-managed business clients; trained two "
                "graduates; chargeable hours 1,420\nDevelopment: delegate more, business development, consider "
                "the path to Director\nSalary review: 4% increase from 1 July 2013\n")
    if what == "farewell":
        return ("farewell - what to say\nthank David & the BA team; 9 years - first day 2006, audit of the "
                "cheese factory in the Waikato in the rain\nthe Friday drinks at the Northern Steamship\ngoing out "
                "on my own - small business is where I'm happiest\nnot a goodbye, you'll all get my card\n")
    return ("Deloitte - final pay and leave statement\nEmployee: H Walker  Staff no 44127\nTermination date: "
            "31/07/2015\nFinal salary to 31/07/2015 $3,846.15\nAnnual leave paid out: 11.5 days $4,230.77\n"
            "Gross $8,076.92  PAYE -$2,486.00  KiwiSaver -$242.31\nNet $5,348.61\n")


def raro(r, dt, what):
    if what == "eticket":
        return ("Air New Zealand - e-ticket receipt\nBooking reference K7QWX2\nPassengers: WALKER/HEMI MR, "
                "WALKER/AROHA MRS\nNZ946 Auckland - Rarotonga, Thu 11 Sep 2025, dep 09:20 arr 15:10 (previous "
                "day local)\nNZ947 Rarotonga - Auckland, Sat 20 Sep 2025, dep 16:40 arr 19:45 +1\nSeats Economy "
                "The Works, 23kg bag each\nTotal fare NZD 2,386.00\n")
    if what == "boarding":
        return ("Air Rarotonga - Boarding pass\nWALKER/HEMI\nFlight GZ 021  Rarotonga RAR -> Aitutaki AIT\n"
                "Date 15SEP25  Boarding 07:40  Gate 1  Seat 4A\nDay tour: lagoon cruise, One Foot Island, lunch\n")
    if what == "insurance":
        return ("Southern Cross Travel Insurance - Certificate of insurance\nPolicy SCTI-4471-2290\nTravellers: Hemi "
                "Walker (51), Aroha Walker (50)\nDestination: Cook Islands (Pacific)\nTravel dates 11/09/2025 - "
                "20/09/2025\nPlan: Comprehensive\nPre-existing condition assessed and covered: type 2 diabetes "
                "(Hemi) - additional premium $38\nTotal premium $214.00\n")
    if what == "accom":
        return ("Muri Beach Villas - booking confirmation\nGuest: Hemi Walker\nCheck-in 11 September 2025, "
                "check-out 20 September 2025 (9 nights)\nBeachfront villa, king bed, kitchenette\nNZD 3,420.00 "
                "paid in full\nAirport transfer included. Kia orana and welcome to Rarotonga!\n")
    if what == "carhire":
        return ("Polynesian Rental Cars - Rarotonga\nRental agreement 88412\nHirer: Hemi Walker, NZ licence DL "
                "773412\nVehicle: Suzuki Swift, plate P 2217\nOut 12/09/2025 09:00  In 19/09/2025 17:00\n7 days @ "
                "NZD 55 = 385.00, insurance excess reduction 70.00\nCook Islands driver's licence not required "
                "with NZ licence\n")
    if what == "budget":
        return ("Raro budget;NZD\nFlights Air NZ;2386\nMuri Beach Villas;3420\nCar hire;455\nAitutaki day tour x2;"
                "1190\nTravel insurance;214\nFood & drinks;1400\nMarket / gifts;300\nTotal;9365\nSpent (actual);9720")
    if what == "itinerary":
        return ("Rarotonga - itinerary\nThu 11 Sep: arrive, Muri Beach Villas\nFri: car hire, drive round the "
                "island (32km!)\nSat: Punanga Nui market, cross-island track if dry\nSun: church in Avarua - the "
                "singing!\nMon 15: Aitutaki day tour\nTue-Thu: snorkel Fruits of Rarotonga, Te Vara Nui show\n"
                "Sat 20: fly home\n")
    if what == "packing":
        return ("Item;Packed\nPassports;Y\nNZ licence;Y\nDiabetes meds + strips (carry-on);Y\nReef-safe "
                "sunscreen;Y\nSnorkel gear;Y\nCamera X-T5 + 16-55;Y\nRain jacket;\nCash NZD (they use NZD);Y\n"
                "Adapter - not needed (same plugs);\nTravel insurance printout;Y")
    if what == "queenstown":
        return ("Queenstown - Oct 2022\nFlights Air NZ AKL-ZQN NZ613 21/10, return 25/10\nAccommodation: Kingsgate "
                "Hotel Queenstown 4 nights $912\nCar: GoRentals $264\nMilford Sound coach & cruise x2 $398\n"
                "Arrowtown & Glenorchy photography day\n")
    return ("Queenstown 2022 budget;NZD\nFlights;842\nHotel;912\nCar;264\nMilford;398\nFood;650\nTotal;3066")


def wedding(r, dt, what):
    if what == "contract":
        return ("Mudbrick Vineyard & Restaurant - Waiheke Island\nWedding agreement\nCouple: Mere Walker & Sam Tait\n"
                "Date: Saturday 14 December 2024\nCeremony on the lawn 3pm, reception in the Pavilion 5pm-11pm\n"
                "Guests: 110\nVenue hire $6,500; food and beverage minimum spend $22,000\nDeposit $5,000 paid by "
                "H & A Walker\nFinal numbers due 14 days prior; balance due 7 days prior\n")
    if what == "final":
        return ("Mudbrick - tax invoice M-24-1214\nEvent: Walker/Tait wedding 14/12/2024\nVenue hire $6,500.00\n"
                "Dinner 112 guests @ $145 $16,240.00\nBeverage package $7,616.00\nLess deposit -$5,000.00\nBalance "
                "$25,356.00 incl GST - paid 06/12/2024\n")
    if what == "caterer":
        return ("Waiheke Island Ferries / Fullers360 - group charter\nInvoice 2024-1187\nCharter: Downtown - Matiatia "
                "14/12/2024 1.00pm, return 11.30pm\n120 passengers\nTotal $4,180.00 incl GST\nPaid by Hemi Walker\n")
    if what == "speech":
        return ("Father of the bride\n\nKia ora koutou katoa. To Sam's whanau, the Taits - welcome, and thank you for "
                "raising such a good man. Mere, my girl - I remember the day you were born at National Women's, and "
                "I remember the day you beat me at chess when you were nine and didn't let me forget it. Sam, she "
                "is always right; the sooner you learn that the happier you'll be. Aroha and I are so proud of you "
                "both. Please raise your glasses - to Mere and Sam!\n")
    if what == "guests":
        rows = ["Name,Side,Table,RSVP,Dietary"]
        for i in range(40):
            rows.append(f"{r.choice(['Pita', 'June', 'Rangi', 'Hine', 'Greg', 'Tui', 'Ana', 'Sione', 'Claire', 'Tom'])} "
                        f"{r.choice(['Walker', 'Tait', 'Henare', 'Ngata', 'Brown', 'Fifita'])},{r.choice(['Bride', 'Groom'])},"
                        f"{r.randint(1, 12)},{r.choice(['Y', 'Y', 'Y', 'N'])},{r.choice(['', '', 'GF', 'vegetarian', 'no seafood'])}")
        return "\n".join(rows) + "\n"
    if what == "seating":
        return ("Table 1 - Mere, Sam, Hemi, Aroha, Brett & Lyn Tait, Nikau, Sam's sister Kate\nTable 2 - Pita & June, "
                "Aunty Rangi, Uncle Huri ...\nTable 7 - Mere's uni friends\nKids table near the doors\n"
                "Koro's chair near the heater. Speeches after mains: Hemi, Brett, best man (Josh), Sam & Mere\n")
    if what == "budget":
        return ("Wedding budget - Walker contribution;Budget;Actual\nMudbrick venue + catering;28000;30356\nFerry "
                "charter;4000;4180\nPhotographer (Jess Lee);4500;4500\nFlowers;2000;2260\nBand;3200;3200\nDress "
                "contribution;2500;2500\nTotal;44200;46996")
    return ("Thank you cards - sent?\nAunty Rangi - korowai loan - Y\nThe Taits - rehearsal dinner - Y\nJess Lee "
            "photos - Y\nMudbrick staff - Y\nUncle Huri - karakia - Y\n")


def bayview_letter(r, dt):
    return (f"Bayview Motors Ltd\n88 Church Street, Onehunga\n{longd(dt)}\n\nHemi Walker\nWalker Bookkeeping Ltd\n\n"
            "Dear Hemi,\n\nWe are writing to give you one month's notice that we will be ending our engagement "
            "with Walker Bookkeeping from 31 August 2024. With the second workshop opening we need a firm that can "
            "also do our management reporting and payroll for 14 staff, and we have engaged Moana Accounting "
            "Partners. Please arrange to hand over our records to Sarah Lim.\n\nThank you for seven years of "
            "great service.\nGrant & Lisa Fowler\nDirectors\n")


def backup_doc(r, dt, what):
    return {
        "budget": ("Budget 2014;Monthly\nMortgage ASB;2150\nPower;180\nGroceries;900\nKids school fees - Mt Albert "
                   "Grammar donation;40\nPetrol;260\nRugby subs Nikau;15\nSavings;300"),
        "letter": ("Dear Mr Kerr,\nI refer to the proposal for the Smiths Road dairy farm audit ... draft letter "
                   "from the old iMac, April 2012\n"),
        "cv": ("Hemi Walker CA\nAudit Senior, Deloitte Auckland (2006 - present)\nGraduate, PwC Hamilton (2002 - "
               "2005)\nBMS (Accounting) University of Waikato 2001\nReferences on request\n"),
        "contacts": "Name,Phone\nMum,07 825 8812\nPita,021 660 4433\nDeloitte reception,09 303 0700\nMt Albert Medical,09 846 1155\n",
    }[what]


def engagement_letter(r, dt):
    return (f"{WBL}\n\nLetter of engagement - bookkeeping services (template 2026)\n\nDear [client],\n\nThis letter "
            "sets out the services Walker Bookkeeping Ltd will provide from [date]: monthly bank reconciliation "
            "in Xero, two-monthly GST returns filed as your tax agent, payroll and payday filing, and a year-end "
            "pack for your accountant. You remain responsible for the accuracy of the information you give us "
            "and for keeping records for seven years. Fees are billed monthly in advance as set out in the fee "
            "schedule. Either party may end this engagement with one month's written notice.\n\nNga mihi\nHemi "
            "Walker, Director\n")


def fee_schedule(r, dt):
    rows = ["Client;Service;Monthly fee ex GST;From"]
    for c, (*_, fee, _contact) in CLIENTS.items():
        rows.append(f"{c};Bookkeeping + GST{' + payroll' if CLIENTS[c][3] else ''};{fee};01/04/2026")
    return "\n".join(rows)


def tiler_deposit(r, dt):
    return (f"Waikato Tiling Co\nTAX INVOICE WT-2291-D\nDate {dmy(dt)}\nTo: Hemi & Aroha Walker\nSite: 27 Wallis "
            "Street, Raglan\n30% deposit on accepted quote WT-2291 (waterproofing and tiling, bathroom)\n"
            "Amount $2,032.05 incl GST\nBooked: week of 15 June 2026\nGST 121-558-340  Bank 02-0316-0118724-000\n")


def proof_signoff(r, dt):
    return (f"Grey Lynn Fine Art Print - proof approval\nCustomer: Hemi Walker   Job GLF-3318   {dmy(dt)}\n"
            "Paper: Hahnemuhle Photo Rag 308   Profile: HFA_PhotoRag308_Canon_PRO1000\n"
            "1 Whaingaroa dawn 900x600 - approved, +5 warmth\n2 Karioi in cloud 900x600 - approved\n"
            "3 Lion Rock, last light 900x600 - reprint, shadows too heavy\n4 Te Henga storm 750x500 - approved\n"
            "Edition numbering 1/10 on the back in pencil, signed front lower right\nCustomer signature: H Walker\n")


def mmc_invoice(r, dt):
    return (f"MMC Convert Ltd\nTax invoice MMC-NZ-{r.randint(70000, 79999)}\nDate {dmy(dt)}\nBill to: Walker "
            "Bookkeeping Ltd\nMYOB AccountRight to Xero conversion - Kowhai Cafe Ltd (file KowhaiCafe.myox)  $349.00\n"
            "MYOB AccountRight to Xero conversion - Greenline Landscaping Ltd  $349.00\nGST 15%  $104.70\nTotal "
            "$802.70 - paid by credit card\nYour converted files will be available in your Xero partner account "
            "within 5 business days.\n")


def stocktake(r, dt):
    return (f"Stocktake sheet - 31 March 2023\nCounted by: Marama H, Tui H   Checked: H Walker\n"
            "Coffee beans (Coffee Supreme, 1kg bags) 18 @ $38.50\nMilk (Anchor 2L) 24 @ $4.10\nCups 12oz sleeves "
            "6 @ $62.00\nCabinet food ingredients (est) $1,240.00\nBeverages (fridge) $612.00\nTotal stock on hand "
            "$3,411.80 - enter as closing stock in the year-end journal\n")


def salon_question(r, dt):
    return eml(CLIENTS["Shear Bliss Hair Studio Ltd"][5], HEMI, "Re: quick question", dt,
               "Hi Hemi,\n\nThanks for that. One more - Kelsey wants to go from wages to renting a chair from "
               "us at $250 a week from July. Do we charge GST on the chair rent, and does she still go through "
               "our pay run? And the product sales (shampoo etc) - do those still go in the same sales account or "
               "separate?\n\nThanks, Dana\n\n> On Tue, Hemi Walker wrote:\n> Your GST for Mar-Apr is $3,412.18, due "
               "28 May. I've filed it, just pay from the business account with your GST number as the reference.")


def rugby_mail(r, dt):
    return eml("Rob Tuilagi <rob.tuilagi@gmail.com>", HEMI, "Re: Saturday", dt,
               "Hemi - can you bring the float for the bar on Saturday, Sina's away. Also the Colts want to know "
               "if the club will pay for the bus to Pukekohe for round 8 - about $650. I said ask the treasurer "
               "haha. Committee can approve by email if you're ok with it.\nRob")


def refix_options(r, dt):
    return ("Westpac refix options;Part 1 $204,118;Part 2 $206,400\n6 months;4.69%;\n1 year;4.49%;fixed to 09/2026\n"
            "18 months;4.55%;\n2 years;4.69%;\nDecision;1 year 4.49%;leave part 2 until Sept\n")


def dishwasher(r, dt):
    return ("Fisher & Paykel - Freestanding dishwasher DW60FC6X2\nInstallation and user guide\nLoading the racks, "
            "wash programmes (Heavy, Medium, Eco, Delicate, Fast, Rinse), adding rinse aid and salt, cleaning the "
            "filter, fault codes (F1 water leak, F2 high water level ...)\n")


def heatpump_manual(r, dt):
    return ("Mitsubishi Electric - Air conditioner MSZ-AP series\nOperation manual\nRemote controller: mode, "
            "temperature, fan speed, vane, econo cool, weekly timer, i-see sensor. Cleaning the filters every two "
            "weeks. Troubleshooting: the unit does not heat or cool; the indoor unit drips; the operation lamp flashes.\n")


def car_manual(r, dt):
    return ("TOYOTA HIGHLANDER Owner's Manual (NZ) OM48H77NZ\nInstruments and controls, Toyota Safety Sense "
            "(pre-collision system, lane departure alert, radar cruise control), towing capacity 2,000 kg braked, "
            "tyre pressures 230 kPa front and rear, maintenance schedule every 10,000 km or 6 months...\n")


def xero_onboarding(r, dt):
    return eml("Jess Porter <jess.porter@xero.com>", HEMI, "Re: Xero partner onboarding - next steps", dt,
               "Hi Hemi,\n\nGreat to chat today. As discussed: your Bronze partner status is active, the first "
               "three client orgs are now on your partner billing, and I've sent through the Xero Payroll NZ "
               "webinar for Rangi & Sons. For the ones you're converting yourself, remember to enter conversion "
               "balances as at 31 March, not 1 April. Let me know if you want a hand with the remaining seven "
               "before your 30 June cut-off.\n\nCheers\nJess Porter | Partner Consultant, Xero NZ")


# --------------------------------------------------------------------------- build


def build(root: Path, seed: int = 14) -> list[Item]:
    r = random.Random(seed)
    items: list[Item] = []
    root = Path(root)

    def write(rel: str, data: bytes, age: float) -> None:
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
        t = NOW_S - int(max(age, 0.05) * DAY) - r.randint(0, 30_000)
        os.utime(p, (t, t))

    def encode(rel: str, content, age: float) -> bytes:
        dt = NOW.replace(tzinfo=None) - timedelta(days=age)
        if callable(content):
            content = content(r, dt)
        if isinstance(content, bytes):
            return content
        ext = rel.rsplit(".", 1)[-1].lower()
        if ext == "pdf":
            return _pdf(_latin1(content.translate(MACRONS)))
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
        return content.encode("utf-8")

    def add(rel: str, bucket: str, topic: str, age: float, content, hard: bool = False) -> None:
        assert all(i.rel != rel for i in items), rel
        write(rel, encode(rel, content, age), age)
        items.append(Item(rel, bucket, topic, hard))

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        if ext == "raf":
            add(rel, bucket, topic, age, _blob(r, b"FUJIFILMCCD-RAW 0201FF393101X-T5", 2400))
        else:
            add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    def lock(name: str) -> bytes:
        return (b"\x0bHemi Walker" + b"\x00" * 43 + b"\x0b\x00H\x00e\x00m\x00i\x00 \x00W\x00a\x00l\x00k\x00e\x00r"
                + b"\x00" * 86)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    BK, PH, BA = "Bookkeeping", "Photography", "Bach"
    ds = b"\x00\x00\x00\x01Bud1" + bytes(r.getrandbits(8) for _ in range(200))

    # ------------------------------------------------ Walker Bookkeeping / Company (Areas Bookkeeping)
    co = "Documents/Walker Bookkeeping/Company"
    for label, age in (("Nov-Dec 2025", ago(2026, 1, 25)), ("Jan-Feb 2026", ago(2026, 3, 26)),
                       ("Mar-Apr 2026", ago(2026, 5, 26))):
        add(f"{co}/GST/GST return {label}.pdf", A, BK, age,
            lambda r, dt: gst_return(r, dt + timedelta(days=3), "Walker Bookkeeping Ltd", "118-452-339"))
    for inst, age in ((1, ago(2025, 8, 26)), (2, ago(2026, 1, 19)), (3, ago(2026, 5, 6))):
        add(f"{co}/Provisional tax/Provisional tax 2026 instalment {inst}.pdf", A, BK, age,
            lambda r, dt, i=inst: provisional(r, dt, i))
    inv_clients = list(CLIENTS)
    for n, age in enumerate((3, 4, 5, 33, 34, 36, 64, 66, 95, 187)):
        c = inv_clients[(n * 4) % len(inv_clients)]
        num = 2290 - n * 7
        add(f"{co}/Invoices issued/INV-{num} {CLIENTS[c][0]}.pdf", A, BK, age,
            lambda r, dt, c=c, num=num: wbl_invoice(r, dt, c, num))
    for mon, age in (("Feb 2026", 90), ("Mar 2026", 61), ("Apr 2026", 30)):
        add(f"{co}/Bank/ASB business {mon}.csv", A, BK, age, company_bank)
    add(f"{co}/Insurance/PI insurance 2025-26 BizCover.pdf", A, BK, ago(2025, 7, 1), pi_insurance)
    add(f"{co}/Engagement letter template 2026.docx", A, BK, 72, engagement_letter)
    add(f"{co}/Fee schedule 2026.xlsx", A, BK, 62, fee_schedule)

    # ------------------------------------------------ Clients (Areas Bookkeeping)
    cl = "Documents/Walker Bookkeeping/Clients"
    for k, (c, (folder, kind, gst, staff, fee, contact)) in enumerate(CLIENTS.items()):
        add(f"{cl}/{folder}/GST/GST101A Mar-Apr 2026.pdf", A, BK, ago(2026, 5, 20 + k % 6),
            lambda r, dt, c=c, g=gst: gst_return(r, dt + timedelta(days=6), c, g))
        if k % 4 != 3:
            add(f"{cl}/{folder}/Bank recs/Bank rec Apr 2026.xlsx", A, BK, 14 + k, lambda r, dt, c=c, kd=kind: bank_rec(r, dt, c, kd))
        if staff and k % 2 == 0:
            add(f"{cl}/{folder}/Payroll/Pay run {dmy(NOW - timedelta(days=9 + k)).replace('/', '-')}.csv", A, BK, 9 + k,
                lambda r, dt, s=staff: payroll_csv(r, dt, s))
        if k in (0, 3, 5, 9):
            add(f"{cl}/{folder}/Year end/Year end pack FY2025.docx", A, BK, ago(2025, 6, 10 + k),
                lambda r, dt, c=c, kd=kind: year_end_pack(r, dt, c, kd, 2025))
        if k in (1, 2, 6, 10):
            kd = ["receipts", "payroll", "gst"][k % 3]
            subj = {"receipts": "receipts for last month", "payroll": "new starter", "gst": "GST this period"}[kd]
            add(f"{cl}/{folder}/Email - {subj}.eml", A, BK, 2 + k * 3,
                lambda r, dt, c=c, ct=contact, kd=kd: client_mail(r, dt, c, ct, kd))
    add(f"{cl}/Kowhai Cafe/GST/GST101A Sep-Oct 2023.pdf", A, BK, ago(2023, 11, 24),
        lambda r, dt: gst_return(r, dt + timedelta(days=4), "Kowhai Cafe Ltd", "121-884-302"))
    add(f"{cl}/Greenline Landscaping/Year end/Year end pack FY2024.docx", A, BK, ago(2024, 6, 18),
        lambda r, dt: year_end_pack(r, dt, "Greenline Landscaping Ltd", "landscaping", 2024))
    add(f"{cl}/Greenline Landscaping/From client USB/Thumbs.db", L, "System", 58,
        _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    add(f"{cl}/Greenline Landscaping/From client USB/desktop.ini", L, "System", 58,
        "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\imageres.dll,-3\r\n[ViewState]\r\nMode=\r\nVid=\r\nFolderType=Documents\r\n")
    add(f"{cl}/Greenline Landscaping/From client USB/Timesheets March 2026.xlsx", A, BK, 58,
        "Name;Week 1;Week 2;Week 3;Week 4;Total hrs\nBen Mackay;42;40;44;38;164\nSione Taufa;40;40;36;40;156\n"
        "Cody Watts;38;40;40;40;158\nRavi Patel;24;24;30;24;102\nGreenline Landscaping Ltd - for Hemi, payroll March")

    # Bayview Motors: client left August 2024 (Archive Bookkeeping)
    bv = f"{cl}/Bayview Motors"
    add(f"{bv}/GST/GST101A Jan-Feb 2024.pdf", X, BK, ago(2024, 3, 25), lambda r, dt: bayview_doc(r, dt, "gst"))
    add(f"{bv}/Year end/Year end pack FY2024.docx", X, BK, ago(2024, 6, 3), lambda r, dt: bayview_doc(r, dt, "yearend"))
    add(f"{bv}/Bank recs/Bank rec Jul 2024.xlsx", X, BK, ago(2024, 8, 12), lambda r, dt: bayview_doc(r, dt, "rec"))
    add(f"{bv}/Handover letter to Moana Accounting.docx", X, BK, ago(2024, 9, 2), lambda r, dt: bayview_doc(r, dt, "handover"))
    add(f"{bv}/Final invoice INV-1452.pdf", X, BK, ago(2024, 9, 2), lambda r, dt: bayview_doc(r, dt, "final_invoice"))
    add(f"{bv}/Re_ Bayview Motors - FY2023 fixed asset query.eml", X, BK, 41,
        lambda r, dt: bayview_doc(r, dt, "records_request"))

    # ------------------------------------------------ Reference (Resources Bookkeeping)
    ref = "Documents/Walker Bookkeeping/Reference"
    add(f"{ref}/IR375 GST guide.pdf", R, BK, 410, ird_guide)
    add(f"{ref}/IR340 PAYE tables 2026.pdf", R, BK, 65, paye_tables)
    add(f"{ref}/Xero Advisor certification notes.docx", R, BK, 230, xero_course)
    add(f"{ref}/Holidays Act quick reference.xlsx", R, BK, 520, holidays_act)
    add(f"{ref}/Payday filing cheat sheet.pdf", R, BK, 780, payday_sheet)
    add(f"{ref}/CA ANZ NZ tax update Mar 2026.pdf", R, BK, 70, tax_update)

    # ------------------------------------------------ MYOB to Xero migration (Projects Bookkeeping)
    mg = "Documents/MYOB to Xero migration"
    add(f"{mg}/Migration checklist.xlsx", P, BK, 2, migration_checklist)
    add(f"{mg}/Migration plan.docx", P, BK, ago(2025, 9, 14), lambda r, dt: migration_plan(r, dt))
    add(f"{mg}/Migration plan v2 final.docx", P, BK, ago(2026, 2, 2), lambda r, dt: migration_plan(r, dt, True))
    add(f"{mg}/Timeline.xlsx", P, BK, 6, timeline_xlsx)
    add(f"{mg}/Client letter - moving to Xero.docx", P, BK, ago(2026, 1, 20), lambda r, dt: client_letter(r, dt, 1))
    add(f"{mg}/Client letter - moving to Xero v2.docx", P, BK, ago(2026, 2, 5), lambda r, dt: client_letter(r, dt, 2))
    add(f"{mg}/MMC Convert quote.pdf", P, BK, ago(2026, 2, 11), mmc_quote)
    add(f"{mg}/Xero Partner Programme agreement.pdf", P, BK, ago(2025, 10, 3), xero_partner)
    add(f"{mg}/Re_ Xero partner onboarding - next steps.eml", P, BK, 24, xero_onboarding)
    add(f"{mg}/~$gration plan v2 final.docx", L, "System", 1, lock("x"))
    for k, c in enumerate(CLIENTS):
        add(f"{mg}/Client notes/{CLIENTS[c][0]}.md", P, BK, [1, 3, 8, 15, 22, 30, 41, 45, 52, 60, 88][k],
            lambda r, dt, c=c: migration_note(r, dt, c))
    for c in ("Kowhai Cafe", "Shear Bliss", "Nga Hau Signs", "Westmere Yoga"):
        full = next(k for k, v in CLIENTS.items() if v[0] == c)
        add(f"{mg}/Conversion/{c} - TB 31-03-2026.csv", P, BK, r.uniform(20, 55), lambda r, dt, f=full: tb_csv(r, dt, f))
    code = f"{mg}/myob2xero"
    for rel, body, age in (("pyproject.toml", PYPROJECT, 40), ("README.md", CODE_README, 12),
                           ("src/myob2xero/__init__.py", CODE_INIT, 40), ("src/myob2xero/cli.py", CODE_CLI, 11),
                           ("src/myob2xero/accounts.py", CODE_ACCOUNTS, 11), ("src/myob2xero/balances.py", CODE_BALANCES, 18),
                           ("tests/test_accounts.py", CODE_TEST, 33), ("mapping/tax_codes.json", TAX_JSON, 39)):
        add(f"{code}/{rel}", P, BK, age, body)
    dot(f"{code}/.gitignore", b"__pycache__/\n*.egg-info/\nout/\nexports/\n.venv/\n", 40)

    # ------------------------------------------------ Exhibition 2026 (Projects Photography)
    ex = "Documents/Exhibition 2026"
    add(f"{ex}/Gallery agreement - Lightbox signed.pdf", P, PH, ago(2026, 2, 19), gallery_agreement)
    add(f"{ex}/Price list v1.xlsx", P, PH, ago(2026, 3, 30), lambda r, dt: price_list(r, dt, False))
    add(f"{ex}/Price list v3 FINAL.xlsx", P, PH, 4, lambda r, dt: price_list(r, dt, True))
    add(f"{ex}/~$ice list v3 FINAL.xlsx", L, "System", 0.2, lock("x"))
    add(f"{ex}/Artist statement.docx", P, PH, ago(2026, 3, 8), lambda r, dt: artist_statement(r, dt, 1))
    add(f"{ex}/Artist statement v2.docx", P, PH, 9, lambda r, dt: artist_statement(r, dt, 2))
    add(f"{ex}/Print order GLF.pdf", P, PH, 12, print_order)
    add(f"{ex}/Framing quote - Frame It.pdf", P, PH, 35, lambda r, dt: framing(r, dt, True))
    add(f"{ex}/Opening night list.xlsx", P, PH, 5, opening_list)
    add(f"{ex}/Media release.docx", P, PH, 16, media_release)
    add(f"{ex}/Title cards.docx", P, PH, 7, title_cards)
    add(f"{ex}/Hanging plan.png", P, PH, 19, "")
    add(f"{ex}/Invitation draft.png", P, PH, 14, "")
    add(f"{ex}/Re_ hanging plan and install day.eml", P, PH, 17, hanging_email)
    add(f"{ex}/Opening night - drinks and nibbles.eml", P, PH, 10, catering_email)
    pe = "Pictures/Exhibition 2026"
    for n, (t, loc, y, p) in enumerate(PRINTS[:6]):
        num = 1000 + (y - 2023) * 2400 + n * 137
        photo(f"{pe}/Selects/DSCF{num:04d}.RAF", P, PH, ago(y, r.choice([5, 6, 7, 8]), r.randint(1, 28)))
        fname = t.translate(MACRONS).replace(",", "")
        photo(f"{pe}/Exports/{n + 1:02d} {fname}.jpg", P, PH, r.uniform(20, 70))
    add(f"{pe}/Exhibition 2026.lrcat", P, PH, 3, _blob(r, b"SQLite format 3\x00", 3000))

    # ------------------------------------------------ Bach (Areas) and the bathroom renovation (Projects)
    bach = "Documents/Bach"
    add(f"{bach}/Rates 2025-26 Waikato DC.pdf", A, BA, ago(2025, 8, 4), rates_waikato)
    add(f"{bach}/Tower holiday home policy 2026.pdf", A, BA, ago(2026, 3, 1), tower)
    add(f"{bach}/Septic pump-out 2024.pdf", A, BA, ago(2024, 11, 2), septic)
    add(f"{bach}/Maintenance log.xlsx", A, BA, 134, maint_log)
    add(f"{bach}/Whanau bookings 2026.xlsx", A, BA, 6, bookings)
    add(f"{bach}/Bach rules.docx", A, BA, 610, bach_rules)
    add(f"{bach}/Lawns invoice Apr 2026.pdf", A, BA, 37, lawns)
    br = f"{bach}/Bathroom reno"
    add(f"{br}/Quote - Raglan Plumbing & Gas.pdf", P, BA, ago(2026, 2, 24), lambda r, dt: reno_quote(r, dt, "plumber"))
    add(f"{br}/Quote - Waikato Tiling.pdf", P, BA, ago(2026, 3, 3), lambda r, dt: reno_quote(r, dt, "tiler"))
    add(f"{br}/Budget bathroom.xlsx", P, BA, 4, reno_budget)
    add(f"{br}/Building consent BC260131.pdf", P, BA, ago(2026, 4, 21), consent)
    add(f"{br}/Layout option B.docx", P, BA, ago(2026, 2, 8), reno_plan)
    add(f"{br}/Plumbing World order.pdf", P, BA, 20, reno_order)
    add(f"{br}/Timeline.txt", P, BA, 3, reno_timeline)
    add(f"{br}/Re_ bach bathroom - start date.eml", P, BA, 8, reno_mail)
    for n, age in enumerate((95, 94, 40, 11, 10, 2, 2)):
        photo(f"{br}/Photos/IMG_{6210 + n * 23}.HEIC", P, BA, age)

    # ------------------------------------------------ Finance (Areas)
    fin = "Documents/Finance"
    add(f"{fin}/Mortgage/Westpac statement Dec 2025.pdf", A, "Finance", ago(2025, 12, 31), mortgage_stmt)
    add(f"{fin}/Mortgage/Westpac statement Mar 2026.pdf", A, "Finance", ago(2026, 3, 31), mortgage_stmt)
    add(f"{fin}/Mortgage/Refix options Mar 2026.xlsx", A, "Finance", ago(2026, 2, 20), refix_options)
    add(f"{fin}/KiwiSaver/Milford annual statement 2025.pdf", A, "Finance", ago(2025, 5, 20), lambda r, dt: kiwisaver(r, dt, "Hemi"))
    add(f"{fin}/KiwiSaver/Milford annual statement 2026.pdf", A, "Finance", 12, lambda r, dt: kiwisaver(r, dt, "Hemi"))
    add(f"{fin}/KiwiSaver/Generate annual statement Aroha 2026.pdf", A, "Finance", 15, lambda r, dt: kiwisaver(r, dt, "Aroha"))
    add(f"{fin}/Bank/ASB everyday Mar 2026.csv", A, "Finance", 60, personal_bank)
    add(f"{fin}/Bank/ASB everyday Apr 2026.csv", A, "Finance", 30, personal_bank)
    add(f"{fin}/Tax/IR3 2024.pdf", A, "Finance", ago(2024, 6, 30), lambda r, dt: ir3(r, dt, 2024))
    add(f"{fin}/Tax/IR3 2025.pdf", A, "Finance", ago(2025, 6, 28), lambda r, dt: ir3(r, dt, 2025))
    add(f"{fin}/Household budget 2026.xlsx", A, "Finance", 26, household_budget)
    add(f"{fin}/Net worth.xlsx", A, "Finance", 55, net_worth)

    # ------------------------------------------------ Health (Areas)
    he = "Documents/Health"
    add(f"{he}/Hemi/Labtests Aug 2025.pdf", A, "Health", ago(2025, 8, 19), labtests)
    add(f"{he}/Hemi/Labtests Feb 2026.pdf", A, "Health", ago(2026, 2, 17), labtests)
    add(f"{he}/Hemi/Diabetes clinic letter 2025.pdf", A, "Health", ago(2025, 9, 29), diabetes_letter)
    add(f"{he}/Hemi/Retinal screening 2025.pdf", A, "Health", ago(2025, 4, 10), retinal)
    add(f"{he}/Hemi/Glucose log May 2026.csv", A, "Health", 1, glucose_csv)
    add(f"{he}/Hemi/Dietitian plan.docx", A, "Health", ago(2025, 11, 6), dietitian)
    add(f"{he}/Aroha/Physio exercises knee.pdf", A, "Health", 150, physio)
    add(f"{he}/Aroha/BreastScreen 2024.pdf", A, "Health", ago(2024, 3, 20), breastscreen)
    add(f"{he}/Aroha/Southern Cross claim knee.pdf", A, "Health", 170, lambda r, dt: southern_cross(r, dt, "claim"))
    add(f"{he}/Southern Cross policy 2026.pdf", A, "Health", ago(2026, 4, 1), lambda r, dt: southern_cross(r, dt, "policy"))

    # ------------------------------------------------ Home (Areas) + appliance manuals (Resources)
    ho = "Documents/Home"
    add(f"{ho}/Auckland Council rates 2025-26.pdf", A, "Home", ago(2025, 8, 1), rates_akl)
    add(f"{ho}/Watercare Apr 2026.pdf", A, "Home", 33, watercare)
    add(f"{ho}/Mercury May 2026.pdf", A, "Home", 5, mercury)
    add(f"{ho}/Fence quote - Western Fencing.pdf", A, "Home", 120, fence)
    add(f"{ho}/Manuals/Mitsubishi heat pump MSZ-AP manual.pdf", R, "Home", 900, heatpump_manual)
    add(f"{ho}/Manuals/Fisher Paykel dishwasher DW60FC6X2.pdf", R, "Home", 640, dishwasher)

    # ------------------------------------------------ Kids uni (Areas Education)
    ku = "Documents/Kids uni"
    add(f"{ku}/Nikau - Otago fees 2025.pdf", A, "Education", ago(2025, 1, 20), lambda r, dt: otago_fees(r, dt, 2025))
    add(f"{ku}/Nikau - Otago fees 2026.pdf", A, "Education", ago(2026, 1, 22), lambda r, dt: otago_fees(r, dt, 2026))
    add(f"{ku}/Nikau - StudyLink 2026.pdf", A, "Education", ago(2026, 1, 30), studylink)
    add(f"{ku}/Mere - UoA fees S1 2026.pdf", A, "Education", ago(2026, 2, 10), uoa_fees)

    # ------------------------------------------------ Rugby club (Areas Rugby)
    rg = "Documents/Rugby club"
    add(f"{rg}/Treasurer report AGM 2024.docx", A, "Rugby", ago(2024, 11, 24), lambda r, dt: treasurer_report(r, dt, 2024))
    add(f"{rg}/Treasurer report AGM 2025 v1.docx", A, "Rugby", ago(2025, 11, 14), lambda r, dt: treasurer_report(r, dt, 2025))
    add(f"{rg}/Treasurer report AGM 2025 v2 final.docx", A, "Rugby", ago(2025, 11, 20), lambda r, dt: treasurer_report(r, dt, 2025))
    add(f"{rg}/~$easurer report AGM 2025 v2 final.docx", L, "System", ago(2025, 11, 20), lock("x"))
    add(f"{rg}/Budget 2026 season.xlsx", A, "Rugby", 18, club_budget)
    add(f"{rg}/Subs 2026.csv", A, "Rugby", 3, subs_csv)
    dot(f"{rg}/.~lock.Subs 2026.csv#", b",Hemi Walker,Hemis-MacBook-Air.local,01.06.2026 08:12,file:///Users/hemi/Library/Application%20Support/LibreOffice/4;", 0.1)
    add(f"{rg}/ARU affiliation invoice 2026.pdf", A, "Rugby", ago(2026, 2, 27), aru_invoice)
    add(f"{rg}/Lion Foundation application 2026.pdf", A, "Rugby", 48, grant_app)
    add(f"{rg}/NZCT accountability report.docx", A, "Rugby", 76, nzct_report)
    add(f"{rg}/Bank rec Mar 2026.xlsx", A, "Rugby", 58, club_rec)
    add(f"{rg}/Annual accounts 2025 reviewed.pdf", A, "Rugby", ago(2025, 11, 28), annual_accounts)
    add(f"{rg}/Sponsorship invoice - Ponsonby Village Butchery.pdf", A, "Rugby", 88, sponsorship_inv)
    add(f"{rg}/Charities annual return 2025.pdf", A, "Rugby", ago(2026, 3, 30), charities)

    # ------------------------------------------------ Car (Areas) + manual (Resources)
    add("Documents/Car/Rego renewal 2026.pdf", A, "Car", 16, rego)
    add("Documents/Car/Service history.xlsx", A, "Car", 24, car_service)
    add("Documents/Car/Toyota Highlander owner's manual.pdf", R, "Car", 1500, car_manual)

    # ------------------------------------------------ Photography reference (Resources)
    pr = "Documents/Photography"
    add(f"{pr}/Manuals/Fujifilm X-T5 Owner's Manual.pdf", R, PH, 1180, lambda r, dt: camera_manual(r, dt, "xt5"))
    add(f"{pr}/Manuals/XF16-55mm F2.8 manual.pdf", R, PH, 1175, lambda r, dt: camera_manual(r, dt, "1655"))
    add(f"{pr}/Manuals/XF100-400mm manual.pdf", R, PH, 820, lambda r, dt: camera_manual(r, dt, "100400"))
    add(f"{pr}/Manuals/LEE 100mm system guide.pdf", R, PH, 760, lambda r, dt: camera_manual(r, dt, "lee"))
    add(f"{pr}/Fine art printing workshop notes.docx", R, PH, 410, printing_notes)
    add(f"{pr}/Raglan light and tide cheat sheet.md", R, PH, 300, golden_hour)
    add(f"{pr}/Ansel Adams - The Print.epub", R, PH, 980,
        _epub("The Print", "Ansel Adams", "en", "The negative is comparable to the composer's score and the print "
              "to its performance. This book covers the darkroom, paper, developers, toning and mounting."))
    for name, age in (("West Coast Moody", 560), ("Black Sand Mono", 430), ("Golden Hour Warm", 200)):
        add(f"Pictures/Lightroom Presets/{name}.xmp", R, PH, age, lambda r, dt, n=name: preset_xmp(r, dt, n))

    # ------------------------------------------------ General photos (Resources Photos)
    for n, age in enumerate((510, 470, 430, 380)):
        photo(f"Pictures/2024/IMG_{3120 + n * 41}.HEIC", R, "Photos", age)
    for n, age in enumerate((350, 300, 240, 215)):
        photo(f"Pictures/2025/IMG_{4802 + n * 37}.HEIC", R, "Photos", age)
    for n, age in enumerate((610, 420, 180, 95)):
        photo(f"Pictures/Fishing/IMG_{2290 + n * 311}.jpg", R, "Photos", age)
    for n, age in enumerate((150, 147, 131)):
        photo(f"Pictures/Raglan summer 2025-26/DSCF{7410 + n * 12}.jpg", R, "Photos", age)
    for n in range(2):
        photo(f"Pictures/Rugby prizegiving 2025/IMG_{5011 + n * 3}.HEIC", R, "Photos", ago(2025, 9, 20))
    photo("Desktop/Screenshot 2026-05-20 at 8.14.03 pm.png", R, "Photos", 12)
    photo("Desktop/Screenshot 2026-05-29 at 10.41.55 am.png", R, "Photos", 3)
    photo("Desktop/Screen Shot 2025-11-02 at 7.02.18 pm.png", R, "Photos", 211)

    # ------------------------------------------------ Fishing, Te Reo, Recipes, Books, Music, Software (Resources)
    fi = "Documents/Fishing"
    add(f"{fi}/Fishing rules Central West.pdf", R, "Fishing", 380, fishing_rules)
    add(f"{fi}/Raglan tides June 2026.pdf", R, "Fishing", 18, tides)
    add(f"{fi}/Knots.docx", R, "Fishing", 700, knots)
    add(f"{fi}/Rigs.txt", R, "Fishing", 240, rigs)
    add(f"{fi}/Coastguard - Raglan bar crossing.pdf", R, "Fishing", 1020, bar_crossing)
    tr = "Documents/Te Reo"
    add(f"{tr}/Kupu hou wiki 14.docx", R, "Te Reo", 21, reo_vocab)
    add(f"{tr}/Te Ara Reo L2 pō 6 notes.docx", R, "Te Reo", 35, reo_class)
    add(f"{tr}/Pepeha.docx", R, "Te Reo", 260, pepeha)
    add(f"{tr}/Whakataukī.txt", R, "Te Reo", 180, whakatauki)
    add(f"{tr}/Kīwaha.md", R, "Te Reo", 90, kiwaha)
    add(f"{tr}/Te Ara Reo Level 2 workbook.pdf", R, "Te Reo", 120, reo_workbook)
    add(f"{tr}/Tikanga notes - marae visit.docx", R, "Te Reo", 64, tikanga)
    add(f"{tr}/Audio/Te Ara Reo L2 - Wāhanga 4.mp3", R, "Te Reo", 100,
        _id3(r, "Wāhanga 4 - Ngā mahi o te kāinga", "Te Wānanga o Aotearoa", "Te Ara Reo Level 2"))
    add(f"{tr}/Audio/Purea nei - practice.mp3", R, "Te Reo", 58, _id3(r, "Purea nei", "Te Ara Reo class", "Waiata"))
    rc = "Documents/Recipes"
    for fn, key, age in (("Aroha's pavlova.docx", "pav", 1400), ("Smoked kahawai.txt", "smoked", 520),
                         ("Hangi in a pot - bach.docx", "hangi", 380), ("Boil-up.txt", "boil", 900),
                         ("Fish pie (Mum's).pdf", "fishpie", 1700)):
        add(f"{rc}/{fn}", R, "Cooking", age, lambda r, dt, k=key: recipe(r, dt, k))
    bk = "Documents/Books"
    for fn, title, author, para, age in (
            ("Keri Hulme - The Bone People.epub", "The Bone People", "Keri Hulme",
             "He lifts his glass, and the wine swirls and glints in the lamplight ...", 1300),
            ("Patricia Grace - Potiki.epub", "Potiki", "Patricia Grace",
             "From the centre, from the centre of the meeting house ...", 1250),
            ("Witi Ihimaera - The Whale Rider.epub", "The Whale Rider", "Witi Ihimaera",
             "In the old days, in the years that have gone before us ...", 600)):
        add(f"{bk}/{fn}", R, "Books", age, _epub(title, author, "en", para))
    for fn, title, artist, album, age in (
            ("Six60 - Don't Forget Your Roots.mp3", "Don't Forget Your Roots", "Six60", "Six60", 1500),
            ("Herbs - French Letter.mp3", "French Letter", "Herbs", "What's Be Happen?", 2100),
            ("Fat Freddy's Drop - Wandering Eye.mp3", "Wandering Eye", "Fat Freddy's Drop", "Based on a True Story", 1900),
            ("Dave Dobbyn - Welcome Home.mp3", "Welcome Home", "Dave Dobbyn", "Available Light", 2300)):
        add(f"Music/{fn}", R, "Music", age, _id3(r, title, artist, album))
    for fn, head, age in (("GoogleChrome.dmg", b"x\xda\x63\x60", 400), ("zoomusInstallerFull.pkg", b"xar!\x00\x1c", 150),
                          ("Microsoft_365_and_Office_16.96_Installer.pkg", b"xar!\x00\x1c", 60),
                          ("Epson_SC-P700_Printer_Driver.dmg", b"x\xda\x63\x60", 95),
                          ("Firefox 139.0.dmg", b"x\xda\x63\x60", 20)):
        add(f"Downloads/{fn}", R, "Software", age, _blob(r, head, 2500))

    # ------------------------------------------------ Archive: Deloitte (Career)
    dl = "Documents/Old work/Deloitte"
    add(f"{dl}/Employment agreement 2006.pdf", X, "Career", ago(2015, 8, 10), lambda r, dt: deloitte(r, dt, "contract"))
    add(f"{dl}/Payslip Jun 2014.pdf", X, "Career", ago(2014, 6, 30), lambda r, dt: deloitte(r, dt, "payslip"))
    add(f"{dl}/Performance review FY2013.docx", X, "Career", ago(2013, 7, 19), lambda r, dt: deloitte(r, dt, "review"))
    add(f"{dl}/Resignation letter.docx", X, "Career", ago(2015, 6, 29), lambda r, dt: deloitte(r, dt, "resignation"))
    add(f"{dl}/Farewell notes.docx", X, "Career", ago(2015, 7, 30), lambda r, dt: deloitte(r, dt, "farewell"))

    # ------------------------------------------------ Archive: trips (Travel)
    tv = "Documents/Travel/Rarotonga 2025"
    add(f"{tv}/Air NZ e-ticket K7QWX2.pdf", X, "Travel", ago(2025, 5, 12), lambda r, dt: raro(r, dt, "eticket"))
    add(f"{tv}/Muri Beach Villas booking.pdf", X, "Travel", ago(2025, 5, 14), lambda r, dt: raro(r, dt, "accom"))
    add(f"{tv}/Itinerary.docx", X, "Travel", ago(2025, 9, 8), lambda r, dt: raro(r, dt, "itinerary"))
    add(f"{tv}/Budget.xlsx", X, "Travel", ago(2025, 9, 28), lambda r, dt: raro(r, dt, "budget"))
    add(f"{tv}/Travel insurance certificate.pdf", X, "Travel", ago(2025, 6, 2), lambda r, dt: raro(r, dt, "insurance"))
    add("Documents/Travel/Queenstown 2022/Queenstown trip.docx", X, "Travel", ago(2022, 10, 1),
        lambda r, dt: raro(r, dt, "queenstown"))
    add("Documents/Travel/Queenstown 2022/Budget.xlsx", X, "Travel", ago(2022, 10, 28), lambda r, dt: raro(r, dt, "qbudget"))
    for n in range(4):
        photo(f"Pictures/Rarotonga 2025/IMG_{4410 + n * 19}.HEIC", X, "Travel", ago(2025, 9, 12 + n * 2))
    for n, age in enumerate((ago(2025, 9, 15), ago(2025, 9, 15), 44)):
        photo(f"Pictures/Rarotonga 2025/Aitutaki/DSCF{6120 + n * 8}.jpg", X, "Travel", age)

    # ------------------------------------------------ Archive: Mere's wedding (Wedding)
    wd = "Documents/Mere wedding 2024"
    add(f"{wd}/Mudbrick wedding agreement.pdf", X, "Wedding", ago(2024, 2, 15), lambda r, dt: wedding(r, dt, "contract"))
    add(f"{wd}/Budget.xlsx", X, "Wedding", ago(2024, 12, 22), lambda r, dt: wedding(r, dt, "budget"))
    add(f"{wd}/Guest list.csv", X, "Wedding", ago(2024, 11, 28), lambda r, dt: wedding(r, dt, "guests"))
    add(f"{wd}/Ferry charter invoice.pdf", X, "Wedding", ago(2024, 11, 30), lambda r, dt: wedding(r, dt, "caterer"))
    add(f"{wd}/Thank you cards.docx", X, "Wedding", ago(2025, 2, 2), lambda r, dt: wedding(r, dt, "thanks"))
    for n, age in enumerate((ago(2024, 12, 14),) * 4 + (ago(2025, 1, 20), 28)):
        photo(f"Pictures/Mere & Sam wedding/JessLee_{412 + n * 57:04d}.jpg", X, "Wedding", age)

    # ------------------------------------------------ Archive: old iMac backup (Backup)
    bu = "Backup - old iMac 2016"
    add(f"{bu}/Documents/Budget 2014.xlsx", X, "Backup", ago(2016, 3, 2), lambda r, dt: backup_doc(r, dt, "budget"))
    add(f"{bu}/Documents/CV 2012.docx", X, "Backup", ago(2016, 3, 2), lambda r, dt: backup_doc(r, dt, "cv"))
    add(f"{bu}/Documents/letter draft.docx", X, "Backup", ago(2016, 3, 2), lambda r, dt: backup_doc(r, dt, "letter"))
    add(f"{bu}/Contacts export.csv", X, "Backup", ago(2016, 3, 2), lambda r, dt: backup_doc(r, dt, "contacts"))
    for n in range(3):
        photo(f"{bu}/Pictures/iPhoto export/IMG_{412 + n}.JPG", X, "Backup", ago(2016, 3, 2) + r.uniform(0, 1))

    # ------------------------------------------------ Downloads: chaos (hard unless the name says it)
    dw = "Downloads"
    hard_dl = [
        ("document.pdf", A, "Finance", ago(2025, 5, 21), lambda r, dt: kiwisaver(r, dt, "Hemi")),
        ("document (1).pdf", A, BA, 100, rates_waikato),
        ("document (2).pdf", A, "Health", 104, labtests),
        ("document (3).pdf", P, PH, ago(2026, 2, 17), gallery_agreement),
        ("download.pdf", X, "Travel", ago(2025, 9, 14), lambda r, dt: raro(r, dt, "boarding")),
        ("statement.pdf", A, "Finance", 62, mortgage_stmt),
        ("invoice.pdf", P, BA, 26, tiler_deposit),
        ("invoice (1).pdf", P, PH, 8, lambda r, dt: framing(r, dt, False)),
        ("Invoice_2041.pdf", A, "Home", 230, hws_invoice),
        ("export.csv", P, BK, 47, myob_accounts_export),
        ("export (1).csv", A, "Rugby", 29, club_bank),
        ("attachment.pdf", A, "Education", ago(2026, 1, 21), lambda r, dt: otago_fees(r, dt, 2026)),
        ("receipt.pdf", A, "Health", 44, pharmacy),
        ("form.pdf", A, "Finance", ago(2025, 6, 20), lambda r, dt: ir3(r, dt, 2025)),
        ("quote.pdf", P, BA, ago(2026, 2, 23), lambda r, dt: reno_quote(r, dt, "plumber")),
        ("data.xlsx", A, "Rugby", 70, lambda r, dt: subs_csv(r, dt).replace(",", ";")),
        ("print.pdf", A, BA, ago(2026, 2, 27), tower),
        ("file.pdf", A, BK, ago(2025, 5, 21), annual_return),
        ("download (1).pdf", X, "Travel", ago(2025, 6, 1), lambda r, dt: raro(r, dt, "insurance")),
        ("Untitled.pdf", P, BK, 31, mmc_invoice),
        ("output.csv", A, "Health", 31, glucose_csv),
        ("report.pdf", A, "Rugby", ago(2025, 12, 5), annual_accounts),
        ("document (5).pdf", A, "Home", ago(2025, 7, 28), rates_akl),
        ("receipt (1).pdf", A, "Home", 36, mercury),
        ("invoice (2).pdf", A, "Rugby", ago(2026, 2, 26), aru_invoice),
        ("document (6).pdf", A, BK, 10,
         lambda r, dt: gst_return(r, dt + timedelta(days=1), "Blockhouse Bay Bakery Ltd", "115-077-640")),
        ("document (7).pdf", A, "Education", ago(2026, 1, 29), studylink),
    ]
    for fn, b, t, age, fn_content in hard_dl:
        add(f"{dw}/{fn}", b, t, age, fn_content, hard=True)
    add(f"{dw}/Xero_ChartOfAccounts_import_template.csv", P, BK, 49,
        "*Code,*Name,*Type,*Tax Code,Description,Dashboard,Expense Claims,Enable Payments\n"
        "090,Business Bank Account,Bank,No GST,,Yes,No,No\n200,Sales,Revenue,15% GST on Income,Income from any "
        "normal business activity,No,No,No\n400,Advertising,Expense,15% GST on Expenses,,No,Yes,No\n")
    add(f"{dw}/Lightbox Gallery artist info pack.pdf", P, PH, ago(2026, 2, 10),
        "Lightbox Gallery - information for exhibiting artists\nDelivery and install: Tuesday before opening, "
        "10am. Works must be ready to hang (D-rings, no sawtooth hangers). Labels: supply title, medium, year, "
        "price. Opening functions Friday 6-8pm. Commission 35%. Sales paid within 21 days of close. Please send "
        "6 high-res images for promotion 4 weeks before opening.\n")
    add(f"{dw}/Xero Migration Guide for Partners.pdf.crdownload", L, "System", 0.4,
        _blob(r, b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", 1800))
    add(f"{dw}/Selects_for_print.zip.part", L, "System", 13, _blob(r, b"PK\x03\x04\x14\x00\x08\x00", 2200))
    add(f"{dw}/Lightroom_Classic_15.3.dmg.crdownload", L, "System", 2, _blob(r, b"x\xda\x63\x60", 2000))

    # ------------------------------------------------ Desktop: chaos
    dk = "Desktop"
    for fn, b, t, age, fn_content in [
            ("untitled.txt", R, "Te Reo", 6, reo_vocab),
            ("untitled 2.txt", P, BK, 2, migration_todo),
            ("notes.txt", R, "Fishing", 25, fishing_notes),
            ("Document1.docx", P, PH, 88, artist_statement_notes),
            ("Draft.docx", X, "Wedding", ago(2024, 12, 12), lambda r, dt: wedding(r, dt, "speech")),
            ("Book1.xlsx", P, BA, 47, reno_budget),
            ("Book2.xlsx", A, "Education", 13, support_tracker),
            ("Re_ quick question.eml", A, BK, 7, salon_question),
            ("Fwd_ your appointment.eml", A, "Health", ago(2026, 2, 10), breastscreen_fwd),
            ("to do.txt", A, "Car", 30, car_todo),
            ("Re_ Saturday.eml", A, "Rugby", 4, rugby_mail),
            ("untitled folder/untitled.docx", P, PH, 21, media_release)]:
        add(f"{dk}/{fn}", b, t, age, fn_content, hard=True)

    # ------------------------------------------------ Scans (Brother scanner + the Mac's scans)
    sc = "Documents/Scans"
    for fn, b, t, age, fn_content in [
            ("scan0007.pdf", X, "Career", ago(2019, 3, 3), lambda r, dt: deloitte(r, dt, "finalpay")),
            ("scan0031.pdf", X, "Career", ago(2019, 3, 3), lambda r, dt: deloitte(r, datetime(2015, 7, 24), "reference")),
            ("scan0032.pdf", A, "Health", 240, lambda r, dt: diabetes_letter(r, dt - timedelta(days=6))),
            ("scan0033.pdf", A, BK, 200, acc_levy),
            ("scan0034.pdf", A, BA, 680, gutter_invoice),
            ("scan0035.pdf", A, "Rugby", 40, bar_cashup),
            ("scan0036.pdf", A, "Car", 22, wof),
            ("scan0037.pdf", A, "Home", 160, ami),
            ("scan0038.pdf", X, BK, ago(2024, 7, 31), bayview_letter),
            ("scan0039.pdf", A, "Finance", ago(2026, 2, 12), refix_letter),
            ("scan0040.pdf", A, BK, 140, tax_agent_form),
            ("scan0041.pdf", A, "Health", 90, lambda r, dt: southern_cross(r, dt, "claim")),
            ("scan0042.pdf", A, BA, 66, lawns),
            ("Scan 2026-04-22.pdf", P, BA, ago(2026, 4, 22), consent),
            ("Scan 2026-05-08.pdf", P, PH, ago(2026, 5, 8), proof_signoff),
            ("Scan 2026-01-28.pdf", A, "Education", ago(2026, 1, 28), tenancy),
            ("Scan 2024-12-20.pdf", X, "Wedding", ago(2024, 12, 20), lambda r, dt: wedding(r, dt, "final")),
            ("Scan 2025-10-02.pdf", X, "Travel", ago(2025, 10, 2), lambda r, dt: raro(r, dt, "carhire"))]:
        add(f"{sc}/{fn}", b, t, age, fn_content, hard=True)

    # ------------------------------------------------ misc, New folder, 2023
    mi = "Documents/misc"
    for fn, b, t, age, fn_content in [
            ("notes.docx", A, "Rugby", 19, minutes),
            ("info.txt", R, PH, 330, export_settings),
            ("letter.docx", A, BK, ago(2026, 1, 28), ird_letter),
            ("stuff.xlsx", A, "Finance", 400, household_budget),
            ("new.txt", R, "Cooking", 800, lambda r, dt: recipe(r, dt, "scones")),
            ("notes (2).docx", R, "Te Reo", 49, reo_class),
            ("Document.docx", A, BA, 900, bach_rules)]:
        add(f"{mi}/{fn}", b, t, age, fn_content, hard=True)
    nf = "Documents/New folder"
    for fn, b, t, age, fn_content in [
            ("New Document.docx", X, "Wedding", ago(2024, 12, 1), lambda r, dt: wedding(r, dt, "seating")),
            ("list.xlsx", X, "Travel", ago(2025, 9, 9), lambda r, dt: raro(r, dt, "packing")),
            ("Untitled.txt", P, BK, 53, migration_scratch),
            ("copy.pdf", X, "Career", 2100, lambda r, dt: deloitte(r, dt, "contract"))]:
        add(f"{nf}/{fn}", b, t, age, fn_content, hard=True)
    y3 = "Documents/2023"
    for fn, b, t, age, fn_content in [
            ("scan_0012.pdf", A, "Education", ago(2023, 6, 1), hall_fees),
            ("doc1.docx", A, "Rugby", ago(2023, 11, 20), lambda r, dt: treasurer_report(r, dt, 2023)),
            ("receipt.pdf", A, "Home", ago(2023, 5, 9), heatpump),
            ("statement_09.pdf", A, "Finance", ago(2023, 9, 30), mortgage_stmt),
            ("notes.txt", A, "Health", ago(2023, 8, 14), nurse_notes),
            ("scan_0015.pdf", A, BK, ago(2023, 4, 3), stocktake)]:
        add(f"{y3}/{fn}", b, t, age, fn_content, hard=True)
    add(f"{y3}/Bayview Motors GST Sep-Oct 2023.pdf", X, BK, ago(2023, 11, 27),
        lambda r, dt: gst_return(r, dt + timedelta(days=1), "Bayview Motors Ltd", "104-338-219"))
    add(f"{y3}/Kowhai Cafe year end pack FY2023.docx", A, BK, ago(2023, 6, 12),
        lambda r, dt: year_end_pack(r, dt, "Kowhai Cafe Ltd", "cafe", 2023))
    add(f"{y3}/Rugby club budget 2023.xlsx", A, "Rugby", ago(2023, 3, 2),
        lambda r, dt: club_budget(r, dt).replace("2026", "2023"))

    # ------------------------------------------------ unlabelled dot files
    for d_, age in (("Documents", 1), ("Desktop", 0.3), ("Pictures", 3), ("Downloads", 0.5)):
        dot(f"{d_}/.DS_Store", ds, age)
    return items


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as tmp:
        got = build(Path(tmp))
        rels = [i.rel for i in got]
        assert len(rels) == len(set(rels)), "duplicate rel paths"
        assert all((Path(tmp) / i.rel).is_file() for i in got), "missing file"
        assert {i.bucket for i in got} <= {"Projects", "Areas", "Resources", "Archive", "Left"}
        print(f"files: {len(got)}  hard: {sum(i.hard for i in got)} ({sum(i.hard for i in got) / len(got):.0%})")
        print("per bucket:", dict(Counter(i.bucket for i in got).most_common()))
        print("per topic:", dict(Counter(i.topic for i in got).most_common()))
        print("per bucket/topic:", dict(Counter(f"{i.bucket}/{i.topic}" for i in got).most_common()))
