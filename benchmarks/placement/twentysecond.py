"""A twenty-second labelled corpus: an architect's Windows machine in Montréal, ``build(root, seed)``.

Written blind: nobody who wrote this module looked at ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``,
at any benchmark script or at any placement result. Only ``unseen.py``'s docstring (for how labelling rules
are written), its small helpers and the top of its ``build()``, the ``Item`` dataclass with ``_pdf`` and
``_jpeg`` (``corpus.py``) and ``_docx``, ``_png`` and ``HEIC_HEAD`` (``blind.py``) were read (an over-long line
range also showed the first line of ``corpus.py``'s ``NAMED`` and the opening lines of its ``build()``; nothing
from them was used). The files and labels are shaped by what this person would have on disk, not by what any
code looks for.

The person: Julien Tremblay, 41, architect (member of the Ordre des architectes du Québec since 2011) in
Montréal. After nine years at a large firm, Lemieux Fortin Architectes (2011 to February 2020), he founded
his own two-person studio, Atelier Tremblay architecte inc., at 4521 rue Saint-Denis, bureau 202 (a five-year
lease, May 2023 to April 2028). His only employee is Camille Ouellet, architectural technologist, hired in
2022. The studio's books are kept with the accountants Lussier Gagné CPA; GST/QST are filed quarterly with
Revenu Québec; the studio carries office and general-liability insurance through Dion Courtage, and Julien's
professional-liability cover comes through the Fonds des architectes. He must log 40 hours of continuing
education per two-year OAQ period (the 2024-2026 period closed on 31 March 2026; 2026-2028 has started).

He owns a condo on the Plateau (4712 rue Fabre, apt 3, bought 2017) in a six-unit co-ownership; the
syndicate voted a special assessment in February 2026 for the masonry and balconies, payable in three
instalments in 2026. He is separated from Sophie Lachapelle since 2021; they share custody of Léa (13,
first year of secondary school) and Félix (10, grade 4) week on, week off. Both kids play minor hockey in
the Plateau association (Léa U13 girls, Félix U11). He files two personal returns every spring (TP-1 with
Revenu Québec, T1 with the CRA), pays himself a salary from the company, and keeps RRSP and TFSA accounts
at the Caisse Desjardins.

Client work. Active: the renovation of a triplex at 6244-6248, 1re Avenue in Rosemont for Isabelle Nguyen
and Marc-André Pelletier (mandate October 2025, permit application with the borough of
Rosemont-La Petite-Patrie filed March 2026 and awaiting extra documents, contractor bids arriving in
May 2026, work planned for September 2026); the extension of the Dubé family's cottage on chemin du
Lac-Paquin in Val-David, Laurentians (mandate February 2026, sketch design stage); the competition entry for
the Pavillon riverain du parc des Rapides (LaSalle), registered in March 2026, boards due 9 July 2026, done
with Camille and the landscape architect Marie-Ève Caron, with a small Python tool that generates the
façade panels. Finished: the fit-out of Café Mésange on rue Wellington in Verdun (opened August 2025,
closed out in the autumn); the rear extension of the Lavoie house in Villeray (completed 2023); the family
trip to Portugal in July 2025. His employment at Lemieux Fortin ended in 2020.

The machine is a Windows 11 laptop used in French and English: ``Documents/`` with a tidy-ish
``Atelier Tremblay/`` and ``Projets/`` tree (numbered sub-folders, dated drawings, ``_v2`` and ``FINAL``
drafts), personal folders (``Perso/``, ``Condo/``, ``Enfants/``), references and CAD templates, ``Pictures/``
with phone imports and screenshots, ``Music/``, and the usual chaos: ``Downloads/`` full of
``document (3).pdf``, ``Desktop/`` with ``Nouveau document texte.txt``, ``Scans/`` from the studio
copier (``scan0042.pdf``), ``Documents/divers/``, a ``Nouveau dossier/``, an old laptop backup
(``Sauvegarde ancien portable 2020/``), unfinished downloads, Office lock files and Windows system files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: outcomes with an end that are still being worked on now, whatever the file's age. The
  Rosemont triplex renovation (contract, survey of the existing building, drawings, CAD files, permit
  application and the borough's letters, contractor bids and their comparison, client e-mails, site
  photos, even the 1950s plans the clients dug up) -- topic ``Rosemont Triplex``; the Val-David cottage
  extension (offer of services, the clients' 2019 certificate of location, zoning and septic questions,
  sketches, estimate, site photos) -- topic ``Laurentians Cottage``; the parc des Rapides competition entry
  (rules, addenda, team agreement, concept notes, boards, renders and the façade-generator code project)
  -- topic ``Competition``.
- **Areas**: ongoing responsibilities with no end, whatever the document's age. Running the studio: fee
  invoices to clients (whatever project they bill), receivables, the business bank account, GST/QST
  returns, the company's year-end with the accountant, Camille's payroll, the studio lease, the studio's
  insurance, the professional-liability premium, OAQ membership dues and the continuing-education log and
  course notes (``Studio``). His own money: bank, credit card, RRSP/TFSA, budget, personal tax returns and
  notices of assessment from both governments, including the T4/RL-1 slips his own company issues him
  (``Finance``). The condo: syndicate meetings and minutes, condo fees, the special assessment, municipal
  and school taxes, Hydro-Québec, the co-owner's insurance, repairs (``Home``). The kids: school reports
  and letters, day camp, hockey registration, schedules and tournaments, the custody calendar and
  arrangements with Sophie (``Children``). His own health (``Health``). An old tax return found in the
  2020 backup is still ``Areas``/``Finance``.
- **Resources**: reference and interests by subject. Building-code excerpts, product data sheets,
  technical articles, material-sample photos, CAD templates and architecture books (``Architecture``);
  novels (``Books``); recipes (``Cooking``); music files (``Music``); installers (``Software``); family
  photos, phone imports and screenshots (``Photos``) -- except photos that document a project, current or
  finished (site photos, the finished café, the trip album), which take that project's bucket and topic.
- **Archive**: finished projects and ended responsibilities, however recent the file: Café Mésange
  (``Cafe Mesange``), the Lavoie house in Villeray (``Lavoie House``), the job at Lemieux Fortin
  (``Career``), the Portugal trip of 2025 and its album (``Travel``). A warranty e-mail about the café in
  May 2026 is still ``Archive``.
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  Windows system files (``desktop.ini``, ``Thumbs.db``), topic ``System``. Dot files (``.DS_Store`` from a
  client's USB key, ``.gitignore``, LibreOffice ``.~lock...#``) are written but not labelled.

The backup folder is not a subject: each file in it is labelled by what it is. ``hard`` marks a file whose
name *and* folder say nothing about its subject (``Downloads/document (3).pdf``, ``Desktop/sans titre.txt``,
``Scans/scan0042.pdf``, ``Documents/divers/notes.docx``): only the text inside can place it, and that text
reads like the real document would. Images are never marked hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _docx, _png
from benchmarks.placement.corpus import NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _d, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

DAY = 86_400
MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]


def _m(v: float) -> str:
    """A French-Canadian amount: ``12 345,67 $``."""
    return f"{v:,.2f}".replace(",", " ").replace(".", ",") + " $"


def _fr(dt: datetime) -> str:
    return f"{dt.day} {MOIS[dt.month - 1]} {dt.year}"


def _taxes(ht: float) -> tuple[float, float, float]:
    tps, tvq = round(ht * 0.05, 2), round(ht * 0.09975, 2)
    return tps, tvq, round(ht + tps + tvq, 2)


STUDIO = ("Atelier Tremblay architecte inc.\n4521, rue Saint-Denis, bureau 202, Montréal (Québec) H2J 2L4\n"
          "514 555-0148 | julien@ateliertremblay.ca\nTPS 784512369 RT0001 | TVQ 1223456789 TQ0001")
TRIPLEX = "6244-6248, 1re Avenue, Montréal (arrondissement de Rosemont-La Petite-Patrie)"
CLIENTS_TRIPLEX = "Isabelle Nguyen et Marc-André Pelletier"
CHALET = "2187, chemin du Lac-Paquin, Val-David"
CONCOURS = "Pavillon riverain du parc des Rapides"


# --------------------------------------------------------------------------- Studio (Areas)


def t_invoice(r, dt, client, projet, phase):
    no = f"{dt.year}-{r.randint(10, 60):03d}"
    ht = round(r.uniform(2400, 14800), 2)
    tps, tvq, tot = _taxes(ht)
    return (f"{STUDIO}\n\nFACTURE no {no}\nDate : {_fr(dt)}\nClient : {client}\nProjet : {projet}\n\n"
            f"Honoraires professionnels - {phase}\n"
            f"  Architecte principal   {r.randint(14, 60)} h x 135,00 $\n"
            f"  Technologue            {r.randint(10, 50)} h x 85,00 $\n"
            f"Sous-total : {_m(ht)}\nTPS (5 %) : {_m(tps)}\nTVQ (9,975 %) : {_m(tvq)}\nTOTAL : {_m(tot)}\n\n"
            "Payable dans les 30 jours par virement Interac ou dépôt direct (transit 30012, compte 0548821).\n"
            "Merci de votre confiance.")


def t_gst(r, dt):
    q = (dt.month - 1) // 3
    start = datetime(dt.year if q else dt.year - 1, [10, 1, 4, 7][q], 1)
    ventes = r.uniform(38000, 71000)
    tps, tvq = ventes * 0.05, ventes * 0.09975
    cti, rti = r.uniform(600, 1400), r.uniform(1200, 2700)
    return (f"Revenu Québec - Déclaration de la TPS/TVH et de la TVQ\nAtelier Tremblay architecte inc.\n"
            f"Période du {_d(start)} au {_d(start + timedelta(days=90))}\n\n"
            f"Ligne 101 Ventes et autres recettes : {_m(ventes)}\n"
            f"Ligne 105 TPS percue : {_m(tps)}\nLigne 108 CTI : {_m(cti)}\nLigne 109 TPS nette : {_m(tps - cti)}\n"
            f"Ligne 205 TVQ percue : {_m(tvq)}\nLigne 206 RTI : {_m(rti)}\nLigne 209 TVQ nette : {_m(tvq - rti)}\n"
            f"Montant à remettre : {_m(tps - cti + tvq - rti)}\nNo de confirmation : {r.randint(10**9, 10**10)}")


def t_gst_paid(r, dt):
    return (f"Mon dossier pour les entreprises - Revenu Québec\nConfirmation de paiement\n\n"
            f"Nom : ATELIER TREMBLAY ARCHITECTE INC.\nNuméro d'identification : 1223456789 TQ0001 / 784512369 RT0001\n"
            f"Type de paiement : TPS/TVH et TVQ - solde de la période se terminant le {_d(dt - timedelta(days=35))}\n"
            f"Montant payé : {_m(r.uniform(4800, 8900))}\nDate du paiement : {_fr(dt)}\n"
            f"Institution : Desjardins Entreprises\nNuméro de confirmation : RQ{r.randint(10**8, 10**9)}\n"
            "Conservez cette confirmation pour vos dossiers.")


def t_receivables_csv(r, dt):
    rows = ["no_facture;client;projet;date;montant_ttc;statut"]
    for i in range(14):
        d = dt - timedelta(days=12 * (14 - i))
        c, p = r.choice([("I. Nguyen / M.-A. Pelletier", "Triplex 1re Avenue"), ("G. et O. Dubé", "Chalet Lac-Paquin"),
                         ("Café Mésange inc.", "Aménagement café"), ("Copropriété Le Rachel", "Expertise façade")])
        rows.append(f"{d.year}-{i + 12:03d};{c};{p};{_d(d)};{r.uniform(1800, 16500):.2f};"
                    f"{'payée' if i < 11 else 'à recevoir'}")
    return "\n".join(rows) + "\n"


def t_bank_studio_csv(r, dt):
    rows = ["Date,Description,Retrait,Dépôt,Solde"]
    bal = r.uniform(18000, 31000)
    ops = [("Loyer bureau 202 - Gestion Saint-Denis", 2150.0, 0), ("Virement Interac - Nguyen Pelletier", 0, 6898.5),
           ("Autodesk AutoCAD LT abonnement", 83.59, 0), ("Paie Camille Ouellet", 2310.44, 0),
           ("Revenu Québec DAS", 1487.2, 0), ("Dépôt - Dubé Olivier", 0, 4312.9), ("Vidéotron Affaires", 96.55, 0),
           ("Bureau en Gros impression traceur", 147.2, 0), ("Revenu Québec TPS/TVQ", 5211.08, 0)]
    for i, (desc, out, inn) in enumerate(ops):
        bal += inn - out
        rows.append(f"{_d(dt - timedelta(days=28 - 3 * i))},{desc},{out or ''},{inn or ''},{bal:.2f}")
    return "Compte entreprise 30012-815-0548821\n" + "\n".join(rows) + "\n"


def t_lease(r, dt):
    return ("BAIL COMMERCIAL - extrait signé\nLocateur : Gestion Immobilière Saint-Denis inc.\n"
            "Locataire : Atelier Tremblay architecte inc., représentée par Julien Tremblay, architecte\n"
            "Lieux loués : 4521, rue Saint-Denis, bureau 202, superficie locative 74 m² (796 pi²)\n"
            "Durée : 5 ans, du 1er mai 2023 au 30 avril 2028, option de renouvellement de 5 ans (avis 6 mois)\n"
            "Loyer de base : 2 150,00 $ par mois, indexé de 2,5 % le 1er mai de chaque année\n"
            "Frais d'exploitation et taxes foncières : quote-part 6,2 %\nUsage : bureau d'architectes\n"
            "Le locataire maintient une assurance responsabilité civile d'au moins 2 000 000 $.")


def t_lease_amend(r, dt):
    return (f"AVENANT No 2 AU BAIL\nMontréal, le {_fr(dt)}\n\nEntre Gestion Immobilière Saint-Denis inc. (le locateur)\n"
            "et Atelier Tremblay architecte inc. (le locataire)\n\n"
            "Les parties conviennent de ce qui suit :\n1. Le local d'entreposage B-07 au sous-sol est ajouté "
            "aux lieux loués à compter du 1er juillet, pour 95,00 $ par mois.\n"
            "2. Le locateur remplacera l'unité de climatisation du bureau 202 avant le 15 juin à ses frais.\n"
            "3. Toutes les autres clauses du bail du 1er mai 2023 demeurent inchangées.\n\n"
            "Signé : ________________  Julien Tremblay, président")


def t_studio_ins(r, dt):
    p = r.uniform(2100, 2900)
    return (f"Dion Courtage d'assurances inc.\nAvis de renouvellement - Assurance des entreprises\n\n"
            f"Assuré : Atelier Tremblay architecte inc., 4521 rue Saint-Denis, bureau 202\n"
            f"Police no ENT-{r.randint(100000, 999999)}  Période : {_d(dt + timedelta(days=30))} au "
            f"{_d(dt + timedelta(days=395))}\n\nBiens de l'entreprise (ordinateurs, traceur, mobilier) : 45 000 $\n"
            "Responsabilité civile générale : 2 000 000 $ par sinistre\nPerte de revenus : 12 mois\n"
            f"Prime annuelle : {_m(p)}  Taxe 9 % : {_m(p * 0.09)}\n"
            "Note : la responsabilité professionnelle demeure assurée par le Fonds des architectes.")


def t_farpoaq(r, dt):
    return (f"Fonds d'assurance de la responsabilité professionnelle de l'Ordre des architectes du Québec\n"
            f"Avis de prime {dt.year}-{dt.year + 1}\n\nAssuré : Julien Tremblay, architecte, membre no 5821\n"
            f"Société : Atelier Tremblay architecte inc.\nHonoraires déclarés {dt.year - 1} : {_m(r.uniform(240000, 310000))}\n"
            f"Prime de base : {_m(r.uniform(3900, 4700))}\nFranchise : 5 000 $\nÉchéance : 1er avril {dt.year}")


def t_oaq_dues(r, dt, kind="Avis"):
    c = r.uniform(1150, 1290)
    tps, tvq, tot = _taxes(c)
    return (f"Ordre des architectes du Québec\n{kind} - cotisation annuelle {dt.year}-{dt.year + 1}\n\n"
            f"Membre : Julien Tremblay, architecte  No de membre : 5821\n"
            f"Cotisation : {_m(c)}\nTPS : {_m(tps)}\nTVQ : {_m(tvq)}\nTotal : {_m(tot)}\n"
            "Rappel : déclaration des activités de formation continue exigée (40 heures par période de deux ans).\n"
            f"Payé le {_fr(dt)} par carte de crédit." if kind == "Reçu" else
            f"Ordre des architectes du Québec\n{kind} - cotisation annuelle {dt.year}-{dt.year + 1}\n\n"
            f"Membre : Julien Tremblay, architecte  No de membre : 5821\nTotal à payer avant le 1er avril : {_m(tot)}")


def t_ce_log(r, dt):
    acts = [("Colloque OAQ - enveloppe du bâtiment", 7), ("Webinaire Code de construction 2020 - nouveautés", 3),
            ("Cours RBQ accessibilité universelle", 6), ("Atelier Passivhaus - ponts thermiques", 7),
            ("Visite technique CLT - Nordic Structures", 3), ("Lecture dirigée Esquisses", 2),
            ("Formation déontologie OAQ (obligatoire)", 3), ("Conférence Sommet Habitation Québec", 6),
            ("Webinaire bois massif et protection incendie", 2), ("Cours Revit avancé", 6)]
    rows = ["date;activité;organisme;heures;catégorie"]
    for i, (a, h) in enumerate(acts):
        rows.append(f"{_d(dt - timedelta(days=70 * (len(acts) - i)))};{a};{'OAQ' if 'OAQ' in a else 'externe'};{h};"
                    f"{'structurée' if h > 2 else 'autre'}")
    return "\n".join(rows) + f"\ntotal période 2024-2026;;;{sum(h for _, h in acts)};\n"


def t_ce_notes(r, dt):
    return ("Formation - Ponts thermiques et étanchéité à l'air (7 h, reconnue par l'OAQ)\n"
            f"{_fr(dt)} - formateur : ing. Luc Bergeron\n\n"
            "- Balcons en porte-à-faux : rupteur thermique, psi ~0,5 W/mK sans rupteur\n"
            "- Test d'infiltrométrie : viser 1,5 CAH à 50 Pa pour une rénovation lourde\n"
            "- Continuité du pare-air à la jonction fondation / mur : détail à revoir dans nos gabarits\n"
            "- Attestation à téléverser dans le portail de formation continue de l'Ordre\n"
            "Heures à inscrire au registre : 7 (activité structurée)")


def t_paystub(r, dt):
    brut = 2884.62
    ded = [("Impôt fédéral", r.uniform(260, 300)), ("Impôt Québec", r.uniform(330, 380)), ("RRQ", 179.7),
           ("AE", 37.5), ("RQAP", 14.1)]
    lines = "\n".join(f"  {n} : {_m(v)}" for n, v in ded)
    return (f"{STUDIO.splitlines()[0]}\nTALON DE PAIE - période se terminant le {_d(dt)}\n\n"
            f"Employée : Camille Ouellet, technologue en architecture\nHeures : 75,0  Taux : 38,46 $\n"
            f"Salaire brut : {_m(brut)}\nRetenues :\n{lines}\nNet versé : {_m(brut - sum(v for _, v in ded))}\n"
            "Vacances accumulées : 6,2 jours")


def t_yearend(r, dt):
    return (f"Lussier Gagné CPA inc.\nMontréal, le {_fr(dt)}\n\nMonsieur Julien Tremblay\n"
            "Atelier Tremblay architecte inc.\n\nObjet : Fin d'exercice au 31 décembre - documents requis\n\n"
            "Monsieur,\nAfin de préparer vos états financiers et la déclaration T2 / CO-17 de la société, "
            "veuillez nous faire parvenir :\n- le relevé bancaire du compte entreprise au 31 décembre\n"
            "- la liste des factures impayées (comptes clients) et des travaux en cours par projet\n"
            "- les sommaires T4 / RL-1 de l'employée et de l'actionnaire\n"
            "- les contrats de location et les factures d'achat d'équipement (nouveau traceur)\n"
            "Nous vous suggérons aussi de revoir le partage salaire / dividendes pour l'an prochain.\n\n"
            "Veuillez agréer nos salutations distinguées.\nNathalie Gagné, CPA")


def t_studio_todo(r, dt):
    return ("relancer Dubé pour facture acompte (30 j dépassés)\n"
            "facture phase permis Nguyen/Pelletier - envoyer lundi\n"
            "TPS/TVQ trimestre à produire avant la fin du mois -> sortir rapport ventes\n"
            "Camille : vacances 14 au 25 juillet, ok\n"
            "renouvellement assurance bureau : appeler Dion\n"
            "traceur HP : contrat d'entretien ??\n"
            "heures formation continue : inscrire colloque enveloppe")


def t_timesheet(r, dt):
    rows = ["semaine;employé;projet;heures"]
    for w in range(8):
        d = dt - timedelta(days=7 * (8 - w))
        for who in ("JT", "CO"):
            for p in ("Triplex Rosemont", "Chalet Val-David", "Concours Rapides", "Administration"):
                rows.append(f"{_d(d)};{who};{p};{r.choice([0, 2, 4, 6, 8, 12, 16])}")
    return "\n".join(rows) + "\n"


def t_das(r, dt):
    return (f"Revenu Québec - Bordereau de paiement TPZ-1015.R.14\nRetenues à la source et cotisations de l'employeur\n"
            f"Employeur : Atelier Tremblay architecte inc.  No 1223456789 RS0001\nPériode : {MOIS[dt.month - 2]} {dt.year}\n"
            f"Impôt du Québec : {_m(r.uniform(700, 900))}\nRRQ (employé + employeur) : {_m(r.uniform(520, 640))}\n"
            f"RQAP : {_m(r.uniform(60, 80))}\nFSS : {_m(r.uniform(90, 140))}\nCNESST : {_m(r.uniform(20, 40))}\n"
            f"Date limite : 15 {MOIS[dt.month - 1]} {dt.year}")


# --------------------------------------------------------------------------- Finance (Areas)


def t_rq_assess(r, dt, year):
    rev = r.uniform(98000, 124000)
    return (f"Revenu Québec\nAVIS DE COTISATION - Année d'imposition {year}\n\nJULIEN TREMBLAY\n"
            f"4712, rue Fabre, app. 3\nMontréal (Québec) H2J 3V5\nDate de l'avis : {_fr(dt)}\n\n"
            f"Revenu total (ligne 199) : {_m(rev)}\nDéduction REER (ligne 214) : {_m(r.uniform(6000, 12000))}\n"
            f"Impôt du Québec à payer : {_m(rev * 0.16)}\nImpôt retenu à la source : {_m(rev * 0.155)}\n"
            f"Solde : {_m(r.uniform(-900, 1400))}\n"
            "Nous avons établi votre cotisation telle que produite. Aucune modification n'a été apportée.")


def t_cra_assess(r, dt, year):
    inc = r.uniform(98000, 124000)
    return (f"Canada Revenue Agency\nNotice of Assessment - Tax year {year}\n\nJULIEN TREMBLAY\n"
            f"Date issued: {dt.strftime('%B %d, %Y')}\nSocial insurance number: XXX XX4 218\n\n"
            f"Total income (line 15000): ${inc:,.2f}\nRRSP deduction (line 20800): ${r.uniform(6000, 12000):,.2f}\n"
            f"Net federal tax: ${inc * 0.13:,.2f}\nRefundable Quebec abatement: -${inc * 0.021:,.2f}\n"
            f"Total tax deducted: ${inc * 0.115:,.2f}\nBalance: ${r.uniform(-600, 900):,.2f}\n"
            f"RRSP deduction limit for {year + 1}: ${r.uniform(19000, 26000):,.2f}")


def t_slips(r, dt, year):
    sal = r.uniform(78000, 92000)
    return (f"Atelier Tremblay architecte inc.\nFeuillets {year} - T4 (Canada) et Relevé 1 (Québec)\n\n"
            f"Employé : Julien Tremblay  NAS : XXX XX4 218\nCase 14 / Case A - Revenu d'emploi : {_m(sal)}\n"
            f"Case 22 - Impôt fédéral retenu : {_m(sal * 0.12)}\nCase E - Impôt du Québec retenu : {_m(sal * 0.15)}\n"
            f"Case 17 / B - RRQ : {_m(r.uniform(4100, 4400))}\nCase 18 / C - AE : {_m(r.uniform(850, 900))}\n"
            f"Relevé 3 - dividendes déterminés : {_m(r.uniform(8000, 20000))}")


def t_rrsp(r, dt):
    return (f"Desjardins - Reçu officiel de cotisation à un REER\nAnnée : {dt.year if dt.month > 3 else dt.year - 1}\n\n"
            f"Rentier : Julien Tremblay\nRégime : REER individuel no 482-{r.randint(10000, 99999)}\n"
            f"Montant de la cotisation : {_m(r.choice([3000, 5000, 6000, 8000]))}\n"
            f"Date de réception : {_fr(dt)}\nÀ utiliser pour vos déclarations fédérale et provinciale.")


def t_tfsa(r, dt):
    v = r.uniform(31000, 44000)
    return (f"Desjardins Placements - Relevé de compte CELI\nPériode se terminant le {_d(dt)}\n\nTitulaire : Julien Tremblay\n"
            f"Valeur au début : {_m(v)}\nCotisations : {_m(r.choice([0, 500, 1000]))}\nRendement : {_m(v * r.uniform(0.01, 0.04))}\n"
            f"Fonds Desjardins Équilibré Croissance : {_m(v * 0.7)}\nCPG 3 ans 3,45 % : {_m(v * 0.3)}\n"
            f"Droits de cotisation inutilisés estimés : {_m(r.uniform(4000, 12000))}")


def t_bank_stmt(r, dt):
    bal = r.uniform(3000, 9000)
    ops = [("Paie Atelier Tremblay", 0, 2698.4), ("Syndicat copropriété Fabre - charges", 412.0, 0),
           ("Hydro-Québec", r.uniform(60, 140), 0), ("Metro Mont-Royal", r.uniform(90, 220), 0),
           ("AHM Plateau - hockey", r.choice([0, 325.0]), 0), ("Virement REER", 500.0, 0),
           ("Pharmaprix", r.uniform(10, 60), 0), ("Visa Desjardins paiement", r.uniform(800, 1900), 0)]
    lines = []
    for i, (d, o, n) in enumerate(ops):
        bal += n - o
        lines.append(f"{_d(dt - timedelta(days=27 - 3 * i))}  {d:<40} {o:>9.2f} {n:>9.2f} {bal:>10.2f}")
    return (f"Caisse Desjardins du Plateau-Mont-Royal\nRelevé de compte - {MOIS[dt.month - 1]} {dt.year}\n"
            "Julien Tremblay  Folio 0214876 - Épargne avec opérations\n" + "\n".join(lines))


def t_visa_csv(r, dt):
    shops = ["SAQ SELECTION MONT-ROYAL", "METRO PLUS MONT-ROYAL", "SPORT EXPERTS LAVAL", "BIXI MONTREAL",
             "RESTAURANT L'EXPRESS", "LIBRAIRIE DU SQUARE", "COMMUNAUTO", "CINEMA BEAUBIEN", "NETFLIX.COM",
             "PHARMAPRIX 0214", "ESSO VAL-DAVID", "DOLLARAMA 1123"]
    rows = ["Date transaction,Date inscription,Description,Montant"]
    for i in range(18):
        d = dt - timedelta(days=30 - i * 1.6)
        rows.append(f"{_d(d)},{_d(d + timedelta(days=1))},{r.choice(shops)},{r.uniform(6, 180):.2f}")
    return "\n".join(rows) + "\n"


def t_budget(r, dt):
    rows = ["Poste;Mensuel;Annuel;Note", "Salaire net;5400;64800;paie Atelier"]
    for k, v in (("Hypothèque condo", 1685), ("Charges de copropriété", 412), ("Cotisation spéciale", 1344),
                 ("Taxes municipales + scolaires", 338), ("Hydro-Québec", 95), ("Épicerie", 900),
                 ("Hockey (2 enfants)", 120), ("École / camp de jour", 140), ("REER", 500), ("CELI", 250),
                 ("Assurance habitation", 48), ("Transport (Opus, Bixi, Communauto)", 160), ("Loisirs", 250)):
        rows.append(f"{k};{v};{v * 12};")
    return "\n".join(rows) + "\n"


def t_instalments(r, dt):
    return (f"Montréal, le {_fr(dt)}\n\nAgence du revenu du Canada\nCentre fiscal de Shawinigan-Sud\n\n"
            "Objet : Rappels d'acomptes provisionnels - Julien Tremblay, NAS XXX XX4 218\n\n"
            "Madame, Monsieur,\nJ'ai reçu un rappel d'acomptes provisionnels pour l'année en cours. Depuis "
            "l'an dernier, la société qui m'emploie retient l'impôt sur la totalité de mon salaire et les "
            "dividendes ont été réduits; mon solde à payer sera donc inférieur au seuil de 3 000 $ "
            "qui s'applique aux résidents du Québec. Je vous prie de confirmer qu'aucun acompte n'est requis pour les "
            "échéances de juin et de septembre.\n\nJulien Tremblay\n4712, rue Fabre, app. 3, Montréal H2J 3V5")


def t_accountant_mail(r, dt):
    return (f"From: Nathalie Gagné <ngagne@lussiergagne.ca>\nTo: Julien Tremblay <julien@ateliertremblay.ca>\n"
            f"Date: {dt.strftime('%a, %d %b %Y %H:%M:%S -0400')}\nSubject: Tes déclarations personnelles {dt.year - 1}\n"
            "Content-Type: text/plain; charset=utf-8\n\nBonjour Julien,\n\n"
            "Tes déclarations TP-1 et T1 sont prêtes. Avec la cotisation REER de février tu as un "
            "remboursement de 612 $ au fédéral et un solde de 284 $ au Québec. Il me manque encore le "
            "relevé 24 pour le camp de jour des enfants (frais de garde) et tes reçus de dons.\n"
            "Je transmets par TED dès que j'ai ta signature sur les formulaires TP-1000 et T183.\n\n"
            "Bonne journée,\nNathalie")


def t_tax_notes(r, dt, year):
    return (f"Impôts {year} - à rassembler\n- T4 / RL-1 Atelier Tremblay\n- RL-3 / T5 dividendes\n"
            "- reçus REER (mars + février)\n- relevé CELI (pas imposable mais garder)\n"
            "- frais de garde : camp de jour Félix + Léa (RL-24)\n- reçus dons : Centraide, Moisson Montréal\n"
            "- frais médicaux : dentiste, physio\n- crédit solidarité : adresse condo inchangée\n"
            f"Envoyer à Nathalie avant le 15 mars {year + 1}")


# --------------------------------------------------------------------------- Home (Areas)

SYND = "Syndicat des copropriétaires du 4710-4716, rue Fabre"


def t_special_assessment(r, dt):
    return (f"{SYND}\nAVIS DE COTISATION SPÉCIALE\nMontréal, le {_fr(dt)}\n\n"
            "À : M. Julien Tremblay, fraction 3 (4712, app. 3) - quote-part 16,8 %\n\n"
            "Conformément à la résolution adoptée à l'assemblée extraordinaire du 18 février 2026, une "
            "cotisation spéciale de 96 000 $ est exigée pour la réfection de la maçonnerie de la façade "
            "et le remplacement des balcons arrière (soumission Maçonnerie Duroc inc.).\n\n"
            "Votre part : 16 128,00 $, payable en trois versements :\n  1er avril 2026 : 5 376,00 $\n"
            "  1er juillet 2026 : 5 376,00 $\n  1er octobre 2026 : 5 376,00 $\n"
            "Chèques à l'ordre du syndicat ou virement au compte 30012-815-0611937.\n"
            "Geneviève Marchand, trésorière")


def t_agm_minutes(r, dt):
    return (f"{SYND}\nProcès-verbal de l'assemblée {'générale annuelle' if dt.month != 2 else 'extraordinaire'}\n"
            f"Tenue le {_fr(dt)} à 19 h, au 4714 Fabre, app. 1\n\nPrésents : fractions 1, 2, 3, 4 et 6 "
            "(83,4 % des voix); absent : fraction 5 (procuration à M. Tremblay)\n\n"
            "1. Adoption de l'ordre du jour - adoptée\n2. États financiers : fonds de prévoyance 41 230 $\n"
            "3. Étude du fonds de prévoyance (Cossette & Touchette) : contribution annuelle à augmenter à 9 800 $\n"
            "4. Maçonnerie et balcons : trois soumissions, Duroc retenue à 96 000 $ taxes incluses\n"
            "5. Charges communes : 412 $/mois pour la fraction 3 à compter du 1er mai\n"
            "6. Élection du CA : G. Marchand (trésorière), J. Tremblay (administrateur)\nLevée à 21 h 40.")


def t_condo_fees(r, dt):
    rows = ["Fraction;Propriétaire;Quote-part;Charges mensuelles;Cotisation spéciale;Versement 1 payé"]
    for i, (n, q) in enumerate((("Marchand", 15.9), ("Oliveira", 16.4), ("Tremblay", 16.8), ("Côté-Nadeau", 17.1),
                                ("Bélanger", 16.2), ("Haddad", 17.6)), 1):
        rows.append(f"{i};{n};{q};{q * 24.52:.2f};{q * 960:.2f};{'oui' if i != 5 else 'non'}")
    return "\n".join(rows) + "\nFonds de prévoyance visé 2026;;;;;9800\n"


def t_hydro(r, dt):
    kwh = r.randint(380, 1350)
    return (f"Hydro-Québec\nFacture d'électricité - Tarif D\nNo de client : 6152 {r.randint(100, 999)} {r.randint(100, 999)}\n"
            f"Julien Tremblay - 4712, rue Fabre, app. 3, Montréal\nPériode de consommation : 61 jours se terminant le {_d(dt)}\n"
            f"Consommation : {kwh} kWh\nRedevance d'abonnement : {_m(61 * 0.46)}\n"
            f"Énergie : {_m(kwh * 0.075)}\nTotal à payer : {_m(61 * 0.46 + kwh * 0.075)}\n"
            f"Date d'échéance : {_d(dt + timedelta(days=21))}")


def t_munic_tax(r, dt):
    v = 512000
    return (f"Ville de Montréal - Compte de taxes foncières {dt.year}\nPropriétaire : TREMBLAY JULIEN\n"
            f"Emplacement : 4712 RUE FABRE, LOGEMENT 3  Matricule 9941-{r.randint(10, 99)}-{r.randint(1000, 9999)}-3-003\n"
            f"Valeur imposable (rôle 2026-2028) : {_m(v)}\nTaxe foncière générale : {_m(v * 0.0064)}\n"
            f"Taxe relative à l'eau : {_m(v * 0.0011)}\nTaxe de l'arrondissement Le Plateau-Mont-Royal : {_m(v * 0.0005)}\n"
            f"Total : {_m(v * 0.008)}\nVersement 1 : 1er mars  Versement 2 : 1er juin")


def t_home_ins(r, dt):
    return (f"Attestation d'assurance - Assurance copropriétaire occupant\nAssureur : La Capitale Habitation\n"
            f"Assuré : Julien Tremblay  Adresse du risque : 4712, rue Fabre, app. 3, Montréal\n"
            f"Police no H{r.randint(1000000, 9999999)}  Du {_d(dt)} au {_d(dt + timedelta(days=365))}\n"
            "Biens meubles : 60 000 $  Améliorations locatives : 40 000 $\n"
            "Responsabilité civile : 2 000 000 $  Insuffisance d'assurance du syndicat : 25 000 $\n"
            "Cotisation spéciale (avenant) : 10 000 $\nCette attestation est remise au syndicat des copropriétaires.")


def t_home_todo(r, dt):
    return ("- appeler le plombier (robinet salle de bain qui goutte, sous l'évier)\n"
            "- 2e versement cotisation spéciale au syndicat : 5 376 $ avant le 1er juillet !\n"
            "- Duroc : échafaudage côté ruelle à partir du 15 juin, libérer le balcon arrière\n"
            "- renouveler attestation assurance pour Geneviève (trésorière)\n"
            "- détecteur de fumée chambre Félix : pile\n- taxe scolaire : vérifier 2e versement")


def t_school_tax(r, dt):
    return (f"CGTSIM - Comité de gestion de la taxe scolaire de l'île de Montréal\nCompte de taxe scolaire {dt.year}-{dt.year + 1}\n"
            f"Propriétaire : Tremblay, Julien\nImmeuble : 4712 rue Fabre, app. 3\nValeur uniformisée : {_m(512000)}\n"
            f"Exemption 25 000 $\nTaux 0,0920 $ / 100 $\nMontant : {_m((512000 - 25000) * 0.00092)}")


def t_renos_quote(r, dt):
    ht = r.uniform(640, 980)
    tps, tvq, tot = _taxes(ht)
    return (f"Plomberie Laurier inc.  RBQ 5678-1234-01\nSoumission no {r.randint(2000, 2999)}\n"
            f"Client : Julien Tremblay, 4712 Fabre app. 3\n\nRemplacement robinet lavabo et valve d'arrêt, "
            f"vérification du drain de la baignoire\nMain-d'oeuvre et pièces : {_m(ht)}\nTPS {_m(tps)}  TVQ {_m(tvq)}\n"
            f"Total : {_m(tot)}")


# --------------------------------------------------------------------------- Children (Areas)


def t_report_card(r, dt):
    subj = ["Français", "Mathématique", "Anglais", "Science et technologie", "Histoire", "Géographie",
            "Éducation physique", "Arts plastiques"]
    lines = "\n".join(f"  {s:<26} {r.randint(68, 94)} %  (moyenne du groupe {r.randint(70, 80)} %)" for s in subj)
    return (f"École secondaire Sainte-Marie-du-Plateau\nBulletin - étape {2 if dt.month < 5 else 3}  Année scolaire "
            f"{dt.year - 1}-{dt.year}\nÉlève : Léa Tremblay  Groupe 104  Secondaire 1\n\n{lines}\n\n"
            "Commentaire : Léa participe bien en classe; attention aux remises de devoirs en mathématique.")


def t_hockey_reg(r, dt, kid="Félix", cat="U11"):
    return (f"Association du hockey mineur du Plateau-Mont-Royal\nFORMULAIRE D'INSCRIPTION - saison {dt.year}-{dt.year + 1}\n\n"
            f"Joueur(euse) : {kid} Tremblay  Catégorie : {cat}  No Hockey Canada : {r.randint(10**7, 10**8)}\n"
            "Parent 1 : Julien Tremblay 514 555-0192   Parent 2 : Sophie Lachapelle 514 555-0377\n"
            f"Frais d'inscription : {_m(r.choice([395, 425, 460]))}  Chandail : 45 $\n"
            "Aréna : Centre Père-Marquette / Aréna Saint-Louis\nAllergies : aucune\n"
            "J'autorise l'Association à transmettre mes coordonnées à l'entraîneur.  Signature : ______")


def t_hockey_sched(r, dt):
    rows = ["date;heure;aréna;adversaire;équipe"]
    for i in range(16):
        d = dt + timedelta(days=3 * i + 1)
        rows.append(f"{_d(d)};{r.choice(['7h30', '9h00', '17h15', '18h45'])};"
                    f"{r.choice(['Père-Marquette', 'Saint-Louis', 'Rosemont', 'Ahuntsic'])};"
                    f"{r.choice(['Villeray', 'Rosemont', 'Outremont', 'Verdun', 'pratique'])};{r.choice(['U11 B', 'U13 F'])}")
    return "\n".join(rows) + "\n"


def t_tournament(r, dt):
    return (f"Tournoi provincial de hockey mineur de Sherbrooke\nInformation aux parents - U11 B\n\n"
            f"Dates : {_fr(dt + timedelta(days=40))} au {_fr(dt + timedelta(days=43))}\n"
            "Hébergement : Hôtel Le Président, bloc de chambres au nom de l'équipe Plateau U11 (code PLAT11)\n"
            "Premier match : vendredi 18 h 30, aréna Eugène-Lalonde\nFrais de tournoi par joueur : 85 $ "
            "(à remettre au gérant Patrick Ouimet)\nCovoiturage : liste dans le groupe de l'équipe")


def t_custody_cal(r, dt):
    rows = ["semaine du;garde;échange;note"]
    for i in range(26):
        d = dt + timedelta(days=7 * i)
        rows.append(f"{_d(d)};{'Julien' if i % 2 == 0 else 'Sophie'};vendredi après l'école;"
                    f"{r.choice(['', '', 'hockey samedi 7h30', 'fête de Léa', 'congé pédagogique lundi', ''])}")
    return "\n".join(rows) + "\n"


def t_school_trip(r, dt):
    return (f"École primaire des Érables - Autorisation parentale\n{_fr(dt)}\n\n"
            "Sortie de fin d'année des élèves de 4e année au Biodôme et au Jardin botanique\n"
            "Date : 12 juin  Départ 8 h 45, retour 15 h 15  Coût : 22 $\nPrévoir un lunch froid et une bouteille d'eau.\n\n"
            "J'autorise mon enfant Félix Tremblay (groupe 402, Mme Laurendeau) à participer.\n"
            "Signature du parent : Julien Tremblay")


def t_camp_receipt(r, dt):
    return (f"Camp de jour Plateau Soleil (OBNL)\nReçu - frais de garde (relevé 24)\nDate : {_fr(dt)}\n\n"
            "Payeur : Julien Tremblay\nEnfants : Félix Tremblay (10 ans), Léa Tremblay (13 ans, aide-animatrice)\n"
            "Semaines : 7 juillet au 15 août (6 semaines)\n"
            f"Montant payé : {_m(r.uniform(980, 1240))}\nLe relevé 24 sera émis en février pour les frais de garde admissibles.")


def t_mail_sophie(r, dt):
    return ("Salut Sophie,\n\nPour l'été, je te propose qu'on garde l'alternance habituelle sauf pour les deux "
            "semaines où tu pars en Gaspésie avec les enfants (du 19 juillet au 2 août). Je les prendrais "
            "ensuite deux semaines de suite pour compenser, jusqu'à la rentrée.\n"
            "Pour le camp de jour, j'ai payé les six semaines; on partage 50/50 comme d'habitude, tu me "
            "fais un virement quand tu peux.\nFélix veut faire le camp de hockey d'été à Verdun en août, 340 $. "
            "Qu'en penses-tu ?\n\nJulien")


def t_school_letter(r, dt):
    return (f"École primaire des Érables\nCentre de services scolaire de Montréal\n{_fr(dt)}\n\n"
            "Aux parents de Félix Tremblay (groupe 402)\n\nLes épreuves ministérielles de fin d'année auront "
            "lieu du 2 au 13 juin. Merci de vous assurer que votre enfant soit présent et reposé.\n"
            "La liste des fournitures scolaires pour la 5e année est jointe; la remise des bulletins se fera "
            "en ligne sur Mozaïk-Portail le 27 juin.\nMme Laurendeau, enseignante")


# --------------------------------------------------------------------------- Health (Areas)


def t_dentist(r, dt):
    return (f"Clinique dentaire Mont-Royal\nReçu no {r.randint(40000, 49999)}  {_d(dt)}\nPatient : Julien Tremblay\n"
            "Examen périodique (01202), détartrage 2 unités (11112), radiographies (02142)\n"
            f"Total : {_m(r.uniform(210, 330))}  Payé par carte\nProchain rendez-vous : dans 9 mois")


def t_physio(r, dt):
    return (f"Physio Plateau - Reçu pour fins d'assurance\n{_d(dt)}\nClient : Julien Tremblay\n"
            "Traitement de physiothérapie - épaule droite (tendinopathie de la coiffe)\n"
            f"Montant : {_m(r.choice([85, 95]))}  Physiothérapeute : Audrey Bélisle, pht, permis 11-0482")


# --------------------------------------------------------------------------- client projects (Projects)


def t_drawing(r, dt, projet, sheet, title, issue):
    return (f"ATELIER TREMBLAY ARCHITECTE\n{projet}\n{title}\nFeuille {sheet}   Échelle 1:50   Dessiné : CO   Vérifié : JT\n"
            f"Émis pour {issue} - {_d(dt)}\nRév. {r.choice(['A', 'B', 'C'])}\n"
            "Notes générales : les dimensions sont à vérifier au chantier avant tout travail. "
            "Ne pas mesurer à l'échelle sur les dessins.")


def t_contract_triplex(r, dt):
    return (f"CONTRAT DE SERVICES PROFESSIONNELS D'ARCHITECTE (formule simplifiée OAQ)\n\n"
            f"Client : {CLIENTS_TRIPLEX}\nArchitecte : Julien Tremblay, architecte, Atelier Tremblay architecte inc.\n"
            f"Projet : Rénovation majeure et réaménagement d'un triplex, {TRIPLEX}\n\n"
            "Services : relevé de l'existant, esquisse, plans et devis pour permis et pour construction, "
            "appel d'offres sur invitation (3 entrepreneurs), surveillance partielle des travaux.\n"
            "Honoraires : forfait de 38 500 $ plus taxes, payable par étapes (20 / 30 / 30 / 20 %).\n"
            "Budget de construction visé par le client : 620 000 $.\n"
            f"Signé à Montréal le {_fr(dt)}.\n________________ Isabelle Nguyen   ________________ Julien Tremblay")


def t_survey_notes(r, dt):
    return (f"Relevé triplex 1re Avenue - {_d(dt)}\n"
            "RDC (6244) : plafond 2,62 m, mur mitoyen en brique pleine, poutre acier sous solives au centre\n"
            "2e (6246) : cloisons en lattes et plâtre, fissure au-dessus de la porte d'entrée\n"
            "3e (6248) : toit plat, membrane refaite en 2009 selon les clients, trappe d'accès au toit\n"
            "Escalier extérieur en fer forgé - non conforme (giron 210 mm), à remplacer?\n"
            "Sous-sol : hauteur 1,95 m, fondation moellons, traces d'humidité coin nord-est\n"
            "Panneau électrique 100 A par logement, plomberie en cuivre partiellement refaite\n"
            "Photos : 84 (dossier 06 Photos chantier)")


def t_permit_app(r, dt):
    return (f"Arrondissement de Rosemont-La Petite-Patrie\nDemande de permis de transformation\nDate de dépôt : {_fr(dt)}\n\n"
            f"Adresse des travaux : {TRIPLEX}\nPropriétaires : {CLIENTS_TRIPLEX}\n"
            "Mandataire : Julien Tremblay, architecte (OAQ 5821)\n"
            "Description : réaménagement intérieur des trois logements, agrandissement des ouvertures arrière, "
            "nouveaux balcons et escalier extérieur, isolation du toit.\nValeur des travaux : 590 000 $\n"
            "Documents joints : plans A-001 à A-401, lettre d'ingénieur, certificat de localisation, PIIA (façade)")


def t_borough_letter(r, dt):
    return (f"Arrondissement de Rosemont-La Petite-Patrie\nDirection du développement du territoire\n{_fr(dt)}\n\n"
            "M. Julien Tremblay, architecte\nObjet : Demande de permis 3003421187 - 6244-6248, 1re Avenue\n\n"
            "Monsieur,\nL'analyse de votre demande ne peut se poursuivre sans les documents suivants :\n"
            "1. une élévation de la façade arrière indiquant les matériaux et couleurs;\n"
            "2. le calcul du pourcentage d'ouvertures par rapport à la limite de propriété (CNB 9.10.15);\n"
            "3. la lettre signée de l'ingénieur en structure pour l'enlèvement du mur porteur au 2e étage.\n"
            "Veuillez les déposer dans les 30 jours, à défaut de quoi la demande sera fermée.\n"
            "Karine Dufresne, agente technique en architecture")


def t_bid(r, dt, firm, rbq):
    lots = [("Démolition et protection", 38000, 52000), ("Structure et charpente", 61000, 88000),
            ("Enveloppe : toiture, isolation, fenêtres", 97000, 131000), ("Escalier et balcons arrière", 42000, 58000),
            ("Plomberie et chauffage", 71000, 94000), ("Électricité", 58000, 76000),
            ("Finis intérieurs et cuisines (3)", 140000, 185000)]
    ls = [(n, r.uniform(a, b)) for n, a, b in lots]
    tot = sum(v for _, v in ls)
    body = "\n".join(f"  {n:<42} {_m(v)}" for n, v in ls)
    return (f"{firm}\nLicence RBQ {rbq}\nSOUMISSION - {_fr(dt)}\n\nProjet : Rénovation triplex, 6244-6248 1re Avenue, Rosemont\n"
            f"Architecte : Atelier Tremblay (plans et devis émis pour soumission, rév. B)\n\n{body}\n"
            f"Administration et profit (12 %) : {_m(tot * 0.12)}\nTotal avant taxes : {_m(tot * 1.12)}\n"
            "Durée des travaux : 16 semaines; début possible le 8 septembre. Validité 60 jours.")


def t_bid_compare(r, dt):
    rows = ["Lot;Construction Bérubé;Rénovations Lachance;Groupe Brique-Nord;Estimation AT"]
    for n in ("Démolition", "Structure", "Enveloppe", "Escalier/balcons", "Plomberie/chauffage", "Électricité",
              "Finis/cuisines", "Admin. et profit"):
        rows.append(f"{n};" + ";".join(f"{r.uniform(35000, 170000):.0f}" for _ in range(4)))
    return ("Tableau comparatif des soumissions - triplex 1re Avenue (Nguyen / Pelletier)\n" + "\n".join(rows)
            + "\nDurée (sem.);16;20;14;\nRecommandation;à négocier;;exclusions à clarifier;\n")


def t_meeting_triplex(r, dt):
    return (f"Compte rendu - rencontre no {r.randint(4, 9)}\n{_fr(dt)}, chez les clients\n"
            "Présents : Isabelle Nguyen, Marc-André Pelletier, Julien Tremblay, Camille Ouellet\n\n"
            "1. Cuisine du 2e : les clients préfèrent l'îlot à la péninsule, option B retenue.\n"
            "2. Mur porteur : lettre de l'ingénieur (Structures Lemay-Roy) attendue pour le dépôt à l'arrondissement.\n"
            "3. Le logement du 3e reste loué pendant les travaux? Non : le locataire part le 30 juin.\n"
            "4. Soumissions : ouverture prévue le 22 mai; budget de 620 000 $ rappelé.\n"
            "5. Briques de la façade : nettoyage seulement, pas de remplacement (PIIA).\n"
            "Prochaine rencontre : après réception des soumissions.")


def t_client_mail_triplex(r, dt):
    return (f"From: Isabelle Nguyen <isa.nguyen@videotron.ca>\nTo: Julien Tremblay <julien@ateliertremblay.ca>\n"
            f"Date: {dt.strftime('%a, %d %b %Y %H:%M:%S -0400')}\nSubject: RE: question\n\n"
            "Bonjour Julien,\n\nMarc-André et moi avons regardé les plans révisés du 2e. Est-ce qu'on pourrait "
            "déplacer la porte de la salle de bain pour garder le mur de briques exposé dans la cuisine ? "
            "Aussi, l'entrepreneur Lachance dit que l'escalier arrière en acier galvanisé coûterait moins cher "
            "qu'en bois. Tu en penses quoi pour le permis de l'arrondissement ?\n\nMerci !\nIsabelle\n\n"
            "> Le mardi, Julien Tremblay a écrit :\n> Voici la version C des plans du 2e étage (logement 6246).")


def t_piia_letter(r, dt):
    return ("Objet : Demande d'approbation PIIA - façade principale du 6244-6248, 1re Avenue\n\n"
            "Madame Dufresne,\nÀ l'appui de la demande de permis, nous soumettons au comité consultatif "
            "d'urbanisme le traitement de la façade du triplex : conservation de la brique d'origine, "
            "remplacement des fenêtres à guillotine par des fenêtres en bois peint de même division, "
            "restauration de la corniche en tôle et des balcons avant selon le modèle d'origine.\n"
            "Les photos d'archives fournies par les propriétaires (vers 1950) sont jointes.\n\n"
            "Julien Tremblay, architecte")


def t_devis(r, dt):
    return ("DEVIS DESCRIPTIF - Rénovation triplex 1re Avenue\nSection 07 21 00 Isolation thermique\n"
            "Toit plat : isolant de polyisocyanurate 2 x 75 mm, RSI 6,7 minimum, sur pare-vapeur autocollant\n"
            "Murs extérieurs (intérieur) : laine de roche 89 mm + panneau isolant 25 mm aux colombages\n"
            "Section 08 50 00 Fenêtres : bois/alu, triple vitrage, U 1,2 W/m²K max\n"
            "Section 06 40 00 Ébénisterie : trois cuisines, caissons en contreplaqué de merisier")


def t_engineer_letter(r, dt):
    return (f"Structures Lemay-Roy inc., ingénieurs\n{_fr(dt)}\n\nObjet : Enlèvement du mur porteur - 2e étage, 6246 1re Avenue\n\n"
            "Nous avons visité les lieux et confirmons que le mur porteur central peut être retiré à condition "
            "d'installer une poutre LVL 3 plis 1-3/4 x 14 po appuyée sur des poteaux 3 plis 2x6 jusqu'à la "
            "fondation, avec semelle de 600 x 600 x 300 mm au sous-sol.\nVoir croquis S-1 joint.\n"
            "Pierre Lemay, ing., OIQ 118244")


def t_triplex_budget(r, dt):
    rows = ["Poste;Estimation AT;Soumission retenue;Écart"]
    for n, v in (("Démolition", 45000), ("Structure", 72000), ("Enveloppe", 115000), ("Escalier/balcons", 49000),
                 ("Plomberie/chauffage", 83000), ("Électricité", 66000), ("Finis/cuisines", 160000), ("Contingence 8 %", 47000)):
        s = v * r.uniform(0.9, 1.15)
        rows.append(f"{n};{v};{s:.0f};{s - v:.0f}")
    return "\n".join(rows) + "\n"


# --------------------------------------------------------------------------- Val-David cottage


def t_offer_cottage(r, dt):
    return (f"{STUDIO}\n\nOFFRE DE SERVICES PROFESSIONNELS\n{_fr(dt)}\n\nMme Geneviève Dubé et M. Olivier Dubé\n"
            f"Objet : Agrandissement du chalet, {CHALET}\n\n"
            "Mandat : relevé, esquisse (2 options), développement, plans pour permis municipal, coordination "
            "avec le technologue pour l'installation septique.\nHonoraires : 15 % du coût des travaux, "
            "plafonnés à 24 000 $ plus taxes; acompte de 3 000 $ à la signature.\n"
            "Échéancier : esquisse en mars, permis à l'été, construction au printemps 2027.")


def t_cert_location(r, dt):
    return ("CERTIFICAT DE LOCALISATION\nDaniel Paquette, arpenteur-géomètre  Minute 8841\n"
            "Date : 14 août 2019\n\nPropriétaires : Geneviève Dubé et Olivier Dubé\n"
            "Immeuble : lot 5 112 847 du cadastre du Québec, circonscription de Terrebonne\n"
            f"Adresse : {CHALET}\nSuperficie du lot : 2 318,4 m²\n"
            "Le bâtiment principal (chalet d'un étage, 96 m²) est situé à 21,3 m de la ligne des hautes eaux "
            "du lac Paquin; la remise est à 1,1 m de la ligne latérale ouest.\n"
            "Aucun empiètement; la bande riveraine de 15 m est respectée.")


def t_cottage_program(r, dt):
    return ("ce que G. et O. veulent (rencontre au chalet)\n"
            "- 2 chambres de plus pour les ados + petite salle d'eau\n"
            "- grande fenêtre vers le lac mais garder le vieux pin\n"
            "- agrandir vers l'arrière (côté chemin), pas vers le lac : bande riveraine 15 m\n"
            "- poêle à bois à garder, plancher radiant dans l'ajout?\n"
            "- budget max 350 k$, travaux printemps 2027\n"
            "- fosse septique de 1998 : capacité pour 5 chambres?? -> étude à faire\n"
            "- revêtement : clin de cèdre comme l'existant, toit métal")


def t_zoning_letter(r, dt):
    return (f"Municipalité du Village de Val-David\nService de l'urbanisme\n{_fr(dt)}\n\nM. Julien Tremblay, architecte\n\n"
            f"Objet : Projet d'agrandissement - {CHALET} (zone RU-14)\n\n"
            "En réponse à votre courriel, nous confirmons que l'agrandissement est permis en cour arrière à "
            "condition de respecter la marge de 10 m du chemin, la rive de 15 m du lac et un coefficient "
            "d'emprise au sol de 10 %. L'ajout de chambres à coucher exige une étude de caractérisation du "
            "site et la conformité de l'installation septique au Q-2, r.22.\n"
            "Le projet sera soumis au PIIA secteur lacs.\nMarc-Antoine Lavigne, inspecteur en bâtiment")


def t_septic(r, dt):
    return (f"Hydro-Sol Laurentides - Étude de caractérisation du site\n{_fr(dt)}\n\nClient : Olivier Dubé\n"
            f"Lieu : {CHALET}\n\nTest de percolation : sol sablonneux, temps de percolation 12 min/cm\n"
            "Niveau de la nappe : 1,4 m sous la surface (puits d'observation no 2)\n"
            "Installation existante : fosse de 2,3 m³ (1998), élément épurateur non localisé\n"
            "Recommandation : fosse septique de 4,8 m³ et élément épurateur modifié pour 5 chambres; "
            "implantation à 18 m du lac minimum.\nJérôme Aubin, T.P.")


def t_cottage_estimate(r, dt):
    rows = ["Poste;Quantité;Unité;Prix unitaire;Total"]
    for n, q, u, p in (("Fondation sur pieux vissés", 14, "u", 850), ("Charpente et plancher", 58, "m²", 780),
                       ("Toiture métal", 70, "m²", 145), ("Clin de cèdre", 96, "m²", 165), ("Fenêtres bois/alu", 9, "u", 2400),
                       ("Salle d'eau", 1, "forfait", 18000), ("Installation septique", 1, "forfait", 26000),
                       ("Plancher radiant", 58, "m²", 95), ("Finis intérieurs", 58, "m²", 620)):
        rows.append(f"{n};{q};{u};{p};{q * p}")
    return "Estimation classe D - agrandissement chalet Dubé (Lac-Paquin)\n" + "\n".join(rows) + "\nContingence 15 %;;;;\n"


def t_cottage_mail(r, dt):
    return (f"From: Olivier Dubé <odube@gmail.com>\nTo: Julien Tremblay <julien@ateliertremblay.ca>\n"
            f"Date: {dt.strftime('%a, %d %b %Y %H:%M:%S -0400')}\nSubject: Re: suite à notre rencontre\n\n"
            "Salut Julien,\n\nOn a bien aimé l'option 2 (le volume en L avec la chambre des ados au-dessus). "
            "Geneviève se demande si la grande fenêtre vers le lac va trop chauffer l'été, il n'y a pas de "
            "pare-soleil sur ton croquis. Le gars de Hydro-Sol passe au chalet samedi pour la fosse septique.\n"
            "On peut se voir à Val-David le 14 ?\n\nOlivier")


def t_sketch_notes(r, dt):
    return (f"# Chalet Dubé - esquisse, {_d(dt)}\n\n## Option 1\nVolume simple d'un étage en prolongement, toit à un versant.\n"
            "- 58 m², 2 chambres + salle d'eau\n- garde la vue du salon\n\n## Option 2 (préférée)\n"
            "Volume en L, chambre en mezzanine, grande baie vers le lac avec débord de toit 900 mm.\n"
            "- CES : 8,7 % < 10 %\n- marge chemin : 11,2 m\n\n## À valider\n- pieux vissés vs fondation béton\n- PIIA secteur lacs")


# --------------------------------------------------------------------------- competition (Projects)


def t_rules(r, dt):
    return (f"Ville de Montréal - Concours d'architecture pluridisciplinaire\n{CONCOURS}, arrondissement de LaSalle\n"
            "RÈGLEMENT DU CONCOURS - étape 1 (anonyme)\n\n"
            "Objet : pavillon d'accueil de 420 m² (accueil, salle polyvalente, location de kayaks, toilettes "
            "publiques) en bordure du fleuve, près des rapides de Lachine.\nBudget de construction : 4,2 M$.\n"
            "Admissibilité : équipe dirigée par un architecte membre de l'OAQ, avec un architecte paysagiste.\n"
            "Remise : 2 planches A0 et un cahier de 8 pages au plus tard le 9 juillet 2026, 13 h.\n"
            "Anonymat : aucun nom ni logo sur les documents; code d'identification de 6 caractères.\n"
            "Quatre finalistes retenus recevront 40 000 $ chacun pour l'étape 2.")


def t_addenda(r, dt):
    return (f"ADDENDA No 2 - {_fr(dt)}\nConcours d'architecture - {CONCOURS}\nRéponses aux questions des concurrents\n\n"
            "Q14. Le stationnement existant de 60 places peut-il être réduit ?\n"
            "R14. Oui, jusqu'à 35 places, à condition de conserver le débarcadère d'autobus scolaire.\n"
            "Q15. La zone inondable 0-20 ans touche-t-elle l'emplacement du pavillon ?\n"
            "R15. Le plan en annexe C indique la cote de crue de récurrence 100 ans à 22,35 m.\n"
            "Q16. Les planches peuvent-elles être en format paysage ?\nR16. Non, format portrait uniquement.\n"
            "Q17. Le bois massif est-il exigé ?\nR17. Non, mais la politique d'intégration du bois de la Ville s'applique.")


def t_registration(r, dt):
    return (f"Confirmation d'inscription\n{_fr(dt)}\n\nNous confirmons la réception de votre inscription au concours "
            f"« {CONCOURS} ».\nCode d'identification anonyme attribué : K7R2VX\n"
            "Responsable de l'équipe : Julien Tremblay, architecte (OAQ 5821)\n"
            "Membres déclarés : Camille Ouellet (technologue), Marie-Ève Caron (architecte paysagiste, Studio Parcelle)\n"
            "Conseiller professionnel : Bureau des concours, Ville de Montréal\n"
            "Date limite des questions : 12 juin 2026. Remise : 9 juillet 2026, 13 h.")


def t_team(r, dt):
    return ("ENTENTE DE COLLABORATION\n\nEntre Atelier Tremblay architecte inc. (mandataire de l'équipe) "
            "et Studio Parcelle, architecture de paysage (Marie-Ève Caron, AAPQ)\n\n"
            "1. Les parties présentent une proposition commune au concours du pavillon riverain (LaSalle).\n"
            "2. Étape 1 : chaque partie assume ses propres frais; aucune rémunération.\n"
            "3. Si l'équipe est finaliste, la prime de 40 000 $ est partagée 70 % / 30 %.\n"
            "4. En cas de lauréat, les honoraires du mandat de paysage seront négociés sur la base du barème de l'AAPQ.\n"
            "5. Les droits d'auteur demeurent à leurs auteurs respectifs.\nSigné à Montréal, ____________")


def t_ideas(r, dt):
    return ("pavillon - idées en vrac\n- un grand toit-abri en bois, le programme glissé dessous (comme un hangar à canots)\n"
            "- plancher surélevé au-dessus de la cote de crue 100 ans (22,35) -> rampe = promenade\n"
            "- vues sur les rapides depuis la salle polyvalente, pas depuis les toilettes!\n"
            "- façade de lames de bois à espacement variable (script de Camille) : plus dense au sud-ouest\n"
            "- M-È : prairie inondable, pas de gazon, sentier jusqu'à la mise à l'eau des kayaks\n"
            "- 2 planches : 1 = site + récit, 2 = coupe + détails + matérialité")


def t_board_text(r, dt):
    return ("K7R2VX - PLANCHE 1\nUN TOIT POUR LE FLEUVE\n\nLe pavillon se présente comme un grand toit de bois posé "
            "sur la berge, au-dessus des crues. Sous cet abri, l'accueil, la salle polyvalente et l'atelier de "
            "kayaks s'ouvrent vers les rapides. La façade de lames de mélèze, plus dense au sud-ouest, filtre "
            "le soleil de l'après-midi. La prairie inondable devient un jardin qui change avec le fleuve.\n"
            "Superficie : 418 m²  Coût estimé : 4,15 M$  Structure : poteaux-poutres en bois lamellé-collé")


PYPROJECT = """[project]
name = "facadegen"
version = "0.3.0"
description = "Génère la trame de lames de façade du pavillon (concours parc des Rapides)"
requires-python = ">=3.11"
dependencies = ["numpy>=1.26", "ezdxf>=1.2"]

[project.scripts]
facadegen = "facadegen.export:main"

[build-system]
requires = ["setuptools>=68"]
build-backend = "setuptools.build_meta"
"""

README = """# facadegen

Petit outil pour la façade du pavillon (concours parc des Rapides, remise 9 juillet 2026).
Les lames de mélèze sont espacées selon l'ensoleillement de chaque segment de façade
(fichier `data/ensoleillement.csv`, heures de soleil direct l'été) : plus de soleil, lames plus serrées.

    pip install -e .
    facadegen data/ensoleillement.csv --out out/lames.dxf

Le DXF est importé dans AutoCAD puis dans les planches (calque A-FACADE-LAMES).
"""

PANELS_PY = '''"""Espacement des lames de façade selon l'ensoleillement."""
from __future__ import annotations

import numpy as np

LAME = 0.045  # largeur d'une lame de mélèze (m)
MIN_GAP, MAX_GAP = 0.02, 0.16


def gaps(sun_hours: np.ndarray) -> np.ndarray:
    """Plus d'heures de soleil -> espacement plus petit (interpolation linéaire)."""
    s = (sun_hours - sun_hours.min()) / max(np.ptp(sun_hours), 1e-9)
    return MAX_GAP - s * (MAX_GAP - MIN_GAP)


def positions(length: float, gap: float) -> list[float]:
    xs, x = [], 0.0
    while x + LAME <= length:
        xs.append(round(x, 4))
        x += LAME + gap
    return xs
'''

EXPORT_PY = '''"""Export DXF des lames (calque A-FACADE-LAMES)."""
import argparse
import csv

import ezdxf
import numpy as np

from facadegen.panels import gaps, positions


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--out", default="out/lames.dxf")
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.csv, encoding="utf-8")))
    g = gaps(np.array([float(r["heures_soleil"]) for r in rows]))
    doc = ezdxf.new()
    msp = doc.modelspace()
    x0 = 0.0
    for row, gap in zip(rows, g):
        for x in positions(float(row["longueur_m"]), gap):
            msp.add_lwpolyline([(x0 + x, 0), (x0 + x, 4.2)], dxfattribs={"layer": "A-FACADE-LAMES"})
        x0 += float(row["longueur_m"])
    doc.saveas(a.out)
'''

TEST_PY = '''from facadegen.panels import positions


def test_positions_fit():
    xs = positions(1.0, 0.05)
    assert xs[0] == 0.0 and xs[-1] + 0.045 <= 1.0
'''


def t_sun_csv(r, dt):
    rows = ["segment,orientation,longueur_m,heures_soleil"]
    for i, o in enumerate(["NE"] * 3 + ["SE"] * 4 + ["SO"] * 5 + ["NO"] * 3):
        rows.append(f"F{i + 1:02d},{o},{r.choice([3.6, 4.8, 6.0])},{r.uniform(1, 4) if o[0] == 'N' else r.uniform(5, 9):.1f}")
    return "\n".join(rows) + "\n"


# --------------------------------------------------------------------------- Archive: café, Lavoie, career, travel


def t_cafe_completion(r, dt):
    return (f"ATTESTATION DE FIN DES TRAVAUX\n{_fr(dt)}\n\nProjet : Aménagement intérieur du Café Mésange, "
            "4520 rue Wellington, Verdun\nPropriétaire : Café Mésange inc. (Émilie Thibodeau)\n"
            "Entrepreneur : Constructions Valcourt inc.\n\nJe, soussigné, architecte, atteste que les travaux "
            "sont substantiellement terminés et conformes aux plans et devis émis pour construction (rév. 3), "
            "sous réserve de la liste de déficiences jointe (7 items).\nRetenue de 10 % libérable à la "
            "correction des déficiences.\nJulien Tremblay, architecte")


def t_cafe_punch(r, dt):
    items = ["Joint de silicone manquant au comptoir espresso", "Porte des toilettes : ferme-porte trop rapide",
             "Luminaire suspendu no 4 décalé de 150 mm", "Retouche de peinture mur banquette",
             "Grille de ventilation de la hotte mal fixée", "Seuil de la porte arrière non scellé",
             "Signalisation toilettes universelles manquante"]
    return ("Liste des déficiences - Café Mésange (Verdun)\nVisite du " + _d(dt) + "\n" +
            "\n".join(f"{i + 1}. {t} - {r.choice(['corrigé', 'corrigé', 'à faire'])}" for i, t in enumerate(items)))


def t_cafe_warranty(r, dt):
    return (f"From: Émilie Thibodeau <emilie@cafemesange.ca>\nTo: Julien Tremblay <julien@ateliertremblay.ca>\n"
            f"Date: {dt.strftime('%a, %d %b %Y %H:%M:%S -0400')}\nSubject: RE: RE: garantie\n\n"
            "Bonjour Julien,\n\nLe dessus de comptoir en quartz près de la machine espresso a fissuré. Valcourt dit "
            "que c'est l'ébéniste, l'ébéniste dit que c'est la chaleur de la machine. C'est encore dans l'année "
            "de garantie puisqu'on a ouvert fin août. Peux-tu leur écrire ?\n\nMerci, Émilie\nCafé Mésange")


def t_cafe_counter(r, dt):
    return ("Section 06 41 00 - Ébénisterie architecturale\nComptoir de service et bar espresso\n"
            "- caissons en contreplaqué de bouleau 19 mm, façade en lattes de chêne blanc\n"
            "- dessus en quartz 30 mm, découpe pour machine espresso 3 groupes et bac à marc\n"
            "- prévoir dégagement de 75 mm et plaque d'acier sous la machine\n"
            "- vitrine réfrigérée encastrée 1500 mm (fournie par le propriétaire)")


def t_lavoie_cert(r, dt):
    return ("Ville de Montréal - Arrondissement de Villeray-Saint-Michel-Parc-Extension\n"
            "Certificat de conformité - fin des travaux\nPermis 3002876541  émis le 11 octobre 2022\n"
            "Adresse : 7915, rue De Gaspé\nPropriétaires : Nathalie et Robert Lavoie\n"
            "Travaux : agrandissement arrière de deux étages (24 m²) et terrasse sur toit\n"
            "Inspection finale : 19 septembre 2023 - conforme\nInspecteur : F. Mercier")


def t_lavoie_sale(r, dt):
    return (f"Montréal, le {_fr(dt)}\n\nÀ qui de droit\n\nObjet : 7915, rue De Gaspé - agrandissement arrière (2022-2023)\n\n"
            "À la demande de Mme Nathalie Lavoie, dans le cadre de la vente de la propriété, je confirme avoir "
            "préparé les plans et assuré la surveillance partielle des travaux d'agrandissement réalisés en "
            "2022-2023 (permis 3002876541). Le certificat de conformité a été délivré en septembre 2023.\n\n"
            "Julien Tremblay, architecte")


def t_lavoie_fees(r, dt):
    rows = ["Étape;Date;Honoraires;Payé"]
    for n, d in (("Esquisse", "2022-03"), ("Plans pour permis", "2022-07"), ("Plans pour construction", "2022-10"),
                 ("Surveillance", "2023-06"), ("Clôture", "2023-10")):
        rows.append(f"{n};{d};{r.uniform(2500, 7000):.2f};oui")
    return "Maison Lavoie - rue De Gaspé - sommaire des honoraires\n" + "\n".join(rows) + "\n"


def t_ref_letter(r, dt):
    return ("Lemieux Fortin Architectes\n1250, boul. René-Lévesque Ouest, Montréal\n\nLe 14 février 2020\n\n"
            "LETTRE DE RECOMMANDATION\n\nJulien Tremblay a travaillé au sein de notre bureau d'avril 2011 à "
            "février 2020, d'abord comme stagiaire puis comme architecte chargé de projet. Il a notamment "
            "dirigé la conception de l'école primaire de Saint-Jérôme et des logements sociaux Coop Les Ateliers.\n"
            "Nous regrettons son départ et lui souhaitons le meilleur dans la fondation de son propre atelier.\n"
            "Hélène Fortin, architecte, associée principale")


def t_roe(r, dt):
    return ("Service Canada - Relevé d'emploi (RE)\nEmployeur : LEMIEUX FORTIN ARCHITECTES S.E.N.C.R.L.\n"
            "Employé : TREMBLAY, JULIEN\nPremier jour de travail : 2011-04-11\nDernier jour payé : 2020-02-21\n"
            "Code de raison : E (départ volontaire)\nRémunération assurable totale : 41 222,00 $\n"
            "Paie de vacances versée au départ : 3 118,46 $")


def t_leaving_notes(r, dt):
    return ("départ LF - à régler avant le 21 février\n- remettre portable et carte d'accès, clés du 12e\n"
            "- transférer dossier école Saint-Jérôme à Marc (chantier phase 2)\n"
            "- vacances non prises : 7 jours -> payées sur la dernière paie\n"
            "- fin de l'assurance collective le 29 février, voir conversion individuelle\n"
            "- demander à Hélène lettre de recommandation + droit d'utiliser les images dans mon portfolio")


def t_group_ins_end(r, dt):
    return ("Lemieux Fortin Architectes - Ressources humaines\nAvis de fin de participation au régime "
            "d'assurance collective\n\nEmployé : Julien Tremblay\nDate de fin d'emploi : 21 février 2020\n"
            "Vos protections (vie, invalidité, soins de santé et dentaires) prennent fin le 29 février 2020.\n"
            "Vous pouvez convertir votre assurance vie sans preuve d'assurabilité dans les 31 jours.")


def t_airbnb(r, dt):
    return (f"Airbnb - Reçu\nConfirmation HM{r.randint(10**7, 10**8)}\n\nAppartement lumineux à Alfama, Lisboa\n"
            "Hôte : Rui\nArrivée : mar. 8 juil. 2025  Départ : dim. 13 juil. 2025  (5 nuits)\nVoyageurs : 1 adulte, 2 enfants\n"
            f"Total payé : {r.uniform(900, 1200):.2f} EUR  Payé avec Visa ****4471")


def t_train(r, dt):
    return ("CP - Comboios de Portugal\nBilhete / Ticket\nAlfa Pendular 125  Lisboa Santa Apolónia -> Porto Campanhã\n"
            "Data: 13/07/2025  Partida 10:39  Chegada 13:28\nCarruagem 21  Lugares 45, 46, 47\n"
            "Passageiros: Julien Tremblay, Léa Tremblay (jovem), Félix Tremblay (criança)\nTotal: 71,40 EUR")


def t_packing(r, dt):
    return ("bagages - 3 semaines\npasseports x3 + lettre de consentement de Sophie (voyage des enfants)\n"
            "adaptateurs prise européenne, crème solaire, chapeaux\nmaillots (Algarve), sandales\n"
            "cartes SIM / eSIM, Revolut\nmédicaments Félix (allergies saisonnières)\nlivres pour l'avion, "
            "cahier de croquis (Siza à Porto!)")


def t_luggage(r, dt):
    return (f"Air Transat - Réclamation bagage retardé\nDossier PIR : LIS-TS{r.randint(10000, 99999)}\n"
            "Passager : Julien Tremblay  Vol TS 231 Montréal -> Lisbonne, 7 juillet 2025\n"
            "Bagage livré à l'hôtel le 9 juillet (48 h de retard)\nAchats de première nécessité : 186,40 EUR (reçus joints)\n"
            "Demande de remboursement selon la Convention de Montréal.")


def t_itinerary(r, dt):
    return ("# Portugal juillet 2025\n\n- 7 juil. vol TS 231 YUL -> LIS\n- 8-13 Lisbonne (Alfama), Belém, Sintra\n"
            "- 13-17 Porto : Serralves, Casa da Música, piscines de Leça (Siza)\n- 17 voiture de location -> Algarve\n"
            "- 18-25 Lagos, plages, kayak Benagil\n- 26 retour LIS -> YUL")


# --------------------------------------------------------------------------- Resources


def t_datasheet(r, dt, maker, product, props):
    return (f"{maker}\nFICHE TECHNIQUE / TECHNICAL DATA SHEET\n{product}\n\n" + "\n".join(props) +
            f"\n\nNormes : CAN/ULC-S102, ASTM E2178\nRévision {dt.year}-{dt.month:02d}. Remplace toute version antérieure.")


SHEETS = [
    ("ROCKWOOL", "Comfortboard 80 - panneau isolant de laine de roche", ["Densité 128 kg/m³", "RSI 0,74 par 25 mm",
                                                                      "Incombustible (CAN/ULC-S114)"]),
    ("Sika Canada", "Sikaflex-1a - scellant polyuréthane", ["Mouvement de joint ±35 %", "Temps de formation de peau 3 h",
                                                           "Température d'application 4 à 38 °C"]),
    ("Tremco", "ExoAir 230 - membrane pare-air perméable liquide", ["Perméance 720 ng/Pa·s·m²", "Fuite d'air < 0,02 L/s·m² à 75 Pa",
                                                                  "Épaisseur humide 0,5 mm"]),
    ("James Hardie", "HardiePlank - clin de fibrociment", ["Largeur exposée 178 mm", "Classement incendie : incombustible",
                                                           "Garantie 30 ans"]),
    ("Maibec", "Clin de cèdre blanc de l'Est prépeint", ["Épaisseur 11 mm", "Teinture Sico Pro 2 couches", "Garantie 25 ans"]),
    ("Velux", "Lanterneau FCM - fenêtre de toit fixe", ["U 1,5 W/m²K", "Verre trempé feuilleté", "Pente 15° à 60°"]),
    ("Fenplast", "Série 4500 - fenêtre hybride PVC/alu", ["Triple vitrage argon", "U 0,95 W/m²K", "ENERGY STAR zone 3"]),
    ("Nordic Structures", "Nordic X-Lam - panneaux CLT", ["Épinette noire", "Résistance au feu 1 h (5 plis)",
                                                          "Dimensions max 2,4 x 12 m"]),
]


def t_code_excerpt(r, dt, sec, title, body):
    return (f"Code de construction du Québec, Chapitre I - Bâtiment, et Code national du bâtiment - Canada 2015 (modifié)\n"
            f"Extrait - {sec} {title}\n\n{body}\n\n(Extrait pour usage interne - consulter le texte officiel)")


CODE = [
    ("9.8.4", "Dimensions des marches", "Hauteur de contremarche : 125 mm min, 200 mm max (logements).\n"
     "Giron : 255 mm min, 355 mm max. Hauteur libre au-dessus de l'escalier : 1 950 mm."),
    ("9.8.8", "Garde-corps", "Hauteur 900 mm minimum si la dénivellation est de 1 800 mm ou moins, 1 070 mm au-delà.\n"
     "Aucune ouverture ne doit laisser passer une sphère de 100 mm."),
    ("9.10.15", "Façade de rayonnement", "Pourcentage maximal de baies non protégées selon la distance limite : "
     "voir tableau 9.10.15.4.\nÀ 1,2 m : 7 %  À 2 m : 12 %  À 4 m : 37 %."),
    ("3.8", "Conception sans obstacles", "Parcours sans obstacles d'au moins 920 mm de largeur.\n"
     "Salle de toilettes universelle : cercle de giration de 1 500 mm."),
    ("9.36.2.6", "Résistance thermique - Québec (partie 11)", "Toit : RSI 9,00; murs hors sol : RSI 4,31; "
     "fondations : RSI 2,99 (zone < 6 000 degrés-jours)."),
]


def t_fire_sep(r, dt):
    return ("Tableau 9.10.9.16 - Séparations coupe-feu entre logements\nDegré de résistance au feu exigé : 1 h "
            "entre logements et entre un logement et une aire commune.\nPlancher entre logements superposés : "
            "1 h; option : 45 min si le bâtiment est entièrement protégé par gicleurs.\n"
            "Note A-9.10.9.16 : l'insonorisation (ITS 50) s'applique aussi, voir 9.11.")


def t_stairs_notes(r, dt):
    return ("escaliers logements (rappel)\ncontremarche max 200, giron min 255 (intérieur privé)\n"
            "échappée 1950 min, largeur 860 min\nmain courante 865-965 mm, des deux côtés si largeur > 1100\n"
            "garde-corps 900 si chute <= 1800, 1070 sinon, pas d'éléments escaladables 140-900\n"
            "escalier hélicoïdal : giron 150 mini à la ligne de foulée")


def t_article(r, dt):
    return ("Esquisses - Dossier : la maison passive en climat froid\n\nAu Québec, l'écart de température de "
            "conception atteint 55 °C en janvier. Les maisons certifiées Passivhaus y misent sur des murs de "
            "RSI 10 à 12, un triple vitrage et une étanchéité inférieure à 0,6 changement d'air à l'heure à 50 Pa. "
            "Le surcoût, estimé entre 8 et 12 %, est compensé en une quinzaine d'années par l'économie de chauffage.\n"
            "Trois projets montréalais à l'étude : un duplex à Verdun, une maison de ville à Rosemont, un "
            "immeuble de 12 logements dans Hochelaga.")


def t_membrane(r, dt):
    return ("Données techniques\nMembrane autocollante de pare-vapeur et pare-air, feuille de polyéthylène "
            "laminée sur bitume caoutchouté, 1 mm.\nPerméance : < 2,9 ng/Pa·s·m² (pare-vapeur de type I)\n"
            "Température d'application : -5 °C à 40 °C avec apprêt\nRésistance à la traction : 5,5 MPa\n"
            "Utilisation : toits plats, murs de fondation, transitions fenêtre-mur.")


def t_layers(r, dt):
    return ("Norme de calques - Atelier Tremblay (basée sur AIA/CSA)\nA-MUR-EXIST  mur existant  couleur 8\n"
            "A-MUR-NOUV  mur nouveau  couleur 2\nA-MUR-DEMO  démolition  couleur 1, ligne CACHÉE\n"
            "A-PORTE, A-FENE, A-ESCA, A-COTE, A-TEXT, A-HACH\nS-STRU structure (ingénieur), M-MECA, E-ELEC\n"
            "Gabarit de cartouche : Cartouche_AT_2025.dwt (A1 et 11x17)")


RECIPES = {
    "Tourtière du Lac.txt": "Tourtière (recette de grand-maman Tremblay)\n1 kg porc haché, 500 g veau, 2 oignons, "
    "clou de girofle, cannelle, sarriette\n2 abaisses de pâte\nCuire 1 h à 190 °C. Pour 8 personnes.",
    "Pâté chinois.docx": "Pâté chinois\n500 g boeuf haché, 1 oignon\n1 boîte de maïs en crème + 1 boîte de maïs en grains\n"
    "purée : 6 pommes de terre, beurre, lait\n30 min au four à 200 °C, paprika sur le dessus",
    "pastéis de nata.md": "# Pastéis de nata\n\n- pâte feuilletée roulée serrée\n- 500 ml lait, zeste de citron, bâton de cannelle\n"
    "- 6 jaunes d'oeufs, 200 g sucre, 40 g farine\n- four au maximum (260 °C), 12 min",
    "Soupe aux pois.txt": "Soupe aux pois jaunes\n450 g pois jaunes secs trempés la veille\njarret de porc fumé, "
    "1 oignon, 2 carottes, laurier\nmijoter 3 h",
    "Pouding chômeur.pdf": "Pouding chômeur\nPâte : 250 ml farine, 125 ml sucre, 10 ml poudre à pâte, 125 ml lait, 1 oeuf\n"
    "Sirop : 250 ml sirop d'érable, 250 ml eau, 30 ml beurre\nCuire 35 min à 180 °C",
    "Bol poke saumon.txt": "Bol poké saumon\nriz à sushi, saumon cru en cubes, sauce soya, sésame\n"
    "avocat, edamames, concombre, mayo sriracha",
}


def t_recipe_hard(r, dt):
    return ("Fèves au lard à la mijoteuse\n\n450 g de haricots blancs secs, trempés toute la nuit\n"
            "200 g de lard salé en dés\n1 oignon\n125 ml de mélasse, 60 ml de sirop d'érable\n"
            "15 ml de moutarde sèche, sel, poivre\nCouvrir d'eau, cuire 10 h à basse température.")


def t_recipe_pdf(r, dt):
    return ("Ricardo - Cretons maison\nPortions : 2 tasses  Préparation : 20 min  Cuisson : 1 h 30\n\n"
            "Ingrédients : 500 g de porc haché, 1 oignon haché finement, 250 ml de lait, 125 ml de chapelure,\n"
            "1 ml de clou de girofle moulu, 1 ml de cannelle, sel et poivre.\n"
            "Préparation : dans une casserole, mélanger tous les ingrédients et cuire à feu doux en remuant "
            "souvent. Verser dans des ramequins et réfrigérer 4 heures.")


def t_health_hard(r, dt):
    return (f"Laboratoire - Résultats d'analyses\nPatient : TREMBLAY, JULIEN  RAMQ TREJ 8503 1412\n"
            f"Prélèvement : {_d(dt)}  Médecin : Dre Isabelle Gauthier, GMF du Plateau\n\n"
            "Cholestérol total 5,4 mmol/L  LDL 3,3 (H)  HDL 1,2  Triglycérides 1,6\n"
            "Glycémie à jeun 5,1 mmol/L  TSH 2,1 mUI/L\nCommentaire : contrôle du bilan lipidique dans 12 mois.")


def t_employment(r, dt):
    return ("Lemieux Fortin Architectes - CONTRAT D'EMPLOI\nEmployé : Julien Tremblay, stagiaire en architecture\n"
            "Entrée en fonction : 11 avril 2011\nSalaire annuel : 46 000 $\nHoraire : 40 h par semaine\n"
            "Avantages : assurance collective, REER collectif avec contribution de l'employeur de 3 %")


def t_portfolio(r, dt):
    return ("Julien Tremblay - Portfolio 2011-2019 (Lemieux Fortin Architectes)\n"
            "1. École primaire de Saint-Jérôme (2016-2019) - chargé de projet\n"
            "2. Coop d'habitation Les Ateliers, 48 logements (2014-2016)\n"
            "3. CPE La Courte Échelle (2013)\n4. Concours bibliothèque de Pointe-aux-Trembles (2012, mention)")


def _w(f, *a):
    return lambda r, dt: f(r, dt, *a)


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
        dt = (NOW - timedelta(days=age)).replace(tzinfo=None)
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
            return _jpeg(r, dt if content == "exif" else None)
        if ext == "png":
            return _png(r)
        if ext == "heic":
            return _blob(r, HEIC_HEAD, 900)
        return content.encode("utf-8")

    def add(rel: str, bucket: str, topic: str, age: float, content, hard: bool = False) -> None:
        assert all(i.rel.lower() != rel.lower() for i in items), rel
        write(rel, encode(rel, content, age), age)
        items.append(Item(rel, bucket, topic, hard))

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        add(rel, bucket, topic, age, "exif" if rel.lower().endswith((".jpg", ".jpeg")) else "")

    def photos(folder: str, bucket: str, topic: str, age: float, n: int, start: int = 0, pat: str = "IMG_{d}_{t}.jpg",
               spread: float = 0.3) -> None:
        for i in range(n):
            a = age - i * spread
            dt = NOW - timedelta(days=a)
            name = pat.format(d=dt.strftime("%Y%m%d"), t=f"{r.randint(7, 19):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}",
                              n=start + i)
            add(f"{folder}/{name}", bucket, topic, a, "exif")

    dl_n = iter(range(1, 60))
    sc_n = iter(range(42, 200))

    def dl() -> str:
        return f"Downloads/document ({next(dl_n)}).pdf"

    def scan() -> str:
        return f"Scans/scan{next(sc_n):04d}.pdf"

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    DWG = b"AC1032\x00\x00\x00\x00\x00\x06\x00"
    SKP = b"\xff\xfe\xff\x0eS\x00k\x00e\x00t\x00c\x00h\x00U\x00p\x00 \x00M\x00o\x00d\x00e\x00l\x00"
    EXE = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00"

    # ------------------------------------------------------------ Studio (Areas)
    S = "Studio"
    at = "Documents/Atelier Tremblay"
    inv_clients = [("Isabelle Nguyen et Marc-André Pelletier", "Rénovation triplex, 6244-6248 1re Avenue"),
                   ("Geneviève et Olivier Dubé", "Agrandissement chalet, chemin du Lac-Paquin, Val-David"),
                   ("Café Mésange inc.", "Aménagement intérieur, 4520 rue Wellington, Verdun"),
                   ("Syndicat de copropriété Le Rachel", "Expertise de la façade, 1180 rue Rachel Est")]
    phases = ["esquisse", "plans pour permis", "plans et devis pour construction", "appel d'offres", "surveillance",
              "acompte à la signature", "relevé de l'existant"]
    for k, (age, ci) in enumerate(((382, 2), (351, 3), (318, 2), (288, 2), (246, 3), (203, 0), (151, 2), (122, 0),
                                   (96, 1), (63, 0), (33, 1), (6, 0))):
        dt = NOW - timedelta(days=age)
        add(f"{at}/Factures/{dt.year}/Facture {dt.year}-{k + 11:03d}.pdf", A, S, age,
            _w(t_invoice, *inv_clients[ci], r.choice(phases)))
    add(f"{at}/Comptabilité/comptes clients 2026.csv", A, S, 4, t_receivables_csv)
    add(f"{at}/Comptabilité/feuilles de temps avril-mai 2026.csv", A, S, 2, t_timesheet)
    for y, q, age in ((2025, 1, 400), (2025, 2, 305), (2025, 3, 214), (2025, 4, 122), (2026, 1, 32)):
        add(f"{at}/TPS-TVQ/TPS-TVQ {y}-T{q}.pdf", A, S, age, t_gst)
    for age in (78, 47, 17, 2):
        dt = NOW - timedelta(days=age)
        add(f"{at}/Paie/Talon paie Camille {_d(dt)}.pdf", A, S, age, t_paystub)
    add(f"{at}/Paie/DAS mars 2026.pdf", A, S, 62, t_das)
    add(f"{at}/Paie/DAS avril 2026.pdf", A, S, 31, t_das)
    add(f"{at}/Bail/Bail commercial 4521 St-Denis (signé).pdf", A, S, 1130, t_lease)
    add(f"{at}/Assurances/Dion - renouvellement 2025.pdf", A, S, 372, t_studio_ins)
    add(f"{at}/Assurances/Fonds des architectes - avis de prime 2026.pdf", A, S, 71, t_farpoaq)
    add(f"{at}/OAQ/Avis cotisation OAQ 2026-2027.pdf", A, S, 76, t_oaq_dues)
    add(f"{at}/OAQ/Formation continue/registre 2024-2026.csv", A, S, 64, t_ce_log)
    add(f"{at}/OAQ/Formation continue/Colloque enveloppe - notes.docx", A, S, 430, t_ce_notes)
    add("OneDrive - Atelier Tremblay/Administration/Facture 2026-041.pdf", A, S, 12,
        _w(t_invoice, *inv_clients[1], "esquisse"))
    add("OneDrive - Atelier Tremblay/Administration/Liste factures impayées.xlsx", A, S, 9, t_receivables_csv)
    # hard
    add(dl(), A, S, 30, t_gst_paid, True)
    add(scan(), A, S, 368, t_studio_ins, True)
    add("Desktop/sans titre.txt", A, S, 5, t_studio_todo, True)
    add("Documents/divers/notes.docx", A, S, 200, t_ce_notes, True)
    add(dl(), A, S, 58, t_lease_amend, True)
    add("Downloads/télécharger.pdf", A, S, 75, _w(t_oaq_dues, "Reçu"), True)
    add(scan(), A, S, 140, t_paystub, True)
    add("Nouveau dossier/Doc1.docx", A, S, 160, t_yearend, True)
    add("Downloads/export.csv", A, S, 3, t_bank_studio_csv, True)
    add("Downloads/rapport.csv", A, S, 44, t_receivables_csv, True)

    # ------------------------------------------------------------ Finance (Areas)
    F = "Finance"
    pf = "Documents/Perso"
    for y in (2023, 2024):
        base = (NOW - datetime(y + 1, 5, 20, tzinfo=NOW.tzinfo)).days
        add(f"{pf}/Impôts/{y}/Avis de cotisation RQ {y}.pdf", A, F, base, _w(t_rq_assess, y))
        add(f"{pf}/Impôts/{y}/Notice of Assessment {y}.pdf", A, F, base - 6, _w(t_cra_assess, y))
        add(f"{pf}/Impôts/{y}/T4-RL1 {y}.pdf", A, F, base + 100, _w(t_slips, y))
        add(f"{pf}/Impôts/{y}/à rassembler {y}.txt", A, F, base + 90, _w(t_tax_notes, y))
    add(f"{pf}/Impôts/2025/T4-RL1 2025.pdf", A, F, 121, _w(t_slips, 2025))
    add(f"{pf}/Impôts/2025/à rassembler 2025.txt", A, F, 110, _w(t_tax_notes, 2025))
    add(f"{pf}/Impôts/2025/Avis de cotisation RQ 2025.pdf", A, F, 29, _w(t_rq_assess, 2025))
    add(f"{pf}/Impôts/2025/Reçu REER février 2026.pdf", A, F, 95, t_rrsp)
    for age in (87, 57, 26):
        dt = NOW - timedelta(days=age)
        add(f"{pf}/Banque/Relevé Desjardins {dt.year}-{dt.month:02d}.pdf", A, F, age, t_bank_stmt)
    add(f"{pf}/Banque/Visa 2026-04.csv", A, F, 35, t_visa_csv)
    add(f"{pf}/Placements/CELI relevé 2025-12.pdf", A, F, 150, t_tfsa)
    add(f"{pf}/Placements/REER reçu 2025.pdf", A, F, 440, t_rrsp)
    add(f"{pf}/Budget 2026.xlsx", A, F, 148, t_budget)
    add("Sauvegarde ancien portable 2020/Documents/Impôts/Avis de cotisation RQ 2018.pdf", A, F, 2560, _w(t_rq_assess, 2018))
    add("Sauvegarde ancien portable 2020/Documents/Impôts/Notice of Assessment 2018.pdf", A, F, 2555, _w(t_cra_assess, 2018))
    # hard
    add("Downloads/document.pdf", A, F, 380, _w(t_rq_assess, 2024), True)
    add(scan(), A, F, 118, _w(t_slips, 2025), True)
    add(dl(), A, F, 96, t_rrsp, True)
    add("Desktop/calcul.xlsx", A, F, 150, t_budget, True)
    add("Documents/divers/lettre.docx", A, F, 27, t_instalments, True)
    add("Downloads/file.pdf", A, F, 148, t_tfsa, True)
    add("Downloads/export (1).csv", A, F, 64, t_visa_csv, True)
    add(scan(), A, F, 24, _w(t_cra_assess, 2025), True)
    add("Downloads/message (2).eml", A, F, 52, t_accountant_mail, True)

    # ------------------------------------------------------------ Home (Areas)
    H = "Home"
    cd = "Documents/Condo"
    add(f"{cd}/Syndicat/PV AGA 2025.pdf", A, H, 400, t_agm_minutes)
    add(f"{cd}/Syndicat/PV assemblée extraordinaire 2026-02-18.pdf", A, H, 100, t_agm_minutes)
    add(f"{cd}/Syndicat/Cotisation spéciale 2026 - avis.pdf", A, H, 97, t_special_assessment)
    add(f"{cd}/Syndicat/Soumission Maçonnerie Duroc.pdf", A, H, 118,
        "Maçonnerie Duroc inc. - RBQ 8301-4412-07\nSoumission : 4710-4716 rue Fabre\nRéfection de la maçonnerie "
        "de façade (rejointoiement, remplacement de 320 briques, linteaux d'acier)\nRemplacement des balcons "
        "arrière (6) et des escaliers\nTotal taxes incluses : 96 000,00 $")
    for age in (122, 61, 3):
        dt = NOW - timedelta(days=age)
        add(f"{cd}/Hydro/Hydro-Québec {dt.year}-{dt.month:02d}.pdf", A, H, age, t_hydro)
    add(f"{cd}/Taxes/Taxes municipales 2026.pdf", A, H, 120, t_munic_tax)
    add(f"{cd}/Taxes/Taxe scolaire 2025-2026.pdf", A, H, 300, t_school_tax)
    add(f"{cd}/Réparations/Soumission plombier.pdf", A, H, 14, t_renos_quote)
    add(f"{cd}/Assurance/Attestation assurance 2025.pdf", A, H, 370, t_home_ins)
    add(f"{cd}/Achat 2017/Acte de vente - 4712 Fabre app 3.pdf", A, H, 3280,
        "Me Louise Tardif, notaire\nACTE DE VENTE\nLe 30 juin 2017\nVendeur : Immeubles Fabre-Gilford inc.\n"
        "Acheteur : Julien Tremblay\nImmeuble : fraction 3 de la copropriété divise du 4710-4716 rue Fabre, "
        "lot 6 001 233 et quote-part de 16,8 % des parties communes\nPrix : 418 000 $")
    # hard
    add(scan(), A, H, 96, t_special_assessment, True)
    add(dl(), A, H, 64, t_hydro, True)
    add("Desktop/à faire.txt", A, H, 8, t_home_todo, True)
    add("Documents/divers/PV.docx", A, H, 101, t_agm_minutes, True)
    add("Downloads/avis.pdf", A, H, 121, t_munic_tax, True)
    add("Nouveau dossier/Sans titre.xlsx", A, H, 90, t_condo_fees, True)
    add("Downloads/attestation.pdf", A, H, 6, t_home_ins, True)

    # ------------------------------------------------------------ Children, Health (Areas)
    C = "Children"
    ef = "Documents/Enfants"
    add(f"{ef}/École Léa/Bulletin étape 1.pdf", A, C, 180, t_report_card)
    add(f"{ef}/École Félix/Lettre épreuves fin d'année.pdf", A, C, 10, t_school_letter)
    add(f"{ef}/Hockey/Inscription Félix 2025-2026.pdf", A, C, 300, t_hockey_reg)
    add(f"{ef}/Hockey/Inscription Léa 2025-2026.pdf", A, C, 298, _w(t_hockey_reg, "Léa", "U13 féminin"))
    add(f"{ef}/Hockey/Horaire saison 2025-2026.csv", A, C, 230, t_hockey_sched)
    add(f"{ef}/Hockey/Tournoi Sherbrooke U11.pdf", A, C, 165, t_tournament)
    add(f"{ef}/Garde/Calendrier garde 2026.xlsx", A, C, 152, t_custody_cal)
    add(f"{ef}/Garde/Entente garde partagée 2021.pdf", A, C, 1790,
        "ENTENTE SUR LA GARDE DES ENFANTS ET LA PENSION ALIMENTAIRE\nParties : Sophie Lachapelle et Julien Tremblay\n"
        "Enfants : Léa Tremblay (née en 2012) et Félix Tremblay (né en 2015)\nGarde partagée une semaine sur deux, "
        "échange le vendredi à la sortie de l'école\nFrais particuliers (hockey, camps, lunettes) partagés 50/50\n"
        "Médiatrice : Me Chantal Robitaille, médiatrice familiale accréditée")
    add(dl(), A, C, 100, t_report_card, True)
    add("Downloads/formulaire.pdf", A, C, 25, _w(t_hockey_reg, "Léa", "U13 féminin"), True)
    add("Desktop/calendrier.xlsx", A, C, 150, t_custody_cal, True)
    add(scan(), A, C, 20, t_school_trip, True)
    add("Downloads/info (1).pdf", A, C, 170, t_tournament, True)
    add("Documents/divers/brouillon.docx", A, C, 12, t_mail_sophie, True)
    add("Downloads/print.pdf", A, C, 40, t_camp_receipt, True)
    add(f"{pf}/Santé/Reçu dentiste 2026.pdf", A, "Health", 60, t_dentist)
    add(f"{pf}/Santé/Physio/physio 2026-03-04.pdf", A, "Health", 89, t_physio)
    add(f"{pf}/Santé/Physio/physio 2026-03-18.pdf", A, "Health", 75, t_physio)
    add(scan(), A, "Health", 50, t_physio, True)
    add(dl(), A, "Health", 90, t_health_hard, True)

    # ------------------------------------------------------------ Rosemont triplex (Projects)
    T = "Rosemont Triplex"
    tp = "Documents/Projets/2025-10 Triplex 1re Avenue Rosemont"
    pj = f"Rénovation triplex - {TRIPLEX}"
    add(f"{tp}/01 Contrat/Contrat services Nguyen-Pelletier signé.pdf", P, T, 232, t_contract_triplex)
    add(f"{tp}/02 Relevé/Relevé existant notes.txt", P, T, 205, t_survey_notes)
    add(f"{tp}/02 Relevé/Plans anciens 1953 (clients).pdf", P, T, 190,
        "Ville de Montréal - Service de l'inspection des bâtiments\nPermis de construction no 4471 - 1953\n"
        "Triplex, 1re Avenue, quartier Rosemont\nPropriétaire : J.-B. Gagnon, entrepreneur-menuisier\n"
        "Murs de brique, toit plat, escalier extérieur en fer")
    photos(f"{tp}/02 Relevé/Photos", P, T, 206, 8)
    sheets = [("A-001", "Page titre et liste des dessins"), ("A-101", "Plan du rez-de-chaussée (6244)"),
              ("A-102", "Plan du 2e étage (6246)"), ("A-103", "Plan du 3e étage (6248)"),
              ("A-201", "Élévations avant et arrière"), ("A-301", "Coupes"), ("A-401", "Détails d'escalier et de balcons")]
    for i, (sh, ti) in enumerate(sheets):
        add(f"{tp}/03 Dessins/{sh} {ti}.pdf", P, T, 21 + 7 * i, _w(t_drawing, pj, sh, ti, "soumission"))
    add(f"{tp}/03 Dessins/Archives/A-102 Plan 2e rev A.pdf", P, T, 112, _w(t_drawing, pj, "A-102", "Plan du 2e étage", "coordination"))
    add(f"{tp}/03 Dessins/Archives/A-102 Plan 2e rev B.pdf", P, T, 76, _w(t_drawing, pj, "A-102", "Plan du 2e étage", "permis"))
    add(f"{tp}/03 Dessins/CAO/TRIPLEX_1reAve_A-100.dwg", P, T, 4, _blob(r, DWG, 3000))
    add(f"{tp}/03 Dessins/CAO/TRIPLEX_1reAve_existant.dwg", P, T, 198, _blob(r, DWG, 3000))
    add(f"{tp}/03 Dessins/CAO/Triplex_modele_3D_v4.skp", P, T, 66, _blob(r, SKP, 2500))
    add(f"{tp}/04 Permis/Demande de permis - formulaire.pdf", P, T, 73, t_permit_app)
    add(f"{tp}/04 Permis/Lettre PIIA façade v2.docx", P, T, 60, t_piia_letter)
    add(f"{tp}/04 Permis/Lettre ingénieur mur porteur.pdf", P, T, 29, t_engineer_letter)
    add(f"{tp}/04 Permis/Réponse arrondissement 2026-04-28.pdf", P, T, 34, t_borough_letter)
    add(f"{tp}/05 Soumissions/Soumission Construction Bérubé.pdf", P, T, 9,
        _w(t_bid, "Construction Bérubé inc.", "5631-2209-01"))
    add(f"{tp}/05 Soumissions/Soumission Rénovations Lachance.pdf", P, T, 11,
        _w(t_bid, "Rénovations Lachance et fils", "2874-5521-44"))
    add(f"{tp}/05 Soumissions/Tableau comparatif soumissions.xlsx", P, T, 3, t_bid_compare)
    add(f"{tp}/05 Soumissions/Devis descriptif rev B.docx", P, T, 45, t_devis)
    add(f"{tp}/05 Soumissions/Devis descriptif rev A.docx", P, T, 88, t_devis)
    photos(f"{tp}/06 Photos chantier/2026-05-14 ouvertures exploratoires", P, T, 18, 6, spread=0.01)
    add(f"{tp}/Budget triplex.xlsx", P, T, 6, t_triplex_budget)
    add(f"{tp}/Clé USB clients/photos avant achat 2024.jpg", P, T, 560, "exif")
    dot(f"{tp}/Clé USB clients/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 400), 560)
    add(f"{tp}/05 Soumissions/~$vis descriptif rev B.docx", L, "System", 1, b"\x0bJulien T.\x00" + bytes(150))
    dot(f"{tp}/05 Soumissions/.~lock.Tableau comparatif soumissions.xlsx#", b"Camille Ouellet,CO-PC,C:/Users/camille;\n", 1)
    add("Downloads/Soumission.pdf", P, T, 5, _w(t_bid, "Groupe Brique-Nord", "8102-3377-15"), True)
    add(scan(), P, T, 230, t_contract_triplex, True)
    add("Documents/divers/compte rendu.docx", P, T, 40, t_meeting_triplex, True)
    add("Downloads/Classeur1.xlsx", P, T, 2, t_bid_compare, True)
    add("Downloads/RE_ question.eml", P, T, 16, t_client_mail_triplex, True)
    add("Nouveau dossier/Document sans titre.docx", P, T, 62, t_piia_letter, True)
    add("Desktop/notes.txt", P, T, 204, t_survey_notes, True)
    add(dl(), P, T, 33, t_borough_letter, True)

    # ------------------------------------------------------------ Val-David cottage (Projects)
    V = "Laurentians Cottage"
    vp = "Documents/Projets/2026-02 Chalet Dubé Val-David"
    pv = f"Agrandissement chalet Dubé - {CHALET}"
    add(f"{vp}/Offre de services Dubé signée.pdf", P, V, 110, t_offer_cottage)
    add(f"{vp}/Esquisse/esquisse notes.md", P, V, 40, t_sketch_notes)
    add(f"{vp}/Esquisse/Option 1.pdf", P, V, 46, _w(t_drawing, pv, "SK-01", "Esquisse option 1", "discussion"))
    add(f"{vp}/Esquisse/Option 2.pdf", P, V, 45, _w(t_drawing, pv, "SK-02", "Esquisse option 2", "discussion"))
    add(f"{vp}/Esquisse/Option 2 rev1.pdf", P, V, 19, _w(t_drawing, pv, "SK-02", "Esquisse option 2 révisée", "discussion"))
    add(f"{vp}/Esquisse/Chalet_Dube_esquisse_v2.skp", P, V, 30, _blob(r, SKP, 2500))
    add(f"{vp}/Chalet_Dube_existant.dwg", P, V, 92, _blob(r, DWG, 2500))
    add(f"{vp}/Municipalité/Zonage Val-David - extrait zone RU-14.pdf", P, V, 95,
        "Municipalité du Village de Val-David - Règlement de zonage 601\nGrille des usages et normes - zone RU-14\n"
        "Usage : habitation unifamiliale isolée, villégiature\nMarge avant 10 m, latérales 5 m, arrière 10 m\n"
        "Coefficient d'emprise au sol max 10 %\nRive : 15 m (pente > 30 %)\nPIIA : secteur des lacs")
    add(f"{vp}/Estimation classe D v1.xlsx", P, V, 20, t_cottage_estimate)
    photos(f"{vp}/Photos visite 2026-02-21", P, V, 99, 6, spread=0.01)
    add(f"{vp}/Photos clients/chalet hiver 2021.jpg", P, V, 1580, "exif")
    add(f"{vp}/Photos clients/vue du lac.heic", P, V, 1200, "")
    add(scan(), P, V, 105, t_cert_location, True)
    add("Desktop/Nouveau document texte (2).txt", P, V, 108, t_cottage_program, True)
    add(dl(), P, V, 70, t_zoning_letter, True)
    add("Downloads/rapport.pdf", P, V, 22, t_septic, True)
    add("Documents/divers/estimation.xlsx", P, V, 24, t_cottage_estimate, True)
    add("Downloads/Re_ suite à notre rencontre.eml", P, V, 38, t_cottage_mail, True)

    # ------------------------------------------------------------ Competition (Projects)
    K = "Competition"
    kp = "Documents/Concours 2026 - Pavillon parc des Rapides"
    add(f"{kp}/Règlement du concours.pdf", P, K, 90, t_rules)
    add(f"{kp}/Addenda 1.pdf", P, K, 56, lambda r, dt: t_addenda(r, dt).replace("No 2", "No 1"))
    add(f"{kp}/Équipe/Entente collaboration Studio Parcelle v2.docx", P, K, 61, t_team)
    add(f"{kp}/Concept/Texte planche 1 v3.docx", P, K, 6, t_board_text)
    add(f"{kp}/Concept/Échéancier remise.md", P, K, 25,
        "# Échéancier - concours pavillon\n\n- 12 juin : dernières questions\n- 19 juin : plans et coupe figés\n"
        "- 30 juin : rendus finaux (Enscape)\n- 6 juillet : impression A0 chez Pixel Plus\n- 9 juillet 13 h : remise")
    for i, age in enumerate((52, 44, 37, 31)):
        add(f"{kp}/Concept/Croquis/croquis_{i + 1:02d}.jpg", P, K, age, "exif")
    add(f"{kp}/Planches/Planche 1 - brouillon.pdf", P, K, 8, t_board_text)
    add(f"{kp}/Planches/Planche 2 - brouillon.pdf", P, K, 4,
        _w(t_drawing, "K7R2VX - Pavillon riverain", "P2", "Coupe longitudinale et détails", "concours"))
    for n, age in (("vue_riviere_v3.png", 3), ("vue_entree_v2.png", 9), ("vue_nuit.png", 15)):
        add(f"{kp}/Rendus/{n}", P, K, age, "")
    add(f"{kp}/CAO/Pavillon_Rapides_site.dwg", P, K, 40, _blob(r, DWG, 2500))
    add(f"{kp}/CAO/Pavillon_Rapides_v5.skp", P, K, 2, _blob(r, SKP, 2500))
    fg = f"{kp}/facade-gen"
    for rel, body, age in (("pyproject.toml", PYPROJECT, 38), ("README.md", README, 12),
                           ("src/facadegen/__init__.py", '__version__ = "0.3.0"\n', 38),
                           ("src/facadegen/panels.py", PANELS_PY, 7), ("src/facadegen/export.py", EXPORT_PY, 10),
                           ("tests/test_panels.py", TEST_PY, 7)):
        add(f"{fg}/{rel}", P, K, age, body)
    add(f"{fg}/data/ensoleillement.csv", P, K, 14, t_sun_csv)
    dot(f"{fg}/.gitignore", b"__pycache__/\n*.egg-info/\nout/*.dxf\n.venv/\n", 38)
    add(dl(), P, K, 20, t_addenda, True)
    add("Desktop/idées.txt", P, K, 33, t_ideas, True)
    add("Downloads/confirmation.pdf", P, K, 80, t_registration, True)
    add("Documents/divers/equipe.docx", P, K, 66, t_team, True)

    # ------------------------------------------------------------ Archive: café, Lavoie, career, travel
    M = "Cafe Mesange"
    mp = "Documents/Projets/2024-10 Café Mésange Verdun"
    pm = "Aménagement intérieur - Café Mésange, 4520 rue Wellington, Verdun"
    for sh, ti in (("A-101", "Plan d'aménagement"), ("A-201", "Élévations du comptoir"), ("A-501", "Détails d'ébénisterie")):
        add(f"{mp}/Plans émis pour construction rév 3/{sh} {ti}.pdf", X, M, 420, _w(t_drawing, pm, sh, ti, "construction"))
    add(f"{mp}/Cafe_Mesange_IFC.dwg", X, M, 418, _blob(r, DWG, 2500))
    add(f"{mp}/Permis Verdun.pdf", X, M, 450,
        "Arrondissement de Verdun - Permis de transformation 3003011845\nAdresse : 4520, rue Wellington\n"
        "Travaux : aménagement d'un café (usage C.2), comptoir, toilettes universelles, hotte\nValeur : 185 000 $")
    photos(f"{mp}/Photos finales", X, M, 272, 6, spread=0.01)
    add(scan(), X, M, 240, t_cafe_completion, True)
    add(dl(), X, M, 430, t_cafe_counter, True)
    add("Documents/divers/liste.docx", X, M, 250, t_cafe_punch, True)
    add("Downloads/RE_ RE_ garantie.eml", X, M, 18, t_cafe_warranty, True)
    W = "Lavoie House"
    wp = "Documents/Projets/2022-03 Maison Lavoie Villeray"
    pw = "Agrandissement arrière - Maison Lavoie, 7915 rue De Gaspé, Villeray"
    for sh, ti in (("A-101", "Plans existant et proposé"), ("A-201", "Élévations"), ("A-301", "Coupe et terrasse")):
        add(f"{wp}/Plans finaux/{sh} {ti}.pdf", X, W, 1300, _w(t_drawing, pw, sh, ti, "construction"))
    add(f"{wp}/Lavoie_agrandissement.dwg", X, W, 1250, _blob(r, DWG, 2500))
    photos(f"{wp}/Photos fin des travaux", X, W, 985, 4, spread=0.01)
    add(scan(), X, W, 980, t_lavoie_cert, True)
    add("Downloads/lettre (1).docx", X, W, 35, t_lavoie_sale, True)
    add("Documents/divers/bilan.xlsx", X, W, 950, t_lavoie_fees, True)
    G = "Career"
    bk = "Sauvegarde ancien portable 2020"
    add(f"{bk}/Documents/LF/Contrat emploi 2011.pdf", X, G, 5530, t_employment)
    add(f"{bk}/Documents/LF/Portfolio LF 2011-2019.pdf", X, G, 2320, t_portfolio)
    add(f"{bk}/Documents/LF/Ecole St-Jerome/SJ_A-101_plans.dwg", X, G, 2450, _blob(r, DWG, 2500))
    add(f"{bk}/Documents/LF/Ecole St-Jerome/SJ_A-501_details.dwg", X, G, 2440, _blob(r, DWG, 2500))
    add(f"{bk}/Documents/LF/Lettre de démission.docx", X, G, 2340,
        "Montréal, le 10 janvier 2020\n\nMadame Hélène Fortin, associée principale\nLemieux Fortin Architectes\n\n"
        "Objet : Démission\n\nJe vous informe de ma démission, effective le 21 février 2020, afin de fonder "
        "mon propre bureau. Je m'assurerai du transfert du dossier de l'école de Saint-Jérôme.\nJulien Tremblay")
    add(f"{bk}/Documents/document1.docx", X, G, 2290, t_ref_letter, True)
    add(scan(), X, G, 2270, t_roe, True)
    add(f"{bk}/Bureau/notes.txt", X, G, 2300, t_leaving_notes, True)
    add(f"{bk}/Téléchargements/document (7).pdf", X, G, 2295, t_group_ins_end, True)
    Y = "Travel"
    yp = "Documents/Voyages/Portugal 2025"
    add(f"{yp}/Itinéraire.md", X, Y, 480, t_itinerary)
    add(f"{yp}/Vols Air Transat - confirmation.pdf", X, Y, 470,
        "Air Transat - Confirmation de réservation TSX4R7\nTS 231 Montréal (YUL) -> Lisbonne (LIS) 7 juillet 2025 19:40\n"
        "TS 232 Lisbonne -> Montréal 26 juillet 2025 12:15\nPassagers : Julien, Léa, Félix Tremblay\nTotal : 3 894,21 $")
    add(f"{yp}/Budget voyage.xlsx", X, Y, 460,
        "Poste;Budget;Réel\nVols;3900;3894\nLisbonne Airbnb;1650;1611\nPorto hôtel;900;948\nAlgarve;1700;1755\n"
        "Voiture;620;655\nRepas;2200;2480\nActivités;600;540")
    add(f"{yp}/Location voiture Lagos.pdf", X, Y, 350,
        "Guerin Rent a Car - Porto Campanhã\nContrat 88412 - 17/07/2025 au 26/07/2025\nRenault Clio - retour Lisboa aeroporto\nTotal : 455,00 EUR")
    photos("Pictures/2025/Portugal 2025", X, Y, 327, 9, spread=2.0)
    add(dl(), X, Y, 470, t_airbnb, True)
    add("Downloads/Download.pdf", X, Y, 330, t_train, True)
    add("Desktop/liste.txt", X, Y, 329, t_packing, True)
    add(scan(), X, Y, 290, t_luggage, True)

    # ------------------------------------------------------------ Resources
    Ar = "Architecture"
    rf = "Documents/Références"
    for sec, ti, body in CODE:
        add(f"{rf}/Code/CNB-CCQ {sec} {ti}.pdf", R, Ar, r.uniform(200, 900), _w(t_code_excerpt, sec, ti, body))
    add(f"{rf}/Code/Tableau 9.10.9.16 séparations coupe-feu.pdf", R, Ar, 640, t_fire_sep)
    for maker, prod, props in SHEETS:
        add(f"{rf}/Fiches techniques/{maker} - {prod.split(' - ')[0]}.pdf", R, Ar, r.uniform(30, 1100),
            _w(t_datasheet, maker, prod, props))
    add(f"{rf}/Gabarits CAO/Cartouche_AT_2025.dwt", R, Ar, 500, _blob(r, DWG, 2000))
    add(f"{rf}/Gabarits CAO/Gabarit_11x17.dwt", R, Ar, 1500, _blob(r, DWG, 2000))
    add(f"{rf}/Gabarits CAO/Norme calques.txt", R, Ar, 510, t_layers)
    for t, a in (("Building Construction Illustrated", "Francis D.K. Ching"), ("A Pattern Language", "Christopher Alexander"),
                 ("The Eyes of the Skin", "Juhani Pallasmaa"), ("Penser l'architecture", "Peter Zumthor"),
                 ("Experiencing Architecture", "Steen Eiler Rasmussen")):
        add(f"{rf}/Livres/{a.split()[-1]} - {t}.epub", R, Ar, r.uniform(300, 2000),
            _epub(t, a, "fr" if "Penser" in t else "en", f"{t}. Chapter one."))
    photos("Pictures/Échantillons", R, Ar, 140, 6, spread=20)
    add(dl(), R, Ar, 260, t_membrane, True)
    add("Downloads/telechargement (1).pdf", R, Ar, 610, t_fire_sep, True)
    add("Desktop/copie.txt", R, Ar, 180, t_stairs_notes, True)
    add(scan(), R, Ar, 520, t_article, True)
    for t, a in (("La grosse femme d'à côté est enceinte", "Michel Tremblay"), ("Ru", "Kim Thúy"),
                 ("Still Life", "Louise Penny"), ("Le Petit Prince", "Antoine de Saint-Exupéry")):
        add(f"Documents/Livres/{a} - {t}.epub", R, "Books", r.uniform(100, 1500),
            _epub(t, a, "en" if t == "Still Life" else "fr", f"{t}. Chapitre premier."))
    for n, body in RECIPES.items():
        add(f"Documents/Recettes/{n}", R, "Cooking", r.uniform(60, 1800), body)
    add("Desktop/Nouveau document texte (3).txt", R, "Cooking", 160, t_recipe_hard, True)
    add(dl(), R, "Cooking", 210, t_recipe_pdf, True)
    for ar, al, songs in (("Harmonium", "L'Heptade", ("Comme un fou", "Lumières de vie")),
                          ("Les Cowboys Fringants", "Break syndical", ("Les étoiles filantes", "Toune d'automne")),
                          ("Karkwa", "Les chemins de verre", ("Le vrai bonheur",)),
                          ("Half Moon Run", "Dark Eyes", ("Full Circle", "Call Me in the Afternoon")),
                          ("Klô Pelgag", "Notre-Dame-des-Sept-Douleurs", ("Rémora",)),
                          ("Amália Rodrigues", "Com que voz", ("Com que voz", "Estranha forma de vida"))):
        for i, s in enumerate(songs):
            add(f"Music/{ar}/{al}/{i + 1:02d} {s}.mp3", R, "Music", r.uniform(200, 2500), _id3(r, s, ar, al))
    for s, ar in (("Charlotte Cardin - Meaningless", "Charlotte Cardin"), ("Arcade Fire - Wake Up", "Arcade Fire")):
        add(f"{bk}/Musique/{s}.mp3", R, "Music", 2400, _id3(r, s.split(" - ")[1], ar, "Singles"))
    for n, age in (("AutoCAD_LT_2026_French_Win_64bit_dlm.exe", 60), ("SketchUp-2025-0-fr-x64.exe", 210),
                   ("Enscape-4.6.0.msi", 95), ("vlc-3.0.21-win64.exe", 400), ("Revu21_Setup.exe", 300)):
        add(f"Downloads/{n}", R, "Software", age, _blob(r, EXE, 2500))
    Ph = "Photos"
    photos("Pictures/Camera Roll", R, Ph, 80, 8, spread=9)
    photos("Pictures/2024", R, Ph, 680, 5, spread=35)
    photos(f"{bk}/Images", R, Ph, 2500, 4, spread=60)
    for age in (3, 27, 66, 140, 230):
        dt = NOW - timedelta(days=age)
        add(f"Pictures/Screenshots/Capture d'écran {_d(dt)} {r.randint(80000, 215959):06d}.png", R, Ph, age, "")
    add("Pictures/Camera Roll/20260418_141522.heic", R, Ph, 44, "")
    add("Pictures/Camera Roll/20260502_093301.heic", R, Ph, 30, "")

    # ------------------------------------------------------------ Left (System)
    for rel, data, age in (("Downloads/Soumission_Berube_rev2.pdf.crdownload", b"%PDF-1.4\n" + bytes(400), 1),
                           ("Downloads/AutoCAD_LT_2026_French.exe.part", _blob(r, EXE, 800), 61),
                           (f"{pf}/~$dget 2026.xlsx", b"\x0bJulien T.\x00" + bytes(150), 148),
                           ("Desktop/desktop.ini", b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n", 900),
                           ("Documents/desktop.ini", b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n", 900),
                           ("Music/desktop.ini", b"[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21790\r\n", 900),
                           ("Pictures/Camera Roll/Thumbs.db", _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600), 30)):
        add(rel, L, "System", age, data)
    return items


if __name__ == "__main__":
    import collections
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        its = build(Path(tmp))
        missing = [i.rel for i in its if not (Path(tmp) / i.rel).is_file()]
        print("files:", len(its), "unique:", len({i.rel for i in its}), "missing:", len(missing))
        print("buckets:", dict(collections.Counter(i.bucket for i in its)))
        print("topics:", dict(collections.Counter(f"{i.bucket}/{i.topic}" for i in its)))
        print("hard:", sum(i.hard for i in its), f"({sum(i.hard for i in its) / len(its):.0%})")
        assert {i.bucket for i in its} <= {"Projects", "Areas", "Resources", "Archive", "Left"}
