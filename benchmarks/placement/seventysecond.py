"""A seventy-second unseen labelled corpus: Sandra Meier, a pharmacist in Winterthur, ``build(root, seed)``, written blind.

What was read to write it: the module docstring of ``unseen.py`` (the model for how a person and the labelling
rules are written), its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``,
``_blob`` and the first lines of its ``build()`` (the write/encode/add/dot helpers); the ``Item`` dataclass,
``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg`` of ``corpus.py``; ``_d``, ``_money``, ``_docx``, ``_png`` and
``HEIC_HEAD`` of ``blind.py``. Nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/``,
``scripts/``, the bench scripts, the bodies of the other corpus modules or any placement result. The files and
labels are shaped by what this family would have on disk, not by what any code looks for.

The person: Sandra Meier, 46, a pharmacist (eidg. dipl. Apothekerin, Fachapothekerin FPH in Offizinpharmazie)
who has managed the Lindberg-Apotheke in Winterthur since 2018 as its geschäftsführende Apothekerin; the
pharmacy belongs to the small chain Vitalis Apotheken AG. Before that she worked nine years in the hospital
pharmacy (Spitalapotheke) of the Kantonsspital Winterthur, 2009-2018. Her husband Thomas teaches German and
history at a Sekundarschule in Winterthur; their children are Lea (13, 1. Sek, plays the transverse flute at
the Musikschule) and Nico (10, 4. Klasse, plays football in the juniors of FC Wülflingen). The family rents a
4.5-room flat at Bachtelstrasse 14 in Winterthur (since 2017; before that a 3.5-room flat in Winterthur-Seen,
2010-2017) and is buying a terraced house (Reihenhaus) at Rebbergweg 12 in Seuzach: reservation in February
2026, mortgage offers, a WEF withdrawal from the Pensionskasse, the notarised purchase in June, the handover on
1 September and the move (Zügeln) at the end of September 2026. At the pharmacy Sandra is running the
conversion of the back office into a consultation and vaccination room, to be finished in August 2026. The
family flies to Canada for four weeks in July 2026 (Vancouver, a camper through the Rockies). Lea is preparing
for the Gymi entrance exam (Zentrale Aufnahmeprüfung) of March 2027 from the 2. Sek. Sandra sings in the Chor
Cantilena Winterthur and keeps its minutes as Aktuarin; she hikes. The family drives a Skoda Octavia Combi
(their old Opel Zafira was sold in 2021).

The machine: one Windows family PC with a German Explorer (``Desktop/``, ``Downloads/``, ``Dokumente/``,
``Bilder/``, ``Musik/``). Swiss Standard German throughout (ss, never the sharp s), some French (Krankenkasse and
federal letters, a choir piece) and English (Canadian bookings, ebooks, installers). Naming chaos: e-banking and
insurer PDFs with their download names, ``Document (3).pdf``, ``Neues Textdokument.txt``, ``Dok1.docx``, scanner
output in ``Dokumente/Scans/`` (``Scan_20260412_0931.pdf``), WhatsApp documents from the phone import
(``DOC-20260310-WA0004.pdf``), year folders, ``Neuer Ordner/``, half-sorted folders, version suffixes (``v2``,
``final``, ``FINAL2``, ``- Kopie``), documents copied from the old laptop in 2026, and the backup of Sandra's old
phone (2019-2021).

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. Buying the
  house in Seuzach and moving there -- the sales brochure, floor plans, viewing photos, reservation,
  mortgage offers and comparison, the WEF withdrawal and the Säule-3a withdrawal made for the purchase, the
  purchase contract drafts, notary and land-register papers, removal offers, the notice given on the rented
  flat, the change-of-address list -- topic Home (the mortgage belongs to the purchase, not to Finance); the
  consultation-room conversion at the pharmacy (offers, plans, schedule, site minutes, the notice to the
  cantonal inspectorate, before-photos) -- topic Pharmacy; the Canada trip of July 2026 (flights, eTAs,
  camper, campgrounds, ferry, hotel, route, packing list, travel budget) -- topic Travel; Lea's Gymi entrance
  exam of March 2027 (prep course, study plan, old exam papers, practice essays, information evening) --
  topic Children.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. Running the
  pharmacy -- staff rotas and holiday plans she keeps copies of, emergency-duty rota, team minutes, the
  apprentice's reports, inspection reports, narcotics balance, key figures, her employment contract with
  Vitalis and its amendment, FPH continuing-education attestations and credit tally (Pharmacy); household
  money -- bank statements and exports, Säule 3a statements, Pensionskasse and AHV statements, salary slips
  and Lohnausweise (both spouses'), tax returns and tax bills, the budget (Finance); the rented flat until
  the move -- lease, Nebenkosten statements, rent adjustments, electricity, Serafe, internet, the
  household-contents and liability policy, notices from the property manager (Home); the family's health --
  Krankenkasse policies, premium bills and benefit statements, Franchise, doctors', dentists' and
  orthodontist's bills, lab results, vaccination records, for all four of them (Health); the car -- road
  tax, MFK inspection, insurance, garage, tyres, fines (Car); the children's school and activities --
  report cards, letters from the school, parents' evenings, camps, the Musikschule, FC Wülflingen (Children);
  being the choir's Aktuarin and member -- rehearsal plans, board minutes, member list, AGM, fees (Choir).
  An old tax return or the 2017 lease of the present flat are still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: pharmaceutical reference
  (vaccination plan, interaction tables, paediatric dosing, course handouts) (Pharmacy); sheet music and
  rehearsal recordings (Choir); hiking routes, GPX tracks, hut information (Hiking); recipes (Cooking);
  ebooks (Books); appliance manuals of the flat (Home) and the car's manual (Car); installers, whatever they
  install (Software); photos, screenshots and the phone photo import, holiday photos included (Photos) --
  except photos that document a project or an ended matter (viewing photos of the house, before-photos of
  the consultation room, hand-over photos of the old flat, the poster of the Christmas concert: that matter's
  bucket and topic) and those inside the old phone backup.
- **Archive**: finished projects and ended responsibilities: the job at the Spitalapotheke of the
  Kantonsspital Winterthur, ended 2018 (Pharmacy); the old flat in Winterthur-Seen, left 2017 (Home); the
  Opel Zafira, sold 2021 (Car); past trips -- Bretagne 2022, Sardinia 2024, Lenzerheide skiing 2025, Ticino
  autumn 2025 (Travel); the choir's Christmas concert of December 2025 (Choir); the backup of the old
  phone (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and system
  files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files (``.nomedia``) are written but not labelled.

Topics are subjects: Pharmacy, Finance, Home, Health, Car, Children, Travel, Choir, Hiking, Cooking, Books,
Software, Photos, Backup (and System for Left). ``hard`` marks a file whose name *and* folder say nothing about
its subject (``Downloads/Document (3).pdf``, ``Desktop/Neues Textdokument.txt``,
``Dokumente/Scans/Scan_20260412_0931.pdf``, a WhatsApp ``DOC-...pdf``): only the text inside (.txt, .md, .csv,
.eml, .pdf, .docx, .xlsx) can place it, and that text is a real document carrying its subject. Images are never
marked hard. Dates are relative to ``corpus.NOW`` so all corpora share the benchmark's reference time.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400

# --------------------------------------------------------------------------- helpers


def _d(dt: datetime) -> str:
    return dt.strftime("%d.%m.%Y")


def _chf(r: random.Random, lo: float, hi: float) -> str:
    v = round(r.uniform(lo, hi) * 20) / 20
    return "CHF " + f"{v:,.2f}".replace(",", "'")


def _num(r: random.Random, lo: float, hi: float) -> str:
    v = round(r.uniform(lo, hi) * 20) / 20
    return f"{v:,.2f}".replace(",", "'")


def _ahv(r: random.Random) -> str:
    return f"756.{r.randint(1000, 9999)}.{r.randint(1000, 9999)}.{r.randint(10, 99)}"


def _eml(dt: datetime, frm: str, to: str, subj: str, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} {9 + dt.day % 9:02d}:{(dt.day * 7) % 60:02d}:00 +0200\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n" + body.strip() + "\n")


MONATE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
          "November", "Dezember"]

SANDRA = "Sandra Meier, Bachtelstrasse 14, 8400 Winterthur"
FAMILY = "Familie Sandra und Thomas Meier\nBachtelstrasse 14\n8400 Winterthur"
APO = ("Lindberg-Apotheke\nVitalis Apotheken AG\nLindstrasse 31, 8400 Winterthur\n"
       "Tel. 052 212 44 80 | lindberg@vitalis-apotheken.ch")
STAFF = ["Sandra Meier", "Claudia Brunner", "Fabienne Keller", "Nadine Frei", "Jasmin Widmer", "Selina Huber"]
SURN = ["Müller", "Meier", "Schmid", "Keller", "Weber", "Huber", "Schneider", "Steiner", "Fischer", "Brunner",
        "Baumann", "Gerber", "Frei", "Moser", "Zimmermann", "Bachmann", "Graf", "Wyss", "Kälin", "Egli"]
FIRST = ["Ursula", "Peter", "Daniel", "Monika", "Beat", "Regula", "Martin", "Barbara", "Reto", "Andrea",
         "Stefan", "Esther", "Markus", "Corinne", "Urs", "Silvia"]


def _person(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


# --------------------------------------------------------------------------- Pharmacy (Areas)


def t_dienstplan(r, dt):
    rows = [f"Dienstplan Lindberg-Apotheke Winterthur;{MONATE[dt.month - 1]} {dt.year};;;;;",
            "Datum;" + ";".join(STAFF)]
    first = dt.replace(day=1)
    for i in range(0, 26):
        day = first + timedelta(days=i)
        if day.weekday() == 6:
            continue
        cells = [r.choice(["F 07:45-13:00", "S 13:00-18:30", "G 07:45-18:30", "frei", "frei", "Schule"])
                 if n == "Selina Huber" else r.choice(["F 07:45-13:00", "S 13:00-18:30", "G 07:45-18:30", "frei"])
                 for n in STAFF]
        rows.append(f"{_d(day)};" + ";".join(cells))
    rows.append("Legende;F = Frühdienst;S = Spätdienst;G = ganzer Tag;Samstag 08:00-16:00 zwei Personen;")
    rows.append("Erstellt;S. Meier, Geschäftsführung;;;;;")
    return "\n".join(rows)


def t_ferienplan(r, dt):
    rows = [f"Ferienplanung Team Lindberg-Apotheke {dt.year + (1 if dt.month > 9 else 0)};;;",
            "Mitarbeiterin;Pensum;Ferienanspruch Tage;Ferien von;Ferien bis;Bewilligt"]
    for n, p in zip(STAFF, ["80%", "60%", "100%", "80%", "50%", "Lernende"]):
        rows.append(f"{n};{p};{r.choice([20, 25, 25, 27])};{r.randint(1, 28):02d}.{r.choice(['02', '04', '07', '10'])}.;"
                    f"{r.randint(1, 28):02d}.{r.choice(['03', '05', '08', '10'])}.;{r.choice(['ja', 'ja', 'offen'])}")
    rows.append("Regel;Max. zwei Personen gleichzeitig abwesend, in den Sommerferien Vertretung durch Filiale Töss;;")
    return "\n".join(rows)


def t_notfalldienst(r, dt):
    dates = sorted({dt + timedelta(days=r.randint(10, 330)) for _ in range(7)})
    lines = "\n".join(f"{_d(x)}  Lindberg-Apotheke, Lindstrasse 31  (Dienst 08:00-22:00, danach Pikett)" for x in dates)
    return (f"Apothekerverein Winterthur und Umgebung\nNotfalldienstplan der Apotheken {dt.year + 1}\n"
            f"Stand {_d(dt)}\n\nEinteilung Lindberg-Apotheke:\n{lines}\n\n"
            "Der Notfalldienst ist gemäss Gesundheitsgesetz Kanton Zürich obligatorisch. Abtausch nur schriftlich "
            "über das Sekretariat des Apothekervereins. Notfallnummer für Patienten: Ärztefon 0800 33 66 55.")


def t_fph_nachweis(r, dt):
    pts = r.randint(95, 140)
    return (f"FPH Offizin - Fortbildungsnachweis {dt.year - 1}\nFoederatio Pharmaceutica Helvetiae\n\n"
            f"Titelträgerin: Sandra Meier, Fachapothekerin in Offizinpharmazie FPH\nGLN 7601000{r.randint(100000, 999999)}\n\n"
            f"Erfasste Fortbildung im Kalenderjahr {dt.year - 1}: {pts} Punkte\n"
            f"davon interaktive Fortbildung: {r.randint(40, 70)} Punkte\n"
            "Erforderlich für die Rezertifizierung: Mindestpunktzahl gemäss Fortbildungsprogramm erfüllt.\n\n"
            f"Status: Rezertifizierung gültig bis 31.12.{dt.year + 2}\n"
            "Bitte Belege (Teilnahmebestätigungen) während fünf Jahren aufbewahren.")


def t_fph_testat(r, dt):
    kurs = r.choice(["Wundversorgung in der Offizin", "Impfen in der Apotheke - Refresher",
                     "Pädiatrische Beratung: Fieber, Husten, Durchfall", "Polymedikations-Check in der Praxis",
                     "Dermatologie für Apothekerinnen und Apotheker", "Notfallkurs BLS-AED (SRC)"])
    return (f"Teilnahmebestätigung\n\npharmaSuisse Fortbildung\nKurs: {kurs}\nDatum: {_d(dt)}, Zürich\n\n"
            f"Frau Sandra Meier, Apothekerin, Lindberg-Apotheke Winterthur, hat an obenstehender Fortbildung "
            f"teilgenommen.\nAnrechenbare FPH-Punkte: {r.choice([8, 12, 16, 25])} (interaktiv)\n\n"
            "Kurs-Nr. " + f"PS-{dt.year}-{r.randint(100, 999)}\nDiese Bestätigung gilt als Beleg für die FPH-Fortbildungspflicht.")


def t_fph_tally(r, dt):
    rows = ["FPH Punkte Übersicht Sandra Meier;;;", "Datum;Anbieter;Thema;Punkte"]
    for i in range(14):
        x = dt - timedelta(days=30 * i + r.randint(0, 20))
        rows.append(f"{_d(x)};{r.choice(['pharmaSuisse', 'Mepha Academy', 'KSW Weiterbildung', 'Apothekerverein ZH', 'FPH online'])};"
                    f"{r.choice(['Diabetes Update', 'Antikoagulation', 'Impfen', 'Reisemedizin', 'Schmerztherapie', 'Interprofessionalität', 'Dermato'])};"
                    f"{r.choice([4, 8, 12, 16])}")
    rows.append("Total laufende Periode;;;siehe Summe")
    return "\n".join(rows)


def t_arbeitsvertrag(r, dt):
    return ("Arbeitsvertrag\n\nzwischen Vitalis Apotheken AG, Hauptsitz Zürcherstrasse 120, 8406 Winterthur "
            "(Arbeitgeberin)\nund Frau Sandra Meier, geb. 14.03.1980, Bachtelstrasse 14, 8400 Winterthur (Arbeitnehmerin)\n\n"
            "1. Funktion: Geschäftsführende Apothekerin und fachtechnisch verantwortliche Person der Lindberg-Apotheke\n"
            "2. Stellenantritt: 01.06.2018, unbefristet\n3. Pensum: 80 % (33.6 Std. pro Woche)\n"
            f"4. Jahreslohn brutto: {_chf(r, 104000, 112000)}, 13 Monatslöhne\n"
            "5. Ferien: 25 Arbeitstage pro Jahr\n6. Fortbildung: 5 Tage pro Jahr bezahlt, Kosten FPH-Fortbildung trägt die Arbeitgeberin\n"
            "7. Probezeit: 3 Monate; Kündigungsfrist danach 3 Monate auf Monatsende\n"
            "8. Pensionskasse: Vorsorgestiftung der Vitalis Apotheken AG\n\nWinterthur, " + _d(dt) +
            "\nFür die Arbeitgeberin: R. Hess, CEO        Die Arbeitnehmerin: S. Meier")


def t_vertrag_nachtrag(r, dt):
    return (f"Nachtrag Nr. 1 zum Arbeitsvertrag vom 01.06.2018\n\nVitalis Apotheken AG und Sandra Meier vereinbaren "
            f"per {_d(dt)}:\n- Erhöhung des Pensums von 80 % auf 90 %\n"
            f"- Neuer Jahreslohn brutto: {_chf(r, 118000, 126000)}\n"
            "- Zusätzliche Funktion: Praxisausbildnerin Pharma-Assistentinnen EFZ\n"
            "Alle übrigen Bestimmungen des Arbeitsvertrags bleiben unverändert.\n\nWinterthur, " + _d(dt))


def t_inspektion(r, dt):
    return ("Kanton Zürich\nGesundheitsdirektion\nKantonale Heilmittelkontrolle\n\n"
            f"Inspektionsbericht öffentliche Apotheke\nBetrieb: Lindberg-Apotheke, Lindstrasse 31, 8400 Winterthur\n"
            f"Fachtechnisch verantwortliche Person: Sandra Meier\nInspektion vom {_d(dt)}\n\n"
            "Geprüfte Bereiche: Betäubungsmittelbuchhaltung, Kühlkette Kühlschrank 2-8 °C (Temperaturprotokolle), "
            "Herstellung nach Formula magistralis, Dokumentation Qualitätssicherung, Entsorgung.\n\n"
            "Feststellungen:\n1. Temperaturaufzeichnung Kühlschrank Labor lückenhaft an 3 Tagen (geringfügig).\n"
            "2. Herstellungsprotokolle vollständig.\n\nMassnahme: Datenlogger mit Alarm einrichten, Meldung bis "
            f"{_d(dt + timedelta(days=60))}.\nDie Betriebsbewilligung bleibt bestehen.\nDie Inspektorin: Dr. M. Zollinger")


def t_btm(r, dt):
    rows = [f"BtM-Kontrolle Lindberg-Apotheke;Jahresbilanz {dt.year - 1};;;",
            "Präparat;Anfangsbestand;Eingang;Abgabe;Endbestand"]
    for p in ["Methylphenidat 10 mg Tbl", "Oxycodon 5 mg Ret-Tbl", "Morphin HCl 10 mg/ml Trpf", "Fentanyl 25 mcg/h Pflaster",
              "Buprenorphin 0.4 mg Sublingual", "Tilidin/Naloxon Ret-Tbl"]:
        a, e = r.randint(20, 200), r.randint(100, 900)
        ab = r.randint(50, e)
        rows.append(f"{p};{a};{e};{ab};{a + e - ab}")
    rows.append("Visum fachtechnisch verantwortliche Person;S. Meier;;;")
    return "\n".join(rows)


def t_teamsitzung(r, dt):
    return (f"Protokoll Teamsitzung Lindberg-Apotheke\nDatum: {_d(dt)}, 12:15-13:15\n"
            f"Anwesend: {', '.join(STAFF[:5])}\nProtokoll: {r.choice(STAFF[1:4])}\n\n"
            "1. Lieferengpässe: Amoxicillin Suspension weiterhin knapp, Alternativen siehe Liste am Pult.\n"
            "2. Dienstplan Sommer: Wünsche bis Ende Monat an Sandra.\n"
            "3. Netcare-Triagen: Dokumentation im System vollständig erfassen.\n"
            f"4. Lernende: {STAFF[5]} hat die Zwischenprüfung bestanden.\n"
            "5. Verschiedenes: Kaffeemaschine Pausenraum entkalken, Ämtliplan neu.\n"
            "Nächste Sitzung: in vier Wochen.")


def t_lernende(r, dt):
    return (f"Bildungsbericht Lernende Pharma-Assistentin EFZ\nLernende: Selina Huber, {dt.year - 2023}. Lehrjahr\n"
            f"Lehrbetrieb: Lindberg-Apotheke, Winterthur\nBerufsbildnerin: Sandra Meier\nSemester bis {_d(dt)}\n\n"
            "Fachkompetenz: Kundenberatung Selbstmedikation gut, Warenbewirtschaftung sehr gut.\n"
            "Methodenkompetenz: arbeitet selbständig, plant die Arbeit zuverlässig.\n"
            "Sozialkompetenz: freundlich, im Team sehr geschätzt.\n"
            "Ziele nächstes Semester: Rezeptkontrolle und Interaktionscheck vertiefen, üK 3 vorbereiten.\n\n"
            "Besprochen am " + _d(dt) + ", Unterschriften Lernende / Berufsbildnerin / gesetzl. Vertretung")


def t_mag(r, dt):
    n = r.choice(STAFF[1:5])
    return (f"Mitarbeitergespräch {dt.year} - Vorbereitung\nMitarbeiterin: {n}\nGespräch mit: Sandra Meier (Geschäftsführung)\n\n"
            "Rückblick auf die Ziele:\n- Beratungsqualität Impfberatung: erreicht\n- Warenlager Reduktion Ladenhüter: teilweise\n\n"
            "Ziele für das kommende Jahr:\n- Weiterbildung Impfen/Blutentnahme\n- Verantwortung Kosmetikbereich\n\n"
            "Lohnvorschlag an Regionalleitung: Stufenanstieg gemäss Lohnband.\nVertraulich.")


def t_kennzahlen(r, dt):
    rows = [f"Monatsbericht Lindberg-Apotheke;{MONATE[dt.month - 1]} {dt.year};;", "Kennzahl;Ist;Budget;Vorjahr"]
    for k, lo, hi in [("Umsatz total CHF", 210000, 260000), ("davon Rezepte CHF", 140000, 170000),
                      ("Kundenfrequenz", 3900, 4800), ("Ø Bon CHF", 48, 62), ("Lagerwert CHF", 310000, 340000),
                      ("Personalkosten CHF", 52000, 58000)]:
        rows.append(f"{k};{_num(r, lo, hi)};{_num(r, lo, hi)};{_num(r, lo, hi)}")
    rows.append("Kommentar;Grippewelle vorbei, Impfungen 38 Stück;;")
    return "\n".join(rows)


def t_grossist_mail(r, dt):
    return _eml(dt, "kundendienst@galexis.com", "lindberg@vitalis-apotheken.ch",
                "Lieferengpass - Ihre Bestellung Nr. " + str(r.randint(400000, 499999)),
                "Sehr geehrte Frau Meier\n\nFolgende Artikel Ihrer Bestellung können wir derzeit nicht liefern:\n"
                "- Co-Amoxi Mepha 1 g, 20 Filmtabl.\n- Ventolin Dosieraerosol 100 mcg\n\n"
                "Voraussichtliche Verfügbarkeit: in 2-3 Wochen. Alternativen finden Sie im Shop unter 'Ersatzartikel'.\n\n"
                "Freundliche Grüsse\nGalexis AG, Kundendienst Niederbipp")


def t_regionalleitung_mail(r, dt):
    return _eml(dt, "m.kaegi@vitalis-apotheken.ch", "s.meier@vitalis-apotheken.ch", "Budget 2. Halbjahr / Personal",
                "Hallo Sandra\n\nDanke für den Monatsbericht. Die Personalkosten liegen leicht über Budget; bitte "
                "plane die Sommerferien so, dass wir ohne Aushilfe auskommen. Die Stelle der Pharma-Assistentin (80 %) "
                "kannst du ab August ausschreiben.\n\nGruss\nMarkus Kägi\nRegionalleitung Vitalis Apotheken AG")


# --------------------------------------------------------------------------- Pharmacy (Project: Beratungsraum)


def t_umbau_offerte(r, dt):
    return ("Schreinerei Bosshard AG\nTösstalstrasse 210, 8405 Winterthur\n\n"
            f"Offerte Nr. {r.randint(2600, 2699)}\nDatum: {_d(dt)}\nObjekt: Lindberg-Apotheke, Umbau Büro zu Beratungs- und Impfraum\n"
            "z.H. Frau S. Meier\n\n"
            f"Pos. 1 Trennwand mit Schiebetür, schallgedämmt ........ {_chf(r, 6800, 8200)}\n"
            f"Pos. 2 Einbauschrank mit abschliessbarem Medikamentenfach ........ {_chf(r, 4200, 5100)}\n"
            f"Pos. 3 Arbeitsfläche mit Lavabo-Ausschnitt ........ {_chf(r, 1900, 2400)}\n"
            f"Pos. 4 Montage und Entsorgung ........ {_chf(r, 1500, 2000)}\n\n"
            f"Total exkl. MWST {_chf(r, 14800, 17500)}, zuzüglich 8.1 % MWST\n"
            "Ausführung: KW 31-32 während der Sommerferien möglich. Gültig 60 Tage.")


def t_umbau_moebel(r, dt):
    return (f"Medical Interior GmbH, Dübendorf\nOfferte {_d(dt)}\nProjekt Beratungsraum Lindberg-Apotheke\n\n"
            f"1 Behandlungsliege höhenverstellbar, Kunstleder grau ........ {_chf(r, 1800, 2300)}\n"
            f"1 Kühlschrank Medikamente DIN 58345 mit Datenlogger ........ {_chf(r, 1400, 1750)}\n"
            f"2 Besucherstühle ........ {_chf(r, 380, 520)}\n1 Notfallkoffer Anaphylaxie komplett ........ {_chf(r, 420, 560)}\n"
            "Lieferung nach Absprache, Montage inbegriffen.")


def t_umbau_elektro(r, dt):
    return (f"Elektro Bühler AG, Winterthur\nOfferte Elektroinstallationen vom {_d(dt)}\n"
            "Objekt: Lindstrasse 31, Apotheke EG, neuer Beratungsraum\n\n"
            "- 4 Steckdosen T13 neu, 1 Netzwerkanschluss\n- LED-Deckenleuchte 4000 K, blendfrei\n"
            "- Separater Stromkreis für Medikamentenkühlschrank mit Alarmkontakt\n"
            f"Total inkl. MWST {_chf(r, 3100, 3900)}\nSicherheitsnachweis (SiNa) nach Abschluss inbegriffen.")


def t_umbau_terminplan(r, dt):
    rows = ["Terminplan Umbau Beratungsraum Lindberg-Apotheke;;;", "Arbeit;Firma;Von;Bis;Status"]
    for a, f, v, b, s in [("Offerten einholen", "S. Meier", "02.03.2026", "10.04.2026", "erledigt"),
                          ("Budgetfreigabe Regionalleitung", "M. Kägi", "15.04.2026", "30.04.2026", "erledigt"),
                          ("Meldung Heilmittelkontrolle", "S. Meier", "05.05.2026", "31.05.2026", "eingereicht"),
                          ("Demontage Büro", "Bosshard", "27.07.2026", "29.07.2026", "geplant"),
                          ("Elektro", "Bühler", "29.07.2026", "31.07.2026", "geplant"),
                          ("Trennwand, Schränke", "Bosshard", "03.08.2026", "07.08.2026", "geplant"),
                          ("Möblierung, Kühlschrank", "Medical Interior", "10.08.2026", "11.08.2026", "geplant"),
                          ("Eröffnung Impfraum", "Team", "17.08.2026", "17.08.2026", "Ziel")]:
        rows.append(f"{a};{f};{v};{b};{s}")
    return "\n".join(rows)


def t_umbau_protokoll(r, dt):
    return (f"Protokoll Baubesprechung Beratungsraum\nDatum: {_d(dt)}, Lindberg-Apotheke\n"
            "Teilnehmende: S. Meier (Apotheke), M. Kägi (Vitalis), P. Bosshard (Schreinerei), Vertreter Liegenschaftsverwaltung\n\n"
            "1. Vermieterin ist mit dem Einbau der Trennwand einverstanden (schriftliche Bestätigung folgt).\n"
            "2. Lavabo: Anschluss an bestehende Leitung im Labor möglich, Sanitär separat offerieren.\n"
            "3. Diskretion: Schiebetür mit Schalldämmung, Milchglas.\n"
            "4. Umbau während der Sommerferien, Apotheke bleibt offen; Staubschutzwand nötig.\n"
            "Pendenzen: S. Meier holt Sanitär-Offerte ein und reicht die Meldung an die Heilmittelkontrolle ein.")


def t_umbau_gesuch(r, dt):
    return ("Lindberg-Apotheke, Lindstrasse 31, 8400 Winterthur\n\nKantonale Heilmittelkontrolle Zürich\n"
            "Stampfenbachstrasse 30, 8090 Zürich\n\n"
            f"Winterthur, {_d(dt)}\n\nMeldung einer baulichen Änderung der Betriebsräume\n\n"
            "Sehr geehrte Damen und Herren\n\nWir bauen im August 2026 das bisherige Büro (12 m2) zu einem "
            "abgeschlossenen Beratungs- und Impfraum um. Der Raum erhält ein Lavabo, einen Medikamentenkühlschrank "
            "mit Temperaturüberwachung und eine Behandlungsliege. Beiliegend Grundrissplan und Raumbeschrieb.\n\n"
            "Wir bitten um Bestätigung, dass die Betriebsbewilligung unverändert gilt.\n\nFreundliche Grüsse\n"
            "Sandra Meier, fachtechnisch verantwortliche Apothekerin")


def t_umbau_budget_mail(r, dt):
    return _eml(dt, "m.kaegi@vitalis-apotheken.ch", "s.meier@vitalis-apotheken.ch", "Freigabe Umbau Beratungsraum",
                f"Liebe Sandra\n\nDie Geschäftsleitung hat das Budget für den Beratungsraum von {_chf(r, 28000, 32000)} "
                "heute freigegeben. Bitte die Aufträge an Bosshard und Bühler erst nach der Bestätigung der Vermieterin "
                "auslösen. Eröffnung mit Impfaktion Mitte August fände ich super.\n\nGruss\nMarkus")


def t_umbau_raumbeschrieb(r, dt):
    return ("Raumbeschrieb Beratungs- und Impfraum\nLindberg-Apotheke Winterthur, Stand " + _d(dt) + "\n\n"
            "Fläche: 12.4 m2, Raumhöhe 2.60 m, Fenster zum Hof (Sichtschutzfolie)\n"
            "Nutzung: Impfungen, Blutdruck- und Blutzuckermessung, Beratungsgespräche (Polymedikations-Check)\n"
            "Ausstattung: Liege, Lavabo, Desinfektionsmittelspender, Kühlschrank mit Datenlogger, Notfallkoffer\n"
            "Zugang: direkt von der Offizin, Schiebetür abschliessbar")


# --------------------------------------------------------------------------- Pharmacy (Resources)


def t_impfplan(r, dt):
    return (f"Schweizerischer Impfplan {dt.year} - Kurzfassung (persönliche Notizen)\nBundesamt für Gesundheit BAG / EKIF\n\n"
            "Basisimpfungen Säuglinge: DTPa-IPV-Hib-HBV mit 2, 4 und 12 Monaten; MMR mit 9 und 12 Monaten.\n"
            "Auffrischimpfung dT(pa) Erwachsene mit 25, 45 und 65 Jahren, danach alle 10 Jahre.\n"
            "Grippeimpfung empfohlen ab 65 Jahren und für Risikogruppen.\n"
            "Herpes zoster (Shingrix): ab 65 Jahren bzw. ab 50 bei Immunsuppression.\n"
            "In Apotheken Kanton Zürich ohne Rezept: Grippe, FSME, Hepatitis A/B, dT, MMR (Auffrischung) ab 16 Jahren.")


def t_interaktionen(r, dt):
    rows = ["Wirkstoff A;Wirkstoff B;Schweregrad;Massnahme",
            "Simvastatin;Clarithromycin;kontraindiziert;Statin pausieren",
            "Warfarin / Phenprocoumon;NSAR;schwerwiegend;Paracetamol bevorzugen, INR kontrollieren",
            "Methotrexat;Trimethoprim;schwerwiegend;vermeiden",
            "SSRI;Tramadol;Serotoninsyndrom möglich;überwachen",
            "Levothyroxin;Calcium, Eisen;Resorption vermindert;4 h Abstand",
            "Ciprofloxacin;Magnesium-Antazida;Resorption vermindert;2 h vor oder 6 h nach",
            "Kalium;ACE-Hemmer / Spironolacton;Hyperkaliämie;Kalium kontrollieren"]
    return "\n".join(rows)


def t_dosierung_kinder(r, dt):
    return ("Dosierung Kinder - Merkblatt Offizin (Stand " + _d(dt) + ")\n\n"
            "Paracetamol: 15 mg/kg KG alle 6 h, max. 60 mg/kg/Tag\n"
            "Ibuprofen: 10 mg/kg KG alle 8 h, ab 3 Monaten / 5 kg, max. 30 mg/kg/Tag\n"
            "Orale Rehydratation: 50-100 ml/kg über 4 h bei leichter Dehydratation\n"
            "Cave: kein ASS unter 16 Jahren (Reye-Syndrom), keine Codein-Präparate unter 12 Jahren\n"
            "Fieber beim Säugling unter 3 Monaten: immer ärztliche Abklärung.")


def t_skript(r, dt, thema="Wundversorgung"):
    return (f"Kursunterlagen: {thema} in der Offizin\nReferentin: Dr. pharm. {_person(r)}\n{_d(dt)}\n\n"
            "Lernziele: Wunden beurteilen (Ursache, Tiefe, Infektzeichen), geeignete Wundauflagen wählen, "
            "Grenzen der Selbstbehandlung erkennen.\n\nTriage-Schema: rote Flaggen = Überweisung an Arzt.\n"
            "Produkteübersicht: Hydrokolloid, Schaumstoff, Silikon-Wundgaze, Alginate.\nFallbeispiele 1-6 siehe Rückseite.")


def t_reisemedizin(r, dt):
    return ("Reisemedizin Kurzübersicht für die Beratung\n\nMalariaprophylaxe: Atovaquon/Proguanil, Doxycyclin, "
            "Mefloquin - immer nach healthytravel.ch.\nStand-by-Therapie: Artemether/Lumefantrin.\n"
            "Reisedurchfall: Rehydratation, Loperamid für Erwachsene, Azithromycin Stand-by für Risikoreisen.\n"
            "Mückenschutz: DEET 30-50 %, Icaridin 20 %.\nImpfungen: Hepatitis A ab 1 Jahr, Typhus, Tollwut präexpositionell.")


# --------------------------------------------------------------------------- Pharmacy (Archive: KSW)


def t_ksw_zeugnis(r, dt):
    return ("Kantonsspital Winterthur\nSpitalapotheke\nBrauerstrasse 15, 8401 Winterthur\n\nArbeitszeugnis\n\n"
            "Frau Sandra Meier, geboren am 14. März 1980, war vom 1. April 2009 bis 31. Mai 2018 in unserer "
            "Spitalapotheke als Apothekerin tätig, ab 2014 als stellvertretende Leiterin der Abteilung Klinische "
            "Pharmazie.\n\nIhre Aufgaben umfassten die Zytostatika-Herstellung, die Medikationsanalyse auf den "
            "Bettenstationen, die Mitarbeit in der Arzneimittelkommission sowie die Ausbildung von Pharma-Assistentinnen.\n\n"
            "Frau Meier erledigte ihre Aufgaben stets zu unserer vollsten Zufriedenheit. Sie verlässt uns auf eigenen "
            "Wunsch, um die Leitung einer öffentlichen Apotheke zu übernehmen.\n\nWinterthur, " + _d(dt) +
            "\nDr. pharm. H. Bräm, Chefapotheker")


def t_ksw_vertrag(r, dt):
    return ("Kantonsspital Winterthur - Anstellungsverfügung\n\nName: Meier-Kunz Sandra\n"
            "Funktion: Apothekerin Spitalapotheke, Funktionsstufe 18\nEintritt: 01.04.2009\nBeschäftigungsgrad: 100 %\n"
            f"Monatslohn: {_chf(r, 7600, 8200)} (13 Monatslöhne)\nVorsorge: BVK Personalvorsorge des Kantons Zürich\n\n"
            "Es gelten das Personalgesetz und die Vollzugsverordnung des Kantons Zürich.\nWinterthur, " + _d(dt))


def t_ksw_kuendigung(r, dt):
    return ("Sandra Meier\nBachtelstrasse 14\n8400 Winterthur\n\nKantonsspital Winterthur\nHR-Abteilung\n"
            "Brauerstrasse 15\n8401 Winterthur\n\nWinterthur, " + _d(dt) + "\n\nKündigung meines Arbeitsverhältnisses\n\n"
            "Sehr geehrte Damen und Herren\n\nHiermit kündige ich mein Arbeitsverhältnis als stellvertretende Leiterin "
            "Klinische Pharmazie der Spitalapotheke fristgerecht per 31. Mai 2018. Ich danke für die schönen Jahre "
            "und bitte um ein Arbeitszeugnis.\n\nFreundliche Grüsse\nSandra Meier")


def t_ksw_sop(r, dt):
    return ("KSW Spitalapotheke - SOP ZYT-04\nAseptische Herstellung von Zytostatika im Isolator\nVersion 3.2, gültig ab "
            + _d(dt) + "\n\n1. Zweck\n2. Geltungsbereich: Reinraum Klasse A in B\n3. Ablauf: Verordnung prüfen, "
            "Herstellprotokoll drucken, Vier-Augen-Prinzip bei der Dosisberechnung, Etikettierung, Freigabe durch Apotheker/in\n"
            "4. Reinigung und Monitoring\nErstellt: S. Meier   Freigegeben: Dr. H. Bräm")


def t_ksw_dienstplan(r, dt):
    rows = [f"Spitalapotheke KSW - Pikettplan Apotheker;{MONATE[dt.month - 1]} {dt.year}", "Woche;Pikett Apotheker"]
    for i in range(5):
        rows.append(f"KW {dt.isocalendar()[1] + i};{r.choice(['S. Meier', 'A. Vogt', 'P. Lüthi', 'R. Imhof'])}")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Finance (Areas)


def t_kontoauszug(r, dt):
    start = dt.replace(day=1)
    lines = [f"Zürcher Kantonalbank\nKontoauszug Privatkonto CH44 0070 0110 0034 5678 9\nInhaber: Sandra und Thomas Meier-Kunz\n"
             f"Periode: {_d(start)} - {_d(start + timedelta(days=27))}\n\nDatum  Text  Belastung  Gutschrift"]
    for txt, lo, hi, cr in [("Gutschrift Lohn Vitalis Apotheken AG", 8200, 8700, True),
                            ("Gutschrift Lohn Kanton Zürich Bildungsdirektion", 7300, 7700, True),
                            ("Dauerauftrag Miete Immoveris AG", 2450, 2450, False),
                            ("LSV Sanitas Krankenversicherung", 1280, 1360, False),
                            ("TWINT Migros", 40, 180, False), ("Debitkarte Coop Winterthur", 60, 240, False),
                            ("eBill Stadtwerk Winterthur", 80, 140, False), ("Dauerauftrag Säule 3a frankly", 588, 588, False),
                            ("eBill Swisscom", 89, 119, False), ("Bargeldbezug Bancomat", 100, 300, False)]:
        amt = _num(r, lo, hi)
        lines.append(f"{_d(start + timedelta(days=r.randint(0, 26)))}  {txt}  {'' if cr else amt}  {amt if cr else ''}")
    lines.append(f"\nSaldo per Periodenende: {_chf(r, 9000, 21000)}")
    return "\n".join(lines)


def t_csv_export(r, dt):
    rows = ["Buchungsdatum;Valuta;Buchungstext;Belastung CHF;Gutschrift CHF;Saldo CHF"]
    saldo = r.uniform(9000, 18000)
    for i in range(22):
        x = dt - timedelta(days=30 - i)
        txt, lo, hi = r.choice([("TWINT Migros Winterthur", 20, 150), ("Debitkarte Coop Pronto", 10, 60),
                                ("eBill Sanitas Krankenversicherung", 1280, 1360), ("Debitkarte Landi Seuzach", 20, 90),
                                ("TWINT Konservatorium Winterthur", 240, 240), ("Debitkarte SBB Billett", 6, 30),
                                ("Dauerauftrag Miete Immoveris AG", 2450, 2450)])
        v = r.uniform(lo, hi)
        saldo -= v
        rows.append(f"{_d(x)};{_d(x)};{txt};{v:.2f};;{saldo:.2f}")
    return "\n".join(rows)


def t_3a_statement(r, dt):
    return ("frankly - Säule 3a der Zürcher Kantonalbank\nVermögensauszug per " + _d(dt) + "\n\n"
            "Vorsorgenehmerin: Sandra Meier\nStrategie: frankly 75 (Aktienanteil 75 %)\n"
            f"Vermögen: {_chf(r, 48000, 62000)}\nEinzahlungen laufendes Jahr: {_chf(r, 2300, 3000)}\n"
            f"Performance seit Jahresbeginn: {r.uniform(-2, 7):.1f} %\nMaximaler Beitrag {dt.year}: CHF 7'258.00")


def t_3a_bescheinigung(r, dt, name="Sandra Meier"):
    return (f"Bescheinigung über Vorsorgebeiträge Säule 3a - Steuerjahr {dt.year - 1}\n\n"
            f"Vorsorgenehmer/in: {name}, AHV-Nr. {_ahv(r)}\n"
            f"Einbezahlte Beiträge {dt.year - 1}: CHF 7'056.00\n\nDiese Bescheinigung ist der Steuererklärung beizulegen "
            "(Formular 21 EDP).\nZürcher Kantonalbank, Vorsorge, Zürich")


def t_lohnausweis(r, dt, who="Sandra"):
    emp = ("Vitalis Apotheken AG, Zürcherstrasse 120, 8406 Winterthur" if who == "Sandra"
           else "Kanton Zürich, Bildungsdirektion / Volksschulamt, 8090 Zürich")
    lo, hi = (118000, 126000) if who == "Sandra" else (104000, 110000)
    return (f"Lohnausweis - Certificat de salaire - Form. 11\nJahr {dt.year - 1}\n\n"
            f"Arbeitgeber: {emp}\nArbeitnehmer/in: {who} Meier, AHV-Nr. {_ahv(r)}\nBachtelstrasse 14, 8400 Winterthur\n\n"
            f"1. Lohn: {_chf(r, lo, hi)}\n8. Bruttolohn total: {_chf(r, lo, hi)}\n"
            f"9. Beiträge AHV/IV/EO/ALV/NBUV: {_chf(r, 7400, 8200)}\n10.1 Berufliche Vorsorge ordentliche Beiträge: {_chf(r, 8500, 10200)}\n"
            f"11. Nettolohn: {_chf(r, lo - 18000, hi - 17000)}\n\nUnterschrift Arbeitgeber, {_d(dt)}")


def t_lohnabrechnung(r, dt):
    return (f"Vitalis Apotheken AG - Lohnabrechnung {MONATE[(dt.month - 2) % 12]} {dt.year}\n\nSandra Meier, Pers.-Nr. 1047\n"
            f"Monatslohn 90 %: {_chf(r, 9100, 9300)}\nAHV/IV/EO 5.3 %: -{_chf(r, 480, 495)}\nALV 1.1 %: -{_chf(r, 99, 103)}\n"
            f"NBUV: -{_chf(r, 60, 80)}\nPensionskasse: -{_chf(r, 700, 760)}\nKTG: -{_chf(r, 40, 50)}\n"
            f"Nettolohn: {_chf(r, 7700, 7950)}\nAuszahlung auf ZKB CH44 0070 0110 0034 5678 9")


def t_steuererklaerung(r, dt):
    return (f"Steuererklärung {dt.year - 1} - Kanton Zürich (ZHprivateTax)\nGemeinde: Winterthur\n"
            "Steuerpflichtige: Meier Thomas und Meier Sandra, verheiratet, 2 Kinder (Lea 2012, Nico 2015)\n\n"
            f"Einkünfte aus unselbständiger Erwerbstätigkeit Ehemann: {_chf(r, 88000, 92000)}\n"
            f"Einkünfte aus unselbständiger Erwerbstätigkeit Ehefrau: {_chf(r, 100000, 106000)}\n"
            "Abzüge: Säule 3a beide, Berufsauslagen pauschal, Versicherungsprämien, Kinderabzüge, Krankheitskosten\n"
            f"Steuerbares Einkommen Staat: {_chf(r, 142000, 152000)}\nSteuerbares Vermögen: {_chf(r, 180000, 230000)}\n\n"
            f"Eingereicht elektronisch am {_d(dt)}, Quittung Nr. {r.randint(10**8, 10**9)}")


def t_prov_steuer(r, dt):
    return ("Stadt Winterthur\nSteueramt\nPionierstrasse 7, 8403 Winterthur\n\n" + FAMILY + "\n\n"
            f"Provisorische Rechnung Staats- und Gemeindesteuern {dt.year}\n\nSteuerfuss Winterthur 122 %, "
            "römisch-katholisch/reformiert\n"
            f"Provisorischer Rechnungsbetrag: {_chf(r, 19000, 23500)}\nFällig am 30.09.{dt.year}. Vorauszahlungen werden verzinst "
            f"(Vergütungszins 0.0 %).\nQR-Einzahlungsschein beiliegend.\nWinterthur, {_d(dt)}")


def t_einschaetzung(r, dt):
    return ("Kantonales Steueramt Zürich\nEinschätzungsentscheid Staats- und Gemeindesteuern " + str(dt.year - 2) + "\n\n"
            "Meier Thomas und Sandra, Winterthur\n\n"
            f"Steuerbares Einkommen: {_chf(r, 140000, 150000)} (satzbestimmend gleich)\n"
            f"Steuerbares Vermögen: {_chf(r, 170000, 210000)}\n"
            "Abweichungen zur Steuererklärung: Krankheitskosten gekürzt, Selbstbehalt 5 % nicht erreicht.\n\n"
            "Rechtsmittelbelehrung: Einsprache innert 30 Tagen beim kantonalen Steueramt.\nZürich, " + _d(dt))


def t_pk_ausweis(r, dt):
    return (f"Vorsorgestiftung Vitalis Apotheken - Persönlicher Vorsorgeausweis per 01.01.{dt.year}\n\n"
            f"Versicherte: Sandra Meier, geb. 14.03.1980, AHV-Nr. {_ahv(r)}\nBeschäftigungsgrad 90 %\n"
            f"Versicherter Lohn: {_chf(r, 92000, 98000)}\nAltersguthaben: {_chf(r, 265000, 290000)}\n"
            f"davon BVG-Altersguthaben: {_chf(r, 170000, 185000)}\n"
            f"Projizierte Altersrente mit 65: {_chf(r, 30000, 34000)} pro Jahr\nMöglicher Einkauf: {_chf(r, 60000, 90000)}\n"
            f"Vorbezug Wohneigentum (WEF) bis heute: keiner")


def t_ahv_ik(r, dt):
    rows = [f"Auszug aus dem individuellen Konto (IK);Sandra Meier;AHV-Nr. {_ahv(r)}",
            "Jahr;Ausgleichskasse;Arbeitgeber;Einkommen CHF"]
    for y in range(2012, dt.year):
        emp = "Kantonsspital Winterthur" if y < 2018 else "Vitalis Apotheken AG"
        rows.append(f"{y};{'SVA Zürich' if y < 2018 else 'Ausgleichskasse Gastrosocial'};{emp};{_num(r, 95000, 122000)}")
    rows.append("Ausgestellt;Ausgleichskasse;" + _d(dt) + ";Beitragslücken: keine")
    return "\n".join(rows)


def t_budget(r, dt):
    rows = [f"Haushaltsbudget Familie Meier {dt.year};Monat CHF;Jahr CHF",
            "Einnahmen Löhne netto;15800;189600", "Miete inkl. NK;2450;29400", "Krankenkasse 4 Personen;1320;15840",
            "Steuern (Rückstellung);1850;22200", "Säule 3a beide;1176;14112", "Haushalt, Lebensmittel;1600;19200",
            "Auto inkl. Versicherung;450;5400", "Musikschule, Fussball;160;1920", "Ferien;700;8400",
            "Sparen Eigenheim;2200;26400", "Rest / Reserve;" + str(r.randint(300, 900)) + ";"]
    return "\n".join(rows)


def t_bank_mail(r, dt):
    return _eml(dt, "noreply@zkb.ch", "sandra.meier@bluewin.ch", "Ihr neues Dokument im eBanking",
                "Grüezi Frau Meier\n\nIn Ihrem ZKB eBanking liegt ein neues Dokument für Sie bereit: "
                f"Zinsabschluss Privatkonto per 31.12.{dt.year - 1}.\nZins 0.05 %, Verrechnungssteuer 35 % entfällt unter CHF 200.\n\n"
                "Freundliche Grüsse\nZürcher Kantonalbank")


# --------------------------------------------------------------------------- Home (Areas: rented flat)

VERW = "Immoveris AG, Liegenschaftsverwaltung\nTechnikumstrasse 38, 8400 Winterthur\nTel. 052 260 77 00"


def t_mietvertrag(r, dt):
    return ("Mietvertrag für Wohnräume (Kanton Zürich, paritätisches Formular)\n\n"
            "Vermieterin: Pensionskasse Stadt Winterthur, vertreten durch Immoveris AG\n"
            "Mieter: Thomas Meier und Sandra Meier (solidarisch haftend)\n\n"
            "Mietobjekt: 4.5-Zimmer-Wohnung, 2. OG rechts, Bachtelstrasse 14, 8400 Winterthur, Kellerabteil Nr. 6, "
            "Einstellplatz Nr. 11\nMietbeginn: 01.10.2017, unbefristet, kündbar auf Ende jedes Monats ausser Dezember "
            "mit 3 Monaten Frist\n\nNettomietzins: CHF 2'120.00\nAkonto Nebenkosten: CHF 230.00\nEinstellplatz: CHF 100.00\n"
            "Total monatlich: CHF 2'450.00\nMietzinsdepot: CHF 6'360.00 (Sperrkonto)\nReferenzzinssatz: 1.50 %\n\n"
            "Winterthur, " + _d(dt))


def t_nebenkosten(r, dt):
    return (VERW + "\n\n" + FAMILY + "\n\n"
            f"Heiz- und Nebenkostenabrechnung 01.07.{dt.year - 1} - 30.06.{dt.year}\nLiegenschaft Bachtelstrasse 14, Wohnung 2.2\n\n"
            f"Heizung (Fernwärme Stadtwerk): {_chf(r, 1300, 1900)}\nWarmwasser: {_chf(r, 420, 610)}\n"
            f"Hauswartung: {_chf(r, 380, 460)}\nTreppenhausreinigung: {_chf(r, 150, 210)}\nAllgemeinstrom, Lift: {_chf(r, 120, 190)}\n"
            f"Verwaltungshonorar: {_chf(r, 90, 130)}\n\nTotal Ihr Anteil: {_chf(r, 2600, 3200)}\nAkonto bezahlt: CHF 2'760.00\n"
            f"Saldo zu Ihren {r.choice(['Gunsten', 'Lasten'])}: {_chf(r, 40, 420)}\n\nWinterthur, {_d(dt)}")


def t_referenzzins(r, dt):
    return (VERW + "\n\n" + FAMILY + "\n\nMitteilung von Mietzinsanpassungen (amtliches Formular Kanton Zürich)\n\n"
            f"Gestützt auf die Änderung des hypothekarischen Referenzzinssatzes auf 1.75 % sowie die Teuerung wird der "
            f"Nettomietzins Ihrer Wohnung an der Bachtelstrasse 14 per 01.{(dt.month + 3) % 12 + 1:02d}.{dt.year} von CHF 2'120.00 auf "
            "CHF 2'184.00 erhöht.\n\nSie können die Erhöhung innert 30 Tagen bei der Schlichtungsbehörde Winterthur "
            "als missbräuchlich anfechten.\nWinterthur, " + _d(dt))


def t_strom(r, dt):
    return ("Stadtwerk Winterthur\nRechnung Elektrizität\n\n" + FAMILY + "\n\n"
            f"Verbrauchsstelle: Bachtelstrasse 14, Zähler 4471{r.randint(1000, 9999)}\n"
            f"Abrechnungsperiode: {_d(dt - timedelta(days=90))} - {_d(dt)}\n"
            f"Verbrauch: {r.randint(640, 820)} kWh (Naturstrom Winterthur)\nEnergie, Netznutzung, Abgaben\n"
            f"Total inkl. MWST: {_chf(r, 190, 260)}\nZahlbar innert 30 Tagen (eBill)")


def t_serafe(r, dt):
    return ("Serafe AG\nErhebungsstelle für die Radio- und Fernsehabgabe\n\n" + FAMILY + "\n\n"
            f"Rechnung Haushaltabgabe {dt.year}\nHaushalt-Nr. {r.randint(10**7, 10**8)}\n"
            "Abgabe für Privathaushalte 01.01.-31.12.: CHF 335.00\nZahlbar bis " + _d(dt + timedelta(days=60)))


def t_hausrat(r, dt):
    return ("Die Mobiliar\nGeneralagentur Winterthur\n\nPolice Hausrat- und Privathaftpflichtversicherung\n"
            f"Police-Nr. {r.randint(10**7, 10**8)}, gültig ab 01.01.{dt.year + 1}\n\nVersicherungsnehmer: Thomas und Sandra Meier\n"
            "Versicherungsort: Bachtelstrasse 14, 8400 Winterthur\n\nHausrat Versicherungssumme: CHF 120'000.00 "
            "(Feuer, Elementar, Diebstahl, Wasser, Glasbruch)\nPrivathaftpflicht Familie: CHF 5 Mio., Selbstbehalt CHF 200\n"
            f"Jahresprämie inkl. Stempelabgabe: {_chf(r, 520, 640)}\n\nHinweis: Bei Wohnungswechsel teilen Sie uns bitte die neue Adresse mit.")


def t_internet(r, dt):
    return ("Swisscom (Schweiz) AG\nRechnung " + MONATE[dt.month - 1] + f" {dt.year}\n\n" + FAMILY + "\n\n"
            f"Kundennummer {r.randint(10**7, 10**8)}\nblue Internet L + blue TV + 2 Mobile Abos\n"
            f"Total: {_chf(r, 149, 179)}\nZahlbar bis {_d(dt + timedelta(days=30))}")


def t_verwaltung_brief(r, dt):
    return (VERW + "\n\nAn alle Mieterinnen und Mieter der Liegenschaft Bachtelstrasse 14\n\n"
            f"Winterthur, {_d(dt)}\n\nErsatz der Waschmaschinen und des Tumblers in der Waschküche\n\n"
            "Sehr geehrte Damen und Herren\n\nAm Dienstag wird die Waschküche mit neuen Geräten ausgestattet. Die Waschküche ist "
            "von 07:30 bis 16:00 Uhr nicht benutzbar. Der Waschplan bleibt unverändert.\n\nFreundliche Grüsse\nImmoveris AG")


def t_hauswart_mail(r, dt):
    return _eml(dt, "hauswart.bachtel14@gmail.com", "sandra.meier@bluewin.ch", "Storen Küche",
                "Hoi Frau Meier\n\nDer Storenmonteur kommt am Donnerstag zwischen 8 und 10 Uhr wegen der klemmenden "
                "Lamellenstore in Ihrer Küche (Wohnung 2. OG rechts). Bitte Schlüssel im Briefkasten deponieren, falls "
                "niemand zu Hause ist.\n\nGruess\nRuedi Bachmann, Hauswart Bachtelstrasse 14")


# --------------------------------------------------------------------------- Home (Project: Hauskauf Seuzach)

HAUS = "Reihenhaus Rebbergweg 12, 8472 Seuzach"


def t_verkaufsdoku(r, dt):
    return ("Verkaufsdokumentation\n5.5-Zimmer-Reiheneinfamilienhaus\n" + HAUS + "\n\n"
            "Baujahr 1994, Dach und Fenster 2016 erneuert, Wärmepumpe 2021\nGrundstück 248 m2 (Kat.-Nr. 3017), "
            "Wohnfläche 142 m2, Keller, Einzelgarage und Besucherparkplatz\n"
            "Verkaufspreis: CHF 1'380'000.00\nBezug: nach Vereinbarung, frühestens 01.09.2026\n\n"
            "Lage: ruhig, 6 Minuten zum Bahnhof Seuzach (S11, S29), Primarschule Rietacker in Gehdistanz\n"
            "Kontakt: Toggenburger Immobilien AG, Winterthur")


def t_grundriss(r, dt, floor="EG"):
    return (f"Grundriss {floor} - {HAUS}\nMassstab 1:100, Stand Baueingabe 1993, nachgeführt 2016\n\n"
            + ("Wohnen/Essen 38 m2, Küche 11 m2, Gäste-WC, Entrée, Sitzplatz gedeckt 14 m2" if floor == "EG" else
               "Zimmer 1 16 m2, Zimmer 2 12 m2, Zimmer 3 12 m2, Bad/WC, Dusche/WC, Galerie (DG) 18 m2"))


def t_baubeschrieb(r, dt):
    return ("Baubeschrieb / Zustandsbericht " + HAUS + "\n\nRohbau: Massivbau, Backstein verputzt\nDach: Satteldach, "
            "Ziegel, Unterdach 2016 erneuert\nHeizung: Luft-Wasser-Wärmepumpe Hoval (2021), Fussbodenheizung EG\n"
            "Sanitär: Leitungen teilweise original 1994, Ersatz in 10 Jahren empfohlen\nKüche: V-ZUG, 2009\n"
            "GEAK-Klasse: D / C\nGebäudeversicherungswert GVZ: CHF 820'000.00")


def t_reservation(r, dt):
    return ("Reservationsvereinbarung\n\nVerkäuferschaft: Erbengemeinschaft Stutz, vertreten durch Toggenburger Immobilien AG\n"
            "Käuferschaft: Thomas Meier und Sandra Meier, Bachtelstrasse 14, 8400 Winterthur\n\n"
            f"Objekt: {HAUS}, Kat.-Nr. 3017, Grundbuch Seuzach\nKaufpreis: CHF 1'355'000.00\n"
            "Reservationszahlung: CHF 20'000.00, anrechenbar an den Kaufpreis\n"
            "Die Reservation gilt bis zur öffentlichen Beurkundung, spätestens bis 30.06.2026.\n"
            f"Seuzach, {_d(dt)}")


def t_hypo_offerte(r, dt, bank="Zürcher Kantonalbank"):
    return (f"{bank}\nFinanzierungsofferte Wohneigentum\n\nKunden: Thomas und Sandra Meier\nObjekt: {HAUS}\n"
            "Kaufpreis CHF 1'355'000.00, Belehnung 67 %\n\n"
            "1. Hypothek: CHF 813'000.00, Festhypothek 10 Jahre, Zins " + f"{r.uniform(1.35, 1.75):.2f} %\n"
            "2. Hypothek: CHF 95'000.00, SARON-Hypothek, Amortisation indirekt über Säule 3a innert 15 Jahren, Marge "
            + f"{r.uniform(0.75, 0.95):.2f} %\n\nTragbarkeit (kalkulatorisch 5 %, Nebenkosten 1 %): "
            f"{r.uniform(28, 33):.1f} % des Bruttoeinkommens\nEigenmittel: Erspartes, Säule 3a Bezug, WEF-Vorbezug PK\n"
            f"Offerte gültig bis {_d(dt + timedelta(days=30))}, unverbindlich, vorbehältlich Kreditbewilligung.")


def t_hypo_vergleich(r, dt):
    rows = ["Vergleich Hypotheken Seuzach;Stand " + _d(dt) + ";;;", "Bank;Produkt;Laufzeit;Zins %;Gebühren;Bemerkung"]
    for b in ["ZKB", "Raiffeisen Weinland", "PostFinance / Münchener Hyp", "Migros Bank", "Helvetia (Broker)"]:
        rows.append(f"{b};Fest;10 J;{r.uniform(1.3, 1.8):.2f};{r.choice(['keine', 'CHF 500', 'CHF 300'])};"
                    f"{r.choice(['Hausbank', 'gutes Gespräch', 'nur online', 'Splitting möglich', 'Amortisation via 3a'])}")
    rows.append("Entscheid;ZKB 60 % Fest 10 J + 40 % SARON;;;;Termin Kreditzusage 12.05.")
    return "\n".join(rows)


def t_tragbarkeit(r, dt):
    rows = ["Tragbarkeitsrechnung Hauskauf;CHF", "Kaufpreis;1355000", "Nebenkosten Kauf (Notar, Grundbuch, Schuldbrief);9800",
            "Eigenmittel Erspartes;210000", "Säule 3a Bezug Sandra;58000", "WEF-Vorbezug Pensionskasse Sandra;80000",
            "Hypothek total;1016800", "Kalk. Zins 5 %;50840", "Amortisation 2. Hypothek;6300",
            "Unterhalt/Nebenkosten 1 %;13550", "Total Wohnkosten kalkulatorisch;70690",
            "Bruttoeinkommen;" + str(r.randint(222000, 230000)), "Tragbarkeit;ca. 31 %"]
    return "\n".join(rows)


def t_wef(r, dt):
    return ("Vorsorgestiftung Vitalis Apotheken\nAntrag auf Vorbezug für Wohneigentum (WEF)\n\n"
            "Versicherte: Sandra Meier, geb. 14.03.1980\nVerwendungszweck: Erwerb von selbstbewohntem Wohneigentum\n"
            f"Objekt: {HAUS}\nGewünschter Betrag: CHF 80'000.00\nAuszahlung an: Notariat, Kaufpreiszahlung bei Eigentumsübertragung 01.09.2026\n\n"
            "Beilagen: Kaufvertrag (Entwurf), Zustimmung Ehegatte, Grundbuchauszug\n"
            "Hinweis: Vorbezug wird im Grundbuch als Veräusserungsbeschränkung angemerkt; Kapitalleistung wird separat besteuert.\n"
            f"Datum: {_d(dt)}   Unterschrift: S. Meier   Zustimmung Ehegatte: T. Meier")


def t_3a_bezug(r, dt):
    return ("Zürcher Kantonalbank - Vorsorge\nAuszahlungsgesuch Säule 3a für Wohneigentum\n\n"
            f"Vorsorgenehmerin: Sandra Meier\nKonto frankly 3a\nBetrag: gesamtes Guthaben (ca. CHF 58'000)\n"
            f"Zweck: Kauf {HAUS}, selbstbewohnt\nValuta: 31.08.2026 auf Notariatskonto\n"
            f"Eingereicht {_d(dt)}. Der Bezug wird der Steuerverwaltung gemeldet.")


def t_finanzierungsbestaetigung(r, dt):
    return ("Zürcher Kantonalbank\nFinanzierungsbestätigung\n\n"
            f"Wir bestätigen, dass wir Herrn und Frau Thomas und Sandra Meier für den Erwerb der Liegenschaft {HAUS} "
            "eine Hypothek von CHF 1'016'800.00 gewähren, vorbehältlich Grundpfandsicherung (Schuldbrief im 1. Rang).\n"
            f"Zahlungsversprechen zuhanden des Notariats Elsau-Seuzach.\n\nWinterthur, {_d(dt)}")


def t_kaufvertrag(r, dt, v=1):
    return (f"ENTWURF v{v} - Kaufvertrag über ein Grundstück\n\nNotariat Elsau-Seuzach\n\n"
            "Verkäufer: Erbengemeinschaft Stutz (Ruth Stutz, Hans Stutz, Marianne Keller-Stutz)\n"
            "Käufer: Thomas Meier und Sandra Meier, je zu 1/2 Miteigentum\n\n"
            "Kaufsobjekt: Grundbuch Seuzach, Blatt 2281, Liegenschaft Kat.-Nr. 3017, 248 m2, Wohnhaus Rebbergweg 12\n"
            "Kaufpreis: CHF 1'355'000.00\nZahlung: CHF 20'000 bereits geleistet (Reservation), Rest bei Eigentumsübertragung\n"
            "Besitzesantritt: 01.09.2026; Nutzen und Gefahr gehen an diesem Tag über\n"
            "Gewährleistung: wegbedungen, soweit gesetzlich zulässig\nGrundstückgewinnsteuer: trägt die Verkäuferschaft\n"
            + ("\nKOMMENTARE S.M.: Ziff. 7 Wärmepumpe - Garantie übertragen? Ziff. 9 Sicherstellung Grundstückgewinnsteuer klären."
               if v > 1 else ""))


def t_notar_mail(r, dt):
    return _eml(dt, "sekretariat@notariat-elsau.ch", "sandra.meier@bluewin.ch", "Beurkundung Kaufvertrag Rebbergweg 12",
                "Sehr geehrte Frau Meier\n\nWir bestätigen den Termin für die öffentliche Beurkundung des Kaufvertrags "
                "über die Liegenschaft Rebbergweg 12, Seuzach: Donnerstag, 18. Juni 2026, 14:00 Uhr, Notariat Elsau. "
                "Bitte bringen Sie beide gültige Ausweise mit. Das Zahlungsversprechen der ZKB liegt uns vor.\n\n"
                "Freundliche Grüsse\nNotariat und Grundbuchamt Elsau")


def t_grundbuchauszug(r, dt):
    return ("Grundbuchamt Elsau\nGrundbuchauszug\n\nGemeinde Seuzach, Grundstück Nr. 3017, Blatt 2281\n"
            "Liegenschaft 248 m2, Gebäude Vers.-Nr. 1204, Rebbergweg 12\n\nEigentum: Erbengemeinschaft Stutz\n"
            "Anmerkungen: Reihenhaus-Reglement, Fuss- und Fahrwegrecht zu Lasten Kat.-Nr. 3016\n"
            "Grundpfandrechte: Register-Schuldbrief CHF 400'000, 1. Rang\nStand: " + _d(dt))


def t_fragen_notar(r, dt):
    return ("Fragen Notar / Verkäufer Seuzach\n\n- wer zahlt Grundbuchgebühren? (hälftig?)\n- Heizöltank? nein, WP -> Garantie Hoval übertragen\n"
            "- Reihenhaus-Reglement: Erneuerungsfonds? Beitrag pro Jahr?\n- Schlüssel: wie viele, Garage\n"
            "- Zählerstände am 01.09. ablesen (Strom EKZ, Wasser Gemeinde Seuzach)\n- Gebäudeversicherung GVZ läuft weiter, Prämie anteilig\n"
            "- Hypothek: ZKB Zahlungsversprechen ans Notariat Elsau schicken lassen")


def t_umzugsofferte(r, dt, firma="Welti-Furrer"):
    return (f"{firma} Umzüge\nOfferte Privatumzug\n\nKunden: Familie Meier\nvon: Bachtelstrasse 14, 8400 Winterthur, 2. OG mit Lift\n"
            f"nach: Rebbergweg 12, 8472 Seuzach\nDatum: 28.09.2026\nUmfang: ca. 38 m3, 4 Zügelmänner, 1 Möbelwagen 40 m3\n"
            f"Pauschalpreis inkl. Montage Betten und Schränke: {_chf(r, 3200, 4300)}\n"
            f"Option Endreinigung mit Abgabegarantie: {_chf(r, 1200, 1600)}\nOfferte vom {_d(dt)}")


def t_kuendigung(r, dt):
    return ("Thomas und Sandra Meier\nBachtelstrasse 14\n8400 Winterthur\n\nEinschreiben\nImmoveris AG\n"
            "Technikumstrasse 38\n8400 Winterthur\n\n" f"Winterthur, {_d(dt)}\n\n"
            "Kündigung Mietvertrag 4.5-Zimmer-Wohnung, 2. OG rechts, Bachtelstrasse 14, und Einstellplatz Nr. 11\n\n"
            "Sehr geehrte Damen und Herren\n\nHiermit kündigen wir den Mietvertrag fristgerecht per 30. September 2026. "
            "Wir ziehen in unser Eigenheim in Seuzach. Gerne unterstützen wir Sie bei der Suche nach Nachmietern.\n\n"
            "Freundliche Grüsse\nThomas Meier      Sandra Meier")


def t_umzug_checklist(r, dt):
    rows = ["Was;Wer;Bis;Erledigt", "Kündigung Wohnung;Thomas;30.06.;ja", "Umzugsfirma buchen;Sandra;15.06.;offen",
            "Abmelden Winterthur / Anmelden Seuzach;Sandra;05.10.;nein", "Schule Seuzach Anmeldung Nico;Thomas;30.06.;nein",
            "Post Adressänderung;Sandra;20.09.;nein", "Krankenkasse, Bank, Versicherungen neue Adresse;Sandra;30.09.;nein",
            "Strom EKZ anmelden;Thomas;01.09.;nein", "Internet Umzug Swisscom;Thomas;15.09.;nein",
            "Wohnungsabgabe Termin;Sandra;30.09.;nein", "Zügelkartons holen;Lea + Nico;01.09.;nein"]
    return "\n".join(rows)


def t_adressaenderung(r, dt):
    return ("Adressänderung ab 01.10.2026: Rebbergweg 12, 8472 Seuzach\n\n- Einwohnerkontrolle Winterthur (Abmeldung) / Seuzach (Anmeldung)\n"
            "- Post (Nachsendeauftrag)\n- ZKB, frankly, Vitalis PK\n- Sanitas Krankenkasse\n- Mobiliar (Hausrat neu: Einfamilienhaus!)\n"
            "- Strassenverkehrsamt (Fahrzeugausweis)\n- Konservatorium, FC Wülflingen, Chor Cantilena\n- Arbeitgeber beide\n- Serafe\n- Abos: Landbote, Zalando")


def t_seuzach_gemeinde(r, dt):
    return ("Gemeinde Seuzach\nEinwohnerdienste\nStationsstrasse 3, 8472 Seuzach\n\n" + FAMILY + "\n\n"
            f"Seuzach, {_d(dt)}\n\nIhre Anfrage zum Zuzug nach Seuzach\n\nSehr geehrte Familie Meier\n\nBesten Dank für Ihre "
            "Anfrage. Nach dem Bezug Ihres Hauses am Rebbergweg 12 melden Sie sich bitte innert 14 Tagen am Schalter an "
            "(Wohnsitzbestätigung Winterthur mitbringen). Für die Einschulung von Nico (4./5. Klasse) wenden Sie sich an die "
            "Schulverwaltung Seuzach. Informationen zu Abfall, Schule und Vereinen finden Sie in der beiliegenden "
            "Neuzuzüger-Broschüre.\n\nFreundliche Grüsse\nEinwohnerdienste Seuzach")


def t_maler_offerte(r, dt):
    return (f"Malergeschäft Hug GmbH, Seuzach\nOfferte vom {_d(dt)}\nObjekt: {HAUS}, vor Einzug\n\n"
            f"Wände und Decken OG streichen, 3 Zimmer und Galerie: {_chf(r, 6200, 7800)}\n"
            f"Treppenhaus: {_chf(r, 1400, 1900)}\nAusführung: 02.-11.09.2026 (nach Eigentumsübertragung)")


# --------------------------------------------------------------------------- Home (Archive: old flat Seen, Resources)


def t_alt_mietvertrag(r, dt):
    return ("Mietvertrag für Wohnräume\n\nVermieter: Hans und Erika Rüegg, Winterthur\nMieter: Thomas Meier, Sandra Meier-Kunz\n"
            "Objekt: 3.5-Zimmer-Wohnung, 1. OG, Kanzleistrasse 52, 8405 Winterthur-Seen\nMietbeginn: 01.04.2010\n"
            "Nettomietzins CHF 1'580.00, Nebenkosten akonto CHF 190.00\nMietzinsdepot CHF 4'740.00\nWinterthur, " + _d(dt))


def t_abnahmeprotokoll(r, dt):
    return ("Wohnungsabnahmeprotokoll\nKanzleistrasse 52, 8405 Winterthur-Seen, 3.5 Zimmer, 1. OG\n"
            f"Abgabe am {_d(dt)}\nMieter: Meier Thomas und Sandra   Vermieter: H. Rüegg\n\n"
            "Küche: in Ordnung, Glaskeramik leicht zerkratzt (Altersentwertung)\nBad: Silikonfugen erneuern - zu Lasten Mieter CHF 180\n"
            "Zimmer: Dübellöcher fachgerecht verschlossen\nSchlüssel: 5 von 5 zurück\n\nMietzinsdepot wird nach Abzug freigegeben.")


def t_kaution(r, dt):
    return ("UBS Switzerland AG\nSaldierung Mietkautionskonto\n\n"
            f"Konto lautend auf Meier Thomas und Sandra, Kanzleistrasse 52, Winterthur-Seen\nSaldierung per {_d(dt)}\n"
            f"Kapital CHF 4'740.00, Zinsen {_chf(r, 8, 20)}, abzüglich Forderung Vermieter CHF 180.00\n"
            "Auszahlung auf Konto ZKB.")


def t_alt_nebenkosten(r, dt):
    return (f"Heiz- und Nebenkostenabrechnung {dt.year - 1}/{dt.year}\nLiegenschaft Kanzleistrasse 52, Winterthur-Seen\n"
            f"Mieter: Meier, 1. OG\nHeizöl: {_chf(r, 900, 1300)}\nWasser/Abwasser: {_chf(r, 300, 400)}\n"
            f"Total: {_chf(r, 1600, 2100)}, Akonto CHF 2'280.00\nVermieter: H. + E. Rüegg")


def t_manual(r, dt, device="Geschirrspüler"):
    return (f"Bedienungsanleitung {device}\n\nSicherheitshinweise, Inbetriebnahme, Programmübersicht, Reinigung und "
            "Pflege, Störungen selbst beheben (Fehlercodes), Service und Garantie.\n"
            "Entkalken / Filter reinigen monatlich. Kundendienst: 0848 000 000.")


# --------------------------------------------------------------------------- Health (Areas)

KIDS = ["Lea Meier, 2012", "Nico Meier, 2015"]


def t_kk_police(r, dt):
    return (f"Sanitas Krankenversicherung\nVersicherungspolice {dt.year + 1}\n\n" + FAMILY + "\n\n"
            f"Sandra Meier: Grundversicherung KVG, Modell CallMed, Franchise CHF 2'500; Zusatz Classic; Prämie {_chf(r, 360, 420)}\n"
            f"Thomas Meier: Grundversicherung KVG, Modell CallMed, Franchise CHF 2'500; Zusatz Classic, Dental; Prämie {_chf(r, 360, 420)}\n"
            f"Lea Meier: Grundversicherung, Franchise CHF 0; Zusatz Classic, Dental; Prämie {_chf(r, 140, 170)}\n"
            f"Nico Meier: Grundversicherung, Franchise CHF 0; Zusatz Classic, Dental; Prämie {_chf(r, 120, 150)}\n\n"
            f"Total Monatsprämie: {_chf(r, 1280, 1360)}\nPrämienregion ZH 2\nAssurance obligatoire des soins selon la LAMal.")


def t_kk_praemie(r, dt):
    return ("Sanitas Krankenversicherung\nPrämienrechnung\n\n" + FAMILY + "\n\n"
            f"Rechnungsperiode: {MONATE[dt.month - 1]} {dt.year}\nVersicherte: Sandra, Thomas, Lea, Nico Meier\n"
            f"Prämien KVG und VVG: {_chf(r, 1280, 1360)}\nZahlbar bis {_d(dt + timedelta(days=30))}, LSV-Belastung")


def t_kk_leistung(r, dt):
    who = r.choice(["Sandra Meier", "Thomas Meier", "Lea Meier", "Nico Meier"])
    prov = r.choice(["Hausarztpraxis Neuwiesen, Dr. med. C. Frei", "Kinderarztpraxis Wülflingen, Dr. med. A. Gut",
                     "Kantonsspital Winterthur, Notfall", "Physiotherapie am Bahnhof Winterthur", "Labor Risch, Liebefeld",
                     "Augenarzt Dr. med. R. Nef, Winterthur"])
    amt = r.uniform(90, 900)
    return ("Sanitas Krankenversicherung\nLeistungsabrechnung\n\n" + FAMILY + "\n\n"
            f"Versicherte Person: {who}\nLeistungserbringer: {prov}\nBehandlungsdatum: {_d(dt - timedelta(days=20))}\n"
            f"Rechnungsbetrag: CHF {amt:.2f}\nFranchise: CHF {amt * 0.6:.2f}\nSelbstbehalt 10 %: CHF {amt * 0.04:.2f}\n"
            f"Ihre Kostenbeteiligung: CHF {amt * 0.64:.2f}\nBitte überweisen Sie den Betrag innert 30 Tagen.\n{_d(dt)}")


def t_franchise(r, dt):
    return ("Sanitas Krankenversicherung\nBestätigung Ihrer Vertragsänderung\n\n"
            f"Per 01.01.{dt.year + 1} ändern wir für Sandra Meier die Franchise von CHF 300 auf CHF 2'500.\n"
            "Die Monatsprämie reduziert sich entsprechend. Ein Wechsel zurück ist jeweils auf Jahresbeginn möglich.\n"
            f"Zürich, {_d(dt)}")


def t_arzt_rechnung(r, dt):
    pat = r.choice(["Sandra Meier", "Thomas Meier", "Lea Meier", "Nico Meier"])
    return ("Hausarztpraxis Neuwiesen\nDr. med. Claudia Frei, Fachärztin Allgemeine Innere Medizin\n8400 Winterthur\n\n"
            f"Rechnung (Tiers garant) für {pat}\nBehandlung {_d(dt - timedelta(days=14))}\n"
            "Konsultation, erste 5 Min.; jede weiteren 5 Min.; Labor Blutbild, CRP\n"
            f"Total: {_chf(r, 110, 240)}\nRückforderungsbeleg für die Krankenkasse beiliegend.")


def t_zahnarzt(r, dt, who="Nico Meier"):
    return ("Schulzahnklinik Winterthur\nSchulzahnärztlicher Dienst\n\n" + FAMILY + "\n\n"
            f"Patient: {who}\nKontrolle vom {_d(dt)}: 1 Füllung Zahn 75, Fissurenversiegelung 36/46\n"
            f"Rechnungsbetrag: {_chf(r, 140, 360)}\nSubventioniert gemäss Schulzahnpflege-Reglement Stadt Winterthur\n"
            "Nächste Kontrolle in 12 Monaten.")


def t_kfo(r, dt):
    return ("Kieferorthopädie am Graben, Dr. med. dent. S. Amsler\nKostenvoranschlag\n\nPatientin: Lea Meier, geb. 2012\n"
            "Diagnose: Klasse II/1, Engstand Oberkiefer\nBehandlung: Multiband (feste Zahnspange) OK/UK, Dauer ca. 24 Monate\n"
            f"Geschätzte Kosten: {_chf(r, 7800, 9200)}\nZusatzversicherung Dental: Beteiligung 75 %, max. CHF 5'000 (Sanitas)\n"
            f"Datum: {_d(dt)}")


def t_labor(r, dt):
    return ("Laborbericht\nPatientin: Sandra Meier, 14.03.1980\nAuftraggeber: Dr. med. C. Frei\n"
            f"Entnahme: {_d(dt)}\n\nHämoglobin {r.uniform(125, 145):.0f} g/l (120-160)\nFerritin {r.randint(18, 60)} ug/l (15-150)\n"
            f"TSH {r.uniform(0.8, 3.2):.2f} mU/l (0.27-4.2)\nVitamin D 25-OH {r.randint(42, 80)} nmol/l (>75)\n"
            f"Cholesterin total {r.uniform(4.4, 5.6):.1f} mmol/l\nBeurteilung: Vitamin D grenzwertig, Substitution empfohlen.")


def t_impfausweis(r, dt):
    return ("Impfausweis (Auszug, abgeschrieben von meineimpfungen)\n\n"
            "Nico Meier: DTPa-IPV-Hib-HBV 3x, MMR 2x, Varizellen 2x, Auffrischung DTPa-IPV 2021\n"
            "Lea Meier: wie Nico, HPV 1. Dosis 2025, 2. Dosis fällig\nSandra: dT 2022, FSME 2023, Grippe jährlich\n"
            "Thomas: dT 2018, FSME 2019 - Auffrischung fällig!")


def t_physio(r, dt):
    return ("Ärztliche Verordnung zur Physiotherapie\n\nPatient: Thomas Meier, geb. 1978\n"
            "Diagnose: lumbovertebrales Schmerzsyndrom\n9 Sitzungen Physiotherapie, Heimprogramm instruieren\n"
            f"Datum: {_d(dt)}   Dr. med. C. Frei, Hausarztpraxis Neuwiesen")


def t_brille(r, dt):
    return ("Optik Zumstein Winterthur\nRechnung\n\nKundin: Lea Meier\n"
            f"Korrekturbrille, Gläser Sph -1.25 / -1.50: {_chf(r, 290, 420)}\nSehtest: CHF 0.00\n"
            "Beitrag Zusatzversicherung Sanitas für Kinder: CHF 180 alle 12 Monate\nDatum " + _d(dt))


def t_kinderarzt(r, dt):
    return ("Kinderarztpraxis Wülflingen\nDr. med. Andrea Gut\n\nBericht Vorsorgeuntersuchung 10 Jahre\n"
            f"Patient: Nico Meier\nDatum: {_d(dt)}\n\nGewicht 33 kg (P50), Grösse 142 cm (P60)\nSehen, Hören altersgemäss\n"
            "Impfungen vollständig. Empfehlung: Velohelm, viel Bewegung - Fussball 2x pro Woche ausgezeichnet.")


# --------------------------------------------------------------------------- Car (Areas, Archive)

CAR = "Skoda Octavia Combi 2.0 TDI 4x4, Kontrollschild ZH 418 227"


def t_verkehrsabgaben(r, dt):
    return ("Kanton Zürich\nStrassenverkehrsamt\nUetlibergstrasse 301, 8036 Zürich\n\n" + FAMILY + "\n\n"
            f"Rechnung Verkehrsabgaben {dt.year}\nFahrzeug: {CAR}\n"
            f"Verkehrsabgabe 01.01.-31.12.{dt.year}: {_chf(r, 360, 420)}\nZahlbar bis {_d(dt + timedelta(days=30))}")


def t_mfk_aufgebot(r, dt):
    return ("Strassenverkehrsamt Kanton Zürich\nPrüfstelle Winterthur\n\nAufgebot zur periodischen Fahrzeugprüfung\n\n"
            f"Fahrzeug: {CAR}\nTermin: {_d(dt + timedelta(days=45))}, 10:20 Uhr, Prüfstelle Winterthur, Hegmattenstrasse\n"
            "Bitte Fahrzeugausweis mitnehmen. Terminverschiebung online möglich.")


def t_mfk_bericht(r, dt):
    return ("Prüfbericht Fahrzeugprüfung\nStrassenverkehrsamt Kanton Zürich\n\n"
            f"Fahrzeug: {CAR}\nPrüfdatum: {_d(dt)}\nKilometerstand: {r.randint(118000, 139000)}\n"
            "Resultat: bestanden mit Mängeln\nMängel: Bremsscheiben hinten verschlissen, innert 30 Tagen beheben")


def t_autoversicherung(r, dt):
    return ("AXA Versicherungen AG\nPolice Motorfahrzeugversicherung\n\n" + FAMILY + "\n\n"
            f"Fahrzeug: {CAR}\nHaftpflicht, Teilkasko, Parkschaden, Bonusschutz\nVersicherungsdauer: 01.04.{dt.year} - 31.03.{dt.year + 1}\n"
            f"Jahresprämie: {_chf(r, 980, 1250)}\nHäufigste Lenker: Sandra Meier, Thomas Meier")


def t_garage(r, dt):
    return ("Garage Hegi AG\nSkoda Service Partner\nSeenerstrasse 145, 8405 Winterthur\n\nRechnung\n\n"
            f"Fahrzeug: {CAR}\nKm-Stand: {r.randint(110000, 139000)}\n"
            f"Service 30'000 km, Ölwechsel, Pollenfilter, Bremsscheiben hinten\nTotal inkl. MWST: {_chf(r, 480, 1650)}\nDatum {_d(dt)}")


def t_reifen(r, dt):
    return ("Garage Hegi AG\nQuittung Räderwechsel\n" + CAR + "\n"
            f"Wechsel auf {'Sommerräder' if dt.month in (3, 4, 5) else 'Winterräder'}, Einlagerung Saison\n"
            f"Total: {_chf(r, 95, 140)}\n{_d(dt)}")


def t_busse(r, dt):
    return ("Stadtpolizei Winterthur\nOrdnungsbusse\n\n" + f"Fahrzeug: ZH 418 227\nDatum: {_d(dt - timedelta(days=5))}, 16:42 Uhr\n"
            "Ort: Technikumstrasse, Parkfeld blaue Zone\nÜbertretung: Überschreiten der Parkzeit bis 2 Stunden\n"
            "Busse: CHF 40.00, zahlbar innert 30 Tagen")


def t_zafira_verkauf(r, dt):
    return ("Kaufvertrag Occasion\n\nVerkäufer: Thomas und Sandra Meier, Winterthur\nKäufer: Auto Bekir GmbH, Oberwinterthur\n"
            "Fahrzeug: Opel Zafira 1.8, Jg. 2009, ZH 418 227 (Schild wird behalten), 201'000 km\n"
            f"Preis: {_chf(r, 2200, 3100)}, bar bezahlt\nFahrzeug wird verkauft wie gesehen und probegefahren, ohne Garantie.\n"
            f"Datum: {_d(dt)}")


def t_zafira_service(r, dt):
    return ("Garage Hegi AG\nRechnung\nFahrzeug: Opel Zafira 1.8, ZH 418 227\n"
            f"Zahnriemen, Wasserpumpe, Service\nTotal {_chf(r, 1200, 1600)}\n{_d(dt)}")


# --------------------------------------------------------------------------- Children (Areas, Project Gymi)


def t_zeugnis(r, dt, who="Lea"):
    if who == "Lea":
        head = f"Sekundarschule Winterthur, Schulhaus Rychenberg\nZeugnis 1. Sek, Abteilung A, {'1.' if dt.month < 6 else '2.'} Semester\nSchülerin: Lea Meier"
        subj = ["Deutsch", "Französisch", "Englisch", "Mathematik", "Natur und Technik", "Räume, Zeiten, Gesellschaften",
                "Bildnerisches Gestalten", "Musik", "Bewegung und Sport"]
    elif who == "Lea6":
        head = "Primarschule Winterthur, Schulhaus Laubegg\nZeugnis 6. Klasse, 2. Semester\nSchülerin: Lea Meier"
        subj = ["Deutsch", "Französisch", "Englisch", "Mathematik", "Natur, Mensch, Gesellschaft", "Gestalten", "Musik",
                "Bewegung und Sport"]
    else:
        head = "Primarschule Winterthur, Schulhaus Laubegg\nZeugnis 4. Klasse, 1. Semester\nSchüler: Nico Meier"
        subj = ["Deutsch", "Englisch", "Mathematik", "Natur, Mensch, Gesellschaft", "Gestalten", "Musik", "Bewegung und Sport"]
    lines = "\n".join(f"{s}: {r.choice(['4.5', '5', '5', '5.5', '5.5', '6'])}" for s in subj)
    return (f"Kanton Zürich - Volksschule\n{head}\nSchuljahr {dt.year - 1}/{dt.year}\n\n{lines}\n\n"
            "Arbeits-, Lern- und Sozialverhalten: sehr gut / gut\nAbsenzen: 3 entschuldigt\nWinterthur, " + _d(dt))


def t_elternbrief(r, dt, who="Nico"):
    klasse = "4b, Schulhaus Laubegg" if who == "Nico" else "1. Sek A2, Schulhaus Rychenberg"
    topic = r.choice([("Projektwoche 'Wasser'", "Die Kinder sind jeden Tag bis 15:30 Uhr unterwegs und brauchen gutes Schuhwerk."),
                      ("Schulreise", "Wir fahren mit dem Zug nach Stein am Rhein. Bitte Picknick und Regenschutz mitgeben."),
                      ("Läuse", "In der Klasse wurden Kopfläuse festgestellt. Bitte kontrollieren Sie die Haare Ihres Kindes."),
                      ("Sporttag", "Der Sporttag findet bei jeder Witterung statt. Trinkflasche mitbringen.")])
    return (f"Schule Winterthur\nKlasse {klasse}\n\nLiebe Eltern\n\nInformation: {topic[0]}\n\n{topic[1]}\n"
            f"Datum: {_d(dt + timedelta(days=10))}\nBei Fragen melden Sie sich bitte per Klapp-App oder Mail.\n\n"
            f"Freundliche Grüsse\n{_person(r)}, Klassenlehrperson")


def t_elternabend(r, dt):
    return ("Schule Winterthur - Sekundarschule Rychenberg\nEinladung zum Elternabend 1. Sek\n\n"
            f"Datum: {_d(dt + timedelta(days=14))}, 19:30 Uhr, Aula\nThemen: Berufswahl und Gymiprüfung, Stellwerk-Test, "
            "Lager 2. Sek, Handyregeln\nAnmeldung bis " + _d(dt + timedelta(days=7)))


def t_skilager(r, dt):
    return ("Schule Winterthur - Schulhaus Laubegg\nAnmeldung Skilager 4.-6. Klasse\n\n"
            "Ort: Lagerhaus Valbella, Lenzerheide\nDatum: Sportferien Februar\nKosten Eltern: CHF 180.00\n"
            "Name des Kindes: Nico Meier, Klasse 4b\nSki / Snowboard: Ski, Niveau fortgeschritten\n"
            "Allergien: keine\nNotfallnummer: 079 512 33 84 (Sandra Meier)\nUnterschrift Eltern: ______ " + _d(dt))


def t_stundenplan(r, dt):
    rows = ["Stundenplan Lea 1. Sek A2;Mo;Di;Mi;Do;Fr", "07:30;Mathe;Englisch;Deutsch;Französisch;Sport",
            "08:20;Deutsch;Mathe;Französisch;NT;Mathe", "09:25;RZG;NT;Mathe;Deutsch;Englisch",
            "10:20;Französisch;BG;Englisch;RZG;Deutsch", "13:30;Sport;Musik;frei;Medien;frei",
            "14:25;WAH;Musik;frei;Klassenstunde;frei", "Querflöte;;;16:15 Konsi;;", "Stand;" + _d(dt) + ";;;;"]
    return "\n".join(rows)


def t_musikschule(r, dt):
    return ("Konservatorium Winterthur\nMusikschule\nTössertobelstrasse 1, 8400 Winterthur\n\n" + FAMILY + "\n\n"
            f"Rechnung Schulgeld {'Herbst' if dt.month > 6 else 'Frühling'}semester {dt.year}\nSchülerin: Lea Meier\n"
            "Fach: Querflöte, Einzelunterricht 40 Min., Lehrperson: Elena Cattaneo\nOrchester Junior Winds: gratis\n"
            f"Betrag: {_chf(r, 840, 960)} (Tarif Stadt Winterthur, einkommensabhängig)\nZahlbar bis {_d(dt + timedelta(days=30))}")


def t_musikschule_brief(r, dt):
    return ("Konservatorium Winterthur\n\nEinladung Vorspielstunde Querflöte\n\n"
            f"Liebe Eltern\nAm {_d(dt + timedelta(days=20))} um 18:00 Uhr spielen die Schülerinnen und Schüler von Elena Cattaneo "
            "im Kammermusiksaal vor. Lea spielt: Telemann, Fantasie Nr. 2.\nHerzliche Grüsse\nElena Cattaneo")


def t_fc_beitrag(r, dt):
    return ("FC Wülflingen\nJuniorenabteilung\n\nRechnung Mitgliederbeitrag Saison "
            f"{dt.year}/{dt.year + 1}\n\nJunior: Nico Meier, Team Ec (Jg. 2015/16)\nJahresbeitrag Junioren: CHF 280.00\n"
            "Dresspauschale: CHF 60.00\nHelfereinsatz: 1 Einsatz Grümpelturnier oder CHF 50.00\nTotal: CHF 340.00\n"
            "Zahlbar bis " + _d(dt + timedelta(days=30)))


def t_fc_training(r, dt):
    return ("FC Wülflingen - Junioren Ec\nTrainingsplan Rückrunde\n\nTraining: Dienstag und Donnerstag 17:30-19:00, Sportplatz Flüeli\n"
            "Spiele: Samstagvormittag gemäss Spielplan FVRZ\nFahrdienst Eltern: Meier 2x (siehe Liste)\n"
            "Trainer: Marco Bianchi 079 220 41 18\nBitte Schienbeinschoner und Trinkflasche nie vergessen!")


def t_fc_lager(r, dt):
    return _eml(dt, "junioren@fcwuelflingen.ch", "sandra.meier@bluewin.ch", "Anmeldung Fussballcamp Herbstferien",
                "Liebe Eltern\n\nVielen Dank für die Anmeldung von Nico Meier zum Fussballcamp in den Herbstferien "
                "(Montag-Freitag, 9-16 Uhr, Sportanlage Flüeli). Kosten CHF 250 inkl. Mittagessen und Trikot. "
                "Einzahlungsschein folgt.\n\nSportliche Grüsse\nJuniorenobmann FC Wülflingen")


def t_schule_mail(r, dt):
    return _eml(dt, "m.rohner@schule-winterthur.ch", "sandra.meier@bluewin.ch", "Lea - Standortgespräch",
                "Liebe Frau Meier\n\nGerne bestätige ich das Standortgespräch für Lea am Dienstag um 17:00 Uhr im "
                "Schulhaus Rychenberg, Zimmer 204. Wir besprechen die Leistungen im 1. Semester und ihre Pläne für die "
                "Aufnahmeprüfung ans Gymnasium.\n\nFreundliche Grüsse\nMartina Rohner, Klassenlehrerin 1. Sek A2")


def t_gymi_kurs(r, dt):
    return ("Lernstudio Winterthur\nGymivorbereitung Kurzgymnasium 2026/27\n\nAnmeldebestätigung\n\n"
            "Teilnehmerin: Lea Meier, 1. Sek A, Schulhaus Rychenberg\nKurs: Mathematik und Deutsch, Mittwochnachmittag 14:00-16:30\n"
            "Dauer: 19.08.2026 - 24.02.2027 (22 Termine) plus Prüfungssimulation Januar 2027\n"
            f"Kosten: {_chf(r, 1850, 2300)}, zahlbar in zwei Raten\nPrüfungstermin Zentrale Aufnahmeprüfung: März 2027\nAnmeldung vom {_d(dt)}")


def t_gymi_lernplan(r, dt):
    rows = ["Lernplan Gymi Lea;Woche;Mathe;Deutsch;erledigt"]
    for i in range(1, 13):
        rows.append(f";KW {22 + i};{r.choice(['Bruchrechnen', 'Gleichungen', 'Geometrie Flächen', 'Textaufgaben', 'Proportionalität', 'Prüfung 2024 Teil A'])};"
                    f"{r.choice(['Aufsatz Erörterung', 'Textverständnis', 'Grammatik Satzglieder', 'Wortschatz', 'Aufsatz Erlebnis'])};"
                    f"{'x' if i < 2 else ''}")
    rows.append("Ziel;Zentrale Aufnahmeprüfung März 2027, Kantonsschule Rychenberg;;;")
    return "\n".join(rows)


def t_gymi_pruefung(r, dt, fach="Mathematik", jahr=2025):
    return (f"Zentrale Aufnahmeprüfung {jahr} - Kurzgymnasium (Anschluss 2. / 3. Sek)\nKanton Zürich, Mittelschul- und Berufsbildungsamt\n"
            f"Fach: {fach}\nZeit: 90 Minuten\n\n"
            + ("Aufgabe 1: Berechne 3/4 von 2 1/3 und gib das Resultat als gekürzten Bruch an.\n"
               "Aufgabe 2: Ein Velo kostet nach 15 % Rabatt CHF 646. Wie viel kostete es vorher?\n"
               "Aufgabe 3: Löse die Gleichung 5(x - 2) = 3x + 8.\nAufgabe 4: Konstruiere ein Dreieck mit a = 6 cm, b = 5 cm, gamma = 70°."
               if fach == "Mathematik" else
               "Teil A: Textverständnis - Lies den Text 'Die Brücke' und beantworte die Fragen 1-8.\n"
               "Teil B: Aufsatz (60 Min.) - Wähle eines der Themen: 1. Ein Tag ohne Strom. 2. Sollen Handys an Schulen verboten werden? "
               "Begründe deine Meinung.")
            + "\n\nErlaubte Hilfsmittel: keine Taschenrechner.")


def t_gymi_loesungen(r, dt):
    return ("Lösungen Zentrale Aufnahmeprüfung 2024 Mathematik Kurzgymnasium\n\n1) 7/4\n2) CHF 760.00\n3) x = 9\n"
            "4) Konstruktion siehe Skizze, c ca. 6.4 cm\n5) 42 Schülerinnen\nPunkteverteilung: total 40 Punkte, Note 4 ab 20 Punkten")


def t_gymi_aufsatz(r, dt):
    return ("Lea Meier - Übungsaufsatz Gymiprüfung\nThema: Sollen Handys an Schulen verboten werden?\n\n"
            "Viele Schulen in der Schweiz diskutieren zurzeit, ob Handys während der Schulzeit verboten werden sollen. "
            "Ich finde, ein Verbot im Unterricht ist sinnvoll, in der Pause aber nicht. Erstens lenkt das Handy ab...\n\n"
            "Korrektur Papi: Einleitung gut! Absätze klarer trennen, Schluss mit eigener Meinung. Zeit: 52 Min.")


def t_gymi_infoabend(r, dt):
    return ("Kantonsschule Rychenberg Winterthur\nInformationsabend Kurzgymnasium\n\n"
            f"Datum: {_d(dt)}, 19:00 Uhr, Aula\nProgramm: Profile (neusprachlich, musisch), Aufnahmeprüfung, Probezeit, Fragen\n"
            "Anmeldung zur Aufnahmeprüfung: online bis 10. Februar 2027\nPrüfungsstoff: Deutsch und Mathematik gemäss Lehrplan 21 der 2. Sek")


def t_gymi_mail(r, dt):
    return _eml(dt, "n.hofer@lernstudio-winterthur.ch", "sandra.meier@bluewin.ch", "Einstufungstest Lea",
                "Liebe Frau Meier\n\nLea hat den Einstufungstest für die Gymivorbereitung gut gemacht (Mathe 71 %, Deutsch 78 %). "
                "Wir empfehlen die Gruppe B am Mittwoch. Bis zur Aufnahmeprüfung im März 2027 lohnt es sich, "
                "regelmässig alte Prüfungen zu lösen.\n\nHerzliche Grüsse\nNadja Hofer, Lernstudio Winterthur")


# --------------------------------------------------------------------------- Travel (Project Kanada, Archive)


def t_flug(r, dt):
    return ("Edelweiss Air - Booking Confirmation / Buchungsbestätigung\n\n"
            f"Booking reference: {''.join(r.choice('ABCDEFGHJKLMNPQRSTUVWXYZ23456789') for _ in range(6))}\n"
            "Passengers: MEIER/SANDRA MRS, MEIER/THOMAS MR, MEIER/LEA MISS (CHD), MEIER/NICO MSTR (CHD)\n\n"
            "WK 012  Zurich ZRH - Vancouver YVR  Sat 04 JUL 2026  13:25 - 14:35  Economy Max\n"
            "WK 013  Vancouver YVR - Zurich ZRH  Sun 02 AUG 2026  17:05 - 11:45+1  Economy Max\n\n"
            f"Total paid: {_chf(r, 5600, 6800)}\nBaggage: 1 x 23 kg per person. Seats 32A-D.\nBooked on {_d(dt)}")


def t_eta(r, dt, name="Sandra Meier"):
    return ("Government of Canada / Gouvernement du Canada\nElectronic Travel Authorization (eTA) - Approval\n\n"
            f"Applicant: {name.upper()}\nPassport: Switzerland, X{r.randint(1000000, 9999999)}\n"
            f"eTA approved on {_d(dt)}, valid for 5 years or until passport expiry.\n"
            "This eTA allows you to board a flight to Canada. It does not guarantee entry.\nApplication number V"
            + str(r.randint(10**9, 10**10)))


def t_camper(r, dt):
    return ("CanaDream Campers - Rental Agreement / Reservation Confirmation\n\n"
            "Customer: Sandra Meier, Winterthur, Switzerland\nVehicle: Maxi Motorhome MHA (sleeps 5)\n"
            "Pick-up: Vancouver Depot, 05 JUL 2026 13:00\nDrop-off: Calgary Depot, 30 JUL 2026 10:00\n"
            f"One-way fee: CAD 595\nKilometre package: unlimited\nTotal: CAD {r.randint(7900, 9400)}.00, deposit paid CAD 1,500\n"
            f"Confirmation No. CD-{r.randint(100000, 999999)}\nBooked via Travelhouse Winterthur, {_d(dt)}")


def t_parks(r, dt):
    camp = r.choice(["Tunnel Mountain Village I, Banff", "Whistlers Campground, Jasper", "Lake Louise Hard-sided",
                     "Kicking Horse Campground, Yoho", "Wapiti Campground, Jasper"])
    return ("Parks Canada Reservation Service - Confirmation\n\n"
            f"Campground: {camp}\nArrival: {r.randint(12, 27)} JUL 2026, 3 nights\nEquipment: Van/Motorhome up to 30 ft\n"
            f"Party size: 4\nReservation #: PC-{r.randint(10**7, 10**8)}\nTotal: CAD {r.randint(110, 260)}.{r.randint(10, 99)}\n"
            "Discovery Pass required for park entry.")


def t_ferry(r, dt):
    return ("BC Ferries - Booking Confirmation\n\nRoute: Tsawwassen - Swartz Bay (Victoria)\nSailing: 08 JUL 2026, 09:00\n"
            "Return: Departure Bay - Horseshoe Bay, 11 JUL 2026, 15:10\nVehicle: Motorhome 8.8 m, 2 adults, 2 children\n"
            f"Booking reference: {r.randint(10**7, 10**8)}\nTotal: CAD {r.randint(420, 560)}.00")


def t_hotel(r, dt):
    return ("Booking.com - Confirmation\n\nSandman Suites Vancouver on Davie\n"
            "Check-in: Sat 04 JUL 2026 (from 15:00)\nCheck-out: Sun 05 JUL 2026 (until 11:00)\n1 family suite, 2 adults, 2 children\n"
            f"Total price: CAD {r.randint(320, 420)}.00\nConfirmation number: {r.randint(10**9, 10**10)}\nGuest: Sandra Meier")


def t_hotel_jasper(r, dt):
    return ("Jasper Park Lodge - Reservation confirmation\n\nGuest: Sandra Meier\nArrival 24 JUL 2026, 1 night\n"
            "Room: Family Cabin, breakfast included\nTotal CAD " + str(r.randint(520, 690)) + ".00, free cancellation until 10 JUL 2026")


def t_route(r, dt):
    rows = ["Datum;Etappe;km;Übernachtung;Bemerkung", "04.07.;Flug ZRH-YVR;;Sandman Vancouver;",
            "05.07.;Camper übernehmen, Einkauf;;Capilano River RV;Stanley Park", "08.07.;Fähre Vancouver Island;;Victoria;Walbeobachtung?",
            "11.07.;Nanaimo - Whistler;190;Riverside Whistler;", "14.07.;Whistler - Wells Gray;420;Clearwater;Wasserfälle",
            "17.07.;Wells Gray - Jasper;320;Whistlers Campground;Maligne Lake", "21.07.;Icefields Parkway;290;Lake Louise;Peyto Lake",
            "24.07.;Banff;60;Tunnel Mountain;Gondel, Hot Springs", "27.07.;Yoho;90;Kicking Horse;Emerald Lake",
            "30.07.;Camper-Rückgabe Calgary;;Hotel Calgary;Flug Calgary-Vancouver 01.08.", "02.08.;Rückflug YVR-ZRH;;;"]
    return "\n".join(rows)


def t_packliste(r, dt):
    return ("Packliste Kanada Sommer 2026\n\nDokumente: Pässe (gültig bis mind. Feb 2027!), eTA, Führerausweis + internationaler FA, "
            "Kreditkarten, Camper-Bestätigung, Reiseversicherung TCS\nKleider: Regenjacke, Faserpelz, Wanderschuhe, Badehose\n"
            "Apotheke: Mückenschutz (Anti-Brumm), Sonnencreme, Dafalgan, Algifor junior, Pflaster, Bärenspray vor Ort kaufen\n"
            "Kinder: Kindle Lea, Fussball Nico, Kartenspiele\nTechnik: Adapter Typ A/B, Powerbank, Feldstecher")


def t_kanada_budget(r, dt):
    rows = ["Budget Kanada 2026;CHF", "Flüge Edelweiss;" + str(r.randint(5600, 6800)),
            "Camper CanaDream;" + str(r.randint(5300, 6100)), "Campingplätze;1400", "Hotels Vancouver/Jasper/Calgary;1600",
            "Benzin;1200", "Essen;3000", "Aktivitäten (Gondel, Wale, Kanu);1100", "Reiseversicherung;0 (TCS ETI Jahresvertrag)",
            "Reserve;1000"]
    return "\n".join(rows)


def t_tcs(r, dt):
    return ("TCS Schutzbrief Europa & Welt - Bestätigung\n\nVersicherte: Familie Meier, Bachtelstrasse 14, Winterthur\n"
            f"Gültig bis 31.12.{dt.year}\nLeistungen: Annullierungskosten bis CHF 30'000, Personen-Assistance weltweit, "
            "Heilungskosten im Ausland ergänzend zur Krankenkasse\nNotfallnummer: +41 58 827 22 20\n"
            "Reisebestätigung Kanada 04.07.-03.08.2026 zur Kenntnis genommen.")


def t_kanada_mail(r, dt):
    return _eml(dt, "kanada@travelhouse.ch", "sandra.meier@bluewin.ch", "Ihre Kanada-Reise - Reiseunterlagen",
                "Liebe Frau Meier\n\nIm Anhang finden Sie die Bestätigung für den Camper Vancouver-Calgary sowie die Hinweise "
                "zur Übernahme. Bitte denken Sie an die eTA für alle vier Personen und an den internationalen Führerausweis. "
                "Die Reiseunterlagen (Vouchers) senden wir Ihnen drei Wochen vor Abreise.\n\nFreundliche Grüsse\nTravelhouse Winterthur")


def t_old_trip(r, dt, kind):
    if kind == "bretagne":
        return ("Gîtes de France - Contrat de location\nGîte 'Ty Mor', 29950 Bénodet, Finistère\n"
                f"Locataire: Mme Sandra Meier, Winterthur, Suisse\nDu 16/07/2022 au 30/07/2022\nLoyer: {r.randint(1400, 1900)} EUR, "
                "acompte 25 % versé\nTaxe de séjour en sus.")
    if kind == "sardinien":
        return ("Corsica Sardinia Ferries - Buchungsbestätigung\nSavona - Golfo Aranci, 12.07.2024 Nachtfähre, Kabine 4 Betten\n"
                f"Rückfahrt 27.07.2024\nFahrzeug: PW ZH 418 227\nTotal EUR {r.randint(780, 980)}.00\nPassagiere: Meier Sandra, Thomas, Lea, Nico")
    if kind == "lenzerheide":
        return ("Ferienwohnung Sporz, Lenzerheide - Buchungsbestätigung Sportferien 2025\n"
                f"08.02.-15.02.2025, 4 Personen\nMiete CHF {r.randint(1300, 1700)}.00 inkl. Endreinigung\n"
                "Skipässe Arosa Lenzerheide 6 Tage: online gekauft\nVermieterin: Fam. Cadonau")
    return ("Hotel Garni Losone, Ticino - Conferma prenotazione\nHerbstferien 2025: 11.10.-18.10.2025\n"
            f"Camera familiare, colazione inclusa\nTotale CHF {r.randint(1500, 1900)}.00\nOspite: Sandra Meier")


# --------------------------------------------------------------------------- Choir


CHOR = "Chor Cantilena Winterthur"


def t_probenplan(r, dt):
    rows = [f"{CHOR} - Probenplan {'Herbst' if dt.month > 6 else 'Frühling'} {dt.year};;",
            "Datum;Zeit;Ort;Programm"]
    for i in range(10):
        x = dt + timedelta(days=7 * i)
        rows.append(f"{_d(x)};19:45-21:45;Kirchgemeindehaus Liebestrasse;"
                    f"{r.choice(['Fauré Requiem', 'Rheinberger Abendlied', 'Gjeilo Northern Lights', 'Einsingen + Register', 'Mendelssohn Psalm 42'])}")
    return "\n".join(rows)


def t_chor_protokoll(r, dt):
    return (f"{CHOR}\nProtokoll der Vorstandssitzung vom {_d(dt)}\nAnwesend: Präsidentin B. Graf, Kassier U. Wyss, "
            "Aktuarin S. Meier, Dirigent R. Kälin (Gast)\n\n"
            "1. Protokoll der letzten Sitzung genehmigt.\n2. Konzertprojekt Fauré Requiem: Solisten angefragt, Orchester offeriert.\n"
            f"3. Finanzen: Kontostand {_chf(r, 8000, 14000)}, Gesuch Kulturförderung Stadt Winterthur eingereicht.\n"
            "4. Mitglieder: 2 Eintritte Sopran, 1 Austritt Bass. Werbung für Männerstimmen!\n"
            "5. Varia: Chorweekend im Herbst im Kloster Fischingen.\nProtokoll: Sandra Meier")


def t_chor_mitglieder(r, dt):
    rows = ["Name;Vorname;Stimme;Eintritt;E-Mail"]
    for i in range(18):
        fn, sn = r.choice(FIRST), r.choice(SURN)
        rows.append(f"{sn};{fn};{r.choice(['Sopran', 'Alt', 'Tenor', 'Bass'])};{r.randint(1998, 2025)};"
                    f"{fn.lower()}.{sn.lower().replace('ü', 'ue').replace('ä', 'ae')}@bluewin.ch")
    rows.append(f"Stand;{_d(dt)};Aktuarin S. Meier;;")
    return "\n".join(rows)


def t_chor_gv(r, dt):
    return (f"{CHOR}\nEinladung zur Generalversammlung\n\nDatum: {_d(dt + timedelta(days=21))}, 19:00 Uhr, Restaurant Strauss, Winterthur\n\n"
            "Traktanden:\n1. Begrüssung\n2. Wahl der Stimmenzählenden\n3. Protokoll der GV des Vorjahres\n4. Jahresbericht der Präsidentin\n"
            "5. Jahresrechnung und Revisorenbericht\n6. Budget und Mitgliederbeitrag (CHF 250)\n7. Wahlen\n8. Varia\n\n"
            "Für den Vorstand: Sandra Meier, Aktuarin")


def t_chor_beitrag(r, dt):
    return (f"{CHOR}\nRechnung Mitgliederbeitrag {dt.year}\n\nSandra Meier, Sopran\nJahresbeitrag: CHF 250.00\n"
            "Notengeld: CHF 35.00\nTotal CHF 285.00, zahlbar bis 31.03. auf IBAN CH93 0076 2011 6238 5295 7 (Kassier U. Wyss)")


def t_noten(r, dt, piece="Fauré - Requiem op. 48"):
    return (f"{piece}\nChorpartitur, Einrichtung für {CHOR}\n\nSopran / Alt / Tenor / Bass\n"
            "Introït et Kyrie - Offertoire - Sanctus - Pie Jesu - Agnus Dei - Libera me - In Paradisum\n"
            "Probennotizen: T. 17 Sopran piano!, Atem nach 'requiem', Aussprache französisches Latein")


def t_weihnacht_programm(r, dt):
    return (f"{CHOR}\nWeihnachtskonzert 2025\nSonntag, 14. Dezember 2025, 17:00 Uhr, Stadtkirche Winterthur\n\n"
            "Programm: Rutter - Magnificat; Gjeilo - The Ground; traditionelle Weihnachtslieder zum Mitsingen\n"
            "Leitung: Reto Kälin; Orgel: Anna Baumann\nEintritt frei, Kollekte")


def t_weihnacht_abrechnung(r, dt):
    rows = ["Abrechnung Weihnachtskonzert 2025;CHF", f"Kollekte;{_num(r, 3800, 5200)}", f"Beitrag Kirchgemeinde;1500.00",
            f"Orgel und Instrumentalisten;-{_num(r, 2400, 3000)}", f"Noten Rutter;-{_num(r, 600, 800)}",
            f"Apéro;-{_num(r, 300, 500)}", "Ergebnis;siehe Saldo", "erstellt;U. Wyss, Kassier"]
    return "\n".join(rows)


def t_weihnacht_helfer(r, dt):
    return ("Helferliste Weihnachtskonzert 14.12.2025\n\nKasse/Kollekte: Ursula, Beat\nApéro: Sandra, Regula, Monika\n"
            "Bühne/Podest: Urs, Martin\nProgramm verteilen: Lea (Sandras Tochter) und Corinne")


# --------------------------------------------------------------------------- Hiking, Cooking (Resources)


def t_gpx(r, dt, name="Hoernli"):
    lat, lon = 47.37 + r.random() / 10, 8.94 + r.random() / 10
    pts = "\n".join(f'   <trkpt lat="{lat + i * 0.0007:.6f}" lon="{lon + i * 0.0005:.6f}"><ele>{800 + i * 12}</ele></trkpt>'
                    for i in range(12))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="SchweizMobil">\n'
            f' <trk><name>{name}</name><trkseg>\n{pts}\n </trkseg></trk>\n</gpx>\n')


def t_route_desc(r, dt, route="Hörnli"):
    return (f"Wanderung {route}\n\nStart: {r.choice(['Steg im Tösstal', 'Wildhaus', 'Urnäsch', 'Bauma'])}, Ziel: siehe Karte\n"
            f"Distanz {r.randint(9, 18)} km, Aufstieg {r.randint(500, 1100)} m, Wanderzeit {r.randint(3, 6)} h, T2\n"
            "Einkehr: Berggasthaus auf dem Gipfel (Mo/Di Ruhetag)\nÖV: S26 bis Steg, Rückfahrt ab Bahnhof\n"
            "Notiz: im Herbst schön, mit den Kindern machbar.")


def t_sac(r, dt):
    return ("SAC Sektion Winterthur - Tourenprogramm Wandergruppe\n\n"
            "Sa Hochwanderung Säntis über Lisengrat, T3\nSo Familienwanderung Hörnli\nSchneeschuhtour Toggenburg\n"
            "Anmeldung bei der Tourenleitung bis Donnerstagabend. Hüttenreservation über SAC-Hüttenportal.")


def t_rezept(r, dt, name="Zopf"):
    bodies = {
        "Zopf": "500 g Zopfmehl, 1.5 TL Salz, 1 TL Zucker, 20 g Hefe, 60 g Butter, 3 dl Milch. Kneten, 1.5 h gehen lassen, "
                "flechten, mit Ei bestreichen, 35 Min. bei 200 °C backen.",
        "Älplermagronen": "300 g Hörnli, 200 g Kartoffeln, 2 dl Rahm, 150 g Appenzeller, Zwiebeln gebraten, dazu Apfelmus.",
        "Rüeblitorte": "5 Eigelb, 250 g Zucker, 250 g Mandeln gemahlen, 300 g Rüebli gerieben, 1 Zitrone, Eischnee, 50 g Mehl. "
                       "50 Min. bei 180 °C.",
        "Birchermüesli": "Haferflocken über Nacht in Milch einweichen, Joghurt, geriebener Apfel, Zitronensaft, Nüsse, Beeren.",
        "Capuns": "Spätzliteig mit Salsiz und Kräutern, in Krautstielblätter wickeln, in Bouillon und Milch garen, mit Käse überbacken.",
        "Wähe": "Kuchenteig, geriebene Haselnüsse, Äpfel oder Zwetschgen, Guss aus 2 Eiern, 2 dl Rahm, 2 EL Zucker. 35 Min. 220 °C.",
    }
    return f"Rezept: {name}\n\n{bodies[name]}\n\nAus: Betty Bossi / Mamis Kochbuch, Portionen 4"


# --------------------------------------------------------------------------- misc notes (for hard files)


def t_steuer_notiz(r, dt):
    return ("Steuern 2025 - was fehlt noch\n\n- Lohnausweis Thomas (Bildungsdirektion) -> liegt im Dokumente-Ordner\n"
            "- 3a Bescheinigungen beide (frankly) ok\n- Krankheitskosten: Zahnarzt Nico, Brille Lea, KFO -> Selbstbehalt 5 % erreicht?\n"
            "- Kinderbetreuung: Fussballcamp zählt nicht\n- Weiterbildungskosten Sandra: FPH Kurse bezahlt Arbeitgeber -> nichts\n"
            "- Fristerstreckung Steueramt Winterthur bis 30.09. beantragt\n- Wertschriftenverzeichnis: ZKB Depot, Zinsabschluss")


def t_besichtigung_notiz(r, dt):
    return ("Besichtigung Rebbergweg 12, Seuzach - 31.01.\n\n+ heller Wohnraum, Sitzplatz gegen Süden, Garten klein aber ok\n"
            "+ Schulweg Nico 8 Min. (Rietacker), Bahnhof 6 Min.\n+ Wärmepumpe 2021\n- Bad OG alt (1994), Küche 2009\n"
            "- Garage eng für den Octavia\n? Erneuerungsfonds Reihenhaussiedlung\n? Verkäufer: Erbengemeinschaft, Preis verhandelbar?\n"
            "Angebot: 1.355 Mio, Reservationszahlung 20'000. Maklerin Frau Toggenburger 079 401 22 18")


def t_alt_kuendigung(r, dt):
    return ("Thomas und Sandra Meier\nKanzleistrasse 52\n8405 Winterthur\n\nHerr und Frau H. und E. Rüegg\n"
            "Rosenbergstrasse 8\n8400 Winterthur\n\n" f"Winterthur, {_d(dt)}\n\n"
            "Kündigung der 3.5-Zimmer-Wohnung Kanzleistrasse 52, 1. OG\n\nSehr geehrte Familie Rüegg\n\n"
            "Wir kündigen unseren Mietvertrag fristgerecht auf den 30. September 2017. Wir haben eine grössere Wohnung an der "
            "Bachtelstrasse gefunden. Vielen Dank für die gute Zeit in Seen.\n\nFreundliche Grüsse\nThomas und Sandra Meier")


def t_kanada_todo(r, dt):
    return ("Kanada to do\n\n- internationaler Führerausweis Thomas beim Strassenverkehrsamt (CHF 30)\n- CAD wechseln (ca. 500)\n"
            "- Bärenspray in Jasper kaufen, nicht im Flugzeug!\n- Discovery Pass online (Family)\n- Nachbarin Blumen giessen, Briefkasten\n"
            "- Camper-Übernahme 05.07. 13:00 Vancouver Depot\n- Whale watching Victoria buchen?\n- Kindle für Lea laden")


def t_old_trip_notes(r, dt):
    return ("Ferien Südfrankreich 2016 - Camping Les Mimosas, Narbonne-Plage\n\nAnreise 16.07. über Genf-Lyon, 9 h mit Pausen\n"
            "Stellplatz 114, 3 Wochen, EUR 1'380\nLea 3 Jahre, Nico noch nicht geboren\nNächstes Mal: Sonnensegel, Velo-Anhänger mitnehmen")


def t_einkauf(r, dt):
    return ("Einkauf\nMilch, Zopf, Eier, Rüebli, Äpfel\nFinken Nico Gr. 28\nGeschenk Kindergeburi Lea\nApotheke: nichts, hab ich selber :)")


def t_backup_note(r, dt):
    return ("Notiz vom Handy\n\nWLAN Ferienwohnung: Sporz_Guest / chalet2020\nPIN Velo-Schloss Nico 4471\n"
            "Elterngespräch Kindergarten Nico Do 16:30\nChor: Noten Mozart Krönungsmesse zurückgeben")


def t_backup_wa_doc(r, dt):
    return ("Kindergarten Laubegg - Elternbrief\nLiebe Eltern, wegen der Schulschliessung (Coronavirus) findet der Unterricht "
            "ab Montag im Fernunterricht statt. Die Lehrpersonen melden sich per Telefon.\nMärz 2020")


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

    def add(rel: str, bucket: str, topic: str, age: float, content, hard: bool = False,
            cage: float | None = None) -> None:
        """``age``: days before NOW of the file's mtime; ``cage``: of the document itself (default ``age``)."""
        assert all(i.rel != rel for i in items), rel
        write(rel, encode(rel, content, age if cage is None else cage), age)
        items.append(Item(rel, bucket, topic, hard))

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float, cage: float | None = None) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "", cage=cage)

    def stamp(age: float, k: int = 0) -> str:
        dt = NOW - timedelta(days=age)
        return f"{dt:%Y%m%d}_{(9 + k * 3) % 24:02d}{(17 * k + 5) % 60:02d}{(31 * k + 11) % 60:02d}"

    def fixed(fn, *a, **kw):
        return lambda rr, dt: fn(rr, dt, *a, **kw)

    def at(fn, when: datetime, *a):
        return lambda rr, dt: fn(rr, when.replace(tzinfo=NOW.tzinfo), *a)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    DL, DT, DOK, BI = "Downloads", "Desktop", "Dokumente", "Bilder"
    SC = f"{DOK}/Scans"
    WA = f"{BI}/Handy Import 2026-05/WhatsApp/Media/WhatsApp Documents"
    OLD = f"{DOK}/Alter Laptop (kopiert)"

    # ------------------------------------------------------------ Pharmacy: Areas
    d = f"{DOK}/Apotheke"
    for m, age in ((1, 160), (2, 130), (3, 100), (4, 70), (5, 40), (6, 12)):
        add(f"{d}/Dienstplan/Dienstplan 2026-{m:02d}.xlsx", A, "Pharmacy", age, at(t_dienstplan, datetime(2026, m, 1)))
    add(f"{d}/Dienstplan/Dienstplan 2026-05 v2.xlsx", A, "Pharmacy", 33, at(t_dienstplan, datetime(2026, 5, 1)))
    add(f"{d}/Dienstplan/Ferienplanung Team 2026.xlsx", A, "Pharmacy", 160, t_ferienplan)
    add(f"{d}/Notfalldienst/Notfalldienstplan 2026.pdf", A, "Pharmacy", 190, t_notfalldienst)
    add(f"{d}/Notfalldienst/Notfalldienstplan 2025.pdf", A, "Pharmacy", 550, t_notfalldienst)
    add(f"{d}/FPH/FPH Fortbildungsnachweis 2024.pdf", A, "Pharmacy", 500, t_fph_nachweis)
    add(f"{d}/FPH/FPH Fortbildungsnachweis 2025.pdf", A, "Pharmacy", 130, t_fph_nachweis)
    add(f"{d}/FPH/Teilnahmebestätigung Wundversorgung.pdf", A, "Pharmacy", 220, t_fph_testat)
    add(f"{d}/FPH/Testat Impfen Refresher 2025.pdf", A, "Pharmacy", 300, t_fph_testat)
    add(f"{d}/FPH/FPH Punkte Übersicht.xlsx", A, "Pharmacy", 40, t_fph_tally)
    add(f"{d}/Vertrag/Arbeitsvertrag Vitalis 2018.pdf", A, "Pharmacy", 2950, t_arbeitsvertrag)
    add(f"{d}/Vertrag/Nachtrag Arbeitsvertrag 2022.pdf", A, "Pharmacy", 1500, t_vertrag_nachtrag)
    add(f"{d}/Inspektion 2024/Inspektionsbericht Heilmittelkontrolle.pdf", A, "Pharmacy", 620, t_inspektion)
    add(f"{d}/BtM Jahresbilanz 2025.xlsx", A, "Pharmacy", 140, t_btm)
    for mm, age in (("03", 80), ("04", 50), ("05", 20)):
        add(f"{d}/Teamsitzungen/Protokoll Teamsitzung 2026-{mm}.docx", A, "Pharmacy", age, t_teamsitzung)
    add(f"{d}/Lernende/Bildungsbericht Selina FS2025.docx", A, "Pharmacy", 330, t_lernende)
    add(f"{d}/Lernende/Bildungsbericht Selina HS2025.docx", A, "Pharmacy", 130, t_lernende)
    add(f"{d}/MAG 2026/MAG Vorbereitung Claudia.docx", A, "Pharmacy", 75, t_mag)
    add(f"{d}/Monatsberichte/Monatsbericht 2026-03.xlsx", A, "Pharmacy", 58, t_kennzahlen)
    add(f"{d}/Monatsberichte/Monatsbericht 2026-04.xlsx", A, "Pharmacy", 28, t_kennzahlen)
    add(f"{d}/Mails/Lieferengpass Galexis.eml", A, "Pharmacy", 35, t_grossist_mail)
    add(f"{d}/Mails/Budget 2. Halbjahr Personal.eml", A, "Pharmacy", 25, t_regionalleitung_mail)
    # hard
    add(f"{DL}/Dokument (1).pdf", A, "Pharmacy", 60, t_fph_testat, hard=True)
    add(f"{SC}/2024/Scan_20241008_0841.pdf", A, "Pharmacy", 600, t_inspektion, hard=True)
    add(f"{DT}/Neues Microsoft Word-Dokument.docx", A, "Pharmacy", 70, t_mag, hard=True)
    add(f"{DT}/Mappe1.xlsx", A, "Pharmacy", 150, t_ferienplan, hard=True)
    add(f"{DL}/Tabelle (2).xlsx", A, "Pharmacy", 17, at(t_dienstplan, datetime(2026, 6, 1)), hard=True)
    add(f"{SC}/Scan_20260318_1207.pdf", A, "Pharmacy", 75, t_lernende, hard=True)
    add(f"{DL}/message (3).eml", A, "Pharmacy", 48, t_grossist_mail, hard=True)
    add(f"{DL}/Protokoll (1).docx", A, "Pharmacy", 110, t_teamsitzung, hard=True)

    # ------------------------------------------------------------ Pharmacy: Project consultation room
    d = f"{DOK}/Apotheke/Umbau Beratungsraum 2026"
    add(f"{d}/Offerten/Offerte Schreinerei Bosshard.pdf", P, "Pharmacy", 75, t_umbau_offerte)
    add(f"{d}/Offerten/Offerte Schreinerei Bosshard v2.pdf", P, "Pharmacy", 45, t_umbau_offerte)
    add(f"{d}/Offerten/Offerte Elektro Bühler.pdf", P, "Pharmacy", 70, t_umbau_elektro)
    add(f"{d}/Offerten/Offerte Medical Interior Möblierung.pdf", P, "Pharmacy", 65, t_umbau_moebel)
    add(f"{d}/Terminplan Umbau.xlsx", P, "Pharmacy", 10, t_umbau_terminplan)
    add(f"{d}/Protokoll Baubesprechung 2026-04-22.docx", P, "Pharmacy", 40, t_umbau_protokoll)
    add(f"{d}/Meldung Heilmittelkontrolle Umbau.docx", P, "Pharmacy", 22, t_umbau_gesuch)
    add(f"{d}/Raumbeschrieb Beratungsraum.docx", P, "Pharmacy", 30, t_umbau_raumbeschrieb)
    add(f"{d}/Freigabe Budget Umbau.eml", P, "Pharmacy", 38, t_umbau_budget_mail)
    for k in range(3):
        photo(f"{d}/Fotos Ist-Zustand/IMG_{stamp(88, k)}.jpg", P, "Pharmacy", 88)
    add(f"{d}/~$ldung Heilmittelkontrolle Umbau.docx", L, "System", 1, b"\x0cSandra Meier" + b"\x00" * 150)
    # hard
    add(f"{SC}/Scan_20260422_1630.pdf", P, "Pharmacy", 40, t_umbau_protokoll, hard=True)
    add(f"{DL}/Anhang.pdf", P, "Pharmacy", 66, t_umbau_moebel, hard=True)
    add(f"{DL}/Document (5).pdf", P, "Pharmacy", 21, t_umbau_gesuch, hard=True)

    # ------------------------------------------------------------ Pharmacy: Resources
    d = f"{DOK}/Apotheke/Fachinfos"
    add(f"{d}/Impfplan 2026 Kurzfassung.pdf", R, "Pharmacy", 120, t_impfplan)
    add(f"{d}/Interaktionen Tabelle.xlsx", R, "Pharmacy", 400, t_interaktionen)
    add(f"{d}/Dosierung Kinder Merkblatt.pdf", R, "Pharmacy", 260, t_dosierung_kinder)
    add(f"{d}/Reisemedizin Übersicht.docx", R, "Pharmacy", 700, t_reisemedizin)
    add(f"{d}/Kurse/Skript Wundversorgung.pdf", R, "Pharmacy", 220, fixed(t_skript, "Wundversorgung"))
    add(f"{d}/Kurse/Skript Dermatologie.pdf", R, "Pharmacy", 480, fixed(t_skript, "Dermatologie"))
    add(f"{d}/Kurse/Skript Polymedikation.pdf", R, "Pharmacy", 900, fixed(t_skript, "Polymedikations-Check"))
    add(f"{DL}/merkblatt.pdf", R, "Pharmacy", 95, t_reisemedizin, hard=True)

    # ------------------------------------------------------------ Pharmacy: Archive (KSW, from the old laptop)
    d = f"{OLD}/Spital"
    add(f"{d}/Arbeitszeugnis KSW 2018.pdf", X, "Pharmacy", 110, t_ksw_zeugnis, cage=2920)
    add(f"{d}/Anstellungsverfügung KSW 2009.pdf", X, "Pharmacy", 110, t_ksw_vertrag, cage=6250)
    add(f"{d}/Kündigung KSW.docx", X, "Pharmacy", 110, t_ksw_kuendigung, cage=3050)
    add(f"{d}/SOP ZYT-04 Zytostatika.docx", X, "Pharmacy", 110, t_ksw_sop, cage=3300)
    add(f"{d}/Pikettplan 2017-11.xlsx", X, "Pharmacy", 110, t_ksw_dienstplan, cage=3120)
    add(f"{d}/Pikettplan 2018-02.xlsx", X, "Pharmacy", 110, t_ksw_dienstplan, cage=3030)
    add(f"{OLD}/Eigene Dateien/Dokument1.docx", X, "Pharmacy", 110, t_ksw_kuendigung, hard=True, cage=3055)
    add(f"{OLD}/Eigene Dateien/Tabelle3.xlsx", X, "Pharmacy", 110, t_ksw_dienstplan, hard=True, cage=3300)

    # ------------------------------------------------------------ Finance: Areas
    d = f"{DOK}/Finanzen"
    iban = "CH4400700110003456789"
    for m, age in ((1, 120), (2, 92), (3, 60)):
        last = (datetime(2026, m + 1, 1) - timedelta(days=1)).day
        add(f"{d}/Bank/Kontoauszug_{iban}_2026{m:02d}{last}.pdf", A, "Finance", age, at(t_kontoauszug, datetime(2026, m, 1)))
    add(f"{DL}/Kontoauszug_{iban}_20260430.pdf", A, "Finance", 30, at(t_kontoauszug, datetime(2026, 4, 1)))
    add(f"{DL}/Kontoauszug_{iban}_20260430 (1).pdf", A, "Finance", 30, at(t_kontoauszug, datetime(2026, 4, 1)))
    add(f"{DL}/Kontoauszug_{iban}_20260531.pdf", A, "Finance", 1, at(t_kontoauszug, datetime(2026, 5, 1)))
    add(f"{d}/Bank/ZKB neues Dokument Zinsabschluss.eml", A, "Finance", 150, t_bank_mail)
    add(f"{d}/Säule 3a/frankly Vermögensauszug 2025-12.pdf", A, "Finance", 155, t_3a_statement)
    add(f"{d}/Säule 3a/frankly Vermögensauszug 2026-03.pdf", A, "Finance", 65, t_3a_statement)
    add(f"{d}/Säule 3a/3a Bescheinigung 2024 Sandra.pdf", A, "Finance", 500, t_3a_bescheinigung)
    add(f"{d}/Säule 3a/3a Bescheinigung 2025 Sandra.pdf", A, "Finance", 140, t_3a_bescheinigung)
    add(f"{d}/Säule 3a/3a Bescheinigung 2025 Thomas.pdf", A, "Finance", 140, fixed(t_3a_bescheinigung, "Thomas Meier"))
    add(f"{d}/Steuern/2023/Steuererklärung 2023.pdf", A, "Finance", 780, t_steuererklaerung)
    add(f"{d}/Steuern/2024/Steuererklärung 2024.pdf", A, "Finance", 400, t_steuererklaerung)
    add(f"{d}/Steuern/2024/Lohnausweis Sandra 2024.pdf", A, "Finance", 480, t_lohnausweis)
    add(f"{d}/Steuern/2024/Lohnausweis Thomas 2024.pdf", A, "Finance", 470, fixed(t_lohnausweis, "Thomas"))
    add(f"{d}/Steuern/2024/Einschätzungsentscheid 2024.pdf", A, "Finance", 45, t_einschaetzung)
    add(f"{d}/Steuern/2025/Steuererklärung 2025 Entwurf.pdf", A, "Finance", 35, t_steuererklaerung)
    add(f"{d}/Steuern/2025/Lohnausweis Sandra 2025.pdf", A, "Finance", 120, t_lohnausweis)
    add(f"{d}/Steuern/2025/Lohnausweis Thomas 2025.pdf", A, "Finance", 118, fixed(t_lohnausweis, "Thomas"))
    add(f"{d}/Steuern/Provisorische Rechnung 2026.pdf", A, "Finance", 100, t_prov_steuer)
    for mm, age in (("03", 65), ("04", 35), ("05", 5)):
        add(f"{d}/Lohn/Lohnabrechnung 2026-{mm}.pdf", A, "Finance", age, t_lohnabrechnung)
    add(f"{d}/Vorsorge/PK Vorsorgeausweis 2026.pdf", A, "Finance", 140, t_pk_ausweis)
    add(f"{d}/Vorsorge/IK-Auszug AHV 2025.xlsx", A, "Finance", 260, t_ahv_ik)
    add(f"{d}/Budget 2026.xlsx", A, "Finance", 150, t_budget)
    add(f"{d}/Budget 2026 FINAL2.xlsx", A, "Finance", 140, t_budget)
    # hard
    add(f"{DL}/export_20260515.csv", A, "Finance", 17, t_csv_export, hard=True)
    add(f"{DL}/Document (1).pdf", A, "Finance", 64, t_3a_statement, hard=True)
    add(f"{SC}/Scan_20260226_0915.pdf", A, "Finance", 95, fixed(t_lohnausweis, "Thomas"), hard=True)
    add(f"{DT}/Neues Textdokument.txt", A, "Finance", 30, t_steuer_notiz, hard=True)
    add(f"{DOK}/Neuer Ordner/Dokument (2).pdf", A, "Finance", 98, t_prov_steuer, hard=True)
    add(f"{DL}/getDocument.pdf", A, "Finance", 36, t_lohnabrechnung, hard=True)
    add(f"{DT}/Mappe2.xlsx", A, "Finance", 145, t_budget, hard=True)

    # ------------------------------------------------------------ Home: Areas (rented flat)
    d = f"{DOK}/Wohnung Bachtelstrasse"
    add(f"{d}/Mietvertrag Bachtelstrasse 2017.pdf", A, "Home", 3170, t_mietvertrag)
    add(f"{d}/Nebenkosten/NK-Abrechnung 2022-23.pdf", A, "Home", 970, t_nebenkosten)
    add(f"{d}/Nebenkosten/NK-Abrechnung 2023-24.pdf", A, "Home", 600, t_nebenkosten)
    add(f"{d}/Nebenkosten/NK-Abrechnung 2024-25.pdf", A, "Home", 240, t_nebenkosten)
    add(f"{d}/Mietzinserhöhung Referenzzins.pdf", A, "Home", 880, t_referenzzins)
    add(f"{d}/Stadtwerk/Stromrechnung 2025-Q4.pdf", A, "Home", 150, t_strom)
    add(f"{d}/Stadtwerk/Stromrechnung 2026-Q1.pdf", A, "Home", 60, t_strom)
    add(f"{d}/Serafe 2026.pdf", A, "Home", 130, t_serafe)
    add(f"{d}/Mobiliar Police Hausrat Haftpflicht 2026.pdf", A, "Home", 165, t_hausrat)
    add(f"{d}/Swisscom Rechnung 2026-04.pdf", A, "Home", 40, t_internet)
    add(f"{d}/Immoveris Waschküche.pdf", A, "Home", 210, t_verwaltung_brief)
    add(f"{d}/Hauswart Storen Küche.eml", A, "Home", 90, t_hauswart_mail)
    # hard
    add(f"{SC}/2025/Scan_20250917_1903.pdf", A, "Home", 255, t_nebenkosten, hard=True)
    add(f"{DL}/Rechnung (2).pdf", A, "Home", 70, t_internet, hard=True)
    add(f"{WA}/DOC-20260302-WA0001.pdf", A, "Home", 91, t_verwaltung_brief, hard=True)
    add(f"{DL}/DocumentViewer.pdf", A, "Home", 125, t_serafe, hard=True)
    add(f"{DOK}/Neuer Ordner/Brief.pdf", A, "Home", 880, t_referenzzins, hard=True)

    # ------------------------------------------------------------ Home: Project house purchase Seuzach and move
    d = f"{DOK}/Hauskauf Seuzach"
    add(f"{d}/01 Objekt/Verkaufsdokumentation Rebbergweg 12.pdf", P, "Home", 125, t_verkaufsdoku)
    add(f"{d}/01 Objekt/Grundriss EG.pdf", P, "Home", 125, fixed(t_grundriss, "EG"))
    add(f"{d}/01 Objekt/Grundriss OG.pdf", P, "Home", 125, fixed(t_grundriss, "OG und DG"))
    add(f"{d}/01 Objekt/Baubeschrieb Zustandsbericht.pdf", P, "Home", 110, t_baubeschrieb)
    for k in range(5):
        photo(f"{d}/01 Objekt/Besichtigung/IMG_{stamp(121, k)}.jpg", P, "Home", 121)
    photo(f"{d}/01 Objekt/Besichtigung/Garten.heic", P, "Home", 121)
    add(f"{d}/02 Finanzierung/Offerte ZKB.pdf", P, "Home", 70, t_hypo_offerte)
    add(f"{d}/02 Finanzierung/Offerte Raiffeisen Weinland.pdf", P, "Home", 66, fixed(t_hypo_offerte, "Raiffeisenbank Weinland"))
    add(f"{d}/02 Finanzierung/Offerte Migros Bank.pdf", P, "Home", 64, fixed(t_hypo_offerte, "Migros Bank AG"))
    add(f"{d}/02 Finanzierung/Vergleich Hypotheken.xlsx", P, "Home", 30, t_hypo_vergleich)
    add(f"{d}/02 Finanzierung/Vergleich Hypotheken v2.xlsx", P, "Home", 21, t_hypo_vergleich)
    add(f"{d}/02 Finanzierung/Tragbarkeit.xlsx", P, "Home", 95, t_tragbarkeit)
    add(f"{d}/02 Finanzierung/WEF Antrag Vorsorgestiftung.pdf", P, "Home", 28, t_wef)
    add(f"{d}/02 Finanzierung/Säule 3a Auszahlungsgesuch.pdf", P, "Home", 26, t_3a_bezug)
    add(f"{d}/02 Finanzierung/Finanzierungsbestätigung ZKB.pdf", P, "Home", 14, t_finanzierungsbestaetigung)
    add(f"{d}/03 Kauf/Reservationsvereinbarung.pdf", P, "Home", 105, t_reservation)
    add(f"{d}/03 Kauf/Kaufvertrag Entwurf v1.docx", P, "Home", 35, fixed(t_kaufvertrag, 1))
    add(f"{d}/03 Kauf/Kaufvertrag Entwurf v2.docx", P, "Home", 12, fixed(t_kaufvertrag, 2))
    add(f"{d}/03 Kauf/~$ufvertrag Entwurf v2.docx", L, "System", 2, b"\x0cSandra Meier" + b"\x00" * 150)
    add(f"{d}/03 Kauf/Grundbuchauszug Kat 3017.pdf", P, "Home", 40, t_grundbuchauszug)
    add(f"{d}/03 Kauf/Beurkundung Termin Notariat.eml", P, "Home", 9, t_notar_mail)
    add(f"{d}/03 Kauf/Fragen Notar.txt", P, "Home", 11, t_fragen_notar)
    add(f"{d}/04 Zügeln/Offerte Welti-Furrer.pdf", P, "Home", 18, t_umzugsofferte)
    add(f"{d}/04 Zügeln/Offerte Zügelprofi.pdf", P, "Home", 15, fixed(t_umzugsofferte, "Zügelprofi Winterthur"))
    add(f"{d}/04 Zügeln/Kündigung Wohnung Bachtelstrasse.docx", P, "Home", 50, t_kuendigung)
    add(f"{d}/04 Zügeln/Checkliste Umzug.xlsx", P, "Home", 6, t_umzug_checklist)
    add(f"{d}/04 Zügeln/Adressänderungen.txt", P, "Home", 4, t_adressaenderung)
    add(f"{d}/04 Zügeln/Offerte Maler Hug.pdf", P, "Home", 8, t_maler_offerte)
    # hard
    add(f"{DL}/Document (3).pdf", P, "Home", 68, fixed(t_hypo_offerte, "PostFinance AG / Münchener Hyp"), hard=True)
    add(f"{DL}/download.pdf", P, "Home", 130, t_verkaufsdoku, hard=True)
    add(f"{DT}/Neues Textdokument (2).txt", P, "Home", 121, t_besichtigung_notiz, hard=True)
    add(f"{WA}/DOC-20260218-WA0002.pdf", P, "Home", 103, t_reservation, hard=True)
    add(f"{SC}/Scan_20260512_1744.pdf", P, "Home", 20, t_seuzach_gemeinde, hard=True)
    add(f"{DOK}/Neuer Ordner/Mappe2.xlsx", P, "Home", 115, t_tragbarkeit, hard=True)
    add(f"{DL}/Offerte (1).pdf", P, "Home", 16, fixed(t_umzugsofferte, "Zügelprofi Winterthur"), hard=True)
    add(f"{DL}/Antrag.pdf", P, "Home", 29, t_wef, hard=True)
    add(f"{DL}/Document (4).pdf", P, "Home", 41, t_grundbuchauszug, hard=True)

    # ------------------------------------------------------------ Home: Archive (old flat in Seen, old laptop copy)
    d = f"{OLD}/Wohnung Seen"
    add(f"{d}/Mietvertrag Kanzleistrasse 2010.pdf", X, "Home", 110, t_alt_mietvertrag, cage=5900)
    add(f"{d}/Abnahmeprotokoll 2017.pdf", X, "Home", 110, t_abnahmeprotokoll, cage=3165)
    add(f"{d}/Kaution Saldierung UBS.pdf", X, "Home", 110, t_kaution, cage=3140)
    add(f"{d}/NK Abrechnung 2016.pdf", X, "Home", 110, t_alt_nebenkosten, cage=3500)
    for k in range(3):
        photo(f"{d}/Fotos Abgabe/DSC0{1231 + k}.JPG", X, "Home", 110, cage=3166)
    add(f"{OLD}/Eigene Dateien/Brief.docx", X, "Home", 110, t_alt_kuendigung, hard=True, cage=3290)

    # ------------------------------------------------------------ Home / Car: Resources (manuals)
    d = f"{DOK}/Anleitungen"
    add(f"{d}/Bedienungsanleitung Geschirrspüler V-ZUG.pdf", R, "Home", 1900, fixed(t_manual, "Geschirrspüler V-ZUG Adora 55"))
    add(f"{d}/Backofen Electrolux Anleitung.pdf", R, "Home", 1900, fixed(t_manual, "Backofen Electrolux EB6SL70"))
    add(f"{d}/Jura E8 Bedienungsanleitung.pdf", R, "Home", 800, fixed(t_manual, "Kaffeevollautomat Jura E8"))
    add(f"{d}/Dyson V11 Anleitung.pdf", R, "Home", 650, fixed(t_manual, "Akku-Staubsauger Dyson V11"))
    add(f"{d}/Betriebsanleitung Skoda Octavia Combi.pdf", R, "Car", 1400, fixed(t_manual, "Skoda Octavia Combi (Betriebsanleitung Fahrzeug)"))

    # ------------------------------------------------------------ Health: Areas
    d = f"{DOK}/Krankenkasse"
    add(f"{d}/Police 2026 Sanitas.pdf", A, "Health", 200, t_kk_police)
    add(f"{d}/Police 2025 Sanitas.pdf", A, "Health", 560, t_kk_police)
    add(f"{d}/Prämienrechnung 2026-05.pdf", A, "Health", 32, t_kk_praemie)
    add(f"{d}/Franchise Änderung 2026.pdf", A, "Health", 230, t_franchise)
    for age in (130, 95, 70, 40, 12):
        dt = NOW - timedelta(days=age)
        add(f"{d}/Leistungsabrechnungen/LA_{dt:%Y-%m-%d}.pdf", A, "Health", age, t_kk_leistung)
    add(f"{DL}/Leistungsabrechnung_20260420.pdf", A, "Health", 42, t_kk_leistung)
    d = f"{DOK}/Gesundheit"
    add(f"{d}/Labor Sandra 2026-02.pdf", A, "Health", 105, t_labor)
    add(f"{d}/Rechnung Hausarzt Frei.pdf", A, "Health", 55, t_arzt_rechnung)
    add(f"{d}/Schulzahnklinik Nico 2025.pdf", A, "Health", 210, t_zahnarzt)
    add(f"{d}/KFO Kostenvoranschlag Lea.pdf", A, "Health", 150, t_kfo)
    add(f"{d}/Impfungen Familie.txt", A, "Health", 300, t_impfausweis)
    add(f"{d}/Physio Verordnung Thomas.pdf", A, "Health", 85, t_physio)
    add(f"{d}/Optik Zumstein Brille Lea.pdf", A, "Health", 190, t_brille)
    add(f"{d}/Vorsorgeuntersuchung Nico 10 J.pdf", A, "Health", 240, t_kinderarzt)
    # hard
    add(f"{DL}/Document.pdf", A, "Health", 88, t_kk_leistung, hard=True)
    add(f"{SC}/Scan_20260310_0810.pdf", A, "Health", 83, t_arzt_rechnung, hard=True)
    add(f"{SC}/2025/Scan_20250903_1915.pdf", A, "Health", 271, fixed(t_zahnarzt, "Lea Meier"), hard=True)
    add(f"{WA}/DOC-20260409-WA0003.pdf", A, "Health", 53, t_labor, hard=True)
    add(f"{DL}/Rechnung.pdf", A, "Health", 23, t_arzt_rechnung, hard=True)
    add(f"{DL}/file.pdf", A, "Health", 180, t_kfo, hard=True)

    # ------------------------------------------------------------ Car: Areas, Archive
    d = f"{DOK}/Auto"
    add(f"{d}/Verkehrsabgaben 2026.pdf", A, "Car", 150, t_verkehrsabgaben)
    add(f"{d}/Verkehrsabgaben 2025.pdf", A, "Car", 500, t_verkehrsabgaben)
    add(f"{d}/AXA Police Auto 2026.pdf", A, "Car", 70, t_autoversicherung)
    add(f"{d}/MFK Aufgebot.pdf", A, "Car", 400, t_mfk_aufgebot)
    add(f"{d}/MFK Prüfbericht.pdf", A, "Car", 355, t_mfk_bericht)
    add(f"{d}/Garage Hegi Service 2025-09.pdf", A, "Car", 255, t_garage)
    add(f"{d}/Räderwechsel 2025-10.pdf", A, "Car", 230, t_reifen)
    add(f"{d}/Räderwechsel 2026-04.pdf", A, "Car", 50, t_reifen)
    add(f"{d}/Zafira alt/Kaufvertrag Verkauf Zafira 2021.pdf", X, "Car", 1750, t_zafira_verkauf)
    add(f"{d}/Zafira alt/Rechnung Zahnriemen 2019.pdf", X, "Car", 2400, t_zafira_service)
    add(f"{SC}/Scan_20260507_1201.pdf", A, "Car", 25, t_busse, hard=True)
    add(f"{DL}/print.pdf", A, "Car", 72, t_autoversicherung, hard=True)
    add(f"{SC}/2025/Scan_20250618_0733.pdf", A, "Car", 348, t_mfk_bericht, hard=True)

    # ------------------------------------------------------------ Children: Areas (school, Musikschule, FC)
    d = f"{DOK}/Kinder"
    add(f"{d}/Lea/Zeugnis 1. Sek 1. Semester.pdf", A, "Children", 125, fixed(t_zeugnis, "Lea"))
    add(f"{d}/Lea/Zeugnis 6. Klasse.pdf", A, "Children", 325, fixed(t_zeugnis, "Lea6"))
    add(f"{d}/Lea/Stundenplan Lea.xlsx", A, "Children", 290, t_stundenplan)
    add(f"{d}/Lea/Konsi Rechnung FS 2026.pdf", A, "Children", 120, t_musikschule)
    add(f"{d}/Lea/Konsi Rechnung HS 2025.pdf", A, "Children", 280, t_musikschule)
    add(f"{d}/Lea/Vorspielstunde Querflöte.pdf", A, "Children", 45, t_musikschule_brief)
    add(f"{d}/Lea/Standortgespräch Rohner.eml", A, "Children", 140, t_schule_mail)
    add(f"{d}/Nico/Zeugnis 4. Klasse 1. Semester.pdf", A, "Children", 123, fixed(t_zeugnis, "Nico"))
    add(f"{d}/Nico/Elternbrief Projektwoche.pdf", A, "Children", 60, fixed(t_elternbrief, "Nico"))
    add(f"{d}/Nico/Elternbrief Schulreise.pdf", A, "Children", 20, fixed(t_elternbrief, "Nico"))
    add(f"{d}/Nico/Skilager Anmeldung.pdf", A, "Children", 200, t_skilager)
    add(f"{d}/Nico/FC Wülflingen Beitrag 2025-26.pdf", A, "Children", 280, t_fc_beitrag)
    add(f"{d}/Nico/Trainingsplan Rückrunde.pdf", A, "Children", 100, t_fc_training)
    add(f"{d}/Nico/Fussballcamp Herbst.eml", A, "Children", 240, t_fc_lager)
    add(f"{d}/Elternabend 1. Sek.pdf", A, "Children", 250, t_elternabend)
    # hard
    add(f"{WA}/DOC-20260318-WA0005.pdf", A, "Children", 75, fixed(t_elternbrief, "Lea"), hard=True)
    add(f"{WA}/DOC-20260220-WA0001.pdf", A, "Children", 101, t_fc_training, hard=True)
    add(f"{SC}/Scan_20251103_2110.pdf", A, "Children", 210, t_skilager, hard=True)
    add(f"{DL}/Document (6).pdf", A, "Children", 118, t_musikschule, hard=True)
    add(f"{DL}/attachment.pdf", A, "Children", 19, fixed(t_elternbrief, "Nico"), hard=True)

    # ------------------------------------------------------------ Children: Project Gymi 2027
    d = f"{DOK}/Kinder/Lea/Gymi 2027"
    add(f"{d}/Anmeldung Lernstudio Gymivorbereitung.pdf", P, "Children", 40, t_gymi_kurs)
    add(f"{d}/Lernplan Gymi.xlsx", P, "Children", 8, t_gymi_lernplan)
    add(f"{d}/Einstufungstest Lernstudio.eml", P, "Children", 33, t_gymi_mail)
    add(f"{d}/Infoabend Kantonsschule Rychenberg.pdf", P, "Children", 190, t_gymi_infoabend)
    add(f"{d}/alte Prüfungen/ZAP 2025 Mathematik.pdf", P, "Children", 60, fixed(t_gymi_pruefung, "Mathematik", 2025))
    add(f"{d}/alte Prüfungen/ZAP 2025 Deutsch.pdf", P, "Children", 60, fixed(t_gymi_pruefung, "Deutsch", 2025))
    add(f"{d}/alte Prüfungen/ZAP 2024 Mathematik.pdf", P, "Children", 59, fixed(t_gymi_pruefung, "Mathematik", 2024))
    add(f"{d}/alte Prüfungen/ZAP 2024 Mathematik Lösungen.pdf", P, "Children", 59, t_gymi_loesungen)
    add(f"{d}/Aufsätze/Aufsatz Handyverbot.docx", P, "Children", 14, t_gymi_aufsatz)
    add(f"{DT}/Dok1.docx", P, "Children", 5, t_gymi_aufsatz, hard=True)
    add(f"{DL}/Document (8).pdf", P, "Children", 57, fixed(t_gymi_pruefung, "Deutsch", 2023), hard=True)
    add(f"{DL}/Document (9).pdf", P, "Children", 57, fixed(t_gymi_pruefung, "Mathematik", 2023), hard=True)
    add(f"{DL}/Gymi_Pruefung_2022_Deutsch.pdf.part", L, "System", 57, _blob(r, b"%PDF-1.5\n", 700))

    # ------------------------------------------------------------ Travel: Project Canada 2026
    d = f"{DOK}/Ferien/Kanada 2026"
    add(f"{d}/Flug Edelweiss Bestätigung.pdf", P, "Travel", 160, t_flug)
    for name, age in (("Sandra", 62), ("Thomas", 62), ("Lea", 61), ("Nico", 61)):
        add(f"{d}/eTA/eTA {name}.pdf", P, "Travel", age, fixed(t_eta, f"{name} Meier"))
    add(f"{d}/Camper CanaDream Bestätigung.pdf", P, "Travel", 150, t_camper)
    for camp, age in (("Jasper Whistlers", 120), ("Banff Tunnel Mountain", 119), ("Lake Louise", 119)):
        add(f"{d}/Parks Canada/{camp}.pdf", P, "Travel", age, t_parks)
    add(f"{d}/BC Ferries.pdf", P, "Travel", 45, t_ferry)
    add(f"{d}/Hotel Vancouver Sandman.pdf", P, "Travel", 140, t_hotel)
    add(f"{d}/Reiseroute.xlsx", P, "Travel", 7, t_route)
    add(f"{d}/Reiseroute alt.xlsx", P, "Travel", 100, t_route)
    add(f"{d}/Packliste Kanada.docx", P, "Travel", 3, t_packliste)
    add(f"{d}/Packliste Kanada - Kopie.docx", P, "Travel", 3, t_packliste)
    add(f"{d}/Budget Kanada.xlsx", P, "Travel", 25, t_kanada_budget)
    add(f"{d}/TCS Schutzbrief Bestätigung.pdf", P, "Travel", 150, t_tcs)
    add(f"{d}/Travelhouse Reiseunterlagen.eml", P, "Travel", 148, t_kanada_mail)
    add(f"{DL}/CanaDream_Vehicle_Handover_Guide.pdf.crdownload", L, "System", 2, _blob(r, b"%PDF-1.6\n", 900))
    # hard
    add(f"{DL}/confirmation.pdf", P, "Travel", 50, t_hotel_jasper, hard=True)
    add(f"{DL}/print (1).pdf", P, "Travel", 110, t_parks, hard=True)
    add(f"{DT}/Neues Textdokument (4).txt", P, "Travel", 10, t_kanada_todo, hard=True)
    add(f"{WA}/DOC-20260115-WA0004.pdf", P, "Travel", 137, t_camper, hard=True)
    add(f"{DL}/Document (10).pdf", P, "Travel", 44, t_ferry, hard=True)

    # ------------------------------------------------------------ Travel: Archive (past trips)
    d = f"{DOK}/Ferien"
    add(f"{d}/2022 Bretagne/Contrat gîte Bénodet.pdf", X, "Travel", 1450, fixed(t_old_trip, "bretagne"))
    add(f"{d}/2024 Sardinien/Fähre Sardinia Ferries.pdf", X, "Travel", 720, fixed(t_old_trip, "sardinien"))
    add(f"{d}/2024 Sardinien/Packliste Sardinien.docx", X, "Travel", 700,
        "Packliste Sardinien 2024\nFähre Savona: Kabine, Znacht mitnehmen\nSchnorchel, Sonnenhut, Badeschuhe\nAgriturismo Bestätigung drucken")
    add(f"{d}/2025 Lenzerheide/Ferienwohnung Sporz.pdf", X, "Travel", 540, fixed(t_old_trip, "lenzerheide"))
    add(f"{d}/2025 Tessin/Hotel Losone.pdf", X, "Travel", 250, fixed(t_old_trip, "tessin"))
    add(f"{SC}/2024/Scan_20240611_2012.pdf", X, "Travel", 720, fixed(t_old_trip, "sardinien"), hard=True)
    add(f"{OLD}/Eigene Dateien/Notizen.txt", X, "Travel", 110, t_old_trip_notes, hard=True, cage=3600)

    # ------------------------------------------------------------ Choir: Areas, Resources, Archive
    d = f"{DOK}/Chor Cantilena"
    add(f"{d}/Probenplan Frühling 2026.xlsx", A, "Choir", 150, t_probenplan)
    add(f"{d}/Probenplan Herbst 2025.xlsx", A, "Choir", 290, t_probenplan)
    for mm, age in (("2025-09", 250), ("2026-01", 135), ("2026-03", 75), ("2026-05", 15)):
        add(f"{d}/Protokolle/Protokoll Vorstand {mm}.docx", A, "Choir", age, t_chor_protokoll)
    add(f"{d}/Mitgliederliste 2026.xlsx", A, "Choir", 60, t_chor_mitglieder)
    add(f"{d}/GV 2026 Einladung.docx", A, "Choir", 100, t_chor_gv)
    add(f"{d}/Mitgliederbeitrag 2026.pdf", A, "Choir", 120, t_chor_beitrag)
    add(f"{WA}/DOC-20260106-WA0002.pdf", A, "Choir", 146, t_probenplan, hard=True)
    add(f"{DT}/Protokoll neu.docx", A, "Choir", 2, t_chor_protokoll, hard=True)
    add(f"{DL}/Mappe (1).xlsx", A, "Choir", 62, t_chor_mitglieder, hard=True)
    d2 = f"{d}/Weihnachtskonzert 2025"
    add(f"{d2}/Programm Weihnachtskonzert.docx", X, "Choir", 190, t_weihnacht_programm)
    add(f"{d2}/Abrechnung Weihnachtskonzert.xlsx", X, "Choir", 160, t_weihnacht_abrechnung)
    add(f"{d2}/Helferliste.docx", X, "Choir", 180, t_weihnacht_helfer)
    add(f"{d2}/Plakat Weihnachtskonzert.png", X, "Choir", 200, "")
    d = "Musik/Chor"
    add(f"{d}/Noten/Fauré Requiem Chorpartitur.pdf", R, "Choir", 150, t_noten)
    add(f"{d}/Noten/Gjeilo Northern Lights.pdf", R, "Choir", 150, fixed(t_noten, "Ola Gjeilo - Northern Lights (SATB)"))
    add(f"{d}/Noten/Rheinberger Abendlied.pdf", R, "Choir", 300, fixed(t_noten, "Josef Rheinberger - Abendlied op. 69/3"))
    for part, age in (("Introit et Kyrie", 140), ("Sanctus", 140), ("Libera me", 139), ("In Paradisum", 139)):
        add(f"{d}/Übungsdateien Fauré/Faure Requiem - {part} - Sopran.mp3", R, "Choir", age,
            fixed(lambda rr, dt, p: _id3(rr, f"{p} (Sopran)", "Chor Cantilena Übungsdateien", "Fauré Requiem"), part))

    # ------------------------------------------------------------ Hiking, Cooking, Books: Resources
    d = f"{DOK}/Wandern"
    add(f"{d}/Hörnli ab Steg.gpx", R, "Hiking", 400, fixed(t_gpx, "Hoernli ab Steg"))
    add(f"{d}/Säntis Lisengrat.gpx", R, "Hiking", 330, fixed(t_gpx, "Saentis via Lisengrat"))
    add(f"{d}/Tössstock Rundweg.gpx", R, "Hiking", 45, fixed(t_gpx, "Toessstock Rundweg"))
    add(f"{d}/Route Hörnli.pdf", R, "Hiking", 400, fixed(t_route_desc, "Hörnli"))
    add(f"{d}/Route Säntis Lisengrat.pdf", R, "Hiking", 330, fixed(t_route_desc, "Säntis über den Lisengrat"))
    add(f"{d}/SAC Tourenprogramm 2026.pdf", R, "Hiking", 140, t_sac)
    add(f"{DL}/Document (11).pdf", R, "Hiking", 46, fixed(t_route_desc, "Tössstock - Schnebelhorn"), hard=True)
    d = f"{DOK}/Rezepte"
    add(f"{d}/Zopf.docx", R, "Cooking", 1200, fixed(t_rezept, "Zopf"))
    add(f"{d}/Älplermagronen.txt", R, "Cooking", 600, fixed(t_rezept, "Älplermagronen"))
    add(f"{d}/Rüeblitorte Grossmami.pdf", R, "Cooking", 900, fixed(t_rezept, "Rüeblitorte"))
    add(f"{d}/Birchermüesli.txt", R, "Cooking", 400, fixed(t_rezept, "Birchermüesli"))
    add(f"{d}/Capuns.pdf", R, "Cooking", 250, fixed(t_rezept, "Capuns"))
    add(f"{d}/Wähe.docx", R, "Cooking", 80, fixed(t_rezept, "Wähe"))
    add(f"{DT}/Neues Textdokument (3).txt", R, "Cooking", 33, fixed(t_rezept, "Capuns"), hard=True)
    d = f"{DOK}/E-Books"
    for title, author, lang, para, age in (
            ("Heidi", "Johanna Spyri", "de", "Vom freundlichen Dorfe Maienfeld führt ein Fussweg durch grüne, baumreiche Fluren.", 900),
            ("Kleider machen Leute", "Gottfried Keller", "de", "An einem unfreundlichen Novembertage wanderte ein armes Schneiderlein.", 700),
            ("Die schwarze Spinne", "Jeremias Gotthelf", "de", "Übers Gebirge hob sich die Sonne in klarer Majestät.", 500),
            ("Anne of Green Gables", "L. M. Montgomery", "en", "Mrs. Rachel Lynde lived just where the Avonlea main road dipped down.", 90),
            ("The Call of the Wild", "Jack London", "en", "Buck did not read the newspapers, or he would have known that trouble was brewing.", 88)):
        add(f"{d}/{title} - {author}.epub", R, "Books", age, _epub(title, author, lang, para))

    # ------------------------------------------------------------ Software: Resources (installers)
    for name, head, age in (("ZHprivateTax2025_Setup.exe", b"MZ\x90\x00", 40), ("Firefox Setup 138.0.exe", b"MZ\x90\x00", 60),
                            ("vlc-3.0.21-win64.exe", b"MZ\x90\x00", 300), ("iPrintScan_Setup_Brother.exe", b"MZ\x90\x00", 420),
                            ("ZoomInstallerFull.exe", b"MZ\x90\x00", 150),
                            ("SwissID_Setup.msi", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 230)):
        add(f"{DL}/{name}", R, "Software", age, _blob(r, head, 2000))
    add(f"{DL}/Unconfirmed 418227.crdownload", L, "System", 1, _blob(r, b"MZ\x90\x00", 800))

    # ------------------------------------------------------------ Photos: Resources
    d = f"{BI}/Handy Import 2026-05"
    for k, age in enumerate((61, 58, 47, 47, 40, 33, 33, 26, 19, 12, 9)):
        photo(f"{d}/Camera/IMG_{stamp(age, k)}.jpg", R, "Photos", age)
    for k, age in enumerate((55, 30, 14)):
        photo(f"{d}/Camera/IMG_{stamp(age, k + 20)}.heic", R, "Photos", age)
    for k, age in enumerate((44, 21, 6)):
        photo(f"{d}/Screenshots/Screenshot_{stamp(age, k)}.png", R, "Photos", age)
    for k, age in enumerate((80, 52, 27, 16)):
        dt = NOW - timedelta(days=age)
        photo(f"{d}/WhatsApp/Media/WhatsApp Images/IMG-{dt:%Y%m%d}-WA00{k + 10}.jpg", R, "Photos", age)
    for folder, age, n in (("2022 Bretagne", 1420, 3), ("2024 Sardinien", 680, 5), ("2025 Lenzerheide", 475, 3),
                           ("2025 Tessin", 230, 2)):
        for k in range(n):
            photo(f"{BI}/{folder}/IMG_{stamp(age - k, k)}.jpg", R, "Photos", age - k)
    for k in range(3):
        photo(f"{BI}/Nico Fussball/IMG_{stamp(300 - 40 * k, k)}.jpg", R, "Photos", 300 - 40 * k)
    photo(f"{BI}/Lea Vorspiel Dezember.jpg", R, "Photos", 175)
    add(f"{BI}/2024 Sardinien/Thumbs.db", L, "System", 600, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    add(f"{d}/Camera/Thumbs.db", L, "System", 9, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))

    # ------------------------------------------------------------ Backup of the old phone: Archive
    d = f"{DOK}/Handy-Backup Galaxy S9 2021"
    dot(f"{d}/DCIM/.nomedia", b"", 1700)
    for k, age in enumerate((2500, 2320, 2200, 2050, 1980, 1900, 1830, 1760)):
        photo(f"{d}/DCIM/Camera/{stamp(age, k)}.jpg", X, "Backup", age)
    for k, age in enumerate((2270, 1960)):
        dt = NOW - timedelta(days=age)
        photo(f"{d}/WhatsApp/Media/WhatsApp Images/IMG-{dt:%Y%m%d}-WA000{k + 1}.jpg", X, "Backup", age)
    add(f"{d}/WhatsApp/Media/WhatsApp Documents/DOC-20200313-WA0002.pdf", X, "Backup", 2270, t_backup_wa_doc)
    add(f"{d}/Notizen/Notiz 2020-02.txt", X, "Backup", 2300, t_backup_note)
    add(f"{d}/Notizen/Einkauf.txt", X, "Backup", 2400, t_einkauf)

    # ------------------------------------------------------------ more nameless files (hard), all topics
    add(f"{DL}/showpdf.pdf", A, "Health", 228, t_franchise, hard=True)
    add(f"{WA}/DOC-20260127-WA0001.pdf", A, "Finance", 125, fixed(t_lohnausweis, "Thomas"), hard=True)
    add(f"{DL}/Document (2).pdf", A, "Finance", 44, t_einschaetzung, hard=True)
    add(f"{SC}/Scan_20260412_0931.pdf", P, "Home", 49, t_kuendigung, hard=True)
    add(f"{DT}/Neues Textdokument (5).txt", P, "Pharmacy", 29, t_umbau_raumbeschrieb, hard=True)
    add(f"{DL}/Document (12).pdf", A, "Car", 148, t_verkehrsabgaben, hard=True)
    add(f"{SC}/Scan_20260127_1822.pdf", A, "Children", 124, fixed(t_zeugnis, "Lea"), hard=True)
    add(f"{SC}/2025/Scan_20251216_2030.pdf", X, "Choir", 168, t_weihnacht_programm, hard=True)
    add(f"{DL}/Document (13).pdf", P, "Travel", 61, fixed(t_eta, "Lea Meier"), hard=True)
    add(f"{WA}/DOC-20260428-WA0006.pdf", P, "Children", 34, t_gymi_kurs, hard=True)
    add(f"{DL}/Document (7).pdf", A, "Home", 163, t_hausrat, hard=True)
    add(f"{WA}/DOC-20260511-WA0007.pdf", A, "Pharmacy", 21, t_notfalldienst, hard=True)

    # ------------------------------------------------------------ Left: system files
    ini = "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n"
    add(f"{DT}/desktop.ini", L, "System", 900, ini.encode("utf-16"))
    add(f"{DL}/desktop.ini", L, "System", 900, ini.replace("21769", "21798").encode("utf-16"))
    add(f"{DOK}/desktop.ini", L, "System", 900, ini.replace("21769", "21770").encode("utf-16"))
    add(f"{DOK}/Apotheke/Dienstplan/~$Dienstplan 2026-06.xlsx", L, "System", 0.2, b"\x0cSandra Meier" + b"\x00" * 150)

    return items
