"""A hundred-and-twenty-eighth unseen labelled corpus: the Delmas couple's shared family PC, ``build(root, seed)``, written blind.

Read, and nothing else: ``/tmp/brief/corpus_rules.txt``; ``unseen.py`` lines 1-220 and 1296-1360; ``corpus.py``
lines 1-30, ``_pdf`` and ``_jpeg``; ``blind.py`` lines 74-107 and ``_png``; the file names in
``benchmarks/placement/``. Slip, recorded honestly: printing ``corpus.py`` lines 169-230 to reach ``_pdf`` and
``_jpeg`` also showed the first ~28 lines of its ``build()`` (loose named files and IMG_ photos written into a
Downloads folder). Not used.

The person(s): Jean-Pierre Delmas, 71, retired postman (facteur at La Poste, Sarlat then Le Bugue, retired
30 June 2017), and Monique Delmas née Faure, 68, retired pharmacy assistant (Pharmacie du Vieux Pont, Le Bugue,
retired 30 September 2020), at La Borie Basse, Saint-Avit-de-Vialard (24260, Dordogne), on one Windows PC in
French. Married 11 September 1976; children Laurent (Mérignac; Lucas 16, Emma 12) and Sandrine (Trélissac;
Chloé 14, Hugo 9). Ongoing at NOW (2026-06-01): his State pension (SRE) and small CNAV pension, her CNAV +
Agirc-Arrco; income tax, taxe foncière; the Crédit Agricole joint account; the house (septic tank checked by
the SPANC, wood stove, firewood, ramonage, insurance, bills); two gîtes let in summer, Le Noyer and Les
Tilleuls (Gîtes de France bookings, contracts, cleaning by Sylvie Marty, taxe de séjour, CFE, micro-BIC) --
a small business; health (Dr Vidal, Mutuelle Générale, his cardiology follow-up with Dr Hamel after a stent in
June 2022); the Renault Captur (2022); grandchildren's photos; Monique is secretary of the village Comité des
fêtes (AG, bureau meetings, members, vide-grenier, fête votive, loto, marché de Noël, every year). Projects:
the barn turned into a third gîte "La Grange" (permis granted March 2026, quotes, artisans, loan, septic study,
works since April 2026); their golden wedding party on 12 September 2026; the succession of Monique's sister
Josiane Castagné (died 14 October 2025; heirs Monique and brother Gérard; notary Maître Roussel; her Bergerac
house under compromis). Ended: both jobs, the caravan sold June 2023, the Morocco circuit of April 2024, the
Peugeot 308 (traded in March 2022), an old phone.

Folders: ``Mes documents/`` with good folders (Impôts, Retraite, Banque, Maison, Gîtes, Santé, Voiture,
Papiers, Comité des fêtes, Travaux grange, Noces d'or 2026, Succession Josiane, La Poste, Pharmacie, Caravane,
Maroc 2024, Recettes, Jardin, Généalogie, Livres) and a ``Divers/`` dump; ``Téléchargements/`` (dump);
``Bureau/`` (loose files, one folder each); ``Scans/`` (Numérisation 00NN.pdf); ``Mes images/``;
``Ma musique/``; ``Sauvegarde Galaxy J5 2019/`` (old phone).

LABELLING RULES (written before any file was generated; as of NOW):

- **Projects** (outcome with an end, under way, whatever the file's age): the barn conversion -- permis,
  plans, quotes, artisans' mails and invoices, the works loan, its septic study, site photos, the
  classification pre-visit -- topic ``Gîtes`` (same subject as the running gîtes); the golden wedding --
  guests, caterer, hall, invitation, speech, budget, the photos picked for the slideshow -- ``Noces d'or``;
  Josiane's succession -- death certificate, notary, acte de notoriété, her accounts, the déclaration, the
  house estimate and compromis, funeral invoice, mails with Gérard, cancelling her contracts -- ``Succession``.
- **Areas** (no end, any year): pensions incl. her 2019 career statement and the award letters
  (``Retraite``); income tax, taxe foncière, gift receipts (``Impôts``); account, savings, budgets
  (``Banque``); house, septic, heating, wood, insurance, bills (``Maison``); the two running gîtes --
  bookings, contracts, Gîtes de France statements and membership, taxe de séjour, CFE, cleaning, accounts,
  listing photos (``Gîtes``); health and mutuelle (``Santé``); the Captur (``Voiture``); identity papers
  (``Papiers``); the comité secretary job including past years' events (a 2025 fête votive is the role's
  routine, not a finished project) and event photos kept in its folder (``Comité des fêtes``).
- **Resources**: recipes (``Cuisine``); garden (``Jardin``); family-tree research (``Généalogie``); manuals
  and guides even inside an Area folder -- stove manual, wood and septic guides (``Maison``), car manual
  (``Voiture``), the Gîtes de France owner guide (``Gîtes``), a health article (``Santé``); ebooks
  (``Livres``); music (``Musique``); installers (``Logiciels``); everyday photos -- grandchildren, garden,
  Christmas, screenshots, the scanned 1976 album in Mes images (``Photos``) -- except photos documenting a
  project or the business (barn site -> Projects/Gîtes, slideshow picks -> Projects/Noces d'or, listing
  photos -> Areas/Gîtes, comité photos -> Areas) or a finished thing (Morocco, caravan -> Archive).
- **Archive**: his La Poste job (``La Poste``) and her pharmacy job (``Pharmacie``), although the pensions
  come from them; the caravan (``Caravane``); Morocco 2024 (``Voyages``); the Peugeot 308 (``Voiture``); the
  old phone backup, whatever is in it (``Sauvegarde téléphone``).
- **Left**: ``.crdownload``/``.part``, Office lock files ``~$...``, ``desktop.ini``, ``Thumbs.db`` (topic
  ``Système``). Dot files (``.picasa.ini``) are written, not labelled.

``hard`` = name and folder say nothing about the subject (``Téléchargements/document(3).pdf``,
``Scans/Numérisation 0012.pdf``, ``Bureau/Nouveau document texte.txt``, ``Téléchargements/export.csv``,
``Mes documents/Divers/scan.pdf``, ``IMG_2026....pdf``); only the text places it. Images are never hard.
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

# --------------------------------------------------------------------------- helpers and people

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]


def _fr(dt: datetime) -> str:
    return f"{dt.day} {MOIS[dt.month - 1]} {dt.year}"


def _num(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _eur(v: float) -> str:
    return f"{v:,.2f}".replace(",", " ").replace(".", ",") + " €"


def _age(y: int, m: int, d: int) -> float:
    """Days between NOW and a calendar date (for files saved the day a paper was issued)."""
    return (NOW - datetime(y, m, d, 12, tzinfo=timezone.utc)).total_seconds() / DAY


def _on(y: int, m: int, d: int) -> datetime:
    return datetime(y, m, d, tzinfo=timezone.utc)


US = "M. et Mme DELMAS Jean-Pierre et Monique\nLa Borie Basse\n24260 SAINT-AVIT-DE-VIALARD"
JP = "M. DELMAS Jean-Pierre"
MO = "Mme DELMAS Monique née FAURE"
MAIL = "delmas.laborie@orange.fr"
CA = "Crédit Agricole Charente-Périgord - Agence du Bugue, 3 place de l'Eglise, 24260 Le Bugue"
GDF = "Gîtes de France Dordogne-Périgord - Centrale de réservation, 25 rue Wilson, 24000 Périgueux"
NOTAIRE = "Maître Fabienne ROUSSEL, Notaire, 12 boulevard Victor Hugo, 24100 BERGERAC - Tél. 05 53 57 21 40"
COMITE = "Comité des Fêtes de Saint-Avit-de-Vialard (association loi 1901) - Mairie, 24260 Saint-Avit-de-Vialard"
GITES = {"Le Noyer": ("G24-1187", 4, 3, 620), "Les Tilleuls": ("G24-1214", 2, 2, 390)}
GUESTS = [("Van Dijk", "Utrecht (NL)"), ("Martin", "Lille"), ("Bernard", "Nantes"), ("Müller", "Freiburg (DE)"),
          ("Lefebvre", "Amiens"), ("Thompson", "Bristol (UK)"), ("Garnier", "Rennes"), ("Janssens", "Gent (BE)"),
          ("Roux", "Lyon"), ("Fontaine", "Rouen"), ("De Groot", "Haarlem (NL)"), ("Perrin", "Dijon")]
FRIENDS = ["Bernard et Josette Lafon", "Christiane et Alain Roux", "Gérard Faure et Nicole", "Pierrot et Maïté Bouyssou",
           "Les cousins Delmas de Sarlat", "Michel et Odette Chassaing", "Yvette Lacoste", "Jeannot et Marie Vergne",
           "Didier et Sophie Laval", "Colette Mouret", "Roger et Simone Peyrat", "Francis et Annie Delpech"]


def _mail(frm: str, to: str, dt: datetime, subj: str, body: str) -> str:
    return (f"From: {frm}\nTo: {to}\nDate: {dt.strftime('%a, %d %b %Y %H:%M:%S +0200')}\nSubject: {subj}\n"
            f"MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{body}\n")


# --------------------------------------------------------------------------- Impôts / Retraite / Banque


def t_avis_ir(year_rev: int):
    def f(r, dt):
        p1, p2, bic = r.randint(21800, 23400), r.randint(15900, 17200), r.randint(13500, 17800)
        rfr = int(p1 * 0.9 + p2 * 0.9 + bic * 0.5)
        net = int(rfr * 0.045)
        pas = net + r.randint(-300, 300)
        diff = net - pas
        return (f"DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES\nAVIS D'IMPÔT {year_rev + 1}\n"
                f"IMPÔT SUR LES REVENUS de l'année {year_rev}\n{US}\n"
                f"Numéro fiscal déclarant 1 : 24 03 417 882 154 - déclarant 2 : 24 06 223 901 377\n"
                f"Référence de l'avis : {year_rev - 1999} 24A {r.randint(1000, 9999)} {r.randint(1000, 9999)} 57\n"
                f"Situation : marié(e)s - nombre de parts : 2\n"
                f"Pensions, retraites, rentes - déclarant 1 : {p1} € - déclarant 2 : {p2} €\n"
                f"Locations meublées de tourisme classées (micro-BIC, abattement 50 %) : {bic} €\n"
                f"Revenu fiscal de référence : {rfr} €\nImpôt sur le revenu net : {net} €\n"
                f"Retenue à la source et acomptes déjà versés : {pas} €\n"
                + (f"Reste à payer : {diff} € prélevé en 4 fois de septembre à décembre {year_rev + 1}\n" if diff > 0 else
                   f"Restitution : {-diff} € virée sur votre compte bancaire\n")
                + "Service des impôts des particuliers de Sarlat - impots.gouv.fr - 0 809 401 401\n")
    return f


def t_tf(year: int):
    def f(r, dt):
        base = 1840 + (year - 2023) * 70
        return (f"AVIS DE TAXES FONCIÈRES {year}\nDIRECTION GÉNÉRALE DES FINANCES PUBLIQUES\n{US}\n"
                f"Propriétés bâties - Commune : SAINT-AVIT-DE-VIALARD (384)\n"
                f"Adresse des biens : La Borie Basse - Section B n° 412 (maison), 413 (grange), 415 (gîtes)\n"
                f"Base d'imposition : {base} € - taux commune 41,28 % - intercommunalité 3,12 %\n"
                f"Taxe d'enlèvement des ordures ménagères (TEOM) : {r.randint(298, 340)} €\n"
                f"Montant total à payer : {base * 0.4440 + r.randint(300, 340):.0f} €\n"
                f"Date limite de paiement : 15/10/{year} - prélèvement à l'échéance le 25/10/{year}\n"
                "Centre des finances publiques de Périgueux - Service des impôts fonciers\n")
    return f


def t_releve(year: int, month: int, ext: str = "pdf"):
    def f(r, dt):
        sol = r.uniform(2400, 6800)
        ops = [("VIR SRE PENSION CIVILE DELMAS J-P", 0, 1684.12), ("VIR CNAV RETRAITE DELMAS J-P", 0, 211.40),
               ("VIR CNAV RETRAITE DELMAS MONIQUE", 0, 874.55), ("VIR AGIRC-ARRCO RETRAITE", 0, 402.87),
               ("PRLV MUTUELLE GENERALE", 138.60, 0), ("PRLV EDF CLIENTS PARTICULIERS", 164.00, 0),
               ("PRLV DGFIP PRELEVEMENT A LA SOURCE", r.randint(60, 95), 0),
               ("PRLV GROUPAMA CENTRE ATLANTIQUE", 71.34, 0), ("PRLV ORANGE SA", 46.99, 0),
               ("CB INTERMARCHE LE BUGUE", round(r.uniform(60, 140), 2), 0),
               ("CB PHARMACIE DU VIEUX PONT", round(r.uniform(8, 30), 2), 0),
               ("CB STATION TOTAL LE BUGUE", round(r.uniform(45, 70), 2), 0),
               ("CB BRICOMARCHE SAINT-CYPRIEN", round(r.uniform(15, 90), 2), 0)]
        if year == 2026 and month >= 4:
            ops.append(("ECH PRET TRAVAUX 0087441 GRANGE", 412.35, 0))
        if month in (6, 7, 8, 9):
            ops.append(("VIR GITES DE FRANCE DORDOGNE REVERSEMENT", 0, round(r.uniform(1400, 3100), 2)))
        if month in (1, 4, 7, 10):
            ops.append(("VIR SAUR EAU ECHEANCE", 58.00, 0))
        if ext == "csv":
            lines = ["Date;Libellé;Débit euros;Crédit euros"]
            for i, (lab, deb, cre) in enumerate(ops):
                lines.append(f"{min(28, 1 + i * 2):02d}/{month:02d}/{year};{lab};"
                             f"{str(deb).replace('.', ',') if deb else ''};{str(cre).replace('.', ',') if cre else ''}")
            return "\n".join(lines) + "\n"
        body = "\n".join(f"{min(28, 1 + i * 2):02d}.{month:02d}  {lab}  " + (f"-{deb:.2f}" if deb else f"+{cre:.2f}")
                         for i, (lab, deb, cre) in enumerate(ops))
        return (f"CRÉDIT AGRICOLE CHARENTE-PÉRIGORD\nRELEVÉ DE COMPTE - {MOIS[month - 1].upper()} {year}\n{US}\n"
                f"Compte de dépôt joint n° 94 018 733 201 - {CA}\nAncien solde au 01/{month:02d}/{year} : "
                f"{_eur(sol)}\n{body}\nNouveau solde créditeur : {_eur(sol + r.uniform(-300, 500))}\n")
    return f


def t_budget(year: int):
    def f(r, dt):
        rows = ["Poste;Janv;Févr;Mars;Avr;Mai;Juin;Total prévu",
                "Retraites (SRE+CNAV+Agirc);3172;3172;3172;3172;3172;3172;38064",
                "Gîtes (reversements GdF + direct);0;0;0;380;620;2450;14800",
                "Courses Intermarché;520;490;510;530;505;540;6300",
                "EDF + eau + Orange;270;270;270;328;270;270;3400",
                "Mutuelle Générale;139;139;139;139;139;139;1663",
                "Assurances (maison, Captur);117;117;117;117;117;117;1404",
                "Bois de chauffage / ramonage;0;0;0;0;0;0;680",
                "Comité (cotisation, dons);0;20;0;0;0;0;20",
                "Cadeaux petits-enfants;0;0;0;80;0;60;600"]
        if year == 2026:
            rows.append("Prêt travaux grange;0;0;0;412;412;412;3711")
            rows.append("Noces d'or (acompte traiteur);0;0;0;0;800;0;4200")
        return "\n".join(rows)
    return f


def t_pension_notif(who: str):
    def f(r, dt):
        if who == "jp_sre":
            return ("MINISTÈRE DE L'ÉCONOMIE ET DES FINANCES\nService des Retraites de l'État - 10 boulevard Gaston "
                    "Doumergue, 44964 Nantes Cedex 9\nTITRE DE PENSION CIVILE\nBénéficiaire : DELMAS Jean-Pierre, né "
                    "le 14/03/1955 à Sarlat (24)\nCorps : facteur - La Poste, dernier établissement : PDC Le Bugue\n"
                    "Date de radiation des cadres : 30/06/2017 - date d'effet de la pension : 01/07/2017\n"
                    "Services effectifs : 42 ans 2 mois - trimestres liquidables 169 - taux 75 %\n"
                    "Indice majoré de référence : 472 - montant annuel brut : 20 942,16 €\n"
                    "Numéro de pension : B 17 012 874 Y\n")
        if who == "jp_cnav":
            return ("Carsat Aquitaine - Assurance retraite\n80 avenue de la Jallère, 33053 Bordeaux Cedex\n"
                    "NOTIFICATION DE RETRAITE PERSONNELLE\nM. DELMAS Jean-Pierre - n° sécurité sociale 1 55 03 24 520 "
                    "041 18\nPériodes au régime général : apprentissage et emplois 1971-1974 (Boulangerie Mouret, "
                    "Sarlat) - 13 trimestres\nDate d'effet : 01/07/2017 - retraite calculée au prorata 13/166\n"
                    "Montant mensuel brut : 231,07 € - net : 211,40 €\n")
        if who == "mo_cnav":
            return ("Carsat Aquitaine - Assurance retraite\nNOTIFICATION DE RETRAITE PERSONNELLE\nMme DELMAS Monique "
                    "née FAURE - n° sécurité sociale 2 57 06 24 037 112 64\nDate d'effet : 01/10/2020\n"
                    "Trimestres retenus : 167 (dont 8 pour enfants) - taux plein 50 %\nMontant mensuel brut : 957,80 € - net : 874,55 €\n"
                    "Versement le 9 de chaque mois pour le mois échu\n")
        if who == "mo_arrco":
            return ("AGIRC-ARRCO - Groupe Malakoff Humanis\nNOTIFICATION DE RETRAITE COMPLÉMENTAIRE\nMme DELMAS "
                    "Monique - date d'effet 01/10/2020\nNombre de points : 4 812,37 - valeur du point au "
                    "01/11/2020 : 1,2714 €\nMontant annuel brut : 6 118,35 € - versement mensuel d'avance\n"
                    "Employeurs : Pharmacie du Vieux Pont (Le Bugue) 1988-2020, Pharmacie Centrale (Bergerac) 1977-1987\n")
        return ""
    return f


def t_attest_fisc(who: str, year: int):
    def f(r, dt):
        org, name, amt = {"sre": ("Service des Retraites de l'État", JP, 21480 + r.randint(0, 400)),
                          "arrco": ("AGIRC-ARRCO - Malakoff Humanis", MO, 6320 + r.randint(0, 200)),
                          "cnav": ("Assurance retraite - Carsat Aquitaine", MO, 10310 + r.randint(0, 300))}[who]
        return (f"{org}\nATTESTATION FISCALE - REVENUS {year}\n{name}\nLa Borie Basse, 24260 Saint-Avit-de-Vialard\n"
                f"Montant imposable à déclarer (case 1AS/1BS) : {amt} €\nCSG déductible : {int(amt * 0.059)} €\n"
                f"Prélèvement à la source retenu en {year} : {r.randint(180, 520)} €\n"
                "Ce montant est prérempli sur votre déclaration de revenus.\n")
    return f


# --------------------------------------------------------------------------- Maison


def t_spanc(r, dt):
    return ("Communauté de communes Vallée de l'Homme - SPANC\nService Public d'Assainissement Non Collectif\n"
            f"RAPPORT DE CONTRÔLE PÉRIODIQUE DE BON FONCTIONNEMENT\nDate de visite : {_num(dt)} - technicien : "
            f"Mathieu Reynal\nPropriétaire : {JP}, La Borie Basse, 24260 Saint-Avit-de-Vialard\nInstallation : "
            "fosse toutes eaux 3 000 L (1998), préfiltre, épandage souterrain 3 tranchées de 15 m\nHauteur de boues "
            "mesurée : 54 % - vidange à prévoir dans l'année\nLes deux gîtes sont raccordés à la même fosse : "
            "capacité limite pour 6 pièces principales + 2 logements\nConclusion : installation non conforme sans "
            "danger pour la santé\n"
            "Prochain contrôle : 2032 - redevance de contrôle 95 € facturée par le Trésor public\n")


def t_vidange(r, dt):
    return ("ASSAINISSEMENT PÉRIGORD VIDANGE - ZA de Marouatte, 24110 Saint-Astier\n"
            f"FACTURE n° V25-{r.randint(1000, 1999)} du {_num(dt)}\nClient : {JP}, La Borie Basse, Saint-Avit-de-Vialard\n"
            "Vidange fosse toutes eaux 3 000 L + nettoyage préfiltre : 285,00 € HT\nDéplacement camion hydrocureur : "
            "45,00 € HT\nTVA 10 % : 33,00 €\nTotal TTC : 363,00 €\n")


def t_ramonage(year: int):
    def f(r, dt):
        return (f"SARL Ramonage Delpech - Les Eyzies\nCERTIFICAT DE RAMONAGE {year}\nClient : {JP}\nAdresse : La Borie "
                f"Basse, Saint-Avit-de-Vialard\nAppareil : poêle à bois Invicta Chamane 9 kW (2016) - conduit "
                f"tubé inox diamètre 150, 7 m\nDate d'intervention : {_num(dt)}\nÉtat du conduit : bon, dépôts "
                "de bistre légers\nCertificat à présenter à votre assureur (Groupama) en cas de sinistre.\n"
                f"Montant réglé : {r.choice([75, 80, 85])},00 € TTC\n")
    return f


def t_bois(r, dt):
    return (f"EARL Lacombe - bois de chauffage - Fleurac\nFacture du {_num(dt)}\n{JP}, La Borie Basse\n"
            f"8 stères chêne et charme sec, coupe 50 cm, livré : 8 x 72,00 € = 576,00 €\nLivraison : offerte\n"
            "Bois coupé hiver 2023-2024, humidité < 20 %. Payé par chèque n° 4518 227.\n")


def t_assur_hab(r, dt):
    return ("GROUPAMA CENTRE-ATLANTIQUE - Caisse locale du Bugue\nAVIS D'ÉCHÉANCE 2026 - CONTRAT HABITATION "
            f"n° 4412 9087 H\n{US}\nRisque : maison individuelle 6 pièces + dépendances (grange 120 m2) + 2 gîtes "
            "meublés loués saisonnièrement\nGaranties : incendie, dégâts des eaux, responsabilité civile "
            "propriétaire loueur, vol, bris de glace\nCotisation annuelle TTC : 842,16 € - prélèvement mensuel "
            "70,18 €\n")


# --------------------------------------------------------------------------- Gîtes (running business)


def t_contrat(gite: str, fam: int, start: datetime, nights: int = 7):
    def f(r, dt):
        code, pers, epis, wk = GITES[gite]
        name, town = GUESTS[fam % len(GUESTS)]
        price = wk if start.month in (7, 8) else int(wk * 0.75)
        price = price * nights // 7
        return (f"{GDF}\nCONTRAT DE LOCATION SAISONNIÈRE n° {start.year}-{code}-{r.randint(100, 999)}\n"
                f"Propriétaire : Jean-Pierre et Monique DELMAS, La Borie Basse, 24260 Saint-Avit-de-Vialard\n"
                f"Gîte : « {gite} » {code} - {pers} personnes - classement {epis} épis\n"
                f"Locataire : famille {name}, {town}\nSéjour du samedi {_num(start)} 16h au samedi "
                f"{_num(start + timedelta(days=nights))} 10h ({nights} nuits)\nPrix du séjour : {price},00 € - "
                f"acompte 25 % versé à la centrale : {price // 4},00 €\nTaxe de séjour : 0,80 € par nuit et par "
                f"adulte, à régler sur place\nDépôt de garantie : 300,00 € (chèque non encaissé)\nForfait ménage "
                "fin de séjour en option : 60,00 €\n")
    return f


def t_planning(year: int):
    def f(r, dt):
        lines = ["Semaine;Du;Au;Le Noyer;Les Tilleuls;Origine;Ménage Sylvie"]
        d = _on(year, 5, 30)
        for i in range(16):
            a = d + timedelta(days=7 * i)
            n1 = GUESTS[(i * 5 + year) % 12][0] if r.random() < 0.8 else "libre"
            n2 = GUESTS[(i * 7 + 3) % 12][0] if r.random() < 0.6 else "libre"
            lines.append(f"S{a.isocalendar()[1]};{_num(a)};{_num(a + timedelta(days=7))};{n1};{n2};"
                         f"{r.choice(['GdF', 'GdF', 'direct', 'GdF'])};{'oui' if n1 != 'libre' or n2 != 'libre' else ''}")
        return "\n".join(lines)
    return f


def t_reversement(year: int):
    def f(r, dt):
        rows = []
        tot = 0
        for i in range(5):
            g = "Le Noyer" if i % 2 == 0 else "Les Tilleuls"
            amt = r.randint(380, 640)
            tot += amt
            rows.append(f"{GITES[g][0]}  {g}  séjour du {_num(_on(year, 7, 4) + timedelta(days=7 * i))}  "
                        f"loyer {amt},00  commission 15 % -{amt * 0.15:.2f}")
        return (f"{GDF}\nRELEVÉ DE REVERSEMENT PROPRIÉTAIRE - saison {year}\nPropriétaire n° P24-0552 - DELMAS "
                f"J-P et M.\n" + "\n".join(rows) + f"\nTotal loyers encaissés : {tot},00 €\nCommissions centrale : "
                f"{tot * 0.15:.2f} €\nNet reversé par virement : {tot * 0.85:.2f} €\n")
    return f


def t_taxe_sejour(year: int):
    def f(r, dt):
        n1, n2 = r.randint(180, 260), r.randint(70, 120)
        return (f"Communauté de communes Vallée de l'Homme - Service taxe de séjour\nDÉCLARATION ET REVERSEMENT DE "
                f"LA TAXE DE SÉJOUR - période du 01/04/{year} au 31/10/{year}\nHébergeur : DELMAS Jean-Pierre - "
                f"meublés de tourisme classés\nGîte Le Noyer (3 épis, 0,80 €) : {n1} nuitées adultes - "
                f"{n1 * 0.8:.2f} €\nGîte Les Tilleuls (2 épis, 0,70 €) : {n2} nuitées - {n2 * 0.7:.2f} €\n"
                f"Taxe additionnelle départementale 10 % incluse\nTotal à reverser : {n1 * 0.8 + n2 * 0.7:.2f} € "
                f"avant le 15/11/{year}\n")
    return f


def t_comptes_gites(year: int):
    def f(r, dt):
        rows = ["Date;Gîte;Libellé;Recette;Dépense"]
        for i in range(10):
            d = _on(year, 6, 1) + timedelta(days=9 * i)
            g = r.choice(list(GITES))
            rows.append(f"{_num(d)};{g};Séjour {GUESTS[(i + year) % 12][0]};{r.randint(390, 640)};")
        rows += [f"15/06/{year};Les deux;Linge - Blanchisserie du Bugue;;{r.randint(180, 260)}",
                 f"30/09/{year};Les deux;Sylvie Marty ménage CESU;;{r.randint(650, 900)}",
                 f"15/12/{year};Les deux;CFE {year};;{r.randint(180, 240)}",
                 f"10/01/{year};Les deux;Cotisation Gîtes de France;;{r.randint(260, 310)}"]
        return "\n".join(rows)
    return f


def t_cfe(year: int):
    def f(r, dt):
        return (f"DGFiP - AVIS DE COTISATION FONCIÈRE DES ENTREPRISES {year}\nEntreprise : DELMAS JEAN-PIERRE - "
                f"SIRET 812 345 678 00017 - activité : location de meublés de tourisme (68.20A)\n"
                f"Établissement : La Borie Basse, 24260 Saint-Avit-de-Vialard\nBase minimum : {r.randint(560, 620)} € "
                f"- Montant à payer : {r.randint(184, 236)} €\nPaiement en ligne obligatoire sur l'espace "
                f"professionnel avant le 15/12/{year}\n")
    return f


def t_export_bookings(r, dt):
    lines = ["reference;hebergement;code;client;pays;arrivee;depart;nb_pers;montant;statut"]
    for i in range(11):
        g = "Le Noyer" if i % 3 != 2 else "Les Tilleuls"
        a = _on(2026, 6, 20) + timedelta(days=7 * (i // 2) + (7 if g == "Les Tilleuls" else 0))
        nm, town = GUESTS[(i * 5) % 12]
        lines.append(f"R26-{4100 + i * 13};Gîte {g};{GITES[g][0]};{nm};{town.split('(')[-1].strip(')') if '(' in town else 'FR'};"
                     f"{a:%Y-%m-%d};{a + timedelta(days=7):%Y-%m-%d};{r.randint(2, GITES[g][1])};"
                     f"{GITES[g][3] if g == 'Le Noyer' else GITES[g][3]};{r.choice(['confirmé', 'confirmé', 'option'])}")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- Santé


def t_cardio(dt_visit: datetime, echo: bool = False):
    def f(r, dt):
        ldl = r.choice(["0,58", "0,62", "0,54", "0,67"])
        return ("Dr Olivier HAMEL - Cardiologie - 18 rue Louis Mie, 24000 Périgueux - RPPS 10003 418 772\n"
                f"Périgueux, le {_fr(dt_visit)}\nCher confrère (Dr Anne Vidal, Le Bugue),\nJ'ai revu en consultation "
                f"de suivi M. DELMAS Jean-Pierre, {dt_visit.year - 1955} ans.\nAntécédents : angioplastie de l'IVA "
                "proximale avec un stent actif en juin 2022 (Clinique Francheville) pour angor d'effort ; HTA ; "
                "dyslipidémie ; ancien fumeur (sevré 1998).\nTraitement : Kardégic 75 mg, bisoprolol 2,5 mg, "
                "atorvastatine 40 mg, ramipril 5 mg.\nCliniquement : pas de douleur thoracique, marche 5 km sans "
                f"gêne, bricole dans la grange. TA {r.randint(124, 138)}/{r.randint(72, 82)}, FC {r.randint(56, 66)}.\n"
                "ECG : rythme sinusal, pas de trouble de repolarisation nouveau.\n"
                + ("Échographie cardiaque : FEVG 58 %, pas de trouble de la cinétique segmentaire, valves fines.\n"
                   if echo else "")
                + f"LDL-cholestérol {ldl} g/L (objectif < 0,55 g/L) : j'ajoute ézétimibe 10 mg si persiste.\n"
                "Conclusion : cardiopathie ischémique stable. Revoir dans 6 mois avec bilan lipidique ; épreuve "
                "d'effort l'an prochain.\n"
                "Bien confraternellement.\n")
    return f


def t_analyses(r, dt):
    return ("Laboratoire Bio24 - site du Bugue - 5 avenue de la Libération\nCOMPTE RENDU D'ANALYSES\nPatient : "
            f"DELMAS Jean-Pierre, né le 14/03/1955 - prélevé le {_num(dt)}\nPrescripteur : Dr O. Hamel\n"
            f"Cholestérol total : {r.uniform(1.35, 1.6):.2f} g/L\nHDL : {r.uniform(0.45, 0.55):.2f} g/L\n"
            f"LDL calculé : {r.uniform(0.52, 0.68):.2f} g/L (objectif < 0,55)\nTriglycérides : {r.uniform(0.9, 1.3):.2f} g/L\n"
            f"Créatinine : {r.randint(8, 11)},{r.randint(0, 9)} mg/L - DFG CKD-EPI : {r.randint(68, 82)} mL/min\n"
            f"Potassium : 4,{r.randint(1, 6)} mmol/L\nHbA1c : 5,{r.randint(6, 9)} %\n")


def t_ordonnance(r, dt):
    return ("Dr Olivier HAMEL - Cardiologue - Périgueux\nORDONNANCE\n"
            f"Le {_fr(dt)}\nM. DELMAS Jean-Pierre - 71 ans - 78 kg\nKARDÉGIC 75 mg : 1 sachet par jour au déjeuner\n"
            "BISOPROLOL 2,5 mg : 1 cp le matin\nATORVASTATINE 40 mg : 1 cp le soir\nRAMIPRIL 5 mg : 1 cp le matin\n"
            "ÉZÉTIMIBE 10 mg : 1 cp par jour\nQSP 6 mois - renouvelable\nBilan lipidique et créatinine dans 3 mois.\n")


def t_mutuelle(r, dt):
    return ("La Mutuelle Générale - 1-11 rue Brillat-Savarin, 75013 Paris\nATTESTATION DE TIERS PAYANT 2026\n"
            f"Adhérent : DELMAS Jean-Pierre - contrat Retraités du Groupe La Poste n° {r.randint(10**7, 10**8 - 1)}\n"
            "Bénéficiaires : DELMAS Jean-Pierre (1955), DELMAS Monique (1957)\nValidité : 01/01/2026 - 31/12/2026\n"
            "Pharmacie, laboratoire, radiologie, hospitalisation, optique (réseau Kalixia) en tiers payant\n"
            "Cotisation mensuelle couple : 138,60 €\n")


# --------------------------------------------------------------------------- Comité des fêtes


def t_cr_ag(year: int):
    def f(r, dt):
        n = r.randint(38, 52)
        return (f"{COMITE}\nCOMPTE RENDU DE L'ASSEMBLÉE GÉNÉRALE ORDINAIRE du {_fr(dt)}\nSalle des fêtes - 20h30 - "
                f"{n} adhérents présents ou représentés sur {n + r.randint(10, 20)}\nPrésident : Bernard Lafon - "
                f"trésorière : Christiane Roux - secrétaire : Monique Delmas\n1. Rapport moral {year - 1} : "
                "vide-grenier (92 exposants), fête votive du 1er week-end d'août (repas 260 couverts, bal, feu "
                "d'artifice), loto de novembre, marché de Noël.\n2. Rapport financier : recettes "
                f"{_eur(r.uniform(21000, 26000))}, dépenses {_eur(r.uniform(19000, 24000))}, solde reporté "
                f"{_eur(r.uniform(3000, 6000))}. Approuvé à l'unanimité.\n3. Cotisation {year} maintenue à 10 €.\n"
                "4. Renouvellement du bureau : réélu à l'unanimité.\n5. Questions diverses : achat de 10 "
                "tables pliantes.\nLa secrétaire, "
                "Monique Delmas\n")
    return f


def t_cr_bureau(dt_m: datetime, topic: str):
    def f(r, dt):
        return (f"Comité des fêtes - réunion de bureau du {_fr(dt_m)} chez Bernard\nPrésents : Bernard, Christiane, "
                f"Monique, Alain, Josette, Didier. Excusé : Francis.\nOrdre du jour : {topic}\n- Orchestre : "
                "l'orchestre Les Copains d'Abord confirme pour le samedi soir (1 800 € + repas).\n- Repas : "
                "traiteur Les Saveurs du Périgord, menu à 24 € (tourin, confit, cabécou, tarte aux noix).\n"
                "- Buvette : demande d'autorisation temporaire à faire en mairie (Monique).\n- Feu d'artifice : "
                "devis Pyro Sud 2 400 € ; artificier certifié obligatoire.\nProchaine réunion dans un mois. Compte rendu : Monique.\n")
    return f


# --------------------------------------------------------------------------- Grange (Projects/Gîtes)


def t_devis(firm: str, lot: str, lines_: list[tuple[str, float]], nr: str):
    def f(r, dt):
        ht = sum(v for _, v in lines_)
        return (f"{firm}\nDEVIS n° {nr} du {_num(dt)} - validité 3 mois\nClient : M. et Mme DELMAS, La Borie Basse, "
                f"24260 Saint-Avit-de-Vialard\nChantier : transformation de la grange en gîte (3e gîte « La Grange »)"
                f"\nLot : {lot}\n" + "\n".join(f"- {a} : {_eur(v)} HT" for a, v in lines_)
                + f"\nTotal HT : {_eur(ht)}\nTVA 10 % : {_eur(ht * 0.1)}\nTotal TTC : {_eur(ht * 1.1)}\n"
                "Acompte 30 % à la commande, solde à la réception. Bon pour accord, date et signature :\n")
    return f


DEVIS = {
    "maconnerie": ("Maçonnerie BOUYSSOU Pierre - Le Bourg, 24260 Le Bugue - SIRET 401 228 913 00021", "Gros oeuvre",
                   [("Ouverture de 2 baies en façade sud, linteaux béton", 6800), ("Dalle isolée 95 m2", 9450),
                    ("Rejointoiement pierre extérieur", 5200), ("Mur de refend en parpaing", 2300)], "D26-014"),
    "charpente": ("Charpente DELPECH & Fils - Rouffignac-Saint-Cernin - Tél. 05 53 05 41 18", "Charpente - couverture",
                  [("Reprise de 3 fermes et pannes en chêne", 7400), ("Couverture tuile plate de récupération 140 m2",
                   16800), ("Isolation sous rampant laine de bois 200 mm", 6200), ("2 fenêtres de toit Velux", 1850)],
                  "2025-118"),
    "plomberie": ("Plomberie-Chauffage CHASSAING - Les Eyzies - RGE QualiPAC", "Plomberie - sanitaires - chauffage",
                  [("Salle d'eau + WC (douche à l'italienne)", 5400), ("Cuisine : alimentations, évacuations", 1600),
                   ("Pompe à chaleur air-air 3 unités", 7900), ("Chauffe-eau thermodynamique 200 L", 2650)], "C-2026-031"),
    "electricite": ("PÉRIGORD ÉLEC - Fabrice Laval, électricien - Fleurac", "Électricité NF C 15-100",
                    [("Tableau neuf + liaison depuis compteur", 2100), ("Prises, éclairage, 3 pièces + salle d'eau",
                     4300), ("Consuel et mise en service", 290)], "PE-26-207"),
}


def t_permis(r, dt):
    return ("DEMANDE DE PERMIS DE CONSTRUIRE pour une maison individuelle et/ou ses annexes (cerfa n° 13406*10)\n"
            "Récépissé de dépôt - Mairie de Saint-Avit-de-Vialard\nDossier n° PC 024 384 25 S0012 déposé le "
            f"{_num(dt)}\nDemandeurs : M. DELMAS Jean-Pierre et Mme DELMAS Monique\nTerrain : La Borie Basse, "
            "parcelle B 413, superficie 2 840 m2\nProjet : changement de destination d'une grange en logement "
            "(gîte rural), création de 2 baies et 2 fenêtres de toit, surface de plancher créée 96 m2\n"
            "Délai d'instruction : 3 mois\n")


def t_arrete(r, dt):
    return ("RÉPUBLIQUE FRANÇAISE - Commune de Saint-Avit-de-Vialard\nARRÊTÉ ACCORDANT UN PERMIS DE CONSTRUIRE "
            "au nom de la commune\nDossier PC 024 384 25 S0012 - demandeur M. et Mme DELMAS\nLe Maire, vu la "
            "demande déposée le 18/11/2025, vu le PLUi Vallée de l'Homme,\nARRÊTE : Article 1 - le permis de construire est ACCORDÉ pour le changement de "
            "destination de la grange en gîte.\nArticle 2 - prescriptions : couverture en tuile plate de pays, "
            "menuiseries bois teinte chêne, assainissement conforme à l'avis du SPANC.\n"
            f"Fait à Saint-Avit-de-Vialard, le {_num(dt)} - Le Maire, Jean-Claude Peyrat\n")


def t_etude_sol(r, dt):
    return ("GÉO-ASSAINISSEMENT 24 - bureau d'études - Sarlat\nÉTUDE DE SOL ET DE FILIÈRE - assainissement non "
            f"collectif\nDossier DELMAS - La Borie Basse - gîte « La Grange » (3 chambres, 5 EH)\nDate : {_num(dt)}\n"
            "Sondages tarière : 3 à 1,20 m - sol argilo-calcaire, perméabilité K = 12 mm/h (faible)\n"
            "Filière préconisée : fosse toutes eaux 5 m3 + filtre à sable vertical drainé 25 m2, rejet au "
            "fossé avec autorisation du propriétaire aval\nEstimation travaux : 11 000 à 13 500 € TTC\n")


def t_pret(r, dt):
    return (f"CRÉDIT AGRICOLE CHARENTE-PÉRIGORD\nOFFRE DE PRÊT IMMOBILIER - PRÊT TRAVAUX n° 0087441\n{US}\n"
            "Objet : aménagement de la grange en gîte rural\nMontant : 60 000,00 € - durée 15 ans - taux fixe "
            "3,35 % - TAEG 3,78 %\nÉchéance mensuelle : 412,35 € (hors assurance)\n"
            f"Offre émise le {_num(dt)}, acceptable après un délai de réflexion de 10 jours.\n")


def t_budget_grange(r, dt):
    return ("Lot;Entreprise;Devis TTC;Acompte versé;Reste;Statut\n"
            "Maçonnerie;Bouyssou;26125;7840;18285;en cours\nCharpente-couverture;Delpech & Fils;35475;10640;24835;"
            "commandé\nPlomberie-PAC;Chassaing;19305;0;19305;signé\nÉlectricité;Périgord Élec;7359;0;7359;à signer\n"
            "Assainissement;à choisir;12500;0;12500;devis à demander\nMenuiseries bois;Menuiserie Vergne;14200;0;"
            "14200;attente devis\nCuisine + mobilier;nous;6000;0;6000;\nTotal;;120964;18480;102484;\n"
            "Financement;Prêt CA 60000 + épargne 45000 + reste 16000 sur succession?;;;;\n")


# --------------------------------------------------------------------------- Noces d'or (Projects)


def t_invites(r, dt):
    rows = ["Nom;Nb;Côté;Invitation envoyée;Réponse"]
    fam = ["Laurent, Céline, Lucas, Emma", "Sandrine, Thierry, Chloé, Hugo", "Gérard Faure et Nicole",
           "Tante Yvonne (maison de retraite Sarlat)"]
    for i, n in enumerate(fam + FRIENDS):
        rows.append(f"{n};{n.count(',') + 1 if ',' in n else (2 if ' et ' in n else 1)};"
                    f"{'Famille' if i < 4 else r.choice(['Village', 'Poste', 'Pharmacie', 'Comité'])};"
                    f"{'oui' if i < 10 else 'non'};{r.choice(['oui', 'oui', '?', ''])}")
    return "\n".join(rows)


def t_traiteur(r, dt):
    return ("LES SAVEURS DU PÉRIGORD - traiteur - 4 route de Sarlat, 24290 Montignac\nDEVIS n° 26-0311 - "
            f"{_fr(dt)}\nClient : M. et Mme Delmas - Noces d'or - samedi 12 septembre 2026 - salle des fêtes de "
            "Saint-Avit-de-Vialard\nBase 65 adultes + 8 enfants\nApéritif : kir pêche, toasts foie gras, "
            "gougères - 6,50 €/pers\nMenu : velouté de châtaignes ; foie gras mi-cuit et confit de figues ; "
            "magret de canard sauce Périgueux, pommes sarladaises ; cabécou sur salade aux noix ; pièce montée\n"
            "Prix du menu : 42,00 €/adulte - menu enfant 14,00 €\nService (3 serveurs jusqu'à 1 h) : 690,00 €\n"
            "Vaisselle et nappage : 3,20 €/pers\nTotal TTC estimé : 4 007,00 € - acompte 20 % à la signature\n")


def t_salle(r, dt):
    return ("MAIRIE DE SAINT-AVIT-DE-VIALARD\nCONTRAT DE LOCATION DE LA SALLE DES FÊTES\nLoueur : commune - "
            "Locataire : M. et Mme DELMAS Jean-Pierre et Monique, La Borie Basse\nObjet : repas familial "
            "(50 ans de mariage)\nDate : du samedi 12/09/2026 9h au dimanche 13/09/2026 18h\nTarif habitant de la "
            "commune : 180,00 € + chauffage non compris - caution 500,00 €\nAttestation d'assurance responsabilité "
            "civile à fournir. Fin de la musique à 2h (arrêté municipal).\nÉtat des lieux avec M. Peyrat, "
            f"adjoint.\nFait le {_num(dt)}\n")


# --------------------------------------------------------------------------- Succession (Projects)


def t_notaire_letter(r, dt):
    return (f"{NOTAIRE}\nBergerac, le {_fr(dt)}\nMadame Monique DELMAS, La Borie Basse, 24260 Saint-Avit-de-Vialard\n"
            "Réf. : Succession de Mme Josiane CASTAGNÉ née FAURE - dossier 2025/1187 FR\nMadame,\nSuite à notre "
            "rendez-vous, je vous confirme que la succession de votre soeur, décédée le 14 octobre 2025 à Bergerac, "
            "veuve et sans descendant, est dévolue à ses frère et soeur : vous-même et M. Gérard FAURE, chacun pour "
            "moitié.\nJe vous remercie de me faire parvenir : copie de votre livret de famille, votre RIB, les "
            "relevés des comptes de la défunte à la Banque Postale au jour du décès, les contrats d'assurance vie "
            "éventuels, la facture des obsèques.\nJe vous prie d'agréer, Madame, mes salutations distinguées.\n")


def t_notoriete(r, dt):
    return (f"{NOTAIRE}\nACTE DE NOTORIÉTÉ\nL'AN DEUX MILLE VINGT-CINQ, le {_fr(dt)}\nà la requête de Mme Monique "
            "DELMAS née FAURE et de M. Gérard FAURE, demeurant à Toulouse (31), 7 rue des Filatiers\nIl est "
            "attesté que Mme Josiane Marie FAURE, veuve de M. René CASTAGNÉ, née le 2 février 1951 à Bergerac, "
            "domiciliée 14 rue Jean Moulin à Bergerac, est décédée le 14 octobre 2025, sans laisser de descendant "
            "ni de disposition à cause de mort, et que ses héritiers sont :\n- Mme Monique DELMAS, sa soeur, pour "
            "moitié\n- M. Gérard FAURE, son frère, pour moitié\nDont acte sur une page.\n")


def t_inventaire(r, dt):
    return ("Établissement;Compte;Solde au 14/10/2025;Statut\nBanque Postale;CCP 12 345 67 X;4 812,33;bloqué - "
            "chez notaire\nBanque Postale;Livret A;22 950,00;bloqué\nBanque Postale;LDDS;8 410,17;bloqué\n"
            "CNP Assurances;Assurance vie Cachemire;38 200,00;bénéficiaires Monique et Gérard (hors succession)\n"
            "Maison 14 rue Jean Moulin;estimation agence;165 000;compromis signé 12/05/2026 à 162 000\n"
            "Mobilier, voiture Clio 2012;forfait 5 %;;voiture vendue 2 300 € en mars\nDettes;EDF + taxe foncière + "
            "obsèques;-7 850;obsèques payées par Monique 4 960 €\n")


def t_compromis(r, dt):
    return ("Agence Immobilière du Port - Bergerac\nCOMPROMIS DE VENTE\nVendeurs : les héritiers de Mme Josiane "
            "CASTAGNÉ : Mme Monique DELMAS et M. Gérard FAURE\nAcquéreurs : M. Julien PERRIER et Mme Laura "
            "PERRIER, Bergerac\nBien : maison de ville 14 rue Jean Moulin, 24100 Bergerac, cadastre AB 218, 92 m2, "
            "cour 40 m2\nPrix : 162 000,00 € dont honoraires d'agence à la charge des vendeurs\nCondition "
            "suspensive d'obtention de prêt de 145 000 € avant le 30/06/2026\nSignature de l'acte authentique "
            "prévue chez Maître Roussel, Bergerac, au plus tard le 24/07/2026\n"
            f"Fait à Bergerac le {_num(dt)} en 3 exemplaires\n")


def t_obseques(r, dt):
    return ("POMPES FUNÈBRES BERGERACOISES - 40 avenue Pasteur, 24100 Bergerac\nFACTURE n° 2025-884\n"
            "Défunte : Mme CASTAGNÉ Josiane née FAURE - obsèques le 18/10/2025, église Notre-Dame, inhumation "
            "cimetière de Beauferrier\nCercueil chêne, capiton, plaque : 1 690,00 €\nSoins, toilette, mise en "
            "bière : 420,00 €\nCorbillard et porteurs : 980,00 €\nOuverture caveau, gravure : 1 140,00 €\n"
            "Fleurs, avis de décès Sud Ouest : 730,00 €\nTotal TTC : 4 960,00 € - réglé par Mme DELMAS Monique "
            "(à déduire de l'actif de succession, forfait 1 500 €)\n")


# --------------------------------------------------------------------------- Archive


def t_poste(kind: str):
    def f(r, dt):
        if kind == "paie":
            return ("LA POSTE - Bulletin de paie - décembre 2016\nDELMAS Jean-Pierre - fonctionnaire - grade : "
                    "facteur polyvalent II.3 - établissement : PDC Le Bugue\nTraitement indiciaire brut (IM 472) : "
                    "2 211,79 €\nComplément Poste : 366,00 €\nIndemnité tournée rurale : 85,40 €\nRetenue pension "
                    "civile : -229,79 €\nCSG/CRDS : -221,11 €\nMutuelle Générale : -61,20 €\nNet à payer : "
                    "2 081,32 €\n")
        if kind == "medaille":
            return ("PRÉFECTURE DE LA DORDOGNE\nDIPLÔME - MÉDAILLE D'HONNEUR DES TRAVAILLEURS DE LA POSTE\n"
                    "Médaille d'or (35 ans de services) décernée à M. DELMAS Jean-Pierre, facteur à La Poste, "
                    "Le Bugue\nPromotion du 14 juillet 2015\nRemise le 18/09/2015 à la PDC du Bugue par le directeur "
                    "d'établissement.\n")
        return ("LA POSTE - Direction Services-Courrier-Colis Dordogne\nATTESTATION DE CESSATION DE FONCTIONS\n"
                "Nous attestons que M. DELMAS Jean-Pierre, né le 14/03/1955, facteur titulaire, a exercé ses "
                "fonctions du 01/04/1975 au 30/06/2017 (Sarlat 1975-1989, Le Bugue 1989-2017) et a été admis à "
                "faire valoir ses droits à la retraite à compter du 01/07/2017.\nFait à Périgueux le 30/06/2017.\n")
    return f


def t_pharma(kind: str):
    def f(r, dt):
        if kind == "certif":
            return ("PHARMACIE DU VIEUX PONT - SELARL Lacoste - 2 quai de la Vézère, 24260 Le Bugue\nCERTIFICAT DE "
                    "TRAVAIL\nJe soussignée Yvette Lacoste, pharmacienne titulaire, certifie que Mme DELMAS Monique "
                    "née FAURE a été employée dans notre officine du 1er mars 1988 au 30 septembre 2020 en qualité de "
                    "préparatrice en pharmacie (coefficient 330).\nElle nous quitte libre de tout engagement pour "
                    "départ à la retraite.\nFait au Bugue le 30/09/2020.\n")
        return ("PHARMACIE DU VIEUX PONT - SELARL Lacoste\nREÇU POUR SOLDE DE TOUT COMPTE\nMme DELMAS Monique "
                "reconnaît avoir reçu la somme de 6 842,17 € pour solde de tout compte : salaire septembre 2020, "
                "indemnité compensatrice de congés payés (18 jours), indemnité de départ à la retraite (3 mois, "
                "convention collective pharmacie d'officine).\nLe Bugue, le 30/09/2020.\n")
    return f


def t_maroc(kind: str):
    def f(r, dt):
        if kind == "billet":
            return ("TRANSAVIA - E-TICKET / CONFIRMATION DE RÉSERVATION\nRéservation : K7Q2MX\nPassagers : "
                    "M. JEAN-PIERRE DELMAS, MME MONIQUE DELMAS\nAller : TO3442 Bordeaux-Mérignac (BOD) 08/04/2024 "
                    "07:15 - Marrakech Menara (RAK) 09:20\nRetour : TO3443 Marrakech (RAK) 18/04/2024 10:05 - "
                    "Bordeaux (BOD) 14:10\nBagage soute 23 kg x 2 inclus - total payé 612,40 €\n")
        if kind == "programme":
            return ("PÉRIGORD ÉVASION VOYAGES - Périgueux\nCIRCUIT « MAROC DES KASBAHS » - 8 au 18 avril 2024\n"
                    "J1 Marrakech, riad Dar Zitoun ; J2 médina, jardin Majorelle ; J3 col du Tichka, Aït-Ben-Haddou ; "
                    "J4 Ouarzazate ; J5 vallée du Dadès ; J6 gorges du Todra ; J7 Merzouga, nuit sous tente ; J8 "
                    "retour Marrakech\nPrix : 1 690 € par personne en demi-"
                    "pension, guide francophone Hassan\n")
        if kind == "assurance":
            return ("MUTUAIDE ASSISTANCE - ATTESTATION D'ASSURANCE VOYAGE\nContrat n° 5803 441 - assurés : DELMAS "
                    "Jean-Pierre et Monique\nDestination : Maroc - du 08/04/2024 au 18/04/2024\nGaranties : "
                    "annulation, frais médicaux à l'étranger 150 000 €, rapatriement\nAttention : antécédent "
                    "cardiaque de l'assuré déclaré et accepté (stent 2022).\n")
        if kind == "depenses":
            return ("Date;Quoi;Dirhams;Euros\n09/04/2024;Pourboires riad;200;18,50\n10/04/2024;Tapis Aït-Ben-Haddou;"
                    "3500;324,00\n12/04/2024;Déjeuner Dadès;260;24,00\n14/04/2024;Bivouac Merzouga boissons;150;14,00\n"
                    "16/04/2024;Huile d'argan Essaouira;420;39,00\n17/04/2024;Cadeaux petits-enfants;600;55,50\n"
                    "Total;;5130;475,00\n")
        return ("Valise Maroc avril 2024\n- passeports (valables jusqu'en 2031 OK)\n- médicaments J-P pour 12 jours "
                "+ ordonnance traduite\n- crème solaire, chapeaux\n- dirhams : "
                "changer à l'aéroport\n- laisser la clé à Josette pour les poules\n")
    return f


def t_caravane(kind: str):
    def f(r, dt):
        if kind == "cession":
            return ("CERTIFICAT DE CESSION D'UN VÉHICULE D'OCCASION (cerfa n° 15776*02)\nVéhicule : caravane "
                    "CARAVELAIR ANTARÈS 400 - immatriculation 8412 VT 24 - 1re mise en circulation 12/05/1998\n"
                    "Ancien propriétaire : DELMAS Jean-Pierre, La Borie Basse, 24260 Saint-Avit-de-Vialard\n"
                    "Nouveau propriétaire : BRUNET Kevin, 3 impasse des Lilas, 47300 Villeneuve-sur-Lot\n"
                    "Date et heure de la cession : 17/06/2023 15h30 - vendue 3 200 € en espèces\n"
                    "Déclaration de cession enregistrée sur l'ANTS : n° 2023-06-17-8841\n")
        return ("leboncoin - Annonce n° 2398817734\nCaravane Caravelair Antarès 400 - 1998 - 4 places\n3 200 €\n"
                "Très bon état pour son âge, toujours garée sous abri, auvent complet, frigo 3 voies, chauffage "
                "Truma, roue de secours. Carte grise normale (PTAC 1 000 kg, permis B). Visible à Saint-Avit-de-"
                "Vialard (24). Vendue car nous ne partons plus.\n")
    return f


# --------------------------------------------------------------------------- Resources

RECETTES = {
    "Tourin blanchi à l'ail": "Tourin blanchi (recette de la grand-mère Delmas)\n1 tête d'ail, 1 oignon,, 1,5 L d'eau, 2 oeufs, 1 filet de vinaigre, pain rassis.\nFaire blondir "
                              "l'ail et l'oignon dans la graisse, ajouter la farine puis l'eau, cuire 20 min. Lier "
                              "avec les jaunes et le vinaigre, pocher les blancs en filaments. Faire chabrot !",
    "Gâteau aux noix du Périgord": "Gâteau aux noix\n200 g de cerneaux de noix, 150 g de sucre, 3 oeufs, 100 g de beurre, "
                                   "60 g de farine, 1 c. de rhum.\nCuire 30 min à 180 °C.",
    "Confit de canard maison": "Confit de canard\n4 cuisses, 60 g de gros sel, thym, laurier, 1,5 kg de graisse.\nSaler "
                               "12 h, rincer, cuire 3 h à frémissement dans la graisse.",
    "Clafoutis aux cerises": "Clafoutis du Limousin\n500 g de cerises non dénoyautées, 3 oeufs, 80 g de sucre, 60 g de "
                             "farine, 25 cl de lait. Beurrer le plat, 35 min à 190 °C.",
    "Pommes sarladaises": "Pommes sarladaises\n1 kg de pommes de terre à chair ferme en rondelles, 3 c. de graisse "
                          "d'oie, ail, persil. Cuire à couvert 20 min puis dorer. Persillade à la fin.",
    "Cèpes à la bordelaise": "Cèpes à la bordelaise\n800 g de cèpes, échalotes, ail, persil, huile. Saisir les têtes, "
                             "ajouter les pieds hachés avec la persillade. Saler à la fin.",
}
JARDIN = {
    "Calendrier lunaire 2026": "Calendrier lunaire du jardinier 2026\nJours racines, fleurs, fruits, feuilles.\nMai : "
                               "semer haricots en lune montante les 2-3 et 29-30 ; repiquer tomates les 10-11 ; pas "
                               "de plantation au noeud lunaire du 14.",
    "Tailler les rosiers": "Quand et comment tailler les rosiers\nRosiers remontants : fin février à mi-mars, à 3-5 "
                           "yeux au-dessus du point de greffe.",
    "Purin d'ortie": "Le purin d'ortie\n1 kg d'orties pour 10 L d'eau de pluie, macérer 8 à 15 jours, filtrer. "
                     "Diluer à 10 % en arrosage, 5 % en pulvérisation contre les pucerons.",
    "Tomates maladies": "Mildiou de la tomate : prévenir plutôt que guérir\nArroser au pied, pailler, supprimer les "
                        "feuilles du bas, bouillie bordelaise à 20 g/L en cas de pluies chaudes.",
}


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

    def img(age: float, pre: str = "IMG_", ext: str = "jpg") -> str:
        t = NOW - timedelta(days=age)
        return f"{pre}{t:%Y%m%d}_{r.randint(8, 19):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.{ext}"

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    D = "Mes documents"
    T = "Téléchargements"
    B = "Bureau"
    S = "Scans"

    # ------------------------------------------------------------ Impôts (Areas)
    d = f"{D}/Impôts"
    for y in (2023, 2024, 2025):
        add(f"{d}/{y}/Avis impôt {y} revenus {y - 1}.pdf", A, "Impôts", _age(y, 8, 1) + r.randint(0, 20),
            t_avis_ir(y - 1))
    add(f"{d}/Avis impôt 2019.pdf", A, "Impôts", _age(2019, 8, 20), t_avis_ir(2018))
    add(f"{d}/2025/Accusé réception déclaration revenus 2024.pdf", A, "Impôts", _age(2025, 5, 22),
        "DGFiP - impots.gouv.fr\nACCUSÉ DE RÉCEPTION DE VOTRE DÉCLARATION DE REVENUS 2024\nDéclarants : DELMAS "
        "Jean-Pierre, DELMAS Monique\nDéposée en ligne le 22/05/2025 à 10:41 - n° de télédéclaration 2025 "
        "0522 7731 4490\nAnnexe 2042-C-PRO : revenus de location meublée de tourisme classé 5ND = 16 240 €\n")
    add(f"{d}/2026/Déclaration 2026 revenus 2025 - brouillon.xlsx", A, "Impôts", 12,
        "Case;Libellé;Jean-Pierre;Monique\n1AS/1BS;Pensions (attestations SRE, CNAV, Arrco);23104;16712\n"
        "5ND/5OD;Meublés de tourisme classés micro-BIC (Le Noyer + Les Tilleuls);15880;\n"
        "7UF;Dons Restos du Coeur + Secours populaire;150;\n7DB;Emploi à domicile (ménage gîtes ? non, pro);;\n"
        "8HV;Prélèvement à la source déjà payé;1130;\nNote;vérifier CSG déductible 6GH;;\n")
    add(f"{d}/2026/Accusé réception déclaration revenus 2025.pdf", A, "Impôts", 9,
        "DGFiP - impots.gouv.fr\nACCUSÉ DE RÉCEPTION DE VOTRE DÉCLARATION DE REVENUS 2025\nDéposée en ligne le "
        "23/05/2026 - n° de télédéclaration 2026 0523 1187 0042\nMontant estimé de votre impôt : 1 212 €\n")
    add(f"{d}/Taxe foncière/TF 2023.pdf", A, "Impôts", _age(2023, 9, 5), t_tf(2023))
    add(f"{d}/Taxe foncière/TF 2024.pdf", A, "Impôts", _age(2024, 9, 3), t_tf(2024))
    add(f"{d}/Taux prélèvement à la source 2026.pdf", A, "Impôts", _age(2025, 9, 1),
        "DGFiP - Votre taux de prélèvement à la source\nFoyer DELMAS Jean-Pierre et Monique\nTaux du foyer "
        "applicable à partir de septembre 2025 : 3,1 %\nAcomptes mensuels sur revenus des gîtes (BIC) : 41 € "
        "prélevés le 15 de chaque mois\n")

    # ------------------------------------------------------------ Retraite (Areas)
    d = f"{D}/Retraite"
    add(f"{d}/Jean-Pierre/Titre de pension SRE 2017.pdf", A, "Retraite", _age(2017, 6, 12), t_pension_notif("jp_sre"))
    add(f"{d}/Jean-Pierre/Notification Carsat 2017.pdf", A, "Retraite", _age(2017, 8, 3), t_pension_notif("jp_cnav"))
    add(f"{d}/Jean-Pierre/Attestation fiscale SRE 2025.pdf", A, "Retraite", _age(2026, 2, 10), t_attest_fisc("sre", 2025))
    add(f"{d}/Monique/Notification retraite Carsat 2020.pdf", A, "Retraite", _age(2020, 8, 27), t_pension_notif("mo_cnav"))
    add(f"{d}/Monique/Notification Agirc-Arrco 2020.pdf", A, "Retraite", _age(2020, 9, 15), t_pension_notif("mo_arrco"))
    add(f"{d}/Monique/Relevé de carrière 2019.pdf", A, "Retraite", _age(2019, 11, 4),
        "info-retraite.fr - RELEVÉ DE SITUATION INDIVIDUELLE\nMme DELMAS Monique née FAURE, née le 22/06/1957\n"
        "1975-1976 : Nouvelles Galeries Bergerac, vendeuse - 6 trimestres\n1977-1987 : Pharmacie Centrale, Bergerac "
        "- 44 trimestres\n1978, 1981 : majoration enfants Laurent, Sandrine - 8 trimestres\n1988-2019 : Pharmacie du "
        "Vieux Pont, Le Bugue - 127 trimestres\nTotal à fin 2019 : 163 trimestres - durée requise 166\n")
    add(f"{d}/Monique/Attestation fiscale Agirc-Arrco 2025.pdf", A, "Retraite", _age(2026, 2, 3), t_attest_fisc("arrco", 2025))
    add(f"{d}/Revalorisation janvier 2026.eml", A, "Retraite", _age(2026, 1, 9), _mail(
        "ne-pas-repondre@lassuranceretraite.fr", MAIL, _on(2026, 1, 9), "Votre paiement de janvier 2026",
        "Bonjour Madame Delmas,\nVotre retraite de base a été revalorisée de 0,9 % au 1er janvier 2026.\nMontant "
        "brut mensuel : 966,42 € - montant net versé le 9 février : 882,40 €.\nRetrouvez vos attestations dans "
        "votre espace personnel lassuranceretraite.fr.\nL'Assurance retraite"))
    add(f"{d}/Pensions mensuelles 2026.xlsx", A, "Retraite", 30,
        "Caisse;Bénéficiaire;Brut;Net;Jour de versement\nSRE pension civile;Jean-Pierre;1 812,60;1 684,12;dernier jour "
        "ouvré\nCarsat;Jean-Pierre;233,15;211,40;9\nCarsat;Monique;966,42;882,40;9\nAgirc-Arrco;Monique;528,76;"
        "402,87;1er du mois\nTotal;;3 540,93;3 180,79;\n")

    # ------------------------------------------------------------ Banque (Areas)
    d = f"{D}/Banque"
    for m in range(1, 6):
        add(f"{d}/Relevés 2026/Relevé CA {MOIS[m - 1]} 2026.pdf", A, "Banque", _age(2026, m + 1, 3) if m < 5 else 6,
            t_releve(2026, m))
    for m in (11, 12):
        add(f"{d}/Relevés 2025/Relevé CA {MOIS[m - 1]} 2025.pdf", A, "Banque", _age(2025, m, 28), t_releve(2025, m))
    add(f"{d}/Relevés 2025/Relevé CA août 2025.pdf", A, "Banque", _age(2025, 9, 3), t_releve(2025, 8))
    add(f"{d}/Livret A relevé annuel 2025.pdf", A, "Banque", _age(2026, 1, 12),
        f"CRÉDIT AGRICOLE CHARENTE-PÉRIGORD\nRELEVÉ ANNUEL LIVRET A au 31/12/2025\n{JP}\nSolde au 01/01/2025 : "
        "21 430,00 €\nIntérêts 2025 (taux 2,4 %) : 498,17 €\nRetrait 15/03/2025 : -6 000,00 € (acompte devis "
        "grange)\nSolde au 31/12/2025 : 15 928,17 €\nLivret A de Mme Delmas : solde 22 950,00 € (plafond)\n")
    add(f"{d}/Budget 2026.xlsx", A, "Banque", 20, t_budget(2026))
    add(f"{d}/Budget 2025.xlsx", A, "Banque", 160, t_budget(2025))
    add(f"{d}/RIB compte joint.pdf", A, "Banque", 700,
        f"RELEVÉ D'IDENTITÉ BANCAIRE\nTitulaires : {JP} ou Mme DELMAS Monique\nIBAN FR76 1240 6000 9401 8733 2010 "
        f"145\nBIC AGRIFRPP824\nDomiciliation : {CA}\n")

    # ------------------------------------------------------------ Maison (Areas + Resources manuals)
    d = f"{D}/Maison"
    add(f"{d}/Fosse septique/Contrôle SPANC 2024.pdf", A, "Maison", _age(2024, 10, 8), t_spanc)
    add(f"{d}/Fosse septique/Facture vidange 2025.pdf", A, "Maison", _age(2025, 4, 22), t_vidange)
    add(f"{d}/Chauffage/Certificat ramonage 2025.pdf", A, "Maison", _age(2025, 10, 14), t_ramonage(2025))
    add(f"{d}/Chauffage/Certificat ramonage 2024.pdf", A, "Maison", _age(2024, 10, 22), t_ramonage(2024))
    add(f"{d}/Chauffage/Bois hiver 2025-2026.txt", A, "Maison", _age(2025, 9, 30),
        "Bois 2025-2026\nCommandé 8 stères à Lacombe (Fleurac) 72 €/stère livré - payé chèque 4518227\n"
        "Reste 3 stères de l'an dernier sous l'appentis\nEn janvier on a brûlé environ 1,5 stère/mois\n"
        "Pour l'an prochain : demander du chêne seul, le charme part trop vite\nGîtes : pas de bois fourni (poêles "
        "à granulés ? à voir avec la grange)\n")
    add(f"{d}/Chauffage/Facture poêle Invicta 2016.pdf", A, "Maison", _age(2016, 11, 2),
        "CHEMINÉES DU PÉRIGORD - Trélissac\nFACTURE n° 16-2241\nPoêle à bois Invicta Chamane 9 kW fonte : 1 890,00 €\n"
        "Tubage inox 150 mm 7 m + chapeau : 780,00 €\nPose : 620,00 €\nTVA 5,5 % : 181,00 €\nTotal : 3 471,00 € TTC\n"
        "Crédit d'impôt transition énergétique : attestation jointe\n")
    add(f"{d}/Notices/Notice poêle Invicta Chamane.pdf", R, "Maison", _age(2016, 11, 3),
        "INVICTA - Chamane - Notice d'installation et d'utilisation\nPuissance nominale 9 kW, bûches de 50 cm\n"
        "Allumage : ouvrir le registre d'air primaire, petit bois, puis 2 bûches. Ne jamais surcharger.\nEntretien : "
        "vider le cendrier, ramonage 2 fois par an dont une en période de chauffe (obligation réglementaire).\n")
    add(f"{d}/Assurance habitation Groupama 2026.pdf", A, "Maison", _age(2025, 12, 10), t_assur_hab)
    add(f"{d}/Travaux à prévoir maison.docx", A, "Maison", 70,
        "Travaux maison à prévoir (pas la grange !)\n- gouttière côté nord à refixer (Delpech quand il sera là)\n"
        "- volets de la cuisine à repeindre (avant l'été)\n- faire vidanger la fosse en 2027\n- commander le bois "
        "avant septembre\n- robinet extérieur qui fuit\n- demander à Groupama l'attestation pour la location\n")

    # ------------------------------------------------------------ Gîtes (Areas, running)
    d = f"{D}/Gîtes"
    starts = [("Le Noyer", 0, _on(2026, 7, 4)), ("Le Noyer", 3, _on(2026, 7, 18)), ("Les Tilleuls", 5, _on(2026, 6, 27)),
              ("Le Noyer", 7, _on(2026, 8, 8)), ("Les Tilleuls", 8, _on(2026, 8, 15))]
    for i, (g, fam, st) in enumerate(starts):
        add(f"{d}/Réservations 2026/Contrat {g} - {GUESTS[fam][0]} {st:%d-%m}.pdf", A, "Gîtes",
            r.randint(5, 110), t_contrat(g, fam, st))
    add(f"{d}/Réservations 2026/Planning été 2026.xlsx", A, "Gîtes", 4, t_planning(2026))
    for g, fam, st in (("Le Noyer", 2, _on(2025, 7, 12)), ("Les Tilleuls", 9, _on(2025, 8, 23))):
        add(f"{d}/Réservations 2025/Contrat {g} - {GUESTS[fam][0]}.pdf", A, "Gîtes", _age(2025, 3, 1) + r.randint(0, 60),
            t_contrat(g, fam, st))
    add(f"{d}/Réservations 2025/Planning 2025.xlsx", A, "Gîtes", 250, t_planning(2025))
    add(f"{d}/Gîtes de France/Relevé reversement saison 2025.pdf", A, "Gîtes", _age(2025, 10, 10), t_reversement(2025))
    add(f"{d}/Gîtes de France/Cotisation adhérent 2026.pdf", A, "Gîtes", _age(2026, 1, 8),
        f"{GDF}\nAPPEL DE COTISATION 2026\nPropriétaire P24-0552 - M. et Mme DELMAS\nGîte Le Noyer G24-1187 : 168,00 €\n"
        "Gîte Les Tilleuls G24-1214 : 124,00 €\nTotal : 292,00 € - prélèvement le 31/01/2026\n")
    add(f"{d}/Gîtes de France/Visite de classement Le Noyer 2024.pdf", A, "Gîtes", _age(2024, 5, 16),
        f"{GDF}\nCOMPTE RENDU DE VISITE DE CLASSEMENT - 14/05/2024\nGîte Le Noyer G24-1187 - 4 personnes - 62 m2\n"
        "Résultat : 3 épis maintenus (score 412 points)\nPoints à améliorer : literie du 2e couchage (140) à changer "
        "avant 2027, ajouter un lave-vaisselle, wifi à améliorer\nProchaine visite : 2029\n")
    add(f"{d}/Gîtes de France/Guide du propriétaire 2024.pdf", R, "Gîtes", _age(2024, 2, 1),
        "Gîtes de France - Guide du propriétaire 2024\nLa charte qualité, l'accueil des clients, la remise des clés, "
        "l'état des lieux, la gestion des avis, le calendrier de la centrale, les obligations fiscales du loueur "
        "de meublé (déclaration en mairie, taxe de séjour, micro-BIC).\n")
    add(f"{d}/Taxe de séjour/Déclaration taxe de séjour 2025.pdf", A, "Gîtes", _age(2025, 11, 6), t_taxe_sejour(2025))
    add(f"{d}/Taxe de séjour/Registre nuitées 2025.xlsx", A, "Gîtes", _age(2025, 10, 31),
        "Date arrivée;Gîte;Client;Adultes;Enfants;Nuits;Nuitées taxables\n" + "\n".join(
            f"{_num(_on(2025, 6, 28) + timedelta(days=7 * i))};{'Le Noyer' if i % 2 else 'Les Tilleuls'};"
            f"{GUESTS[i % 12][0]};{2 if i % 3 else 4};{i % 3};7;{7 * (2 if i % 3 else 4)}" for i in range(10)))
    add(f"{d}/Ménage/Planning ménage Sylvie été 2026.docx", A, "Gîtes", 8,
        "Ménage des gîtes - été 2026 - Sylvie Marty (06 71 22 48 90)\nChaque samedi de 10h à 14h entre deux "
        "locations\nLe Noyer : 3 h - Les Tilleuls : 1 h 30\nDraps et serviettes : Blanchisserie du Bugue, passage "
        "le vendredi\nPayé en CESU : 14 € net de l'heure\nSamedis : 27/06, 04/07, 11/07, 18/07, 25/07, 01/08 "
        "(attention fête votive, Monique pas dispo), 08/08, 15/08, 22/08, 29/08\n")
    add(f"{d}/Comptes gîtes 2025.xlsx", A, "Gîtes", _age(2026, 1, 20), t_comptes_gites(2025))
    add(f"{d}/Comptes gîtes 2026.xlsx", A, "Gîtes", 3, t_comptes_gites(2026))
    add(f"{d}/CFE 2025.pdf", A, "Gîtes", _age(2025, 11, 20), t_cfe(2025))
    add(f"{d}/Livret d'accueil Le Noyer.docx", A, "Gîtes", 40,
        "Bienvenue au gîte Le Noyer !\nJean-Pierre et Monique vous souhaitent un bon séjour.\nPoubelles : tri sélectif au point d'apport du bourg, jaune = emballages\nFosse "
        "septique : merci de ne rien jeter dans les toilettes (lingettes !)\nÀ voir : Lascaux IV, Les Eyzies, Sarlat, canoë sur la Vézère\nEn cas de souci : "
        "05 53 07 xx xx ou frapper à la maison\nDépart le samedi avant 10h, clés dans la boîte\n")
    for i, age in enumerate((410, 410, 409, 60)):
        photo(f"{d}/Photos annonce/{['Le Noyer salon', 'Le Noyer terrasse', 'Tilleuls chambre', 'Le Noyer chambre neuve'][i]}.jpg",
              A, "Gîtes", age)

    # ------------------------------------------------------------ Santé (Areas)
    d = f"{D}/Santé"
    add(f"{d}/Jean-Pierre/Cardio/Compte rendu Dr Hamel mars 2026.pdf", A, "Santé", _age(2026, 3, 19),
        t_cardio(_on(2026, 3, 17)))
    add(f"{d}/Jean-Pierre/Cardio/Compte rendu Dr Hamel septembre 2025.pdf", A, "Santé", _age(2025, 9, 25),
        t_cardio(_on(2025, 9, 23), echo=True))
    add(f"{d}/Jean-Pierre/Cardio/Compte rendu hospitalisation Francheville juin 2022.pdf", A, "Santé", _age(2022, 6, 30),
        "Clinique Francheville - Périgueux - Service de cardiologie interventionnelle\nCOMPTE RENDU D'HOSPITALISATION "
        "du 21 au 23/06/2022\nM. DELMAS Jean-Pierre, 67 ans\nMotif : angor d'effort depuis 2 mois (en coupant du "
        "bois)\nCoronarographie : sténose serrée 80 % de l'IVA proximale\nAngioplastie avec pose d'un stent actif "
        "3,0 x 18 mm, bon résultat\nDouble anti-agrégation 12 mois (Kardégic + ticagrélor) puis Kardégic seul\n"
        "Réadaptation cardiaque à Trélissac conseillée\n")
    add(f"{d}/Jean-Pierre/Analyses sang avril 2026.pdf", A, "Santé", _age(2026, 4, 24), t_analyses)
    add(f"{d}/Jean-Pierre/Tension 2026.xlsx", A, "Santé", 2,
        "Date;Matin;Soir;Pouls;Remarque\n" + "\n".join(
            f"{_num(_on(2026, 3, 1) + timedelta(days=6 * i))};{r.randint(124, 142)}/{r.randint(72, 86)};"
            f"{r.randint(120, 138)}/{r.randint(70, 84)};{r.randint(55, 68)};{r.choice(['', '', 'grange', 'fatigué'])}"
            for i in range(14)))
    add(f"{d}/Monique/Mammographie dépistage 2025.pdf", A, "Santé", _age(2025, 11, 18),
        "Centre d'imagerie médicale du Périgord Noir - Sarlat\nDÉPISTAGE ORGANISÉ DU CANCER DU SEIN\nMme DELMAS "
        "Monique, 68 ans\nMammographie bilatérale 2 incidences + échographie\nConclusion : ACR 1 des deux côtés, "
        "pas d'anomalie. Seconde lecture par le CRCDC Nouvelle-Aquitaine. Prochain dépistage dans 2 ans.\n")
    add(f"{d}/Monique/Ophtalmo lunettes 2025.pdf", A, "Santé", _age(2025, 3, 11),
        "Dr Claire Nadal - ophtalmologiste - Périgueux\nORDONNANCE DE VERRES CORRECTEURS\nMme DELMAS Monique\nOD : "
        "+1,75 (-0,50 à 90°) add +2,50\nOG : +2,00 add +2,50\nVerres progressifs. Début de cataracte à surveiller, "
        "revoir dans 1 an.\n")
    add(f"{d}/Mutuelle Générale attestation 2026.pdf", A, "Santé", _age(2026, 1, 4), t_mutuelle)
    add(f"{d}/Rendez-vous 2026.txt", A, "Santé", 15,
        "RDV santé 2026\n- JP : Dr Hamel (cardio) mardi 22 septembre 14h30 - prise de sang 15 jours avant\n- JP : "
        "Dr Vidal renouvellement 3 mois : 16 juin\n- Monique : ophtalmo Nadal 9 juillet 10h (cataracte ?)\n"
        "- Monique : dentiste Le Bugue 2 juin\n- Vaccin grippe/covid les deux en octobre à la pharmacie\n")
    add(f"{d}/Article - bien vivre avec un stent.pdf", R, "Santé", 900,
        "Fédération Française de Cardiologie - Vivre avec un stent\nReprendre une activité physique régulière : "
        "30 minutes de marche par jour. Ne jamais arrêter seul l'aspirine. Surveiller tension, cholestérol, "
        "poids. Éviter les efforts violents et le port de charges lourdes les premières semaines.\n")

    # ------------------------------------------------------------ Voiture (Areas; old car Archive)
    d = f"{D}/Voiture"
    add(f"{d}/Captur/Certificat d'immatriculation Captur.pdf", A, "Voiture", _age(2022, 3, 28),
        "CERTIFICAT D'IMMATRICULATION\nA : FX-731-PM  B : 14/04/2021  C.1 : DELMAS JEAN-PIERRE  C.3 : LA BORIE BASSE "
        "24260 ST AVIT DE VIALARD\nD.1 : RENAULT  D.3 : CAPTUR TCE 90  E : VF1RJB00766541289  P.6 : 5 CV  "
        "Date du certificat : 25/03/2022\n")
    add(f"{d}/Captur/Assurance Captur 2026.pdf", A, "Voiture", _age(2026, 3, 2),
        "GROUPAMA - AVIS D'ÉCHÉANCE AUTOMOBILE 2026\nVéhicule : Renault Captur FX-731-PM - conducteurs : "
        "Jean-Pierre (principal), Monique\nFormule tous risques - bonus 0,50\nCotisation annuelle : 487,92 € - "
        "mensualité 40,66 €\n")
    add(f"{d}/Captur/Contrôle technique 2025.pdf", A, "Voiture", _age(2025, 4, 9),
        "AUTOSUR Le Bugue - PROCÈS-VERBAL DE CONTRÔLE TECHNIQUE\nVéhicule : RENAULT CAPTUR FX-731-PM - 1re mise en "
        "circulation 14/04/2021 - 41 280 km\nRésultat : FAVORABLE - défaillances mineures : usure pneu AVG, "
        "éclairage plaque\nProchain contrôle avant le 08/04/2027\n")
    add(f"{d}/Captur/Facture pneus hiver 2025.pdf", A, "Voiture", _age(2025, 11, 5),
        "Garage LAFAYE - Renault agent - Le Bugue\nFACTURE 25-1877\nRENAULT CAPTUR FX-731-PM - 46 910 km\n4 pneus "
        "Michelin CrossClimate 2 215/60 R17 : 684,00 €\nMontage équilibrage : 72,00 €\nTotal TTC : 756,00 €\n")
    add(f"{d}/Captur/Notice Renault Captur.pdf", R, "Voiture", _age(2022, 4, 2),
        "RENAULT CAPTUR - Notice d'utilisation\nPression des pneus : avant 2,3 bar, arrière 2,1 bar. Vidange tous "
        "les 30 000 km ou 2 ans. Voyant service : faire réinitialiser chez un agent.\n")
    add(f"{d}/308/Certificat de cession 308.pdf", X, "Voiture", _age(2022, 3, 25),
        "CERTIFICAT DE CESSION D'UN VÉHICULE D'OCCASION (cerfa 15776*02)\nVéhicule : PEUGEOT 308 SW 1.6 HDi - "
        "BF-482-KL - 1re mise en circulation 10/11/2009 - 198 400 km\nVendeur : DELMAS Jean-Pierre\nAcheteur : "
        "SAS Garage Lafaye (reprise) - Le Bugue\nDate : 25/03/2022 - reprise 2 500 € déduite de l'achat du Captur\n")
    add(f"{d}/308/Entretien 308 2020.pdf", X, "Voiture", _age(2020, 10, 14),
        "Garage LAFAYE - FACTURE 20-1412\nPEUGEOT 308 SW BF-482-KL - 187 300 km\nVidange + filtres : 214,00 €\n"
        "Courroie de distribution + pompe à eau : 742,00 €\nTotal TTC : 956,00 €\n")

    # ------------------------------------------------------------ Papiers (Areas)
    d = f"{D}/Papiers"
    add(f"{d}/Livret de famille.pdf", A, "Papiers", 1500,
        "LIVRET DE FAMILLE - Mairie de Bergerac\nMariage célébré le 11 septembre 1976 entre DELMAS Jean-Pierre, "
        "facteur, né le 14/03/1955 à Sarlat, et FAURE Monique, vendeuse, née le 22/06/1957 à Bergerac\nEnfants : "
        "Laurent, né le 3/05/1978 à Bergerac ; Sandrine, née le 19/01/1981 à Sarlat\n")

    # ------------------------------------------------------------ Comité des fêtes (Areas)
    d = f"{D}/Comité des fêtes"
    for y, dd in ((2024, (2024, 1, 26)), (2025, (2025, 1, 24)), (2026, (2026, 1, 30))):
        add(f"{d}/AG/Compte rendu AG {y}.docx", A, "Comité des fêtes", _age(*dd) - 3, t_cr_ag(y))
    add(f"{d}/AG/Convocation AG 2026.docx", A, "Comité des fêtes", _age(2026, 1, 10),
        f"{COMITE}\nCONVOCATION\nLes adhérents sont invités à l'assemblée générale ordinaire le vendredi 30 janvier "
        "2026 à 20h30 à la salle des fêtes.\nOrdre du jour : rapport moral, rapport financier, calendrier 2026 "
        "(vide-grenier 17 mai, fête votive 1er et 2 août, loto 14 novembre, marché de Noël 13 décembre), élection "
        "du bureau, questions diverses.\nPouvoir ci-dessous. La secrétaire, Monique Delmas\n")
    for dm in (_on(2026, 3, 9), _on(2026, 5, 4)):
        add(f"{d}/Réunions/CR bureau {dm:%d-%m-%Y}.docx", A, "Comité des fêtes", (NOW - dm).days - 1,
            t_cr_bureau(dm, "fête votive 2026"))
    add(f"{d}/Réunions/CR bureau 15-09-2025.docx", A, "Comité des fêtes", _age(2025, 9, 16),
        "Comité des fêtes - réunion de bureau du 15 septembre 2025\nBilan fête votive 2025 : 248 repas, buvette "
        "6 120 € de recettes, feu d'artifice très réussi, orage le dimanche (concours de pétanque annulé).\n"
        "Loto du 15 novembre : lots à trouver (Josette : bons d'achat Intermarché ; Alain : jambon).\nMarché de "
        "Noël : 24 exposants déjà inscrits.\nMonique envoie le compte rendu à la mairie.\n")
    add(f"{d}/Adhérents 2026.xlsx", A, "Comité des fêtes", 25,
        "Nom;Prénom;Hameau;Cotisation 2026;Bénévole fête\n" + "\n".join(
            f"{n.split()[-1]};{n.split()[0]};{r.choice(['Le Bourg', 'La Borie', 'Le Peuch', 'Les Granges', 'Fonroque'])};"
            f"10;{r.choice(['oui', 'non', 'oui'])}" for n in FRIENDS))
    add(f"{d}/Fête votive 2025/Programme fête votive 2025.docx", A, "Comité des fêtes", _age(2025, 6, 20),
        "FÊTE VOTIVE DE SAINT-AVIT-DE-VIALARD - 2 et 3 août 2025\nSamedi : concours de pétanque 14h, repas "
        "périgourdin 20h (24 €), bal avec Les Copains d'Abord, feu d'artifice 23h\nDimanche : messe 10h30, "
        "vide-grenier des enfants, apéritif offert par la municipalité\n")
    add(f"{d}/Fête votive 2025/Bilan buvette.xlsx", A, "Comité des fêtes", _age(2025, 8, 10),
        "Poste;Recettes;Dépenses\nBuvette samedi;3 840;\nBuvette dimanche;2 280;\nRepas 248 x 24;5 952;\n"
        "Traiteur;;3 968\nOrchestre;;1 800\nFeu d'artifice;;2 400\nSACEM;;312\nSolde;;3 592\n")
    add(f"{d}/Fête votive 2025/Affiche fête votive 2025.png", A, "Comité des fêtes", _age(2025, 6, 22), "")
    for i in range(3):
        photo(f"{d}/Fête votive 2025/Photos/IMG_20250802_{211500 + i * 1317}.jpg", A, "Comité des fêtes",
              _age(2025, 8, 2))
    add(f"{d}/Fête votive 2026/Demande autorisation buvette.docx", A, "Comité des fêtes", 20,
        "Monsieur le Maire,\nLe Comité des fêtes sollicite l'autorisation d'ouvrir un débit de boissons temporaire "
        "(groupes 1 et 3) les samedi 1er et dimanche 2 août 2026 sur la place de l'église, à l'occasion de la fête "
        "votive.\nResponsable : Bernard Lafon, président. Secrétaire : Monique Delmas.\n")
    add(f"{d}/Fête votive 2026/Devis orchestre Les Copains d'Abord.pdf", A, "Comité des fêtes", 60,
        "Orchestre LES COPAINS D'ABORD - bal musette et variétés - Périgueux\nDEVIS pour le Comité des fêtes de "
        "Saint-Avit-de-Vialard\nSamedi 1er août 2026 - 22h à 2h - 6 musiciens + sono + éclairage\nCachet : 1 800 € "
        "TTC + repas pour 7 personnes\n")
    add(f"{d}/Vide-grenier 2026/Inscriptions exposants.xlsx", A, "Comité des fêtes", 16,
        "Nom;Ville;Mètres;Payé;Pièce d'identité\n" + "\n".join(
            f"{GUESTS[i][0] if i % 2 else FRIENDS[i % 12].split()[0]};{r.choice(['Le Bugue', 'Rouffignac', 'Fleurac', 'Manaurie', 'Journiac'])};"
            f"{r.choice([3, 4, 6])};oui;CNI" for i in range(12)))
    add(f"{d}/Vide-grenier 2026/Règlement vide-grenier.docx", A, "Comité des fêtes", 80,
        "Règlement du vide-grenier du dimanche 17 mai 2026\nEmplacement : 2 € le mètre, 3 m minimum. Installation "
        "de 6h à 8h.\n")
    add(f"{d}/Demande subvention mairie 2026.docx", A, "Comité des fêtes", _age(2026, 2, 20),
        "Demande de subvention 2026 - Comité des fêtes\nMontant sollicité : 1 500 €\nBudget prévisionnel : "
        "recettes 24 000 €, dépenses 23 500 €\nActions : vide-grenier, fête votive, loto, marché de Noël, "
        "goûter des aînés\nPièces jointes : compte rendu AG, bilan financier 2025, RIB\n")
    add(f"{d}/~$mpte rendu AG 2026.docx", L, "Système", 1, b"\x0bMonique D.\x00" + bytes(150))

    # ------------------------------------------------------------ Travaux grange (Projects/Gîtes)
    d = f"{D}/Travaux grange"
    add(f"{d}/Permis/Récépissé dépôt PC.pdf", P, "Gîtes", _age(2025, 11, 18), t_permis)
    add(f"{d}/Permis/Arrêté permis accordé.pdf", P, "Gîtes", _age(2026, 3, 6), t_arrete)
    add(f"{d}/Permis/Notice descriptive projet.docx", P, "Gîtes", _age(2025, 11, 10),
        "PC 024 384 25 - Notice descriptive\nÉtat initial : grange en pierre calcaire de 1880, 120 m2 au sol, "
        "toiture tuile plate en mauvais état, à 30 m de l'habitation.\nProjet : changement de destination en gîte "
        "de 3 chambres (6 personnes), séjour cathédrale, 2 baies vitrées au sud dans les anciennes portes "
        "charretières.\n"
        "Assainissement : filière autonome séparée (étude jointe).\n")
    add(f"{d}/Permis/Plans Atelier Plans Périgord.pdf", P, "Gîtes", _age(2025, 10, 28),
        "ATELIER PLANS PÉRIGORD - dessinateur - Montignac\nPlans PC : PC1 situation, PC2 masse, PC3 coupe, PC5 "
        "façades, PC6 insertion\nGîte La Grange - DELMAS - surface de plancher 96 m2 - emprise existante\n"
        "Honoraires : 1 380 € TTC\n")
    add(f"{d}/Permis/Déclaration ouverture chantier.pdf", P, "Gîtes", _age(2026, 4, 7),
        "DÉCLARATION D'OUVERTURE DE CHANTIER (cerfa 13407)\nPermis n° PC 024 384 25 S0012 accordé le 06/03/2026\n"
        "Date d'ouverture : 13/04/2026\nDéclarant : DELMAS Jean-Pierre\n")
    for k, age in (("maconnerie", _age(2026, 1, 14)), ("charpente", _age(2025, 12, 2)), ("plomberie", _age(2026, 2, 27)),
                   ("electricite", _age(2026, 3, 30))):
        firm, lot, ls, nr = DEVIS[k]
        add(f"{d}/Devis/Devis {lot.split(' - ')[0].split(' NF')[0]} {firm.split(' - ')[0].split()[-1].title()}.pdf",
            P, "Gîtes", age, t_devis(firm, lot, ls, nr))
    add(f"{d}/Devis/Comparatif devis.xlsx", P, "Gîtes", 50,
        "Lot;Entreprise 1;Prix;Entreprise 2;Prix;Choix\nCharpente;Delpech & Fils;35 475;Toitures Sarladaises;"
        "38 900;Delpech\nMaçonnerie;Bouyssou;26 125;Batipierre 24;29 800;Bouyssou\nPlomberie;Chassaing;19 305;"
        "Thermi Périgord;21 050;Chassaing (RGE)\nÉlectricité;Périgord Élec;7 359;;;Laval (cousin de Didier)\n")
    add(f"{d}/Assainissement/Étude de sol gîte 3.pdf", P, "Gîtes", _age(2025, 10, 15), t_etude_sol)
    add(f"{d}/Assainissement/Avis SPANC sur projet.pdf", P, "Gîtes", _age(2025, 11, 3),
        "Communauté de communes Vallée de l'Homme - SPANC\nAVIS SUR LA CONCEPTION D'UNE INSTALLATION "
        "D'ASSAINISSEMENT NON COLLECTIF\nPétitionnaire : DELMAS J-P - gîte dans la grange, 5 EH\nFilière : fosse "
        "5 m3 + filtre à sable vertical drainé 25 m2\nAVIS FAVORABLE - contrôle de bonne exécution à demander "
        "avant remblaiement\n")
    add(f"{d}/Budget grange.xlsx", P, "Gîtes", 6, t_budget_grange)
    add(f"{d}/Planning travaux.docx", P, "Gîtes", 22,
        "Planning travaux grange 2026-2027\nAvril-mai : maçonnerie (Bouyssou) - ouvertures, dalle\nJuin-juillet : "
        "charpente et couverture (Delpech) - bâcher en cas d'orage !\nSeptembre : menuiseries\nOctobre-novembre : "
        "plomberie, électricité, PAC\nHiver : placo, peinture (nous + Laurent)\nPrintemps 2027 : assainissement, "
        "cuisine, meubles\nVisite Gîtes de France : avril 2027 - première location : juillet 2027\n")
    add(f"{d}/Prêt travaux Crédit Agricole.pdf", P, "Gîtes", _age(2026, 3, 12), t_pret)
    add(f"{d}/Artisans/Mail Delpech report charpente.eml", P, "Gîtes", 9, _mail(
        "Delpech & Fils <charpente.delpech@wanadoo.fr>", MAIL, NOW - timedelta(days=9),
        "Chantier Delmas - date de démarrage charpente",
        "Bonjour Monsieur Delmas,\nSuite au retard de la tuile de récupération (livraison prévue le 15 juin), nous "
        "ne pourrons démarrer la charpente que le lundi 22 juin au lieu du 8.\nMerci de vérifier avec M. Bouyssou "
        "que les arases seront terminées. Il faudra aussi libérer la grange du bois de chauffage.\nCordialement,\n"
        "Francis Delpech"))
    add(f"{d}/Artisans/Mail Chassaing PAC.eml", P, "Gîtes", 33, _mail(
        "Plomberie Chassaing <contact@chassaing-plomberie.fr>", MAIL, NOW - timedelta(days=33),
        "RE: devis C-2026-031 pompe à chaleur",
        "Bonjour,\nJe vous confirme que la PAC air-air Daikin 3 unités est éligible à la TVA 10 % (pas 5,5 %). Pour "
        "le chauffe-eau thermodynamique, prévoir un local à 8 °C minimum.\nJe passe voir l'emplacement des "
        "évacuations avec le maçon mardi.\nDidier Chassaing"))
    add(f"{d}/Gîtes de France pré-visite La Grange.eml", P, "Gîtes", 27, _mail(
        MAIL, "centrale@gites-de-france-dordogne.com", NOW - timedelta(days=27),
        "Projet 3e gîte - demande de pré-visite",
        "Bonjour,\nPropriétaires des gîtes Le Noyer (G24-1187) et Les Tilleuls (G24-1214), nous aménageons notre "
        "grange en un troisième gîte de 6 personnes, ouverture prévue à l'été 2027.\nPourriez-vous nous envoyer "
        "la grille de classement 3 épis et passer faire une pré-visite cet automne pour valider l'aménagement ?\n"
        "Bien cordialement,\nJean-Pierre et Monique Delmas"))
    for i, age in enumerate((470, 300, 52, 44, 30, 17, 5)):
        photo(f"{d}/Photos chantier/{img(age)}" if i > 1 else f"{d}/Photos chantier/grange avant {i + 1}.jpg",
              P, "Gîtes", age)

    # ------------------------------------------------------------ Noces d'or 2026 (Projects)
    d = f"{D}/Noces d'or 2026"
    add(f"{d}/Liste invités.xlsx", P, "Noces d'or", 7, t_invites)
    add(f"{d}/Devis traiteur Saveurs du Périgord.pdf", P, "Noces d'or", 64, t_traiteur)
    add(f"{d}/Contrat salle des fêtes.pdf", P, "Noces d'or", 110, t_salle)
    add(f"{d}/Invitation brouillon.docx", P, "Noces d'or", 19,
        "1976 - 2026\nJean-Pierre et Monique\nont le plaisir de vous inviter à fêter leurs\nNOCES D'OR\nle samedi "
        "12 septembre 2026 à partir de 12h\nà la salle des fêtes de Saint-Avit-de-Vialard\nApéritif, repas et "
        "soirée dansante\nRéponse souhaitée avant le 15 juillet : 05 53 07 xx xx ou delmas.laborie@orange.fr\n")
    add(f"{d}/Budget noces d'or.xlsx", P, "Noces d'or", 5,
        "Poste;Prévu;Payé;Reste\nTraiteur (73 couverts);4007;800;3207\nSalle des fêtes;180;180;0\nAccordéoniste "
        "Didier Bouysset;450;0;450\nPhotographe Studio Lumière;380;100;280\nInvitations (imprimerie du Bugue);95;"
        "95;0\nFleurs et déco;250;0;250\nVin (Cave de Tursac, Pécharmant);620;0;620\nTotal;5982;1175;4807\n")
    add(f"{d}/Discours Jean-Pierre.docx", P, "Noces d'or", 11,
        "Discours - brouillon 3\nMes chers enfants, mes chers petits-enfants, chers amis,\nIl y a cinquante ans, le "
        "11 septembre 1976, à la mairie de Bergerac, une jeune vendeuse des Nouvelles Galeries a dit oui à un "
        "facteur qui n'avait pas encore de voiture...\n(la tournée, la pharmacie, les gîtes, Josiane)\n"
        "Merci à Laurent et Sandrine pour le diaporama.\n")
    add(f"{d}/Mail photographe.eml", P, "Noces d'or", 40, _mail(
        "Studio Lumière Périgord <contact@studiolumiere24.fr>", MAIL, NOW - timedelta(days=40),
        "Reportage 50 ans de mariage - 12/09/2026",
        "Bonjour Madame Delmas,\nJe confirme ma présence le samedi 12 septembre de 11h30 à 17h : photos de la "
        "cérémonie de renouvellement des voeux à la mairie, photo de groupe devant l'église, puis le repas.\n"
        "Tarif : 380 € avec clé USB de 150 photos retouchées. Acompte de 100 € bien reçu.\nCordialement, Élodie"))
    add(f"{d}/Diaporama - photos à choisir.txt", P, "Noces d'or", 14,
        "Diaporama (Sandrine s'en occupe, lui envoyer les scans avant fin juillet)\n- mariage 1976 : sortie de "
        "mairie, la 2CV décorée\n- Laurent bébé 1978, Sandrine 1981\n- les vacances en caravane à Biscarrosse\n"
        "- départ en retraite JP 2017 et Monique 2020\n- les 4 petits-enfants à Noël 2025\n- musique : La Bohème "
        "(Aznavour) et Le Dénicheur\n")
    for i in range(5):
        photo(f"{d}/Photos diaporama/scan mariage {i + 1:02d}.jpg", P, "Noces d'or", 18 - i)
    add(f"{d}/~$Budget noces d'or.xlsx", L, "Système", 0.5, b"\x0bJean-Pierre\x00" + bytes(150))

    # ------------------------------------------------------------ Succession Josiane (Projects)
    d = f"{D}/Succession Josiane"
    add(f"{d}/Acte de décès Josiane.pdf", P, "Succession", _age(2025, 10, 17),
        "MAIRIE DE BERGERAC - EXTRAIT D'ACTE DE DÉCÈS n° 712\nLe 14 octobre 2025 à 5h20 est décédée au Centre "
        "hospitalier Samuel Pozzi, Bergerac, Josiane Marie FAURE, retraitée, née à Bergerac le 2 février 1951, "
        "domiciliée 14 rue Jean Moulin, veuve de René CASTAGNÉ.\nDressé le 15 octobre 2025 sur la déclaration de "
        "Monique DELMAS, soeur de la défunte.\n")
    add(f"{d}/Courrier notaire novembre 2025.pdf", P, "Succession", _age(2025, 11, 7), t_notaire_letter)
    add(f"{d}/Inventaire comptes et biens.xlsx", P, "Succession", 24, t_inventaire)
    add(f"{d}/Déclaration de succession - projet notaire.pdf", P, "Succession", _age(2026, 4, 2),
        f"{NOTAIRE}\nPROJET DE DÉCLARATION DE SUCCESSION (2705-SD) - Mme Josiane CASTAGNÉ\nActif : immeuble Bergerac "
        "165 000 € ; comptes Banque Postale 36 172,50 € ; véhicule 2 300 € ; mobilier forfait 5 % 8 250 €\n"
        "Passif : frais funéraires 1 500 € ; dettes 2 890 €\nActif net : 207 332 € - part de chaque héritier "
        "103 666 €\nAbattement frère/soeur 15 932 € - droits estimés par héritier : 37 180 €\nÀ signer et déposer "
        "avant le 14/04/2026 (paiement fractionné demandé)\n")
    add(f"{d}/Estimation maison Bergerac.pdf", P, "Succession", _age(2025, 12, 4),
        "Agence Immobilière du Port - Bergerac\nAVIS DE VALEUR\nBien : maison de ville 14 rue Jean Moulin, 92 m2, "
        "3 chambres, cour, cave, chauffage gaz, DPE classe E\nPropriétaires : succession CASTAGNÉ\nValeur de marché "
        "estimée : 160 000 à 170 000 € - prix conseillé 169 000 € FAI\n")
    add(f"{d}/Compromis de vente mai 2026.pdf", P, "Succession", _age(2026, 5, 12), t_compromis)
    add(f"{d}/Mail Gérard vente maison.eml", P, "Succession", 21, _mail(
        "Gérard Faure <gerard.faure31@free.fr>", MAIL, NOW - timedelta(days=21), "Re: maison de Josiane",
        "Ma petite Monique,\nD'accord pour 162 000, les Perrier ont l'air sérieux et on ne va pas passer un autre "
        "hiver à chauffer une maison vide. Je signe le compromis par procuration chez Maître Roussel.\nOn en "
        "parle dimanche. Bises à Jean-Pierre.\nGérard"))
    add(f"{d}/Résiliations contrats Josiane.docx", P, "Succession", 150,
        "Résiliations à faire pour Josiane (copie acte de décès à chaque fois)\n- EDF : fait le 28/10, relevé "
        "compteur 48 217\n- Engie gaz : fait, facture de clôture 184 € à payer par le notaire\n- Orange box + "
        "téléphone : fait, renvoyer la Livebox\n- MAAF habitation : garder jusqu'à la vente !\n- Mutuelle MGEN : "
        "fait\n- Caisse de retraite : CNAV prévenue par l'état civil, Agirc-Arrco à "
        "écrire\n")
    add(f"{d}/Suivi succession.txt", P, "Succession", 3,
        "SUIVI SUCCESSION JOSIANE\n14/10/25 décès - 18/10 obsèques\n07/11 1er rdv Maître Roussel\n02/12 acte de "
        "notoriété signé\n04/12 estimation agence 165 000\n03/04/26 déclaration de succession signée - droits "
        "37 180 chacun, paiement fractionné sur 1 an accepté\n12/05 compromis 162 000 (Perrier)\nEN ATTENTE : "
        "prêt des Perrier (30/06), acte de vente avant 24/07, vider la maison en juillet avec Gérard\n")

    # ------------------------------------------------------------ La Poste, Pharmacie (Archive)
    d = f"{D}/La Poste"
    add(f"{d}/Bulletin de paie décembre 2016.pdf", X, "La Poste", _age(2017, 1, 5), t_poste("paie"))
    add(f"{d}/Médaille du travail 2015.pdf", X, "La Poste", _age(2015, 9, 20), t_poste("medaille"))
    add(f"{d}/Attestation cessation de fonctions 2017.pdf", X, "La Poste", _age(2017, 7, 4), t_poste("fin"))
    add(f"{d}/Pot de départ juin 2017.docx", X, "La Poste", _age(2017, 6, 25),
        "Pot de départ - vendredi 30 juin 2017 - PDC Le Bugue\nMerci à tous les collègues, 42 ans de tournées, "
        "dont 28 sur la tournée 4 (Saint-Avit, Fleurac, Manaurie).\nMerci à Jacky pour le cadre de la sacoche, "
        "et à Madame Peyrat du Bourg qui m'a offert le café tous les matins pendant 20 ans.\n")
    for i in range(2):
        photo(f"{d}/Photos pot de départ/DSC0{4410 + i * 3}.JPG", X, "La Poste", _age(2017, 6, 30))
    d = f"{D}/Pharmacie"
    add(f"{d}/Certificat de travail 2020.pdf", X, "Pharmacie", _age(2020, 10, 2), t_pharma("certif"))
    add(f"{d}/Solde de tout compte 2020.pdf", X, "Pharmacie", _age(2020, 10, 2), t_pharma("solde"))
    add(f"{d}/Lettre aux collègues.docx", X, "Pharmacie", _age(2020, 9, 27),
        "À toute l'équipe de la Pharmacie du Vieux Pont,\nAprès 32 ans derrière le comptoir, je pose ma blouse. "
        "Merci à Madame Lacoste de m'avoir fait confiance en 1988, merci à Céline et Karine pour les fous rires "
        "pendant les gardes et l'hiver du covid. Venez me voir à La Borie, il y aura toujours du café !\nMonique\n")

    # ------------------------------------------------------------ Caravane, Maroc (Archive)
    d = f"{D}/Caravane"
    add(f"{d}/Certificat de cession caravane.pdf", X, "Caravane", _age(2023, 6, 17), t_caravane("cession"))
    photo(f"{d}/Photos annonce/caravane 1.jpg", X, "Caravane", _age(2023, 5, 29))
    photo(f"{d}/Photos annonce/caravane 2.jpg", X, "Caravane", _age(2023, 5, 29))
    d = f"{D}/Maroc 2024"
    add(f"{d}/Programme circuit Maroc.pdf", X, "Voyages", _age(2024, 1, 22), t_maroc("programme"))
    add(f"{d}/Assurance voyage Mutuaide.pdf", X, "Voyages", _age(2024, 1, 25), t_maroc("assurance"))
    add(f"{d}/Facture Périgord Évasion.pdf", X, "Voyages", _age(2024, 1, 22),
        "PÉRIGORD ÉVASION VOYAGES - 8 rue Taillefer, 24000 Périgueux - IM024110007\nFACTURE n° PEV-24-0093\nCircuit "
        "Maroc des Kasbahs 08-18/04/2024 - 2 participants x 1 690 € = 3 380,00 €\nAcompte 30 % : 1 014,00 € - "
        "solde 2 366,00 € réglé le 08/03/2024\n")

    # ------------------------------------------------------------ Resources: recettes, jardin, généalogie, livres
    for i, (name, text) in enumerate(RECETTES.items()):
        ext = ["docx", "txt", "docx", "pdf", "txt", "docx"][i]
        add(f"{D}/Recettes/{name}.{ext}", R, "Cuisine", r.randint(200, 2500), text)
    for i, (name, text) in enumerate(JARDIN.items()):
        add(f"{D}/Jardin/{name}.{['pdf', 'pdf', 'txt', 'pdf'][i]}", R, "Jardin", r.randint(60, 1200), text)
    add(f"{D}/Généalogie/Delmas-Faure.ged", R, "Généalogie", 130,
        "0 HEAD\n1 SOUR Heredis\n1 CHAR UTF-8\n0 @I1@ INDI\n1 NAME Jean-Pierre /DELMAS/\n1 BIRT\n2 DATE 14 MAR 1955\n"
        "2 PLAC Sarlat-la-Canéda\n0 @I2@ INDI\n1 NAME Louis /DELMAS/\n1 BIRT\n2 DATE 1921\n2 PLAC Marquay\n"
        "0 @I3@ INDI\n1 NAME Pierre /DELMAS/\n1 BIRT\n2 DATE 1889\n2 PLAC Marquay\n1 OCCU cultivateur\n0 TRLR\n")
    add(f"{D}/Généalogie/Notes recherches Delmas.docx", R, "Généalogie", 240,
        "Recherches famille Delmas\n- Pierre Delmas (1889-1916), cultivateur à Marquay, mort pour la France à "
        "Verdun (fiche Mémoire des hommes)\n- Registres paroissiaux de Marquay avant 1792 : archives "
        "départementales de la Dordogne, en ligne (cote 5 E 252)\n- Piste : branche Faure de Bergerac, tonneliers ?\n")
    photo(f"{D}/Généalogie/acte naissance Pierre Delmas 1889.jpg", R, "Généalogie", 260)
    for t, a, p in (("Jacquou le Croquant", "Eugène Le Roy", "Le vieux Jacquou raconte sa vie de misère dans la forêt "
                     "Barade."), ("Les Messieurs de Grandval", "Christian Signol", "Une saga paysanne dans le Quercy."),
                    ("Des grives aux loups", "Claude Michelet", "Saint-Libéral, un village de Corrèze, de 1899 à 1930."),
                    ("Maigret et le corps sans tête", "Georges Simenon", "Un bras repêché dans le canal Saint-Martin."),
                    ("Le guide du potager bio", "Jean-Paul Thorez", "Semis, rotations et associations au potager.")):
        add(f"{D}/Livres/{a} - {t}.epub", R, "Livres", r.randint(100, 1600), _epub(t, a, "fr", p))

    # ------------------------------------------------------------ Divers (a dump folder: hard)
    d = f"{D}/Divers"
    add(f"{d}/lettre.docx", A, "Gîtes", 280,
        "Monique et Jean-Pierre Delmas\nLa Borie Basse\n24260 Saint-Avit-de-Vialard\nFamille Roux, Lyon\nLe 12 "
        "septembre 2025\nChère Madame,\nVous trouverez ci-joint votre chèque de dépôt de garantie de 300 €, que nous "
        "n'avons pas encaissé. Nous sommes désolés pour le matelas de la deuxième chambre du gîte, il sera changé "
        "avant la saison prochaine.\nAvec nos sentiments les meilleurs,\n", hard=True)
    add(f"{d}/courrier 2.pdf", A, "Impôts", 560,
        "DGFiP - Centre des finances publiques de Sarlat\nAVIS DE DÉGRÈVEMENT\nTaxe d'habitation 2023 sur la "
        "résidence secondaire : DÉGRÈVEMENT TOTAL de 318 €\nMotif : les locaux (gîtes Le Noyer et Les Tilleuls) "
        "sont des meublés de tourisme imposés à la CFE et non à la taxe d'habitation.\n", hard=True)
    add(f"{d}/tableau 2024.xlsx", X, "Voyages", _age(2024, 4, 20), t_maroc("depenses"), hard=True)
    add(f"{d}/texte.txt", X, "La Poste", _age(2017, 6, 20),
        "idées pour le pot\n- remercier le chef d'établissement M. Fournier\n- les 3 chiens de la tournée 4 (le "
        "berger de Fleurac !)\n- la neige de 1985 à Sarlat, la tournée à pied\n- la mobylette puis la 4L jaune, "
        "puis le Kangoo\n- 42 ans et pas un recommandé perdu\n", hard=True)
    add(f"{d}/scan.pdf", A, "Maison", _age(2024, 10, 9),
        "SPANC - Communauté de communes Vallée de l'Homme\nFACTURE DE REDEVANCE - contrôle périodique de "
        "l'installation d'assainissement non collectif\nUsager : DELMAS Jean-Pierre - La Borie Basse\nContrôle "
        "du 08/10/2024 : 95,00 € - à régler au Trésor public\n", hard=True)

    # ------------------------------------------------------------ Téléchargements (dump)
    h = True
    add(f"{T}/document(3).pdf", A, "Impôts", _age(2025, 9, 2), t_tf(2025), hard=h)
    add(f"{T}/document(4).pdf", P, "Gîtes", 26, t_devis(DEVIS["charpente"][0], "Charpente - couverture (variante 2)",
        DEVIS["charpente"][2][:2] + [("Isolation fibre de bois + écran sous-toiture", 6900)], "2025-118-V2"), hard=h)
    add(f"{T}/document(1).pdf", X, "Voyages", _age(2024, 2, 2), t_maroc("billet"), hard=h)
    add(f"{T}/document.pdf", A, "Gîtes", 38, t_contrat("Les Tilleuls", 10, _on(2026, 7, 11), 14), hard=h)
    add(f"{T}/document(2).pdf", A, "Retraite", _age(2026, 2, 14), t_attest_fisc("cnav", 2025), hard=h)
    add(f"{T}/document(5).pdf", A, "Santé", 160,
        "La Mutuelle Générale - DÉCOMPTE DE REMBOURSEMENT du 18/12/2025\nBénéficiaire : DELMAS Monique\n"
        "Verres progressifs + monture (Optique du Bugue) : dépense 612,00 € - Sécurité sociale 0,09 € - Mutuelle "
        "420,00 € - reste à charge 191,91 €\n", hard=h)
    add(f"{T}/export.csv", A, "Gîtes", 2, t_export_bookings, hard=h)
    add(f"{T}/export(1).csv", A, "Banque", 11, t_releve(2026, 4, "csv"), hard=h)
    add(f"{T}/export(2).csv", A, "Santé", 35,
        "Date des soins;Bénéficiaire;Acte;Montant payé;Remboursé Assurance Maladie;Date de paiement\n"
        "17/03/2026;DELMAS JEAN PIERRE;Consultation cardiologue (CSC);49,00;34,30;20/03/2026\n"
        "17/03/2026;DELMAS JEAN PIERRE;Électrocardiogramme DEQP003;14,26;9,98;20/03/2026\n"
        "25/03/2026;DELMAS JEAN PIERRE;Pharmacie - Kardégic, bisoprolol, atorvastatine;38,72;29,04;27/03/2026\n"
        "02/04/2026;DELMAS MONIQUE;Consultation médecin traitant (G);30,00;20,00;04/04/2026\n"
        "24/04/2026;DELMAS JEAN PIERRE;Analyses biologiques;42,12;25,27;28/04/2026\n", hard=h)
    add(f"{T}/telechargement.pdf", A, "Santé", 140,
        "ameli - ATTESTATION DE DROITS À L'ASSURANCE MALADIE\nAssuré : DELMAS Jean-Pierre - NIR 1 55 03 24 520 041 18\n"
        "Organisme : CPAM de la Dordogne\nAffection de longue durée (ALD) : exonération du ticket modérateur pour "
        "cardiopathie ischémique jusqu'au 30/06/2027\nMédecin traitant déclaré : Dr Anne VIDAL, Le Bugue\n", hard=h)
    add(f"{T}/telechargement(1).pdf", R, "Maison", 230,
        "Guide d'utilisation - bien se chauffer au bois\nUtilisez un bois sec (moins de 20 % d'humidité), stocké 2 "
        "ans sous abri. "
        "Fermer l'arrivée d'air la nuit encrasse le conduit : préférez une allure modérée.\n", hard=h)
    add(f"{T}/fichier.pdf", X, "Caravane", _age(2023, 5, 30), t_caravane("annonce"), hard=h)
    add(f"{T}/PJ.pdf", P, "Noces d'or", 9,
        "LES SAVEURS DU PÉRIGORD - traiteur - Montignac\nDEVIS RECTIFIÉ n° 26-0311-B\nNoces d'or Delmas - 12/09/2026 "
        "- 68 adultes + 9 enfants\nRemplacement du magret par une poularde aux morilles (+3,00 €/pers)\nTotal TTC "
        "révisé : 4 388,00 € - acompte de 800 € déjà versé\n", hard=h)
    add(f"{T}/piece_jointe.pdf", P, "Succession", 48,
        f"{NOTAIRE}\nRELEVÉ DE COMPTE CLIENT - dossier 2025/1187 FR\nEncaissements : Banque Postale clôture comptes "
        "36 172,50 €\nDécaissements : droits de succession 1re fraction 24 787 € ; facture "
        "Engie 184 € ; taxe foncière 2025 Bergerac 1 104 €\nSolde disponible : 12 397,50 €\n", hard=h)
    add(f"{T}/piece_jointe(1).pdf", A, "Comité des fêtes", _age(2025, 7, 15),
        "MAIRIE DE SAINT-AVIT-DE-VIALARD\nARRÊTÉ MUNICIPAL n° 2025-31 portant autorisation d'ouverture d'un débit de "
        "boissons temporaire\nBénéficiaire : Comité des fêtes, représenté par M. Bernard LAFON\nLieu : place de "
        "l'église - les 2 et 3 août 2025 de 10h à 2h\nBoissons des groupes 1 et 3 uniquement\n", hard=h)
    add(f"{T}/IMG_20260412_0001.pdf", A, "Santé", 50, t_ordonnance, hard=h)
    add(f"{T}/CamScanner 03-05-2026 10.14.pdf", P, "Gîtes", 29,
        "PÉRIGORD ÉLEC - Fabrice Laval - Fleurac\nFACTURE D'ACOMPTE n° FA-26-044\nChantier : gîte La Grange, "
        "La Borie Basse - M. et Mme Delmas\nAcompte 30 % sur devis PE-26-207 : 2 207,70 € TTC\nRèglement par "
        "virement avant démarrage (gaines en attente pendant la maçonnerie)\n", hard=h)
    add(f"{T}/download.pdf", R, "Maison", 600,
        "Assainissement non collectif - Guide à l'usage des particuliers (ministère de la Transition écologique)\n"
        "Les filières agréées : microstations, filtres compacts, filtres plantés. Le SPANC contrôle la conception, "
        "l'exécution puis le bon fonctionnement tous les 10 ans au plus.\n", hard=h)
    add(f"{T}/20250918_courrier.pdf", A, "Santé", _age(2025, 9, 18),
        "La Mutuelle Générale - Paris, le 18 septembre 2025\nM. DELMAS Jean-Pierre\nObjet : évolution de votre "
        "cotisation au 1er janvier 2026\nLa cotisation de votre contrat Retraités du Groupe La Poste évoluera de "
        "+4,2 % : 138,60 € par mois pour vous et votre conjointe.\n", hard=h)
    add(f"{T}/scan_20231104.pdf", A, "Maison", _age(2023, 11, 4), t_ramonage(2023), hard=h)
    add(f"{T}/message.eml", P, "Succession", 160, _mail(
        "Gérard Faure <gerard.faure31@free.fr>", MAIL, NOW - timedelta(days=160), "papiers",
        "Monique,\nJ'ai retrouvé chez Josiane le contrat d'assurance vie CNP (Cachemire), nous sommes bénéficiaires "
        "tous les deux. Il faut envoyer à la CNP l'acte de décès, l'acte de notoriété et nos pièces d'identité. "
        "Je t'envoie le formulaire par la poste. Le notaire dit que c'est hors succession.\nGérard"), hard=h)
    add(f"{T}/RE_ votre demande.eml", P, "Gîtes", 20, _mail(
        "Centrale Gîtes de France Dordogne <centrale@gites-de-france-dordogne.com>", MAIL, NOW - timedelta(days=20),
        "RE: votre demande",
        "Bonjour Monsieur et Madame Delmas,\nNotre technicienne Mme Barrière pourra passer pour la pré-visite du "
        "futur gîte de la grange le jeudi 8 octobre 2026 à 14h. Vous trouverez ci-joint la grille 3 épis (équipement "
        "cuisine, surface des chambres, salle d'eau par chambre conseillée pour 6 personnes).\nLa labellisation "
        "définitive se fera après achèvement des travaux.\nCordialement, Service qualité", ), hard=h)
    add(f"{T}/Fwd_ info.eml", P, "Noces d'or", 12, _mail(
        "Laurent Delmas <laurent.delmas33@gmail.com>", MAIL, NOW - timedelta(days=12), "Fwd: info",
        "Maman,\nJe te fais suivre la réponse de l'accordéoniste : Didier Bouysset est libre le 12 septembre, 450 € "
        "pour l'après-midi et la soirée. Il connaît Le Dénicheur, évidemment. Je réserve ?\nPour le gâteau, Céline "
        "propose une pièce montée de 50 choux, à voir avec le traiteur.\nBises, Laurent"), hard=h)
    add(f"{T}/Document sans titre.docx", A, "Comité des fêtes", 45,
        "Bulletin d'inscription - vide-grenier du 17 mai 2026\nNom, prénom : ....\nAdresse : ....\nN° pièce "
        "d'identité : ....\nMètres linéaires (2 € le mètre) : ....\nJe déclare sur l'honneur ne pas avoir participé "
        "à plus de deux ventes au déballage en 2026.\nÀ retourner à Monique Delmas, secrétaire du comité, avec le "
        "règlement à l'ordre du Comité des fêtes.\n", hard=h)
    add(f"{T}/a8f2c91d4e.pdf", A, "Voiture", _age(2025, 4, 9),
        "AUTOSUR - FACTURE n° 25-0419\nContrôle technique périodique - véhicule FX-731-PM RENAULT CAPTUR\n"
        "Prix : 79,00 € TTC - réglé CB\nRésultat : A (favorable)\n", hard=h)
    add(f"{T}/Edition_12052026.pdf", A, "Gîtes", 20,
        f"{GDF}\nÉTAT DES ACOMPTES ENCAISSÉS - édité le 12/05/2026\nPropriétaire P24-0552\n"
        "G24-1187 Le Noyer - Van Dijk 04/07 - acompte 155 €\nG24-1187 Le Noyer - Lefebvre 18/07 - acompte 155 €\n"
        "G24-1214 Les Tilleuls - Roux 11/07 - acompte 195 €\n",
        hard=h)
    add(f"{T}/recu(1).pdf", A, "Impôts", _age(2026, 2, 5),
        "Les Restaurants du Coeur - Relais du Bugue\nREÇU AU TITRE DES DONS À CERTAINS ORGANISMES D'INTÉRÊT GÉNÉRAL "
        "(article 200 du CGI)\nDonateur : M. et Mme DELMAS, La Borie Basse\nMontant des dons 2025 : 100,00 €\n"
        "Réduction d'impôt 75 % (case 7UD)\n", hard=h)
    add(f"{T}/Classeur1.xlsx", P, "Succession", 130,
        "Meubles maison Josiane;Qui;Décision\nPendule de papa;Gérard;garder\nBuffet Henri II;personne;Emmaüs\n"
        "Vaisselle de Limoges;Monique (pour Sandrine);garder\nLit et armoire chambre;Emmaüs;donner\nPapiers banque "
        "2015-2025;notaire;apporter à Me Roussel\nClio 2012;vendue 2 300 €;fait\n", hard=h)
    add(f"{T}/tableau.xlsx", P, "Gîtes", 55,
        "Cuisine gîte 3;Ikea Bergerac;Cuisinella Sarlat;Brico Dépôt\nMeubles 3,20 m;2 480;4 150;1 990\n"
        "Plan de travail chêne;390;incl.;320\nÉlectroménager (four, plaques, LV, frigo);1 620;2 100;1 480\n"
        "Pose;nous;incluse;nous\nTotal;4 490;6 250;3 790\n", hard=h)
    add(f"{T}/liste.txt", X, "Voyages", _age(2024, 4, 5), t_maroc("valise"), hard=h)
    add(f"{T}/notes.txt", R, "Cuisine", 300,
        "pastis de Maïté (pas la boisson ! le gâteau)\n500 g de farine, 3 oeufs, 150 g de sucre, 100 g de beurre "
        "fondu, 1 sachet de levure de boulanger, eau de fleur d'oranger, 1 verre d'armagnac.\nLaisser lever une "
        "nuit, cuire 40 min à 170 °C dans le moule à kouglof.\n", hard=h)
    add(f"{T}/IMG_20250302_0002.pdf", A, "Voiture", _age(2025, 3, 2),
        "Garage LAFAYE - Renault - Le Bugue\nFACTURE 25-0388 du 02/03/2025\nRENAULT CAPTUR FX-731-PM - 38 950 km\n"
        "Révision constructeur + vidange + filtres : 289,00 €\nPlaquettes de frein avant : 146,00 €\nTotal TTC : "
        "435,00 €\n", hard=h)
    add(f"{T}/data.csv", A, "Comité des fêtes", 120,
        "Nom;Prénom;Email;Montant;Date paiement;Campagne\n" + "\n".join(
            f"{n.split()[-1]};{n.split()[0]};;10,00;{_num(_on(2026, 1, 20) + timedelta(days=i * 3))};Adhésion Comité "
            "des fêtes Saint-Avit 2026" for i, n in enumerate(FRIENDS[:8])) + "\n", hard=h)
    add(f"{T}/Nouveau dossier/doc.pdf", P, "Succession", _age(2025, 12, 2), t_notoriete, hard=h)
    # named downloads
    add(f"{T}/Avis_situation_declarative_2025.pdf", A, "Impôts", _age(2025, 7, 28),
        "AVIS DE SITUATION DÉCLARATIVE À L'IMPÔT SUR LE REVENU 2025\nDELMAS Jean-Pierre et Monique\nRevenu fiscal "
        "de référence 2024 : 41 380 € - nombre de parts : 2\n")
    add(f"{T}/Facture_Orange_05-2026.pdf", A, "Maison", 10,
        f"Orange - Facture de mai 2026\n{US}\nLivebox Fibre + téléphone fixe : 46,99 €\nNuméro client 0553 07 xx xx\n")
    add(f"{T}/Contrat_GdF_LeNoyer_2026_DeGroot.pdf", A, "Gîtes", 70, t_contrat("Le Noyer", 10, _on(2026, 8, 22)))
    add(f"{T}/cerfa_13406-10.pdf", P, "Gîtes", _age(2025, 10, 20),
        "Cerfa n° 13406*10 - Demande de permis de construire pour une maison individuelle et/ou ses annexes\n"
        "Formulaire vierge - à déposer en mairie en 2 exemplaires (4 si site protégé)\n")
    add(f"{T}/Formulaire_2705-S-SD.pdf", P, "Succession", 185,
        "Cerfa n° 11277 - 2705-S-SD - Déclaration de succession (formulaire simplifié)\nÀ déposer au service de "
        "l'enregistrement du domicile du défunt dans les 6 mois du décès.\n")
    add(f"{T}/recette-foie-gras-mi-cuit.pdf", R, "Cuisine", 190,
        "Foie gras mi-cuit au torchon\n1 lobe de 500 g, 6 g de sel, 1,5 g de poivre, 1 c. de Monbazillac.\n"
        "Déveiner, assaisonner, rouler dans un torchon, pocher 6 min à 85 °C.\n")
    add(f"{T}/Yvette Horner - Le Dénicheur.mp3", R, "Musique", 16, _id3(r, "Le Dénicheur", "Yvette Horner",
                                                                         "Les Succès de l'accordéon"))
    for name, head, age in (("Firefox Installer.exe", b"MZ", 180), ("vlc-3.0.21-win64.exe", b"MZ", 400),
                            ("TeamViewerQS_x64.exe", b"MZ", 95), ("HPSmartSetup.exe", b"MZ", 520),
                            ("LibreOffice_25.2.3_Win_x86-64.msi", b"\xd0\xcf\x11\xe0", 60),
                            ("Heredis2025_Setup.exe", b"MZ", 300)):
        add(f"{T}/{name}", R, "Logiciels", age, _blob(r, head, 2000))
    add(f"{T}/Photos_mariage_1976.zip.crdownload", L, "Système", 0.3, _blob(r, b"PK\x03\x04", 3000))
    add(f"{T}/Releve_annuel_frais_2025.pdf.crdownload", L, "Système", 40, _blob(r, b"%PDF-1.4", 800))
    add(f"{T}/Heredis2026_Setup.exe.part", L, "Système", 2, _blob(r, b"MZ", 2500))

    # ------------------------------------------------------------ Bureau (dump)
    add(f"{B}/Nouveau document texte.txt", P, "Noces d'or", 6,
        "qui inviter le 12 sept\nFamille : Laurent Céline Lucas Emma / Sandrine Thierry Chloé Hugo / Gérard et "
        "Nicole / tante Yvonne (voir si l'EHPAD peut l'amener)\nVillage : les Lafon, les Roux, Maïté et Pierrot, "
        "Colette\nPoste : Jacky et Dédée, les Fournier\nPharmacie : Yvette Lacoste, Céline, Karine\nComité : tout le "
        "bureau\n= 68 adultes environ + 9 enfants -> prévenir traiteur\n", hard=True)
    add(f"{B}/Nouveau document texte (2).txt", A, "Comité des fêtes", 27,
        "réunion lundi chez Bernard\n- orchestre ok 1800\n- Christiane : devis traiteur 24 € le repas, 260 couverts\n"
        "- moi : arrêté buvette + déclaration SACEM + affiches chez l'imprimeur\n"
        "- feu d'artifice : Pyro Sud, il faut l'assurance MAIF à jour\n- relancer la mairie pour les barrières\n",
        hard=True)
    add(f"{B}/Nouveau document texte (3).txt", A, "Gîtes", 1,
        "samedi\n- Noyer : arrivée Van Dijk 16h, 4 pers, lit bébé à monter\n- Tilleuls : départ 10h, état des "
        "lieux, rendre chèque caution\n- Sylvie 10h-14h, draps livrés vendredi\n- taxe de séjour : 8 nuits x 2 "
        "adultes à encaisser\n- mettre le vin de bienvenue et les noix\n", hard=True)
    add(f"{B}/Nouveau document texte (4).txt", R, "Cuisine", 420,
        "gâteau de Josette\n4 oeufs, 200 g sucre, 200 g noix moulues, 1 c. farine, zeste citron, 50 g beurre. "
        "Moule 24 cm, 35 min th 6. Glacer au café.\n", hard=True)
    add(f"{B}/Doc1.docx", A, "Comité des fêtes", 36, t_cr_bureau(_on(2026, 4, 13), "vide-grenier du 17 mai"),
        hard=True)
    add(f"{B}/Doc2.docx", P, "Succession", 80,
        "Monique DELMAS\nLa Borie Basse\n24260 Saint-Avit-de-Vialard\nMaître Fabienne Roussel\n12 boulevard Victor "
        "Hugo\n24100 Bergerac\nLe 12 mars 2026\nMaître,\nSuite à notre conversation téléphonique, mon frère et moi "
        "acceptons l'offre d'achat de M. et Mme Perrier pour la maison de la rue Jean Moulin. Nous souhaitons "
        "demander le paiement fractionné des droits de succession.\n"
        "Veuillez agréer...\n", hard=True)
    add(f"{B}/Nouveau Document Microsoft Word.docx", A, "Maison", 400,
        "Monsieur le Président de la Communauté de communes\nService SPANC\nObjet : contrôle de mon installation "
        "d'assainissement - La Borie Basse\nSuite au contrôle du 8 octobre 2024 concluant à une installation non "
        "conforme sans danger, je vous informe que la vidange a été réalisée. Je vous serais reconnaissant de me "
        "préciser si des travaux seront exigés sur la fosse existante de la maison.\nJ-P Delmas\n", hard=True)
    add(f"{B}/Nouvelle Feuille de calcul Microsoft Excel.xlsx", A, "Santé", 300,
        "Date;Poids;Marche km;Tension\n" + "\n".join(
            f"{_num(_on(2025, 7, 1) + timedelta(days=7 * i))};{r.randint(76, 80)};{r.choice([3, 4, 5, 6])};"
            f"{r.randint(124, 140)}/{r.randint(72, 84)}" for i in range(12)), hard=True)
    add(f"{B}/a faire.txt", P, "Gîtes", 4,
        "A FAIRE\n- rappeler Delpech : tuiles livrées le 15 ?\n- vider la grange du bois avant le 20/06\n- Bouyssou "
        "acompte 2e situation\n- signer devis Laval (électricité)\n- demander 2 devis filtre à sable\n- Crédit "
        "Agricole : déblocage 2e tranche du prêt sur factures\n", hard=True)
    add(f"{B}/important.txt", A, "Retraite", 180,
        "dates des paiements\nSRE (pension JP) : dernier jour ouvré du mois\nCarsat JP et Monique : le 9 du mois "
        "suivant\nAgirc-Arrco Monique : le 1er du mois\nRevalorisation au 1er janvier (base) et 1er novembre "
        "(Arrco)\nSi changement de banque : prévenir les 3 caisses par l'espace info-retraite.fr\n", hard=True)
    add(f"{B}/Monique/brouillon.docx", A, "Comité des fêtes", 50,
        "Le P'tit Journal du Comité - printemps 2026\nLe 17 mai, grand vide-grenier dans le bourg : inscriptions "
        "auprès de Monique. Le 1er et 2 août, fête votive avec l'orchestre Les Copains d'Abord et le feu "
        "d'artifice. Nous cherchons des bénévoles pour la buvette !\n", hard=True)
    add(f"{B}/Jean-Pierre/lettre.docx", A, "Banque", 210,
        "Crédit Agricole Charente-Périgord\nAgence du Bugue\nObjet : contestation de frais - compte n° 94 018 733 201\n"
        "Madame, Monsieur,\nJe constate sur mon relevé d'octobre des frais de rejet de prélèvement de 20 € alors que "
        "le compte était créditeur ce jour-là. Je vous demande de bien vouloir me les rembourser.\nJ-P Delmas\n",
        hard=True)
    add(f"{B}/copie.pdf", A, "Papiers", 600,
        "MAIRIE DE BERGERAC - COPIE INTÉGRALE D'ACTE DE MARIAGE\nLe onze septembre mil neuf cent soixante-seize, "
        "devant nous, ont comparu Jean-Pierre Louis DELMAS, facteur, et Monique Andrée FAURE, vendeuse. Sans contrat "
        "de mariage. Délivrée le 14/09/2024.\n", hard=True)
    add(f"{B}/tmp.txt", R, "Généalogie", 75,
        "AD24 en ligne - Marquay - naissances 1889 vue 14/52\nPierre DELMAS né le 6 mars 1889 fils de Jean DELMAS "
        "cultivateur et de Marie LAFARGUE - témoins Antoine Roux et Léonard Peyrat\nchercher mariage Jean x Marie "
        "vers 1885 (Tamniès ?)\n", hard=True)
    add(f"{B}/Planning été gîtes 2026.xlsx", A, "Gîtes", 9, t_planning(2026))
    add(f"{B}/Mutuelle Générale - décompte mai 2026.pdf", A, "Santé", 7,
        "La Mutuelle Générale - DÉCOMPTE du 22/05/2026\nDELMAS Jean-Pierre - consultation cardiologue 17/03 : "
        "complément 14,70 €\nDELMAS Monique - dentiste : complément 38,00 €\nVirement : 52,70 €\n")
    add(f"{B}/Relevé CA mars 2026 (2).pdf", A, "Banque", 55, t_releve(2026, 3))
    add(f"{B}/desktop.ini", L, "Système", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")
    add(f"{D}/desktop.ini", L, "Système", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\nIconResource=%SystemRoot%\\system32\\imageres.dll,-112\r\n")

    # ------------------------------------------------------------ Scans (printer-scanner, hard)
    scans = [
        (1, A, "Maison", _age(2025, 12, 12), t_assur_hab), (2, X, "Voyages", _age(2024, 1, 26), t_maroc("assurance")),
        (3, X, "Voiture", _age(2022, 3, 26), "CERTIFICAT D'IMMATRICULATION - ANCIEN\nA : BF-482-KL  B : 10/11/2009  "
         "C.1 : DELMAS JEAN-PIERRE\nD.1 : PEUGEOT  D.3 : 308 SW 1.6 HDI 110  P.6 : 6 CV\nBARRÉ - vendu le 25/03/2022 "
         "15h - signature\n"),
        (4, A, "Impôts", _age(2022, 8, 30), t_avis_ir(2021)),
        (5, X, "Caravane", _age(2023, 6, 18), t_caravane("cession")),
        (7, X, "La Poste", _age(2017, 7, 6), t_poste("fin")),
        (8, X, "Pharmacie", _age(2020, 10, 5), t_pharma("certif")),
        (9, P, "Succession", _age(2025, 10, 29), t_obseques),
        (10, P, "Succession", _age(2025, 11, 20),
         "LA BANQUE POSTALE - Centre financier de Bordeaux - Service Successions\nRéf. : succession Mme CASTAGNÉ "
         "Josiane\nNous vous informons que les comptes de la défunte ont été bloqués au 14/10/2025 :\nCCP "
         "12 345 67 X : 4 812,33 € ; Livret A : 22 950,00 € ; LDDS : 8 410,17 €\nLes fonds seront virés à l'étude "
         "de Maître Roussel sur présentation de l'acte de notoriété.\n"),
        (12, P, "Succession", _age(2025, 12, 3), t_notoriete),
        (13, A, "Santé", _age(2025, 9, 12), t_analyses),
        (14, A, "Retraite", _age(2024, 2, 6), t_attest_fisc("cnav", 2023)),
        (15, P, "Gîtes", _age(2025, 11, 19), t_permis),
        (16, P, "Noces d'or", 108, t_salle),
        (17, A, "Maison", _age(2025, 9, 26), t_bois),
        (18, R, "Cuisine", 700, "Recette de Maman (Andrée Faure) - la mique levée\n500 g de farine, 20 g de levure "
         "de boulanger, 2 oeufs, 100 g de graisse de canard, lait tiède.\nFaire lever 2 h, former une boule, cuire "
         "45 min dans le bouillon du petit salé avec les choux.\n"),
        (19, A, "Comité des fêtes", _age(2024, 2, 20),
         "PRÉFECTURE DE LA DORDOGNE - Greffe des associations\nRÉCÉPISSÉ DE DÉCLARATION DE MODIFICATION\nAssociation : "
         "COMITÉ DES FÊTES DE SAINT-AVIT-DE-VIALARD - W243001187\nModification : composition du bureau (AG du "
         "26/01/2024) - secrétaire : Mme Monique DELMAS\n"),
        (20, A, "Gîtes", _age(2024, 11, 8), t_taxe_sejour(2024)),
        (21, P, "Gîtes", _age(2026, 1, 20), t_devis(*DEVIS["maconnerie"])),
    ]
    for n, b, tp, age, content in scans:
        add(f"{S}/Numérisation {n:04d}.pdf", b, tp, age, content, hard=True)
    add(f"{S}/Thumbs.db", L, "Système", 30, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))

    # ------------------------------------------------------------ Mes images (Resources/Photos unless noted)
    M = "Mes images"
    for sub, ages in (("Petits-enfants/2025-07 Lucas et Emma à la piscine", (318, 318, 317)),
                      ("Petits-enfants/2025-10 anniversaire Hugo", (225, 225)),
                      ("Petits-enfants/2026-04 Pâques chasse aux oeufs", (55, 55, 54)),
                      ("Noël 2025", (158, 158, 157)), ("Jardin", (400, 380, 35, 20)),
                      ("Mariage 1976", (1900, 1900, 1900))):
        for a in ages:
            photo(f"{M}/{sub}/{img(a)}", R, "Photos", a)
    photo(f"{M}/Petits-enfants/Chloé communion.heic", R, "Photos", 370)
    photo(f"{M}/Petits-enfants/Emma et Lucas.heic", R, "Photos", 120)
    for a in (510, 509, 507, 505, 503):
        photo(f"{M}/Maroc 2024/{img(a, 'DSC_')}", X, "Voyages", _age(2024, 4, 8) - (510 - a))
    photo(f"{M}/Maroc 2024/Merzouga bivouac.jpg", X, "Voyages", _age(2024, 4, 14))
    add(f"{M}/Maroc 2024/Thumbs.db", L, "Système", 500, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    for a in (63, 41, 28, 13):
        photo(f"{M}/Grange travaux/{img(a)}", P, "Gîtes", a)
    for a in (140, 95, 12):
        photo(f"{M}/Captures/Capture d'écran {NOW - timedelta(days=a):%Y-%m-%d} 10{a % 60:02d}31.png", R, "Photos", a)
    add(f"{M}/Thumbs.db", L, "Système", 12, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    dot(f"{M}/.picasa.ini", b"[Picasa]\nname=Mes images\n[IMG_0001.jpg]\nstar=yes\n", 800)

    # ------------------------------------------------------------ Ma musique
    for art, title, alb in (("Jean Ferrat", "La Montagne", "La Montagne"), ("Georges Brassens", "Les Copains d'abord",
                            "Les Copains d'abord"), ("Charles Aznavour", "La Bohème", "La Bohème"),
                            ("André Verchuren", "Le Bal à Jo", "Bal musette"), ("Yvette Horner", "Adios Muchachos",
                            "Les Succès de l'accordéon"), ("Francis Cabrel", "Je l'aime à mourir", "Les Chemins de traverse")):
        add(f"Ma musique/{art}/{title}.mp3", R, "Musique", r.randint(300, 2600), _id3(r, title, art, alb))

    # ------------------------------------------------------------ old phone backup (Archive)
    K = "Sauvegarde Galaxy J5 2019"
    for a in (2700, 2600, 2450, 2400, 2380, 2550):
        photo(f"{K}/DCIM/Camera/{img(a, '')}", X, "Sauvegarde téléphone", a)
    photo(f"{K}/WhatsApp/Media/WhatsApp Images/IMG-20181224-WA0007.jpg", X, "Sauvegarde téléphone", 2350)
    photo(f"{K}/WhatsApp/Media/WhatsApp Images/IMG-20190310-WA0002.jpg", X, "Sauvegarde téléphone", 2350)
    add(f"{K}/Contacts.vcf", X, "Sauvegarde téléphone", 2350,
        "BEGIN:VCARD\nVERSION:2.1\nN:Delmas;Laurent;;;\nTEL;CELL:06 12 44 87 30\nEND:VCARD\nBEGIN:VCARD\nVERSION:2.1\n"
        "N:Faure;Josiane;;;\nTEL;HOME:05 53 57 40 12\nEND:VCARD\nBEGIN:VCARD\nVERSION:2.1\nN:Pharmacie;Vieux Pont;;;\n"
        "TEL;WORK:05 53 07 21 66\nEND:VCARD\n")
    add(f"{K}/SMS/sms-20190612.xml", X, "Sauvegarde téléphone", 2350,
        '<?xml version="1.0" encoding="UTF-8"?>\n<smses count="2">\n<sms address="0612448730" date="1560330000000" '
        'type="1" body="Papa on arrive samedi vers 11h avec les enfants" />\n<sms address="0553574012" '
        'date="1560340000000" type="2" body="Josiane, on passe te prendre dimanche pour le marché" />\n</smses>\n')
    add(f"{K}/Download/programme_cinema_Le_Bugue.pdf", X, "Sauvegarde téléphone", 2380,
        "Cinéma Le Lux - Le Bugue - programme juin 2019\nToy Story 4, Le Roi Lion, Yesterday - séances 20h45\n")

    return items
