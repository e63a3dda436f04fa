"""An unseen labelled corpus: a freelance photographer's Windows PC in Leipzig, ``build(root, seed)``, written blind.

Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, at the bench
scripts or at any placement result; of the other corpora only ``unseen.py``'s docstring, small helpers and
the first lines of its ``build()``, the ``Item`` dataclass with ``NOW``/``NOW_S``/``DAY`` and the helpers
``_pdf``/``_jpeg`` (``corpus.py``, whose next ~30 lines were glimpsed by accident), and
``_docx``/``_png``/``HEIC_HEAD`` (``blind.py``) were read. The files and labels are shaped by what this
person would have on disk, not by what the code looks for.

The person: Katrin Vogel, 44, a freelance photographer and videographer in Leipzig-Gohlis (Katrin Vogel
Fotografie & Film, Einzelunternehmen since mid-2017, member of the Künstlersozialkasse). Before that she
was a staff photographer in the photo desk of the Leipziger Tageblatt (April 2009 - June 2017); that
employment is over. She shoots weddings, corporate portraits and image films, and the Tourismusverband
Leipziger Neuseenland is a regular client under a framework contract. Her husband Tobias Vogel teaches
German and history at a Gymnasium; their son Jonas (11) is in Klasse 5b at the Gymnasium Gohlis since
August 2025 (before that the Grundschule an der Parthe). The family rents a flat in Lützowstraße,
drives a VW Caddy that doubles as the gear van, and has a Kleingarten parcel (KGV Am Rosental, Parzelle 47).

Going on now (2026-06-01): building a studio in a rented Hinterhof space in Plagwitz (Karl-Heine-Straße
88, lease since April 2026, opening party 4 July 2026); an anniversary photo book for client Bäckerei
Wendt (100 years, print in July); the tourism board's summer campaign "Sommer am See 2026"; an image film
for Kühne Metallbau GmbH; the booked weddings of 2026 (Meier/Krüger shot on 9 May and still being edited,
Schubert/Nowak on 13 June, Becker/Lindner on 22 August); her exhibition "Hinterhöfe. Leipziger
Innenansichten" at Galerie Kranich in the Spinnerei (opening 11 September 2026, with a grant application
to the Kulturamt); a dispute with her gear insurer (Elbtal Versicherung) over camera gear stolen from the
car in Dresden on 18 April 2026; and the family's Scotland trip (18 July - 8 August 2026).

Finished: the newspaper job (ended 2017); the desk at Basislager Coworking (given up end of February
2026 for the studio); the weddings of 2025 and the portrait job for Kanzlei Röder & Partner (delivered and
paid); the tourism board's autumn campaign 2025; the photo book for Sportverein Grün-Weiß 2024; the new
kitchen for the flat (2023); the sale of the old Opel Astra (2022); a settled insurance claim for a
dropped lens (2022); past trips (Prag 2023, Usedom 2024, Gardasee 2025).

The machine: Windows 11, a user folder with ``Dokumente/``, ``Bilder/``, ``Videos/``, ``Musik/``,
``Downloads/`` and ``Desktop/``, German names mixed with English ones. Some folders are tidy (the
bookkeeping by year, the client jobs by date), others are not: a Downloads folder full of
``document (3).pdf`` and ``Rechnung(1).pdf``, a Desktop with ``Unbenannt.txt`` and ``Neues Textdokument.txt``,
a ``Scans/`` folder of ``scan_0031.pdf``, a ``Neuer Ordner/``, a ``misc/`` folder, a copy of the old
laptop (``Sicherung Laptop 2019/``), phone uploads, unfinished downloads and Windows system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age.
  Client jobs that are not yet delivered and paid -- the Bäckerei Wendt photo book, the "Sommer am See
  2026" campaign (briefing, shot list, locations, model releases for it, exports), the Kühne image film
  (script, shooting plan, interviews, music licence, rough cuts), the 2026 weddings (contract,
  questionnaire, timeline, the Meier gallery being edited) -- topic Photography. The studio build-out
  (the commercial lease, floor plan, quotes from electrician and painter, cyclorama, light purchases,
  cost plan, progress photos, the opening party) -- topic Studio. The exhibition (gallery contract,
  list of works, the exhibition prints, print-lab quote, catalogue text, grant application,
  invitation) -- topic Exhibition. The gear-theft claim (police report, claim form, insurer's letters,
  her objection, receipts and photos sent as proof) -- topic Insurance. The Scotland trip (ferry,
  cottages, route, packing list, a guide excerpt saved for it) -- topic Travel.
- **Areas**: responsibilities with no end, whatever the document's age. The business (bookkeeping,
  Rechnungen, receipts, Umsatzsteuer-Voranmeldungen, EÜR, letters with the tax adviser about the
  business, client list, quotes to prospective clients, contract and model-release templates, AGB, price
  list, the framework contract with the tourism board, gear inventory, the portfolio and website
  texts) -- Photography. Household money, bank statements, the joint income tax return (also an old
  one), Kindergeld, savings, pension -- Finance. All insurance policies, the health insurer and the
  Künstlersozialkasse (her social insurance) -- Insurance. The family's doctors, dentist, physio --
  Health. The rented flat, its rent, utilities, broadcasting fee, internet, the landlord -- Home. Jonas's
  school, including his old Grundschule reports -- School. The car -- Car. The allotment garden (lease,
  association minutes, water and power bill, work hours) -- Garden.
- **Resources**: reference and interests kept for their own sake, by subject: photography and video
  know-how, camera and light manuals, posing guides, legal notes for photographers, LUTs (Photography),
  even when saved inside a project folder; appliance manuals (Home); gardening notes (Garden); recipes
  (Cooking); ebooks (Books); music (Music); installers (Software); family photos, holiday albums, phone
  pictures and screenshots (Photos). Photos that document a project or a job -- client galleries,
  campaign exports, studio progress, exhibition prints, proof photos for the claim -- take the project's
  bucket and topic instead (delivered jobs: Archive, Photography); her portfolio selection is Areas,
  Photography; photos inside the old laptop copy are Archive, Backup.
- **Archive**: finished projects and ended responsibilities, however recent: the Tageblatt employment
  (Career); the coworking desk, given up in February 2026 (Studio); delivered and paid client jobs
  (Photography); the 2023 kitchen (Home); the old car's sale (Car); the 2022 lens claim (Insurance);
  past trips (Travel); the copy of the old laptop as a whole (Backup). Her press photos from the
  newspaper years (the 2013 flood) belong with that employment (Archive, Career).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.DS_Store``) are written but
  not labelled.

Topics are subjects, one per subject: the theft dispute is ``Insurance`` like the policies; the
Künstlersozialkasse is ``Insurance``; the tourism framework contract is ``Photography`` like the jobs.
``hard`` marks a file whose name *and* folder say nothing about its subject (``Downloads/document
(3).pdf``, ``Desktop/Unbenannt.txt``, ``Scans/scan_0031.pdf``, ``misc/notizen.txt``): only the text inside
can place it. Images are never hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

# --------------------------------------------------------------------------- helpers


def _de(dt: datetime) -> str:
    return dt.strftime("%d.%m.%Y")


def _num(v: float) -> str:
    return f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")


def _eur(r: random.Random, lo: float, hi: float) -> str:
    return _num(r.uniform(lo, hi)) + " EUR"


MONATE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
          "November", "Dezember"]

KV = ("Katrin Vogel Fotografie & Film\nLützowstraße 31, 04157 Leipzig\n"
      "Tel. 0341 5629 4471 · kontakt@katrinvogel-foto.de · www.katrinvogel-foto.de\n"
      "Steuernummer 231/264/08815 · USt-IdNr. DE318442907")
BANK = "Sparkasse Leipzig · IBAN DE27 8605 5592 1090 4471 23 · BIC WELADE8LXXX"
PRIV = "Katrin und Tobias Vogel\nLützowstraße 31\n04157 Leipzig"

VOR = ["Anja", "Stefan", "Claudia", "Thomas", "Sandra", "Michael", "Nicole", "Andreas", "Katja", "Jens",
       "Susanne", "Frank", "Manuela", "René", "Peggy", "Mandy", "Sven", "Ronny", "Franziska", "Martin"]
NACH = ["Müller", "Schmidt", "Schulze", "Fischer", "Weber", "Krause", "Richter", "Lehmann", "Köhler", "Böhme",
        "Werner", "Hofmann", "Neumann", "Schröder", "Zimmermann", "Lorenz", "Günther", "Walther", "Seidel",
        "Hartmann"]


def _person(r: random.Random) -> str:
    return f"{r.choice(VOR)} {r.choice(NACH)}"


def _mail(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt.strftime('%a, %d %b %Y %H:%M:%S')} +0200\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n" + body.strip() + "\n")


KATRIN_MAIL = "Katrin Vogel <kontakt@katrinvogel-foto.de>"


# --------------------------------------------------------------------------- business (Photography)

CLIENTS = {
    "wendt": "Bäckerei & Konditorei Wendt\nHerrn Uwe Wendt\nBornaische Straße 41\n04277 Leipzig",
    "tour": "Tourismusverband Leipziger Neuseenland e.V.\nFrau Claudia Reinhardt, Marketing\nMarkt 9\n04109 Leipzig",
    "kuehne": "Kühne Metallbau GmbH\nHerrn Jens Kühne, Geschäftsführer\nGewerbering 12\n04416 Markkleeberg",
    "roeder": "Röder & Partner Rechtsanwälte mbB\nFrau Dr. Susanne Röder\nKäthe-Kollwitz-Straße 60\n04109 Leipzig",
    "meier": "Lisa Meier und Daniel Krüger\nErich-Köhn-Straße 14\n04177 Leipzig",
    "schubert": "Sophie Schubert und Marco Nowak\nKurt-Eisner-Straße 70\n04275 Leipzig",
    "hoffmann": "Julia und Tom Hoffmann\nAm Mühlgraben 3\n04425 Taucha",
    "wolf": "Sarah Wolf und Kevin Richter\nEisenbahnstraße 112\n04315 Leipzig",
    "gruenweiss": "SV Grün-Weiß Leipzig-Mockau e.V.\nHerrn Ronny Walther\nTorgauer Straße 220\n04347 Leipzig",
}

JOBS = {
    "wendt": [("Fotobuch 100 Jahre Wendt: Fotografie Backstube und Verkauf, 2 Drehtage", 1450.0),
              ("Bildbearbeitung und Layout Fotobuch, 96 Seiten", 1280.0), ("Reproduktion historischer Fotos (38 Stück)", 380.0)],
    "tour": [("Fotoproduktion Kampagne, Tagessatz", 950.0), ("Nutzungsrechte Print und Online, 2 Jahre, regional", 600.0),
             ("Bildbearbeitung, 60 Motive", 540.0), ("Fahrtkosten 186 km à 0,30 EUR", 55.8)],
    "kuehne": [("Imagefilm: Konzept und Drehbuch", 900.0), ("Drehtag mit Zweitkamera und Ton", 1650.0),
               ("Schnitt, Farbkorrektur, Musiklizenz", 1400.0)],
    "roeder": [("Business-Porträts am Standort, 14 Personen", 1260.0), ("Retusche, je Person 2 Motive", 420.0)],
    "meier": [("Hochzeitsreportage Ganztag (10 Std.)", 2490.0), ("Zweitfotografin 6 Std.", 480.0),
              ("Online-Galerie und USB-Box", 90.0)],
    "schubert": [("Hochzeitsreportage Standesamt und Feier (8 Std.)", 2090.0), ("Paarshooting am Vortag", 290.0)],
    "hoffmann": [("Hochzeitsreportage Ganztag (9 Std.)", 2290.0), ("Fotobuch Leinen 30x30, 60 Seiten", 420.0)],
    "wolf": [("Hochzeitsreportage Standesamt (4 Std.)", 990.0), ("Online-Galerie", 0.0)],
    "gruenweiss": [("Festschrift 75 Jahre: Mannschaftsfotos und Reportage", 1180.0), ("Satz und Bildbearbeitung", 760.0)],
}


def t_invoice(r, dt, client=None, nr=None):
    client = client or r.choice(list(CLIENTS))
    nr = nr or f"RE-{dt.year}-{r.randint(3, 88):03d}"
    lines, net = [], 0.0
    for what, price in JOBS[client]:
        if price == 0.0:
            lines.append(f"{what}: inklusive")
            continue
        p = round(price * r.uniform(0.9, 1.1), 2)
        net += p
        lines.append(f"{what}: {_num(p)} EUR")
    vat = round(net * 0.19, 2)
    return (f"{KV}\n\n{CLIENTS[client]}\n\nRechnung Nr. {nr}\nRechnungsdatum: {_de(dt)}\n"
            f"Leistungszeitraum: {MONATE[(dt.month - 2) % 12]} {dt.year if dt.month > 1 else dt.year - 1}\n\n"
            + "\n".join(lines) +
            f"\n\nNettobetrag: {_num(net)} EUR\nzzgl. 19 % Umsatzsteuer: {_num(vat)} EUR\n"
            f"Rechnungsbetrag: {_num(net + vat)} EUR\n\nBitte überweisen Sie den Betrag innerhalb von 14 Tagen "
            f"unter Angabe der Rechnungsnummer.\n{BANK}\n\nVielen Dank für den schönen Auftrag!\nKatrin Vogel\n")


def t_quote(r, dt, client=None, what=None):
    if client is None:
        who = f"{_person(r)}\n{r.choice(['Gohliser Str.', 'Zschochersche Str.', 'Arthur-Hoffmann-Str.'])} {r.randint(2, 90)}\n04{r.randint(100, 357)} Leipzig"
    else:
        who = CLIENTS[client]
    what = what or r.choice(["Hochzeitsreportage 2027, Ganztag", "Mitarbeiterporträts für die Website",
                             "Eventfotografie Sommerfest", "Familienshooting im Clara-Zetkin-Park"])
    price = r.uniform(450, 2900)
    return (f"{KV}\n\n{who}\n\nAngebot Nr. AN-{dt.year}-{r.randint(10, 70):03d}\nDatum: {_de(dt)}\n"
            f"gültig bis: {_de(dt + timedelta(days=30))}\n\nLeistung: {what}\n"
            f"Umfang: Vorgespräch, Fotografie vor Ort, Auswahl und Bearbeitung, Übergabe per Online-Galerie\n"
            f"Nutzungsrechte: einfaches Nutzungsrecht, zeitlich unbegrenzt, für eigene Zwecke\n"
            f"Honorar netto: {_num(price)} EUR\nzzgl. 19 % USt: {_num(price * 0.19)} EUR\n"
            f"Gesamt: {_num(price * 1.19)} EUR\n\nAnfahrt im Stadtgebiet Leipzig inklusive. Es gelten meine AGB.\n"
            "Ich freue mich auf Ihre Rückmeldung!\nKatrin Vogel\n")


def t_wedding_contract(r, dt, couple="schubert", when="13.06.2026", place="Standesamt Leipzig, Gut Wolfshain"):
    return (f"Fotografievertrag Hochzeitsreportage\n\nzwischen\n{KV.splitlines()[0]}, Katrin Vogel (Fotografin)\n"
            f"und\n{CLIENTS[couple]} (Brautpaar)\n\n§ 1 Gegenstand: Fotografische Begleitung der Hochzeit am {when}, "
            f"Ort: {place}.\n§ 2 Honorar: siehe Angebot; Anzahlung 30 % bei Vertragsschluss, Rest 14 Tage vor dem "
            "Termin.\n§ 3 Lieferung: ca. 400-600 bearbeitete Bilder in einer passwortgeschützten Online-Galerie "
            "innerhalb von 8 Wochen.\n§ 4 Nutzungsrechte: privates Nutzungsrecht für das Brautpaar. Die Fotografin "
            "darf ausgewählte Bilder nur mit gesonderter Einwilligung für ihr Portfolio nutzen.\n§ 5 Ausfall: Bei "
            "Krankheit stellt die Fotografin eine gleichwertige Vertretung aus ihrem Netzwerk.\n\n"
            f"Leipzig, den {_de(dt)}\n\n____________________ Fotografin      ____________________ Brautpaar\n")


def t_wedding_questionnaire(r, dt, couple="Sophie & Marco"):
    return (f"# Fragebogen Hochzeit {couple}\n\nausgefüllt am {_de(dt)}\n\n"
            "- Getting Ready: bei der Braut, Hotel Fürstenhof, ab 10:30\n"
            "- Trauung: 13:00 standesamtlich, danach Sektempfang im Innenhof\n"
            f"- Gruppenfotos: Familie Braut, Familie Bräutigam, Freundeskreis, Arbeitskollegen (ca. {r.randint(60, 110)} Gäste)\n"
            "- Wichtige Personen: Oma Renate (92, sitzt im Rollstuhl), Trauzeugin Nele, Trauzeuge Paul\n"
            "- No-Gos: keine Fotos beim Essen, Onkel Bernd möchte nicht fotografiert werden\n"
            "- Paarshooting: Sonnenuntergang am See, ca. 20:30, 30 Minuten\n"
            "- Überraschung: Freunde planen einen Flashmob beim Eröffnungstanz\n")


def t_wedding_timeline(r, dt, couple):
    return ("Uhrzeit;Programmpunkt;Ort;Notiz\n" + "\n".join([
        "10:30;Getting Ready Braut;Hotel;Detailfotos Kleid, Ringe, Schuhe",
        "12:15;Abfahrt;Hotel;Oldtimer, Fotos beim Einsteigen",
        "13:00;Trauung;Standesamt;kein Blitz, Zweitkamera hinten",
        "14:00;Sektempfang;Innenhof;Gratulationen, Gruppenfotos 14:30",
        "16:00;Kaffee und Torte;Festsaal;Anschnitt",
        f"{r.randint(19, 20)}:30;Paarshooting;am See;Sonnenuntergang",
        "21:00;Eröffnungstanz;Festsaal;Flashmob!",
        "23:00;Ende Reportage;;"]) + f"\n;Hochzeit {couple};;\n")


def t_model_release(r, dt, shoot="Kampagne Sommer am See 2026, Markkleeberger See"):
    who = _person(r)
    return (f"Model-Release / Einwilligung in die Anfertigung und Verwendung von Bildnissen\n\n"
            f"Fotografin: Katrin Vogel, Lützowstraße 31, 04157 Leipzig\nModel: {who}, geb. "
            f"{r.randint(1, 28):02d}.{r.randint(1, 12):02d}.{r.randint(1965, 2004)}\n"
            f"Produktion: {shoot}\nAufnahmedatum: {_de(dt)}\n\n"
            "Ich willige ein, dass die bei der oben genannten Produktion von mir angefertigten Fotos und Videos "
            "(§ 22 KUG, Art. 6 Abs. 1 lit. a DSGVO) vom Auftraggeber für Werbung in Print und Online "
            "zeitlich unbegrenzt genutzt werden dürfen. Eine Vergütung erfolgt "
            f"{r.choice(['nicht', 'pauschal mit 150 EUR', 'pauschal mit 250 EUR'])}. Die Einwilligung kann für "
            "die Zukunft widerrufen werden; bereits gedruckte Materialien bleiben unberührt.\n\n"
            f"Ort, Datum: Leipzig, {_de(dt)}\nUnterschrift Model: {who}\nUnterschrift Fotografin: K. Vogel\n")


def t_ust(r, dt):
    q = (dt.month - 2) % 12 + 1
    net = r.uniform(4200, 11800)
    vst = r.uniform(300, 1900)
    return (f"ELSTER - Übertragungsprotokoll\nUmsatzsteuer-Voranmeldung {MONATE[q - 1]} "
            f"{dt.year if q != 12 else dt.year - 1}\n\nSteuernummer: 231/264/08815\nFinanzamt Leipzig II\n"
            f"Name: Vogel, Katrin - Fotografie & Film\nÜbermittelt am: {_de(dt)} um {r.randint(8, 22)}:{r.randint(10, 59)}\n\n"
            f"Kz 81 Steuerpflichtige Umsätze 19 %: {_num(net)}\nSteuer: {_num(net * 0.19)}\n"
            f"Kz 66 Vorsteuerbeträge: {_num(vst)}\nKz 83 Verbleibende Umsatzsteuer-Vorauszahlung: "
            f"{_num(net * 0.19 - vst)}\n\nDie Zahlung wird per SEPA-Lastschrift eingezogen.\n")


def t_euer(r, dt, year):
    ein = r.uniform(48000, 71000)
    aus = r.uniform(17000, 29000)
    return (f"Einnahmenüberschussrechnung {year}\nKatrin Vogel Fotografie & Film\n\n"
            f"Betriebseinnahmen (netto): {_num(ein)} EUR\ndavon Hochzeiten: {_num(ein * 0.41)} EUR\n"
            f"davon Unternehmenskunden: {_num(ein * 0.46)} EUR\ndavon Sonstige: {_num(ein * 0.13)} EUR\n\n"
            f"Betriebsausgaben: {_num(aus)} EUR\nAbschreibungen Kamera und Objektive (AfA): {_num(aus * 0.28)} EUR\n"
            f"Software-Abos (Adobe, Capture One, Pixieset): {_num(r.uniform(900, 1400))} EUR\n"
            f"Kfz-Kosten anteilig: {_num(r.uniform(2100, 3300))} EUR\nArbeitsplatz Coworking: {_num(r.uniform(2400, 2700))} EUR\n"
            f"Versicherungen betrieblich: {_num(r.uniform(600, 900))} EUR\n\nGewinn: {_num(ein - aus)} EUR\n"
            "erstellt mit Steuerbüro Anja Hartmann, Leipzig\n")


def t_ledger_csv(r, dt):
    rows = ["Datum;Beleg;Kunde/Lieferant;Beschreibung;Netto;USt;Brutto"]
    for i in range(r.randint(9, 15)):
        d = dt - timedelta(days=r.randint(0, 29))
        if r.random() < 0.5:
            net = r.uniform(300, 2600)
            rows.append(f"{_de(d)};RE-{d.year}-{r.randint(3, 88):03d};{r.choice(['Wendt', 'Tourismusverband', 'Kühne Metallbau', 'Meier/Krüger', 'Privatkunde'])};Honorar;{_num(net)};{_num(net * .19)};{_num(net * 1.19)}")
        else:
            net = r.uniform(9, 900)
            rows.append(f"{_de(d)};B{r.randint(100, 999)};{r.choice(['Calumet Leipzig', 'Adobe Systems', 'Pixieset', 'Saal Digital', 'Deutsche Bahn', 'Shell Tankstelle', 'Amazon Business'])};Betriebsausgabe;-{_num(net)};-{_num(net * .19)};-{_num(net * 1.19)}")
    rows[1:] = sorted(rows[1:], key=lambda x: x[6:10] + x[3:5] + x[:2])
    return "\n".join(rows) + "\n"


def t_tax_adviser_mail(r, dt):
    return _mail("Anja Hartmann <kanzlei@steuerbuero-hartmann.de>", KATRIN_MAIL,
                 f"Belege {MONATE[(dt.month - 2) % 12]} / Voranmeldung", dt,
                 f"Liebe Frau Vogel,\n\nfür die Umsatzsteuer-Voranmeldung fehlen uns noch die Belege von Calumet "
                 f"(Speicherkarten, {r.randint(60, 190)} EUR) und die Rechnung an den Tourismusverband. Können Sie "
                 "diese bitte bis Freitag in den DATEV-Upload laden?\n\nAußerdem: Die Anschaffung der neuen Blitze "
                 "für das Atelier schreiben wir als geringwertige Wirtschaftsgüter ab, sofern je unter 800 EUR netto.\n\n"
                 "Viele Grüße\nAnja Hartmann\nSteuerbüro Hartmann · Gottschedstraße 12 · 04109 Leipzig\n")


def t_client_mail(r, dt):
    who = _person(r)
    subj, body = r.choice([
        ("Anfrage Hochzeit 2027", f"wir heiraten am {r.randint(1, 28)}.{r.randint(5, 9)}.2027 in "
         f"{r.choice(['Leipzig', 'Halle', 'Grimma', 'Wurzen'])} und suchen eine Fotografin für den ganzen Tag. Haben "
         "Sie an dem Datum noch Zeit, und was würde eine Ganztagsreportage ungefähr kosten?"),
        ("Anfrage Familienfotos", "wir hätten gern entspannte Familienfotos draußen, gern im Clara-Zetkin-Park, mit "
         "unseren zwei Kindern (3 und 7) und Oma. Geht das an einem Samstagvormittag im Juli, und was kostet das?"),
        ("Bewerbungsfotos?", "ich brauche neue Bewerbungsfotos, eher locker als steif. Machen Sie so etwas auch "
         "einzeln, und wie lange dauert ein Termin? Ab wann hätten Sie in Ihrem neuen Studio Termine frei?"),
    ])
    return _mail(f"{who} <{who.split()[0].lower()}.{who.split()[1].lower()}@web.de>", KATRIN_MAIL, subj, dt,
                 f"Hallo Frau Vogel,\n\nwir haben Ihre Seite über eine Freundin gefunden und sind begeistert. "
                 f"{body[0].upper()}{body[1:]}\n\nViele Grüße\n{who}\n")


def t_gear_inventory(r, dt):
    gear = [("Sony Alpha 7 IV Body", 2499), ("Sony Alpha 7 III Body", 1699), ("Sony FE 35mm F1.4 GM", 1549),
            ("Sony FE 85mm F1.8", 599), ("Sigma 24-70mm F2.8 DG DN Art", 1099), ("Godox V1 Blitz (2x)", 398),
            ("DJI Mini 4 Pro", 959), ("DJI RS 3 Gimbal", 449), ("Rode Wireless GO II", 299),
            ("Manfrotto Stativ 055", 219)]
    return ("Inventar;Seriennummer;Kaufdatum;Kaufpreis brutto;versichert\n" + "\n".join(
        f"{g};{r.randint(1000000, 9999999)};{r.randint(1, 28):02d}.{r.randint(1, 12):02d}.{r.randint(2019, 2026)};{p};ja"
        for g, p in gear) + "\n")


def t_price_list(r, dt):
    return (f"# Preisliste {dt.year}\n\nKatrin Vogel Fotografie & Film\n\n## Hochzeiten\n"
            "- Standesamt (bis 3 Std.): 890 EUR\n- Halbtag (6 Std.): 1.690 EUR\n- Ganztag (10 Std.): 2.490 EUR\n"
            "- Zweitfotograf/in: 80 EUR/Std.\n\n## Business\n- Porträt am Standort, bis 10 Personen: 790 EUR\n"
            "- Tagessatz Unternehmensfotografie: 950 EUR\n- Imagefilm ab 3.500 EUR\n\n"
            "Alle Preise Netto zzgl. 19 % USt. Nutzungsrechte nach Vereinbarung.\n")


def t_agb(r, dt):
    return ("Allgemeine Geschäftsbedingungen Katrin Vogel Fotografie & Film\n\n1. Geltungsbereich: Diese AGB gelten "
            "für alle Aufträge über fotografische und filmische Leistungen.\n2. Urheberrecht: Die Fotografin ist "
            "Urheberin der Lichtbilder. Nutzungsrechte werden erst mit vollständiger Bezahlung übertragen.\n"
            "3. Ausfallhonorar: Bei Absage durch den Kunden weniger als 30 Tage vor dem Termin werden 50 % fällig.\n"
            "4. Haftung: Für Datenverlust haftet die Fotografin nur bei Vorsatz und grober Fahrlässigkeit.\n"
            f"Stand: {_de(dt)}\n")


def t_framework(r, dt):
    return (f"Rahmenvertrag über fotografische Leistungen\n\nzwischen dem {CLIENTS['tour'].splitlines()[0]}, Markt 9, "
            "04109 Leipzig (Auftraggeber) und Katrin Vogel, Fotografie & Film (Auftragnehmerin)\n\n"
            "§ 1 Die Auftragnehmerin erstellt für den Auftraggeber nach Einzelabruf Fotografien von Landschaften, "
            "Veranstaltungen und touristischen Angeboten in der Region.\n§ 2 Vergütung: Tagessatz 950 EUR netto, "
            "Halbtag 550 EUR netto, Bildbearbeitung 9 EUR je Motiv.\n§ 3 Nutzungsrechte: einfaches, räumlich auf "
            "Deutschland beschränktes Nutzungsrecht für Print und Online für 2 Jahre ab Lieferung.\n"
            "§ 4 Laufzeit: unbefristet, kündbar mit drei Monaten Frist zum Quartalsende.\n\n"
            f"Leipzig, {_de(dt)}\n")


def t_website_text(r, dt):
    return ("## Über mich\n\nIch bin Katrin, Fotografin und Filmemacherin aus Leipzig. Acht Jahre lang habe ich für "
            "eine Tageszeitung fotografiert - Stadtrat, Fußball, Hochwasser, Buchmesse. Heute begleite ich "
            "Hochzeiten, porträtiere Menschen in ihren Unternehmen und erzähle Geschichten in kurzen Filmen.\n\n"
            "Reportage statt Pose: Ich mag echte Momente, schiefes Lachen und das Licht im Leipziger Hinterhof.\n\n"
            "## Kontakt\nkontakt@katrinvogel-foto.de\n")


# --------------------------------------------------------------------------- current client projects


def t_wendt_concept(r, dt):
    return ("Fotobuch \"100 Jahre Bäckerei Wendt\" - Konzept\n\nFormat 24 x 30 cm, Hardcover, 96 Seiten, Auflage "
            f"{r.choice([300, 400, 500])} Exemplare\n\nKapitel:\n1. 1926 - Gründung durch Konditormeister Otto Wendt "
            "in Connewitz (historische Fotos aus dem Familienalbum)\n2. Die DDR-Jahre: HO-Verkaufsstelle und "
            "private Backstube\n3. Die Backstube heute - Reportage um 3 Uhr nachts\n4. Menschen: Porträts der 14 "
            "Mitarbeiterinnen und Mitarbeiter\n5. Rezepte: Leipziger Lerche, Eierschecke, Bienenstich\n\n"
            "Termin Druckfreigabe: 3. Juli 2026, Jubiläumsfeier am 15. August 2026\n")


def t_wendt_print_quote(r, dt):
    n = r.choice([300, 400, 500])
    return (f"Druckerei Thieme Meißen\nAngebot Nr. {r.randint(24000, 26999)} vom {_de(dt)}\n\nObjekt: Fotobuch "
            f"100 Jahre Bäckerei Wendt\nAuflage: {n} Ex.\nUmfang: 96 Seiten + Umschlag, 4/4-farbig\nPapier: "
            "Magno Volume 150 g/m²\nBindung: Hardcover, Fadenheftung, Leinenrücken\n\n"
            f"Preis netto: {_num(n * r.uniform(14, 19))} EUR\nLieferung: frei Haus Leipzig, 12 Arbeitstage nach "
            "Druckfreigabe\n")


def t_wendt_corrections(r, dt):
    return ("Korrekturliste Layout V3 (Herr Wendt, telefonisch)\n\n"
            "S. 12: Bildunterschrift - Otto Wendt nicht 1928 sondern 1926 Meisterprüfung\n"
            "S. 23: Foto Verkaufsstelle HO bitte größer, ganzseitig\n"
            "S. 40-41: Doppelseite Ofen - Farbe wärmer, weniger Blau\n"
            "S. 58: Frau Lehmann möchte ein anderes Porträt (das mit Brille)\n"
            "S. 77: Rezept Eierschecke: 750 g Quark statt 500 g\n"
            f"Stand {_de(dt)} - V4 bis Freitag an Herrn Wendt\n")


def t_tour_briefing(r, dt):
    return ("Briefing Fotoproduktion \"Sommer am See 2026\"\nTourismusverband Leipziger Neuseenland e.V.\n\n"
            "Ziel: neue Bildwelt für Broschüre, Website und Social Media. Zielgruppen: Familien mit Kindern, "
            "aktive Paare 30-50, Radfahrer.\nLocations: Cospudener See (Nordstrand, Pier 1), Markkleeberger See "
            "(Kanupark), Störmthaler See (Vineta), Hainer See\nMotive: Stand-Up-Paddling, Radtour am "
            "Seeufer, Familie am Strand, Sonnenuntergang Vineta, Gastronomie Zöbigker Hafen\n"
            "Models: werden vom Verband gestellt, Model-Releases durch Fotografin\n"
            "Drehtage: 2 - 3 Tage im Mai/Juni 2026, Abgabe 60 Motive bis 30.06.2026\n"
            "Ansprechpartnerin: Claudia Reinhardt\n")


def t_tour_shotlist(r, dt, season="sommer"):
    if season == "sommer":
        rows = ["Kampagne Sommer am See 2026;Tourismusverband Leipziger Neuseenland;;;", "Nr;Motiv;Location;Tageszeit;Status"]
        motifs = ["SUP Paar Gegenlicht", "Familie Sandburg", "Radfahrer Seeuferweg", "Kanupark Wildwasser",
                  "Vineta Sonnenuntergang", "Steg Cospudener See", "Biergarten Hafen Zöbigker", "Segelboote Regatta",
                  "Kinder Spielplatz Nordstrand", "Drohne Seenlandschaft"]
    else:
        rows = ["Herbst im Leipziger Land 2025;Tourismusverband Leipziger Neuseenland;;;", "Nr;Motiv;Location;Tageszeit;Status"]
        motifs = ["Nebel über dem Hainer See", "Weinlese Geiseltal", "Wanderer Herbstwald Oberholz", "Kürbismarkt Markkleeberg",
                  "Kamin Hotel am See", "Radfahrer Laub", "Drohne Herbstfarben", "Sonnenaufgang Bergbau-Technik-Park"]
    for i, m in enumerate(motifs, 1):
        rows.append(f"{i};{m};{r.choice(['Cospudener See', 'Markkleeberger See', 'Störmthaler See'])};"
                    f"{r.choice(['Morgen', 'Mittag', 'Abend'])};{r.choice(['erledigt', 'erledigt', 'offen', 'Nachdreh'])}")
    return "\n".join(rows) + "\n"


def t_tour_mail(r, dt):
    return _mail("Claudia Reinhardt <c.reinhardt@leipziger-neuseenland.de>", KATRIN_MAIL,
                 "AW: Drehtag 2 - Wetter", dt,
                 "Hallo Katrin,\n\ndanke für die ersten Auswahlbilder vom Cospudener See, die SUP-Motive sind "
                 "großartig! Für den zweiten Drehtag am Störmthaler See ist laut DWD Gewitter gemeldet - "
                 "verschieben wir auf Dienstag? Die Models (Familie Lorenz) könnten auch da.\n\n"
                 "Die Drohnengenehmigung für den Kanupark liegt vor, ich leite sie dir weiter.\n\n"
                 "Liebe Grüße\nClaudia\n")


def t_kuehne_script(r, dt):
    return ("Imagefilm Kühne Metallbau - Drehbuch V2\n\nLänge: ca. 2:30 min, Hochformat-Schnitt 45 s für Social "
            "Media\n\nSzene 1: Funkenflug in der Halle, Zeitlupe, Musik setzt ein\nSzene 2: Jens Kühne (GF) im "
            "Büro: \"Seit 1994 bauen wir Treppen, Geländer und Fassaden\"\nSzene 3: Azubi Leon am "
            "Schweißtisch, Interview zur Ausbildung\nSzene 4: Montage Treppenanlage Baustelle Lindenau, "
            "Drohne\nSzene 5: Team vor der Halle, Logo, Claim \"Stahl mit Haltung\"\n\nMusik: Artlist, Lizenz "
            "auf Katrin Vogel\n")


def t_kuehne_schedule(r, dt):
    return ("Datum;Uhrzeit;Szene;Ort;Team;Technik\n"
            f"{_de(dt + timedelta(days=8))};07:00;Halle Funkenflug;Markkleeberg;Katrin, Ronny (2. Kamera);A7 IV, FX30, Slider\n"
            f"{_de(dt + timedelta(days=8))};10:30;Interview GF;Büro;Katrin, Ton Sven;Rode, 2 Licht\n"
            f"{_de(dt + timedelta(days=9))};08:00;Montage Baustelle;Lindenau;Katrin;Drohne Mini 4 Pro\n"
            f"{_de(dt + timedelta(days=9))};14:00;Teamfoto;Halle;alle;Stativ, Blitz\n")


def t_kuehne_interview(r, dt):
    return ("Interview Leon Köhler, Azubi Metallbauer 2. Lehrjahr (Transkript)\n\n"
            "KV: Warum Metallbau?\nLK: Ich wollte was mit den Händen machen. Mein Opa war Schlosser, und hier "
            "sieht man am Ende, was man gebaut hat. Letzte Woche haben wir die Treppe in Lindenau montiert, da "
            "bin ich dann mit meiner Freundin hingefahren und hab sie ihr gezeigt.\nKV: Was ist das Schwierigste?\n"
            "LK: Schweißen über Kopf. Und früh aufstehen.\n")


# --------------------------------------------------------------------------- studio (Projects Studio)


def t_studio_lease(r, dt):
    return ("Gewerbemietvertrag\n\nVermieterin: Plagwitzer Höfe Grundbesitz GmbH, vertreten durch Hausverwaltung "
            "Seidel, Zschochersche Straße 48, 04229 Leipzig\nMieterin: Katrin Vogel, Fotografie & Film\n\n"
            "§ 1 Mietobjekt: Remise im Hinterhof Karl-Heine-Straße 88, Erdgeschoss, ca. 86 m², mit Rolltor und "
            "Oberlichtern, zur Nutzung als Fotostudio.\n§ 2 Mietbeginn: 01.04.2026, fest für 5 Jahre.\n"
            "§ 3 Miete: 1.032,00 EUR netto kalt zzgl. Betriebskostenvorauszahlung 180,00 EUR zzgl. USt.\n"
            "§ 4 Kaution: drei Monatsmieten.\n§ 7 Umbauten: Die Mieterin darf auf eigene Kosten eine Hohlkehle "
            "einbauen und die Elektrik erweitern; Rückbau bei Auszug nach Absprache.\n\n"
            f"Leipzig, {_de(dt)}\n")


def t_studio_electric(r, dt):
    return (f"Elektro Brandt GmbH · Meisterbetrieb · Naumburger Straße 22 · 04229 Leipzig\n\nAngebot "
            f"{r.randint(2600, 2699)}-{r.randint(10, 99)} vom {_de(dt)}\nBauvorhaben: Fotostudio Vogel, Karl-Heine-Str. 88, Remise\n\n"
            f"Pos. 1 Unterverteilung mit 3 FI-Schutzschaltern: {_eur(r, 780, 980)}\nPos. 2 12 Steckdosen "
            f"Aufputz, 2 Starkstromanschlüsse 16 A: {_eur(r, 1100, 1500)}\nPos. 3 Deckenschienen für "
            f"LED-Flächenleuchten: {_eur(r, 640, 900)}\nPos. 4 E-Check und Abnahme: {_eur(r, 180, 260)}\n\n"
            "Ausführung: KW 23/24 möglich. Angebot gültig 4 Wochen.\n")


def t_studio_painter(r, dt):
    return (f"Malerbetrieb Kunze · Angebot vom {_de(dt)}\n\nObjekt: Remise Karl-Heine-Straße 88\n"
            f"Wände spachteln und streichen, ca. 210 m², Farbton Neutralgrau 18 %: {_eur(r, 2200, 2900)}\n"
            f"Hohlkehle (bauseits gestellt) verspachteln, 2x weiß streichen: {_eur(r, 480, 720)}\n"
            f"Betonboden versiegeln, grau: {_eur(r, 900, 1300)}\nzzgl. 19 % MwSt.\n")


def t_studio_budget(r, dt):
    rows = [("Kaution (3 Monatsmieten)", 3096), ("Elektro Brandt", r.randint(2800, 3600)),
            ("Maler Kunze", r.randint(3600, 4800)), ("Hohlkehle 4 x 3 m, Bausatz", 2150),
            ("Dauerlicht 2x Aputure 300d", 1780), ("Blitzanlage Godox AD600 (2x)", 1498),
            ("Hintergrundsystem + Papierrollen", 460), ("Möbel Kundenecke (gebraucht)", 390),
            ("Eröffnungsfeier", 600)]
    return ("Posten;geplant;bezahlt\n" + "\n".join(f"{a};{b};{r.choice(['ja', 'nein', 'teilweise'])}" for a, b in rows)
            + f"\nSumme;{sum(b for _, b in rows)};\n")


def t_studio_floorplan(r, dt):
    return ("# Raumplan Remise\n\n86 m², Innenmaß 12,4 x 6,9 m, Deckenhöhe 4,10 m\n\n"
            "- Rückwand (Nord): Hohlkehle 4 m breit, davor 7 m Aufnahmefläche\n- Rolltor Süd: Anlieferung, "
            "Tageslicht\n- Ecke Ost: Kundenbereich mit Sofa, Tisch, Kaffeemaschine\n- Abstellraum: Blitze, "
            "Stative, Papierrollen\n- WC im Vorderhaus (Schlüssel bei Hausverwaltung)\n\nTODO: Verdunklung "
            "für Oberlichter messen lassen\n")


def t_studio_party(r, dt):
    return ("Einladung\n\nEndlich ein eigenes Studio!\n\nAm Samstag, 4. Juli 2026, ab 16 Uhr, eröffne ich mein "
            "Fotostudio in der Remise im Hinterhof der Karl-Heine-Straße 88 in Plagwitz. Es gibt Getränke, "
            "Bratwurst vom Grill, eine kleine Fotobox und Musik von DJ Sven.\n\nIch freue mich auf euch!\n"
            "Katrin\n\nBitte Rückmeldung bis 20. Juni.\n")


def t_coworking(r, dt):
    return (f"Basislager Coworking Leipzig\n\n{KV.splitlines()[0]}\nKatrin Vogel\n\nKündigungsbestätigung\n\n"
            "Liebe Katrin,\nwir bestätigen die Kündigung deines Fixdesks (Platz 14, Raum Mond) zum 28.02.2026. "
            "Bitte gib den Schlüssel und die Zugangskarte bis zum letzten Tag am Empfang ab; die Kaution von "
            "250 EUR überweisen wir dann zurück.\n\nSchade, dass du gehst - viel Erfolg mit dem eigenen Studio!\n"
            f"Dein Basislager-Team, {_de(dt)}\n")


def t_coworking_invoice(r, dt):
    return (f"Basislager Coworking GmbH · Rechnung CW-{dt.year}{dt.month:02d}-{r.randint(100, 999)}\n\n"
            f"An: Katrin Vogel\nLeistung: Fixdesk Platz 14, {MONATE[dt.month - 1]} {dt.year}\nNetto: 210,08 EUR\n"
            "USt 19 %: 39,92 EUR\nGesamt: 250,00 EUR\nWird per Lastschrift eingezogen.\n")


# --------------------------------------------------------------------------- exhibition (Projects Exhibition)

WORKS = ["Hinterhof Eisenbahnstraße, Wäscheleine", "Remise Plagwitz im Schnee", "Frau Böhme füttert Tauben",
         "Hof Lindenau, Kinder mit Kreide", "Werkstatt im Hinterhaus, Connewitz", "Der letzte Trabi im Hof",
         "Sommerabend, Reudnitz", "Müllhäuschen mit Graffiti", "Fahrradkeller Gohlis", "Hof mit Kastanie, Südvorstadt",
         "Treppenhaus, Volkmarsdorf", "Balkone, Grünau"]


def t_exhibition_contract(r, dt):
    return ("Ausstellungsvereinbarung\n\nzwischen Galerie Kranich, Inh. Martin Lorenz, Spinnereistraße 7, Halle 10, "
            "04179 Leipzig, und Katrin Vogel (Künstlerin)\n\nAusstellung: \"Hinterhöfe. Leipziger Innenansichten\"\n"
            "Zeitraum: 11.09.2026 (Vernissage 19 Uhr) bis 24.10.2026, zum Rundgang der Spinnerei geöffnet\n"
            "Werke: ca. 20 Fotografien, Fine-Art-Prints, gerahmt, Auflage je 5 + 1 AP\nProvision der Galerie "
            "bei Verkauf: 40 %\nDruck und Rahmung trägt die Künstlerin, Transport und Versicherung in der "
            "Galerie trägt die Galerie.\n\n" + f"Leipzig, {_de(dt)}\n")


def t_exhibition_works(r, dt):
    return ("Nr;Titel;Jahr;Format;Rahmen;Preis\n" + "\n".join(
        f"{i};{w};{r.choice([2022, 2023, 2024, 2025])};{r.choice(['40x50', '50x70', '70x100'])} cm;"
        f"{r.choice(['Eiche natur', 'schwarz', 'Alu weiß'])};{r.choice([480, 650, 890, 1200])}"
        for i, w in enumerate(WORKS, 1)) + "\n")


def t_exhibition_grant(r, dt):
    return ("Antrag auf Projektförderung - Kulturamt der Stadt Leipzig, Fachbereich Bildende Kunst\n\n"
            "Antragstellerin: Katrin Vogel, Fotografin\nProjekt: Ausstellung und Katalog \"Hinterhöfe. Leipziger "
            "Innenansichten\"\nZeitraum: Juni bis Oktober 2026\n\nProjektbeschreibung: Seit 2022 fotografiere ich "
            "Leipziger Hinterhöfe - Orte zwischen Abriss, Sanierung und Eigensinn. Die Ausstellung zeigt 20 "
            "Arbeiten und ein Heft mit Gesprächen mit Bewohnerinnen und Bewohnern.\n\n"
            f"Gesamtkosten: {_eur(r, 7800, 9200)}\nEigenanteil: {_eur(r, 2200, 2800)}\nbeantragte Förderung: "
            "5.000,00 EUR\n\nKostenplan: Fine-Art-Druck, Rahmung, Katalog (Auflage 300), Vernissage, Honorar "
            "Texterin\n")


def t_exhibition_text(r, dt):
    return ("Hinterhöfe. Leipziger Innenansichten\n\nWer in Leipzig durch eine Toreinfahrt geht, betritt eine "
            "zweite Stadt. Hier trocknet Wäsche zwischen Kastanien, hier stehen Werkbänke, Sofas, Kinderroller "
            "und der Trabi, der seit 1991 nicht mehr angesprungen ist. Katrin Vogel fotografiert diese Höfe "
            "seit vier Jahren, mit einer alten Mittelformatkamera und viel Geduld. Ihre Bilder zeigen, was "
            "verschwindet, wenn Höfe zu Tiefgaragen werden.\n\n(Entwurf Katalogtext, M. Lorenz / K. Vogel)\n")


def t_printlab(r, dt):
    return (f"Printlabor Lindenau · Angebot {r.randint(500, 999)}/26 vom {_de(dt)}\n\nFine-Art-Prints auf "
            "Hahnemühle Photo Rag 308 g, Pigmentdruck\n"
            f"8 x 70x100 cm: {_eur(r, 900, 1100)}\n10 x 50x70 cm: {_eur(r, 600, 750)}\n2 x 40x50 cm: "
            f"{_eur(r, 80, 110)}\nRahmung Eiche natur mit Museumsglas: {_eur(r, 2100, 2600)}\n"
            "Proof-Drucke vorab: kostenlos\nLieferzeit: 3 Wochen\n")


def t_gallery_mail(r, dt):
    return _mail("Martin Lorenz <info@galerie-kranich.de>", KATRIN_MAIL, "Hängeplan und Einladungskarte", dt,
                 "Liebe Katrin,\n\nanbei der erste Hängeplan für Halle 10. Die große Wand würde ich mit den drei "
                 "70x100 bespielen, die Wäscheleine in die Mitte. Für die Einladungskarte brauche ich bis Ende "
                 "Juni ein Motiv in 300 dpi und deinen Kurztext. Die Vernissage am 11.9. läuft parallel zum "
                 "Herbstrundgang, da kommen erfahrungsgemäß viele Leute.\n\nHerzlich\nMartin\n")


# --------------------------------------------------------------------------- theft claim (Projects Insurance)


def t_police(r, dt):
    return ("Polizeidirektion Dresden - Polizeirevier Dresden-Nord\n\nBestätigung über die Erstattung einer "
            f"Strafanzeige\nVorgangsnummer: 4471/26/{r.randint(100000, 999999)}\nAnzeigeerstatterin: Katrin Vogel, "
            "Lützowstraße 31, 04157 Leipzig\nTatzeit: 18.04.2026 zwischen 19:10 und 19:55 Uhr\nTatort: "
            "Dresden, Königsbrücker Straße, Parkplatz\nDelikt: Diebstahl aus Kfz (Seitenscheibe eingeschlagen)\n"
            "Entwendet: Fotorucksack mit Sony Alpha 7 IV, Objektiv FE 24-70 mm F2.8 GM II, 2 Akkus, 3 Speicherkarten\n"
            "Fahrzeug: VW Caddy, L-KV 4471\n")


def t_claim_form(r, dt):
    return ("Schadenanzeige Elektronik-/Fotoausrüstungsversicherung\nElbtal Versicherung AG, Schadenabteilung, "
            "Postfach 12 04 33, 01005 Dresden\n\nVersicherungsnummer: EV-2019-448127\nVersicherungsnehmerin: "
            "Katrin Vogel\nSchadentag: 18.04.2026, ca. 19:30 Uhr\nSchadenart: Diebstahl aus verschlossenem Fahrzeug\n"
            "Hergang: Nach einem Hochzeitsvorgespräch in Dresden-Neustadt habe ich den Rucksack im Kofferraum "
            "(nicht einsehbar, Laderaumabdeckung) gelassen und war ca. 45 Minuten essen. Bei Rückkehr war die "
            "Scheibe eingeschlagen.\n\nSony Alpha 7 IV, Kauf 03/2023: 2.499,00 EUR\nSony FE 24-70 GM II, Kauf "
            "08/2023: 2.299,00 EUR\nZubehör: 214,00 EUR\nGesamt: 5.012,00 EUR\n")


def t_insurer_letter(r, dt):
    return ("Elbtal Versicherung AG\n\nFrau Katrin Vogel\nLützowstraße 31\n04157 Leipzig\n\n"
            f"Schaden-Nr. S-26-0{r.randint(10000, 99999)}, Versicherungsnummer EV-2019-448127\nDresden, {_de(dt)}\n\n"
            "Sehr geehrte Frau Vogel,\n\nwir haben Ihre Schadenanzeige geprüft. Nach § 4 Nr. 3 unserer "
            "Bedingungen besteht für Diebstahl aus Kraftfahrzeugen nur Versicherungsschutz, wenn das Fahrzeug "
            "zwischen 6 und 22 Uhr nicht länger als zwei Stunden unbeaufsichtigt war und sich die Sachen im "
            "verschlossenen Kofferraum befanden. Da der Rucksack nach Zeugenaussage vom Rücksitz entwendet "
            "wurde, lehnen wir die Regulierung ab.\n\nMit freundlichen Grüßen\nSchadenabteilung\n")


def t_objection(r, dt):
    return ("Katrin Vogel\nLützowstraße 31, 04157 Leipzig\n\nElbtal Versicherung AG, Schadenabteilung\n\n"
            f"{_de(dt)}\n\nWiderspruch gegen Ihre Ablehnung vom April 2026, Versicherungsnummer EV-2019-448127\n\n"
            "Sehr geehrte Damen und Herren,\n\nIhre Ablehnung beruht auf einer falschen Annahme. Der Rucksack lag "
            "im Laderaum des VW Caddy unter der Abdeckung, nicht auf dem Rücksitz; der Caddy hat keine "
            "Rückbank, sie ist für den Transport der Ausrüstung ausgebaut (Fotos anbei). Die Polizei hat dies "
            "im Protokoll festgehalten. Das Fahrzeug war weniger als eine Stunde unbeaufsichtigt.\n\n"
            "Ich bitte um erneute Prüfung und Regulierung binnen 14 Tagen. Andernfalls werde ich den "
            "Versicherungsombudsmann einschalten.\n\nMit freundlichen Grüßen\nKatrin Vogel\n")


def t_ombudsmann(r, dt):
    return ("# Notizen Versicherungsstreit\n\n- Ablehnung kam am 6.5., Begründung Rücksitz (stimmt nicht!)\n"
            "- Widerspruch rausgeschickt, Einschreiben\n- Polizeiprotokoll S. 2: \"aus dem Laderaum\"\n"
            "- Frist für Antwort: Ende Mai - noch nichts gehört\n- Nächster Schritt: Versicherungsombudsmann e.V., "
            "Beschwerde online, kostenlos bis 10.000 EUR\n- Ersatzkamera vorerst bei Calumet gemietet (Belege sammeln!)\n")


def t_rental_receipt(r, dt):
    return (f"Calumet Photographic GmbH Leipzig · Mietbeleg M-{r.randint(40000, 49999)}\n\nKundin: Katrin Vogel\n"
            f"Mietzeitraum: {_de(dt)} - {_de(dt + timedelta(days=3))}\nSony Alpha 7 IV Body: {_eur(r, 120, 160)}\n"
            f"Sony FE 24-70 GM II: {_eur(r, 90, 120)}\nErsatzmiete wegen Diebstahl - Beleg für Versicherung\n")


# --------------------------------------------------------------------------- travel


def t_ferry(r, dt):
    return (f"DFDS Buchungsbestätigung\nBuchungsnummer: {r.randint(60000000, 69999999)}\n\nIJmuiden (Amsterdam) - "
            "Newcastle, 18.07.2026, Abfahrt 17:30\nNewcastle - IJmuiden, 07.08.2026, Abfahrt 17:00\n"
            "Passagiere: 2 Erwachsene, 1 Kind (11)\nFahrzeug: PKW bis 1,85 m, VW Caddy, L-KV 4471\n"
            "Kabine: 4-Bett Innenkabine\n" + f"Gesamtpreis: {_eur(r, 780, 960)}\n")


def t_cottage(r, dt, place="Isle of Skye"):
    return (f"Booking confirmation\n\nDear Mrs Vogel,\nthank you for booking {r.choice(['Ardmore Cottage', 'Old Schoolhouse', 'Bay View Croft'])}, "
            f"{place}, from {r.randint(20, 28)} July 2026 for {r.randint(4, 7)} nights (2 adults, 1 child). "
            f"Total £{r.randint(650, 1400)}, deposit paid. Check-in from 4 pm, key box code will follow a week "
            "before arrival. Dogs not allowed, midges guaranteed.\n\nKind regards,\nFiona MacLeod\n")


def t_route(r, dt):
    return ("# Schottland 2026 - Route\n\n- 18.7. Leipzig - IJmuiden (8 h), Fähre\n- 19.7. Newcastle - Edinburgh, "
            "2 Nächte (Fringe beginnt erst im August, egal)\n- 21.7. Edinburgh - Pitlochry - Inverness\n"
            "- 23.7. - 29.7. Isle of Skye, Cottage\n- 29.7. - 2.8. Glencoe / Fort William (Jonas: Harry-Potter-Zug!)\n"
            "- 2.8. - 6.8. Lake District\n- 7.8. Fähre zurück\n\nKamera: nur die A7 III und das 35er, sonst "
            "wird das wieder ein Arbeitsurlaub (Tobias)\n")


def t_packing(r, dt):
    return ("Packliste Schottland\n\n[ ] Regenjacken (alle!)\n[ ] Gummistiefel Jonas\n[ ] Mückenspray "
            "Smidge\n[ ] Reisepässe / Kinderreisepass Jonas - läuft im Oktober ab!\n[ ] UK ETA beantragt (alle 3)\n"
            "[ ] Adapter UK-Stecker (3x)\n[ ] Wanderschuhe\n[ ] Kamera, 2 Akkus, Ladegerät\n[ ] Fernglas\n"
            "[ ] Spiele für die Fähre\n[ ] Kühlbox\n")


def t_old_trip(r, dt, where):
    txt = {
        "Prag": "Hotel U Zlatého stromu, Prag, 3 Nächte, 2 Erw. + 1 Kind, Frühstück inkl.",
        "Usedom": "Ferienwohnung Seeblick, Ahlbeck, 7 Nächte, Endreinigung 60 EUR, Strandkorb Nr. 212",
        "Gardasee": "Camping Bella Italia, Peschiera del Garda, Mobilheim, 10 Nächte, Kinderbecken inkl.",
    }[where]
    return (f"Buchungsbestätigung\n\n{txt}\nGast: Katrin Vogel\nAnreise: {_de(dt)}\nGesamt: {_eur(r, 380, 1650)}\n"
            "Wir freuen uns auf Ihren Besuch!\n")


# --------------------------------------------------------------------------- Finance


def t_bank(r, dt):
    bal = r.uniform(1800, 9400)
    rows = [f"Kontoauszug Nr. {dt.month}/{dt.year} - Sparkasse Leipzig - Girokonto 1090447123",
            "Kontoinhaber: Katrin Vogel und Tobias Vogel", f"Alter Kontostand: {_num(bal)} EUR", ""]
    for desc, lo, hi in (("Gehalt/Bezüge Landesamt für Schule und Bildung", 3400, 3700),
                         ("Miete Lützowstr. 31 Hausverwaltung Jentzsch", -1180, -1180),
                         ("Leipziger Stadtwerke Abschlag Strom", -89, -89),
                         ("Kindergeld Familienkasse", 255, 255),
                         ("Künstlersozialkasse Beitrag", -380, -290),
                         ("REWE Markt Gohlis", -140, -40), ("Telekom Deutschland", -49.95, -49.95),
                         ("Umbuchung Geschäftskonto", 1500, 2500), ("Sparplan ETF comdirect", -200, -200)):
        v = r.uniform(lo, hi) if lo != hi else lo
        bal += v
        rows.append(f"{_de(dt.replace(day=r.randint(1, 27)))} {desc} {_num(v)}")
    rows.append(f"Neuer Kontostand: {_num(bal)} EUR")
    return "\n".join(rows) + "\n"


def t_tax_notice(r, dt, year):
    return (f"Finanzamt Leipzig II\n\n{PRIV}\n\nBescheid für {year} über Einkommensteuer und Solidaritätszuschlag\n"
            f"Steuernummer 231/264/08815, Zusammenveranlagung\nDatum: {_de(dt)}\n\n"
            f"Einkünfte aus selbständiger Arbeit (Ehefrau): {_num(r.uniform(28000, 41000))} EUR\n"
            f"Einkünfte aus nichtselbständiger Arbeit (Ehemann): {_num(r.uniform(52000, 58000))} EUR\n"
            f"zu versteuerndes Einkommen: {_num(r.uniform(64000, 79000))} EUR\n"
            f"festgesetzte Einkommensteuer: {_num(r.uniform(11000, 15500))} EUR\n"
            f"Erstattung: {_num(r.uniform(300, 2100))} EUR\n\nDie Vorauszahlungen ab {year + 2} werden angepasst.\n")


def t_tax_checklist(r, dt, year):
    return (f"# Steuererklärung {year} - was fehlt noch\n\n- [x] Lohnsteuerbescheinigung Tobias\n"
            "- [x] EÜR vom Steuerbüro\n- [ ] Spendenquittung Kinderhospiz\n- [ ] Handwerkerrechnung "
            "Hausverwaltung (Nebenkosten § 35a)\n- [ ] Kita/Hort - entfällt seit Jonas aufs Gymnasium geht\n"
            "- [x] Riester-Bescheinigung\n- [ ] Krankenversicherung TK Beitragsbescheinigung\n")


def t_kindergeld(r, dt):
    return ("Bundesagentur für Arbeit - Familienkasse Sachsen\n\nFrau Katrin Vogel\nLützowstraße 31, 04157 Leipzig\n\n"
            f"Kindergeld-Nr. 115FK{r.randint(100000, 999999)}\n{_de(dt)}\n\nBescheid über Kindergeld\n\nFür Ihr "
            f"Kind Jonas Vogel, geboren am 14.09.2014, wird Kindergeld in Höhe von {r.choice(['250,00', '255,00'])} EUR "
            "monatlich festgesetzt. Bitte teilen Sie uns Änderungen unverzüglich mit.\n")


def t_etf(r, dt):
    return (f"comdirect Depotauszug per {_de(dt)}\nDepotinhaber: Katrin Vogel\n\nVanguard FTSE All-World UCITS ETF, "
            f"{_num(r.uniform(110, 160))} Stück, Kurswert {_eur(r, 14000, 19000)}\niShares Core MSCI EM IMI, "
            f"{_num(r.uniform(80, 140))} Stück, Kurswert {_eur(r, 2400, 3800)}\nSparplan: 200 EUR monatlich am 2.\n")


def t_budget(r, dt):
    return ("Monat;Einnahmen Tobias;Entnahme Katrin;Miete;Lebensmittel;Auto;Garten;Sonstiges;Rest\n" + "\n".join(
        f"{MONATE[m]} {dt.year};{r.randint(3400, 3650)};{r.randint(1500, 2600)};1180;{r.randint(650, 900)};"
        f"{r.randint(150, 420)};{r.randint(20, 120)};{r.randint(200, 700)};{r.randint(-200, 900)}"
        for m in range(max(dt.month - 5, 0), dt.month)) + "\n")


# --------------------------------------------------------------------------- Insurance, KSK


def t_ksk(r, dt):
    return ("Künstlersozialkasse · 26380 Wilhelmshaven\n\nFrau Katrin Vogel\nLützowstraße 31, 04157 Leipzig\n\n"
            f"Versicherungsnummer 52 140382 V 004\n{_de(dt)}\n\nBescheid über die Beitragshöhe ab 01.01.{dt.year}\n\n"
            f"Auf Grund Ihrer Meldung des voraussichtlichen Arbeitseinkommens von {_num(r.uniform(26000, 36000))} EUR "
            "für das Jahr " + f"{dt.year} ergeben sich folgende monatliche Beitragsanteile:\nRentenversicherung: "
            f"{_num(r.uniform(220, 280))} EUR\nKrankenversicherung (TK): {_num(r.uniform(190, 240))} EUR\n"
            f"Pflegeversicherung: {_num(r.uniform(40, 55))} EUR\n\nDie Beiträge werden monatlich zum 5. eingezogen.\n")


def t_ksk_estimate(r, dt):
    return (f"Meldung des voraussichtlichen Arbeitseinkommens {dt.year + 1} an die Künstlersozialkasse\n\n"
            "Versicherungsnummer 52 140382 V 004\nBereich: Bildende Kunst / Fotografie\n"
            f"Voraussichtliches Arbeitseinkommen: {_num(r.uniform(28000, 38000))} EUR\nBegründung: Umsatz stabil, "
            "Mehrkosten durch neues Atelier ab April\n" + f"Abgeschickt am {_de(dt)} über das Online-Portal\n")


def t_policy(r, dt, kind):
    data = {
        "geraet": ("Elbtal Versicherung AG", "Elektronik- und Fotoausrüstungsversicherung", "EV-2019-448127",
                   "Versicherungssumme 18.500 EUR, Selbstbehalt 150 EUR, weltweit, Diebstahl aus Kfz nach § 4"),
        "berufshaft": ("Mitteldeutsche Assekuranz AG", "Berufs- und Betriebshaftpflicht für Fotografen", "BH-77310982",
                       "Personen- und Sachschäden 3 Mio. EUR, Vermögensschäden 100.000 EUR, Datenverlust inkl."),
        "hausrat": ("Saxonia Versicherung", "Hausratversicherung", "HR-4458-0912",
                    "Versicherungssumme 62.000 EUR, Wohnfläche 92 m², Fahrraddiebstahl bis 1.500 EUR"),
        "privathaft": ("Saxonia Versicherung", "Privathaftpflicht Familie", "PH-4458-0913",
                       "Deckungssumme 10 Mio. EUR, Schlüsselverlust inkl., deliktunfähige Kinder bis 50.000 EUR"),
    }[kind]
    return (f"{data[0]}\n\nVersicherungsschein / Beitragsrechnung {dt.year}\nVersicherungsnehmerin: Katrin Vogel\n"
            f"Vertrag: {data[1]}\nVersicherungsnummer: {data[2]}\n{data[3]}\n"
            f"Jahresbeitrag: {_eur(r, 90, 480)}, fällig am {_de(dt)}\n")


def t_tk(r, dt):
    return (f"Techniker Krankenkasse · {_de(dt)}\n\nLiebe Frau Vogel,\n\nIhre Beiträge zur Kranken- und "
            "Pflegeversicherung werden über die Künstlersozialkasse abgeführt. Für Ihre Steuererklärung "
            f"bescheinigen wir Ihnen für {dt.year - 1} gezahlte Basisbeiträge von {_eur(r, 2300, 2900)}. "
            "Jonas ist über Sie beitragsfrei familienversichert.\n\nIhre TK\n")


def t_old_claim(r, dt):
    return ("Elbtal Versicherung AG - Abrechnung\n\nSchaden-Nr. S-22-014471, Versicherungsnummer EV-2019-448127\n"
            "Schadenereignis: Sturz des Objektivs Sony FE 70-200 F4 beim Hochzeitsshooting am 11.06.2022\n"
            f"Reparaturkosten Sony Service Center: {_eur(r, 640, 820)}\nabzgl. Selbstbehalt: 150,00 EUR\n"
            "Der Betrag wird auf Ihr Konto überwiesen. Der Schadenfall ist damit abgeschlossen.\n")


# --------------------------------------------------------------------------- Health, Home, School, Car, Garden


def t_arztbrief(r, dt):
    return ("Praxis für Orthopädie Dr. med. Frank Seidel · Gohliser Straße 15 · 04155 Leipzig\n\n"
            f"Arztbrief, {_de(dt)}\nPatientin: Katrin Vogel, geb. 03.02.1982\n\nDiagnose: Lumbalgie bei muskulärer "
            "Dysbalance, Verspannung Schulter-Nacken rechts\nAnamnese: Patientin trägt beruflich schwere "
            "Kamerataschen, Beschwerden seit Wochen zunehmend.\nTherapie: Physiotherapie 6x KG, "
            "Rückenschule, Tragesystem mit Hüftgurt empfohlen.\nWiedervorstellung in 8 Wochen.\n")


def t_physio(r, dt):
    return (f"Physiotherapie am Rosental · Rechnung {r.randint(1000, 9999)}\n\nPatientin: Katrin Vogel\n"
            f"Verordnung vom {_de(dt - timedelta(days=20))}: 6x Krankengymnastik\nZuzahlung: {_eur(r, 28, 42)}\n")


def t_dentist(r, dt):
    who = r.choice(["Katrin Vogel", "Tobias Vogel", "Jonas Vogel"])
    return ("Zahnarztpraxis Dr. Lehmann & Kollegen · Coppistraße 3 · 04157 Leipzig\n\n"
            f"Heil- und Kostenplan vom {_de(dt)}\nPatient/in: {who}\n\n"
            + ("Befund: kieferorthopädische Behandlung, Klasse II, lose Zahnspange Oberkiefer\n"
               if who == "Jonas Vogel" else "Befund: Zahn 36, Krone erforderlich\n")
            + f"Geschätzte Gesamtkosten: {_eur(r, 600, 1500)}\nKassenanteil (TK): {_eur(r, 250, 600)}\n"
            f"Eigenanteil: {_eur(r, 120, 700)}\n")


def t_kids_doctor(r, dt):
    return ("Kinderarztpraxis Dr. Annett Zimmermann · Georg-Schumann-Straße 105 · Leipzig\n\nJonas Vogel, geb. "
            f"14.09.2014\nUntersuchung U11 am {_de(dt)}\n\nGröße 148 cm, Gewicht 37 kg. Sehtest unauffällig, "
            "Impfstatus: Auffrischung Tetanus/Diphtherie/Pertussis fällig, HPV 1. Dosis besprochen. Sport: "
            "Fußball 2x pro Woche. Keine Auffälligkeiten.\n")


def t_flat_lease(r, dt):
    return ("Mietvertrag über Wohnraum\n\nVermieter: Erbengemeinschaft Jentzsch, vertreten durch Hausverwaltung "
            "Jentzsch, Menckestraße 9, 04155 Leipzig\nMieter: Katrin Vogel und Tobias Vogel\n\nMietobjekt: "
            "Lützowstraße 31, 2. OG rechts, 4 Zimmer, Küche, Bad, Balkon, ca. 92 m², Kellerabteil Nr. 7\n"
            "Mietbeginn: 01.08.2014, unbefristet\nKaltmiete: 690,00 EUR, Vorauszahlung Betriebskosten 160,00 EUR, "
            "Heizkosten 95,00 EUR\nKaution: 2.070,00 EUR\n\nLeipzig, 12.06.2014\n")


def t_nebenkosten(r, dt, year):
    return (f"Hausverwaltung Jentzsch\n\n{PRIV}\n\nBetriebskostenabrechnung {year}\nLützowstraße 31, 2. OG rechts, "
            f"Abrechnungszeitraum 01.01.{year} - 31.12.{year}\n\nGrundsteuer: {_num(r.uniform(180, 240))} EUR\n"
            f"Wasser/Abwasser: {_num(r.uniform(420, 560))} EUR\nMüllabfuhr: {_num(r.uniform(160, 220))} EUR\n"
            f"Hausreinigung: {_num(r.uniform(190, 260))} EUR\nHeizung und Warmwasser: {_num(r.uniform(1100, 1500))} EUR\n"
            f"Summe Kosten: {_num(r.uniform(2900, 3600))} EUR\nVorauszahlungen: 3.060,00 EUR\n"
            f"{r.choice(['Nachzahlung', 'Guthaben'])}: {_num(r.uniform(40, 520))} EUR\n")


def t_strom(r, dt):
    return (f"Leipziger Stadtwerke · Jahresabrechnung Strom vom {_de(dt)}\n\nKundin: Katrin Vogel, Lützowstraße 31\n"
            f"Zählernummer 1LOG00{r.randint(10000000, 99999999)}\nVerbrauch: {r.randint(2400, 3300)} kWh\n"
            f"Arbeitspreis: 32,41 ct/kWh, Grundpreis 13,90 EUR/Monat\nGesamtbetrag: {_eur(r, 980, 1250)}\n"
            f"Neuer Abschlag ab {MONATE[dt.month % 12]}: {r.randint(82, 104)} EUR\n")


def t_rundfunk(r, dt):
    return ("ARD ZDF Deutschlandradio Beitragsservice · 50656 Köln\n\nFrau Katrin Vogel\n\n"
            f"Beitragsnummer 4{r.randint(10000000, 99999999)}\nZahlungsaufforderung vom {_de(dt)}\n\nFür die Wohnung "
            "Lützowstraße 31 ist für den Zeitraum " + f"{MONATE[(dt.month) % 12]} bis {MONATE[(dt.month + 2) % 12]} "
            "ein Betrag von 55,08 EUR fällig.\n")


def t_landlord_mail(r, dt):
    return _mail("Hausverwaltung Jentzsch <info@hv-jentzsch.de>", "Tobias Vogel <tobias.vogel@posteo.de>",
                 "Lützowstraße 31 - Strangsanierung", dt,
                 "Sehr geehrte Mieterinnen und Mieter,\n\nim Zeitraum vom 15. bis 19. Juni werden im Haus die "
                 "Wasserleitungen (Strang rechts) erneuert. Das Wasser wird in dieser Zeit tagsüber abgestellt. "
                 "Bitte ermöglichen Sie den Handwerkern Zugang zu Bad und Küche.\n\nMit freundlichen Grüßen\n"
                 "Hausverwaltung Jentzsch\n")


def t_kitchen_2023(r, dt):
    return (f"Küchenstudio Leipzig-Nord · Auftragsbestätigung {r.randint(3000, 3999)} vom {_de(dt)}\n\n"
            "Kunde: Katrin und Tobias Vogel, Lützowstraße 31\nKüchenzeile 3,40 m, Front Eiche hell, "
            "Arbeitsplatte Schichtstoff anthrazit, Geschirrspüler Bosch, Induktionskochfeld, Montage inkl.\n"
            f"Gesamtpreis: {_eur(r, 8200, 9800)}\nAbstimmung mit Vermieter: Einbau auf eigene Kosten, "
            "Mitnahme bei Auszug vereinbart\nLiefertermin: KW 38/2023\n")


def t_school_letter(r, dt):
    topic = r.choice([
        ("Elternbrief: Wandertag Klasse 5", "Am Freitag wandern die 5. Klassen durch den Auwald zum Wildpark. "
         "Bitte geben Sie Ihrem Kind festes Schuhwerk, Regenjacke und 5 EUR für den Eintritt mit."),
        ("Einladung zum Elternabend", "Themen: Lernen am Gymnasium, Umgang mit dem Handy, Klassenfahrt im "
         "September nach Schöneck, Wahl der Elternsprecher."),
        ("Information zur 2. Fremdsprache", "Ab Klasse 6 wählen die Schülerinnen und Schüler Französisch, Latein "
         "oder Russisch. Bitte geben Sie den Wahlzettel bis zum 15. Juni ab."),
    ])
    return (f"Gymnasium Gohlis · Max-Liebermann-Straße 20 · 04157 Leipzig\n\nLeipzig, {_de(dt)}\n\n{topic[0]}\n\n"
            f"Liebe Eltern der Klasse 5b,\n\n{topic[1]}\n\nMit freundlichen Grüßen\nK. Petzold, Klassenleiterin\n")


def t_zeugnis(r, dt, school="Gymnasium Gohlis", cls="5b"):
    subj = ["Deutsch", "Mathematik", "Englisch", "Biologie", "Geografie", "Kunst", "Musik", "Sport"]
    return (f"{school}\n\nHalbjahresinformation Schuljahr {dt.year - 1}/{dt.year}\nJonas Vogel, Klasse {cls}\n\n"
            + "\n".join(f"{s}: {r.choice([1, 2, 2, 2, 3])}" for s in subj) +
            "\n\nBetragen: 2  Mitarbeit: 2\nBemerkungen: Jonas arbeitet interessiert mit und ist hilfsbereit.\n")


def t_klassenfahrt(r, dt):
    return ("Klassenfahrt Klasse 5b nach Schöneck (Vogtland), 14.-18.09.2026\n\nKosten pro Kind: "
            f"{_eur(r, 210, 260)} (Unterkunft Jugendherberge, Vollpension, Busfahrt, Programm)\nBitte "
            "überweisen bis 30.06.2026 an das Klassenkonto, Verwendungszweck: KF 5b + Name des Kindes.\n"
            "Einverständniserklärung und Gesundheitsbogen bitte bis zum Elternabend abgeben.\n")


def t_school_mail(r, dt):
    return _mail("Kerstin Petzold <k.petzold@gym-gohlis.lernsax.de>", "Tobias Vogel <tobias.vogel@posteo.de>",
                 "Jonas - Mathe-Test", dt,
                 "Lieber Herr Vogel,\n\nJonas hatte beim letzten Mathetest (Brüche) Schwierigkeiten, das ist in "
                 "Klasse 5 aber nicht ungewöhnlich. Ich würde vorschlagen, dass er die Förderstunde am Donnerstag "
                 "besucht. Ansonsten macht er sich gut und ist in der Klasse sehr beliebt.\n\nViele Grüße\nK. Petzold\n")


def t_car_tuev(r, dt):
    return (f"DEKRA Prüfbericht Hauptuntersuchung vom {_de(dt)}\n\nFahrzeug: VW Caddy Maxi 2.0 TDI, amtl. Kennzeichen "
            f"L-KV 4471\nFIN: WV2ZZZ2KZKX0{r.randint(10000, 99999)}\nKilometerstand: {r.randint(88000, 140000)}\n"
            "Ergebnis: ohne Mängel - Plakette bis " + f"{MONATE[dt.month - 1]} {dt.year + 2}\n")


def t_car_service(r, dt):
    return (f"Autohaus Gohlis GmbH · Rechnung {r.randint(70000, 79999)} vom {_de(dt)}\n\nVW Caddy, L-KV 4471\n"
            f"Inspektion mit Ölwechsel: {_eur(r, 280, 380)}\nBremsbeläge vorn: {_eur(r, 190, 260)}\n"
            f"Wischerblätter: {_eur(r, 30, 45)}\nGesamt inkl. MwSt.: {_eur(r, 560, 780)}\n")


def t_car_ins(r, dt):
    return (f"HUK-COBURG · Beitragsrechnung Kfz-Versicherung {dt.year}\n\nVW Caddy, L-KV 4471\nHaftpflicht SF 14, "
            f"Vollkasko SF 9, SB 300/150\nJahresbeitrag: {_eur(r, 680, 880)}\nFällig am 01.01.{dt.year}\n")


def t_car_tax(r, dt):
    return (f"Hauptzollamt Dresden · Kraftfahrzeugsteuerbescheid vom {_de(dt)}\n\nKennzeichen L-KV 4471\n"
            f"Jahressteuer: {_eur(r, 240, 320)}, Abbuchung jährlich\n")


def t_car_sale(r, dt):
    return ("Kaufvertrag über ein gebrauchtes Kraftfahrzeug (privat)\n\nVerkäuferin: Katrin Vogel, Leipzig\nKäufer: "
            f"{_person(r)}, Halle (Saale)\nFahrzeug: Opel Astra H Caravan, EZ 2009, L-TV 228, km-Stand {r.randint(180000, 210000)}\n"
            f"Kaufpreis: {_eur(r, 1600, 2400)}, bar erhalten\nVerkauf unter Ausschluss der Sachmängelhaftung.\n"
            f"Übergabe am {_de(dt)} mit 2 Schlüsseln und Fahrzeugbrief.\n")


def t_garden_bill(r, dt, year):
    return ("Kleingartenverein Am Rosental e.V. · Kassierer\n\nParzelle 47, Pächter: Tobias und Katrin Vogel\n\n"
            f"Jahresrechnung {year}\nPacht (312 m²): {_eur(r, 60, 75)}\nVereinsbeitrag: 42,00 EUR\n"
            f"Wasser ({r.randint(18, 40)} m³): {_eur(r, 50, 120)}\nStrom ({r.randint(60, 180)} kWh): {_eur(r, 25, 70)}\n"
            f"Versicherung/Umlagen: 18,50 EUR\nnicht geleistete Arbeitsstunden: {r.choice(['0,00', '15,00', '30,00'])} EUR\n"
            "Zahlbar bis 31. März.\n")


def t_garden_minutes(r, dt):
    return (f"Protokoll der Mitgliederversammlung KGV Am Rosental e.V. vom {_de(dt)}\n\nAnwesend: {r.randint(38, 61)} "
            "Mitglieder\nTOP 1 Bericht des Vorstands: 3 Parzellen neu verpachtet, Warteliste 44 Bewerber\n"
            "TOP 2 Kassenbericht, Entlastung des Kassierers\nTOP 3 Erneuerung Wasserleitung Hauptweg, Umlage "
            "35 EUR je Parzelle beschlossen\nTOP 4 Gemeinschaftsarbeit: 6 Stunden pro Parzelle und Jahr\n"
            "TOP 5 Sommerfest am 22. August\n")


def t_garden_hours(r, dt):
    return ("Datum;Arbeit;Stunden;Wer\n" + "\n".join(
        f"{_de(dt - timedelta(days=r.randint(0, 150)))};{r.choice(['Hecke Hauptweg', 'Vereinsheim streichen', 'Laub', 'Kompost'])};"
        f"{r.choice([1, 2, 2, 3])};{r.choice(['Tobias', 'Katrin', 'Jonas+Tobias'])}" for _ in range(5)) + "\n")


def t_garden_plan(r, dt):
    return ("# Beetplan Garten 2026\n\nBeet 1: Tomaten (Ochsenherz, Berner Rose, Black Cherry), Basilikum\n"
            "Beet 2: Zucchini, Kürbis Hokkaido, Kapuzinerkresse\nBeet 3: Möhren, Radieschen, Pflücksalat, dann "
            "Feldsalat\nHochbeet: Erdbeeren, Kräuter\nFruchtfolge: Starkzehrer nie zweimal hintereinander auf "
            "dasselbe Beet. Mischkultur Möhre/Zwiebel gegen Möhrenfliege.\n")


# --------------------------------------------------------------------------- Career (Archive)


def t_tageblatt(r, dt, kind):
    if kind == "vertrag":
        return ("Arbeitsvertrag\n\nzwischen der Leipziger Tageblatt Verlags-GmbH, Peterssteinweg 19, 04107 Leipzig, "
                "und Frau Katrin Vogel\n\n§ 1 Frau Vogel wird ab 01.04.2009 als Fotoredakteurin/Fotografin in der "
                "Bildredaktion eingestellt.\n§ 2 Vergütung nach Tarifvertrag für Redakteurinnen an Tageszeitungen.\n"
                "§ 3 Urheberrechte: Die Nutzungsrechte an den im Dienst gefertigten Aufnahmen gehen auf den "
                "Verlag über.\n\nLeipzig, 16.03.2009\n")
    if kind == "zeugnis":
        return ("Arbeitszeugnis\n\nFrau Katrin Vogel, geboren am 03.02.1982, war vom 01.04.2009 bis zum 30.06.2017 "
                "als Fotografin in unserer Bildredaktion tätig. Sie fotografierte Lokalpolitik, Sport, Kultur und "
                "Ereignisse wie das Hochwasser 2013. Frau Vogel arbeitete stets zu unserer vollsten Zufriedenheit. "
                "Sie verlässt uns auf eigenen Wunsch, um sich selbständig zu machen.\n\nLeipzig, 30.06.2017\n"
                "Leipziger Tageblatt Verlags-GmbH, Chefredaktion\n")
    if kind == "gehalt":
        return (f"Leipziger Tageblatt Verlags-GmbH\nVerdienstabrechnung {MONATE[dt.month - 1]} {dt.year}\n\n"
                f"Katrin Vogel, Personalnr. 3318\nTarifgehalt: {_num(r.uniform(3300, 3600))} EUR\nZuschlag "
                f"Sonntagsdienst: {_num(r.uniform(80, 240))} EUR\nAuszahlung: {_num(r.uniform(2150, 2400))} EUR\n")
    return ("Aufhebungsvertrag\n\nDas Arbeitsverhältnis zwischen der Leipziger Tageblatt Verlags-GmbH und Frau "
            "Katrin Vogel endet einvernehmlich zum 30.06.2017. Resturlaub von 9 Tagen wird gewährt. Frau Vogel "
            "erhält ein wohlwollendes qualifiziertes Zeugnis. Die Verlagskamera (Canon 5D Mark III, Inv.-Nr. "
            "F-114) ist bis zum letzten Arbeitstag zurückzugeben.\n\nLeipzig, 12.04.2017\n")


# --------------------------------------------------------------------------- reference texts (Resources)


ARTICLES = {
    "licht": ("Licht setzen mit einem Blitz", "Ein einzelner Aufsteckblitz, entfesselt und durch einen 80-cm-Oktabox "
              "weich gemacht, reicht für die meisten Business-Porträts. Lichtquelle etwa 45 Grad seitlich und "
              "leicht von oben, Reflektor auf der Schattenseite. Je näher die Lichtquelle, desto weicher das Licht."),
    "posing": ("Posing für Paare - 12 Ideen", "Statt \"Lächeln bitte\" lieber Aufgaben geben: Flüstere ihm etwas "
               "Albernes ins Ohr. Geht zusammen auf mich zu und schaut euch an. Stirn an Stirn, Augen zu. "
               "Hände immer beschäftigen - Jackett, Hut, Hand des anderen."),
    "kug": ("Recht am eigenen Bild - KUG und DSGVO für Fotografen", "Nach § 22 KUG dürfen Bildnisse nur mit "
            "Einwilligung verbreitet werden. Ausnahmen nach § 23: Personen der Zeitgeschichte, Beiwerk, "
            "Versammlungen. Bei Hochzeitsgästen empfiehlt sich ein Hinweis in der Einladung; für Werbung immer "
            "ein schriftliches Model-Release."),
    "farbe": ("Color Grading in DaVinci Resolve - Grundlagen", "Erst Primary Correction (Belichtung, Weißabgleich), "
              "dann Look. S-Log3 mit dem passenden Input-LUT nach Rec.709 wandeln, danach Node für Hauttöne mit "
              "Qualifier. Vektorskop: Hauttonlinie beachten."),
    "mfg": ("Mittelformat analog: Pentax 67 Belichtung", "Portra 400 verträgt Überbelichtung gut - eine Blende "
            "drüber messen. Die Pentax 67 hat einen lauten Spiegelschlag: ab 1/60 s Spiegelvorauslösung nutzen."),
    "drohne": ("Drohnen-Führerschein und Regeln in Deutschland", "Die Mini 4 Pro fällt in Klasse C0. Trotzdem: "
               "nicht über Menschenansammlungen, Abstand zu Naturschutzgebieten, EU-Kompetenznachweis A1/A3 "
               "mitführen, Versicherung ist Pflicht. In Kontrollzonen des Flughafens Leipzig/Halle Freigabe nötig."),
}


def t_article(r, dt, key):
    title, body = ARTICLES[key]
    return f"{title}\n\n{body}\n\nQuelle: gespeichert am {_de(dt)}\n"


RECIPES = {
    "Leipziger Allerlei": "Möhren, Erbsen, Spargel, Morcheln und Flusskrebse getrennt garen, mit Krebsbutter "
                          "und etwas Mehlschwitze binden. Dazu Semmelklößchen.",
    "Eierschecke": "Hefeteig-Boden, darauf Quarkmasse (750 g Quark, 2 Eier, Zucker, Vanillepudding), oben "
                   "Schecke aus Butter, Eigelb, Zucker und Eischnee. 50 min bei 170 Grad.",
    "Linsensuppe Oma": "Tellerlinsen über Nacht einweichen, mit Suppengrün, Kartoffeln und Speck kochen, mit Essig "
                       "und Zucker abschmecken, Wiener Würstchen dazu.",
    "Shakshuka": "Zwiebel und Paprika anbraten, Tomaten, Kreuzkümmel, Paprikapulver, köcheln lassen, Mulden "
                 "drücken, Eier hineingleiten lassen, zugedeckt 8 Minuten. Mit Koriander und Fladenbrot.",
    "Zucchini-Schwemme Brot": "3 Eier, 200 g Zucker, 150 ml Öl, 300 g geriebene Zucchini, 300 g Mehl, Backpulver, "
                              "Zimt. 60 Minuten bei 175 Grad. Perfekt für August im Garten.",
}


def t_recipe(r, dt, name):
    return f"# {name}\n\n{RECIPES[name]}\n\nFür 4 Personen.\n"


def t_manual(r, dt, what):
    return (f"{what}\nBedienungsanleitung\n\nSicherheitshinweise: Vor dem Reinigen Netzstecker ziehen. Gerät nicht "
            "in der Nähe von Wasser betreiben.\nInbetriebnahme: siehe Abschnitt 3.\nFehlercodes: E1 - Wasserzulauf "
            "prüfen, E2 - Filter reinigen, E3 - Kundendienst kontaktieren.\nGarantie: 2 Jahre ab Kaufdatum.\n")


def t_gear_manual(r, dt, what):
    return (f"{what} - Bedienungsanleitung / Instruction Manual\n\nMenüstruktur, Custom-Tasten, Firmware-Update "
            "über SD-Karte. Hinweise zum Akku: nicht unter 0 Grad laden. Technische Daten im Anhang.\n")


def t_old_laptop(r, dt, kind):
    if kind == "bewerbung":
        return ("Bewerbung um einen Platz im Gründungszuschuss-Coaching\n\nSehr geehrte Damen und Herren,\n"
                "nach acht Jahren als Zeitungsfotografin möchte ich mich als Fotografin selbständig machen ...\n")
    if kind == "notizen":
        return ("Ideen Selbständigkeit 2017\n- Hochzeiten (Preise recherchieren)\n- Firmenporträts\n- Website "
                "mit Squarespace?\n- KSK Antrag stellen!\n- Kamera kaufen, Verlagskamera zurückgeben\n")
    return "Adressen Weihnachtskarten 2018\nOma Gisela, Zwickau\nFam. Krause, Chemnitz\nUte und Bernd, Halle\n"


# --------------------------------------------------------------------------- build

MP4_HEAD = b"\x00\x00\x00\x20ftypisom\x00\x00\x02\x00isomiso2avc1mp41\x00\x00\x00\x08free"
EXE_HEAD = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00\xb8\x00\x00\x00\x00\x00\x00\x00@\x00"
ZIP_HEAD = b"PK\x03\x04\x14\x00\x00\x00\x08\x00"


def build(root: Path, seed: int = 14) -> list[Item]:
    """Write the corpus under ``root`` (which should be empty); return the truth labels."""
    r = random.Random(seed)
    items: list[Item] = []
    root = Path(root)

    def write(rel: str, data: bytes, age: float) -> None:
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
        t = NOW_S - int(age * DAY) - r.randint(0, 40_000)
        os.utime(p, (t, t))

    def encode(rel: str, content, age: float, taken: datetime | None = None) -> bytes:
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
            return _jpeg(r, (taken or dt) if content == "exif" else None)
        if ext == "png":
            return _png(r)
        if ext == "heic":
            return _blob(r, HEIC_HEAD, 900)
        return content.encode("utf-8")

    def add(rel: str, bucket: str, topic: str, age: float, content, hard: bool = False) -> None:
        assert all(i.rel != rel for i in items), rel
        write(rel, encode(rel, content, age), age)
        items.append(Item(rel, bucket, topic, hard))

    def photo(rel: str, bucket: str, topic: str, age: float, taken: datetime | None = None,
              exif: bool = True) -> None:
        assert all(i.rel != rel for i in items), rel
        ext = rel.rsplit(".", 1)[-1].lower()
        write(rel, encode(rel, "exif" if exif and ext in ("jpg", "jpeg") else "", age, taken), age)
        items.append(Item(rel, bucket, topic, False))

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def ago(days: float) -> datetime:
        return (NOW - timedelta(days=days)).replace(tzinfo=None)

    def shoot(folder: str, bucket: str, topic: str, day: datetime, n: int, age: float, prefix: str = "KV") -> None:
        nums = sorted(r.sample(range(1, 1800), n))
        for k in nums:
            taken = day + timedelta(hours=r.randint(9, 21), minutes=r.randint(0, 59), seconds=r.randint(0, 59))
            photo(f"{folder}/{prefix}_{day:%Y%m%d}_{k:04d}.jpg", bucket, topic, age + r.uniform(0, 2), taken)

    D, B, DL, DT = "Dokumente", "Bilder", "Downloads", "Desktop"
    F = f"{D}/Fotografie"
    PH = "Photography"

    # ------------------------------------------------------------ business bookkeeping (Areas Photography)
    inv26 = [("wendt", 12), ("tour", 33), ("roeder", 61), ("meier", 38), ("schubert", 140)]
    for i, (c, age) in enumerate(inv26):
        nr = f"RE-2026-{31 - i * 4:03d}"
        name = {"wendt": "Wendt Anzahlung", "tour": "Tourismusverband", "roeder": "Röder Partner",
                "meier": "Meier Krüger Restzahlung", "kuehne": "Kühne Anzahlung", "schubert": "Schubert Anzahlung"}[c]
        add(f"{F}/Buchhaltung/2026/Rechnungen/{nr} {name}.pdf", A, PH, age,
            lambda r, dt, c=c, nr=nr: t_invoice(r, dt, c, nr))
    for i, (c, age) in enumerate([("hoffmann", 250), ("wolf", 340), ("tour", 215), ("tour", 300)]):
        nr = f"RE-2025-{88 - i * 9:03d}"
        add(f"{F}/Buchhaltung/2025/Rechnungen/{nr}.pdf", A, PH, age, lambda r, dt, c=c, nr=nr: t_invoice(r, dt, c, nr))
    for i, (c, age) in enumerate([("gruenweiss", 560), ("tour", 640)]):
        nr = f"RE-2024-{70 - i * 11:03d}"
        add(f"{F}/Buchhaltung/2024/{nr}.pdf", A, PH, age, lambda r, dt, c=c, nr=nr: t_invoice(r, dt, c, nr))
    add(f"{F}/Buchhaltung/2026/Belege/Calumet Speicherkarten März.pdf", A, PH, 80,
        lambda r, dt: f"Calumet Photographic GmbH Leipzig\nRechnung {r.randint(800000, 899999)} vom {_de(dt)}\n"
        f"2x SanDisk Extreme Pro CFexpress 256 GB: {_eur(r, 380, 460)}\n1x Sony NP-FZ100 Akku: 79,00 EUR\n"
        "Kundin: Katrin Vogel Fotografie, bezahlt mit EC-Karte\n")
    add(f"{F}/Buchhaltung/2026/Belege/Adobe Creative Cloud Mai.pdf", A, PH, 20,
        lambda r, dt: f"Adobe Systems Software Ireland Ltd.\nInvoice / Rechnung {_de(dt)}\nCreative Cloud Foto-Abo "
        "20 GB, monatlich: 11,89 EUR inkl. USt\nKunde: Katrin Vogel\n")
    add(f"{F}/Buchhaltung/2026/Belege/DB Ticket Dresden 18.04.pdf", A, PH, 44,
        lambda r, dt: "DB Fernverkehr AG\nOnline-Ticket Leipzig Hbf - Dresden-Neustadt, Hin- und Rückfahrt "
        f"{_de(ago(44))}\nPreis: 38,40 EUR, Zahlung Kreditkarte\nReisende: Katrin Vogel\n")
    for m, age in ((2, 95), (3, 65), (4, 35), (5, 4)):
        add(f"{F}/Buchhaltung/2026/Einnahmen-Ausgaben 2026-{m:02d}.csv", A, PH, age,
            lambda r, dt, m=m: t_ledger_csv(r, datetime(2026, m, 28)))
    add(f"{F}/Buchhaltung/EÜR 2024 final.pdf", A, PH, 420, lambda r, dt: t_euer(r, dt, 2024))
    add(f"{F}/Buchhaltung/EÜR 2025 Entwurf Steuerbüro.docx", A, PH, 27, lambda r, dt: t_euer(r, dt, 2025))
    for m, age in ((1, 120), (2, 90), (3, 58), (4, 28)):
        add(f"{F}/Umsatzsteuer/UStVA 2026-{m:02d} Protokoll.pdf", A, PH, age, t_ust)
    add(f"{F}/Steuerbüro/AW Belege März.eml", A, PH, 62, t_tax_adviser_mail)
    add(f"{F}/Steuerbüro/Belege fehlen noch.eml", A, PH, 9, t_tax_adviser_mail)
    for i, age in enumerate((14, 75)):
        add(f"{F}/Angebote/AN-2026-{41 - i * 6:03d}.pdf", A, PH, age, t_quote)
    add(f"{F}/Angebote/Angebot Familienshooting Neumann.docx", A, PH, 6,
        lambda r, dt: t_quote(r, dt, None, "Familienshooting im Clara-Zetkin-Park, 90 Minuten"))
    add(f"{F}/Angebote/~$gebot Familienshooting Neumann.docx", L, "System", 6, b"\x0bKatrin Vogel" + bytes(150))
    add(f"{F}/Vorlagen/Vertrag Hochzeit Vorlage.docx", A, PH, 300,
        lambda r, dt: t_wedding_contract(r, dt, "schubert", "[DATUM]", "[ORT]").replace(CLIENTS["schubert"], "[BRAUTPAAR]"))
    add(f"{F}/Vorlagen/Model Release Vorlage DE-EN.docx", A, PH, 410,
        lambda r, dt: t_model_release(r, dt, "[PRODUKTION]"))
    add(f"{F}/Vorlagen/AGB 2026.pdf", A, PH, 150, t_agb)
    add(f"{F}/Preisliste 2026.md", A, PH, 160, t_price_list)
    add(f"{F}/Kunden/Kundenliste.xlsx", A, PH, 11,
        lambda r, dt: "Kunde;Ansprechpartner;Telefon;seit;letzter Auftrag\n" + "\n".join(
            f"{c.splitlines()[0]};{c.splitlines()[1] if len(c.splitlines()) > 3 else '-'};0341 {r.randint(200000, 999999)};"
            f"{r.randint(2017, 2025)};{r.choice(['2024', '2025', '2026'])}" for c in CLIENTS.values()))
    add(f"{F}/Kunden/Anfragen/Anfrage Hochzeit 2027 Werner.eml", A, PH, 8, t_client_mail)
    add(f"{F}/Kunden/Anfragen/Re Anfrage Familienfotos.eml", A, PH, 23, t_client_mail)
    add(f"{F}/Kunden/Tourismusverband/Rahmenvertrag Tourismusverband 2023.pdf", A, PH, 1010, t_framework)
    add(f"{F}/Inventar Ausrüstung 2026.xlsx", A, PH, 38, t_gear_inventory)
    add(f"{F}/Website/Über mich Text neu.md", A, PH, 70, t_website_text)
    for k in range(4):
        photo(f"{B}/Portfolio/portfolio_{k + 1:02d}.jpg", A, PH, r.uniform(60, 400),
              datetime(r.choice([2022, 2023, 2024, 2025]), r.randint(4, 9), r.randint(1, 28), 17, 30))

    # ------------------------------------------------------------ current client jobs (Projects Photography)
    W = f"{F}/Aufträge/2026 Fotobuch Wendt"
    add(f"{W}/Konzept Fotobuch 100 Jahre.docx", P, PH, 150, t_wendt_concept)
    add(f"{W}/Angebot Wendt Fotobuch.pdf", P, PH, 170,
        lambda r, dt: t_quote(r, dt, "wendt", "Fotobuch 100 Jahre Bäckerei Wendt: Fotografie, Reproduktion, Layout"))
    add(f"{W}/Druckerei Thieme Angebot.pdf", P, PH, 22, t_wendt_print_quote)
    add(f"{W}/Korrekturliste Layout V3.txt", P, PH, 5, t_wendt_corrections)
    add(f"{W}/Zeitplan.xlsx", P, PH, 48, lambda r, dt: "Schritt;bis;Status\nBackstube fotografieren;15.03.2026;erledigt\n"
        "Porträts Team;10.04.2026;erledigt\nHistorische Fotos scannen;30.04.2026;erledigt\nLayout V4;05.06.2026;offen\n"
        "Druckfreigabe;03.07.2026;offen\nJubiläum;15.08.2026;\n")
    shoot(f"{B}/Aufträge/2026-03 Wendt Backstube", P, PH, datetime(2026, 3, 12), 5, 80)
    for k, (yr, what) in enumerate([(1926, "Eroeffnung"), (1936, "Laden"), (1958, "HO Verkaufsstelle"), (1989, "Familie")]):
        photo(f"{W}/Reproduktionen/Wendt_{yr}_{what}.jpg", P, PH, 45 + k, exif=False)

    T = f"{F}/Aufträge/2026 Tourismus Sommer am See"
    add(f"{T}/Briefing Sommer am See 2026.pdf", P, PH, 88, t_tour_briefing)
    add(f"{T}/Shotlist.xlsx", P, PH, 3, t_tour_shotlist)
    add(f"{T}/AW Drehtag 2 Wetter.eml", P, PH, 12, t_tour_mail)
    add(f"{T}/Locations Neuseenland.md", P, PH, 70,
        lambda r, dt: "# Locations\n\n- Cospudener See Nordstrand: Parkplatz Zöbigker, Sonnenuntergang über dem "
        "Wasser ab 20:45\n- Kanupark Markkleeberg: Drohne nur mit Genehmigung, Ansprechpartner Betriebsleitung\n"
        "- Störmthaler See, Vineta: Boot ab Magdeborn, Schlüssel bei Hafenmeister\n- Hainer See: Holzsteg, "
        "morgens Nebel\n")
    for k in range(3):
        add(f"{T}/Model Releases/Model-Release_{k + 1:02d}.pdf", P, PH, r.uniform(10, 25), t_model_release)
    shoot(f"{B}/Tourismus/2026 Sommer am See/Auswahl", P, PH, datetime(2026, 5, 19), 6, 10)

    K = f"{F}/Aufträge/2026 Imagefilm Kühne"
    add(f"{K}/Drehbuch Imagefilm V2.docx", P, PH, 30, t_kuehne_script)
    add(f"{K}/Drehplan.xlsx", P, PH, 9, t_kuehne_schedule)
    add(f"{K}/Interview Leon Transkript.txt", P, PH, 16, t_kuehne_interview)
    add(f"{K}/Artlist Lizenz Steel and Sparks.pdf", P, PH, 18,
        lambda r, dt: f"Artlist License Certificate\n\nLicensee: Katrin Vogel\nTrack: Steel and Sparks - Ozan Koc\n"
        f"License ID: AL-{r.randint(10**7, 10**8)}\nDate: {_de(dt)}\nUse: unlimited social, web and corporate video\n")
    add(f"{K}/Angebot Imagefilm Kühne.pdf", P, PH, 130,
        lambda r, dt: t_quote(r, dt, "kuehne", "Imagefilm 2:30 min und Social-Media-Schnitt 45 s"))
    add("Videos/Kühne Imagefilm/Rohschnitt_v1.mp4", P, PH, 7, _blob(r, MP4_HEAD, 3000))
    add("Videos/Kühne Imagefilm/A001_C004_Funken.mp4", P, PH, 21, _blob(r, MP4_HEAD, 3000))

    # weddings 2026 (Projects) and delivered jobs (Archive)
    H = f"{F}/Aufträge/Hochzeiten"
    add(f"{H}/2026-05-09 Meier Krüger/Vertrag Meier Krüger.pdf", P, PH, 260,
        lambda r, dt: t_wedding_contract(r, dt, "meier", "09.05.2026", "Standesamt Leipzig, Feier im Gut Lindhardt"))
    add(f"{H}/2026-05-09 Meier Krüger/Fragebogen Lisa Daniel.md", P, PH, 40,
        lambda r, dt: t_wedding_questionnaire(r, dt, "Lisa & Daniel"))
    add(f"{H}/2026-05-09 Meier Krüger/Bildauswahl Favoriten.txt", P, PH, 2,
        lambda r, dt: "Favoriten Lisa (per WhatsApp):\n0112, 0140, 0233, 0301, 0302, 0455, 0611, 0788, 0790\n"
        "Bitte 0455 auch in Schwarzweiß. Album 30x30 ja, Angebot schicken. Galerie bis 4. Juli fertig.\n")
    shoot(f"{B}/Aufträge/2026-05-09 Hochzeit Meier Krüger/Export", P, PH, datetime(2026, 5, 9), 8, 5)
    add(f"{H}/2026-06-13 Schubert Nowak/Vertrag Schubert Nowak.pdf", P, PH, 150, t_wedding_contract)
    add(f"{H}/2026-06-13 Schubert Nowak/Fragebogen.md", P, PH, 25, t_wedding_questionnaire)
    add(f"{H}/2026-06-13 Schubert Nowak/Ablaufplan Hochzeitstag.xlsx", P, PH, 6,
        lambda r, dt: t_wedding_timeline(r, dt, "Schubert/Nowak"))
    photo(f"{H}/2026-06-13 Schubert Nowak/Location Gut Wolfshain Scouting.jpg", P, PH, 19)
    add(f"{H}/2026-08-22 Becker Lindner/Vertrag Becker Lindner.docx", P, PH, 110,
        lambda r, dt: t_wedding_contract(r, dt, "schubert", "22.08.2026", "Schloss Machern").replace(
            CLIENTS["schubert"], "Anna Becker und Felix Lindner\nWaldstraße 44\n04105 Leipzig"))
    add(f"{H}/2026-08-22 Becker Lindner/Angebot Ganztag.pdf", P, PH, 150,
        lambda r, dt: t_quote(r, dt, None, "Hochzeitsreportage Ganztag am 22.08.2026, Schloss Machern"))
    add(f"{H}/2025-09-13 Hoffmann/Vertrag Hoffmann.pdf", X, PH, 520,
        lambda r, dt: t_wedding_contract(r, dt, "hoffmann", "13.09.2025", "Rittergut Taucha"))
    add(f"{H}/2025-09-13 Hoffmann/Fragebogen Julia Tom.md", X, PH, 280,
        lambda r, dt: t_wedding_questionnaire(r, dt, "Julia & Tom"))
    add(f"{H}/2025-09-13 Hoffmann/Fotobuch bestellt Saal Digital.pdf", X, PH, 190,
        lambda r, dt: f"Saal Digital Bestellbestätigung {r.randint(10**7, 10**8)}\nProfessional Line Fotobuch "
        f"30x30, Leinen, 60 Seiten\nLieferadresse: Julia und Tom Hoffmann, Taucha\nBetrag: {_eur(r, 140, 190)}\n")
    shoot(f"{B}/Aufträge/2025-09-13 Hochzeit Hoffmann/Export", X, PH, datetime(2025, 9, 13), 5, 255)
    add(f"{H}/2025-06-21 Wolf Richter/Vertrag Wolf Richter.pdf", X, PH, 480,
        lambda r, dt: t_wedding_contract(r, dt, "wolf", "21.06.2025", "Standesamt Leipzig"))
    shoot(f"{B}/Aufträge/2025-06-21 Standesamt Wolf Richter", X, PH, datetime(2025, 6, 21), 3, 330)
    RD = f"{F}/Aufträge/2026-03 Porträts Röder & Partner"
    add(f"{RD}/Angebot Röder Porträts.pdf", X, PH, 105,
        lambda r, dt: t_quote(r, dt, "roeder", "Business-Porträts für 14 Personen am Standort, einheitlicher Hintergrund"))
    add(f"{RD}/Namensliste Fotos.xlsx", X, PH, 78,
        lambda r, dt: "Name;Funktion;Bild 1;Bild 2\n" + "\n".join(
            f"{_person(r)};{r.choice(['Rechtsanwältin', 'Rechtsanwalt', 'ReFa', 'Partnerin'])};{r.randint(1, 400):04d};"
            f"{r.randint(1, 400):04d}" for _ in range(8)))
    add(f"{RD}/Danke und Zahlungseingang.eml", X, PH, 58,
        lambda r, dt: _mail("Dr. Susanne Röder <roeder@roeder-partner.de>", KATRIN_MAIL, "Fotos - vielen Dank!", dt,
                            "Liebe Frau Vogel,\n\ndie Porträts sind schon auf der Website, alle sind begeistert. "
                            "Die Rechnung haben wir heute überwiesen. Gern wieder, wenn die neuen Kolleginnen im "
                            "Herbst anfangen.\n\nHerzliche Grüße\nSusanne Röder\n"))
    shoot(f"{B}/Aufträge/2026-03-17 Röder Porträts/final", X, PH, datetime(2026, 3, 17), 3, 70)
    GW = f"{F}/Aufträge/alt/2024 Festschrift Grün-Weiß"
    add(f"{GW}/Festschrift Konzept.docx", X, PH, 760,
        lambda r, dt: "Festschrift 75 Jahre SV Grün-Weiß Leipzig-Mockau\n\nUmfang 48 Seiten, A4\nInhalt: Grußworte, "
        "Vereinsgeschichte seit 1949, alle Mannschaften von den Bambini bis zu den Alten Herren, Chronik, "
        "Sponsoren\nFotos: Mannschaftsfotos an zwei Samstagen im April, Reportage Heimspiel\n")
    shoot(f"{B}/Aufträge/2024 Grün-Weiß Mannschaftsfotos", X, PH, datetime(2024, 4, 13), 2, 770)
    TH = f"{F}/Aufträge/2025 Tourismus Herbst"
    add(f"{TH}/Shotlist Herbst 2025.xlsx", X, PH, 250, lambda r, dt: t_tour_shotlist(r, dt, "herbst"))
    add(f"{TH}/Lieferung Herbstmotive.txt", X, PH, 215,
        lambda r, dt: f"Lieferung an Tourismusverband, {_de(dt)}\n\n48 Motive Herbst im Leipziger Land per WeTransfer\n"
        "Link gültig 7 Tage. Bildunterschriften als Excel anbei. Rechnung folgt.\n")
    shoot(f"{B}/Tourismus/2025 Herbst im Leipziger Land", X, PH, datetime(2025, 10, 14), 3, 225)

    # ------------------------------------------------------------ studio build-out (Projects Studio)
    S = f"{D}/Atelier Plagwitz"
    add(f"{S}/Gewerbemietvertrag Remise Karl-Heine-Str 88.pdf", P, "Studio", 80, t_studio_lease)
    add(f"{S}/Angebote/Elektro Brandt Angebot.pdf", P, "Studio", 35, t_studio_electric)
    add(f"{S}/Angebote/Maler Kunze Angebot.pdf", P, "Studio", 28, t_studio_painter)
    add(f"{S}/Kostenplan Studio.xlsx", P, "Studio", 2, t_studio_budget)
    add(f"{S}/Raumplan Remise.md", P, "Studio", 60, t_studio_floorplan)
    add(f"{S}/Einladung Eröffnung 4. Juli.docx", P, "Studio", 4, t_studio_party)
    add(f"{S}/Einkaufsliste Licht.txt", P, "Studio", 26,
        lambda r, dt: "Licht fürs Studio\n- 2x Aputure LS 300d II (gebraucht bei Kleinanzeigen?)\n- Godox AD600 Pro x2\n"
        "- Softbox 120 Octa + Striplights 2x\n- C-Stands 4x\n- Papierhintergrund 2,72 m: weiß, grau, "
        "schwarz\n- Sandsäcke!\n")
    add(f"{S}/Übergabeprotokoll Hausverwaltung Seidel.pdf", P, "Studio", 61,
        lambda r, dt: f"Übergabeprotokoll Gewerbeeinheit Remise, Karl-Heine-Straße 88\nDatum: {_de(dt)}\nZustand: "
        "Wände mit Altanstrich, Boden Beton mit Ölflecken, Rolltor funktionsfähig, 2 Oberlichter undicht (Vermieter "
        "repariert bis 30.04.)\nZählerstände: Strom 004471,3 kWh, Wasser 112,4 m³\nSchlüssel: 3x Rolltor, 2x Hoftor\n")
    add(f"{S}/Aputure LS 300d II Manual.pdf", R, PH, 25,
        lambda r, dt: t_gear_manual(r, dt, "Aputure LS 300d II"))
    for k in range(4):
        photo(f"{B}/Atelier Baustelle/Remise_{k + 1}.jpg", P, "Studio", 70 - k * 15)
    for k in range(2):
        photo(f"{B}/Atelier Baustelle/IMG_{r.randint(7000, 7999)}.HEIC", P, "Studio", 40 - k * 12)
    C = f"{D}/Basislager Coworking"
    add(f"{C}/Kündigungsbestätigung Fixdesk.pdf", X, "Studio", 110, t_coworking)
    add(f"{C}/Rechnung Januar 2026.pdf", X, "Studio", 150, t_coworking_invoice)
    add(f"{C}/Rechnung Februar 2026.pdf", X, "Studio", 120, t_coworking_invoice)
    add(f"{C}/Hausordnung Basislager.txt", X, "Studio", 900,
        lambda r, dt: "Hausordnung Basislager Coworking\n- Telefonate in den Phone Booths\n- Küche sauber "
                      "hinterlassen\n- Fixdesk-Schließfächer Freitag leeren\n- Zugang 24/7 mit Karte\n")

    # ------------------------------------------------------------ exhibition (Projects Exhibition)
    E = f"{D}/Ausstellung Hinterhöfe"
    EX = "Exhibition"
    add(f"{E}/Ausstellungsvereinbarung Galerie Kranich.pdf", P, EX, 100, t_exhibition_contract)
    add(f"{E}/Werkliste.xlsx", P, EX, 7, t_exhibition_works)
    add(f"{E}/Förderantrag Kulturamt 2026.docx", P, EX, 90, t_exhibition_grant)
    add(f"{E}/~$rderantrag Kulturamt 2026.docx", L, "System", 90, b"\x0bKatrin Vogel" + bytes(150))
    add(f"{E}/Katalogtext Entwurf.docx", P, EX, 15, t_exhibition_text)
    add(f"{E}/Printlabor Angebot Fine Art.pdf", P, EX, 31, t_printlab)
    add(f"{E}/Hängeplan und Einladungskarte.eml", P, EX, 3, t_gallery_mail)
    add(f"{E}/Vita kurz.txt", P, EX, 50,
        lambda r, dt: "Katrin Vogel, geboren 1982 in Zwickau, lebt in Leipzig. 2009-2017 Fotografin beim Leipziger "
        "Tageblatt, seit 2017 freiberuflich. Ausstellungen: 2019 \"Auwald\" (Gruppenausstellung, Westwerk), "
        "2023 \"Übergänge\" (Kunstverein Zwickau). \"Hinterhöfe\" ist ihre erste Einzelausstellung.\n")
    for k, w in enumerate(WORKS[:7]):
        fn = w.split(",")[0].replace(" ", "_")
        photo(f"{B}/Hinterhöfe Auswahl/{k + 1:02d}_{fn}.jpg", P, EX, r.uniform(20, 120),
              datetime(r.choice([2022, 2023, 2024, 2025]), r.randint(1, 12), r.randint(1, 28), 16, 5))

    # ------------------------------------------------------------ theft claim (Projects Insurance)
    Q = f"{D}/Versicherungen/Diebstahl Dresden April 2026"
    add(f"{Q}/Anzeige Polizei Dresden.pdf", P, "Insurance", 43, t_police)
    add(f"{Q}/Schadenanzeige Elbtal.pdf", P, "Insurance", 41, t_claim_form)
    add(f"{Q}/Ablehnung Elbtal 06.05.pdf", P, "Insurance", 26, t_insurer_letter)
    add(f"{Q}/Widerspruch Elbtal.docx", P, "Insurance", 18, t_objection)
    add(f"{Q}/Stand Versicherungsstreit.md", P, "Insurance", 1, t_ombudsmann)
    add(f"{Q}/Kaufbeleg Sony A7 IV 2023.pdf", P, "Insurance", 41,
        lambda r, dt: "Calumet Photographic GmbH Leipzig\nRechnung 811207 vom 14.03.2023\nSony Alpha 7 IV Body, "
        "SN 4471208: 2.499,00 EUR\nKundin: Katrin Vogel Fotografie\n")
    add(f"{Q}/Calumet Mietbeleg Ersatzkamera.pdf", P, "Insurance", 30, t_rental_receipt)
    for k in range(3):
        photo(f"{Q}/Fotos/Laderaum Caddy {k + 1}.jpg", P, "Insurance", 20, ago(20) + timedelta(minutes=3 * k))

    # ------------------------------------------------------------ travel
    U = f"{D}/Urlaub"
    add(f"{U}/Schottland 2026/DFDS Fähre Buchung.pdf", P, "Travel", 120, t_ferry)
    add(f"{U}/Schottland 2026/Cottage Skye Booking.pdf", P, "Travel", 140, t_cottage)
    add(f"{U}/Schottland 2026/Glencoe Booking confirmation.pdf", P, "Travel", 95,
        lambda r, dt: t_cottage(r, dt, "Glencoe"))
    add(f"{U}/Schottland 2026/Route.md", P, "Travel", 10, t_route)
    add(f"{U}/Schottland 2026/Packliste.txt", P, "Travel", 3, t_packing)
    add(f"{U}/Schottland 2026/Reiseführer Skye Auszug.pdf", P, "Travel", 60,
        lambda r, dt: "Isle of Skye\n\nThe Old Man of Storr: 3,8 km Rundweg, 1,5 Stunden, am besten früh "
        "morgens.\nFairy Pools, Glenbrittle: Parkplatz kostenpflichtig, wasserdichte Schuhe.\nNeist Point "
        "Lighthouse: Sonnenuntergang, Papageitaucher bis Anfang August.\nPortree: bunte Häuser am Hafen, "
        "Fish and Chips.\n")
    add(f"{U}/Schottland 2026/UK ETA Jonas.pdf", P, "Travel", 33,
        lambda r, dt: f"UK Electronic Travel Authorisation - granted\nName: JONAS VOGEL\nETA number: "
        f"{r.randint(10**15, 10**16)}\nValid for: multiple journeys, 2 years or until passport expiry\n")
    add(f"{U}/2023 Prag/Hotel Prag Buchung.pdf", X, "Travel", 1080, lambda r, dt: t_old_trip(r, dt, "Prag"))
    add(f"{U}/2024 Usedom/FeWo Ahlbeck Bestätigung.pdf", X, "Travel", 720, lambda r, dt: t_old_trip(r, dt, "Usedom"))
    add(f"{U}/2025 Gardasee/Camping Bella Italia.pdf", X, "Travel", 370, lambda r, dt: t_old_trip(r, dt, "Gardasee"))
    add(f"{U}/2025 Gardasee/Vignette Österreich.pdf", X, "Travel", 300,
        lambda r, dt: "ASFINAG Digitale Vignette\nKennzeichen L-KV 4471 (D)\n10-Tages-Vignette gültig ab "
        f"{_de(ago(300))}\nPreis: 12,40 EUR\n")
    for k in range(4):
        photo(f"{B}/Urlaub/2025 Gardasee/DSC0{r.randint(1000, 9999)}.jpg", R, "Photos", 290,
              datetime(2025, 8, 2 + k, 11 + k, 20))
    for k in range(2):
        photo(f"{B}/Urlaub/2024 Usedom/IMG_{r.randint(2000, 2999)}.jpg", R, "Photos", 660,
              datetime(2024, 7, 20 + k, 18, 40))

    # ------------------------------------------------------------ household: Finance
    Fi = f"{D}/Finanzen"
    for m, age in ((1, 120), (2, 92), (3, 62), (4, 31), (5, 1)):
        add(f"{Fi}/Kontoauszüge/2026/Kontoauszug_2026_{m:02d}.pdf", A, "Finance", age,
            lambda r, dt, m=m: t_bank(r, datetime(2026, m, 28)))
    for m, age in ((11, 185), (12, 155)):
        add(f"{Fi}/Kontoauszüge/2025/Kontoauszug_2025_{m:02d}.pdf", A, "Finance", age,
            lambda r, dt, m=m: t_bank(r, datetime(2025, m, 28)))
    add(f"{Fi}/Steuer/Steuerbescheid 2023.pdf", A, "Finance", 560, lambda r, dt: t_tax_notice(r, dt, 2023))
    add(f"{Fi}/Steuer/Steuerbescheid 2024.pdf", A, "Finance", 210, lambda r, dt: t_tax_notice(r, dt, 2024))
    add(f"{Fi}/Steuer/Steuererklärung 2025 Checkliste.md", A, "Finance", 13, lambda r, dt: t_tax_checklist(r, dt, 2025))
    add(f"{Fi}/Kindergeld Bescheid.pdf", A, "Finance", 880, t_kindergeld)
    add(f"{Fi}/Depot comdirect Mai 2026.pdf", A, "Finance", 2, t_etf)
    add(f"{Fi}/Haushaltsbuch 2026.xlsx", A, "Finance", 5, t_budget)

    # ------------------------------------------------------------ Insurance (Areas) incl. KSK
    V = f"{D}/Versicherungen"
    add(f"{V}/Elbtal Fotoausrüstung Police 2026.pdf", A, "Insurance", 150, lambda r, dt: t_policy(r, dt, "geraet"))
    add(f"{V}/Berufshaftpflicht Beitrag 2026.pdf", A, "Insurance", 155, lambda r, dt: t_policy(r, dt, "berufshaft"))
    add(f"{V}/Hausrat Saxonia.pdf", A, "Insurance", 500, lambda r, dt: t_policy(r, dt, "hausrat"))
    add(f"{V}/Privathaftpflicht Saxonia.pdf", A, "Insurance", 505, lambda r, dt: t_policy(r, dt, "privathaft"))
    add(f"{V}/TK Bescheinigung 2025.pdf", A, "Insurance", 100, t_tk)
    add(f"{V}/alt/Schaden 2022 Objektiv Abrechnung.pdf", X, "Insurance", 1400, t_old_claim)
    add(f"{D}/KSK/Beitragsbescheid 2026.pdf", A, "Insurance", 145, t_ksk)
    add(f"{D}/KSK/Beitragsbescheid 2025.pdf", A, "Insurance", 510, t_ksk)
    add(f"{D}/KSK/Meldung Einkommen 2026.pdf", A, "Insurance", 185, t_ksk_estimate)

    # ------------------------------------------------------------ Health
    G = f"{D}/Gesundheit"
    add(f"{G}/Arztbrief Orthopädie Dr Seidel.pdf", A, "Health", 74, t_arztbrief)
    add(f"{G}/Physio Rechnung.pdf", A, "Health", 40, t_physio)
    add(f"{G}/Zahnarzt HKP Jonas Spange.pdf", A, "Health", 130,
        lambda r, dt: t_dentist(r, dt).replace("Patient/in: Katrin Vogel", "Patient/in: Jonas Vogel")
        .replace("Patient/in: Tobias Vogel", "Patient/in: Jonas Vogel").replace(
            "Befund: Zahn 36, Krone erforderlich", "Befund: kieferorthopädische Behandlung, lose Zahnspange Oberkiefer"))
    add(f"{G}/Jonas U11.pdf", A, "Health", 200, t_kids_doctor)
    add(f"{G}/Impfpass Katrin.jpg", A, "Health", 900, "")

    # ------------------------------------------------------------ Home (flat)
    Wo = f"{D}/Wohnung"
    add(f"{Wo}/Mietvertrag Lützowstraße 2014.pdf", A, "Home", 1400, t_flat_lease)
    add(f"{Wo}/Nebenkostenabrechnung 2024.pdf", A, "Home", 330, lambda r, dt: t_nebenkosten(r, dt, 2024))
    add(f"{Wo}/Nebenkostenabrechnung 2025.pdf", A, "Home", 8, lambda r, dt: t_nebenkosten(r, dt, 2025))
    add(f"{Wo}/Stadtwerke Jahresabrechnung Strom.pdf", A, "Home", 115, t_strom)
    add(f"{Wo}/Rundfunkbeitrag.pdf", A, "Home", 70, t_rundfunk)
    add(f"{Wo}/Strangsanierung Juni.eml", A, "Home", 11, t_landlord_mail)
    add(f"{Wo}/Küche 2023/Auftragsbestätigung Küchenstudio.pdf", X, "Home", 1000, t_kitchen_2023)
    photo(f"{Wo}/Küche 2023/Küche fertig.jpg", X, "Home", 960, datetime(2023, 9, 24, 17, 2))
    add(f"{D}/Anleitungen/Waschmaschine Bosch Serie 6.pdf", R, "Home", 800,
        lambda r, dt: t_manual(r, dt, "Bosch Serie 6 Waschmaschine WGG244A20"))
    add(f"{D}/Anleitungen/Geschirrspüler.pdf", R, "Home", 980,
        lambda r, dt: t_manual(r, dt, "Bosch Geschirrspüler SMI4HVS33E"))

    # ------------------------------------------------------------ School
    J = f"{D}/Jonas Schule"
    for k, age in enumerate((12, 160)):
        add(f"{J}/Elternbrief {k + 1}.pdf", A, "School", age, t_school_letter)
    add(f"{J}/Halbjahresinformation 5b.pdf", A, "School", 110, t_zeugnis)
    add(f"{J}/Klassenfahrt Schöneck.pdf", A, "School", 20, t_klassenfahrt)
    add(f"{J}/Mathe Förderstunde.eml", A, "School", 34, t_school_mail)
    add(f"{J}/Grundschule/Zeugnis Klasse 4.pdf", A, "School", 330,
        lambda r, dt: t_zeugnis(r, datetime(2025, 2, 7), "Grundschule an der Parthe", "4a"))
    add(f"{J}/Grundschule/Bildungsempfehlung Gymnasium.pdf", A, "School", 470,
        lambda r, dt: "Grundschule an der Parthe, Leipzig\n\nBildungsempfehlung\n\nFür den Schüler Jonas Vogel, "
        "Klasse 4a, wird die Bildungsempfehlung für das Gymnasium erteilt. Notendurchschnitt Deutsch, "
        "Mathematik, Sachunterricht: 1,7.\n\nLeipzig, 21.02.2025\n")

    # ------------------------------------------------------------ Car
    Au = f"{D}/Auto"
    add(f"{Au}/TÜV Caddy 2025.pdf", A, "Car", 250, t_car_tuev)
    add(f"{Au}/Werkstatt Autohaus Gohlis.pdf", A, "Car", 45, t_car_service)
    add(f"{Au}/HUK Beitragsrechnung 2026.pdf", A, "Car", 160, t_car_ins)
    add(f"{Au}/Kfz-Steuer Bescheid.pdf", A, "Car", 1200, t_car_tax)
    add(f"{Au}/Opel Astra Verkauf 2022.pdf", X, "Car", 1350, t_car_sale)

    # ------------------------------------------------------------ Garden
    Ga = f"{D}/Garten"
    add(f"{Ga}/Jahresrechnung 2026.pdf", A, "Garden", 95, lambda r, dt: t_garden_bill(r, dt, 2026))
    add(f"{Ga}/Jahresrechnung 2025.pdf", A, "Garden", 450, lambda r, dt: t_garden_bill(r, dt, 2025))
    add(f"{Ga}/Protokoll Mitgliederversammlung 2026.docx", A, "Garden", 56, t_garden_minutes)
    add(f"{Ga}/Arbeitsstunden.xlsx", A, "Garden", 14, t_garden_hours)
    add(f"{Ga}/Pachtvertrag Parzelle 47.pdf", A, "Garden", 1700,
        lambda r, dt: "Unterpachtvertrag\n\nKleingartenverein Am Rosental e.V. verpachtet an Tobias und Katrin Vogel "
        "die Parzelle Nr. 47 (312 m²) zur kleingärtnerischen Nutzung nach dem Bundeskleingartengesetz. "
        "Mindestens ein Drittel der Fläche ist für den Anbau von Obst und Gemüse zu nutzen.\n\nLeipzig, 01.03.2021\n")
    add(f"{Ga}/Beetplan 2026.md", R, "Garden", 75, t_garden_plan)
    for k in range(2):
        photo(f"{B}/Garten/IMG_{r.randint(3000, 3999)}.jpg", R, "Photos", 20 + k * 30)

    # ------------------------------------------------------------ Career (Archive): the newspaper
    Tb = f"{D}/Tageblatt"
    add(f"{Tb}/Arbeitsvertrag Tageblatt 2009.pdf", X, "Career", 3200, lambda r, dt: t_tageblatt(r, dt, "vertrag"))
    add(f"{Tb}/Arbeitszeugnis.pdf", X, "Career", 3250, lambda r, dt: t_tageblatt(r, dt, "zeugnis"))
    add(f"{Tb}/Aufhebungsvertrag 2017.pdf", X, "Career", 3300, lambda r, dt: t_tageblatt(r, dt, "aufhebung"))
    for m in (4, 5):
        add(f"{Tb}/Gehaltsabrechnungen/Abrechnung 2017-{m:02d}.pdf", X, "Career", 3300 - m * 30,
            lambda r, dt, m=m: t_tageblatt(r, datetime(2017, m, 28), "gehalt"))
    for k in range(3):
        photo(f"{B}/Tageblatt Archiv/Hochwasser 2013/TB_20130603_{r.randint(100, 999)}.jpg", X, "Career", 3000,
              datetime(2013, 6, 3, 8 + k * 2, 15))

    # ------------------------------------------------------------ Resources
    Wi = f"{D}/Wissen Fotografie"
    add(f"{Wi}/Licht setzen mit einem Blitz.pdf", R, PH, 700, lambda r, dt: t_article(r, dt, "licht"))
    add(f"{Wi}/Posing Paare Ideen.md", R, PH, 420, lambda r, dt: t_article(r, dt, "posing"))
    add(f"{Wi}/Recht am eigenen Bild KUG DSGVO.pdf", R, PH, 900, lambda r, dt: t_article(r, dt, "kug"))
    add(f"{Wi}/Color Grading Resolve Notizen.txt", R, PH, 230, lambda r, dt: t_article(r, dt, "farbe"))
    add(f"{Wi}/Pentax 67 Belichtung.txt", R, PH, 1300, lambda r, dt: t_article(r, dt, "mfg"))
    add(f"{Wi}/Drohne Regeln Deutschland.pdf", R, PH, 500, lambda r, dt: t_article(r, dt, "drohne"))
    add(f"{Wi}/Handbücher/Sony ILCE-7M4 Hilfe.pdf", R, PH, 1150, lambda r, dt: t_gear_manual(r, dt, "Sony Alpha 7 IV ILCE-7M4"))
    add(f"{Wi}/Handbücher/Godox V1 Anleitung.pdf", R, PH, 1000, lambda r, dt: t_gear_manual(r, dt, "Godox V1 Blitzgerät"))
    for name in ("SLog3_to_Rec709_warm.cube",):
        add(f"{Wi}/LUTs/{name}", R, PH, r.uniform(200, 600),
            lambda r, dt, name=name: f"TITLE \"{name[:-5]}\"\nLUT_3D_SIZE 17\n" + "\n".join(
                f"{r.random():.6f} {r.random():.6f} {r.random():.6f}" for _ in range(40)) + "\n")
    for k, name in enumerate(RECIPES):
        add(f"{D}/Rezepte/{name}.{'md' if k % 2 else 'txt'}", R, "Cooking", r.uniform(100, 1500),
            lambda r, dt, name=name: t_recipe(r, dt, name))
    books = [("Susan Sontag - Über Fotografie", "Susan Sontag", "de"),
             ("Annie Leibovitz at Work", "Annie Leibovitz", "en"),
             ("Clemens Meyer - Als wir träumten", "Clemens Meyer", "de"),
             ("Lutz Seiler - Stern 111", "Lutz Seiler", "de")]
    for title, author, lang in books:
        add(f"E-Books/{title}.epub", R, "Books", r.uniform(100, 1500),
            _rezip(_epub(title.split(" - ")[-1], author, lang, "Erstes Kapitel.")))
    songs = [("Kettcar", "Landungsbrücken raus", "Du und wieviel von deinen Freunden"),
             ("Tocotronic", "Hi Freaks", "Nie wieder Krieg"), ("Bon Iver", "Holocene", "Bon Iver"),
             ("Sophie Hunger", "Le vent nous portera", "Monday's Ghost"),
             ("Element of Crime", "Delmenhorst", "Mittelpunkt der Welt"), ("Die Prinzen", "Küssen verboten", "Küssen verboten")]
    for artist, title, album in songs:
        add(f"Musik/{artist}/{title}.mp3", R, "Music", r.uniform(300, 2500), _id3(r, title, artist, album))
    add(f"{DL}/DaVinci_Resolve_20.0_Windows.zip", R, "Software", 60, _blob(r, ZIP_HEAD, 4000))
    add(f"{DL}/Capture One 16.5 Setup.exe", R, "Software", 140, _blob(r, EXE_HEAD, 4000))
    add(f"{DL}/Firefox Installer.exe", R, "Software", 400, _blob(r, EXE_HEAD, 2000))
    add(f"{DL}/PhotoMechanic6_Setup.exe", R, "Software", 700, _blob(r, EXE_HEAD, 3000))
    for k in range(4):
        photo(f"{B}/Familie/2025 Weihnachten/IMG_{r.randint(4000, 4999)}.jpg", R, "Photos", 158,
              datetime(2025, 12, 24 + k // 2, 16 + k, 10))
    for k in range(4):
        photo(f"{B}/Familie/2025-09 Jonas 11. Geburtstag/DSC0{r.randint(1000, 9999)}.jpg", R, "Photos", 255,
              datetime(2025, 9, 14, 15, 10 + k * 7))
    for k in range(5):
        age = r.uniform(3, 200)
        photo(f"{B}/Handy/IMG_{r.randint(8000, 8999)}.HEIC", R, "Photos", age)
    for k in range(3):
        dt = ago(r.uniform(2, 180))
        add(f"{B}/Screenshots/Screenshot {dt:%Y-%m-%d %H%M%S}.png", R, "Photos", (NOW.replace(tzinfo=None) - dt).days, "")

    # ------------------------------------------------------------ copy of the old laptop (Archive Backup)
    O = "Sicherung Laptop 2019/Eigene Dateien"
    add(f"{O}/Bewerbung Coaching.docx", X, "Backup", 2600, lambda r, dt: t_old_laptop(r, dt, "bewerbung"))
    add(f"{O}/Ideen Selbständigkeit.txt", X, "Backup", 2700, lambda r, dt: t_old_laptop(r, dt, "notizen"))
    add(f"{O}/Adressen Weihnachten.txt", X, "Backup", 2350, lambda r, dt: t_old_laptop(r, dt, "adressen"))
    add(f"{O}/Steuer 2017/Anlage EÜR 2017.pdf", X, "Backup", 2500, lambda r, dt: t_euer(r, dt, 2017))
    for k in range(3):
        photo(f"Sicherung Laptop 2019/Eigene Bilder/2018/IMG_{r.randint(100, 999)}.JPG", X, "Backup", 2400,
              datetime(2018, r.randint(1, 12), r.randint(1, 28), 14, 0))

    # ------------------------------------------------------------ files whose name and folder say nothing (hard)
    counters: dict[str, int] = {}

    def hname(key: str, ext: str) -> str:
        n = counters.get(key + ext, 0)
        counters[key + ext] = n + 1
        sfx = "" if n == 0 else f" ({n})"
        if key == "dl":
            return f"{DL}/document{sfx}.{ext}"
        if key == "dl2":
            return f"{DL}/download{sfx}.{ext}"
        if key == "att":
            return f"{DL}/Anhang{sfx}.{ext}"
        if key == "scan":
            return f"Scans/scan_{31 + n * 3 + (n % 2):04d}.pdf"
        if key == "word":
            return f"{DT}/Neues Microsoft Word-Dokument{sfx}.docx"
        if key == "deskdoc":
            return f"{DT}/Dokument{n + 1}.docx"
        if key == "txt":
            return f"{DT}/Neues Textdokument{sfx}.txt"
        if key == "unb":
            return f"{DT}/Unbenannt{'' if n == 0 else n + 1}.{ext}"
        if key == "neu":
            return f"Neuer Ordner/Dokument{sfx}.{ext}"
        if key == "misc":
            return f"misc/notizen{sfx}.{ext}"
        if key == "exp":
            return f"{DL}/export{sfx}.{ext}"
        if key == "mappe":
            return f"{DT}/Mappe{n + 1}.xlsx"
        if key == "mail":
            return f"{DL}/Nachricht{sfx}.eml"
        if key == "docs":
            return f"{D}/Dokument{n + 3}.{ext}"
        raise KeyError(key)

    hard = [
        # business (Areas Photography)
        ("dl", "pdf", A, PH, 47, lambda r, dt: t_invoice(r, dt, "tour")),
        ("dl", "pdf", A, PH, 100, lambda r, dt: t_invoice(r, dt, "kuehne")),
        ("scan", "pdf", A, PH, 700, lambda r, dt: t_invoice(r, dt, "gruenweiss")),
        ("att", "pdf", A, PH, 150, t_ust),
        ("dl2", "pdf", A, PH, 270, lambda r, dt: t_euer(r, dt, 2024)),
        ("mail", "eml", A, PH, 17, t_client_mail),
        ("mail", "eml", A, PH, 45, t_tax_adviser_mail),
        ("exp", "csv", A, PH, 50, t_ledger_csv),
        ("word", "docx", A, PH, 33, t_quote),
        ("txt", "txt", A, PH, 170, t_price_list),
        ("att", "pdf", A, PH, 1000, t_framework),
        # current jobs (Projects Photography)
        ("att", "pdf", P, PH, 24, t_wendt_print_quote),
        ("unb", "txt", P, PH, 9, t_wendt_corrections),
        ("deskdoc", "docx", P, PH, 140, t_wendt_concept),
        ("mail", "eml", P, PH, 13, t_tour_mail),
        ("dl", "pdf", P, PH, 86, t_tour_briefing),
        ("scan", "pdf", P, PH, 12, t_model_release),
        ("exp", "xlsx", P, PH, 4, t_tour_shotlist),
        ("txt", "txt", P, PH, 15, t_kuehne_interview),
        ("word", "docx", P, PH, 38, t_kuehne_script),
        ("mappe", "xlsx", P, PH, 10, t_kuehne_schedule),
        ("dl", "pdf", P, PH, 152, lambda r, dt: t_wedding_contract(r, dt, "schubert")),
        ("misc", "md", P, PH, 27, t_wedding_questionnaire),
        # delivered jobs (Archive Photography)
        ("dl2", "pdf", X, PH, 520, lambda r, dt: t_wedding_contract(r, dt, "hoffmann", "13.09.2025", "Rittergut Taucha")),
        ("neu", "md", X, PH, 285, lambda r, dt: t_wedding_questionnaire(r, dt, "Julia & Tom")),
        # studio
        ("dl", "pdf", P, "Studio", 36, t_studio_electric),
        ("scan", "pdf", P, "Studio", 29, t_studio_painter),
        ("exp", "xlsx", P, "Studio", 16, t_studio_budget),
        ("unb", "txt", P, "Studio", 58, t_studio_floorplan),
        ("scan", "pdf", P, "Studio", 82, t_studio_lease),
        ("att", "pdf", X, "Studio", 112, t_coworking),
        ("dl", "pdf", X, "Studio", 180, t_coworking_invoice),
        # exhibition
        ("dl2", "pdf", P, EX, 101, t_exhibition_contract),
        ("word", "docx", P, EX, 92, t_exhibition_grant),
        ("txt", "txt", P, EX, 21, t_exhibition_text),
        ("att", "pdf", P, EX, 32, t_printlab),
        ("mail", "eml", P, EX, 4, t_gallery_mail),
        # theft claim
        ("scan", "pdf", P, "Insurance", 43, t_police),
        ("dl", "pdf", P, "Insurance", 26, t_insurer_letter),
        ("docs", "docx", P, "Insurance", 19, t_objection),
        ("misc", "txt", P, "Insurance", 6, t_ombudsmann),
        # insurance areas
        ("scan", "pdf", A, "Insurance", 146, t_ksk),
        ("dl2", "pdf", A, "Insurance", 186, t_ksk_estimate),
        ("att", "pdf", A, "Insurance", 152, lambda r, dt: t_policy(r, dt, "geraet")),
        ("neu", "pdf", X, "Insurance", 1390, t_old_claim),
        # travel
        ("dl", "pdf", P, "Travel", 121, t_ferry),
        ("mail", "eml", P, "Travel", 96, lambda r, dt: _mail("Fiona MacLeod <stay@skye-cottages.co.uk>",
                                                             KATRIN_MAIL, "Your booking", dt, t_cottage(r, dt))),
        ("unb", "txt", P, "Travel", 11, t_route),
        ("txt", "txt", P, "Travel", 4, t_packing),
        ("dl", "pdf", X, "Travel", 730, lambda r, dt: t_old_trip(r, dt, "Usedom")),
        # finance
        ("dl", "pdf", A, "Finance", 61, lambda r, dt: t_bank(r, datetime(2026, 3, 28))),
        ("scan", "pdf", A, "Finance", 212, lambda r, dt: t_tax_notice(r, dt, 2024)),
        ("misc", "md", A, "Finance", 14, lambda r, dt: t_tax_checklist(r, dt, 2025)),
        ("att", "pdf", A, "Finance", 885, t_kindergeld),
        ("mappe", "xlsx", A, "Finance", 35, t_budget),
        # health
        ("scan", "pdf", A, "Health", 75, t_arztbrief),
        ("dl", "pdf", A, "Health", 41, t_physio),
        ("scan", "pdf", A, "Health", 128, t_dentist),
        # home
        ("dl", "pdf", A, "Home", 331, lambda r, dt: t_nebenkosten(r, dt, 2024)),
        ("mail", "eml", A, "Home", 12, t_landlord_mail),
        ("neu", "pdf", X, "Home", 1005, t_kitchen_2023),
        # school
        ("dl", "pdf", A, "School", 57, t_school_letter),
        ("scan", "pdf", A, "School", 21, t_klassenfahrt),
        ("mail", "eml", A, "School", 35, t_school_mail),
        # car
        ("scan", "pdf", A, "Car", 252, t_car_tuev),
        ("dl2", "pdf", A, "Car", 46, t_car_service),
        ("scan", "pdf", X, "Car", 1352, t_car_sale),
        # garden
        ("att", "pdf", A, "Garden", 96, lambda r, dt: t_garden_bill(r, dt, 2026)),
        ("docs", "docx", A, "Garden", 57, t_garden_minutes),
        ("misc", "txt", R, "Garden", 77, t_garden_plan),
        # career, reference
        ("scan", "pdf", X, "Career", 3240, lambda r, dt: t_tageblatt(r, dt, "zeugnis")),
        ("dl2", "pdf", R, PH, 600, lambda r, dt: t_article(r, dt, "kug")),
        ("unb", "txt", R, PH, 230, lambda r, dt: t_article(r, dt, "licht")),
    ]
    order = list(range(len(hard)))
    r.shuffle(order)
    for i in order:
        key, ext, bucket, topic, age, tmpl = hard[i]
        add(hname(key, ext), bucket, topic, age + r.uniform(0, 1.5), tmpl, hard=True)
    add(f"{DL}/Rechnung(1).pdf", A, PH, 79,
        lambda r, dt: f"Calumet Photographic GmbH Leipzig\nRechnung {r.randint(800000, 899999)} vom {_de(dt)}\n"
        f"Godox AD600 Pro Blitzgerät: {_eur(r, 780, 860)}\nSony NP-FZ100 Akku: 79,00 EUR\n"
        "Kundin: Katrin Vogel Fotografie & Film, Lützowstraße 31, 04157 Leipzig\nZahlungsart: Überweisung\n",
        hard=True)
    add(f"{DL}/Rechnung.pdf", A, "Health", 250,
        lambda r, dt: f"Optik Kranz Leipzig-Gohlis · Rechnung {r.randint(10000, 19999)} vom {_de(dt)}\n\nKundin: "
        "Katrin Vogel\nGleitsichtbrille, Fassung Lindberg, Gläser Zeiss Progressive SmartLife\nRefraktion: "
        f"R sph +0,75 add 1,25 / L sph +1,00 add 1,25\nGesamt: {_eur(r, 680, 990)}\n", hard=True)
    add(f"{DL}/Bescheid.pdf", A, "Insurance", 510, t_ksk, hard=True)

    # ------------------------------------------------------------ loose named files in Downloads and on the Desktop
    add(f"{DT}/Widerspruch Elbtal final.docx", P, "Insurance", 17, t_objection)
    add(f"{DT}/Fotobuch Wendt Layout V3.pdf", P, PH, 8,
        lambda r, dt: "Fotobuch 100 Jahre Bäckerei Wendt - Layout V3\n\nS. 1 Titel: Ofenklappe, Gegenlicht\n"
        "S. 2-3 Vorwort Uwe Wendt\nS. 4-19 Kapitel 1 1926 - Gründung\nS. 20-35 Kapitel 2 Die DDR-Jahre\n"
        "S. 36-61 Kapitel 3 Die Backstube heute\nS. 62-83 Kapitel 4 Menschen\nS. 84-95 Kapitel 5 Rezepte\n")
    add(f"{DT}/Hängeplan Halle 10.pdf", P, EX, 3,
        lambda r, dt: "Galerie Kranich - Hängeplan Halle 10 (Entwurf)\n\nWand A (12 m): 01, 02, 03 (70x100)\n"
        "Wand B: 04-07 (50x70)\nWand C: 08-10, Wäscheleine mittig\nPodest: Katalog, Gästebuch\nLicht: "
        "Schienenstrahler 3000 K, neu ausrichten\n")
    add(f"{DT}/To do Juni.txt", P, "Studio", 1,
        lambda r, dt: "ATELIER bis zur Eröffnung:\n- Elektro Brandt: Termin KW 23 bestätigen\n- Maler Kunze nach "
        "Elektro\n- Hohlkehle Lieferung 15.6.\n- Bierbänke für 4.7. beim Gartenverein leihen\n- Schild fürs Hoftor\n")
    add(f"{DL}/Kontoauszug_2026_04 (1).pdf", A, "Finance", 30, lambda r, dt: t_bank(r, datetime(2026, 4, 28)))
    add(f"{DL}/Hahnemuehle Photo Rag 308 Datenblatt.pdf", R, PH, 33,
        lambda r, dt: "Hahnemühle Photo Rag 308 g/m²\n\n100 % Baumwolle (Hadern), mattweiß, säurefrei, "
        "ISO 9706 alterungsbeständig. Ideal für Schwarzweiß- und Farbfotografie, Pigmenttinte. Empfohlene "
        "Trocknungszeit vor dem Rahmen: 24 Stunden.\n")
    add(f"{DL}/Elternbrief_Wandertag_5b.pdf", A, "School", 58, t_school_letter)
    add(f"{DL}/Vorlage Model Release EN.docx", A, PH, 600,
        lambda r, dt: "Model Release\n\nFor good and valuable consideration herein acknowledged as received, I "
        "hereby grant to Katrin Vogel (Photographer) the right to use photographs of me for any lawful purpose, "
        "including advertising and trade.\n\nModel name: ______\nDate: ______\nSignature: ______\n")
    photo(f"{DL}/IMG_20260418_1954.jpg", P, "Insurance", 43, ago(43) + timedelta(hours=19, minutes=54))
    photo(f"{DL}/WhatsApp Image 2026-05-10 at 09.14.22.jpeg", R, "Photos", 22, exif=False)
    add(f"{DL}/Stundenplan 5b.png", A, "School", 270, "")
    add(f"{DL}/Reiseführer Edinburgh Tipps.pdf", P, "Travel", 50,
        lambda r, dt: "Edinburgh mit Kind\n\n- National Museum of Scotland: Eintritt frei, Dachterrasse\n"
        "- Arthur's Seat: 1 Stunde Aufstieg\n- Camera Obscura & World of Illusions\n- Victoria Street, "
        "Grassmarket\n(für unsere zwei Tage am 19./20. Juli)\n")

    # ------------------------------------------------------------ Left: unfinished downloads, lock and system files
    add(f"{DL}/Kuehne_Rohschnitt_v2.mp4.crdownload", L, "System", 0.2, _blob(r, MP4_HEAD, 800))
    add(f"{DL}/Galerie_Meier_Krueger_full.zip.part", L, "System", 1, _blob(r, ZIP_HEAD, 800))
    add(f"{DT}/~$kument1.docx", L, "System", 5, b"\x0bKatrin Vogel" + bytes(150))
    add(f"{DT}/desktop.ini", L, "System", 900,
        "\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")
    add(f"{B}/desktop.ini", L, "System", 900,
        "\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21779\r\n")
    add(f"{B}/Portfolio/Thumbs.db", L, "System", 60, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    add(f"{B}/Aufträge/2026-05-09 Hochzeit Meier Krüger/Export/Thumbs.db", L, "System", 4,
        _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    add(f"Sicherung Laptop 2019/Eigene Bilder/2018/Thumbs.db", L, "System", 2400,
        _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    dot(f"{B}/Hinterhöfe Auswahl/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(200), 30)
    dot(f"{E}/.~lock.Werkliste.xlsx#", b",Martin Lorenz,galerie-mac,01.06.2026 10:12,file:///Users/martin;", 1)
    return items
