"""A ninety-seventh unseen labelled corpus: Dariusz Nowicki's family laptop, ``build(root, seed)``, written blind.

What was read to write it, and nothing else: ``unseen.py`` lines 1-220 (its docstring, as the model for this one,
and the helpers ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``) and lines 1296-1360
(the ``write`` / ``encode`` / ``add`` / ``dot`` / ``photo`` helpers at the start of its ``build()``);
``corpus.py`` lines 1-30 (``Item``, ``NOW``, ``NOW_S``, ``DAY``) and lines 169-215 (``_pdf``, ``_jpeg``);
``blind.py`` lines 74-115 (``_d``, ``_money``, ``_docx``, ``HEIC_HEAD``) and 1321-1345 (``_png``). By accident
the printed ranges ran a few lines past what was allowed: about ten lines of the opening of ``corpus.py``'s
``build()`` (lines 205-215: a ``_Gen`` object and a loop over a ``NAMED`` table) and the first lines after
``HEIC_HEAD`` in ``blind.py`` (lines 108-115: a comment and two lists of English first names and surnames).
Neither was used. The directory ``benchmarks/placement/`` was listed only to count its files and to check
that this module did not exist yet. Nothing under ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, no
benchmark run, no placement output and no git command was looked at.

The person: Dariusz "Darek" Nowicki, 38 (born March 1988 in Nysa, Opole voivodeship), a lorry driver who
lives in Tegelen (gemeente Venlo, Netherlands) in a rented terraced house of the housing corporation
Woonpunt Maasoever, with his wife Agnieszka (36, planning-office clerk at Maasport Distributie B.V., a
distribution centre on Trade Port Venlo) and their son Kacper (9, groep 6 of basisschool De Wilgenhof,
plays in JO10-3 at VV Tegelse Boys, goes to the Polish Saturday school in Venlo). Darek drove for PHU
Trans-Nys in Nysa from 2010 to 2016 (ended), moved to the Netherlands in 2017 and was employed by Van den
Heuvel Transport B.V. in Venlo from March 2017 to 31 March 2024 (ended). Since 1 May 2024 he is
self-employed: DN Transport, an eenmanszaak (ZZP owner-driver) with a leased DAF XF (Maas Truck Lease,
contract ending August 2026), subcontracting for Hendrix Logistics, Kessels Koeltransport, Van Rijswijk
Transport and the German Spedition Brandt: invoices (facturen), CMR notes, tachograph downloads, DKV fuel
card, tolls, quarterly btw-aangifte, bookkeeping by Administratiekantoor Janssen & Peeters. The family owns
a two-room flat in Nysa (ul. Mickiewicza 18/5, inherited from his grandmother in 2018) which they let out;
the Polish rental income is taxed by a PIT-28 (ryczałt) at the Urząd Skarbowy in Nysa, his mother Halina
keeps the keys. As of NOW (2026-06-01), the projects under way are: buying a second-hand truck with a loan
to replace the lease (quotes, comparison, inspection, loan offer, cash-flow plan; delivery July 2026); the
ADR basic certificate (course in May 2026, CBR/CCV exam on 16 June 2026); renovating the Nysa flat between
tenants (the Kwiatkowski tenancy ended 31 March 2026, works April-June, a new tenant from 1 July 2026); the
summer trip in August 2026 (a week in Nysa, then Makarska in Croatia by car). Kacper's First Communion in
Nysa on 17 May 2026 has passed and is finished. Past trips: Efteling 2023, Side (Turkey) 2024, Zakopane 2025.
The old Opel Astra was sold in 2022. Languages: Polish (his own notes, family, the flat, Polish tax, ZUS),
Dutch (Belastingdienst, gemeente, school, health insurer, landlord, accountant, Agnieszka's files), and
German and English in transport.

The machine: the family's HP laptop, Windows 11 in Polish, so the user folders are ``Pobrane/`` (the big
mess), ``Pulpit/``, ``Dokumenty/``, ``Obrazy/`` and ``Muzyka/``. ``Dokumenty/`` has Darek's
``Firma DN Transport/`` (Dutch subfolders Facturen, CMR, Tachograaf, Brandstof, Lease, BTW, Boekhouder),
Polish folders (``Mieszkanie Nysa/``, ``Podatki PL/``, ``Rodzina/``, ``Komunia Kacpra/``), Agnieszka's Dutch
ones (``Huis/``, ``Belastingdienst/``, ``Zorg/``, ``School Kacper/``, ``Auto/``), a ``2024/`` year folder of
the change-over year, ``Skany/`` from the printer's scan button (scan_0001.pdf ...), Word and Excel files
left with their default names (``Dokument1.docx``, ``Zeszyt1.xlsx``, ``Map1.xlsx``, ``Document1.docx``), an
old-laptop copy (``Dokumenty/Stary laptop Acer - kopia/``) and a copy of his previous phone at the top
(``Kopia telefonu Samsung A52/``), unfinished downloads, Office lock files and system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  truck purchase with a loan (dealer quotes, comparison, purchase inspection, loan offer, cash-flow plan,
  mails with dealers and the accountant, photos of the candidate trucks) -- topic Transport; the ADR
  certificate (registration, course invoice, schedule, study notes, practice questions, exam invitation,
  the ADR equipment list) -- topic Transport; the renovation of the Nysa flat (contractor's quote, schedule,
  material lists and invoices, budget, mails, progress photos) -- topic Flat; the August 2026 trip
  (apartment booking, route, vignettes, packing list) -- topic Travel.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age: the business DN
  Transport -- invoices, CMR notes, transport orders, tachograph files and reports, fuel card, tolls, posting
  declarations, the lease of the current truck, btw returns, the accountant, KvK, business insurance, Code 95
  training and the medical examination for his C licence (Transport); household money, banks in both countries,
  Dutch income tax, toeslagen, child benefit, pensions and ZUS, Agnieszka's pay slips, the household budget
  (Finance) -- the income-tax overview stays Finance even where it was filed in the business folder; letting the
  Nysa flat -- tenancy agreements still running or about to run, rent ledger, housing-cooperative charges,
  property tax, PIT-28 for the rental income, the flat's insurance, tenant mails and repairs, also those from
  the former tenants while they lived there (Flat); the family's health and the zorgverzekering (Health); the
  rented house in Tegelen -- lease, rent increases, energy, water, internet, municipal taxes (BsGW), contents
  insurance, repairs (Home); the Škoda -- APK, garage, insurance, road tax, fines (Car); Kacper's Dutch school
  and the Polish Saturday school (School); his football club (Football); identity papers, civil-status
  documents, the consulate, the BRP (Family). An old btw return or the 2023 income-tax return are still Areas. A
  photo of a document (a signed CMR, a fuel receipt, a service invoice) goes with that document's subject.
- **Resources**: reference and interests kept for their own sake, by subject: driving-time rules, country
  and toll information, load-securing leaflets, the truck's manual (Transport); Dutch-language learning
  (Language); recipes (Cooking); ebooks (Books); music files (Music); installers and drivers (Software);
  appliance manuals (Home); fishing (Fishing); personal photos, holiday and communion pictures and
  screenshots (Photos) -- except photos that document a project's work (renovation progress, the trucks
  for sale: the project's bucket and topic).
- **Archive**: finished projects and ended responsibilities: the employment at Van den Heuvel Transport
  (2017-2024) and the earlier job at Trans-Nys in Poland (2010-2016), with their contracts, pay slips, annual
  statements (jaaropgaaf, PIT-11), notice and references (Transport); the ended Kwiatkowski tenancy of the flat:
  its contract, notice, handover record and deposit settlement (Flat); Kacper's First Communion of 17 May 2026:
  booking, guest list, invitations, cake order, parish certificate, the school leave request for it (Family);
  past trips (Travel); the Opel Astra sold in 2022 (Car); the old phone copy and the old-laptop copy, each kept
  whole whatever is inside (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.~lock...#``) are written but
  not labelled.

Topics are subjects (the truck purchase and the ADR course are ``Transport`` like the invoices; the
renovation is ``Flat`` like the tenancy). ``hard`` marks a file whose name *and* folder say nothing about
its subject (``Pobrane/document (2).pdf``, ``Pulpit/Nowy dokument tekstowy.txt``,
``Dokumenty/Skany/scan_0004.pdf``, ``Dokumenty/Zeszyt2.xlsx``): only the text inside (.txt, .csv, .eml,
.pdf, .docx, .xlsx) can place it. Images are never marked hard. Dates are relative to ``corpus.NOW`` so all
corpora share the benchmark's reference time.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from email.header import Header
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers

_PL = str.maketrans({**dict(zip("ąćęłńśźżĄĆĘŁŃŚŹŻšžčđŠŽČ", "acelnszzACELNSZZszcdSZC")), "μ": "mu", "≥": ">="})
MIES = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
        "października", "listopada", "grudnia"]
MAAND = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
         "november", "december"]


def _age(y: int, m: int, d: int, h: float = 10.0) -> float:
    """Days between a local date/hour and NOW (the encode step turns it back into that moment)."""
    return (NOW - datetime(y, m, d, tzinfo=NOW.tzinfo)).total_seconds() / DAY - h / 24


def _nl(dt: datetime) -> str:
    return f"{dt.day} {MAAND[dt.month - 1]} {dt.year}"


def _plm(dt: datetime) -> str:
    return f"{dt.day} {MIES[dt.month - 1]} {dt.year} r."


def _dd(dt: datetime) -> str:
    return dt.strftime("%d-%m-%Y")


def _dp(dt: datetime) -> str:
    return dt.strftime("%d.%m.%Y")


def _eurv(v: float) -> str:
    s = f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
    return f"€ {s}"


def _eur(r: random.Random, lo: float, hi: float) -> str:
    return _eurv(r.uniform(lo, hi))


def _zlv(v: float) -> str:
    return f"{v:,.2f}".replace(",", " ").replace(".", ",") + " zł"


def _eml(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    if dt.hour == 0 and dt.minute == 0:
        dt = dt.replace(hour=7 + len(body) % 13, minute=len(subj) * 7 % 60, second=len(frm) % 60)
    try:
        subj.encode("ascii")
        s = subj
    except UnicodeEncodeError:
        s = Header(subj, "utf-8").encode()
    return (f"From: {frm}\nTo: {to}\nSubject: {s}\nDate: {dt.strftime('%a, %d %b %Y %H:%M:%S')} +0200\n"
            f"Message-ID: <{dt.strftime('%Y%m%d%H%M%S')}.{abs(len(body) * 7919) % 99991}@mail.example>\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n"
            + body.strip() + "\n")


ME = "Dariusz Nowicki"
DAREK = "Darek Nowicki <d.nowicki.transport@gmail.com>"
AGA = "Agnieszka Nowicka <aga.nowicka88@gmail.com>"
HOME = "Heuvelweg 23, 5932 AB Tegelen"
BIZ = ("DN Transport - D. Nowicki\nHeuvelweg 23, 5932 AB Tegelen\nKvK 93418276 | btw-id NL004417829B37\n"
       "IBAN NL27 INGB 0006 8841 27 | tel. +31 6 4182 7730")
KENTEKEN = "72-BNR-6"
CLIENTS = [("Hendrix Logistics B.V.", "Venrayseweg 140, 5928 RH Venlo", False),
           ("Kessels Koeltransport B.V.", "Industrieweg 9, 5961 PH Horst", False),
           ("Van Rijswijk Transport B.V.", "Columbusweg 12, 5928 LA Venlo", False),
           ("Spedition Brandt GmbH", "Hafenstraße 31, 47809 Krefeld, Deutschland", True)]
ROUTES = [("Venlo", "Stuttgart"), ("Venlo", "Milano"), ("Horst", "Lyon"), ("Venlo", "Poznań"),
          ("Krefeld", "Wrocław"), ("Venlo", "Antwerpen"), ("Horst", "München"), ("Venlo", "Hamburg"),
          ("Tilburg", "Bremen"), ("Venlo", "Rungis"), ("Duisburg", "Venlo"), ("Horst", "Verona")]
GOODS = ["paprika op pallets, koel +6 °C", "consumentenelektronica, 33 europallets", "tuinmeubelen, 26 pallets",
         "verpakkingsmateriaal (karton)", "champignons, koel +2 °C", "autobanden, los gestapeld",
         "frisdrank, 33 pallets", "sierplanten op CC-karren"]
STATIONS = [("Venlo, Tradeport Noord", "NL"), ("Kaldenkirchen A61", "DE"), ("Aachen-Süd", "DE"),
            ("Wörth am Rhein", "DE"), ("Wrocław Bielany", "PL"), ("Antwerpen Haven 730", "BE"),
            ("Lyon Corbas", "FR"), ("Kufstein", "AT"), ("Duisburg Hafen", "DE"), ("Horst, America", "NL")]
SENDERS = ["Greenport Fresh B.V., Horst", "Maasport Distributie B.V., Venlo", "Rheinpack GmbH, Duisburg",
           "Flora Trading Venlo B.V."]
RECEIVERS = ["Kaufland Logistik, Möckmühl", "Esselunga CeDi, Pioltello", "Leclerc Scapalsace, Lyon",
             "Eurocash DC, Komorniki", "Edeka Südwest, Offenburg"]
CODE95 = ["Rijtijden, Mobiliteitspakket en smart tachograaf", "Ladingzekering in de praktijk",
          "Zuinig rijden en veilig manoeuvreren"]
BANKS = ["RABO", "ABNA", "INGB", "TRIO", "SNSB"]
TOWNS_PL = ["Nysa", "Opole", "Otmuchów", "Paczków", "Prudnik", "Głuchołazy"]


def _week(dt: datetime) -> int:
    return dt.isocalendar()[1]


# --------------------------------------------------------------------------- Transport (the business)


def t_factuur(n: int, ci: int):
    def f(r: random.Random, dt: datetime) -> str:
        name, addr, de = CLIENTS[ci]
        lines, total = [], 0.0
        for _ in range(r.randint(2, 5)):
            a, b = r.choice(ROUTES)
            day = dt - timedelta(days=r.randint(3, 14))
            km = r.randint(180, 1150)
            amt = round(km * r.uniform(1.55, 1.85), 2)
            total += amt
            lines.append(f"{_dd(day)}   rit {a} - {b}   {km} km   {_eurv(amt)}")
        if r.random() < 0.4:
            wait = round(r.uniform(45, 120), 2)
            total += wait
            lines.append(f"wachturen laadadres {r.randint(2, 4)} uur   {_eurv(wait)}")
        if de:
            vat_line = ("BTW verlegd / Steuerschuldnerschaft des Leistungsempfängers\n"
                        f"USt-IdNr. Leistungsempfänger: DE{r.randint(100000000, 999999999)}\nBTW 0%: € 0,00")
            vat = 0.0
        else:
            vat = round(total * 0.21, 2)
            vat_line = f"BTW 21%: {_eurv(vat)}"
        return (f"{BIZ}\n\nFACTUUR\n\nAan:\n{name}\nt.a.v. crediteurenadministratie\n{addr}\n\n"
                f"Factuurnummer: {dt.year}-{n:03d}\nFactuurdatum: {_dd(dt)}\n"
                f"Vervaldatum: {_dd(dt + timedelta(days=30))}\nUw referentie: charter week {_week(dt) - 1}\n\n"
                "Omschrijving\n" + "\n".join(lines) +
                f"\n\nSubtotaal: {_eurv(total)}\n{vat_line}\nTotaal te voldoen: {_eurv(total + vat)}\n\n"
                "Ondertekende CMR-documenten zijn per e-mail meegestuurd.\n"
                f"Gelieve het bedrag binnen 30 dagen over te maken o.v.v. factuurnummer {dt.year}-{n:03d}.")
    return f


def t_cmr(r: random.Random, dt: datetime) -> str:
    a, b = r.choice(ROUTES)
    cl = r.choice(CLIENTS)
    return (f"CMR   Nr. {r.randint(2400000, 2499999)}\n"
            "INTERNATIONALE VRACHTBRIEF / LETTRE DE VOITURE INTERNATIONALE / INTERNATIONALER FRACHTBRIEF\n"
            "Deze vervoersovereenkomst is onderworpen aan het Verdrag betreffende de overeenkomst tot internationaal "
            "vervoer van goederen over de weg (CMR)\n"
            "1 Afzender / Absender: "
            f"{r.choice(SENDERS)}\n"
            "2 Geadresseerde / Empfänger: "
            f"{r.choice(RECEIVERS)}\n"
            f"3 Plaats aflevering / Auslieferungsort: {b}\n"
            f"4 Plaats en datum inontvangstneming / Ort und Tag der Übernahme: {a}, {_dp(dt - timedelta(days=1))}\n"
            f"6-9 Merken, aantal colli, verpakking, aard der goederen: {r.choice(GOODS)}\n"
            f"11 Brutogewicht kg: {r.randint(8000, 23800)}\n"
            f"16 Vervoerder / Frachtführer: {cl[0]}\n"
            f"17 Opvolgende vervoerder: DN Transport, Tegelen - trekker {KENTEKEN}, oplegger "
            f"OR-{r.randint(10, 99)}-KX\n"
            "18 Voorbehouden: "
            f"{r.choice(['geen', 'geen', '1 pallet folie beschadigd', 'temperatuur bij laden 5,8 °C'])}\n"
            f"22 Handtekening afzender   23 Handtekening vervoerder: D. Nowicki\n"
            f"24 Goederen ontvangen / Gut empfangen: {_dp(dt)} {r.randint(6, 17):02d}:{r.randint(0, 59):02d}  "
            "stempel + handtekening ontvanger")


def t_tacho_csv(r: random.Random, dt: datetime) -> str:
    rows = ["Datum;Start;Einde;Rijden;Overige arbeid;Beschikbaar;Rust;Km;Land start;Land einde"]
    start = dt - timedelta(days=dt.weekday() + 7)
    for i in range(5):
        day = start + timedelta(days=i)
        drive = r.randint(480, 560) if i % 2 else r.randint(300, 540)
        other = r.randint(30, 110)
        rows.append(f"{_dd(day)};{r.randint(4, 7):02d}:{r.choice(['00', '15', '30', '45'])};"
                    f"{r.randint(16, 19):02d}:{r.choice(['05', '20', '40'])};{drive // 60}:{drive % 60:02d};"
                    f"{other // 60}:{other % 60:02d};0:{r.randint(10, 45)};{r.randint(9, 11)}:00;{drive * 13 // 10};"
                    f"{r.choice(['NL', 'DE'])};{r.choice(['DE', 'NL', 'PL', 'FR', 'BE'])}")
    rows.append(f"Week {_week(start)};;;;;;;;;Totaal rijtijd binnen 56 uur")
    return "\n".join(rows)


def t_tacho_report(r: random.Random, dt: datetime) -> str:
    return (f"Tachograaf - overtredingenrapport\nBestuurder: {ME}, bestuurderskaart NL{r.randint(10**11, 10**12 - 1)}\n"
            f"Periode: {_dd(dt - timedelta(days=28))} t/m {_dd(dt)}\nVoertuig: DAF XF {KENTEKEN}\n\n"
            f"Dagelijkse rijtijd > 9 uur (max 2x per week): {r.randint(1, 2)}x - toegestaan\n"
            f"Dagelijkse rust verkort (9 uur): {r.randint(1, 3)}x - toegestaan\n"
            f"Onderbreking na 4,5 uur rijden te laat: {r.choice([0, 0, 1])}x\n"
            "Wekelijkse rust: regelmatig 45 uur genomen, 1x verkort (24 uur) - compensatie voor einde week 3 nodig\n"
            "Terugkeer naar woonplaats binnen 4 weken: ja (Tegelen)\n"
            "Laatste download bestuurderskaart: " + _dd(dt) + " (verplicht iedere 28 dagen)")


def t_dkv(r: random.Random, dt: datetime) -> str:
    rows, net = [], 0.0
    for _ in range(r.randint(6, 10)):
        st, c = r.choice(STATIONS)
        lit = r.randint(180, 620)
        pr = r.uniform(1.28, 1.62)
        v = lit * pr / 1.2
        net += v
        rows.append(f"{_dp(dt - timedelta(days=r.randint(1, 14)))}  {st}  {c}  Diesel  {lit},00 l  {v:.2f}")
        if r.random() < 0.3:
            rows.append(f"{_dp(dt - timedelta(days=r.randint(1, 14)))}  {st}  {c}  AdBlue  {r.randint(20, 60)},00 l  "
                        f"{r.uniform(15, 45):.2f}")
    return ("DKV EURO SERVICE GmbH + Co. KG, Balcke-Dürr-Allee 3, 40882 Ratingen\n"
            "Transaktionsübersicht / Transactieoverzicht\n"
            f"Kunde / Klant: DN Transport, Kundennummer 2741883\nKarte: 7034 8800 0417 2291  Kennzeichen {KENTEKEN}\n"
            f"Zeitraum: {_dp(dt - timedelta(days=15))} - {_dp(dt)}\n\nDatum  Station  Land  Produkt  Menge  Netto EUR\n"
            + "\n".join(rows) + f"\n\nSumme netto (ohne MwSt): {net:.2f} EUR\n"
            "Die ausländische Mehrwertsteuer wird über DKV Vorsteuerrückerstattung beantragt.")


def t_lease(r: random.Random, dt: datetime) -> str:
    return ("Maas Truck Lease B.V.\nEdisonstraat 44, 5928 PG Venlo\n\nTERMIJNFACTUUR\n\n"
            f"DN Transport\nt.a.v. D. Nowicki\n{HOME}\n\nFactuurdatum: {_dd(dt)}\nFactuurnummer: "
            f"ML{dt.year}{r.randint(10000, 99999)}\n"
            "Contractnummer: ML-2024-0417 (operational lease, looptijd 28-04-2024 t/m 31-08-2026)\n"
            f"Object: DAF XF 480 FT Space Cab, bouwjaar 2019, kenteken {KENTEKEN}\n\n"
            f"Leasetermijn {MAAND[dt.month - 1]} {dt.year}: € 2.145,00\nOnderhoudscontract (full service): € 310,00\n"
            "Vervangend vervoer-module: € 45,00\nSubtotaal: € 2.500,00\nBTW 21%: € 525,00\nTotaal: € 3.025,00\n\n"
            "Het bedrag wordt rond de 1e van de maand automatisch geïncasseerd.\n"
            "Let op: uw contract eindigt op 31-08-2026. Neem tijdig contact op over verlenging of inlevering.")


def t_btw_ontvangst(q: int, year: int):
    def f(r: random.Random, dt: datetime) -> str:
        omzet = r.randint(42000, 56000)
        vb = r.randint(6200, 8400)
        return ("Belastingdienst\n\nOntvangstbevestiging aangifte omzetbelasting\n\n"
                f"Naam: D. Nowicki, h.o.d.n. DN Transport\nOmzetbelastingnummer: NL004417829B37\n"
                f"Tijdvak: {q}e kwartaal {year}\nDatum ontvangst: {_dd(dt)}\n\n"
                f"1a Leveringen/diensten belast met hoog tarief: omzet € {omzet:,}, omzetbelasting "
                f"€ {round(omzet * 0.21):,}\n".replace(",", ".") +
                f"3b Leveringen naar/diensten in landen binnen de EU: € {r.randint(3000, 9000):,}\n".replace(",", ".") +
                f"5b Voorbelasting: € {vb:,}\n".replace(",", ".") +
                f"5g Totaal te betalen: € {round(omzet * 0.21) - vb:,}\n\n".replace(",", ".") +
                "Betaal het bedrag uiterlijk op de laatste dag van de maand na afloop van het tijdvak.\n"
                "Ingediend door: Administratiekantoor Janssen & Peeters (intermediair)")
    return f


def t_btw_betaal(r: random.Random, dt: datetime) -> str:
    return ("Belastingdienst\nPostbus 9047, 7300 GR Apeldoorn\n\n"
            f"D. Nowicki\n{HOME}\n\nDatum: {_nl(dt)}\nBetalingskenmerk: 1417 8829 {r.randint(1000, 9999)} 0160\n"
            "Onderwerp: Naheffingsaanslag omzetbelasting\n\nGeachte heer Nowicki,\n\n"
            "U heeft de omzetbelasting over het 4e kwartaal niet op tijd betaald. Daarom krijgt u deze "
            f"naheffingsaanslag van {_eur(r, 2100, 3900)} en een verzuimboete van € 50,00.\n"
            "Wij verzoeken u het totaalbedrag binnen 2 weken over te maken naar NL86 INGB 0002 4455 88 "
            "t.n.v. Belastingdienst, onder vermelding van het betalingskenmerk.\n\nMet vriendelijke groet,\n"
            "Belastingdienst / Midden- en kleinbedrijf")


def t_boekhouder(subj: str):
    def f(r: random.Random, dt: datetime) -> str:
        body = ("Beste Darek,\n\n"
                f"Voor de btw-aangifte van het afgelopen kwartaal mis ik nog een paar stukken:\n"
                "- de DKV-facturen van de tweede helft van de maand (alleen de transactieoverzichten zitten erin)\n"
                "- de leasefactuur van Maas Truck Lease\n"
                f"- de verkoopfactuur aan {r.choice(CLIENTS)[0]} (nummer ontbreekt in de reeks)\n"
                "- bonnetjes van parkeren en douchen onderweg (mag als foto)\n\n"
                "Zet alles in de gedeelde map of mail het even door. Dan dien ik de aangifte voor de 25e in.\n"
                "Let op: de voorlopige aanslag IB is ook binnen, die bespreken we bij de jaarafsluiting.\n\n"
                "Met vriendelijke groet,\n\nIlse Janssen\nAdministratiekantoor Janssen & Peeters\n"
                "Kaldenkerkerweg 88, 5913 AG Venlo\n077 - 354 21 90")
        return _eml("Ilse Janssen <ilse@janssenpeeters.nl>", DAREK, subj, dt, body)
    return f


def t_opdracht_de(r: random.Random, dt: datetime) -> str:
    a, b = r.choice([("Krefeld", "Wrocław"), ("Duisburg", "Poznań"), ("Krefeld", "Łódź")])
    return ("Spedition Brandt GmbH, Hafenstraße 31, 47809 Krefeld\nTel. +49 2151 55 83 0, dispo@spedition-brandt.de\n\n"
            f"TRANSPORTAUFTRAG Nr. {r.randint(260000, 269999)}\n\nAuftragnehmer: DN Transport, D. Nowicki, Tegelen "
            "(NL)\n"
            f"Fahrzeug: Sattelzug {KENTEKEN}, Planenauflieger 13,6 m\n\n"
            f"Ladestelle: {a}, Rheinpack GmbH, Rampe 4\nLadedatum: {_dp(dt + timedelta(days=2))}, 07:00-10:00 Uhr\n"
            f"Entladestelle: {b}, Eurocash DC\nEntladedatum: {_dp(dt + timedelta(days=3))}, bis 14:00 Uhr\n"
            f"Ware: Verpackungsmaterial, 33 Paletten, ca. {r.randint(9, 16)} t\n\n"
            f"Frachtpreis: {r.randint(1050, 1350)},00 EUR all-in (inkl. Maut)\nZahlungsziel: 45 Tage nach Eingang "
            "von Rechnung und CMR-Original\n\nLadungssicherung gem. VDI 2700 ist Sache des Fahrers. Standgeld ab der "
            "3. Stunde 35 EUR/Std. Palettentausch: nein.\nEs gelten die ADSp 2017. Bitte Auftrag unterschrieben "
            "zurücksenden.\n\nMit freundlichen Grüßen\nMarkus Felten, Disposition")


def t_order_en(r: random.Random, dt: datetime) -> str:
    a, b = r.choice(ROUTES)
    return (f"Kessels Koeltransport B.V. - Transport order / Vervoersopdracht {r.randint(88000, 88999)}\n\n"
            f"Subcontractor: DN Transport (D. Nowicki)\nTruck: {KENTEKEN}  Reefer trailer: OR-{r.randint(10, 99)}-KX "
            "(Thermo King)\n"
            f"Loading: {a}, {_dd(dt + timedelta(days=1))} 05:30\nUnloading: {b}, {_dd(dt + timedelta(days=2))}\n"
            f"Goods: {r.choice(GOODS)}\nTemperature: set point {r.choice(['+2', '+6', '+12'])} °C, continuous, "
            "print temperature log at delivery\n"
            f"Agreed rate: {_eur(r, 850, 1600)} excl. VAT\n\nPlease confirm by reply. Send CMR and temperature "
            "print within 48 h after delivery to planning@kesselskoel.nl.")


def t_kvk(r: random.Random, dt: datetime) -> str:
    return ("Kamer van Koophandel\nUittreksel Handelsregister\n\n"
            f"KvK-nummer: 93418276\nDatum uittreksel: {_dd(dt)}\n\nOnderneming\nHandelsnaam: DN Transport\n"
            "Rechtsvorm: Eenmanszaak\nStartdatum onderneming: 01-05-2024\n"
            "Activiteiten: SBI-code 49410 - Goederenvervoer over de weg (geen verhuizingen)\n"
            "Omschrijving: Het verrichten van nationaal en internationaal wegtransport als ondervervoerder.\n"
            f"Vestiging: {HOME}\nVestigingsnummer: 000061829334\n\nEigenaar\nNaam: Nowicki, Dariusz\n"
            "Geboortedatum: 14-03-1988, Nysa, Polen\nDatum in functie: 01-05-2024")


def t_verzekering_biz(r: random.Random, dt: datetime) -> str:
    return ("Transportverzekeringen Zuid B.V. - gevolmachtigd agent\n\nPOLISBLAD\n\n"
            f"Verzekeringnemer: DN Transport, {HOME}\nPolisnummer: TVZ-{r.randint(400000, 499999)}\n"
            f"Ingangsdatum: 01-05-2024, verlenging per {_dd(dt)}\n\nDekking 1: Vervoerdersaansprakelijkheid (CMR en "
            "AVC)\n"
            "Verzekerd bedrag: max. € 250.000 per gebeurtenis; CMR-limiet 8,33 SDR per kg brutogewicht\n"
            "Eigen risico: € 1.000 per schade\nDekking 2: Bedrijfsaansprakelijkheid, € 1.250.000\n"
            f"Jaarpremie incl. assurantiebelasting: {_eur(r, 1450, 1900)}\n\nUitgesloten: vervoer van gevaarlijke "
            "stoffen "
            "(ADR) tenzij schriftelijk aangemeld, diefstal uit onbewaakt voertuig op niet-beveiligde parkeerplaats.")


def t_code95(r: random.Random, dt: datetime) -> str:
    return ("Uitnodiging en bevestiging nascholing Code 95\n\n"
            "Beste heer Nowicki,\n\nU bent ingeschreven voor de nascholingsmodule "
            f"'{r.choice(CODE95)}'.\n"
            f"Datum: {_dd(dt + timedelta(days=20))}, 08:00 - 15:30 (7 uur)\nLocatie: Transport & Logistiek "
            "Opleidingen Venlo, "
            "Celsiusweg 15, Venlo\n\nNeem uw rijbewijs mee; de uren worden na afloop bij het CBR geregistreerd.\n"
            "Uw Code 95 verloopt op 12-11-2027; u heeft tot nu toe 21 van de 35 uur nascholing.\n"
            f"Kosten: {_eur(r, 165, 210)} excl. btw (factuur volgt).")


def t_maut(r: random.Random, dt: datetime) -> str:
    rows = []
    for _ in range(r.randint(5, 9)):
        rows.append(f"{_dp(dt.replace(day=1) - timedelta(days=r.randint(1, 28)))}  "
                    f"{r.choice(['A61', 'A3', 'A40', 'A2', 'A5', 'A6'])}  "
                    f"{r.randint(40, 410)} km  {r.uniform(15, 160):.2f} EUR")
    return ("Toll Collect GmbH\nMautaufstellung / Einzelfahrtennachweis\n\n"
            f"Kunde: DN Transport, Tegelen, NL  Kundennummer 1 408 771\nKennzeichen: {KENTEKEN}  "
            "Schadstoffklasse Euro 6, CO2-Klasse 1, Achsen: 5\n"
            f"Abrechnungszeitraum: {(dt.replace(day=1) - timedelta(days=1)):%m/%Y}\n\nDatum  Strecke  Länge  Maut\n"
            + "\n".join(rows) + "\n\nDie Abbuchung erfolgt über Ihre DKV-Tankkarte.")


def t_imi(r: random.Random, dt: datetime) -> str:
    return ("IMI Road Transport Posting Declaration\n\n"
            f"Declaration ID: {r.choice(['FR', 'DE', 'IT'])}-{r.randint(1000000, 9999999)}\nStatus: Submitted\n"
            f"Submission date: {dt.strftime('%d/%m/%Y')}\n\nOperator: DN Transport, Heuvelweg 23, Tegelen, "
            "Netherlands\n"
            "Community licence: NL/0047291\nDriver: Dariusz NOWICKI, born 14/03/1988, driving licence NL 5391 0462 88\n"
            f"Member state of posting: {r.choice(['France', 'Italy', 'Germany'])}\n"
            f"Start of posting: {(dt + timedelta(days=1)).strftime('%d/%m/%Y')}   "
            f"End of posting: {(dt + timedelta(days=180)).strftime('%d/%m/%Y')}\n"
            "Type of operations: international carriage (cabotage) / cross-trade\n"
            f"Vehicle registration plate: {KENTEKEN}\nTransport manager / contact person: D. Nowicki, +31 6 4182 7730")


def t_ritten(r: random.Random, dt: datetime) -> str:
    rows = ["Datum;Opdrachtgever;Van;Naar;Km;Bedrag;Factuur"]
    for i in range(r.randint(12, 20)):
        a, b = r.choice(ROUTES)
        km = r.randint(180, 1150)
        rows.append(f"{_dd(dt - timedelta(days=30 - i * 2))};{r.choice(CLIENTS)[0]};{a};{b};{km};"
                    f"{km * r.uniform(1.55, 1.85):.2f};{dt.year}-0{r.randint(30, 60)}")
    rows.append(";;;;Totaal km;;")
    return "\n".join(rows)


def t_uren(r: random.Random, dt: datetime) -> str:
    rows = ["Week;Ma;Di;Wo;Do;Vr;Za;Totaal;Opdrachtgever"]
    for w in range(6):
        h = [r.randint(9, 13) for _ in range(5)] + [r.choice([0, 0, 5])]
        rows.append(f"{_week(dt) - 6 + w};" + ";".join(map(str, h)) + f";{sum(h)};{r.choice(CLIENTS)[0]}")
    return "\n".join(rows)


def t_keuring_c(r: random.Random, dt: datetime) -> str:
    return ("Rijbewijskeuring groot rijbewijs (C/CE) - verslag keuringsarts\n\n"
            f"Naam: {ME}   Geboortedatum: 14-03-1988\nDatum keuring: {_dd(dt)}\n"
            "Reden: verlenging rijbewijscategorieën C1, C, C1E, CE (vijfjaarlijks)\n\n"
            f"Visus rechts 1,0 links 0,9 (zonder correctie)\nBloeddruk: {r.randint(128, 138)}/{r.randint(80, 88)} "
            "mmHg\n"
            "Glucose urine: negatief\nGezichtsveld: normaal\n\nConclusie: geen bezwaar tegen rijgeschiktheid. "
            "De Gezondheidsverklaring is digitaal naar het CBR verzonden.\nKeuringsarts: R. Theunissen, "
            "Keuringscentrum Venlo")


def t_startnotes(r: random.Random, dt: datetime) -> str:
    return ("spotkanie z księgową (Ilse Janssen) - start firmy\n\n"
            "- eenmanszaak, nazwa DN Transport, KvK zapisane na 1 maja\n"
            "- urencriterium 1225 godzin -> zelfstandigenaftrek + startersaftrek (pierwsze 3 lata)\n"
            "- btw co kwartał, ona robi aangifte, ja wrzucam faktury i bonnetjes do folderu\n"
            "- vergunning: Eurovergunning przez NIWO, vakbekwaamheid - mam certyfikat? NIE -> trzeba kursu albo "
            "pracować pod licencją Hendrixa jako ondervervoerder (tak na razie)\n"
            "- AOV ubezpieczenie - za drogie, na razie odkładam 10% na rezerwę\n"
            "- lease DAF od Maas Truck Lease do sierpnia 2026, potem kupić swoją ciężarówkę\n"
            "- CMR verzekering obowiązkowo! Transportverzekeringen Zuid - oferta ok 1 600 / rok\n"
            "- koszt księgowej 95 / mies + jaarwerk 650")


# --------------------------------------------------------------------------- Transport projects: truck, ADR

TRUCKS = [("TruckCentrum Limburg B.V.", "Maasbree", "Volvo FH 500 4x2 Globetrotter XL", 2021, 412350, 68500),
          ("Van Dijk Bedrijfswagens B.V.", "Nijmegen", "DAF XF 480 FT Space Cab", 2020, 455900, 61900),
          ("Schmitz Nutzfahrzeuge GmbH", "Kleve", "Scania R450 A4x2NA Highline", 2020, 438200, 64000)]


def t_offerte(i: int):
    def f(r: random.Random, dt: datetime) -> str:
        dealer, town, model, year, km, price = TRUCKS[i]
        if i == 2:
            return (f"{dealer}\nBoschstraße 12, 47533 Kleve\n\nANGEBOT Nr. A-{r.randint(2600, 2699)}\n"
                    f"Datum: {_dp(dt)}\nKunde: DN Transport, Herr D. Nowicki, Tegelen (NL)\n\n"
                    f"Fahrzeug: {model}, Erstzulassung 03/{year}, Laufleistung {km:,} km\n".replace(",", ".") +
                    "Motor DC13 450 PS Euro 6e, Opticruise, Retarder, Standklima, 2 Liegen, Kühlschrank\n"
                    "Reifen vorne 70%, Antrieb 55%\nHU/SP gültig bis 02/2027\n\n"
                    f"Preis netto: {price:,},00 EUR\n".replace(",", ".") +
                    "Export NL: Mehrwertsteuerfrei bei gültiger USt-IdNr. (innergemeinschaftliche Lieferung)\n"
                    "Garantie: 3 Monate Antriebsstrang\nAngebot gültig 14 Tage. Zwischenverkauf vorbehalten.")
        return (f"{dealer}\n{town}\n\nOFFERTE {r.randint(26100, 26999)}\n\nDatum: {_dd(dt)}\n"
                f"Aan: DN Transport, dhr. D. Nowicki, {HOME}\n\nBetreft: gebruikte trekker\n"
                f"Merk/type: {model}\nBouwjaar: {year}, eerste toelating {r.randint(1, 12):02d}-{year}\n"
                f"Kilometerstand: {km:,} km\n".replace(",", ".") +
                "Uitvoering: automaat, retarder, standairco, 2 bedden, koelkast, alu velgen, Euro 6\n"
                "Onderhoud: volledig dealeronderhouden, onderhoudshistorie aanwezig\n\n"
                f"Prijs: € {price:,},00 excl. btw\n".replace(",", ".") +
                "Incl.: APK/keuring, nieuwe remblokken voor, tachograaf geijkt, afleverbeurt\n"
                "Garantie: 6 maanden op motor en versnellingsbak\nInruil: n.v.t.\nLevering: in overleg, uiterlijk "
                f"juli {dt.year}\n\n"
                "Deze offerte is 14 dagen geldig.\nMet vriendelijke groet, verkoop bedrijfswagens")
    return f


def t_vergelijk(r: random.Random, dt: datetime) -> str:
    rows = ["Dealer;Model;Bouwjaar;Km;Prijs excl btw;Garantie;Verbruik l/100;Opmerkingen"]
    notes = ["netjes, dealeronderhouden, duurste", "goedkoopste, veel km, cabine moe", "Duitse APK, garantie kort"]
    for (dealer, _, model, year, km, price), n in zip(TRUCKS, notes):
        rows.append(f"{dealer};{model};{year};{km};{price};{'6 mnd' if 'Schmitz' not in dealer else '3 Mon'};"
                    f"{r.uniform(27.5, 31):.1f};{n}")
    rows += [";;;;;;;", "Lening MKB Financiering Zuid;58500;60 mnd;7,9%;termijn ca 1183 p/m;;;",
             "Nu lease Maas Truck Lease;2145 + 310 onderhoud p/m;tot 31-08-2026;;;;;"]
    return "\n".join(rows)


def t_financiering(r: random.Random, dt: datetime) -> str:
    return ("MKB Financiering Zuid B.V.\nWilhelminasingel 60, 6221 BL Maastricht\n\nFINANCIERINGSVOORSTEL "
            "(indicatief)\n\n"
            f"Datum: {_dd(dt)}\nAanvrager: D. Nowicki h.o.d.n. DN Transport, KvK 93418276\nDossier: "
            f"MFZ-26-{r.randint(1000, 9999)}\n\n"
            "Object: gebruikte trekker (Volvo FH 500, bj 2021) - aankoopprijs € 68.500 excl. btw\n"
            "Eigen inbreng: € 10.000\nTe financieren: € 58.500\nVorm: zakelijke lening met pandrecht op het object\n"
            "Looptijd: 60 maanden, annuïtair\nRente: 7,9% vast\nMaandtermijn: ca. € 1.183\nAfsluitprovisie: 1% (€ "
            "585)\n\n"
            "Voorwaarden: jaarcijfers 2025 en prognose 2026-2027 opgesteld door accountant, "
            "casco/WA-verzekering met ons als begunstigde, borgstelling echtgenote niet vereist.\n"
            "Dit voorstel is geldig tot en met " + _dd(dt + timedelta(days=30)) + " en onder voorbehoud van "
            "definitieve kredietbeoordeling.\n\nContactpersoon: Roel Vossen, accountmanager")


def t_liquiditeit(r: random.Random, dt: datetime) -> str:
    rows = ["Maand;Omzet;Brandstof;Tol;Lening/lease;Verzekering;Onderhoud;Overig;Privé;Saldo"]
    saldo = 14200
    for m in ["jul", "aug", "sep", "okt", "nov", "dec", "jan", "feb", "mrt"]:
        omzet = r.randint(15500, 19500)
        fuel = r.randint(5200, 6400)
        toll = r.randint(900, 1400)
        loan = 1183 if m != "aug" else 1183 + 2500
        ins = 480
        mnt = r.randint(150, 900)
        ovr = r.randint(300, 600)
        priv = 3600
        saldo += omzet - fuel - toll - loan - ins - mnt - ovr - priv
        rows.append(f"{m};{omzet};{fuel};{toll};{loan};{ins};{mnt};{ovr};{priv};{saldo}")
    return "\n".join(rows)


def t_keuring_truck(r: random.Random, dt: datetime) -> str:
    return ("Aankoopkeuring bedrijfsvoertuig - rapport\nKeuringsstation Noord-Limburg, Venlo\n\n"
            f"Opdrachtgever: D. Nowicki (DN Transport)\nDatum: {_dd(dt)}\n"
            "Voertuig: Volvo FH 500 Globetrotter XL, bouwjaar 2021, VIN YV2RTY0A7MB9*****\n"
            f"Tellerstand: 412.9{r.randint(10, 99)} km\n\n"
            f"Remmen (rollenbank): voor {r.randint(70, 82)}%, achter {r.randint(60, 75)}% - voldoende\n"
            "Motor: geen lekkage, blow-by normaal, uitlees motormanagement: 2 opgeslagen storingen (NOx-sensor), "
            "niet actief\nVersnellingsbak I-Shift: schakelt goed\nBanden: stuuras 8 mm, aandrijfas 9 mm\n"
            "Cabine: slijtage bestuurdersstoel, verder goed\nChassis: lichte roest koppelschotel, niet kritisch\n\n"
            "Advies: geschikt voor aankoop; laat NOx-sensor bij aflevering controleren/vervangen op kosten verkoper.")


def t_truck_mail(r: random.Random, dt: datetime) -> str:
    body = ("Goedemiddag Darek,\n\nDank voor je bezoek vanochtend. Zoals besproken houd ik de Volvo FH 500 "
            "(bj 2021) tot vrijdag voor je vast.\nWe kunnen het volgende nog aanbieden:\n"
            "- NOx-sensor vervangen voor aflevering (uit de keuring)\n- nieuwe bestuurdersstoel-bekleding\n"
            "- aflevering op zijn vroegst 1 juli, als de financiering rond is\n\n"
            "Voor de bank stuur ik je vandaag nog de koopovereenkomst in concept. Laat maar weten wanneer je "
            "akkoord hebt van MKB Financiering Zuid.\n\nGroet,\nJeroen Hesen\nTruckCentrum Limburg B.V., Maasbree\n"
            "06 - 2819 4470")
    return _eml("Jeroen Hesen <j.hesen@truckcentrumlimburg.nl>", DAREK, "Volvo FH 500 - reservering en aflevering",
                dt, body)


def t_accountant_truck(r: random.Random, dt: datetime) -> str:
    body = ("Hoi Darek,\n\nIk heb naar de aankoop van de eigen trekker gekeken:\n"
            "- investering € 68.500: je krijgt kleinschaligheidsinvesteringsaftrek (KIA) over 2026, ca. € 10.900 "
            "extra aftrek\n- afschrijving 5 jaar, restwaarde 25%: ca. € 10.275 per jaar\n"
            "- de lening is zakelijk, rente aftrekbaar\n- de btw van € 14.385 krijg je terug via de aangifte Q3\n\n"
            "De prognose voor de bank heb ik bijgevoegd. Let wel op dat je de btw eerst moet voorschieten: "
            "vraag de dealer of je in juli mag betalen en de btw iets later, anders wordt het krap.\n\n"
            "Groet, Ilse")
    return _eml("Ilse Janssen <ilse@janssenpeeters.nl>", DAREK, "RE: eigen vrachtwagen kopen", dt, body)


def t_truck_notes(r: random.Random, dt: datetime) -> str:
    return ("CIĘŻARÓWKA - decyzja do końca czerwca\n\n"
            "1. Volvo FH 500 2021 Maasbree - 68 500, 412 tys km, najlepszy stan, gwarancja 6 mies. - FAWORYT\n"
            "2. DAF XF 480 2020 Nijmegen - 61 900, 456 tys km, kabina zmęczona, jeździłem takim\n"
            "3. Scania R450 Kleve - 64 000, niemieckie papiery, trzeba przerejestrować (RDW keuring ok 600)\n\n"
            "kredyt MKB Financiering Zuid 58 500 / 60 mies / 7,9% = ok 1 183 mies.\n"
            "teraz lease 2 145 + 310 serwis = 2 455 -> oszczędność ok 1 000 mies, ale serwis sam\n"
            "wkład własny 10 000 z oszczędności (Aga ok)\n"
            "lease kończy się 31.08 - oddać DAFa 72-BNR-6, sprawdzić uszkodzenia przed oddaniem!\n"
            "ubezpieczenie casco nowego - zapytać Transportverzekeringen Zuid\n"
            "tachograf - przenieść / kalibracja, naklejki firmy")


def t_adr_inschrijving(r: random.Random, dt: datetime) -> str:
    return ("Transport & Logistiek Opleidingen Venlo\nCelsiusweg 15, 5928 PR Venlo\n\n"
            "BEVESTIGING VAN INSCHRIJVING\n\n"
            f"Beste heer Nowicki,\n\nHierbij bevestigen wij uw inschrijving voor de cursus ADR Basis (Vakbekwaamheid "
            "vervoer gevaarlijke stoffen).\n\nLesdagen: zaterdag 2, 9, 23 en 30 mei 2026, telkens 08:30 - 16:30\n"
            "Inclusief: lesboek ADR Basis (editie 2025), praktijkoefening blussen, oefenexamens online\n"
            "Examen: wordt door ons aangevraagd bij CBR/CCV, u ontvangt de oproep per post\n\n"
            "Cursusprijs: € 595,00 excl. btw (examengeld € 118,00 apart)\n"
            f"Inschrijfnummer: TLO-{r.randint(26000, 26999)}\n\nMet vriendelijke groet,\nMarjolein Bouten, "
            "cursusadministratie")


def t_adr_factuur(r: random.Random, dt: datetime) -> str:
    return ("Transport & Logistiek Opleidingen Venlo\nFACTUUR 2026-" + str(r.randint(1100, 1300)) + "\n\n"
            f"DN Transport\nt.a.v. D. Nowicki\n{HOME}\nFactuurdatum: {_dd(dt)}\n\n"
            "Cursus ADR Basis, mei 2026, deelnemer D. Nowicki   € 595,00\nExamengeld CBR/CCV ADR Basis   € 118,00\n"
            "Subtotaal € 713,00\nBTW 21% over cursus € 124,95\nTotaal € 837,95\n\nBetaling binnen 14 dagen "
            "op NL44 RABO 0147 2209 63.")


def t_adr_examen(r: random.Random, dt: datetime) -> str:
    return ("CBR / CCV\nOproep examen\n\nDe heer D. Nowicki\n" + HOME + "\n\n"
            f"Datum: {_nl(dt)}\nKandidaatnummer: {r.randint(4100000, 4199999)}\n\n"
            "U bent opgeroepen voor het volgende examen:\nADR Basis (theorie, 30 vragen, digitaal)\n"
            "Datum en tijd: dinsdag 16 juni 2026, 09:30 uur\nLocatie: CBR Examencentrum Eindhoven, Welschapsedijk "
            "142\n\n"
            "Neem een geldig legitimatiebewijs mee (paspoort, identiteitskaart of rijbewijs). Zonder geldig "
            "legitimatiebewijs mag u niet deelnemen. Het ADR-boekje of hulpmiddelen zijn niet toegestaan.\n"
            "Wilt u het examen verplaatsen? Doe dit uiterlijk 2 werkdagen van tevoren via Mijn CBR.")


def t_adr_notes(r: random.Random, dt: datetime) -> str:
    return ("ADR - notatki z kursu\n\nKlasy:\n1 - materiały wybuchowe\n2 - gazy (2.1 palne, 2.2 niepalne, 2.3 "
            "trujące)\n"
            "3 - ciecze zapalne (diesel UN 1202, benzyna UN 1203)\n4.1 / 4.2 / 4.3 - materiały stałe zapalne, "
            "samozapalne, z wodą gaz\n5.1 utleniające, 5.2 nadtlenki organiczne\n6.1 trujące, 6.2 zakaźne\n"
            "7 promieniotwórcze\n8 żrące\n9 różne (np. baterie litowe UN 3480)\n\n"
            "Tablica pomarańczowa: góra = numer rozpoznawczy zagrożenia (np. 33, 30, 80), dół = numer UN\n"
            "X przed numerem = reaguje niebezpiecznie z wodą - nie gasić wodą!\n"
            "Kody tunelowe B, C, D, E - sprawdzić przed trasą (Gotthard, Mont Blanc, Westerschelde?)\n"
            "Instrukcje pisemne (4 strony) - w kabinie, w języku kierowcy\n"
            "1.1.3.6 - ilości zwolnione (1000 pkt) -> wtedy nie trzeba pomarańczowych tablic ani certyfikatu\n"
            "Egzamin: 30 pytań, zdać min 70%. 16 czerwca Eindhoven!")


def t_adr_oefen(r: random.Random, dt: datetime) -> str:
    qs = [("Wat betekent de letter X voor het gevaarsidentificatienummer?",
           "De stof reageert gevaarlijk met water"),
          ("Hoeveel brandblussers moet een voertuig > 7,5 ton minimaal bij zich hebben?",
           "Twee: één van minimaal 2 kg in de cabine en één zodat het totaal minimaal 12 kg is"),
          ("Waar moeten de schriftelijke instructies zich bevinden?",
           "In de cabine, binnen handbereik van de chauffeur"),
          ("Wat is een vrijgestelde hoeveelheid volgens 1.1.3.6?",
           "Een lading onder de 1000 punten per transporteenheid"),
          ("Welke tunnelcategorie is het minst beperkend?", "Categorie A (geen beperkingen)"),
          ("Wat doet u als eerste bij een lekkage tijdens het rijden?",
           "Veilig stoppen, motor uit, hulpdiensten waarschuwen")]
    r.shuffle(qs)
    return "ADR Basis - oefenvragen (hoofdstuk 3-6)\n\n" + "\n".join(
        f"{i}. {q}\n   Antwoord: {a}" for i, (q, a) in enumerate(qs, 1))


def t_adr_uitrusting(r: random.Random, dt: datetime) -> str:
    return ("ADR wyposażenie - lista do kupienia (przed pierwszym transportem ADR)\n\n"
            "[ ] 2 gaśnice - 2 kg w kabinie + 6 kg (razem min 12 kg), z plombą i datą przeglądu\n"
            "[x] kliny pod koła x2 (są w DAFie)\n[ ] 2 samostojące znaki ostrzegawcze\n"
            "[ ] płyn do płukania oczu\n[x] kamizelka odblaskowa\n[ ] latarka bez metalowych części (ATEX)\n"
            "[ ] rękawice ochronne, okulary ochronne\n[ ] maska ucieczkowa (tylko klasa 2.3 / 6.1)\n"
            "[ ] łopata, osłona kanalizacyjna, pojemnik zbiorczy (klasy 3, 4.1, 4.3, 8, 9)\n"
            "[ ] pomarańczowe tablice x2 dla ciężarówki\n\nCena orientacyjnie zestaw ok 230 euro (Hendrix ma kontakt)")


def t_adr_rooster(r: random.Random, dt: datetime) -> str:
    return ("Lesrooster ADR Basis - groep mei 2026 (zaterdagen)\n\n"
            "Dag 1 (2 mei): wetgeving, ADR-structuur, verantwoordelijkheden, klassen 1 en 2\n"
            "Dag 2 (9 mei): klassen 3 t/m 6, gevaarsetiketten, oranje borden, vervoersdocument\n"
            "Dag 3 (23 mei): klassen 7 t/m 9, beladen en stuwen, samenlading, tunnelcategorieën\n"
            "Dag 4 (30 mei): ongevallen, schriftelijke instructies, praktijk blussen, proefexamen\n\n"
            "Docent: Frans Verstappen\nLet op: zaterdag 16 mei geen les (Hemelvaartweekend).")


# --------------------------------------------------------------------------- Transport archive: employments


def t_loonstrook_vdh(r: random.Random, dt: datetime) -> str:
    uren = r.randint(168, 205)
    bruto = uren * 17.42
    return ("Van den Heuvel Transport B.V.\nMolenveldweg 8, 5928 RA Venlo\n\nLOONSTROOK\n\n"
            f"Werknemer: D. Nowicki   Personeelsnummer: 2217   Functie: chauffeur internationaal (CE)\n"
            f"Periode: {dt.month:02d}-{dt.year}   Cao: Beroepsgoederenvervoer over de weg\n\n"
            f"Uurloon schaal D trede 6: 17,42\nGewerkte uren: {uren}\nBasisloon: {bruto:.2f}\n"
            f"Overuren 130%: {r.randint(8, 30)} uur\nOnregelmatigheidstoeslag: {r.uniform(80, 160):.2f}\n"
            f"Verblijfkosten (onbelast): {r.uniform(420, 690):.2f}\nPensioenpremie Pensioenfonds Vervoer: "
            f"-{bruto * 0.083:.2f}\n"
            f"Loonheffing: -{bruto * 0.2:.2f}\nNetto uitbetaald: {bruto * 0.78 + 500:.2f}\n\n"
            "Vakantiedagen saldo: 6,5   ADV: 2")


def t_ontslagbrief(r: random.Random, dt: datetime) -> str:
    return (f"{ME}\n{HOME}\n\nVan den Heuvel Transport B.V.\nt.a.v. dhr. P. van den Heuvel\nMolenveldweg 8\n5928 RA "
            "Venlo\n\n"
            f"Tegelen, {_nl(dt)}\n\nBetreft: opzegging arbeidsovereenkomst\n\nGeachte heer Van den Heuvel,\n\n"
            "Hierbij zeg ik mijn arbeidsovereenkomst op met inachtneming van de opzegtermijn van één maand. "
            "Mijn laatste werkdag is 31 maart 2024.\n\nIk ga als zelfstandig chauffeur verder. Ik wil u bedanken "
            "voor de goede jaren sinds 2017 en ik hoop dat we in de toekomst kunnen samenwerken, misschien als "
            "charter.\nGraag ontvang ik de eindafrekening met de uitbetaling van mijn resterende vakantiedagen.\n\n"
            f"Met vriendelijke groet,\n\n{ME}")


def t_getuigschrift(r: random.Random, dt: datetime) -> str:
    return ("Van den Heuvel Transport B.V.\n\nGETUIGSCHRIFT / REFERENCE\n\n"
            "Hierbij verklaren wij dat de heer Dariusz Nowicki, geboren 14-03-1988, van 1 maart 2017 tot en met "
            "31 maart 2024 bij ons in dienst was als chauffeur internationaal transport (CE), voornamelijk "
            "koel- en stukgoedtransport naar Duitsland, Italië en Polen.\n\n"
            "De heer Nowicki was een betrouwbare en zelfstandige chauffeur. Hij reed schadevrij, ging zorgvuldig "
            "om met materieel en lading en had goede contacten met klanten. Hij verlaat ons bedrijf op eigen "
            "verzoek om voor zichzelf te beginnen. Wij wensen hem veel succes.\n\n"
            f"Venlo, {_nl(dt)}\n\nP. van den Heuvel, directeur")


def t_jaaropgaaf_vdh(r: random.Random, dt: datetime) -> str:
    return ("Van den Heuvel Transport B.V.\n\nJAAROPGAAF " + str(dt.year - 1) + "\n\n"
            f"Werknemer: D. Nowicki   BSN: 2****7651\nAdres: {HOME}\n\n"
            f"Fiscaal loon: € {r.randint(43000, 49000):,}\n".replace(",", ".") +
            f"Ingehouden loonheffing: € {r.randint(9000, 11500):,}\n".replace(",", ".") +
            "Loonheffingskorting toegepast: ja\nWerkgeversbijdrage Zvw: verrekend\n"
            f"Verblijfkostenvergoeding (onbelast): € {r.randint(6800, 8200):,}\n".replace(",", ".") +
            "Bewaar deze opgaaf bij uw aangifte inkomstenbelasting.")


def t_contract_vdh(r: random.Random, dt: datetime) -> str:
    return ("ARBEIDSOVEREENKOMST VOOR BEPAALDE TIJD\n\nDe ondergetekenden:\n1. Van den Heuvel Transport B.V., Venlo, "
            "hierna werkgever\n2. Dariusz Nowicki, geboren 14-03-1988 te Nysa (Polen), wonende te Venlo, hierna "
            "werknemer\n\n"
            "Artikel 1 Functie: chauffeur internationaal (rijbewijs CE, Code 95, digitale bestuurderskaart)\n"
            "Artikel 2 Duur: van 1 maart 2017 tot 1 maart 2018, proeftijd 1 maand\n"
            "Artikel 3 Loon: conform cao Beroepsgoederenvervoer, schaal D\n"
            "Artikel 4 Werktijden: volgens planning, inclusief meerdaagse ritten\n"
            "Artikel 5 Huisvesting: de eerste 3 maanden kamer via werkgever, inhouding € 85 per week\n\n"
            "Venlo, " + _dd(dt) + "\nwerkgever ______   werknemer ______")


def t_swiadectwo(r: random.Random, dt: datetime) -> str:
    return ("PHU Trans-Nys Sp. z o.o.\nul. Otmuchowska 71, 48-300 Nysa\n\nŚWIADECTWO PRACY\n\n"
            "1. Stwierdza się, że Pan Dariusz Nowicki, ur. 14.03.1988 r. w Nysie,\n"
            "był zatrudniony w PHU Trans-Nys Sp. z o.o. w okresie od 01.06.2010 do 30.11.2016 "
            "w pełnym wymiarze czasu pracy\n"
            "2. na stanowisku: kierowca samochodu ciężarowego w transporcie międzynarodowym\n"
            "3. Stosunek pracy ustał w wyniku rozwiązania umowy o pracę za wypowiedzeniem dokonanym przez pracownika\n"
            "4. W okresie zatrudnienia pracownik wykorzystał urlop wypoczynkowy w wymiarze 26 dni w 2016 r.\n\n"
            f"Nysa, {_dp(dt)}\npieczątka i podpis pracodawcy")


def t_pit11(r: random.Random, dt: datetime) -> str:
    return ("PIT-11 INFORMACJA O DOCHODACH ORAZ POBRANYCH ZALICZKACH NA PODATEK DOCHODOWY\nza rok 2016\n\n"
            "Płatnik: PHU Trans-Nys Sp. z o.o., NIP 753-20-**-**\n"
            "Podatnik: Nowicki Dariusz, PESEL 88031412***, ul. Mickiewicza 18/5, 48-300 Nysa\n"
            "Urząd Skarbowy w Nysie\n\n"
            f"Przychód ze stosunku pracy: {_zlv(r.randint(38000, 46000))}\n"
            f"Koszty uzyskania przychodu: {_zlv(1335)}\n"
            f"Zaliczka na podatek pobrana przez płatnika: {_zlv(r.randint(2200, 3400))}\n"
            f"Składki na ubezpieczenia społeczne: {_zlv(r.randint(3900, 4700))}\n"
            f"Składka zdrowotna: {_zlv(r.randint(2900, 3500))}")


# --------------------------------------------------------------------------- Flat in Nysa

FLAT = "ul. Mickiewicza 18/5, 48-300 Nysa"


def t_umowa_nowa(r: random.Random, dt: datetime) -> str:
    return ("UMOWA NAJMU LOKALU MIESZKALNEGO\n\n"
            f"zawarta w dniu {_plm(dt)} w Nysie pomiędzy:\n"
            "Dariuszem Nowickim, zam. Heuvelweg 23, Tegelen (Holandia), PESEL 88031412***, reprezentowanym przez "
            "pełnomocnika Halinę Nowicką - zwanym dalej Wynajmującym,\na\n"
            "Eweliną Szymańską, zam. Opole, legitymującą się dowodem osobistym ABK 5*****, zwaną dalej Najemcą.\n\n"
            f"§ 1. Wynajmujący oddaje Najemcy do używania lokal mieszkalny położony w Nysie, {FLAT}, "
            "o powierzchni 48,2 m2, składający się z 2 pokoi, kuchni, łazienki i przedpokoju.\n"
            "§ 2. Umowa zostaje zawarta na czas określony od 1 lipca 2026 r. do 30 czerwca 2027 r.\n"
            "§ 3. Czynsz najmu wynosi 1 900 zł miesięcznie, płatny do 10. dnia miesiąca na rachunek PKO BP "
            "nr 47 1020 3714 0000 4502 0177 8190. Opłaty eksploatacyjne dla spółdzielni oraz media (prąd Tauron, "
            "gaz) pokrywa Najemca według wskazań liczników.\n"
            "§ 4. Najemca wpłaca kaucję w wysokości 3 800 zł, zwrotną w ciągu 30 dni po zwrocie lokalu.\n"
            "§ 5. Lokal zostaje wydany po remoncie; stan lokalu i liczników określi protokół zdawczo-odbiorczy.\n"
            "§ 6. Najemca nie może podnajmować lokalu ani trzymać zwierząt bez zgody Wynajmującego.\n\n"
            "Wynajmujący ____________        Najemca ____________")


def t_umowa_stara(r: random.Random, dt: datetime) -> str:
    return ("UMOWA NAJMU OKAZJONALNEGO LOKALU MIESZKALNEGO\n\n"
            f"zawarta w dniu {_plm(dt)} w Nysie pomiędzy Dariuszem Nowickim (Wynajmujący) a Pauliną i Michałem "
            "Kwiatkowskimi (Najemcy).\n\n"
            f"§ 1. Przedmiotem najmu jest lokal mieszkalny w Nysie, {FLAT}, pow. 48,2 m2.\n"
            "§ 2. Umowa na czas oznaczony 3 lat, od 1 kwietnia 2023 r. do 31 marca 2026 r.\n"
            "§ 3. Czynsz: 1 600 zł miesięcznie + opłaty do spółdzielni wg naliczenia.\n"
            "§ 4. Kaucja: 3 200 zł.\n§ 5. Załącznik: oświadczenie najemcy w formie aktu notarialnego o poddaniu się "
            "egzekucji i wskazanie lokalu (ul. Słowackiego 4, Paczków).\n\nWynajmujący __________   Najemcy __________")


def t_wypowiedzenie(r: random.Random, dt: datetime) -> str:
    return (f"Nysa, {_dp(dt)}\n\nPaulina i Michał Kwiatkowscy\n{FLAT}\n\nPan Dariusz Nowicki\n\n"
            "Informacja o nieprzedłużaniu umowy najmu\n\n"
            "Szanowny Panie Darku,\ninformujemy, że nie będziemy przedłużać umowy najmu mieszkania przy "
            "ul. Mickiewicza 18/5, która kończy się 31 marca 2026 r. Kupiliśmy własne mieszkanie w Opolu. "
            "Mieszkanie zdamy 31 marca, klucze możemy przekazać Pana mamie.\n"
            "Prosimy o zwrot kaucji (3 200 zł) na konto 12 1140 2004 0000 3302 **** ****.\n\n"
            "Dziękujemy za dobrą współpracę.\nPaulina i Michał Kwiatkowscy")


def t_protokol(r: random.Random, dt: datetime) -> str:
    return ("PROTOKÓŁ ZDAWCZO-ODBIORCZY LOKALU\n\n"
            f"Data: {_dp(dt)}\nLokal: {FLAT}\nZdający (najemcy): Paulina i Michał Kwiatkowscy\n"
            "Odbierający: Halina Nowicka w imieniu właściciela Dariusza Nowickiego\n\n"
            f"Stan liczników:\nwoda zimna: {r.randint(300, 420)},{r.randint(100, 999)} m3\n"
            f"woda ciepła: {r.randint(120, 200)},{r.randint(100, 999)} m3\nprąd: {r.randint(18000, 24000)} kWh\n"
            f"gaz: {r.randint(4000, 6000)},{r.randint(10, 99)} m3\n\nKlucze: 3 komplety + klucz do piwnicy i skrzynki\n"
            "Uwagi: ściany w pokoju dziecięcym do malowania (rysunki), zarysowane panele w przedpokoju, "
            "pęknięta płytka w łazience, reszta zużycie normalne.\n"
            "Ustalono potrącenie z kaucji 450 zł za płytkę i panele.\n\nPodpisy: ______   ______")


def t_kaucja(r: random.Random, dt: datetime) -> str:
    return ("Rozliczenie kaucji - Kwiatkowscy\n\n"
            "kaucja wpłacona 01.04.2023: 3 200,00 zł\npotrącenie (płytka łazienka, panele przedpokój): -450,00 zł\n"
            "zaległa woda wg rozliczenia SM za I kw.: -96,40 zł\ndo zwrotu: 2 653,60 zł\n"
            f"przelew wysłany {_dp(dt)} z PKO na konto Pauliny - potwierdzenie w załączniku")


def t_pit28(r: random.Random, dt: datetime) -> str:
    year = dt.year - 1
    rent = 1600 * 12
    return (f"PIT-28 ZEZNANIE O WYSOKOŚCI PRZYCHODU OSIĄGNIĘTEGO (PONIESIONEJ STRATY)\nw roku podatkowym {year}\n\n"
            "Cel złożenia: złożenie zeznania\nUrząd skarbowy: Naczelnik Urzędu Skarbowego w Nysie\n"
            "Podatnik: NOWICKI DARIUSZ, PESEL 88031412***\nAdres zamieszkania: Holandia, Tegelen, Heuvelweg 23\n\n"
            "Sekcja: przychody z najmu, podnajmu, dzierżawy (ryczałt od przychodów ewidencjonowanych)\n"
            f"Przychód: {_zlv(rent)}\nStawka: 8,5%\nRyczałt: {_zlv(round(rent * 0.085))}\n"
            f"Zapłacone zaliczki: {_zlv(round(rent * 0.085))}\nDo zapłaty: 0,00 zł\n\n"
            "UPO - Urzędowe Poświadczenie Odbioru\n"
            f"Numer referencyjny: {r.getrandbits(64):016x}\nData wpływu: {_dp(dt)}\n"
            "Dokument złożony przez e-Urząd Skarbowy.")


def t_zaliczka(r: random.Random, dt: datetime) -> str:
    return ("Potwierdzenie wykonania przelewu do Urzędu Skarbowego - PKO BP\n\n"
            f"Data: {_dp(dt)}\nZ rachunku: 47 1020 3714 0000 4502 0177 8190\nNa mikrorachunek podatkowy: "
            "32 1010 0071 2221 8803 1412 ****\nTyp identyfikatora: PESEL 88031412***\nSymbol formularza: PPE\n"
            f"Okres: {str(dt.year)[2:]}M{dt.month - 1 if dt.month > 1 else 12:02d}\n"
            f"Kwota: {_zlv(136)}\nTytuł: ryczałt od najmu lokalu Nysa Mickiewicza")


def t_spoldzielnia(r: random.Random, dt: datetime) -> str:
    rows = [("eksploatacja podstawowa", 1.92 * 48.2), ("fundusz remontowy", 2.40 * 48.2), ("wywóz odpadów", 62.0),
            ("zaliczka c.o.", 3.10 * 48.2), ("zaliczka woda i ścieki (2 os.)", 96.0), ("domofon, antena", 9.5)]
    tot = sum(v for _, v in rows)
    return ("Spółdzielnia Mieszkaniowa \"Nysanka\"\nul. Bohaterów Warszawy 12, 48-300 Nysa\n\n"
            f"Nysa, {_dp(dt)}\n\nPan Dariusz Nowicki\nlokal: {FLAT}\n\n"
            f"ZAWIADOMIENIE O WYSOKOŚCI OPŁAT od 1 {MIES[(dt.month) % 12]} {dt.year} r.\n\n"
            + "\n".join(f"{n}: {_zlv(v)}" for n, v in rows) + f"\n\nRazem miesięcznie: {_zlv(tot)}\n\n"
            "Opłaty należy wnosić do 15. dnia każdego miesiąca na indywidualny rachunek lokalu.\n"
            "Zmiana wynika z uchwały Rady Nadzorczej nr 14/2025 (wzrost kosztów ciepła i odpadów).")


def t_woda_rozl(r: random.Random, dt: datetime) -> str:
    return ("SM \"Nysanka\" - rozliczenie wody i ścieków\n\n"
            f"Lokal: {FLAT}\nOkres: 01.07 - 31.12\nZużycie wg wodomierzy: {r.randint(28, 46)} m3\n"
            f"Wpłacone zaliczki: {_zlv(576)}\nKoszt rzeczywisty: {_zlv(r.randint(480, 640))}\n"
            "Różnica zostanie zaliczona na poczet opłat w następnym miesiącu / należy dopłacić do końca miesiąca.")


def t_podatek_nier(r: random.Random, dt: datetime) -> str:
    return ("BURMISTRZ NYSY\nul. Kolejowa 15, 48-300 Nysa\n\n"
            f"Nysa, {_dp(dt)}\nFN.3120.{r.randint(1000, 9999)}.{dt.year}\n\nDECYZJA\nw sprawie wymiaru podatku od "
            f"nieruchomości na {dt.year} rok\n\nPan Dariusz Nowicki\n\n"
            "Na podstawie art. 6 ust. 13 ustawy o podatkach i opłatach lokalnych ustalam wysokość podatku od "
            f"nieruchomości od lokalu mieszkalnego przy {FLAT}:\n"
            f"powierzchnia użytkowa 48,2 m2 x 1,15 zł = 55,43 zł\nudział w gruncie 31 m2 x 0,61 zł = 18,91 zł\n"
            "Łączna kwota podatku: 74,00 zł\nTermin płatności: jednorazowo do 15 marca\n\nPouczenie: od niniejszej "
            "decyzji służy odwołanie do Samorządowego Kolegium Odwoławczego w Opolu.")


def t_ubezp_mieszkanie(r: random.Random, dt: datetime) -> str:
    return ("POLISA ubezpieczenia mieszkania - Mieszkanie pod wynajem\n\n"
            f"Numer polisy: 9010{r.randint(1000000, 9999999)}\nUbezpieczający: Dariusz Nowicki\n"
            f"Miejsce ubezpieczenia: {FLAT}\nOkres ubezpieczenia: {_dp(dt)} - {_dp(dt + timedelta(days=364))}\n\n"
            "Mury i stałe elementy: 280 000 zł (ogień i inne zdarzenia losowe)\nRuchomości domowe: 20 000 zł\n"
            "OC właściciela lokalu wynajmowanego: 200 000 zł\nZalanie przez sąsiadów: w sumie ubezpieczenia\n"
            f"Składka roczna: {_zlv(r.randint(380, 520))}, płatna jednorazowo\n"
            "W razie szkody zgłoszenie: infolinia 24h lub aplikacja.")


def t_najem_ledger(r: random.Random, dt: datetime) -> str:
    rows = ["Miesiąc;Czynsz;Wpłata;Data wpłaty;Opłata SM;Uwagi"]
    for i in range(1, 13):
        late = r.random() < 0.15
        rows.append(f"{i:02d}.{dt.year - 1};1600;1600;{r.randint(3, 18 if late else 10):02d}.{i:02d};"
                    f"{r.choice(['478,20', '478,20', '502,60'])};{'spóźnione' if late else ''}")
    rows.append("RAZEM;19200;19200;;;ryczałt 8,5% = 1632 zł")
    return "\n".join(rows)


def t_najem_txt(r: random.Random, dt: datetime) -> str:
    return ("mieszkanie Nysa - wpłaty czynszu\n\n"
            + "\n".join(f"{m} - 1600 ok" for m in ["styczeń", "luty", "marzec"]) +
            "\nkwiecień-czerwiec - puste, remont\nlipiec - nowa najemczyni Ewelina S., 1900 + kaucja 3800\n\n"
            "pamiętać: zaliczka ryczałt do 20. następnego miesiąca (PPE, mikrorachunek)\n"
            "SM Nysanka od lipca przepisać liczbę osób na 1\nmama ma klucze, 3 komplety")


def t_tenant_mail(r: random.Random, dt: datetime) -> str:
    body = ("Dzień dobry Panie Dariuszu,\n\n"
            "piszę w sprawie mieszkania na Mickiewicza. Oglądałam je w sobotę z Pana mamą i bardzo mi się podoba. "
            "Czy aktualna jest cena 1 900 zł + opłaty? Pracuję w szpitalu w Nysie (pielęgniarka), mieszkałabym sama, "
            "bez zwierząt. Czy byłaby możliwość wprowadzenia się 1 lipca, skoro remont kończy się w czerwcu?\n"
            "Mogę od razu wpłacić kaucję.\n\nPozdrawiam serdecznie\nEwelina Szymańska\ntel. 604 *** 218")
    return _eml("Ewelina Szymańska <ewelina.szymanska@wp.pl>", DAREK, "Mieszkanie Nysa - pytanie", dt, body)


def t_awaria_mail(r: random.Random, dt: datetime) -> str:
    body = ("Dzień dobry,\n\nw łazience przestał działać piecyk gazowy (Junkers), nie ma ciepłej wody od wczoraj. "
            "Dzwoniliśmy do Pana mamy, ale nie odbiera. Czy możemy wezwać serwis z Nysy (Pan Mazur), czy Pan "
            "kogoś zorganizuje? Koszt zgłoszenia 150 zł.\n\nPozdrawiam\nMichał Kwiatkowski")
    return _eml("Michał Kwiatkowski <m.kwiatkowski@o2.pl>", DAREK, "Piecyk - brak ciepłej wody", dt, body)


# --------------------------------------------------------------------------- Flat renovation (project)


def t_wycena(r: random.Random, dt: datetime) -> str:
    items = [("Zerwanie starych paneli i listew, przedpokój + pokój 2 (38 m2)", 760),
             ("Montaż paneli AC4 z podkładem (38 m2)", 1710),
             ("Gładzie i malowanie 2 pokoi + przedpokój (145 m2 ścian)", 3770),
             ("Łazienka: skucie płytek, hydroizolacja, nowe płytki ściany i podłoga (19 m2)", 4940),
             ("Biały montaż: WC podwieszane, umywalka z szafką, bateria", 1200),
             ("Wymiana 6 gniazdek i 2 punktów oświetleniowych (elektryk)", 900),
             ("Wywóz gruzu, kontener 4 m3", 650)]
    tot = sum(v for _, v in items)
    return ("Zając Remonty - Krzysztof Zając\nul. Rodziewiczówny 3, 48-300 Nysa, NIP 753-***-**-41\ntel. 507 *** "
            "310\n\n"
            f"WYCENA / KOSZTORYS nr {r.randint(10, 40)}/{dt.year}\nz dnia {_dp(dt)}\n\nZleceniodawca: Dariusz Nowicki\n"
            f"Adres robót: {FLAT}\n\n" + "\n".join(f"{i}. {n} - {_zlv(v)}" for i, (n, v) in enumerate(items, 1))
            + f"\n\nRazem robocizna: {_zlv(tot)} (bez materiałów)\n"
            "Materiały kupuje inwestor albo ja na fakturę inwestora.\n"
            "Termin realizacji: od 13.04 do 20.06, zaliczka 30% przy rozpoczęciu.\n"
            "Faktura bez VAT (zwolnienie podmiotowe).")


def t_materialy(r: random.Random, dt: datetime) -> str:
    rows = [("Panele Kronopol AC4 dąb naturalny", "38 m2", 52.99), ("Podkład 3 mm", "40 m2", 6.49),
            ("Listwy przypodłogowe MDF białe", "24 szt", 18.90),
            ("Gładź Knauf Uniflott / Megaron 20 kg", "4 szt", 54.00),
            ("Farba Dulux EasyCare biała 10 l", "3 szt", 229.00),
            ("Płytki ścienne Cersanit 30x60 białe mat", "16 m2", 62.99),
            ("Płytki podłogowe gres 60x60 szary", "4 m2", 79.90), ("Klej do płytek elastyczny 25 kg", "5 szt", 42.50),
            ("Hydroizolacja folia w płynie 5 kg", "1 szt", 119.00),
            ("Stelaż WC + miska podwieszana Roca", "1 kpl", 1049.00),
            ("Umywalka 60 z szafką", "1 szt", 689.00), ("Bateria umywalkowa Grohe", "1 szt", 289.00)]
    lines = ["Produkt;Ilość;Cena jedn. zł;Sklep"]
    for n, q, p in rows:
        lines.append(f"{n};{q};{p:.2f};{r.choice(['Castorama Opole', 'PSB Mrówka Nysa', 'Leroy Merlin Opole'])}")
    return "\n".join(lines)


def t_budzet_remont(r: random.Random, dt: datetime) -> str:
    return ("Pozycja;Plan zł;Wydane zł;Status\nRobocizna Zając (kosztorys);13930;4179;zaliczka 30% zapłacona\n"
            f"Materiały podłogi;2700;{r.randint(2500, 2900)};kupione\nMateriały "
            f"łazienka;3800;{r.randint(3600, 4300)};kupione\n"
            "Farby i gładzie;950;0;do kupienia\nElektryk materiały;300;0;\nSprzątanie po remoncie;400;0;\n"
            "Rezerwa 10%;2200;0;\nRAZEM;24280;;cel: gotowe 20.06, najem od 1.07")


def t_harmonogram(r: random.Random, dt: datetime) -> str:
    return ("Remont mieszkania Nysa, Mickiewicza 18/5 - harmonogram\n\n"
            "13-18.04  zerwanie podłóg, skucie łazienki, wywóz gruzu\n20-30.04  hydraulika i hydroizolacja łazienki\n"
            "04-16.05  płytki łazienka, biały montaż\n18-23.05  elektryk (gniazdka, oświetlenie) - mama wpuszcza\n"
            "25.05-06.06  gładzie, malowanie\n08-13.06  panele, listwy, drzwi regulacja\n"
            "15-20.06  sprzątanie, odbiór, zdjęcia do ogłoszenia\n\n"
            "Ja na miejscu: 14-17.05 (komunia) - sprawdzić łazienkę przed płytkami!\n"
            "Płatności: zaliczka 30% (zapłacona), 40% po łazience, 30% po odbiorze")


def t_remont_mail(r: random.Random, dt: datetime) -> str:
    body = ("Dzień dobry Panie Darku,\n\n"
            "łazienka skończona - płytki położone, fugi zrobione, WC i umywalka zamontowane. Zdjęcia wysłałem na "
            "WhatsAppie. W przyszłym tygodniu wchodzi elektryk, potem gładzie. Jedna rzecz: pod panelami w pokoju "
            "jest krzywa wylewka (ok. 1,5 cm), trzeba wylać masę samopoziomującą - dodatkowo ok. 600 zł z "
            "materiałem. Czy robimy?\n\nProszę też o drugą ratę 40% (5 572 zł) na konto jak w wycenie.\n\n"
            "Pozdrawiam\nKrzysztof Zając")
    return _eml("Zając Remonty <zajac.remonty@gmail.com>", DAREK, "Remont Mickiewicza - łazienka gotowa", dt, body)


def t_faktura_mat(r: random.Random, dt: datetime) -> str:
    rows = [("Panele Kronopol AC4 dąb naturalny 2,22 m2/op.", 18, 117.64), ("Podkład pod panele 3 mm 10 m2", 4, 64.90),
            ("Listwa MDF biała 2,4 m", 12, 18.90), ("Klej elastyczny C2TE 25 kg", 5, 42.50)]
    tot = sum(q * p for _, q, p in rows)
    return ("PSB Mrówka Nysa\nul. Piłsudskiego 41, 48-300 Nysa\n\n"
            f"FAKTURA VAT nr FV/{dt.year}/{dt.month:02d}/{r.randint(1000, 1999)}\nData wystawienia: {_dp(dt)}\n\n"
            f"Nabywca: Dariusz Nowicki, {FLAT}\n\nLp. Nazwa  Ilość  Cena brutto  Wartość\n"
            + "\n".join(f"{i}. {n}  {q}  {p:.2f}  {q * p:.2f}" for i, (n, q, p) in enumerate(rows, 1))
            + f"\n\nRazem brutto: {_zlv(tot)}\nw tym VAT 23%: {_zlv(tot * 23 / 123)}\nZapłacono kartą.")


# --------------------------------------------------------------------------- Finance


def t_ing_csv(r: random.Random, dt: datetime) -> str:
    if dt.day < 25:
        dt = dt.replace(day=1) - timedelta(days=1)
    head = '"Datum","Naam / Omschrijving","Rekening","Tegenrekening","Code","Af Bij","Bedrag (EUR)","Mutatiesoort"'
    fixed = [(1, "Woonpunt Maasoever huur", "IC", "Af", 760, 760), (2, "Zuiderlicht Energie", "IC", "Af", 168, 168),
             (1, "ZorgMaas Zorgverzekeringen", "IC", "Af", 289, 289), (20, "Ziggo", "IC", "Af", 64.49, 64.49),
             (24, "Maasport Distributie BV salaris", "GT", "Bij", 2410, 2510),
             (25, "DN Transport prive opname", "OV", "Bij", 3600, 3600),
             (12, "Wise Europe SA PLN", "OV", "Af", 150, 400),
             (28, "De Limburgse Verzekeringen", "IC", "Af", 88, 96), (27, "BsGW termijn", "IC", "Af", 79, 79)]
    if dt.month in (1, 4, 7, 10):
        fixed.append((6, "SVB Kinderbijslag", "GT", "Bij", 307.42, 307.42))
    shops = [("Albert Heijn 1453 TEGELEN", 20, 140), ("Lidl Venlo", 15, 90), ("Shell Tegelen", 50, 85),
             ("Action Venlo", 8, 40), ("Polski Sklep Smak Venlo", 12, 60), ("Kruidvat Tegelen", 5, 30)]
    rows = []
    for day, n, c, ab, lo, hi in fixed:
        rows.append((day, n, c, ab, r.uniform(lo, hi)))
    for _ in range(r.randint(8, 14)):
        n, lo, hi = r.choice(shops)
        rows.append((r.randint(1, 28), n, "BA", "Af", r.uniform(lo, hi)))
    out = [head]
    for day, n, c, ab, v in sorted(rows, key=lambda x: (-x[0], x[1])):
        kind = "Betaalautomaat" if c == "BA" else "Incasso" if c == "IC" else "Overschrijving"
        amount = f"{v:.2f}".replace(".", ",")
        out.append(f'"{dt.year}{dt.month:02d}{day:02d}","{n}","NL61INGB0007419832",'
                   f'"NL{r.randint(10, 99)}{r.choice(BANKS)}0{r.randint(100000000, 999999999)}",'
                   f'"{c}","{ab}","{amount}","{kind}"')
    return "\n".join(out)


def t_pko(r: random.Random, dt: datetime) -> str:
    rows = []
    saldo = r.uniform(4000, 9000)
    for m in range(3):
        day = dt - timedelta(days=60 - m * 30)
        saldo += 1600
        rows.append(f"{_dp(day)}  Uznanie  KWIATKOWSKI MICHAŁ czynsz Mickiewicza  +1 600,00  saldo {saldo:.2f}")
        saldo -= 478.20
        rows.append(f"{_dp(day + timedelta(days=5))}  Obciążenie  SM NYSANKA opłaty lokal 18/5  -478,20  saldo "
                    f"{saldo:.2f}")
        saldo -= 136
        rows.append(f"{_dp(day + timedelta(days=12))}  Przelew podatkowy  US Nysa PPE ryczałt  -136,00  saldo "
                    f"{saldo:.2f}")
    return ("PKO Bank Polski - WYCIĄG Z RACHUNKU\n\nPosiadacz: DARIUSZ NOWICKI\nRachunek: PKO Konto za Zero "
            "47 1020 3714 0000 4502 0177 8190\n"
            f"Okres: {_dp(dt - timedelta(days=90))} - {_dp(dt)}\n\n" + "\n".join(rows) + "\n\nSaldo końcowe: "
            + f"{saldo:.2f} PLN")


def t_budget(r: random.Random, dt: datetime) -> str:
    rows = ["Kategoria;Sty;Lut;Mar;Kwi;Maj;Uwagi"]
    cats = [("Czynsz dom (Woonpunt)", 741, 741), ("Energia Zuiderlicht", 168, 168), ("Woda WML", 24, 24),
            ("Zorgverzekering x2", 289, 289), ("Internet Ziggo", 62, 62), ("Jedzenie", 650, 900),
            ("Auto - paliwo", 120, 220), ("Auto - ubezpieczenie", 71, 71), ("Kacper - piłka, szkoła", 20, 90),
            ("Telefony", 45, 45), ("Oszczędności", 300, 600), ("Komunia", 0, 1800)]
    for n, lo, hi in cats:
        rows.append(f"{n};" + ";".join(str(r.randint(lo, hi)) for _ in range(5)) + ";")
    rows.append("Dochód Aga netto;2460;2460;2460;2460;2510;")
    rows.append("Wypłata z firmy;3600;3600;3600;3600;3600;")
    return "\n".join(rows)


def t_ib_aangifte(year: int):
    def f(r: random.Random, dt: datetime) -> str:
        winst = r.randint(38000, 52000) if year >= 2024 else 0
        return ("Administratiekantoor Janssen & Peeters\n\n"
                f"Overzicht aangifte inkomstenbelasting {year}\nBelastingplichtige: D. Nowicki   Fiscaal partner: "
                "A. Nowicka\n\n"
                + (f"Winst uit onderneming (DN Transport, mei-dec): € {winst:,}\n".replace(",", ".") +
                   "Zelfstandigenaftrek: € 3.750\nStartersaftrek: € 2.123\nMKB-winstvrijstelling: 13,31%\n"
                   if winst else "") +
                "Loon uit dienstbetrekking (Van den Heuvel Transport): € "
                f"{r.randint(11000, 47000):,}\n".replace(",", ".") +
                "Box 3: woning in Polen (Nysa), waarde € 62.000; banktegoeden\n"
                "Polen: huurinkomsten belast in Polen, vermindering ter voorkoming van dubbele belasting\n\n"
                f"Te betalen / terug te ontvangen: {_eur(r, -900, 2400)}\nIngediend: {_dd(dt)}")
    return f


def t_voorlopig(r: random.Random, dt: datetime) -> str:
    return ("Belastingdienst\n\nVoorlopige aanslag inkomstenbelasting en premie volksverzekeringen 2026\n\n"
            f"D. Nowicki\n{HOME}\nDagtekening: {_dd(dt)}\nAanslagnummer: 2418.829.1.H.61.01\n\n"
            f"Belastbaar inkomen uit werk en woning (geschat): € {r.randint(36000, 44000):,}\n".replace(",", ".") +
            f"Te betalen: {_eur(r, 5200, 7600)}\nU betaalt dit in 10 termijnen via automatische incasso.\n\n"
            "Verwacht u meer of minder winst? Pas de voorlopige aanslag aan via Mijn Belastingdienst Zakelijk.")


def t_kinderbijslag(r: random.Random, dt: datetime) -> str:
    return ("Sociale Verzekeringsbank\nKantoor Roermond\n\n"
            f"Mevrouw A. Nowicka\n{HOME}\n\nDatum: {_nl(dt)}\nKlantnummer: 5 482 119\n\n"
            "Onderwerp: betaling kinderbijslag\n\nGeachte mevrouw Nowicka,\n\n"
            "U ontvangt kinderbijslag voor uw kind Kacper (geboren 02-11-2016). Het bedrag per kwartaal voor een "
            "kind van 6 tot en met 11 jaar is € 307,42.\nWij betalen dit bedrag rond de "
            f"{r.choice(['5e', '6e'])} werkdag van de maand na het kwartaal op uw rekening NL61 INGB 0007 4198 32.\n\n"
            "Woont uw kind (tijdelijk) niet meer bij u of verhuist u naar het buitenland? Geef dit binnen 4 weken "
            "aan ons door.\n\n"
            "Met vriendelijke groet,\nSVB, afdeling Kinderbijslag")


def t_zus(r: random.Random, dt: datetime) -> str:
    return ("ZAKŁAD UBEZPIECZEŃ SPOŁECZNYCH\n\nINFORMACJA O STANIE KONTA UBEZPIECZONEGO\n"
            f"według stanu na dzień 31.12.{dt.year - 1}\n\nUbezpieczony: Dariusz Nowicki, PESEL 88031412***\n\n"
            f"I. Kwota zwaloryzowanych składek na ubezpieczenie emerytalne: {_zlv(r.uniform(98000, 125000))}\n"
            f"II. Kwota zwaloryzowanego kapitału początkowego: 0,00 zł (brak okresów przed 1999)\n"
            f"III. Subkonto: {_zlv(r.uniform(21000, 28000))}\n"
            "Okresy składkowe w Polsce: 01.06.2010 - 30.11.2016 (6 lat 6 miesięcy)\n\n"
            "Hipotetyczna emerytura w wieku 65 lat przy braku dalszych składek w Polsce: "
            f"{_zlv(r.uniform(610, 780))}\nOkresy pracy w innych państwach UE zostaną uwzględnione na wniosek "
            "(koordynacja).")


def t_upo_pensioen(r: random.Random, dt: datetime) -> str:
    return ("Pensioenfonds Vervoer\nUniform Pensioenoverzicht " + str(dt.year) + "\n\n"
            f"De heer D. Nowicki\nGeboortedatum: 14-03-1988\nStand per: 1 januari {dt.year}\n\n"
            "Uw pensioenopbouw bij ons is gestopt per 31-03-2024 (einde dienstverband Van den Heuvel Transport B.V.).\n"
            f"Opgebouwd ouderdomspensioen vanaf 68 jaar: € {r.randint(2900, 3600):,} bruto per "
            "jaar\n".replace(",", ".") +
            f"Partnerpensioen bij overlijden: € {r.randint(2000, 2500):,} bruto per jaar\n".replace(",", ".") +
            "Let op: als zelfstandige bouwt u geen pensioen meer op bij ons. U kunt vrijwillig voortzetten "
            "(maximaal 3 jaar na einde dienstverband).\nKijk voor uw totale pensioen op mijnpensioenoverzicht.nl")


def t_loonstrook_aga(r: random.Random, dt: datetime) -> str:
    return ("Maasport Distributie B.V.\nTrade Port Oost, Venlo\n\nSALARISSTROOK\n\n"
            f"Medewerker: mevr. A. Nowicka   Personeelsnr. 40718   Functie: medewerker planning\n"
            f"Periode: {MAAND[dt.month - 1]} {dt.year}   Contract: 32 uur per week\n\n"
            f"Bruto salaris: {_eurv(3210.00)}\nPloegentoeslag: {_eur(r, 40, 120)}\nPensioenpremie: "
            f"-{_eur(r, 150, 170)}\n"
            f"Loonheffing: -{_eur(r, 480, 560)}\nNetto: {_eur(r, 2420, 2520)}\nReiskosten woon-werk: € 46,20\n\n"
            "Vakantiegeld wordt uitbetaald in mei. Saldo verlof: 96 uur.")


def t_wise(r: random.Random, dt: datetime) -> str:
    eur = r.randint(150, 400)
    rate = r.uniform(4.22, 4.31)
    return ("Wise - Transfer receipt\n\n"
            f"Transfer #{r.randint(1000000000, 1999999999)}\nCreated: {dt.strftime('%d %B %Y')}\n\n"
            f"You sent: {eur},00 EUR\nFee: {eur * 0.0043 + 0.39:.2f} EUR\nExchange rate: 1 EUR = {rate:.4f} PLN\n"
            f"Recipient gets: {(eur - eur * 0.0043 - 0.39) * rate:.2f} PLN\n\nTo: Halina Nowicka, PKO BP\n"
            "Reference: dla mamy / SM Nysanka\nStatus: Delivered")


def t_bezwaar(r: random.Random, dt: datetime) -> str:
    return (f"A. Nowicka\n{HOME}\n\nBelastingdienst/Toeslagen\nPostbus 8024\n7300 HA Apeldoorn\n\n"
            f"Tegelen, {_nl(dt)}\n\nBetreft: bezwaar beschikking kindgebonden budget 2025\nKenmerk: "
            f"{r.randint(100000, 999999)}\n\n"
            "Geachte heer/mevrouw,\n\nIk maak bezwaar tegen de definitieve berekening van het kindgebonden budget over "
            "2025. U gaat uit van een te hoog gezamenlijk inkomen, omdat de winst van mijn man als zelfstandige "
            "(DN Transport) te hoog is geschat. Volgens de aangifte inkomstenbelasting 2025 is de winst lager. "
            "Ik stuur een kopie van de aangifte mee.\nIk vraag u de beschikking te herzien en de terugvordering te "
            "verlagen.\n\n"
            "Met vriendelijke groet,\n\nAgnieszka Nowicka\nBSN: 7********")


def t_kgb(r: random.Random, dt: datetime) -> str:
    return ("Belastingdienst/Toeslagen\n\nVoorschotbeschikking kindgebonden budget " + str(dt.year) + "\n\n"
            f"Aanvrager: A. Nowicka\nToeslagpartner: D. Nowicki\nDatum: {_dd(dt)}\n\n"
            f"Geschat toetsingsinkomen: € {r.randint(68000, 80000):,}\n".replace(",", ".") +
            f"Voorschot per maand: {_eur(r, 20, 75)}\n"
            "Wijzigt uw inkomen? Geef het door, anders moet u mogelijk terugbetalen.")


# --------------------------------------------------------------------------- Health


def t_polis_zorg(r: random.Random, dt: datetime) -> str:
    return ("ZorgMaas Zorgverzekeringen\nPostbus 4410, 5900 HA Venlo\n\nPOLISBLAD " + str(dt.year + 1) + "\n\n"
            f"Verzekeringnemer: D. Nowicki\nRelatienummer: {r.randint(40000000, 49999999)}\nAdres: {HOME}\n\n"
            f"Verzekerden:\n- D. Nowicki (14-03-1988): Basis Natura + Aanvullend Fit + Tand 250\n"
            "- A. Nowicka (05-09-1989): Basis Natura + Aanvullend Fit + Tand 250\n"
            "- K. Nowicki (02-11-2016): Basis Natura + Aanvullend Fit (kind tot 18 jaar premievrij)\n\n"
            f"Premie per maand: {_eurv(2 * 148.95 + 2 * 31.40)}\nVerplicht eigen risico: € 385 per volwassene\n"
            "Collectiviteitskorting via werkgever Maasport Distributie: 5% op aanvullend\n\n"
            "Wilt u overstappen of uw dekking aanpassen? Dat kan tot en met 31 december.")


def t_tandarts(r: random.Random, dt: datetime) -> str:
    rows = [("C002", "Periodieke controle", 26.11), ("M03", "Gebitsreiniging, per 5 minuten (x3)", 52.35),
            ("X10", "Kleine röntgenfoto", 19.60), ("V92", "Vulling drievlaks composiet", 112.78)]
    pick = r.sample(rows, r.randint(2, 4))
    return ("Tandartspraktijk Maasoever\nGrote Kerkstraat 3, 5931 NT Tegelen\n\nNOTA\n\n"
            f"Patiënt: {r.choice(['D. Nowicki', 'A. Nowicka', 'K. Nowicki'])}\nBehandeldatum: "
            f"{_dd(dt - timedelta(days=3))}\n"
            f"Notadatum: {_dd(dt)}\n\n" + "\n".join(f"{c}  {n}  {_eurv(v)}" for c, n, v in pick) +
            f"\n\nTotaal: {_eurv(sum(v for _, _, v in pick))}\nDeze nota is rechtstreeks ingediend bij ZorgMaas; "
            "het deel dat niet vergoed wordt, ontvangt u van uw verzekeraar.")


def t_fysio(r: random.Random, dt: datetime) -> str:
    return ("Fysiotherapie Tegelen-Noord\nINV-0004417\n\n"
            "Cliënt: D. Nowicki, geb. 14-03-1988\nVerwijzing: huisarts, lage rugklachten (chronisch, beroep "
            "chauffeur)\n\n"
            + "\n".join(f"{_dd(dt - timedelta(days=7 * i))}  Zitting fysiotherapie (1000)  € 41,50"
                        for i in range(r.randint(3, 6), 0, -1)) +
            "\n\nVergoed uit aanvullende verzekering Fit (max. 9 behandelingen per jaar).\n"
            "Huiswerkoefeningen: bekkenkanteling, brug, stretching hamstrings, 2x per dag; "
            "in de cabine stoel lendensteun op stand 3.")


def t_huisarts(r: random.Random, dt: datetime) -> str:
    return ("Huisartsenpraktijk Tegelen-Centrum\nDr. M. Verheijen\n\n"
            f"Uitslag laboratoriumonderzoek - D. Nowicki\nAfnamedatum: {_dd(dt - timedelta(days=4))}\n\n"
            f"Totaal cholesterol: {r.uniform(5.4, 6.6):.1f} mmol/l (streefwaarde < 5)\nLDL: "
            f"{r.uniform(3.3, 4.2):.1f} mmol/l\n"
            f"HDL: {r.uniform(0.9, 1.2):.1f} mmol/l\nGlucose nuchter: {r.uniform(5.2, 6.0):.1f} mmol/l\nKreatinine: "
            "normaal\n\n"
            "Advies huisarts: meer bewegen, minder verzadigd vet (onderweg), controle over 6 maanden. "
            "Nog geen medicatie nodig.")


def t_przychodnia(r: random.Random, dt: datetime) -> str:
    return ("NZOZ Przychodnia Medyk\nul. Rynek 22, 48-300 Nysa\n\nKARTA INFORMACYJNA / ZALECENIA\n\n"
            f"Pacjent: Kacper Nowicki, ur. 02.11.2016\nData wizyty: {_dp(dt)} (wizyta prywatna)\n"
            "Lekarz: lek. stom. Joanna Krawiec - ortodonta\n\n"
            "Rozpoznanie: tyłozgryz, stłoczenie zębów dolnych\nZalecenia: aparat ruchomy na noc od 10. roku życia, "
            "kontrola za 6 miesięcy. Rodzice poinformowani o możliwości leczenia w Holandii.\n"
            f"Opłata: {_zlv(200)} - zapłacono gotówką")


def t_vaccinatie(r: random.Random, dt: datetime) -> str:
    return ("Rijksvaccinatieprogramma\nJeugdgezondheidszorg GGD Limburg-Noord\n\n"
            f"Aan de ouder(s)/verzorger(s) van Kacper Nowicki\n{HOME}\n\nVenlo, {_nl(dt)}\n\n"
            "Uitnodiging vaccinaties 9 jaar\n\nBeste ouder/verzorger,\n\nUw kind wordt uitgenodigd voor twee "
            "vaccinaties: DTP (difterie, tetanus, polio) en BMR (bof, mazelen, rodehond).\n"
            f"Datum: {_dd(dt + timedelta(days=24))}   Tijd: {r.randint(13, 16)}:{r.choice(['00', '20', '40'])} uur\n"
            "Locatie: Sporthal De Wylderbeek, Tegelen\n\nNeem deze brief en het vaccinatiebewijs mee. "
            "Meer informatie: rijksvaccinatieprogramma.nl")


def t_opticien(r: random.Random, dt: datetime) -> str:
    return ("Brillenhuis Venlo\nLomstraat 21, Venlo\n\nREKENING\n\n"
            f"Klant: mevr. A. Nowicka\nDatum: {_dd(dt)}\n\nOogmeting: € 0,00\nMontuur Ray-Ban RX5154: € 139,00\n"
            "Glazen multifocaal (2 st): € 398,00\nKorting actie: -€ 50,00\nTotaal: € 487,00\n"
            "Vergoeding aanvullende verzekering: op declaratie (max. € 100 per 3 jaar)\nBetaald: pin")


# --------------------------------------------------------------------------- Home (rented house, Tegelen)


def t_huurcontract(r: random.Random, dt: datetime) -> str:
    return ("HUUROVEREENKOMST WOONRUIMTE\n\nWoonpunt Maasoever, woningcorporatie, gevestigd te Venlo, hierna "
            "verhuurder,\n"
            "en\nDariusz Nowicki en Agnieszka Nowicka, hierna huurder,\nzijn overeengekomen:\n\n"
            f"1. Verhuurder verhuurt aan huurder de woning {HOME} (eengezinswoning, tussenwoning).\n"
            "2. De huurovereenkomst gaat in op 1 augustus 2019 en is aangegaan voor onbepaalde tijd.\n"
            "3. Kale huurprijs per maand: € 648,20. Servicekosten (voorschot): € 18,50. Totaal € 666,70.\n"
            "4. De huur wordt jaarlijks per 1 juli aangepast conform de wettelijke regels.\n"
            "5. Algemene Huurvoorwaarden Woonpunt Maasoever 2018 maken deel uit van deze overeenkomst.\n\n"
            f"Venlo, {_dd(dt)}\nVerhuurder ______   Huurder ______   Medehuurder ______")


def t_huurverhoging(r: random.Random, dt: datetime) -> str:
    return ("Woonpunt Maasoever\n\n" + f"Aan de bewoner(s) van {HOME}\n\nDatum: {_nl(dt)}\n"
            f"Huurdernummer: {r.randint(100000, 199999)}\n\nVoorstel huurverhoging per 1 juli {dt.year}\n\n"
            f"Geachte heer en mevrouw Nowicki,\n\nPer 1 juli {dt.year} verhogen wij uw kale huur met "
            f"{r.choice(['4,1', '4,5', '5,0'])}%.\n"
            f"Huidige kale huur: € {712.40 if dt.year >= 2026 else 684.95:.2f}\n".replace(".", ",") +
            f"Nieuwe kale huur: € {741.60 if dt.year >= 2026 else 712.40:.2f}\n".replace(".", ",") +
            "Servicekosten (voorschot): € 18,50 (ongewijzigd)\n\n"
            "Bent u het niet eens met dit voorstel? U kunt tot 1 juli bezwaar maken bij ons. "
            "Bij een huurverlaging vanwege een laag inkomen kunt u contact opnemen met onze klantenservice.")


def t_energie(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(2900, 3600)
    m3 = r.randint(980, 1350)
    return ("Zuiderlicht "
            "Energie\n\nJAARNOTA\n\n" + f"Klantnummer: {r.randint(5000000, 5999999)}\nLeveringsadres: {HOME}\n"
            f"Periode: {_dd(dt - timedelta(days=365))} t/m {_dd(dt - timedelta(days=2))}\n\n"
            f"Elektriciteit: {kwh} kWh (normaal {kwh * 45 // 100}, dal {kwh * 55 // 100})\nGas: {m3} m3\n"
            f"Kosten levering en netbeheer incl. btw: {_eur(r, 2100, 2600)}\nVermindering energiebelasting: -€ 524,95\n"
            f"Betaalde termijnen: {_eurv(12 * 168)}\nU krijgt terug / u betaalt bij: {_eur(r, -140, 190)}\n\n"
            f"Nieuw termijnbedrag vanaf {MAAND[dt.month % 12]}: € 172,00")


def t_wml(r: random.Random, dt: datetime) -> str:
    return ("WML Waterleiding Maatschappij Limburg\n\nFACTUUR drinkwater\n\n"
            f"Klantnummer: {r.randint(10000000, 19999999)}\nAansluitadres: {HOME}\nFactuurdatum: {_dd(dt)}\n\n"
            f"Verbruik: {r.randint(88, 120)} m3 (meterstand {r.randint(1100, 1500)})\nVastrecht: € 76,12\n"
            f"Leveringskosten: {_eur(r, 110, 150)}\nBelasting op leidingwater: € 18,60\nBTW 9%\n"
            f"Totaal: {_eur(r, 220, 280)}\n\nUw termijnbedrag blijft € 24,00 per maand.")


def t_bsgw(r: random.Random, dt: datetime) -> str:
    return ("BsGW - Belastingsamenwerking Gemeenten en Waterschappen\n\n"
            f"AANSLAGBILJET {dt.year}\nGemeente Venlo / Waterschap Limburg\n\n"
            f"Aanslagnummer: {r.randint(100000000, 999999999)}\nDagtekening: {_dd(dt)}\nD. Nowicki, {HOME}\n\n"
            f"Afvalstoffenheffing meerpersoonshuishouden: {_eur(r, 270, 320)}\n"
            f"Rioolheffing gebruiker: {_eur(r, 180, 220)}\nWatersysteemheffing ingezetenen: {_eur(r, 110, 130)}\n"
            "Zuiveringsheffing (3 v.e.): € 198,72\n\nBetaling in 10 termijnen via automatische incasso.\n"
            "Onroerendezaakbelasting: niet van toepassing (huurwoning).")


def t_ziggo(r: random.Random, dt: datetime) -> str:
    return ("Ziggo\n\nUw factuur\n\n" + f"Klantnummer: {r.randint(10000000, 99999999)}\nFactuurdatum: {_dd(dt)}\n"
            f"Adres: {HOME}\n\nInternet Start 200 Mbit/s + TV Lite: € 61,50\nNPO Plus: € 2,99\nTotaal: € 64,49\n"
            "Wordt rond de 20e afgeschreven van NL61 INGB 0007 4198 32.")


def t_inboedel(r: random.Random, dt: datetime) -> str:
    return ("Verzekeringsmaatschappij De Limburgse\n\nPolisoverzicht woonpakket\n\n"
            f"Polisnummer: DL-{r.randint(3000000, 3999999)}\nVerzekeringnemer: D. Nowicki\nRisicoadres: {HOME} "
            "(huurwoning)\n\n"
            "Inboedelverzekering: waarde volgens inboedelwaardemeter, garantie tegen onderverzekering\n"
            "Aansprakelijkheidsverzekering particulieren (gezin): € 2.500.000\nGlas: meeverzekerd (huurdersbelang)\n"
            f"Premie per maand: {_eur(r, 17, 24)}\nContractvervaldatum: 1 augustus, jaarlijks verlengd")


def t_reparatie(r: random.Random, dt: datetime) -> str:
    return (f"Aan: Woonpunt Maasoever, reparatieverzoeken\nVan: fam. Nowicki, {HOME}\nDatum: {_dd(dt)}\n\n"
            "Onderwerp: schimmel badkamer en lekkende kraan keuken\n\nGeachte heer/mevrouw,\n\n"
            "Wij melden twee problemen in onze woning:\n1. In de badkamer komt steeds weer zwarte schimmel op het "
            "plafond en in de hoek bij het raam, ook al ventileren we elke dag. De ventilator lijkt niet goed te "
            "werken.\n"
            "2. De keukenkraan lekt bij de voet, er staat water in het kastje eronder.\n\n"
            "Wij zijn bereikbaar op 06-41827730 (na 17 uur) of 06-23104458 (mevrouw, overdag).\n\n"
            "Met vriendelijke groet,\nD. en A. Nowicki")


# --------------------------------------------------------------------------- Car

CAR = "Škoda Octavia Combi 1.5 TSI, kenteken H-482-XT"


def t_apk(r: random.Random, dt: datetime) -> str:
    return ("Autobedrijf Gielen Tegelen - erkend APK-keuringsstation\n\nAPK-KEURINGSRAPPORT\n\n"
            f"Voertuig: {CAR}\nKm-stand: {r.randint(98000, 131000)}\nDatum keuring: {_dd(dt)}\n\n"
            "Resultaat: goedgekeurd\nAdviespunten: remschijven achter licht ingesleten; ruitenwisser rechts vervangen\n"
            f"Vervaldatum APK: {_dd(dt + timedelta(days=365))}\nKeurmeester: T. Gielen, bevoegdheidnr. 6610")


def t_garage(r: random.Random, dt: datetime) -> str:
    parts = [("Grote onderhoudsbeurt volgens fabrieksvoorschrift", 389.0), ("Remblokken + schijven voor", 312.5),
             ("Olie 5W30 VW 504 00 (4,3 l)", 62.35), ("Distributieriem controle", 0.0), ("Ruitenwisserset", 34.9),
             ("Airco service", 89.0), ("Banden wisselen zomer/winter + opslag", 65.0)]
    pick = r.sample(parts, r.randint(2, 4))
    tot = sum(v for _, v in pick)
    return ("Autobedrijf Gielen Tegelen\nRoermondsestraat 140, 5932 AH Tegelen\n\nWERKORDER / FACTUUR "
            f"{r.randint(24000, 26999)}\n\nKlant: D. Nowicki\nVoertuig: {CAR}\nKm-stand: {r.randint(98000, 131000)}\n"
            f"Datum: {_dd(dt)}\n\n" + "\n".join(f"{n}  {_eurv(v)}" for n, v in pick) +
            f"\n\nTotaal excl. btw: {_eurv(tot / 1.21)}\nBTW 21%: {_eurv(tot - tot / 1.21)}\nTotaal: "
            f"{_eurv(tot)}\nBetaald: pin")


def t_autoverzekering(r: random.Random, dt: datetime) -> str:
    return ("Verzekeringsmaatschappij De Limburgse\n\nPOLISBLAD AUTOVERZEKERING\n\n"
            f"Polisnummer: DL-A-{r.randint(700000, 799999)}\nVerzekeringnemer: D. Nowicki, {HOME}\n"
            f"Object: {CAR}, bouwjaar 2019\nRegelmatige bestuurders: D. Nowicki, A. Nowicka\n\n"
            "Dekking: WA + Beperkt Casco\nSchadevrije jaren: 12 (trede 14, korting 75%)\n"
            f"Premie per maand: {_eur(r, 64, 78)}\nEigen risico: € 150\nPechhulp Europa: ja\n"
            f"Ingangsdatum deze polis: {_dd(dt)}")


def t_mrb(r: random.Random, dt: datetime) -> str:
    return ("Belastingdienst\n\nBetalingsoverzicht motorrijtuigenbelasting\n\n"
            f"Kenteken: H-482-XT\nTijdvak: {_dd(dt)} t/m {_dd(dt + timedelta(days=89))}\n"
            f"Provincie: Limburg\nTe betalen per maand: {_eur(r, 56, 64)}\nBetaalwijze: automatische incasso\n\n"
            "Verkoopt u de auto, dan stopt de motorrijtuigenbelasting automatisch bij overschrijving.")


def t_cjib(r: random.Random, dt: datetime) -> str:
    return ("Centraal Justitieel Incassobureau\nPostbus 1794, 8901 CB Leeuwarden\n\n"
            f"D. Nowicki\n{HOME}\n\nDatum: {_dd(dt)}\nBeschikkingsnummer: {r.randint(10**15, 10**16 - 1)}\n\n"
            "Beschikking - Wet administratiefrechtelijke handhaving verkeersvoorschriften\n\n"
            f"Kenteken: H-482-XT\nPleegdatum: {_dd(dt - timedelta(days=12))}, "
            f"{r.randint(7, 21):02d}:{r.randint(0, 59):02d}\n"
            "Pleegplaats: A73 Venlo, hmp 86,4, richting Nijmegen\nGedraging: overschrijding maximumsnelheid met "
            f"{r.randint(6, 14)} km/h (na correctie)\n\nTe betalen: {_eur(r, 48, 140)}\n"
            "Uiterste betaaldatum: "
            "" + _dd(dt + timedelta(days=56)) + "\nU kunt binnen 6 weken beroep instellen bij de officier van "
                                                "justitie.")


def t_vrijwaring(r: random.Random, dt: datetime) -> str:
    return ("RDW - Vrijwaringsbewijs\n\nKenteken: 19-KTL-4\nMerk: OPEL  Handelsbenaming: ASTRA SPORTS TOURER\n"
            f"Datum en tijd overschrijving: {_dd(dt)} 15:42\nTenaamstelling nieuwe eigenaar: bedrijfsvoorraad "
            "Autohandel Maasdal, Blerick\n\nU bent vanaf dit moment niet meer aansprakelijk voor dit voertuig. "
            "Bewaar dit bewijs goed.")


def t_koopcontract_opel(r: random.Random, dt: datetime) -> str:
    return ("Verkoopovereenkomst gebruikte auto\n\nVerkoper: D. Nowicki, Tegelen\nKoper: Autohandel Maasdal, Blerick\n"
            "Auto: Opel Astra Sports Tourer 1.4 Turbo, 2012, kenteken 19-KTL-4, km-stand 214.300\n"
            f"Datum: {_dd(dt)}\nVerkoopprijs: € 3.250,00, contant / overboeking\n"
            "De auto wordt verkocht in de staat waarin hij zich bevindt, zonder garantie.\n"
            "Inruil tegen Škoda Octavia Combi bij Autobedrijf Gielen: nee (aparte verkoop)")


# --------------------------------------------------------------------------- School, football


def t_nieuwsbrief(r: random.Random, dt: datetime) -> str:
    return (f"Nieuwsbrief Basisschool De Wilgenhof - {MAAND[dt.month - 1]} {dt.year}\n\n"
            "Beste ouders en verzorgers,\n\n"
            f"- Schoolreis groep 5 en 6: {r.choice(['Toverland', 'GaiaZOO Kerkrade', 'Het Land van Jan Klaassen'])}, "
            "vertrek 8:15 uur, terug ca. 17:00 uur. Bijdrage € 32,50 via WIS Collect.\n"
            "- Koningsspelen: vrijdag, iedereen in het oranje, ontbijt op school.\n"
            "- Avondvierdaagse Tegelen: inschrijven bij de oudervereniging vóór de 15e.\n"
            "- Luizencontrole na elke vakantie: graag geen vlechtjes op woensdag.\n"
            "- Juf Marieke (groep 6) is vanaf juni met zwangerschapsverlof; meester Bas neemt het over.\n\n"
            "Studiedag: het team heeft een studiedag, alle leerlingen zijn die dag vrij.\n\n"
            "Met vriendelijke groet,\nTeam De Wilgenhof, Kerkstraat 60, Tegelen")


def t_rapport(r: random.Random, dt: datetime) -> str:
    grades = ["goed", "ruim voldoende", "voldoende", "zeer goed"]
    grp = "groep 6" if (dt.year, dt.month) >= (2025, 8) else "groep 5"
    half = "januari" if dt.month < 5 else "juni"
    return (f"Basisschool De Wilgenhof\n\nRAPPORT {grp} - {half} {dt.year}\n\n"
            "Naam: Kacper Nowicki\nLeerkracht: "
            f"{'juf Marieke Peeters' if grp == 'groep 6' else 'meester Bas Coenen'}\n\n"
            f"Rekenen: {r.choice(grades)}\nTechnisch lezen: {r.choice(grades)}\nBegrijpend lezen: voldoende\n"
            f"Spelling: {r.choice(grades)}\nTaal: voldoende\nWereldoriëntatie: goed\nGym: zeer goed\n\n"
            "Werkhouding: Kacper werkt zelfstandig en is behulpzaam. Hij mag meer vragen stellen als hij iets niet "
            "begrijpt. Zijn Nederlands is sterk verbeterd; bij begrijpend lezen helpen lastige woorden oefenen.\n"
            "Sociaal: vrolijk, veel vrienden, fanatiek bij voetbal in de pauze.\n\nHandtekening ouders: ________")


def t_ouderbijdrage(r: random.Random, dt: datetime) -> str:
    return ("Oudervereniging De Wilgenhof\n\nVrijwillige ouderbijdrage schooljaar 2025-2026\n\n"
            "Beste ouders,\n\nVan de ouderbijdrage betalen wij Sinterklaas, Kerst, carnaval, de Koningsspelen en het "
            "afscheid van groep 8. De bijdrage is vrijwillig: € 45 per kind.\n"
            f"Betalen via de link in WIS Collect vóór {_dd(dt + timedelta(days=30))}.\nKind: Kacper Nowicki, groep "
            "6\n\n"
            "Alvast bedankt!\nDe oudervereniging")


def t_oudergesprek(r: random.Random, dt: datetime) -> str:
    return ("Basisschool De Wilgenhof\n\nUitnodiging oudergesprek (10-minutengesprek)\n\n"
            f"Beste ouders van Kacper,\n\nGraag nodigen wij u uit voor een gesprek over de ontwikkeling van uw kind.\n"
            f"Datum: {_dd(dt + timedelta(days=9))}\nTijd: {r.randint(15, 19)}:{r.choice(['00', '10', '20', '40'])} "
            "uur\n"
            "Leerkracht: juf Marieke Peeters, lokaal groep 6\n\nOnderwerpen: resultaten toetsen (Leerling in beeld), "
            "begrijpend lezen, advies voor thuis. U kunt een tolk (Pools) aanvragen via de administratie.\n"
            "Kunt u niet? Geef dit door via Parro.")


def t_toetsen(r: random.Random, dt: datetime) -> str:
    rows = ["Vak;Toets;Score;Niveau;Vorige"]
    for v in ["Rekenen", "Begrijpend lezen", "Spelling", "Technisch lezen"]:
        rows.append(f"{v};Leerling in beeld M6;{r.randint(160, 215)};{r.choice(['I', 'II', 'III'])};"
                    f"{r.choice(['I', 'II', 'III', 'IV'])}")
    return "\n".join(rows)


def t_vakantierooster(r: random.Random, dt: datetime) -> str:
    return ("Vakantierooster 2025-2026 Basisschool De Wilgenhof (regio Zuid)\n\n"
            "Herfstvakantie: 18-10-2025 t/m 26-10-2025\nKerstvakantie: 20-12-2025 t/m 04-01-2026\n"
            "Carnavalsvakantie: 14-02-2026 t/m 22-02-2026\nPasen: 06-04-2026\nMeivakantie: 25-04-2026 t/m 03-05-2026\n"
            "Hemelvaart: 14-05-2026 en 15-05-2026\nPinksteren: 25-05-2026\n"
            "Zomervakantie: 18-07-2026 t/m 30-08-2026\n\nStudiedagen: 29-09-2025, 27-01-2026, 09-06-2026")


def t_verlof(r: random.Random, dt: datetime) -> str:
    return ("Aanvraag verlof buiten de schoolvakanties (art. 11 Leerplichtwet)\n\n"
            "Naam leerling: Kacper Nowicki, groep 6\nAanvrager: A. Nowicka (moeder)\n"
            "Periode: 11-05-2026 t/m 13-05-2026 (3 schooldagen)\n"
            "Reden: Eerste Heilige Communie van onze zoon in Nysa (Polen) op 17-05-2026; de kerk houdt op "
            "maandag t/m woensdag verplichte repetities en de biecht. Bewijs van de parochie is bijgevoegd.\n\n"
            f"Datum aanvraag: {_dd(dt)}\n\nBeslissing directeur: toegestaan / niet toegestaan ______")


def t_polska_szkola(r: random.Random, dt: datetime) -> str:
    return ("Polska Szkoła Sobotnia im. Marii Skłodowskiej-Curie w Venlo\n\n"
            f"Karta zapisu na rok szkolny {dt.year}/{dt.year + 1}\n\n"
            "Imię i nazwisko ucznia: Kacper Nowicki\nData urodzenia: 02.11.2016\nKlasa: 4 (język polski, historia, "
            "geografia Polski)\nRodzice: Agnieszka i Dariusz Nowiccy, tel. 06 23104458\n\n"
            "Zajęcia: soboty 9:00-13:00, sala w budynku De Wilgenhof\nOpłata: 160 euro za semestr, "
            "przelew do 30 września\nZgoda na zdjęcia na stronie szkoły: TAK\n\nPodpis rodzica: ________")


def t_contributie(r: random.Random, dt: datetime) -> str:
    return ("VV Tegelse Boys\nSportpark De Wylderbeek, Tegelen\n\n"
            f"Contributienota seizoen {dt.year}-{dt.year + 1}\n\nLid: Kacper Nowicki (JO10)\nLidnummer: "
            f"{r.randint(1000000, 1999999)}\n\nContributie jeugd onder 11: € 165,00\nKledingfonds: € 25,00\nTotaal: "
            "€ 190,00\n\n"
            "Wordt in twee termijnen geïncasseerd (september en januari).\n"
            "Vrijwilligersdienst: elke ouder draait 2x per seizoen kantinedienst.")


def t_wedstrijden(r: random.Random, dt: datetime) -> str:
    teams = ["RKSV Venlosche Boys JO10-2", "VV Blerick JO10-1", "SV Belfeld JO10-1", "SC Irene JO10-3",
             "RKMSV JO10-2", "VV Reuver JO10-1", "Quick Boys '31 JO10-2", "SV Grubbenvorst JO10-1"]
    r.shuffle(teams)
    return ("Programma JO10-3 voorjaarsreeks\n\nDatum;Tijd;Thuis;Uit;Verzamelen;Rijders\n" + "\n".join(
        f"{_dd(dt + timedelta(days=7 * i))};{r.choice(['09:00', '10:15', '11:30'])};"
        + (f"VV Tegelse Boys JO10-3;{t}" if i % 2 else f"{t};VV Tegelse Boys JO10-3") +
        f";{r.choice(['08:15', '09:30'])};{r.choice(['Nowicki, Janssen', 'Hendrikx, Coenen', 'Peeters, Smeets', '-'])}"
        for i, t in enumerate(teams[:6])))


def t_rijschema(r: random.Random, dt: datetime) -> str:
    rows = ["Datum;Uitwedstrijd;Rijder 1;Rijder 2;Wassen tenues"]
    for i in range(6):
        rows.append(f"{_dd(dt + timedelta(days=14 * i))};{r.choice(['Blerick', 'Reuver', 'Belfeld', 'Grubbenvorst'])};"
                    f"{r.choice(['Nowicki', 'Hendrikx', 'Coenen', 'Smeets', 'Janssen'])};"
                    f"{r.choice(['Verbeek', 'Peeters', 'Gielen'])};{r.choice(['Nowicka', 'Coenen', 'Verbeek'])}")
    return "\n".join(rows)


def t_toernooi(r: random.Random, dt: datetime) -> str:
    return ("Uitnodiging Pinkstertoernooi 2026\nSV Belfeld, Sportpark De Schans\n\n"
            "Categorie: JO10 (7 tegen 7, halve velden)\nDatum: maandag 25 mei 2026 (2e Pinksterdag)\n"
            "Aanvang: 9:30 uur, finales rond 15:00 uur\nInschrijfgeld: € 35 per team\n\n"
            "Elk team speelt minimaal 5 wedstrijden van 12 minuten. Er is een springkussen en een frietkraam. "
            "Graag de teamopgave met rugnummers vóór 15 mei naar jeugdsecretaris@svbelfeld.nl.")


def t_trainer_mail(r: random.Random, dt: datetime) -> str:
    body = ("Hoi ouders van JO10-3,\n\nZaterdag spelen we uit bij VV Reuver, aftrap 10:15. Verzamelen 9:30 bij de "
            "kantine. Rijders: Nowicki en Coenen.\nDinsdag en donderdag gewoon training 17:30-18:45.\n"
            "Denk aan scheenbeschermers en een bidon, het wordt warm.\nNa de laatste wedstrijd hebben we de "
            "seizoensafsluiting met friet in de kantine.\n\nSportieve groet,\nRuud Hendrikx, trainer JO10-3")
    return _eml("Ruud Hendrikx <ruud.hendrikx@ziggo.nl>", AGA, "Re: vraag", dt, body)


# --------------------------------------------------------------------------- Family (papers), Communion (archive)


def t_brp(r: random.Random, dt: datetime) -> str:
    return ("Gemeente Venlo\n\nUITTREKSEL BASISREGISTRATIE PERSONEN\n\n"
            f"Datum uittreksel: {_dd(dt)}\n\nNaam: Nowicki\nVoornamen: Kacper Jan\nGeslacht: man\n"
            "Geboortedatum: 02-11-2016\nGeboorteplaats: Nysa\nGeboorteland: Polen\nNationaliteit: Poolse\n"
            f"Adres: {HOME}\nDatum vestiging in Nederland: 01-08-2017\n\nOuders: Nowicki, Dariusz; Nowicka, Agnieszka\n"
            "Dit uittreksel is bestemd voor: Poolse autoriteiten (apostille aangevraagd)")


def t_akt(r: random.Random, dt: datetime) -> str:
    return ("RZECZPOSPOLITA POLSKA\nURZĄD STANU CYWILNEGO W NYSIE\n\nODPIS SKRÓCONY AKTU URODZENIA\n\n"
            "Nazwisko: NOWICKI\nImię (imiona): KACPER JAN\nPłeć: mężczyzna\nData urodzenia: 02.11.2016\n"
            "Miejsce urodzenia: NYSA\nImię ojca: DARIUSZ, nazwisko rodowe ojca: NOWICKI\n"
            "Imię matki: AGNIESZKA, nazwisko rodowe matki: WRÓBEL\n\n"
            f"Stwierdza się zgodność powyższego odpisu z treścią aktu urodzenia.\nNysa, {_dp(dt)}\n"
            "Kierownik Urzędu Stanu Cywilnego")


def t_konsulat(r: random.Random, dt: datetime) -> str:
    return ("e-Konsulat - potwierdzenie rejestracji wizyty\n\nKonsulat Generalny RP / Wydział Konsularny Ambasady RP "
            "w Hadze\n"
            "Alexanderstraat 25, 2514 JM Den Haag\n\n"
            f"Numer rezerwacji: {r.randint(10**9, 10**10 - 1)}\nSprawa: wniosek o paszport dla osoby małoletniej\n"
            f"Osoba: Kacper Nowicki\nData i godzina wizyty: {_dp(dt + timedelta(days=18))}, "
            f"{r.randint(9, 14)}:{r.choice(['00', '15', '30', '45'])}\n\n"
            "Wymagana obecność obojga rodziców lub pisemna zgoda drugiego rodzica. Proszę zabrać: aktualne "
            "zdjęcie 35x45 mm, poprzedni paszport dziecka, odpis aktu urodzenia. Opłata konsularna 30 EUR "
            "(płatność kartą).")


def t_paszport(r: random.Random, dt: datetime) -> str:
    return ("Paszporty - terminy ważności (sprawdzić przed wakacjami!)\n\n"
            "Darek - paszport EM 4******, ważny do 11.2029; dowód osobisty do 2031\n"
            "Aga - dowód osobisty ważny do 09.2026 !!! - wymienić w konsulacie albo w Nysie w sierpniu\n"
            "Kacper - paszport tymczasowy? NIE - zwykły paszport ważny do 06.2026 -> nowy w Hadze (wizyta umówiona)\n"
            "Kacper - Nederlandse ID? nie ma, tylko BSN\n"
            "EHIC karty - ZorgMaas wysłało nowe (na odwrocie karty ubezpieczenia)")


def t_komunia_restauracja(r: random.Random, dt: datetime) -> str:
    return ("Restauracja \"Pod Lipami\"\nul. Piastowska 9, 48-300 Nysa\n\nPOTWIERDZENIE REZERWACJI\n\n"
            f"Data przyjęcia: 17 maja 2026 r. (niedziela), godz. 13:30 - 19:00\nOkazja: I Komunia Święta - Kacper\n"
            "Zamawiający: Agnieszka Nowicka\nLiczba gości: 26 dorosłych + 6 dzieci\n\nMenu:\n"
            "rosół z makaronem, zupa krem z pomidorów\nschab pieczony, rolada śląska, kluski śląskie, modra kapusta\n"
            "deser: lody z owocami, tort komunijny (we własnym zakresie)\nnapoje zimne i ciepłe bez ograniczeń\n\n"
            f"Cena: 185 zł / os. dorosła, 95 zł / dziecko\nZaliczka: 1 500 zł, wpłacona {_dp(dt)}\n"
            "Ostateczna liczba gości do 7 dni przed przyjęciem.")


def t_komunia_goscie(r: random.Random, dt: datetime) -> str:
    rows = ["Gość;Strona;Dorośli;Dzieci;Potwierdzone;Nocleg"]
    names = [("Babcia Halina", "Darek", 1, 0), ("Dziadkowie Wróbel", "Aga", 2, 0),
             ("Marta i Paweł + dzieci", "Darek", 2, 2), ("Ciocia Ela", "Aga", 1, 0),
             ("Wujek Zbyszek z Basią", "Darek", 2, 0), ("Kasia i Tomek Wróbel", "Aga", 2, 1),
             ("Chrzestna Monika + Adam", "Aga", 2, 1), ("Chrzestny Łukasz", "Darek", 1, 0),
             ("Sąsiedzi z Nysy Bieńkowie", "Darek", 2, 0), ("Pradziadek Józef", "Aga", 1, 0),
             ("Kuzyni z Opola", "Aga", 4, 2), ("Ksiądz proboszcz (zaproszony)", "-", 1, 0)]
    for n, s, a, k in names:
        rows.append(f"{n};{s};{a};{k};{r.choice(['tak', 'tak', 'tak', '?'])};{r.choice(['-', 'u mamy', 'hotel Nysa'])}")
    return "\n".join(rows)


def t_komunia_plan(r: random.Random, dt: datetime) -> str:
    return ("KOMUNIA - do zrobienia\n\n[x] restauracja Pod Lipami - zaliczka\n[x] alba - wypożyczenie w parafii 120 "
            "zł\n"
            "[x] tort - cukiernia Sowa, 2 piętra, biały z kielichem, odbiór sobota 16.05\n"
            "[x] fotograf - Pani Magda, 800 zł (kościół + sesja w parku)\n[x] zaproszenia wysłane\n"
            "[ ] garnitur dla Darka? - stary za ciasny...\n[x] urlop w szkole 11-13.05 (wniosek do dyrektora)\n"
            "[x] biecht - sobota przed\n[ ] prezent od nas - rower? zegarek?\n[x] nocleg dla dziadków Wróbel\n"
            "[ ] podziękowania dla gości - aniołki")


def t_komunia_zaproszenie(r: random.Random, dt: datetime) -> str:
    return ("Z radością zapraszamy\n\nna uroczystość Pierwszej Komunii Świętej\nnaszego syna\n\nKACPRA\n\n"
            "która odbędzie się 17 maja 2026 roku o godzinie 11:00\nw kościele pw. św. Jakuba i św. Agnieszki w "
            "Nysie,\n"
            "a następnie na przyjęcie do Restauracji \"Pod Lipami\"\n\nAgnieszka i Dariusz Nowiccy\n\n"
            "Prosimy o potwierdzenie do 30 kwietnia: 0031 6 23104458 (Aga)")


def t_komunia_parafia(r: random.Random, dt: datetime) -> str:
    return ("Parafia Rzymskokatolicka pw. św. Jakuba i św. Agnieszki w Nysie\n\n"
            f"Nysa, {_dp(dt)}\n\nZAŚWIADCZENIE\n\n"
            "Zaświadcza się, że Kacper Jan Nowicki, ur. 02.11.2016 w Nysie, syn Dariusza i Agnieszki z d. Wróbel, "
            "został ochrzczony w tutejszej parafii dnia 15.01.2017 (Liber Baptizatorum t. XII, nr 4/2017).\n\n"
            "Zaświadczenie wydaje się w celu przystąpienia do I Komunii Świętej w dniu 17.05.2026. "
            "Dziecko przygotowywało się w Polskiej Misji Katolickiej w Holandii (katecheza w Venlo).\n\n"
            "L.S.   ks. proboszcz")


def t_komunia_tort(r: random.Random, dt: datetime) -> str:
    return ("Cukiernia Sowa Nysa - zamówienie tortu\n\n"
            f"Nr zamówienia: {r.randint(400, 900)}/05\nData odbioru: 16.05.2026, godz. 12:00\n"
            "Tort: dwupiętrowy, 40 porcji, biszkopt waniliowy, krem śmietanowy z malinami\n"
            "Dekoracja: biały, złoty kielich i hostia z masy cukrowej, napis \"Pamiątka I Komunii Świętej - Kacper\"\n"
            "Cena: 520 zł, zaliczka 150 zł zapłacona\nTel. do zamawiającej: +31 6 23104458")


def t_komunia_mail(r: random.Random, dt: datetime) -> str:
    body = ("Dzień dobry Pani Agnieszko,\n\npotwierdzam zmianę liczby gości na 28 dorosłych i 6 dzieci. "
            "Dodajemy również stół słodki (ciasta od Pani mamy wnosimy bez opłaty) i dekorację sali w kolorze "
            "biało-złotym (150 zł). Końcowe rozliczenie po przyjęciu, płatność kartą lub gotówką.\n\n"
            "Do zobaczenia 17 maja!\nAnna Lipska\nRestauracja Pod Lipami, Nysa")
    return _eml("Restauracja Pod Lipami <rezerwacje@podlipami-nysa.pl>", AGA, "Re: przyjęcie 17.05 - zmiany", dt, body)


# --------------------------------------------------------------------------- Travel


def t_booking_makarska(r: random.Random, dt: datetime) -> str:
    return ("Booking confirmation\n\nApartments Villa Marija - Makarska, Croatia\nUlica Stjepana Radića 14, 21300 "
            "Makarska\n\n"
            f"Confirmation number: {r.randint(4000000000, 4999999999)}\nPIN: {r.randint(1000, 9999)}\n"
            "Check-in: Saturday 8 August 2026 (from 14:00)\nCheck-out: Saturday 15 August 2026 (until 10:00)\n"
            "Guest name: Agnieszka Nowicka\n2 adults, 1 child (9 years)\n\n"
            "Apartment with sea view, 1 bedroom, balcony, air conditioning, private parking\n"
            "Total price: EUR 1,092 (tourist tax included)\nPrepayment of 30% charged; remaining amount payable at "
            "the property in cash.\n\nCancellation: free until 10 July 2026.")


def t_trasa(r: random.Random, dt: datetime) -> str:
    return ("WAKACJE SIERPIEŃ 2026 - trasa\n\n01.08 (sob) Tegelen -> Nysa, 910 km, A73/A2 Niemcy -> Görlitz -> A4, "
            "wyjazd 4:00\n01-07.08 Nysa u mamy (sprawdzić mieszkanie, nowa najemczyni!)\n"
            "07.08 (pt) Nysa -> Brno -> Wiedeń -> Graz, nocleg Graz (ok 620 km)\n"
            "08.08 Graz -> Maribor -> Zagrzeb -> A1 -> Makarska (ok 560 km), zameldowanie od 14:00\n"
            "08-15.08 Makarska, Villa Marija\n15.08 -> powrót przez Słowenię, Austrię, Niemcy, 2 dni, nocleg "
            "Monachium?\n\n"
            "Winiety: CZ e-dálnice 10 dni (kupić online), AT 10-Tages-Vignette digital, SI e-vinjeta 7 dni x2\n"
            "HR autostrada płatna na bramkach (karta)\nAuto: przegląd przed wyjazdem u Gielena, opony, "
            "bagażnik dachowy od Marka")


def t_pakowanie(r: random.Random, dt: datetime) -> str:
    return ("pakowanie - Chorwacja\n\n- paszporty / dowody (Kacper nowy paszport z Hagi!)\n- karty EHIC, "
            "ubezpieczenie podróżne wydrukować\n- kremy z filtrem 50, buty do wody (jeżowce!), maska do nurkowania\n"
            "- leki: Paracetamol, Aviomarin dla Kacpra, plastry\n- ładowarki, powerbank, uchwyt na telefon\n"
            "- trójkąt, kamizelki x3 (Chorwacja wymaga), apteczka, żarówki zapasowe\n"
            "- gotówka euro na apartament ok 770\n- prezenty dla mamy (stroopwafels, kaas)\n- piłka Kacpra")


def t_vignette(r: random.Random, dt: datetime) -> str:
    return ("ASFINAG Digitale Vignette - Kaufbestätigung\n\n"
            f"Bestellnummer: {r.randint(100000000, 999999999)}\nKennzeichen: H-482-XT (NL)\n"
            "Produkt: 10-Tages-Vignette Pkw\nGültigkeit: 07.08.2026 00:00 - 16.08.2026 23:59\nPreis: EUR 12,80\n\n"
            "Hinweis: Bei Online-Kauf durch Verbraucher gilt die Vignette frühestens ab dem 18. Tag nach dem Kauf.")


def t_turkey(r: random.Random, dt: datetime) -> str:
    return ("ZonVakanties - Boekingsbevestiging\n\n"
            f"Boekingsnummer: ZV{r.randint(1000000, 9999999)}\nHoofdboeker: mevr. A. Nowicka\n\n"
            "Reis: Side, Turkije - Hotel Sunmelia Beach Resort ****, all inclusive\n"
            "Vertrek: zaterdag 13 juli 2024, Weeze (NRN) - Antalya (AYT), 06:40\n"
            "Terug: zaterdag 27 juli 2024, Antalya - Weeze, 13:15\nReizigers: D. Nowicki, A. Nowicka, K. Nowicki\n"
            "Transfer luchthaven - hotel: inbegrepen\nTotaalprijs: € 2.846,00, aanbetaling € 569,20 voldaan\n\n"
            "Uw reisdocumenten ontvangt u 10 dagen voor vertrek.")


def t_zakopane(r: random.Random, dt: datetime) -> str:
    return ("Pensjonat \"Pod Gubałówką\" - potwierdzenie rezerwacji\nul. Krzeptowskich 31, 34-500 Zakopane\n\n"
            f"Nr rezerwacji: {r.randint(1000, 9999)}/2025\nGość: Dariusz Nowicki\nTermin: 15.02.2025 - 22.02.2025 (7 "
            "nocy)\n"
            "Pokój: rodzinny 3-osobowy z łazienką, śniadania i obiadokolacje\nCena: 3 360 zł, zadatek 1 000 zł "
            "wpłacony\n"
            "Parking dla gości bezpłatny. Szkółka narciarska dla dzieci - kontakt na recepcji.\n"
            "Doba hotelowa od 15:00 do 11:00.")


def t_efteling(r: random.Random, dt: datetime) -> str:
    return ("Efteling - E-tickets\n\nBestelnummer: " + str(r.randint(50000000, 59999999)) +
            "\nBezoekdatum: zaterdag 26 augustus 2023\n2x Entreeticket volwassene, 1x Entreeticket kind (4-11 jaar)\n"
            "1x Parkeerticket auto\nTotaal: € 148,50\n\nScan de QR-code bij de ingang. Tickets zijn alleen geldig op "
            "de gekozen datum.")


def t_skipass(r: random.Random, dt: datetime) -> str:
    return ("Wydatki Zakopane luty 2025\n\npensjonat 3360\nskipassy Kotelnica 6 dni x2 + dziecko = 1 890\n"
            "szkółka Kacper 5 dni = 750\nwypożyczalnia nart 420\nTermy Chochołowskie 310\npaliwo tam i z powrotem "
            "~280 euro\n"
            "jedzenie na stoku ~900\n\nrazem ok 7 700 zł + paliwo")


# --------------------------------------------------------------------------- Resources


def t_rijtijden(r: random.Random, dt: datetime) -> str:
    return ("Rijtijden en rusttijden - samenvatting Verordening (EG) nr. 561/2006 en Mobiliteitspakket\n\n"
            "Dagelijkse rijtijd: max. 9 uur, 2x per week 10 uur\nWekelijkse rijtijd: max. 56 uur; in 2 weken max. 90 "
            "uur\n"
            "Onderbreking: na 4,5 uur rijden 45 minuten (mag 15 + 30)\n"
            "Dagelijkse rust: 11 uur (of 3 + 9), 3x tussen twee weekrusten verkort tot 9 uur\n"
            "Wekelijkse rust: 45 uur, om de week verkort tot 24 uur met compensatie binnen 3 weken\n"
            "Normale weekrust (45 uur) niet in de cabine\nTerugkeer: chauffeur moet elke 4 weken naar huis kunnen "
            "terugkeren; vrachtwagen elke 8 weken naar de vestiging\n"
            "Tachograaf: landcode registreren bij grensovergang (smart tachograaf versie 2)")


def t_fahrverbot(r: random.Random, dt: datetime) -> str:
    return ("Lkw-Fahrverbote in Deutschland " + str(dt.year) + "\n\n"
            "Sonn- und Feiertagsfahrverbot: Lkw über 7,5 t zGM und Lkw mit Anhänger, 0-22 Uhr\n"
            "Ferienreiseverordnung: 1. Juli bis 31. August an Samstagen 7-20 Uhr auf bestimmten Autobahnen "
            "(u. a. A1, A3, A5, A6, A7, A8, A9, A61 zwischen Kreuz Meckenheim und Hockenheim)\n"
            "Ausnahmen: frische Lebensmittel, kombinierter Verkehr bis 200 km, Leerfahrten in diesem Zusammenhang\n"
            "Bundesweite Feiertage: Neujahr, Karfreitag, Ostermontag, 1. Mai, Christi Himmelfahrt, Pfingstmontag, "
            "3. Oktober, 25./26. Dezember")


def t_ladungssicherung(r: random.Random, dt: datetime) -> str:
    return ("Load securing - quick guide for drivers (EN 12195-1, EN 12642 XL)\n\n"
            "Friction: use anti-slip mats (μ 0.6) under pallets, reduces the number of lashings needed\n"
            "Top-over lashing: STF 400-500 daN per strap; count = weight × (0.8 - μ) / (2 × μ × STF)\n"
            "Form-fit loading: close gaps with empty pallets or airbags\n"
            "XL curtain sider: side walls certified for 40% of payload only when cargo is form-locked\n"
            "Never secure with the curtain straps alone. Check tension after 50 km.")


def t_woordenlijst(r: random.Random, dt: datetime) -> str:
    words = [("laadadres", "miejsce załadunku"), ("losadres", "miejsce rozładunku"), ("vrachtbrief", "list przewozowy"),
             ("rijbewijs", "prawo jazdy"), ("aanhangwagen / oplegger", "przyczepa / naczepa"),
             ("vertraging", "opóźnienie"), ("afspraak", "umówione spotkanie"), ("factuur", "faktura"),
             ("belastingaangifte", "zeznanie podatkowe"), ("huurverhoging", "podwyżka czynszu"),
             ("ouderavond", "zebranie rodziców"), ("bijlage", "załącznik"), ("gemeente", "urząd gminy"),
             ("huisarts", "lekarz rodzinny"), ("verzekering", "ubezpieczenie")]
    return "Słowniczek NL - PL (praca i urzędy)\n\n" + "\n".join(f"{a} - {b}" for a, b in words) + (
        "\n\nZwroty:\nKunt u dat herhalen? - Czy może Pan powtórzyć?\nIk sta in de file. - Stoję w korku.\n"
        "Waar kan ik lossen? - Gdzie mogę rozładować?")


def t_nt2(r: random.Random, dt: datetime) -> str:
    return ("Nederlands als tweede taal - niveau A2/B1\nHoofdstuk 7: Werk en afspraken\n\n"
            "Oefening 1. Vul het juiste werkwoord in (perfectum):\n1. Gisteren ____ ik tot zes uur ____ (werken).\n"
            "2. De chauffeur ____ de vracht op tijd ____ (afleveren).\n3. Wij ____ naar Polen ____ (rijden).\n\n"
            "Let op: bewegingswerkwoorden met richting krijgen 'zijn': ik ben naar huis gereden.\n"
            "Oefening 2. Schrijf een e-mail aan je planner: je staat in de file en komt een uur later.")


def t_recipe(name: str):
    recipes = {
        "pierogi": ("Pierogi ruskie (przepis babci Haliny)\n\nCiasto: 500 g mąki, 1 jajko, 250 ml ciepłej wody, "
                    "2 łyżki oleju, szczypta soli.\nFarsz: 1 kg ziemniaków, 300 g twarogu półtłustego, 2 duże cebule "
                    "zeszklone na maśle, sól, dużo pieprzu.\nWyrobić ciasto, rozwałkować cienko, wycinać szklanką. "
                    "Gotować w osolonej wodzie 2-3 minuty od wypłynięcia. Podawać z cebulką i śmietaną.\n"
                    "W Holandii: twaróg z polskiego sklepu w Venlo (Biedronka nie ma...), ziemniaki kruimig."),
        "bigos": ("Bigos\n\n1 kg kiszonej kapusty, 0,5 kg świeżej kapusty, 500 g łopatki wieprzowej, 300 g kiełbasy, "
                  "150 g boczku wędzonego, garść suszonych grzybów, 10 śliwek suszonych, 2 łyżki koncentratu, "
                  "ziele angielskie, liść laurowy, jałowiec.\nDusić min. 3 godziny, najlepszy na drugi i trzeci "
                  "dzień."),
        "sernik": ("Sernik krakowski\n\n1 kg twarogu trzykrotnie mielonego, 6 jajek, 200 g cukru, 150 g masła, "
                   "1 budyń waniliowy, skórka z cytryny, rodzynki.\nSpód kruchy. Piec 60 min w 170 °C, studzić "
                   "w uchylonym piekarniku."),
        "stamppot": ("Boerenkoolstamppot met rookworst (4 personen)\n\n1,5 kg aardappelen (kruimig), 500 g gesneden "
                     "boerenkool, 1 rookworst, 150 ml warme melk, 50 g roomboter, peper en zout, spekjes naar smaak.\n"
                     "Kook de aardappelen met de boerenkool erop gaar in 20 minuten, stamp fijn met melk en boter. "
                     "Serveer met de rookworst en jus."),
        "zurek": ("Żurek na zakwasie\n\n500 ml zakwasu, 1 l wywaru z białej kiełbasy, 200 g wędzonego boczku, "
                  "2 ząbki czosnku, majeranek, chrzan, 4 jajka na twardo, ziemniaki.\nNa Wielkanoc w Nysie u mamy "
                  "zawsze z chrzanem."),
    }
    return lambda r, dt: recipes[name]


def t_visstek(r: random.Random, dt: datetime) -> str:
    return ("Wędkarstwo Maas - notatki\n\nSandacz: Maas przy Tegelen / Steyl, kamienne ostrogi, wieczorem, "
            "gumy 10 cm, jig 14 g\nBoleń: lato, Belfeld przy jazie\nPotrzebny VISpas (Sportvisserij Nederland) + "
            "lijst van viswateren - sprawdzić czy stek jest na liście\nOkres ochronny sandacza: 1 kwietnia - ostatnia "
            "sobota maja, nie łowić na sztuczne przynęty > 10 cm w tym czasie.\nZasady: catch & release dla "
            "sandacza poniżej 42 cm; maks. 2 wędki.")


def t_vislijst(r: random.Random, dt: datetime) -> str:
    return ("Sportvisserij Nederland - Lijst van Viswateren (uittreksel)\nHengelsportfederatie Limburg\n\n"
            "De Maas (Rijkswater), gemeente Venlo: vissen toegestaan met VISpas, 2 hengels, nachtvissen op aangewezen "
            "stekken\nKrieckerbeek (Tegelen): alleen dag, geen roofvis met kunstaas tijdens gesloten tijd\n"
            "Plassen De Rosslag, Venlo: alleen leden HSV De Maasvissers\n\n"
            "Gesloten tijd roofvis: 1 april t/m laatste zaterdag van mei.")


def t_manual(title: str, lines: list[str]):
    return lambda r, dt: title + "\n\n" + "\n".join(lines)


# --------------------------------------------------------------------------- build


def _lock(user: str) -> bytes:
    name = user.encode("latin-1")
    return bytes([len(name)]) + name + b"\x00" * (53 - len(name)) + user.encode("utf-16-le") + b"\x00" * 56


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
            return _pdf(_latin1(content.translate(_PL)))
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

    def cam(folder: str, age: float, bucket: str, topic: str) -> None:
        """A phone-camera photo: the name and the EXIF date are the moment it was taken."""
        age = int(age) + r.uniform(0.25, 0.7)
        dt = NOW - timedelta(days=age)
        add(f"{folder}/{dt.strftime('%Y%m%d_%H%M%S')}.jpg", bucket, topic, age, "exif")

    def wa(folder: str, age: float, n: int, bucket: str, topic: str) -> None:
        """A WhatsApp picture: no EXIF left, the date only in the name."""
        dt = NOW - timedelta(days=age)
        add(f"{folder}/IMG-{dt.strftime('%Y%m%d')}-WA{n:04d}.jpg", bucket, topic, age, "")

    def blob(head: bytes, n: int):
        return lambda rr, dt: _blob(rr, head, n)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    T, F = "Transport", "Flat"
    EXE = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00"
    MSI = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 16
    DDD = b"\x76\x01\x00\x00\x01\x00\x02\x00\x00\x01\x00\x00\x00\x01"

    # ------------------------------------------------------------ the business (Areas Transport)
    d = "Dokumenty/Firma DN Transport"
    for i, age in enumerate((3, 10, 17, 24, 38, 52, 67)):
        n = 44 - i * 2
        add(f"{d}/Facturen/2026/Factuur 2026-{n:03d}.pdf", A, T, age, t_factuur(n, i % 4))
    for i, (n, age) in enumerate(((58, 215), (51, 250), (39, 320), (22, 420), (9, 520))):
        add(f"{d}/Facturen/2025/Factuur 2025-{n:03d}.pdf", A, T, age, t_factuur(n, (i + 1) % 4))
    add(f"{d}/Facturen/2024/Factuur 2024-001 Hendrix.pdf", A, T, _age(2024, 5, 13), t_factuur(1, 0))
    add(f"{d}/Facturen/2024/Factuur 2024-031.pdf", A, T, _age(2024, 9, 30), t_factuur(31, 3))
    add(f"{d}/Facturen/ritten 2026.xlsx", A, T, 2, t_ritten)
    add(f"{d}/Facturen/uren Hendrix april.xlsx", A, T, 33, t_uren)
    for i, age in enumerate((4, 11, 19, 45, 88)):
        b = ROUTES[(i * 5) % len(ROUTES)][1]
        day = NOW - timedelta(days=age)
        add(f"{d}/CMR/CMR {day:%Y-%m-%d} {b}.pdf", A, T, age, t_cmr)
    cam(f"{d}/CMR", 6, A, T)
    cam(f"{d}/CMR", 27, A, T)
    for age in (5, 33, 62, 91):
        day = NOW - timedelta(days=age)
        add(f"{d}/Tachograaf/C_{day:%Y%m%d}_0{r.randint(5, 9)}{r.randint(10, 59)}_D_Nowicki_NL000017734512.ddd",
            A, T, age, blob(DDD, 2400))
    add(f"{d}/Tachograaf/overtredingenrapport april.pdf", A, T, 30, t_tacho_report)
    add(f"{d}/Tachograaf/activiteiten week 20.csv", A, T, 9, t_tacho_csv)
    add(f"{d}/Tachograaf/activiteiten week 16.csv", A, T, 37, t_tacho_csv)
    for age, lab in ((7, "2026-05 (1)"), (22, "2026-04 (2)"), (38, "2026-04 (1)")):
        add(f"{d}/Brandstof/DKV transacties {lab}.pdf", A, T, age, t_dkv)
    add(f"{d}/Brandstof/Toll Collect Mautaufstellung april.pdf", A, T, 26, t_maut)
    cam(f"{d}/Brandstof/bonnetjes", 14, A, T)
    cam(f"{d}/Brandstof/bonnetjes", 21, A, T)
    add(f"{d}/Lease/Termijnfactuur mei 2026.pdf", A, T, 31, t_lease)
    add(f"{d}/Lease/Termijnfactuur april 2026.pdf", A, T, 61, t_lease)
    add(f"{d}/BTW/Aangifte OB Q1 2026 ontvangstbevestiging.pdf", A, T, _age(2026, 4, 24), t_btw_ontvangst(1, 2026))
    add(f"{d}/BTW/Aangifte OB Q4 2025.pdf", A, T, _age(2026, 1, 27), t_btw_ontvangst(4, 2025))
    add(f"{d}/BTW/Aangifte OB Q3 2025.pdf", A, T, _age(2025, 10, 28), t_btw_ontvangst(3, 2025))
    add(f"{d}/BTW/naheffingsaanslag Q4 2024.pdf", A, T, _age(2025, 3, 6), t_btw_betaal)
    add(f"{d}/Boekhouder/stukken Q1 2026.eml", A, T, _age(2026, 4, 8), t_boekhouder("Stukken btw Q1 2026"))
    add(f"{d}/Boekhouder/RE_ ontbrekende "
        "bonnen.eml", A, T, _age(2026, 1, 14), t_boekhouder("RE: ontbrekende bonnen Q4"))
    add(f"{d}/Boekhouder/Overzicht aangifte IB 2025.pdf", A, "Finance", _age(2026, 4, 29), t_ib_aangifte(2025))
    add(f"{d}/Opdrachten/Transportauftrag Brandt 26{r.randint(1000, 9999)}.pdf", A, T, 16, t_opdracht_de)
    add(f"{d}/Opdrachten/Transportauftrag Brandt 26{r.randint(1000, 9999)}.pdf", A, T, 47, t_opdracht_de)
    add(f"{d}/Opdrachten/Kessels order 88{r.randint(100, 999)}.pdf", A, T, 12, t_order_en)
    add(f"{d}/KvK uittreksel DN Transport.pdf", A, T, _age(2025, 11, 3), t_kvk)
    add(f"{d}/Polis CMR verzekering 2026.pdf", A, T, _age(2026, 4, 28), t_verzekering_biz)
    add(f"{d}/Code 95/nascholing ladingzekering.pdf", A, T, _age(2025, 9, 2), t_code95)
    add(f"{d}/Posting declarations/IMI declaration France 2026.pdf", A, T, _age(2026, 1, 5), t_imi)
    add(f"{d}/Posting declarations/IMI declaration Italy.pdf", A, T, _age(2025, 12, 29), t_imi)
    add(f"{d}/Rijbewijskeuring C 2024.pdf", A, T, _age(2024, 2, 20), t_keuring_c)
    add(f"{d}/Leasecontract DAF ML-2024-0417.pdf", A, T, _age(2024, 4, 26), lambda rr, dt: (
        "Maas Truck Lease B.V.\n\nOPERATIONAL LEASE OVEREENKOMST ML-2024-0417\n\nLessee: D. Nowicki h.o.d.n. DN "
        "Transport, "
        "Tegelen\nObject: DAF XF 480 FT Space Cab, bj 2019, kenteken 72-BNR-6, km-stand bij aflevering 512.300\n"
        "Looptijd: 28-04-2024 t/m 31-08-2026 (28 maanden)\nMaandtermijn: € 2.145,00 excl. btw\n"
        "Full service onderhoud: € 310,00 per maand; banden 2x per jaar inbegrepen\nMaximaal 140.000 km per jaar, "
        "meer-km € 0,06/km\nBij inlevering: schade-inspectie volgens inleverprotocol; schade boven normale slijtage "
        "wordt doorbelast.\nGetekend te Venlo, 26-04-2024"))

    add("Pobrane/document.pdf", A, T, _age(2026, 4, 24), t_btw_ontvangst(1, 2026), True)
    add("Pobrane/document (1).pdf", A, T, 8, t_dkv, True)
    add("Pobrane/attachment.pdf", A, T, 20, t_opdracht_de, True)
    add("Pobrane/scan.pdf", A, T, 15, t_cmr, True)
    add("Pobrane/message.eml", A, T, _age(2026, 4, 9), t_boekhouder("Stukken btw Q1 2026 - herinnering"), True)
    add("Pobrane/export (1).csv", A, T, 3, t_tacho_csv, True)
    add("Pobrane/uitnodiging.pdf", A, T, _age(2025, 8, 30), t_code95, True)
    add("Dokumenty/Skany/scan_0002.pdf", A, T, 41, t_cmr, True)
    add("Dokumenty/Skany/scan_0009.pdf", A, T, _age(2024, 4, 29), t_lease, True)
    add("Dokumenty/Zeszyt1.xlsx", A, T, 35, t_ritten, True)
    add("Pobrane/Factuur 2026-042 (1).pdf", A, T, 10, t_factuur(42, 1))

    # ------------------------------------------------------------ the truck purchase (Projects Transport)
    d = "Dokumenty/Firma DN Transport/Nowa ciężarówka 2026"
    add(f"{d}/Offerte TruckCentrum Limburg Volvo FH500.pdf", P, T, 26, t_offerte(0))
    add(f"{d}/Offerte Van Dijk DAF XF 480.pdf", P, T, 33, t_offerte(1))
    add(f"{d}/Angebot Schmitz Scania R450.pdf", P, T, 29, t_offerte(2))
    add(f"{d}/vergelijking vrachtwagens.xlsx", P, T, 18, t_vergelijk)
    add(f"{d}/Financieringsvoorstel MKB Financiering Zuid.pdf", P, T, 11, t_financiering)
    add(f"{d}/liquiditeitsbegroting jul 2026 - mrt 2027.xlsx", P, T, 8, t_liquiditeit)
    add(f"{d}/Aankoopkeuring Volvo FH 500.pdf", P, T, 13, t_keuring_truck)
    add(f"{d}/RE_ eigen vrachtwagen kopen.eml", P, T, 9, t_accountant_truck)
    add(f"{d}/Volvo FH 500 - reservering en aflevering.eml", P, T, 5, t_truck_mail)
    for age in (26, 26, 26):
        cam(f"{d}/zdjęcia Volvo", age, P, T)
    for age in (33, 33):
        cam(f"{d}/zdjęcia DAF Nijmegen", age, P, T)
    add("Pobrane/bijlage (1).pdf", P, T, 11, t_financiering, True)
    add("Pobrane/data.xlsx", P, T, 18, t_vergelijk, True)
    add("Pobrane/0a7f3c91.pdf", P, T, 13, t_keuring_truck, True)
    add("Pulpit/notatki.txt", P, T, 4, t_truck_notes, True)
    add("Pobrane/Scania R450 Highline 2020 - mobile.de.pdf", P, T, 40, lambda rr, dt: (
        "mobile.de - Scania R450 A4x2NA Highline, Sattelzugmaschine\nEZ 03/2020, 438.200 km, 450 PS, Euro 6\n"
        "Preis: 64.000 EUR netto\nAnbieter: Schmitz Nutzfahrzeuge GmbH, Kleve\nRetarder, Standklima, Kühlbox, "
        "2 Liegen, Alufelgen\nHU neu bei Verkauf. Finanzierung möglich."))
    add("Pobrane/Volvo FH 500 Globetrotter 2021 Maasbree.pdf", P, T, 41, lambda rr, dt: (
        "Truckfly / Marktplaats bedrijfswagens\nVolvo FH 500 4x2 Globetrotter XL - 2021 - 412.350 km\n"
        "Prijs: € 69.950 excl. btw (onderhandelbaar)\nI-Shift, VEB+, standairco, koelkast, 2 bedden\n"
        "Aanbieder: TruckCentrum Limburg B.V., Maasbree - dealeronderhouden, NAP"))

    # ------------------------------------------------------------ the ADR certificate (Projects Transport)
    d = "Dokumenty/ADR kurs"
    add(f"{d}/bevestiging inschrijving ADR Basis.pdf", P, T, _age(2026, 3, 30), t_adr_inschrijving)
    add(f"{d}/Factuur TLO ADR.pdf", P, T, _age(2026, 4, 2), t_adr_factuur)
    add(f"{d}/lesrooster ADR mei 2026.pdf", P, T, _age(2026, 4, 20), t_adr_rooster)
    add(f"{d}/ADR notatki.docx", P, T, 9, t_adr_notes)
    add(f"{d}/oefenvragen hoofdstuk 3-6.pdf", P, T, 15, t_adr_oefen)
    add(f"{d}/ADR wyposażenie lista.txt", P, T, 6, t_adr_uitrusting)
    add("Pobrane/bevestiging.pdf", P, T, _age(2026, 3, 30), t_adr_inschrijving, True)
    add("Pobrane/download (1).pdf", P, T, _age(2026, 5, 6), t_adr_examen, True)
    add("Pulpit/Nowy dokument tekstowy.txt", P, T, 2, t_adr_notes, True)
    add("Pobrane/ADR oefenexamen 2.pdf", P, T, 3, t_adr_oefen)

    # ------------------------------------------------------------ transport reference (Resources Transport)
    d = "Dokumenty/Firma DN Transport/Przepisy"
    add(f"{d}/Rijtijden 561-2006 samenvatting.pdf", R, T, 610, t_rijtijden)
    add(f"{d}/Lkw-Fahrverbote 2026.pdf", R, T, 140, t_fahrverbot)
    add(f"{d}/Load securing quick guide EN.pdf", R, T, 480, t_ladungssicherung)
    add(f"{d}/DAF XF instructieboek.pdf", R, T, 760, t_manual("DAF XF - Instructieboek bestuurder", [
        "Hoofdstuk 4: Instrumentenpaneel en waarschuwingslampjes",
        "Hoofdstuk 7: AS Tronic versnellingsbak - kruipstand, manoeuvreerstand",
        "Hoofdstuk 9: Cabine kantelen - procedure",
        "Hoofdstuk 12: Onderhoud - AdBlue, olie peilen, bandenspanning 9,0 bar vooras"]))
    add("Pobrane/document (5).pdf", R, T, 600, t_rijtijden, True)
    add("Pobrane/Mobility_Package_driver_factsheet_EN.pdf", R, T, 520, lambda rr, dt: (
        "European Commission - Mobility Package I: what changes for drivers\n\nReturn home: every 4 weeks\n"
        "Regular weekly rest not in the cab; employer pays accommodation\nVehicle return to operational centre "
        "every 8 weeks\nPosting of drivers: declaration via IMI portal before the start\nCabotage: max. 3 operations "
        "in 7 days, then 4 days cooling-off\nSmart tachograph version 2 mandatory in international transport"))
    add("Pobrane/Tolltarieven België Viapass 2026.pdf", R, T, 150, lambda rr, dt: (
        "Viapass - kilometerheffing vrachtwagens > 3,5 ton, tarieven 2026\n\nVlaanderen, snelweg, Euro 6, > 32 t: "
        "€ 0,183 per km\nWallonië, snelweg, Euro 6, > 32 t: € 0,171 per km\nBrussel: € 0,252 per km\n"
        "On-board unit verplicht (Satellic of erkende EETS-aanbieder, bv. DKV Box Europe)"))

    # ------------------------------------------------------------ ended employments (Archive Transport)
    d = "Dokumenty/Praca Van den Heuvel"
    for m, age in ((1, _age(2024, 1, 25)), (2, _age(2024, 2, 23)), (3, _age(2024, 3, 28))):
        add(f"{d}/loonstrook 2024-{m:02d}.pdf", X, T, age, t_loonstrook_vdh)
    add(f"{d}/jaaropgaaf 2023.pdf", X, T, _age(2024, 1, 30), t_jaaropgaaf_vdh)
    add(f"{d}/arbeidsovereenkomst 2017.pdf", X, T, _age(2017, 2, 24), t_contract_vdh)
    add(f"{d}/getuigschrift Van den Heuvel.pdf", X, T, _age(2024, 4, 5), t_getuigschrift)
    add("Dokumenty/Skany/scan_0006.pdf", X, T, _age(2024, 4, 8), t_getuigschrift, True)
    add("Dokumenty/Dokument1.docx", X, T, _age(2024, 2, 26), t_ontslagbrief, True)
    add("Dokumenty/2024/opzegging Van den Heuvel.docx", X, T, _age(2024, 2, 27), t_ontslagbrief)
    add("Dokumenty/2024/scan_0013.pdf", X, T, _age(2024, 3, 29), t_loonstrook_vdh, True)
    add("Dokumenty/Skany/scan_0008.pdf", X, T, _age(2023, 6, 14), t_swiadectwo, True)
    add("Dokumenty/Podatki PL/PIT-11 2016 Trans-Nys.pdf", X, T, _age(2017, 2, 20), t_pit11)

    # ------------------------------------------------------------ the Nysa flat, letting (Areas Flat)
    d = "Dokumenty/Mieszkanie Nysa"
    add(f"{d}/umowa najmu 2026 Szymańska.docx", A, F, 4, t_umowa_nowa)
    add(f"{d}/SM Nysanka opłaty od 2026.pdf", A, F, _age(2025, 12, 9), t_spoldzielnia)
    add(f"{d}/rozliczenie wody II półrocze 2025.pdf", A, F, _age(2026, 2, 11), t_woda_rozl)
    add(f"{d}/podatek od nieruchomości 2026.pdf", A, F, _age(2026, 2, 16), t_podatek_nier)
    add(f"{d}/podatek od nieruchomości 2025.pdf", A, F, _age(2025, 2, 14), t_podatek_nier)
    add(f"{d}/polisa mieszkanie 2025-2026.pdf", A, F, _age(2025, 9, 30), t_ubezp_mieszkanie)
    add(f"{d}/najem wpłaty 2025.xlsx", A, F, _age(2026, 1, 12), t_najem_ledger)
    add(f"{d}/Piecyk - brak ciepłej wody.eml", A, F, _age(2025, 1, 19), t_awaria_mail)
    add(f"{d}/piecyk faktura serwis Mazur.jpg", A, F, _age(2025, 1, 23), "exif")
    add("Dokumenty/Podatki PL/PIT-28 2025 UPO.pdf", A, F, _age(2026, 2, 20), t_pit28)
    add("Dokumenty/Podatki PL/PIT-28 2024.pdf", A, F, _age(2025, 3, 2), t_pit28)
    add("Dokumenty/Podatki PL/zaliczka ryczałt 03-2026.pdf", A, F, _age(2026, 4, 17), t_zaliczka)
    add("Pobrane/wiadomość.eml", A, F, _age(2026, 4, 27), t_tenant_mail, True)
    add("Pobrane/załącznik (1).pdf", A, F, _age(2025, 12, 9), t_spoldzielnia, True)
    add("Pobrane/Dokument.pdf", A, F, _age(2026, 2, 20), t_pit28, True)
    add("Pobrane/pismo.pdf", A, F, _age(2026, 2, 16), t_podatek_nier, True)
    add("Pulpit/ważne.txt", A, F, 12, t_najem_txt, True)
    add("Dokumenty/Zeszyt2.xlsx", A, F, _age(2026, 1, 12), t_najem_ledger, True)
    add("Pobrane/DOC-20260520-WA0001.pdf", A, F, _age(2026, 5, 20), t_umowa_nowa, True)
    add("Pobrane/PIT-28 2025 UPO (1).pdf", A, F, _age(2026, 2, 20), t_pit28)
    add("Pobrane/umowa najmu 2026 Szymańska (1).docx", A, F, 4, t_umowa_nowa)

    # ------------------------------------------------------------ the renovation (Projects Flat)
    d = "Dokumenty/Mieszkanie Nysa/Remont 2026"
    add(f"{d}/wycena Zając Remonty.pdf", P, F, _age(2026, 3, 21), t_wycena)
    add(f"{d}/harmonogram remontu.docx", P, F, _age(2026, 4, 3), t_harmonogram)
    add(f"{d}/materiały lista.xlsx", P, F, _age(2026, 4, 5), t_materialy)
    add(f"{d}/budżet remont.xlsx", P, F, 6, t_budzet_remont)
    add(f"{d}/faktura Mrówka panele.pdf", P, F, _age(2026, 4, 11), t_faktura_mat)
    add(f"{d}/Remont Mickiewicza - łazienka gotowa.eml", P, F, _age(2026, 5, 19), t_remont_mail)
    add("Pobrane/załącznik.pdf", P, F, _age(2026, 3, 21), t_wycena, True)
    add("Pobrane/Skan_20260412.pdf", P, F, _age(2026, 4, 12), t_faktura_mat, True)
    add("Pobrane/DOC-20260504-WA0003.pdf", P, F, _age(2026, 5, 4), t_materialy, True)
    add("Dokumenty/Dokument2.docx", P, F, _age(2026, 4, 3), t_harmonogram, True)
    d = "Obrazy/Remont Nysa 2026"
    for n, age in enumerate((_age(2026, 4, 14), _age(2026, 4, 14), _age(2026, 4, 29), _age(2026, 5, 8),
                             _age(2026, 5, 19), _age(2026, 5, 19), _age(2026, 5, 27)), 1):
        wa(d, age, n, P, F)
    for age in (_age(2026, 5, 15), _age(2026, 5, 15), _age(2026, 5, 16)):
        cam(d, age, P, F)

    # ------------------------------------------------------------ the ended tenancy (Archive Flat)
    d = "Dokumenty/Mieszkanie Nysa/Najem Kwiatkowscy 2023-2026"
    add(f"{d}/umowa najmu okazjonalnego 2023.pdf", X, F, _age(2023, 3, 20), t_umowa_stara)
    add(f"{d}/wypowiedzenie Kwiatkowscy.pdf", X, F, _age(2026, 1, 8), t_wypowiedzenie)
    add(f"{d}/rozliczenie kaucji.txt", X, F, _age(2026, 4, 9), t_kaucja)
    add("Dokumenty/Skany/scan_0005.pdf", X, F, _age(2026, 4, 2), t_protokol, True)
    add("Pobrane/Dokument (2).pdf", X, F, _age(2026, 1, 8), t_wypowiedzenie, True)

    # ------------------------------------------------------------ household money (Areas Finance)
    d = "Dokumenty/Finanse"
    add(f"{d}/ING afschrift april 2026.csv", A, "Finance", 29, t_ing_csv)
    add(f"{d}/ING afschrift maart 2026.csv", A, "Finance", 60, t_ing_csv)
    add(f"{d}/PKO wyciąg I kw 2026.pdf", A, "Finance", _age(2026, 4, 3), t_pko)
    add(f"{d}/PKO wyciąg IV kw 2025.pdf", A, "Finance", _age(2026, 1, 4), t_pko)
    add(f"{d}/budżet domowy 2026.xlsx", A, "Finance", 1, t_budget)
    add(f"{d}/budżet domowy 2025.xlsx", A, "Finance", _age(2025, 12, 30), t_budget)
    add(f"{d}/ZUS informacja o stanie konta 2024.pdf", A, "Finance", _age(2025, 7, 18), t_zus)
    add(f"{d}/Wise przelew mama kwiecień.pdf", A, "Finance", 38, t_wise)
    add(f"{d}/Wise przelew mama maj.pdf", A, "Finance", 9, t_wise)
    d = "Dokumenty/Belastingdienst"
    add(f"{d}/voorlopige aanslag IB 2026.pdf", A, "Finance", _age(2026, 1, 22), t_voorlopig)
    add(f"{d}/kindgebonden budget voorschot 2026.pdf", A, "Finance", _age(2025, 12, 18), t_kgb)
    add(f"{d}/Overzicht aangifte IB 2024.pdf", A, "Finance", _age(2025, 4, 22), t_ib_aangifte(2024))
    add(f"{d}/SVB kinderbijslag.pdf", A, "Finance", _age(2025, 10, 2), t_kinderbijslag)
    add(f"{d}/Pensioenfonds Vervoer UPO 2026.pdf", A, "Finance", _age(2026, 5, 12), t_upo_pensioen)
    d = "Dokumenty/Aga werk"
    for m, age in ((3, _age(2026, 3, 25)), (4, _age(2026, 4, 24)), (5, _age(2026, 5, 22))):
        add(f"{d}/salarisstrook 2026-{m:02d}.pdf", A, "Finance", age, t_loonstrook_aga)
    add("Pobrane/download.pdf", A, "Finance", _age(2026, 4, 3), t_kinderbijslag, True)
    add("Pobrane/Dokument (3).pdf", A, "Finance", _age(2026, 5, 25), t_zus, True)
    add("Pobrane/export.csv", A, "Finance", 2, t_ing_csv, True)
    add("Pobrane/overzicht.pdf", A, "Finance", _age(2026, 5, 12), t_upo_pensioen, True)
    add("Pulpit/Nowy Arkusz programu Microsoft Excel.xlsx", A, "Finance", 20, t_budget, True)
    add("Dokumenty/2024/brief.pdf", A, "Finance", _age(2024, 4, 18), t_ib_aangifte(2023), True)
    add("Dokumenty/Document1.docx", A, "Finance", _age(2026, 3, 9), t_bezwaar, True)
    dot("Dokumenty/Finanse/.~lock.budżet domowy "
        "2026.xlsx#", b"Dariusz,LAPTOP-HP/Dariusz,LAPTOP-HP,01.06.2026 "
                      b"07:12,file:///C:/Users/Dariusz/AppData/Roaming/LibreOffice/4;", 0.3)

    # ------------------------------------------------------------ health (Areas Health)
    d = "Dokumenty/Zorg"
    add(f"{d}/Polisblad ZorgMaas 2026.pdf", A, "Health", _age(2025, 11, 14), t_polis_zorg)
    add(f"{d}/nota tandarts maart.pdf", A, "Health", _age(2026, 3, 12), t_tandarts)
    add(f"{d}/nota tandarts oktober.pdf", A, "Health", _age(2025, 10, 20), t_tandarts)
    add(f"{d}/uitslag bloedonderzoek Darek.pdf", A, "Health", _age(2026, 2, 10), t_huisarts)
    add(f"{d}/fysio rug factuur januari.pdf", A, "Health", _age(2026, 1, 30), t_fysio)
    add("Pobrane/document (2).pdf", A, "Health", _age(2025, 11, 14), t_polis_zorg, True)
    add("Pobrane/print.pdf", A, "Health", _age(2026, 5, 7), t_tandarts, True)
    add("Pobrane/INV-0004417.pdf", A, "Health", _age(2026, 4, 22), t_fysio, True)
    add("Pobrane/rekening.pdf", A, "Health", _age(2026, 3, 28), t_opticien, True)
    add("Pobrane/Dokument (1).pdf", A, "Health", _age(2025, 8, 6), t_przychodnia, True)
    add("Dokumenty/Skany/scan_0007.pdf", A, "Health", _age(2026, 2, 3), t_vaccinatie, True)

    # ------------------------------------------------------------ the rented house (Areas Home)
    d = "Dokumenty/Huis"
    add(f"{d}/Huurcontract Heuvelweg 23.pdf", A, "Home", _age(2019, 7, 12), t_huurcontract)
    add(f"{d}/huurverhoging 2025.pdf", A, "Home", _age(2025, 4, 28), t_huurverhoging)
    add(f"{d}/Zuiderlicht jaarnota 2025.pdf", A, "Home", _age(2026, 3, 4), t_energie)
    add(f"{d}/BsGW aanslag 2026.pdf", A, "Home", _age(2026, 2, 27), t_bsgw)
    add(f"{d}/BsGW aanslag 2025.pdf", A, "Home", _age(2025, 2, 28), t_bsgw)
    add(f"{d}/Ziggo factuur mei.pdf", A, "Home", 14, t_ziggo)
    add(f"{d}/polis woonpakket De Limburgse.pdf", A, "Home", _age(2025, 7, 20), t_inboedel)
    add("Dokumenty/Skany/scan_0001.pdf", A, "Home", _age(2023, 5, 2), t_huurcontract, True)
    add("Pobrane/file.pdf", A, "Home", _age(2026, 4, 30), t_huurverhoging, True)
    add("Pobrane/factuur.pdf", A, "Home", _age(2026, 1, 19), t_wml, True)
    add("Pulpit/tekst.docx", A, "Home", _age(2026, 2, 18), t_reparatie, True)
    add("Dokumenty/2024/huurverhoging 2024.pdf", A, "Home", _age(2024, 4, 26), t_huurverhoging)
    add("Dokumenty/2024/bijlage.pdf", A, "Home", _age(2024, 3, 6), t_energie, True)
    d = "Dokumenty/Instrukcje"
    add(f"{d}/Handleiding Bosch Serie 4 wasmachine.pdf", R, "Home", 1300, t_manual(
        "Bosch Serie 4 - Gebruiksaanwijzing wasmachine WAN28K20NL", [
            "Programma's: Katoen 40-60, Synthetisch, Mix, Fijne was, Wol/handwas, Snel 15'",
            "Foutcode E18: afvoerpomp verstopt - pluizenfilter rechtsonder reinigen",
            "Trommelreiniging: eenmaal per maand op 90 °C zonder wasgoed"]))
    add(f"{d}/Instrukcja Philips Airfryer XL.pdf", R, "Home", 540, t_manual(
        "Philips Airfryer XL HD9270 - instrukcja obsługi", [
            "Frytki mrożone: 200 °C, 18-20 minut, wstrząsnąć w połowie", "Udka kurczaka: 180 °C, 25 minut",
            "Nie napełniać kosza powyżej oznaczenia MAX. Kosz można myć w zmywarce."]))
    add(f"{d}/Nefit Moduline thermostaat handleiding.pdf", R, "Home", 2100, t_manual(
        "Nefit Moduline 1010 - Gebruikersinstructie", [
            "Temperatuur instellen: draai de knop; programma's P1-P3", "Vakantiestand: 15 °C",
            "Storingscode 'F0': neem contact op met de verhuurder/installateur"]))

    # ------------------------------------------------------------ the car (Areas Car, Archive Car)
    d = "Dokumenty/Auto"
    add(f"{d}/APK rapport 2025.pdf", A, "Car", _age(2025, 6, 16), t_apk)
    add(f"{d}/Gielen factuur grote beurt.pdf", A, "Car", _age(2025, 6, 16), t_garage)
    add(f"{d}/polis autoverzekering 2026.pdf", A, "Car", _age(2026, 1, 2), t_autoverzekering)
    add(f"{d}/motorrijtuigenbelasting.pdf", A, "Car", _age(2025, 9, 1), t_mrb)
    add(f"{d}/CJIB boete A73.pdf", A, "Car", _age(2025, 8, 13), t_cjib)
    add(f"{d}/koopovereenkomst Skoda Octavia 2022.pdf", A, "Car", _age(2022, 3, 11), lambda rr, dt: (
        "Autobedrijf Gielen Tegelen - Koopovereenkomst gebruikte auto\n\nKoper: D. Nowicki, Tegelen\n"
        f"Auto: {CAR}, bouwjaar 2019, km-stand 61.200\nPrijs: € 18.950,00 rijklaar\nGarantie: BOVAG 6 maanden\n"
        "Afleverdatum: 18-03-2022"))
    add("Pulpit/kopie.pdf", A, "Car", _age(2023, 6, 9), t_apk, True)
    add("Pobrane/bijlage.pdf", A, "Car", _age(2026, 4, 7), t_garage, True)
    add("Pobrane/brief.pdf", A, "Car", _age(2026, 5, 21), t_cjib, True)
    add("Dokumenty/Skany/scan_0010.pdf", A, "Car", _age(2026, 1, 2), t_autoverzekering, True)
    d = "Dokumenty/Auto/Opel Astra verkocht"
    add(f"{d}/vrijwaringsbewijs Opel.pdf", X, "Car", _age(2022, 3, 14), t_vrijwaring)
    add(f"{d}/verkoopovereenkomst Opel Astra.pdf", X, "Car", _age(2022, 3, 14), t_koopcontract_opel)

    # ------------------------------------------------------------ school and football (Areas)
    d = "Dokumenty/School Kacper"
    add(f"{d}/Nieuwsbrief mei 2026.pdf", A, "School", _age(2026, 5, 1), t_nieuwsbrief)
    add(f"{d}/Nieuwsbrief maart 2026.pdf", A, "School", _age(2026, 3, 2), t_nieuwsbrief)
    add(f"{d}/rapport groep 5 juni 2025.pdf", A, "School", _age(2025, 6, 27), t_rapport)
    add(f"{d}/ouderbijdrage 2025-2026.pdf", A, "School", _age(2025, 9, 15), t_ouderbijdrage)
    add(f"{d}/Leerling in beeld M6.xlsx", A, "School", _age(2026, 2, 12), t_toetsen)
    add(f"{d}/vakantierooster 2025-2026.pdf", A, "School", _age(2025, 7, 8), t_vakantierooster)
    add("Dokumenty/Skany/scan_0003.pdf", A, "School", _age(2026, 1, 30), t_rapport, True)
    add("Pobrane/formulier.pdf", A, "School", _age(2025, 8, 28), t_polska_szkola, True)
    add("Pobrane/brief (1).pdf", A, "School", _age(2026, 2, 19), t_oudergesprek, True)
    add("Pobrane/doc.pdf", A, "School", _age(2026, 4, 1), t_nieuwsbrief, True)
    d = "Dokumenty/Voetbal Kacper"
    add(f"{d}/contributie 2025-2026.pdf", A, "Football", _age(2025, 8, 20), t_contributie)
    add(f"{d}/programma JO10-3 voorjaar.csv", A, "Football", _age(2026, 2, 24), t_wedstrijden)
    add("Dokumenty/Map1.xlsx", A, "Football", _age(2026, 3, 1), t_rijschema, True)
    add("Pobrane/info.pdf", A, "Football", _age(2026, 4, 21), t_toernooi, True)
    add("Pobrane/Re_ vraag.eml", A, "Football", 3, t_trainer_mail, True)

    # ------------------------------------------------------------ family papers (Areas Family)
    d = "Dokumenty/Rodzina"
    add(f"{d}/odpis aktu urodzenia Kacper.pdf", A, "Family", _age(2023, 6, 1), t_akt)
    add(f"{d}/BRP uittreksel Kacper.pdf", A, "Family", _age(2026, 2, 25), t_brp)
    add(f"{d}/paszporty terminy.txt", A, "Family", 16, t_paszport)
    add("Dokumenty/Skany/scan_0004.pdf", A, "Family", _age(2023, 6, 1), t_akt, True)
    add("Pobrane/potwierdzenie.pdf", A, "Family", _age(2026, 5, 26), t_konsulat, True)

    # ------------------------------------------------------------ the First Communion, 17 May 2026 (Archive Family)
    d = "Dokumenty/Komunia Kacpra"
    add(f"{d}/rezerwacja Pod Lipami.pdf", X, "Family", _age(2025, 10, 11), t_komunia_restauracja)
    add(f"{d}/lista gości.xlsx", X, "Family", _age(2026, 5, 9), t_komunia_goscie)
    add(f"{d}/zaproszenie.docx", X, "Family", _age(2026, 3, 14), t_komunia_zaproszenie)
    add(f"{d}/tort zamówienie.pdf", X, "Family", _age(2026, 4, 18), t_komunia_tort)
    add(f"{d}/verlof aanvraag school.pdf", X, "Family", _age(2026, 3, 23), t_verlof)
    add("Pobrane/20260318_103355.pdf", X, "Family", _age(2026, 3, 18), t_komunia_parafia, True)
    add("Pulpit/lista.txt", X, "Family", _age(2026, 5, 12), t_komunia_plan, True)
    add("Pobrane/mail.eml", X, "Family", _age(2026, 5, 6), t_komunia_mail, True)
    add("Pulpit/Nowy Dokument programu Microsoft Word.docx", X, "Family", _age(2026, 3, 13), t_komunia_zaproszenie,
        True)

    # ------------------------------------------------------------ the August trip (Projects Travel)
    d = "Dokumenty/Wakacje 2026 Chorwacja"
    add(f"{d}/Booking Villa Marija Makarska.pdf", P, "Travel", _age(2026, 2, 8), t_booking_makarska)
    add(f"{d}/trasa.txt", P, "Travel", 10, t_trasa)
    add(f"{d}/pakowanie.docx", P, "Travel", 7, t_pakowanie)
    add("Pobrane/download (2).pdf", P, "Travel", _age(2026, 2, 8), t_booking_makarska, True)
    add("Pobrane/Booking Villa Marija Makarska (1).pdf", P, "Travel", _age(2026, 2, 8), t_booking_makarska)
    add("Pulpit/Nowy dokument tekstowy (2).txt", P, "Travel", 5, t_pakowanie, True)
    add("Pobrane/confirmation.pdf", P, "Travel", _age(2026, 5, 18), t_vignette, True)

    # ------------------------------------------------------------ past trips (Archive Travel)
    d = "Dokumenty/Wyjazdy"
    add(f"{d}/Turcja 2024/ZonVakanties boekingsbevestiging.pdf", X, "Travel", _age(2024, 1, 20), t_turkey)
    add(f"{d}/Zakopane 2025/rezerwacja Pod Gubałówką.pdf", X, "Travel", _age(2024, 11, 3), t_zakopane)
    add(f"{d}/Zakopane 2025/wydatki.txt", X, "Travel", _age(2025, 2, 23), t_skipass)
    add("Dokumenty/2024/document.pdf", X, "Travel", _age(2024, 1, 20), t_turkey, True)
    add("Pobrane/document (4).pdf", X, "Travel", _age(2024, 11, 3), t_zakopane, True)
    add("Pobrane/Efteling e-tickets.pdf", X, "Travel", _age(2023, 8, 21), t_efteling)

    # ------------------------------------------------------------ the 2024 year folder: the rest
    add("Dokumenty/2024/scan_0012.pdf", A, T, _age(2024, 4, 16), t_kvk, True)
    add("Dokumenty/2024/Nowy dokument tekstowy.txt", A, T, _age(2024, 3, 12), t_startnotes, True)
    add("Dokumenty/2024/Leasecontract DAF getekend.pdf", A, T, _age(2024, 4, 26), lambda rr, dt: (
        "Maas Truck Lease B.V. - getekende overeenkomst ML-2024-0417\n\nObject: DAF XF 480 FT, kenteken 72-BNR-6\n"
        "Looptijd 28-04-2024 t/m 31-08-2026, termijn € 2.145,00 excl. btw + full service € 310,00\n"
        "Handtekening lessee: D. Nowicki   Handtekening lessor: M. Janssen, Maas Truck Lease"))
    add("Dokumenty/2024/Aangifte OB Q2 2024.pdf", A, T, _age(2024, 7, 25), t_btw_ontvangst(2, 2024))

    # ------------------------------------------------------------ Dutch, recipes, fishing, ebooks, music (Resources)
    d = "Dokumenty/Nauka NL"
    add(f"{d}/słowniczek NL-PL praca.docx", R, "Language", 900, t_woordenlijst)
    add(f"{d}/NT2 hoofdstuk 7 werk en afspraken.pdf", R, "Language", 1500, t_nt2)
    add(f"{d}/NT2 luisteroefening 7.mp3", R, "Language", 1500,
        lambda rr, dt: _id3(rr, "Luisteroefening 7 - Op het werk", "NT2 Taalcentrum", "Nederlands A2/B1"))
    add("Dokumenty/Document2.docx", R, "Language", 880, t_woordenlijst, True)
    d = "Dokumenty/Przepisy"
    add(f"{d}/pierogi ruskie.txt", R, "Cooking", 1200, t_recipe("pierogi"))
    add(f"{d}/bigos.docx", R, "Cooking", 980, t_recipe("bigos"))
    add(f"{d}/sernik krakowski babci.docx", R, "Cooking", 700, t_recipe("sernik"))
    add(f"{d}/żurek.txt", R, "Cooking", 430, t_recipe("zurek"))
    add("Pobrane/boerenkoolstamppot AH.pdf", R, "Cooking", 190, t_recipe("stamppot"))
    add("Pulpit/Nowy dokument tekstowy (3).txt", R, "Cooking", 150, t_recipe("pierogi"), True)
    add("Dokumenty/Wędkarstwo/Maas sandacz notatki.txt", R, "Fishing", 400, t_visstek)
    add("Dokumenty/Wędkarstwo/Lijst van Viswateren Limburg.pdf", R, "Fishing", 420, t_vislijst)
    add("Pobrane/Lijst_van_Viswateren_2026.pdf", R, "Fishing", 120, t_vislijst)
    books = [("Henryk Sienkiewicz - Krzyżacy.epub", "Krzyżacy", "Henryk Sienkiewicz", "pl",
              "Pan Zbyszko z Bogdańca wstąpił do gospody Pod Lutym Turem w Tyńcu..."),
             ("Bolesław Prus - Lalka.epub", "Lalka", "Bolesław Prus", "pl",
              "W początkach roku 1878, kiedy świat polityczny zajmował się pokojem san-stefańskim..."),
             ("Stefan Żeromski - Przedwiośnie.epub", "Przedwiośnie", "Stefan Żeromski", "pl",
              "Matka Cezarego Baryki długo nie mogła się pogodzić z myślą..."),
             ("Jules Verne - W osiemdziesiąt dni dookoła świata.epub", "W 80 dni dookoła świata", "Jules Verne", "pl",
              "W roku 1872 dom pod numerem 7 przy Saville Row zamieszkiwał Phileas Fogg..."),
             ("Arthur Conan Doyle - The Hound of the Baskervilles.epub", "The Hound of the Baskervilles",
              "Arthur Conan Doyle", "en", "Mr. Sherlock Holmes, who was usually very late in the mornings..."),
             ("Annie M.G. Schmidt - Pluk van de Petteflet (fragment).epub", "Pluk van de Petteflet",
              "Annie M.G. Schmidt", "nl", "Pluk had een kraanwagentje. Een klein rood kraanwagentje...")]
    for i, (fn, title, author, lang, para) in enumerate(books):
        add(f"{'Dokumenty/Ebooki' if i < 4 else 'Pobrane'}/{fn}", R, "Books", 300 + i * 170,
            lambda rr, dt, t=title, a=author, lg=lang, p=para: _epub(t, a, lg, p))
    songs = [("Dżem", "Wehikuł czasu", "Wehikuł czasu - Spodek '92"), ("Perfect", "Autobiografia", "UNU"),
             ("Lady Pank", "Mniej niż zero", "Lady Pank"),
             ("Myslovitz", "Długość dźwięku samotności", "Miłość w czasach popkultury"),
             ("Kult", "Arahja", "Posłuchaj to do ciebie"),
             ("Budka Suflera", "Jolka, Jolka pamiętasz", "Ona przyszła prosto z chmur"),
             ("Guus Meeuwis", "Het is een nacht", "Groots met een zachte G"),
             ("Golec uOrkiestra", "Ściernisco", "Golec uOrkiestra 2")]
    for i, (artist, title, album) in enumerate(songs):
        add(f"Muzyka/{artist} - {title}.mp3", R, "Music", 200 + i * 140,
            lambda rr, dt, t=title, a=artist, al=album: _id3(rr, t, a, al))

    # ------------------------------------------------------------ installers (Resources Software)
    for name, head, age in (("ChromeSetup.exe", EXE, 420), ("vlc-3.0.20-win64.exe", EXE, 610),
                            ("AnyDesk.exe", EXE, 95), ("WhatsAppInstaller.exe", EXE, 300),
                            ("TachoPlus_Setup_3.8.1.exe", EXE, 740), ("LibreOffice_24.2.3_Win_x86-64.msi", MSI, 560),
                            ("Firefox Setup 126.0.exe", EXE, 380)):
        add(f"Pobrane/{name}", R, "Software", age, blob(head, 3000))
    add("Pobrane/ACS ACR38 kaartlezer driver.zip", R, "Software", 745, lambda rr, dt: _zip([
        ("ACR38_Driver_Win_4.2/README.txt", ("ACS ACR38 Smart Card Reader - PC/SC driver for Windows 10/11\n"
                                             "Used with tachograph driver-card download software.")),
        ("ACR38_Driver_Win_4.2/Setup.exe", "MZ")]))

    # ------------------------------------------------------------ photos and screenshots (Resources Photos)
    for age in (_age(2026, 5, 17, 11), _age(2026, 5, 17, 11.2), _age(2026, 5, 17, 12), _age(2026, 5, 17, 14),
                _age(2026, 5, 17, 16), _age(2026, 5, 16, 18)):
        cam("Obrazy/Komunia Kacpra 17.05.2026", age, R, "Photos")
    for age in (_age(2024, 7, 14), _age(2024, 7, 16), _age(2024, 7, 19), _age(2024, 7, 24)):
        cam("Obrazy/2024 Turcja", age, R, "Photos")
    for age in (_age(2025, 2, 16), _age(2025, 2, 18), _age(2025, 2, 20)):
        cam("Obrazy/2025/Zakopane", age, R, "Photos")
    for age in (_age(2025, 9, 13), _age(2025, 11, 1), _age(2025, 12, 24), _age(2026, 3, 7), _age(2026, 4, 25)):
        cam("Obrazy/Telefon", age, R, "Photos")
    for n, age in enumerate((_age(2025, 10, 4), _age(2026, 5, 25)), 4821):
        add(f"Obrazy/Aga iPhone/IMG_{n}.HEIC", R, "Photos", age, "")
    for age in (_age(2023, 8, 26), _age(2023, 8, 26, 15)):
        cam("Obrazy/Efteling 2023", age, R, "Photos")
    for age in (_age(2026, 3, 14, 10.25), _age(2026, 4, 2, 21.5), _age(2026, 5, 28, 8.3)):
        dt = NOW - timedelta(days=age)
        add(f"Obrazy/Zrzuty ekranu/Zrzut ekranu {dt:%Y-%m-%d %H%M%S}.png", R, "Photos", age, "")
    add("Pulpit/Zrzut ekranu 2026-05-30 195512.png", R, "Photos", _age(2026, 5, 30, 19.9), "")
    wa("Pobrane", _age(2026, 5, 18), 17, R, "Photos")
    wa("Pobrane", _age(2026, 5, 18), 18, R, "Photos")
    add("Obrazy/tapeta Maas zachód słońca.jpg", R, "Photos", 800, "exif")

    # ------------------------------------------------------------ the old phone copy (Archive Backup)
    d = "Kopia telefonu Samsung A52"
    for age in (_age(2021, 6, 12), _age(2021, 12, 24), _age(2022, 5, 3), _age(2022, 8, 14), _age(2023, 1, 7),
                _age(2023, 4, 9), _age(2023, 7, 30)):
        cam(f"{d}/DCIM/Camera", age, X, "Backup")
    for n, age in enumerate((_age(2022, 11, 2), _age(2023, 3, 18), _age(2023, 9, 1)), 3):
        wa(f"{d}/WhatsApp/Media/WhatsApp Images", age, n, X, "Backup")
    add(f"{d}/Documents/Ryanair boarding pass EIN-KTW.pdf", X, "Backup", _age(2022, 12, 20), lambda rr, dt: (
        "Ryanair - Boarding pass\nNOWICKA/AGNIESZKA MRS\nFlight FR 2137  Eindhoven (EIN) - Katowice (KTW)\n"
        "Date: 22 Dec 2022  Boarding 06:35  Gate closes 06:55\nSeat 14C  Priority & 2 Cabin Bags"))
    add(f"{d}/Documents/szczepienia Kacper.pdf", X, "Backup", _age(2021, 3, 2), lambda rr, dt: (
        "Książeczka szczepień - skan\nKacper Nowicki ur. 02.11.2016\nDTP/IPV/Hib/HBV - 6 tyg., 3 mies., 5 mies., "
        "11 mies.\nMMR - 13 mies.\nPneumokoki - 2, 4, 13 mies.\nKontynuacja w Holandii: RIVM / consultatiebureau "
        "Venlo"))
    add(f"{d}/Download/CMR scan 2023.pdf", X, "Backup", _age(2023, 5, 17), t_cmr)
    add(f"{d}/Download/rozkład jazdy Flixbus.pdf", X, "Backup", _age(2022, 7, 1), lambda rr, dt: (
        "FlixBus - Ticket\nVenlo Busstation -> Opole Dworzec Autobusowy\n01.07.2022 19:40 -> 02.07.2022 09:15\n"
        "1 Erwachsener: D. Nowicki\nBuchungsnummer 2 883 417 551"))

    # ------------------------------------------------------------ the old laptop copy (Archive Backup)
    d = "Dokumenty/Stary laptop Acer - kopia"
    add(f"{d}/Moje dokumenty/CV Dariusz Nowicki 2016.docx", X, "Backup", _age(2016, 11, 20), lambda rr, dt: (
        "CURRICULUM VITAE\n\nDariusz Nowicki\nur. 14.03.1988, Nysa\ntel. 605 *** 417\n\nDoświadczenie:\n"
        "06.2010 - obecnie: PHU Trans-Nys Sp. z o.o., kierowca C+E, transport międzynarodowy (DE, NL, FR, IT)\n"
        "2008 - 2010: Hurtownia Budowlana Otmuchów, kierowca kat. C, magazynier\n\nUprawnienia: prawo jazdy C+E, "
        "świadectwo kwalifikacji, karta kierowcy\nJęzyki: niemiecki komunikatywnie, angielski podstawowy\n"
        "Zainteresowania: wędkarstwo, piłka nożna"))
    add(f"{d}/Moje dokumenty/sollicitatie Van den Heuvel.docx", X, "Backup", _age(2016, 12, 5), lambda rr, dt: (
        "Dear Mr. Van den Heuvel,\n\nI would like to apply for the position of international truck driver (CE). "
        "I have six years of experience in international transport from Poland to Germany, the Netherlands and "
        "Italy, without accidents. I have a digital driver card and Code 95. I can start in March 2017.\n\n"
        "Kind regards,\nDariusz Nowicki"))
    add(f"{d}/Moje dokumenty/umowa najmu 2019 Mickiewicza.doc", X, "Backup", _age(2019, 3, 25),
        lambda rr, dt: MSI + b"Umowa najmu lokalu mieszkalnego - Nysa, ul. Mickiewicza 18/5 - najemca Tomasz Bieniek"
        + bytes(rr.getrandbits(8) for _ in range(800)))
    add(f"{d}/Moje dokumenty/PIT-37 2016.pdf", X, "Backup", _age(2017, 4, 10), lambda rr, dt: (
        "PIT-37 ZEZNANIE O WYSOKOŚCI OSIĄGNIĘTEGO DOCHODU (PONIESIONEJ STRATY) W ROKU PODATKOWYM 2016\n"
        "Urząd Skarbowy w Nysie\nPodatnik: Nowicki Dariusz\nPrzychód (PIT-11 Trans-Nys): 42 118,00 zł\n"
        "Ulga na dziecko: 92,67 zł\nNadpłata: 311,00 zł"))
    add(f"{d}/Moje dokumenty/lista rzeczy przeprowadzka.txt", X, "Backup", _age(2017, 7, 20), lambda rr, dt: (
        "przeprowadzka do Holandii - sierpień 2017\n\n- dokumenty: akty urodzenia (tłumaczenie przysięgłe!), "
        "akt małżeństwa, świadectwa pracy\n- BSN - gemeente Venlo umówić inschrijving\n- konto ING, "
        "zorgverzekering w 4 miesiące\n- łóżeczko Kacpra zostaje u mamy\n- bus od Zbyszka 29.07"))
    for age in (_age(2014, 8, 9), _age(2016, 11, 3), _age(2017, 8, 2), _age(2018, 12, 24)):
        cam(f"{d}/Zdjęcia", age, X, "Backup")
    add(f"{d}/Muzyka/Dżem - Whisky.mp3", X, "Backup", 3500, lambda rr, dt: _id3(rr, "Whisky", "Dżem", "Dżem"))
    add(f"{d}/Pulpit/hasła.txt", X, "Backup", _age(2020, 1, 5), lambda rr, dt: (
        "stare - nieaktualne\nallegro: d.nowicki88\nPKO inteligo: zmienione 2019\nwifi Nysa: Mickiewicza18_5"))

    # ------------------------------------------------------------ unfinished downloads, lock and system files (Left)
    add("Pobrane/LibreOffice_24.2.3_Win_x86-64.msi.crdownload", L, "System", 560, blob(MSI, 1200))
    add("Pobrane/zdjecia remont maj.zip.part", L, "System", 4, blob(b"PK\x03\x04", 900))
    add("Pobrane/Nieuwsbrief juni 2026.pdf.crdownload", L, "System", 0.4, blob(b"%PDF-1.7\n", 300))
    add("Dokumenty/Mieszkanie Nysa/~$owa najmu 2026 Szymańska.docx", L, "System", 0.2, _lock("Dariusz"))
    add("Dokumenty/Firma DN Transport/Facturen/~$ritten 2026.xlsx", L, "System", 0.3, _lock("Dariusz"))
    add("Pulpit/desktop.ini", L, "System", 1500,
        "\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n"
        .encode("utf-16"))
    add("Pobrane/desktop.ini", L, "System", 1500,
        "\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n"
        "IconResource=%SystemRoot%\\system32\\imageres.dll,-184\r\n".encode("utf-16"))
    add("Obrazy/2024 Turcja/Thumbs.db", L, "System", 680, blob(MSI, 2000))

    return items
