"""A thirty-fourth labelled corpus: Kwame Mensah's MacBook, ``build(root, seed)``, written without reading the classifier.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts or
the bodies of the other corpora: only ``unseen.py``'s docstring and the start of its ``build()`` (the
write/encode/add helpers), the ``Item`` dataclass, ``NOW`` and the helpers ``_pdf``/``_jpeg`` (``corpus.py``),
``_d``, ``_money``, ``_docx``, ``_png``, ``HEIC_HEAD`` (``blind.py``) and ``_blob``, ``_xlsx``, ``_rezip``,
``_latin1``, ``_epub``, ``_id3`` (``unseen.py``). The files and labels are shaped by what this person would have
on disk, not by what the code looks for.

The person: Kwame Mensah, 29, single, renting a one-bedroom flat in East Legon, Accra. He runs a small online
fashion brand, Adinkra Threads (kente-inspired shirts, tote bags and bucket hats; registered as a business
name in 2022), selling on Instagram, a Shopify store and at pop-up markets, with two tailors on contract
(Yaw Boateng and Efua Asante) working from a rented room in Madina. Three days a week (Monday to Wednesday)
he is a part-time data analyst at Nkabom Telecom Ghana (since April 2024); before that he was a credit-risk
analyst at Meridian Trust Bank (September 2019 - March 2024). He finished an MSc in Business Analytics at
the University of Ghana Business School in 2023. He pays the fees and allowance of his younger sister
Akosua (Level 300 nursing, University of Cape Coast). He drives a 2014 Toyota Corolla. His files are in
English with some Twi (``Afehyia``, ``Sankofa``, ``medaase``, ``ɛte sɛn``).

What is going on now (2026-06-01):

- the **Afehyia collection** for the December 2026 season: mood boards, sketches, tech packs, fabric quotes,
  costing, mock-ups, and a photo shoot on 20 June 2026 (photographer, call sheet, model releases, test shots);
- an application to the **Creative Ghana Foundation Small Business Grant 2026** (deadline 15 June 2026);
- **moving the workshop** from the Madina room to a bigger shop unit at Adenta (lease from 1 July 2026);
- a **trip to Lagos** to exhibit at the Afrika Textile & Fashion Fair, 14-17 July 2026;
- studying for the **AWS Certified Data Engineer - Associate** exam, booked for 27 June 2026.

What is finished: the Sankofa collection (December 2024); a supply partnership with Bonwire Heritage
Weavers near Kumasi (MoU March 2025, terminated January 2026, last settlement paid April 2026); the pop-ups
at Chale Wote (August 2025) and the Labadi Christmas market (December 2025); the bank job (ended March
2024); the MSc (graduated November 2023); trips to Dubai (April 2024) and Cape Coast (Easter 2025).

The machine: a MacBook with a fairly tidy ``Documents/`` (``Adinkra Threads/`` with numbered sub-folders,
``Nkabom/``, ``Money/``, ``Akosua/``, ``Apartment/``...), year folders ``Documents/2024`` and ``2025`` where
things were dumped, a ``Downloads/`` full of ``document (3).pdf`` and Google-Docs exports, a ``Desktop/``
with screenshots, mock-ups, ``Untitled.txt`` and a ``misc/`` folder, ``Scans/`` from the printer app,
``WhatsApp/`` with exported chats and received documents, ``Pictures/`` by year, ``Music/``, and
``Old HP Laptop/``, a copy of the Windows laptop he used at the bank and for the MSc.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  Afehyia collection and its photo shoot (designs, mood boards, sketches, tech packs, fabric quotes,
  costing, launch plan, call sheet, model releases, photographer, test shots, mock-ups) -- topic Business;
  the grant application (form, business plan, projections, pitch deck, reference letters) -- topic
  Business; the workshop move to Adenta (lease offer, deposit, floor plan, electrician, new machines,
  photos of the new space, moving list) -- topic Business; the Lagos trade-fair trip (flights, hotel,
  booth, exhibitor letters, sample inventory, yellow-fever card, packing list, booth notes) -- topic
  Travel; the AWS exam (booking, voucher, study plan, his own study notes, practice-test scores) -- topic
  Education.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. Running
  Adinkra Threads: orders and order exports, fabric supplier invoices, tailors' contracts, payments and
  measurement sheets, Shopify payouts, MoMo merchant statements, GRA tax, TIN and business registration,
  bookkeeping, the catalogue photos of products on sale, the social-media calendar, captions and
  insights, size chart, price list, returns (Business). The Nkabom job: payslips, contract, reports,
  timesheets, leave, HR mail (Work). Personal money: Stanbic account, personal MoMo wallet, T-bills and
  mutual fund, SSNIT, budgets, personal tax (Finance). Supporting Akosua: fees, hostel, allowance, her
  results and messages (Family). Health: NHIS, clinic and lab results, dentist, gym, workout plan,
  prescriptions (Health). The rented flat: tenancy, rent receipts, ECG prepaid, Ghana Water, internet,
  landlord letters and chat (Home). The car: insurance, roadworthy, servicing, fuel (Car). A 2022
  registration certificate or a 2025 budget is still an Area.
- **Resources**: reference and interests kept for their own sake, by subject: adinkra and kente
  references, Shopify guides, pattern-making notes, a pricing article, a GRA small-business guide, trend
  reports, inspiration images saved from Pinterest -- even when saved inside a project folder (Business); AWS exam guide, whitepapers, SQL/Python cheat sheets --
  even inside the exam folder (Education); recipes (Cooking); ebooks and a reading list (Books); music
  files (Music); installers (Software); personal photos, screenshots, WhatsApp images, phone HEICs
  (Photos) -- except photos that document a project, current or finished (shoot test shots, sketches,
  mock-ups, the new workshop, pop-up stalls, the Sankofa lookbook, Bonwire samples: the project's bucket
  and topic), catalogue photos of products on sale (Areas Business), and anything in the old laptop copy.
- **Archive**: finished projects and ended responsibilities, however recent the file: the Sankofa
  collection, the Bonwire partnership (its April 2026 settlement too) and the 2025 pop-ups (Business);
  the bank job (Work); the MSc (Education); the Dubai and Cape Coast trips (Travel); the copy of the old
  HP laptop, everything in it whatever it is (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``), wherever they are (topic System). Dot files
  (``.DS_Store``, ``.localized``) are written but not labelled.

Topics are subjects: the grant and the workshop move are ``Business`` like the bookkeeping; the exam is
``Education`` like the MSc; the old bank job is ``Work`` like the telecom job. ``hard`` marks a file whose
name *and* folder say nothing about its subject (``Downloads/document (3).pdf``, ``Desktop/Untitled.txt``,
``Scans/scan_0031.pdf``, ``WhatsApp/WhatsApp Document 2026-05-14 at 09.12.44.pdf``): only the text inside
can place it. Images are never marked hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _d, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

ME = "Kwame Mensah"
ME_ADDR = "Hse No. 14, Mpehuasem Close, East Legon, Accra"
BRAND = "Adinkra Threads"
BRAND_ADDR = "Adinkra Threads, Hse No. 14, Mpehuasem Close, East Legon, Accra | TIN P0031877452"
TAILORS = ["Yaw Boateng", "Efua Asante"]
CITIES = ["Accra", "Tema", "Kumasi", "Takoradi", "Cape Coast", "Ho", "Tamale", "Koforidua", "Kasoa", "Accra",
          "Accra", "Lagos", "London", "Houston"]
CUSTOMERS = ["Ama Owusu", "Kofi Asare", "Nana Adjei", "Esi Mensah", "Kojo Antwi", "Abena Darko", "Yaa Asantewaa",
             "Kwabena Ofori", "Adwoa Sarpong", "Selorm Agbeko", "Naa Lamptey", "Fiifi Quansah", "Chidi Okafor",
             "Afua Boakye", "Dela Kumah", "Efe Odion", "Mawuli Tsikata", "Akua Frimpong"]
PRODUCTS = [("Sankofa Kente Shirt - Gold", 420), ("Dwennimmen Shirt - Indigo", 390), ("Nkyinkyim Tote Bag", 180),
            ("Gye Nyame Bucket Hat", 120), ("Adinkrahene Kaftan", 560), ("Kente Strip Bomber", 780),
            ("Fawohodie Short-Sleeve Shirt", 350), ("Mini Kente Crossbody Bag", 220)]


def _ghs(r: random.Random, lo: float, hi: float) -> str:
    return f"GHS {r.uniform(lo, hi):,.2f}"


def _ds(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _eml(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt:%a, %d %b %Y} 10:{dt.day + 10:02d}:00 +0000\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body.strip()}\n")


def _letter(head: str, dt: datetime, to: str, subj: str, body: str, sign: str) -> str:
    return f"{head}\n\n{_d(dt)}\n\n{to}\n\n{subj.upper()}\n\n{body.strip()}\n\n{sign}\n"


def _invoice(seller: str, buyer: str, no: str, dt: datetime, lines: list[tuple[str, int, float]],
             note: str = "", vat: bool = False) -> str:
    out = [seller, "", f"INVOICE No. {no}", f"Date: {_d(dt)}", f"Bill to: {buyer}", "",
           "Description | Qty | Unit price (GHS) | Amount (GHS)"]
    total = 0.0
    for desc, q, p in lines:
        out.append(f"{desc} | {q} | {p:,.2f} | {q * p:,.2f}")
        total += q * p
    out.append(f"Subtotal: GHS {total:,.2f}")
    if vat:
        levies = total * 0.06
        out.append(f"NHIL/GETFund/COVID levies (6%): GHS {levies:,.2f}")
        out.append(f"VAT 15%: GHS {(total + levies) * 0.15:,.2f}")
        total = (total + levies) * 1.15
    out.append(f"TOTAL DUE: GHS {total:,.2f}")
    if note:
        out += ["", note]
    return "\n".join(out)


def _csv(header: str, rows: list[str]) -> str:
    return header + "\n" + "\n".join(rows) + "\n"


# ---------------------------------------------------------------- Adinkra Threads (the running business)
def t_orders(r: random.Random, dt: datetime) -> str:
    rows = []
    for i in range(r.randint(14, 24)):
        name, price = r.choice(PRODUCTS)
        q = r.choice([1, 1, 1, 2, 3])
        ship = r.choice([0, 35, 35, 50, 280])
        day = dt - timedelta(days=r.randint(0, 27), hours=r.randint(0, 20))
        rows.append(f"#AT{3900 - (NOW - dt).days * 4 + i},{r.choice(CUSTOMERS)},paid,"
                    f"{day:%Y-%m-%d %H:%M:%S} +0000,{r.choice(['fulfilled', 'fulfilled', 'unfulfilled'])},GHS,"
                    f"{q * price:.2f},{ship:.2f},{q * price + ship:.2f},{name},{q},{r.choice(CITIES)}")
    return _csv("Name,Billing Name,Financial Status,Paid at,Fulfillment Status,Currency,Subtotal,Shipping,Total,"
                "Lineitem name,Lineitem quantity,Shipping City", rows)


def t_ig_orders(r: random.Random, dt: datetime) -> str:
    rows = []
    for i in range(18):
        name, price = r.choice(PRODUCTS)
        day = dt - timedelta(days=r.randint(0, 60))
        rows.append(f"{_ds(day)};{r.choice(CUSTOMERS)};@{r.choice(['ama', 'kofi', 'naa', 'efe', 'yaa'])}"
                    f"_{r.randint(10, 999)};{name};{r.choice(['S', 'M', 'L', 'XL'])};{price};"
                    f"{r.choice(['MoMo', 'MoMo', 'Cash on delivery', 'Bank transfer'])};"
                    f"{r.choice(['delivered', 'delivered', 'sent to Yango rider', 'awaiting payment'])}")
    return "Date;Customer;Instagram handle;Item;Size;Price GHS;Payment;Status\n" + "\n".join(rows)


FABRIC = [("Kantamanto Textiles Enterprise", "Shop 22, Kantamanto Market, Accra"),
          ("GTP Fashion Store (Ghana Textiles Printing)", "Ring Road Central, Accra"),
          ("Agbozume Kente Weavers Co-op", "Agbozume, Volta Region"),
          ("Makola Cotton & Linen", "Makola Market Block C, Accra")]


def t_fabric_invoice(idx: int):
    def f(r: random.Random, dt: datetime) -> str:
        name, addr = FABRIC[idx % len(FABRIC)]
        lines = [(r.choice(["Kente strips, 4-inch, gold/green (per strip)", "Woven kente panel, 6 yards",
                            "Plain cotton poplin, black (per yard)", "Indigo cotton twill (per yard)",
                            "Wax print 'Nsu bura' 6 yards", "Canvas for totes, natural (per yard)"]),
                  r.randint(4, 40), round(r.uniform(18, 240), 2)) for _ in range(r.randint(2, 4))]
        return _invoice(f"{name}\n{addr}", f"{ME} / {BRAND}", f"{r.randint(1000, 9999)}", dt, lines,
                        "Payment: MTN MoMo merchant 0244 61 7720 or cash. Goods sold are not returnable.")
    return f


def t_tailor_payments(r: random.Random, dt: datetime) -> str:
    rows = []
    for w in range(20):
        day = dt - timedelta(days=7 * w)
        for t in TAILORS:
            pcs = r.randint(4, 18)
            rate = 60 if t == TAILORS[0] else 55
            rows.append(f"{_ds(day)};{t};{r.choice(['shirts', 'totes', 'hats', 'kaftans'])};{pcs};{rate};{pcs * rate};"
                        f"MoMo {r.randint(10000000, 99999999)}")
    return "Week ending;Tailor;Items;Pieces;Rate GHS;Amount GHS;Paid via (ref)\n" + "\n".join(rows)


def t_tailor_contract(name: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"CONTRACT FOR TAILORING SERVICES\n\nThis agreement is made on {_d(dt)} between {ME}, trading as "
                f"{BRAND} (the Client), and {name} of Madina, Accra (the Tailor).\n\n"
                "1. The Tailor will cut and sew garments and bags from patterns and fabric supplied by the Client, "
                "working from the Client's workroom at Madina Zongo Junction or from home.\n"
                "2. Payment is per finished piece according to the rate sheet attached (shirts GHS 60, kaftans "
                "GHS 90, tote bags GHS 25, hats GHS 20), paid every Friday by Mobile Money.\n"
                "3. Pieces with faults are re-worked at no extra charge. Fabric offcuts remain the Client's property.\n"
                "4. The Tailor may not copy or sell Adinkra Threads designs to third parties.\n"
                "5. Either party may end this agreement with two weeks' notice.\n\n"
                f"Signed: {ME} ............  Signed: {name} ............\nWitness: Akua Frimpong")
    return f


def t_momo_pay_receipt(r: random.Random, dt: datetime) -> str:
    return (f"MTN Mobile Money - Transaction receipt\nTransaction ID: {r.randint(10**10, 10**11)}\n"
            f"Date: {dt:%d/%m/%Y} {r.randint(8, 19)}:{r.randint(10, 59)}\nType: Merchant payment - Send Money\n"
            f"From: ADINKRA THREADS (0557 301 442)\nTo: {r.choice(TAILORS).upper()} (024{r.randint(1000000, 9999999)})\n"
            f"Amount: {_ghs(r, 300, 1100)}\nFee: GHS 0.00\nReference: weekly pay {dt:%d %b}\nStatus: Successful")


def t_shopify_payout(r: random.Random, dt: datetime) -> str:
    gross = r.uniform(2500, 9000)
    fees = gross * 0.039
    return (f"Shopify Payments - Payout summary\nStore: adinkrathreads.com\nPayout ID: {r.randint(10**8, 10**9)}\n"
            f"Payout date: {_d(dt)}\nBank account: Stanbic Bank Ghana ****4471 ({BRAND})\n\n"
            f"Charges: {r.randint(12, 40)} orders   GHS {gross:,.2f}\nRefunds: GHS {r.uniform(0, 400):,.2f}\n"
            f"Processing fees: -GHS {fees:,.2f}\nNet payout: GHS {gross - fees:,.2f}\n\n"
            "Funds normally arrive within 3-5 business days.")


def t_payout_csv(r: random.Random, dt: datetime) -> str:
    rows = [f"{_ds(dt - timedelta(days=7 * i))},paid,{r.randint(10**8, 10**9)},{r.uniform(1500, 6000):.2f},"
            f"{r.uniform(60, 230):.2f},GHS" for i in range(10)]
    return _csv("Payout Date,Status,Payout ID,Amount,Fee Total,Currency", rows)


def t_momo_merchant(r: random.Random, dt: datetime) -> str:
    lines = [f"MTN MoMo Merchant Statement\nMerchant: ADINKRA THREADS  Till/ID: 557301\n"
             f"Period: 01 {dt:%b %Y} - {dt:%d %b %Y}\n", "Date | Description | Credit | Debit | Balance"]
    bal = r.uniform(800, 3000)
    for i in range(12):
        c = r.random() < 0.7
        amt = r.uniform(120, 900)
        bal += amt if c else -amt
        lines.append(f"{(dt - timedelta(days=28 - 2 * i)):%d/%m} | {'Payment from ' + r.choice(CUSTOMERS) if c else 'Transfer to ' + r.choice(TAILORS + ['Kantamanto Textiles', 'Yango Delivery'])}"
                     f" | {amt if c else 0:,.2f} | {0 if c else amt:,.2f} | {bal:,.2f}")
    lines.append("E-levy charged this period: GHS 0.00 (merchant payments exempt)")
    return "\n".join(lines)


def t_gra_return(q: str):
    def f(r: random.Random, dt: datetime) -> str:
        turnover = r.uniform(28000, 61000)
        return (f"GHANA REVENUE AUTHORITY\nModified Taxation Scheme - Quarterly Return\nTaxpayer: {ME} t/a {BRAND}\n"
                f"TIN: P0031877452\nPeriod: {q}\nFiled: {_d(dt)}\n\nGross turnover for the quarter: GHS {turnover:,.2f}\n"
                f"Tax rate (turnover band GHS 0 - 500,000): 3%\nTax payable: GHS {turnover * 0.03:,.2f}\n"
                "Payment via GRA Taxpayers Portal, Mobile Money.\nAcknowledgement no.: "
                f"MTS-{r.randint(100000, 999999)}")
    return f


def t_gra_receipt(r: random.Random, dt: datetime) -> str:
    return (f"GHANA REVENUE AUTHORITY - Payment Receipt\nReceipt No: GRA{r.randint(10**7, 10**8)}\nDate: {_d(dt)}\n"
            f"TIN: P0031877452  Name: KWAME MENSAH (ADINKRA THREADS)\nTax type: Modified Taxation (Turnover) Tax\n"
            f"Amount paid: {_ghs(r, 800, 1800)}\nChannel: MTN Mobile Money\nThank you for paying your tax.")


def t_biz_reg(r: random.Random, dt: datetime) -> str:
    return ("OFFICE OF THE REGISTRAR OF COMPANIES, GHANA\nCERTIFICATE OF REGISTRATION - BUSINESS NAME\n"
            "Registration No.: BN412993022\nBusiness name: ADINKRA THREADS\nNature of business: Design, production "
            "and sale of clothing, bags and accessories\nProprietor: KWAME MENSAH\nPrincipal place of business: "
            f"East Legon, Accra\nDate of registration: {_d(dt)}\nRenewable annually.")


def t_calendar(month: str):
    def f(r: random.Random, dt: datetime) -> str:
        ideas = ["Reel: how a kente strip becomes a shirt", "Carousel: adinkra symbol of the week",
                 "Customer feature (repost)", "Behind the scenes with Efua", "Restock: Gye Nyame bucket hats",
                 "Friday drop teaser", "Story poll: next colourway", "Style tip: kente with denim",
                 "TikTok: packing orders", "Giveaway with @accrafoodie", "Live Q&A on sizing"]
        rows = [f"{i + 1} {month};{r.choice(['Instagram', 'Instagram', 'TikTok', 'Instagram + TikTok'])};"
                f"{r.choice(ideas)};{r.choice(['Kwame', 'Kwame', 'Naa (freelance)'])};"
                f"{r.choice(['draft', 'scheduled', 'posted', 'idea'])}" for i in range(0, 28, 2)]
        return "Date;Platform;Post;Who;Status\n" + "\n".join(rows)
    return f


def t_captions(r: random.Random, dt: datetime) -> str:
    return ("# Captions - bank\n\n"
            "- Sankofa reminds us: go back and fetch it. Our gold kente shirt, back in stock. Link in bio.\n"
            "- Nkyinkyim - the twisting road. Totes that go wherever your day goes. GHS 180, nationwide delivery.\n"
            "- Medaase to everyone who ordered this week! Orders ship Tuesday and Friday via Yango and VIP.\n"
            "- Gye Nyame hats for the weekend. Sizes S-XL, DM for custom.\n"
            "- Hashtags: #adinkrathreads #madeinghana #kente #accrafashion #africanfashion #wearghana\n")


def t_insights(r: random.Random, dt: datetime) -> str:
    rows = [f"{_ds(dt - timedelta(days=i))},{r.randint(800, 5200)},{r.randint(1200, 9000)},{r.randint(20, 380)},"
            f"{r.randint(0, 25)},{r.randint(0, 9)}" for i in range(30)]
    return _csv("Date,Reach,Impressions,Profile visits,Website taps,New followers", rows)


def t_returns(r: random.Random, dt: datetime) -> str:
    rows = [f"{_ds(dt - timedelta(days=r.randint(0, 200)))},#AT{r.randint(2000, 3900)},{r.choice(CUSTOMERS)},"
            f"{r.choice(PRODUCTS)[0]},{r.choice(['size too small', 'wrong colour sent', 'seam came loose', 'changed mind'])},"
            f"{r.choice(['exchanged', 'refunded', 'repaired by Yaw', 'store credit'])}" for _ in range(9)]
    return _csv("Date,Order,Customer,Item,Reason,Outcome", rows)


def t_size_chart(r: random.Random, dt: datetime) -> str:
    return ("ADINKRA THREADS - SIZE CHART (shirts and kaftans)\nSize | Chest (in) | Length (in) | Sleeve (in)\n"
            "S | 38 | 28 | 8.5\nM | 40 | 29 | 9\nL | 43 | 30 | 9.5\nXL | 46 | 31 | 10\nXXL | 49 | 32 | 10.5\n"
            "Bucket hats: S/M 56-57 cm, L/XL 58-60 cm.\nCustom sizes: send measurements on WhatsApp 0557 301 442.")


def t_price_list(r: random.Random, dt: datetime) -> str:
    return "Item;Retail GHS;Wholesale GHS;Cost GHS\n" + "\n".join(
        f"{n};{p};{round(p * 0.7)};{round(p * r.uniform(0.32, 0.45))}" for n, p in PRODUCTS)


def t_ledger(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        rows = [f"{year}-{m:02d};{r.uniform(9000, 26000):.2f};{r.uniform(3000, 9000):.2f};{r.uniform(2000, 6000):.2f};"
                f"{r.uniform(400, 1800):.2f}" for m in range(1, 13 if year < 2026 else 6)]
        return "Month;Sales GHS;Fabric GHS;Tailors GHS;Delivery & fees GHS\n" + "\n".join(rows)
    return f


def t_expenses(r: random.Random, dt: datetime) -> str:
    rows = [f"{_ds(dt - timedelta(days=r.randint(0, 150)))},{r.choice(['Fabric', 'Tailors', 'Packaging', 'Yango delivery', 'Instagram ads', 'Shopify plan', 'Workroom rent', 'Labels & tags'])},"
            f"{r.uniform(40, 2400):.2f},{r.choice(['MoMo', 'Stanbic card', 'cash'])}" for _ in range(26)]
    return _csv("Date,Category,Amount GHS,Paid with", rows)


def t_pnl(r: random.Random, dt: datetime) -> str:
    sales = r.uniform(190000, 240000)
    cost = sales * 0.56
    return (f"{BRAND} - Profit and loss statement, year ended 31 December 2025\nPrepared by Kwame Mensah, "
            f"{_d(dt)}\n\nSales (Shopify, Instagram, pop-ups): GHS {sales:,.2f}\nCost of goods (fabric, tailoring, "
            f"packaging): GHS {cost:,.2f}\nGross profit: GHS {sales - cost:,.2f}\nOperating costs (rent, ads, "
            f"delivery, Shopify, phone): GHS {sales * 0.21:,.2f}\nNet profit before tax: GHS {sales * 0.23:,.2f}\n"
            f"Turnover tax paid to GRA (3%): GHS {sales * 0.03:,.2f}")


def t_measure(r: random.Random, dt: datetime) -> str:
    return (f"Custom order - measurements\nCustomer: {r.choice(CUSTOMERS)}\nItem: Adinkrahene kaftan, indigo with gold "
            f"kente trim\nChest 42 in, shoulder 18.5, sleeve 24, length 44, neck 16\nDelivery by {_d(dt + timedelta(days=14))}"
            f"\nTailor: Efua\nDeposit paid GHS 300 on MoMo, balance on delivery")


def t_tailor_week(r: random.Random, dt: datetime) -> str:
    return (f"pay this friday\nYaw - 14 shirts x 60 = 840, minus 1 redo (collar) -> 780\nEfua - 9 totes x 25 = 225 + "
            f"3 kaftans x 90 = 270 -> 495\nsend both on momo before 5pm. Efua asked for advance for school fees of her "
            f"son, give 200 and deduct over 4 weeks\nbuy more thread + zips at Makola")


def t_post_ideas(r: random.Random, dt: datetime) -> str:
    return ("June post ideas\n- Father's Day: kente shirt gift guide (15 June)\n- reel of Yaw cutting a shirt, slow-mo\n"
            "- repost customers wearing the Dwennimmen shirt at weddings\n- 'meaning monday' carousel: Fawohodie = "
            "independence\n- remind people the workroom is moving, orders may be slow 28 June - 5 July\n"
            "- tiktok trend with the tote bag\n")


# ---------------------------------------------------------------- Projects: Afehyia collection, grant, workshop
def t_techpack(piece: str, fabric: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"TECH PACK - AFEHYIA COLLECTION (DECEMBER 2026)\nStyle: {piece}\nStyle no.: AF26-{r.randint(10, 40)}\n"
                f"Version {r.randint(1, 3)}, {_d(dt)}\n\nMain fabric: {fabric}\nTrim: 4-inch Agbozume kente strip, "
                "gold/red/green, placket and cuffs\nLining: none\nButtons: 5 x 15mm horn\nLabel: woven Adinkra Threads "
                "neck label + care label\n\nMeasurements (size M): chest 40, length 29, sleeve 9, collar 15.5\n"
                "Construction notes: French seams inside, kente strip topstitched 2mm from edge, match the pattern at "
                "the centre front.\nTarget cost per piece: GHS 190. Target retail: GHS 450.\nSample due to Kwame "
                "before the 20 June shoot.")
    return f


def t_fabric_quote(r: random.Random, dt: datetime) -> str:
    return _invoice("Agbozume Kente Weavers Co-op\nAgbozume, Volta Region | +233 20 811 4590",
                    f"{ME} / {BRAND} - Afehyia collection", f"Q-{r.randint(100, 999)}", dt,
                    [("Handwoven kente strips, 4 in, Afehyia colourway (gold, wine, forest green)", 120, 38.0),
                     ("Full kente cloth, 12 yards, for kaftan panels", 4, 1450.0),
                     ("Transport to Accra (STC parcel)", 1, 150.0)],
                    "QUOTATION valid 30 days. 50% deposit to start weaving; weaving takes 5-6 weeks.")


def t_costing(r: random.Random, dt: datetime) -> str:
    rows = [f"{n};{r.uniform(60, 220):.2f};{r.uniform(40, 90):.2f};{r.randint(20, 60)};{r.uniform(15, 40):.2f};"
            f"{p + 60}" for n, p in [("Afehyia Kente Shirt", 420), ("Afehyia Kaftan", 560), ("Afehyia Tote", 180),
                                     ("Afehyia Bucket Hat", 120), ("Afehyia Bomber", 780)]]
    return "Style;Fabric per piece GHS;Tailoring GHS;Units;Packaging & label GHS;Retail GHS\n" + "\n".join(rows)


def t_launch_plan(r: random.Random, dt: datetime) -> str:
    return ("# Afehyia collection - launch plan\n\nAfehyia pa! The December 2026 collection: 5 styles, wine + gold "
            "kente with black and indigo bases.\n\n## Timeline\n- May: samples from Yaw and Efua, fabric deposit to "
            "Agbozume\n- 20 June: photo shoot at Jamestown lighthouse + studio (Kobby Sarfo)\n- July: show pieces at "
            "the Lagos fair, take wholesale orders\n- Sept-Oct: production run (150 pieces)\n- 14 Nov: teaser on "
            "Instagram\n- 1 Dec: launch on Shopify, pop-up at the new Adenta shop 6 Dec\n\n## Budget\nFabric GHS 12,000 "
            "- tailoring GHS 9,500 - shoot GHS 6,800 - ads GHS 3,000\n")


def t_call_sheet(r: random.Random, dt: datetime) -> str:
    return ("CALL SHEET - AFEHYIA LOOKBOOK SHOOT\nDate: Saturday 20 June 2026\nCall time: 5:30 am (golden hour)\n"
            "Location 1: Jamestown Lighthouse, Accra (permit paid)\nLocation 2: Studio 233, Osu, from 11:00\n\n"
            "Photographer: Kobby Sarfo (+233 24 550 1187)\nAssistant/lights: Eli\nModels: Adjoa Nyarko, Kweku Essel, "
            "Selasi Dzah\nMakeup: Mabel (Glow by Mabel)\nStylist: Kwame\n\nLooks: 1 kente shirt + chinos, 2 kaftan, "
            "3 bomber, 4 tote + hat, 5 couple look\nBring: steamer, pins, tape, water, waakye for the crew at 9")


def t_model_release(model: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"MODEL RELEASE FORM\n\nI, {model}, give {BRAND} (Kwame Mensah) permission to use photographs and "
                "video taken of me on 20 June 2026 for the Afehyia collection lookbook, website, social media and "
                "printed promotion, without time limit.\nFee agreed: GHS 800 for the day, paid by MoMo.\n\n"
                f"Signature: ..................  Date: {_d(dt)}")
    return f


def t_location_eml(r: random.Random, dt: datetime) -> str:
    return _eml("Studio 233 Bookings <book@studio233.com.gh>", "kwame@adinkrathreads.com",
                "Booking confirmed - Saturday 20 June, 11:00-17:00", dt,
                "Hello Kwame,\n\nYour booking of Studio 233 (Osu) is confirmed for Saturday 20 June 2026, 11:00 to 17:00, "
                "cyclorama wall and two Godox lights included. We have received the deposit of GHS 1,200; the balance "
                "of GHS 1,300 is due on the day.\n\nParking is limited, please ask your models to come by Uber.\n\n"
                "Regards,\nDelali\nStudio 233")


def t_photographer_quote(r: random.Random, dt: datetime) -> str:
    return _invoice("KOBBY SARFO PHOTOGRAPHY\nOsu, Accra | kobbysarfo.com | +233 24 550 1187", f"{BRAND}",
                    f"KS-{r.randint(200, 400)}", dt,
                    [("Lookbook shoot, full day, 2 locations", 1, 4200.0), ("Retouched images (40)", 1, 1600.0),
                     ("Behind-the-scenes reels (3)", 1, 900.0)],
                    "QUOTE. 50% on booking, 50% on delivery of images (within 10 days of the shoot).")


def t_grant_form(r: random.Random, dt: datetime) -> str:
    return ("CREATIVE GHANA FOUNDATION - SMALL BUSINESS GRANT 2026\nApplication form (Creative & Fashion window)\n\n"
            f"Applicant: {ME}\nBusiness: {BRAND} (BN412993022), East Legon, Accra\nYears trading: 4\nEmployees: 1 "
            "owner + 2 contract tailors + 1 freelance content creator\n\nAmount requested: GHS 60,000\n\n"
            "1. What will the grant pay for?\nTwo industrial sewing machines and an overlocker for the new Adenta "
            "workshop, training for two apprentice tailors, and working capital for kente orders from Agbozume "
            "weavers.\n\n2. Impact\nWe will grow from 2 to 4 tailors and buy directly from 12 weaving families.\n\n"
            "Deadline: 15 June 2026, 17:00 GMT.")


def t_business_plan(r: random.Random, dt: datetime) -> str:
    return ("ADINKRA THREADS - BUSINESS PLAN 2026-2028\n\nExecutive summary\nAdinkra Threads makes contemporary "
            "shirts, kaftans and bags that carry adinkra symbols and handwoven kente. Sales reached GHS 214,000 in "
            "2025, 62% online (Shopify and Instagram), 24% at pop-ups and 14% wholesale.\n\nMarket\nYoung "
            "professionals in Accra, Kumasi and Lagos and the diaspora in the UK and US who want wearable heritage "
            "pieces for weddings, church and December events.\n\nOperations\nProduction moves in July 2026 to a "
            "45 m2 shop at Adenta with room for four tailors.\n\nFinancial plan\nWith the grant we expect sales of "
            "GHS 320,000 in 2026 and GHS 450,000 in 2027.")


def t_projections(r: random.Random, dt: datetime) -> str:
    rows = []
    s = 214000
    for y in (2026, 2027, 2028):
        s *= r.uniform(1.3, 1.45)
        rows.append(f"{y};{s:.0f};{s * 0.55:.0f};{s * 0.2:.0f};{s * 0.25:.0f};{r.randint(3, 6)}")
    return "Year;Revenue GHS;Cost of sales GHS;Overheads GHS;Net profit GHS;Tailors\n" + "\n".join(rows)


def t_pitch(r: random.Random, dt: datetime) -> str:
    return ("ADINKRA THREADS - Pitch deck (Creative Ghana Foundation grant)\nSlide 1: Heritage you can wear every day\n"
            "Slide 2: The problem - kente is saved for funerals and weddings, and weavers earn little\nSlide 3: Our "
            "products - shirts, kaftans, totes, hats\nSlide 4: Traction - 2,900 orders since 2022, 18k Instagram "
            "followers\nSlide 5: The ask - GHS 60,000 for machines, apprentices and weaver pre-payments\nSlide 6: Team -"
            " Kwame Mensah (founder), Yaw Boateng and Efua Asante (tailors)")


def t_reference_letter(r: random.Random, dt: datetime) -> str:
    return _letter("GHANA ENTERPRISES AGENCY\nBusiness Advisory Centre, Accra Metro", dt,
                   "The Grants Committee\nCreative Ghana Foundation\nAirport Residential Area, Accra",
                   "Letter of support: Adinkra Threads", "Dear Committee,\n\nI write in support of the application by "
                   "Mr Kwame Mensah of Adinkra Threads. He attended our MSME record-keeping training in 2024 and has "
                   "kept proper books since. His business has grown steadily and pays its taxes. A grant for "
                   "equipment would allow him to take on apprentices from the community.",
                   "Yours faithfully,\nMrs Comfort Adu-Gyamfi\nBusiness Advisor")


def t_grant_budget(r: random.Random, dt: datetime) -> str:
    rows = ["Industrial straight-stitch machine (Juki DDL-8700) x2,11400", "Overlocker (Jack E4) x1,7800",
            "Cutting table and shelves,4500", "Apprentice training 6 months x2,14400",
            "Kente pre-payment to Agbozume weavers,15000", "Ironing station and steam press,3900",
            "Contingency,3000"]
    return _csv("Budget line,GHS", rows)


def t_grant_confirm(r: random.Random, dt: datetime) -> str:
    return _eml("Creative Ghana Foundation <grants@creativeghana.org>", "kwame@adinkrathreads.com",
                "Your application draft has been saved (ref CGF-SBG-26-0412)", dt,
                "Dear Kwame Mensah,\n\nThank you for starting an application for the Small Business Grant 2026. "
                "Your reference is CGF-SBG-26-0412. You can return to the portal to upload your business plan, "
                "two-year projections and one letter of support. Applications close on 15 June 2026 at 17:00 GMT. "
                "Shortlisted applicants will pitch in person in August.\n\nCreative Ghana Foundation")


def t_cover_letter(r: random.Random, dt: datetime) -> str:
    return ("Dear Members of the Grants Committee,\n\nI am applying on behalf of Adinkra Threads for the Small Business "
            "Grant 2026. Since 2022 I have built the brand from my bedroom to a workroom with two tailors, and in July we "
            "move to a larger space at Adenta. The grant would buy the machines we need to train two young "
            "apprentices and to pay our kente weavers upfront.\n\nI have attached the business plan, projections and "
            "a letter from my GEA business advisor.\n\nMedaase,\nKwame Mensah\nFounder, Adinkra Threads")


def t_ref_request(r: random.Random, dt: datetime) -> str:
    return ("Hi Mrs Adu-Gyamfi,\n\nHope you are well. I'm applying for the Creative Ghana Foundation small business grant "
            "(deadline 15 June) and they want one letter of support from someone who knows the business. Would you be "
            "able to write one? I can send the business plan and last year's P&L. It should be addressed to the Grants "
            "Committee.\n\nThank you so much,\nKwame")


def t_lease_offer(r: random.Random, dt: datetime) -> str:
    return _letter("ADENTA PLAZA LTD\nShop units and offices, Adenta Barrier, Accra", dt, f"{ME}\n{ME_ADDR}",
                   "Offer of lease - Shop 7, ground floor", "Dear Sir,\n\nFurther to your visit, we offer Shop 7 "
                   "(45 m2, ground floor, with toilet and 3-phase power) for a term of two years from 1 July 2026 at "
                   "GHS 4,200 per month, one year payable in advance, plus a service charge of GHS 350 per month. A "
                   "refundable deposit of GHS 4,200 secures the unit. Fit-out works must be approved by the manager.",
                   "Yours faithfully,\nRichard Tetteh\nProperty Manager")


def t_moving_list(r: random.Random, dt: datetime) -> str:
    return ("# Workshop move Madina -> Adenta\n\n- [x] pay deposit Shop 7 (done 12 May)\n- [ ] electrician: extra "
            "sockets for 4 machines + overlocker, quote from Kojo\n- [ ] cutting table from carpenter at Ashaiman\n"
            "- [ ] tell Madina landlord, last day 30 June\n- [ ] hire Kia truck for Sat 27 June\n- [ ] signboard + "
            "Google Maps pin\n- [ ] update address on Shopify + Instagram\n- [ ] ECG meter in our name\n")


def t_electrician(r: random.Random, dt: datetime) -> str:
    return _invoice("KOJO AMOAH ELECTRICALS\nAdenta Housing Down | 0244 103 877", f"{ME} (Shop 7 Adenta Plaza)",
                    f"{r.randint(40, 99)}", dt, [("13A double sockets installed", 8, 180.0), ("Distribution board "
                    "upgrade", 1, 1400.0), ("LED panel lights 60x60", 6, 220.0), ("Labour", 1, 1200.0)],
                    "QUOTATION. Materials bought at Abossey Okai. Work takes 3 days.")


def t_machine_quote(r: random.Random, dt: datetime) -> str:
    return _invoice("SEWTECH GHANA LTD\nKaneshie Market Road, Accra", f"{BRAND}", f"PF-{r.randint(3000, 3999)}", dt,
                    [("Juki DDL-8700 industrial straight stitch, with table and servo motor", 2, 5700.0),
                     ("Jack E4 overlocker 4-thread", 1, 7800.0), ("Delivery and installation", 1, 350.0)],
                    "PRO-FORMA INVOICE valid 14 days. 6 months warranty on machines.", vat=True)


def t_workshop_landlord_eml(r: random.Random, dt: datetime) -> str:
    return _eml("Richard Tetteh <richard@adentaplaza.com>", "Kwame Mensah <kwame@adinkrathreads.com>",
                "Shop 7 - deposit received, keys on 25 June", dt,
                "Dear Kwame,\n\nWe confirm receipt of GHS 4,200 as deposit for Shop 7. The lease agreement will be ready "
                "for signing next week; please bring a copy of your Ghana Card and business registration. Keys can be "
                "collected on 25 June so your electrician can start before the lease begins on 1 July.\n\nRegards,\n"
                "Richard")


def t_deposit_receipt(r: random.Random, dt: datetime) -> str:
    return (f"ADENTA PLAZA LTD - OFFICIAL RECEIPT No. {r.randint(1000, 2000)}\nDate: {_d(dt)}\nReceived from: Kwame "
            "Mensah\nThe sum of: Four thousand two hundred Ghana cedis (GHS 4,200.00)\nBeing: refundable deposit, Shop 7, "
            "ground floor\nPaid by: bank transfer (Stanbic)\nSigned: R. Tetteh")


# ---------------------------------------------------------------- Lagos trip, AWS exam
def t_flight_lagos(r: random.Random, dt: datetime) -> str:
    return (f"Africa World Airlines - e-Ticket Receipt\nBooking reference: {r.choice('ABCDEFGHJK')}{r.randint(10000, 99999)}\n"
            f"Passenger: MENSAH/KWAME MR\nIssued: {_d(dt)}\n\nAW 302  Accra (ACC) -> Lagos (LOS)  Sun 12 Jul 2026  "
            "08:40 - 09:55  Economy\nAW 305  Lagos (LOS) -> Accra (ACC)  Sat 18 Jul 2026  17:10 - 18:20  Economy\n"
            "Baggage: 2 x 23 kg\nFare: USD 312.00  Taxes: USD 148.60  Total: USD 460.60")


def t_hotel_lagos(r: random.Random, dt: datetime) -> str:
    return (f"Booking confirmation {r.randint(10**9, 10**10)}\nThe Moorhouse Ikoyi (budget wing), Lagos, Nigeria\n"
            "Guest: Kwame Mensah\nCheck-in: Sunday 12 July 2026 from 14:00\nCheck-out: Saturday 18 July 2026 by 12:00\n"
            "1 x Standard Queen room, breakfast included\n6 nights - NGN 534,000 (pay at the property)\n"
            "Free cancellation until 5 July 2026. Airport shuttle on request.")


def t_exhibitor_eml(r: random.Random, dt: datetime) -> str:
    return _eml("ATFF Exhibitor Services <exhibitors@atffair.ng>", "kwame@adinkrathreads.com",
                "ATFF 2026 - Exhibitor pack and booth allocation B-41", dt,
                "Dear Exhibitor,\n\nWelcome to the Afrika Textile & Fashion Fair 2026, Landmark Centre, Victoria Island, "
                "Lagos, 14-17 July. Your booth is B-41 (3m x 2m shell scheme, one table, two chairs, one spotlight, "
                "fascia name: ADINKRA THREADS).\n\nBuild-up: Monday 13 July, 10:00-20:00. Exhibitor badges can be "
                "collected at Gate 2. Goods for sale must be declared at Seme or at the airport with a pro-forma "
                "invoice. Please send your catalogue for the buyers' directory by 20 June.\n\nATFF Team")


def t_booth_invoice(r: random.Random, dt: datetime) -> str:
    return ("AFRIKA TEXTILE & FASHION FAIR 2026\nLandmark Centre, Victoria Island, Lagos\n\nINVOICE ATFF-26-0841\n"
            f"Date: {_d(dt)}\nExhibitor: Adinkra Threads (Ghana)\nBooth B-41, shell scheme 6 m2: USD 650.00\n"
            "Extra spotlight: USD 25.00\nBuyers' directory listing: USD 40.00\nTotal: USD 715.00\nPaid in full by card. "
            "Thank you.")


def t_lagos_packing(r: random.Random, dt: datetime) -> str:
    return ("lagos packing\n- passport + ghana card + yellow fever card\n- 40 sample pieces (see inventory) in the 2 "
            "big ghana-must-go bags\n- 2 rails? ask ATFF if we can rent\n- business cards 300, price list in naira + "
            "USD\n- POS? use Flutterwave link, naira account\n- steamer, hangers, mirror\n- charger, power bank, "
            "adapter (same plug)\n- cash: USD 300, NGN for taxis\n")


def t_lagos_inventory(r: random.Random, dt: datetime) -> str:
    rows = [f"{n};{r.choice(['S/M/L', 'M/L/XL', 'one size'])};{r.randint(3, 10)};{p};{round(p * 3.4 * 100)}"
            for n, p in PRODUCTS]
    return "Item;Sizes;Pieces packed;GHS;NGN price\n" + "\n".join(rows)


def t_lagos_itinerary(r: random.Random, dt: datetime) -> str:
    return ("LAGOS - ATFF 2026\nSun 12 Jul: fly AW302, check in Ikoyi, dinner with Efe (Lagos stockist)\n"
            "Mon 13 Jul: booth build-up B-41, Landmark Centre\nTue 14 - Fri 17 Jul: fair 10:00-19:00; meeting with "
            "Alara buyer on Wed\nSat 18 Jul: Balogun market fabric run in the morning, fly AW305 at 17:10\n")


def t_yellow_fever(r: random.Random, dt: datetime) -> str:
    return ("INTERNATIONAL CERTIFICATE OF VACCINATION OR PROPHYLAXIS\nName: KWAME MENSAH  Date of birth: 03/02/1997\n"
            "Sex: M  Nationality: Ghanaian\nVaccine: Yellow fever (Stamaril)  Lot: U7K312\nDate given: 11 March 2016\n"
            "Valid for life of person vaccinated\nPort Health Unit, Kotoka International Airport\n"
            "(scanned again for the Lagos trip - airport wants to see it)")


def t_booth_notes(r: random.Random, dt: datetime) -> str:
    return ("B-41 layout\n- rail on the left with shirts by colour, kaftans at the back wall\n- table front: totes + hats "
            "+ card machine\n- banner 2m wide, print at Osu before 10 July\n- price tags in NGN, wholesale sheet "
            "under the table\n- ask Efe to help on Thursday\n")


def t_aws_booking(r: random.Random, dt: datetime) -> str:
    return _eml("Pearson VUE <noreply@pearsonvue.com>", "kwame.mensah.gh@gmail.com",
                "Confirmation of your AWS Certification exam appointment", dt,
                "Dear Kwame Mensah,\n\nThank you for scheduling your exam.\nExam: DEA-C01 AWS Certified Data Engineer - "
                "Associate\nDate: Saturday, June 27, 2026\nTime: 9:00 AM GMT\nDelivery: OnVUE online proctored\n"
                f"Registration ID: {r.randint(10**8, 10**9)}\n\nRun the system test before exam day. Your desk must be "
                "clear and you must be alone in the room.\n\nPearson VUE")


def t_aws_plan(r: random.Random, dt: datetime) -> str:
    return ("# AWS Data Engineer - study plan (exam 27 June)\n\nWeek 1 (May 4): S3, Glue crawlers, Glue jobs, Lake "
            "Formation\nWeek 2: Kinesis (Streams vs Firehose), MSK, Lambda triggers\nWeek 3: Redshift (dist keys, "
            "Spectrum), Athena partitions\nWeek 4: orchestration - Step Functions, MWAA, EventBridge\nWeek 5: security "
            "(IAM, KMS), monitoring, costs\nWeek 6: practice tests, redo weak areas\n\nStudy Thu + Fri mornings and "
            "Sunday after church. No brand work before 11 on those days.\n")


def t_aws_scores(r: random.Random, dt: datetime) -> str:
    rows = [f"{_ds(dt - timedelta(days=4 * i))},Practice set {6 - i},{r.randint(55, 86)}%,{r.choice(['Streams', 'Redshift', 'Glue', 'IAM', 'Athena'])}"
            for i in range(6)]
    return _csv("Date,Test,Score,Weakest domain", rows)


def t_aws_voucher(r: random.Random, dt: datetime) -> str:
    return ("AWS Training and Certification\nExam voucher (50% discount)\nIssued to: Kwame Mensah\n"
            f"Voucher code: AWS-{r.randint(10**5, 10**6)}-HALF\nValid for: any Associate-level exam\nExpires: "
            "31 August 2026\nEarned by completing AWS Skill Builder challenge, April 2026")


def t_aws_notes(topic: str):
    def f(r: random.Random, dt: datetime) -> str:
        notes = {
            "kinesis": "Kinesis notes\n- Data Streams: shards, 1MB/s in, 2MB/s out per shard, retention 24h-365d\n"
                       "- Firehose: no shards, buffers to S3/Redshift/OpenSearch, can transform with Lambda\n"
                       "- enhanced fan-out when many consumers\n- remember: Firehose is near real time (60s buffer)\n",
            "redshift": "Redshift notes\n- DISTSTYLE KEY on join column, ALL for small dims, EVEN otherwise\n- sort keys"
                        " for range filters\n- Spectrum = query S3 from Redshift, Athena = serverless\n- COPY from S3 in"
                        " parallel, split files\n- at work we do the same thing in BigQuery, compare\n",
            "glue": "Glue notes\n- crawler -> Data Catalog tables\n- job bookmarks to avoid reprocessing\n- DynamicFrame vs"
                    " DataFrame\n- partition by dt=YYYY-MM-DD\n- workflows vs Step Functions for orchestration\n"}
        return notes[topic]
    return f


def t_aws_guide(r: random.Random, dt: datetime) -> str:
    return ("AWS Certified Data Engineer - Associate (DEA-C01) Exam Guide\n\nIntroduction\nThe exam validates the "
            "ability to implement data pipelines and to monitor, troubleshoot and optimize cost and performance.\n\n"
            "Content domains\nDomain 1: Data Ingestion and Transformation (34%)\nDomain 2: Data Store Management (26%)"
            "\nDomain 3: Data Operations and Support (22%)\nDomain 4: Data Security and Governance (18%)\n\n"
            "Response types: multiple choice and multiple response. 65 questions, 130 minutes.")


def t_whitepaper(title: str, para: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"{title}\nAWS Whitepaper\n\nAbstract\n{para}\n\nContents\nIntroduction\nDesign principles\nConclusion"
    return f


def t_sql_cheat(r: random.Random, dt: datetime) -> str:
    return ("SQL cheat sheet - window functions\nROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY created_at)\n"
            "LAG(value, 1) OVER (ORDER BY month) for month-on-month change\nSUM(x) OVER (ORDER BY d ROWS BETWEEN 6 "
            "PRECEDING AND CURRENT ROW) = 7-day rolling sum\nQUALIFY filters on window results (BigQuery, Snowflake)\n"
            "NTILE(10) for deciles\nCOUNT(DISTINCT) is expensive - use APPROX_COUNT_DISTINCT on big tables")


def t_pandas_cheat(r: random.Random, dt: datetime) -> str:
    return ("# pandas snippets\n\n```python\ndf.groupby('msisdn').agg(arpu=('revenue', 'mean'))\n"
            "df.pivot_table(index='region', columns='month', values='churn', aggfunc='mean')\n"
            "pd.merge_asof(left, right, on='ts', by='msisdn')\ndf['week'] = df['date'].dt.to_period('W')\n```\n")


# ---------------------------------------------------------------- Work (Nkabom) and the old bank job, MSc
def t_payslip(employer: str, gross: float):
    def f(r: random.Random, dt: datetime) -> str:
        ssnit = gross * 0.055
        tax = (gross - ssnit) * 0.16
        return (f"{employer}\nPAYSLIP - {dt:%B %Y}\nEmployee: KWAME MENSAH   Staff no.: {'NTG-2291' if 'Nkabom' in employer else 'MTB-04417'}\n"
                f"Position: {'Data Analyst (part-time, 3 days)' if 'Nkabom' in employer else 'Credit Risk Analyst'}\n\n"
                f"Basic salary: GHS {gross:,.2f}\nTransport allowance: GHS {r.choice([300, 400, 450]):,.2f}\n"
                f"SSNIT (5.5%): -GHS {ssnit:,.2f}\nIncome tax (PAYE): -GHS {tax:,.2f}\n"
                f"Tier 2 pension (5%): -GHS {gross * 0.05:,.2f}\nNet pay: GHS {gross - ssnit - tax - gross * 0.05 + 400:,.2f}\n"
                "Paid to: Stanbic Bank ****4471")
    return f


def t_nkabom_contract(r: random.Random, dt: datetime) -> str:
    return ("NKABOM TELECOM GHANA LIMITED\nFixed-term part-time employment contract\n\n"
            f"Employee: Kwame Mensah\nStart date: 2 April 2024\nPosition: Data Analyst, Customer Value Management\n"
            "Working days: Monday, Tuesday and Wednesday (24 hours per week)\nSalary: GHS 6,800 per month gross\n"
            "Term: 24 months, renewable\nThe employee may carry on his own business outside working hours provided "
            "it does not compete with the Company.\nConfidentiality: all subscriber data remains the property of the "
            "Company.\n\nSigned for the Company: Gifty Asamoah, HR Business Partner")


def t_nkabom_renewal(r: random.Random, dt: datetime) -> str:
    return _letter("NKABOM TELECOM GHANA LIMITED\nHuman Resources, Airport City, Accra", dt, "Mr Kwame Mensah\nCVM Team",
                   "Renewal of fixed-term contract", "Dear Kwame,\n\nWe are pleased to renew your part-time contract "
                   "for a further 24 months from 2 April 2026 on the same three-day pattern. Your monthly gross salary "
                   "is revised to GHS 7,600 with effect from April 2026. All other terms remain unchanged.",
                   "Yours sincerely,\nGifty Asamoah\nHR Business Partner")


def t_churn_report(r: random.Random, dt: datetime) -> str:
    rows = [f"{reg};{r.uniform(1.4, 4.2):.2f}%;{r.uniform(28, 61):.2f};{r.randint(1200, 9800)};{r.randint(300, 2900)}"
            for reg in ["Greater Accra", "Ashanti", "Western", "Central", "Eastern", "Volta", "Northern", "Bono"]]
    return f"Weekly churn - week ending {_ds(dt)};;;;\nRegion;Churn rate;ARPU GHS;Churned subs;Win-back\n" + "\n".join(rows)


def t_kpi(r: random.Random, dt: datetime) -> str:
    return (f"Nkabom Telecom - CVM monthly performance, {dt - timedelta(days=15):%B %Y}\nPrepared by: K. Mensah, Data Analyst\n\n"
            f"Active base: {r.uniform(4.1, 4.6):.2f}m subscribers\nPrepaid churn: {r.uniform(2.1, 3.2):.1f}% (target "
            f"2.5%)\nData bundle uptake: {r.uniform(38, 47):.1f}%\nCampaign 'Ye Bo Mu' win-back: {r.randint(9000, 21000)} "
            "subscribers reactivated\nNext month: retrain churn model on BigQuery with new tenure features")


def t_timesheet(r: random.Random, dt: datetime) -> str:
    rows = []
    for i in range(12):
        day = dt - timedelta(days=i * 2 + (i // 3) * 2)
        rows.append(f"{_ds(day)},{r.choice(['Churn dashboard', 'Ad-hoc SQL for marketing', 'Model retrain', 'Weekly report'])},8")
    return _csv("Date,Task,Hours", rows)


def t_leave(r: random.Random, dt: datetime) -> str:
    return ("LEAVE REQUEST FORM\nName: Kwame Mensah   Department: CVM / Analytics\nType: Annual leave\n"
            "Dates: Monday 13 July - Wednesday 15 July 2026 (3 working days)\nReason: personal travel\n"
            "Handover: weekly churn report to Esi Quartey\nApproved by line manager: ..............")


def t_nda(r: random.Random, dt: datetime) -> str:
    return ("NKABOM TELECOM GHANA LIMITED - CONFIDENTIALITY AND DATA PROTECTION UNDERTAKING\n\nI, Kwame Mensah, "
            "undertake not to disclose subscriber data, network data or commercial information obtained in the "
            "course of my employment, and to process personal data only as required by the Data Protection Act, "
            f"2012 (Act 843).\nSigned: {_d(dt)}")


def t_hr_eml(r: random.Random, dt: datetime) -> str:
    return _eml("Gifty Asamoah <gifty.asamoah@nkabomtel.com.gh>", "Kwame Mensah <kwame.mensah@nkabomtel.com.gh>",
                "Mid-year appraisal - please complete your self-assessment", dt,
                "Hi Kwame,\n\nThe mid-year appraisal window is open until 19 June. Please complete the self-assessment "
                "in the HR portal and book 30 minutes with Kofi to agree your objectives for H2 (the BigQuery migration "
                "of the churn model is one of them).\n\nAlso a reminder that part-time staff now need to log timesheets "
                "weekly.\n\nThanks,\nGifty")


def t_bank_offer(r: random.Random, dt: datetime) -> str:
    return _letter("MERIDIAN TRUST BANK GHANA PLC\nHead Office, Ring Road Central, Accra", dt, f"Mr Kwame Mensah\n{ME_ADDR}",
                   "Offer of employment", "Dear Mr Mensah,\n\nWe are pleased to offer you the position of Graduate "
                   "Trainee (Credit Risk) from 2 September 2019 at a gross monthly salary of GHS 3,200, subject to a "
                   "six-month probation.", "Yours faithfully,\nHead, Human Capital")


def t_resignation(r: random.Random, dt: datetime) -> str:
    return (f"{_d(dt)}\n\nThe Head, Credit Risk\nMeridian Trust Bank Ghana PLC\nRing Road Central, Accra\n\nDear Madam,\n\n"
            "RESIGNATION\n\nI write to resign from my position as Credit Risk Analyst with effect from 31 March 2024, "
            "giving one month's notice. I have taken up a new role and also want to give more time to my own "
            "business. I am grateful for four and a half years of learning in the credit team.\n\nYours faithfully,\n"
            "Kwame Mensah (MTB-04417)")


def t_exit_clearance(r: random.Random, dt: datetime) -> str:
    return ("MERIDIAN TRUST BANK - STAFF EXIT CLEARANCE\nName: Kwame Mensah  Staff no.: MTB-04417\nLast working day: 28 "
            "March 2024\nLaptop returned: yes (HP EliteBook, asset 22871)\nID card returned: yes\nStaff loan balance: "
            "nil\nFinal salary and leave pay: processed in April payroll\nCleared by IT, Finance, HR")


def t_bank_reference(r: random.Random, dt: datetime) -> str:
    return _letter("MERIDIAN TRUST BANK GHANA PLC\nHuman Capital Department", dt, "To whom it may concern",
                   "Reference: Mr Kwame Mensah", "Mr Kwame Mensah was employed by the Bank from 2 September 2019 to 31 "
                   "March 2024, last as Credit Risk Analyst. He built the retail loan scorecard monitoring reports and "
                   "was reliable and discreet. He left of his own accord.", "Head, Human Capital")


def t_aml_cert(r: random.Random, dt: datetime) -> str:
    return ("CERTIFICATE OF COMPLETION\nAnti-Money Laundering and Combating the Financing of Terrorism (AML/CFT)\n"
            f"awarded to Kwame Mensah, Meridian Trust Bank, {_d(dt)}\nScore 88%. Renew annually.")


def t_msc_transcript(r: random.Random, dt: datetime) -> str:
    courses = ["Data Mining for Business", "Statistical Modelling", "Database Systems", "Optimisation and Decision "
               "Models", "Machine Learning", "Business Intelligence", "Research Methods", "Dissertation"]
    return ("UNIVERSITY OF GHANA BUSINESS SCHOOL\nACADEMIC TRANSCRIPT\nName: Kwame Mensah  ID: 10845512\n"
            "Programme: MSc Business Analytics (2021-2023, weekend)\n" +
            "\n".join(f"{c}: {r.choice(['A', 'A', 'B+', 'B'])}" for c in courses) +
            f"\nCWA: {r.uniform(72, 79):.2f}\nClass: Distinction\nIssued {_d(dt)}")


def t_msc_cert(r: random.Random, dt: datetime) -> str:
    return ("UNIVERSITY OF GHANA\nThis is to certify that KWAME MENSAH having satisfied the requirements was awarded "
            "the degree of MASTER OF SCIENCE in BUSINESS ANALYTICS with Distinction at the congregation held on 18 "
            "November 2023.\nRegistrar")


def t_thesis(r: random.Random, dt: datetime) -> str:
    return ("PREDICTING SMALL-BUSINESS LOAN DEFAULT IN GHANA WITH GRADIENT BOOSTING AND MOBILE MONEY DATA\n\n"
            "A dissertation submitted to the University of Ghana Business School in partial fulfilment of the "
            "requirements for the MSc Business Analytics\nby Kwame Mensah (10845512)\nSupervisor: Dr Abena "
            "Owusu-Ansah\n\nAbstract\nUsing 18,400 SME loans from a Ghanaian bank, this study compares logistic "
            "regression with XGBoost and adds mobile money transaction features...")


def t_msc_notes(course: str):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"# {course} - lecture notes\n\nWeek {r.randint(2, 11)}, Saturday class, Dr Owusu-Ansah\n\n"
                "- bias-variance tradeoff, cross-validation k=5\n- assignment 2 due Friday, group with Ato and Naa\n"
                "- exam: closed book, bring calculator\n")
    return f


def t_supervisor_eml(r: random.Random, dt: datetime) -> str:
    return _eml("Dr Abena Owusu-Ansah <aowusu-ansah@ug.edu.gh>", "kwame.mensah.gh@gmail.com",
                "Our paper from your dissertation - accepted!", dt,
                "Dear Kwame,\n\nGood news: the paper we wrote from your MSc dissertation on SME loan default and mobile "
                "money data has been accepted by the African Journal of Business Analytics. No more revisions. I will "
                "send the proofs when they arrive. Congratulations, and well done for sticking with it after you "
                "graduated.\n\nBest wishes,\nAbena")


# ---------------------------------------------------------------- finished business projects
def t_sankofa_lookbook(r: random.Random, dt: datetime) -> str:
    return ("ADINKRA THREADS - SANKOFA COLLECTION - DECEMBER 2024 LOOKBOOK\n\n'Se wo were fi na wosankofa a yenkyi' - "
            "it is not wrong to go back for what you forgot.\n\nLook 1 Sankofa Kente Shirt - Gold\nLook 2 Sankofa "
            "Kaftan - Black\nLook 3 Sankofa Tote\nPhotography: Kobby Sarfo. Models: Adjoa, Kweku. Launch 1 December 2024.")


def t_sankofa_report(r: random.Random, dt: datetime) -> str:
    return ("# Sankofa launch - what happened\n\n- sold 212 pieces in December 2024 (target 150)\n- gold shirt sold "
            "out in 9 days, restocked twice\n- DHL to UK too expensive, use a UK forwarder next time\n- kaftans too "
            "long for most customers, shorten by 2 in\n- next collection: start the shoot earlier, not 3 weeks "
            "before launch\n")


def t_sankofa_sales(r: random.Random, dt: datetime) -> str:
    rows = [f"2024-12-{d:02d},{r.choice(['Sankofa Kente Shirt - Gold', 'Sankofa Kaftan - Black', 'Sankofa Tote'])},"
            f"{r.randint(2, 14)},{r.choice(['Shopify', 'Instagram', 'Pop-up'])}" for d in range(1, 29, 2)]
    return _csv("Date,Item,Units,Channel", rows)


def t_bonwire_mou(r: random.Random, dt: datetime) -> str:
    return ("MEMORANDUM OF UNDERSTANDING\nbetween Bonwire Heritage Weavers Ltd, Bonwire, Ashanti Region (the Supplier) "
            f"and Kwame Mensah t/a Adinkra Threads, Accra (the Buyer)\nDate: {_d(dt)}\n\n1. The Supplier will weave "
            "kente strips in the Buyer's colourways exclusively for the Buyer, minimum 300 strips per month.\n"
            "2. The Buyer pays 40% in advance and 60% on delivery in Accra.\n3. Strips with weaving faults or colour "
            "bleeding will be replaced.\n4. Term: 12 months, either party may end it with 30 days' notice.\n\n"
            "For the Supplier: Nana Kofi Bonsu, Managing Director\nFor the Buyer: Kwame Mensah")


def t_bonwire_complaint(r: random.Random, dt: datetime) -> str:
    return (f"{_d(dt)}\n\nNana Kofi Bonsu\nBonwire Heritage Weavers Ltd\nBonwire, Ashanti\n\nDear Nana,\n\nRE: LATE AND "
            "FAULTY DELIVERIES UNDER OUR MOU\n\nThe August delivery arrived 19 days late and 74 of the 300 strips had "
            "colour bleeding after the first wash. Two customers returned shirts. The September delivery has not "
            "arrived although the 40% advance of GHS 4,560 was paid on 2 September.\n\nI ask that you replace the "
            "faulty strips and confirm a delivery date within seven days, or I will have to end the MOU.\n\n"
            "Yours sincerely,\nKwame Mensah\nAdinkra Threads")


def t_bonwire_termination(r: random.Random, dt: datetime) -> str:
    return _letter(f"{BRAND}\n{ME_ADDR}", dt, "Bonwire Heritage Weavers Ltd\nBonwire, Ashanti Region",
                   "Notice of termination of the memorandum of understanding of March 2025", "Dear Nana Bonsu,\n\n"
                   "Following our meeting in Kumasi and the repeated late deliveries since August, I give notice that I "
                   "am ending our MOU with effect from 31 January 2026. I propose that the unpaid balance for strips "
                   "already delivered and the advance for the undelivered September order be settled against each "
                   "other, leaving GHS 2,180 owed to Adinkra Threads, payable in three instalments.",
                   "Yours sincerely,\nKwame Mensah")


def t_bonwire_eml(n: int):
    def f(r: random.Random, dt: datetime) -> str:
        bodies = [("Re: September strips", "Kwame, ɛte sɛn. The weavers were at a funeral for two weeks, that is why "
                   "we delayed. The strips will come on the STC bus next Tuesday. The bleeding is from the new red "
                   "dye, we have changed supplier. Nana"),
                  ("Re: Notice of termination", "Kwame, we received your letter. We are sorry it ended this way. We "
                   "accept the amount of GHS 2,180 and will pay in three parts, February to April. Nana Bonsu"),
                  ("Final instalment paid", "Dear Kwame, we have sent the last GHS 730 by MoMo today. This closes "
                   "everything between us. We wish you well with the business and maybe in future we can work again. "
                   "Nana")]
        subj, body = bodies[n]
        return _eml("Bonwire Heritage Weavers <bonwireheritage@gmail.com>", "kwame@adinkrathreads.com", subj, dt, body)
    return f


def t_bonwire_lessons(r: random.Random, dt: datetime) -> str:
    return ("what went wrong with the kumasi weavers\n- exclusivity + minimum 300 strips/month was too much for them\n"
            "- no sample approval step before each batch\n- paid 40% advance with no delivery date in writing\n"
            "- never again without a wash test on 5 random strips\n- settled: they owe 2,180, paid in 3 parts by April "
            "2026. closed.\n")


def t_stall_booking(r: random.Random, dt: datetime) -> str:
    return ("CHALE WOTE STREET ART FESTIVAL 2025 - VENDOR CONFIRMATION\nJamestown, Accra, 22-24 August 2025\n"
            "Vendor: Adinkra Threads (fashion)\nStall: High Street, no. 38 (3m x 3m, gazebo not provided)\nFee: GHS 1,500"
            " paid\nSet-up from 8 am; no generators on High Street.")


def t_popup_sales(r: random.Random, dt: datetime) -> str:
    rows = [f"{_ds(dt - timedelta(days=r.randint(0, 2)))},{r.choice(PRODUCTS)[0]},{r.randint(1, 4)},"
            f"{r.choice(['cash', 'MoMo', 'MoMo', 'card'])}" for _ in range(30)]
    return _csv("Date,Item,Qty,Payment", rows)


def t_xmas_invoice(r: random.Random, dt: datetime) -> str:
    return _invoice("LABADI CHRISTMAS MARKET 2025\nLabadi Beach Road, Accra", BRAND, f"LCM-{r.randint(100, 300)}", dt,
                    [("Vendor stall, 12-24 December 2025 (weekends)", 1, 2400.0), ("Electricity point", 1, 300.0)],
                    "Paid by MoMo. Stalls must be cleared by 10 pm.")


def t_xmas_summary(r: random.Random, dt: datetime) -> str:
    rows = [f"{d} Dec 2025;{r.randint(18, 60)};{r.uniform(5000, 14000):.2f};{r.uniform(300, 700):.2f}"
            for d in (12, 13, 14, 19, 20, 21, 23, 24)]
    return "Day;Pieces sold;Sales GHS;Costs GHS\n" + "\n".join(rows)


def t_popup_plan(r: random.Random, dt: datetime) -> str:
    return ("Stall plan\nHigh Street no. 38, 22-24 Aug\n- borrow 2 rails from Naa, gazebo from church\n- bring 150 pieces,"
            " mostly short-sleeve shirts and totes (heat)\n- Efua on the stall Saturday, Akosua Sunday\n- cash float GHS "
            "500 in small notes + MoMo QR code printed\n- after: Chale Wote crowd loved the hats, sold out by Sunday 2pm\n")


def t_sankofa_plan(r: random.Random, dt: datetime) -> str:
    return ("Launch plan - December\n1. Shoot 9 Nov with Kobby (Jamestown)\n2. Teaser 20 Nov, countdown stories\n"
            "3. Drop 1 Dec 8pm on Shopify - Sankofa gold shirt, black kaftan, tote\n4. Pop-up with Accra Makers 14 Dec\n"
            "5. 150 pieces: Yaw shirts, Efua kaftans + totes\n")


# ---------------------------------------------------------------- money, family, health, home, car
def t_stanbic(r: random.Random, dt: datetime) -> str:
    bal = r.uniform(6000, 24000)
    out = ["STANBIC BANK GHANA LIMITED\nPersonal current account statement", f"Account holder: KWAME MENSAH",
           f"Account: 9040002214471   Branch: East Legon", f"Period: 01 {dt:%B %Y} to {dt:%d %B %Y}", "",
           "Date | Narration | Debit | Credit | Balance"]
    for i in range(11):
        kind = r.choice(["SALARY NKABOM TELECOM", "SHOPIFY PAYMENTS PAYOUT", "ATM WDL A&C MALL", "POS SHOPRITE "
                         "ACCRA MALL", "TRF TO MOMO 024xxxx", "UCC FEES AKOSUA", "DSTV", "TOTAL ENERGIES EAST LEGON"])
        cr = kind.startswith(("SALARY", "SHOPIFY"))
        amt = r.uniform(3000, 7000) if cr else r.uniform(50, 1800)
        bal += amt if cr else -amt
        out.append(f"{(dt - timedelta(days=28 - 2 * i)):%d-%b} | {kind} | {'' if cr else f'{amt:,.2f}'} | "
                   f"{f'{amt:,.2f}' if cr else ''} | {bal:,.2f}")
    return "\n".join(out)


def t_momo_personal(r: random.Random, dt: datetime) -> str:
    out = ["MTN MOBILE MONEY - Account statement", "Name: KWAME MENSAH  Number: 024 477 1903",
           f"From 01/{dt:%m/%Y} to {dt:%d/%m/%Y}", "", "Date,Type,Counterparty,Amount,E-Levy,Balance"]
    bal = r.uniform(300, 1500)
    for i in range(14):
        t = r.choice(["Cash In", "Transfer", "Airtime", "Pay bill ECG", "Transfer", "Merchant Payment"])
        amt = r.uniform(20, 900)
        bal += amt if t == "Cash In" else -amt
        out.append(f"{_ds(dt - timedelta(days=28 - 2 * i))},{t},{r.choice(['Akosua Mensah', 'Maame (Koforidua)', 'ECG', 'Chop Bar Legon', 'Self'])},"
                   f"{amt:.2f},{0 if t != 'Transfer' else amt * 0.01:.2f},{bal:.2f}")
    return "\n".join(out)


def t_fund(r: random.Random, dt: datetime) -> str:
    units = r.uniform(4000, 9000)
    price = r.uniform(2.9, 3.4)
    return (f"DATABANK ASSET MANAGEMENT SERVICES\nMFund (money market) - Client statement as at {_d(dt)}\n"
            f"Client: Kwame Mensah  Account: MF-{r.randint(100000, 999999)}\nUnits held: {units:,.2f}\n"
            f"Unit price: GHS {price:.4f}\nValue: GHS {units * price:,.2f}\nMonthly standing order: GHS 1,000 from "
            "Stanbic\nYield (12 months): 24.6%")


def t_tbill(r: random.Random, dt: datetime) -> str:
    return ("BANK OF GHANA - TREASURY BILL CONFIRMATION\nVia: Stanbic Bank Ghana (CSD participant)\nInvestor: Kwame "
            f"Mensah\nTenor: 364-day bill\nValue date: {_d(dt)}\nFace value: GHS 10,000.00\nDiscount rate: "
            f"{r.uniform(14.5, 19.8):.2f}%\nMaturity: {_d(dt + timedelta(days=364))}")


def t_budget(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        items = [("Rent (monthly share of advance)", 3500), ("Akosua allowance", 1200), ("Akosua fees (monthly share)",
                 450), ("Fuel", 900), ("Food and chop", 1500), ("Data + phone", 300), ("Church + tithe", 700),
                 ("Maame in Koforidua", 600), ("MFund savings", 1000), ("Gym", 250), ("Fun / going out", 600)]
        return f"Item;Budget GHS;Actual {year} avg GHS\n" + "\n".join(
            f"{n};{b};{round(b * r.uniform(0.8, 1.25))}" for n, b in items)
    return f


def t_ssnit(r: random.Random, dt: datetime) -> str:
    return ("SOCIAL SECURITY AND NATIONAL INSURANCE TRUST\nContribution statement\nMember: KWAME MENSAH  SSNIT No.: "
            f"C019703021447\nAs at: {_d(dt)}\nEmployers: Meridian Trust Bank Ghana (Sep 2019 - Mar 2024); Nkabom "
            f"Telecom Ghana (Apr 2024 - date)\nTotal months contributed: {r.randint(78, 82)}\nMissing months: none")


def t_savings(r: random.Random, dt: datetime) -> str:
    return ("# money goals 2026\n\n- emergency fund: 6 months of expenses (~GHS 60k) - at 38k now in MFund\n- roll the "
            "T-bill in August\n- stop lending to cousins without writing it down\n- Akosua final year 2026/27: put "
            "aside GHS 6,000 by September\n- car: new tyres before rainy season\n")


def t_tax_cert(r: random.Random, dt: datetime) -> str:
    return ("GHANA REVENUE AUTHORITY\nPAYE - Employee annual tax deduction certificate, year 2025\nEmployee: Kwame "
            "Mensah  TIN: P0031877452\nEmployer: Nkabom Telecom Ghana Ltd\nTotal emoluments: GHS 86,400.00\n"
            "Tax deducted: GHS 11,740.20\nSSNIT: GHS 4,752.00")


def t_ucc_fees(year: str):
    def f(r: random.Random, dt: datetime) -> str:
        return ("UNIVERSITY OF CAPE COAST\nFinance Directorate - Fees bill\n"
                f"Student: MENSAH, AKOSUA  Index no.: SN/BNS/23/0{r.randint(100, 999)}\nProgramme: BSc Nursing   "
                f"Academic year: {year}\nTuition and academic facility user fee: GHS {r.uniform(3600, 4300):,.2f}\n"
                "SRC and hall dues: GHS 310.00\nICT and library: GHS 420.00\nPay at any GCB, CAL Bank or via the UCC "
                "portal by MoMo. 60% before registration, balance by end of first semester.")
    return f


def t_fee_receipt(r: random.Random, dt: datetime) -> str:
    return (f"UCC student portal - payment receipt\nReceipt: UCC{r.randint(10**7, 10**8)}\nDate: {_d(dt)}\nStudent: "
            f"Akosua Mensah (Nursing)\nAmount: {_ghs(r, 1500, 2800)}\nPaid by: Kwame Mensah, MTN MoMo\nPurpose: "
            "academic fees, second instalment")


def t_hostel(r: random.Random, dt: datetime) -> str:
    return ("GRACE VILLA HOSTEL, Amamoma, Cape Coast\nRoom agreement 2025/2026\nOccupant: Akosua Mensah (UCC Nursing)\n"
            "Guardian/payer: Kwame Mensah, 024 477 1903\nRoom: B12, 2 in a room\nRent: GHS 5,400 for the academic "
            "year, paid in full\nNo cooking in rooms, visitors until 9 pm.")


def t_allowance(r: random.Random, dt: datetime) -> str:
    rows = [f"{_ds(dt - timedelta(days=30 * i))},Akosua,{r.choice([1200, 1200, 1500])},MoMo,"
            f"{r.choice(['monthly', 'monthly', 'monthly + books', 'monthly + transport home'])}" for i in range(12)]
    return _csv("Date,To,Amount GHS,Via,Note", rows)


def t_results(r: random.Random, dt: datetime) -> str:
    return ("UNIVERSITY OF CAPE COAST - Provisional results, first semester 2025/2026\nAkosua Mensah, BSc Nursing, "
            "Level 300\nAdult Health Nursing I: A\nPharmacology II: B+\nCommunity Health Nursing: A\nResearch Methods: "
            "B\nMaternal and Child Health: A\nSemester GPA: 3.71  CGPA: 3.58")


def t_akosua_eml(r: random.Random, dt: datetime) -> str:
    return _eml("Akosua Mensah <akosua.mensah@stu.ucc.edu.gh>", "Kwame <kwame.mensah.gh@gmail.com>",
                "fees for next sem + clinicals", dt,
                "Bro ɛte sɛn! Hope the business is fine. The faculty says the clinical placement at Cape Coast Teaching "
                "Hospital next semester needs GHS 650 for uniform, shoes and the logbook, and the second half of the "
                "fees is due 30 June. I attached the bill. Also my laptop charger spoilt, sorry. Medaase paa, I will "
                "make you proud. Akosua")


def t_supplies(r: random.Random, dt: datetime) -> str:
    return ("for Akosua - back to campus\n- provisions: gari, shito, milo, sugar, indomie (1 box)\n- new white uniform "
            "shoes for clinicals\n- laptop charger (HP 65W)\n- allowance for June: 1,200 + 200 transport\n- ask about "
            "the 2nd half fees, due 30 June\n")


def t_nhis(r: random.Random, dt: datetime) -> str:
    return ("NATIONAL HEALTH INSURANCE AUTHORITY\nMembership renewal receipt\nMember: Kwame Mensah  NHIS No.: "
            f"{r.randint(10**7, 10**8)}\nScheme: Accra Metro\nRenewed: {_d(dt)}  Valid until: {_d(dt + timedelta(days=365))}"
            "\nRenewal via *929# MoMo: GHS 30.00")


def t_lab(r: random.Random, dt: datetime) -> str:
    return ("NYAHO MEDICAL CENTRE - LABORATORY REPORT\nPatient: Kwame Mensah  Age: 29  Sex: M\n"
            f"Date: {_d(dt)}\nRequested by: Dr E. Laryea\n\nMalaria RDT: negative\nFull blood count: within normal "
            f"limits\nFasting blood sugar: {r.uniform(4.4, 5.6):.1f} mmol/L\nTotal cholesterol: {r.uniform(4.0, 5.4):.1f}"
            " mmol/L\nComment: normal results. Advise hydration and rest.")


def t_dental(r: random.Random, dt: datetime) -> str:
    return _invoice("SMILE AVENUE DENTAL CLINIC\nEast Legon, Accra", ME, f"SA-{r.randint(5000, 6000)}", dt,
                    [("Scaling and polishing", 1, 450.0), ("Filling, composite, lower molar", 1, 600.0),
                     ("Consultation", 1, 150.0)], "Not covered by NHIS. Paid by card.")


def t_gym(r: random.Random, dt: datetime) -> str:
    return ("FIT FACTORY GYM, A&C Mall, East Legon\nMembership confirmation\nMember: Kwame Mensah\nPlan: 6 months, "
            f"off-peak\nStart: {_d(dt)}\nFee: GHS 1,500 paid\nIncludes one personal-trainer session.")


def t_prescription(r: random.Random, dt: datetime) -> str:
    return ("NYAHO MEDICAL CENTRE - PRESCRIPTION\nPatient: Kwame Mensah\n"
            f"Date: {_d(dt)}\n1. Loratadine 10 mg, one daily for 14 days\n2. Fluticasone nasal spray, 2 puffs each "
            "nostril daily\nDiagnosis: allergic rhinitis (harmattan dust)\nDr E. Laryea")


def t_symptoms(r: random.Random, dt: datetime) -> str:
    return ("headaches again this week - mon, tue after work (screen all day at nkabom)\nsleeping 1am most nights "
            "because of orders\ndrink more water, less coke\nBP at pharmacy: 128/84\nbook eye test at the A&C "
            "optician - maybe need glasses\n")


def t_workout(r: random.Random, dt: datetime) -> str:
    return ("plan - 3x a week (thu, sat, sun)\nA: squat 4x8, bench 4x8, rows 3x10, plank 3x45s\nB: deadlift 3x5, "
            "overhead press 4x8, pull-ups 3xmax, lunges 3x10\nrun: Legon campus loop 5k on saturday morning\n"
            "target: 78kg by December (now 84)\n")


def t_eye(r: random.Random, dt: datetime) -> str:
    return (f"VISION CARE OPTICIANS, A&C Mall\nEye examination {_d(dt)}\nPatient: Kwame Mensah\nRight: -0.75 sph\n"
            "Left: -0.50 sph -0.25 cyl x 180\nRecommendation: single-vision glasses with blue-light filter for "
            "computer work. Review in 2 years.")


def t_tenancy(r: random.Random, dt: datetime) -> str:
    return ("TENANCY AGREEMENT\n\nThis agreement is made between Mr Nii Armah Quaye of East Legon (the Landlord) and "
            f"Mr Kwame Mensah (the Tenant) on {_d(dt)}.\n\nPremises: one-bedroom self-contained apartment, Hse No. 14, "
            "Mpehuasem Close, East Legon, Accra, ground floor right.\nTerm: one year from 1 September 2024, renewable.\n"
            "Rent: GHS 3,500 per month, twelve months payable in advance (GHS 42,000).\nThe Tenant pays ECG (prepaid "
            "meter) and Ghana Water bills. The Landlord is responsible for the roof, plumbing and the borehole pump.\n"
            "Either party gives three months' notice before the end of a term.\n\nLandlord ........  Tenant ........\n"
            "Witness: Emmanuel Tagoe")


def t_rent_receipt(r: random.Random, dt: datetime) -> str:
    return (f"RENT RECEIPT No. {r.randint(100, 200)}\nDate: {_d(dt)}\nReceived from Mr Kwame Mensah the sum of GHS "
            "42,000.00 (forty-two thousand Ghana cedis) being rent advance for one year, 1 September 2025 to 31 August "
            "2026, for the apartment at Hse No. 14, Mpehuasem Close, East Legon.\nLandlord: Nii Armah Quaye")


def t_ecg(r: random.Random, dt: datetime) -> str:
    return (f"ECG Power App - Prepaid purchase receipt\nMeter no.: P{r.randint(10**9, 10**10)}\nCustomer: KWAME MENSAH\n"
            f"Address: Mpehuasem Close, East Legon\nDate: {_d(dt)}\nAmount: {_ghs(r, 200, 600)}\nUnits: "
            f"{r.uniform(180, 420):.1f} kWh\nToken: {r.randint(1000, 9999)}-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}"
            f"-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}")


def t_ecg_csv(r: random.Random, dt: datetime) -> str:
    rows = [f"{_ds(dt - timedelta(days=12 * i))},{r.uniform(150, 600):.2f},{r.uniform(140, 420):.1f},MoMo"
            for i in range(14)]
    return _csv("Date,Amount GHS,kWh,Paid by", rows)


def t_water(r: random.Random, dt: datetime) -> str:
    return (f"GHANA WATER LIMITED\nWater bill - {dt:%B %Y}\nAccount: 0314-{r.randint(100000, 999999)}\nCustomer: "
            f"Kwame Mensah, Hse 14 Mpehuasem Close, East Legon\nPrevious reading: {r.randint(1000, 1200)} m3\n"
            f"Consumption: {r.randint(8, 16)} m3\nAmount due: {_ghs(r, 90, 220)}\nPay by MoMo *222# or at any "
            "GWL office before the 21st.")


def t_internet(r: random.Random, dt: datetime) -> str:
    return (f"TELECEL GHANA - Fibre broadband invoice\nAccount: FB{r.randint(100000, 999999)}\nCustomer: Kwame Mensah\n"
            f"Period: {dt:%B %Y}\nPlan: Home Fibre 50 Mbps unlimited\nAmount: GHS 549.00 (incl. taxes)\nDirect debit "
            "from Stanbic ****4471 on the 5th.")


def t_landlord_letter(r: random.Random, dt: datetime) -> str:
    return (f"{_d(dt)}\n\nMr Nii Armah Quaye\nEast Legon\n\nDear Mr Quaye,\n\nThe roof above my bedroom has been "
            "leaking whenever it rains since last Thursday, and water is coming down the wall next to the wardrobe. "
            "Under our agreement the roof is your responsibility. Could you send someone this week before the rains "
            "get heavier? I can be home on Thursday or Friday.\n\nAlso, I would like to renew for another year from 1 "
            "September; please let me know the new rent.\n\nThank you,\nKwame Mensah\nGround floor right")


def t_landlord_chat(r: random.Random, dt: datetime) -> str:
    return (f"[{dt:%d/%m/%Y}, 08:12:40] Mr Quaye Landlord: Good morning Kwame. The plumber will come at 10 for the tank\n"
            f"[{dt:%d/%m/%Y}, 08:15:02] Kwame: Good morning sir. Ok I will leave the key with the watchman\n"
            f"[{dt:%d/%m/%Y}, 16:40:11] Mr Quaye Landlord: He has fixed it. Also from September rent will be 3,800\n"
            f"[{dt:%d/%m/%Y}, 16:52:37] Kwame: Hmm sir, that is a lot. Can we talk about it this weekend?\n"
            f"[{dt:%d/%m/%Y}, 17:03:09] Mr Quaye Landlord: Ok come on Saturday\n")


def t_inventory(r: random.Random, dt: datetime) -> str:
    return ("# flat - what's in it\n\n- Samsung 43\" TV (bought Black Friday 2024)\n- Nasco fridge, came with the flat "
            "(landlord's)\n- 2 standing fans, 1 AC in bedroom (Hisense, mine)\n- inverter + 2 batteries for dumsor "
            "(mine, take when moving)\n- gas cylinder 14.5kg, refill at Goil Adjiringanor\n")


def t_car_insurance(r: random.Random, dt: datetime) -> str:
    return ("ENTERPRISE INSURANCE - MOTOR CERTIFICATE\nPolicy no.: MC/ACC/{0}\nInsured: Kwame Mensah\nVehicle: Toyota "
            "Corolla 1.8, 2014, silver, reg. GR 4417-19\nCover: Comprehensive\nPeriod: {1} to {2}\nPremium: GHS "
            "3,860.00\nNo-claim discount: 20%".format(r.randint(10**5, 10**6), _d(dt), _d(dt + timedelta(days=364))))


def t_roadworthy(r: random.Random, dt: datetime) -> str:
    return ("DRIVER AND VEHICLE LICENSING AUTHORITY (DVLA)\nCertificate of roadworthiness\nVehicle: GR 4417-19, Toyota "
            f"Corolla, private use\nTested at: DVLA Accra, Tesano\nDate: {_d(dt)}\nValid until: "
            f"{_d(dt + timedelta(days=365))}\nFee: GHS 190.00\nResult: PASSED")


def t_service(r: random.Random, dt: datetime) -> str:
    return _invoice("AUTO PLUS MOTORS\nAbossey Okai, Accra", f"{ME} - Toyota Corolla GR 4417-19",
                    f"AP-{r.randint(1000, 9999)}", dt,
                    [("Engine oil 5W-30, 4L", 1, 420.0), ("Oil filter", 1, 85.0), ("Brake pads, front", 1,
                     r.choice([380.0, 450.0])), ("Labour", 1, 300.0)], f"Mileage: {r.randint(118000, 131000)} km. Next "
                    "service in 5,000 km.")


def t_fuel(r: random.Random, dt: datetime) -> str:
    rows = [f"{_ds(dt - timedelta(days=5 * i))},{r.choice(['Total East Legon', 'Goil Adjiringanor', 'Star Oil Madina'])},"
            f"{r.uniform(150, 400):.2f},{r.uniform(12.8, 15.4):.2f}" for i in range(16)]
    return _csv("Date,Station,Amount GHS,Price per litre", rows)


def t_car_purchase(r: random.Random, dt: datetime) -> str:
    return ("VEHICLE SALE AGREEMENT\nSeller: Mr Samuel Owusu, Dansoman\nBuyer: Mr Kwame Mensah, East Legon\n"
            "Vehicle: Toyota Corolla 2014, chassis 2T1BURHE0EC{0}, reg. GR 4417-19\nPrice: GHS 68,000 paid in full by "
            "bank transfer\nThe vehicle is sold as seen. The seller will transfer ownership at DVLA within 14 days.\n"
            "Date: {1}".format(r.randint(100000, 999999), _d(dt)))


def t_dubai_ticket(r: random.Random, dt: datetime) -> str:
    return ("EMIRATES - e-Ticket receipt\nPassenger: MENSAH/KWAME MR\nEK 788 Accra (ACC) - Dubai (DXB) 5 April 2024 "
            "21:15\nEK 787 Dubai (DXB) - Accra (ACC) 13 April 2024 14:30\nFare: USD 890.00  Total: USD 1,204.50\n"
            f"Issued {_d(dt)}")


def t_dubai_hotel(r: random.Random, dt: datetime) -> str:
    return ("Rove Downtown, Dubai - Tax invoice\nGuest: Kwame Mensah\nStay: 5-13 April 2024, 8 nights\nRoom rate: AED "
            "420 per night\nTourism dirham fee: AED 80\nTotal: AED 3,440.00 paid by Visa ****8812")


def t_dubai_plan(r: random.Random, dt: datetime) -> str:
    return ("dubai - after leaving the bank :)\n- Burj Khalifa At the Top, book online\n- desert safari with Ebo and "
            "Kojo\n- Dubai Mall, Deira fabric souk for ideas\n- gold souk for Maame's earrings\n- budget USD 1,500 "
            "not including flight\n")


def t_capecoast(r: random.Random, dt: datetime) -> str:
    return ("Booking.com - Confirmation\nOasis Beach Resort, Cape Coast\nGuest: Kwame Mensah + 1 (Akosua)\nCheck-in: "
            "Friday 18 April 2025  Check-out: Monday 21 April 2025\nDouble room, sea view, breakfast\nTotal: GHS 2,760 "
            "paid at property")


# ---------------------------------------------------------------- reference and interests
RECIPES = {
    "Jollof rice (Maame's way)": "Ingredients: 4 cups jasmine rice, 1 tin tomato paste, 5 fresh tomatoes, 3 onions, "
    "2 scotch bonnets, ginger, garlic, chicken stock, bay leaves, curry powder, thyme.\nBlend tomatoes, onion, pepper. "
    "Fry paste in oil 10 minutes until it darkens. Add blend and stock, season, add washed rice, cover with foil and "
    "cook on low heat 35 minutes. Do not stir too much. The bottom should catch a little.",
    "Waakye": "Soak black-eyed beans overnight with waakye leaves (sorghum leaves). Boil beans until half soft, add rice "
    "and a pinch of kanwa. Cook until soft and red-brown. Serve with shito, gari, spaghetti, wele and boiled egg.",
    "Shito": "2 cups vegetable oil, 3 onions, ginger, garlic, 1 cup dried shrimp powder, 1 cup smoked fish powder, "
    "dried pepper. Fry onions, ginger and garlic in the oil, add fish and shrimp, stir on low heat for 40 minutes until "
    "dark. Cool and store in jars.",
    "Light soup with goat": "Boil goat meat with onion, ginger, salt. Blend boiled tomatoes, onion and pepper, strain into "
    "the pot. Simmer 30 minutes. Serve with fufu or omo tuo.",
    "Kelewele": "Ripe plantain cubes with ginger, chilli, clove, onion and salt. Rest 20 minutes, deep fry until "
    "caramelised. Eat with roasted groundnuts.",
}


def t_recipe(name: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"{name}\n\n{RECIPES[name]}\n"
    return f


def t_adinkra_ref(r: random.Random, dt: datetime) -> str:
    return ("Adinkra symbols and their meanings\nGye Nyame - except for God; supremacy of God\nSankofa - go back and "
            "get it; learning from the past\nDwennimmen - ram's horns; humility and strength\nNkyinkyim - twisting; "
            "initiative and versatility\nFawohodie - independence\nAdinkrahene - chief of adinkra symbols; greatness\n"
            "Duafe - wooden comb; beauty and hygiene\nSource: Asante cultural centre booklet and Willis, The Adinkra "
            "Dictionary")


def t_kente_colours(r: random.Random, dt: datetime) -> str:
    return ("Kente colours and what they mean\nGold/yellow - wealth, royalty, fertility\nGreen - growth, harvest, "
            "renewal\nRed - political and spiritual mood, sacrifice\nBlue - peace, harmony, love\nBlack - maturity, "
            "spiritual energy, mourning the ancestors\nWine/maroon - mother earth, healing\nWhite - purity, festive "
            "occasions\nBonwire (Asante) and Agbozume (Ewe) weaving traditions differ in motifs and strip widths.")


def t_shopify_guide(r: random.Random, dt: datetime) -> str:
    return ("Shopify Help Center - Setting up shipping rates\nYou can set flat rates, weight-based rates or "
            "price-based rates for each shipping zone. To create a zone, go to Settings > Shipping and delivery > "
            "Manage rates > Create zone. Add a rate name customers will see at checkout.\nTip: offer free shipping "
            "above an order value to increase average order value.")


def t_pattern_notes(r: random.Random, dt: datetime) -> str:
    return ("# pattern making notes (from the youtube course)\n\n- add 1.5 cm seam allowance, 3 cm at hems\n- grade "
            "between sizes: chest +5 cm per size, length +2 cm\n- camp collar: one-piece, interface both sides\n- cut "
            "kente strips on the straight, never bias, it unravels\n- notch everything\n")


def t_gra_guide(r: random.Random, dt: datetime) -> str:
    return ("GHANA REVENUE AUTHORITY - A guide to the Modified Taxation Scheme for small businesses\nWho qualifies: "
            "individuals in business with annual turnover up to GHS 500,000.\nHow it works: tax is paid on turnover at "
            "3% instead of on profit. Returns are filed quarterly.\nRecord keeping: keep sales and purchase records "
            "for six years.\nRegistration: obtain a TIN (your Ghana Card PIN) and register the business on the "
            "Taxpayers Portal.")


def t_trend(r: random.Random, dt: datetime) -> str:
    return ("Africa Fashion Trend Report 2026/27\nKey themes: heritage textiles in everyday cuts; earthy palettes with "
            "one saturated accent; oversized short-sleeve shirts; crafted bags with handwoven panels; gender-neutral "
            "sizing. Markets: Lagos, Accra, Nairobi and the diaspora in London and Houston. Price points rising as "
            "buyers pay for provenance.")


def t_pricing(r: random.Random, dt: datetime) -> str:
    return ("How to price handmade clothing (blog article, saved)\nStart with materials + labour + overhead per "
            "piece. Multiply by 2 for wholesale, 2 again for retail. Don't forget platform fees, returns and your own "
            "time. Raise prices when you sell out faster than you can make.")


def t_reading(r: random.Random, dt: datetime) -> str:
    return ("books to read 2026\n- Things Fall Apart (re-read)\n- Homegoing - Yaa Gyasi\n- Storytelling with Data - "
            "Cole Nussbaumer Knaflic\n- The Lean Startup\n- Americanah\n- Designing Data-Intensive Applications (for "
            "AWS too)\n- Purple Hibiscus\n")


# ---------------------------------------------------------------- the old HP laptop
def t_old_cv(r: random.Random, dt: datetime) -> str:
    return ("KWAME MENSAH\nCredit Risk Analyst | MSc Business Analytics (in progress)\nAccra | 024 477 1903\n\n"
            "Experience\nMeridian Trust Bank Ghana, Credit Risk Analyst, 2021 - present\nGraduate Trainee, 2019 - 2021\n"
            "Education\nBSc Statistics, KNUST, 2019 (First Class)\nSkills: SQL, Python, SAS, Excel, Power BI")


def t_old_assignment(r: random.Random, dt: datetime) -> str:
    return ("Group 4 - Data Mining assignment 2\nCustomer segmentation of a retail bank's deposit customers using "
            "k-means (k=5). Features: balance, tenure, transactions per month, mobile banking use.\nMembers: Kwame "
            "Mensah, Ato Mensah, Naa Adoley Lamptey")


def t_old_budget(r: random.Random, dt: datetime) -> str:
    return "Month;Salary;Rent;Transport;Food;Send home;Savings\n" + "\n".join(
        f"2021-{m:02d};3800;900;600;1000;400;{r.randint(300, 800)}" for m in range(1, 13))


def t_old_first_orders(r: random.Random, dt: datetime) -> str:
    return "Date;Customer;Item;Price\n" + "\n".join(
        f"2022-{r.randint(5, 12):02d}-{r.randint(1, 28):02d};{r.choice(CUSTOMERS)};first kente shirt batch;300"
        for _ in range(12))


def _ago(y: int, m: int, d: int) -> float:
    return (NOW.replace(tzinfo=None) - datetime(y, m, d, 12)).total_seconds() / DAY


def _dmg(r: random.Random, dt: datetime) -> bytes:
    return _blob(r, b"\x78\xda\x63\x60", 1800) + b"koly" + b"\x00\x00\x00\x04\x00\x00\x02\x00" + bytes(500)


def _pkg(r: random.Random, dt: datetime) -> bytes:
    return _blob(r, b"xar!\x00\x1c\x00\x01", 1600)


def _exe(r: random.Random, dt: datetime) -> bytes:
    return b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00" + bytes(44) + b"\x80\x00\x00\x00" + \
        bytes(64) + b"PE\x00\x00" + bytes(r.getrandbits(8) for _ in range(1400))


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

    B, W, E, F, FAM, H, HOME, CAR, T = ("Business", "Work", "Education", "Finance", "Family", "Health", "Home",
                                         "Car", "Travel")
    ds_store = b"\x00\x00\x00\x01Bud1" + bytes(200)

    # ------------------------------------------------------------ Adinkra Threads: the running business (Areas)
    at = "Documents/Adinkra Threads"
    dot(f"{at}/.DS_Store", ds_store, 3)
    for y, m, d in ((2025, 12, 31), (2026, 1, 31), (2026, 2, 28), (2026, 3, 31), (2026, 4, 30), (2026, 5, 31)):
        add(f"{at}/01 Orders/orders_export_{y}-{m:02d}.csv", A, B, max(_ago(y, m, d), 0.5), t_orders)
    add(f"{at}/01 Orders/orders_export_2026-05 (1).csv", A, B, 0.4, t_orders)
    add(f"{at}/01 Orders/Instagram orders 2026.xlsx", A, B, 2, t_ig_orders)
    add(f"{at}/01 Orders/Instagram orders 2025.xlsx", A, B, 160, t_ig_orders)
    fab = [("2026/Kantamanto inv 4471.pdf", 0, 9), ("2026/GTP receipt March.pdf", 1, 68), ("2026/Agbozume strips Feb.pdf", 2, 101),
           ("2026/Makola poplin 14 May.pdf", 3, 18), ("2026/Kantamanto inv 4502.pdf", 0, 40),
           ("2025/Kantamanto inv 3980.pdf", 0, 230), ("2025/GTP wax print Nov.pdf", 1, 200),
           ("2025/Makola canvas totes.pdf", 3, 300)]
    for name, idx, age in fab:
        add(f"{at}/02 Suppliers/Fabric invoices/{name}", A, B, age, t_fabric_invoice(idx))
    add(f"{at}/03 Tailors/Tailor payments 2026.xlsx", A, B, 1, t_tailor_payments)
    add(f"{at}/03 Tailors/Contract - Yaw Boateng.docx", A, B, 700, t_tailor_contract("Yaw Boateng"))
    add(f"{at}/03 Tailors/Contract - Efua Asante.docx", A, B, 420, t_tailor_contract("Efua Asante"))
    for age in (4, 11, 25):
        add(f"{at}/03 Tailors/MoMo receipts/momo receipt {(NOW - timedelta(days=age)):%d %b}.pdf", A, B, age,
            t_momo_pay_receipt)
    for age in (6, 34, 63):
        add(f"{at}/04 Payouts & MoMo/Shopify/payout_{_ds(NOW - timedelta(days=age))}.pdf", A, B, age, t_shopify_payout)
    add(f"{at}/04 Payouts & MoMo/Shopify/payouts_export.csv", A, B, 5, t_payout_csv)
    for mon, age in (("Jan 2026", 122), ("Feb 2026", 93), ("Apr 2026", 32), ("May 2026", 1)):
        add(f"{at}/04 Payouts & MoMo/MoMo merchant statement {mon}.pdf", A, B, age, t_momo_merchant)
    add(f"{at}/05 GRA & registration/Business name certificate 2022.pdf", A, B, _ago(2022, 3, 14), t_biz_reg)
    add(f"{at}/05 GRA & registration/MTS return 2025 Q3.pdf", A, B, _ago(2025, 10, 14), t_gra_return("July - September 2025"))
    add(f"{at}/05 GRA & registration/MTS return 2025 Q4.pdf", A, B, _ago(2026, 1, 13), t_gra_return("October - December 2025"))
    add(f"{at}/05 GRA & registration/MTS return 2026 Q1.pdf", A, B, _ago(2026, 4, 14), t_gra_return("January - March 2026"))
    add(f"{at}/05 GRA & registration/GRA receipt Apr 2026.pdf", A, B, _ago(2026, 4, 14), t_gra_receipt)
    for i, name in enumerate(["sankofa-shirt-gold-front", "sankofa-shirt-gold-back", "dwennimmen-indigo-front",
                              "nkyinkyim-tote", "gye-nyame-hat-black", "gye-nyame-hat-gold", "adinkrahene-kaftan",
                              "kente-bomber-front", "fawohodie-shirt", "mini-crossbody"]):
        photo(f"{at}/06 Products/Catalogue/{name}.jpg", A, B, 20 + i * 23)
    add(f"{at}/07 Social media/Content calendar June 2026.xlsx", A, B, 1, t_calendar("Jun"))
    add(f"{at}/07 Social media/Content calendar May 2026.xlsx", A, B, 30, t_calendar("May"))
    add(f"{at}/07 Social media/captions.md", A, B, 8, t_captions)
    add(f"{at}/07 Social media/IG insights May.csv", A, B, 1, t_insights)
    add(f"{at}/Bookkeeping/Sales ledger 2025.xlsx", A, B, 140, t_ledger(2025))
    add(f"{at}/Bookkeeping/Sales ledger 2026.xlsx", A, B, 0.3, t_ledger(2026))
    add(f"{at}/Bookkeeping/~$Sales ledger 2026.xlsx", L, "System", 0.3, b"\x0bKwame Mensah" + bytes(150))
    add(f"{at}/Bookkeeping/expenses 2026.csv", A, B, 2, t_expenses)
    add(f"{at}/Bookkeeping/P&L 2025.pdf", A, B, 120, t_pnl)
    add(f"{at}/Bookkeeping/Price list 2026.xlsx", A, B, 150, t_price_list)
    add(f"{at}/Bookkeeping/Size chart.pdf", A, B, 500, t_size_chart)
    add(f"{at}/Bookkeeping/returns log.csv", A, B, 12, t_returns)

    # ------------------------------------------------------------ Projects: Afehyia collection + photo shoot
    af = f"{at}/Collections/Afehyia Dec 2026"
    dot(f"{af}/.DS_Store", ds_store, 2)
    for i, age in enumerate((78, 64, 60)):
        add(f"{af}/Moodboard/{['moodboard_v1', 'moodboard_v2', 'palette wine-gold'][i]}.png", P, B, age, "")
    for i in range(4):
        photo(f"{af}/Sketches/sketch_0{i + 1}.jpg", P, B, 70 - i * 6)
    for piece, fabric, age in (("Afehyia Kente Shirt", "black cotton poplin 140 gsm", 40),
                               ("Afehyia Kaftan", "indigo cotton twill with full kente panel", 33),
                               ("Afehyia Bomber", "wine cotton canvas, quilted lining", 21)):
        add(f"{af}/Tech packs/{piece}.docx", P, B, age, t_techpack(piece, fabric))
    add(f"{af}/Tech packs/~$ehyia Kaftan.docx", L, "System", 1, b"\x0bKwame Mensah" + bytes(150))
    add(f"{af}/fabric quote Agbozume.pdf", P, B, 45, t_fabric_quote)
    add(f"{af}/fabric quote Agbozume v2.pdf", P, B, 29, t_fabric_quote)
    add(f"{af}/costing.xlsx", P, B, 6, t_costing)
    add(f"{af}/launch plan.md", P, B, 3, t_launch_plan)
    sh = f"{af}/Shoot 20 June"
    add(f"{sh}/call sheet.docx", P, B, 2, t_call_sheet)
    add(f"{sh}/model release - Adjoa Nyarko.docx", P, B, 9, t_model_release("Adjoa Nyarko"))
    add(f"{sh}/model release - Kweku Essel.docx", P, B, 9, t_model_release("Kweku Essel"))
    add(f"{sh}/Studio 233 booking confirmed.eml", P, B, 7, t_location_eml)
    add(f"{sh}/Kobby Sarfo quote.pdf", P, B, 24, t_photographer_quote)
    for i in range(7):
        photo(f"{sh}/test shots/DSC_{412 + i:04d}.jpg", P, B, 5)
    for name in ("afehyia shirt mockup", "tote mockup", "lookbook cover draft", "instagram teaser 14 Nov"):
        add(f"{af}/Mock-ups/{name}.png", P, B, r.randint(4, 30), "")
    add(f"{af}/Reference/kente colour meanings.pdf", R, B, 80, t_kente_colours)
    add(f"{af}/Reference/Africa Fashion Trend Report 2026-27.pdf", R, B, 85, t_trend)
    add("Desktop/afehyia bomber mockup FINAL.png", P, B, 3, "")
    add("Desktop/afehyia bomber mockup FINAL (2).png", P, B, 2, "")
    add("Downloads/Kobby_Sarfo_quote_v2.pdf", P, B, 16, t_photographer_quote)
    add("Downloads/attachment.pdf", P, B, 24, t_photographer_quote, True)
    add("Downloads/message (1).eml", P, B, 7, t_location_eml, True)
    add("WhatsApp/WhatsApp Document 2026-04-17 at 11.05.32.pdf", P, B, 45, t_fabric_quote, True)

    # ------------------------------------------------------------ Projects: grant application
    gr = f"{at}/Grant 2026 - Creative Ghana"
    add(f"{gr}/Application form.docx", P, B, 3, t_grant_form)
    add(f"{gr}/Business plan 2026-2028.docx", P, B, 1, t_business_plan)
    add(f"{gr}/~$siness plan 2026-2028.docx", L, "System", 1, b"\x0bKwame Mensah" + bytes(150))
    add(f"{gr}/Financial projections.xlsx", P, B, 4, t_projections)
    add(f"{gr}/Pitch deck.pdf", P, B, 10, t_pitch)
    add(f"{gr}/Letter of support - GEA.pdf", P, B, 6, t_reference_letter)
    add(f"{gr}/budget.csv", P, B, 4, t_grant_budget)
    add(f"{gr}/CGF application saved.eml", P, B, 19, t_grant_confirm)
    add("Downloads/Untitled document.docx", P, B, 2, t_cover_letter, True)
    add("Desktop/draft.docx", P, B, 14, t_ref_request, True)
    add("Downloads/Untitled spreadsheet.xlsx", P, B, 5, lambda r, dt: t_grant_budget(r, dt).replace(",", ";"), True)
    add("Downloads/form.docx", P, B, 18, t_grant_form, True)

    # ------------------------------------------------------------ Projects: workshop move to Adenta
    ws = f"{at}/New workshop Adenta"
    add(f"{ws}/Lease offer Shop 7.pdf", P, B, 30, t_lease_offer)
    add(f"{ws}/deposit receipt.pdf", P, B, 20, t_deposit_receipt)
    add(f"{ws}/floor plan.png", P, B, 26, "")
    add(f"{ws}/moving checklist.md", P, B, 1, t_moving_list)
    add(f"{ws}/electrician quote.pdf", P, B, 9, t_electrician)
    add(f"{ws}/Sewtech proforma.pdf", P, B, 12, t_machine_quote)
    add(f"{ws}/Re_ Shop 7 deposit received.eml", P, B, 19, t_workshop_landlord_eml)
    for i in range(5):
        photo(f"{ws}/photos/IMG_{5521 + i}.jpg", P, B, 31)
    add("Desktop/todo.txt", P, B, 0.5, lambda r, dt: "this week\n- call Kojo re sockets for the Adenta shop, 8 double"
        " sockets not 6\n- carpenter Ashaiman: cutting table 2.4m x 1.2m, ready by 25 June\n- tell Madina landlord we "
        "leave end of June, get the 2 months balance back\n- book Kia truck Sat 27th\n- Sewtech: pay for the 2 Jukis if "
        "grant comes, else only the overlocker\n", True)
    add("Scans/scan_0048.pdf", P, B, 20, t_deposit_receipt, True)
    add("Scans/scan_0052.pdf", P, B, 9, t_electrician, True)
    add("Scans/scan_0039.pdf", P, B, 30, t_lease_offer, True)

    # ------------------------------------------------------------ Projects: Lagos trade fair (Travel)
    lg = "Documents/Travel/Lagos ATFF July 2026"
    add(f"{lg}/AWA e-ticket.pdf", P, T, 38, t_flight_lagos)
    add(f"{lg}/Moorhouse booking.pdf", P, T, 35, t_hotel_lagos)
    add(f"{lg}/ATFF exhibitor pack.eml", P, T, 15, t_exhibitor_eml)
    add(f"{lg}/ATFF invoice 0841.pdf", P, T, 50, t_booth_invoice)
    add(f"{lg}/sample inventory.xlsx", P, T, 3, t_lagos_inventory)
    add(f"{lg}/itinerary.docx", P, T, 10, t_lagos_itinerary)
    add("Downloads/ATFF_2026_Floorplan_HallB.pdf", P, T, 15, lambda r, dt: "AFRIKA TEXTILE & FASHION FAIR 2026 - HALL B "
        "FLOOR PLAN\nLandmark Centre, Victoria Island, Lagos, 14-17 July 2026\nB-01 to B-20 Nigeria pavilion\nB-21 to "
        "B-45 West Africa pavilion (Ghana, Cote d'Ivoire, Senegal)\nB-41 Adinkra Threads (Ghana)\nFire exits at both "
        "ends. Loading bay behind B-30.")
    add("Desktop/Untitled 2.txt", P, T, 4, t_lagos_packing, True)
    add("Desktop/Untitled 5.md", P, T, 6, t_booth_notes, True)
    add("Scans/scan_0044.pdf", P, T, 22, t_yellow_fever, True)
    add("Downloads/document (6).pdf", P, T, 35, t_hotel_lagos, True)
    add("Downloads/Copy of Untitled spreadsheet.xlsx", P, T, 12, t_lagos_inventory, True)

    # ------------------------------------------------------------ Projects: AWS exam (Education)
    aw = "Documents/AWS cert"
    add(f"{aw}/Pearson VUE confirmation.eml", P, E, 27, t_aws_booking)
    add(f"{aw}/study plan.md", P, E, 28, t_aws_plan)
    add(f"{aw}/practice scores.csv", P, E, 2, t_aws_scores)
    add(f"{aw}/voucher.pdf", P, E, 44, t_aws_voucher)
    for n, age in (("kinesis", 17), ("redshift", 10), ("glue", 24)):
        add(f"{aw}/notes/{n}.md", P, E, age, t_aws_notes(n))
    add(f"{aw}/AWS-Certified-Data-Engineer-Associate_Exam-Guide.pdf", R, E, 40, t_aws_guide)
    for title, para in (("Data Analytics Lens - AWS Well-Architected Framework", "This lens describes best practices "
                         "for designing analytics workloads: data ingestion, storage, cataloguing and governance."),
                        ("Streaming Data Solutions on AWS", "This paper outlines architectures for real-time "
                         "streaming with Amazon Kinesis and Amazon MSK, with example use cases."),
                        ("Big Data Analytics Options on AWS", "An overview of AWS services for big data analytics, "
                         "their ideal usage patterns, cost model, performance and durability.")):
        add(f"{aw}/whitepapers/{title}.pdf", R, E, r.randint(20, 40), t_whitepaper(title, para))
    add("Documents/Reading/SQL window functions cheat sheet.pdf", R, E, 400, t_sql_cheat)
    add("Documents/Reading/pandas snippets.md", R, E, 250, t_pandas_cheat)
    add("Downloads/download.pdf", R, E, 41, t_aws_guide, True)
    add("Downloads/print.pdf", P, E, 27, t_aws_booking, True)
    add("Desktop/Untitled 3.txt", P, E, 8, lambda r, dt: "athena - partition projection so we dont run MSCK REPAIR "
        "every day\nparquet + snappy, ~128MB files\nCTAS to convert csv -> parquet\nworkgroups to limit scan cost\n"
        "lake formation = column level permissions, LF-tags\nredo practice set 4 questions on Lake Formation\n", True)
    add("Desktop/Untitled 6.txt", P, E, 16, t_aws_notes("kinesis"), True)

    # ------------------------------------------------------------ Areas: the Nkabom job (Work)
    nk = "Documents/Nkabom"
    NKB = "NKABOM TELECOM GHANA LIMITED, Airport City, Accra"
    for y, m in ((2024, 6), (2024, 12), (2025, 12), (2026, 1), (2026, 2), (2026, 3), (2026, 4), (2026, 5)):
        gross = 6800 if (y, m) < (2026, 4) else 7600
        add(f"{nk}/Payslips/Payslip {y}-{m:02d}.pdf", A, W, max(_ago(y, m, 28), 3), t_payslip(NKB, gross))
    add(f"{nk}/Contract/Employment contract 2024.pdf", A, W, _ago(2024, 3, 20), t_nkabom_contract)
    add(f"{nk}/Contract/Contract renewal April 2026.pdf", A, W, _ago(2026, 3, 24), t_nkabom_renewal)
    add(f"{nk}/Contract/NDA signed.pdf", A, W, _ago(2024, 4, 2), t_nda)
    for age in (5, 12, 19, 26):
        add(f"{nk}/Reports/2026/churn_weekly_{_ds(NOW - timedelta(days=age))}.xlsx", A, W, age, t_churn_report)
    add(f"{nk}/Reports/2026/CVM monthly April 2026.pdf", A, W, 27, t_kpi)
    add(f"{nk}/Reports/2026/CVM monthly March 2026.pdf", A, W, 58, t_kpi)
    add(f"{nk}/timesheet May.csv", A, W, 1, t_timesheet)
    add(f"{nk}/timesheet April.csv", A, W, 31, t_timesheet)
    add(f"{nk}/Leave request July.docx", A, W, 11, t_leave)
    add("Downloads/report.pdf", A, W, 88, t_kpi, True)
    add("Scans/scan_0017.pdf", A, W, 480, t_payslip(NKB, 6800), True)
    add("Downloads/message (3).eml", A, W, 4, t_hr_eml, True)
    add("Downloads/document (2).pdf", A, W, _ago(2026, 3, 24), t_nkabom_renewal, True)

    # ------------------------------------------------------------ Archive: the bank job (Work)
    bk = "Documents/Old job - Meridian Bank"
    MTB = "MERIDIAN TRUST BANK GHANA PLC, Ring Road Central, Accra"
    add(f"{bk}/Offer letter 2019.pdf", X, W, _ago(2019, 8, 5), t_bank_offer)
    for m in (1, 2, 3):
        add(f"{bk}/Payslip {['Jan', 'Feb', 'Mar'][m - 1]} 2024.pdf", X, W, _ago(2024, m, 27), t_payslip(MTB, 7400))
    add(f"{bk}/Resignation letter.docx", X, W, _ago(2024, 2, 26), t_resignation)
    add(f"{bk}/Exit clearance.pdf", X, W, _ago(2024, 3, 28), t_exit_clearance)
    add(f"{bk}/Reference letter.pdf", X, W, _ago(2024, 4, 15), t_bank_reference)
    add(f"{bk}/AML certificate 2023.pdf", X, W, _ago(2023, 6, 9), t_aml_cert)
    add("Documents/2024/Document2.docx", X, W, _ago(2024, 2, 25), t_resignation, True)
    add("Scans/scan_0009.pdf", X, W, _ago(2024, 3, 29), t_exit_clearance, True)
    add("Scans/scan_0005.pdf", X, W, _ago(2023, 11, 28), t_payslip(MTB, 7100), True)

    # ------------------------------------------------------------ Archive: the MSc (Education)
    ms = "Documents/MSc UGBS"
    add(f"{ms}/Transcript.pdf", X, E, _ago(2023, 12, 12), t_msc_transcript)
    add(f"{ms}/Certificate.pdf", X, E, _ago(2024, 1, 20), t_msc_cert)
    add(f"{ms}/Dissertation final.docx", X, E, _ago(2023, 7, 30), t_thesis)
    add(f"{ms}/Dissertation final v2.docx", X, E, _ago(2023, 8, 14), t_thesis)
    for c, (y, m) in (("Machine Learning", (2022, 10)), ("Data Mining", (2022, 3)), ("Statistical Modelling", (2021, 11))):
        add(f"{ms}/notes/{c}.md", X, E, _ago(y, m, 15), t_msc_notes(c))
    add(f"{ms}/Paper accepted.eml", X, E, 20, t_supervisor_eml)
    add("Scans/scan_0007.pdf", X, E, _ago(2024, 1, 21), t_msc_cert, True)
    add("Downloads/message (2).eml", X, E, 20, t_supervisor_eml, True)
    add("Downloads/attachment (2).pdf", X, E, 300, t_msc_transcript, True)

    # ------------------------------------------------------------ Archive: Sankofa collection (Business)
    sk = f"{at}/Collections/Sankofa Dec 2024"
    add(f"{sk}/Sankofa lookbook.pdf", X, B, _ago(2024, 11, 25), t_sankofa_lookbook)
    add(f"{sk}/launch report.md", X, B, _ago(2025, 1, 10), t_sankofa_report)
    add(f"{sk}/sales Dec 2024.csv", X, B, _ago(2025, 1, 2), t_sankofa_sales)
    for i in range(6):
        photo(f"Pictures/Shoots/Sankofa lookbook 2024/DSC_{101 + i:04d}.jpg", X, B, _ago(2024, 11, 9))
    add("Documents/2024/Document3.docx", X, B, _ago(2024, 10, 20), t_sankofa_plan, True)

    # ------------------------------------------------------------ Archive: the Bonwire partnership (Business)
    bw = f"{at}/Bonwire partnership (ended)"
    add(f"{bw}/MOU Bonwire Heritage Weavers.docx", X, B, _ago(2025, 3, 10), t_bonwire_mou)
    add(f"{bw}/complaint letter Oct 2025.docx", X, B, _ago(2025, 10, 6), t_bonwire_complaint)
    add(f"{bw}/termination notice.pdf", X, B, _ago(2025, 12, 29), t_bonwire_termination)
    add(f"{bw}/Re_ September strips.eml", X, B, _ago(2025, 9, 24), t_bonwire_eml(0))
    add(f"{bw}/Re_ Notice of termination.eml", X, B, _ago(2026, 1, 5), t_bonwire_eml(1))
    add(f"{bw}/Final instalment paid.eml", X, B, _ago(2026, 4, 17), t_bonwire_eml(2))
    for i in range(3):
        photo(f"{bw}/samples/IMG_{3301 + i}.jpg", X, B, _ago(2025, 8, 30))
    add("Downloads/attachment (1).pdf", X, B, _ago(2025, 12, 29), t_bonwire_termination, True)
    add("Desktop/misc/info.txt", X, B, 44, t_bonwire_lessons, True)
    add("Documents/2025/letter.docx", X, B, _ago(2025, 10, 5), t_bonwire_complaint, True)
    add("Downloads/message (4).eml", X, B, _ago(2026, 4, 17), t_bonwire_eml(2), True)

    # ------------------------------------------------------------ Archive: the 2025 pop-ups (Business)
    pu = f"{at}/Pop-ups"
    add(f"{pu}/Chale Wote 2025/vendor confirmation.pdf", X, B, _ago(2025, 7, 30), t_stall_booking)
    add(f"{pu}/Chale Wote 2025/sales.csv", X, B, _ago(2025, 8, 25), t_popup_sales)
    for i in range(4):
        photo(f"Pictures/2025/Chale Wote stall/IMG_{4410 + i}.jpg", X, B, _ago(2025, 8, 23))
    add(f"{pu}/Labadi Christmas 2025/stall invoice.pdf", X, B, _ago(2025, 11, 28), t_xmas_invoice)
    add(f"{pu}/Labadi Christmas 2025/sales summary.xlsx", X, B, _ago(2025, 12, 27), t_xmas_summary)
    for i in range(3):
        photo(f"{pu}/Labadi Christmas 2025/IMG_{5102 + i}.jpg", X, B, _ago(2025, 12, 20))
    add("Documents/2025/Document1.docx", X, B, _ago(2025, 8, 12), t_popup_plan, True)
    add("Documents/2025/Book1.xlsx", X, B, _ago(2025, 12, 27), t_xmas_summary, True)

    # ------------------------------------------------------------ Areas: the business, loose and hard
    add("Downloads/orders_export_1.csv", A, B, 0.2, t_orders)
    add("Downloads/document (9).pdf", A, B, 6, t_shopify_payout, True)
    add("Downloads/document (5).pdf", A, B, _ago(2026, 4, 14), t_gra_receipt, True)
    add("Downloads/document (4).pdf", A, B, 60, t_momo_merchant, True)
    add("Downloads/document (7).pdf", A, B, 13, t_shopify_payout, True)
    add("Downloads/data.csv", A, B, 32, t_insights, True)
    add("Downloads/output.csv", A, B, 47, t_payout_csv, True)
    add("Downloads/download (2).pdf", R, B, 240, t_gra_guide, True)
    add("Desktop/Untitled.txt", A, B, 3, t_tailor_week, True)
    add("Desktop/misc/ideas.md", A, B, 6, t_post_ideas, True)
    add("WhatsApp/WhatsApp Document 2026-05-14 at 09.12.44.pdf", A, B, 18, t_fabric_invoice(0), True)
    add("WhatsApp/WhatsApp Document 2026-04-02 at 18.40.03.docx", A, B, 60, t_measure, True)
    add("Scans/scan_0021.pdf", A, B, 419, t_tailor_contract("Efua Asante"), True)
    add("Scans/scan_0002.pdf", A, B, _ago(2022, 3, 20), t_biz_reg, True)
    add("WhatsApp/WhatsApp Chat with Yaw Tailor.txt", A, B, 2, lambda r, dt: (
        f"[{dt:%d/%m/%Y}, 07:58:12] Yaw Tailor: Boss good morning. The indigo poplin finish, 6 shirts left\n"
        f"[{dt:%d/%m/%Y}, 08:10:45] Kwame: Morning Yaw. I will bring 10 yards today after work\n"
        f"[{dt:%d/%m/%Y}, 08:11:20] Yaw Tailor: Ok. And the Afehyia sample collar I changed it small\n"
        f"[{dt:%d/%m/%Y}, 08:12:02] Kwame: Send photo\n[{dt:%d/%m/%Y}, 08:15:33] Yaw Tailor: <attached: IMG-0531.jpg>\n"))

    # ------------------------------------------------------------ Areas: money (Finance)
    mo = "Documents/Money"
    for y, m in ((2025, 9), (2026, 2), (2026, 3), (2026, 4), (2026, 5)):
        add(f"{mo}/Stanbic/Statement {y}-{m:02d}.pdf", A, F, max(_ago(y, m, 28) - 3, 1), t_stanbic)
    add(f"{mo}/MoMo/MoMo statement Apr 2026.pdf", A, F, 32, t_momo_personal)
    add(f"{mo}/MoMo/MoMo statement May 2026.pdf", A, F, 1, t_momo_personal)
    add(f"{mo}/Investments/MFund statement Mar 2026.pdf", A, F, 60, t_fund)
    add(f"{mo}/Investments/T-bill confirmation Aug 2025.pdf", A, F, _ago(2025, 8, 18), t_tbill)
    add(f"{mo}/Budget 2026.xlsx", A, F, 7, t_budget(2026))
    add(f"{mo}/Budget 2025.xlsx", A, F, 160, t_budget(2025))
    add(f"{mo}/SSNIT statement 2026.pdf", A, F, 70, t_ssnit)
    add(f"{mo}/PAYE certificate 2025.pdf", A, F, 95, t_tax_cert)
    add(f"{mo}/money goals 2026.md", A, F, 150, t_savings)
    add("Downloads/Stanbic_eStatement_May2026.pdf", A, F, 0.6, t_stanbic)
    add("Downloads/document (3).pdf", A, F, 62, t_stanbic, True)
    add("Downloads/export.csv", A, F, 15, t_momo_personal, True)
    add("Downloads/document (1).pdf", A, F, 70, t_ssnit, True)
    add("Documents/2025/Book2.xlsx", A, F, 300, t_budget(2025), True)
    add("Documents/2025/Scan 12.pdf", A, F, _ago(2025, 8, 19), t_tbill, True)

    # ------------------------------------------------------------ Areas: Akosua (Family)
    ak = "Documents/Akosua"
    add(f"{ak}/UCC fees 2025-2026.pdf", A, FAM, _ago(2025, 8, 20), t_ucc_fees("2025/2026"))
    add(f"{ak}/UCC fees 2024-2025.pdf", A, FAM, _ago(2024, 8, 22), t_ucc_fees("2024/2025"))
    add(f"{ak}/fee receipt Sept 2025.pdf", A, FAM, _ago(2025, 9, 5), t_fee_receipt)
    add(f"{ak}/fee receipt Jan 2026.pdf", A, FAM, _ago(2026, 1, 16), t_fee_receipt)
    add(f"{ak}/Hostel agreement 2025-26.pdf", A, FAM, _ago(2025, 8, 28), t_hostel)
    add(f"{ak}/allowance log.csv", A, FAM, 2, t_allowance)
    add(f"{ak}/Results sem 1 2025-26.pdf", A, FAM, 75, t_results)
    add("Downloads/document (8).pdf", A, FAM, 9, t_ucc_fees("2025/2026"), True)
    add("Downloads/message.eml", A, FAM, 9, t_akosua_eml, True)
    add("Desktop/misc/list.txt", A, FAM, 5, t_supplies, True)
    add("Scans/scan_0028.pdf", A, FAM, _ago(2025, 8, 29), t_hostel, True)
    add("WhatsApp/WhatsApp Document 2026-03-12 at 20.17.55.pdf", A, FAM, 80, t_results, True)
    add("Downloads/file (1).pdf", A, FAM, _ago(2026, 1, 16), t_fee_receipt, True)

    # ------------------------------------------------------------ Areas: health
    he = "Documents/Health"
    add(f"{he}/NHIS renewal 2025.pdf", A, H, _ago(2025, 7, 2), t_nhis)
    add(f"{he}/Nyaho lab results Feb 2026.pdf", A, H, _ago(2026, 2, 11), t_lab)
    add(f"{he}/Smile Avenue invoice.pdf", A, H, 190, t_dental)
    add(f"{he}/Fit Factory membership.pdf", A, H, 95, t_gym)
    add(f"{he}/prescription harmattan.pdf", A, H, _ago(2026, 1, 8), t_prescription)
    add(f"{he}/eye test 2026.pdf", A, H, 26, t_eye)
    add("Downloads/file.pdf", A, H, 33, t_lab, True)
    add("Downloads/document.pdf", A, H, 190, t_dental, True)
    add("Desktop/misc/notes.txt", A, H, 40, t_symptoms, True)
    add("Desktop/misc/untitled folder/notes 2.txt", A, H, 55, t_workout, True)
    add("Scans/scan_0025.pdf", A, H, _ago(2025, 7, 3), t_nhis, True)

    # ------------------------------------------------------------ Areas: the flat (Home)
    ho = "Documents/Apartment"
    add(f"{ho}/Tenancy agreement 2024.pdf", A, HOME, _ago(2024, 8, 24), t_tenancy)
    add(f"{ho}/Rent receipt 2025-26.pdf", A, HOME, _ago(2025, 8, 30), t_rent_receipt)
    add(f"{ho}/ECG purchases.csv", A, HOME, 4, t_ecg_csv)
    add(f"{ho}/ECG receipt 2026-05-18.pdf", A, HOME, 14, t_ecg)
    add(f"{ho}/Ghana Water Apr 2026.pdf", A, HOME, 36, t_water)
    add(f"{ho}/Telecel fibre May 2026.pdf", A, HOME, 27, t_internet)
    add(f"{ho}/letter to landlord - roof.docx", A, HOME, 21, t_landlord_letter)
    add(f"{ho}/what's in the flat.md", A, HOME, 300, t_inventory)
    add("WhatsApp/WhatsApp Chat with Mr Quaye Landlord.txt", A, HOME, 10, t_landlord_chat)
    add("Downloads/download (1).pdf", A, HOME, 3, t_ecg, True)
    add("Downloads/Untitled document (1).docx", A, HOME, 22, t_landlord_letter, True)
    add("Scans/scan_0014.pdf", A, HOME, _ago(2024, 8, 26), t_tenancy, True)
    add("WhatsApp/WhatsApp Document 2025-09-01 at 10.22.19.pdf", A, HOME, _ago(2025, 9, 1), t_rent_receipt, True)
    add("Downloads/Doc 2026-05-22.pdf", A, HOME, 10, t_water, True)

    # ------------------------------------------------------------ Areas: the car
    ca = "Documents/Car"
    add(f"{ca}/Motor insurance 2025-26.pdf", A, CAR, _ago(2025, 11, 3), t_car_insurance)
    add(f"{ca}/Roadworthy 2026.pdf", A, CAR, _ago(2026, 2, 19), t_roadworthy)
    add(f"{ca}/Auto Plus service Mar 2026.pdf", A, CAR, _ago(2026, 3, 21), t_service)
    add(f"{ca}/Auto Plus service Oct 2025.pdf", A, CAR, _ago(2025, 10, 11), t_service)
    add(f"{ca}/fuel log.csv", A, CAR, 3, t_fuel)
    add(f"{ca}/Sale agreement 2023.pdf", A, CAR, _ago(2023, 2, 4), t_car_purchase)
    add("Downloads/2e4f9a1c-0b7d-4c55-9e11-8f3a7c2d5b60.pdf", A, CAR, _ago(2025, 11, 3), t_car_insurance, True)
    add("Downloads/Receipt-2291-0047.pdf", A, CAR, _ago(2026, 3, 21), t_service, True)
    add("Desktop/misc/temp.csv", A, CAR, 25, t_fuel, True)
    add("Documents/2024/Scan 7.pdf", A, CAR, _ago(2024, 11, 5), t_car_insurance, True)
    add("Scans/scan_0031.pdf", A, CAR, _ago(2026, 2, 20), t_roadworthy, True)

    # ------------------------------------------------------------ Archive: past trips (Travel)
    add("Documents/Travel/Dubai 2024/Emirates e-ticket.pdf", X, T, _ago(2024, 3, 2), t_dubai_ticket)
    add("Documents/Travel/Dubai 2024/Rove Downtown invoice.pdf", X, T, _ago(2024, 4, 13), t_dubai_hotel)
    add("Documents/Travel/Dubai 2024/plan.txt", X, T, _ago(2024, 3, 20), t_dubai_plan)
    add("Documents/Travel/Cape Coast Easter 2025/Oasis booking.pdf", X, T, _ago(2025, 3, 30), t_capecoast)
    add("Documents/2024/file_1.pdf", X, T, _ago(2024, 3, 2), t_dubai_ticket, True)
    add("Scans/scan_0012.pdf", X, T, _ago(2024, 4, 16), t_dubai_hotel, True)

    # ------------------------------------------------------------ Resources: business reference, inspiration
    rf = f"{at}/Reference"
    add(f"{rf}/Adinkra symbols.pdf", R, B, 600, t_adinkra_ref)
    add(f"{rf}/Shopify - shipping rates.pdf", R, B, 520, t_shopify_guide)
    add(f"{rf}/pattern making notes.md", R, B, 380, t_pattern_notes)
    add(f"{rf}/GRA Modified Taxation guide.pdf", R, B, 240, t_gra_guide)
    add(f"{rf}/pricing handmade clothing.pdf", R, B, 450, t_pricing)
    for i in range(4):
        add(f"Pictures/Inspiration/pin_{r.randint(100000, 999999)}_{i}.jpg", R, B, r.randint(30, 400), "")

    # ------------------------------------------------------------ Resources: cooking, books, music, software
    for i, name in enumerate(RECIPES):
        ext = "md" if i % 2 else "txt"
        add(f"Documents/Recipes/{name}.{ext}", R, "Cooking", 100 + i * 90, t_recipe(name))
    add("Desktop/notes.md", R, "Cooking", 13, lambda r, dt: "for sunday - Maame's jollof\n\n4 cups rice, tin paste, "
        "5 tomatoes, 3 onions, 2 pepper, ginger + garlic, stock cubes, bay leaf\nfry the paste well (10 min) before "
        "the blend. foil on the pot, low fire 35 min, don't stir. bottom should burn small\n")
    for title, author, para in (("Homegoing", "Yaa Gyasi", "The night Effia Otcher was born into the musky heat of "
                                 "Fanteland, a fire raged through the woods just outside her father's compound."),
                                ("Things Fall Apart", "Chinua Achebe", "Okonkwo was well known throughout the nine "
                                 "villages and even beyond."),
                                ("Storytelling with Data", "Cole Nussbaumer Knaflic", "Bad graphs are everywhere. "
                                 "This book will teach you how to communicate with data."),
                                ("The Lean Startup", "Eric Ries", "Entrepreneurs are everywhere. Start-up success "
                                 "can be engineered by following the right process.")):
        add(f"Documents/Books/{title}.epub", R, "Books", r.randint(60, 700), _epub(title, author, "en", para))
    add("Desktop/Untitled 4.txt", R, "Books", 120, t_reading, True)
    for title, artist, album in (("Sweet Mother", "Daddy Lumba", "Highlife Classics"),
                                 ("Moko Ni", "Amakye Dede", "Highlife Classics"),
                                 ("Mensah", "Kojo Antwi", "Afrafranto"),
                                 ("Kwaku the Traveller", "Black Sherif", "The Villain I Never Was"),
                                 ("Terminator", "King Promise", "5 Star"),
                                 ("Adonai", "Sarkodie", "Mary")):
        add(f"Music/{artist}/{album}/{title}.mp3", R, "Music", r.randint(100, 900), _id3(r, title, artist, album))
    for name, maker, age in (("Zoom.pkg", _pkg, 200), ("googlechrome.dmg", _dmg, 400), ("Canva-1.84.0.dmg", _dmg, 90),
                             ("Lightroom_Installer.dmg", _dmg, 150), ("AWSCLIV2.pkg", _pkg, 35)):
        add(f"Downloads/{name}", R, "Software", age, maker)

    # ------------------------------------------------------------ Resources: photos
    for i in range(4):
        photo(f"Pictures/2025/Cape Coast Easter/IMG_{2201 + i * 3}.jpg", R, "Photos", _ago(2025, 4, 19))
    for i in range(2):
        photo(f"Pictures/2024/Dubai/IMG_{1104 + i * 11}.jpg", R, "Photos", _ago(2024, 4, 8))
    for i in range(3):
        add(f"Pictures/2026/Akosua birthday/IMG_{6610 + i}.HEIC", R, "Photos", _ago(2026, 3, 7), "")
    photo("Pictures/2026/IMG_6702.jpg", R, "Photos", 40)
    for i, age in enumerate((1, 2, 2, 5, 9, 16)):
        t = NOW - timedelta(days=age)
        add(f"Desktop/Screenshot {t:%Y-%m-%d} at {9 + i}.{10 + i * 7:02d}.{r.randint(10, 59)}.png", R, "Photos", age, "")
    for i, age in enumerate((3, 11, 27, 64)):
        t = NOW - timedelta(days=age)
        photo(f"WhatsApp/Media/WhatsApp Image {t:%Y-%m-%d} at {12 + i}.{r.randint(10, 59)}.{r.randint(10, 59)}.jpeg",
              R, "Photos", age)

    # ------------------------------------------------------------ Archive: the old HP laptop copy (Backup)
    ol = "Old HP Laptop/Users/Kwame"
    BK = "Backup"
    add(f"{ol}/Documents/CV 2021.docx", X, BK, _ago(2021, 6, 14), t_old_cv)
    add(f"{ol}/Documents/MSc/Group 4 assignment.docx", X, BK, _ago(2022, 3, 11), t_old_assignment)
    add(f"{ol}/Documents/budget 2021.xlsx", X, BK, _ago(2021, 12, 30), t_old_budget)
    add(f"{ol}/Documents/New Microsoft Word Document.docx", X, BK, _ago(2022, 6, 2), t_old_first_orders)
    add(f"{ol}/Documents/Adinkra first orders.xlsx", X, BK, _ago(2022, 12, 20), t_old_first_orders)
    add(f"{ol}/Documents/desktop.ini", L, "System", _ago(2021, 2, 1),
        "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")
    add(f"{ol}/Desktop/desktop.ini", L, "System", _ago(2021, 2, 1),
        "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")
    for i in range(4):
        taken = datetime(2020 + i // 2, 3 + i * 2, 12, 14, 12, 33)
        add(f"{ol}/Pictures/IMG_{taken:%Y%m%d}_14123{i}.jpg", X, BK, _ago(taken.year, taken.month, taken.day),
            lambda r, dt, tk=taken: _jpeg(r, tk))
    add(f"{ol}/Pictures/Thumbs.db", L, "System", _ago(2022, 8, 1), b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(500))
    add(f"{ol}/Downloads/python-3.9.7-amd64.exe", X, BK, _ago(2021, 9, 10), _exe)
    add(f"{ol}/Downloads/PBIDesktopSetup_x64.exe", X, BK, _ago(2022, 1, 18), _exe)
    add(f"{ol}/Downloads/statement_2021.pdf", X, BK, _ago(2021, 11, 2), t_stanbic)
    add(f"{ol}/Music/Sarkodie - Adonai.mp3", X, BK, _ago(2020, 5, 5), lambda r, dt: _id3(r, "Adonai", "Sarkodie", "Mary"))
    add(f"{ol}/Desktop/logo ideas.png", X, BK, _ago(2022, 2, 14), "")

    # ------------------------------------------------------------ Left: unfinished downloads
    add("Downloads/Canva-1.85.0.dmg.crdownload", L, "System", 0.2, lambda r, dt: _blob(r, b"\x78\xda", 700))
    add("Downloads/DEA-C01 practice exam.pdf.crdownload", L, "System", 1, lambda r, dt: b"%PDF-1.5\n" + bytes(300))
    add("Downloads/lookbook_afehyia_preview.zip.part", L, "System", 3, lambda r, dt: _blob(r, b"PK\x03\x04", 600))

    # ------------------------------------------------------------ dot files (not labelled)
    for d in ("Desktop", "Downloads", "Documents", "Pictures", "Documents/Money", f"{af}/Shoot 20 June"):
        dot(f"{d}/.DS_Store", ds_store, r.randint(0, 20))
    dot("Desktop/.localized", b"", 900)
    dot("Documents/AWS cert/.~lock.practice scores.csv#", b"Kwame Mensah,kwame,MacBook-Air,01.06.2026 09:12,file://\n", 0.1)

    return items
