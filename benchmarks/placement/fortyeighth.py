"""A forty-eighth unseen labelled corpus: Giulia Rinaldi, translator in Bologna, ``build(root, seed)``, written blind.

Whoever wrote this module read only ``unseen.py``'s module docstring, the first lines of its ``build()``
(the ``write``/``encode``/``add`` helpers) and its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``,
``_xlsx``, ``_epub``, ``_id3`` and ``_blob``; the ``Item`` dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and
``_jpeg`` in ``corpus.py``; ``_d``, ``_money``, ``_docx``, ``_png`` and ``HEIC_HEAD`` in ``blind.py``. Nothing in
``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, no other corpus body and no placement result was opened.
The files and labels are shaped by what this person would have on disk, not by what the code looks for.

The person: Giulia Rinaldi, 44, a freelance technical translator (English and German into Italian) in
Bologna, with a partita IVA in the regime forfettario since 2017 (ATECO 74.30.00); her commercialista is
Dott.ssa Lorenza Guidi, who sends the F24 for the imposta sostitutiva and the INPS gestione separata. Before
going freelance she worked five years (2012-2017) as translator and project manager at Lingua Franca Servizi
Linguistici Srl in Bologna; before that she did a PhD in translation studies at the Università di Bologna
(Forlì campus, 2009-2012, a corpus-based thesis on German-Italian machinery terminology). Her husband Marco
Ferri co-owns a small trattoria, Il Glicine (Il Glicine di Ferri M. & Cavazza D. snc, via del Pratello), and
keeps its paperwork on the same Windows laptop: HACCP records, suppliers, staff rotas and payslips, POS and
cash-register closings. Their daughter Chiara (9, fourth year of primary school) made her first communion on
10 May 2026; the party is over but the photographer's album, the last bills and the thank-you notes are still
open. Chiara goes to a mountain summer camp at Lizzano in Belvedere in July 2026 (enrolment, medical form,
packing list). The family flat in via Mazzini is in a condominio; they pay a mortgage, and since March 2026 the
bathroom is being renovated (builder, plumber, tiles, CILA, a heat-pump water heater under the ecobonus, the
50% bonus casa with "bonifici parlanti", the ENEA filing still to do). They go to Sicily in August 2026
(ferry Genova-Palermo with the car, Cefalù, Ortigia, Taormina, ferry back from Catania). They own a Fiat Tipo
and a tabby cat, Pepe.

What is going on now (``NOW`` is 2026-06-01): the big job of the year, the Italian translation of a series of
operating manuals for Hartmann Verpackungstechnik GmbH of Memmingen (packaging machines), delivered in six
batches through Trados Studio packages, with a German-Italian termbase, query sheets and one invoice per batch;
batches 1-4 are delivered, batch 5 is in translation and batch 6 is planned for July. Also the bathroom, the
communion's loose ends, the summer camp and the Sicily trip. Finished: the PhD, the job at Lingua Franca, the
2019 kitchen renovation, past holidays (Berlin 2019, Puglia 2023, Vienna 2024, Sardinia 2025), and client
jobs of 2023-2024 that were delivered and paid.

The machine: one Windows 11 laptop, Italian locale, one user profile used by both. Giulia keeps a fairly tidy
``Documenti/`` (``Traduzioni/`` with clients, invoices by year and the Hartmann job by batch, ``Tasse e
contributi/``, ``Banca/``, ``Casa/``, ``Chiara/``, ``Salute/``, ``Auto/``, ``Pepe/``, ``Viaggi/``,
``Dottorato/``, ``Ricette/``, ``Scansioni/`` where the HP printer drops ``Scansione_0001.pdf``), and an
e-book library from Calibre. Marco saves the trattoria's files in ``Documenti/Trattoria Glicine/`` when he
remembers and on the ``Desktop`` when he does not (``Cartel1.xlsx``, ``Documento1.docx``). ``Download/`` is
the real mess: ``documento (2).pdf``, ``allegato.pdf``, ``download.pdf``, ``Anhang.pdf`` from the German
client, WhatsApp Desktop images, installers, unfinished downloads. ``Immagini/`` has the camera roll synced
from the phones (``.jpg`` and iPhone ``.HEIC``), ``Screenshot/`` and ``WhatsApp/``. A copy of the old Acer
laptop sits in ``Copia vecchio PC Acer/``. Windows leaves ``desktop.ini`` and ``Thumbs.db``; Office leaves
``~$`` lock files; an old USB stick that had been in a Mac left ``._`` and ``.DS_Store`` files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects** -- an outcome with an end that is still being worked on now, whatever the file's age:
  the Hartmann manual series (purchase orders, source and target files, Trados packages, termbase and
  glossaries made for it, query sheets, QA reports, delivery mails, the per-batch invoices kept in the batch
  folders) -- topic Translation; the bathroom renovation (quotes, CILA, contract, bills, bonus and ENEA
  paperwork, tile choices, progress photos) -- topic Home; Chiara's first communion until the album is
  delivered and the last bills are paid (parish, guests, lunch, favours, photographer, photos gathered for the
  album, thank-you notes) and her 2026 summer camp (enrolment, forms, payment, packing list) -- topic Family;
  the Sicily trip of August 2026 (ferries, accommodation, itinerary, budget, guides bought for it) -- topic
  Travel.
- **Areas** -- responsibilities with a standard to keep and no end, whatever the document's age: Giulia's
  translation business (clients, quotes, invoices issued in XML and PDF, rates, agency mails, NDAs, her
  professional association) -- Translation; household money, bank, mortgage, and all taxes and contributions
  (F24, INPS gestione separata, tax returns, the commercialista's letters, the Agenzia delle Entrate) --
  Finance; the trattoria's running (HACCP, suppliers, staff, POS and cash-register reports, its own
  accounts) -- Trattoria; the flat (condominio, utilities, TARI, boiler upkeep, home insurance) -- Home; the
  family's health (tessera sanitaria, prescriptions, test results, CUP bookings, dentist, Chiara's
  paediatrician) -- Health; the car -- Car; the cat (vet, vaccines, microchip, food) -- Pets; Chiara's
  school, canteen and swimming -- Family. An invoice of 2025 or a 2024 condominio statement is still Areas.
- **Resources** -- reference and interests kept for their own sake, by subject: translation reference (style
  guides, machinery directive, general technical glossaries, CAT manuals, course notes) -- Translation;
  appliance manuals -- Home; recipes -- Cooking; e-books -- Books; installers -- Software; photos, albums,
  screenshots and WhatsApp images -- Photos, except photos that document a project (bathroom progress photos,
  communion photos collected for the album: the project's bucket and topic) and those inside the old-PC copy.
- **Archive** -- finished projects and ended responsibilities: the PhD (thesis, chapters, defence, articles
  of the time) -- PhD; the job at Lingua Franca and client jobs delivered and paid in 2023-2024 --
  Translation; the 2019 kitchen renovation -- Home; past trips -- Travel; the copy of the old Acer laptop,
  whatever it holds -- Backup.
- **Left** -- unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  Windows system files (``desktop.ini``, ``Thumbs.db``), wherever they are, topic System. Dot files
  (``.DS_Store``, ``._name``) are written but not labelled.

Topics are subjects, kept the same across buckets: Translation (the business, the Hartmann job, the old agency
job, translation reference), Finance, Trattoria, Home, Family, Travel, Health, Car, Pets, Photos, Cooking,
Books, Software, PhD, Backup, System. ``hard`` marks a file whose name *and* folder say nothing about its
subject (``Download/documento (3).pdf``, ``Desktop/Nuovo documento di testo.txt``,
``Documenti/Scansioni/Scansione_0007.pdf``, ``Desktop/Cartel1.xlsx``): only the text inside can place it.
Images are never hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

# --------------------------------------------------------------------------- helpers

MESI = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre",
        "novembre", "dicembre"]


def _it(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _itl(dt: datetime) -> str:
    return f"{dt.day} {MESI[dt.month - 1]} {dt.year}"


def _n(v: float) -> str:
    """Italian number format: 1.234,56."""
    return f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")


def _eur(r: random.Random, lo: float, hi: float) -> str:
    return _n(r.uniform(lo, hi)) + " €"


def _hms(r: random.Random) -> str:
    return f"{r.randint(7, 22):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"


def _mid(r: random.Random, dom: str) -> str:
    return f"<{r.getrandbits(48):012x}.{r.randint(1000, 9999)}@{dom}>"


def _maildate(dt: datetime) -> str:
    return dt.strftime("%a, %d %b %Y %H:%M:%S +0200")


def _eml(r, dt, frm, to, subject, body, dom="gmail.com") -> str:
    dt = dt + timedelta(hours=r.randint(8, 20), minutes=r.randint(0, 59), seconds=r.randint(0, 59))
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\nDate: {_maildate(dt)}\nMessage-ID: {_mid(r, dom)}\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit\n\n"
            f"{body.strip()}\n")


COGNOMI = ["Rossi", "Bianchi", "Guidi", "Zanetti", "Cavazza", "Marchetti", "Righi", "Gualandi", "Bonetti",
           "Mazzoni", "Tarozzi", "Vitali", "Lambertini", "Serra", "Fabbri", "Monti", "Barbieri", "Zucchini"]
NOMI = ["Laura", "Paolo", "Francesca", "Andrea", "Silvia", "Luca", "Elena", "Stefano", "Chiara", "Matteo",
        "Valentina", "Roberto", "Federica", "Alessandro", "Martina", "Giorgio"]


def _person(r: random.Random) -> str:
    return f"{r.choice(NOMI)} {r.choice(COGNOMI)}"


GIULIA = ("Giulia Rinaldi - Traduzioni tecniche EN/DE > IT\nVia G. Mazzini 148, 40138 Bologna (BO)\n"
          "P.IVA 03847120375 - C.F. RNLGLI82E52A944Q\ntel. 347 518 2294 - giulia.rinaldi.traduzioni@gmail.com")
FORFETTARIO = ("Operazione effettuata ai sensi dell'art. 1, commi da 54 a 89, della Legge n. 190/2014 - regime "
               "forfettario. Compenso non soggetto a ritenuta d'acconto ai sensi dell'art. 1, comma 67, "
               "L. 190/2014.")
GLICINE = ("Trattoria Il Glicine di Ferri M. & Cavazza D. snc\nVia del Pratello 61/a - 40122 Bologna\n"
           "P.IVA 02988760371 - tel. 051 644 2180")
HARTMANN = ("Hartmann Verpackungstechnik GmbH, Industriestraße 14, 87700 Memmingen, Deutschland, "
            "USt-IdNr. DE 281 447 903")
KESSLER = "Sabine Kessler <s.kessler@hartmann-vt.de>"
ME = "Giulia Rinaldi <giulia.rinaldi.traduzioni@gmail.com>"
IBAN = "IT58 K 05387 02400 000003471862"

CLIENTS = [
    ("Traduco Srl", "Via Washington 70, 20146 Milano", "07124560963", "M5UXCR1", "Federica Colombo",
     "pm@traduco.it"),
    ("Wordbridge Übersetzungen GmbH", "Oranienstraße 183, 10999 Berlin, Deutschland", "DE309912744", "XXXXXXX",
     "Jonas Becker", "projects@wordbridge.de"),
    ("Ceramiche Val Santerno Spa", "Via Selice 112, 40026 Imola (BO)", "00498210377", "SUBM70N",
     "Ufficio Marketing", "marketing@valsanterno.it"),
    ("LinguaTech Solutions Ltd", "12 Brunswick Place, Brighton BN3 1NA, United Kingdom", "GB 219 8871 40",
     "XXXXXXX", "Emma Clarke", "vendors@linguatech.co.uk"),
    ("Studio Tecnico Ing. Bassi", "Via Marconi 21, 40122 Bologna", "02177340378", "KRRH6B9", "Ing. Marco Bassi",
     "studio@ingbassi.it"),
]

# German-Italian machinery terminology used by the Hartmann job (and, in part, by the PhD thesis)
TERMS = [
    ("Schlauchbeutelmaschine", "confezionatrice verticale form-fill-seal", "vertical form fill seal machine"),
    ("Siegelbacke", "ganascia di saldatura", "sealing jaw"),
    ("Formschulter", "colletto formatore", "forming shoulder"),
    ("Folienabzug", "traino film", "film pull-off"),
    ("Not-Halt-Taster", "pulsante di arresto di emergenza", "emergency stop button"),
    ("Schutzhaube", "carter di protezione", "protective hood"),
    ("Schaltschrank", "quadro elettrico", "control cabinet"),
    ("Dosiereinheit", "gruppo dosatore", "dosing unit"),
    ("Inbetriebnahme", "messa in servizio", "commissioning"),
    ("Lichtschranke", "fotocellula", "light barrier"),
    ("Druckluftversorgung", "alimentazione dell'aria compressa", "compressed air supply"),
    ("Quernahtsiegelung", "saldatura trasversale", "cross seal"),
    ("Längsnahtsiegelung", "saldatura longitudinale", "longitudinal seal"),
    ("Restrisiko", "rischio residuo", "residual risk"),
    ("Betreiber", "utilizzatore (datore di lavoro)", "operating company"),
    ("Bedienpersonal", "operatori", "operating personnel"),
    ("Schmierplan", "piano di lubrificazione", "lubrication schedule"),
    ("Förderband", "nastro trasportatore", "conveyor belt"),
    ("Servoantrieb", "servoazionamento", "servo drive"),
    ("Störungsbehebung", "risoluzione dei guasti", "troubleshooting"),
    ("Typenschild", "targhetta di identificazione", "rating plate"),
    ("Formatwechsel", "cambio formato", "format changeover"),
    ("Folienrolle", "bobina di film", "film reel"),
    ("Spannungsfreiheit feststellen", "verificare l'assenza di tensione", "verify absence of voltage"),
    ("Wartungsintervall", "intervallo di manutenzione", "maintenance interval"),
    ("Kartoniermaschine", "astucciatrice", "cartoning machine"),
    ("Vakuumsauger", "ventosa", "vacuum suction cup"),
    ("Bedienterminal (HMI)", "pannello operatore (HMI)", "operator terminal (HMI)"),
]

# --------------------------------------------------------------------------- translation: the Hartmann job

BATCHES = [
    (1, "HVT 420", "Betriebsanleitung Schlauchbeutelmaschine HVT 420", 31850),
    (2, "HVT 420", "Wartungs- und Instandhaltungshandbuch HVT 420", 24210),
    (3, "HVT 600", "Betriebsanleitung Schlauchbeutelmaschine HVT 600 Duplex", 35140),
    (4, "KTM 200", "Betriebsanleitung Kartoniermaschine KTM 200", 28770),
    (5, "KTM 200", "Ersatzteilkatalog und Wartungsanleitung KTM 200", 22460),
    (6, "LS 90", "Betriebsanleitung Etikettiersystem LS 90", 19800),
]
INV_NO = {1: 6, 2: 9, 3: 12, 4: 16}


def _weighted(r: random.Random, words: int) -> tuple[int, int, int, int, float]:
    rep = int(words * r.uniform(0.08, 0.16))
    fz = int(words * r.uniform(0.18, 0.30))
    new = words - rep - fz
    payable = new + fz * 0.6 + rep * 0.3
    return new, fz, rep, words, payable


def t_hart_po(r, dt, b=1):
    n, _, title, words = BATCHES[b - 1]
    new, fz, rep, _, pay = _weighted(random.Random(b), words)
    return (f"{HARTMANN}\nTechnische Dokumentation\n\nBESTELLUNG Nr. HVT-B-2026-{410 + n * 7}\n"
            f"Datum: {dt:%d.%m.%Y}\n\nAn: Giulia Rinaldi, Via G. Mazzini 148, 40138 Bologna, Italien\n\n"
            f"Gemäß Rahmenangebot vom 09.12.2025 bestellen wir die Übersetzung Deutsch > Italienisch:\n"
            f"Los {n}: {title}\nDateiformat: Trados-Studio-Paket (SDLPPX), Referenz-PDF und Termbank beigefügt\n"
            f"Analyse: Neu {new} Wörter, Fuzzy 75-99 % {fz} Wörter, Wiederholungen/100 % {rep} Wörter\n"
            f"Gewichtete Wörter: {pay:.0f} x 0,12 EUR = {_n(pay * 0.12)} EUR\n"
            f"Liefertermin: {(dt + timedelta(days=24)):%d.%m.%Y}, 12:00 Uhr\n\n"
            "Bitte geben Sie die Bestellnummer auf der Rechnung an. Zahlungsziel 30 Tage netto.\n"
            "Ansprechpartnerin: Sabine Kessler, Tel. +49 8331 9274-312\n")


def t_hart_invoice(r, dt, b=1):
    n, _, title, words = BATCHES[b - 1]
    _, _, _, _, pay = _weighted(random.Random(b), words)
    tot = pay * 0.12
    return (f"{GIULIA}\n\nFATTURA / INVOICE N. {INV_NO.get(b, 20)}/2026 del {_it(dt)}\n\n"
            f"Spett.le {HARTMANN}\n\n"
            f"Rif. ordine / PO: HVT-B-2026-{410 + n * 7}\n"
            f"Traduzione DE > IT - Lotto {n}: {title}\n"
            f"Parole ponderate {pay:.0f} x 0,12 EUR = {_n(tot)} EUR\n\n"
            f"Totale documento: {_n(tot)} EUR\n"
            "Operazione non soggetta a IVA ai sensi dell'art. 7-ter DPR 633/1972 - prestazione di servizi "
            "a soggetto passivo UE (reverse charge non applicabile, regime forfettario L. 190/2014).\n"
            f"Pagamento: bonifico a 30 gg data fattura - IBAN {IBAN} - BIC BPMOIT22XXX\n")


def t_fattura_xml(r, dt, num=1, client=0, amount=0.0, desc="Servizi di traduzione"):
    c = CLIENTS[client] if isinstance(client, int) else client
    name, addr, vat, sdi = c[0], c[1], c[2], c[3]
    amount = amount or round(r.uniform(180, 1900), 2)
    bollo = amount > 77.47
    tot = amount + (2 if bollo else 0)
    paese = "IT" if sdi != "XXXXXXX" else vat[:2]
    idcod = vat.replace(" ", "")[2:] if paese != "IT" else vat
    return (f"""<?xml version="1.0" encoding="UTF-8"?>
<p:FatturaElettronica versione="FPR12"
 xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2">
  <FatturaElettronicaHeader>
    <DatiTrasmissione>
      <IdTrasmittente><IdPaese>IT</IdPaese><IdCodice>RNLGLI82E52A944Q</IdCodice></IdTrasmittente>
      <ProgressivoInvio>{num:05d}</ProgressivoInvio>
      <FormatoTrasmissione>FPR12</FormatoTrasmissione>
      <CodiceDestinatario>{sdi}</CodiceDestinatario>
    </DatiTrasmissione>
    <CedentePrestatore>
      <DatiAnagrafici>
        <IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>03847120375</IdCodice></IdFiscaleIVA>
        <CodiceFiscale>RNLGLI82E52A944Q</CodiceFiscale>
        <Anagrafica><Nome>GIULIA</Nome><Cognome>RINALDI</Cognome></Anagrafica>
        <RegimeFiscale>RF19</RegimeFiscale>
      </DatiAnagrafici>
      <Sede><Indirizzo>VIA G. MAZZINI 148</Indirizzo><CAP>40138</CAP><Comune>BOLOGNA</Comune>
        <Provincia>BO</Provincia><Nazione>IT</Nazione></Sede>
    </CedentePrestatore>
    <CessionarioCommittente>
      <DatiAnagrafici>
        <IdFiscaleIVA><IdPaese>{paese}</IdPaese><IdCodice>{idcod}</IdCodice></IdFiscaleIVA>
        <Anagrafica><Denominazione>{name.upper()}</Denominazione></Anagrafica>
      </DatiAnagrafici>
      <Sede><Indirizzo>{addr.split(',')[0].upper()}</Indirizzo>
        <Comune>{addr.split(',')[1].strip().upper()}</Comune><Nazione>{paese}</Nazione></Sede>
    </CessionarioCommittente>
  </FatturaElettronicaHeader>
  <FatturaElettronicaBody>
    <DatiGenerali>
      <DatiGeneraliDocumento>
        <TipoDocumento>TD01</TipoDocumento><Divisa>EUR</Divisa><Data>{dt:%Y-%m-%d}</Data>
        <Numero>{num}/{dt.year}</Numero>
        {"<DatiBollo><BolloVirtuale>SI</BolloVirtuale><ImportoBollo>2.00</ImportoBollo></DatiBollo>"
         if bollo else ""}
        <ImportoTotaleDocumento>{tot:.2f}</ImportoTotaleDocumento>
      </DatiGeneraliDocumento>
    </DatiGenerali>
    <DatiBeniServizi>
      <DettaglioLinee><NumeroLinea>1</NumeroLinea><Descrizione>{desc}</Descrizione>
        <Quantita>1.00</Quantita><PrezzoUnitario>{amount:.2f}</PrezzoUnitario>
        <PrezzoTotale>{amount:.2f}</PrezzoTotale>
        <AliquotaIVA>0.00</AliquotaIVA><Natura>N2.2</Natura></DettaglioLinee>
      <DatiRiepilogo><AliquotaIVA>0.00</AliquotaIVA><Natura>N2.2</Natura>
        <ImponibileImporto>{amount:.2f}</ImponibileImporto><Imposta>0.00</Imposta>
        <RiferimentoNormativo>Regime forfettario art. 1 c. 54-89 L. 190/2014</RiferimentoNormativo>
      </DatiRiepilogo>
    </DatiBeniServizi>
    <DatiPagamento><CondizioniPagamento>TP02</CondizioniPagamento>
      <DettaglioPagamento><ModalitaPagamento>MP05</ModalitaPagamento><ImportoPagamento>{tot:.2f}</ImportoPagamento>
        <IBAN>{IBAN.replace(' ', '')}</IBAN></DettaglioPagamento>
    </DatiPagamento>
  </FatturaElettronicaBody>
</p:FatturaElettronica>
""")


def t_trados_report(r, dt, b=5):
    n, model, _, _ = BATCHES[b - 1]
    files = [f"{model.replace(' ', '')}_BA_Kap{k:02d}_DE.docx" for k in range(1, r.randint(6, 10))]
    out = [f"Analyze Files Report;Trados Studio 2024;Project: Hartmann_Los{n}_DE-IT",
           "File;Segments;Words;Locked;PerfectMatch;ContextMatch;Repetitions;100%;95-99%;85-94%;75-84%;New"]
    for f in files:
        w = r.randint(1800, 5200)
        rep = int(w * r.uniform(.05, .15))
        cm = int(w * r.uniform(.0, .08))
        f9, f8, f7 = (int(w * r.uniform(.03, .1)) for _ in range(3))
        out.append(f"{f};{w // 11};{w};0;0;{cm};{rep};{int(w * .04)};{f9};{f8};{f7};{w - rep - cm - f9 - f8 - f7}")
    return "\n".join(out) + "\n"


def t_hart_delivery(r, dt, b=4):
    n, _, title, words = BATCHES[b - 1]
    return _eml(r, dt, ME, KESSLER, f"Hartmann Los {n} - Lieferung IT / delivery",
                f"""Dear Sabine,

please find attached the return package for batch {n} ({title}), {words} source words,
together with the updated query sheet (Domande_Lotto{n}.xlsx) and the QA report.

Three points for your engineers:
- Ch. 4.3: the torque for the {r.choice(['sealing jaw', 'forming shoulder clamp', 'film reel shaft'])} is given as
  {r.randint(8, 25)} Nm in the German text but {r.randint(26, 40)} Nm in table 12. I kept the table value,
  please confirm.
- "Betreiber" is translated consistently as "utilizzatore (datore di lavoro)" as agreed for batch 1.
- The HMI strings in ch. 7 are not in the termbase; I used the Italian screen texts from your PDF.

The invoice for batch {n} will follow once you confirm acceptance.

Viele Grüße / best regards
Giulia Rinaldi
Traduzioni tecniche EN/DE > IT
""")


def t_hart_kessler(r, dt, b=5):
    n, model, _, _ = BATCHES[b - 1]
    return _eml(r, dt, KESSLER, ME, f"AW: Rückfragen Los {n} / queries batch {n}",
                f"""Liebe Frau Rinaldi, dear Giulia,

vielen Dank für Ihre Rückfragen zu Los {n} ({model}). Die Antworten unserer Konstruktion:

1. "Formatwechsel" ist hier der komplette Umbau auf eine andere Beutelbreite - bitte "cambio formato".
2. Kapitel 5.2: Die Abbildung {r.randint(14, 60)} ist veraltet, die neue Zeichnung schicke ich Ihnen morgen.
3. Bei den Sicherheitshinweisen bitte die Signalwörter nach ISO 3864-2 / ANSI Z535 (PERICOLO, AVVERTENZA,
   ATTENZIONE) verwenden, wie in Los 1.

Der Liefertermin {(dt + timedelta(days=r.randint(8, 14))):%d.%m.%Y} bleibt bestehen. Los 6 (Etikettiersystem LS 90)
planen wir für Juli, die Bestellung kommt Ende Juni.

Mit freundlichen Grüßen
Sabine Kessler
Technische Dokumentation | Hartmann Verpackungstechnik GmbH | Memmingen
""", dom="hartmann-vt.de")


def t_hart_queries(r, dt, b=5):
    _, model, _, _ = BATCHES[b - 1]
    rows = ["Nr;Datei;Segment;Ausgangstext;Frage (IT/EN);Antwort Hartmann"]
    for i in range(1, r.randint(6, 11)):
        de, it, en = r.choice(TERMS)
        rows.append(f"{i};{model.replace(' ', '')}_Kap{r.randint(1, 9):02d};{r.randint(10, 480)};"
                    f"{de} prüfen;Is '{it}' OK here or is a different part meant?;"
                    f"{r.choice(['ja, korrekt', 'siehe neue Zeichnung', 'offen', 'bitte ' + en + ' wie in Los 1'])}")
    return "\n".join(rows) + "\n"


def t_glossary(r, dt, header="DE;IT;EN;Nota;Fonte"):
    rows = [header]
    for de, it, en in TERMS:
        rows.append(f"{de};{it};{en};{r.choice(['', 'approvato cliente', 'vedi Lotto 1', 'da UNI EN ISO 12100'])};"
                    f"{r.choice(['Hartmann TB', 'manuale HVT 420', 'IATE', 'glossario cliente'])}")
    return "\n".join(rows) + "\n"


def t_hart_source(r, dt, b=5):
    _, _, title, _ = BATCHES[b - 1]
    return (f"{title}\nOriginalbetriebsanleitung - Hartmann Verpackungstechnik GmbH\n\n"
            f"{r.randint(3, 8)}.{r.randint(1, 6)} Sicherheitshinweise für Wartung und Störungsbehebung\n"
            "GEFAHR! Lebensgefahr durch elektrischen Strom. Vor allen Arbeiten am Schaltschrank die Maschine am "
            "Hauptschalter ausschalten, gegen Wiedereinschalten sichern und Spannungsfreiheit feststellen.\n"
            "WARNUNG! Quetschgefahr an den Siegelbacken. Die Schutzhaube darf nur bei stillstehender Maschine "
            "geöffnet werden.\n"
            f"Die Druckluftversorgung muss {r.choice(['6', '6,5', '7'])} bar betragen. Den Schmierplan in Kapitel 9 "
            "beachten. Das Wartungsintervall für die Folienabzugsriemen beträgt 500 Betriebsstunden.\n"
            "Formatwechsel: Formschulter lösen (4 Schrauben M6), neue Formschulter für Beutelbreite "
            f"{r.randint(80, 260)} mm "
            "einsetzen und am Bedienterminal das Rezept auswählen.\n")


def t_hart_target(r, dt, b=4):
    _, model, _, _ = BATCHES[b - 1]
    return (f"Manuale d'uso {model} - Traduzione delle istruzioni originali\nHartmann Verpackungstechnik GmbH\n\n"
            f"{r.randint(3, 8)}.{r.randint(1, 6)} Avvertenze di sicurezza per manutenzione e risoluzione dei guasti\n"
            "PERICOLO! Pericolo di morte per folgorazione. Prima di qualsiasi intervento sul quadro elettrico "
            "spegnere la macchina dall'interruttore generale, bloccarla contro il riavvio e verificare "
            "l'assenza di tensione.\n"
            "AVVERTENZA! Pericolo di schiacciamento in corrispondenza delle ganasce di saldatura. Aprire il carter "
            "di protezione solo a macchina ferma.\n"
            f"L'alimentazione dell'aria compressa deve essere di {r.choice(['6', '6,5', '7'])} bar. Rispettare il "
            "piano di lubrificazione del capitolo 9. L'intervallo di manutenzione delle cinghie del traino film "
            "è di 500 ore di esercizio.\n"
            "Cambio formato: allentare il colletto formatore (4 viti M6), montare il colletto per la nuova "
            "larghezza del sacchetto e selezionare la ricetta sul pannello operatore (HMI).\n")


def t_hart_qa(r, dt, b=4):
    n, model, _, _ = BATCHES[b - 1]
    lines = [f"Xbench 3.0 QA report - Project: Hartmann Los {n} ({model}) DE>IT - {dt:%Y-%m-%d %H:%M}",
             "Checklist: Hartmann_IT_checklist.xbckl; Key terms: Hartmann_TB_DE-IT.tbx", ""]
    for _ in range(r.randint(5, 9)):
        de, it, _ = r.choice(TERMS)
        kind = r.choice(["Key Term Mismatch", "Inconsistency in Target", "Numeric Mismatch", "Tag Mismatch",
                         "Untranslated Segment"])
        lines.append(f"[{kind}] {model.replace(' ', '')}_Kap{r.randint(1, 9):02d}.docx.sdlxliff seg {r.randint(5, 600)}"
                     f" | {de} -> {it} | {'false positive' if r.random() < .5 else 'fixed'}")
    lines.append(f"\nTotal issues: {len(lines) - 3} - checked by G. Rinaldi")
    return "\n".join(lines) + "\n"


def t_hart_style(r, dt):
    return ("# Hartmann - note di stile IT (aggiornate dopo Lotto 3)\n\n"
            "- Dare del voi? NO: forma impersonale / infinito nelle istruzioni (\"Aprire il carter\").\n"
            "- Avvertenze: PERICOLO / AVVERTENZA / ATTENZIONE / NOTA, sempre in maiuscolo, come ISO 3864-2.\n"
            "- \"Betreiber\" = utilizzatore (datore di lavoro); \"Bediener\" = operatore.\n"
            "- Unità: spazio tra numero e unità (6 bar, 500 h), virgola decimale.\n"
            "- Stringhe HMI tra virgolette basse e in corsivo come nell'originale: «Avvio ciclo».\n"
            "- Titolo: \"Traduzione delle istruzioni originali\" (Reg. UE 2023/1230, allegato III).\n"
            "- Referente: Sabine Kessler; domande raccolte nel foglio Domande_LottoN.xlsx, max 1 invio al giorno.\n")


def t_hart_tracking(r, dt):
    rows = ["Lotto;Manuale;Parole;Ordine;Consegna;Stato;Fattura;Pagata"]
    for n, _model, title, words in BATCHES:
        if n <= 4:
            st, inv, paid = "consegnato", f"{INV_NO[n]}/2026", ("sì" if n <= 3 else "no")
        elif n == 5:
            st, inv, paid = "in traduzione (62%)", "", ""
        else:
            st, inv, paid = "previsto luglio", "", ""
        rows.append(f"{n};{title};{words};HVT-B-2026-{410 + n * 7};{'' if n == 6 else 'vedi PO'};{st};{inv};{paid}")
    return "\n".join(rows) + "\n"


def t_hart_offer(r, dt):
    tot = sum(b[3] for b in BATCHES)
    return (f"{GIULIA}\n\nTo: Hartmann Verpackungstechnik GmbH - Technische Dokumentation, Ms Sabine Kessler\n"
            f"Bologna, {_it(dt)}\n\nOFFER - Translation of operating manuals DE > IT, series 2026\n\n"
            f"Scope: 6 manuals (HVT 420, HVT 600 Duplex, KTM 200, LS 90), approx. {tot} source words.\n"
            "Tool: SDL Trados Studio 2024 packages provided by Hartmann; termbase maintained by the translator.\n"
            "Rate: EUR 0,12 per new word; fuzzy 75-99% at 60%; repetitions and 100% matches at 30%.\n"
            "Terminology set-up and review of existing Italian documentation: flat EUR 420,00 (batch 1).\n"
            "Delivery: one batch every 4-5 weeks, February to July 2026. Invoice per batch, 30 days.\n"
            "VAT: not applicable (Art. 7-ter DPR 633/72; flat-rate scheme, Law 190/2014).\n\n"
            "Kind regards, Giulia Rinaldi\n")


# --------------------------------------------------------------------------- translation: the business

def t_invoice_pdf(r, dt, num=1, client=0, desc="Traduzione EN > IT", amount=0.0):
    c = CLIENTS[client]
    amount = amount or round(r.uniform(180, 1900), 2)
    bollo = "Imposta di bollo assolta in modo virtuale: 2,00 EUR\n" if amount > 77.47 else ""
    return (f"{GIULIA}\n\nFATTURA N. {num}/{dt.year} del {_it(dt)}\n\nCliente: {c[0]}\n{c[1]}\n"
            f"P.IVA / VAT: {c[2]} - Codice destinatario: {c[3]}\n\n"
            f"Descrizione: {desc}\nImporto: {_n(amount)} EUR\n{bollo}"
            f"Totale da pagare: {_n(amount + (2 if bollo else 0))} EUR\n\n{FORFETTARIO}\n"
            f"Pagamento: bonifico bancario a 30 gg d.f. - IBAN {IBAN}\n")


DESCS = ["Traduzione EN > IT catalogo rubinetteria 2026, 6.420 parole", "Traduzione DE > IT schede tecniche pompe",
         "Revisione traduzione IT manuale utente forno professionale", "Post-editing MT EN > IT knowledge base",
         "Traduzione DE > IT dichiarazioni di conformità CE (12 documenti)",
         "Traduzione EN > IT capitolato tecnico impianto di aspirazione",
         "Traduzione DE > IT testi sito web sezione prodotti",
         "Localizzazione EN > IT stringhe app di manutenzione (3.100 parole)"]


def t_preventivo(r, dt, client=0):
    c = CLIENTS[client]
    words = r.randint(1500, 14000)
    rate = r.choice([0.09, 0.10, 0.11, 0.12])
    return (f"{GIULIA}\n\nSpett.le {c[0]}\nAlla c.a. di {c[4]}\n\nBologna, {_itl(dt)}\n\n"
            f"Oggetto: preventivo per la traduzione {r.choice(['EN > IT', 'DE > IT'])} di "
            f"{r.choice(['manuale di installazione', 'catalogo prodotti', 'schede di sicurezza', 'sito web'])}\n\n"
            f"Volume stimato: {words} parole (analisi CAT allegata)\nTariffa: {_n(rate)} EUR/parola nuova; "
            "ripetizioni e 100% al 30%\n"
            f"Totale stimato: {_n(words * rate * 0.85)} EUR (operazione fuori campo IVA, regime forfettario)\n"
            f"Consegna: {r.randint(5, 15)} giorni lavorativi dalla conferma\n\n"
            "Il preventivo è valido 30 giorni. Cordiali saluti,\nGiulia Rinaldi\n")


def t_agency_mail(r, dt, client=0):
    c = CLIENTS[client]
    pid = f"{r.choice(['TR', 'WB', 'LT'])}-{dt.year}-{r.randint(1000, 9999)}"
    if client in (1, 3):
        body = (f"Hi Giulia,\n\nare you available for a new job? Project {pid}: {r.randint(2, 9)}k words EN>IT, "
                f"{r.choice(['user manual for a heat pump', 'brochure, industrial valves', 'safety data sheets'])}"
                f", deadline {(dt + timedelta(days=r.randint(4, 12))):%d %B}. Rate as usual. Please confirm by "
                "tomorrow noon and accept in the vendor portal.\n\nThanks a lot,\n" + c[4])
    else:
        body = (f"Ciao Giulia,\n\nti giro la richiesta {pid}: {r.randint(1, 8)}.000 parole "
                f"{r.choice(['DE > IT', 'EN > IT'])}, {r.choice(['manuale macchina utensile', 'catalogo', 'sito'])}, "
                f"consegna {_itl(dt + timedelta(days=r.randint(4, 12)))}. Tariffa come da accordo quadro. "
                "Mi confermi la disponibilità? Il file è sul portale XTRF.\n\nGrazie!\n" + c[4])
    return _eml(r, dt, f"{c[4]} <{c[5]}>", ME, f"{'New job' if client in (1, 3) else 'Nuovo progetto'} {pid}", body,
                dom=c[5].split("@")[1])


def t_tariffe(r, dt):
    return ("Servizio;Coppia;Unità;Tariffa EUR;Note\n"
            "Traduzione tecnica;DE>IT;parola;0,12;manuali, macchine\nTraduzione tecnica;EN>IT;parola;0,11;\n"
            "Traduzione marketing;EN>IT;parola;0,13;\nPost-editing MT completo;EN>IT;parola;0,07;\n"
            "Revisione;DE/EN>IT;ora;35,00;minimo 1 ora\nMinimo fatturabile;;lavoro;40,00;\n"
            "Urgenza (<24h);;maggiorazione;25%;\n")


def t_incassi(r, dt):
    rows = ["Fattura;Data;Cliente;Importo;Incassata il;Note"]
    d0 = datetime(dt.year, 1, 10)
    for i in range(1, r.randint(10, 18)):
        d0 += timedelta(days=r.randint(6, 20))
        c = r.choice(CLIENTS)[0]
        rows.append(f"{i}/{dt.year};{d0:%d/%m/%Y};{c};{_n(r.uniform(150, 2800))};"
                    f"{(d0 + timedelta(days=r.randint(25, 60))):%d/%m/%Y};"
                    f"{r.choice(['', '', 'sollecitata', 'bollo 2 EUR'])}")
    rows.append(";;Totale incassato;;;limite forfettario 85.000 EUR")
    return "\n".join(rows) + "\n"


def t_nda(r, dt):
    c = r.choice(CLIENTS[:2])
    return (f"ACCORDO DI RISERVATEZZA / NON-DISCLOSURE AGREEMENT\n\nTra {c[0]}, {c[1]} (\"Agenzia\")\n"
            "e Giulia Rinaldi, traduttrice libera professionista, P.IVA 03847120375 (\"Fornitore\")\n\n"
            "1. Il Fornitore si impegna a mantenere riservati tutti i documenti ricevuti per la traduzione e a non "
            "caricarli su servizi di traduzione automatica pubblici.\n2. I file vanno cancellati 12 mesi dopo la "
            "consegna, salvo memorie di traduzione concordate.\n3. Durata: 5 anni dalla firma.\n\n"
            f"Luogo e data: Bologna, {_it(dt)}\nFirma: ______________\n")


def t_aiti(r, dt):
    return (f"AITI - Associazione Italiana Traduttori e Interpreti\nSezione Emilia-Romagna\n\n"
            f"Ricevuta quota associativa {dt.year}\nSocia: Giulia Rinaldi - socia ordinaria n. "
            f"ER-{r.randint(300, 900)}\n"
            f"Importo: 185,00 EUR - pagato il {_it(dt)} con bonifico\n"
            "La quota comprende l'assicurazione RC professionale di base e l'accesso ai corsi di aggiornamento.\n")


def t_agency_po(r, dt):
    c = CLIENTS[0]
    return (f"{c[0]} - {c[1]}\nPURCHASE ORDER TR-PO-{dt.year}-{r.randint(2000, 8999)}\n\n"
            f"Vendor: Giulia Rinaldi (IT03847120375)\nDate: {_it(dt)}\n"
            f"Project: {r.choice(['Catalogo rubinetteria 2026', 'Manuale forno combinato', 'Schede pompe'])}\n"
            f"Language pair: {r.choice(['EN-IT', 'DE-IT'])}\nWeighted words: {r.randint(900, 9000)}\n"
            f"Amount: {_eur(r, 120, 1100)}\nPM: Federica Colombo - invoice to amministrazione@traduco.it, "
            "payment 60 days end of month\n")


# --------------------------------------------------------------------------- translation: reference and the past

def t_direttiva(r, dt):
    return ("REGOLAMENTO (UE) 2023/1230 DEL PARLAMENTO EUROPEO E DEL CONSIGLIO del 14 giugno 2023 relativo alle "
            "macchine e che abroga la direttiva 2006/42/CE\n\nAllegato III - Requisiti essenziali di sicurezza e "
            "di tutela della salute\n1.7.4. Istruzioni\nOgni macchina deve essere accompagnata da istruzioni per "
            "l'uso nella o nelle lingue ufficiali dello Stato membro in cui la macchina è immessa sul mercato.\n"
            "1.7.4.1. Principi generali di redazione delle istruzioni: la dicitura \"Istruzioni originali\" deve "
            "figurare sulla o sulle versioni linguistiche verificate dal fabbricante; se non esistono istruzioni "
            "originali nella lingua del paese di utilizzo, il fabbricante fornisce una traduzione recante la "
            "dicitura \"Traduzione delle istruzioni originali\".\nSi applica a decorrere dal 20 gennaio 2027.\n")


def t_styleguide(r, dt):
    return ("Microsoft Italian Style Guide (estratto)\n\n1. Tono: diretto, cordiale, rivolgersi all'utente con il "
            "tu solo nei testi consumer; nei testi tecnici preferire forme impersonali.\n2. Maiuscole: solo la prima "
            "parola nei titoli (\"Impostazioni di rete\", non \"Impostazioni Di Rete\").\n3. Numeri: separatore "
            "decimale virgola, migliaia con punto; spazio fisso tra valore e unità di misura.\n4. Anglicismi: "
            "mantenere i termini ormai entrati nell'uso (file, password, software) al maschile singolare "
            "invariabile.\n5. Interfaccia: citare gli elementi dell'interfaccia in grassetto senza virgolette.\n")


def t_iso_notes(r, dt):
    return ("Appunti - UNI EN ISO 20607:2019 Sicurezza del macchinario - Istruzioni per l'uso\n\n"
            "- struttura minima: identificazione, uso previsto e uso scorretto prevedibile, trasporto, "
            "installazione, messa in servizio, funzionamento, manutenzione, smantellamento\n"
            "- avvertenze di sicurezza: parola di segnalazione + tipo e fonte del pericolo + conseguenze + "
            "misure per evitarlo (modello SAFE)\n- le istruzioni non sostituiscono le misure di protezione\n"
            "- linguaggio: frasi brevi, forma attiva, un'azione per passo, risultati intermedi indicati\n"
            "- vedi anche ISO 3864-2 (segnaletica) e IEC/IEEE 82079-1\n")


def t_postediting(r, dt):
    return ("Corso AITI online - Post-editing della traduzione automatica (4 moduli)\nAppunti di Giulia\n\n"
            "Modulo 1: light vs full post-editing (ISO 18587:2017). Il full PE deve dare un testo equivalente a una "
            "traduzione umana.\nModulo 2: errori tipici NMT: omissioni, terminologia incoerente, falsi amici "
            "(\"eventually\" != eventualmente), calchi di struttura dal tedesco.\nModulo 3: tariffe: di solito "
            "50-70% della tariffa piena; misurare con edit distance e tempi reali.\nModulo 4: riservatezza, "
            "clausole nei contratti, uso di motori con dati non conservati.\n")


def t_lf_contract(r, dt):
    return ("LINGUA FRANCA SERVIZI LINGUISTICI SRL\nVia dell'Indipendenza 44 - 40121 Bologna\n\n"
            "CONTRATTO DI LAVORO SUBORDINATO A TEMPO INDETERMINATO\n\n"
            "Con la presente Le comunichiamo l'assunzione a decorrere dal 02/05/2012 con la qualifica di impiegata, "
            "mansione: traduttrice e project manager, livello 3° CCNL Commercio Terziario.\n"
            "Orario: 40 ore settimanali, lun-ven 9:00-18:00. Retribuzione lorda mensile: 1.742,00 EUR per 14 "
            "mensilità. Periodo di prova: 60 giorni di effettivo lavoro.\n\n"
            "Sig.ra Giulia Rinaldi, nata a Bologna il 12/05/1982\n\nPer la società, l'amministratore unico "
            "Dott. Gianni Bertelli\n")


def t_lf_payslip(r, dt):
    lordo = r.uniform(1780, 1950)
    return ("LINGUA FRANCA SERVIZI LINGUISTICI SRL - CEDOLINO PAGA\n"
            f"Periodo: {MESI[dt.month - 1]} {dt.year}\nDipendente: RINALDI GIULIA - matr. 0017 - liv. 3 CCNL "
            "Commercio\n\n"
            f"Retribuzione base: {_n(lordo)}\nContributi INPS c/dip. 9,19%: {_n(lordo * .0919)}\n"
            f"Imponibile IRPEF: {_n(lordo * .9081)}\nIRPEF netta: {_n(lordo * .17)}\n"
            f"Addizionali reg./com.: {_n(lordo * .022)}\nNETTO IN BUSTA: {_n(lordo * .7)}\n"
            f"TFR maturato nel mese: {_n(lordo / 13.5)}\n")


def t_lf_dimissioni(r, dt):
    return ("Spett.le Lingua Franca Servizi Linguistici Srl\nVia dell'Indipendenza 44, 40121 Bologna\n\n"
            f"Bologna, {_itl(dt)}\n\nOggetto: dimissioni volontarie\n\nCon la presente comunico le mie dimissioni "
            "dal rapporto di lavoro in essere, presentate anche con la procedura telematica del Ministero del Lavoro, "
            "nel rispetto del periodo di preavviso previsto dal CCNL Commercio (30 giorni di calendario). L'ultimo "
            "giorno di lavoro sarà il 31/07/2017.\n\nRingrazio per questi cinque anni e per la fiducia.\n\n"
            "Giulia Rinaldi\n")


def t_lf_procedure(r, dt):
    return ("Procedura gestione progetti - Lingua Franca (v. 2015, G. Rinaldi)\n\n1. Ricezione richiesta e analisi "
            "con Trados 2015; 2. preventivo entro 4 ore; 3. assegnazione al traduttore dal database fornitori "
            "(tariffa, specializzazione, valutazione QA); 4. revisione a 4 occhi obbligatoria (ISO 17100); "
            "5. QA con Xbench; 6. consegna e archiviazione TM; 7. fatturazione a fine mese.\n"
            "Clienti principali: Ducati Motor (manuali officina), IMA (confezionatrici), Unipol (polizze EN).\n")


def t_old_job(r, dt, client=0, desc=""):
    c = CLIENTS[client]
    return (f"Consegna lavoro - {c[0]}\nData consegna: {_it(dt)}\n"
            f"Oggetto: {desc or r.choice(DESCS)}\nFile consegnati: {r.randint(2, 14)} file .docx + TM aggiornata\n"
            f"Fattura n. {r.randint(2, 40)}/{dt.year} del {_it(dt + timedelta(days=3))} - "
            f"importo {_eur(r, 300, 2400)} - PAGATA il {_it(dt + timedelta(days=r.randint(30, 60)))}\n"
            "Note: lavoro chiuso, nessuna contestazione del cliente.\n")


# --------------------------------------------------------------------------- PhD

def t_thesis(r, dt):
    return ("UNIVERSITÀ DI BOLOGNA - Dipartimento di Interpretazione e Traduzione (sede di Forlì)\n"
            "Dottorato di ricerca in Traduzione, Interpretazione e Interculturalità - Ciclo XXIV\n\n"
            "LA TERMINOLOGIA DELLA MECCANICA STRUMENTALE TRA TEDESCO E ITALIANO:\n"
            "UN APPROCCIO BASATO SU CORPORA COMPARABILI\n\nTesi di dottorato di Giulia Rinaldi\n"
            "Tutor: Prof.ssa Marina Bondesan - Coordinatore: Prof. Félix San Vicente\n\n"
            "Capitolo 3. Costruzione del corpus: 214 manuali d'uso tedeschi e 187 italiani di macchine per "
            "l'imballaggio, 3,1 milioni di token; estrazione dei candidati termini con pattern N+N e Adj+N; "
            "confronto con IATE e con la norma UNI EN ISO 12100.\n")


def t_thesis_chapter(r, dt):
    n = r.randint(1, 5)
    return (f"Capitolo {n} - bozza {r.randint(2, 6)} (commenti della tutor in rosso)\n\n"
            "I composti nominali tedeschi (Siegelbacke, Folienabzug, Schlauchbeutelmaschine) vengono resi in "
            "italiano con sintagmi preposizionali o aggettivali (ganascia di saldatura, traino film, "
            "confezionatrice verticale), con una variazione molto maggiore nel corpus italiano: per "
            f"Schlauchbeutelmaschine il corpus presenta {r.randint(5, 9)} varianti.\n"
            "TODO: rifare le tabelle di frequenza con AntConc 3.4, aggiungere Sketch Engine.\n")


def t_defence(r, dt):
    return ("UNIVERSITÀ DI BOLOGNA - Verbale dell'esame finale per il conseguimento del titolo di Dottore di ricerca\n"
            "Ciclo XXIV - Dottorato in Traduzione, Interpretazione e Interculturalità\n\n"
            "Candidata: Giulia Rinaldi\nData: 18 aprile 2012, Forlì, aula 2.3\n"
            "La Commissione, udita la discussione della tesi, giudica la candidata meritevole del titolo "
            "con giudizio: ottimo.\n")


def t_phd_bib(r, dt):
    return ("@book{cabre1999,\n  author = {Cabré, M. Teresa},\n  title = {Terminology: Theory, Methods and "
            "Applications},\n  publisher = {John Benjamins},\n  year = {1999}\n}\n\n"
            "@article{bowker2002,\n  author = {Bowker, Lynne and Pearson, Jennifer},\n  title = {Working with "
            "Specialized Language: A Practical Guide to Using Corpora},\n  year = {2002}\n}\n\n"
            "@book{arntz2009,\n  author = {Arntz, Reiner and Picht, Heribert and Mayer, Felix},\n  title = "
            "{Einführung in die Terminologiearbeit},\n  publisher = {Olms},\n  year = {2009}\n}\n")


def t_phd_conf(r, dt):
    return ("Abstract - Convegno CIUTI / Forlì, maggio 2011\nGiulia Rinaldi (Università di Bologna)\n\n"
            "Variazione terminologica nei manuali d'uso tedeschi e italiani di macchine automatiche\n"
            "Il contributo presenta i primi risultati di un'indagine su corpora comparabili (DE/IT) ... la "
            "variazione denominativa è più alta nei testi italiani, spesso tradotti, che in quelli tedeschi.\n")


# --------------------------------------------------------------------------- finance and taxes

def t_f24(r, dt, kind="saldo"):
    imp = r.uniform(2100, 4200)
    rows = [("1792", "saldo imposta sostitutiva regime forfettario", imp * .35),
            ("1790", "primo acconto imposta sostitutiva", imp * .3)] if kind == "saldo" else \
        [("1791", "secondo acconto imposta sostitutiva", imp * .6)]
    inps = r.uniform(2400, 4800)
    lines = "\n".join(f"ERARIO  cod. tributo {c}  anno {dt.year - 1 if 'saldo' in d else dt.year}  {d}  {_n(v)}"
                      for c, d, v in rows)
    tot = sum(v for _, _, v in rows) + inps
    return ("MODELLO F24 - QUIETANZA DI PAGAMENTO\nAgenzia delle Entrate - delega irrevocabile a: Banca Emiliana "
            "di Credito, filiale Bologna Mazzini\n\nContribuente: RINALDI GIULIA - C.F. RNLGLI82E52A944Q\n\n"
            f"{lines}\nINPS  sede 1300  causale PXX  matricola RNLGLI82E52A944Q  gestione separata  {_n(inps)}\n\n"
            f"SALDO FINALE: {_n(tot)} EUR\nData pagamento: {_it(dt)} - addebito su c/c IT58K0538702400000003471862\n"
            f"Protocollo telematico: {r.randint(10**15, 10**16 - 1)}\n")


def t_commercialista(r, dt):
    return ("STUDIO GUIDI - Dott.ssa Lorenza Guidi, commercialista e revisore legale\nVia Saragozza 88, 40123 Bologna"
            " - tel. 051 331 908\n\n"
            f"Bologna, {_itl(dt)}\n\nGentile Sig.ra Rinaldi,\n\nLe ricordiamo le prossime scadenze:\n"
            f"- 30 giugno {dt.year}: saldo {dt.year - 1} e primo acconto {dt.year} imposta sostitutiva "
            "(15%) e contributi INPS gestione separata (26,07%). Gli F24 Le saranno inviati entro il 20 giugno.\n"
            f"- 30 novembre {dt.year}: secondo acconto.\n- Modello Redditi PF {dt.year}: ci invii entro il 31 maggio "
            "le fatture emesse nel 2025 (o l'accesso al cassetto fiscale), le spese mediche non presenti nel "
            "730 precompilato e le ricevute dei bonifici per la ristrutturazione.\n\n"
            f"Ricavi {dt.year - 1} dai nostri conteggi: {_eur(r, 38000, 52000)}; reddito imponibile (coeff. 78%) "
            "al netto dei contributi versati.\n\nCordiali saluti\nLorenza Guidi\n")


def t_inps(r, dt):
    return ("INPS - Estratto conto contributivo\nGestione separata - Liberi professionisti\n\n"
            "Assicurata: RINALDI GIULIA - C.F. RNLGLI82E52A944Q\n\n"
            "Anno;Tipo;Contributi versati;Mesi accreditati\n" +
            "\n".join(f"{y};Professionista;{_n(r.uniform(3200, 6100))};12" for y in range(2018, dt.year)) +
            "\nPeriodi precedenti: Fondo Pensioni Lavoratori Dipendenti 05/2012-07/2017 (Lingua Franca Srl), 63 mesi\n")


def t_redditi(r, dt):
    ricavi = r.uniform(38000, 52000)
    return (f"MODELLO REDDITI PERSONE FISICHE {dt.year} - periodo d'imposta {dt.year - 1}\n"
            "Contribuente: RINALDI GIULIA - C.F. RNLGLI82E52A944Q\n\nQuadro LM - Regime forfettario\n"
            f"LM22 Codice ATECO 74.30.00 - ricavi/compensi {_n(ricavi)}\nCoefficiente di redditività 78%\n"
            f"LM34 Reddito lordo {_n(ricavi * .78)}\nLM35 Contributi previdenziali dedotti {_n(ricavi * .17)}\n"
            f"LM36 Reddito netto {_n(ricavi * .61)}\nLM39 Imposta sostitutiva 15% {_n(ricavi * .0915)}\n\n"
            "Quadro RP - spese sanitarie, interessi mutuo prima casa, spese recupero edilizio\n"
            "Intermediario: Studio Guidi - impegno alla trasmissione telematica\n")


def t_estratto(r, dt):
    lines = []
    bal = r.uniform(4000, 12000)
    d0 = dt - timedelta(days=90)
    for _ in range(r.randint(10, 16)):
        d0 += timedelta(days=r.randint(2, 9))
        desc, sign = r.choice([("BONIFICO A VOSTRO FAVORE HARTMANN VERPACKUNGSTECHNIK", 1),
                               ("BONIFICO DA TRADUCO SRL", 1), ("ADDEBITO SDD HERA COMM", -1),
                               ("RATA MUTUO N. 0047731", -1), ("PAGAMENTO POS ESSELUNGA BOLOGNA", -1),
                               ("F24 DELEGA ON LINE", -1), ("PRELIEVO BANCOMAT", -1),
                               ("BONIFICO SU VOSTRO ORDINE EDIL RENO DI BENNI S.", -1),
                               ("ADDEBITO CARTA CONAD", -1), ("STIPENDIO/GIROCONTO DA MARCO FERRI", 1)])
        v = r.uniform(30, 3800) * sign
        bal += v
        lines.append(f"{d0:%d/%m/%Y}  {desc:<52} {_n(v):>12}  {_n(bal):>12}")
    return ("BANCA EMILIANA DI CREDITO - Estratto conto corrente n. 3471862\nIntestatari: RINALDI GIULIA, FERRI MARCO"
            f"\nIBAN {IBAN}\nPeriodo: trimestre al {_it(dt)}\n\nData        Descrizione"
            "                                              Importo        Saldo\n" + "\n".join(lines) +
            f"\n\nSaldo contabile finale: {_n(bal)} EUR\n")


def t_movimenti_csv(r, dt):
    rows = ["Data contabile;Data valuta;Descrizione;Importo;Divisa"]
    for i in range(r.randint(15, 28)):
        d0 = dt - timedelta(days=i * r.randint(1, 3))
        desc, sign = r.choice([("Pagamento POS ESSELUNGA", -1), ("Addebito SDD IREN LUCE GAS", -1),
                               ("Bonifico da HARTMANN VERPACKUNGSTECHNIK GMBH", 1), ("Rata mutuo 0047731", -1),
                               ("Addebito canone Netflix", -1), ("Bonifico da WORDBRIDGE UBERSETZUNGEN", 1),
                               ("Pagamento POS FARMACIA SANTA VIOLA", -1), ("Prelievo ATM", -1)])
        rows.append(f"{d0:%d/%m/%Y};{d0:%d/%m/%Y};{desc};{_n(sign * r.uniform(8, 2900))};EUR")
    return "\n".join(rows) + "\n"


def t_mutuo(r, dt):
    return ("BANCA EMILIANA DI CREDITO - Mutuo ipotecario prima casa n. 0047731\n"
            "Mutuatari: Rinaldi Giulia, Ferri Marco - immobile: Bologna, via G. Mazzini 148, int. 9\n\n"
            f"Piano di ammortamento aggiornato al {_it(dt)}\nCapitale iniziale: 185.000,00 EUR (stipula 14/06/2016, "
            "notaio Dott. Federico Tassinari)\nDurata: 25 anni - tasso fisso 1,95%\n"
            f"Rata mensile: 779,32 EUR\nDebito residuo: {_eur(r, 98000, 112000)}\n"
            f"Rate pagate: {r.randint(115, 119)}/300\n"
            "Interessi passivi pagati nell'anno (detraibili 19%): vedi certificazione annuale\n")


def t_budget(r, dt):
    rows = ["Voce;Gen;Feb;Mar;Apr;Mag;Giu;Note"]
    for v, lo, hi in (("Mutuo", 779.32, 779.32), ("Condominio", 140, 190), ("Luce+gas", 90, 260), ("Spesa", 650, 900),
                      ("Auto (benzina)", 90, 170), ("Scuola/mensa Chiara", 80, 130), ("Pepe", 20, 90),
                      ("Bagno (lavori)", 0, 3800), ("Comunione", 0, 1900), ("Risparmio", 100, 400)):
        rows.append(f"{v};" + ";".join(_n(r.uniform(lo, hi)) for _ in range(6)) + ";")
    rows.append("Entrate Giulia;;;;;;;fatture Hartmann a 30 gg\nEntrate Marco;;;;;;;prelievi soci Glicine")
    return "\n".join(rows) + "\n"


def t_ade(r, dt):
    return ("AGENZIA DELLE ENTRATE - Cassetto fiscale\nComunicazione di irregolarità? NO - Avviso bonario: nessuno\n\n"
            f"Elenco versamenti F24 anno {dt.year - 1} - C.F. RNLGLI82E52A944Q\n"
            f"16/06/{dt.year - 1} cod. 1792 {_n(r.uniform(500, 1500))}\n16/06/{dt.year - 1} cod. 1790 "
            f"{_n(r.uniform(500, 1500))}\n02/12/{dt.year - 1} cod. 1791 {_n(r.uniform(900, 2300))}\n"
            f"Dichiarazioni presentate: Redditi PF {dt.year - 1} (protocollo {r.randint(10**9, 10**10)})\n")


# --------------------------------------------------------------------------- the trattoria (Marco)

SUPPLIERS = [("Caseificio Santa Rita", "parmigiano reggiano 24 mesi, squacquerone, ricotta"),
             ("Sfoglia d'Oro di Gualandi R.", "tortellini, tortelloni, tagliatelle fresche"),
             ("Salumificio Montanari", "mortadella IGP, prosciutto crudo, salame rosa"),
             ("Cantina Vallona", "pignoletto, lambrusco, sangiovese in fusto"),
             ("Ortofrutta Navile", "verdure, frutta, erbe"), ("Macelleria Tarozzi", "carne di manzo, maiale, pollo")]


def t_haccp_temp(r, dt):
    rows = ["Data;Frigo 1 cucina (0/+4);Frigo 2 bibite (0/+6);Cella carni (0/+3);Congelatore (-18);Firma;Note"]
    for i in range(r.randint(20, 30)):
        d0 = dt.replace(day=1) + timedelta(days=i)
        rows.append(f"{d0:%d/%m/%Y};{r.uniform(1, 4):.1f};{r.uniform(2, 6):.1f};{r.uniform(0.5, 3):.1f};"
                    f"{r.uniform(-21, -18):.0f};{r.choice(['MF', 'DC', 'Ahmed'])};"
                    f"{r.choice(['', '', '', 'chiuso lunedì', 'sbrinato congelatore'])}")
    return "HACCP - Registro temperature - Trattoria Il Glicine\n" + "\n".join(rows) + "\n"


def t_haccp_piano(r, dt):
    return (f"{GLICINE}\n\nPIANO DI AUTOCONTROLLO HACCP - Reg. CE 852/2004\nRevisione {r.randint(3, 7)} del "
            f"{_it(dt)}\n\nResponsabile industria alimentare: Marco Ferri\nConsulente: Dott.ssa Paola Mazzoni, "
            "tecnologa alimentare\n\nCCP1 - Conservazione a freddo: limiti 0/+4 °C, registrazione giornaliera.\n"
            "CCP2 - Cottura: temperatura al cuore >= 75 °C per ragù e carni.\nCCP3 - Abbattimento: da +70 a +10 "
            "°C in meno di 90 minuti (abbattitore Irinox).\nAllergeni: tabella dei 14 allergeni esposta in sala; "
            "sfoglia con uova, ragù con sedano.\nSanificazione: piano di pulizia settimanale, prodotti "
            "con schede di sicurezza in cartella.\nLotta infestanti: contratto Ecoservice, 6 interventi/anno.\n")


def t_haccp_attestato(r, dt):
    return (f"ATTESTATO DI FORMAZIONE PER ALIMENTARISTI\nai sensi della L.R. Emilia-Romagna 11/2003 e DGR 311/2019\n\n"
            f"Si attesta che {r.choice(['Marco Ferri', 'Davide Cavazza', 'Ahmed Benali', 'Sara Righi'])}\n"
            f"ha frequentato il corso di aggiornamento (3 ore) - livello 2\nEnte: Ascom Bologna Formazione\n"
            f"Data: {_it(dt)} - valido 5 anni\n")


def t_fornitore_fattura(r, dt):
    s, what = r.choice(SUPPLIERS)
    imp = r.uniform(180, 1600)
    return (f"{s}\nFATTURA n. {r.randint(100, 999)}/{dt.year} del {_it(dt)}\n\nSpett.le {GLICINE}\n\n"
            f"Merce: {what}\nDDT n. {r.randint(1000, 4999)} del {_it(dt - timedelta(days=r.randint(1, 9)))}\n"
            f"Imponibile {_n(imp)} - IVA 10% {_n(imp * .1)} - Totale {_n(imp * 1.1)} EUR\n"
            "Pagamento: RiBa 30 gg f.m.\n")


def t_listino(r, dt):
    s, what = r.choice(SUPPLIERS)
    rows = [f"Listino {s} - valido da {_it(dt)}", "Codice;Articolo;UM;Prezzo EUR"]
    for a in what.split(", "):
        rows.append(f"{r.randint(100, 999)};{a};kg;{_n(r.uniform(4, 28))}")
    return "\n".join(rows) + "\n"


def t_ordine(r, dt):
    return ("ordine per " + r.choice(["venerdì", "sabato", "martedì"]) + "\n"
            f"- tortellini {r.randint(6, 14)} kg (Sfoglia d'Oro)\n- tagliatelle {r.randint(5, 10)} kg\n"
            f"- mortadella {r.randint(2, 5)} kg, crudo 1 gamba\n- parmigiano 1 forma 1/8\n"
            f"- pignoletto {r.randint(2, 6)} cartoni, lambrusco {r.randint(2, 6)}\n"
            "chiamare Tarozzi per le costate, tavolo da 20 sabato sera (compleanno)\n")


def t_turni(r, dt):
    staff = ["Marco", "Davide", "Ahmed (cucina)", "Sara (sala)", "Luca (sala, stagionale)", "Irina (lavapiatti)"]
    rows = [f"TURNI Il Glicine - settimana dal {_it(dt)}", "Nome;Mar;Mer;Gio;Ven;Sab;Dom;Ore"]
    for s in staff:
        days = [r.choice(["pranzo", "cena", "P+C", "riposo", "cena"]) for _ in range(6)]
        rows.append(f"{s};" + ";".join(days) + f";{r.randint(24, 48)}")
    rows.append("Lunedì chiuso")
    return "\n".join(rows) + "\n"


def t_busta(r, dt):
    nome = r.choice(["BENALI AHMED", "RIGHI SARA", "POPESCU IRINA", "MONTI LUCA"])
    lordo = r.uniform(1350, 1900)
    return ("STUDIO PAGHE BARBIERI - consulenti del lavoro\nCEDOLINO - Ditta: IL GLICINE DI FERRI M. & CAVAZZA D. SNC"
            f"\nPeriodo: {MESI[dt.month - 1].upper()} {dt.year} - CCNL Pubblici Esercizi Turismo\n"
            f"Dipendente: {nome} - livello {r.choice(['4', '5', '6S'])}\n\n"
            f"Ore ordinarie: {r.randint(140, 172)}  Festività: {r.randint(0, 8)}\nLordo: {_n(lordo)}\n"
            f"Trattenute INPS: {_n(lordo * .0919)}  IRPEF: {_n(lordo * .12)}\nNetto: {_n(lordo * .76)}\n")


def t_pos(r, dt):
    rows = ["Data;Terminale;N. transazioni;Importo carte;Di cui Bancomat;Di cui Visa/MC;Commissioni"]
    for i in range(r.randint(20, 28)):
        d0 = dt.replace(day=1) + timedelta(days=i)
        if d0.weekday() == 0:
            continue
        tot = r.uniform(380, 2100)
        rows.append(f"{d0:%Y-%m-%d};NEXI 40872291;{r.randint(14, 70)};{tot:.2f};{tot * .4:.2f};{tot * .6:.2f};"
                    f"{tot * .012:.2f}")
    return "\n".join(rows) + "\n"


def t_corrispettivi(r, dt):
    return (f"{GLICINE}\nRT Epson FP-81 II RT - matricola 99MEX041287\n\nCHIUSURA GIORNALIERA N. {r.randint(900, 1400)}"
            f"\nData {_it(dt)}\n\nCorrispettivi IVA 10%: {_eur(r, 900, 3200)}\nDi cui pagamento elettronico: "
            f"{_eur(r, 500, 2000)}\nNumero documenti commerciali: {r.randint(30, 120)}\n"
            "Trasmissione telematica all'Agenzia Entrate: ESEGUITA\n")


def t_glicine_menu(r, dt):
    return (f"IL GLICINE - trattoria bolognese - menù {MESI[dt.month - 1]}\n\nAntipasti\nTagliere di salumi e "
            "crescentine 14\nFriggione con crescentine 9\n\nPrimi\nTortellini in brodo di cappone 16\n"
            "Tagliatelle al ragù 13\nGramigna alla salsiccia 12\nTortelloni burro e salvia 13\n\n"
            "Secondi\nCotoletta alla bolognese 18\nBollito misto con salsa verde 17\n\nDolci\nTorta di riso 6\n"
            "Zuppa inglese 6\n\nCoperto 2,50 - Allergeni: chiedere al personale\n")


def t_snc(r, dt):
    return (f"{GLICINE}\n\nVERBALE DI RIUNIONE DEI SOCI del {_it(dt)}\nPresenti: Marco Ferri (50%), Davide "
            "Cavazza (50%)\n\n1. Approvazione bilancio/rendiconto: utile da ripartire "
            f"{_eur(r, 38000, 64000)}\n2. Acquisto nuovo abbattitore (preventivo 4.800 EUR + IVA)\n"
            "3. Assunzione cameriere stagionale giugno-settembre\n4. Ferie: chiusura 10-24 agosto\n")


# --------------------------------------------------------------------------- home: flat, condominio, utilities

CONDO = "Condominio Via Mazzini 148 - Bologna - C.F. 91203550378"
AMM = "Studio Bertocchi Amministrazioni Condominiali - Via Murri 41, 40137 Bologna"


def t_condo_convocazione(r, dt):
    return (f"{AMM}\n\nAi sigg. condomini del {CONDO}\n\nAVVISO DI CONVOCAZIONE ASSEMBLEA ORDINARIA\n"
            f"Prima convocazione {_it(dt + timedelta(days=20))} ore 7:00; seconda convocazione "
            f"{_it(dt + timedelta(days=21))} ore 20:45 presso la sala parrocchiale di San Giuliano.\n\n"
            "Ordine del giorno:\n1. Approvazione rendiconto consuntivo e riparto\n2. Preventivo di gestione\n"
            "3. Superbonus: chiusura della pratica del cappotto termico, saldo al tecnico asseveratore\n"
            "4. Sostituzione citofoni\n5. Varie ed eventuali\n\nDelega: ____ Unità: int. 9 Rinaldi/Ferri, "
            "millesimi 41,20\n")


def t_condo_rendiconto(r, dt):
    rows = [f"{CONDO} - Rendiconto esercizio {dt.year - 1}/{dt.year}", "Voce;Totale;Quota int. 9 (41,20 mill.)"]
    for v in ["Pulizia scale", "Energia elettrica parti comuni", "Ascensore manutenzione", "Assicurazione fabbricato",
              "Compenso amministratore", "Acqua condominiale", "Spese bancarie", "Riscaldamento centralizzato"]:
        t = r.uniform(800, 14000)
        rows.append(f"{v};{_n(t)};{_n(t * .0412)}")
    rows.append(f"Saldo a debito int. 9: {_eur(r, 60, 480)} - da versare entro il {_it(dt + timedelta(days=30))}")
    return "\n".join(rows) + "\n"


def t_condo_verbale(r, dt):
    return (f"{CONDO}\nVERBALE DI ASSEMBLEA del {_it(dt)}\n\nPresenti 14 condomini su 22 per 712/1000 millesimi.\n"
            "Presidente: sig. Vitali; segretario: l'amministratore rag. Bertocchi.\n\n"
            "1. Il rendiconto è approvato all'unanimità.\n2. Superbonus 110% (lavori 2022-2023): il tecnico "
            "asseveratore ing. Serra conferma la chiusura della pratica; resta il saldo della parcella, 3.200 EUR, "
            "ripartito per millesimi.\n3. Citofoni: approvato il preventivo Elettro Savena, 6.850 EUR.\n"
            "L'int. 9 (Rinaldi) comunica i lavori nel bagno fino a giugno: orari 8-12 e 14-17 come da regolamento.\n")


def t_bolletta(r, dt, kind="luce"):
    if kind == "luce":
        who, what, um = "Iren Mercato S.p.A.", "Energia elettrica - offerta Iren Prezzo Fisso", "kWh"
        cons, price = r.randint(180, 320), .26
        pod = "POD IT001E48211937"
    elif kind == "gas":
        who, what, um = "Iren Mercato S.p.A.", "Gas naturale - offerta Iren Prezzo Fisso", "Smc"
        cons, price = r.randint(30, 160), 1.18
        pod = "PDR 01410000938271"
    else:
        who, what, um = "HERA S.p.A.", "Servizio idrico integrato - Comune di Bologna", "mc"
        cons, price = r.randint(18, 40), 2.6
        pod = "Codice servizio 400117728"
    return (f"{who}\nBOLLETTA {what}\nIntestatario: FERRI MARCO - Via G. Mazzini 148, 40138 Bologna\n"
            f"Codice cliente {r.randint(10**8, 10**9)} - {pod}\nPeriodo: {MESI[(dt.month - 3) % 12]} - "
            f"{MESI[(dt.month - 2) % 12]} {dt.year}\nConsumo: {cons} {um}\n"
            f"Totale da pagare: {_n(cons * price + r.uniform(20, 40))} EUR entro il {_it(dt + timedelta(days=20))}\n"
            "Pagamento con addebito diretto SDD su c/c Banca Emiliana di Credito\n")


def t_tari(r, dt):
    return ("COMUNE DI BOLOGNA - TARI Tassa sui rifiuti\nAvviso di pagamento anno " + str(dt.year) + "\n"
            "Contribuente: FERRI MARCO - utenza domestica via Mazzini 148 int. 9, 96 mq, 3 occupanti\n"
            f"Totale dovuto: {_eur(r, 290, 360)}\nRata 1 entro il 31/05, rata 2 entro il 30/09, "
            "rata 3 entro il 02/12 - pagamento con modello F24 o PagoPA\n")


def t_fibra(r, dt):
    return (f"Fastweb - Fattura n. M0{r.randint(10**7, 10**8)} del {_it(dt)}\nCliente: Giulia Rinaldi - linea "
            f"FTTH via Mazzini 148\nFastweb Casa Light fibra 2.5 Gbps - periodo {MESI[dt.month - 1]}\n"
            f"Totale: {_eur(r, 28, 33)} (IVA inclusa) - addebito su carta\n")


def t_caldaia(r, dt):
    return ("TERMOIDRAULICA BOLOGNESE di Zanetti A. - assistenza caldaie\nRAPPORTO DI CONTROLLO DI EFFICIENZA "
            "ENERGETICA TIPO 1 (gruppi termici)\n\nImpianto: via Mazzini 148 int. 9 - responsabile: Ferri Marco\n"
            "Generatore: Vaillant ecoTEC plus VMW 25 - matricola 21183400100293\n"
            f"Data controllo: {_it(dt)}\nRendimento di combustione: {r.uniform(96, 98.5):.1f}% (minimo 91%)\n"
            f"CO nei fumi: {r.randint(8, 40)} ppm\nEsito: l'impianto può funzionare - bollino CRITER applicato\n"
            "Prossimo controllo: entro 2 anni\n")


def t_assic_casa(r, dt):
    return ("FELSINEA ASSICURAZIONI - Polizza Casa & Famiglia n. 77/CF/" + str(r.randint(100000, 999999)) + "\n"
            "Contraente: Rinaldi Giulia - abitazione via Mazzini 148, Bologna\nGaranzie: incendio fabbricato "
            "(quota), RC capofamiglia, danni da acqua con ricerca guasto, furto contenuto\n"
            f"Premio annuo: {_eur(r, 240, 330)} - scadenza {_it(dt + timedelta(days=365))}\n")


# --------------------------------------------------------------------------- the bathroom (project)

EDIL = "EDIL RENO di Benni Sauro - Via del Lavoro 12, 40057 Granarolo dell'Emilia (BO) - P.IVA 02755410374"
IDRA = "TERMOIDRAULICA BOLOGNESE di Zanetti A. - Via Stalingrado 91, 40128 Bologna - P.IVA 03119870371"


def t_bagno_preventivo(r, dt):
    voci = [("Demolizione pavimento e rivestimento, smaltimento macerie", 1450), (("Rifacimento impianto idrico "
            "e scarichi"), 2300), ("Massetto e impermeabilizzazione zona doccia", 980), (("Posa pavimento e "
            "rivestimento gres 60x120"), 2650), ("Posa sanitari sospesi e piatto doccia filo pavimento", 720),
            ("Impianto elettrico bagno, punti luce e aspiratore", 860)]
    body = "\n".join(f"{i}. {v} .......... {_n(p * r.uniform(.95, 1.1))}" for i, (v, p) in enumerate(voci, 1))
    return (f"{EDIL}\n\nSpett.li Rinaldi Giulia e Ferri Marco - via Mazzini 148 int. 9, Bologna\n"
            f"PREVENTIVO n. {r.randint(20, 90)}/{dt.year} del {_it(dt)}\nOggetto: rifacimento completo bagno "
            f"(circa 6 mq)\n\n{body}\n\nEsclusi: fornitura piastrelle e sanitari (a carico del cliente), "
            "scaldacqua a pompa di calore (preventivo idraulico).\nIVA 10% (manutenzione straordinaria su "
            "abitazione). Durata lavori: 4-5 settimane.\nPagamenti: 30% alla firma, 40% a metà lavori, saldo "
            "a fine lavori, solo con bonifico parlante per detrazione art. 16-bis TUIR.\n")


def t_bagno_idraulico(r, dt):
    return (f"{IDRA}\n\nPREVENTIVO del {_it(dt)} - Cliente: Ferri Marco, via Mazzini 148 int. 9\n\n"
            "1. Fornitura e posa scaldacqua a pompa di calore Ariston Nuos Plus S2 80 lt, classe A+ ... 1.690,00\n"
            "2. Rimozione scaldabagno elettrico esistente e smaltimento ... 120,00\n"
            "3. Collegamenti, scarico condensa, messa in funzione ... 340,00\n\nTotale imponibile 2.150,00 + IVA "
            "10%\nL'intervento rientra nell'ecobonus (sostituzione scaldacqua tradizionale con pompa di calore): "
            "serve la comunicazione ENEA entro 90 giorni dalla fine lavori, che possiamo predisporre noi.\n")


def t_cila(r, dt):
    return ("COMUNE DI BOLOGNA - Settore Servizi per l'Edilizia\nRICEVUTA DI PRESENTAZIONE - CILA "
            "(Comunicazione Inizio Lavori Asseverata, art. 6-bis DPR 380/2001)\n\n"
            f"Protocollo PG/{dt.year}/{r.randint(100000, 399999)} del {_it(dt)}\n"
            "Immobile: via G. Mazzini 148, piano 3, int. 9 - Foglio 211, mappale 402, sub 27\n"
            "Titolari: Rinaldi Giulia, Ferri Marco\nTecnico asseverante: Geom. Paolo Zucchini, Collegio Geometri "
            "Bologna n. 3318\nIntervento: manutenzione straordinaria - rifacimento bagno con modifica della "
            "distribuzione interna (spostamento porta)\nInizio lavori: " + _it(dt + timedelta(days=7)) + "\n")


def t_bonifico_parlante(r, dt):
    imp = r.uniform(900, 4200)
    return ("BANCA EMILIANA DI CREDITO - Ricevuta bonifico\nBONIFICO PER AGEVOLAZIONI FISCALI (detrazione "
            "50% art. 16-bis DPR 917/86)\n\nOrdinante: RINALDI GIULIA - C.F. RNLGLI82E52A944Q\n"
            f"Beneficiario: EDIL RENO DI BENNI SAURO - P.IVA 02755410374\nImporto: {_n(imp)} EUR\n"
            f"Data esecuzione: {_it(dt)}\nCausale: Pagamento fattura n. {r.randint(10, 60)} del {_it(dt)} per "
            "lavori di ristrutturazione edilizia art. 16-bis TUIR - C.F. beneficiario detrazione "
            "RNLGLI82E52A944Q - P.IVA 02755410374\nCRO/TRN: 0306912345" + str(r.randint(10000, 99999)) + "\n"
            "Ritenuta d'acconto 8% applicata dalla banca.\n")


def t_bagno_fattura(r, dt, who=0):
    name = [EDIL, IDRA][who]
    what = ("Acconto lavori rifacimento bagno come da preventivo" if who == 0
            else "Fornitura e posa scaldacqua a pompa di calore")
    imp = r.uniform(800, 3600)
    return (f"{name}\n\nFATTURA n. {r.randint(10, 70)}/{dt.year} del {_it(dt)}\nCliente: Rinaldi Giulia, "
            f"via Mazzini 148 int. 9, 40138 Bologna - C.F. RNLGLI82E52A944Q\n\n{what}\n"
            f"Imponibile {_n(imp)} - IVA 10% {_n(imp * .1)} - Totale {_n(imp * 1.1)} EUR\n"
            "Pagamento con bonifico per detrazioni fiscali.\n")


def t_enea(r, dt):
    return ("ENEA - Detrazioni fiscali per interventi di risparmio energetico (ecobonus)\nScheda descrittiva "
            "dell'intervento - BOZZA non trasmessa\n\nIntervento: sostituzione di scaldacqua tradizionale con "
            "scaldacqua a pompa di calore (art. 1 c. 88 L. 208/2015)\nImmobile: Bologna, via Mazzini 148, "
            "fg. 211 map. 402 sub 27 - zona climatica E\nBeneficiario: Rinaldi Giulia\nApparecchio: Ariston Nuos "
            "Plus S2 80, COP 3,2\nSpesa sostenuta: 2.365,00 EUR\nData fine lavori: ____ (collaudo)\n"
            "Da trasmettere entro 90 giorni dalla fine lavori - chiedere a Zanetti la dichiarazione di conformità.\n")


def t_piastrelle(r, dt):
    return ("Bagno - scelte\n\nPavimento: gres effetto legno rovere 20x120, Marazzi Treverkhome, 6,5 mq + 10%\n"
            "Rivestimento doccia: gres bianco opaco 60x120 (Ceramiche Val Santerno - sconto 20% grazie alla "
            "traduzione del catalogo!)\nSanitari: sospesi Ideal Standard Tesi, piatto doccia 80x140 filo pavimento"
            "\nMobile lavabo: 80 cm rovere, due cassetti\nRubinetteria: Grohe Eurosmart nero opaco\n"
            f"Totale preventivato forniture: {_eur(r, 3200, 4400)}\nConsegna materiali prevista: {_itl(dt)}\n")


def t_bagno_todo(r, dt):
    return ("DA FARE\n- chiamare Zanetti: quando arriva lo scaldacqua? serve prima del collaudo\n"
            "- bonifico parlante 2a rata a Benni (40%) - NON bonifico normale!!\n"
            "- geometra Zucchini: comunicazione fine lavori CILA + variazione catastale?\n"
            "- ENEA entro 90 gg dalla fine lavori\n- scegliere specchio e lampada (Leroy Merlin)\n"
            "- fare foto prima/dopo per la pratica\n- avvisare amministratore per il cassone macerie in cortile\n")


def t_geometra(r, dt):
    return _eml(r, dt, "Geom. Paolo Zucchini <studio@zucchinigeometra.it>", ME, "R: bagno via Mazzini - CILA e bonus",
                """Buongiorno Sig.ra Rinaldi,

la CILA è stata protocollata, Le giro la ricevuta. Riepilogo delle agevolazioni:
- lavori edili e impianti: detrazione 50% (abitazione principale, bonus casa 2026), pagamenti solo con
  bonifico parlante; conservare fatture e ricevute;
- scaldacqua a pompa di calore: ecobonus, con comunicazione ENEA entro 90 giorni dalla fine lavori;
- il superbonus non è applicabile a questo intervento (il condominio lo ha già usato per il cappotto).
A fine lavori presenterò la comunicazione di fine lavori con la variazione catastale (DOCFA) per lo
spostamento della porta.

Cordiali saluti
Paolo Zucchini, geometra
""", dom="zucchinigeometra.it")


def t_computo(r, dt):
    rows = ["Voce;Fornitore;Preventivo;Fatturato;Pagato;Bonifico parlante;Detrazione"]
    for v, f in [("Demolizioni e opere edili", "Edil Reno"), ("Impianto idrico", "Edil Reno"),
                 ("Impianto elettrico", "Edil Reno"), ("Scaldacqua PdC", "Termoidraulica Bolognese"),
                 ("Piastrelle", "Ceramiche Val Santerno"), ("Sanitari e rubinetteria", "Idrocentro"),
                 ("Geometra CILA", "Geom. Zucchini")]:
        p = r.uniform(300, 4500)
        rows.append(f"{v};{f};{_n(p)};{_n(p * r.choice([0, .3, .7, 1]))};;sì;{'65% eco' if 'PdC' in v else '50%'}")
    return "\n".join(rows) + "\n"


# --------------------------------------------------------------------------- home: the 2019 kitchen, manuals

def t_cucina_preventivo(r, dt):
    return ("Arredo Cucine Castenaso Srl - Via Nasica 40, Castenaso (BO)\n\nPREVENTIVO cucina lineare 3,60 m + "
            "isola\nCliente: Ferri Marco - via Mazzini 148 Bologna\n\nBasi e pensili laccato opaco grigio "
            "perla, top in quarzo 2 cm, elettrodomestici Bosch (forno, piano induzione, lavastoviglie, frigo "
            "combinato)\n" f"Totale: {_eur(r, 11000, 14500)} IVA inclusa\nMontaggio compreso - consegna 8 settimane\n"
            "Bonus mobili 2019: detrazione 50% su max 10.000 EUR se collegato a ristrutturazione\n")


def t_cucina_fattura(r, dt):
    return ("Arredo Cucine Castenaso Srl\nFATTURA n. 311/2019 del " + _it(dt) + "\nCliente: Ferri Marco\n"
            "Saldo fornitura e montaggio cucina come da ordine del 02/03/2019\n"
            f"Totale {_eur(r, 6000, 8000)} - pagato con bonifico bonus mobili\n")


def t_manual(r, dt, what="lavatrice"):
    d = {
        "lavatrice": ("Bosch Serie 6 WAU28PH9IT - Lavatrice a carica frontale 9 kg", ("Programmi: Cotone, Sintetici, "
                      "Mix, Lana, Rapido 15'. Pulizia filtro pompa ogni 2 mesi. Codice errore E18: scarico ostruito.")),
        "caldaia": ("Vaillant ecoTEC plus - Istruzioni per l'uso per l'utente", ("Pressione dell'impianto: 1,0-2,0 "
                    "bar. Se la pressione scende sotto 0,8 bar ripristinare dal rubinetto di riempimento. Codice "
                    "F.22: mancanza acqua.")),
        "forno": ("Bosch HBA574BR0 - Forno da incasso - Manuale d'uso", ("Funzione pirolisi: 75-120 minuti. "
                  "Sicurezza bambini: tenere premuto il tasto chiave 4 secondi.")),
        "climatizzatore": ("Daikin Perfera FTXM35R - Manuale d'uso", ("Pulire i filtri dell'aria ogni 2 settimane. "
                           "Modalità Econo riduce il consumo massimo. Telecomando ARC466A67.")),
        "scaldacqua": ("Ariston Nuos Plus S2 - Libretto istruzioni installatore e utente", ("Modalità Green, Boost, "
                       "Comfort. Temperatura massima con pompa di calore 62 °C. Anodo in magnesio da controllare "
                       "ogni 2 anni.")),
    }[what]
    return (f"{d[0]}\n\nAvvertenze di sicurezza - leggere prima dell'uso.\n{d[1]}\n"
            "Garanzia: 2 anni dalla data di acquisto.\n")


# --------------------------------------------------------------------------- family: communion, camp, school

def t_com_parrocchia(r, dt):
    return ("PARROCCHIA DI SAN GIULIANO - Via Santo Stefano 121, Bologna\nCatechismo - Gruppo 4ª elementare\n\n"
            "Cari genitori,\nle Prime Comunioni saranno celebrate DOMENICA 10 MAGGIO 2026 alle ore 10:30.\n"
            "- ritiro dei bambini: sabato 2 maggio, 9:30-16:00 a Villa Pallavicini (portare pranzo al sacco)\n"
            "- prove in chiesa: giovedì 7 maggio ore 17:00\n- confessione: sabato 9 maggio ore 15:00\n"
            "- tuniche: noleggio in parrocchia, offerta 25 EUR\n- fotografo: solo quello autorizzato (Foto "
            "Lambertini), vietato fotografare durante la celebrazione\n"
            "Riconsegnare firmato il modulo di consenso entro il 20 aprile.\n\nDon Stefano e le catechiste\n")


def t_com_invitati(r, dt):
    rows = ["Nome;Adulti;Bambini;Confermato;Regalo;Grazie inviato"]
    for fam in ["Nonni Rinaldi (Giorgio e Anna)", "Nonna Lucia Ferri", "Zia Paola e Roberto + Matteo, Sofia",
                "Zio Davide Cavazza e Elisa", "Madrina: Francesca Monti", "Famiglia Righi (compagna Giada)",
                "Famiglia Marchetti", "Cugini di Modena", "Vicini: Serra", "Maestra Laura"]:
        rows.append(f"{fam};{r.randint(1, 3)};{r.randint(0, 2)};sì;"
                    f"{r.choice(['busta', 'bracciale oro', 'bicicletta', 'libro + busta', 'orologio'])};"
                    f"{r.choice(['sì', 'no', 'no'])}")
    rows.append("Totale coperti pranzo;31;9;;;")
    return "\n".join(rows) + "\n"


def t_com_pranzo(r, dt):
    return ("AGRITURISMO CA' DI MONTE - Via Castello 24, Monte San Pietro (BO)\n\nConferma prenotazione pranzo "
            "Prima Comunione di Chiara - domenica 10 maggio 2026 ore 12:45\nReferente: Giulia Rinaldi\n\n"
            "Menu: antipasto della casa, tortellini in brodo e lasagne verdi, arrosto misto con patate, torta "
            "personalizzata (pan di Spagna, crema e fragole, scritta \"Chiara - Prima Comunione\")\n"
            "Adulti 31 x 48,00 EUR - bambini 9 x 25,00 EUR - bevande incluse\nAcconto versato: 400,00 EUR\n"
            "Saldo il giorno dell'evento o con bonifico entro 15 giorni.\n")


def t_com_fotografo(r, dt):
    return ("FOTO STUDIO LAMBERTINI - Strada Maggiore 57, Bologna\n\nRiepilogo servizio fotografico Prima Comunione"
            " 10/05/2026 - famiglia Rinaldi-Ferri\n\nServizio in chiesa + foto di gruppo: 180,00 EUR (pagato)\n"
            "Album 30x30, 40 pagine, copertina in lino: 320,00 EUR\nMini album nonni (2 copie): 90,00 EUR\n"
            "Totale residuo: 410,00 EUR da saldare al ritiro dell'album\nScelta foto per l'album: entro il "
            f"{_it(dt + timedelta(days=15))} tramite la galleria online (codice COMUNIONE26-RF)\n"
            "Consegna album: circa 5 settimane dalla scelta.\n")


def t_com_bomboniere(r, dt):
    return (f"Bomboniere & Confetti di Elena - ordine n. {r.randint(300, 800)}\nCliente: Giulia Rinaldi\n\n"
            "40 sacchetti in lino bianco con spiga ricamata + 5 confetti Crispo mandorla\n40 bigliettini "
            "\"Prima Comunione - Chiara - 10 maggio 2026\"\n10 scatoline per i bambini con rosario in legno\n"
            f"Totale {_eur(r, 210, 290)} - acconto 100 EUR - saldo al ritiro\n")


def t_com_spese(r, dt):
    rows = ["Voce;Previsto;Speso;Pagato;Note"]
    for v, lo, hi, paid in (("Tunica (offerta parrocchia)", 25, 25, "sì"),
                            ("Pranzo Ca' di Monte", 1700, 1800, "no - saldo"),
                            ("Torta", 110, 160, "sì"), ("Bomboniere", 210, 290, "sì"),
                            ("Fotografo servizio", 180, 180, "sì"), ("Album fotografo", 410, 410, "no - al ritiro"),
                            ("Fiori chiesa", 40, 60, "sì"), ("Scarpe e cerchietto Chiara", 55, 90, "sì"),
                            ("Vestito Giulia", 90, 180, "sì"), ("Inviti", 30, 45, "sì")):
        p = r.uniform(lo, hi)
        rows.append(f"{v};{_n(p)};{_n(p * r.uniform(.95, 1.1))};{paid};")
    rows.append("Totale;;;;regali in busta: vedi lista invitati")
    return "\n".join(rows) + "\n"


def t_com_grazie(r, dt):
    return ("Bozza biglietti di ringraziamento\n\nCari nonni / cara zia ...,\ngrazie di cuore per essere stati "
            "con noi il giorno della Prima Comunione di Chiara e per il bellissimo regalo. Chiara è stata "
            "felicissima e continua a parlare della festa a Ca' di Monte.\nVi mandiamo una foto ricordo "
            "(appena arriva l'album del fotografo!).\nUn abbraccio, Giulia, Marco e Chiara\n\n"
            "DA MANDARE: nonna Lucia, zia Paola, madrina Francesca, famiglia Righi, maestra Laura\n")


def t_com_consenso(r, dt):
    return ("Parrocchia di San Giuliano - Catechismo\nMODULO DI CONSENSO E TRATTAMENTO DATI (Decreto CEI 2018)\n\n"
            "Noi genitori Giulia Rinaldi e Marco Ferri di CHIARA FERRI, nata a Bologna il 14/02/2017, "
            "battezzata nella parrocchia di San Giuliano il 21/05/2017,\nchiediamo che nostra figlia sia ammessa "
            "alla Prima Comunione del 10 maggio 2026 e autorizziamo la pubblicazione di foto di gruppo sul "
            "bollettino parrocchiale.\n\nFirma dei genitori: ________________\n")


CAMP = "Polisportiva Savena - Settore Estate Ragazzi - Via Populonia 13, 40139 Bologna"


def t_camp_iscrizione(r, dt):
    return (f"{CAMP}\n\nRICEVUTA DI ISCRIZIONE - CAMPO ESTIVO IN MONTAGNA 2026\n"
            "Lizzano in Belvedere (BO), Casa per ferie Il Faggio - turno 2: dal 5 all'11 luglio 2026\n"
            "Partecipante: CHIARA FERRI (nata il 14/02/2017) - gruppo 8-11 anni\nGenitore: Giulia Rinaldi\n\n"
            "Quota: 390,00 EUR (pensione completa, escursioni, piscina, assicurazione)\n"
            f"Acconto pagato il {_it(dt)}: 150,00 EUR - saldo 240,00 EUR entro il 15 giugno 2026\n"
            "Documenti da consegnare: scheda sanitaria, certificato medico non agonistico, copia tessera "
            "sanitaria, delega per il ritiro.\nLa ricevuta è valida per la detrazione delle spese per centri estivi "
            "e per il contributo regionale (progetto conciliazione vita-lavoro).\n")


def t_camp_lista(r, dt):
    return ("Cosa portare al campo (Lizzano, 5-11 luglio)\n- sacco a pelo + federa\n- scarponcini da trekking "
            "già usati!\n- k-way, pile, 2 felpe\n- 7 cambi intimo + calze\n- costume, cuffia, ciabatte, "
            "asciugamano piscina\n- borraccia, zainetto per gite, cappellino, crema solare\n- torcia\n"
            "- NO cellulare (telefonata ai genitori mercoledì 19-20)\n- etichettare tutto con il nome\n"
            "- medicine: Chiara niente allergie, portare Fenistil per le punture\n")


def t_camp_sanitaria(r, dt):
    return (f"{CAMP}\nSCHEDA SANITARIA PARTECIPANTE - Campo estivo 2026\n\nNome: Chiara Ferri - nata il "
            "14/02/2017 - C.F. FRRCHR17B54A944D\nPediatra: Dott.ssa Valentina Gualandi\nAllergie alimentari: "
            "nessuna\nAllergie a farmaci: nessuna nota\nVaccinazioni: regolari (libretto ASL)\nSa nuotare: sì\n"
            "Soffre il mal d'auto: sì, un po' in pullman (Travelgum)\nRecapiti: Giulia 347 518 2294, Marco "
            "339 702 4418\nFirma del genitore: ____\n")


def t_camp_mail(r, dt):
    return _eml(r, dt, "Estate Ragazzi Savena <estate@polisportivasavena.it>", ME,
                "Campo in montagna turno 2 - riunione genitori",
                """Gentili genitori,

la riunione informativa per il turno 2 (5-11 luglio, Lizzano in Belvedere) si terrà giovedì 18 giugno
alle 18:30 nella sala della polisportiva. Presenteremo gli educatori, il programma (escursione al lago
Scaffaiolo, giornata in piscina, serata stelle) e raccoglieremo le schede sanitarie.
Partenza domenica 5 luglio ore 9:00 dal parcheggio di via Populonia, rientro sabato 11 ore 17:00.
Ricordiamo il saldo entro il 15 giugno (IBAN nella ricevuta).

Lo staff di Estate Ragazzi
""", dom="polisportivasavena.it")


def t_scuola(r, dt):
    return ("ISTITUTO COMPRENSIVO 19 BOLOGNA - Scuola primaria \"A. Costa\"\nComunicazione alle famiglie della "
            f"classe 4ª B\n\nBologna, {_itl(dt)}\n\n"
            + r.choice([
                ("Si comunica che mercoledì la classe parteciperà all'uscita didattica al Museo del Patrimonio "
                "Industriale. Quota 6 EUR da versare tramite PagoPA. Pranzo al sacco."),
                ("I colloqui individuali con le insegnanti si terranno su Meet: prenotarsi tramite registro "
                "elettronico ClasseViva entro venerdì."),
                ("Si ricorda che la scuola termina il 6 giugno. Le schede di valutazione saranno pubblicate sul "
                "registro elettronico a fine giugno."),
                "Sciopero del personale: non è garantito il regolare svolgimento delle lezioni né la mensa."]) +
            "\n\nLa dirigente scolastica, Dott.ssa Maria Grazia Vitali\n")


def t_mensa(r, dt):
    return ("COMUNE DI BOLOGNA - Servizi educativi e scolastici\nRefezione scolastica - estratto conto pasti\n\n"
            f"Alunno: FERRI CHIARA - Scuola primaria A. Costa 4ª B\nPeriodo: {MESI[dt.month - 1]} {dt.year}\n"
            f"Pasti consumati: {r.randint(14, 21)} - tariffa ISEE fascia 5: 6,10 EUR\nImporto: {_eur(r, 85, 128)}"
            "\nPagamento tramite PagoPA entro fine mese - codice avviso 3010000" + str(r.randint(10**8, 10**9)) +
            "\n")


def t_pagella(r, dt):
    mat = ["Italiano", "Inglese", "Storia", "Geografia", "Matematica", "Scienze", "Tecnologia", "Musica",
           "Arte e immagine", "Educazione fisica", "Educazione civica"]
    lv = ["Avanzato", "Intermedio", "Avanzato", "Intermedio", "Base"]
    return ("SCUOLA PRIMARIA A. COSTA - Documento di valutazione - primo quadrimestre\nAlunna: FERRI CHIARA - "
            "classe 3ª B\n\n" + "\n".join(f"{m}: {r.choice(lv)}" for m in mat) +
            "\n\nGiudizio globale: Chiara partecipa con interesse, è collaborativa con i compagni; deve "
            "migliorare l'ordine nei quaderni.\n")


def t_piscina(r, dt):
    return ("Centro sportivo Cavina - Corso di nuoto bambini 2025/2026\nIscritta: Chiara Ferri - livello "
            "Delfini 2\nLunedì e giovedì 17:00-17:50\nQuota annuale: 410,00 EUR (ricevuta per detrazione "
            f"attività sportive ragazzi)\nPagato il {_it(dt)}\nServe certificato medico non agonistico valido.\n")


def t_delega(r, dt):
    return ("ISTITUTO COMPRENSIVO 19 BOLOGNA\nDELEGA PER IL RITIRO DELL'ALUNNO/A - a.s. 2025/2026\n\n"
            "I sottoscritti Giulia Rinaldi e Marco Ferri, genitori di CHIARA FERRI, classe 4ª B, delegano al ritiro "
            "della figlia all'uscita di scuola:\n1. Anna Bonetti Rinaldi (nonna materna) - C.I. CA12345BO\n"
            "2. Paola Ferri (zia) - C.I. CA87612RE\nconsapevoli che la responsabilità della scuola cessa al "
            "momento della consegna.\n")


# --------------------------------------------------------------------------- travel

def t_gnv(r, dt):
    return ("GNV Grandi Navi Veloci - CONFERMA DI PRENOTAZIONE\n"
            f"Codice prenotazione: GNV{r.randint(10**7, 10**8)}\nTratta: GENOVA > PALERMO - partenza "
            "sabato 08/08/2026 ore 20:00, arrivo 09/08/2026 ore 18:00 - nave GNV Splendid\n"
            "Passeggeri: RINALDI GIULIA, FERRI MARCO, FERRI CHIARA (bambino 4-11)\nSistemazione: cabina interna "
            "4 letti con servizi\nVeicolo: auto fino a 5 m - FIAT TIPO SW targa GB417ZT\n"
            f"Totale pagato: {_eur(r, 540, 690)} - carta Visa ****4417\nPresentarsi all'imbarco 2 ore prima. "
            "Animali: nessuno.\n")


def t_ttt(r, dt):
    return ("TTT Lines - Biglietto elettronico\nCATANIA > NAPOLI - venerdì 21/08/2026 ore 20:30, arrivo 22/08/2026 "
            f"ore 07:30\nPrenotazione n. {r.randint(10**6, 10**7)} - 2 adulti + 1 bambino, cabina esterna, auto\n"
            f"Importo: {_eur(r, 380, 470)}\nIntestatario: Marco Ferri\n")


def t_booking(r, dt, where=0):
    place = [("Agriturismo Bergi", "Contrada Bergi, 90015 Castelbuono (PA)", "09/08/2026", "13/08/2026"),
             ("B&B Dimora Ortigia", "Via della Maestranza 68, 96100 Siracusa", "13/08/2026", "18/08/2026"),
             ("Casa Vacanze Villa Sole", "Via Pirandello 31, 98039 Taormina (ME)", "18/08/2026", "21/08/2026")][where]
    return (f"Booking.com - La tua prenotazione è confermata\nNumero di conferma: {r.randint(10**9, 10**10)}\n"
            f"PIN: {r.randint(1000, 9999)}\n\n{place[0]}\n{place[1]}\nCheck-in: {place[2]} dalle 15:00\n"
            f"Check-out: {place[3]} entro le 10:30\nCamera familiare - 2 adulti, 1 bambino (9 anni)\n"
            f"Prezzo totale: {_eur(r, 480, 1350)} - cancellazione gratuita fino al 25/07/2026\n"
            "Ospite principale: Giulia Rinaldi\n")


def t_itinerario(r, dt):
    return ("SICILIA AGOSTO 2026 - itinerario di massima\n\n8/8 sab - Bologna > Genova (3 h), traghetto GNV ore 20\n"
            "9/8 dom - arrivo Palermo 18:00, cena in città, dormire a Castelbuono (agriturismo Bergi)\n"
            "10-12/8 - Cefalù mare, Madonie, Palermo centro (Ballarò, cattedrale, Monreale)\n"
            "13/8 - trasferimento a Siracusa (3 h) passando da Piazza Armerina (Villa del Casale)\n"
            "14-17/8 - Ortigia, Noto, Marzamemi, riserva di Vendicari - Ferragosto al mare!\n"
            "18/8 - Taormina, 19/8 Etna escursione con guida (crateri Silvestri), 20/8 Gole dell'Alcantara\n"
            "21/8 - traghetto Catania > Napoli ore 20:30, 22/8 rientro Bologna\n\n"
            "Budget: traghetti ~1.100, alloggi ~2.600, benzina/autostrade ~350, cibo ~1.200\n")


def t_bagagli(r, dt):
    return ("Valigie Sicilia\nChiara: costumi x3, maglietta acqua, ciabatte, scarpe chiuse per Etna, felpa, "
            "libri compiti estate!!\nGiulia: vestito lungo, sandali, cappello, pc (solo se Hartmann Lotto 6 slitta)"
            "\nMarco: scarpe trekking, giacca leggera\nComune: crema 50, Autan, ombrellone, borsa frigo, "
            "adattatore auto, documenti auto + assicurazione, tessere sanitarie, stampe prenotazioni traghetti\n"
            "Pepe: dalla nonna Anna dal 7 al 22 agosto (crocchette + lettiera)\n")


def t_etna(r, dt):
    return ("Etna Experience - Voucher escursione\nEscursione: Crateri sommitali 2.900 m con guida vulcanologica "
            "+ funivia e jeep 4x4\nData: 19/08/2026 ore 8:30 - Rifugio Sapienza, Nicolosi (CT)\n"
            "Partecipanti: 2 adulti + 1 bambino (età minima 8 anni)\n"
            f"Totale pagato: {_eur(r, 290, 360)}\nObbligatori: scarponcini, giacca a vento, acqua 1,5 l.\n")


def t_old_trip(r, dt, trip="vienna"):
    return {
        "vienna": (f"Ryanair - Booking confirmation\nReservation: {r.choice('ABCDEFGHJK')}{r.randint(10000, 99999)}Z"
                   "\nBologna (BLQ) > Vienna (VIE) FR 8721 - 27/12/2024 06:35\nVienna (VIE) > Bologna (BLQ) FR 8722 - "
                   "31/12/2024 21:10\nPassengers: Giulia Rinaldi, Marco Ferri, Chiara Ferri\n"
                   f"Total paid: {_eur(r, 210, 320)}\n"),
        "puglia": ("Masseria Le Fabbriche, Savelletri di Fasano (BR)\n"
                   "Conferma prenotazione 5-15 agosto 2023 - appartamento bilocale\nOspiti: Rinaldi Giulia + 2\n"
                   f"Totale {_eur(r, 1400, 1900)} - caparra versata 30%\n"),
        "sardegna": ("Moby Lines - Biglietto\nLIVORNO > OLBIA 02/08/2025 22:00 - OLBIA > LIVORNO 16/08/2025 21:00\n"
                     "Passaggio ponte + poltrona, auto FIAT TIPO GB417ZT\nPasseggeri: Rinaldi Giulia, Ferri "
                     f"Marco, Ferri Chiara\nTotale {_eur(r, 420, 560)}\n"),
        "berlino": ("Lufthansa - Ihre Reisebestätigung\nBLQ > MUC > BER 22.04.2019 / BER > FRA > BLQ 26.04.2019\n"
                    "Passagiere: RINALDI GIULIA MS, FERRI MARCO MR\nHotel: Michelberger Hotel, Warschauer Str. 39\n"),
    }[trip]


# --------------------------------------------------------------------------- health

def t_ricetta(r, dt, who="Giulia Rinaldi"):
    farmaco = r.choice(["EUTIROX 50 mcg 50 compresse", "AUGMENTIN 875 mg + 125 mg 12 compresse",
                        "BENTELAN 1 mg 10 compresse effervescenti", "AERIUS 5 mg 20 compresse",
                        "ANTRA 20 mg 14 capsule"])
    return ("SERVIZIO SANITARIO NAZIONALE - REGIONE EMILIA-ROMAGNA\nPROMEMORIA PER L'ASSISTITO - Ricetta "
            f"elettronica\nNRE: 0801A{r.randint(10**9, 10**10)}\nAssistito: {who.upper()}\n"
            f"Prescrizione: {farmaco}\nQuantità: {r.randint(1, 2)}\nNote: esente? NO - ticket regionale\n"
            f"Medico: Dott. Roberto Marchetti - MMG AUSL Bologna - {_it(dt)}\n")


def t_referto(r, dt):
    esami = [("Emoglobina", "g/dL", 12, 15.5), ("Glicemia", "mg/dL", 70, 100), ("Colesterolo totale", "mg/dL",
             150, 230), ("TSH reflex", "mUI/L", .5, 4), ("Ferritina", "ng/mL", 15, 150),
             ("Vitamina D", "ng/mL", 20, 45)]
    rows = "\n".join(f"{e:<22} {r.uniform(lo * .85, hi * 1.1):7.1f} {u:<8} ({lo}-{hi})" for e, u, lo, hi in esami)
    return ("AZIENDA USL DI BOLOGNA - Laboratorio Unico Metropolitano (LUM)\nREFERTO ESAMI DI LABORATORIO\n"
            f"Paziente: RINALDI GIULIA - nata il 12/05/1982\nData prelievo: {_it(dt)} - Poliambulatorio Mazzacorati"
            f"\n\n{rows}\n\nReferto firmato digitalmente - disponibile sul Fascicolo Sanitario Elettronico\n")


def t_cup(r, dt):
    return ("CUP 2000 - Promemoria di prenotazione\nAzienda USL di Bologna\n\n"
            f"Prestazione: {r.choice(['VISITA DERMATOLOGICA', 'ECOGRAFIA TIROIDE', 'VISITA OCULISTICA'])}"
            f"\nAssistito: RINALDI GIULIA\nData e ora: {_it(dt + timedelta(days=r.randint(20, 90)))} ore "
            f"{r.randint(8, 16)}:{r.choice(['00', '15', '30', '45'])}\nSede: Ospedale Bellaria, padiglione G\n"
            f"Ticket da pagare: {_eur(r, 23, 52)} prima della prestazione\nCodice prenotazione: "
            f"{r.randint(10**7, 10**8)}\nPer disdire: CUPWEB o 800 884 888 almeno 3 giorni lavorativi prima\n")


def t_dentista(r, dt):
    who = r.choice(["Rinaldi Giulia", "Ferri Marco", "Ferri Chiara"])
    return ("Studio Dentistico Dott. Alessandro Fabbri - Via Toscana 66, Bologna\n"
            f"FATTURA n. {r.randint(100, 900)}/{dt.year} del {_it(dt)}\nPaziente: {who}\n"
            f"{r.choice(['Igiene orale professionale', 'Otturazione composito 2.6', 'Visita ortodontica e impronte'])}"
            f"\nImporto: {_eur(r, 70, 260)} - esente IVA art. 10 DPR 633/72\nPagamento: bancomat (tracciabile, "
            "detraibile)\nSpesa trasmessa al Sistema Tessera Sanitaria\n")


def t_pediatra(r, dt):
    return ("Dott.ssa Valentina Gualandi - Pediatra di libera scelta\nCERTIFICATO DI IDONEITÀ ALLA PRATICA DI "
            "ATTIVITÀ SPORTIVA NON AGONISTICA (DM 24/04/2013)\n\nSi certifica che FERRI CHIARA, nata il "
            "14/02/2017, sulla base della visita medica e dell'ECG a riposo, non presenta controindicazioni "
            f"in atto alla pratica di attività sportiva non agonistica.\nValido un anno dal {_it(dt)}\n")


def t_vaccini(r, dt):
    return ("AUSL Bologna - Pediatria di comunità\nCertificato vaccinale - FERRI CHIARA (14/02/2017)\n\n"
            "Esavalente: 3 dosi (2017)\nMPRV: 2 dosi (2018, 2022)\nPneumococco: 3 dosi\nMeningococco B: 3 dosi\n"
            "Meningococco ACWY: 1 dose\ndTpa-IPV richiamo: 2022\nSituazione vaccinale regolare ai sensi della "
            "L. 119/2017\n")


def t_tessera(r, dt):
    return ("MINISTERO DELL'ECONOMIA E DELLE FINANZE - TESSERA SANITARIA\nTessera Europea di Assicurazione "
            "Malattia (TEAM)\n\nCognome: RINALDI  Nome: GIULIA\nCodice fiscale: RNLGLI82E52A944Q\n"
            "Nato/a a: BOLOGNA (BO) il 12/05/1982\nScadenza: 11/2029\nNumero identificazione: 80380"
            f"{r.randint(10**14, 10**15)}\n")


# --------------------------------------------------------------------------- car

AUTO = "FIAT TIPO SW 1.6 Multijet - targa GB417ZT - telaio ZFA35600006R41287"


def t_bollo(r, dt):
    return ("REGIONE EMILIA-ROMAGNA - Tassa automobilistica - ricevuta di pagamento PagoPA\n"
            f"Veicolo: {AUTO}\nIntestatario: FERRI MARCO\nPeriodo: 12 mesi da {MESI[dt.month - 1]} {dt.year}\n"
            f"kW 88 - Euro 6d\nImporto: {_eur(r, 240, 275)}\nIUV: RF{r.randint(10**18, 10**19)}\n")


def t_rca(r, dt):
    return (f"FELSINEA ASSICURAZIONI - Polizza RC Auto n. 31/A/{r.randint(100000, 999999)}\nVeicolo: {AUTO}\n"
            "Contraente: Ferri Marco - conducente: guida libera\nClasse di merito CU: 1\nGaranzie: RCA massimale "
            "10 mln, furto e incendio, assistenza stradale, cristalli\n"
            f"Premio annuo: {_eur(r, 410, 560)}\nScadenza: {_it(dt + timedelta(days=365))}\n")


def t_tagliando(r, dt):
    return ("Autofficina Righi Giorgio & C. - Via Emilia Levante 210, Bologna\n"
            f"Fattura n. {r.randint(200, 900)} del {_it(dt)}\nVeicolo: {AUTO} - km {r.randint(68000, 91000)}\n"
            "Tagliando: olio 5W30, filtro olio, filtro aria, filtro abitacolo, controllo freni\n"
            f"Totale {_eur(r, 260, 420)} IVA inclusa\nProssimo tagliando: +20.000 km o 12 mesi\n")


def t_multa(r, dt):
    return ("COMUNE DI BOLOGNA - Polizia Locale\nVERBALE DI ACCERTAMENTO DI VIOLAZIONE n. "
            f"{r.randint(10**6, 10**7)}/V/{dt.year}\n\nVeicolo: FIAT TIPO targa GB417ZT\nViolazione: art. 7 c. 9 e "
            "14 C.d.S. - transito in zona a traffico limitato (ZTL) senza autorizzazione\n"
            f"Luogo: via Ugo Bassi / varco Sirio - data {_it(dt - timedelta(days=40))} ore 13:42\n"
            "Importo: 83,00 EUR + spese di notifica 14,50 EUR; ridotto del 30% se pagato entro 5 giorni\n"
            "Obbligato in solido: FERRI MARCO\n")


def t_revisione(r, dt):
    return ("Centro Revisioni Bolognina - Certificato di revisione\n"
            f"Veicolo: {AUTO}\nData: {_it(dt)}\nEsito: REGOLARE - km {r.randint(60000, 80000)}\n"
            "Prossima revisione entro: " + _it(dt + timedelta(days=730)) + "\n")


# --------------------------------------------------------------------------- the cat

def t_vet(r, dt):
    what = r.choice(["visita clinica + vaccino trivalente felino (RCP)", "visita + esami del sangue (profilo renale)",
                     "pulizia dentale in sedazione", "visita per vomito, iniezione antiemetico"])
    return ("Ambulatorio Veterinario Dott.ssa Elena Sgarbi - Via Emilia Levante 200, Bologna\n"
            f"Ricevuta n. {r.randint(100, 999)}/{dt.year} del {_it(dt)}\nProprietario: Giulia Rinaldi\n"
            "Paziente: PEPE - gatto europeo tigrato, maschio castrato, nato 04/2019 - microchip 380260101234567\n"
            f"Prestazioni: {what}\n"
            f"Peso: {r.uniform(5.1, 5.9):.1f} kg\nTotale: {_eur(r, 45, 220)} - spesa veterinaria detraibile\n")


def t_anagrafe(r, dt):
    return ("REGIONE EMILIA-ROMAGNA - Anagrafe regionale degli animali d'affezione\nCertificato di iscrizione\n\n"
            "Specie: gatto - Nome: PEPE - razza: europeo - mantello: tigrato\nMicrochip: 380260101234567 - "
            "applicato il 12/06/2019\nProprietario: RINALDI GIULIA - via Mazzini 148, Bologna\n")


def t_zooplus(r, dt):
    return (f"zooplus - Conferma d'ordine n. {r.randint(10**8, 10**9)}\n\n"
            "1 x Royal Canin Sterilised 37 - 10 kg\n24 x Almo Nature HFC Cats tonno 70 g\n"
            "1 x Lettiera Catsan Hygiene Plus 20 l\n"
            f"Totale: {_eur(r, 72, 110)} - consegna a Giulia Rinaldi, via Mazzini 148\n")


# --------------------------------------------------------------------------- cooking

RICETTE = {
    "tortellini": ("Tortellini della nonna Anna", ("Ripieno: 150 g lombo di maiale rosolato nel burro, 100 g "
                   "prosciutto crudo, 100 g mortadella, 150 g parmigiano 24 mesi, 1 uovo, noce moscata. "
                   "Sfoglia: 1 uovo per etto di farina. Chiudere sul mignolo. Brodo di cappone e manzo.")),
    "ragu": ("Ragù alla bolognese (ricetta depositata)", ("300 g cartella di manzo macinata, 150 g pancetta, "
             "50 g carota, 50 g sedano, 50 g cipolla, 5 cucchiai di passata, mezzo bicchiere di vino bianco, "
             "latte intero. Cuocere piano almeno 2 ore.")),
    "crescentine": ("Crescentine fritte", ("500 g farina, 25 g strutto, 12 g lievito di birra, acqua e latte, "
                    "sale. Stendere a 3 mm, tagliare a rombi, friggere nello strutto.")),
    "caponata": ("Caponata di melanzane (di Rosaria, Siracusa)", ("Melanzane a cubetti fritte, sedano sbollentato, "
                 "cipolla, olive, capperi, pomodoro, agrodolce con aceto e zucchero. Meglio il giorno dopo.")),
    "torta_riso": ("Torta di riso bolognese", ("1 l latte, 200 g riso, 250 g zucchero, 5 uova, 100 g mandorle "
                   "tritate, cedro candito, scorza di limone, liquore all'amaretto. Forno 170 °C 1 ora.")),
    "norma": ("Pasta alla Norma", ("Melanzane fritte, salsa di pomodoro con basilico, ricotta salata grattugiata. "
              "Maccheroni o rigatoni.")),
    "friggione": ("Friggione", ("1 kg cipolle bianche a fette sottili, 500 g pomodori pelati, strutto o olio, "
                  "pizzico di zucchero. Cuocere 3 ore a fuoco bassissimo.")),
}


def t_ricetta_cucina(r, dt, k="ragu"):
    t, body = RICETTE[k]
    note = r.choice(['la versione di Marco usa più pancetta', 'provata a Natale', 'da GialloZafferano, modificata', ''])
    return f"{t}\n\nPer 4 persone\n{body}\n\nNote: {note}\n"


# --------------------------------------------------------------------------- loose notes (Desktop, Download)

def t_note_lotto5(r, dt):
    return ("Lotto 5 KTM 200 - cose da chiedere a Sabine\n- Ersatzteilkatalog: le Pos.-Nr. vanno tradotte? "
            "(credo di no, restano i codici)\n- \"Greiferleiste\" = barra pinze? non è nel TB\n- \"Vakuumsauger\" "
            "ventosa OK\n- tabella coppie di serraggio cap. 6: manca la colonna Nm nel DE\n"
            "- consegna 11/06: ce la faccio se il 2 giugno lavoro (ponte...)\n"
            f"- parole fatte finora: {r.randint(12000, 15000)} / 22460\n")


def t_note_assemblea(r, dt):
    return ("telefonata Bertocchi (amministratore)\n- assemblea spostata al 23, sala parrocchiale\n"
            "- rata straordinaria citofoni 3 rate da ~95 euro\n- chiedere se il cassone per le macerie del "
            "bagno può stare in cortile 2 giorni -> ok ma avvisare i condomini con cartello\n"
            "- infiltrazione box 4? non è nostra\n")


def t_itinerario_bozza(r, dt):
    return ("Sicilia - idee (bozza condivisa con Marco)\nPalermo: Ballarò, Cappella Palatina, arancine da "
            "Sfrigola? chiedere a Davide\nCefalù: spiaggia la mattina presto, Duomo\nOrtigia: mercato, "
            "Fonte Aretusa, Teatro greco\nNoto al tramonto, granita a Marzamemi\nTaormina: Isola Bella, Etna con "
            "guida (Chiara ha 9 anni: ok sopra gli 8)\nTraghetto: GNV da Genova l'8 agosto - prenotato!\n")


def t_lettera_amm(r, dt):
    return (f"Bologna, {_itl(dt)}\n\nSpett.le Studio Bertocchi Amministrazioni Condominiali\nVia Murri 41, Bologna"
            "\n\nOggetto: Condominio via Mazzini 148 - int. 9 - comunicazione lavori\n\nCon la presente "
            "comunichiamo che dal 16 marzo al 30 giugno saranno eseguiti lavori di rifacimento del bagno "
            "dall'impresa Edil Reno di Benni Sauro, nel rispetto degli orari del regolamento condominiale. "
            "Chiediamo l'autorizzazione a posizionare un cassone per le macerie nel cortile per due giorni.\n\n"
            "Distinti saluti\nGiulia Rinaldi e Marco Ferri\n")


def t_disponibilita(r, dt):
    return _eml(r, dt, ME, "Federica Colombo <pm@traduco.it>", "Re: disponibilità",
                """Ciao Federica,

grazie per aver pensato a me. Fino all'11 giugno sono piena con i manuali Hartmann (lotto 5), quindi per il
catalogo da 7.000 parole potrei iniziare il 12 e consegnare il 19. Se il cliente accetta, confermo la
tariffa del nostro accordo quadro (0,10/parola, fuzzy al 60%). La fattura la emetto a fine lavoro come
sempre, pagamento a 60 gg f.m.

Giulia
""")


def t_cv(r, dt):
    return ("CURRICULUM VITAE - formato europeo\nGiulia Rinaldi\nnata a Bologna il 12/05/1982\n\n"
            "Esperienza: 2012-2017 Lingua Franca Servizi Linguistici, traduttrice e project manager\n"
            "Istruzione: 2012 Dottorato di ricerca in Traduzione (Università di Bologna, Forlì); 2007 Laurea "
            "magistrale in Traduzione specializzata (SSLMIT Forlì), 110/110 e lode\nLingue: tedesco C2, "
            "inglese C2\nStrumenti: SDL Trados 2015, memoQ, MultiTerm, Xbench\n")


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

    def blob(head: bytes, n: int = 1500):
        return lambda rr, dt: _blob(rr, head, n)

    def sys_(rel: str, age: float, data: bytes) -> None:
        add(rel, L, "System", age, data)

    ini = b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n"
    lock = b"\x0eGiulia Rinaldi" + b"\x20" * 40
    PK = b"PK\x03\x04\x14\x00\x06\x00"
    MZ = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00"

    D, DL, DT, IMG = "Documenti", "Download", "Desktop", "Immagini"
    TR = f"{D}/Traduzioni"
    HJ = f"{TR}/Clienti/Hartmann 2026 - manuali"

    # ------------------------------------------------------------ the Hartmann job (Projects, Translation)
    add(f"{HJ}/00 Offerta e accordi/Offer_Hartmann_manuals_2026_DE-IT.pdf", P, "Translation", 174, t_hart_offer)
    add(f"{HJ}/00 Offerta e accordi/Hartmann_Lotti_tracking.xlsx", P, "Translation", 3, t_hart_tracking)
    add(f"{HJ}/00 Offerta e accordi/Geheimhaltungsvereinbarung_Hartmann_Rinaldi.pdf", P, "Translation", 160,
        lambda rr, dt: ("GEHEIMHALTUNGSVEREINBARUNG zwischen der Hartmann Verpackungstechnik GmbH, Memmingen, und "
                        "Frau Giulia Rinaldi, Übersetzerin, Bologna\n\n§1 Vertrauliche Informationen sind alle "
                        "technischen Unterlagen, Zeichnungen und Betriebsanleitungen der Maschinenserien HVT, KTM "
                        "und LS.\n§2 Die Übersetzerin verpflichtet sich, keine öffentlichen MT-Dienste zu "
                        f"verwenden.\n§3 Laufzeit: 5 Jahre.\nMemmingen / Bologna, {dt:%d.%m.%Y}\n"))
    add(f"{HJ}/Terminologia/Hartmann_TB_DE-IT.sdltb", P, "Translation", 6, blob(b"Standard Jet DB\x00", 2400))
    add(f"{HJ}/Terminologia/Hartmann_Glossar_DE-IT-EN.xlsx", P, "Translation", 9, t_glossary)
    add(f"{DL}/export (2).csv", P, "Translation", 16,
        lambda rr, dt: t_glossary(rr, dt, "Deutsch;Italiano;English;Definition/Note;Source"), hard=True)
    add(f"{HJ}/Terminologia/Note_di_stile_Hartmann.md", P, "Translation", 47, t_hart_style)
    po_age = {1: 124, 2: 96, 3: 70, 4: 42, 5: 14}
    del_age = {1: 98, 2: 73, 3: 45, 4: 17}
    inv_age = {1: 96, 2: 70, 3: 42, 4: 12}
    for b, model in ((1, "HVT420"), (2, "HVT420"), (3, "HVT600"), (4, "KTM200"), (5, "KTM200")):
        f = f"{HJ}/Lotto {b} - {model}"
        add(f"{f}/Bestellung_HVT-B-2026-{410 + b * 7}.pdf", P, "Translation", po_age[b],
            lambda rr, dt, b=b: t_hart_po(rr, dt, b))
        add(f"{f}/Hartmann_Los{b}_DE-IT.sdlppx", P, "Translation", po_age[b] - 1, blob(PK, 3000))
        if b in (1, 4, 5):
            add(f"{f}/Analyse_Los{b}.csv", P, "Translation", po_age[b] - 1,
                lambda rr, dt, b=b: t_trados_report(rr, dt, b))
        if b in del_age:
            add(f"{f}/Hartmann_Los{b}_DE-IT.sdlrpx", P, "Translation", del_age[b], blob(PK, 3000))
            add(f"{f}/Fattura_{INV_NO[b]}-2026_Hartmann_Lotto{b}.pdf", P, "Translation", inv_age[b],
                lambda rr, dt, b=b: t_hart_invoice(rr, dt, b))
            add(f"{f}/IT03847120375_{140 + INV_NO[b]:05d}.xml", P, "Translation", inv_age[b],
                lambda rr, dt, b=b: t_fattura_xml(rr, dt, INV_NO[b], ("Hartmann Verpackungstechnik GmbH",
                                                  "Industriestraße 14, 87700 Memmingen", "DE281447903", "XXXXXXX"),
                                                  round(_weighted(random.Random(b), BATCHES[b - 1][3])[4] * .12, 2),
                                                  f"Traduzione DE-IT Lotto {b} - PO HVT-B-2026-{410 + b * 7}"))
        if b in (1, 3, 4, 5):
            add(f"{f}/Domande_Lotto{b}.xlsx", P, "Translation", (del_age.get(b, 3)) + 2,
                lambda rr, dt, b=b: t_hart_queries(rr, dt, b))
        if b in (2, 3, 4):
            add(f"{f}/QA_report_Lotto{b}.txt", P, "Translation", del_age[b], lambda rr, dt, b=b: t_hart_qa(rr, dt, b))
        if b in (3, 4):
            add(f"{f}/Lieferung Los {b} - delivery.eml", P, "Translation", del_age[b],
                lambda rr, dt, b=b: t_hart_delivery(rr, dt, b))
    add(f"{HJ}/Lotto 4 - KTM200/KTM200_BA_Kap05_IT_rev.docx", P, "Translation", 19,
        lambda rr, dt: t_hart_target(rr, dt, 4))
    add(f"{HJ}/Lotto 5 - KTM200/KTM200_ET_Kap03_DE_Referenz.docx", P, "Translation", 13,
        lambda rr, dt: t_hart_source(rr, dt, 5))
    add(f"{HJ}/Lotto 5 - KTM200/KTM200_ET_Kap03_IT_bozza.docx", P, "Translation", 1,
        lambda rr, dt: t_hart_target(rr, dt, 5))
    add(f"{HJ}/Lotto 5 - KTM200/AW Rückfragen Los 5.eml", P, "Translation", 4, lambda rr, dt: t_hart_kessler(rr, dt, 5))
    sys_(f"{HJ}/Lotto 5 - KTM200/~$TM200_ET_Kap03_IT_bozza.docx", 0.2, lock)
    sys_(f"{HJ}/Lotto 5 - KTM200/~$Domande_Lotto5.xlsx", 0.3, lock)
    add(f"{HJ}/Lotto 6 - LS90/LS90_Betriebsanleitung_Vorabversion.pdf", P, "Translation", 8,
        lambda rr, dt: ("Betriebsanleitung Etikettiersystem LS 90 - VORABVERSION, nicht zur Übersetzung freigegeben\n"
                        "Hartmann Verpackungstechnik GmbH\n1 Sicherheit\n1.1 Bestimmungsgemäße Verwendung: Das "
                        "Etikettiersystem LS 90 dient zum Aufbringen von Selbstklebeetiketten auf Beutel und "
                        "Faltschachteln.\nHinweis der Redaktion: Los 6 - Übersetzung IT ab Juli 2026.\n"))
    # Hartmann material loose in Download and on the Desktop (hard: name and folder say nothing)
    add(f"{DL}/Anhang.pdf", P, "Translation", 14, lambda rr, dt: t_hart_source(rr, dt, 5), hard=True)
    add(f"{DL}/Anhang (1).pdf", P, "Translation", 42, lambda rr, dt: t_hart_po(rr, dt, 4), hard=True)
    add(f"{DL}/download.pdf", P, "Translation", 66, lambda rr, dt: t_hart_target(rr, dt, 3), hard=True)
    add(f"{DT}/Nuovo documento di testo (2).txt", P, "Translation", 2, t_note_lotto5, hard=True)
    add(f"{DL}/report.csv", P, "Translation", 13, lambda rr, dt: t_trados_report(rr, dt, 5), hard=True)

    # ------------------------------------------------------------ the translation business (Areas)
    for i, (num, age) in enumerate([(4, 480), (15, 360), (27, 250), (33, 200), (38, 160)]):
        cl = [0, 2, 0, 4, 1][i]
        add(f"{TR}/Fatture/2025/IT03847120375_{num + 100:05d}.xml", A, "Translation", age,
            lambda rr, dt, num=num, cl=cl: t_fattura_xml(rr, dt, num, cl, 0.0, rr.choice(DESCS)))
        if i % 2 == 0:
            add(f"{TR}/Fatture/2025/Fattura_{num}-2025_{CLIENTS[cl][0].split()[0]}.pdf", A, "Translation", age,
                lambda rr, dt, num=num, cl=cl: t_invoice_pdf(rr, dt, num, cl, rr.choice(DESCS)))
    for i, (num, age) in enumerate([(2, 140), (4, 118), (10, 80), (13, 55), (17, 6)]):
        cl = [2, 0, 4, 0, 0][i]
        add(f"{TR}/Fatture/2026/IT03847120375_{num + 140:05d}.xml", A, "Translation", age,
            lambda rr, dt, num=num, cl=cl: t_fattura_xml(rr, dt, num, cl, 0.0, rr.choice(DESCS)))
        if i % 2 == 1:
            add(f"{TR}/Fatture/2026/Fattura_{num}-2026_{CLIENTS[cl][0].split()[0]}.pdf", A, "Translation", age,
                lambda rr, dt, num=num, cl=cl: t_invoice_pdf(rr, dt, num, cl, rr.choice(DESCS)))
    add(f"{TR}/Preventivi/Preventivo_Traduco_catalogo_2026.docx", A, "Translation", 61,
        lambda rr, dt: t_preventivo(rr, dt, 0))
    add(f"{TR}/Preventivi/Preventivo_ValSanterno_schede.docx", A, "Translation", 150,
        lambda rr, dt: t_preventivo(rr, dt, 2))
    add(f"{TR}/Preventivi/Preventivo_Ing_Bassi.pdf", A, "Translation", 96, lambda rr, dt: t_preventivo(rr, dt, 4))
    add(f"{TR}/Clienti/Traduco/NDA_Traduco_firmato.pdf", A, "Translation", 700, t_nda)
    add(f"{TR}/Clienti/Traduco/PO_Traduco_marzo.pdf", A, "Translation", 85, t_agency_po)
    add(f"{TR}/Clienti/Traduco/Nuovo progetto TR-2026.eml", A, "Translation", 9,
        lambda rr, dt: t_agency_mail(rr, dt, 0))
    add(f"{TR}/Clienti/Wordbridge/New job WB.eml", A, "Translation", 40, lambda rr, dt: t_agency_mail(rr, dt, 1))
    add(f"{TR}/Clienti/LinguaTech/vendor_job_offer.eml", A, "Translation", 130, lambda rr, dt: t_agency_mail(rr, dt, 3))
    add(f"{TR}/Amministrazione/Tariffe_2026.xlsx", A, "Translation", 150, t_tariffe)
    add(f"{TR}/Amministrazione/Registro_incassi_2025.xlsx", A, "Translation", 130, t_incassi)
    add(f"{TR}/Amministrazione/Registro_incassi_2026.xlsx", A, "Translation", 2, t_incassi)
    add(f"{DL}/ricevuta (2).pdf", A, "Translation", 120, t_aiti, hard=True)
    add(f"{DL}/documento (5).pdf", A, "Translation", 85, t_agency_po, hard=True)
    add(f"{DT}/Re_ disponibilità.eml", A, "Translation", 5, t_disponibilita, hard=True)
    add(f"{DL}/documento (6).pdf", A, "Translation", 118, lambda rr, dt: t_invoice_pdf(rr, dt, 4, 0, DESCS[0]),
        hard=True)
    add(f"{D}/Documento1.docx", A, "Translation", 61, lambda rr, dt: t_preventivo(rr, dt, 2), hard=True)

    # translation reference (Resources)
    RS = f"{TR}/Risorse"
    add(f"{RS}/Regolamento_UE_2023-1230_macchine_IT.pdf", R, "Translation", 300, t_direttiva)
    add(f"{RS}/Microsoft_Italian_Style_Guide.pdf", R, "Translation", 900, t_styleguide)
    add(f"{RS}/Appunti_UNI_EN_ISO_20607.docx", R, "Translation", 420, t_iso_notes)
    add(f"{RS}/Corso post-editing AITI - appunti.docx", R, "Translation", 260, t_postediting)
    add(f"{RS}/Glossario_meccanica_DE-IT_generale.xlsx", R, "Translation", 800,
        lambda rr, dt: t_glossary(rr, dt, "Tedesco;Italiano;Inglese;Nota;Fonte"))
    add(f"{RS}/Trados_Studio_2024_guida_rapida.pdf", R, "Translation", 380,
        lambda rr, dt: ("Trados Studio 2024 - Guida rapida\n1. Aprire un pacchetto progetto (.sdlppx): File > Apri "
                        "pacchetto.\n2. Editor: Ctrl+Invio conferma il segmento; Ctrl+Alt+Invio conferma e passa al "
                        "prossimo non confermato.\n3. Verifica: F8 avvia il controllo QA.\n4. Creare il pacchetto "
                        "di ritorno (.sdlrpx): Progetto > Crea pacchetto di ritorno.\n"))
    add(f"{DL}/file.pdf", R, "Translation", 230, t_styleguide, hard=True)

    # translation: the past (Archive)
    LF = f"{D}/Lavoro Lingua Franca 2012-2017"
    add(f"{LF}/Contratto_assunzione_LinguaFranca.pdf", X, "Translation", 5140, t_lf_contract)
    for y, m, age in ((2016, 3, 3720), (2017, 6, 3270)):
        add(f"{LF}/Cedolini/cedolino_{y}_{m:02d}.pdf", X, "Translation", age, t_lf_payslip)
    add(f"{LF}/Lettera_dimissioni_2017.docx", X, "Translation", 3290, t_lf_dimissioni)
    add(f"{LF}/Procedura_PM_LinguaFranca_v2015.docx", X, "Translation", 3900, t_lf_procedure)
    LC = f"{TR}/Lavori conclusi"
    for y, name, cl, desc, age in (
            (2023, "ValSanterno_catalogo_2024", 2, "Traduzione EN > IT catalogo piastrelle 2024, 9.800 parole", 890),
            (2024, "Wordbridge_sito_pompe", 1, "Traduzione DE > IT sito web pompe centrifughe serie KP", 700),
            (2024, "IngBassi_capitolato_aspirazione", 4, DESCS[5], 560)):
        add(f"{LC}/{y}/{name}/consegna_{name}.txt", X, "Translation", age,
            lambda rr, dt, cl=cl, desc=desc: t_old_job(rr, dt, cl, desc))
    add(f"{LC}/2024/Wordbridge_sito_pompe/Pumpen_Website_DE-IT.docx", X, "Translation", 705,
        lambda rr, dt: ("Kreiselpumpen der Serie KP - Pompe centrifughe della serie KP\nHochwirkungsgrad-Motoren IE4 "
                        "- Motori ad alta efficienza IE4\nAnfragen Sie ein Angebot - Richiedi un preventivo\n"))
    add(f"{D}/Scansioni/Scansione_0001.pdf", X, "Translation", 1500, t_lf_contract, hard=True)

    # ------------------------------------------------------------ PhD (Archive)
    PH = f"{D}/Dottorato"
    add(f"{PH}/Tesi_Rinaldi_XXIV_ciclo_definitiva.pdf", X, "PhD", 5180, t_thesis)
    for n, age in ((1, 5500), (3, 5390), (4, 5300)):
        add(f"{PH}/Capitoli/cap{n}_bozza.docx", X, "PhD", age, t_thesis_chapter)
    add(f"{PH}/bibliografia_tesi.bib", X, "PhD", 5200, t_phd_bib)
    add(f"{PH}/Discussione_18-04-2012.pptx", X, "PhD", 5157, blob(PK, 4000))
    add(f"{PH}/Abstract_convegno_Forli_2011.docx", X, "PhD", 5500, t_phd_conf)
    add(f"{PH}/Corpus/lista_manuali_corpus_DE.csv", X, "PhD", 5700,
        lambda rr, dt: "id;produttore;macchina;anno;token\n" + "\n".join(
            f"DE{i:03d};{rr.choice(['Bosch Packaging', 'Rovema', 'Hassia', 'Uhlmann', 'Multivac'])};"
            f"{rr.choice(['Schlauchbeutelmaschine', 'Kartoniermaschine', 'Tiefziehmaschine'])};"
            f"{rr.randint(2001, 2010)};{rr.randint(4000, 30000)}" for i in range(1, 25)) + "\n")
    dot(f"{PH}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(200), 5150)
    dot(f"{PH}/Capitoli/._cap1_bozza.docx", b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X", 5150)
    add(f"{D}/Scansioni/Scansione_0012.pdf", X, "PhD", 1400, t_defence, hard=True)

    # ------------------------------------------------------------ Finance (Areas)
    TX = f"{D}/Tasse e contributi"
    add(f"{TX}/2025/F24_saldo2024_acconto2025_30-06-2025.pdf", A, "Finance", 336, t_f24)
    add(f"{TX}/2025/F24_secondo_acconto_01-12-2025.pdf", A, "Finance", 182, lambda rr, dt: t_f24(rr, dt, "acconto"))
    add(f"{TX}/2025/Redditi_PF_2025_Rinaldi.pdf", A, "Finance", 250, t_redditi)
    add(f"{TX}/2024/Redditi_PF_2024_Rinaldi.pdf", A, "Finance", 610, t_redditi)
    add(f"{TX}/2024/F24_saldo2023_acconto2024.pdf", A, "Finance", 700, t_f24)
    add(f"{TX}/2026/Studio Guidi - scadenze giugno 2026.pdf", A, "Finance", 18, t_commercialista)
    add(f"{TX}/2026/Elenco documenti per Redditi 2026.docx", A, "Finance", 30,
        lambda rr, dt: ("Per la Dott.ssa Guidi - Redditi PF 2026 (anno 2025)\n- fatture emesse 2025: 38 (XML nel "
                        "cassetto fiscale)\n- F24 pagati 2025: giugno e dicembre\n- spese mediche famiglia: "
                        "precompilato ok, manca dentista Chiara\n- interessi mutuo 2025: certificazione banca\n"
                        "- bonifici parlanti bagno: sono 2026, valgono per l'anno prossimo\n- quota AITI, "
                        "corso post-editing (non deducibili nel forfettario)\n"))
    add(f"{TX}/INPS/Estratto_conto_contributivo_2026.pdf", A, "Finance", 70, t_inps)
    BK = f"{D}/Banca"
    add(f"{DL}/documento (8).pdf", A, "Finance", 150, t_estratto, hard=True)
    add(f"{BK}/Estratti conto/EC_2026_Q1.pdf", A, "Finance", 60, t_estratto)
    add(f"{BK}/Mutuo/Piano_ammortamento_mutuo_0047731.pdf", A, "Finance", 800, t_mutuo)
    add(f"{DL}/getPDF.pdf", A, "Finance", 110,
        lambda rr, dt: ("BANCA EMILIANA DI CREDITO - Certificazione interessi passivi anno 2025\nMutuo n. 0047731 - "
                        "acquisto abitazione principale, via Mazzini 148 Bologna\nIntestatari: Rinaldi Giulia 50%,"
                        f" Ferri Marco 50%\nInteressi pagati: {_eur(rr, 1700, 2100)}\nOneri accessori: 0,00\n"
                        "Valida ai fini della detrazione del 19% (art. 15 TUIR)\n"), hard=True)
    add(f"{BK}/movimenti_conto_2026.csv", A, "Finance", 8, t_movimenti_csv)
    add(f"{D}/Bilancio famiglia 2026.xlsx", A, "Finance", 4, t_budget)
    add(f"{DL}/documento.pdf", A, "Finance", 182, lambda rr, dt: t_f24(rr, dt, "acconto"), hard=True)
    add(f"{DL}/allegato.pdf", A, "Finance", 18, t_commercialista, hard=True)
    add(f"{DL}/documento (2).pdf", A, "Finance", 70, t_inps, hard=True)
    add(f"{DL}/ShowDocument.pdf", A, "Finance", 95, t_ade, hard=True)
    add(f"{DL}/export (1).csv", A, "Finance", 32, t_movimenti_csv, hard=True)
    add(f"{D}/Cartel1.xlsx", A, "Finance", 140, t_budget, hard=True)
    add(f"{D}/Scansioni/Scansione_0005.pdf", A, "Finance", 380, t_mutuo, hard=True)

    # ------------------------------------------------------------ the trattoria (Areas, Marco)
    TG = f"{D}/Trattoria Glicine"
    add(f"{TG}/HACCP/Piano_autocontrollo_HACCP_rev5.pdf", A, "Trattoria", 240, t_haccp_piano)
    for m, age in (("2026-03", 62), ("2026-04", 32), ("2026-05", 1)):
        add(f"{TG}/HACCP/Registro_temperature_{m}.xlsx", A, "Trattoria", age, t_haccp_temp)
    add(f"{TG}/HACCP/Attestati/attestato_alimentarista_Marco.pdf", A, "Trattoria", 610, t_haccp_attestato)
    add(f"{TG}/HACCP/Attestati/attestato_Ahmed_2025.pdf", A, "Trattoria", 290, t_haccp_attestato)
    add(f"{TG}/HACCP/Tabella_allergeni_sala.docx", A, "Trattoria", 400,
        lambda rr, dt: ("TABELLA ALLERGENI - Reg. UE 1169/2011 - Trattoria Il Glicine\nTortellini: glutine, uova, "
                        "latte, sedano (brodo)\nTagliatelle al ragù: glutine, uova, sedano, latte\nCotoletta "
                        "alla bolognese: glutine, uova, latte\nFriggione: -\nZuppa inglese: uova, latte, glutine, "
                        "frutta a guscio\nPer informazioni rivolgersi al personale di sala.\n"))
    for i, age in enumerate((75, 44, 6)):
        add(f"{TG}/Fornitori/Fatture/fattura_fornitore_{i + 1:02d}_2026.pdf", A, "Trattoria", age,
            t_fornitore_fattura)
    add(f"{TG}/Fornitori/Listino_Caseificio_2026.xlsx", A, "Trattoria", 140, t_listino)
    add(f"{TG}/Fornitori/Listino_Montanari_salumi.xlsx", A, "Trattoria", 200, t_listino)
    add(f"{TG}/Personale/Turni_giugno_2026.xlsx", A, "Trattoria", 1, t_turni)
    add(f"{TG}/Personale/Turni_maggio_2026.xlsx", A, "Trattoria", 31, t_turni)
    sys_(f"{TG}/Personale/~$rni_giugno_2026.xlsx", 0.5, lock)
    for m, age in (("04", 31), ("05", 2)):
        add(f"{TG}/Personale/Buste paga/Cedolini_2026-{m}.pdf", A, "Trattoria", age, t_busta)
    add(f"{DL}/contratto.pdf", A, "Trattoria", 12,
        lambda rr, dt: (f"{GLICINE}\n\nCONTRATTO DI LAVORO A TEMPO DETERMINATO STAGIONALE\nLavoratore: Luca Monti, "
                        "nato a Bologna il 03/09/2004\nMansione: cameriere di sala, livello 5 CCNL Pubblici "
                        "Esercizi\nDurata: dal 01/06/2026 al 30/09/2026 (attività stagionale, art. 21 D.Lgs. "
                        "81/2015)\nOrario: part-time 30 ore settimanali, turni serali\n"), hard=True)
    for m, age in (("2026-03", 61), ("2026-04", 31), ("2026-05", 1)):
        add(f"{TG}/POS/POS_Nexi_{m}.csv", A, "Trattoria", age, t_pos)
    add(f"{TG}/Corrispettivi/chiusura_RT_2026-05-30.pdf", A, "Trattoria", 2, t_corrispettivi)
    add(f"{TG}/Corrispettivi/chiusura_RT_2026-05-31.pdf", A, "Trattoria", 1, t_corrispettivi)
    add(f"{TG}/Soci/Verbale_soci_aprile_2026.docx", A, "Trattoria", 50, t_snc)
    add(f"{TG}/Soci/Redditi_SP_2025_Il_Glicine_snc.pdf", A, "Trattoria", 230,
        lambda rr, dt: (f"MODELLO REDDITI SOCIETÀ DI PERSONE 2025 - periodo d'imposta 2024\n{GLICINE}\n"
                        f"Reddito d'impresa: {_eur(rr, 50000, 90000)}\nImputazione ai soci: Ferri Marco 50% - "
                        "Cavazza Davide 50%\nIntermediario: Studio Barbieri\n"))
    add(f"{TG}/Menu/Menu_maggio_2026.docx", A, "Trattoria", 33, t_glicine_menu)
    add(f"{TG}/Menu/Menu_giugno_2026.docx", A, "Trattoria", 1, t_glicine_menu)
    add(f"{DT}/Cartel1.xlsx", A, "Trattoria", 3, t_turni, hard=True)
    add(f"{DT}/Documento1.docx", A, "Trattoria", 26, t_snc, hard=True)
    add(f"{DT}/Nuovo documento di testo (3).txt", A, "Trattoria", 4, t_ordine, hard=True)
    add(f"{DL}/export.csv", A, "Trattoria", 30, t_pos, hard=True)
    add(f"{DL}/fattura (1).pdf", A, "Trattoria", 21, t_fornitore_fattura, hard=True)
    add(f"{D}/Scansioni/Scansione_0007.pdf", A, "Trattoria", 300, t_haccp_attestato, hard=True)
    add(f"{DL}/print.pdf", A, "Trattoria", 58, t_corrispettivi, hard=True)

    # ------------------------------------------------------------ home: flat, condominio, utilities (Areas)
    CA = f"{D}/Casa"
    add(f"{CA}/Condominio/Convocazione_assemblea_2026.pdf", A, "Home", 12, t_condo_convocazione)
    add(f"{CA}/Condominio/Convocazione_assemblea_2025.pdf", A, "Home", 380, t_condo_convocazione)
    add(f"{CA}/Condominio/Rendiconto_2024-2025.xlsx", A, "Home", 370, t_condo_rendiconto)
    add(f"{CA}/Condominio/Verbale_assemblea_giugno_2025.pdf", A, "Home", 350, t_condo_verbale)
    for kind, ages in (("luce", (95, 35)), ("gas", (125, 5)), ("acqua", (150,))):
        for age in ages:
            dt = NOW - timedelta(days=age)
            add(f"{CA}/Bollette/{kind.capitalize()}/Bolletta_{kind}_{dt:%Y-%m}.pdf", A, "Home", age,
                lambda rr, d, kind=kind: t_bolletta(rr, d, kind))
    add(f"{DL}/avviso.pdf", A, "Home", 45, t_tari, hard=True)
    add(f"{CA}/Bollette/Fastweb_fattura_maggio.pdf", A, "Home", 24, t_fibra)
    add(f"{CA}/Caldaia/Rapporto_controllo_efficienza_2025.pdf", A, "Home", 230, t_caldaia)
    add(f"{CA}/Assicurazione casa/Polizza_Casa_Famiglia_2026.pdf", A, "Home", 100, t_assic_casa)
    add(f"{DL}/documento (3).pdf", A, "Home", 368, t_condo_rendiconto, hard=True)
    add(f"{DT}/appunti.txt", A, "Home", 14, t_note_assemblea, hard=True)
    add(f"{D}/Scansioni/Scansione_0010.pdf", A, "Home", 228, t_caldaia, hard=True)
    add(f"{DL}/fattura.pdf", A, "Home", 66, lambda rr, dt: t_bolletta(rr, dt, "gas"), hard=True)

    # home: the bathroom renovation (Projects)
    BA = f"{CA}/Bagno 2026"
    add(f"{BA}/Preventivi/Preventivo_EdilReno_bagno.pdf", P, "Home", 118, t_bagno_preventivo)
    add(f"{BA}/Preventivi/Preventivo_EdilReno_bagno_v2.pdf", P, "Home", 101, t_bagno_preventivo)
    add(f"{BA}/Preventivi/Preventivo_Zanetti_scaldacqua_PdC.pdf", P, "Home", 97, t_bagno_idraulico)
    add(f"{BA}/Preventivi/Preventivo_BagnoFacile_concorrente.pdf", P, "Home", 125,
        lambda rr, dt: ("BagnoFacile Srl - Ristrutturazione bagno chiavi in mano\nPreventivo per: Ferri Marco, Bologna"
                        f"\nBagno 6 mq completo di sanitari e piastrelle di serie: {_eur(rr, 11500, 13800)} IVA "
                        "inclusa\nTempi: 10 giorni lavorativi\nPratiche bonus incluse\n"))
    add(f"{BA}/CILA/Ricevuta_CILA_PG_2026.pdf", P, "Home", 84, t_cila)
    add(f"{BA}/CILA/mail_geometra_Zucchini.eml", P, "Home", 83, t_geometra)
    add(f"{BA}/Contratto_appalto_EdilReno_firmato.pdf", P, "Home", 90,
        lambda rr, dt: (f"CONTRATTO DI APPALTO PER LAVORI EDILI\n{EDIL}\nCommittenti: Rinaldi Giulia e Ferri Marco"
                        "\nOggetto: rifacimento bagno via Mazzini 148 int. 9, come da preventivo v2\nInizio "
                        "lavori: 16/03/2026 - fine lavori prevista: 30/04/2026\nPenale per ritardo: 50 EUR/giorno "
                        "oltre 15 giorni di tolleranza\nCorrispettivo: a misura come da computo\n"))
    add(f"{BA}/Detrazioni/bonifico_parlante_acconto_30.pdf", P, "Home", 88, t_bonifico_parlante)
    add(f"{BA}/Detrazioni/bonifico_parlante_SAL_40.pdf", P, "Home", 34, t_bonifico_parlante)
    add(f"{BA}/Detrazioni/ENEA_scheda_scaldacqua_bozza.docx", P, "Home", 6, t_enea)
    add(f"{BA}/Fatture/Fattura_EdilReno_acconto.pdf", P, "Home", 89, lambda rr, dt: t_bagno_fattura(rr, dt, 0))
    add(f"{BA}/Fatture/Fattura_EdilReno_SAL.pdf", P, "Home", 35, lambda rr, dt: t_bagno_fattura(rr, dt, 0))
    add(f"{DL}/fattura (3).pdf", P, "Home", 9, lambda rr, dt: t_bagno_fattura(rr, dt, 1), hard=True)
    add(f"{BA}/Scelte piastrelle e sanitari.docx", P, "Home", 78, t_piastrelle)
    add(f"{BA}/Spese bagno e detrazioni.xlsx", P, "Home", 5, t_computo)
    add(f"{BA}/Lettera_amministratore_lavori.docx", P, "Home", 92, t_lettera_amm)
    sys_(f"{BA}/~$ttera_amministratore_lavori.docx", 92, lock)
    for age in (110, 76, 55, 41, 12, 3):
        photo(f"{BA}/Foto lavori/IMG_2026{(NOW - timedelta(days=age)):%m%d}_{_hms(r)}.jpg",
              P, "Home", age)
    add(f"{DL}/documento (1).pdf", P, "Home", 84, t_cila, hard=True)
    add(f"{D}/Scansioni/Scansione_0006.pdf", P, "Home", 35, lambda rr, dt: t_bagno_fattura(rr, dt, 0), hard=True)
    add(f"{DT}/da fare.txt", P, "Home", 3, t_bagno_todo, hard=True)
    add(f"{DL}/allegato (3).pdf", P, "Home", 97, t_bagno_idraulico, hard=True)
    add(f"{DL}/modulo (1).pdf", P, "Home", 7, t_enea, hard=True)
    add(f"{DL}/Documento1.docx", P, "Home", 92, t_lettera_amm, hard=True)

    # home: appliance manuals (Resources) and the 2019 kitchen (Archive)
    for what, name, age in (("lavatrice", "Bosch_WAU28PH9IT_manuale.pdf", 900),
                            ("caldaia", "Vaillant_ecoTEC_uso.pdf", 1700), ("forno", "Bosch_HBA574BR0_forno.pdf", 2550),
                            ("climatizzatore", "Daikin_Perfera_manuale.pdf", 700),
                            ("scaldacqua", "Ariston_Nuos_Plus_S2_libretto.pdf", 10)):
        add(f"{CA}/Manuali/{name}", R, "Home", age, lambda rr, dt, w=what: t_manual(rr, dt, w))
    add(f"{DL}/file (1).pdf", R, "Home", 690, lambda rr, dt: t_manual(rr, dt, "climatizzatore"), hard=True)
    CU = f"{CA}/Cucina 2019"
    add(f"{CU}/Preventivo_cucina_Castenaso.pdf", X, "Home", 2600, t_cucina_preventivo)
    add(f"{CU}/Fattura_saldo_cucina.pdf", X, "Home", 2520, t_cucina_fattura)
    add(f"{CU}/Bonifico_bonus_mobili_2019.pdf", X, "Home", 2521,
        lambda rr, dt: ("Ricevuta bonifico - BONUS MOBILI art. 16 c. 2 DL 63/2013\nOrdinante: Ferri Marco\n"
                        "Beneficiario: Arredo Cucine Castenaso Srl\nCausale: saldo fattura 311/2019 acquisto mobili "
                        "ed elettrodomestici classe A+ per immobile oggetto di ristrutturazione\n"))
    add(f"{CU}/progetto_cucina_misure.pdf", X, "Home", 2640,
        lambda rr, dt: ("Progetto cucina - misure rilevate\nParete A 362 cm, parete B 248 cm, altezza 270 cm\nAttacco "
                        "acqua a 48 cm da terra; presa forno dedicata 16A; cappa filtrante (no foro esterno)\n"))
    for age in (2560, 2518):
        photo(f"{CU}/foto/IMG_2019{(NOW - timedelta(days=age)):%m%d}_{_hms(r)}.jpg", X, "Home", age)

    # ------------------------------------------------------------ family: the communion (Projects)
    CH = f"{D}/Chiara"
    CO = f"{CH}/Comunione 10-05-2026"
    add(f"{CO}/Parrocchia_calendario_comunioni.pdf", P, "Family", 80, t_com_parrocchia)
    add(f"{CO}/Modulo_consenso_parrocchia.pdf", P, "Family", 60, t_com_consenso)
    add(f"{CO}/Invitati_comunione.xlsx", P, "Family", 2, t_com_invitati)
    add(f"{CO}/Conferma_pranzo_Ca_di_Monte.pdf", P, "Family", 64, t_com_pranzo)
    add(f"{CO}/Fotografo_Lambertini_riepilogo.pdf", P, "Family", 10, t_com_fotografo)
    add(f"{DL}/ordine.pdf", P, "Family", 50, t_com_bomboniere, hard=True)
    add(f"{CO}/Spese_comunione.xlsx", P, "Family", 6, t_com_spese)
    add(f"{CO}/Biglietti_ringraziamento_bozza.docx", P, "Family", 4, t_com_grazie)
    for i, age in enumerate((22, 22, 22, 21, 21, 20)):
        photo(f"{CO}/Foto per album/IMG-20260510-WA00{i + 11:02d}.jpg", P, "Family", age)
    photo(f"{CO}/Foto per album/IMG_5213.HEIC", P, "Family", 22)
    add(f"{DT}/Cartel2.xlsx", P, "Family", 9, t_com_spese, hard=True)
    add(f"{DL}/allegato (1).pdf", P, "Family", 10, t_com_fotografo, hard=True)
    add(f"{D}/Scansioni/Scansione_0009.pdf", P, "Family", 58, t_com_consenso, hard=True)
    add(f"{DL}/documento (7).pdf", P, "Family", 64, t_com_pranzo, hard=True)

    # family: the summer camp (Projects)
    CE = f"{CH}/Campo estivo 2026"
    add(f"{CE}/Ricevuta_iscrizione_campo_Lizzano.pdf", P, "Family", 54, t_camp_iscrizione)
    add(f"{CE}/Scheda_sanitaria_Chiara.pdf", P, "Family", 7, t_camp_sanitaria)
    add(f"{DT}/Nuovo Documento di Microsoft Word.docx", P, "Family", 3, t_camp_lista, hard=True)
    add(f"{CE}/Riunione genitori turno 2.eml", P, "Family", 6, t_camp_mail)
    add(f"{CE}/Bando_contributo_centri_estivi_2026.pdf", P, "Family", 70,
        lambda rr, dt: ("REGIONE EMILIA-ROMAGNA - Progetto conciliazione vita-lavoro 2026\nContributo per la frequenza "
                        "ai centri estivi di bambini e ragazzi 3-13 anni\nRequisiti: ISEE fino a 26.000 EUR, "
                        "entrambi i genitori occupati\nContributo massimo: 100 EUR a settimana, fino a 300 EUR\n"
                        "Domanda al Comune di Bologna entro il 15 giugno tramite sportello online\n"))
    add(f"{DL}/documento (4).pdf", P, "Family", 54, t_camp_iscrizione, hard=True)
    add(f"{DT}/Fwd_ informazioni.eml", P, "Family", 6, t_camp_mail, hard=True)

    # family: school and swimming (Areas)
    SC = f"{CH}/Scuola"
    for age in (200, 90, 8):
        add(f"{SC}/Comunicazioni/comunicazione_{(NOW - timedelta(days=age)):%Y-%m-%d}.pdf", A, "Family", age, t_scuola)
    add(f"{SC}/Pagella_3B_primo_quadrimestre.pdf", A, "Family", 480, t_pagella)
    add(f"{SC}/Mensa/Estratto_pasti_2026-03.pdf", A, "Family", 60, t_mensa)
    add(f"{SC}/Mensa/Estratto_pasti_2026-04.pdf", A, "Family", 30, t_mensa)
    add(f"{SC}/Delega_ritiro_2025-26.docx", A, "Family", 260, t_delega)
    add(f"{D}/Scansioni/Scansione_0014.pdf", A, "Family", 240, t_piscina, hard=True)
    add(f"{DL}/Documento senza titolo (1).pdf", A, "Family", 29, t_mensa, hard=True)
    add(f"{DL}/modulo.pdf", A, "Family", 262, t_delega, hard=True)
    add(f"{D}/Scansioni/Scansione_0008.pdf", A, "Family", 470, t_pagella, hard=True)
    add(f"{DL}/stampa (2).pdf", A, "Family", 8, t_scuola, hard=True)

    # ------------------------------------------------------------ travel: Sicily 2026 (Projects) and the past
    SI = f"{D}/Viaggi/Sicilia agosto 2026"
    add(f"{SI}/GNV_Genova-Palermo_08-08.pdf", P, "Travel", 120, t_gnv)
    add(f"{DL}/download (2).pdf", P, "Travel", 110, t_ttt, hard=True)
    for i, (name, age) in enumerate((("Castelbuono_Agriturismo_Bergi", 130), ("Ortigia_Dimora", 125),
                                     ("Taormina_Villa_Sole", 40))):
        add(f"{SI}/Alloggi/Booking_{name}.pdf", P, "Travel", age, lambda rr, dt, i=i: t_booking(rr, dt, i))
    add(f"{SI}/Itinerario Sicilia.docx", P, "Travel", 20, t_itinerario)
    add(f"{SI}/Etna_escursione_voucher.pdf", P, "Travel", 15, t_etna)
    add(f"{SI}/Budget viaggio.xlsx", P, "Travel", 18,
        lambda rr, dt: "Voce;Previsto;Pagato\n" + "\n".join(
            f"{v};{_n(p)};{_n(p * rr.choice([0, 1]))}" for v, p in (
                ("Traghetto GNV", 610), ("Traghetto TTT", 420), ("Agriturismo Bergi", 560), ("Dimora Ortigia", 980),
                ("Villa Sole Taormina", 690), ("Etna guida", 330), ("Benzina e autostrade", 350),
                ("Mangiare", 1200))) + "\n")
    add(f"{SI}/Guide/Sicilia orientale - guida.epub", P, "Travel", 60,
        lambda rr, dt: _epub("Sicilia orientale", "Guide Clup", "it", "Siracusa, Ortigia, Noto, Etna e Taormina: "
                             "itinerari, spiagge, dove mangiare. L'Etna si visita con guida sopra i 2.900 metri."))
    add(f"{DL}/download (1).pdf", P, "Travel", 120, t_gnv, hard=True)
    add(f"{DL}/conferma.pdf", P, "Travel", 125, lambda rr, dt: t_booking(rr, dt, 1), hard=True)
    add(f"{DT}/Nuovo documento di testo.txt", P, "Travel", 11, t_bagagli, hard=True)
    add(f"{DL}/Documento senza titolo.docx", P, "Travel", 95, t_itinerario_bozza, hard=True)
    VI = f"{D}/Viaggi"
    for trip, folder, name, age in (("berlino", "Berlino 2019", "Lufthansa_conferma.pdf", 2620),
                                    ("puglia", "Puglia 2023", "Masseria_conferma.pdf", 1150),
                                    ("vienna", "Vienna Natale 2024", "Ryanair_BLQ-VIE.pdf", 560),
                                    ("sardegna", "Sardegna 2025", "Moby_Livorno-Olbia.pdf", 390)):
        add(f"{VI}/{folder}/{name}", X, "Travel", age, lambda rr, dt, t=trip: t_old_trip(rr, dt, t))
    add(f"{VI}/Sardegna 2025/itinerario_Sardegna.docx", X, "Travel", 330,
        lambda rr, dt: ("Sardegna 2-16 agosto 2025\nOlbia > San Teodoro (appartamento Cala d'Ambra, 7 notti) > Cala "
                        "Gonone (4 notti, gita in barca Cala Luna e Cala Goloritzè) > Orosei\nRientro Moby da Olbia "
                        "il 16 sera\n"))
    add(f"{VI}/Vienna Natale 2024/Hotel_Wien_Rechnung.pdf", X, "Travel", 517,
        lambda rr, dt: ("Hotel Schani Wien - Rechnung Nr. 24-88123\nGast: Rinaldi Giulia, 3 Personen\n27.12.2024 - "
                        f"31.12.2024, Familienzimmer\nGesamt: {_eur(rr, 620, 780)} inkl. MwSt. und Ortstaxe\n"))
    add(f"{DL}/invoice.pdf", X, "Travel", 555, lambda rr, dt: t_old_trip(rr, dt, "vienna"), hard=True)

    # ------------------------------------------------------------ health (Areas)
    SA = f"{D}/Salute"
    add(f"{SA}/Giulia/Referto_esami_sangue_2026-02.pdf", A, "Health", 110, t_referto)
    add(f"{D}/Scansioni/Scansione_0015.pdf", A, "Health", 450, t_referto, hard=True)
    add(f"{SA}/Giulia/Ricetta_Eutirox.pdf", A, "Health", 40, t_ricetta)
    add(f"{SA}/Giulia/Prenotazione_CUP_ecografia.pdf", A, "Health", 25, t_cup)
    add(f"{D}/Scansioni/Scansione_0013.pdf", A, "Health", 900, t_tessera, hard=True)
    add(f"{DL}/promemoria.pdf", A, "Health", 19, lambda rr, dt: t_ricetta(rr, dt, "Marco Ferri"), hard=True)
    add(f"{SA}/Chiara/Certificato_vaccinale_Chiara.pdf", A, "Health", 600, t_vaccini)
    add(f"{SA}/Chiara/Certificato_sportivo_non_agonistico_2026.pdf", A, "Health", 16, t_pediatra)
    add(f"{SA}/Dentista/Fattura_Fabbri_2025-11.pdf", A, "Health", 200, t_dentista)
    add(f"{SA}/Dentista/Fattura_Fabbri_2026-04.pdf", A, "Health", 47, t_dentista)
    add(f"{DL}/allegato (2).pdf", A, "Health", 108, t_referto, hard=True)
    add(f"{DL}/stampa.pdf", A, "Health", 25, t_cup, hard=True)
    add(f"{D}/Scansioni/Scansione_0002.pdf", A, "Health", 160, t_ricetta, hard=True)
    add(f"{DL}/visualizza.pdf", A, "Health", 47, t_dentista, hard=True)
    add(f"{D}/Scansioni/Scansione_0011.pdf", A, "Health", 15, t_pediatra, hard=True)

    # ------------------------------------------------------------ car (Areas)
    AU = f"{D}/Auto"
    add(f"{AU}/Bollo_2026_GB417ZT.pdf", A, "Car", 60, t_bollo)
    add(f"{AU}/Bollo_2025_GB417ZT.pdf", A, "Car", 425, t_bollo)
    add(f"{DL}/documento (9).pdf", A, "Car", 150, t_rca, hard=True)
    add(f"{AU}/Tagliando_ottobre_2025.pdf", A, "Car", 230, t_tagliando)
    add(f"{AU}/Revisione_2024.pdf", A, "Car", 700, t_revisione)
    add(f"{AU}/Multa_ZTL_Ugo_Bassi.pdf", A, "Car", 75, t_multa)
    add(f"{DL}/ricevuta (1).pdf", A, "Car", 59, t_bollo, hard=True)
    add(f"{D}/Scansioni/Scansione_0003.pdf", A, "Car", 76, t_multa, hard=True)

    # ------------------------------------------------------------ the cat (Areas)
    PE = f"{D}/Pepe"
    for age in (520, 160, 38):
        add(f"{PE}/Veterinario/Sgarbi_{(NOW - timedelta(days=age)):%Y-%m-%d}.pdf", A, "Pets", age, t_vet)
    add(f"{PE}/Iscrizione_anagrafe_microchip.pdf", A, "Pets", 2500, t_anagrafe)
    add(f"{PE}/zooplus_ordine_maggio.pdf", A, "Pets", 17, t_zooplus)
    add(f"{DL}/ricevuta.pdf", A, "Pets", 38, t_vet, hard=True)
    add(f"{D}/Scansioni/Scansione_0004.pdf", A, "Pets", 2400, t_anagrafe, hard=True)
    add(f"{DL}/Conferma d'ordine.pdf", A, "Pets", 80, t_zooplus, hard=True)

    # ------------------------------------------------------------ cooking, books, software (Resources)
    RI = f"{D}/Ricette"
    for k, name, age in (("tortellini", "Tortellini nonna Anna.docx", 1800), ("ragu", "Ragu bolognese.docx", 1500),
                         ("crescentine", "crescentine.txt", 900), ("torta_riso", "Torta di riso.pdf", 700),
                         ("friggione", "Friggione.docx", 400), ("norma", "Pasta alla Norma.pdf", 150)):
        add(f"{RI}/{name}", R, "Cooking", age, lambda rr, dt, k=k: t_ricetta_cucina(rr, dt, k))
    add(f"{DL}/stampa (1).pdf", R, "Cooking", 45, lambda rr, dt: t_ricetta_cucina(rr, dt, "caponata"), hard=True)
    CAL = f"{D}/Calibre Library"
    for au, ti, lang, para, age in (
            ("Giuseppe Tomasi di Lampedusa", "Il Gattopardo", "it", ("Se vogliamo che tutto rimanga come è, bisogna "
             "che tutto cambi."), 600),
            ("Natalia Ginzburg", "Lessico famigliare", "it", ("Nella mia casa paterna, quand'ero ragazzina, a tavola, "
             "se io o i miei fratelli rovesciavamo il bicchiere..."), 900),
            ("Daniel Kehlmann", "Die Vermessung der Welt", "de", ("Im September 1828 verließ der größte Mathematiker "
             "des Landes zum ersten Mal seit Jahren seine Heimatstadt."), 1300),
            ("Elena Ferrante", "L'amica geniale", "it", ("Stamattina Rino mi ha telefonato, ho pensato che volesse "
             "di nuovo soldi."), 1100),
            ("Andrea Camilleri", "La forma dell'acqua", "it", "Luce d'alba non filtrava nel cortile della Splendor.",
             35)):
        add(f"{CAL}/{au}/{ti} ({r.randint(1, 80)})/{ti} - {au}.epub", R, "Books", age,
            lambda rr, dt, a=(ti, au, lang, para): _epub(*a))
    add(f"{CAL}/metadata.db", R, "Books", 35, blob(b"SQLite format 3\x00", 2000))
    for name, age in (("TradosStudio2024_SR1_CU6.exe", 170), ("ChromeSetup.exe", 600), ("HP_Easy_Start.exe", 400),
                      ("ArubaSign-Setup-win64.exe", 250), ("npp.8.6.4.Installer.x64.exe", 300)):
        add(f"{DL}/{name}", R, "Software", age, blob(MZ, 2500))

    # ------------------------------------------------------------ photos (Resources)
    RU = f"{IMG}/Rullino"
    for age in (520, 400, 300, 210, 160, 85, 47, 30, 9):
        dt = NOW - timedelta(days=age)
        photo(f"{RU}/{dt.year}/IMG_{dt:%Y%m%d}_{_hms(r)}.jpg", R, "Photos", age)
    for age in (180, 96, 44, 13):
        photo(f"{RU}/iPhone Marco/IMG_{r.randint(4000, 4999)}.HEIC", R, "Photos", age)
    for age in (150, 101, 63, 22, 15, 4):
        dt = NOW - timedelta(days=age)
        photo(f"{IMG}/WhatsApp/IMG-{dt:%Y%m%d}-WA{r.randint(0, 60):04d}.jpg", R, "Photos", age)
    for age in (210, 77, 36, 5):
        dt = NOW - timedelta(days=age)
        add(f"{IMG}/Screenshot/Screenshot {dt:%Y-%m-%d} {_hms(r)}.png", R, "Photos", age, "")
    for age in (1300, 640, 25):
        dt = NOW - timedelta(days=age)
        photo(f"{IMG}/Pepe/IMG_{dt:%Y%m%d}_{_hms(r)}.jpg", R, "Photos", age)
    for age in (160, 159):
        dt = NOW - timedelta(days=age)
        photo(f"{IMG}/Album/Natale 2025/IMG_{dt:%Y%m%d}_{_hms(r)}.jpg", R, "Photos", age)
    for age in (300, 299):
        dt = NOW - timedelta(days=age)
        photo(f"{IMG}/Album/Sardegna 2025/IMG_{dt:%Y%m%d}_{_hms(r)}.jpg", R, "Photos", age)
    photo(f"{DL}/WhatsApp Image 2026-05-11 at 09.14.22.jpeg", R, "Photos", 21)
    photo(f"{DL}/WhatsApp Image 2026-04-25 at 18.02.51.jpeg", R, "Photos", 37)
    add(f"{DT}/Screenshot 2026-05-27 101233.png", R, "Photos", 5, "")

    # ------------------------------------------------------------ the copy of the old Acer laptop (Archive)
    OLD = "Copia vecchio PC Acer"
    add(f"{OLD}/Documenti/CV_Giulia_Rinaldi_2017.docx", X, "Backup", 3300, t_cv)
    add(f"{OLD}/Documenti/Lettera_dimissioni.docx", X, "Backup", 3292, t_lf_dimissioni)
    add(f"{OLD}/Documenti/Documento1.docx", X, "Backup", 2900, t_lf_procedure)
    add(f"{OLD}/Documenti/Tesi/Tesi_Rinaldi_ultima_versione.pdf", X, "Backup", 5190, t_thesis)
    add(f"{OLD}/Documenti/Fatture 2018/Fattura_3-2018.pdf", X, "Backup", 2950,
        lambda rr, dt: t_invoice_pdf(rr, dt, 3, 0, "Traduzione DE > IT manuale pressa piegatrice"))
    add(f"{OLD}/Documenti/Fatture 2018/Fattura_11-2018.pdf", X, "Backup", 2800,
        lambda rr, dt: t_invoice_pdf(rr, dt, 11, 1, "Traduzione DE > IT Betriebsanleitung Kompressor"))
    add(f"{OLD}/Documenti/Casa/preventivo_cucina_vecchio.pdf", X, "Backup", 2650, t_cucina_preventivo)
    add(f"{OLD}/Documenti/Ricette/tortellini.txt", X, "Backup", 3000,
        lambda rr, dt: t_ricetta_cucina(rr, dt, "tortellini"))
    add(f"{OLD}/Documenti/Glossario_Ducati_officina.xlsx", X, "Backup", 3500,
        lambda rr, dt: t_glossary(rr, dt, "DE;IT;EN;Nota;Fonte"))
    add(f"{OLD}/Desktop/Nuovo documento di testo.txt", X, "Backup", 2700,
        lambda rr, dt: "password wifi vecchia: ma no, chiedere a Marco\nnumero commercialista Guidi 051 331908\n")
    add(f"{OLD}/Desktop/Berlino voli.pdf", X, "Backup", 2625, lambda rr, dt: t_old_trip(rr, dt, "berlino"))
    for age in (3100, 2750, 2610):
        dt = NOW - timedelta(days=age)
        photo(f"{OLD}/Immagini/{dt.year}/IMG_{dt:%Y%m%d}_{_hms(r)}.jpg", X, "Backup", age)
    photo(f"{OLD}/Immagini/Chiara nascita/DSC_{r.randint(1000, 9999)}.jpg", X, "Backup", 3395)
    add(f"{OLD}/Musica/Vasco Rossi - Albachiara.mp3", X, "Backup", 3600, blob(b"ID3\x03\x00\x00\x00\x00\x00\x00", 3000))
    sys_(f"{OLD}/Immagini/2017/Thumbs.db", 2900, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(500))
    sys_(f"{OLD}/Desktop/desktop.ini", 2700, ini)

    # ------------------------------------------------------------ left behind (Left, System)
    sys_(f"{DL}/Regolamento_UE_2023_1230.pdf.part", 300, b"%PDF-1.7\n" + bytes(800))
    sys_(f"{DL}/KTM200_Ersatzteilkatalog_DE.pdf.crdownload", 13, b"%PDF-1.6\n" + bytes(1200))
    sys_(f"{DL}/Non confermato 482113.crdownload", 40, bytes(900))
    sys_(f"{DL}/desktop.ini", 700, ini)
    sys_(f"{DT}/desktop.ini", 900, ini)
    sys_(f"{D}/desktop.ini", 900, ini)
    sys_(f"{D}/Scansioni/Thumbs.db", 160, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(400))
    sys_(f"{CO}/~$glietti_ringraziamento_bozza.docx", 0.4, lock)
    dot(f"{DL}/._Anhang.pdf", b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X", 14)
    dot(f"{DL}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(120), 14)

    return items
