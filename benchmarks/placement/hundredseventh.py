"""A hundred-and-seventh unseen labelled corpus: Céline Vuilleumier's workshop-and-family Windows PC, ``build(root, seed)``, written blind.

What was read to write it: the brief (``/tmp/brief/corpus_rules.txt``); ``benchmarks/placement/unseen.py``
lines 1-220 (docstring, helpers) and 1296-1360 (the write / encode / add / dot / photo helpers of its
``build()``); ``benchmarks/placement/corpus.py`` lines 1-30 and 169-230 -- that range holds ``_pdf`` and
``_jpeg`` but also, a slip, the first ~27 lines of corpus.py's own ``build()`` (generic loose-file loops; nothing
of it was used here); ``benchmarks/placement/blind.py`` lines 74-107 (``_d``, ``_money``, ``_docx``,
``HEIC_HEAD``) and 1321-1327 (``_png``); and the file names listed by ``ls benchmarks/placement/``. Nothing
under ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, no other corpus body, no benchmark run. One
slip with git: after the module was written, ``git status --short`` was run once; it printed only file names
(a modified ``foldwise/plugins/organize/judge.py``, untracked sibling corpus modules), no content.

The person: Céline Vuilleumier, 44, horlogère-rhabilleuse in La Chaux-de-Fonds (canton of Neuchâtel). Since
2019 she runs a one-person restoration and repair workshop, *Atelier Vuilleumier -- Horlogerie ancienne,
restauration & rhabillage* (raison individuelle, VAT-registered, net-tax-rate method, semi-annual returns).
From 2007 to 2018 she worked in the after-sales and complications workshop of a big watch brand, Vauclair &
Fils SA in Le Locle (ended 2018). In 2024 the workshop moved from rue de la Serre 58 to rue du Parc 117 (move
finished, October 2024). She teaches a weekly module "Rhabillage et restauration" to 4th-year apprentices at
the CPNE watchmaking school in Le Locle (chargée d'enseignement, ongoing). Her husband Lukas Kohler (47,
physiotherapist in Biel/Bienne, German-speaking) is a road cyclist; their son Noé Kohler (17) is in 2nd year
at the Lycée Blaise-Cendrars (gymnase). They rent a flat at rue du Doubs 141 (régie: Gérance Montagnarde SA),
drive a 2019 Subaru Outback (NE 48 217), are insured with Santémont (LAMal), pay taxes in the canton of
Neuchâtel. She hikes (Jura crests, Alps). As of NOW (2026-06-01):

- under way, with an end: the restoration of eighteen 1950s pocket watches from the Marcel Dubois bequest
  for the Musée international d'horlogerie (MIH) exhibition "Le temps en poche", pieces due 31 August 2026,
  opening 18 September 2026; the family trip to Japan, 3-21 October 2026 (flights, JR pass, ryokan, the
  Nakasendo walk, the Seiko Museum).
- ongoing: the workshop (client repairs: quotes, job cards, invoices, custody register, parts orders from
  suppliers in Switzerland, Germany and the UK; workshop insurance; VAT returns; bookkeeping; the workshop
  lease), the teaching, household money (bank, taxes NE, AVS/AHV contributions as self-employed, LPP, pillar
  3a, Lukas's salary certificate), the rented flat, the car, health insurance and medical bills, Noé's school.
- finished: the employment at Vauclair & Fils (2007-2018), the workshop move (2024), the Madeira trip
  (September 2025), the Tour des Dents du Midi trek (July 2024), and an old laptop backup made in 2019.

Files are in Swiss French (septante, natel, régie, QR-facture, CHF 1'250.00) with German (supplier in
Pforzheim, Lukas's Lohnausweis, his bike things) and English (UK parts supplier, Japan bookings). The machine:
``Documents/`` (``Atelier/`` with Devis, Fiches de travail, Factures, Fournitures, TVA, Assurance, Compta;
``Musée MIH 2026/``; ``Cours CPNE/``; ``Admin/`` with Impôts, AVS-LPP, Banque; ``Appartement/``;
``Voiture/``; ``Santé/``; ``Noé/``; ``Japon 2026/``; ``Vauclair/``; ``Déménagement atelier 2024/``;
``Voyages/``; ``Rando/``; ``Documentation horlogère/``; ``Recettes/``; ``Scans/``; a ``2023/`` year
folder), ``Downloads/``, ``Desktop/``, ``Pictures/``, ``Music/``, ``Videos/``, and ``Sauvegarde ancien PC
2019/`` (the old laptop's files).

Labelling rules (decided from her life before any file was generated; as of NOW, 2026-06-01):

- **Projects**: outcomes with an end still being worked on, whatever a file's age. The MIH pocket-watch
  restoration -- mandate, inventory, condition reports, restoration log, parts ordered for the museum pieces,
  budget, planning, exhibition labels, correspondence with the curator, before/after photos -- topic
  Watchmaking (it is her trade, like the workshop). The Japan trip of October 2026 -- flights, passes,
  bookings, itinerary, budget, packing list, travel insurance for it, phrasebook and guide material gathered
  for it -- topic Travel.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. The workshop
  (client quotes, job cards, invoices, custody register, client mails, intake photos of client watches,
  parts orders and supplier invoices, workshop insurance, the workshop lease at rue du Parc, VAT returns,
  bookkeeping, the workshop's PostFinance account) -- Watchmaking. The teaching at the CPNE (contract, pay
  slips, course plans, handouts she writes, marks, exams, school mails) -- Teaching. Household money: bank
  (BCN), taxes of the canton of Neuchâtel (returns, assessments, instalments), AVS/AHV contributions, LPP,
  pillar 3a, Lukas's salary certificate, household budget -- Finance. The rented flat (lease, rent, charges,
  electricity, Serafe, household contents/liability insurance, régie letters) -- Home. The Subaru
  (registration, inspection, garage, car insurance, tyres) -- Car. LAMal and supplementary insurance, doctors,
  physio, dentist, optician -- Health. Noé's gymnase (reports, meetings, study trip, maturité work, school
  bills) -- School. An old tax assessment or a 2023 school letter is still an Area.
- **Resources**: kept for reference or interest, by subject: technical documentation, oiling charts,
  calibre sheets, supplier catalogues, horology books and articles (Watchmaking); hiking routes, maps, GPX
  (Hiking); Lukas's cycling routes, training plans and bike manual (Cycling); appliance manuals (Home);
  recipes (Cooking); ebooks (Books); music files (Music); installers (Software); family and holiday photos,
  screenshots, phone imports (Photos) -- except photos that document work: restoration before/after photos
  (Projects Watchmaking), intake photos of client watches (Areas Watchmaking), workshop-move photos (Archive
  Watchmaking), and everything in the old backup.
- **Archive**: finished things: the employment at Vauclair & Fils (contract, pay slips, work certificate,
  vested-benefits transfer) and the 2024 workshop move (movers, old lease's termination, exit inspection,
  electrician, notice to clients, photos) -- Watchmaking; the Madeira trip of 2025 (bookings, plans) --
  Travel; the 2024 Tour des Dents du Midi trek (hut bookings, stage plan) -- Hiking; the old laptop backup of
  2019, whatever is in it (but its ``Thumbs.db``, a system file, is Left) -- Backup.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$x.docx``) and system
  files (``desktop.ini``, ``Thumbs.db``) -- topic System. Dot files (``.DS_Store``, ``.~lock.x#``) are
  written with ``dot()`` and not labelled.

``hard`` marks a file whose name *and* folder say nothing about its subject (``Downloads/document (3).pdf``,
``Desktop/notes.txt``, ``Documents/2023/scan_0012.pdf``, ``Documents/Scans/SCAN_20260312_0001.pdf``): only
its text can place it. Images are never hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers

MOIS = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre")
WD = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def _fd(dt) -> str:
    return f"{dt.day}{'er' if dt.day == 1 else ''} {MOIS[dt.month - 1]} {dt.year}"


def _dd(dt) -> str:
    return dt.strftime("%d.%m.%Y")


def _n(v: float) -> str:
    return f"{v:,.2f}".replace(",", "'")


def _eml(dt, frm: str, to: str, subj: str, body: str) -> str:
    date = (f"{WD[dt.weekday()]}, {dt.day:02d} {MON[dt.month - 1]} {dt.year} "
            f"{8 + dt.day % 10:02d}:{(dt.day * 7) % 60:02d}:{dt.month * 3:02d} +0200")
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {date}\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n{body.strip()}\n")


def _ics(uid: str, start: str, end: str, summary: str, location: str, desc: str) -> str:
    return ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN\r\n"
            f"BEGIN:VEVENT\r\nUID:{uid}\r\nDTSTAMP:{start}\r\nDTSTART:{start}\r\nDTEND:{end}\r\n"
            f"SUMMARY:{summary}\r\nLOCATION:{location}\r\nDESCRIPTION:{desc}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")


ME = "Céline Vuilleumier <atelier@vuilleumier-horlogerie.ch>"
ME_HOME = "Céline Vuilleumier <celine.vuilleumier@bluewin.ch>"
MOVED = datetime(2024, 10, 21, tzinfo=timezone.utc)


def _addr(dt) -> str:
    return "Rue du Parc 117" if dt >= MOVED else "Rue de la Serre 58"


def _hdr(dt) -> str:
    return ("Atelier Vuilleumier - Horlogerie ancienne, restauration & rhabillage\n"
            "Céline Vuilleumier, horlogère-rhabilleuse CFC\n"
            f"{_addr(dt)}, 2300 La Chaux-de-Fonds  |  032 913 47 26  |  atelier@vuilleumier-horlogerie.ch\n"
            "IDE CHE-312.448.905 TVA")
HOME_ADDR = "Céline Vuilleumier et Lukas Kohler\nRue du Doubs 141\n2300 La Chaux-de-Fonds"
IBAN_AT = "CH44 0900 0000 1745 2281 6"
IBAN_BCN = "CH58 0076 6000 1032 5584 7"

CLIENTS = ["M. Jean-Pierre Matthey, Le Locle", "Mme Françoise Perret, La Chaux-de-Fonds",
           "M. Olivier Huguenin, Les Brenets", "Mme Anne-Lise Ducommun, La Sagne", "M. Pascal Rossel, Saint-Imier",
           "M. Daniel Calame, Neuchâtel", "Mme Isabelle Droz, Le Noirmont", "M. Thierry Monnier, Tramelan",
           "Herr Peter Zürcher, Biel/Bienne", "Mme Chantal Favre, Cernier", "M. Yves Sandoz, La Chaux-du-Milieu",
           "Mr Graham Whitfield, Bath (UK)", "Mme Nadia Girardin, Porrentruy", "M. Raphaël Jacot, Morteau (F)"]
WATCHES = [("Omega Seamaster", "1962", "cal. 552"), ("Longines Flagship", "1958", "cal. 340"),
           ("Zenith Sporto", "1968", "cal. 2562"), ("Tissot Visodate", "1959", "cal. 27B-621"),
           ("Heuer Carrera", "1966", "Valjoux 72"), ("Universal Genève Polerouter", "1957", "cal. 215"),
           ("Jaeger-LeCoultre Memovox", "1965", "cal. 815"), ("Certina DS", "1970", "cal. 25-651"),
           ("Rolex Oyster Perpetual", "1971", "cal. 1570"), ("Eterna-Matic", "1955", "cal. 1248"),
           ("Enicar Sherpa", "1964", "AR 1145"), ("pendule neuchâteloise Zénith", "1935", "mouvement à sonnerie"),
           ("montre de poche Tavannes", "1928", "cal. 18'''")]
WORKS = [("Révision complète du mouvement (démontage, nettoyage, huilage, réglage)", 280, 420),
         ("Remplacement de l'axe de balancier", 95, 160), ("Ressort de barillet neuf", 45, 80),
         ("Verre acrylique bombé neuf", 35, 60), ("Contrôle et remise en état de l'étanchéité (joints)", 60, 95),
         ("Couronne et tube neufs", 70, 120), ("Nettoyage de la boîte, polissage léger", 60, 110),
         ("Réglage chronométrique 5 positions", 80, 120), ("Fabrication d'une tige de remontoir", 120, 190),
         ("Retouche du cadran (index, sans relaquage)", 150, 260), ("Remplacement pierre de balancier", 85, 140)]
CONSTATS = ["marche arrêtée, balancier bloqué", "retard de 4 min par jour, huiles sèches",
            "humidité sous le verre, cadran taché à 4 h", "le remontoir patine, ressort de barillet cassé",
            "amplitude faible (170°), pivot de balancier usé", "verre fendu, aiguille des minutes desserrée",
            "la date ne saute plus, sautoir déformé", "la montre s'arrête après 12 heures"]
PARTS_FR = [("Axe de balancier pour ETA 2824-2", 14.5), ("Ressort de barillet GR 1.10x0.10x330", 18.9),
            ("Huile Moebius 9010, 2 ml", 32.0), ("Huile Moebius HP 1300, 2 ml", 29.5),
            ("Graisse Moebius 8217, 2 ml", 34.0), ("Verre acrylique bombé 30.5 mm", 6.8),
            ("Couronne étanche acier 5.0 mm, tube 2.5", 22.0), ("Joint de fond O-ring 28.0 x 0.5", 1.9),
            ("Pierre de balancier chatonnée Incabloc", 12.4), ("Aiguilles heures/minutes, la paire", 16.0),
            ("Spiral Nivarox pour Unitas 6497", 38.0), ("Tige de remontoir pour Valjoux 7750", 11.5),
            ("Epilame Fixodrop, 50 ml", 41.0), ("Papier à polir 3M, 0.3 micron", 9.6)]
PARTS_DE = [("Unruhwelle für AS 1194", 11.4), ("Zugfeder GR 1,20 x 0,10 x 300", 9.9),
            ("Kunststoffglas gewölbt 29,8 mm", 4.2), ("Aufzugswelle Felsa 4007N", 7.5),
            ("Kronrad für Zenith 2562", 18.0), ("Stoßsicherung Kif, Deckstein", 6.3),
            ("Gehäusedichtung Satz 120 Stk.", 24.0), ("Federsteg 18 mm, 20 Stk.", 5.5)]
POCKET = [("2023.41.01", "Zenith", "lépine argent 0.800, cal. 5011", 1951),
          ("2023.41.02", "Doxa", "savonnette or 18 ct, cal. 104", 1953),
          ("2023.41.03", "Tavannes Watch Co.", "lépine acier, cal. 373", 1950),
          ("2023.41.04", "Cortébert", "montre de cheminot, cal. 616", 1954),
          ("2023.41.05", "Longines", "lépine or rose, cal. 18.69N", 1956),
          ("2023.41.06", "Omega", "lépine acier, cal. 38.5 L T1", 1952),
          ("2023.41.07", "Movado", "Ermeto Chronométre, cal. 150 MN", 1951),
          ("2023.41.08", "LeCoultre", "extra-plate or jaune, cal. 437", 1955),
          ("2023.41.09", "Ulysse Nardin", "chronomètre de poche, bulletin d'observatoire", 1957),
          ("2023.41.10", "Election", "savonnette argent, cal. 1031", 1950),
          ("2023.41.11", "Cyma", "lépine chromée, cal. R.494", 1958),
          ("2023.41.12", "Marvin", "lépine argent, cal. 580", 1953),
          ("2023.41.13", "Eterna", "extra-plate acier, cal. 852", 1954),
          ("2023.41.14", "Ebel", "lépine or 14 ct, cal. 99", 1952),
          ("2023.41.15", "Moeris", "savonnette argent, cal. 1014", 1956),
          ("2023.41.16", "Vulcain", "montre de poche réveil, cal. 120", 1959),
          ("2023.41.17", "Tissot", "lépine acier, cal. 41", 1951),
          ("2023.41.18", "Invicta", "montre de poche émail, cal. 2611", 1957)]
CURATOR = "Sophie Reymond <sophie.reymond@mih.ch>"
EXPO = "« Le temps en poche. La montre de poche dans les années 1950 »"
APPRENTIS = ["Léa Monnin", "Mathis Gerber", "Inès Baume", "Kevin Sauser", "Océane Robert", "Julien Aubry",
             "Chloé Mercier", "Loris Vuille", "Sarah Ackermann", "Tiago Pereira", "Elodie Schaer", "Yann Brandt"]


# --------------------------------------------------------------------------- Watchmaking (workshop, Areas)


def t_devis(r, dt, num, c, w) -> str:
    works = r.sample(WORKS, r.randint(2, 4))
    prices = [r.randint(lo, hi) for _, lo, hi in works]
    ht = float(sum(prices))
    tva = round(ht * 0.081, 2)
    lines = "\n".join(f"- {d} : CHF {_n(p)}" for (d, _, _), p in zip(works, prices))
    return f"""{_hdr(dt)}

DEVIS N° {num}
La Chaux-de-Fonds, le {_fd(dt)}

Client : {c}
Pièce : {w[0]} ({w[1]}), {w[2]}, boîte n° {r.randint(100000, 9999999)}
Constat à l'entrée : {r.choice(CONSTATS)}

Travaux proposés :
{lines}

Total HT : CHF {_n(ht)}
TVA 8,1 % : CHF {_n(tva)}
Total TTC : CHF {_n(ht + tva)}

Délai : {r.choice([4, 6, 8, 10])} semaines après acceptation du devis. Devis valable 30 jours.
Garantie : 12 mois sur les travaux effectués (hors chocs, humidité et bracelet).
Sans réponse dans les 3 mois, la montre est retournée contre un forfait d'examen de CHF 45.00.
Bon pour accord (date et signature) : ..............................
"""


def t_fiche(r, dt, num, c, w) -> str:
    rec = dt - timedelta(days=r.randint(20, 60))
    amp = r.randint(265, 300)
    pos = "\n".join(f"  {p} : {r.randint(-4, 7):+d} s/j, amplitude {amp - r.randint(0, 35)}°"
                    for p in ("CH", "CB", "6H", "9H", "3H"))
    return f"""FICHE DE TRAVAIL {num} - Atelier Vuilleumier
Reçue le : {_dd(rec)}    Terminée le : {_dd(dt)}
Client : {c}
Pièce : {w[0]} ({w[1]}), {w[2]}
État à réception : {r.choice(CONSTATS)}
Travaux effectués :
- démontage complet, nettoyage en machine (bains L&R), contrôle des pivots
- {r.choice(WORKS)[0].lower()}
- huilage : Moebius 9010 (rouage), HP 1300 (échappement), 8217 (barillet), épilamage ancre
- remontage, mise en marche, contrôle au chronocomparateur
Mesures après révision :
{pos}
Étanchéité : {r.choice(['testée 3 bar, OK', 'non testée (montre ancienne, le client est informé)', 'testée 5 bar, OK'])}
Temps passé : {r.randint(2, 6)} h {r.choice(['00', '15', '30', '45'])}
Contrôle final : CV
"""


def t_facture(r, dt, num, c, w) -> str:
    works = r.sample(WORKS, r.randint(1, 3))
    prices = [r.randint(lo, hi) for _, lo, hi in works]
    ht = float(sum(prices))
    tva = round(ht * 0.081, 2)
    lines = "\n".join(f"{d} .... CHF {_n(p)}" for (d, _, _), p in zip(works, prices))
    return f"""{_hdr(dt)}

{c}

FACTURE N° {num}
La Chaux-de-Fonds, le {_fd(dt)}
Concerne : votre {w[0]} ({w[1]}), {w[2]}

{lines}
Total HT .... CHF {_n(ht)}
TVA 8,1 % .... CHF {_n(tva)}
Montant à payer .... CHF {_n(ht + tva)}

Payable à 30 jours net. Merci de votre confiance.
Section paiement (QR-facture) - Compte / Payable à : {IBAN_AT}, Atelier Vuilleumier, {_addr(dt)},
2300 La Chaux-de-Fonds - Référence : {r.randint(10 ** 9, 10 ** 10)} - Monnaie CHF - Montant {_n(ht + tva)}
"""


def t_brandt(r, dt) -> str:
    parts = r.sample(PARTS_FR, r.randint(3, 6))
    rows, tot = [], 0.0
    for name, p in parts:
        q = r.choice([1, 2, 3, 5, 10])
        tot += q * p
        rows.append(f"{q} x {name} à CHF {_n(p)} = CHF {_n(q * p)}")
    return f"""Fournitures Horlogères Brandt SA
Rue Jardinière 95, 2300 La Chaux-de-Fonds - www.brandt-fournitures.ch
FACTURE / BULLETIN DE LIVRAISON N° {r.randint(40000, 49999)}
Date : {_dd(dt)}   Client n° 2187 : Atelier Vuilleumier, Mme C. Vuilleumier, Rue du Parc 117
Votre commande du {_dd(dt - timedelta(days=r.randint(2, 9)))}
""" + "\n".join(rows) + f"""
Sous-total CHF {_n(tot)}
Frais de port CHF 9.50
TVA 8,1 % CHF {_n((tot + 9.5) * 0.081)}
Total CHF {_n((tot + 9.5) * 1.081)}
Conditions : 30 jours net. Les fournitures ne sont ni reprises ni échangées après 8 jours.
"""


def t_keller(r, dt) -> str:
    parts = r.sample(PARTS_DE, r.randint(3, 5))
    rows, tot = [], 0.0
    for i, (name, p) in enumerate(parts, 1):
        q = r.choice([1, 2, 5])
        tot += q * p
        rows.append(f"{i}  {name}  Menge {q}  Einzelpreis EUR {p:.2f}  Gesamt EUR {q * p:.2f}")
    return f"""Uhrenbedarf Keller GmbH - Westliche Karl-Friedrich-Str. 58 - 75172 Pforzheim - Deutschland
RECHNUNG Nr. RE-{dt.year}-{r.randint(10000, 99999)}
Datum: {_dd(dt)}   Kundennummer: 40517
Kunde: Atelier Vuilleumier, Frau Céline Vuilleumier, Rue du Parc 117, CH-2300 La Chaux-de-Fonds
""" + "\n".join(rows) + f"""
Nettobetrag: EUR {tot:.2f}
Versand DHL Express (Schweiz): EUR 18.00
Rechnungsbetrag: EUR {tot + 18:.2f}
Steuerfreie Ausfuhrlieferung. Einfuhrumsatzsteuer und Zoll trägt der Empfänger.
Zahlbar innerhalb 14 Tagen ohne Abzug. IBAN DE71 6665 0085 0003 2114 87 - Sparkasse Pforzheim Calw
Vielen Dank für Ihren Auftrag!
"""


def t_assur_at(r, dt) -> str:
    return f"""Assurances Montagnes SA - Agence de La Chaux-de-Fonds, Av. Léopold-Robert 42
POLICE N° 71.448.203 - Assurance entreprise (choses et responsabilité civile)
Preneur d'assurance : Atelier Vuilleumier, Céline Vuilleumier, Rue du Parc 117, 2300 La Chaux-de-Fonds
Activité assurée : atelier de réparation et de restauration horlogère, sans vente de montres neuves
Établie le {_fd(dt)} - durée du 01.01.{dt.year} au 31.12.{dt.year + 2}
Inventaire et équipement (établis, tours, chronocomparateur, machine à laver) : CHF 85'000.00
Biens de tiers confiés (montres des clients) : CHF 250'000.00, au 1er risque
Vol avec effraction, incendie, dégâts d'eau ; coffre-fort exigé hors heures d'ouverture
Transport des montres confiées (envoi assuré, remise en main propre) : CHF 40'000.00 par envoi
Responsabilité civile d'entreprise : CHF 5'000'000.00 ; franchise CHF 500.00
Prime annuelle : CHF {_n(r.uniform(1650, 1900))}, timbre fédéral compris
"""


def t_tva(r, dt, sem: int, year: int) -> str:
    ca = r.uniform(48000, 64000)
    return f"""Administration fédérale des contributions AFC - Division principale de la TVA
DÉCOMPTE TVA - méthode des taux de la dette fiscale nette (TDFN)
N° TVA : CHE-312.448.905 TVA   N° réf. : 461 883
Assujettie : Atelier Vuilleumier, Céline Vuilleumier, Rue du Parc 117, 2300 La Chaux-de-Fonds
Période : {'01.01.' + str(year) + ' - 30.06.' + str(year) if sem == 1 else '01.07.' + str(year) + ' - 31.12.' + str(year)}
Chiffre 200 Total des contre-prestations convenues : CHF {_n(ca)}
Chiffre 322 Prestations imposables au taux TDFN 4,3 % : CHF {_n(ca)}
Impôt dû : CHF {_n(ca * 0.043)}
Chiffre 500 Montant à payer : CHF {_n(ca * 0.043)}
Délai de paiement : 60 jours après la fin de la période. Déposé électroniquement via ePortal le {_dd(dt)}.
"""


def t_client_mail(r, dt, c, w) -> str:
    who = c.split(",")[0]
    return _eml(dt, f"{who.split(' ', 1)[1]} <{who.split(' ')[-1].lower()}@bluewin.ch>", ME,
                f"Ma {w[0]} - où en est la réparation ?", f"""Bonjour Madame Vuilleumier,

Je vous ai confié ma {w[0]} de {w[1]} il y a maintenant {r.randint(5, 9)} semaines (devis accepté).
Pourriez-vous me dire quand elle sera prête ? C'était la montre de mon père, j'aimerais la porter
pour un mariage à la fin du mois. Je peux passer à l'atelier à la rue du Parc un samedi matin.

Avec mes meilleures salutations,
{who}""")


# --------------------------------------------------------------------------- Watchmaking (MIH project)


def t_convention(r, dt) -> str:
    return f"""CONVENTION DE MANDAT
entre le Musée international d'horlogerie (MIH), Rue des Musées 29, 2300 La Chaux-de-Fonds,
représenté par sa conservatrice adjointe Mme Sophie Reymond,
et Atelier Vuilleumier, Mme Céline Vuilleumier, horlogère-rhabilleuse, Rue du Parc 117, 2300 La Chaux-de-Fonds.

1. Objet : restauration conservatoire et remise en état de marche de dix-huit (18) montres de poche
des années 1950 issues du legs Marcel Dubois (n° d'inventaire MIH 2023.41.01 à 2023.41.18),
en vue de l'exposition {EXPO}, ouverture le 18 septembre 2026.
2. Principes : intervention minimale, réversibilité, documentation photographique avant/après, aucune
pièce d'origine jetée (pièces remplacées rendues sous sachet numéroté), pas de repolissage des boîtes.
3. Livrables : constat d'état par pièce, journal de restauration, rapport final. Remise des pièces
au plus tard le 31 août 2026. Rapport intermédiaire au 31 mars 2026.
4. Honoraires : forfait de CHF 38'500.00 HT, fournitures facturées au prix coûtant sur justificatif.
Acompte de 30 % à la signature, 30 % au rapport intermédiaire, solde à la remise.
5. Assurance : les objets sont couverts par l'assurance du musée « clou à clou » durant le mandat ;
l'atelier les conserve dans un coffre fermé hors des heures de travail.
Fait à La Chaux-de-Fonds, le {_fd(dt)}, en deux exemplaires.
"""


def t_constat(r, dt, p) -> str:
    return f"""CONSTAT D'ÉTAT - MIH {p[0]} - {p[1]}, {p[2]}, vers {p[3]}
Date de l'examen : {_fd(dt)} - Examinatrice : C. Vuilleumier
Boîte : {r.choice(['rayures superficielles, charnière lâche', 'bon état, poinçons lisibles', 'bosse légère au fond, couvercle ferme mal', 'oxydation sur la carrure, pendant usé'])}
Cadran : {r.choice(['émail intact', 'cheveu à 7 h, stable', 'taches d’humidité autour des index', 'peinture des chiffres écaillée à 11 h'])}
Verre : {r.choice(['absent', 'acrylique jauni', 'fendu', 'd’origine, bon état'])}
Mouvement : {r.choice(['arrêté, huiles figées', 'marche irrégulière, amplitude 140°', 'axe de balancier cassé', 'ressort de barillet cassé, rouille sur les vis'])}
Propositions : nettoyage complet, {r.choice(['remplacement de l’axe de balancier (pièce refaite si introuvable)', 'ressort de barillet neuf, ancien conservé', 'verre neuf en acrylique, l’ancien conservé', 'aucune intervention sur le cadran'])}.
Priorité exposition : {r.choice(['vitrine principale', 'vitrine 2', 'réserve / catalogue seulement'])}
Photos : avant_{p[0]}_01 à 06.jpg
"""


def t_journal(r, dt) -> str:
    out = [f"JOURNAL DE RESTAURATION - legs Dubois, MIH 2023.41 - exposition {EXPO}", ""]
    day = dt - timedelta(days=200)
    for p in POCKET[:14]:
        day += timedelta(days=r.randint(8, 15))
        if day > dt:
            break
        out.append(f"{_dd(day)} - {p[0]} {p[1]} : {r.choice(['démontage, photos', 'nettoyage, pivots contrôlés', 'axe refait au tour, 2 h 30', 'huilage, remontage, marche +12 s/j', 'ressort neuf posé, ancien en sachet n° ' + p[0][-2:]])}")
    out.append("")
    out.append("À faire : commander verres chez Meadows, relancer Sophie pour le socle des vitrines.")
    return "\n".join(out)


def t_museum_order(r, dt) -> str:
    items = r.sample([("Balance staff, Cortebert 616", 8.9), ("Mainspring 2.10 x 0.16 x 560 (pocket)", 6.4),
                      ("Lunette glass, high dome, 46.5 mm", 7.2), ("Lunette glass 48.0 mm", 7.4),
                      ("Bow for pocket case, silver", 12.0), ("Cap jewel, 2.00 mm", 3.1),
                      ("Crown wheel screw, left-hand", 4.5), ("Hairspring stud, assorted", 9.0)], 4)
    tot = sum(p for _, p in items)
    return f"""Meadows & Sons Watch Materials Ltd - 14 Vyse Street, Birmingham B18 6LT, United Kingdom
INVOICE No. MS-{r.randint(200000, 299999)}   Date: {_dd(dt)}
Bill to: Atelier Vuilleumier, Celine Vuilleumier, Rue du Parc 117, 2300 La Chaux-de-Fonds, Switzerland
Customer ref: MIH Dubois pocket watches
""" + "\n".join(f"1 x {n}  GBP {p:.2f}" for n, p in items) + f"""
Subtotal GBP {tot:.2f}   Tracked international postage GBP 14.50   Total GBP {tot + 14.5:.2f}
Zero-rated export. Paid by card ending 4471. Thank you for your order.
"""


def t_cartels(r, dt) -> str:
    out = [f"Cartels - brouillon v{r.randint(2, 4)} - exposition {EXPO}", ""]
    for p in r.sample(POCKET, 6):
        out.append(f"{p[1]}, {p[2]}, vers {p[3]}. Legs Marcel Dubois, MIH {p[0]}.")
        out.append(f"Restaurée en 2026 par l'Atelier Vuilleumier, La Chaux-de-Fonds : {r.choice(['nettoyage et remise en marche', 'axe de balancier refait', 'verre remplacé, cadran non touché'])}.")
        out.append("")
    return "\n".join(out)


# --------------------------------------------------------------------------- Teaching (CPNE, Areas)

CPNE = "CPNE - Pôle technique, École d'horlogerie, Rue Klaus 1, 2400 Le Locle"


def t_plan_cours(r, dt) -> str:
    y = dt.year if dt.month >= 8 else dt.year - 1
    weeks = ["Rappels : échappement à ancre suisse, réglages", "Diagnostic d'une montre ancienne, fiche d'entrée",
             "Axes de balancier : mesure, tournage, pose", "Ressorts de barillet : choix et pose",
             "Huilage et épilamage selon les normes", "Restauration : éthique, réversibilité, documentation",
             "Pendulerie neuchâteloise : sonnerie et réglage", "Préparation à la procédure de qualification"]
    return f"""{CPNE}
Module R4 - Rhabillage et restauration - 4e année horloger·ère praticien·ne / rhabilleur·euse
Année scolaire {y}-{y + 1} - Enseignante : Céline Vuilleumier - mardi 13h30-17h00, atelier 2.14
""" + "\n".join(f"Bloc {i}: {w}" for i, w in enumerate(weeks, 1)) + """
Évaluation : 2 travaux pratiques notés (coefficient 2), 1 test théorique, dossier de restauration.
Matériel : trousse personnelle, loupe 3x et 5x, huiles fournies par l'école.
"""


def t_support(r, dt, subject) -> str:
    return f"""Module R4 - Rhabillage et restauration - Support de cours
{subject}
Rédigé par C. Vuilleumier, {MOIS[dt.month - 1]} {dt.year}

1. Objectif : à la fin de la séance, l'apprenti·e sait {r.choice(['mesurer un axe cassé et en déterminer les cotes', 'choisir un ressort de barillet adapté (hauteur, épaisseur, longueur)', 'huiler un échappement à ancre selon la fiche technique', 'rédiger un constat d état avant intervention'])}.
2. Rappel théorique : le couple du barillet, l'amplitude du balancier et l'isochronisme.
3. Travail pratique : sur mouvement école Unitas 6497, puis sur une pièce ancienne du fonds de l'école.
4. Sécurité : lunettes au tour, ventilation pour les produits de nettoyage.
Questions de contrôle : Pourquoi épilamer la roue d'échappement ? Quelle amplitude minimale à plat ?
"""


def t_notes(r, dt) -> str:
    rows = ["Apprenti·e;TP1;TP2;Test théorique;Dossier;Moyenne"]
    for a in APPRENTIS[:r.randint(8, 12)]:
        n = [round(r.uniform(3.5, 6.0) * 2) / 2 for _ in range(4)]
        rows.append(f"{a};{n[0]};{n[1]};{n[2]};{n[3]};{round((2 * n[0] + 2 * n[1] + n[2] + n[3]) / 6, 1)}")
    return "\n".join(rows)


def t_salaire_cpne(r, dt) -> str:
    brut = 2240.0
    return f"""République et Canton de Neuchâtel - Service des ressources humaines de l'État
Bulletin de salaire - {MOIS[dt.month - 1]} {dt.year}
Employée : Céline Vuilleumier - Chargée d'enseignement, CPNE Pôle technique - Taux : 4 périodes/semaine
Salaire de base CHF {_n(brut)}
AVS/AI/APG 5,30 % -CHF {_n(brut * 0.053)}
AC 1,10 % -CHF {_n(brut * 0.011)}
Prévoyance.ne (caisse de pensions) -CHF {_n(brut * 0.095)}
Salaire net versé sur {IBAN_BCN} : CHF {_n(brut * (1 - 0.053 - 0.011 - 0.095))}
"""


# --------------------------------------------------------------------------- Finance (Areas)


def t_avs(r, dt) -> str:
    y = dt.year
    rev = r.randint(58000, 72000)
    return f"""Caisse cantonale neuchâteloise de compensation (CCNC), Faubourg de l'Hôpital 28, 2001 Neuchâtel
DÉCISION DE COTISATIONS PERSONNELLES {y} - Personne exerçant une activité lucrative indépendante
N° AVS 756.4481.2275.03 - Céline Vuilleumier, Rue du Doubs 141, 2300 La Chaux-de-Fonds
Affiliée n° 31.2208 depuis le 01.04.2019 - Raison : Atelier Vuilleumier
Revenu déterminant (acompte, selon taxation fiscale {y - 2}) : CHF {_n(rev)}
Intérêt sur capital propre déduit
Cotisations AVS/AI/APG 10,0 % : CHF {_n(rev * 0.10)}
Allocations familiales (caisse cantonale) : CHF {_n(rev * 0.019)}
Frais d'administration : CHF {_n(rev * 0.001)}
Acomptes trimestriels : CHF {_n(rev * 0.12 / 4)} - échéances 31.03, 30.06, 30.09, 31.12
Voies de droit : opposition écrite dans les 30 jours dès notification.
"""


def t_lpp(r, dt) -> str:
    return f"""Fondation de prévoyance Arc Horloger - Rue de la Gare 12, 2400 Le Locle
Certificat de prévoyance au 01.01.{dt.year} - assurance facultative des indépendants (art. 44 LPP)
Assurée : Céline Vuilleumier, née le 14.03.1982
Salaire annuel assuré : CHF {_n(r.uniform(36000, 42000))}
Avoir de vieillesse au 31.12.{dt.year - 1} : CHF {_n(r.uniform(148000, 168000))}
dont prestation de libre passage apportée (Vauclair & Fils SA, 2018) : CHF 96'412.80
Rente de vieillesse projetée à 65 ans (taux de conversion 6,0 %) : CHF {_n(r.uniform(17500, 19800))}
Rente d'invalidité annuelle : CHF {_n(r.uniform(14000, 16000))}
Cotisation annuelle : CHF {_n(r.uniform(5400, 6300))}, déductible du revenu imposable
Possibilité de rachat : CHF {_n(r.uniform(60000, 80000))}
"""


def t_3a(r, dt) -> str:
    return f"""Banque Cantonale Neuchâteloise - Prévoyance 3e pilier
ATTESTATION FISCALE {dt.year - 1} - Compte de prévoyance liée 3a n° 3a-7741.208
Titulaire : Céline Vuilleumier, Rue du Doubs 141, 2300 La Chaux-de-Fonds
Versements {dt.year - 1} : CHF 7'056.00 (affiliée à une institution de prévoyance)
Avoir au 31.12.{dt.year - 1} : CHF {_n(r.uniform(41000, 52000))}
Cette attestation est à joindre à votre déclaration d'impôt (canton de Neuchâtel).
"""


def t_decl(r, dt) -> str:
    y = dt.year - 1
    return f"""Service des contributions - République et Canton de Neuchâtel
Déclaration d'impôt {y} - Clic&DEP - récapitulatif
Contribuables : Vuilleumier Céline et Kohler Lukas, 2300 La Chaux-de-Fonds - N° contribuable 1.044.817.52
Revenu activité indépendante (Atelier Vuilleumier) : CHF {_n(r.uniform(58000, 72000))}
Revenu activité dépendante (CPNE) : CHF {_n(26880)}
Revenu activité dépendante (Lukas, Physio Seeland AG) : CHF {_n(r.uniform(78000, 84000))}
Déductions : 3e pilier A CHF 7'056.00 + 7'056.00 ; LPP facultative ; frais de garde 0 ; primes LAMal forfait
Enfant à charge : Noé Kohler, né en 2008, en formation (gymnase)
Fortune : comptes BCN, PostFinance atelier, véhicule
Revenu imposable estimé ICC : CHF {_n(r.uniform(118000, 132000))}
Quittance de dépôt électronique n° {r.randint(10 ** 7, 10 ** 8)} du {_dd(dt)}
"""


def t_taxation(r, dt) -> str:
    y = dt.year - 1
    icc = r.uniform(14500, 17800)
    return f"""République et Canton de Neuchâtel - Service des contributions
BORDEREAU DE TAXATION DÉFINITIVE - impôts cantonal et communal {y} et impôt fédéral direct
Contribuables : Vuilleumier Céline et Kohler Lukas, Rue du Doubs 141, 2300 La Chaux-de-Fonds
Revenu imposable ICC : CHF {_n(r.uniform(118000, 130000))} - Fortune imposable : CHF {_n(r.uniform(60000, 90000))}
Impôt cantonal : CHF {_n(icc * 0.55)}   Impôt communal La Chaux-de-Fonds : CHF {_n(icc * 0.45)}
Impôt fédéral direct : CHF {_n(r.uniform(2800, 3600))}
Acomptes versés : CHF {_n(icc + 2900)}
Solde en votre faveur / à payer : CHF {_n(r.uniform(-900, 1200))}
Réclamation possible dans les 30 jours dès notification.
"""


def t_acomptes(r, dt) -> str:
    m = r.uniform(1500, 1750)
    return f"""Service des contributions NE - Impôts {dt.year} - Bordereau d'acomptes provisoires
Vuilleumier Céline et Kohler Lukas - N° contribuable 1.044.817.52
Montant provisoire ICC + IFD {dt.year} : CHF {_n(m * 11)} payable en 11 tranches de CHF {_n(m)}
de février à décembre, échéance le dernier jour du mois. Un intérêt rémunératoire est servi sur les paiements anticipés.
QR-facture jointe pour chaque tranche - IBAN CH23 0076 6000 1000 0027 1
"""


def t_releve(r, dt) -> str:
    ops = [("Loyer Gérance Montagnarde SA", -1685.0), ("Santémont primes LAMal famille", -1162.40),
           ("Migros La Chaux-de-Fonds", -r.uniform(80, 220)), ("Coop Pronto", -r.uniform(20, 60)),
           ("Viteos SA électricité", -r.uniform(70, 120)), ("Salaire Physio Seeland AG", 6840.0),
           ("Salaire État de Neuchâtel", 1883.85), ("Virement de PostFinance (prélèvement privé atelier)", 4000.0),
           ("TWINT Noé argent de poche", -80.0), ("Impôts NE acompte", -1640.0), ("Swisscom natel", -r.uniform(90, 130))]
    return f"""Banque Cantonale Neuchâteloise - Relevé de compte privé
{IBAN_BCN} - Céline Vuilleumier et Lukas Kohler
Période : {MOIS[dt.month - 1]} {dt.year}
""" + "\n".join(f"{r.randint(1, 28):02d}.{dt.month:02d}.{dt.year}  {t}  {_n(a)}" for t, a in ops) + f"""
Solde au dernier jour du mois : CHF {_n(r.uniform(8000, 16000))}
"""


def t_bcn_csv(r, dt) -> str:
    rows = ["Date;Libellé;Débit;Crédit;Solde"]
    s = r.uniform(9000, 14000)
    for i, (t, a) in enumerate([("Loyer Gérance Montagnarde SA rue du Doubs 141", -1685.0),
                                ("Santémont LAMal", -1162.4), ("Salaire Physio Seeland AG", 6840.0),
                                ("Migros", -143.2), ("Impôts NE acompte 5/11", -1640.0),
                                ("BCN Prévoyance 3a", -588.0), ("CCNC acompte AVS", -1905.0)]):
        s += a
        rows.append(f"{_dd(dt - timedelta(days=25 - i * 3))};{t};{_n(-a) if a < 0 else ''};{_n(a) if a > 0 else ''};{_n(s)}")
    return "\n".join(rows) + "\n"


def t_lohnausweis(r, dt) -> str:
    brutto = r.uniform(78000, 84000)
    return f"""LOHNAUSWEIS {dt.year - 1} - Certificat de salaire - Formular 11
Arbeitgeber: Physio Seeland AG, Bahnhofstrasse 18, 2502 Biel/Bienne
Arbeitnehmer: Lukas Kohler, Rue du Doubs 141, 2300 La Chaux-de-Fonds, AHV-Nr. 756.3390.1147.26
Beschäftigung: 01.01.-31.12.{dt.year - 1}, Pensum 90 %
1. Lohn: CHF {_n(brutto)}
9. Beiträge AHV/IV/EO/ALV/NBUV: CHF {_n(brutto * 0.064)}
10.1 Berufliche Vorsorge ordentliche Beiträge: CHF {_n(brutto * 0.07)}
11. Nettolohn: CHF {_n(brutto * 0.866)}
13.1.1 Effektive Spesen: Fahrkosten nicht vergütet
Ort und Datum: Biel, {_dd(dt)} - Unterschrift: Physio Seeland AG, Personalabteilung
"""


def t_budget(r, dt) -> str:
    rows = ["Poste;Mensuel CHF;Annuel CHF"]
    for k, v in (("Loyer + charges", 1685), ("LAMal famille", 1162), ("Impôts (acomptes)", 1640),
                 ("Voiture (assurance, essence, leasing 0)", 410), ("Alimentation", 1150), ("Natel + internet", 165),
                 ("Électricité Viteos", 95), ("Serafe", 28), ("3e pilier x2", 1176), ("Noé (gymnase, argent de poche)", 230),
                 ("Vacances (Japon 2026)", 700), ("Divers", 400)):
        rows.append(f"{k};{v};{v * 12}")
    rows.append(f"Revenus nets (Lukas + CPNE + prélèvement atelier);{r.randint(11800, 12600)};")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Home (flat, Areas)

REGIE = "Gérance Montagnarde SA - Av. Léopold-Robert 76 - 2300 La Chaux-de-Fonds - 032 910 55 00"


def t_bail(r, dt) -> str:
    return f"""{REGIE}
CONTRAT DE BAIL À LOYER POUR LOCAUX D'HABITATION
Bailleur : Caisse de pensions Horizon, représentée par Gérance Montagnarde SA
Locataires : Céline Vuilleumier et Lukas Kohler, solidairement
Objet : appartement de 4,5 pièces, 3e étage, Rue du Doubs 141, 2300 La Chaux-de-Fonds, cave n° 7, galetas
Début du bail : 1er avril 2015, durée indéterminée ; résiliable pour le 31 mars, 30 juin ou 30 septembre, préavis 3 mois
Loyer net mensuel : CHF 1'420.00 ; acompte chauffage et frais accessoires : CHF 265.00 ; total CHF 1'685.00
Garantie de loyer : CHF 4'260.00 (compte bloqué BCN)
Taux hypothécaire de référence : 1,75 % ; IPC base déc. 2020
"""


def t_charges(r, dt) -> str:
    return f"""{REGIE}
DÉCOMPTE DE CHAUFFAGE ET FRAIS ACCESSOIRES - 01.07.{dt.year - 1} au 30.06.{dt.year}
Immeuble Rue du Doubs 139-141 - Locataires : Vuilleumier / Kohler, appartement 3e étage
Mazout et chauffage à distance : CHF {_n(r.uniform(1700, 2100))}
Eau chaude : CHF {_n(r.uniform(420, 560))}
Conciergerie, électricité communs : CHF {_n(r.uniform(380, 460))}
Total à votre charge : CHF {_n(r.uniform(3100, 3300))} - acomptes versés : CHF 3'180.00
Solde : {r.choice(['à payer dans les 30 jours', 'en votre faveur, sera crédité avec le loyer suivant'])}
"""


def t_viteos(r, dt) -> str:
    kwh = r.randint(620, 880)
    return f"""Viteos SA - Quai Max-Petitpierre 4, 2001 Neuchâtel
Facture d'électricité - Client n° 6031447 - Point de mesure CH1012301234500000000000000441187
Céline Vuilleumier, Rue du Doubs 141, 2300 La Chaux-de-Fonds
Période : {_dd(dt - timedelta(days=90))} - {_dd(dt)}
Consommation : {kwh} kWh (haut tarif {int(kwh * 0.6)} / bas tarif {int(kwh * 0.4)})
Énergie, acheminement, taxes et redevances : CHF {_n(kwh * 0.31)}
TVA 8,1 % compris - Total à payer : CHF {_n(kwh * 0.31)} dans les 30 jours
"""


def t_menage(r, dt) -> str:
    return f"""Assurances Montagnes SA - Police ménage et responsabilité civile privée n° 52.117.906
Preneurs : Céline Vuilleumier et Lukas Kohler, Rue du Doubs 141, 2300 La Chaux-de-Fonds
Inventaire du ménage : CHF 95'000.00 (incendie, dégâts d'eau, vol au domicile, vol simple hors domicile CHF 5'000)
Vélos (dont vélo de route Lukas) : couverture vol simple jusqu'à CHF 6'000.00
Responsabilité civile privée : CHF 5'000'000.00, y compris dommages aux locaux loués
Prime annuelle {dt.year} : CHF {_n(r.uniform(560, 640))}
"""


def t_regie_letter(r, dt) -> str:
    return f"""{REGIE}
Madame Céline Vuilleumier, Monsieur Lukas Kohler, Rue du Doubs 141, 2300 La Chaux-de-Fonds
La Chaux-de-Fonds, le {_fd(dt)}
Concerne : appartement 4,5 pièces, 3e étage - {r.choice(['remplacement du lave-vaisselle', 'travaux de façade et échafaudage', 'ramonage et contrôle de la chaudière', 'révision des stores de la cuisine'])}
Madame, Monsieur,
Nous vous informons que l'entreprise mandatée passera le {_dd(dt + timedelta(days=r.randint(7, 20)))} entre 8h00 et 12h00.
Nous vous remercions de lui laisser l'accès à votre appartement ou de déposer une clé auprès du concierge, M. Ferreira.
Veuillez agréer nos salutations distinguées. Gérance Montagnarde SA, service technique
"""


# --------------------------------------------------------------------------- Car (Areas)

CAR = "Subaru Outback 2.5i AWD, 1re mise en circulation 05.2019, plaques NE 48 217, châssis JF1BS9LC5KG0..."


def t_garage(r, dt) -> str:
    return f"""Garage des Éplatures SA - Bd des Éplatures 52, 2300 La Chaux-de-Fonds - agent Subaru
Facture n° {r.randint(60000, 69999)} du {_dd(dt)} - Client : Céline Vuilleumier
Véhicule : {CAR} - km {r.randint(88000, 112000)}
{r.choice(['Service 105 000 km : huile, filtres, bougies', 'Changement des pneus été/hiver + stockage', 'Plaquettes et disques avant', 'Service annuel + liquide de frein'])} : CHF {_n(r.uniform(280, 780))}
Main-d'oeuvre : CHF {_n(r.uniform(150, 380))}
Total TTC : CHF {_n(r.uniform(450, 1150))} - payable à 30 jours
"""


def t_expertise(r, dt) -> str:
    return f"""Service cantonal des automobiles et de la navigation (SCAN) - Rue de Malpierres 5, 2300 La Chaux-de-Fonds
CONVOCATION AU CONTRÔLE PÉRIODIQUE DU VÉHICULE
Détentrice : Céline Vuilleumier, Rue du Doubs 141, 2300 La Chaux-de-Fonds
Véhicule : {CAR}
Date : {_fd(dt + timedelta(days=30))} à 10h20 - piste 2. Émolument : CHF 65.00
Veuillez présenter le véhicule propre, le permis de circulation et le document antipollution.
Le contrôle peut aussi être effectué par un garage agréé (Garage des Éplatures SA).
"""


def t_auto_assur(r, dt) -> str:
    return f"""Assurances Montagnes SA - Police véhicule à moteur n° 88.402.115
Détentrice : Céline Vuilleumier - {CAR}
Responsabilité civile : CHF 100'000'000.00 ; casco complète, franchise CHF 500.00 ; bonus 35 %
Conducteurs : Céline Vuilleumier, Lukas Kohler ; jeune conducteur (Noé, dès 2026) à annoncer
Prime {dt.year} : CHF {_n(r.uniform(1180, 1360))}
"""


# --------------------------------------------------------------------------- Health (Areas)

KK = "Santémont Assurance-maladie - Case postale, 1950 Sion"


def t_lamal(r, dt) -> str:
    return f"""{KK}
Police d'assurance {dt.year + 1} - Assurance obligatoire des soins (LAMal) et complémentaires (LCA)
Céline Vuilleumier, 1982 : modèle médecin de famille, franchise CHF 1'500 - prime CHF {_n(r.uniform(505, 540))}
Lukas Kohler, 1979 : modèle Telmed, franchise CHF 2'500 - prime CHF {_n(r.uniform(430, 470))}
Noé Kohler, 2008 : jeune adulte dès 19 ans, franchise CHF 300 - prime CHF {_n(r.uniform(120, 145))}
Complémentaire Hospitalisation division commune toute la Suisse et Dentaire Jeunesse (Noé)
Total mensuel : CHF {_n(r.uniform(1140, 1190))} - prélèvement LSV le 1er du mois
Prime région NE 2 (La Chaux-de-Fonds). Délai de changement de caisse : 30 novembre.
"""


def t_decompte(r, dt) -> str:
    who = r.choice(["Céline Vuilleumier", "Lukas Kohler", "Noé Kohler"])
    m = r.uniform(90, 620)
    return f"""{KK}
DÉCOMPTE DE PRESTATIONS n° {r.randint(10 ** 7, 10 ** 8)} du {_dd(dt)}
Personne assurée : {who}
Fournisseur : {r.choice(['Dr Anne Jaquet, médecine générale, La Chaux-de-Fonds', 'Hôpital neuchâtelois, site de La Chaux-de-Fonds', 'Pharmacie Centrale, La Chaux-de-Fonds', 'Laboratoire Dr Risch, Neuchâtel', 'Physio Seeland AG, Biel'])}
Montant facturé : CHF {_n(m)}
Franchise : CHF {_n(min(m, r.uniform(50, 300)))} - Quote-part 10 % : CHF {_n(m * 0.1)}
Participation à votre charge : veuillez payer au moyen de la QR-facture dans les 30 jours.
"""


def t_medecin(r, dt) -> str:
    return f"""Dr Anne Jaquet - FMH médecine interne générale - Rue de la Paix 64, 2300 La Chaux-de-Fonds
Facture TARDOC - Tiers garant - Patiente : Céline Vuilleumier, 14.03.1982
Date de traitement : {_dd(dt - timedelta(days=12))} - Diagnostic : {r.choice(['tendinite du poignet droit (travail à l établi)', 'contrôle annuel, bilan sanguin', 'douleurs cervicales'])}
Consultation, examens, laboratoire au cabinet
Total : CHF {_n(r.uniform(140, 320))} - à transmettre à votre caisse-maladie (Santémont)
"""


def t_contest(r, dt) -> str:
    return f"""Céline Vuilleumier
Rue du Doubs 141
2300 La Chaux-de-Fonds
Santémont Assurance-maladie, Service des prestations, Case postale, 1950 Sion
La Chaux-de-Fonds, le {_fd(dt)}
Concerne : décompte de prestations pour Noé Kohler, assuré n° 756.2091.4410.88 - lunettes
Madame, Monsieur,
Votre décompte refuse la participation aux verres correcteurs de mon fils Noé (ordonnance du Dr Favre,
ophtalmologue). Or sa complémentaire prévoit CHF 300.00 tous les trois ans pour les moins de 18 ans.
Je vous prie de revoir ce décompte. Copie de l'ordonnance et de la facture Optique Droz en annexe.
Avec mes salutations distinguées, Céline Vuilleumier
"""


# --------------------------------------------------------------------------- School (Noé, Areas)

LYCEE = "Lycée Blaise-Cendrars - Rue du Succès 45 - 2300 La Chaux-de-Fonds"


def t_bulletin(r, dt) -> str:
    subj = ["Français", "Allemand", "Anglais", "Mathématiques", "Physique et applications des maths", "Chimie",
            "Biologie", "Histoire", "Géographie", "Arts visuels", "Éducation physique"]
    return f"""{LYCEE}
BULLETIN SEMESTRIEL - {'1er' if dt.month in (1, 2) else '2e'} semestre - année {dt.year - (1 if dt.month < 8 else 0)}-{dt.year + (0 if dt.month < 8 else 1)}
Élève : Noé Kohler - classe {'2MA3' if (dt.year, dt.month) >= (2025, 8) else '1MA3'} - option spécifique : physique et applications des mathématiques
""" + "\n".join(f"{s} : {round(r.uniform(3.5, 5.8) * 2) / 2}" for s in subj) + f"""
Absences : {r.randint(2, 14)} périodes dont {r.randint(0, 3)} non excusées
Promotion : {r.choice(['promu', 'promu, avec encouragement en allemand'])}
Le maître de classe : M. Cyril Boillat
"""


def t_school_letter(r, dt) -> str:
    what = r.choice([("Voyage d'études des classes de 2e année à Berlin", "du 14 au 18 septembre",
                      "Participation des parents : CHF 420.00, à verser d'ici au 30 juin."),
                     ("Travail de maturité : choix du sujet et du mentor", "avant le 15 juin",
                      "Noé a proposé : « Mesurer la chute libre avec un téléphone ». Mentor pressenti : Mme Aeschlimann."),
                     ("Soirée d'information aux parents - 2e année", "le jeudi à 19h30, aula",
                      "Présentation du choix de l'option complémentaire et du travail de maturité.")])
    return f"""{LYCEE}
Aux parents de Noé Kohler, classe 2MA3
La Chaux-de-Fonds, le {_fd(dt)}
Concerne : {what[0]}
Madame, Monsieur,
Nous vous informons de ce qui suit, {what[1]}. {what[2]}
Pour toute question : secrétariat du lycée, 032 889 69 00.
Le directeur adjoint, M. Patrick Wermeille
"""


# --------------------------------------------------------------------------- Travel (Japan 2026, Projects)


def t_flight(r, dt) -> str:
    return f"""SWISS - Booking confirmation - Booking reference {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ23456789') for _ in range(6))}
Issued {_dd(dt)}
Passengers: VUILLEUMIER/CELINE MRS, KOHLER/LUKAS MR, KOHLER/NOE MR
LX 160  Zurich (ZRH) 13:00 - Tokyo Narita (NRT) 08:25+1   Sat 03 Oct 2026   Economy Classic
LX 161  Tokyo Narita (NRT) 10:05 - Zurich (ZRH) 16:50     Wed 21 Oct 2026   Economy Classic
Baggage: 1 x 23 kg per passenger. Seats 42A 42B 42C.
Total fare incl. taxes: CHF {_n(r.uniform(3900, 4600))}, paid by Mastercard.
Train to airport: ticket not included. Check-in opens 30 hours before departure.
"""


def t_jrpass(r, dt) -> str:
    return f"""JAPAN RAIL PASS - Exchange Order / Order confirmation
Order no. JRP-{r.randint(10 ** 6, 10 ** 7)} - date {_dd(dt)}
Type: Ordinary, 14 days, 3 adults (CELINE VUILLEUMIER, LUKAS KOHLER, NOE KOHLER)
Price: JPY 80,000 x 3 = JPY 240,000 (CHF {_n(r.uniform(1330, 1420))})
Activate at a JR ticket office (e.g. Narita Airport Terminal 1) within 3 months of issue. Passports required.
Valid on Shinkansen Nozomi and Mizuho with supplement ticket only.
"""


def t_ryokan(r, dt) -> str:
    return f"""Reservation confirmed - {r.choice(['Ryokan Yachiyo, Kyoto (Nanzenji)', 'Tsumago Fujioto (Nakasendo)', 'Kamikochi Nishiitoya Sanso'])}
Confirmation number: {r.randint(10 ** 8, 10 ** 9)}   Booked on {_dd(dt)}
Guest: Celine Vuilleumier, 3 adults, Japanese-style room with futon
Check-in: {r.choice(['7', '10', '13'])} October 2026 from 15:00 - Check-out: 2 nights later by 10:00
Dinner (kaiseki) and breakfast included. Total JPY {r.randint(90, 180) * 1000:,} payable at the property.
Free cancellation until 30 days before arrival. Please tell us about food allergies: none.
"""


def t_itin(r, dt) -> str:
    plan = [("03.10", "vol LX 160 Zurich - Narita"), ("04-06.10", "Tokyo : Asakusa, Seiko Museum Ginza, Akihabara (Noé)"),
            ("07-09.10", "Kyoto : ryokan Nanzenji, Fushimi Inari tôt le matin"), ("10.10", "Nara, daims"),
            ("11.10", "train vers Nagiso, bagages par takkyubin"), ("12.10", "Nakasendo : Magome - Tsumago à pied (8 km)"),
            ("13-14.10", "Kamikochi, rando Myojin-ike"), ("15-16.10", "Kanazawa, Kenroku-en"),
            ("17-18.10", "Hiroshima, Miyajima"), ("19-20.10", "Tokyo, dernier shopping outils (Noé : Nintendo)"),
            ("21.10", "vol LX 161 retour")]
    return "Date;Étape;Nuit;Réservé\n" + "\n".join(f"{d};{e};{r.choice(['hôtel', 'ryokan', 'à réserver'])};{r.choice(['oui', 'non'])}" for d, e in plan)


def t_packing(r, dt) -> str:
    return """Japon octobre 2026 - liste de bagages
- passeports (Noé : valable jusqu'en 2029 ok), JR Pass exchange orders imprimés
- carte Suica sur le natel, yen en liquide (beaucoup d'endroits cash only)
- chaussures de marche pour Nakasendo et Kamikochi, veste pluie (typhons possibles début octobre)
- adaptateur type A, power bank
- petit sac pour takkyubin (bagages envoyés d'un hôtel à l'autre)
- cadeaux pour le ryokan : chocolat Camille Bloch, petites boîtes en bois du Jura
- chaussettes sans trous (on enlève les chaussures partout !)
- liste des musées : Seiko Museum Ginza, Daimyo Clock Museum (horloges wadokei !)
"""


def t_jp_budget(r, dt) -> str:
    return "Poste;CHF;Remarque\n" + "\n".join(f"{k};{v};{c}" for k, v, c in (
        ("Vols SWISS x3", r.randint(3900, 4600), "payé"), ("JR Pass 14 jours x3", 1370, "payé"),
        ("Hôtels Tokyo 6 nuits", r.randint(1300, 1700), ""), ("Ryokans 6 nuits", r.randint(2100, 2700), "demi-pension"),
        ("Repas", 1800, "estimation"), ("Takkyubin, métro, bus", 350, ""), ("Assurance annulation", 149, "Allianz Travel"),
        ("Réserve", 800, "")))


# --------------------------------------------------------------------------- Archive

VAUCLAIR = "Vauclair & Fils SA - Manufacture d'horlogerie depuis 1868 - Rue des Billodes 40 - 2400 Le Locle"


def t_vauclair_cert(r, dt) -> str:
    return f"""{VAUCLAIR}
CERTIFICAT DE TRAVAIL
Madame Céline Vuilleumier, née le 14 mars 1982, a travaillé dans notre entreprise du 1er août 2007 au
30 septembre 2018, d'abord comme horlogère rhabilleuse au service après-vente, puis dès 2012 comme
horlogère spécialiste au sein de l'atelier des complications (chronographes, quantièmes perpétuels,
répétitions minutes), où elle a aussi formé les apprentis de 3e et 4e année.
Mme Vuilleumier a toujours accompli son travail avec une précision et une minutie remarquables.
Elle nous quitte de son plein gré pour fonder son propre atelier de restauration. Nous regrettons son départ.
Le Locle, le {_fd(dt)} - Direction des ressources humaines, Vauclair & Fils SA
"""


def t_vauclair_pay(r, dt) -> str:
    b = 6450.0
    return f"""{VAUCLAIR}
Décompte de salaire - {MOIS[dt.month - 1]} {dt.year}
Collaboratrice : Céline Vuilleumier - pers. n° 20731 - Atelier complications - 13e salaire en décembre
Salaire mensuel CHF {_n(b)} ; AVS/AI/APG -{_n(b * 0.05125)} ; AC -{_n(b * 0.011)} ; LPP -{_n(b * 0.078)}
Indemnité CCT industrie horlogère (vacances 5 sem.)
Net versé CHF {_n(b * (1 - 0.05125 - 0.011 - 0.078 - 0.012))}
"""


def t_libre_passage(r, dt) -> str:
    return f"""Caisse de pensions Vauclair & Fils - Le Locle
Décompte de sortie au 30.09.2018 - Assurée : Céline Vuilleumier
Prestation de libre passage : CHF 96'412.80
Transférée le {_dd(dt)} à la Fondation de prévoyance Arc Horloger, Le Locle (affiliation facultative d'indépendante).
Merci de nous signaler tout changement d'adresse. Ce document est à conserver.
"""


def t_move_devis(r, dt) -> str:
    return f"""Déménagements Jacot & Cie SA - Rue de l'Hôtel-de-Ville 101, 2300 La Chaux-de-Fonds
Offre n° {r.randint(2400, 2499)} du {_fd(dt)}
Cliente : Atelier Vuilleumier, Mme C. Vuilleumier
Déménagement d'atelier : Rue de la Serre 58 (rez) -> Rue du Parc 117 (1er étage, monte-charge)
3 établis d'horloger, 2 tours (Schaublin 70, Lorch), coffre-fort 380 kg, machine à laver L&R, 40 cartons
Emballage antichoc des instruments ; les montres des clients sont transportées par la cliente elle-même.
Prix forfaitaire : CHF {_n(r.uniform(2800, 3400))} TTC ; coffre-fort avec grue : CHF 650.00
Date souhaitée : samedi 12 octobre 2024
"""


def t_move_other(r, dt, k: int) -> str:
    return [
        f"""Électricité Montandon SA - La Chaux-de-Fonds
Facture {r.randint(1000, 9999)} du {_dd(dt)} - Atelier Vuilleumier, Rue du Parc 117
Installation de 6 prises au-dessus des établis, éclairage LED 5000 K pour postes horlogers,
ligne séparée pour la machine à laver et le compresseur - total CHF {_n(r.uniform(2400, 3100))}
""",
        f"""Gérance Immobilière du Jura SA - Concerne : résiliation du bail commercial Rue de la Serre 58, rez
Madame Vuilleumier, nous accusons réception de votre résiliation pour le 31 octobre 2024.
L'état des lieux de sortie aura lieu le 31 octobre 2024 à 14h00. Le {_fd(dt)}.
""",
        f"""PROCÈS-VERBAL D'ÉTAT DES LIEUX DE SORTIE - Rue de la Serre 58, local commercial rez
Date : {_fd(dt)} - Locataire : Atelier Vuilleumier (C. Vuilleumier)
Trous de chevilles rebouchés ; sol linoléum : traces des établis, usure normale ; vitrine : ok.
Clés rendues : 3 + 1 badge. Garantie de loyer : libérée sous réserve du décompte de charges.
"""][k]


def t_move_notice(r, dt) -> str:
    return f"""Chère cliente, cher client,
L'Atelier Vuilleumier déménage ! Dès le lundi 21 octobre 2024, vous me trouverez à la Rue du Parc 117,
1er étage (ascenseur), à deux pas de la gare. L'atelier sera fermé du 10 au 19 octobre 2024.
Les montres en réparation sont en sécurité et vous seront rendues à la nouvelle adresse.
Téléphone et adresse e-mail ne changent pas : 032 913 47 26, atelier@vuilleumier-horlogerie.ch
Avec mes meilleures salutations, Céline Vuilleumier - le {_fd(dt)}
"""


def t_madeira(r, dt, k: int) -> str:
    return [
        f"""easyJet booking {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') for _ in range(7))} - booked {_dd(dt)}
EZS1483 Geneva (GVA) 06:45 - Funchal (FNC) 09:20, Sat 13 Sep 2025
EZS1484 Funchal (FNC) 10:05 - Geneva (GVA) 14:30, Sat 27 Sep 2025
Passengers: Celine Vuilleumier, Lukas Kohler, Noe Kohler - 3 large cabin bags - total CHF {_n(r.uniform(780, 980))}
""",
        f"""Quinta da Serra Hotel, Funchal, Madeira - Booking confirmation
Guests: Celine Vuilleumier + 2 - 13 to 20 September 2025 - family room, breakfast included
Total EUR {r.randint(1100, 1500)} paid at the hotel. Booked on {_dd(dt)}.
""",
        """Madère septembre 2025 - levadas prévues
- Levada do Caldeirão Verde (13 km, lampes frontales pour les tunnels)
- PR1 Pico do Arieiro - Pico Ruivo (départ 6h, lever du soleil)
- Levada das 25 Fontes depuis Rabaçal (navette)
- Ponta de São Lourenço (chaud, prendre 2 l d'eau)
Location voiture Funchal 20-27.09, Casa do Lago à Porto Moniz 4 nuits."""][k]


def t_dents(r, dt, k: int) -> str:
    return [
        _eml(dt, "Cabane de Susanfe <info@susanfe.ch>", ME_HOME, "Réservation 16.07.2024 - 3 personnes",
             """Bonjour Madame Vuilleumier,
Nous confirmons votre réservation pour 3 personnes (2 adultes, 1 jeune) en dortoir, demi-pension,
la nuit du 16 au 17 juillet 2024. Merci d'annoncer toute annulation au moins 48 h à l'avance.
Prix : CHF 78.- adulte membre CAS, CHF 58.- jeune. Meilleures salutations, les gardiens"""),
        """Tour des Dents du Midi - juillet 2024 - étapes
J1 Champéry (bus) - Cabane de Bonaveau - 5 h
J2 Bonaveau - Col de Susanfe - Cabane de Susanfe - 4 h 30
J3 Susanfe - Salanfe (Auberge de Salanfe) - 4 h
J4 Salanfe - Col du Jorat - Mex - 5 h 30
J5 Mex - Chindonne - Champéry - 6 h
Cartes : Swisstopo 1304 Val-d'Illiez, 1284 Monthey. Membres CAS : Céline, Lukas."""][k]


# --------------------------------------------------------------------------- more pieces of text


def t_pf_csv(r, dt) -> str:
    rows = ["Date de comptabilisation;Texte de notification;Crédit en CHF;Débit en CHF;Solde en CHF"]
    s = r.uniform(6000, 11000)
    for i in range(9):
        if r.random() < 0.6:
            c = r.choice(CLIENTS).split(",")[0]
            a = r.uniform(120, 980)
            s += a
            rows.append(f"{_dd(dt - timedelta(days=28 - i * 3))};QR-FACTURE {c} Facture 2026-{r.randint(40, 90):03d};{_n(a)};;{_n(s)}")
        else:
            t, a = r.choice([("Fournitures Horlogères Brandt SA", 310.4), ("Uhrenbedarf Keller GmbH EUR", 142.8),
                             ("Loyer atelier Rue du Parc 117", 890.0), ("Assurances Montagnes SA police 71.448.203", 1742.6),
                             ("AFC TVA 2e semestre", 2515.3), ("Swisscom ligne atelier", 64.9)])
            s -= a
            rows.append(f"{_dd(dt - timedelta(days=28 - i * 3))};{t};;{_n(a)};{_n(s)}")
    return "\n".join(rows) + "\n"


def t_pret(r, dt) -> str:
    rows = "\n".join(f"MIH {p[0]} - {p[1]}, {p[2]}, vers {p[3]} - valeur d'assurance CHF {_n(r.randint(12, 90) * 100)}"
                     for p in POCKET)
    return f"""Musée international d'horlogerie - Rue des Musées 29 - 2300 La Chaux-de-Fonds
Liste des objets confiés pour restauration - annexe 1 à la convention de mandat
Dépositaire : Atelier Vuilleumier, Céline Vuilleumier - remise le {_fd(dt)}
{rows}
Couverture : assurance « clou à clou » du musée, police Beaux-Arts n° 4410-77. Transport par le musée.
Signatures : S. Reymond (MIH) / C. Vuilleumier
"""


CURATOR_MAILS = [
    ("Exposition Le temps en poche - socles des vitrines", """Chère Céline,
Le scénographe propose de présenter les montres ouvertes, mouvement visible, sur des socles inclinés.
Pour les savonnettes (2023.41.02, .10, .15), peux-tu me dire si la charnière supporte d'être ouverte
quatre mois ? Sinon on fait des photos du mouvement pour l'écran tactile.
Belle journée, Sophie"""),
    ("Re: rapport intermédiaire", """Bonjour Céline,
Merci pour le rapport intermédiaire, très clair. La direction a validé le deuxième acompte (30 %).
Pour l'Ulysse Nardin, d'accord de ne pas toucher au bulletin d'observatoire ni au cadran.
Prochaine séance de coordination : mardi à 10h au musée, avec le photographe pour le catalogue.
Sophie Reymond, conservatrice adjointe"""),
    ("Cartels : longueur des textes", """Céline,
Les cartels doivent tenir en 350 signes, français / allemand / anglais. Peux-tu relire les mentions
techniques (calibres, dates) ? Le vernissage est fixé au jeudi 17 septembre à 18h30, ouverture publique
le 18. Les pièces doivent être au musée le 31 août au plus tard pour le montage.
Merci ! Sophie"""),
    ("Axe du Cortébert 616", """Salut Sophie,
L'axe de balancier du Cortébert (2023.41.04) est introuvable en stock. Je le refais au tour,
compte 3 heures de plus, dans le forfait. L'ancien axe cassé sera rendu en sachet avec la montre.
Les verres pour trois lépines sont commandés en Angleterre (Meadows), livraison dans deux semaines.
Céline"""),
]


def t_curator(r, dt, i) -> str:
    subj, body = CURATOR_MAILS[i % len(CURATOR_MAILS)]
    if body.startswith("Salut"):
        return _eml(dt, ME, CURATOR, subj, body)
    return _eml(dt, CURATOR, ME, subj, body)


def t_todo_museum(r, dt) -> str:
    return """- Vulcain réveil (2023.41.16) : sonnerie ne déclenche pas, voir ressort de sonnerie
- Meadows : relancer la commande des verres 46.5 et 48.0
- Doxa 2023.41.02 : charnière, demander à Sophie si on la présente ouverte
- photos après pour les 6 premières pièces (fond gris, même éclairage que les photos avant)
- heures du mois à reporter dans le tableau budget MIH (forfait 38'500 !)
- livraison au musée : 31 août au plus tard, vernissage 17 septembre
"""


def t_teach_notes(r, dt) -> str:
    return f"""mardi {_dd(dt)} - 4e année, module R4
présents : {r.randint(9, 12)} / 12 ; absents : Kevin (malade)
TP axe de balancier : Léa et Mathis finissent, Inès doit recommencer (pivot trop court 0.02)
penser à commander 15 mouvements Unitas d'exercice au secrétariat de l'école
PQ (procédure de qualification) : les experts passent le 16 juin, préparer les postes
"""


def t_jp_todo(r, dt) -> str:
    return """- réserver hôtel Tokyo 19-20 octobre (près de Tokyo Station)
- takkyubin Kyoto -> Tsumago ? demander au ryokan
- Noé : permis d'apprentissage, pas utile là-bas
- Lukas veut louer des vélos à Kyoto (Philosopher's path)
- yen : changer CHF 1'000 à la BCN
- Seiko Museum Ginza : réservation en ligne obligatoire, ouvre 10h30
- assurance annulation Allianz : vérifier couverture typhon
"""


def t_client_letter(r, dt) -> str:
    c = r.choice(CLIENTS)
    w = r.choice(WATCHES)
    return f"""{_hdr(dt)}
{c}
La Chaux-de-Fonds, le {_fd(dt)}
Concerne : votre {w[0]} ({w[1]}), {w[2]}
Madame, Monsieur,
Lors du démontage, j'ai constaté que la roue de centre est fêlée et qu'un pivot est cassé. Cette pièce
n'est plus fabriquée ; je peux la faire refaire par un collègue à Villeret (délai 6 semaines, CHF 380.00
en plus du devis initial) ou vous rendre la montre en l'état, sans frais d'examen.
Je vous remercie de me faire part de votre décision. Avec mes salutations les meilleures,
Céline Vuilleumier
"""


def t_teach_mail(r, dt) -> str:
    return _eml(dt, "Secrétariat Pôle technique <secretariat.technique@cpne.ch>", ME,
                "Module R4 - salles et experts PQ", """Madame Vuilleumier,
Les examens pratiques de la procédure de qualification des horlogers rhabilleurs auront lieu
du 15 au 19 juin à l'atelier 2.14. Merci de nous envoyer la liste du matériel par apprenti d'ici vendredi
et de confirmer votre présence comme experte le 16 juin (indemnité selon barème cantonal).
Meilleures salutations, Secrétariat du Pôle technique, CPNE, Le Locle""")


def t_ics_parents(r, dt) -> str:
    d = dt + timedelta(days=9)
    s = d.strftime("%Y%m%d")
    return _ics(f"lbc-{s}-2ma3@rpn.ch", f"{s}T193000", f"{s}T210000", "Soirée des parents - classes de 2e année",
                "Lycée Blaise-Cendrars\\, aula\\, Rue du Succès 45\\, La Chaux-de-Fonds",
                "Choix de l'option complémentaire\\, travail de maturité\\, voyage d'études. Maître de classe 2MA3 : C. Boillat")


def t_ics_cpne(r, dt) -> str:
    d = dt + timedelta(days=6)
    s = d.strftime("%Y%m%d")
    return _ics(f"cpne-{s}@cpne.ch", f"{s}T163000", f"{s}T180000", "Conférence des maîtres - horlogerie 4e année",
                "CPNE Pôle technique\\, Le Locle\\, salle 1.02", "Bilan de l'année\\, notes du module R4\\, préparation PQ")


def t_serafe(r, dt) -> str:
    return f"""Serafe AG - Case postale, 8010 Zürich - Redevance radio-télévision
Facture {dt.year} - ménage privé n° 1.7740.2281 - Céline Vuilleumier, Rue du Doubs 141, 2300 La Chaux-de-Fonds
Période : 01.01.{dt.year} - 31.12.{dt.year} - montant CHF 335.00 - payable dans les 30 jours
"""


def t_physio(r, dt) -> str:
    return f"""Physiothérapie des Montagnes - Av. Léopold-Robert 31, 2300 La Chaux-de-Fonds
Facture tiers garant - Patiente : Céline Vuilleumier - Prescription Dr A. Jaquet : 9 séances
Diagnostic : syndrome du canal carpien débutant, poignet droit (travail de précision)
Séances du {_dd(dt - timedelta(days=40))} au {_dd(dt - timedelta(days=3))} : {r.randint(7, 9)} x position 7301
Total : CHF {_n(r.uniform(430, 560))} - à transmettre à Santémont
"""


def t_cv(r, dt) -> str:
    return """Céline Vuilleumier - Horlogère-rhabilleuse CFC
Rue du Doubs 141, 2300 La Chaux-de-Fonds
Expérience :
2012-2018 Vauclair & Fils SA, Le Locle - atelier des complications (quantièmes perpétuels, répétitions)
2007-2012 Vauclair & Fils SA, Le Locle - service après-vente, rhabillage
2003-2007 WOSTEP, Neuchâtel, puis atelier Matthey, Le Locle
Formation : CFC d'horlogère-rhabilleuse, École d'horlogerie du Locle (2002)
Langues : français, allemand (bon niveau), anglais (technique)
"""


def t_plan_affaires(r, dt) -> str:
    return """Plan d'affaires - Atelier de restauration horlogère (projet 2018)
Offre : révision et restauration de montres anciennes, pendulerie neuchâteloise, expertises pour assurances
Clientèle : particuliers de l'Arc jurassien, collectionneurs, musées, brocanteurs
Local : rue de la Serre 58, rez, 45 m², loyer CHF 780.- / mois
Investissements : établi, tour Lorch d'occasion, machine à laver, chronocomparateur : env. CHF 28'000.-
Chiffre d'affaires visé année 2 : CHF 95'000.- ; année 3 : CHF 110'000.-
Financement : épargne + prêt BCN CHF 15'000.-
"""


def t_recipe(name: str) -> str:
    return {
        "Taillaule": """Taillaule neuchâteloise (recette de Mamie)
500 g farine, 60 g sucre, 80 g beurre, 2,5 dl lait, 20 g levure, 1 oeuf, zeste d'un citron, raisins secs
Pétrir, laisser lever 1 h, façonner dans le moule, entailler aux ciseaux, dorer. Four 180°, 35 min.""",
        "Gâteau à la crème": """Gâteau à la crème
Pâte levée abaissée, 2 dl crème double, 1 oeuf, 2 cs sucre, une pincée de cannelle. 220°, 20 min.""",
        "Fondue moitié-moitié": """Fondue moitié-moitié pour 4
400 g gruyère, 400 g vacherin fribourgeois, 3 dl vin blanc (Neuchâtel), 1 gousse d'ail, 4 cc maïzena,
2 cl kirsch. Frotter le caquelon à l'ail, fondre doucement en remuant en 8.""",
        "Tarte au vin cuit": """Tarte au vin cuit (salée de Lukas)
1,5 dl vin cuit, 2 dl crème, 1 oeuf, 2 cs farine, pâte brisée. Four 200°, 25 min.""",
    }[name]


TECH = {
    "ETA 6497-6498 - communication technique.pdf": "ETA SA - Calibres 6497 / 6498 - Communication technique\nDémontage, nomenclature, huilage, réglage. Fréquence 18'000 A/h, réserve de marche 46 h, 17 rubis.",
    "Moebius - tableau de lubrification.pdf": "Moebius - Guide de lubrification des montres mécaniques\n9010 : rouage et pivots ; 9415 : palettes d'ancre ; HP 1300 : échappement à faible fréquence ; 8217 : ressort de barillet ; D5 : remontoir.",
    "Valjoux 72 - démontage et remontage.pdf": "Valjoux 72 - chronographe à roue à colonnes, 3 compteurs\nOrdre de démontage, réglage de la pénétration des dents, huilage de la bascule et du sautoir.",
    "Zenith 2562 - fiche calibre.pdf": "Zenith 2562 PC - automatique, 18'000 A/h, 25 rubis, date rapide\nPièces communes avec 2552, tolérances d'ébats, couple de remontage.",
    "NIHS 91-10 - résumé tests de chocs.pdf": "NIHS 91-10 / ISO 1413 - Montres résistant aux chocs\nEssai : chute d'un mètre sur bois dur, marche après essai +/- 60 s/j.",
    "Spiral Breguet - courbe terminale.pdf": "Le spiral Breguet : courbe terminale Phillips, isochronisme et centrage\nMise en plat, mise rond, réglage de la goupille de raquette.",
    "Wadokei - Japanese temporal clocks.pdf": "Wadokei: Japanese clocks with unequal temporal hours (Edo period)\nDouble foliot, adjustable hour plates, the Daimyo Clock Museum collection.",
    "Restauration - éthique et documentation (article JSH).pdf": "Restaurer sans trahir : principes de conservation appliqués à l'horlogerie ancienne\nIntervention minimale, réversibilité, documentation, conservation des pièces remplacées.",
    "Théorie horlogère - chapitre 7 réglage.pdf": "Théorie d'horlogerie - Chapitre 7 : le réglage\nErreurs de position, balourd, effet du spiral, formules de la période d'oscillation.",
    "Catalogue Brandt Fournitures 2026.pdf": "Fournitures Horlogères Brandt SA - Catalogue 2026\nHuiles, ressorts, verres, couronnes, outillage Bergeon et Horotec, prix nets revendeurs.",
    "Pendule neuchâteloise - sonnerie à râteau.pdf": "La pendule neuchâteloise - sonnerie à râteau et grande sonnerie\nRéglage du râteau, du limaçon, de la détente ; huilage du mouvement à fusée.",
}

GPX = ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx version=\"1.1\" creator=\"{c}\" "
       "xmlns=\"http://www.topografix.com/GPX/1/1\">\n<trk><name>{n}</name><trkseg>\n{p}\n</trkseg></trk>\n</gpx>\n")


def t_gpx(r, name: str, lat: float, lon: float, creator: str = "SwitzerlandMobility") -> str:
    pts = []
    for i in range(25):
        lat += r.uniform(-0.002, 0.003)
        lon += r.uniform(-0.002, 0.003)
        pts.append(f'<trkpt lat="{lat:.6f}" lon="{lon:.6f}"><ele>{r.randint(900, 1600)}</ele></trkpt>')
    return GPX.format(c=creator, n=name, p="\n".join(pts))


def t_training(r, dt) -> str:
    rows = ["Woche;Montag;Mittwoch;Samstag;Sonntag;Stunden"]
    for w in range(1, 9):
        rows.append(f"KW {w + 10};Ruhetag;Intervalle 5x5 min Schwelle;Grundlage 3 h Jura;{r.choice(['Chasseral', 'Vue des Alpes', 'Lac des Taillères'])} {r.randint(60, 120)} km;{r.randint(7, 12)}")
    return "\n".join(rows)


def t_lukas_manual(r, dt) -> str:
    return """Canyon Ultimate CF SL - Bedienungsanleitung
Drehmomentangaben: Vorbau 5 Nm, Sattelstütze 5 Nm, Steuersatz 2 Nm. Kettenpflege alle 300 km.
Shimano Ultegra Di2: Akku laden, Schaltung justieren über E-Tube. Reifendruck 28 mm: 5,5 bar."""


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

    def F(fn, *a):
        return lambda r, dt: fn(r, dt, *a)

    def dte(age: float):
        return NOW - timedelta(days=age)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    W, T = "Watchmaking", "Travel"
    INI = "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"

    # ------------------------------------------------------------ Documents/Atelier (Areas Watchmaking)
    d = "Documents/Atelier"
    for i, age in enumerate((2, 9, 16, 30, 55, 88, 140)):
        c, w = CLIENTS[i], WATCHES[i]
        num = f"2026-{58 - i * 3:03d}" if age < 150 else f"2025-{140 - i:03d}"
        add(f"{d}/Devis/Devis {num} {c.split(',')[0].split(' ')[-1]} {w[0].split(' ')[0]}.docx", A, W, age,
            F(t_devis, num, c, w))
    for i, age in enumerate((205, 330)):
        c, w = CLIENTS[8 + i], WATCHES[8 + i]
        add(f"{d}/Devis/2025/Devis 2025-{112 - i * 40:03d} {c.split(',')[0].split(' ')[-1]}.docx", A, W, age,
            F(t_devis, f"2025-{112 - i * 40:03d}", c, w))
    for i, age in enumerate((3, 11, 24, 38, 61, 97)):
        c, w = CLIENTS[(i + 3) % len(CLIENTS)], WATCHES[(i + 5) % len(WATCHES)]
        add(f"{d}/Fiches de travail/FT-2026-{44 - i * 4:03d}.pdf", A, W, age, F(t_fiche, f"FT-2026-{44 - i * 4:03d}", c, w))
    for i, age in enumerate((1, 8, 20, 35, 67, 110)):
        c, w = CLIENTS[(i + 6) % len(CLIENTS)], WATCHES[(i + 2) % len(WATCHES)]
        add(f"{d}/Factures/2026/Facture 2026-{61 - i * 5:03d}.pdf", A, W, age, F(t_facture, f"2026-{61 - i * 5:03d}", c, w))
    for i, age in enumerate((170, 240, 300, 390)):
        c, w = CLIENTS[(i + 1) % len(CLIENTS)], WATCHES[(i + 7) % len(WATCHES)]
        add(f"{d}/Factures/2025/Facture 2025-{151 - i * 22:03d} {c.split(',')[0].split(' ')[-1]}.pdf", A, W, age,
            F(t_facture, f"2025-{151 - i * 22:03d}", c, w))
    add(f"{d}/Factures/Suivi débiteurs 2026.xlsx", A, W, 4, lambda r, dt: "Facture;Client;Montant;Échéance;Payé\n" + "\n".join(
        f"2026-{n:03d};{CLIENTS[n % len(CLIENTS)].split(',')[0]};{_n(r.uniform(140, 980))};{_dd(dt + timedelta(days=n % 30))};{r.choice(['oui', 'non', 'rappel 1'])}"
        for n in range(40, 62, 2)))
    for i, age in enumerate((6, 45, 102)):
        add(f"{d}/Fournitures/Brandt BL {43880 + i * 311}.pdf", A, W, age, t_brandt)
    for i, age in enumerate((27, 150)):
        add(f"{d}/Fournitures/Keller Pforzheim Rechnung {i + 1}.pdf", A, W, age, t_keller)
    add(f"{d}/Fournitures/stock fournitures atelier.xlsx", A, W, 13, lambda r, dt: "Article;Stock;Minimum;Fournisseur\n" + "\n".join(
        f"{n};{r.randint(0, 12)};{r.randint(1, 4)};{r.choice(['Brandt', 'Keller', 'Meadows'])}" for n, _ in PARTS_FR))
    add(f"{d}/TVA/Décompte TVA S2 2025.pdf", A, W, 118, F(t_tva, 2, 2025))
    add(f"{d}/TVA/Décompte TVA S1 2025.pdf", A, W, 300, F(t_tva, 1, 2025))
    add(f"{d}/TVA/Décompte TVA S2 2024.pdf", A, W, 482, F(t_tva, 2, 2024))
    add(f"{d}/TVA/Concordance CA 2025.xlsx", A, W, 125, lambda r, dt: "Période;CA comptabilisé;CA déclaré;TDFN 4,3 %\n" +
        "\n".join(f"S{s} 2025;{_n(v)};{_n(v)};{_n(v * 0.043)}" for s, v in ((1, r.uniform(48000, 60000)), (2, r.uniform(50000, 64000)))))
    add(f"{d}/TVA/AFC inscription registre TVA 2019.pdf", A, W, 2560, lambda r, dt: f"""Administration fédérale des contributions AFC
Inscription au registre des assujettis à la TVA - {_fd(dt)}
Atelier Vuilleumier, Céline Vuilleumier, Rue de la Serre 58, 2300 La Chaux-de-Fonds
N° TVA : CHE-312.448.905 TVA - début de l'assujettissement : 01.04.2019
Méthode de décompte : taux de la dette fiscale nette, 4,3 % - période de décompte : semestrielle
""")
    add(f"{d}/Assurance/Police entreprise Assurances Montagnes 2025-2027.pdf", A, W, 520, t_assur_at)
    add(f"{d}/Assurance/Avenant changement adresse Rue du Parc.pdf", A, W, 600, lambda r, dt: f"""Assurances Montagnes SA - Avenant n° 3 à la police 71.448.203
Changement du lieu de risque dès le 21.10.2024 : Rue du Parc 117, 1er étage, 2300 La Chaux-de-Fonds
Coffre-fort classe EN 2 constaté le {_dd(dt)} ; alarme reliée. Prime inchangée.
""")
    add(f"{d}/Assurance/inventaire équipement atelier.xlsx", A, W, 510, lambda r, dt: "Objet;Année;Valeur CHF\n" + "\n".join(
        f"{o};{y};{v}" for o, y, v in (("Établi horloger chêne x3", 2019, 9600), ("Tour Schaublin 70", 2020, 14500),
                                       ("Tour Lorch 8 mm", 2019, 3200), ("Machine à laver L&R Ultrasonic", 2021, 6800),
                                       ("Chronocomparateur Witschi", 2022, 8900), ("Testeur étanchéité", 2023, 4100),
                                       ("Coffre-fort", 2024, 3500), ("Outillage Bergeon divers", 2019, 12000))))
    add(f"{d}/Compta/Compta 2025.xlsx", A, W, 95, lambda r, dt: "Mois;Recettes;Fournitures;Loyer;Assurances;Autres\n" + "\n".join(
        f"{MOIS[m]};{_n(r.uniform(7000, 11000))};{_n(r.uniform(400, 1500))};890.00;{_n(r.uniform(0, 400))};{_n(r.uniform(100, 600))}" for m in range(12)))
    add(f"{d}/Compta/Bilan et compte de résultat 2025.pdf", A, W, 88, lambda r, dt: f"""Atelier Vuilleumier - Comptes annuels 2025
Établis par Fiduciaire Rochat & Perrenoud SA, La Chaux-de-Fonds, le {_fd(dt)}
Produits des prestations : CHF {_n(r.uniform(108000, 118000))}
Charges de fournitures : CHF {_n(r.uniform(12000, 16000))} ; loyer atelier CHF 10'680.00 ; assurances CHF 1'742.60
Amortissements : CHF {_n(r.uniform(4000, 6000))}
Bénéfice de l'exercice (revenu de l'activité indépendante) : CHF {_n(r.uniform(61000, 70000))}
""")
    add(f"{d}/Compta/Caisse mai 2026.xlsx", A, W, 1, lambda r, dt: "Date;Libellé;Entrée;Sortie\n" + "\n".join(
        f"{d_:02d}.05.2026;{r.choice(['pile 377 + pose', 'bracelet cuir', 'changement pile', 'timbres', 'café atelier'])};{r.choice(['15.00', '28.00', '45.00', ''])};{r.choice(['', '', '8.50'])}" for d_ in range(2, 30, 3)))
    add(f"{d}/Compta/PostFinance atelier relevé avril 2026.pdf", A, W, 30, lambda r, dt: "PostFinance - Extrait de compte " + IBAN_AT + "\nAtelier Vuilleumier - avril 2026\n" + t_pf_csv(r, dt).replace(";", "  "))
    add(f"{d}/Registre montres confiées 2026.xlsx", A, W, 2, lambda r, dt: "N° FT;Client;Pièce;Reçue;État;Promise\n" + "\n".join(
        f"FT-2026-{n};{CLIENTS[n % len(CLIENTS)].split(',')[0]};{WATCHES[n % len(WATCHES)][0]};{_dd(dt - timedelta(days=60 - n))};{r.choice(['devis envoyé', 'en cours', 'attente pièce', 'prête'])};{_dd(dt + timedelta(days=n % 40))}"
        for n in range(30, 50)))
    add(f"{d}/Bail atelier Rue du Parc 117.pdf", A, W, 640, lambda r, dt: f"""Contrat de bail à loyer pour locaux commerciaux
Bailleur : Hoirie Ducommun, p.a. Gérance Immobilière du Jura SA, La Chaux-de-Fonds
Locataire : Céline Vuilleumier, Atelier Vuilleumier
Objet : atelier de 62 m², 1er étage, Rue du Parc 117, 2300 La Chaux-de-Fonds, avec monte-charge
Début : 1er octobre 2024, durée 5 ans ferme, renouvelable ; loyer CHF 890.00 + charges CHF 120.00
Usage : atelier d'horlogerie, réception de clientèle sur rendez-vous. Signé le {_fd(dt)}.
""")
    add(f"{d}/Tarifs atelier 2026.docx", A, W, 150, lambda r, dt: f"""Atelier Vuilleumier - Tarifs indicatifs {dt.year}
Changement de pile, contrôle étanchéité : CHF 28.- / Révision montre mécanique simple : dès CHF 280.-
Révision chronographe : dès CHF 480.- / Révision pendule neuchâteloise : dès CHF 650.-
Expertise pour assurance ou succession : CHF 90.- / heure. Devis gratuit à l'atelier, CHF 45.- si refusé.""")
    for i, age in enumerate((5, 19, 71)):
        add(f"{d}/Clients/mail {CLIENTS[i + 2].split(',')[0].split(' ')[-1]} {_dd(dte(age))}.eml", A, W, age,
            F(t_client_mail, CLIENTS[i + 2], WATCHES[i + 4]))
    for i, age in enumerate((3, 11, 24, 38, 61)):
        photo(f"{d}/Photos entrée/FT-2026-{44 - i * 4:03d}_{1 + i % 2}.jpg", A, W, age)
    add(f"{d}/Devis/~$vis 2026-058 Matthey Omega.docx", L, "System", 2, b"\x0cCeline Vuilleumier" + b"\x00" * 40)

    # ------------------------------------------------------------ Documents/Musée MIH 2026 (Projects Watchmaking)
    d = "Documents/Musée MIH 2026"
    add(f"{d}/Convention de mandat MIH - Atelier Vuilleumier signée.pdf", P, W, 272, t_convention)
    add(f"{d}/Liste objets confiés annexe 1.pdf", P, W, 265, t_pret)
    add(f"{d}/Inventaire legs Dubois 2023.41.xlsx", P, W, 262, lambda r, dt: "N° MIH;Marque;Description;Année;État;Vitrine\n" + "\n".join(
        f"{p[0]};{p[1]};{p[2]};{p[3]};{r.choice(['arrêtée', 'marche', 'à restaurer', 'fragile'])};{r.choice(['V1', 'V2', 'réserve'])}" for p in POCKET))
    for i, p in enumerate(POCKET[:8]):
        add(f"{d}/Constats d'état/CE {p[0]} {p[1]}.docx", P, W, 250 - i * 12, F(t_constat, p))
    add(f"{d}/Journal de restauration.docx", P, W, 2, t_journal)
    add(f"{d}/Budget et heures MIH.xlsx", P, W, 6, lambda r, dt: "Mois;Heures;Fournitures CHF;Cumul heures;Forfait restant CHF\n" + "\n".join(
        f"{MOIS[m]} {2025 if m > 7 else 2026};{r.randint(18, 46)};{_n(r.uniform(0, 320))};{40 * (k + 1)};{_n(38500 - 4200 * (k + 1))}"
        for k, m in enumerate((8, 9, 10, 11, 0, 1, 2, 3, 4))))
    add(f"{d}/Planning jusqu'à fin août.xlsx", P, W, 12, lambda r, dt: "Semaine;Pièces;Tâche\n" + "\n".join(
        f"S{22 + k};{POCKET[(k * 2) % 18][0]}, {POCKET[(k * 2 + 1) % 18][0]};{r.choice(['nettoyage', 'remontage et réglage', 'photos après', 'rapport'])}" for k in range(14)))
    add(f"{d}/Rapport intermédiaire 31.03.2026.pdf", P, W, 62, lambda r, dt: f"""Atelier Vuilleumier - Rapport intermédiaire au 31 mars 2026
Mandat MIH - restauration du legs Marcel Dubois (18 montres de poche, années 1950) - exposition {EXPO}
Pièces terminées : 7 / 18 (2023.41.01, .03, .05, .06, .09, .11, .17). En cours : 4. À commencer : 7.
Difficultés : axe de balancier du Cortébert 616 à refaire ; verres de trois lépines à commander au Royaume-Uni ;
réveil Vulcain : ressort de sonnerie fatigué. Heures passées : {r.randint(180, 220)} h. Fournitures : CHF {_n(r.uniform(600, 900))}.
Le calendrier de remise au 31 août 2026 est tenu.""")
    add(f"{d}/Cartels/cartels brouillon v3.docx", P, W, 10, t_cartels)
    for i, age in enumerate((4, 40, 91, 33)):
        add(f"{d}/Correspondance/{['socles vitrines', 'RE rapport intermédiaire', 'cartels longueur', 'axe Cortebert'][i]}.eml", P, W, age, F(t_curator, i))
    for i, age in enumerate((29, 76)):
        add(f"{d}/Fournitures/Meadows invoice MS-2{48810 + i * 3917}.pdf", P, W, age, t_museum_order)
    for i, p in enumerate(POCKET[:6]):
        photo(f"{d}/Photos/avant/{p[0]}_avant_0{1 + i % 3}.jpg", P, W, 248 - i * 12)
    for i, p in enumerate((POCKET[0], POCKET[2], POCKET[4], POCKET[5])):
        photo(f"{d}/Photos/après/{p[0]}_apres_01.jpg", P, W, 80 - i * 17)
    add(f"{d}/Photos/avant/Thumbs.db", L, "System", 180, lambda r, dt: _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))

    # ------------------------------------------------------------ Documents/Cours CPNE (Areas Teaching)
    d, E = "Documents/Cours CPNE", "Teaching"
    add(f"{d}/Plan de cours R4 2025-2026.docx", A, E, 262, t_plan_cours)
    add(f"{d}/Plan de cours R4 2024-2025.docx", A, E, 628, t_plan_cours)
    for i, (s, age) in enumerate((("Axes de balancier - mesure et tournage", 230), ("Ressorts de barillet", 196),
                                  ("Huilage et épilamage", 160), ("Éthique de la restauration", 110),
                                  ("Pendulerie neuchâteloise - sonnerie", 48))):
        add(f"{d}/Supports/R4-{i + 1:02d} {s}.{'pdf' if i % 2 else 'docx'}", A, E, age, F(t_support, s))
    add(f"{d}/Notes R4 2025-2026.xlsx", A, E, 8, t_notes)
    add(f"{d}/Notes R4 2024-2025.xlsx", A, E, 360, t_notes)
    add(f"{d}/Contrat chargée d'enseignement CPNE.pdf", A, E, 1370, lambda r, dt: f"""République et Canton de Neuchâtel - Département de la formation
Contrat d'engagement - chargée d'enseignement à temps partiel
Mme Céline Vuilleumier est engagée dès le 1er août {dt.year} au CPNE, Pôle technique, École d'horlogerie du Locle,
pour 4 périodes hebdomadaires (module R4 Rhabillage et restauration, 4e année). Classe de traitement 8.
Durée indéterminée ; affiliation à Prévoyance.ne. Fait à Neuchâtel, le {_fd(dt)}.""")
    for age in (2, 33, 63):
        add(f"{d}/Salaire/Bulletin de salaire {MOIS[dte(age).month - 1]} {dte(age).year}.pdf", A, E, age, t_salaire_cpne)
    add(f"{d}/Examen pratique juin 2026 - donnée.docx", A, E, 15, lambda r, dt: """Procédure de qualification 2026 - Horloger·ère rhabilleur·euse - Travail pratique
Durée : 2 x 4 heures. Poste : établi, chronocomparateur, tour.
1. Diagnostic d'une montre mécanique ancienne (fiche d'entrée, devis chiffré)
2. Fabrication et pose d'un axe de balancier d'après mesures
3. Remontage, huilage, réglage ; écart moyen +/- 10 s/j, amplitude à plat > 250°
Critères : précision, propreté, respect des pièces d'origine, documentation.""")
    add(f"{d}/convocation conférence des maîtres.ics", A, E, 7, t_ics_cpne)

    # ------------------------------------------------------------ Documents/Admin (Areas Finance)
    d, Fi = "Documents/Admin", "Finance"
    add(f"{d}/Impôts/Déclaration 2025 Clic&DEP récapitulatif.pdf", A, Fi, 58, t_decl)
    add(f"{d}/Impôts/Déclaration 2024 récapitulatif.pdf", A, Fi, 425, t_decl)
    add(f"{d}/Impôts/Taxation 2024 bordereau définitif.pdf", A, Fi, 150, t_taxation)
    add(f"{d}/Impôts/Taxation 2023.pdf", A, Fi, 520, t_taxation)
    add(f"{d}/Impôts/Acomptes 2026.pdf", A, Fi, 128, t_acomptes)
    add(f"{d}/AVS-LPP/CCNC décision cotisations 2026.pdf", A, Fi, 140, t_avs)
    add(f"{d}/AVS-LPP/CCNC décision cotisations 2025.pdf", A, Fi, 505, t_avs)
    add(f"{d}/AVS-LPP/Certificat LPP Arc Horloger 2026.pdf", A, Fi, 120, t_lpp)
    add(f"{d}/AVS-LPP/Attestation 3a BCN 2025.pdf", A, Fi, 112, t_3a)
    for age in (20, 50, 140):
        add(f"{d}/Banque/Relevé BCN {MOIS[dte(age).month - 1]} {dte(age).year}.pdf", A, Fi, age, t_releve)
    add(f"{d}/Budget ménage 2026.xlsx", A, Fi, 148, t_budget)
    add(f"{d}/Impôts/Lohnausweis 2025 Lukas.pdf", A, Fi, 116, t_lohnausweis)
    dot(f"{d}/.~lock.Budget ménage 2026.xlsx#", b",Celine,CELINE-PC,01.06.2026 08:12,file:///C:/Users/Celine/AppData/Roaming/LibreOffice/4;", 3)

    # ------------------------------------------------------------ Home, Car, Health, School (Areas)
    d, H = "Documents/Appartement", "Home"
    add(f"{d}/Bail Rue du Doubs 141.pdf", A, H, 4080, t_bail)
    add(f"{d}/Décompte chauffage 2024-2025.pdf", A, H, 318, t_charges)
    add(f"{d}/Viteos facture mars 2026.pdf", A, H, 75, t_viteos)
    add(f"{d}/Viteos facture décembre 2025.pdf", A, H, 165, t_viteos)
    add(f"{d}/Assurance ménage RC 2026.pdf", A, H, 158, t_menage)
    add(f"{d}/Régie lave-vaisselle.pdf", A, H, 41, t_regie_letter)
    add(f"{d}/Serafe 2026.pdf", A, H, 135, t_serafe)
    add(f"{d}/Modes d'emploi/V-ZUG Adora lave-linge mode d'emploi.pdf", R, H, 1900, "V-ZUG Adora SLQ - Mode d'emploi\nProgrammes, détartrage, nettoyage du filtre de vidange, messages d'erreur F:28.")
    add(f"{d}/Modes d'emploi/Bosch four HBA534 notice.pdf", R, H, 2100, "Bosch HBA534 - Notice d'utilisation\nChaleur tournante 3D, nettoyage EcoClean, réglage de l'horloge.")
    d, C = "Documents/Voiture", "Car"
    add(f"{d}/Facture garage Éplatures service 105000.pdf", A, C, 44, t_garage)
    add(f"{d}/Facture garage pneus hiver.pdf", A, C, 205, t_garage)
    add(f"{d}/Convocation SCAN contrôle périodique.pdf", A, C, 66, t_expertise)
    add(f"{d}/Police auto Assurances Montagnes 2026.pdf", A, C, 160, t_auto_assur)
    photo(f"{d}/permis de circulation.jpg", A, C, 400)
    d, He = "Documents/Santé", "Health"
    add(f"{d}/Santémont police 2026.pdf", A, He, 190, t_lamal)
    for age in (14, 52, 97, 233):
        add(f"{d}/Décomptes/décompte Santémont {_dd(dte(age))}.pdf", A, He, age, t_decompte)
    add(f"{d}/Factures/Dr Jaquet {_dd(dte(80))}.pdf", A, He, 80, t_medecin)
    add(f"{d}/Factures/Physio poignet printemps 2026.pdf", A, He, 21, t_physio)
    add(f"{d}/Contestation lunettes Noé.docx", A, He, 35, t_contest)
    d, S = "Documents/Noé", "School"
    add(f"{d}/Bulletins/Bulletin 1er semestre 2025-2026.pdf", A, S, 112, t_bulletin)
    add(f"{d}/Bulletins/Bulletin 2e semestre 2024-2025.pdf", A, S, 336, t_bulletin)
    for age in (16, 74, 260):
        add(f"{d}/Lycée lettre {_dd(dte(age))}.pdf", A, S, age, t_school_letter)
    add(f"{d}/Inscription voyage Berlin.docx", A, S, 27, lambda r, dt: "Inscription voyage d'études Berlin - 2MA3\nÉlève : Noé Kohler - régime alimentaire : sans - carte d'identité valable : oui\nParticipation CHF 420.00 versée le " + _dd(dt) + "\nSignature des parents : C. Vuilleumier")

    # ------------------------------------------------------------ Documents/Japon 2026 (Projects Travel)
    d = "Documents/Japon 2026"
    add(f"{d}/SWISS confirmation LX160.pdf", P, T, 112, t_flight)
    add(f"{d}/JR Pass commande.pdf", P, T, 41, t_jrpass)
    for i, age in enumerate((96, 88, 57)):
        add(f"{d}/Réservations/{['Kyoto ryokan', 'Tsumago Nakasendo', 'Kamikochi'][i]}.pdf", P, T, age, t_ryokan)
    add(f"{d}/Itinéraire Japon.xlsx", P, T, 5, t_itin)
    add(f"{d}/Liste bagages.txt", P, T, 3, t_packing)
    add(f"{d}/Assurance annulation Allianz Travel.pdf", P, T, 108, lambda r, dt: f"""Allianz Travel - Police n° {r.randint(10 ** 7, 10 ** 8)}
Assurance frais d'annulation et assistance voyage - Japon, 03.10.2026 - 21.10.2026
Personnes assurées : Céline Vuilleumier, Lukas Kohler, Noé Kohler - somme assurée CHF 12'000.00 - prime CHF 149.00""")
    add(f"{d}/Phrases utiles japonais.docx", P, T, 50, "Sumimasen - excusez-moi\nArigatou gozaimasu - merci\nEki wa doko desu ka - où est la gare\nKore wa ikura desu ka - combien ça coûte\nTokei - montre / horloge")
    add(f"{d}/Guide/Nakasendo Magome-Tsumago walking guide.pdf", P, T, 70, "Nakasendo Way: Magome to Tsumago (7.8 km, 2.5-3 h)\nBaggage forwarding service from Magome tourist office, bear bells on the path, Odaki and Medaki waterfalls.")

    # ------------------------------------------------------------ Archive: Vauclair, move 2024, trips, trek
    d = "Documents/Vauclair"
    add(f"{d}/Certificat de travail Vauclair 2018.pdf", X, W, 2795, t_vauclair_cert)
    add(f"{d}/Contrat de travail 2007.pdf", X, W, 6880, lambda r, dt: f"""{VAUCLAIR}
Contrat de travail individuel - soumis à la CCT de l'industrie horlogère et microtechnique suisse
Mme Céline Vuilleumier est engagée en qualité d'horlogère rhabilleuse au service après-vente dès le 1er août 2007.
Salaire mensuel brut : CHF 4'950.00 x 13. Horaire 40 h. Temps d'essai 3 mois. Le Locle, le {_fd(dt)}.""")
    add(f"{d}/Avenant atelier complications 2012.pdf", X, W, 5070, lambda r, dt: f"""{VAUCLAIR}
Avenant au contrat de travail - mutation à l'atelier des complications dès le 1er mars 2012
Fonction : horlogère spécialiste complications. Nouveau salaire : CHF 5'900.00 x 13. Le {_fd(dt)}.""")
    for age in (2830, 2890, 2950):
        add(f"{d}/Salaires 2018/Décompte salaire {MOIS[dte(age).month - 1]} 2018.pdf", X, W, age, t_vauclair_pay)
    add(f"{d}/Libre passage 2018.pdf", X, W, 2760, t_libre_passage)
    d = "Documents/Déménagement atelier 2024"
    add(f"{d}/Offre Jacot déménagement.pdf", X, W, 660, t_move_devis)
    add(f"{d}/Facture Jacot déménagement.pdf", X, W, 585, lambda r, dt: t_move_devis(r, dt).replace("Offre n°", "Facture n°").replace("Date souhaitée", "Effectué le"))
    for i, n in enumerate(("Électricien Montandon facture", "Résiliation Serre 58 confirmation", "État des lieux sortie Serre 58")):
        add(f"{d}/{n}.pdf", X, W, 600 - i * 10, F(t_move_other, i))
    add(f"{d}/Avis aux clients déménagement.docx", X, W, 640, t_move_notice)
    add(f"{d}/Checklist déménagement.xlsx", X, W, 620, "Tâche;Qui;Fait\nRésilier Serre 58;Céline;oui\nAdresse AFC / CCNC / registre du commerce;Céline;oui\nAvenant assurance;Céline;oui\nMontres clients dans le coffre;Céline;oui\nCartes de visite nouvelles;imprimerie;oui\nGoogle Maps adresse;Noé;oui")
    add(f"{d}/Plan nouvel atelier Parc 117.png", X, W, 690, "")
    for i in range(4):
        photo(f"{d}/Photos/IMG_{5120 + i * 7}.jpg", X, W, 596 - i)
    d = "Documents/Voyages/Madère 2025"
    add(f"{d}/easyJet réservation.pdf", X, T, 268, F(t_madeira, 0))
    add(f"{d}/Quinta da Serra confirmation.pdf", X, T, 262, F(t_madeira, 1))
    add(f"{d}/levadas prévues.docx", X, T, 258, F(t_madeira, 2))
    d, Hk = "Documents/Rando", "Hiking"
    add(f"{d}/Dents du Midi 2024/étapes tour.docx", X, Hk, 712, F(t_dents, 1))
    add(f"{d}/Dents du Midi 2024/Réservation Susanfe.eml", X, Hk, 730, F(t_dents, 0))
    for n, la, lo in (("Chemin des Crêtes - Vue des Alpes - Chasseral", 47.07, 6.86), ("Creux du Van depuis Noiraigue", 46.93, 6.72),
                      ("Doubs - Les Brenets - Saut du Doubs", 47.07, 6.70), ("Pouillerel - Roches de Moron", 47.12, 6.80)):
        add(f"{d}/{n}.gpx", R, Hk, r.randint(60, 900), lambda r, dt, n=n, la=la, lo=lo: t_gpx(r, n, la, lo))
    add(f"{d}/Jura Crest Trail - étapes et hébergements.pdf", R, Hk, 420, "Chemin des Crêtes du Jura (Route 5) - étapes Dielsdorf - Nyon\nÉtape 7 Chasseral - Vue des Alpes 5 h ; étape 8 Vue des Alpes - Noiraigue 6 h, hébergements et cabanes.")

    # ------------------------------------------------------------ Resources: documentation, recipes, cycling, books
    for i, (n, txt) in enumerate(TECH.items()):
        add(f"Documents/Documentation horlogère/{n}", R, W, 200 + i * 157, txt)
    for n in ("Taillaule", "Gâteau à la crème", "Fondue moitié-moitié", "Tarte au vin cuit"):
        add(f"Documents/Recettes/{n}.{'txt' if len(n) % 2 else 'docx'}", R, "Cooking", r.randint(100, 1500), t_recipe(n))
    d, Cy = "Documents/Lukas/Velo", "Cycling"
    add(f"{d}/Trainingsplan Frühling 2026.xlsx", R, Cy, 90, t_training)
    add(f"{d}/Canyon Ultimate Bedienungsanleitung.pdf", R, Cy, 700, t_lukas_manual)
    for n, la, lo in (("Col du Chasseral via Saint-Imier", 47.16, 6.99), ("Tour du lac de Neuchâtel", 46.99, 6.93),
                      ("Vue des Alpes - Tête de Ran - La Sagne", 47.07, 6.87)):
        add(f"{d}/Routen/{n}.gpx", R, Cy, r.randint(30, 500), lambda r, dt, n=n, la=la, lo=lo: t_gpx(r, n, la, lo, "Garmin Connect"))
    for i, (t_, a_, lg) in enumerate((("Derborence", "C. F. Ramuz", "fr"), ("Kafka sur le rivage", "Haruki Murakami", "fr"),
                                      ("Der Richter und sein Henker", "Friedrich Dürrenmatt", "de"),
                                      ("L'amie prodigieuse", "Elena Ferrante", "fr"), ("La Vérité sur l'affaire Harry Quebert", "Joël Dicker", "fr"))):
        add(f"Documents/Livres/{a_} - {t_}.epub", R, "Books", 150 + i * 210, _epub(t_, a_, lg, f"{t_} - {a_}. Chapitre premier."))

    # ------------------------------------------------------------ Documents/2023 (year folder)
    d = "Documents/2023"
    add(f"{d}/scan_0012.pdf", A, Fi, 1010, t_taxation, True)
    add(f"{d}/scan_0015.pdf", A, He, 940, t_decompte, True)
    add(f"{d}/scan_0019.pdf", A, C, 925, t_garage, True)
    add(f"{d}/Document (2).docx", A, W, 1100, F(t_devis, "2023-071", CLIENTS[5], WATCHES[3]), True)
    add(f"{d}/scan_0021.pdf", A, Fi, 1150, t_avs, True)
    add(f"{d}/tableau.xlsx", A, Fi, 1050, "Poste;Mensuel CHF\nLoyer Rue du Doubs;1685\nLAMal Santémont famille;1098\nImpôts NE acomptes;1520\nAcompte AVS CCNC;1790\n3e pilier BCN;588\nAlimentation;1100\nVoiture;380\nTotal charges;8161\nRevenus nets ménage;11200")
    add(f"{d}/Facture 2023-188 Calame.pdf", A, W, 950, F(t_facture, "2023-188", CLIENTS[5], WATCHES[9]))
    add(f"{d}/Assurance ménage 2023.pdf", A, H, 1180, t_menage)
    photo(f"{d}/IMG_2291.jpg", R, "Photos", 1030)

    # ------------------------------------------------------------ Documents/Scans, Nouveau dossier, saved mails (hard)
    d = "Documents/Scans"
    for i, (age, b, tp, fn) in enumerate(((9, A, He, t_physio), (33, A, H, t_regie_letter), (130, A, Fi, t_acomptes),
                                          (68, A, S, t_school_letter), (83, A, He, t_decompte), (131, A, Fi, t_3a),
                                          (178, A, C, t_expertise), (225, A, W, F(t_fiche, "FT-2025-118", CLIENTS[10], WATCHES[6])),
                                          (2790, X, W, t_vauclair_cert), (590, X, W, F(t_move_other, 2)))):
        add(f"{d}/SCAN_{dte(age):%Y%m%d}_{i % 3 + 1:04d}.pdf", b, tp, age, fn, True)
    d = "Documents/Nouveau dossier"
    add(f"{d}/doc1.pdf", P, W, 140, F(t_constat, POCKET[11]), True)
    add(f"{d}/doc2.pdf", A, W, 301, F(t_tva, 1, 2025), True)
    add(f"{d}/Document1.docx", X, W, 650, t_move_notice, True)
    add(f"{d}/Classeur2.xlsx", A, E, 200, t_notes, True)
    add(f"{d}/notes mai.txt", R, Hk, 380, "Boucle Creux du Van depuis Noiraigue\nmontée par le sentier des 14 contours, 1h45\nle long de l'arête jusqu'à la Ferme du Soliat (fondue, réserver le week-end)\ndescente par la Ferme Robert, retour train à Noiraigue\ntotal 4h30, 14 km, 750 m de dénivelé. Bouquetins sous l'arête.", True)
    add(f"{d}/sans nom.docx", A, W, 60, t_client_letter, True)
    add(f"{d}/doc3.pdf", X, W, 2860, t_vauclair_pay, True)
    add(f"{d}/doc4.pdf", P, T, 90, t_ryokan, True)
    d = "Documents/Mails enregistrés"
    add(f"{d}/mail (1).eml", P, W, 22, F(t_curator, 2), True)
    add(f"{d}/mail (2).eml", A, E, 12, lambda r, dt: t_teach_mail(r, dt), True)
    add(f"{d}/mail (3).eml", A, W, 44, F(t_client_mail, CLIENTS[12], WATCHES[1]), True)
    add(f"{d}/mail (4).eml", X, Hk, 731, F(t_dents, 0), True)
    add(f"{d}/Message.eml", A, He, 240, lambda r, dt: _eml(dt, "Santémont <service@santemont.ch>", ME_HOME, "Vos primes pour l'année prochaine",
        "Madame Vuilleumier,\nLes primes LAMal augmentent de 4,1 % dans la région NE 2. Votre nouvelle police (médecin de famille, franchise 1'500) vous parviendra en octobre. Vous pouvez changer de modèle ou de franchise jusqu'au 30 novembre.\nVotre équipe Santémont"), True)
    add(f"{d}/Message (2).eml", X, T, 270, lambda r, dt: _eml(dt, "Quinta da Serra <reservas@quintadaserra.pt>", ME_HOME, "Your stay 13-20 September",
        "Dear Ms Vuilleumier,\nThank you for booking our family room in Funchal, Madeira, for 13 to 20 September 2025. Airport transfer from FNC at 09:20 arrival is arranged (EUR 35). Kind regards, Reception"), True)
    add(f"{d}/Message (4).eml", P, T, 18, lambda r, dt: _eml(dt, "Tsumago Fujioto <info@tsumago-fujioto.jp>", ME_HOME, "Your arrival time",
        "Dear Celine Vuilleumier,\nThank you for your reservation for 12 October 2026, 3 adults. Please tell us your arrival time in Tsumago; dinner is served at 18:00. Your luggage forwarded by takkyubin from Kyoto will be kept at reception.\nBest regards"), True)
    add(f"{d}/Message (5).eml", A, S, 39, lambda r, dt: _eml(dt, "Lycée Blaise-Cendrars <lbc.secretariat@rpn.ch>", ME_HOME, "Absences - Noé Kohler 2MA3",
        "Madame,\nNoé a 3 périodes d'absence non excusées (mathématiques, lundi). Merci de nous faire parvenir une excuse signée dans les 5 jours, faute de quoi elles seront inscrites au bulletin.\nLe secrétariat"), True)

    # ------------------------------------------------------------ Downloads
    d = "Downloads"
    for n, age, b, tp, fn in (
            ("document.pdf", 139, A, Fi, t_avs), ("document (1).pdf", 15, A, He, t_decompte),
            ("document (3).pdf", 7, A, W, t_brandt), ("document (4).pdf", 96, A, H, t_regie_letter),
            ("document (5).pdf", 121, A, Fi, t_lpp), ("document (6).pdf", 29, P, W, t_museum_order),
            ("scan0004.pdf", 111, A, S, t_bulletin), ("scan0007.pdf", 45, A, C, t_garage),
            ("scan0009.pdf", 81, A, He, t_medecin), ("export.csv", 18, A, Fi, t_bcn_csv),
            ("export (1).csv", 31, A, W, t_pf_csv), ("attachment.pdf", 266, P, W, t_pret),
            ("confirmation.pdf", 95, P, T, t_ryokan), ("download.pdf", 42, P, T, t_jrpass),
            ("téléchargement.pdf", 74, A, H, t_viteos), ("invoice_771324.pdf", 75, P, W, t_museum_order),
            ("Rechnung_RE-2026-4471.pdf", 26, A, W, t_keller), ("message.eml", 5, P, W, F(t_curator, 0)),
            ("invite.ics", 11, A, S, t_ics_parents), ("Formulaire.pdf", 117, A, Fi, t_lohnausweis),
            ("DOC_20260418.pdf", 44, A, He, t_physio), ("lettre.pdf", 73, A, S, t_school_letter),
            ("print.pdf", 111, P, T, t_flight), ("Document.docx", 190, A, E, F(t_support, "Le réglage en positions")),
            ("doc00231.pdf", 2790, X, W, t_vauclair_cert), ("output.pdf", 598, X, W, F(t_move_other, 0)),
            ("confirmation (2).pdf", 269, X, T, F(t_madeira, 0)), ("document (2).pdf", 300, A, H, t_charges),
            ("document (7).pdf", 159, A, C, t_auto_assur), ("scan0011.pdf", 191, A, He, t_lamal),
            ("export (2).csv", 6, P, T, t_itin), ("Facture (1).pdf", 134, A, H, t_serafe),
            ("fichier.pdf", 59, A, Fi, t_decl)):
        add(f"{d}/{n}", b, tp, age, fn, True)
    for n, age, head in (("Firefox Installer.exe", 12, b"MZ\x90\x00"), ("vlc-3.0.21-win64.exe", 300, b"MZ\x90\x00"),
                         ("LibreOffice_25.2.3_Win_x86-64.msi", 60, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"),
                         ("ZoomInstallerFull.exe", 210, b"MZ\x90\x00"), ("WatchOScope_setup_2.4.exe", 480, b"MZ\x90\x00"),
                         ("ClicDEP2025_setup.exe", 70, b"MZ\x90\x00")):
        add(f"{d}/{n}", R, "Software", age, _blob(r, head, 2000))
    photo(f"{d}/IMG_1234.jpg", R, "Photos", 54)
    photo(f"{d}/IMG_20260502_101455.jpg", R, "Photos", 30)
    add(f"{d}/Japan_Rail_map_2026.pdf", P, T, 43, "Japan Rail Pass - JR network map 2026\nShinkansen lines: Tokaido, Sanyo, Hokuriku. Nozomi and Mizuho require a supplement ticket.")
    add(f"{d}/Nakasendo_walk_guide_v2.pdf.crdownload", L, "System", 2, _blob(r, b"%PDF-1.6\n", 700))
    add(f"{d}/Moebius_lubrication_chart.pdf.part", L, "System", 20, _blob(r, b"%PDF-1.4\n", 500))
    add(f"{d}/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n")
    dot(f"{d}/.~lock.Itinéraire Japon.xlsx#", b",Celine,CELINE-PC,28.05.2026 21:40,file:///C:/Users/Celine/AppData/Roaming/LibreOffice/4;", 4)

    # ------------------------------------------------------------ Desktop
    d = "Desktop"
    add(f"{d}/Nouveau document texte.txt", P, W, 1, t_todo_museum, True)
    add(f"{d}/notes.txt", A, E, 0.5, t_teach_notes, True)
    add(f"{d}/à faire.txt", P, T, 4, t_jp_todo, True)
    add(f"{d}/Sans titre.docx", A, He, 34, t_contest, True)
    add(f"{d}/Classeur1.xlsx", P, T, 9, t_jp_budget, True)
    add(f"{d}/brouillon.docx", P, W, 3, t_cartels, True)
    add(f"{d}/Nouveau Document Microsoft Word.docx", A, H, 52, lambda r, dt: f"""{HOME_ADDR}
Gérance Montagnarde SA, Av. Léopold-Robert 76, 2300 La Chaux-de-Fonds
La Chaux-de-Fonds, le {_fd(dt)}
Concerne : appartement 4,5 pièces, 3e étage, Rue du Doubs 141 - radiateurs de la chambre froids
Madame, Monsieur,
Depuis trois semaines, les radiateurs de la chambre et de la salle de bains restent froids malgré la purge.
Nous vous prions de mandater le chauffagiste et, faute de réparation rapide, nous réservons une réduction de loyer.
Céline Vuilleumier et Lukas Kohler""", True)
    add(f"{d}/à lire.pdf", R, W, 230, TECH["Restauration - éthique et documentation (article JSH).pdf"] + "\nL'auteur plaide pour garder les pièces d'origine et documenter chaque intervention sur une montre ancienne.", True)
    add(f"{d}/Devis Seamaster Mme Perret.docx", A, W, 2, F(t_devis, "2026-059", CLIENTS[1], WATCHES[0]))
    add(f"{d}/Capture d'écran 2026-05-27 141502.png", R, "Photos", 5, "")
    add(f"{d}/~$ouillon.docx", L, "System", 3, b"\x0cCeline Vuilleumier" + b"\x00" * 40)
    add(f"{d}/desktop.ini", L, "System", 1200, INI)
    add("Documents/desktop.ini", L, "System", 1500, INI.replace("21770", "21770\r\nIconResource=%SystemRoot%\\system32\\imageres.dll,-112"))

    # ------------------------------------------------------------ Pictures, Music
    d, Ph = "Pictures", "Photos"
    for i in range(5):
        photo(f"{d}/2024/IMG_{3310 + i * 41}.jpg", R, Ph, 530 + i * 80)
    for i in range(6):
        photo(f"{d}/2025/Madère/IMG_{6102 + i * 13}.jpg", R, Ph, 250 + i * 2)
    for i in range(4):
        photo(f"{d}/2025/IMG_{5480 + i * 57}.jpg", R, Ph, 160 + i * 90)
    for i in range(5):
        photo(f"{d}/2026/IMG_{6790 + i * 23}.jpg", R, Ph, 10 + i * 33)
    for i in range(6):
        photo(f"{d}/iPhone/IMG_{7011 + i * 9}.HEIC", R, Ph, 3 + i * 17)
    for i, age in enumerate((14, 61, 190)):
        t_ = dte(age)
        photo(f"{d}/Screenshots/Capture d'écran {t_:%Y-%m-%d} {101500 + i * 3719}.png", R, Ph, age)
    for i in range(3):
        photo(f"{d}/Lukas vélo/Chasseral {2025 - i}.jpg", R, Ph, 330 + i * 365)
    add(f"{d}/2025/Thumbs.db", L, "System", 150, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    add(f"{d}/desktop.ini", L, "System", 1500, INI.replace("21770", "21779"))
    for artist, album, title, age in (("Stephan Eicher", "Engelberg", "Déjeuner en paix", 1400),
                                      ("Sophie Hunger", "Monday's Ghost", "Le vent nous portera", 1200),
                                      ("Patent Ochsner", "Stella Nera", "Bälliz", 1100),
                                      ("Ryuichi Sakamoto", "Coda", "Merry Christmas Mr. Lawrence", 130),
                                      ("Joe Hisaishi", "Spirited Away OST", "One Summer's Day", 95),
                                      ("Zaz", "Zaz", "Je veux", 900), ("Polo Hofer", "Alperose", "Alperose", 1600),
                                      ("Yoko Kanno", "Cowboy Bebop OST", "Tank!", 60)):
        add(f"Music/{artist}/{album}/01 {title}.mp3", R, "Music", age, _id3(r, title, artist, album))

    # ------------------------------------------------------------ old laptop backup (Archive Backup)
    d, B = "Sauvegarde ancien PC 2019", "Backup"
    add(f"{d}/Mes documents/CV Céline 2018.docx", X, B, 2950, t_cv)
    add(f"{d}/Mes documents/Plan d'affaires atelier 2018.docx", X, B, 2900, t_plan_affaires)
    add(f"{d}/Mes documents/Vauclair/Certificat de travail.pdf", X, B, 2795, t_vauclair_cert)
    add(f"{d}/Mes documents/Vauclair/planning SAV 2017.xlsx", X, B, 3300, "Semaine;Horlogère;Calibres\n" + "\n".join(
        f"S{k};{r.choice(['C. Vuilleumier', 'P. Girard', 'M. Jeanbourquin'])};{r.choice(['VC 3500 chrono', 'VC 2100 QP', 'VC 880 auto'])}" for k in range(1, 13)))
    add(f"{d}/Mes documents/Impôts 2017/Déclaration 2017.pdf", X, B, 3000, "Déclaration d'impôt 2017 - Canton de Neuchâtel\nVuilleumier Céline et Kohler Lukas - salaire Vauclair & Fils SA CHF 83'850 ; salaire Lukas CHF 76'200\nEnfant : Noé, 2008.")
    add(f"{d}/Mes documents/Recettes/Taillaule.txt", X, B, 3500, t_recipe("Taillaule"))
    add(f"{d}/Mes documents/Divers/liste courses.txt", X, B, 2600, "lait, pain, gruyère, pommes, piles 377 pour l'atelier, dentifrice")
    add(f"{d}/Bureau/à faire.txt", X, B, 2450, "- s'inscrire à la CCNC comme indépendante\n- ouvrir compte PostFinance atelier\n- commander établi\n- visiter local rue de la Serre 58")
    for y, n in ((2016, 4), (2017, 3), (2018, 2)):
        for i in range(n):
            photo(f"{d}/Mes images/{y}/IMG_{y % 100 * 100 + i * 11:04d}.jpg", X, B, (2026 - y) * 365 - i * 40)
    add(f"{d}/Mes images/2017/Thumbs.db", L, "System", 3000, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 500))
    for title, artist, age in (("La mer", "Charles Trenet", 3600), ("Hemmige", "Stiller Has", 3400)):
        add(f"{d}/Ma musique/{artist} - {title}.mp3", X, B, age, _id3(r, title, artist, "Compilation"))
    return items
