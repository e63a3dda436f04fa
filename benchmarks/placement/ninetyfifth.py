"""A ninety-fifth unseen labelled corpus: a Danish graphic designer's Mac, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, ``benchmarks/bench_*.py``,
at the bodies of any other module in ``benchmarks/placement/``, at git history or at any placement output. What
was read: ``unseen.py``'s module docstring (lines 1-60), its helpers (lines 60-220: ``_d``, ``_kr``, ``_latin1``,
``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob`` and its Swedish name lists) and the first lines of
its ``build()`` (1296-1360: the write / encode / add / dot / photo helpers and its first few ``add`` calls);
``corpus.py`` lines 1-30 (``Item``, ``NOW``, ``NOW_S``, ``DAY``) and ``_pdf`` / ``_jpeg``, and by accident the
first ~25 lines of ``corpus.py``'s ``build()`` that follow ``_jpeg`` (printed by a too-wide ``sed`` range: its
loop over named loose files and its camera photos); ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``HEIC_HEAD`` and
``_png``; and the list of file names in ``benchmarks/placement/`` (to check this module did not exist yet).

The person: Signe Holmgaard, 41, a self-employed graphic designer and illustrator in Aarhus, Denmark. She runs
Studio Holmgaard (enkeltmandsvirksomhed, CVR 38417296, since August 2018) from a workroom in the family's owned
flat (ejerlejlighed) at Bülowsgade 31, 3. th., on Frederiksbjerg, bought in 2023 when the old flat on Trøjborg
was sold (handover 1 August 2023). Her clients are Danish and foreign (a Copenhagen start-up, Tidewell, that
works in English, and a Leeds tea company, Fenwick & Hale); her books are kept in e-conomic and her annual
accounts are done by a registered accountant, Lone Bering (Bering & Co, Viby J); VAT is settled half-yearly.
Before that she was an art director at Kontrast Design A/S in Copenhagen (2011 - 30 June 2018); from 2019 to
November 2022 she also ran a small web shop selling her own art prints (Papirfugl), now closed. Her husband,
Mikkel Sørensen, is a registrar (afdelingslæge) in anaesthesia at Aarhus Universitetshospital; their children
are Freja (13, 7.B at Ingerslev Skole) and Oskar (5, Børnehuset Mejsen, starting school in August 2027). Signe
rows at Roforeningen Bugten and drives the family's 2019 Skoda Octavia Combi.

As of NOW, 2026-06-01, she is working on: the rebrand of Trøjborg Bryghus, a local craft brewery (brief,
quote, sketches, logo versions, labels, can print specs; logo due mid-June, cans in August 2026); an
illustrated children's book she writes and illustrates, "Bjørnen der ikke kunne sove" (manuscript versions,
storyboard, spreads, a 2025 arts-council grant and a contract offer from Forlaget Lille Fyr valid until
15 June 2026); the purchase of a summer house at Hyldebærvej 7, Fuglsø on Djursland (sales prospectus,
condition report, electrical report, loan offer, lawyer, purchase agreement signed in May, handover
1 August 2026); and the family's trip to Tuscany, 11-25 July 2026. Freja's confirmation was on Saturday
2 May 2026 and the party is over and paid for (thank-you cards sent in May): it is finished. Past trips:
Berlin 2023, Lisbon (autumn half-term 2024), Bornholm (summer 2025). The Mac is set to Danish: ``Overførsler/``
(Downloads), ``Skrivebord/`` (Desktop), ``Dokumenter/`` with half-organised folders (``Studio Holmgaard``,
``Økonomi``, ``Lejligheden``, ``Sommerhus``, ``Billedbog``, ``Rejser``, ``Børn``, a catch-all ``Diverse``,
a ``Scannede`` folder from the printer's scan-to-folder, a year folder ``2024``), ``Billeder/``, ``Musik/``,
a copy of her old MacBook (``Gammel MacBook/``, English folder names, copied in 2023) and an exported
``iPhone backup 2022/``. Documents are mostly Danish; client work is partly English; Italian bookings.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects**: outcomes with an end, still being worked on now, whatever the file's age. The Trøjborg
  Bryghus rebrand (brief, quote and its acceptance, creative presentations, meeting notes, logo files,
  sketches, label mock-ups, the brewery's own photos and old labels sent for the job, can print specs, font
  licence bought for it) -- topic Business; the picture book (manuscripts, storyboard, spreads, editor's
  mails, reader's report, the grant, the query letter, the contract offer and her notes on it) -- topic
  Writing; the summer-house purchase (prospectus, condition and electrical reports, energy label, BBR,
  easements, valuation, purchase agreement, loan offer and comparisons, lawyer's letters, power of attorney,
  change-of-ownership insurance offer, viewing photos) -- topic Summerhouse; the Tuscany trip in July 2026
  (flights, agriturismo, Florence flat, car hire, train and museum tickets, deposit, plans, packing list)
  -- topic Travel.
- **Areas**: responsibilities with no end, whatever the document's age. The studio's running business:
  invoices, quotes and small jobs for regular clients (Café Kornet, Tidewell, Fenwick & Hale, Kunstforeningen
  Vestergade, Lundgaard Arkitekter), contracts and NDAs with them, VAT returns, e-conomic exports, receipts,
  the accountant's annual accounts and invoices, time sheets, business insurance -- topic Business;
  household money: tax (årsopgørelse, forskudsopgørelse), bank, budget, pension, the flat's mortgage,
  children's savings, share savings account -- Finance; the owned flat: owners' association, title deed,
  heating, water, electricity, internet, tradesmen -- Home; the family's health: doctor, dentist,
  orthodontics, physiotherapy, optician, screening, lab results, vaccinations, the sygeforsikring -- Health;
  the car: purchase papers, registration, inspections, service, tyres, insurance, ownership tax, parking
  permit and fines -- Car; Freja's school and
  Oskar's kindergarten: AULA messages, parent meetings, camp school, daycare fees, the 2027 school start --
  School; household insurance (contents, accident, annual travel policy, claims) -- Insurance; membership of
  the rowing club (fees, season programme, club minutes, certificates) -- Rowing.
- **Resources**: reference and interests kept by subject: print and typography notes, font files, mock-up
  templates, colour guides (Design); writing craft and contract guidance (Writing); rowing technique
  (Rowing); appliance manuals (Home); recipes (Cooking); ebooks (Books); music (Music); installers
  (Software); personal, family and holiday photos and screenshots (Photos) -- except photos taken as
  working material for a project, current or finished (brewery sketches and photos, spreads of the book,
  summer-house viewing photos, the closed web shop's product photos: that project's bucket and topic),
  and those inside the backups.
- **Archive**: finished projects and ended responsibilities: the employment at Kontrast Design, ended 2018
  (Career); the Papirfugl web shop, closed 2022 (Business); the sale of the Trøjborg flat, 2023 (Home);
  Freja's confirmation, May 2026 (Family); past trips (Travel); everything inside ``Gammel MacBook/`` and
  ``iPhone backup 2022/`` whatever it shows (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) -- topic System. Dot files (``.DS_Store``, ``.localized``)
  are written but not labelled.

Topics are subjects: the brewery rebrand is ``Business`` like the bookkeeping, the Tuscany trip is
``Travel`` like the archived trips. ``hard`` marks a file whose name *and* folder say nothing about its
subject (``Overførsler/Dokument (3).pdf``, ``Skrivebord/Uden navn 2.txt``, ``Dokumenter/Scannede/scan_0007.pdf``,
``Dokumenter/Diverse/Brev.docx``): only the text inside can place it, and that text is what such a document
really says. Images are never hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _d, _docx, _money, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers

MDR = ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober",
       "november", "december"]
WDAY = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _dato(dt: datetime) -> str:
    return f"{dt.day}. {MDR[dt.month - 1]} {dt.year}"


def _num(dt: datetime) -> str:
    return f"{dt.day:02d}.{dt.month:02d}.{dt.year}"


def _dkk(v: float) -> str:
    s = f"{v:,.2f}"
    return s.replace(",", "X").replace(".", ",").replace("X", ".")


def _kr(r: random.Random, lo: float, hi: float) -> str:
    return _dkk(round(r.uniform(lo, hi), 2)) + " kr."


def _ago(dt: datetime, days: float) -> datetime:
    return dt - timedelta(days=days)


def _eml(frm: str, to: str, subject: str, dt: datetime, body: str, cc: str = "") -> str:
    date = (f"{WDAY[dt.weekday()]}, {dt.day:02d} {MON[dt.month - 1]} {dt.year} "
            f"{9 + dt.day % 9:02d}:{dt.day * 7 % 60:02d}:12 +0200")
    head = f"From: {frm}\nTo: {to}\n" + (f"Cc: {cc}\n" if cc else "")
    return (head + f"Subject: {subject}\nDate: {date}\nMIME-Version: 1.0\n"
            f"Message-ID: <{dt.year}{dt.month:02d}{dt.day:02d}.{len(body) * 37 % 99991}@mail.example.dk>\n"
            "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n" + body.strip() + "\n")


SIGNE = "Signe Holmgaard"
MIKKEL = "Mikkel Sørensen"
ADR = "Bülowsgade 31, 3. th., 8000 Aarhus C"
STUDIO = ("Studio Holmgaard  ·  grafisk design & illustration\n"
          f"v/ {SIGNE}  ·  {ADR}\n"
          "CVR 38417296  ·  signe@studioholmgaard.dk  ·  tlf. 28 64 11 93")
BANK = "Østjysk Andelskasse"
KONTO = "Reg.nr. 9681  Konto 0004417263"

FIRST = ["Anne", "Lars", "Mette", "Søren", "Camilla", "Jesper", "Louise", "Rasmus", "Pernille", "Thomas", "Helle",
         "Kasper", "Lotte", "Morten", "Tine", "Jakob", "Birgitte", "Anders", "Maja", "Niels"]
SURN = ["Nielsen", "Jensen", "Hansen", "Pedersen", "Andersen", "Christensen", "Larsen", "Rasmussen", "Madsen",
        "Kristensen", "Thomsen", "Poulsen", "Møller", "Lauridsen", "Kjær", "Dam", "Bech", "Skov", "Vestergaard"]


def _person(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


# (name, address, id line, language, jobs)
CLIENTS = [
    ("Café Kornet ApS", "Nørregade 18, 8000 Aarhus C", "CVR 41287702", "da",
     ["Sæsonmenukort, layout og trykklar fil", "Plakat A2, sommerarrangement", "Instagram-skabeloner, 6 stk.",
      "Gavekort, design og tryk-PDF"]),
    ("Tidewell ApS", "Njalsgade 21F, 2300 København S", "CVR 42901355", "en",
     ["Pitch deck design, 18 slides", "Brand guidelines update (v2.1)", "Icon set, 24 icons",
      "Website illustrations, 5 hero images"]),
    ("Fenwick & Hale Ltd", "14 Albion Street, Leeds LS1 6AG, United Kingdom", "VAT GB 318 4471 20", "gb",
     ["Tea tin illustration, Winter Blend", "Packaging artwork adaptation, 4 SKUs",
      "Gift box illustration, Christmas range"]),
    ("Kunstforeningen Vestergade", "Vestergade 44, 8000 Aarhus C", "CVR 29415510", "da",
     ["Udstillingskatalog, 24 sider", "Invitation og plakat til fernisering", "Årsprogram, foldet A5"]),
    ("Lundgaard Arkitekter A/S", "Mejlgade 63, 8000 Aarhus C", "CVR 35106628", "da",
     ["Årsrapport, layout 32 sider", "Visitkort, 6 medarbejdere", "Konkurrenceplancher, grafisk bearbejdning"]),
]


def t_invoice(num: str, ci: int | None = None):
    def f(r: random.Random, dt: datetime) -> str:
        c = CLIENTS[ci if ci is not None else r.randrange(len(CLIENTS))]
        jobs = r.sample(c[4], 2)
        if c[3] == "gb":
            rows, tot = [], 0
            for j in jobs:
                h = r.choice([6, 8, 10, 12, 14])
                tot += h * 85
                rows.append(f"{j}   {h} h x £85.00   £{h * 85:,.2f}")
            return (f"{STUDIO}\n\nINVOICE no. {num}\nInvoice date: {_d(dt)}\nPayment terms: 30 days\n\n"
                    f"Bill to: {c[0]}\n{c[1]}\n{c[2]}\n\n" + "\n".join(rows) +
                    f"\n\nTotal due: £{tot:,.2f}\nNo Danish VAT charged: services supplied to a business "
                    "established outside the EU (place of supply: United Kingdom).\n"
                    f"Payment to: {BANK}, IBAN DK59 9681 0004 4172 63, BIC OEJADKKK\nThank you for your business.")
        rows, tot = [], 0
        for j in jobs:
            h = r.choice([4, 6, 8, 10, 12, 16])
            tot += h * 750
            rows.append(f"{j}   {h} t á 750,00   {_dkk(h * 750)}")
        moms = tot * 0.25
        if c[3] == "en":
            return (f"{STUDIO}\n\nINVOICE no. {num}\nDate: {_d(dt)}\nDue: 14 days net\n\nCustomer: {c[0]}\n{c[1]}\n"
                    f"{c[2]}\n\n" + "\n".join(r_.replace(" t á ", " h at ") for r_ in rows) +
                    f"\n\nSubtotal DKK {_dkk(tot)}\nVAT 25% DKK {_dkk(moms)}\nTotal DKK {_dkk(tot + moms)}\n\n"
                    f"Please pay to {BANK}, {KONTO}, quoting invoice no. {num}.")
        return (f"{STUDIO}\n\nFAKTURA nr. {num}\nFakturadato: {_dato(dt)}\nBetalingsbetingelser: netto 14 dage\n\n"
                f"Kunde: {c[0]}\n{c[1]}\n{c[2]}\n\nYdelse   Antal   Pris   Beløb\n" + "\n".join(rows) +
                f"\n\nSubtotal {_dkk(tot)} kr.\nMoms 25 % {_dkk(moms)} kr.\nI alt DKK {_dkk(tot + moms)} kr.\n\n"
                f"Beløbet bedes indbetalt på {BANK}, {KONTO}, mærket med fakturanummer.\n"
                "Ved for sen betaling pålægges rykkergebyr på 100 kr. samt renter efter renteloven.")
    return f


def t_invoice_list(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        out = ["Fakturanr;Dato;Kunde;Beløb ekskl. moms;Moms;Betalt"]
        for i in range(1, 19):
            c = r.choice(CLIENTS)
            v = r.randrange(4, 40) * 750
            m = 0 if c[3] == "gb" else v * 0.25
            out.append(f"{year}-{i * 4:03d};{i * 19 % 28 + 1:02d}.{(i * 2 - 1) % 12 + 1:02d}.{year};{c[0]};"
                       f"{_dkk(v)};{_dkk(m)};{'ja' if i < 17 else 'nej'}")
        return "\n".join(out)
    return f


def t_moms_receipt(period: str, due: str, filed: str):
    def f(r: random.Random, dt: datetime) -> str:
        salg = r.uniform(60_000, 85_000)
        kob = r.uniform(6_000, 11_000)
        eu = r.uniform(1_800, 2_600)
        return ("Skattestyrelsen - TastSelv Erhverv\nKvittering for indberetning af moms\n\n"
                f"CVR-nr.: 38417296\nNavn: Studio Holmgaard v/{SIGNE}\nAfregningsperiode: {period} (halvår)\n\n"
                f"Salgsmoms: {_dkk(salg)} kr.\nMoms af varekøb i udlandet: 0,00 kr.\n"
                f"Moms af ydelseskøb i udlandet med omvendt betalingspligt: {_dkk(eu)} kr.\n"
                f"Købsmoms: {_dkk(kob + eu)} kr.\nAfgiftstilsvar: {_dkk(salg - kob)} kr.\n\n"
                f"Rubrik A - ydelser (køb i andre EU-lande uden moms): {_dkk(eu * 4)} kr.\n"
                f"Rubrik C - andre varer og ydelser leveret uden afgift: {_dkk(r.uniform(15_000, 30_000))} kr.\n\n"
                f"Betalingsfrist: {due}\nBeløbet trækkes på skattekontoen.\nIndberettet: {filed}\n"
                f"Kvitteringsnummer: {r.randint(10**9, 10**10 - 1)}")
    return f


def t_moms_calc(period: str):
    def f(r: random.Random, dt: datetime) -> str:
        rows = ["Post;Grundlag;Moms", f"Periode;{period};"]
        tot = 0.0
        for name in ("Salg m. moms (konto 1010)", "Salg udland u. moms (konto 1020)"):
            v = r.uniform(150_000, 320_000) if "m. moms" in name else r.uniform(12_000, 40_000)
            m = v * 0.25 if "m. moms" in name else 0
            tot += m
            rows.append(f"{name};{_dkk(v)};{_dkk(m)}")
        k = r.uniform(5_000, 12_000)
        rows += [f"Købsmoms (konto 6910);;{_dkk(k)}", f"Afgiftstilsvar;;{_dkk(tot - k)}",
                 "Note;Adobe + fonte er EU-køb med omvendt betalingspligt - husk rubrik A;"]
        return "\n".join(rows)
    return f


KONTI = [("1010", "Salg af ydelser m. moms"), ("1020", "Salg udland u. moms"), ("2710", "Software og abonnementer"),
         ("2720", "Fonte og billedlicenser"), ("2750", "Telefon og internet"), ("2800", "Kontorartikler og tryk"),
         ("2850", "Faglitteratur"), ("3200", "Kørsel"), ("3600", "Forsikringer"), ("3700", "Revisor"),
         ("4100", "Småanskaffelser"), ("5820", "Bankgebyrer"), ("6900", "Salgsmoms"), ("6910", "Købsmoms"),
         ("5500", "Bank - erhvervskonto")]


def t_kontoplan(r: random.Random, dt: datetime) -> str:
    out = ["Nr;Navn;Type;Momskode"]
    for n, name in KONTI:
        typ = "Drift" if int(n) < 5000 else "Status"
        kode = {"1010": "U25", "1020": "UEU0", "2710": "REU25", "2720": "REU25"}.get(n, "I25" if typ == "Drift" else "")
        out.append(f"{n};{name};{typ};{kode}")
    return "\n".join(out)


def t_posteringer(year: int, months: int):
    def f(r: random.Random, dt: datetime) -> str:
        out = ["Dato;Bilag;Konto;Kontonavn;Tekst;Beløb;Momskode"]
        for i in range(26):
            n, name = r.choice(KONTI[:12])
            sign = 1 if n.startswith("10") else -1
            txt = {"1010": "Faktura " + f"{year}-{r.randint(1, 70):03d}", "1020": "Faktura Fenwick & Hale",
                   "2710": "Adobe Creative Cloud", "2720": "Fontlicens", "2750": "Telenor mobil",
                   "2800": "Papir og tryk, Vestergaards Tryk", "2850": "Faglitteratur, Arnold Busck",
                   "3200": "Kørsel til kunde, 42 km", "3600": "Erhvervsforsikring", "3700": "Bering & Co",
                   "4100": "Tastatur og kabler", "5820": "Gebyr"}[n]
            out.append(f"{(i * 11) % 28 + 1:02d}-{(i * months // 26) % 12 + 1:02d}-{year};{i + 1};{n};{name};{txt};"
                       f"{_dkk(sign * r.uniform(120, 18_000))};"
                       + ("U25" if n == "1010" else "REU25" if n in ("2710", "2720") else "I25"))
        return "\n".join(out)
    return f


def t_saldobalance(r: random.Random, dt: datetime) -> str:
    out = ["Konto;Navn;Saldo 31.12.2025"]
    for n, name in KONTI:
        out.append(f"{n};{name};{_dkk(r.uniform(300, 480_000) * (1 if n.startswith('1') else -1))}")
    return "\n".join(out)


def t_debitorer(r: random.Random, dt: datetime) -> str:
    out = ["Kunde;Fakturanr;Fakturadato;Forfald;Restbeløb;Dage over forfald"]
    for i, c in enumerate(CLIENTS):
        out.append(f"{c[0]};2026-{24 + i};{_num(_ago(dt, 10 + i * 9))};{_num(_ago(dt, i * 9 - 4))};"
                   f"{_dkk(r.randrange(6, 30) * 937.5)};{max(0, i * 9 - 4)}")
    return "\n".join(out)


def t_adobe(r: random.Random, dt: datetime) -> str:
    v = 529.0
    return ("Adobe Systems Software Ireland Ltd\n4-6 Riverwalk, Citywest Business Campus, Dublin 24, Ireland\n"
            f"INVOICE  Invoice number: IEN{r.randint(10**9, 10**10 - 1)}\nInvoice date: {_d(dt)}\n\n"
            f"Bill to: Studio Holmgaard, {ADR}, Denmark\nCustomer VAT no.: DK38417296\n\n"
            f"Creative Cloud All Apps - monthly subscription   1   DKK {_dkk(v)}\nVAT 0% DKK 0,00\n"
            f"Total DKK {_dkk(v)}\nReverse charge: VAT to be accounted for by the recipient (Article 196, "
            "Council Directive 2006/112/EC).\nPaid with Visa ending 4471.")


def t_wacom(r: random.Random, dt: datetime) -> str:
    p = 2899.0
    return ("MacStore Aarhus\nSøndergade 52, 8000 Aarhus C  ·  CVR 30112245\n\n"
            f"KVITTERING / FAKTURA nr. {r.randint(40000, 49999)}"
            f"\nDato: {_num(dt)}\nKunde: Studio Holmgaard, CVR 38417296\n\n"
            f"1 x Wacom Intuos Pro Medium   {_dkk(p)}\n1 x USB-C kabel 2 m   149,00\n\nI alt {_dkk(p + 149)} kr.\n"
            f"Heraf moms 25 %: {_dkk((p + 149) * 0.2)} kr.\nBetalt med Dankort/Visa.\nBytteret 30 dage mod kvittering.")


def t_annual_accounts(r: random.Random, dt: datetime) -> str:
    oms = r.uniform(590_000, 640_000)
    dr = r.uniform(70_000, 95_000)
    adm = r.uniform(40_000, 60_000)
    return ("Studio Holmgaard v/Signe Holmgaard\nCVR-nr. 38417296\nÅrsregnskab for 2025 - UDKAST\n"
            "Udarbejdet af Bering & Co, registreret revisionsvirksomhed, Viby J\n\n"
            "Resultatopgørelse 1. januar - 31. december 2025\n"
            f"Nettoomsætning {_dkk(oms)}\nDirekte omkostninger (software, fonte, tryk) -{_dkk(dr)}\n"
            f"Bruttofortjeneste {_dkk(oms - dr)}\nSalgsomkostninger -{_dkk(r.uniform(8_000, 14_000))}\n"
            f"Administrationsomkostninger -{_dkk(adm)}\nAfskrivninger -{_dkk(r.uniform(6_000, 11_000))}\n"
            f"Resultat før renter {_dkk(oms - dr - adm - 20_000)}\n\n"
            "Virksomhedsskatteordningen: overførsel til opsparet overskud 120.000,00 kr.\n"
            "Hævet til privatforbrug jf. hævningskonto.\n"
            "Momsafstemning: stemmer med indberetninger for 1. og 2. halvår.\n"
            "Bemærk: udkastet forudsætter, at ekstra bilag for december-kontoudtog eftersendes.")


def t_revisor_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Lone Bering <lb@beringco.dk>", "Signe Holmgaard <signe@studioholmgaard.dk>",
                "Re: Årsafslutning 2025", dt,
                "Hej Signe\n\nTak for materialet. For at jeg kan færdiggøre årsregnskabet for 2025 mangler jeg:\n\n"
                "1. Kontoudtog fra erhvervskontoen for december 2025\n"
                "2. Bilag for MacBook Pro (købt 3. oktober) - jeg har kun ordrebekræftelsen\n"
                "3. Dit kørselsregnskab - du har bogført 4.212 km, men jeg har ikke selve listen\n"
                "4. Bekræftelse af, at forskuddet fra Statens Kunstfond skal med i virksomheden\n\n"
                "Når jeg har det, sender jeg udkast til årsrapport og et forslag til selvangivelsen (udvidet "
                "selvangivelse, rubrik 111 og VSO). Fristen er 1. juli.\n\n"
                "Venlig hilsen\nLone Bering\nRegistreret revisor\nBering & Co - Viby Ringvej 12, 8260 Viby J\n\n"
                "> Hej Lone, hermed bilagsmappen og e-conomic-eksporten. /Signe")


def t_revisor_questions(r: random.Random, dt: datetime) -> str:
    return ("Spørgsmål til Lone - årsafslutning 2025\n\n"
            "1. Kan MacBook'en (26.995 kr. inkl. moms) straksafskrives som småaktiv, eller skal den saldoafskrives?\n"
            "2. Arbejdsværelset i lejligheden: skal vi stadig bruge standardsatsen for el og varme?\n"
            "3. Tilskuddet fra Statens Kunstfond til billedbogen - er det virksomhedsindkomst?\n"
            "4. Fenwick & Hale betaler i pund - hvilken kurs skal fakturaerne bogføres til?\n"
            "5. Skal jeg hæve mere over hævekontoen i VSO, eller lade 120.000 stå som opsparet overskud?\n"
            "6. Momsperiode: ændres jeg til kvartalsmoms, hvis omsætningen går over 5 mio.? "
            "(nej, men spørg alligevel)\n")


def t_terms(r: random.Random, dt: datetime) -> str:
    return (f"{STUDIO}\n\nGenerelle handelsbetingelser (gældende fra 1. januar 2024)\n\n"
            "1. Tilbud er gældende i 30 dage og omfatter det beskrevne antal korrekturrunder (normalt to).\n"
            "2. Ekstra arbejde afregnes efter medgået tid á 750 kr. ekskl. moms pr. time.\n"
            "3. Ophavsret: Studio Holmgaard bevarer ophavsretten til skitser og fravalgte forslag. Kunden "
            "opnår brugsret til det endelige design til det aftalte formål, når fakturaen er betalt.\n"
            "4. Betaling: netto 14 dage. Ved forsinket betaling tillægges rykkergebyr 100 kr. og rente.\n"
            "5. Kildefiler (AI/INDD) udleveres kun efter aftale.\n"
            "6. Ansvar: Studio Holmgaard er ikke ansvarlig for fejl, som kunden har godkendt i korrektur.\n"
            "7. Værneting: Retten i Aarhus.")


def t_tidewell_agreement(r: random.Random, dt: datetime) -> str:
    return ("DESIGN SERVICES AGREEMENT\n\nbetween Tidewell ApS, Njalsgade 21F, 2300 Copenhagen S (the Client) and "
            "Studio Holmgaard v/Signe Holmgaard, CVR 38417296 (the Designer)\n\n"
            "1. Scope. The Designer provides brand, presentation and illustration services on request, "
            "each described in a written work order.\n2. Fees. DKK 750 per hour excl. VAT, invoiced monthly; "
            "estimates above 20 hours require written approval.\n3. IP. On full payment, the Client receives an "
            "exclusive, perpetual licence to use final deliverables. The Designer may show the work in her "
            "portfolio after public launch.\n4. Confidentiality. Product information is confidential for 3 years.\n"
            "5. Term. This agreement runs until terminated by either party with one month's notice.\n"
            f"6. Governing law: Danish law.\n\nSigned for Tidewell ApS: {_person(r)}, COO\nSigned: Signe Holmgaard\n"
            f"Date: {_d(dt)}")


def t_nda(r: random.Random, dt: datetime) -> str:
    return ("MUTUAL NON-DISCLOSURE AGREEMENT\n\nFenwick & Hale Ltd, 14 Albion Street, Leeds LS1 6AG "
            "(company no. 08817733) and Studio Holmgaard (Signe Holmgaard), Aarhus, Denmark.\n\n"
            "Purpose: discussions about illustration and packaging artwork for Fenwick & Hale's seasonal tea "
            "ranges.\nConfidential Information includes unreleased product names, recipes, prices and artwork.\n"
            "Obligations last for two (2) years from the date below. Governed by the laws of England and Wales.\n"
            f"Signed: Oliver Hale, Managing Director - Signe Holmgaard\nDate: {_d(dt)}")


def t_quote_kornet(r: random.Random, dt: datetime) -> str:
    return (f"{STUDIO}\n\nTILBUD - Café Kornet, sommermenukort 2026\nDato: {_dato(dt)}\n\n"
            "Opgave: nyt menukort til sommersæsonen (A3 foldet + A5 bordkort) ud fra eksisterende design.\n"
            "Layout og tekstopsætning: 6 t\nTilpasning af illustrationer (rabarber, jordbær): 4 t\n"
            "Korrektur, 2 runder: 2 t\nTrykklar PDF til Vestergaards Tryk: 1 t\n\n"
            "I alt 13 timer á 750 kr. = 9.750,00 kr. ekskl. moms\nTilbuddet gælder i 30 dage.\n"
            "Med venlig hilsen Signe")


def t_quote_tidewell(r: random.Random, dt: datetime) -> str:
    return (f"{STUDIO}\n\nQUOTE - Tidewell Series A pitch deck\nDate: {_d(dt)}\n\n"
            "Deliverables: master template (Keynote + PowerPoint), 18 designed slides, 6 charts, "
            "3 custom illustrations.\nEstimate: 28 hours x DKK 750 = DKK 21,000 excl. VAT\n"
            "Timeline: first draft 5 working days after receiving content; two rounds of revisions.\n"
            "Terms per our Design Services Agreement.")


def t_timesheet(r: random.Random, dt: datetime) -> str:
    out = ["Dato;Kunde;Opgave;Timer;Faktureret"]
    for i in range(30):
        d = _ago(dt, 150 - i * 5)
        c = r.choice(["Trøjborg Bryghus", "Café Kornet", "Tidewell", "Fenwick & Hale", "Lundgaard Arkitekter",
                      "Kunstforeningen Vestergade", "Administration"])
        task = r.choice(["skitser", "møde", "korrektur", "renteg.", "tryk-PDF", "mails", "præsentation"])
        out.append(f"{_num(d)};{c};{task};{r.choice([0.5, 1, 1.5, 2, 3, 4, 6])};{'ja' if i < 22 else 'nej'}")
    return "\n".join(out)


def t_business_insurance(r: random.Random, dt: datetime) -> str:
    return ("Kattegat Forsikring A/S\nPolice nr. 77-481-2203  ·  Erhvervsforsikring for liberale erhverv\n\n"
            f"Forsikringstager: Studio Holmgaard v/{SIGNE}, CVR 38417296\nPeriode: 1. januar 2026 - 31. december 2026\n"
            "\n"
            "Dækninger:\nErhvervsansvar: 10.000.000 kr. pr. skade\nProfessionelt ansvar (rådgivning/design): "
            "2.000.000 kr.\nLøsøre og IT-udstyr: 150.000 kr. (selvrisiko 2.500 kr.)\n"
            "Cyber og datagendannelse: 250.000 kr.\n\n"
            f"Årlig præmie: {_kr(r, 4200, 5400)} inkl. afgifter\nBetales halvårligt via Betalingsservice.")


def t_clients_xlsx(r: random.Random, dt: datetime) -> str:
    out = ["Kunde;Kontakt;Mail;Telefon;Sprog;Note"]
    for c in CLIENTS:
        p = _person(r)
        out.append(f"{c[0]};{p};{p.split()[0].lower()}@{c[0].split()[0].lower()}.dk;{r.randint(20, 99)} "
                   f"{r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)};{c[3]};{c[2]}")
    out.append("Trøjborg Bryghus ApS;Kasper Vinding;kasper@trojborgbryghus.dk;31 22 80 14;da;rebrand 2026")
    return "\n".join(out)


def t_accountant_invoice(r: random.Random, dt: datetime) -> str:
    v = r.uniform(9_000, 12_500)
    return ("Bering & Co\nRegistreret revisionsvirksomhed  ·  Viby Ringvej 12, 8260 Viby J  ·  CVR 33681902\n\n"
            f"FAKTURA 26-{r.randint(100, 399)}\nDato: {_dato(dt)}\n\nStudio Holmgaard v/Signe Holmgaard\n{ADR}\n\n"
            "Udarbejdelse af årsregnskab 2025, afstemning af moms og bogføring i e-conomic, opgørelse efter "
            f"virksomhedsskatteordningen samt udfyldelse af oplysningsskema 2025.\nHonorar {_dkk(v)}\n"
            f"Moms {_dkk(v * 0.25)}\nI alt {_dkk(v * 1.25)} kr.\nBetalingsfrist 8 dage.")


def t_tidewell_po(r: random.Random, dt: datetime) -> str:
    return ("Tidewell ApS - PURCHASE ORDER\n" f"PO number: TW-PO-{r.randint(1000, 1999)}\nDate: {_d(dt)}\n\n"
            "Supplier: Studio Holmgaard (Signe Holmgaard), CVR 38417296\n\n"
            "Description: Website illustrations, 5 hero images for the new product pages (ocean-data theme),"
            " delivered as SVG and PNG @2x.\nEstimate: 24 hours at DKK 750 = DKK 18,000 excl. VAT\n"
            "Deadline for first drafts: two weeks from PO date.\n"
            "Invoice must quote the PO number and be sent to invoices@tidewell.io.\n"
            f"Approved by: {_person(r)}, Head of Marketing")


def t_fenwick_mail_draft(r: random.Random, dt: datetime) -> str:
    return ("Hi Oliver,\n\nPlease find attached the final proofs for the Summer Garden tins - four SKUs "
            "(Elderflower, Strawberry Sencha, Earl Grey Blossom and Peppermint Meadow).\n\n"
            "I have adjusted the green to Pantone 7489 C as agreed, and moved the barcode to the back panel. "
            "The dielines are the ones from your printer dated 12 May; bleed is 3 mm on all sides.\n\n"
            f"Budget so far is {_money(r, 1800, 2400)} of the agreed £2,550 - I'll invoice at the end of the month.\n\n"
            "If you're happy, just reply 'approved' and I'll package the print files.\n\nBest wishes,\nSigne")


def t_toner(r: random.Random, dt: datetime) -> str:
    v = r.uniform(600, 900)
    return ("Kontorland Aarhus ApS\nHasselager Allé 8, 8260 Viby J\n\n"
            f"Kvittering nr. {r.randint(200000, 299999)}   {_num(dt)}\n\n"
            f"Brother TN-2420 toner, sort   1 stk.   {_dkk(v * 0.6)}\nKopipapir A4 80 g, 5 x 500 ark   "
            f"{_dkk(v * 0.4)}\n\nI alt {_dkk(v)} kr.\nHeraf moms {_dkk(v * 0.2)}\n"
            "Kunde: Studio Holmgaard, CVR 38417296")


# --------------------------------------------------------------------------- Trøjborg Bryghus (project)

TB = "Trøjborg Bryghus ApS, Nordre Ringgade 9B, 8000 Aarhus C"


def t_tb_brief(r: random.Random, dt: datetime) -> str:
    return ("Trøjborg Bryghus - brief til ny visuel identitet\nFra: Kasper Vinding, medejer og brygmester\n\n"
            "Baggrund\nVi startede i 2016 i en kælder på Trøjborg og brygger i dag ca. 180.000 liter om året. Fra "
            "august 2026 får vi egen dåselinje, og vores etiketter er lavet af fem forskellige mennesker over "
            "ti år. Vi vil have én samlet identitet.\n\n"
            "Opgaven\n- Nyt logo (vi vil gerne beholde tårnet fra det gamle, men i en enklere form)\n"
            "- Etiketsystem til 6 faste øl + sæsonøl\n- Dåsedesign, 33 cl sleek\n- Skilte og menutavler til "
            "taproom'et\n- En kort brandguide, som vores salgsfolk selv kan bruge\n\n"
            "Målgruppe: 25-55, lokale i Aarhus, ølentusiaster, restauranter. Vi er ikke hipstere - vi er naboer.\n"
            "Tidsplan: logo godkendt senest 15. juni, etiketter trykklar 1. juli, dåser i butik 15. august.\n"
            "Budget: ca. 85.000 kr. ekskl. moms\n")


def t_tb_quote(r: random.Random, dt: datetime) -> str:
    return (f"{STUDIO}\n\nTILBUD nr. 2026-012\nDato: {_dato(dt)}\nKunde: {TB}, att. Kasper Vinding\n\n"
            "Rebrand af Trøjborg Bryghus\n"
            "Fase 1 - Research, workshop og strategi: 12 t   9.000,00\n"
            "Fase 2 - Logo, tre retninger + to korrekturrunder: 30 t   22.500,00\n"
            "Fase 3 - Etiketsystem, 6 faste øl + skabelon til sæsonøl: 36 t   27.000,00\n"
            "Fase 4 - Dåsedesign 33 cl, 6 varianter, trykklare filer: 20 t   15.000,00\n"
            "Fase 5 - Brandguide (PDF, ca. 16 sider) og taproom-skilte: 15 t   11.250,00\n\n"
            "I alt 113 timer: 84.750,00 kr. ekskl. moms (105.937,50 kr. inkl. moms)\n"
            "Fonte og tryk er ikke inkluderet. Faktureres 40 % ved opstart, 60 % ved levering.\n"
            "Tilbuddet følger Studio Holmgaards generelle handelsbetingelser.")


def t_tb_accept(r: random.Random, dt: datetime) -> str:
    return _eml("Kasper Vinding <kasper@trojborgbryghus.dk>", "Signe Holmgaard <signe@studioholmgaard.dk>",
                "SV: Tilbud 2026-012 rebrand", dt,
                "Hej Signe\n\nVi har haft det oppe på bestyrelsesmødet i går, og vi siger ja tak til tilbuddet "
                "som det står. Louise (salg) og jeg er jeres kontaktpersoner.\n\nKan vi lave workshoppen i "
                "bryggeriet tirsdag eller onsdag i næste uge? Så kan du også få taget billeder af tanke og "
                "tappelinje.\n\nHilsen Kasper\nTrøjborg Bryghus - brygget på Trøjborg siden 2016")


def t_tb_concept(v: int):
    def f(r: random.Random, dt: datetime) -> str:
        extra = ("\nÆndringer siden v1: retning A udgår; tårnet tegnes med færre streger; IPA får egen "
                 "grønne farve; ny fontparring (Grotesk Bold + Serif Text).\n") if v == 2 else ""
        return (f"Trøjborg Bryghus - kreativt oplæg v{v}\nStudio Holmgaard, {_dato(dt)}\n\n"
                "Retning A - 'Havnen': maritime linjer, blå og sand, bølgemønster på dåsen.\n"
                "Retning B - 'Kælderen': tårnet som enkel silhuet, rust og mørkegrøn, håndtegnede etiketter.\n"
                "Retning C - 'Naboen': typografisk, store bogstaver, én farve pr. øl.\n\n"
                "Farvepalet (retning B): Pantone 7591 C rust, Pantone 5535 C mørkegrøn, papirhvid, sort.\n"
                "Etiketsystem: fast top med logo, farvebånd efter øltype, illustration i midten, lovpligtig "
                "tekst (alkohol %, indhold, allergener: BYG) på bagsiden.\n" + extra)
    return f


def t_tb_feedback(r: random.Random, dt: datetime) -> str:
    return ("feedback runde 2 - Kasper + Louise (tlf.)\n\n- retning B er den. tårnet ok, men vinduet i tårnet "
            "skal med\n- rusten er for brun på skærm -> prøv 7591 i print før vi afviser\n- pilsner-etiket: "
            "for meget grønt, skal være lysere\n- IPA: vil have humlekogle i illustrationen\n- Louise: "
            "salgsfolk skal kunne lave plakater i Canva -> skabeloner i brandguiden\n- dåsetrykkeriet vil "
            "have filer senest 1/7\n")


def t_tb_schedule(r: random.Random, dt: datetime) -> str:
    return ("Fase;Start;Slut;Status\nWorkshop i bryggeriet;10.03.2026;10.03.2026;færdig\n"
            "Logo 3 retninger;16.03.2026;10.04.2026;færdig\nLogo korrektur 1-2;14.04.2026;05.06.2026;i gang\n"
            "Logo godkendt;15.06.2026;15.06.2026;\nEtiketsystem;18.05.2026;26.06.2026;i gang\n"
            "Dåser trykklar;22.06.2026;01.07.2026;\nBrandguide;01.07.2026;31.07.2026;\n"
            "Lancering;15.08.2026;15.08.2026;")


def t_tb_print_spec(r: random.Random, dt: datetime) -> str:
    return ("Nordisk Dåsetryk A/S - Specifikation for trykfiler\nKunde: Trøjborg Bryghus ApS  ·  Ordre 2026-0871\n\n"
            "Format: 33 cl sleek dåse, trykflade 206 x 115 mm\nTryk: 6-farve tør offset, ingen hvid underlag "
            "på blank alu medmindre angivet\nFiler: PDF/X-4, konturerede fonte, 1,5 mm beskæring\n"
            "Minimum stregtykkelse 0,2 mm positiv / 0,3 mm negativ\nStregkode: EAN-13, min. 80 %, sort på hvid\n"
            "Pantfelt: DK-pant A skal placeres som vist i skabelon\nDeadline filer: 1. juli 2026 for levering uge 32\n")


def t_tb_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Signe Holmgaard <signe@studioholmgaard.dk>", "Kasper Vinding <kasper@trojborgbryghus.dk>",
                "Re: logo og farver", dt,
                "Hej Kasper\n\nHer er logoet i den rettede version (v3, tårnet med vindue) i rust og mørkegrøn, "
                "plus en sort/hvid variant til stempler og glas.\n\nJeg har fået trykprøver af 7591 C - den er "
                "meget mindre brun på papir end på skærm, så jeg vil foreslå, at vi beholder den.\n"
                "Hvis I kan godkende senest fredag, når jeg etiketterne til trykkeriet før 1. juli.\n\n"
                "Mvh Signe\n\n> Hej Signe, vi er næsten der! Kan tårnet blive lidt højere? /K")


def t_tb_font(r: random.Random, dt: datetime) -> str:
    return ("Kobber Type Foundry - LICENSE CERTIFICATE\n" f"Order no. KTF-{r.randint(20000, 29999)}  ·  {_d(dt)}\n\n"
            "Licensee: Trøjborg Bryghus ApS (purchased by Studio Holmgaard on behalf of the client)\n"
            "Typeface: Grotesk Bold, Grotesk Regular, Serif Text Italic\n"
            "Licence: Desktop, up to 5 users; Packaging and labels, unlimited units; Web, 50.000 page views/month\n"
            "Price: EUR 420.00 excl. VAT\nThe licence is non-transferable and covers print materials of the "
            "licensee's own brand.")


def t_tb_guide(r: random.Random, dt: datetime) -> str:
    return ("TRØJBORG BRYGHUS - BRANDGUIDE (udkast)\n\n1 Logo: tårn + ordmærke. Frizone = tårnets bredde. "
            "Mindste størrelse 18 mm.\n2 Farver: Rust (Pantone 7591 C / CMYK 0 60 80 25), Mørkegrøn (Pantone "
            "5535 C), Papirhvid, Sort.\n3 Typografi: Grotesk Bold til overskrifter, Serif Text til brødtekst.\n"
            "4 Etiketter: farvebånd pr. øltype (pilsner gul, IPA grøn, stout sort, sæson skifter).\n"
            "5 Taproom: tavler skrives med kridt i håndskrift, menukort sættes i skabelonen.\n"
            "6 Forkert brug: stræk ikke logoet, ingen skygger, ikke på urolig baggrund.")


def t_tb_minutes(r: random.Random, dt: datetime) -> str:
    return ("Referat af møde 14. april 2026\nSted: bryghuset, Nordre Ringgade 9B\n"
            "Deltagere: Kasper Vinding, Louise Dam (salg), Signe Holmgaard\n\n"
            "1. Gennemgang af logoretninger. Retning B ('Kælderen') vælges. A og C udgår.\n"
            "2. Tårnet forenkles, vinduet bevares. Ny version til næste møde.\n"
            "3. Etiketter: seks faste øl (pilsner, classic, IPA, brown ale, stout, hvede) + sæsonskabelon.\n"
            "4. Dåser: trykkeriet er Nordisk Dåsetryk, deadline for filer 1. juli.\n"
            "5. Faktura for første rate (40 %) sendes nu.\n"
            "Næste møde: 5. maj kl. 15 i taproom'et.\nReferent: Signe")


def t_tb_notes(r: random.Random, dt: datetime) -> str:
    return ("kasper ringede 9.20\n- vil have mere grønt på IPA-dåsen, mindre på pilsner\n- Louise spørger om "
            "skabelon til ølmenu i taproom (A3 + tavle)\n- dåsetrykkeri: deadline 1/7, husk beskæringsmærker + "
            "PDF/X-4\n- logo godkendes på bestyrelsesmøde 12/6\n- bestil trykprøve af rust 7591 igen\n")


# --------------------------------------------------------------------------- the picture book (project)

BOOK = "Bjørnen der ikke kunne sove"


def t_manus(v: int):
    def f(r: random.Random, dt: datetime) -> str:
        note = ("\n[Note til Helle: jeg har strammet opslag 9-10 og flyttet uglen frem. 24 opslag + omslag.]\n"
                if v >= 5 else "")
        mid = ("Opslag 7\nPindsvinet rullede sig sammen. 'Sådan gør man,' sagde det. Men Bjørn var for stor "
               "til at rulle.\n" if v >= 4 else "Opslag 7\nPindsvinet snorkede allerede.\n")
        return (f"{BOOK}\nTekst og illustrationer: Signe Holmgaard\nManuskript, version {v} - {_dato(dt)}\n{note}\n"
                "Opslag 1\nDet var den første aften med frost. Alle bjørne i skoven var gået i hi.\n"
                "Alle undtagen én.\n\nOpslag 2\nBjørn lå i sin hule og talte rødder i loftet. Én, to, tre ... "
                "hundrede og syv. Han var stadig vågen.\n\nOpslag 3\n'Hvordan sover man hele vinteren?' spurgte han "
                "mørket. Mørket svarede ikke.\n\n" + mid +
                "\nOpslag 9\nUglen sad i grantræet. 'Jeg sover om dagen,' sagde hun. 'Du skal bare lukke øjnene "
                "og lytte til sneen.'\n\nOpslag 12\nOg Bjørn lyttede. Sneen sagde ingenting. Det var det "
                "rareste, han nogensinde havde hørt.\n\nSidste opslag\nOm foråret vågnede han med en snefnug på "
                "næsen.\nSLUT\n")
    return f


def t_storyboard(r: random.Random, dt: datetime) -> str:
    lines = [f"{BOOK} - storyboard, 32 sider (24 opslag + titel/kolofon)", "Format 240 x 240 mm, indbundet", ""]
    scenes = ["titelblad", "frost i skoven", "hulen, roden i loftet", "mørket", "ræven på vej hjem", "grævlingen",
              "pindsvinet i løvbunken", "Bjørn prøver at rulle", "uglen i grantræet", "sneen falder",
              "Bjørn lytter", "stjernerne", "hulen igen", "forår, snefnug på næsen"]
    for i, s in enumerate(scenes):
        lines.append(f"s. {i * 2 + 2}-{i * 2 + 3}: {s} - {r.choice(['helsides', 'opslag', 'vignetter'])}")
    return "\n".join(lines)


def t_contract_offer(r: random.Random, dt: datetime) -> str:
    return ("Forlaget Lille Fyr ApS\nMejlgade 12, 8000 Aarhus C  ·  CVR 36220418\n\n"
            f"Aarhus, {_dato(dt)}\n\nKære Signe Holmgaard\n\nTILBUD OM UDGIVELSESKONTRAKT\n\n"
            f"Værk: '{BOOK}' (arbejdstitel), billedbog, tekst og illustrationer af Signe Holmgaard\n\n"
            "Forlaget tilbyder følgende vilkår:\n- Royalty: 12 % af bogladeprisen ekskl. moms for de første 3.000 "
            "solgte eksemplarer, derefter 15 %\n- E-bog og lydbog: 25 % af forlagets nettoindtægt\n"
            "- Forskud: 25.000 kr., halvdelen ved underskrift og halvdelen ved aflevering af færdige illustrationer\n"
            "- Første oplag: 2.500 eksemplarer\n- Aflevering af færdige illustrationer: 1. november 2026\n"
            "- Forventet udgivelse: marts 2027\n- Oversættelsesrettigheder: forlaget forhandler, indtægten "
            "deles 50/50\n\nTilbuddet gælder til 15. juni 2026. Den endelige kontrakt følger Forfatterforeningens "
            "og Forlæggerforeningens normalkontrakt for billedbøger.\n\nMed venlig hilsen\nHelle Winther, "
            "redaktør, børnebøger")


def t_editor_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Helle Winther <hw@lillefyr.dk>", "Signe Holmgaard <signe@studioholmgaard.dk>",
                "Bjørnen - vi vil rigtig gerne!", dt,
                "Kære Signe\n\nVi har nu læst Bjørnen på redaktionsmødet, og vi vil meget gerne udgive den. "
                "Lektørens udtalelse er vedhæftet - den er meget positiv, men foreslår at opslag 9-10 strammes.\n\n"
                "Jeg sender et egentligt kontrakttilbud i løbet af ugen. Vi forestiller os udgivelse i foråret 2027, "
                "så vi skal have de færdige illustrationer 1. november.\n\nKan du komme forbi forlaget en dag i "
                "næste uge og vise de tre færdige opslag i original?\n\nVarme hilsner\nHelle Winther\nRedaktør, "
                "Forlaget Lille Fyr")


def t_contract_notes(r: random.Random, dt: datetime) -> str:
    return ("noter til kontrakten (Lille Fyr)\n\n- 12 % -> spørg om 15 % fra start, da jeg både skriver og tegner "
            "(to honorarer i én)\n- forskud 25.000: kan det blive 30.000? legatet dækker kun tegnetid til aug.\n"
            "- aflevering 1/11 er stramt med bryggeriet i juni-juli -> bed om 1/12\n- originalerne: jeg ejer dem, "
            "skal stå i kontrakten\n- ring til Forfatterforeningens rådgivning inden 15/6\n")


def t_book_schedule(r: random.Random, dt: datetime) -> str:
    return ("Opgave;Deadline;Status\nManus v5 til Helle;20.05.2026;sendt\nSvar på kontrakttilbud;15.06.2026;\n"
            "Skitser alle opslag;01.08.2026;14 af 24\nFarvelægning opslag 1-12;15.09.2026;\n"
            "Farvelægning opslag 13-24;20.10.2026;\nOmslag;25.10.2026;\nAflevering;01.11.2026;")


def t_grant_app(r: random.Random, dt: datetime) -> str:
    return ("Statens Kunstfond - Projektstøtte til litteratur (illustration)\nAnsøger: Signe Holmgaard, "
            f"{ADR}\n\nProjekttitel: {BOOK}\nAnsøgt beløb: 40.000 kr.\n\nProjektbeskrivelse\n"
            "En billedbog for 3-6-årige om en bjørn, der ikke kan falde i søvn, da resten af skoven går i hi. "
            "Bogen handler om uro ved sengetid og om at finde ro i det stille. Illustrationerne laves i "
            "gouache og farveblyant på akvarelpapir.\n\nBudget: 320 timers tegnearbejde, materialer, scanning.\n"
            "Tidsplan: skitser efterår 2025, færdige opslag 2026.\n"
            "Status: manuskript i 3. version, i dialog med forlag.")


def t_reader_report(r: random.Random, dt: datetime) -> str:
    return ("LEKTØRUDTALELSE\n\nTitel: Bjørnen der ikke kunne sove\nForfatter/illustrator: Signe Holmgaard\n"
            "Genre: billedbog, 3-6 år\n\nEn stille, varm og meget smuk fortælling om at ikke kunne sove. Teksten "
            "er kort og rytmisk og egner sig til højtlæsning; gentagelsen af dyrene, der hver har deres måde at "
            "sove på, giver børn noget at genkende. Illustrationsprøverne er stemningsfulde, med et fint "
            "samspil mellem det mørke og det lune.\n\nSvagheder: opslag 9-10 (uglen) er for lange og forklarer "
            "pointen; lad billedet gøre arbejdet. Slutningen kunne lande et opslag tidligere.\n\n"
            "Anbefaling: antages. Bogen vil kunne sælge til både boghandel og biblioteker.")


def t_book_verses(r: random.Random, dt: datetime) -> str:
    return ("opslag 9 - ny version??\n\nUglen drejede hovedet helt rundt.\n'Du tænker for højt,' sagde hun.\n\n"
            "opslag 10\nBjørn lukkede øjnene.\nSneen faldt på granerne, på stenene, på hulens tag.\n"
            "Den faldt helt stille.\n\n(skal der stå mere? Helle/lektøren siger nej - lad billedet tale)\n"
            "farver: blå time, én gul prik = uglens øjne\n")


def t_query_letter(r: random.Random, dt: datetime) -> str:
    return ("Kære redaktion\n\nJeg tillader mig at sende jer manuskriptet og tre prøveopslag til en billedbog, "
            f"'{BOOK}', for børn fra 3 til 6 år.\n\nBogen handler om en lille bjørn, som ikke kan falde i søvn, "
            "da resten af skoven går i hi. Han besøger pindsvinet, grævlingen og uglen, som hver har deres måde at "
            "sove på, og finder til sidst roen ved at lytte til sneen.\n\nJeg er uddannet grafisk designer og har "
            "egen tegnestue i Aarhus; jeg har tidligere illustreret for Kunstforeningen Vestergade og Café "
            "Kornet, men dette er min første egen bog.\n\nJeg håber, I vil læse den.\n\nMed venlig hilsen\n"
            "Signe Holmgaard")


def t_grant_award(r: random.Random, dt: datetime) -> str:
    return ("Slots- og Kulturstyrelsen - Statens Kunstfond\nProjektstøtteudvalget for Litteratur\n\n"
            f"{SIGNE}\n{ADR}\n\nTILSAGN OM TILSKUD\nSagsnr. 25-{r.randint(10000, 99999)}\n\n"
            f"Udvalget har besluttet at give tilskud på 40.000 kr. til projektet '{BOOK}' (illustration af "
            "billedbog).\nTilskuddet udbetales til din NemKonto. Tilskuddet er skattepligtigt.\n"
            "Du skal aflægge en kort rapport senest 6 måneder efter projektets afslutning.\n\n"
            "Med venlig hilsen\nSekretariatet")


# --------------------------------------------------------------------------- the summer house (project)

SH = "Hyldebærvej 7, Fuglsø, 8420 Knebel"
MAEGLER = "Mols Bolig v/ Jens Fogh, statsautoriseret ejendomsmægler, Strandvejen 4, 8400 Ebeltoft"


def t_prospect(r: random.Random, dt: datetime) -> str:
    return (f"SALGSOPSTILLING\nFritidsbolig - {SH}\nSag nr. 1142  ·  {MAEGLER}\n\n"
            "Kontantpris 2.395.000 kr.\nUdbetaling 120.000 kr.\nEjerudgift pr. md. 1.812 kr.\n"
            "Boligareal 68 m² + anneks 12 m²  ·  Grund 1.412 m²  ·  Opført 1974, tilbygning 2001\n"
            "Ejendomsværdiskat 4.980 kr./år  ·  Grundskyld 8.112 kr./år  ·  Vandværk, renovation, vejlaug\n\n"
            "Beskrivelse\nIdyllisk træsommerhus på naturgrund med lyng og fyr, ca. 400 m til Kalø Vig og "
            "børnevenlig strand. Stue med brændeovn og skråvægge, køkken fra 2015, to værelser og hems. "
            "Badeværelse renoveret 2019. Stor terrasse mod syd og vest. Huset er et fritidshus og "
            "benyttes efter planlovens regler.\n\nTilstandsrapport, elinstallationsrapport og energimærke "
            "foreligger.")


def t_condition(r: random.Random, dt: datetime) -> str:
    return ("TILSTANDSRAPPORT - Huseftersynsordningen\n" f"Ejendom: {SH}\nEjendomsnummer 706-018734\n"
            "Besigtiget 12.02.2026 af bygningssagkyndig Per Kallesøe, beskikket af Sikkerhedsstyrelsen\n\n"
            "Karakterer: K0 kosmetisk  ·  K1 mindre alvorlig  ·  K2 alvorlig  ·  K3 kritisk  ·  UN undersøg nærmere\n\n"
            "Bygning A - sommerhus (1974)\nK1 Tagrender: utætte samlinger mod nord.\n"
            "K2 Tag: fibercementplader formentlig asbestholdige; undertag mangler ved skotrende.\n"
            "K2 Sokkel: revner over 2 mm på vestgavl.\nK3 Træværk: råd i bundrem ved terrassedør.\n"
            "UN Kloak: nedsivningsanlæg ældre end 30 år, bør TV-inspiceres.\n"
            "K1 Vinduer: punkterede termoruder i stue (2 stk.)\n\nBygning B - anneks (2001)\n"
            "K0 Maling afskallet på vindskeder.\n\nRapporten er gyldig i 6 måneder.")


def t_el_report(r: random.Random, dt: datetime) -> str:
    return (f"ELINSTALLATIONSRAPPORT\nEjendom: {SH}\nUdført 13.02.2026 af autoriseret elinstallatør Djurs El ApS\n\n"
            "Tilstand: installationen er generelt i en alderssvarende stand.\n\n"
            "Fejl (RISIKO for personskade): Manglende supplerende beskyttelse (HPFI/HFI-relæ) for stikkontakter "
            "i anneks.\nFejl: Udendørs stikkontakt ved terrasse er ikke tæt (IP-klasse).\n"
            "Bemærkning: Gruppetavle af ældre type, bør udskiftes ved større ændringer.\n"
            "Bemærkning: Jordforbindelse ikke målt ved elkedel.\n\nSkønnet udbedring: 8.000-12.000 kr.")


def t_energy(r: random.Random, dt: datetime) -> str:
    return (f"ENERGIMÆRKE\n{SH}\nGyldig til 11.02.2036\n\nEnergimærke: F\nBeregnet forbrug: 14.900 kWh el pr. år ved "
            "helårsbrug\n\nForslag til besparelser:\n1. Efterisolering af loft til 300 mm (investering ca. 38.000 kr., "
            "rentabel)\n2. Luft/luft-varmepumpe i stuen (ca. 22.000 kr.)\n3. Udskiftning af punkterede ruder\n"
            "Med alle forslag kan huset opnå energimærke D.")


def t_bbr(r: random.Random, dt: datetime) -> str:
    return ("BBR-MEDDELELSE\nSyddjurs Kommune  ·  Udskrevet " f"{_num(dt)}\n\nEjendomsnummer 706-018734\n"
            f"Adresse: {SH}\nMatr.nr. 14ab Fuglsø By, Knebel\n\nBygning 1: Anvendelse 510 Sommerhus, opført 1974, "
            "ombygget 2001. Bebygget areal 68 m². Ydervæg: træ. Tag: fibercement (asbest). Varme: elvarme, "
            "brændeovn.\nBygning 2: Anvendelse 585 Anneks i tilknytning til fritids- og sommerhus, 12 m².\n"
            "Vandforsyning: alment vandværk (Fuglsø Vandværk). Afløb: nedsivningsanlæg.")


def t_purchase(signed: bool):
    def f(r: random.Random, dt: datetime) -> str:
        sig = ("\n\nUnderskrevet digitalt med MitID af køber 19.05.2026 og sælger 20.05.2026.\n"
               if signed else "\n\nUDKAST - ikke underskrevet\n")
        return ("KØBSAFTALE vedrørende fast ejendom\n\nSælger: Birthe og Ole Damgaard, Skolegade 3, 8500 Grenaa\n"
                f"Køber: {SIGNE} og {MIKKEL}, {ADR}\n\nEjendom: {SH}, matr.nr. 14ab Fuglsø By, Knebel\n"
                "Købesum: 2.310.000 kr.\nOvertagelsesdag: 1. august 2026\n"
                "Deponering: 230.000 kr. senest 6 hverdage efter købers advokats godkendelse\n"
                "Bankgaranti for restkøbesummen\n\n"
                "§ 12 Advokatforbehold: købers advokat kan inden 6 hverdage efter købers underskrift træde tilbage.\n"
                "§ 13 Finansieringsforbehold: handlen er betinget af købers banks godkendelse.\n"
                "§ 15 Ejerskifteforsikring: sælger betaler halvdelen af præmien.\nMægler: " + MAEGLER + sig)
    return f


def t_loan_offer(r: random.Random, dt: datetime) -> str:
    return (f"{BANK}\nAfdeling Frederiksbjerg, M.P. Bruuns Gade 20, 8000 Aarhus C\n\n"
            f"LÅNETILBUD - køb af fritidsbolig\nKunder: {SIGNE} og {MIKKEL}\nEjendom: {SH}\nDato: {_dato(dt)}\n\n"
            "Købesum 2.310.000 kr. + omkostninger ca. 78.000 kr.\nEgen opsparing: 230.000 kr.\n"
            "Realkreditlån (60 %): 1.386.000 kr., F5 rentetilpasning, 30 år, ÅOP 4,6 %\n"
            "Banklån (fritidsbolig): 772.000 kr., variabel rente 5,95 %, 20 år, ÅOP 6,3 %\n"
            "Samlet månedlig ydelse før skat: ca. 14.900 kr.\n\nTilbuddet forudsætter tilfredsstillende "
            "tilstandsrapport, tinglyst pant og at lønsedler for maj fremsendes. Gælder i 30 dage.\n"
            "Rådgiver: Bo Lykke Mortensen")


def t_sh_budget(r: random.Random, dt: datetime) -> str:
    return ("Post;Pr. år;Pr. md.\nRealkreditlån ydelse;77.000;6.417\nBanklån ydelse;66.000;5.500\n"
            "Ejendomsværdiskat;4.980;415\nGrundskyld;8.112;676\nEl;9.500;792\nVand + vejlaug;2.400;200\n"
            "Forsikring;5.600;467\nVedligehold (tag!);15.000;1.250\nUdlejning 4 uger;-28.000;-2.333\n"
            "I alt;160.092;13.384")


def t_lawyer_q(r: random.Random, dt: datetime) -> str:
    return ("Spørgsmål til advokat Maja Lyng - Hyldebærvej\n\n1. Tag med asbest (K2): kan vi få prisafslag eller "
            "forlange det med i ejerskifteforsikringen?\n2. K3 råd i bundrem - skal sælger udbedre før overtagelse?\n"
            "3. Nedsivningsanlæg: hvad hvis kommunen kræver nyt anlæg?\n4. Vejlauget: er der vedtægter og "
            "kommende vejarbejde?\n5. Må vi udleje huset 4-6 uger om året?\n6. Hvornår skal deponeringen stilles?\n")


def t_lawyer_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Maja Lyng <ml@rasklyng.dk>", "Signe Holmgaard <signe@studioholmgaard.dk>",
                "Re: Købsaftale Hyldebærvej 7 - bemærkninger", dt,
                "Kære Signe og Mikkel\n\nJeg har nu gennemgået købsaftalen, tilstandsrapporten og servitutterne.\n\n"
                "1. Taget: asbest er ikke en skade, men taget har begrænset restlevetid. Jeg har forhandlet et "
                "afslag på 85.000 kr., så købesummen bliver 2.310.000 kr.\n2. Råd i bundremmen er K3 og dækkes "
                "ikke af ejerskifteforsikringen; sælger udbedrer før overtagelse (ny § 18).\n"
                "3. Udlejning er tilladt efter sommerhusloven (korttidsudlejning).\n\n"
                "Med disse ændringer kan I trygt underskrive. Jeg hæver advokatforbeholdet, når banken har "
                "bekræftet finansieringen.\n\nVenlig hilsen\nMaja Lyng, advokat (H)\nRask & Lyng Advokater, "
                "Åboulevarden 37, 8000 Aarhus C")


def t_ejerskifte(r: random.Random, dt: datetime) -> str:
    return ("Danske Ejerskifte - Tilbud på ejerskifteforsikring\n" f"Ejendom: {SH}\n"
                                                                   f"Tilbud nr. ES-{r.randint(100000, 999999)}\n\n"
            "Dækning i 5 år: 11.480 kr. (halvdelsordning: sælger betaler 5.740 kr.)\nDækning i 10 år: "
            "16.950 kr.\nUdvidet dækning (rør og kabler): + 2.300 kr.\n\nIkke dækket: forhold nævnt i "
            "tilstandsrapporten med K2/K3/UN, herunder tag og nedsivningsanlæg.\nSelvrisiko 5.000 kr. pr. skade.")


def t_easements(r: random.Random, dt: datetime) -> str:
    return ("Tingbogsattest - Hyldebærvej 7\nMatr.nr. 14ab Fuglsø By, Knebel\n\nServitutter:\n"
            "1. 12.06.1973 Deklaration om bebyggelse og benyttelse (sommerhusområde, max 1 bolig, max 10 % af grund)\n"
            "2. 04.03.1974 Dok. om vejret og vedligeholdelse af fællesvej (Fuglsø Vejlaug)\n"
            "3. 18.09.1988 Dok. om forsyningsledninger (vandværk)\n\nHæftelser: pantebrev 640.000 kr. til "
            "sælgers bank - indfries ved overtagelse.")


def t_engagement(r: random.Random, dt: datetime) -> str:
    return ("Rask & Lyng Advokater\nÅboulevarden 37, 8000 Aarhus C\n\nOPDRAGSBEKRÆFTELSE\n"
            f"Klienter: {SIGNE} og {MIKKEL}\nSag: Køb af fritidsejendom, {SH}\nSagsnr. 2026-0418\n\n"
            "Vi bekræfter hermed, at vi bistår jer som købers advokat: gennemgang af købsaftale, "
            "tilstandsrapport og tingbog, forhandling med sælgers mægler, berigtigelse af handlen, tinglysning "
            "af skøde og udarbejdelse af refusionsopgørelse.\n\nFast honorar: 12.500 kr. ekskl. moms\n"
            "Tinglysningsafgift af skøde: 1.850 kr. + 0,6 % af købesummen\n"
            "Ansvarlig advokat: Maja Lyng (H)\nVi er omfattet af Advokatsamfundets regler og ansvarsforsikring.")


def t_valuation(r: random.Random, dt: datetime) -> str:
    return ("Vurderingsstyrelsen\nForeløbig grundvurdering 2024\n\nEjendomsnummer 706-018734, Syddjurs Kommune\n"
            f"Adresse: {SH}\n\nGrundværdi: 612.000 kr.\nBeregnet grundskyld 2026: 8.112 kr.\n"
            "Ejendomsværdi (fritidsbolig): 1.950.000 kr.\nEjendomsværdiskat 2026: 4.980 kr.\n\n"
            "Vurderingen er foreløbig. Den endelige vurdering sendes til ejeren, når den er klar.")


def t_poa(r: random.Random, dt: datetime) -> str:
    return ("FULDMAGT\n\nUndertegnede\n" f"{SIGNE}, cpr.nr. xxxxxx-xxxx og {MIKKEL}, cpr.nr. xxxxxx-xxxx\n"
            f"{ADR}\n\ngiver hermed advokat Maja Lyng, Rask & Lyng Advokater, fuldmagt til på vores vegne at "
            f"anmelde og underskrive skøde og pantebreve vedrørende {SH}, matr.nr. 14ab Fuglsø By, Knebel, "
            "samt foretage alt, hvad der i øvrigt er nødvendigt for handlens gennemførelse.\n\n"
            "Aarhus, den 21. maj 2026\n\n_______________ Signe Holmgaard     _______________ Mikkel Sørensen")


def t_buyer_declaration(r: random.Random, dt: datetime) -> str:
    return ("KØBERS ERKLÆRING\nom modtagelse af tilstandsrapport, elinstallationsrapport og tilbud om "
            "ejerskifteforsikring\n\n" f"Ejendom: {SH}\n\nUndertegnede køber(e) bekræfter at have modtaget:\n"
            "[x] tilstandsrapport af 12.02.2026\n[x] elinstallationsrapport af 13.02.2026\n"
            "[x] tilbud om ejerskifteforsikring samt sælgers tilsagn om betaling af halvdelen af præmien\n\n"
            "Køber er gjort bekendt med, at sælger herved fritages for ansvar for skjulte mangler efter "
            "lov om forbrugerbeskyttelse ved erhvervelse af fast ejendom.\n\nDato 19.05.2026  Underskrift: "
            "Signe Holmgaard, Mikkel Sørensen")


def t_finance_proof(r: random.Random, dt: datetime) -> str:
    return (f"{BANK}\n\nFINANSIERINGSBEVIS\n\nVi bekræfter hermed, at {SIGNE} og {MIKKEL} efter en foreløbig "
            "kreditvurdering kan finansiere køb af en fritidsbolig til en kontantpris på op til 2.450.000 kr. "
            "inkl. omkostninger, med en egen udbetaling på min. 10 %.\n\nBeviset er gyldigt i 3 måneder fra "
            f"{_dato(dt)} og er ikke et endeligt lånetilbud; det forudsætter en konkret vurdering af "
            "ejendommen.\n\nMed venlig hilsen\nBo Lykke Mortensen, boligrådgiver")


def t_forward_agent(r: random.Random, dt: datetime) -> str:
    return _eml("Mikkel Sørensen <mikkel.soerensen@gmail.com>", "Signe Holmgaard <signe@studioholmgaard.dk>",
                "VS: Bud på Hyldebærvej 7 accepteret", dt,
                "fantastisk!! ring når du er færdig med mødet. /M\n\n---------- Videresendt meddelelse ---------\n"
                "Fra: Jens Fogh <jf@molsbolig.dk>\nEmne: Bud på Hyldebærvej 7 accepteret\n\n"
                "Kære Mikkel og Signe\n\nSælger har accepteret jeres bud på 2.395.000 kr. med forbehold for "
                "advokatgennemgang og finansiering. Jeg sender købsaftalen til digital underskrift i morgen.\n"
                "Husk, at jeres advokat skal have tilstandsrapporten.\n\nMed venlig hilsen\nJens Fogh, Mols Bolig")


def t_viewing_checklist(r: random.Random, dt: datetime) -> str:
    return ("Ting at tjekke ved fremvisningen lørdag\n\n- taget: se efter revner i pladerne, spørg til asbest\n"
            "- lugt af fugt i anneks?\n- brændeovn: hvornår sidst fejet, godkendt?\n- nedsivning - hvor ligger "
            "den, hvor gammel\n- vandtryk i bruser\n- afstand til strand (gå turen med børnene!)\n"
            "- mobilsignal/internet (Mikkel skal kunne have vagttelefon)\n- naboer, vejlaug, kontingent\n"
            "- må man udleje?\n- spørg mægler om sælger har andre bud\n")


def t_loan_compare(r: random.Random, dt: datetime) -> str:
    return ("Lån;Beløb;Rente;Løbetid;Ydelse/md før skat\nF5 rentetilpasning;1.386.000;3,9 %;30 år;6.540\n"
            "Fast rente 5 %;1.386.000;5,0 %;30 år;7.440\nBanklån fritidsbolig;772.000;5,95 %;20 år;5.510\n"
            "Alternativ: lån i lejligheden (friværdi);700.000;4,1 %;30 år;3.380\nNote;;;;friværdi giver billigere "
            "lån - spørg Bo")


# --------------------------------------------------------------------------- travel

FAM = "Signe Holmgaard, Mikkel Sørensen, Freja Holmgaard Sørensen, Oskar Holmgaard Sørensen"


def t_flight(r: random.Random, dt: datetime) -> str:
    return (f"Booking confirmation - reference {r.choice('KLMNPQRSTV')}{r.randint(100, 999)}Q{r.randint(10, 99)}\n"
            f"Booked: {_d(dt)}\nPassengers: {FAM}\n\nOutbound: Sat 11 July 2026  FR 4187  Billund (BLL) 10:05 -> "
            "Pisa (PSA) 12:40\nReturn: Sat 25 July 2026  FR 4188  Pisa (PSA) 13:15 -> Billund (BLL) 15:50\n\n"
            "Included: 4 x small bag, 2 x 20 kg checked bags, reserved seats row 14\n"
            "Total paid: DKK 7.842,00\nOnline check-in opens 24 hours before departure.")


def t_agriturismo(r: random.Random, dt: datetime) -> str:
    return _eml("Agriturismo Il Poggiolo <info@ilpoggiolo-lucca.it>", "Signe Holmgaard <signe@studioholmgaard.dk>",
                "Conferma prenotazione / Booking confirmation 11-18 luglio 2026", dt,
                "Gentile Signe,\n\ngrazie per la sua prenotazione. Dear Signe, thank you for your booking.\n\n"
                "Appartamento 'Il Fienile' (2 bedrooms, 4 guests)\nArrival: Saturday 11 July 2026 from 16:00\n"
                "Departure: Saturday 18 July 2026 by 10:00\nPrice: EUR 1,540 for 7 nights incl. final cleaning\n"
                "Deposit (caparra) 30%: EUR 462 by bank transfer within 7 days\n"
                "IBAN IT40 S054 2811 1010 0000 0123 456\n"
                "Tourist tax EUR 1.50 per adult per night, payable on arrival.\n\nPool open 9-19. Breakfast on "
                "request. We are 12 km from Lucca.\n\nA presto!\nFrancesca Bianchi\nAgriturismo Il Poggiolo, "
                "Via di Vorno 88, 55060 Capannori (LU)")


def t_carhire(r: random.Random, dt: datetime) -> str:
    return ("RENTAL VOUCHER\n" f"Voucher no. {r.randint(10**7, 10**8 - 1)}\nLead driver: Mikkel Sørensen\n\n"
            "Pick-up: Pisa Airport (PSA), car rental terminal - Sat 11/07/2026 13:30\n"
            "Return: Pisa Airport (PSA) - Sat 25/07/2026 11:00\nCar group: Fiat Tipo Station Wagon or similar, "
            "manual, 5 seats, A/C\nIncluded: unlimited km, CDW and theft protection with excess EUR 1,100, "
            "1 child booster seat\nFuel policy: full to full\nPrepaid: DKK 4.315,00\n"
            "Bring: driving licence, passport and credit card in the lead driver's name.")


def t_florence(r: random.Random, dt: datetime) -> str:
    return ("Booking confirmation\n" f"Confirmation number: {r.randint(10**9, 10**10 - 1)}\n\n"
            "Appartamento Santo Spirito - Via della Chiesa 14, 50125 Firenze\nCheck-in: Saturday 18 July 2026 "
            "(15:00-20:00)\nCheck-out: Wednesday 22 July 2026 (until 10:00)\n2 adults, 2 children (13 and 5)\n"
            "Total price: EUR 896 (4 nights)\nPaid: yes, by Visa\nFree cancellation until 4 July 2026.\n"
            "Note from host: ZTL zone - do not drive into the historic centre; parking at Porta Romana.")


def t_train(r: random.Random, dt: datetime) -> str:
    return ("Trenitalia - Biglietto elettronico / e-ticket\n" f"PNR: {r.choice('ABCDEFG')}{r.randint(10000, 99999)}\n\n"
            "Regionale Veloce 3107  Firenze S.M.N. 08:28 -> La Spezia Centrale 10:49\nData: 22/07/2026\n"
            "Passeggeri: 2 adulti, 2 ragazzi\nPrezzo totale: EUR 42,30\n\n"
            "Cinque Terre Treno Card 1 giorno: 4 pz.\nValidate your ticket is not necessary for named e-tickets.")


def t_packlist(r: random.Random, dt: datetime) -> str:
    return ("Pakkeliste Italien 11/7\n\n[ ] pas x 4 (Oskars udløber 2027 - ok)\n[ ] blåt sygesikringskort x 4\n"
            "[ ] kørekort Mikkel + mig\n[ ] solcreme 50, hatte\n[ ] badetøj, svømmebriller, Oskars badering\n"
            "[ ] adapter? (nej - samme stik)\n[ ] autostol-pude bestilt med bilen\n[ ] Freja: hørebøger, oplader\n"
            "[ ] skitsebog + akvarel (Bjørnen!)\n[ ] myggespray\n[ ] kontanter EUR til turistskat\n")


def t_itinerary(r: random.Random, dt: datetime) -> str:
    return ("Dato;Sted;Overnatning;Plan\n11.07;Billund-Pisa;Il Poggiolo;hent bil, indkøb\n12.07;Lucca;Il Poggiolo;"
            "cykel på bymuren\n14.07;Pisa;Il Poggiolo;tårnet (billetter!)\n16.07;Garfagnana;Il Poggiolo;"
            "badesø\n18.07;Firenze;Santo Spirito;aflevér nøgle kl 10\n19.07;Firenze;Santo Spirito;Uffizi kl 9.45\n"
            "22.07;Cinque Terre;Levanto;tog fra S.M.N.\n25.07;Pisa-Billund;hjem;aflever bil kl 11")


def t_uffizi(r: random.Random, dt: datetime) -> str:
    return ("Gallerie degli Uffizi - Ticket\n" f"Order: {r.randint(10**8, 10**9 - 1)}\nDate of visit: 19/07/2026  "
            "Time slot: 09:45\n\n2 x Full price EUR 25.00\n2 x Free (EU citizens under 18)\nBooking fee 4 x EUR 4.00\n"
            "Total: EUR 66.00\n\nShow this ticket (printed or on your phone) at Door 3 'Reserved tickets'.")


def t_deposit(r: random.Random, dt: datetime) -> str:
    return (f"{BANK} - Netbank\n\nBekræftelse på overførsel til udlandet\n\nFra konto: Budgetkonto 9681-0004188210\n"
            "Modtager: Agriturismo Il Poggiolo s.r.l.\nIBAN: IT40S0542811101000000123456  BIC: BPBAIT3B\n"
            "Beløb: 462,00 EUR (3.449,15 DKK, kurs 746,57)\nGebyr: 0,00 DKK (SEPA)\n"
            "Meddelelse til modtager: Caparra prenotazione 11-18 luglio 2026 Holmgaard\n"
            f"Bogføringsdato: {_num(dt)}\nStatus: Gennemført")


def t_italy_notes(r: random.Random, dt: datetime) -> str:
    return ("- lucca: cykelleje ved Porta San Pietro, bymuren rundt ca 4 km\n- uffizi 19/7 kl 9.45 (Freja vil se "
            "Botticelli)\n- oskar: gelato-tur, legeplads i Boboli?\n- pisa tårnet: min. 8 år -> Oskar kan ikke, "
            "Mikkel bliver nede med ham\n- cinque terre 22/7: tog fra Firenze, toget mellem byerne\n"
            "- husk at bestille bord på Da Ruggero\n- afbestil avis 10/7-26/7\n")


def t_lisbon_flat(r: random.Random, dt: datetime) -> str:
    return ("Reservation confirmed\n\nApartamento Alfama Azul - Rua dos Remédios 41, 1100-443 Lisboa\n"
            "Check-in: 12 October 2024, 15:00  ·  Check-out: 19 October 2024, 11:00\n"
            "Guests: 2 adults, 2 children\nTotal: EUR 812.00 (7 nights, incl. city tax)\nHost: Inês\n"
            "Directions: tram 28 to Largo das Portas do Sol.")


def t_lisbon_plan(r: random.Random, dt: datetime) -> str:
    return ("Lissabon - efterårsferie\n\nlørdag: ankomst, Alfama, middag Taberna\nsøndag: Belém, pastéis, "
            "Monumento\nmandag: Oceanário (Oskar!!)\ntirsdag: Sintra med tog, Pena-paladset - billetter købt\n"
            "onsdag: LX Factory + Time Out market\ntorsdag: strand i Cascais hvis vejret er godt\n"
            "fredag: pakke, fly 14.20 fra LIS\n")


def t_lisbon_flight(r: random.Random, dt: datetime) -> str:
    return ("E-ticket receipt\nPassengers: " + FAM + "\n\nSat 12 OCT 2024  Billund -> Lisbon  dep 06:50 arr 09:55\n"
            "Sat 19 OCT 2024  Lisbon -> Billund  dep 14:20 arr 19:30\nFare total: DKK 6.488,00\nBaggage: 1 x 23 kg")


def t_bornholm(r: random.Random, dt: datetime) -> str:
    return ("Bornholmslinjen - Billetbekræftelse\nBooking 55-" f"{r.randint(100000, 999999)}\n\n"
            "Ystad -> Rønne  lørdag 5. juli 2025 kl. 12:30\nRønne -> Ystad  lørdag 19. juli 2025 kl. 16:30\n"
            "Bil under 1,95 m + 4 personer\nPris: 2.150,00 kr.\nKøretøj: CX 48 217")


def t_bornholm_house(r: random.Random, dt: datetime) -> str:
    return ("Lejekontrakt - sommerhus\nSommerhus: Sandkaas, Bornholm, 6 personer\nLejer: Signe Holmgaard\n"
            "Periode: 5.-19. juli 2025\nLeje: 14.600 kr. inkl. forbrug, slutrengøring 900 kr.\n"
            "Nøgle hentes i bureauet i Allinge.")


def t_berlin(r: random.Random, dt: datetime) -> str:
    return ("Buchungsbestätigung / Booking confirmation\nHotel Oderberger, Oderberger Str. 57, 10435 Berlin\n"
            "Arrival 14 October 2023 - Departure 18 October 2023\nFamily room, 2 adults + 2 children\n"
            "Total EUR 684.00 incl. city tax\nBreakfast included.")


# --------------------------------------------------------------------------- Freja's confirmation (archive)

def t_invitation(r: random.Random, dt: datetime) -> str:
    return ("Freja skal konfirmeres!\n\nKære ...\n\nVi håber, du/I vil fejre dagen med os\nlørdag den 2. maj 2026\n\n"
            "Konfirmationen er kl. 10.00 i Sankt Pauls Kirke\nBagefter er der frokost og fest i Havkatten, "
            "Marselis Boulevard 2, fra kl. 12.30 til ca. 18.00\n\nSvar gerne senest 1. april til Signe på "
            "28 64 11 93\n\nKærlig hilsen\nFreja, Signe, Mikkel og Oskar")


def t_guestlist(r: random.Random, dt: datetime) -> str:
    out = ["Navn;Antal;Svar;Allergi/note"]
    for fam in ["Mormor og morfar (Holmgaard)", "Farmor", "Faster Line + Jonas + børn", "Onkel Peter + Sanne",
                "Gudmor Tanja", "Gudfar Rasmus", "Naboerne (Kjær)", "Freja's veninder"]:
        out.append(f"{fam};{r.randint(1, 5)};ja;{r.choice(['', '', 'gluten', 'vegetar', 'nødder'])}")
    return "\n".join(out)


def t_konf_budget(r: random.Random, dt: datetime) -> str:
    return ("Post;Budget;Faktisk\nHavkatten frokost 38 pers;21.500;22.340\nKage (Mormors + bager);1.800;1.650\n"
            "Kjole + sko;2.500;2.890\nFrisør;700;650\nInvitationer + takkekort tryk;900;740\nPynt, blomster;1.200;"
            "1.410\nFotograf (1 time);2.200;2.200\nSangtryk;300;220\nI alt;31.100;32.100")


def t_konf_menu(r: random.Random, dt: datetime) -> str:
    return ("Havkatten - Selskaber\nKonfirmation, lørdag 2. maj 2026, Holmgaard/Sørensen, 38 personer\n\n"
            "Velkomstdrink: hyldeblomstbobler (alkoholfri til de unge)\nForret: rimet laks med rygeost og "
            "radiser\nHovedret: kalvesteg med nye kartofler, sky og sommersalat\nDessert: Frejas ønske - "
            "chokoladekage med hindbær\nKaffe og småkager kl. 16\n\nPris 565 kr. pr. voksen, 295 kr. pr. barn "
            "under 12\nDrikkevarer efter forbrug.")


def t_konf_invoice(r: random.Random, dt: datetime) -> str:
    return ("Havkatten ApS\nMarselis Boulevard 2, 8000 Aarhus C  ·  CVR 40118733\n\n"
            f"FAKTURA 5{r.randint(1000, 9999)}\n"
            "Dato: 4. maj 2026\nKunde: Signe Holmgaard\n\nSelskab lørdag 2. maj 2026 (konfirmation)\n"
            "32 voksne á 565 kr.   18.080,00\n6 børn á 295 kr.   1.770,00\nDrikkevarer efter forbrug   2.490,00\n"
            "I alt 22.340,00 kr. inkl. moms\nBetalt med kort 2. maj: depositum 5.000 kr.\nRestbeløb 17.340,00 kr. "
            "betales senest 14. maj.")


def t_konf_song(r: random.Random, dt: datetime) -> str:
    return ("Sang til Freja\nMel.: Du kom med alt det der var dig\n\n1.\nDu kom en dag i august,\nmed hår som en "
            "mælkebøttefnug,\nnu står du her i kjole hvid\nog vi er stolte hele tiden.\n\n2.\nDu tegner heste, "
            "spiller bold\nog siger fra, når noget er for koldt,\nså skål for dig og for din dag,\nvores "
            "konfirmand - hurra!\n\n(skrevet af mor og far, maj 2026)")


def t_konf_speech(r: random.Random, dt: datetime) -> str:
    return ("Tale til Freja - Mikkel\n\nKære Freja\nFor tretten år siden stod jeg på fødegangen på Skejby og "
            "tænkte: hende der kommer til at bestemme. Jeg havde ret.\n\n- historien om cyklen på Bornholm\n"
            "- da du ville være dyrlæge, så astronaut, så designer som mor\n- du er modig, du er sjov, og du er god "
            "ved Oskar (det meste af tiden)\n\nSkål for Freja!")


def t_thankyou(r: random.Random, dt: datetime) -> str:
    return ("Tusind tak!\n\nTak fordi du var med til at gøre min konfirmation til en dag, jeg aldrig glemmer - og "
            "tak for den flotte gave.\n\nKærlig hilsen Freja\n\n(tryk: 40 stk. A6, 350 g, Vestergaards Tryk, "
            "ordre 26-1188)")


def t_seating(r: random.Random, dt: datetime) -> str:
    return ("Bord;Pladser\nBord 1;Freja, Signe, Mikkel, Oskar, mormor, morfar, farmor, præst?\nBord 2;"
            "Line, Jonas, Peter, Sanne, gudmor Tanja, gudfar Rasmus\nBord 3 (unge);Freja's veninder x 6, "
            "kusiner x 2\nBord 4;naboer, Mikkels kollegaer")


def t_konf_todo(r: random.Random, dt: datetime) -> str:
    return ("Huskeliste lørdag\n\n7.30 frisør Freja (Salon Nova)\n8.30 hent kagen hos bageren på Jægergårdsgade\n"
            "9.30 i kirken - Freja skal være der kl 9.40\n10.00 gudstjeneste\n11.30 billeder i Mindeparken\n"
            "12.30 Havkatten - sangene ligger i kassen, bordkort i mappen\nMikkel: tale efter hovedretten\n"
            "Oskar: husk iPad + høretelefoner\n")


def t_konf_attest(r: random.Random, dt: datetime) -> str:
    return ("Den Danske Folkekirke\nSankt Pauls Sogn, Aarhus Kommune\n\nATTEST til brug ved konfirmation\n\n"
            "Freja Holmgaard Sørensen, født 2012, er døbt i Sankt Pauls Kirke.\nKonfirmationsdato: 2. maj 2026\n"
            "Præst: Anne Marie Dal\n\nUdskrevet fra personregistreringen. Sognepræsten")


def t_gift_list(r: random.Random, dt: datetime) -> str:
    return ("Fra;Gave;Tak sendt\nMormor og morfar;penge 3.000 + smykke;x\nFarmor;cykel-tilskud;x\n"
            "Line og Jonas;højttaler;x\nGudmor Tanja;ørering guld;x\nGudfar Rasmus;penge 1.000;x\n"
            "Naboerne Kjær;bog + gavekort;x\nAmalie og Sofie;armbånd;x")


# --------------------------------------------------------------------------- finance

def t_tax_year(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        pers = r.uniform(380_000, 520_000)
        return (f"Skattestyrelsen\nÅrsopgørelse {year}\n\nNavn: {SIGNE}\nCpr-nr.: xxxxxx-xxxx\n\n"
                f"Personlig indkomst: {_dkk(pers)} kr.\n"
                f"  heraf overskud af virksomhed (rubrik 111): {_dkk(pers * 0.92)} kr.\n"
                f"Kapitalindkomst: -{_dkk(r.uniform(18_000, 40_000))} kr. (renter af realkreditlån)\n"
                f"Ligningsmæssige fradrag: {_dkk(r.uniform(8_000, 19_000))} kr. (fagforening, servicefradrag)\n"
                "Virksomhedsskatteordningen: opsparet overskud 120.000 kr., virksomhedsskat 22 %\n\n"
                f"Beregnet skat i alt: {_dkk(pers * 0.37)} kr.\nBetalt i foreløbig skat (B-skat): "
                f"{_dkk(pers * 0.35)} kr.\nRestskat: {_dkk(pers * 0.02)} kr.\n\nRestskat under 22.800 kr. "
                f"opkræves over forskudsopgørelsen for {year + 2}. Du kan indbetale frivilligt inden 1. juli.")
    return f


def t_prelim(changed: bool):
    def f(r: random.Random, dt: datetime) -> str:
        ch = "ÆNDRET forskudsopgørelse - ændret af dig " + _num(dt) + "\n" if changed else ""
        return (f"Skattestyrelsen\nForskudsopgørelse 2026\n{ch}\nNavn: {SIGNE}\n\n"
                f"Forventet overskud af virksomhed: {_dkk(r.uniform(430_000, 480_000))} kr.\n"
                f"Renteudgifter, realkreditlån: {_dkk(r.uniform(38_000, 46_000))} kr.\n"
                "Fagforening/A-kasse (Danske Designere, Kunstnernes A-kasse): 6.870 kr.\n"
                "Håndværkerfradrag: 0 kr.\n\nB-skat 2026: 10 rater, første rate 20. januar\n"
                f"B-skat pr. rate: {_dkk(r.uniform(13_000, 16_000))} kr.\nTrækprocent (A-indkomst): 39 %")
    return f


def t_tax_notes(r: random.Random, dt: datetime) -> str:
    return ("oplysningsskema 2025 - tjek\n- rubrik 111 overskud: fra Lones udkast\n- VSO: opsparet overskud 120.000\n"
            "- håndværkerfradrag: maler i stuen? nej, betalt 2026 -> næste år\n- servicefradrag: vinduespudser "
            "3.200\n- kørselsfradrag: Mikkel, Skejby 11 km hver vej, 218 dage\n- renter Dansk Boligkredit: "
            "står der automatisk\n- gaver til velgørenhed: Røde Kors 1.800, Læger uden Grænser 2.400\n")


def t_statement(r: random.Random, dt: datetime) -> str:
    lines = [f"{BANK} - Kontoudskrift", f"Konto: Budgetkonto 9681-0004188210  ·  {SIGNE} og {MIKKEL}",
             f"Periode: 01.{dt.month:02d}.{dt.year} - {_num(dt)}", "", "Dato  Tekst  Beløb  Saldo"]
    bal = r.uniform(8_000, 20_000)
    for i, (t, lo, hi) in enumerate([("Overførsel fra Mikkel løn", 30_000, 30_000),
                                     ("Overførsel fra Studio Holmgaard (privat hævning)", 25_000, 25_000),
                                     ("BS Dansk Boligkredit termin", -9_800, -9_400),
                                     ("BS E/F Bülowsgade fællesudgift", -3_150, -3_150),
                                     ("BS AffaldVarme Aarhus", -1_100, -900), ("BS Aarhus Kommune daginstitution",
                                                                               -2_600, -2_600),
                                     ("Netto Frederiksbjerg", -900, -300), ("Føtex Aarhus C", -1_400, -500),
                                     ("MobilePay Roforeningen Bugten", -650, -650), ("Circle K Viby", -700, -450)]):
        v = r.uniform(lo, hi)
        bal += v
        lines.append(f"{i * 3 + 1:02d}.{dt.month:02d}  {t}  {_dkk(v)}  {_dkk(bal)}")
    return "\n".join(lines)


def t_statement_csv(r: random.Random, dt: datetime) -> str:
    out = ["Dato;Tekst;Beløb;Saldo"]
    bal = 12_000.0
    for i in range(40):
        t, v = r.choice([("Løn Region Midtjylland", 31_200.0), ("Netto", -r.uniform(80, 600)),
                         ("Føtex", -r.uniform(200, 1400)), ("BS Dansk Boligkredit", -9_612.0),
                         ("BS Norlys el", -r.uniform(600, 1100)), ("MobilePay", -r.uniform(50, 400)),
                         ("BS Kattegat Forsikring", -1_840.0), ("Overførsel Studio Holmgaard", 25_000.0)])
        bal += v
        out.append(f"{(i * 9) % 28 + 1:02d}-{i // 4 % 12 + 1:02d}-2025;{t};{_dkk(v)};{_dkk(bal)}")
    return "\n".join(out)


def t_household_budget(r: random.Random, dt: datetime) -> str:
    return ("Post;Pr. md.\nIndtægt Mikkel netto;31.200\nIndtægt Signe (hævning);25.000\nBoliglån;9.612\n"
            "Fællesudgifter E/F;3.150\nVarme + vand;1.400\nEl;850\nDaginstitution Oskar;2.600\nMad;9.000\n"
            "Bil (forsikring, afgift, benzin);2.400\nForsikringer;1.840\nInternet + mobil;780\nRoklub;650\n"
            "Opsparing sommerhus;5.000\nBørneopsparing x 2;1.000\nRest;-")


def t_pensions(r: random.Random, dt: datetime) -> str:
    return (f"PensionsInfo - samlet overblik\nUdskrevet {_num(dt)}\n{SIGNE}\n\nNordpension, ratepension (privat): "
            f"depot {_kr(r, 380_000, 460_000)}\nNordpension, livrente via Kontrast Design (hvilende): depot "
            f"{_kr(r, 240_000, 300_000)}\nATP: forventet livsvarig ydelse {_kr(r, 20_000, 24_000)} om året fra "
            "folkepensionsalderen\nFolkepension: forventet fra 2055 (70 år)\n\nForsikringer: dækning ved "
            "død 500.000 kr., tab af erhvervsevne 0 kr. (ingen - overvej!)")


def t_pension_letter(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"Nordpension\nÅrsbrev {year}\n\nKære {SIGNE}\n\nDin ratepension har i {year} givet et afkast på "
                f"{r.uniform(6, 11):.1f} % efter omkostninger (profil: Høj risiko, udbetaling om 25+ år).\n"
                f"Indbetalt i {year}: {_kr(r, 50_000, 62_000)} (fradragsberettiget, se årsopgørelsen)\n"
                f"Depot 31.12.{year}: {_kr(r, 300_000, 450_000)}\nÅrlige omkostninger i kroner (ÅOK): "
                f"{_kr(r, 2_800, 4_100)}\n\nHusk at opdatere begunstigelse, hvis din familiesituation ændrer sig.")
    return f


def t_mortgage(r: random.Random, dt: datetime) -> str:
    return ("Dansk Boligkredit\nTerminsopkrævning 1. juli 2026\n\n" f"Låntagere: {SIGNE}, {MIKKEL}\n"
            f"Ejendom: {ADR}\nLån nr. 4471-228-01, F3 rentetilpasning, restgæld {_kr(r, 2_980_000, 3_050_000)}\n\n"
            f"Rente 3,12 %: {_kr(r, 23_000, 24_000)}\nAfdrag: {_kr(r, 4_100, 4_600)}\nBidrag 0,72 %: "
            f"{_kr(r, 5_300, 5_500)}\nI alt kvartal: {_kr(r, 28_700, 28_900)}\nTrækkes via Betalingsservice 1. juli.")


def t_loan_overview(r: random.Random, dt: datetime) -> str:
    return ("Dansk Boligkredit - Låneoversigt\n" f"Ejendom: {ADR}\nKøbt august 2023, kontantpris 4.650.000 kr.\n\n"
            "Lån 1: F3 rentetilpasning, 3.100.000 kr., 30 år, afdragsfrihed 0 år\n"
            "Lån 2: banklån Østjysk Andelskasse, 350.000 kr., 10 år (indfriet 2025)\n"
            "Ejendomsvurdering 2025: 4.900.000 kr.\nBelåningsgrad: 62 %")


def t_child_savings(r: random.Random, dt: datetime) -> str:
    return (f"{BANK}\nBørneopsparing - årsoversigt 2025\n\nKontohaver: Oskar Holmgaard Sørensen\n"
            "Indskyder: Signe Holmgaard\nIndskud 2025: 6.000 kr. (max 6.000 kr.)\n"
            f"Saldo 31.12.2025: {_kr(r, 22_000, 26_000)}\nRente 2025: 2,25 %\nBinding til: 14.05.2035")


def t_ask(r: random.Random, dt: datetime) -> str:
    return ("Nordnet - Aktiesparekonto, årsoversigt 2025\n" f"Kontohaver: {SIGNE}\n\n"
            f"Indskud i alt: {_kr(r, 100_000, 120_000)}\nMarkedsværdi 31.12.2025: {_kr(r, 130_000, 150_000)}\n"
            f"Afkast 2025: {_kr(r, 12_000, 19_000)}\nLagerskat 17 %: trækkes af kontoen i januar\n\n"
            "Beholdning: Sparindex Globale Aktier, Danske Invest Global Indeks, Novo Nordisk B")


def t_rate_change(r: random.Random, dt: datetime) -> str:
    return ("Dansk Boligkredit\n\nRenten på dit lån er tilpasset\n\n" f"Kære {SIGNE} og {MIKKEL}\n\n"
            f"Lån nr. 4471-228-01 (F3) på {ADR} er blevet rentetilpasset ved auktionen i december.\n"
            "Ny rente fra 1. januar 2026: 3,12 % (før 3,64 %)\nNy kvartalsydelse før skat: ca. 28.800 kr.\n"
            "Næste rentetilpasning: 1. januar 2029.\n\nVenlig hilsen Dansk Boligkredit")


def t_prelim_receipt(r: random.Random, dt: datetime) -> str:
    return ("Skattestyrelsen - TastSelv\nKvittering\n\n"
            f"Du har ændret din forskudsopgørelse for 2026 den {_num(dt)}.\n"
            "Ændringer: Forventet overskud af virksomhed ændret fra 440.000 til 470.000 kr.\n"
            "Din B-skat ændres fra raten 20. juni 2026. Ny rate: 15.212 kr.\n"
            "Du får en ny forskudsopgørelse i e-Boks inden for få dage.")


def t_fixed_costs(r: random.Random, dt: datetime) -> str:
    return ("Fast udgift;Beløb;Hvornår;Konto\nDansk Boligkredit;28.800;kvartal;budget\nE/F fællesudgift;3.150;md;"
            "budget\nAffaldVarme;1.000;md;budget\nNorlys el;850;md;budget\nKattegat Forsikring;1.840;md;budget\n"
            "Vægtafgift/ejerafgift;1.560;halvår;budget\nDaginstitution;2.600;md (ikke juli);budget\n"
            "Netflix + Spotify;240;md;Signe kort\nRoklub;1.950;kvartal;Signe kort")


def t_beneficiary(r: random.Random, dt: datetime) -> str:
    return ("Nordpension\nBEGUNSTIGELSESERKLÆRING\n\n" f"Forsikringstager: {SIGNE}\nPolice: ratepension 88-120447\n\n"
            "Ved min død udbetales pensionen til:\n[x] Nærmeste pårørende\n[ ] Navngiven begunstiget\n"
            "Jeg ønsker, at ægtefælle Mikkel Sørensen indsættes som begunstiget med 100 %, subsidiært børn.\n\n"
            "Aarhus, 3. marts 2024   Underskrift: Signe Holmgaard")


# --------------------------------------------------------------------------- home (the flat)

EF = "Ejerforeningen Bülowsgade 27-33"


def t_ef_minutes(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        return (f"{EF}\nReferat af ordinær generalforsamling {year}\nAfholdt i kælderlokalet, 24 ud af 32 "
                "lejligheder repræsenteret\n\n1. Valg af dirigent: advokat Henrik Bech\n2. Bestyrelsens "
                "beretning: ny gårdbelægning, cykelparkering, problemer med fugt i kælder nr. 4\n"
                f"3. Regnskab {year - 1} godkendt\n4. Budget {year}: fællesudgifter uændret / hævet 4 %\n"
                "5. Forslag: udskiftning af vinduer mod gaden i 2027 - vedtaget med 2/3 flertal\n"
                f"6. Valg: {_person(r)} genvalgt som formand\n7. Eventuelt: husk at lukke porten efter kl. 22")
    return f


def t_ef_budget(r: random.Random, dt: datetime) -> str:
    return (f"{EF} - Budget 2026\nPost;Budget\nForsikring;148.000\nAdministration (DEAS-lignende administrator);"
            "96.000\nVedligehold;420.000\nTrappevask;62.000\nEl fællesarealer;18.000\nHenlæggelse vinduer;"
            "300.000\nI alt;1.044.000\nFællesudgift lejlighed 3. th. (fordelingstal 312/10000);3.150 pr. md.")


def t_bylaws(r: random.Random, dt: datetime) -> str:
    return (f"Vedtægter for {EF}\n\n§ 1 Foreningens navn er {EF}, hjemsted Aarhus Kommune.\n"
            "§ 2 Formålet er at administrere ejendommen matr.nr. 1123 Aarhus Bygrunde.\n§ 3 Medlemmer er "
            "ejerne af ejerlejlighederne.\n§ 5 Fordelingstal fastsættes efter tinglyst fordelingstal.\n"
            "§ 8 Generalforsamlingen afholdes hvert år inden udgangen af april.\n§ 12 Udlejning skal meddeles "
            "bestyrelsen.")


def t_house_rules(r: random.Random, dt: datetime) -> str:
    return (f"Husorden - {EF}\n\n1. Ro i ejendommen mellem kl. 22 og 7.\n2. Cykler i cykelkælder eller stativer, "
            "ikke i opgangen.\n3. Barnevogne må stå under trappen i stuen.\n4. Grill kun på elgrill på altaner.\n"
            "5. Storskrald i containergården første mandag i måneden.\n6. Vaskeriet bookes på tavlen.")


def t_deed(r: random.Random, dt: datetime) -> str:
    return ("SKØDE (tinglyst)\nEjerlejlighed nr. 14, " f"{ADR}\nMatr.nr. 1123 Aarhus Bygrunde\n\n"
            "Sælger: Karen og Poul Thygesen\nKøber: Signe Holmgaard og Mikkel Sørensen, hver 1/2\n"
            "Købesum: 4.650.000 kr.\nOvertagelsesdag: 1. august 2023\nTinglyst: 14.08.2023\n\n"
            "Lejligheden overdrages med de servitutter og vedtægter, der er tinglyst på ejendommen.")


def t_heating(r: random.Random, dt: datetime) -> str:
    return ("AffaldVarme Aarhus\nÅrsopgørelse fjernvarme 2025\n\n" f"Forbrugssted: {ADR}\nMålernr. 71 88 204\n\n"
            f"Forbrug 2025: {r.randint(6, 9)},{r.randint(1, 9)} MWh\nFast afgift: 3.960,00 kr.\n"
            f"Variabel: {_kr(r, 4_500, 6_200)}\nBetalt aconto: 12.000,00 kr.\nTilgodehavende: {_kr(r, 200, 900)}\n"
            "Ny aconto fra marts 2026: 1.000 kr./md.")


def t_power(r: random.Random, dt: datetime) -> str:
    return ("Norlys - Elaftale\n" f"Kunde: {SIGNE}\nAdresse: {ADR}\nAftale: FlexEl (timepris + tillæg "
            "0,09 kr./kWh)\nAbonnement: 29 kr./md.\nStart: 01.08.2023\nOpsigelse: løbende måned + 30 dage\n"
            "Betaling: Betalingsservice, månedlig")


def t_water(r: random.Random, dt: datetime) -> str:
    return ("Aarhus Vand A/S\nAconto-opkrævning 2026\n\n" f"Forbrugsadresse: {ADR}\n\nVandafledningsbidrag + vand "
            f"aconto 42 m³\nPris pr. m³ inkl. afgifter og moms: 78,40 kr.\nÅrligt aconto: {_kr(r, 3_200, 3_400)}\n"
            "Afregnes via ejerforeningen.")


def t_plumber(r: random.Random, dt: datetime) -> str:
    return ("VVS Thomsen ApS\nFrederiks Allé 80, 8000 Aarhus C\n\n" f"FAKTURA {r.randint(7000, 7999)}\n"
                                                                    f"Dato: {_num(dt)}\n"
            f"Kunde: {SIGNE}, {ADR}\n\nUdskiftning af cisterne og indmad på toilet, nye afløbsrør under håndvask\n"
            f"Arbejdsløn 3,5 t: {_dkk(2_275)}\nMaterialer: {_kr(r, 1_400, 2_200)}\nKørsel: 295,00\n"
            "Arbejdsløn kan indgå i håndværkerfradrag (servicefradrag).\nBetalingsfrist 8 dage.")


def t_painter(r: random.Random, dt: datetime) -> str:
    return ("Malerfirma Nørgaard\nTILBUD\n" f"Dato: {_dato(dt)}\nAdresse: {ADR}\n\nMaling af stue og gang: spartling "
            "af revner, 2 x maling af vægge (glans 5), lofter 1 x, træværk ikke incl.\nPris: 18.900 kr. inkl. moms, "
            "heraf arbejdsløn 14.200 kr. (håndværkerfradrag)\nUdførelse: uge 33 eller 34\nTilbuddet gælder 30 dage.")


def t_fiber(r: random.Random, dt: datetime) -> str:
    return ("Fibernet Østjylland - Ordrebekræftelse\n" f"Installationsadresse: {ADR}\nProdukt: Fiber 1000/1000 Mbit\n"
            "Pris: 299 kr./md., oprettelse 0 kr.\nBinding: 6 måneder\nRouter: WiFi 6, leveres med post\n"
            "Aktivering: 04.08.2023")


def t_ef_window_letter(r: random.Random, dt: datetime) -> str:
    return (f"Til bestyrelsen i {EF}\n\nVedr. fugt ved vinduet i soveværelset, 3. th.\n\nVi har i vinter igen haft "
            "kondens og sort skimmel i hjørnet ved vinduet mod gården. Tætningslisten er opløst, og karmen er "
            "blød forneden. Vi har selv vasket med klorin, men det kommer igen.\n\nDa vinduerne er foreningens, "
            "beder vi om, at en tømrer ser på det inden næste vinter, og at vinduet prioriteres i den "
            "kommende udskiftning.\n\nVenlig hilsen\nSigne Holmgaard og Mikkel Sørensen, nr. 31, 3. th.")


def t_ef_notice(r: random.Random, dt: datetime) -> str:
    return (f"{EF}\nVARSLING\n\nKære beboere\n\nI uge 25 og 26 udskifter Tømrerfirmaet Vinkel & Lod faldstammer og "
            "vinduer i opgang 31. Håndværkerne skal have adgang til køkken og badeværelse i 2 dage pr. "
            "lejlighed. Vandet lukkes tirsdag kl. 8-14.\n\nSkriv på listen i opgangen, hvis I ikke er hjemme - "
            "så låser viceværten jer ind.\n\nMed venlig hilsen Bestyrelsen")


def t_handyman_receipt(r: random.Random, dt: datetime) -> str:
    return ("Elektriker Jens Kirk ApS\nKVITTERING\n" f"Dato: {_num(dt)}\nAdresse: {ADR}\n\n"
            "Opsætning af 3 loftudtag i stue, ny stikkontakt ved arbejdsbord (kontor), udskiftning af HPFI-relæ\n"
            f"Arbejdsløn: {_kr(r, 2_400, 3_400)}\nMaterialer: {_kr(r, 600, 1_200)}\nBetalt med MobilePay.")


def t_meter(r: random.Random, dt: datetime) -> str:
    out = ["Måned;Aflæsning kWh;Forbrug"]
    v = 18_200
    for m in range(1, 13):
        use = r.randint(170, 320)
        v += use
        out.append(f"{MDR[m - 1]} 2025;{v};{use}")
    return "\n".join(out)


def t_manual(name: str, body: str):
    def f(r: random.Random, dt: datetime) -> str:
        return f"{name}\nBrugsanvisning / Instructions for use\n\n{body}\n\nSikkerhedsanvisninger ... Garanti 2 år."
    return f


def t_old_sale(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        base = "Trøjborgvej 62, 2. tv., 8200 Aarhus N"
        if kind == "prospect":
            return (f"SALGSOPSTILLING\nEjerlejlighed - {base}\nKvist Bolig Aarhus\n\nKontantpris 2.895.000 kr.\n"
                    "Boligareal 74 m², 3 værelser, opført 1936\nFællesudgift 2.380 kr./md.\n"
                    "Lys og charmerende lejlighed tæt på Universitetsparken.")
        if kind == "agreement":
            return (f"KØBSAFTALE - ejerlejlighed\nSælger: {SIGNE} og {MIKKEL}\nKøber: Anna og Jonas Friis\n"
                    f"Ejendom: {base}\nKøbesum: 2.840.000 kr.\nOvertagelse: 1. august 2023\nAdvokatforbehold 6 "
                    "hverdage.\nUnderskrevet 2. juni 2023.")
        if kind == "refusion":
            return (f"REFUSIONSOPGØRELSE pr. 1. august 2023\nEjendom: {base}\nSælger: Holmgaard/Sørensen\n\n"
                    "Fællesudgifter august: 2.380,00 tilgode sælger\nEjendomsskat: -1.212,00\n"
                    f"Varme aconto: {_kr(r, 300, 900)}\nSaldo til sælger: {_kr(r, 1_500, 2_500)}\n"
                    "Udarbejdet af købers advokat.")
        if kind == "agent":
            return ("Kvist Bolig Aarhus\nAfregning af salær\n" f"Ejendom: {base}\n\nSalær: 49.000,00 kr.\n"
                    "Markedsføring: 12.500,00 kr.\nI alt inkl. moms: 61.500,00 kr.\n"
                    "Modregnet i købesummen ved frigivelse af deponering.")
        if kind == "handover":
            return (f"OVERTAGELSESPROTOKOL\n{base}\nDato: 01.08.2023\n\nNøgler: 3 lejlighed, 2 kælder, 1 brevkasse\n"
                    "Målere: el 44.182 kWh, varme 8.210,4 kWh (aflæst)\nMangler noteret: ridse i gulv i stue "
                    "(accepteret)\n\nSælger: Signe Holmgaard   Køber: Anna Friis")
        return ("Flytte-tjekliste juli 2023\n\n- flyttefirma bestilt 29/7 (Aarhus Flyt)\n- adresseændring "
                "borger.dk\n- el, varme, internet: opsig Trøjborgvej, opret Bülowsgade\n- nøgler til Anna og "
                "Jonas 1/8\n- Freja: ny skole? nej - samme\n- Oskar: vuggestue flytter ikke\n")
    return f


def t_agent_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Sara Kvist <sara@kvistbolig.dk>", "Signe Holmgaard <signe@studioholmgaard.dk>",
                "Bud på Trøjborgvej 62", dt,
                "Kære Signe og Mikkel\n\nVi har fået et bud på 2.800.000 kr. fra et ungt par (Anna og Jonas), "
                "overtagelse 1. august, uden finansieringsforbehold. Jeg anbefaler at gå tilbage med "
                "2.860.000 kr.\n\nRing når I har talt sammen.\n\nVenlig hilsen\nSara Kvist, Kvist Bolig Aarhus")


# --------------------------------------------------------------------------- health, car, school, rowing, insurance

def t_dentist(r: random.Random, dt: datetime) -> str:
    v1, v2 = r.uniform(380, 520), r.uniform(700, 1400)
    return ("Tandklinikken M.P. Bruuns Gade\nM.P. Bruuns Gade 41, 8000 Aarhus C  ·  tlf. 86 12 40 55\n\n"
            f"REGNING\nPatient: {SIGNE}\nDato for behandling: {_num(dt)}\n\n"
            f"Undersøgelse og tandrensning (ydelse 1001/1301): {_dkk(v1)}\nFyldning, kompositplast, 2 flader: "
            f"{_dkk(v2)}\nTilskud fra den offentlige sygesikring: -{_dkk((v1 + v2) * 0.35)}\n"
            f"At betale: {_dkk((v1 + v2) * 0.65)} kr.\n\nKvitteringen kan bruges ved refusion fra "
            "sygeforsikringen 'danmark'. Næste indkaldelse om 12 måneder.")


def t_ortho(r: random.Random, dt: datetime) -> str:
    return ("Aarhus Kommune - Børne- og Ungetandplejen\nTandreguleringsklinikken\n\n"
            "Behandlingsplan: Freja Holmgaard Sørensen\n\nDiagnose: trangstilling i overkæben, dybt bid\n"
            "Behandling: fast apparatur (bøjle) i over- og underkæbe, ca. 18-24 måneder\nStart: efter sommer\n"
            "Kontrol hver 6.-8. uge på klinikken på Frederiks Allé\nBehandlingen er gratis for børn og unge "
            "under 18 år.")


def t_sygeforsikring(r: random.Random, dt: datetime) -> str:
    return ("sygeforsikring danmark\nOversigt over tilskud 2025\n\n" f"Medlem: {SIGNE} (gruppe 1) + børn\n\n"
            f"Tandbehandling: {_kr(r, 900, 1_600)}\nBriller/linser: {_kr(r, 400, 700)}\nFysioterapi: "
            f"{_kr(r, 300, 800)}\nMedicin: {_kr(r, 50, 200)}\nI alt udbetalt til NemKonto: {_kr(r, 2_000, 3_000)}")


def t_vaccine(r: random.Random, dt: datetime) -> str:
    return ("Vaccinationsoversigt - Det Danske Børnevaccinationsprogram\nNavn: Oskar Holmgaard Sørensen, født 2021\n\n"
            "3 mdr.: Di-Te-Ki-Pol-Hib + pneumokok - givet\n5 mdr.: Di-Te-Ki-Pol-Hib + pneumokok - givet\n"
            "12 mdr.: Di-Te-Ki-Pol-Hib + pneumokok - givet\n15 mdr.: MFR 1 - givet\n"
            "4 år: MFR 2 - givet (Lægehuset Frederiks Allé)\n5 år: Di-Te-Ki-Pol revaccination - bestil tid")


def t_physio(r: random.Random, dt: datetime) -> str:
    return ("Henvisning til fysioterapi\nFra: Lægehuset Frederiks Allé, læge Karen Brix\n\n" f"Patient: {SIGNE}\n"
            "Diagnose: impingement højre skulder, overbelastning (roning/tegnearbejde)\nHenvises til: "
            "almindelig fysioterapi med tilskud, 12 behandlinger\nØnsket: træningsvejledning, "
            f"ergonomi ved tegnebord\nDato: {_num(dt)}")


def t_glasses(r: random.Random, dt: datetime) -> str:
    return ("Louis Optik\nSøndergade 8, 8000 Aarhus C\n\n" f"Faktura {r.randint(30000, 39999)}   {_num(dt)}\n"
            f"Kunde: {SIGNE}\n\nSynsprøve: 0,00\nStel Lindberg 9721: 2.995,00\nProgressive glas, anti-refleks: "
            "3.400,00\nI alt 6.395,00 kr.\nRecept: H -1,25 / V -1,50, add +1,00")


def t_screening(r: random.Random, dt: datetime) -> str:
    return ("Region Midtjylland\nInvitation til screening for livmoderhalskræft\n\n" f"Kære {SIGNE}\n\n"
            "Du inviteres hermed til en celleprøve. Prøven tages hos din egen læge og er gratis.\n"
            "Ring til din læge og bestil tid. Medbring dette brev.\nDu er mellem 30 og 59 år og inviteres hvert "
            "5. år. Prøven undersøges for HPV.\n\nLæs mere på sundhed.dk. Hvis du ikke ønsker at deltage, "
            "kan du framelde dig.")


def t_lab(r: random.Random, dt: datetime) -> str:
    return ("sundhed.dk - Laboratoriesvar\n" f"Patient: {SIGNE}\nRekvirent: Lægehuset Frederiks Allé\n"
            f"Prøvetagning: {_num(dt)}\n\nHæmoglobin  {r.uniform(7.4, 8.6):.1f} mmol/l  (7,3-9,5)\n"
            f"Ferritin  {r.randint(18, 40)} µg/l  (15-300)\nTSH  {r.uniform(1.0, 3.2):.2f} mIE/l  (0,3-4,0)\n"
            f"B12  {r.randint(250, 500)} pmol/l  (200-600)\nD-vitamin  {r.randint(45, 70)} nmol/l  (>50)\n\n"
            "Kommentar fra lægen: fine tal, lidt lavt D-vitamin - tag tilskud om vinteren.")


def t_hearing(r: random.Random, dt: datetime) -> str:
    return ("Aarhus Universitetshospital - Øre-næse-halskirurgi, Audiologisk afdeling\n\n"
            "Høreundersøgelse: Oskar Holmgaard Sørensen\n\nAudiometri: normal hørelse på begge ører.\n"
            "Tympanometri: let undertryk i venstre mellemøre efter ørebetændelse i marts.\n"
            "Plan: ingen behandling, ny kontrol om 3 måneder hos egen læge.")


def t_doctor_questions(r: random.Random, dt: datetime) -> str:
    return ("til lægen torsdag 11.20\n- skulder: stadig ondt efter fysioterapi 8 gange - scanning?\n"
            "- træt hele tiden: blodprøver for jern/stofskifte?\n- Oskar: snorker meget, polypper?\n"
            "- Freja: spørge om HPV-vaccine 2. stik\n- forny recept på Oskars astmaspray\n")


def t_car(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "reg":
            return ("Motorstyrelsen - Registreringsattest del I\nReg.nr.: CX 48 217\nStelnr.: TMBJJ7NE2K0148821\n"
                    "Mærke/model: Skoda Octavia Combi 1.5 TSI Style\nFørste registrering: 2019\n"
                    f"Ejer: {SIGNE}, {ADR}\nBrændstof: benzin  ·  Totalvægt: 1.880 kg")
        if kind == "syn":
            return ("Aarhus Bilsyn - Synsrapport\nReg.nr.: CX 48 217  ·  Skoda Octavia Combi\n"
                    f"Synsdato: {_num(dt)}\n"
                    f"Km-stand: {r.randint(88_000, 104_000)}\nResultat: GODKENDT\nBemærkninger (ikke fejl): "
                    "bremseskive bag let korroderet, lygteindstilling justeret\nNæste periodiske syn: inden 2 år.")
        if kind == "service":
            return ("Viby Autoværksted ApS\nSkanderborgvej 210, 8260 Viby J\n\n" f"FAKTURA {r.randint(20000, 29999)}  "
                    f"{_num(dt)}\nKøretøj: CX 48 217 Skoda Octavia\n\nService efter serviceplan (60.000 km "
                    f"interval)\nMotorolie 5W-30, filtre: {_kr(r, 1_800, 2_300)}\nBremsevæske: 480,00\n"
                    f"Nye viskerblade: 329,00\nI alt inkl. moms: {_kr(r, 3_200, 4_200)}")
        if kind == "insurance":
            return ("Kattegat Forsikring - Bilforsikring\nPolice 77-302-1189\nKøretøj: CX 48 217 Skoda Octavia Combi\n"
                    "Dækning: ansvar + kasko, selvrisiko 5.000 kr., vejhjælp Europa\nBonus: 75 %\n"
                    f"Årlig præmie: {_kr(r, 6_900, 8_100)}\nFører under 25 år: nej")
        if kind == "tax":
            return ("Motorstyrelsen - Opkrævning af grøn ejerafgift\nReg.nr.: CX 48 217\nPeriode: 01.01.2026 - "
                    "30.06.2026\nBeløb: 780,00 kr.\nBetales via Betalingsservice 20. januar.")
        if kind == "parking":
            return ("Aarhus Kommune - Teknik og Miljø\nBeboerlicens zone 2 (Frederiksbjerg)\nReg.nr.: CX 48 217\n"
                    f"Gyldig: 01.02.2026 - 31.01.2027\nPris: 720 kr./år\nAdresse: {ADR}")
        if kind == "tyres":
            return ("Dækcenter Viby\nKvittering - dækskifte og dækhotel\nReg.nr. CX 48 217\n"
                    f"Dato: {_num(dt)}\nSkift til sommerdæk, afbalancering: 499,00\nOpbevaring vinterdæk til okt.: "
                    "600,00\nI alt 1.099,00 kr.")
        if kind == "fine":
            return ("KONTROLAFGIFT\nAarhus Kommune - Parkering\n\n" f"Reg.nr.: CX 48 217\nDato: {_num(dt)} kl. 14.52\n"
                    "Sted: Jægergårdsgade 101\nOvertrædelse: parkeret uden gyldig betaling i betalingszone\n"
                    "Afgift: 510,00 kr.\nBetales senest 18 dage efter udstedelse. Klage via aarhus.dk/parkering.")
        return ("KØBSAFTALE - brugt bil\nSælger: Aarhus Bilcenter A/S\nKøber: Signe Holmgaard\n"
                "Bil: Skoda Octavia Combi 1.5 TSI, 2019, 21.400 km, reg.nr. CX 48 217\n"
                "Pris: 214.900 kr.\nByttebil: VW Golf 2011 (AB 12 884) 32.000 kr.\nDato: 18.09.2020")
    return f


def t_school(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "meeting":
            return ("AULA - Ingerslev Skole, 7.B\nReferat fra forældremøde\n\nTil stede: 19 forældre, "
                    "klasselærer Mette Lauridsen, matematiklærer Søren Poulsen\n\n1. Trivsel: god klasse, men "
                    "meget snak på Snapchat om aftenen - forslag om fælles regel: telefoner ud af værelset kl. 22\n"
                    "2. Lejrskole til Mols Bjerge i uge 37\n3. Fester: klassefest efter konfirmationerne\n"
                    "4. Kontaktforældre: Signe Holmgaard og Peter Dam")
        if kind == "camp":
            return ("AULA - Lejrskole 7. årgang\n\nKære forældre\n\n7. årgang tager på lejrskole på Mols "
                    "(Lejrskolen Agri) mandag-fredag i uge 37. Pris 650 kr., som betales via AULA senest 15. juni.\n"
                    "Medbring: sovepose, regntøj, gummistøvler, madpakke til mandag. Ingen telefoner efter kl. 21.\n"
                    "Husk tilladelse til badning i havet.\n\nHilsen Mette, Søren og Ida")
        if kind == "photo":
            return ("Skolefoto - bestillingsbekræftelse\nElev: Freja Holmgaard Sørensen, 7.B, Ingerslev Skole\n"
                    "Pakke: Familiepakke (3 x 13x18, 10 mini), klassebillede\nPris: 349 kr.\nLevering: med posten")
        if kind == "summer":
            return ("Børnehuset Mejsen - Tilmelding sommerferie 2026\n\nBarn: Oskar Holmgaard Sørensen, "
                    "Egernstuen\n\nUge 28: holder fri\nUge 29: holder fri\nUge 30: holder fri\nUge 31: passes\n"
                    "Uge 32: passes\n\nHusk: Mejsen holder sommerlukket i uge 29 og 30 (pasning i Børnehuset "
                    "Spurven for dem, der har behov). Svarfrist 1. maj.")
        if kind == "fee":
            return ("Aarhus Kommune - Pladsanvisningen\nOpkrævning af forældrebetaling 2026\n\n"
                    "Barn: Oskar Holmgaard Sørensen\nTilbud: Børnehuset Mejsen, børnehave\n"
                    "Takst 2026: 2.595 kr. pr. måned (11 rater, juli er betalingsfri)\nSøskenderabat: ingen\n"
                    "Økonomisk fripladstilskud: ikke søgt\nBetales via Betalingsservice den 1. i måneden.")
        if kind == "plan":
            return ("Elevplan - Freja Holmgaard Sørensen, 7.B\nSkole-hjem-samtale\n\nDansk: læser meget, "
                    "god til at skrive - mål: kommatering og argumentation\nMatematik: sikker, kan udfordres mere\n"
                    "Engelsk: god mundtligt\nTysk: skal øve gloser\nBilledkunst: særdeles dygtig\n"
                    "Trivsel: har gode venner, deltager aktivt\nAftale: Freja laver ugentlig glosetræning i tysk.")
        if kind == "start":
            return ("Aarhus Kommune - Børn og Unge\nSkolestart 2027 - information til forældre\n\n"
                    "Kære forældre til børn født i 2021\n\nDit barn skal begynde i 0. klasse i august 2027. "
                    "Indskrivningen foregår digitalt fra 1. november til 1. december 2026. Distriktsskole for "
                    f"{ADR}: Ingerslev Skole.\nInformationsmøde: Ingerslev Skole, 24. september kl. 19.\n"
                    "Ønsker I en anden skole, kan I søge frit skolevalg.")
        if kind == "aula":
            return ("AULA beskeder maj (kopieret)\n\nFra Mette Lauridsen (7.B): Husk at aflevere samtykke til "
                    "lejrskole inden fredag.\nFra Egernstuen (Mejsen): Fredag er der bedsteforældredag kl. 14-16. "
                    "Tag gerne bedstemor/bedstefar med.\nFra Ingerslev Skole: Skolen holder lukket fredag d. 15. "
                    "(dagen efter Kristi Himmelfart).\nFra Egernstuen: Husk solcreme og kasket i tasken.")
        if kind == "lice":
            return ("AULA - Børnehuset Mejsen, Egernstuen\n\nKære forældre\n\nDer er konstateret lus hos flere "
                    "børn på Egernstuen. Vi beder alle om at tjekke deres barns hår med lusekam i dag og igen om en "
                    "uge. Behandl kun, hvis I finder levende lus.\n\nVi vasker huer og puder her i huset. Sig "
                    "endelig til, hvis jeres barn har lus, så vi kan give besked videre (anonymt).\n\n"
                    "Venlig hilsen personalet på Egernstuen")
        if kind == "elective":
            return ("Ingerslev Skole - Valgfag 8. årgang 2026/27\n\nElev: Freja Holmgaard Sørensen, 7.B\n\n"
                    "Prioritering:\n1. Billedkunst (2 lektioner, afsluttes med prøve)\n2. Madkundskab\n"
                    "3. Håndværk og design\n\nSvar senest 5. juni via AULA. Underskrift forælder: Signe Holmgaard")
        if kind == "permission":
            return ("Tilladelse - lejrskole 7. årgang, Mols\n\nElev: Freja Holmgaard Sørensen  Klasse: 7.B\n\n"
                    "[x] Mit barn må bade i havet under opsyn\n[x] Mit barn må cykle uden voksen i små grupper\n"
                    "Allergi/medicin: ingen\nForælder kan kontaktes på: 28 64 11 93 / 40 17 92 33\n"
                    "Underskrift: Signe Holmgaard")
        if kind == "worry":
            return ("Hej Mette\n\nJeg vil gerne høre, om I har lagt mærke til noget i klassen. Freja har de sidste "
                    "par uger været ked af det, når hun kommer hjem, og hun siger, at der er en gruppechat, hvor "
                    "nogle af pigerne skriver grimme ting om hende. Hun vil ikke have, at jeg gør noget, men jeg "
                    "synes, I skal vide det.\n\nKan vi tage en kort snak i telefonen i næste uge?\n\n"
                    "Venlig hilsen Signe (Frejas mor)")
        return ("Referat forældremøde 5.B, Ingerslev Skole\nEmne: ny klasselærer, lejrtur til Skagen, fælles "
                "regler for fødselsdage (hele klassen eller kun piger/drenge)\nKontaktforældre: Peter Dam og "
                "Louise Bech")
    return f


def t_rowing(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "fee":
            return ("Roforeningen Bugten\nKvittering - kontingent 2026\n\n" f"Medlem: {SIGNE}, medlemsnr. 1187\n"
                    "Kategori: senior, motionsroning\nKontingent 1. halvår: 1.950,00 kr.\n"
                    "Nøglebrik: 0 (har i forvejen)\n"
                    "Betalt via MobilePay.")
        if kind == "season":
            return ("Roforeningen Bugten - Rosæson 2026\n\nStanderhejsning: lørdag 11. april kl. 10\n"
                    "Fast motionsroning: tirsdag og torsdag kl. 17.30, søndag kl. 9\nInstruktion af nye medlemmer: "
                    "maj-juni\nKaproning Aarhus Bugt: 29. august\nLangtur: Limfjorden, uge 33\n"
                    "Standerstrygning: lørdag 17. oktober\nHusk: man ror kun med styrmandsret eller med en styrmand.")
        if kind == "cox":
            return ("Roforeningen Bugten / Dansk Forening for Rosport\nBEVIS\n\nSigne Holmgaard har gennemført "
                    "styrmandsuddannelse (korttursstyrmand) og har ret til at føre inriggere på Aarhus Bugt "
                    "inden for klubbens farvandsgrænser.\nUdstedt: 2024\nRochef: Lars Madsen")
        if kind == "agm":
            return ("Roforeningen Bugten - referat af generalforsamling 2026\n\n"
                    "1. Formandens beretning: 212 medlemmer, "
                    "ny 4-åres inrigger 'Kalø' indkøbt\n2. Regnskab godkendt\n3. Kontingent uændret\n"
                    "4. Bådehusets tag skal udskiftes - fondsansøgning sendt\n5. Valg til bestyrelse")
        if kind == "activities":
            return ("Fællesroning og aktiviteter forår/sommer\n\n"
                    "- tirsdag 17.30: motionshold, Signe styrmand i 'Mols'\n"
                    "- vagtplan bådeværksted: Signe 2. lørdag i måneden\n- klubaften med grill 20. juni\n"
                    "- tilmelding langtur Limfjorden senest 15/6\n")
        if kind == "swim":
            return ("SVØMMEATTEST\n\nUndertegnede bekræfter, at\nSigne Holmgaard\nhar svømmet 600 meter uden "
                    "hvil i Frederiksbjerg Svømmehal, heraf 100 m på ryggen.\n\nDato: 02.04.2024\n"
                    "Attesteret af: livredder, Aarhus Kommune\n(Kræves af Dansk Forening for Rosport for roning "
                    "i inriggere.)")
        if kind == "reminder":
            return ("Roforeningen Bugten - kasserer\n\nRykker: kontingent 2. halvår\n\n" f"Kære {SIGNE}\n\n"
                    "Vi kan ikke se, at kontingentet for 2. halvår på 1.950 kr. er betalt. Betal venligst via "
                    "MobilePay 81 22 47 eller bank reg. 7270 konto 1004 5521 senest d. 10.\n\nHar du betalt, "
                    "så se bort fra denne mail.\nRohilsen kassereren")
        return ("Notater - bådeværksted\n- nøglebrik virker ikke til værkstedet -> skriv til husudvalget\n"
                "- vagtplan: min lørdag er 13/6\n- 'Kalø' skal have ny rulle på sæde 3\n"
                "- kontingent betalt 1. halvår\n")
    return f


def t_ins(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "contents":
            return ("Kattegat Forsikring - Indboforsikring\nPolice 77-118-4402\n" f"Forsikringstagere: {SIGNE} og "
                    f"{MIKKEL}\nAdresse: {ADR}\n\nForsikringssum: 1.200.000 kr.\nSelvrisiko: 2.000 kr.\n"
                    "Tilvalg: elektronikdækning, cykeldækning 15.000 kr., retshjælp\n"
                    f"Årlig præmie: {_kr(r, 4_300, 5_200)}")
        if kind == "accident":
            return ("Kattegat Forsikring - Ulykkesforsikring børn\nForsikrede: Freja Holmgaard Sørensen, Oskar "
                    "Holmgaard Sørensen\nInvaliditetssum: 2.000.000 kr. pr. barn\nTandskade: dækket\n"
                    f"Årlig præmie: {_kr(r, 1_200, 1_600)}")
        if kind == "travel":
            return ("Kattegat Forsikring - Årsrejseforsikring (familie)\nGælder: hele verden, rejser op til 60 dage\n"
                    "Dækker: sygdom og hjemtransport, afbestilling (op til 40.000 kr.), bagage, selvrisiko 0 kr.\n"
                    f"Årlig præmie: {_kr(r, 1_600, 2_000)}\nHusk det blå EU-sygesikringskort på rejser i EU.")
        if kind == "overview":
            return ("Forsikring;Selskab;Police;Præmie/år;Forfald\nIndbo;Kattegat;77-118-4402;4.780;1/1\n"
                    "Ulykke børn;Kattegat;77-118-4403;1.420;1/1\nÅrsrejse;Kattegat;77-118-4404;1.810;1/1\n"
                    "Bil;Kattegat;77-302-1189;7.450;1/4\nLiv (Mikkel, via job);PFA-lignende;-;-;-\n"
                    "Erhverv (studio);Kattegat;77-481-2203;4.900;1/1")
        if kind == "change":
            return ("Kattegat Forsikring\nÆndring af din forsikring\n\n" f"Police 77-118-4402 - {ADR}\n\n"
                    "Fra 1. juni 2026 er følgende ændret efter dit ønske:\nForsikringssum hævet fra 1.200.000 kr. til "
                    "1.400.000 kr.\nCykeldækning hævet til 30.000 kr. (ny ladcykel)\n"
                    f"Ny årlig præmie: {_kr(r, 5_100, 5_600)}\nDu skal ikke foretage dig noget.")
        return ("SKADEANMELDELSE - tyveri af cykel\n" f"Police 77-118-4402  ·  Anmelder: {SIGNE}\n\n"
                "Cykel: Kildemoes damecykel, 7 gear, stelnr. WKD 44812\n"
                "Stjålet: fra cykelstativet i gården, Bülowsgade 31, natten til 3. marts 2025. Cyklen var låst.\n"
                "Politianmeldt: ja, journalnr. 3700-80241-01187-25\nKøbt 2022 for 6.499 kr.")
    return f


def t_career(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "contract":
            return ("ANSÆTTELSESKONTRAKT\n\nKontrast Design A/S, Vesterbrogade 124, 1620 København V\nog\n"
                    "Signe Holmgaard\n\nStilling: grafisk designer, fra 2014 art director\n"
                    "Tiltrædelse: 1. august 2011\n"
                    "Løn: 29.500 kr. pr. måned + 10 % pension (Nordpension)\nArbejdstid: 37 timer\n"
                    "Opsigelse efter funktionærloven. Tavshedspligt om kunders forhold.")
        if kind == "payslip":
            return ("Kontrast Design A/S - Lønseddel juni 2018\nMedarbejder: Signe Holmgaard, art director\n\n"
                    "Månedsløn 42.800,00\nFeriegodtgørelse (fratrædelse) 14.260,00\nAM-bidrag -4.565,00\n"
                    "A-skat -17.904,00\nPension egen 4 % / firma 8 %\nUdbetalt 34.591,00\nSidste lønseddel.")
        if kind == "resign":
            return ("Til Jesper Bach, kreativ direktør, Kontrast Design A/S\n\nOpsigelse\n\nHermed opsiger jeg min "
                    "stilling som art director med virkning fra 30. juni 2018, jf. funktionærlovens varsel.\n\n"
                    "Vi flytter til Aarhus i sommer, hvor jeg vil starte egen tegnestue. Tak for syv lærerige år.\n\n"
                    "Venlig hilsen\nSigne Holmgaard")
        if kind == "reference":
            return ("ANBEFALING\n\nSigne Holmgaard var ansat hos Kontrast Design fra 2011 til 2018, de sidste fire år "
                    "som art director. Hun har stået for identiteter til bl.a. kulturinstitutioner og "
                    "fødevarebrands, og hun er en sjælden kombination af skarp konceptudvikler og dygtig tegner.\n\n"
                    "Jesper Bach, kreativ direktør, Kontrast Design A/S, juni 2018")
        if kind == "portfolio":
            return ("Signe Holmgaard - Portfolio 2011-2018 (Kontrast Design)\n\n- Nordisk Teaterfestival, identitet "
                    "2016\n- Havgaard Mejeri, emballage 2015-2017\n- Københavns Bymuseum, udstillingsgrafik 2014\n"
                    "- Danske Skove, årsrapport 2013")
        if kind == "holiday":
            return ("FerieKonto / Feriepengeopgørelse 2018\n\nArbejdsgiver: Kontrast Design A/S\nMedarbejder: Signe "
                    "Holmgaard\nOptjent ferie 2017/18: 25 dage\nFeriegodtgørelse 12,5 %: 58.420,00 kr.\n"
                    "Udbetales ved fratrædelse via FerieKonto.")
        return ("Kontrast Design A/S - Lønseddel oktober 2017\nMedarbejder: Signe Holmgaard\nMånedsløn 41.900,00\n"
                "AM-bidrag -3.352,00\nA-skat -13.450,00\nPension firma 8 %\nUdbetalt 25.098,00")
    return f


PRODUCTS = ['Plakat Måge A3', 'Plakat Fyrtårn 50x70', 'Kort sæt Fugle', 'Plakat Aarhus Å A3']


def t_shop(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "orders":
            out = ["Order;Date;Customer;Product;Qty;Total DKK;Status"]
            for i in range(30):
                out.append(f"#{1400 + i};2022-{(i % 10) + 1:02d}-{i % 27 + 1:02d};{_person(r)};"
                           f"{r.choice(PRODUCTS)};"
                           f"{r.randint(1, 3)};{r.choice([149, 249, 349, 89])};fulfilled")
            return "\n".join(out)
        if kind == "products":
            return ("Produkt;Format;Pris;Lager\nMåge;A3;249;12\nFyrtårn;50x70;349;4\nAarhus Å;A3;249;0\n"
                    "Fugle, kortsæt 8 stk;A6;89;33\nBøgeskov;30x40;199;7")
        if kind == "close":
            return ("Lukning af Papirfugl - tjekliste\n\n[x] sidste ordrer sendt 15/11\n[x] restlager solgt på "
                    "julemarked\n[x] webshop-abonnement opsagt\n[x] domæne papirfugl.dk sat til ikke at forny\n"
                    "[x] branchekode 47.91 slettet fra CVR\n[x] moms 2. halvår 2022 indberettet\n[ ] gem ordrer i 5 år "
                    "(bogføringsloven)\n")
        if kind == "print":
            return ("Vestergaards Tryk ApS\nFAKTURA 21-0877\n\nKunde: Papirfugl v/Signe Holmgaard\n"
                    "Giclée-print på 250 g Hahnemühle, 3 motiver x 30 stk. A3: 7.650,00\nKortsæt 200 stk.: 1.840,00\n"
                    "Moms 2.372,50\nI alt 11.862,50 kr.")
        if kind == "cvr":
            return ("Erhvervsstyrelsen - Virk\nKvittering for ændring\n\nCVR 38417296 Studio Holmgaard\n"
                    "Bibranche 47.91.10 (detailhandel via internet) er slettet pr. 30.11.2022.\n"
                    "Hovedbranche 74.10.10 (grafisk design) uændret.")
        if kind == "vat":
            return ("Måned;Salg webshop;Moms\nJuli;6.210;1.242\nAugust;4.980;996\nSeptember;3.450;690\n"
                    "Oktober;2.890;578\nNovember;8.120;1.624\nSamlet 2. halvår 2022;25.650;5.130")
        return ("Kære kunde\n\nPapirfugl lukker. Efter fire gode år med plakater og kort sender vi de sidste "
                "ordrer 15. november. Resten af lageret sælges til halv pris på julemarkedet i Godsbanen.\n\n"
                "Tak fordi du har hængt mine fugle op.\n\nKh Signe / Papirfugl")
    return f


def t_design_ref(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "print":
            return ("Trykguide - før du sender til trykkeriet\n\n- CMYK, FOGRA39 (bestrøget) / FOGRA47 (ubestrøget)\n"
                    "- Beskæring 3 mm, sikkerhedsmargin 5 mm\n- Billeder 300 dpi i slutstørrelse\n- Maks. "
                    "farvedækning 300 %\n- Sort tekst: 100 K, ikke rig sort\n- PDF/X-1a eller X-4, fonte indlejret")
        if kind == "pantone":
            return ("Pantone-noter\n\nCoated (C) vs uncoated (U): samme nummer, meget forskellig tone.\n"
                    "Konvertering til CMYK: brug Color Bridge-værdier, ikke Illustrators standard.\n"
                    "Favoritter: 7591 C rust, 5535 C mørkegrøn, 7527 C varm grå, 1215 C lys gul")
        if kind == "typo":
            return ("Typografi - kursusnoter (Danske Designere, 2022)\n\n- linjelængde 55-75 tegn\n"
                    "- skydning 120-145 %\n"
                    "- kerning vs tracking\n- hierarki: størrelse, vægt, farve - brug max to af dem\n"
                    "- danske tegn: tjek æ ø å i alle fonte før køb!")
        return ("Grid - noter\n\nMüller-Brockmann: modulært grid, 6 eller 12 spalter\nBaseline-grid 4 pt på web, "
                "12 pt i print\nMarginer: indre mindre end ydre i opslag")
    return f


def t_writing_ref(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "course":
            return ("Billedbogens opslag - kursusnoter\n\n- 32 sider = 24 opslag + for/efter-sats\n- tekst og billede "
                    "skal ikke sige det samme\n- sidevending som spænding: hvad sker der nu?\n- læs højt - rytme!\n"
                    "- ingen forklarende slutning")
        return ("Dansk Forfatterforening - vejledning om forlagskontrakter\n\nRoyalty beregnes normalt af bogladepris "
                "ekskl. moms. Forskud er et forskud på royalty og skal ikke tilbagebetales. For billedbøger, hvor "
                "forfatter og illustrator er samme person, bør der forhandles samlet royalty. Originaler "
                "tilhører kunstneren. Få kontrakten gennemlæst af foreningens jurist.")
    return f


def t_recipe(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        return {
            "boller": "Boller i karry (4 pers)\n500 g hakket svinekød, 1 løg, 1 æg, 1 dl mælk, 3 spsk mel\n"
                      "Sauce: 2 spsk karry, 1 æble, 4 dl bouillon, 1 dl fløde\nServeres med ris.",
            "surdej": "Surdejsbrød\n100 g aktiv surdej, 375 g vand, 500 g mel (20 % fuldkorn), 10 g salt\n"
                      "Autolyse 1 t, 4 x stræk og fold, koldhæv natten over, bag 250 grader i gryde 20+25 min.",
            "lasagne": "Mikkels lasagne\n500 g oksekød, 1 dåse tomater, gulerod, selleri, rødvin\nBechamel: 50 g smør, "
                       "50 g mel, 7 dl mælk, muskat\n200 grader 45 min.",
            "kanel": "Kanelsnegle\nDej: 50 g gær, 5 dl mælk, 100 g smør, 1 æg, 1 kg mel, 1 dl sukker\n"
                     "Remonce: 150 g smør, 150 g brun farin, 2 spsk kanel\n200 grader 12 min.",
            "trifli": "Rabarbertrifli\n500 g rabarber, 100 g sukker, vaniljekorn\nMakroner, flødeskum, ristede "
                      "mandler\nLag i glas, server kold.",
            "pandekager": "Frejas bedste pandekager\n3 æg\n4 dl mælk\n2,5 dl mel\n1 spsk sukker\nknivspids salt\n"
                          "50 g smeltet smør\nHvil dejen 30 min. Steg tyndt på panden. Server med sukker og citron.",
        }[kind]
    return f


def t_old_mac(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "cv":
            return ("CV - Signe Holmgaard\nArt director / grafisk designer\n\n2011-2018 Kontrast Design A/S, Kbh\n"
                    "2008-2011 Designskolen Kolding, BA visuel kommunikation\nKompetencer: identitet, emballage, "
                    "illustration, InDesign, Illustrator, Photoshop")
        if kind == "invoice":
            return (f"{STUDIO}\n\nFAKTURA nr. 2019-003\nKunde: Aarhus Kaffebar\nLogo og skiltning 18 t á 650 = "
                    "11.700,00\nMoms 2.925,00\nI alt 14.625,00 kr.")
        if kind == "tax":
            return ("Skattestyrelsen - Årsopgørelse 2020\nNavn: Signe Holmgaard\nOverskud af virksomhed: 298.412 kr.\n"
                    "Restskat: 4.180 kr.")
        if kind == "notes":
            return ("todo flytning aarhus\n- opsige lejlighed Nørrebro 1/7\n- CVR registrering, momsregistrering\n"
                    "- e-conomic konto\n- visitkort Studio Holmgaard\n- Freja: skole på Trøjborg")
        if kind == "wedding":
            return "Sang til Line og Jonas' bryllup\nMel.: Det er i dag et vejr\n\n1. Line mødte Jonas en dag ..."
        return "Kontrast - timeskema uge 23 2018\nHavgaard Mejeri 14 t\nNordisk Teaterfestival 11 t\nAdm 6 t"
    return f


def t_phone(kind: str):
    def f(r: random.Random, dt: datetime) -> str:
        if kind == "note1":
            return "indkøb\nmælk, havregryn, bleer str 5, kaffe, løg, rugbrød, gave til Ida's fødselsdag"
        if kind == "note2":
            return "ideer til papirfugl\n- julekort med mejser\n- plakat Aarhus Ø\n- rabat til nyhedsbrev"
        if kind == "note3":
            return "wifi kode sommerhus Bornholm 2021: strand2021!\nnøgleboks 4471"
        if kind == "chat":
            return ("[12.03.22 18:04] Mor: Kommer I søndag?\n[12.03.22 18:10] Signe: Ja! Vi tager Oskar med, han "
                    "har lige lært at gå\n[12.03.22 18:11] Mikkel: Jeg har vagt til kl 16, kommer bagefter")
        return ("BEGIN:VCARD\nVERSION:3.0\nFN:Lone Bering\nTEL:+4586114422\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\n"
                "FN:Mormor\nTEL:+4520331188\nEND:VCARD\n")
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

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    DL, SK, DK = "Overførsler", "Skrivebord", "Dokumenter"

    # ------------------------------------------------------------ the studio's running business (Areas Business)
    d = f"{DK}/Studio Holmgaard"
    for i, age in enumerate((4, 18, 33, 51, 76, 110)):
        add(f"{d}/Fakturaer/2026/Faktura 2026-{31 - i:03d}.pdf", A, "Business", age, t_invoice(f"2026-{31 - i:03d}"))
    for i, age in enumerate((160, 205, 262, 330)):
        add(f"{d}/Fakturaer/2025/Faktura 2025-{68 - i * 7:03d}.pdf", A, "Business", age,
            t_invoice(f"2025-{68 - i * 7:03d}", i + 1))
    add(f"{d}/Fakturaer/2025/fakturaoversigt 2025.xlsx", A, "Business", 140, t_invoice_list(2025))
    add(f"{d}/Moms/Momsangivelse 2. halvår 2025 kvittering.pdf", A, "Business", 94,
        t_moms_receipt("01.07.2025 - 31.12.2025", "2. marts 2026", "27.02.2026 kl. 21:14"))
    add(f"{d}/Moms/Momsangivelse 1. halvår 2025 kvittering.pdf", A, "Business", 276,
        t_moms_receipt("01.01.2025 - 30.06.2025", "1. september 2025", "29.08.2025 kl. 22:40"))
    add(f"{d}/Moms/moms 2. halvår 2025 beregning.xlsx", A, "Business", 96, t_moms_calc("2. halvår 2025"))
    add(f"{d}/Moms/moms 1. halvår 2026 foreløbig.xlsx", A, "Business", 2, t_moms_calc("1. halvår 2026 (til 31/5)"))
    add(f"{d}/Bogføring/e-conomic eksport/Posteringer_2025.csv", A, "Business", 100, t_posteringer(2025, 12))
    add(f"{d}/Bogføring/e-conomic eksport/Saldobalance_2025.csv", A, "Business", 100, t_saldobalance)
    add(f"{d}/Bogføring/e-conomic eksport/Kontoplan.csv", A, "Business", 100, t_kontoplan)
    add(f"{d}/Bogføring/e-conomic eksport/Debitorer_aabne_poster_2026-05-28.csv", A, "Business", 4, t_debitorer)
    add(f"{d}/Bogføring/Posteringer_jan-apr_2026.csv", A, "Business", 30, t_posteringer(2026, 4))
    add(f"{d}/Bogføring/bilag/Adobe faktura maj 2026.pdf", A, "Business", 10, t_adobe)
    add(f"{d}/Bogføring/bilag/Adobe faktura april 2026.pdf", A, "Business", 40, t_adobe)
    add(f"{d}/Bogføring/bilag/kvittering Wacom.pdf", A, "Business", 140, t_wacom)
    add(f"{d}/Revisor/Årsregnskab 2025 udkast - Studio Holmgaard.pdf", A, "Business", 38, t_annual_accounts)
    add(f"{d}/Revisor/Re_ Årsafslutning 2025.eml", A, "Business", 45, t_revisor_mail)
    add(f"{d}/Revisor/spørgsmål til Lone.docx", A, "Business", 52, t_revisor_questions)
    add(f"{d}/Kontrakter/Handelsbetingelser Studio Holmgaard 2024.pdf", A, "Business", 520, t_terms)
    add(f"{d}/Kontrakter/Tidewell - Design Services Agreement.pdf", A, "Business", 220, t_tidewell_agreement)
    add(f"{d}/Kontrakter/Fenwick & Hale NDA signed.pdf", A, "Business", 410, t_nda)
    add(f"{d}/Tilbud/Tilbud Café Kornet sommermenu.pdf", A, "Business", 70, t_quote_kornet)
    add(f"{d}/Tilbud/Quote_Tidewell_pitch_deck.pdf", A, "Business", 130, t_quote_tidewell)
    add(f"{d}/Timeregistrering 2026.xlsx", A, "Business", 1, t_timesheet)
    add(f"{d}/~$Timeregistrering 2026.xlsx", L, "System", 1, b"\x0bSigne H    " + b"\x00" * 150)
    add(f"{d}/Forsikring/Erhvervsforsikring police 2026.pdf", A, "Business", 150, t_business_insurance)
    add(f"{d}/Årsopgørelse 2025.pdf", A, "Finance", 64, t_tax_year(2025))   # misfiled
    add(f"{SK}/kunder kontaktinfo.xlsx", A, "Business", 60, t_clients_xlsx)
    add(f"{SK}/Faktura 2026-032 udkast.pdf", A, "Business", 0.5, t_invoice("2026-032", 0))
    add(f"{DL}/Adobe_Invoice_IEN2026-03.pdf", A, "Business", 71, t_adobe)
    add(f"{DL}/Kontoplan (1).csv", A, "Business", 101, t_kontoplan)

    # ------------------------------------------------------------ Trøjborg Bryghus rebrand (Projects Business)
    b = f"{d}/Kunder/Trøjborg Bryghus"
    add(f"{b}/Brief fra Kasper.docx", P, "Business", 86, t_tb_brief)
    add(f"{b}/Tilbud 2026-012 Trøjborg Bryghus rebrand.pdf", P, "Business", 80, t_tb_quote)
    add(f"{b}/SV_ Tilbud 2026-012 rebrand.eml", P, "Business", 77, t_tb_accept)
    add(f"{b}/Kreativt oplæg v1.pdf", P, "Business", 55, t_tb_concept(1))
    add(f"{b}/Kreativt oplæg v2.pdf", P, "Business", 38, t_tb_concept(2))
    add(f"{b}/feedback runde 2.txt", P, "Business", 30, t_tb_feedback)
    add(f"{b}/tidsplan rebrand.xlsx", P, "Business", 12, t_tb_schedule)
    for name, age in (("TB_logo_v1.png", 60), ("TB_logo_v2.png", 45), ("TB_logo_v3_final.png", 25),
                      ("TB_logo_v3_final (1).png", 24), ("TB_logo_v3_FINAL_rettet.png", 9)):
        add(f"{b}/logo/{name}", P, "Business", age, "")
    for i, age in enumerate((66, 66, 64, 58)):
        photo(f"{b}/skitser/skitse {i + 1:02d}.jpg", P, "Business", age)
    add(f"{b}/etiketter/etiket_pilsner_mockup.png", P, "Business", 20, "")
    add(f"{b}/etiketter/etiket_IPA_mockup.png", P, "Business", 20, "")
    add(f"{b}/etiketter/etiket_stout_mockup.png", P, "Business", 6, "")
    add(f"{b}/etiketter/trykspecifikationer dåser.pdf", P, "Business", 15, t_tb_print_spec)
    add(f"{b}/Re_ logo og farver.eml", P, "Business", 12, t_tb_mail)
    add(f"{b}/Fontlicens Grotesk - Trøjborg.pdf", P, "Business", 35, t_tb_font)
    add(f"{DL}/brand_guidelines_TB_draft.pdf", P, "Business", 8, t_tb_guide)
    add(f"{DL}/Trøjborg Bryghus - gamle etiketter.zip", P, "Business", 83, _zip([
        ("etiketter_gamle/pilsner_2019.ai", "%!PS-Adobe-3.0\n%%Creator: Adobe Illustrator\n%%Title: pilsner\n"),
        ("etiketter_gamle/ipa_2021.pdf", "%PDF-1.4\n% old label\n"),
        ("etiketter_gamle/LÆS MIG.txt", "Her er de gamle etiketter - nogle er lavet af Kaspers fætter. /K\n")]))
    for i in range(3):
        photo(f"{DL}/TB_fotos/bryggeri_{i + 1:02d}.jpg", P, "Business", 74)
    add(f"{DL}/TB_fotos/Thumbs.db", L, "System", 74, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    add(f"{DL}/Dokument (4).pdf", P, "Business", 48, t_tb_minutes, hard=True)
    add(f"{SK}/Uden navn 2.txt", P, "Business", 3, t_tb_notes, hard=True)
    add(f"{DL}/brand_guidelines_TB_v2.pdf.part", L, "System", 0.2, _blob(r, b"%PDF-1.4\n", 700))

    # ------------------------------------------------------------ the picture book (Projects Writing)
    w = f"{DK}/Billedbog"
    add(f"{w}/{BOOK} - manus v3.docx", P, "Writing", 245, t_manus(3))
    add(f"{w}/{BOOK} - manus v4.docx", P, "Writing", 120, t_manus(4))
    add(f"{w}/{BOOK} - manus v5.docx", P, "Writing", 12, t_manus(5))
    add(f"{w}/~$ørnen der ikke kunne sove - manus v5.docx", L, "System", 1, b"\x0fSigne Holmgaard" + b"\x00" * 140)
    add(f"{w}/storyboard 32 sider.pdf", P, "Writing", 92, t_storyboard)
    add(f"{w}/Forlaget Lille Fyr - kontrakttilbud.pdf", P, "Writing", 18, t_contract_offer)
    add(f"{w}/Mail fra Helle (redaktør).eml", P, "Writing", 25, t_editor_mail)
    add(f"{w}/noter til kontrakten.txt", P, "Writing", 14, t_contract_notes)
    add(f"{w}/tidsplan bog.xlsx", P, "Writing", 16, t_book_schedule)
    add(f"{w}/Ansøgning Statens Kunstfond.docx", P, "Writing", 290, t_grant_app)
    for i, age in enumerate((140, 95, 50, 22, 7)):
        add(f"{w}/illustrationer/opslag_{i + 1:02d}.png", P, "Writing", age, "")
    photo(f"{w}/illustrationer/omslag skitse.jpg", P, "Writing", 33)
    photo(f"{w}/illustrationer/uglen blyant.jpg", P, "Writing", 70)
    add(f"{DL}/Forlaget Lille Fyr - kontrakttilbud (1).pdf", P, "Writing", 18, t_contract_offer)
    add(f"{DL}/attachment.pdf", P, "Writing", 25, t_reader_report, hard=True)
    add(f"{SK}/Uden navn.txt", P, "Writing", 9, t_book_verses, hard=True)
    add(f"{DK}/Inspiration/Billedbogens opslag - kursusnoter.pdf", R, "Writing", 400, t_writing_ref("course"))
    add(f"{DK}/Inspiration/Forfatterforeningen - vejledning forlagskontrakter.pdf", R, "Writing", 17,
        t_writing_ref("contract"))

    # ------------------------------------------------------------ the summer house (Projects Summerhouse)
    s = f"{DK}/Sommerhus"
    add(f"{s}/Salgsopstilling Hyldebærvej 7 Fuglsø.pdf", P, "Summerhouse", 82, t_prospect)
    add(f"{s}/Tilstandsrapport Hyldebærvej 7.pdf", P, "Summerhouse", 78, t_condition)
    add(f"{s}/Elinstallationsrapport.pdf", P, "Summerhouse", 78, t_el_report)
    add(f"{s}/Energimærke.pdf", P, "Summerhouse", 78, t_energy)
    add(f"{s}/BBR-meddelelse.pdf", P, "Summerhouse", 76, t_bbr)
    add(f"{s}/Købsaftale - udkast fra mægler.pdf", P, "Summerhouse", 21, t_purchase(False))
    add(f"{s}/Købsaftale underskrevet.pdf", P, "Summerhouse", 11, t_purchase(True))
    add(f"{s}/Lånetilbud {BANK}.pdf", P, "Summerhouse", 16, t_loan_offer)
    add(f"{s}/Budget sommerhus.xlsx", P, "Summerhouse", 7, t_sh_budget)
    add(f"{s}/spørgsmål til advokat.docx", P, "Summerhouse", 19, t_lawyer_q)
    add(f"{s}/Re_ Købsaftale Hyldebærvej 7 - bemærkninger.eml", P, "Summerhouse", 14, t_lawyer_mail)
    add(f"{s}/Ejerskifteforsikring tilbud.pdf", P, "Summerhouse", 13, t_ejerskifte)
    add(f"{s}/Tingbogsattest og servitutter.pdf", P, "Summerhouse", 24, t_easements)
    for i, age in enumerate((74, 74, 74, 74, 74, 40)):
        photo(f"Billeder/Sommerhus fremvisning/IMG_{4412 + i * 3}.jpeg", P, "Summerhouse", age)
    add(f"{DL}/Salgsopstilling_Hyldebaervej_7.pdf", P, "Summerhouse", 90, t_prospect)
    add(f"{DL}/Salgsopstilling_Hyldebaervej_7 (1).pdf", P, "Summerhouse", 81, t_prospect)
    add(f"{DL}/Dokument (2).pdf", P, "Summerhouse", 23, t_engagement, hard=True)
    add(f"{DL}/fil_123882.pdf", P, "Summerhouse", 60, t_valuation, hard=True)
    add(f"{DL}/2026-03-02.pdf", P, "Summerhouse", 91, t_finance_proof, hard=True)
    add(f"{DL}/Videresendt meddelelse.eml", P, "Summerhouse", 26, t_forward_agent, hard=True)
    add(f"{SK}/Dokument3.docx", P, "Summerhouse", 76, t_viewing_checklist, hard=True)
    add(f"{SK}/Mappe1.xlsx", P, "Summerhouse", 17, t_loan_compare, hard=True)

    # ------------------------------------------------------------ Tuscany, July 2026 (Projects Travel)
    t = f"{DK}/Rejser/Italien 2026"
    add(f"{t}/Flybekræftelse Billund-Pisa.pdf", P, "Travel", 128, t_flight)
    add(f"{t}/Agriturismo Il Poggiolo - booking.eml", P, "Travel", 117, t_agriturismo)
    add(f"{t}/Lejebil voucher.pdf", P, "Travel", 61, t_carhire)
    add(f"{t}/Firenze lejlighed booking.pdf", P, "Travel", 102, t_florence)
    add(f"{t}/pakkeliste.txt", P, "Travel", 2, t_packlist)
    add(f"{t}/rejseplan.xlsx", P, "Travel", 10, t_itinerary)
    add(f"{t}/Uffizi billetter.pdf", P, "Travel", 20, t_uffizi)
    add(f"{DL}/Booking_confirmation_8841203.pdf", P, "Travel", 102, t_florence)
    add(f"{DL}/document.pdf", P, "Travel", 15, t_train, hard=True)
    add(f"{DL}/Bekræftelse.pdf", P, "Travel", 112, t_deposit, hard=True)
    add(f"{SK}/Uden navn 3.txt", P, "Travel", 5, t_italy_notes, hard=True)

    # ------------------------------------------------------------ past trips (Archive Travel)
    add(f"{DK}/Rejser/Lissabon 2024/Alfama lejlighed.pdf", X, "Travel", 620, t_lisbon_flat)
    add(f"{DK}/Rejser/Lissabon 2024/Fly Lissabon.pdf", X, "Travel", 640, t_lisbon_flight)
    add(f"{DK}/Rejser/Bornholm 2025/Bornholmslinjen billet.pdf", X, "Travel", 400, t_bornholm)
    add(f"{DK}/Rejser/Bornholm 2025/lejekontrakt sommerhus Sandkaas.pdf", X, "Travel", 460, t_bornholm_house)
    add(f"{DK}/Rejser/Berlin 2023/Hotel Oderberger.pdf", X, "Travel", 990, t_berlin)
    add(f"{DK}/2024/Dokument.pdf", X, "Travel", 612, t_lisbon_plan, hard=True)

    # ------------------------------------------------------------ Freja's confirmation, May 2026 (Archive Family)
    k = f"{DK}/Konfirmation Freja"
    add(f"{k}/Invitation.docx", X, "Family", 104, t_invitation)
    add(f"{k}/Invitation.pdf", X, "Family", 103, t_invitation)
    add(f"{k}/Gæsteliste.xlsx", X, "Family", 44, t_guestlist)
    add(f"{k}/Budget konfirmation.xlsx", X, "Family", 20, t_konf_budget)
    add(f"{k}/Menu Havkatten.pdf", X, "Family", 62, t_konf_menu)
    add(f"{k}/Faktura Havkatten.pdf", X, "Family", 27, t_konf_invoice)
    add(f"{k}/Sang til Freja.docx", X, "Family", 33, t_konf_song)
    add(f"{k}/Tale til Freja - Mikkel.docx", X, "Family", 31, t_konf_speech)
    add(f"{k}/Takkekort.pdf", X, "Family", 16, t_thankyou)
    add(f"{k}/Bordplan.xlsx", X, "Family", 32, t_seating)
    add(f"{DL}/ATT00001.pdf", X, "Family", 62, t_konf_menu, hard=True)
    add(f"{SK}/Dokument1.docx", X, "Family", 31, t_konf_todo, hard=True)
    add(f"{SK}/Mappe2.xlsx", X, "Family", 17, t_gift_list, hard=True)

    # ------------------------------------------------------------ household money (Areas Finance)
    f_ = f"{DK}/Økonomi"
    add(f"{f_}/Skat/Årsopgørelse 2025.pdf", A, "Finance", 65, t_tax_year(2025))
    add(f"{f_}/Skat/Årsopgørelse 2024.pdf", A, "Finance", 432, t_tax_year(2024))
    add(f"{f_}/Skat/Forskudsopgørelse 2026.pdf", A, "Finance", 182, t_prelim(False))
    add(f"{f_}/Skat/Forskudsopgørelse 2026 - ændret.pdf", A, "Finance", 59, t_prelim(True))
    add(f"{f_}/Bank/Kontoudtog budgetkonto maj 2026.pdf", A, "Finance", 1, t_statement)
    add(f"{f_}/Bank/Kontoudtog budgetkonto april 2026.pdf", A, "Finance", 32, t_statement)
    add(f"{f_}/Bank/kontobevægelser 2025.csv", A, "Finance", 150, t_statement_csv)
    add(f"{f_}/Budget husholdning 2026.xlsx", A, "Finance", 40, t_household_budget)
    add(f"{f_}/Pension/Pensionsoversigt PensionsInfo 2026.pdf", A, "Finance", 110, t_pensions)
    add(f"{f_}/Pension/Nordpension årsbrev 2025.pdf", A, "Finance", 122, t_pension_letter(2025))
    add(f"{f_}/Boliglån/Terminsopkrævning juli 2026.pdf", A, "Finance", 20, t_mortgage)
    add(f"{f_}/Boliglån/Låneoversigt Bülowsgade.pdf", A, "Finance", 300, t_loan_overview)
    add(f"{f_}/Børneopsparing Oskar 2025.pdf", A, "Finance", 150, t_child_savings)
    add(f"{f_}/Aktiesparekonto årsoversigt 2025.pdf", A, "Finance", 131, t_ask)
    add(f"{DL}/aarsopgoerelse_2025.pdf", A, "Finance", 66, t_tax_year(2025))
    add(f"{DL}/Forskudsopgoerelse_2026.pdf", A, "Finance", 183, t_prelim(False))
    add(f"{DL}/download (1).pdf", A, "Finance", 152, t_rate_change, hard=True)
    add(f"{DL}/download (3).pdf", A, "Finance", 59, t_prelim_receipt, hard=True)
    add(f"{DL}/export.csv", A, "Finance", 21, t_statement_csv, hard=True)
    add(f"{SK}/Uden navn 4.txt", A, "Finance", 70, t_tax_notes, hard=True)

    # ------------------------------------------------------------ the flat (Areas Home)
    h = f"{DK}/Lejligheden"
    add(f"{h}/Ejerforening/Referat generalforsamling 2026.pdf", A, "Home", 50, t_ef_minutes(2026))
    add(f"{h}/Ejerforening/Referat generalforsamling 2025.pdf", A, "Home", 410, t_ef_minutes(2025))
    add(f"{h}/Ejerforening/Budget 2026.pdf", A, "Home", 60, t_ef_budget)
    add(f"{h}/Ejerforening/Vedtægter.pdf", A, "Home", 1000, t_bylaws)
    add(f"{h}/Ejerforening/Husorden.pdf", A, "Home", 1000, t_house_rules)
    add(f"{h}/Skøde Bülowsgade 31 3 th.pdf", A, "Home", 1020, t_deed)
    add(f"{h}/AffaldVarme årsopgørelse 2025.pdf", A, "Home", 100, t_heating)
    add(f"{h}/Norlys elaftale.pdf", A, "Home", 1030, t_power)
    add(f"{h}/Aarhus Vand aconto 2026.pdf", A, "Home", 120, t_water)
    add(f"{h}/Håndværkere/Faktura VVS Thomsen toilet.pdf", A, "Home", 200, t_plumber)
    add(f"{h}/Håndværkere/Tilbud maler stue.pdf", A, "Home", 35, t_painter)
    add(f"{h}/Fibernet ordrebekræftelse.pdf", A, "Home", 1030, t_fiber)
    add(f"{DL}/print.pdf", A, "Home", 25, t_ef_notice, hard=True)
    add(f"{DK}/Manualer/Bosch opvaskemaskine SMV4.pdf", R, "Home", 1000, t_manual(
        "Bosch SMV4HCX48E opvaskemaskine", "Ibrugtagning: indstil vandhårdhed, fyld regenereringssalt. Programmer: "
        "Eco 50, Auto 45-65, Intensiv 70, Hurtig 45. Fejlkode E:24: tjek afløbsfilter og slange."))
    add(f"{DK}/Manualer/Miele vaskemaskine W1.pdf", R, "Home", 990, t_manual(
        "Miele WCR 870 WPS", "TwinDos: fyld 1 og 2 med flydende vaskemiddel. Program Bomuld 60, Finvask, Uld, "
        "Express 20. Rens fnugfilter hver måned. Fejl F11: afløb blokeret."))
    add(f"{DK}/Manualer/IKEA PAX samlevejledning.pdf", R, "Home", 1010, t_manual(
        "PAX garderobeskab 200x58x236", "Skal fastgøres til væggen. Brug to personer. Trin 1-42, skruer 101351 x 16."))

    # ------------------------------------------------------------ the sold flat on Trøjborg (Archive Home)
    o = f"{DK}/Gammel lejlighed Trøjborg"
    add(f"{o}/Salgsopstilling Trøjborgvej 62.pdf", X, "Home", 1110, t_old_sale("prospect"))
    add(f"{o}/Købsaftale Trøjborgvej underskrevet.pdf", X, "Home", 1095, t_old_sale("agreement"))
    add(f"{o}/Refusionsopgørelse.pdf", X, "Home", 1030, t_old_sale("refusion"))
    add(f"{o}/Mæglerafregning Kvist Bolig.pdf", X, "Home", 1025, t_old_sale("agent"))
    add(f"{o}/flytte-tjekliste.docx", X, "Home", 1050, t_old_sale("move"))
    add(f"{o}/Bud på Trøjborgvej 62.eml", X, "Home", 1100, t_agent_mail)

    # ------------------------------------------------------------ health (Areas Health)
    e = f"{DK}/Sundhed"
    add(f"{e}/Tandlæge Signe april 2026.pdf", A, "Health", 45, t_dentist)
    add(f"{e}/Tandregulering Freja behandlingsplan.pdf", A, "Health", 200, t_ortho)
    add(f"{e}/sygeforsikring danmark tilskud 2025.pdf", A, "Health", 140, t_sygeforsikring)
    add(f"{e}/Vaccinationer Oskar.pdf", A, "Health", 300, t_vaccine)
    add(f"{e}/Henvisning fysioterapi.pdf", A, "Health", 90, t_physio)
    add(f"{e}/Louis Optik faktura.pdf", A, "Health", 230, t_glasses)
    add(f"{DL}/Tandlaege_regning_2025.pdf", A, "Health", 400, t_dentist)
    add(f"{DL}/download.pdf", A, "Health", 8, t_dentist, hard=True)
    add(f"{DL}/Dokument (3).pdf", A, "Health", 35, t_screening, hard=True)
    add(f"{DL}/rapport.pdf", A, "Health", 28, t_lab, hard=True)
    add(f"{SK}/noter.txt", A, "Health", 34, t_doctor_questions, hard=True)

    # ------------------------------------------------------------ the car (Areas Car)
    c = f"{DK}/Bil"
    add(f"{c}/Registreringsattest Skoda.pdf", A, "Car", 1030, t_car("reg"))
    add(f"{c}/Synsrapport 2025.pdf", A, "Car", 330, t_car("syn"))
    add(f"{c}/Service maj 2026 Viby Autoværksted.pdf", A, "Car", 18, t_car("service"))
    add(f"{c}/Bilforsikring 2026.pdf", A, "Car", 62, t_car("insurance"))
    add(f"{c}/Grøn ejerafgift 1. halvår 2026.pdf", A, "Car", 160, t_car("tax"))
    add(f"{c}/Beboerlicens 2026.pdf", A, "Car", 120, t_car("parking"))
    add(f"{c}/Dækhotel kvittering.pdf", A, "Car", 50, t_car("tyres"))
    add(f"{DL}/Dokument (5).pdf", A, "Car", 44, t_car("fine"), hard=True)
    add(f"{DL}/scan.pdf", A, "Car", 1060, t_car("syn"), hard=True)

    # ------------------------------------------------------------ school and kindergarten (Areas School)
    u = f"{DK}/Børn"
    add(f"{u}/AULA forældremøde 7.B referat.pdf", A, "School", 120, t_school("meeting"))
    add(f"{u}/AULA lejrskole 7. årgang.pdf", A, "School", 80, t_school("camp"))
    add(f"{u}/Skolefoto bestilling.pdf", A, "School", 230, t_school("photo"))
    add(f"{u}/Mejsen sommerferie tilmelding.pdf", A, "School", 40, t_school("summer"))
    add(f"{u}/Forældrebetaling 2026.pdf", A, "School", 150, t_school("fee"))
    add(f"{u}/Elevplan Freja skole-hjem.pdf", A, "School", 170, t_school("plan"))
    add(f"{u}/Skolestart 2027 information.pdf", A, "School", 20, t_school("start"))
    add(f"{u}/AULA beskeder maj.txt", A, "School", 6, t_school("aula"))
    add(f"{DL}/Forældremøde Mejsen.ics", A, "School", 10,
        "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Aula//DA\nBEGIN:VEVENT\nUID:mejsen-20260610@aula.dk\n"
        "DTSTART:20260610T170000\nDTEND:20260610T183000\nSUMMARY:Forældremøde Egernstuen - Børnehuset Mejsen\n"
        "LOCATION:Børnehuset Mejsen\nDESCRIPTION:Overgang til skole 2027 og sommerferie\nEND:VEVENT\nEND:VCALENDAR\n")
    add(f"{DL}/Dokument (1).pdf", A, "School", 12, t_school("lice"), hard=True)
    add(f"{DL}/Dokument (6).pdf", A, "School", 9, t_school("elective"), hard=True)
    add(f"{SK}/tekst.txt", A, "School", 66, t_school("worry"), hard=True)

    # ------------------------------------------------------------ rowing club (Areas Rowing)
    q = f"{DK}/Roning"
    add(f"{q}/Kontingent 2026 kvittering.pdf", A, "Rowing", 130, t_rowing("fee"))
    add(f"{q}/Rosæson 2026.pdf", A, "Rowing", 70, t_rowing("season"))
    add(f"{q}/Styrmandsbevis.pdf", A, "Rowing", 700, t_rowing("cox"))
    add(f"{q}/Referat generalforsamling 2026.pdf", A, "Rowing", 85, t_rowing("agm"))
    add(f"{q}/Fællesroning og aktiviteter.docx", A, "Rowing", 15, t_rowing("activities"))
    add(f"{q}/roteknik - øvelser.pdf", R, "Rowing", 400, lambda r, dt: (
        "Roteknik - øvelser for inriggerroere\n\n1. Ben-ryg-arme i fangsten, arme-ryg-ben i opløbet\n"
        "2. Pause-øvelse: stop ved knæene\n3. Kun arme, 10 tag\n4. Feathering: drej åren med fingrene, ikke "
        "håndleddet\n5. Rytme 1:2 - tag hurtigt, opløb langsomt"))
    add(f"{DL}/download (2).pdf", A, "Rowing", 262, t_rowing("reminder"), hard=True)

    # ------------------------------------------------------------ household insurance (Areas Insurance)
    n = f"{DK}/Forsikringer"
    add(f"{n}/Indboforsikring police 2026.pdf", A, "Insurance", 150, t_ins("contents"))
    add(f"{n}/Ulykkesforsikring børn.pdf", A, "Insurance", 151, t_ins("accident"))
    add(f"{n}/Årsrejseforsikring.pdf", A, "Insurance", 151, t_ins("travel"))
    add(f"{n}/Forsikringsoversigt.xlsx", A, "Insurance", 148, t_ins("overview"))
    add(f"{DL}/udskrift.pdf", A, "Insurance", 3, t_ins("change"), hard=True)

    # ------------------------------------------------------------ business odds and ends (hard, Areas Business)
    add(f"{DL}/document (1).pdf", A, "Business", 60, t_tidewell_po, hard=True)
    add(f"{DL}/Dokument (7).pdf", A, "Business", 25, t_accountant_invoice, hard=True)
    add(f"{DL}/data.csv", A, "Business", 4, t_debitorer, hard=True)
    add(f"{SK}/Dokument2.docx", A, "Business", 11, t_fenwick_mail_draft, hard=True)

    # ------------------------------------------------------------ Kontrast Design, ended 2018 (Archive Career)
    g = f"{DK}/Kontrast (gammelt job)"
    add(f"{g}/Ansættelseskontrakt Kontrast Design 2011.pdf", X, "Career", 5420, t_career("contract"))
    add(f"{g}/Lønseddel juni 2018.pdf", X, "Career", 2890, t_career("payslip"))
    add(f"{g}/Opsigelse.docx", X, "Career", 2990, t_career("resign"))
    add(f"{g}/Anbefaling fra Jesper.pdf", X, "Career", 2880, t_career("reference"))
    add(f"{g}/Portfolio Kontrast 2011-2018.pdf", X, "Career", 2870, t_career("portfolio"))
    add(f"{g}/Feriepengeopgørelse 2018.pdf", X, "Career", 2850, t_career("holiday"))

    # ------------------------------------------------------------ Papirfugl web shop, closed 2022 (Archive Business)
    z = f"{DK}/Papirfugl webshop (lukket)"
    add(f"{z}/Ordrer 2022 eksport.csv", X, "Business", 1290, t_shop("orders"))
    add(f"{z}/Produktliste plakater.xlsx", X, "Business", 1500, t_shop("products"))
    add(f"{z}/Lukning - tjekliste.txt", X, "Business", 1280, t_shop("close"))
    add(f"{z}/Vestergaards Tryk faktura 2021.pdf", X, "Business", 1700, t_shop("print"))
    add(f"{z}/Erhvervsstyrelsen kvittering bibranche.pdf", X, "Business", 1278, t_shop("cvr"))
    add(f"{z}/Moms webshop 2. halvår 2022.xlsx", X, "Business", 1250, t_shop("vat"))
    for nm in ("maage_A3.jpg", "fyrtaarn_50x70.jpg", "kortsaet_fugle.jpg"):
        photo(f"{z}/produktfotos/{nm}", X, "Business", 1600)
    add(f"{z}/produktfotos/desktop.ini", L, "System", 1600,
        "[.ShellClassInfo]\r\nIconResource=C:\\WINDOWS\\System32\\imageres.dll,-3\r\n[ViewState]\r\nMode=\r\nVid=\r\n"
        "FolderType=Pictures\r\n")

    # ------------------------------------------------------------ Dokumenter/Diverse: a catch-all (all hard)
    v = f"{DK}/Diverse"
    add(f"{v}/Liste.xlsx", A, "Finance", 88, t_fixed_costs, hard=True)
    add(f"{v}/Brev.docx", A, "Home", 150, t_ef_window_letter, hard=True)
    add(f"{v}/Mappe1.xlsx", A, "Home", 118, t_meter, hard=True)
    add(f"{v}/Notater.txt", A, "Rowing", 20, t_rowing("notes"), hard=True)
    add(f"{v}/Dokument.docx", X, "Career", 2991, t_career("resign"), hard=True)
    add(f"{v}/tekst.docx", X, "Business", 1300, t_shop("goodbye"), hard=True)
    add(f"{v}/Udkast.docx", P, "Writing", 262, t_query_letter, hard=True)
    add(f"{v}/Dokument (2).docx", X, "Travel", 335, lambda r, dt: (
        "Bornholm - pakkeliste og plan\n\nfærgen fra Ystad lørdag 12.30 - vær der kl 11.45!\n"
        "sommerhuset i Sandkaas: nøgle i Allinge\n- cykler på bilen\n- Hammershus søndag\n- Oskar: badering, "
        "spand\n- røgeri i Gudhjem\n- Freja vil se Ekkodalen\nhjem lørdag 19/7 kl 16.30 fra Rønne"), hard=True)
    add(f"{v}/noter.txt", R, "Cooking", 500, t_recipe("pandekager"), hard=True)
    add(f"{v}/Dokument1.pdf", R, "Design", 610, t_design_ref("print"), hard=True)

    add(f"{v}/Dokument (3).docx", A, "Insurance", 452, t_ins("claim"), hard=True)

    # ------------------------------------------------------------ more nameless downloads and desktop notes (hard)
    add(f"{DL}/Dokument (8).pdf", A, "Home", 99, t_heating, hard=True)
    add(f"{DL}/Dokument (9).pdf", A, "Home", 199, t_plumber, hard=True)
    add(f"{DL}/download (4).pdf", P, "Travel", 61, t_carhire, hard=True)
    add(f"{DL}/export (1).csv", A, "Business", 29, t_posteringer(2026, 5), hard=True)
    add(f"{SK}/Dokument4.docx", P, "Business", 85, t_tb_brief, hard=True)
    add(f"{SK}/Uden navn 5.txt", A, "Car", 17, lambda r, dt: (
        "skoda\n- service lavet 18/5 (Viby Autoværksted), 3.640 kr\n- næste syn: 2027\n- vinterdæk i "
        "dækhotellet til oktober\n- beboerlicens fornyes januar\n- ridse på bagkofanger - forsikring? selvrisiko "
        "5.000, ikke værd det"), hard=True)

    # ------------------------------------------------------------ Dokumenter/Scannede: scan-to-folder (all hard)
    sc = f"{DK}/Scannede"
    for i, (bucket, topic, age, fn) in enumerate([
            (A, "Health", 310, t_vaccine), (P, "Summerhouse", 10, t_poa), (A, "Car", 2000, t_car("purchase")),
            (A, "Finance", 820, t_beneficiary), (A, "School", 28, t_school("permission")),
            (X, "Family", 120, t_konf_attest), (A, "Home", 300, t_handyman_receipt),
            (X, "Career", 3100, t_career("payslip17")), (A, "Business", 200, t_toner),
            (A, "Health", 55, t_hearing), (P, "Summerhouse", 12, t_buyer_declaration),
            (A, "Rowing", 790, t_rowing("swim")), (A, "Insurance", 450, t_ins("claim")),
            (X, "Home", 1035, t_old_sale("handover")), (P, "Writing", 230, t_grant_award),
            (A, "Car", 50, t_car("tyres")), (A, "Finance", 148, t_child_savings),
            (X, "Family", 14, t_thankyou)]):
        add(f"{sc}/scan_{i + 1:04d}.pdf", bucket, topic, age, fn, hard=True)

    # ------------------------------------------------------------ Dokumenter/2024: a year folder
    y = f"{DK}/2024"
    add(f"{y}/Faktura 2024-058.pdf", A, "Business", 560, t_invoice("2024-058", 3))
    add(f"{y}/Moms 1. halvår 2024.xlsx", A, "Business", 640, t_moms_calc("1. halvår 2024"))
    add(f"{y}/Årsopgørelse 2023.pdf", A, "Finance", 800, t_tax_year(2023))
    add(f"{y}/Lissabon billetter.pdf", X, "Travel", 640, t_lisbon_flight)
    add(f"{y}/Kontingent roklub 2024.pdf", A, "Rowing", 790, lambda r, dt: (
        "Roforeningen Bugten\nKvittering - kontingent 2024\n\nMedlem: Signe Holmgaard, medlemsnr. 1187\n"
        "Kategori: senior, motionsroning\nKontingent 1. halvår: 1.850,00 kr.\nIndmeldelsesgebyr: 250,00 kr.\n"
        "Nøglebrik til bådehus: 100,00 kr. (depositum)\nBetalt via MobilePay."))
    add(f"{y}/scan 12.03.2024.pdf", A, "Health", 811, t_dentist, hard=True)
    add(f"{y}/Udkast.docx", A, "Home", 520, t_ef_window_letter, hard=True)
    add(f"{y}/Uden navn.txt", A, "Business", 700, lambda r, dt: (
        "tidewell ikonsæt - beregning\n24 ikoner x 45 min = 18 t\n+ stilafklaring 3 t\n+ eksport svg/png 2 t\n"
        "= 23 t x 750 = 17.250 ekskl moms\n-> tilbud 18.000 inkl. 1 rettelsesrunde\nfaktura efter levering, "
        "netto 14 dage (aftalen)"), hard=True)
    add(f"{y}/Dokument (1).pdf", A, "School", 700, t_school("old"), hard=True)
    add(f"{y}/Dokument (2).pdf", A, "Finance", 860, t_pension_letter(2023), hard=True)

    # ------------------------------------------------------------ design reference (Resources Design)
    rs = f"{DK}/Ressourcer"
    add(f"{rs}/Trykguide - CMYK og beskæring.pdf", R, "Design", 900, t_design_ref("print"))
    add(f"{rs}/Pantone-noter.txt", R, "Design", 300, t_design_ref("pantone"))
    add(f"{rs}/Typografi kursusnoter.docx", R, "Design", 1300, t_design_ref("typo"))
    add(f"{rs}/grid noter.md", R, "Design", 700, t_design_ref("grid"))
    add(f"{rs}/Fonte/Inter-4.0.zip", R, "Design", 500, _zip([
        ("Inter-4.0/LICENSE.txt", "SIL Open Font License, Version 1.1\n"),
        ("Inter-4.0/InterVariable.ttf", "\x00\x01\x00\x00 glyf data")]))
    add(f"{rs}/Fonte/Fraunces-Variable.ttf", R, "Design", 480, _blob(r, b"\x00\x01\x00\x00\x00\x12\x01\x00", 1200))
    add(f"{rs}/Mockups/Plakat mockup A2.psd", R, "Design", 650, _blob(r, b"8BPS\x00\x01", 1500))
    add(f"{rs}/Mockups/Visitkort mockup.psd", R, "Design", 660, _blob(r, b"8BPS\x00\x01", 1500))
    add(f"{DL}/Color_Bridge_guide_excerpt.pdf", R, "Design", 210, t_design_ref("pantone"))

    # ------------------------------------------------------------ recipes, ebooks, music, installers
    for nm, kind, age in (("Boller i karry.txt", "boller", 800), ("Surdejsbrød.pdf", "surdej", 420),
                          ("Mikkels lasagne.docx", "lasagne", 600), ("Kanelsnegle.txt", "kanel", 150)):
        add(f"{DK}/Opskrifter/{nm}", R, "Cooking", age, t_recipe(kind))
    add(f"{DL}/opskrift-rabarbertrifli.pdf", R, "Cooking", 24, t_recipe("trifli"))
    for path, title, author, age in (
            (f"{DL}/Helle Helle - de.epub", "de", "Helle Helle", 300),
            (f"{DL}/Dorthe Nors - Kantslag.epub", "Kantslag", "Dorthe Nors", 260),
            (f"{DL}/Elena Ferrante - Min geniale veninde.epub", "Min geniale veninde", "Elena Ferrante", 90),
            (f"{DK}/Bøger/Tove Ditlevsen - Barndom.epub", "Barndom", "Tove Ditlevsen", 700),
            (f"{DK}/Bøger/Kim Leine - Profeterne i Evighedsfjorden.epub", "Profeterne i Evighedsfjorden",
             "Kim Leine", 900)):
        add(path, R, "Books", age, _epub(title, author, "da", "Første kapitel."))
    for artist, album, songs, age in (
            ("Kim Larsen", "Forklædt som voksen", ["Papirsklip", "Kvinde min"], 1500),
            ("Tina Dickow", "Fuel", ["Count to Ten", "Warm Weather Song"], 1300),
            ("Minds of 99", "Solkongen", ["Solkongen", "Hurtig mad"], 700),
            ("Lukas Graham", "Lukas Graham (Blue Album)", ["7 Years"], 900)):
        for j, song in enumerate(songs):
            add(f"Musik/{artist}/{album}/{j + 1:02d} {song}.mp3", R, "Music", age, _id3(r, song, artist, album))
    for nm, head, age in (("Firefox 138.0.dmg", b"koly", 55), ("Affinity Designer 2.dmg", b"koly", 300),
                          ("Zoom.pkg", b"xar!", 180), ("FontBase-2.21.dmg", b"koly", 400),
                          ("Canon_IJ_Scan_Utility.dmg", b"koly", 820), ("Raycast.dmg", b"koly", 30)):
        add(f"{DL}/{nm}", R, "Software", age, _blob(r, head + b"\x00\x00\x00\x04", 1200))

    # ------------------------------------------------------------ personal photos and screenshots (Resources Photos)
    for folder, n_, base, ages in (("Billeder/2024", 5, 2201, (520, 760)), ("Billeder/2025", 5, 3305, (160, 500)),
                                   ("Billeder/Lissabon 2024", 4, 2710, (593, 599)),
                                   ("Billeder/Bornholm 2025", 5, 3420, (318, 330)),
                                   ("Billeder/Konfirmation Freja", 6, 4688, (29, 30))):
        for j in range(n_):
            photo(f"{folder}/IMG_{base + j * 7}.jpeg", R, "Photos", r.uniform(*ages))
    for j in range(4):
        photo(f"Billeder/2026/IMG_{4701 + j * 11}.HEIC", R, "Photos", 5 + j * 9)
    for ts, age in (("2026-05-12 kl. 14.03.22", 20), ("2026-04-28 kl. 09.41.07", 34),
                    ("2026-05-30 kl. 21.17.55", 2), ("2025-11-03 kl. 16.22.10", 210)):
        add(f"{SK}/Skærmbillede {ts}.png", R, "Photos", age, "")
    photo(f"{DL}/IMG_4702.jpeg", R, "Photos", 13)
    photo(f"{DL}/IMG_4705 (1).jpeg", R, "Photos", 13)

    # ------------------------------------------------------------ the old MacBook copy, 2023 (Archive Backup)
    gm = "Gammel MacBook"
    for rel, content, age in (
            ("Desktop/CV Signe 2018.docx", t_old_mac("cv"), 2900),
            ("Desktop/todo flytning.txt", t_old_mac("notes"), 2920),
            ("Desktop/Screen Shot 2018-05-02 at 10.14.22.png", "", 2950),
            ("Documents/Kontrast/timeskema uge 23.xlsx", t_old_mac("timesheet"), 2920),
            ("Documents/Studio Holmgaard/Faktura 2019-003.pdf", t_old_mac("invoice"), 2600),
            ("Documents/Skat/Årsopgørelse 2020.pdf", t_old_mac("tax"), 1880),
            ("Documents/Sang til Line og Jonas.docx", t_old_mac("wedding"), 2200),
            ("Documents/Papirfugl/produktliste.xlsx", t_shop("products"), 1650),
            ("Documents/Papirfugl/logo papirfugl.png", "", 2100),
            ("Pictures/IMG_0441.JPG", "exif", 2400), ("Pictures/IMG_0442.JPG", "exif", 2400),
            ("Pictures/IMG_0873.JPG", "exif", 2050), ("Pictures/moodboard havgaard.png", "", 3000),
            ("Downloads/Firefox Installer.dmg", _blob(r, b"koly\x00\x00\x00\x04", 900), 2300),
            ("Music/Tina Dickow/Count to Ten.mp3", _id3(r, "Count to Ten", "Tina Dickow", "Count to Ten"), 2700)):
        add(f"{gm}/{rel}", X, "Backup", age, content)

    # ------------------------------------------------------------ iPhone backup 2022 (Archive Backup)
    ib = "iPhone backup 2022"
    for j in range(6):
        add(f"{ib}/DCIM/100APPLE/IMG_{1021 + j * 13}.HEIC", X, "Backup", 1400 - j * 30, "")
    for rel, kind in (("Noter/indkøb.txt", "note1"), ("Noter/papirfugl ideer.txt", "note2"),
                      ("Noter/wifi.txt", "note3"), ("WhatsApp/WhatsApp-chat med Familien.txt", "chat"),
                      ("Kontakter.vcf", "vcf")):
        add(f"{ib}/{rel}", X, "Backup", 1280, t_phone(kind))

    # ------------------------------------------------------------ unfinished downloads (Left)
    add(f"{DL}/Ubekræftet 482913.crdownload", L, "System", 0.1, _blob(r, b"%PDF-1.7\n", 500))
    add(f"{DL}/AffinityPhoto2.dmg.crdownload", L, "System", 0.3, _blob(r, b"koly", 800))

    # ------------------------------------------------------------ dot files (not labelled)
    for folder in (DK, SK, DL, "Billeder", "Musik"):
        dot(f"{folder}/.localized", b"", 1100)
    for folder in (DK, SK, DL, "Billeder", f"{DK}/Studio Holmgaard", b, s, w, gm, f"{gm}/Documents", ib):
        dot(f"{folder}/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 300), r.uniform(0, 30))

    return items
