"""A hundred-and-thirtieth unseen labelled corpus: Sabine Wallner's MacBook, ``build(root, seed)``, written blind.

What I read, and nothing else: ``/tmp/brief/corpus_rules.txt``; ``benchmarks/placement/unseen.py`` lines
1-220 (docstring and helpers) and 1296-1360 (the write/encode/add/dot/photo helpers at the start of
``build()``, which run into the first lines of that corpus's own file list); ``benchmarks/placement/corpus.py``
lines 1-30 and its functions ``_pdf`` and ``_jpeg``; ``benchmarks/placement/blind.py`` lines 74-107 and its
function ``_png``; a file-name listing of ``benchmarks/placement/``. Slips, recorded honestly: printing
``corpus.py`` lines 169-230 to see ``_pdf``/``_jpeg`` also showed lines 213-230, the opening of that module's
``build()`` (a loop writing named Downloads files and EXIF-dated camera photos); a ``grep -n DAY`` on
``corpus.py`` showed its lines 147 and 223 (an mtime formula and a year computation). None of it shaped
this module: the person, folders, files and labels below were designed from the brief alone.

The person: DI Sabine Wallner, 47 (born 1979), landscape architect in Vienna. She studied Landschaftsplanung
und Landschaftsarchitektur at BOKU, worked 2008-2019 as a project leader at Knoll Planung & Landschaft ZT GmbH
(a large planning office in 1050 Wien; she left on 30 June 2019), and since October 2019 runs a one-person
studio, "Wallner Landschaftsarchitektur" (Einzelunternehmen, Technisches Büro für Landschaftsplanung, WKO
member, GSVG-insured with the SVS, quarterly USt-Voranmeldungen, Steuerberaterin Mag. Ulrike Brandstätter),
from the study of her rented flat at Lindengasse 38/14, 1070 Wien. She divorced Martin Reiter in 2021
(einvernehmlich, BG Josefstadt); their daughter Lena Reiter (15) lives with her, attends class 6B of the
BRG 7 Zieglergasse and is co-insured with her father at the ÖGK; Martin pays child support. Sabine has no car
and uses a car-sharing membership (FlinkCar) and a Klimaticket. She writes German (Austrian usage) with some
English. As of NOW (2026-06-01) in progress: three client commissions -- the schoolyard of VS Vorgartenstraße
for the City of Vienna (MA 56 Wiener Schulen; Vorentwurf done, Entwurf due end of June), the hillside private
garden of the Ebners in Döbling (under construction by a landscaping firm), and an open competition entry
for a rooftop garden at Nordbahnhof (deadline 19 June 2026); the community garden in the Bernardgasse she
volunteers to set up (association being founded, opening 20 June 2026); and the trip to the landscape
conference in Copenhagen, 14-16 September 2026. Ended: the Knoll job (2019), two finished commissions (the
courtyard of a housing estate in Simmering, 2024, and the Koller garden in Perchtoldsdorf, 2025), the
divorce (2021), the Croatia holiday on Lošinj (July 2025), the old iPhone 8 whose backup sits in Dokumente.

The machine (a MacBook, German-localised home folder): ``Dokumente/`` with some good folders (``Studio/``,
``Projekte/`` with ``Abgeschlossen/``, ``Privat/`` with Wohnung, Steuern, Finanzen, Gesundheit, Lena Schule,
``Gemeinschaftsgarten/``, ``Reisen/``, ``Fachliteratur/``, ``Knoll Planung (alt)/`` copied from a Windows
USB stick, ``Scheidung 2021/``, a ``2023/`` dump of that year's files, ``iPhone Backup 2020/``), a
``Downloads/`` dump, a ``Schreibtisch/`` dump, ``Scans/`` from the scanner app, ``Bilder/`` with site photos
and private photos, ``Musik/``.

LABELLING RULES (written before any file was generated; as of NOW):

- **Projects** (outcome with an end, still being worked on, whatever the file's age): the schoolyard
  commission -- offer, city order, minutes, workshop, plans, cost estimate, plant list, tree-register export,
  partial Honorarnote, site photos (topic ``Schulhof Vorgartenstraße``); the Döbling garden -- offer, survey,
  design, plant list, contractor bids and comparison, site minutes, Honorarnoten, photos (``Garten Döbling``);
  the rooftop competition -- brief, Q&A, concept text, area balance, author's declaration, reference images
  (``Wettbewerb Dachgarten``); the community garden -- funding application and grant, budget, lease (Prekarium)
  with the city, statutes draft, sign-ups, minutes, seed order, photos (``Gemeinschaftsgarten``); the
  Copenhagen conference trip -- registration, abstract, flight, hotel, budget, packing list (``Reisen``).
  A Honorarnote of an active commission belongs to the commission, not to the bookkeeping.
- **Areas** (ongoing, no end, whatever the document's age): running the studio -- bookkeeping (EAR, receipts,
  business account and its exports), SVS contribution notices, USt-Voranmeldungen, WKO and ÖGLA dues, software
  licences and keys, professional liability insurance, templates, portfolio, mail with the tax adviser
  (``Studio``); the flat -- rent, indexation, operating costs, Wien Energie, ORF-Beitrag, internet, household
  insurance, letters to the Hausverwaltung (``Wohnung``); income tax of any year, assessments, prepayments,
  Familienbonus (``Steuern``); private account, building savings, depot, pension account, household budget,
  child support received (``Finanzen``); health -- Wahlarzt bills, SVS/ÖGK refunds (including SVS health
  refunds, which are Gesundheit, while SVS contribution notices are Studio), findings (``Gesundheit``);
  Lena's school -- parents' letters, school trips, language week, parents' evening, payments (``Schule``);
  car sharing and Klimaticket (``Mobilität``).
- **Resources** (reference and interests): professional reference not made for one job -- standards notes,
  FLL/ÖNORM summaries, Vienna tree lists, nursery catalogue, articles (``Fachliteratur``; a plant list made for
  a commission is that commission's); everyday and family photos and screenshots (``Fotos``); installers
  (``Software``); ebooks (``Bücher``); music (``Musik``); recipes (``Kochen``).
- **Archive** (finished projects, ended responsibilities): the Simmering courtyard 2024 (``Innenhof
  Simmering``) and the Perchtoldsdorf garden 2025 (``Garten Perchtoldsdorf``) including their photos and
  final invoices; the Knoll employment -- contract, payslips, reference, resignation, old project files
  (``Knoll Planung``); the divorce -- settlement, court decision, mediation, asset split, lawyer's bill
  (``Scheidung``; ongoing child support is Finanzen); the Croatia holiday 2025 with its photos (``Reisen``);
  everything inside the old iPhone backup (``Backup``).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$...``), ``Thumbs.db``
  and ``desktop.ini`` from the Windows stick (topic ``System``). ``.DS_Store``/``.localized`` are written with
  ``dot()`` and not labelled.

``hard`` marks a file whose name and folder say nothing about its subject (``Downloads/Dokument (2).pdf``,
``Scans/Scan 2026-03-14.pdf``, ``Schreibtisch/Unbenannt.txt``, ``Downloads/export.csv``, ``Dokumente/2023/
scan_0012.pdf``, ``Downloads/IMG_2231.pdf``); each has specific text. Images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers


def _at(days: float):
    return NOW - timedelta(days=days)


def _de(dt) -> str:
    return dt.strftime("%d.%m.%Y")


def _eur(v: float) -> str:
    return "€ " + f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")


def _mail(frm: str, to: str, dt, subj: str, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nDate: {dt.strftime('%a, %d %b %Y %H:%M:%S +0200')}\nSubject: {subj}\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


ME = "Sabine Wallner <office@wallner-landschaft.at>"
STUDIO = ("Wallner Landschaftsarchitektur | DI Sabine Wallner\nTechnisches Büro für Landschaftsplanung\n"
          "Lindengasse 38/14, 1070 Wien | +43 699 1742 3381 | office@wallner-landschaft.at\n"
          "UID ATU71829354 | Erste Bank IBAN AT43 2011 1842 7712 0300 | BIC GIBAATWWXXX")
ADDR = "Frau\nDI Sabine Wallner\nLindengasse 38/14\n1070 Wien"
STNR = "07 418/2259"
SVSNR = "4417 120579"
FIRST = ["Andrea", "Christian", "Gerald", "Monika", "Stefan", "Birgit", "Thomas", "Claudia", "Wolfgang", "Petra",
         "Markus", "Sonja", "Florian", "Elisabeth", "Jürgen", "Karin", "Lukas", "Verena"]
SURN = ["Huber", "Gruber", "Bauer", "Wagner", "Pichler", "Moser", "Steiner", "Mayer", "Hofer", "Leitner", "Berger",
        "Fuchs", "Eder", "Schwarz", "Wimmer", "Lechner", "Haider", "Brandl", "Novak", "Svoboda"]
MA56 = ("Stadt Wien - Wiener Schulen (MA 56)\nReferat Schulbau und Freiraum\nz.H. Ing. Gerald Pospischil\n"
        "Mollardgasse 8, 1060 Wien")
EBNER = "Dr. Christian Ebner und Mag. Andrea Ebner\nKrottenbachstraße 112\n1190 Wien"
SIMM = "Siedlungsgenossenschaft Wien-Ost reg.Gen.m.b.H.\nz.H. DI Petra Strobl\nEtrichstraße 21, 1110 Wien"
KOLLER = "Familie Ing. Herbert und Ursula Koller\nHochstraße 27\n2380 Perchtoldsdorf"
SH = "Umgestaltung Schulfreiraum VS Vorgartenstraße 95, 1020 Wien"
GD = "Gartenplanung Hanggarten Ebner, Krottenbachstraße 112, 1190 Wien"


def _who(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def t_honorar(nr: str, client: str, proj: str, lines: list[tuple[str, float, float]], ref: str = ""):
    def gen(r, dt):
        rows, net = [], 0.0
        for text, lo, hi in lines:
            v = round(r.uniform(lo, hi) / 10) * 10.0
            net += v
            rows.append(f"{text}  {_eur(v)}")
        return (f"{STUDIO}\n\n{client}\n\nHONORARNOTE Nr. {nr}\nWien, am {_de(dt)}\nProjekt: {proj}\n{ref}\n"
                + "\n".join(rows) + f"\nSumme netto  {_eur(net)}\nzzgl. 20 % USt  {_eur(net * 0.2)}\n"
                f"Gesamtbetrag  {_eur(net * 1.2)}\nZahlbar binnen 14 Tagen ohne Abzug. Verwendungszweck: HN {nr}\n"
                "Vielen Dank für den Auftrag!")
    return gen


# --------------------------------------------------------------------------- Studio (Areas)

VENDORS = [
    ("Copy & Plot Neubau GmbH, Neubaugasse 61, 1070 Wien", "Plotkosten A1/A0 Farbe, 14 Blatt", 60, 190),
    ("A1 Telekom Austria AG, Lassallestraße 9, 1020 Wien", "Mobilfunk A1 Business Unlimited, Rufnummer 0699 17423381", 35, 48),
    ("Libro Handels GmbH, Filiale Mariahilfer Straße", "Skizzenrollen, Fineliner, Ordner", 18, 64),
    ("Baumschule Praskac GmbH, Freundorf 2, 3430 Tulln", "Pflanzenmuster Stauden für Präsentation", 40, 120),
    ("Amazon EU S.à r.l.", "Laser-Entfernungsmesser Bosch GLM 50-27 CG", 110, 160),
    ("ÖBB-Personenverkehr AG", "Bahnticket Wien Hbf - Linz Hbf retour (Fachtagung)", 55, 90),
]


def t_beleg(i: int):
    def gen(r, dt):
        v, text, lo, hi = VENDORS[i][0], VENDORS[i][1], VENDORS[i][2], VENDORS[i][3]
        net = r.uniform(lo, hi)
        return (f"{v}\nRECHNUNG Nr. {r.randint(100000, 999999)}\nDatum: {_de(dt)}\nKunde: Wallner Landschaftsarchitektur,"
                f" Lindengasse 38/14, 1070 Wien, UID ATU71829354\n{text}\nNetto {_eur(net)}\n20 % USt {_eur(net * .2)}\n"
                f"Gesamt {_eur(net * 1.2)}\nBezahlt mit Karte **** 4471")
    return gen


def t_konto_geschaeft(r, dt):
    rows = [f"{_de(dt - timedelta(days=d))}  {t}  {s}{_eur(r.uniform(lo, hi))}" for d, t, s, lo, hi in (
        (27, "SVS Beitrag Quartal GSVG Vers.Nr 4417120579", "-", 1900, 2300),
        (22, "Stadt Wien MA 56 Bestellnr 4500918273 HN 2026-004", "+", 12564, 12564),
        (18, "Vectorworks / ComputerWorks GmbH Service Select", "-", 790, 880),
        (13, "Dr. Ebner Christian HN 2026-006 Gartenplanung", "+", 6156, 6156),
        (9, "Finanzamt Oesterreich UVA Q1 Steuernr 07 418/2259", "-", 2100, 3400),
        (4, "A1 Telekom Rechnung", "-", 42, 58),
        (2, "Copy und Plot Neubau", "-", 80, 220))]
    return (f"Erste Bank - Kontoauszug Geschäftskonto\nKontoinhaberin: Wallner Sabine DI, Wallner Landschaftsarchitektur\n"
            f"IBAN AT43 2011 1842 7712 0300\nAuszug Nr. {dt.month:02d}/{dt.year} vom {_de(dt)}\n" + "\n".join(rows)
            + f"\nNeuer Kontostand {_eur(r.uniform(14000, 26000))}")


def t_konto_export(r, dt):
    out = ["Buchungsdatum;Partnername;Partner IBAN;Betrag;Währung;Verwendungszweck"]
    items = [("Stadt Wien MA 56", "AT31 1200 0006 9625 5207", 12564.0, "HN 2026-004 Bestellnr 4500918273"),
             ("Ebner Christian Dr.", "AT82 1400 0862 1100 4421", 6156.0, "HN 2026-006 Krottenbachstrasse"),
             ("SVS Sozialversicherung", "AT93 6000 0000 0105 2219", -2084.66, "GSVG Beitrag Q2 4417120579"),
             ("ComputerWorks GmbH", "DE44 6835 0048 0001 0190 77", -838.80, "Vectorworks Service Select 2026"),
             ("Adobe Systems Software Ireland", "IE29 AIBK 9311 5212 3456 78", -797.28, "Creative Cloud Jahresabo"),
             ("Finanzamt Oesterreich", "AT83 0100 0000 0550 4374", -2871.00, "UVA 01-03/2026 07 418/2259"),
             ("WKO Wien", "AT25 1200 0006 9612 3301", -198.50, "Grundumlage 2026 Ingenieurbueros"),
             ("Copy & Plot Neubau", "AT12 2011 1290 0011 2233", -146.40, "RE 88213 Plots Schulhof")]
    for i, (n, ib, a, z) in enumerate(items):
        out.append(f"{_de(dt - timedelta(days=60 - i * 7))};{n};{ib};{a:.2f}".replace(".", ",") + f";EUR;{z}")
    return "\n".join(out)


def t_svs(q: str):
    def gen(r, dt):
        kv, pv, sv = r.uniform(420, 520), r.uniform(1150, 1350), r.uniform(240, 290)
        return (f"SVS - Sozialversicherungsanstalt der Selbständigen\nLandesstelle Wien, Wiedner Hauptstraße 84-86, 1051 Wien\n"
                f"{ADDR}\nVersicherungsnummer: {SVSNR}\nBEITRAGSVORSCHREIBUNG {q}\nWien, {_de(dt)}\n"
                f"Vorläufige Beitragsgrundlage (GSVG) monatlich {_eur(r.uniform(4600, 5400))}\n"
                f"Krankenversicherung 6,80 %  {_eur(kv)}\nPensionsversicherung 18,50 %  {_eur(pv)}\n"
                f"Selbständigenvorsorge 1,53 %  {_eur(sv)}\nUnfallversicherung  {_eur(36.30)}\n"
                f"Zu zahlender Betrag  {_eur(kv + pv + sv + 36.30)}\nFällig am: Ende des zweiten Monats des Quartals\n"
                "Hinweis: Die endgültige Beitragsgrundlage wird nach Vorliegen des Einkommensteuerbescheides festgestellt.")
    return gen


def t_uva(q: str):
    def gen(r, dt):
        u = r.uniform(22000, 34000)
        vst = r.uniform(900, 1900)
        return (f"Umsatzsteuervoranmeldung (U 30) - Zeitraum {q}\nSteuernummer {STNR}, Finanzamt Österreich\n"
                f"Wallner Sabine DI, Lindengasse 38/14, 1070 Wien\nKZ 000 Gesamtbetrag der Lieferungen und Leistungen {_eur(u)}\n"
                f"KZ 022 davon 20 % Normalsteuersatz {_eur(u)} -> USt {_eur(u * .2)}\nKZ 060 Vorsteuer {_eur(vst)}\n"
                f"KZ 095 Zahllast {_eur(u * .2 - vst)}\nÜbermittelt via FinanzOnline am {_de(dt)}, "
                f"Referenz {r.randint(10**9, 10**10 - 1)}")
    return gen


def t_ear(year: int):
    def gen(r, dt):
        rows = ["Datum;Beleg;Text;Einnahme;Ausgabe;USt"]
        for i in range(14):
            m = 1 + i * 11 // 14
            if i % 3 == 0:
                rows.append(f"{r.randint(2, 27):02d}.{m:02d}.{year};HN {year}-{i + 1:03d};Honorar "
                            f"{r.choice(['Innenhof Simmering', 'Garten Koller', 'Beratung', 'Schulhof', 'Garten Ebner'])};"
                            f"{r.randint(2000, 12000)};;20%")
            else:
                rows.append(f"{r.randint(2, 27):02d}.{m:02d}.{year};ER {i:03d};"
                            f"{r.choice(['Plotkosten', 'Vectorworks', 'Adobe CC', 'A1 Mobil', 'SVS Beitrag', 'Fachliteratur', 'Büromaterial'])};;"
                            f"{r.randint(30, 2100)};20%")
        return f"Einnahmen-Ausgaben-Rechnung {year} Wallner Landschaftsarchitektur\n" + "\n".join(rows)
    return gen


def t_wko(r, dt):
    return (f"Wirtschaftskammer Wien\nFachgruppe Ingenieurbüros\nStraße der Wiener Wirtschaft 1, 1020 Wien\n{ADDR}\n"
            f"Mitgliedsnummer 2719384\nVORSCHREIBUNG GRUNDUMLAGE {dt.year}\nWien, {_de(dt)}\n"
            f"Berechtigung: Ingenieurbüro (Beratende Ingenieurin) für Landschaftsplanung, Standort Lindengasse 38/14\n"
            f"Grundumlage {dt.year}  {_eur(198.50)}\nZahlbar bis 15.03.{dt.year}")


def t_ogla(r, dt):
    return (f"ÖGLA - Österreichische Gesellschaft für Landschaftsarchitektur\nMitgliedsbeitrag {dt.year}\n"
            f"Mitglied: DI Sabine Wallner, ordentliches Mitglied seit 2009\nBeitrag {_eur(180.00)}\n"
            "Enthalten: Jahresprogramm Exkursionen, Ermäßigung Landschaftsarchitekturtage, Newsletter\n"
            f"Rechnungsdatum {_de(dt)}")


def t_software(vendor: str, prod: str, lo: float, hi: float):
    def gen(r, dt):
        net = r.uniform(lo, hi)
        return (f"{vendor}\nINVOICE / RECHNUNG {r.randint(10**7, 10**8 - 1)}\nDate: {_de(dt)}\n"
                f"Bill to: Wallner Landschaftsarchitektur, Sabine Wallner, Lindengasse 38/14, 1070 Vienna, Austria\n"
                f"VAT ID customer: ATU71829354\n{prod}\nSubtotal {_eur(net)}\nVAT 20 % {_eur(net * .2)}\nTotal {_eur(net * 1.2)}\n"
                "Paid by SEPA direct debit. Licence period 12 months, auto-renewal.")
    return gen


def t_keys(r, dt):
    return ("Lizenzen Studio (NICHT löschen)\n\n"
            f"Vectorworks Landmark 2026 - Seriennummer: E6MLN8-{r.randint(100000, 999999)}-{r.randint(100000, 999999)}-XKQ7\n"
            "Service Select bis 31.03.2027, Kundennr ComputerWorks 48813\n"
            "Adobe CC: Login office@wallner-landschaft.at, Einzelplatz, Verlängerung jedes Jahr im Februar\n"
            "Microsoft 365 Business Basic: Admin = sabine@wallner-landschaft.at\n"
            "QGIS gratis, Plugin 'Baumkataster Wien' über Data Wien (OGD)\n"
            "SketchUp Go: gekündigt 11/2025, läuft aus")


def t_haftpflicht(r, dt):
    return (f"Wiener Städtische Versicherung AG\nPrämienvorschreibung Berufshaftpflicht\n{ADDR}\nPolizze Nr. "
            f"{r.randint(10**8, 10**9 - 1)}\nVersicherungsnehmerin: Wallner Landschaftsarchitektur\n"
            "Risiko: Technisches Büro Landschaftsplanung, Planung und örtliche Bauaufsicht\n"
            f"Versicherungssumme Personen-/Sachschäden {_eur(1500000)}, Vermögensschäden {_eur(250000)}\n"
            f"Jahresprämie inkl. 11 % Versicherungssteuer {_eur(r.uniform(780, 910))}\nHauptfälligkeit 01.01., "
            f"Vorschreibung vom {_de(dt)}")


def t_stb_mail(r, dt):
    return _mail("Mag. Ulrike Brandstätter <brandstaetter@stb-brandstaetter.at>", ME, dt,
                 "Fwd: UVA 1. Quartal 2026 - fehlende Belege",
                 "Liebe Frau Wallner,\n\nfür die UVA Jänner bis März fehlen mir noch:\n- die Rechnung Copy & Plot vom 18.02.\n"
                 "- der Beleg für den Entfernungsmesser (Amazon)\n- die Honorarnote 2026-004 an die MA 56 als e-Rechnung-PDF\n\n"
                 f"Die Zahllast beträgt voraussichtlich {_eur(r.uniform(2500, 3200))}, fällig am 15.05.\n"
                 "Bitte laden Sie die Belege ins Portal hoch.\n\nLiebe Grüße\nUlrike Brandstätter\nSteuerberatung Brandstätter, "
                 "Lange Gasse 12, 1080 Wien")


# --------------------------------------------------------------------------- Schulhof Vorgartenstraße (Projects)


def t_sh_angebot(r, dt):
    return (f"{STUDIO}\n\n{MA56}\n\nANGEBOT Nr. A-2026-003\nWien, {_de(dt)}\nBetrifft: {SH}\n"
            "Leistungsumfang:\n1 Grundlagenermittlung, Bestandsaufnahme, Baumbestand (Abgleich Baumkataster MA 42)  € 3.900,00\n"
            "2 Beteiligung: zwei Workshops mit Schulkindern (3./4. Klassen) und Lehrkräften  € 2.640,00\n"
            "3 Vorentwurf M 1:200 mit Variantenstudie Entsiegelung  € 7.860,00\n4 Entwurf M 1:100, Kostenberechnung  € 9.420,00\n"
            "5 Einreichunterlagen Baumschutz und Feuerwehrzufahrt  € 2.100,00\n6 Ausschreibung (optional)  € 5.940,00\n"
            "Summe Stufe 1 (Pos 1-5) netto € 25.920,00 zzgl. 20 % USt\nHonorarbasis: 95 €/h, Nebenkosten pauschal 3 %.\n"
            "Ziel: Entsiegelung ca. 640 m² Asphalt, Schattenbäume, Wasserspiel, Rückzugsorte (Programm 'Cooler Schulhof').\n"
            "Gültigkeit 3 Monate. Mit freundlichen Grüßen, DI Sabine Wallner")


def t_sh_auftrag(r, dt):
    return ("Stadt Wien - Wiener Schulen\nMagistratsabteilung 56\nReferat Schulbau und Freiraum\n"
            f"{ADDR}\nZahl: MA 56 - 214871/2026\nWien, {_de(dt)}\nAUFTRAGSSCHREIBEN / Bestellnummer 4500918273\n"
            f"Leistung: Freiraumplanung {SH}\nGrundlage: Ihr Angebot A-2026-003; Stufe 1 (Pos. 1-5)\n"
            "Auftragssumme netto € 25.920,00 zzgl. USt\nTermine: Vorentwurf bis 30.04.2026, Entwurf und Kostenberechnung bis 30.06.2026\n"
            "Baumschutz: Die drei Rosskastanien im Hof (Baumnummern 1147, 1148, 1152) sind zu erhalten.\n"
            "Rechnungen sind ausschließlich als e-Rechnung über das Unternehmensserviceportal (USP) unter Angabe der "
            "Bestellnummer einzubringen.\nFür die Abteilungsleiterin: Ing. Gerald Pospischil")


def t_sh_protokoll(n: int, dt0):
    def gen(r, dt):
        d = _de(dt0)
        return (f"BESPRECHUNGSPROTOKOLL Nr. {n}\nProjekt: {SH}\nDatum: {d}, 14:00-15:30, Ort: VS Vorgartenstraße, Konferenzzimmer\n"
                "Anwesend: Ing. G. Pospischil (MA 56), Dir. Renate Köstler (Schulleitung), Hr. Grabner (Schulwart), "
                "Ing. M. Fasching (MA 42 Wiener Stadtgärten), DI S. Wallner (Planung)\n"
                + ("1 Vorentwurf Variante B (Hügel + Wasserspiel) wird weiterverfolgt.\n2 Feuerwehrzufahrt 3,50 m entlang Turnsaal "
                   "bleibt befestigt, Rasengitter statt Asphalt geprüft.\n3 Schattensegel entfallen, stattdessen Pergola mit Wein.\n"
                   if n > 1 else
                   "1 Bestand: 1.180 m² Hof, davon 640 m² Asphalt, 3 Rosskastanien (schwache Vitalität Baum 1152).\n"
                   "2 Wünsche Schule: Freiluftklasse für 25 Kinder, Trinkbrunnen, Ballspielfläche bleibt.\n"
                   "3 Workshop mit den Kindern am 10.03. und 17.03. (Klassen 3a, 3b, 4a).\n")
                + f"4 Bauzeit nur Sommerferien 2027 möglich.\nTo-do: Wallner - Kostenschätzung bis {_de(dt0 + timedelta(days=21))}; "
                  f"MA 42 - Baumgutachten Baum 1152.\nNächster Termin: {_de(dt0 + timedelta(days=35))}\nProtokoll: S. Wallner")
    return gen


def t_sh_workshop(r, dt):
    wishes = [("Kletterbaum / Balancieren", 31), ("Wasser zum Spielen", 27), ("Versteck / Rückzugsort", 24),
              ("Fußballplatz behalten", 22), ("Hängematten", 17), ("Beete zum Gärtnern", 12), ("mehr Schatten", 11)]
    return ("Auswertung Beteiligungsworkshops Schulhof VS Vorgartenstraße\nKlassen 3a, 3b, 4a - 71 Kinder, 10.03. und 17.03.2026\n\n"
            + "\n".join(f"{w}: {n} Nennungen" for w, n in wishes)
            + "\n\nZitate: 'Im Sommer ist es am Asphalt so heiß, dass man nicht sitzen kann.' - 'Ein Hügel zum Runterrollen!'\n"
              "Lehrkräfte: Freiluftklasse mit Tafel, Sonnenschutz am Vormittag.\nFolgerung für Vorentwurf: Hügel mit Rutsche, "
              "Wasserspiel mit Handpumpe, Weidentunnel als Rückzugsort, Ballspielfläche verkleinert auf 18 x 12 m.")


def t_sh_kosten(r, dt):
    rows = [("Abbruch Asphalt inkl. Unterbau", 640, "m²", 38), ("Entsorgung Aushub", 310, "m³", 42),
            ("Baum Celtis australis StU 20-25, inkl. Baumgrube Schwammstadt", 6, "Stk", 4850),
            ("Wasserspiel mit Handpumpe", 1, "psch", 18500), ("Sitzstufen Lärche", 24, "lfm", 420),
            ("Fallschutz Hackschnitzel 30 cm", 180, "m²", 36), ("Pergola Stahl mit Weinrank", 1, "psch", 21000),
            ("Trinkbrunnen Wiener Wasser", 1, "Stk", 6400), ("Staudenpflanzung", 210, "m²", 48),
            ("Rasengitter Feuerwehrzufahrt", 160, "m²", 72)]
    out = ["Kostenschätzung Vorentwurf Schulhof VS Vorgartenstraße;;;;", "Pos;Leistung;Menge;Einheit;EP;GP"]
    tot = 0
    for i, (t, q, u, ep) in enumerate(rows, 1):
        ep2 = round(ep * r.uniform(.95, 1.08))
        tot += q * ep2
        out.append(f"{i:02d};{t};{q};{u};{ep2};{q * ep2}")
    out.append(f";Summe netto;;;;{tot}")
    out.append(f";Unvorhergesehenes 10 %;;;;{round(tot * .1)}")
    return "\n".join(out)


SH_PLANTS = [("Celtis australis", "Zürgelbaum", "H 4xv StU 20-25", 6), ("Ulmus 'New Horizon'", "Ulme", "H 4xv StU 20-25", 2),
             ("Cornus mas", "Dirndlstrauch", "Sol 125-150", 9), ("Salix purpurea 'Nana'", "Purpurweide (Weidentunnel)", "Steckholz", 60),
             ("Amelanchier lamarckii", "Felsenbirne", "Sol 150-175", 5), ("Salvia nemorosa 'Caradonna'", "Steppensalbei", "P9", 140),
             ("Sesleria autumnalis", "Herbst-Kopfgras", "P9", 220), ("Vitis vinifera 'Muscat bleu'", "Weinrebe Pergola", "Co 2l", 8)]


def t_sh_pflanz(r, dt):
    return ("Pflanzliste Vorentwurf Schulhof Vorgartenstraße\nBotanischer Name;Deutscher Name;Qualität;Stück\n"
            + "\n".join(f"{a};{b};{c};{d}" for a, b, c, d in SH_PLANTS))


def t_sh_baum(r, dt):
    rows = ["BAUM_ID;BAUMNUMMER;GATTUNG_ART;PFLANZJAHR;STAMMUMFANG;KRONENDURCHMESSER;BAUMHOEHE;OBJEKT_STRASSE;BEZIRK"]
    for nr, art, j in ((1147, "Aesculus hippocastanum (Rosskastanie)", 1961), (1148, "Aesculus hippocastanum (Rosskastanie)", 1961),
                       (1152, "Aesculus hippocastanum (Rosskastanie)", 1964), (1153, "Tilia cordata (Winterlinde)", 1998),
                       (1155, "Acer platanoides (Spitzahorn)", 2009)):
        rows.append(f"BAUM.{r.randint(400000, 499999)};{nr};{art};{j};{r.randint(90, 260)};{r.randint(6, 16)};"
                    f"{r.randint(9, 22)};Vorgartenstraße 95 Schulhof;2")
    return "\n".join(rows)


def t_sh_erl(r, dt):
    return ("Erläuterungsbericht Vorentwurf\n" + SH + "\nAuftraggeberin: Stadt Wien - Wiener Schulen (MA 56)\n\n"
            "Der Schulhof ist heute zu 54 % asphaltiert und heizt sich im Juni auf über 50 °C Oberflächentemperatur auf. "
            "Der Vorentwurf (Variante B) entsiegelt 640 m², erhält die drei Rosskastanien und ergänzt sechs Zürgelbäume in "
            "Schwammstadt-Baumgruben. Ein modellierter Hügel mit Rutsche, ein Weidentunnel und ein Wasserspiel mit Handpumpe "
            "greifen die Wünsche aus den Workshops der Klassen 3a, 3b und 4a auf. Die Ballspielfläche (18 x 12 m) bleibt, die "
            "Feuerwehrzufahrt entlang des Turnsaals wird als Rasengitter ausgeführt.\nFreiluftklasse: Sitzstufen aus Lärche unter "
            "einer Pergola mit Weinranken für 25 Kinder.\nKostenrahmen laut Schätzung ca. € 235.000 netto.")


def t_sh_mail(r, dt):
    return _mail("Pospischil Gerald <gerald.pospischil@wien.gv.at>", ME, dt, "AW: Vorentwurf Schulfreiraum VS Vorgartenstraße",
                 "Sehr geehrte Frau DI Wallner,\n\nvielen Dank für den Vorentwurf. Die Schulleitung ist sehr angetan von Variante B.\n"
                 "Anmerkungen MA 56:\n- Wasserspiel: bitte Wartungskonzept mit Wiener Wasser (MA 31) abklären\n"
                 "- Kostenrahmen von € 250.000 brutto darf nicht überschritten werden\n- Hügel: Fallhöhen nach ÖNORM EN 1176 nachweisen\n\n"
                 "Bitte die Entwurfsunterlagen bis 30.06. an mich. Teilrechnung Vorentwurf kann gelegt werden (e-Rechnung, "
                 "Bestellnummer 4500918273).\n\nMit freundlichen Grüßen\nGerald Pospischil\nMA 56 - Referat Schulbau und Freiraum")


def t_sh_zeit(r, dt):
    return ("# Zeitplan Schulhof Vorgartenstraße\n\n- 19.02. Auftrag MA 56 (Bestellnr 4500918273)\n- 10./17.03. Workshops Kinder\n"
            "- 30.04. Vorentwurf abgegeben ✔\n- 20.05. Besprechung 2 mit Schulleitung, MA 42\n- **30.06. Entwurf + Kostenberechnung**\n"
            "- Herbst 2026: Ausschreibung (wenn beauftragt)\n- Sommerferien 2027: Bau\n\nOffen: Baumgutachten 1152, Leitungsauskunft Wien Energie")


# --------------------------------------------------------------------------- Garten Döbling (Projects)


def t_gd_angebot(r, dt):
    return (f"{STUDIO}\n\n{EBNER}\n\nANGEBOT Nr. A-2025-011\nWien, {_de(dt)}\nBetrifft: {GD}\n"
            "1 Bestandsaufnahme und Vermessung des Hanggrundstücks (ca. 1.140 m²)  € 1.710,00\n"
            "2 Entwurf mit zwei Varianten, Besprechung vor Ort  € 3.420,00\n3 Ausführungsplanung, Pflanzplan, Details Natursteinmauer  € 4.180,00\n"
            "4 Einholung und Vergleich von drei Gartenbau-Angeboten  € 950,00\n5 Künstlerische Bauüberwachung, ca. 8 Termine à 2 h  € 1.520,00\n"
            "Summe netto € 11.780,00 zzgl. 20 % USt\nMit freundlichen Grüßen, Sabine Wallner")


def t_gd_bestand(r, dt):
    return ("Bestandsaufnahme Garten Ebner, Krottenbachstraße 112, 1190 Wien\nBegehung 14.10.2025 mit Fr. Mag. Ebner\n"
            "Grundstück ca. 1.140 m², Hangneigung 15-20 % nach Süden, lehmiger Boden, Quellhorizont im unteren Drittel.\n"
            "Bestandsbäume: Walnuss (Juglans regia, StU 180 cm, erhaltenswert), Vogelkirsche (schwach), 2 Thujenhecken zur "
            "Nr. 110 (Entfernung gewünscht), Eibe beim Eingang.\nWünsche: Kräutergarten nahe der Küche, Sitzplatz unter dem "
            "Walnussbaum, Sichtschutz zum Nachbarn, kein Rasen am Steilhang, Terrassen mit Natursteinmauern (Wachauer Marmor?), "
            "Regenwasserzisterne 6 m³, pflegeleicht (beide berufstätig), Spielbereich für Enkel.")


def t_gd_entwurf(r, dt):
    return ("Entwurfsbeschreibung Garten Ebner - Variante 'Terrassen'\n\nDer Hang wird mit drei Trockensteinmauern (Höhe 0,6-0,9 m) "
            "terrassiert. Die oberste Terrasse trägt den Kräutergarten und eine Sitzbank an der Küche, die mittlere eine "
            "Blumenwiese mit Obstgehölzen (Apfel 'Topaz', Marille 'Ungarische Beste'), die unterste den Sitzplatz unter dem Walnussbaum. "
            "Sichtschutz zu Nr. 110: freiwachsende Hecke aus Kornelkirsche, Felsenbirne und Liguster statt Thuje.\n"
            "Regenwasser: Zisterne 6 m³ unter dem Zufahrtsweg, Überlauf in Sickermulde am Quellhorizont.\n"
            "Grobkosten Ausführung ca. € 80.000 netto.")


def t_gd_pflanz(r, dt):
    rows = [("Juglans regia", "Walnuss", "Bestand", 1), ("Malus 'Topaz'", "Apfel", "H 3xv StU 12-14", 2),
            ("Prunus armeniaca 'Ungarische Beste'", "Marille", "H 3xv StU 10-12", 1), ("Cornus mas", "Kornelkirsche", "Sol 150-175", 7),
            ("Amelanchier ovalis", "Gewöhnliche Felsenbirne", "Str 100-125", 6), ("Ligustrum vulgare", "Liguster", "Str 80-100", 18),
            ("Thymus vulgaris", "Thymian", "P9", 30), ("Nepeta x faassenii", "Katzenminze", "P9", 45),
            ("Geranium 'Rozanne'", "Storchschnabel", "P11", 60)]
    return "Pflanzplan Garten Ebner - Liste\nBotanisch;Deutsch;Qualität;Stück\n" + "\n".join(f"{a};{b};{c};{d}" for a, b, c, d in rows)


def t_gd_preis(r, dt):
    return ("Preisspiegel Gartenbau-Angebote - Garten Ebner, Krottenbachstraße 112\nStand " + _de(dt) + "\n"
            f"Hradil Gartengestaltung GmbH, Wien 19: netto {_eur(84210.40)} - Mauern inkl., Zisterne inkl.\n"
            f"Grünwerk Bauer KG, Klosterneuburg: netto {_eur(91480.00)} - Pflanzung Herbst\n"
            f"Gartenbau Steindl, Wien 14: netto {_eur(79950.00)} - OHNE Natursteinmauern (Position fehlt!)\n"
            "Empfehlung Planung: Hradil (vollständig, Referenzen Hanggärten, Start April 2026 möglich).\nS. Wallner")


def t_gd_firm_angebot(r, dt):
    return ("Hradil Gartengestaltung GmbH\nSieveringer Straße 201, 1190 Wien | www.hradil-garten.at\n"
            f"An: DI Sabine Wallner für Familie Ebner\nANGEBOT 26-0311 vom {_de(dt)}\nBauvorhaben: Garten Krottenbachstraße 112\n"
            "Pos 1 Baustelleneinrichtung psch 2.400,00\nPos 2 Rodung Thujenhecke 24 lfm 1.680,00\nPos 3 Trockensteinmauer Kalkstein "
            "62 m² à 420,00 = 26.040,00\nPos 4 Zisterne 6 m³ inkl. Pumpe 7.950,00\nPos 5 Pflanzung lt. Pflanzplan 14.820,00\n"
            "Pos 6 Wege wassergebundene Decke 96 m² 8.640,00\n... Summe netto 84.210,40\nAusführung April bis Juni 2026")


def t_gd_mail(r, dt):
    return _mail("Thomas Hradil <office@hradil-garten.at>", ME, dt, "AW: Ihre Anfrage",
                 "Grüß Gott Frau Wallner,\n\nwegen des Regens der letzten Woche ist der Hang an der Krottenbachstraße zu nass "
                 "für den Minibagger. Die Mauer auf der mittleren Terrasse beginnen wir daher erst am Montag.\n"
                 "Die Marille und die zwei Apfelbäume sind in der Baumschule reserviert, Lieferung mit der Staudenpflanzung.\n"
                 "Bitte geben Sie noch die Farbe der Cortenstahlkante frei.\n\nLG Thomas Hradil\nHradil Gartengestaltung GmbH")


def t_gd_bauprot(r, dt):
    return (f"Baustellenbesprechung Garten Ebner, Krottenbachstraße 112 - {_de(dt)}\nAnwesend: Fr. Mag. Ebner, Hr. Hradil, "
            "Polier Hr. Novak, S. Wallner\n1 Mauer obere Terrasse fertig, Fugen ok.\n2 Zisterne versetzt, Überlauf zur Sickermulde "
            "noch offen.\n3 Mehrkosten Drainage am Quellhorizont ca. € 2.300 netto - Freigabe durch Fr. Ebner mündlich, schriftlich "
            "folgt.\n4 Pflanzung Stauden 2. Juniwoche.\nNächste Begehung in 14 Tagen. (handschriftlich unterschrieben)")


def t_gd_call(r, dt):
    return ("Telefonat Fr. Ebner 27.5.\n- will doch zweite Bank bei Kräutergarten\n- Enkel kommen im Juli -> Spielbereich "
            "vor Pflanzung Rasen fertig?\n- Drainage Mehrkosten ok, schickt Mail\n- fragt wegen Beleuchtung Stufen (Elektriker "
            "eigener, Hr. Brandl)\n- HN 3 erst nach Abnahme schicken!\n-> Hradil anrufen wegen Corten Kante, Farbe 'rostbraun'")


# --------------------------------------------------------------------------- Wettbewerb Dachgarten (Projects)


def t_wb_auslobung(r, dt):
    return ("Offener einstufiger Realisierungswettbewerb\nDACHGARTEN WOHNHAUSANLAGE NORDBAHNHOF, BAUPLATZ 7, 1020 WIEN\n"
            "Ausloberin: WBV Donaublick gemeinnützige GmbH\nVerfahrensorganisation: Büro Kessler Wettbewerbe, Wien\n"
            "Teilnahmeberechtigt: Landschaftsarchitekt:innen mit Befugnis (Ziviltechnik oder Ingenieurbüro)\n"
            "Aufgabe: Gemeinschaftsdachgarten auf 1.850 m² Dachfläche für 214 Wohnungen, Urban Gardening, Spielflächen, "
            "Retention mindestens 40 l/m², Lastreserve 3,5 kN/m² (Intensivsubstrat nur in Zonen über den Stützenachsen).\n"
            "Abgabe: 3 Pläne A0 hoch, Erläuterung max. 2 Seiten, anonym mit sechsstelliger Kennzahl, bis 19.06.2026, 12:00 Uhr\n"
            "Preisgelder: 1. Preis € 12.000, 2. Preis € 8.000, 3. Preis € 5.000, Anerkennungen € 6.000\n"
            "Preisgericht: 14.07.2026")


def t_wb_fragen(r, dt):
    return ("Fragenbeantwortung - Wettbewerb Dachgarten Nordbahnhof Bauplatz 7\n"
            "F 3: Ist ein Glashaus zulässig? A: Ja, max. 40 m², nicht beheizt.\n"
            "F 7: Dürfen Bäume gepflanzt werden? A: Nur Kleinbäume bis 6 m Endhöhe in Trögen über den Stützenachsen.\n"
            "F 11: Ist das Dach barrierefrei erreichbar? A: Ja, zwei Aufzüge (Stiegen 1 und 3).\n"
            "F 14: Photovoltaik? A: PV-Fläche 420 m² ist fix (Plan D-04) und mit Begrünung zu kombinieren (Biosolardach).\n"
            "F 18: Wasseranschluss? A: Je Stiege ein frostsicherer Anschluss.\nDie Fragenbeantwortung wird Teil der Auslobung.")


def t_wb_konzept(r, dt):
    return ("WOLKENWIESE - Erläuterung (Entwurf, max. 2 Seiten)\n\nDas Dach wird zur gemeinsamen Wiese über der Stadt. "
            "Ein durchgehender Holzsteg verbindet die Aufzüge der Stiegen 1 und 3; entlang des Stegs liegen 36 Hochbeete "
            "für die Bewohner:innen, ein Glashaus (38 m²) und ein Spielhügel aus Leichtsubstrat.\n"
            "Über den Stützenachsen stehen Felsenbirnen und Kornelkirschen in Trögen; dazwischen extensive Magerwiese "
            "(12 cm Substrat) mit 48 l/m² Retention. Das Biosolardach kombiniert die 420 m² PV mit niedriger Sedum-Kräuter-Vegetation.\n"
            "Regenwasser der PV-Flächen füllt zwei Retentionsboxen zur Bewässerung der Hochbeete.")


def t_wb_flaechen(r, dt):
    rows = [("Intensivbegrünung Tröge/Hügel", 310), ("Extensive Magerwiese", 720), ("Biosolardach PV", 420),
            ("Holzsteg / Wege", 190), ("Hochbeete", 86), ("Glashaus", 38), ("Technik/Wartungsweg", 86)]
    return ("Flächenbilanz Dachgarten Bauplatz 7;;\nFläche;m²;Anteil\n" + "\n".join(f"{a};{b};{b / 1850:.1%}" for a, b in rows)
            + f"\nSumme;{sum(b for _, b in rows)};100%")


def t_wb_notiz(r, dt):
    return ("Lasten Dach BP7\nSubstrat intensiv 35 cm x 1,4 t/m³ wassergesättigt = 4,9 kN/m² -> NUR über Stützenachsen!!\n"
            "extensiv 12 cm = 1,7 kN/m² ok (Reserve 3,5)\nHochbeete Holz 80 cm -> Leichtsubstrat, auf Lastverteilplatte\n"
            "Fragen an Statiker (DI Fuchs, kostet nix für Wettbewerb?)\nKennzahl: 473918 -- nicht auf Pläne drucken außer im Kennzahlfeld")


def t_wb_pflanzideen(r, dt):
    return ("Pflanzen Dach (windig, heiß)\n- Amelanchier ovalis, Cornus mas, Prunus mahaleb in Trögen\n- Magerwiese: Dianthus "
            "carthusianorum, Salvia pratensis, Sedum album, Allium sphaerocephalon\n- Glashaus: Tomaten, Paprika (Bewohner)\n"
            "- keine Birke (Allergie, Ausschreibung sagt 'allergenarm')\nRef: Dachgarten Sargfabrik, Biosolardach Wien 2024")


def t_wb_verfasser(r, dt):
    return ("VERFASSERERKLÄRUNG (im verschlossenen Kuvert abzugeben)\nWettbewerb Dachgarten Wohnhausanlage Nordbahnhof, Bauplatz 7\n"
            "Kennzahl: 473918\nVerfasserin: DI Sabine Wallner, Wallner Landschaftsarchitektur, Lindengasse 38/14, 1070 Wien\n"
            "Befugnis: Ingenieurbüro für Landschaftsplanung, WKO-Mitgliedsnummer 2719384\nMitarbeit: Jonas Eder (Visualisierung)\n"
            "Ich erkläre, dass die Arbeit von mir verfasst wurde und ich die Teilnahmebedingungen anerkenne.\nWien, am ____________")


def t_wb_mail(r, dt):
    return _mail("Büro Kessler Wettbewerbe <dachgarten-bp7@kessler-wettbewerbe.at>", ME, dt,
                 "Registrierung Wettbewerb Dachgarten Nordbahnhof BP7",
                 "Sehr geehrte Teilnehmerin,\n\nIhre Registrierung ist eingegangen. Die Wettbewerbsunterlagen (Auslobung, "
                 "Plangrundlagen DWG, Statik-Lastplan D-04) stehen unter dem Ihnen zugesandten Link bereit.\n"
                 "Fragen bis 15.05.2026 ausschließlich über die Plattform. Abgabe 19.06.2026, 12:00 Uhr.\n\nBüro Kessler Wettbewerbe")


# --------------------------------------------------------------------------- Gemeinschaftsgarten (Projects)


def t_gg_ansuchen(r, dt):
    return ("Förderansuchen an die Bezirksvertretung Neubau\nProjekt: Gemeinschaftsgarten Bernardgasse (Ecke Kaiserstraße)\n"
            "Antragstellerin: Verein Gartenhof Neubau (in Gründung), vertreten durch DI Sabine Wallner\n"
            "Fläche: ca. 420 m² Brachfläche der Stadt Wien (MA 69), bisher Parkplatz\nVorhaben: 24 Hochbeete, Gemeinschaftsbeet, "
            "Werkzeughütte, Regentonnen, Sitzbereich, barrierefreies Beet\nKosten: € 14.600 brutto, beantragt € 9.000\n"
            "Begleitung: Gebietsbetreuung Stadterneuerung (GB*) 6/7/14/15\nGeplante Eröffnung: 20. Juni 2026")


def t_gg_zusage(r, dt):
    return ("Bezirksvorstehung Neubau\nHermanngasse 24-26, 1070 Wien\nAn: Verein Gartenhof Neubau, z.H. DI Sabine Wallner\n"
            f"Wien, {_de(dt)}\nFÖRDERZUSAGE - Gemeinschaftsgarten Bernardgasse\nDie Bezirksvertretung hat in ihrer Sitzung am 18.03.2026 "
            "eine Förderung von € 7.500,00 aus dem Bezirksbudget beschlossen.\nAuszahlung: 50 % nach Vereinsgründung (ZVR-Zahl), "
            "50 % nach Vorlage der Rechnungen bis 30.11.2026.\nAuflagen: Zugang für Nachbar:innen, Tafel mit Hinweis auf die Förderung.")


def t_gg_budget(r, dt):
    rows = [("Hochbeete Lärche 24 Stk", 5280), ("Erde / Kompost 18 m³", 1620), ("Werkzeughütte", 2350), ("Regentonnen 6 Stk", 540),
            ("Bänke und Tisch (Eigenbau)", 780), ("Saatgut und Jungpflanzen", 420), ("Schild + Förderhinweis", 190),
            ("Versicherung Verein", 310), ("Eröffnungsfest", 350)]
    return ("Budget Gemeinschaftsgarten Bernardgasse\nPosten;Betrag brutto;bezahlt\n"
            + "\n".join(f"{a};{b};{r.choice(['ja', 'nein', 'nein'])}" for a, b in rows)
            + f"\nSumme;{sum(b for _, b in rows)};\nFörderung Bezirk;7500;\nBeiträge Mitglieder 24 x 40;960;")


def t_gg_prekarium(r, dt):
    return ("Stadt Wien - Liegenschaftsmanagement (MA 69)\nPREKARIUMSVEREINBARUNG\nzwischen der Stadt Wien und dem Verein "
            "Gartenhof Neubau (in Gründung)\nGegenstand: Teilfläche Gst. Nr. 412/3, KG Neubau, Bernardgasse/Kaiserstraße, ca. 420 m²\n"
            "Zweck: Gemeinschaftsgarten, keine baulichen Anlagen mit Fundament, Werkzeughütte bis 6 m² zulässig\n"
            "Dauer: jederzeit widerruflich, Anerkennungszins € 1,00 jährlich\nHaftung: Der Verein schließt eine Haftpflichtversicherung ab.\n"
            "Bodenuntersuchung: Schwermetalle unbedenklich, dennoch nur Hochbeete mit Vlies.\nUnterschrift Verein: S. Wallner")


def t_gg_protokoll(r, dt):
    return ("Protokoll Gründungstreffen Gemeinschaftsgarten Bernardgasse\n12.02.2026, 19:00, Lokal der GB*, Lerchenfelder Gürtel\n"
            "Anwesend: 19 Nachbar:innen, Fr. Hofer (GB*)\n1 Verein 'Gartenhof Neubau': Obfrau Sabine Wallner, Kassier Lukas Berger, "
            "Schriftführerin Verena Moser\n2 Mitgliedsbeitrag € 40/Jahr pro Beet\n3 Beetvergabe per Los, 2 Beete für die Volksschule\n"
            "4 Gießdienst-Plan über Signal-Gruppe\n5 Bautag Hochbeete: Samstag 9. Mai")


def t_gg_statuten(r, dt):
    return ("Statuten des Vereins 'Gartenhof Neubau' (ENTWURF)\n§ 1 Name, Sitz: Verein Gartenhof Neubau, Sitz Wien 7.\n"
            "§ 2 Zweck: Betrieb eines nicht auf Gewinn gerichteten Gemeinschaftsgartens in der Bernardgasse, Förderung "
            "nachbarschaftlicher Begegnung und ökologischen Gärtnerns.\n§ 3 Mittel: Mitgliedsbeiträge, Förderungen, Spenden.\n"
            "§ 4 Mitglieder: ordentliche Mitglieder bewirtschaften ein Beet.\n§ 9 Vorstand: Obfrau, Kassier, Schriftführerin.\n"
            "§ 14 Auflösung: Vermögen an einen gemeinnützigen Zweck. -> an LPD Wien Vereinsbehörde schicken")


def t_gg_anmeldungen(r, dt):
    rows = ["Zeitstempel;Name;Stiege/Adresse;Beet gewünscht;Mithilfe Bautag"]
    for i in range(14):
        rows.append(f"{_de(dt - timedelta(days=40 - i * 2))} {r.randint(8, 21)}:{r.randint(10, 59)};{_who(r)};"
                    f"{r.choice(['Bernardgasse', 'Kaiserstraße', 'Zieglergasse', 'Westbahnstraße'])} {r.randint(1, 60)};"
                    f"{r.choice(['Hochbeet', 'Hochbeet', 'barrierefrei', 'nur Gemeinschaftsbeet'])};{r.choice(['ja', 'nein'])}")
    return "\n".join(rows)


def t_gg_todo(r, dt):
    return ("GARTEN todo\n- ZVR-Zahl abwarten -> dann Bezirk 1. Rate\n- Erde: Kompostwerk Lobau 18 m³, Lieferung 9.5. 7:30\n"
            "- Hütte: Baumarkt Abholung mit Carsharing-Transporter\n- Schild Förderhinweis bestellen\n- Eröffnungsfest 20.6.: "
            "Musik? Volksschule fragen, Buffet\n- Haftpflicht Verein abschließen (Prekarium verlangt das!)")


def t_gg_saatgut(r, dt):
    return (f"ARCHE NOAH Shop\nRechnung {r.randint(100000, 999999)} vom {_de(dt)}\nLieferadresse: Verein Gartenhof Neubau, "
            "c/o Sabine Wallner, Lindengasse 38/14, 1070 Wien\nTomate 'Ochsenherz' Jungpflanze 12 Stk, Bohne 'Blauhilde' Saatgut, "
            "Kapuzinerkresse, Ringelblume, Basilikum 'Genoveser' 10 Stk\nSumme € 86,40 inkl. USt")


def t_gg_einladung(r, dt):
    return ("EINLADUNG - Eröffnungsfest Gemeinschaftsgarten Bernardgasse\nSamstag, 20. Juni 2026, 15:00 Uhr\n"
            "Ecke Bernardgasse / Kaiserstraße, 1070 Wien\nMit Kinderprogramm der Volksschule, Jungpflanzentausch und Buffet.\n"
            "Verein Gartenhof Neubau - gefördert vom Bezirk Neubau - begleitet von der GB*")


def t_gg_mail(r, dt):
    return _mail("Maria Hofer <hofer@gbstern.at>", ME, dt, "Gemeinschaftsgarten - Termin Vereinsbehörde",
                 "Liebe Sabine,\n\ndie Statuten schauen gut aus, nur § 14 braucht den Satz zur Gemeinnützigkeit nach BAO. "
                 "Die Errichtungsanzeige kannst du online an die LPD Wien schicken, nach 4 Wochen gibt es die ZVR-Zahl.\n"
                 "Für den Bautag am 9. Mai leihen wir euch zwei Akkuschrauber.\n\nLG Maria\nGebietsbetreuung Stadterneuerung 6/7/14/15")


# --------------------------------------------------------------------------- Reisen (Copenhagen: Projects; Croatia: Archive)


def t_cph_reg(r, dt):
    return ("LANDSCAPE FUTURES 2026 - Nordic Landscape Conference\nUniversity of Copenhagen, Frederiksberg Campus, 14-16 September 2026\n"
            f"REGISTRATION CONFIRMATION\nParticipant: Sabine Wallner, Wallner Landschaftsarchitektur, Vienna (AT)\nRegistration no. LF26-{r.randint(1000, 9999)}\n"
            "Category: Full conference, early bird (non-member) DKK 3,950.00 incl. 25 % VAT\nIncluded: lunches, conference dinner 15 Sept, "
            "excursion 'Climate-adapted neighbourhoods: Tåsinge Plads and Enghaveparken' (16 Sept)\n"
            "Your abstract 'Cool Schoolyards: retrofitting Vienna's school grounds for heat resilience' was accepted as a poster.")


def t_cph_flight(r, dt):
    return (f"Austrian Airlines - Buchungsbestätigung / Booking confirmation\nBuchungscode: {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(6))}\n"
            "Passagierin: WALLNER/SABINE MS\nOS 303 Wien (VIE) 13SEP26 09:45 - Kopenhagen (CPH) 11:35, Economy Light\n"
            "OS 306 Kopenhagen (CPH) 16SEP26 18:10 - Wien (VIE) 20:05\nTicketnummer 257-" + str(r.randint(10**9, 10**10 - 1))
            + f"\nGesamtpreis {_eur(r.uniform(238, 312))} bezahlt mit Mastercard")


def t_cph_hotel(r, dt):
    return ("Booking confirmation - Hotel Nørrebro Park, Nørrebrogade 62, 2200 København N\n"
            f"Guest: Sabine Wallner | Confirmation {r.randint(10**9, 10**10 - 1)}\nCheck-in: Sun 13 Sep 2026 from 15:00\n"
            "Check-out: Wed 16 Sep 2026 until 11:00\n3 nights, 1 single room, breakfast included\nTotal DKK 3,540 (pay at property)\n"
            "Free cancellation until 6 Sep 2026. Bike rental available at reception.")


def t_cph_abstract(r, dt):
    return ("# Abstract - Landscape Futures 2026 (poster)\n\n**Cool Schoolyards: retrofitting Vienna's school grounds for heat resilience**\n"
            "Sabine Wallner, Wallner Landschaftsarchitektur, Vienna\n\nVienna's older primary schools often have asphalt courtyards "
            "that exceed 50 °C surface temperature in June. Using the ongoing redesign of VS Vorgartenstraße (1,180 m², 640 m² unsealed) "
            "as a case, the poster shows how participatory workshops with 71 children, sponge-city tree pits and retained mature horse "
            "chestnuts are combined within a municipal budget of EUR 250,000.\n\nKeywords: schoolyard, heat, participation, sponge city\n"
            "(max 250 words - check!)")


def t_cph_budget(r, dt):
    return ("Kopenhagen Sept 2026 - Kosten;;\nPosten;Betrag EUR;Status\nKonferenz early bird (DKK 3950);529;bezahlt\n"
            "Flug OS 303/306;274;bezahlt\nHotel Nørrebro Park 3 Nächte (DKK 3540);475;vor Ort\nPosterdruck A0;45;offen\n"
            "Metro/Leihrad;60;offen\nEssen;150;offen\nSumme;1533;\n-> Betriebsausgabe Studio (Fortbildung)!;;")


def t_cph_pack(r, dt):
    return ("Packliste Kopenhagen\n- Poster A0 in Rolle (Handgepäck!)\n- Regenjacke, Radhose\n- Visitenkarten\n- Laptop + "
            "USB-C Adapter\n- Konferenzticket LF26 am Handy\n- Notizbuch Exkursion Enghaveparken\n- Lena: bleibt bei Martin 13.-16.9.")


def t_hr_apartment(r, dt):
    return ("Apartmani Marija - Veli Losinj, Hrvatska\nPotvrda rezervacije / Buchungsbestätigung\nGast: Sabine Wallner + 1 (Lena)\n"
            "Anreise 12.07.2025 - Abreise 26.07.2025, 14 Nächte, Apartment A3 mit Meerblick\n"
            f"Preis € 1.260,00, Anzahlung 30 % € 378,00 bezahlt am {_de(_at(420))}\nRest bar bei Anreise. Kurtaxe € 1,60 p.P./Nacht")


def t_hr_ferry(r, dt):
    return ("JADROLINIJA - e-ticket\nLinija 332 Brestova - Porozina\n12.07.2025 13:30\nVozilo / Fahrzeug: PKW (FlinkCar Miet-Kombi, W-FL 418)\n"
            "Putnici / Passagiere: 2\nCijena / Preis € 37,40\nRückfahrt Porozina - Brestova 26.07.2025 09:00 € 37,40")


def t_hr_notes(r, dt):
    return ("Kroatien 2025 Notizen\n- Bucht Čikat früh morgens, Lena Schnorcheln\n- Konoba Bukaleta (Loznati) super, Lamm\n"
            "- Fähre Porozina: 1 h warten, früher fahren\n- Apartment Marija: wieder buchen? Klimaanlage laut")


# --------------------------------------------------------------------------- finished commissions (Archive)


def t_si_angebot(r, dt):
    return (f"{STUDIO}\n\n{SIMM}\n\nANGEBOT Nr. A-2023-019\nWien, {_de(dt)}\nBetrifft: Neugestaltung Innenhof Wohnhausanlage "
            "Simmeringer Hauptstraße 190, 1110 Wien (ca. 2.300 m²)\nLeistungen: Bestand, Mieter:innenbeteiligung, Entwurf, Ausschreibung, "
            "örtliche Bauaufsicht\nHonorar pauschal netto € 28.600,00\nAusführung geplant Frühjahr 2024")


def t_si_abnahme(r, dt):
    return ("ÜBERNAHMEPROTOKOLL\nBauvorhaben: Innenhof Wohnhausanlage Simmeringer Hauptstraße 190, 1110 Wien\n"
            "Auftraggeberin: Siedlungsgenossenschaft Wien-Ost\nAusführende Firma: Grünwerk Bauer KG\nÜbernahme am 12.06.2024\n"
            "Mängel: 1 Zwei Hainbuchen (Carpinus betulus) ausgefallen - Ersatz bis Herbst 2024. 2 Fuge Sitzmauer Ost nacharbeiten.\n"
            "Gewährleistung bis 12.06.2027, Fertigstellungspflege 1 Jahr.\nUnterschriften: Strobl (SGWO), Bauer (Grünwerk), Wallner (ÖBA)")


def t_si_maengel(r, dt):
    return ("Mängelliste Nachbegehung Innenhof Simmering - 15.10.2024\n1 Hainbuchen ersetzt - erledigt\n2 Fuge Sitzmauer Ost - "
            "erledigt\n3 Rasen Spielbereich lückig - Nachsaat 10/2024\nAlle Punkte erledigt. Projekt abgeschlossen.")


def t_pd_mail(r, dt):
    return _mail("Ursula Koller <u.koller@aon.at>", ME, dt, "Danke für unseren Garten!",
                 "Liebe Frau Wallner,\n\nder Garten in der Hochstraße ist wunderschön geworden. Die Staudenbeete blühen, der "
                 "Naturpool ist seit gestern voll. Die Schlussrechnung haben wir heute überwiesen.\nWir empfehlen Sie gerne weiter "
                 "(die Nachbarn Steiner fragen schon).\n\nHerzlich, Ursula und Herbert Koller")


def t_pd_pflege(r, dt):
    return ("Pflegeanleitung Garten Koller, Hochstraße 27, 2380 Perchtoldsdorf\n- Staudenbeete: Rückschnitt Ende Februar, "
            "nicht im Herbst\n- Naturpool: Pflanzzone im Oktober auslichten, Skimmer wöchentlich\n- Felsenbirnen: kein Schnitt nötig\n"
            "- Blumenwiese: 2 Mahden (Mitte Juni, September), Schnittgut abräumen\nErstellt bei Übergabe Juli 2025, DI S. Wallner")


# --------------------------------------------------------------------------- Knoll Planung (Archive)

KNOLL = "Knoll Planung & Landschaft ZT GmbH\nSchönbrunner Straße 88, 1050 Wien"


def t_kn_zeugnis(r, dt):
    return (f"{KNOLL}\n\nDIENSTZEUGNIS\nFrau DI Sabine Wallner, geboren am 12.05.1979, war vom 01.09.2008 bis 30.06.2019 in unserem "
            "Unternehmen beschäftigt, zuletzt als Projektleiterin Freiraumplanung.\nSie leitete u. a. die Freiraumplanung "
            "Seestadt Aspern Park Teil 3, den Bildungscampus Berresgasse und mehrere Wohnhausanlagen.\n"
            "Frau Wallner verlässt uns auf eigenen Wunsch, um sich selbständig zu machen. Wir danken ihr und wünschen alles Gute.\n"
            "Wien, 30.06.2019\nDI Dr. Wolfgang Knoll, Geschäftsführer")


def t_kn_kuendigung(r, dt):
    return ("Sabine Wallner\nLindengasse 38/14, 1070 Wien\n\nAn die Knoll Planung & Landschaft ZT GmbH\nz.H. DI Dr. Wolfgang Knoll\n\n"
            "Wien, 26.03.2019\nKündigung meines Dienstverhältnisses\nSehr geehrter Herr Dr. Knoll,\nhiermit kündige ich mein "
            "Dienstverhältnis unter Einhaltung der Kündigungsfrist zum 30.06.2019. Die Übergabe der Projekte Aspern Park Teil 3 "
            "und Berresgasse an Kollegin DI Birgit Haider bereite ich bis Ende Mai vor.\nResturlaub 11 Tage bitte ich im Juni "
            "zu verbrauchen.\nMit freundlichen Grüßen\nSabine Wallner")


def t_kn_lohnzettel(r, dt):
    return (f"{KNOLL}\nLOHN-/GEHALTSABRECHNUNG {r.choice(['März', 'April', 'Mai'])} 2019\nDienstnehmerin: Wallner Sabine DI, "
            "Pers.Nr. 0117\nVerwendungsgruppe: KV Angestellte Ziviltechniker, Stufe 5\n"
            f"Bruttogehalt {_eur(r.uniform(4300, 4500))}\nSV-Beitrag DN {_eur(r.uniform(780, 820))}\nLohnsteuer {_eur(r.uniform(820, 900))}\n"
            f"Netto {_eur(r.uniform(2700, 2850))}\nÜberweisung auf AT61 2011 1829 4410 5500")


def t_kn_vertrag(r, dt):
    return (f"DIENSTVERTRAG\nzwischen {KNOLL.replace(chr(10), ', ')} (Dienstgeberin)\nund DI Sabine Wallner, geb. 12.05.1979 "
            "(Dienstnehmerin)\nBeginn: 01.09.2008, Probemonat\nVerwendung: Landschaftsplanerin\nArbeitszeit 40 Stunden, Gleitzeit\n"
            "Gehalt brutto € 2.480,00 14 x jährlich\nKollektivvertrag für Angestellte bei Ziviltechniker:innen")


def t_kn_mail(r, dt):
    return _mail("Sabine Wallner <s.wallner@knoll-planung.at>", "alle@knoll-planung.at", dt, "Danke und auf Wiedersehen!",
                 "Liebe Kolleginnen und Kollegen,\n\nnach fast elf Jahren ist heute mein letzter Tag bei Knoll. Danke für Aspern, "
                 "die Berresgasse, die vielen Wettbewerbe und die Kaffeepausen im Hof.\nIch mache mich selbständig - privat bin "
                 "ich unter sabine.wallner@gmx.at erreichbar.\n\nAlles Liebe, Sabine")


def t_kn_projekt(r, dt):
    return ("Knoll Planung - Projekt 2016-042 Seestadt Aspern Park Teil 3\nBaumliste Ausführung (Stand 11/2017)\n"
            "Quercus cerris 18 Stk, Fraxinus ornus 24 Stk, Ulmus 'Lobel' 12 Stk, Pinus nigra 9 Stk\nProjektleitung: S. Wallner\n"
            "Ablage: P:\\2016-042\\05_Ausfuehrung\\Baumliste.xlsx")


# --------------------------------------------------------------------------- Scheidung 2021 (Archive)


def t_sch_vergleich(r, dt):
    return ("Bezirksgericht Josefstadt\nFlorianigasse 8, 1080 Wien\nGZ 4 Fam 37/21 x\nSCHEIDUNGSVERGLEICH gem. § 55a EheG\n"
            "Antragstellende: Sabine Wallner, geb. 12.05.1979, und Martin Reiter, geb. 03.11.1976\n1 Obsorge für die mj. Lena Reiter, "
            "geb. 22.08.2010: beide Eltern, hauptsächlicher Aufenthalt bei der Mutter\n2 Kindesunterhalt: Martin Reiter zahlt "
            "€ 520,00 monatlich, wertgesichert\n3 Ehewohnung Lindengasse 38/14: Mietrechte verbleiben bei Sabine Wallner\n"
            "4 Pkw Skoda Octavia W-48213K an Martin Reiter\n5 Wechselseitiger Verzicht auf Ehegattenunterhalt\nWien, 02.03.2021")


def t_sch_beschluss(r, dt):
    return ("Bezirksgericht Josefstadt\nGZ 4 Fam 37/21 x\nBESCHLUSS\nDie am 14.06.2003 vor dem Standesamt Wien-Neubau geschlossene "
            "Ehe von Sabine Wallner und Martin Reiter wird gemäß § 55a EheG geschieden.\nDer Beschluss ist seit 19.05.2021 rechtskräftig.\n"
            "Beide Parteien haben auf Rechtsmittel verzichtet.")


def t_sch_anwalt(r, dt):
    return ("Mag. Claudia Lechner, Rechtsanwältin\nJosefstädter Straße 34, 1080 Wien\nHONORARNOTE\nKlientin: Sabine Wallner\n"
            "Causa: einvernehmliche Scheidung Wallner/Reiter, Beratung, Entwurf Scheidungsfolgenvereinbarung, Begleitung zur "
            f"Tagsatzung 02.03.2021\nHonorar netto {_eur(1850.00)}, USt {_eur(370.00)}, Gesamt {_eur(2220.00)}")


def t_sch_aufteilung(r, dt):
    return ("Aufteilung Vermögen Wallner/Reiter 2021\nPosition;Wert;an\nSkoda Octavia;9800;Martin\nBausparvertrag;6200;Sabine\n"
            "Sparbuch gemeinsam;14300;je Hälfte\nHausrat Wohnung;;Sabine\nFahrräder;;je eigenes\nAusgleichszahlung;1850;Martin an Sabine")


def t_sch_mediation(r, dt):
    return ("Mediation Wallner/Reiter - 3. Sitzung 21.01.2021\nMediatorin: Dr. Sonja Pichler\nThemen: Betreuung Lena (jedes zweite "
            "Wochenende und Mittwoch bei Martin), Ferienaufteilung, Unterhalt € 520\nEinigung zu Auto und Sparbuch.\n"
            "Nächster Schritt: Scheidungsfolgenvereinbarung durch RA Lechner")


# --------------------------------------------------------------------------- Wohnung (Areas)

HV = "IMMOVERWALTUNG Gruber & Partner GmbH\nMariahilfer Straße 121, 1060 Wien"


def t_wo_vorschreibung(r, dt):
    return (f"{HV}\n{ADDR}\nMIETZINSVORSCHREIBUNG ab {_de(dt)}\nObjekt: Lindengasse 38, Top 14 (82 m²)\n"
            f"Hauptmietzins {_eur(812.40)}\nBetriebskosten-Akonto {_eur(198.60)}\nLift {_eur(21.30)}\n10 % USt auf Miete/BK\n"
            f"Gesamt monatlich {_eur(1135.53)}\nZahlbar am 5. des Monats auf AT27 3200 0000 1234 5678")


def t_wo_wert(r, dt):
    return (f"{HV}\n{ADDR}\nWien, {_de(dt)}\nWertsicherung Hauptmietzins - Lindengasse 38/14\nSehr geehrte Frau Wallner,\n"
            "gemäß § 5 Ihres Mietvertrages ist der Hauptmietzins an den VPI 2020 gebunden. Die Schwelle von 5 % wurde überschritten.\n"
            f"Der Hauptmietzins erhöht sich ab 01.04.{dt.year} von {_eur(773.70)} auf {_eur(812.40)} netto.\nMit freundlichen Grüßen, "
            "Gruber & Partner, Hausverwaltung")


def t_wo_bk(r, dt):
    return (f"{HV}\nBETRIEBSKOSTENABRECHNUNG {dt.year - 1}\nLiegenschaft Lindengasse 38, 1070 Wien - Top 14, Nutzfläche 82 m²\n"
            f"Wasser/Abwasser {_eur(r.uniform(260, 320))}\nMüllabfuhr {_eur(r.uniform(140, 180))}\nHausbetreuung {_eur(r.uniform(520, 610))}\n"
            f"Versicherung {_eur(r.uniform(190, 240))}\nVerwaltungshonorar {_eur(r.uniform(270, 300))}\nSumme Anteil {_eur(r.uniform(2300, 2500))}\n"
            f"Akonto bezahlt {_eur(2383.20)}\nGuthaben/Nachzahlung: {_eur(r.uniform(-140, 90))}\nEinsicht in die Belege bis 30.09. möglich.")


def t_wo_energie(year: int):
    def gen(r, dt):
        kwh = r.randint(1900, 2600)
        gas = r.randint(5200, 7400)
        return ("Wien Energie GmbH\nJAHRESABRECHNUNG Strom und Gas\n" + ADDR + f"\nVertragskonto 3011{r.randint(100000, 999999)}\n"
                f"Anlage: Lindengasse 38/14, 1070 Wien\nZeitraum 01.01.{year} - 31.12.{year}\nStrom: {kwh} kWh, Energiepreis netto "
                f"{_eur(kwh * .19)}\nGas: {gas} kWh, {_eur(gas * .09)}\nNetzkosten Wiener Netze {_eur(r.uniform(380, 470))}\n"
                f"Neue Teilbeträge ab Februar {year + 1}: monatlich {_eur(r.uniform(120, 165))}")
    return gen


def t_wo_orf(r, dt):
    return ("ORF-Beitrags Service GmbH (OBS)\n" + ADDR + f"\nBeitragsnummer {r.randint(10**8, 10**9 - 1)}\nVORSCHREIBUNG ORF-Beitrag "
            f"{dt.year}\nHauptwohnsitz Lindengasse 38/14\nORF-Beitrag € 15,30 monatlich, Landesabgabe Wien € 0,00\n"
            "Zahlungsweise: jährlich im Voraus - € 183,60\nKeine Befreiung beantragt.")


def t_wo_magenta(r, dt):
    return (f"Magenta Telekom - Rechnung {dt.strftime('%m/%Y')}\nKundin: Sabine Wallner, Lindengasse 38/14\nInternet Kabel 300 Mbit "
            f"{_eur(44.90)}\nMagenta TV Start {_eur(5.00)}\nGesamt {_eur(49.90)} inkl. USt\nAbbuchung am 20.")


def t_wo_haushalt(r, dt):
    return ("UNIQA Österreich Versicherungen AG\nPOLIZZE Haushaltsversicherung\nVersicherungsnehmerin: Sabine Wallner\n"
            "Versicherungsort: Lindengasse 38/14, 1070 Wien, 82 m²\nVersicherungssumme Hausrat € 65.000, Glasbruch, Privathaftpflicht "
            f"€ 3 Mio.\nJahresprämie {_eur(r.uniform(240, 290))}\nHinweis: Büroeinrichtung (Studio) ist NICHT mitversichert.")


def t_wo_brief(r, dt):
    return ("Sabine Wallner\nLindengasse 38/14, 1070 Wien\n\nAn IMMOVERWALTUNG Gruber & Partner GmbH\n\n"
            f"Wien, {_de(dt)}\nSchimmel im Schlafzimmer / Feuchtigkeit Außenwand Top 14\nSehr geehrte Damen und Herren,\n"
            "seit November bildet sich an der Außenwand im Schlafzimmer (Hofseite) Schimmel trotz regelmäßigen Lüftens. "
            "Ich ersuche um Besichtigung und Behebung der Ursache (vermutlich Regenrinne/Fassade).\nMit freundlichen Grüßen\nSabine Wallner")


# --------------------------------------------------------------------------- Steuern / Finanzen (Areas)


def t_est_bescheid(year: int):
    def gen(r, dt):
        inc = r.randint(41000, 58000)
        return (f"Finanzamt Österreich\nDienststelle Wien 2/20/21/22\n{ADDR}\nSteuernummer {STNR}\nEINKOMMENSTEUERBESCHEID {year}\n"
                f"Ausgefertigt am {_de(dt)}\nEinkünfte aus Gewerbebetrieb {_eur(inc)}\nSonderausgaben/Kirchenbeitrag {_eur(400)}\n"
                f"Gewinnfreibetrag berücksichtigt\nFamilienbonus Plus (Lena, 100 %) -{_eur(2000.16)}\nEinkommen {_eur(inc - 5100)}\n"
                f"Festgesetzte Einkommensteuer {_eur(r.uniform(6000, 10500))}\nAbgabennachforderung {_eur(r.uniform(300, 2400))}\n"
                "Fälligkeit: ein Monat nach Zustellung. Rechtsmittelbelehrung: Beschwerde binnen eines Monats.")
    return gen


def t_est_vz(r, dt):
    return (f"Finanzamt Österreich\n{ADDR}\nSteuernummer {STNR}\nBESCHEID ÜBER DIE FESTSETZUNG VON VORAUSZAHLUNGEN AN "
            f"EINKOMMENSTEUER FÜR {dt.year + 1} UND FOLGEJAHRE\nVorauszahlung jährlich {_eur(r.uniform(8200, 9400))}\n"
            "Fällig je ein Viertel am 15.02., 15.05., 15.08., 15.11.\nBegründung: Basis Veranlagung 2024 zuzüglich Erhöhung gem. § 45 EStG")


def t_est_todo(r, dt):
    return ("Steuer 2025 für Fr. Brandstätter\n[x] EAR 2025 fertig\n[ ] SVS Jahresbestätigung 2025 (Beiträge absetzbar)\n"
            "[ ] Spendenquittungen: Ärzte ohne Grenzen, Arche Noah (automatisch übermittelt?)\n[ ] Kirchenbeitrag - bin ausgetreten 2022\n"
            "[ ] Arbeitszimmer Lindengasse 14 m² von 82 m² -> Anteil Miete/Energie\n[ ] Familienbonus Lena - Martin beantragt 0 %? klären")


def t_est_fb(r, dt):
    return ("Erklärung zur Berücksichtigung des Familienbonus Plus (E 1k) - Veranlagung 2025\nSteuerpflichtige: Sabine Wallner, "
            f"SVNR 4417 120579\nKind: Lena Reiter, geb. 22.08.2010, SVNR 6153 220810\nAufteilung: 100 % bei der Mutter "
            "(Familienbeihilfenbezieherin)\nUnterhaltsleistender Elternteil: Martin Reiter - verzichtet\nUnterschrift ____ Datum ____")


def t_fin_giro_csv(year: int):
    def gen(r, dt):
        rows = ["Datum;Empfänger/Auftraggeber;Betrag;Verwendungszweck"]
        for m in range(1, 13):
            rows.append(f"05.{m:02d}.{year};Gruber & Partner Hausverwaltung;-1098,20;Miete Top 14")
            rows.append(f"02.{m:02d}.{year};Reiter Martin;520,00;Unterhalt Lena {m:02d}/{year}")
            rows.append(f"{r.randint(8, 26):02d}.{m:02d}.{year};{r.choice(['BILLA DANKT', 'Spar Zieglergasse', 'dm drogerie', 'Hofer'])};"
                        f"-{r.randint(20, 140)},{r.randint(10, 99)};Kartenzahlung")
        rows.append(f"20.03.{year};Wien Energie;-138,00;Teilbetrag")
        return "\n".join(rows)
    return gen


def t_fin_bauspar(r, dt):
    return ("s Bausparkasse\nKONTOAUSZUG Bausparvertrag\nVertragsinhaberin: Sabine Wallner\nVertrag Nr. 72-418.553\n"
            f"Stichtag 31.12.{dt.year - 1}\nEinzahlungen {_eur(1200.00)}\nZinsen {_eur(r.uniform(50, 90))}\nstaatliche Prämie {_eur(18.00)}\n"
            f"Guthaben {_eur(r.uniform(9800, 11200))}\nVertragsende 01.06.2027")


def t_fin_depot(r, dt):
    rows = ["Datum;Wertpapier;ISIN;Stück;Kurs;Betrag"]
    for i in range(6):
        rows.append(f"{_de(dt - timedelta(days=150 - i * 30))};ERSTE RESPONSIBLE STOCK GLOBAL;AT0000646799;"
                    f"{r.uniform(0.6, 0.9):.3f};{r.uniform(240, 270):.2f};-200,00")
    return "\n".join(rows)


def t_fin_pension(r, dt):
    return ("Pensionsversicherungsanstalt / SVS\nKONTOMITTEILUNG zum Pensionskonto\n" + ADDR + f"\nVersicherungsnummer {SVSNR}\n"
            f"Gesamtgutschrift bis 31.12.{dt.year - 1}: {_eur(r.uniform(21500, 23500))}\nDas entspricht einer monatlichen Bruttopension "
            f"ab Regelpensionsalter (65, Juni 2044) von derzeit {_eur(r.uniform(1530, 1680))} (14 x jährlich)\n"
            "Versicherungszeiten: ASVG 2008-2019 (Knoll Planung), GSVG ab 10/2019")


def t_fin_budget(r, dt):
    return ("Haushaltsbudget 2026 (privat)\nPosten;monatlich\nMiete Lindengasse;1135\nWien Energie Teilbetrag;138\nMagenta;50\n"
            "ORF;15\nFlinkCar + Klimaticket;95\nLena Taschengeld;60\nLena Schule/Ausflüge;45\nLebensmittel;620\nBausparer;100\n"
            "Fonds Sparplan;200\nUnterhalt von Martin (Einnahme);-520\nEntnahme Studio;-3400")


# --------------------------------------------------------------------------- Gesundheit (Areas)


def t_ge_wahlarzt(doctor: str, addr: str, patient: str, what: str, lo: float, hi: float):
    def gen(r, dt):
        return (f"{doctor}\n{addr}\nWahlarztordination - alle Kassen privat\nHONORARNOTE Nr. {r.randint(1000, 9999)}\n"
                f"Patient/in: {patient}\nBehandlungsdatum: {_de(dt - timedelta(days=r.randint(0, 5)))}\nLeistung: {what}\n"
                f"Honorar {_eur(r.uniform(lo, hi))} (umsatzsteuerbefreit gem. § 6 Abs 1 Z 19 UStG)\nBezahlt mit Bankomat. "
                "Bitte reichen Sie diese Honorarnote bei Ihrer Krankenversicherung zur Kostenerstattung ein.")
    return gen


def t_ge_svs(r, dt):
    return ("SVS - Gesundheitsversicherung\n" + ADDR + f"\nVersicherungsnummer {SVSNR}\nKOSTENERSTATTUNG Wahlarzthilfe\n"
            f"Eingereicht: Honorarnote Dr. Eva Mitterer, Dermatologie, {_eur(140.00)}\nKassentarif {_eur(41.62)}, davon 80 % = "
            f"{_eur(33.30)}\nSelbstbehalt gem. § 86 GSVG abgezogen\nÜberweisung {_eur(r.uniform(26, 33))} auf AT61 2011 1829 4410 5500\nWien, {_de(dt)}")


def t_ge_oegk(r, dt):
    return ("Österreichische Gesundheitskasse (ÖGK)\nLandesstelle Wien\nAn: Martin Reiter (Versicherter) für Lena Reiter "
            "(Angehörige), z.H. Sabine Wallner\nKOSTENERSTATTUNG\nLeistung: HNO-Untersuchung Dr. Markus Wimmer, Wahlarzt, "
            f"Honorar {_eur(120.00)}\nErstattungsbetrag {_eur(r.uniform(30, 42))}\nÜberweisung auf AT61 2011 1829 4410 5500")


def t_ge_befund(r, dt):
    return ("Dr. Paul Zeiler, FA für Orthopädie und orthopädische Chirurgie\nAlser Straße 25, 1080 Wien\nBEFUND\n"
            "Patientin: Sabine Wallner, geb. 12.05.1979\nDiagnose: Lumbalgie, Verdacht auf Bandscheibenprotrusion L4/L5 "
            "(viel Bildschirmarbeit, Baustellenbegehungen)\nTherapie: Physiotherapie 10 x, Verordnung ausgestellt, MRT bei Persistenz\n"
            f"Empfehlung: höhenverstellbarer Schreibtisch\nWien, {_de(dt)}")


def t_ge_antrag(r, dt):
    return ("SVS Antrag auf Kostenerstattung (Formular KE-1)\nVersicherte Person: Sabine Wallner, VSNR 4417 120579\n"
            "Beilagen: Honorarnote Physio Petra Schwarz (10 Einheiten à € 65,00), Verordnung Dr. Zeiler\n"
            "Bankverbindung: AT61 2011 1829 4410 5500\nIch bestätige die Richtigkeit der Angaben. Wien, ____")


# --------------------------------------------------------------------------- Schule (Areas)

SCHOOL = "BRG 7 Zieglergasse\nZieglergasse 49, 1070 Wien\nDirektion: Mag. Helmut Stadler"


def t_sc_schulbeginn(r, dt):
    return (f"{SCHOOL}\n\nElternbrief zum Schulbeginn {dt.year}/{dt.year + 1}\nLiebe Eltern und Erziehungsberechtigte,\n"
            "der Unterricht beginnt am Montag um 8:00 Uhr. Klassenvorständin der 6B ist Mag. Doris Haslinger.\n"
            "Wichtige Termine: Elternabend 6B 24.09., Sportwoche 6. Klassen in Saalbach 09.-13.02., Elternsprechtag 27.11.\n"
            "Elternvereinsbeitrag € 30, Kopierbeitrag € 25.\nMit freundlichen Grüßen, die Direktion")


def t_sc_sportwoche(r, dt):
    return (f"{SCHOOL}\nSchulveranstaltung: Wintersportwoche 6A/6B, Saalbach-Hinterglemm, 09.-13.02.2026\n"
            "Kosten: € 485,00 (Unterkunft VP, Liftkarte, Bus), Unterstützung durch Elternverein auf Antrag\n"
            "Anzahlung € 150 bis 15.11.2025 auf das Schulkonto AT12 1200 0100 1520 4411, Verwendungszweck: 'SSW 6B + Name'\n"
            "Bitte Abschnitt unterschrieben zurück: Mein Kind Lena Reiter, 6B, nimmt teil / Skiverleih ja\nUnterschrift Erziehungsberechtigte")


def t_sc_sprachreise(r, dt):
    return ("ANMELDUNG Sprachwoche Englisch - Brighton, 17.-24.10.2026 (6. Klassen)\nSchülerin: Lena Reiter, Klasse 6B\n"
            "Gastfamilie: ja, Allergien: Nüsse\nEuropäische Krankenversicherungskarte: ja (ÖGK über Vater)\n"
            "Kosten ca. € 1.190, Anzahlung € 300 bis 30.06.\nEinverständnis Erziehungsberechtigte: Sabine Wallner / Martin Reiter\n"
            "Unterschrift Mutter [x] Unterschrift Vater [x]")


def t_sc_sprechtag(r, dt):
    return (f"{SCHOOL}\nEinladung zum Elternsprechtag am Donnerstag, 27.11.2025, 16:00-19:00\nTerminbuchung über WebUntis.\n"
            "Gebuchte Termine (Lena Reiter, 6B): Mathematik Mag. Berger 16:20, Latein Mag. Fuchs 16:40, Biologie Dr. Eder 17:10")


def t_sc_mail(r, dt):
    return _mail("Doris Haslinger <d.haslinger@brg7.at>", "sabine.wallner@gmx.at", dt, "Lena - Mathematik Schularbeit",
                 "Sehr geehrte Frau Wallner,\n\nLena hat bei der 3. Mathematik-Schularbeit leider ein 'Nicht genügend' geschrieben. "
                 "Sie ist insgesamt bemüht; ich empfehle die Förderstunde am Dienstag, 7. Stunde.\nDer Jahresabschluss ist mit "
                 "einer positiven 4. Schularbeit gut möglich.\n\nMit freundlichen Grüßen\nDoris Haslinger, KV 6B, BRG 7")


def t_sc_zahlung(r, dt):
    return ("Zahlungsbestätigung Schulkonto BRG 7 Zieglergasse\nAuftraggeberin: Sabine Wallner\nBetrag € 335,00\n"
            "Verwendungszweck: SSW 6B Lena Reiter Restzahlung\nDurchgeführt am 12.01.2026 über George")


def t_sc_schulnachricht(r, dt):
    return ("Schulnachricht - 1. Semester 2025/26\nBRG 7 Zieglergasse - Klasse 6B\nLena Reiter\nDeutsch 2, Englisch 1, Latein 3, "
            "Mathematik 4, Biologie 2, Geschichte 2, Geographie 1, Bildnerische Erziehung 1, Bewegung und Sport 2\n"
            "Verhalten: sehr zufriedenstellend\nWien, 06.02.2026")


# --------------------------------------------------------------------------- Mobilität (Areas)


def t_mo_invoice(r, dt):
    rows = [f"{_de(dt - timedelta(days=r.randint(2, 28)))} {r.choice(['VW ID.3', 'Skoda Fabia', 'Renault Kangoo (Transporter)'])} "
            f"{r.randint(1, 6)} h {r.randint(8, 110)} km {_eur(r.uniform(14, 62))}" for _ in range(4)]
    return ("FlinkCar Carsharing GmbH, Wien\nMONATSRECHNUNG " + dt.strftime("%m/%Y") + "\nMitglied: Sabine Wallner, Kundennr FC-20417\n"
            "Tarif 'City Flex' Grundgebühr € 9,90\n" + "\n".join(rows) + "\nAbbuchung vom Konto AT61 2011 1829 4410 5500")


def t_mo_trips(r, dt):
    rows = ["trip_id;start;end;vehicle;km;cost_eur;purpose_tag"]
    for i in range(10):
        d = dt - timedelta(days=60 - i * 6)
        rows.append(f"T{r.randint(10**6, 10**7 - 1)};{_de(d)} {r.randint(7, 17)}:00;{_de(d)} {r.randint(18, 21)}:30;"
                    f"{r.choice(['W-FL 418', 'W-FL 233', 'W-FL 907'])};{r.randint(6, 80)};{r.uniform(8, 45):.2f};"
                    f"{r.choice(['business', 'private'])}")
    return "FlinkCar - Fahrtenexport Kundennr FC-20417\n" + "\n".join(rows)


def t_mo_klima(r, dt):
    return ("KlimaTicket Ö Classic\nRechnung / Jahresticket\nInhaberin: Sabine Wallner, geb. 12.05.1979\n"
            f"Gültig 01.04.{dt.year} - 31.03.{dt.year + 1}\nPreis {_eur(1179.00)}\nZahlungsart: Kreditkarte\n"
            "Automatische Verlängerung aktiv. one mobility ticketing GmbH")


# --------------------------------------------------------------------------- Resources texts

ARTICLES = {
    "Schwammstadt Baumgruben Prinzip.pdf": "Schwammstadt-Prinzip für Straßenbäume\nGrobschotter-Substrat mit 30-40 % Porenvolumen unter "
    "befestigten Flächen speichert Regenwasser und bietet Wurzelraum. Wiener Pilotprojekte seit 2019 (Seestadt, Zieglergasse). "
    "Mindestvolumen 35 m³ pro Baum, Einleitung über Einlaufschächte.",
    "FLL Dachbegrünungsrichtlinien 2018 Auszug.pdf": "FLL Dachbegrünungsrichtlinien 2018 - Auszug\nBegrünungsarten: Extensiv (Substrat 8-15 cm), "
    "einfache Intensiv, Intensiv (> 25 cm). Wasserrückhalt, Lastannahmen wassergesättigt, Windsogsicherung, Durchwurzelungsschutz "
    "nach FLL-Verfahren, Pflege- und Wartungsgänge.",
    "ÖNORM L 1131 Notizen.md": "# ÖNORM L 1131 - Gartengestaltung und Landschaftsbau, Begrünung von Dächern\n- gilt für Planung, Ausführung, "
    "Pflege\n- Mindestgefälle 2 %, Kiesstreifen 50 cm an Attika\n- Vegetationstragschicht-Kennwerte wie FLL\n- Abnahme nach 1 Vegetationsperiode",
    "Zukunftsbäume Wien Liste.xlsx": "Baumart;Hitzetoleranz;Trockenheit;Einsatz\nCeltis australis;hoch;hoch;Straße/Platz\n"
    "Gleditsia triacanthos 'Skyline';hoch;hoch;Straße\nSophora japonica;hoch;mittel;Platz\nUlmus 'New Horizon';mittel;hoch;Straße\n"
    "Quercus cerris;hoch;hoch;Park\nOstrya carpinifolia;hoch;hoch;Straße\nAcer campestre 'Elsrijk';mittel;mittel;Straße",
    "Praskac Katalog 2026 Stauden.pdf": "Baumschule Praskac - Staudenkatalog 2026\nSalvia nemorosa 'Caradonna' P9 2,90; Sesleria autumnalis P9 3,40; "
    "Nepeta x faassenii P9 2,80; Geranium 'Rozanne' P11 5,60; Perovskia 'Blue Spire' P9 3,10. Lieferbedingungen: ab 50 Stk frei Wien.",
    "Leitfaden Schulfreiraum Beteiligung.pdf": "Leitfaden: Kinder beteiligen bei der Schulhofplanung\nMethoden: Schulhofdetektive, "
    "Modellbau mit Knetmasse, Punktabfrage, Begehung mit Wunschkarten. Alter 6-10: spielerisch, max. 45 Minuten.",
    "Artikel Hitzeinseln Wien Topos.pdf": "Topos 118 - Cooling Vienna\nUrban heat islands in Vienna reach up to 8 K difference at night. "
    "The 'Hitzeaktionsplan' promotes unsealing, cool streets and fog showers. Case studies: Zollergasse, Praterstern, schoolyards.",
    "Trockenmauer Bauweise Merkblatt.pdf": "Merkblatt Trockenmauern\nNeigung Anlauf 10-15 %, Fundament frostfrei 40 cm Schotter, "
    "Binder alle 1 m², Hinterfüllung Schotter 16/32. Bepflanzung der Fugen beim Bau: Sedum, Thymus, Campanula.",
}

RECIPES = {
    "Marillenknödel Topfenteig.txt": "Marillenknödel (Oma Wallner)\n250 g Topfen, 1 Ei, 50 g Butter, 100 g Grieß, 60 g Mehl, Prise Salz\n"
    "12 Marillen, Würfelzucker statt Kern\nTeig 1 h rasten, Knödel 12 min ziehen lassen, in Butterbröseln wälzen.",
    "Linsencurry Lena.md": "# Linsencurry (Lena-Version, nicht scharf)\n- 250 g rote Linsen\n- 1 Dose Kokosmilch\n- Karotten, Zwiebel, Ingwer\n"
    "- 2 TL Curry mild\n20 min köcheln, mit Limette.",
    "Zwetschkenfleck Blech.txt": "Zwetschkenfleck\nGermteig: 500 g Mehl, 1 Würfel Germ, 250 ml Milch, 60 g Zucker, 60 g Butter\n"
    "1,5 kg Zwetschken, Streusel optional. 180 °C 35 min.",
}


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

    def fixed(gen, days: float):
        """Content dated ``days`` before NOW, whatever the file's mtime."""
        return lambda r, dt: gen(r, _at(days))

    def photos(folder: str, bucket: str, topic: str, ages, start: int, ext: str = "HEIC") -> None:
        n = start
        for age in ages:
            n += r.randint(1, 9)
            photo(f"{folder}/IMG_{n}.{ext}", bucket, topic, age)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    D, DL, DT, SC = "Dokumente", "Downloads", "Schreibtisch", "Scans"

    # ------------------------------------------------------------ Dokumente/Studio (Areas Studio)
    s = f"{D}/Studio"
    for y, age in ((2024, 420), (2025, 95), (2026, 3)):
        add(f"{s}/Buchhaltung/EAR {y}.xlsx", A, "Studio", age, t_ear(y))
    for i, age in enumerate((128, 104, 87, 61, 33, 12)):
        v = VENDORS[i][0].split(",")[0].split(" ")[0]
        add(f"{s}/Buchhaltung/Belege 2026/ER_2026-{i + 1:03d}_{v}.pdf", A, "Studio", age, t_beleg(i))
    for i, age in enumerate((390, 352, 301, 260, 232, 205)):
        v = VENDORS[5 - i][0].split(",")[0].split(" ")[0]
        add(f"{s}/Buchhaltung/Belege 2025/ER_2025-{i * 7 + 3:03d}_{v}.pdf", A, "Studio", age, t_beleg(5 - i))
    for m, age in ((7, 306), (8, 275), (9, 245), (10, 214), (11, 184), (12, 153), (1, 122), (2, 94), (3, 63), (4, 32), (5, 2)):
        y = 2025 if m > 6 else 2026
        add(f"{s}/Buchhaltung/Kontoauszüge/Geschäftskonto {y}-{m:02d}.pdf", A, "Studio", age, t_konto_geschaeft)
    for q, age in (("3. Quartal 2025", 270), ("4. Quartal 2025", 180), ("1. Quartal 2026", 90), ("2. Quartal 2026", 5)):
        add(f"{s}/SVS/Beitragsvorschreibung {q[:1]}Q {q[-4:]}.pdf", A, "Studio", age, t_svs(q))
    for q, age in (("04-06/2025", 245), ("07-09/2025", 153), ("10-12/2025", 62), ("01-03/2026", 17)):
        add(f"{s}/USt/UVA {q.replace('/', '_')}.pdf", A, "Studio", age, t_uva(q))
    add(f"{s}/Kammer/WKO Grundumlage 2025.pdf", A, "Studio", 460, fixed(t_wko, 460))
    add(f"{s}/Kammer/ÖGLA Mitgliedsbeitrag 2026.pdf", A, "Studio", 140, t_ogla)
    add(f"{s}/Software/Vectorworks Service Select 2026.pdf", A, "Studio", 62,
        t_software("ComputerWorks GmbH, Schwarzwaldstraße 67, 79539 Lörrach", "Vectorworks Landmark Service Select 04/2026-03/2027", 690, 710))
    add(f"{s}/Software/Microsoft 365 Rechnung 2026-05.pdf", A, "Studio", 8,
        t_software("Microsoft Ireland Operations Ltd.", "Microsoft 365 Business Basic, 1 user, May 2026", 5.6, 5.6))
    add(f"{s}/Versicherung/Berufshaftpflicht Prämie 2025.pdf", A, "Studio", 520, fixed(t_haftpflicht, 520))
    add(f"{s}/Vorlagen/Vorlage Honorarnote.docx", A, "Studio", 610, STUDIO + "\n\n[Auftraggeber]\n\nHONORARNOTE Nr. [JJJJ-NNN]\n"
        "Projekt: [ ]\nLeistung lt. Angebot [A-JJJJ-NNN]\nSumme netto / zzgl. 20 % USt / Gesamt\nZahlbar binnen 14 Tagen ohne Abzug.")
    add(f"{s}/Vorlagen/Vorlage Angebot Freiraumplanung.docx", A, "Studio", 600, STUDIO + "\n\nANGEBOT Nr. [A-JJJJ-NNN]\n"
        "1 Grundlagen/Bestand\n2 Vorentwurf\n3 Entwurf\n4 Ausführungsplanung\n5 Ausschreibung\n6 ÖBA\nHonorarbasis 95 €/h, "
        "Nebenkosten 3 %, Gültigkeit 3 Monate. Es gelten die AGB Wallner Landschaftsarchitektur.")
    add(f"{s}/Vorlagen/AGB Wallner Landschaftsarchitektur.pdf", A, "Studio", 590, "Allgemeine Geschäftsbedingungen Wallner "
        "Landschaftsarchitektur\n1 Geltung: für alle Planungsleistungen.\n2 Urheberrecht an Plänen verbleibt bei der Planerin.\n"
        "3 Honorarnoten zahlbar binnen 14 Tagen.\n4 Haftung für leichte Fahrlässigkeit ausgeschlossen.\nGerichtsstand Wien.")
    add(f"{s}/Portfolio/Referenzliste 2026.docx", A, "Studio", 45, "Referenzliste DI Sabine Wallner\n2024 Innenhof Wohnhausanlage "
        "Simmeringer Hauptstraße 190 (Siedlungsgenossenschaft Wien-Ost), 2.300 m²\n2025 Privatgarten Koller, Perchtoldsdorf, mit "
        "Naturpool\nlaufend: Schulfreiraum VS Vorgartenstraße (MA 56), Hanggarten Döbling\nbis 2019 bei Knoll Planung: Seestadt "
        "Aspern Park Teil 3, Bildungscampus Berresgasse")
    add(f"{s}/Portfolio/Portfolio Wallner 2026.pdf", A, "Studio", 44, "WALLNER LANDSCHAFTSARCHITEKTUR - Portfolio 2026\n"
        "Freiräume für Schulen, Wohnbau und private Gärten in Wien und Umgebung\nProjekte: Innenhof Simmering, Garten Perchtoldsdorf\n"
        "Kontakt: office@wallner-landschaft.at, +43 699 1742 3381")

    # ------------------------------------------------------------ Projekte: Schulhof Vorgartenstraße (Projects)
    p = f"{D}/Projekte/2026_Schulhof Vorgartenstraße"
    T = "Schulhof Vorgartenstraße"
    add(f"{p}/01_Angebot/Angebot A-2026-003 Schulhof.pdf", P, T, 118, t_sh_angebot)
    add(f"{p}/01_Angebot/Auftragsschreiben MA 56 4500918273.pdf", P, T, 102, t_sh_auftrag)
    add(f"{p}/02_Bestand/Baumkataster Auszug Vorgartenstraße.csv", P, T, 97, t_sh_baum)
    add(f"{p}/03_Beteiligung/Auswertung Workshops Kinder.docx", P, T, 72, t_sh_workshop)
    add(f"{p}/04_Vorentwurf/Kostenschätzung VE.xlsx", P, T, 38, t_sh_kosten)
    add(f"{p}/04_Vorentwurf/Pflanzliste VE.xlsx", P, T, 36, t_sh_pflanz)
    add(f"{p}/04_Vorentwurf/Lageplan VE Variante B M200.pdf", P, T, 33, "LAGEPLAN VORENTWURF VARIANTE B M 1:200\n"
        "Schulfreiraum VS Vorgartenstraße 95, 1020 Wien\nLegende: Bestandsbaum Rosskastanie (1147, 1148, 1152), Neupflanzung "
        "Celtis australis, Hügel +1,40 m mit Rutsche, Weidentunnel, Wasserspiel, Ballspielfläche 18x12 m, Feuerwehrzufahrt Rasengitter\n"
        "Planung: Wallner Landschaftsarchitektur | Auftraggeberin: MA 56 | Datum 30.04.2026 | Plan Nr. VE-01")
    add(f"{p}/05_Besprechungen/Protokoll 01 2026-03-03.pdf", P, T, 89, t_sh_protokoll(1, _at(90)))
    add(f"{p}/05_Besprechungen/Protokoll 02 2026-05-20.pdf", P, T, 11, t_sh_protokoll(2, _at(12)))
    add(f"{p}/06_Entwurf/Erläuterungsbericht Entwurf.docx", P, T, 1, lambda r, dt: t_sh_erl(r, dt).replace(
        "Vorentwurf\n", "Entwurf (in Arbeit)\n", 1) + "\nEntwurf: Wartungskonzept Wasserspiel mit MA 31, Fallhöhen EN 1176 - TODO")
    add(f"{p}/06_Entwurf/~$läuterungsbericht Entwurf.docx", L, "System", 0.2, b"\x0bSabine W. " + b"\x00" * 150)
    add(f"{p}/07_Abrechnung/HN 2026-004 Teilrechnung Vorentwurf.pdf", P, T, 29, t_honorar(
        "2026-004", MA56, SH, [("Pos 1 Grundlagen, Bestand 100 %", 3900, 3900), ("Pos 2 Beteiligung 100 %", 2640, 2640),
                               ("Pos 3 Vorentwurf 50 %", 3930, 3930)], "Bestellnummer MA 56: 4500918273"))
    add(f"{p}/Mail/AW Vorentwurf Schulfreiraum.eml", P, T, 24, t_sh_mail)
    add(f"{p}/Zeitplan.md", P, T, 9, t_sh_zeit)
    photos("Bilder/Projekte/Schulhof Vorgartenstraße/Bestand", P, T, (104, 104, 104, 104, 103, 103), 4410)
    photos("Bilder/Projekte/Schulhof Vorgartenstraße/Workshop", P, T, (82, 82, 75, 75), 4820, "JPG")
    photos("Bilder/Projekte/Schulhof Vorgartenstraße/Begehung Mai", P, T, (12, 12), 5630)

    # ------------------------------------------------------------ Projekte: Garten Döbling (Projects)
    p = f"{D}/Projekte/2025_Garten Döbling Ebner"
    T = "Garten Döbling"
    add(f"{p}/Angebot A-2025-011 Ebner.pdf", P, T, 236, t_gd_angebot)
    add(f"{p}/Bestandsaufnahme 2025-10-14.docx", P, T, 229, t_gd_bestand)
    add(f"{p}/Entwurf Variante Terrassen.docx", P, T, 181, t_gd_entwurf)
    add(f"{p}/Ausführung/Pflanzplan Liste.xlsx", P, T, 131, t_gd_pflanz)
    add(f"{p}/Ausschreibung/Hradil Angebot 26-0311.pdf", P, T, 96, t_gd_firm_angebot)
    add(f"{p}/Honorarnoten/HN 2025-021 Entwurf.pdf", P, T, 172, t_honorar(
        "2025-021", EBNER, GD, [("Bestandsaufnahme und Vermessung", 1710, 1710), ("Entwurf mit zwei Varianten", 3420, 3420)]))
    add(f"{p}/Honorarnoten/HN 2026-006 Ausführungsplanung.pdf", P, T, 41, t_honorar(
        "2026-006", EBNER, GD, [("Ausführungsplanung, Pflanzplan, Details", 4180, 4180), ("Vergleich Gartenbau-Angebote", 950, 950)]))
    add(f"{p}/Baustelle/Protokoll Baustelle 2026-05-13.pdf", P, T, 19, t_gd_bauprot)
    photos("Bilder/Projekte/Döbling Ebner/Bestand Okt 2025", P, T, (229, 229, 229, 229), 1187)
    photos("Bilder/Projekte/Döbling Ebner/Baustelle", P, T, (46, 33, 33, 19, 19, 5), 5021)

    # ------------------------------------------------------------ Projekte: Wettbewerb Dachgarten (Projects)
    p = f"{D}/Projekte/2026_Wettbewerb Dachgarten Nordbahnhof"
    T = "Wettbewerb Dachgarten"
    add(f"{p}/Auslobung Dachgarten BP7.pdf", P, T, 71, t_wb_auslobung)
    add(f"{p}/Registrierung Bestätigung.eml", P, T, 73, t_wb_mail)
    add(f"{p}/Unterlagen/Plangrundlagen BP7.zip", P, T, 70, lambda r, dt: _zip([
        ("BP7_Dachdraufsicht.dwg", "AC1032 Dachdraufsicht Bauplatz 7 Nordbahnhof M 1:100"),
        ("D-04_Lastplan.txt", "Lastplan Dach BP7: Reserve 3,5 kN/m2, Stützenachsen A-F / 1-9, PV-Feld 420 m2"),
        ("Auslobung_BP7_Anhang.txt", "Anhang: Raumprogramm Dachgarten, 214 Wohnungen, Stiegen 1-3")]))
    add(f"{p}/Flächenbilanz.xlsx", P, T, 6, t_wb_flaechen)
    add(f"{p}/Abgabe/Verfassererklärung.docx", P, T, 3, t_wb_verfasser)
    add(f"{p}/Abgabe/Erläuterung Wolkenwiese.docx", P, T, 2, t_wb_konzept)
    add(f"{p}/Abgabe/~$läuterung Wolkenwiese.docx", L, "System", 0.1, b"\x0bSabine W. " + b"\x00" * 150)
    for i, age in enumerate((40, 40, 39, 21)):
        add(f"{p}/Referenzen/Referenz_{i + 1:02d}.png", P, T, age, "")

    # ------------------------------------------------------------ Gemeinschaftsgarten (Projects)
    g, T = f"{D}/Gemeinschaftsgarten", "Gemeinschaftsgarten"
    add(f"{g}/Förderansuchen Bezirk Neubau.docx", P, T, 121, t_gg_ansuchen)
    add(f"{g}/Protokoll Gründungstreffen 2026-02-12.docx", P, T, 108, t_gg_protokoll)
    add(f"{g}/Mail GB Vereinsbehörde.eml", P, T, 61, t_gg_mail)
    add(f"{g}/Arche Noah Rechnung Saatgut.pdf", P, T, 36, t_gg_saatgut)
    add(f"{g}/Einladung Eröffnungsfest.docx", P, T, 10, t_gg_einladung)
    add(f"{g}/Einladung Eröffnungsfest.pdf", P, T, 9, t_gg_einladung)
    photos("Bilder/Gemeinschaftsgarten", P, T, (118, 118, 23, 23, 23, 22, 4), 3301)

    # ------------------------------------------------------------ Reisen (Copenhagen Projects, Croatia Archive)
    k = f"{D}/Reisen/Kopenhagen 2026"
    add(f"{k}/LF26 Registration Confirmation.pdf", P, "Reisen", 84, t_cph_reg)
    add(f"{k}/Programm Landscape Futures 2026.pdf", P, "Reisen", 30, "LANDSCAPE FUTURES 2026 - Programme\nMon 14 Sept: "
        "Keynote 'Landscape after heat' (Frederiksberg Campus, Aud. A1); sessions Blue-Green Cities, Children's landscapes\n"
        "Tue 15 Sept: poster session 13:00-14:30 (posters A0 portrait); conference dinner Nyhavn 19:30\n"
        "Wed 16 Sept: excursions - Tåsinge Plads, Enghaveparken, Superkilen")
    add(f"{k}/Poster Cool Schoolyards Text.docx", P, "Reisen", 14, "POSTER (A0 hoch) - Cool Schoolyards\n1 Problem: Asphalt, "
        "50 °C im Juni\n2 Beteiligung 71 Kinder\n3 Entsiegelung 640 m², Schwammstadt-Baumgruben\n4 Budget EUR 250.000\n"
        "Fotos: Workshop (Einverständnis Eltern prüfen!), Lageplan VE-01")
    add(f"{k}/Packliste Kopenhagen.txt", P, "Reisen", 7, t_cph_pack)
    h = f"{D}/Reisen/Kroatien 2025"
    add(f"{h}/Notizen Lošinj.txt", X, "Reisen", 310, t_hr_notes)
    add(f"{h}/Vignette Slowenien und Maut.pdf", X, "Reisen", 325, "DARS - e-vinjeta\nKennzeichen W-FL 418\n7-Tages-Vignette "
        "gültig 12.07.2025 - 18.07.2025\nPreis € 16,00\nZweite Vignette 20.07.2025 - 26.07.2025 € 16,00")
    photos("Bilder/2025-07 Kroatien", X, "Reisen", (321, 321, 318, 316, 313, 311, 311), 8120, "JPG")

    # ------------------------------------------------------------ finished commissions (Archive)
    a, T = f"{D}/Projekte/Abgeschlossen/2024_Innenhof Simmering", "Innenhof Simmering"
    add(f"{a}/Übernahmeprotokoll 2024-06-12.docx", X, T, 720, t_si_abnahme)
    add(f"{a}/Mängelliste Nachbegehung 2024-10.pdf", X, T, 590, t_si_maengel)
    add(f"{a}/HN 2024-009 Schlussrechnung.pdf", X, T, 585, t_honorar(
        "2024-009", SIMM, "Innenhof Wohnhausanlage Simmeringer Hauptstraße 190", [("Restbetrag 40 % lt. Angebot A-2023-019", 11440, 11440),
                                                                             ("Nebenkosten 3 %", 860, 860)]))
    add(f"{a}/Pflanzliste Ausführung Simmering.xlsx", X, T, 800, "Art;Qualität;Stück\nCarpinus betulus;H 3xv StU 16-18;8\n"
        "Acer campestre;H 3xv StU 18-20;4\nHydrangea arborescens 'Annabelle';Co 5l;40\nHakonechloa macra;P9;120")
    photos("Bilder/Projekte/Simmering fertig", X, T, (716, 716, 716), 9840, "JPG")
    a, T = f"{D}/Projekte/Abgeschlossen/2025_Garten Perchtoldsdorf Koller", "Garten Perchtoldsdorf"
    add(f"{a}/HN 2025-014 Schlussrechnung Koller.pdf", X, T, 318, t_honorar(
        "2025-014", KOLLER, "Gartenplanung Hochstraße 27, Perchtoldsdorf", [("Künstlerische Bauüberwachung, 9 Termine", 1710, 1710),
                                                                          ("Pflegeanleitung und Übergabe", 380, 380)]))
    add(f"{a}/Pflegeanleitung Garten Koller.docx", X, T, 322, t_pd_pflege)
    add(f"{a}/Danke für unseren Garten.eml", X, T, 305, t_pd_mail)
    photos("Bilder/Projekte/Perchtoldsdorf Übergabe", X, T, (323, 323, 323, 323), 7711)

    # ------------------------------------------------------------ Knoll Planung (alt) (Archive)
    kn, T = f"{D}/Knoll Planung (alt)", "Knoll Planung"
    add(f"{kn}/Dienstvertrag 2008.pdf", X, T, 2440, t_kn_vertrag)
    add(f"{kn}/Gehalt/Gehaltszettel 2019-04.pdf", X, T, 2590, t_kn_lohnzettel)
    add(f"{kn}/Gehalt/Gehaltszettel 2019-05.pdf", X, T, 2560, t_kn_lohnzettel)
    add(f"{kn}/Abschiedsmail 2019-06-28.eml", X, T, 2530, fixed(t_kn_mail, 2530))
    add(f"{kn}/Projekte/2016-042 Aspern Baumliste.txt", X, T, 2530, t_kn_projekt)
    add(f"{kn}/Thumbs.db", L, "System", 2530, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))
    add(f"{kn}/Projekte/desktop.ini", L, "System", 2530, "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\imageres.dll,-3\r\n")

    # ------------------------------------------------------------ Scheidung 2021 (Archive)
    sd, T = f"{D}/Scheidung 2021", "Scheidung"
    add(f"{sd}/Mediation Protokoll 3.docx", X, T, 1957, t_sch_mediation)
    add(f"{sd}/Aufteilung Vermögen.xlsx", X, T, 1925, t_sch_aufteilung)
    add(f"{sd}/Honorarnote RA Lechner.pdf", X, T, 1880, t_sch_anwalt)

    # ------------------------------------------------------------ Privat (Areas)
    pv = f"{D}/Privat"
    add(f"{pv}/Wohnung/Mietvertrag Lindengasse 38-14.pdf", A, "Wohnung", 2900, "MIETVERTRAG\nVermieterin: Hausgemeinschaft "
        "Lindengasse 38, vertreten durch Gruber & Partner GmbH\nMieter: Martin Reiter und Sabine Wallner\nObjekt: Lindengasse 38, "
        "Top 14, 1070 Wien, 82 m², Kategorie A\nBeginn 01.09.2012, unbefristet\nHauptmietzins wertgesichert nach VPI (§ 5), "
        "Kaution 3 Monatsmieten")
    add(f"{pv}/Wohnung/Mietvorschreibung ab April 2026.pdf", A, "Wohnung", 66, fixed(t_wo_vorschreibung, 61))
    add(f"{pv}/Wohnung/Betriebskosten/BK-Abrechnung 2024.pdf", A, "Wohnung", 340, t_wo_bk)
    add(f"{pv}/Wohnung/Wien Energie/Jahresabrechnung 2025.pdf", A, "Wohnung", 110, t_wo_energie(2025))
    for m, age in ((12, 162), (1, 131), (2, 100), (3, 71), (4, 40), (5, 11)):
        add(f"{pv}/Wohnung/Magenta/Rechnung {2025 if m == 12 else 2026}-{m:02d}.pdf", A, "Wohnung", age, t_wo_magenta)
    for y, age in ((2020, 1850), (2021, 1480), (2023, 760)):
        add(f"{pv}/Steuern/Einkommensteuerbescheid {y}.pdf", A, "Steuern", age, t_est_bescheid(y))
    add(f"{pv}/Finanzen/Bausparvertrag Jahresauszug 2024.pdf", A, "Finanzen", 505, t_fin_bauspar)
    add(f"{pv}/Finanzen/Girokonto Umsätze 2025.csv", A, "Finanzen", 140, t_fin_giro_csv(2025))
    add(f"{pv}/Finanzen/Unterhalt Lena Übersicht.xlsx", A, "Finanzen", 52, "Unterhalt Lena (Martin) 2026\nMonat;Betrag;eingegangen\n"
        "Jänner;520;02.01.\nFebruar;520;02.02.\nMärz;520;03.03.\nApril;547;02.04. (Wertsicherung +5,2 %)\nMai;547;04.05.\n"
        "Sonderbedarf Sportwoche: Hälfte 242,50 von Martin am 20.01.")
    gh = f"{pv}/Gesundheit"
    add(f"{gh}/Honorarnoten/2026-02 Dermatologie Mitterer.pdf", A, "Gesundheit", 109, t_ge_wahlarzt(
        "Dr. Eva Mitterer, FÄ für Haut- und Geschlechtskrankheiten", "Neubaugasse 12, 1070 Wien", "Sabine Wallner, geb. 12.05.1979",
        "Muttermalkontrolle mit Auflichtmikroskopie", 130, 150))
    add(f"{gh}/Honorarnoten/2025-11 Orthopädie Zeiler.pdf", A, "Gesundheit", 196, t_ge_wahlarzt(
        "Dr. Paul Zeiler, FA für Orthopädie", "Alser Straße 25, 1080 Wien", "Sabine Wallner, geb. 12.05.1979",
        "Erstuntersuchung Lendenwirbelsäule, Verordnung Physiotherapie", 150, 180))
    add(f"{gh}/Honorarnoten/2026-01 Physio Schwarz.pdf", A, "Gesundheit", 125, t_ge_wahlarzt(
        "Petra Schwarz, Physiotherapeutin", "Kaiserstraße 77, 1070 Wien", "Sabine Wallner", "10 x Physiotherapie à 45 min", 640, 660))
    add(f"{gh}/Honorarnoten/2024-09 Zahnärztin Mundhygiene.pdf", A, "Gesundheit", 620, t_ge_wahlarzt(
        "Dr. Karin Moser, Zahnärztin", "Westbahnstraße 9, 1070 Wien", "Sabine Wallner", "Professionelle Mundhygiene", 95, 120))
    add(f"{gh}/SVS Kostenerstattung 2026-03.pdf", A, "Gesundheit", 75, t_ge_svs)
    add(f"{gh}/Lena/HNO Wimmer Honorarnote 2025.pdf", A, "Gesundheit", 240, t_ge_wahlarzt(
        "Dr. Markus Wimmer, FA für HNO", "Burggasse 40, 1070 Wien", "Lena Reiter, geb. 22.08.2010 (mitvers. bei Martin Reiter, ÖGK)",
        "Untersuchung Nasennebenhöhlen, Audiometrie", 110, 130))
    sl = f"{pv}/Lena Schule"
    add(f"{sl}/Elternbrief Schulbeginn 2025.pdf", A, "Schule", 268, fixed(t_sc_schulbeginn, 268))
    add(f"{sl}/Schulnachricht 1. Semester 6B.pdf", A, "Schule", 115, t_sc_schulnachricht)
    add(f"{sl}/Elternverein Beitrag 2025-26.pdf", A, "Schule", 250, "Elternverein am BRG 7 Zieglergasse\nZahlungsaufforderung "
        "Mitgliedsbeitrag 2025/26\nKind: Lena Reiter, 6B\nBeitrag € 30,00 (freiwillig), unterstützt Schulveranstaltungen und Buffet\n"
        "Konto Elternverein AT55 2011 1000 3344 5566")
    add(f"{sl}/Schulbuchaktion Liste 7. Klasse.pdf", A, "Schule", 6, "Schulbuchaktion 2026/27 - BRG 7 Zieglergasse, 7. Klassen\n"
        "Mathematik 'Lösungswege 7', Englisch 'More! 7', Latein 'Medias in res! 4', Biologie 'Bio@school 7'\nSelbstbehalt 10 % "
        "€ 14,70 bis 20.06. einzahlen")
    mo = f"{pv}/Mobilität"
    add(f"{mo}/FlinkCar Mitgliedschaft.pdf", A, "Mobilität", 1030, "FlinkCar Carsharing GmbH\nMITGLIEDSVERTRAG\nMitglied: "
        "Sabine Wallner, geb. 12.05.1979, Führerschein B seit 1997\nKundennr FC-20417, Tarif City Flex (€ 9,90/Monat)\n"
        "Selbstbehalt Kasko € 500, Reduktion auf € 150 mit Option Sorglos\nBeginn 01.08.2023")
    for m, age in ((11, 192), (12, 161), (1, 122), (2, 94), (3, 63), (4, 32)):
        add(f"{mo}/FlinkCar Rechnung {2025 if m > 10 else 2026}-{m:02d}.pdf", A, "Mobilität", age, t_mo_invoice)
    add(f"{mo}/KlimaTicket 2025.pdf", A, "Mobilität", 428, fixed(t_mo_klima, 428))

    # ------------------------------------------------------------ Resources
    for name, text in ARTICLES.items():
        add(f"{D}/Fachliteratur/{name}", R, "Fachliteratur", r.uniform(200, 1600), text)
    add(f"{D}/Fachliteratur/Mitschrift Landschaftsarchitekturtage 2025.docx", R, "Fachliteratur", 230, "Landschaftsarchitekturtage "
        "2025, Wien - Mitschrift\n- Vortrag Biodiversität im Wohnbau: Totholz, Nisthilfen, Sandlinsen\n- Bodenschutz: Oberboden "
        "getrennt lagern, max. 2 m Mieten\n- Pflanzen für 2050: mehr Submediterranes, weniger Birke/Buche")
    add(f"{D}/Fachliteratur/Bücher/Noel Kingsbury - Planting a Perennial Garden.epub", R, "Fachliteratur", 700,
        lambda r, dt: _epub("Planting: A New Perspective", "Piet Oudolf, Noel Kingsbury", "en", "Plant communities, matrix planting, "
                            "structure plants and the long season of interest."))
    for i, (ttl, au, lg) in enumerate((("Das geheime Leben der Bäume", "Peter Wohlleben", "de"),
                                       ("Braiding Sweetgrass", "Robin Wall Kimmerer", "en"),
                                       ("Die Erfindung der Natur", "Andrea Wulf", "de"),
                                       ("Meine geniale Freundin", "Elena Ferrante", "de"))):
        add(f"{D}/Bücher/{au} - {ttl}.epub", R, "Bücher", 200 + i * 170,
            lambda r, dt, t=ttl, a=au, lg=lg: _epub(t, a, lg, f"{t} - {a}. Erstes Kapitel."))
    for name, text in RECIPES.items():
        add(f"{D}/Rezepte/{name}", R, "Kochen", r.uniform(90, 900), text)
    for i, (ttl, art, alb) in enumerate((("Ganz Wien", "Falco", "Einzelhaft"), ("Heast as net", "Hubert von Goisern", "Aufgeigen stått niederschiass'n"),
                                         ("Zu spät", "Wanda", "Amore"), ("Gehen wie ein Ägypter", "Die Goldenen Zitronen", "Porsche, Genscher, Hallo HSV"),
                                         ("Mercy Street", "Peter Gabriel", "So"), ("Teardrop", "Massive Attack", "Mezzanine"),
                                         ("Vienna", "Ultravox", "Vienna"), ("Alles Gute", "Voodoo Jürgens", "Ansa Woar"),
                                         ("Running Up That Hill", "Kate Bush", "Hounds of Love"), ("Jolene", "Dolly Parton", "Jolene"))):
        add(f"Musik/{art}/{i + 1:02d} {ttl}.mp3", R, "Musik", 900 + i * 41, lambda r, dt, a=(ttl, art, alb): _id3(r, *a))
    for name, head, age in (("Vectorworks2026_SP2_Mac.dmg", b"x\xda\x01", 64), ("QGIS-macOS-PR-3.40.4.dmg", b"x\xda\x01", 150),
                            ("Zoom.pkg", b"xar!\x00\x1c", 210), ("Firefox 138.0.dmg", b"x\xda\x01", 40),
                            ("Signal-desktop-mac-universal.dmg", b"x\xda\x01", 118)):
        add(f"{DL}/{name}", R, "Software", age, lambda r, dt, h=head: _blob(r, h, 2000))
    photos("Bilder/2024", R, "Fotos", (690, 640, 610, 560, 515), 1301)
    photos("Bilder/2025", R, "Fotos", (470, 430, 395, 260, 230, 205, 160), 6402)
    photos("Bilder/2026", R, "Fotos", (140, 96, 55, 30, 14, 2), 2101)
    for i, age in enumerate((41, 19, 8, 3, 1)):
        d = _at(age)
        add(f"{DT}/Bildschirmfoto {d:%Y-%m-%d} um {9 + i}.{14 + i * 7:02d}.{22 + i}.png", R, "Fotos", age, "")
    for i, age in enumerate((72, 27, 6)):
        add(f"{DL}/WhatsApp Image {_at(age):%Y-%m-%d} at 18.2{i}.jpeg", R, "Fotos", age, "exif")
    photos("Bilder/2025/Lena Geburtstag", R, "Fotos", (283, 283, 283, 282), 7203)
    photos("Bilder/2026", R, "Fotos", (66, 44), 2391)

    # ------------------------------------------------------------ old iPhone backup (Archive)
    bk = f"{D}/iPhone Backup 2020"
    photos(f"{bk}/DCIM/100APPLE", X, "Backup", (2200, 2200, 2200, 2200, 2200, 2200, 2200, 2200), 210, "JPG")
    add(f"{bk}/Notizen/Einkauf.txt", X, "Backup", 2200, "Einkauf: Milch, Haferflocken, Zwiebel, Kaffee, Batterien AA")
    add(f"{bk}/Notizen/Geschenkideen.txt", X, "Backup", 2200, "Lena Geburtstag 10: Fahrrad? Buch Gregs Tagebuch, Kletterhalle")
    add(f"{bk}/Kontakte.vcf", X, "Backup", 2200, "BEGIN:VCARD\nVERSION:3.0\nFN:Martin Reiter\nTEL:+43 664 2201 118\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:3.0\nFN:Knoll Empfang\nTEL:+43 1 544 88 0\nEND:VCARD\n")

    # ------------------------------------------------------------ Downloads: named files and leftovers
    add(f"{DL}/Auslobung_Dachgarten_BP7.pdf", P, "Wettbewerb Dachgarten", 73, t_wb_auslobung)
    add(f"{DL}/LF26_programme_draft.pdf", P, "Reisen", 58, "Landscape Futures 2026 - draft programme\nKeynotes, sessions, "
        "poster session Tue 15 Sept, excursions Wed 16 Sept. Venue: University of Copenhagen, Frederiksberg Campus")
    add(f"{DL}/Geschaeftskonto_Auszug_2026-05.pdf", A, "Studio", 1, t_konto_geschaeft)
    add(f"{DL}/Adobe_CC_Rechnung_2026.pdf", A, "Studio", 110, t_software(
        "Adobe Systems Software Ireland Ltd", "Creative Cloud All Apps, annual plan paid upfront", 664, 664))
    add(f"{DL}/Honorarnote_Physio_Schwarz.pdf", A, "Gesundheit", 124, t_ge_wahlarzt(
        "Petra Schwarz, Physiotherapeutin", "Kaiserstraße 77, 1070 Wien", "Sabine Wallner", "Folgeverordnung 6 x Physiotherapie", 380, 400))
    add(f"{DL}/QGIS-macOS-LTR-3.40.dmg.crdownload", L, "System", 0.3, lambda r, dt: _blob(r, b"x\xda\x01", 800))
    add(f"{DL}/Plangrundlagen_BP7_komplett.zip.part", L, "System", 69, lambda r, dt: _blob(r, b"PK\x03\x04", 800))
    add(f"{DL}/Plangrundlagen_BP7_komplett (1).zip.part", L, "System", 69, lambda r, dt: _blob(r, b"PK\x03\x04", 500))

    # ------------------------------------------------------------ hard files: name and folder say nothing
    H = True
    hard = [
        # Downloads
        (f"{DL}/Dokument (2).pdf", A, "Wohnung", 105, t_wo_energie(2024)),
        (f"{DL}/Dokument.pdf", A, "Studio", 88, t_svs("1. Quartal 2026")),
        (f"{DL}/Dokument (1).pdf", A, "Steuern", 150, fixed(t_est_bescheid(2024), 152)),
        (f"{DL}/Dokument (3).pdf", X, "Garten Perchtoldsdorf", 12, fixed(t_honorar(
            "2025-012", KOLLER, "Gartenplanung Hochstraße 27, Perchtoldsdorf",
            [("Ausführungsplanung Naturpool und Staudenbeete", 3860, 3860)]), 400)),
        (f"{DL}/Dokument (4).pdf", A, "Finanzen", 140, t_fin_bauspar),
        (f"{DL}/Dokument (5).pdf", A, "Mobilität", 60, t_mo_klima),
        (f"{DL}/document.pdf", P, "Reisen", 80, t_cph_flight),
        (f"{DL}/document (1).pdf", X, "Reisen", 330, fixed(t_hr_ferry, 330)),
        (f"{DL}/download.pdf", P, "Gemeinschaftsgarten", 66, t_gg_zusage),
        (f"{DL}/download (1).pdf", A, "Schule", 210, t_sc_sportwoche),
        (f"{DL}/download (2).pdf", P, "Wettbewerb Dachgarten", 16, t_wb_fragen),
        (f"{DL}/export.csv", A, "Studio", 4, t_konto_export),
        (f"{DL}/export (1).csv", P, "Schulhof Vorgartenstraße", 97, t_sh_baum),
        (f"{DL}/export (2).csv", A, "Mobilität", 9, t_mo_trips),
        (f"{DL}/export (3).csv", A, "Finanzen", 25, t_fin_depot),
        (f"{DL}/data.csv", P, "Gemeinschaftsgarten", 18, t_gg_anmeldungen),
        (f"{DL}/Anhang.pdf", P, "Garten Döbling", 88, t_gd_preis),
        (f"{DL}/Anhang (1).pdf", A, "Gesundheit", 31, t_ge_wahlarzt(
            "Dr. Eva Mitterer, FÄ für Haut- und Geschlechtskrankheiten", "Neubaugasse 12, 1070 Wien", "Lena Reiter, geb. 22.08.2010",
            "Aknebehandlung, Erstordination", 110, 125)),
        (f"{DL}/attachment.pdf", P, "Reisen", 77, t_cph_hotel),
        (f"{DL}/file.pdf", A, "Studio", 35, t_software("Adobe Systems Software Ireland Ltd", "Adobe Stock 10 images/month", 29.99, 29.99)),
        (f"{DL}/IMG_2231.pdf", A, "Schule", 20, t_sc_sprachreise),
        (f"{DL}/IMG_0387.pdf", A, "Schule", 140, fixed(t_sc_zahlung, 140)),
        (f"{DL}/20260417_101512.pdf", P, "Schulhof Vorgartenstraße", 45, t_sh_protokoll(1, _at(90))),
        (f"{DL}/Dokument1.docx", P, "Wettbewerb Dachgarten", 26, t_wb_konzept),
        (f"{DL}/Mappe1.xlsx", P, "Gemeinschaftsgarten", 25, t_gg_budget),
        (f"{DL}/Nachricht.eml", A, "Schule", 48, t_sc_mail),
        (f"{DL}/AW_ Ihre Anfrage.eml", P, "Garten Döbling", 24, t_gd_mail),
        (f"{DL}/Fwd_.eml", A, "Studio", 40, t_stb_mail),
        (f"{DL}/Unbenannt.pdf", A, "Wohnung", 55, t_wo_bk),
        (f"{DL}/0001.pdf", X, "Reisen", 14, fixed(t_hr_apartment, 450)),
        (f"{DL}/Beilage_1.pdf", X, "Knoll Planung", 69, t_kn_zeugnis),
        (f"{DL}/print.pdf", A, "Wohnung", 150, t_wo_orf),
        (f"{DL}/ausdruck.pdf", A, "Finanzen", 130, t_fin_pension),
        (f"{DL}/form.pdf", A, "Gesundheit", 118, t_ge_antrag),
        (f"{DL}/2026-05.pdf", A, "Mobilität", 1, t_mo_invoice),
        (f"{DL}/unnamed.pdf", P, "Garten Döbling", 95, t_gd_firm_angebot),
        (f"{DL}/Formular.pdf", A, "Steuern", 63, t_est_fb),
        # Scans
        (f"{SC}/Scan 2026-03-14.pdf", P, "Schulhof Vorgartenstraße", 79, fixed(t_sh_auftrag, 101)),
        (f"{SC}/Scan 2026-03-14 1.pdf", A, "Gesundheit", 79, t_ge_oegk),
        (f"{SC}/Scan 2026-01-22.pdf", A, "Wohnung", 130, t_wo_wert),
        (f"{SC}/Scan 2025-11-03.pdf", A, "Schule", 210, t_sc_sprechtag),
        (f"{SC}/Scan 2026-04-29.pdf", P, "Garten Döbling", 33, t_gd_bauprot),
        (f"{SC}/Scan 2026-05-20.pdf", P, "Gemeinschaftsgarten", 12, t_gg_prekarium),
        (f"{SC}/Scan 2025-09-10.pdf", A, "Steuern", 264, t_est_vz),
        (f"{SC}/Scan 2024-06-12.pdf", X, "Innenhof Simmering", 719, t_si_abnahme),
        (f"{SC}/Scan 2026-02-09.pdf", A, "Studio", 112, t_wko),
        (f"{SC}/Scan 2025-12-01.pdf", A, "Studio", 182, t_haftpflicht),
        (f"{SC}/Scan.pdf", A, "Gesundheit", 196, t_ge_befund),
        (f"{SC}/Scan 2.pdf", A, "Wohnung", 300, t_wo_haushalt),
        # Schreibtisch
        (f"{DT}/Unbenannt.txt", P, "Garten Döbling", 5, t_gd_call),
        (f"{DT}/Unbenannt 2.txt", P, "Gemeinschaftsgarten", 28, t_gg_todo),
        (f"{DT}/Unbenannt 3.txt", A, "Studio", 60, t_keys),
        (f"{DT}/Notiz.txt", P, "Wettbewerb Dachgarten", 13, t_wb_notiz),
        (f"{DT}/neu.txt", P, "Wettbewerb Dachgarten", 8, t_wb_pflanzideen),
        (f"{DT}/todo.txt", A, "Steuern", 21, t_est_todo),
        (f"{DT}/Entwurf.docx", P, "Schulhof Vorgartenstraße", 32, t_sh_erl),
        (f"{DT}/Mappe2.xlsx", P, "Reisen", 15, t_cph_budget),
        (f"{DT}/notes.md", P, "Reisen", 100, t_cph_abstract),
        (f"{DT}/Kopie von Mappe1.xlsx", A, "Finanzen", 150, t_fin_budget),
        # Dokumente loose and the 2023 dump
        (f"{D}/Dokument3.docx", X, "Knoll Planung", 2625, t_kn_kuendigung),
        (f"{D}/Scan_20210519.pdf", X, "Scheidung", 1840, t_sch_beschluss),
        (f"{D}/Unbenannt.docx", P, "Gemeinschaftsgarten", 55, t_gg_statuten),
        (f"{SC}/Scan 2021-03-02.pdf", X, "Scheidung", 1916, t_sch_vergleich),
        (f"{D}/2023/scan_0012.pdf", A, "Steuern", 900, fixed(t_est_bescheid(2022), 905)),
        (f"{D}/2023/scan_0013.pdf", A, "Gesundheit", 880, fixed(t_ge_wahlarzt(
            "Dr. Monika Haider, FÄ für Kinder- und Jugendheilkunde", "Schottenfeldgasse 20, 1070 Wien",
            "Lena Reiter, geb. 22.08.2010", "Sportmedizinische Untersuchung, Befund für Schwimmverein", 90, 110), 880)),
        (f"{D}/2023/Dokument.pdf", X, "Innenhof Simmering", 930, fixed(t_si_angebot, 935)),
        (f"{D}/2023/Dokument (1).pdf", A, "Wohnung", 1150, fixed(t_wo_energie(2022), 1150)),
        (f"{D}/2023/export_2023.csv", A, "Finanzen", 880, t_fin_giro_csv(2023)),
        (f"{D}/2023/Brief.docx", A, "Wohnung", 940, fixed(t_wo_brief, 940)),
        (f"{D}/2023/Tabelle.xlsx", A, "Studio", 860, t_ear(2023)),
    ]
    for rel, b, t, age, gen in hard:
        add(rel, b, t, age, gen, H)
    # named, non-hard files in the 2023 dump
    add(f"{D}/2023/Lena Jahreszeugnis 4. Klasse.pdf", A, "Schule", 1070, "BRG 7 Zieglergasse - Jahreszeugnis 2022/23\n"
        "Lena Reiter, Klasse 2B\nDeutsch 2, Englisch 1, Mathematik 3, Biologie 1, Bildnerische Erziehung 1\nBerechtigt zum Aufsteigen.")
    add(f"{D}/2023/ÖGLA Exkursion Slowenien Programm.pdf", R, "Fachliteratur", 1000, "ÖGLA Exkursion 2023 - Ljubljana: "
        "Plecnik-Uferpromenaden, Park Tivoli, Radwegenetz 'Pot'. Fachliche Führung mit LAND Ljubljana.")

    # ------------------------------------------------------------ dot files (not labelled)
    for rel, age in (("Dokumente/.DS_Store", 2), ("Downloads/.DS_Store", 0.5), ("Schreibtisch/.localized", 2400),
                     ("Bilder/.DS_Store", 4), (f"{D}/Projekte/.DS_Store", 1), ("Scans/.DS_Store", 12)):
        dot(rel, b"\x00\x00\x00\x01Bud1" + bytes(40), age)
    return items
