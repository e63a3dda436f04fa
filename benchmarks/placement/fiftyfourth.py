"""A fifty-fourth unseen labelled corpus: Claire Dubois, Paris journalist, ``build(root, seed)``, written blind.

Nobody who wrote this module read ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``, the bench scripts or the
body of any other corpus module, nor any placement result. What was read: ``unseen.py``'s module docstring,
the first lines of its ``build()`` (the ``write``/``encode``/``add`` helpers) and its helpers ``_d``, ``_kr``,
``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``; ``corpus.py``'s ``Item``,
``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``_png`` and
``HEIC_HEAD``. The files and labels are shaped by what this person would have on disk, not by what the code
looks for.

The person: Claire Dubois, 46, a freelance journalist (pigiste, carte de presse n° 98412) living at 27 rue
Saint-Maur in Paris 11e with her partner Thomas Marchal, a sound engineer, and their daughter Inès (17, in
terminale at the lycée Voltaire). She writes long features for several magazines, paid partly in pige
payslips and partly in notes de droits d'auteur (artistes-auteurs scheme, URSSAF, formerly AGESSA). Going
on now (``NOW`` is 2026-06-01): a non-fiction book under contract with Éditions du Grand Large, "La Soif,
enquête sur la guerre de l'eau en France" (contract signed November 2025, an advance of 12 000 € in two
halves, manuscript due 15 October 2026: chapters, interviews, sources, photos from the field); three
magazine features in progress -- the lithium mine project in the Allier for the quarterly *Ligne Claire*,
the young shepherds and the wolf in the Vercors for the monthly *Grands Espaces*, the dockers of
Fos-sur-Mer for the weekly *L'Hebdo Monde* (pitches, commissions, interview transcripts and recordings,
drafts, the note de droits d'auteur or pige slip that goes with each); Inès's baccalauréat in June 2026 and
her Parcoursup applications (wishes, motivation letters, bac convocation, grand oral, student housing
file); and the energy renovation of their country house at Quarré-les-Tombes in the Yonne (Burgundy):
quotes from artisans for attic insulation, a heat pump replacing the oil boiler and new windows, an
energy audit, the MaPrimeRénov' file with Mon Accompagnateur Rénov', the works schedule, progress photos.
Ongoing: her freelance admin (URSSAF artistes-auteurs, AGESSA papers, pige slips, notes de droits
d'auteur, bookkeeping, the press card renewal), household money (Crédit Mutuel account, income tax,
savings, the flat's mortgage), the family's health (Audiens mutuelle, CPAM, prescriptions, results), the
Paris flat (copropriété, syndic, charges, EDF, internet, insurance), the Peugeot 2008, her running club
(Running Club Roquette: licence, medical certificate, club calendar), her mother Monique (83) in the EHPAD
Résidence Les Tilleuls at Avallon (invoices, APA, the cost-sharing with her brother Philippe), Inès's
school life, and the upkeep of the country house (taxe foncière, insurance, electricity, chimney sweep).
Finished: twelve years as a staff writer at the daily *L'Écho de Paris* (2008-2020: contract, payslips,
rupture conventionnelle), her previous book "Les Derniers Paysans" (Éditions du Grand Large, 2019), the
renovation of the Paris kitchen (2023), past trips (Japan 2023, Scotland 2024, Sicily 2025), the 20 km de
Paris of October 2025, magazine features published in 2024-2025.

The machine: a MacBook Air set in French. ``Documents/`` is half tidy (``Livre - La Soif/``,
``Piges/2026/...``, ``Admin pigiste/``, ``Impôts/``, ``Banque/``, ``Santé/``, ``Appartement/``,
``Maison Bourgogne/``, ``Inès/``, ``Maman/``, ``Voiture/``, ``Course à pied/``, ``Recettes/``), with a
``Documents/Scans/`` folder of phone scans. ``Téléchargements/`` is full of ``document (2).pdf``,
``Scan 12 mai 2026.pdf``, mail attachments and installers; ``Bureau/`` holds screenshots (``Capture
d’écran 2026-05-20 à 14.32.11.png``), ``Sans titre.txt`` notes and whatever she was working on that week;
``Images/`` has iPhone imports (``IMG_4521.HEIC``) and a few albums. At the top sits ``Copie MacBook Pro
2015/``, the copy of her old laptop taken in 2021 (English folder names, her staff years), and a copy of
an old USB key from the newspaper's Windows PCs. There are unfinished downloads, Word lock files,
``.DS_Store`` files.

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``):

- **Projects**: an outcome with an end still being worked on now, whatever the file's age. The book "La
  Soif" -- contract, advance, plan, chapters, interviews, sources, field photos, mails with the editor
  (topic Book); the three features in progress -- pitches, commissions, transcripts, recordings, drafts,
  field photos, the feature's own note de droits or pige slip and travel for it (topic Journalism);
  Inès's bac 2026 and Parcoursup -- wishes, letters, convocations, grand oral, student housing (topic
  School); the country-house renovation -- quotes, audit, MaPrimeRénov', schedule, budget, artisans'
  mails, deposit invoices, progress photos (topic Country house). A paper filed in a project's folder as
  a piece of it (the tax notice sent with the MaPrimeRénov' file) belongs to the project.
- **Areas**: ongoing responsibilities, whatever the document's age: the freelance business's running --
  URSSAF artistes-auteurs, AGESSA, notes de droits d'auteur and pige slips filed for the books, the
  ledger, press card, newsroom contacts, rates (Journalism); bank, income tax, savings, mortgage, budget
  (Finance); the family's health, mutuelle, CPAM (Health); the Paris flat, copropriété, charges,
  utilities, home insurance (Home); the car (Car); the running club, licence, certificate (Running);
  her mother's care in the EHPAD (Family); Inès's ordinary school life (School); the country house's
  upkeep and bills (Country house). A 2018 AGESSA certificate or the 2024 tax notice are still Areas.
- **Resources**: reference and interests by subject: journalism guides, collective agreement, ethics
  charter, rate scales (Journalism); recipes (Cooking); ebooks (Reading); running articles and training
  advice (Running); appliance manuals (Home); installers (Software); photos, albums and screenshots
  (Photos) -- except photos that document a project, current or finished (reporting, field, works,
  kitchen, race photos: the project's bucket and topic) and those inside the old laptop's copy.
- **Archive**: finished things and ended responsibilities: the staff years at L'Écho de Paris (papers,
  payslips, the copied USB key's articles and photos) and the features published in 2024-2025
  (Journalism); the 2019 book (Book); the 2023 kitchen (Home); past trips (Travel); the 20 km de Paris
  2025 (Running); and everything inside the copy of the old MacBook, labelled by its subject (an old tax
  notice there is Archive Finance, its photos Archive Photos).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  Windows system files (``Thumbs.db``, ``desktop.ini``) from the copied USB key (topic System). Dot files
  (``.DS_Store``, ``._x``) are written but not labelled.

Topics are subjects, kept across buckets: the book now and the 2019 book are both Book; the features, the
freelance admin and the newspaper years are Journalism; the Paris flat and its finished kitchen are Home;
the Burgundy house's renovation and its upkeep are Country house; Inès's Parcoursup and her school reports
are School; her mother's EHPAD is Family. ``hard`` marks a file whose name *and* folder say nothing
about its subject (``Téléchargements/document (2).pdf``, ``Bureau/Sans titre.txt``, ``Documents/Scans/Scan
3 avril 2026.pdf``): only its text can place it. Images are never hard. Dates are relative to ``NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import timedelta
from pathlib import Path

from .blind import HEIC_HEAD, _docx, _png
from .corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from .unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
M4A_HEAD = b"\x00\x00\x00\x20ftypM4A \x00\x00\x00\x00M4A mp42isom\x00\x00\x00\x00"
DMG_HEAD = b"x\xda\xed\x9d\x07\x58\x14\xd7"
PKG_HEAD = b"xar!\x00\x1c\x00\x01"
ZIP_HEAD = b"PK\x03\x04\x14\x00\x00\x00\x08\x00"

CLAIRE = "Claire Dubois\n27 rue Saint-Maur\n75011 Paris"
EDITEUR = "Éditions du Grand Large\n18 rue Jacob, 75006 Paris\nSAS au capital de 80 000 EUR - RCS Paris 412 558 903"
MAISON = "3 rue du Lavoir, 89630 Quarré-les-Tombes"
EHPAD = ("EHPAD Résidence Les Tilleuls\n14 avenue de la Gare, 89200 Avallon\nTél. 03 86 34 12 70 - "
         "FINESS 890 004 217")

NOMS = ["Martin", "Bernard", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Lefebvre", "Michel",
        "Garcia", "Roux", "Fournier", "Girard", "Bonnet", "Mercier", "Blanc", "Guérin", "Faure", "Chevalier"]
PRENOMS = ["Isabelle", "Nathalie", "Pierre", "Jean-Marc", "Sylvie", "Éric", "Catherine", "Laurent", "Céline",
           "Olivier", "Sandrine", "Julien", "Aurélie", "Mathieu", "Valérie", "Nicolas"]


def _fr(dt) -> str:
    return f"{dt.day} {MOIS[dt.month - 1]} {dt.year}"


def _num(dt) -> str:
    return dt.strftime("%d/%m/%Y")


def _eur(r: random.Random, lo: float, hi: float) -> str:
    v = r.uniform(lo, hi)
    return f"{v:,.2f}".replace(",", " ").replace(".", ",") + " €"


def _e(v: float) -> str:
    return f"{v:,.2f}".replace(",", " ").replace(".", ",") + " €"


def _qui(r: random.Random) -> str:
    return f"{r.choice(PRENOMS)} {r.choice(NOMS)}"


def _mail(frm: str, to: str, subj: str, dt, body: str) -> str:
    hour, minute = 8 + (dt.day * 7) % 12, (dt.day * 13 + dt.month * 7) % 60
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {dt.strftime('%a, %d %b %Y')} "
            f"{hour:02d}:{minute:02d}:00 +0200\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=utf-8\n\n{body}\n")


# --------------------------------------------------------------------------- the book (Projects Book)

def t_contrat_edition(r, dt):
    return (f"CONTRAT D'ÉDITION\n\nEntre les soussignés :\n{EDITEUR}\nreprésentée par Mme Hélène Marchetti, "
            "directrice éditoriale, ci-après « l'Éditeur »,\net Mme Claire Dubois, journaliste, demeurant 27 rue "
            "Saint-Maur, 75011 Paris, ci-après « l'Auteur ».\n\nArticle 1 - Objet\nL'Auteur cède à l'Éditeur le "
            "droit exclusif d'imprimer, publier, reproduire et vendre sous forme d'ouvrage imprimé et numérique "
            "l'œuvre dont le titre provisoire est : « La Soif. Enquête sur la guerre de l'eau en France ».\n\n"
            "Article 2 - Remise du manuscrit\nL'Auteur s'engage à remettre le manuscrit complet et définitif, "
            "d'une longueur d'environ 380 000 signes, au plus tard le 15 octobre 2026.\n\nArticle 3 - À-valoir\n"
            "L'Éditeur verse à l'Auteur un à-valoir de 12 000 € (douze mille euros), non remboursable, "
            "payable pour moitié à la signature et pour moitié à l'acceptation du manuscrit.\n\nArticle 4 - "
            "Rémunération\n8 % du prix public HT jusqu'à 10 000 exemplaires, 10 % au-delà ; 15 % des recettes "
            "nettes pour l'édition numérique ; 50 % des droits dérivés (poche, traduction).\n\nArticle 5 - "
            "Parution\nL'Éditeur s'engage à publier l'ouvrage dans un délai de dix-huit mois suivant "
            "l'acceptation du manuscrit, parution envisagée au printemps 2027.\n\n"
            f"Fait à Paris en deux exemplaires, le {_fr(dt)}.\nL'Éditeur                    L'Auteur\n"
            "(lu et approuvé, bon pour cession de droits)")


def t_avaloir(r, dt):
    return (f"{EDITEUR}\n\nRELEVÉ DE VERSEMENT - À-VALOIR\n\nBénéficiaire : Claire Dubois - n° SIRET 851 226 "
            "407 00019\nOuvrage : La Soif. Enquête sur la guerre de l'eau en France (titre provisoire)\n"
            f"Contrat du {_fr(dt - timedelta(days=12))}\n\nÀ-valoir total : 12 000,00 €\n1re tranche "
            "(signature) : 6 000,00 €\nPrécompte cotisations artistes-auteurs (CSG/CRDS, vieillesse, CFP) : "
            "- 1 032,60 €\nNet versé : 4 967,40 €\n\nVirement effectué le "
            f"{_fr(dt)} sur le compte FR76 1027 8060 4100 0204 1178 142.\n2e tranche : à l'acceptation du "
            "manuscrit (remise prévue le 15/10/2026).")


def t_plan_livre(r, dt):
    return ("LA SOIF - plan détaillé (v3)\n\nIntroduction - Sainte-Soline, 25 mars 2023 : ce jour où l'eau "
            "est devenue une affaire d'État\n\nI. Sous nos pieds\n  1. Les nappes : ce qu'on sait, ce qu'on "
            "ignore (BRGM, piézomètres, l'été 2022)\n  2. Les bassines du Marais poitevin : la Coop de l'eau 79, "
            "le protocole de 2018\n\nII. Les territoires à sec\n  3. Pyrénées-Orientales : trois ans sans "
            "pluie, les arrêtés sécheresse, les piscines interdites\n  4. Mayotte : la crise de l'eau "
            "potable, les tours d'eau\n  5. Le Jura et les sources taries\n\nIII. Qui décide ?\n  6. Les "
            "agences de l'eau et les SAGE : une démocratie de l'eau en panne\n  7. L'industrie : "
            "embouteilleurs, centrales nucléaires, data centers\n\nConclusion - La sobriété ou la guerre\n\n"
            "Annexes : chronologie, glossaire, sources. Longueur visée : 380 000 signes.\n"
            "Reste à faire : terrain Mayotte (voyage à caler en juillet), entretien Agence de l'eau Adour-"
            "Garonne, relecture juridique chap. 2.")


CHAPITRES = [
    ("01 - Sainte-Soline", ("Le 25 mars 2023, à Sainte-Soline, dans les Deux-Sèvres, des milliers de "
     "manifestants marchent vers un trou. Une bassine de 628 000 mètres cubes, bâchée de noir, encore vide. "
     "Ce jour-là, la question de l'eau agricole sort des comités techniques pour entrer dans les journaux "
     "télévisés.")),
    ("02 - Les nappes", ("Jean-Luc, technicien du BRGM, soulève le capot du piézomètre comme on ouvre un "
     "coffre. La sonde descend, le fil se déroule : 14,20 mètres. « L'an dernier à la même date, on était à "
     "11 mètres », dit-il sans lever les yeux.")),
    ("03 - Pyrénées-Orientales", ("À Fourques, le maire a fait couper les fontaines en février. Dans les "
     "Pyrénées-Orientales, il n'a presque pas plu pendant trois ans, et les arrêtés sécheresse se sont "
     "succédé comme des bulletins météo.")),
    ("04 - Mayotte", ("À Mamoudzou, l'eau arrive au robinet un jour sur trois. Les familles remplissent des "
     "bidons, les écoles ferment l'après-midi. (brouillon - à compléter après le terrain de juillet)")),
    ("05 - Le Jura", ("La source de la Loue n'a jamais été aussi basse. Les pêcheurs du Doubs parlent de "
     "rivières qui meurent en silence.")),
]


def t_chapitre(idx: int):
    titre, debut = CHAPITRES[idx]

    def f(r, dt):
        suite = [
            ("Les chiffres sont connus des spécialistes depuis longtemps. Ce qui a changé, c'est que tout le "
            "monde les voit désormais."),
            ("Au téléphone, la préfecture refuse de commenter. Par écrit, elle renvoie vers le protocole "
            "d'accord signé en 2018."),
            ("[NOTE : vérifier le volume exact auprès de la DDT, citer le rapport de la Cour des comptes de "
            "juillet 2023]"),
            ("Dans la salle des fêtes, on a poussé les tables. Les agriculteurs sont d'un côté, les "
            "militants de l'autre, et entre les deux un hydrogéologue qui essaie de parler de débits."),
            ("« L'eau, ici, c'est comme l'héritage : tout le monde pense qu'elle lui revient », résume une "
            "élue."),
        ]
        r.shuffle(suite)
        return (f"LA SOIF - chapitre {titre}\nversion du {_num(dt)} - {r.randint(18, 46)} 000 signes\n\n"
                f"{debut}\n\n" + "\n\n".join(suite) + "\n")
    return f


def t_entretien_livre(qui: str, role: str, lieu: str, sujet: str):
    def f(r, dt):
        return (f"ENTRETIEN - {qui}, {role}\nLieu : {lieu} - {_fr(dt)} - durée {r.randint(38, 95)} min\n"
                f"Pour : livre La Soif (Grand Large), chapitre {sujet}\nEnregistrement : "
                f"Entretien_{qui.split()[-1]}.m4a\n\n"
                "CD : Pour commencer, pouvez-vous me dire depuis quand vous suivez la question ?\n"
                f"{qui.split()[0]} : Depuis {r.randint(2003, 2016)}, à peu près. Au début c'était très "
                "technique, des volumes prélevés, des débits d'étiage. Personne ne s'y intéressait.\n"
                "CD : Et aujourd'hui ?\n"
                f"{qui.split()[0]} : Aujourd'hui on me demande si on va manquer d'eau. La réponse honnête, "
                "c'est : pas partout, pas tout le temps, mais de plus en plus souvent, et pas pour tout le "
                "monde de la même façon.\n"
                "CD : Les retenues de substitution, c'est une solution ?\n"
                f"{qui.split()[0]} : C'est une solution pour ceux qui y ont accès. Le problème, c'est le "
                "remplissage en hiver, quand la nappe ne se recharge plus comme avant.\n"
                "[... 00:34:12 - passage sur les arrêtés préfectoraux, off demandé ...]\n"
                "CD : Je peux vous citer nommément ?\n"
                f"{qui.split()[0]} : Oui, sauf le passage sur la préfecture.\n")
    return f


def t_biblio(r, dt):
    refs = [("Cour des comptes, « La gestion quantitative de l'eau en période de changement climatique », "
            "rapport public thématique, juillet 2023."),
            "BRGM, Bulletin de situation hydrogéologique, avril 2026.",
            "Sénat, rapport d'information n° 616 sur la gestion durable de l'eau, 2024.",
            "Emma Haziza, « Pénurie », Flammarion, 2023.",
            "Florence Habets, entretien, Le Monde, 12 août 2022.",
            "Inspection générale (CGEDD/CGAAER), « Changement climatique, eau, agriculture », 2020.",
            "Agence de l'eau Loire-Bretagne, SDAGE 2022-2027.",
            "Collectif Bassines Non Merci, dossier de presse, mars 2023.",
            "Vincent Bretagnolle, CNRS Chizé, travaux sur la plaine de Niort."]
    r.shuffle(refs)
    return "# Bibliographie - La Soif\n\n" + "\n".join(f"- {x}" for x in refs) + \
        "\n\n## À lire\n- thèse de doctorat sur les ASA d'irrigation (Montpellier, 2021)\n"


def t_sources_csv(r, dt):
    rows = ["source;type;chapitre;date;statut;lien ou contact"]
    data = [("Jean-Luc Vidal", "entretien", "2", "BRGM Poitou", "fait"),
            ("Mairie de Fourques", "entretien", "3", "mairie", "fait"),
            ("Coop de l'eau 79", "demande d'entretien", "1", "service presse", "relancé"),
            ("Agence de l'eau Adour-Garonne", "entretien", "6", "dir. communication", "à caler"),
            ("Mahamoudou Ali", "entretien", "4", "SMEAM Mayotte", "à faire juillet"),
            ("Cour des comptes 2023", "rapport", "6", "ccomptes.fr", "lu"),
            ("Préfecture 66", "arrêtés sécheresse", "3", "pyrenees-orientales.gouv.fr", "téléchargé")]
    for nom, typ, ch, contact, st in data:
        rows.append(f"{nom};{typ};{ch};{_num(dt - timedelta(days=r.randint(5, 160)))};{st};{contact}")
    return "\n".join(rows) + "\n"


def t_rapport_brgm(r, dt):
    return ("BRGM - Bulletin de situation hydrogéologique au 1er avril 2026\n\nÉtat des nappes d'eau "
            "souterraine\nLa recharge hivernale 2025-2026 a été déficitaire sur une large moitié sud du "
            f"territoire. {r.randint(48, 61)} % des points d'observation affichent un niveau sous les "
            "normales mensuelles.\nSituations préoccupantes : nappes du Roussillon (plio-quaternaire), "
            "calcaires jurassiques du Poitou, alluvions de la Garonne.\nTendance d'évolution : stable à "
            "baisse. Les pluies de mars n'ont pas compensé le déficit.\n\nMéthodologie : 1 700 piézomètres "
            "du réseau national ADES.")


def t_mail_editrice(r, dt):
    body = r.choice([
        ("Chère Claire,\n\nmerci pour les chapitres 1 et 2, lus ce week-end avec beaucoup de plaisir. Le "
        "début sur Sainte-Soline fonctionne très bien. Pour le chapitre 2, je me perds un peu dans les "
        "chiffres des nappes : peut-être un encadré ?\nOn garde bien le 15 octobre pour la remise, la "
        "fabrication a calé la parution au 4 mars 2027.\n\nBien à toi,\nHélène"),
        ("Claire,\n\nle service juridique souhaite relire le passage sur la Coop de l'eau avant la remise. "
        "Peux-tu m'envoyer les sources des citations (enregistrements ou notes) ?\nPour le titre, le "
        "commercial préfère « La Soif » tout court, avec le sous-titre en bandeau.\n\nHélène"),
    ])
    return _mail("Hélène Marchetti <h.marchetti@editionsdugrandlarge.fr>", "Claire Dubois "
                 "<claire.dubois.journaliste@gmail.com>", "Re: La Soif - chapitres", dt, body)


# --------------------------------------------------------------------------- features and freelance admin (Journalism)

FEAT = {
    "lithium": {
        "mag": "Ligne Claire", "kind": "revue trimestrielle de reportage", "chef": "Sophie Bénard",
        "mail": "s.benard@ligneclaire-revue.fr", "titre": "Lithium : la mine qui divise l'Allier",
        "signes": 35000, "brut": 3150.0, "remise": "30 juin 2026", "lieu": "Échassières (Allier)",
        "angle": ("le projet EMILI d'Imerys à Échassières, la plus grande mine de lithium d'Europe, entre "
                  "promesse de souveraineté industrielle et inquiétudes sur l'eau"),
        "gens": ["Frédéric Dupré, maire d'Échassières", "Anne Colin, géologue retraitée du BRGM",
                 "Yannick Perrot, collectif Préservons la forêt des Colettes"],
    },
    "bergers": {
        "mag": "Grands Espaces", "kind": "mensuel nature et aventure", "chef": "Julien Royer",
        "mail": "julien.royer@grandsespaces-mag.fr", "titre": "Les nouveaux bergers du Vercors",
        "signes": 18000, "brut": 1620.0, "remise": "10 mai 2026 (livré)", "lieu": "Vassieux-en-Vercors (Drôme)",
        "angle": ("de jeunes bergers salariés, souvent venus des villes, face au retour du loup et à "
                  "l'isolement des alpages"),
        "gens": ["Léa Fontaine, bergère salariée à Vassieux", "Marcel Achard, éleveur ovin",
                 "Tom Reynaud, louvetier de la Drôme"],
    },
    "dockers": {
        "mag": "L'Hebdo Monde", "kind": "hebdomadaire d'information", "chef": "Karim Haddad",
        "mail": "k.haddad@hebdomonde.fr", "titre": "Fos-sur-Mer : les dockers et la fin du fioul",
        "signes": 12000, "brut": 1150.0, "remise": "19 juin 2026", "lieu": "Fos-sur-Mer (Bouches-du-Rhône)",
        "angle": ("la décarbonation du port de Marseille-Fos vue par les dockers et les ouvriers de la zone "
                  "industrielle"),
        "gens": ["Stéphane Ricci, docker, CGT ports et docks", "Nadia Belkacem, ingénieure chez ArcelorMittal Fos",
                 "Patrick Vidal, adjoint au maire de Fos"],
    },
}


def t_pitch(k: str):
    f_ = FEAT[k]

    def f(r, dt):
        return (f"PROPOSITION DE SUJET - {f_['mag']}\nClaire Dubois, journaliste (carte de presse 98412)\n"
                f"{_fr(dt)}\n\nTitre de travail : {f_['titre']}\n\nL'histoire : {f_['angle']}.\n\n"
                f"Pourquoi maintenant : le débat public vient de se terminer, les premières décisions "
                f"tombent cet été, et personne n'est encore allé passer plusieurs jours sur place.\n\n"
                f"Terrain : {r.randint(3, 5)} jours à {f_['lieu']}, rencontres déjà prises avec : "
                + "; ".join(f_["gens"]) + ".\n\n"
                f"Format proposé : {f_['signes']:,} signes".replace(",", " ") +
                ", photos possibles (je travaille avec un photographe local si besoin).\n\nDéjà publié "
                "récemment : « Les agriculteurs qui se taisent » (2025), « La Soif » (livre à paraître chez "
                "Grand Large, 2027).\n")
    return f


def t_commande(k: str):
    f_ = FEAT[k]

    def f(r, dt):
        body = (f"Bonjour Claire,\n\non valide ton sujet « {f_['titre']} » pour le {f_['kind']} "
                f"{f_['mag']}. Commande ferme : {f_['signes']:,} signes espaces compris".replace(",", " ") +
                f", remise le {f_['remise']}, rémunération {_e(f_['brut'])} brut, frais de reportage "
                f"remboursés sur justificatifs dans la limite de {r.choice([250, 300, 400])} €.\n"
                "Rémunération en droits d'auteur (note à nous adresser après publication) ou en pige selon "
                "ton choix, dis-moi.\n\nMerci de nous prévenir si tu as des photos exploitables.\n\n"
                f"Bien à toi,\n{f_['chef']}\n{f_['mag']}")
        return _mail(f"{f_['chef']} <{f_['mail']}>", "Claire Dubois <claire.dubois.journaliste@gmail.com>",
                     f"Commande - {f_['titre']}", dt, body)
    return f


def t_entretien_pige(k: str, idx: int):
    f_ = FEAT[k]
    nom, role = f_["gens"][idx].split(", ", 1)
    lignes = {
        "lithium": [("Ici, les gens ont connu le kaolin, la carrière, les camions. La mine, on sait ce que "
                    "c'est."), "Ce qui inquiète, c'est l'eau : 600 000 mètres cubes par an, vous imaginez ?",
                    "Imerys nous a promis mille emplois. J'attends de voir les contrats."],
        "bergers": [("La première nuit où le loup est venu, j'ai perdu onze brebis. J'avais vingt-quatre "
                    "ans."), "Les patous font leur travail, mais il faut gérer les randonneurs aussi.",
                    "Je suis payée au SMIC pour quatre mois d'estive, logée dans une cabane sans douche."],
        "dockers": ["On a connu les pétroliers, maintenant on nous parle d'hydrogène vert.",
                    "La décarbonation, on veut bien, mais qui va payer les reconversions ?",
                    ("Le port, c'est 40 000 emplois indirects. Il ne faut pas l'oublier quand on dessine "
                    "des plans à Paris.")],
    }[k]

    def f(r, dt):
        out = [f"Retranscription - entretien avec {nom} ({role})",
               f"Pour : {f_['mag']} - « {f_['titre']} »", f"{_fr(dt)}, {f_['lieu']}", ""]
        t = 0
        questions = r.sample(["Comment ça a commencé ?", "Et concrètement, au quotidien ?",
                              "Vous avez été consulté ?", "Qu'est-ce qui a changé depuis l'an dernier ?"], 3)
        for ln, q in zip(lignes, questions):
            t += r.randint(60, 400)
            out.append(f"[{t // 60:02d}:{t % 60:02d}] CD : {q}")
            out.append(f"[{(t + 4) // 60:02d}:{(t + 4) % 60:02d}] {nom.split()[0]} : {ln}")
        out.append("\n(fin de l'enregistrement - à vérifier : chiffres cités, orthographe des lieux-dits)")
        return "\n".join(out) + "\n"
    return f


def t_brouillon(k: str, v: int):
    f_ = FEAT[k]

    def f(r, dt):
        return (f"{f_['titre'].upper()}\n[{f_['mag']} - version {v} - {_num(dt)} - "
                f"{int(f_['signes'] * r.uniform(0.7, 1.15)):,} signes]\n\n".replace(",", " ") +
                f"Chapô : À {f_['lieu'].split(' (')[0]}, {f_['angle']}. Reportage.\n\n"
                f"Le matin se lève sur {f_['lieu'].split(' (')[0]}. " +
                r.choice(["Le brouillard n'a pas encore quitté la vallée.", ("Le vent du nord balaie déjà le "
                          "parking."), "Les premiers camions passent devant la mairie."]) +
                f" {f_['gens'][0].split(',')[0]} nous attend devant chez lui, un thermos à la main.\n\n"
                "[INTER] Une promesse et des doutes\n\n"
                f"« {r.choice(['On ne nous a rien demandé', 'Il faut bien vivre', 'Personne ne sait vraiment'])} "
                f"», lâche {f_['gens'][1].split(',')[0]}.\n\n[À COMPLÉTER : chiffres, réaction de la "
                "préfecture, encadré chronologie]\n")
    return f


PAST = {
    "taisent": {"mag": "Regards Sociaux", "chef": "Marie Delcourt", "titre": "Les agriculteurs qui se taisent",
                "signes": 22000, "brut": 1980.0},
    "epiceries": {"mag": "Terres Vivantes", "chef": "Paul Besson", "titre": "La dernière épicerie du canton",
                  "signes": 9000, "brut": 600.0},
    "urgences": {"mag": "L'Hebdo Monde", "chef": "Karim Haddad", "titre": "La nuit où les urgences ferment",
                 "signes": 11000, "brut": 1050.0},
    "cantines": {"mag": "Regards Sociaux", "chef": "Marie Delcourt",
                 "titre": "Cantines bio : la loi Egalim à l'épreuve", "signes": 15000, "brut": 1350.0},
}


def t_nda(k: str, num: str):
    f_ = FEAT.get(k) or PAST[k]

    def f(r, dt):
        b = f_["brut"]
        return (f"NOTE DE DROITS D'AUTEUR n° {num}\n\nAuteur : Claire Dubois, 27 rue Saint-Maur, 75011 Paris\n"
                "N° SIRET 851 226 407 00019 - N° de sécurité sociale 2 80 03 75 112 045 67\n"
                "Activité : artiste-auteur (régime des artistes-auteurs, URSSAF Limousin)\n\n"
                f"Diffuseur : {f_['mag']}\nÀ l'attention de {f_['chef']}\n\nDate : {_fr(dt)}\n\n"
                f"Objet : cession des droits de reproduction et de représentation de l'article « {f_['titre']} »"
                f" ({f_['signes']:,} signes), première publication papier et numérique.\n\n".replace(",", " ") +
                f"Montant brut des droits : {_e(b)}\nPrécompte CSG (9,2 % sur 98,25 %) : - {_e(b * 0.0904)}\n"
                f"Précompte CRDS (0,5 % sur 98,25 %) : - {_e(b * 0.0049)}\nCotisation vieillesse plafonnée "
                f"(6,90 %) : - {_e(b * 0.069)}\nCFP (0,35 %) : - {_e(b * 0.0035)}\nNet à payer : "
                f"{_e(b * (1 - 0.0904 - 0.0049 - 0.069 - 0.0035))}\n\nTVA non applicable, article 293 B du "
                "CGI.\nPaiement par virement : FR76 1027 8060 4100 0204 1178 142\n")
    return f


PIGE_MAGS = ["Grands Espaces", "Regards Sociaux", "Le Pèlerin des villes", "Ligne Claire", "Terres Vivantes"]


def t_bulletin_pige(mag: str):
    def f(r, dt):
        brut = r.choice([480, 720, 900, 1050, 1260, 1440])
        cp = round(brut * 0.10, 2)
        tot = brut + cp
        cot = round(tot * 0.2135, 2)
        return (f"BULLETIN DE PAIE - JOURNALISTE PIGISTE\n{mag} - SAS Presse Magazines Associés, 9 rue du "
                "Faubourg-Poissonnière, 75009 Paris\nConvention collective nationale de travail des "
                "journalistes (IDCC 1480)\n\nSalariée : Claire Dubois - Matricule P0{r.randint(1000, 9999)}\n"
                f"Emploi : journaliste rédactrice pigiste - Carte de presse n° 98412\nPériode : "
                f"{MOIS[dt.month - 1]} {dt.year}\n\nPiges du mois : {brut:.2f}\nIndemnité de congés payés "
                f"(10 %) : {cp:.2f}\nSalaire brut : {tot:.2f}\nAbattement frais professionnels journalistes "
                "(30 %) appliqué à l'assiette\nCotisations salariales : "
                f"- {cot:.2f}\nNet à payer avant impôt : {tot - cot:.2f} EUR\nPrélèvement à la source (taux "
                "personnalisé 7,4 %)\n")
    return f


def t_urssaf_decl(r, dt):
    return ("URSSAF - Artistes-auteurs\nAccusé de réception de votre déclaration de revenus artistiques\n\n"
            f"Identifiant artiste-auteur : 98 002 415 C\nNom : DUBOIS Claire\nDate de la déclaration : {_fr(dt)}"
            "\nRevenus déclarés : année 2025\n\nDroits d'auteur perçus (traitements et salaires) : 14 860 €\n"
            "Dont revenus ayant fait l'objet d'un précompte par les diffuseurs : 14 860 €\nBénéfices non "
            "commerciaux : 0 €\n\nCotisations restant dues : régularisation retraite complémentaire "
            "RAAP calculée en septembre.\nVous pouvez consulter vos attestations dans votre espace "
            "artistes-auteurs.urssaf.fr.")


def t_urssaf_appel(r, dt):
    return ("URSSAF du Limousin - Artistes-auteurs\nTSA 12345 - 87017 Limoges Cedex\n\nMme Claire DUBOIS\n27 "
            f"rue Saint-Maur, 75011 Paris\n\nLimoges, le {_fr(dt)}\n\nObjet : échéancier de cotisations "
            f"{dt.year}\nN° artiste-auteur : 98 002 415 C\n\nMadame,\nSur la base de vos revenus d'auteur "
            "déclarés, nous vous adressons l'échéancier de vos cotisations de sécurité sociale non précomptées"
            f".\nMontant total : {_eur(r, 380, 920)}, réparti en {r.choice([3, 4])} échéances.\nPremière "
            "échéance prélevée le 15 du mois prochain.\nContribution à la formation professionnelle (CFP) "
            "incluse.\n\nVos services de l'Urssaf Limousin")


def t_agessa(r, dt):
    return ("AGESSA - Association pour la gestion de la sécurité sociale des auteurs\n21 bis rue de "
            "Bruxelles, 75009 Paris\n\nATTESTATION D'AFFILIATION\n\nNous certifions que Mme Claire DUBOIS, "
            "née le 14/03/1980, journaliste-auteur, est affiliée au régime de sécurité sociale des artistes-"
            f"auteurs depuis le 01/01/{dt.year}.\nNuméro d'affiliation : A-75-298114.\n\nFait à Paris, le "
            f"{_fr(dt)}.\nPour l'AGESSA, le service Affiliations.")


def t_livre_recettes(year: int):
    def f(r, dt):
        rows = ["Date;Client / diffuseur;Objet;N° note ou bulletin;Brut;Net perçu;Mode"]
        n = {"NDA": 0, "pige": 0}
        for m in range(1, 13 if year < NOW.year else NOW.month):
            for day in sorted(r.sample(range(1, 29), r.randint(1, 2))):
                mag = r.choice(PIGE_MAGS + ["Ligne Claire", "L'Hebdo Monde"])
                b = r.choice([450, 600, 800, 1200, 1620, 2100])
                kind = r.choice(["NDA", "pige"])
                n[kind] += 1
                rows.append(f"{day:02d}/{m:02d}/{year};{mag};article;"
                            f"{kind}-{year}-{n[kind]:03d};{b},00;{round(b * 0.82)},00;virement")
        return "\n".join(rows) + "\n"
    return f


def t_carte_presse(r, dt):
    return ("COMMISSION DE LA CARTE D'IDENTITÉ DES JOURNALISTES PROFESSIONNELS (CCIJP)\n221 rue La Fayette,"
            " 75010 Paris\n\nDEMANDE DE RENOUVELLEMENT - ANNÉE 2026\n\nNom : DUBOIS  Prénom : Claire\nN° de "
            "carte 2025 : 98412\nSituation : journaliste pigiste\n\nEmployeurs en 2025 (bulletins joints) : "
            "Grands Espaces, Regards Sociaux, Terres Vivantes, Ligne Claire\nRessources tirées du journalisme :"
            " plus de 50 % des revenus (attestation sur l'honneur)\nPièces jointes : 3 derniers bulletins de "
            f"pige, attestation employeur, photo d'identité\n\nDate de dépôt en ligne : {_fr(dt)}\nStatut : "
            "dossier complet - en attente de la commission")


def t_contacts_redac(r, dt):
    rows = ["Titre;Rubrique;Contact;Mail;Tél;Tarif feuillet;Dernier contact"]
    data = [("Grands Espaces", "Reportage", "Julien Royer", "julien.royer@grandsespaces-mag.fr"),
            ("Ligne Claire", "Rédaction en chef", "Sophie Bénard", "s.benard@ligneclaire-revue.fr"),
            ("L'Hebdo Monde", "Société", "Karim Haddad", "k.haddad@hebdomonde.fr"),
            ("Regards Sociaux", "Enquêtes", "Marie Delcourt", "mdelcourt@regards-sociaux.fr"),
            ("Terres Vivantes", "Agriculture", "Paul Besson", "p.besson@terresvivantes.fr"),
            ("Causeries", "Portraits", "Agnès Roy", "agnes.roy@causeries-mag.fr")]
    for t, rub, c, m in data:
        rows.append(f"{t};{rub};{c};{m};06 {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)} "
                    f"{r.randint(10, 99)};{r.choice([80, 90, 110, 130])} €;"
                    f"{_num(dt - timedelta(days=r.randint(2, 200)))}")
    return "\n".join(rows) + "\n"


def t_tarifs(r, dt):
    return ("# Mes tarifs 2026\n\n- Reportage long (magazine) : 90-130 € le feuillet de 1 500 signes\n"
            "- Enquête revue : forfait 3 000-3 500 € pour 35 000 signes\n- Portrait : 600 €\n"
            "- Jour de reportage supplémentaire : 250 € + frais\n- Relecture / secrétariat de rédaction : "
            "35 €/h\n\nMinimum SNJ piges 2026 : voir barème.\nToujours demander : droits numériques inclus ? "
            "délai de paiement ? (loi : paiement à parution au plus tard)\n")


def t_frais_pro(r, dt):
    rows = ["Date;Nature;Détail;Montant TTC"]
    for _ in range(14):
        d = dt - timedelta(days=r.randint(1, 330))
        nat, det, lo, hi = r.choice([("Transport", "SNCF reportage", 45, 160), ("Hébergement", "hôtel terrain",
                                     60, 110), ("Matériel", "enregistreur / micro", 40, 220),
                                    ("Abonnements", "Europresse / presse", 12, 30),
                                    ("Téléphone", "forfait Free pro", 20, 20)])
        rows.append(f"{_num(d)};{nat};{det};{r.uniform(lo, hi):.2f}".replace(".", ","))
    return "\n".join(rows) + "\n"


def t_guide_pigiste(r, dt):
    return ("GUIDE DU PIGISTE - édition 2025\nSyndicat national des journalistes\n\n1. Le statut : le "
            "pigiste est un journaliste salarié (article L7112-1 du Code du travail, présomption de "
            "salariat). Il doit être payé en salaire, avec bulletin de paie.\n2. Les droits d'auteur : "
            "seulement pour les œuvres hors contrat de travail.\n3. Congés payés : 10 % en sus de la pige.\n"
            "4. Le 13e mois : dû au prorata dans la presse magazine.\n5. Ancienneté, formation, chômage : "
            "comment calculer vos droits.\n6. Le barème : minimum conventionnel par feuillet selon la "
            "forme de presse.\n")


def t_charte(r, dt):
    return ("Déclaration des devoirs et des droits des journalistes (Munich, 1971)\n\nDevoirs essentiels\n1) "
            "Respecter la vérité, quelles qu'en puissent être les conséquences pour lui-même.\n2) Défendre la "
            "liberté de l'information, du commentaire et de la critique.\n3) Publier seulement les "
            "informations dont l'origine est connue.\n4) Ne pas user de méthodes déloyales pour obtenir des "
            "informations, des photographies et des documents.\n5) Garder le secret professionnel et ne "
            "pas divulguer la source des informations obtenues confidentiellement.\n")


def t_convention(r, dt):
    return ("Convention collective nationale de travail des journalistes\nIDCC 1480 - brochure JO 3136\n\n"
            "Article 22 - Salaires minima : les barèmes sont fixés par forme de presse.\nArticle 25 - Prime "
            "d'ancienneté : 3 % après 5 ans dans la profession, 6 % après 10 ans, 9 % après 15 ans.\n"
            "Article 31 - Congés : les journalistes ont droit à un congé annuel payé...\nArticle 44 - "
            "Indemnité de licenciement : un mois par année d'ancienneté, dans la limite de quinze.\n")


def t_bareme_snj(r, dt):
    rows = ["Forme de presse;Minimum feuillet 2026 (1500 signes);Minimum journée"]
    for fp, a, b in [("Quotidiens nationaux", 92, 210), ("Magazines grand public", 85, 195),
                     ("Presse hebdomadaire régionale", 61, 150), ("Presse spécialisée", 70, 170),
                     ("Agences de presse", 66, 160)]:
        rows.append(f"{fp};{a},00 €;{b},00 €")
    return "\n".join(rows) + "\n"


def t_diffamation(r, dt):
    return ("Fiche pratique - Diffamation et injure (loi du 29 juillet 1881)\n\nDiffamation : toute "
            "allégation ou imputation d'un fait qui porte atteinte à l'honneur ou à la considération.\n"
            "Prescription : 3 mois à compter de la première publication.\nExceptio veritatis : preuve de la"
            " vérité des faits, offerte dans les 10 jours de la citation.\nBonne foi : légitimité du but, "
            "absence d'animosité personnelle, prudence dans l'expression, sérieux de l'enquête.\n")


# ---- the staff years at L'Écho de Paris (Archive Journalism)

ECHO = ("L'ÉCHO DE PARIS - SA Éditions de l'Écho\n40 boulevard Haussmann, 75009 Paris\nSIRET 552 081 317 "
        "00046 - Code NAF 58.13Z")


def t_bulletin_echo(r, dt):
    base = r.choice([3410.0, 3520.0, 3655.0])
    anc = round(base * 0.06, 2)
    brut = base + anc
    cot = round(brut * 0.226, 2)
    return (f"{ECHO}\n\nBULLETIN DE PAIE - {MOIS[dt.month - 1].upper()} {dt.year}\n\nSalariée : Mme Claire "
            "DUBOIS - Matricule 004127\nEmploi : rédactrice, service Société - Coefficient 145\nDate "
            "d'entrée : 01/09/2008\nConvention collective des journalistes (IDCC 1480)\n\nSalaire de base :"
            f" {base:.2f}\nPrime d'ancienneté profession (6 %) : {anc:.2f}\nSalaire brut : {brut:.2f}\n"
            f"Total cotisations salariales : -{cot:.2f}\nNet à payer : {brut - cot:.2f} EUR\n"
            "Cumul imposable, congés acquis 2,5 j.\n")


def t_cdi_echo(r, dt):
    return (f"{ECHO}\n\nCONTRAT DE TRAVAIL À DURÉE INDÉTERMINÉE\n\nEntre la société Éditions de l'Écho, "
            "éditrice du quotidien L'Écho de Paris, et Mme Claire Dubois, née le 14 mars 1980 à Auxerre.\n"
            "Article 1 : Mme Dubois est engagée à compter du 1er septembre 2008 en qualité de rédactrice au "
            "service Société, coefficient 120 de la convention collective des journalistes.\nArticle 2 : "
            "période d'essai d'un mois.\nArticle 3 : rémunération mensuelle brute de 2 450 € sur 13 mois.\n"
            "Article 4 : clause de cession et de conscience (article L7112-5 du Code du travail).\n"
            f"Fait à Paris le {_fr(dt)}.")


def t_rupture(r, dt):
    return ("CONVENTION DE RUPTURE CONVENTIONNELLE (CERFA 14598*01)\n\nEmployeur : Éditions de l'Écho - "
            "L'Écho de Paris\nSalariée : Claire Dubois, rédactrice cheffe adjointe du service Société\n"
            "Ancienneté : 12 ans\n\nEntretien(s) : 3 et 10 septembre 2020\nIndemnité spécifique de rupture :"
            " 41 800 €\nDate envisagée de la rupture : 31 octobre 2020\nFin du délai de rétractation : 25 "
            "septembre 2020\nHomologation DIRECCTE Île-de-France : accordée le 12 octobre 2020.\n")


def t_certificat(r, dt):
    return (f"{ECHO}\n\nCERTIFICAT DE TRAVAIL\n\nNous soussignés, Éditions de l'Écho, certifions avoir "
            "employé Mme Claire Dubois du 1er septembre 2008 au 31 octobre 2020 en qualité de rédactrice "
            "puis de rédactrice cheffe adjointe (service Société, à compter de 2015).\nMme Dubois nous quitte "
            "libre de tout engagement, à la suite d'une rupture conventionnelle.\nPortabilité de la "
            "prévoyance et de la mutuelle : 12 mois.\n\nFait à Paris, le 31 octobre 2020.")


def t_pole_emploi(r, dt):
    return ("Pôle emploi - Notification de décision\n\nMadame Claire DUBOIS\nIdentifiant 4418273Y\n\n"
            "Votre demande d'allocation d'aide au retour à l'emploi (ARE) a été acceptée.\nDate de début : "
            "09/11/2020\nAllocation journalière brute : 98,42 €\nDurée d'indemnisation : 730 jours\n"
            "Ancien employeur : Éditions de l'Écho (L'Écho de Paris)\nVous pouvez cumuler ARE et revenus de "
            "piges dans les conditions de l'activité reprise.\n")


def t_article_publie(titre: str, mag: str):
    def f(r, dt):
        return (f"{mag} - n° {r.randint(40, 310)} - {MOIS[dt.month - 1]} {dt.year}\n\n{titre.upper()}\n"
                "Texte : Claire Dubois\n\n" + r.choice([
                    ("Ils sont éleveurs, céréaliers, maraîchers. Ils ont en commun de ne pas parler de ce qui "
                    "les ronge."), "Au petit matin, la file d'attente s'étire déjà devant la permanence.",
                    "Dans ce village de 400 habitants, la dernière épicerie a fermé il y a six ans."]) +
                "\n\n[version publiée - PDF envoyé par la rédaction]\n")
    return f


# --------------------------------------------------------------------------- the 2019 book (Archive Book)

def t_contrat_2017(r, dt):
    return (f"CONTRAT D'ÉDITION\n\n{EDITEUR}\net Mme Claire Dubois\n\nŒuvre : « Les Derniers Paysans » "
            "(titre définitif)\nÀ-valoir : 6 000 € (3 000 à la signature, 3 000 à la remise)\nRémunération :"
            " 8 % jusqu'à 8 000 ex., 10 % au-delà\nRemise du manuscrit : 30 juin 2018\n\nFait à Paris le "
            f"{_fr(dt)}.")


def t_revue_presse_2019(r, dt):
    return ("Revue de presse - Les Derniers Paysans (Grand Large, mars 2019)\n\n- Ouest-France, 12 mars "
            "2019 : « Un livre juste et sans pathos »\n- France Inter, La Terre au carré, invitation le 20 "
            "mars\n- Télérama, ff, 3 avril 2019\n- Le Bien public, rencontre à Dijon le 6 avril\n- Salon du "
            "livre de Paris : dédicaces stand Grand Large le 16 mars\nVentes au 30/06/2019 : 4 860 ex.\n")


def t_manuscrit_2019(r, dt):
    return ("LES DERNIERS PAYSANS\nClaire Dubois\nManuscrit définitif - bon à tirer\n\nPrologue\n\nMon "
            "grand-père avait douze vaches et il connaissait le nom de chacune. Dans le Morvan des années "
            "soixante, on ne parlait pas d'exploitation mais de ferme.\n\nChapitre 1 - Le dernier "
            "laitier de Quarré\n...\n")


# --------------------------------------------------------------------------- Inès: bac and Parcoursup (School)

def t_voeux(r, dt):
    rows = ["Formation;Établissement;Ville;Type;Vœu confirmé le;Internat / logement;Réponse (dès le 2 juin)"]
    v = [("Licence Science politique", "Université Paris 1 Panthéon-Sorbonne", "Paris", "L1"),
         ("Double licence Droit - Science politique", "Université Paris-Saclay", "Sceaux", "L1"),
         ("Sciences Po - réseau ScPo (concours commun)", "IEP de Lille", "Lille", "IEP"),
         ("Licence Information-communication", "Université Sorbonne Nouvelle", "Paris", "L1"),
         ("CPGE B/L lettres et sciences sociales", "Lycée Lakanal", "Sceaux", "CPGE"),
         ("BUT Information-Communication parcours journalisme", "IUT de Lannion", "Lannion", "BUT"),
         ("Licence Sociologie", "Université de Lyon 2", "Lyon", "L1")]
    for f_, e, c, typ in v:
        loge = "non" if c in ("Paris", "Sceaux") else r.choice(["CROUS demandé", "internat demandé", "à voir"])
        rows.append(f"{f_};{e};{c};{typ};{r.choice(['28/03/2026', '31/03/2026', '01/04/2026'])};{loge};")
    return "\n".join(rows) + "\n"


def t_pfm(formation: str):
    def f(r, dt):
        return (f"Projet de formation motivé - {formation}\nCandidate : Inès Marchal - lycée Voltaire (Paris "
                "11e), terminale générale, spécialités SES et HGGSP\n\nPassionnée par l'actualité depuis "
                "le collège, j'ai participé au journal du lycée, « Le Voltigeur », dont je suis rédactrice en"
                " chef cette année. Le stage d'observation de troisième dans une rédaction m'a fait découvrir"
                " le travail d'enquête. La spécialité HGGSP m'a donné le goût de l'analyse des relations "
                f"internationales...\n\n({r.randint(1180, 1498)} caractères sur 1500 - version du {_num(dt)})\n")
    return f


def t_convocation_bac(r, dt):
    return ("ACADÉMIE DE PARIS - Baccalauréat général session 2026\nCONVOCATION\n\nCandidate : MARCHAL Inès, "
            "née le 22/09/2008\nN° candidat : 0752026 41187\nÉtablissement d'origine : Lycée Voltaire, 101 "
            "avenue de la République, 75011 Paris\n\nÉpreuve de philosophie : lundi 15 juin 2026, 8h00-12h00"
            "\nÉpreuves de spécialité : SES mardi 16 juin 8h00-12h00 ; HGGSP mercredi 17 juin 8h00-12h00\n"
            "Grand oral : entre le 22 juin et le 1er juillet (convocation spécifique)\nCentre d'examen : "
            "Lycée Charlemagne, 14 rue Charlemagne, 75004 Paris\nSe munir d'une pièce d'identité.\n")


def t_grand_oral(r, dt):
    return ("Grand oral - mes deux questions\n\n1. (SES) Les réseaux sociaux ont-ils transformé "
            "l'engagement politique des jeunes ?\n2. (HGGSP) L'eau peut-elle devenir une cause de conflits "
            "au XXIe siècle ? (-> demander à maman les sources de son livre !)\n\nPlan Q1 : I. constat "
            "(abstention, mobilisations climat) II. nouvelles formes III. limites\nOral 5 min + 10 min "
            "d'échange + 5 min projet d'orientation.\n")


def t_dse(r, dt):
    return ("CROUS - Dossier social étudiant (DSE) 2026-2027\nAccusé de réception\n\nN° de dossier : "
            f"DSE-2026-{r.randint(100000, 999999)}\nÉtudiante : Inès MARCHAL\nVœux de logement : résidences "
            "CROUS Lille, Paris\nRevenus fiscaux de référence des parents (2024) : pris en compte\nÉchelon "
            "prévisionnel : non boursière\nPièces à fournir : avis d'imposition 2025 des deux parents.\n"
            f"Date de dépôt : {_fr(dt)}\n")


def t_parcoursup_mail(r, dt):
    return _mail("Parcoursup <noreply@parcoursup.fr>", "ines.marchal08@gmail.com",
                 "Parcoursup : votre dossier est confirmé", dt,
                 "Bonjour Inès,\n\nvos 10 vœux et sous-vœux sont confirmés. La phase d'admission principale "
                 "débutera le 2 juin 2026. Pensez à consulter votre dossier chaque jour et à répondre aux "
                 "propositions dans les délais indiqués.\n\nL'équipe Parcoursup")


def t_bulletin_lycee(tri: int):
    def f(r, dt):
        mats = ["Philosophie", "Anglais LVA", "Espagnol LVB", "Histoire-géographie", "EPS", "SES",
                "HGGSP", "Enseignement scientifique", "EMC"]
        appr = ["Bon trimestre.", "Ensemble sérieux.", "Participation à développer.", "Très bons résultats."]
        lines = [f"{m} : {r.uniform(10.5, 17.5):.1f} - {r.choice(appr)}" for m in mats]
        return (f"LYCÉE VOLTAIRE - Paris 11e\nBulletin du {tri}e trimestre - année 2025-2026\nÉlève : Inès "
                "MARCHAL - Terminale 4\n\n" + "\n".join(lines) + f"\n\nMoyenne générale : {r.uniform(13.4, 15.2):.2f}"
                "\nAppréciation du conseil de classe : Bon trimestre, félicitations du conseil.\n")
    return f


def t_cantine(r, dt):
    return ("Lycée Voltaire - Service de restauration\nFacture demi-pension\n\nÉlève : MARCHAL Inès - T4\n"
            f"Période : {MOIS[dt.month - 1]} {dt.year}\nNombre de repas : {r.randint(12, 18)}\nTarif "
            f"(tranche 8) : 5,12 €\nMontant : {_eur(r, 60, 95)}\nÀ régler sur l'espace famille Paris Classe.\n")


def t_assurance_scolaire(r, dt):
    return ("MAE - Mutuelle Assurance de l'Éducation\nAttestation d'assurance scolaire 2025-2026\n\nEnfant "
            "assuré : Inès MARCHAL, née le 22/09/2008\nÉtablissement : Lycée Voltaire, Paris 11e\nGaranties"
            " : responsabilité civile, individuelle accident, activités scolaires et extrascolaires\n"
            "Validité : 01/09/2025 - 31/08/2026\n")


def t_voyage_berlin(r, dt):
    return ("Lycée Voltaire - Voyage pédagogique à Berlin (HGGSP)\n\nDu 9 au 13 février 2026\nParticipation "
            "des familles : 420 € (paiement en 3 fois possible)\nAutorisation de sortie du territoire "
            "(cerfa 15646) à joindre, carte européenne d'assurance maladie obligatoire.\nProgramme : "
            "mémorial du Mur, Bundestag, Stasi-Museum.\n")


# --------------------------------------------------------------------------- Maman at the EHPAD (Family)

def t_facture_ehpad(r, dt):
    jours = 30 if dt.month in (4, 6, 9, 11) else 31
    heb = 68.40 * jours
    dep = 6.95 * jours
    return (f"{EHPAD}\n\nFACTURE N° {dt.year}{dt.month:02d}-0{r.randint(100, 199)}\n\nRésidente : Mme Monique "
            "DUBOIS - chambre 112\nPayeur : Mme Claire DUBOIS (fille)\nPériode : "
            f"{MOIS[dt.month - 1]} {dt.year} ({jours} jours)\n\nHébergement (68,40 €/j) : {_e(heb)}\nTarif "
            f"dépendance GIR 5-6 (6,95 €/j) : {_e(dep)}\nBlanchissage linge personnel : 45,00 €\nCoiffeur : "
            f"{r.choice([0, 28, 32])},00 €\nTOTAL : {_e(heb + dep + 45)}\nAPA versée directement à "
            "l'établissement (Conseil départemental de l'Yonne) : déduite\nPrélèvement le 10 du mois suivant.\n")


def t_contrat_sejour(r, dt):
    return (f"{EHPAD}\n\nCONTRAT DE SÉJOUR\n\nEntre l'EHPAD Résidence Les Tilleuls et Mme Monique DUBOIS, née "
            "le 2 mai 1943, représentée par sa fille Mme Claire DUBOIS (procuration).\nDate d'entrée : 3 juin "
            "2024\nChambre individuelle n° 112, 1er étage\nPrestations : hébergement, restauration, "
            "blanchissage, animation, soins (forfait soins pris en charge par l'Assurance maladie)\n"
            "Dépôt de garantie : 2 052 €\nPersonne de confiance : M. Philippe DUBOIS (fils)\n")


def t_apa(r, dt):
    return ("DÉPARTEMENT DE L'YONNE - Direction de l'autonomie\n1 place de la Préfecture, 89000 Auxerre\n\n"
            "Notification de décision - Allocation personnalisée d'autonomie en établissement\n\n"
            f"Bénéficiaire : Mme Monique DUBOIS, EHPAD Les Tilleuls, Avallon\nDate : {_fr(dt)}\nGroupe "
            "iso-ressources (GIR) : 4 (révision)\nMontant mensuel de l'APA : 412,60 €, versé à l'établissement"
            "\nParticipation de la bénéficiaire : tarif dépendance GIR 5-6\nDroits ouverts jusqu'au "
            "31/05/2028. Recours possible dans un délai de deux mois.\n")


def t_partage_frais(r, dt):
    rows = ["Mois;Facture EHPAD;Pension Maman (CNAV+Agirc);APA;Reste à charge;Part Claire;Part Philippe"]
    for k in range(8, 0, -1):
        d = dt - timedelta(days=30 * k)
        f_ = round(r.uniform(2300, 2420), 2)
        rows.append(f"{MOIS[d.month - 1]} {d.year};{f_:.2f};1480,00;412,60;{f_ - 1892.6:.2f};"
                    f"{(f_ - 1892.6) / 2:.2f};{(f_ - 1892.6) / 2:.2f}".replace(".", ","))
    return "\n".join(rows) + "\n"


def t_mail_cadre(r, dt):
    return _mail("Corinne Lemaire <cadre.sante@ehpad-lestilleuls.fr>", "claire.dubois.journaliste@gmail.com",
                 "Votre maman - point de la semaine", dt,
                 "Bonjour Madame Dubois,\n\nvotre maman va bien, elle a participé à l'atelier mémoire mardi et "
                 "mange mieux depuis le changement de texture. Le Dr Fabre, médecin coordonnateur, souhaite vous"
                 " voir pour le projet d'accompagnement personnalisé (PAP) : seriez-vous disponible le "
                 f"{r.randint(10, 26)} juin lors de votre venue à Quarré ?\nIl faudrait aussi renouveler ses "
                 "bas de contention et apporter des vêtements d'été marqués.\n\nCordialement,\nCorinne Lemaire,"
                 " cadre de santé")


def t_pap(r, dt):
    return (f"{EHPAD}\n\nProjet d'accompagnement personnalisé - réunion du {_fr(dt)}\nRésidente : Mme Monique "
            "Dubois (83 ans)\nPrésents : Dr Fabre (médecin co.), C. Lemaire (cadre de santé), Mme Claire "
            "Dubois (fille)\n\nSanté : HTA stabilisée, troubles cognitifs légers (MMS 22/30), chute en mars "
            "sans fracture.\nAutonomie : aide à la toilette, marche avec déambulateur.\nVie sociale : aime "
            "la chorale du jeudi, visite de sa fille deux fois par mois, de son fils une fois par mois.\n"
            "Objectifs : maintien de la marche (kiné 2x/sem), sorties au jardin.\n")


# --------------------------------------------------------------------------- the Burgundy house (Country house)

ARTISANS = {
    "isolation": ("SARL Bouchard Isolation", "ZA des Chaumes, 89200 Avallon", "RGE Qualibat 8611",
                  [("Isolation des combles perdus, laine de bois soufflée 32 cm, R = 8", 85, 7620.0),
                   ("Pare-vapeur et rehausse de trappe", 1, 480.0), ("Traitement des ponts thermiques", 1,
                                                                     350.0)]),
    "pac": ("Morvan Thermique", "12 route de Saulieu, 89630 Quarré-les-Tombes", "RGE QualiPAC",
            [("Pompe à chaleur air/eau Atlantic Alféa Excellia 11 kW", 1, 11900.0),
             ("Dépose et évacuation chaudière fioul + neutralisation cuve", 1, 1450.0),
             ("Ballon ECS 200 L, raccordements, mise en service", 1, 2280.0)]),
    "fenetres": ("Menuiserie Guyot & Fils", "4 rue des Forges, 89630 Saint-Germain-des-Champs", "RGE Qualibat 3511",
                 [("Fenêtres bois double vitrage Uw 1,3 - 120x140", 6, 1180.0),
                  ("Porte-fenêtre 2 vantaux 215x140", 1, 2450.0), ("Pose en rénovation, habillages", 7,
                                                                   190.0)]),
}


def t_devis(k: str, num: str):
    nom, adr, rge, lignes = ARTISANS[k]

    def f(r, dt):
        out = [(f"{nom}\n{adr}\n{rge} - SIRET {r.randint(300, 899)} {r.randint(100, 999)} {r.randint(100, 999)} 000"
               f"{r.randint(10, 99)}"), "", f"DEVIS N° {num}", f"Date : {_num(dt)} - validité 3 mois", "",
               f"Client : M. Thomas Marchal et Mme Claire Dubois\nChantier : {MAISON}", ""]
        ht = 0.0
        for lib, q, pu in lignes:
            out.append(f"{lib} : {q} x {_e(pu)} = {_e(q * pu)}")
            ht += q * pu
        out += ["", f"Total HT : {_e(ht)}", f"TVA 5,5 % (travaux de rénovation énergétique) : {_e(ht * 0.055)}",
                f"Total TTC : {_e(ht * 1.055)}", "Acompte à la commande : 30 %",
                "Travaux éligibles MaPrimeRénov' et CEE - entreprise RGE", "Bon pour accord :"]
        return "\n".join(out) + "\n"
    return f


def t_audit(r, dt):
    return ("AUDIT ÉNERGÉTIQUE RÉGLEMENTAIRE\nBureau d'études Énergie Bourgogne Conseil - auditeur : Romain "
            f"Thevenot\n\nLogement : maison individuelle, {MAISON}\nSurface habitable : 118 m² - année de "
            f"construction : avant 1948\nDate de visite : {_fr(dt)}\n\nÉtat initial : classe F (342 kWhEP/m²"
            ".an), GES classe F - chauffage fioul\nScénario 1 (recommandé) : isolation combles + PAC air/eau"
            " + menuiseries -> classe C (148 kWhEP/m².an), gain de 3 classes\nScénario 2 : ajout isolation "
            "des murs par l'intérieur -> classe B\nÉconomies estimées : 2 300 €/an\nÉligible à MaPrimeRénov'"
            " parcours accompagné (rénovation d'ampleur).\n")


def t_mpr_accuse(r, dt):
    return ("Agence nationale de l'habitat (Anah) - MaPrimeRénov' Parcours accompagné\n\nAccusé de réception"
            f" de votre demande\nDossier n° MPR-2026-{r.randint(1000000, 9999999)}\nDemandeur : Claire "
            f"DUBOIS\nLogement : {MAISON}\nUsage déclaré : résidence principale du ménage à compter du "
            "1er septembre 2026 (engagement d'occupation de 3 ans)\nAccompagnateur : Mon Accompagnateur Rénov' "
            f"- SOLIHA Yonne\nDate de dépôt : {_fr(dt)}\n")


def t_mpr_accord(r, dt):
    return ("Anah - Décision d'attribution de subvention MaPrimeRénov' Parcours accompagné\n\n"
            f"Le {_fr(dt)}\nBénéficiaire : Mme Claire DUBOIS - ménage aux revenus intermédiaires\n"
            f"Adresse des travaux : {MAISON}\nGain énergétique : 3 classes (F -> C)\nDépense "
            "subventionnable plafonnée : 40 000 € HT\nTaux de prise en charge : 45 %\nMontant maximal de la"
            " prime : 18 000 €\nDélai de réalisation des travaux : 3 ans. Avance possible de 30 % sur demande"
            ".\nLe versement interviendra sur présentation des factures et du rapport de fin de travaux.\n")


def t_mar_contrat(r, dt):
    return ("SOLIHA Yonne - Mon Accompagnateur Rénov'\nContrat d'accompagnement\n\nMénage : Claire Dubois "
            f"et Thomas Marchal\nLogement : {MAISON}\nMissions : visite initiale, audit, aide au choix des "
            "devis, montage du dossier MaPrimeRénov', suivi de chantier, visite de fin de travaux.\nCoût de "
            "la prestation : 2 000 € TTC, dont 1 200 € pris en charge par l'Anah.\nConseiller : Benoît "
            f"Charpentier, 03 86 51 {r.randint(10, 99)} {r.randint(10, 99)}\n")


def t_planning_chantier(r, dt):
    rows = ["Lot;Entreprise;Début;Fin;Statut;Remarques"]
    for lot, ent, d0, d1, st in [("Combles", "Bouchard Isolation", "04/05/2026", "07/05/2026", "fait"),
                                 ("Dépose chaudière fioul", "Morvan Thermique", "18/05/2026", "19/05/2026", "fait"),
                                 ("PAC + ballon", "Morvan Thermique", "20/05/2026", "05/06/2026", "en cours"),
                                 ("Fenêtres", "Menuiserie Guyot", "15/06/2026", "26/06/2026", "à venir"),
                                 ("Électricité tableau", "Élec Morvan", "08/06/2026", "09/06/2026", "à venir"),
                                 ("Visite fin de travaux", "SOLIHA", "07/07/2026", "07/07/2026", "à caler")]:
        rem = r.choice(["", "clés chez Mme Perrin", "prévoir benne", "appeler la veille"])
        rows.append(f"{lot};{ent};{d0};{d1};{st};{rem}")
    return "\n".join(rows) + "\n"


def t_budget_travaux(r, dt):
    return ("Poste;Devis TTC;Acompte versé;MaPrimeRénov' estimée;CEE;Reste à charge\n"
            "Isolation combles;8 945,00;2 683,50;;450,00;\nPAC air/eau + dépose fioul;16 457,00;4 937,10;;"
            "2 500,00;\nMenuiseries;10 352,00;3 105,60;;;\nAccompagnateur Rénov';2 000,00;;1 200,00;;\n"
            "TOTAL;37 754,00;10 726,20;18 000,00;2 950,00;15 604,00\nFinancement reste à charge : éco-PTZ "
            "Crédit Mutuel 15 000 € sur 15 ans (demande en cours)\n")


def t_mail_artisan(r, dt):
    return _mail("Morvan Thermique <contact@morvan-thermique.fr>", "claire.dubois.journaliste@gmail.com",
                 "Chantier Quarré - pose PAC", dt,
                 "Bonjour Madame Dubois,\n\nla pompe à chaleur a été livrée hier, nous commençons la pose "
                 "lundi. Le groupe extérieur sera placé côté jardin comme convenu (à 3 m de la limite avec "
                 "le voisin). La cuve fioul a été dégazée, le certificat de neutralisation vous sera envoyé.\n"
                 f"Merci de prévoir le règlement de la 2e situation ({_eur(r, 4200, 5200)}) à la mise en "
                 "service.\n\nCordialement,\nDidier Moreau")


def t_facture_acompte(k: str):
    nom, adr, rge, lignes = ARTISANS[k]

    def f(r, dt):
        ht = sum(q * pu for _, q, pu in lignes)
        return (f"{nom}\n{adr}\n{rge}\n\nFACTURE D'ACOMPTE N° FA-{dt.year}-{r.randint(10, 99)}\nDate : "
                f"{_num(dt)}\nClient : Mme Claire Dubois\nChantier : {MAISON}\n\nAcompte de 30 % sur devis "
                f"accepté : {_e(ht * 1.055 * 0.3)} TTC\nRèglement par virement à réception.\n")
    return f


def t_taxe_fonciere_qlt(r, dt):
    return ("DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES\nAvis de taxe foncière 2025\n\nPropriétaires : "
            "DUBOIS Claire, MARCHAL Thomas\nCommune : QUARRÉ-LES-TOMBES (89)\nAdresse du bien : 3 rue du "
            "Lavoir\nRéférence cadastrale : AB 214\n\nBase nette : 1 684 €\nCommune : 38,12 %  Intercommunalité"
            " : 4,10 %\nTaxe d'enlèvement des ordures ménagères : 142 €\nMontant à payer : "
            f"{_eur(r, 820, 910)}\nDate limite de paiement : 15/10/2025\n")


def t_ramonage(r, dt):
    return ("Ramonage Morvandiau - Certificat de ramonage\n\nAdresse : 3 rue du Lavoir, 89630 Quarré-les-"
            f"Tombes\nDate d'intervention : {_fr(dt)}\nConduit : insert bois, conduit maçonné tubé inox\n"
            "Ramonage mécanique, vacuité du conduit vérifiée. Prochain ramonage conseillé avant l'hiver.\n"
            "Montant : 75,00 € TTC\n")


def t_assurance_maison(r, dt):
    return ("Groupama Paris Val de Loire - Avis d'échéance\n\nContrat Habitation n° 48 117 302 - résidence "
            f"secondaire\nRisque : maison 5 pièces, {MAISON}\nAssurés : Claire Dubois et Thomas Marchal\n"
            f"Période : 01/07/{dt.year} - 30/06/{dt.year + 1}\nCotisation annuelle TTC : {_eur(r, 420, 520)}\n"
            "NB : déclarer les travaux de rénovation énergétique en cours (PAC) et le changement d'usage "
            "éventuel en résidence principale.\n")


def t_edf_maison(r, dt):
    return ("EDF - Facture d'électricité\n\nRéférence client : 6 012 448 913\nAdresse de consommation : "
            f"{MAISON}\nTarif Bleu option Base 9 kVA\nPériode : {MOIS[(dt.month - 3) % 12]} - "
            f"{MOIS[dt.month - 1]} {dt.year}\nConsommation : {r.randint(380, 1200)} kWh\nMontant TTC : "
            f"{_eur(r, 95, 310)}\nPrélèvement le {r.randint(5, 20)}/{dt.month:02d}/{dt.year}\n")


# --------------------------------------------------------------------------- money (Finance)

IBAN = "FR76 1027 8060 4100 0204 1178 142"


def t_releve(r, dt):
    solde = r.uniform(1800, 6500)
    fixes = [("PRLV ECHEANCE PRET IMMO", 1184.22, -1, 5), ("PRLV SEPA AUDIENS SANTE", 94.5, -1, 6),
             ("PRLV SEPA FREE MOBILE", 19.99, -1, 8), ("PRLV SEPA EHPAD LES TILLEULS", 244.13, -1, 10),
             ("VIR MARCHAL THOMAS", 800.0, 1, 2), ("PRLV SEPA URSSAF LIMOUSIN", r.uniform(120, 310), -1, 15),
             ("PRLV SEPA EDF", r.uniform(62, 130), -1, 18)]
    lines = [(dt - timedelta(days=30 - day), lib, sign * v) for lib, v, sign, day in fixes]
    for _ in range(r.randint(5, 9)):
        lib, lo, hi, sign = r.choice([
            ("VIR GRANDS ESPACES PIGE", 600, 1400, 1), ("CB MONOPRIX PARIS 11", 18, 96, -1),
            ("VIR LIGNE CLAIRE DROITS AUTEUR", 900, 2800, 1), ("CB SNCF INTERNET", 45, 160, -1),
            ("CB PICARD", 22, 70, -1), ("CB BIOCOOP OBERKAMPF", 12, 65, -1), ("CB TOTAL AVALLON", 55, 85, -1),
            ("CHQ 8812417", 70, 70, -1), ("RETRAIT DAB PARMENTIER", 40, 60, -1)])
        lines.append((dt - timedelta(days=r.randint(1, 29)), lib, sign * r.uniform(lo, hi)))
    lines.sort()
    out = [f"CRÉDIT MUTUEL - Caisse Paris Voltaire\nRelevé de compte n° {dt.month:02d}/{dt.year}",
           f"Mme Claire DUBOIS - Compte chèques Eurocompte\nIBAN {IBAN}", "",
           f"Solde au {_num(dt - timedelta(days=30))} : {solde:.2f}".replace(".", ",")]
    for d, lib, v in lines:
        out.append(f"{d:%d/%m} {lib} {v:+.2f}".replace(".", ","))
        solde += v
    out.append(f"Nouveau solde au {_num(dt)} : {solde:.2f} EUR".replace(".", ","))
    return "\n".join(out) + "\n"


def t_avis_impot(year: int):
    def f(r, dt):
        return ("DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES\nAVIS D'IMPÔT " + str(year) + " SUR LES REVENUS DE "
                f"L'ANNÉE {year - 1}\n\nDéclarants : DUBOIS Claire - MARCHAL Thomas (PACS)\nN° fiscal : "
                "30 12 447 815 226\nAdresse : 27 rue Saint-Maur, 75011 Paris\nNombre de parts : 2,5\n\n"
                f"Salaires (piges) déclarant 1 : {r.randint(18000, 24000)} €\nDroits d'auteur déclarés en "
                f"traitements et salaires : {r.randint(11000, 16000)} €\nSalaires déclarant 2 : "
                f"{r.randint(34000, 41000)} €\nRevenu fiscal de référence : {r.randint(58000, 71000)} €\n"
                f"Impôt sur le revenu net : {r.randint(3100, 4800)} €\nDéjà prélevé à la source : "
                f"{r.randint(3000, 4700)} €\nSolde : {r.choice(['à payer', 'remboursé'])} "
                f"{r.randint(40, 400)} €\nTaux de prélèvement à la source à compter de septembre : "
                f"{r.choice(['6,8', '7,4', '7,1'])} %\n")
    return f


def t_declaration_2026(r, dt):
    return ("impots.gouv.fr - Accusé de réception de votre déclaration en ligne\n\nDéclaration des revenus "
            f"2025 souscrite le {_fr(dt)}\nN° fiscal : 30 12 447 815 226 - DUBOIS Claire\nN° d'accusé : "
            f"{r.randint(10**11, 10**12 - 1)}\nFormulaires : 2042, 2042-C-PRO (non), 2044 (non)\nCases "
            "1AJ (salaires), 1GF (droits d'auteur déclarés en salaires) renseignées\nFrais réels journalistes :"
            " allocation pour frais d'emploi 7 650 € non imposable (art. 81-1 CGI)\n")


def t_livret(r, dt):
    return ("CRÉDIT MUTUEL - Relevé annuel Livret A\n\nTitulaire : Mme Claire DUBOIS\nN° 00020411781 44\n"
            f"Solde au 31/12/{dt.year - 1} : {_eur(r, 8000, 22950)}\nIntérêts acquis {dt.year - 1} (taux "
            "1,70 %) : " + _eur(r, 140, 380) + "\nPlafond : 22 950 €\n")


def t_assurance_vie(r, dt):
    return ("Suravenir - Relevé de situation annuel - contrat d'assurance vie Linxea Spirit 2\nSouscriptrice :"
            f" Claire Dubois\nValeur de rachat au 31/12/{dt.year - 1} : {_eur(r, 24000, 39000)}\nRépartition :"
            " fonds euros 55 %, ETF MSCI World 30 %, SCPI 15 %\nPerformance nette fonds euros : 3,1 %\n"
            "Bénéficiaires : clause standard (conjoint, à défaut enfants)\n")


def t_pret(r, dt):
    rows = ["Échéance;Date;Mensualité;Capital;Intérêts;Assurance;Capital restant dû"]
    crd = 148200.0
    for i in range(1, 25):
        d = dt + timedelta(days=30 * (i - 1))
        it = crd * 0.0135 / 12
        cap = 1184.22 - it - 28.9
        crd -= cap
        rows.append(f"{i + 84};{_num(d)};1184,22;{cap:.2f};{it:.2f};28,90;{crd:.2f}".replace(".", ","))
    return "Prêt immobilier n° 10278 060 PH 00412 - Crédit Mutuel - 27 rue Saint-Maur\n" + "\n".join(rows) + "\n"


def t_budget(r, dt):
    rows = ["Poste;Janv;Févr;Mars;Avr;Mai;Prévu/mois"]
    for p, lo, hi in [("Prêt appart", 1184, 1184), ("Charges copro", 310, 310), ("EHPAD Maman (ma part)", 230,
                      270), ("Courses", 540, 780), ("Mutuelle", 94, 94), ("Essence + péages", 60, 190),
                      ("Inès (argent de poche, forfait)", 90, 130), ("Travaux Quarré", 0, 5000),
                      ("Épargne", 200, 400)]:
        vals = ";".join(f"{r.uniform(lo, hi):.0f}" for _ in range(5))
        rows.append(f"{p};{vals};{(lo + hi) / 2:.0f}")
    return "\n".join(rows) + "\n"


# --------------------------------------------------------------------------- health (Health)

def t_mutuelle(r, dt):
    return ("Audiens Santé Prévoyance - Groupe de protection sociale de la culture, de la communication et "
            "des médias\n\nATTESTATION DE TIERS PAYANT 2026\nAdhérente : Claire DUBOIS - n° 7 204 118\n"
            "Bénéficiaires : Claire DUBOIS, Inès MARCHAL\nContrat : Audiens Santé Pigistes - formule 2\n"
            "Validité : 01/01/2026 - 31/12/2026\nPharmacie, radiologie, laboratoires, auxiliaires médicaux\n")


def t_decompte(r, dt):
    acte, base = r.choice([("Consultation ophtalmologiste (Dr Rey)", 30.0), ("Séances de kinésithérapie x6",
                           97.92), ("Consultation généraliste (Dr Haddad)", 30.0), (("Lunettes - verres "
                           "progressifs"), 0.09), ("Échographie", 56.7)])
    return ("Audiens Santé Prévoyance - Décompte de remboursements\nAdhérente : Claire DUBOIS - n° 7 204 "
            f"118\nDate : {_fr(dt)}\n\nActe : {acte}\nBénéficiaire : {r.choice(['Claire', 'Inès'])}\n"
            f"Base de remboursement : {base:.2f}\nRemboursement Sécurité sociale : {base * 0.7:.2f}\n"
            f"Remboursement Audiens : {_eur(r, 8, 180)}\nVersé sur votre compte Crédit Mutuel.\n")


def t_cpam(r, dt):
    return ("Assurance Maladie - CPAM de Paris\nATTESTATION DE DROITS\n\nAssurée : Mme Claire DUBOIS\nN° de "
            "sécurité sociale : 2 80 03 75 112 045 67\nRégime : général - artiste-auteur / journaliste\n"
            f"Droits ouverts du 01/01/{dt.year} au 31/12/{dt.year}\nMédecin traitant déclaré : Dr Samir "
            "Haddad, 75011 Paris\nAyant droit rattachée : MARCHAL Inès (jusqu'à sa propre carte Vitale)\n")


def t_ordonnance(r, dt):
    return ("Dr Samir Haddad - Médecine générale\n62 rue Oberkampf, 75011 Paris - RPPS 10003428891\n\n"
            f"Le {_fr(dt)}\nMme Claire DUBOIS, 46 ans\n\n" + r.choice([
                ("Ibuprofène 400 mg : 1 cp matin et soir pendant 5 jours\nKinésithérapie : 10 séances, "
                "tendinopathie d'Achille droite (course à pied)"),
                ("Bilan sanguin : NFS, ferritine, TSH, glycémie à jeun, bilan lipidique\nVitamine D 100 000 "
                "UI : 1 ampoule"), ("Mammographie de dépistage organisé - bilatérale\nÉchographie "
                "mammaire si nécessaire")]) + "\n")


def t_analyses(r, dt):
    return ("Laboratoire Cerballiance Paris Voltaire\nCompte rendu d'analyses\n\nPatiente : DUBOIS Claire, "
            f"née le 14/03/1980\nPrélèvement du {_fr(dt)}\nPrescripteur : Dr S. Haddad\n\nHémoglobine : "
            f"{r.uniform(12.4, 14.2):.1f} g/dL (12-16)\nFerritine : {r.randint(14, 40)} µg/L (15-150)\nTSH :"
            f" {r.uniform(0.9, 2.6):.2f} mUI/L\nCholestérol LDL : {r.uniform(1.1, 1.5):.2f} g/L\n25-OH "
            f"vitamine D : {r.randint(18, 34)} ng/mL (insuffisance < 30)\n")


def t_mammo(r, dt):
    return ("Centre d'imagerie médicale Parmentier - 75011 Paris\nMammographie bilatérale - dépistage "
            f"organisé du cancer du sein\nPatiente : Mme Claire DUBOIS\nDate : {_fr(dt)}\n\nConclusion : "
            "ACR 1 des deux côtés. Pas d'anomalie. Deuxième lecture prévue par le centre régional de "
            "coordination des dépistages.\nProchain dépistage dans 2 ans.\n")


def t_osteo(r, dt):
    return (f"Cabinet d'ostéopathie - Julie Roussel, ostéopathe D.O.\nFacture n° {r.randint(2000, 2999)}\n"
            f"Date : {_fr(dt)}\nPatiente : Claire Dubois\nMotif : lombalgie\nHonoraires : 70,00 €\n"
            "Non remboursé par l'Assurance maladie - forfait médecine douce mutuelle.\n")


# --------------------------------------------------------------------------- the Paris flat (Home)

SYNDIC = "Cabinet Loiseau & Fils - Syndic de copropriété\n8 rue de la Roquette, 75011 Paris"


def t_appel_fonds(r, dt):
    tri = (dt.month - 1) // 3 + 1
    return (f"{SYNDIC}\n\nAPPEL DE FONDS - {tri}e trimestre {dt.year}\nCopropriété 27 rue Saint-Maur, 75011 "
            "Paris - lot 14 (appartement 3e gauche) + lot 31 (cave)\nCopropriétaires : DUBOIS Claire / MARCHAL "
            f"Thomas\n\nBudget prévisionnel : {_eur(r, 780, 860)}\nFonds de travaux (loi ALUR) : "
            f"{_eur(r, 60, 75)}\nTravaux ravalement - 2e appel : {r.choice(['0,00 €', '1 240,00 €'])}\n"
            "Date d'exigibilité : 1er jour du trimestre\n")


def t_convoc_ag(r, dt):
    return (f"{SYNDIC}\n\nCONVOCATION À L'ASSEMBLÉE GÉNÉRALE ORDINAIRE\nCopropriété 27 rue Saint-Maur\n\n"
            f"Date : {r.randint(10, 25)} juin 2026 à 18h30 - salle paroissiale Saint-Joseph\n\nOrdre du jour :\n"
            "1. Approbation des comptes 2025\n2. Budget prévisionnel 2027\n3. Ravalement de la façade sur "
            "rue : choix de l'entreprise (3 devis joints)\n4. Installation de bornes de recharge dans la cour"
            "\n5. Remplacement de l'interphone\nPouvoir joint en cas d'absence.\n")


def t_pv_ag(r, dt):
    return (f"{SYNDIC}\n\nPROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE du {_fr(dt)}\nCopropriété 27 rue Saint-Maur"
            ", 75011 Paris\n\nPrésents ou représentés : 7 124 / 10 000 tantièmes\nRésolution 4 - Vote du "
            "ravalement (entreprise Façades de Paris, 186 400 € TTC) : adoptée à la majorité de l'article 24"
            "\nRésolution 6 - Élection du conseil syndical : Mme Dubois, M. Achour, Mme Tran\nRésolution 9 - "
            "Chats dans la cour : rejetée\n")


def t_edf_paris(r, dt):
    return ("EDF - Votre facture\nRéférence client : 6 004 118 207\nMme Claire DUBOIS - 27 rue Saint-Maur, "
            f"75011 Paris, 3e étage\nPériode : {MOIS[(dt.month - 2) % 12]} - {MOIS[dt.month - 1]} {dt.year}"
            f"\nConsommation : {r.randint(310, 520)} kWh (relevé Linky)\nMontant TTC : {_eur(r, 68, 132)}\n")


def t_free(r, dt):
    return (f"Free - Facture Freebox Pop\nAbonnée : Claire Dubois - 27 rue Saint-Maur 75011 Paris\nPériode :"
            f" {MOIS[dt.month - 1]} {dt.year}\nForfait Freebox Pop : 29,99 €\nAppels vers mobiles : 0,00 €\n"
            "Total TTC : 29,99 €\n")


def t_maif(r, dt):
    return ("MAIF - Avis d'échéance 2026\nContrat Raqvam n° 2218415 H\nSociétaire : Claire DUBOIS\nRisque : "
            "appartement 3 pièces (62 m²) - 27 rue Saint-Maur 75011 Paris, cave\nGaranties : dommages, "
            f"responsabilité civile vie privée, assistance\nCotisation annuelle : {_eur(r, 210, 290)}\n")


def t_taxe_fonciere_paris(r, dt):
    return ("DGFiP - Avis de taxe foncière 2025\nPropriétaires : DUBOIS Claire, MARCHAL Thomas\nCommune : "
            "PARIS 11E ARRONDISSEMENT - 27 RUE SAINT-MAUR, bât. A, 3e étage, lot 14\nBase nette : 2 948 €\n"
            f"Taux commune : 20,50 %\nMontant à payer : {_eur(r, 690, 760)}\nDate limite : 15/10/2025\n")


def t_notice(appareil: str):
    def f(r, dt):
        return (f"Notice d'utilisation - {appareil}\n\nConsignes de sécurité\nInstallation\nPremière mise "
                "en service\nProgrammes et options\nNettoyage et entretien : filtre à nettoyer une fois par mois"
                "\nCodes erreur : E15 (fuite détectée), E24 (évacuation), E25 (pompe de vidange)\nService "
                "après-vente : 01 89 16 05 04\n")
    return f


def t_cuisine_devis(r, dt):
    return ("Cuisines Schmidt Paris Bastille - 14 boulevard Richard-Lenoir, 75011 Paris\nDEVIS N° "
            f"SCH-{r.randint(10000, 99999)}\nClient : Mme Claire Dubois - 27 rue Saint-Maur\nDate : {_fr(dt)}"
            "\n\nMeubles façade Arcos blanc mat, plan de travail stratifié chêne, évier inox, crédence verre"
            "\nÉlectroménager : four Bosch Serie 6, plaque induction, hotte intégrée\nPose et dépose ancienne"
            " cuisine\nTotal TTC : 14 860,00 € - acompte 30 %\n")


def t_cuisine_facture(r, dt):
    return ("SARL Plomberie Achour - 45 rue Oberkampf, 75011 Paris\nFACTURE N° 2023-188\nClient : Mme "
            "Dubois, 27 rue Saint-Maur, 3e gauche\nDéplacement arrivée d'eau et évacuation évier, pose lave-"
            "vaisselle, remplacement vanne d'arrêt\nTotal TTC : 1 126,40 €\nTravaux terminés le "
            f"{_fr(dt)}. Garantie de parfait achèvement 1 an.\n")


# --------------------------------------------------------------------------- the car (Car)

def t_macif(r, dt):
    return ("MACIF - Avis d'échéance assurance automobile\nSociétaire : Claire DUBOIS\nVéhicule : Peugeot "
            "2008 1.2 PureTech 130 - immatriculé FG-482-KT (mise en circulation 03/2019)\nFormule : tous "
            f"risques, bonus 0,50\nÉchéance : {_num(dt + timedelta(days=30))}\nCotisation annuelle : "
            f"{_eur(r, 560, 680)}\n")


def t_controle_technique(r, dt):
    return ("Autosur Paris 11 - Procès-verbal de contrôle technique\nVéhicule : PEUGEOT 2008, FG-482-KT, "
            f"VIN VR3USHNSSKJ{r.randint(100000, 999999)}\nDate : {_fr(dt)} - kilométrage : "
            f"{r.randint(61000, 74000)} km\nRésultat : FAVORABLE\nDéfaillances mineures : usure pneumatique "
            "avant gauche, feu de plaque\nProchain contrôle avant le : " + _num(dt + timedelta(days=730)) + "\n")


def t_revision(r, dt):
    return ("Garage Peugeot - Saint-Maur Automobiles, 118 rue Saint-Maur, 75011 Paris\nFACTURE N° "
            f"{r.randint(40000, 49999)}\nVéhicule : 2008 FG-482-KT - {r.randint(62000, 75000)} km\nRévision "
            "constructeur : vidange, filtre à huile, filtre à air, filtre habitacle\nRemplacement courroie "
            "de distribution (PureTech - campagne de contrôle)\nMain-d'œuvre + pièces : "
            f"{_eur(r, 380, 890)} TTC\n")


def t_antai(r, dt):
    return ("Agence nationale de traitement automatisé des infractions (ANTAI)\nAVIS DE CONTRAVENTION\n\n"
            f"Véhicule : FG-482-KT\nDate et heure : {_num(dt - timedelta(days=9))} à 14h52\nLieu : A6 - "
            "commune de Nitry (89), sens Paris-Lyon\nVitesse retenue : 124 km/h pour 110 km/h autorisés\n"
            "Montant de l'amende forfaitaire : 45 € (minorée 45 €)\nRetrait de 1 point\nPaiement sur "
            "www.amendes.gouv.fr - n° de télépaiement " + f"{r.randint(10**9, 10**10 - 1)}\n")


# --------------------------------------------------------------------------- running (Running)

def t_licence(r, dt):
    return ("Fédération Française d'Athlétisme - Licence 2025-2026\nLicence Running n° 2 184 557\nTitulaire :"
            " DUBOIS Claire - catégorie Masters F (M2)\nClub : Running Club Roquette (RCR 11) - 075 112\n"
            "Validité : 01/09/2025 - 31/08/2026\nAssurance : responsabilité civile incluse\n")


def t_certificat_course(r, dt):
    return ("Dr Samir Haddad - Médecine générale\n62 rue Oberkampf, 75011 Paris\n\nCERTIFICAT MÉDICAL\n\nJe "
            "soussigné certifie avoir examiné ce jour Mme Claire DUBOIS, née le 14/03/1980, et n'avoir pas "
            "constaté de contre-indication à la pratique de l'athlétisme en compétition / de la course à pied"
            f" en compétition.\n\nFait à Paris le {_fr(dt)}.\n")


def t_club_mail(r, dt):
    return _mail("Running Club Roquette <bureau@rcr11.fr>", "Membres RCR <membres@rcr11.fr>",
                 "[RCR] Sorties de juin + relais Ekiden", dt,
                 "Salut à toutes et tous,\n\n- mardi 19h : fractionné au stade Ladoumègue (10 x 400)\n- jeudi"
                 " 19h30 : footing Coulée verte, départ Bastille\n- dimanche 9h : sortie longue Bois de "
                 "Vincennes\nInscriptions ouvertes pour l'Ekiden de Paris (octobre) : équipes de 6, envoyer vos "
                 "chronos au 10 km.\nRappel : cotisation 2026-2027 à régler avant le 15 septembre (95 €).\n\n"
                 "Sportivement,\nLe bureau")


def t_cotisation(r, dt):
    return (f"Running Club Roquette (RCR 11) - association loi 1901\nReçu de cotisation saison 2025-2026\n"
            f"Reçu de Claire Dubois la somme de 95,00 € (licence FFA incluse) le {_fr(dt)}.\nLe trésorier,"
            " Hugo Tran\n")


def t_plan_entrainement(r, dt):
    rows = ["Semaine;Mardi;Jeudi;Dimanche;Volume km"]
    for s in range(1, 11):
        rows.append(f"S{s};{r.choice(['8x400', '6x1000', '3x2000', '10x300 côtes'])};footing "
                    f"{r.randint(40, 60)} min;SL {r.randint(12, 24)} km;{r.randint(28, 52)}")
    return "Plan entraînement - objectif semi en 1h52\n" + "\n".join(rows) + "\n"


def t_article_course(titre: str, txt: str):
    def f(r, dt):
        return f"{titre}\n\n{txt}\n\n(Article sauvegardé depuis le site - {_num(dt)})\n"
    return f


def t_20km(r, dt):
    return ("20 km de Paris - 12 octobre 2025\nConfirmation d'inscription\nDossard n° "
            f"{r.randint(10000, 29999)} - sas 1h50-2h00\nCoureuse : Claire DUBOIS - RCR 11\nRetrait des "
            "dossards : Village, Champ-de-Mars, 10 et 11 octobre\nDépart : pont d'Iéna, 10h00\n")


def t_20km_resultat(r, dt):
    return ("Résultats 20 km de Paris 2025\nDUBOIS Claire - F - M2 - RCR 11\nTemps officiel : 1:58:42 - "
            f"Temps réel : 1:56:09\nClassement scratch : {r.randint(9000, 14000)} / 27 312\nClassement "
            f"catégorie : {r.randint(150, 420)}\n")


# --------------------------------------------------------------------------- cooking, reading, travel

RECETTES = {
    "Boeuf bourguignon de Mamie": "1,5 kg de paleron, 1 bouteille d'irancy, lardons, 250 g de champignons, "
                                  "petits oignons. Mariner la veille, cuire 3h à feu doux.",
    "Gougères": "25 cl d'eau, 100 g de beurre, 150 g de farine, 4 œufs, 150 g de comté râpé. Four 200°C, "
                "20 min.",
    "Tarte aux poireaux": "Pâte brisée, 4 poireaux, 2 œufs, 20 cl de crème, muscade. 35 min à 180°C.",
    "Dahl de lentilles corail": "250 g de lentilles corail, lait de coco, curry, gingembre, tomates. 25 min.",
    "Clafoutis aux cerises": "500 g de cerises, 3 œufs, 80 g de sucre, 60 g de farine, 30 cl de lait.",
    "Pâtes alla Norma (Sicile)": "Aubergines frites, sauce tomate, ricotta salata, basilic.",
    "Oeufs en meurette": "Œufs pochés, sauce au vin rouge, lardons, croûtons aillés.",
}


def t_recette(nom: str):
    def f(r, dt):
        return (f"{nom}\nPour {r.choice([4, 6, 8])} personnes\n\n{RECETTES[nom]}\n\nNotes : "
                f"{r.choice(['Inès adore.', 'Moins de sel la prochaine fois.', 'Marche aussi la veille.'])}\n")
    return f


def t_voyage(r, dt, lieu, detail):
    return f"{lieu}\n\n{detail}\n\nRéservation du {_fr(dt)} - référence {r.randint(10**7, 10**8 - 1)}\n"


def t_japon(r, dt):
    return t_voyage(r, dt, "Japan Rail Pass - bon d'échange (Japon, avril 2023)",
                    "3 adultes - Green Car 14 jours - Tokyo, Kyoto, Hiroshima, Kanazawa\nÀ échanger à l'aéroport "
                    "de Narita")


def t_ecosse(r, dt):
    return t_voyage(r, dt, "Booking.com - Confirmation - Isle of Skye Cottage, Portree (Écosse)",
                    "Arrivée 3 août 2024, départ 10 août 2024 - 3 personnes\nTotal payé : 1 240 GBP")


def t_sicile_vol(r, dt):
    return t_voyage(r, dt, "ITA Airways - Carte d'embarquement - Paris CDG -> Palermo (Sicile)",
                    "Vol AZ 317 - 6 août 2025 - siège 21C - passagers DUBOIS/CLAIRE, MARCHAL/THOMAS, "
                    "MARCHAL/INES")


def t_sicile_airbnb(r, dt):
    return t_voyage(r, dt, "Airbnb - Reçu - Maison à Cefalù (Sicile)",
                    "7 nuits du 6 au 13 août 2025 - hôte Giuseppe - 1 185,40 €\nPuis Syracuse, B&B Ortigia")


def t_itineraire_sicile(r, dt):
    return ("Sicile août 2025 - itinéraire\n\n6-13 : Cefalù (Monreale, Palerme en train)\n13-17 : Syracuse /"
            " Ortigia, Noto\n17-20 : Etna, Taormine\nVoiture : Sicily by Car, retour aéroport Catane\n"
            "À ne pas rater : arancine chez Touring, granita à Noto\n")


EBOOKS = [("Rachel Carson", "Printemps silencieux", "fr", ("Il était une fois une ville au cœur de l'Amérique"
           " où toute vie semblait vivre en harmonie avec son environnement.")),
          ("Annie Ernaux", "Les Années", "fr", "Toutes les images disparaîtront."),
          ("Svetlana Alexievitch", "La Supplication", "fr", ("Je ne sais pas de quoi parler... De la mort ou "
           "de l'amour ?")),
          ("Joan Didion", "Slouching Towards Bethlehem", "en", "The center was not holding."),
          ("Florence Aubenas", "Le Quai de Ouistreham", "fr", ("J'ai décidé de partir dans une ville où je "
           "n'ai aucune attache.")),
          ("Emmanuel Carrère", "Limonov", "fr", "En septembre 2006, Limonov se trouvait à Moscou."),
          ("Baptiste Morizot", "Sur la piste animale", "fr", "Pister, c'est enquêter sur des traces.")]


# --------------------------------------------------------------------------- the old MacBook copy (Archive)

def t_cv_2018(r, dt):
    return ("CLAIRE DUBOIS\nJournaliste - rédactrice cheffe adjointe, service Société, L'Écho de Paris\n\n"
            "Expérience\n2015-... : cheffe adjointe service Société\n2008-2015 : rédactrice (éducation, "
            "santé, banlieues)\n2005-2008 : pigiste (Libération, La Croix, Le Bien public)\n\nFormation\n"
            "ESJ Lille, 2004 - Sciences Po Lyon, 2002\n\nPrix : Prix de l'enquête sociale 2016\n")


def t_impots_2017(r, dt):
    return ("DGFiP - Avis d'impôt 2017 sur les revenus 2016\nDUBOIS Claire - 12 rue Jean-Pierre Timbaud, "
            "75011 Paris\nSalaires : 46 280 €\nRevenu fiscal de référence : 41 652 €\nImpôt net : 3 412 €\n")


def t_article_echo(r, dt):
    return ("L'ÉCHO DE PARIS - Société - " + _fr(dt) + "\n\n" + r.choice([
        ("Collèges : la carte scolaire contournée à Paris\nDans le 11e arrondissement, un élève sur trois "
        "évite son collège de secteur."), ("Hôpitaux : la nuit où les urgences ont fermé\nÀ l'hôpital de "
        "Juvisy, les urgences ont baissé le rideau de 20 heures à 8 heures."), ("Logement étudiant : 5 000 "
        "lits promis, 800 livrés\nLe plan gouvernemental accuse un retard considérable.")]) +
        "\n\nPar Claire Dubois\n[copie Word envoyée au SR]\n")


def t_ines_cp(r, dt):
    return ("École élémentaire Saint-Maur - Livret scolaire CP 2014-2015\nÉlève : Inès MARCHAL\n\nLecture : "
            "acquis\nÉcriture : en cours d'acquisition\nMathématiques : acquis\nUne élève curieuse et "
            "souriante. Bonnes vacances !\n")


# --------------------------------------------------------------------------- shorter documents, all subjects

def t_retroplanning(r, dt):
    return ("Étape;Échéance;Statut\nChap. 1 Sainte-Soline;15/01/2026;envoyé à Hélène\nChap. 2 Les nappes;"
            "28/02/2026;relu par Hélène\nChap. 3 Pyrénées-Orientales;30/04/2026;en relecture\nTerrain Mayotte;"
            "juillet 2026;billets à prendre\nChap. 4 Mayotte;31/08/2026;brouillon\nChap. 5 Jura + 6 + 7;"
            "30/09/2026;à écrire\nRemise manuscrit La Soif (Grand Large);15/10/2026;\n")


def t_ccomptes(r, dt):
    return ("Cour des comptes - Rapport public thématique\nLA GESTION QUANTITATIVE DE L'EAU EN PÉRIODE DE "
            "CHANGEMENT CLIMATIQUE\nJuillet 2023\n\nSynthèse\nLes prélèvements d'eau douce s'élèvent à 32 "
            "milliards de m3 par an. L'agriculture représente 58 % des consommations.\nRecommandation n° 3 :"
            " conditionner les aides aux retenues de substitution à des engagements de sobriété.\n")


def t_arrete(r, dt):
    return ("PRÉFET DES PYRÉNÉES-ORIENTALES\nArrêté préfectoral n° DDTM/SER/2026-" + str(r.randint(60, 99)) +
            "\nportant restriction provisoire des usages de l'eau - situation de crise\n\nArticle 1 : les "
            "bassins versants de l'Agly, de la Têt et du Tech sont placés en situation de crise.\nArticle 2 :"
            " interdiction de remplir les piscines privées, d'arroser les jardins et espaces verts.\n"
            f"Fait à Perpignan, le {_fr(dt)}.\n")


def t_carnet(r, dt):
    return ("# Carnet de terrain - La Soif\n\n## Sainte-Soline, février\n- bassine SEV17 : clôture double, "
            "caméras, gendarmes mobiles au rond-point\n- Sylvie G. : « on nous traite de voleurs d'eau »\n\n"
            "## Fourques, mars\n- fontaine coupée, panneau « eau non potable »\n- le maire : 3 forages à sec "
            "depuis 2023\n\n## À faire\n- demander les volumes autorisés à la DDT 79\n- rappeler l'Agence "
            "Adour-Garonne\n")


def t_titres(r, dt):
    return ("idées de titres pour le livre\n- La Soif\n- La Guerre de l'eau n'aura pas lieu\n- Sous la nappe"
            "\n- Jusqu'à la dernière goutte\n- À sec. Enquête sur l'eau en France\n(Hélène préfère La Soif)\n")


def t_notes_editrice(r, dt):
    return ("Éditions du Grand Large - notes de lecture\nOuvrage : LA SOIF (C. Dubois) - chapitre 2 « Les "
            "nappes »\nLectrice : Hélène Marchetti\n\np. 3 : trop de chiffres d'affilée, proposer un encadré "
            "« comment mesure-t-on une nappe ? »\np. 7 : la scène du piézomètre est formidable, l'ouvrir "
            "davantage\np. 11 : citation de l'élue, vérifier qu'elle accepte d'être nommée\nLongueur : 41 000"
            " signes, viser 35 000.\n")


def t_avenant(r, dt):
    return ("AVENANT N° 1 AU CONTRAT D'ÉDITION du 14 novembre 2025\n\nEntre les Éditions du Grand Large et "
            "Mme Claire Dubois\nOuvrage : « La Soif. Enquête sur la guerre de l'eau en France »\n\nArticle "
            "unique : l'ouvrage comprendra un cahier hors-texte de 16 pages de photographies réalisées par "
            "l'Auteur. L'Éditeur verse à ce titre un complément d'à-valoir de 800 €. La date de remise du "
            "manuscrit (15 octobre 2026) est inchangée.\n\nFait à Paris, le 11 mai 2026.\nSignatures\n")


def t_notes_tel_agence(r, dt):
    return ("appel Agence de l'eau Adour-Garonne - dir com (Mme Ferrand)\n- ok pour entretien avec le "
            "directeur le 17 juin, 45 min, visio\n- ils veulent relire les citations (non !)\n- chiffres "
            "redevances prélèvement irrigation 2025 -> envoyés par mail\n- pour le chap. 6 du livre : parler "
            "des SAGE et du comité de bassin\n")


def t_mayotte(r, dt):
    return ("Mayotte - terrain juillet (chap. 4)\n- vols Paris-Dzaoudzi via La Réunion : ~1 450 € A/R\n- "
            "contact SMEAM : Mahamoudou Ali\n- voir les tours d'eau à Mamoudzou, l'usine de dessalement de "
            "Petite-Terre, la retenue de Combani\n- demander à Hélène si Grand Large prend une partie des frais"
            "\n")


def t_emili(r, dt):
    return ("Indicateur;Valeur;Source\nProduction annuelle visée;34 000 t d'hydroxyde de lithium;Imerys\n"
            "Durée d'exploitation;25 ans;Imerys\nEmplois directs annoncés;1 000;dossier débat public\n"
            "Eau prélevée;600 000 m3/an;CNDP\nInvestissement;1 milliard €;Imerys\nMise en service visée;2030;"
            "Imerys\nSite;Échassières (Allier), forêt des Colettes;\n")


def t_reperage_lithium(r, dt):
    return ("# Repérage Échassières - Ligne Claire\n\n- 1er séjour fait fin avril (maire, géologue, collectif)"
            "\n- 2e séjour : gîte à Ébreuil réservé du 8 au 11 juin (photos, réunion publique)\n- maire : "
            "rappeler pour la visite du site\n- visite de la carrière de kaolin (Imerys) : refusée pour "
            "l'instant, relancer le service presse\n- réunion du collectif Préservons la forêt des Colettes "
            "jeudi soir\n")


def t_billet_sncf(r, dt):
    return ("SNCF Connect - e-billet\nPassagère : Claire DUBOIS\nAller : Paris Gare de Lyon -> Marseille "
            "Saint-Charles, TGV INOUI 6107, 26 mai 2026 07:37, voiture 14 place 82\nRetour : 28 mai 2026 "
            f"18:04\nRéférence dossier : {r.choice(['QJXKLM', 'PTRWZA', 'BHYQEN'])}\nPrix total : 148,00 €\n"
            "Motif : reportage Fos-sur-Mer (L'Hebdo Monde)\n")


def t_reperage_fos(r, dt):
    return ("# Fos - contacts et repérage\n\n- Stéphane Ricci (CGT dockers) : rdv au local syndical, quai "
            "des Pétroliers\n- ArcelorMittal : visite du haut-fourneau refusée, Nadia B. ok pour un café\n- "
            "Mairie de Fos : Patrick Vidal, jeudi 10h\n- prendre photos terminal méthanier + grues\n")


def t_bon_commande(r, dt):
    return ("L'HEBDO MONDE - BON DE COMMANDE PIGE\n\nJournaliste : Claire Dubois (carte 98412)\nRubrique : "
            "Société - chef de service Karim Haddad\nSujet : Fos-sur-Mer, les dockers et la décarbonation du "
            "port\nLongueur : 12 000 signes + 2 encadrés\nRemise : 19 juin 2026\nRémunération : 1 150 € "
            "brut (pige, bulletin de salaire)\nFrais : billet de train et 2 nuits d'hôtel\n"
            f"Date : {_fr(dt)}\n")


def t_dossier_presse(r, dt):
    return ("IMERYS - Dossier de presse\nProjet EMILI - Exploitation de mica lithinifère par Imerys\n\nUn "
            "projet de mine souterraine de lithium à Échassières (Allier) et d'usine de conversion à "
            "Montluçon.\nCalendrier : débat public (2024), autorisations (2026-2027), mise en service 2030.\n"
            "Contact presse : presse@imerys.com\n")


def t_cession_photos(r, dt):
    return ("GRANDS ESPACES - Autorisation de publication de photographies\n\nJe soussignée Claire Dubois "
            "autorise le magazine Grands Espaces à publier les 6 photographies réalisées lors de mon "
            "reportage « Les nouveaux bergers du Vercors » (alpage de Vassieux, avril 2026), pour le numéro "
            "de juillet 2026 et son édition numérique. Rémunération : 300 € brut.\nLa personne photographiée"
            ", Léa Fontaine, a donné son accord écrit.\nSignature\n")


def t_fiche_avenir(r, dt):
    return ("Parcoursup 2026 - Fiche Avenir\nÉlève : Inès MARCHAL - Lycée Voltaire, Terminale 4\n\nMéthode de"
            " travail : très satisfaisant\nAutonomie : très satisfaisant\nEngagement citoyen : rédactrice en "
            "chef du journal du lycée\nAvis du chef d'établissement pour la licence de science politique : "
            "très favorable\n")


def t_bac_francais(r, dt):
    return ("Académie de Paris - Baccalauréat général\nRelevé de notes des épreuves anticipées - session 2025"
            "\nCandidate : MARCHAL Inès\nFrançais écrit (coef. 5) : 14/20\nFrançais oral (coef. 5) : 16/20\n"
            "Ces notes seront intégrées au baccalauréat 2026.\n")


def t_revisions(r, dt):
    rows = ["Jour;Matin;Après-midi"]
    for d in range(1, 15):
        rows.append(f"{d} juin;{r.choice(['philo - dissertations', 'SES - EC3', 'HGGSP - croquis'])};"
                    f"{r.choice(['annales SES', 'fiches HGGSP', 'grand oral entraînement', 'repos'])}")
    return "Planning révisions bac Inès\n" + "\n".join(rows) + "\n"


def t_calendrier_parcoursup(r, dt):
    return ("Parcoursup 2026 - Calendrier de la procédure\n\n17 décembre 2025 : ouverture du site "
            "d'information\n19 janvier - 12 mars 2026 : inscription et formulation des vœux\n1er avril 2026 :"
            " date limite pour compléter le dossier et confirmer les vœux\n2 juin 2026 : début de la phase "
            "d'admission principale\n11 juin 2026 : début de la phase complémentaire\n")


def t_jdc(r, dt):
    return ("Ministère des Armées - Direction du service national et de la jeunesse\nCERTIFICAT INDIVIDUEL "
            "DE PARTICIPATION À LA JOURNÉE DÉFENSE ET CITOYENNETÉ\n\nMlle Inès MARCHAL, née le 22/09/2008, "
            "a participé à la JDC le 14 mars 2026 à Vincennes.\nCe certificat est exigé pour l'inscription aux "
            "examens et concours (baccalauréat, permis de conduire).\n")


def t_lettre_ines(r, dt):
    return ("brouillon lettre Inès - IUT Lannion info-com\n\nMadame, Monsieur,\nActuellement en terminale "
            "générale au lycée Voltaire, je souhaite intégrer le BUT Information-Communication parcours "
            "journalisme car j'écris depuis la seconde pour le journal du lycée...\n(trop long - 1500 "
            "caractères max sur Parcoursup !)\n")


def t_comparatif(r, dt):
    return ("Lot;Entreprise;Montant TTC;RGE;Délai;Choix\nCombles;Bouchard Isolation;8 945;oui;mai;X\nCombles;"
            "Isol'Yonne;9 870;oui;septembre;\nPAC;Morvan Thermique;16 457;oui;mai-juin;X\nPAC;Thermi-Conseil "
            "89;18 120;oui;juillet;\nMenuiseries;Guyot & Fils;10 352;oui;juin;X\nMenuiseries;Lorin PVC;7 640;"
            "non;?;\n")


def t_mail_combles(r, dt):
    return _mail("Bouchard Isolation <devis@bouchard-isolation.fr>", "claire.dubois.journaliste@gmail.com",
                 "Re: devis combles Quarré-les-Tombes", dt,
                 "Madame,\n\nsuite à notre visite de la maison rue du Lavoir, vous trouverez ci-joint notre devis"
                 " pour l'isolation des combles perdus (laine de bois soufflée, 85 m²). Nous pouvons intervenir"
                 " début mai si l'accord MaPrimeRénov' est obtenu d'ici là.\n\nBien cordialement,\nJ. Bouchard")


def t_ecoptz(r, dt):
    return ("CRÉDIT MUTUEL - Offre de prêt Éco-prêt à taux zéro (éco-PTZ)\n\nEmprunteurs : Claire Dubois et "
            f"Thomas Marchal\nObjet : travaux de rénovation énergétique - {MAISON}\nMontant : 15 000 €\n"
            "Taux : 0 % - durée 180 mois - mensualité 83,33 €\nTravaux : isolation combles, pompe à chaleur, "
            "menuiseries (devis joints)\nDélai d'acceptation : 10 jours après réception.\n")


def t_cee(r, dt):
    return ("Prime CEE « Coup de pouce Chauffage » - Engagement de l'obligé\n\nBénéficiaire : Claire Dubois,"
            f" {MAISON}\nOpération : remplacement d'une chaudière au fioul par une pompe à chaleur air/eau "
            "(fiche BAR-TH-171)\nInstallateur : Morvan Thermique (RGE QualiPAC)\nMontant de la prime : "
            "2 500 €\nL'engagement doit être signé AVANT la signature du devis.\n")


def t_liste_brico(r, dt):
    return ("Quarré - samedi\n- Brico Avallon : joint silicone, 2 sacs de gravier pour le socle de la PAC, "
            "cadenas cave\n- demander à Didier (Morvan Thermique) : hauteur du socle, bruit du groupe ext. "
            "(voisine Mme Perrin inquiète)\n- photos des combles avant fermeture de la trappe pour le "
            "dossier MaPrimeRénov'\n- relever compteur fioul avant dépose de la chaudière\n")


def t_pv_reception(r, dt):
    return ("PROCÈS-VERBAL DE RÉCEPTION DES TRAVAUX\n\nMaître d'ouvrage : Claire Dubois et Thomas Marchal\n"
            f"Adresse : {MAISON}\nEntreprise : SARL Bouchard Isolation - lot isolation des combles\nDevis n° "
            "D2026-041\n\nLa réception est prononcée sans réserve le 7 mai 2026.\nÉpaisseur contrôlée : 32 "
            "cm - résistance thermique R = 8 m².K/W\nSignatures\n")


def t_neutralisation(r, dt):
    return ("Morvan Thermique - CERTIFICAT DE DÉGAZAGE ET DE NEUTRALISATION DE CUVE\n\nAdresse : 3 rue du "
            "Lavoir, 89630 Quarré-les-Tombes\nCuve fioul enterrée 3 000 L - dégazée et neutralisée au sable le "
            f"{_fr(dt)}\nFioul résiduel récupéré : 180 L\nConformément à l'arrêté du 1er juillet 2004.\n")


def t_saur(r, dt):
    return ("SAUR - Facture d'eau\nContrat n° 1 208 477 - 3 rue du Lavoir, 89630 Quarré-les-Tombes\n"
            f"Consommation : {r.randint(18, 44)} m3\nAbonnement + assainissement\nMontant TTC : "
            f"{_eur(r, 90, 190)}\n")


def t_jardinier(r, dt):
    return ("Quarré - jardin\nM. Perrin (voisin) tond et taille la haie : 2 h/mois d'avril à octobre, payé "
            "en CESU déclaratif, 15 €/h net\nDéclarations CESU faites : avril, mai\nClés : une chez lui, une "
            "dans la boîte à clés (code 1943)\n")


def t_attestation_employeur(r, dt):
    return ("GRANDS ESPACES - SAS Presse Magazines Associés\n\nATTESTATION EMPLOYEUR\n\nNous attestons que Mme"
            " Claire Dubois collabore régulièrement à notre magazine en qualité de journaliste pigiste "
            "depuis mars 2021 et qu'elle a perçu en 2025 des piges pour un montant brut de 6 480 €.\nAttestation"
            " délivrée pour servir auprès de la CCIJP (demande de carte de presse 2026).\nJulien Royer, "
            "rédacteur en chef adjoint\n")


def t_relances(r, dt):
    return ("À relancer (paiements)\n- Terres Vivantes : NDA-2026-003, 600 €, publiée en mars - toujours rien"
            "\n- Regards Sociaux : bulletin de pige d'avril pas reçu\n- Ligne Claire : frais de reportage "
            "(train Clermont) à refacturer\n- URSSAF : vérifier le prélèvement du 15 mai\n")


def t_export_banque(r, dt):
    ops = [(3, "PRLV CREDIT MUTUEL PRET", -1184.22), (5, "PRLV AUDIENS", -94.5), (2, "CB RATP NAVIGO", -88.8),
           (9, "PRLV EHPAD LES TILLEULS", -244.13), (1, "VIR MARCHAL THOMAS", 800.0)]
    for _ in range(10):
        lib, lo, hi = r.choice([("CB FRANPRIX", -40, -8), ("VIR GRANDS ESPACES", 500, 1300), ("CB BIOCOOP", -60, -15),
                                ("CB PHARMACIE ST MAUR", -35, -6), ("CB CINEMA LE BRADY", -22, -9),
                                ("CB SNCF INTERNET", -150, -40)])
        ops.append((r.randint(1, 18), lib, r.uniform(lo, hi)))
    ops.sort()
    rows = ["Date;Libellé;Débit;Crédit;Solde"]
    solde = r.uniform(2000, 4000)
    for day, lib, v in ops:
        solde += v
        d = dt - timedelta(days=19 - day)
        rows.append(f"{_num(d)};{lib};{max(0, -v):.2f};{max(0, v):.2f};{solde:.2f}")
    return "\n".join(rows).replace(".", ",") + "\n"


def t_reglement_copro(r, dt):
    return ("RÈGLEMENT DE COPROPRIÉTÉ ET ÉTAT DESCRIPTIF DE DIVISION\nImmeuble sis 27 rue Saint-Maur, 75011"
            " Paris\n\nLot 14 : au 3e étage gauche, un appartement de trois pièces - 412/10 000es\nLot 31 : au "
            "sous-sol, une cave n° 9 - 8/10 000es\nUsage : habitation bourgeoise, activité libérale tolérée\n")


def t_carte_grise(r, dt):
    return ("CERTIFICAT D'IMMATRICULATION\nA : FG-482-KT  B : 12/03/2019\nC.1 : DUBOIS CLAIRE\nC.3 : 27 RUE "
            "SAINT-MAUR 75011 PARIS\nD.1 : PEUGEOT  D.3 : 2008  J.1 : VP  P.6 : 7 CV  V.7 : 118 g/km\n")


def t_notes_ag(r, dt):
    return ("AG copro 27 St-Maur - questions\n- ravalement : pourquoi 186 k€ ? 2e devis Façades de Paris vs "
            "Lefort\n- fonds ALUR : combien dispo ?\n- interphone en panne depuis mars\n- pouvoir à donner à "
            "M. Achour si je suis à Quarré\n")


def t_vaccins(r, dt):
    return ("Carnet de santé - Inès MARCHAL - page vaccinations (scan)\nDTCaP : rappel 11-13 ans fait le "
            "04/10/2020\nHPV (Gardasil 9) : 2 doses 2021\nMéningocoque ACWY : 2025\nProchain rappel dTcaP : "
            "25 ans\n")


def t_visite_maman(r, dt):
    return ("pour Maman samedi\n- bas de contention (pharmacie d'Avallon, ordonnance Dr Fabre)\n- "
            "vêtements d'été marqués à son nom\n- voir Mme Lemaire pour le PAP\n- chèque coiffeur\n- photos "
            "d'Inès pour sa chambre\n- demander à Philippe de payer sa part d'avril (EHPAD)\n")


def t_journal_course(r, dt):
    rows = []
    for i in range(10):
        d = dt - timedelta(days=3 * i)
        rows.append(f"{_num(d)} - {r.choice(['footing', 'fractionné 8x400', 'sortie longue', 'côtes'])} - "
                    f"{r.uniform(6, 18):.1f} km - allure {r.randint(5, 6)}'{r.randint(10, 55):02d}")
    return "journal course (RCR mardi/jeudi)\n" + "\n".join(rows) + "\nAchille droit : un peu mieux\n"


def t_salon_2019(r, dt):
    return ("Livre Paris 2019 - Invitation auteur\nÉditions du Grand Large - stand H42\nClaire Dubois, « Les "
            "Derniers Paysans » : séance de dédicaces samedi 16 mars 2019, 15h-17h\nBadge auteur à retirer à "
            "l'entrée professionnelle.\n")


def t_location_sicile(r, dt):
    return ("Sicily by Car - Voucher de location\nConductrice : Claire Dubois\nRetrait : Palermo Punta Raisi,"
            " 6 août 2025 14:00 - Restitution : Catania Fontanarossa, 20 août 2025\nFiat 500L - kilométrage "
            "illimité - 612,00 €\n")


def t_ferry_skye(r, dt):
    return ("CalMac Ferries - Booking confirmation\nMallaig - Armadale (Isle of Skye), 3 August 2024\n1 car, "
            "3 passengers - DUBOIS/MARCHAL\nTotal: 38.60 GBP\n")


def t_idees_2017(r, dt):
    return ("idées papiers (pour la conf de rédac de lundi)\n- carte scolaire contournée dans le 11e\n- "
            "urgences de nuit en Essonne\n- les derniers paysans du Morvan -> livre ?\n- logement étudiant : "
            "le plan 60 000 en retard\n")


def t_notes_paysans(r, dt):
    return ("Les Derniers Paysans - liste entretiens\n- Robert Guyot, 81 ans, Quarré-les-Tombes : fait\n- "
            "les Gauthier (GAEC, Saint-Brisson) : à rappeler\n- la MSA de l'Yonne : chiffres suicides 2016\n"
            "- l'éditeur veut le manuscrit pour juin 2018\n")


def t_articles_course(i: int):
    return t_article_course(*[
        ("Le fractionné expliqué aux débutants", ("Le fractionné alterne des phases d'effort intense et de "
         "récupération. Commencez par 8 x 30 secondes rapides / 30 secondes lentes, une fois par semaine.")),
        ("Nutrition : bien se préparer pour un semi-marathon", ("Trois jours avant la course, augmentez la "
         "part de glucides. Le matin, petit-déjeuner 3 heures avant le départ.")),
        ("Prévenir la tendinite d'Achille", ("Renforcement excentrique des mollets (protocole d'Alfredson), "
         "chaussures adaptées, progressivité du volume : pas plus de 10 % par semaine."))][i])


# --------------------------------------------------------------------------- build

def _lock() -> bytes:
    name = b"Claire Dubois"
    return bytes([len(name)]) + name + b"\x00" * (54 - len(name)) + bytes([len(name)]) + b"\x00" + \
        "Claire Dubois".encode("utf-16-le") + b"\x00" * 40


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
            return _pdf(_latin1(content.replace("œ", "oe").replace("Œ", "OE")))
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

    def dot(rel: str, age: float) -> None:
        write(rel, b"\x00\x00\x00\x01Bud1" + bytes(r.getrandbits(8) for _ in range(120)), age)

    used: set[int] = set()

    def img(ext: str, age: float) -> str:
        # the iPhone's counter runs with time and wraps at 9999
        days = (NOW - timedelta(days=age) - NOW.replace(year=2023, month=1, day=1)).days
        n = (4000 + int(days * 3.1) + r.randint(0, 2)) % 9000 + 1000
        while n in used:
            n += 1
        used.add(n)
        return f"IMG_{n}.{ext}"

    def photo(folder: str, bucket: str, topic: str, age: float, ext: str = "HEIC") -> None:
        add(f"{folder}/{img(ext, age)}", bucket, topic, age, "exif" if ext.lower() in ("jpg", "jpeg") else "")

    def capture(age: float) -> str:
        dt = NOW - timedelta(days=age)
        return (f"Bureau/Capture d’écran {dt:%Y-%m-%d} à {r.randint(8, 23)}.{r.randint(0, 59):02d}."
                f"{r.randint(0, 59):02d}.png")

    def ago(y: int, m: int, d: int) -> int:
        return (NOW - NOW.replace(year=y, month=m, day=d)).days

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    DL, BU, SC = "Téléchargements", "Bureau", "Documents/Scans"

    # ------------------------------------------------------------ the book La Soif (Projects Book)
    d = "Documents/Livre - La Soif"
    add(f"{d}/Contrat/Contrat d'édition La Soif - signé.pdf", P, "Book", ago(2025, 11, 14), t_contrat_edition)
    add(f"{d}/Contrat/Contrat d'édition La Soif - projet v2.docx", P, "Book", ago(2025, 10, 30), t_contrat_edition)
    add(f"{d}/Contrat/Versement à-valoir 1re tranche.pdf", P, "Book", ago(2025, 11, 28), t_avaloir)
    add(f"{d}/Plan/Plan détaillé v3.docx", P, "Book", 40, t_plan_livre)
    add(f"{d}/Plan/Plan détaillé v1.docx", P, "Book", 190, t_plan_livre)
    add(f"{d}/Plan/Rétroplanning remise octobre.xlsx", P, "Book", 58, t_retroplanning)
    for i, age in enumerate((31, 12, 6, 3, 50)):
        add(f"{d}/Chapitres/{CHAPITRES[i][0]}.docx", P, "Book", age, t_chapitre(i))
    add(f"{d}/Chapitres/anciennes versions/02 - Les nappes v1.docx", P, "Book", 95, t_chapitre(1))
    add(f"{d}/Chapitres/~$ - Mayotte.docx", L, "System", 1, _lock())
    for fn, who, role, lieu, ch, age in [
            ("Vidal BRGM - 14 mars.docx", "Jean-Luc Vidal", "technicien hydrogéologue au BRGM", "Niort",
             "2 - Les nappes", ago(2026, 3, 14)),
            ("Maire de Fourques.txt", "Henri Bosch", "maire de Fourques", "Fourques (66)",
             "3 - Pyrénées-Orientales", 70),
            ("Sylvie Gaborit - Mauzé.docx", "Sylvie Gaborit", "céréalière irrigante", "Mauzé-sur-le-Mignon",
             "1 - Sainte-Soline", 110),
            ("Hydrologue Montpellier - visio.txt", "Marc Delorme", "hydrologue, université de Montpellier",
             "visio", "6 - Les agences de l'eau", 33),
            ("Pêcheurs de la Loue.docx", "Bernard Jacquot", "président de l'AAPPMA de la Loue", "Ornans",
             "5 - Le Jura", 55)]:
        add(f"{d}/Entretiens/{fn}", P, "Book", age, t_entretien_livre(who, role, lieu, ch))
    add(f"{d}/Entretiens/Audio/Entretien_Vidal.m4a", P, "Book", ago(2026, 3, 14), _blob(r, M4A_HEAD, 2400))
    add(f"{d}/Entretiens/Audio/Entretien_Gaborit.m4a", P, "Book", 110, _blob(r, M4A_HEAD, 2400))
    add(f"{d}/Sources/Bibliographie.md", P, "Book", 22, t_biblio)
    add(f"{d}/Sources/Tableau des sources.csv", P, "Book", 9, t_sources_csv)
    add(f"{d}/Sources/BRGM - bulletin nappes avril 2026.pdf", P, "Book", 52, t_rapport_brgm)
    add(f"{d}/Sources/Cour des comptes - gestion quantitative eau 2023.pdf", P, "Book", 160, t_ccomptes)
    add(f"{d}/Sources/Arrêté sécheresse 66 - mars 2026.pdf", P, "Book", 72, t_arrete)
    add(f"{d}/Échanges Hélène/Re La Soif - chapitres.eml", P, "Book", 10, t_mail_editrice)
    add(f"{d}/Échanges Hélène/Re La Soif - relecture juridique.eml", P, "Book", 26, t_mail_editrice)
    for age in (112, 110, 108):
        photo(f"{d}/Photos terrain/Sainte-Soline", P, "Book", age)
    for age in (71, 70):
        photo(f"{d}/Photos terrain/Fourques", P, "Book", age, "jpg")
    add(f"{d}/Notes/carnet de terrain.md", P, "Book", 15, t_carnet)
    add(f"{d}/Notes/idées titres.txt", P, "Book", 140, t_titres)
    dot(f"{d}/.DS_Store", 3)
    dot(f"{d}/Chapitres/.DS_Store", 3)
    # book files scattered elsewhere
    add(f"{DL}/Contrat d'édition La Soif - signé.pdf", P, "Book", ago(2025, 11, 15), t_contrat_edition)
    add(f"{DL}/document (2).pdf", P, "Book", 18, t_notes_editrice, hard=True)
    add(f"{DL}/Scan 12 mai 2026.pdf", P, "Book", ago(2026, 5, 12), t_avenant, hard=True)
    add(f"{BU}/Sans titre.txt", P, "Book", 4, t_notes_tel_agence, hard=True)
    add(f"{BU}/notes 28 mai.txt", P, "Book", ago(2026, 5, 28), t_mayotte, hard=True)
    add(f"{DL}/telechargement.pdf", P, "Book", 51, t_rapport_brgm, hard=True)
    add(f"{DL}/document (11).pdf", P, "Book", 9, t_ccomptes, hard=True)
    add(f"{BU}/Chapitre 3 - Pyrénées-Orientales (relu).docx", P, "Book", 2, t_chapitre(2))
    add(f"{BU}/Sans titre.docx", P, "Book", 7, t_chapitre(3), hard=True)
    add(f"{DL}/Rapport_Senat_gestion_eau_2024.pdf.part", L, "System", 5, _blob(r, b"%PDF-1.7\n", 3000))

    # ------------------------------------------------------------ three features in progress (Projects Journalism)
    fold = {"lithium": "Documents/Piges/2026/Lithium Allier - Ligne Claire",
            "bergers": "Documents/Piges/2026/Bergers Vercors - Grands Espaces",
            "dockers": "Documents/Piges/2026/Dockers Fos - Hebdo Monde"}
    for k, (a_pitch, a_cmd, a_int) in {"lithium": (125, 104, (38, 36, 35)), "bergers": (150, 132, (58, 57, 56)),
                                       "dockers": (62, 41, (6, 5, 4))}.items():
        d = fold[k]
        add(f"{d}/Pitch {FEAT[k]['mag']}.docx", P, "Journalism", a_pitch, t_pitch(k))
        add(f"{d}/Commande.eml", P, "Journalism", a_cmd, t_commande(k))
        for j, age in enumerate(a_int):
            nom = FEAT[k]["gens"][j].split(",")[0]
            ext = "txt" if j % 2 == 0 else "docx"
            add(f"{d}/Entretiens/Entretien {nom}.{ext}", P, "Journalism", age, t_entretien_pige(k, j))
        add(f"{d}/Brouillon v1.docx", P, "Journalism", a_int[-1] - 3, t_brouillon(k, 1))
        dot(f"{d}/.DS_Store", 2)
    d = fold["lithium"]
    add(f"{d}/Brouillon v2.docx", P, "Journalism", 4, t_brouillon("lithium", 2))
    add(f"{d}/~$ouillon v2.docx", L, "System", 0.5, _lock())
    add(f"{d}/Chiffres projet EMILI.xlsx", P, "Journalism", 33, t_emili)
    add(f"{d}/Repérage Échassières.md", P, "Journalism", 30, t_reperage_lithium)
    add(f"{d}/Audio/Entretien maire Échassières.m4a", P, "Journalism", 38, _blob(r, M4A_HEAD, 2600))
    for age in (37, 37, 36):
        photo(f"{d}/Photos", P, "Journalism", age)
    d = fold["bergers"]
    add(f"{d}/Brouillon v2.docx", P, "Journalism", 35, t_brouillon("bergers", 2))
    add(f"{d}/Version finale envoyée.docx", P, "Journalism", ago(2026, 5, 10), t_brouillon("bergers", 3))
    add(f"{d}/Note de droits NDA-2026-009.pdf", P, "Journalism", 20, t_nda("bergers", "2026-009"))
    add(f"{d}/Audio/Léa Fontaine - alpage.mp3", P, "Journalism", 58,
        _id3(r, "Entretien Léa Fontaine - alpage de Vassieux", "Claire Dubois", "Grands Espaces - bergers"))
    for age in (58, 57):
        photo(f"{d}/Photos", P, "Journalism", age, "jpg")
    d = fold["dockers"]
    add(f"{d}/Billet SNCF Paris-Marseille.pdf", P, "Journalism", 16, t_billet_sncf)
    add(f"{d}/Repérage Fos - contacts.md", P, "Journalism", 13, t_reperage_fos)
    photo(f"{d}/Photos", P, "Journalism", 6)
    # scattered
    add(f"{BU}/document.pdf", P, "Journalism", 40, t_bon_commande, hard=True)
    add(f"{BU}/Sans titre 2.txt", P, "Journalism", 5, t_entretien_pige("dockers", 2), hard=True)
    add(f"{DL}/DOC-20260427-WA0003.pdf", P, "Journalism", ago(2026, 4, 27), t_dossier_presse, hard=True)
    add(f"{SC}/Scan 9 avril 2026.pdf", P, "Journalism", ago(2026, 4, 9), t_cession_photos, hard=True)
    add(f"{DL}/document (12).pdf", P, "Journalism", 19, t_nda("bergers", "2026-009"), hard=True)
    add(f"{DL}/transcription.txt", P, "Journalism", 35, t_entretien_pige("lithium", 1), hard=True)
    add(f"{DL}/transcription (1).txt", P, "Journalism", 56, t_entretien_pige("bergers", 0), hard=True)
    add(f"{DL}/billet.pdf", P, "Journalism", 16, t_billet_sncf, hard=True)
    add(f"{DL}/rushes_fos_entretiens.zip.crdownload", L, "System", 2, _blob(r, ZIP_HEAD, 2500))

    # ------------------------------------------------------------ Inès: bac 2026 and Parcoursup (Projects School)
    d = "Documents/Inès/Parcoursup 2026"
    add(f"{d}/Mes voeux.xlsx", P, "School", 60, t_voeux)
    add(f"{d}/Projet motivé - Paris 1 science po.docx", P, "School", 76,
        t_pfm("Licence Science politique - Université Paris 1"))
    add(f"{d}/Projet motivé - IUT Lannion.docx", P, "School", 75,
        t_pfm("BUT Information-Communication - IUT de Lannion"))
    add(f"{d}/Projet motivé - CPGE BL Lakanal.docx", P, "School", 74, t_pfm("CPGE B/L - Lycée Lakanal"))
    add(f"{d}/Confirmation dossier Parcoursup.eml", P, "School", 61, t_parcoursup_mail)
    add(f"{d}/Fiche avenir.pdf", P, "School", 48, t_fiche_avenir)
    add(f"{d}/DSE Crous - accusé de réception.pdf", P, "School", 69, t_dse)
    d = "Documents/Inès/Bac 2026"
    add(f"{d}/Convocation bac Inès.pdf", P, "School", 16, t_convocation_bac)
    add(f"{d}/Grand oral - questions.docx", P, "School", 21, t_grand_oral)
    add(f"{d}/Relevé notes bac de français 2025.pdf", P, "School", ago(2025, 7, 4), t_bac_francais)
    add(f"{d}/Planning révisions.xlsx", P, "School", 9, t_revisions)
    add(f"{DL}/parcoursup-calendrier-2026.pdf", P, "School", 150, t_calendrier_parcoursup)
    add(f"{BU}/Questions grand oral Inès.docx", P, "School", 11, t_grand_oral)
    add(f"{DL}/document (4).pdf", P, "School", 140, t_calendrier_parcoursup, hard=True)
    add(f"{SC}/Scan 3 avril 2026.pdf", P, "School", ago(2026, 4, 3), t_jdc, hard=True)
    add(f"{BU}/Sans titre 3.txt", P, "School", 80, t_lettre_ines, hard=True)
    add(f"{DL}/document (13).pdf", P, "School", 15, t_convocation_bac, hard=True)
    add(f"{DL}/Attestation.pdf", P, "School", 68, t_dse, hard=True)
    add(f"{BU}/Sans titre 8.txt", P, "School", 8, t_revisions, hard=True)

    # ------------------------------------------------------------ Inès's school life (Areas School)
    d = "Documents/Inès/Lycée"
    add(f"{d}/Bulletin T1 2025-2026.pdf", A, "School", ago(2025, 12, 18), t_bulletin_lycee(1))
    add(f"{d}/Bulletin T2 2025-2026.pdf", A, "School", ago(2026, 3, 26), t_bulletin_lycee(2))
    add(f"{d}/Bulletin T3 2024-2025 (première).pdf", A, "School", ago(2025, 6, 20), t_bulletin_lycee(3))
    add(f"{d}/Demi-pension mars 2026.pdf", A, "School", ago(2026, 4, 2), t_cantine)
    add(f"{d}/Demi-pension avril 2026.pdf", A, "School", ago(2026, 5, 4), t_cantine)
    add(f"{d}/Assurance scolaire MAE 2025-2026.pdf", A, "School", ago(2025, 9, 3), t_assurance_scolaire)
    add(f"{d}/Voyage Berlin février 2026.pdf", A, "School", ago(2025, 11, 20), t_voyage_berlin)
    add(f"{DL}/document (3).pdf", A, "School", ago(2026, 2, 3), t_cantine, hard=True)

    # ------------------------------------------------------------ Burgundy house renovation (Projects Country house)
    C = "Country house"
    d = "Documents/Maison Bourgogne/Travaux 2026"
    add(f"{d}/Devis/Devis Bouchard isolation combles.pdf", P, C, 150, t_devis("isolation", "D2026-041"))
    add(f"{d}/Devis/Devis Morvan Thermique PAC.pdf", P, C, 141, t_devis("pac", "MT-26-0087"))
    add(f"{d}/Devis/Devis Menuiserie Guyot.pdf", P, C, 135, t_devis("fenetres", "G-2026-112"))
    add(f"{d}/Devis/Comparatif devis.xlsx", P, C, 128, t_comparatif)
    add(f"{d}/Audit énergétique - Énergie Bourgogne Conseil.pdf", P, C, 172, t_audit)
    add(f"{d}/MaPrimeRénov/Contrat Mon Accompagnateur Rénov SOLIHA.pdf", P, C, 176, t_mar_contrat)
    add(f"{d}/MaPrimeRénov/Accusé de dépôt MPR.pdf", P, C, 112, t_mpr_accuse)
    add(f"{d}/MaPrimeRénov/Décision d'attribution Anah.pdf", P, C, 50, t_mpr_accord)
    add(f"{d}/MaPrimeRénov/Pièces justificatives/Avis d'impôt 2025.pdf", P, C, 113, t_avis_impot(2025))
    add(f"{d}/Planning chantier.xlsx", P, C, 3, t_planning_chantier)
    add(f"{d}/Budget travaux.xlsx", P, C, 20, t_budget_travaux)
    add(f"{d}/~$dget travaux.xlsx", L, "System", 20, _lock())
    add(f"{d}/Échanges artisans/Chantier Quarré - pose PAC.eml", P, C, 12, t_mail_artisan)
    add(f"{d}/Échanges artisans/Re devis combles Quarré.eml", P, C, 151, t_mail_combles)
    add(f"{d}/Factures/Facture acompte Bouchard.pdf", P, C, 58, t_facture_acompte("isolation"))
    add(f"{d}/Factures/Facture acompte Morvan Thermique.pdf", P, C, 44, t_facture_acompte("pac"))
    add(f"{d}/Factures/Facture acompte Guyot.pdf", P, C, 39, t_facture_acompte("fenetres"))
    add(f"{d}/Éco-PTZ/Offre de prêt éco-PTZ.pdf", P, C, 15, t_ecoptz)
    for age, ext in ((27, "HEIC"), (26, "HEIC"), (25, "jpg"), (13, "HEIC"), (12, "HEIC"), (4, "jpg")):
        photo(f"{d}/Photos chantier", P, C, age, ext)
    dot(f"{d}/.DS_Store", 3)
    add(f"{DL}/Devis_Bouchard_D2026-041.pdf", P, C, 151, t_devis("isolation", "D2026-041"))
    add(f"{DL}/Scan 22 avril 2026.pdf", P, C, ago(2026, 4, 22), t_cee, hard=True)
    add(f"{DL}/document (5).pdf", P, C, 171, t_audit, hard=True)
    add(f"{BU}/liste.txt", P, C, 10, t_liste_brico, hard=True)
    add(f"{DL}/e3b2f1a9-5c1d-4f7e-9a31-2d8c77e0b4aa.pdf", P, C, 50, t_mpr_accord, hard=True)
    add(f"{SC}/Scan 7 mai 2026.pdf", P, C, ago(2026, 5, 7), t_pv_reception, hard=True)
    add(f"{DL}/PJ.pdf", P, C, 140, t_devis("pac", "MT-26-0087"), hard=True)
    add(f"{DL}/document (14).pdf", P, C, 175, t_mar_contrat, hard=True)
    add(f"{SC}/Scan 19 mai 2026.pdf", P, C, ago(2026, 5, 19), t_neutralisation, hard=True)
    add(f"{DL}/telechargement (1).pdf", P, C, 111, t_mpr_accuse, hard=True)

    # ------------------------------------------------------------ the Burgundy house's upkeep (Areas Country house)
    d = "Documents/Maison Bourgogne"
    add(f"{d}/Taxe foncière 2025 Quarré.pdf", A, C, ago(2025, 9, 1), t_taxe_fonciere_qlt)
    add(f"{d}/Assurance Groupama maison 2026.pdf", A, C, 35, t_assurance_maison)
    add(f"{d}/EDF Quarré/Facture EDF janvier 2026.pdf", A, C, ago(2026, 1, 22), t_edf_maison)
    add(f"{d}/EDF Quarré/Facture EDF mars 2026.pdf", A, C, ago(2026, 3, 23), t_edf_maison)
    add(f"{d}/Ramonage 2025.pdf", A, C, ago(2025, 10, 18), t_ramonage)
    add(f"{d}/Eau SAUR 2025.pdf", A, C, ago(2025, 11, 5), t_saur)
    add(f"{d}/Jardin - M. Perrin.txt", A, C, 25, t_jardinier)
    add(f"{DL}/document (6).pdf", A, C, ago(2026, 5, 22), t_edf_maison, hard=True)

    # ------------------------------------------------------------ freelance admin (Areas Journalism)
    J = "Journalism"
    d = "Documents/Admin pigiste"
    add(f"{d}/URSSAF/Déclaration revenus 2025 - accusé.pdf", A, J, 36, t_urssaf_decl)
    add(f"{d}/URSSAF/Échéancier 2026.pdf", A, J, 122, t_urssaf_appel)
    add(f"{d}/URSSAF/Échéancier 2025.pdf", A, J, 480, t_urssaf_appel)
    add(f"{d}/AGESSA/Attestation affiliation AGESSA 2018.pdf", A, J, ago(2018, 2, 12), t_agessa)
    for num, k, age in [("2025-018", "taisent", ago(2025, 5, 30)), ("2025-027", "cantines", ago(2025, 9, 15)),
                        ("2025-031", "epiceries", ago(2025, 11, 10))]:
        add(f"{d}/Notes de droits d'auteur/2025/NDA-{num}.pdf", A, J, age, t_nda(k, num))
    for num, k, age in [("2026-003", "epiceries", ago(2026, 3, 12)), ("2026-006", "cantines", ago(2026, 4, 2))]:
        add(f"{d}/Notes de droits d'auteur/2026/NDA-{num}.pdf", A, J, age, t_nda(k, num))
    for mag, (y, m) in [("Grands Espaces", (2026, 3)), ("Regards Sociaux", (2026, 2)),
                        ("Terres Vivantes", (2026, 4)), ("Grands Espaces", (2025, 11)),
                        ("Le Pèlerin des villes", (2025, 10))]:
        add(f"{d}/Bulletins de pige/{y}/Bulletin {mag} {MOIS[m - 1]} {y}.pdf", A, J, ago(y, m, 28),
            t_bulletin_pige(mag))
    add(f"{d}/Compta/Livre de recettes 2025.xlsx", A, J, 140, t_livre_recettes(2025))
    add(f"{d}/Compta/Recettes 2026.csv", A, J, 2, t_livre_recettes(2026))
    add(f"{d}/Compta/Frais pro 2025.xlsx", A, J, 150, t_frais_pro)
    add(f"{d}/Carte de presse/Demande renouvellement CCIJP 2026.pdf", A, J, 141, t_carte_presse)
    add(f"{d}/Carte de presse/photo identité.jpg", A, J, 143, "exif")
    add(f"{d}/Contacts rédactions.xlsx", A, J, 17, t_contacts_redac)
    add(f"{d}/Mes tarifs 2026.md", A, J, 150, t_tarifs)
    dot(f"{d}/.DS_Store", 10)
    add(f"{DL}/bulletin_052026.pdf", A, J, 3, t_bulletin_pige("Regards Sociaux"), hard=True)
    add(f"{SC}/Scan 2 mars 2026.pdf", A, J, ago(2026, 3, 2), t_attestation_employeur, hard=True)
    add(f"{DL}/document (7).pdf", A, J, 121, t_urssaf_appel, hard=True)
    add(f"{BU}/Sans titre 4.txt", A, J, 6, t_relances, hard=True)
    add(f"{DL}/document (15).pdf", A, J, ago(2026, 4, 2), t_nda("cantines", "2026-006"), hard=True)
    add(f"{DL}/Attestation (1).pdf", A, J, 35, t_urssaf_decl, hard=True)
    add(f"{SC}/Scan 11 février 2026.pdf", A, J, ago(2026, 2, 11), t_bulletin_pige("Terres Vivantes"), hard=True)

    # ------------------------------------------------------------ journalism reference (Resources Journalism)
    d = "Documents/Ressources journalisme"
    add(f"{d}/Guide du pigiste SNJ 2025.pdf", R, J, 400, t_guide_pigiste)
    add(f"{d}/Charte de Munich.pdf", R, J, 1500, t_charte)
    add(f"{d}/Convention collective journalistes.pdf", R, J, 900, t_convention)
    add(f"{d}/Barème piges SNJ 2026.xlsx", R, J, 130, t_bareme_snj)
    add(f"{d}/Fiche diffamation loi 1881.pdf", R, J, 700, t_diffamation)
    add(f"{DL}/guide-pigiste-snj-2025 (1).pdf", R, J, 399, t_guide_pigiste)

    # ------------------------------------------------------------ staff years, published features (Archive Journalism)
    d = "Documents/L'Écho de Paris (2008-2020)"
    add(f"{d}/Contrat CDI 2008.pdf", X, J, ago(2008, 8, 20), t_cdi_echo)
    add(f"{d}/Rupture conventionnelle 2020.pdf", X, J, ago(2020, 9, 10), t_rupture)
    add(f"{d}/Certificat de travail.pdf", X, J, ago(2020, 10, 31), t_certificat)
    add(f"{d}/Pôle emploi - notification ARE.pdf", X, J, ago(2020, 11, 20), t_pole_emploi)
    for y, m in [(2019, 12), (2020, 6), (2020, 7), (2020, 8), (2020, 9), (2020, 10)]:
        add(f"{d}/Bulletins de salaire/{y}/Bulletin {y}-{m:02d}.pdf", X, J, ago(y, m, 28), t_bulletin_echo)
    for fdr, k, age in [("2025/Les agriculteurs qui se taisent - Regards Sociaux", "taisent", ago(2025, 5, 20)),
                        ("2025/Épicerie rurale - Terres Vivantes", "epiceries", ago(2025, 11, 2)),
                        ("2024/Urgences de nuit - Hebdo Monde", "urgences", ago(2024, 10, 8))]:
        p_ = PAST[k]
        add(f"Documents/Piges/{fdr}/Version publiée.pdf", X, J, age, t_article_publie(p_["titre"], p_["mag"]))
    add("Documents/Piges/2025/Les agriculteurs qui se taisent - Regards Sociaux/Texte final.docx", X, J,
        ago(2025, 5, 2), t_article_publie(PAST["taisent"]["titre"], PAST["taisent"]["mag"]))
    d = "Clé USB Écho (copie)"
    add(f"{d}/Articles 2019/carte scolaire 11e.docx", X, J, ago(2019, 3, 4), t_article_echo)
    add(f"{d}/Articles 2019/urgences Juvisy.docx", X, J, ago(2019, 6, 11), t_article_echo)
    add(f"{d}/Articles 2019/logement étudiant.docx", X, J, ago(2019, 9, 2), t_article_echo)
    add(f"{d}/Photos/DSC_0412.JPG", X, J, ago(2019, 6, 10), "exif")
    add(f"{d}/Thumbs.db", L, "System", ago(2019, 9, 3), _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    add(f"{d}/Photos/Thumbs.db", L, "System", ago(2019, 6, 11), _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200))
    add(f"{d}/desktop.ini", L, "System", ago(2019, 9, 3),
        "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\imageres.dll,-3\r\n")

    # ------------------------------------------------------------ household money (Areas Finance)
    F = "Finance"
    add("Documents/Impôts/2026/Accusé déclaration revenus 2025.pdf", A, F, 14, t_declaration_2026)
    add("Documents/Impôts/2025/Avis d'impôt 2025.pdf", A, F, ago(2025, 8, 1), t_avis_impot(2025))
    add("Documents/Impôts/2024/Avis d'impôt 2024.pdf", A, F, ago(2024, 8, 2), t_avis_impot(2024))
    for m in (1, 2, 3, 4):
        add(f"Documents/Banque/Relevés/Relevé 2026-{m:02d}.pdf", A, F, ago(2026, m + 1, 3), t_releve)
    add("Documents/Banque/Livret A - relevé annuel 2025.pdf", A, F, ago(2026, 1, 15), t_livret)
    add("Documents/Banque/Assurance vie Linxea 2025.pdf", A, F, ago(2026, 2, 10), t_assurance_vie)
    add("Documents/Banque/Prêt immobilier - tableau d'amortissement.xlsx", A, F, 700, t_pret)
    add("Documents/Budget 2026.xlsx", A, F, 3, t_budget)
    add(f"{DL}/document (9).pdf", A, F, ago(2026, 5, 4), t_releve, hard=True)
    add(f"{DL}/export.csv", A, F, 11, t_export_banque, hard=True)
    add(f"{SC}/Scan 18 janvier 2026.pdf", A, F, ago(2026, 1, 18), t_livret, hard=True)
    add(f"{DL}/document (16).pdf", A, F, ago(2025, 7, 30), t_avis_impot(2025), hard=True)

    # ------------------------------------------------------------ health (Areas Health)
    H = "Health"
    d = "Documents/Santé"
    add(f"{d}/Mutuelle Audiens - attestation 2026.pdf", A, H, 150, t_mutuelle)
    for m in (3, 4, 5):
        add(f"{d}/Décomptes/Décompte Audiens {MOIS[m - 1]} 2026.pdf", A, H, ago(2026, m, 20), t_decompte)
    add(f"{d}/CPAM - attestation de droits.pdf", A, H, 130, t_cpam)
    add(f"{d}/Ordonnances/Ordonnance Dr Haddad janvier 2026.pdf", A, H, ago(2026, 1, 13), t_ordonnance)
    add(f"{d}/Ordonnances/Ordonnance Dr Haddad mai 2026.pdf", A, H, ago(2026, 5, 6), t_ordonnance)
    add(f"{d}/Analyses/Bilan sanguin février 2026.pdf", A, H, ago(2026, 2, 6), t_analyses)
    add(f"{d}/Mammographie 2025.pdf", A, H, ago(2025, 4, 15), t_mammo)
    add(f"{d}/Ostéo - facture.pdf", A, H, 88, t_osteo)
    add(f"{d}/Inès/Carnet de vaccination (scan).pdf", A, H, 300, t_vaccins)
    add(f"{DL}/attestation-droits-ameli.pdf", A, H, 131, t_cpam)
    add(f"{SC}/Scan 5 février 2026.pdf", A, H, ago(2026, 2, 5), t_analyses, hard=True)
    add(f"{DL}/document (1).pdf", A, H, ago(2026, 4, 19), t_decompte, hard=True)
    add(f"{DL}/CR_2025_0415.pdf", A, H, ago(2025, 4, 16), t_mammo, hard=True)
    add(f"{DL}/document (17).pdf", A, H, 149, t_mutuelle, hard=True)
    add(f"{SC}/Scan 20 mai 2026.pdf", A, H, ago(2026, 5, 20), t_ordonnance, hard=True)

    # ------------------------------------------------------------ the Paris flat (Areas Home)
    d = "Documents/Appartement"
    add(f"{d}/Copro/Appel de fonds T1 2026.pdf", A, "Home", ago(2025, 12, 20), t_appel_fonds)
    add(f"{d}/Copro/Appel de fonds T2 2026.pdf", A, "Home", ago(2026, 3, 20), t_appel_fonds)
    add(f"{d}/Copro/Convocation AG juin 2026.pdf", A, "Home", 18, t_convoc_ag)
    add(f"{d}/Copro/PV AG 2025.pdf", A, "Home", ago(2025, 7, 2), t_pv_ag)
    add(f"{d}/Copro/Règlement de copropriété.pdf", A, "Home", 2400, t_reglement_copro)
    add(f"{d}/EDF/Facture EDF mars 2026.pdf", A, "Home", ago(2026, 3, 12), t_edf_paris)
    add(f"{d}/EDF/Facture EDF mai 2026.pdf", A, "Home", ago(2026, 5, 12), t_edf_paris)
    add(f"{d}/Free/Facture Free avril 2026.pdf", A, "Home", ago(2026, 4, 3), t_free)
    add(f"{d}/Assurance MAIF habitation 2026.pdf", A, "Home", 160, t_maif)
    add(f"{d}/Taxe foncière Paris 2025.pdf", A, "Home", ago(2025, 9, 2), t_taxe_fonciere_paris)
    add(f"{SC}/Scan 14 avril 2026.pdf", A, "Home", ago(2026, 4, 14), t_appel_fonds, hard=True)
    add(f"{DL}/facture.pdf", A, "Home", ago(2026, 5, 3), t_free, hard=True)
    add(f"{DL}/document (18).pdf", A, "Home", 17, t_convoc_ag, hard=True)
    add(f"{BU}/Sans titre 9.txt", A, "Home", 9, t_notes_ag, hard=True)
    add(f"{d}/Notices/Notice lave-vaisselle Bosch SMV4.pdf", R, "Home", 980, t_notice("Lave-vaisselle Bosch SMV4HTX"))
    add(f"{d}/Notices/Notice four Bosch Serie 6.pdf", R, "Home", 975, t_notice("Four encastrable Bosch Serie 6"))
    add(f"{DL}/Notice_Freebox_Pop.pdf", R, "Home", 420, t_notice("Freebox Pop - Player et Server"))
    # the 2023 kitchen (Archive Home)
    d = "Documents/Appartement/Cuisine 2023"
    add(f"{d}/Devis Schmidt.pdf", X, "Home", ago(2023, 1, 20), t_cuisine_devis)
    add(f"{d}/Facture plombier Achour.pdf", X, "Home", ago(2023, 4, 14), t_cuisine_facture)
    add(f"{d}/Plan cuisine.png", X, "Home", ago(2023, 1, 25), "")
    for age in (ago(2023, 3, 30), ago(2023, 4, 2), ago(2023, 4, 15)):
        photo(f"{d}/Photos", X, "Home", age, "jpg")

    # ------------------------------------------------------------ the car (Areas Car)
    d = "Documents/Voiture"
    add(f"{d}/Assurance MACIF 2026.pdf", A, "Car", 70, t_macif)
    add(f"{d}/Contrôle technique 2025.pdf", A, "Car", ago(2025, 3, 8), t_controle_technique)
    add(f"{d}/Facture révision mars 2026.pdf", A, "Car", ago(2026, 3, 17), t_revision)
    add(f"{d}/Carte grise FG-482-KT.pdf", A, "Car", 2300, t_carte_grise)
    add(f"{d}/Amende A6 avril 2026.pdf", A, "Car", ago(2026, 4, 21), t_antai)
    add(f"{SC}/Scan 30 avril 2026.pdf", A, "Car", ago(2026, 4, 30), t_antai, hard=True)
    add(f"{DL}/document (8).pdf", A, "Car", 69, t_macif, hard=True)
    add(f"{DL}/document (19).pdf", A, "Car", ago(2025, 3, 8), t_controle_technique, hard=True)

    # ------------------------------------------------------------ running (Areas / Resources / Archive Running)
    d = "Documents/Course à pied"
    add(f"{d}/Licence FFA 2025-2026.pdf", A, "Running", ago(2025, 9, 12), t_licence)
    add(f"{d}/Certificat médical 2025.pdf", A, "Running", ago(2025, 9, 5), t_certificat_course)
    add(f"{d}/Reçu cotisation RCR 2025-2026.pdf", A, "Running", ago(2025, 9, 12), t_cotisation)
    add(f"{d}/[RCR] Sorties de juin.eml", A, "Running", 4, t_club_mail)
    add(f"{d}/Plan semi 1h52.xlsx", A, "Running", 100, t_plan_entrainement)
    add(f"{BU}/Sans titre 5.txt", A, "Running", 1, t_journal_course, hard=True)
    for i, fn in enumerate(["Le fractionné expliqué.pdf", "Nutrition semi-marathon.pdf",
                            "Prévenir la tendinite d'Achille.pdf"]):
        add(f"{d}/Articles/{fn}", R, "Running", 200 + 90 * i, t_articles_course(i))
    add(f"{d}/20 km de Paris 2025/Confirmation dossard.pdf", X, "Running", ago(2025, 9, 25), t_20km)
    add(f"{d}/20 km de Paris 2025/Résultat.pdf", X, "Running", ago(2025, 10, 13), t_20km_resultat)
    photo(f"{d}/20 km de Paris 2025", X, "Running", ago(2025, 10, 12), "jpg")
    add(f"{DL}/inscription.pdf", X, "Running", ago(2025, 9, 24), t_20km, hard=True)

    # ------------------------------------------------------------ her mother at the EHPAD (Areas Family)
    d = "Documents/Maman/EHPAD Les Tilleuls"
    add(f"{d}/Contrat de séjour 2024.pdf", A, "Family", ago(2024, 5, 28), t_contrat_sejour)
    for m in (1, 2, 3, 4, 5):
        add(f"{d}/Factures/Facture EHPAD {MOIS[m - 1]} 2026.pdf", A, "Family", ago(2026, m, 28), t_facture_ehpad)
    add(f"{d}/PAP réunion octobre 2025.pdf", A, "Family", ago(2025, 10, 9), t_pap)
    add("Documents/Maman/APA/Notification APA 2026.pdf", A, "Family", 45, t_apa)
    add("Documents/Maman/Partage frais avec Philippe.xlsx", A, "Family", 5, t_partage_frais)
    add("Documents/Maman/Mail cadre de santé.eml", A, "Family", 6, t_mail_cadre)
    add(f"{SC}/Scan 28 mars 2026.pdf", A, "Family", ago(2026, 3, 28), t_facture_ehpad, hard=True)
    add(f"{BU}/Sans titre 6.txt", A, "Family", 7, t_visite_maman, hard=True)
    add(f"{DL}/document (10).pdf", A, "Family", 44, t_apa, hard=True)
    add(f"{DL}/Facture_202605.pdf", A, "Family", 3, t_facture_ehpad, hard=True)

    # ------------------------------------------------------------ the 2019 book (Archive Book)
    d = "Documents/Livres/Les Derniers Paysans (2019)"
    add(f"{d}/Contrat 2017.pdf", X, "Book", ago(2017, 4, 12), t_contrat_2017)
    add(f"{d}/Manuscrit définitif BAT.docx", X, "Book", ago(2018, 11, 30), t_manuscrit_2019)
    add(f"{d}/Revue de presse.docx", X, "Book", ago(2019, 7, 2), t_revue_presse_2019)
    add(f"{d}/Couverture.jpg", X, "Book", ago(2018, 12, 10), "")
    add(f"{d}/Salon du livre 2019 - invitation.pdf", X, "Book", ago(2019, 2, 20), t_salon_2019)

    # ------------------------------------------------------------ past trips (Archive Travel)
    d = "Documents/Voyages"
    add(f"{d}/Japon 2023/JR Pass.pdf", X, "Travel", ago(2023, 3, 1), t_japon)
    add(f"{d}/Écosse 2024/Booking Skye.pdf", X, "Travel", ago(2024, 5, 3), t_ecosse)
    add(f"{d}/Écosse 2024/Ferry Mallaig-Armadale.pdf", X, "Travel", ago(2024, 6, 20), t_ferry_skye)
    add(f"{d}/Sicile 2025/Carte d'embarquement Palerme.pdf", X, "Travel", ago(2025, 8, 5), t_sicile_vol)
    add(f"{d}/Sicile 2025/Airbnb Cefalù.pdf", X, "Travel", ago(2025, 3, 14), t_sicile_airbnb)
    add(f"{d}/Sicile 2025/Itinéraire.docx", X, "Travel", ago(2025, 7, 20), t_itineraire_sicile)
    add(f"{DL}/voucher.pdf", X, "Travel", ago(2025, 6, 2), t_location_sicile, hard=True)
    add(f"{DL}/Reservation.pdf", X, "Travel", ago(2024, 5, 3), t_ecosse, hard=True)

    # ------------------------------------------------------------ recipes, ebooks (Resources Cooking / Reading)
    d = "Documents/Recettes"
    for i, (nom, ext) in enumerate(zip(RECETTES, ["txt", "pdf", "txt", "docx", "txt", "pdf", "docx"])):
        add(f"{d}/{nom}.{ext}", R, "Cooking", 60 + 140 * i, t_recette(nom))
    add(f"{DL}/recette-gougeres-marmiton.pdf", R, "Cooking", 400, t_recette("Gougères"))
    add(f"{BU}/Sans titre 7.txt", R, "Cooking", 30, t_recette("Clafoutis aux cerises"), hard=True)
    for i, (auteur, titre, lang, para) in enumerate(EBOOKS[:6]):
        add(f"Documents/Livres numériques/{auteur} - {titre}.epub", R, "Reading", 90 + 130 * i,
            _epub(titre, auteur, lang, para))
    au, ti, la, pa = EBOOKS[6]
    add(f"{DL}/9782330123458.epub", R, "Reading", 26, _epub(ti, au, la, pa), hard=True)

    # ------------------------------------------------------------ photos and screenshots (Resources Photos)
    for age in (2, 5, 9, 14, 21, 29, 44, 63, 85, 101, 133):
        photo("Images/Import iPhone", R, "Photos", age, r.choice(["HEIC", "HEIC", "jpg"]))
    for age in (ago(2025, 8, 8), ago(2025, 8, 11), ago(2025, 8, 14), ago(2025, 8, 17), ago(2025, 8, 19)):
        photo("Images/Sicile 2025", R, "Photos", age, "jpg")
    for age in (ago(2025, 12, 24), ago(2025, 12, 25), ago(2025, 12, 26)):
        photo("Images/Noël 2025 à Quarré", R, "Photos", age, "HEIC")
    add("Images/Fond d'écran - Morvan.jpg", R, "Photos", 250, "")
    for age in (1, 3, 8, 12, 19, 27, 40):
        add(capture(age), R, "Photos", age, "")
    dot("Images/.DS_Store", 2)
    dot("Bureau/.DS_Store", 1)
    dot(f"{DL}/.DS_Store", 1)
    dot("Images/Import iPhone/._IMG_4107.HEIC", 133)

    # ------------------------------------------------------------ installers (Resources Software)
    for fn, age in [("VLC-3.0.21-universal.dmg", 220), ("LibreOffice_25.2.3_MacOS_aarch64.dmg", 60),
                    ("MacWhisper-12.6.dmg", 95), ("Firefox 138.0.dmg", 45), ("zoomusInstallerFull.pkg", 300)]:
        head = PKG_HEAD if fn.endswith(".pkg") else DMG_HEAD
        add(f"{DL}/{fn}", R, "Software", age, _blob(r, head, 2000) + (b"koly" if fn.endswith(".dmg") else b""))

    # ------------------------------------------------------------ unfinished downloads (Left System)
    add(f"{DL}/Non confirmé 482913.crdownload", L, "System", 0.5, _blob(r, b"%PDF-1.6\n", 1800))
    add(f"{DL}/LibreOffice_25.2.3_MacOS_aarch64.dmg.crdownload", L, "System", 61, _blob(r, DMG_HEAD, 1800))

    # ------------------------------------------------------------ the copy of the old MacBook (Archive, by subject)
    d = "Copie MacBook Pro 2015"
    add(f"{d}/Documents/CV Claire Dubois 2018.docx", X, J, ago(2018, 4, 2), t_cv_2018)
    add(f"{d}/Documents/Echo/Papier carte scolaire.docx", X, J, ago(2017, 9, 12), t_article_echo)
    add(f"{d}/Documents/Echo/Papier hôpitaux.docx", X, J, ago(2018, 2, 1), t_article_echo)
    add(f"{d}/Documents/Impots/Avis 2017.pdf", X, F, ago(2017, 8, 3), t_impots_2017)
    add(f"{d}/Documents/Ines/Livret CP.pdf", X, "School", ago(2015, 7, 1), t_ines_cp)
    add(f"{d}/Documents/Recettes/Gougères.txt", X, "Cooking", ago(2016, 12, 20), t_recette("Gougères"))
    add(f"{d}/Documents/Livre paysans/Plan v1.docx", X, "Book", ago(2017, 6, 1), t_manuscrit_2019)
    for age in (ago(2016, 7, 14), ago(2016, 7, 16), ago(2017, 8, 9), ago(2019, 4, 21)):
        photo(f"{d}/Pictures/iPhoto export", X, "Photos", age, "JPG")
    add(f"{d}/Desktop/Screen Shot 2019-03-12 at 10.14.22.png", X, "Photos", ago(2019, 3, 12), "")
    add(f"{d}/Desktop/untitled.txt", X, "Book", ago(2017, 11, 3), t_notes_paysans, hard=True)
    add(f"{d}/Desktop/Untitled 2.txt", X, J, ago(2017, 10, 1), t_idees_2017, hard=True)
    dot(f"{d}/.DS_Store", 1800)
    dot(f"{d}/Documents/.DS_Store", 1800)

    # ------------------------------------------------------------ more nameless files, all subjects
    add(f"{DL}/document (20).pdf", A, "Home", ago(2025, 7, 3), t_pv_ag, hard=True)
    add(f"{DL}/Document numérisé.pdf", A, "Car", 400, t_carte_grise, hard=True)
    add(f"{DL}/Document numérisé 2.pdf", A, "Family", ago(2024, 5, 28), t_contrat_sejour, hard=True)
    add(f"{DL}/PJ (1).pdf", P, "School", 47, t_fiche_avenir, hard=True)
    add(f"{BU}/Sans titre 10.txt", P, J, 29, t_reperage_lithium, hard=True)
    add(f"{DL}/2026-01-08.pdf", A, J, ago(2026, 1, 8), t_carte_presse, hard=True)
    add(f"{SC}/Scan 16 mars 2026.pdf", P, "Book", ago(2026, 3, 16), t_retroplanning, hard=True)
    add(f"{DL}/pièce jointe.pdf", P, C, 16, t_ecoptz, hard=True)
    add(f"{DL}/document (21).pdf", A, "Car", ago(2026, 3, 17), t_revision, hard=True)

    return items
