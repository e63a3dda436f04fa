"""A hundred-and-twelfth unseen labelled corpus: a Romanian truck mechanic's family laptop in Turin, ``build(root, seed)``, written blind.

What was read to write it: ``benchmarks/placement/unseen.py`` lines 1-220 (docstring, helpers ``_d``, ``_kr``,
``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob`` and the first lines of its seed
data) and lines 1296-1360 (the write / encode / add / dot / photo helpers at the start of its ``build()``
and its first few ``add`` calls); ``benchmarks/placement/corpus.py`` lines 1-30 (``Item``, ``NOW``,
``NOW_S``, ``DAY``), its ``_pdf`` and ``_jpeg``; ``benchmarks/placement/blind.py`` lines 74-106 (``_d``,
``_money``, ``_docx``), ``HEIC_HEAD`` and ``_png``. Slip: printing ``corpus.py`` lines 169-230 to see
``_pdf`` and ``_jpeg`` also showed the first ~25 lines of ``corpus.py``'s ``build()`` (how it writes
loose named files and camera photos); nothing from it was used. The directory listing of
``benchmarks/placement/`` was seen (file names only). One ``git status --short`` was run by mistake while
checking, with its output discarded (piped to ``head -0``); nothing was read from it. Nothing under ``foldwise/``, ``docs/``, ``tests/`` or
``scripts/`` was read, and no placement result.

The person: Marian Ursache, 38, a Romanian truck mechanic (meccanico veicoli industriali, livello C3 of the
CCNL Metalmeccanici Industria) at Autofficina Flotte Stura S.r.l., the fleet workshop in Strada Settimo,
Torino, that services the lorries of Trasporti Canavese Logistica; employed there since March 2021. He
lives in a rented flat at Via Sempione 118, Torino (Barriera di Milano) with his wife Florentina (36, an
assistente familiare employed since April 2024 by the Ferrero family under the CCNL lavoro domestico,
looking after Sig.ra Elda Ferrero) and their daughter Ana-Maria (11, quinta elementare at the Collodi
primary school, enrolled for the scuola media in September 2026). Before Italy he worked in Piatra Neamț
at SC Auto Moldova Service SRL (2009-2016, ended when they emigrated). Files are Romanian and Italian with
a little English.

As of ``NOW`` (2026-06-01):

- under way, with an end: the house being built on the family's plot in Brusturi, județul Neamț
  (certificat de urbanism, autorizație de construire 14/2025, builder SC Ceahlău Construct Grup SRL,
  structure done, roof planned for September 2026; his brother Cătălin sends progress photos); the
  evening course "Tecnico diagnosi motori diesel e common rail" at Agenzia Formativa Dora, final exam 22
  June 2026; renewing his Romanian passport at the Consulatul General al României la Torino
  (appointment 10 June 2026); the family's August 2026 drive to Romania (vignettes, stop-over hotel in
  Hungary, route plan, packing list).
- ongoing: his employment (contract, buste paga, CU, the CCNL, leave, safety certificates); household
  money, bank, the yearly 730 done at the CAF, remittances, ISEE; the rented flat (affitto, bollette,
  condominio, TARI); Florentina's care-work job (her contract, her buste paga, INPS contributions);
  Ana-Maria's school; the family's health (tessera sanitaria, ASL, doctor, lab results); the current
  car (Škoda Octavia, insurance, bollo, revisione, service); identity papers (Romanian CI, Italian
  carta d'identità, residenza, codice fiscale); the amateur football team (AS Carpați Torino, UISP
  league); the land tax on the Brusturi plot.
- finished: the 2023 import and Italian registration (nazionalizzazione) of the Octavia; the old job in
  Romania (ended 2016); Florentina's job at Cooperativa Sociale Il Girasole (ended March 2024); past
  trips (Romania summer 2024, Christmas 2025, Liguria 2025); the old Samsung phone backup from 2022.

The machine (Italian Windows): ``Documenti/`` (half-organised: ``Lavoro``, ``Manuali camion``, ``Tasse``,
``Banca``, ``Casa``, ``Flori``, ``Scuola Ana``, ``Sanita``, ``Macchina``, ``Casa Brusturi``, ``Corso
diesel``, ``Acte``, ``Fotbal``, ``Vacanta Romania 2026``, ``Vacante vechi``, ``Vechi``, ``Retete``,
``Carti``, ``Italiano``), ``Download/`` (the usual chaos), ``Desktop/``, ``Immagini/``, ``Musica/``, a
``2024/`` folder of scans and photos, ``Backup Samsung 2022/``.

Labelling rules (written before any file was generated; every file is labelled by them as of ``NOW``):

- **Projects**: the house in Brusturi -- permits, project drawings, builder contract and quotes
  (devize), materials, payments sent to the builder, utility connection requests, progress photos, and
  the 2019 deed of the plot kept in the permit dossier -- topic House Romania; the diesel course --
  enrolment, fees, timetable, the course handouts and practice tests, exam admission -- topic Diesel
  course (handouts belong to the course while it runs); the passport renewal -- appointment, forms,
  photo, fee -- topic Identity; the August 2026 trip to Romania -- vignettes, hotel, route, packing
  list -- topic Travel.
- **Areas**: his employment (contract, payslips, CU, the CCNL text, leave, timesheets, safety training
  required by the employer) -- Work; money, bank, 730 and CAF, remittances, ISEE, budget -- Finance; the
  rented flat -- Home; Florentina's current job -- Care work; Ana-Maria's school -- School; the
  family's health -- Health; the current car -- Car; identity papers -- Identity; the football team
  (membership, medical certificate for sport, fixtures, fees) -- Football; the yearly land tax
  (impozit pe teren) of the Brusturi plot -- House Romania. An old payslip or a 2024 730 is still Areas.
  A residence certificate asked for by the school sits with the school papers (School).
- **Resources**: truck-repair reference not tied to the course (workshop manuals, torque tables,
  wiring diagrams, parts catalogues) -- Work; appliance manuals -- Home; recipes -- Cooking; ebooks --
  Books; music -- Music; installers -- Software; Italian-language learning -- Language; photos,
  WhatsApp images and screenshots -- Photos, except photos that document a project (the house's
  progress photos: Projects/House Romania; the course's lab photos: Projects/Diesel course; passport
  photo: Projects/Identity; photos of the 2023 car import papers: Archive/Car) and the photos inside
  the phone backup (Archive/Backup).
- **Archive**: the job at Auto Moldova Service (Work); the 2023 car import (Car); Florentina's
  cooperative job (Care work); past trips (Travel); the old phone backup, whatever is in it (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$x.docx``),
  ``desktop.ini``, ``Thumbs.db`` (topic System). Dot files are written with ``dot()`` and not labelled.

``hard`` marks a file whose name and folder say nothing about its subject (``Download/document (3).pdf``,
``2024/scan0004.pdf``, ``Desktop/nou.txt``); only the text inside can place it. Images are never hard.
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


def _eur(r: random.Random, lo: float, hi: float) -> str:
    v = r.uniform(lo, hi)
    s = f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
    return s + " EUR"


def _lei(r: random.Random, lo: float, hi: float) -> str:
    v = r.uniform(lo, hi)
    s = f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
    return s + " lei"


def _it(dt) -> str:
    return dt.strftime("%d/%m/%Y")


def _ro(dt) -> str:
    return dt.strftime("%d.%m.%Y")


MESI = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
        "ottobre", "novembre", "dicembre"]
LUNI = ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie",
        "octombrie", "noiembrie", "decembrie"]

HIM = "Marian Ursache"
CF_HIM = "RSCMRN87S14Z129K"
CF_FLO = "RSCFRN89E52Z129T"
CF_ANA = "RSCNMR15A61L219W"
ADDR = "Via Sempione 118, scala B, int. 9, 10154 Torino (TO)"
EMPLOYER = "Autofficina Flotte Stura S.r.l. - Strada Settimo 230, 10156 Torino - P.IVA 09876540018"
BUILDER = "SC Ceahlău Construct Grup SRL, CUI RO31877420, sat Brusturi, com. Brusturi, jud. Neamț"
TEAMMATES = ["Ionuț Rusu", "Bogdan Lazăr", "Cristi Moraru", "Florin Dediu", "Alex Tănase", "Gheorghe Pavel",
             "Daniel Croitoru", "Sorin Apetrei", "Mihai Buzatu", "Luca Ferraris", "Andrei Ciubotaru",
             "Vasile Grădinaru", "Radu Chirilă", "Paolo Gili"]
TRUCKS = ["Iveco S-Way 460", "Scania R450", "Volvo FH 500", "DAF XF 480", "MAN TGX 18.470", "Iveco Eurocargo 120E25",
          "Mercedes Actros 1845"]


# --------------------------------------------------------------------------- Work (Areas)

def t_payslip(month: int, year: int):
    def f(r, dt):
        base = 2048.71 + (46.0 if year >= 2026 else 0)
        ore = r.randint(0, 22)
        straord = ore * 17.9
        lordo = base + straord + 51.65
        inps = lordo * 0.0919
        irpef = (lordo - inps) * r.uniform(0.14, 0.17)
        netto = lordo - inps - irpef
        return (f"{EMPLOYER}\nCEDOLINO PAGA - {MESI[month - 1]} {year}\n"
                f"Dipendente: URSACHE MARIAN  Matricola 0047  C.F. {CF_HIM}\n"
                "Qualifica: operaio - meccanico veicoli industriali  Livello C3  CCNL Metalmeccanici Industria\n"
                f"Data assunzione 01/03/2021  Ore ordinarie 168  Straordinari {ore} h\n"
                f"Paga base + contingenza {base:.2f}  Elemento perequativo 0,00  Scatti anzianita 51,65\n"
                f"Straordinario 25% {straord:.2f}\nTotale competenze lorde {lordo:.2f}\n"
                f"Contributi INPS 9,19% {inps:.2f}\nIRPEF netta {irpef:.2f}  Detrazioni lav. dip. applicate\n"
                f"Addizionale regionale Piemonte e comunale Torino in rate\nNETTO IN BUSTA {netto:.2f} EUR\n"
                f"Ferie residue {r.randint(4, 26)} gg  Permessi ROL residui {r.randint(8, 72)} h  TFR accantonato\n"
                "Accredito su IBAN IT60 X030 6901 0001 0000 0123 456")
    return f


def t_cu(year: int):
    def f(r, dt):
        return (f"CERTIFICAZIONE UNICA {year + 1} - redditi {year}\nDati del sostituto d'imposta: {EMPLOYER}\n"
                f"Dati del percipiente: URSACHE MARIAN, nato in Romania (EE) il 14/11/1987, C.F. {CF_HIM}\n"
                f"Comune di domicilio fiscale: TORINO\nPunto 1 Redditi di lavoro dipendente {r.randint(28500, 31500)},00\n"
                f"Punto 6 Giorni lavoro dipendente 365\nPunto 21 Ritenute IRPEF {r.randint(4200, 5100)},00\n"
                f"Punto 22 Addizionale regionale {r.randint(380, 460)},00  Punto 26 Addizionale comunale {r.randint(190, 260)},00\n"
                "Coniuge a carico: NO  Figli a carico: 1 (50%)\nTFR maturato e accantonato in azienda\n"
                f"Torino, {r.randint(10, 16)}/03/{year + 1}  Il sostituto d'imposta")
    return f


def t_contract(r, dt):
    return (f"CONTRATTO INDIVIDUALE DI LAVORO A TEMPO INDETERMINATO\nTra {EMPLOYER}\n"
            f"e il sig. URSACHE MARIAN, nato a Piatra Neamț (Romania) il 14/11/1987, residente in {ADDR}\n"
            "1. Decorrenza: 01/03/2021. Periodo di prova: 6 settimane.\n"
            "2. Mansione: meccanico riparatore di veicoli industriali e semirimorchi, officina flotte.\n"
            "3. Inquadramento: livello C3 (ex 5°) CCNL Metalmeccanici Industria.\n"
            "4. Orario: 40 ore settimanali, lunedi-venerdi 7:30-12:00 / 13:00-16:30, reperibilita a turno.\n"
            "5. Retribuzione lorda mensile come da tabelle CCNL, 13 mensilita.\n"
            "6. Luogo di lavoro: officina di Strada Settimo 230 e interventi presso i piazzali del cliente.\n"
            "Letto, confermato e sottoscritto. Torino, 24/02/2021")


def t_ccnl(r, dt):
    return ("CCNL Metalmeccanici Industria - Federmeccanica, Assistal, Fim-Cisl, Fiom-Cgil, Uilm-Uil\n"
            "Rinnovo 2024-2027 - sintesi per i lavoratori\n"
            "Nuovo sistema di inquadramento: livelli D1, D2, C1, C2, C3, B1, B2, B3, A1.\n"
            "Minimi tabellari livello C3 dal 1 giugno 2025 e dal 1 giugno 2026.\n"
            "Orario settimanale 40 ore; ferie 4 settimane; permessi ROL 72 ore annue (104 dopo 10 anni).\n"
            "Flexible benefits 200 EUR annui; previdenza complementare Cometa; assistenza sanitaria metaSalute.\n"
            "Formazione continua: 24 ore nel triennio per ogni lavoratore.\n"
            "Straordinario feriale 25%, notturno 50%, festivo 55%.")


def t_ferie(r, dt):
    return (f"Spett.le {EMPLOYER.split(' - ')[0]}\nUfficio personale, att. sig.ra Manuela Rosso\n"
            f"Il sottoscritto Ursache Marian, matricola 0047, chiede di poter usufruire di ferie dal 03/08/2026 "
            f"al 24/08/2026 (15 giorni lavorativi), per viaggio in Romania.\n"
            f"Torino, {_it(dt)}\nFirma ______________\nVisto capo officina: Sergio Bonino")


def t_cartellino(r, dt):
    rows = ["Data;Entrata;Uscita;Ore;Straord.;Commessa"]
    for d in range(1, 21):
        s = r.randint(0, 2)
        rows.append(f"{d:02d}/04/2026;07:30;{16 + s}:30;8;{s};{r.choice(TRUCKS)} targa {r.choice(['FX', 'GA', 'GD', 'GF'])}{r.randint(100, 999)}{r.choice(['TZ', 'KM', 'PL'])}")
    return "\n".join(rows)


def t_safety(kind: str):
    def f(r, dt):
        return (f"ATTESTATO DI FREQUENZA\n{kind}\nD.Lgs. 81/2008 art. 37 - Accordo Stato-Regioni\n"
                f"Si attesta che URSACHE MARIAN, C.F. {CF_HIM}, ha frequentato il corso con esito positivo.\n"
                f"Azienda: {EMPLOYER.split(' - ')[0]}\nData: {_it(dt)}  Durata: {r.choice([4, 8, 12, 16])} ore\n"
                "Ente: Sicurform Piemonte s.r.l., Corso Vercelli 140, Torino")
    return f


def t_livello(r, dt):
    return (f"{EMPLOYER}\nTorino, {_it(dt)}\nEgr. sig. Ursache Marian\nOggetto: passaggio di livello\n"
            "Con la presente le comunichiamo che, a decorrere dal 1 gennaio 2026, in considerazione delle "
            "competenze acquisite nella diagnosi elettronica dei veicoli Iveco e Scania, sara inquadrato nel "
            "livello C3 del CCNL Metalmeccanici, con un superminimo individuale di 46,00 EUR lordi mensili.\n"
            "Distinti saluti. La Direzione - Dott. Franco Marengo")


def t_mail_turni(r, dt):
    return (f"From: Sergio Bonino <officina@flottestura.it>\nTo: marian.ursache87@gmail.com\n"
            f"Date: {dt.strftime('%a, %d %b %Y')} 17:42 +0200\nSubject: reperibilita giugno\n\n"
            "Ciao Marian,\nti mando i turni di reperibilita notturna di giugno: sei di turno 6-7 giugno e 20-21 "
            "giugno. Il 22 sei in esame, quindi ti ho tolto dal turno, lo copre Davide.\n"
            "Ricordati di firmare il modulo DPI per le scarpe nuove.\nSergio")


def t_manual(title: str, body: str):
    def f(r, dt):
        return title + "\n" + body
    return f


def t_torque(r, dt):
    rows = ["Componente;Motore;Coppia Nm;Note"]
    for comp, mot, nm, note in (("Testata - viti fase 1", "Cursor 11", "60", "angolo 90+90"),
                                ("Iniettore staffa", "Cursor 11", "32", "rondella nuova"),
                                ("Bielle", "Scania DC13", "70", "+90 gradi"),
                                ("Coppa olio", "Volvo D13K", "24", "sigillante"),
                                ("Ruote M22x1,5", "tutti", "600", "ricontrollo dopo 50 km"),
                                ("Pompa alta pressione", "DAF MX-13", "65", ""),
                                ("Volano", "MAN D2676", "260", "viti nuove"),
                                ("Common rail raccordi", "Cursor 9", "40", "tubi nuovi dopo smontaggio")):
        rows.append(f"{comp};{mot};{nm};{note}")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Finance (Areas)

def t_730(year: int):
    def f(r, dt):
        return (f"MODELLO 730/{year + 1} - redditi {year}\nCAF CISL Torino - sede Barriera di Milano, Via Bologna 68\n"
                f"Contribuente: URSACHE MARIAN  C.F. {CF_HIM}\nConiuge: URSACHE FLORENTINA  C.F. {CF_FLO}\n"
                f"Familiari a carico: URSACHE ANA-MARIA (figlia, 50%)\n"
                f"Redditi lavoro dipendente {r.randint(28500, 31500)},00\nSpese sanitarie rigo E1 {r.randint(380, 1400)},00\n"
                f"Canone di locazione abitazione principale rigo E71 (detrazione inquilini)\n"
                f"Spese attivita sportive figli rigo E8 codice 14: 210,00\n"
                f"Risultato contabile: CREDITO IRPEF {r.randint(180, 900)},00 rimborsato in busta paga a luglio\n"
                f"Prospetto di liquidazione 730-3 - operatore Laura Fassino, pratica n. {r.randint(100000, 999999)}")
    return f


def t_caf_appt(r, dt):
    return (f"From: prenotazioni@caf.cisltorino.it\nTo: marian.ursache87@gmail.com\nDate: {dt.strftime('%d %b %Y')}\n"
            "Subject: Conferma appuntamento 730/2026\n\nGentile URSACHE MARIAN,\n"
            "confermiamo l'appuntamento per la compilazione del modello 730/2026 il giorno 09/06/2026 alle 17:30 "
            "presso la sede di Via Bologna 68.\nPortare: CU 2026, spese mediche 2025, contratto di affitto e "
            "ricevute, tessera sanitaria, documento d'identita, codice fiscale dei familiari, ricevute attivita sportiva.\n"
            "Costo del servizio per iscritti: 35,00 EUR.")


def t_bank(r, dt):
    rows = ["Data contabile;Data valuta;Descrizione;Entrate;Uscite"]
    for i in range(22):
        d = dt - timedelta(days=i * 1.4)
        kind = r.choice(["pos", "pos", "pos", "sdd", "bon", "pre"])
        if kind == "pos":
            rows.append(f"{_it(d)};{_it(d)};PAGAMENTO POS {r.choice(['LIDL TORINO VIA CIGNA', 'ESSELUNGA CORSO GIULIO', 'CARREFOUR PIAZZA RIVOLI', 'BENZINA IP CORSO VERCELLI', 'MAGAZIN ROMANESC MAGDALENA'])};;{r.uniform(6, 140):.2f}")
        elif kind == "sdd":
            rows.append(f"{_it(d)};{_it(d)};ADDEBITO SDD {r.choice(['IREN MERCATO SPA', 'TIM SPA', 'ILIAD ITALIA', 'ENEL ENERGIA'])};;{r.uniform(20, 160):.2f}")
        elif kind == "bon":
            rows.append(f"{_it(d)};{_it(d)};BONIFICO A VOSTRO FAVORE AUTOFFICINA FLOTTE STURA SRL STIPENDIO;{r.uniform(1650, 1900):.2f};")
        else:
            rows.append(f"{_it(d)};{_it(d)};PRELIEVO BANCOMAT ATM INTESA CORSO GIULIO CESARE;;{r.choice([50, 100, 150, 200])}.00")
    return "\n".join(rows)


def t_estratto(r, dt):
    return (f"Intesa Sanpaolo - Estratto conto al {_it(dt)}\nIntestatari: URSACHE MARIAN, URSACHE FLORENTINA\n"
            "Conto XME Conto n. 1000/00123456 - Filiale Torino Corso Giulio Cesare\n"
            f"Saldo iniziale {_eur(r, 1200, 4000)}\nTotale entrate {_eur(r, 3100, 3800)}\nTotale uscite {_eur(r, 2800, 3600)}\n"
            f"Saldo finale {_eur(r, 1100, 4200)}\nCanone mensile 0,00")


def t_remit(r, dt):
    return (f"Banca Transilvania - Confirmare transfer intern\nData: {_ro(dt)}\nPlătitor: URSACHE MARIAN, cont RO49 BTRL 0270 1201 X123 45XX\n"
            f"Beneficiar: URSACHE ELENA (mama)\nSuma: {r.randint(150, 400)},00 RON\nDetalii: ajutor lunar medicamente\nStatus: Finalizat")


def t_isee(r, dt):
    return (f"INPS - Attestazione ISEE ordinario 2026\nProtocollo INPS-ISEE-2026-{r.randint(10000000, 99999999)}-00\n"
            f"Dichiarante: URSACHE MARIAN  C.F. {CF_HIM}\nNucleo familiare: 3 componenti\n"
            f"ISEE: {r.randint(14000, 19000)},{r.randint(10, 99)} EUR\nValida fino al 31/12/2026\n"
            "Patrimonio immobiliare estero: terreno in Romania (valore IVIE dichiarato)\n"
            "Utilizzabile per: assegno unico universale, mensa scolastica, bonus sociale")


def t_budget(r, dt):
    rows = ["Luna;Salariu Marian;Salariu Flori;Chirie;Facturi;Mâncare;Masina;Casa Brusturi;Economii"]
    for m in range(1, 6):
        rows.append(f"{LUNI[m - 1]} 2026;{r.randint(1700, 1950)};{r.randint(1050, 1250)};620;{r.randint(150, 260)};"
                    f"{r.randint(550, 750)};{r.randint(90, 250)};{r.randint(500, 1500)};{r.randint(0, 300)}")
    return "\n".join(rows)


def t_assegno(r, dt):
    return (f"INPS - Assegno unico e universale per i figli a carico\nRichiedente: URSACHE FLORENTINA {CF_FLO}\n"
            f"Figlio: URSACHE ANA-MARIA  C.F. {CF_ANA}\nImporto mensile riconosciuto: {r.randint(120, 170)},{r.randint(10, 99)} EUR\n"
            f"Decorrenza marzo 2026, ISEE valido. Pagamento su IBAN IT60 X030 6901 ...")


# --------------------------------------------------------------------------- Home (Areas)

def t_lease(r, dt):
    return ("CONTRATTO DI LOCAZIONE AD USO ABITATIVO (L. 431/1998 art. 2 comma 3 - canone concordato)\n"
            "Locatore: BERTOLA GIORGIO, nato a Torino il 02/05/1956\n"
            f"Conduttori: URSACHE MARIAN e URSACHE FLORENTINA\nImmobile: {ADDR}, piano 3, 3 vani + servizi, cantina n. 9\n"
            "Durata: 3 anni + 2, dal 01/10/2021. Canone annuo 7.440,00 EUR (620,00 mensili) oltre spese condominiali.\n"
            "Deposito cauzionale: 1.240,00 EUR. Registrato Agenzia Entrate Torino 1, serie 3T.\nCedolare secca: si")


def t_rent_receipt(r, dt):
    return (f"RICEVUTA DI PAGAMENTO CANONE\nIo sottoscritto Giorgio Bertola dichiaro di aver ricevuto dai sigg. Ursache "
            f"la somma di 620,00 EUR quale canone di locazione del mese di {MESI[dt.month - 1]} {dt.year} per "
            f"l'alloggio di Via Sempione 118, Torino.\nTorino, {_it(dt)}  In fede, G. Bertola")


def t_iren(r, dt):
    return (f"IREN Mercato S.p.A. - Bolletta gas naturale\nCliente: URSACHE MARIAN  Codice cliente 70{r.randint(1000000, 9999999)}\n"
            f"Fornitura: {ADDR}  PDR 0987{r.randint(1000000, 9999999)}\nPeriodo: {MESI[(dt.month - 3) % 12]} - {MESI[(dt.month - 2) % 12]} {dt.year}\n"
            f"Consumo fatturato: {r.randint(40, 380)} Smc\nTotale da pagare: {_eur(r, 45, 290)}\nScadenza: {_it(dt + timedelta(days=20))} - addebito SDD")


def t_enel(r, dt):
    return (f"Enel Energia - Bolletta luce\nIntestatario: URSACHE MARIAN\nIndirizzo fornitura: {ADDR}\n"
            f"POD IT001E{r.randint(10000000, 99999999)}  Potenza 3 kW  Offerta Enel Flex\n"
            f"Consumo periodo: {r.randint(280, 520)} kWh\nImporto: {_eur(r, 60, 140)}  Scadenza {_it(dt + timedelta(days=18))}")


def t_condo(r, dt):
    return (f"Studio Amministrazioni Gallo - Condominio Via Sempione 118, Torino\nRiparto consuntivo esercizio {dt.year - 1}/{dt.year}\n"
            f"Unita: scala B int. 9 - conduttore Ursache (proprietario Bertola)\nSpese riscaldamento centralizzato: {_eur(r, 380, 620)}\n"
            f"Acqua SMAT: {_eur(r, 90, 180)}  Pulizia scale e luce: {_eur(r, 80, 140)}\nSaldo a carico conduttore: {_eur(r, 20, 180)}\n"
            "Assemblea ordinaria 18/06/2026 ore 20:30 presso portineria.")


def t_tari(r, dt):
    return (f"Citta di Torino - TARI {dt.year}\nAvviso di pagamento tassa rifiuti\nContribuente: URSACHE MARIAN {CF_HIM}\n"
            f"Utenza domestica: Via Sempione 118 - superficie 68 mq - occupanti 3\nImporto annuo: {_eur(r, 260, 340)}\n"
            "Rate: 16 luglio, 2 dicembre. Modello F24 semplificato allegato.")


def t_tim(r, dt):
    return (f"TIM - Fattura n. RF{r.randint(10000000, 99999999)}\nLinea fissa 011 {r.randint(2000000, 2999999)} - TIM Premium Fibra\n"
            f"Intestatario URSACHE MARIAN - {ADDR}\nImporto: 29,90 EUR  Periodo {MESI[dt.month - 1]} {dt.year}")


# --------------------------------------------------------------------------- Care work (Areas / Archive)

def t_flo_contract(r, dt):
    return ("CONTRATTO DI LAVORO DOMESTICO - CCNL Lavoro Domestico (Fidaldo / Domina)\n"
            "Datore di lavoro: FERRERO TERESA, Corso Francia 212, 10146 Torino, per conto della madre FERRERO ELDA\n"
            f"Lavoratrice: URSACHE FLORENTINA nata a Roman (RO) il 12/05/1989, C.F. {CF_FLO}\n"
            "Assunzione: 02/04/2024, tempo indeterminato. Livello CS - assistente a persona non autosufficiente.\n"
            "Orario: 30 ore settimanali non convivente, lunedi-sabato 8:00-13:00.\n"
            "Retribuzione: minimo tabellare + indennita, 13a mensilita, ferie 26 gg lavorativi.\nComunicazione INPS n. 2024-0412.")


def t_flo_payslip(r, dt):
    return (f"PROSPETTO PAGA LAVORO DOMESTICO - {MESI[dt.month - 1]} {dt.year}\nDatore: Ferrero Teresa - Corso Francia 212 Torino\n"
            f"Lavoratrice: Ursache Florentina  Livello CS  Ore lavorate {r.randint(118, 132)}\n"
            f"Paga oraria 9,{r.randint(30, 70)} EUR  Lordo {_eur(r, 1150, 1280)}\nContributi INPS quota lavoratore {_eur(r, 30, 40)}\n"
            f"Netto {_eur(r, 1090, 1230)}\nElaborato da Studio Paghe Colf e Badanti, Via Nizza 54 Torino")


def t_flo_inps(r, dt):
    return (f"INPS - Lavoratori domestici - Bollettino pagoPA\nTrimestre {((dt.month - 1) // 3)} / {dt.year}\n"
            f"Datore di lavoro: FERRERO TERESA  Lavoratrice: URSACHE FLORENTINA\nOre retribuite: {r.randint(380, 400)}\n"
            f"Contributi: {_eur(r, 560, 640)} (di cui CAS.SA.COLF {_eur(r, 15, 25)})\nCodice rapporto di lavoro 2024{r.randint(100000, 999999)}")


def t_flo_coop(r, dt):
    return (f"Cooperativa Sociale Il Girasole Assistenza - Via Cigna 96/17 Torino\nTorino, {_it(dt)}\n"
            "Alla socia lavoratrice Ursache Florentina\nOggetto: presa d'atto delle dimissioni\n"
            "Prendiamo atto delle sue dimissioni volontarie con ultimo giorno lavorativo 29/03/2024 dal servizio di "
            "assistenza domiciliare (SAD) Circoscrizione 6. Le verranno liquidati TFR, ratei di 13a e ferie non godute "
            "con la busta paga di aprile. La ringraziamo per il lavoro svolto con i nostri utenti.\nUfficio personale")


# --------------------------------------------------------------------------- School (Areas)

def t_pagella(r, dt):
    subs = ["Italiano", "Inglese", "Storia", "Geografia", "Matematica", "Scienze", "Musica", "Arte e immagine",
            "Educazione fisica", "Tecnologia", "Educazione civica"]
    lv = ["Avanzato", "Intermedio", "Base"]
    lines = "\n".join(f"{s}: {r.choice(lv)}" for s in subs)
    return (f"ISTITUTO COMPRENSIVO TORINO NORD-EST 3 - Scuola Primaria \"Carlo Collodi\"\nDocumento di valutazione a.s. 2025/2026 - {'primo quadrimestre' if dt.month < 6 else 'secondo quadrimestre'}\n"
            f"Alunna: URSACHE ANA-MARIA  Classe 5a sez. B\n{lines}\nComportamento: corretto e responsabile\n"
            "Giudizio globale: l'alunna partecipa con interesse e ha raggiunto buona autonomia nel metodo di studio.")


def t_iscrizione(r, dt):
    return (f"Ministero dell'Istruzione e del Merito - Iscrizioni online 2026/2027\nRicevuta domanda n. {r.randint(1000000, 9999999)}\n"
            f"Alunna: URSACHE ANA-MARIA  C.F. {CF_ANA}\nScuola scelta: Scuola secondaria di I grado \"Giuseppe Giacosa\" TOMM8xxxx\n"
            "Tempo scuola: 30 ore. Seconda lingua comunitaria: francese. Insegnamento religione cattolica: si\n"
            f"Genitore che ha compilato: URSACHE FLORENTINA. Inoltrata il {_it(dt)}")


def t_school_letter(r, dt):
    return (f"Scuola Primaria Carlo Collodi - classe 5a B\nTorino, {_it(dt)}\nAi genitori degli alunni\n"
            "Si comunica che la gita di fine anno alla Reggia di Venaria si svolgera il 5 giugno 2026. Quota 18,00 EUR "
            "da versare tramite PagoInRete entro il 30 maggio. Si ricorda la festa di fine anno il 10 giugno alle 16:30 "
            "nel cortile della scuola. Le insegnanti: M. Actis, R. Ferrero")


def t_mensa(r, dt):
    return (f"Citta di Torino - Servizio ristorazione scolastica\nUtente: URSACHE ANA-MARIA  Scuola Collodi 5B\n"
            f"Tariffa ISEE fascia 4: 4,{r.randint(10, 90)} EUR a pasto\nSaldo borsellino elettronico al {_it(dt)}: {_eur(r, -12, 40)}\n"
            "Ricarica tramite pagoPA o esercenti convenzionati.")


# --------------------------------------------------------------------------- Health (Areas)

def t_lab(r, dt):
    return (f"ASL Citta di Torino - Laboratorio Analisi Ospedale San Giovanni Bosco\nPaziente: URSACHE MARIAN  nato il 14/11/1987\n"
            f"Data prelievo: {_it(dt)}  Richiesta medico curante Dr.ssa Paola Gribaudo\n"
            f"Glucosio {r.randint(82, 104)} mg/dL (70-110)\nColesterolo totale {r.randint(185, 242)} mg/dL (<200)\n"
            f"HDL {r.randint(38, 55)}  LDL {r.randint(110, 165)}  Trigliceridi {r.randint(90, 210)}\n"
            f"GPT/ALT {r.randint(18, 45)} U/L  Creatinina 0,{r.randint(80, 99)} mg/dL\nEmocromo nei limiti")


def t_impegnativa(r, dt):
    return (f"SERVIZIO SANITARIO NAZIONALE - Regione Piemonte\nRicetta elettronica NRE 010A{r.randint(10000000000, 99999999999)}\n"
            f"Assistito: URSACHE FLORENTINA  C.F. {CF_FLO}\nPrescrizione: RX rachide lombosacrale 2 proiezioni\n"
            "Quesito diagnostico: lombalgia persistente da sollevamento carichi\nPriorita: D\nDr.ssa Paola Gribaudo, medico di medicina generale")


def t_cup(r, dt):
    return (f"CUP Piemonte - Promemoria prenotazione\nAssistito: URSACHE ANA-MARIA\nPrestazione: visita oculistica\n"
            f"Data: {_it(dt + timedelta(days=r.randint(15, 40)))} ore 10:{r.choice(['00', '20', '40'])}\n"
            "Struttura: Poliambulatorio ASL Via del Ridotto 1, Torino\nTicket: esente (eta inferiore a 14 anni)")


def t_vaccini(r, dt):
    return ("ASL Citta di Torino - Certificato vaccinale\nNome: URSACHE ANA-MARIA nata a Torino il 21/01/2015\n"
            "Esavalente: 3 dosi (2015)\nMPRV: 2 dosi (2016, 2021)\nRichiamo dTpa-IPV: 2021\nHPV: prima dose programmata a 11 anni\n"
            "Documento valido per l'iscrizione scolastica (L. 119/2017)")


def t_dentist(r, dt):
    return (f"Studio Dentistico Dott. Enrico Baudino - Corso Vercelli 85 Torino\nFattura n. {r.randint(100, 400)}/{dt.year}\n"
            f"Paziente: Ursache Marian  Prestazione: ablazione tartaro, otturazione 36\nTotale: {_eur(r, 120, 260)} - pagato POS, detraibile 19%")


# --------------------------------------------------------------------------- Car (Areas / Archive)

def t_rca(r, dt):
    return (f"Prima Assicurazioni - Certificato di assicurazione RCA\nContraente: URSACHE MARIAN {CF_HIM}\n"
            f"Veicolo: Skoda Octavia Wagon 1.6 TDI targa GK482TZ\nDecorrenza {_it(dt)} - scadenza {_it(dt + timedelta(days=365))}\n"
            f"Classe CU 9  Massimale 7.290.000 EUR  Premio annuo {_eur(r, 410, 560)}\nGaranzie: RCA, assistenza stradale")


def t_bollo(r, dt):
    return (f"Regione Piemonte - Tassa automobilistica\nTarga GK482TZ  Autovettura  kW 81  Euro 6\nScadenza: {MESI[dt.month - 1]} {dt.year}\n"
            f"Importo pagato: {_eur(r, 190, 215)}  Canale: PagoPA - ricevuta IUV {r.randint(10**16, 10**17 - 1)}")


def t_revisione(r, dt):
    return (f"Centro Revisioni Auto Barriera - Via Gottardo 270 Torino\nEsito revisione: REGOLARE\nVeicolo Skoda Octavia targa GK482TZ\n"
            f"Km {r.randint(186000, 212000)}  Data {_it(dt)}  Prossima revisione entro {MESI[dt.month - 1]} {dt.year + 2}\n"
            "Opacita fumi 0,42 m-1 entro limiti")


def t_service(r, dt):
    rows = ["Data;Km;Lavoro;Ricambi;Costo"]
    km = 171000
    for i in range(9):
        km += r.randint(7000, 11000)
        rows.append(f"{_it(dt - timedelta(days=(9 - i) * 110))};{km};"
                    f"{r.choice(['cambio olio 5W30 + filtro', 'filtro gasolio', 'pastiglie ant.', 'cinghia distribuzione', 'filtro abitacolo', 'batteria', 'gomme invernali'])};"
                    f"{r.choice(['Bosch', 'Mann', 'Castrol', 'Brembo', 'Varta', 'Michelin'])};{r.randint(35, 420)}")
    return "\n".join(rows)


def t_import(step: str):
    def f(r, dt):
        return (f"Studio Pratiche Auto Barriera di Milano - Via Monterosa 42 Torino\nPratica: nazionalizzazione veicolo estero\n"
                f"Veicolo: Skoda Octavia Combi 1.6 TDI, VIN TMBJJ7NE3G0{r.randint(100000, 999999)}, targa rumena NT12MRU\n"
                f"Intestatario: URSACHE MARIAN residente a Torino\nFase: {step}\n"
                "Documenti: certificat de înmatriculare RO, carte de identitate a vehiculului (CIV), certificato di "
                "conformita europeo, revisione italiana, IPT Citta metropolitana di Torino, emolumenti ACI-PRA\n"
                f"Data: {_it(dt)}  Importo: {_eur(r, 150, 720)}")
    return f


# --------------------------------------------------------------------------- House Romania (Projects / Areas)

def t_ac(r, dt):
    return ("ROMÂNIA - JUDEȚUL NEAMȚ - PRIMĂRIA COMUNEI BRUSTURI\nAUTORIZAȚIE DE CONSTRUIRE Nr. 14 din 11.04.2025\n"
            "Ca urmare a cererii adresate de URSACHE MARIAN și URSACHE FLORENTINA, cu domiciliul în Italia, Torino,\n"
            "se autorizează executarea lucrărilor de: CONSTRUIRE LOCUINȚĂ P+M, ÎMPREJMUIRE ȘI BRANȘAMENTE UTILITĂȚI\n"
            "pe imobilul - teren intravilan 1.250 mp, nr. cadastral 51.233, CF 51233 Brusturi, sat Brusturi, tarla 12\n"
            "Valoare autorizată a lucrărilor: 310.000 lei. Durata de execuție: 24 luni de la începerea lucrărilor.\n"
            "Termen de valabilitate: 12 luni pentru începerea lucrărilor. Primar, Ion Amariei. Secretar general, M. Costin")


def t_cu_ro(r, dt):
    return ("PRIMĂRIA COMUNEI BRUSTURI - CERTIFICAT DE URBANISM Nr. 88 din 14.10.2024\nÎn scopul: construire locuință P+M\n"
            "Regimul juridic: teren intravilan, proprietate privată URSACHE MARIAN și URSACHE FLORENTINA (act vânzare 2019)\n"
            "Regimul tehnic: POT maxim 35%, CUT 0,7, regim de înălțime maxim P+1+M\n"
            "Avize necesare: alimentare cu energie electrică (Delgaz Grid), alimentare cu apă, studiu geotehnic, "
            "protecția mediului (APM Neamț), DSP Neamț.\nValabil 24 luni.")


def t_deviz(stage: str):
    def f(r, dt):
        items = {"structura": ["Săpătură fundații 42 mc", "Beton C16/20 fundații 38 mc", "Armătură PC52 2,4 t",
                               "Zidărie Porotherm 30 cm 185 mp", "Centuri și stâlpi beton armat", "Planșeu peste parter 96 mp"],
                 "acoperiș": ["Șarpantă lemn rășinos 9 mc", "Tablă tip țiglă Bilka 210 mp", "Folie anticondens",
                              "Jgheaburi și burlane", "Manoperă dulgheri"],
                 "instalații": ["Tablou electric + circuite", "Țeavă PPR instalație sanitară", "Fosă septică 6 mc",
                                "Centrală pe peleți 24 kW (estimativ)"]}[stage]
        lines = "\n".join(f"{i + 1}. {it}: {_lei(r, 3000, 28000)}" for i, it in enumerate(items))
        return (f"{BUILDER}\nDEVIZ OFERTĂ - {stage.upper()}\nBeneficiar: Ursache Marian - locuință P+M, sat Brusturi\n"
                f"Data: {_ro(dt)}\n{lines}\nTotal fără TVA: {_lei(r, 60000, 140000)}  TVA 19%\n"
                "Valabilitate ofertă 30 zile. Administrator Vasile Popa, tel. 0744 512 309")
    return f


def t_builder_contract(r, dt):
    return ("CONTRACT DE EXECUȚIE LUCRĂRI Nr. 7 / 02.06.2025\nÎntre: URSACHE MARIAN, beneficiar, prin mandatar URSACHE CĂTĂLIN (fratele)\n"
            f"și {BUILDER}, antreprenor\nObiect: execuția locuinței P+M conform AC nr. 14/2025 și proiect nr. 212/2024 "
            "(Birou Individual Arhitect Ionescu Dan, Piatra Neamț)\nEtape: I fundații și structură (termen 31.10.2025), "
            "II acoperiș (termen 30.09.2026), III închideri și instalații (2027)\n"
            "Preț etapa I: 148.500 lei + TVA, plata în tranșe la situații de lucrări. Garanție 3 ani.")


def t_transfer_builder(r, dt):
    return (f"Banca Transilvania - Ordin de plată\nData: {_ro(dt)}\nPlătitor: URSACHE MARIAN RO49BTRL02701201X12345XX\n"
            f"Beneficiar: SC CEAHLAU CONSTRUCT GRUP SRL  RO22 BRDE 2800 SV44 1234 5600\nSuma: {r.randint(8, 40)}.000,00 RON\n"
            f"Detalii: tranșa {r.randint(2, 6)} contract 7/2025 situație lucrări casa Brusturi")


def t_situatie(r, dt):
    rows = ["Nr;Lucrare;UM;Cantitate;Preț unitar;Valoare"]
    for i, (w, um) in enumerate((("Zidărie cărămidă 30 cm", "mp"), ("Beton stâlpi", "mc"), ("Cofraje", "mp"),
                                 ("Armătură", "kg"), ("Manoperă", "ore")), 1):
        q = r.randint(10, 400)
        pu = r.randint(15, 600)
        rows.append(f"{i};{w};{um};{q};{pu};{q * pu}")
    rows.append(f";Situație lucrări casa Brusturi {LUNI[dt.month - 1]} {dt.year} - SC Ceahlău Construct Grup SRL;;;;")
    return "\n".join(rows)


def t_delgaz(r, dt):
    return (f"Delgaz Grid SA - Aviz tehnic de racordare nr. {r.randint(7000000, 7999999)}\nUtilizator: URSACHE MARIAN\n"
            "Loc de consum: locuință P+M, sat Brusturi, com. Brusturi, jud. Neamț\nPutere aprobată: 11 kW trifazat\n"
            f"Tarif de racordare: {_lei(r, 2400, 3900)}\nTermen realizare: 120 zile de la plata tarifului")


def t_catalin_mail(r, dt):
    return (f"From: Cătălin Ursache <catalin.ursache@yahoo.com>\nTo: marian.ursache87@gmail.com\nDate: {dt.strftime('%d %b %Y')}\n"
            "Subject: casa - acoperis\n\nSalut frate,\nam vorbit cu Popa, vin cu dulgherii pe 15 iulie daca e lemnul "
            "uscat. Tabla Bilka o luam de la Dedeman Piatra, am cerut oferta. Mai trebuie 20 mii lei tranșa pentru "
            "centura de sus. Ți-am trimis pozele pe WhatsApp. La primarie au zis ca anunțul de începere e în regulă.\nCătălin")


def t_impozit(r, dt):
    return (f"PRIMĂRIA COMUNEI BRUSTURI - Compartiment impozite și taxe locale\nChitanță nr. {r.randint(10000, 99999)} din {_ro(dt)}\n"
            f"Contribuabil: URSACHE MARIAN  CNP 18711142{r.randint(10000, 99999)}\nImpozit pe teren intravilan 1.250 mp, sat Brusturi: "
            f"{_lei(r, 60, 110)}\nBonificație 10% plata integrală până la 31 martie\nAchitat prin ghiseul.ro")


def t_materials(r, dt):
    rows = ["Material;Cantitate;Furnizor;Preț lei;Cine plătește"]
    for m in ("Cherestea șarpantă 9 mc", "Tablă Bilka Rainwater 210 mp", "Folie Tyvek 3 role", "Cuie, șuruburi, coame",
              "Jgheab 125 mm 40 m", "Vată minerală 150 mm 120 mp"):
        rows.append(f"{m};1;{r.choice(['Dedeman Piatra Neamț', 'Arabesque', 'depozit Lemn Tarcău'])};{r.randint(800, 21000)};"
                    f"{r.choice(['Marian', 'Cătălin din banii lui Marian'])}")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Diesel course (Projects)

def t_course_enrol(r, dt):
    return ("Agenzia Formativa Dora - Via Aosta 12, 10152 Torino - ente accreditato Regione Piemonte\n"
            "CONFERMA DI ISCRIZIONE\nCorso: TECNICO DIAGNOSI MOTORI DIESEL E SISTEMI COMMON RAIL (240 ore, serale)\n"
            f"Allievo: URSACHE MARIAN  C.F. {CF_HIM}\nPeriodo: 13/10/2025 - 12/06/2026, lun-mer-gio 18:30-22:00\n"
            "Esame finale di certificazione delle competenze: 22/06/2026 presso sede di Via Aosta\n"
            "Quota di partecipazione: 890,00 EUR in 3 rate (voucher Regione Piemonte richiesto)")


def t_course_handout(title: str, body: str):
    def f(r, dt):
        return f"Agenzia Formativa Dora - Corso Tecnico diagnosi motori diesel\n{title}\n{body}\nDocente: ing. Walter Perotti"
    return f


def t_course_quiz(r, dt):
    qs = ["Qual e la pressione tipica di un sistema common rail di terza generazione?",
          "A cosa serve la valvola limitatrice di pressione sul rail?",
          "Come si esegue il test di ritorno (back-leak) degli iniettori?",
          "Quale sensore misura la massa d'aria aspirata?",
          "Cosa indica il codice EOBD P0087?",
          "Perche il filtro antiparticolato DPF richiede la rigenerazione?",
          "Funzione del liquido AdBlue nel sistema SCR",
          "Cosa controlla la valvola EGR?"]
    return "Test di autovalutazione - modulo " + str(r.randint(3, 8)) + "\n" + "\n".join(
        f"{i + 1}. {q}\n   a) ___  b) ___  c) ___" for i, q in enumerate(r.sample(qs, 6)))


def t_course_fee(r, dt):
    return (f"Agenzia Formativa Dora - Ricevuta n. {r.randint(300, 700)}/{dt.year}\nRicevuto da URSACHE MARIAN\n"
            f"Causale: rata {r.randint(2, 3)} corso serale Tecnico diagnosi motori diesel e common rail\nImporto: 296,67 EUR  Pagamento: bonifico")


def t_course_exam(r, dt):
    return (f"From: segreteria@agenziadora.it\nTo: marian.ursache87@gmail.com\nDate: {dt.strftime('%d %b %Y')}\n"
            "Subject: Ammissione esame finale 22 giugno\n\nGentile allievo,\n"
            "le comunichiamo che ha raggiunto il 92% di frequenza ed e ammesso all'esame finale del corso "
            "Tecnico diagnosi motori diesel e common rail. Programma: ore 8:30 prova scritta (30 domande), ore 11:00 "
            "prova pratica al banco prova iniettori e diagnosi con Texa, pomeriggio colloquio.\n"
            "Portare documento d'identita e libretto delle esercitazioni.\nSegreteria didattica")


def t_course_notes(r, dt):
    return ("notite curs diesel - recapitulare examen\n- common rail: presiune 1600-2500 bar, senzor presiune pe rail\n"
            "- back-leak: max 4x debitul mediu, masori cu eprubete 1 min la ralanti\n- P0087 = presiune rail prea mica -> filtru, pompa de transfer, regulator\n"
            "- DPF regenerare pasiva / activa, presiune diferentiala\n- SCR AdBlue, senzor NOx inainte/dupa\n"
            "- intreaba Perotti despre proba practica Texa (cablu OBD camion 24V!)")


# --------------------------------------------------------------------------- Identity (Projects / Areas)

def t_passport_appt(r, dt):
    return (f"econsulat.ro - Confirmare programare\nMisiunea: Consulatul General al României la Torino, Via Ottavio Revel 15\n"
            f"Serviciu: Pașaport electronic - cerere nouă (expirare pașaport vechi 18.08.2026)\nSolicitant: URSACHE MARIAN\n"
            "Data programării: 10.06.2026, ora 09:40\nDocumente: carte de identitate românească, pașaportul vechi, "
            "dovada plății taxei de 258 lei (echivalent EUR), certificat de naștere pentru verificare.\nCod programare TO-PS-"
            f"{r.randint(100000, 999999)}")


def t_passport_fee(r, dt):
    return (f"Dovada plății - taxă pașaport electronic\nData: {_ro(dt)}\nPlătitor: URSACHE MARIAN\n"
            "Beneficiar: Ministerul Afacerilor Externe - cont taxe consulare\nSuma: 56,00 EUR\nReferință: pașaport electronic 10 ani, Consulatul Torino")


def t_residenza(r, dt):
    return (f"CITTA DI TORINO - Servizi Demografici\nCERTIFICATO DI RESIDENZA E STATO DI FAMIGLIA\nSi certifica che URSACHE MARIAN, nato in Romania il 14/11/1987, "
            f"risiede in {ADDR}\nFamiglia anagrafica: URSACHE MARIAN (intestatario), URSACHE FLORENTINA (moglie), URSACHE ANA-MARIA (figlia)\n"
            f"Rilasciato il {_it(dt)} - esente bollo uso scolastico")


def t_ci_ro(r, dt):
    return ("Direcția Generală de Pașapoarte / DEPABD - Carte de identitate\nNume: URSACHE  Prenume: MARIAN\n"
            "CNP 1871114270xxx  Domiciliul: sat Brusturi, com. Brusturi, jud. Neamț\nEliberată de SPCLEP Piatra Neamț\n"
            f"Valabilitate: 14.11.2021 - 14.11.2031\n(copie scanată pentru dosar)")


# --------------------------------------------------------------------------- Football (Areas)

def t_uisp(r, dt):
    return (f"UISP Comitato Territoriale Torino - Tessera {dt.year}/{dt.year + 1}\nSocieta: A.S.D. CARPAȚI TORINO - Calcio a 11 Amatori\n"
            f"Atleta: URSACHE MARIAN nato il 14/11/1987  Tessera n. {r.randint(200000, 299999)}\nAssicurazione base inclusa\n"
            "Certificato medico sportivo non agonistico richiesto")


def t_certmed(r, dt):
    return (f"CERTIFICATO DI IDONEITA ALL'ATTIVITA SPORTIVA NON AGONISTICA (DM 24/04/2013)\nSig. URSACHE MARIAN nato il 14/11/1987\n"
            f"Sulla base della visita medica e dell'ECG a riposo non presenta controindicazioni alla pratica di attivita sportiva non agonistica.\n"
            f"Valido un anno dalla data di rilascio: {_it(dt)}\nDr. Luca Morello - Centro Medico Sportivo Torino Nord")


def t_fixtures(r, dt):
    rows = ["Giornata;Data;Ora;Casa;Trasferta;Campo;Risultato"]
    teams = ["Carpați Torino", "Real Barriera", "Atletico Falchera", "Vallette United", "Pozzo Strada 90",
             "Borgo Vittoria", "Lucento FC", "Madonna di Campagna"]
    for g in range(1, 15):
        a, b = r.sample(teams, 2)
        if "Carpați Torino" not in (a, b):
            a = "Carpați Torino"
        res = f"{r.randint(0, 4)}-{r.randint(0, 4)}" if g < 12 else ""
        rows.append(f"{g};{_it(dt - timedelta(days=(14 - g) * 7))};{r.choice(['20:30', '21:00', '14:30'])};{a};{b};"
                    f"{r.choice(['Campo Sempione', 'Campo Ceirano', 'Stadio Pozzo Strada'])};{res}")
    return "\n".join(rows)


def t_team_fees(r, dt):
    rows = ["Jucător;Cotizație sezon;Plătit;Rest"]
    for p in TEAMMATES:
        paid = r.choice([120, 80, 60, 120, 0])
        rows.append(f"{p};120;{paid};{120 - paid}")
    return "\n".join(rows) + "\nTeren Campo Sempione: 90 EUR/ora, arbitru UISP inclus in quota"


# --------------------------------------------------------------------------- Travel (Projects / Archive)

def t_vignette(country: str):
    def f(r, dt):
        if country == "AT":
            return (f"ASFINAG - Digitale Vignette\nKennzeichen: I-GK482TZ  Gültigkeit: 10-Tages-Vignette 02.08.2026 - 11.08.2026\n"
                    f"Preis: 12,80 EUR  Bestellnummer {r.randint(10**9, 10**10 - 1)}\nRücktrittsrecht: 18 Tage Wartefrist beachtet")
        if country == "HU":
            return (f"Nemzeti Útdíjfizetési Szolgáltató - e-matrica\nRendszám: GK482TZ (I)  Kategória: D1\nOrszágos 10 napos matrica 02.08.2026-tól\n"
                    f"Ár: 6.400 Ft  Tranzakció: {r.randint(10**8, 10**9 - 1)}")
        return (f"CNAIR - Rovinietă electronică\nNr. înmatriculare: GK482TZ (Italia)  Categoria A\nValabilitate: 30 zile de la 03.08.2026\n"
                f"Preț: 28,00 lei  Serie: {r.randint(10**7, 10**8 - 1)}")
    return f


def t_hotel_hu(r, dt):
    return (f"Booking.com - Confirmation {r.randint(4000000000, 4999999999)}\nHotel Tisza Park, Szeged, Hungary\n"
            "Check-in: Sunday 2 August 2026 from 14:00\nCheck-out: Monday 3 August 2026 until 10:00\n"
            "1 family room, 2 adults + 1 child (11), breakfast included, free parking\nTotal price: 96 EUR, pay at property")


def t_route(r, dt):
    return ("drum Torino - Brusturi august 2026\nzi 1 (2 aug): Torino - Brescia - Verona - Udine - Villach (AT) - Graz - Szeged  ~1050 km\n"
            "   vigneta Austria 10 zile + e-matrica Ungaria, pauze la 3 ore\nzi 2 (3 aug): Szeged - Nădlac - Deva - Sibiu - Brașov? sau Arad - Cluj - Bistrița - Vatra Dornei - Piatra Neamț  ~820 km\n"
            "   rovinieta RO, schimb bani\nintoarcere 22-23 aug, aceeasi ruta\nde luat: cadou pentru mama, actele casei pentru primarie, scule pentru Cătălin")


def t_packing(r, dt):
    return ("bagaje Romania 2026\n- pasapoarte / buletine (Marian pasaport nou!)\n- tessera sanitaria TEAM pentru toti\n"
            "- carte verde RCA masina, libretto\n- triunghi, vesta, trusa medicala (obligatoriu RO)\n"
            "- cadouri: cafea Lavazza, ciocolata, vin Barbera pentru Popa\n- haine de lucru pentru santier\n- incarcatoare, cablu OBD")


def t_flight(r, dt, when: str):
    return (f"Wizz Air - Booking confirmation {r.choice('ABCDEFGHJK')}{r.choice('LMNPQRST')}{r.randint(1000, 9999)}\n"
            f"Passengers: URSACHE MARIAN, URSACHE FLORENTINA, URSACHE ANA-MARIA\nOutbound: Torino (TRN) - Iasi (IAS) {when}\n"
            f"Return: Iasi (IAS) - Torino (TRN)\nTotal paid: {_eur(r, 380, 720)} incl. 1 checked bag 20 kg")


# --------------------------------------------------------------------------- Old job (Archive)

def t_oldjob(kind: str):
    def f(r, dt):
        head = "SC AUTO MOLDOVA SERVICE SRL - Str. Bistriței nr. 41, Piatra Neamț, jud. Neamț - J27/412/2004\n"
        if kind == "adeverinta":
            return (head + "ADEVERINȚĂ de vechime\nSe adeverește că dl. URSACHE MARIAN, CNP 18711142xxxxx, a fost angajatul "
                    "societății noastre în perioada 01.07.2009 - 31.05.2016, în funcția de mecanic auto (COR 723103), "
                    "cu normă întreagă, 8 ore/zi. Contractul individual de muncă a încetat prin acordul părților "
                    "conform art. 55 lit. b) Codul muncii. Vechime în muncă: 6 ani 11 luni.\nAdministrator, Gheorghe Lungu")
        if kind == "fluturas":
            return (head + f"FLUTURAȘ DE SALARIU - {LUNI[r.randint(0, 11)]} {r.randint(2013, 2016)}\nAngajat: Ursache Marian, mecanic auto\n"
                    f"Salariu brut: {r.randint(1500, 2100)} lei\nCAS 10,5%, CASS 5,5%, șomaj 0,5%, impozit 16%\nRest de plată: {r.randint(1100, 1500)} lei\n"
                    "Bonuri de masă: 20 x 9,35 lei")
        return (head + "DECIZIE nr. 38 / 20.05.2016\nprivind încetarea contractului individual de muncă al dl. URSACHE MARIAN "
                "începând cu data de 31.05.2016, prin acordul părților, la cererea salariatului (plecare în Italia).\n"
                "Se vor plăti concediul neefectuat de 9 zile și drepturile salariale până la data încetării.")
    return f


# --------------------------------------------------------------------------- resources

RECIPES = {
    "sarmale.txt": "Sarmale (reteta mamei)\n1 kg carne tocata porc+vita, 200 g orez, 2 cepe, varza murata 2 capatani\n"
                   "cimbru, piper, bulion, afumatura. Se fierb 3 ore la foc mic. Cu mamaliga si smantana.",
    "cozonac cu nuca.docx": "Cozonac cu nuca\n1 kg faina 000, 300 ml lapte, 8 galbenusuri, 250 g zahar, 150 g unt, 50 g drojdie\n"
                           "umplutura: 400 g nuca, cacao, rahat. 3 dospiri, cuptor 170 grade 50 minute.",
    "ciorba de perisoare.txt": "Ciorba de perisoare\n500 g carne tocata, orez, morcov, telina, ardei, rosii, bors\n"
                              "leustean la sfarsit. Perisoarele se pun in supa clocotind.",
    "bagna cauda Sergio.txt": "Bagna cauda (come la fa Sergio dell'officina)\n3 teste d'aglio, 200 g acciughe sotto sale, olio extravergine\n"
                               "cuocere l'aglio nel latte, poi acciughe, fuoco bassissimo. Verdure: cardo gobbo, peperoni, topinambur.",
    "placinta cu branza.txt": "Placinta cu branza dulce\nfoi de placinta, 500 g branza de vaci, 2 oua, zahar vanilat, stafide\ncuptor 180 grade 35 min.",
}

BOOKS = [("Ion", "Liviu Rebreanu", "ro", "Ion al Glanetașului își iubea pământul mai mult decât orice pe lume."),
         ("Morometii", "Marin Preda", "ro", "În Câmpia Dunării, cu câțiva ani înaintea celui de-al doilea război mondial..."),
         ("Il sistema periodico", "Primo Levi", "it", "Argon. Ci sono, nell'aria che respiriamo, i cosiddetti gas inerti."),
         ("Cel mai iubit dintre pamanteni", "Marin Preda", "ro", "Victor Petrini isi scrie povestea din inchisoare."),
         ("Amintiri din copilarie", "Ion Creangă", "ro", "Stau câteodată și-mi aduc aminte ce vremi și ce oameni mai erau în părțile noastre...")]

SONGS = [("Dragostea din tei", "O-Zone", "DiscO-Zone"), ("Ce frumoasă e iubirea", "Gheorghe Gheorghiu", "Muzica populara"),
         ("Lume, lume", "Maria Tănase", "Cântece"), ("Azzurro", "Adriano Celentano", "Azzurro"),
         ("Mamma Maria", "Ricchi e Poveri", "Mamma Maria"), ("Hora de la Neamț", "Taraful Moldovei", "Hore moldovenești"),
         ("Vivo per lei", "Andrea Bocelli", "Romanza"), ("Numai tu", "Pasărea Colibri", "În Concert"),
         ("Tu ești primăvara mea", "Mirabela Dauer", "Best of"), ("Thunderstruck", "AC/DC", "The Razors Edge"),
         ("Tango", "Subcarpați", "Underground"), ("Ciuleandra", "Fanfara Ciocărlia", "Iag Bari")]


def t_deed(r, dt):
    return ("CONTRACT DE VÂNZARE-CUMPĂRARE autentificat sub nr. 1184 / 23.07.2019\nBirou Notarial Individual Notar Public Elena Bârsan, Piatra Neamț\n"
            "Vânzător: TOMA NECULAI, sat Brusturi. Cumpărători: URSACHE MARIAN și soția URSACHE FLORENTINA\n"
            "Obiect: teren intravilan în suprafață de 1.250 mp, categoria curți-construcții, sat Brusturi, tarla 12, parcela 340, "
            "nr. cadastral 51.233, înscris în CF 51233 a comunei Brusturi\nPreț: 21.000 lei, achitat integral la semnare.")


def t_geo(r, dt):
    return ("STUDIU GEOTEHNIC - Beneficiar: URSACHE MARIAN - Amplasament: sat Brusturi, jud. Neamț, CF 51233\n"
            "Foraje: F1, F2 la 4,00 m. Stratificație: sol vegetal 0,40 m, argilă prăfoasă cafenie plastic vârtoasă până la 3,20 m, "
            "pietriș cu nisip.\nApa subterană nu a fost interceptată. Adâncime minimă de fundare 1,10 m (adâncime de îngheț 1,00 m).\n"
            "Presiune convențională pconv = 250 kPa. Întocmit: ing. geotehnician Sorin Pintilie")


def t_plan(r, dt):
    return ("PROIECT nr. 212/2024 - LOCUINȚĂ P+M, sat Brusturi - Birou Individual Arhitect Ionescu Dan\nPLAN PARTER - încăperi:\n"
            "P1 hol 6,20 mp; P2 living 24,50 mp; P3 bucătărie 12,10 mp; P4 baie 5,40 mp; P5 cameră 12,80 mp; P6 centrală termică 4,00 mp\n"
            "Suprafață construită 112 mp, suprafață utilă 88,5 mp\nMANSARDĂ: 3 dormitoare, baie. Acoperiș în 4 ape, învelitoare tablă tip țiglă")


def t_coop_payslip(r, dt):
    return (f"Cooperativa Sociale Il Girasole Assistenza - Cedolino {MESI[dt.month - 1]} {dt.year}\nSocia lavoratrice: URSACHE FLORENTINA  C.F. {CF_FLO}\n"
            f"CCNL Cooperative Sociali - livello B1 - addetta assistenza domiciliare\nOre lavorate {r.randint(120, 150)}  Km rimborsati {r.randint(80, 260)}\n"
            f"Lordo {_eur(r, 1150, 1350)}  Netto {_eur(r, 980, 1150)}")


def t_oldcontract(r, dt):
    return ("CONTRACT INDIVIDUAL DE MUNCĂ nr. 56 din 30.06.2009\nAngajator: SC AUTO MOLDOVA SERVICE SRL, Piatra Neamț\n"
            "Salariat: URSACHE MARIAN, domiciliat în sat Brusturi, jud. Neamț\nFuncția: mecanic auto, COR 723103, pe durată nedeterminată\n"
            "Salariul de bază brut: 900 lei. Program 8 ore/zi, 40 ore/săptămână. Concediu de odihnă 21 zile lucrătoare.\nÎnregistrat în REVISAL.")


def t_cf(who: str, cf: str):
    def f(r, dt):
        return (f"Agenzia delle Entrate - Tessera codice fiscale\nCognome: URSACHE  Nome: {who}\nCodice fiscale: {cf}\n"
                "Luogo di nascita: ROMANIA (EE)\n(fotocopia fronte-retro per pratiche)")
    return f


def t_birth(r, dt):
    return ("ROMÂNIA - Certificat de naștere (transcriere) seria N.A. nr. 612944\nNumele: URSACHE  Prenumele: ANA-MARIA\n"
            "Sexul: F  Data nașterii: 21.01.2015  Locul nașterii: Torino, Italia\nPărinți: URSACHE MARIAN, URSACHE FLORENTINA\n"
            "Transcris la Primăria Brusturi, jud. Neamț, în baza actului italian din registrele Comunei Torino")


def t_liguria(r, dt):
    return (f"Booking.com - Conferma prenotazione {r.randint(4000000000, 4999999999)}\nCampeggio Mulino, Finale Ligure (SV)\n"
            "Arrivo: sabato 9 agosto 2025  Partenza: sabato 16 agosto 2025\nMobile home 4 posti, 2 adulti + 1 bambina\n"
            "Prezzo totale: 742,00 EUR, acconto 30% pagato")


def t_uisp_rules(r, dt):
    return ("UISP Torino - Regolamento Campionato Amatori Calcio a 11 stagione 2025/2026\n"
            "Art. 4 Ogni squadra puo tesserare massimo 25 atleti. Art. 7 Cartellini: 3 ammonizioni = 1 giornata di squalifica.\n"
            "Art. 9 Obbligo certificato medico non agonistico in corso di validita. Art. 12 Rinvio partite solo con 7 giorni di preavviso.\n"
            "Art. 15 Play-off tra le prime 4 classificate a giugno. Quota iscrizione squadra 850 EUR + cauzione 150 EUR.")


def t_appliance(name: str, body: str):
    def f(r, dt):
        return f"{name}\nIstruzioni per l'uso - leggere prima dell'installazione\n{body}\nAssistenza tecnica: numero verde 800"
    return f


HANDOUTS = [
    ("Modulo 1 - Principi di funzionamento del motore diesel", "Ciclo a quattro tempi, rapporto di compressione 16-20:1, accensione per compressione, sovralimentazione con turbocompressore a geometria variabile (VGT)."),
    ("Modulo 2 - Impianto common rail Bosch CRS 3", "Pompa alta pressione CP3/CP4, rail, sensore pressione, valvola regolazione pressione (DRV), iniettori elettromagnetici e piezoelettrici, pressione fino a 2000 bar."),
    ("Modulo 3 - Iniettori: diagnosi e prova al banco", "Prova di tenuta, portata e ritorno; codifica IMA/QR degli iniettori nella centralina; back-leak test."),
    ("Modulo 4 - Gestione elettronica EDC17 e sensori", "Sensore giri, sensore fase, debimetro HFM, sensore temperatura, pedale acceleratore; strategie di recovery."),
    ("Modulo 5 - Sistemi di post-trattamento DPF/SCR/EGR", "Rigenerazione del filtro antiparticolato, dosaggio AdBlue, sensori NOx, valvola EGR e scambiatore."),
    ("Modulo 6 - Diagnosi con strumenti Texa e Jaltest", "Lettura codici EOBD/OBD truck, parametri, test attuatori, procedure di reset e apprendimenti su veicoli industriali 24V."),
    ("Modulo 7 - Sicurezza sull'alta pressione", "Mai allentare raccordi con motore in moto; attendere 30 secondi; getto di gasolio a 1500 bar perfora la pelle."),
    ("Modulo 8 - Normativa Euro VI e OBD", "Limiti di emissione Euro VI step E, monitoraggio OBD, conformita in servizio, PEMS."),
]


# --------------------------------------------------------------------------- build

RO_PLAIN = str.maketrans("ăĂșȘşŞțȚţŢÂÎ", "aAsSsStTtTAI")


def build(root: Path, seed: int = 14) -> list[Item]:
    r = random.Random(seed)
    items: list[Item] = []
    root = Path(root)
    now0 = NOW.replace(hour=0, minute=0, second=0, microsecond=0)

    def ago(y: int, m: int, d: int) -> float:
        return (now0 - now0.replace(year=y, month=m, day=d)).days + 0.3

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
            return _pdf(_latin1(content.translate(RO_PLAIN)))
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

    # ------------------------------------------------------------ Documenti/Lavoro (Areas Work)
    d = "Documenti/Lavoro"
    for y, m in [(2025, k) for k in range(1, 13)] + [(2026, k) for k in range(1, 6)]:
        add(f"{d}/Buste paga/{y}/Busta paga {y}-{m:02d}.pdf", A, "Work", ago(y, m, 27), t_payslip(m, y))
    add(f"{d}/Contratto assunzione Flotte Stura 2021.pdf", A, "Work", ago(2021, 2, 24), t_contract)
    for y in (2023, 2024, 2025):
        add(f"{d}/CU/CU {y + 1} redditi {y}.pdf", A, "Work", ago(y + 1, 3, 15), t_cu(y))
    add(f"{d}/CCNL metalmeccanici 2024-2027 sintesi.pdf", A, "Work", ago(2025, 2, 10), t_ccnl)
    add(f"{d}/richiesta ferie agosto 2026.docx", A, "Work", ago(2026, 5, 18), t_ferie)
    add(f"{d}/~$chiesta ferie agosto 2026.docx", L, "System", 2, b"\x0bMarian U.  " + b"\x00" * 40)
    add(f"{d}/cartellino aprile 2026.xlsx", A, "Work", ago(2026, 5, 4), t_cartellino)
    add(f"{d}/Attestati/formazione generale sicurezza.pdf", A, "Work", ago(2021, 3, 20),
        t_safety("Formazione generale dei lavoratori - 4 ore"))
    add(f"{d}/Attestati/formazione specifica rischio alto.pdf", A, "Work", ago(2021, 4, 15),
        t_safety("Formazione specifica rischio alto - officine meccaniche - 12 ore"))
    add(f"{d}/Attestati/aggiornamento sicurezza 2026.pdf", A, "Work", ago(2026, 2, 19),
        t_safety("Aggiornamento quinquennale formazione lavoratori - 6 ore"))
    add(f"{d}/Attestati/PES PAV lavori elettrici veicoli.pdf", A, "Work", ago(2024, 10, 8),
        t_safety("Corso PES-PAV lavori su veicoli elettrici e ibridi (CEI 11-27)"))
    add(f"{d}/passaggio livello C3.pdf", A, "Work", ago(2025, 12, 18), t_livello)
    add(f"{d}/reperibilita giugno.eml", A, "Work", ago(2026, 5, 26), t_mail_turni)

    # ------------------------------------------------------------ manuali camion (Resources Work)
    d = "Documenti/Manuali camion"
    add(f"{d}/Iveco Cursor 11 manuale officina estratto.pdf", R, "Work", ago(2023, 6, 2), t_manual(
        "IVECO - Motore Cursor 11 Euro VI - Manuale di riparazione (estratto)",
        "Smontaggio testata, sostituzione iniettori, registrazione gioco valvole: aspirazione 0,40 mm, scarico 0,60 mm."))
    add(f"{d}/coppie serraggio motori.xlsx", R, "Work", ago(2024, 1, 12), t_torque)
    add(f"{d}/Scania R schema elettrico cabina.pdf", R, "Work", ago(2022, 11, 20), t_manual(
        "Scania R-series - Wiring diagram cab, chassis and trailer connection",
        "Connector C493, fuse box F1-F48, CAN red / yellow / green networks, ECU COO coordinator."))
    add(f"{d}/DAF XF catalogo ricambi freni.pdf", R, "Work", ago(2023, 9, 5), t_manual(
        "DAF XF 106 - Parts catalogue - brakes", "Disc 1640 0013, pads set 1948 3311, caliper Knorr SN7, wear sensor."))
    add(f"{d}/Volvo FH service bulletin I-Shift.pdf", R, "Work", ago(2024, 5, 30), t_manual(
        "Volvo Trucks Service Bulletin 43-2024 - I-Shift gearbox", "Calibration of the clutch actuator after replacement, VCADS Pro procedure."))
    add(f"{d}/Wabco EBS diagnosi guida rapida.pdf", R, "Work", ago(2025, 3, 3), t_manual(
        "WABCO EBS - Guida rapida alla diagnosi", "Codici guasto modulatore asse posteriore, test sensori ABS, valvola comando rimorchio."))

    # ------------------------------------------------------------ Finance (Areas)
    d = "Documenti/Tasse"
    for y in (2022, 2023, 2024, 2025):
        if y == 2023:
            continue
        add(f"{d}/730 {y + 1}/730-3 prospetto liquidazione {y + 1}.pdf", A, "Finance", ago(y + 1, 6, 20) if y < 2025 else 12,
            t_730(y))
    add(f"{d}/730 2026/appuntamento CAF.eml", A, "Finance", ago(2026, 5, 14), t_caf_appt)
    add(f"{d}/730 2026/spese mediche 2025.xlsx", A, "Finance", ago(2026, 5, 20), lambda r, dt:
        "Data;Persona;Spesa;Importo;Ricevuta\n" + "\n".join(
            f"{_it(dt - timedelta(days=r.randint(60, 480)))};{r.choice(['Marian', 'Flori', 'Ana'])};"
            f"{r.choice(['farmacia', 'dentista', 'ticket visita', 'occhiali', 'analisi'])};{r.randint(8, 220)},{r.randint(0, 99):02d};si"
            for _ in range(14)))
    add(f"{d}/ISEE 2026.pdf", A, "Finance", ago(2026, 1, 22), t_isee)
    add(f"{d}/assegno unico 2026.pdf", A, "Finance", ago(2026, 3, 8), t_assegno)
    d = "Documenti/Banca"
    for i, (y, m) in enumerate(((2025, 9), (2025, 12), (2026, 3))):
        add(f"{d}/Estratto conto {y}-{m:02d}.pdf", A, "Finance", ago(y, m, 28) - 25, t_estratto)
    add(f"{d}/movimenti_intesa_2026.csv", A, "Finance", 6, t_bank)
    for k, (y, m, dd) in enumerate(((2025, 11, 4), (2026, 2, 5), (2026, 5, 6))):
        add(f"{d}/BT transfer mama {y}-{m:02d}.pdf", A, "Finance", ago(y, m, dd), t_remit)
    add(f"{d}/buget familie 2026.xlsx", A, "Finance", 3, t_budget)

    # ------------------------------------------------------------ Casa (Areas Home)
    d = "Documenti/Casa"
    add(f"{d}/contratto affitto Via Sempione.pdf", A, "Home", ago(2021, 9, 25), t_lease)
    for y, m in ((2025, 11), (2025, 12), (2026, 1), (2026, 2), (2026, 3), (2026, 4), (2026, 5)):
        add(f"{d}/Affitto/ricevuta affitto {MESI[m - 1]} {y}.pdf", A, "Home", ago(y, m, 5), t_rent_receipt)
    for y, m in ((2025, 3), (2025, 7), (2025, 11), (2026, 1), (2026, 3), (2026, 5)):
        add(f"{d}/Bollette/Iren gas {y}-{m:02d}.pdf", A, "Home", ago(y, m, 12), t_iren)
    for y, m in ((2025, 8), (2025, 12), (2026, 2), (2026, 4)):
        add(f"{d}/Bollette/Enel luce {y}-{m:02d}.pdf", A, "Home", ago(y, m, 9), t_enel)
    for y, m in ((2026, 3), (2026, 5)):
        add(f"{d}/Bollette/TIM fibra {y}-{m:02d}.pdf", A, "Home", ago(y, m, 2), t_tim)
    add(f"{d}/Condominio/riparto consuntivo 2024-2025.pdf", A, "Home", ago(2025, 6, 4), t_condo)
    add(f"{d}/Condominio/convocazione assemblea giugno 2026.pdf", A, "Home", ago(2026, 5, 22), t_condo)
    add(f"{d}/TARI 2025.pdf", A, "Home", ago(2025, 6, 10), t_tari)
    add(f"{d}/TARI 2026.pdf", A, "Home", ago(2026, 5, 28), t_tari)
    add(f"{d}/Manuali/lavatrice Candy CS 1410.pdf", R, "Home", ago(2022, 2, 3), t_appliance(
        "Candy Smart CS 1410 TXME - lavatrice 10 kg", "Programmi: cotone, sintetici, lana, rapido 14 min. Pulizia filtro pompa ogni 3 mesi."))
    add(f"{d}/Manuali/frigorifero Whirlpool.pdf", R, "Home", ago(2021, 10, 14), t_appliance(
        "Whirlpool W7 821O - frigorifero combinato No Frost", "Temperatura consigliata frigo +4, congelatore -18. Funzione 6th Sense."))
    add(f"{d}/Manuali/condizionatore portatile De Longhi.pdf", R, "Home", ago(2024, 7, 2), t_appliance(
        "De'Longhi Pinguino PAC N82 - climatizzatore portatile", "Installare il tubo di scarico aria verso la finestra; pulire i filtri ogni 2 settimane."))

    # ------------------------------------------------------------ Flori (Areas / Archive Care work)
    d = "Documenti/Flori"
    add(f"{d}/contratto Ferrero 2024.pdf", A, "Care work", ago(2024, 3, 28), t_flo_contract)
    for y, m in ((2025, 10), (2025, 11), (2025, 12), (2026, 1), (2026, 2), (2026, 3), (2026, 4)):
        add(f"{d}/buste paga/prospetto paga {MESI[m - 1]} {y}.pdf", A, "Care work", ago(y, m, 28), t_flo_payslip)
    for y, m in ((2025, 10), (2026, 1), (2026, 4)):
        add(f"{d}/INPS contributi colf {y}-{m:02d}.pdf", A, "Care work", ago(y, m, 8), t_flo_inps)
    add(f"{d}/Girasole/dimissioni Girasole 2024.pdf", X, "Care work", ago(2024, 3, 4), t_flo_coop)
    for y, m in ((2023, 10), (2023, 11), (2024, 2)):
        add(f"{d}/Girasole/cedolino {MESI[m - 1]} {y}.pdf", X, "Care work", ago(y, m, 27), t_coop_payslip)

    # ------------------------------------------------------------ Scuola Ana (Areas School)
    d = "Documenti/Scuola Ana"
    add(f"{d}/pagella primo quadrimestre 2026.pdf", A, "School", ago(2026, 2, 12), t_pagella)
    add(f"{d}/iscrizione scuola media Giacosa.pdf", A, "School", ago(2026, 1, 27), t_iscrizione)
    add(f"{d}/circolare gita Venaria.pdf", A, "School", ago(2026, 5, 11), t_school_letter)
    add(f"{d}/mensa saldo maggio.pdf", A, "School", ago(2026, 5, 20), t_mensa)
    add(f"{d}/certificato residenza uso scolastico.pdf", A, "School", ago(2026, 1, 15), t_residenza)
    add(f"{d}/orario classe 5B.xlsx", A, "School", ago(2025, 9, 16), lambda r, dt:
        "Ora;Lunedi;Martedi;Mercoledi;Giovedi;Venerdi\n8:30;Italiano;Matematica;Italiano;Inglese;Matematica\n"
        "10:30;Storia;Italiano;Scienze;Matematica;Geografia\n12:30;mensa;mensa;mensa;mensa;mensa\n"
        "14:00;Arte;Ed. fisica;Musica;Religione;Ed. civica")
    photo(f"{d}/foto classe 5B.jpg", R, "Photos", ago(2025, 11, 20))

    # ------------------------------------------------------------ Sanita (Areas Health)
    d = "Documenti/Sanita"
    add(f"{d}/analisi sangue Marian 2025.pdf", A, "Health", ago(2025, 4, 9), t_lab)
    add(f"{d}/analisi sangue Marian 2026.pdf", A, "Health", ago(2026, 4, 22), t_lab)
    add(f"{d}/impegnativa RX Flori.pdf", A, "Health", ago(2026, 3, 2), t_impegnativa)
    add(f"{d}/CUP oculista Ana.pdf", A, "Health", ago(2026, 5, 6), t_cup)
    add(f"{d}/certificato vaccinale Ana.pdf", A, "Health", ago(2025, 8, 28), t_vaccini)
    add(f"{d}/dentista fattura.pdf", A, "Health", ago(2025, 10, 3), t_dentist)
    add(f"{d}/tessera sanitaria Marian fronte retro.pdf", A, "Health", ago(2023, 5, 10), lambda r, dt:
        f"TESSERA SANITARIA - Tessera europea di assicurazione malattia (TEAM)\nCognome URSACHE Nome MARIAN\nCodice fiscale {CF_HIM}\n"
        "Data di scadenza 14/11/2028\nMinistero dell'Economia e delle Finanze - Agenzia delle Entrate")
    add(f"{d}/scelta medico Gribaudo.pdf", A, "Health", ago(2021, 10, 20), lambda r, dt:
        "ASL Citta di Torino - Distretto Nord-Est\nScelta del medico di medicina generale\nAssistiti: URSACHE MARIAN, URSACHE FLORENTINA\n"
        "Medico scelto: Dr.ssa Paola Gribaudo, ambulatorio Via Sempione 70\nPediatra per URSACHE ANA-MARIA: Dr. Marco Aimar")

    # ------------------------------------------------------------ Macchina (Areas / Archive Car)
    d = "Documenti/Macchina"
    add(f"{d}/RCA Prima 2025.pdf", A, "Car", ago(2025, 4, 2), t_rca)
    add(f"{d}/RCA Prima 2026.pdf", A, "Car", ago(2026, 4, 2), t_rca)
    add(f"{d}/bollo 2025.pdf", A, "Car", ago(2025, 9, 25), t_bollo)
    add(f"{d}/revisione 2025.pdf", A, "Car", ago(2025, 10, 14), t_revisione)
    add(f"{d}/intretinere Octavia.xlsx", A, "Car", 21, t_service)
    d = "Documenti/Macchina/Import 2023"
    for k, (step, dd) in enumerate((("preventivo pratica", (2023, 2, 6)), ("revisione e collaudo", (2023, 3, 1)),
                                    ("pagamento IPT ed emolumenti", (2023, 3, 9)), ("rilascio targa GK482TZ e DU", (2023, 3, 22)),
                                    ("restituzione targhe rumene DRPCIV", (2023, 4, 18)))):
        add(f"{d}/pratica {k + 1} {step}.pdf", X, "Car", ago(*dd), t_import(step))
    add(f"{d}/certificat conformitate Skoda.pdf", X, "Car", ago(2023, 2, 10), lambda r, dt:
        "ŠKODA AUTO a.s. - EC Certificate of Conformity\nVehicle: Octavia Combi 1.6 TDI, type NE, variant ACCRKX\n"
        "Type-approval e8*2007/46*0211*29  Emission: Euro 6  CO2 106 g/km\nVIN TMBJJ7NE3G0xxxxxx")
    photo(f"{d}/talon RO fata.jpg", X, "Car", ago(2023, 2, 6))
    photo(f"{d}/talon RO spate.jpg", X, "Car", ago(2023, 2, 6))
    photo(f"{d}/targa nuova.jpg", X, "Car", ago(2023, 3, 22))

    # ------------------------------------------------------------ Casa Brusturi (Projects House Romania)
    d = "Documenti/Casa Brusturi"
    add(f"{d}/Acte teren/contract vanzare teren 2019.pdf", P, "House Romania", ago(2019, 7, 25), t_deed)
    add(f"{d}/Autorizatie/certificat urbanism 88-2024.pdf", P, "House Romania", ago(2024, 10, 20), t_cu_ro)
    add(f"{d}/Autorizatie/autorizatie construire 14-2025.pdf", P, "House Romania", ago(2025, 4, 14), t_ac)
    add(f"{d}/Autorizatie/studiu geotehnic.pdf", P, "House Romania", ago(2024, 11, 28), t_geo)
    add(f"{d}/Proiect/plan parter si mansarda.pdf", P, "House Romania", ago(2024, 12, 18), t_plan)
    add(f"{d}/Constructor/contract Ceahlau Construct.pdf", P, "House Romania", ago(2025, 6, 3), t_builder_contract)
    for st, dd in (("structura", (2025, 5, 12)), ("acoperiș", (2026, 4, 27)), ("instalații", (2026, 5, 25))):
        add(f"{d}/Constructor/deviz {st.replace('ș', 's').replace('ț', 't')}.pdf", P, "House Romania", ago(*dd), t_deviz(st))
    for dd in ((2025, 7, 10), (2025, 8, 22), (2025, 10, 3)):
        add(f"{d}/Constructor/situatie lucrari {dd[0]}-{dd[1]:02d}.xlsx", P, "House Romania", ago(*dd), t_situatie)
    for dd in ((2025, 6, 5), (2025, 7, 14), (2025, 8, 26), (2025, 10, 7), (2026, 5, 19)):
        add(f"{d}/Plati/ordin plata {dd[0]}-{dd[1]:02d}-{dd[2]:02d}.pdf", P, "House Romania", ago(*dd), t_transfer_builder)
    add(f"{d}/Plati/plati casa total.xlsx", P, "House Romania", 10, lambda r, dt:
        "Data;Cui;Pentru ce;Suma lei\n" + "\n".join(
            f"{_ro(dt - timedelta(days=k * 37))};{r.choice(['Ceahlău Construct', 'Dedeman', 'arhitect Ionescu', 'Primăria Brusturi', 'topograf'])};"
            f"{r.choice(['tranșă', 'materiale', 'taxă autorizație', 'proiect', 'ridicare topo'])};{r.randint(300, 40000)}" for k in range(12)))
    add(f"{d}/Utilitati/aviz Delgaz racordare.pdf", P, "House Romania", ago(2025, 9, 15), t_delgaz)
    add(f"{d}/materiale acoperis.xlsx", P, "House Romania", ago(2026, 5, 12), t_materials)
    add(f"{d}/mail Catalin acoperis.eml", P, "House Romania", ago(2026, 5, 16), t_catalin_mail)
    for y in (2024, 2025, 2026):
        add(f"{d}/Impozit/chitanta impozit teren {y}.pdf", A, "House Romania", ago(y, 3, 20), t_impozit)
    for k, dd in enumerate(((2025, 6, 20), (2025, 6, 28), (2025, 7, 18), (2025, 8, 9), (2025, 8, 30), (2025, 9, 24),
                            (2025, 10, 15), (2025, 10, 29), (2026, 4, 18), (2026, 5, 9), (2026, 5, 21))):
        photo(f"{d}/Poze santier/IMG-{dd[0]}{dd[1]:02d}{dd[2]:02d}-WA00{k + 10:02d}.jpg", P, "House Romania", ago(*dd))
    photo(f"{d}/Poze santier/fundatie.heic", P, "House Romania", ago(2025, 7, 1))

    # ------------------------------------------------------------ Corso diesel (Projects)
    d = "Documenti/Corso diesel"
    add(f"{d}/iscrizione Agenzia Dora.pdf", P, "Diesel course", ago(2025, 9, 22), t_course_enrol)
    for k, dd in enumerate(((2025, 10, 10), (2026, 1, 12), (2026, 4, 10))):
        add(f"{d}/ricevuta rata {k + 1}.pdf", P, "Diesel course", ago(*dd), t_course_fee)
    for k, (title, body) in enumerate(HANDOUTS):
        add(f"{d}/Dispense/modulo {k + 1}.pdf", P, "Diesel course", 230 - k * 26, t_course_handout(title, body))
    for k in range(3):
        add(f"{d}/Test/test autovalutazione {k + 3}.docx", P, "Diesel course", 150 - k * 45, t_course_quiz)
    add(f"{d}/ammissione esame 22 giugno.eml", P, "Diesel course", ago(2026, 5, 27), t_course_exam)
    add(f"{d}/notite recapitulare examen.docx", P, "Diesel course", 2, t_course_notes)
    add(f"{d}/~$tite recapitulare examen.docx", L, "System", 1, b"\x0bMarian U.  " + b"\x00" * 40)
    add(f"{d}/calendario lezioni.xlsx", P, "Diesel course", ago(2025, 10, 13), lambda r, dt:
        "Settimana;Lunedi;Mercoledi;Giovedi\n" + "\n".join(
            f"{k + 1};Modulo {k // 4 + 1} teoria;Modulo {k // 4 + 1} laboratorio;{'verifica' if k % 4 == 3 else 'esercitazione banco'}"
            for k in range(32)))
    photo(f"{d}/banco prova iniettori.jpg", P, "Diesel course", ago(2026, 3, 11))
    photo(f"{d}/lavagna lezione common rail.jpg", P, "Diesel course", ago(2026, 1, 21))

    # ------------------------------------------------------------ Acte (Identity)
    d = "Documenti/Acte"
    add(f"{d}/buletin Marian.pdf", A, "Identity", ago(2021, 12, 2), t_ci_ro)
    add(f"{d}/codice fiscale Marian.pdf", A, "Identity", ago(2016, 9, 12), t_cf("MARIAN", CF_HIM))
    add(f"{d}/codice fiscale Flori.pdf", A, "Identity", ago(2016, 9, 12), t_cf("FLORENTINA", CF_FLO))
    add(f"{d}/certificat nastere Ana transcris.pdf", A, "Identity", ago(2015, 6, 30), t_birth)
    add(f"{d}/stato di famiglia 2025.pdf", A, "Identity", ago(2025, 3, 3), t_residenza)
    add(f"{d}/Pasaport 2026/programare consulat 10 iunie.pdf", P, "Identity", ago(2026, 5, 8), t_passport_appt)
    add(f"{d}/Pasaport 2026/dovada plata taxa.pdf", P, "Identity", ago(2026, 5, 9), t_passport_fee)
    add(f"{d}/Pasaport 2026/cerere pasaport completata.pdf", P, "Identity", ago(2026, 5, 9), lambda r, dt:
        "CERERE pentru eliberarea pașaportului simplu electronic\nNume: URSACHE  Prenume: MARIAN  CNP 18711142xxxxx\n"
        "Domiciliul în străinătate: Italia, Torino, Via Sempione 118\nPașaport anterior nr. 05xxxxxx, expiră 18.08.2026\nMisiunea: Consulatul General Torino")
    photo(f"{d}/Pasaport 2026/poza pasaport.jpg", P, "Identity", ago(2026, 5, 7))

    # ------------------------------------------------------------ Fotbal (Areas Football)
    d = "Documenti/Fotbal"
    add(f"{d}/tessera UISP 2025-2026.pdf", A, "Football", ago(2025, 9, 12), t_uisp)
    add(f"{d}/certificato medico sportivo 2025.pdf", A, "Football", ago(2025, 9, 5), t_certmed)
    add(f"{d}/calendario Carpati 2025-26.xlsx", A, "Football", 9, t_fixtures)
    add(f"{d}/cotizatii echipa.xlsx", A, "Football", 16, t_team_fees)
    add(f"{d}/regolamento campionato UISP.pdf", A, "Football", ago(2025, 9, 20), t_uisp_rules)
    add(f"{d}/tessera UISP 2024-2025.pdf", A, "Football", ago(2024, 9, 14), t_uisp)

    # ------------------------------------------------------------ Vacanta (Projects / Archive Travel)
    d = "Documenti/Vacanta Romania 2026"
    add(f"{d}/vigneta Austria.pdf", P, "Travel", ago(2026, 5, 17), t_vignette("AT"))
    add(f"{d}/e-matrica Ungaria.pdf", P, "Travel", ago(2026, 5, 17), t_vignette("HU"))
    add(f"{d}/rovinieta.pdf", P, "Travel", ago(2026, 5, 17), t_vignette("RO"))
    add(f"{d}/hotel Szeged.pdf", P, "Travel", ago(2026, 4, 29), t_hotel_hu)
    add(f"{d}/drum.txt", P, "Travel", 8, t_route)
    add(f"{d}/bagaje.docx", P, "Travel", 4, t_packing)
    d = "Documenti/Vacante vechi"
    add(f"{d}/Wizz Craciun 2025.pdf", X, "Travel", ago(2025, 10, 30), lambda r, dt: t_flight(r, dt, "20 December 2025"))
    add(f"{d}/Wizz vara 2024.pdf", X, "Travel", ago(2024, 5, 2), lambda r, dt: t_flight(r, dt, "27 July 2024"))
    add(f"{d}/Finale Ligure camping 2025.pdf", X, "Travel", ago(2025, 4, 14), t_liguria)
    add(f"{d}/check-in Wizz 20 dec.pdf", X, "Travel", ago(2025, 12, 18), lambda r, dt:
        "Wizz Air boarding pass\nURSACHE/MARIAN  Flight W6 3396  TRN - IAS  20 DEC 2025  Seat 14C  Gate closes 14:35\nPriority: no  Bag: 10 kg cabin")

    # ------------------------------------------------------------ Vechi (Archive Work)
    d = "Documenti/Vechi/Auto Moldova Service"
    add(f"{d}/contract munca 2009.pdf", X, "Work", ago(2016, 4, 2), t_oldcontract)
    add(f"{d}/adeverinta vechime.pdf", X, "Work", ago(2016, 6, 2), t_oldjob("adeverinta"))
    add(f"{d}/decizie incetare.pdf", X, "Work", ago(2016, 5, 21), t_oldjob("decizie"))
    for k in range(3):
        add(f"{d}/fluturas {k + 1}.pdf", X, "Work", ago(2016, 4, 2) + k, t_oldjob("fluturas"))
    photo(f"{d}/atelier Piatra 2015.jpg", R, "Photos", ago(2015, 8, 14))

    # ------------------------------------------------------------ Retete, Carti, Italiana (Resources)
    for k, (name, body) in enumerate(RECIPES.items()):
        add(f"Documenti/Retete/{name}", R, "Cooking", 200 + k * 170, body)
    for k, (title, author, lang, para) in enumerate(BOOKS):
        add(f"Documenti/Carti/{title} - {author}.epub", R, "Books", 120 + k * 190, _epub(title, author, lang, para))
    add("Documenti/Italiano/Nuovo Espresso 2 esercizi.pdf", R, "Language", ago(2017, 2, 10), lambda r, dt:
        "Nuovo Espresso 2 - Corso di italiano A2 - Eserciziario\nUnita 3: il passato prossimo con essere e avere. "
        "Completa: Ieri io (andare) ___ al lavoro in autobus.\nUnita 4: i pronomi diretti lo, la, li, le.")
    add("Documenti/Italiano/verbi irregolari.pdf", R, "Language", ago(2016, 11, 3), lambda r, dt:
        "Verbi irregolari italiani - tabella\nessere: sono stato; avere: ho avuto; fare: ho fatto; dire: ho detto; "
        "venire: sono venuto; rimanere: sono rimasto; scegliere: ho scelto; bere: ho bevuto")
    add("Documenti/Italiano/CILS B1 cittadinanza esempio.pdf", R, "Language", ago(2024, 2, 20), lambda r, dt:
        "CILS - Certificazione di Italiano come Lingua Straniera - livello B1 cittadinanza\nProva di ascolto, comprensione "
        "della lettura, produzione scritta, produzione orale. Esempio di prova: scrivi una e-mail al tuo vicino di casa.")

    # ------------------------------------------------------------ Download (mess, many hard)
    d = "Download"
    H = True
    add(f"{d}/document.pdf", A, "Work", ago(2026, 3, 27), t_payslip(3, 2026), H)
    add(f"{d}/document (1).pdf", A, "Car", ago(2026, 4, 1), t_rca, H)
    add(f"{d}/document (2).pdf", P, "House Romania", ago(2026, 4, 27), t_deviz("acoperiș"), H)
    add(f"{d}/document (3).pdf", P, "Diesel course", ago(2026, 2, 2), t_course_handout(
        "Esercitazione 12 - Prova pompa alta pressione CP4", "Misura della portata con banco Bosch EPS 815, confronto con i valori di targa."), H)
    add(f"{d}/document (4).pdf", A, "Home", ago(2026, 5, 28), t_tari, H)
    add(f"{d}/download.pdf", A, "Finance", ago(2025, 6, 25), t_730(2024), H)
    add(f"{d}/download (1).pdf", P, "House Romania", ago(2025, 4, 15), t_ac, H)
    add(f"{d}/file.pdf", A, "Care work", ago(2026, 4, 29), t_flo_payslip, H)
    add(f"{d}/file (2).pdf", X, "Car", ago(2023, 3, 9), t_import("pagamento IPT - copia"), H)
    add(f"{d}/export.csv", A, "Finance", 2, t_bank, H)
    add(f"{d}/export (1).csv", A, "Football", 30, t_fixtures, H)
    add(f"{d}/Documento.pdf", A, "Finance", ago(2026, 1, 22), t_isee, H)
    add(f"{d}/scan0004.pdf", A, "Work", ago(2026, 3, 16), t_cu(2025), H)
    add(f"{d}/ricevuta.pdf", P, "Diesel course", ago(2026, 4, 10), t_course_fee, H)
    add(f"{d}/ricevuta (1).pdf", A, "Home", ago(2026, 5, 5), t_rent_receipt, H)
    add(f"{d}/stampa.pdf", A, "Health", ago(2026, 5, 6), t_cup, H)
    add(f"{d}/modulo.pdf", P, "Identity", ago(2026, 5, 8), lambda r, dt:
        "Ministerul Afacerilor Externe - Consulatul General al României la Torino\nFormular cerere pașaport simplu electronic "
        "pentru cetățenii cu domiciliul în străinătate (CRDS) sau cu domiciliul în România\nSe completează cu majuscule. "
        "Fotografia se face la ghișeu. Taxa: 258 lei + 13 lei formular, plătibilă în EUR la cursul consulatului.", H)
    add(f"{d}/2026-05-14_101512.pdf", A, "Home", ago(2026, 5, 14), t_iren, H)
    add(f"{d}/allegato.pdf", A, "School", ago(2026, 5, 11), t_school_letter, H)
    add(f"{d}/allegato (1).pdf", P, "House Romania", ago(2025, 9, 15), t_delgaz, H)
    add(f"{d}/allegato (2).pdf", A, "Care work", ago(2026, 4, 8), t_flo_inps, H)
    add(f"{d}/DOC-20260512-WA0003.pdf", P, "House Romania", ago(2026, 5, 12), t_transfer_builder, H)
    add(f"{d}/DOC-20251103-WA0007.pdf", A, "Health", ago(2025, 11, 3), t_lab, H)
    add(f"{d}/fattura.pdf", A, "Health", ago(2026, 2, 14), t_dentist, H)
    add(f"{d}/Messaggio.eml", P, "House Romania", ago(2026, 5, 29), lambda r, dt:
        f"From: Vasile Popa <ceahlau.construct@gmail.com>\nTo: marian.ursache87@gmail.com\nDate: {dt.strftime('%d %b %Y')}\n"
        "Subject: ferestre si usa intrare\n\nDomnule Ursache,\nva trimit oferta pentru tamplaria PVC Salamander, 9 ferestre si usa "
        "de intrare, 31.400 lei cu montaj, termen 6 saptamani. Dupa acoperis putem incepe inchiderile. Astept confirmarea "
        "pana la 15 iunie ca sa comand profilele.\nCu stima, Vasile Popa, SC Ceahlau Construct Grup SRL", H)
    add(f"{d}/invite.ics", P, "Diesel course", ago(2026, 5, 27), lambda r, dt:
        "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Agenzia Formativa Dora//IT\nBEGIN:VEVENT\nUID:esame-diesel-20260622@agenziadora.it\n"
        "DTSTART:20260622T083000\nDTEND:20260622T170000\nSUMMARY:Esame finale - Tecnico diagnosi motori diesel e common rail\n"
        "LOCATION:Agenzia Formativa Dora, Via Aosta 12, Torino\nDESCRIPTION:Prova scritta, prova pratica banco iniettori, colloquio\n"
        "END:VEVENT\nEND:VCALENDAR\n", H)
    add(f"{d}/invite (1).ics", A, "Finance", ago(2026, 5, 14), lambda r, dt:
        "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:caf-730-ursache@caf.cisltorino.it\nDTSTART:20260609T173000\n"
        "SUMMARY:CAF CISL - compilazione modello 730/2026 URSACHE MARIAN\nLOCATION:Via Bologna 68, Torino\n"
        "DESCRIPTION:Portare CU 2026, spese mediche, contratto affitto\nEND:VEVENT\nEND:VCALENDAR\n", H)
    add(f"{d}/istruzioni.pdf", R, "Home", ago(2025, 1, 19), t_appliance(
        "Beko BBIE12300XC - forno da incasso", "Funzione pulizia a vapore, programmazione fine cottura, sostituzione lampadina forno."), H)
    add(f"{d}/catalogo.pdf", R, "Work", ago(2025, 11, 12), t_manual(
        "Knorr-Bremse - catalogo ricambi freni a disco veicoli industriali 2025",
        "Pinze SN7 / SK7, kit revisione, pastiglie, sensori di usura; tabella compatibilita Iveco, MAN, Scania, DAF."), H)
    add(f"{d}/tabella.xlsx", R, "Work", ago(2024, 3, 8), lambda r, dt:
        "Veicolo;Olio motore;Litri;Olio cambio;Intervallo km\nIveco S-Way Cursor 11;Urania Next 10W-40;33;Tutela ZC 90;150000\n"
        "Scania R450 DC13;Scania LDF-4 10W-40;36;Scania STO 2.0;120000\nVolvo FH D13;VDS-4.5 10W-30;38;97307;100000\n"
        "DAF XF MX-13;ACEA E6 10W-40;40;Intarder oil;150000", H)
    add(f"{d}/conferma.pdf", P, "Travel", ago(2026, 4, 29), t_hotel_hu, H)
    add(f"{d}/conferma (1).pdf", X, "Travel", ago(2024, 5, 2), lambda r, dt: t_flight(r, dt, "27 July 2024"), H)
    add(f"{d}/certificato.pdf", A, "Football", ago(2025, 9, 5), t_certmed, H)
    add(f"{d}/attestato.pdf", A, "Work", ago(2026, 2, 19), t_safety("Addetto antincendio rischio medio - 8 ore"), H)
    add(f"{d}/lettera.pdf", X, "Care work", ago(2024, 3, 5), t_flo_coop, H)
    add(f"{d}/document_semnat.pdf", P, "House Romania", ago(2025, 6, 3), lambda r, dt:
        "ACT ADIȚIONAL nr. 1 la contractul de execuție lucrări nr. 7/02.06.2025\nPărțile convin: termenul etapei II (acoperiș) "
        "se prelungește până la 30.09.2026 din cauza întârzierii livrării cherestelei. Prețul rămâne neschimbat.\n"
        "Beneficiar Ursache Marian prin mandatar Ursache Cătălin; Antreprenor SC Ceahlău Construct Grup SRL, Vasile Popa", H)
    add(f"{d}/adeverinta.pdf", X, "Work", ago(2022, 5, 17), t_oldjob("adeverinta"), H)
    add(f"{d}/document (5).pdf", P, "Identity", ago(2026, 5, 9), t_passport_fee, H)
    add(f"{d}/document (6).pdf", A, "Home", ago(2026, 4, 9), t_enel, H)
    add(f"{d}/document (7).pdf", P, "Travel", ago(2026, 5, 17), t_vignette("RO"), H)
    add(f"{d}/document (8).pdf", X, "Car", ago(2023, 3, 22), t_import("consegna documento unico"), H)
    add(f"{d}/download (2).pdf", A, "Finance", ago(2025, 12, 31), t_estratto, H)
    add(f"{d}/file (1).pdf", A, "Car", ago(2025, 10, 14), t_revisione, H)
    add(f"{d}/file (3).pdf", X, "Travel", ago(2025, 4, 14), t_liguria, H)
    add(f"{d}/Documento (1).pdf", A, "Work", ago(2025, 12, 18), t_livello, H)
    add(f"{d}/scan0005.pdf", A, "Finance", ago(2026, 3, 8), t_assegno, H)
    add(f"{d}/scan0006.pdf", P, "House Romania", ago(2024, 11, 28), t_geo, H)
    add(f"{d}/print.pdf", P, "Diesel course", ago(2025, 9, 22), t_course_enrol, H)
    add(f"{d}/export (2).csv", A, "Car", 40, t_service, H)
    add(f"{d}/ricevuta (2).pdf", A, "Car", ago(2025, 9, 25), t_bollo, H)
    add(f"{d}/allegato (3).pdf", X, "Work", ago(2016, 6, 2), t_oldcontract, H)
    add(f"{d}/stampa (1).pdf", A, "School", ago(2026, 1, 27), t_iscrizione, H)
    add(f"{d}/DOC-20260404-WA0001.pdf", P, "House Romania", ago(2026, 4, 4), t_deviz("instalații"), H)
    add(f"{d}/Busta paga 2026-04 (1).pdf", A, "Work", ago(2026, 4, 28), t_payslip(4, 2026))
    add(f"{d}/CU 2026 redditi 2025.pdf", A, "Work", ago(2026, 3, 16), t_cu(2025))
    add(f"{d}/Iveco Cursor 9 common rail schema.pdf", R, "Work", ago(2025, 2, 14), t_manual(
        "IVECO Cursor 9 - schema impianto alimentazione common rail", "Pompa CP3.3NH, filtro con separatore acqua, rail a 6 uscite."))
    add(f"{d}/Texa IDC5 Truck manuale.pdf", R, "Work", ago(2024, 9, 9), t_manual(
        "TEXA IDC5 TRUCK - Manuale d'uso", "Selezione veicolo per VIN, autodiagnosi, ricerca guasti guidata, TGS3s."))
    for name in ("ChromeSetup.exe", "WhatsApp Installer.exe", "vlc-3.0.21-win64.exe", "TeamViewer_Setup_x64.exe",
                 "AnyDesk.exe", "FirefoxInstaller.exe"):
        add(f"{d}/{name}", R, "Software", r.uniform(10, 600), _blob(r, b"MZ\x90\x00\x03\x00\x00\x00", 2000))
    add(f"{d}/Texa IDC5 Truck setup.msi", R, "Software", 240, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 2000))
    add(f"{d}/Ion - Liviu Rebreanu (1).epub", R, "Books", 118, _epub("Ion", "Liviu Rebreanu", "ro", "Ion al Glanetașului..."))
    add(f"{d}/Il sistema periodico.epub.crdownload", L, "System", 0.2, _blob(r, b"PK\x03\x04", 700))
    add(f"{d}/Unconfirmed 418233.crdownload", L, "System", 3, _blob(r, b"\x00\x00", 900))
    add(f"{d}/texa_update_2026_05.zip.part", L, "System", 1, _blob(r, b"PK\x03\x04", 1200))
    add(f"{d}/desktop.ini", L, "System", 400, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n")
    for k, dd in enumerate(((2026, 5, 3), (2026, 4, 12), (2025, 12, 24), (2025, 8, 10))):
        photo(f"{d}/IMG_{1234 + k * 211}.jpg", R, "Photos", ago(*dd))
    photo(f"{d}/IMG-20260520-WA0012.jpg", P, "House Romania", ago(2026, 5, 20))
    add(f"{d}/Screenshot 2026-05-20 211455.png", R, "Photos", ago(2026, 5, 20), "")
    add(f"{d}/Screenshot 2026-03-02 080312.png", R, "Photos", ago(2026, 3, 2), "")
    dot(f"{d}/.~lock.file.pdf#", b"Marian,DESKTOP-U7,26.05.2026\n", 4)

    # ------------------------------------------------------------ Desktop
    d = "Desktop"
    add(f"{d}/nou.txt", A, "Finance", 5, "de intrebat la CAF 9 iunie:\n- detrazione inquilini affitto 620 EUR/luna\n"
        "- spese sport Ana (danza 210 EUR) rigo E8\n- credit din 730 in busta paga iulie?\n- ISEE nou pentru assegno unico\n"
        "- terenul din Romania se declara in quadro RW / IVIE?\n", H)
    add(f"{d}/Nuovo documento di testo.txt", P, "House Romania", 14, "telefoane casa:\nVasile Popa constructor 0744 512 309\n"
        "arhitect Ionescu 0233 211 400\nDelgaz racordare 0800 800 928\nDedeman Piatra comenzi 0233 207 600\n"
        "dulgheri vin 15 iulie, lemn uscat?\ntabla Bilka culoare RAL 8017 maro\n", H)
    add(f"{d}/lista.txt", A, "Football", 6, "duminica 7 iunie ora 20:30 Campo Sempione vs Real Barriera\n"
        "portar: Gheorghe\nfundasi: Bogdan, Cristi, Paolo, Sorin\nmijloc: Marian, Ionut, Alex, Mihai\natac: Florin, Luca\n"
        "rezerve: Daniel, Radu, Vasile\ncine aduce tricourile spalate? apa 2 baxuri\n", H)
    add(f"{d}/Documento1.docx", A, "Home", 33, "Spett.le Studio Amministrazioni Gallo\nCondominio Via Sempione 118, Torino\n"
        "Oggetto: infiltrazione d'acqua dal piano superiore, scala B int. 9\nCon la presente segnaliamo una macchia di umidita "
        "sul soffitto del bagno, proveniente dall'alloggio del quarto piano. Chiediamo un sopralluogo dell'idraulico.\n"
        "Distinti saluti, Marian Ursache (conduttore) - il proprietario sig. Bertola e in copia.", H)
    add(f"{d}/Doc1.docx", P, "House Romania", 40, "Către Primăria Comunei Brusturi, jud. Neamț\n"
        "Subsemnatul URSACHE MARIAN, titular al Autorizației de construire nr. 14/11.04.2025, vă comunic, conform Legii 50/1991, "
        "data începerii lucrărilor de acoperiș și solicit verificarea de fază determinantă de către inspectorul ISC.\n"
        "Data ____  Semnătura ____", H)
    add(f"{d}/Foglio di lavoro.xlsx", P, "Diesel course", 9, lambda r, dt:
        "Modulo;Ore previste;Ore frequentate;Verifica\n" + "\n".join(
            f"Modulo {k} common rail / diesel;30;{r.randint(25, 30)};{r.choice(['superata', 'superata', '28/30', '25/30'])}"
            for k in range(1, 9)) + "\nTotale;240;221;ammesso esame 22/06", H)
    add(f"{d}/scan.pdf", A, "School", ago(2026, 2, 12), t_pagella, H)
    add(f"{d}/de citit.docx", P, "Diesel course", 12, t_course_handout(
        "Modulo 9 - Ripasso per l'esame: sistemi di iniezione pompa-iniettore e common rail",
        "Differenze tra UIS/UPS e common rail, ciclo di iniezione multipla, pre-iniezione e post-iniezione."), H)
    add(f"{d}/Corso diesel esercizi.docx", P, "Diesel course", 11, t_course_quiz)
    add(f"{d}/desktop.ini", L, "System", 500, "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\imageres.dll,-183\r\n")
    add("Documenti/desktop.ini", L, "System", 500, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")
    add("Documenti/Senza nome.txt", A, "Health", 25, "fisioterapia Flori - ASL Via del Ridotto\nlun 11, mer 13, ven 15 mai ora 14:00\n"
        "esercitii spate: pisica-camila, punte, 3x10 zilnic\nnu ridica pe doamna Elda singura, cere sollevatore\n"
        "control la dr. Gribaudo dupa 10 sedinte\n", H)

    # ------------------------------------------------------------ 2024 (scans)
    d = "2024"
    scans = [(A, "Finance", (2024, 6, 20), t_730(2023)), (A, "Work", (2024, 5, 28), t_payslip(5, 2024)),
             (X, "Care work", (2024, 3, 5), t_flo_coop), (A, "House Romania", (2024, 3, 18), t_impozit),
             (P, "House Romania", (2024, 10, 21), t_cu_ro), (A, "Football", (2024, 9, 14), t_uisp),
             (A, "Health", (2024, 9, 2), t_vaccini), (A, "Care work", (2024, 3, 28), t_flo_contract),
             (A, "Work", (2024, 9, 27), t_payslip(9, 2024)), (A, "Home", (2024, 6, 5), t_condo),
             (X, "Care work", (2024, 2, 27), t_coop_payslip), (A, "Health", (2024, 11, 18), t_dentist),
             (A, "Home", (2024, 11, 5), t_rent_receipt)]
    for k, (b, t, dd, fn) in enumerate(scans):
        add(f"{d}/scan{k + 1:04d}.pdf", b, t, ago(*dd), fn, H)
    for m in (10, 11, 12):
        add(f"{d}/Busta paga 2024-{m:02d}.pdf", A, "Work", ago(2024, m, 27), t_payslip(m, 2024))
    for k, dd in enumerate(((2024, 7, 29), (2024, 7, 30), (2024, 8, 2), (2024, 8, 4), (2024, 12, 25))):
        photo(f"{d}/poze/20240{dd[1]}{dd[2]:02d}_{120000 + k * 731}.jpg" if dd[1] < 10 else
              f"{d}/poze/2024{dd[1]}{dd[2]:02d}_{120000 + k * 731}.jpg", R, "Photos", ago(*dd))
    add(f"{d}/poze/Thumbs.db", L, "System", 300, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))

    # ------------------------------------------------------------ Immagini (Resources Photos)
    d = "Immagini"
    for y, dates in ((2025, ((1, 6), (3, 8), (4, 20), (6, 1), (8, 11), (8, 12), (8, 14), (9, 21), (12, 21), (12, 24),
                             (12, 26))),
                     (2026, ((1, 1), (2, 14), (3, 29), (4, 5), (5, 1), (5, 17), (5, 24)))):
        for k, (m, dd) in enumerate(dates):
            ext = "heic" if k % 4 == 3 else "jpg"
            photo(f"{d}/{y}/IMG_{y}{m:02d}{dd:02d}_{k:03d}.{ext}", R, "Photos", ago(y, m, dd))
    for k, dd in enumerate(((2025, 10, 5), (2026, 3, 15), (2026, 4, 26), (2026, 5, 24))):
        photo(f"{d}/Fotbal/meci {dd[0]}-{dd[1]:02d}-{dd[2]:02d}.jpg", R, "Photos", ago(*dd))
    for k, dd in enumerate(((2026, 5, 2), (2026, 4, 3), (2025, 12, 30), (2026, 1, 14), (2026, 5, 27))):
        photo(f"{d}/WhatsApp Images/IMG-{dd[0]}{dd[1]:02d}{dd[2]:02d}-WA{k + 1:04d}.jpg", R, "Photos", ago(*dd))
    for k in range(3):
        add(f"{d}/Screenshots/Screenshot ({k + 12}).png", R, "Photos", 30 + k * 70, "")
    add(f"{d}/2025/Thumbs.db", L, "System", 160, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    photo(f"{d}/santier iunie 2025.jpg", P, "House Romania", ago(2025, 6, 22))

    # ------------------------------------------------------------ Musica (Resources Music)
    for k, (title, artist, album) in enumerate(SONGS):
        add(f"Musica/{artist}/{title}.mp3", R, "Music", 300 + k * 60, _id3(r, title, artist, album))
    add("Musica/playlist masina.m3u", R, "Music", 90, "#EXTM3U\n" + "\n".join(f"{a}\\{t}.mp3" for t, a, _ in SONGS[:8]) + "\n")

    # ------------------------------------------------------------ Backup Samsung 2022 (Archive Backup)
    d = "Backup Samsung 2022"
    bage = ago(2022, 10, 2)
    for k, dd in enumerate(((2021, 7, 3), (2021, 8, 15), (2021, 12, 24), (2022, 1, 9), (2022, 4, 24), (2022, 6, 12),
                            (2022, 7, 30), (2022, 8, 20), (2022, 9, 11))):
        photo(f"{d}/DCIM/Camera/{dd[0]}{dd[1]:02d}{dd[2]:02d}_{101500 + k * 917}.jpg", X, "Backup", ago(*dd))
    for k in range(4):
        photo(f"{d}/WhatsApp/Media/WhatsApp Images/IMG-2022{k + 3:02d}1{k}-WA00{k + 21}.jpg", X, "Backup", bage + 60 - k * 20)
    add(f"{d}/Documents/scan contract chirie vechi.pdf", X, "Backup", bage + 30, lambda r, dt:
        "Contratto di locazione transitorio - Via Monterosa 31, Torino - conduttore Ursache Marian, 2016-2021")
    add(f"{d}/Documents/Adeverinta salariu 2016.pdf", X, "Backup", bage + 200, t_oldjob("adeverinta"))
    add(f"{d}/Contacts/contacts.vcf", X, "Backup", bage, "BEGIN:VCARD\nVERSION:3.0\nFN:Catalin frate\nTEL:+40744123987\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:3.0\nFN:Sergio Bonino officina\nTEL:+393471234567\nEND:VCARD\n")
    add(f"{d}/Notes/memo_2022.txt", X, "Backup", bage + 5, "parola wifi: Ursache2021!\ncod PIN sim vechi 1987\nschimb ulei Octavia la 165.000\n")
    add(f"{d}/backup_info.xml", X, "Backup", bage, "<?xml version=\"1.0\"?><backup device=\"SM-A515F\" date=\"2022-10-02\" items=\"2317\"/>\n")
    dot(f"{d}/.nomedia", b"", bage)

    return items
