"""A fortieth unseen labelled corpus: Camille Tremblay's home directory, ``build(root, seed)``, written blind.

Whoever wrote this module read only: ``unseen.py``'s module docstring, the first lines of its ``build()``
(the ``write``/``encode``/``add`` helpers) and its helpers ``_d``, ``_kr``, ``_latin1``, ``_rezip``,
``_zip``, ``_xlsx``, ``_epub``, ``_id3`` and ``_blob``; ``corpus.py``'s ``Item`` dataclass, ``NOW``,
``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``_png`` and
``HEIC_HEAD``. Nothing in ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, no other corpus body and no
placement result was looked at. The files and labels are shaped by what this person would have on disk,
not by what the code looks for.

The person: Camille Tremblay, 29, from Chicoutimi, a PhD candidate (Ph. D. en neurosciences, since
September 2022) at the Université de Montréal, in the lab of Pre Isabelle Gagnon (co-supervisor
Dr Marc-André Pelletier). Her thesis, a thèse par articles, is on hippocampal sharp-wave ripples and the
consolidation of spatial memory in mice (silicon-probe recordings, closed-loop optogenetic ripple
disruption, water maze); she writes it in LaTeX under ``~/these/`` and analyses the data with a Python
package in ``~/code/ripples-analysis/`` (CSV, ``.npy`` and HDF5 files). Going on now (``NOW`` is
2026-06-01): the thesis itself (committee meeting in April, chapters being written, deposit planned for
winter 2027); the paper from chapter 3, back from the Journal of Neuroscience with a major-revision
decision on 9 April 2026, revision due 8 July; a teaching-assistant contract (auxiliaire d'enseignement)
for NSC 2006 Neurophysiologie des systèmes in the summer 2026 term; the trip to HippOsc 2026, an
international meeting on hippocampal oscillations in Lisbon, 13-16 July 2026 (poster, flights, hotel,
travel award); the move on 1 July 2026 from her 4 1/2 on rue De Lanaudière to a new flat on avenue
Christophe-Colomb; and postdoc applications for 2027. Ongoing: her FRQS doctoral scholarship and the lab
stipend, money and taxes (Desjardins, Revenu Québec, CRA/ARC, AFE student loan), rent and the flat's
bills, her health (RAMQ, the student insurance, a physio for a climbing shoulder), her bike and the
climbing gym, her cat Biscotte, her CV. Finished: the M.Sc. at Université Laval (2020-2022, a mémoire on
sleep spindles in rats), the 2019 NSERC summer internship at CERVO in Québec City, the autumn 2022 lab
rotation in Pr Samuel Ouellet's calcium-imaging lab, a collaboration paper with Dre Ève Bouchard's lab
published in Hippocampus in 2025, past TA contracts (NSC 1001, autumn 2024), past conferences (SfN 2024
Chicago, CAN 2025 Toronto), her old flat in Québec City.

The machine: Ubuntu on a ThinkPad. French home folders (``Documents/``, ``Téléchargements/``,
``Bureau/``, ``Images/`` with GNOME screenshots ``Capture d'écran du ...png`` and phone photos), a
``these/`` LaTeX tree, ``code/`` with git-style projects, a shared ``Dropbox/Labo Gagnon/`` folder
(where a supervisor's Word leaves ``~$`` lock files), ``Livres/``, a ``Sauvegarde_vieux_portable/`` copy of
the old Windows laptop from her master's, and dotfiles (``.bashrc``, ``.gitconfig``, ``.config/``,
``.git/``) that are written but not labelled. Half-tidy ``Documents/`` trees in French with some English
names, year folders for taxes, a ``Numérisations/`` folder of ``scan_00xx.pdf``, and a
``Téléchargements/`` full of ``document (3).pdf`` and ``.crdownload`` leftovers.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects** -- an outcome with an end, still being worked on now, whatever the file's age:
  the PhD thesis (chapters, bibliography, figures, compiled PDFs, the analysis code and its data, the lab
  notebook, the animal-use protocol, committee meetings and progress reports, the faculty's thesis
  template and guide) and the Journal of Neuroscience revision (decision letter, reviews, response
  letter, revised manuscript and figures) -- topic Research; the Lisbon HippOsc 2026 trip (abstract,
  acceptance, registration, poster, flights, hotel, travel award, budget, map screenshots) -- topic
  Conferences; the 1 July move (the new lease, the notice to the old landlord, movers' quotes, boxes,
  address changes, transfers of Hydro-Québec and internet, photos of the new flat) -- topic Home; the
  postdoc applications (letters, research statement, lab lists, mails with PIs) -- topic Career.
- **Areas** -- responsibilities with a standard to keep and no end, whatever the document's age: the
  current TA job (contract, syllabus, grading grids, grades, student mails, timesheets, grading script)
  -- Teaching; the FRQS scholarship, the lab stipend and departmental awards (award letters, payment
  notices, annual reports, FRQS rules, enrolment certificates) -- Funding; bank and card statements,
  budget, tax returns and slips of every year, TFSA, student loan, pay stubs (even the TA pay stubs)
  -- Finance; the current lease, rent, Hydro-Québec, internet and phone bills, tenant insurance --
  Home; RAMQ, pharmacy, dentist, physio, glasses, student health insurance -- Health; the cat's vet,
  vaccines, food, sitter instructions -- Pet; the climbing-gym membership and the bike's repairs and
  registration -- Sport; the CV and references -- Career.
- **Resources** -- kept for reference or interest, by subject: scientific articles, methods protocols,
  course notes from her PhD courses (Research); climbing and bike-repair guides (Sport); cat-care
  reading (Pet); recipes (Cooking); ebooks (Books); installers, Linux and Python notes, cheat sheets
  (Software); personal photos and screenshots (Photos) -- except pictures that document a project,
  current or finished (the new flat, the lab set-up, a poster session: that project's bucket and
  topic), and those inside the old laptop's copy.
- **Archive** -- finished projects and ended responsibilities: the M.Sc., the 2019 internship, the 2022
  rotation and the finished collaboration paper (Research); SfN 2024 and CAN 2025 (Conferences); the
  ended NSC 1001 TA contract (Teaching); the old Québec City flat (Home); everything inside the copy of
  the old laptop (Backup).
- **Left** -- files that must stay where they are: unfinished downloads (``.crdownload``, ``.part``),
  Office lock files (``~$x.docx``), ``desktop.ini`` and ``Thumbs.db`` even inside the laptop copy --
  topic System. Dot files are written but not labelled.

Topics are subjects a careful person would file under, kept across buckets: Research, Conferences,
Teaching, Funding, Finance, Home, Health, Pet, Sport, Career, Cooking, Books, Software, Photos, Backup
and System (the new lease and the old Québec flat are both Home; the Lisbon poster and the SfN 2024
poster are both Conferences). ``hard`` marks a file whose name *and* folder say nothing about its subject
(``Téléchargements/document (3).pdf``, ``Bureau/sans titre.txt``, ``Documents/Numérisations/scan_0012.pdf``,
``Documents/divers/notes.md``): only the text inside can place it. Images are never hard.
"""

from __future__ import annotations

import json
import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

# --------------------------------------------------------------------------- helpers

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


def _fr(dt: datetime) -> str:
    return f"{dt.day} {MOIS[dt.month - 1]} {dt.year}"


def _en(dt: datetime) -> str:
    return f"{MONTHS[dt.month - 1]} {dt.day}, {dt.year}"


def _iso(dt: datetime) -> str:
    return dt.strftime("%Y-%m-%d")


def _amt(v: float) -> str:
    return f"{v:,.2f}".replace(",", " ").replace(".", ",") + " $"


def _dol(r: random.Random, lo: float, hi: float) -> str:
    return _amt(r.uniform(lo, hi))


def _mail(frm: str, to: str, subject: str, dt: datetime, body: str, r: random.Random) -> str:
    h, m = r.randint(7, 22), r.randint(0, 59)
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    mid = f"<{r.getrandbits(48):012x}.{dt:%Y%m%d}@{frm.split('@')[-1].strip('>')}>"
    return (f"From: {frm}\nTo: {to}\nSubject: {subject}\n"
            f"Date: {days[dt.weekday()]}, {dt.day} {mon[dt.month - 1]} {dt.year} {h:02d}:{m:02d}:00 -0400\n"
            f"Message-ID: {mid}\nMIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\n"
            f"Content-Transfer-Encoding: 8bit\n\n{body}\n")


ME = "Camille Tremblay <camille.tremblay.3@umontreal.ca>"
ME_PERSO = "Camille Tremblay <cam.tremblay97@gmail.com>"
ADR_OLD = "5873, rue De Lanaudière, app. 3\nMontréal (Québec)  H2G 3A5"
ADR_NEW = "7214, avenue Christophe-Colomb, app. 5\nMontréal (Québec)  H2R 2S8"
LAB = "Laboratoire Gagnon, Département de neurosciences, Université de Montréal"

NOMS = ["Gagnon", "Roy", "Côté", "Bouchard", "Gauthier", "Morin", "Lavoie", "Fortin", "Gagné", "Ouellet",
        "Pelletier", "Bélanger", "Lévesque", "Bergeron", "Leblanc", "Paquette", "Girard", "Simard", "Boucher",
        "Caron", "Beaulieu", "Cloutier", "Dubé", "Poirier", "Nguyen", "Haddad", "Diallo", "Chen", "Benali"]
PRENOMS = ["Émilie", "Félix", "Léa", "Olivier", "Justine", "Samuel", "Maude", "Alexis", "Rosalie", "William",
           "Laurence", "Gabriel", "Noémie", "Mathis", "Sarah", "Yasmine", "Thomas", "Chloé", "Xavier", "Mei",
           "Karim", "Anaïs", "Jérémie", "Florence"]


def _nom(r: random.Random) -> str:
    return f"{r.choice(PRENOMS)} {r.choice(NOMS)}"


def _matricule(r: random.Random) -> str:
    return f"20{r.randint(100000, 299999)}"


# --------------------------------------------------------------------------- thesis (Projects Research)

CHAPITRES = {
    "01_introduction": ("Introduction générale", [
        ("La consolidation de la mémoire désigne le processus par lequel une trace mnésique initialement labile "
        "devient stable et résistante à l'interférence."),
        ("Depuis les travaux de \\citet{wilson1994reactivation}, on sait que les ensembles de cellules de lieu "
        "actifs pendant l'exploration sont réactivés pendant le sommeil lent qui suit."),
        ("Les ondulations hippocampiques (\\textit{sharp-wave ripples}, SWR) sont des oscillations rapides "
        "(150--250~Hz) enregistrées dans la couche pyramidale de CA1 \\citep{buzsaki2015hippocampal}."),
        ("L'objectif de cette thèse est de déterminer si la durée et le couplage des SWR avec les fuseaux "
        "corticaux prédisent la rétention de la mémoire spatiale chez la souris.")]),
    "02_methodes": ("Méthodes générales", [
        "Toutes les procédures ont été approuvées par le CIPA de l'Université de Montréal (protocole 22-041).",
        ("Des souris C57BL/6J mâles et femelles (n = 38, 10--14 semaines) ont été implantées avec une sonde "
        "en silicium de 64 canaux (Cambridge NeuroTech H3) dans le CA1 dorsal (AP $-2{,}0$, ML $1{,}6$ mm)."),
        ("Les signaux ont été acquis à 30~kHz avec un système Open Ephys et sous-échantillonnés à 1~250~Hz "
        "pour l'analyse du potentiel de champ local."),
        ("Les SWR ont été détectées sur l'enveloppe de Hilbert du signal filtré entre 150 et 250~Hz, avec un "
        "seuil de 5 écarts-types et une durée minimale de 15~ms.")]),
    "03_article1_ripples": ("Article 1 : les SWR prolongées et la consolidation", [
        "Ce chapitre reproduit le manuscrit soumis au \\textit{Journal of Neuroscience} (révision en cours).",
        ("Nous montrons que la perturbation en boucle fermée des SWR de longue durée (> 100 ms) pendant le "
        "sommeil post-apprentissage réduit la préférence pour le quadrant cible au test de rétention."),
        ("La perturbation des seules SWR courtes n'a pas d'effet significatif (ANOVA mixte, "
        "$F_{(1,22)} = 0{,}84$, $p = 0{,}37$)."),
        "Ces résultats suggèrent que la durée des SWR, plutôt que leur nombre, est déterminante."]),
    "04_article2_couplage": ("Article 2 : couplage SWR-fuseaux et rétention", [
        ("Dans ce deuxième article (en préparation), nous examinons le couplage temporel entre les SWR "
        "hippocampiques et les fuseaux du cortex préfrontal médian."),
        ("Le taux de couplage SWR--fuseau pendant les deux premières heures de sommeil est corrélé à la "
        "latence d'évasion au jour 7 (Spearman $\\rho = -0{,}58$)."),
        "TODO: refaire la figure 4.3 avec les 6 nouvelles souris de la cohorte C."]),
    "05_discussion": ("Discussion générale", [
        ("Nos résultats s'inscrivent dans un modèle où les SWR de longue durée étendent la réactivation des "
        "séquences de cellules de lieu \\citep{fernandezruiz2019long}."),
        "Limites : les souris ont été enregistrées en cage d'habitation, sans contrôle de la phase circadienne.",
        "Perspectives : la stimulation optogénétique des SWR (prolongation) pourrait améliorer la rétention.",
        "% CT: demander à Isabelle si on garde la section sur les différences de sexe"]),
}


def t_chapitre(key: str):
    def f(r, dt):
        titre, paras = CHAPITRES[key]
        lab = key.split("_", 1)[1]
        out = [(f"% !TEX root = ../these.tex\n% derniere modif {_iso(dt)}\n\\chapter{{{titre}}}\n"
               f"\\label{{chap:{lab}}}\n")]
        for i, p in enumerate(paras):
            if i == 1:
                out.append(f"\\section{{{r.choice(['Contexte', 'Approche', 'Résultats principaux', 'Cadre'])}}}\n")
            out.append(p + "\n")
        out.append(f"\n\\begin{{figure}}[htbp]\n  \\centering\n  \\includegraphics[width=\\linewidth]"
                   f"{{figures/{lab}/fig{r.randint(1, 5)}.pdf}}\n  \\caption{{À compléter.}}\n\\end{{figure}}\n")
        return "\n".join(out)
    return f


def t_these_main(r, dt):
    chs = "\n".join(f"\\include{{chapitres/{k}}}" for k in CHAPITRES)
    return ("\\documentclass[12pt,oneside]{udem-these}\n\\usepackage[french,english]{babel}\n"
            "\\usepackage[style=authoryear,natbib=true,backend=biber]{biblatex}\n\\addbibresource{these.bib}\n"
            "\\usepackage{graphicx,siunitx,booktabs}\n\n"
            "\\title{Les ondulations hippocampiques et la consolidation de la mémoire spatiale chez la souris}\n"
            "\\author{Camille Tremblay}\n\\programme{Ph. D. en neurosciences}\n"
            "\\directeur{Isabelle Gagnon}\n\\codirecteur{Marc-André Pelletier}\n\\date{Hiver 2027}\n\n"
            "\\begin{document}\n\\frontmatter\n\\maketitle\n\\input{resume}\n\\tableofcontents\n"
            "\\listoffigures\n\\mainmatter\n" + chs + "\n\\backmatter\n\\printbibliography\n\\end{document}\n")


BIB = [
    ("buzsaki2015hippocampal", "Buzsáki, György", ("Hippocampal sharp wave-ripple: A cognitive biomarker for "
     "episodic memory and planning"), "Hippocampus", 2015),
    ("wilson1994reactivation", "Wilson, Matthew A. and McNaughton, Bruce L.", ("Reactivation of hippocampal "
     "ensemble memories during sleep"), "Science", 1994),
    ("girardeau2009selective", ("Girardeau, Gabrielle and Benchenane, Karim and Wiener, Sidney I. and Buzsáki, "
     "György and Zugaro, Michaël B."), "Selective suppression of hippocampal ripples impairs spatial memory",
     "Nature Neuroscience", 2009),
    ("jadhav2012awake", "Jadhav, Shantanu P. and Kemere, Caleb and German, P. Walter and Frank, Loren M.",
     "Awake hippocampal sharp-wave ripples support spatial memory", "Science", 2012),
    ("fernandezruiz2019long", "Fernández-Ruiz, Antonio and Oliva, Azahara and others", ("Long-duration "
     "hippocampal sharp wave ripples improve memory"), "Science", 2019),
    ("maingret2016hippocampo", ("Maingret, Nicolas and Girardeau, Gabrielle and Todorova, Ralitsa and Goutierre, "
     "Marie and Zugaro, Michaël"), "Hippocampo-cortical coupling mediates memory consolidation during sleep",
     "Nature Neuroscience", 2016),
    ("siapas1998coordinated", "Siapas, Athanassios G. and Wilson, Matthew A.", ("Coordinated interactions "
     "between hippocampal ripples and cortical spindles during slow-wave sleep"), "Neuron", 1998),
    ("vorhees2006morris", "Vorhees, Charles V. and Williams, Michael T.", ("Morris water maze: procedures for "
     "assessing spatial and related forms of learning and memory"), "Nature Protocols", 2006),
]


def t_bib(r, dt):
    out = [f"% these.bib -- exporté de Zotero (Better BibTeX) le {_iso(dt)}\n"]
    for key, au, ti, jo, yr in BIB:
        out.append(f"@article{{{key},\n  author = {{{au}}},\n  title = {{{ti}}},\n  journal = {{{jo}}},\n"
                   f"  year = {{{yr}}},\n  volume = {{{r.randint(8, 364)}}},\n"
                   f"  pages = {{{r.randint(100, 999)}--{r.randint(1000, 1400)}}}\n}}\n")
    return "\n".join(out)


def t_makefile(r, dt):
    return ("# Makefile pour la these -- latexmk fait le gros du travail\nMAIN = these\n\nall: $(MAIN).pdf\n\n"
            "$(MAIN).pdf: $(MAIN).tex chapitres/*.tex these.bib\n\tlatexmk -pdf -bibtex -interaction=nonstopmode "
            "$(MAIN).tex\n\nfigures:\n\tcd ../code/ripples-analysis && python scripts/make_figures.py --out "
            "../../these/figures\n\nclean:\n\tlatexmk -c\n\trm -f *.run.xml *.bbl\n\n.PHONY: all clean figures\n")


def t_cls(r, dt):
    return ("% udem-these.cls -- gabarit non officiel de mémoire/thèse, Université de Montréal\n"
            "% Conforme au Guide de présentation des mémoires et thèses (ESP, 2023)\n"
            "\\NeedsTeXFormat{LaTeX2e}\n\\ProvidesClass{udem-these}[2023/09/01 v2.3]\n"
            "\\LoadClass[12pt,letterpaper]{report}\n\\RequirePackage[margin=2.5cm,left=3cm]{geometry}\n"
            "\\RequirePackage{setspace}\\onehalfspacing\n"
            "\\newcommand{\\programme}[1]{\\gdef\\@programme{#1}}\n"
            "\\newcommand{\\directeur}[1]{\\gdef\\@directeur{#1}}\n"
            "\\newcommand{\\codirecteur}[1]{\\gdef\\@codirecteur{#1}}\n"
            "\\renewcommand{\\maketitle}{\\begin{titlepage}\\centering Université de Montréal\\par\\vspace{2cm}"
            "{\\Large\\@title\\par}\\vspace{1cm}par\\par\\@author\\par\\vfill Thèse présentée en vue de "
            "l'obtention du grade de Philosophiæ Doctor (Ph. D.) en \\@programme\\par\\@date\\end{titlepage}}\n")


def t_resume(r, dt):
    return ("\\chapter*{Résumé}\nLes ondulations hippocampiques (SWR) sont considérées comme un mécanisme clé de "
            "la consolidation de la mémoire. Dans cette thèse, nous avons enregistré l'activité de CA1 chez "
            "38 souris pendant l'apprentissage d'une piscine de Morris et le sommeil qui suit.\n\n"
            "Mots-clés : hippocampe, ondulations, sommeil, mémoire spatiale, optogénétique, souris\n\n"
            "\\chapter*{Abstract}\nHippocampal sharp-wave ripples (SWRs) are thought to drive memory "
            "consolidation. We recorded CA1 activity in 38 mice during water-maze learning and subsequent sleep.\n")


def t_these_pdf(r, dt):
    return ("Université de Montréal\n\nLes ondulations hippocampiques et la consolidation de la mémoire spatiale "
            "chez la souris\n\npar\nCamille Tremblay\n\nDépartement de neurosciences, Faculté de médecine\n\n"
            "Thèse présentée en vue de l'obtention du grade de Philosophiae Doctor (Ph. D.) en neurosciences\n\n"
            f"VERSION DE TRAVAIL -- compilée le {_iso(dt)} -- ne pas diffuser\n\nTable des matières\n"
            "1 Introduction générale .......... 1\n2 Méthodes générales .......... 27\n3 Article 1 : les SWR "
            "prolongées et la consolidation .......... 41\n4 Article 2 : couplage SWR-fuseaux .......... 78\n"
            "5 Discussion générale .......... 104\n")


def t_comite(r, dt):
    return (f"# Comité de suivi -- rencontre du {_fr(dt)}\n\nPrésent·es : Isabelle Gagnon (dir.), Marc-André "
            "Pelletier (codir.), Samuel Ouellet, Nadia Haddad (membre externe)\n\n## Ce que j'ai présenté\n"
            "- Avancement chapitre 3 (révision JNeurosci, décision majeure reçue)\n- Résultats préliminaires "
            "couplage SWR-fuseaux, cohortes A et B (n = 24)\n- Échéancier : dépôt initial visé février 2027\n\n"
            "## Commentaires\n- Nadia : contrôler pour la vitesse de nage dans l'analyse de rétention\n"
            "- Samuel : ajouter un groupe contrôle avec stimulation décalée (délai 200 ms)\n"
            "- Isabelle : chapitre 4 doit être soumis avant le dépôt, viser eLife ou Current Biology\n\n"
            "## À faire\n- [ ] cohorte C (6 souris) chirurgies en juin\n- [ ] envoyer le PV signé à la TGDE\n"
            f"- [ ] prochaine rencontre : {r.choice(['novembre', 'octobre', 'décembre'])} 2026\n")


def t_rapport_avancement(r, dt):
    return ("RAPPORT ANNUEL D'AVANCEMENT -- ÉTUDES DOCTORALES\nFaculté des études supérieures et postdoctorales\n"
            "Étudiante : Camille Tremblay    Matricule : 20184417\nProgramme : 3-530-1-0 Ph. D. Neurosciences\n"
            f"Période couverte : {dt.year - 1}-{dt.year}\n\n1. Travaux réalisés\nCollecte terminée pour les cohortes "
            "A et B (24 souris). Manuscrit 1 soumis au Journal of Neuroscience (JN-RM-0873-25). Présentation par "
            "affiche au congrès de l'ACN (Toronto, mai 2025).\n\n2. Objectifs pour l'année à venir\nRévision du "
            "manuscrit 1, cohorte C, rédaction du manuscrit 2 et des chapitres d'introduction et de discussion.\n\n"
            "3. Évaluation du comité\nProgression : satisfaisante.\n\nSignature de l'étudiante : ____________\n"
            "Signature de la directrice : ____________\n")


def t_cahier(r, dt):
    lines = [f"# Cahier de labo -- {MOIS[dt.month - 1]} {dt.year}\n"]
    for k in range(r.randint(4, 7)):
        day = dt - timedelta(days=k * r.randint(2, 5))
        mouse = f"M{r.randint(30, 44)}"
        what = r.choice([
            f"chirurgie {mouse} : implant sonde H3 + fibre optique, durée 3 h 10, récupération OK, carprofène 5 mg/kg",
            f"enregistrement {mouse} session pré-sommeil 2 h, {r.randint(180, 420)} SWR détectées en ligne",
            (f"piscine de Morris {mouse} jour {r.randint(1, 5)}, latences {r.randint(8, 60)}/{r.randint(8, 60)}/"
            f"{r.randint(8, 60)}/{r.randint(8, 60)} s"),
            f"{mouse} perte de poids {r.randint(5, 14)} %, vérifier avec la vétérinaire (Dre Caron)",
            f"perfusion {mouse}, cerveau dans PFA 4 %, coupes vibratome prévues jeudi",
            (f"test boucle fermée {mouse} : latence de détection {r.randint(9, 22)} ms, "
            f"laser 473 nm {r.randint(3, 9)} mW"),
        ])
        lines.append(f"- **{_iso(day)}** {what}")
    return "\n".join(lines) + "\n"


def t_cipa(r, dt):
    return ("Comité institutionnel de protection des animaux (CIPA)\nUniversité de Montréal\n\n"
            "CERTIFICAT DE BONNES PRATIQUES ANIMALES EN RECHERCHE\nProtocole no : 22-041 (renouvellement 2026)\n"
            "Titre : Rôle des ondulations hippocampiques dans la consolidation de la mémoire spatiale\n"
            "Chercheuse responsable : Isabelle Gagnon, Ph. D.\nPersonnel autorisé : Camille Tremblay (Ph. D.), "
            "Jérémie Lévesque (M. Sc.), Mei Chen (stagiaire)\nEspèce : Mus musculus, C57BL/6J et PV-Cre\n"
            "Nombre d'animaux autorisés : 60 pour la période\nNiveau d'invasivité : C\n"
            f"Valide jusqu'au : 31 mai {dt.year + 1}\n\nLa présente atteste que le protocole est conforme aux normes "
            "du Conseil canadien de protection des animaux (CCPA).\n")


def t_guide_fesp(r, dt):
    return ("Guide de présentation des mémoires et des thèses\nÉcole supérieure et postdoctorale (ESP)\n"
            "Université de Montréal -- édition 2023\n\n1. Thèse par articles\nLa thèse peut comporter des "
            "articles publiés, acceptés ou soumis. L'étudiant doit être le premier auteur d'au moins deux articles.\n"
            "Un accord des coauteurs doit être joint pour chaque article.\n\n2. Mise en page\nMarges : 2,5 cm; "
            "marge de reliure 3 cm. Interligne 1,5. Police 12 points.\n\n3. Dépôt\nLe dépôt initial se fait en "
            "format PDF/A via le portail Synchro.\n")


# --------------------------------------------------------------------------- analysis code (Projects Research)

def t_readme_code(r, dt):
    return ("# ripples-analysis\n\nAnalyse des enregistrements CA1 (sondes H3, Open Ephys) pour ma thèse :\n"
            "détection des SWR, spectres, couplage SWR-fuseaux, comportement piscine de Morris.\n\n"
            "## Installation\n\n```bash\nmamba env create -f environment.yml\nmamba activate ripples\n"
            "pip install -e .\n```\n\n## Usage\n\n```bash\npython scripts/run_batch.py --cohort B "
            "--config config.yaml\npython scripts/make_figures.py --out ../../these/figures\n```\n\n"
            "Les données brutes sont sur le serveur du labo (`/mnt/gagnonlab/raw`), pas dans le dépôt.\n"
            "Seuls les fichiers `data/processed/*.csv` sont versionnés.\n")


def t_pyproject(r, dt):
    return ('[project]\nname = "ripples"\nversion = "0.4.1"\ndescription = "SWR detection and analysis for '
            'the Gagnon lab thesis project"\nauthors = [{name = "Camille Tremblay"}]\nrequires-python = ">=3.10"\n'
            'dependencies = ["numpy", "scipy", "pandas", "h5py", "matplotlib", "seaborn", "pingouin"]\n\n'
            '[build-system]\nrequires = ["setuptools>=61"]\nbuild-backend = "setuptools.build_meta"\n\n'
            '[tool.ruff]\nline-length = 100\n')


def t_env_yml(r, dt):
    return ("name: ripples\nchannels:\n  - conda-forge\ndependencies:\n  - python=3.11\n  - numpy=1.26\n"
            "  - scipy\n  - pandas\n  - h5py\n  - matplotlib\n  - seaborn\n  - jupyterlab\n  - pip\n  - pip:\n"
            "      - pingouin\n      - open-ephys-python-tools\n")


def t_config(r, dt):
    return (f"# config analyse SWR -- {_iso(dt)}\nfs_lfp: 1250\nripple_band: [150, 250]\n"
            f"threshold_sd: {r.choice([4, 5])}\nmin_duration_ms: 15\nlong_ripple_ms: 100\n"
            "spindle_band: [10, 16]\nsleep_scoring:\n  emg_threshold: 0.35\n  theta_delta_ratio: 1.6\n"
            "cohorts:\n  A: [M01, M02, M03, M04, M05, M06, M07, M08, M09, M10, M11, M12]\n"
            "  B: [M13, M14, M15, M16, M17, M18, M19, M20, M21, M22, M23, M24]\n"
            "paths:\n  raw: /mnt/gagnonlab/raw\n  processed: data/processed\n")


def t_detect_py(r, dt):
    return ('"""Détection des ondulations hippocampiques (SWR) sur le LFP de CA1."""\n\n'
            "from __future__ import annotations\n\nimport numpy as np\nfrom scipy import signal\n\n\n"
            "def bandpass(lfp: np.ndarray, fs: float, lo: float = 150.0, hi: float = 250.0) -> np.ndarray:\n"
            '    sos = signal.butter(4, [lo, hi], btype="band", fs=fs, output="sos")\n'
            "    return signal.sosfiltfilt(sos, lfp)\n\n\n"
            "def detect_ripples(lfp, fs, threshold_sd=5.0, min_ms=15.0):\n"
            '    """Retourne un tableau (n, 3) : début, pic, fin (en secondes)."""\n'
            "    env = np.abs(signal.hilbert(bandpass(lfp, fs)))\n"
            "    env = (env - env.mean()) / env.std()\n    above = env > threshold_sd\n"
            "    edges = np.diff(above.astype(int))\n    starts = np.where(edges == 1)[0]\n"
            "    ends = np.where(edges == -1)[0]\n    if ends.size and starts.size and ends[0] < starts[0]:\n"
            "        ends = ends[1:]\n    n = min(len(starts), len(ends))\n    events = []\n"
            "    for s, e in zip(starts[:n], ends[:n]):\n        if (e - s) / fs * 1000 >= min_ms:\n"
            "            peak = s + int(np.argmax(env[s:e]))\n            events.append((s / fs, peak / fs, e / fs))\n"
            "    return np.array(events)\n")


def t_spectral_py(r, dt):
    return ('"""Spectres et couplage SWR-fuseaux."""\n\nimport numpy as np\nfrom scipy import signal\n\n\n'
            "def psd(x, fs, nperseg=2048):\n    return signal.welch(x, fs=fs, nperseg=nperseg)\n\n\n"
            "def coupling_rate(ripple_peaks, spindle_windows, lag=(-0.5, 1.0)):\n"
            '    """Fraction des SWR tombant dans une fenêtre [début+lag0, fin+lag1] d\'un fuseau."""\n'
            "    hits = 0\n    for t in ripple_peaks:\n        for s, e in spindle_windows:\n"
            "            if s + lag[0] <= t <= e + lag[1]:\n                hits += 1\n                break\n"
            "    return hits / max(len(ripple_peaks), 1)\n")


def t_io_py(r, dt):
    return ('"""Lecture des sessions Open Ephys et des fichiers HDF5 intermédiaires."""\n\nfrom pathlib import Path\n\n'
            "import h5py\nimport numpy as np\nimport pandas as pd\n\n\ndef load_session(path: Path, channel: int):\n"
            '    with h5py.File(path / "lfp.h5", "r") as f:\n        lfp = f["lfp"][channel, :]\n'
            '        fs = f.attrs["fs"]\n    return lfp, fs\n\n\n'
            'def load_sessions_table(path="data/processed/sessions.csv"):\n'
            '    df = pd.read_csv(path, parse_dates=["date"])\n    return df[df["exclude"] == 0]\n')


def t_stats_py(r, dt):
    return ('"""Statistiques pour le chapitre 3 (réponse aux réviseurs incluse)."""\n\nimport pandas as pd\n'
            "import pingouin as pg\n\n\ndef retention_anova(df: pd.DataFrame):\n"
            '    # Reviewer 2, point 4 : ajouter le sexe comme facteur\n'
            '    return pg.mixed_anova(data=df, dv="quadrant_pct", within="day", between="group",\n'
            '                          subject="mouse")\n\n\n'
            "def swim_speed_control(df):\n"
            '    return pg.ancova(data=df, dv="quadrant_pct", covar="swim_speed", between="group")\n')


def t_run_batch(r, dt):
    return ("#!/usr/bin/env python\n\"\"\"Lance la détection SWR sur toutes les sessions d'une cohorte.\"\"\"\n\n"
            "import argparse\n\nimport pandas as pd\nimport yaml\n\nfrom ripples.detect import detect_ripples\n"
            "from ripples.io import load_session, load_sessions_table\n\n\ndef main():\n"
            "    ap = argparse.ArgumentParser()\n    ap.add_argument(\"--cohort\", required=True)\n"
            "    ap.add_argument(\"--config\", default=\"config.yaml\")\n    args = ap.parse_args()\n"
            "    cfg = yaml.safe_load(open(args.config))\n    sessions = load_sessions_table()\n"
            "    for _, s in sessions[sessions.cohort == args.cohort].iterrows():\n"
            "        lfp, fs = load_session(s.path, s.channel)\n"
            "        ev = detect_ripples(lfp, fs, cfg[\"threshold_sd\"], cfg[\"min_duration_ms\"])\n"
            "        pd.DataFrame(ev, columns=[\"start\", \"peak\", \"end\"]).to_csv(\n"
            "            f\"data/processed/ripples_{s.mouse}_{s.session}.csv\", index=False)\n\n\n"
            "if __name__ == \"__main__\":\n    main()\n")


def t_make_figs(r, dt):
    return ("\"\"\"Génère les figures de la thèse (PDF vectoriels).\"\"\"\n\n"
            "import argparse\nfrom pathlib import Path\n\n"
            "import matplotlib\nmatplotlib.use(\"Agg\")\nimport matplotlib.pyplot as plt\nimport pandas as pd\n\n"
            "plt.rcParams.update({\"font.size\": 8, \"pdf.fonttype\": 42})\n\n\ndef fig_duration_hist(out):\n"
            "    df = pd.read_csv(\"data/processed/ripples_summary.csv\")\n"
            "    fig, ax = plt.subplots(figsize=(3.2, 2.4))\n"
            "    ax.hist(df.duration_ms, bins=60, color=\"0.3\")\n    ax.axvline(100, ls=\"--\", c=\"C3\")\n"
            "    ax.set_xlabel(\"Durée SWR (ms)\")\n    fig.savefig(out / \"03_article1_ripples\" / \"fig2.pdf\")\n\n\n"
            "if __name__ == \"__main__\":\n    ap = argparse.ArgumentParser()\n"
            "    ap.add_argument(\"--out\", type=Path)\n"
            "    fig_duration_hist(ap.parse_args().out)\n")


def t_test_detect(r, dt):
    return ("import numpy as np\n\nfrom ripples.detect import detect_ripples\n\n\n"
            "def test_detects_synthetic_ripple():\n"
            "    fs = 1250\n    t = np.arange(0, 2, 1 / fs)\n"
            "    x = 0.05 * np.random.default_rng(0).standard_normal(t.size)\n"
            "    burst = (t > 1.0) & (t < 1.06)\n    x[burst] += np.sin(2 * np.pi * 200 * t[burst])\n"
            "    ev = detect_ripples(x, fs, threshold_sd=3)\n    assert len(ev) == 1\n"
            "    assert 0.99 < ev[0, 1] < 1.07\n")


def t_sessions_csv(r, dt):
    rows = ["mouse,cohort,sex,date,session,group,channel,path,exclude"]
    d0 = dt - timedelta(days=200)
    for i in range(1, 25):
        m = f"M{i:02d}"
        for s in ("pre", "post"):
            rows.append(f"{m},{'A' if i <= 12 else 'B'},{r.choice('MF')},{_iso(d0 + timedelta(days=i * 5))},{s},"
                        f"{r.choice(['long-disrupt', 'short-disrupt', 'sham'])},{r.randint(18, 42)},"
                        f"/mnt/gagnonlab/raw/{m}/{s},{1 if r.random() < 0.06 else 0}")
    return "\n".join(rows) + "\n"


def t_ripples_csv(r, dt):
    rows = ["start,peak,end,duration_ms,peak_freq_hz,amplitude_sd"]
    t = r.uniform(5, 40)
    for _ in range(r.randint(40, 70)):
        t += r.expovariate(0.8)
        dur = r.lognormvariate(4.0, 0.45)
        rows.append(f"{t:.4f},{t + dur / 2000:.4f},{t + dur / 1000:.4f},{dur:.1f},{r.uniform(150, 230):.1f},"
                    f"{r.uniform(5, 14):.2f}")
    return "\n".join(rows) + "\n"


def t_behaviour_csv(r, dt):
    rows = ["mouse,group,day,trial,latency_s,path_length_cm,swim_speed_cm_s,quadrant_pct"]
    for i in range(1, 25):
        g = r.choice(["long-disrupt", "short-disrupt", "sham"])
        for day in range(1, 6):
            for tr in range(1, 5):
                lat = max(4.0, 60 - day * r.uniform(5, 11) + r.gauss(0, 6))
                rows.append(f"M{i:02d},{g},{day},{tr},{lat:.1f},{lat * r.uniform(16, 22):.0f},"
                            f"{r.uniform(16, 23):.1f},{'' if day < 5 else f'{r.uniform(20, 60):.1f}'}")
    return "\n".join(rows) + "\n"


def t_stats_summary(r, dt):
    return ("effect,df1,df2,F,p_unc,np2\ngroup,2,21,4.12,0.031,0.28\nday,4,84,58.7,<0.001,0.74\n"
            f"group*day,8,84,{r.uniform(1.2, 2.4):.2f},{r.uniform(0.02, 0.2):.3f},0.13\n"
            "sex,1,21,0.84,0.37,0.04\n")


def t_notebook(r, dt):
    cells = [
        {"cell_type": "markdown", "metadata": {}, "source": ["# Exploration cohorte B\n", ("Distribution des durées "
                                                               "de SWR et effet de la perturbation en boucle fermée")]},
        {"cell_type": "code", "execution_count": 3, "metadata": {}, "outputs": [],
         "source": ["import pandas as pd\n", "import seaborn as sns\n",
                    "df = pd.read_csv('../data/processed/ripples_summary.csv')\n",
                    "sns.histplot(df, x='duration_ms', hue='group', log_scale=True)"]},
        {"cell_type": "code", "execution_count": 7, "metadata": {}, "outputs": [],
         "source": ["# proportion de SWR > 100 ms par groupe\n",
                    "df.assign(long=df.duration_ms > 100).groupby('group').long.mean()"]},
    ]
    nb = {"cells": cells, "metadata": {"kernelspec": {"display_name": "ripples", "language": "python",
                                                      "name": "ripples"}}, "nbformat": 4, "nbformat_minor": 5}
    return json.dumps(nb, ensure_ascii=False, indent=1)


def t_npy(r, dt) -> bytes:
    header = "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 300), }"
    header = header + " " * (118 - len(header)) + "\n"
    return b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") + header.encode() + \
        bytes(r.getrandbits(8) for _ in range(2400))


def t_h5(r, dt) -> bytes:
    return _blob(r, b"\x89HDF\r\n\x1a\n\x00\x00\x00\x00\x00\x08\x08\x00", 3000)


def t_svg_fig(title: str):
    def f(r, dt):
        cols = ["444444", "c0392b", "2980b9"]
        bars = "".join(f'<rect x="{40 + i * 50}" y="{200 - h}" width="30" height="{h}" fill="#{c}"/>'
                       for i, (h, c) in enumerate(zip([r.randint(60, 150) for _ in range(3)], cols, strict=False)))
        return (f'<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="240" '
                f'height="240"><title>{title}</title>{bars}<text x="20" y="230" font-size="10">{title}</text></svg>\n')
    return f


def t_fig_pdf(caption: str):
    def f(r, dt):
        return (f"{caption}\nn = {r.randint(18, 24)} souris; moyenne +/- erreur type\n"
                f"* p < 0.05; ** p < 0.01 (ANOVA mixte, post-hoc Holm)\nripples-analysis v0.4.{r.randint(0, 3)} -- "
                f"{_iso(dt)}\n")
    return f


# --------------------------------------------------------------------------- JNeurosci revision (Projects Research)

MS = "JN-RM-0873-25"
MS_TITLE = "Long-duration hippocampal ripples during post-learning sleep are required for spatial memory retention"


def t_decision_eml(r, dt):
    body = (f"Dear Ms. Tremblay,\n\nThank you for submitting your manuscript {MS}, \"{MS_TITLE}\", to the Journal of "
            "Neuroscience. It has been evaluated by two reviewers and a Reviewing Editor. Based on their comments, "
            "the manuscript requires MAJOR REVISION before it can be considered further.\n\nThe reviewers found the "
            "closed-loop approach elegant but asked for (1) a delayed-stimulation control, (2) analysis of swim "
            "speed as a covariate, (3) sex as a factor, and (4) histological verification of probe placement for "
            "all animals.\n\nPlease submit your revision by July 8, 2026. The reviews are appended below and "
            "available in the submission system.\n\nSincerely,\n\nSarah Whitfield, PhD\nReviewing Editor, "
            "Journal of Neuroscience\n\n--- Reviewer #1 ---\nThe authors show that disrupting long ripples ...\n")
    return _mail("Journal of Neuroscience <jneurosci@sfn.org>", ME, f"Decision on {MS}", dt, body, r)


def t_reviews_pdf(r, dt):
    return (f"Journal of Neuroscience -- Manuscript {MS}\nReviews\n\nReviewer #1\nSignificance: this is a timely "
            "study addressing whether ripple duration, rather than number, matters for consolidation.\n"
            "Major 1. The disruption is triggered with a latency of about 15 ms. Please show that the "
            "short-ripple group received a comparable number of light pulses.\nMajor 2. A delayed-stimulation "
            "control (e.g. 200 ms after ripple onset) is needed to rule out nonspecific effects of light.\n\n"
            "Reviewer #2\nMajor 1. Swim speed differs between groups on day 5 (Fig. 2C); include it as a covariate.\n"
            "Major 2. Both sexes were used but sex is not analysed.\nMinor. Figure 3 colour scheme is not "
            "colour-blind safe.\n")


def t_response_docx(r, dt):
    return (f"Response to reviewers -- {MS}\n\"{MS_TITLE}\"\nCamille Tremblay, Jérémie Lévesque, Marc-André "
            "Pelletier, Isabelle Gagnon\n\nWe thank the reviewers for their careful reading. Our responses are in "
            "blue; changes in the manuscript are highlighted.\n\nReviewer 1, point 1\nWe now report the number "
            f"of pulses per group (long: {r.randint(900, 1200)} +/- {r.randint(40, 90)}; short: {r.randint(900, 1200)} "
            f"+/- {r.randint(40, 90)}; new Table S2).\n\nReviewer 1, point 2\nWe added a delayed-stimulation group "
            "(n = 6, cohort C). [EN COURS -- chirurgies juin 2026]\n\nReviewer 2, point 1\nSwim speed was added as "
            "a covariate (ANCOVA); the group effect remains significant (F = 5.02, p = 0.016).\n")


def t_manuscript_docx(r, dt):
    return (f"{MS_TITLE}\n\nCamille Tremblay (1), Jérémie Lévesque (1), Marc-André Pelletier (2), Isabelle "
            "Gagnon (1)\n(1) Département de neurosciences, Université de Montréal; (2) Centre de recherche du CHUM\n\n"
            "Abstract\nSharp-wave ripples (SWRs) in the hippocampus are thought to support memory consolidation. "
            "Whether long-duration ripples play a specific role remains unclear. Using closed-loop optogenetic "
            "silencing in mice trained in the Morris water maze, we selectively disrupted long (>100 ms) or short "
            "ripples during post-learning sleep...\n\nSignificance Statement\n...\n\nIntroduction\n...\n\n"
            f"REVISED VERSION {r.randint(2, 4)} -- track changes on -- {_iso(dt)}\n")


def t_cover_revision(r, dt):
    return ("Dear Dr. Whitfield,\n\nPlease find enclosed our revised manuscript " + MS + ". We have addressed all "
            "comments of the two reviewers, including a new delayed-stimulation control group, an ANCOVA with "
            "swim speed, and sex as a factor in all analyses.\n\nWe believe the manuscript is substantially "
            "improved.\n\nSincerely,\nIsabelle Gagnon, PhD (corresponding author)\n")


def t_revision_todo(r, dt):
    return ("# Révision JNeurosci -- todo (date limite 8 juillet)\n\n- [x] tableau S2 nb de pulses par groupe\n"
            "- [x] ANCOVA vitesse de nage (stats.py)\n- [ ] sexe comme facteur partout -> refaire fig 2 et 3\n"
            "- [ ] groupe délai 200 ms : chirurgies M39-M44 semaine du 8 juin\n- [ ] histologie M07, M15 manquantes "
            "(coupes chez Jérémie)\n- [ ] palette viridis fig 3 (R2 minor)\n- [ ] relire la réponse avec Isabelle "
            "avant le 30 juin\n")


def t_supp_xlsx(r, dt):
    rows = ["Table S2;Number of light pulses per animal;;", "mouse;group;pulses;mean_latency_ms"]
    for i in range(1, 19):
        rows.append(f"M{i:02d};{r.choice(['long', 'short', 'sham'])};{r.randint(850, 1250)};{r.uniform(11, 19):.1f}")
    return "\n".join(rows)


def t_reviewer_notes(r, dt):
    return (f"notes réponse R2 ({_iso(dt)})\n\nR2 pt1 vitesse de nage -> ANCOVA faite, effet groupe tient "
            "(F=5.02 p=.016), ajouter phrase dans résultats section 3.2\nR2 pt2 sexe -> mixed anova avec sex "
            "between, n par cellule trop petit?? demander à Marc-André\nR1 pt2 contrôle délai -> Isabelle dit "
            "OK pour 6 souris cohorte C, commander PV-Cre à Jackson cette semaine\nrelire la lettre d'édition "
            "Journal of Neuroscience : max 250 mots significance statement\n")


# --------------------------------------------------------------------------- literature (Resources Research)

ARTICLES = [
    ("Buzsaki_2015_Hippocampus_SWR.pdf", ("Hippocampal sharp wave-ripple: a cognitive biomarker for episodic "
     "memory and planning"), "G. Buzsaki", "Hippocampus 25:1073-1188 (2015)",
     ("Sharp wave ripples are the most synchronous events in the mammalian brain. This review discusses their "
     "generation in CA3-CA1 circuits and their role in memory consolidation and planning.")),
    ("Girardeau2009_NatNeurosci.pdf", "Selective suppression of hippocampal ripples impairs spatial memory",
     "G. Girardeau, K. Benchenane, S.I. Wiener, G. Buzsaki, M.B. Zugaro", "Nature Neuroscience 12:1222-1223 (2009)",
     ("Rats trained on a spatial task received electrical stimulation that suppressed ripples during "
     "post-training sleep; their performance improved more slowly than controls.")),
    ("jadhav2012.pdf", "Awake hippocampal sharp-wave ripples support spatial memory",
     "S.P. Jadhav, C. Kemere, P.W. German, L.M. Frank", "Science 336:1454-1458 (2012)",
     ("Disruption of ripples during awake behaviour impaired learning of a spatial alternation task, showing "
     "that awake ripples support memory-guided decision making.")),
    ("FernandezRuiz_2019_Science_long_ripples.pdf", "Long-duration hippocampal sharp wave ripples improve memory",
     "A. Fernandez-Ruiz, A. Oliva, E. Soula de Oliveira, F. Rocha-Almeida, D. Tingley, G. Buzsaki",
     "Science 364:1082-1086 (2019)",
     ("Prolonging spontaneously occurring ripples by optogenetic stimulation increased memory performance, and "
     "ripple duration increased in situations demanding memory.")),
    ("Maingret2016.pdf", "Hippocampo-cortical coupling mediates memory consolidation during sleep",
     "N. Maingret, G. Girardeau, R. Todorova, M. Goutierre, M. Zugaro", "Nature Neuroscience 19:959-964 (2016)",
     ("Boosting the fine-tuned coordination between hippocampal ripples, delta waves and spindles during sleep "
     "induced prefrontal reorganization and improved recall.")),
    ("Siapas_Wilson_1998_Neuron.pdf", ("Coordinated interactions between hippocampal ripples and cortical "
     "spindles during slow-wave sleep"), "A.G. Siapas, M.A. Wilson", "Neuron 21:1123-1128 (1998)",
     ("Simultaneous recordings in rat hippocampus and prefrontal cortex reveal temporal correlation between "
     "ripple bursts and spindle oscillations.")),
    ("Vorhees_Williams_2006_NatProtoc_MWM.pdf", ("Morris water maze: procedures for assessing spatial and related "
     "forms of learning and memory"), "C.V. Vorhees, M.T. Williams", "Nature Protocols 1:848-858 (2006)",
     ("A detailed protocol for the Morris water maze including hidden-platform acquisition, probe trials, "
     "reversal learning and cued controls.")),
    ("Joo_Frank_2018_NRN.pdf", ("The hippocampal sharp wave-ripple in memory retrieval for immediate use and "
     "consolidation"), "H.R. Joo, L.M. Frank", "Nature Reviews Neuroscience 19:744-757 (2018)",
     ("Review of evidence that SWRs support both memory retrieval for immediate use and consolidation into "
     "long-term memory.")),
    ("Wilson_McNaughton_1994.pdf", "Reactivation of hippocampal ensemble memories during sleep",
     "M.A. Wilson, B.L. McNaughton", "Science 265:676-679 (1994)",
     ("Place cells that fired together during spatial exploration showed increased correlated firing during "
     "subsequent slow-wave sleep.")),
    ("Siegle_2017_OpenEphys.pdf", ("Open Ephys: an open-source, plugin-based platform for multichannel "
     "electrophysiology"), "J.H. Siegle, A.C. Lopez, Y.A. Patel, K. Abramov, S. Ohayon, J. Voigts",
     "Journal of Neural Engineering 14:045003 (2017)",
     ("Open Ephys is an open-source platform for extracellular electrophysiology with modular acquisition "
     "hardware and plugin-based software.")),
]


def t_article(i: int):
    def f(r, dt):
        _, title, authors, cite, abstract = ARTICLES[i]
        return (f"{cite}\n\n{title}\n\n{authors}\n\nAbstract\n{abstract}\n\nIntroduction\nThe hippocampus is "
                "essential for the formation of episodic and spatial memories. Neuronal activity in CA1 during "
                "sharp wave-ripples replays sequences experienced during waking.\n\nReferences\n1. O'Keefe J, "
                "Dostrovsky J. The hippocampus as a spatial map. Brain Res 1971.\n")
    return f


def t_protocole_chirurgie(r, dt):
    return ("PROTOCOLE -- Chirurgie stéréotaxique souris : implantation sonde + fibre optique\nLabo Gagnon, "
            "version 3.2\n\n1. Anesthésie : isoflurane 4 % induction, 1,5-2 % maintien. Carprofène 20 mg/kg SC, "
            "bupivacaïne locale.\n2. Coordonnées CA1 dorsal : AP -2,0 ; ML +1,6 ; DV -1,2 mm (bregma).\n"
            "3. Vis de référence au-dessus du cervelet. Ciment dentaire Metabond.\n4. Suivi post-op 72 h : poids, "
            "score de douleur, carprofène q24h.\n")


def t_cours_notes(r, dt):
    return ("# NSC 6060 -- Méthodes avancées en électrophysiologie (notes de cours)\n\n## Séance 4 : analyse "
            "spectrale\n- Welch vs multitaper : multitaper meilleur pour signaux courts (fuseaux)\n- Attention "
            "au volume conduction pour la cohérence -> utiliser la weighted PLI\n\n## Séance 5 : tri de "
            "potentiels d'action\n- Kilosort 2.5 puis curation dans Phy\n- critères : ISI violations < 1 %, "
            "isolation distance > 20\n")


def t_kilosort_notes(r, dt):
    return ("Kilosort 4 -- notes d'installation (poste d'analyse du labo)\n\nconda create -n kilosort python=3.9\n"
            "pip install kilosort[gui]\npython -m kilosort  # ouvre le GUI\n\nprobe H3 : fichier "
            "cambridge_h3_64ch.json dans /mnt/gagnonlab/probes\nbatch size 60000, Th_universal 9, Th_learned 8\n")


# --------------------------------------------------------------------------- finished research (Archive Research)

def t_memoire_pdf(r, dt):
    return ("Université Laval\nFaculté de médecine\n\nEffets de la privation de sommeil sur les fuseaux de sommeil "
            "et la mémoire de reconnaissance chez le rat\n\nMémoire\nCamille Tremblay\n\nMaîtrise en neurobiologie "
            "- avec mémoire\nMaître ès sciences (M. Sc.)\n\nQuébec, Canada\n(c) Camille Tremblay, 2022\n\nRésumé\n"
            "Nous avons examiné l'effet d'une privation de sommeil de 6 h sur la densité des fuseaux corticaux et "
            "la performance au test de reconnaissance d'objets chez 22 rats Long-Evans.\n")


def t_memoire_tex(r, dt):
    return ("\\documentclass{ulthese}\n\\usepackage[french]{babel}\n\\titre{Effets de la privation de sommeil sur "
            "les fuseaux de sommeil et la mémoire de reconnaissance chez le rat}\n\\auteur{Camille Tremblay}\n"
            "\\programme{Maîtrise en neurobiologie}\n\\annee{2022}\n\\begin{document}\n\\frontmatter\n"
            "\\pagetitre\n\\include{resume}\n\\mainmatter\n\\include{ch1}\n\\include{ch2}\n\\end{document}\n")


def t_msc_eval(r, dt):
    return ("Université Laval -- Faculté des études supérieures et postdoctorales\nRAPPORT D'ÉVALUATION DU MÉMOIRE\n"
            "Candidate : Camille Tremblay (NI 111 234 567)\nDirecteur : Luc Bergeron\n\nDécision du jury : "
            "mémoire accepté avec corrections mineures\nÉvaluateur 1 : Ève Bouchard\nÉvaluatrice 2 : Annie "
            "Sirois\n\nCommentaires : travail rigoureux; clarifier la méthode de détection des fuseaux "
            "(seuil RMS).\n")


def t_msc_data(r, dt):
    rows = ["rat,condition,spindle_density_per_min,nor_discrimination_index"]
    for i in range(1, 23):
        rows.append(f"R{i:02d},{'SD' if i % 2 else 'CTRL'},{r.uniform(2.0, 6.5):.2f},{r.uniform(-0.2, 0.6):.2f}")
    return "\n".join(rows) + "\n"


def t_msc_analysis_py(r, dt):
    return ("# analyse fuseaux -- maitrise (2021), MATLAB porté en python à la fin\nimport numpy as np\nimport "
            "pandas as pd\nfrom scipy import stats\n\ndf = pd.read_csv('donnees_fuseaux_NOR.csv')\n"
            "sd = df[df.condition == 'SD']\nctrl = df[df.condition == 'CTRL']\n"
            "print(stats.ttest_ind(sd.spindle_density_per_min, ctrl.spindle_density_per_min))\n")


def t_stage_rapport(r, dt):
    return ("Rapport de stage -- Bourse de recherche de premier cycle (BRPC) CRSNG, été 2019\nCentre de recherche "
            "CERVO, Québec\nStagiaire : Camille Tremblay (B. Sc. biologie, Université Laval)\nSuperviseur : "
            "Dr Luc Bergeron\n\nProjet : Quantification des fuseaux de sommeil chez le rat par EEG de surface.\n"
            "Du 6 mai au 23 août 2019 (16 semaines).\nRésultats : mise au point d'un script de détection semi-"
            "automatique; 12 rats enregistrés.\n")


def t_stage_lettre(r, dt):
    return ("CRSNG / NSERC\nBourses de recherche de premier cycle\n\nObjet : Offre de bourse BRPC -- été 2019\n\n"
            "Madame Tremblay,\nNous avons le plaisir de vous informer que votre demande a été retenue. La valeur "
            "de la bourse est de 6 000 $ pour 16 semaines, complétée d'au moins 1 500 $ par l'établissement.\n")


def t_rotation(r, dt):
    return ("# Rotation labo Ouellet -- automne 2022 (imagerie calcique)\n\n- sem 1-2 : formation microscope "
            "2-photons, GCaMP6f, souris Thy1\n- sem 3-5 : pipeline suite2p, ROI de CA1, 1 200 neurones/session\n"
            "- sem 6 : présentation au lab meeting\n\nConclusion : technique intéressante mais je reste en "
            "électrophysiologie chez Isabelle. Samuel OK pour siéger à mon comité.\n")


def t_rotation_pres(r, dt):
    return ("Rotation presentation -- Ouellet lab, December 2022\nCamille Tremblay\n\nTwo-photon calcium imaging "
            "of CA1 place cells in head-fixed mice\n- suite2p registration and ROI detection\n- 3 mice, 9 "
            "sessions, virtual linear track\n- place-field stability across days: 41 % of cells\n")


def t_collab_paper(r, dt):
    return ("HIPPOCAMPUS 2025; 35: e23612\n\nRESEARCH ARTICLE\n\nPrefrontal-hippocampal theta coherence predicts "
            "object-place memory in rats\n\nAlexandre Roy(1), Camille Tremblay(2), Luc Bergeron(1), Ève Bouchard(1)\n"
            "(1) CERVO Brain Research Centre, Université Laval; (2) Université de Montréal\n\nAbstract\nTheta "
            "coherence between medial prefrontal cortex and dorsal hippocampus increased during encoding of "
            "object-place associations...\n\nAccepted: 14 March 2025\n")


def t_collab_eml(r, dt):
    body = ("Salut Camille,\n\nBonne nouvelle : l'article est accepté dans Hippocampus! Les épreuves arrivent la "
            "semaine prochaine. Merci encore pour les analyses de cohérence, ça a vraiment débloqué la révision.\n\n"
            "Je t'envoie la version finale pour ton CV. On se voit à Québec en mai?\n\nAlex\n\n-- \nAlexandre Roy, "
            "M. Sc.\nLaboratoire Bouchard, CERVO\n")
    return _mail("Alexandre Roy <alexandre.roy.12@ulaval.ca>", ME, "Re: Hippocampus -- accepté!!", dt, body, r)


def t_collab_coherence_py(r, dt):
    return ("\"\"\"Cohérence theta PFC-HPC pour le papier avec le labo Bouchard (Hippocampus 2025).\"\"\"\n"
            "import numpy as np\nfrom scipy import signal\n\n\ndef theta_coherence(pfc, hpc, fs=1000):\n"
            "    f, c = signal.coherence(pfc, hpc, fs=fs, nperseg=2048)\n    band = (f >= 6) & (f <= 10)\n"
            "    return c[band].mean()\n")


# --------------------------------------------------------------------------- conferences

def t_abstract_lisbon(r, dt):
    return ("HippOsc 2026 -- 8th International Conference on Hippocampal Oscillations\nLisbon, Portugal, "
            "13-16 July 2026\nAbstract submission ID: HO26-0417\nPresentation: poster\n\n"
            f"Title: {MS_TITLE}\n\nAuthors: Camille Tremblay, Jérémie Lévesque, Marc-André Pelletier, Isabelle "
            "Gagnon\n\nSharp-wave ripples (SWRs) vary widely in duration. Here we used closed-loop optogenetic "
            "silencing of CA1 pyramidal cells to selectively disrupt long (>100 ms) or short SWRs during the four "
            "hours of sleep that followed water-maze training. Disrupting long SWRs reduced target-quadrant "
            "preference at the 7-day probe (p = 0.03), whereas disrupting short SWRs had no effect.\n\n"
            "Word count: 247/250\n")


def t_acceptance_eml(r, dt):
    body = ("Dear Camille Tremblay,\n\nWe are pleased to inform you that your abstract HO26-0417 has been "
            "accepted for POSTER presentation at HippOsc 2026 (Champalimaud Centre for the Unknown, Lisbon, "
            "13-16 July 2026).\n\nPoster board: P2-31, session Tuesday 14 July, 16:30-18:30.\nMaximum poster size: "
            "A0 portrait (84 x 119 cm).\n\nAt least one author must register by 15 May 2026 (early rate).\n\n"
            "Best regards,\nHippOsc 2026 Organising Committee\n")
    return _mail("HippOsc 2026 <abstracts@hipposc2026.org>", ME, "HippOsc 2026 - abstract HO26-0417 accepted",
                 dt, body, r)


def t_registration_pdf(r, dt):
    return ("HippOsc 2026 -- Registration confirmation and invoice\nInvoice no. HO26-R-1186\n\n"
            "Participant: Camille Tremblay, Université de Montréal, Canada\nCategory: Student (early bird)\n"
            "Registration fee: EUR 320.00\nSocial dinner (16 July): EUR 65.00\nTotal paid: EUR 385.00 (Visa "
            f"**** 4417)\nDate of payment: {_iso(dt)}\n\nVenue: Champalimaud Centre for the Unknown, Av. "
            "Brasília, 1400-038 Lisboa\n")


def t_flight_pdf(r, dt):
    pnr = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
    return (f"Air Transat -- Confirmation de réservation\nNuméro de réservation : {pnr}\n\nPassagère : TREMBLAY/"
            "CAMILLE MME\n\nAller : TS 212  Montréal (YUL) -> Lisbonne (LIS)  dimanche 12 juillet 2026  "
            "20 h 35 - 08 h 40 (+1)\nRetour : TS 213  Lisbonne (LIS) -> Montréal (YUL)  lundi 20 juillet 2026  "
            "11 h 10 - 13 h 55\nClasse : Économie, bagage en soute 1 x 23 kg\n\nTotal payé : 1 148,62 $ CAD "
            "(taxes incluses)\n")


def t_hotel_pdf(r, dt):
    return ("Booking.com -- Confirmation\nNuméro de confirmation : 4127.883.095\nCode PIN : 5521\n\n"
            "Hotel Alegria, Praça da Alegria 12, 1250-004 Lisboa, Portugal\nArrivée : lundi 13 juillet 2026 "
            "(à partir de 14 h)\nDépart : lundi 20 juillet 2026 (jusqu'à 11 h)\n7 nuits, 1 chambre double "
            "économique\nPrix total : EUR 812.00 (taxe municipale EUR 14.00 à payer sur place)\nAnnulation "
            "gratuite jusqu'au 6 juillet 2026\n")


def t_travel_grant(r, dt):
    return ("Demande de bourse de déplacement -- Département de neurosciences\nÉcole supérieure et "
            "postdoctorale, Université de Montréal\n\nNom : Camille Tremblay    Matricule : 20184417\n"
            "Événement : HippOsc 2026, Lisbonne, 13-16 juillet 2026\nType de présentation : affiche (acceptée)\n\n"
            "Budget prévu\nInscription 385 EUR (env. 570 $)\nVol YUL-LIS 1 148,62 $\nHébergement 7 nuits 812 EUR "
            "(env. 1 200 $)\nRepas (per diem) 350 $\nTotal : 3 268,62 $\nMontant demandé : 1 000 $\n\n"
            "Lettre d'appui de la directrice jointe.\n")


def t_grant_award_eml(r, dt):
    body = ("Bonjour Camille,\n\nLe comité des bourses a le plaisir de vous accorder une bourse de déplacement de "
            "750 $ pour votre participation à HippOsc 2026 à Lisbonne. Le versement se fera sur présentation "
            "des pièces justificatives (carte d'embarquement, facture d'inscription) au retour.\n\n"
            "Cordialement,\nLise Beaulieu\nTGDE, Département de neurosciences\n")
    return _mail("Lise Beaulieu <lise.beaulieu@umontreal.ca>", ME, "Bourse de déplacement - HippOsc 2026", dt,
                 body, r)


def t_lisbon_budget(r, dt):
    return ("poste;montant_cad;payé;remboursable\ninscription HippOsc (385 EUR);571,40;oui;oui (fonds Gagnon)\n"
            "vol Air Transat YUL-LIS;1148,62;oui;oui\nhôtel Alegria 7 nuits;1203,10;non (sur place);oui\n"
            "per diem repas;350,00;non;oui\nimpression affiche A0;62,00;non;oui\nbourse déplacement dépt.;-750,00;"
            ";\nreste à ma charge (jours de vacances 17-19);210,00;;non\n")


def t_lisbon_checklist(r, dt):
    return ("# Lisbonne -- HippOsc 2026\n\n- [x] inscription (early bird avant 15 mai)\n- [x] vol TS212 12 juillet\n"
            "- [x] hôtel Alegria\n- [ ] affiche : version finale à Isabelle le 3 juillet, impression au "
            "Centre d'impression UdeM\n- [ ] tube à affiche (emprunter celui de Jérémie)\n- [ ] adaptateur prise "
            "type F\n- [ ] carte Viva Viagem pour le métro\n- [ ] Biscotte : gardienne ? (déménagement 1er "
            "juillet, pas idéal)\n- [ ] garder toutes les factures pour le remboursement\n\nVisiter : Belém, "
            "Alfama, LX Factory, Sintra le 18?\n")


def t_poster_svg(r, dt):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="841mm" '
            'height="1189mm" viewBox="0 0 841 1189">\n<rect width="841" height="120" fill="#1d3557"/>\n'
            f'<text x="30" y="70" font-size="32" fill="white">{MS_TITLE}</text>\n<text x="30" y="105" '
            'font-size="16" fill="white">C. Tremblay, J. Lévesque, M.-A. Pelletier, I. Gagnon -- Université de '
            'Montréal -- HippOsc 2026 P2-31</text>\n<text x="30" y="180" font-size="20">Background</text>\n'
            '<text x="30" y="600" font-size="20">Results: disrupting long SWRs impairs retention</text>\n</svg>\n')


def t_poster_pdf_lisbon(r, dt):
    return (f"{MS_TITLE}\nC. Tremblay, J. Lévesque, M.-A. Pelletier, I. Gagnon -- Université de Montréal\n"
            "HippOsc 2026 -- Lisbon -- Poster P2-31\n\nBackground\nLong-duration SWRs are associated with "
            "memory demand (Fernandez-Ruiz et al. 2019).\nMethods\nClosed-loop detection (latency 15 ms), "
            "ArchT silencing of CA1, 4 h post-training sleep.\nResults\nLong-SWR disruption reduces quadrant "
            "preference at day 7.\nBROUILLON v2\n")


def t_sfn_abstract(r, dt):
    return ("Neuroscience 2024 -- Society for Neuroscience, Chicago, IL, October 5-9, 2024\nProgram No. 412.08\n"
            "Poster board: PP22\n\nClosed-loop disruption of hippocampal ripples by ripple duration in mice\n"
            "C. Tremblay, J. Levesque, I. Gagnon\nUniv. de Montreal, Montreal, QC, Canada\n\nAbstract: Preliminary "
            "data from cohort A (n = 12)...\n")


def t_sfn_reimb(r, dt):
    return ("Demande de remboursement -- frais de déplacement\nUniversité de Montréal, Fonds 52-100-0417 "
            "(Gagnon, IRSC)\n\nVoyageuse : Camille Tremblay\nDestination : Chicago (SfN 2024), du 4 au 10 "
            "octobre 2024\n\nInscription SfN (membre étudiant) 295,00 USD\nVol AC 1227 YUL-ORD 486,31 $\n"
            "Hébergement (partagé, 6 nuits) 642,00 $\nTotal réclamé : 1 538,77 $\n\nApprouvé : I. Gagnon\n")


def t_can_poster(r, dt):
    return ("CAN-ACN 2025 -- Canadian Association for Neuroscience, Toronto, May 2025\nPoster 3-B-114\n\n"
            "Ripple-spindle coupling predicts spatial memory retention in mice\nCamille Tremblay, Isabelle Gagnon\n"
            "Université de Montréal\n\nRho = -0.58 between coupling rate and escape latency (n = 24).\n")


def t_can_expenses(r, dt):
    return ("date;description;montant\n2025-05-24;train VIA Rail Montréal-Toronto aller-retour;168,40\n"
            "2025-05-24;Airbnb Annex 3 nuits (partagé avec Jérémie);291,00\n2025-05-25;inscription CAN "
            "étudiante;180,00\n2025-05-26;impression affiche;54,00\ntotal;;693,40\n")


# --------------------------------------------------------------------------- teaching (Areas / Archive Teaching)

def t_contrat_ta(course: str, term: str, hours: int):
    def f(r, dt):
        return ("UNIVERSITÉ DE MONTRÉAL -- CONTRAT D'AUXILIAIRE D'ENSEIGNEMENT\nConvention collective SÉSUM "
                "(Syndicat des étudiant-e-s salarié-e-s de l'UdeM)\n\nEmployée : Camille Tremblay\nMatricule : "
                f"20184417\nUnité : Département de neurosciences\nCours : {course}\nTrimestre : {term}\n"
                f"Fonctions : correction, encadrement des séances de laboratoire, disponibilités\nNombre d'heures : "
                f"{hours} h\nTaux horaire : 31,27 $ (auxiliaire d'enseignement, classe 2)\nResponsable : "
                "Pre Julie Lavoie\n\nSignature de l'employée : ______   Date : " + _iso(dt) + "\n")
    return f


def t_plan_cours(r, dt):
    return ("NSC 2006 -- Neurophysiologie des systèmes\nPlan de cours -- Été 2026 (cours intensif, 4 mai - 19 juin)\n"
            "Professeure : Julie Lavoie, Ph. D.\nAuxiliaire d'enseignement : Camille Tremblay "
            "(camille.tremblay.3@umontreal.ca)\n\nÉvaluation\nLaboratoires (4 rapports) 30 %\nExamen intra "
            "(22 mai) 30 %\nExamen final (19 juin) 40 %\n\nCalendrier\nSem. 1 : Potentiel de membrane et "
            "potentiel d'action\nSem. 2 : Systèmes sensoriels\nSem. 3 : Contrôle moteur\nSem. 4 : Sommeil et "
            "rythmes\nSem. 5 : Mémoire et hippocampe\nSem. 6 : Révision\n")


def t_grille(r, dt):
    return ("NSC 2006 -- Grille de correction -- Rapport de laboratoire 2 (réflexe myotatique)\n\nIntroduction "
            "(hypothèse claire, références) /3\nMéthodes (reproductibles) /3\nRésultats (figures légendées, "
            "unités, statistiques) /6\nDiscussion (interprétation, limites) /6\nQualité de la langue /2\n"
            "Total /20\n\nPénalité de retard : 10 % par jour.\n")


def t_notes_etud(r, dt):
    rows = ["matricule;nom;prenom;labo1;labo2;labo3;intra"]
    for _ in range(r.randint(28, 36)):
        rows.append(f"{_matricule(r)};{r.choice(NOMS)};{r.choice(PRENOMS)};{r.randint(11, 20)};{r.randint(10, 20)};"
                    f"{r.choice(['', str(r.randint(10, 20))])};{r.randint(45, 98)}")
    return "\n".join(rows) + "\n"


def t_etud_eml(r, dt):
    who = _nom(r)
    subj, body = r.choice([
        ("NSC2006 - retard rapport labo 2", (f"Bonjour Camille,\n\nJe m'excuse, je n'ai pas pu remettre mon rapport "
         f"du labo 2 à temps (j'étais malade, j'ai un billet médical). Est-ce que je peux le remettre demain sans "
         f"pénalité?\n\nMerci beaucoup,\n{who}")),
        ("Question intra NSC 2006", (f"Bonjour,\n\nPour l'intra, est-ce que la matière sur les canaux sodiques "
         f"voltage-dépendants (semaine 1) est incluse? Et a-t-on droit à la calculatrice?\n\nMerci!\n{who}")),
        ("Révision de note - labo 1", (f"Bonjour Madame Tremblay,\n\nJ'aimerais comprendre pourquoi j'ai perdu 2 "
         f"points dans la section Résultats du labo 1 NSC2006. Mes figures avaient des légendes.\n\n"
         f"Cordialement,\n{who}")),
    ])
    addr = who.lower().replace(" ", ".").replace("é", "e").replace("ï", "i").replace("ë", "e") + "@umontreal.ca"
    return _mail(f"{who} <{addr}>", ME, subj, dt, body, r)


def t_heures(r, dt):
    rows = ["semaine;date_debut;correction;labo;dispo;courriels;total"]
    d = dt - timedelta(days=28)
    for w in range(1, 5):
        c, lab, dis, co = r.randint(3, 9), 3, r.choice([1, 2]), r.randint(1, 3)
        rows.append(f"{w};{_iso(d + timedelta(days=7 * (w - 1)))};{c};{lab};{dis};{co};{c + lab + dis + co}")
    return "\n".join(rows)


def t_intra_corrige(r, dt):
    return ("NSC 2006 Été 2026 -- Examen intra -- CORRIGÉ (ne pas distribuer)\n\nQ1 (4 pts) Le potentiel de repos "
            "est déterminé principalement par la perméabilité au K+. Équation de Goldman : Vm = -70 mV.\n"
            "Q2 (6 pts) Période réfractaire absolue : inactivation des canaux Na+ voltage-dépendants.\n"
            "Q3 (5 pts) Voie de la colonne dorsale vs spinothalamique : décussation au bulbe vs moelle.\n"
            "Q4 (5 pts) Réflexe myotatique : fuseau neuromusculaire, fibres Ia, motoneurone alpha.\n")


def t_dispo(r, dt):
    return ("Disponibilités -- NSC 2006 (été 2026)\n\nMardi 13 h - 14 h, local D-4-32, Pavillon Roger-Gaudry\n"
            "Jeudi 10 h - 11 h sur Zoom (lien dans StudiUM)\n\nPas de dispo le 30 juin (déménagement, je "
            "sais...) ni après le 19 juin sauf pour la révision des notes du final.\n")


def t_grades_py(r, dt):
    return ("\"\"\"Calcul des notes finales NSC 2006 à partir de l'export StudiUM.\"\"\"\nimport pandas as pd\n\n"
            "POIDS = {'labos': 0.30, 'intra': 0.30, 'final': 0.40}\nBAREME = [(90, 'A+'), (85, 'A'), (80, 'A-'), "
            "(77, 'B+'), (73, 'B'), (70, 'B-'), (65, 'C+'), (60, 'C'), (57, 'C-'), (54, 'D+'), (50, 'D'), (0, 'E')]\n\n"
            "def lettre(note):\n    return next(l for seuil, l in BAREME if note >= seuil)\n\n"
            "df = pd.read_csv('notes_NSC2006_E2026.csv', sep=';')\n"
            "df['labos'] = df[['labo1', 'labo2', 'labo3']].mean(axis=1) * 5\n")


def t_nsc1001_notes(r, dt):
    rows = ["matricule;groupe;quiz_moy;examen_final;note_lettre"]
    for _ in range(r.randint(30, 40)):
        rows.append(f"{_matricule(r)};{r.choice(['A', 'B'])};{r.uniform(55, 98):.1f};{r.randint(40, 96)};"
                    f"{r.choice(['A', 'A-', 'B+', 'B', 'B-', 'C+', 'C'])}")
    return "\n".join(rows) + "\n"


def t_nsc1001_eval(r, dt):
    return ("Évaluation de l'enseignement -- auxiliaires\nNSC 1001 Introduction aux neurosciences, Automne 2024\n"
            "Auxiliaire : Camille Tremblay\nTaux de réponse : 38 %\n\nDisponibilité de l'auxiliaire : 4,6 / 5\n"
            "Clarté des explications : 4,4 / 5\nCommentaires : « Très disponible et patiente », « les "
            "corrections des quiz étaient parfois longues à arriver ».\n")


# --------------------------------------------------------------------------- funding (Areas Funding)

def t_frqs_octroi(r, dt):
    return ("Fonds de recherche du Québec -- Santé (FRQS)\nAvis d'octroi -- Bourse de formation au doctorat\n\n"
            "Numéro de dossier : 330145\nTitulaire : Camille Tremblay\nÉtablissement : Université de Montréal\n"
            "Directrice : Isabelle Gagnon\nDurée : 4 ans (1er septembre 2024 au 31 août 2028, maximum 48 mois)\n"
            "Montant annuel : 25 000 $ + allocation de 1 000 $ pour frais de recherche\n\nLa bourse est "
            "conditionnelle à l'inscription à temps plein et au respect des Règles générales communes des FRQ.\n")


def t_frqs_versement(r, dt):
    return ("FRQS -- Avis de versement\nDossier : 330145\nBoursière : Camille Tremblay\n\n"
            f"Versement du trimestre : {r.choice(['automne', 'hiver', 'été'])} {dt.year}\nMontant versé : 6 250,00 $\n"
            f"Date du dépôt : {_iso(dt)}\nCompte : Caisse Desjardins du Plateau-Mont-Royal, folio ***2345\n\n"
            "Un feuillet T4A et un Relevé 1 (case O, code RB) vous seront transmis en février.\n")


def t_frqs_rapport(r, dt):
    return ("Rapport d'étape annuel -- Bourse FRQS (dossier 330145)\n\nActivités de recherche de l'année\n"
            "Enregistrements terminés pour 24 souris; un manuscrit soumis au Journal of Neuroscience.\n\n"
            "Diffusion\n- Affiche, SfN 2024 Chicago\n- Affiche, CAN-ACN 2025 Toronto\n\nEngagement\n"
            "- Auxiliaire d'enseignement NSC 1001 (automne 2024)\n- Bénévole, Semaine du cerveau 2025\n\n"
            "Attestation de la directrice : progression satisfaisante.\n")


def t_regles_frq(r, dt):
    return ("Règles générales communes (RGC) des Fonds de recherche du Québec\nVersion 2024-2025\n\n"
            "Section 6 -- Bourses de formation\n6.4 Cumul : la boursière peut recevoir un complément de bourse "
            "de sa direction de recherche.\n6.6 Emploi : la boursière peut occuper un emploi rémunéré, "
            "idéalement lié à son domaine, jusqu'à 270 heures par trimestre.\n6.9 Interruption : congé parental "
            "ou de maladie, avec report de la bourse.\n")


def t_stipend(r, dt):
    return ("Université de Montréal -- Département de neurosciences\nLettre de financement\n\n"
            f"Montréal, le {_fr(dt)}\n\nMadame Camille Tremblay,\n\nJe confirme que vous recevrez un complément "
            "de bourse de 6 000 $ par année, versé en versements mensuels de 500 $, à même mes fonds de "
            "recherche (IRSC, subvention PJT-180233), pour la durée de votre bourse FRQS, sous réserve d'une "
            "progression satisfaisante.\n\nIsabelle Gagnon, Ph. D.\nProfesseure agrégée\n")


def t_attestation(r, dt):
    return ("UNIVERSITÉ DE MONTRÉAL -- Bureau du registraire\nATTESTATION D'INSCRIPTION\n\nNous attestons que "
            "Camille Tremblay (matricule 20184417) est inscrite à temps plein au programme 3-530-1-0 Ph. D. "
            f"(neurosciences) au trimestre {r.choice(['Hiver', 'Été', 'Automne'])} {dt.year}.\n\n"
            f"Délivrée le {_fr(dt)}\n")


def t_bourse_excellence(r, dt):
    return ("Faculté de médecine -- Bourses d'excellence 2025\n\nFélicitations! Vous êtes récipiendaire de la "
            "bourse d'excellence Fondation Desjardins-neurosciences d'une valeur de 3 000 $.\nLe montant sera "
            "versé dans votre compte étudiant le 15 décembre 2025.\n")


# --------------------------------------------------------------------------- finance (Areas Finance)

def t_releve_desj(r, dt):
    start = dt.replace(day=1)
    solde = r.uniform(800, 3200)
    lines = ["Desjardins -- Caisse Desjardins du Plateau-Mont-Royal\nRELEVÉ DE COMPTE -- Compte avec opérations",
             f"Membre : CAMILLE TREMBLAY   Folio : 815-30278-012345   Période : {MOIS[start.month - 1]} {start.year}",
             f"Solde d'ouverture : {_amt(solde)}", "Date  Description  Retrait  Dépôt  Solde"]
    ops = [("Virement Interac loyer M. Dubois", -1085.0), ("Dépôt UdeM paie", r.uniform(480, 1150)),
           ("Dépôt FRQS bourse", 6250.0 if r.random() < 0.3 else 0), ("Hydro-Québec", -r.uniform(38, 92)),
           ("Vidéotron", -65.40), ("Metro Plus Rosemont", -r.uniform(40, 130)), ("Fizz mobile", -32.00),
           ("Complément bourse Gagnon", 500.0), ("Le Crux escalade", -62.00), ("SAQ", -r.uniform(15, 45)),
           ("Mondou", -r.uniform(30, 75)), ("Pharmacie Jean Coutu", -r.uniform(8, 40)),
           ("Paiement Visa Desjardins", -r.uniform(300, 900))]
    for k, (desc, v) in enumerate(ops):
        if not v:
            continue
        solde += v
        day = start + timedelta(days=min(27, 1 + k * 2))
        lines.append(f"{day:%d-%m}  {desc}  {_amt(-v) if v < 0 else ''}  {_amt(v) if v > 0 else ''}  {_amt(solde)}")
    lines.append(f"Solde de fermeture : {_amt(solde)}")
    return "\n".join(lines) + "\n"


def t_visa(r, dt):
    lines = ["Visa Desjardins Remises -- État de compte", "CAMILLE TREMBLAY   Carte **** **** **** 4417",
             f"Date du relevé : {_iso(dt)}", ""]
    tot = 0.0
    for desc in r.sample(["AMAZON.CA", "STM CARTE OPUS", "CAFE OLIMPICO", "LIBRAIRIE RAFFIN", "MEC MONTREAL",
                          "STEAM PURCHASE", "ULTRAMAR", "IKEA BOUCHERVILLE", "DOLLARAMA", "CINEMA BEAUBIEN",
                          "SPOTIFY", "AIR TRANSAT", "BOOKING.COM", "PHARMAPRIX"], 7):
        v = r.uniform(6, 220)
        tot += v
        lines.append(f"{desc:<22} {_amt(v)}")
    lines += ["", f"Nouveau solde : {_amt(tot)}", f"Paiement minimum : {_amt(max(10, tot * 0.05))}",
              f"Date d'échéance : {_iso(dt + timedelta(days=21))}"]
    return "\n".join(lines) + "\n"


def t_budget(r, dt):
    rows = ["catégorie;budget_mensuel;réel_mai;note", "loyer;1085;1085;1340 à partir de juillet!",
            f"épicerie;380;{r.randint(330, 460)};", "Hydro;55;48;", "internet Vidéotron;65,40;65,40;",
            "cellulaire Fizz;32;32;", "passe escalade;62;62;",
            f"Biscotte (nourriture+litière);70;{r.randint(55, 110)};",
            "STM;0;0;vélo l'été", f"sorties;120;{r.randint(80, 200)};", "CELI;150;150;", ("prêt AFE;0;0;"
            "remboursement après les études"), "revenus: bourse FRQS;2083;2083;/12", "revenus: complément;500;500;",
            f"revenus: auxiliariat;0;{r.randint(600, 900)};été seulement"]
    return "\n".join(rows)


def t_tp1(year: int):
    def f(r, dt):
        return (f"Revenu Québec -- Déclaration de revenus {year} (TP-1) -- Sommaire\nPréparée avec ImpôtExpert\n\n"
                "Contribuable : Camille Tremblay\nNAS : *** *** 418\nAdresse : " + ADR_OLD.replace("\n", ", ") +
                f"\n\nLigne 101 Revenus d'emploi (RL-1 case A) : {_dol(r, 2500, 6800)}\nLigne 154 Bourses "
                f"d'études (RL-1 case O) : 25 000,00 $ (exemptées, ligne 295)\nLigne 199 Revenu total : "
                f"{_dol(r, 27000, 33000)}\nLigne 398 Frais de scolarité (RL-8) : {_dol(r, 2200, 3100)}\n"
                f"Ligne 462 Crédit d'impôt pour solidarité : demandé\nRemboursement : {_dol(r, 180, 900)}\n")
    return f


def t_t1(year: int):
    def f(r, dt):
        return (f"Canada Revenue Agency / Agence du revenu du Canada\nT1 {year} -- Résumé de la déclaration\n\n"
                f"Nom : Camille Tremblay\nLigne 10100 Revenus d'emploi (T4) : {_dol(r, 2500, 6800)}\n"
                "Ligne 13010 Bourses d'études (T4A case 105) : 25 000,00 $ -- exemption pour études à temps plein\n"
                f"Ligne 32300 Frais de scolarité (T2202) : {_dol(r, 2200, 3100)}\nLigne 44000 Abattement du "
                f"Québec remboursable : {_dol(r, 50, 180)}\nSolde : remboursement de {_dol(r, 90, 600)}\n"
                "Transmise par IMPÔTNET, numéro de confirmation " + f"{r.randint(10**7, 10**8 - 1)}\n")
    return f


def t_avis_rq(year: int):
    def f(r, dt):
        return (f"Revenu Québec\nAVIS DE COTISATION\nAnnée d'imposition : {year}\nDate de l'avis : {_fr(dt)}\n\n"
                "Camille Tremblay\n" + ADR_OLD + "\n\nNous avons établi votre cotisation conformément à votre "
                f"déclaration.\nRemboursement : {_dol(r, 180, 900)}\nIl sera déposé dans votre compte dans les "
                "prochains jours.\nCrédit d'impôt pour solidarité : versements mensuels à compter de juillet.\n")
    return f


def t_avis_arc(year: int):
    def f(r, dt):
        return (f"Agence du revenu du Canada\nAvis de cotisation -- {year}\nDate : {_fr(dt)}\nNuméro d'assurance "
                "sociale : *** *** 418\n\nCamille Tremblay\n\nRemboursement : " + _dol(r, 90, 600) + "\n"
                "Votre maximum déductible au titre des REER pour " + str(year + 1) + " : " + _dol(r, 700, 1400) +
                "\nAllocation canadienne pour les travailleurs : non admissible\n")
    return f


def t_t4a(year: int):
    def f(r, dt):
        return (f"T4A -- État du revenu de pension, de retraite, de rente ou d'autres sources -- {year}\n"
                "Payeur : Fonds de recherche du Québec -- Santé\nBénéficiaire : Camille Tremblay\n"
                "Case 105 Bourses d'études, de perfectionnement, d'entretien et prix : 25 000,00 $\n"
                "Relevé 1 -- case O, code RB : 25 000,00 $\n")
    return f


def t_rl1_udem(year: int):
    def f(r, dt):
        v = r.uniform(2500, 6800)
        return (f"Relevé 1 -- Revenus d'emploi et revenus divers -- {year}\nEmployeur : Université de Montréal\n"
                f"Employée : Camille Tremblay\nCase A Revenus d'emploi : {_amt(v)}\nCase B Cotisation au RRQ : "
                f"{_amt(v * 0.064)}\nCase C Cotisation à l'assurance emploi : {_amt(v * 0.0131)}\nCase E Impôt du "
                f"Québec retenu : {_amt(v * 0.08)}\nCase H Cotisation au RQAP : {_amt(v * 0.00494)}\n")
    return f


def t_t2202(year: int):
    def f(r, dt):
        return (f"T2202 Certificat pour frais de scolarité et d'inscription -- {year}\nÉtablissement : Université de "
                "Montréal\nÉtudiante : Camille Tremblay (20184417)\nProgramme : Ph. D. neurosciences\n"
                f"Frais admissibles : {_dol(r, 2200, 3100)}\nNombre de mois à temps plein : 12\n")
    return f


def t_talon(r, dt):
    h = r.randint(18, 36)
    brut = h * 31.27
    return ("Université de Montréal -- Relevé de paie\nEmployée : Camille Tremblay   No employé : 0418330\n"
            f"Période de paie : du {_iso(dt - timedelta(days=13))} au {_iso(dt)}\nEmploi : Auxiliaire "
            f"d'enseignement (NSC 2006)\nHeures : {h}   Taux : 31,27 $\nBrut : {_amt(brut)}\nImpôt fédéral : "
            f"{_amt(brut * 0.07)}\nImpôt provincial : {_amt(brut * 0.09)}\nRRQ : {_amt(brut * 0.064)}\n"
            f"AE : {_amt(brut * 0.0131)}\nRQAP : {_amt(brut * 0.00494)}\nCotisation syndicale SÉSUM : "
            f"{_amt(brut * 0.02)}\nNet déposé : {_amt(brut * 0.73)}\n")


def t_celi(r, dt):
    return (f"Desjardins -- Relevé CELI\nTitulaire : Camille Tremblay\nPériode : {dt.year - 1}-12-31 au {_iso(dt)}\n\n"
            f"Fonds Desjardins SociéTerre Équilibré : {_dol(r, 4000, 9000)}\nCotisations de l'année : "
            f"{_dol(r, 600, 1800)}\nDroits de cotisation inutilisés : {_dol(r, 30000, 45000)}\n")


def t_afe(r, dt):
    return ("Aide financière aux études (AFE) -- Ministère de l'Enseignement supérieur\nÉtat de votre dette d'études\n"
            f"Date : {_fr(dt)}\nCamille Tremblay\n\nPrêts consentis (2015-2022) : {_dol(r, 14000, 19000)}\n"
            "Intérêts payés par le gouvernement tant que vous êtes aux études à temps plein.\nPériode de "
            "remboursement : débute 6 mois après la fin des études.\n")


def t_solidarite(r, dt):
    return ("Revenu Québec -- Crédit d'impôt pour solidarité\nAvis de détermination\nPériode de versement : "
            f"juillet {dt.year} à juin {dt.year + 1}\n\nComposante TVQ : {_dol(r, 280, 330)}\nComposante "
            f"logement : {_dol(r, 260, 300)}\nMontant mensuel : {_dol(r, 45, 55)}\n")


# --------------------------------------------------------------------------- home

def t_bail_actuel(r, dt):
    return ("BAIL DE LOGEMENT -- Formulaire obligatoire du Tribunal administratif du logement\n\nLocateur : "
            "Gérard Dubois, 1120 rue Beaubien Est, Montréal\nLocataire : Camille Tremblay\n\nLogement : " +
            ADR_OLD.replace("\n", ", ") + "\n4 1/2, non meublé, chauffage électrique à la charge du locataire\n"
            "Durée : 12 mois, du 1er juillet 2025 au 30 juin 2026\nLoyer : 1 085 $ par mois, payable le 1er du "
            "mois par virement Interac\nAnimaux : un chat autorisé\n")


def t_interac_loyer(r, dt):
    due = dt + timedelta(days=5)
    body = (f"Bonjour Camille Tremblay,\n\nVotre virement Interac de 1 085,00 $ à Gérard Dubois a été déposé.\n"
            f"Message : loyer {MOIS[due.month - 1]} {due.year} - app. 3\nNuméro de référence : "
            f"CA{r.randint(10**8, 10**9 - 1)}\n\nDesjardins AccèsD\n")
    return _mail("Interac <notify@payments.interac.ca>", ME_PERSO, "Virement Interac : votre virement a été déposé",
                 dt, body, r)


def t_hydro(r, dt):
    kwh = r.randint(250, 900)
    return ("Hydro-Québec\nFacture d'électricité\nNuméro de client : 6 0418 3307 2\nCamille Tremblay\n" + ADR_OLD +
            f"\n\nPériode de consommation : {_iso(dt - timedelta(days=61))} au {_iso(dt)} (61 jours)\n"
            f"Consommation : {kwh} kWh (tarif D)\nMontant : {_amt(kwh * 0.0905 + 27.5)}\nÀ payer avant le "
            f"{_iso(dt + timedelta(days=21))}\nMode versements égaux : non\n")


def t_videotron(r, dt):
    return (f"Vidéotron -- Votre facture\nCompte : 3418 2210 77\nDate : {_iso(dt)}\nCamille Tremblay\n\n"
            "Internet Giga 400 : 60,00 $\nLocation Helix Fi : 0,00 $\nTPS : 3,00 $\nTVQ : 5,99 $\nTotal : 68,99 $\n"
            "Prélèvement automatique le " + _iso(dt + timedelta(days=15)) + "\n")


def t_fizz(r, dt):
    return (f"Fizz -- Reçu de paiement\nDate : {_iso(dt)}\nForfait : 20 Go + appels illimités Canada\nNuméro : "
            "514-555-0193\nMontant : 32,00 $ (taxes incluses)\nRécompenses Fizz : 3 mois d'ancienneté = 1 Go bonus\n")


def t_assurance_hab(r, dt):
    return ("Beneva -- Assurance habitation locataire\nPolice no : HL-7730418\nAssurée : Camille Tremblay\n"
            "Lieu assuré : " + ADR_OLD.replace("\n", ", ") +
            f"\nPériode : {_iso(dt)} au {_iso(dt + timedelta(days=365))}\n"
            "Biens personnels : 35 000 $\nResponsabilité civile : 2 000 000 $\nFranchise : 500 $\nPrime annuelle : "
            f"{_dol(r, 210, 290)}\nNote : avertir l'assureur de tout changement d'adresse.\n")


def t_bail_nouveau(r, dt):
    return ("BAIL DE LOGEMENT -- Tribunal administratif du logement\n\nLocatrice : Gestion Immobilière Jarry inc., "
            "représentée par Nadia Benali\nLocataire : Camille Tremblay\n\nLogement : " + ADR_NEW.replace("\n", ", ") +
            "\n4 1/2 rénové, 2e étage, balcon arrière, chauffage électrique\nDurée : du 1er juillet 2026 au 30 juin "
            "2027\nLoyer : 1 340 $ par mois\nDépôt : aucun (interdit au Québec)\nAnimaux : chat accepté\n"
            "Section G -- Avis au nouveau locataire : loyer le plus bas payé dans les 12 mois précédents : 1 295 $\n")


def t_avis_non_renouv(r, dt):
    return (f"Montréal, le {_fr(dt)}\n\nCamille Tremblay\n" + ADR_OLD + "\n\nÀ : M. Gérard Dubois, locateur\n\n"
            "Objet : Avis de non-reconduction du bail\n\nMonsieur,\n\nConformément à l'article 1942 du Code civil "
            "du Québec, je vous avise que je ne reconduirai pas mon bail, qui prend fin le 30 juin 2026. Je "
            "quitterai le logement au plus tard le 30 juin 2026.\n\nLe logement pourra être visité par des "
            "locataires potentiels avec un préavis de 24 heures.\n\nCamille Tremblay\n")


def t_devis_demenageur(company: str, lo: float, hi: float):
    def f(r, dt):
        return (f"{company}\nSOUMISSION -- Déménagement résidentiel\nDate : {_iso(dt)}\nClient : Camille Tremblay\n\n"
                "De : 5873 rue De Lanaudière app. 3 (2e étage, escalier extérieur)\nÀ : 7214 avenue "
                "Christophe-Colomb app. 5 (2e étage)\nDate : mercredi 1er juillet 2026 (journée du déménagement "
                "-- tarif haute saison)\n\n3 déménageurs + camion 16 pieds\nTaux horaire : " + _dol(r, lo, hi) +
                "\nMinimum 3 heures + 1 heure de déplacement\nBoîtes wardrobe : 15 $ chacune\n")
    return f


def t_demenagement_md(r, dt):
    return ("# Déménagement 1er juillet 2026\n\n## Avant\n- [x] avis de non-reconduction (envoyé en mars)\n"
            "- [x] signer nouveau bail Christophe-Colomb\n- [x] réserver déménageurs (Les Pros du 1er juillet, "
            "8 h)\n- [ ] boîtes : SAQ + Kijiji\n- [ ] Hydro-Québec : transfert au 1er juillet\n- [ ] Vidéotron : "
            "déménagement du service (rdv technicien ?)\n- [ ] assurance habitation : nouvelle adresse\n"
            "- [ ] changement d'adresse : SAAQ, RAMQ, Revenu Québec, ARC, Desjardins, UdeM, FRQS, Postes Canada\n"
            "- [ ] Biscotte chez Justine le 30 juin et le 1er\n\n## Après\n- [ ] état des lieux photos\n- [ ] "
            "récupérer la clé de la boîte aux lettres\n- [ ] installer les rideaux\n")


def t_changement_adresse(r, dt):
    return ("organisme;fait;date;note\nService québécois de changement d'adresse (SAAQ RAMQ RQ);non;;un seul "
            "formulaire pour 6 ministères\nARC Mon dossier;non;;\nDesjardins AccèsD;non;;\nUdeM Centre étudiant;"
            "non;;\nFRQS portail;non;;\nPostes Canada réacheminement;oui;" + _iso(dt) + ";12 mois 85,95 $\n"
            "Hôpital vétérinaire Rosemont;non;;\nBeneva assurance;non;;\nLe Crux;non;;\n")


def t_boites(r, dt):
    rows = ["boite;piece;contenu;fragile"]
    things = ["livres neuro", "vaisselle", "verres", "vêtements hiver", "matériel escalade", "jouets Biscotte",
              "câbles ordi", "cadres", "épices", "draps", "BD", "outils vélo", "plantes (petites)", "dossiers papier"]
    for i in range(1, r.randint(22, 30)):
        rows.append(f"{i};{r.choice(['cuisine', 'salon', 'chambre', 'bureau', 'salle de bain'])};"
                    f"{r.choice(things)};{r.choice(['oui', 'non', 'non'])}")
    return "\n".join(rows)


def t_hydro_transfer(r, dt):
    body = ("Bonjour,\n\nNous confirmons le déménagement de votre abonnement.\nFin de service : 5873, rue De "
            "Lanaudière, app. 3, le 1er juillet 2026\nDébut de service : 7214, avenue Christophe-Colomb, app. 5, "
            "le 1er juillet 2026\nNuméro de client : 6 0418 3307 2\n\nHydro-Québec\n")
    return _mail("Hydro-Québec <nepasrepondre@hydroquebec.com>", ME_PERSO, "Confirmation de déménagement", dt, body, r)


def t_videotron_move(r, dt):
    body = ("Bonjour Camille,\n\nVotre rendez-vous pour le déménagement de vos services Vidéotron est confirmé :\n"
            "Date : jeudi 2 juillet 2026, entre 8 h et 12 h\nAdresse : 7214 av. Christophe-Colomb, app. 5\n"
            "Service : Internet Giga 400\n\nLa journée du 1er juillet étant très achalandée, aucun rendez-vous "
            "n'est disponible ce jour-là.\n")
    return _mail("Vidéotron <service@videotron.com>", ME_PERSO, "Rendez-vous confirmé - déménagement", dt, body, r)


def t_camion(r, dt):
    return ("Location Discount -- Contrat de réservation\nNo de réservation : MTL-" + str(r.randint(100000, 999999)) +
            "\nCliente : Camille Tremblay\nVéhicule : fourgonnette cargo 1 jour\nPrise : 30 juin 2026 17 h, "
            "succursale Saint-Hubert\nRetour : 2 juillet 2026 9 h\nTarif : 149,00 $ + 0,25 $/km\n")


def t_demenagement_budget(r, dt):
    return ("item,montant\ndéménageurs (3 h min + déplacement),612.00\nboîtes wardrobe x3,45.00\nruban + papier "
            "bulle,38.50\nréacheminement Postes Canada,85.95\npizza pour les amis,60.00\nrideaux IKEA,89.99\n"
            "premier loyer (1er juillet),1340.00\n")


def t_bail_quebec(r, dt):
    return ("BAIL DE LOGEMENT -- Régie du logement\nLocateur : Immeubles Saint-Sauveur enr.\nLocataires : Camille "
            "Tremblay et Rosalie Girard\nLogement : 412, rue Saint-Vallier Ouest, app. 6, Québec (Québec) G1K 1K5\n"
            "Durée : 1er juillet 2020 au 30 juin 2021 (reconduit jusqu'au 30 juin 2022)\nLoyer : 780 $ par mois "
            "(390 $ chacune)\n")


def t_etat_lieux_quebec(r, dt):
    return ("État des lieux -- sortie -- 412 Saint-Vallier O. app. 6\n29 juin 2022\n\n- trous de cadres salon "
            "rebouchés\n- four nettoyé\n- égratignure plancher chambre 2 (déjà là à l'entrée, voir photos 2020)\n"
            "\nClés remises : 2 + clé boîte aux lettres. Rosalie garde son dépôt de clé.\n")


# --------------------------------------------------------------------------- health (Areas Health)

def t_ramq(r, dt):
    return ("Régie de l'assurance maladie du Québec (RAMQ)\nRenouvellement de la carte d'assurance maladie\n\n"
            "Camille Tremblay\nNuméro d'assurance maladie : TREC 9707 ****\n\nVotre carte expire à la fin du mois "
            f"de {MOIS[(dt.month + 1) % 12]} {dt.year}. Présentez-vous dans un point de service photo (CLSC ou "
            "pharmacie participante) avec le formulaire ci-joint.\nCode de renouvellement : " +
            f"{r.randint(100000, 999999)}\n")


def t_aseq(r, dt):
    svc = r.choice(["Physiothérapie (Physio Rosemont)", "Soins dentaires (Clinique dentaire Beaubien)",
                    "Médicaments sur ordonnance", "Psychologue (Clinique Mieux-Être)",
                    "Lunettes (Lunetterie New Look)"])
    paid = r.uniform(60, 260)
    return ("ASEQ -- Alliance pour la santé étudiante au Québec\nRégime de l'AGEEFEP / FAÉCUM -- Relevé de "
            f"prestations\nAdhérente : Camille Tremblay (matricule 20184417)\nDate : {_iso(dt)}\n\nService : {svc}\n"
            f"Montant réclamé : {_amt(paid)}\nMontant remboursé (80 %) : {_amt(paid * 0.8)}\nDépôt direct "
            "dans 5 jours ouvrables.\n")


def t_physio(r, dt):
    return ("Physio Rosemont -- Rapport d'évaluation\nPatiente : Camille Tremblay, 29 ans\nMotif : douleur épaule "
            "droite à l'escalade (mouvements en surplomb, arqués)\n\nÉvaluation : tendinopathie de la coiffe des "
            "rotateurs (sus-épineux), pas de signe de déchirure.\nPlan : 6 séances, exercices de rotation externe "
            "avec élastique 3x15/jour, éviter les crimps et les dévers 3 semaines.\n"
            f"Prochain rendez-vous : {_iso(dt + timedelta(days=14))}\n")


def t_physio_facture(r, dt):
    return (f"Physio Rosemont\nReçu no {r.randint(10000, 99999)}\nDate : {_iso(dt)}\nPatiente : Camille Tremblay\n"
            "Traitement de physiothérapie (45 min) : 95,00 $\nPhysiothérapeute : Maude Gauthier, pht, "
            "membre OPPQ no 12-418\nPayé par carte de débit\n")


def t_dentiste(r, dt):
    return ("Clinique dentaire Beaubien\nReçu -- Code de l'ADC\nPatiente : Camille Tremblay\n"
            f"Date : {_iso(dt)}\n\n00121 Examen de rappel  48,00 $\n11112 Détartrage (2 unités)  112,00 $\n"
            "12101 Application de fluorure  24,00 $\nTotal : 184,00 $\nPrestation demandée à l'ASEQ\n")


def t_pharmacie(r, dt):
    return (f"Pharmacie Jean Coutu no 218 -- Reçu\nDate : {_iso(dt)}\nPatiente : Camille Tremblay\n\n"
            f"Rx {r.randint(1000000, 9999999)}  "
            f"{r.choice(['Naproxène 500 mg x20', 'Cétirizine 10 mg x30', 'Alesse 21 x3 mois', 'Salbutamol 100 mcg'])}\n"
            f"Coût : {_dol(r, 8, 45)}\nPart assureur (ASEQ) : 80 %\n")


def t_lunettes(r, dt):
    return ("Ordonnance de lentilles ophtalmiques\nOptométriste : Dr Karim Haddad, O.D.\nPatiente : Camille Tremblay\n"
            f"Date de l'examen : {_iso(dt)}\n\nOD : -2,25 -0,50 x 170\nOG : -2,00 -0,25 x 10\nDP : 62 mm\n"
            "Valide 2 ans.\n")


def t_vaccins(r, dt):
    return ("Carnet de vaccination -- copie du Registre de vaccination du Québec\n"
            "Camille Tremblay, née le 14 mars 1997\n\n"
            "dcaT (coqueluche, tétanos, diphtérie) -- 2019-04-02\nInfluenza -- 2025-10-21\nCOVID-19 (Moderna "
            "XBB) -- 2024-11-05\nHépatite A et B (Twinrix) -- 2022-09 (requis animalerie)\n")


def t_sante_log(r, dt):
    return ("Suivi épaule (perso)\n\n" + "\n".join(
        f"{_iso(dt - timedelta(days=k * 4))} : douleur {r.randint(1, 6)}/10, "
        f"exercices {r.choice(['oui', 'oui', 'non'])}"
        f", grimpe {r.choice(['non', 'bloc facile', 'moulinette'])}" for k in range(8)) + "\n")


# --------------------------------------------------------------------------- pet (Biscotte)

def t_veto_facture(r, dt):
    acts = r.sample([("Examen annuel", 78.0), ("Vaccin RCP (typhus, coryza)", 46.5), ("Vaccin rage", 38.0),
                     ("Vermifuge Revolution Plus", 34.99), ("Bilan sanguin sénior", 145.0),
                     ("Détartrage sous anesthésie", 420.0), ("Coupe de griffes", 15.0)], 3)
    tot = sum(v for _, v in acts)
    return ("Hôpital vétérinaire Rosemont\n2980 rue Masson, Montréal\nFacture no " + str(r.randint(40000, 49999)) +
            f"\nDate : {_iso(dt)}\nClient : Camille Tremblay\nPatient : Biscotte (chat, DSH tigrée, femelle "
            "stérilisée, 6 ans, 4,3 kg)\n\n" + "\n".join(f"{a}  {_amt(v)}" for a, v in acts) +
            f"\nSous-total : {_amt(tot)}\nTPS+TVQ : {_amt(tot * 0.14975)}\nTotal : {_amt(tot * 1.14975)}\n")


def t_veto_vaccin(r, dt):
    return ("Certificat de vaccination antirabique\nHôpital vétérinaire Rosemont -- Dre Florence Poirier, m.v.\n\n"
            "Propriétaire : Camille Tremblay\nAnimal : Biscotte, chat, femelle, tigrée brune\nMicropuce : "
            f"9820000{r.randint(10000000, 99999999)}\nVaccin : Purevax RCP + Rabies\nDate : {_iso(dt)}\n"
            f"Rappel : {_iso(dt + timedelta(days=365))}\n")


def t_mondou(r, dt):
    return (f"Mondou Rosemont -- Reçu\n{_iso(dt)}\nRoyal Canin Indoor 27 4 kg  {_dol(r, 62, 72)}\nLitière "
            f"agglomérante Ever Clean 11 kg  {_dol(r, 28, 34)}\nGâteries Temptations  4,99 $\nCarte Mondou Club : "
            "320 points\n")


def t_gardienne(r, dt):
    return ("Instructions pour Justine -- Biscotte\n\n- Nourriture : 1/3 tasse matin et soir (Royal Canin Indoor), "
            "PAS de nourriture de table\n- Eau : changer tous les jours, fontaine à nettoyer une fois\n- Litière : "
            "tous les jours, sacs sous l'évier\n- Elle se cache sous le lit les 2 premiers jours, c'est normal\n"
            "- Urgence : Hôpital vétérinaire Rosemont 514-555-0148, DMV Centre vétérinaire (24 h) 514-555-0172\n"
            "- Je suis à Lisbonne du 12 au 20 juillet, décalage +5 h\n")


def t_chat_article(r, dt):
    return ("Les maladies rénales chroniques chez le chat : signes à surveiller\n\nLa maladie rénale chronique "
            "touche jusqu'à un chat sur trois après 10 ans. Les premiers signes sont une soif accrue, des urines "
            "plus abondantes et une perte de poids. Un bilan sanguin annuel (créatinine, SDMA) est recommandé "
            "dès 7 ans.\n\nAlimentation : diète rénale pauvre en phosphore sur recommandation vétérinaire.\n")


# --------------------------------------------------------------------------- sport

def t_crux_contrat(r, dt):
    return ("Le Crux -- Centre d'escalade\nContrat d'abonnement annuel -- paiements mensuels\nMembre : Camille "
            f"Tremblay   No membre : CX-{r.randint(10000, 99999)}\nDébut : {_iso(dt)}\nTarif étudiant : 62,00 $/mois "
            "taxes incluses\nAccès : bloc et voies, cours d'initiation à la moulinette inclus\nRésiliation : "
            "préavis de 30 jours\nDécharge de responsabilité signée.\n")


def t_crux_recu(r, dt):
    return (f"Le Crux -- Reçu\n{_iso(dt)}\nAbonnement mensuel étudiant  62,00 $\nLocation chaussons  0,00 $\n"
            "Membre : Camille Tremblay\n")


def t_velo_reparation(r, dt):
    return ("Vélo Espresso -- Atelier\nBon de travail no " + str(r.randint(5000, 9999)) + f"\nDate : {_iso(dt)}\n"
            "Cliente : Camille Tremblay\nVélo : Opus Vision 2019, hybride, gris\n\nMise au point printanière  89,00 $\n"
            "Chaîne Shimano HG-71  34,99 $\nPlaquettes de frein  24,00 $\nTotal avant taxes : 147,99 $\n"
            "Total : 170,15 $\n")


def t_garage529(r, dt):
    return ("Project 529 Garage -- Bike registration\nOwner: Camille Tremblay\nBike: Opus Vision 2019, grey, "
            "size M\nSerial: WTU" + str(r.randint(100000000, 999999999)) + "\nShield ID: 529-" +
            str(r.randint(10000, 99999)) + "\nStatus: registered (not stolen)\n")


def t_hangboard(r, dt):
    return ("# Plan poutre (hangboard) -- retour de blessure épaule\n\nSemaines 1-3 : pas de poutre, bloc facile "
            "V0-V2, rotation externe élastique\nSemaines 4-6 : suspensions passives 2 bras, prise 20 mm, 7 s "
            "on / 3 s off x6, 3 séries\nSemaines 7+ : repeaters 20 mm, +0 kg\n\nRègle : arrêter si douleur > 3/10.\n")


def t_topo(r, dt):
    return ("Topo escalade -- Val-David, Mont King et Condor\nFédération québécoise de la montagne et de "
            "l'escalade (FQME)\n\nAccès : droit d'accès quotidien au Parc régional Val-David-Val-Morin, 10 $\n"
            "Secteur Condor : voies de 5.6 à 5.11, dalle et fissures\nSecteur Mont King : grandes voies "
            "traditionnelles, 3 longueurs max.\nRespectez les fermetures pour la nidification du faucon "
            "pèlerin.\n")


def t_velo_guide(r, dt):
    return ("Réparer une crevaison en 10 minutes\n\n1. Ouvrir le frein et retirer la roue.\n2. Dégonfler "
            "complètement, utiliser 2 démonte-pneus.\n3. Trouver le trou en gonflant la chambre près de l'oreille.\n"
            "4. Vérifier l'intérieur du pneu (éclat de verre).\n5. Rustine ou chambre neuve, remonter, gonfler "
            "à la pression indiquée sur le flanc (50-70 psi pour un hybride).\n")


# --------------------------------------------------------------------------- career

def t_cv(r, dt):
    return ("Camille Tremblay, M. Sc.\nCandidate au Ph. D. en neurosciences, Université de Montréal\n"
            "camille.tremblay.3@umontreal.ca | ORCID 0000-0002-4418-3307 | github.com/camtremblay\n\n"
            "FORMATION\n2022-présent  Ph. D. neurosciences, Université de Montréal (dir. I. Gagnon)\n"
            "2020-2022  M. Sc. neurobiologie, Université Laval (dir. L. Bergeron)\n2016-2019  B. Sc. biologie, "
            "Université Laval\n\nBOURSES\n2024-2028  Bourse de doctorat FRQS (100 000 $)\n2025  Bourse "
            "d'excellence Fondation Desjardins-neurosciences\n2019  BRPC CRSNG\n\nPUBLICATIONS\nRoy A, "
            "Tremblay C, Bergeron L, Bouchard E (2025) Hippocampus 35:e23612\nTremblay C et al. (en révision) "
            "J Neurosci\n\nENSEIGNEMENT\nAuxiliaire NSC 1001 (A2024), NSC 2006 (E2026)\n")


def t_references(r, dt):
    return ("Références -- Camille Tremblay\n\nPre Isabelle Gagnon, directrice de thèse, Université de Montréal\n"
            "isabelle.gagnon@umontreal.ca\n\nDr Marc-André Pelletier, codirecteur, CRCHUM\n"
            "marc-andre.pelletier@umontreal.ca\n\nDre Ève Bouchard, collaboratrice, CERVO / Université Laval\n"
            "eve.bouchard@fmed.ulaval.ca\n")


def t_cv_tex(r, dt):
    return ("\\documentclass[11pt]{moderncv}\n\\moderncvstyle{classic}\n\\name{Camille}{Tremblay}\n"
            "\\title{Candidate au Ph. D. en neurosciences}\n\\email{camille.tremblay.3@umontreal.ca}\n"
            "\\begin{document}\n\\makecvtitle\n\\section{Formation}\n\\cventry{2022--}{Ph. D. neurosciences}"
            "{Université de Montréal}{}{}{Ondulations hippocampiques et consolidation}\n\\cventry{2020--2022}"
            "{M. Sc. neurobiologie}{Université Laval}{}{}{}\n\\end{document}\n")


def t_postdoc_labs(r, dt):
    return ("lab;institution;ville;contact;financement;statut\nZugaro;Collège de France;Paris;michael.zugaro@college-"
            "de-france.fr;Marie Curie / FRQS postdoc;courriel envoyé\nFrank;UCSF;San Francisco;;HHMI;à contacter\n"
            "Buzsaki;NYU;New York;;;trop compétitif?\nDupret;Oxford MRC BNDU;Oxford;david.dupret@pharm.ox.ac.uk;"
            "Wellcome;rencontrer à Lisbonne!\nOliva;Cornell;Ithaca;;;à contacter\nWilliams;McGill / Douglas;"
            "Montréal;;Banting;option locale\n")


def t_lettre_postdoc(r, dt):
    return ("Dear Professor Dupret,\n\nI am a fourth-year PhD candidate in Isabelle Gagnon's laboratory at the "
            "Université de Montréal, where I study how the duration of hippocampal sharp-wave ripples shapes "
            "memory consolidation in mice. I expect to defend my thesis in spring 2027 and am seeking a "
            "postdoctoral position starting in the fall of 2027.\n\nYour lab's work on the reactivation of "
            "hippocampal assemblies and on dopaminergic modulation of replay is closely aligned with my interest "
            "in ... I will present a poster at HippOsc 2026 in Lisbon (board P2-31) and would be delighted to "
            "meet.\n\nI plan to apply for an FRQS postdoctoral fellowship (deadline October 2026) with your "
            "support.\n\nSincerely,\nCamille Tremblay\n")


def t_research_statement(r, dt):
    return ("Research statement -- postdoctoral project (draft 2)\n\nAim 1. Determine whether long-duration "
            "ripples preferentially reactivate newly learned place-cell sequences.\nAim 2. Test whether "
            "ripple-spindle coupling can be enhanced by closed-loop stimulation to rescue memory in aged mice.\n"
            "\nTraining goals: large-scale Neuropixels recordings, decoding of replay content.\n")


def t_postdoc_eml(r, dt):
    body = ("Dear Camille,\n\nThank you for your message and your CV. Your ripple-duration work sounds very "
            "interesting, and yes, we are looking for a postdoc from 2027. Let's meet at HippOsc in Lisbon: "
            "I will come to your poster on the Tuesday and we can have a coffee afterwards.\n\nFor the FRQS "
            "fellowship, I am happy to write a letter of support.\n\nBest,\nDavid\n\n-- \nProf. David Dupret\n"
            "MRC Brain Network Dynamics Unit, University of Oxford\n")
    return _mail("David Dupret <david.dupret@pharm.ox.ac.uk>", ME, "Re: Postdoctoral position - ripples and replay",
                 dt, body, r)


def t_frqs_postdoc(r, dt):
    return ("FRQS -- Bourses de formation postdoctorale, concours 2027-2028\n\nDate limite : 1er octobre 2026 (16 h)\n"
            "Admissibilité : avoir obtenu le doctorat dans les 5 ans, ou prévoir le dépôt avant le début de la "
            "bourse.\nMontant : 50 000 $ par année (hors Québec : + 5 000 $ supplément de séjour)\nDocuments : "
            "CV commun canadien, programme de recherche (3 pages), lettre du superviseur, relevés de notes.\n")


# --------------------------------------------------------------------------- cooking, books, software

RECETTES = {
    "pate_chinois": ("Pâté chinois de grand-maman Tremblay", [("1 lb de boeuf haché (ou lentilles vertes pour la "
                     "version végé)"), "1 oignon", "1 boîte de maïs en crème", "1 boîte de maïs en grains",
                     "6 pommes de terre", "beurre, lait, paprika"],
                     ("Faire revenir l'oignon et la viande. Étaler dans un plat, couvrir de maïs puis de purée. "
                     "Paprika sur le dessus. Four à 375 F, 30 minutes.")),
    "soupe_gourganes": ("Soupe aux gourganes (Saguenay)", ["2 tasses de gourganes", "1/2 tasse d'orge perlé",
                        "1 oignon", "2 carottes", "2 branches de céleri", "1 c. à soupe de sarriette",
                        "8 tasses de bouillon"], "Tout mettre dans la marmite, mijoter 1 h 30. Saler à la fin."),
    "pouding_chomeur": ("Pouding chômeur", ["1 tasse de farine", "1/2 tasse de sucre", ("2 c. à thé de poudre "
                        "à pâte"), "1/2 tasse de lait", "Sirop : 1 1/2 tasse de sirop d'érable, 1 tasse de crème 35 %"],
                        "Verser le sirop chaud sur la pâte. Four à 350 F, 35 minutes."),
    "dal": ("Dal aux lentilles corail", ["1 tasse de lentilles corail", "1 boîte de lait de coco", "1 oignon",
            "gingembre, ail, curcuma, cumin, garam masala", "épinards"],
            "Revenir les épices, ajouter lentilles et 3 tasses d'eau, cuire 20 min, ajouter le coco et les épinards."),
    "pain_bananes": ("Pain aux bananes (version labo, zéro gaspillage)", ["3 bananes très mûres",
                     "1/3 tasse de beurre fondu", "3/4 tasse de cassonade", "1 oeuf", "1 1/2 tasse de farine",
                     "1 c. à thé de soda"], "Mélanger, verser dans un moule à pain, 350 F pendant 55 minutes."),
    "granola": ("Granola érable-pacanes", ["4 tasses de flocons d'avoine", "1 tasse de pacanes", ("1/2 tasse "
                "de graines de citrouille"), "1/2 tasse de sirop d'érable", "1/3 tasse d'huile"],
                "Étaler sur une plaque, 300 F, 40 minutes en brassant aux 10 minutes."),
    "tourtiere": ("Tourtière du Lac-Saint-Jean (version simplifiée)", ["1 lb de porc en cubes", ("1 lb de boeuf en "
                  "cubes"), "3 pommes de terre en dés", "2 oignons", "pâte brisée"],
                  "Faire mariner la veille. Cuire 1 h à 400 F puis 6 h à 250 F, couvert."),
}


def t_recette(key: str):
    def f(r, dt):
        titre, ingr, prep = RECETTES[key]
        return (f"# {titre}\n\nPortions : {r.choice([4, 6, 8])}\n\n## Ingrédients\n" +
                "\n".join(f"- {i}" for i in ingr) +
                f"\n\n## Préparation\n{prep}\n")
    return f


LIVRES = [
    ("Michel_Jean_-_Kukum.epub", "Kukum", "Michel Jean", "fr",
     ("Almanda Siméon, orpheline, épouse un jeune Innu et partage la vie nomade de sa famille sur les rives du lac "
     "Pekuakami.")),
    ("Il pleuvait des oiseaux - Jocelyne Saucier.epub", "Il pleuvait des oiseaux", "Jocelyne Saucier", "fr",
     ("Trois vieillards ont choisi de vivre en ermites dans la forêt de l'Abitibi, jusqu'à l'arrivée d'une "
     "photographe.")),
    ("Klara and the Sun.epub", "Klara and the Sun", "Kazuo Ishiguro", "en",
     "Klara, an Artificial Friend, watches the street from the store window, hoping a customer will choose her."),
    ("Cobb - The Idea of the Brain.epub", "The Idea of the Brain", "Matthew Cobb", "en",
     "A history of how we have thought about the brain, from the heart as the seat of thought to neural networks."),
    ("La_femme_qui_fuit.epub", "La femme qui fuit", "Anaïs Barbeau-Lavalette", "fr",
     "L'autrice reconstitue la vie de sa grand-mère Suzanne Meloche, qui a abandonné ses enfants."),
    ("Le_Murmure_des_fantomes.epub", "Le murmure des fantômes", "Boris Cyrulnik", "fr",
     "Comment les enfants blessés parviennent à se reconstruire : la résilience."),
]


def t_ubuntu_notes(r, dt):
    return ("# Notes Ubuntu / ThinkPad\n\n## après une réinstall (24.04)\n```\nsudo apt install texlive-full "
            "latexmk git htop zsh vlc inkscape\nsudo snap install code --classic\n```\n\n## wifi eduroam UdeM\n"
            "- PEAP / MSCHAPv2, identité = code d'accès@umontreal.ca, pas de certificat CA (sinon ça plante)\n\n"
            "## VPN labo\n`sudo openconnect vpn.umontreal.ca`\n\n## monter le serveur du labo\n"
            "`sshfs camille@gagnonlab.neuro.umontreal.ca:/data /mnt/gagnonlab`\n")


def t_git_cheat(r, dt):
    return ("Git cheat sheet\n\ngit status / git add -p / git commit -m\ngit switch -c feature/nom\n"
            "git rebase -i HEAD~3 (squash)\ngit stash push -m 'wip'\ngit log --oneline --graph --all\n"
            "git restore --staged fichier\n")


def t_python_notes(r, dt):
    return ("# pandas -- trucs que j'oublie tout le temps\n\n- `df.groupby(['mouse', 'day']).agg(lat=('latency_s', "
            "'mean'))`\n- `pd.melt(df, id_vars='mouse')` wide -> long\n- `df.query('exclude == 0')`\n"
            "- matplotlib : `fig.savefig(..., bbox_inches='tight')`, `pdf.fonttype 42` pour Illustrator\n")


def t_miniforge(r, dt):
    return ("#!/bin/sh\n#\n# NAME:  Miniforge3\n# VER:   24.3.0-0\n# PLAT:  linux-64\n"
            "# MD5:   0c1e9bd9bd8b41fe5bff6c0e3a7a1f14\n"
            "\nexport OLD_LD_LIBRARY_PATH=\"$LD_LIBRARY_PATH\"\nunset LD_LIBRARY_PATH\n"
            "PREFIX=\"${HOME:-/opt}/miniforge3\"\nBATCH=0\n# (payload follows)\n")


# --------------------------------------------------------------------------- old laptop copy (Archive Backup)

def t_bk_cours(r, dt):
    return ("BIO-1900 Neurobiologie cellulaire -- notes de cours (Hiver 2018)\n\nCours 5 : transmission "
            "synaptique\n- libération vésiculaire dépendante du Ca2+\n- synaptotagmine = senseur calcique\n"
            "- potentiel postsynaptique excitateur (PPSE) vs inhibiteur (PPSI)\n")


def t_bk_budget(r, dt):
    return ("mois;loyer;épicerie;transport;cellulaire;reste\nseptembre 2021;390;240;86,50;45;" +
            f"{r.randint(80, 300)}\noctobre 2021;390;265;86,50;45;{r.randint(80, 300)}\nnovembre 2021;390;"
            f"231;86,50;45;{r.randint(80, 300)}\n")


def t_bk_cv(r, dt):
    return ("CAMILLE TREMBLAY\nÉtudiante à la maîtrise en neurobiologie, Université Laval\n\nExpérience\n"
            "2019 Stagiaire de recherche BRPC, CERVO\n2018-2019 Préposée, Bibliothèque de l'Université Laval\n"
            "\nFormation\nB. Sc. biologie, Université Laval (2019), moyenne 3,89/4,33\n")


def t_bk_lettre(r, dt):
    return ("Québec, le 12 janvier 2022\n\nPre Isabelle Gagnon\nDépartement de neurosciences, Université de "
            "Montréal\n\nObjet : demande d'admission au doctorat sous votre direction\n\nMadame,\n\nJe termine "
            "ma maîtrise sur les fuseaux de sommeil chez le rat au CERVO et je souhaiterais poursuivre au "
            "doctorat dans votre laboratoire sur les ondulations hippocampiques...\n")


def t_bk_impots(r, dt):
    return ("Déclaration de revenus 2020 -- Québec (TP-1) -- copie\nCamille Tremblay\n412, rue Saint-Vallier Ouest, "
            "app. 6, Québec\nRevenu total : 17 842,00 $ (bourse CRSNG maîtrise + emploi bibliothèque)\n"
            "Remboursement : 412,18 $\n")


def t_bk_matlab(r, dt):
    return ("% detect_spindles.m -- Camille, 2021\nfunction sp = detect_spindles(eeg, fs)\n"
            "[b, a] = butter(4, [10 16] / (fs/2), 'bandpass');\nx = filtfilt(b, a, eeg);\n"
            "env = abs(hilbert(x));\nthr = 3 * std(env);\nsp = find(env > thr);\nend\n")


def t_bk_todo(r, dt):
    return ("à faire avant le déménagement à Montréal (juillet 2022)\n- vendre le futon\n- résilier Vidéotron "
            "Québec\n- changement d'adresse\n- rendre les clés à Rosalie\n- sauvegarder le portable avant de "
            "le donner à mon frère!!\n")


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

    def pxl(folder: str, bucket: str, topic: str, age: float) -> None:
        dt = NOW - timedelta(days=age)
        hms = f"{r.randint(7, 21):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}"
        name = f"PXL_{dt:%Y%m%d}_{hms}{r.randint(0, 999):03d}"
        add(f"{folder}/{name}.jpg", bucket, topic, age, "exif")

    def shot(folder: str, bucket: str, topic: str, age: float) -> None:
        dt = NOW - timedelta(days=age)
        add(f"{folder}/Capture d'écran du {dt:%Y-%m-%d} {r.randint(8, 23):02d}-{r.randint(0, 59):02d}-"
            f"{r.randint(0, 59):02d}.png", bucket, topic, age, "")

    DOC, DL, BUR, IMG = "Documents", "Téléchargements", "Bureau", "Images"

    # ------------------------------------------------------------ dotfiles (not labelled)
    dot(".bashrc", b"# ~/.bashrc\nexport EDITOR=vim\nalias ll='ls -alF'\nalias labo='sshfs camille@gagnonlab."
        b"neuro.umontreal.ca:/data /mnt/gagnonlab'\neval \"$(mamba shell hook --shell bash)\"\n", 30)
    dot(".gitconfig", b"[user]\n\tname = Camille Tremblay\n\temail = camille.tremblay.3@umontreal.ca\n"
        b"[init]\n\tdefaultBranch = main\n[pull]\n\trebase = true\n", 400)
    dot(".config/user-dirs.dirs", 'XDG_DESKTOP_DIR="$HOME/Bureau"\nXDG_DOWNLOAD_DIR="$HOME/Téléchargements"\n'
        'XDG_DOCUMENTS_DIR="$HOME/Documents"\nXDG_PICTURES_DIR="$HOME/Images"\n'.encode(), 900)
    dot(".config/Code/User/settings.json",
        b'{\n  "editor.rulers": [100],\n  "latex-workshop.latex.outDir": "%DIR%"\n}\n',
        60)
    dot(".local/share/recently-used.xbel", b'<?xml version="1.0"?>\n<xbel version="1.0"></xbel>\n', 1)

    # ------------------------------------------------------------ ~/these (Projects Research)
    th = "these"
    add(f"{th}/these.tex", P, "Research", 3, t_these_main)
    add(f"{th}/these.bib", P, "Research", 5, t_bib)
    add(f"{th}/Makefile", P, "Research", 120, t_makefile)
    add(f"{th}/udem-these.cls", P, "Research", 600, t_cls)
    add(f"{th}/resume.tex", P, "Research", 40, t_resume)
    for key, age in zip(CHAPITRES, (60, 90, 6, 2, 25), strict=False):
        add(f"{th}/chapitres/{key}.tex", P, "Research", age, t_chapitre(key))
    add(f"{th}/these.pdf", P, "Research", 2, t_these_pdf)
    add(f"{th}/these.log", P, "Research", 2,
        "This is pdfTeX, Version 3.141592653-2.6-1.40.25 (TeX Live 2023/Debian) (preloaded format=pdflatex)\n"
        "entering extended mode\n(./these.tex\nLaTeX2e <2023-11-01>\nDocument Class: udem-these 2023/09/01 v2.3\n"
        "LaTeX Warning: Reference `fig:ch4-coupling' on page 81 undefined on input line 57.\n"
        "Output written on these.pdf (118 pages, 6214377 bytes).\n")
    for n, age, cap in ((1, 10, "Figure 3.1 Perturbation en boucle fermée des SWR : schéma et latence de détection"),
                        (2, 10, "Figure 3.2 Distribution des durées de SWR (n = 41 218 événements)"),
                        (3, 8, "Figure 3.3 Préférence pour le quadrant cible au jour 7 selon le groupe")):
        add(f"{th}/figures/03_article1_ripples/fig{n}.pdf", P, "Research", age, t_fig_pdf(cap))
    add(f"{th}/figures/03_article1_ripples/fig2_v2.svg", P, "Research", 9, t_svg_fig("Durée SWR (ms) par groupe"))
    add(f"{th}/figures/04_article2_couplage/fig1.png", P, "Research", 30, "")
    add(f"{th}/figures/04_article2_couplage/fig2.png", P, "Research", 30, "")
    add(f"{th}/figures/04_article2_couplage/fig4_3_brouillon.png", P, "Research", 12, "")
    add(f"{th}/figures/01_introduction/schema_hippocampe.svg", P, "Research", 150,
        t_svg_fig("Circuit trisynaptique : DG - CA3 - CA1"))
    add(f"{th}/figures/02_methodes/photo_implant.jpg", P, "Research", 400, "exif")
    add(f"{th}/comite/notes_comite_2026-04-21.md", P, "Research", 41, t_comite)
    add(f"{th}/comite/rapport_avancement_2025.docx", P, "Research", 330, t_rapport_avancement)
    add(f"{th}/comite/rapport_avancement_2026.docx", P, "Research", 45, t_rapport_avancement)
    add(f"{th}/guide_presentation_memoires_theses_ESP.pdf", P, "Research", 700, t_guide_fesp)
    dot(f"{th}/.gitignore", b"*.aux\n*.bbl\n*.blg\n*.fdb_latexmk\n*.fls\n*.synctex.gz\n*.toc\n", 600)
    dot(f"{th}/.git/HEAD", b"ref: refs/heads/main\n", 2)
    dot(f"{th}/.git/config", b"[core]\n\trepositoryformatversion = 0\n[remote \"origin\"]\n"
        b"\turl = git@github.com:camtremblay/these.git\n", 600)

    # ------------------------------------------------------------ ~/code/ripples-analysis (Projects Research)
    ra = "code/ripples-analysis"
    add(f"{ra}/README.md", P, "Research", 70, t_readme_code)
    add(f"{ra}/pyproject.toml", P, "Research", 300, t_pyproject)
    add(f"{ra}/environment.yml", P, "Research", 300, t_env_yml)
    add(f"{ra}/config.yaml", P, "Research", 22, t_config)
    add(f"{ra}/src/ripples/__init__.py", P, "Research", 300, '"""ripples -- analyse SWR (thèse C. Tremblay)."""\n'
        '__version__ = "0.4.1"\n')
    add(f"{ra}/src/ripples/detect.py", P, "Research", 95, t_detect_py)
    add(f"{ra}/src/ripples/spectral.py", P, "Research", 33, t_spectral_py)
    add(f"{ra}/src/ripples/io.py", P, "Research", 160, t_io_py)
    add(f"{ra}/src/ripples/stats.py", P, "Research", 8, t_stats_py)
    add(f"{ra}/scripts/run_batch.py", P, "Research", 140, t_run_batch)
    add(f"{ra}/scripts/make_figures.py", P, "Research", 9, t_make_figs)
    add(f"{ra}/tests/test_detect.py", P, "Research", 95, t_test_detect)
    add(f"{ra}/notebooks/01_exploration_cohorteB.ipynb", P, "Research", 180, t_notebook)
    add(f"{ra}/notebooks/02_couplage_fuseaux.ipynb", P, "Research", 28, t_notebook)
    add(f"{ra}/data/processed/sessions.csv", P, "Research", 35, t_sessions_csv)
    for m, age in (("M13_post", 190), ("M14_post", 188), ("M21_pre", 150)):
        add(f"{ra}/data/processed/ripples_{m}.csv", P, "Research", age, t_ripples_csv)
    add(f"{ra}/data/processed/behaviour_watermaze.csv", P, "Research", 150, t_behaviour_csv)
    add(f"{ra}/results/stats_ch3_anova.csv", P, "Research", 8, t_stats_summary)
    add(f"{ra}/data/cache/M13_lfp_ds.npy", P, "Research", 190, t_npy)
    add(f"{ra}/data/cache/M14_lfp_ds.npy", P, "Research", 188, t_npy)
    add(f"{ra}/data/cache/M13_post.h5", P, "Research", 190, t_h5)
    dot(f"{ra}/.gitignore", b"data/cache/\n*.h5\n*.npy\n__pycache__/\n.ipynb_checkpoints/\n", 300)
    dot(f"{ra}/.git/HEAD", b"ref: refs/heads/revision-jneuro\n", 3)
    dot(f"{ra}/.git/config", b"[remote \"origin\"]\n\turl = git@github.com:gagnonlab/ripples-analysis.git\n", 300)

    # ------------------------------------------------------------ lab notebook, protocol (Projects Research)
    dd = f"{DOC}/Doctorat"
    for ym, age in (("2026-05", 1), ("2026-04", 33), ("2026-03", 64), ("2025-11", 185)):
        add(f"{dd}/cahier_labo/cahier_{ym}.md", P, "Research", age, t_cahier)
    add(f"{dd}/CIPA_22-041_renouvellement_2026.pdf", P, "Research", 20, t_cipa)
    add(f"{dd}/idees_chapitre4.md", P, "Research", 48,
        "# Chapitre 4 -- idées en vrac\n\n- couplage SWR-fuseaux : fenêtre -0,5 / +1 s ok?\n- comparer avec "
        "Maingret 2016 (rats) -- nous souris, sonde 64 canaux\n- cohorte C : ajouter 6 souris PV-Cre pour le "
        "contrôle délai (aussi pour la révision JNeurosci)\n- figure 4.3 à refaire\n")
    for age in (400, 210, 95):
        pxl(f"{IMG}/Labo", P, "Research", age)

    # ------------------------------------------------------------ JNeurosci revision (Projects Research)
    mj = "Dropbox/Labo Gagnon/Manuscrit JNeurosci"
    add(f"{mj}/Manuscrit_R1_IG.docx", P, "Research", 4, t_manuscript_docx)
    add(f"{mj}/Reponse_aux_reviseurs_v2.docx", P, "Research", 6, t_response_docx)
    add(f"{mj}/Lettre_editeur_R1.docx", P, "Research", 15, t_cover_revision)
    add(f"{mj}/TableS2_pulses.xlsx", P, "Research", 12, t_supp_xlsx)
    add(f"{mj}/Figures R1/Fig2_R1.pdf", P, "Research", 10,
        t_fig_pdf("Figure 2 (revised) Water-maze acquisition and day-7 probe, sex as factor"))
    add(f"{mj}/Figures R1/Fig3_R1_viridis.png", P, "Research", 7, "")
    add(f"{mj}/~$nuscrit_R1_IG.docx", L, "System", 4, b"\x0eIsabelle Gagnon" + b"\x00" * 40)
    add("Dropbox/Labo Gagnon/Protocoles/protocole_chirurgie_v3.2.pdf", R, "Research", 500, t_protocole_chirurgie)
    aj = f"{DOC}/Articles/JNeurosci_2026"
    add(f"{aj}/decision_JN-RM-0873-25.eml", P, "Research", 53, t_decision_eml)
    add(f"{aj}/reviews_JN-RM-0873-25.pdf", P, "Research", 53, t_reviews_pdf)
    add(f"{aj}/todo_revision.md", P, "Research", 3, t_revision_todo)
    add(f"{aj}/soumission_initiale/Tremblay_JNeurosci_submitted.docx", P, "Research", 220, t_manuscript_docx)
    add(f"{aj}/soumission_initiale/cover_letter.pdf", P, "Research", 220,
        lambda r, dt: ("Dear Editor,\n\nWe submit our manuscript \"" + MS_TITLE + "\" for consideration as a Research "
                       "Article in the Journal of Neuroscience. Using closed-loop optogenetics we show that long-"
                       "duration ripples during post-learning sleep are required for spatial memory retention.\n\n"
                       "Suggested reviewers: Gabrielle Girardeau, Antonio Fernández-Ruiz, Shantanu Jadhav.\n\n"
                       "Sincerely,\nIsabelle Gagnon\n"))

    # ------------------------------------------------------------ literature (Resources Research)
    bib = f"{DOC}/Biblio"
    for i, art in enumerate(ARTICLES[:9]):
        add(f"{bib}/{art[0]}", R, "Research", 900 - i * 70, t_article(i))
    add(f"{bib}/Méthodes/protocole_chirurgie_v3.2.pdf", R, "Research", 480, t_protocole_chirurgie)
    add(f"{bib}/Méthodes/kilosort4_install.txt", R, "Research", 260, t_kilosort_notes)
    add(f"{bib}/Cours/NSC6060_notes_electrophysiologie.md", R, "Research", 1200, t_cours_notes)

    # ------------------------------------------------------------ finished research (Archive Research)
    ms = f"{DOC}/Maîtrise"
    add(f"{ms}/Memoire_CTremblay_final.pdf", X, "Research", 1480, t_memoire_pdf)
    add(f"{ms}/memoire_latex/memoire.tex", X, "Research", 1500, t_memoire_tex)
    add(f"{ms}/donnees/donnees_fuseaux_NOR.csv", X, "Research", 1620, t_msc_data)
    add(f"{ms}/donnees/analyse_fuseaux.py", X, "Research", 1600, t_msc_analysis_py)
    add(f"{ms}/soutenance/presentation_depot.pdf", X, "Research", 1470,
        lambda r, dt: ("Présentation de fin de maîtrise -- Camille Tremblay\nCERVO, Université Laval\n\nPrivation "
                       "de sommeil, fuseaux et mémoire de reconnaissance chez le rat\n- 22 rats Long-Evans\n- "
                       "densité de fuseaux -28 % après privation 6 h\n- indice de discrimination NOR réduit\n"))
    add(f"{ms}/diplome_MSc_ULaval.pdf", X, "Research", 1325,
        "Université Laval\nLe Conseil universitaire confère à\nCamille Tremblay\nle grade de\nMaître ès sciences "
        "(M. Sc.)\nNeurobiologie\nQuébec, le 15 octobre 2022\n")
    add("code/msc-spindles/README.md", X, "Research", 1450,
        "# msc-spindles\n\nCode de ma maîtrise (Université Laval, 2020-2022) : détection des fuseaux de sommeil "
        "chez le rat, test de reconnaissance d'objets. Projet terminé, gardé pour référence.\n")
    add("code/msc-spindles/detect_spindles.m", X, "Research", 1450, t_bk_matlab)
    dot("code/msc-spindles/.git/HEAD", b"ref: refs/heads/master\n", 1450)
    add(f"{DOC}/Stage CERVO 2019/rapport_stage_BRPC.pdf", X, "Research", 2450, t_stage_rapport)
    add(f"{DOC}/Stage CERVO 2019/offre_BRPC_CRSNG.pdf", X, "Research", 2590, t_stage_lettre)
    add(f"{DOC}/Rotation Ouellet 2022/notes_rotation.md", X, "Research", 1290, t_rotation)
    add(f"{DOC}/Rotation Ouellet 2022/presentation_rotation.pdf", X, "Research", 1275, t_rotation_pres)
    hc = f"{DOC}/Articles/Hippocampus_2025_Roy_et_al"
    add(f"{hc}/Roy2025_Hippocampus.pdf", X, "Research", 420, t_collab_paper)
    add(f"{hc}/coherence_theta.py", X, "Research", 600, t_collab_coherence_py)
    add(f"{hc}/accepte.eml", X, "Research", 440, t_collab_eml)
    add(f"{hc}/fig4_coherence.png", X, "Research", 610, "")

    # ------------------------------------------------------------ conferences
    li = f"{DOC}/Congrès/Lisbonne_HippOsc_2026"
    add(f"{li}/abstract_HO26-0417.docx", P, "Conferences", 150, t_abstract_lisbon)
    add(f"{li}/acceptation_HO26-0417.eml", P, "Conferences", 60, t_acceptance_eml)
    add(f"{li}/inscription_facture_HO26-R-1186.pdf", P, "Conferences", 25, t_registration_pdf)
    add(f"{li}/affiche/affiche_HippOsc_v2.svg", P, "Conferences", 3, t_poster_svg)
    add(f"{li}/affiche/affiche_HippOsc_v2.pdf", P, "Conferences", 3, t_poster_pdf_lisbon)
    add(f"{li}/affiche/panel_B_quadrant.png", P, "Conferences", 5, "")
    add(f"{li}/vol_AirTransat_YUL-LIS.pdf", P, "Conferences", 70, t_flight_pdf)
    add(f"{li}/demande_bourse_deplacement.docx", P, "Conferences", 45, t_travel_grant)
    add(f"{li}/liste.md", P, "Conferences", 4, t_lisbon_checklist)
    add(f"{li}/carte_hotel_champalimaud.png", P, "Conferences", 30, "")
    add(f"{BUR}/affiche_HippOsc_v1.pdf", P, "Conferences", 16, t_poster_pdf_lisbon)
    add(f"{DL}/HippOsc2026_programme_final.pdf", P, "Conferences", 9,
        "HippOsc 2026 -- Final programme\nChampalimaud Centre for the Unknown, Lisbon, 13-16 July 2026\n\n"
        "Monday 13 July: registration 14:00, keynote 17:00 (Gyorgy Buzsaki)\nTuesday 14 July: Sleep and "
        "consolidation symposium; Poster session 2 (P2-01 to P2-64) 16:30-18:30\nWednesday 15 July: Replay and "
        "planning\nThursday 16 July: closing lecture, social dinner at Pateo Alfama\n")
    sf = f"{DOC}/Congrès/SfN_2024_Chicago"
    add(f"{sf}/abstract_SfN2024_412.08.pdf", X, "Conferences", 620, t_sfn_abstract)
    add(f"{sf}/affiche_SfN2024.pdf", X, "Conferences", 610, t_sfn_abstract)
    pxl(sf, X, "Conferences", 603)
    cn = f"{DOC}/Congrès/CAN_2025_Toronto"
    add(f"{cn}/affiche_CAN2025.pdf", X, "Conferences", 375, t_can_poster)
    pxl(cn, X, "Conferences", 371)

    # ------------------------------------------------------------ teaching (Areas / Archive Teaching)
    en = f"{DOC}/Enseignement/NSC2006_E2026"
    add(f"{en}/contrat_AE_NSC2006_E2026.pdf", A, "Teaching", 35,
        t_contrat_ta("NSC 2006 Neurophysiologie des systèmes", "Été 2026", 90))
    add(f"{en}/plan_de_cours_NSC2006_E2026.pdf", A, "Teaching", 30, t_plan_cours)
    add(f"{en}/grille_correction_labo2.docx", A, "Teaching", 14, t_grille)
    add(f"{en}/notes_NSC2006_E2026.csv", A, "Teaching", 2, t_notes_etud)
    for age in (20, 9, 5):
        add(f"{en}/courriels/courriel_etudiant_{age:02d}.eml", A, "Teaching", age, t_etud_eml)
    add(f"{en}/heures_travaillees_E2026.xlsx", A, "Teaching", 1, t_heures)
    add(f"{en}/disponibilites.txt", A, "Teaching", 28, t_dispo)
    add(f"{DL}/plan_de_cours_NSC2006_E2026.pdf", A, "Teaching", 33, t_plan_cours)
    add("code/nsc2006-notes/calcul_notes.py", A, "Teaching", 6, t_grades_py)
    add("code/nsc2006-notes/README.md", A, "Teaching", 6,
        "# nsc2006-notes\n\nScript pour calculer les notes finales de NSC 2006 (été 2026) à partir de l'export "
        "StudiUM. Ne PAS pousser les CSV (données personnelles des étudiant·es).\n")
    dot("code/nsc2006-notes/.gitignore", b"*.csv\n", 6)
    o1 = f"{DOC}/Enseignement/NSC1001_A2024"
    add(f"{o1}/contrat_AE_NSC1001_A2024.pdf", X, "Teaching", 650,
        t_contrat_ta("NSC 1001 Introduction aux neurosciences", "Automne 2024", 120))
    add(f"{o1}/notes_finales_NSC1001.csv", X, "Teaching", 530, t_nsc1001_notes)
    add(f"{o1}/quiz3_corrige.docx", X, "Teaching", 590,
        "NSC 1001 -- Quiz 3 -- corrigé\n1. b) le cervelet\n2. c) l'acétylcholine\n3. a) la myéline augmente la "
        "vitesse de conduction\n4. Vrai\n5. d) le lobe occipital\n")

    # ------------------------------------------------------------ funding (Areas Funding)
    bo = f"{DOC}/Bourses"
    add(f"{bo}/FRQS/avis_versement_2026-05.pdf", A, "Funding", 28, t_frqs_versement)
    add(f"{bo}/FRQS/avis_versement_2026-01.pdf", A, "Funding", 150, t_frqs_versement)
    add(f"{bo}/FRQS/rapport_etape_2025.docx", A, "Funding", 300, t_frqs_rapport)
    add(f"{bo}/FRQS/RGC_FRQ_2024-2025.pdf", A, "Funding", 560, t_regles_frq)
    add(f"{bo}/bourse_excellence_2025.pdf", A, "Funding", 190, t_bourse_excellence)
    add(f"{bo}/attestations/attestation_inscription_H2026.pdf", A, "Funding", 140, t_attestation)
    add(f"{bo}/attestations/attestation_inscription_E2026.pdf", A, "Funding", 25, t_attestation)

    # ------------------------------------------------------------ finance (Areas Finance)
    fi = f"{DOC}/Finances"
    for ym, age in (("2026-01", 125), ("2026-02", 95), ("2026-03", 65), ("2026-04", 35), ("2026-05", 5)):
        add(f"{fi}/Desjardins/releve_{ym}.pdf", A, "Finance", age, t_releve_desj)
    for ym, age in (("2026-03", 60), ("2026-04", 30), ("2026-05", 2)):
        add(f"{fi}/Visa/visa_{ym}.pdf", A, "Finance", age, t_visa)
    add(f"{fi}/budget_2026.xlsx", A, "Finance", 10, t_budget)
    dot(f"{fi}/.~lock.budget_2026.xlsx#", b",Camille Tremblay,thinkpad,01.06.2026 09:12,file:///home/camille/"
        b".config/libreoffice/4;", 0)
    im = f"{fi}/Impôts"
    add(f"{im}/2025/TP1_2025_sommaire.pdf", A, "Finance", 60, t_tp1(2025))
    add(f"{im}/2025/T1_2025_resume.pdf", A, "Finance", 60, t_t1(2025))
    add(f"{im}/2025/T2202_2025.pdf", A, "Finance", 100, t_t2202(2025))
    add(f"{im}/2025/avis_cotisation_ARC_2025.pdf", A, "Finance", 35, t_avis_arc(2025))
    add(f"{im}/2024/TP1_2024.pdf", A, "Finance", 420, t_tp1(2024))
    add(f"{im}/2024/T1_2024.pdf", A, "Finance", 420, t_t1(2024))
    add(f"{im}/2024/avis_cotisation_RQ_2024.pdf", A, "Finance", 390, t_avis_rq(2024))
    add(f"{im}/2024/avis_cotisation_ARC_2024.pdf", A, "Finance", 395, t_avis_arc(2024))
    add(f"{im}/2024/T4A_FRQS_2024.pdf", A, "Finance", 450, t_t4a(2024))
    add(f"{im}/2024/RL1_UdeM_2024.pdf", A, "Finance", 450, t_rl1_udem(2024))
    add(f"{im}/2023/TP1_2023.pdf", A, "Finance", 780, t_tp1(2023))
    add(f"{im}/2023/T1_2023.pdf", A, "Finance", 780, t_t1(2023))
    add(f"{fi}/Paie/talon_2026-05-15.pdf", A, "Finance", 17, t_talon)
    add(f"{fi}/Paie/talon_2026-05-29.pdf", A, "Finance", 3, t_talon)
    add(f"{fi}/CELI/celi_2025.pdf", A, "Finance", 150, t_celi)

    # ------------------------------------------------------------ home (Areas Home)
    lg = f"{DOC}/Logement"
    add(f"{lg}/Hydro/hydro_2026-03.pdf", A, "Home", 70, t_hydro)
    add(f"{lg}/Hydro/hydro_2026-01.pdf", A, "Home", 130, t_hydro)
    add(f"{lg}/Videotron/videotron_2026-05.pdf", A, "Home", 15, t_videotron)
    add(f"{lg}/Videotron/videotron_2026-04.pdf", A, "Home", 45, t_videotron)
    add(f"{lg}/recu_fizz_2026-05.pdf", A, "Home", 12, t_fizz)
    add(f"{lg}/assurance_habitation_Beneva_2025.pdf", A, "Home", 330, t_assurance_hab)
    for ym, age in (("2026-04", 62), ("2026-05", 31), ("2026-06", 1)):
        add(f"{lg}/loyer/interac_loyer_{ym}.eml", A, "Home", age, t_interac_loyer)
    qc = f"{lg}/Québec 2020-2022"
    add(f"{qc}/photo_entree_salon_2020.jpg", X, "Home", 2160, "exif")
    add(f"{qc}/resiliation_videotron_Quebec.pdf", X, "Home", 1430,
        "Vidéotron -- Confirmation de résiliation\nCompte 2207 9941 18\nTitulaire : Camille Tremblay\nAdresse : "
        "412, rue Saint-Vallier Ouest, app. 6, Québec\nFin de service : 30 juin 2022\nSolde final : 0,00 $\n"
        "Retourner le modem dans un point de service avant le 15 juillet 2022.\n")

    # ------------------------------------------------------------ the move (Projects Home)
    de = f"{DOC}/Déménagement 2026"
    add(f"{de}/bail_signe_page1.jpg", P, "Home", 90, "exif")
    add(f"{de}/avis_non_reconduction_Dubois.pdf", P, "Home", 75, t_avis_non_renouv)
    add(f"{de}/devis_Les_Pros_du_1er_juillet.pdf", P, "Home", 50,
        t_devis_demenageur("Les Pros du 1er juillet inc.", 165, 185))
    add(f"{de}/devis_Demenagement_Etudiant_MTL.pdf", P, "Home", 55,
        t_devis_demenageur("Déménagement Étudiant Montréal", 130, 150))
    add(f"{de}/checklist_demenagement.md", P, "Home", 2, t_demenagement_md)
    add(f"{de}/boites.xlsx", P, "Home", 4, t_boites)
    add(f"{de}/budget_demenagement.csv", P, "Home", 8, t_demenagement_budget)
    for _ in range(3):
        pxl(f"{de}/photos visite", P, "Home", 85)
    add(f"{de}/plan_appart_ChristopheColomb.png", P, "Home", 84, "")
    add(f"{de}/videotron_rdv_2juillet.eml", P, "Home", 10, t_videotron_move)

    # ------------------------------------------------------------ health (Areas Health)
    sa = f"{DOC}/Santé"
    add(f"{sa}/ASEQ/reclamation_2026-04.pdf", A, "Health", 45, t_aseq)
    add(f"{sa}/ASEQ/reclamation_2026-02.pdf", A, "Health", 100, t_aseq)
    add(f"{sa}/Physio/evaluation_epaule.pdf", A, "Health", 75, t_physio)
    add(f"{sa}/Physio/recu_physio_2026-04-22.pdf", A, "Health", 40, t_physio_facture)
    add(f"{sa}/Physio/recu_physio_2026-05-06.pdf", A, "Health", 26, t_physio_facture)
    add(f"{sa}/dentiste_2025-11.pdf", A, "Health", 200, t_dentiste)
    add(f"{sa}/pharmacie/recu_jean_coutu_2026-05.pdf", A, "Health", 15, t_pharmacie)
    add(f"{sa}/pharmacie/recu_jean_coutu_2026-02.pdf", A, "Health", 110, t_pharmacie)

    # ------------------------------------------------------------ pet (Areas / Resources Pet)
    bi = f"{DOC}/Biscotte"
    add(f"{bi}/veto_2025-09.pdf", A, "Pet", 250, t_veto_facture)
    add(f"{bi}/veto_2026-03.pdf", A, "Pet", 80, t_veto_facture)
    add(f"{bi}/mondou_2026-05.pdf", A, "Pet", 10, t_mondou)
    add(f"{bi}/enrichissement_chat_interieur.md", R, "Pet", 400,
        "# Enrichissement pour chat d'intérieur\n\n- 2 séances de jeu de 10 min par jour (canne à plumes), "
        "terminer par une 'proie' attrapée\n- distributeur de croquettes type puzzle\n- arbre à chat près "
        "d'une fenêtre, mangeoire à oiseaux dehors\n- herbe à chat en pot (pas de lys : toxique!)\n")

    # ------------------------------------------------------------ sport (Areas / Resources Sport)
    sp = f"{DOC}/Sport"
    add(f"{sp}/Escalade/recu_crux_2026-05.pdf", A, "Sport", 1, t_crux_recu)
    add(f"{sp}/Escalade/recu_crux_2026-04.pdf", A, "Sport", 31, t_crux_recu)
    add(f"{sp}/Escalade/Topo_ValDavid_FQME.pdf", R, "Sport", 700, t_topo)
    add(f"{sp}/Vélo/reparation_velo_espresso_2026-04.pdf", A, "Sport", 50, t_velo_reparation)
    add(f"{sp}/Vélo/enregistrement_529_Garage.pdf", A, "Sport", 600, t_garage529)

    # ------------------------------------------------------------ career
    ca = f"{DOC}/Carrière"
    add(f"{ca}/CV_Camille_Tremblay_2026.pdf", A, "Career", 20, t_cv)
    add(f"{ca}/CV_Camille_Tremblay_2026.docx", A, "Career", 20, t_cv)
    add(f"{ca}/references.txt", A, "Career", 200, t_references)
    add("code/cv-latex/cv.tex", A, "Career", 20, t_cv_tex)
    dot("code/cv-latex/.git/HEAD", b"ref: refs/heads/main\n", 20)
    add(f"{DL}/CV_Camille_Tremblay_2026 (1).pdf", A, "Career", 19, t_cv)
    pd_ = f"{ca}/Postdoc 2027"
    add(f"{pd_}/labs_postdoc.xlsx", P, "Career", 18, t_postdoc_labs)
    add(f"{pd_}/lettre_Dupret_Oxford.docx", P, "Career", 16, t_lettre_postdoc)

    # ------------------------------------------------------------ photos (Resources Photos)
    for age in (480, 455, 420, 366, 330, 300, 240, 160):
        pxl(f"{IMG}/Téléphone/2025", R, "Photos", age)
    for age in (140, 100, 63, 40, 22, 6):
        pxl(f"{IMG}/Téléphone/2026", R, "Photos", age)
    for age in (700, 350, 120, 12):
        pxl(f"{IMG}/Biscotte", R, "Photos", age)
    for n, age in ((4518, 160), (4523, 160), (4611, 120)):
        add(f"{IMG}/De maman/IMG_{n}.HEIC", R, "Photos", age, "")
    for age in (290, 288, 287, 285):
        pxl(f"{IMG}/Gaspésie 2025", R, "Photos", age)
    for age in (210, 95, 44, 18, 7, 0.5):
        shot(f"{IMG}/Captures d'écran", R, "Photos", age)
    add(f"{IMG}/fond_ecran_neurones_golgi.png", R, "Photos", 800, "")

    # ------------------------------------------------------------ cooking, books, software
    for key, age in (("pate_chinois", 900), ("soupe_gourganes", 700), ("pouding_chomeur", 520), ("dal", 300),
                     ("pain_bananes", 150), ("granola", 60)):
        add(f"{DOC}/Recettes/{key}.md", R, "Cooking", age, t_recette(key))
    add(f"{DOC}/Recettes/tourtiere_lac_st_jean.pdf", R, "Cooking", 1100, t_recette("tourtiere"))
    for fname, title, author, lang, para in LIVRES:
        add(f"Livres/{fname}", R, "Books", r.randint(100, 1200), _epub(title, author, lang, para))
    add(f"{DL}/Zotero-7.0.11_linux-x86_64.tar.bz2", R, "Software", 160, _blob(r, b"BZh91AY&SY", 2500))
    add(f"{DL}/zoom_amd64.deb", R, "Software", 250, _blob(r, b"!<arch>\ndebian-binary   1714000000  0     0     "
                                                           b"100644  4         `\n2.0\n", 2500))
    add(f"{DL}/Obsidian-1.6.7.AppImage", R, "Software", 200, _blob(r, b"\x7fELF\x02\x01\x01\x00AI\x02", 2500))
    add(f"{DL}/Miniforge3-Linux-x86_64.sh", R, "Software", 330, t_miniforge)
    add(f"{DL}/install-tl-unx.tar.gz", R, "Software", 640, _blob(r, b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03", 2500))
    add(f"{DOC}/Informatique/notes_ubuntu.md", R, "Software", 90, t_ubuntu_notes)
    add(f"{DOC}/Informatique/git_cheatsheet.pdf", R, "Software", 900, t_git_cheat)
    add(f"{DOC}/Informatique/pandas_trucs.md", R, "Software", 210, t_python_notes)

    # ------------------------------------------------------------ copy of the old laptop (Archive Backup)
    bk = "Sauvegarde_vieux_portable"
    add(f"{bk}/Documents/Cours/BIO-1900_notes.docx", X, "Backup", 1460, t_bk_cours)
    add(f"{bk}/Documents/Budget_2021.xlsx", X, "Backup", 1460, t_bk_budget)
    add(f"{bk}/Documents/CV_Camille_Tremblay.docx", X, "Backup", 1460, t_bk_cv)
    add(f"{bk}/Documents/lettre_admission_Gagnon.docx", X, "Backup", 1460, t_bk_lettre)
    add(f"{bk}/Documents/Impots_2020/TP1_2020.pdf", X, "Backup", 1460, t_bk_impots)
    add(f"{bk}/Documents/Maîtrise/detect_spindles.m", X, "Backup", 1460, t_bk_matlab)
    add(f"{bk}/Documents/Maîtrise/analyse_fuseaux.py", X, "Backup", 1460, t_msc_analysis_py)
    add(f"{bk}/Bureau/a_faire.txt", X, "Backup", 1460, t_bk_todo)
    add(f"{bk}/Téléchargements/ChromeSetup.exe", X, "Backup", 1460, _blob(r, b"MZ\x90\x00\x03\x00\x00\x00", 2500))
    for n, age in ((3, 2525), (7, 2521), (12, 2516)):
        add(f"{bk}/Images/2019/IMG_201907{n:02d}_1{n % 10}4{n % 10}21.jpg", X, "Backup", age, "exif")
    add(f"{bk}/Musique/Les Cowboys Fringants - L'Amérique pleure.mp3", X, "Backup", 1460,
        lambda r, dt: _id3(r, "L'Amérique pleure", "Les Cowboys Fringants", "Les Antipodes"))
    add(f"{bk}/Musique/Klô Pelgag - Les ferrofluides-fleurs.mp3", X, "Backup", 1460,
        lambda r, dt: _id3(r, "Les ferrofluides-fleurs", "Klô Pelgag", "L'alchimie des monstres"))
    add(f"{bk}/Images/Thumbs.db", L, "System", 1460, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    add(f"{bk}/Bureau/desktop.ini", L, "System", 1460,
        "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n"
        "IconResource=%SystemRoot%\\system32\\imageres.dll,-183\r\n".encode("utf-16"))
    add(f"{bk}/Documents/desktop.ini", L, "System", 1460,
        "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
        "IconResource=%SystemRoot%\\system32\\imageres.dll,-112\r\n".encode("utf-16"))

    # ------------------------------------------------------------ unfinished downloads (Left System)
    add(f"{DL}/ubuntu-24.04.2-desktop-amd64.iso.part", L, "System", 40, _blob(r, b"\x00" * 32, 3000))
    add(f"{DL}/Tremblay_figures_R1_Isabelle.zip.crdownload", L, "System", 7, _blob(r, b"PK\x03\x04", 2000))
    add(f"{DL}/Oliva_2023_Neuron_suppl.pdf.crdownload", L, "System", 70, b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    add(f"{DL}/Kilosort4_tutorial.mp4.part", L, "System", 260, _blob(r, b"\x00\x00\x00\x20ftypisom", 2000))

    # ------------------------------------------------------------ loose, non-hard downloads
    add(f"{DL}/{ARTICLES[9][0]}", R, "Research", 300, t_article(9))
    add(f"{DL}/guide_presentation_memoires_theses_ESP.pdf", P, "Research", 702, t_guide_fesp)
    add(f"{DL}/recette-pouding-chomeur-ricardo.pdf", R, "Cooking", 530, t_recette("pouding_chomeur"))
    add(f"{DL}/Tremblay_JNeurosci_R1_figures.zip", P, "Research", 11,
        lambda r, dt: _blob(r, b"PK\x03\x04\x14\x00\x00\x00\x08\x00", 2500))
    add(f"{DL}/StudiUM_NSC2006_liste_etudiants.csv", A, "Teaching", 32, t_notes_etud)
    add(f"{DL}/releve_Desjardins_2026-05.pdf", A, "Finance", 4, t_releve_desj)
    add(f"{DL}/Bail_TAL_formulaire_2026.pdf", P, "Home", 92, t_bail_nouveau)
    add(f"{BUR}/plan_chapitre4.md", P, "Research", 14,
        "# Plan chapitre 4 (article 2)\n\n1. Intro courte -- couplage SWR-fuseaux (Siapas 1998, Maingret 2016)\n"
        "2. Méthodes -- renvoyer au chapitre 2\n3. Résultats\n   3.1 taux de couplage pendant le sommeil post-"
        "apprentissage\n   3.2 corrélation avec la rétention (rho = -0,58)\n   3.3 cohorte C\n4. Discussion\n")
    add(f"{BUR}/Biscotte_vaccin_rappel.txt", A, "Pet", 40,
        "Rappel vaccin Biscotte : RCP + rage, prendre rdv à l'Hôpital vétérinaire Rosemont avant le déménagement "
        "(carnet à jour pour la gardienne). Demander aussi pour le détartrage.\n")

    # ------------------------------------------------------------ hard: names and folders that say nothing
    hard = [
        # Téléchargements
        (f"{DL}/document.pdf", A, "Home", 10, t_hydro),
        (f"{DL}/document (1).pdf", A, "Finance", 38, t_avis_rq(2025)),
        (f"{DL}/document (2).pdf", P, "Conferences", 65, t_hotel_pdf),
        (f"{DL}/document (3).pdf", A, "Pet", 420, t_veto_facture),
        (f"{DL}/document (4).pdf", A, "Finance", 110, t_t4a(2025)),
        (f"{DL}/document (5).pdf", P, "Research", 21, t_cipa),
        (f"{DL}/document (6).pdf", P, "Home", 88, t_bail_nouveau),
        (f"{DL}/document (7).pdf", A, "Health", 380, t_dentiste),
        (f"{DL}/document (8).pdf", A, "Finance", 470, t_t2202(2024)),
        (f"{DL}/document (9).pdf", A, "Finance", 330, t_solidarite),
        (f"{DL}/document (10).pdf", X, "Research", 1270, t_rotation_pres),
        (f"{DL}/download.pdf", R, "Research", 260, t_article(8)),
        (f"{DL}/download (1).pdf", A, "Health", 140, t_aseq),
        (f"{DL}/fichier.pdf", A, "Funding", 270, t_frqs_versement),
        (f"{DL}/fichier (1).pdf", P, "Career", 17, t_frqs_postdoc),
        (f"{DL}/2847193.pdf", A, "Finance", 90, t_visa),
        (f"{DL}/6f2e0b41.pdf", A, "Finance", 500, t_celi),
        (f"{DL}/a3f9c1e2-7b04.pdf", P, "Conferences", 26, t_registration_pdf),
        (f"{DL}/attachment.pdf", P, "Home", 52, t_devis_demenageur("Déménagements Bélanger & fils", 150, 170)),
        (f"{DL}/attachment (1).pdf", P, "Research", 52, t_reviews_pdf),
        (f"{DL}/untitled.pdf", A, "Funding", 600, t_stipend),
        (f"{DL}/invoice.pdf", A, "Sport", 380, t_velo_reparation),
        (f"{DL}/recu.pdf", A, "Health", 54, t_physio_facture),
        (f"{DL}/formulaire.pdf", A, "Health", 230, t_ramq),
        (f"{DL}/print.pdf", A, "Teaching", 11, t_intra_corrige),
        (f"{DL}/message.eml", P, "Career", 8, t_postdoc_eml),
        (f"{DL}/message (1).eml", A, "Teaching", 13, t_etud_eml),
        (f"{DL}/message (2).eml", X, "Research", 441, t_collab_eml),
        (f"{DL}/message (3).eml", P, "Conferences", 24, t_grant_award_eml),
        (f"{DL}/message (4).eml", P, "Home", 19, t_hydro_transfer),
        (f"{DL}/doc.docx", P, "Career", 12, t_lettre_postdoc),
        (f"{DL}/doc (1).docx", P, "Research", 14, t_cover_revision),
        (f"{DL}/export.csv", A, "Teaching", 3, t_notes_etud),
        (f"{DL}/export (1).csv", P, "Research", 36, t_sessions_csv),
        (f"{DL}/output.csv", P, "Research", 151, t_ripples_csv),
        (f"{DL}/data.xlsx", P, "Research", 12, t_supp_xlsx),
        (f"{DL}/tableau.xlsx", P, "Conferences", 20, t_lisbon_budget),
        (f"{DL}/texte.txt", R, "Sport", 650, t_topo),
        (f"{DL}/texte (1).txt", R, "Cooking", 240, t_recette("dal")),
        # Bureau
        (f"{BUR}/sans titre.txt", P, "Research", 9, t_reviewer_notes),
        (f"{BUR}/sans titre 2.txt", A, "Pet", 6, t_gardienne),
        (f"{BUR}/sans titre 3.txt", A, "Health", 24, t_sante_log),
        (f"{BUR}/Nouveau document.docx", P, "Home", 78, t_avis_non_renouv),
        (f"{BUR}/notes.md", P, "Conferences", 11, t_lisbon_checklist),
        (f"{BUR}/todo.md", P, "Research", 5, t_revision_todo),
        (f"{BUR}/brouillon.docx", P, "Career", 15, t_research_statement),
        (f"{BUR}/liste.csv", P, "Home", 6, t_changement_adresse),
        (f"{BUR}/temp.txt", R, "Sport", 60, t_hangboard),
        (f"{BUR}/à trier/doc1.pdf", A, "Home", 0.8, t_assurance_hab),
        (f"{BUR}/à trier/doc2.pdf", A, "Finance", 200, t_afe),
        (f"{BUR}/à trier/doc3.pdf", A, "Pet", 45, t_mondou),
        (f"{BUR}/à trier/doc4.pdf", P, "Home", 27, t_camion),
        # Numérisations
        (f"{DOC}/Numérisations/scan_0002.pdf", X, "Home", 1450, t_bail_quebec),
        (f"{DOC}/Numérisations/scan_0003.pdf", A, "Home", 390, t_bail_actuel),
        (f"{DOC}/Numérisations/scan_0007.pdf", A, "Health", 310, t_lunettes),
        (f"{DOC}/Numérisations/scan_0011.pdf", A, "Funding", 275, t_attestation),
        (f"{DOC}/Numérisations/scan_0012.pdf", A, "Finance", 100, t_rl1_udem(2025)),
        (f"{DOC}/Numérisations/scan_0015.pdf", A, "Pet", 250, t_veto_vaccin),
        (f"{DOC}/Numérisations/scan_0019.pdf", A, "Funding", 640, t_frqs_octroi),
        (f"{DOC}/Numérisations/scan_0021.pdf", A, "Teaching", 34,
         t_contrat_ta("NSC 2006 Neurophysiologie des systèmes", "Été 2026", 90)),
        (f"{DOC}/Numérisations/scan_0024.pdf", X, "Research", 1420, t_msc_eval),
        (f"{DOC}/Numérisations/scan_0026.pdf", A, "Sport", 480, t_crux_contrat),
        (f"{DOC}/Numérisations/scan_0030.pdf", A, "Health", 160, t_vaccins),
        (f"{DOC}/Numérisations/scan_0033.pdf", X, "Home", 1430, t_etat_lieux_quebec),
        # divers, year folder
        (f"{DOC}/divers/notes.md", R, "Research", 1180, t_cours_notes),
        (f"{DOC}/divers/truc.txt", R, "Sport", 520, t_velo_guide),
        (f"{DOC}/divers/Document1.docx", X, "Research", 2440, t_stage_rapport),
        (f"{DOC}/divers/liste.csv", X, "Conferences", 370, t_can_expenses),
        (f"{DOC}/divers/a_lire.pdf", R, "Pet", 600, t_chat_article),
        (f"{DOC}/2024/scan_0001.pdf", X, "Conferences", 590, t_sfn_reimb),
        (f"{DOC}/2024/document.pdf", X, "Teaching", 540, t_nsc1001_eval),
    ]
    for rel, bucket, topic, age, content in hard:
        add(rel, bucket, topic, age, content, hard=True)

    return items
