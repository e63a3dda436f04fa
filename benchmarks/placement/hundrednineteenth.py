"""A hundred-and-nineteenth unseen labelled corpus: Giulia Benassi's Linux laptop, ``build(root, seed)``, written blind.

What I read, and nothing else: ``/tmp/brief/corpus_rules.txt``; ``benchmarks/placement/unseen.py`` lines
1-220 (docstring and helpers) and 1296-1360 (write/encode/add/dot/photo at the start of ``build()``);
``benchmarks/placement/corpus.py`` lines 1-30 and its functions ``_pdf`` and ``_jpeg``; ``blind.py`` lines
74-107 and its function ``_png``; a file-name listing of ``benchmarks/placement/``. Slip, recorded honestly:
printing ``corpus.py`` 169-215 in one go showed me the first ten lines of ``corpus.build()`` after ``_jpeg``
(a loop over a ``NAMED`` table writing into ``Downloads``); nothing from it is used here.

The person: Giulia Benassi, 29 (born 14 March 1997 in Carpi, Modena), a third-year PhD student in
archaeology (Dottorato in Storie, culture e civiltà, XXXIX ciclo, started November 2023, ends October 2026)
at the Università di Bologna, Dipartimento di Storia Culture Civiltà. Her thesis, supervised by prof. Paolo
Zanardi with dr. Eleni Papadaki of the Ephorate of Antiquities of Heraklion as co-tutor, is on Late Minoan
table ware and consumption practices in the Messarà (Crete), based on pottery from the UniBo excavation at
Kamilari. She lives in a rented room in via del Pratello 47 in Bologna (since October 2024; flatmates Marta
and Federico; landlady Loretta Gamberini), after five years in a room in via Mascarella (2019-2024). She
writes Italian, good academic English, some modern Greek from fieldwork. Money: the borsa di dottorato
(monthly cedolino from UniBo, INPS gestione separata), small paid translations (prestazione occasionale), a
730; a BPER account and Satispay. She is a teaching assistant (tutorato) for the same two courses every year
(Archeologia e storia dell'arte greca, first semester; Archeologia egea, second semester). Ongoing
projects as of NOW (2026-06-01): the thesis (LaTeX git repo, chapters, pottery catalogue, Zotero
bibliography); the Kamilari excavation season of July 2026 (permits, team, budget, flights, lodging); her
paper at EAA 2026 in Athens (abstract accepted, paper and slides in progress, registration and hotel); an
application to UniBo's Bando Mobilità Internazionale Dottorandi for a visiting period at the Scuola
Archeologica Italiana di Atene (October-December 2026, deadline 15 June 2026). Ended: the laurea magistrale
(Archeologia e culture del mondo antico, December 2022), the Kamilari season of 2024, the summer job at the
Museo Civico Archeologico di Bologna (June-September 2023, through a cooperative), the Erasmus semester at
Leiden (February-July 2020, half online because of Covid), the via Mascarella room, a poster at the national
doctoral conference in Padova (May 2025), and her old Redmi phone (backup kept).

The machine (Ubuntu, Italian locale): ``Documenti/`` (half-organised: Dottorato, Tesi material, Scavo Creta
2026 and 2024, Convegni, Atene, Finanze, Casa Pratello, Casa Mascarella, Salute, Tutorato, Documenti
personali, Articoli, Greco, Ricette, Libri, Università, Museo 2023, a ``2024/`` and a ``2025/`` dump),
``Scaricati/`` (the big dump), ``Scrivania/`` (loose files and a copied USB stick from the 2024 dig),
``Immagini/`` (dig photos, storeroom photos for the thesis, everyday photos, screenshots), ``Musica/``,
``Documenti/Zotero export/``,
``Progetti/tesi-latex/`` (git repo), ``Backup Redmi Note 8/`` (old phone).

LABELLING RULES (written before any file was generated; as of NOW = 2026-06-01):

- **Projects** (outcome with an end, still in progress, whatever the file's age):
  Tesi -- the doctoral thesis: repo, chapters, figures, data tables, pottery catalogue, storeroom photos of
  the sherds, meeting notes with the supervisors, the thesis's own Zotero collection export (.bib/.ris),
  the co-tutelage declaration. Scavo Creta -- the July 2026 season: permit, team list, budget, flights, car,
  lodging, insurance, equipment, mission authorisation and its reimbursement forms, photos of the April
  2026 reconnaissance. Convegni -- EAA 2026: abstract, acceptance, paper, slides notes, registration and
  membership fee, Athens hotel for the conference. Atene -- the mobility application: call, research plan,
  budget, invitation letter, the CV version made for it, emails to referees.
- **Areas** (ongoing, no end, whatever the document's age): Finanze -- borsa cedolini, CU of any year
  (including the 2024 CU from the museum cooperative), 730, INPS gestione separata, bank and Satispay,
  budget, prestazione occasionale receipts. Casa -- the current room: contract, registration, rent
  receipts, bills, shared-expenses split, messages with landlady and flatmates. Salute -- tessera sanitaria,
  doctor, CUP bookings, reports, tickets, vaccinations, dentist. Tutorato -- every semester's tutoring
  (the courses recur, so past semesters stay Areas). Dottorato -- the PhD as her job: annual reports,
  training plan, collegio minutes, attestati, the general CV. Documenti -- identity card, passport,
  codice fiscale scans.
- **Resources** (reference and interests): Archeologia -- published articles (even those cited in the
  thesis), manuals, the whole-library Zotero export, GIS guides; Greco -- Greek learning material; Libri --
  ebooks; Ricette; Musica; Software -- installers and archives of programs; Foto -- everyday photos and
  screenshots, including snapshots from Leiden and from the beach after the 2024 dig.
- **Archive** (finished/ended): Scavo Creta -- everything of the 2024 season, including its dig photos and
  the copied USB stick; Laurea magistrale; Museo -- the 2023 job (contract, shifts, payslips, guide texts);
  Erasmus -- Leiden 2020 documents; Casa -- the via Mascarella room; Convegni -- the Padova 2025 poster;
  Backup -- the old phone backup, whatever is inside it.
- **Left** (topic Sistema): ``.part``/``.crdownload`` downloads, ``~$`` Office lock files, ``desktop.ini``,
  ``Thumbs.db`` (these came with USB sticks from Windows PCs). Dot files (``.gitignore``, ``.git/*``,
  ``.~lock.*#``, ``.bashrc``) are written with ``dot()`` and not labelled.

Edge cases: a photo is Foto unless it documents a project (reconnaissance, storeroom sherds, the 2024 dig);
a tax document of an ended job is still Finanze; payslips and contract of that ended job are Archive/Museo;
an article PDF is Archeologia even when the thesis cites it. ``hard`` marks a file whose name and folder say
nothing about its subject (``Scaricati/documento(1).pdf``, ``Scrivania/scansione0003.pdf``,
``Scrivania/senza titolo.txt``, ``Scaricati/export.csv``, DOI-named article PDFs): only the text inside places
it. Images are never hard.
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

MESI = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
        "ottobre", "novembre", "dicembre"]
ME = "Giulia Benassi"
CF = "BNSGLI97C54B819X"
ADDR = "via del Pratello 47, 40122 Bologna (BO)"
UNI = "giulia.benassi4@studio.unibo.it"
GMAIL = "giuli.benassi97@gmail.com"
IBAN = "IT47 K053 8712 9000 0000 3581 224"


def _it(dt) -> str:
    return f"{dt.day} {MESI[dt.month - 1]} {dt.year}"


def _ds(dt) -> str:
    return dt.strftime("%d/%m/%Y")


def _eur(v: float) -> str:
    s = f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
    return s + " EUR"


def _eml(frm: str, to: str, subj: str, dt, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt.strftime('%a, %d %b %Y %H:%M:%S +0200')}\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


SHAPES = ["kylix", "coppa a stelo", "skyphos", "tazza conica", "brocca", "anfora", "cratere", "piatto",
          "coppa emisferica", "kalathos"]
FABRICS = ["F1 fine chiaro", "F2 fine rossastro", "F3 semifine", "F4 grossolano con inclusi", "F5 da cucina"]
PHASES = ["TM IIIA1", "TM IIIA2", "TM IIIB", "TM IIIA2-IIIB", "TM II-IIIA1"]
TEAM = [("Paolo Zanardi", "direttore", "UniBo"), ("Matteo Lodi", "responsabile di campo", "UniBo"),
        ("Giulia Benassi", "responsabile ceramica", "UniBo"), ("Sara Fantini", "topografa", "UniBo"),
        ("Luca Orsini", "dottorando", "UniBo"), ("Irene Galli", "studentessa LM", "UniBo"),
        ("Tommaso Rinaldi", "studente LM", "UniBo"), ("Nikos Manolakis", "operaio specializzato", "Pitsidia"),
        ("Eleni Papadaki", "rappresentante Eforia", "Eforia di Heraklion"),
        ("Chiara Bellini", "restauratrice", "freelance"), ("Anna Karagianni", "studentessa", "Univ. di Creta")]
ARTICLES = [
    ("Rupp", 2023, "Drinking sets and feasting in LM IIIA Knossos", "Annual of the British School at Athens"),
    ("Hallager", 2019, "Pottery consumption at Kommos in the Final Palatial period", "Hesperia"),
    ("La Rosa", 2020, "Haghia Triada nel TM III: i contesti del Villaggio", "Creta Antica"),
    ("Borgna", 2018, "Banchetti e gerarchie nella Creta micenea", "Studi Micenei ed Egeo-Anatolici"),
    ("Day and Wilson", 2022, "Petrographic fabrics of South-Central Crete", "Journal of Archaeological Science"),
    ("Watrous", 2021, "Settlement patterns of the western Mesara", "American Journal of Archaeology"),
    ("Militello", 2017, "Riti e consumo a Festòs tra TM II e TM IIIA", "Annuario della SAIA"),
    ("Knappett", 2020, "Network approaches to Aegean ceramics", "Cambridge Archaeological Journal"),
    ("Tsipopoulou", 2019, "Conical cups and what they hold", "Aegaeum"),
    ("Hatzaki", 2024, "Fine wares after the palaces", "Oxford Journal of Archaeology"),
    ("D'Agata", 2021, "Cultic feasting in Late Minoan III Crete", "Kernos"),
    ("Cadogan", 2016, "Kamilari revisited: the tholos and the settlement", "Cretan Studies"),
]
BOOKS = [("Il nome della rosa", "Umberto Eco", "it", "Era una bella mattina di fine novembre."),
         ("L'amica geniale", "Elena Ferrante", "it", "Stamattina Rino mi ha telefonato."),
         ("Zorba il greco", "Nikos Kazantzakis", "it", "L'ho incontrato la prima volta al Pireo."),
         ("The Secret History", "Donna Tartt", "en", "The snow in the mountains was melting."),
         ("Circe", "Madeline Miller", "en", "When I was born, the name for what I was did not exist."),
         ("Minoan Crete: An Introduction", "L. Vance Watrous", "en",
          "The Bronze Age civilisation of Crete emerged from Neolithic communities.")]
SONGS = [("Anna e Marco", "Lucio Dalla"), ("Piazza Grande", "Lucio Dalla"), ("Emilia", "Francesco Guccini"),
         ("La locomotiva", "Francesco Guccini"), ("Ta pedia tou Pirea", "Melina Mercouri"),
         ("Misirlou", "Dick Dale"), ("Vita spericolata", "Vasco Rossi"), ("Albachiara", "Vasco Rossi"),
         ("Cosa sarà", "Lucio Dalla"), ("Frankie", "Cesare Cremonini")]


def t_sherds(r: random.Random, n: int = 18) -> str:
    rows = ["id;contesto;forma;impasto;fase;frammenti;peso_g"]
    for i in range(n):
        rows.append(f"KAM-B-24-{r.randint(100, 999):04d};US {r.randint(201, 248)};{r.choice(SHAPES)};"
                    f"{r.choice(FABRICS)};{r.choice(PHASES)};{r.randint(1, 40)};{r.randint(5, 900)}")
    return "\n".join(rows)


def t_chapter(n: int, title: str, body: str) -> str:
    return (f"% !TEX root = ../main.tex\n\\chapter{{{title}}}\n\\label{{cap:{n}}}\n\n{body}\n\n"
            f"% TODO: rivedere dopo incontro con Zanardi\n")


CHAPTERS = [
    ("introduzione", "Introduzione",
     "Questa tesi indaga le pratiche di consumo di cibi e bevande nella Messarà tra TM II e TM IIIB, a partire "
     "dalla ceramica da mensa dell'insediamento di Kamilari (area B, campagne 2022-2026)."),
    ("storia_studi", "Storia degli studi",
     "Dopo gli scavi di Levi a Kamilari (1959) e le revisioni della tholos, l'abitato è rimasto inedito fino "
     "alla ripresa delle ricerche dell'Università di Bologna \\citep{cadogan2016}."),
    ("contesti", "I contesti di Kamilari, area B",
     "Le US 214, 221 e 236 restituiscono servizi da bevanda completi (kylikes, brocche, crateri) in giacitura "
     "primaria, sigillati dal crollo dell'ambiente B3."),
    ("catalogo", "Catalogo tipologico",
     "La classificazione segue \\citet{rupp2023} per le forme aperte; gli impasti F1-F5 sono definiti con "
     "l'analisi petrografica di 42 campioni \\citep{daywilson2022}."),
    ("consumo", "Pratiche di consumo e banchetto",
     "La proporzione tra vasi per bere e vasi per versare (4,3:1 nell'US 221) suggerisce un consumo collettivo "
     "di tipo cerimoniale, confrontabile con Haghia Triada \\citep{larosa2020}."),
    ("conclusioni", "Conclusioni", "Da scrivere dopo la campagna di luglio 2026."),
]


def t_bib(keys: list[tuple]) -> str:
    out = []
    for a, y, t, j in keys:
        k = a.split()[0].lower().replace("'", "") + str(y)
        out.append(f"@article{{{k},\n  author = {{{a}}},\n  year = {{{y}}},\n  title = {{{t}}},\n"
                   f"  journal = {{{j}}},\n  volume = {{{(y * 7) % 90 + 10}}},\n  pages = {{{y % 200}--{y % 200 + 24}}}\n}}")
    return "\n\n".join(out) + "\n"


def t_article(r: random.Random, a: tuple) -> str:
    au, y, title, j = a
    return (f"{j}, vol. {(y * 7) % 90 + 10} ({y}), pp. {y % 200}-{y % 200 + 24}\n{title}\n{au}\n"
            f"Abstract\nThis paper examines {title.lower()}. Ceramic assemblages from stratified deposits are "
            f"quantified by vessel count and rim-EVE, and compared across sites of South-Central Crete.\n"
            f"Keywords: Late Minoan, pottery, consumption, Mesara\n1. Introduction\nSince the excavations of the "
            f"twentieth century, the study of {title.split()[0].lower()} has relied on typology alone...\n"
            f"doi:10.{r.randint(1000, 9999)}/{r.randint(100000, 999999)}")


def t_cedolino(r: random.Random, dt) -> str:
    lordo = 1353.58
    inps = round(lordo * 0.1168, 2)
    return (f"ALMA MATER STUDIORUM - UNIVERSITA' DI BOLOGNA\nArea del Personale - Settore Trattamenti Economici\n"
            f"CEDOLINO BORSA DI DOTTORATO - {MESI[dt.month - 1].upper()} {dt.year}\n"
            f"Beneficiaria: {ME}  C.F. {CF}  Matricola 0001{r.randint(100000, 999999)}\n"
            f"Corso: Dottorato in Storie, culture e civiltà - XXXIX ciclo\n"
            f"Importo lordo mensile: {_eur(lordo)}\nContributo INPS gestione separata (quota 1/3 a carico "
            f"del percipiente, aliquota 35,03%): -{_eur(inps)}\nIRPEF: esente (art. 4 L. 476/1984)\n"
            f"Netto a pagare: {_eur(lordo - inps)}\nAccredito su IBAN {IBAN} il {_ds(dt)}")


def t_estratto(r: random.Random, dt) -> str:
    lines = [f"BPER Banca S.p.A. - Filiale di Bologna Ugo Bassi\nEstratto conto n. {dt.month // 3 + 1}/{dt.year}"
             f"\nIntestataria: {ME} - {ADDR}\nIBAN {IBAN}\nData;Descrizione;Dare;Avere"]
    saldo = r.uniform(2200, 5200)
    lines.append(f"Saldo iniziale: {_eur(saldo)}")
    for m in range(3):
        lines.append(f"27/{(dt.month - 3 + m) % 12 + 1:02d};BONIFICO UNIVERSITA DI BOLOGNA BORSA DOTTORATO;;"
                     f"{_eur(1195.51)}")
        lines.append(f"02/{(dt.month - 3 + m) % 12 + 1:02d};BONIFICO A GAMBERINI LORETTA AFFITTO STANZA;"
                     f"{_eur(430)};")
        lines.append(f"1{m}/{(dt.month - 3 + m) % 12 + 1:02d};PAGOBANCOMAT CONAD VIA UGO BASSI;"
                     f"{_eur(r.uniform(18, 64))};")
        lines.append(f"2{m}/{(dt.month - 3 + m) % 12 + 1:02d};RICARICA SATISPAY;{_eur(50)};")
    lines.append(f"Canone conto Giovani: 0,00 EUR\nSaldo finale: {_eur(saldo + r.uniform(-300, 400))}")
    return "\n".join(lines)


def t_hera(r: random.Random, dt) -> str:
    gas = r.uniform(38, 160) if dt.month in (11, 12, 1, 2, 3) else r.uniform(14, 40)
    luce = r.uniform(45, 90)
    return (f"HERA COMM S.p.A. - Bolletta luce e gas n. 4{r.randint(10000000, 99999999)}\n"
            f"Intestatario: Gamberini Loretta - fornitura in via del Pratello 47, int. 6, 40122 Bologna\n"
            f"Periodo: {MESI[(dt.month - 3) % 12]}-{MESI[(dt.month - 2) % 12]} {dt.year}\n"
            f"Energia elettrica POD IT001E0{r.randint(1000000, 9999999)}: {_eur(luce)}\n"
            f"Gas naturale PDR 0{r.randint(10 ** 12, 10 ** 13)}: {_eur(gas)}\nTotale da pagare: "
            f"{_eur(luce + gas)}  entro il {_ds(dt + timedelta(days=20))}\nAddebito SDD")


def t_split(r: random.Random, dt) -> str:
    rows = ["mese;voce;totale;Giulia;Marta;Federico"]
    for m in range(1, 6):
        for v, lo, hi in (("Hera luce+gas", 60, 190), ("Iliad fibra", 24.99, 24.99), ("spesa comune", 20, 55)):
            t = r.uniform(lo, hi)
            rows.append(f"2026-{m:02d};{v};{t:.2f};{t / 3:.2f};{t / 3:.2f};{t / 3:.2f}")
    rows.append("note;TARI 2026 divisa a parte (Loretta la anticipa);;;;")
    return "\n".join(rows)


def t_rent(r: random.Random, dt) -> str:
    return (f"RICEVUTA DI PAGAMENTO CANONE\nLa sottoscritta Loretta Gamberini, via Saragozza 110, Bologna, dichiara "
            f"di aver ricevuto da {ME} la somma di 430,00 EUR quale canone di locazione della stanza in "
            f"{ADDR}, mese di {MESI[dt.month - 1]} {dt.year}, tramite bonifico.\nContratto transitorio per "
            f"studenti universitari registrato il 24/09/2024, n. 5871 serie 3T.\nBologna, {_ds(dt)}\nFirma: "
            f"Loretta Gamberini")


def t_tutor_reg(r: random.Random, course: str, sem: str) -> str:
    rows = [f"Registro attività di tutorato - {course} - {sem};;;", "data;attività;ore;note"]
    for i in range(12):
        rows.append(f"{i + 1}a settimana;{r.choice(['ricevimento studenti', 'esercitazione materiali', 'correzione elaborati', 'visita al Museo Civico', 'preparazione prova intermedia'])};"
                    f"{r.choice([2, 2, 3, 4])};aula {r.choice(['Pellegrino', 'II San Giovanni in Monte', 'Gnudi'])}")
    rows.append("totale;;40;contratto 40 ore - 25,00 EUR/h lordi")
    return "\n".join(rows)


def t_students(r: random.Random) -> str:
    nomi = ["Rossi Alice", "Bianchi Luca", "Ferri Sofia", "Marchetti Davide", "Gentili Beatrice", "Costa Pietro",
            "Villa Martina", "Greco Elena", "Sala Filippo", "Monti Giorgia", "Pace Lorenzo", "Neri Camilla"]
    rows = ["matricola;studente;esercitazione 1;esercitazione 2;prova intermedia;presenze"]
    for n in nomi:
        rows.append(f"0001{r.randint(100000, 999999)};{n};{r.randint(18, 30)};{r.randint(18, 30)};"
                    f"{r.choice(['superata', 'superata', 'non superata', 'assente'])};{r.randint(6, 12)}/12")
    return "\n".join(rows)


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

    def hadd(rel: str, bucket: str, topic: str, age: float, content) -> None:
        add(rel, bucket, topic, age, content, hard=True)

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    def day(age: float):
        return NOW - timedelta(days=age)

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    S, D = "Scaricati", "Scrivania"

    # ================================================================ Projects / Tesi
    g = "Progetti/tesi-latex"
    dot(f"{g}/.gitignore", b"*.aux\n*.log\n*.out\n*.toc\n*.synctex.gz\nbuild/\n", 400)
    dot(f"{g}/.git/HEAD", b"ref: refs/heads/main\n", 2)
    dot(f"{g}/.git/config", b"[core]\n\trepositoryformatversion = 0\n[remote \"origin\"]\n"
        b"\turl = git@github.com:gbenassi/tesi-dottorato.git\n", 380)
    add(f"{g}/main.tex", P, "Tesi", 3,
        "\\documentclass[12pt,a4paper,oneside]{book}\n\\usepackage[italian,english]{babel}\n"
        "\\usepackage[T1]{fontenc}\n\\usepackage[style=authoryear,backend=biber]{biblatex}\n"
        "\\addbibresource{bibliografia.bib}\n\\title{Bere insieme nella Messarà tardo-minoica.\\\\ Ceramica da "
        "mensa e pratiche di consumo a Kamilari (TM II-IIIB)}\n\\author{Giulia Benassi}\n\\date{Dottorato in "
        "Storie, culture e civiltà -- XXXIX ciclo\\\\ Relatore: prof. Paolo Zanardi}\n\\begin{document}\n"
        "\\maketitle\n\\tableofcontents\n" + "".join(f"\\include{{capitoli/{i + 1:02d}_{c[0]}}}\n"
                                                     for i, c in enumerate(CHAPTERS))
        + "\\printbibliography\n\\include{appendici/catalogo}\n\\end{document}\n")
    for i, (slug, title, body) in enumerate(CHAPTERS):
        add(f"{g}/capitoli/{i + 1:02d}_{slug}.tex", P, "Tesi", [40, 120, 18, 6, 2, 30][i],
            t_chapter(i + 1, title, body))
    add(f"{g}/appendici/catalogo.tex", P, "Tesi", 9,
        "\\chapter*{Appendice A. Catalogo dei materiali}\n\\begin{longtable}{lllll}\nN. & Inv. & Forma & "
        "Impasto & Fase\\\\\\hline\n" + "".join(f"{i} & KAM-B-24-{100 + i * 7:04d} & {SHAPES[i % 10]} & "
                                                 f"{FABRICS[i % 5]} & {PHASES[i % 5]}\\\\\n" for i in range(1, 9))
        + "\\end{longtable}\n")
    add(f"{g}/bibliografia.bib", P, "Tesi", 4, t_bib(ARTICLES))
    add(f"{g}/README.md", P, "Tesi", 300,
        "# Tesi di dottorato - Giulia Benassi\n\nCompilare con `latexmk -pdf -bibtex main.tex`.\n\n"
        "- `capitoli/`: un file per capitolo\n- `figure/`: tavole e piante (esportate da QGIS e Inkscape)\n"
        "- `tabelle/`: dati quantitativi per US (da `catalogo_ceramica.xlsx`)\n\nScadenza deposito: 31/10/2026.\n")
    add(f"{g}/Makefile", P, "Tesi", 300, "all:\n\tlatexmk -pdf -bibtex main.tex\nclean:\n\tlatexmk -C\n")
    for n, age in (("fig_3_1_pianta_area_B.png", 60), ("fig_3_2_sezione_US214.png", 58),
                   ("fig_4_1_forme_aperte.png", 12), ("fig_4_2_impasti_petrografia.png", 11),
                   ("fig_5_1_rapporto_bere_versare.png", 3)):
        photo(f"{g}/figure/{n}", P, "Tesi", age)
    for us, age in (("US214", 20), ("US221", 19), ("US236", 5)):
        add(f"{g}/tabelle/conteggi_{us}.csv", P, "Tesi", age, lambda r, dt: t_sherds(r, 12))
    t = "Documenti/Dottorato/Tesi"
    add(f"{t}/catalogo_ceramica_v7.xlsx", P, "Tesi", 8, lambda r, dt: t_sherds(r, 30))
    add(f"{t}/indice provvisorio.docx", P, "Tesi", 95,
        "Indice provvisorio della tesi (versione febbraio 2026)\n1. Introduzione\n2. Storia degli studi su "
        "Kamilari\n3. I contesti dell'area B\n4. Catalogo tipologico e impasti\n5. Pratiche di consumo\n"
        "6. Conclusioni\nAppendice: catalogo, analisi petrografiche (campioni KAM 1-42)")
    add(f"{t}/cronoprogramma ultimo anno.xlsx", P, "Tesi", 150,
        "mese;attività;stato\nnov 2025;cap. 3 contesti;fatto\ngen 2026;cap. 4 catalogo;in corso\n"
        "mar 2026;petrografia con Papadaki;fatto\nlug 2026;campagna Kamilari: verifica US 236;da fare\n"
        "set 2026;cap. 5-6 e revisione;da fare\n31 ott 2026;deposito tesi e invio ai revisori;da fare")
    add(f"{t}/note incontro Zanardi 2026-04-22.md", P, "Tesi", 40,
        "# Incontro con Zanardi, 22/04/2026\n\n- cap. 3 ok, accorciare la parte sulla stratigrafia di B3\n"
        "- rapporto bere/versare: aggiungere confronto con Kommos (Hallager 2019)\n- la petrografia va in "
        "appendice, nel testo solo la sintesi degli impasti F1-F5\n- prossimo incontro dopo EAA\n")
    add(f"{t}/campioni petrografia Papadaki.xlsx", P, "Tesi", 70, lambda r, dt: "campione;inventario;impasto;"
        "note\n" + "\n".join(f"KAM {i};KAM-B-24-{r.randint(100, 999):04d};{r.choice(FABRICS)};"
                             f"{r.choice(['fillade', 'calcare micritico', 'chamotte', 'quarzo arrotondato'])}"
                             for i in range(1, 15)))
    add("Documenti/Zotero export/Tesi - collezione.bib", P, "Tesi", 4, t_bib(ARTICLES[:8]))
    add("Documenti/Zotero export/Tesi - collezione.ris", P, "Tesi", 30,
        "\n".join(f"TY  - JOUR\nAU  - {a}\nPY  - {y}\nTI  - {ti}\nT2  - {j}\nER  - " for a, y, ti, j in ARTICLES[:6]))
    for i, age in enumerate((410, 409, 409, 150, 149, 148)):
        photo(f"Immagini/Magazzino Heraklion/IMG_{day(age):%Y%m%d}_{101500 + i * 37}.jpg", P, "Tesi", age)
    for i, age in enumerate((146, 146)):
        photo(f"Immagini/Magazzino Heraklion/frammenti US221_{i + 1}.HEIC", P, "Tesi", age)
    # hard thesis files
    hadd(f"{S}/export.csv", P, "Tesi", 14, lambda r, dt: t_sherds(r, 25) + "\n# conteggio magazzino Heraklion, "
        "cassette 14-22, area B Kamilari")
    hadd(f"{D}/senza titolo.txt", P, "Tesi", 40,
        "zanardi 22/4\n- cap 3 ok ma tagliare stratigrafia B3\n- confronto Kommos!! Hallager 2019\n"
        "- petrografia in appendice\n- chiedere a Eleni le foto delle sezioni sottili KAM 7, 12, 31\n"
        "- scadenza deposito 31 ottobre, prima bozza completa a settembre\n")
    hadd(f"{D}/bozza.docx", P, "Tesi", 10,
        "5.2 Vasi per bere e vasi per versare\nNell'US 221 si contano 47 kylikes e coppe a stelo contro 11 "
        "brocche: un rapporto di 4,3:1, molto superiore a quello dei contesti domestici dell'area A. Il dato, "
        "insieme ai resti faunistici (ovicaprini giovani), indica un consumo collettivo, forse cerimoniale, "
        "nell'ambiente B3 di Kamilari durante il TM IIIA2.")
    hadd(f"{S}/output.pdf", P, "Tesi", 17,
        "Capitolo 3\nI contesti di Kamilari, area B\n3.1 L'ambiente B3\nLe US 214, 221 e 236 restituiscono "
        "servizi da bevanda completi (kylikes, brocche, crateri) in giacitura primaria, sigillati dal crollo "
        "dell'ambiente B3. La sequenza è datata al TM IIIA2 sulla base delle kylikes a stelo alto...\n"
        "Bozza - Giulia Benassi - tesi di dottorato XXXIX ciclo - pagina 41")
    hadd(f"{S}/CamScanner 04-05-2026 09.12.pdf", P, "Tesi", 28,
        "DICHIARAZIONE DI CO-TUTELA SCIENTIFICA\nLa sottoscritta dr. Eleni Papadaki, archeologa dell'Eforia "
        "delle Antichità di Heraklion, dichiara di seguire in qualità di co-tutor la tesi di dottorato di "
        "Giulia Benassi, 'Bere insieme nella Messarà tardo-minoica', e di autorizzare lo studio dei materiali "
        "dello scavo di Kamilari conservati nel magazzino di Heraklion.\nHeraklion, 30/04/2026\nFirma")
    hadd(f"{S}/dati.csv", P, "Tesi", 65, lambda r, dt: "campione;Ca;Fe;K;Sr;Zr;impasto\n" + "\n".join(
        f"KAM {i};{r.uniform(4, 18):.2f};{r.uniform(3, 7):.2f};{r.uniform(1, 3):.2f};{r.randint(180, 420)};"
        f"{r.randint(90, 240)};{r.choice(FABRICS)}" for i in range(1, 17))
        + "\n# pXRF Kamilari area B, misure 12/03/2026, lab. Heraklion")

    # ================================================================ Projects / Scavo Creta 2026
    c = "Documenti/Scavo Creta 2026"
    add(f"{c}/richiesta permesso 2026 SAIA.pdf", P, "Scavo Creta", 230,
        "Alla Scuola Archeologica Italiana di Atene\nOggetto: richiesta di permesso di scavo per la campagna "
        "2026 a Kamilari (Messarà, Creta)\nL'Università di Bologna, Dipartimento di Storia Culture Civiltà, "
        "chiede il rinnovo del permesso per il periodo 1-31 luglio 2026, area B, saggi B3 e B5.\n"
        "Direttore: prof. Paolo Zanardi. Bologna, 10/10/2025")
    add(f"{c}/permesso scavo 2026 traduzione.docx", P, "Scavo Creta", 45,
        "Traduzione di lavoro (G. Benassi) del permesso del Ministero della Cultura ellenico\nProt. "
        "ΥΠΠΟ/ΓΔΑΠΚ/ΔΙΠΚΑ/412233\nSi autorizza la Scuola Archeologica Italiana di Atene, per conto "
        "dell'Università di Bologna, a condurre scavi sistematici a Kamilari (Eforia di Heraklion) dal 1 al "
        "31 luglio 2026. Rappresentante dell'Eforia: dr. Eleni Papadaki. I reperti restano nel magazzino di "
        "Heraklion.\nOriginale: Άδεια ανασκαφής στο Καμηλάρι Ηρακλείου για το 2026.")
    add(f"{c}/squadra 2026.xlsx", P, "Scavo Creta", 20, "nome;ruolo;ente;arrivo;partenza\n" + "\n".join(
        f"{n};{ro};{e};{'30/06' if i < 4 else '04/07'};{'01/08' if i < 4 else '26/07'}"
        for i, (n, ro, e) in enumerate(TEAM)))
    add(f"{c}/budget campagna 2026.xlsx", P, "Scavo Creta", 12,
        "voce;quantità;costo unitario;totale\nvoli BLQ-HER a/r;9;210;1890\nalloggio Pitsidia 31 notti;4 "
        "appartamenti;38;4712\nnoleggio 2 auto;31 giorni;42;2604\noperai locali;2x22 giorni;75;3300\n"
        "attrezzatura e consumabili;1;900;900\nassicurazione missione;9;35;315\ntotale;;;13721\n"
        "copertura: fondi RFO Zanardi + contributo SAIA")
    add(f"{c}/attrezzatura.md", P, "Scavo Creta", 35,
        "# Attrezzatura Kamilari 2026\n\n- 2 stazioni totali (chiedere a Sara la Leica)\n- trowel WHS x 10\n"
        "- buste zip 4 formati, cartellini, pennarelli indelebili\n- schede US e schede reperto stampate\n"
        "- tablet con QField + progetto QGIS area B\n- cassette per ceramica (in magazzino a Pitsidia)\n")
    add(f"{c}/piano sicurezza cantiere.docx", P, "Scavo Creta", 25,
        "Piano di sicurezza - campagna di scavo Kamilari, luglio 2026\nOrario di lavoro 6:30-13:30 per il "
        "caldo. Acqua: 3 litri a testa. Kit primo soccorso in auto. Ospedale più vicino: Centro sanitario di "
        "Mires (25 min). Emergenze: 112. Responsabile sicurezza: Matteo Lodi.")
    add(f"{c}/autorizzazione missione UniBo.pdf", P, "Scavo Creta", 16,
        "ALMA MATER STUDIORUM - Università di Bologna\nAutorizzazione a compiere missione\nDottoranda: "
        "Giulia Benassi\nDestinazione: Kamilari / Heraklion (Grecia)\nPeriodo: 30/06/2026 - 01/08/2026\n"
        "Motivo: campagna di scavo e studio dei materiali per la tesi\nFondi: budget 10% dottorato + "
        "progetto Zanardi\nFirma del coordinatore del dottorato")
    add(f"{c}/alloggio Pitsidia conferma.pdf", P, "Scavo Creta", 50,
        "Villa Eleni Apartments - Pitsidia, Heraklion 70200\nBooking confirmation for: University of "
        "Bologna / Giulia Benassi\nCheck-in 30 June 2026 - Check-out 1 August 2026\n4 apartments, 9 persons\n"
        "Total 4,712.00 EUR - deposit 1,000.00 EUR paid by bank transfer")
    add(f"{c}/programma settimanale.md", P, "Scavo Creta", 8,
        "# Kamilari 2026 - programma\n\nSett. 1: pulizia area B, riapertura saggio B3, topografia\n"
        "Sett. 2-3: scavo US 236 e B5; lavaggio ceramica pomeriggio\nSett. 4: documentazione, magazzino "
        "Heraklion, consegna reperti all'Eforia\n")
    add(f"{c}/lavaggio e siglatura ceramica.txt", P, "Scavo Creta", 33,
        "turni lavaggio ceramica pomeriggio (16-19)\nlun: Irene, Tommaso\nmar: Luca, Anna\nmer: Giulia "
        "(siglatura KAM-B-26-)\ngio: Irene, Anna\nven: tutti, poi consegna cassette al magazzino Pitsidia\n")
    for i, age in enumerate((48, 48, 48, 47, 47)):
        photo(f"Immagini/Sopralluogo Kamilari 2026/IMG_{day(age):%Y%m%d}_{93012 + i * 411}.jpg", P,
              "Scavo Creta", age)
    # hard
    hadd(f"{S}/documento(1).pdf", P, "Scavo Creta", 38,
        "AEGEAN AIRLINES - E-TICKET RECEIPT\nPassenger: BENASSI/GIULIA MS\nBooking reference: K7QXZP\n"
        "A3 1631 Bologna (BLQ) - Heraklion (HER) via Athens  30 JUN 2026 06:10\nA3 1634 Heraklion (HER) - "
        "Bologna (BLQ) via Athens  01 AUG 2026 18:40\nBaggage: 1 x 23kg\nTotal paid: 214.80 EUR")
    hadd(f"{D}/scansione0003.pdf", P, "Scavo Creta", 44,
        "ELLINIKI DIMOKRATIA - YPOURGEIO POLITISMOU\nEforeia Archaiotiton Irakleiou\nIraklio, 14/04/2026\n"
        "Pros: Italiki Archaiologiki Scholi Athinon\nThema: Adeia systimatikis anaskafis sto Kamilari, "
        "perioxi B, 1-31 Iouliou 2026\nEkprosopos tis Eforeias: Dr. Eleni Papadaki\nI Proistameni")
    hadd(f"{S}/allegato.pdf", P, "Scavo Creta", 22,
        "UnipolSai Assicurazioni - Certificato di assicurazione infortuni e RC\nContraente: Università di "
        "Bologna - DiSCi\nMissione archeologica a Kamilari (Creta, Grecia), 30/06/2026 - 01/08/2026\n"
        "Assicurati: 9 partecipanti come da elenco allegato (Zanardi, Lodi, Benassi, Fantini, Orsini, Galli, "
        "Rinaldi, Bellini, Karagianni)\nPremio: 315,00 EUR")
    hadd(f"{S}/messaggio.eml", P, "Scavo Creta", 19, _eml(
        "Matteo Lodi <matteo.lodi@unibo.it>", UNI, "date definitive luglio", day(19),
        "Ciao Giulia,\nconfermo: noi quattro arriviamo il 30 giugno, gli studenti il 4 luglio. Puoi "
        "aggiornare la lista squadra per l'assicurazione e mandarla a Zanardi? Chiara (restauro) viene solo "
        "le ultime due settimane.\nPer le auto ho chiesto il preventivo a Ideal, te lo giro.\nMatteo"))
    hadd(f"{S}/tabella.xlsx", P, "Scavo Creta", 26, "voce;stima\nvoli 9 persone;1890\nVilla Eleni;4712\n"
        "auto x2;2604\noperai Nikos + 1;3300\nconsumabili;900\nassicurazione;315\nTOT;13721")
    hadd(f"{S}/Documento senza titolo.docx", P, "Scavo Creta", 6,
        "Cosa portare a Creta (luglio)\n- cappello, crema 50, 2 borracce\n- scarpe antinfortunistiche\n"
        "- trowel mio + pennelli\n- laptop con progetto QGIS area B e schede US\n- tessera TEAM\n"
        "- copia permesso e lettera Eforia\n- regali per Nikos e la famiglia di Villa Eleni")
    hadd(f"{S}/preventivo.pdf", P, "Scavo Creta", 17,
        "Ideal Rent a Car - Heraklion Airport\nQuotation no. 26-0871 for Mr Matteo Lodi / University of "
        "Bologna\n2 x Dacia Duster 4x4, pick-up 30/06/2026 10:00, return 01/08/2026 14:00\n31 days x 42.00 "
        "EUR x 2 = 2,604.00 EUR, full insurance, unlimited km, second driver Giulia Benassi")

    # ================================================================ Projects / Convegni (EAA 2026)
    e = "Documenti/Convegni/EAA 2026"
    add(f"{e}/abstract EAA2026 Benassi.docx", P, "Convegni", 170,
        "EAA 2026 Athens - Session 214: Commensality in the prehistoric Aegean\nDrinking together at "
        "Kamilari: table ware and ceremonial consumption in LM IIIA Mesara\nGiulia Benassi (University of "
        "Bologna)\nNew excavations in area B of the Kamilari settlement have yielded complete drinking sets "
        "sealed by the collapse of room B3...")
    add(f"{e}/acceptance.eml", P, "Convegni", 120, _eml(
        "EAA Secretariat <eaa2026@e-a-a.org>", UNI, "EAA 2026: your contribution has been accepted",
        day(120), "Dear Giulia Benassi,\nwe are pleased to inform you that your oral presentation 'Drinking "
        "together at Kamilari' has been accepted in session #214. Presentations are 15 minutes. Please note "
        "that presenting authors must be EAA members with a paid 2026 fee and registered by the early "
        "deadline.\nEAA Secretariat"))
    add(f"{e}/paper draft v3.docx", P, "Convegni", 5,
        "Drinking together at Kamilari (EAA 2026, 15 min)\n1. Introduction: the site and the 2022-2024 "
        "seasons\n2. Room B3: stratigraphy and the sealed deposit\n3. The drinking set: 47 kylikes, 11 jugs, "
        "2 kraters\n4. Comparison with Kommos and Haghia Triada\n5. Ceremonial consumption?")
    add(f"{e}/slides scaletta.md", P, "Convegni", 2,
        "# Slide EAA\n1. titolo\n2. mappa Messarà\n3. pianta area B (fig 3.1 tesi)\n4. foto US221\n"
        "5. grafico bere/versare\n6. confronti\n7. conclusioni + ringraziamenti (Eforia, SAIA)\n")
    add(f"{e}/EAA membership 2026 receipt.pdf", P, "Convegni", 100,
        "European Association of Archaeologists - Membership receipt\nMember: Giulia Benassi, Student/"
        "Unwaged category\nMembership year 2026: 35.00 EUR\nPaid by card 21/02/2026")
    hadd(f"{S}/download.pdf", P, "Convegni", 75,
        "Annual Meeting registration - invoice\n32nd Annual Meeting, Athens, 1-4 September 2026\n"
        "Delegate: Giulia Benassi, University of Bologna\nEarly registration, student member: 95.00 EUR\n"
        "Annual Dinner: not booked\nPaid 17/03/2026")
    hadd(f"{D}/Nuovo documento.docx", P, "Convegni", 4,
        "Speaker notes - Athens talk\n(slide 4) Room B3 was sealed by the roof collapse: the vessels lay where "
        "they were used.\n(slide 5) 4.3 drinking vessels for every pouring vessel - far above the domestic "
        "contexts of area A.\n(slide 6) Kommos and Haghia Triada: similar ratios in LM IIIA2.\nKeep to 15 min!")
    hadd(f"{S}/file.pdf", P, "Convegni", 68,
        "Booking.com - Booking confirmation 4521.887.013\nHotel Plaka Athens, Kapnikareas 7, Athens 105 56\n"
        "Check-in: Monday 31 August 2026 - Check-out: Friday 4 September 2026\n1 single room, 4 nights, "
        "412.00 EUR, free cancellation until 20 August\nGuest: Giulia Benassi")
    hadd(f"{D}/todo.txt", P, "Convegni", 3,
        "- slide 4: foto US221 in alta risoluzione\n- chiedere a Zanardi ok per dati non pubblicati\n"
        "- provare il talk con Luca: 15 minuti cronometrati\n- sessione 214 di EAA: chair Hatzaki, sono la terza\n")
    hadd(f"{S}/ricevuta.pdf", P, "Convegni", 101,
        "Stripe receipt #1944-2207\nEuropean Association of Archaeologists, Prague\nMembership 2026 - "
        "Student/Unwaged  35.00 EUR\nCard ending 4471, 21 Feb 2026")

    # ================================================================ Projects / Atene (mobility application)
    a = "Documenti/Atene visiting"
    add(f"{a}/bando mobilità dottorandi 2026.pdf", P, "Atene", 60,
        "UNIVERSITA' DI BOLOGNA - Bando Mobilità Internazionale Dottorandi 2026\nContributi per soggiorni di "
        "ricerca all'estero di durata da 2 a 6 mesi, da svolgersi entro il 30/06/2027.\nScadenza domande: "
        "15 giugno 2026, ore 13:00, tramite Studenti Online.\nAllegati: progetto di ricerca, lettera di "
        "invito dell'ente ospitante, parere del supervisore, budget.")
    add(f"{a}/progetto di ricerca Atene.docx", P, "Atene", 3,
        "Progetto di ricerca - soggiorno presso la Scuola Archeologica Italiana di Atene (ottobre-dicembre "
        "2026)\nObiettivo: confronto dei materiali di Kamilari con gli archivi Levi della SAIA e con la "
        "ceramica di Festòs e Haghia Triada; consultazione della biblioteca della SAIA e della British School.")
    add(f"{a}/budget soggiorno.xlsx", P, "Atene", 9,
        "voce;mesi;importo\nalloggio Koukaki;3;1950\nviaggio BLQ-ATH;1;180\ntrasporti locali;3;90\n"
        "maggiorazione borsa estero 50%;3;2030\ncontributo richiesto;;2220")
    add(f"{a}/CV Benassi EN 2026.pdf", P, "Atene", 7,
        "Giulia Benassi - Curriculum Vitae\nPhD candidate, University of Bologna (XXXIX cycle, 2023-2026)\n"
        "MA Archaeology, Bologna 2022 (110/110 cum laude); Erasmus, Leiden University 2020\nFieldwork: "
        "Kamilari (Crete) 2022, 2024; Teaching assistant, Aegean Archaeology 2024-2026\nLanguages: Italian, "
        "English (C1), Modern Greek (A2)")
    add(f"{a}/mail a Zanardi per lettera.eml", P, "Atene", 14, _eml(
        UNI, "Paolo Zanardi <paolo.zanardi@unibo.it>", "parere per il bando mobilità", day(14),
        "Gentile professore,\nle scrivo per il parere del supervisore da allegare alla domanda per il bando "
        "Mobilità Internazionale (scadenza 15 giugno). Le allego il progetto per la SAIA.\nGrazie,\nGiulia"))
    add(f"{a}/checklist domanda.md", P, "Atene", 1,
        "# Domanda mobilità - checklist\n- [x] progetto\n- [x] budget\n- [x] lettera invito SAIA\n"
        "- [ ] parere Zanardi\n- [ ] caricare su Studenti Online entro 15/06\n")
    hadd(f"{S}/documento.pdf", P, "Atene", 61,
        "Art. 3 - Requisiti\nPossono presentare domanda i dottorandi iscritti ai cicli XXXIX-XLI "
        "dell'Ateneo di Bologna. Il soggiorno all'estero dà diritto alla maggiorazione della borsa del 50% "
        "per i mesi trascorsi all'estero.\nArt. 5 - Contributo: fino a 800 EUR/mese per un massimo di 6 mesi.\n"
        "Bando Mobilità Internazionale Dottorandi 2026, scadenza 15 giugno 2026.")
    hadd(f"{D}/lettera.docx", P, "Atene", 30,
        "Al Direttore della Scuola Archeologica Italiana di Atene\nOdos Parthenonos 14, 117 42 Atene\n"
        "Egregio Direttore,\nsono dottoranda al terzo anno presso l'Università di Bologna e vorrei svolgere un "
        "periodo di ricerca presso la Scuola da ottobre a dicembre 2026, per studiare i materiali e i diari "
        "Levi relativi a Kamilari. Le chiedo una lettera di invito per la domanda al bando di mobilità.\n"
        "Giulia Benassi")
    hadd(f"{D}/IMG_20260428_113402.pdf", P, "Atene", 34,
        "SCUOLA ARCHEOLOGICA ITALIANA DI ATENE\nAtene, 27 aprile 2026\nLettera di invito\nSi attesta che la "
        "dott.ssa Giulia Benassi è invitata a svolgere un periodo di ricerca presso la Scuola dal 1 ottobre "
        "al 20 dicembre 2026, con accesso alla biblioteca e all'archivio.\nIl Direttore")
    hadd("Documenti/2025/appunti.txt", P, "Atene", 200,
        "idea per soggiorno ad Atene (autunno 2026):\n- archivio Levi alla SAIA: taccuini Kamilari 1959\n"
        "- biblioteca BSA per Knossos LM III\n- chiedere lettera invito entro aprile\n- bando mobilità "
        "dottorandi esce di solito a marzo\n")

    # ================================================================ Areas / Finanze
    f = "Documenti/Finanze"
    for k in range(12):
        age = 5 + k * 30.4
        dt = day(age)
        add(f"{f}/Cedolini/cedolino_{dt:%Y-%m}.pdf", A, "Finanze", age, t_cedolino)
    for q, age in ((1, 395), (2, 305), (3, 213), (4, 122), (5, 31)):
        dt = day(age)
        add(f"{f}/BPER/estratto conto {dt:%Y}-{(dt.month - 1) // 3 + 1}T.pdf", A, "Finanze", age, t_estratto)
    add(f"{f}/CU 2025 UniBo.pdf", A, "Finanze", 440,
        "CERTIFICAZIONE UNICA 2025 - redditi 2024\nSostituto d'imposta: Università di Bologna, C.F. 80007010376\n"
        f"Percipiente: {ME}, {CF}\nBorsa di dottorato: 16.243,00 EUR esente (L. 476/1984)\nAssegno di "
        "tutorato: 1.000,00 EUR esente\nContributi INPS gestione separata trattenuti: 1.897,18 EUR")
    add(f"{f}/CU 2024 cooperativa ArcheoServizi.pdf", A, "Finanze", 790,
        "CERTIFICAZIONE UNICA 2024 - redditi 2023\nSostituto: ArcheoServizi Emilia Soc. Coop., via del "
        f"Lavoro 21, Bologna\nPercipiente: {ME}\nRedditi di lavoro dipendente (giorni 108): 5.412,30 EUR\n"
        "Ritenute IRPEF: 312,44 EUR")
    add(f"{f}/730 2025 ricevuta invio.pdf", A, "Finanze", 330,
        "Agenzia delle Entrate - Ricevuta di presentazione Modello 730/2025 precompilato\nContribuente: "
        f"{ME} - {CF}\nProtocollo 25070112345678-000123\nEsito: rimborso IRPEF 184,00 EUR (spese sanitarie "
        "e ritenute prestazione occasionale)")
    add(f"{f}/INPS estratto conto contributivo.pdf", A, "Finanze", 150,
        f"INPS - Estratto conto contributivo\nAssicurata: {ME} - {CF}\nGestione separata - dottorandi\n"
        "2023 (nov-dic): 2 mesi - 948,72 EUR\n2024: 12 mesi - 5.691,70 EUR\n2025: 12 mesi - 5.691,70 EUR\n"
        "Lavoro dipendente 2023 (cooperativa): 18 settimane")
    add(f"{f}/budget personale 2026.xlsx", A, "Finanze", 20,
        "voce;mensile\nentrate borsa netta;1195,51\naffitto stanza;430\nbollette quota;45\nspesa;220\n"
        "abbonamento TPER;27\ntelefono;9,99\nrisparmio;250\naltro;213,52")
    add(f"{f}/prestazione occasionale Ponte Nuovo 2025.docx", A, "Finanze", 260,
        f"RICEVUTA PER PRESTAZIONE OCCASIONALE n. 1/2025\n{ME}, {ADDR}, C.F. {CF}\nSpett.le Edizioni "
        "Ponte Nuovo, via Castiglione 5, Bologna\nTraduzione dal greco moderno della guida 'Creta minoica', "
        "capitoli 1-4\nCompenso lordo 900,00 EUR - ritenuta d'acconto 20% 180,00 EUR - netto 720,00 EUR")
    hadd(f"{S}/scansione0007.pdf", A, "Finanze", 70,
        "CERTIFICAZIONE UNICA 2026 - redditi 2025\nDati del sostituto: ALMA MATER STUDIORUM UNIVERSITA' DI "
        f"BOLOGNA\nDati del percipiente: BENASSI GIULIA {CF}\nPunto 1: redditi esenti 17.243,00\nContributi "
        "previdenziali gestione separata a carico del percipiente: 1.897,18")
    hadd(f"{S}/export (1).csv", A, "Finanze", 9, lambda r, dt: "Data operazione;Data valuta;Descrizione;Importo\n"
        + "\n".join(f"{_ds(day(9 + i * 3))};{_ds(day(9 + i * 3))};{d};{v}" for i, (d, v) in enumerate([
            ("PAGAMENTO POS COOP ALLEANZA 3.0", "-34,20"), ("BONIFICO A GAMBERINI LORETTA CANONE MAGGIO", "-430,00"),
            ("ACCREDITO BORSA DOTTORATO UNIBO", "1195,51"), ("ADDEBITO SDD ILIAD", "-9,99"),
            ("PAGAMENTO POS FARMACIA SAN PAOLO", "-12,50"), ("GIROCONTO SATISPAY", "-50,00")])))
    hadd(f"{S}/documento(2).pdf", A, "Finanze", 160,
        "Istituto Nazionale Previdenza Sociale\nGestione separata - committente Università di Bologna\n"
        f"Lavoratrice: {ME} {CF}\nAnno 2025 - compensi 16.243,00 - aliquota 35,03% - contributo dovuto "
        "5.689,92 - quota a carico collaboratore 1/3: 1.896,64")
    hadd(f"{S}/export (2).csv", A, "Finanze", 11,
        "Data;Nome;Importo;Tipo\n2026-05-02;Marta Cavicchioli;+18,40;P2P\n2026-05-06;Bar Senza Nome;-3,20;"
        "Negozio\n2026-05-11;Federico Sgarbi;-7,50;P2P\n2026-05-14;TPER abbonamento;-27,00;Servizi\n"
        "2026-05-20;Ricarica da BPER;+50,00;Ricarica")
    hadd(f"{S}/documento(4).pdf", A, "Finanze", 36,
        f"ALMA MATER STUDIORUM - cedolino aprile 2026\n{ME} - borsa dottorato XXXIX ciclo\nLordo 1.353,58 - "
        "INPS 158,07 - netto 1.195,51\nMaggiorazione estero: nessuna")
    hadd(f"{S}/Documento senza titolo (1).docx", A, "Finanze", 120,
        f"RICEVUTA N. 1/2026\n{ME}, C.F. {CF}\nSpett.le Edizioni Ponte Nuovo\nCompenso per traduzione capitoli "
        "5-8 dal greco: lordo 750,00 EUR, ritenuta d'acconto 150,00 EUR, netto 600,00 EUR\nPrestazione "
        "occasionale art. 2222 c.c., esclusa IVA art. 5 DPR 633/72")
    hadd("Documenti/2025/documento(3).pdf", A, "Finanze", 335,
        f"MODELLO 730-3 2025 - prospetto di liquidazione\nContribuente: {ME}\nReddito complessivo: 1.650,00\n"
        "Detrazioni spese sanitarie 19%: 61,18\nRitenute: 330,00\nRisultato: credito 184,00 rimborsato in "
        "busta paga/bonifico a luglio")

    # ================================================================ Areas / Casa (via del Pratello)
    h = "Documenti/Casa Pratello"
    add(f"{h}/contratto locazione stanza Pratello.pdf", A, "Casa", 615,
        f"CONTRATTO DI LOCAZIONE TRANSITORIO PER STUDENTI UNIVERSITARI (L. 431/1998 art. 5 c. 2)\nLocatrice: "
        f"Loretta Gamberini, via Saragozza 110, Bologna\nConduttrice: {ME}, nata a Carpi il 14/03/1997\n"
        "Oggetto: stanza singola con uso cucina e bagno, via del Pratello 47 int. 6\nDurata: 01/10/2024 - "
        "30/09/2026, rinnovabile\nCanone: 430,00 EUR mensili, spese escluse; deposito cauzionale 860,00 EUR")
    add(f"{h}/registrazione RLI.pdf", A, "Casa", 610,
        "Agenzia delle Entrate - Ricevuta di registrazione modello RLI\nContratto n. 5871 serie 3T, "
        "registrato il 24/09/2024, ufficio di Bologna 2\nParti: Gamberini Loretta / Benassi Giulia\n"
        "Cedolare secca: sì")
    for age in (2, 32, 62, 93, 123):
        add(f"{h}/ricevute affitto/ricevuta {day(age):%Y-%m}.pdf", A, "Casa", age, t_rent)
    for age in (25, 88, 150, 212):
        add(f"{h}/bollette/Hera {day(age):%Y-%m}.pdf", A, "Casa", age, t_hera)
    add(f"{h}/spese condivise 2026.xlsx", A, "Casa", 4, t_split)
    add(f"{h}/inventario stanza.docx", A, "Casa", 608,
        "Inventario stanza via del Pratello 47 int. 6 (01/10/2024)\nletto singolo con materasso, armadio a due "
        "ante (anta sinistra difettosa), scrivania, sedia, lampada, libreria Billy\nFoto allegate inviate a "
        "Loretta via WhatsApp")
    add(f"{h}/regole casa.txt", A, "Casa", 400,
        "pulizie: turni settimanali (bagno/cucina/corridoio) Giulia - Marta - Federico\nraccolta differenziata: "
        "umido mar-ven, carta gio\nbollette Hera e Iliad divise per 3, pago io e poi Satispay\n")
    hadd(f"{D}/senza titolo 2.txt", A, "Casa", 27,
        "Hera mar-apr 176,40 / 3 = 58,80\nIliad aprile 24,99 / 3 = 8,33\ndetersivi e carta 21,60 / 3 = 7,20\n"
        "Marta mi deve 74,33, Federico 74,33 (ha già dato 40)\n")
    hadd(f"{S}/download (1).pdf", A, "Casa", 86, t_hera)
    hadd(f"{S}/messaggio (1).eml", A, "Casa", 55, _eml(
        "Loretta Gamberini <loretta.gamberini@libero.it>", GMAIL, "aggiornamento canone e caldaia", day(55),
        "Cara Giulia,\nti informo che giovedì 9 aprile alle 10 viene il tecnico per la revisione della caldaia "
        "del Pratello, lascia la porta della cucina libera. Il canone resta 430 euro fino alla scadenza di "
        "settembre, poi ne parliamo per il rinnovo.\nSaluti, Loretta"))
    hadd(f"{S}/tabella (1).xlsx", A, "Casa", 140, lambda r, dt: t_split(r, dt).replace("2026", "2025"))
    hadd("Documenti/2025/scansione0012.pdf", A, "Casa", 245,
        "RICEVUTA\nRicevo da Giulia Benassi EUR 430,00 per l'affitto della stanza di via del Pratello 47, mese "
        "di ottobre 2025, e EUR 24,00 conguaglio TARI.\nBologna 02/10/2025 - Loretta Gamberini")

    # ================================================================ Areas / Salute
    s = "Documenti/Salute"
    add(f"{s}/referto esami sangue marzo 2026.pdf", A, "Salute", 75,
        f"AUSL di Bologna - Laboratorio Unico Metropolitano\nPaziente: {ME} - nata il 14/03/1997\n"
        "Emocromo: Hb 12,1 g/dL (12-16); ferritina 14 ng/mL (15-150) BASSA; TSH 1,8; glicemia 84 mg/dL\n"
        "Medico richiedente: dott.ssa Carla Fiorini")
    add(f"{s}/scelta medico fuori sede.pdf", A, "Salute", 590,
        f"AUSL di Bologna - Scelta del medico per domicilio temporaneo (studenti fuori sede)\nAssistita: {ME}, "
        f"residente a Carpi (AUSL Modena)\nMedico scelto: dott.ssa Carla Fiorini, via Riva di Reno 12\nValidità: "
        "fino al 31/12/2026")
    add(f"{s}/certificato vaccinale antitetanica.pdf", A, "Salute", 420,
        f"Certificato vaccinale\n{ME}\nRichiamo difterite-tetano-pertosse (dTpa) somministrato il 12/04/2025 "
        "presso Igiene Pubblica Bologna, via Gramsci 12\nProssimo richiamo: 2035")
    add(f"{s}/fattura dentista 2026.pdf", A, "Salute", 50,
        "Studio Dentistico Dott. Andrea Melotti - via Irnerio 33, Bologna\nFattura n. 212/2026\nPaziente: "
        "Giulia Benassi\nIgiene orale professionale e controllo: 90,00 EUR\nPagamento tracciabile (POS)")
    add(f"{s}/ricetta ferro.txt", A, "Salute", 70,
        "dott.ssa Fiorini 16/3: ferritina bassa -> Ferrograd 1 cp al giorno per 3 mesi, ricontrollo esami a "
        "giugno. Ricetta elettronica NRE 0801A4123456789\n")
    hadd(f"{S}/scansione0001.pdf", A, "Salute", 110,
        "AUSL di Bologna - Ospedale Maggiore - Ambulatorio di Dermatologia\nReferto visita dermatologica con "
        f"dermatoscopia\nPaziente: {ME}\nNevi multipli del dorso, regolari. Nessuna lesione sospetta.\n"
        "Consigli: fotoprotezione SPF 50, controllo tra 12 mesi.\nIl medico: dott. Franco Zucchini")
    hadd(f"{S}/stampa.pdf", A, "Salute", 12,
        "CUP Metropolitano Bologna - Promemoria prenotazione\nAssistita: BENASSI GIULIA\nPrestazione: "
        "prelievo venoso, emocromo, ferritina\nData: 15/06/2026 ore 7:40 - Casa della Comunità Navile\n"
        "Ticket: esente/da pagare 10,40 EUR")
    hadd("Documenti/2025/IMG_20250611_0001.pdf", A, "Salute", 354,
        "Centro Diagnostico Emiliano - Referto ecografia addome completo\nPaziente: Giulia Benassi\n"
        "Fegato di normali dimensioni ed ecostruttura. Colecisti alitiasica. Reni nella norma.\n"
        "Conclusioni: quadro ecografico nella norma.\nBologna, 11/06/2025")
    hadd(f"{S}/modulo.pdf", A, "Salute", 600,
        "Modulo di scelta/revoca del medico di medicina generale\nAzienda USL di Bologna\nIl/la sottoscritto/a "
        "BENASSI GIULIA, domiciliato/a per motivi di studio in via del Pratello 47, chiede l'iscrizione "
        "temporanea al SSR e sceglie il medico dott.ssa FIORINI CARLA\nAllegati: certificato di iscrizione al "
        "dottorato, tessera sanitaria")
    hadd(f"{D}/scansione0009.pdf", A, "Salute", 300,
        f"TESSERA SANITARIA - Carta Nazionale dei Servizi\nCodice fiscale: {CF}\nCognome: BENASSI\nNome: GIULIA"
        "\nLuogo di nascita: CARPI (MO)\nData di nascita: 14/03/1997\nData di scadenza: 22/08/2027\n"
        "Tessera europea di assicurazione malattia (TEAM)")

    # ================================================================ Areas / Tutorato
    for sem, course, base in (("2024-25 I semestre", "Archeologia e storia dell'arte greca", 560),
                              ("2024-25 II semestre", "Archeologia egea", 400),
                              ("2025-26 I semestre", "Archeologia e storia dell'arte greca", 200),
                              ("2025-26 II semestre", "Archeologia egea", 60)):
        tu = f"Documenti/Tutorato/{sem}"
        add(f"{tu}/contratto tutorato.pdf", A, "Tutorato", base + 20,
            f"Università di Bologna - Corso di laurea in Beni Culturali\nContratto per attività di tutorato "
            f"didattico {sem}\nTutor: {ME} (dottoranda XXXIX ciclo)\nInsegnamento: {course} (prof. P. Zanardi)\n"
            "Impegno: 40 ore; compenso 1.000,00 EUR lordi (esente IRPEF, INPS gestione separata)")
        add(f"{tu}/registro ore.xlsx", A, "Tutorato", base - 100 if base > 100 else 3,
            lambda r, dt, c=course, se=sem: t_tutor_reg(r, c, se))
        add(f"{tu}/esercitazione materiali.pdf", A, "Tutorato", base - 30,
            f"{course} - Esercitazione\nRiconoscere le forme: kylix, skyphos, cratere, brocca\nPer ogni "
            "frammento indicate forma, parte del vaso, impasto e datazione proposta.\nTutor: Giulia Benassi - "
            "ricevimento mercoledì 14-16, studio 3 San Giovanni in Monte")
    add("Documenti/Tutorato/2025-26 II semestre/elenco studenti esercitazioni.csv", A, "Tutorato", 20,
        lambda r, dt: t_students(r))
    add("Documenti/Tutorato/2025-26 II semestre/domande prova intermedia.docx", A, "Tutorato", 35,
        "Archeologia egea - prova intermedia (tutorato)\n1. Descrivi la sequenza dei palazzi di Cnosso e "
        "Festòs.\n2. Che cos'è la ceramica di Kamares?\n3. Differenze tra Lineare A e Lineare B.\n4. Commenta "
        "l'immagine del sarcofago di Haghia Triada.")
    add("Documenti/Tutorato/mail studenti ricevimento.eml", A, "Tutorato", 45, _eml(
        "Alice Rossi <alice.rossi12@studio.unibo.it>", UNI, "ricevimento tutorato archeologia egea", day(45),
        "Buongiorno dottoressa,\nposso venire al ricevimento di mercoledì per rivedere l'esercitazione sulla "
        "ceramica di Kamares? Non ho capito la differenza tra MM IB e MM IIA.\nGrazie, Alice Rossi"))
    hadd(f"{S}/Foglio di lavoro senza titolo.xlsx", A, "Tutorato", 22, lambda r, dt: t_students(r))
    hadd(f"{D}/note.txt", A, "Tutorato", 50,
        "esercitazione 6 (archeologia egea, II sem):\n- 20 min ripasso cronologia MM-TM\n- lavoro a gruppi "
        "sulle foto dei vasi di Kamares e di Palace Style\n- 10 min domande per la prova intermedia\n"
        "portare proiettore aula Gnudi!\n")
    hadd("Documenti/2025/senza titolo.txt", A, "Tutorato", 230,
        "domande esonero arte greca (dicembre):\n1. kouros e kore: evoluzione tra 600 e 480 a.C.\n2. il "
        "Partenone: programma decorativo\n3. ceramica a figure nere e rosse, tecnica\n4. Exekias, anfora "
        "con Achille e Aiace\n")

    # ================================================================ Areas / Dottorato and Documenti
    do = "Documenti/Dottorato"
    add(f"{do}/relazione annuale I anno.pdf", A, "Dottorato", 380,
        "Relazione annuale - I anno (XXXIX ciclo)\nDottoranda: Giulia Benassi - supervisore prof. P. Zanardi\n"
        "Attività: impostazione del catalogo della ceramica di Kamilari; campagna 2024; corso GIS (24 ore); "
        "tutorato Archeologia greca\nProgetto di tesi: ceramica da mensa e consumo nella Messarà TM II-IIIB")
    add(f"{do}/relazione annuale II anno.docx", A, "Dottorato", 215,
        "Relazione annuale - II anno\nAttività svolte: studio dei materiali a Heraklion (dicembre 2024, "
        "gennaio 2026), analisi petrografiche con l'Eforia, poster al Convegno dottorandi di Padova (maggio "
        "2025), tutorato Archeologia egea.\nRichiesta di ammissione al III anno.")
    add(f"{do}/piano formativo.pdf", A, "Dottorato", 560,
        "Piano formativo individuale - Dottorato in Storie, culture e civiltà\nCrediti: seminari di "
        "dottorato 12, corsi trasversali (Open Science, scrittura accademica in inglese) 6, attività di "
        "ricerca 150, didattica 12")
    add(f"{do}/attestato corso QGIS.pdf", A, "Dottorato", 480,
        "Si attesta che Giulia Benassi ha frequentato il corso 'QGIS per l'archeologia' (24 ore), scuola "
        "di dottorato, febbraio 2025, superando la prova finale.")
    add(f"{do}/CV Benassi IT.docx", A, "Dottorato", 90,
        "Curriculum vitae - Giulia Benassi\nDottoranda in archeologia egea, Università di Bologna (dal 2023)\n"
        "Pubblicazioni: Benassi G. 2024, 'Coppe coniche da Festòs', Creta Antica 25\nDidattica: tutorato 2024-"
        "2026\nLingue: inglese C1, greco moderno A2")
    hadd(f"{S}/allegato (2).pdf", A, "Dottorato", 205,
        "Verbale del Collegio dei docenti del Dottorato in Storie, culture e civiltà\nSeduta del 7/11/2025\n"
        "Punto 3: ammissione agli anni successivi. Il Collegio, viste le relazioni, ammette al III anno i "
        "dottorandi del XXXIX ciclo, tra cui Giulia Benassi (supervisore Zanardi), con giudizio ottimo.")
    hadd(f"{D}/Nuovo documento 2.docx", A, "Dottorato", 222,
        "bozza relazione II anno\n- mesi a Heraklion: 2 (dicembre + gennaio)\n- crediti seminari: 8/12, "
        "mancano 4 (seminario di metodologia a marzo)\n- didattica integrativa: 40 ore tutorato\n"
        "- pubblicazioni: Creta Antica 25 (2024)")
    hadd("Documenti/2025/export.csv", A, "Dottorato", 190,
        "data;attività formativa;ore;crediti\n2025-01-14;Seminario di dottorato: archeologia e archivi;4;1\n"
        "2025-02-10;Corso QGIS per l'archeologia;24;3\n2025-05-22;Convegno dottorandi Padova (poster);16;2\n"
        "2025-10-08;Open Science e dati FAIR;8;1\ntotale;;52;7")
    pd = "Documenti/Documenti personali"
    add(f"{pd}/carta identita.pdf", A, "Documenti", 700,
        f"REPUBBLICA ITALIANA - Carta d'identità elettronica CA47291QX\nBENASSI GIULIA\nnata il 14/03/1997 a "
        f"CARPI (MO)\nCodice fiscale {CF}\nEmissione 02/07/2024 - Scadenza 14/03/2035\nComune di Carpi")
    add(f"{pd}/passaporto.pdf", A, "Documenti", 900,
        "REPUBBLICA ITALIANA - PASSAPORTO YB4418271\nCognome: BENASSI  Nome: GIULIA\nData di nascita: 14 MAR "
        "1997  Luogo: CARPI (MO)\nRilascio: 18/11/2023 Questura di Modena - Scadenza: 17/11/2033")
    add(f"{pd}/codice fiscale.txt", A, "Documenti", 1500, f"{CF}\nBenassi Giulia, Carpi 14/03/1997\n")
    hadd(f"{S}/0001.pdf", A, "Documenti", 690,
        "Carta d'identità - fronte/retro\nCOGNOME BENASSI NOME GIULIA\nLUOGO E DATA DI NASCITA CARPI (MO) "
        "14.03.1997\nSESSO F STATURA 166 CITTADINANZA ITA\nSCADENZA 14.03.2035\nCOMUNE DI CARPI")

    # ================================================================ Resources
    ar = "Documenti/Articoli"
    for i, art in enumerate(ARTICLES):
        au, y, ti, j = art
        add(f"{ar}/{au.split()[0]} {y} - {ti[:40]}.pdf", R, "Archeologia", 30 + i * 47,
            lambda r, dt, a=art: t_article(r, a))
    add(f"{ar}/Harris - Principi di stratigrafia archeologica.pdf", R, "Archeologia", 900,
        "Edward C. Harris\nPrincipi di stratigrafia archeologica\nCapitolo 5: Le unità stratigrafiche\nIl "
        "diagramma stratigrafico (matrix) rappresenta i rapporti fisici tra le unità: copre, taglia, si "
        "appoggia, riempie.")
    add(f"{ar}/Manuale schede US ICCD.pdf", R, "Archeologia", 700,
        "ICCD - Istituto Centrale per il Catalogo e la Documentazione\nNormativa per la scheda US e la "
        "scheda RA (reperto archeologico)\nCampi obbligatori: sito, area, saggio, US, definizione, "
        "descrizione, rapporti stratigrafici")
    add(f"{ar}/QGIS per archeologi - tutorial georeferenziazione.pdf", R, "Archeologia", 520,
        "QGIS for archaeologists - tutorial 3\nGeoreferencing a scanned excavation plan with the Georeferencer "
        "plugin: choose ground control points, transformation type Helmert, output GeoTIFF EPSG:2100 (GGRS87)")
    add("Documenti/Zotero export/Biblioteca completa 2026-03.bib", R, "Archeologia", 80, t_bib(ARTICLES))
    add("Documenti/Zotero export/Biblioteca completa.csv", R, "Archeologia", 80,
        "Key,Item Type,Publication Year,Author,Title,Publication Title\n" + "\n".join(
            f"K{i:03d}X,journalArticle,{y},\"{a}\",\"{t}\",{j}" for i, (a, y, t, j) in enumerate(ARTICLES)))
    hadd(f"{S}/download (2).pdf", R, "Archeologia", 24, lambda r, dt: t_article(r, (
        "Privitera", 2015, "Dining in the Mesara: hearths, cooking pots and Late Minoan households",
        "American Journal of Archaeology")))
    hadd(f"{S}/10.1017_S0068245400012345.pdf", R, "Archeologia", 130, lambda r, dt: t_article(r, (
        "Momigliano", 2020, "Knossos pottery handbook revisited: the Neopalatial deposits",
        "Annual of the British School at Athens")))
    hadd(f"{S}/1-s2.0-S0305440324000123-main.pdf", R, "Archeologia", 210, lambda r, dt: t_article(r, (
        "Nodarou", 2024, "Provenance of cooking wares in south-central Crete by thin-section petrography",
        "Journal of Archaeological Science")))
    hadd(f"{S}/documento(6).pdf", R, "Archeologia", 260,
        "Museo Archeologico di Heraklion - Guida alle sale\nSala X: Periodo Tardo Minoico III (1400-1100 "
        "a.C.)\nLarnakes dipinte, kylikes, idoli con le braccia alzate da Gazi e Karfi. La vetrina 3 espone i "
        "corredi delle tombe a camera di Kalyvia presso Festòs.")
    hadd(f"{S}/file (1).pdf", R, "Archeologia", 330,
        "How to build a Harris Matrix with Stratify 1.5\nStep 1: enter each unit number. Step 2: define the "
        "relations above/below/equal. Step 3: export the diagram as SVG for publication.")
    for t_, au, lang, para in BOOKS:
        add(f"Documenti/Libri/{au.split()[-1]} - {t_}.epub", R, "Libri", r.randint(100, 1400),
            _epub(t_, au, lang, para))
    hadd(f"{S}/9788806123456.epub", R, "Libri", 40, _epub("Le città invisibili", "Italo Calvino", "it",
                                                           "Non è detto che Kublai Kan creda a tutto."))
    gr = "Documenti/Greco"
    add(f"{gr}/vocaboli scavo.txt", R, "Greco", 420,
        "σκάψιμο - scavo\nόστρακο - coccio\nμυστρί - cazzuola\nφτυάρι - pala\nκουβάς - secchio\nνερό - "
        "acqua\nαποθήκη - magazzino\nΕφορεία Αρχαιοτήτων - Soprintendenza\nκαλημέρα / ευχαριστώ πολύ\n")
    add(f"{gr}/grammatica verbi.pdf", R, "Greco", 600,
        "Greco moderno - coniugazione dei verbi in -o\ngrafo (scrivo): grafo, grafeis, grafei, grafoume, "
        "grafete, grafoun\naoristo: egrapsa, egrapses, egrapse\nfuturo: tha grapso")
    add(f"{gr}/frasi utili.md", R, "Greco", 380,
        "# Frasi utili\n- Πού είναι το φαρμακείο; - dov'è la farmacia?\n- Μπορώ να πληρώσω με κάρτα; - posso "
        "pagare con la carta?\n- Ένα φραπέ μέτριο με γάλα - un frappé medio con latte\n")
    add(f"{gr}/Greco A2 esercizi lezione 9.docx", R, "Greco", 150,
        "Ελληνικά A2 - Μάθημα 9\nΣυμπληρώστε: Χθες (πηγαίνω) ______ στην αγορά.\nΜεταφράστε: Domani andiamo "
        "al museo di Heraklion.\nCentro Linguistico di Ateneo - corso di greco moderno, docente Kostas Vlachos")
    hadd(f"{S}/documento(5).pdf", R, "Greco", 280,
        "Neoelliniki glossa - Pinakes klisis\nArthro: o, i, to / ton, tin, to\nOusiastika se -os: o "
        "anthropos, tou anthropou, ton anthropo\nGreco moderno, tabelle di declinazione per il livello A2")
    hadd(f"{S}/appunti.txt", R, "Greco", 60,
        "γεια σας = salve (formale)\nτι κάνετε; = come sta?\nσιγά σιγά = piano piano\nδεν πειράζει = non fa "
        "niente\nπόσο κάνει; = quanto costa?\n")
    rc = "Documenti/Ricette"
    add(f"{rc}/tortellini della nonna.txt", R, "Ricette", 800,
        "Ripieno tortellini (nonna Lidia, Carpi)\n150 g lombo di maiale, 100 g prosciutto crudo, 100 g "
        "mortadella, 150 g parmigiano, 1 uovo, noce moscata\nSfoglia: 1 uovo ogni 100 g di farina\n")
    add(f"{rc}/gemista.md", R, "Ricette", 320,
        "# Gemista (pomodori ripieni, ricetta di Villa Eleni)\n6 pomodori, 2 peperoni, 200 g riso, cipolla, "
        "menta, prezzemolo, olio, patate a spicchi. Forno 180° per 1 ora e mezza.\n")
    add(f"{rc}/crescentine.txt", R, "Ricette", 500,
        "crescentine (tigelle) per 4: 500 g farina, 250 ml latte tiepido, 12 g lievito, 50 g strutto, sale\n")
    hadd(f"{D}/senza titolo 3.txt", R, "Ricette", 90,
        "tzatziki: 500 g yogurt greco, 1 cetriolo grattugiato e strizzato, 2 spicchi aglio, aneto, olio, "
        "aceto di vino\nlasciare in frigo 2 ore\n")
    hadd(f"{S}/print.pdf", R, "Ricette", 140,
        "GialloZafferano - Passatelli in brodo\nIngredienti per 4 persone: 100 g pangrattato, 100 g "
        "Parmigiano Reggiano, 3 uova, scorza di limone, noce moscata, 1,5 l brodo di carne\nPreparazione: "
        "impastare e passare con l'apposito ferro direttamente nel brodo bollente.")
    for i, (ti, art) in enumerate(SONGS):
        add(f"Musica/{art}/{ti}.mp3", R, "Musica", 600 + i * 40, _id3(r, ti, art, art + " - raccolta"))
    for n, head, age in (("QGIS-3.40-Ubuntu.deb", b"!<arch>\ndebian-binary   ", 150),
                         ("Zotero-7.0.15_linux-x86_64.tar.bz2", b"BZh91AY&SY", 120),
                         ("Inkscape-1.4-x86_64.AppImage", b"\x7fELF\x02\x01\x01\x00", 200),
                         ("stratify15.zip", b"PK\x03\x04\x14\x00", 700),
                         ("texlive-install-tl-unx.tar.gz", b"\x1f\x8b\x08\x00", 500)):
        add(f"{S}/{n}", R, "Software", age, _blob(r, head, 1200))
    for i in range(8):
        age = 20 + i * 41
        photo(f"Immagini/{day(age):%Y}/IMG_{day(age):%Y%m%d}_{180000 + i * 1313}.jpg", R, "Foto", age)
    for i in range(3):
        photo(f"Immagini/{day(300 + i * 9):%Y}/PXL_{day(300 + i * 9):%Y%m%d}_{120011 + i}.HEIC", R, "Foto",
              300 + i * 9)
    for i, age in enumerate((1, 9, 33, 77, 140)):
        photo(f"Immagini/Screenshot/Schermata del {day(age):%Y-%m-%d} {10 + i}-{12 + i * 7}-0{i}.png", R, "Foto",
              age)
    for i, age in enumerate((665, 664, 663, 662)):
        photo(f"Immagini/Creta 2024/Matala e Agia Galini/IMG_{day(age):%Y%m%d}_{170512 + i * 77}.jpg", R,
              "Foto", age)
    for i, ymd in enumerate(("20200215", "20200229", "20200308", "20200611")):
        photo(f"Immagini/Leiden 2020/IMG_{ymd}_{143000 + i * 9}.jpg", R, "Foto", 2298 - i * 30)
    for n in ("Bologna portici neve.jpg", "compleanno Marta.jpg", "Carpi piazza Martiri.jpg"):
        photo(f"Immagini/{n}", R, "Foto", r.randint(60, 500))

    # ================================================================ Archive / Scavo Creta 2024
    k = "Documenti/Scavo Creta 2024"
    add(f"{k}/squadra 2024.xlsx", X, "Scavo Creta", 720, "nome;ruolo;ente\n" + "\n".join(
        f"{n};{ro};{e}" for n, ro, e in TEAM[:8]))
    add(f"{k}/diario di scavo 2024.docx", X, "Scavo Creta", 660,
        "Diario di scavo - Kamilari, area B, luglio 2024\n3/7: riapertura B3, pulizia del crollo\n9/7: "
        "emerge il piano pavimentale, US 221 con kylikes schiacciate in situ\n18/7: chiusura US 214, "
        "campioni per flottazione\n26/7: consegna reperti al magazzino di Heraklion")
    add(f"{k}/elenco reperti 2024.csv", X, "Scavo Creta", 655, lambda r, dt: t_sherds(r, 20))
    add(f"{k}/rendiconto spese 2024.xlsx", X, "Scavo Creta", 600,
        "voce;importo\nvoli;1720\nalloggio Pitsidia;4280\nauto;2390\noperai;3000\nconsumabili;760\ntotale;12150")
    add(f"{k}/relazione preliminare 2024.pdf", X, "Scavo Creta", 480,
        "Kamilari, area B: rapporto preliminare sulla campagna 2024\nP. Zanardi, M. Lodi, G. Benassi\nLa "
        "campagna (1-28 luglio 2024) ha completato lo scavo dell'ambiente B3 e individuato un deposito "
        "sigillato del TM IIIA2 con un servizio da bevanda completo.")
    add(f"{k}/rimborso missione luglio 2024.pdf", X, "Scavo Creta", 640,
        "Università di Bologna - Richiesta di rimborso missione\nGiulia Benassi, dottoranda\nMissione: "
        "Kamilari (Grecia) 30/06/2024 - 29/07/2024\nSpese documentate: volo 208,40; vitto 612,00; "
        "trasporti 35,00\nTotale rimborso: 855,40 EUR")
    for i in range(10):
        age = 690 - i * 3
        photo(f"Immagini/Creta 2024/Scavo/DSC_{4400 + i * 17:04d}.jpg", X, "Scavo Creta", age)
    photo("Immagini/Creta 2024/Scavo/US221 kylikes in situ.jpg", X, "Scavo Creta", 684)
    u = f"{D}/chiavetta scavo 2024"
    add(f"{u}/diario_scavo.docx", X, "Scavo Creta", 662,
        "Kamilari 2024 - diario (copia dal portatile del cantiere)\n11/7: saggio B5 aperto 2x3 m, US 240 "
        "terra rossa compatta, pochi frammenti grossolani\n12/7: B3 US 221, disegno 1:20 del deposito")
    add(f"{u}/schede US B3.xlsx", X, "Scavo Creta", 662, "US;definizione;copre;coperta da\n214;crollo tetto;"
        "221;210\n221;piano d'uso con ceramica;236;214\n236;preparazione pavimento;240;221")
    add(f"{u}/Thumbs.db", L, "Sistema", 662, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    add(f"{u}/desktop.ini", L, "Sistema", 662, "[.ShellClassInfo]\nIconResource=C:\\Windows\\System32\\"
        "imageres.dll,-3\n")
    add(f"{u}/~$ario_scavo.docx", L, "Sistema", 662, _blob(r, b"\x0bGiulia B.", 150))
    hadd("Documenti/2024/export.csv", X, "Scavo Creta", 650, lambda r, dt: t_sherds(r, 15)
        + "\n# elenco consegna reperti Eforia, 26/07/2024")
    hadd("Documenti/2024/senza titolo.txt", X, "Scavo Creta", 676,
        "5/7 caldo tremendo, si smette alle 12:30\nB3: Matteo vuole togliere tutto il crollo prima di lunedì\n"
        "Nikos dice che il pozzo vicino alla tholos di Kamilari era già visibile nel '59 con Levi\n"
        "lavare ceramica US 214 cassette 3-5\n")
    hadd("Documenti/2024/documento.pdf", X, "Scavo Creta", 620,
        "Rendiconto analitico - missione archeologica Kamilari 2024\nDipartimento di Storia Culture Civiltà\n"
        "Fondi RFO prof. Zanardi: 8.400 EUR; contributo SAIA: 3.750 EUR\nSpese totali: 12.150 EUR - "
        "chiusura contabile 15/09/2024")

    # ================================================================ Archive / Laurea, Museo, Erasmus, Casa, Convegni
    m = "Documenti/Università/Magistrale"
    add(f"{m}/tesi magistrale Benassi definitiva.pdf", X, "Laurea magistrale", 1270,
        "Università di Bologna - Laurea magistrale in Archeologia e culture del mondo antico\nLa ceramica TM "
        "IIIA2 da Festòs: contesti e funzioni\nTesi di laurea di Giulia Benassi - Relatore prof. Paolo "
        "Zanardi\nSessione III, anno accademico 2021/2022")
    add(f"{m}/slide discussione.pdf", X, "Laurea magistrale", 1265,
        "La ceramica TM IIIA2 da Festòs\nDiscussione di laurea - 15 dicembre 2022\n1. I contesti\n2. Le forme\n"
        "3. Conclusioni")
    add(f"{m}/certificato di laurea.pdf", X, "Laurea magistrale", 1200,
        f"Si certifica che {ME}, nata a Carpi il 14/03/1997, ha conseguito il 15/12/2022 la Laurea "
        "magistrale in Archeologia e culture del mondo antico (LM-2) con votazione 110/110 e lode.")
    add(f"{m}/piano di studi LM.pdf", X, "Laurea magistrale", 1900,
        "Piano di studi - LM Archeologia e culture del mondo antico, a.a. 2019/20\nArcheologia egea (12 CFU), "
        "Numismatica (6), Epigrafia greca (6), Archeologia dei paesaggi (6), Tirocinio di scavo (6)")
    hadd(f"{S}/documento(7).pdf", X, "Laurea magistrale", 240,
        "ALMA MATER STUDIORUM - Diploma Supplement\nHolder: Giulia Benassi, born 14/03/1997\nQualification: "
        "Laurea Magistrale (Second Cycle Degree) in Archaeology and Cultures of the Ancient World, class "
        "LM-2\nFinal mark 110/110 cum laude, awarded 15 December 2022")
    mu = "Documenti/Museo 2023"
    add(f"{mu}/contratto ArcheoServizi.pdf", X, "Museo", 1110,
        f"ArcheoServizi Emilia Soc. Coop. - Contratto di lavoro a tempo determinato\nLavoratrice: {ME}\n"
        "Mansione: operatrice didattica e guida presso il Museo Civico Archeologico di Bologna\nDurata: "
        "05/06/2023 - 15/09/2023, part-time 24 ore settimanali, CCNL cooperative sociali livello C1")
    add(f"{mu}/turni luglio 2023.xlsx", X, "Museo", 1060,
        "giorno;turno;attività\nsab 1;10-14;visita guidata sezione egizia\ndom 2;15-19;laboratorio bambini "
        "'piccoli archeologi'\nmer 5;10-14;visita sezione etrusca\nsab 8;10-19;apertura serale")
    add(f"{mu}/testo visita sezione greca.docx", X, "Museo", 1080,
        "Visita guidata - sezione greca del Museo Civico Archeologico\nLa testa Palagi, copia romana "
        "dell'Athena Lemnia di Fidia\nCeramica attica a figure rosse dalle necropoli di Bologna etrusca")
    add(f"{mu}/busta paga settembre 2023.pdf", X, "Museo", 975,
        f"ArcheoServizi Emilia - Cedolino settembre 2023\n{ME} - liv. C1 part-time\nRetribuzione 812,40; TFR "
        "liquidato 398,10; ratei 13a e 14a 301,22\nNetto 1.306,55 - cessazione rapporto 15/09/2023")
    hadd(f"{S}/allegato (1).pdf", X, "Museo", 1000,
        f"Busta paga agosto 2023 - ArcheoServizi Emilia Soc. Coop.\nDipendente: {ME}, operatrice didattica, "
        "Museo Civico Archeologico di Bologna\nOre lavorate 104 - retribuzione lorda 1.010,30 - netto 842,17")
    hadd(f"{D}/chiavetta scavo 2024/Nuovo documento di testo.txt", X, "Museo", 1070,
        "turni agosto museo: io sab/dom mattina + mercoledì pomeriggio\nlaboratorio 'scriviamo come gli "
        "etruschi' 12 e 26 agosto\nchiedere a Serena le chiavi della sala didattica\n")
    er = "Documenti/Università/Erasmus Leiden"
    add(f"{er}/learning agreement.pdf", X, "Erasmus", 2360,
        "Erasmus+ Learning Agreement for Studies 2019/2020\nStudent: Giulia Benassi, Università di Bologna\n"
        "Receiving institution: Universiteit Leiden, Faculty of Archaeology\nCourses: Aegean Bronze Age "
        "(10 EC), Ceramic analysis (5 EC), Dutch A1 (5 EC)\nMobility: 03/02/2020 - 30/06/2020")
    add(f"{er}/DUWO housing contract.pdf", X, "Erasmus", 2340,
        "DUWO - Tenancy agreement, short stay\nTenant: Giulia Benassi\nRoom 4.12, Rijnsburgerweg 118, Leiden\n"
        "Period 01/02/2020 - 30/06/2020 - rent 465.00 EUR per month")
    add(f"{er}/grant agreement Erasmus.pdf", X, "Erasmus", 2380,
        "Accordo finanziario Erasmus+ mobilità per studio 2019/20\nBeneficiaria: Giulia Benassi\nContributo: "
        "5 mesi x 300 EUR = 1.500 EUR, acconto 80%")
    hadd(f"{S}/documento(8).pdf", X, "Erasmus", 500,
        "Universiteit Leiden - Transcript of Records\nStudent: Giulia Benassi (s2891044), exchange student\n"
        "Aegean Bronze Age 10 EC grade 8.0; Ceramic analysis 5 EC grade 7.5; Dutch A1 5 EC pass\n"
        "Spring semester 2020 (partly online due to COVID-19)")
    cm = "Documenti/Casa Mascarella"
    add(f"{cm}/contratto via Mascarella 2019.pdf", X, "Casa", 2480,
        f"Contratto di locazione per studenti - stanza in via Mascarella 88, Bologna\nConduttrice: {ME}\n"
        "Locatore: Alberto Nanni\nDurata 01/10/2019 - 30/09/2022, rinnovato fino al 30/09/2024; canone 350 EUR")
    add(f"{cm}/verbale riconsegna chiavi.pdf", X, "Casa", 605,
        "Verbale di riconsegna dell'immobile - via Mascarella 88, stanza 2\nIn data 30/09/2024 la conduttrice "
        "Giulia Benassi riconsegna le chiavi. Stato: buono. Deposito cauzionale di 700 EUR restituito.")
    hadd("Documenti/2024/Documento1.docx", X, "Casa", 700,
        "Egregio sig. Alberto Nanni,\ncon la presente comunico la disdetta del contratto di locazione della "
        "stanza in via Mascarella 88, con effetto dal 30/09/2024, nel rispetto del preavviso di tre mesi.\n"
        "Bologna, 28/06/2024\nGiulia Benassi")
    pv = "Documenti/Convegni/Padova 2025"
    add(f"{pv}/poster Benassi Padova.pdf", X, "Convegni", 380,
        "Convegno Nazionale dei Dottorandi in Archeologia - Padova, 22-23 maggio 2025\nPoster: Servizi da "
        "bevanda a Kamilari (Creta), ambiente B3\nGiulia Benassi - Università di Bologna")
    add(f"{pv}/attestato partecipazione.pdf", X, "Convegni", 370,
        "Si attesta che la dott.ssa Giulia Benassi ha partecipato al Convegno Nazionale dei Dottorandi in "
        "Archeologia (Padova, 22-23 maggio 2025) presentando un poster.")
    add(f"{pv}/treno Bologna-Padova.pdf", X, "Convegni", 395,
        "Trenitalia - Biglietto Frecciarossa 9411\nBologna C.le - Padova, 22/05/2025 07:48\nPasseggero: "
        "Giulia Benassi - importo 19,90 EUR")
    hadd("Documenti/2024/bozza.docx", X, "Convegni", 500,
        "Abstract (max 250 parole)\nServizi da bevanda a Kamilari (Creta): l'ambiente B3 nel TM IIIA2\nLa "
        "campagna 2024 ha messo in luce un deposito sigillato... Proposta di poster per il Convegno dei "
        "dottorandi in archeologia, Padova maggio 2025. Invio entro il 31/01/2025.")

    # ================================================================ Archive / Backup old phone, Left, dots
    b = "Backup Redmi Note 8"
    add(f"{b}/contatti.vcf", X, "Backup", 1100, "BEGIN:VCARD\nVERSION:3.0\nFN:Mamma\nTEL:+39 339 441 2087\n"
        "END:VCARD\nBEGIN:VCARD\nVERSION:3.0\nFN:Marta Pratello\nTEL:+39 347 118 5530\nEND:VCARD\n")
    add(f"{b}/sms_backup.xml", X, "Backup", 1100,
        "<?xml version='1.0' encoding='UTF-8'?>\n<smses count=\"2\"><sms address=\"BPER\" body=\"Codice "
        "accesso 8812\" date=\"1640995200000\"/><sms address=\"+393394412087\" body=\"Arrivi per cena "
        "domenica?\" date=\"1641081600000\"/></smses>\n")
    for i in range(6):
        photo(f"{b}/DCIM/Camera/IMG_2021{(i % 9) + 3:02d}{10 + i}_1{i}2233.jpg", X, "Backup", 1100)
    for i in range(3):
        photo(f"{b}/WhatsApp/Media/WhatsApp Images/IMG-2021{i + 6:02d}1{i}-WA00{i + 10}.jpg", X, "Backup", 1100)
    add(f"{S}/Zotero-7.0.16_linux-x86_64.tar.bz2.part", L, "Sistema", 1, _blob(r, b"BZh91AY&SY", 700))
    add(f"{S}/Unconfirmed 482913.crdownload", L, "Sistema", 3, _blob(r, b"%PDF-1.7\n", 500))
    add(f"{S}/tesi_magistrale_scansioni.zip.part", L, "Sistema", 45, _blob(r, b"PK\x03\x04", 600))
    add("Documenti/Tutorato/2025-26 II semestre/~$gistro ore.xlsx", L, "Sistema", 30, _blob(r, b"\x0bGiulia", 150))
    add("Documenti/Tutorato/2024-25 I semestre/desktop.ini", L, "Sistema", 520,
        "[.ShellClassInfo]\nLocalizedResourceName=Tutorato\n")

    # ================================================================ more of the same people, later additions
    add(f"{g}/build/main.pdf", P, "Tesi", 2,
        "Bere insieme nella Messarà tardo-minoica. Ceramica da mensa e pratiche di consumo a Kamilari (TM "
        "II-IIIB)\nGiulia Benassi\nDottorato in Storie, culture e civiltà - XXXIX ciclo\nRelatore: prof. Paolo "
        "Zanardi\nIndice\n1 Introduzione\n2 Storia degli studi\n3 I contesti di Kamilari, area B")
    add(f"{t}/bozze/cap3 contesti v2 commenti Zanardi.docx", P, "Tesi", 41,
        "[Commento PZ: accorciare] 3.1 L'ambiente B3 misura 4,2 x 3,8 m; il crollo del tetto (US 214) sigilla "
        "il piano d'uso US 221, su cui giacevano 47 vasi per bere.")
    add(f"{t}/bozze/cap4 catalogo v1.docx", P, "Tesi", 13,
        "4. Catalogo tipologico\n4.1 Forme aperte: kylix a stelo alto (tipo K1), coppa a stelo (K2), skyphos "
        "(S1)\n4.2 Forme chiuse: brocca a becco (B1), anfora (A1)\n4.3 Impasti F1-F5")
    for i, age in enumerate((46, 46, 45)):
        photo(f"Immagini/Sopralluogo Kamilari 2026/area B saggio B5 {i + 1}.jpg", P, "Scavo Creta", age)
    add(f"{c}/contatti Pitsidia e Eforia.txt", P, "Scavo Creta", 52,
        "Villa Eleni (sig.ra Eleni Kalogeraki) +30 28920 45117\nNikos Manolakis (operaio) +30 697 441 2290\n"
        "Eforia di Heraklion, magazzino: dr. Eleni Papadaki +30 2810 279 000\nIdeal Rent a car aeroporto "
        "+30 2810 220 443\n")
    add(f"{c}/reperti da ristudiare 2026.md", P, "Scavo Creta", 29,
        "# Da riguardare in magazzino a luglio\n- KAM-B-24-0412 (kylix US 221, attacco stelo)\n- cassette 14-22 "
        "conteggi\n- campioni KAM 7, 12, 31 per sezioni sottili\n")
    add(f"{e}/programma sessione 214.pdf", P, "Convegni", 20,
        "EAA 2026 Athens - Session #214 Commensality in the prehistoric Aegean\nThursday 3 September, 9:00-"
        "13:00, room 4\n09:30 Benassi G.: Drinking together at Kamilari\n09:45 Hatzaki E.: Fine wares after "
        "the palaces")
    add(f"{e}/richiesta missione EAA.pdf", P, "Convegni", 15,
        "Università di Bologna - Richiesta di autorizzazione missione\nGiulia Benassi, dottoranda\nAtene, "
        "31/08/2026 - 04/09/2026, partecipazione con relazione al 32nd EAA Annual Meeting\nSpese previste: "
        "volo 180, hotel 412, iscrizione 95")
    add(f"{a}/lettera invito SAIA.pdf", P, "Atene", 34,
        "SCUOLA ARCHEOLOGICA ITALIANA DI ATENE - Odos Parthenonos 14\nLettera di invito per la dott.ssa "
        "Giulia Benassi, 1 ottobre - 20 dicembre 2026\nIl Direttore")
    add(f"{f}/ISEE 2026 attestazione.pdf", A, "Finanze", 100,
        f"INPS - Attestazione ISEE ordinario 2026\nDichiarante: {ME}, nucleo di 1 componente\nISEE: "
        "14.882,10 EUR - valida fino al 31/12/2026")
    add(f"{f}/BPER/contratto conto Giovani.pdf", A, "Finanze", 1700,
        f"BPER Banca - Contratto di conto corrente 'Conto Giovani'\nTitolare: {ME}\nIBAN {IBAN}\nCanone "
        "zero fino a 30 anni, carta di debito inclusa")
    for age in (10, 40, 71):
        add(f"{h}/bollette/Iliad fibra {day(age):%Y-%m}.pdf", A, "Casa", age,
            "Iliad Italia S.p.A. - Fattura offerta Fibra\nLinea: via del Pratello 47 int. 6, Bologna\n"
            f"Intestataria: {ME}\nImporto: 24,99 EUR - addebito SDD")
    add(f"{s}/ricevuta ticket dermatologia.pdf", A, "Salute", 111,
        "AUSL di Bologna - Ricevuta pagamento ticket\nBENASSI GIULIA - visita dermatologica + dermatoscopia\n"
        "Importo 23,00 EUR pagato con PagoPA")
    add(f"{s}/referto visita oculistica.pdf", A, "Salute", 480,
        "Referto oculistico - Ospedale S. Orsola\nPaziente: Giulia Benassi\nMiopia OD -1,75 OS -2,00; fondo "
        "oculare nella norma. Controllo tra 2 anni.")
    add("Documenti/Tutorato/2025-26 II semestre/slide esercitazione Kamares.pdf", A, "Tutorato", 58,
        "Archeologia egea - esercitazione 4\nLa ceramica di Kamares (MM IB-MM IIB)\nTecnica policroma su "
        "fondo scuro; forme: coppe a guscio d'uovo, brocche a becco; contesti: Festòs, Cnosso")
    add(f"{do}/attestato Open Science.pdf", A, "Dottorato", 235,
        "Attestato - corso trasversale 'Open Science e dati FAIR' (8 ore), 8 ottobre 2025\nPartecipante: "
        "Giulia Benassi, dottorato in Storie, culture e civiltà")
    add(f"{ar}/Watrous - Western Mesara survey.pdf", R, "Archeologia", 1000, lambda r, dt: t_article(r, (
        "Watrous", 2004, "The plain of Phaistos: cycles of social complexity in the Mesara", "Hesperia Suppl.")))
    add(f"{ar}/Levi 1961 - Kamilari.pdf", R, "Archeologia", 1300,
        "Doro Levi - La tomba a tholos di Kamilari presso Festòs\nAnnuario della Scuola Archeologica di "
        "Atene XXXIX-XL (1961-62)\nLo scavo della tholos, eseguito nel 1959, ha restituito modellini fittili")
    for i in range(6):
        age = 35 + i * 57
        photo(f"Immagini/{day(age):%Y}/IMG_{day(age):%Y%m%d}_{91500 + i * 777}.jpg", R, "Foto", age)
    for i, n in enumerate(("foto squadra 2024.jpg", "B3 fine scavo.jpg", "magazzino Pitsidia cassette.jpg")):
        photo(f"Immagini/Creta 2024/Scavo/{n}", X, "Scavo Creta", 668 - i * 5)
    add(f"{m}/libretto esami LM.pdf", X, "Laurea magistrale", 1210,
        "Autocertificazione esami sostenuti - LM Archeologia e culture del mondo antico\nArcheologia egea 30L; "
        "Epigrafia greca 28; Numismatica 27; Tirocinio di scavo idoneo; media 29,1")
    add(f"{er}/attestato arrivo e partenza.pdf", X, "Erasmus", 2180,
        "Certificate of attendance - Universiteit Leiden\nGiulia Benassi attended from 03/02/2020 to "
        "26/06/2020 (remote teaching from 16/03/2020)")
    photo(f"{mu}/badge museo.jpg", X, "Museo", 1090)
    add(f"{b}/Keep/note.txt", X, "Backup", 1100, "lista spesa: latte, pane, pomodori\npassword wifi casa "
        "Mascarella sul frigo\ntelefonare a nonna domenica\n")
    add(f"{b}/WhatsApp/Databases/msgstore.db.crypt14", X, "Backup", 1100, _blob(r, b"\x00\x01crypt14", 800))
    # later hard additions
    hadd(f"{S}/documento(9).pdf", A, "Casa", 40,
         f"Iliad Italia S.p.A. - Fattura n. F26-04-11872\nCliente: {ME}\nIndirizzo di attivazione: via del "
         "Pratello 47, 40122 Bologna\nOfferta Iliadbox Fibra aprile 2026: 24,99 EUR IVA inclusa")
    hadd(f"{D}/scansione0004.pdf", A, "Salute", 112,
         "Azienda USL di Bologna - Ricevuta di pagamento\nAssistita: Benassi Giulia\nPrestazione: visita "
         "dermatologica di controllo, dermatoscopia\nImporto ticket: 23,00 EUR")
    hadd(f"{S}/Nuovo documento.txt", P, "Atene", 25,
         "Dear Librarian,\nI will be a visiting PhD student at the Italian School of Archaeology at Athens "
         "from October to December 2026, if my mobility grant is approved. Could I obtain a reader's card "
         "for the BSA Penrose Library for those months?\nBest regards, Giulia Benassi (University of Bologna)")
    hadd(f"{S}/export (3).csv", P, "Scavo Creta", 18,
         "nome;email;telefono;gruppo sanguigno;allergie\n" + "\n".join(
             f"{n};{n.split()[0].lower()}.{n.split()[1].lower()}@unibo.it;+39 3{i}7 {i}{i}0 1{i}44;"
             f"{['A+', '0+', 'B+', '0-'][i % 4]};{['nessuna', 'penicillina', 'nessuna'][i % 3]}"
             for i, (n, ro, e) in enumerate(TEAM[:7])) + "\n# contatti emergenza campagna luglio 2026")
    hadd(f"{S}/allegato (3).pdf", P, "Convegni", 21,
         "Session #214 - Commensality in the prehistoric Aegean\nOrganisers: E. Hatzaki, M. Rupp\nThird "
         "speaker: Giulia Benassi, 'Drinking together at Kamilari', 15 min + 5 min discussion\nPlease send "
         "your slides to the session organisers by 20 August 2026.")
    hadd("Documenti/2025/scansione0015.pdf", A, "Finanze", 280,
         f"DICHIARAZIONE SOSTITUTIVA UNICA - ricevuta CAF CISL Bologna\nDichiarante: {ME} {CF}\nPatrimonio "
         "mobiliare: saldo e giacenza media conto BPER 2024\nReddito 2023: 5.412,30 EUR")
    hadd(f"{S}/IMG_20260305_0002.pdf", A, "Tutorato", 88,
         "Dichiarazione di insussistenza di incompatibilità\nLa sottoscritta Giulia Benassi, assegnataria "
         "dell'assegno di tutorato per l'insegnamento di Archeologia egea (II semestre 2025-26), dichiara di "
         "non superare il limite di ore previsto per i dottorandi.\nBologna, 05/03/2026")
    hadd("Documenti/2024/scansione0021.pdf", X, "Museo", 860,
         "ArcheoServizi Emilia Soc. Coop. - Attestato di servizio\nSi attesta che Giulia Benassi ha lavorato "
         "dal 05/06/2023 al 15/09/2023 come operatrice didattica e guida presso il Museo Civico "
         "Archeologico di Bologna.")
    hadd(f"{S}/stampa (1).pdf", R, "Greco", 190,
         "Centro Linguistico di Ateneo - Attestato di frequenza\nCorso di greco moderno livello A2, 40 ore, "
         "ottobre-dicembre 2025\nPartecipante: Giulia Benassi - esito: superato")
    dot(".bashrc", b"alias tesi='cd ~/Progetti/tesi-latex && latexmk -pvc -pdf main.tex'\n", 600)
    dot("Documenti/Scavo Creta 2026/.~lock.budget campagna 2026.xlsx#", b",Giulia Benassi,giulia-ThinkPad,01.06.2026 09:12,file:///home/giulia/.config/libreoffice/4;", 0.2)
    dot("Scaricati/.directory", b"[Dolphin]\nViewMode=1\n", 300)
    return items
