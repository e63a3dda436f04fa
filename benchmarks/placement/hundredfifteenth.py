"""A hundred-and-fifteenth unseen labelled corpus: a Lower Bavarian master carpenter's Windows PC, ``build(root, seed)``, written blind.

What was read while writing it (nothing else): ``/tmp/brief/corpus_rules.txt``; ``benchmarks/placement/unseen.py``
lines 1-220 (docstring and helpers) and 1296-1360 (write/encode/add/dot/photo at the start of ``build()``);
``benchmarks/placement/corpus.py`` lines 1-30 and its functions ``_pdf`` and ``_jpeg``; ``blind.py`` lines 74-107
and its function ``_png``; a listing of ``benchmarks/placement/`` (file names only). Slip, recorded honestly:
a sloppy ``sed | awk`` used to print ``corpus.py``'s ``_jpeg`` also showed the next ~20 lines of that module
(the docstring and first loops of its own ``build()``: a generator object writing named files into a
``Downloads`` folder). Nothing from those lines was used here; every name, text and label below is my own.

The person: Martin Straßer, 50, Schreinermeister, owner of Schreinerei Straßer (Inh. Martin Straßer e.K.),
Hofmarkstraße 12, 84106 Volkenschwand (Landkreis Kelheim, Niederbayern), three journeymen (Florian Maier,
Johann Eder, Tobias Kraus) and an apprentice (Jonas Lechner, 2nd year). He took over the workshop from his
father Anton (founded 1979) by a notarised Übergabevertrag on 1 January 2012; Anton died in 2020, the handover
is long finished. Martin passed the Meisterprüfung in July 2002 after a full-time Meisterschule (finished).
His wife Andrea (48) keeps the books part-time on the same PC (supplier invoices, VAT returns, payroll
papers from the Steuerkanzlei Brunner & Kollegen in Mainburg). Children: Lukas (16, M10 at the Mittelschule
Mainburg, looking for an apprenticeship for September 2026: BMW Werk Dingolfing, Autohaus Weiß, Elektro
Pichlmaier) and Theresa (13, 7th grade at the Gabelsberger-Gymnasium Mainburg). They live next to the
workshop (Hofmarkstraße 14) in a house with a 9.8 kWp PV system (2019, battery 2023) and a wood-chip
heating fed with workshop offcuts. Private car Škoda Superb Combi (KEH-MS 412), company van Ford Transit
Custom (KEH-SM 120, leased 2025); the old Mercedes Sprinter (KEH-SM 77) was sold in March 2025.

As of NOW (2026-06-01) ongoing: customer jobs in progress -- the kitchen for Thomas and Sabine Hierl in
Mainburg (ordered April 2026, installation end of June), the oak staircase for Michael and Julia Gruber's new
house in Rottenburg a.d. Laaber (installation July), the reception desk and waiting-room furniture for Dr.
Katrin Wenninger's dental practice in Pfeffenhausen (installation June); the workshop extension (Anbau:
hall for a CNC machine and a spray room; architect Kiermeier, Bauantrag Jan 2026, permit April 2026, builders
start July); Lukas's apprenticeship search; the family trip to Lake Garda (Torbole, 8-18 August 2026).
Ended: the 2019 job for Gasthof Brandl in Attenhofen (Gaststube panelling, paid 2019); the Meisterschule
(2001-2002); the Sprinter (sold 2025); the handover from his father (2012); past trips (Südtirol 2024,
Kroatien 2023); an old Galaxy S8 phone backup.

The machine (Windows, half organised): ``Dokumente/Aufträge/<Kunde>/`` (good), ``Dokumente/Buchhaltung/``
(Andrea's, good), ``Dokumente/Schreinerei/``, ``Dokumente/Anbau Werkstatt/``, ``Dokumente/Privat/...``,
``Dokumente/Alt/`` (Meisterschule, Übergabe), a dumped ``Dokumente/2024/`` year folder, loose files in
``Dokumente/`` (Dokument1.docx, Mappe2.xlsx ...), ``Scans/`` (scanner dumps Scan_YYYYMMDD_NNNN.pdf),
``Downloads/``, ``Desktop/``, ``Bilder/`` (photos, screenshots, WhatsApp, an old phone backup), ``Musik/``.

LABELLING RULES (written before generating any file; every label below follows them, as of NOW):

- Projects: outcomes with an end, still being worked on, whatever the file's age.
  * Küche Hierl / Treppe Gruber / Praxis Wenninger: every document of a customer job in progress --
    offer, order confirmation, measurements (Aufmaß), drawings, cut lists, material orders placed for that
    job, subcontractor offers for it, emails with the customer, instalment invoices (Abschlagsrechnung) and
    job photos. Topic = the job as his folder names it.
  * Werkstatt-Anbau: the extension -- Bauantrag, permit, plans, statics, architect mail, builders' offers,
    cost plan, financing for it, neighbour consent, and the offer for the CNC machine that the hall is
    built for (bought with the extension), construction-site photos.
  * Lukas Ausbildung: applications, CV, cover letters, invitations, test, internship reports, the
    application photo invoice, job ads he applies to.
  * Urlaub: the Lake Garda trip 2026 (booking, deposit, vignette, tickets, packing list, plans).
- Areas: responsibilities with no end, whatever the document's age.
  * Schreinerei: running the business -- staff contracts, letters to apprentice applicants, apprentice contract, timesheets, holiday plan,
    HWK / Innung / BG papers, safety instructions, business insurance, price lists, offer templates,
    AGB, advertising, and offers sent to prospects who have not ordered yet (acquisition is routine).
  * Buchhaltung: supplier invoices (even when they name a job), outgoing final invoices of finished small
    jobs, VAT returns, payroll, business bank statements and exports, cash book, dunning letters,
    annual accounts, software subscription invoices.
  * Maschinen: maintenance, inspections (UVV), repairs, sharpening service for the workshop machines.
  * Haus: the family house, its bills, property tax, chimney sweep, heating, and the PV system.
  * Fahrzeuge: the private car and the company van (service, HU, insurance, tax, logbook, lease).
  * Gesundheit: the family's health (incl. Theresa's braces). Schule: the children's school (Theresa's,
    and Lukas's school letters that are not part of applying). Finanzen: private bank, savings,
    insurance, income tax of any year, Steuerberater correspondence about private tax.
- Resources: reference and interests -- Holztechnik (norms, catalogues, technical articles, trade
  ebooks, wood data), Maschinen (operating manuals), Haus (inverter manual), Rezepte, Musik (mp3s and
  sheet music for the Blaskapelle he plays in), Bücher (novels), Software (installers), Fotos (everyday
  and holiday photos, screenshots, WhatsApp pictures), except photos that document a job or the
  extension (that project's bucket and topic: job photos, site photos, Lukas's application photo), the PV
  photo filed in the Haus folder (Areas Haus), the workshop logo (Areas Schreinerei), or sit inside the old
  phone backup. The Blaskapelle's rehearsal plan is hobby reference (Resources Musik).
- Archive: Gasthof Brandl (2019 job, paid), Meisterschule (incl. Meisterbrief scan), Betriebsübergabe
  (father's handover 2012), Fahrzeuge (the sold Sprinter: sale, de-registration, cancelling its
  insurance, its ad), Urlaub (trip documents of Südtirol 2024 and Kroatien 2023), Handy (old phone
  backup, photos included).
- Left: .crdownload/.part downloads, Office lock files (~$...), desktop.ini, Thumbs.db (topic System).
  Dot files (.picasa.ini) are written but not labelled.
- hard: name AND folder say nothing of the subject (Scans/Scan_20260412_0003.pdf, Downloads/Rechnung.pdf,
  Dokumente/Dokument1.docx, Desktop/Neues Textdokument.txt, export.csv, DOC-...-WA0007.pdf); the text inside
  is specific enough to place them. Images are never hard.
"""

from __future__ import annotations

import os
import random
from datetime import timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers

FIRMA = ("Schreinerei Straßer · Inh. Martin Straßer e.K. · Schreinermeister\n"
         "Hofmarkstraße 12 · 84106 Volkenschwand · Tel. 08754 9312-0 · info@schreinerei-strasser.de\n"
         "St.-Nr. 161/244/50817 · USt-IdNr. DE281447903 · Sparkasse Landshut IBAN DE41 7435 0000 0020 1187 55")
MS = "Martin Straßer <martin@schreinerei-strasser.de>"
AS = "Andrea Straßer <buero@schreinerei-strasser.de>"
PRIV = "Martin und Andrea Straßer\nHofmarkstraße 14\n84106 Volkenschwand"
HIERL = "Thomas und Sabine Hierl\nAm Kellerberg 7\n84048 Mainburg"
GRUBER = "Michael und Julia Gruber\nSonnenleite 23\n84056 Rottenburg a.d. Laaber"
WENN = "Zahnarztpraxis Dr. med. dent. Katrin Wenninger\nMarktplatz 4\n84076 Pfeffenhausen"
BRANDL = "Gasthof Brandl, Inh. Xaver Brandl\nDorfstraße 2\n84097 Attenhofen"


def m(v: float) -> str:
    return f"{v:,.2f}".replace(",", "#").replace(".", ",").replace("#", ".") + " €"


def dd(dt) -> str:
    return dt.strftime("%d.%m.%Y")


def eml(frm: str, to: str, subj: str, body: str):
    def f(r, dt):
        return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt.strftime('%a, %d %b %Y')} "
                f"{r.randint(7, 20):02d}:{r.randint(0, 59):02d}:00 +0200\nMIME-Version: 1.0\n"
                "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n" + body)
    return f


def rech(head: str, to: str, title: str, no: str, pos, extra: str = "", vat: float = 0.19):
    """An invoice/offer body: pos = [(text, qty, unit, price)]."""
    def f(r, dt):
        out = [head, "", to, "", f"{title} Nr. {no}", f"Datum: {dd(dt)}", "",
               "Pos.  Bezeichnung  Menge  Einzelpreis  Gesamt"]
        net = 0.0
        for i, (txt, qty, unit, price) in enumerate(pos, 1):
            price = round(price * r.uniform(0.97, 1.03), 2)
            net += qty * price
            out.append(f"{i}  {txt}  {qty:g} {unit}  {m(price)}  {m(qty * price)}")
        out += ["", f"Summe netto: {m(net)}", f"zzgl. {int(vat * 100)} % MwSt.: {m(net * vat)}",
                f"Gesamtbetrag: {m(net * (1 + vat))}"]
        if extra:
            out += ["", extra]
        return "\n".join(out)
    return f


def rows(header: str, body) -> callable:
    def f(r, dt):
        return header + "\n" + "\n".join(body(r, dt) if callable(body) else body)
    return f


# --------------------------------------------------------------------------- texts: customer jobs

HIERL_ANGEBOT = rech(FIRMA, HIERL, "Angebot", "A-2026-014", [
    ("Unterschränke Korpus Spanplatte weiß, Fronten MDF Lack seidenmatt Salbeigrün, Griffleisten Eiche", 8, "St", 690.0),
    ("Hochschrank 60 cm mit Backofennische und Apothekerauszug", 2, "St", 1240.0),
    ("Kochinsel 2,40 x 1,10 m, Rückseite Eiche furniert, geölt", 1, "St", 3850.0),
    ("Arbeitsplatte Dekton 12 mm inkl. Ausschnitte (Subunternehmer Steinmetz Huber)", 1, "psch", 4280.0),
    ("Blum Legrabox Auszüge mit Blumotion, Innenauszüge", 14, "St", 128.0),
    ("Einbaugeräte Neff lt. Geräteliste (Kochfeld mit Muldenlüfter, Backofen, Geschirrspüler)", 1, "psch", 5960.0),
    ("Lieferung und Montage, Anschluss Wasser/Elektro durch Kundenseite", 1, "psch", 2150.0)],
    "Zahlung: 30 % bei Auftrag, 60 % bei Lieferung, Rest nach Abnahme. Angebot gültig 6 Wochen.\n"
    "Bauvorhaben: Küche EG, Am Kellerberg 7, Mainburg. Martin Straßer, Schreinermeister")

GRUBER_ANGEBOT = rech(FIRMA, GRUBER, "Angebot", "A-2026-021", [
    ("Faltwerktreppe Eiche massiv, viertelgewendelt, 15 Steigungen, Stufen 45 mm, geölt", 1, "psch", 11800.0),
    ("Setzstufen Eiche 20 mm, Stoßfugen verdeckt verschraubt", 15, "St", 96.0),
    ("Geländer Flachstahl pulverbeschichtet anthrazit mit Handlauf Eiche (Subunternehmer Metallbau Kreitmair)", 1, "psch", 4650.0),
    ("Austrittspodest und Abschlusskante OG", 1, "psch", 780.0),
    ("Montage inkl. Anfahrt, Schutzabdeckung bis Bezug", 1, "psch", 1480.0)],
    "Geschosshöhe lt. Aufmaß 2,83 m (OKFF EG bis OKFF OG). Einbau nach Estrich und Putz. Zahlung 40/50/10.")

WENN_ANGEBOT = rech(FIRMA, WENN, "Angebot", "A-2026-009", [
    ("Empfangstheke 3,20 m L-Form, Korpus MDF lackiert weiß, Front Eiche Lamellen", 1, "psch", 7400.0),
    ("Thekenplatte HI-MACS Alpine White 20 mm (Subunternehmer)", 1, "psch", 2180.0),
    ("Rollcontainer und Hängeregistratur", 2, "St", 540.0),
    ("Wartezimmer Sitzbank 4,60 m mit Polster (Polsterei Gerl), Garderobe", 1, "psch", 3920.0),
    ("Montage an 2 Tagen außerhalb der Sprechzeiten", 1, "psch", 1360.0)],
    "Ausführung nach Entwurf V3 vom 12.02.2026. Liefertermin KW 25/2026.")

BRANDL_RECH = rech(FIRMA, BRANDL, "Schlussrechnung", "R-2019-088", [
    ("Wandvertäfelung Gaststube Fichte Altholz gebürstet, 38 m²", 38, "m²", 168.0),
    ("Eckbank mit Stauraum, Lehne gepolstert", 1, "St", 2650.0),
    ("Stammtisch Eiche massiv 2,40 x 1,00 m mit Messingschild 'Stammtisch'", 1, "St", 2380.0),
    ("Theken-Verkleidung und Schankabdeckung", 1, "psch", 1940.0),
    ("Montage 4 Mann x 3 Tage", 96, "Std", 48.0)],
    "Abzüglich Abschlag vom 12.08.2019. Vielen Dank für den Auftrag - und auf viele gmiatliche Stammtisch-Abende!")

TREPPE_CALC = """Treppenberechnung Gruber, Sonnenleite 23, Rottenburg
Geschosshöhe (OKFF EG - OKFF OG): 2830 mm  (Aufmaß 14.05.2026, Estrich 65 mm drin)
Anzahl Steigungen: 15  -> Steigungshöhe s = 2830 / 15 = 188,7 mm
Auftritt a = 255 mm   Schrittmaß 2s + a = 632 mm (passt, 590-650)
Lauflinie 1/4-gewendelt unten, Verziehung über 6 Stufen
Treppenloch 2,85 x 1,05 m -> Kopfhöhe an Stufe 4 gemessen 2,06 m ok (> 2,00 m)
Stufen Eiche DL 45 mm, Breite 1000 mm, Setzstufe 20 mm
Geländer: Kreitmair braucht Maße bis 30.05. !!"""

MONTAGE_HIERL = """Montageplan Küche Hierl (Mainburg) - Stand Mai
KW 24: Korpusse fertig, Fronten zum Lackieren (Remmers 2K, Salbeigrün NCS S 3010-G30Y)
KW 25: Probeaufbau Insel in Werkstatt
Mo 22.06. Anlieferung, Florian + Tobias, Transit + Hänger
Di 23.06. Hängeschränke, Hochschränke, Insel ausrichten
Mi 24.06. Steinmetz Huber misst Dekton-Platte auf (Schablone)
ca. 08.07. Platte einbauen, Geräte anschließen (Elektro Pichlmaier)
Frau Hierl: Muldenlüfter Umluft! Kein Abluftkanal."""


# --------------------------------------------------------------------------- texts: extension

BAUGENEHMIGUNG = """Landratsamt Kelheim - Bauamt
Donaupark 12, 93309 Kelheim
Herrn Martin Straßer, Hofmarkstraße 12, 84106 Volkenschwand
Az.: 40-602-B-2026-0117
Baugenehmigung
Bauvorhaben: Erweiterung der Schreinereiwerkstatt um eine Maschinenhalle mit Lackierraum
Baugrundstück: Fl.Nr. 412/3, Gemarkung Volkenschwand
Die Baugenehmigung wird unter folgenden Auflagen erteilt:
1. Der Lackierraum ist als eigener Brandabschnitt (F90) auszuführen.
2. Die Absaug- und Filteranlage ist vor Inbetriebnahme durch einen Sachverständigen abzunehmen.
3. Lärmschutz: Betriebszeiten der Maschinenhalle werktags 7-19 Uhr, Tore geschlossen halten.
Gebühr: 1.284,00 EUR. Rechtsbehelfsbelehrung: Klage beim Bayerischen Verwaltungsgericht Regensburg."""

ANBAU_NOTIZ = """Anbau - was noch offen is
- Kiermeier anrufen wg. Brandschutzwand F90 zum Lackierraum (Auflage LRA!)
- Statik Leitner: Schneelast Zone 2, Binder Brettschicht 18 m??
- Pöschl: Bodenplatte 25 cm, wann anfangen? angeblich KW 28
- Hörmann Sektionaltor 4,0 x 4,0 m - Angebot kommt
- Sparkasse: LfA-Förderkredit, Termin Fr. Wimmer 10.06.
- Elektro Pichlmaier: Starkstrom 63 A für CNC
- Nachbar Hausladen hat unterschrieben, passt"""

ANBAU_KOSTEN = """Position;Firma;Angebot;Stand
Architekt Planung LPH 1-5;Architekturbüro Kiermeier;18.400 €;beauftragt
Statik;Ing.-Büro Leitner;6.200 €;beauftragt
Rohbau Bodenplatte + Wände;Pöschl Bau GmbH;142.600 €;Angebot liegt vor
Holzbau Dach Brettschichtholz;Zimmerei Obermeier;64.800 €;angefragt
Sektionaltor;Hörmann über Fa. Sedlmeier;7.950 €;Angebot liegt vor
Elektro inkl. 63 A Anschluss CNC;Elektro Pichlmaier;28.500 €;Schätzung
Absaug- und Filteranlage;Höcker Polytechnik;39.900 €;angefragt
CNC Bearbeitungszentrum;Holz-Her Dynestic 7505;186.000 €;Angebot liegt vor
Summe;;494.350 €;
Finanzierung;LfA Universalkredit über Sparkasse Landshut;400.000 €;Termin 10.06."""


# --------------------------------------------------------------------------- texts: family

PACKLISTE = """Packliste Gardasee 8.-18. August
- Personalausweise (Lukas neuer Ausweis?!), Krankenkassenkarten, Auslandskrankenversicherung
- Vignette Österreich (digital, gekauft), Brenner-Maut Bargeld/Karte
- Fahrräder auf Träger, Schlösser; Helme
- Badesachen, Neopren für Theresa (Surfkurs Torbole Mi.)
- Wanderschuhe: Monte Baldo Seilbahn Malcesine
- Ladekabel, Powerbank, Adapter braucht man in Italien ned
- Schlüssel Ferienwohnung bei Signora Bertoldi ab 15 Uhr"""

LEBENSLAUF = """Lebenslauf
Lukas Straßer
Hofmarkstraße 14, 84106 Volkenschwand, Tel. 0151 2048 7731, lukas.strasser@web.de
geboren am 14.03.2010 in Mainburg
Schulbildung: seit 2020 Mittelschule Mainburg, derzeit Klasse M10, angestrebter Abschluss: Mittlerer Schulabschluss Juli 2026
Praktika: Autohaus Weiß Mainburg (Werkstatt, 1 Woche, 2025); Elektro Pichlmaier (1 Woche, 2026)
Kenntnisse: MS Office, Führerschein AM, Englisch gut
Hobbys: Mopedschrauben, Fußball beim TSV Volkenschwand, Feuerwehrjugend"""

ANSCHREIBEN = """Lukas Straßer, Hofmarkstraße 14, 84106 Volkenschwand
BMW Group Werk Dingolfing, Personalwesen Ausbildung, 84130 Dingolfing
Bewerbung um einen Ausbildungsplatz als Elektroniker für Automatisierungstechnik ab September 2026
Sehr geehrte Damen und Herren,
über das Karriereportal der BMW Group habe ich Ihre Ausbildungsstelle gefunden. Seit ich in der Werkstatt
meines Vaters (Schreinerei) mit Maschinen und Steuerungen zu tun habe, interessiert mich die Technik dahinter.
Mein Praktikum bei Elektro Pichlmaier hat mir gezeigt, dass ich gern präzise arbeite und Fehler suche.
Ich besuche die Klasse M10 der Mittelschule Mainburg und mache im Juli den Mittleren Schulabschluss.
Über eine Einladung zum Einstellungstest freue ich mich.
Mit freundlichen Grüßen  Lukas Straßer"""


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

    def img(age: float, pre: str = "IMG_", ext: str = "jpg") -> str:
        dt = NOW - timedelta(days=age)
        return f"{pre}{dt:%Y%m%d}_{r.randint(7, 19):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.{ext}"

    def scan(n: int, age: float, bucket: str, topic: str, content) -> None:
        dt = NOW - timedelta(days=age)
        add(f"Scans/Scan_{dt:%Y%m%d}_{n:04d}.pdf", bucket, topic, age, content, hard=True)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    SYS = "System"

    # ------------------------------------------------------------ Aufträge: Küche Hierl (Projects)
    d, t = "Dokumente/Aufträge/Hierl Küche", "Küche Hierl"
    add(f"{d}/Angebot_Hierl_Kueche_2026-03.pdf", P, t, 78, HIERL_ANGEBOT)
    add(f"{d}/Angebot Hierl V2.docx", P, t, 61, lambda r, dt: (
        f"{FIRMA}\n\n{HIERL}\n\nAngebot A-2026-014 / Änderung V2 vom {dd(dt)}\n"
        "Änderungen gegenüber V1 nach Gespräch am Samstag in der Werkstatt:\n"
        "- Kochinsel ohne Sitzüberstand, dafür 2 Auszüge mehr zur Wohnzimmerseite\n"
        "- Hochschrank links statt rechts vom Fenster (Kühlschrank Neff KI8825DE0 integriert)\n"
        "- Fronten Salbeigrün statt Kaschmir, Griffleisten Eiche geölt\n"
        "Mehrpreis netto 1.180,00 €. Alle übrigen Positionen wie Angebot V1."))
    add(f"{d}/~$gebot Hierl V2.docx", L, SYS, 2, b"\x0cMartin Stra\xdfer" + bytes(150))
    add(f"{d}/Auftragsbestätigung Hierl.pdf", P, t, 52, lambda r, dt: (
        f"{FIRMA}\n\n{HIERL}\n\nAuftragsbestätigung zu Angebot A-2026-014 V2\nDatum: {dd(dt)}\n"
        "Wir bestätigen Ihren Auftrag über die Einbauküche lt. Angebot V2, Auftragssumme brutto 34.917,54 €.\n"
        "Geplanter Montagebeginn: 22.06.2026 (KW 26). Abschlag 1 (30 %) fällig bei Auftrag.\n"
        "Die Arbeitsplatte wird nach Montage der Unterschränke per Schablone aufgemessen."))
    add(f"{d}/Aufmaß Küche Hierl.xlsx", P, t, 70, "Wand;Länge mm;Höhe mm;Bemerkung\n"
        "A (Fensterwand);4120;2520;Brüstung 980, Fenster 1600 breit ab 1150\nB;2860;2520;Wasser/Abwasser 410 ab Ecke\n"
        "C (Durchgang);1950;2520;Türöffnung 1010\nInsel;2400;920;Abstand zu A 1200\n"
        "Boden;;;Fliesen 60x60, 8 mm Gefälle zur Terrassentür")
    add(f"{d}/Zeichnung Ansicht Wand A.pdf", P, t, 58,
        "Küche Hierl - Ansicht Wand A  M 1:20  Zeichnung Nr. H-03 / Index b\nSockel 100 mm, Korpushöhe 780 mm, "
        "Arbeitshöhe 920 mm (Frau Hierl 1,74 m)\nHängeschränke Unterkante 1500 mm, Tiefe 350 mm\n"
        "Spüle Blanco Subline 500-U mittig unter Fenster, Geschirrspüler rechts daneben\n"
        "gez. M. Straßer, Schreinerei Straßer Volkenschwand")
    add(f"{d}/Häfele Auftragsbestätigung 4471902.pdf", P, t, 33, rech(
        "Häfele GmbH & Co KG · Adolf-Häfele-Str. 1 · 72202 Nagold", "Schreinerei Straßer, Hofmarkstraße 12, 84106 Volkenschwand",
        "Auftragsbestätigung", "4471902", [("Blum Legrabox C 500 mm Orionsgrau, Komplettset", 10, "St", 71.4),
                                           ("Blum Legrabox Innenauszug M 500 mm", 4, "St", 58.2),
                                           ("Blum Tip-On Blumotion Einheit", 14, "St", 19.9),
                                           ("Blum Clip top Scharnier 110° mit Blumotion", 12, "St", 6.1)],
        "Kommission: HIERL KÜCHE. Liefertermin KW 23."))
    add(f"{d}/Geräteliste Neff.txt", P, t, 66, "Geräte Küche Hierl (Bestellung über Elektro Pichlmaier)\n"
        "Kochfeld mit Muldenlüfter Neff T58PTF1L0 - Umluft!\nBackofen Neff B54CR71N0 Slide&Hide\n"
        "Dampfgarer Neff C24FS31N0 (Frau Hierl will unbedingt)\nGeschirrspüler vollintegriert S187ZCX43E, 86,5 cm Nische!\n"
        "Kühlschrank KI8825DE0, Nischenmaß 1772")
    add(f"{d}/Mail Hierl Arbeitsplatte.eml", P, t, 24, eml(
        "Sabine Hierl <sabine.hierl@gmx.de>", MS, "Arbeitsplatte + Termin",
        "Servus Herr Straßer,\nwir waren jetzt beim Steinmetz Huber in Mainburg und haben uns für Dekton Kelya "
        "entschieden (matt, 12 mm). Die Kante bitte gerade, nicht gefast.\nPasst der 22. Juni noch für den Aufbau? "
        "Mein Mann hätte sich die Woche frei genommen.\nViele Grüße\nSabine Hierl"))
    add(f"{d}/Abschlagsrechnung 1 Hierl.pdf", P, t, 50, rech(FIRMA, HIERL, "Abschlagsrechnung", "AR-2026-011", [
        ("1. Abschlag 30 % lt. Auftragsbestätigung Einbauküche A-2026-014 V2", 1, "psch", 8802.74)],
        "Zahlbar innerhalb 10 Tagen ohne Abzug."))
    add(f"{d}/Stückliste Korpusse.csv", P, t, 20, rows("Teil;Material;Länge;Breite;Stück", [
        "Seite US;Spanplatte weiß 19;780;560;16", "Boden US;Spanplatte weiß 19;562;560;8",
        "Rückwand;HDF weiß 8;762;562;8", "Seite HS;Spanplatte weiß 19;2150;560;4",
        "Front Auszug 1;MDF 19 lack. Salbeigrün;596;176;6", "Front Auszug 2;MDF 19 lack. Salbeigrün;596;356;10",
        "Inselrückseite;Eiche furniert 19;2400;780;1"]))
    add(f"{d}/Montageplan.txt", P, t, 9, MONTAGE_HIERL)
    for age in (71, 71, 18, 6):
        photo(f"{d}/Fotos/{img(age)}", P, t, age)

    # ------------------------------------------------------------ Aufträge: Treppe Gruber (Projects)
    d, t = "Dokumente/Aufträge/Gruber Treppe", "Treppe Gruber"
    add(f"{d}/Angebot Treppe Gruber.pdf", P, t, 64, GRUBER_ANGEBOT)
    add(f"{d}/Auftragsbestätigung Gruber.pdf", P, t, 40, lambda r, dt: (
        f"{FIRMA}\n\n{GRUBER}\n\nAuftragsbestätigung zu Angebot A-2026-021\nDatum: {dd(dt)}\n"
        "Faltwerktreppe Eiche massiv mit Flachstahlgeländer, Auftragssumme brutto 22.990,00 € (Pauschalpreis).\n"
        "Einbau nach Fertigstellung von Estrich und Innenputz, voraussichtlich KW 29."))
    add(f"{d}/Aufmaß Treppe Gruber.xlsx", P, t, 18, "Maß;Wert mm;Bemerkung\nGeschosshöhe OKFF-OKFF;2830;Estrich drin\n"
        "Treppenloch Länge;2850;\nTreppenloch Breite;1050;\nWandabstand links;12;Putz 15 kommt noch\n"
        "Antritt bis Wand gegenüber;3420;\nKopfhöhe Stufe 4;2060;ok")
    add(f"{d}/Treppenberechnung.txt", P, t, 17, TREPPE_CALC)
    add(f"{d}/Zeichnung Faltwerktreppe Gruber.pdf", P, t, 15,
        "Treppe Gruber - Grundriss und Abwicklung  M 1:10\n15 Steigungen à 188,7 mm, Auftritt 255 mm, "
        "Laufbreite 1000 mm\nFaltwerk: Trittstufe 45 mm auf Gehrung mit Setzstufe, verdeckt verschraubt\n"
        "Geländer Flachstahl 40x10 anthrazit DB 703, Handlauf Eiche 45x45\nSchreinerei Straßer, Zeichnung T-Gr-02")
    add(f"{d}/Holzliste Eiche.xlsx", P, t, 12, "Position;Holz;Stärke;Länge;Breite;Stück\n"
        "Trittstufen;Eiche DL keilgezinkt;45;1000;300;15\nSetzstufen;Eiche DL;20;1000;200;15\n"
        "Handlauf;Eiche massiv;45;4200;45;2\nPodestkante;Eiche DL;45;1050;120;1\nLieferant;Holz Ettl Landshut;;;;")
    add(f"{d}/Mail Gruber Estrich.eml", P, t, 26, eml(
        "Julia Gruber <julia.gruber87@web.de>", MS, "Estrich + Treppe",
        "Hallo Herr Straßer,\nder Estrich ist seit letzter Woche drin, der Heizungsbauer macht jetzt das "
        "Belegreifheizen (CM-Messung ca. Mitte Juni).\nKönnen Sie die Treppe trotzdem schon aufmessen? "
        "Und wegen dem Geländer: wir hätten gern doch senkrechte Stäbe statt der Querstreben (Kinder!).\n"
        "Grüße aus Rottenburg, Julia Gruber"))
    add(f"{d}/Angebot Geländer Metallbau Kreitmair.pdf", P, t, 21, rech(
        "Metallbau Kreitmair GmbH · Industriestraße 9 · 84056 Rottenburg a.d. Laaber",
        "Schreinerei Straßer, Hofmarkstraße 12, 84106 Volkenschwand", "Angebot", "2026-0331", [
            ("Treppengeländer Flachstahl 40x10, senkrechte Stäbe Ø 14 mm, Abstand < 12 cm, pulverbeschichtet DB 703", 1, "psch", 3180.0),
            ("Brüstungsgeländer OG 3,10 m", 1, "psch", 1240.0), ("Montage", 1, "psch", 390.0)],
        "Bauvorhaben Gruber, Sonnenleite 23. Handlauf Eiche bauseits durch Schreinerei Straßer."))
    for age in (45, 18, 18):
        photo(f"{d}/Fotos Rohbau/{img(age)}", P, t, age)

    # ------------------------------------------------------------ Aufträge: Praxis Wenninger (Projects)
    d, t = "Dokumente/Aufträge/Praxis Dr. Wenninger", "Praxis Wenninger"
    add(f"{d}/Angebot Empfang Wartezimmer.pdf", P, t, 104, WENN_ANGEBOT)
    add(f"{d}/Entwurf Empfang V3.pdf", P, t, 109,
        "Entwurf V3 Empfangstheke Zahnarztpraxis Dr. Wenninger, Pfeffenhausen\nL-Form 3,20 m + 1,40 m, "
        "Thekenhöhe Stehbereich 1100 mm, rollstuhlgerechter Teil 750 mm breit 900 mm\nFront Eiche Lamellen 30/15 "
        "natur geölt, hinterleuchtet LED 3000 K\nArbeitsplätze: 2 PC, Kartenterminal, Drucker im Unterschrank belüftet")
    add(f"{d}/Mail Farbe Fronten.eml", P, t, 37, eml(
        "Dr. Katrin Wenninger <praxis@zahnarzt-wenninger.de>", MS, "AW: Muster Eiche und Weiß",
        "Sehr geehrter Herr Straßer,\ndanke für die Muster. Wir nehmen die Eiche natur geölt und für den "
        "Korpus das reine Weiß RAL 9010, nicht das Cremeweiß.\nDie Montage bitte am Mittwoch- und "
        "Freitagnachmittag, da ist die Praxis geschlossen.\nMit freundlichen Grüßen\nK. Wenninger"))
    add(f"{d}/Abschlagsrechnung Wenninger.pdf", P, t, 30, rech(FIRMA, WENN, "Abschlagsrechnung", "AR-2026-009", [
        ("1. Abschlag 40 % Empfangstheke und Wartezimmermöbel lt. Angebot A-2026-009", 1, "psch", 6740.0)]))
    add(f"{d}/Materialliste Wenninger.xlsx", P, t, 28, "Material;Menge;Lieferant;bestellt\n"
        "MDF 19 mm roh;14 Platten;Holz Ettl;ja\nEiche Lamellen 30x15;86 lfm;Holz Ettl;ja\nLED-Profil Alu + Streifen 3000K;8 m;Häfele;ja\n"
        "HI-MACS Alpine White;1 Platte;Mineral Design Passau;Angebot\nPolster Sitzbank;4,60 m;Polsterei Gerl;ja")
    add(f"{d}/Angebot HI-MACS Thekenplatte.pdf", P, t, 35, rech(
        "Mineral Design GmbH · Spitalhofstraße 40 · 94032 Passau", "Schreinerei Straßer, Hofmarkstraße 12, 84106 Volkenschwand",
        "Angebot", "MD-26-118", [("HI-MACS S028 Alpine White 12 mm, Thekenaufsatz L-Form, Kanten 20 mm verleimt", 1, "psch", 1790.0)],
        "Projekt: Zahnarztpraxis Wenninger, Pfeffenhausen."))
    for age in (92, 14):
        photo(f"{d}/{img(age)}", P, t, age)

    # ------------------------------------------------------------ Aufträge: offers pending, templates (Areas)
    d = "Dokumente/Aufträge/Angebote offen"
    add(f"{d}/Angebot Badmöbel Forster.pdf", A, "Schreinerei", 23, rech(FIRMA, "Familie Forster\nLindenweg 5\n84106 Volkenschwand",
        "Angebot", "A-2026-027", [("Waschtischunterschrank Eiche geölt 1,40 m mit 2 Auszügen", 1, "St", 1890.0),
                                  ("Spiegelschrank mit LED, Korpus Eiche", 1, "St", 1120.0)]))
    add(f"{d}/Angebot Haustür Reindl.docx", A, "Schreinerei", 41, f"{FIRMA}\n\nHerrn Georg Reindl, Hauptstraße 31, 84106 "
        "Volkenschwand\n\nAngebot A-2026-019: Haustür Eiche massiv, Dreifachverglasung Ornament, Ud 0,9 W/m²K,\n"
        "Mehrfachverriegelung, inkl. Ausbau der alten Tür und Entsorgung, pauschal 6.450,00 € brutto.")
    add(f"{d}/Anfrage Einbauschrank Lechner.eml", A, "Schreinerei", 5, eml(
        "Monika Lechner <m.lechner@t-online.de>", "info@schreinerei-strasser.de", "Anfrage Einbauschrank Dachschräge",
        "Grüß Gott,\nwir bräuchten im Kinderzimmer einen Einbauschrank unter die Dachschräge (ca. 3,80 m lang, "
        "Kniestock 1,00 m).\nKönnten Sie mal zum Ausmessen vorbeikommen? Am besten nach 17 Uhr.\nMonika Lechner, Siegenburg"))
    d = "Dokumente/Aufträge/Vorlagen"
    add(f"{d}/Angebot Vorlage.docx", A, "Schreinerei", 300, f"{FIRMA}\n\n[Kunde]\n\nAngebot Nr. A-[Jahr]-[Nr]\n"
        "Sehr geehrte/r ...,\nvielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen an:\n[Positionen]\n"
        "Zahlungsbedingungen: 30 % bei Auftrag, 60 % bei Lieferung, 10 % nach Abnahme.\nEs gelten unsere AGB.")
    add(f"{d}/AGB Schreinerei Straßer.pdf", A, "Schreinerei", 520, "Allgemeine Geschäftsbedingungen der Schreinerei Straßer\n"
        "1. Angebote sind 6 Wochen gültig. 2. Maße werden durch uns vor Ort genommen (Aufmaß).\n"
        "3. Eigentumsvorbehalt bis zur vollständigen Bezahlung. 4. Holz ist ein Naturprodukt - Farb- und "
        "Strukturabweichungen sind kein Mangel. 5. Gerichtsstand Kelheim.")
    add(f"{d}/Preisliste Stundensätze 2026.xlsx", A, "Schreinerei", 150, "Leistung;netto;Stand 01.01.2026\n"
        "Meisterstunde;72,00 €;\nGesellenstunde;58,00 €;\nAzubi;29,00 €;\nCNC/Maschinenstunde;85,00 €;ab Anbau\n"
        "Anfahrt Zone 1 (bis 15 km);35,00 €;\nAnfahrt Zone 2 (bis 30 km);55,00 €;")

    # ------------------------------------------------------------ Aufträge 2019: Gasthof Brandl (Archive)
    d, t = "Dokumente/Aufträge/2019/Brandl Gaststube", "Gasthof Brandl"
    add(f"{d}/Angebot Gaststube Brandl.pdf", X, t, 2510, rech(FIRMA, BRANDL, "Angebot", "A-2019-031", [
        ("Wandvertäfelung Gaststube Fichte Altholz gebürstet", 38, "m²", 165.0), ("Eckbank gepolstert", 1, "St", 2600.0),
        ("Stammtisch Eiche massiv", 1, "St", 2350.0)], "Ausführung in den Betriebsferien August 2019."))
    add(f"{d}/Aufmaß Gaststube.xlsx", X, t, 2490, "Wand;Länge;Höhe Vertäfelung;m²\nFensterseite;8,20;1,20;9,84\n"
        "Theke;6,10;1,20;7,32\nOfenwand;5,40;2,40;12,96\nEingang;4,90;1,60;7,84\nSumme;;;37,96")
    add(f"{d}/Zeichnung Vertäfelung.pdf", X, t, 2480, "Gasthof Brandl Attenhofen - Wandvertäfelung Gaststube M 1:20\n"
        "Altholz Fichte sonnenverbrannt, Profilbretter 20 mm, Abschlussleiste mit Hutablage")
    add(f"{d}/Stundenzettel Brandl.xlsx", X, t, 2400, "Datum;Mitarbeiter;Stunden;Tätigkeit\n05.08.2019;Martin;9;Montage\n"
        "05.08.2019;Johann;9;Montage\n06.08.2019;Florian;9,5;Eckbank\n07.08.2019;Anton (Vater);4;Stammtisch Schild")
    add(f"{d}/Schlussrechnung Brandl.pdf", X, t, 2395, BRANDL_RECH)
    add(f"{d}/Mail Brandl Danke.eml", X, t, 2380, eml("Xaver Brandl <gasthof.brandl@t-online.de>", MS,
        "Gaststube", "Servus Martin,\nd'Leit san begeistert von der neuen Stube, und da Stammtisch is a Traum.\n"
        "Überweisung is raus. Kommts amoi zum Essen vorbei, geht aufs Haus!\nXaver"))
    for age in (2500, 2410, 2410, 2408):
        photo(f"{d}/Fotos/DSC0{r.randint(1000, 9999)}.jpg", X, t, age)

    # ------------------------------------------------------------ Buchhaltung (Areas)
    d, t = "Dokumente/Buchhaltung", "Buchhaltung"
    ETTL = "Holz Ettl GmbH · Holzhandel · Porschestraße 11 · 84030 Ergolding bei Landshut"
    KUNDE = "Schreinerei Straßer, Hofmarkstraße 12, 84106 Volkenschwand"
    for name, sup, pos, age in (
            ("ER_2026-05_Holz Ettl 48812.pdf", ETTL, [("Eiche DL keilgezinkt 45 mm", 0.42, "m³", 2890.0),
                                                      ("MDF roh 19 mm 2800x2070", 14, "St", 38.5)], 12),
            ("ER_2026-04_Holz Ettl 47730.pdf", ETTL, [("Spanplatte weiß 19 mm", 22, "St", 41.0),
                                                      ("HDF weiß 8 mm", 10, "St", 16.9)], 44),
            ("ER_2026-05_Würth 7723418.pdf", "Adolf Würth GmbH & Co. KG · 74653 Künzelsau",
             [("ASSY Holzschrauben 4x40", 20, "Pack", 11.8), ("Montagekleber", 12, "Kart", 8.9)], 19),
            ("ER_2026-04_Remmers 201188.pdf", "Remmers GmbH · 49624 Löningen",
             [("Induline 2K-PUR Lack seidenmatt, Sonderfarbe", 20, "l", 24.6), ("Härter", 2, "l", 39.0)], 35),
            ("ER_2026-05_Telekom Geschäftskunden.pdf", "Telekom Deutschland GmbH",
             [("MagentaBusiness Internet 100", 1, "Mon", 49.95), ("Mobilfunk 3 Karten", 3, "St", 19.9)], 16),
            ("ER_2026-03_Schärfdienst Kerschbaum.pdf", "Schärfdienst Kerschbaum · 84079 Bruckberg",
             [("Kreissägeblatt HW schärfen", 6, "St", 18.5), ("Hobelmesser schärfen", 4, "St", 9.0)], 70)):
        add(f"{d}/Eingangsrechnungen/2026/{name}", A, t, age, rech(sup, KUNDE, "Rechnung", str(r.randint(100000, 999999)), pos))
    for i, (kunde, pos, age) in enumerate((
            ("Familie Moser, Siegenburg", [("Einbauschrank Flur Eiche weiß geölt", 1, "psch", 4120.0)], 58),
            ("Gemeinde Volkenschwand, Rathaus", [("Reparatur Eingangstür Kindergarten, Bänder erneuert", 1, "psch", 386.0)], 39),
            ("Anneliese Pöppel, Mainburg", [("Fensterbänke innen Eiche, 6 St.", 6, "St", 118.0)], 22),
            ("Pfarrei St. Martin Volkenschwand", [("Kniebänke Pfarrkirche nachleimen und ölen", 14, "Std", 58.0)], 8))):
        add(f"{d}/Ausgangsrechnungen/2026/RE-2026-0{31 + i}.pdf", A, t, age,
            rech(FIRMA, kunde, "Rechnung", f"RE-2026-0{31 + i}", pos, "Zahlbar innerhalb 14 Tagen ohne Abzug."))
    for mon, age in ((1, 118), (2, 90), (3, 58), (4, 27)):
        add(f"{d}/UStVA/UStVA 2026-0{mon}.pdf", A, t, age, lambda r, dt, mon=mon: (
            f"ELSTER Übertragungsprotokoll\nUmsatzsteuer-Voranmeldung 2026, Zeitraum {mon:02d}/2026\n"
            "Steuernummer 161/244/50817, Finanzamt Kelheim\nSchreinerei Straßer, Inh. Martin Straßer\n"
            f"Kz 81 Umsätze 19 %: {m(r.uniform(38000, 71000))}\nKz 66 Vorsteuer: {m(r.uniform(4200, 9800))}\n"
            f"Kz 83 Verbleibende Vorauszahlung: {m(r.uniform(2800, 6900))}\nTransferticket eb{r.randint(10**8, 10**9)}"))
    for mon, age in ((3, 62), (4, 33), (5, 3)):
        add(f"{d}/Lohn/Lohnabrechnungen 2026-0{mon}.pdf", A, t, age, lambda r, dt, mon=mon: (
            f"Steuerkanzlei Brunner & Kollegen, Mainburg - Lohnabrechnung {mon:02d}/2026\nMandant 20417 Schreinerei Straßer\n"
            + "\n".join(f"{n}: Brutto {m(b)} Netto {m(b * 0.66)}" for n, b in (
                ("Maier, Florian (Geselle)", r.uniform(3500, 3700)), ("Eder, Johann (Geselle)", r.uniform(3800, 3950)),
                ("Kraus, Tobias (Geselle)", r.uniform(3100, 3300)), ("Lechner, Jonas (Azubi 2. Lj.)", 1010.0),
                ("Straßer, Andrea (Teilzeit Büro)", 1150.0)))
            + "\nSV-Beiträge Arbeitgeber gesamt: " + m(r.uniform(2900, 3300))))
    add(f"{d}/Lohn/Lohnjournal 2026.xlsx", A, t, 3, "Monat;Brutto gesamt;AG-Anteil SV;Lohnsteuer\n"
        "Jan;12.840,00;2.710,11;1.402,33\nFeb;12.840,00;2.710,11;1.402,33\nMrz;13.190,50;2.782,40;1.466,08\n"
        "Apr;12.912,00;2.724,30;1.415,62\nMai;13.003,00;2.743,50;1.428,90")
    for mon, age in ((4, 30), (5, 1)):
        add(f"{d}/Bank/Kontoauszug Sparkasse Geschäftskonto 2026-0{mon}.pdf", A, t, age, lambda r, dt, mon=mon: (
            f"Sparkasse Landshut - Kontoauszug {mon}/2026 - Geschäftskonto Schreinerei Straßer\nIBAN DE41 7435 0000 0020 1187 55\n"
            f"Gutschrift Hierl Thomas AR-2026-011 {m(8802.74 * 1.19)}\nLastschrift Holz Ettl GmbH -{m(r.uniform(2000, 5000))}\n"
            f"Lohn/Gehalt Sammelüberweisung -{m(r.uniform(8000, 9000))}\nFinanzamt Kelheim USt -{m(r.uniform(3000, 6000))}\n"
            f"Ford Bank Leasing Transit -489,00 €\nNeuer Saldo {m(r.uniform(20000, 60000))}"))
    add(f"{d}/Bank/Umsaetze_Geschaeftskonto_2026.csv", A, t, 2, rows(
        "Buchungstag;Empfänger/Zahlungspflichtiger;Verwendungszweck;Betrag", lambda r, dt: [
            f"{(dt - timedelta(days=k * 3)):%d.%m.%Y};{n};{v};{r.choice(['-', ''])}{r.uniform(40, 4000):.2f}".replace(".", ",")
            for k, (n, v) in enumerate((("Holz Ettl GmbH", "RE 48812"), ("Würth", "7723418"), ("Moser Franz", "RE-2026-031"),
                                        ("Remmers GmbH", "201188"), ("Shell Deutschland", "Tankkarte"), ("AOK Bayern", "SV-Beitrag")))]))
    add(f"{d}/Kassenbuch 2026.xlsx", A, t, 4, "Datum;Beleg;Text;Einnahme;Ausgabe;Bestand\n02.01.2026;;Übertrag;;;312,40\n"
        "14.03.2026;K-07;Brotzeit Montage Gruber;;23,80;\n02.04.2026;K-11;Barverkauf Brennholz-Reste;60,00;;\n"
        "18.05.2026;K-19;Porto Einschreiben LRA;;4,05;")
    add(f"{d}/Offene Posten Mai 2026.xlsx", A, t, 6, "Kunde;Rechnung;Betrag;fällig;gemahnt\n"
        "Pöppel Anneliese;RE-2026-033;842,52 €;06.05.2026;nein\nWenninger Praxis;AR-2026-009;8.020,60 €;10.05.2026;nein\n"
        "Reisinger Bau;RE-2026-019;2.310,00 €;14.03.2026;2. Mahnung")
    add(f"{d}/Jahresabschluss 2025 Entwurf.pdf", A, t, 20, "Steuerkanzlei Brunner & Kollegen - Entwurf Jahresabschluss 2025\n"
        "Schreinerei Straßer e.K.\nUmsatzerlöse 612.480 EUR, Materialaufwand 221.905 EUR, Personalaufwand 214.330 EUR\n"
        "Abschreibungen 18.870 EUR (u.a. Ford Transit, Kantenanleimmaschine)\nJahresüberschuss 74.210 EUR\n"
        "Bitte bis 15.06. Inventur-Liste Holzlager nachreichen.")
    add(f"{d}/2025/Eingangsrechnungen/ER_2025-11_Holz Ettl 44102.pdf", A, t, 200, rech(ETTL, KUNDE, "Rechnung", "44102", [
        ("Fichte Altholz gebürstet", 22, "m²", 46.0), ("Leimholz Buche 40 mm", 3, "St", 118.0)]))
    add(f"{d}/2025/UStVA 2025-12.pdf", A, t, 150, "ELSTER Übertragungsprotokoll\nUmsatzsteuer-Voranmeldung Dezember 2025\n"
        "Schreinerei Straßer, St.-Nr. 161/244/50817\nKz 81: 58.204,00 EUR  Kz 66: 7.118,42 EUR  Kz 83: 3.940,34 EUR")
    add(f"{d}/2025/Lohnsteuerbescheinigungen 2025.pdf", A, t, 140, "Ausdruck der elektronischen Lohnsteuerbescheinigung 2025\n"
        "Arbeitgeber: Schreinerei Straßer, Volkenschwand\nArbeitnehmer: Maier Florian, Eder Johann, Kraus Tobias, "
        "Lechner Jonas, Straßer Andrea\nerstellt durch Steuerkanzlei Brunner & Kollegen")

    # ------------------------------------------------------------ Schreinerei (Areas)
    d, t = "Dokumente/Schreinerei", "Schreinerei"
    add(f"{d}/Personal/Arbeitsvertrag Tobias Kraus.pdf", A, t, 900, "Arbeitsvertrag\nzwischen Schreinerei Straßer, "
        "Inh. Martin Straßer, Volkenschwand und Herrn Tobias Kraus, geb. 11.09.1998, Rottenburg\n"
        "Tätigkeit: Schreinergeselle, Beginn 01.03.2023, 39 Std./Woche, Tariflohn Schreinerhandwerk Bayern Lohngruppe 4\n"
        "Urlaub 30 Arbeitstage. Probezeit 6 Monate.")
    add(f"{d}/Personal/Lehrvertrag Jonas Lechner.pdf", A, t, 640, "Berufsausbildungsvertrag (HWK Niederbayern-Oberpfalz)\n"
        "Ausbildender: Schreinerei Straßer, Martin Straßer, Schreinermeister\nAuszubildender: Jonas Lechner, geb. 02.05.2008, Siegenburg\n"
        "Ausbildungsberuf: Tischler/Schreiner, Dauer 36 Monate, Beginn 01.09.2024\n"
        "Vergütung 1. Lj. 900 EUR, 2. Lj. 1.010 EUR, 3. Lj. 1.120 EUR. Berufsschule: Staatl. Berufsschule Kelheim")
    add(f"{d}/Personal/Urlaubsplan 2026.xlsx", A, t, 95, "Name;Urlaub;Tage\nMaier Florian;10.08.-28.08.;15\n"
        "Eder Johann;27.07.-14.08.;15\nKraus Tobias;01.06.-05.06.;5\nLechner Jonas;Betriebsferien;\n"
        "Betriebsferien;10.08.-21.08. (Gardasee!);10")
    add(f"{d}/Personal/Stundenzettel Mai 2026.xlsx", A, t, 1, "Datum;Maier;Eder;Kraus;Lechner;Baustelle\n"
        "04.05.;8;8;8;BS;Werkstatt Hierl\n11.05.;9;8;8;8;Gruber Aufmaß\n18.05.;8;0 (krank);8;8;Wenninger Theke\n"
        "26.05.;8;8;8;BS;Werkstatt")
    add(f"{d}/Personal/Unterweisung 2026 Protokoll.docx", A, t, 120, "Jährliche Sicherheitsunterweisung 12.01.2026\n"
        "Themen: Formatkreissäge (Spaltkeil, Schiebestock), Absaugung/Holzstaub, Gehörschutz, Hautschutz 2K-Lack,\n"
        "Leiter und Gerüst auf Montage, Erste Hilfe (Verbandskasten Transit prüfen)\n"
        "Teilnehmer: Maier, Eder, Kraus, Lechner - Unterschriften siehe Rückseite. Unterwiesen: M. Straßer")
    add(f"{d}/HWK/Beitragsbescheid HWK 2026.pdf", A, t, 110, "Handwerkskammer Niederbayern-Oberpfalz, Nikolastraße 10, 94032 Passau\n"
        "Beitragsbescheid 2026, Betriebsnummer 2-0418-772\nMartin Straßer, Schreinerhandwerk, Volkenschwand\n"
        "Grundbeitrag 285,00 EUR, Zusatzbeitrag (Gewerbeertrag 2023) 214,00 EUR, zahlbar bis 15.04.2026")
    add(f"{d}/HWK/Einladung Zwischenprüfung Lechner.pdf", A, t, 48, "Handwerkskammer Niederbayern-Oberpfalz - Gesellenprüfungsausschuss "
        "Schreiner Kelheim\nEinladung zur Zwischenprüfung: Jonas Lechner\nTermin 17.06.2026, 7:30 Uhr, Berufsschule Kelheim, Werkstatt 2\n"
        "Mitzubringen: Werkzeug lt. Liste, Berichtsheft unterschrieben vom Ausbildenden")
    add(f"{d}/Innung/Rundschreiben Schreinerinnung 02-2026.pdf", A, t, 85, "Schreinerinnung Landshut-Kelheim, Rundschreiben 02/2026\n"
        "- Tarifabschluss Schreinerhandwerk Bayern: +3,1 % ab 01.04.2026\n- Innungsversammlung 24.04. Gasthof Brandl, Attenhofen\n"
        "- Gesellenstück-Ausstellung Juli im Landratsamt")
    add(f"{d}/BG Holz Metall Beitragsbescheid 2025.pdf", A, t, 60, "BGHM - Berufsgenossenschaft Holz und Metall\nBeitragsbescheid "
        "für das Umlagejahr 2025, Mitgliedsnummer 445 8812 07\nGefahrtarifstelle Schreinerei 0101, Entgeltsumme 198.400 EUR\nBeitrag 5.122,70 EUR")
    add(f"{d}/Gefährdungsbeurteilung Werkstatt.docx", A, t, 400, "Gefährdungsbeurteilung Schreinerei Straßer\n"
        "Arbeitsplatz Formatkreissäge: Rückschlag, Schnittverletzung - Maßnahme Spaltkeil, Schutzhaube, Unterweisung\n"
        "Holzstaub (Eiche/Buche krebserzeugend): Absaugung Felder RL 160, Grenzwert 2 mg/m³, Messung 2024 ok\n"
        "Lärm über 85 dB(A): Gehörschutz Pflicht, arbeitsmedizinische Vorsorge")
    add(f"{d}/Versicherung/Betriebshaftpflicht Police.pdf", A, t, 480, "Versicherungskammer Bayern - Betriebshaftpflichtversicherung\n"
        "Versicherungsnehmer: Martin Straßer, Schreinerei, Volkenschwand\nVersicherungsschein BH-7710-44821\n"
        "Deckungssumme 5 Mio. EUR pauschal, inkl. Bearbeitungsschäden und Montage\nJahresbeitrag 1.486,40 EUR")
    add(f"{d}/Versicherung/Inhaltsversicherung Werkstatt Nachtrag.pdf", A, t, 75, "Versicherungskammer Bayern - Nachtrag zur "
        "Inhalts-/Maschinenversicherung\nVersicherungssumme erhöht auf 620.000 EUR wegen Erweiterung Maschinenpark\n"
        "Feuer, Einbruchdiebstahl, Elektronik, Betriebsunterbrechung")
    add(f"{d}/Werbung/Anzeige Gemeindeblatt.docx", A, t, 130, "Schreinerei Straßer - seit 1979 in Volkenschwand\n"
        "Küchen · Treppen · Türen · Innenausbau nach Maß\nWir suchen ab September einen Azubi (m/w/d) Schreiner!\n"
        "Hofmarkstraße 12 · Tel. 08754 9312-0")
    photo(f"{d}/Werbung/Logo Schreinerei Straßer.png", A, t, 700)

    # ------------------------------------------------------------ Maschinen (Areas / Resources)
    d, t = "Dokumente/Schreinerei/Maschinen", "Maschinen"
    add(f"{d}/Wartung Altendorf F45 Rechnung.pdf", A, t, 140, rech("Maschinenservice Wimmer · 84028 Landshut", KUNDE,
        "Rechnung", "W-26-0041", [("Wartung Formatkreissäge Altendorf F45, Schiebetisch nachgestellt", 3.5, "Std", 78.0),
                                  ("Riemensatz Hauptantrieb", 1, "St", 146.0)]))
    add(f"{d}/UVV Prüfprotokoll 2026.pdf", A, t, 100, "Prüfprotokoll nach DGUV Vorschrift 3 / BetrSichV\nBetrieb: Schreinerei Straßer\n"
        "Formatkreissäge Altendorf F45 - i.O.\nKantenanleimmaschine Brandt KDF 650 - i.O.\nAbrichte/Dicke Felder AD 741 - "
        "Schutzabdeckung nachbessern\nAbsaugung Felder RL 160 - i.O.\nKompressor Kaeser 350 - Sicherheitsventil erneuert\nNächste Prüfung: 03/2027")
    add(f"{d}/Wartungsplan Maschinen.xlsx", A, t, 14, "Maschine;Intervall;zuletzt;nächste\nAltendorf F45;jährlich;02/2026;02/2027\n"
        "Brandt KDF 650;halbjährlich Leimbecken;12/2025;06/2026\nFelder RL 160 Filter;alle 3 Monate;03/2026;06/2026\n"
        "Kompressor Kaeser;Ölwechsel 1000 h;11/2025;\nHobelmesser;nach Bedarf;05/2026;")
    add(f"{d}/Absaugung Filterwechsel.txt", A, t, 70, "Felder RL 160 - Filterschläuche gewechselt 04.03.2026 (Florian)\n"
        "Staubsäcke 4 Stück, Bestellnr. Felder 50-050-218\nnächster Wechsel ca. Juni, Unterdruck vorher 1800 Pa, nachher 2400 Pa")
    add(f"{d}/Reparatur Brandt KDF Kappaggregat.pdf", A, t, 230, rech("Homag Service Center Süd", KUNDE, "Rechnung", "SV-119874", [
        ("Kappaggregat Brandt KDF 650 instandgesetzt, Lager gewechselt", 1, "psch", 680.0), ("Anfahrt", 1, "psch", 120.0)]))
    for name, txt, age in (
            ("Altendorf F45 Betriebsanleitung.pdf", "Altendorf F45 - Original-Betriebsanleitung\nFormatkreissäge, Schnittlänge 3200 mm\n"
             "Kapitel 6: Sägeblattwechsel, Spaltkeil einstellen (Abstand 3-8 mm zum Zahnkranz)\nKapitel 9: Wartung Schiebetisch", 1500),
            ("Brandt KDF 650 Bedienungsanleitung.pdf", "Brandt Edgeline KDF 650 - Bedienungsanleitung\nLeimauftrag, Kappaggregat, "
             "Bündigfräsen, Ziehklinge; Leimtemperatur EVA 200 °C", 800),
            ("Festool Domino DF 500 Anleitung.pdf", "Festool Domino DF 500 Q - Originalbetriebsanleitung\nFrästiefe 12-28 mm, "
             "Dübel 4-10 mm, Anschlag für Plattenstärken 16-40 mm", 1100),
            ("Felder RL 160 Absaugung Handbuch.pdf", "Felder RL 160 Absauganlage - Betriebsanleitung\nLuftvolumen 3000 m³/h, "
             "Filterklasse M, Reststaubgehalt < 0,1 mg/m³", 1300)):
        add(f"{d}/Handbücher/{name}", R, t, age, txt)


    # ------------------------------------------------------------ Anbau Werkstatt (Projects)
    d, t = "Dokumente/Anbau Werkstatt", "Werkstatt-Anbau"
    KIER = "Stefan Kiermeier <kiermeier@architektur-kiermeier.de>"
    add(f"{d}/Bauantrag/Bauantrag Formular unterschrieben.pdf", P, t, 140, "Antrag auf Baugenehmigung (Art. 64 BayBO)\n"
        "Bauherr: Martin Straßer, Hofmarkstraße 12, 84106 Volkenschwand\nEntwurfsverfasser: Dipl.-Ing. (FH) Stefan Kiermeier, Architekt, Mainburg\n"
        "Vorhaben: Anbau Maschinenhalle 18,0 x 12,0 m mit Lackierraum an bestehende Schreinerwerkstatt, Fl.Nr. 412/3\n"
        "Umbauter Raum ca. 1.510 m³, Nutzung: Handwerksbetrieb, Gewerbegebiet/MD")
    add(f"{d}/Bauantrag/Baubeschreibung.pdf", P, t, 141, "Baubeschreibung Anbau Schreinerei Straßer\nGründung: Stahlbeton-Bodenplatte 25 cm, "
        "frostfrei\nWände: Porenbeton 36,5 cm, Lackierraum F90 Kalksandstein\nDach: Brettschichtholz-Binder, Trapezblech, PV-vorbereitet\n"
        "Tor: Sektionaltor 4,0 x 4,0 m; Absaugung mit Filter außen, Rückluft")
    add(f"{d}/Bauantrag/Lageplan M1-1000.pdf", P, t, 142, "Amtlicher Lageplan M 1:1000, Gemarkung Volkenschwand, Fl.Nr. 412/3\n"
        "Abstandsflächen Anbau zu Fl.Nr. 412/2 (Hausladen) 3,00 m eingehalten")
    add(f"{d}/Baugenehmigung LRA Kelheim.pdf", P, t, 44, BAUGENEHMIGUNG)
    add(f"{d}/Statik Vorbemessung Leitner.pdf", P, t, 80, "Ingenieurbüro Leitner, Tragwerksplanung, Abensberg\nVorbemessung Anbau "
        "Schreinerei Straßer\nSchneelastzone 2, s_k = 1,06 kN/m², Windzone 1\nBinder BSH GL24h 16/100 cm, Spannweite 12,0 m, Abstand 6,0 m\n"
        "Bodenplatte C25/30, 25 cm, Punktlast CNC 4,5 t beachten")
    for subj, body, age in (
            ("Bauantrag eingereicht", "Servus Martin,\nder Bauantrag ist heute über die Gemeinde raus, Sitzung Gemeinderat 27.01.\n"
             "Nachbarunterschrift Hausladen brauch ma noch im Original.\nGruß Stefan", 130),
            ("Auflage Brandschutz Lackierraum", "Hallo Martin,\nwegen der Auflage F90 für den Lackierraum: ich würde die Trennwand in "
             "Kalksandstein 17,5 machen und eine T30-RS-Tür. Mehrkosten ca. 6.000 EUR.\nPasst das für Dich?\nStefan", 38),
            ("Ausschreibung Rohbau", "Martin,\nvon drei Rohbaufirmen ist Pöschl der günstigste (142.600 netto), Hiendl liegt bei 158 T.\n"
             "Ich empfehle Pöschl, Baubeginn wäre KW 28 möglich.\nStefan", 16)):
        add(f"{d}/Mails Architekt/{subj}.eml", P, t, age, eml(KIER, MS, subj, body))
    add(f"{d}/Angebote/Angebot Rohbau Pöschl.pdf", P, t, 20, rech("Pöschl Bau GmbH · Hoch- und Tiefbau · 84056 Rottenburg a.d. Laaber",
        "Martin Straßer, Hofmarkstraße 12, 84106 Volkenschwand", "Angebot", "P-26-0178", [
            ("Erdarbeiten Baugrube, Frostschürze", 1, "psch", 18400.0), ("Bodenplatte C25/30 25 cm inkl. Bewehrung", 216, "m²", 214.0),
            ("Mauerwerk Porenbeton 36,5 cm", 310, "m²", 148.0)], "Bauvorhaben: Anbau Schreinerwerkstatt Straßer, Volkenschwand"))
    add(f"{d}/Angebote/Angebot Sektionaltor Hörmann.pdf", P, t, 25, rech("Sedlmeier Tore & Antriebe · 84048 Mainburg",
        "Martin Straßer, Volkenschwand", "Angebot", "SE-4471", [("Hörmann Industrie-Sektionaltor SPU F42, 4000 x 4000, RAL 7016, Antrieb WA 300", 1, "St", 7950.0)],
        "Für Anbau Maschinenhalle."))
    add(f"{d}/Angebote/Angebot CNC Holz-Her Dynestic.pdf", P, t, 55, rech("Holz-Her GmbH · Plochinger Straße 65 · 72622 Nürtingen",
        "Schreinerei Straßer, Volkenschwand", "Angebot", "HH-2026-3318", [
            ("CNC-Nesting-Bearbeitungszentrum Dynestic 7505 Push, 2500 x 1250 mm", 1, "St", 171400.0),
            ("Vakuumpumpe 250 m³/h, Werkzeugwechsler 14-fach", 1, "psch", 9800.0), ("Einweisung 3 Tage, Aufstellung", 1, "psch", 4800.0)],
        "Lieferung nach Fertigstellung der Halle (Bodenplatte Punktlast beachten)."))
    add(f"{d}/Kostenaufstellung Anbau.xlsx", P, t, 10, ANBAU_KOSTEN)
    add(f"{d}/Terminplan Anbau.xlsx", P, t, 11, "Gewerk;Start;Ende\nErdarbeiten/Bodenplatte;KW 28;KW 30\nMauerwerk;KW 31;KW 34\n"
        "Holzbau Dach;KW 35;KW 36\nTor/Fenster;KW 37;KW 38\nElektro;KW 37;KW 40\nCNC Lieferung;KW 44;")
    add(f"{d}/Finanzierung LfA Sparkasse.pdf", P, t, 34, "Sparkasse Landshut - Finanzierungsvorschlag\nKunde: Martin Straßer, Schreinerei\n"
        "Vorhaben: Erweiterung Betriebsgebäude und CNC-Bearbeitungszentrum, Gesamtkosten ca. 494.000 EUR\n"
        "LfA Universalkredit 400.000 EUR, Laufzeit 15 Jahre, 2 Jahre tilgungsfrei, Sollzins 3,85 % p.a.\nEigenmittel 94.000 EUR. Beraterin: Claudia Wimmer")
    add(f"{d}/Nachbarunterschrift Hausladen.pdf", P, t, 128, "Zustimmung des Nachbarn zum Bauvorhaben (Art. 66 BayBO)\n"
        "Nachbar: Ludwig Hausladen, Fl.Nr. 412/2, Volkenschwand\nVorhaben: Anbau Maschinenhalle Schreinerei Straßer\n"
        "Ich habe die Bauvorlagen eingesehen und stimme zu. gez. L. Hausladen")
    add(f"{d}/Notizen Anbau.txt", P, t, 3, ANBAU_NOTIZ)
    for age in (60, 8, 8):
        photo(f"{d}/Fotos Baufeld/{img(age)}", P, t, age)

    # ------------------------------------------------------------ Privat: Haus + PV (Areas)
    d, t = "Dokumente/Privat/Haus", "Haus"
    add(f"{d}/Grundsteuerbescheid 2026.pdf", A, t, 150, "Gemeinde Volkenschwand - Grundsteuerbescheid 2026\nEigentümer: Martin und Andrea Straßer\n"
        "Grundstück Hofmarkstraße 14, Fl.Nr. 412\nGrundsteuer B, Hebesatz 350 %, Jahresbetrag 418,60 EUR, fällig je 15.02., 15.05., 15.08., 15.11.")
    add(f"{d}/Abfallgebühren 2026.pdf", A, t, 145, "Landkreis Kelheim - Abfallgebührenbescheid 2026\nObjekt Hofmarkstraße 14, Volkenschwand\n"
        "Restmülltonne 120 l, 14-tägig: 156,00 EUR; Biotonne: 62,40 EUR")
    add(f"{d}/Hackschnitzelheizung Wartung 2025.pdf", A, t, 210, rech("Heizungsbau Ziegltrum · 84106 Volkenschwand", PRIV, "Rechnung",
        "Z-25-377", [("Jahreswartung Hackschnitzelkessel Fröling T4e 50 kW, Brennraum gereinigt", 1, "psch", 285.0),
                     ("Zündgebläse getauscht", 1, "St", 194.0)], "Hinweis: Hackgut Restfeuchte aus Schreinerei-Resten gut, < 20 %."))
    add(f"{d}/Schornsteinfeger Messung.pdf", A, t, 180, "Bezirkskaminkehrermeister Josef Bachmaier, Mainburg\nMessbescheinigung "
        "Feststofffeuerung Hofmarkstraße 14\nFröling T4e, Staub 0,012 g/m³, CO 0,08 g/m³ - Grenzwerte eingehalten\nGebühr 96,40 EUR")
    add(f"{d}/Wasser Abwasser Abrechnung 2025.pdf", A, t, 120, "Zweckverband Wasserversorgung Hallertau - Jahresabrechnung 2025\n"
        "Abnehmer Straßer, Hofmarkstraße 14, Verbrauch 168 m³, Wasser 312,48 EUR, Abwasser (Gemeinde) 420,00 EUR")
    add(f"{d}/PV-Anlage/Einspeiseabrechnung 2025 Bayernwerk.pdf", A, t, 100, "Bayernwerk Netz GmbH - Jahresabrechnung Einspeisung 2025\n"
        "Anlage Straßer, Hofmarkstraße 14, 9,8 kWp, Inbetriebnahme 04/2019\nEingespeist 5.912 kWh x 10,79 ct = 637,90 EUR\n"
        "Zählermiete Erzeugungszähler -24,00 EUR")
    add(f"{d}/PV-Anlage/Ertrag PV 2025.xlsx", A, t, 150, "Monat;Ertrag kWh;Eigenverbrauch kWh;Einspeisung kWh\n" + "\n".join(
        f"{mo};{e};{int(e * 0.38)};{e - int(e * 0.38)}" for mo, e in (("Jan", 210), ("Feb", 380), ("Mrz", 720), ("Apr", 1040), ("Mai", 1210),
                                                                     ("Jun", 1320), ("Jul", 1290), ("Aug", 1150), ("Sep", 830))))
    add(f"{d}/PV-Anlage/Wechselrichter Störung.eml", A, t, 45, eml("Solartechnik Hallertau <service@solar-hallertau.de>", MS,
        "AW: Fronius Symo Fehler 567", "Grüß Gott Herr Straßer,\nder Fehlercode 567 am Fronius Symo 10.0 ist eine Netzspannungsüberhöhung. "
        "Wir haben die Parameter per Fernwartung angepasst. Speicher BYD HVS 7.7 lädt wieder normal.\nServicepauschale entfällt (Garantie)."))
    add(f"{d}/PV-Anlage/Marktstammdatenregister Bestätigung.pdf", A, t, 1150, "Bundesnetzagentur - Marktstammdatenregister\n"
        "Registrierungsbestätigung Stromspeicher BYD Battery-Box HVS 7.7, Betreiber Martin Straßer, SEE9 4471 2208 113")
    add(f"{d}/PV-Anlage/Fronius Symo Bedienungsanleitung.pdf", R, t, 2500, "Fronius Symo 3.0-10.0 Bedienungsanleitung\n"
        "Statuscodes, Datenkommunikation Solar.web, Wartung: Kühlluftöffnungen frei halten")
    photo(f"{d}/PV-Anlage/{img(1150)}", A, t, 1150)

    # ------------------------------------------------------------ Privat: Finanzen / Versicherungen / Steuer (Areas)
    d, t = "Dokumente/Privat", "Finanzen"
    add(f"{d}/Steuer/Einkommensteuerbescheid 2024.pdf", A, t, 240, "Finanzamt Kelheim - Bescheid für 2024 über Einkommensteuer\n"
        "Martin und Andrea Straßer, Zusammenveranlagung, St.-Nr. 161/244/50817\nEinkünfte aus Gewerbebetrieb 71.904 EUR, "
        "nichtselbständige Arbeit (Ehefrau) 13.800 EUR\nfestgesetzte Einkommensteuer 17.482 EUR, Erstattung 1.214,00 EUR")
    add(f"{d}/Steuer/Unterlagen ESt 2025 Checkliste.docx", A, t, 30, "Checkliste Einkommensteuer 2025 für Kanzlei Brunner\n"
        "- Handwerkerleistung Heizung (Ziegltrum) Rechnung\n- Riester Bescheinigung Andrea\n- Kinderbetreuung: entfällt\n"
        "- Spende Feuerwehr Volkenschwand 150 EUR\n- Krankheitskosten Zahnspange Theresa (Eigenanteil)")
    add(f"{d}/Steuer/Mail Kanzlei Brunner.eml", A, t, 26, eml("Kanzlei Brunner & Kollegen <info@stb-brunner-mainburg.de>", AS,
        "Ihre private Steuererklärung 2025", "Sehr geehrte Frau Straßer,\nfür die Einkommensteuer 2025 fehlen uns noch die Bescheinigung "
        "der Bausparkasse und die Zinsbescheinigung der Raiffeisenbank.\nAbgabefrist mit Berater: 30.04.2027.\nMit freundlichen Grüßen, M. Brunner"))
    add(f"{d}/Bank/Raiffeisenbank Kontoauszug 05-2026.pdf", A, t, 1, "Raiffeisenbank Hallertau eG - Girokonto Martin und Andrea Straßer\n"
        "Kontoauszug 5/2026\nGehalt/Entnahme Schreinerei +4.500,00\nKfz-Versicherung HUK -612,40\nTSV Volkenschwand Beitrag -96,00\n"
        "Bausparkasse Schwäbisch Hall -150,00\nSaldo 7.884,12 EUR")
    add(f"{d}/Bank/Bausparvertrag Jahreskontoauszug 2025.pdf", A, t, 130, "Bausparkasse Schwäbisch Hall - Jahreskontoauszug 2025\n"
        "Bausparer: Andrea Straßer, Vertrag 6 118 442 05, Bausparsumme 50.000 EUR, Guthaben 21.847,33 EUR")
    add(f"{d}/Versicherungen/Wohngebäudeversicherung VKB.pdf", A, t, 700, "Versicherungskammer Bayern - Wohngebäudeversicherung\n"
        "Objekt Hofmarkstraße 14, Volkenschwand, inkl. Photovoltaik und Elementarschaden\nJahresbeitrag 1.022,18 EUR")
    add(f"{d}/Versicherungen/Unfallversicherung Familie.pdf", A, t, 900, "Allianz Unfallversicherung Familie - Versicherungsschein\n"
        "Versicherte: Martin, Andrea, Lukas, Theresa Straßer; Invaliditätsgrundsumme 150.000 EUR, Progression 350 %")
    add(f"{d}/Versicherungen/Lebensversicherung Standmitteilung 2025.pdf", A, t, 160, "Bayern-Versicherung - Standmitteilung "
        "Kapitallebensversicherung Martin Straßer, Vertrag LV 30 771 402, Rückkaufswert 48.203,00 EUR, Ablauf 01.12.2035")

    # ------------------------------------------------------------ Privat: Gesundheit (Areas)
    d, t = "Dokumente/Privat/Gesundheit", "Gesundheit"
    add(f"{d}/Befund MRT LWS Martin.pdf", A, t, 160, "Radiologie Landshut - MRT der Lendenwirbelsäule\nPatient: Martin Straßer, geb. 22.10.1975\n"
        "Befund: Bandscheibenprotrusion L4/5 mit Kontakt zur Wurzel L5 links, keine Sequestrierung\nBeurteilung: konservative Therapie empfohlen")
    add(f"{d}/Physio Verordnung.pdf", A, t, 150, "Heilmittelverordnung - Krankengymnastik 6 x, Diagnose M51.2 Lumbago\n"
        "Patient Martin Straßer, AOK Bayern. Praxis Physio am Markt Mainburg")
    add(f"{d}/Hörtest arbeitsmedizinisch.pdf", A, t, 380, "Arbeitsmedizinische Vorsorge Lärm - Audiogramm\nMartin Straßer: leichte "
        "Hochtonsenke 4 kHz beidseits (30 dB). Gehörschutz konsequent tragen. Nachuntersuchung in 36 Monaten.")
    add(f"{d}/KFO Behandlungsplan Theresa.pdf", A, t, 420, "Kieferorthopädische Praxis Dr. Seidl, Landshut - Behandlungsplan\n"
        "Patientin Theresa Straßer, geb. 05.07.2012\nfeste Zahnspange OK/UK, Dauer ca. 24 Monate\nEigenanteil 20 % (wird bei Erfolg erstattet), Mehrkosten Keramikbrackets 780 EUR")
    add(f"{d}/Zahnarzt Rechnung Andrea.pdf", A, t, 66, rech("Zahnarztpraxis Dr. Huber · 84048 Mainburg", "Frau Andrea Straßer, Hofmarkstraße 14",
        "Rechnung", "ZA-8812", [("Professionelle Zahnreinigung", 1, "St", 98.0), ("Keramikinlay Zahn 26", 1, "St", 640.0)], vat=0.0))
    add(f"{d}/Impfungen Familie.txt", A, t, 90, "Impfungen\nMartin: Tetanus/Diphtherie 2019, FSME Auffrischung 2024 (fällig 2027!)\n"
        "Andrea: FSME 2024, Grippe 10/2025\nLukas: HPV 2x 2023\nTheresa: Meningokokken B 2025, FSME 2025")

    # ------------------------------------------------------------ Privat: Fahrzeuge (Areas) + Sprinter (Archive)
    d, t = "Dokumente/Privat/Auto", "Fahrzeuge"
    add(f"{d}/Skoda Superb Inspektion 2025.pdf", A, t, 200, rech("Autohaus Weiß GmbH · 84048 Mainburg", PRIV, "Rechnung", "W-77120", [
        ("Inspektion Skoda Superb Combi 2.0 TDI, KEH-MS 412, 90.412 km", 1, "psch", 389.0), ("Bremsflüssigkeit", 1, "psch", 78.0)]))
    add(f"{d}/HU Bericht Superb.pdf", A, t, 195, "TÜV SÜD - Untersuchungsbericht HU\nKEH-MS 412, Skoda Superb, Erstzulassung 06/2021\n"
        "Ergebnis: ohne Mängel, Plakette bis 11/2027")
    add(f"{d}/KFZ Versicherung HUK 2026.pdf", A, t, 180, "HUK-COBURG - Beitragsrechnung 2026\nKEH-MS 412 Skoda Superb: Haftpflicht SF 22, "
        "Teilkasko 150 EUR SB, Jahresbeitrag 612,40 EUR\nKEH-SM 120 Ford Transit Custom (gewerblich): Vollkasko, 1.488,10 EUR")
    add(f"{d}/Transit Leasingvertrag.pdf", A, t, 480, "Ford Bank - Gewerbe-Leasingvertrag\nLeasingnehmer: Schreinerei Straßer\n"
        "Fahrzeug: Ford Transit Custom Kasten 320 L2, 2.0 EcoBlue 170 PS, KEH-SM 120\nLaufzeit 48 Monate ab 02/2025, 20.000 km/Jahr, Rate 489,00 EUR netto")
    add(f"{d}/Fahrtenbuch Transit 2026.xlsx", A, t, 2, "Datum;Start km;Ende km;Ziel;Zweck\n05.05.2026;28412;28470;Mainburg;Aufmaß Hierl Nachmessen\n"
        "14.05.2026;28470;28551;Rottenburg;Aufmaß Treppe Gruber\n19.05.2026;28551;28640;Pfeffenhausen;Anlieferung Muster Wenninger")
    add(f"{d}/Transit Service 2026.pdf", A, t, 52, rech("Ford Autohaus Hierl & Sohn · 84028 Landshut", "Schreinerei Straßer", "Rechnung",
        "F-44219", [("Service Ford Transit Custom KEH-SM 120, 30.000 km", 1, "psch", 412.0), ("Wischerblätter", 1, "Satz", 38.0)]))
    d, t = "Dokumente/Privat/Auto/Sprinter verkauft", "Fahrzeuge"
    add(f"{d}/Kaufvertrag Sprinter 2025.pdf", X, t, 440, "Kaufvertrag über ein gebrauchtes Kraftfahrzeug (privat/gewerblich)\n"
        "Verkäufer: Schreinerei Straßer, Volkenschwand. Käufer: Ivan Petrovic, Regensburg\nMercedes-Benz Sprinter 313 CDI, EZ 2012, "
        "312.800 km, KEH-SM 77\nKaufpreis 6.900 EUR bar, unter Ausschluss der Sachmängelhaftung. Übergabe 14.03.2025")
    add(f"{d}/Abmeldung Zulassungsstelle.pdf", X, t, 436, "Landratsamt Kelheim - Zulassungsstelle\nBescheinigung über die Außerbetriebsetzung\n"
        "KEH-SM 77, Mercedes-Benz Sprinter, FIN WDB9066331S59..., Datum 17.03.2025")
    add(f"{d}/Sprinter Inserat mobile.txt", X, t, 470, "Mercedes Sprinter 313 CDI Kasten hoch/lang, Bj 2012, 312 Tkm, Werkstattregale "
        "Sortimo, AHK 2,8 t, TÜV 08/2025, Rost am Schweller hinten links. VB 7.500. Schreinerei Straßer 08754 9312-0")
    add(f"{d}/Sprinter Service 2023.pdf", X, t, 1000, rech("Mercedes-Benz Service Haberl · 84028 Landshut", "Schreinerei Straßer", "Rechnung",
        "MB-2023-11904", [("Kupplung erneuert Sprinter 313 CDI KEH-SM 77", 1, "psch", 1840.0)]))

    # ------------------------------------------------------------ Privat: Kinder (Areas Schule / Projects Lukas)
    d, t = "Dokumente/Privat/Kinder/Theresa Schule", "Schule"
    add(f"{d}/Elternbrief Wandertag.pdf", A, t, 20, "Gabelsberger-Gymnasium Mainburg - Elternbrief Klasse 7c\nWandertag 19.06.2026 "
        "zur Befreiungshalle Kelheim, Kosten Schiff 9,50 EUR. Klassenleitung StRin Lang")
    add(f"{d}/Zwischenzeugnis Theresa 7c.pdf", A, t, 110, "Gabelsberger-Gymnasium Mainburg - Zwischenzeugnis Schuljahr 2025/26\n"
        "Theresa Straßer, Klasse 7c\nDeutsch 2, Mathematik 3, Englisch 2, Latein 3, Biologie 1, Kunst 1, Sport 2")
    add(f"{d}/Schulaufgaben Termine 2. Halbjahr.docx", A, t, 95, "Schulaufgaben 7c: Mathe 12.03., Latein 24.03., Englisch 21.04., "
        "Deutsch 06.05., Mathe 2 23.06.\nNachhilfe Latein bei Frau Kolbeck Di 16 Uhr")
    add(f"{d}/Schullandheim Anmeldung.pdf", A, t, 250, "Anmeldung Schullandheim Klasse 7, Lindenberg im Allgäu, 20.-24.04.2026, "
        "Eigenanteil 210 EUR. Schülerin: Theresa Straßer. Unterschrift Erziehungsberechtigte")
    add("Dokumente/Privat/Kinder/Lukas Schule/Elternbrief Abschlussprüfung M10.pdf", A, t, 60, "Mittelschule Mainburg - Elternbrief "
        "Klasse M10\nTermine Mittlerer Schulabschluss: Deutsch 23.06., Mathematik 25.06., Englisch 29.06.2026\nZeugnisausgabe 24.07.2026")
    d, t = "Dokumente/Privat/Kinder/Lukas Bewerbung", "Lukas Ausbildung"
    add(f"{d}/Lebenslauf Lukas.docx", P, t, 140, LEBENSLAUF)
    add(f"{d}/Anschreiben BMW Dingolfing.docx", P, t, 138, ANSCHREIBEN)
    add(f"{d}/Anschreiben Autohaus Weiß.docx", P, t, 100, "Lukas Straßer, Volkenschwand\nAutohaus Weiß GmbH, Herr Weiß, Abensberger Str. 40, "
        "84048 Mainburg\nBewerbung um einen Ausbildungsplatz als Kfz-Mechatroniker (PKW-Technik) ab 01.09.2026\n"
        "Sehr geehrter Herr Weiß, nach meinem Praktikum in Ihrer Werkstatt im Oktober 2025 ...")
    add(f"{d}/Bewerbungen Übersicht.xlsx", P, t, 7, "Firma;Beruf;geschickt;Stand\nBMW Werk Dingolfing;Elektroniker Automatisierung;"
        "20.01.;Test 04.03. - Absage 02.04.\nAutohaus Weiß Mainburg;Kfz-Mechatroniker;22.02.;Vorstellungsgespräch 14.05. - Zusage mündlich!\n"
        "Elektro Pichlmaier;Elektroniker Energie- u. Gebäudetechnik;01.03.;Probearbeiten 09.06.\nBosch Landshut? ;Mechatroniker;;noch schreiben")
    add(f"{d}/Einladung Einstellungstest BMW.eml", P, t, 110, eml("BMW Group Ausbildung <ausbildung.dingolfing@bmwgroup.com>",
        "lukas.strasser@web.de", "Einladung zum Online-Assessment", "Hallo Lukas,\nvielen Dank für Deine Bewerbung als Elektroniker/in für "
        "Automatisierungstechnik am Standort Dingolfing. Wir laden Dich zum Online-Assessment am 04.03.2026 ein.\nDein BMW Group Recruiting Team"))
    add(f"{d}/Absage BMW.pdf", P, t, 60, "BMW Group Werk Dingolfing - Lukas Straßer\nLeider können wir Ihnen in diesem Jahr keinen Ausbildungsplatz "
        "als Elektroniker für Automatisierungstechnik anbieten. Wir wünschen Ihnen viel Erfolg.")
    add(f"{d}/Einladung Vorstellungsgespräch Weiß.eml", P, t, 25, eml("Autohaus Weiß <personal@autohaus-weiss.de>", "lukas.strasser@web.de",
        "Vorstellungsgespräch Ausbildung Kfz-Mechatroniker", "Hallo Lukas,\nwir würden Dich gern am Donnerstag, 14.05.2026 um 15 Uhr kennenlernen. "
        "Bitte bring Dein letztes Zeugnis mit. Einer Deiner Eltern ist herzlich willkommen.\nGruß, Sandra Weiß"))
    add(f"{d}/Praktikumsbescheinigung Pichlmaier.pdf", P, t, 75, "Elektro Pichlmaier GmbH, Siegenburg - Praktikumsbescheinigung\n"
        "Lukas Straßer hat vom 09.03. bis 13.03.2026 ein Schülerpraktikum absolviert (Hausinstallation, Zählerschrank, PV-Montage). "
        "Er war pünktlich, interessiert und geschickt.")
    photo(f"{d}/Bewerbungsfoto Lukas.jpg", P, t, 145)

    # ------------------------------------------------------------ Privat: Urlaub (Projects 2026 / Archive past)
    d, t = "Dokumente/Privat/Urlaub/Gardasee 2026", "Urlaub"
    add(f"{d}/Buchungsbestätigung Ferienwohnung Torbole.pdf", P, t, 120, "Residence Villa Oliva - Via Matteotti 18, 38069 Nago-Torbole (TN)\n"
        "Conferma di prenotazione / Buchungsbestätigung\nGast: Martin Straßer, 2 Erwachsene, 2 Kinder (16, 13)\nAnreise 08.08.2026 ab 15:00, "
        "Abreise 18.08.2026 bis 10:00\nAppartamento Trilo 4, 10 Nächte, 1.980,00 EUR, Anzahlung 30 % = 594,00 EUR bis 15.02.")
    add(f"{d}/Packliste.txt", P, t, 4, PACKLISTE)
    add(f"{d}/Mail Vermieterin.eml", P, t, 40, eml("Villa Oliva <info@villaoliva-torbole.it>", AS, "Re: Parkplatz e biciclette",
        "Gentile Signora Straßer,\nsì, c'è un posto auto coperto e una cantina per le biciclette. Ein Kinderbett brauchen Sie nicht mehr, oder?\n"
        "Cordiali saluti, Giulia Bertoldi"))
    add(f"{d}/Ausflüge Gardasee.docx", P, t, 35, "Ideen Gardasee\n- Monte Baldo Seilbahn Malcesine (früh, vor 9 Uhr!)\n- Radweg Riva - "
        "Arco, Burg Arco\n- Surfkurs Theresa Windsurfing Vasco Renna Torbole\n- Gardaland? Lukas will unbedingt\n- Sirmione mit Schiff")
    add(f"{d}/Vignette Österreich digital.pdf", P, t, 12, "ASFINAG - Digitale Vignette 10-Tages\nKennzeichen KEH-MS 412, gültig ab 08.08.2026\n"
        "Preis 12,80 EUR, Beleg-Nr. 260512-88412")
    d = "Dokumente/Privat/Urlaub"
    add(f"{d}/Südtirol 2024/Hotel Schenna Buchung.pdf", X, t, 760, "Hotel Alpenrose, Schenna (BZ) - Buchungsbestätigung\nFamilie Straßer, "
        "11.08.-18.08.2024, Halbpension, 2 Doppelzimmer, 2.380 EUR. Meran-Card inklusive")
    add(f"{d}/Südtirol 2024/Wanderungen Schenna.txt", X, t, 680, "Hirzer Seilbahn - Hirzerhütte (Lukas maulig)\nMeraner Höhenweg Teilstück, "
        "Taser Alm Knödel!\nWaalweg Schenna mit Theresa")
    add(f"{d}/Kroatien 2023/Campingplatz Porec Rechnung.pdf", X, t, 1050, "Camping Lanterna, Porec - Racun / Rechnung\nStraßer Martin, "
        "Mobilheim Premium 07.08.-17.08.2023, 1.640,00 EUR bezahlt")
    add(f"{d}/Kroatien 2023/Fähre Cres.pdf", X, t, 1060, "Jadrolinija - Ticket Brestova - Porozina 12.08.2023, PKW KEH-MS 412 + 4 Personen")

    # ------------------------------------------------------------ Rezepte, Alt (Archive), Fachwissen
    d, t = "Dokumente/Privat/Rezepte", "Rezepte"
    for name, txt, age in (
            ("Dampfnudeln Oma.docx", "Dampfnudeln (Oma Straßer)\n500 g Mehl, 1 Würfel Hefe, 250 ml Milch, 60 g Butter, 2 Eier\n"
             "In der Reine mit Milch, Butter und Zucker, Deckel 25 Min nicht aufmachen! Mit Vanillesoße", 900),
            ("Schweinsbraten mit Kruste.txt", "Schweinsbraten: 1,5 kg Schulter mit Schwarte, Schwarte rautenförmig einschneiden,\n"
             "Kümmel, Knoblauch, Salz, Dunkelbier; 180 °C 2 Std, letzte 20 Min Grill für die Kruste", 400),
            ("Zwetschgendatschi.pdf", "Zwetschgendatschi vom Blech - Hefeteig, 2 kg Zwetschgen, Zimtzucker, Butterstreusel", 300),
            ("Obatzda.txt", "Obatzda: 200 g reifer Camembert, 50 g Butter, Frischkäse, Paprika edelsüß, Zwiebel, Kümmel, Schuss Bier", 700)):
        add(f"{d}/{name}", R, t, age, txt)
    d, t = "Dokumente/Alt/Meisterschule 2002", "Meisterschule"
    add(f"{d}/Meisterbrief Scan.pdf", X, t, 200, "Handwerkskammer Niederbayern-Oberpfalz - Meisterbrief\nHerr Martin Straßer, geboren am "
        "22.10.1975 in Mainburg, hat am 19. Juli 2002 vor dem Meisterprüfungsausschuss die Meisterprüfung im Tischler-Handwerk bestanden.")
    add(f"{d}/Meisterstück Zeichnung Sekretär.pdf", X, t, 8600, "Meisterstück Martin Straßer 2002 - Schreibsekretär Kirschbaum massiv "
        "mit Intarsien Ahorn, Schubkastenkorpus gezinkt, Schreibklappe mit Messing-Klappenhalter\nAnsichten M 1:5, Details M 1:1")
    add(f"{d}/Kalkulation Meisterstück.xlsx", X, t, 8620, "Position;Menge;Preis DM/EUR\nKirschbaum massiv 26 mm;0,18 m³;612,00\n"
        "Ahorn Furnier;2 m²;48,00\nBeschläge Messing;1 Satz;134,00\nArbeitsstunden;212 h;\nVerrechnungssatz;;42,00")
    add(f"{d}/Skript Betriebswirtschaft Meisterkurs Teil III.pdf", X, t, 8700, "Meistervorbereitung Teil III - Betriebswirtschaft\n"
        "Kostenrechnung im Handwerk: Zuschlagskalkulation, Gemeinkosten, Stundenverrechnungssatz\nDozent Dipl.-Kfm. Reiter, HWK Passau")
    add(f"{d}/Prüfungsplan Meisterprüfung.pdf", X, t, 8720, "Meisterprüfung Tischler Sommer 2002 - Teil I Meisterstück Abgabe 28.06., "
        "Fachgespräch 03.07., Situationsaufgabe 08.07., Teil II schriftlich 10./11.07.")
    d, t = "Dokumente/Alt/Übergabe Schreinerei Vater", "Betriebsübergabe"
    add(f"{d}/Übergabevertrag Notar Lang 2011.pdf", X, t, 5300, "Urkundenrolle Nr. 2187/2011 - Notar Dr. Lang, Mainburg\n"
        "Übergabevertrag: Anton Straßer übergibt an seinen Sohn Martin Straßer den Schreinereibetrieb mit Werkstattgebäude Fl.Nr. 412/3 "
        "zum 01.01.2012\nGegenleistung: Wohnrecht und Leibrente 600 EUR monatlich für Anton und Maria Straßer")
    add(f"{d}/Inventarliste Übergabe.xlsx", X, t, 5290, "Maschine;Baujahr;Wert 31.12.2011\nFormatkreissäge Martin T60;1994;4.500\n"
        "Abrichte Dicke SCM;1988;1.800\nKantenanleimer Holz-Her;1999;3.200\nVW LT 35;2003;3.900\nHolzlager Eiche/Fichte;;11.400")
    add(f"{d}/Gewerbeummeldung 2012.pdf", X, t, 5250, "Gemeinde Volkenschwand - Gewerbeanmeldung (GewA 1)\nBetriebsübernahme Schreinerei "
        "zum 01.01.2012, Inhaber Martin Straßer, Schreinermeister; Vorinhaber Anton Straßer (Gewerbeabmeldung)")
    add(f"{d}/Übergabebilanz Steuerberater.pdf", X, t, 5200, "Steuerkanzlei Brunner - Übergabebilanz zum 31.12.2011\nSchreinerei Anton Straßer, "
        "Buchwertfortführung nach § 6 Abs. 3 EStG, Eigenkapital 58.730 EUR")
    add(f"{d}/Brief Vater an Kunden.docx", X, t, 5240, "Liebe Kundinnen und Kunden,\nnach 33 Jahren übergebe ich zum Jahreswechsel meine "
        "Schreinerei an meinen Sohn Martin, Schreinermeister seit 2002. Vergelt's Gott für Ihre Treue!\nIhr Anton Straßer")
    d, t = "Dokumente/Fachwissen", "Holztechnik"
    for name, txt, age in (
            ("DIN 18065 Treppen Auszug.pdf", "DIN 18065 Gebäudetreppen - Hauptmaße\nWohngebäude bis 2 WE: Steigung 140-200 mm, Auftritt 230-370 mm, "
             "nutzbare Laufbreite >= 800 mm, lichte Durchgangshöhe >= 2000 mm", 600),
            ("Holzfeuchte Tabelle.pdf", "Holzfeuchte Richtwerte: Möbel Innenraum beheizt 8 +-2 %, Treppen 9-11 %, Fenster 13 +-2 %\n"
             "Schwindmaße Eiche tangential 0,36 %/%, radial 0,18 %/%", 1400),
            ("Blum Legrabox Planungshilfe.pdf", "Blum LEGRABOX Planungshilfe - Nennlängen 270-650 mm, Seitenhöhen N/M/K/C/F, "
             "Bohrbild Front, Tragkraft 40/70 kg", 500),
            ("Remmers Merkblatt 2K-Lack.pdf", "Remmers Induline 2K PUR Lack - Mischverhältnis 10:1, Topfzeit 4 h, Spritzdruck 2-3 bar, "
             "Düse 1,8 mm, Schichtdicke 120 g/m²", 700),
            ("Artikel BM Magazin CNC Einstieg.pdf", "BM Magazin: CNC-Nesting für kleine Schreinereien - lohnt sich das?\n"
             "Beispielrechnung: 3-Mann-Betrieb, 800 Platten/Jahr, Amortisation 6-8 Jahre", 140),
            ("Oberflächen Öl Wachs Vergleich.docx", "Notizen Fortbildung Innung: Hartwachsöl vs. Lack auf Eiche, Nachpflege, "
             "Fleckbeständigkeit DIN 68861-1 Beanspruchungsgruppe 1B/1C", 1000)):
        add(f"{d}/{name}", R, t, age, txt)

    # ------------------------------------------------------------ Scans (scanner dumps, hard)
    for n, age, b, t, txt in (
            (1, 42, P, "Werkstatt-Anbau", "Landratsamt Kelheim - Bauamt, Az. 40-602-B-2026-0117\nAnlage zur Baugenehmigung: genehmigte "
             "Bauvorlagen, gestempelt. Erweiterung Schreinereiwerkstatt Maschinenhalle mit Lackierraum, Fl.Nr. 412/3 Volkenschwand"),
            (2, 125, P, "Werkstatt-Anbau", "Gemeinde Volkenschwand - Auszug Niederschrift Gemeinderatssitzung 27.01.2026\nTOP 4: Bauantrag "
             "Straßer Martin, Anbau Maschinenhalle an Schreinerei. Das gemeindliche Einvernehmen wird erteilt. 11:0 Stimmen"),
            (3, 50, P, "Küche Hierl", "Auftrag unterschrieben zurück - Einbauküche lt. Angebot A-2026-014 V2, Schreinerei Straßer\n"
             "Mainburg, den 09.04.2026  gez. Thomas Hierl   Sabine Hierl\nBitte Salbeigrün wie Muster Nr. 3"),
            (4, 17, P, "Treppe Gruber", "Aufmaß Skizze (handschriftlich) Treppe Gruber Sonnenleite 23\nGH 2830  Loch 2850 x 1050  15 Stg\n"
             "Estrich 65 drin, Fliesen OG 12 mm fehlt noch! Antritt links, Wendelung unten"),
            (5, 38, P, "Praxis Wenninger", "Bestellung / Auftragserteilung\nZahnarztpraxis Dr. Wenninger beauftragt Empfangstheke und "
             "Wartezimmermöbel lt. Angebot A-2026-009 zum Festpreis. Pfeffenhausen, gez. Dr. K. Wenninger, Stempel"),
            (6, 56, P, "Lukas Ausbildung", "Praktikumsbeurteilung Autohaus Weiß, Mainburg - Schülerpraktikant Lukas Straßer (Werkstatt)\n"
             "Fachliches Interesse: sehr gut. Umgang mit Werkzeug: gut. Zuverlässigkeit: sehr gut. Wir würden uns über eine Bewerbung freuen."),
            (7, 110, P, "Urlaub", "Überweisungsbeleg Raiffeisenbank Hallertau\nEmpfänger: Residence Villa Oliva, Nago-Torbole, IBAN IT60 X054 "
             "2811 1010 0000 0123 456\nVerwendungszweck: Anzahlung Straßer 08.-18.08.2026  Betrag 594,00 EUR"),
            (8, 108, A, "Schreinerei", "Handwerkskammer Niederbayern-Oberpfalz - Eintragung in die Handwerksrolle, Betriebsnummer 2-0418-772\n"
             "Mitteilung über Beitrag 2026 und Umlage überbetriebliche Lehrlingsunterweisung Schreiner 2. Lj.: 410 EUR"),
            (9, 66, A, "Schreinerei", "Arbeitsunfähigkeitsbescheinigung (Ausfertigung Arbeitgeber)\nVersicherter: Kraus, Tobias, AOK Bayern\n"
             "arbeitsunfähig seit 25.03.2026 voraussichtlich bis 03.04.2026, Erstbescheinigung. Arbeitgeber: Schreinerei Straßer"),
            (10, 330, A, "Schreinerei", "Berufsgenossenschaft Holz und Metall - Besichtigungsbericht Aufsichtsperson\nSchreinerei Straßer, "
             "Volkenschwand: Formatkreissäge Spaltkeil fehlte bei Besuch, Mängel bis 30.09. abstellen, Absaugung gut"),
            (11, 40, A, "Buchhaltung", "Lieferschein Holz Ettl GmbH Nr. LS 99127\nKunde Straßer Volkenschwand - Eiche DL keilgezinkt 45 mm "
             "0,42 m³, MDF 19 mm 14 Platten. Ware vollständig erhalten, gez. F. Maier"),
            (12, 75, A, "Buchhaltung", "Finanzamt Kelheim - Bescheid über die Festsetzung der Umsatzsteuer-Vorauszahlungen\n"
             "Schreinerei Straßer, St.-Nr. 161/244/50817: Dauerfristverlängerung genehmigt, Sondervorauszahlung 2026: 4.120 EUR"),
            (13, 98, A, "Maschinen", "Prüfbescheinigung Druckbehälter Kompressor Kaeser Airtower 350, Fabr.-Nr. 1044-778\n"
             "Betreiber Schreinerei Straßer. Äußere Prüfung ohne Befund, Sicherheitsventil erneuert. Nächste innere Prüfung 2031"),
            (14, 200, A, "Gesundheit", "Arztbrief Orthopädie Landshut, Dr. Kainz\nPatient: Straßer, Martin, 22.10.1975\nDiagnose: Lumboischialgie "
             "links bei Protrusion L4/5. Therapie: Physiotherapie, Ibuprofen b.B., Rückenschule. Heben > 25 kg vermeiden."),
            (15, 20, A, "Gesundheit", "AOK Bayern - Bewilligung\nKieferorthopädische Behandlung Theresa Straßer, Behandlungsplan Dr. Seidl, "
             "Quartal 2/2026 Abschlagszahlung 80 %"),
            (16, 30, A, "Schule", "Gabelsberger-Gymnasium Mainburg - Mitteilung über Leistungsstand\nTheresa Straßer, 7c: Mathematik "
             "Notenstand 3,8 - Gefährdung des Vorrückens nicht gegeben, Nachhilfe empfohlen. Sprechstunde Hr. Ertl Di 10:15"),
            (17, 160, A, "Haus", "Kaminkehrer Bachmaier - Feuerstättenbescheid nach § 14a SchfHwG\nGrundstück Hofmarkstraße 14, Volkenschwand:\n"
             "Hackschnitzelkessel Fröling T4e - Messung jährlich, Kehrung 2 x jährlich; Schwedenofen Wohnzimmer - Kehrung 1 x"),
            (18, 145, A, "Haus", "Bayernwerk Netz GmbH - Abschlagsplan Einspeisevergütung 2026\nAnlage 9,8 kWp Hofmarkstraße 14, "
             "monatlicher Abschlag 52,00 EUR, Zählernummer 1EMH00 4477 1290"),
            (19, 170, A, "Fahrzeuge", "Hauptzollamt Landshut - Kraftfahrzeugsteuerbescheid\nFahrzeug KEH-SM 120 Ford Transit Custom, "
             "Halter Martin Straßer, CO2 189 g/km, Jahressteuer 246,00 EUR"),
            (20, 230, A, "Finanzen", "Finanzamt Kelheim - Einkommensteuerbescheid 2024 Seite 1\nMartin Straßer und Andrea Straßer, Hofmarkstraße 14\n"
             "Erstattung 1.214,00 EUR auf Konto DE.. Raiffeisenbank Hallertau"),
            (21, 60, A, "Finanzen", "Schwäbisch Hall Bausparkasse - Wohnungsbauprämie\nAndrea Straßer, Vertrag 6 118 442 05: Prämie 2025 "
             "70,00 EUR gutgeschrieben, Zuteilung voraussichtlich 2028"),
            (22, 210, X, "Meisterschule", "Meisterprüfungszeugnis (Kopie) - Tischlerhandwerk\nMartin Straßer: Teil I Meisterstück 'gut' "
             "(Schreibsekretär Kirschbaum), Teil II Fachtheorie 'befriedigend', Teil III und IV bestanden. Passau, 19.07.2002"),
            (23, 900, X, "Betriebsübergabe", "Notar Dr. Lang - Urkunde 2187/2011 Seite 3\n§ 5 Wohnrecht: Der Übergeber Anton Straßer und "
             "seine Ehefrau Maria behalten das lebenslange Wohnrecht in der Wohnung OG Hofmarkstraße 12."),
            (24, 438, X, "Fahrzeuge", "Empfangsbestätigung: Kaufpreis 6.900 EUR für Mercedes Sprinter KEH-SM 77 bar erhalten, "
             "2 Schlüssel, Fahrzeugbrief und -schein übergeben. Volkenschwand, 14.03.2025  Straßer / Petrovic"),
            (25, 2400, X, "Gasthof Brandl", "Abnahmeprotokoll - Gasthof Brandl Attenhofen, Gaststube\nVertäfelung, Eckbank, Stammtisch "
             "ohne Mängel abgenommen am 09.08.2019. gez. X. Brandl, M. Straßer"),
            (26, 95, A, "Schreinerei", "Versicherungskammer Bayern - Schadenmeldung Betriebshaftpflicht\nBearbeitungsschaden: beim Einbau "
             "Haustür Kunde Reisinger Putz beschädigt. Schaden 640 EUR reguliert, Selbstbeteiligung 250 EUR"),
            (27, 14, P, "Küche Hierl", "Steinmetz Huber Mainburg - Aufmaßtermin und Freigabe\nKüche Hierl: Dekton Kelya 12 mm, "
             "Ausschnitt Spüle Blanco Subline 500-U unterbaut, Kochfeld flächenbündig. Schablone nach Korpusmontage."),
            (28, 9, P, "Werkstatt-Anbau", "Pöschl Bau GmbH - Auftragsbestätigung Rohbau\nBauvorhaben Anbau Schreinerei Straßer, Volkenschwand\n"
             "Baubeginn KW 28, Bodenplatte 216 m², Auftragssumme netto 142.600 EUR"),
            (29, 24, A, "Haus", "Zweckverband Wasserversorgung Hallertau - Ankündigung Wasserzählerwechsel\nHofmarkstraße 14: Eichfrist "
             "Wasserzähler abgelaufen, Tausch am 18.05.2026 durch Zweckverband, kostenlos"),
            (31, 27, P, "Praxis Wenninger", "Polsterei Gerl, Pfeffenhausen - Auftragsbestätigung\nSitzbankpolster Wartezimmer "
             "Zahnarztpraxis Wenninger, 4,60 m, Kunstleder Skai Sotega taupe, abwaschbar, Liefertermin 12.06.2026, 1.640 EUR netto"),
            (32, 36, P, "Urlaub", "Vasco Renna Surfcenter Torbole - Prenotazione\nKids Windsurf Course 5 x 2h, 10.-14.08.2026, "
             "Theresa Straßer (13), Anzahlung 60,00 EUR erhalten, Neopren inklusive"),
            (33, 58, A, "Fahrzeuge", "Reifen Scheuerer Mainburg - Rechnung 26-1182\nSkoda Superb KEH-MS 412: Sommerreifen "
             "aufgezogen, Winterreifen eingelagert (Profil 4 mm), 59,00 EUR"),
            (30, 5, P, "Lukas Ausbildung", "Autohaus Weiß GmbH - Berufsausbildungsvertrag Entwurf\nAuszubildender: Lukas Straßer, "
             "Kfz-Mechatroniker Schwerpunkt PKW-Technik, Beginn 01.09.2026, Probezeit 4 Monate\nBitte unterschrieben zurück bis 15.06.")):
        scan(n, age, b, t, txt)
    add("Scans/Thumbs.db", L, SYS, 5, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 700))

    # ------------------------------------------------------------ Downloads (hard + installers + ebooks)
    d = "Downloads"
    for name, age, b, t, txt in (
            ("Rechnung.pdf", 150, P, "Lukas Ausbildung", "Fotostudio Lichtblick, Mainburg - Rechnung 2026-0091\nBewerbungsfotos Lukas Straßer, "
             "Shooting 2 Outfits, 4 Dateien digital + 8 Abzüge 6x9, 49,00 EUR inkl. MwSt. Viel Erfolg bei der Bewerbung!"),
            ("Rechnung (1).pdf", 80, A, "Buchhaltung", "Trimble Inc. - Invoice SketchUp Pro annual subscription\nCustomer: Schreinerei Straßer, "
             "Volkenschwand, VAT ID DE281447903\nPeriod 2026-03-10 to 2027-03-09, 349.00 EUR + reverse charge"),
            ("document.pdf", 46, P, "Werkstatt-Anbau", "Landratsamt Kelheim - Merkblatt Nachreichung: Sie haben Bauvorlagen nachzureichen:\n"
             "Brandschutznachweis Lackierraum (Trennwand F90), Entwässerungsplan. Az. 40-602-B-2026-0117, Straßer"),
            ("document (1).pdf", 30, P, "Urlaub", "Gardaland Resort - E-Ticket\n2 Adults, 2 Juniors, valid 13/08/2026, Castelnuovo del Garda (VR)\n"
             "Booking GL-88310472, Straßer Martin, total 152,00 EUR"),
            ("download.pdf", 90, A, "Schreinerei", "Tarifvertrag Schreinerhandwerk Bayern - Lohntabelle ab 01.04.2026\nLohngruppe 4 Geselle "
             "mit Berufserfahrung 21,42 EUR/Std.; Ausbildungsvergütung 2. Lj. 1.010 EUR"),
            ("Dokument.pdf", 160, P, "Lukas Ausbildung", "Stellenanzeige: Ausbildung Elektroniker/in für Automatisierungstechnik 2026, BMW Group "
             "Werk Dingolfing. Voraussetzung: guter Mittlerer Schulabschluss, Mathe/Physik. Bewerbung bis 31.01. online"),
            ("scan.pdf", 19, A, "Gesundheit", "Labor Dr. Staber - Befundbericht\nPatient Straßer, Martin, 22.10.1975\nHbA1c 5,9 % (grenzwertig), "
             "LDL 168 mg/dl erhöht, GPT normal. Kontrolle in 6 Monaten, Ernährungsberatung empfohlen - Hausarzt Dr. Hofbauer"),
            ("Formular.pdf", 25, A, "Schreinerei", "Handwerkskammer Niederbayern-Oberpfalz - Antrag auf Eintragung in das Verzeichnis der "
             "Berufsausbildungsverhältnisse\nAusbildungsbetrieb Schreinerei Straßer, neuer Azubi ab 01.09.2026: Felix Hintermeier, Schreiner"),
            ("Download (2).pdf", 260, R, "Rezepte", "Rohrnudeln mit Vanillesoße - Hefeteig mit Zwetschgen gefüllt, in der Reine goldbraun backen,\n"
             "180 °C 35 Minuten. Zutaten für 12 Stück: 500 g Mehl, 21 g Hefe, 80 g Zucker"),
            ("Bestaetigung.pdf", 11, A, "Fahrzeuge", "TÜV SÜD Service-Center Mainburg - Terminbestätigung\nHauptuntersuchung + AU Ford Transit "
             "Custom, KEH-SM 120, Mi 17.06.2026, 7:45 Uhr"),
            ("invoice_88213.pdf", 240, A, "Buchhaltung", "Lexware Online - Rechnung 88213\nlexoffice Buchhaltung & Berichte, Jahresabo, "
             "Kunde Schreinerei Straßer / Andrea Straßer, 239,00 EUR zzgl. MwSt."),
            ("Anhang.pdf", 70, P, "Werkstatt-Anbau", "Architekturbüro Kiermeier - Kostenschätzung nach DIN 276\nAnbau Schreinerei Straßer: "
             "KG 300 Bauwerk 268.000 EUR, KG 400 Technik 78.000 EUR, KG 700 Nebenkosten 31.000 EUR"),
            ("AW_ Ihre Anfrage.eml", 22, P, "Treppe Gruber", None),
            ("export.csv", 3, A, "Buchhaltung", None),
            ("export (1).csv", 33, A, "Haus", None),
            ("Bescheinigung.pdf", 100, A, "Finanzen", "Familienkasse Bayern Süd - Kindergeld\nKindergeldnummer 145FK4471208, "
             "Berechtigter Andrea Straßer: Lukas (2010) und Theresa (2012), je 255 EUR monatlich ab 01.01.2026"),
            ("Angebot.pdf", 52, P, "Werkstatt-Anbau", "Höcker Polytechnik GmbH - Angebot 26-0441\nAbsaug- und Filteranlage für den "
             "Neubau Maschinenhalle Schreinerei Straßer: Filter Vacu-Jet 5000 m³/h mit Rückluft, Rohrleitung, Brandschutzklappe, 39.900 EUR netto"),
            ("Info.pdf", 140, A, "Finanzen", "Raiffeisenbank Hallertau eG - Änderung der Entgelte ab 01.04.2026\nKonto Martin und Andrea "
             "Straßer, Kontomodell Komfort 8,90 EUR/Monat, girocard 12,00 EUR/Jahr"),
            ("DOC-20260315-WA0007.pdf", 78, A, "Schule", "Gabelsberger-Gymnasium Mainburg - Elternabend Klasse 7c am 24.03.2026, 19 Uhr, Raum 112\n"
             "Themen: Schullandheim Lindenberg, Handyregeln, Wahl der 2. Fremdsprache"),
            ("DOC-20260502-WA0003.pdf", 30, P, "Treppe Gruber", "Treppen-Wunsch Familie Gruber: Foto-Collage Pinterest, Faltwerk Eiche hell, "
             "Geländer senkrechte Stäbe schwarz, LED-Stufenlicht links in der Wand (Elektriker Gruber fragen)")):
        if name == "AW_ Ihre Anfrage.eml":
            txt = eml("Metallbau Kreitmair <info@kreitmair-metallbau.de>", MS, "AW: Ihre Anfrage",
                      "Servus Martin,\nfür das Geländer bei Gruber in Rottenburg brauch ich die Maße bis Ende Mai, sonst wird's mit "
                      "der Pulverbeschichtung vor dem Urlaub nix mehr. Senkrechte Stäbe sind kein Problem, Mehrpreis ca. 400 EUR.\nGruß Sepp Kreitmair")
        elif name == "export.csv":
            txt = rows("Auftragskonto;Buchungstag;Beguenstigter/Zahlungspflichtiger;Verwendungszweck;Betrag;Waehrung", [
                "DE41743500000020118755;28.05.2026;Holz Ettl GmbH;RE 48812 KD 20071;-4.712,80;EUR",
                "DE41743500000020118755;27.05.2026;Pfarrei St. Martin;RE-2026-034;960,12;EUR",
                "DE41743500000020118755;26.05.2026;BGHM;Beitrag 2025 Mitgl 44588120;-5.122,70;EUR",
                "DE41743500000020118755;25.05.2026;Finanzamt Kelheim;USt 04/2026;-4.388,00;EUR"])
        elif name == "export (1).csv":
            txt = rows("Datum;Energie PV [Wh];Einspeisung [Wh];Eigenverbrauch [Wh];Ladezustand Batterie [%] - Fronius Solar.web Straßer 9,8 kWp",
                       [f"2026-04-{k:02d};{r.randint(18000, 52000)};{r.randint(6000, 30000)};{r.randint(8000, 15000)};{r.randint(40, 100)}"
                        for k in range(1, 9)])
        add(f"{d}/{name}", b, t, age, txt, hard=True)
    for name, head, age in (("SketchUpPro-2026-0-de-x64.exe", b"MZ", 81), ("TeamViewerQS_x64.exe", b"MZ", 200),
                            ("AcroRdrDCx642500120531_de_DE.exe", b"MZ", 300), ("Fronius_Solarweb_Setup.msi", b"\xd0\xcf\x11\xe0", 700),
                            ("HP_Smart_Scan_Setup.exe", b"MZ", 420), ("OptiCut_Pro_6.25_Setup.exe", b"MZ", 130)):
        add(f"{d}/{name}", R, "Software", age, _blob(r, head, 1200))
    add(f"{d}/Kontoauszug_Mai_2026.pdf", A, "Finanzen", 1, "Raiffeisenbank Hallertau - elektronischer Kontoauszug 05/2026\n"
        "Martin Straßer: Lastschrift Allianz Unfall -38,40; Kindergeld Familienkasse +510,00; Netto Andrea +1.150,00")
    add(f"{d}/Anfahrtsplan Villa Oliva Torbole.pdf", P, "Urlaub", 44, "Anfahrt Residence Villa Oliva: A22 Ausfahrt Rovereto Sud - Lago di Garda "
        "Nord, SS240 Richtung Nago-Torbole, nach Kreisverkehr 2. rechts. Check-in Signora Bertoldi")
    add(f"{d}/Treppenlichtbeleuchtung Datenblatt.pdf", R, "Holztechnik", 26, "Datenblatt LED-Stufenleuchte Wandeinbau 68 mm, 1,5 W, "
        "3000 K, Unterputzdose, IP44 - für Treppenbeleuchtung")
    add(f"{d}/Rita Falk - Dampfnudelblues.epub", R, "Bücher", 400, _epub("Dampfnudelblues", "Rita Falk", "de",
        "Der Eberhofer Franz, Dorfpolizist in Niederkaltenkirchen, sitzt beim Mittagessen, als ..."))
    add(f"{d}/Rita Falk - Leberkäsjunkie.epub", R, "Bücher", 260, _epub("Leberkäsjunkie", "Rita Falk", "de",
        "Eine Leiche im Hotelneubau und die Susi hat Nachwuchs ..."))
    add(f"{d}/Der Schreiner - Fachbuch Holztechnik.epub", R, "Holztechnik", 900, _epub("Fachkunde Holztechnik", "Nutsch u.a.", "de",
        "Holzaufbau, Holzarten, Werkstoffe, Verbindungen, Oberflächenbehandlung, Treppenbau"))
    add(f"{d}/SketchUp_Update_2026.exe.crdownload", L, SYS, 0.2, _blob(r, b"MZ", 600))
    add(f"{d}/Gardasee_Radkarte.pdf.part", L, SYS, 1, b"%PDF-1.6\n" + bytes(300))
    add(f"{d}/desktop.ini", L, SYS, 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n")

    # ------------------------------------------------------------ Desktop
    d = "Desktop"
    for name, age, b, t, txt in (
            ("Neues Textdokument.txt", 6, P, "Küche Hierl", "Hierl: Geschirrspüler 86,5 Nische -> Sockel 100 ok\nInsel Steckdose "
             "Bodendose vorhanden?? nachfragen\nMuldenlüfter Umluft, Filterkassette im Sockel -> Sockelblende abnehmbar!\nBlum Lieferung KW 23"),
            ("Neues Textdokument (2).txt", 15, P, "Urlaub", "Torbole 8.-18.8.\nFahrradträger von Schwager leihen\nSurfschule Vasco Renna "
             "anmelden Theresa\nAuto Check vorher: Reifen, Klima\nWer gießt Blumen? -> Oma"),
            ("Notizen.txt", 2, P, "Werkstatt-Anbau", "Kiermeier Di 9 Uhr - Brandschutz F90 Lackierraum\nPöschl KW 28 Baubeginn bestätigen\n"
             "Sparkasse Wimmer 10.06. Unterlagen: BWA, Jahresabschluss 2025, Angebot CNC\nHolzlager räumen wo der Anbau hinkommt!"),
            ("Neues Textdokument (3).txt", 4, P, "Praxis Wenninger", "Wenninger Montage: Mi 17.06. ab 13 Uhr + Fr 19.06.\n"
             "Theke in 3 Teilen, Praxistür nur 88 cm!, Hubwagen mitnehmen\nLED-Trafo im Unterschrank, Elektriker der Praxis kommt Fr"),
            ("todo.txt", 9, A, "Fahrzeuge", "Transit: HU 17.06. Mainburg, vorher Reifen (Sommer) wechseln\nSuperb: Ölwechsel 100.000 km, "
             "Wischwasser\nFahrtenbuch Transit Mai nachtragen!!"),
            ("Mappe1.xlsx", 20, A, "Schreinerei", "Mitarbeiter;Überstunden Stand 30.04.;Resturlaub 2026\nMaier Florian;14,5;27\n"
             "Eder Johann;6;30\nKraus Tobias;21;25\nLechner Jonas (Azubi);0;30")):
        add(f"{d}/{name}", b, t, age, txt, hard=True)
    add(f"{d}/Zeichnung Hierl Insel.pdf", P, "Küche Hierl", 13, "Küche Hierl - Kochinsel Draufsicht M 1:10, 2400 x 1100, "
        "Muldenlüfter mittig, Bodendose bei 600 von links")
    photo(f"{d}/Screenshot 2026-05-21 101422.png", R, "Fotos", 11)
    add(f"{d}/desktop.ini", L, SYS, 1200, "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\imageres.dll,-183\r\n")

    # ------------------------------------------------------------ Dokumente loose + 2024 dump
    d = "Dokumente"
    for name, age, b, t, txt in (
            ("Dokument1.docx", 150, P, "Lukas Ausbildung", "Sehr geehrte Damen und Herren,\nhiermit bewerbe ich mich um einen Ausbildungsplatz "
             "als Elektroniker für Energie- und Gebäudetechnik bei Elektro Pichlmaier in Siegenburg. Während meines Praktikums im März ...\n"
             "Lukas Straßer, Klasse M10 Mittelschule Mainburg"),
            ("Dokument2.docx", 430, X, "Fahrzeuge", "Schreinerei Straßer, Volkenschwand\nHUK-COBURG, Kfz-Versicherung\nKündigung wegen "
             "Veräußerung: Mercedes Sprinter KEH-SM 77, Vertrag 771/33 8812-K, verkauft am 14.03.2025, abgemeldet am 17.03.2025.\n"
             "Bitte Beitrag anteilig erstatten. Martin Straßer"),
            ("Dokument3.docx", 40, A, "Buchhaltung", "2. Mahnung\nReisinger Bau GmbH, Mainburg\nUnsere Rechnung RE-2026-019 vom 28.02.2026 über "
             "2.310,00 EUR (Haustür Bauvorhaben Reisinger) ist trotz Erinnerung noch offen. Bitte überweisen Sie bis 15.05.2026."),
            ("Brief.docx", 45, P, "Werkstatt-Anbau", "Martin Straßer, Hofmarkstraße 12, 84106 Volkenschwand\nLandratsamt Kelheim, Bauamt, "
             "Az. 40-602-B-2026-0117\nNachreichung: anbei der Brandschutznachweis für den Lackierraum (Trennwand Kalksandstein F90, "
             "Tür T30-RS) und der Entwässerungsplan des Büros Kiermeier."),
            ("Mappe2.xlsx", 55, P, "Küche Hierl", "Gerät;Neff Angebot Pichlmaier;Alternative Bosch;Kundin will\nKochfeld mit Muldenlüfter;2.890;"
             "2.450;Neff\nBackofen Slide&Hide;1.240;-;Neff\nDampfgarer;1.310;990;Neff\nGeschirrspüler 86,5;920;840;egal -> Bosch"),
            ("Dokument5.docx", 28, A, "Schreinerei", "Schreinerei Straßer, Volkenschwand\nHerrn Maximilian Eichner, Train\n"
             "Ihre Bewerbung um einen Ausbildungsplatz als Schreiner ab September 2026\nVielen Dank für Ihr Interesse und den Probetag. "
             "Leider haben wir uns für einen anderen Bewerber entschieden. Martin Straßer"),
            ("Neues Microsoft Word-Dokument.docx", 190, A, "Schreinerei", "Einladung Weihnachtsfeier Schreinerei Straßer 2025\nFreitag 19.12., "
             "ab 18 Uhr im Gasthof Brandl, Attenhofen. Partner herzlich willkommen. Jahresrückblick, Ehrung Johann Eder 25 Jahre im Betrieb!")):
        add(f"{d}/{name}", b, t, age, txt, hard=True)
    add(f"{d}/~$kument1.docx", L, SYS, 150, b"\x0bAndrea" + bytes(140))
    add(f"{d}/desktop.ini", L, SYS, 1500, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")
    d = "Dokumente/2024"
    for name, age, b, t, txt, hard in (
            ("scan0012.pdf", 690, A, "Haus", "Bayernwerk - Jahresabrechnung Einspeisung 2023, Anlage 9,8 kWp Hofmarkstraße 14\n"
             "eingespeist 6.240 kWh, Vergütung 673,30 EUR", True),
            ("scan0013.pdf", 655, X, "Urlaub", "Hotel Alpenrose Schenna - Rechnung Familie Straßer 11.-18.08.2024\nHalbpension 2.380,00, "
             "Getränke 214,50, Ortstaxe 44,80 EUR - bezahlt mit Karte", True),
            ("Dokument4.docx", 545, X, "Fahrzeuge", "Zu verkaufen: Mercedes Sprinter 313 CDI, Bj 2012, hoch/lang, Sortimo-Regal, AHK. "
             "Werkstattwagen einer Schreinerei, scheckheft. Preis VB. Tel 08754 9312-0", True),
            ("Mappe3.xlsx", 520, A, "Haus", "Heizperiode 2023/24 Hackschnitzel;Schüttraummeter;Herkunft\nOkt;6;Werkstatt-Reste\nNov;9;"
             "Werkstatt-Reste\nDez;11;zugekauft Waldbauer Lichtinger\nJan;12;zugekauft\nFeb;8;Werkstatt-Reste", True),
            ("Info.pdf", 600, A, "Fahrzeuge", "HUK-COBURG - Beitragsanpassung zum 01.01.2025\nSkoda Superb KEH-MS 412: neuer Beitrag "
             "598,20 EUR, Typklasse Haftpflicht 19", True),
            ("Rechnung_2024_117.pdf", 560, A, "Buchhaltung", "Schreinerei Straßer - Rechnung RE-2024-117, Dachgeschoss-Einbauschränke "
             "Familie Kastl, Mainburg, 7.480,00 EUR brutto", False),
            ("Steuerbescheid 2023.pdf", 600, A, "Finanzen", "Finanzamt Kelheim - Einkommensteuerbescheid 2023, Martin und Andrea Straßer, "
             "Nachzahlung 842,00 EUR", False),
            ("Kostenplan Zahnspange Theresa.pdf", 610, A, "Gesundheit", "KFO Dr. Seidl - Heil- und Kostenplan Theresa Straßer, "
             "Gesamtkosten ca. 4.200 EUR", False),
            ("HWK Rundschreiben Mindestlohn.pdf", 580, A, "Schreinerei", "Handwerkskammer - Information zum Mindestlohn 2025 und "
             "Mindestausbildungsvergütung", False)):
        add(f"{d}/{name}", b, t, age, txt, hard)
    photo(f"{d}/IMG_20240817_141203.jpg", R, "Fotos", 500)

    # ------------------------------------------------------------ Bilder, Handy backup, Musik
    d = "Bilder"
    for age in (3, 12, 35, 47, 88, 130, 160, 200, 260, 330, 365, 410):
        photo(f"{d}/Kamera/{img(age)}", R, "Fotos", age)
    for age in (660, 661, 662, 664, 665):
        photo(f"{d}/Urlaub Südtirol 2024/{img(age)}", R, "Fotos", age)
    for age in (1030, 1031, 1034):
        photo(f"{d}/Kroatien 2023/{img(age)}", R, "Fotos", age)
    for age in (7, 30, 120):
        photo(f"{d}/WhatsApp Images/IMG-{(NOW - timedelta(days=age)):%Y%m%d}-WA{r.randint(0, 40):04d}.jpg", R, "Fotos", age)
    for age in (25, 52, 96):
        photo(f"{d}/Andrea iPhone/{img(age, 'IMG_', 'HEIC')}", R, "Fotos", age)
    for age in (40, 140):
        photo(f"{d}/Screenshots/Screenshot {(NOW - timedelta(days=age)):%Y-%m-%d} {r.randint(100000, 235959)}.png", R, "Fotos", age)
    photo(f"{d}/Schreinerei/Werkstatt Sommerfest 2025.jpg", R, "Fotos", 300)
    add(f"{d}/Thumbs.db", L, SYS, 3, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    dot(f"{d}/.picasa.ini", b"[Picasa]\nname=Bilder\n", 1600)
    d, t = "Bilder/Handy Backup Galaxy S8 2021", "Handy"
    for age in (2200, 2100, 1980, 1900, 1850, 1800, 1790, 1760):
        photo(f"{d}/DCIM/Camera/{img(age, '', 'jpg')}", X, t, age)
    for age in (1770, 1765):
        photo(f"{d}/WhatsApp/Media/IMG-{(NOW - timedelta(days=age)):%Y%m%d}-WA{r.randint(0, 40):04d}.jpg", X, t, age)
    add(f"{d}/Kontakte.vcf", X, t, 1750, "BEGIN:VCARD\nVERSION:3.0\nFN:Kreitmair Sepp Metallbau\nTEL:+49 8781 4471\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:3.0\nFN:Brandl Xaver Gasthof\nTEL:+49 8753 1120\nEND:VCARD\n")
    add(f"{d}/Notizen Export.txt", X, t, 1750, "Samsung Notes Export 2021\n- Reifen Sprinter Winter\n- Angebot Stiege Meier rausschicken\n"
        "- Vater Grab Blumen Allerheiligen")
    d, t = "Musik", "Musik"
    for title, artist, album, age in (
            ("Kinder, wie die Zeit vergeht", "Blaskapelle Volkenschwand", "Live im Festzelt 2019", 2000),
            ("Böhmischer Traum", "Ernst Mosch und seine Original Egerländer", "Die großen Erfolge", 2500),
            ("Bayern, des samma mir", "Haindling", "Perlen", 1800), ("Nackert", "LaBrassBanda", "Europa", 900),
            ("Bierzelt-Marsch", "Kapelle So&So", "Blech mit Herz", 700), ("Sperrstund is", "Kofelgschroa", "Baaz", 1200),
            ("Griechischer Wein", "Udo Jürgens", "Best of", 2600), ("Skandal im Sperrbezirk", "Spider Murphy Gang", "Dolce Vita", 2600)):
        add(f"{d}/{artist}/{title}.mp3", R, t, age, _id3(r, title, artist, album))
    add(f"{d}/Noten/Tenorhorn 2 - Böhmischer Traum.pdf", R, t, 600, "Böhmischer Traum (Norbert Gälle) - Tenorhorn 2 in B\n"
        "Polka, Tempo 116, Trio ab Takt 49, Solo Tenorhorn Takt 65-80")
    add(f"{d}/Noten/Probenplan Blaskapelle 2026.docx", R, t, 110, "Blaskapelle Volkenschwand - Probenplan 2026: Do 20 Uhr Probenraum "
        "Feuerwehrhaus. Auftritte: Maibaum 01.05., Gründungsfest FFW 12.07., Kirta Oktober")

    return items
