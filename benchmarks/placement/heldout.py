"""A held-out labelled corpus (issue 14): another household's files, ``build(root, seed)``.

Written apart from the classifier's keyword tables and from ``corpus.py``: the point is to see how
placement does on files nobody tuned it for. The household: Lena (a nurse on a hospital ward in Munich),
Julien (a French freelance photographer), their children Mia (8, at primary school) and Noah (4, at
the Kita), family in Lyon and holidays in Spain. German, French, Spanish and English file names and
text are mixed, as on a real family computer; scanner and phone exports (``scan0001.pdf``,
``SKM_C258...pdf``, ``PXL_2025...jpg``), ``Document (3).pdf``, screenshots, RAW files, a code folder
without ``.git``, old year folders, unfinished downloads and system files.

Truth labels are what a careful person would choose, not what the code does:

- **Areas**: ongoing responsibilities -- money and insurance (Finance), health (Health), the flat
  (Home), identity papers and official letters (Legal), the children's school and Kita (Kids), Lena's
  employment (Job), the car (Car). Area documents stay areas whatever their age.
- **Projects**: work with an end that is still going on -- Julien's current client shoots (Clients),
  the trip being planned (Travel), the move being organised, a birthday party.
- **Resources**: reference -- recipes, manuals, courses and training material, reading, photos,
  music, videos, installers, code.
- **Archive**: finished projects (last years' client shoots and trips), old backups, old year folders.
- **Left**: unfinished downloads, lock files and system files.

``hard`` marks files whose name says nothing about their subject (at least a fifth): only their
content can place them. Dates are relative to ``corpus.NOW`` (2026-06-01 UTC) so both corpora share
the benchmark's reference time.
"""

from __future__ import annotations

import io
import os
import random
import zipfile
from datetime import datetime, timezone
from pathlib import Path
from xml.sax.saxutils import escape

from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg

__all__ = ["build", "NOW", "NOW_S"]

DAY = 86_400
AREAS = {"Finance", "Health", "Home", "Legal", "Kids", "Job", "Car"}
RESOURCES = {"Recipes", "Manuals", "Education", "Reading", "Photos", "Music", "Videos", "Software", "Code"}

# ---- what documents on each topic say, by language (written for this corpus) ----------------------
TEXT: dict[str, dict[str, list[str]]] = {
    "Finance": {
        "de": ["Kontoauszug Nr. {n} vom {dd}", "Alter Kontostand: 2.431,18 EUR", "SEPA-Lastschrift Stadtwerke "
               "München, Mandatsreferenz {n}", "Gutschrift Gehalt Klinikum {mm}/{y}", "Neuer Kontostand: {n},55 EUR",
               "Bitte überweisen Sie den Betrag von {n},00 € bis zum {dd} auf das unten genannte Konto.",
               "Rechnungsnummer {n}, Rechnungsdatum {dd}", "Nettobetrag {n},00 €, zzgl. 19 % MwSt.",
               "Einkommensteuerbescheid für das Kalenderjahr {y}", "Die Nachzahlung ist innerhalb eines Monats "
               "fällig.", "Ihr Beitrag zur Kfz-Haftpflicht beträgt {n},40 € jährlich.", "Versicherungsschein "
               "Nr. {n}", "Lohnsteuerbescheinigung {y}: Bruttoarbeitslohn {n}.512,00 EUR"],
        "fr": ["Relevé de compte du {fd} au {fd}", "Solde créditeur au {fd} : {n},12 €", "Virement reçu de "
               "M. Moreau", "Montant TTC : {n},80 €, dont TVA 20 %", "Date d'échéance : {fd}",
               "Avis d'impôt sur les revenus de l'année {y}", "Prélèvement à la source : taux personnalisé "
               "7,4 %", "Facture n° {n} -- prestation photographique, net à payer {n},00 €"],
        "es": ["Factura n.º {n} con fecha {fd}", "Importe total: {n},30 € (IVA 21 % incluido)",
               "Recibo domiciliado en su cuenta ES{n}", "Extracto de movimientos del mes de {mes}",
               "Saldo disponible: {n},02 €", "Fecha de vencimiento: {fd}"],
        "en": ["Order #{n} -- total charged to your card: €{n}.99", "Payment received, thank you.",
               "Your premium for the policy year is due on {ed}.", "Statement period {ed} to {ed}"],
    },
    "Health": {
        "de": ["Befundbericht vom {dd}", "Diagnose: akute Bronchitis, kein Hinweis auf Pneumonie.",
               "Überweisung an: HNO-Facharzt", "Arbeitsunfähig vom {dd} bis voraussichtlich {dd}",
               "Kinderarztpraxis Dr. Weinzierl -- U9-Vorsorgeuntersuchung", "Impfung: Masern-Mumps-Röteln, "
               "2. Dosis", "Blutbild ohne pathologischen Befund.", "Bitte bringen Sie Ihre Versichertenkarte "
               "mit.", "Termin zur Kontrolle in vier Wochen.", "Einnahme: 1-0-1 nach dem Essen"],
        "fr": ["Ordonnance du Dr Lefèvre, {fd}", "Posologie : un comprimé matin et soir pendant 7 jours.",
               "Compte rendu de consultation pédiatrique", "Carnet de santé : vaccins à jour.",
               "Remboursement de la mutuelle sur présentation de la feuille de soins."],
        "es": ["Informe médico de urgencias", "Paciente: Noah Moreau, 4 años", "Tratamiento: paracetamol "
               "cada 8 horas si hay fiebre.", "Cita con la pediatra el {fd}"],
        "en": ["Visit summary: follow-up in two weeks.", "Your test result is within the normal range."],
    },
    "Home": {
        "de": ["Nebenkostenabrechnung für die Wohnung Belgradstraße 14, 3. OG links", "Abrechnungszeitraum "
               "01.01.{y} bis 31.12.{y}", "Ihre Vorauszahlungen: 1.440,00 €; Nachzahlung: {n},37 €",
               "Sehr geehrte Mieterin, sehr geehrter Mieter,", "Die Hausverwaltung informiert: Am {dd} wird "
               "das Treppenhaus gestrichen.", "Zählerstand Heizung Wohnzimmer: {n}", "Der Installateur kommt "
               "am Dienstag wegen des tropfenden Wasserhahns.", "Kaltmiete 1.280,00 €, Betriebskosten "
               "260,00 €", "Kündigungsfrist: drei Monate zum Monatsende."],
        "fr": ["Quittance de loyer -- mois de {mois}", "Le locataire a réglé la somme de {n},00 € au "
               "propriétaire.", "État des lieux de sortie : aucune dégradation constatée.",
               "Charges locatives : eau froide, entretien des parties communes."],
        "es": ["Comunidad de propietarios: derrama para el ascensor", "El inquilino se compromete a "
               "mantener la vivienda en buen estado."],
        "en": ["The landlord will inspect the smoke detectors on {ed}."],
    },
    "Legal": {
        "de": ["Meldebescheinigung zur Vorlage bei Behörden", "Hiermit wird bestätigt, dass die oben "
               "genannte Person unter folgender Anschrift gemeldet ist.", "Geburtsurkunde, Standesamt "
               "München, Registernummer G {n}/{y}", "Vollmacht: Ich bevollmächtige hiermit meinen Ehemann,",
               "Personalausweis gültig bis {dd}", "Aktenzeichen {n}/{y}, Amtsgericht München",
               "Bitte erscheinen Sie persönlich im Bürgerbüro."],
        "fr": ["Acte de naissance -- extrait avec filiation", "Livret de famille délivré le {fd}",
               "Carte nationale d'identité : demande de renouvellement", "Fait pour servir et valoir ce que "
               "de droit."],
        "es": ["Certificado de empadronamiento", "Número de identidad de extranjero (NIE)",
               "Poder notarial otorgado ante notario"],
        "en": ["This certifies that the person named above is a resident.", "Signed and witnessed on {ed}."],
    },
    "Kids": {
        "de": ["Liebe Eltern der Klasse 2b,", "am {dd} findet unser Wandertag statt; bitte Brotzeit und "
               "Regenjacke mitgeben.", "Elternabend am Donnerstag um 19:30 Uhr im Klassenzimmer.",
               "Bitte unterschreiben Sie den Abschnitt und geben Sie ihn bis Freitag zurück.",
               "Die Kita bleibt am Brückentag geschlossen.", "Mia hat ihre Hausaufgaben zuverlässig "
               "erledigt.", "Eingewöhnung in der Krippengruppe", "Elternbeirat: Protokoll der Sitzung",
               "Schulranzen und Turnbeutel bitte mit Namen beschriften.", "Ferienbetreuung in den "
               "Pfingstferien: Anmeldung bis {dd}"],
        "fr": ["Chers parents,", "La sortie scolaire au zoo aura lieu le {fd}.", "Merci de signer le cahier "
               "de liaison.", "Menu de la cantine de l'école maternelle"],
        "es": ["Queridas familias:", "Excursión del colegio: autorización de los padres"],
        "en": ["Dear parents, please remember that Friday is pyjama day at the nursery."],
    },
    "Job": {
        "de": ["Dienstplan Station 3B -- {mm}/{y}", "Frühdienst 06:00-14:12, Spätdienst 13:30-21:42, "
               "Nachtdienst 21:15-06:30", "Überstundenkonto: +{n} Stunden", "Ihr Urlaubsantrag für den "
               "Zeitraum {dd} bis {dd} wurde genehmigt.", "Pflegedienstleitung, Klinikum Schwabing",
               "Eingruppierung nach TVöD-P, Entgeltgruppe P8", "Arbeitsvertrag: Beginn des "
               "Arbeitsverhältnisses am {dd}", "Bitte tragen Sie Ihre Wunschdienste bis zum 15. ein.",
               "Teambesprechung der Station am Mittwoch"],
        "fr": ["Contrat de travail à durée indéterminée", "Planning des gardes du mois de {mois}"],
        "es": ["Turnos de enfermería del mes de {mes}"],
        "en": ["Shift swap approved by the ward manager."],
    },
    "Car": {
        "de": ["Hauptuntersuchung bestanden, nächste HU {mm}/{y}", "Zulassungsbescheinigung Teil I",
               "Werkstattauftrag: Reifenwechsel und Inspektion", "Kilometerstand {n}.210 km"],
        "fr": ["Contrôle technique : favorable"],
        "en": ["Your car is due for its annual service."],
    },
    "Clients": {
        "de": ["Angebot für Ihre Hochzeitsreportage am {dd}", "Leistungsumfang: Begleitung von 8 Stunden, "
               "ca. 400 bearbeitete Bilder, Online-Galerie", "Vielen Dank für Ihre Anfrage!", "Shotlist: "
               "Getting Ready, Trauung, Paarshooting, Gruppenfotos", "Nutzungsrechte für Social Media und "
               "Website inklusive", "Abgabe der Bildauswahl bis {dd}", "Moodboard im Anhang, bitte um "
               "Rückmeldung.", "Auftragsbestätigung für das Business-Shooting"],
        "fr": ["Devis pour une séance photo en studio", "Planning de la journée de mariage",
               "Livraison de la galerie en ligne sous trois semaines"],
        "es": ["Presupuesto para la sesión de fotos de producto", "Entrega de las fotos editadas"],
        "en": ["Thanks for booking the headshot session!", "Shot list and call sheet for Saturday."],
    },
    "Travel": {
        "de": ["Buchungsbestätigung Ferienwohnung Casa Azahar, Anreise {dd}", "Flug EW {n} München -> "
               "Valencia, Abflug 06:45, Terminal 2", "Check-in ab 16 Uhr, Schlüsselübergabe vor Ort",
               "Mietwagen: Abholung am Flughafen, Vollkasko ohne Selbstbeteiligung", "Packliste: "
               "Sonnencreme, Badesachen, Reisepässe der Kinder"],
        "fr": ["Billet de train : Paris Gare de Lyon -> Lyon Part-Dieu, voiture 14, place 72",
               "Confirmation de réservation, arrivée le {fd}"],
        "es": ["Reserva confirmada: apartamento en la playa de la Malvarrosa", "Vuelo de vuelta el {fd}"],
        "en": ["Your booking is confirmed. Free cancellation until {ed}."],
    },
    "Recipes": {
        "de": ["Zutaten: 250 g Mehl, 3 Eier, eine Prise Salz, 500 ml Milch", "Den Backofen auf 180 Grad "
               "Umluft vorheizen.", "Die Zwiebeln glasig dünsten und mit Brühe ablöschen.",
               "Den Teig 30 Minuten ruhen lassen.", "Mit Petersilie bestreut servieren."],
        "fr": ["Ingrédients : 4 pommes, 100 g de beurre, 120 g de farine", "Faire revenir les oignons "
               "dans l'huile d'olive.", "Enfourner 35 minutes à 200 °C."],
        "es": ["Ingredientes: arroz bomba, azafrán, judías verdes, garrofó", "Sofreír el pollo y el "
               "conejo en la paella.", "Dejar reposar cinco minutos antes de servir."],
        "en": ["Whisk the eggs and fold in the flour."],
    },
    "Manuals": {
        "de": ["Bedienungsanleitung -- bitte vor Inbetriebnahme sorgfältig lesen", "Sicherheitshinweise: "
               "Gerät nicht in der Nähe von Wasser betreiben.", "Störungsbehebung: Die Anzeige blinkt rot.",
               "Lieferumfang: Basisstation, Netzteil, Kurzanleitung"],
        "fr": ["Mode d'emploi", "Consignes de sécurité", "Mise en service de l'appareil"],
        "es": ["Manual de usuario", "Instrucciones de montaje", "Solución de problemas"],
        "en": ["Firmware update: hold the reset button for ten seconds.", "Getting started"],
    },
    "Education": {
        "de": ["Fortbildung Wundmanagement, Modul 2: Wundarten und Wundheilung", "Lernziele der "
               "Unterrichtseinheit", "Expertenstandard Dekubitusprophylaxe in der Pflege",
               "Skript zur Praxisanleitung", "Übungsaufgaben zur Medikamentenberechnung"],
        "fr": ["Support de formation : gestion de la douleur"],
        "en": ["Module 3 reading list and self-assessment questions."],
    },
}
FILLER = {"de": ["Mit freundlichen Grüßen", "Seite 1 von 2", "Stand: {dd}", "Bei Rückfragen stehen wir "
                 "Ihnen gern zur Verfügung.", "Anlage"],
          "fr": ["Cordialement,", "Page 1/2", "Bien à vous,"],
          "es": ["Atentamente,", "Página 1 de 2", "Un saludo,"],
          "en": ["Best wishes,", "Page 1 of 2"]}
MONTHS_DE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
             "November", "Dezember"]
MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
         "noviembre", "diciembre"]

# ---- loose files named for their subject: (name, topic, language of the content, age in days) ---------
NAMED = [
    # money and insurance (Areas)
    ("Kontoauszug_2025_11.pdf", "Finance", "de", 190), ("Kontoauszug_2026_04.pdf", "Finance", "de", 30),
    ("Lohnabrechnung März 2026.pdf", "Finance", "de", 60), ("Gehaltsabrechnung_02-2026.pdf", "Finance", "de", 95),
    ("Lohnsteuerbescheinigung 2025.pdf", "Finance", "de", 120), ("Steuerbescheid 2024.pdf", "Finance", "de", 300),
    ("Einkommensteuererklärung 2025 Belege.pdf", "Finance", "de", 20), ("Rechnung Stadtwerke.pdf", "Finance", "de", 45),
    ("Rechnung-Nr-20417.pdf", "Finance", "de", 12), ("Zahlungserinnerung Telekom.pdf", "Finance", "de", 8),
    ("Haftpflichtversicherung Police.pdf", "Finance", "de", 400), ("Beitragsrechnung Krankenkasse 2026.pdf", "Finance", "de", 150),
    ("Haushaltsbuch 2026.xlsx", "Finance", None, 3), ("Sparplan ETF Übersicht.pdf", "Finance", "de", 70),
    ("relevé de compte avril.pdf", "Finance", "fr", 35), ("avis_impot_2025.pdf", "Finance", "fr", 250),
    ("facture_EDF_2026-02.pdf", "Finance", "fr", 100), ("Facture 2026-031 Julien Moreau Photographie.pdf", "Finance", "fr", 25),
    ("factura_iberdrola_marzo.pdf", "Finance", "es", 80), ("recibo_alquiler_coche.pdf", "Finance", "es", 330),
    ("amazon order 302-5512.pdf", "Finance", "en", 14), ("Paypal Transaktionen 2025.csv", "Finance", None, 140),
    ("Elterngeld Bescheid.pdf", "Finance", "de", 900), ("Kindergeld Bewilligung.pdf", "Finance", "de", 1100),
    # health (Areas)
    ("Befund Lunge Röntgen.pdf", "Health", "de", 210), ("Impfpass Noah.jpg", "Health", None, 380),
    ("Krankmeldung Lena Mai 2026.pdf", "Health", "de", 18), ("U9 Vorsorge Noah.pdf", "Health", "de", 60),
    ("Zahnarzt Heil- und Kostenplan.pdf", "Health", "de", 130), ("ordonnance pédiatre.pdf", "Health", "fr", 90),
    ("carnet de vaccination Mia.pdf", "Health", "fr", 700), ("informe_urgencias_valencia.pdf", "Health", "es", 320),
    ("Brillenrezept Optiker.pdf", "Health", "de", 500), ("Physiotherapie Verordnung.pdf", "Health", "de", 40),
    # home (Areas)
    ("Mietvertrag Belgradstraße.pdf", "Home", "de", 1300), ("Nebenkostenabrechnung 2025.pdf", "Home", "de", 50),
    ("Hausratversicherung Antrag.pdf", "Home", "de", 600), ("Übergabeprotokoll Wohnung.pdf", "Home", "de", 1290),
    ("Handwerker Angebot Badezimmer.pdf", "Home", "de", 25), ("quittance_loyer_lyon.pdf", "Home", "fr", 1500),
    ("Stromzähler Foto.jpg", "Home", None, 200), ("WLAN Router Vertrag M-net.pdf", "Home", "de", 450),
    # legal and identity (Areas)
    ("Reisepass Lena Scan.pdf", "Legal", None, 800), ("Personalausweis Rückseite.jpg", "Legal", None, 800),
    ("Meldebescheinigung.pdf", "Legal", "de", 260), ("Geburtsurkunde Noah.pdf", "Legal", "de", 1400),
    ("acte de naissance Julien.pdf", "Legal", "fr", 1500), ("Heiratsurkunde.pdf", "Legal", "de", 2000),
    ("Patientenverfügung Vorlage ausgefüllt.pdf", "Legal", "de", 300), ("certificado empadronamiento.pdf", "Legal", "es", 700),
    ("Testament Entwurf Notar.pdf", "Legal", "de", 90),
    # the children (Areas)
    ("Elternbrief Wandertag.pdf", "Kids", "de", 20), ("Elternbrief Juni.pdf", "Kids", "de", 4),
    ("Kita Betreuungsvertrag.pdf", "Kids", "de", 700), ("Stundenplan 2b.pdf", "Kids", "de", 250),
    ("Zeugnis Mia 1. Klasse.pdf", "Kids", "de", 330), ("Anmeldung Ferienbetreuung Pfingsten.pdf", "Kids", "de", 30),
    ("Kita Speiseplan KW 22.pdf", "Kids", "de", 2), ("Schwimmkurs Anmeldung Mia.pdf", "Kids", "de", 55),
    # Lena's employment (Areas)
    ("Dienstplan Juni 2026.pdf", "Job", "de", 6), ("Dienstplan Mai 2026.pdf", "Job", "de", 36),
    ("Arbeitsvertrag Klinikum.pdf", "Job", "de", 1600), ("Urlaubsantrag Sommer.docx", "Job", "de", 75),
    ("Arbeitszeugnis Lena Hoffmann.pdf", "Job", "de", 1700), ("Überstundennachweis April.pdf", "Job", "de", 40),
    # the car (Areas)
    ("KFZ Versicherung Allianz.pdf", "Car", "de", 420), ("TÜV Bericht 2025.pdf", "Car", "de", 350),
    ("Werkstatt Rechnung Inspektion.pdf", "Car", "de", 150), ("Fahrzeugschein.jpg", "Car", None, 900),
    # Julien's current client work and an upcoming trip (Projects)
    ("Angebot Hochzeit Weber.pdf", "Clients", "de", 9), ("Devis shooting Boulangerie Martin.pdf", "Clients", "fr", 14),
    ("Shotlist Hochzeit Weber.docx", "Clients", "de", 5), ("Moodboard Produktfotos Kaffeerösterei.pdf", "Clients", "de", 11),
    ("presupuesto sesión fotos Valencia.pdf", "Clients", "es", 20), ("Auftragsbestätigung Business Portraits.pdf", "Clients", "de", 17),
    ("Buchungsbestätigung Ferienwohnung Valencia.pdf", "Travel", "de", 21), ("Flugtickets Valencia August.pdf", "Travel", "de", 19),
    ("Packliste Urlaub.docx", "Travel", "de", 7), ("billet TGV Lyon juillet.pdf", "Travel", "fr", 16),
    ("Einladung Kindergeburtstag Mia.docx", "Party", "de", 10), ("Gästeliste Geburtstag.xlsx", "Party", None, 9),
    # finished work and past trips (Archive)
    ("Angebot Hochzeit Schmid 2022.pdf", "Clients", "de", 1400), ("Devis mariage Dupont 2021.pdf", "Clients", "fr", 1700),
    ("Rechnung Shooting Bäckerei 2021.pdf", "Finance", "de", 1650),
    ("Reiseplan Lissabon 2023.pdf", "Travel", "de", 1050), ("boarding pass MUC-LIS 2023.pdf", "Travel", "en", 1050),
    ("Ferienhaus Bretagne 2022 Buchung.pdf", "Travel", "de", 1400),
    # reference (Resources)
    ("Rezept Apfelstrudel.docx", "Recipes", "de", 500), ("Omas Kartoffelsalat.txt", "Recipes", "de", 800),
    ("recette tarte tatin.pdf", "Recipes", "fr", 300), ("receta paella valenciana.pdf", "Recipes", "es", 250),
    ("Bedienungsanleitung Waschmaschine.pdf", "Manuals", "de", 1000), ("Anleitung Kinderwagen.pdf", "Manuals", "de", 1300),
    ("mode d'emploi cafetière.pdf", "Manuals", "fr", 600), ("Canon EOS R6 Benutzerhandbuch.pdf", "Manuals", "de", 500),
    ("Godox AD200 manual.pdf", "Manuals", "en", 450), ("Fortbildung Wundmanagement Modul 2.pdf", "Education", "de", 100),
    ("Expertenstandard Dekubitus.pdf", "Education", "de", 400), ("Skript Praxisanleitung.pdf", "Education", "de", 250),
    ("Lightroom Kurs Lektion 4.mp4", "Education", None, 200),
    ("Der Gesang der Flusskrebse.epub", "Reading", None, 600), ("Le Petit Prince.epub", "Reading", None, 900),
    ("Zeitschrift Pflege Heute 05-2026.pdf", "Reading", "de", 25), ("Leseprobe Kochbuch.pdf", "Reading", "de", 300),
    ("Kinderlieder - 07 - Alle meine Entchen.mp3", "Music", None, 700), ("Noah Gute-Nacht-Playlist.m3u", "Music", None, 300),
    ("darktable-4.8.1-x86_64.dmg", "Software", None, 150), ("LibreOffice_24.8.2_Win_x86-64.msi", "Software", None, 200),
    ("Brother_MFC-L2710DW_Treiber.exe", "Software", None, 500),
]
#: Files whose name says nothing: (name, extension, topic, language, age); buckets follow the topic.
HARD = [
    ("scan0001", "pdf", "Finance", "de", 400), ("scan0002", "pdf", "Health", "de", 90),
    ("scan0003", "pdf", "Legal", "de", 250), ("scan0007", "pdf", "Home", "de", 70),
    ("Scan_20240312", "pdf", "Finance", "de", 810), ("Scan_20250611", "pdf", "Kids", "de", 355),
    ("Scan_20260502", "pdf", "Health", "de", 30), ("Scan 14.03.2025", "pdf", "Home", "de", 440),
    ("SKM_C25824031115310", "pdf", "Finance", "de", 800), ("SKM_C25826051208220", "pdf", "Job", "de", 20),
    ("EPSON001", "PDF", "Legal", "de", 1300), ("EPSON014", "PDF", "Kids", "de", 140),
    ("doc00231520240611", "pdf", "Finance", "de", 720), ("Adobe Scan 12 Mar 2025", "pdf", "Health", "en", 445),
    ("CamScanner 03-11-2025 14.22", "pdf", "Legal", "fr", 210), ("20250114_093211", "pdf", "Car", "de", 500),
    ("Document (3)", "pdf", "Finance", "fr", 60), ("Document (4)", "pdf", "Home", "fr", 300),
    ("Document (7)", "pdf", "Travel", "fr", 12), ("download", "pdf", "Finance", "en", 25),
    ("download (1)", "pdf", "Manuals", "de", 200), ("download (2)", "pdf", "Clients", "en", 6),
    ("file", "pdf", "Recipes", "es", 300), ("Dokument1", "docx", "Kids", "de", 15),
    ("Dokument2", "docx", "Job", "de", 45), ("Dokument3", "docx", "Clients", "de", 4),
    ("Document1", "docx", "Home", "en", 120), ("sin título", "docx", "Travel", "es", 10),
    ("sans titre", "docx", "Recipes", "fr", 500), ("Neues Microsoft Word-Dokument", "docx", "Legal", "de", 330),
    ("Unbenannt", "odt", "Kids", "de", 200), ("Unbenannt 2", "odt", "Finance", "de", 60),
    ("Neues Textdokument", "txt", "Recipes", "de", 900), ("Neues Textdokument (2)", "txt", "Job", "de", 22),
    ("nouveau document", "txt", "Health", "fr", 260), ("notes", "txt", "Clients", "de", 3),
    ("notizen", "txt", "Travel", "de", 11), ("text", "txt", "Manuals", "en", 600),
    ("todo", "md", "Clients", "en", 2), ("Mappe1", "xlsx", "Finance", "de", 100),
    ("Tabelle1", "xlsx", "Job", "de", 50), ("page", "html", "Recipes", "fr", 400),
    ("index", "html", "Manuals", "de", 350), ("temp", "html", "Travel", "en", 13),
    ("image001", "pdf", "Kids", "de", 160), ("brief", "pdf", "Legal", "de", 600),
    ("anhang", "pdf", "Health", "de", 150), ("Anhang (2)", "pdf", "Finance", "de", 35),
    ("pièce jointe", "pdf", "Finance", "fr", 95), ("adjunto", "pdf", "Home", "es", 700),
    ("attachment", "pdf", "Car", "en", 280), ("WhatsApp Document 2025-09-14", "pdf", "Kids", "de", 260),
    ("Telegram Desktop export", "txt", "Education", "de", 180), ("output", "pdf", "Education", "de", 350),
    ("print", "pdf", "Finance", "de", 210), ("Untitled document", "docx", "Clients", "en", 8),
    ("Untitled", "txt", "Home", "en", 45), ("a", "txt", "Recipes", "de", 1000),
    ("x", "pdf", "Legal", "es", 900), ("neu", "txt", "Kids", "de", 33),
    ("copie", "pdf", "Health", "fr", 520), ("kopie", "pdf", "Car", "de", 620),
    ("gescanntes Dokument", "pdf", "Home", "de", 85), ("documento escaneado", "pdf", "Health", "es", 330),
    ("IMG_20250907_0001", "pdf", "Kids", "de", 265), ("Seite 1", "pdf", "Job", "de", 120),
    ("p1", "pdf", "Finance", "de", 230), ("001", "pdf", "Legal", "fr", 1000),
    ("2026-05-28", "pdf", "Clients", "de", 4), ("Ausdruck", "pdf", "Travel", "de", 18),
    ("doc", "docx", "Education", "en", 220), ("misc", "txt", "Job", "en", 60),
    ("info", "html", "Kids", "fr", 90), ("readme", "txt", "Manuals", "en", 800),
    ("Entwurf final", "docx", "Clients", "de", 7), ("version2", "pdf", "Finance", "de", 180),
]


def bucket_of(topic: str, age_days: float) -> str:
    if topic in AREAS:
        return "Areas"
    if topic in RESOURCES:
        return "Resources"
    return "Projects" if age_days <= 120 else "Archive"  # Clients, Travel, Party, Move: work with an end


class _Gen:
    def __init__(self, root: Path, seed: int) -> None:
        self.root, self.rng, self.items = root, random.Random(seed), []
        self.taken: set[str] = set()

    def fill(self, s: str, year: int) -> str:
        r = self.rng
        mm, d = r.randint(1, 12), r.randint(1, 28)
        return s.format(n=r.randint(12, 980), y=year, mm=f"{mm:02d}", dd=f"{d:02d}.{mm:02d}.{year}",
                        fd=f"{d:02d}/{mm:02d}/{year}", ed=f"{d} {MONTHS_DE[mm - 1][:3]} {year}",
                        mois=MOIS[mm - 1], mes=MESES[mm - 1])

    def text(self, topic: str, lang: str, year: int, sentences: int = 4) -> str:
        pools = TEXT[topic]
        pool = pools.get(lang) or pools["de"]
        picked = self.rng.sample(pool, min(sentences, len(pool)))
        if len(picked) < sentences and lang != "de":  # a short pool: the rest in German, as mixed mail is
            picked += self.rng.sample(pools["de"], min(sentences - len(picked), len(pools["de"])))
        lines = [self.fill(s, year) for s in picked]
        fill = FILLER.get(lang, FILLER["de"])
        lines.insert(self.rng.randint(0, len(lines)), self.fill(self.rng.choice(fill), year))
        lines.append(self.fill(self.rng.choice(fill), year))
        return "\n".join(lines) + "\n"

    def write(self, rel: str, data: bytes, age_days: float, bucket: str, topic: str, hard: bool = False) -> None:
        assert rel.lower() not in self.taken, rel
        self.taken.add(rel.lower())
        path = self.root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        t = NOW_S - int(age_days * DAY)
        os.utime(path, (t, t))
        self.items.append(Item(rel, bucket, topic, hard))

    def body(self, ext: str, topic: str | None, lang: str | None, age_days: float) -> bytes:
        year = datetime.fromtimestamp(NOW_S - age_days * DAY, timezone.utc).year
        ext = ext.lower()
        if ext in ("jpg", "jpeg"):
            return _jpeg(self.rng, datetime.fromtimestamp(NOW_S - age_days * DAY, timezone.utc))
        if topic is None or lang is None or topic not in TEXT:
            return bytes(self.rng.randbytes(64))
        text = self.text(topic, lang, year, sentences=self.rng.randint(3, 5))
        if ext == "pdf":
            return _pdf(text)
        if ext == "docx":
            return _docx(text)
        if ext == "odt":
            return _odt(text)
        if ext == "xlsx":
            return _xlsx(text)
        if ext == "html":
            return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title></title></head><body>"
                    f"<p>{escape(text).replace(chr(10), '</p><p>')}</p></body></html>").encode()
        if ext in ("txt", "md", "csv"):
            return text.encode()
        return bytes(self.rng.randbytes(64))


def _pdf(text: str) -> bytes:
    """A one-page PDF with a WinAnsi-encoded text layer (as scanner OCR and office exports write)."""
    lines = [ln.replace("\\", "").replace("(", "").replace(")", "") for ln in text.splitlines() if ln.strip()]
    stream = "BT /F1 11 Tf 50 780 Td 14 TL " + " ".join(f"({ln}) '" for ln in lines) + " ET"
    data = stream.encode("cp1252", "replace")
    objs = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R "
            b"/Resources << /Font << /F1 5 0 R >> >> >>",
            b"<< /Length %d >>\nstream\n" % len(data) + data + b"\nendstream",
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"]
    out, offsets = io.BytesIO(), []
    out.write(b"%PDF-1.4\n")
    for i, obj in enumerate(objs, 1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n" % i + obj + b"\nendobj\n")
    xref = out.tell()
    out.write(f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode())
    for off in offsets:
        out.write(f"{off:010d} 00000 n \n".encode())
    out.write(f"trailer << /Size {len(objs) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode())
    return out.getvalue()


def _zip(members: dict[str, str]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, text in members.items():
            info = zipfile.ZipInfo(name, (2026, 1, 1, 0, 0, 0))
            zf.writestr(info, text, zipfile.ZIP_STORED if name == "mimetype" else zipfile.ZIP_DEFLATED)
    return buf.getvalue()


def _docx(text: str) -> bytes:
    paras = "".join(f"<w:p><w:r><w:t xml:space=\"preserve\">{escape(ln)}</w:t></w:r></w:p>"
                    for ln in text.splitlines())
    return _zip({
        "[Content_Types].xml": '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.'
        'openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/'
        'vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.'
        'wordprocessingml.document.main+xml"/></Types>',
        "_rels/.rels": '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats'
        '.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/'
        'officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
        "word/document.xml": '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.'
        f'openxmlformats.org/wordprocessingml/2006/main"><w:body>{paras}</w:body></w:document>'})


def _odt(text: str) -> bytes:
    paras = "".join(f"<text:p>{escape(ln)}</text:p>" for ln in text.splitlines())
    return _zip({"mimetype": "application/vnd.oasis.opendocument.text",
                 "content.xml": '<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office='
                 '"urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:'
                 f'xmlns:text:1.0"><office:body><office:text>{paras}</office:text></office:body>'
                 "</office:document-content>"})


def _xlsx(text: str) -> bytes:
    cells = text.splitlines()
    strings = "".join(f"<si><t>{escape(c)}</t></si>" for c in cells)
    rows = "".join(f'<row r="{i + 1}"><c r="A{i + 1}" t="s"><v>{i}</v></c></row>' for i in range(len(cells)))
    return _zip({
        "[Content_Types].xml": '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.'
        'openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>'
        "</Types>",
        "xl/sharedStrings.xml": '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats'
        f'.org/spreadsheetml/2006/main" count="{len(cells)}">{strings}</sst>',
        "xl/worksheets/sheet1.xml": '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.'
        f'openxmlformats.org/spreadsheetml/2006/main"><sheetData>{rows}</sheetData></worksheet>'})


def build(root: Path, seed: int = 14) -> list[Item]:
    """Write the held-out corpus under ``root`` (which should be empty); return the truth labels."""
    g = _Gen(root, seed)
    r = g.rng
    dl = "Downloads"
    # 1. loose files named for their subject (mostly in Downloads, some on the desktop)
    for i, (name, topic, lang, age) in enumerate(NAMED):
        ext = name.rpartition(".")[2]
        where = "Desktop" if i % 9 == 4 else dl
        g.write(f"{where}/{name}", g.body(ext, topic, lang, age), age, bucket_of(topic, age), topic)
    # 2. files whose name says nothing
    for i, (stem, ext, topic, lang, age) in enumerate(HARD):
        where = ("Desktop", "Dokumente", dl, dl)[i % 4]
        g.write(f"{where}/{stem}.{ext}", g.body(ext, topic, lang, age), age, bucket_of(topic, age), topic,
                hard=True)
    # 3. camera, phone and screen exports lying loose
    for i in range(10):
        age = r.uniform(5, 600)
        taken = datetime.fromtimestamp(NOW_S - age * DAY, timezone.utc)
        stem = (f"PXL_{taken:%Y%m%d}_{r.randint(100000, 235959)}", f"IMG_{2033 + i * 17}",
                f"WhatsApp Image {taken:%Y-%m-%d} at {r.randint(10, 23)}.{r.randint(10, 59)}.{r.randint(10, 59)}",
                f"DSC_{4000 + i * 3}", f"IMG-{taken:%Y%m%d}-WA{i:04d}")[i % 5]
        g.write(f"{dl}/{stem}.jpg", _jpeg(r, taken), age, "Resources", "Photos")
    for i in range(5):
        age = r.uniform(1, 300)
        taken = datetime.fromtimestamp(NOW_S - age * DAY, timezone.utc)
        name = (f"Screenshot_{taken:%Y%m%d}-{r.randint(100000, 235959)}.png",
                f"Bildschirmfoto {taken:%Y-%m-%d} um {r.randint(10, 23)}.{r.randint(10, 59)}.{r.randint(10, 59)}.png",
                f"Capture d'écran {taken:%Y-%m-%d} {r.randint(10, 23)}{r.randint(10, 59)}{r.randint(10, 59)}.png",
                f"Captura de pantalla {taken:%Y-%m-%d}.png", "Screen Shot 2025-10-02 at 09.14.55.png")[i]
        g.write(f"Desktop/{name}", b"\x89PNG\r\n\x1a\n" + r.randbytes(40), age, "Resources", "Photos")
    for i, name in enumerate(("VID_20250812_193012.mp4", "PXL_20260101_000512.mp4", "Mia Schwimmen.mov")):
        g.write(f"{dl}/{name}", r.randbytes(200), 30 + i * 120, "Resources", "Videos")
    for name in ("_DSC4512.ARW", "_MG_0912.CR2", "DSCF3301.RAF"):
        g.write(f"{dl}/{name}", b"II*\x00" + r.randbytes(60), r.uniform(10, 400), "Resources", "Photos")
    # 4. folders that hold related work
    def shoot(folder: str, age: float, bucket: str, photos: int, docs: dict[str, tuple[str, str]]) -> None:
        for k in range(photos):
            stem = f"_DSC{5100 + k * 7}"
            taken = datetime.fromtimestamp(NOW_S - age * DAY, timezone.utc)
            g.write(f"{folder}/RAW/{stem}.ARW", b"II*\x00" + r.randbytes(60), age + r.uniform(0, 3), bucket, "Clients")
            g.write(f"{folder}/Export/{folder.rpartition('/')[2]} {k + 1:03d}.jpg", _jpeg(r, taken),
                    age + r.uniform(0, 2), bucket, "Clients")
        for name, (topic, lang) in docs.items():
            ext = name.rpartition(".")[2]
            g.write(f"{folder}/{name}", g.body(ext, topic, lang, age), age, bucket, "Clients")

    shoot("Aufträge/2026-05 Hochzeit Weber", 6, "Projects", 6,
          {"Vertrag.pdf": ("Clients", "de"), "Ablauf.docx": ("Clients", "de")})
    shoot("Aufträge/Kaffeerösterei Produktfotos", 15, "Projects", 4,
          {"Briefing.pdf": ("Clients", "de"), "Rechnung.pdf": ("Finance", "de")})
    shoot("Aufträge/2023 Café Lumière", 1000, "Archive", 4, {"devis.pdf": ("Clients", "fr")})
    shoot("Aufträge/Hochzeit Nguyen 2022", 1450, "Archive", 3,
          {"Vertrag.pdf": ("Clients", "de"), "Rechnung.pdf": ("Finance", "de")})
    for name, text in (("rename.py", "import exifread\n"), ("exif_utils.py", "def taken(p):\n    pass\n"),
                       ("config.yaml", "pattern: '{date}_{seq}'\n"), ("batch.sh", "python rename.py \"$@\"\n"),
                       ("out.log", "renamed 412 files\n"), ("TODO.txt", "- handle HEIC\n")):
        g.write(f"Projekte/lightroom-renamer/{name}", text.encode(), r.uniform(3, 25), "Projects", "Code")
    for name, text in (("index.html", "<html></html>\n"), ("css/style.css", "body{}\n"), ("js/main.js", "x=1\n"),
                       ("img/hero.jpg", None), ("img/about.jpg", None), ("kontakt.php", "<?php ?>\n")):
        data = _jpeg(r, datetime(2019, 5, 1, tzinfo=timezone.utc)) if text is None else text.encode()
        g.write(f"Projekte/alte Website julien-photo/{name}", data, 2300 + r.uniform(0, 30), "Archive", "Code")
    for name, topic in (("Lohnsteuerbescheinigung Lena.pdf", "Finance"), ("Spendenquittungen.pdf", "Finance"),
                        ("Kita Gebühren Bescheinigung.pdf", "Finance"), ("Handwerkerrechnungen.pdf", "Finance"),
                        ("Fahrtkosten Tabelle.xlsx", "Finance"), ("Anlage Kind.pdf", "Finance")):
        ext = name.rpartition(".")[2]
        g.write(f"Steuer 2025/{name}", g.body(ext, "Finance", "de", 60), r.uniform(20, 120), "Areas", topic)
    for name in ("Eingewöhnung Infos.pdf", "Notfallkontakte.docx", "Elternbeirat Protokoll.pdf",
                 "Sommerfest Helferliste.pdf", "Abholberechtigung.pdf"):
        ext = name.rpartition(".")[2]
        g.write(f"Kita Sonnenschein/{name}", g.body(ext, "Kids", "de", 90), r.uniform(5, 400), "Areas", "Kids")
    for name, topic in (("Umzugsfirma Angebote.pdf", "Move"), ("Checkliste Umzug.docx", "Move"),
                        ("Kartons Inventar.xlsx", "Move"), ("Nachsendeauftrag Post.pdf", "Move"),
                        ("appartement Croix-Rousse annonce.pdf", "Move")):
        ext = name.rpartition(".")[2]
        g.write(f"Umzug Lyon/{name}", g.body(ext, "Home", "de" if "Croix" not in name else "fr", 10),
                r.uniform(2, 40), "Projects", topic)
    for i in range(10):  # a family album from a holiday, phone photos
        taken = datetime(2024, 8, r.randint(1, 20), tzinfo=timezone.utc)
        g.write(f"Bilder/Valencia 2024/PXL_202408{taken.day:02d}_{r.randint(100000, 235959)}.jpg",
                _jpeg(r, taken), r.uniform(600, 650), "Resources", "Photos")
    for i in range(8):  # a phone's camera folder copied over
        taken = datetime(2026, r.randint(1, 5), r.randint(1, 28), tzinfo=timezone.utc)
        g.write(f"Bilder/Handy Mai/IMG_{i + 8800}.jpg", _jpeg(r, taken), r.uniform(5, 30), "Resources", "Photos")
    for name, topic, lang in (("Steuer 2017.pdf", "Finance", "de"), ("Bewerbung Klinikum.docx", "Job", "de"),
                              ("Wohnungssuche Liste.txt", "Home", "de"), ("Hochzeit Gäste.xlsx", "Party", None),
                              ("IMG_0042.jpg", "Photos", None), ("Rechnung Fotostudio.pdf", "Finance", "de")):
        ext = name.rpartition(".")[2]
        g.write(f"2017/{name}", g.body(ext, topic if topic in TEXT else None, lang, 3000), 3000 + r.uniform(0, 60),
                "Archive", topic)
    for name, topic, lang in (("Lebenslauf alt.docx", "Job", "de"), ("Briefe/Kündigung Fitnessstudio.docx", "Legal", "de"),
                              ("Briefe/Widerspruch Krankenkasse.docx", "Health", "de"), ("Rezepte.txt", "Recipes", "de"),
                              ("Fotos Export/IMG_1204.jpg", "Photos", None), ("Fotos Export/IMG_1205.jpg", "Photos", None)):
        ext = name.rpartition(".")[2]
        g.write(f"Backup Laptop alt/{name}", g.body(ext, topic if topic in TEXT else None, lang, 1800),
                1800 + r.uniform(0, 100), "Archive", topic)
    # 5. files that must stay where they are
    for name in ("Vertrag_final.pdf.crdownload", "Urlaubsvideo.mp4.part", "LibreOffice.msi.opdownload",
                 "~$Elternbrief.docx", "Thumbs.db", "desktop.ini", "Dokumente/~$Shotlist.docx"):
        rel = name if "/" in name else f"{dl}/{name}"
        g.write(rel, b"x" * 10, 0.01, "Left", "Other")
    return g.items
