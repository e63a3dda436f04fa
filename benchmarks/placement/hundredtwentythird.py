"""A hundred-and-twenty-third unseen labelled corpus: Marjolein Bos's shared Windows laptop, ``build(root, seed)``, written blind.

What was read (nothing else): ``/tmp/brief/corpus_rules.txt``; ``benchmarks/placement/unseen.py`` lines 1-220
and 1296-1360; ``benchmarks/placement/corpus.py`` lines 1-30 and its functions ``_pdf`` and ``_jpeg``;
``benchmarks/placement/blind.py`` lines 74-107 and its function ``_png``; a listing of file names in
``benchmarks/placement/``; the labelled output of this module itself, to check it. Slips, recorded honestly: printing ``corpus.py`` lines 169-230 ran past ``_jpeg``
into the first ~25 lines of ``corpus.py``'s ``build()`` (its loop over named loose files and IMG photos);
nothing from it is used here. One shell command also piped the first lines of ``hundredtwentysecond.py``
to ``/dev/null`` (nothing was displayed or read). No foldwise code, docs, tests, scripts, git history or
placement result was looked at.

The person: Marjolein Bos, 52, lives at Adriaen van Ostadelaan 61, 3583 AG Utrecht (Oost) with her
husband Jeroen Verhoeven (54, history teacher at Het Nieuwe Lyceum Utrecht) and their children Daan (18,
just sat his VWO final exams; starts Technische Natuurkunde at the Rijksuniversiteit Groningen in
September 2026 and moves into a student room at Oosterstraat 31b, Groningen, on 29 August 2026) and Lotte
(15, havo 3 at Het Kromme Rijn College). Since 2018 Marjolein is the employed practice manager
(praktijkmanager) of Huisartsenpraktijk Oudwijk, a GP partnership (maatschap dr. A. Kuipers, R. de Graaf,
S. Yilmaz) at Oudwijk 12, Utrecht: she makes the rosters, holds staff appraisals, manages supplier and IT
contracts (Zorg-IT Midden, Telecom4Zorg, Schoonmaakbedrijf Sprank, MedSupply) and the recurring NHG
accreditation paperwork. She coordinates the practice's move to Gezondheidscentrum De Lemkes
(Ina Boudier-Bakkerlaan 40) on the weekend of 26-27 September 2026 (floor plans, movers, IT and phone
migration). Before that she was team leader of the outpatient secretariats at Ziekenhuis Oudegracht in
Utrecht (2006-2018; ended). She is the volunteer treasurer (penningmeester) of roeivereniging U.R.V.
Kromme Rijn (annual accounts, member fees, direct debits). Her father Henk Bos (86) lives in Zorgcentrum
De Eemhof in Amersfoort; she runs his affairs under the power of attorney in his levenstestament
(ongoing). Her mother Truus Bos-van Leeuwen died on 14 February 2024; the funeral and the estate were
settled by November 2024 (ended). At home a kitchen renovation is under way (Keukenstudio Mulder,
Bouwbedrijf Hak; placement planned late June 2026). Marjolein and Jeroen go on a cycling holiday in the
Dolomites (Corvara, 8-16 August 2026) and are training for it. Ended: a trip to Porto and the Douro in
May 2025 (and an older trip to the Ardèche in 2022); the old Opel Astra, sold in March 2025. Two cars now:
her Toyota Corolla Touring Sports (J-482-NV) and Jeroen's VW Polo (XG-317-T). Languages: Dutch, some
English (software, manuals, an English novel, tour operator mails).

The machine: a Windows laptop shared with Jeroen. ``Documenten/`` holds some good folders (Werk praktijk,
Financiën, Huis, Papa, Roeivereniging, Vakanties ...), some bad ones (``Diversen/``, a ``2019/`` dump,
``Oud werk ziekenhuis/`` left from the old job) and Jeroen's folder; ``Downloads/`` and ``Bureaublad/`` are
dumps; ``Scans/`` holds the printer's scan0001.pdf-style files; ``Afbeeldingen/`` has phone imports,
screenshots and albums; ``Muziek/``; ``Back-up telefoon 2021 Galaxy S9/`` an old phone backup.
Warranty papers (Miele washer) are Areas Home; the WOZ objection letter is Areas Home.

LABELLING RULES (written before any file was generated; as of NOW = 2026-06-01):

- Projects (an outcome with an end, still being worked on, whatever the file's age):
  the practice's move to De Lemkes in 2026 -- plans, movers, IT/phone migration, patient letter, photos of
  the new building (topic Practice); the kitchen renovation -- quotes, drawings, orders, budget, payment
  instalments, photos of the old kitchen and demolition (topic Home); Daan's move to Groningen and start
  of his studies -- Studielink enrolment, room contract, DUO application, huurtoeslag, furniture, moving
  van (topic Kids); the Dolomites cycling holiday -- booking, route, hotels, training plan, packing list,
  bike hire (topic Travel).
- Areas (ongoing responsibilities, whatever the document's age): her job as practice manager -- rosters,
  appraisals, supplier/IT contracts, accreditation, team minutes, absence records (topic Practice);
  household money, bank, tax returns of any year, mortgage, pensions, budget (Finance); house bills,
  energy, municipal taxes, boiler maintenance (Home); the two current cars (Car); household policies
  (Insurance), the children's savings accounts (Finance); her and the family's health and
  health-insurance claims (Health); Lotte's school and Daan's school until his diploma (Kids); her
  father's affairs under the
  power of attorney -- care home, CAK, his bank, his tax, his pension, his health (Dad); the rowing club
  treasury -- accounts, budget, member fees, club bank exports, invoices, general meeting (Rowing);
  Jeroen's teaching material on the shared laptop (Teaching).
- Resources (reference and interests): appliance and software manuals (Home / Software), installers
  (Software), ebooks (Books), recipes (Cooking), music (Music), rowing technique and cycling articles
  (Rowing / Cycling), reference for the practice such as a CAO summary or the NTS triage guide
  (Practice; but her own appraisal form template is a working document: Areas Practice), everyday photos, albums (including holiday albums) and screenshots
  (Photos) -- except photos that document a project (kitchen demolition, the new practice building,
  Daan's room: that project's bucket and topic; likewise a screenshot of a route profile made for the
  Dolomites plan) and photos inside the phone backup. A downloaded zip of holiday photos is Photos too.
  Manuals of the new kitchen appliances (Quooker, Bosch hob) are reference: Resources Home, not the
  kitchen project; the printer manual is Resources Home; the Garmin manual and a Dolomites cycling
  guide (ebook) are Resources Cycling; a cookbook sample (epub) is Resources Cooking.
- Archive (finished projects, ended responsibilities): the hospital job ended 2018 (Hospital); Mum's
  funeral and estate, settled 2024 (Estate); the Porto/Douro trip 2025, Ardèche 2022 and Zeeland 2019
  (Travel); the sold Opel Astra (Car); the 2021 phone backup (Backup).
- Left: unfinished downloads (.crdownload, .part), Office lock files (~$...), desktop.ini, Thumbs.db
  (topic System). Dot files are written with dot() and not labelled.

Edge cases: an old tax return (2019) is Areas Finance; Dad's tax return is Areas Dad, Mum's last income
tax return and the inheritance-tax return are Archive Estate; the DUO student-finance application made
for the move is Projects Kids, but Daan's exam timetable is Areas Kids; the move's IT migration is
Projects Practice while the running IT maintenance contract is Areas Practice; the club's accounts are
Areas Rowing even for 2023; the car's insurance is Car, household policies are Insurance, the
health-insurance policy and claims are Health. ``hard`` marks files whose name and folder say nothing
(``Downloads/document (3).pdf``, ``Scans/scan0007.pdf``, ``Bureaublad/Nieuw tekstdocument.txt``,
``Downloads/export.csv``, ``Afbeeldingen/.../IMG_20260412_0001.pdf``): only the text can place them.
Images are never hard.
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

MND = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
       "november", "december"]
ME = "M. Bos\nAdriaen van Ostadelaan 61\n3583 AG Utrecht"
PRAKTIJK = "Huisartsenpraktijk Oudwijk | Oudwijk 12, 3581 JK Utrecht | tel 030-251 44 80 | AGB 01-054871"
CLUB = "U.R.V. Kromme Rijn | Kromme Rijnkade 3, 3581 AA Utrecht | KvK 40478112 | NL41 RABO 0311 4478 90"
PAPA = "H. Bos (Henk), geb. 3-11-1939\nZorgcentrum De Eemhof, kamer 214\nEemhoflaan 2, 3818 LK Amersfoort"
STAFF = [("Fleur de Wit", "doktersassistente", 32), ("Sanne Jacobs", "doktersassistente", 24),
         ("Naima El Amrani", "doktersassistente", 28), ("Yvonne Kok", "doktersassistente", 20),
         ("Karin Schouten", "POH-somatiek", 28), ("Thomas Vermeer", "POH-GGZ", 16),
         ("Ilse van Dam", "secretaresse/balie", 20)]
MEMBERS = ["J. de Boer", "A. Smit", "K. Mulder", "P. Visser", "E. Bakker", "R. Janssen", "L. Hendriks",
           "S. van den Berg", "M. Dekker", "T. Brouwer", "W. de Vries", "F. Meijer", "N. Kramer", "B. Peters"]


def nl(dt) -> str:
    return f"{dt.day} {MND[dt.month - 1]} {dt.year}"


def dmy(dt) -> str:
    return dt.strftime("%d-%m-%Y")


def eur(r: random.Random, lo: float, hi: float) -> str:
    s = f"{r.uniform(lo, hi):,.2f}".replace(",", "#").replace(".", ",").replace("#", ".")
    return "€ " + s


def num(v: float) -> str:
    return f"{v:,.2f}".replace(",", "#").replace(".", ",").replace("#", ".")


def eml(frm: str, to: str, subj: str, dt, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt.strftime('%a, %d %b %Y')} 10:{dt.day + 10:02d}:00 +0200\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


# ============================================================ Practice (Areas)


def t_rooster(week: int):
    def f(r, dt):
        rows = [f"Rooster Huisartsenpraktijk Oudwijk - week {week} 2026;ma;di;wo;do;vr"]
        for name, role, _ in STAFF:
            slots = [r.choice(["8:00-17:00", "8:00-12:30", "12:30-17:00", "vrij", "8:00-17:00"]) for _ in range(5)]
            rows.append(f"{name} ({role});" + ";".join(slots))
        rows.append("Telefoon ochtend (8-10);" + ";".join(r.choice(["Fleur", "Sanne", "Naima", "Yvonne"]) for _ in range(5)))
        rows.append("Spoedlijn;" + ";".join(r.choice(["Fleur", "Naima"]) for _ in range(5)))
        rows.append("Dienstdoende arts;Kuipers;De Graaf;Yilmaz;Kuipers;De Graaf")
        return "\n".join(rows)
    return f


def t_appraisal(who: int, year: int):
    name, role, hrs = STAFF[who]
    def f(r, dt):
        return (f"Huisartsenpraktijk Oudwijk\nBeoordelingsgesprek {year}\n\nMedewerker: {name}, {role} ({hrs} uur)\n"
                f"Gesprek met: M. Bos (praktijkmanager) en dr. A. Kuipers\nDatum: {nl(dt)}\n\n"
                f"1. Terugblik afspraken vorig jaar\n- Scholing {r.choice(['NTS-triage herhaling', 'wondzorg', 'spirometrie', 'diabetesvoet'])} afgerond.\n"
                f"- Inwerken nieuwe collega: goed opgepakt.\n\n2. Functioneren\n- Telefonische triage: {r.choice(['goed', 'ruim voldoende'])}\n"
                f"- Samenwerking in team: {r.choice(['goed', 'zeer goed'])}, soms te veel hooi op de vork bij drukte.\n"
                f"- Administratie HIS / verwijzingen: {r.choice(['voldoende', 'goed'])}\n\n3. Wensen medewerker\n"
                f"- {r.choice(['Minder avonddiensten', 'Vaste dag spreekuur bloedprikken', 'Cursus ouderenzorg', 'Uitbreiding naar 32 uur'])}\n\n"
                f"4. Afspraken\n- Periodieke verhoging per 1 {r.choice(['juli', 'januari'])}: trede +1 FWG {r.choice([35, 40, 45])} (CAO Huisartsenzorg)\n"
                f"- Evaluatie over zes maanden.\n\nHandtekening medewerker: ______   Praktijkmanager: M. Bos\n")
    return f


def t_contract(party: str, what: str, amount: tuple, start: str, end: str):
    def f(r, dt):
        return (f"{party}\nOVEREENKOMST {what.upper()}\n\nPartijen: {party} (leverancier) en Maatschap Huisartsenpraktijk Oudwijk, "
                f"Oudwijk 12, 3581 JK Utrecht, vertegenwoordigd door M. Bos, praktijkmanager.\n"
                f"Onderwerp: {what}\nIngangsdatum: {start}   Looptijd tot: {end}, daarna stilzwijgend verlengd met 12 maanden.\n"
                f"Opzegtermijn: 3 maanden voor einde looptijd.\nVergoeding: {eur(r, *amount)} per maand excl. btw, jaarlijkse indexatie CBS.\n"
                f"Service level: reactietijd storing prio 1 binnen 2 uur, prio 2 binnen 1 werkdag.\n"
                f"Verwerkersovereenkomst (AVG) als bijlage 2.\nGetekend te Utrecht, {nl(dt)}\n")
    return f


def t_accred(r, dt):
    return ("NHG-Praktijkaccreditering - Rapport externe audit\nPraktijk: Huisartsenpraktijk Oudwijk, Utrecht\n"
            f"Auditdatum: {nl(dt)}   Auditor: drs. P. Wolters\nContactpersoon praktijk: M. Bos, praktijkmanager\n\n"
            "Bevindingen:\n- Koelkastbewaking vaccins: logboek compleet, alarmering getest. Voldoet.\n"
            "- Medicatiebeleid: controle houdbaarheid spoedkoffer niet aantoonbaar maandelijks. Tekortkoming (minor).\n"
            "- Klachtenregeling en meldingen incidenten (VIM): aanwezig, 6 meldingen besproken.\n"
            "- Verbeterplan 2025: 4 van 5 doelen behaald.\n\nConclusie: accreditatie verlengd tot en met "
            f"{dt.year + 1}. Herstelactie spoedkoffer binnen 3 maanden aantonen.\n")


def t_verbeterplan(r, dt):
    return (f"Verbeterplan {dt.year} - Huisartsenpraktijk Oudwijk (NHG-accreditatie)\nOpgesteld door M. Bos, {nl(dt)}\n\n"
            "Doel 1: maandelijkse controle spoedkoffer vastleggen (checklist + paraaf). Eigenaar: Naima. Gereed: 1 april.\n"
            "Doel 2: wachttijd telefoon < 3 minuten in 80% van de gesprekken. Meting via Telecom4Zorg-rapportage.\n"
            "Doel 3: patiëntenenquête (CQ-index) afnemen in het najaar, minimaal 150 respondenten.\n"
            "Doel 4: scholingsplan assistentes actualiseren (NTS, reanimatie BLS/AED jaarlijks).\n"
            "Doel 5: evaluatie samenwerking apotheek De Kromme Rijn (medicatieoverdracht).\n")


def t_notulen_team(r, dt):
    return (f"Notulen teamoverleg Huisartsenpraktijk Oudwijk\nDatum: {nl(dt)}, 12:30-13:30\n"
            "Aanwezig: Kuipers, De Graaf, Yilmaz, Marjolein (vz/notulen), Fleur, Sanne, Naima, Karin, Thomas\n\n"
            "1. Mededelingen: Yvonne ziek gemeld, vervanging via uitzendbureau Zorgselect 2 dagen.\n"
            f"2. Telefonie: gemiddelde wachttijd {r.randint(2, 5)}:{r.randint(10, 59)} min, doel <3 min.\n"
            "3. Griepvaccinatie najaar: datum vastgesteld, Karin coördineert.\n"
            "4. Rooster zomer: iedereen graag voor de 15e vakantiewensen doorgeven.\n"
            "5. Rondvraag: printer spreekkamer 2 weer kapot - Marjolein belt Zorg-IT.\n"
            "Actiepunten: Marjolein - offerte nieuwe printer; Karin - vaccinatielijst.\n")


def t_verzuim(r, dt):
    rows = ["Verzuimregistratie Q1 2026;Medewerker;Eerste ziektedag;Hersteld;Dagen;Frequentie 12 mnd"]
    for name, _, _ in r.sample(STAFF, 4):
        d0 = r.randint(5, 70)
        rows.append(f";{name};{dmy(NOW - timedelta(days=150 - d0))};{dmy(NOW - timedelta(days=150 - d0 - 3))};{r.randint(1, 9)};{r.randint(1, 3)}")
    rows.append(";Totaal verzuimpercentage;;;;" + f"{r.uniform(2.5, 6.5):.1f}%".replace(".", ","))
    return "\n".join(rows)


def t_verlof(r, dt):
    rows = ["Verlofoverzicht 2026;Uren recht;Opgenomen;Gepland zomer;Saldo"]
    for name, _, hrs in STAFF:
        recht = round(hrs * 5.2)
        op = r.randint(10, 60)
        pl = r.randint(40, 100)
        rows.append(f"{name};{recht};{op};{pl};{recht - op - pl}")
    return "\n".join(rows)


def t_supplier_invoice(party: str, item: str, lo: float, hi: float):
    def f(r, dt):
        return (f"{party}\nFACTUUR {r.randint(20260100, 20269999)}\nFactuurdatum: {dmy(dt)}\n"
                f"Aan: Maatschap Huisartsenpraktijk Oudwijk, t.a.v. mevr. M. Bos, Oudwijk 12, 3581 JK Utrecht\n\n"
                f"Omschrijving: {item}\nBedrag excl. btw: {eur(r, lo, hi)}\nBtw 21%\nBetalen binnen 30 dagen op NL02 ABNA 0412 8844 12.\n")
    return f


# ============================================================ Practice move (Projects)


def t_move_plan(r, dt):
    return ("Verhuisplanning Huisartsenpraktijk Oudwijk -> Gezondheidscentrum De Lemkes;Wie;Deadline;Status\n"
            "Huurovereenkomst nieuwe ruimte getekend (maatschap);Kuipers/De Graaf;01-03-2026;gedaan\n"
            "Plattegrond en indeling spreekkamers definitief;Marjolein + architect;15-04-2026;gedaan\n"
            "Offertes verhuizers (3x) en keuze;Marjolein;15-05-2026;gedaan - Van Dijk\n"
            "IT-migratie HIS, netwerk, werkplekken;Zorg-IT Midden;wk 38;loopt\n"
            "Nummerbehoud telefonie 030-2514480;Telecom4Zorg;01-09-2026;aangevraagd\n"
            "Brief en website-tekst patiënten;Marjolein;15-08-2026;concept\n"
            "Vaccinkoelkast transport met temp.logger;Karin;26-09-2026;open\n"
            "Verhuisweekend;allen;26/27-09-2026;gepland\nEerste spreekuur nieuwe locatie;;28-09-2026;\n")


def t_mover_quote(firm: str, lo: float, hi: float):
    def f(r, dt):
        return (f"{firm}\nOfferte bedrijfsverhuizing nr. {r.randint(2600, 2699)}\nDatum: {nl(dt)}\n"
                "Aan: Huisartsenpraktijk Oudwijk, t.a.v. mevr. M. Bos\n\n"
                "Van: Oudwijk 12, Utrecht (begane grond + 1e etage, geen lift)\n"
                "Naar: Gezondheidscentrum De Lemkes, Ina Boudier-Bakkerlaan 40, Utrecht (2e etage, lift)\n"
                "Datum verhuizing: zaterdag 26 september 2026, 7:30 uur\n"
                "Inhoud: 7 spreekkamers, balie, archiefkasten (verzegeld), 2 onderzoeksbanken, 40 verhuisdozen, IT (alleen transport)\n"
                f"Personeel: 5 verhuizers, 2 wagens.  Totaalprijs: {eur(r, lo, hi)} excl. btw\n"
                "Inclusief verzekering tot EUR 75.000 en inpakmateriaal.\n")
    return f


def t_it_migration(r, dt):
    return ("Zorg-IT Midden B.V.\nMigratieplan ICT - verhuizing Huisartsenpraktijk Oudwijk naar De Lemkes\n"
            f"Versie 0.{r.randint(3, 6)} - {nl(dt)}  Contact praktijk: Marjolein Bos\n\n"
            "1. Netwerk: nieuwe glasvezelaansluiting (KPN Zakelijk) oplevering uiterlijk 1 sept; 10 outlets per spreekkamer-cluster.\n"
            "2. HIS en ketenzorg: dataverbinding via ZSP (Zorgspecifieke Plaatsing) ombouwen, test vrijdag 25-9 na 17:00.\n"
            "3. Werkplekken: 14 pc's + 3 laptops verhuizen, 2 nieuwe baliewerkplekken.\n"
            "4. Printers/labelprinters: herinstallatie op nieuwe VLAN.\n"
            "5. Fallback: maandag 28-9 technicus op locatie 7:30-12:00.\n"
            "Open punten: wifi-patiënten gescheiden netwerk, camerabel voordeur.\n")


def t_bouwverg(r, dt):
    return (f"Verslag bouwvergadering De Lemkes - huurdersoverleg\nDatum: {nl(dt)}\n"
            "Aanwezig: Van Wijk Vastgoed (verhuurder), aannemer Bouwcombinatie Lemkes, apotheek, fysio Rijnsweerd, "
            "M. Bos (huisartsenpraktijk)\n\n"
            "- Oplevering casco 2e etage: 1 juli. Afbouw huisartsenpraktijk: juli/augustus.\n"
            "- Wastafels in alle spreekkamers: bevestigd. Extra wastafel in behandelkamer: meerwerk voor rekening huurder.\n"
            "- Bewegwijzering en gevelbord: gezamenlijk ontwerp, kosten naar rato m2.\n"
            "- Parkeren personeel: 6 plekken in garage, huisartsenpraktijk krijgt er 3.\n")


def t_patient_letter(r, dt):
    return ("CONCEPT\nHuisartsenpraktijk Oudwijk gaat verhuizen!\n\nBeste patiënt,\n\n"
            "Vanaf maandag 28 september 2026 vindt u ons in Gezondheidscentrum De Lemkes, Ina Boudier-Bakkerlaan 40, "
            "2e etage. Ons telefoonnummer blijft 030-251 44 80.\nOp vrijdag 25 september zijn wij vanaf 12:00 uur alleen "
            "bereikbaar voor spoed. Bel dan 030-251 44 81.\nDe apotheek en fysiotherapie zitten in hetzelfde gebouw.\n\n"
            "Met vriendelijke groet,\ndr. A. Kuipers, R. de Graaf, S. Yilmaz, huisartsen\nM. Bos, praktijkmanager\n")


def t_checklist_move(r, dt):
    return ("Checklist verhuisweekend 26-27 sept\n\nVrijdag 25/9\n- 12:00 spoedlijn aan, voicemail aangepast\n"
            "- archiefkasten verzegelen (Ilse)\n- vaccins naar koelbox met logger, apotheek neemt tijdelijk over\n"
            "- laatste back-up HIS door Zorg-IT\nZaterdag 26/9\n- 7:30 Van Dijk verhuizers\n- sleutels oud pand: 3 sets terug naar verhuurder\n"
            "Zondag 27/9\n- uitpakken balie + spreekkamers, bordjes deuren\n- testen telefoon, pinautomaat, printers\n"
            "Maandag 28/9\n- 8:00 open, Zorg-IT op locatie\n- taart voor de buren (apotheek, fysio)\n")


def t_inrichting(r, dt):
    rows = ["Ruimte;m2;Gebruiker;Meubilair;Bijzonderheden"]
    for i, (who, note) in enumerate([("Kuipers", "raam oost"), ("De Graaf", ""), ("Yilmaz", ""), ("Karin POH-S", "spirometrie"),
                                     ("Thomas POH-GGZ", "geluidsisolatie"), ("Behandelkamer", "extra wastafel (meerwerk)"),
                                     ("Assistentenruimte", "2 werkplekken + laboratorium")], 1):
        rows.append(f"2.{i:02d};{r.randint(12, 22)};{who};bureau, 3 stoelen, onderzoeksbank;{note}")
    rows.append("2.10;34;Wachtkamer;18 stoelen, kinderhoek;")
    return "\n".join(rows)


# ============================================================ Hospital (Archive)


def t_hosp(kind: str):
    def f(r, dt):
        if kind == "getuigschrift":
            return ("Ziekenhuis Oudegracht Utrecht - Afdeling HRM\nGETUIGSCHRIFT\n\nHierbij verklaren wij dat mevrouw Marjolein Bos, "
                    "geboren 1974, van 1 maart 2006 tot en met 31 mei 2018 in dienst was als teamleider secretariaat poliklinieken "
                    "(cardiologie, longziekten, interne geneeskunde), leidinggevend aan 22 medewerkers.\nZij verliet ons op eigen verzoek. "
                    "Wij danken haar voor haar grote inzet bij de invoering van het nieuwe EPD in 2016.\n\nUtrecht, 31 mei 2018\n"
                    "drs. H. Lammers, manager bedrijfsvoering\n")
        if kind == "opzegging":
            return (f"{ME}\n\nZiekenhuis Oudegracht, t.a.v. de heer H. Lammers\nUtrecht, 26 februari 2018\n\n"
                    "Betreft: opzegging arbeidsovereenkomst\n\nGeachte heer Lammers,\n\nHierbij zeg ik mijn arbeidsovereenkomst "
                    "als teamleider secretariaat poliklinieken op met inachtneming van de opzegtermijn van drie maanden; "
                    "mijn laatste werkdag is 31 mei 2018. Per 1 juni begin ik als praktijkmanager bij een huisartsenpraktijk.\n\n"
                    "Met vriendelijke groet,\nMarjolein Bos\n")
        if kind == "planning":
            return "Polikliniek;Balie ochtend;Balie middag;Telefoon;Bijzonderheden\n" + "\n".join(
                f"{p};{r.choice(['Ria', 'Anouk', 'Petra', 'Gerda'])};{r.choice(['Esther', 'Monique', 'Linda'])};{r.choice(['Ria', 'Linda'])};"
                f"{r.choice(['', 'spreekuur dr. Hoekstra vervalt', 'EPD-training 14:00'])}"
                for p in ["Cardiologie", "Longziekten", "Interne", "Cardiologie 2", "Hartfalen-poli"])
        return ("Afscheid Ziekenhuis Oudegracht - 31 mei 2018 (speech)\n\nLieve collega's,\n\nTwaalf jaar poli's, drie verbouwingen "
                "en één EPD dat ons allemaal grijze haren heeft bezorgd. Ik ga jullie missen: de koffie om kwart voor acht, "
                "de taart van Ria op elke verjaardag en de onverstoorbaarheid van de balie van cardiologie.\n"
                "Vanaf juni ga ik een huisartsenpraktijk runnen - kleiner, maar ik neem alles mee wat ik hier heb geleerd.\nDank jullie wel!\n")
    return f


# ============================================================ Finance (Areas)


def t_ib(year: int):
    def f(r, dt):
        loon = r.randint(52000, 58000)
        return (f"Belastingdienst\nAangifte inkomstenbelasting {year} - overzicht\nIngediend op {nl(dt)}\n"
                f"Naam: M. Bos   BSN: 1842.xx.xxx\nFiscale partner: J. Verhoeven\n\n"
                f"Box 1\nLoon Huisartsenpraktijk Oudwijk (maatschap): EUR {loon}\n"
                f"Eigen woning Adriaen van Ostadelaan 61: WOZ-waarde EUR {r.randint(390, 520)}.000, eigenwoningforfait toegedeeld 50%\n"
                f"Betaalde hypotheekrente Rabobank: EUR {r.randint(5200, 7800)}, toegedeeld 50%\n"
                f"Giften: EUR {r.randint(150, 600)} (KWF, Oxfam Novib)\nBox 3: spaargeld en beleggingen, grondslag onder heffingvrij vermogen\n\n"
                f"Berekening: u krijgt terug EUR {r.randint(300, 1900)}\n")
    return f


def t_aanslag(year: int):
    def f(r, dt):
        return (f"Belastingdienst\nAanslag inkomstenbelasting en premie volksverzekeringen {year}\n"
                f"Dagtekening: {dmy(dt)}   Aanslagnummer 1842.xx.xxx.H.{year % 100}.01\nMevrouw M. Bos\n"
                f"Adriaen van Ostadelaan 61, 3583 AG Utrecht\n\nDefinitieve aanslag conform aangifte.\n"
                f"Te ontvangen: {eur(r, 200, 1800)} - wij betalen uit op NL62 INGB 0006 8814 22.\n")
    return f


def t_voorlopig(r, dt):
    return (f"Belastingdienst\nVoorlopige aanslag inkomstenbelasting 2026\nDagtekening: {dmy(dt)}\nMevrouw M. Bos\n\n"
            f"U krijgt in 2026 maandelijks terug: {eur(r, 180, 260)}\nTotaal: u krijgt {eur(r, 2200, 3100)}\n"
            "Dit is een voorschot op basis van uw hypotheekrenteaftrek. Wijzigt uw situatie? Pas uw voorlopige aanslag aan via Mijn Belastingdienst.\n")


def t_jaaropgaaf(employer: str, name: str, year: int):
    def f(r, dt):
        return (f"{employer}\nJaaropgaaf {year}\nWerknemer: {name}\n\nFiscaal loon: {eur(r, 48000, 62000)}\n"
                f"Ingehouden loonheffing: {eur(r, 14000, 19000)}\nWerkgeversheffing Zvw: {eur(r, 2800, 3400)}\n"
                f"Loonheffingskorting toegepast: ja\nPensioenpremie werknemersdeel: {eur(r, 3100, 4200)}\n")
    return f


def t_hyp_jaar(year: int):
    def f(r, dt):
        return (f"Rabobank Utrecht\nJaaroverzicht hypotheek {year}\nLeningnummer 78.44.102.331\n"
                f"Schuldenaren: J. Verhoeven en M. Bos, Adriaen van Ostadelaan 61, Utrecht\n\n"
                f"Leningdeel 1 annuïtair: restschuld 31-12-{year} {eur(r, 188000, 214000)}, rente 2,35% vast tot 01-03-2027\n"
                f"Leningdeel 2 lineair: restschuld {eur(r, 41000, 52000)}, rente 2,35%\n"
                f"Betaalde rente {year}: {eur(r, 5400, 6900)}   Aflossing: {eur(r, 7000, 9000)}\n"
                "Deze gegevens zijn doorgegeven aan de Belastingdienst.\n")
    return f


def t_bank_jaar(year: int):
    def f(r, dt):
        return (f"ING Bank N.V.\nFinancieel jaaroverzicht {year}\nJ. Verhoeven en/of M. Bos\n\n"
                f"Betaalrekening NL62 INGB 0006 8814 22 - saldo 31-12: {eur(r, 1200, 6800)}\n"
                f"Oranje Spaarrekening - saldo 31-12: {eur(r, 14000, 32000)}   rente: {eur(r, 150, 600)}\n"
                f"Totaal saldo 1 januari {year + 1} (peildatum box 3): {eur(r, 18000, 38000)}\n")
    return f


def t_upo(fund: str, name: str):
    def f(r, dt):
        return (f"{fund}\nUniform Pensioenoverzicht {dt.year}\n{name}\n\nOpgebouwd ouderdomspensioen tot nu toe: "
                f"{eur(r, 9000, 16000)} bruto per jaar vanaf AOW-leeftijd\nTe bereiken bij doorwerken tot 68 jaar: {eur(r, 17000, 24000)} per jaar\n"
                f"Partnerpensioen bij overlijden: {eur(r, 8000, 12000)} per jaar\nKijk voor uw totale pensioen op mijnpensioenoverzicht.nl\n")
    return f


def t_ing_csv(r, dt):
    rows = ['"Datum";"Naam / Omschrijving";"Rekening";"Tegenrekening";"Code";"Af Bij";"Bedrag (EUR)";"Mutatiesoort";"Mededelingen"']
    tx = [("ALBERT HEIJN 1432 UTRECHT", "BA", "Af", 40, 140, "Betaalautomaat"), ("Rabobank Hypotheken", "IC", "Af", 1180, 1180, "Incasso"),
          ("Eneco Consumenten", "IC", "Af", 212, 212, "Incasso"), ("Huisartsenpraktijk Oudwijk SALARIS", "OV", "Bij", 3890, 3890, "Overschrijving"),
          ("Stichting Het Nieuwe Lyceum SALARIS", "OV", "Bij", 3460, 3460, "Overschrijving"), ("Zilveren Kruis", "IC", "Af", 318, 318, "Incasso"),
          ("Vitens NV", "IC", "Af", 24, 24, "Incasso"), ("JUMBO UTRECHT OOST", "BA", "Af", 20, 90, "Betaalautomaat"),
          ("Gemeente Utrecht belastingen", "IC", "Af", 96, 96, "Incasso"), ("Keukenstudio Mulder 2e termijn", "OV", "Af", 7450, 7450, "Online bankieren"),
          ("NS Groep IZ NS Reizigers", "IC", "Af", 60, 60, "Incasso"), ("U.R.V. Kromme Rijn contributie", "IC", "Af", 62, 62, "Incasso")]
    for i in range(28):
        n, code, ab, lo, hi, soort = r.choice(tx)
        d = NOW - timedelta(days=60 - i * 2)
        rows.append(f'"{d:%Y%m%d}";"{n}";"NL62INGB0006881422";"";"{code}";"{ab}";"{num(r.uniform(lo, hi))}";"{soort}";""')
    return "\n".join(rows)


def t_budget(r, dt):
    rows = ["Huishoudbegroting 2026;per maand;per jaar"]
    for k, lo, hi in [("Hypotheek Rabobank", 1180, 1180), ("Energie Eneco", 212, 212), ("Water Vitens", 24, 24),
                      ("Zorgverzekering Zilveren Kruis (4p)", 318, 318), ("Verzekeringen Centraal Beheer", 96, 110),
                      ("Auto's (benzine, MRB, verzekering)", 390, 460), ("Boodschappen", 850, 950), ("Kamer Daan Groningen (vanaf sept)", 465, 465),
                      ("Sparen keuken", 500, 500), ("Lotte zakgeld/kleding", 80, 80)]:
        v = r.uniform(lo, hi)
        rows.append(f"{k};{num(v)};{num(v * 12)}")
    return "\n".join(rows)


# ============================================================ Home (Areas) and kitchen (Projects)


def t_eneco(r, dt):
    return (f"Eneco\nJaarafrekening elektriciteit en gas\nPeriode: 1 april {dt.year - 1} - 31 maart {dt.year}\n"
            f"Klant: M. Bos, Adriaen van Ostadelaan 61, 3583 AG Utrecht   Klantnummer 2044 1187\n\n"
            f"Elektriciteit: {r.randint(2600, 3400)} kWh normaal/dal, teruglevering zonnepanelen {r.randint(1800, 2600)} kWh\n"
            f"Gas: {r.randint(900, 1400)} m3\nTotaal kosten: {eur(r, 2300, 2900)}   Betaalde termijnen: {eur(r, 2400, 2800)}\n"
            f"Saldo: u ontvangt {eur(r, 20, 240)} terug.\nNieuw termijnbedrag per maand: {eur(r, 190, 235)}\n")


def t_gemeente(r, dt):
    return (f"Gemeente Utrecht - Belastingen\nAanslagbiljet gemeentelijke belastingen {dt.year} en WOZ-beschikking\n"
            f"Aanslagnummer 6012.{r.randint(1000, 9999)}.{r.randint(10, 99)}\nJ. Verhoeven en M. Bos\n\n"
            f"WOZ-waarde Adriaen van Ostadelaan 61 (peildatum 1-1-{dt.year - 1}): EUR {r.randint(498, 560)}.000\n"
            f"Onroerendezaakbelasting eigenaar: {eur(r, 380, 460)}\nAfvalstoffenheffing meerpersoons: {eur(r, 390, 420)}\n"
            f"Rioolheffing: {eur(r, 220, 240)}\nTotaal: betaling in 10 termijnen via automatische incasso.\n")


def t_waterschap(r, dt):
    return (f"Hoogheemraadschap De Stichtse Rijnlanden\nAanslag waterschapsbelastingen {dt.year}\nMevrouw M. Bos\n\n"
            f"Watersysteemheffing ingezetenen: {eur(r, 90, 110)}\nWatersysteemheffing gebouwd (WOZ): {eur(r, 60, 90)}\n"
            f"Zuiveringsheffing 3 vervuilingseenheden: {eur(r, 190, 230)}\n")


def t_cv(r, dt):
    return (f"Installatiebedrijf Van Rijn\nWerkbon onderhoud cv-ketel\nDatum: {dmy(dt)}  Adres: Adriaen van Ostadelaan 61, Utrecht\n"
            "Toestel: Remeha Calenta Ace 35C, bouwjaar 2017\nWerkzaamheden: jaarlijkse onderhoudsbeurt volgens servicecontract Plus, "
            "branderdeksel gereinigd, sifon gespoeld, CO-meting 18 ppm (in orde)\n"
            f"Waterdruk bijgevuld tot 1,8 bar. Advies: ketel binnen 3-4 jaar vervangen, overweeg hybride warmtepomp.\n"
            f"Kosten: valt onder servicecontract ({eur(r, 14, 16)} p/m).\n")


def t_keuken_offerte(r, dt):
    return (f"Keukenstudio Mulder - Nieuwegein\nOfferte K-{r.randint(26000, 26999)}  Datum: {nl(dt)}\n"
            "Aan: fam. Verhoeven-Bos, Adriaen van Ostadelaan 61, Utrecht\n\n"
            "Keuken: Häcker Systemat, front mat eiken, greeploos, L-opstelling 3,40 x 2,10 m + eiland 2,20 m\n"
            "Werkblad: composiet 'Arcata' 20 mm, spoelbak onderbouw, Quooker Flex combi\n"
            "Apparatuur: Bosch inductie met afzuiging PXX875D67E, Bosch combimagnetron, koelkast inbouw, vaatwasser\n"
            f"Totaal incl. montage en btw: {eur(r, 26000, 31000)}\n"
            "Betaling: 10% bij opdracht, 40% bij bestelling, 50% na oplevering. Levertijd 10 weken.\n")


def t_aannemer(r, dt):
    return (f"Bouwbedrijf Hak, Utrecht\nOfferte verbouwing keuken  nr. 2026-0{r.randint(31, 59)}\nDatum: {nl(dt)}\n"
            "Opdrachtgever: J. Verhoeven / M. Bos\n\n1. Sloop bestaande keuken en tegelwerk, afvoer container\n"
            "2. Muur tussen keuken en eetkamer deels verwijderen, stalen balk HEA 160 plaatsen (constructieberekening bijgevoegd)\n"
            "3. Vloer egaliseren, vloerverwarming uitbreiden\n4. Stucwerk wanden en plafond\n"
            f"Aanneemsom: {eur(r, 17000, 21500)} incl. btw.  Start: week 25, duur circa 3 weken vóór plaatsing keuken.\n")


def t_keuken_budget(r, dt):
    rows = ["Post;Begroot;Offerte;Betaald"]
    for k, lo, hi in [("Keuken Mulder", 28000, 30000), ("Aannemer Hak", 18000, 21000), ("Elektra Van Rijn (groep + perilex)", 1800, 2400),
                      ("Tegels achterwand", 900, 1400), ("Vloer (PVC visgraat)", 3200, 4100), ("Verlichting", 600, 1100), ("Onvoorzien 10%", 5000, 5000)]:
        a = r.uniform(lo, hi)
        rows.append(f"{k};{num(a)};{num(a * r.uniform(0.95, 1.1))};{num(a * r.choice([0, 0.1, 0.5]))}")
    return "\n".join(rows)


def t_keuken_planning(r, dt):
    return ("Planning keuken - bijgewerkt\n\nwk 24: spullen keuken inpakken, noodkeuken in bijkeuken (magnetron + waterkoker)\n"
            "wk 25 ma 15 juni: start sloop Bouwbedrijf Hak\nwk 25/26: balk plaatsen, vloer, elektra Van Rijn\n"
            "wk 27 di 30 juni: plaatsing keuken Mulder (2 dagen), ma 6 juli Quooker + werkblad\n"
            "wk 28: tegelzetter achterwand, schilderen\nVóór vakantie Dolomieten (8 aug) klaar!! Anders Daan helpen verhuizen en keuken tegelijk...\n")


# ============================================================ Car


def t_apk(plate: str, car: str):
    def f(r, dt):
        return (f"Autobedrijf Oosterkwartier BV, Utrecht\nWerkplaatsfactuur {r.randint(60000, 69999)}\nDatum: {dmy(dt)}\n"
                f"Kenteken: {plate}  {car}  km-stand {r.randint(40000, 140000)}\n\nAPK-keuring: goedgekeurd, vervaldatum {dmy(dt + timedelta(days=365))}\n"
                f"Onderhoudsbeurt groot, olie + filters, ruitenwisserbladen\nTotaal incl. btw: {eur(r, 380, 760)}\n")
    return f


def t_autoverz(plate: str, car: str):
    def f(r, dt):
        return (f"Centraal Beheer\nPolisblad autoverzekering\nPolisnummer 88.{r.randint(100000, 999999)}\nVerzekeringnemer: M. Bos\n"
                f"Voertuig: {car}, kenteken {plate}\nDekking: WA + beperkt casco, schadevrije jaren: {r.randint(12, 20)}\n"
                f"Premie per maand: {eur(r, 38, 62)}  Ingangsdatum: {dmy(dt)}\n")
    return f


def t_mrb(r, dt):
    return (f"Belastingdienst\nMotorrijtuigenbelasting - aanslag\nKenteken J-482-NV, personenauto benzine/hybride, gewicht 1.420 kg\n"
            f"Tijdvak: {dmy(dt)} t/m {dmy(dt + timedelta(days=89))}\nTe betalen: {eur(r, 160, 210)}\nProvincie Utrecht opcenten inbegrepen.\n")


def t_vrijwaring(r, dt):
    return ("RDW - Vrijwaringsbewijs\nKenteken: 4-KTP-93  Opel Astra 1.4 Turbo Sports Tourer (2012)\n"
            "Datum en tijd overschrijving: 14 maart 2025 11:42\nOude eigenaar: M. Bos\nNieuwe tenaamstelling: Autobedrijf Oosterkwartier BV (inkoop)\n"
            "Bewaar dit bewijs: vanaf dit moment bent u niet meer verantwoordelijk voor het voertuig.\n")


def t_opel_inkoop(r, dt):
    return (f"Autobedrijf Oosterkwartier BV\nInkoopverklaring / koopovereenkomst\nVoertuig: Opel Astra Sports Tourer, 4-KTP-93, km 187.440\n"
            f"Verkoper: M. Bos\nInkoopprijs: {eur(r, 2100, 2900)}, inruil bij aankoop Toyota Corolla TS J-482-NV\n"
            "Bijzonderheden: koppeling slipt, roest achterklep. Datum: 14 maart 2025\n")


# ============================================================ Insurance, Health


def t_polis(kind: str):
    def f(r, dt):
        return (f"Centraal Beheer - Polisoverzicht {dt.year}\nVerzekeringnemer: M. Bos, Adriaen van Ostadelaan 61, Utrecht\n\n"
                f"{kind}\nPolisnummer {r.randint(4000000, 4999999)}\nPremie per maand: {eur(r, 9, 38)}\n"
                "Eigen risico: EUR 0 / EUR 250 (glas uitgezonderd)\nIndexering volgens CBS-prijsindex.\n"
                f"Bijgewerkt i.v.m. verbouwing keuken: herbouwwaarde opgehoogd per {dmy(dt)}.\n" if "Opstal" in kind else
                f"Centraal Beheer - Polisoverzicht {dt.year}\nVerzekeringnemer: M. Bos, Adriaen van Ostadelaan 61, Utrecht\n\n"
                f"{kind}\nPolisnummer {r.randint(4000000, 4999999)}\nPremie per maand: {eur(r, 4, 28)}\nMeeverzekerd: J. Verhoeven, Daan, Lotte\n")
    return f


def t_zorgpolis(r, dt):
    return (f"Zilveren Kruis\nZorgpolis {dt.year}\nVerzekeringnemer: M. Bos\nVerzekerden: M. Bos (Basis Exclusief + Aanvullend 2 sterren + Tand 2), "
            "J. Verhoeven (idem), Daan Verhoeven, Lotte Verhoeven (kinderen gratis tot 18)\n"
            f"Eigen risico: EUR 385 per persoon 18+\nPremie totaal per maand: {eur(r, 300, 340)}\n"
            "Let op: Daan wordt 18 - eigen polis vanaf de maand na zijn verjaardag.\n")


def t_declaratie(r, dt):
    return (f"Zilveren Kruis - Overzicht declaraties\nVerzekerde: M. Bos\nPeriode: {MND[dt.month - 1]} {dt.year}\n\n"
            f"Fysiotherapie Rijnsweerd, 6 behandelingen (schouder): {eur(r, 190, 260)} - vergoed uit aanvullende verzekering\n"
            f"Tandartspraktijk Oost, periodieke controle + gebitsreiniging: {eur(r, 80, 140)} - 75% vergoed\n"
            f"Verrekend met eigen risico: {eur(r, 0, 120)}\n")


def t_bvo(r, dt):
    return ("Bevolkingsonderzoek Midden-West\nUitslag bevolkingsonderzoek borstkanker\n"
            f"Mevrouw M. Bos, geboren 12-06-1973\nDatum onderzoek: {dmy(dt - timedelta(days=14))}\n\n"
            "Op de röntgenfoto's van uw borsten zijn geen afwijkingen gezien. U hoeft niets te doen.\n"
            "Over 2 jaar ontvangt u een nieuwe uitnodiging.\n")


def t_fysio(r, dt):
    return (f"Fysiotherapie Rijnsweerd\nNota {r.randint(100000, 199999)}\nPatiënt: M. Bos\nDiagnose: schouderklachten rechts (impingement)\n"
            + "\n".join(f"{dmy(dt - timedelta(days=7 * i))} behandeling regulier {eur(r, 38, 42)}" for i in range(5)) +
            "\nDeclaratie rechtstreeks bij Zilveren Kruis ingediend.\n")


# ============================================================ Dad (Areas) and Mum's estate (Archive)


def t_cak(r, dt):
    return (f"CAK\nBeschikking eigen bijdrage Wet langdurige zorg (Wlz) {dt.year}\nDe heer H. Bos\n"
            f"p/a mevrouw M. Bos (gemachtigde)\nAdriaen van Ostadelaan 61, 3583 AG Utrecht\n\n"
            f"Zorg: verblijf in instelling, Zorgcentrum De Eemhof Amersfoort\nHoge eigen bijdrage per maand: {eur(r, 1500, 2300)}\n"
            f"Berekend op inkomen {dt.year - 2} (AOW, ABP-pensioen) en vermogen.\n")


def t_eemhof(r, dt):
    return (f"Zorgcentrum De Eemhof\nFactuur {r.randint(30000, 39999)} - {MND[dt.month - 1]} {dt.year}\nt.a.v. mevr. M. Bos (contactpersoon 1)\n"
            f"Bewoner: dhr. H. Bos, kamer 214\n\nKapper: {eur(r, 18, 32)}\nPedicure: {eur(r, 28, 36)}\nWasserij persoonlijke was: {eur(r, 45, 60)}\n"
            f"Abonnement tv/telefoon: {eur(r, 15, 19)}\nTotaal: wordt geïncasseerd van NL88 INGB 0000 4412 09 t.n.v. H. Bos\n")


def t_volmacht(r, dt):
    return ("Notariskantoor Hoogland & Mes, Amersfoort\nAfschrift levenstestament\n\nHeden, 4 oktober 2019, verscheen voor mij, mr. C. Hoogland, "
            "notaris: de heer Hendrik (Henk) Bos, geboren 3 november 1939.\nDe comparant verleent hierbij algemene volmacht aan zijn dochter "
            "mevrouw Marjolein Bos, geboren 12 juni 1973, wonende te Utrecht, om hem in alle zaken van vermogensrechtelijke aard te "
            "vertegenwoordigen, waaronder het beheer van bankrekeningen, het doen van belastingaangifte en het aangaan van zorgovereenkomsten.\n"
            "Medische volmacht: idem.  Deze volmacht blijft van kracht bij wilsonbekwaamheid.\n")


def t_papa_ib(year: int):
    def f(r, dt):
        return (f"Belastingdienst\nAangifte inkomstenbelasting {year} - H. Bos (ingediend door gemachtigde M. Bos, machtigingscode)\n"
                f"Ingediend op {nl(dt)}\n\nAOW Sociale Verzekeringsbank: EUR {r.randint(17000, 19000)}\nPensioen ABP: EUR {r.randint(14000, 17000)}\n"
                f"Specifieke zorgkosten: EUR {r.randint(900, 2400)} (dieetkosten, vervoer ziekenhuis)\nBox 3: spaargeld ING EUR {r.randint(60, 95)}.000\n"
                f"Te betalen: EUR {r.randint(200, 900)}\n")
    return f


def t_svb(r, dt):
    return (f"Sociale Verzekeringsbank\nJaaropgaaf AOW {dt.year - 1}\nDe heer H. Bos, Eemhoflaan 2, Amersfoort\n\n"
            f"Bruto AOW (alleenstaande): {eur(r, 17500, 19500)}\nIngehouden loonheffing: {eur(r, 1500, 2500)}\nVakantiegeld inbegrepen.\n")


def t_zorgplan(r, dt):
    return (f"Zorgcentrum De Eemhof - Verslag multidisciplinair overleg (MDO)\nBewoner: dhr. H. Bos  Datum: {nl(dt)}\n"
            "Aanwezig: EVV'er Anita, specialist ouderengeneeskunde dr. Bakker, fysiotherapeut, dochter Marjolein Bos\n\n"
            "- Mobiliteit: loopt met rollator op de afdeling, valincident 12 april zonder letsel. Heupbeschermers afgesproken.\n"
            "- Cognitie: lichte achteruitgang, herkent familie goed. Geen wijziging medicatie.\n"
            "- Eten: gewicht stabiel 71 kg.\n- Wens dochter: vaker naar buiten, vrijwilliger voor wandeling op dinsdag.\n"
            "Volgende MDO over 6 maanden.\n")


def t_papa_uitgaven(r, dt):
    rows = ["Uitgaven papa 2026 (rekening NL88 INGB 0000 4412 09);Bedrag;Bon/factuur;Opmerking"]
    for k in ["CAK eigen bijdrage jan", "De Eemhof kapper/pedicure", "Nieuwe schoenen (Van Haren)", "Gehoorapparaat batterijen",
              "CAK eigen bijdrage feb", "Bloemen verjaardag mevr. Dekker", "Apotheek eigen bijdrage", "CAK eigen bijdrage mrt",
              "Opticien nieuwe bril", "Uitje Amersfoort (koffie + taart)"]:
        rows.append(f"{k};{num(r.uniform(12, 2100) if 'CAK' in k else r.uniform(8, 260))};{r.choice(['ja', 'ja', 'nee'])};")
    return "\n".join(rows)


def t_papa_csv(r, dt):
    rows = ['"Datum";"Naam / Omschrijving";"Rekening";"Tegenrekening";"Code";"Af Bij";"Bedrag (EUR)";"Mutatiesoort";"Mededelingen"']
    tx = [("CAK Wlz eigen bijdrage", "IC", "Af", 1700, 2100), ("Sociale Verzekeringsbank AOW", "OV", "Bij", 1480, 1520),
          ("Stichting Pensioenfonds ABP", "OV", "Bij", 1210, 1260), ("Zorgcentrum De Eemhof", "IC", "Af", 80, 160),
          ("Zilveren Kruis Zorgverzekeringen", "IC", "Af", 165, 165), ("Apotheek Eemplein", "BA", "Af", 5, 40),
          ("M. Bos declaratie uitgaven vader", "OV", "Af", 20, 120)]
    for i in range(20):
        n, code, ab, lo, hi = r.choice(tx)
        d = NOW - timedelta(days=90 - i * 4)
        rows.append(f'"{d:%Y%m%d}";"{n}";"NL88INGB0000441209";"";"{code}";"{ab}";"{num(r.uniform(lo, hi))}";"";"H. Bos"')
    return "\n".join(rows)


def t_estate(kind: str):
    def f(r, dt):
        if kind == "uitvaart":
            return (f"Uitvaartverzorging De Eem, Amersfoort\nFactuur uitvaart wijlen mevrouw G. (Truus) Bos-van Leeuwen\n"
                    f"Overleden 14 februari 2024 te Amersfoort\nOpdrachtgever: M. Bos\n\nVerzorging en opbaring: {eur(r, 1200, 1600)}\n"
                    f"Kist eiken: {eur(r, 1100, 1500)}\nCrematorium Amersfoort, aula 1,5 uur: {eur(r, 1300, 1700)}\nKoffie en cake 80 personen: {eur(r, 700, 900)}\n"
                    f"Rouwkaarten 150 st + porti: {eur(r, 380, 460)}\nTotaal: {eur(r, 6800, 8200)}\nVerrekening uitkering Dela-polis.\n")
        if kind == "erfrecht":
            return ("Notariskantoor Hoogland & Mes, Amersfoort\nVerklaring van erfrecht\n\nDe ondergetekende, mr. C. Hoogland, notaris, verklaart:\n"
                    "Op 14 februari 2024 is overleden mevrouw Geertruida Bos-van Leeuwen, geboren 21 mei 1942, laatst wonende te Amersfoort.\n"
                    "Erfgenamen: haar echtgenoot H. Bos en haar kinderen M. Bos en P. Bos, ieder voor een derde, met toepassing van de wettelijke verdeling.\n"
                    "Executeur: mevrouw M. Bos, wonende te Utrecht.\nAmersfoort, 2 april 2024\n")
        if kind == "erfbelasting":
            return ("Belastingdienst\nAanslag erfbelasting - nalatenschap G. Bos-van Leeuwen\nVerkrijger: M. Bos\n"
                    f"Verkrijging: {eur(r, 31000, 39000)}\nVrijstelling kind: EUR 25.490\nBelaste verkrijging belast tegen 10%\n"
                    f"Te betalen: {eur(r, 700, 1300)}  Dagtekening: 18 oktober 2024\n")
        if kind == "ib":
            return ("Belastingdienst - Aangifte inkomstenbelasting 2024 (F-biljet) overleden persoon\nOverledene: G. Bos-van Leeuwen, overleden 14-02-2024\n"
                    f"Ingediend door: M. Bos (executeur) op 3 juni 2024\nAOW januari-februari, pensioen PFZW\nTe ontvangen: {eur(r, 80, 400)}\n")
        if kind == "toespraak":
            return ("Voor mama - uitvaart 21 februari 2024\n\nMama was een vrouw van lijstjes. Boodschappenlijstjes, verjaardagslijstjes, "
                    "en op het eind ook een lijstje voor haar eigen afscheid: 'geen zwarte kleren, wel Toon Hermans'.\n"
                    "Ze fietste tot haar tachtigste elke week naar de markt in Amersfoort. Ze leerde mij breien en boekhouden, "
                    "die volgorde.\nPapa, we zorgen voor je. Mama, dank je wel.\n")
        if kind == "opzeggingen":
            return ("Opzeggingen mama - lijst\n\nAbonnement Amersfoortse Courant - opgezegd 26-2\nZiggo tv/internet - niet, papa houdt\n"
                    "Zilveren Kruis - automatisch via GBA, bevestiging ontvangen\nPFZW nabestaandenpensioen papa aangevraagd 1-3, toegekend\n"
                    "Bibliotheek Eemland - opgezegd\nANBO lidmaatschap - opgezegd\nKerk: Sint-Joriskerk kerkbalans - omgezet naar papa\n"
                    "SVB: AOW papa omgezet naar alleenstaande per 1 maart\n")
        rows = ["Boedelbeschrijving nalatenschap G. Bos-van Leeuwen per 14-02-2024;Bezit;Schuld"]
        for k, lo, hi in [("Spaarrekening ING (1/2)", 30000, 45000), ("Betaalrekening ING (1/2)", 1500, 4000), ("Inboedel (1/2)", 2000, 5000),
                          ("Uitvaartkosten", 0, 0), ("Belastingschuld IB 2023", 0, 0)]:
            v = r.uniform(lo, hi) if hi else 0
            rows.append(f"{k};{num(v)};{num(r.uniform(300, 8000)) if not hi else ''}")
        return "\n".join(rows)
    return f


# ============================================================ Rowing (Areas)


def t_jaarrekening(year: int):
    def f(r, dt):
        return (f"{CLUB}\nJaarrekening {year}\nOpgesteld door penningmeester M. Bos\n\nBaten\nContributies (243 leden): {eur(r, 61000, 68000)}\n"
                f"Inschrijfgelden nieuwe leden: {eur(r, 2000, 3200)}\nSubsidie gemeente Utrecht sportaccommodatie: {eur(r, 4000, 6000)}\n"
                f"Bar en verhuur sociëteit: {eur(r, 9000, 13000)}\n\nLasten\nHuur en energie botenhuis: {eur(r, 21000, 26000)}\n"
                f"Onderhoud vloot: {eur(r, 8000, 14000)}\nKNRB afdracht: {eur(r, 5000, 6500)}\nCoaches en opleiding: {eur(r, 6000, 9000)}\n"
                f"Dotatie bestemmingsreserve nieuwe C4: EUR 10.000\n\nResultaat: {eur(r, 800, 4000)} positief\nBalans: liquide middelen Rabobank {eur(r, 40000, 70000)}\n")
    return f


def t_begroting_club(r, dt):
    rows = ["Begroting U.R.V. Kromme Rijn 2026;Begroot 2026;Realisatie 2025"]
    for k, lo, hi in [("Contributies", 64000, 68000), ("Inschrijfgeld", 2000, 3000), ("Subsidie gemeente", 4500, 5500), ("Bar", 10000, 12000),
                      ("Huur/energie botenhuis", -26000, -22000), ("Onderhoud vloot", -14000, -9000), ("KNRB", -6500, -5500),
                      ("Coaches/opleiding", -9000, -7000), ("Reservering nieuwe boot", -10000, -10000)]:
        rows.append(f"{k};{num(r.uniform(lo, hi))};{num(r.uniform(lo, hi))}")
    return "\n".join(rows)


def t_contributie(r, dt):
    rows = ["Lidnr;Naam;Categorie;Contributie 2026;IBAN;Incasso;Status"]
    for i, m in enumerate(MEMBERS):
        cat, fee = r.choice([("Senior", 312), ("Student", 228), ("Junior", 168), ("Senior 65+", 264)])
        rows.append(f"{1040 + i * 7};{m};{cat};{fee},00;NL{r.randint(10, 99)}RABO0{r.randint(100000000, 999999999)};"
                    f"{r.choice(['ja', 'ja', 'ja', 'nee'])};{r.choice(['betaald', 'betaald', 'storno', 'herinnering 1'])}")
    return "\n".join(rows)


def t_club_csv(r, dt):
    rows = ["IBAN/BBAN,Munt,BIC,Volgnr,Datum,Rentedatum,Bedrag,Saldo na trn,Tegenrekening IBAN/BBAN,Naam tegenpartij,Omschrijving-1"]
    saldo = r.uniform(38000, 52000)
    for i in range(22):
        d = NOW - timedelta(days=120 - i * 5)
        if r.random() < 0.6:
            amt = r.choice([312.0, 228.0, 168.0, 264.0])
            who = r.choice(MEMBERS)
            desc = f"Contributie 2026 lid {r.randint(1040, 1140)} {who}"
        else:
            amt = -r.uniform(80, 2400)
            who, desc = r.choice([("KNRB", "Afdracht leden 1e halfjaar"), ("Empacher Bootsbau", "Reparatie skiff Zwaluw"),
                                  ("Eneco Zakelijk", "Energie botenhuis"), ("Sportfondsen Utrecht", "Huur ergometerruimte"),
                                  ("Sligro Utrecht", "Inkoop bar")])
        saldo += amt
        rows.append(f"NL41RABO0311447890,EUR,RABONL2U,{i + 1:018d},{d:%Y-%m-%d},{d:%Y-%m-%d},{amt:+.2f},{saldo:+.2f},,{who},{desc}")
    return "\n".join(rows)


def t_alv(r, dt):
    return (f"Notulen Algemene Ledenvergadering U.R.V. Kromme Rijn\n{nl(dt)}, sociëteit botenhuis, 20:00 uur\nAanwezig: 41 leden, bestuur voltallig\n\n"
            "3. Jaarrekening 2025 (penningmeester Marjolein Bos): toelichting op hogere energiekosten en storno's contributie.\n"
            "4. Verslag kascommissie (Dekker, Visser): administratie in orde, advies decharge. ALV verleent decharge aan het bestuur.\n"
            "5. Begroting 2026 en contributieverhoging 4% aangenomen (3 tegen).\n6. Aanschaf nieuwe C4+ uit bestemmingsreserve: akkoord.\n"
            "7. Rondvraag: verzoek om iDEAL-betaling voor introductieleden - penningmeester onderzoekt.\n")


def t_kascie(r, dt):
    return (f"Verslag kascommissie U.R.V. Kromme Rijn - boekjaar {dt.year - 1}\n\nDe kascommissie (M. Dekker en P. Visser) heeft op {nl(dt)} "
            "de administratie van de penningmeester gecontroleerd: bankafschriften Rabobank, facturen, contributieadministratie en kas bar.\n"
            f"Steekproef 25 boekingen: geen afwijkingen. Kasverschil bar: {eur(r, 3, 40)} (acceptabel).\n"
            "Aanbeveling: vaste afspraak over afschrijving boten (nu 10 jaar lineair).\nWij adviseren de ALV het bestuur decharge te verlenen.\n")


# ============================================================ Kids


def t_studielink(r, dt):
    return ("Rijksuniversiteit Groningen - Bewijs van inschrijving (voorlopig)\nStudent: Daan Verhoeven, studentnummer S5{0}\n".format(r.randint(100000, 999999)) +
            "Opleiding: BSc Technische Natuurkunde (Applied Physics), voltijd, start 1 september 2026\n"
            "Status Studielink: verzoek tot inschrijving - voorwaardelijk toegelaten (diploma vwo N&T volgt)\n"
            "Introductieweek KEI: 17-21 augustus 2026. Collegegeld: wettelijk tarief, eerste jaar halvering.\n")


def t_kamer(r, dt):
    return (f"Kamerverhuur Noord B.V.\nHuurovereenkomst onzelfstandige woonruimte\nHuurder: Daan Verhoeven, geboren 2007\n"
            f"Borg/garant: J. Verhoeven en M. Bos, Utrecht\nAdres: Oosterstraat 31b, kamer 3, 9711 NR Groningen\n"
            f"Ingangsdatum: 15 augustus 2026 (sleuteloverdracht), looptijd 2 jaar\nKale huur: {eur(r, 380, 420)}  Servicekosten: {eur(r, 45, 65)}\n"
            "Borg: twee maanden kale huur. Gedeelde keuken en badkamer met 4 studenten.\n")


def t_duo(r, dt):
    return ("DUO - Bevestiging aanvraag studiefinanciering\nDaan Verhoeven\n\nOpleiding: Technische Natuurkunde, RUG, ingangsdatum 1-9-2026\n"
            f"Basisbeurs uitwonend: {eur(r, 300, 330)} per maand\nAanvullende beurs: niet aangevraagd (inkomen ouders)\n"
            "Studentenreisproduct: weekabonnement, ophalen bij ov-chipkaart na 1 september.\nLening: 0 euro (ouders betalen aanvulling).\n")


def t_verhuis_daan(r, dt):
    return ("Daan -> Groningen\n\nspullen\n- bed 90x200 (IKEA Neiden) + matras\n- bureau + stoel (oude van Jeroen?)\n- kledingkast zit er al in\n"
            "- pannenset, bord/bestek 4x, waterkoker\n- fiets: oude van Lotte laten nakijken\n\nregelen\n- adres wijzigen gemeente Groningen (binnen 5 dagen)\n"
            "- eigen zorgverzekering Zilveren Kruis per sept\n- huurtoeslag? kamer 'onzelfstandig' -> geen recht\n- bestelbus Sixt zaterdag 29 aug\n"
            "- inboedelverzekering: valt onder onze polis als hij uitwonend student is (check Centraal Beheer)\n")


def t_school(kind: str):
    def f(r, dt):
        if kind == "ouderbijdrage":
            return (f"Het Kromme Rijn College\nFactuur vrijwillige ouderbijdrage schooljaar {dt.year}-{dt.year + 1}\nLeerling: Lotte Verhoeven, klas H3b\n"
                    f"Ouderbijdrage: {eur(r, 60, 90)}\nExcursie Berlijn (havo 4): {eur(r, 380, 460)}\nBetalen via WIS Collect.\n")
        if kind == "examen":
            return ("Het Kromme Rijn College\nRooster centraal eindexamen VWO 2026 - Daan Verhoeven (V6a)\n"
                    "di 12 mei 13:30 Nederlands\nwo 13 mei 9:00 Wiskunde B\nvr 15 mei 13:30 Natuurkunde\nma 18 mei 9:00 Engels\n"
                    "wo 20 mei 13:30 Scheikunde\nvr 22 mei 9:00 Duits\nUitslag: woensdag 10 juni vanaf 12:00 (mentor belt)\n")
        return (eml("mentor.h3b@krommerijncollege.nl", "ouders Lotte Verhoeven", "Rapport en oudergesprek H3b", dt,
                    "Beste ouders/verzorgers van Lotte,\n\nHet tweede rapport staat in Magister. Lotte staat onvoldoende voor wiskunde (5,2) "
                    "en Frans (5,4), de rest ruim voldoende. Ik nodig u uit voor een oudergesprek op donderdag 26 maart tussen 16:00 en 19:00; "
                    "inschrijven via Magister.\n\nMet vriendelijke groet,\nmevr. R. Kaya, mentor H3b"))
    return f


# ============================================================ Travel


def t_dolo_booking(r, dt):
    return (f"Ciclo Dolomiti Tours - Booking confirmation DT-{r.randint(26000, 26999)}\n\nGuests: Marjolein Bos, Jeroen Verhoeven\n"
            "Tour: Sella Ronda & Passi Dolomitici - self-guided road bike week, level 4/5\nDates: Saturday 8 August - Sunday 16 August 2026\n"
            "Base: Hotel Col Alto, Corvara in Badia (8 nights, half board)\nIncluded: luggage transfers, GPX tracks, app, rental road bikes "
            "Pinarello carbon (frame size M and L), support van on 2 days\n"
            f"Total: {eur(r, 3900, 4600)}  Deposit paid: EUR 900.  Balance due 8 July 2026.\n")


def t_dolo_route(r, dt):
    return ("Dolomieten routes (uit app Ciclo Dolomiti)\n\nDag 1 Corvara - Passo Campolongo - Arabba - Passo Pordoi - Passo Sella - Passo Gardena: 55 km, 1750 hm\n"
            "Dag 2 rustdag / Passo Valparola 30 km\nDag 3 Passo Giau (!!) + Falzarego: 92 km, 2600 hm\nDag 4 Tre Cime di Lavaredo (Auronzo, 12% laatste km)\n"
            "Dag 5 Maratona-route 106 km\nDag 6 Passo Fedaia - Marmolada, 90 km\nDag 7 Alta Badia rustig + wijnproeven\n"
            "Noot Jeroen: ik wil Giau op dag 5, als de benen goed zijn.\n")


def t_training(r, dt):
    rows = ["Trainingsschema Dolomieten;Week;Ma;Wo;Za/Zo;km totaal;hoogtemeters"]
    for i in range(14, 24):
        rows.append(f";{i};spinning 45 min;{r.choice(['interval 1u', 'duur 1,5u'])};{r.choice(['Utrechtse Heuvelrug 80 km', 'Amerongse Berg 4x', 'Veluwe 100 km', 'Posbank'])};"
                    f"{r.randint(120, 260)};{r.randint(400, 1800)}")
    return "\n".join(rows)


def t_paklijst(r, dt):
    return ("Paklijst Dolomieten aug 2026\n\n- eigen zadel + pedalen (Shimano SPD-SL) mee!\n- fietsschoenen, 2 broeken, 3 shirts, regenjack, armstukken, beenstukken\n"
            "- windvest voor de afdalingen\n- helm, zonnebril, zonnebrand 50\n- Garmin + oplader, powerbank\n- gels, reepjes\n- EHBO, paracetamol, zeemcrème\n"
            "- wandelschoenen, 1 nette outfit\n- EHIC kaart (Zilveren Kruis), reisverzekering CB\n")


def t_dolo_mail(r, dt):
    return eml("Giulia <info@ciclodolomiti.it>", "marjolein.bos@ziggo.nl", "Re: bike fitting and saddle height DT booking", dt,
               "Dear Marjolein,\n\nThank you for your measurements. We will set the Pinarello size M for you (saddle height 71.5 cm) "
               "and size L for Jeroen (77 cm). You can bring your own pedals and saddle, our mechanic will mount them on arrival, "
               "Saturday 8 August between 16:00 and 18:00 at Hotel Col Alto.\nParking for your car at the hotel is free.\n\nBest regards,\nGiulia - Ciclo Dolomiti Tours")


def t_portugal(kind: str):
    def f(r, dt):
        if kind == "vlucht":
            return ("Transavia - Boarding pass / Instapkaart\nPassenger: BOS/MARJOLEIN MRS\nFlight HV6503 Amsterdam (AMS) - Porto (OPO)\n"
                    "Date: 17 May 2025  Departure 07:05  Gate D5  Seat 14C  Boarding 06:35\nBooking ref: QX7T2P\n")
        if kind == "hotel":
            return ("Booking.com - Bevestiging\nQuinta da Pacheca, Lamego (Douro)\nIncheck: 21 mei 2025  Uitcheck: 24 mei 2025\n"
                    f"Gasten: Marjolein Bos, Jeroen Verhoeven\nDouble room wine barrel? nee - Superior double, ontbijt inbegrepen\nTotaal: {eur(r, 520, 690)}\n")
        if kind == "kosten":
            return "Portugal mei 2025;Bedrag;Wie betaalde\n" + "\n".join(
                f"{k};{num(r.uniform(lo, hi))};{r.choice(['M', 'J'])}" for k, lo, hi in
                [("Vluchten Transavia", 380, 460), ("Hotel Porto Ribeira", 540, 620), ("Quinta da Pacheca", 520, 690),
                 ("Huurauto Douro", 180, 240), ("Port tasting Graham's", 60, 80), ("Trein Porto-Pinhão", 40, 50), ("Eten", 600, 800)])
        return ("Porto & Douro 17-24 mei 2025 - plan\n\nza 17 vlucht 7:05, Airbnb/hotel Ribeira\nzo 18 Livraria Lello (tickets online!), Ribeira, port in Gaia\n"
                "ma 19 Foz + tram 1\ndi 20 trein naar Pinhão\nwo 21-23 Douro: auto ophalen Peso da Régua, Quinta da Pacheca\nza 24 terugvlucht 13:40\n")
    return f


def t_ardeche(r, dt):
    return ("Camping Le Pont d'Arc - Confirmation de réservation\nFamille Verhoeven\nEmplacement 112, électricité\n"
            f"Du 23 juillet au 6 août 2022, 4 personnes\nMontant total: {eur(r, 780, 990)}  Acompte payé\n")


# ============================================================ Teaching (Jeroen), Resources


def t_jeroen(kind: str):
    def f(r, dt):
        if kind == "toets":
            return ("Toets geschiedenis havo 4 - hoofdstuk 5 De Koude Oorlog\n\n1. Leg uit waarom de Berlijnse blokkade (1948-1949) een "
                    "voorbeeld is van containmentpolitiek. (3p)\n2. Noem twee gevolgen van de Cubacrisis voor de verhouding VS-USSR. (2p)\n"
                    "3. Bron 4 is een spotprent uit 1961. Welke gebeurtenis wordt bedoeld? (2p)\n4. Verklaar de term 'détente'. (2p)\n")
        return ("PTA geschiedenis vwo 5 2025-2026 (J. Verhoeven)\nSE1 schriftelijk: tijdvak 5-6, weging 20%\nSE2 praktische opdracht: "
                "bronnenonderzoek Utrecht in WO2 (Het Utrechts Archief), weging 20%\nSE3 schriftelijk: historische contexten Duitsland, weging 30%\n"
                "Herkansing: één per periode.\n")
    return f


RECIPES = {
    "Stamppot boerenkool met rookworst": "1 kg kruimige aardappels, 500 g boerenkool, 1 rookworst, 100 ml warme melk, klontje boter, mosterd.",
    "Appeltaart van oma Truus": "300 g bloem, 200 g roomboter, 150 g suiker, 1 ei, 1,5 kg Goudreinetten, kaneel, rozijnen, citroensap.",
    "Shakshuka": "6 eieren, 2 blikken tomaten, 2 paprika's, ui, knoflook, komijn, paprikapoeder, feta, koriander.",
    "Pasteis de nata (poging)": "Bladerdeeg, 500 ml melk, 6 eidooiers, 200 g suiker, citroenschil, kaneelstokje, 30 g bloem.",
    "Linzensoep met kokos": "250 g rode linzen, 1 blik kokosmelk, ui, gember, rode curry, bouillon, limoen.",
}


def _ib_age(year: int) -> float:
    return (NOW.replace(tzinfo=None) - NOW.replace(tzinfo=None).replace(year=year + 1, month=4, day=12)).days


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
    H = True

    # ------------------------------------------------------------ Documenten/Werk praktijk (Areas Practice)
    w = "Documenten/Werk praktijk"
    for wk in range(18, 24):
        add(f"{w}/Roosters/Rooster week {wk} 2026.xlsx", A, "Practice", (23 - wk) * 7 + 4, t_rooster(wk))
    add(f"{w}/Roosters/Vakantieplanning zomer 2026.xlsx", A, "Practice", 11, t_verlof)
    add(f"{w}/Personeel/Verzuim Q1 2026.xlsx", A, "Practice", 56, t_verzuim)
    for i, age in enumerate((33, 41, 48, 62)):
        add(f"{w}/Beoordelingen/2026/Beoordeling {STAFF[i][0]}.docx", A, "Practice", age, t_appraisal(i, 2026))
    for i, age in ((4, 395), (5, 402), (6, 410)):
        add(f"{w}/Beoordelingen/2025/beoordeling {STAFF[i][0].split()[0].lower()} 2025.docx", A, "Practice", age, t_appraisal(i, 2025))
    add(f"{w}/Beoordelingen/Format beoordelingsformulier.docx", A, "Practice", 880,
        "Huisartsenpraktijk Oudwijk - Format beoordelingsgesprek\n\nNaam medewerker:\nFunctie / FWG-schaal:\nDatum:\n\n1. Terugblik afspraken\n"
        "2. Functioneren (triage, samenwerking, administratie, hygiëne)\n3. Wensen en scholing\n4. Afspraken en periodiek (CAO Huisartsenzorg)\n")
    add(f"{w}/Contracten/Zorg-IT Midden onderhoudscontract 2024-2027.pdf", A, "Practice", 830,
        t_contract("Zorg-IT Midden B.V., Nieuwegein", "ICT-beheer en onderhoud werkplekken en HIS-koppelingen", (1400, 1700), "1-1-2024", "31-12-2027"))
    add(f"{w}/Contracten/Telecom4Zorg telefonie 2023.pdf", A, "Practice", 1180,
        t_contract("Telecom4Zorg B.V., Amersfoort", "Hosted telefonie met spoedlijn en keuzemenu", (380, 520), "1-4-2023", "31-3-2026"))
    add(f"{w}/Contracten/Schoonmaak Sprank 2025.pdf", A, "Practice", 520,
        t_contract("Schoonmaakbedrijf Sprank, Utrecht", "Dagelijkse schoonmaak praktijkruimten volgens richtlijn WIP", (1900, 2300), "1-1-2025", "31-12-2026"))
    add(f"{w}/Contracten/MedSupply raamovereenkomst.pdf", A, "Practice", 700,
        t_contract("MedSupply Nederland B.V., Zwolle", "Levering medische verbruiksmaterialen en disposables", (600, 900), "1-7-2024", "30-6-2026"))
    add(f"{w}/Facturen/Factuur Zorg-IT april.pdf", A, "Practice", 38, t_supplier_invoice("Zorg-IT Midden B.V.", "Beheer april 2026 + vervanging printer spreekkamer 2", 1800, 2400))
    add(f"{w}/Facturen/Factuur MedSupply 88213.pdf", A, "Practice", 22, t_supplier_invoice("MedSupply Nederland B.V.", "Handschoenen nitril M/L 20 doos, wondhechtstrips, spirometer-mondstukken", 400, 900))
    add(f"{w}/Accreditatie/Auditrapport NHG 2025.pdf", A, "Practice", 310, t_accred)
    add(f"{w}/Accreditatie/Verbeterplan 2026.docx", A, "Practice", 140, t_verbeterplan)
    add(f"{w}/Accreditatie/Protocol koelkastbewaking vaccins v3.docx", A, "Practice", 260,
        "Protocol koelkastbewaking vaccins - versie 3\n\nTemperatuur 2-8 °C, tweemaal daags aflezen en noteren (8:00 en 16:30).\n"
        "Bij overschrijding: vaccins niet gebruiken, in quarantaine, contact RIVM/apotheek.\nLogger uitlezen iedere maandag (Naima).\n")
    add(f"{w}/Accreditatie/Klachtenregeling 2024.pdf", A, "Practice", 720,
        "Klachtenregeling Huisartsenpraktijk Oudwijk\nKlachtenfunctionaris: M. Bos, praktijkmanager\nAangesloten bij Geschilleninstantie Huisartsenzorg (SKGE)\n"
        "Wij reageren binnen 6 weken schriftelijk op uw klacht.\n")
    add(f"{w}/Overleg/Notulen teamoverleg 2026-04-14.docx", A, "Practice", 47, t_notulen_team)
    add(f"{w}/Overleg/Notulen teamoverleg 2026-05-12.docx", A, "Practice", 19, t_notulen_team)
    add(f"{w}/Naslag/CAO Huisartsenzorg 2025-2026 samenvatting.pdf", R, "Practice", 230,
        "CAO Huisartsenzorg 2025-2026 - samenvatting (LHV/InEen)\nLoonsverhoging 1 januari 2025: 4%; 1 januari 2026: 3,5%\n"
        "Eindejaarsuitkering 8,33%. FWG 35-45 doktersassistenten. Ouderschapsverlof, PFZW pensioen.\n")
    add(f"{w}/Naslag/NTS triagewijzer 2025.pdf", R, "Practice", 190,
        "Nederlandse Triage Standaard - wijzer huisartsenpraktijk 2025\nUrgentie U1 (levensbedreigend) tot U5 (advies)\nIngangsklachten: pijn op de borst, benauwdheid, koorts bij kind...\n")
    # ------------------------------------------------------------ Verhuizing De Lemkes (Projects Practice)
    v = f"{w}/Verhuizing De Lemkes 2026"
    add(f"{v}/Verhuisplanning.xlsx", P, "Practice", 3, t_move_plan)
    add(f"{v}/Offertes verhuizers/Offerte Van Dijk Verhuizingen.pdf", P, "Practice", 41, t_mover_quote("Van Dijk Verhuizingen Utrecht B.V.", 6800, 8200))
    add(f"{v}/Offertes verhuizers/Offerte Koster & Zn.pdf", P, "Practice", 44, t_mover_quote("Verhuisbedrijf Koster & Zn, Houten", 7900, 9400))
    add(f"{v}/ICT/Migratieplan ICT v0.5.docx", P, "Practice", 12, t_it_migration)
    add(f"{v}/ICT/Nummerbehoud aanvraag Telecom4Zorg.pdf", P, "Practice", 27,
        "Telecom4Zorg - Bevestiging aanvraag nummerbehoud\nKlant: Huisartsenpraktijk Oudwijk\nNummers: 030-2514480 (hoofdnummer), 030-2514481 (spoed), 030-2514482 (recepten)\n"
        "Nieuw adres: Ina Boudier-Bakkerlaan 40, Utrecht. Overzetting gepland: vrijdag 25 september 2026 17:00.\n")
    add(f"{v}/Bouwvergadering 2026-05-12 verslag.docx", P, "Practice", 20, t_bouwverg)
    add(f"{v}/Brief patienten verhuizing CONCEPT.docx", P, "Practice", 8, t_patient_letter)
    add(f"{v}/Checklist verhuisweekend.docx", P, "Practice", 6, t_checklist_move)
    add(f"{v}/Indeling spreekkamers.xlsx", P, "Practice", 31, t_inrichting)
    add(f"{v}/Plattegrond 2e etage v3.pdf", P, "Practice", 62,
        "Gezondheidscentrum De Lemkes - 2e etage - huurder Huisartsenpraktijk Oudwijk\nTekening A-203 v3, schaal 1:100\n"
        "Ruimten 2.01-2.07 spreekkamers, 2.08 assistentenruimte/lab, 2.09 behandelkamer, 2.10 wachtkamer, 2.11 personeelsruimte\nArchitectenbureau Verwey & Post\n")
    for i, age in enumerate((70, 70, 25, 25)):
        photo(f"{v}/Foto's nieuw pand/{['wachtkamer casco', 'spreekkamer 2.03', 'gang 2e etage', 'balie ruwbouw'][i]}.jpg", P, "Practice", age)
    add(f"{v}/~$ecklist verhuisweekend.docx", L, "System", 6, b"\x0bMarjolein B" + b"\x00" * 150)
    # ------------------------------------------------------------ Oud werk ziekenhuis (Archive Hospital)
    o = "Documenten/Oud werk ziekenhuis"
    add(f"{o}/Getuigschrift Ziekenhuis Oudegracht.pdf", X, "Hospital", 2920, t_hosp("getuigschrift"))
    add(f"{o}/Opzegging dienstverband.docx", X, "Hospital", 3015, t_hosp("opzegging"))
    add(f"{o}/Poli planning wk 12 2017.xlsx", X, "Hospital", 3360, t_hosp("planning"))
    add(f"{o}/Afscheidsspeech.docx", X, "Hospital", 2922, t_hosp("speech"))
    add(f"{o}/Arbeidsovereenkomst 2006.pdf", X, "Hospital", 3500,
        "Arbeidsovereenkomst voor onbepaalde tijd\nZiekenhuis Oudegracht Utrecht en mevrouw M. Bos\nFunctie: teamleider secretariaat poliklinieken, FWG 50\n"
        "Ingangsdatum: 1 maart 2006, 32 uur per week. CAO Ziekenhuizen van toepassing. Pensioen PFZW.\n")
    add(f"{o}/Certificaat leergang leidinggeven 2014.pdf", X, "Hospital", 3300,
        "Certificaat\nMarjolein Bos heeft met goed gevolg de Leergang Leidinggeven in de Zorg (8 dagen) afgerond.\nZiekenhuis Oudegracht Academie, 14 november 2014\n")
    # ------------------------------------------------------------ Financiën (Areas Finance)
    f = "Documenten/Financiën"
    for y in range(2019, 2026):
        add(f"{f}/Belasting/IB {y}/Aangifte IB {y}.pdf", A, "Finance", _ib_age(y), t_ib(y))
    add(f"{f}/Belasting/IB 2023/Aanslag IB 2023.pdf", A, "Finance", 640, t_aanslag(2023))
    add(f"{f}/Belasting/IB 2024/Definitieve aanslag 2024.pdf", A, "Finance", 260, t_aanslag(2024))
    add(f"{f}/Belasting/IB 2025/Jaaropgaaf 2025 Marjolein.pdf", A, "Finance", 120, t_jaaropgaaf("Maatschap Huisartsenpraktijk Oudwijk", "M. Bos", 2025))
    add(f"{f}/Belasting/IB 2025/Jaaropgaaf 2025 Jeroen.pdf", A, "Finance", 118, t_jaaropgaaf("Stichting Het Nieuwe Lyceum Utrecht", "J. Verhoeven", 2025))
    add(f"{f}/Belasting/Voorlopige aanslag 2026.pdf", A, "Finance", 170, t_voorlopig)
    add(f"{f}/Hypotheek/Jaaroverzicht hypotheek 2024.pdf", A, "Finance", 480, t_hyp_jaar(2024))
    add(f"{f}/Hypotheek/Jaaroverzicht hypotheek 2025.pdf", A, "Finance", 115, t_hyp_jaar(2025))
    add(f"{f}/Hypotheek/Hypotheekakte 2012.pdf", A, "Finance", 5000,
        "Akte van hypotheekstelling\nNotariskantoor De Wit & Brands, Utrecht - 28 september 2012\nSchuldenaren: Jeroen Verhoeven en Marjolein Bos\n"
        "Hypotheekgever verleent aan Coöperatieve Rabobank U.A. recht van eerste hypotheek op Adriaen van Ostadelaan 61, Utrecht, "
        "kadastraal bekend Utrecht sectie C nummer 4412, tot een bedrag van EUR 410.000 plus renten en kosten.\n")
    add(f"{f}/Bank/ING jaaroverzicht 2024.pdf", A, "Finance", 470, t_bank_jaar(2024))
    add(f"{f}/Bank/ING jaaroverzicht 2025.pdf", A, "Finance", 110, t_bank_jaar(2025))
    add(f"{f}/Pensioen/UPO PFZW 2025.pdf", A, "Finance", 300, t_upo("Pensioenfonds Zorg en Welzijn (PFZW)", "M. Bos"))
    add(f"{f}/Pensioen/UPO ABP Jeroen 2025.pdf", A, "Finance", 290, t_upo("ABP", "J. Verhoeven"))
    add(f"{f}/Huishoudbegroting 2026.xlsx", A, "Finance", 14, t_budget)
    # ------------------------------------------------------------ Huis (Areas Home) + Keuken (Projects Home)
    h = "Documenten/Huis"
    add(f"{h}/Energie/Eneco jaarafrekening 2025.pdf", A, "Home", 425, t_eneco)
    add(f"{h}/Energie/Eneco jaarafrekening 2026.pdf", A, "Home", 58, t_eneco)
    add(f"{h}/Gemeente/Aanslag gemeentelijke belastingen 2025.pdf", A, "Home", 490, t_gemeente)
    add(f"{h}/Gemeente/Aanslag gemeentelijke belastingen 2026.pdf", A, "Home", 124, t_gemeente)
    add(f"{h}/Gemeente/Waterschap 2026.pdf", A, "Home", 118, t_waterschap)
    add(f"{h}/Onderhoud/Werkbon cv-ketel 2025.pdf", A, "Home", 232, t_cv)
    add(f"{h}/Koopakte woning 2012.pdf", A, "Home", 5010,
        "Koopovereenkomst woning (model NVM)\nVerkoper: fam. Hoekstra\nKopers: J. Verhoeven en M. Bos\nObject: Adriaen van Ostadelaan 61, 3583 AG Utrecht, "
        "tussenwoning bouwjaar 1931\nKoopsom: EUR 398.000 k.k.  Transportdatum: 28 september 2012\n")
    k = f"{h}/Keuken verbouwing"
    add(f"{k}/Offerte Keukenstudio Mulder DEF.pdf", P, "Home", 92, t_keuken_offerte)
    add(f"{k}/Offerte Bouwbedrijf Hak.pdf", P, "Home", 76, t_aannemer)
    add(f"{k}/Offerte elektra Van Rijn.pdf", P, "Home", 52,
        "Installatiebedrijf Van Rijn\nOfferte elektra keuken\nExtra groep inductie (perilex 2x230V), groep Quooker, 8 wcd's, spots in plafond (12x LED dim)\n"
        "Verplaatsen meterkast-aansluiting niet nodig. Totaal incl. btw: EUR 2.145,00\n")
    add(f"{k}/Opdrachtbevestiging Mulder.pdf", P, "Home", 61,
        "Keukenstudio Mulder - Opdrachtbevestiging K-26412\nKlant: fam. Verhoeven-Bos, Utrecht\nAanbetaling 10% ontvangen. Tweede termijn 40% bij bestelling fabriek.\n"
        "Plaatsing: dinsdag 30 juni en woensdag 1 juli 2026. Inmeten definitief na sloop (wk 26).\n")
    add(f"{k}/Tekening keuken v4.pdf", P, "Home", 70,
        "Keukenstudio Mulder - Tekening v4 - fam. Verhoeven-Bos\nWand A 340 cm: hoge kasten (oven, combimagnetron, koelkast), spoelbak onder raam\n"
        "Eiland 220 x 100 cm met inductie-kookplaat met afzuiging, zitgedeelte 3 krukken\nLooppad min. 110 cm\n")
    add(f"{k}/Begroting keuken.xlsx", P, "Home", 5, t_keuken_budget)
    add(f"{k}/Planning keuken.docx", P, "Home", 4, t_keuken_planning)
    for nm, age in (("oude keuken 1", 120), ("oude keuken 2", 120), ("showroom eiland eiken", 98)):
        photo(f"{k}/foto's/{nm}.jpg", P, "Home", age)
    # ------------------------------------------------------------ Auto's (Areas Car / Archive Car)
    a = "Documenten/Auto's"
    add(f"{a}/Toyota/Koopovereenkomst Toyota Corolla TS.pdf", A, "Car", 445,
        "Autobedrijf Oosterkwartier BV - Koopovereenkomst\nToyota Corolla Touring Sports 1.8 Hybrid Dynamic, 2021, kenteken J-482-NV, km 38.210\n"
        "Koper: M. Bos. Koopprijs EUR 24.950, inruil Opel Astra 4-KTP-93. Garantie 12 maanden Toyota Approved.\nDatum: 14 maart 2025\n")
    add(f"{a}/Toyota/Polis autoverzekering Toyota.pdf", A, "Car", 444, t_autoverz("J-482-NV", "Toyota Corolla Touring Sports"))
    add(f"{a}/Toyota/APK en onderhoud 2026.pdf", A, "Car", 35, t_apk("J-482-NV", "Toyota Corolla TS Hybrid"))
    add(f"{a}/Polo/APK 2025 Polo.pdf", A, "Car", 330, t_apk("XG-317-T", "Volkswagen Polo 1.0 TSI"))
    add(f"{a}/Polo/Polis Polo.pdf", A, "Car", 900, t_autoverz("XG-317-T", "Volkswagen Polo 1.0 TSI"))
    add(f"{a}/MRB aanslag Toyota.pdf", A, "Car", 62, t_mrb)
    add(f"{a}/Opel verkocht/Vrijwaringsbewijs 4-KTP-93.pdf", X, "Car", 443, t_vrijwaring)
    add(f"{a}/Opel verkocht/Onderhoudshistorie Opel.xlsx", X, "Car", 460,
        "Datum;km;Werk;Kosten\n12-03-2019;121400;grote beurt;412,50\n02-04-2021;149900;distributieriem;890,00\n18-05-2023;176300;APK + remmen;534,20\n"
        "20-02-2025;187100;APK afgekeurd (koppeling) - verkopen;0\n")
    # ------------------------------------------------------------ Verzekeringen, Gezondheid
    for nm, kind, age in (("Opstalverzekering", "Opstalverzekering woonhuis - herbouwwaarde EUR 520.000", 160),
                          ("Inboedelverzekering", "Inboedelverzekering - inboedelwaardemeter 2026", 160),
                          ("Aansprakelijkheid AVP", "Aansprakelijkheidsverzekering particulieren (gezin)", 700),
                          ("Doorlopende reisverzekering", "Doorlopende reisverzekering Europa, incl. wintersport en fietsvakanties", 520)):
        add(f"Documenten/Verzekeringen/{nm}.pdf", A, "Insurance", age, t_polis(kind))
    g = "Documenten/Gezondheid"
    add(f"{g}/Zorgpolis 2026 Zilveren Kruis.pdf", A, "Health", 170, t_zorgpolis)
    add(f"{g}/Declaraties maart 2026.pdf", A, "Health", 60, t_declaratie)
    add(f"{g}/Uitslag bevolkingsonderzoek 2025.pdf", A, "Health", 280, t_bvo)
    add(f"{g}/Nota fysio schouder.pdf", A, "Health", 85, t_fysio)
    # ------------------------------------------------------------ Papa (Areas Dad)
    d = "Documenten/Papa"
    add(f"{d}/Levenstestament volmacht 2019.pdf", A, "Dad", 2430, t_volmacht)
    add(f"{d}/CAK/Beschikking eigen bijdrage 2025.pdf", A, "Dad", 515, t_cak)
    add(f"{d}/CAK/Beschikking eigen bijdrage 2026.pdf", A, "Dad", 150, t_cak)
    for mon, age in (("maart", 70), ("april", 40), ("mei", 9)):
        add(f"{d}/De Eemhof/Factuur {mon} 2026.pdf", A, "Dad", age, t_eemhof)
    add(f"{d}/Belasting papa/Aangifte IB 2024 papa.pdf", A, "Dad", 420, t_papa_ib(2024))
    add(f"{d}/Belasting papa/Aangifte IB 2025 papa.pdf", A, "Dad", 52, t_papa_ib(2025))
    add(f"{d}/SVB jaaropgaaf AOW 2025.pdf", A, "Dad", 125, t_svb)
    add(f"{d}/De Eemhof/MDO verslag april 2026.docx", A, "Dad", 36, t_zorgplan)
    add(f"{d}/Uitgaven papa 2026.xlsx", A, "Dad", 7, t_papa_uitgaven)
    # ------------------------------------------------------------ Mama (Archive Estate)
    m = "Documenten/Mama 2024"
    for nm, kind, age in (("Factuur uitvaart De Eem.pdf", "uitvaart", 820), ("Verklaring van erfrecht.pdf", "erfrecht", 790),
                          ("Aanslag erfbelasting Marjolein.pdf", "erfbelasting", 590), ("Aangifte IB 2024 mama (F-biljet).pdf", "ib", 728),
                          ("Toespraak uitvaart mama.docx", "toespraak", 832), ("Opzeggingen.docx", "opzeggingen", 800),
                          ("Boedelbeschrijving.xlsx", "boedel", 760)):
        add(f"{m}/{nm}", X, "Estate", age, t_estate(kind))
    # ------------------------------------------------------------ Roeivereniging (Areas Rowing, Resources Rowing)
    c = "Documenten/Roeivereniging"
    for y, age in ((2023, 790), (2024, 430), (2025, 70)):
        add(f"{c}/Penningmeester/Jaarrekening {y}.pdf", A, "Rowing", age, t_jaarrekening(y))
    add(f"{c}/Penningmeester/Begroting 2026.xlsx", A, "Rowing", 75, t_begroting_club)
    add(f"{c}/Penningmeester/Contributie 2026 ledenlijst.xlsx", A, "Rowing", 16, t_contributie)
    add(f"{c}/Penningmeester/Verslag kascommissie 2025.docx", A, "Rowing", 80, t_kascie)
    add(f"{c}/ALV/Notulen ALV maart 2026.docx", A, "Rowing", 64, t_alv)
    add(f"{c}/Penningmeester/Facturen/KNRB afdracht 2026.pdf", A, "Rowing", 110,
        t_supplier_invoice("KNRB - Koninklijke Nederlandsche Roeibond", "Afdracht bondscontributie 243 leden 1e halfjaar 2026, U.R.V. Kromme Rijn", 2600, 3100))
    add(f"{c}/Penningmeester/Facturen/Empacher reparatie skiff.pdf", A, "Rowing", 45,
        t_supplier_invoice("Empacher Bootsbau GmbH", "Reparatie skiff 'Zwaluw' U.R.V. Kromme Rijn - scheur romp, rigger vervangen", 900, 1600))
    add(f"{c}/Roeitechniek - fases van de haal.pdf", R, "Rowing", 600,
        "Roeitechniek: de vier fases van de haal\nInpik - haal - uitpik - recover\nBenen, rug, armen; op de recover armen, rug, benen.\nRatio haal/recover 1:2 bij rustig tempo.\n")
    add(f"{c}/KNRB handboek stuurlieden.pdf", R, "Rowing", 980,
        "KNRB Handboek voor stuurlieden\nVaarreglement Kromme Rijn en Vaartsche Rijn, stuurcommando's, veiligheid bij mist en onweer.\n")
    # ------------------------------------------------------------ Kids
    dg = "Documenten/Daan Groningen"
    add(f"{dg}/Bewijs inschrijving RUG.pdf", P, "Kids", 88, t_studielink)
    add(f"{dg}/Huurcontract Oosterstraat 31b.pdf", P, "Kids", 23, t_kamer)
    add(f"{dg}/DUO aanvraag bevestiging.pdf", P, "Kids", 15, t_duo)
    add(f"{dg}/Verhuizen Daan.docx", P, "Kids", 5, t_verhuis_daan)
    add(f"{dg}/IKEA bestelling 1207788.pdf", P, "Kids", 10,
        "IKEA Utrecht - Orderbevestiging 1207788\nNEIDEN bedframe 90x200, VESTERÖY pocketveringmatras 90x200, MICKE bureau wit, LACK wandplank\n"
        "Bezorging: Oosterstraat 31b, 9711 NR Groningen, t.a.v. D. Verhoeven - maandag 31 augustus 2026\nTotaal EUR 318,00\n")
    for nm in ("kamer Oosterstraat raam", "kamer Oosterstraat keuken gedeeld"):
        photo(f"{dg}/{nm}.jpg", P, "Kids", 24)
    kd = "Documenten/Kinderen"
    add(f"{kd}/Lotte/Ouderbijdrage 2025-2026.pdf", A, "Kids", 250, t_school("ouderbijdrage"))
    add(f"{kd}/Lotte/Rapport en oudergesprek.eml", A, "Kids", 72, t_school("mail"))
    add(f"{kd}/Daan/Rooster CE 2026.pdf", A, "Kids", 50, t_school("examen"))
    # ------------------------------------------------------------ Vakanties
    vd = "Documenten/Vakanties/Dolomieten 2026"
    add(f"{vd}/Boeking Ciclo Dolomiti.pdf", P, "Travel", 130, t_dolo_booking)
    add(f"{vd}/Routes per dag.docx", P, "Travel", 28, t_dolo_route)
    add(f"{vd}/Trainingsschema.xlsx", P, "Travel", 2, t_training)
    add(f"{vd}/Paklijst.docx", P, "Travel", 9, t_paklijst)
    add(f"{vd}/Re bike fitting and saddle height.eml", P, "Travel", 17, t_dolo_mail)
    vp = "Documenten/Vakanties/Portugal 2025"
    add(f"{vp}/Instapkaart HV6503.pdf", X, "Travel", 383, t_portugal("vlucht"))
    add(f"{vp}/Booking Quinta da Pacheca.pdf", X, "Travel", 440, t_portugal("hotel"))
    add(f"{vp}/Kosten Portugal.xlsx", X, "Travel", 370, t_portugal("kosten"))
    add(f"{vp}/Plan Porto en Douro.docx", X, "Travel", 400, t_portugal("plan"))
    add("Documenten/Vakanties/Ardeche 2022/Camping Le Pont d'Arc bevestiging.pdf", X, "Travel", 1470, t_ardeche)
    # ------------------------------------------------------------ Recepten, Jeroen, Handleidingen, E-books
    for i, (nm, ing) in enumerate(RECIPES.items()):
        add(f"Documenten/Recepten/{nm}.{'docx' if i % 2 else 'txt'}", R, "Cooking", 200 + i * 170,
            f"{nm}\n\nIngrediënten: {ing}\n\nBereiding: zie aantekeningen; {['4 personen', 'voor 10 stukken', '2-3 personen'][i % 3]}.\n")
    add("Documenten/Jeroen/School/Toets H4 Koude Oorlog.docx", A, "Teaching", 95, t_jeroen("toets"))
    add("Documenten/Jeroen/School/PTA geschiedenis vwo5 2025-2026.docx", A, "Teaching", 270, t_jeroen("pta"))
    add("Documenten/Jeroen/School/Cijfers 4H2 periode 3.xlsx", A, "Teaching", 40,
        "Leerling;Toets H4;PO bronnen;Gemiddeld\n" + "\n".join(f"{n};{r.randint(40, 92) / 10:.1f};{r.randint(50, 90) / 10:.1f};" for n in
                                                               ["Amira", "Bram", "Chloé", "Dewi", "Emre", "Finn", "Guusje", "Hidde"]))
    dot("Documenten/Jeroen/School/.~lock.PTA geschiedenis vwo5 2025-2026.docx#", b"J. Verhoeven,JEROEN-PC,27.05.2026 21:14,\n", 5)
    hd = "Documenten/Handleidingen"
    add(f"{hd}/Remeha Calenta Ace gebruikershandleiding.pdf", R, "Home", 1900,
        "Remeha Calenta Ace - Gebruikershandleiding\nWaterdruk bijvullen: 1,5-2 bar. Storingscodes: H.02.00 te lage druk, E.04.00 vlambeveiliging.\n")
    add(f"{hd}/Bosch vaatwasser SMV4 handleiding.pdf", R, "Home", 1500,
        "Bosch Serie 4 SMV4 - Gebruiksaanwijzing\nProgramma's Eco 50, Auto 45-65, Intensief 70. Zoutreservoir vullen, filters reinigen.\n")
    add(f"{hd}/Garmin Edge 540 manual.pdf", R, "Cycling", 150,
        "Garmin Edge 540 Owner's Manual\nClimbPro shows remaining ascent on courses. Pair power meter and heart rate sensors via Sensors menu.\n")
    add(f"{hd}/Canon PIXMA TS5350 handleiding.pdf", R, "Home", 1100,
        "Canon PIXMA TS5350 - Online handleiding\nScannen naar pc: IJ Scan Utility, bestanden worden opgeslagen als scan0001.pdf in map Scans.\n")
    for nm, ti, au, lang, para in (("Het smelt - Lize Spit", "Het smelt", "Lize Spit", "nl", "Bovenmeer, een dorp in de Kempen..."),
                                   ("Lessons in Chemistry", "Lessons in Chemistry", "Bonnie Garmus", "en", "Back in 1961, when women wore shirtwaist dresses..."),
                                   ("Max Havelaar - Multatuli", "Max Havelaar", "Multatuli", "nl", "Ik ben makelaar in koffie, en woon op de Lauriergracht, No. 37."),
                                   ("De Dolomieten fietsgids", "Fietsen in de Dolomieten", "R. Smeets", "nl", "De Sella Ronda is een klassieker: vier passen rond het Sellamassief.")):
        add(f"Documenten/E-books/{nm}.epub", R, "Cycling" if "fiets" in nm else "Books", r.uniform(100, 1400), _epub(ti, au, lang, para))
    # ------------------------------------------------------------ Documenten/Diversen (bad folder) and 2019 dump
    dv = "Documenten/Diversen"
    add(f"{dv}/scan0007.pdf", A, "Dad", 108,
        "ABP\nJaaropgaaf 2025\nDe heer H. Bos\nEemhoflaan 2, 3818 LK Amersfoort\nRegistratienummer 7741 02 118\n\nOuderdomspensioen bruto: EUR 15.412,08\n"
        "Ingehouden loonheffing: EUR 3.190,44\nUitbetaald op NL88 INGB 0000 4412 09\nNabestaandenpensioen na overlijden echtgenote: zie brief maart 2024\n", H)
    add(f"{dv}/Doc1.docx", A, "Rowing", 60,
        "Aan de leden van U.R.V. Kromme Rijn\n\nBeste roeiers,\n\nDe ALV van 24 maart heeft de begroting 2026 goedgekeurd, inclusief een contributieverhoging "
        "van 4%. Senioren betalen vanaf het tweede halfjaar EUR 162,00 per halfjaar, studenten EUR 118,50. De incasso volgt op 1 juli.\n"
        "Heeft u een storno gedaan? Maak het bedrag dan over op NL41 RABO 0311 4478 90 o.v.v. uw lidnummer.\n\nMarjolein Bos, penningmeester\n", H)
    add(f"{dv}/brief.docx", A, "Home", 100,
        f"{ME}\n\nGemeente Utrecht, Afdeling Belastingen\nPostbus 2110, 3500 GC Utrecht\n\nBetreft: bezwaar WOZ-beschikking 2026, aanslagnummer 6012.4471.28\n\n"
        "Geachte heer/mevrouw,\n\nIk maak bezwaar tegen de WOZ-waarde van Adriaen van Ostadelaan 61. De vergelijkingswoningen aan de Van Ostadelaan 47 "
        "en 88 zijn groter en gerenoveerd; onze keuken en badkamer zijn uit 1998. Ik verzoek u de waarde te verlagen naar EUR 505.000.\n\nMet vriendelijke groet,\nMarjolein Bos\n", H)
    add(f"{dv}/lijstje.txt", P, "Kids", 18,
        "HEMA: dekbed 140x200 + 2 hoezen, kussen, handdoeken 4x, theedoeken\nAction: opbergboxen, verlengsnoer, bureaulamp\n"
        "Blokker: pannenset klein, koekenpan, snijplank, 4 borden/kommen\nnog vragen: mag hij eigen koelkastje op kamer 3 (Oosterstraat)? mail verhuurder\n", H)
    add(f"{dv}/Opgeslagen bericht.eml", A, "Practice", 150,
        eml("Contractbeheer Zorg-IT Midden <contracten@zorg-it-midden.nl>", "m.bos@huisartsoudwijk.nl", "Indexatie beheertarief per 1 januari", NOW - timedelta(days=150),
            "Geachte mevrouw Bos,\n\nConform artikel 7 van de beheerovereenkomst 2024-2027 wordt het maandtarief per 1 januari geïndexeerd met 3,1% (CBS CAO-lonen). "
            "Het nieuwe tarief voor 17 werkplekken en de HIS-koppelingen bedraagt EUR 1.612,40 excl. btw per maand.\n\nMet vriendelijke groet,\nR. Schipper, accountmanager"), H)
    add(f"{dv}/Map1.xlsx", P, "Home", 140,
        "Vergelijking keukens;Keukenstudio Mulder;Bruynzeel Utrecht;Keukenkampioen\nKasten;Häcker eiken mat;Bruynzeel greeploos wit;Eigen merk\n"
        "Werkblad;composiet 20mm;keramiek 12mm;laminaat\nInductie met afzuiging;Bosch;Bora;AEG\nQuooker;ja;ja;nee\nPrijs incl. montage;29.480;33.900;21.250\n"
        "Indruk;goed advies, showroom Nieuwegein;duur;opdringerig\n", H)
    add(f"{dv}/Garantiebewijs wasmachine Miele.pdf", A, "Home", 1200,
        "Miele - Garantiebewijs\nWasautomaat W1 WWD 120, serienummer 000/174412\nAankoopdatum: 3 maart 2023, Coolblue\n10 jaar garantie na registratie.\n")
    y = "Documenten/2019"
    add(f"{y}/scan0003.pdf", A, "Finance", 2600, t_ib(2018), H)
    add(f"{y}/Document (2).docx", A, "Dad", 2470,
        "Bevestiging afspraak\n\nNotariskantoor Hoogland & Mes, Amersfoort\nGeachte mevrouw Bos,\n\nHierbij bevestigen wij de afspraak met uw vader, de heer H. Bos, "
        "voor het passeren van zijn levenstestament op vrijdag 4 oktober 2019 om 10:30 uur. Neemt u beiden een geldig identiteitsbewijs mee.\n"
        "Kosten levenstestament inclusief registratie CLTR: EUR 695,00 incl. btw.\n", H)
    add(f"{y}/Nieuw Microsoft Word-document.docx", A, "Practice", 2450, t_appraisal(1, 2019), H)
    add(f"{y}/Map1.xlsx", A, "Rowing", 2520,
        "Overdracht penningmeester U.R.V. Kromme Rijn;van W. de Vries aan M. Bos;ALV 2019\nRabobank rekening;NL41 RABO 0311 4478 90;machtiging omzetten\n"
        "Spaarrekening bestemmingsreserve;EUR 38.200;\nIncassocontract Rabo;SEPA-incassant ID NL98ZZZ404781120000;\nBoekhoudpakket;e-Boekhouden.nl;login overdragen\n", H)
    add(f"{y}/Rooster zomer 2019.xlsx", A, "Practice", 2560,
        "Vakantierooster zomer 2019 Huisartsenpraktijk Oudwijk;wk 28;wk 29;wk 30;wk 31;wk 32\nFleur;vrij;vrij;;;\nSanne;;;vrij;vrij;vrij\nYvonne;;vrij;vrij;;\n"
        "Waarneming huisarts;De Graaf;De Graaf;Kuipers;Kuipers;Yilmaz\n")
    add(f"{y}/Factuur Van Rijn cv 2019.pdf", A, "Home", 2500, t_cv)
    add(f"{y}/Camping De Zandput Zeeland 2019.pdf", X, "Travel", 2540,
        "Camping De Zandput, Vrouwenpolder - Reserveringsbevestiging\nFam. Verhoeven, 4 personen, 2 fietsen\nVan 20 juli t/m 3 augustus 2019, plaats 48\nTotaal EUR 842,50\n")
    photo(f"{y}/IMG_0412.JPG", R, "Photos", 2530)
    # ------------------------------------------------------------ Downloads (dump)
    dl = "Downloads"
    for nm, b, t, age, cc in (
            ("document.pdf", X, "Estate", 30, t_estate("erfbelasting")),
            ("document (1).pdf", P, "Travel", 129, t_dolo_booking), ("document (2).pdf", A, "Home", 57, t_eneco),
            ("document (3).pdf", P, "Kids", 24, t_kamer), ("document (4).pdf", A, "Rowing", 71, t_jaarrekening(2025)),
            ("document (5).pdf", A, "Dad", 126, t_svb), ("document (6).pdf", P, "Practice", 43, t_mover_quote("Verhuisbedrijf Koster & Zn, Houten", 7900, 9400)),
            ("download.pdf", A, "Car", 331, t_apk("XG-317-T", "Volkswagen Polo 1.0 TSI")), ("download (1).pdf", A, "Health", 60, t_declaratie),
            ("export.csv", A, "Finance", 4, t_ing_csv), ("export (1).csv", A, "Rowing", 13, t_club_csv), ("export (2).csv", A, "Dad", 21, t_papa_csv),
            ("Overzicht.pdf", A, "Finance", 116, t_hyp_jaar(2025)),
            ("factuur.pdf", A, "Practice", 33, t_supplier_invoice("Telecom4Zorg B.V.", "Hosted telefonie mei 2026: 14 toestellen, spoedlijn, wachtrijrapportage", 420, 560)),
            ("bijlage.pdf", A, "Practice", 312, t_accred), ("Bijlage 1.docx", P, "Practice", 13, t_it_migration),
            ("attachment.pdf", X, "Travel", 1480, t_ardeche), ("20260512_093014.pdf", P, "Practice", 19, t_bouwverg),
            ("brief.pdf", A, "Dad", 151, t_cak), ("formulier.pdf", P, "Kids", 16, t_duo), ("uitslag.pdf", A, "Health", 279, t_bvo),
            ("doc04512320260415.pdf", P, "Home", 47, t_aannemer), ("Bevestiging.pdf", X, "Travel", 441, t_portugal("hotel"))):
        add(f"{dl}/{nm}", b, t, age, cc, H)
    add(f"{dl}/bericht.eml", A, "Rowing", 82,
        eml("M. Dekker <m.dekker@xs4all.nl>", "penningmeester@urvkrommerijn.nl", "kascontrole", NOW - timedelta(days=82),
            "Hoi Marjolein,\n\nPeter en ik komen donderdag om 19:30 naar het botenhuis voor de kascontrole over 2025. Wil je de Rabo-afschriften, "
            "de map met facturen en de contributielijst (met de storno's) klaarleggen? De barkas tellen we ter plekke.\n\nGroet, Miriam"), H)
    add(f"{dl}/Offerte K-26412 Keukenstudio Mulder.pdf", P, "Home", 93, t_keuken_offerte)
    add(f"{dl}/Jaaropgaaf_2025_Oudwijk.pdf", A, "Finance", 121, t_jaaropgaaf("Maatschap Huisartsenpraktijk Oudwijk", "M. Bos", 2025))
    add(f"{dl}/Polisblad_Toyota_Corolla.pdf", A, "Car", 445, t_autoverz("J-482-NV", "Toyota Corolla Touring Sports"))
    add(f"{dl}/Factuur_Eemhof_mei_2026.pdf", A, "Dad", 9, t_eemhof)
    for nm, head, age in (("ChromeSetup.exe", b"MZ\x90\x00", 400), ("Firefox Installer.exe", b"MZ\x90\x00", 220), ("ZoomInstallerFull.exe", b"MZ\x90\x00", 610),
                          ("vlc-3.0.21-win64.exe", b"MZ\x90\x00", 300), ("AcroRdrDCx64_nl_NL.exe", b"MZ\x90\x00", 150),
                          ("GarminExpressInstaller.exe", b"MZ\x90\x00", 140), ("LibreOffice_25.2.3_Win_x86-64.msi", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 90)):
        add(f"{dl}/{nm}", R, "Software", age, _blob(r, head, 1600))
    add(f"{dl}/Ottolenghi_Simple_leesproef.epub", R, "Cooking", 330, _epub("Simple", "Yotam Ottolenghi", "nl", "Geroosterde aubergine met feta en za'atar."))
    add(f"{dl}/Recept_pasteis_de_nata.pdf", R, "Cooking", 376, RECIPES["Pasteis de nata (poging)"])
    add(f"{dl}/Handleiding_Quooker_Flex.pdf", R, "Home", 66, "Quooker Flex - Gebruikershandleiding\nKokend water 100 °C, uittrekbare slang, filter vervangen elke 5 jaar.\n")
    add(f"{dl}/Bosch_PXX875D67E_montagehandleiding.pdf", R, "Home", 64, "Bosch PXX875D67E inductiekookplaat met afzuiging - Montagehandleiding\nUitsparing 750 x 490 mm, recirculatieset.\n")
    add(f"{dl}/Sella_Ronda_clockwise.gpx", P, "Travel", 26,
        '<?xml version="1.0"?>\n<gpx version="1.1" creator="Ciclo Dolomiti app"><trk><name>Sella Ronda clockwise - Corvara</name><trkseg>\n'
        '<trkpt lat="46.5497" lon="11.8727"><ele>1568</ele></trkpt><trkpt lat="46.5103" lon="11.8204"><ele>2239</ele></trkpt>\n</trkseg></trk></gpx>\n')
    add(f"{dl}/Roeien_blessurepreventie_rug.pdf", R, "Rowing", 510, "Blessurepreventie bij roeien: onderrug\nCore-stabiliteit, heupmobiliteit, niet te vroeg de rug openen in de haal.\n")
    add(f"{dl}/Klimmen_in_de_bergen_tips.pdf", R, "Cycling", 160, "Fietsen in de bergen: 10 tips\nKies een lichte verzetting (34x32), eet elk half uur, daal met de handen in de beugels.\n")
    photo(f"{dl}/IMG-20260518-WA0004.jpg", R, "Photos", 14)
    photo(f"{dl}/WhatsApp Image 2026-05-18 at 14.22.31.jpeg", R, "Photos", 14)
    add(f"{dl}/Portugal_2025_fotos_Jeroen.zip", R, "Photos", 360,
        _zip([(f"Portugal 2025/DSC0{4410 + i}.jpg", _jpeg(r, None)) for i in range(3)]))
    add(f"{dl}/Transavia_boarding_pass_HV6504.pdf", X, "Travel", 376,
        "Transavia - Boarding pass\nPassenger: VERHOEVEN/JEROEN MR\nFlight HV6504 Porto (OPO) - Amsterdam (AMS)\nDate: 24 May 2025  Departure 13:40  Seat 14D\nBooking ref: QX7T2P\n")
    add(f"{dl}/Rouwkaart_Truus_Bos.pdf", X, "Estate", 835,
        "Dankbaar voor alles wat zij voor ons was\nGeertruida (Truus) Bos - van Leeuwen\n* Amersfoort, 21 mei 1942   + Amersfoort, 14 februari 2024\n"
        "Henk\nMarjolein en Jeroen, Daan, Lotte\nPeter en Ans\nCrematie woensdag 21 februari, crematorium Amersfoort, 14:00 uur.\n")
    add(f"{dl}/Sixt_reservering_bestelbus.pdf", P, "Kids", 11,
        "Sixt - Reserveringsbevestiging 9912044871\nBestelbus VW Transporter of gelijkwaardig\nOphalen: Utrecht Centraal, za 29 augustus 2026 08:00\n"
        "Inleveren: Groningen Hoofdstation, zo 30 augustus 2026 18:00 (one way)\nHuurder: M. Bos  Totaal EUR 189,00\n")
    add(f"{dl}/Onbevestigd 448213.crdownload", L, "System", 1, _blob(r, b"%PDF-1.7\n", 700))
    add(f"{dl}/vakantiefotos_portugal.zip.part", L, "System", 358, _blob(r, b"PK\x03\x04", 900))
    add(f"{dl}/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n")
    dot(f"{dl}/.DS_Store", b"\x00\x00\x00\x01Bud1" + b"\x00" * 60, 360)
    # ------------------------------------------------------------ Bureaublad (dump)
    bb = "Bureaublad"
    add(f"{bb}/Nieuw tekstdocument.txt", P, "Practice", 2,
        "tel. Van Wijk Vastgoed (dhr. Post) 28/5\n- sleuteloverdracht 2e etage: 1 sept 9:00, 12 sleutels + 20 tags\n"
        "- bekabeling: Zorg-IT mag vanaf 1 sept, patchkast in ruimte 2.11\n- naambord gevel: drukproef volgende week\n- extra wastafel behandelkamer meerwerk EUR 1.850 -> akkoord maatschap vragen\n", H)
    add(f"{bb}/Nieuw tekstdocument (2).txt", A, "Dad", 10,
        "gebeld met Anita (EVV De Eemhof) 22/5\n- papa weer gevallen bij toilet, geen letsel, wel blauwe plek heup\n- heupbeschermer maat L bestellen (Thuiszorgwinkel Amersfoort)\n"
        "- fysio 2x per week loopoefeningen\n- vrijdag zelf langs, nieuwe pantoffels meenemen + ABP-brief ondertekenen\n", H)
    add(f"{bb}/Nieuw tekstdocument (3).txt", P, "Travel", 1,
        "training log\n23/5 Amerongse Berg 4x + Grebbeberg, 86 km, 780 hm - benen goed\n25/5 spinning 45 min\n27/5 interval 6x4 min drempel\n"
        "30/5 Posbank met Jeroen, 112 km 1.150 hm - laatste klim zwaar\nnog 10 weken tot Giau (29 km, 10%)...\n", H)
    add(f"{bb}/Nieuw tekstdocument (4).txt", A, "Rowing", 12,
        "storno's incasso 1 mei - nabellen\n1047 J. de Boer - nieuwe IBAN\n1061 K. Mulder - opgezegd? check ledenadmin\n1089 R. Janssen - herinnering 2, daarna schorsing roeirecht\n"
        "1103 W. de Vries - betaalt contant op ALV?? nee, overmaken\nstornokosten Rabo EUR 0,45 per stuk doorbelasten\n", H)
    add(f"{bb}/Nieuw tekstdocument (5).txt", A, "Teaching", 33,
        "PO vwo5 - ideeën (Jeroen)\n- Het Utrechts Archief: bronnen razzia Utrecht 1944, fotocollectie\n- groepjes van 3, logboek, bronvermelding APA\n"
        "- beoordeling: rubric, 20% van SE\n- excursie archief op di 9 juni, bus niet nodig\n", H)
    add(f"{bb}/Nieuw Microsoft Word-document.docx", A, "Practice", 26,
        "Voorstel aan de maatschap - uitbreiding assistentie-uren\n\nDe telefonische bereikbaarheid haalt de norm (wachttijd < 3 minuten) in 64% van de gesprekken. "
        "Op maandag en dinsdag ochtend is de piek het hoogst.\nVoorstel: vacature doktersassistente 16 uur (FWG 40), ma/di 8:00-12:30 en do-middag.\n"
        "Kosten: circa EUR 31.000 per jaar incl. werkgeverslasten. Dekking: extra inkomsten ANW/ouderenzorg-module.\nM. Bos, praktijkmanager\n", H)
    add(f"{bb}/Nieuw Microsoft Excel-werkblad.xlsx", P, "Home", 20,
        "Betalingen verbouwing;Datum;Bedrag;Betaald\nKeukenstudio Mulder aanbetaling 10%;02-03-2026;2.948,00;ja\nKeukenstudio Mulder 2e termijn 40%;11-05-2026;11.792,00;ja\n"
        "Bouwbedrijf Hak voorschot;15-06-2026;6.000,00;nee\nVan Rijn elektra;na oplevering;2.145,00;nee\nMulder restant 50%;na oplevering;14.740,00;nee\n", H)
    add(f"{bb}/Document.docx", A, "Insurance", 44,
        f"{ME}\n\nCentraal Beheer, Postbus 9150, 7300 HZ Apeldoorn\nPolisnummer woonhuis 4412087\n\nGeachte heer/mevrouw,\n\nIn juni en juli 2026 wordt onze keuken vernieuwd "
        "(investering circa EUR 52.000, waaronder het verwijderen van een dragende muur). Graag verhoog ik de herbouwwaarde van de opstalverzekering en ontvang ik "
        "bevestiging dat de verbouwing tijdens de werkzaamheden gedekt is.\n\nMet vriendelijke groet,\nMarjolein Bos\n", H)
    add(f"{bb}/todo.txt", P, "Kids", 3,
        "- Kamer Oosterstraat: borg 2x EUR 398 overmaken voor 15/7\n- inschrijven BRP Groningen na 29/8\n- eigen zorgpolis Daan\n- Sixt bus bevestigd, Jeroen rijdt\n"
        "- bankpas Daan: limiet omhoog\n- collegegeld machtiging Studielink (halvering 1e jaar)\n", H)
    add(f"{bb}/Map2.xlsx", A, "Dad", 95,
        "Zorgkosten papa 2025 (aangifte);Bedrag;Aftrekbaar\nDieet (zoutbeperkt) forfait;900,00;ja\nVervoer ziekenhuis Meander (taxi);312,40;ja\n"
        "Gehoorapparaten eigen bijdrage;487,00;ja\nRollator;149,00;ja\nCAK eigen bijdrage;22.104,00;nee\n", H)
    add(f"{bb}/scan.pdf", X, "Car", 443, t_vrijwaring, H)
    add(f"{bb}/mail.eml", A, "Kids", 6,
        eml("examensecretariaat@krommerijncollege.nl", "ouders van Daan Verhoeven", "Uitnodiging diploma-uitreiking VWO", NOW - timedelta(days=6),
            "Geachte ouders/verzorgers,\n\nOp woensdag 10 juni worden de uitslagen van het centraal examen bekendgemaakt. De diploma-uitreiking voor V6 is op "
            "donderdag 2 juli om 19:30 uur in de aula. Per kandidaat zijn er 3 plaatsen. Herkansingen vinden plaats van 22 tot 26 juni.\n\nExamensecretariaat"), H)
    add(f"{bb}/Verhuisplanning praktijk - kopie.xlsx", P, "Practice", 15, t_move_plan)
    add(f"{bb}/Rooster week 24.xlsx", A, "Practice", 1, t_rooster(24))
    add(f"{bb}/~$Rooster week 24.xlsx", L, "System", 0.2, b"\x0bMarjolein B" + b"\x00" * 150)
    add(f"{bb}/Contributie storno's mei.xlsx", A, "Rowing", 12, t_contributie)
    add(f"{bb}/Belastingaangifte 2025 checklist.txt", A, "Finance", 80,
        "aangifte 2025 - checklist\n[x] jaaropgaven Marjolein + Jeroen\n[x] Rabobank hypotheekrente 2025\n[x] WOZ 2025\n[ ] giften KWF + Oxfam bonnetjes\n[ ] zonnepanelen? geen opgave meer nodig\n")
    for nm, age in (("2026-05-20 101233", 12), ("2026-04-02 084411", 60), ("2026-03-11 201502", 82)):
        photo(f"{bb}/Schermafbeelding {nm}.png", R, "Photos", age)
    photo(f"{bb}/Giau hoogteprofiel.png", P, "Travel", 27)
    add(f"{bb}/desktop.ini", L, "System", 1500, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")
    # ------------------------------------------------------------ Scans (printer scans, hard)
    for i, (b, t, age, cc) in enumerate((
            (A, "Dad", 2420, t_volmacht), (X, "Estate", 780, t_estate("erfrecht")), (X, "Estate", 815, t_estate("uitvaart")),
            (X, "Hospital", 700, t_hosp("getuigschrift")), (A, "Home", 123, t_gemeente), (A, "Dad", 35, t_zorgplan),
            (A, "Rowing", 78, t_kascie), (A, "Home", 230, t_cv), (A, "Practice", 40, t_appraisal(4, 2026)),
            (X, "Car", 440, t_opel_inkoop), (A, "Health", 84, t_fysio), (P, "Kids", 87, t_studielink),
            (A, "Finance", 258, t_aanslag(2024)), (A, "Practice", 1175, t_contract("Telecom4Zorg B.V., Amersfoort", "Hosted telefonie met spoedlijn en keuzemenu", (380, 520), "1-4-2023", "31-3-2026")),
            (P, "Home", 88, t_keuken_offerte), (A, "Dad", 39, t_eemhof), (A, "Insurance", 158, t_polis("Opstalverzekering woonhuis - herbouwwaarde EUR 520.000")),
            (X, "Hospital", 2990, t_hosp("opzegging")), (X, "Estate", 725, t_estate("ib"))), 1):
        add(f"Scans/scan{i:04d}.pdf", b, t, age, cc, H)
    add("Scans/Thumbs.db", L, "System", 35, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))
    # ------------------------------------------------------------ Afbeeldingen
    ci = "Afbeeldingen/Camera-import 2026-05-24"
    add(f"{ci}/IMG_20260412_0001.pdf", A, "Kids", 50, t_school("ouderbijdrage"), H)
    add(f"{ci}/IMG_20260503_112045.pdf", A, "Car", 29, t_apk("J-482-NV", "Toyota Corolla TS Hybrid"), H)
    for i, age in enumerate((49, 44, 37, 30, 22, 16, 9)):
        photo(f"{ci}/IMG_2026{(NOW - timedelta(days=age)):%m%d}_{14 + i:02d}{r.randint(10, 59)}{r.randint(10, 59)}.jpg", R, "Photos", age)
    photo(f"{ci}/IMG_4471.HEIC", R, "Photos", 8)
    photo(f"{ci}/IMG_4472.HEIC", R, "Photos", 8)
    for nm in ("Schermafbeelding 2026-01-14 092210", "Schermafbeelding 2025-12-02 174501"):
        photo(f"Afbeeldingen/Schermafbeeldingen/{nm}.png", R, "Photos", 140)
    for i in range(8):
        photo(f"Afbeeldingen/Portugal 2025/DSC0{4401 + i * 3}.jpg", R, "Photos", 375 - i)
    add("Afbeeldingen/Portugal 2025/Thumbs.db", L, "System", 360, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 800))
    photo("Afbeeldingen/Roeien/Hollandia regatta 2025 C4 dames.jpg", R, "Photos", 420)
    photo("Afbeeldingen/Roeien/botenhuis open dag.jpg", R, "Photos", 250)
    photo("Afbeeldingen/Mama/mama en papa 1965.jpg", R, "Photos", 830)
    photo("Afbeeldingen/Mama/mama 80 jaar.jpg", R, "Photos", 830)
    # ------------------------------------------------------------ Muziek
    for ti, ar, al in (("Mooi weer", "Toon Hermans", "Het beste van Toon"), ("Avond", "Boudewijn de Groot", "Een overzicht"),
                       ("Is dit alles", "Doe Maar", "Doe de Dub"), ("Zwart wit", "Frank Boeijen Groep", "Foto van een mooie dag"),
                       ("Dreams", "Fleetwood Mac", "Rumours"), ("World of Hurt", "Ilse DeLange", "World of Hurt")):
        add(f"Muziek/{ar}/{al}/{ti}.mp3", R, "Music", r.uniform(300, 2500), _id3(r, ti, ar, al))
    # ------------------------------------------------------------ Back-up telefoon 2021 (Archive Backup)
    bk = "Back-up telefoon 2021 Galaxy S9"
    for i in range(5):
        photo(f"{bk}/DCIM/Camera/20210{r.randint(3, 9)}{r.randint(10, 28)}_{r.randint(8, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg", X, "Backup", 1650 + i)
    for i in range(2):
        photo(f"{bk}/WhatsApp/Media/WhatsApp Images/IMG-2021050{i + 3}-WA00{12 + i}.jpg", X, "Backup", 1640)
    add(f"{bk}/Notities.txt", X, "Backup", 1640, "Samsung Notes export\n- pincode fietsslot 4471\n- cadeau Lotte 11 jaar: skates\n- mama bellen over kerst\n")
    add(f"{bk}/contacten.vcf", X, "Backup", 1640,
        "BEGIN:VCARD\nVERSION:3.0\nFN:Papa en mama\nTEL;TYPE=HOME:033-4612288\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nFN:Praktijk Oudwijk\nTEL;TYPE=WORK:030-2514480\nEND:VCARD\n")
    # ------------------------------------------------------------ more files (second pass)
    for i, age in enumerate((272, 270, 268, 265, 262, 259)):
        photo(f"Afbeeldingen/Camera-import 2025-09-20/IMG_2025{(NOW - timedelta(days=age)):%m%d}_1{i}2{i}33.jpg", R, "Photos", age)
    photo("Afbeeldingen/Schermafbeeldingen/Schermafbeelding 2026-02-27 113005.png", R, "Photos", 94)
    add(f"{vd}/Hotel Col Alto conferma.pdf", P, "Travel", 120,
        "Hotel Col Alto - Corvara in Badia (BZ)\nConferma prenotazione / Booking confirmation 88412\nOspiti: Bos Marjolein, Verhoeven Jeroen\n"
        "Arrivo 08/08/2026 - Partenza 16/08/2026, camera doppia Superior, mezza pensione\nDeposito bici e officina a disposizione. Tassa di soggiorno EUR 3,50 p.p./notte.\n")
    add("Documenten/Fietsen/Racefiets onderhoud ketting en cassette.pdf", R, "Cycling", 520,
        "Onderhoud racefiets: ketting en cassette\nMeet kettingslijtage met kettingmeter; vervang bij 0,5% (11-speed). Cassette na 2-3 kettingen.\n")
    add("Documenten/Fietsen/Verzetten en cadans uitleg.pdf", R, "Cycling", 480,
        "Verzetten en cadans\nCompact 50/34 met cassette 11-32 of 11-34 voor bergen. Cadans 80-90 rpm op de vlakke weg, 70-80 klimmend.\n")
    add(f"{g}/Tandarts nota jan 2026.pdf", A, "Health", 125,
        "Tandartspraktijk Oost, Utrecht\nNota 2026-00412\nPatiënt: M. Bos\nC002 periodieke controle EUR 27,82\nM03 gebitsreiniging 2x EUR 31,64\nX10 kleine röntgenfoto EUR 19,05\n")
    add(f"{dl}/document (7).pdf", A, "Health", 40,
        "Saltro Diagnostisch Centrum, Utrecht\nUitslag laboratoriumonderzoek\nPatiënt: M. Bos, geb. 12-06-1973\nAanvrager: huisarts dr. P. Kalkman, Huisartsen Oost\n\n"
        "Totaal cholesterol 6,4 mmol/l (H)  LDL 4,1 mmol/l (H)  HDL 1,6  Triglyceriden 1,3\nGlucose nuchter 5,4 mmol/l\nTSH 2,1 mU/l\n"
        "Advies huisarts: leefstijl, herhalen over 1 jaar, CVRM-risico berekend 4%.\n", H)
    add(f"{kd}/Lotte/Profielkeuze havo 4.docx", A, "Kids", 110,
        "Profielkeuze Lotte - havo 4\n\nVoorkeur: Economie & Maatschappij, keuzevak tekenen\nAdvies decaan: E&M past, wiskunde A met bijles\nDeadline inleveren formulier: 1 maart\n")
    add("Scans/scan0020.pdf", A, "Kids", 55,
        "Het Kromme Rijn College\nToestemmingsformulier excursie Berlijn havo 4 - 5 t/m 9 oktober 2026\nNaam leerling: Lotte Verhoeven, klas H3b\n"
        "Geldig paspoort of ID-kaart: ja, geldig tot 2031\nDieet/allergieën: geen\nHandtekening ouder/verzorger: M. Bos\n", H)
    add(f"{m}/Condoleances adressenlijst.xlsx", X, "Estate", 810,
        "Naam;Adres;Kaart gestuurd;Bedankkaart\nFam. Dekker;Leusderweg 12, Amersfoort;ja;ja\nTante Ans;Hooglanderveen;ja;ja\nBuren nr 14;Eemhoflaan;ja;nee\n"
        "Koor Sint-Joris;p/a secretaris;ja;ja\n")
    add(f"{f}/Bank/Spaarrekening kinderen jaaroverzicht 2025.pdf", A, "Finance", 108,
        "ING Bank - Jaaroverzicht Kinder Spaarrekening 2025\nD. Verhoeven: saldo 31-12-2025 EUR 6.412,88\nL. Verhoeven: saldo 31-12-2025 EUR 3.980,10\n"
        "Wettelijk vertegenwoordiger: M. Bos / J. Verhoeven\n")
    add(f"{v}/Offerte meubilair wachtkamer.pdf", P, "Practice", 34,
        "Ahrend Zorginrichting - Offerte 26-3391\nWachtkamer Gezondheidscentrum De Lemkes, Huisartsenpraktijk Oudwijk\n18 stoelen met armleuning (reinigbare stof), 2 tafels, kinderhoek\n"
        "Levering week 38, montage vrijdag 25 september. Totaal EUR 9.870 excl. btw.\n")
    add(f"{w}/Personeel/Vacature doktersassistente 16 uur.docx", A, "Practice", 18,
        "Vacature: doktersassistente 16 uur (FWG 40)\nHuisartsenpraktijk Oudwijk, vanaf oktober in Gezondheidscentrum De Lemkes\n"
        "Ma/di ochtend en do-middag. Triage NTS, spreekuren, ketenzorg. Reageren vóór 20 juni bij Marjolein Bos.\n")
    add(f"{bb}/Nieuw tekstdocument (6).txt", A, "Finance", 7,
        "gesprek Rabo hypotheekadviseur (Ruben) 25/5\n- rentevast leningdeel 1 en 2 loopt af 1-3-2027\n- nu 10 jaar vast ca 3,9%, 20 jaar 4,1%\n"
        "- renteaanbod vanaf sept aanvragen, kosteloos\n- keuken meefinancieren? verhogen kan, taxatie nodig\n", H)
    add(f"{dl}/Aanvraag.pdf", A, "Dad", 200,
        "CIZ - Besluit Wet langdurige zorg\nDe heer H. Bos, geboren 3-11-1939\nUw aanvraag is ingediend door uw gemachtigde mevrouw M. Bos.\n"
        "Besluit: u heeft recht op zorg uit de Wlz, zorgprofiel VV Beschermd wonen met intensieve verzorging (VV05).\nGeldigheid: onbepaalde tijd.\n", H)
    add(f"{dl}/Huurtoeslag_proefberekening.pdf", P, "Kids", 19,
        "Dienst Toeslagen - Proefberekening huurtoeslag 2026\nAanvrager: D. Verhoeven, 18 jaar\nWoning: onzelfstandige woonruimte (kamer), Groningen\n"
        "Uitkomst: geen recht op huurtoeslag (geen zelfstandige woning).\n")
    add(f"{c}/Penningmeester/Subsidieaanvraag gemeente 2026.docx", A, "Rowing", 160,
        "Aanvraag jaarsubsidie sportaccommodatie 2026 - Gemeente Utrecht\nVereniging: U.R.V. Kromme Rijn, KvK 40478112\nAantal jeugdleden < 18: 61\n"
        "Gevraagd bedrag: EUR 5.400 (bijdrage huur botenhuis en aangepast roeien)\nContactpersoon: M. Bos, penningmeester\n")
    add(f"{h}/Energie/Zonnepanelen opbrengst 2025.xlsx", A, "Home", 150,
        "Maand;Opbrengst kWh;Teruglevering kWh\n" + "\n".join(f"{mo};{r.randint(60, 520)};{r.randint(20, 330)}" for mo in MND))
    add("Documenten/E-books/De tolk van Java - Alfred Birney.epub", R, "Books", 900,
        _epub("De tolk van Java", "Alfred Birney", "nl", "Mijn vader was een tolk, maar hij vertaalde vooral zichzelf."))
    add(f"{dv}/Nieuw tekstdocument.txt", A, "Car", 15,
        "Polo ruit: sterretje voorruit (steentje A2)\nCarglass afspraak vr 12 juni 8:30 Kanaalweg\nreparatie = geen eigen risico, vervangen wel EUR 136 (CB polis XG-317-T)\n"
        "Jeroen neemt de fiets die dag\n", H)
    return items
