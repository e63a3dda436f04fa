"""A forty-second unseen labelled corpus: Elif Demir, an ICU nurse in Berlin, ``build(root, seed)``, written blind.

Whoever wrote this module read only ``benchmarks/placement/unseen.py`` (its module docstring, the first lines
of its ``build()`` with the ``write``/``encode``/``add`` helpers, and the helpers ``_d``, ``_kr``, ``_latin1``,
``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``), the ``Item`` dataclass, ``NOW``, ``NOW_S``,
``DAY``, ``_pdf`` and ``_jpeg`` of ``corpus.py``, and ``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD`` of
``blind.py``; nothing of ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts, the other corpus
modules or any placement result. The files and labels are shaped by what this person would have on disk, not
by what the code looks for.

The person: Elif Demir, 41, Turkish-German, an intensive-care nurse (Gesundheits- und Krankenpflegerin, 80 %
part time, shift work) on the surgical ICU, Station 4i, of the Klinikum Berlin-Spreebogen since April 2023;
before that she worked eleven years on a medical ward of the Sankt-Marien-Krankenhaus Tempelhof (2012-2023).
She lives in a rented flat in Neukölln (Okerstraße 27) with her children Deniz (12, class 6) and Lara (8,
class 3, after-school care in the Hort); she is divorced from Markus Hoffmann (divorce final in 2022; the
children keep his name, she went back to Demir), who pays child maintenance through a Jugendamt title. She
sings alto in the German-Turkish choir Köprü e.V.; her parents Hatice and Osman Demir live in Karşıyaka,
İzmir, her brother Emre too. Going on now (``NOW`` is 2026-06-01, ``corpus.NOW``): the two-year specialist
course in intensive-care nursing (Fachweiterbildung Intensiv- und Anästhesiepflege at the Bildungsakademie
Gesundheit Berlin, October 2024 - November 2026: modules, practical placements, and the final thesis, the
Facharbeit on delirium screening with the CAM-ICU, due 30 September 2026); Deniz's move to a Gymnasium
(open days, the Förderprognose, the application in February, the admission letter that came in May,
enrolment and book lists before the start in August); the summer trip to her parents in İzmir, 10 July -
7 August 2026 (flights, hire car, Lara's new passport, the father's consent letter, presents); and the
dispute with the property manager over the 2024 service-charge bill (Betriebskostenabrechnung, an extra
demand of 812,40 EUR, objection, inspection of receipts, the tenants' association). Finished: the divorce
(2022), the job at Sankt Marien (ended March 2023), her Praxisanleiter course (2020-2021), the new fitted
kitchen she had put in (spring 2024), the autumn holiday on Mallorca (October 2025).

The machine: a Windows 10 desktop PC at home, user profile ``Elif`` copied as it is: ``Desktop/``,
``Documents/`` (shown as "Dokumente" by Explorer, hence the ``desktop.ini``), ``Downloads/``, ``Pictures/``,
``Music/``, with German and some Turkish folder and file names. ``Documents/`` is half tidy (``Arbeit/``,
``Fachweiterbildung Intensiv/``, ``Kinder/``, ``Wohnung/``, ``Finanzen/``, ...) and half chaos (``Scans/`` from the
HP printer's app, a ``2025/`` folder of scans, ``Neues Microsoft Word-Dokument.docx``); ``Downloads/`` is full of
``Dokument (3).pdf``, ``download (1).pdf``, WhatsApp Desktop files (``DOC-20260214-WA0007.pdf``, ``WhatsApp Image
... .jpeg``), installers and unfinished downloads; ``Pictures/`` holds phone photos synced from her Android phone
(``IMG_20250718_183012.jpg``), an album or two, Windows screenshots and a friend's iPhone pictures (.HEIC).
When she replaced her old Acer laptop in 2023 she copied its user folders to ``Sicherung Acer-Laptop 2023/``.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects**: an outcome with an end still being worked on now, whatever the file's age. The
  Fachweiterbildung Intensivpflege with everything that belongs to it (module handouts and notes, timetables,
  exams, placement plans and assessments, the Facharbeit with its drafts, outline, literature, survey and
  feedback, the training contract with the employer) -- topic Nursing; Deniz's move to a Gymnasium (open-day
  notes, school comparison, Förderprognose, application form, admission letter, book list) -- topic School;
  the İzmir trip of July 2026 (flights, hire car, passport application, consent letter, packing and present
  lists, mails with the family about it) -- topic Travel; the service-charge dispute (the 2024 bill, the
  objection, receipts inspection, the tenants' association, the manager's replies, meter photos) -- topic Home.
- **Areas**: ongoing responsibilities with a standard to keep, whatever the document's age: the job at
  Spreebogen -- shift plans, payslips, contract, leave requests, mandatory training certificates, union
  (ver.di) -- topic Nursing; bank statements, budget, savings plan, liability insurance, tax returns and
  ELSTER, income-tax certificates (Finance); everyone's health including the children's paediatrician and
  dentist, the health insurer AOK (Health); the flat -- lease, rent, electricity, internet, contents
  insurance, the ordinary 2023 service-charge bill, repairs (Home); child benefit, maintenance from Markus,
  custody and holiday arrangements with him (Family); the children's schooling -- reports, parents' letters,
  class trips, the Hort (School); the car (Car); the choir -- rehearsal plans, fees, concerts (Choir).
- **Resources**: reference and interests kept for their own sake, by subject: clinical reference not
  tied to the course (drug and infusion tables, guidelines, journal articles, professional textbooks in any
  format) (Nursing); appliance manuals (Home); recipes, German and Turkish (Cooking); novels as ebooks
  (Books); sheet music and rehearsal recordings (Choir); installers (Software); photos, albums and
  screenshots, WhatsApp images (Photos) -- except photos that document a project (meter readings for the
  dispute, the kitchen being fitted: that project's bucket and topic) and those inside the laptop copy.
- **Archive**: finished projects and ended responsibilities: the job at Sankt Marien and the Praxisanleiter
  course (Nursing); the divorce (Family); the 2024 kitchen (Home); the Mallorca holiday (Travel); the copy
  of the old laptop, whatever is in it (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$...docx``) and system
  files (``desktop.ini``, ``Thumbs.db``), topic System. Dot files (a LibreOffice ``.~lock...#``) are written but
  not labelled.

Topics are subjects, kept the same across buckets: the course and the old job are ``Nursing`` like the payslips,
the service-charge dispute and the old kitchen are ``Home`` like the rent, the divorce is ``Family`` like the
maintenance. ``hard`` marks a file whose name *and* folder say nothing about its subject
(``Downloads/Dokument (3).pdf``, ``Desktop/Neues Textdokument.txt``, ``Documents/Scans/Scan_2026-01-14.pdf``,
``Documents/2025/scan0003.pdf``): only the text inside (.txt, .md, .csv, .eml, .pdf, .docx, .xlsx) can place it.
Images are never hard. Dates are relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import calendar
import os
import random
from datetime import date, timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

# --------------------------------------------------------------------------- helpers and seed data

MONATE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
          "November", "Dezember"]
TAGE = ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]

ME = "Elif Demir"
ADDR = "Okerstraße 27, 12049 Berlin"
IBAN = "DE41 1005 0000 0190 4471 26"
KLINIK = "Klinikum Berlin-Spreebogen gGmbH"
STATION = "Klinik für Anästhesiologie und operative Intensivmedizin, Station 4i"
AKADEMIE = "Bildungsakademie Gesundheit Berlin gGmbH, Weiterbildungsstätte Intensiv- und Anästhesiepflege"
HV = "Brenner & Partner Hausverwaltung GmbH, Hermannstraße 214, 12049 Berlin"
KOLLEG = ["Sabine Krüger", "Jan Petersen", "Nadine Schulz", "Yusuf Çelik", "Kevin Lorenz", "Martina Wolf",
          "Dr. Anja Vogt", "Tobias Richter", "Aylin Kaya", "Frank Meißner"]
NACHN = ["Schmidt", "Müller", "Wagner", "Becker", "Hoffmann", "Schulz", "Koch", "Richter", "Klein", "Wolf",
         "Neumann", "Schwarz", "Yilmaz", "Öztürk", "Kaya", "Arslan", "Zimmermann", "Braun"]


def _de(dt) -> str:
    return dt.strftime("%d.%m.%Y")


def _eur(r: random.Random, lo: float, hi: float) -> str:
    return _fmt(r.uniform(lo, hi))


def _fmt(v: float) -> str:
    s = f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
    return s + " €"


PDF_SAFE = str.maketrans({"ı": "i", "İ": "I", "ş": "s", "Ş": "S", "ğ": "g", "Ğ": "G", "Ç": "C", "Ä": "Ae",
                          "é": "e", "è": "e", "ó": "o", "²": "2"})


def _pdf_text(text: str) -> str:
    """PDFs hold Latin-1 only (and the one-font PDF reads some Latin-1 letters wrongly): write them plainly."""
    return _latin1(text.translate(PDF_SAFE))


def _mon(dt) -> str:
    return f"{MONATE[dt.month - 1]} {dt.year}"


def _ref(r: random.Random, prefix: str = "", n: int = 6) -> str:
    return prefix + "".join(str(r.randint(0, 9)) for _ in range(n))


def _mail(frm: str, to: str, subject: str, dt, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {dt.strftime('%a, %d %b %Y')} "
            f"{8 + dt.day % 12:02d}:{dt.day * 7 % 60:02d}:00 +0200\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=utf-8\n\n{body.strip()}\n")


ELIF_MAIL = "Elif Demir <elif.demir84@web.de>"

# --------------------------------------------------------------------------- job (Areas Nursing)


def t_dienstplan(r, dt, y: int = 0, m: int = 0) -> str:
    y, m = y or dt.year, m or dt.month
    lines = [f"{KLINIK} - {STATION}",
             f"Dienstplan {MONATE[m - 1]} {y} - Stand {_de(dt)} - freigegeben",
             "Mitarbeiterin: Demir, Elif (Pers.-Nr. 40718), GKP, Teilzeit 80 %",
             "Dienstzeiten: F 06:00-14:12 | S 13:30-21:42 | N 21:15-06:27 | WB Weiterbildung | U Urlaub | X frei",
             "Tag Datum Dienst"]
    soll = 0.0
    for day in range(1, calendar.monthrange(y, m)[1] + 1):
        wd = calendar.weekday(y, m, day)
        d = r.choices(["F", "S", "N", "X", "WB"], [4, 3, 2, 8, 1 if wd < 5 else 0])[0]
        if (y, m) == (2026, 7) and day >= 9:
            d = "U"
        soll += {"F": 7.7, "S": 7.7, "N": 8.7, "WB": 7.7, "U": 6.2}.get(d, 0)
        lines.append(f"{TAGE[wd]} {day:02d}.{m:02d}. {d}")
    over, plan = f"{r.uniform(-6, 14):+.1f}".replace(".", ","), f"{soll:.1f}".replace(".", ",")
    lines += [f"Geplante Stunden: {plan} h | Soll: 135,1 h | Übertrag Vormonat: {over} h",
              "Tauschwünsche bitte bis zum 15. des Vormonats im Dienstplanbuch eintragen.",
              "gez. Sabine Krüger, Stationsleitung 4i"]
    return "\n".join(lines)


def t_gehalt(r, dt, y: int = 0, m: int = 0) -> str:
    y, m = y or dt.year, m or dt.month
    base = 3_702.36 if y >= 2026 else 3_590.12
    intens, wechsel = 46.02, 105.00
    nacht = r.uniform(95, 260)
    sonn = r.uniform(40, 190)
    brutto = base + intens + wechsel + nacht + sonn
    lst = brutto * 0.118
    kv = brutto * 0.0875
    pv = brutto * 0.018
    rv = brutto * 0.093
    av = brutto * 0.013
    zvk = brutto * 0.0165
    netto = brutto - lst - kv - pv - rv - av - zvk
    return (f"{KLINIK} - Personalabteilung / Entgeltabrechnung\n"
            f"Entgeltabrechnung {MONATE[m - 1]} {y}\n"
            f"Frau {ME}, {ADDR}\n"
            "Pers.-Nr. 40718 | Kostenstelle 4410 Op. Intensivstation 4i | Eintritt 01.04.2023\n"
            "Tarif TVöD-K, Entgeltgruppe P8, Stufe 4 | Teilzeit 80 % (31,2 Std./Woche)\n"
            "Steuerklasse II, Kinderfreibeträge 1,0 | KV: AOK Nordost | RV-Nr. 65 240384 D 512\n"
            "Bezüge\n"
            f"Tabellenentgelt P8/4 anteilig 80 % {_fmt(base)}\n"
            f"Intensivzulage {_fmt(intens)}\n"
            f"Wechselschichtzulage {_fmt(wechsel)}\n"
            f"Zeitzuschläge Nacht 20 % (Vormonat) {_fmt(nacht)}\n"
            f"Zeitzuschläge Sonn-/Feiertag (Vormonat) {_fmt(sonn)}\n"
            f"Gesamtbrutto {_fmt(brutto)}\n"
            "Abzüge\n"
            f"Lohnsteuer {_fmt(lst)} | Solidaritätszuschlag 0,00 € | Kirchensteuer 0,00 €\n"
            f"Krankenversicherung AN {_fmt(kv)} | Pflegeversicherung AN {_fmt(pv)}\n"
            f"Rentenversicherung AN {_fmt(rv)} | Arbeitslosenversicherung AN {_fmt(av)}\n"
            f"Umlage Zusatzversorgung (ZVK) AN-Anteil {_fmt(zvk)}\n"
            f"Auszahlungsbetrag {_fmt(netto)} an IBAN {IBAN}\n"
            f"Urlaubskonto: Anspruch 2026 30 Tage, genommen {r.randint(2, 9)}, Rest {r.randint(14, 26)}\n"
            f"Zeitkonto: {r.uniform(-4, 22):+.2f} Std.")


def t_urlaub(r, dt) -> str:
    return (f"Urlaubsantrag - {KLINIK}\nName: {ME}, Pers.-Nr. 40718, Station 4i\n"
            "Beantragter Erholungsurlaub: 09.07.2026 bis 07.08.2026 (22 Arbeitstage)\n"
            "Grund/Hinweis: Familienbesuch in der Türkei, Schulferien der Kinder\n"
            "Hinweis Weiterbildung: kein Theorieblock in diesem Zeitraum (Blockplan geprüft)\n"
            f"Datum: {_de(dt)}   Unterschrift Mitarbeiterin: E. Demir\n"
            f"Genehmigt: ja  | Stationsleitung: S. Krüger | Datum {_de(dt + timedelta(days=6))}\n"
            "Resturlaub nach Genehmigung: 5 Tage")


def t_verdi(r, dt) -> str:
    return _mail("ver.di Betriebsgruppe Spreebogen <betriebsgruppe-spreebogen@verdi-bb.de>", ELIF_MAIL,
                 "Entlastung jetzt: Mitgliederversammlung und Stand der Verhandlungen", dt,
                 f"""Liebe Kolleginnen und Kollegen,

die Verhandlungen über einen Tarifvertrag Entlastung für die Intensivstationen gehen in die
{r.choice(['dritte', 'vierte', 'fünfte'])} Runde. Die Geschäftsführung bietet bisher nur Belastungspunkte für
Unterbesetzung ab 2 fehlenden Pflegekräften pro Schicht - für uns auf 4i, 4k und der IMC reicht das nicht.

Mitgliederversammlung: {_de(dt + timedelta(days=9))}, 14:30 Uhr, Raum 0.112 (Haus C). Übergabezeiten
sind berücksichtigt, Nachtdienst bitte per Teams einwählen.

Wer noch nicht Mitglied ist: Beitrag 1 % vom Brutto, Azubis und Weiterbildung ermäßigt.
Solidarische Grüße
Eure ver.di-Betriebsgruppe - Ansprechpartnerin auf 4i: Martina Wolf""")


def t_verdi_mitglied(r, dt) -> str:
    return (f"ver.di - Vereinte Dienstleistungsgewerkschaft, Landesbezirk Berlin-Brandenburg\n"
            f"Mitgliedsbescheinigung {dt.year}\nFrau {ME}, {ADDR}\n"
            f"Mitgliedsnummer: {_ref(r, '0', 9)} | Mitglied seit 01.09.2023 | Fachbereich Gesundheit, Soziale Dienste\n"
            f"Gezahlte Beiträge {dt.year - 1}: {_eur(r, 390, 440)} (monatlich 1 % des Bruttoentgelts)\n"
            "Die Beiträge sind als Werbungskosten in der Steuererklärung absetzbar.\n"
            "Betrieb: Klinikum Berlin-Spreebogen, Vertrauensleute Intensivbereich")


def t_fortbildung(r, dt, thema: str = "") -> str:
    thema = thema or r.choice(["Reanimation ERC 2025 (ALS-Refresher)", "Hygiene und Infektionsprävention",
                               "Brandschutzunterweisung", "Strahlenschutz-Unterweisung", "Medizinproduktegesetz"])
    return (f"{KLINIK} - Innerbetriebliche Fortbildung\nTeilnahmebescheinigung\n"
            f"Frau {ME}, Station 4i, hat am {_de(dt)} an der Pflichtfortbildung\n\"{thema}\"\n"
            f"teilgenommen. Umfang: {r.choice([2, 3, 4, 8])} Unterrichtseinheiten. Fortbildungspunkte (RbP): "
            f"{r.randint(2, 8)}\nReferent: {r.choice(KOLLEG)}\nGültig bis: {_de(dt + timedelta(days=365))}")


def t_arbeitsvertrag(r, dt) -> str:
    return (f"Arbeitsvertrag\nzwischen der {KLINIK}, Spreebogenallee 10, 10557 Berlin (Arbeitgeber)\n"
            f"und Frau {ME}, geb. 14.03.1985, {ADDR} (Arbeitnehmerin)\n"
            "§ 1 Die Arbeitnehmerin wird ab 01.04.2023 als Gesundheits- und Krankenpflegerin auf der operativen "
            "Intensivstation 4i eingestellt, mit 80 % der regelmäßigen wöchentlichen Arbeitszeit.\n"
            "§ 2 Das Arbeitsverhältnis bestimmt sich nach dem TVöD, Besonderer Teil Krankenhäuser (TVöD-K).\n"
            "§ 3 Eingruppierung: Entgeltgruppe P8, Stufe 3 (Stufenaufstieg nach Tarif).\n"
            "§ 4 Probezeit 6 Monate. § 5 Die Arbeitnehmerin ist zu Wechselschicht- und Nachtarbeit verpflichtet.\n"
            "§ 6 Zusatzversorgung über die ZVK. § 7 Nebenabreden bedürfen der Schriftform.\n"
            "Berlin, 02.02.2023  Personalleitung i.A. R. Hartmann  |  E. Demir")


def t_stunden_xlsx(r, dt) -> str:
    rows = ["Monat;Soll;Ist;Saldo;Nachtdienste;Wochenenden"]
    for k in range(6, 0, -1):
        mo = (dt - timedelta(days=30 * k))
        soll, ist = 135.1, 135.1 + r.uniform(-8, 14)
        rows.append(f"{MONATE[mo.month - 1]} {mo.year};{soll:.1f};{ist:.1f};{ist - soll:+.1f};"
                    f"{r.randint(3, 7)};{r.randint(1, 3)}")
    rows.append("Summe Überstunden Station 4i (eigene Zählung, mit Dienstplan abgleichen!);;;;;")
    return "\n".join(rows)


# --------------------------------------------------------------------------- the course (Projects Nursing)

MODULE = [
    ("M1", "Kernaufgaben der Intensivpflege", ["Pflegeprozess auf der ITS", "Überwachung und Dokumentation",
                                                "Hygiene bei invasiven Zugängen", "Frühmobilisation"]),
    ("M2", "Pflege bei respiratorischer Insuffizienz und Beatmung",
     ["Beatmungsformen BIPAP, PSV, CPAP", "Weaning-Protokolle", "Atemgasklimatisierung", "Bauchlagerung ARDS"]),
    ("M3", "Herz-Kreislauf und hämodynamisches Monitoring",
     ["Arterielle Druckmessung", "PiCCO und HZV", "Katecholamine", "Schock-Formen"]),
    ("M4", "Neurologische Intensivpflege, Analgesie, Sedierung, Delir",
     ["RASS und BPS", "CAM-ICU", "Delirprävention nicht-medikamentös", "Hirndruck-Monitoring"]),
    ("M5", "Nierenersatzverfahren und Wasser-Elektrolyt-Haushalt",
     ["CVVHD mit Citrat-Antikoagulation", "Kalium und Natrium", "Bilanzierung", "Säure-Basen und BGA"]),
    ("M6", "Anästhesiepflege", ["Narkoseeinleitung", "Atemwegsmanagement", "Aufwachraum", "Regionalanästhesie"]),
    ("M7", "Ethik, Palliative Care und Kommunikation", ["Therapiezieländerung", "Angehörigengespräche",
                                                        "Moral Distress", "Ethikkonsil"]),
]


def t_skript(r, dt, mod: int = 0) -> str:
    code, title, items = MODULE[mod]
    doz = r.choice(["Thomas Brandt (Kursleitung)", "Dr. med. Lars Engel", "Ute Sommer, M.Sc. Pflege",
                    "PD Dr. Katrin Lehmann"])
    body = "\n".join(f"{i}. {it}: Lernziele, Fallbeispiel, Übung in Kleingruppen" for i, it in enumerate(items, 1))
    return (f"{AKADEMIE}\nFachweiterbildung Intensiv- und Anästhesiepflege, Kurs 2024/26 (DKG-Empfehlung)\n"
            f"Modul {code}: {title}\nSkript / Handout - Dozent*in: {doz}\nStand {_de(dt)}\n{body}\n"
            f"Modulprüfung: {r.choice(['Klausur 90 min', 'Fallbearbeitung schriftlich', 'mündliche Prüfung'])}\n"
            "Bitte das Handout nicht außerhalb des Kurses weitergeben.")


def t_lernzettel(r, dt, mod: int = 0) -> str:
    code, title, items = MODULE[mod]
    notes = {
        "M2": "PEEP 5-8, bei ARDS höher nach Tabelle; Tidalvolumen 6 ml/kg Standardgewicht!\n"
              "SBT: 30 min PSV 5-8 / PEEP 5, Abbruch bei AF > 35, SpO2 < 90 %, Unruhe",
        "M3": "MAP-Ziel >= 65 mmHg; Noradrenalin über eigenen Schenkel, Spritzenwechsel überlappend\n"
              "Nullabgleich Druckwandler auf Höhe Phlebostatische Achse (4. ICR, mittlere Axillarlinie)",
        "M4": "RASS -5 bis +4; Ziel meist 0 bis -1\nCAM-ICU: Merkmal 1 akuter Beginn/Fluktuation, 2 Aufmerksamkeit "
              "(ASBADMAAAY), 3 veränderte Bewusstseinslage, 4 unorganisiertes Denken",
        "M5": "Citrat: Post-Filter-Ca 0,25-0,35 mmol/l, systemisches Ca 1,12-1,20\nKalium-Substitution nie als Bolus",
    }.get(code, "\n".join(f"- {it}" for it in items))
    return f"Lernzettel {code} {title}\n{notes}\nFragen für die Lerngruppe (Nadine, Yusuf, Kevin): {items[-1]}?"


def t_blockplan(r, dt) -> str:
    rows = [f"{AKADEMIE}", "Blockplan Theorie Kurs IA 2024/26 - Stundenplan Block 6", "Datum;Zeit;Modul;Thema;Raum"]
    start = dt + timedelta(days=14)
    for k in range(8):
        d = start + timedelta(days=k + (k // 5) * 2)
        code, _, items = MODULE[(k + 3) % len(MODULE)]
        rows.append(f"{_de(d)};08:30-15:45;{code};{items[k % 4]};Seminarraum {r.randint(1, 4)}")
    rows.append("Anwesenheitspflicht 90 %; Fehlzeiten bitte an Herrn Brandt melden.")
    return "\n".join(rows)


def t_kursmail(r, dt, subject: str = "", body: str = "") -> str:
    subject = subject or "Kurs IA 2024/26: Termine Abschlussprüfungen und Abgabe Facharbeit"
    body = body or f"""Liebe Teilnehmende des Kurses IA 2024/26,

hier die verbindlichen Termine für das letzte Kurshalbjahr:
- Abgabe der Facharbeit: 30.09.2026, 12:00 Uhr (zwei gebundene Exemplare + PDF an das Sekretariat)
- Schriftliche Abschlussprüfung: 03.11.2026
- Praktische Prüfungen auf den Stationen: 09.-20.11.2026
- Mündliche Prüfung mit Kolloquium zur Facharbeit: 25./26.11.2026

Die Anmeldung zur Prüfung (Formular im Anhang) bitte bis {_de(dt + timedelta(days=30))} mit Unterschrift
der Pflegedirektion zurückschicken. Nachweis der Praxisstunden (mind. 1.800 h) bitte beilegen.

Viele Grüße
Thomas Brandt, Kursleitung"""
    return _mail("Thomas Brandt <t.brandt@bildungsakademie-gesundheit.berlin>", ELIF_MAIL, subject, dt, body)


def t_facharbeit(r, dt, version: int = 4) -> str:
    return f"""Facharbeit im Rahmen der Fachweiterbildung Intensiv- und Anästhesiepflege (Kurs IA 2024/26)
Delirscreening mit der CAM-ICU auf einer operativen Intensivstation: Umsetzung, Hindernisse und Empfehlungen
Verfasserin: {ME}   Betreuerin: Dr. Miriam Scholz   Entwurf Version {version}, Stand {_de(dt)}
1 Einleitung
Das Delir ist eine der häufigsten Komplikationen bei Intensivpatient*innen; je nach Studie sind 30 bis 80 %
der beatmeten Patient*innen betroffen. Ein unerkanntes Delir verlängert die Beatmungsdauer und den
Aufenthalt und erhöht die Sterblichkeit. Die S3-Leitlinie Analgesie, Sedierung und Delirmanagement (DAS 2020)
empfiehlt ein Screening mindestens alle 8 Stunden mit einem validierten Instrument wie der CAM-ICU.
Auf Station 4i ist die CAM-ICU seit 2022 in der Kurve vorgesehen, wird aber nach eigener Stichprobe nur in
{r.randint(38, 55)} % der Schichten dokumentiert.
2 Fragestellung
Welche Faktoren hindern Pflegende einer operativen Intensivstation daran, das Delirscreening regelmäßig
durchzuführen, und welche Maßnahmen können die Umsetzung verbessern?
3 Methodik
Literaturrecherche in PubMed, CINAHL und LIVIVO (Suchbegriffe: delirium, CAM-ICU, nurses, barriers,
implementation); ergänzend eine anonyme Befragung der Pflegenden auf 4i (n = {r.randint(24, 36)}).
4 Ergebnisse (in Arbeit)
4.1 Wissen und Schulung  4.2 Zeit und Personalbesetzung  4.3 Dokumentationssystem  4.4 Ärztliche Reaktion
TODO: Tabelle 2 einfügen, Zitierweise APA prüfen, Kapitel 5 Diskussion schreiben"""


def t_gliederung(r, dt) -> str:
    return """Gliederung Facharbeit (abgestimmt mit Dr. Scholz)
Thema: Delirscreening mit der CAM-ICU auf einer operativen Intensivstation
1 Einleitung und Problemstellung (ca. 2 Seiten)
2 Theoretischer Hintergrund
 2.1 Delir: Definition, Formen (hypoaktiv, hyperaktiv, gemischt), Risikofaktoren
 2.2 Screeninginstrumente: CAM-ICU, ICDSC, Nu-DESC
 2.3 Leitlinienempfehlungen (S3 DAS 2020, PADIS 2018)
3 Methodik: Literaturrecherche + Befragung Pflegende 4i
4 Ergebnisse
5 Diskussion und Empfehlungen für die Station (Schulung, Kitteltaschenkarte, Erinnerung im PDMS)
6 Fazit
Umfang: 20-25 Seiten, Abgabe 30.09.2026"""


def t_ris(r, dt) -> str:
    refs = [("Devlin JW",
             ("Clinical Practice Guidelines for the Prevention and Management of Pain, Agitation/Sedation, "
              "Delirium, Immobility, and Sleep Disruption in Adult Patients in the ICU"), "Crit Care Med", "2018"),
            ("DGAI, DIVI", "S3-Leitlinie Analgesie, Sedierung und Delirmanagement in der Intensivmedizin",
              "AWMF", "2020"),
            ("Ely EW", "Evaluation of delirium in critically ill patients: validation of the CAM-ICU", "Crit Care Med",
             "2001"),
            ("Trogrlic Z", "Attitudes, knowledge and practices concerning delirium: a survey among ICU nurses",
             "Nurs Crit Care", "2017"),
            ("Guenther U", "Das Delir-Screening auf der Intensivstation", "Med Klin Intensivmed Notfmed", "2016")]
    out = []
    for au, ti, jo, py in refs:
        out.append(f"TY  - JOUR\nAU  - {au}\nTI  - {ti}\nJO  - {jo}\nPY  - {py}\nKW  - delirium\nKW  - CAM-ICU\nER  - ")
    return "\n".join(out)


def t_umfrage(r, dt) -> str:
    rows = ["Nr;Berufsjahre ITS;CAM-ICU geschult (j/n);Screening pro Schicht;Hauptgrund fehlendes Screening;Kommentar"]
    grunde = ["Zeitmangel", "Patient sediert RASS -4", "unsicher bei Durchführung", "Arzt reagiert nicht",
              "vergessen", "Sprachbarriere Patient"]
    for i in range(1, r.randint(22, 30)):
        rows.append(f"{i};{r.randint(1, 25)};{r.choice('jjn')};{r.choice(['immer', 'meist', 'selten', 'nie'])};"
                    f"{r.choice(grunde)};")
    rows.append("Auswertung Befragung Pflegende 4i zum Delirscreening (Facharbeit E. Demir);;;;;")
    return "\n".join(rows)


def t_fragebogen(r, dt) -> str:
    return """Fragebogen: Delirscreening auf Station 4i (anonym, ca. 5 Minuten)
Liebe Kolleginnen und Kollegen, für meine Facharbeit in der Fachweiterbildung Intensivpflege möchte ich
wissen, wie wir die CAM-ICU im Alltag anwenden. Die Teilnahme ist freiwillig. - Elif
1. Wie lange arbeiten Sie auf einer Intensivstation? ( ) < 2 J. ( ) 2-5 J. ( ) > 5 J.
2. Wurden Sie in der Anwendung der CAM-ICU geschult? ( ) ja ( ) nein
3. Wie oft führen Sie das Screening pro Schicht durch? ( ) immer ( ) meist ( ) selten ( ) nie
4. Was hindert Sie am häufigsten? (Zeit, Unsicherheit, Sedierung, fehlende Konsequenz, ...)
5. Was würde helfen? ______________________
Freigabe: Stationsleitung S. Krüger, Pflegedirektion (Studienanfrage Nr. 2026-017)"""


def t_feedback_scholz(r, dt) -> str:
    return _mail("Dr. Miriam Scholz <m.scholz@bildungsakademie-gesundheit.berlin>", ELIF_MAIL,
                 "Re: Gliederung Facharbeit Delirscreening", dt,
                 """Liebe Frau Demir,

danke für die überarbeitete Gliederung. Die Fragestellung ist jetzt gut eingegrenzt. Drei Hinweise:
1. Kapitel 2.2: bitte die ICDSC nur kurz vergleichen, der Schwerpunkt liegt auf der CAM-ICU.
2. Für die Befragung brauchen Sie die schriftliche Freigabe der Pflegedirektion, bevor Sie austeilen.
3. Achten Sie auf Primärliteratur; Lehrbuchzitate bitte sparsam.

Nächster Termin zur Besprechung des Ergebnisteils: gern Ende Juni, schlagen Sie mir zwei Tage vor.
Herzliche Grüße
Miriam Scholz""")


def t_themengenehmigung(r, dt) -> str:
    return (f"{AKADEMIE}\nGenehmigung des Themas der Facharbeit\nTeilnehmerin: {ME}, Kurs IA 2024/26\n"
            "Thema: Delirscreening mit der CAM-ICU auf einer operativen Intensivstation - Umsetzung, Hindernisse "
            "und Empfehlungen\nBetreuung: Dr. Miriam Scholz\nDas Thema wird genehmigt. Abgabetermin: 30.09.2026. "
            "Umfang 20-25 Seiten zzgl. Anhang.\nEine eigene Befragung erfordert die Zustimmung der Einrichtung.\n"
            f"Berlin, {_de(dt)}  Thomas Brandt, Leitung der Weiterbildungsstätte")


def t_einsatzplan(r, dt) -> str:
    return (f"{AKADEMIE}\nPraxiseinsätze Fachweiterbildung - Teilnehmerin {ME} (Kurs IA 2024/26)\n"
            "Stammstation: Op. Intensivstation 4i, Klinikum Berlin-Spreebogen\n"
            "Einsatz 1: Anästhesie / Zentral-OP, 01.03.-30.04.2025 (320 h)\n"
            "Einsatz 2: Intermediate Care Station 3m, 01.09.-31.10.2025 (300 h)\n"
            "Einsatz 3: Kardiologische Intensivstation (Kooperationsklinik), 05.01.-27.02.2026 (280 h)\n"
            "Einsatz 4: Interdisziplinäre Notaufnahme, 01.06.-30.06.2026 (150 h)\n"
            "Praxisanleitung: mind. 10 % der Einsatzzeit, Nachweis im Praxisordner.")


def t_beurteilung(r, dt, einsatz: str = "Anästhesie / Zentral-OP") -> str:
    return (f"Beurteilung Praxiseinsatz - Fachweiterbildung Intensiv- und Anästhesiepflege\n"
            f"Teilnehmerin: {ME} | Einsatzort: {einsatz} | Zeitraum endet {_de(dt)}\n"
            f"Fachkompetenz: {r.choice(['sehr gut', 'gut'])} | Sozialkompetenz: sehr gut | "
            f"Methodenkompetenz: {r.choice(['gut', 'gut bis sehr gut'])}\n"
            "Frau Demir arbeitet strukturiert und sicher, übernimmt nach kurzer Zeit selbstständig die Versorgung "
            "von zwei Patient*innen und kommuniziert wertschätzend mit Angehörigen.\n"
            f"Praxisanleiter*in: {r.choice(['Jan Petersen', 'Aylin Kaya', 'Tobias Richter'])}  |  Note: "
            f"{r.choice(['1,3', '1,7', '2,0'])}")


def t_reflexion(r, dt) -> str:
    return ("Reflexion Praxiseinsatz IMC 3m (Fachweiterbildung, Einsatz 2)\n"
            "Situation: Patient nach Whipple-OP, nachts zunehmend unruhig, zieht am ZVK. Ich habe die CAM-ICU "
            "durchgeführt (positiv) und den Dienstarzt informiert.\n"
            "Was lief gut: frühes Erkennen, ruhige Ansprache, Brille und Hörgerät organisiert.\n"
            "Was würde ich anders machen: Angehörige früher einbeziehen; Orientierungshilfen (Uhr, Kalender).\n"
            "Lernziel für den nächsten Einsatz: sichere Einschätzung hypoaktiver Delirformen.")


def t_praxisstunden(r, dt) -> str:
    rows = ["Einsatz;Zeitraum;Stunden;davon Praxisanleitung;Unterschrift PA"]
    tot = 0
    for name, per in (("Stammstation 4i", "10/2024-02/2025"), ("Anästhesie", "03-04/2025"),
                      ("Stammstation 4i", "05-08/2025"), ("IMC 3m", "09-10/2025"), ("Stammstation 4i", "11-12/2025"),
                      ("Kardiolog. ITS", "01-02/2026"), ("Stammstation 4i", "03-05/2026")):
        h = r.randint(140, 330)
        tot += h
        rows.append(f"{name};{per};{h};{h // 10 + r.randint(0, 6)};ok")
    rows.append(f"Summe;;{tot};;")
    rows.append("Nachweis Praxisstunden Fachweiterbildung Intensivpflege - Soll 1.800 h;;;;")
    return "\n".join(rows)


def t_fwb_vertrag(r, dt) -> str:
    return (f"Fortbildungsvereinbarung\nzwischen der {KLINIK} und Frau {ME}\n"
            "§ 1 Die Arbeitnehmerin nimmt an der Fachweiterbildung Intensiv- und Anästhesiepflege (Kurs IA 2024/26) "
            "der Bildungsakademie Gesundheit Berlin teil (01.10.2024 - 30.11.2026).\n"
            "§ 2 Der Arbeitgeber trägt die Lehrgangsgebühren von 7.850,00 € und stellt für die Theorieblöcke frei.\n"
            "§ 3 Rückzahlung: Scheidet die Arbeitnehmerin innerhalb von 24 Monaten nach Abschluss auf eigenen Wunsch "
            "aus, sind die Kosten anteilig zurückzuzahlen (1/24 je vollem Monat).\n"
            "§ 4 Nach erfolgreichem Abschluss: Zulage für Fachweiterbildung gemäß TVöD-K.\n"
            f"Berlin, {_de(dt)}  Pflegedirektion  |  E. Demir")


def t_pruefung_anmeldung(r, dt) -> str:
    return (f"Anmeldung zur Abschlussprüfung - Fachweiterbildung Intensiv- und Anästhesiepflege\n"
            f"Name: {ME}  geb. 14.03.1985  Kurs IA 2024/26\n"
            "Alle Module bestanden: M1-M6 ja, M7 Prüfung am 18.06.2026\n"
            "Praxisstunden nachgewiesen: 1.812 h (Soll 1.800 h)\nThema der Facharbeit: Delirscreening mit der CAM-ICU\n"
            f"Datum: {_de(dt)}   Unterschrift Teilnehmerin   |   Pflegedirektion Klinikum Berlin-Spreebogen")


def t_modulnote(r, dt, mod: int = 1) -> str:
    code, title, _ = MODULE[mod]
    return (f"{AKADEMIE}\nErgebnis Modulprüfung {code} - {title}\nTeilnehmerin: {ME}\n"
            f"Prüfungsform: Klausur 90 min, Datum {_de(dt - timedelta(days=12))}\n"
            f"Erreichte Punkte: {r.randint(71, 96)} "
            f"von 100 - Note {r.choice(['1,7', '2,0', '1,3', '2,3'])} - bestanden\nEinsichtnahme nach Absprache.")


# --------------------------------------------------------------------------- clinical reference, old job, old course


def t_perfusor(r, dt) -> str:
    rows = ["Perfusortabelle Station 4i (Standardkonzentrationen, 50-ml-Spritze) - nur zur Orientierung",
            "Wirkstoff;Menge in 50 ml;Konzentration;Dosisbereich"]
    for w, m, k, d in (("Noradrenalin", "5 mg", "0,1 mg/ml", "0,05-1 µg/kg/min"),
                       ("Adrenalin", "5 mg", "0,1 mg/ml", "0,05-0,5 µg/kg/min"),
                       ("Dobutamin", "250 mg", "5 mg/ml", "2,5-10 µg/kg/min"),
                       ("Propofol 2 %", "1000 mg", "20 mg/ml", "1-4 mg/kg/h"),
                       ("Sufentanil", "250 µg", "5 µg/ml", "0,2-0,7 µg/kg/h"),
                       ("Dexmedetomidin", "400 µg", "8 µg/ml", "0,2-1,4 µg/kg/h"),
                       ("Heparin", "25.000 IE", "500 IE/ml", "nach aPTT"),
                       ("Kaliumchlorid 7,45 %", "50 mmol", "1 mmol/ml", "max. 20 mmol/h über ZVK")):
        rows.append(f"{w};{m};{k};{d}")
    return "\n".join(rows)


def t_bga(r, dt) -> str:
    return """Blutgasanalyse - Interpretation in 4 Schritten (Kitteltaschenkarte)
1. pH: < 7,35 Azidose, > 7,45 Alkalose
2. pCO2 (35-45 mmHg): respiratorische Komponente?
3. HCO3 (22-26 mmol/l) / BE (-2 bis +2): metabolische Komponente?
4. Kompensation: geht der andere Wert in dieselbe Richtung?
Anionenlücke = Na - (Cl + HCO3), normal 8-12 mmol/l; erhöht bei Laktat, Ketoazidose, Niereninsuffizienz
Laktat > 2 mmol/l: Hypoperfusion ausschließen!
Oxygenierung: Horovitz-Index paO2/FiO2, < 300 milde, < 200 moderate, < 100 schwere ARDS"""


def t_artikel(r, dt, thema: str = "weaning") -> str:
    if thema == "weaning":
        return ("Nurse-led weaning from mechanical ventilation in surgical ICUs: a systematic review\n"
                "Journal of Intensive Care Nursing, Vol. 39, 2025, doi:10.1016/j.jicn.2025.04.012\n"
                "Background: Protocol-directed weaning led by nurses may shorten the duration of ventilation.\n"
                "Methods: We searched MEDLINE, CINAHL and Cochrane up to 2024 "
                f"and included {r.randint(11, 19)} trials.\n"
                "Results: Nurse-led protocols reduced ventilation time by a mean of 19 hours "
                "without more reintubations.\n"
                "Conclusions: Spontaneous breathing trials and daily sedation interruption "
                "should be part of the protocol.")
    return ("Frühmobilisation beatmeter Patienten auf der Intensivstation - eine Übersicht\n"
            "Medizinische Klinik - Intensivmedizin und Notfallmedizin, 2025, Springer Medizin\n"
            "Zusammenfassung: Die Frühmobilisation innerhalb von 72 Stunden nach Aufnahme ist sicher und verkürzt "
            "die Beatmungsdauer. Voraussetzungen sind ein Stufenschema (Level 0-4), interprofessionelle Absprache "
            "und Abbruchkriterien (MAP < 65 mmHg, SpO2 < 88 %, neue Arrhythmie).\n"
            "Schlüsselwörter: Mobilisation, Intensivstation, Beatmung, ICU-acquired weakness")


def t_zeugnis_alt(r, dt) -> str:
    return ("Sankt-Marien-Krankenhaus Tempelhof gGmbH - Personalabteilung\nArbeitszeugnis\n"
            f"Frau {ME}, geboren am 14.03.1985, war vom 01.10.2012 bis 31.03.2023 als Gesundheits- und "
            "Krankenpflegerin auf unserer internistischen Station 3B (Gastroenterologie/Kardiologie) tätig.\n"
            "Seit 2021 war sie zudem als Praxisanleiterin für Auszubildende eingesetzt.\n"
            "Frau Demir erledigte die ihr übertragenen Aufgaben stets zu unserer vollsten Zufriedenheit. Ihr Verhalten "
            "gegenüber Vorgesetzten, Kolleginnen und Patienten war stets vorbildlich.\n"
            "Das Arbeitsverhältnis endet auf eigenen Wunsch, da Frau Demir sich in der Intensivpflege weiterentwickeln "
            "möchte. Wir bedauern ihr Ausscheiden sehr und wünschen ihr alles Gute.\n"
            "Berlin, 31.03.2023  Pflegedirektion")


def t_kuendigung(r, dt) -> str:
    return (f"{ME}\n{ADDR}\nSankt-Marien-Krankenhaus Tempelhof, Personalabteilung\n"
            f"Berlin, {_de(dt)}\nKündigung meines Arbeitsverhältnisses\n"
            "Sehr geehrte Damen und Herren,\nhiermit kündige ich mein Arbeitsverhältnis als Gesundheits- und "
            "Krankenpflegerin (Station 3B, Pers.-Nr. 11873) fristgerecht zum 31.03.2023.\n"
            "Ich bitte um ein qualifiziertes Arbeitszeugnis und um Bestätigung des Resturlaubs.\n"
            "Mit freundlichen Grüßen\nElif Demir")


def t_altjob_dienstplan(r, dt) -> str:
    rows = [f"Sankt-Marien-Krankenhaus Tempelhof - Station 3B Innere - Dienstplan {_mon(dt)}", "Name;F;S;N;frei"]
    for n in ("Demir, E.", "Becker, S.", "Nowak, A.", "Schwarz, M.", "Öztürk, H."):
        rows.append(f"{n};{r.randint(5, 10)};{r.randint(4, 9)};{r.randint(0, 6)};{r.randint(8, 12)}")
    return "\n".join(rows)


def t_altjob_gehalt(r, dt) -> str:
    b = r.uniform(2950, 3150)
    return (f"Sankt-Marien-Krankenhaus Tempelhof gGmbH - Gehaltsabrechnung {_mon(dt)}\n"
            f"Frau {ME}, Station 3B, Pers.-Nr. 11873 | AVR Caritas, Anlage 32, P7 Stufe 5, Teilzeit 75 %\n"
            f"Grundentgelt {_fmt(b)} | Schichtzulage {_fmt(45)} | Zeitzuschläge {_eur(r, 60, 180)}\n"
            f"Gesamtbrutto {_fmt(b + 200)} | Netto {_fmt(b * 0.68)} | Überweisung an {IBAN}")


def t_pa_zertifikat(r, dt) -> str:
    return ("Zertifikat\nFrau Elif Demir hat die berufspädagogische Weiterbildung zur Praxisanleiterin gemäß "
            "§ 4 PflAPrV im Umfang von 300 Stunden vom 07.09.2020 bis 25.06.2021 erfolgreich abgeschlossen.\n"
            "Inhalte: Lernen und Lehren in der Pflege, Anleitungsprozess, Beurteilen und Prüfen, Kommunikation\n"
            "Abschlussprüfung: Hausarbeit (2,0) und Lehrprobe (1,7)\n"
            "Berlin, 25.06.2021  Akademie für Pflegeberufe am Sankt-Marien-Krankenhaus, Schulleitung B. Ahrens")


def t_pa_hausarbeit(r, dt) -> str:
    return ("Hausarbeit Weiterbildung Praxisanleitung 2020/21\n"
            "Thema: Gestaltung einer geplanten Anleitung zur subkutanen Injektion im ersten Ausbildungsjahr\n"
            "Verfasserin: Elif Demir, Station 3B\n1 Einleitung  2 Lerntheoretische Grundlagen (Bloom, Vier-Stufen-"
            "Methode)  3 Planung der Anleitung  4 Durchführung und Reflexion  5 Fazit\n"
            "Die Auszubildende Frau L. führte die Injektion nach Vormachen und gemeinsamer Übung am Modell sicher aus.")


def t_pa_stundenplan(r, dt) -> str:
    rows = ["Weiterbildung Praxisanleitung 2020/21 - Präsenztage", "Datum;Thema;Dozentin"]
    for k in range(6):
        rows.append(f"{_de(dt + timedelta(days=14 * k))};"
                    f"{r.choice(['Didaktik', 'Beurteilen', 'Kommunikation', 'Recht'])}"
                    f";{r.choice(['B. Ahrens', 'K. Lenz', 'M. Vogel'])}")
    return "\n".join(rows)


def t_bewerbung(r, dt) -> str:
    return (f"{ME}\n{ADDR}\nKlinikum Berlin-Spreebogen, Pflegedirektion\nBerlin, 09.01.2023\n"
            "Bewerbung als Gesundheits- und Krankenpflegerin für die operative Intensivstation\n"
            "Sehr geehrte Damen und Herren,\nseit über zehn Jahren arbeite ich auf einer internistischen Station des "
            "Sankt-Marien-Krankenhauses und bin seit 2021 Praxisanleiterin. Ich möchte mich nun in der "
            "Intensivpflege weiterentwickeln und mittelfristig die Fachweiterbildung absolvieren.\n"
            "Als Alleinerziehende bitte ich um eine Teilzeitstelle mit 80 %. Türkisch spreche ich muttersprachlich.\n"
            "Mit freundlichen Grüßen\nElif Demir")


def t_lebenslauf(r, dt) -> str:
    now = ("seit 04/2023 Gesundheits- und Krankenpflegerin, Klinikum Berlin-Spreebogen, operative Intensivstation 4i\n"
           "seit 10/2024 Fachweiterbildung Intensiv- und Anästhesiepflege (Abschluss 11/2026)\n"
           "10/2012 - 03/2023" if dt.year >= 2024 else "seit 10/2012")
    return (f"Lebenslauf\n{ME}, geb. 14.03.1985 in Berlin, {ADDR}, geschieden, 2 Kinder\n"
            f"Berufserfahrung\n{now} Gesundheits- und Krankenpflegerin, Sankt-Marien-Krankenhaus Tempelhof, "
            "Station 3B; seit 2021 Praxisanleiterin\n2009 - 2012 Pflegefachkraft, Ambulanter Pflegedienst Sonnenblume\n"
            "Ausbildung\n2006 - 2009 Ausbildung Gesundheits- und Krankenpflege, Vivaldi-Pflegeschule Berlin\n"
            "2020 - 2021 Weiterbildung Praxisanleitung (300 h)\nSprachen: Deutsch, Türkisch (Muttersprache), "
            "Englisch gut\nHobbys: Chor, Kochen")


# --------------------------------------------------------------------------- the flat (Home)

NK_POS = [("Grundsteuer", 610, 690), ("Wasser/Abwasser", 420, 520), ("Müllabfuhr BSR", 160, 210),
          ("Straßenreinigung", 40, 60), ("Hausmeister", 390, 460), ("Gartenpflege", 120, 180),
          ("Gebäudereinigung", 210, 260), ("Allgemeinstrom", 55, 90), ("Sach- und Haftpflichtversicherung", 240, 300),
          ("Schornsteinfeger", 30, 45), ("Aufzug Wartung", 0, 0)]


def t_nk_abrechnung(r, dt, year: int = 2024, dispute: bool = True) -> str:
    lines = [HV, f"Frau {ME}, {ADDR}, Vorderhaus 3. OG links, Mieter-Nr. 027-0311",
             f"Betriebskostenabrechnung für den Zeitraum 01.01.{year} - 31.12.{year}",
             f"Objekt Okerstraße 27, Gesamtfläche 1.486,20 m², Ihre Wohnfläche 71,40 m², Datum {_de(dt)}",
             "Kostenart;Gesamtkosten Haus;Verteilerschlüssel;Ihr Anteil"]
    total = 0.0
    for name, lo, hi in NK_POS:
        if hi == 0:
            continue
        f = r.uniform(lo, hi) * (1.68 if dispute and name == "Hausmeister" else 1.0)
        total += f
        lines.append(f"{name};{_fmt(f * 20.8)};Wohnfläche;{_fmt(f)}")
    if dispute:
        lines.append(f"Verwaltungskosten;{_fmt(3_120.0)};Wohnfläche;{_fmt(149.90)}")
        total += 149.90
    heiz = r.uniform(880, 1010) if dispute else r.uniform(700, 800)
    lines += [f"Heiz- und Warmwasserkosten lt. Anlage Ista{' (geschätzt)' if dispute else ''};;Verbrauch;{_fmt(heiz)}",
              f"Summe Ihrer Kosten {_fmt(total + heiz)}", f"Geleistete Vorauszahlungen {_fmt(12 * 215.0)}"]
    diff = (total + heiz) - 12 * 215.0
    if dispute:
        lines.append("Nachzahlung 812,40 € - bitte bis 31.12.2025 auf unser Konto überweisen.")
        lines.append("Neue monatliche Vorauszahlung ab 01.01.2026: 285,00 €")
    else:
        lines.append(f"{'Nachzahlung' if diff > 0 else 'Guthaben'} {_fmt(abs(diff))}")
    lines.append("Belegeinsicht nach Terminvereinbarung in unseren Geschäftsräumen.")
    return "\n".join(lines)


def t_widerspruch(r, dt) -> str:
    return (f"{ME}\n{ADDR}\nPer Einschreiben\nBrenner & Partner Hausverwaltung GmbH\nHermannstraße 214\n12049 Berlin\n"
            f"Berlin, {_de(dt)}\nMieter-Nr. 027-0311 - Widerspruch gegen die "
            "Betriebskostenabrechnung 2024 vom 28.11.2025\n"
            "Sehr geehrte Damen und Herren,\nhiermit widerspreche ich der o. g. Abrechnung und zahle die Nachforderung "
            "von 812,40 € bis zur Klärung nur unter Vorbehalt nicht.\nBegründung:\n"
            "1. Verwaltungskosten (149,90 €) sind keine umlagefähigen Betriebskosten (§ 1 Abs. 2 BetrKV).\n"
            "2. Die Hausmeisterkosten sind gegenüber 2023 um 68 % gestiegen; bitte schlüsseln Sie auf, welcher Anteil "
            "auf Verwaltung und Reparaturen entfällt.\n"
            "3. Gartenpflege: Der Hof ist für Mieter seit 2023 abgeschlossen und nicht nutzbar.\n"
            "4. Die Heizkosten wurden geschätzt, obwohl der Ablesetermin am 14.01.2025 wahrgenommen wurde.\n"
            "Ich bitte um Belegeinsicht in alle Rechnungen und Verträge (§ 259 BGB).\n"
            "Mit freundlichen Grüßen\nElif Demir")


def t_hv_antwort(r, dt) -> str:
    return (f"{HV}\nFrau Elif Demir, {ADDR}\nBerlin, {_de(dt)}\nIhr Schreiben zur Betriebskostenabrechnung 2024\n"
            "Sehr geehrte Frau Demir,\nwir haben Ihren Widerspruch geprüft. Die Position Verwaltungskosten wurde "
            "irrtümlich ausgewiesen; wir korrigieren die Abrechnung um 149,90 €.\n"
            "Die Hausmeisterkosten beruhen auf dem neuen Dienstleistungsvertrag mit der Firma HMS Facility ab "
            "01.02.2024 und sind vollständig umlagefähig. Die Gartenpflege betrifft auch den Vorgarten.\n"
            "Die Heizkostenschätzung beruht auf einem Ablesefehler des Messdienstes; die Ista erstellt eine "
            "korrigierte Einzelabrechnung.\nDer verbleibende Betrag von 662,50 € ist bis zum 31.05.2026 zu zahlen.\n"
            "Mit freundlichen Grüßen\ni.A. Carsten Weber, Objektbetreuung")


def t_mieterverein(r, dt) -> str:
    return ("Berliner Mieterverein e.V. - Beratungszentrum Neukölln\nBeratungsprotokoll\n"
            f"Mitglied: {ME}, Mitgliedsnr. {_ref(r, 'M', 7)}  Datum {_de(dt)}  Berater: RA Jörg Lindemann\n"
            "Gegenstand: Betriebskostenabrechnung 2024, Hausverwaltung Brenner & Partner\n"
            "Ergebnis: Verwaltungskosten nicht umlagefähig. Hausmeisterkosten: Leistungsverzeichnis anfordern, "
            "Anteile für Verwaltung/Reparatur sind herauszurechnen (ca. 20-30 %). Gartenpflege: Nutzbarkeit "
            "durch Fotos belegen. Heizkosten: bei unberechtigter Schätzung Kürzungsrecht 15 % (§ 12 HeizkostenV).\n"
            "Empfehlung: Zahlung nur des unstrittigen Teils (ca. 350 €), Schreiben durch Mieterverein an HV.\n"
            "Frist zur Einwendung: 12 Monate nach Zugang der Abrechnung (bis 28.11.2026).")


def t_mieterverein_brief(r, dt) -> str:
    return ("Berliner Mieterverein e.V.\nAn Brenner & Partner Hausverwaltung GmbH\n"
            f"Berlin, {_de(dt)}\nUnser Mitglied Frau Elif Demir, Okerstraße 27, Betriebskostenabrechnung 2024\n"
            "Sehr geehrte Damen und Herren,\nwir zeigen an, dass wir die Interessen unseres Mitglieds vertreten. "
            "Die Abrechnung ist in folgenden Punkten zu beanstanden: Verwaltungskosten, Hausmeisterkosten ohne "
            "Leistungsverzeichnis, Gartenpflege einer nicht nutzbaren Fläche, geschätzte Heizkosten.\n"
            "Wir fordern Sie auf, bis zum " + _de(dt + timedelta(days=21)) + " eine korrigierte Abrechnung vorzulegen. "
            "Bis dahin ist die Nachforderung nicht fällig.\nMit freundlichen Grüßen\nJörg Lindemann, Rechtsanwalt")


def t_belegeinsicht(r, dt) -> str:
    return (f"Belegeinsicht Hausverwaltung Brenner & Partner, {_de(dt)}, 10-11:30 Uhr, mit Frau Sommer aus dem 2. OG\n"
            "- Hausmeistervertrag HMS Facility: Pauschale 1.240 €/Monat, enthält auch 'kleine Reparaturen' und "
            "'Mieterbetreuung' -> nicht umlagefähig!\n- Gartenpflege: Rechnungen Grün & Co, 4x Rasenmähen im HOF "
            "(Hof abgeschlossen seit Fahrradraum-Umbau)\n- Wasser: Rechnung BWB ok, gleiche Menge wie 2023\n"
            "- Ista: Ablesung 14.01.2025 als 'nicht erfolgt' vermerkt, stimmt nicht (Foto vom Zähler habe ich!)\n"
            "- Kopien kosten 0,50 € pro Seite, habe 14 Seiten kopiert\nNächster Schritt: Mieterverein anrufen")


def t_nk_vergleich(r, dt) -> str:
    rows = ["Position;2023;2024;Änderung"]
    for name, lo, hi in NK_POS:
        if hi == 0:
            continue
        a = r.uniform(lo, hi)
        b = a * (1.68 if name == "Hausmeister" else r.uniform(0.97, 1.12))
        rows.append(f"{name};{a:.2f};{b:.2f};{(b / a - 1) * 100:+.0f} %")
    rows.append("Verwaltungskosten;0,00;149,90;neu!")
    rows.append("Vergleich Betriebskosten Okerstraße 27 - meine Wohnung 71,40 m²;;;")
    return "\n".join(rows)


def t_hv_mail(r, dt) -> str:
    return _mail("Carsten Weber <c.weber@brenner-partner-hv.de>", ELIF_MAIL,
                 "AW: Termin Belegeinsicht Betriebskostenabrechnung 2024 Okerstraße 27", dt,
                 f"""Sehr geehrte Frau Demir,

gern bestätigen wir Ihnen den Termin zur Belegeinsicht am {_de(dt + timedelta(days=12))} um 10:00 Uhr in unserem
Büro, Hermannstraße 214, 1. OG. Bitte bringen Sie Ihre Abrechnung mit. Kopien sind gegen eine Gebühr von
0,50 € pro Seite möglich.

Mit freundlichen Grüßen
Carsten Weber, Objektbetreuung Brenner & Partner Hausverwaltung""")


def t_nk_notiz(r, dt) -> str:
    return ("Anruf Hausverwaltung wegen Nebenkosten - Notizen\n"
            "Herr Weber: Verwaltungskosten 'prüfen sie', Hausmeister sei alles korrekt\n"
            "Ista-Schätzung: soll ich selbst bei Ista anrufen?? -> nein, ist Sache der HV\n"
            "Frage Mieterverein: muss ich die 812,40 jetzt zahlen oder nicht? Mahnung angedroht bis 15.01.\n"
            "Foto vom Heizkostenverteiler raussuchen (Handy Januar 2025)")


def t_mietvertrag(r, dt) -> str:
    return ("Mietvertrag über Wohnraum\nVermieter: Grundstücksgemeinschaft Okerstraße 27 GbR, vertreten durch "
            f"{HV}\nMieter: Elif Demir und Markus Hoffmann (Mieterwechsel 2022: Herr Hoffmann ausgeschieden)\n"
            "Mietobjekt: Okerstraße 27, Vorderhaus 3. OG links, 3 Zimmer, Küche, Bad, Balkon, 71,40 m²\n"
            "Mietbeginn 01.08.2016. Nettokaltmiete 612,00 €, Vorauszahlung Betriebskosten 165,00 €, "
            "Heizkosten 50,00 €\n"
            "Kaution: 1.836,00 € (drei Nettokaltmieten)\n§ 8 Bauliche Veränderungen, insbesondere der Einbau einer "
            "Einbauküche, bedürfen der Zustimmung des Vermieters.")


def t_mieterhoehung(r, dt) -> str:
    return (f"{HV}\nFrau Elif Demir, {ADDR}\nBerlin, {_de(dt)}\nMieterhöhungsverlangen nach § 558 BGB\n"
            "Sehr geehrte Frau Demir,\nwir bitten Sie um Zustimmung zur Erhöhung der Nettokaltmiete von 684,50 € auf "
            "743,10 € ab dem 01.09.2025 (ortsübliche Vergleichsmiete, Berliner Mietspiegel 2024, Feld G3).\n"
            "Mit freundlichen Grüßen\nBrenner & Partner")


def t_strom(r, dt) -> str:
    kwh = r.randint(2050, 2600)
    return (f"Vattenfall Europe Sales GmbH - Jahresabrechnung Strom\nKundin: {ME}, {ADDR}\n"
            f"Vertragskonto {_ref(r, '8', 10)} | Zähler 1ESY{_ref(r, '', 9)} | Abrechnungszeitraum "
            f"{_de(dt - timedelta(days=365))} - {_de(dt - timedelta(days=3))}\n"
            f"Verbrauch {kwh} kWh | Arbeitspreis 36,12 ct/kWh | Grundpreis 13,95 €/Monat\n"
            f"Gesamtbetrag {_fmt(kwh * 0.3612 + 167.4)} | Abschläge gezahlt {_fmt(12 * 84)}\n"
            f"Neuer Abschlag ab {_de(dt + timedelta(days=30))}: {r.choice([79, 84, 89])},00 € monatlich")


def t_hausrat(r, dt) -> str:
    return (f"Hausratversicherung - Versicherungsschein\nVersicherungsnehmerin: {ME}, {ADDR}\n"
            f"Versicherungsnummer HR-{_ref(r, '', 8)} | Versicherungssumme 46.000 € (71,40 m² x 650 €, "
            "Unterversicherungsverzicht)\nEingeschlossen: Fahrraddiebstahl bis 1.000 €, Überspannung\n"
            f"Jahresbeitrag {_eur(r, 88, 120)} | Beginn 01.08.2016, Verlängerung jährlich\nStand {_de(dt)}")


def t_maengel(r, dt) -> str:
    return (f"{ME}\n{ADDR}\nAn {HV}\nBerlin, {_de(dt)}\nMängelanzeige: Heizkörper Kinderzimmer wird nicht warm, "
            "Fenster Küche schließt nicht dicht\nSehr geehrte Damen und Herren,\nseit dem "
            f"{_de(dt - timedelta(days=10))} bleibt der Heizkörper im Kinderzimmer kalt "
            "(Entlüften hat nicht geholfen). "
            "Bitte beauftragen Sie kurzfristig eine Fachfirma. Ich bin wegen Schichtdienst am besten vormittags "
            "erreichbar: 0176 5512 8830.\nMit freundlichen Grüßen\nElif Demir")


def t_internet(r, dt) -> str:
    return (f"Vodafone GmbH - Ihre Rechnung {_mon(dt)}\nKundennummer {_ref(r, '', 9)}\n{ME}, {ADDR}\n"
            f"GigaZuhause 250 Kabel {_fmt(39.99)} | Router-Miete {_fmt(0)} | Summe {_fmt(39.99)}\n"
            f"Abbuchung am {_de(dt + timedelta(days=7))} von {IBAN[:7]}...")


def t_manual(r, dt, geraet: str = "Geschirrspüler") -> str:
    return {
        "Geschirrspüler": "Bosch Serie 4 SMV4HTX31E - Gebrauchsanleitung\nProgramme: Eco 50°, Auto 45-65°, "
                          "Intensiv 70°, Schnell 45°\nFehlercode E:15 Wasserschutzsystem hat angesprochen: "
                          "Gerät ausschalten, Wasserhahn zudrehen, Kundendienst rufen.\nSalz und Klarspüler "
                          "nachfüllen, Siebe monatlich reinigen.",
        "Waschmaschine": "AEG L6FBA68480 ProSense - Bedienungsanleitung\nBaumwolle 60°, Mix 20°, Wolle/Hand, "
                         "Kurz 14 min\nFehler E10: Wasserzulauf prüfen; E20: Flusensieb reinigen\n"
                         "Kindersicherung: Taste Temp + Schleudern 3 s drücken",
        "Dunstabzug": "Respekta Flachschirmhaube CH 2060 - Montage- und Gebrauchsanleitung\n"
                      "Umluftbetrieb mit Aktivkohlefilter, Wechsel alle 6 Monate; Fettfilter spülmaschinenfest",
    }[geraet]


def t_kueche(r, dt, kind: str = "angebot") -> str:
    if kind == "angebot":
        return ("Küchenstudio Britz GmbH, Britzer Damm 88, 12347 Berlin\nAngebot Nr. A-24-0187\n"
                f"Kundin: {ME}, {ADDR}\nEinbauküche L-Form 2,85 x 1,90 m, Front Nobilia Touch Seidengrau, "
                "Arbeitsplatte Eiche Sierra\nGeräte: Bosch Geschirrspüler SMV4HTX31E, Neff Backofen, "
                "Induktionskochfeld, "
                "Respekta Dunstabzug\nAufmaß, Lieferung, Montage, Anschluss\nGesamt 8.940,00 € inkl. MwSt., "
                "Anzahlung 30 % bei Auftrag")
    if kind == "rechnung":
        return ("Küchenstudio Britz GmbH - Schlussrechnung R-24-0311\n"
                f"Kundin: {ME}, {ADDR}\nLieferung und Montage Einbauküche laut Auftrag A-24-0187 am 22.04.2024\n"
                "Gesamt 8.940,00 € - Anzahlung 2.682,00 € - Restbetrag 6.258,00 €\n"
                "Davon Arbeitslohn Montage 780,00 € (für § 35a EStG Handwerkerleistungen)")
    if kind == "zustimmung":
        return (f"{HV}\nFrau Elif Demir\nBerlin, 12.02.2024\nZustimmung zum Einbau einer Einbauküche\n"
                "Wir stimmen dem Einbau einer eigenen Einbauküche unter der Bedingung zu, dass die Anschlüsse von "
                "einem Fachbetrieb ausgeführt werden. Die Küche bleibt Eigentum der Mieterin; beim Auszug ist der "
                "ursprüngliche Zustand nicht wiederherzustellen.")
    rows = ["Posten;Betrag;bezahlt am", "Anzahlung Küchenstudio;2.682,00;15.02.2024", "Restzahlung;6.258,00;29.04.2024",
            "Elektriker Herdanschluss;186,00;22.04.2024", "Fliesenspiegel (Baumarkt);214,37;06.04.2024",
            "Entsorgung alte Küche;95,00;20.04.2024", "Summe Küche;9.435,37;"]
    return "\n".join(rows)


# --------------------------------------------------------------------------- finance


def t_kontoauszug(r, dt, old: bool = False) -> str:
    bal = r.uniform(400, 2400)
    lines = ["Berliner Sparkasse - Kontoauszug", f"Girokonto {IBAN} | {ME}",
             f"Auszug {dt.month}/{dt.year} vom {_de(dt)} | Alter Kontostand {_fmt(bal)}"]
    bookings = [("Gehalt Klinikum Berlin-Spreebogen", 2420, 2750), ("Familienkasse Kindergeld 2 Kinder", 510, 510),
                ("Unterhalt M. Hoffmann Deniz und Lara", 846, 846), ("Miete Brenner & Partner HV", -1028, -1028),
                ("Vattenfall Abschlag", -84, -84), ("Vodafone Kabel", -39.99, -39.99),
                 ("REWE Karl-Marx-Str", -140, -40),
                ("Lidl", -80, -20), ("HUK-COBURG Kfz", -46.3, -46.3), ("Köprü e.V. Beitrag", -15, -15),
                ("ING Sparplan ETF", -100, -100), ("dm-drogerie markt", -45, -12), ("Shell Tankstelle", -70, -45)]
    if old:
        bookings[0] = ("Gehalt Sankt-Marien-Krankenhaus Tempelhof", 2050, 2250)
        bookings[1] = ("Familienkasse Kindergeld 2 Kinder", 438, 438)
        bookings[2] = ("Unterhalt M. Hoffmann Deniz und Lara", 702, 702)
        bookings[3] = ("Miete Brenner & Partner HV", -877, -877)
    for txt, lo, hi in bookings:
        v = r.uniform(lo, hi)
        bal += v
        lines.append(f"{_de(dt - timedelta(days=r.randint(1, 28)))} {txt} {v:+.2f}".replace(".", ","))
    lines.append(f"Neuer Kontostand {_fmt(bal)}")
    return "\n".join(lines)


def t_umsatz_csv(r, dt) -> str:
    rows = [('"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";'
             '"Beguenstigter/Zahlungspflichtiger";"Betrag";"Waehrung"')]
    for k in range(14):
        d = dt - timedelta(days=k * 2 + 1)
        txt, who, amt = r.choice([("LASTSCHRIFT", "REWE SAGT DANKE", -r.uniform(20, 110)),
                                  ("GUTSCHRIFT", "KLINIKUM BERLIN-SPREEBOGEN GGMBH", 2603.17),
                                  ("DAUERAUFTRAG", "BRENNER UND PARTNER HV", -1028.0),
                                  ("GUTSCHRIFT", "BUNDESAGENTUR FUER ARBEIT FAMILIENKASSE", 510.0),
                                  ("KARTENZAHLUNG", "SHELL 1234 BERLIN", -r.uniform(40, 70)),
                                  ("LASTSCHRIFT", "AOK NORDOST ZUZAHLUNG", -10.0)])
        a = f"{amt:.2f}".replace(".", ",")
        rows.append(f'"{IBAN.replace(" ", "")}";"{d:%d.%m.%y}";"{d:%d.%m.%y}";"{txt}";"";"{who}";"{a}";"EUR"')
    return "\n".join(rows)


def t_haushalt(r, dt) -> str:
    rows = ["Monat;Gehalt;Kindergeld;Unterhalt;Miete;Strom/Internet;Lebensmittel;Auto;Kinder;Sparen;Rest"]
    for mo in range(1, min(dt.month, 12) + 1):
        g = r.uniform(2450, 2800)
        le = r.uniform(520, 720)
        ki = r.uniform(80, 260)
        rest = g + 510 + 846 - 1028 - 124 - le - 160 - ki - 100
        rows.append(f"{MONATE[mo - 1]};{g:.2f};510,00;846,00;1028,00;124,00;{le:.2f};160,00;{ki:.2f};100,00;{rest:.2f}")
    rows.append(f"Haushaltsbuch {dt.year} - Elif;;;;;;;;;;")
    return "\n".join(rows)


def t_steuerbescheid(r, dt, year: int = 2024) -> str:
    erst = r.uniform(480, 1350)
    return (f"Finanzamt Neukölln, Thiemannstraße 1, 12059 Berlin\nBescheid für {year} über Einkommensteuer und "
            f"Solidaritätszuschlag\nFrau {ME}, {ADDR}  Steuernummer 16/234/61872\n"
            f"Festsetzung: Einkommensteuer {_eur(r, 2900, 3900)} | Solidaritätszuschlag 0,00 €\n"
            f"Anzurechnende Lohnsteuer {_eur(r, 3600, 4900)}\nErstattung {_fmt(erst)} auf {IBAN}\n"
            "Berücksichtigt: Entlastungsbetrag für Alleinerziehende (Steuerklasse II), Kinderbetreuungskosten Hort, "
            "Werbungskosten (Fahrten, Fortbildung, Gewerkschaftsbeiträge)\n"
            "Erläuterung: Die Günstigerprüfung ergab, dass das Kindergeld "
            "günstiger ist als die Freibeträge für Kinder.\n"
            f"Bescheid vom {_de(dt)} - Rechtsbehelf: Einspruch innerhalb eines Monats.")


def t_elster(r, dt, year: int = 2025) -> str:
    return (f"ELSTER - Übermittlungsprotokoll\nEinkommensteuererklärung {year}\nTransferticket: "
            f"{_ref(r, 'et', 3)}{_ref(r, 'k', 12)}\nÜbermittelt am {_de(dt)} um 22:41 Uhr an Finanzamt Neukölln\n"
            f"Steuerpflichtige: {ME}, Steuer-ID 58 714 290 331\n"
            "Anlagen: Hauptvordruck, Anlage N, Anlage Kind (2x), Anlage Vorsorgeaufwand, Anlage Sonderausgaben\n"
            "Belege werden nur auf Anforderung nachgereicht.")


def t_lstb(r, dt, year: int = 2025) -> str:
    br = r.uniform(41_500, 45_500)
    return (f"Ausdruck der elektronischen Lohnsteuerbescheinigung für {year}\nArbeitgeber: {KLINIK}\n"
            f"Arbeitnehmerin: {ME}, Steuerklasse II, Zahl der Kinderfreibeträge 1,0\n"
            f"3. Bruttoarbeitslohn {_fmt(br)}\n4. Einbehaltene Lohnsteuer {_fmt(br * 0.105)}\n"
            f"22a Rentenversicherungsbeiträge AN {_fmt(br * 0.093)}\n25 Krankenversicherung AN {_fmt(br * 0.0875)}\n"
            f"26 Pflegeversicherung AN {_fmt(br * 0.018)}\n27 Arbeitslosenversicherung AN {_fmt(br * 0.013)}\n"
            "Steuerfreie Zuschläge für Sonntags-, Feiertags- und Nachtarbeit (Zeile 19): " + _eur(r, 1800, 2600))


def t_steuer_belege(r, dt) -> str:
    rows = ["Beleg;Betrag;Anlage;Zeile;erledigt"]
    for b, lo, hi, an in (("Fahrten Arbeit 14 km x 168 Tage", 705, 705, "N"),
                          ("Fachbücher Weiterbildung", 89, 210, "N"),
                          ("Fahrten Bildungsakademie 9 km x 28", 75, 75, "N"), ("ver.di Beiträge", 390, 440, "N"),
                          ("Arbeitsschuhe Birkenstock Profi", 64, 89, "N"), ("Hort Elternbeitrag Lara", 0, 0, "Kind"),
                          ("Handwerker Heizung (NK)", 48, 120, "Haupt"), ("Spende Erdbebenhilfe", 50, 150, "Sonder")):
        rows.append(f"{b};{r.uniform(lo, hi):.2f};{an};;{r.choice(['x', 'x', ''])}")
    rows.append("Steuererklärung 2025 - Belegliste (ELSTER), Abgabe bis 31.07.2026 ohne Berater;;;;")
    return "\n".join(rows)


def t_steuer_todo(r, dt) -> str:
    return ("Steuer 2025 - was fehlt noch\n- Lohnsteuerbescheinigung 2025 ist da (Downloads)\n"
            "- Bescheinigung Hortkosten vom Träger anfordern (Kinderwelt e.V.)\n"
            "- Fachbücher Weiterbildung: Rechnungen Thalia + Elsevier raussuchen\n"
            "- Anlage Kind: Markus trägt für Deniz Entlastung? NEIN, Kinder wohnen bei mir -> Entlastungsbetrag mir\n"
            "- Riester? habe ich nicht. Sparplan ist kein Sonderausgabenabzug\n- ELSTER-Zertifikat läuft 09/2026 ab!")


def t_sparplan(r, dt) -> str:
    return (f"ING-DiBa AG - Depotauszug per {_de(dt)}\nDepotinhaberin: {ME}\n"
            f"Sparplan: Vanguard FTSE All-World UCITS ETF (IE00BK5BQT80), 100,00 € monatlich seit 06/2021\n"
            f"Bestand {r.uniform(48, 62):.3f} Stück | Kurswert {_eur(r, 5400, 7200)} | Einstand {_fmt(5900.0)}\n"
            "Freistellungsauftrag 1.000 € erteilt. Junior-Depots Deniz und Lara: je 25 € monatlich.")


def t_haftpflicht(r, dt) -> str:
    return (f"Privathaftpflichtversicherung - Beitragsrechnung {dt.year}\nVersicherungsnehmerin: {ME}\n"
            f"Vertrag PH-{_ref(r, '', 7)} | Tarif Familie mit Kindern (Single mit Kindern) | Deckungssumme 50 Mio. €\n"
            f"Jahresbeitrag {_eur(r, 62, 84)} fällig am 01.{dt.month:02d}.{dt.year}\n"
            "Mitversichert: Deliktunfähige Kinder bis 5.000 €, Schlüsselverlust, Mietsachschäden")


# --------------------------------------------------------------------------- family


def t_kindergeld(r, dt) -> str:
    return ("Bundesagentur für Arbeit - Familienkasse Berlin-Brandenburg\n"
            f"Frau {ME}, {ADDR}\nKindergeld-Nr. 245FK{_ref(r, '', 6)}  Datum {_de(dt)}\n"
            "Bescheid über Kindergeld\nFür Ihre Kinder Deniz Hoffmann (geb. 03.11.2013) und Lara Hoffmann (geb. "
            "19.02.2018) wird Kindergeld in Höhe von je 255,00 € monatlich festgesetzt (ab 01.01.2025).\n"
            "Bitte teilen Sie Änderungen (Wohnsitz der Kinder, Ausbildung) unverzüglich mit.")


def t_unterhalt(r, dt) -> str:
    return ("Bezirksamt Neukölln von Berlin, Jugendamt - Beistandschaften/Unterhalt\n"
            f"Frau {ME}, {ADDR}\nBerlin, {_de(dt)}  Az. 4-BU-{_ref(r, '', 5)}\n"
            "Beistandschaft für Deniz und Lara Hoffmann - Unterhaltsanpassung 2026\n"
            "Sehr geehrte Frau Demir,\nnach der Düsseldorfer Tabelle 2026 erhöht sich der Mindestunterhalt. "
            "Herr Markus "
            "Hoffmann wurde aufgefordert, ab 01.01.2026 monatlich 447,00 € für Deniz (3. Altersstufe) und 399,00 € "
            "für Lara (2. Altersstufe) zu zahlen, jeweils abzüglich des hälftigen Kindergeldes, Zahlbetrag gesamt "
            "846,00 €. Die Jugendamtsurkunde wird entsprechend angepasst.\n"
            "Mit freundlichen Grüßen\nFrau Jansen, Beistand")


def t_unterhalt_liste(r, dt) -> str:
    rows = ["Monat;Soll;Eingang;Datum;Bemerkung"]
    for k in range(8, 0, -1):
        mo = dt - timedelta(days=30 * k)
        ok = r.random() > 0.2
        rows.append(f"{MONATE[mo.month - 1]} {mo.year};846,00;{'846,00' if ok else '600,00'};"
                    f"{r.randint(1, 9):02d}.{mo.month:02d}.;{'' if ok else 'Rest kommt später (sagt er)'}")
    rows.append("Unterhalt Markus - Zahlungseingänge Deniz + Lara;;;;")
    return "\n".join(rows)


def t_markus_mail(r, dt) -> str:
    return _mail("Markus Hoffmann <m.hoffmann.berlin@gmx.de>", ELIF_MAIL, "Sommerferien Kinder", dt,
                 """Hallo Elif,

wie besprochen: du fliegst mit den beiden vom 10.07. bis 07.08. nach Izmir, danach sind sie vom 08.08. bis
zum 20.08. bei mir (wir fahren an die Ostsee). Einschulung Deniz am Gymnasium ist doch erst danach, oder?
Die Einverständniserklärung für die Reise unterschreibe ich dir nächste Woche, schick sie mir einfach.

Wegen Unterhalt Mai: kommt diese Woche, sorry, Bank hat gesponnen.
Gruß Markus""")


def t_umgang(r, dt) -> str:
    return ("Vereinbarung zum Umgang (Wechsel-Wochenenden) - Stand 2025\n"
            "Deniz und Lara leben bei der Mutter. Der Vater hat Umgang jedes zweite Wochenende von Freitag "
            "nach der Schule bis Sonntag 18 Uhr, außerdem mittwochs nach dem Hort bis 19 Uhr.\n"
            "Ferien werden hälftig geteilt; Absprache bis 31.01. des Jahres. Bei Nachtdiensten der Mutter am "
            "Wochenende wird getauscht.\nunterschrieben E. Demir / M. Hoffmann")


def t_scheidung(r, dt) -> str:
    return ("Amtsgericht Tempelhof-Kreuzberg - Familiengericht\nGeschäftsnummer 162 F 4711/21\nBeschluss\n"
            "In der Familiensache Demir ./. Hoffmann\nDie am 12.06.2010 vor dem Standesamt Neukölln geschlossene Ehe "
            "der Beteiligten wird geschieden.\nDer Versorgungsausgleich wird durchgeführt (interne Teilung bei der "
            "Deutschen Rentenversicherung Bund).\nDie Kosten des Verfahrens werden gegeneinander aufgehoben.\n"
            "Rechtskräftig seit 04.05.2022.\nBerlin, 28.03.2022  Richterin am Amtsgericht Dr. Weiß")


def t_anwalt(r, dt) -> str:
    return ("Kanzlei Aksoy & Brandt - Familienrecht\nFrau Elif Demir\n"
            f"Berlin, {_de(dt)}\nIhre Scheidung - Kostenrechnung und Abschluss\nSehr geehrte Frau Demir,\n"
            "die Scheidung ist rechtskräftig. Anbei unsere Schlussrechnung über 1.486,35 € (Verfahrenswert 11.400 €). "
            "Die Namensänderung (Wiederannahme des Geburtsnamens Demir) erklären Sie beim Standesamt.\n"
            "Mit freundlichen Grüßen\nRAin Derya Aksoy")


def t_namensaenderung(r, dt) -> str:
    return ("Standesamt Neukölln - Bescheinigung über die Namensführung\n"
            "Frau Elif Hoffmann, geb. Demir, hat am 23.06.2022 gegenüber dem Standesamt erklärt, "
            "nach Auflösung der Ehe "
            "wieder ihren Geburtsnamen Demir zu führen (§ 1355 Abs. 5 BGB).\nDie Kinder Deniz und Lara führen "
            "weiterhin den Namen Hoffmann.")


# --------------------------------------------------------------------------- health


def t_arztbrief(r, dt) -> str:
    tsh = r.uniform(3.9, 5.6)
    return ("Dr. med. Claudia Neumann, Fachärztin für Allgemeinmedizin, Karl-Marx-Straße 141, 12043 Berlin\n"
            f"Befundbericht für Frau {ME}, geb. 14.03.1985  Datum {_de(dt)}\n"
            f"Labor: TSH {tsh:.2f} mU/l (Ref. 0,27-4,2), fT4 {r.uniform(11, 14):.1f} pmol/l, Ferritin "
            f"{r.randint(14, 30)} µg/l (erniedrigt), Hb {r.uniform(11.8, 12.9):.1f} g/dl\n"
            "Beurteilung: latente Hypothyreose, Eisenmangel ohne Anämie bei Schichtarbeit und Erschöpfung.\n"
            "Procedere: Eisen oral 100 mg jeden 2. Tag, Kontrolle TSH und Ferritin in 3 Monaten, "
            "Überweisung Endokrinologie bei Anstieg.")


def t_labor(r, dt) -> str:
    rows = ["Parameter;Wert;Einheit;Referenz"]
    for p, lo, hi, u, ref in (("Leukozyten", 4.5, 9.0, "/nl", "3,9-10,2"),
                              ("Hämoglobin", 11.9, 13.2, "g/dl", "12-15,4"),
                              ("Ferritin", 18, 42, "µg/l", "15-150"), ("TSH", 2.8, 4.9, "mU/l", "0,27-4,2"),
                              ("Vitamin D 25-OH", 14, 28, "ng/ml", "30-100"), ("HbA1c", 5.0, 5.5, "%", "< 5,7")):
        rows.append(f"{p};{r.uniform(lo, hi):.1f};{u};{ref}")
    return (f"Labor Berlin - Befund für Praxis Dr. Neumann\nPatientin: Demir, Elif *14.03.1985  Eingang {_de(dt)}\n"
            + "\n".join(rows))


def t_aok(r, dt) -> str:
    return ("AOK Nordost - Die Gesundheitskasse\n"
            f"Frau {ME}, {ADDR}  Versichertennr. D{_ref(r, '', 9)}\nBerlin, {_de(dt)}\n"
            "AOK-Bonusprogramm: Ihre Prämie\nSie haben 2025 folgende Maßnahmen nachgewiesen: Gesundheits-Check-up, "
            "Zahnvorsorge, Impfschutz, Rückenkurs (Präventionskurs), Vorsorge U/J der Kinder.\n"
            f"Ihre Bonusprämie von {r.choice([110, 130, 150])},00 € überweisen wir auf {IBAN}.")


def t_zahnarzt(r, dt, who: str = "Elif") -> str:
    if who == "Deniz":
        return ("Kieferorthopädie am Hermannplatz - Dr. Ayşe Güler\n"
                "Behandlungsplan für Deniz Hoffmann, geb. 03.11.2013\n"
                "Befund KIG D4 (Distalbiss), Behandlung mit fester Zahnspange ab Herbst 2026, Dauer ca. 3 Jahre.\n"
                "Kosten trägt die AOK Nordost bei KIG 3 und höher; Eigenanteil 20 % wird nach erfolgreichem "
                "Abschluss erstattet. Zusatzleistungen (Keramikbrackets) privat: 480,00 €")
    return ("Zahnarztpraxis Aydın & Kollegen, Sonnenallee 92, 12045 Berlin\nHeil- und Kostenplan\n"
            f"Patientin: {ME}, AOK Nordost  Datum {_de(dt)}\nBefund 36: tiefe Karies, Versorgung mit Teilkrone "
            f"Keramik\nGesamtkosten {_eur(r, 720, 890)} | Festzuschuss Kasse (Bonusheft 30 %) {_eur(r, 230, 280)}\n"
            f"Voraussichtlicher Eigenanteil {_eur(r, 460, 620)}")


def t_kinderarzt(r, dt, kind: str = "Lara") -> str:
    if kind == "Deniz":
        return ("Kinder- und Jugendarztpraxis Dr. Yılmaz / Dr. Berger, Sonnenallee 45, 12045 Berlin\n"
                f"Jugendgesundheitsuntersuchung J1 - Deniz Hoffmann, geb. 03.11.2013, Untersuchung {_de(dt)}\n"
                f"Größe {r.randint(152, 160)} cm, Gewicht {r.randint(40, 47)} kg, Blutdruck 112/68\n"
                "Impfungen: HPV 1. Dosis gegeben, 2. Dosis in 6 Monaten; Tdap-IPV Auffrischung fällig mit 15\n"
                "Sehtest unauffällig. Kieferorthopädische Vorstellung empfohlen (Distalbiss).")
    return ("Kinder- und Jugendarztpraxis Dr. Yılmaz / Dr. Berger, Sonnenallee 45, 12045 Berlin\n"
            f"Ärztliche Bescheinigung für Lara Hoffmann, geb. 19.02.2018, {_de(dt)}\n"
            "Diagnose: Asthma bronchiale (leichtes, intermittierendes), Pollenallergie Birke/Gräser\n"
            "Bedarfsmedikation: Salbutamol-Spray 2 Hübe bei Atemnot, ggf. Wiederholung nach 10 min.\n"
            "Die Bescheinigung ist für Schule und Hort (Klassenfahrt) bestimmt.")


def t_physio(r, dt) -> str:
    return (f"Verordnung Heilmittel (Muster 13) - Patientin {ME}\nDiagnose M54.5 Lumbalgie, rezidivierend\n"
            "Heilmittel: Krankengymnastik 6 x, 1-2 x wöchentlich\nPraxis: Physio am Körnerpark\n"
            f"Termine: {', '.join(_de(dt + timedelta(days=4 * k)) for k in range(1, 7))} "
            "jeweils 07:30 (vor dem Spätdienst)")


def t_impf(r, dt) -> str:
    return ("Impfnachweis für den Arbeitgeber (§ 23a IfSG) - Betriebsärztlicher Dienst Klinikum Spreebogen\n"
            f"Name: {ME}\nHepatitis B: Anti-HBs 412 IU/l (2023) - ausreichend\nMasern: 2 Impfungen dokumentiert\n"
            f"Influenza: {_de(dt)} geimpft\nCOVID-19: 4 Impfungen, letzte 10/2023\nBetriebsärztin Dr. Rüdiger")


# --------------------------------------------------------------------------- school: Gymnasium move and ongoing


GYM = [("Gymnasium am Britzer Garten", "Britz", "Latein oder Französisch ab 7, Musikprofil, Ganztag", 1.9),
       ("Rixdorf-Gymnasium", "Neukölln", "Bilinguale Züge Englisch, MINT", 2.1),
       ("Ilse-Lehmann-Gymnasium", "Tempelhof", "Türkisch als 2. Fremdsprache, kleine Klassen", 2.3),
       ("Gymnasium Tempelhofer Feld", "Tempelhof", "Schnelllerner-Zug, Theater-AG", 1.8)]


def t_schulvergleich(r, dt) -> str:
    rows = ["Schule;Ortsteil;Profil;Grenznote 2025;Fahrtweg;Tag der offenen Tür;Eindruck Deniz;Eindruck ich"]
    for name, ort, profil, note in GYM:
        rows.append(f"{name};{ort};{profil};{note};{r.randint(12, 35)} min;"
                    f"{_de(dt - timedelta(days=r.randint(10, 60)))};"
                    f"{r.choice(['cool', 'ok', 'zu groß', 'Mensa gut'])};{r.choice(['gut', 'sehr gut', 'weit weg'])}")
    rows.append("Vergleich Gymnasien für Deniz (Anmeldung Februar 2026, 3 Wünsche);;;;;;;")
    return "\n".join(rows)


def t_foerderprognose(r, dt) -> str:
    return ("Grundschule am Richardplatz - Förderprognose (§ 56 SchulG Berlin)\n"
            "Schüler: Deniz Hoffmann, geb. 03.11.2013, Klasse 6c, Schuljahr 2025/26\n"
            "Durchschnittsnote der Förderprognose: 1,9 (Deutsch 2, Mathematik 2, Englisch 1, Naturwissenschaften 2, "
            "Gesellschaftswissenschaften 2)\n"
            "Empfehlung der Klassenkonferenz: Gymnasium\nDie Anmeldung an der weiterführenden Schule erfolgt im "
            "Zeitraum 11. bis 23.02.2026 mit dem Anmeldebogen und dieser Förderprognose.\n"
            f"Berlin, {_de(dt)}  Klassenlehrerin Frau Hinz, Schulleitung")


def t_anmeldebogen(r, dt) -> str:
    return ("Anmeldebogen für die Aufnahme in die Jahrgangsstufe 7 - Schuljahr 2026/27\n"
            "Schüler: Hoffmann, Deniz, geb. 03.11.2013, derzeit Grundschule am Richardplatz, 6c\n"
            "Erziehungsberechtigte: Elif Demir (Sorgerecht gemeinsam mit Markus Hoffmann)\n"
            f"Erstwunsch: {GYM[0][0]}\nZweitwunsch: {GYM[1][0]}\nDrittwunsch: {GYM[2][0]}\n"
            "Zweite Fremdsprache: Französisch | Profilwunsch: Musik\nBeide Sorgeberechtigte haben unterschrieben.\n"
            f"Eingereicht am {_de(dt)} im Sekretariat des Gymnasiums am Britzer Garten")


def t_aufnahme(r, dt) -> str:
    return (f"{GYM[0][0]}, Fritz-Reuter-Allee 80, 12359 Berlin\nAufnahmebescheid\n"
            f"Frau Elif Demir, {ADDR}\nBerlin, {_de(dt)}\n"
            "Sehr geehrte Frau Demir,\nwir freuen uns, Ihnen mitteilen zu können, dass Ihr Sohn Deniz Hoffmann zum "
            "Schuljahr 2026/27 in die Jahrgangsstufe 7 unserer Schule (Klasse 7b, Musikprofil) aufgenommen wird.\n"
            "Kennenlernnachmittag: 17.06.2026, 16 Uhr. Bitte bringen Sie die Geburtsurkunde, das Abschlusszeugnis der "
            "Klasse 6 und den Nachweis über den Masernschutz mit.\nErster Schultag: 31.08.2026\n"
            "Mit freundlichen Grüßen\nOStD Kerstin Albrecht, Schulleiterin")


def t_schulbuecher(r, dt) -> str:
    return ("Gymnasium am Britzer Garten - Lernmittelliste Klasse 7 (Schuljahr 2026/27)\n"
            "Eigenanteil Lernmittel (nicht lernmittelbefreit): bitte selbst kaufen\n"
            "- Englisch: Green Line 3 Workbook (Klett) 14,50 €\n"
            "- Französisch: Découvertes 1 Cahier d'activités 12,95 €\n"
            "- Mathematik: Lambacher Schweizer 7 Arbeitsheft 11,25 €\n- Taschenrechner Casio fx-87DE X\n"
            "- Atlas: Diercke Weltatlas (Ausleihe möglich)\n- Musik: Blockflöte oder eigenes Instrument\n"
            "Die Bücher werden am ersten Schultag über die Schulbibliothek ausgeliehen.")


def t_todt_notiz(r, dt, schule: int = 0) -> str:
    name, ort, profil, note = GYM[schule]
    return (f"Tag der offenen Tür {name} ({ort}) - {_de(dt)}\n"
            f"Profil: {profil}\nGrenznote letztes Jahr: {note}\n"
            f"- Klassen mit {r.randint(26, 32)} Kindern, {r.choice(['4', '5', '6'])} Züge\n"
            "- Probejahr in Klasse 7! Nicht bestanden -> Wechsel ISS\n"
            f"- Handyverbot bis Klasse 10, Mensa {r.choice(['frisch gekocht', 'Caterer', 'gut'])}\n"
            f"- Deniz: {r.choice(['fand die Bigband super', 'mochte die Chemie-Show', 'wollte schnell weg'])}\n"
            "- Fahrtweg mit Bus M46 / U7 prüfen")


def t_senat_info(r, dt) -> str:
    return ("Senatsverwaltung für Bildung, Jugend und Familie - Informationen zum Übergang in die Jahrgangsstufe 7\n"
            "Wer eine Förderprognose mit einer Durchschnittsnote bis 2,2 hat, kann sich an einem Gymnasium anmelden. "
            "Bei mehr Anmeldungen als Plätzen vergibt die Schule 70 % der Plätze nach eigenen Kriterien "
            "(meist Durchschnittsnote), 30 % werden verlost, 10 % gehen an Härtefälle.\n"
            "Anmeldezeitraum 2026: 11.02.-23.02.2026. Bescheide werden bis Ende Mai versandt.")


def t_zeugnis(r, dt, kind: str = "Lara") -> str:
    if kind == "Lara":
        return ("Grundschule am Richardplatz - Zeugnis Schuljahr 2024/25, Klasse 2a\nLara Hoffmann\n"
                "Lara arbeitet im Unterricht aufmerksam mit und hilft anderen Kindern gern. Im Lesen hat sie große "
                "Fortschritte gemacht. Beim Rechnen im Zahlenraum bis 100 braucht sie noch Zeit und Übung.\n"
                "Sie kann ihre Gefühle gut benennen; Streit löst sie meist selbst.\nVersäumte Tage: 7, davon "
                "unentschuldigt 0\nVersetzt in Klasse 3.  Klassenlehrer Herr Okonkwo")
    return ("Grundschule am Richardplatz - Halbjahreszeugnis Klasse 6c, Schuljahr 2025/26\nDeniz Hoffmann\n"
            "Deutsch 2 | Mathematik 2 | Englisch 1 | Naturwissenschaften 2 | Gesellschaftswissenschaften 2 | Musik 1 | "
            "Sport 2 | Kunst 3\nArbeits- und Sozialverhalten: überwiegend ausgeprägt\nVersäumte Tage: 3")


def t_elternbrief(r, dt, what: str = "klassenfahrt") -> str:
    if what == "klassenfahrt":
        return ("Grundschule am Richardplatz - Klasse 3a\nLiebe Eltern,\nvom 22. bis 24.06.2026 fährt die Klasse 3a "
                "ins Kinderland Schorfheide. Kosten: 118,00 € (Bus, Unterkunft, Vollpension). Bitte bis "
                f"{_de(dt + timedelta(days=20))} überweisen; Anträge auf Bildung und Teilhabe sind möglich.\n"
                "Bitte geben Sie an, ob Ihr Kind Medikamente braucht (Lara: Asthmaspray!).\n"
                "Herr Okonkwo, Klassenlehrer")
    return ("Gesamtelternvertretung - Protokoll Elternabend Klasse 6c\n"
            f"Datum {_de(dt)}, anwesend 17 Eltern, Frau Hinz\nThemen: Übergang Oberschule, Abschlussfahrt nach Prerow "
            "(15.-19.06.2026, 245 €), Abschlussfeier 08.07.2026, Handy-Regeln\n"
            "Elternvertreter: Frau Demir, Herr Yıldız")


def t_hort(r, dt) -> str:
    return ("Bezirksamt Neukölln, Jugendamt - Bedarfsbescheid Ergänzende Förderung und Betreuung (Hort)\n"
            f"Kind: Lara Hoffmann, geb. 19.02.2018, Grundschule am Richardplatz  Datum {_de(dt)}\n"
            "Bewilligter Umfang: erweiterte Betreuung 06:00-18:00 Uhr (Modul 3) wegen Schichtdienst der Mutter\n"
            "Gültig: 01.08.2025 - 31.07.2027\nDie Betreuung für Klasse 1-2 ist beitragsfrei; ab Klasse 3 beitragsfrei "
            "nach Landesrecht 2024. Frühbetreuung ab 06:00 nur mit Nachweis Arbeitgeber.\nTräger: Kinderwelt e.V.")


def t_hortvertrag(r, dt) -> str:
    return ("Kinderwelt e.V. - Betreuungsvertrag Ergänzende Förderung und Betreuung "
            "an der Grundschule am Richardplatz\n"
            "Kind: Lara Hoffmann, Klasse 3a | Sorgeberechtigte: Elif Demir\nBetreuungszeit laut Bescheid: "
            "06:00-07:30 und 13:30-18:00, Ferienbetreuung\nAbholberechtigt: Elif Demir, Markus Hoffmann, "
            "Gül Arslan (Nachbarin), Deniz Hoffmann (ab 12 J., nur mit Erlaubnis)\nEssensgeld in den Ferien: 23 € "
            "pro Woche\nAllergien/Medikamente: Asthmaspray im Ranzen")


# --------------------------------------------------------------------------- travel


def t_flug(r, dt) -> str:
    pnr = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
    return (f"SunExpress - Buchungsbestätigung / E-Ticket\nBuchungscode: {pnr}  Buchungsdatum {_de(dt)}\n"
            "Passagiere: DEMIR/ELIF MRS, HOFFMANN/DENIZ MSTR (Kind 12), HOFFMANN/LARA MISS (Kind 8)\n"
            "Hinflug XQ 965 Fr 10.07.2026 Berlin Brandenburg BER 06:40 - Izmir Adnan Menderes ADB 10:35\n"
            "Rückflug XQ 964 Fr 07.08.2026 Izmir ADB 22:55 - Berlin BER 00:50 (+1)\n"
            "Tarif SunClassic: 1 x 23 kg Aufgabegepäck + 8 kg Handgepäck pro Person, Sitzplätze 14A-C\n"
            f"Gesamtpreis {_eur(r, 1290, 1580)} bezahlt per Kreditkarte\nBitte gültige Reisedokumente mitführen: "
            "Kinder benötigen einen eigenen Reisepass oder Kinderreisepass.")


def t_mietwagen(r, dt) -> str:
    return ("Mietwagen-Buchung - Sunny Cars\n"
            f"Buchungsnummer SC-{_ref(r, '', 8)}  Fahrerin: Elif Demir\n"
            "Abholung Izmir Flughafen (ADB) 10.07.2026 11:30 - Rückgabe 07.08.2026 20:30\n"
            "Fahrzeugklasse C: Fiat Egea oder ähnlich, Klimaanlage, Diesel, Kindersitz-Erhöhung 1x\n"
            f"Vollkasko ohne Selbstbeteiligung, unbegrenzte km - Gesamt {_eur(r, 690, 880)}")


def t_packliste(r, dt) -> str:
    return ("Packliste İzmir Sommer 2026 / Bavul listesi\n"
            "Dokumente: Reisepässe (Lara NEU abholen!), Einverständnis Markus, Auslandskrankenversicherung, "
            "Führerschein, Kreditkarte, türkischer Ausweis (Kimlik)\n"
            "Kinder: Badesachen, Sonnencreme 50, Lara Asthmaspray + Cetirizin, Kopfhörer, Kindle Deniz\n"
            "Geschenke: siehe hediyeler.txt\nFür Annem: Haribo, Kaffee Tchibo, Nivea, Vitamintabletten\n"
            "Küche: nix, Annem hat alles :)\nEmre fragen: Abholung am Flughafen oder Mietwagen reicht?")


def t_hediyeler(r, dt) -> str:
    return ("Hediyeler - İzmir 2026\n- Annem: Nivea kremi, Tchibo kahve, ince hırka (M)\n"
            "- Babam: Tansiyon aleti (Omron, Blutdruckmessgerät), Fußball-Trikot Hertha für den Enkel-Stolz\n"
            "- Emre: Bosch matkap ucu seti? sor!\n- Yenge Sevgi: Duftkerzen, Marzipan Lübecker\n"
            "- Kuzenler (Ece 6, Can 9): Lego, Playmobil\n- Komşu Fatma teyze: Lebkuchen, Kölnisch Wasser 4711\n"
            "Bütçe: max. 300 €")


def t_emre_mail(r, dt) -> str:
    return _mail("Emre Demir <emredemir.izmir@gmail.com>", ELIF_MAIL, "Temmuz'da geliyorsunuz!", dt,
                 """Merhaba abla,

annem çok heyecanlı, şimdiden dolmaları planlıyor :) 10 Temmuz sabah sizi havalimanından alırım, kiralık
arabayı ertesi gün alsan olmaz mı? Çocuklar bizim arabaya sığar.

Babamın tansiyonu biraz yüksek, doktor yeni ilaç verdi. Sen gelince bir bakarsın, hemşire hanım.
Çeşme'ye bir hafta gidelim diye düşündük, 20-27 Temmuz arası yazlık boş.

Sevgiler, Emre""")


def t_reisepass(r, dt) -> str:
    return ("Antrag auf Ausstellung eines Reisepasses für ein Kind unter 24 Jahren - Bürgeramt Neukölln\n"
            "Antragstellerin: Elif Demir (Mutter) - Zustimmung des Vaters Markus Hoffmann liegt schriftlich vor\n"
            "Kind: Lara Hoffmann, geb. 19.02.2018 in Berlin, Staatsangehörigkeit deutsch\n"
            "Biometrisches Foto ja | Gebühr 37,50 € | Express nein | Abholung ca. 4-6 Wochen\n"
            f"Termin Bürgeramt Rathaus Neukölln: {_de(dt + timedelta(days=9))}, 08:15 Uhr, "
            f"Vorgangsnummer {_ref(r, 'BA-', 7)}")


def t_einverstaendnis(r, dt) -> str:
    return ("Einverständniserklärung für Auslandsreisen Minderjähriger / Yurt dışı seyahat muvafakatnamesi\n"
            "Ich, Markus Hoffmann, geb. 21.08.1982, wohnhaft Gneisenaustraße 61, 10961 Berlin, bin mit der Reise "
            "meiner Kinder Deniz Hoffmann (geb. 03.11.2013, Reisepass C4F7K19LM) und Lara Hoffmann (geb. 19.02.2018) "
            "in Begleitung ihrer Mutter Elif Demir in die Türkei (İzmir) vom 10.07.2026 bis 07.08.2026 einverstanden.\n"
            "Erreichbarkeit während der Reise: +49 170 334 8721\nBerlin, den ____________  Unterschrift: ____________\n"
            "(Kopie Personalausweis des Vaters beifügen)")


def t_ausfluege(r, dt) -> str:
    return ("# İzmir 2026 - Ideen\n\n- Ephesos (Efes) mit Kindern früh morgens, vor 10 Uhr wegen Hitze\n"
            "- Şirince: Wein für Emre, Zeytinyağı für mich\n- Çeşme / Alaçatı: Yazlık 20.-27.07. (Emre)\n"
            "- Kordon Bummel + Boyoz und Gevrek frühstücken\n- Lara: Aquapark? Deniz: Göztepe Maç?\n"
            "- Babam zum Kardiologen begleiten (Termin Emre fragen)\n"
            "- Karşıyaka Çarşı: Schuhe für Deniz (neue Schule!)")


def t_mallorca(r, dt, kind: str = "hotel") -> str:
    if kind == "hotel":
        return ("Hotel Cala Millor Garden - Buchungsbestätigung über Check24 Urlaub\n"
                f"Buchungsnr. {_ref(r, 'C24-', 9)} | Reisende: Elif Demir, Deniz Hoffmann, Lara Hoffmann\n"
                "Pauschalreise 20.10.2025 - 27.10.2025, Familienzimmer Meerblick, Halbpension\n"
                "Flüge Eurowings EW 8594 BER-PMI 07:15, Rückflug EW 8595 PMI-BER 19:40, Transfer inklusive\n"
                f"Reisepreis gesamt {_fmt(2312.0)} - Anzahlung 462,40 € bezahlt, Restzahlung 28 Tage vor Abreise")
    if kind == "rechnung":
        return ("Hotel Cala Millor Garden, Carrer de Sa Maniga 20, 07560 Cala Millor, Mallorca\n"
                f"Rechnung Nr. {_ref(r, 'F-', 6)} - Zimmer 214, Gast Demir\nZeitraum 20.10.2025 - 27.10.2025\n"
                "Minibar 18,50 EUR | Poolbar 62,40 EUR | Kurtaxe (Ecotasa) 2 Erw. x 7 Nächte 30,80 EUR\n"
                "Gesamt 111,70 EUR - bezahlt mit Karte")
    return ("Mallorca Herbstferien 2025 - Ausflüge\n- Caves del Drach: Tickets online 10:00, 3 Personen 72 €\n"
            "- Palma Kathedrale + Eis\n- Sóller Zug: zu teuer? mal gucken\n- Strand Cala Agulla mit Bus\n"
            "- Lara: Tretboot!")


# --------------------------------------------------------------------------- car


def t_kfz(r, dt, kind: str = "beitrag") -> str:
    if kind == "beitrag":
        return ("HUK-COBURG - Beitragsrechnung Kraftfahrtversicherung\n"
                f"Versicherungsnehmerin: {ME}, {ADDR}  Vertrag {_ref(r, '', 3)}/{_ref(r, '', 6)}-K\n"
                "Fahrzeug: Skoda Fabia Combi 1.0 TSI, amtl. Kennzeichen B-ED 2714, Erstzulassung 05/2018\n"
                f"Haftpflicht SF 12 (35 %) {_eur(r, 190, 230)} | Teilkasko SB 150 € {_eur(r, 90, 120)}\n"
                f"Jahresbeitrag {_eur(r, 290, 350)}, fällig 01.01.{dt.year}, Zahlung monatlich per Lastschrift")
    if kind == "hu":
        return ("DEKRA Automobil GmbH - Untersuchungsbericht Hauptuntersuchung nach § 29 StVZO\n"
                f"Fahrzeug: Skoda Fabia, FIN TMBJP6NJ4JZ{_ref(r, '', 6)}, Kennzeichen B-ED 2714  Datum {_de(dt)}\n"
                f"Kilometerstand {r.randint(86000, 99000)} km\n"
                f"Ergebnis: ohne Mängel / Plakette {dt.year + 2 - 2000:02d}"
                f" bis {dt.strftime('%m')}/{dt.year + 2}\nHinweis: Bremsscheiben hinten leicht verschlissen")
    if kind == "werkstatt":
        return ("Autoservice Kaya, Karl-Marx-Straße 220, 12055 Berlin - Rechnung\n"
                f"Kundin: Elif Demir  Fahrzeug B-ED 2714 Skoda Fabia  Datum {_de(dt)}\n"
                "Inspektion mit Ölwechsel 5W-30 (4,0 l) 189,00 € | Bremsscheiben + Beläge hinten 264,00 € | "
                f"Wischerblätter 29,90 €\nGesamt inkl. MwSt. {_fmt(482.90)} - bar bezahlt, danke!")
    if kind == "parken":
        return ("Bezirksamt Neukölln - Ordnungsamt, Parkraumbewirtschaftung\nBewohnerparkausweis Zone 47\n"
                "Kennzeichen B-ED 2714, Halterin Elif Demir, Okerstraße 27\n"
                f"Gültig vom {_de(dt)} bis {_de(dt + timedelta(days=730))}, Gebühr 20,40 €")
    if kind == "anhoerung":
        return ("Polizei Berlin - Bußgeldstelle\nAnhörungsbogen im Bußgeldverfahren\n"
                f"Aktenzeichen {_ref(r, '', 3)}.{_ref(r, '', 6)}.4  Datum {_de(dt)}\n"
                "Fahrzeug B-ED 2714 (Skoda) - Halterin Elif Demir\nTatvorwurf: Sie überschritten am "
                f"{_de(dt - timedelta(days=16))} um 05:52 Uhr auf der Sonnenallee die zulässige Höchstgeschwindigkeit "
                "innerhalb geschlossener Ortschaften um 13 km/h (Toleranz abgezogen). Verwarnungsgeld 50,00 €.")
    return ("Auto To-do\n- Sommerreifen drauf (Reifenhotel Kaya, Termin anrufen)\n- HU 05/2027, ok\n"
            "- Bremsen hinten beobachten (DEKRA Hinweis)\n- Parkausweis läuft ab -> verlängern\n"
            "- Kindersitz Lara braucht sie noch? ab 150 cm nicht mehr")


# --------------------------------------------------------------------------- choir

CHOR = "Köprü - Deutsch-Türkischer Chor Berlin e.V."


def t_probenplan(r, dt) -> str:
    rows = [f"{CHOR} - Probenplan 1. Halbjahr {dt.year}", "Datum;Zeit;Ort;Stücke"]
    for k in range(10):
        d = dt + timedelta(days=7 * k)
        rows.append(f"{_de(d)};19:00-21:00;Gemeinschaftshaus Gropiusstadt;"
                    f"{r.choice(['Üsküdara gider iken', 'Sarı Gelin', 'Die Gedanken sind frei', 'Ah bir ataş ver'])}")
    rows.append("Konzert: Sa 27.06.2026, 18 Uhr, Genezareth-Kirche am Herrfurthplatz - Einsingen 16:30")
    return "\n".join(rows)


def t_chor_beitrag(r, dt) -> str:
    return _mail("Kassenwart Köprü e.V. <kasse@koeprue-chor.de>", ELIF_MAIL, "Mitgliedsbeitrag und Konzertkleidung",
                 dt, f"""Liebe Chormitglieder,

der Jahresbeitrag {dt.year} (180 € / ermäßigt 90 €) wird im {MONATE[(dt.month) % 12]} per Lastschrift
eingezogen; wer monatlich 15 € zahlt, muss nichts tun.

Für das Sommerkonzert am 27.06. bitte: schwarze Hose/Rock, Oberteil in Petrol (Schals bringt Selin mit).
Bitte gebt bis Freitag Bescheid, ob ihr dabei seid - besonders die Altstimmen!

Herzliche Grüße, Hakan (Kassenwart)""")


def t_noten(r, dt, stueck: str = "Üsküdar") -> str:
    return {
        "Üsküdar": "Üsküdar'a gider iken - Türkisches Volkslied (Istanbul)\nSatz für gemischten Chor SATB: "
                   "Selin Arslan 2024\nTempo: Andante, 2/4\nAlt: Takt 1-8 Summen, ab Takt 9 Text\n"
                   "Üsküdar'a gider iken aldı da bir yağmur / Kâtibimin setresi uzun eteği çamur",
        "Sari": "Sarı Gelin - armenisch/türkisches Volkslied\nSatz SSAA + Bariton-Solo, Arr. Selin Arslan\n"
                "Erzurum çarşı pazar, leylim aman, içinde bir kız gezer\nTonart e-Moll, Einsatz Alt Takt 17",
        "Gedanken": "Die Gedanken sind frei - Volkslied, Satz für vierstimmigen gemischten Chor\n"
                    "Die Gedanken sind frei, wer kann sie erraten, sie fliehen vorbei wie nächtliche Schatten\n"
                    "Strophe 3 Alt übernimmt Melodie",
        "Ataş": "Ah bir ataş ver - Türkü (Aşık Veysel zugeschrieben)\nChorsatz SATB, Kanon-Teil ab Takt 25\n"
                "Ah bir ataş ver cigaramı yakayım / Sen salın gel ben boyuna bakayım",
    }[stueck]


# --------------------------------------------------------------------------- cooking


def t_rezept(r, dt, which: str = "mercimek") -> str:
    return {
        "mercimek": "Annemin Mercimek Çorbası (Rote-Linsen-Suppe)\nMalzemeler: 1 su bardağı kırmızı mercimek, "
                    "1 soğan, 1 havuç, 1 patates, 1 yemek kaşığı salça, 6 su bardağı su, tuz, kimyon, pul biber\n"
                    "Yapılışı: Soğanı tereyağında kavur, salçayı ekle, sebzeleri ve mercimeği ekle, 30 dk pişir, "
                    "blenderdan geçir. Üzerine pul biberli tereyağı. Limonla servis.",
        "karniyarik": "Karnıyarık\n4 Auberginen längs einschneiden, frittieren oder im Ofen vorbacken.\n"
                      "Füllung: 300 g Hackfleisch, 2 Zwiebeln, 2 Tomaten, 2 Spitzpaprika, Petersilie, Salz, Pfeffer.\n"
                      "Füllen, mit Tomatenmark-Wasser begießen, 30 min bei 180 °C. Mit Reis und Cacık.",
        "boerek": "Spinat-Börek (Blech, für Chor-Buffet)\n1 Pck Yufka (Teigblätter), 500 g Spinat TK, 200 g "
                  "Schafskäse, 2 Eier, 1 Glas Milch, 1/2 Glas Öl\nSoße aus Eiern, Milch, Öl; Blätter bestreichen, "
                  "füllen, 40 min bei 190 °C. Mit Sesam und Schwarzkümmel.",
        "linsen": "Linsensuppe wie bei Oma Hoffmann (für die Kinder)\n250 g Tellerlinsen, 1 Bund Suppengrün, "
                  "2 Kartoffeln, 4 Wiener (für mich ohne), Essig, Majoran\n45 min köcheln, zum Schluss Essig.",
        "mealprep": "Meal Prep für Schichtwochen\nSo: großer Topf Chili + Reis (3 Tage)\nNachtdienst-Box: Linsensalat, "
                    "Hummus, Gurken, Nüsse - nichts Schweres um 3 Uhr!\nKinder bei Spätdienst: Ofengemüse + "
                    "Köfte vorbereiten, Deniz kann Reis kochen.",
        "lahmacun": "Lahmacun\nTeig: 500 g Mehl, 1/2 Würfel Hefe, 300 ml Wasser, Salz\n"
                    "Belag: 250 g Lammhack, 1 Zwiebel, "
                    "1 Tomate, 1 rote Spitzpaprika, Petersilie, 1 EL Biber salçası, Isot\nDünn ausrollen, 6 min "
                    "bei 250 °C auf dem Stein. Mit Zitrone und Petersilie rollen.",
        "chefkoch": "Chefkoch.de - Rezept drucken\nSchneller Apfelkuchen vom Blech\nZutaten für 1 Blech: 250 g Butter, "
                    "250 g Zucker, 5 Eier, 400 g Mehl, 1 Pck Backpulver, "
                    "1,5 kg Äpfel, Zimt\nZubereitung: Rührteig, Äpfel "
                    "in Spalten darauf, 35-40 min bei 180 °C Umluft. Bewertung 4,7 (2.318 Stimmen)",
        "mantı": "Mantı - Rezept von Hatice (Annem), am Telefon aufgeschrieben\nTeig: 3 Tassen Mehl, 1 Ei, Wasser, "
                 "Salz. Füllung: 250 g Rinderhack, 1 geriebene Zwiebel. Sehr klein schneiden!!\n"
                 "Soße: Knoblauch-Joghurt, Butter mit Pul biber und Nane.",
    }[which]


def t_ebook_text(title: str) -> str:
    return {
        "Effi Briest": "In Front des schon seit Kurfürst Georg Wilhelm von der Familie "
                       "von Briest bewohnten Herrenhauses "
                       "zu Hohen-Cremmen fiel heller Sonnenschein auf die mittagsstille Dorfstraße.",
        "Buddenbrooks": "Was ist das. - Was - ist das ... Je, den Düwel ook, c'est la question, "
                        "ma très chère demoiselle!",
        "Die Verwandlung": "Als Gregor Samsa eines Morgens aus unruhigen Träumen erwachte, fand er sich in seinem Bett "
                           "zu einem ungeheueren Ungeziefer verwandelt.",
        "Kürk Mantolu Madonna": "Bugüne kadar rastladığım insanlar arasında hiçbiri bende Raif efendi kadar derin bir "
                                "tesir bırakmamıştır.",
        "Der Schimmelreiter": "Was ich zu berichten beabsichtige, ist mir vor reichlich einem halben Jahrhundert im "
                              "Hause meiner Urgroßmutter kund geworden.",
    }[title]


def _ago(y: int, m: int, d: int = 1) -> int:
    """Age in days of a date, relative to ``NOW``."""
    return (NOW.date() - date(y, m, d)).days


EXE_HEAD = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00\xb8\x00"
MSI_HEAD = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1\x00\x00\x00\x00\x00\x00\x00\x00"
DESKTOP_INI = {
    "Desktop": "-21769", "Documents": "-21770", "Downloads": "-21798", "Pictures": "-21779", "Music": "-21790",
}


def _desktop_ini(folder: str) -> bytes:
    return ("\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,"
            f"{DESKTOP_INI[folder]}\r\nIconResource=%SystemRoot%\\system32\\imageres.dll,-183\r\n").encode("utf-16")


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
            return _pdf(_pdf_text(content))
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

    def system(rel: str, age: float, data: bytes | None = None) -> None:
        name = rel.rsplit("/", 1)[-1]
        if data is None:
            if name == "desktop.ini":
                data = _desktop_ini(rel.split("/", 1)[0])
            elif name == "Thumbs.db":
                data = _blob(r, MSI_HEAD, 2048)
            elif name.startswith("~$"):
                data = b"\x04Elif" + b"\x00" * 49 + b"\x04\x00E\x00l\x00i\x00f\x00" + b"\x00" * 90
            else:
                data = _blob(r, b"", r.randint(600, 3000))
        add(rel, L, "System", age, data)

    def stamp(dt_date: date, h: int | None = None) -> str:
        hh = r.randint(7, 21) if h is None else h
        return f"{dt_date:%Y%m%d}_{hh:02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"

    # ------------------------------------------------------------ Documents/Arbeit (Areas Nursing)
    arb = "Documents/Arbeit"
    for y, m in ((2025, 9), (2025, 10), (2025, 11), (2025, 12), (2026, 1), (2026, 2), (2026, 3), (2026, 4),
                 (2026, 5), (2026, 6)):
        pub = date(y, m, 1) - timedelta(days=r.randint(14, 24))
        add(f"{arb}/Dienstpläne/{y}/Dienstplan_{y}_{m:02d}.pdf", A, "Nursing", (NOW.date() - pub).days,
            lambda r_, dt, y=y, m=m: t_dienstplan(r_, dt, y, m))
    for y, m in ((2025, 7), (2025, 8), (2025, 9), (2025, 10), (2025, 11), (2025, 12), (2026, 1), (2026, 2),
                 (2026, 3), (2026, 4), (2026, 5)):
        add(f"{arb}/Gehaltsabrechnungen/{y}/Entgeltabrechnung_{y}_{m:02d}.pdf", A, "Nursing", _ago(y, m, 26),
            lambda r_, dt, y=y, m=m: t_gehalt(r_, dt, y, m))
    add(f"{arb}/Arbeitsvertrag Spreebogen 2023.pdf", A, "Nursing", _ago(2023, 2, 2), t_arbeitsvertrag)
    add(f"{arb}/Urlaubsantrag Sommer 2026.docx", A, "Nursing", _ago(2026, 1, 20), t_urlaub)
    add(f"{arb}/Überstunden 2026.xlsx", A, "Nursing", 9, t_stunden_xlsx)
    add(f"{arb}/Lebenslauf_Elif_Demir_2025.docx", A, "Nursing", _ago(2025, 3, 11), t_lebenslauf)
    add(f"{arb}/Fortbildungen/Reanimation ALS 2025.pdf", A, "Nursing", _ago(2025, 11, 12),
        lambda r_, dt: t_fortbildung(r_, dt, "Reanimation ERC 2025 (ALS-Refresher)"))
    add(f"{arb}/Fortbildungen/Hygiene 2026.pdf", A, "Nursing", _ago(2026, 2, 18),
        lambda r_, dt: t_fortbildung(r_, dt, "Hygiene und Infektionsprävention"))
    add(f"{arb}/Fortbildungen/Brandschutz 2025.pdf", A, "Nursing", _ago(2025, 5, 7),
        lambda r_, dt: t_fortbildung(r_, dt, "Brandschutzunterweisung"))
    add(f"{arb}/verdi/Mitgliedsbescheinigung 2024.pdf", A, "Nursing", _ago(2025, 2, 3), t_verdi_mitglied)
    add(f"{arb}/verdi/Entlastung Mitgliederversammlung.eml", A, "Nursing", 26, t_verdi)

    # ------------------------------------------------------------ Documents/Fachweiterbildung Intensiv (Projects)
    fwb = "Documents/Fachweiterbildung Intensiv"
    add(f"{fwb}/Fortbildungsvereinbarung Rückzahlung.pdf", P, "Nursing", _ago(2024, 8, 29), t_fwb_vertrag)
    add(f"{fwb}/Organisation/Einsatzplan Praxiseinsätze.pdf", P, "Nursing", _ago(2024, 10, 8), t_einsatzplan)
    add(f"{fwb}/Organisation/Stundenplan Block 6.pdf", P, "Nursing", 33, t_blockplan)
    add(f"{fwb}/Organisation/Termine Abschlussprüfung.eml", P, "Nursing", 19, t_kursmail)
    add(f"{fwb}/Organisation/Anmeldung Abschlussprüfung.pdf", P, "Nursing", 6, t_pruefung_anmeldung)
    mod_age = [590, 520, 430, 330, 240, 150, 40]
    for i, (code, title, _) in enumerate(MODULE):
        folder = f"{fwb}/Module/{code} {title.split(',')[0].split(' und ')[0]}"
        add(f"{folder}/Skript_{code}.pdf", P, "Nursing", mod_age[i], lambda r_, dt, i=i: t_skript(r_, dt, i))
        if code in ("M2", "M3", "M4", "M5"):
            add(f"{folder}/Lernzettel {code}.docx", P, "Nursing", mod_age[i] - 20,
                lambda r_, dt, i=i: t_lernzettel(r_, dt, i))
        if code in ("M1", "M2", "M3", "M4"):
            add(f"{folder}/Ergebnis Modulprüfung {code}.pdf", P, "Nursing", mod_age[i] - 55,
                lambda r_, dt, i=i: t_modulnote(r_, dt, i))
    add(f"{fwb}/Praxiseinsätze/Beurteilung Anästhesie.pdf", P, "Nursing", _ago(2025, 4, 30),
        lambda r_, dt: t_beurteilung(r_, dt, "Anästhesie / Zentral-OP"))
    add(f"{fwb}/Praxiseinsätze/Beurteilung IMC 3m.pdf", P, "Nursing", _ago(2025, 10, 31),
        lambda r_, dt: t_beurteilung(r_, dt, "Intermediate Care 3m"))
    add(f"{fwb}/Praxiseinsätze/Reflexion IMC.docx", P, "Nursing", _ago(2025, 10, 20), t_reflexion)
    add(f"{fwb}/Praxiseinsätze/Nachweis Praxisstunden.xlsx", P, "Nursing", 11, t_praxisstunden)
    fa = f"{fwb}/Facharbeit"
    add(f"{fa}/Themengenehmigung.pdf", P, "Nursing", _ago(2025, 11, 14), t_themengenehmigung)
    add(f"{fa}/Gliederung Facharbeit.docx", P, "Nursing", _ago(2026, 2, 9), t_gliederung)
    add(f"{fa}/Facharbeit_Entwurf_v3.docx", P, "Nursing", _ago(2026, 4, 12), lambda r_, dt: t_facharbeit(r_, dt, 3))
    add(f"{fa}/Facharbeit_Entwurf_v4.docx", P, "Nursing", 3, lambda r_, dt: t_facharbeit(r_, dt, 4))
    system(f"{fa}/~$charbeit_Entwurf_v4.docx", 1)
    add(f"{fa}/Literatur.ris", P, "Nursing", 28, t_ris)
    add(f"{fa}/Fragebogen Delirscreening 4i.docx", P, "Nursing", _ago(2026, 3, 2), t_fragebogen)
    add(f"{fa}/Auswertung Befragung.xlsx", P, "Nursing", 16, t_umfrage)
    add(f"{fa}/Feedback Dr. Scholz Gliederung.eml", P, "Nursing", _ago(2026, 2, 16), t_feedback_scholz)
    add(f"{fa}/Zeitplan Facharbeit.xlsx", P, "Nursing", 44,
        "Phase;bis;Status\nLiteraturrecherche;28.02.2026;erledigt\nBefragung 4i austeilen;31.03.2026;erledigt\n"
        "Auswertung;15.05.2026;läuft\nErgebnisteil schreiben;30.06.2026;offen\nDiskussion + Fazit;31.07.2026;offen\n"
        "Korrektur lesen (Nadine, Emre?);31.08.2026;offen\nDrucken + Binden (Copyshop Sonnenallee);25.09.2026;offen\n"
        "Abgabe Facharbeit Bildungsakademie;30.09.2026;")
    dot(f"{fa}/.~lock.Zeitplan Facharbeit.xlsx#", b"Elif,DESKTOP-E7K2L9Q/Elif,DESKTOP-E7K2L9Q,01.06.2026 06:41,file:///"
        b"C:/Users/Elif/AppData/Roaming/LibreOffice/4;", 0)
    add(f"{fa}/Literatur/Devlin 2018 PADIS Guideline.pdf", P, "Nursing", 170,
        "Clinical Practice Guidelines for the Prevention and Management of Pain, Agitation/Sedation, Delirium, "
        "Immobility, and Sleep Disruption in Adult Patients in the ICU\nDevlin JW, Skrobik Y, Gelinas C, et al.\n"
        "Crit Care Med 2018;46(9):e825-e873\nDelirium: We suggest routine assessment of delirium using a valid tool "
        "(CAM-ICU or ICDSC). Screening should be performed at least once per shift.")
    add(f"{fa}/Literatur/Trogrlic 2017 Nurses delirium survey.pdf", P, "Nursing", 160,
        "Attitudes, knowledge and practices concerning delirium: a survey among intensive care unit professionals\n"
        "Trogrlic Z, Ista E, Ponssen HH, et al. Nursing in Critical Care 2017;22(3):133-140\n"
        "Results: 78 % of nurses considered delirium a serious problem, but only 47 % screened routinely; "
        "main barriers were lack of time, training and physicians' response.")
    add(f"{fa}/Literatur/S3-LL DAS 2020 Kurzversion.pdf", P, "Nursing", 175,
        "S3-Leitlinie Analgesie, Sedierung und Delirmanagement in der Intensivmedizin (DAS-Leitlinie 2020)\n"
        "AWMF-Registernummer 001/012 - Kurzversion\nEmpfehlung: Ein Delir-Screening mit einem validierten "
        "Instrument (z. B. CAM-ICU, ICDSC) soll mindestens einmal pro Schicht (alle 8 h) erfolgen und dokumentiert "
        "werden.\nNicht-pharmakologische Maßnahmen: Reorientierung, Schlafförderung, Frühmobilisation, Angehörige.")

    # ------------------------------------------------------------ clinical reference (Resources Nursing)
    fl = "Documents/Fachliteratur"
    add(f"{fl}/Perfusortabelle 4i.pdf", R, "Nursing", 400, t_perfusor)
    add(f"{fl}/BGA Schema Kitteltasche.docx", R, "Nursing", 380, t_bga)
    add(f"{fl}/Frühmobilisation Übersicht 2025.pdf", R, "Nursing", 210, lambda r_, dt: t_artikel(r_, dt, "mob"))
    add(f"{fl}/Normwerte Labor Intensiv.xlsx", R, "Nursing", 610,
        "Parameter;Normbereich;Einheit;Bemerkung\nNatrium;135-145;mmol/l;Korrektur max. 8-10 mmol/l pro 24 h\n"
        "Kalium;3,5-5,0;mmol/l;\nLaktat;0,5-2,2;mmol/l;\nKreatinin;0,5-1,0;mg/dl;Frauen\nCRP;< 5;mg/l;\n"
        "PCT;< 0,5;ng/ml;Sepsisverdacht > 2\nQuick;70-120;%;\naPTT;25-38;s;Heparin-Ziel 50-70\n"
        "Thrombozyten;150-400;/nl;HIT bei Abfall > 50 %")
    add(f"{fl}/Intensivpflege kompakt (Leseprobe).epub", R, "Nursing", 520,
        _epub("Intensivpflege kompakt - Leseprobe", "Hrsg. U. Sommer", "de",
              "Kapitel 4: Pflege beatmeter Patienten. Das Ziel jeder Beatmung ist die frühestmögliche Entwöhnung."))

    # ------------------------------------------------------------ old job and old course (Archive Nursing)
    alt = "Documents/Alte Stelle St. Marien"
    add(f"{alt}/Arbeitszeugnis St. Marien.pdf", X, "Nursing", _ago(2023, 4, 12), t_zeugnis_alt)
    add(f"{alt}/Kündigung St. Marien.docx", X, "Nursing", _ago(2022, 12, 20), t_kuendigung)
    add(f"{alt}/Dienstplan 3B Februar 2023.pdf", X, "Nursing", _ago(2023, 1, 18), t_altjob_dienstplan)
    add(f"{alt}/Gehaltsabrechnung 2022-12.pdf", X, "Nursing", _ago(2022, 12, 28), t_altjob_gehalt)
    add(f"{alt}/Gehaltsabrechnung 2023-03.pdf", X, "Nursing", _ago(2023, 3, 28), t_altjob_gehalt)
    add(f"{alt}/Abschied Station 3B - Liste Geschenk.txt", X, "Nursing", _ago(2023, 3, 20),
        "Abschied Station 3B am 30.03.2023 - Kuchen und Börek bringe ich\n"
        "Danke-Karte für Schwester Monika (Stationsleitung)\nPraxisordner an Aylin übergeben\n"
        "Spind leeren, Schlüssel + Namensschild bei Personalabteilung abgeben, Resturlaub 6 Tage ausgezahlt?")
    pa = "Documents/Weiterbildung Praxisanleitung 2020-21"
    add(f"{pa}/Zertifikat Praxisanleiterin.pdf", X, "Nursing", _ago(2021, 7, 2), t_pa_zertifikat)
    add(f"{pa}/Hausarbeit Anleitung s.c. Injektion.docx", X, "Nursing", _ago(2021, 4, 30), t_pa_hausarbeit)
    add(f"{pa}/Präsenztage.xlsx", X, "Nursing", _ago(2020, 9, 1), t_pa_stundenplan)
    add(f"{pa}/Lehrprobe Planung.docx", X, "Nursing", _ago(2021, 6, 10),
        "Lehrprobe Weiterbildung Praxisanleitung - Planung\nThema: Messen der Vitalzeichen bei einer Patientin mit "
        "Herzinsuffizienz (Auszubildende 1. Jahr)\nLernziele: Puls und RR korrekt messen, Werte einordnen, "
        "dokumentieren\nMethode: Vier-Stufen-Methode, Reflexionsgespräch 15 min\nPrüferinnen: B. Ahrens, K. Lenz")

    # ------------------------------------------------------------ Documents/Wohnung (Areas Home, dispute = Projects)
    wo = "Documents/Wohnung"
    add(f"{wo}/Mietvertrag Okerstraße 2016.pdf", A, "Home", _ago(2016, 6, 20), t_mietvertrag)
    add(f"{wo}/Mieterhöhung 2025.pdf", A, "Home", _ago(2025, 6, 24), t_mieterhoehung)
    add(f"{wo}/Hausrat Versicherungsschein.pdf", A, "Home", _ago(2025, 7, 15), t_hausrat)
    add(f"{wo}/Mängelanzeige Heizung Kinderzimmer.docx", A, "Home", _ago(2025, 11, 24), t_maengel)
    add(f"{wo}/Strom/Vattenfall Jahresabrechnung 2024.pdf", A, "Home", _ago(2025, 2, 10), t_strom)
    add(f"{wo}/Strom/Vattenfall Jahresabrechnung 2025.pdf", A, "Home", _ago(2026, 2, 9), t_strom)
    add(f"{wo}/Internet/Vodafone Rechnung 2026-04.pdf", A, "Home", _ago(2026, 4, 3), t_internet)
    add(f"{wo}/Internet/Vodafone Rechnung 2026-05.pdf", A, "Home", _ago(2026, 5, 3), t_internet)
    add(f"{wo}/Nebenkosten/Betriebskostenabrechnung 2023.pdf", A, "Home", _ago(2024, 11, 26),
        lambda r_, dt: t_nk_abrechnung(r_, dt, 2023, False))
    nk = f"{wo}/Nebenkosten/Streit NK 2024"
    add(f"{nk}/Betriebskostenabrechnung_2024.pdf", P, "Home", _ago(2025, 11, 28),
        lambda r_, dt: t_nk_abrechnung(r_, dt, 2024, True))
    add(f"{nk}/Widerspruch_NK_2024.docx", P, "Home", _ago(2025, 12, 14), t_widerspruch)
    system(f"{nk}/~$derspruch_NK_2024.docx", _ago(2025, 12, 14))
    add(f"{nk}/Widerspruch_NK_2024_unterschrieben.pdf", P, "Home", _ago(2025, 12, 15), t_widerspruch)
    photo(f"{nk}/Einschreiben Einlieferungsbeleg.jpg", P, "Home", _ago(2025, 12, 15))
    photo(f"{nk}/Foto Heizkostenverteiler Januar 2025.jpg", P, "Home", _ago(2025, 1, 14))
    photo(f"{nk}/Foto Hof abgeschlossen.jpg", P, "Home", _ago(2026, 2, 20))
    add(f"{nk}/Vergleich NK 2023-2024.xlsx", P, "Home", _ago(2025, 12, 10), t_nk_vergleich)
    add(f"{nk}/Mail HV Termin Belegeinsicht.eml", P, "Home", _ago(2026, 2, 5), t_hv_mail)
    add(f"{nk}/Belegeinsicht Notizen.txt", P, "Home", _ago(2026, 2, 17), t_belegeinsicht)
    add(f"{nk}/Mieterverein Beratungsprotokoll.pdf", P, "Home", _ago(2026, 3, 3), t_mieterverein)
    add(f"{nk}/Mieterverein Schreiben an HV.pdf", P, "Home", _ago(2026, 3, 12), t_mieterverein_brief)
    add(f"{nk}/Antwort Hausverwaltung April 2026.pdf", P, "Home", _ago(2026, 4, 21), t_hv_antwort)
    kue = f"{wo}/Küche 2024"
    add(f"{kue}/Angebot Küchenstudio Britz.pdf", X, "Home", _ago(2024, 1, 25),
        lambda r_, dt: t_kueche(r_, dt, "angebot"))
    add(f"{kue}/Zustimmung Hausverwaltung Einbauküche.pdf", X, "Home", _ago(2024, 2, 12),
        lambda r_, dt: t_kueche(r_, dt, "zustimmung"))
    add(f"{kue}/Schlussrechnung Küche.pdf", X, "Home", _ago(2024, 4, 26), lambda r_, dt: t_kueche(r_, dt, "rechnung"))
    add(f"{kue}/Kosten Küche.xlsx", X, "Home", _ago(2024, 5, 2), lambda r_, dt: t_kueche(r_, dt, "kosten"))
    for d in (date(2024, 4, 19), date(2024, 4, 22), date(2024, 4, 22), date(2024, 4, 23)):
        photo(f"{kue}/Fotos/IMG_{stamp(d)}.jpg", X, "Home", (NOW.date() - d).days)
    add(f"{wo}/Anleitungen/Bosch Geschirrspüler SMV4HTX31E.pdf", R, "Home", _ago(2024, 4, 23),
        lambda r_, dt: t_manual(r_, dt, "Geschirrspüler"))
    add(f"{wo}/Anleitungen/Respekta Dunstabzug CH 2060.pdf", R, "Home", _ago(2024, 4, 23),
        lambda r_, dt: t_manual(r_, dt, "Dunstabzug"))

    # ------------------------------------------------------------ Documents/Finanzen (Areas Finance)
    fi = "Documents/Finanzen"
    add(f"{fi}/Steuer/2023/Steuerbescheid 2023.pdf", A, "Finance", _ago(2024, 8, 14),
        lambda r_, dt: t_steuerbescheid(r_, dt, 2023))
    add(f"{fi}/Steuer/2024/ELSTER Übermittlungsprotokoll 2024.pdf", A, "Finance", _ago(2025, 5, 18),
        lambda r_, dt: t_elster(r_, dt, 2024))
    add(f"{fi}/Steuer/2024/Steuerbescheid 2024.pdf", A, "Finance", _ago(2025, 9, 2),
        lambda r_, dt: t_steuerbescheid(r_, dt, 2024))
    add(f"{fi}/Steuer/2025/Lohnsteuerbescheinigung 2025.pdf", A, "Finance", _ago(2026, 2, 20),
        lambda r_, dt: t_lstb(r_, dt, 2025))
    add(f"{fi}/Steuer/2025/Belege 2025.xlsx", A, "Finance", 21, t_steuer_belege)
    add(f"{fi}/Steuer/2025/ELSTER Übermittlungsprotokoll 2025.pdf", A, "Finance", 4,
        lambda r_, dt: t_elster(r_, dt, 2025))
    for m in range(1, 6):
        add(f"{fi}/Kontoauszüge/2026/Kontoauszug_2026_{m:02d}.pdf", A, "Finance", _ago(2026, m, 28) if m < 5 else 3,
            t_kontoauszug)
    add(f"{fi}/Kontoauszüge/2025/Kontoauszug_2025_12.pdf", A, "Finance", _ago(2025, 12, 30), t_kontoauszug)
    add(f"{fi}/ING Depotauszug 2025.pdf", A, "Finance", _ago(2026, 1, 6), t_sparplan)
    add(f"{fi}/Privathaftpflicht Beitrag 2026.pdf", A, "Finance", _ago(2026, 1, 2), t_haftpflicht)
    add(f"{fi}/Haushaltsbuch 2025.xlsx", A, "Finance", _ago(2025, 12, 31), t_haushalt)

    # ------------------------------------------------------------ Documents/Kinder (Family, School, Health)
    ki = "Documents/Kinder"
    add(f"{ki}/Kindergeld/Bescheid Kindergeld 2025.pdf", A, "Family", _ago(2025, 1, 16), t_kindergeld)
    add(f"{ki}/Unterhalt/Jugendamt Unterhaltsanpassung 2026.pdf", A, "Family", _ago(2025, 12, 9), t_unterhalt)
    add(f"{ki}/Unterhalt/Zahlungseingänge Markus.xlsx", A, "Family", 8, t_unterhalt_liste)
    add(f"{ki}/Unterhalt/Jugendamtsurkunde 2023.pdf", A, "Family", _ago(2023, 2, 14),
        "Bezirksamt Neukölln - Jugendamt, Urkundsperson\nUrkunde Nr. 311/2023 über die Verpflichtung zur Zahlung "
        "von Kindesunterhalt (§ 59 SGB VIII)\nHerr Markus Hoffmann verpflichtet sich, an seine Kinder Deniz Hoffmann "
        "und Lara Hoffmann Unterhalt in Höhe von 100 % des Mindestunterhalts der jeweiligen Altersstufe abzüglich des "
        "hälftigen Kindergeldes zu zahlen, zahlbar monatlich im Voraus an die Mutter Elif Demir.\n"
        "Die Urkunde ist vollstreckbar.")
    add(f"{ki}/Umgangsvereinbarung Markus.docx", A, "Family", _ago(2025, 1, 28), t_umgang)
    add(f"{ki}/Mail Markus Sommerferien.eml", A, "Family", 22, t_markus_mail)
    add(f"{ki}/Deniz/Zeugnisse/Halbjahreszeugnis 6c.pdf", A, "School", _ago(2026, 1, 30),
        lambda r_, dt: t_zeugnis(r_, dt, "Deniz"))
    add(f"{ki}/Deniz/Zeugnisse/Zeugnis Klasse 5.pdf", A, "School", _ago(2025, 7, 9),
        "Grundschule am Richardplatz - Zeugnis Klasse 5b, Schuljahr 2024/25\nDeniz Hoffmann\n"
        "Deutsch 2 | Mathematik 2 | Englisch 1 | Naturwissenschaften 3 | Gesellschaftswissenschaften 2 | Musik 1\n"
        "Deniz beteiligt sich engagiert, besonders im Musikunterricht und in der Schulband.\nVersetzt in Klasse 6.")
    add(f"{ki}/Deniz/Elternabend 6c Protokoll.docx", A, "School", _ago(2025, 9, 17),
        lambda r_, dt: t_elternbrief(r_, dt, "elternabend"))
    add(f"{ki}/Deniz/J1 Untersuchung.pdf", A, "Health", _ago(2026, 3, 5), lambda r_, dt: t_kinderarzt(r_, dt, "Deniz"))
    add(f"{ki}/Deniz/Kieferorthopädie Behandlungsplan.pdf", A, "Health", _ago(2026, 4, 22),
        lambda r_, dt: t_zahnarzt(r_, dt, "Deniz"))
    add(f"{ki}/Lara/Zeugnis Klasse 2.pdf", A, "School", _ago(2025, 7, 9), lambda r_, dt: t_zeugnis(r_, dt, "Lara"))
    add(f"{ki}/Lara/Klassenfahrt Schorfheide.pdf", A, "School", _ago(2026, 2, 13),
        lambda r_, dt: t_elternbrief(r_, dt, "klassenfahrt"))
    add(f"{ki}/Lara/Hort Bedarfsbescheid.pdf", A, "School", _ago(2025, 6, 30), t_hort)
    add(f"{ki}/Lara/Betreuungsvertrag Kinderwelt.pdf", A, "School", _ago(2025, 7, 20), t_hortvertrag)
    add(f"{ki}/Lara/Attest Asthma Schule.pdf", A, "Health", _ago(2025, 9, 3), t_kinderarzt)
    photo(f"{ki}/Lara/IMG_{stamp(date(2026, 3, 12))}.jpg", R, "Photos", _ago(2026, 3, 12))

    # ------------------------------------------------------------ Documents/Gymnasium Deniz (Projects School)
    gy = "Documents/Gymnasium Deniz"
    add(f"{gy}/Vergleich Gymnasien.xlsx", P, "School", _ago(2026, 1, 25), t_schulvergleich)
    add(f"{gy}/Tag der offenen Tür Britzer Garten.docx", P, "School", _ago(2025, 11, 29),
        lambda r_, dt: t_todt_notiz(r_, dt, 0))
    add(f"{gy}/TdoT Rixdorf.txt", P, "School", _ago(2025, 12, 6), lambda r_, dt: t_todt_notiz(r_, dt, 1))
    add(f"{gy}/TdoT Ilse-Lehmann.txt", P, "School", _ago(2026, 1, 17), lambda r_, dt: t_todt_notiz(r_, dt, 2))
    add(f"{gy}/Förderprognose Deniz.pdf", P, "School", _ago(2026, 1, 30), t_foerderprognose)
    add(f"{gy}/Anmeldebogen Jahrgangsstufe 7.pdf", P, "School", _ago(2026, 2, 12), t_anmeldebogen)
    add(f"{gy}/Aufnahmebescheid Britzer Garten.pdf", P, "School", _ago(2026, 5, 22), t_aufnahme)
    add(f"{gy}/Lernmittelliste Klasse 7.pdf", P, "School", 5, t_schulbuecher)
    add(f"{gy}/Übergang Klasse 7 Infos Senat.pdf", P, "School", _ago(2025, 11, 10), t_senat_info)
    add(f"{gy}/Kennenlernnachmittag.eml", P, "School", 4,
        _mail("Sekretariat Gymnasium am Britzer Garten <sekretariat@gymnasium-britzer-garten.de>", ELIF_MAIL,
              "Kennenlernnachmittag der neuen 7. Klassen am 17.06.2026", NOW - timedelta(days=4),
              "Sehr geehrte Eltern der zukünftigen 7. Klassen,\n\nwir laden Sie und Ihr Kind herzlich zum "
              "Kennenlernnachmittag am Mittwoch, 17.06.2026, 16:00 Uhr in die Aula ein. Ihr Kind lernt die "
              "Klassenleitung der 7b (Herr Demirci, Musik/Mathematik) kennen.\nBitte geben Sie bis 10.06. den "
              "Masernnachweis und das Foto für den Schülerausweis ab.\n\nMit freundlichen Grüßen\nDas Sekretariat"))

    # ------------------------------------------------------------ Documents/Gesundheit (Areas Health)
    ge = "Documents/Gesundheit"
    add(f"{ge}/AOK Bonusprogramm 2025.pdf", A, "Health", _ago(2026, 3, 10), t_aok)
    add(f"{ge}/Arztbrief Dr. Neumann Schilddrüse.pdf", A, "Health", _ago(2026, 2, 12), t_arztbrief)
    add(f"{ge}/Labor Mai 2026.pdf", A, "Health", 12, t_labor)
    add(f"{ge}/Zahnarzt Heil- und Kostenplan 36.pdf", A, "Health", _ago(2026, 3, 18), t_zahnarzt)
    add(f"{ge}/Physio Verordnung Rücken.pdf", A, "Health", _ago(2025, 10, 8), t_physio)
    add(f"{ge}/Impfungen/Impfnachweis Betriebsarzt.pdf", A, "Health", _ago(2025, 10, 21), t_impf)

    # ------------------------------------------------------------ Documents/Auto (Areas Car)
    au = "Documents/Auto"
    add(f"{au}/HUK Beitragsrechnung 2026.pdf", A, "Car", _ago(2025, 11, 20), lambda r_, dt: t_kfz(r_, dt, "beitrag"))
    add(f"{au}/DEKRA HU 2025.pdf", A, "Car", _ago(2025, 5, 13), lambda r_, dt: t_kfz(r_, dt, "hu"))
    add(f"{au}/Rechnung Autoservice Kaya Okt 2025.pdf", A, "Car", _ago(2025, 10, 16),
        lambda r_, dt: t_kfz(r_, dt, "werkstatt"))
    add(f"{au}/Bewohnerparkausweis Zone 47.pdf", A, "Car", _ago(2024, 7, 1), lambda r_, dt: t_kfz(r_, dt, "parken"))

    # ------------------------------------------------------------ Documents/Chor (Areas Choir, sheet music Resources)
    ch = "Documents/Chor Köprü"
    add(f"{ch}/Probenplan 1. Halbjahr 2026.pdf", A, "Choir", _ago(2026, 1, 8), t_probenplan)
    add(f"{ch}/Mitgliedsbeitrag und Konzertkleidung.eml", A, "Choir", 15, t_chor_beitrag)
    add(f"{ch}/Stimmgruppen Alt Telefonliste.xlsx", A, "Choir", 140,
        "Name;Stimme;Telefon;Fahrgemeinschaft\nSelin Arslan;Chorleitung;0176 2231 9087;\n"
        "Elif Demir;Alt 1;0176 5512 8830;"
        "Auto (B-ED 2714)\nGül Arslan;Alt 1;0157 7734 1102;mit Elif\nBirgit Lange;Alt 2;030 681 4472;\n"
        "Hülya Şahin;Alt 2;0172 900 3318;\nAnnette Kühn;Alt 1;0160 441 2390;\n"
        "Stimmgruppe Alt Köprü-Chor - Stand 2026;;;")
    for f, key in (("Üsküdara gider iken SATB.pdf", "Üsküdar"), ("Sarı Gelin SSAA.pdf", "Sari"),
                   ("Die Gedanken sind frei.pdf", "Gedanken"), ("Ah bir ataş ver.pdf", "Ataş")):
        add(f"{ch}/Noten/{f}", R, "Choir", r.randint(100, 520), lambda r_, dt, key=key: t_noten(r_, dt, key))

    # ------------------------------------------------------------ Documents/Reisen (Travel)
    iz = "Documents/Reisen/İzmir 2026"
    add(f"{iz}/SunExpress Buchung XQ965.pdf", P, "Travel", _ago(2026, 2, 7), t_flug)
    add(f"{iz}/Mietwagen Sunny Cars.pdf", P, "Travel", _ago(2026, 3, 15), t_mietwagen)
    add(f"{iz}/Packliste İzmir.docx", P, "Travel", 10, t_packliste)
    add(f"{iz}/hediyeler.txt", P, "Travel", 7, t_hediyeler)
    add(f"{iz}/Emre Temmuz.eml", P, "Travel", 18, t_emre_mail)
    add(f"{iz}/Reisepass Lara Antrag.pdf", P, "Travel", 45, t_reisepass)
    add(f"{iz}/Einverständniserklärung Markus Türkei.docx", P, "Travel", 21, t_einverstaendnis)
    add(f"{iz}/Ideen Ausflüge.md", P, "Travel", 30, t_ausfluege)
    ma = "Documents/Reisen/Mallorca 2025"
    add(f"{ma}/Buchung Check24 Cala Millor.pdf", X, "Travel", _ago(2025, 7, 3),
        lambda r_, dt: t_mallorca(r_, dt, "hotel"))
    add(f"{ma}/Hotelrechnung Minibar.pdf", X, "Travel", _ago(2025, 10, 27),
        lambda r_, dt: t_mallorca(r_, dt, "rechnung"))
    add(f"{ma}/Ausflüge.txt", X, "Travel", _ago(2025, 10, 12), lambda r_, dt: t_mallorca(r_, dt, "ausfluege"))

    # ------------------------------------------------------------ Documents/Scheidung (Archive Family)
    sc = "Documents/Scheidung"
    add(f"{sc}/Beschluss Amtsgericht 2022.pdf", X, "Family", _ago(2022, 5, 10), t_scheidung)
    add(f"{sc}/Kanzlei Aksoy Schlussrechnung.pdf", X, "Family", _ago(2022, 5, 24), t_anwalt)
    add(f"{sc}/Namensänderung Standesamt.pdf", X, "Family", _ago(2022, 6, 23), t_namensaenderung)
    add(f"{sc}/Aufteilung Hausrat.docx", X, "Family", _ago(2021, 11, 3),
        "Aufteilung Hausrat Elif / Markus (Trennung 2021)\nMarkus nimmt: Sofa, Schreibtisch, Fernseher, Werkzeug, "
        "Fahrradanhänger\nElif behält: Küche (alt), Kinderzimmer komplett, Waschmaschine, Esstisch\n"
        "Auto: Opel Zafira an Markus, Ausgleich 2.000 € an Elif\nKonto: Gemeinschaftskonto auflösen bis 31.12.2021")

    # ------------------------------------------------------------ Documents/Rezepte, eBooks (Resources)
    rz = "Documents/Yemek Tarifleri"
    for f, key, age in (("Annemin Mercimek Çorbası.docx", "mercimek", 900), ("Karnıyarık.txt", "karniyarik", 640),
                        ("Börek Chor-Buffet.docx", "boerek", 190), ("Linsensuppe Oma Hoffmann.txt", "linsen", 1300),
                        ("Meal Prep Schichtwoche.md", "mealprep", 260), ("Lahmacun.txt", "lahmacun", 410),
                        ("Mantı Annem Telefon.docx", "mantı", 75)):
        add(f"{rz}/{f}", R, "Cooking", age, lambda r_, dt, key=key: t_rezept(r_, dt, key))
    eb = "Documents/eBooks"
    for f, title, author, lang in (("Fontane - Effi Briest.epub", "Effi Briest", "Theodor Fontane", "de"),
                                   ("Thomas Mann - Buddenbrooks.epub", "Buddenbrooks", "Thomas Mann", "de"),
                                   ("Kafka - Die Verwandlung.epub", "Die Verwandlung", "Franz Kafka", "de"),
                                   ("Sabahattin Ali - Kürk Mantolu Madonna.epub", "Kürk Mantolu Madonna",
                                    "Sabahattin Ali", "tr"),
                                   ("Storm - Der Schimmelreiter.epub", "Der Schimmelreiter", "Theodor Storm", "de")):
        add(f"{eb}/{f}", R, "Books", r.randint(80, 900), _epub(title, author, lang, t_ebook_text(title)))

    # ------------------------------------------------------------ Documents root and scan folders (hard)
    system("Documents/desktop.ini", 1000)
    add("Documents/Neues Microsoft Word-Dokument.docx", A, "Home", _ago(2025, 11, 24), t_maengel, hard=True)
    add("Documents/Dokument1.docx", P, "Travel", 24, t_einverstaendnis, hard=True)
    add("Documents/Unbenannt 1.xlsx", A, "Finance", 6, t_haushalt, hard=True)
    dot("Documents/.~lock.Unbenannt 1.xlsx#", b"Elif,DESKTOP-E7K2L9Q/Elif,DESKTOP-E7K2L9Q,27.05.2026 21:12,;", 5)
    sn = "Documents/Scans"
    scans = [
        (date(2026, 1, 14), "", P, "School", t_foerderprognose),
        (date(2026, 2, 3), "", A, "Health", t_arztbrief),
        (date(2025, 6, 12), "", A, "Car", lambda r_, dt: t_kfz(r_, dt, "hu")),
        (date(2025, 11, 4), "", A, "School", t_hort),
        (date(2025, 9, 22), "", A, "Family", t_unterhalt),
        (date(2026, 4, 2), "", P, "Nursing", lambda r_, dt: t_beurteilung(r_, dt, "Kardiologische Intensivstation")),
        (date(2026, 1, 7), "", P, "Home", lambda r_, dt: (
            "Deutsche Post - Einschreiben Rückschein\nEmpfänger: Brenner & Partner Hausverwaltung GmbH, Hermannstraße "
            "214, 12049 Berlin\nAbsender: Elif Demir, Okerstraße 27\nSendungsnummer RR 4471 2896 3DE\n"
            "Empfang bestätigt am 17.12.2025, Unterschrift: C. Weber\nNotiz: Widerspruch Betriebskostenabrechnung "
            "2024 ist angekommen!")),
        (date(2026, 3, 19), "", A, "Health", t_zahnarzt),
        (date(2026, 5, 6), "", A, "School", lambda r_, dt: t_zeugnis(r_, dt, "Deniz")),
        (date(2026, 5, 6), " (2)", A, "Family", t_kindergeld),
        (date(2025, 12, 1), "", A, "Home", t_mietvertrag),
        (date(2026, 2, 24), "", A, "Nursing", lambda r_, dt: t_gehalt(r_, dt, 2026, 1)),
        (date(2026, 3, 30), "", X, "Family", t_scheidung),
    ]
    for d, suffix, b, topic, fn in scans:
        add(f"{sn}/Scan_{d:%Y-%m-%d}{suffix}.pdf", b, topic, (NOW.date() - d).days, fn, hard=True)
    y25 = "Documents/2025"
    for i, (age, b, topic, fn) in enumerate((
            (_ago(2025, 1, 20), A, "Finance", lambda r_, dt: t_steuerbescheid(r_, dt, 2023)),
            (_ago(2025, 3, 4), X, "Home", lambda r_, dt: (
                "Küchenstudio Britz GmbH - Abnahmeprotokoll Montage\nKundin: Elif Demir, Okerstraße 27, 3. OG links\n"
                "Montage der Einbauküche am 22./23.04.2024 abgeschlossen. Mängel: Blende Geschirrspüler hakt, "
                "Sockelleiste links fehlt - Nachbesserung am 07.05.2024 erledigt.\nAbnahme ohne Vorbehalt.")),
            (_ago(2025, 5, 27), A, "Nursing", lambda r_, dt: t_fortbildung(r_, dt, "Strahlenschutz-Unterweisung")),
            (_ago(2025, 7, 3), X, "Travel", lambda r_, dt: t_mallorca(r_, dt, "hotel")),
            (_ago(2025, 9, 9), A, "School", lambda r_, dt: t_elternbrief(r_, dt, "elternabend"))), 1):
        add(f"{y25}/scan{i:04d}.pdf", b, topic, age, fn, hard=True)

    # ------------------------------------------------------------ Desktop
    de = "Desktop"
    system(f"{de}/desktop.ini", 1000)
    add(f"{de}/Neues Textdokument.txt", P, "Home", _ago(2025, 12, 9), t_nk_notiz, hard=True)
    add(f"{de}/Neues Textdokument (2).txt", A, "Finance", 40, t_steuer_todo, hard=True)
    add(f"{de}/Neues Microsoft Word-Dokument.docx", P, "Nursing", 13, lambda r_, dt: t_facharbeit(r_, dt, 5), hard=True)
    add(f"{de}/Notizen.txt", P, "Travel", 12,
        "Anruf Annem + Emre 20.05.\n- Emre holt uns am 10.07. am Flughafen ab, Mietwagen erst am 11.07.?? Sunny Cars "
        "fragen ob Umbuchung geht\n- Çeşme 20.-27.07. im Yazlık\n- Babam Kardiologe Termin 15.07.\n"
        "- Lara Pass: Abholung Bürgeramt ab 15.06.\n- Gepäck 23 kg reicht nicht -> Zusatzgepäck buchen (SunExpress)",
        hard=True)
    add(f"{de}/Liste.xlsx", P, "School", _ago(2026, 1, 10), t_schulvergleich, hard=True)
    add(f"{de}/todo.txt", A, "Car", 33, lambda r_, dt: t_kfz(r_, dt, "todo"), hard=True)
    add(f"{de}/Brief.docx", A, "Family", 58,
        f"{ME}\n{ADDR}\nFamilienkasse Berlin-Brandenburg\n10969 Berlin\nKindergeld-Nr. 245FK318204\n"
        "Veränderungsmitteilung\nSehr geehrte Damen und Herren,\nmein Sohn Deniz Hoffmann wechselt zum Schuljahr "
        "2026/27 auf das Gymnasium am Britzer Garten. Die Kinder wohnen weiterhin in meinem Haushalt. "
        "Bitte passen Sie Ihre Unterlagen an; meine neue Bankverbindung lautet " + IBAN + ".\n"
        "Mit freundlichen Grüßen\nElif Demir", hard=True)
    system(f"{de}/~$Brief.docx", 58)
    add(f"{de}/Kopie von Dokument.docx", A, "Choir", 70,
        "Programm Sommerkonzert Köprü - Deutsch-Türkischer Chor Berlin e.V.\nSamstag, 27.06.2026, 18 Uhr, "
        "Genezareth-Kirche\n1. Die Gedanken sind frei\n2. Üsküdar'a gider iken\n3. Ah bir ataş ver\n4. Sarı Gelin "
        "(Solo: Mehmet)\nPause\n5. Der Mond ist aufgegangen / Dere geliyor dere\nLeitung: Selin Arslan\n"
        "Eintritt frei - Spenden für die Chorreise 2027", hard=True)
    add(f"{de}/Dienstplan_2026_06.pdf", A, "Nursing", 17, lambda r_, dt: t_dienstplan(r_, dt, 2026, 6))
    add(f"{de}/Screenshot (41).png", R, "Photos", 3, "")
    photo(f"{de}/IMG_{stamp(date(2026, 5, 24))}.jpg", R, "Photos", 8)

    # ------------------------------------------------------------ Downloads (the mess)
    dl = "Downloads"
    system(f"{dl}/desktop.ini", 1000)
    hard_dl = [
        ("Dokument (2).pdf", P, "Home", 184, lambda r_, dt: t_nk_abrechnung(r_, dt, 2024, True)),
        ("Dokument (3).pdf", A, "Nursing", 62, lambda r_, dt: t_gehalt(r_, dt, 2026, 3)),
        ("Dokument.pdf", P, "Travel", 114, t_flug),
        ("document (1).pdf", A, "Family", 300, t_kindergeld),
        ("download.pdf", A, "Health", 75, t_aok),
        ("download (1).pdf", A, "Car", 160, lambda r_, dt: t_kfz(r_, dt, "beitrag")),
        ("download (2).pdf", P, "Nursing", 30, t_blockplan),
        ("Unbenannt.pdf", P, "School", 130, t_senat_info),
        ("DOC-20260214-WA0007.pdf", A, "School", _ago(2026, 2, 14),
         lambda r_, dt: t_elternbrief(r_, dt, "klassenfahrt")),
        ("DOC-20260419-WA0002.pdf", A, "Choir", _ago(2026, 4, 19), t_probenplan),
        ("DOC-20250930-WA0011.docx", X, "Travel", _ago(2025, 9, 30), lambda r_, dt: (
            "Transfer-Info Mallorca Herbstferien (von Check24 weitergeleitet)\nAnkunft PMI 20.10.2025 10:05, "
            "Transferbus Schalter 14, Fahrzeit nach Cala Millor ca. 75 min\nHotel Cala Millor Garden, Check-in ab "
            "14 Uhr\nRückreise 27.10.: Abholung 16:10 an der Rezeption\nNotfallnummer Reiseleitung +34 971 58 22 10")),
        ("s00063-025-01214-7.pdf", R, "Nursing", 90, lambda r_, dt: t_artikel(r_, dt, "mob")),
        ("1-s2.0-S0964339725000412-main.pdf", R, "Nursing", 150, t_artikel),
        ("Abrechnung.pdf", A, "Home", 120, t_strom),
        ("Bescheid.pdf", A, "Finance", 270, lambda r_, dt: t_steuerbescheid(r_, dt, 2024)),
        ("Anlage.pdf", P, "School", 108, t_anmeldebogen),
        ("Formular.pdf", P, "Travel", 50, t_reisepass),
        ("Nachricht.eml", P, "Home", 118, t_hv_mail),
        ("AW_ Ihre Anfrage.eml", A, "Car", 230, lambda r_, dt: _mail(
            "Autoservice Kaya <info@autoservice-kaya.de>", ELIF_MAIL, "AW: Ihre Anfrage", dt,
            "Hallo Frau Demir,\n\nfür Ihren Skoda Fabia (B-ED 2714) können wir Inspektion und Bremsen hinten am "
            f"{_de(dt + timedelta(days=8))} um 7:30 machen, Kostenvoranschlag ca. 480 € inkl. Material. "
            "Ersatzwagen haben wir leider nicht, Sie können den Wagen aber bis 18 Uhr abholen.\n\n"
            "Viele Grüße\nMurat Kaya")),
        ("export.csv", A, "Finance", 12, t_umsatz_csv),
        ("tabelle.xlsx", A, "Nursing", 20, t_stunden_xlsx),
        ("Dokument (4).pdf", P, "Nursing", 199, t_themengenehmigung),
        ("Dokument (1).pdf", X, "Travel", 216, lambda r_, dt: t_mallorca(r_, dt, "rechnung")),
        ("document.pdf", X, "Nursing", 1150, t_zeugnis_alt),
        ("Unbenannt (1).pdf", X, "Family", 1470, t_anwalt),
        ("Info.pdf", A, "Health", 19, t_labor),
        ("brief.docx", P, "Home", 170, t_widerspruch),
        ("file.pdf", A, "Finance", 96, lambda r_, dt: t_lstb(r_, dt, 2025)),
        ("print.pdf", R, "Cooking", 60, lambda r_, dt: t_rezept(r_, dt, "chefkoch")),
        ("Anhang.pdf", A, "School", 290, t_hortvertrag),
        ("Dokument (5).pdf", A, "Family", 150, t_unterhalt),
        ("Dokument (6).pdf", A, "Nursing", 128, t_verdi_mitglied),
        ("Dokument (7).pdf", A, "Car", 25, lambda r_, dt: t_kfz(r_, dt, "anhoerung")),
        ("DOC-20260301-WA0004.pdf", P, "Nursing", _ago(2026, 3, 1), lambda r_, dt: t_lernzettel(r_, dt, 4)),
        ("DOC-20251109-WA0015.pdf", A, "School", _ago(2025, 11, 9),
         lambda r_, dt: t_elternbrief(r_, dt, "elternabend")),
        ("attachment.pdf", P, "School", 9, t_aufnahme),
        ("Unbenannt (2).pdf", P, "Home", 76, t_mieterverein),
        ("Dokument (8).pdf", A, "Health", 40, lambda r_, dt: t_zahnarzt(r_, dt, "Deniz")),
        ("download (3).pdf", A, "Finance", 150, t_haftpflicht),
        ("Dokument (9).pdf", R, "Choir", 170, lambda r_, dt: t_noten(r_, dt, "Gedanken")),
        ("download (4).pdf", X, "Home", 760, lambda r_, dt: t_kueche(r_, dt, "rechnung")),
        ("Dokument (10).pdf", A, "Finance", 148, t_sparplan),
        ("DOC-20260527-WA0003.pdf", P, "School", 5, t_schulbuecher),
        ("Dokument (11).pdf", R, "Nursing", 330, t_perfusor),
    ]
    for f, b, topic, age, fn in hard_dl:
        add(f"{dl}/{f}", b, topic, age, fn, hard=True)
    add(f"{dl}/Entgeltabrechnung_2026_05.pdf", A, "Nursing", 5, lambda r_, dt: t_gehalt(r_, dt, 2026, 5))
    add(f"{dl}/Betriebskostenabrechnung_2024.pdf", P, "Home", 183, lambda r_, dt: t_nk_abrechnung(r_, dt, 2024, True))
    add(f"{dl}/S3-Leitlinie_DAS_2020_Delir_Langfassung.pdf", P, "Nursing", 176,
        "S3-Leitlinie Analgesie, Sedierung und Delirmanagement in der Intensivmedizin (DAS-Leitlinie 2020) - "
        "Langfassung\nDGAI und DIVI, AWMF 001/012\nKapitel 6 Delir: Monitoring mit validierten Scores (CAM-ICU, "
        "ICDSC) mindestens alle 8 Stunden. Prävention: Schlaf, Reorientierung, Frühmobilisation, Hör- und Sehhilfen.")
    add(f"{dl}/manual_L6FBA68480_de.pdf", R, "Home", 700, lambda r_, dt: t_manual(r_, dt, "Waschmaschine"))
    for f, head, age in (("ChromeSetup.exe", EXE_HEAD, 800), ("Citavi6Setup.exe", EXE_HEAD, 230),
                         ("LibreOffice_25.2.3_Win_x86-64.msi", MSI_HEAD, 95), ("vlc-3.0.21-win64.exe", EXE_HEAD, 420),
                         ("ZoomInstallerFull.exe", EXE_HEAD, 510), ("WhatsApp Installer.exe", EXE_HEAD, 640)):
        add(f"{dl}/{f}", R, "Software", age, _blob(r, head, 2500))
    for d, t in ((date(2026, 5, 17), "19.22.41"), (date(2026, 5, 17), "19.22.42"), (date(2026, 4, 12), "12.01.09"),
                 (date(2026, 3, 8), "16.44.03"), (date(2025, 12, 24), "20.15.37")):
        add(f"{dl}/WhatsApp Image {d:%Y-%m-%d} at {t}.jpeg", R, "Photos", (NOW.date() - d).days, "")
    photo(f"{dl}/IMG_4821.HEIC", R, "Photos", 44)
    photo(f"{dl}/IMG_4822.HEIC", R, "Photos", 44)
    system(f"{dl}/Unbestätigt 318244.crdownload", 2)
    system(f"{dl}/Facharbeit_Literatur_Scholz.zip.crdownload", 27)
    system(f"{dl}/Kontoauszug_2026_05.pdf.part", 3, b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog")

    # ------------------------------------------------------------ Pictures
    pi = "Pictures"
    system(f"{pi}/desktop.ini", 1000)
    for y, n in ((2025, 9), (2026, 8)):
        for _ in range(n):
            d = date(y, r.randint(1, 12 if y == 2025 else 5), r.randint(1, 28))
            name = f"{pi}/Handy/{y}/IMG_{stamp(d)}.jpg"
            if any(i.rel == name for i in items):
                continue
            photo(name, R, "Photos", (NOW.date() - d).days)
    system(f"{pi}/Handy/2025/Thumbs.db", 200)
    for k, age in ((38, 140), (39, 96), (40, 31), (42, 2)):
        add(f"{pi}/Screenshots/Screenshot ({k}).png", R, "Photos", age, "")
    for k in range(6):
        d = date(2025, 10, 20 + k)
        photo(f"{pi}/Mallorca 2025/IMG_{stamp(d)}.jpg", R, "Photos", (NOW.date() - d).days)
    system(f"{pi}/Mallorca 2025/Thumbs.db", 215)
    for k in range(4):
        d = date(2024, 8, 2 + 3 * k)
        photo(f"{pi}/İzmir 2024/IMG_{stamp(d)}.jpg", R, "Photos", (NOW.date() - d).days)
    for k in range(3):
        d = date(2023, 8, 26)
        photo(f"{pi}/Kinder/Einschulung Lara 2023/IMG_{stamp(d, 10 + k)}.jpg", R, "Photos", (NOW.date() - d).days)
    system(f"{pi}/Kinder/Einschulung Lara 2023/Thumbs.db", 1000)
    for k in range(3):
        d = date(2025, 12, 13)
        photo(f"{pi}/Chor Adventskonzert 2025/IMG_{stamp(d, 18 + k)}.jpg", R, "Photos", (NOW.date() - d).days)

    # ------------------------------------------------------------ Music (rehearsal files, Resources Choir)
    system("Music/desktop.ini", 1000)
    for f, title in (("Üsküdara gider iken - Alt.mp3", "Üsküdar'a gider iken (Alt-Übedatei)"),
                     ("Üsküdara gider iken - Tutti.mp3", "Üsküdar'a gider iken (Tutti)"),
                     ("Sarı Gelin - Alt 1.mp3", "Sarı Gelin (Alt 1)"),
                     ("Die Gedanken sind frei - Alt.mp3", "Die Gedanken sind frei (Alt)"),
                     ("Ah bir ataş ver - Alt.mp3", "Ah bir ataş ver (Alt)"),
                     ("Einsingen Selin.mp3", "Einsingübungen")):
        add(f"Music/Köprü Übedateien/{f}", R, "Choir", r.randint(30, 400),
            _id3(r, title, "Köprü Chor / Selin Arslan", "Übedateien 2026"))

    # ------------------------------------------------------------ copy of the old Acer laptop (Archive Backup)
    bk = "Sicherung Acer-Laptop 2023"
    old = _ago(2023, 4, 20)
    add(f"{bk}/Eigene Dateien/Bewerbung Spreebogen/Anschreiben.docx", X, "Backup", _ago(2023, 1, 9), t_bewerbung)
    add(f"{bk}/Eigene Dateien/Bewerbung Spreebogen/Lebenslauf.docx", X, "Backup", _ago(2023, 1, 9), t_lebenslauf)
    add(f"{bk}/Eigene Dateien/St Marien/Dienstplan 3B Dezember 2022.pdf", X, "Backup", _ago(2022, 11, 15),
        t_altjob_dienstplan)
    add(f"{bk}/Eigene Dateien/St Marien/Gehaltsabrechnung 2022-11.pdf", X, "Backup", _ago(2022, 11, 28),
        t_altjob_gehalt)
    add(f"{bk}/Eigene Dateien/Steuer 2021/Steuerbescheid 2021.pdf", X, "Backup", _ago(2022, 9, 1),
        lambda r_, dt: t_steuerbescheid(r_, dt, 2021))
    add(f"{bk}/Eigene Dateien/Steuer 2022/ELSTER Protokoll 2022.pdf", X, "Backup", _ago(2023, 3, 30),
        lambda r_, dt: t_elster(r_, dt, 2022))
    add(f"{bk}/Eigene Dateien/Scheidung/Schreiben Anwältin.docx", X, "Backup", _ago(2022, 5, 24), t_anwalt)
    add(f"{bk}/Eigene Dateien/Rezepte/Mercimek.docx", X, "Backup", 1500, lambda r_, dt: t_rezept(r_, dt, "mercimek"))
    add(f"{bk}/Eigene Dateien/Rezepte/Lahmacun.txt", X, "Backup", 1400, lambda r_, dt: t_rezept(r_, dt, "lahmacun"))
    add(f"{bk}/Eigene Dateien/Praxisanleitung/Hausarbeit Entwurf.docx", X, "Backup", _ago(2021, 3, 20),
        t_pa_hausarbeit)
    for m in (11, 12):
        add(f"{bk}/Eigene Dateien/Kontoauszüge 2022/Kontoauszug_2022_{m}.pdf", X, "Backup", _ago(2022, m, 30),
            lambda r_, dt: t_kontoauszug(r_, dt, old=True))
    add(f"{bk}/Eigene Dateien/Kinder/Anmeldung Grundschule Lara.pdf", X, "Backup", _ago(2022, 10, 12),
        "Bezirksamt Neukölln - Schulamt\nAnmeldung zur Einschulung zum Schuljahr 2023/24\nKind: Lara Hoffmann, "
        "geb. 19.02.2018\nZuständige Grundschule: Grundschule am Richardplatz (Einzugsbereich Okerstraße)\n"
        "Geschwisterkind: Deniz Hoffmann, Klasse 3c")
    add(f"{bk}/Desktop/Neuer Ordner/Notizen Umzug Markus.txt", X, "Backup", _ago(2021, 10, 2),
        "Markus zieht 01.11. aus\n- Ummeldung Bürgeramt\n- Mietvertrag: HV wegen Mieterwechsel anschreiben\n"
        "- Strom auf mich umschreiben\n- Kinder: Wochenende bei Papa alle 2 Wochen")
    add(f"{bk}/Downloads/Formular_Kindergeld_KG1.pdf", X, "Backup", _ago(2022, 7, 4),
        "Familienkasse - Antrag auf Kindergeld (KG 1) - Änderung der Berechtigten nach Trennung\n"
        "Antragstellerin: Elif Demir (vormals Hoffmann)\nKinder: Deniz (2013), Lara (2018)")
    add(f"{bk}/Downloads/Zoom_Setup_2021.exe", X, "Backup", _ago(2021, 1, 12), _blob(r, EXE_HEAD, 1800))
    for k in range(4):
        d = date(2019, 7, 20 + 2 * k)
        photo(f"{bk}/Eigene Bilder/2019 Sommer İzmir/IMG_{stamp(d)}.jpg", X, "Backup", (NOW.date() - d).days)
    system(f"{bk}/Eigene Bilder/2019 Sommer İzmir/Thumbs.db", old)
    for k in range(3):
        d = date(2020, 8, 15)
        photo(f"{bk}/Eigene Bilder/Einschulung Deniz 2020/IMG_{stamp(d, 9 + k)}.jpg", X, "Backup",
              (NOW.date() - d).days)
    for f, title, artist in (("Sezen Aksu - Gülümse.mp3", "Gülümse", "Sezen Aksu"),
                             ("Barış Manço - Gülpembe.mp3", "Gülpembe", "Barış Manço")):
        add(f"{bk}/Eigene Musik/{f}", X, "Backup", 1900, _id3(r, title, artist, "Best of"))

    return items
