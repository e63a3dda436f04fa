"""A hundred-and-twenty-first unseen labelled corpus: Derya Yıldırım's back-office Windows PC in Berlin-Neukölln, ``build(root, seed)``, written blind.

What was read to write this module (nothing else): the brief; ``benchmarks/placement/unseen.py`` lines 1-220
(docstring and helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``,
``_blob``) and lines 1296-1360 (the write/encode/add/dot/photo helpers at the start of its ``build()``);
``benchmarks/placement/corpus.py`` lines 1-30 and its functions ``_pdf`` and ``_jpeg``; ``blind.py`` lines
74-107 and its function ``_png``; a listing of file names in ``benchmarks/placement/``. Slip, recorded
honestly: the ``sed`` range used to print ``corpus.py``'s ``_jpeg`` ran on about a dozen lines into the
start of ``corpus.py``'s own ``build()`` (a loop over a ``NAMED`` table writing into ``Downloads``). Nothing
from it was used; no labels, rules or names here come from it.

The person: Derya Yıldırım, 45, born 1981 in Izmir (Karşıyaka), in Berlin since 1990, Turkish citizen with a
Niederlassungserlaubnis, divorced since 2013. She lives at Okerstraße 23, 12049 Berlin (Schillerkiez) and runs
the family's late-night shop ``Späti Yıldırım - Kiosk & Getränke`` (Einzelunternehmen in her name, since April
2017) together with her brother Murat (41, employed in the shop, 30 h). Since August 2020 the shop is at
Weserstraße 141, 12045 Berlin; from 2017 to July 2020 it was at Sonnenallee 87 (that lease is ended). The
shop: METRO and a Turkish wholesaler (Öz Anadolu Gıda), a Vectron cash register with daily Z reports, a
LOTTO Berlin Annahmestelle contract, two mini-jobbers (Jonas Keller, Aylin Koç), the commercial lease with
Weserkiez Immobilien, the Gewerbe, Umsatzsteuer and the Steuerberaterin Nilgün Kaya (Steuerbüro Kaya &
Partner). Household: rent, Vattenfall electricity, Rundfunkbeitrag, o2 internet, AOK Nordost (voluntary
member), Berliner Sparkasse, income tax of every year. Her mother Fatma (76, Pflegegrad 3, Weichselstraße,
widowed) is cared for by a Pflegedienst; Derya holds the Vorsorgevollmacht and handles the Pflegekasse,
invoices and doctors' letters -- an ongoing duty. Her son Emre (19) is a Mechatroniker apprentice at
Hartmann Fördertechnik GmbH since September 2024 (until early 2028). Before the shop she worked for the
bakery chain Backhaus Krüger GmbH (2008-March 2017, last as Filialleiterin at Hermannplatz). Her father Hasan
died in November 2022; his estate (Berlin accounts, a flat in Karşıyaka sold in 2024) was settled in
September 2024. She went to Antalya/Side with Emre in August 2025.

In progress as of NOW (2026-06-01): the shop renovation (new drinks fridges from Kältetechnik Öztürk, shelving
quotes from two shopfitters, Elektro Brandt for the wiring, landlord's consent, a Sparkasse loan offer,
closure 22-28 June 2026); her Einbürgerung (online application to the LEA in February 2026, telc B1
certificate, Einbürgerungstest passed March 2026, Nüfus kayıt örneği with translation, the LEA asked for
more papers); her nephew Can's wedding in Izmir (kına gecesi 10 and wedding 12 September 2026: flights,
hotel, dress, gifts, guest lists in Turkish).

The machine (one Windows PC in the shop's back office, user ``Derya``), half organised: ``Documents/`` with
good folders (``Späti/`` and its subfolders, ``Steuer/``, ``Wohnung/``, ``Anne/``, ``Emre Ausbildung/``,
``Einbürgerung/``, ``Hochzeit Izmir/``, ``Gesundheit/``, ``Bank/``), leftovers (``Backhaus Krüger/``,
``Laden Sonnenallee alt/``, ``Baba Nachlass/``), a ``2023/`` folder of dumped files; ``Desktop/`` and
``Downloads/`` dumps; ``Scans/`` from the printer (``Scan_0001.pdf``...); ``Pictures/`` with a phone import,
screenshots, ``Antalya 2025/`` and an old Samsung backup; ``Music/``. German and Turkish everywhere: Turkish
for family, the Turkish wholesaler, notes to herself about her mother's medicine and the wedding.

LABELLING RULES (written before any file was generated; every file is labelled by them as of NOW):

- **Projects** (outcomes with an end, still being worked on, whatever the file's age): the shop renovation
  2026 -- fridge/shelving/electrician quotes, landlord consent, floor plan, budget, loan offer for it,
  closure notice, photos of the shop taken for the renovation, product datasheets attached to the quotes
  (topic ``Späti``); the Einbürgerung -- application, checklist, certificates obtained for it, the LEA's
  letters, translations, the test question catalogue she practised with, her biometric photo (topic
  ``Einbürgerung``); the wedding in Izmir -- flights, hotel, dress, gifts, guest lists, notes, the
  flight-booking screenshot, the invitation and dress-fitting photos (topic ``Hochzeit``).
- **Areas** (responsibilities with no end, whatever the document's age): running the shop -- METRO and
  wholesaler invoices, Z reports and cash exports, Kassenbuch, the current lease and its Nebenkosten,
  LOTTO contract and commission statements, Gewerbe and IHK, shop insurance, order notes (``Späti``); staff
  -- mini-job contracts, Minijob-Zentrale, timesheets, payslips incl. Murat's (``Personal``); taxes of
  any year, private or business -- USt-Voranmeldungen, BWA, Bescheide, Steuerbüro letters (``Steuern``);
  her flat -- rent, Betriebskosten, electricity, Rundfunkbeitrag, internet, household insurance
  (``Wohnung``); bank and savings (``Finanzen``); her own health and AOK membership (``Gesundheit``); her
  mother's care -- Pflegegrad decision, MD report, Pflegedienst invoices, doctors' letters, medication
  plans, Hausnotruf, a pending Höherstufung request (part of the ongoing care, not a separate project)
  (``Anne Pflege``); Emre's apprenticeship -- contract, Berufsschule, IHK exam invitations, Kindergeld
  (``Emre``). Edge: the business's books from the Sonnenallee years (old METRO invoices, Z reports, old tax
  papers) stay Areas because the business continues; only what belongs to that location itself is Archive.
  A photo of a document kept in a topic folder (her vaccination card in ``Gesundheit/``) is that Area.
- **Resources** (reference and interests): cash-register manual and the KassenSichV leaflet (``Späti``);
  a minimum-wage leaflet (``Personal``); a care-benefits guide and the blood-glucose meter manual (``Anne
  Pflege``); appliance manuals (``Wohnung``); recipes (``Rezepte``); ebooks (``Bücher``); music, including
  the halay songs she likes (``Musik``); installers and printer drivers (``Software``); everyday photos from
  the phone import and screenshots (``Fotos``).
- **Archive** (finished projects, ended responsibilities): her job at Backhaus Krüger, ended 2017
  (``Bäckerei``); the Sonnenallee location -- its lease, notice, handover, deposit, move quotes, photos of
  the old shop (``Späti``); her father's estate, settled 2024 (``Nachlass``); the Antalya trip of August
  2025 with its photos (``Reisen``); the old Samsung phone backup of 2019 (``Backup``).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Word lock files (``~$...``), ``desktop.ini``,
  ``Thumbs.db`` (topic ``System``). Dot files are written with ``dot()`` and not labelled.

``hard`` marks a file whose name and folder say nothing about its subject (``Scans/Scan_0012.pdf``,
``Downloads/Dokument (3).pdf``, ``Desktop/Neues Textdokument.txt``, ``Downloads/export.csv``,
``2023/Scan_0003.pdf``, ``DOC-20260321-WA0003.pdf``): only its text can place it. Images are never hard.
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

_TRMAP = str.maketrans({"ı": "i", "İ": "I", "ş": "s", "Ş": "S", "ğ": "g", "Ğ": "G", "ə": "e"})


def _tr(text: str) -> str:
    """Turkish letters outside Latin-1 transliterated (for PDFs)."""
    return text.translate(_TRMAP)


def _eur(r: random.Random, lo: float, hi: float) -> str:
    s = f"{r.uniform(lo, hi):,.2f}"
    return s.replace(",", "X").replace(".", ",").replace("X", ".") + " EUR"


def _num(v: float) -> str:
    return f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")


def _dd(dt) -> str:
    return dt.strftime("%d.%m.%Y")


SHOP = "Späti Yıldırım - Kiosk & Getränke\nInh. Derya Yıldırım\nWeserstraße 141, 12045 Berlin"
HOME = "Derya Yıldırım\nOkerstraße 23\n12049 Berlin"
ANNE = "Fatma Yıldırım\nWeichselstraße 12\n12043 Berlin"
STNR = "16/543/01877"
STB = "Steuerbüro Kaya & Partner mbB\nSteuerberaterin Nilgün Kaya\nKarl-Marx-Straße 212, 12055 Berlin"
METRO_ITEMS = [("Coca-Cola 0,33 l Dose 24er", 13.49, 19), ("Club-Mate 0,5 l Kasten 20er", 17.90, 19),
               ("Berliner Kindl Pils 0,5 l 20er", 15.99, 19), ("Sternburg Export 0,5 l 20er", 11.49, 19),
               ("Red Bull 0,25 l 24er", 27.36, 19), ("Spreequell Medium 1,0 l 12er", 5.99, 19),
               ("funny-frisch Chipsfrisch 150 g 10er", 13.90, 7), ("Haribo Goldbären 175 g 20er", 21.80, 7),
               ("Duplo 18er Karton", 9.79, 7), ("Marlboro Red 20 St. Stange", 89.00, 19),
               ("Gauloises Blondes Blau Stange", 86.00, 19), ("OCB Slim Premium 50er", 24.50, 19),
               ("Pfand Dose 0,25 EUR x 24", 6.00, 19), ("Rügenwalder Salami Snack 10er", 14.20, 7),
               ("Milka Alpenmilch 100 g 23er", 24.15, 7), ("Eistee Pfirsich 0,5 l 12er", 8.28, 19)]
OZ_ITEMS = [("Ayran Sütaş 0,25 l x 20", 9.80), ("Şalgam Doğanay 1 l x 6", 10.20), ("Simit TK 30 St.", 12.60),
            ("Çaykur Rize Turist 1 kg", 11.90), ("Lokum Gül 500 g x 6", 19.50), ("Uludağ Gazoz 0,33 l x 24", 16.80),
            ("Çekirdek Peyman 200 g x 12", 18.00), ("Sucuk Egetürk 500 g x 5", 29.75)]
REGULARS = ["Kevin", "Frau Schulz", "Hakan Abi", "Ömer", "die Studenten von oben", "Mehmet (Taxi)"]


# --------------------------------------------------------------------------- Späti (Areas)


def t_metro(r, dt):
    lines, net7, net19 = [], 0.0, 0.0
    for name, price, vat in r.sample(METRO_ITEMS, r.randint(7, 11)):
        q = r.randint(1, 8)
        amt = q * price
        if vat == 7:
            net7 += amt
        else:
            net19 += amt
        lines.append(f"{name}  {q} x {_num(price)}  {_num(amt)}  MwSt {vat}%")
    tot = net7 * 1.07 + net19 * 1.19
    return (f"METRO Deutschland GmbH - Großmarkt Berlin-Friedrichshain\nRECHNUNG Nr. {r.randint(100000, 999999)}"
            f"/{dt:%y}\nKunden-Nr. 123 456789 / Karte 01\nDatum: {_dd(dt)}\nKunde:\n{SHOP}\n"
            + "\n".join(lines)
            + f"\nSumme netto 7%: {_num(net7)}\nSumme netto 19%: {_num(net19)}\nGesamtbetrag: {_num(tot)} EUR"
            f"\nBezahlt: EC-Karte Berliner Sparkasse\nVielen Dank für Ihren Einkauf.")


def t_oz(r, dt):
    lines = [f"{n}  {r.randint(1, 6)} Krt.  à {_num(p)}" for n, p in r.sample(OZ_ITEMS, 5)]
    return (f"Öz Anadolu Gıda Großhandel GmbH\nBeusselstraße 44, 10553 Berlin (Großmarkt)\nRechnung / Fatura "
            f"{dt:%Y}-{r.randint(1000, 4999)}\nDatum: {_dd(dt)}\nAn: {SHOP}\n" + "\n".join(lines)
            + f"\nGesamt inkl. 7% MwSt: {_eur(r, 180, 620)}\nZahlbar bar bei Lieferung. Teşekkür ederiz!")


def t_z(r, dt, n=None):
    u19, u7 = r.uniform(620, 1450), r.uniform(90, 260)
    lotto = r.uniform(150, 900)
    ec = r.uniform(180, 600)
    return (f"VECTRON POS Touch 15 - Späti Yıldırım, Weserstraße 141\nZ-BERICHT Nr. {n or r.randint(2100, 2400)}\n"
            f"Datum {_dd(dt)}  22:58\nUmsatz 19%: {_num(u19)}\nUmsatz 7%: {_num(u7)}\nLotto (durchlaufend): "
            f"{_num(lotto)}\nPfand-Rücknahme: -{_num(r.uniform(20, 90))}\nStorno: {r.randint(0, 4)} Pos.\n"
            f"Bar: {_num(u19 + u7 + lotto - ec)}\nEC: {_num(ec)}\nGesamt: {_num(u19 + u7 + lotto)}\n"
            f"TSE-Seriennr. 3f9a1c77e2b04d18  Signaturzähler {r.randint(180000, 260000)}\nBediener: Derya / Murat")


def t_zexport(r, dt):
    rows = ["Datum;Z-Nr;Umsatz_19;Umsatz_7;Lotto;Bar;EC;Storno"]
    for i in range(28):
        d = dt - timedelta(days=28 - i)
        a, b, c, e = r.uniform(600, 1500), r.uniform(80, 260), r.uniform(100, 900), r.uniform(150, 600)
        rows.append(f"{d:%d.%m.%Y};{2310 + i};{a:.2f};{b:.2f};{c:.2f};{a + b + c - e:.2f};{e:.2f};{r.randint(0, 3)}")
    return "\n".join(rows) + "\n"


def t_kassenbuch(r, dt):
    rows = ["Datum;Beleg;Text;Einnahme;Ausgabe;Bestand"]
    best = r.uniform(300, 600)
    for i in range(20):
        d = dt - timedelta(days=20 - i)
        if i % 4 == 2:
            a = r.uniform(40, 320)
            best -= a
            rows.append(f"{d:%d.%m.%Y};A{i:03d};{r.choice(['Barkauf Öz Anadolu', 'Eis Lieferung', 'Putzmittel Rossmann', 'Wechselgeld Bank'])};;{a:.2f};{best:.2f}")
        else:
            a = r.uniform(500, 1300)
            best += a
            rows.append(f"{d:%d.%m.%Y};Z{2200 + i};Tageslosung lt. Z-Bericht;{a:.2f};;{best:.2f}")
    return "\n".join(rows)


def t_lease(r, dt):
    return ("GEWERBERAUMMIETVERTRAG\nzwischen Weserkiez Immobilien GmbH & Co. KG, vertreten durch Hausverwaltung "
            "Petrick, Pannierstraße 9, 12047 Berlin (Vermieterin)\nund Frau Derya Yıldırım, Inhaberin Späti Yıldırım, "
            "Okerstraße 23, 12049 Berlin (Mieterin)\n§ 1 Mietgegenstand: Ladenlokal im EG, Weserstraße 141, 12045 "
            "Berlin, ca. 64 m² Verkaufsfläche zzgl. 12 m² Lager.\n§ 2 Nutzung: Spätverkauf/Kiosk, Getränke, Tabak, "
            "Lotto-Annahmestelle.\n§ 3 Mietbeginn 01.08.2020, fest bis 31.07.2030, Verlängerungsoption 5 Jahre.\n"
            "§ 4 Nettokaltmiete 1.850,00 EUR zzgl. NK-Vorauszahlung 310,00 EUR zzgl. USt.\n§ 5 Kaution 3 Monatsmieten "
            "als Bürgschaft der Berliner Sparkasse.\n§ 9 Bauliche Veränderungen nur mit schriftlicher Zustimmung.")


def t_nk_shop(r, dt):
    y = dt.year - 1
    return (f"Hausverwaltung Petrick - Pannierstraße 9, 12047 Berlin\nBetriebskostenabrechnung {y} - Gewerbeeinheit "
            f"EG links, Weserstraße 141\nMieterin: Späti Yıldırım, Frau D. Yıldırım\nGrundsteuer: {_eur(r, 600, 900)}\n"
            f"Müllabfuhr BSR: {_eur(r, 400, 700)}\nWasser/Abwasser: {_eur(r, 300, 500)}\nGebäudeversicherung: "
            f"{_eur(r, 350, 500)}\nHauswart: {_eur(r, 250, 400)}\nIhr Anteil gesamt: {_eur(r, 3500, 4100)}\n"
            f"Vorauszahlungen: 3.720,00 EUR\nNachzahlung: {_eur(r, 40, 380)} - fällig zum 15. des Folgemonats.")


def t_lotto_prov(r, dt):
    ums = r.uniform(14000, 26000)
    return (f"LOTTO Berlin - Deutsche Klassenlotterie Berlin\nProvisionsabrechnung {dt:%m/%Y}\nAnnahmestelle "
            f"22 4871 - Späti Yıldırım, Weserstraße 141\nSpieleinsätze gesamt: {_num(ums)} EUR\nProvision 7,5 %: "
            f"{_num(ums * 0.075)} EUR\nGewinnauszahlungen durch Annahmestelle: {_eur(r, 2000, 5000)}\n"
            f"Lastschrift Wocheneinzug erfolgt über Konto DE41 1005 0000 0190 4471 82.")


def t_lotto_vertrag(r, dt):
    return ("Annahmestellenvertrag\nzwischen der Deutschen Klassenlotterie Berlin (LOTTO Berlin), Stresemannstraße "
            "(Verwaltung), und Frau Derya Yıldırım, Späti Yıldırım, Weserstraße 141, 12045 Berlin\nAnnahmestellen-Nr. "
            "22 4871\n§ 2 Die Annahmestelle vermittelt Spielaufträge ausschließlich über das zugelassene Terminal.\n§ 4 "
            "Jugend- und Spielerschutz: Keine Spielteilnahme unter 18 Jahren; Schulungsnachweis für alle Mitarbeiter.\n"
            "§ 6 Provision 7,5 % der Spieleinsätze, monatliche Abrechnung.\n§ 11 Kündigungsfrist 3 Monate zum "
            "Quartalsende. Ummeldung vom Standort Sonnenallee 87 zum 01.08.2020 vereinbart.")


def t_gewerbe(r, dt):
    return ("Bezirksamt Neukölln von Berlin - Ordnungsamt, Gewerbeangelegenheiten\nGewerbe-Ummeldung (GewA 2)\n"
            "Betriebsinhaberin: Derya Yıldırım, geb. 14.03.1981 in Izmir/Türkei\nTätigkeit: Einzelhandel mit "
            "Getränken, Tabakwaren, Süßwaren, Zeitschriften; Lotto-Annahmestelle\nNeue Betriebsstätte ab 01.08.2020: "
            "Weserstraße 141, 12045 Berlin\nBisherige Betriebsstätte: Sonnenallee 87, 12045 Berlin\nDatum: "
            "21.07.2020  Gebühr 15,00 EUR")


def t_ihk(r, dt):
    return (f"IHK Berlin - Fasanenstraße 85, 10623 Berlin\nBeitragsbescheid {dt.year}\nMitglieds-Nr. 9137 5521\n"
            f"Frau Derya Yıldırım, Späti Yıldırım, Weserstraße 141, 12045 Berlin\nBemessungsgrundlage: Gewerbeertrag "
            f"{dt.year - 2}: {_eur(r, 28000, 41000)}\nGrundbeitrag: 60,00 EUR\nUmlage: {_eur(r, 30, 90)}\nZahlbar bis "
            f"{_dd(dt + timedelta(days=30))}.")


def t_shop_ins(r, dt):
    return (f"Signal Iduna - Geschäftsinhaltsversicherung\nVersicherungsschein Nr. GI-{r.randint(1000000, 9999999)}\n"
            f"Versicherungsnehmerin: Derya Yıldırım, Späti Yıldırım, Weserstraße 141, 12045 Berlin\nVersicherte "
            f"Gefahren: Feuer, Einbruchdiebstahl, Leitungswasser, Glasbruch (Schaufenster), Betriebsunterbrechung\n"
            f"Versicherungssumme Inhalt: 65.000 EUR, Bargeld im Tresor bis 3.000 EUR\nJahresbeitrag: "
            f"{_eur(r, 680, 940)}  Hauptfälligkeit 01.{dt:%m}.")


def t_order_note(r, dt):
    return (f"Montag Metro:\n- Club Mate 4 Kasten\n- Kindl 6\n- Red Bull 3x24\n- Tüten klein!!\n- Kaffeebecher "
            f"to go\nÖz Anadolu (Salı gelir): ayran 2 koli, şalgam 1, çekirdek 2, simit dondurulmuş 1\nMurat'a söyle: "
            f"soğutucu 2 yine ses yapıyor\nLotto Schein-Rollen bestellen (Terminal zeigt Papier niedrig)\n"
            f"{r.choice(REGULARS)} schuldet noch {r.randint(8, 35)} €")


# --------------------------------------------------------------------------- Personal (Areas)


def t_minijob(r, dt, who="Jonas Keller", born="02.05.2003"):
    return (f"Arbeitsvertrag für eine geringfügige Beschäftigung (Minijob)\nzwischen Späti Yıldırım, Inh. Derya "
            f"Yıldırım, Weserstraße 141, 12045 Berlin (Arbeitgeberin)\nund {who}, geb. {born} (Arbeitnehmer/in)\n§1 "
            f"Beginn: {_dd(dt)}, Tätigkeit: Verkauf, Kasse, Warenverräumung\n§2 Arbeitszeit: nach Dienstplan, "
            f"durchschnittlich 9 Std./Woche, überwiegend Fr/Sa 22-04 Uhr\n§3 Vergütung: Mindestlohn, höchstens bis "
            f"zur Geringfügigkeitsgrenze; Nachtzuschlag 25 %\n§5 Jugendschutz und Kassenanweisung wurden erklärt.\n"
            f"Befreiung von der Rentenversicherungspflicht beantragt: ja")


def t_minijob_z(r, dt):
    return (f"Minijob-Zentrale - Deutsche Rentenversicherung Knappschaft-Bahn-See, 45115 Essen\nBeitragsnachweis "
            f"{dt:%m/%Y}\nBetriebsnummer 81234567 - Späti Yıldırım\nKrankenversicherung pauschal 13 %: "
            f"{_eur(r, 130, 160)}\nRentenversicherung 15 %: {_eur(r, 150, 185)}\nUmlagen U1/U2/Insolvenzgeld: "
            f"{_eur(r, 10, 20)}\nPauschsteuer 2 %: {_eur(r, 20, 25)}\nFälligkeit: drittletzter Bankarbeitstag, "
            f"SEPA-Lastschrift.")


def t_stunden(r, dt):
    rows = ["Datum;Name;von;bis;Stunden;Nacht"]
    for i in range(14):
        d = dt - timedelta(days=14 - i)
        who = ["Jonas Keller", "Aylin Koç"][i % 2]
        rows.append(f"{d:%d.%m.%Y};{who};22:00;{r.choice(['02:00', '03:00', '04:00'])};{r.choice([4, 5, 6])};ja")
    return "\n".join(rows)


def t_lohn(r, dt, who="Murat Yıldırım"):
    brut = 2280.0 if who.startswith("Murat") else 603.0
    return (f"{STB}\nEntgeltabrechnung {dt:%m/%Y}\nArbeitgeber: Späti Yıldırım, Weserstraße 141\nArbeitnehmer: {who}\n"
            f"Steuerklasse {'1' if who.startswith('Murat') else 'Minijob'}\nBrutto: {_num(brut)} EUR\n"
            + (f"Lohnsteuer: {_eur(r, 190, 230)}\nKV/PV/RV/AV AN-Anteil: {_eur(r, 460, 490)}\nNetto: {_eur(r, 1560, 1620)}"
               if brut > 1000 else "Pauschal versteuert, Netto = Brutto: 603,00 EUR")
            + "\nÜberweisung auf Konto des Arbeitnehmers zum Monatsletzten.")


# --------------------------------------------------------------------------- Steuern (Areas)


def t_ustva(r, dt):
    m = (dt - timedelta(days=12)).strftime("%m/%Y")
    return (f"ELSTER - Übermittlungsprotokoll Umsatzsteuer-Voranmeldung {m}\nSteuernummer {STNR}\nFinanzamt Neukölln\n"
            f"Unternehmerin: Derya Yıldırım, Späti Yıldırım\nKz 81 Umsätze 19%: {_num(r.uniform(24000, 33000))}\n"
            f"Kz 86 Umsätze 7%: {_num(r.uniform(3500, 6500))}\nKz 66 Vorsteuer: {_num(r.uniform(3200, 4600))}\n"
            f"Kz 83 Verbleibende Vorauszahlung: {_num(r.uniform(1200, 2400))}\nÜbermittelt durch: Steuerbüro Kaya & "
            f"Partner, Transferticket et{r.randint(10**9, 10**10 - 1)}")


def t_bwa(r, dt):
    return (f"{STB}\nBetriebswirtschaftliche Auswertung {dt:%m/%Y} - Späti Yıldırım\nUmsatzerlöse: "
            f"{_eur(r, 26000, 36000)}\nWareneinsatz: {_eur(r, 17000, 24000)}\nRohertrag: {_eur(r, 8000, 11000)}\n"
            f"Personalkosten: {_eur(r, 3600, 4200)}\nRaumkosten: 2.160,00 EUR\nVorläufiges Ergebnis: "
            f"{_eur(r, 900, 3100)}\nHinweis: Lotto-Provision unter Erlöse, Einsätze durchlaufend.")


def t_est_bescheid(r, dt, y=None):
    y = y or dt.year - 1
    return (f"Finanzamt Neukölln - Thiemannstraße 1, 12059 Berlin\nBescheid für {y} über Einkommensteuer und "
            f"Solidaritätszuschlag\nFrau Derya Yıldırım, Okerstraße 23, 12049 Berlin\nSteuernummer {STNR}\nEinkünfte "
            f"aus Gewerbebetrieb: {_eur(r, 31000, 44000)}\nSonderausgaben (Kranken-/Pflegeversicherung): "
            f"{_eur(r, 6200, 7600)}\nzu versteuerndes Einkommen: {_eur(r, 24000, 34000)}\nfestgesetzte "
            f"Einkommensteuer: {_eur(r, 3100, 5600)}\nbereits gezahlt: {_eur(r, 3000, 5000)}\nAbschlusszahlung/"
            f"Erstattung: siehe Abrechnung. Einspruchsfrist: ein Monat nach Bekanntgabe.")


def t_stb_brief(r, dt):
    y = dt.year - 1
    return (f"{STB}\nFrau Derya Yıldırım\nOkerstraße 23, 12049 Berlin\nBerlin, {_dd(dt)}\nJahresabschluss / EÜR "
            f"{y} und Einkommensteuererklärung {y}\nSehr geehrte Frau Yıldırım,\nfür die Erstellung benötigen wir noch: "
            f"alle Z-Berichte Oktober-Dezember {y}, das Kassenbuch Dezember, die LOTTO-Provisionsabrechnungen, die "
            f"Jahresbescheinigung der AOK Nordost und Belege zur Pflege Ihrer Mutter (Steuerermäßigung § 35a EStG).\n"
            f"Bitte bis {_dd(dt + timedelta(days=21))} vorbeibringen oder per DATEV Upload.\nMit freundlichen Grüßen\nNilgün Kaya")


def t_gewst(r, dt):
    return (f"Finanzamt Neukölln / Bezirksamt Neukölln - Steueramt\nGewerbesteuerbescheid {dt.year - 1}\nSteuernummer "
            f"{STNR}\nGewerbeertrag abgerundet: {_eur(r, 36000, 44000)}\nFreibetrag: 24.500,00 EUR\nSteuermessbetrag: "
            f"{_eur(r, 420, 680)}\nHebesatz Berlin 410 %\nGewerbesteuer: {_eur(r, 1700, 2800)}\nVorauszahlungen "
            f"ab Folgejahr vierteljährlich am 15.2./15.5./15.8./15.11.")


# --------------------------------------------------------------------------- Wohnung, Finanzen, Gesundheit (Areas)


def t_mieterhoehung(r, dt):
    return (f"Hausverwaltung Bremer & Söhne GmbH, Hermannstraße 231, 12049 Berlin\n{HOME}\nBerlin, {_dd(dt)}\n"
            f"Mieterhöhungsverlangen nach § 558 BGB - Wohnung Okerstraße 23, 3. OG rechts, 71 m²\nSehr geehrte Frau "
            f"Yıldırım,\nwir bitten Sie um Zustimmung zur Erhöhung der Nettokaltmiete von 612,40 EUR auf 668,90 EUR "
            f"ab dem übernächsten Monat. Begründung: Berliner Mietspiegel 2024, Feld H3.\nBitte senden Sie die "
            f"Zustimmungserklärung unterschrieben zurück.")


def t_bk_home(r, dt):
    return (f"Hausverwaltung Bremer & Söhne GmbH\nBetriebskostenabrechnung {dt.year - 1}\nMieterin: Derya Yıldırım, "
            f"Okerstraße 23, WE 11\nHeizkosten (Techem): {_eur(r, 700, 980)}\nKaltwasser: {_eur(r, 210, 330)}\n"
            f"Müll/Straßenreinigung: {_eur(r, 140, 210)}\nAufzug: {_eur(r, 90, 150)}\nSumme: {_eur(r, 2100, 2600)}\n"
            f"Vorauszahlung: 2.280,00 EUR\nErgebnis: {r.choice(['Guthaben', 'Nachzahlung'])} {_eur(r, 30, 260)}")


def t_vattenfall(r, dt):
    kwh = r.randint(1700, 2300)
    return (f"Vattenfall Europe Sales GmbH - Jahresabrechnung Strom\nKundennummer 8801 2275 41\n{HOME}\n"
            f"Zählernummer 1ESY1160 4471 22\nAbrechnungszeitraum {_dd(dt - timedelta(days=365))} - {_dd(dt)}\n"
            f"Verbrauch: {kwh} kWh\nArbeitspreis 36,12 ct/kWh, Grundpreis 13,95 EUR/Monat\nGesamtbetrag: "
            f"{_num(kwh * 0.3612 + 167.4)} EUR\nAbschläge bezahlt: {_eur(r, 600, 820)}\nNeuer Abschlag ab "
            f"{dt:%m/%Y}: {r.randint(56, 72)},00 EUR")


def t_rundfunk(r, dt):
    return (f"ARD ZDF Deutschlandradio Beitragsservice, 50656 Köln\nBeitragsnummer 512 345 678\n{HOME}\n"
            f"Zahlungsaufforderung / Festsetzung\nRundfunkbeitrag für die Wohnung: 18,36 EUR monatlich\nZeitraum "
            f"{dt:%m/%Y} bis {(dt + timedelta(days=89)):%m/%Y}: 55,08 EUR\nHinweis: Für die Betriebsstätte "
            f"Weserstraße 141 besteht ein separates Beitragskonto (Betriebsstättennr. 7 990 112 304).")


def t_o2(r, dt):
    return (f"o2 Telefónica - Rechnung {dt:%B %Y}\nKundennummer 6 0034 8812\nDerya Yıldırım, Okerstraße 23\n"
            f"o2 Home M DSL 100: 39,99 EUR\nMobilfunk o2 Mobile M (0176 44 871 203): 29,99 EUR\nGesamt: 69,98 EUR\n"
            f"Abbuchung vom Konto DE89 1005 0000 0190 3321 07 am {_dd(dt + timedelta(days=7))}.")


def t_hausrat(r, dt):
    return (f"HUK-COBURG - Hausratversicherung\nVersicherungsschein Nr. 540/{r.randint(100000, 999999)}-H\n{HOME}\n"
            f"Versicherte Wohnung: Okerstraße 23, 3. OG, 71 m²\nVersicherungssumme 46.150 EUR (650 EUR/m²)\n"
            f"inkl. Fahrraddiebstahl bis 1.000 EUR, Elementar: nein\nJahresbeitrag {_eur(r, 95, 140)}")


def t_konto(r, dt):
    lines = [f"{_dd(dt - timedelta(days=28 - i * 3))}  {t}  {v}" for i, (t, v) in enumerate([
        ("Miete Okerstr 23 Bremer & Söhne", "-812,40"), ("Vattenfall Abschlag", "-64,00"),
        ("AOK Nordost Beitrag", f"-{_num(r.uniform(640, 720))}"), ("Überweisung Späti Privatentnahme",
                                                                   f"+{_num(r.uniform(2200, 2800))}"),
        ("Pflegedienst Şifa Eigenanteil F. Yıldırım", f"-{_num(r.uniform(120, 260))}"),
        ("Rundfunk ARD ZDF", "-55,08"), ("o2 Telefónica", "-69,98"), ("REWE Sonnenallee", "-48,17"),
        ("Gehalt/Taschengeld Emre", "-100,00")])]
    return (f"Berliner Sparkasse - Kontoauszug {dt:%m/%Y} Nr. {dt.month}\nGirokonto DE89 1005 0000 0190 3321 07\n"
            f"Kontoinhaberin: Derya Yıldırım\n" + "\n".join(lines) + f"\nNeuer Saldo: {_eur(r, 900, 3800)}")


def t_konto_csv(r, dt):
    rows = ['"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Beguenstigter/Zahlungspflichtiger";"Betrag";"Waehrung"']
    pool = [("LASTSCHRIFT", "Miete WE 11 Okerstr 23", "Hausverwaltung Bremer & Soehne", -812.40),
            ("LASTSCHRIFT", "Abschlag Strom Kd 8801227541", "Vattenfall Europe Sales", -64.00),
            ("LASTSCHRIFT", "Beitrag freiw. Mitglied", "AOK Nordost", -688.52),
            ("GUTSCHRIFT", "Privatentnahme", "Derya Yildirim Spaeti", 2500.00),
            ("KARTENZAHLUNG", "REWE Markt Sonnenallee", "REWE", -37.85),
            ("LASTSCHRIFT", "Eigenanteil Pflege F. Yildirim", "Pflegedienst Sifa GmbH", -184.20),
            ("GUTSCHRIFT", "Kindergeld KG-Nr 142FK338812", "Bundesagentur fuer Arbeit Familienkasse", 259.00),
            ("UEBERWEISUNG", "Anzahlung Hotel Izmir", "Karsiyaka Palas Otel", -320.00)]
    for i in range(18):
        t, z, w, v = pool[i % len(pool)]
        d = (dt - timedelta(days=30 - i * 1.6)).strftime("%d.%m.%y")
        amt = f"{v:.2f}".replace(".", ",")
        rows.append(f'"DE89100500000190332107";"{d}";"{d}";"{t}";"{z}";"{w}";"{amt}";"EUR"')
    return "\n".join(rows) + "\n"


def t_aok(r, dt):
    return (f"AOK Nordost - Die Gesundheitskasse\n{HOME}\nVersichertennummer Y814032291\nBeitragsbescheid "
            f"{dt.year}\nSie sind als hauptberuflich Selbständige freiwillig versichert.\nBeitragspflichtige "
            f"Einnahmen (lt. Steuerbescheid): {_eur(r, 2900, 3500)} monatlich\nKrankenversicherung 14,6 % + "
            f"Zusatzbeitrag 3,5 %\nPflegeversicherung 4,2 % (Kinderlosenzuschlag entfällt)\nMonatlicher "
            f"Gesamtbeitrag: {_eur(r, 640, 740)}")


def t_zahnarzt(r, dt):
    return (f"Zahnarztpraxis Dr. Seda Güler, Karl-Marx-Straße 77, 12043 Berlin\nHeil- und Kostenplan\nPatientin: "
            f"Derya Yıldırım, geb. 14.03.1981, AOK Nordost\nBefund: 36 Krone insuffizient, 37 fehlt\nGeplant: "
            f"Brücke 35-37 vollverblendet\nGesamtkosten voraussichtlich: {_eur(r, 2100, 2900)}\nFestzuschuss "
            f"Krankenkasse (mit Bonus 70 %): {_eur(r, 900, 1100)}\nEigenanteil: {_eur(r, 1100, 1800)}")


def t_hausarzt(r, dt):
    return (f"Praxis Dr. med. Kemal Arslan, Facharzt für Allgemeinmedizin, Hermannstraße 140, 12051 Berlin\nBefund"
            f"bericht vom {_dd(dt)}\nPatientin: Derya Yıldırım, geb. 14.03.1981\nBlutdruck 148/94 mmHg, Langzeit-RR "
            f"Mittel 141/90\nLabor: Cholesterin 238 mg/dl, LDL 162, HbA1c 5,6 %, TSH normal\nEmpfehlung: Ramipril "
            f"2,5 mg 1-0-0, weniger Nachtschichten, Kontrolle in 3 Monaten.")


# --------------------------------------------------------------------------- Anne Pflege (Areas)


def t_pflegegrad(r, dt):
    return (f"AOK Nordost - Pflegekasse\n{ANNE}\nBescheid über Leistungen der Pflegeversicherung\nNach dem Gutachten "
            f"des Medizinischen Dienstes vom {_dd(dt - timedelta(days=20))} liegen die Voraussetzungen für Pflegegrad 3 "
            f"vor (Gesamtpunkte 58,75).\nLeistungen ab {_dd(dt - timedelta(days=50))}: Pflegesachleistung bis 1.497 EUR "
            f"mtl. oder Pflegegeld 599 EUR mtl., Entlastungsbetrag 131 EUR mtl.\nKombinationsleistung wurde gewählt.\n"
            f"Bevollmächtigte: Derya Yıldırım (Vorsorgevollmacht vom 03.02.2023).")


def t_md(r, dt):
    return (f"Medizinischer Dienst Berlin-Brandenburg\nGutachten zur Feststellung der Pflegebedürftigkeit\nVersicherte: "
            f"Fatma Yıldırım, geb. 01.07.1950, Weichselstraße 12, 12043 Berlin\nBegutachtung im Hausbesuch am "
            f"{_dd(dt)}, anwesend: Tochter Derya Yıldırım (Dolmetscherin)\nDiagnosen: Herzinsuffizienz NYHA III, "
            f"Diabetes mellitus Typ 2 insulinpflichtig, Gonarthrose beidseits\nModul 1 Mobilität: 9 Punkte\nModul 4 "
            f"Selbstversorgung: 21 Punkte\nModul 5 Krankheitsbezogene Anforderungen: 6 Punkte\nEmpfehlung: Pflegegrad "
            f"{r.choice([3, 4])}, Rollator, Duschhocker, Hausnotruf.")


def t_pflegedienst(r, dt):
    return (f"Ambulanter Pflegedienst Şifa GmbH - Karl-Marx-Straße 98, 12043 Berlin\nRechnung Nr. "
            f"{dt:%Y%m}-{r.randint(100, 499)}\nLeistungsmonat {dt:%m/%Y}\nPatientin: Fatma Yıldırım, Pflegegrad 3, AOK "
            f"Nordost Pflegekasse\nLK 1 Kleine Morgentoilette: {r.randint(26, 31)} x\nLK 11b Insulininjektion (SGB V): "
            f"{r.randint(55, 62)} x\nLK 15 Hauswirtschaftliche Versorgung: {r.randint(6, 9)} x\nGesamt: "
            f"{_eur(r, 1700, 2100)}\nAbgerechnet mit Pflegekasse: 1.047,90 EUR (70 % Sachleistung)\nEigenanteil "
            f"(Entlastungsbetrag verrechnet): {_eur(r, 90, 260)}")


def t_arztbrief(r, dt):
    return (f"Vivantes Klinikum Neukölln - Klinik für Innere Medizin - Kardiologie\nRudower Straße 48, 12351 Berlin\n"
            f"Entlassungsbrief\nPatientin: Fatma Yıldırım, geb. 01.07.1950\nStationär vom {_dd(dt - timedelta(days=8))} "
            f"bis {_dd(dt)}\nDiagnosen: akut dekompensierte Herzinsuffizienz, LVEF 35 %; Diabetes mellitus Typ 2; "
            f"arterielle Hypertonie\nTherapie: Furosemid i.v., Umstellung auf Sacubitril/Valsartan 24/26 mg 1-0-1\n"
            f"Empfehlung: tägliche Gewichtskontrolle, bei Zunahme > 2 kg in 3 Tagen Hausarzt; Kontrolle Kalium in 1 "
            f"Woche bei Dr. Arslan.\nMit freundlichen Grüßen, OA Dr. med. J. Brenner")


def t_medplan(r, dt):
    return (f"Bundeseinheitlicher Medikationsplan - Fatma Yıldırım, geb. 01.07.1950\nausgedruckt von Praxis Dr. "
            f"Arslan am {_dd(dt)}\nSacubitril/Valsartan 24/26 mg  1-0-1-0  Herz\nBisoprolol 2,5 mg  1-0-0-0  Herz\n"
            f"Furosemid 40 mg  1-0-0-0  Wasser\nMetformin 1000 mg  1-0-1-0  Zucker\nInsulin glargin  0-0-0-14 IE  "
            f"Zucker\nPantoprazol 20 mg  1-0-0-0  Magen")


def t_anne_note(r, dt):
    return (f"Anne - ilaçlar ({_dd(dt)})\nsabah: Bisoprolol, Furosemid (su hapı), Pantoprazol aç karnına, Metformin "
            f"yemekle\nakşam: Valsartan, Metformin\ngece: insülin 14 ünite (Şifa hemşiresi yapıyor)\nher sabah tartı! "
            f"{r.choice(['71,2', '71,8', '72,4'])} kg -> 2 kg artarsa Dr. Arslan ara\nRezept lazım: Metformin, "
            f"teststreifen (Accu-Chek)\nCuma 14:00 Fußpflege Podologie\nMurat pazar günü gidiyor, ben çarşamba")


def t_hausnotruf(r, dt):
    return (f"Hausnotruf Berlin-Süd gGmbH\nVertrag Hausnotruf Basis + Schlüsselhinterlegung\nTeilnehmerin: Fatma "
            f"Yıldırım, Weichselstraße 12, 3. OG\nKontaktpersonen: 1. Derya Yıldırım 0176 44 871 203, 2. Murat "
            f"Yıldırım 0157 3318 4420\nMonatlich 25,50 EUR (Pflegekasse übernimmt Basisleistung)\nSprache der "
            f"Teilnehmerin: Türkisch")


def t_verhinderung(r, dt):
    return (f"An die AOK Nordost - Pflegekasse\nAntrag auf Verhinderungspflege nach § 39 SGB XI\nPflegebedürftige: "
            f"Fatma Yıldırım, Versichertennr. S501072318, Pflegegrad 3\nZeitraum: 07.09.2026 bis 17.09.2026 "
            f"(Pflegeperson Derya Yıldırım auf Familienfeier in der Türkei)\nErsatzpflege durch: Ambulanter Pflege"
            f"dienst Şifa GmbH, zusätzliche Einsätze abends\nBerlin, {_dd(dt)}  Unterschrift als Bevollmächtigte")


def t_hoeher(r, dt):
    return (f"{HOME}\nAn die AOK Nordost - Pflegekasse\nBerlin, {_dd(dt)}\nAntrag auf Höherstufung des Pflegegrades "
            f"für meine Mutter Fatma Yıldırım\nSeit dem Krankenhausaufenthalt im Vivantes Klinikum Neukölln ist meine "
            f"Mutter nachts unruhig, kann nicht mehr allein duschen und braucht Hilfe beim Aufstehen. Bitte veranlassen "
            f"Sie eine neue Begutachtung durch den Medizinischen Dienst. Eine Vorsorgevollmacht liegt Ihnen vor.\n"
            f"Mit freundlichen Grüßen\nDerya Yıldırım")


# --------------------------------------------------------------------------- Emre (Areas)


def t_ausbildung(r, dt):
    return ("Berufsausbildungsvertrag (§§ 10, 11 BBiG)\nAusbildende: Hartmann Fördertechnik GmbH, Motzener Straße 31, "
            "12277 Berlin\nAuszubildender: Emre Yıldırım, geb. 19.04.2006, Okerstraße 23, 12049 Berlin\nAusbildungsberuf:"
            " Mechatroniker/in, Ausbildungsdauer 42 Monate: 01.09.2024 - 28.02.2028\nProbezeit 4 Monate\nBerufsschule: "
            "OSZ Technik Tempelhof, Blockunterricht\nVergütung: 1. Jahr 1.050 EUR, 2. Jahr 1.120 EUR, 3. Jahr 1.210 EUR, "
            "4. Jahr 1.290 EUR\nUrlaub 30 Arbeitstage\nEingetragen bei der IHK Berlin, Verzeichnis-Nr. A-24-118834")


def t_zeugnis_bs(r, dt):
    g = lambda: r.choice(["1", "2", "2", "3", "3", "4"])  # noqa: E731
    return (f"OSZ Technik Tempelhof - Berufsschule\nZeugnis {dt.year - 1}/{dt.year} (Halbjahr)\nEmre Yıldırım, Klasse "
            f"ME 24-2, Mechatroniker\nLF 3 Elektrische Schaltungen: {g()}\nLF 4 Energiefluss und Prozesse: {g()}\n"
            f"LF 5 Kommunikation mit Informationen: {g()}\nDeutsch/Kommunikation: {g()}\nWirtschafts- und Sozialkunde: "
            f"{g()}\nSport: 2\nFehltage: {r.randint(1, 6)}, davon unentschuldigt: 0")


def t_ihk_ap1(r, dt):
    return (f"IHK Berlin - Aus- und Weiterbildung\nEinladung zur Abschlussprüfung Teil 1 - Mechatroniker/in\nHerrn Emre "
            f"Yıldırım, Okerstraße 23, 12049 Berlin\nPrüflingsnummer 2611-0448\nArbeitsaufgabe: {_dd(dt + timedelta(days=40))},"
            f" 07:30 Uhr, ABZ Berlin-Reinickendorf\nSchriftliche Aufgabenstellungen: {_dd(dt + timedelta(days=47))}, "
            f"08:00 Uhr\nMitzubringen: Personalausweis, Taschenrechner, Schreibzeug, Sicherheitsschuhe.")


def t_kindergeld(r, dt):
    return (f"Bundesagentur für Arbeit - Familienkasse Berlin-Brandenburg\nKindergeld-Nr. 142FK338812\n{HOME}\n"
            f"Bescheid über Kindergeld für Emre Yıldırım, geb. 19.04.2006\nDas Kind befindet sich in Berufsausbildung "
            f"(Mechatroniker, Hartmann Fördertechnik GmbH) bis voraussichtlich 02/2028. Kindergeld wird weiter in Höhe "
            f"von 259 EUR monatlich gezahlt.\nBitte teilen Sie uns Änderungen (Abbruch, Ende der Ausbildung) sofort mit.")


def t_berichtsheft(r, dt):
    return (f"Ausbildungsnachweis (wöchentlich) - Emre Yıldırım, Mechatroniker, 2. Ausbildungsjahr\nWoche vom "
            f"{_dd(dt - timedelta(days=6))} bis {_dd(dt)}\nBetrieb: Montage Rollenbahn Typ RB-400, Sensorik "
            f"(induktive Näherungsschalter) angeschlossen, SPS S7-1200 Programm mit Ausbilder geändert, 5S in der "
            f"Werkstatt\nUnterweisung: Lockout/Tagout\nStunden: 38,5\nUnterschrift Ausbilder: M. Hartmann")


def t_verguetung(r, dt):
    return (f"Hartmann Fördertechnik GmbH\nAbrechnung der Ausbildungsvergütung {dt:%m/%Y}\nEmre Yıldırım, "
            f"Personalnr. 2041\nAusbildungsvergütung: 1.120,00 EUR\nSV-Abzüge: 234,64 EUR\nLohnsteuer: 0,00 EUR\n"
            f"Netto: 885,36 EUR\nVWL AG-Anteil: 13,29 EUR")


# --------------------------------------------------------------------------- Späti renovation (Projects)


def t_kaelte(r, dt):
    return (f"Kältetechnik Öztürk GmbH - Meisterbetrieb, Gradestraße 60, 12347 Berlin\nANGEBOT Nr. A-{dt:%y}-{r.randint(100, 399)}"
            f"\nDatum: {_dd(dt)}\nKunde: {SHOP}\nBauvorhaben: Umbau Verkaufsraum 2026\nPos 1: 3 x Glastür-Getränkekühl"
            f"schrank Liebherr FKv 5443, 544 l, LED, abschließbar - je 1.389,00 EUR\nPos 2: 1 x Tiefkühltruhe mit "
            f"Glasschiebedeckel (Eis) 390 l - 849,00 EUR\nPos 3: Demontage und Entsorgung der 3 Altgeräte (Kältemittel "
            f"R404A) - 290,00 EUR\nPos 4: Lieferung, Aufstellung, Inbetriebnahme - 180,00 EUR\nNetto: 5.486,00 EUR, "
            f"zzgl. 19 % USt 1.042,34 EUR\nGesamt: 6.528,34 EUR\nLieferzeit ca. 3 Wochen, Termin Aufstellung KW 26 "
            f"möglich. Gültig 30 Tage.")


def t_regal(r, dt, firm="Regalwerk Berlin GmbH, Oberlandstraße 26, 12099 Berlin"):
    return (f"{firm}\nAngebot Ladeneinrichtung - Späti Yıldırım, Weserstraße 141\nDatum: {_dd(dt)}\n"
            f"Wandregal-System Tegometall, Höhe 2.000 mm, Tiefe 400 mm, 9 lfm, mit Preisleistenprofil - "
            f"{_eur(r, 2800, 3600)}\nGondel doppelseitig 2 x 1.250 mm für Süßwaren/Chips - {_eur(r, 900, 1300)}\n"
            f"Tabakwarenschrank hinter Kasse mit Sichtschutz (Jugendschutz) - {_eur(r, 1400, 2100)}\n"
            f"Kassentresen 1.800 mm mit Lotto-Terminal-Ausschnitt - {_eur(r, 1600, 2300)}\nMontage 2 Monteure 1 Tag - "
            f"{_eur(r, 600, 900)}\nAlle Preise netto zzgl. USt. Aufmaß vor Ort erfolgte am {_dd(dt - timedelta(days=6))}.")


def t_elektro(r, dt):
    return (f"Elektro Brandt - Meisterbetrieb, Lenaustraße 8, 12047 Berlin\nKostenvoranschlag Nr. {r.randint(2600, 2699)}"
            f"\nObjekt: Ladenlokal Weserstraße 141, Späti Yıldırım\n- neue Unterverteilung mit 6 Stromkreisen, FI/LS "
            f"Schalter, je ein eigener Stromkreis für Kühlgeräte\n- 8 Steckdosen Aufputz im Kühlbereich\n- LED-Panels "
            f"Verkaufsraum 6 Stück, Lichtband Regale\n- Prüfung nach DGUV V3 inkl. Protokoll\nSumme netto: "
            f"{_eur(r, 3900, 4800)}\nAusführung während Schließzeit 22.-28.06.2026, 2 Tage.")


def t_vermieter_ok(r, dt):
    return (f"Hausverwaltung Petrick - Pannierstraße 9, 12047 Berlin\nFrau Derya Yıldırım, Späti Yıldırım\nBerlin, "
            f"{_dd(dt)}\nIhr Schreiben vom {_dd(dt - timedelta(days=12))}: Umbau Ladenlokal Weserstraße 141\nSehr geehrte "
            f"Frau Yıldırım,\ndie Eigentümerin stimmt dem Austausch der Kühlgeräte, der neuen Ladeneinrichtung und der "
            f"Erneuerung der Unterverteilung gemäß § 9 des Mietvertrages zu, unter der Bedingung, dass die Arbeiten von "
            f"einem eingetragenen Elektro-Meisterbetrieb ausgeführt werden und uns das Prüfprotokoll übergeben wird. Ein "
            f"Rückbau bei Mietende ist nicht erforderlich.\nMit freundlichen Grüßen, i.A. S. Petrick")


def t_budget(r, dt):
    return ("Posten;Firma;Angebot;Status;bezahlt\nKühlschränke 3x + Truhe;Kältetechnik Öztürk;6528,34;beauftragt;"
            "Anzahlung 1500\nRegale + Tresen;Regalwerk Berlin;9120,00;Angebot 1;-\nRegale + Tresen;Ladenbau Yılmaz;"
            "8460,00;Angebot 2 (ohne Tabakschrank);-\nElektrik;Elektro Brandt;5240,00;beauftragt;-\nMaler;Murat + "
            "Kuzen Oğuz;600,00;Material;-\nBoden Reinigung/Versiegelung;?;800,00;offen;-\nWerbung Wiedereröffnung;"
            "Flyer Druck;120,00;offen;-\nSumme;;~23.000;;\nKredit Sparkasse;;15.000;Angebot liegt vor;")


def t_umbau_note(r, dt):
    return ("UMBAU SPÄTI - TODO (Stand " + _dd(dt) + ")\n- Öztürk: Anzahlung überwiesen, Liefertermin 23.06. bestätigen\n"
            "- Regale: Regalwerk oder Yılmaz? Yılmaz billiger aber ohne Tabakschrank -> Nachfrage\n- Brandt braucht "
            "Schlüssel am 22.06. 7 Uhr\n- Lotto Berlin informieren: Terminal 1 Woche außer Betrieb (Tel. Außendienst "
            "Hr. Jablonski)\n- Aushang Kunden: 22.-28. Juni geschlossen\n- Ware vorher abverkaufen, keine Metro-Bestellung "
            "ab 15.06.\n- Minijobber Urlaub in der Woche\n- Kredit: Termin Sparkasse Fr. Lindner")


def t_kredit(r, dt):
    return (f"Berliner Sparkasse - Firmenkunden\nAngebot Investitionskredit\nKreditnehmerin: Derya Yıldırım, Späti "
            f"Yıldırım, Weserstraße 141\nVerwendungszweck: Modernisierung Ladenlokal (Kühltechnik, Ladeneinrichtung, "
            f"Elektro)\nKreditbetrag 15.000,00 EUR, Laufzeit 60 Monate, Sollzins fest 6,19 % p.a.\nMonatliche Rate "
            f"291,40 EUR, erste Rate {_dd(dt + timedelta(days=60))}\nSicherheiten: Sicherungsübereignung der Kühlgeräte"
            f"\nDas Angebot ist gültig bis {_dd(dt + timedelta(days=28))}.\nIhre Beraterin: Katrin Lindner")


def t_aushang(r, dt):
    return ("Liebe Kundinnen und Kunden,\nwegen UMBAU bleibt unser Späti vom 22. bis 28. Juni 2026 geschlossen.\n"
            "Ab Montag, 29. Juni, sind wir mit neuen Kühlschränken und mehr Auswahl wieder für euch da!\nDeğerli "
            "müşterilerimiz, tadilat nedeniyle 22-28 Haziran arası kapalıyız.\nEuer Team vom Späti Yıldırım")


def t_umbau_mail(r, dt):
    return (f"From: Elektro Brandt <info@elektro-brandt-berlin.de>\nTo: spaeti.yildirim@gmx.de\nDate: {dt:%a, %d %b %Y} "
            f"09:14:22 +0200\nSubject: AW: Termin Weserstraße 141 / Unterverteilung\n\nHallo Frau Yıldırım,\nwir haben "
            f"den 22. und 23.06. für Sie eingeplant. Am 22. muss der Strom im Laden ab 8 Uhr für ca. 5 Stunden "
            f"abgeschaltet werden, bitte die Ware aus den Kühlgeräten vorher in die Kühltruhe bei Ihrem Bruder oder "
            f"bei Öztürk zwischenlagern. Der Zählerschrank im Keller muss zugänglich sein (Schlüssel Hausverwaltung).\n"
            f"Mit freundlichen Grüßen\nThomas Brandt")


# --------------------------------------------------------------------------- Einbürgerung (Projects)


def t_lea(r, dt):
    return (f"Landesamt für Einwanderung Berlin - Abteilung S, Staatsangehörigkeit\nFriedrich-Krause-Ufer 24, 13353 Berlin"
            f"\nFrau Derya Yıldırım, geb. 14.03.1981, Okerstraße 23, 12049 Berlin\nBerlin, {_dd(dt)}\nEingangsbestätigung"
            f" - Antrag auf Einbürgerung\nIhr Online-Antrag vom 18.02.2026 ist eingegangen. Vorgangsnummer "
            f"S-EB-2026-0{r.randint(10000, 99999)}.\nDie Bearbeitungsdauer beträgt derzeit mehrere Monate. Bitte sehen "
            f"Sie von Sachstandsanfragen ab. Die Einbürgerungsgebühr von 255 EUR wird mit dem Bescheid erhoben.")


def t_lea_nachf(r, dt):
    return (f"Landesamt für Einwanderung Berlin - Staatsangehörigkeit\nBerlin, {_dd(dt)}\nAnforderung von Unterlagen - "
            f"Vorgang S-EB-2026-0{r.randint(10000, 99999)}\nSehr geehrte Frau Yıldırım,\nzur weiteren Bearbeitung "
            f"reichen Sie bitte innerhalb von 6 Wochen über das Online-Portal ein:\n1. Einkommensteuerbescheide der "
            f"letzten drei Jahre\n2. aktuelle BWA Ihres Gewerbebetriebes und Bestätigung des Steuerberaters\n3. "
            f"Versicherungsverlauf der Deutschen Rentenversicherung\n4. Nüfus kayıt örneği (vollständiger Personen"
            f"standsregisterauszug) mit deutscher Übersetzung\n5. Scheidungsurteil mit Rechtskraftvermerk")


def t_telc(r, dt):
    return (f"telc - language tests\nZertifikat Deutsch B1 / telc Deutsch B1\nDerya Yıldırım, geb. 14.03.1981 in Izmir"
            f"\nPrüfungszentrum: Volkshochschule Neukölln, Boddinstraße 34, 12053 Berlin\nPrüfungsdatum: 17.01.2026\n"
            f"Schriftliche Prüfung: 197,5 von 225 Punkten\nMündliche Prüfung: 68 von 75 Punkten\nGesamtergebnis: "
            f"bestanden (B1)\nZertifikats-Nr. 2601-B1-0031544")


def t_test(r, dt):
    return ("Bundesamt für Migration und Flüchtlinge\nBescheinigung über den Test \"Leben in Deutschland\" / "
            "Einbürgerungstest\nFrau Derya Yıldırım, geb. 14.03.1981\nTestdatum: 24.03.2026, Prüfstelle VHS "
            "Neukölln\nErgebnis: 31 von 33 Fragen richtig beantwortet.\nDamit sind Kenntnisse der Rechts- und "
            "Gesellschaftsordnung und der Lebensverhältnisse in Deutschland nachgewiesen.")


def t_nuefus(r, dt):
    return ("Beglaubigte Übersetzung aus dem Türkischen\nRepublik Türkei - Ministerium des Innern - Generaldirektion für "
            "Personenstandswesen\nVollständiger Personenstandsregisterauszug (Nüfus kayıt örneği)\nProvinz: Izmir, "
            "Kreis: Karşıyaka, Band 42, Familienblatt 118\nYıldırım, Derya - Vater Hasan, Mutter Fatma - geb. "
            "14.03.1981 Karşıyaka - Familienstand: geschieden (2013)\nSohn: Emre, geb. 19.04.2006 Berlin\nVermerk: "
            "Vater Hasan verstorben 09.11.2022\nDie Übereinstimmung mit der Vorlage wird bestätigt. Berlin, "
            f"{_dd(dt)}\nAyten Demir, vom Landgericht Berlin ermächtigte Übersetzerin für die türkische Sprache")


def t_eb_check(r, dt):
    return ("Einbürgerung - Checkliste\n[x] Online-Antrag LEA (18.02.)\n[x] telc B1 Zertifikat (Januar)\n"
            "[x] Einbürgerungstest 31/33 (24.03.)\n[x] Reisepass + Aufenthaltstitel Kopie\n[ ] Nüfus kayıt örneği - "
            "Konsulat Termin! (e-Devlet geht auch, Übersetzung Ayten Hanım)\n[ ] Steuerbescheide 2023, 2024, 2025 "
            "(2025 fehlt noch, Nilgün fragen)\n[ ] Rentenversicherungsverlauf DRV anfordern\n[ ] Scheidungsurteil "
            "Rechtskraftvermerk - wo ist das Original?? Ordner Keller\n[ ] Bescheinigung Steuerberater Lebensunterhalt"
            "\nNot: türk vatandaşlığı kalıyor (çifte vatandaşlık 2024'ten beri serbest)")


def t_lebenslauf(r, dt):
    return ("Lebenslauf\nDerya Yıldırım, geb. 14.03.1981 in Izmir (Türkei), türkische Staatsangehörige\n1990 Einreise "
            "nach Berlin (Familiennachzug)\n1991-1997 Schule in Berlin-Neukölln, Abschluss: erweiterter Hauptschul"
            "abschluss\n1997-2000 Ausbildung zur Kauffrau im Einzelhandel, Kaiser's Tengelmann\n2000-2008 Verkäuferin "
            "Einzelhandel\n2008-2017 Backhaus Krüger GmbH, Verkäuferin, ab 2012 Filialleiterin\nseit 04/2017 "
            "selbständig: Späti Yıldırım (Sonnenallee 87, seit 08/2020 Weserstraße 141)\nSprachen: Deutsch, Türkisch")


def t_eb_mail(r, dt):
    return (f"From: noreply@service.berlin.de\nTo: derya.yildirim81@gmx.de\nDate: {dt:%a, %d %b %Y} 16:02:11 +0100\n"
            f"Subject: Ihr Antrag auf Einbürgerung wurde übermittelt\n\nSehr geehrte Frau Yıldırım,\nIhr Antrag "
            f"\"Einbürgerung - Online-Antrag\" wurde am 18.02.2026 erfolgreich an das Landesamt für Einwanderung "
            f"übermittelt. Hochgeladene Dokumente: Reisepass.pdf, Aufenthaltstitel.pdf, telc_B1.pdf, "
            f"Steuerbescheid_2024.pdf.\nDies ist eine automatisch erstellte Nachricht.")


def t_fragen(r, dt):
    return ("Leben in Deutschland - Übungsfragen (meine schweren)\n21. Wer wählt den Bundeskanzler? -> der Bundestag\n"
            "53. Was ist die Aufgabe der Opposition? -> die Regierung kontrollieren\n97. Wie viele Bundesländer? -> 16\n"
            "Berlin 1: Welches Wappen gehört zu Berlin? -> Bär\n131. Wann war der Mauerfall? -> 1989\n"
            "Pflicht: Schulpflicht, Steuern zahlen... Mindestalter Wahl Bundestag 18\nNOT: testte 33 soru, 17 doğru "
            "yeter ama ben hepsini çalışıyorum")


# --------------------------------------------------------------------------- Hochzeit Izmir (Projects)


def t_flug(r, dt):
    return (f"SunExpress - Buchungsbestätigung / Booking confirmation\nBuchungsnummer {r.choice(['K7QX4P', 'H2M9RT'])}\n"
            f"Gebucht am {_dd(dt)}\nPassagiere: YILDIRIM/DERYA MS, YILDIRIM/EMRE MR\nHinflug XQ 731 Berlin BER - Izmir "
            f"ADB, 08.09.2026 06:10 - 10:05\nRückflug XQ 732 Izmir ADB - Berlin BER, 16.09.2026 11:05 - 13:15\nTarif "
            f"SunClassic, 23 kg Gepäck p.P.\nGesamtpreis: 689,96 EUR, bezahlt per Kreditkarte")


def t_hotel(r, dt):
    return (f"Karşıyaka Palas Otel - Rezervasyon Onayı / Reservation\nMisafir: Derya Yıldırım + 1\nGiriş: 08.09.2026, "
            f"Çıkış: 16.09.2026 (8 gece)\nOda: Deniz manzaralı çift kişilik, kahvaltı dahil\nFiyat: 2.950 TL / gece, "
            f"toplam 23.600 TL\nKapora: 320 EUR alındı ({_dd(dt)})\nAdres: Cemal Gürsel Cad., Karşıyaka / Izmir")


def t_gaeste(r, dt):
    return ("Can & Elif - Düğün 12 Eylül 2026 - Berlin'den gelenler\nDerya + Emre (otel Karşıyaka Palas)\nMurat + "
            "Sevgi + Can (damat!) + Deniz\nAnne gelemiyor (Pflegedienst + Verhinderungspflege)\nTeyze Nermin + "
            "Ercan Enişte (Hamburg)\nKuzen Oğuz + Yasemin + 2 çocuk\nToplam Berlin/Hamburg: 13 kişi\nKına gecesi 10 "
            "Eylül - kadınlar: ben, Sevgi, Nermin, Yasemin, Deniz\nDüğün salonu: Kordon Düğün Salonu, Alsancak, 19:00")


def t_hediye(r, dt):
    return ("Hediye listesi - Can & Elif\n- çeyrek altın x 4 (Kuyumcu Sonnenallee, ~ 180 EUR tanesi)\n- bilezik gelin "
            "için (Murat ile ortak) 22 ayar\n- Emre: saat?\n- Sevgi için kına tepsisi, mumlar\n- Elif'in annesine çiçek/"
            "lokum Berlin'den\nBütçe altın: 1.100 EUR - Metro'dan değil, kuyumcu fatura al")


def t_hochzeit_budget(r, dt):
    return ("Posten;Betrag EUR;bezahlt\nFlüge SunExpress 2 Pers.;689,96;ja\nHotel 8 Nächte;~520;Anzahlung 320\n"
            "Kleid Kına (Bindallı mieten Izmir);90;nein\nKleid Hochzeit;249,00;ja\nAltın / Gold;1100;nein\n"
            "Friseur Izmir;40;nein\nTaxi/Mietwagen;150;nein\nVerhinderungspflege Anne (Eigenanteil?);?;Antrag\n"
            "Summe;~2.840;")


def t_kleid(r, dt):
    return (f"Bestellbestätigung - Abendkleider Karl-Marx-Straße (Gelinlik & Abiye Sultan)\nKundin: Derya Yıldırım\n"
            f"Datum: {_dd(dt)}\nArtikel: Abendkleid lang, Chiffon smaragdgrün, Gr. 40, Änderung Saum -4 cm\nPreis "
            f"249,00 EUR (bezahlt)\nAbholung ab {_dd(dt + timedelta(days=21))} - Anprobe mitbringen: Schuhe mit Absatz")


def t_can_mail(r, dt):
    return (f"From: Can Yıldırım <can.yildirim99@gmail.com>\nTo: Derya Yıldırım <derya.yildirim81@gmx.de>\nDate: "
            f"{dt:%a, %d %b %Y} 21:37:05 +0300\nSubject: Düğün programı\n\nHalacığım merhaba,\nprogram kesinleşti: 10 "
            f"Eylül kına gecesi Elif'lerin evinin bahçesinde (Bostanlı), 11 Eylül nikah Karşıyaka Evlendirme Dairesi "
            f"14:30, 12 Eylül düğün Kordon Düğün Salonu 19:00.\nBabaannem gelemiyor biliyorum, video call yaparız.\n"
            f"Otel için indirim kodu: CANELIF26. Sizi çok seviyorum!\nCan")


# --------------------------------------------------------------------------- Archive


def t_bk_vertrag(r, dt):
    return ("Arbeitsvertrag\nzwischen Backhaus Krüger GmbH, Verwaltung Ringbahnstraße 40, 12099 Berlin, und Frau Derya "
            "Yıldırım, Okerstraße 23, 12049 Berlin\nBeginn: 01.03.2008, Tätigkeit: Verkäuferin in der Filiale "
            "Hermannplatz, 30 Std./Woche im Schichtdienst ab 05:30 Uhr\nVergütung: 1.540 EUR brutto, Tarif Bäckerhandwerk"
            " Berlin-Brandenburg\nProbezeit 6 Monate, Urlaub 26 Werktage\nHygieneschulung nach IfSG vor Arbeitsbeginn")


def t_bk_zeugnis(r, dt):
    return ("Backhaus Krüger GmbH - Arbeitszeugnis\nFrau Derya Yıldırım, geb. 14.03.1981, war vom 01.03.2008 bis "
            "31.03.2017 in unserem Unternehmen tätig, zunächst als Verkäuferin, ab 01.05.2012 als Filialleiterin der "
            "Filiale Hermannplatz mit sechs Mitarbeiterinnen.\nSie führte die Filiale stets zu unserer vollsten "
            "Zufriedenheit, verantwortete Bestellung, Personaleinsatzplanung und Kassenabrechnung.\nFrau Yıldırım "
            "verlässt uns auf eigenen Wunsch, um sich selbständig zu machen. Wir wünschen ihr alles Gute.\nBerlin, "
            "31.03.2017, Personalabteilung")


def t_bk_kuend(r, dt):
    return (f"{HOME}\nAn Backhaus Krüger GmbH, Personalabteilung, Ringbahnstraße 40, 12099 Berlin\nBerlin, 20.12.2016\n"
            "Kündigung meines Arbeitsverhältnisses\nHiermit kündige ich mein Arbeitsverhältnis fristgerecht zum "
            "31.03.2017. Bitte stellen Sie mir ein qualifiziertes Arbeitszeugnis aus. Resturlaub 8 Tage bitte im März."
            "\nMit freundlichen Grüßen\nDerya Yıldırım, Filialleiterin Hermannplatz")


def t_bk_lohn(r, dt):
    return (f"Backhaus Krüger GmbH - Verdienstabrechnung {dt:%m/%Y}\nPersonalnr. 10877 Yıldırım, Derya, Filialleitung "
            f"Hermannplatz, Steuerklasse 2\nGrundlohn: 2.180,00 EUR\nFilialleiterzulage: 150,00 EUR\nZuschlag Sonntag: "
            f"{_eur(r, 80, 160)}\nNetto: {_eur(r, 1590, 1720)}")


def t_bk_dienst(r, dt):
    rows = ["KW;Mo;Di;Mi;Do;Fr;Sa;So"]
    for kw, who in ((5, "Derya"), (6, "Derya"), (7, "Sabine"), (8, "Derya")):
        rows.append(f"{kw};{who} 5:30-13;{who} 5:30-13;frei;Gül 5:30-13;{who} 12-19;{who} 6-14;Petra 7-12")
    return "Dienstplan Filiale Hermannplatz Feb 2016\n" + "\n".join(rows)


def t_sa_miet(r, dt):
    return ("Gewerbemietvertrag - Ladenlokal Sonnenallee 87, 12045 Berlin, EG, ca. 48 m²\nVermieter: Erbengemeinschaft "
            "Lorenz, vertr. durch Hausverwaltung Schulte & Co.\nMieterin: Derya Yıldırım (Späti)\nBeginn 01.04.2017, "
            "Laufzeit 3 Jahre mit Option\nMiete 1.150 EUR netto kalt zzgl. NK 190 EUR\nKaution 3.450 EUR bar")


def t_sa_kuend(r, dt):
    return ("Derya Yıldırım - Späti, Sonnenallee 87, 12045 Berlin\nAn Hausverwaltung Schulte & Co.\nBerlin, "
            "28.01.2020\nKündigung Gewerbemietvertrag Ladenlokal Sonnenallee 87\nhiermit kündige ich das Mietverhältnis "
            "fristgerecht zum 31.07.2020 und bitte um einen Termin für die Übergabe sowie um Abrechnung der Kaution.\n"
            "Mit freundlichen Grüßen, D. Yıldırım")


def t_sa_uebergabe(r, dt):
    return ("Übergabeprotokoll Gewerbeeinheit Sonnenallee 87, EG\nDatum: 31.07.2020, 10:00 Uhr\nAnwesend: Fr. Yıldırım "
            "(Mieterin), Hr. Schulte (HV)\nSchlüssel zurück: 3 Ladenschlüssel, 1 Rolltor, 1 Keller\nZählerstände: Strom "
            "48 213 kWh, Wasser 512,4 m³\nMängel: Bohrlöcher Wand Kühlbereich (werden verspachtelt), Rolltor-Motor ok\n"
            "Räume besenrein übergeben. Unterschriften beider Parteien.")


def t_sa_kaution(r, dt):
    return ("Hausverwaltung Schulte & Co.\nAbrechnung der Mietkaution - Sonnenallee 87, Mieterin D. Yıldırım\nKaution "
            "3.450,00 EUR zzgl. Zinsen 3,12 EUR\nabzgl. Nebenkostennachzahlung 2020: 214,60 EUR\nabzgl. Malerarbeiten "
            "Bohrlöcher: 180,00 EUR\nAuszahlung: 3.058,52 EUR am 14.12.2020 auf Konto DE89 ... 3321 07")


def t_umzug(r, dt):
    return ("Umzug Späti Sonnenallee -> Weserstraße (Juli 2020)\n- Transporter Robben & Wientjes 2 Tage\n- Kühlschränke "
            "mit Öztürk transportieren (nicht kippen!)\n- Lotto-Terminal: LOTTO Berlin Umstellung 01.08.\n- Gewerbe "
            "ummelden Bezirksamt\n- Kasse Vectron: neue Adresse im Bon-Kopf\n- Schild Sonnenallee abbauen, Kunden "
            "informieren: 'Wir ziehen um - 400 m weiter!'")


def t_erbschein(r, dt):
    return ("Amtsgericht Schöneberg - Nachlassgericht\nGeschäftsnummer 62 VI 1418/22\nErbschein\nEs wird bezeugt, dass "
            "der am 09.11.2022 in Berlin verstorbene Hasan Yıldırım, geb. 05.05.1948, zuletzt wohnhaft Weichselstraße 12, "
            "12043 Berlin, beerbt worden ist von:\n1. Fatma Yıldırım, Ehefrau - zu 1/2\n2. Derya Yıldırım, Tochter - zu "
            "1/4\n3. Murat Yıldırım, Sohn - zu 1/4\nBerlin, 16.03.2023, Rechtspflegerin")


def t_veraset(r, dt):
    return ("T.C. Karşıyaka 2. Sulh Hukuk Mahkemesi\nDosya No: 2023/412 Esas, Karar No: 2023/388\nMirasçılık Belgesi "
            "(Veraset İlamı)\nMuris: Hasan Yıldırım, 05.05.1948 doğumlu, 09.11.2022 tarihinde Berlin'de vefat etti.\n"
            "Mirasçılar: eşi Fatma Yıldırım 1/4 (TMK 499), kızı Derya Yıldırım 3/8, oğlu Murat Yıldırım 3/8\nTaşınmaz: "
            "Karşıyaka, Bahariye Mah., 1842 ada 7 parsel, 3. kat daire\nKarar kesinleşmiştir.")


def t_tapu(r, dt):
    return ("Satış - Tapu Müdürlüğü Karşıyaka, 12.06.2024\nSatılan: Bahariye Mah. 1842 ada 7 parsel, 3. kat 6 nolu "
            "bağımsız bölüm\nSatıcılar (varisler): Fatma, Derya, Murat Yıldırım (vekil: Av. Serdar Koç)\nAlıcı: Gökhan "
            "Aksoy\nSatış bedeli: 4.150.000 TL\nDerya payı 3/8 -> 1.556.250 TL, Berlin'e transfer Ziraat Bankası -> "
            "Berliner Sparkasse 19.07.2024\nNot: Almanya'da vergi yok (Privatverkauf > 10 Jahre), Nilgün Hanım teyit etti")


def t_erbausein(r, dt):
    return ("Erbauseinandersetzungsvertrag\nNachlass Hasan Yıldırım, gest. 09.11.2022\nDie Miterben Fatma, Derya und "
            "Murat Yıldırım vereinbaren:\n1. Das Guthaben Berliner Sparkasse (Nachlasskonto) 18.412,77 EUR erhält Fatma "
            "Yıldırım allein.\n2. Der Erlös aus dem Verkauf der Wohnung in Karşıyaka wird nach den türkischen Erbquoten "
            "verteilt.\n3. Der Pkw VW Passat B-HY 1948 geht an Murat Yıldırım gegen Ausgleich von 1.500 EUR an Derya.\n"
            "4. Damit ist der Nachlass vollständig auseinandergesetzt.\nBerlin, 02.09.2024 - Unterschriften")


def t_nachlass_mail(r, dt):
    return ("From: Derya Yıldırım <derya.yildirim81@gmx.de>\nTo: Murat Yıldırım <murat.yldrm@web.de>\nDate: Tue, 24 Sep "
            "2024 22:41:09 +0200\nSubject: Babamın mirası - bitti\n\nMurat,\nSparkasse Nachlasskonto kapandı, Anne'nin "
            "payı onun hesabına geçti. Tapu parası da bölüştürüldü, son 1.500 EUR Passat farkı geldi, teşekkürler.\n"
            "Evrakları 'Baba Nachlass' klasörüne koydum, asılları Anne'nin dolabında.\nAllah rahmet eylesin.\nAbla")


def t_sterbe(r, dt):
    return ("Standesamt Neukölln von Berlin\nSterbeurkunde\nHasan Yıldırım, geb. 05.05.1948 in Ödemiş/Türkei, verstorben "
            "am 09.11.2022 in Berlin-Neukölln, Vivantes Klinikum Neukölln\nletzter Wohnsitz: Weichselstraße 12, 12043 Berlin"
            "\nEhegatte: Fatma Yıldırım geb. Şahin\nBerlin, 14.11.2022")


def t_antalya_booking(r, dt):
    return ("TUI - Reisebestätigung / Rechnung\nBuchungsnr. 4471-883-21\nReisende: Derya Yıldırım, Emre Yıldırım\n"
            "Flug: Corendon XC 6421 BER-AYT 10.08.2025 05:50, Rückflug XC 6422 AYT-BER 17.08.2025 12:20\nHotel: "
            "Side Sungate Resort, Side/Antalya, Doppelzimmer Meerblick, All Inclusive, 7 Nächte\nTransfer inklusive\n"
            "Reisepreis gesamt: 1.846,00 EUR, Anzahlung 369,20 EUR, Restzahlung bis 11.07.2025")


def t_antalya_pack(r, dt):
    return ("Antalya - mitnehmen\nReisepass beide (Emre läuft ab 2026!)\nSonnencreme 50, Kopfschmerztabletten\n"
            "Ladegerät, Powerbank\nAnne'ye hediye getir: lokum değil, havlu + zeytinyağı sabunu\nMurat Späti allein: "
            "Metro-Liste hinlegen, Jonas Fr/Sa, Aylin So")


def t_vcf(r, dt):
    return ("BEGIN:VCARD\nVERSION:2.1\nN:Yıldırım;Murat;;;\nTEL;CELL:+4915733184420\nEND:VCARD\nBEGIN:VCARD\nVERSION:2.1\n"
            "N:Metro;Berlin Friedrichshain;;;\nTEL;WORK:+4930297710\nEND:VCARD\nBEGIN:VCARD\nVERSION:2.1\nN:Schulte;"
            "Hausverwaltung;;;\nNOTE:Sonnenallee 87 Laden\nTEL;WORK:+49306258811\nEND:VCARD\n")


# --------------------------------------------------------------------------- Resources


RECIPES = {
    "Mercimek Çorbası": "1 su bardağı kırmızı mercimek, 1 soğan, 1 havuç, 1 patates, 1 yemek kaşığı salça, 6 su bardağı "
                        "su, tuz, kimyon, nane. Soğanı tereyağında kavur, hepsini 25 dk pişir, blenderdan geçir, "
                        "üstüne pul biberli tereyağı.",
    "Sarma (Annemin)": "Asma yaprağı 1 kavanoz, 2 su bardağı pirinç, 3 soğan rendelenmiş, zeytinyağı, kuş üzümü, dolmalık "
                       "fıstık, nane, tarçın, limon. Kısık ateşte 45 dk, soğuk servis.",
    "Su Böreği": "Yufka hamuru: 4 yumurta, 500 g un, tuz. 8 kat, haşla, arası peynir + maydanoz, tereyağı. 180 °C 40 dk.",
    "Linsensuppe für den Laden": "Große Menge für 20 Portionen to go: 1 kg rote Linsen, 3 Zwiebeln, 3 Karotten, 2 EL "
                                 "Tomatenmark, 5 l Brühe. Becher 0,4 l à 3,50 EUR.",
}

ARTICLES = {
    ("Späti", "Merkblatt Kassensicherungsverordnung TSE.pdf"):
        "Merkblatt: Kassensicherungsverordnung (KassenSichV)\nElektronische Aufzeichnungssysteme müssen durch eine "
        "zertifizierte technische Sicherheitseinrichtung (TSE) geschützt sein. Belegausgabepflicht seit 01.01.2020. "
        "Mitteilungspflicht über ELSTER seit 01.01.2025 für alle Kassen. Aufbewahrung 10 Jahre. Kassennachschau "
        "ohne Vorankündigung möglich.",
    ("Personal", "Mindestlohn 2026 Minijob 603 Euro.pdf"):
        "Informationsblatt Minijob-Zentrale: Ab 1. Januar 2026 beträgt der gesetzliche Mindestlohn 13,90 EUR pro "
        "Stunde. Die Geringfügigkeitsgrenze steigt dynamisch auf 603 EUR im Monat. Arbeitgeber müssen Beginn, Ende "
        "und Dauer der Arbeitszeit spätestens am 7. Tag aufzeichnen.",
    ("Anne Pflege", "Ratgeber Pflegeleistungen 2026.pdf"):
        "Ratgeber Pflege 2026 - Leistungen im Überblick\nPflegegeld Pflegegrad 2: 347 EUR, 3: 599 EUR, 4: 800 EUR, 5: "
        "990 EUR. Pflegesachleistung PG 3: 1.497 EUR. Entlastungsbetrag 131 EUR. Gemeinsamer Jahresbetrag für "
        "Verhinderungs- und Kurzzeitpflege 3.539 EUR. Antrag formlos bei der Pflegekasse.",
}

BOOKS = [("Kürk Mantolu Madonna", "Sabahattin Ali", "tr", "Raif Efendi'nin defterinden: Berlin'de bir sergide..."),
         ("Çalıkuşu", "Reşat Nuri Güntekin", "tr", "Feride, İstanbul'da Notre Dame de Sion'da okuyan bir kızdı..."),
         ("Der Prozess", "Franz Kafka", "de", "Jemand musste Josef K. verleumdet haben, denn ohne dass er etwas "
                                             "Böses getan hätte, wurde er eines Morgens verhaftet."),
         ("Die Verwandlung", "Franz Kafka", "de", "Als Gregor Samsa eines Morgens aus unruhigen Träumen erwachte..."),
         ("İnce Memed", "Yaşar Kemal", "tr", "Toroslar'ın eteklerinden başlar, ta denize kadar iner...")]

SONGS = [("Gülümse", "Sezen Aksu", "Gülümse"), ("Şımarık", "Tarkan", "Ölürüm Sana"),
         ("Affet", "Müslüm Gürses", "Aşk Tesadüfleri Sever"), ("Dönence", "Barış Manço", "Mega Hit"),
         ("Bir Günah Gibi", "Ajda Pekkan", "Ajda 2006"), ("Mavi Mavi", "İbrahim Tatlıses", "Halay Hits"),
         ("Yüksek Yüksek Tepelere", "Ahmet Kaya", "Halay Hits"), ("Haydi Söyle", "İbrahim Tatlıses", "Halay Hits"),
         ("Firuze", "Sezen Aksu", "Firuze")]


def t_datenblatt(r, dt):
    return ("Liebherr FKv 5443 Premium - Technisches Datenblatt\nGetränkekühlschrank mit Glastür, Umluftkühlung\n"
            "Bruttoinhalt 544 l, Außenmaße H/B/T 1.684 / 750 / 730 mm\nTemperaturbereich +1 °C bis +15 °C\nEnergie"
            "effizienzklasse C, Energieverbrauch 1,13 kWh/24h\nKältemittel R 600a, Geräuschpegel 48 dB(A)\nLED-Innen"
            "beleuchtung, Schloss, 5 Gitterroste belastbar bis 45 kg")


def t_manual(title, body):
    return lambda r, dt: f"{title}\n{body}"


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
            return _pdf(_latin1(_tr(content)))
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

    def day(age: float):
        return NOW - timedelta(days=age)

    def img(age: float, fmt: str = "IMG_%Y%m%d_%H%M%S") -> str:
        return (day(age) + timedelta(seconds=r.randint(28_000, 80_000))).strftime(fmt)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    MZ = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff"

    # ------------------------------------------------------------ Documents/Späti (Areas Späti)
    s = "Documents/Späti"
    for age in (3, 10, 17, 24, 38, 52, 66, 80, 101, 123):
        add(f"{s}/Metro Rechnungen/2026/Metro {day(age):%Y-%m-%d}.pdf", A, "Späti", age, t_metro)
    for age in (170, 205, 240, 290, 330, 365, 410, 455):
        add(f"{s}/Metro Rechnungen/2025/Metro {day(age):%Y-%m-%d}.pdf", A, "Späti", age, t_metro)
    for i, age in enumerate((6, 34, 62)):
        add(f"{s}/Öz Anadolu/Fatura {day(age):%Y-%m-%d}.pdf", A, "Späti", age, t_oz)
    for i, age in enumerate((1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14)):
        n = 2398 - age
        add(f"{s}/Kasse/Z-Berichte 2026/Z-Bericht {n} {day(age):%d.%m}.pdf", A, "Späti", age,
            lambda r, dt, n=n: t_z(r, dt, n))
    add(f"{s}/Kasse/Kassenbuch 2026-04.xlsx", A, "Späti", 30, t_kassenbuch)
    add(f"{s}/Kasse/Kassenbuch 2026-05.xlsx", A, "Späti", 1, t_kassenbuch)
    add(f"{s}/Mietvertrag Laden/Gewerbemietvertrag Weserstr 141.pdf", A, "Späti", 2140, t_lease)
    add(f"{s}/Mietvertrag Laden/Betriebskostenabrechnung 2025.pdf", A, "Späti", 48, t_nk_shop)
    add(f"{s}/Lotto/Annahmestellenvertrag LOTTO Berlin.pdf", A, "Späti", 2150, t_lotto_vertrag)
    for age in (2, 33, 63, 94, 122):
        add(f"{s}/Lotto/Provision {day(age + 3):%Y-%m}.pdf", A, "Späti", age, t_lotto_prov)
    add(f"{s}/Gewerbe/Gewerbe-Ummeldung 2020.pdf", A, "Späti", 2141, t_gewerbe)
    add(f"{s}/Gewerbe/IHK Beitrag 2026.pdf", A, "Späti", 75, t_ihk)
    add(f"{s}/Versicherung/Signal Iduna Geschäftsinhalt.pdf", A, "Späti", 240, t_shop_ins)
    add("Desktop/Bestellliste Metro.txt", A, "Späti", 2, t_order_note)

    # ------------------------------------------------------------ Personal (Areas)
    pe = f"{s}/Personal"
    add(f"{pe}/Arbeitsvertrag Jonas Keller.docx", A, "Personal", 410, lambda r, dt: t_minijob(r, dt))
    add(f"{pe}/Arbeitsvertrag Aylin Koç.docx", A, "Personal", 180,
        lambda r, dt: t_minijob(r, dt, "Aylin Koç", "17.11.2004"))
    for age in (5, 35):
        add(f"{pe}/Minijob-Zentrale/Beitragsnachweis {day(age):%Y-%m}.pdf", A, "Personal", age, t_minijob_z)
    add(f"{pe}/Stundenzettel Mai.xlsx", A, "Personal", 1, t_stunden)
    for age in (2, 32):
        add(f"{pe}/Lohn/Lohnabrechnung Murat {day(age):%Y-%m}.pdf", A, "Personal", age, t_lohn)
    add(f"{pe}/Lohn/Lohnabrechnung Aylin {day(2):%Y-%m}.pdf", A, "Personal", 2, lambda r, dt: t_lohn(r, dt, "Aylin Koç"))

    # ------------------------------------------------------------ Steuer (Areas)
    st = "Documents/Steuer"
    for age in (10, 40, 71, 101, 132, 163):
        add(f"{st}/USt-VA/UStVA {day(age + 12):%Y-%m}.pdf", A, "Steuern", age, t_ustva)
    for age in (12, 42, 73, 103):
        add(f"{st}/BWA/BWA {day(age + 15):%Y-%m}.pdf", A, "Steuern", age, t_bwa)
    add(f"{st}/Steuerbescheide/ESt-Bescheid 2023.pdf", A, "Steuern", 560, lambda r, dt: t_est_bescheid(r, dt, 2023))
    add(f"{st}/Steuerbescheide/ESt-Bescheid 2024.pdf", A, "Steuern", 190, lambda r, dt: t_est_bescheid(r, dt, 2024))
    add(f"{st}/Steuerbescheide/Gewerbesteuerbescheid 2024.pdf", A, "Steuern", 185, t_gewst)
    add(f"{st}/Steuerbüro Kaya Unterlagen 2025.pdf", A, "Steuern", 40, t_stb_brief)

    # ------------------------------------------------------------ Wohnung, Bank, Gesundheit (Areas)
    w = "Documents/Wohnung"
    add(f"{w}/Miete/Mieterhöhung 2025.pdf", A, "Wohnung", 300, t_mieterhoehung)
    add(f"{w}/Miete/Betriebskostenabrechnung 2024.pdf", A, "Wohnung", 520, t_bk_home)
    add(f"{w}/Miete/Betriebskostenabrechnung 2025.pdf", A, "Wohnung", 155, t_bk_home)
    add(f"{w}/Strom/Vattenfall Jahresabrechnung 2025.pdf", A, "Wohnung", 140, t_vattenfall)
    add(f"{w}/Strom/Vattenfall Jahresabrechnung 2024.pdf", A, "Wohnung", 505, t_vattenfall)
    add(f"{w}/Rundfunkbeitrag.pdf", A, "Wohnung", 60, t_rundfunk)
    for age in (36, 6):
        add(f"{w}/Internet/o2 Rechnung {day(age):%Y-%m}.pdf", A, "Wohnung", age, t_o2)
    add(f"{w}/Hausrat HUK.pdf", A, "Wohnung", 620, t_hausrat)
    for age in (4, 35, 64, 95, 123, 154, 185, 215, 246):
        add(f"Documents/Bank/Kontoauszug {day(age + 3):%Y-%m}.pdf", A, "Finanzen", age, t_konto)
    g = "Documents/Gesundheit"
    add(f"{g}/AOK Beitragsbescheid 2026.pdf", A, "Gesundheit", 150, t_aok)
    add(f"{g}/Zahnarzt HKP Brücke.pdf", A, "Gesundheit", 44, t_zahnarzt)
    add(f"{g}/Befund Dr Arslan.pdf", A, "Gesundheit", 88, t_hausarzt)

    # ------------------------------------------------------------ Anne (Areas Anne Pflege)
    an = "Documents/Anne"
    for age in (3, 34, 64, 95, 125, 156, 186, 217, 248):
        add(f"{an}/Pflegedienst Şifa/Rechnung {day(age + 3):%Y-%m}.pdf", A, "Anne Pflege", age, t_pflegedienst)
    add(f"{an}/Arztbriefe/Vivantes Entlassungsbrief April 2026.pdf", A, "Anne Pflege", 50, t_arztbrief)
    add(f"{an}/Medikationsplan.pdf", A, "Anne Pflege", 45, t_medplan)
    add(f"{an}/Anne ilaçlar.txt", A, "Anne Pflege", 12, t_anne_note)
    add(f"{an}/Verhinderungspflege Antrag Sept 2026.docx", A, "Anne Pflege", 9, t_verhinderung)
    add(f"{an}/Hausnotruf/Vertrag Hausnotruf.pdf", A, "Anne Pflege", 740, t_hausnotruf)

    # ------------------------------------------------------------ Emre (Areas)
    e = "Documents/Emre Ausbildung"
    add(f"{e}/Ausbildungsvertrag Hartmann.pdf", A, "Emre", 640, t_ausbildung)
    add(f"{e}/Zeugnis Berufsschule 2025-26.pdf", A, "Emre", 120, t_zeugnis_bs)
    add(f"{e}/IHK Einladung AP Teil 1.pdf", A, "Emre", 16, t_ihk_ap1)
    add(f"{e}/Kindergeld Familienkasse.pdf", A, "Emre", 600, t_kindergeld)
    for age in (5, 12, 19, 26):
        add(f"{e}/Berichtsheft/Ausbildungsnachweis KW{day(age):%V}.docx", A, "Emre", age, t_berichtsheft)
    add(f"{e}/Vergütung {day(3):%Y-%m}.pdf", A, "Emre", 3, t_verguetung)

    # ------------------------------------------------------------ Projects: Späti Umbau 2026
    u = f"{s}/Umbau 2026"
    add(f"{u}/Angebot Öztürk Kühlschränke.pdf", P, "Späti", 41, t_kaelte)
    add(f"{u}/Datenblatt Liebherr FKv 5443.pdf", P, "Späti", 41, t_datenblatt)
    add(f"{u}/Angebot Regalwerk.pdf", P, "Späti", 30, t_regal)
    add(f"{u}/KVA Elektro Brandt.pdf", P, "Späti", 26, t_elektro)
    add(f"{u}/Zustimmung Hausverwaltung.pdf", P, "Späti", 19, t_vermieter_ok)
    add(f"{u}/Umbau Budget.xlsx", P, "Späti", 2, t_budget)
    add(f"{u}/TODO Umbau.txt", P, "Späti", 1, t_umbau_note)
    add(f"{u}/AW Termin Weserstraße 141.eml", P, "Späti", 8, t_umbau_mail)
    photo(f"{u}/Grundriss Laden Weserstr.png", P, "Späti", 38)
    for age in (44, 44, 43, 23, 23, 7):
        photo(f"{u}/Fotos/{img(age)}.jpg", P, "Späti", age)

    # ------------------------------------------------------------ Projects: Einbürgerung
    eb = "Documents/Einbürgerung"
    add(f"{eb}/Eingangsbestätigung LEA.pdf", P, "Einbürgerung", 95, t_lea)
    add(f"{eb}/telc B1 Zertifikat.pdf", P, "Einbürgerung", 118, t_telc)
    add(f"{eb}/Lebenslauf.docx", P, "Einbürgerung", 108, t_lebenslauf)
    photo(f"{eb}/Passfoto biometrisch.jpg", P, "Einbürgerung", 125)
    add(f"{eb}/Einbürgerungstest Bescheinigung.pdf", P, "Einbürgerung", 60, t_test)

    # ------------------------------------------------------------ Projects: Hochzeit Izmir
    h = "Documents/Hochzeit Izmir"
    add(f"{h}/SunExpress Buchung.pdf", P, "Hochzeit", 98, t_flug)
    add(f"{h}/Gästeliste.docx", P, "Hochzeit", 3, t_gaeste)
    add(f"{h}/Kleid Bestellung.pdf", P, "Hochzeit", 27, t_kleid)
    add(f"{h}/Düğün programı.eml", P, "Hochzeit", 14, t_can_mail)
    photo(f"{h}/Screenshot SunExpress Sitzplätze.png", P, "Hochzeit", 97)
    photo(f"{h}/davetiye Can Elif.jpg", P, "Hochzeit", 21)
    photo(f"{h}/Kleid Anprobe.jpg", P, "Hochzeit", 10)

    # ------------------------------------------------------------ Archive
    b = "Documents/Backhaus Krüger"
    add(f"{b}/Arbeitsvertrag 2008.pdf", X, "Bäckerei", 3300, t_bk_vertrag)
    add(f"{b}/Arbeitszeugnis 2017.pdf", X, "Bäckerei", 3340, t_bk_zeugnis)
    for age in (3520, 3490, 3460):
        add(f"{b}/Lohnabrechnungen/Abrechnung {day(age):%Y-%m}.pdf", X, "Bäckerei", age, t_bk_lohn)
    add(f"{b}/Dienstplan Feb 2016.xlsx", X, "Bäckerei", 3770, t_bk_dienst)
    so = "Documents/Laden Sonnenallee alt"
    add(f"{so}/Mietvertrag Sonnenallee 87.pdf", X, "Späti", 3350, t_sa_miet)
    add(f"{so}/Kündigung Laden Sonnenallee.docx", X, "Späti", 2315, t_sa_kuend)
    add(f"{so}/Übergabeprotokoll 31.07.2020.pdf", X, "Späti", 2130, t_sa_uebergabe)
    add(f"{so}/Umzug Liste.txt", X, "Späti", 2170, t_umzug)
    for age in (3300, 2900, 2600, 2135):
        photo(f"Pictures/Laden Sonnenallee/{img(age)}.jpg", X, "Späti", age)
    n = "Documents/Baba Nachlass"
    add(f"{n}/Erbauseinandersetzung.docx", X, "Nachlass", 636, t_erbausein)
    add(f"{n}/Tapu satış notları.txt", X, "Nachlass", 700, t_tapu)
    add(f"{n}/Veraset ilamı Karşıyaka.pdf", X, "Nachlass", 1000, t_veraset)
    add("Documents/Urlaub/Side Sungate Hotelrechnung.pdf", X, "Reisen", 291,
        "Side Sungate Resort & Spa - Manavgat/Antalya\nFolio 88213 - Room 4127\nGuest: Yildirim, Derya + Emre\n"
        "Arrival 10.08.2025 - Departure 17.08.2025, All Inclusive (TUI 4471-883-21)\nExtras: Hamam & Massage 2 x 45 EUR,"
        " Minibar 0, Boat trip Manavgat 2 x 25 EUR\nTotal extras paid by Visa: 140,00 EUR\nThank you - tesekkür ederiz")
    for age in (294, 294, 293, 292, 291, 291, 290, 289):
        photo(f"Pictures/Antalya 2025/{img(age)}.jpg", X, "Reisen", age)
    bk = "Pictures/Samsung S9 Backup 2019"
    for age in (2620, 2600, 2530, 2490, 2440):
        photo(f"{bk}/DCIM/Camera/{img(age, '%Y%m%d_%H%M%S')}.jpg", X, "Backup", age)
    add(f"{bk}/Contacts.vcf", X, "Backup", 2440, t_vcf)
    dot(f"{bk}/DCIM/.thumbnails/.nomedia", b"", 2440)

    # ------------------------------------------------------------ Resources
    for i, (title, body) in enumerate(RECIPES.items()):
        add(f"Documents/Rezepte/{title}.txt", R, "Rezepte", 200 + i * 170, body)
    add("Documents/Rezepte/Baklava Nermin Teyze.docx", R, "Rezepte", 900,
        "Baklava - Nermin Teyze'nin tarifi\n40 yaprak baklava yufkası, 300 g tereyağı, 250 g ceviz içi\nŞerbet: 3 "
        "su bardağı şeker, 2,5 su bardağı su, yarım limon\n170 °C 45 dk, soğuk şerbet sıcak baklavaya!")
    for (topic, name), text in ARTICLES.items():
        add(f"Downloads/{name}", R, topic, r.randint(20, 160), text)
    add("Downloads/Vectron POS Touch 15 Bedienungsanleitung.pdf", R, "Späti", 1200,
        t_manual("Vectron POS Touch 15 - Bedienungsanleitung", "Kapitel 4 Tagesabschluss: Taste Z-Bericht, Bedienerkarte"
                 " Chef. Z-Berichte sind fortlaufend nummeriert und werden im Journal gespeichert. Kapitel 7 TSE: Bei "
                 "Ausfall der TSE erscheint Meldung TSE-Fehler 0x91, Kasse weiter nutzbar, Ausfall dokumentieren."))
    add("Documents/Anleitungen/Bosch Serie 6 WAU28P40 Gebrauchsanleitung.pdf", R, "Wohnung", 980,
        t_manual("Bosch Serie 6 Waschmaschine WAU28P40", "Programme: Baumwolle, Pflegeleicht, Mix, Wolle. Flusensieb "
                 "reinigen alle 2 Monate. Fehlercode E18: Pumpe verstopft. Transportsicherungen vor Betrieb entfernen."))
    add("Documents/Anne/Accu-Chek Guide Gebrauchsanweisung.pdf", R, "Anne Pflege", 400,
        t_manual("Accu-Chek Guide - Gebrauchsanweisung", "Teststreifen einführen, Blutstropfen an den gelben Rand "
                 "halten. Messbereich 10-600 mg/dl. HI-Anzeige: Wert über 600 mg/dl, sofort Arzt. Batterie CR2032."))
    for title, author, lang, para in BOOKS:
        add(f"Documents/E-Books/{author} - {title}.epub", R, "Bücher", r.randint(300, 1500),
            _epub(title, author, lang, para))
    for i, (title, artist, album) in enumerate(SONGS):
        add(f"Music/{artist}/{album}/{i % 7 + 1:02d} {title}.mp3", R, "Musik", r.randint(400, 2600),
            _id3(r, title, artist, album))
    for name in ("vlc-3.0.21-win64.exe", "TeamViewer_Setup_x64.exe", "ChromeSetup.exe", "WhatsApp Installer.exe",
                 "L3150_Lite_64_NA.exe", "AnyDesk.exe", "7z2408-x64.exe"):
        add(f"Downloads/{name}", R, "Software", r.randint(30, 900), _blob(r, MZ, 2000))
    hi = "Pictures/Handy Import 2026-05-20"
    for age in sorted((r.randint(12, 110) for _ in range(20)), reverse=True):
        ext = "heic" if r.random() < 0.2 else "jpg"
        rel = f"{hi}/{img(age)}.{ext}"
        if all(i.rel != rel for i in items):
            photo(rel, R, "Fotos", age)
    for age in (3, 9, 25, 57, 140, 211, 330):
        photo(f"Pictures/Screenshots/Screenshot {img(age, '%Y-%m-%d %H%M%S')}.png", R, "Fotos", age)
    photo("Pictures/Emre Abschluss Grundlehrgang.jpg", R, "Fotos", 400)
    photo("Pictures/Anne 75. Geburtstag.jpg", R, "Fotos", 335)

    # ------------------------------------------------------------ more named files
    for age in (90, 118):
        add(f"{s}/Öz Anadolu/Fatura {day(age):%Y-%m-%d}.pdf", A, "Späti", age, t_oz)
    for n_, age in ((788, 2510), (812, 2486), (1290, 2040)):
        add(f"{s}/Kasse/Z-Berichte 2019 Sonnenallee/Z-Bericht {n_:04d}.pdf", A, "Späti", age,
            lambda r, dt, n_=n_: t_z(r, dt, n_).replace("Weserstraße 141", "Sonnenallee 87"))
    add(f"{u}/Angebot Ladenbau Yılmaz.pdf", P, "Späti", 28,
        lambda r, dt: t_regal(r, dt, "Ladenbau Yılmaz, Saalestraße 12, 12055 Berlin"))
    add(f"{pe}/Sofortmeldung Aylin Koç.pdf", A, "Personal", 181,
        "Minijob-Zentrale - Bestätigung Anmeldung (Sofortmeldung)\nBetriebsnummer 81234567 Späti Yıldırım\n"
        "Beschäftigte: Aylin Koç, geb. 17.11.2004, Personengruppe 109, Beschäftigungsbeginn 01.12.2025\nMeldung "
        "über sv.net übermittelt, Datensatz angenommen.")
    add(f"{eb}/Rentenversicherungsverlauf DRV.pdf", P, "Einbürgerung", 9,
        "Deutsche Rentenversicherung Berlin-Brandenburg - Versicherungsverlauf\nVersicherungsnummer 65 140381 Y 512\n"
        "Derya Yıldırım\n01.08.1997-31.07.2000 Berufsausbildung (Pflichtbeiträge)\n2000-2008 Pflichtbeiträge "
        "Beschäftigung\n01.03.2008-31.03.2017 Pflichtbeiträge Backhaus Krüger GmbH\nab 04/2017 keine Beiträge "
        "(selbständig, nicht versicherungspflichtig)\nKindererziehungszeiten Emre 05/2006-04/2009")
    add(f"{eb}/Aufenthaltstitel Kopie.pdf", P, "Einbürgerung", 104,
        "Aufenthaltstitel - Niederlassungserlaubnis (§ 9 AufenthG)\nYILDIRIM, DERYA, TUR, geb. 14.03.1981\n"
        "Kartennummer Y0C4R71K2, gültig bis 11.05.2031\nAnmerkungen: Erwerbstätigkeit gestattet\n"
        "Kopie für Einbürgerungsantrag LEA")
    add(f"{h}/Kına gecesi plan.txt", P, "Hochzeit", 11,
        "Kına gecesi - 10 Eylül, Bostanlı (Elif'lerin bahçe)\n- bindallı: Izmir'de kirala (Sevgi ile 8 Eylül "
        "gidelim)\n- kına tepsisi + mumlar Berlin'den (bavul!)\n- türküler: Yüksek Yüksek Tepelere, Ağlama Annem\n"
        "- Anne'yi görüntülü ara saat 21:00 Berlin 20:00")
    add(f"{n}/Nachlasskonto Sparkasse Auflösung.pdf", X, "Nachlass", 615,
        "Berliner Sparkasse - Nachlassabteilung\nKonto DE27 1005 0000 0160 2219 48 (Hasan Yıldırım, verstorben)\n"
        "Auflösung gemäß Erbschein AG Schöneberg 62 VI 1418/22 und Weisung der Erbengemeinschaft vom 02.09.2024\n"
        "Guthaben 18.412,77 EUR an Fatma Yıldırım überwiesen am 20.09.2024. Konto erloschen.")
    add(f"{so}/Kaution Abrechnung Sonnenallee.pdf", X, "Späti", 1995, t_sa_kaution)
    add(f"{b}/Hygieneschulung 2008.pdf", X, "Bäckerei", 3320,
        "Bescheinigung gemäß § 43 Infektionsschutzgesetz\nFrau Derya Yıldırım, geb. 14.03.1981, wurde am "
        "25.02.2008 vom Gesundheitsamt Neukölln mündlich und schriftlich belehrt.\nArbeitgeber: Backhaus Krüger GmbH")
    photo(f"{g}/Impfpass Seite 3.jpg", A, "Gesundheit", 230)
    add("Documents/Bank/Freistellungsauftrag Sparkasse.pdf", A, "Finanzen", 510,
        "Berliner Sparkasse - Freistellungsauftrag für Kapitalerträge\nDerya Yıldırım, Steuer-ID 47 118 902 366\n"
        "Freistellungsbetrag 1.000 EUR ab 01.01.2025 bis auf Widerruf\nKonten: Tagesgeld 1003 882 114")
    add("Documents/Bank/Tagesgeld Jahressteuerbescheinigung 2025.pdf", A, "Finanzen", 125,
        "Berliner Sparkasse - Jahressteuerbescheinigung 2025\nTagesgeldkonto 1003 882 114, Derya Yıldırım\n"
        "Kapitalerträge 2025: 412,36 EUR, davon freigestellt 412,36 EUR\nKapitalertragsteuer 0,00 EUR")
    add(f"{e}/BVG Azubi-Ticket.pdf", A, "Emre", 260,
        "BVG - Deutschlandticket Azubi Berlin\nInhaber: Emre Yıldırım, Azubi Mechatroniker Hartmann Fördertechnik\n"
        "Abo-Nr. 7712 0485, 29,00 EUR monatlich, Abbuchung vom Konto der Mutter Derya Yıldırım")
    for i, (title, artist, album) in enumerate([("Ağlama Annem", "Grup Yorum", "Halay Hits"),
                                                ("Kuzu Kuzu", "Tarkan", "Karma"),
                                                ("Hadi Bakalım", "Sezen Aksu", "Hadi Bakalım")]):
        add(f"Music/{artist}/{album}/{i + 8:02d} {title}.mp3", R, "Musik", r.randint(400, 2600),
            _id3(r, title, artist, album))

    # ------------------------------------------------------------ hard: Scans from the printer
    scans = [(t_z, A, "Späti", 330), (t_metro, A, "Späti", 300), (t_oz, A, "Späti", 280),
             (t_nk_shop, A, "Späti", 410), (t_lotto_prov, A, "Späti", 150), (t_ihk, A, "Späti", 440),
             (t_pflegedienst, A, "Anne Pflege", 265), (t_arztbrief, A, "Anne Pflege", 48),
             (t_medplan, A, "Anne Pflege", 180), (t_hausarzt, A, "Gesundheit", 210),
             (lambda r, dt: t_est_bescheid(r, dt, 2025), A, "Steuern", 10), (t_gewst, A, "Steuern", 540),
             (t_stb_brief, A, "Steuern", 400),
             (lambda r, dt: t_minijob(r, dt, "Aylin Koç", "17.11.2004"), A, "Personal", 178),
             (t_zeugnis_bs, A, "Emre", 250), (t_kindergeld, A, "Emre", 230), (t_ihk_ap1, A, "Emre", 15),
             (t_rundfunk, A, "Wohnung", 390), (t_bk_home, A, "Wohnung", 160), (t_zahnarzt, A, "Gesundheit", 43),
             (t_telc, P, "Einbürgerung", 117), (t_test, P, "Einbürgerung", 58), (t_nuefus, P, "Einbürgerung", 22),
             (t_lea_nachf, P, "Einbürgerung", 11), (t_vermieter_ok, P, "Späti", 18), (t_elektro, P, "Späti", 25),
             (lambda r, dt: t_regal(r, dt, "Ladenbau Yılmaz, Saalestraße 12, 12055 Berlin"), P, "Späti", 29),
             (t_kleid, P, "Hochzeit", 26), (t_sa_kaution, X, "Späti", 600), (t_bk_zeugnis, X, "Bäckerei", 110)]
    scans.sort(key=lambda x: -x[3])
    num = 0
    for fn, bucket, topic, age in scans:
        num += r.choice((1, 1, 1, 2))
        add(f"Scans/Scan_{num:04d}.pdf", bucket, topic, age, fn, hard=True)

    # ------------------------------------------------------------ hard: Downloads dump
    dl = [("Dokument.pdf", t_ustva, A, "Steuern", 21), ("Dokument (1).pdf", t_bwa, A, "Steuern", 17),
          ("Dokument (2).pdf", t_lotto_prov, A, "Späti", 64), ("Dokument (3).pdf", t_kredit, P, "Späti", 13),
          ("Dokument (4).pdf", t_aok, A, "Gesundheit", 148), ("Dokument (5).pdf", t_minijob_z, A, "Personal", 66),
          ("download.pdf", t_vattenfall, A, "Wohnung", 139), ("download (1).pdf", t_o2, A, "Wohnung", 97),
          ("DOC-20260321-WA0003.pdf", t_hotel, P, "Hochzeit", 72),
          ("DOC-20250704-WA0011.pdf", t_antalya_booking, X, "Reisen", 332),
          ("DOC-20240613-WA0002.pdf", t_veraset, X, "Nachlass", 718), ("IMG_3381.pdf", t_verguetung, A, "Emre", 33),
          ("Rechnung (1).pdf", t_pflegedienst, A, "Anne Pflege", 96), ("Angebot.pdf", t_kaelte, P, "Späti", 42),
          ("Bescheid.pdf", lambda r, dt: t_est_bescheid(r, dt, 2022), A, "Steuern", 830),
          ("export.csv", t_konto_csv, A, "Finanzen", 8), ("export (1).csv", t_zexport, A, "Späti", 31),
          ("export (2).csv", t_stunden, A, "Personal", 15), ("Nachricht.eml", t_eb_mail, P, "Einbürgerung", 102),
          ("Nachricht (2).eml", t_nachlass_mail, X, "Nachlass", 614)]
    for name, fn, bucket, topic, age in dl:
        add(f"Downloads/{name}", bucket, topic, age, fn, hard=True)

    # ------------------------------------------------------------ hard: Desktop dump
    dk = [("Neues Textdokument.txt", t_order_note, A, "Späti", 9), ("Neues Textdokument (2).txt", t_hediye, P, "Hochzeit", 19),
          ("Neues Textdokument (3).txt", t_fragen, P, "Einbürgerung", 75),
          ("Neues Textdokument (4).txt", t_antalya_pack, X, "Reisen", 300),
          ("Neues Microsoft Word-Dokument.docx", t_hoeher, A, "Anne Pflege", 20),
          ("Neues Microsoft Word-Dokument (2).docx", t_aushang, P, "Späti", 5),
          ("Neues Microsoft Excel-Arbeitsblatt.xlsx", t_hochzeit_budget, P, "Hochzeit", 6),
          ("Mappe1.xlsx", t_kassenbuch, A, "Späti", 60), ("Unbenannt.txt", t_eb_check, P, "Einbürgerung", 7),
          ("notizen.txt", t_umzug, X, "Späti", 2160), ("Dokument1.docx", t_bk_kuend, X, "Bäckerei", 3450)]
    for name, fn, bucket, topic, age in dk:
        add(f"Desktop/{name}", bucket, topic, age, fn, hard=True)

    # ------------------------------------------------------------ 2023/ dumped files
    y = "Documents/2023"
    add(f"{y}/Gewerbesteuer 2022.pdf", A, "Steuern", 1050, t_gewst)
    add(f"{y}/Metro Dezember 2023.pdf", A, "Späti", 890, t_metro)
    old = [("Scan_0002.pdf", t_sterbe, X, "Nachlass", 1290), ("Scan_0003.pdf", t_erbschein, X, "Nachlass", 1170),
           ("Scan_0005.pdf", t_md, A, "Anne Pflege", 1130), ("Scan_0006.pdf", t_pflegegrad, A, "Anne Pflege", 1100),
           ("Dokument (1).pdf", t_hausnotruf, A, "Anne Pflege", 1080),
           ("Dokument (2).pdf", lambda r, dt: t_est_bescheid(r, dt, 2022), A, "Steuern", 960),
           ("Dokument (3).pdf", t_lohn, A, "Personal", 940), ("export.csv", t_zexport, A, "Späti", 1000),
           ("Neues Textdokument.txt", t_anne_note, A, "Anne Pflege", 1020)]
    for name, fn, bucket, topic, age in old:
        add(f"{y}/{name}", bucket, topic, age, fn, hard=True)

    # ------------------------------------------------------------ Left
    add("Downloads/Angebot_Regalwerk_v2.pdf.crdownload", L, "System", 0.2, _blob(r, b"%PDF-1.5\n", 700))
    add("Downloads/Nicht bestätigt 481223.crdownload", L, "System", 1, _blob(r, b"\x00", 900))
    add("Downloads/vlc-3.0.21-win64.exe.part", L, "System", 30, _blob(r, MZ, 800))
    add(f"{h}/~$steliste.docx", L, "System", 3, b"\x05Derya" + bytes(150))
    add(f"{eb}/~$benslauf.docx", L, "System", 108, b"\x05Derya" + bytes(150))
    ini = b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
    for d in ("Desktop", "Documents", "Music", "Pictures", "Downloads"):
        add(f"{d}/desktop.ini", L, "System", 1900, ini)
    add(f"{hi}/Thumbs.db", L, "System", 12, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    add("Scans/Thumbs.db", L, "System", 10, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    return items
