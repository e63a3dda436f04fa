"""A ninetieth unseen labelled corpus: the Dumont-Verhaegen family's PC, ``build(root, seed)``, written blind.

What was read to write it, and nothing else: the brief for these corpora; ``unseen.py``'s module docstring
(lines 1-60), its helpers (lines 60-220: ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``,
``_epub``, ``_id3``, ``_blob`` and its Swedish name lists) and the start of its ``build()`` (lines 1296-1360,
the write / encode / add / dot / photo helpers); ``corpus.py`` lines 1-30 (``Item``, ``NOW``, ``NOW_S``,
``DAY``) and its ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``HEIC_HEAD`` and
``_png``. By accident a few lines past ``HEIC_HEAD`` in ``blind.py`` were printed too (lines 108-115: a
section comment and the first two of its English name lists); the file names in ``benchmarks/placement/``
and in ``.venv/bin`` were listed. To check the output, the generated files' text was extracted (pypdf) and
ruff was run from a copy installed under ``/tmp``. Nothing under ``foldwise/``, ``docs/``, ``tests/`` or
``scripts/``, no other module body, no git command, no placement output. The files and labels come from this
family's life, not from what any program looks for.

The person: Sophie Dumont, 36, an intensive-care nurse (infirmière SIAMU, 4/5 time, day, evening and night
shifts) in the adult ICU (USI 2) of the Hôpital Universitaire Sainte-Gudule in Laeken since September 2018;
before that she worked at the Résidence Les Tilleuls, a nursing home in Woluwe-Saint-Lambert (2012-2018).
Her husband Thomas Verhaegen, 38, a Dutch-speaker from Leuven, is an attaché at Brussel Fiscaliteit /
Bruxelles Fiscalité, the Brussels regional administration. They married in September 2019 (civil wedding in
Etterbeek, party at the Ferme du Castillon, honeymoon in Sicily). Their children: Louise, 8, in 2e primaire
at the École fondamentale Sainte-Alix (French-speaking), and Noah, 2, at the Dutch-speaking kinderdagverblijf
De Speelvogel, who starts kleuterschool at De Kleine Prins in September 2026. In July 2024 they moved from a
flat in Etterbeek (Rue des Champs) to a rented flat at Avenue Rogier 214 in Schaerbeek. Current projects as of
NOW = 2026-06-01: buying a house at Rue Edouard Stuckens 57 in Evere (visits since February, compromis signed
on 18 April 2026, mortgage offer in May, deed due by 17 August 2026: notary, bank, inspection, electrical and
roof quotes, notice to the landlord); Sophie's specialisation in palliative care at the Haute École
Bruxelles-Midi (course modules, a placement at the palliative unit La Clairière, interviews, ethics approval,
and a mémoire due on 4 September 2026); Louise's first communion on Sunday 7 June 2026 and the party
afterwards (hall, caterer, cake, invitations); the family's trip to Portugal, 11-25 July 2026 (Algarve, then
Lisbon). Ongoing: Sophie's hospital job (plannings, payslips, in-service training, leave), Thomas's job
(loonfiches, telework, evaluations, notes he drafts at home), household money (Tax-on-web, tax assessments,
Belfius account, savings, pension savings, titres-services, child benefit), the family's health (two
mutualités: Sophie's in French, Thomas's ziekenfonds in Dutch; GP, dentist, Kind en Gezin), the rented flat,
the car (a 2019 Skoda Octavia), the children's school and crèche, and Sophie's volunteering as secretary of
the staff d'unité of a scouts unit (Unité Saint-Servais). Finished: the wedding (2019), the Tilleuls job
(ended August 2018), the old Peugeot 207 (sold March 2020), the 2024 move out of Etterbeek, past trips (Sicily 2019,
Crete 2023, the Ardennes 2024, Barcelona 2025), and her old Samsung phone, whose backup was copied here in 2024.

The machine: a family Windows PC set to French. ``Téléchargements/`` (a heap), ``Bureau/``, ``Documents/``
with half-organised folders (``Maison Evere``, ``Appartement``, ``Hôpital``, ``Spécialisation palliatifs``,
``Thomas/Werk``, ``Impôts``, ``Banque``, ``Santé``, ``Voiture``, ``École Louise``, ``Kinderdagverblijf
Noah``, ``Scouts``, ``Communion Louise``, ``Vacances``, ``Recettes``, ``Scans``, ``Divers``), ``Images/``,
``Musique/``, ``Ancien PC/`` (the old laptop's ``Mes documents`` and ``Mes images``, copied in January 2021),
a ``2025/`` folder, and ``Sauvegarde téléphone Sophie/`` (the old phone). Documents are mostly French, with
Dutch from Thomas's employer, his ziekenfonds, the crèche and the school Noah will attend, and a little
English (bookings, articles).

LABELLING RULES (written before any file was generated; every file is labelled by them, as of NOW):

- **Projects** (an outcome with an end, still being worked on now, whatever the file's age):
  the house purchase in Evere, including visit notes, compromis and its annexes (PEB, electrical inspection,
  planning information), notary, mortgage and its insurance, inspection report, works quotes, the budget, and
  the notice to the landlord that follows from it, plus photos taken at the visits -- topic Home; the
  palliative-care specialisation, everything of it: course modules and timetable, registration, placement,
  articles gathered for the mémoire, interviews, ethics approval, drafts -- topic Nursing; Louise's first
  communion and its party, and photos of the table-decoration trial -- topic Family; the Portugal trip of July
  2026 -- topic Travel.
- **Areas** (responsibilities with no end, whatever the document's age): Sophie's hospital job -- payslips,
  plannings, in-service training, leave, evaluations, her professional titles and contract (Nursing);
  Thomas's job -- loonfiches, telework, evaluations, training, the notes he writes for work, his CV (Work);
  household money -- tax assessments, Tax-on-web, tax certificates of every kind (281.10, pension savings,
  titres-services, childcare 281.86), bank statements, savings, the family budget, child benefit from Famiris
  (Finance); the family's health -- mutualités, prescriptions, lab results, dentist, vaccinations, hospital
  insurance (Health); the rented flat in Schaerbeek -- lease, entry inventory, rental deposit, rent
  indexation, charges, energy, water, internet, tenant's insurance, the syndic (Home); the car -- inspection,
  insurance, road tax, servicing, residents' parking card (Car); the children's school, crèche, next year's
  kleuterschool, swimming and holiday camps (Children); the scouts unit -- staff minutes, members, fees,
  camps, the unit supper (Scouts). An old tax return on the old laptop is still Areas Finance.
- **Resources** (reference and interests, by subject): clinical reference not tied to the course -- ICU
  protocols, drug dilution tables, pain scales, resuscitation notes (Nursing); games and songbooks for the
  scouts (Scouts); recipes (Cooking); ebooks (Books); music files (Music); installers (Software); personal
  photos and albums of every kind, wedding and holiday albums included, screenshots and WhatsApp images
  (Photos) -- except photos that document a current project's work (the house visits, the communion
  decoration trial), which go to the project, and photos inside the phone backup.
- **Archive** (finished projects, ended responsibilities, old backups): the 2019 wedding (Family); the
  Tilleuls job (Nursing); the old Peugeot (Car); the Etterbeek flat and the 2024 move out of it -- old lease,
  exit inventory, movers, deposit release, change of address (Home); past trips, the honeymoon included
  (Travel); the old phone backup, everything in it (Backup).
- **Left** (must stay where they are): unfinished downloads (``.crdownload``, ``.part``), Office lock files
  (``~$name.docx``) and system files (``desktop.ini``, ``Thumbs.db``) -- topic System. Dot files
  (``.DS_Store``) are written but not labelled.

Topics are subjects: the house purchase and the rented flat are both Home; the specialisation, the hospital
job and the Tilleuls years are all Nursing. ``hard`` marks a file whose name *and* folder say nothing about
its subject (``Téléchargements/document (3).pdf``, ``Bureau/Nouveau document texte.txt``,
``Documents/Scans/scan_0031.pdf``, ``2025/SCAN0012.pdf``, ``Ancien PC/Mes documents/Document1.docx``): only
the text inside (.txt, .md, .csv, .eml, .ics, .pdf, .docx, .xlsx) can place it. Images are never hard.
Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _d, _docx, _money, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MAAND = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
         "november", "december"]


def _fr(dt: datetime) -> str:
    return f"{dt.day}{'er' if dt.day == 1 else ''} {MOIS[dt.month - 1]} {dt.year}"


def _nl(dt: datetime) -> str:
    return f"{dt.day} {MAAND[dt.month - 1]} {dt.year}"


def _dm(dt: datetime) -> str:
    return dt.strftime("%d/%m/%Y")


def _num(v: float) -> str:
    s = f"{v:,.2f}"
    return s.replace(",", " ").replace(".", ",").replace(" ", ".")


def _eur(v: float) -> str:
    return _num(v) + " €"


def _comm(r: random.Random) -> str:
    """A Belgian structured payment reference (+++xxx/xxxx/xxxxx+++) with a valid mod-97 check."""
    base = r.randint(10**9, 10**10 - 1)
    chk = base % 97 or 97
    s = f"{base:010d}{chk:02d}"
    return f"+++{s[:3]}/{s[3:7]}/{s[7:]}+++"


def _iban(r: random.Random) -> str:
    return f"BE{r.randint(10, 99)} {r.randint(0, 9999):04d} {r.randint(0, 9999):04d} {r.randint(0, 9999):04d}"


FIRST_FR = ["Marie", "Julie", "Nathalie", "Isabelle", "Céline", "Aurélie", "Laurence", "Catherine", "Vincent",
            "Olivier", "Nicolas", "Julien", "Benoît", "Philippe", "Sébastien", "Mehdi", "Yasmina", "Fatima",
            "Karim", "Amélie", "Manon", "Camille", "Hélène", "Thierry"]
LAST_FR = ["Lambert", "Dubois", "Martin", "Leroy", "Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems",
           "Goossens", "Wouters", "De Smet", "Dupont", "Renard", "Lemaire", "El Amrani", "Bouzidi", "Van Damme",
           "Dufour", "Hermans", "Collignon", "Lefèvre", "Mathieu", "Gilson"]
FIRST_NL = ["Jan", "Pieter", "Els", "Katrien", "Bart", "Sofie", "Wim", "An", "Koen", "Lies", "Tom", "Griet",
            "Stijn", "Nele"]
LAST_NL = ["Peeters", "Janssens", "Claes", "Vermeulen", "De Backer", "Van den Broeck", "Stevens", "Wuyts",
           "Coppens", "Verbruggen", "Smets", "Lemmens"]


def _pfr(r: random.Random) -> str:
    return f"{r.choice(FIRST_FR)} {r.choice(LAST_FR)}"


def _pnl(r: random.Random) -> str:
    return f"{r.choice(FIRST_NL)} {r.choice(LAST_NL)}"


SOPHIE = "Sophie Dumont"
THOMAS = "Thomas Verhaegen"
ADR = "Avenue Rogier 214 boîte 3, 1030 Schaerbeek"
ADR_NL = "Rogierlaan 214 bus 3, 1030 Schaarbeek"
MAISON = "Rue Édouard Stuckens 57, 1140 Evere"
OLD_ADR = "Rue des Champs 41, 1040 Etterbeek"
HUSG = "Hôpital Universitaire Sainte-Gudule ASBL\nAvenue de Laeken 85, 1020 Bruxelles\nBCE 0412.336.871"
HEBM = "Haute École Bruxelles-Midi - Département paramédical\nSpécialisation en soins palliatifs 2025-2026"
GOB = "Gewestelijke Overheidsdienst Brussel - Brussel Fiscaliteit\nCity Center, Kruidtuinlaan 20, 1035 Brussel"


def _eml(frm: str, to: str, subj: str, dt: datetime, body: str) -> str:
    date = f"{dt.strftime('%a, %d %b %Y')} 09:{dt.day + 10:02d}:00 +0200"
    return (f"From: {frm}\nTo: {to}\nSubject: {subj}\nDate: {date}\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n" + body.strip() + "\n")


def _ics(events: list[tuple[str, str, str, str]]) -> str:
    out = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Google Inc//Google Calendar 70.9054//FR", "CALSCALE:GREGORIAN"]
    for i, (start, end, summary, loc) in enumerate(events):
        out += ["BEGIN:VEVENT", f"DTSTART:{start}", f"DTEND:{end}", f"UID:{start}-{i}@google.com",
                f"SUMMARY:{summary}", f"LOCATION:{loc}", "END:VEVENT"]
    out.append("END:VCALENDAR")
    return "\r\n".join(out) + "\r\n"


def _mensualite(capital: float, taux: float, mois: int) -> float:
    i = (1 + taux) ** (1 / 12) - 1
    return capital * i / (1 - (1 + i) ** -mois)


# --------------------------------------------------------------------------- Home: the house purchase (Projects)


def t_compromis(r: random.Random, dt: datetime) -> str:
    return """COMPROMIS DE VENTE
Entre les soussignés :
Monsieur Jacques HENDRICKX, né à Evere le 3 mars 1949, et Madame Monique LAMBOT, née à Namur le 22 novembre 1951,
domiciliés Rue Édouard Stuckens 57 à 1140 Evere, ci-après dénommés « le vendeur »,
et Madame Sophie DUMONT, infirmière, née à Charleroi le 14 mars 1990, et Monsieur Thomas VERHAEGEN,
fonctionnaire, né à Leuven le 2 octobre 1987, domiciliés Avenue Rogier 214 boîte 3 à 1030 Schaerbeek,
ci-après dénommés « l'acquéreur »,
IL A ÉTÉ CONVENU CE QUI SUIT :
Article 1 - Objet. Le vendeur vend à l'acquéreur, qui accepte, une maison d'habitation bel-étage avec jardin,
sise Rue Édouard Stuckens 57, cadastrée Evere, première division, section B, numéro 312 K 4, contenance 2 ares
41 centiares.
Article 2 - Prix. La vente est consentie pour le prix de quatre cent quarante-neuf mille euros (449.000,00 €).
Article 3 - Acompte. L'acquéreur verse à titre d'acompte 44.900,00 € sur le compte de tiers de l'étude du
notaire Pierre-Yves MOENS à Evere, dans les cinq jours ouvrables de la signature.
Article 4 - Condition suspensive. La vente est conclue sous la condition suspensive de l'obtention par
l'acquéreur d'un crédit hypothécaire de 375.000,00 € au plus tard le 2 juin 2026.
Article 5 - Acte authentique. L'acte sera passé dans les quatre mois, au plus tard le 17 août 2026, en l'étude
du notaire MOENS, l'acquéreur étant assisté de Maître Caroline DEWANDRE, notaire à Schaerbeek.
Article 6 - Urbanisme. Le bien est situé en zone d'habitation au PRAS. Le vendeur déclare qu'aucun travaux
soumis à permis n'a été réalisé sans autorisation.
Article 7 - Performance énergétique. Certificat PEB n° 20260311-0000584213-01, classe D.
Article 8 - Installation électrique. Le procès-verbal de contrôle du 4 mars 2026 constate que l'installation
n'est pas conforme. L'acquéreur devra faire procéder à la mise en conformité dans les 18 mois de l'acte.
Article 9 - Occupation. Le bien sera libre d'occupation au jour de l'acte authentique.
Fait à Evere le 18 avril 2026 en trois exemplaires, chaque partie reconnaissant avoir reçu le sien.
"""


def t_notaire(r: random.Random, dt: datetime) -> str:
    droits = (449000 - 200000) * 0.125
    hon = 4_182.36
    frais = 1_245.00
    credit = 375000 * 0.01 + 1_890.40 + 760.00
    tot = droits + hon * 1.21 + frais + credit
    return f"""Caroline DEWANDRE
Notaire
Boulevard Lambermont 112, 1030 Schaerbeek
Madame Sophie Dumont et Monsieur Thomas Verhaegen
{ADR}
Schaerbeek, le {_fr(dt)}
Notre référence : 2026/0418/CD - Acquisition Rue Édouard Stuckens 57 à Evere
Madame, Monsieur,
Suite à la signature du compromis de vente, nous vous prions de bien vouloir verser la provision suivante,
au plus tard cinq jours ouvrables avant la signature de l'acte authentique :
Acte de vente
- Droits d'enregistrement 12,5 % sur 449.000,00 € après abattement de 200.000,00 €
  (habitation propre et unique, Région de Bruxelles-Capitale) : {_eur(droits)}
- Honoraires barémiques : {_eur(hon)}, TVA 21 % comprise : {_eur(hon * 1.21)}
- Frais divers (recherches hypothécaires, cadastre, urbanisme, transcription) : {_eur(frais)}
Acte de crédit (Belfius Banque, 375.000,00 €)
- Droit d'inscription hypothécaire 1 %, droit d'écriture, honoraires et rétribution du conservateur : {_eur(credit)}
Total de la provision : {_eur(tot)}
Compte de tiers de l'étude : BE12 0689 4417 2209 - communication : {_comm(r)}
Nous vous rappelons que l'abattement suppose que vous ne possédiez aucun autre immeuble destiné à
l'habitation et que vous y établissiez votre résidence principale dans les trois ans.
Veuillez agréer, Madame, Monsieur, l'expression de nos sentiments distingués.
Pour le notaire, Élodie Maréchal, collaboratrice
"""


def t_questions_notaire(r: random.Random, dt: datetime) -> str:
    return """Questions pour Me Dewandre (rdv jeudi 14h)
- Date de signature de l'acte : possible avant le 15 juillet ? (on part au Portugal le 11)
- L'abattement de 200.000 € : on est bien dans les conditions (prix < 600.000, premier bien) ?
- Condition suspensive crédit au 2 juin : l'offre Belfius est arrivée, faut-il envoyer une copie au notaire Moens ?
- Compteurs : qui organise le relevé Sibelga / Vivaqua le jour des clés ?
- Citerne à mazout déclarée ? Le vendeur dit qu'elle a été neutralisée en 2009, attestation ?
- Contrôle électrique : 18 mois pour la mise en conformité, est-ce que la banque demande autre chose ?
- Frais d'acte de crédit : mandat hypothécaire pour une partie ? Thomas demande ce que ça change.
- Quote-part du précompte immobilier 2026 au prorata : calcul ?
"""


def t_offre_credit(r: random.Random, dt: datetime) -> str:
    m = _mensualite(375000, 0.0329, 300)
    return f"""Belfius Banque SA - Place Charles Rogier 11, 1210 Bruxelles - RPM Bruxelles TVA BE 0403.201.185
OFFRE DE CRÉDIT HYPOTHÉCAIRE n° 2026-HYP-0881437
Date de l'offre : {_dm(dt)} - Validité : 30 jours calendrier
Emprunteurs : Madame Sophie DUMONT et Monsieur Thomas VERHAEGEN, {ADR}
Objet : acquisition d'une habitation propre et unique, Rue Édouard Stuckens 57, 1140 Evere
Montant du crédit : 375.000,00 EUR
Durée : 300 mois (25 ans)
Type de taux : fixe pour toute la durée
Taux débiteur annuel : 3,29 % (taux mensuel équivalent 0,2702 %)
Mensualité constante : {_eur(m)}
Taux annuel effectif global (TAEG) : 3,52 %
Coût total du crédit : {_eur(m * 300 - 375000)} hors frais de notaire
Réductions de taux appliquées : domiciliation des revenus des deux emprunteurs (-0,10 %), assurance
incendie Belfius Home & Family (-0,10 %), assurance solde restant dû auprès de Belfius Insurance (-0,15 %)
Garanties : inscription hypothécaire en premier rang à concurrence de 375.000,00 EUR plus accessoires
Frais de dossier : 500,00 EUR - Frais d'expertise : 320,00 EUR
Conditions préalables au prélèvement : acte authentique, assurance incendie, assurance solde restant dû
couvrant au minimum 100 % du capital, preuve de versement de l'apport personnel de 119.280,00 EUR.
Pour accepter l'offre, veuillez nous retourner un exemplaire signé par les deux emprunteurs.
Votre conseiller : {_pfr(r)}, agence Schaerbeek-Josaphat
"""


def t_comparatif(r: random.Random, dt: datetime) -> str:
    rows = ["Banque;Taux fixe 25 ans;TAEG;Mensualité 375k;Conditions;Remarque"]
    for b, t, c, rem in (("Belfius", 0.0329, "domiciliation + incendie + SRD", "notre banque, offre reçue"),
                         ("ING", 0.0339, "domiciliation + SRD", "réponse en 3 semaines"),
                         ("Argenta", 0.0319, "SRD 200 %", "exige 2 SRD à 100 % chacun"),
                         ("BNP Paribas Fortis", 0.0345, "domiciliation + carte", "simulation en ligne"),
                         ("Crelan", 0.0335, "aucune", "courtier Delcourt")):
        rows.append(f"{b};{t * 100:.2f} %;{(t + 0.0022) * 100:.2f} %;{_mensualite(375000, t, 300):.2f};{c};{rem}")
    rows.append("Apport;119280;;;;épargne + donation parents Sophie 30000")
    return "\n".join(rows)


def t_srd(r: random.Random, dt: datetime) -> str:
    return f"""Belfius Insurance - Assurance solde restant dû
Proposition n° SRD-{r.randint(100000, 999999)} du {_dm(dt)}
Crédit couvert : 375.000,00 EUR - 25 ans - taux 3,29 %
Assuré 1 : Sophie DUMONT, née le 14/03/1990, non-fumeuse - couverture 100 %
Assuré 2 : Thomas VERHAEGEN, né le 02/10/1987, non-fumeur - couverture 100 %
Capital décroissant selon le tableau d'amortissement du crédit.
Prime annuelle (payable pendant 2/3 de la durée) : assuré 1 : {_eur(r.uniform(210, 260))} ;
assuré 2 : {_eur(r.uniform(260, 330))}
Questionnaire médical à compléter par chaque assuré. La proposition est valable 60 jours.
Déclaration : la réduction de taux sur le crédit hypothécaire n'est accordée que si l'assurance est
souscrite auprès de Belfius Insurance.
"""


def t_bank_list(r: random.Random, dt: datetime) -> str:
    return """Documents demandés par Belfius pour le dossier crédit (mail de Mme Goossens)
[x] compromis de vente signé (copie)
[x] 3 dernières fiches de paie Sophie (HUSG)
[x] 3 dernières loonfiches Thomas (GOB)
[x] avertissement-extrait de rôle 2025
[x] preuve de l'apport : extrait compte épargne + lettre de donation des parents de Sophie
[ ] attestation de l'employeur Thomas (statutaire, nommé à titre définitif)
[ ] certificat PEB + PV électricité (annexes du compromis)
[ ] offre assurance incendie pour la maison (demander à Delcourt)
[ ] questionnaires médicaux SRD
Envoyer tout en PDF, un seul mail, avant le 10 mai.
"""


def t_inspection(r: random.Random, dt: datetime) -> str:
    return f"""Bureau d'expertise Verstraeten & Fils - Lucas Verstraeten, architecte-expert
Chaussée de Louvain 680, 1030 Schaerbeek
RAPPORT DE VISITE TECHNIQUE AVANT ACHAT
Bien : maison bel-étage 1961, Rue Édouard Stuckens 57, 1140 Evere
Client : Mme Sophie Dumont et M. Thomas Verhaegen - Visite du 9 avril 2026 (2 h 15)
1. Structure : murs porteurs en briques, pas de fissure active. Dalle du garage en bon état.
2. Toiture : tuiles d'origine, plusieurs tuiles déplacées côté jardin, pas de sous-toiture ni d'isolation.
   Remplacement à prévoir dans les 5 à 10 ans (estimation 18.000 à 24.000 € TVAC, isolation comprise).
3. Humidité : remontées capillaires au mur mitoyen de la cave (mesure 22 % à 40 cm du sol).
   Traitement par injection recommandé (environ 2.500 €).
4. Chauffage : chaudière gaz atmosphérique Vaillant 2008, entretien à jour. Fin de vie probable.
5. Électricité : tableau ancien, fusibles à vis à l'étage, pas de différentiel 30 mA salle de bains.
   Voir le PV de non-conformité. Mise en conformité estimée 6.000 à 9.000 €.
6. Menuiseries : double vitrage de 1995, joints fatigués.
7. Égouttage : non inspecté (caméra conseillée).
Conclusion : bien sain dans l'ensemble. Budget de travaux prioritaires : 10.000 à 14.000 € ;
à moyen terme toiture et chauffage : 30.000 à 38.000 €.
Fait le {_fr(dt)}.
"""


def t_peb(r: random.Random, dt: datetime) -> str:
    return """BRUXELLES ENVIRONNEMENT - CERTIFICAT PEB
Performance énergétique des bâtiments - Logement individuel
N° de certificat : 20260311-0000584213-01 - Date d'émission : 11/03/2026 - Valable jusqu'au 11/03/2036
Adresse : Rue Édouard Stuckens 57, 1140 Evere - Maison unifamiliale, année de construction 1961
Classe énergétique : D
Consommation spécifique en énergie primaire : 212 kWh EP/(m².an)
Consommation totale en énergie primaire : 27.136 kWh EP/an
Émissions annuelles de CO2 : 43 kg CO2/(m².an)
Surface chauffée : 128 m²
Recommandations : isoler la toiture (priorité 1) ; remplacer la chaudière par une chaudière à condensation ;
isoler le plancher de la cave ; remplacer les châssis de 1995 ; installer des vannes thermostatiques.
Certificateur agréé : Nadia Collignon, n° d'agrément 001-2218
"""


def t_rgie(r: random.Random, dt: datetime) -> str:
    return """PROCÈS-VERBAL DE VISITE DE CONTRÔLE
Installation électrique domestique - RGIE Livre 1, chapitre 6.5 - Vente d'une unité d'habitation
Organisme agréé : Contrôle Technique Bruxellois ASBL - rapport n° 26-03-04471
Adresse : Rue Édouard Stuckens 57, 1140 Evere - Propriétaire : M. J. Hendrickx
Date de la visite : 4 mars 2026
RÉSULTAT : L'INSTALLATION NE SATISFAIT PAS aux prescriptions du règlement.
Infractions constatées :
1. Absence de dispositif différentiel 30 mA pour les circuits de la salle de bains.
2. Résistance de dispersion de la prise de terre : 182 ohms (maximum admis 30 ohms).
3. Schémas unifilaire et de position absents.
4. Fusibles à vis non calibrés au tableau secondaire de l'étage.
5. Parties actives accessibles à la boîte de dérivation de la cave.
L'acheteur doit communiquer son identité et la date de l'acte à l'organisme. Un nouveau contrôle doit être
effectué au plus tard 18 mois après la date de l'acte de vente.
"""


def t_urbanisme(r: random.Random, dt: datetime) -> str:
    return f"""Commune d'Evere - Service de l'Urbanisme
Square Hoedemaekers 10, 1140 Evere
Notaire Pierre-Yves Moens, Evere - V/Réf. 2026-0312
Objet : renseignements urbanistiques (art. 275 et suivants du CoBAT) - Rue Édouard Stuckens 57
Evere, le {_fr(dt)}
Affectation au Plan régional d'affectation du sol : zone d'habitation.
Le bien n'est pas situé dans le périmètre d'un plan particulier d'affectation du sol ni d'un permis de lotir.
Permis délivrés : permis de bâtir 1960/118 (construction d'une maison unifamiliale) ;
permis d'urbanisme 1989/045 (construction d'une véranda à l'arrière).
Le bien n'est pas inscrit à l'inventaire du patrimoine immobilier. Aucun plan d'alignement.
Aucune infraction urbanistique n'est connue de nos services. Nombre de logements autorisé : un.
Redevance : 150,00 €.
Pour le Collège des Bourgmestre et Échevins, le Secrétaire communal.
"""


def t_mail_agence(r: random.Random, dt: datetime) -> str:
    return _eml("Immo Lambermont <info@immo-lambermont.be>", "sophie.dumont@gmail.com",
                "Rue Stuckens 57 - votre offre est acceptée", dt, """
Bonjour Madame Dumont,

J'ai le plaisir de vous confirmer que les propriétaires, M. et Mme Hendrickx, acceptent votre offre de
449.000 € pour la maison de la rue Édouard Stuckens 57 à Evere, sous condition d'obtention de votre crédit.

Le notaire des vendeurs, Me Moens, prépare le compromis. Pouvez-vous me transmettre les coordonnées de votre
notaire et une copie de vos cartes d'identité ? Nous proposons une signature le samedi 18 avril à 10h à l'étude.

Les vendeurs laissent la cuisine équipée et les rideaux ; l'abri de jardin reste également.

Bien à vous,
Grégory Lefèvre
Immo Lambermont - Avenue Henri Conscience 118, 1140 Evere - IPI 512.884
""")


def t_devis_elec(r: random.Random, dt: datetime) -> str:
    lines = [("Nouveau tableau divisionnaire 3 rangées, différentiel général 300 mA", 980),
             ("Différentiel 30 mA pour salle de bains et buanderie", 245), ("Disjoncteurs 16 A / 20 A (x 14)", 462),
             ("Nouvelle prise de terre (piquet + boucle)", 690), ("Remplacement câblage étage (3 chambres)", 2350),
             ("Schémas unifilaire et de position", 380), ("Nouveau contrôle par organisme agréé", 195)]
    ht = sum(v for _, v in lines)
    txt = "\n".join(f"- {a} : {_eur(v)}" for a, v in lines)
    return f"""Elec-Service Evere SRL - Rue Henri Dekeyser 22, 1140 Evere - TVA BE 0718.455.203
DEVIS n° D-2026-{r.randint(100, 199)} du {_dm(dt)}
Client : Mme Dumont / M. Verhaegen - Chantier : Rue Édouard Stuckens 57, 1140 Evere
Objet : mise en conformité de l'installation électrique suite au PV de non-conformité du 4 mars 2026
{txt}
Total HTVA : {_eur(ht)}
TVA 6 % (rénovation d'une habitation privée de plus de 10 ans) : {_eur(ht * 0.06)}
Total TVAC : {_eur(ht * 1.06)}
Délai : 6 jours ouvrables. Validité du devis : 3 mois. Acompte 30 % à la commande.
L'attestation TVA 6 % sera à signer par le client (habitation privée, plus de 10 ans).
"""


def t_devis_toiture(r: random.Random, dt: datetime) -> str:
    ht = r.uniform(19500, 21500)
    return f"""Toitures Renard & Fils SRL - Rue de la Marne 9, 1140 Evere
Devis pour Mme Sophie Dumont - Rue É. Stuckens 57, 1140 Evere - {_dm(dt)}
Remplacement complet de la couverture versant avant et arrière (96 m²) :
- dépose des tuiles existantes et évacuation en conteneur
- pose d'une sous-toiture respirante, contre-lattage et lattage
- isolation entre chevrons en laine de bois 22 cm (R = 5,5) + pare-vapeur
- nouvelles tuiles terre cuite Koramic, faîtières, rives et zinc de gouttières
Total HTVA : {_eur(ht)} - TVA 6 % : {_eur(ht * 0.06)} - Total TVAC : {_eur(ht * 1.06)}
Prime RENOLUTION (Bruxelles Environnement) possible pour l'isolation de toiture : à introduire après travaux.
Devis valable 60 jours. Début des travaux possible en octobre 2026.
"""


def t_budget_maison(r: random.Random, dt: datetime) -> str:
    return """Poste;Montant;Payé;Remarque
Prix maison;449000;acompte 44900;compromis 18/04
Droits d'enregistrement (12,5 % après abattement);31125;non;provision notaire
Honoraires + frais acte achat;6306;non;
Acte de crédit;6400;non;inscription hypothécaire
Frais de dossier + expertise Belfius;820;non;
Électricité mise en conformité;6350;non;devis Elec-Service
Peinture chambres (nous-mêmes);1200;non;
Déménagement;1400;non;devis à demander
Total besoins;502601;;
Crédit Belfius;375000;;offre du 18/05
Apport (épargne + donation);119280;oui;
Reste à financer;8321;;prendre sur le compte courant ou reporter la peinture
Mensualité crédit;1826;;25 ans à 3,29 %
"""


def t_visites(r: random.Random, dt: datetime) -> str:
    return """Visites maisons - février / mars 2026
1) Avenue Henry Dunant 31, Evere - 425.000 - 3 ch., jardin nord, gros travaux (toiture + châssis). Non.
2) Rue de Genève 188, Evere - 465.000 - mitoyenne, très bien mais bruit de l'avenue, pas de garage.
3) Rue Édouard Stuckens 57, Evere - 469.000 demandé - bel-étage 1961, 3 ch., jardin sud-ouest 14 m, garage.
   Cuisine ok, salle de bains à refaire un jour, électricité ancienne. Proche école De Kleine Prins (Noah)
   et à 12 min à vélo de l'hôpital. Revoir avec Thomas samedi + venir avec l'expert.
4) Rue Vandenbussche 12, Schaerbeek - 439.000 - appartement duplex, pas de jardin. Non.
Offre à faire sur Stuckens : 440.000 ? L'agent dit qu'il y a une autre offre à 445.000.
-> offre 449.000 le 2 avril, acceptée le 6 avril.
"""


def t_preavis(r: random.Random, dt: datetime) -> str:
    return f"""Sophie Dumont et Thomas Verhaegen
{ADR}
Madame Anne Vandenbroucke
Avenue Princesse Élisabeth 48, 1030 Schaerbeek
Schaerbeek, le 28 mai 2026
Recommandé
Objet : résiliation du bail de l'appartement Avenue Rogier 214 boîte 3 - préavis de trois mois
Madame,
Par la présente, nous mettons fin au bail de résidence principale qui a pris cours le 1er août 2024,
moyennant un préavis de trois mois prenant cours le 1er juin 2026 et se terminant le 31 août 2026.
Le bail étant résilié au cours de la deuxième année, nous vous verserons l'indemnité prévue de deux mois
de loyer. Nous vous proposons de fixer l'état des lieux de sortie la dernière semaine d'août et restons
disponibles pour les visites de candidats locataires deux fois par semaine, sur rendez-vous.
Veuillez agréer, Madame, nos salutations distinguées.
Sophie Dumont                         Thomas Verhaegen
"""


def t_demenageur26(r: random.Random, dt: datetime) -> str:
    return _eml("Déménagements Brusselmans <devis@brusselmans.be>", "sophie.dumont@gmail.com",
                "Votre demande de devis - Schaerbeek > Evere fin août", dt, f"""
Madame Dumont,

Suite à notre visite de l'appartement Avenue Rogier 214 (2e étage avec ascenseur), voici notre proposition
pour un déménagement vers la Rue Édouard Stuckens 57 à Evere, le samedi 22 août 2026 :
- volume estimé 28 m³, 4 déménageurs, camion 30 m³, 1 journée
- démontage / remontage de 3 lits et 2 armoires, fourniture de 40 cartons
- demande d'interdiction de stationnement auprès des deux communes (incluse)
Prix forfaitaire : {_eur(r.uniform(1250, 1450))} TVAC. Acompte de 20 % à la confirmation.

Cordialement,
Marc Brusselmans
""")


# --------------------------------------------------------------------------- Home: the rented flat (Areas)


def t_bail(r: random.Random, dt: datetime) -> str:
    return """BAIL DE RÉSIDENCE PRINCIPALE - RÉGION DE BRUXELLES-CAPITALE
Entre : Madame Anne VANDENBROUCKE, Avenue Princesse Élisabeth 48, 1030 Schaerbeek, bailleresse,
et : Madame Sophie DUMONT et Monsieur Thomas VERHAEGEN, preneurs solidaires et indivisibles.
1. Bien loué : appartement au 2e étage de l'immeuble Avenue Rogier 214, 1030 Schaerbeek, boîte 3 :
hall, séjour, cuisine équipée, 3 chambres, salle de bains, WC séparé, cave n° 3. Certificat PEB classe C.
2. Durée : neuf ans prenant cours le 1er août 2024.
3. Loyer : 1.350,00 € par mois, payable anticipativement le 1er de chaque mois sur le compte
BE44 0011 5522 7710. Indice de base : juillet 2024.
4. Charges : provision mensuelle de 120,00 € pour les charges communes (décompte annuel du syndic).
Les consommations privatives d'eau, de gaz et d'électricité sont à charge des preneurs.
5. Garantie locative : 2.700,00 €, constituée sur un compte bloqué au nom des preneurs.
6. Enregistrement : à charge de la bailleresse dans les deux mois.
7. Assurance : les preneurs assurent leur responsabilité locative contre l'incendie et les dégâts des eaux.
8. Résiliation anticipée par les preneurs : moyennant préavis de trois mois et une indemnité de trois, deux
ou un mois de loyer selon que le bail prend fin au cours de la première, deuxième ou troisième année.
Fait à Schaerbeek le 4 juillet 2024, en trois exemplaires.
"""


def t_edl_entree(r: random.Random, dt: datetime) -> str:
    return """ÉTAT DES LIEUX D'ENTRÉE - Avenue Rogier 214 bte 3, 1030 Schaerbeek - 1er août 2024
Établi contradictoirement par Géomètre-expert Pascal Mathieu pour les deux parties.
Bailleresse : Mme A. Vandenbroucke - Preneurs : Mme S. Dumont, M. T. Verhaegen
Séjour : parquet chêne en bon état, deux rayures près de la fenêtre ; murs peints blanc, trois trous de
chevilles au-dessus du radiateur. Châssis PVC double vitrage, fonctionnement correct.
Cuisine : plan de travail stratifié, brûlure ronde de 3 cm à gauche de la taque ; four, lave-vaisselle
Bosch, hotte fonctionnels. Joint silicone évier noirci.
Chambre 1 : tapis plain beige, tache de 10 cm près de la porte. Chambre 2 et 3 : stratifié, bon état.
Salle de bains : baignoire émaillée, un éclat sur le rebord ; carrelage mural fissuré (un carreau).
Compteurs au 01/08/2024 : électricité jour 41.208 kWh, nuit 22.113 kWh ; gaz 8.944,512 m³ ; eau 1.205 m³.
Clés remises : 3 clés porte d'entrée, 2 clés appartement, 1 badge, 1 clé boîte aux lettres, 1 clé cave.
"""


def t_garantie(r: random.Random, dt: datetime) -> str:
    return """Belfius Banque - Attestation de constitution d'une garantie locative
Nous attestons qu'un compte de garantie locative n° BE83 0637 1209 4455 a été ouvert au nom de
Madame Sophie DUMONT et Monsieur Thomas VERHAEGEN, preneurs,
en faveur de Madame Anne VANDENBROUCKE, bailleresse,
pour le bien loué situé Avenue Rogier 214 boîte 3, 1030 Schaerbeek.
Montant de la garantie : 2.700,00 EUR, intégralement versé le 26/07/2024.
Les intérêts capitalisés reviennent aux preneurs. Le compte ne peut être libéré qu'avec l'accord écrit des
deux parties ou sur décision de justice.
"""


def t_indexation(r: random.Random, dt: datetime) -> str:
    return """Anne Vandenbroucke - Avenue Princesse Élisabeth 48, 1030 Schaerbeek
À Mme Dumont et M. Verhaegen, Avenue Rogier 214 bte 3
Schaerbeek, le 1er juillet 2025
Objet : indexation annuelle du loyer au 1er août 2025
Madame, Monsieur,
Conformément à l'article 10 du bail et au Code bruxellois du Logement, le loyer est adapté au coût de la vie
une fois par an, à la date anniversaire du bail :
loyer de base 1.350,00 € x indice santé de juin 2025 (134,71) / indice de base de juillet 2024 (131,86)
= 1.379,18 €. Le certificat PEB étant de classe C, l'indexation complète est autorisée.
À partir du 1er août 2025, le loyer s'élève donc à 1.379,18 €, plus la provision de charges de 120,00 €,
soit 1.499,18 € à verser au plus tard le 1er de chaque mois.
Avec mes meilleures salutations, A. Vandenbroucke
"""


def t_charges(r: random.Random, dt: datetime) -> str:
    post = [("Nettoyage des communs", 3_840), ("Électricité des communs", 1_125),
            ("Ascenseur - contrat Schindler", 2_460),
            ("Assurance immeuble", 3_210), ("Honoraires syndic", 2_900), ("Petits travaux / porte de garage", 780)]
    tot = sum(v for _, v in post)
    q = tot * 87 / 1000
    lines = "\n".join(f"{a} : {_eur(v)}" for a, v in post)
    return f"""Gestion Immo Meiser SRL - Syndic - Place Meiser 3, 1030 Schaerbeek
Copropriété Résidence Rogier 214 - DÉCOMPTE ANNUEL DES CHARGES - exercice 2025
Lot 2B (appartement 2e étage) - propriétaire : Mme Vandenbroucke - occupants : Dumont / Verhaegen
{lines}
Total des charges communes : {_eur(tot)}
Quote-part lot 2B (87/1000) : {_eur(q)}
Provisions versées par l'occupant (12 x 120,00 €) : 1.440,00 €
Solde à payer par l'occupant : {_eur(q - 1440)}
À verser à la propriétaire qui nous le reversera. Assemblée générale ordinaire le 16 juin 2026.
"""


def t_energie(r: random.Random, dt: datetime) -> str:
    e, g = r.randint(2600, 3300), r.randint(8800, 11200)
    pe, pg = e * 0.348, g * 0.118
    return f"""Luminus - Facture de régularisation annuelle - n° {r.randint(10**9, 10**10 - 1)}
Client : Sophie Dumont - Adresse de fourniture : {ADR}
Période : {_dm(dt - timedelta(days=365))} au {_dm(dt - timedelta(days=20))}
Électricité - EAN 541448920700{r.randint(100000, 999999)} - gestionnaire de réseau : Sibelga
Consommation : {e} kWh (jour {int(e * 0.58)} / nuit {e - int(e * 0.58)}) - montant : {_eur(pe)}
Gaz naturel - EAN 541448920700{r.randint(100000, 999999)} - consommation {g} kWh - montant : {_eur(pg)}
Total TVAC : {_eur(pe + pg)}
Acomptes facturés : {_eur(12 * 175)}
Solde {'à payer' if pe + pg > 2100 else 'en votre faveur'} : {_eur(abs(pe + pg - 2100))}
Nouvel acompte mensuel proposé : {_eur((pe + pg) / 12)}
Communication structurée : {_comm(r)}
"""


def t_eau(r: random.Random, dt: datetime) -> str:
    m3 = r.randint(82, 104)
    return f"""VIVAQUA - Facture annuelle de consommation d'eau
Client : Dumont S. - {ADR} - Compteur n° 11B0{r.randint(100000, 999999)}
Relevé précédent : 1.205 m³ - nouveau relevé : {1205 + m3} m³ - consommation : {m3} m³ (4 personnes)
Tarification progressive : vitale, sociale, normale, confort
Distribution : {_eur(m3 * 2.07)} - Assainissement communal et régional : {_eur(m3 * 2.05)}
Redevance fixe : 34,23 € - TVA 6 %
Total à payer : {_eur((m3 * 4.12 + 34.23) * 1.06)} avant le {_dm(dt + timedelta(days=30))}
"""


def t_internet(r: random.Random, dt: datetime) -> str:
    return f"""Orange Belgium - Votre facture du {_dm(dt)}
Titulaire : Thomas Verhaegen - Numéro client 7.{r.randint(1000000, 9999999)}
Love Duo - Internet + 2 cartes SIM 10 Go : 72,00 €
Option TV décodeur : 12,00 €
Appels hors forfait : {_eur(r.uniform(0, 4))}
Total TVAC : {_eur(84 + r.uniform(0, 4))} - domiciliation sur BE71 0631 2345 6769 le {_dm(dt + timedelta(days=14))}
Adresse d'installation : {ADR}
"""


def t_assurance_hab(r: random.Random, dt: datetime) -> str:
    return f"""P&V Assurances - via Bureau Delcourt Assurances, Chaussée de Haecht 512, 1030 Schaerbeek
AVIS D'ÉCHÉANCE - Police n° 45.117.{r.randint(100, 999)} - Habitation Locataire + RC Vie privée
Preneur : Thomas Verhaegen - Risque : appartement Avenue Rogier 214 bte 3, 1030 Schaerbeek
Garanties : responsabilité locative incendie, dégâts des eaux, bris de vitrage, contenu 50.000 €,
responsabilité civile vie privée (famille : Sophie, Thomas, Louise, Noah)
Période : 01/08/{dt.year} - 31/07/{dt.year + 1}
Prime annuelle TTC : {_eur(r.uniform(310, 345))} - à payer avant le 01/08/{dt.year}
"""


def t_syndic_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Gestion Immo Meiser <copro@immo-meiser.be>", "occupants.rogier214@immo-meiser.be",
                "Résidence Rogier 214 - travaux de toiture et coupure d'eau", dt, """
Mesdames, Messieurs les occupants,

Suite à l'infiltration constatée au 4e étage, l'entreprise Toitures Bastin interviendra sur la toiture plate
du 8 au 12 juin. Un échafaudage sera placé côté cour ; merci de ne pas laisser de vélos contre la façade.

Une coupure d'eau est prévue le mardi 9 juin de 8h à 12h pour le remplacement de la vanne générale.

Nous rappelons aux locataires de transmettre ce message à leur propriétaire pour l'assemblée générale.

Le syndic, Gestion Immo Meiser SRL
""")


# ------------------------------------------------------- Home: the Etterbeek flat and the 2024 move (Archive)


def t_edl_sortie(r: random.Random, dt: datetime) -> str:
    return """ÉTAT DES LIEUX DE SORTIE - Rue des Champs 41, 2e étage gauche, 1040 Etterbeek - 31 juillet 2024
Bailleur : M. Gérard Piette - Locataires sortants : Mme Sophie Dumont, M. Thomas Verhaegen
Comparaison avec l'état des lieux d'entrée du 28 février 2016.
Séjour : trous de chevilles rebouchés, peinture propre. Parquet : usure normale.
Cuisine : hotte grasse, filtre à remplacer (dégât locatif : 35 €). Four nettoyé.
Chambre enfant : dessins au crayon sur le mur près du lit (dégât locatif : peinture d'un pan, 120 €).
Salle de bains : joints noircis autour de la douche (usure normale).
Relevés : électricité 18.402 kWh, gaz 6.118 m³, eau 884 m³. Clés rendues : 4 + 1 badge.
Total des dégâts locatifs convenus : 155,00 €, à retenir sur la garantie locative de 1.700,00 €.
Signé pour accord par les deux parties.
"""


def t_demenageur24(r: random.Random, dt: datetime) -> str:
    return """Déménagements Brusselmans SRL - Devis n° 2024-0677 - 18 juin 2024
Client : Sophie Dumont - Rue des Champs 41, 1040 Etterbeek
Déménagement le samedi 27 juillet 2024 : Etterbeek (2e étage sans ascenseur, monte-meubles)
vers Avenue Rogier 214, 1030 Schaerbeek (2e étage, ascenseur)
Volume estimé 22 m³ - 3 déménageurs - camion 20 m³ - monte-meubles 3 heures
Emballage de la vaisselle et des livres par le client. Fourniture de 30 cartons et 2 penderies.
Prix forfaitaire : 1.080,00 € TVAC - assurance marchandises incluse jusqu'à 25.000 €.
"""


def t_liberation(r: random.Random, dt: datetime) -> str:
    return """Libération de la garantie locative - compte n° BE19 0018 2265 1034 (BNP Paribas Fortis)
Bien : Rue des Champs 41, 2e gauche, 1040 Etterbeek - bail du 28/02/2016, fin le 31/07/2024
Les soussignés, M. Gérard Piette, bailleur, et Mme Sophie Dumont et M. Thomas Verhaegen, locataires,
marquent leur accord pour que la garantie locative, intérêts compris, soit libérée comme suit :
- au bailleur : 155,00 € (dégâts locatifs selon l'état des lieux de sortie du 31/07/2024)
- aux locataires : le solde, sur le compte BE71 0631 2345 6769
Fait à Etterbeek le 12 août 2024.
"""


def t_changement_adresse(r: random.Random, dt: datetime) -> str:
    return """Commune de Schaerbeek - Service Population - Place Colignon, 1030 Schaerbeek
Accusé de réception d'une déclaration de changement d'adresse
Déclarants : DUMONT Sophie, VERHAEGEN Thomas, VERHAEGEN Louise, VERHAEGEN Noah
Ancienne adresse : Rue des Champs 41, 1040 Etterbeek
Nouvelle adresse : Avenue Rogier 214 boîte 3, 1030 Schaerbeek - date de la déclaration : 2 août 2024
L'agent de quartier passera vérifier la résidence effective dans les prochaines semaines.
Après l'enquête, présentez-vous au guichet avec vos cartes d'identité pour la mise à jour de la puce.
Pensez à prévenir : mutualité, banque, employeur, DIV (certificat d'immatriculation), école, crèche.
"""


def t_checklist_dem24(r: random.Random, dt: datetime) -> str:
    return """Déménagement 27 juillet - à faire
- préavis Etterbeek envoyé le 25/04 (3 mois, fin 31/07) OK
- devis Brusselmans signé OK / acompte payé
- interdiction de stationnement Rue des Champs + Av. Rogier (demander aux 2 communes 15 jours avant)
- cartons : cave de maman
- Sibelga : relevés le 31/07 dans les deux appartements
- Orange : transfert de ligne le 29/07
- changement d'adresse à Schaerbeek dans les 8 jours
- crèche Noah : prévenir De Speelvogel (on garde la place)
- état des lieux sortie 31/07 à 17h avec M. Piette
"""


# --------------------------------------------------------------------------- Nursing: the hospital job (Areas)


def t_fiche_paie(r: random.Random, dt: datetime) -> str:
    base = 4_318.52 * 0.8
    nuits = r.randint(3, 6)
    pnuit = nuits * 9.5 * 0.35 * 27.9
    we = r.randint(2, 4) * 7.6 * 0.56 * 27.9
    tpp = 58.33
    brut = base + pnuit + we + tpp
    onss = brut * 0.1307
    imp = brut - onss
    prec = imp * r.uniform(0.205, 0.225)
    net = imp - prec - 9.63 - r.randint(15, 19) * 1.09
    return f"""{HUSG}
FICHE DE RÉMUNÉRATION - période : {MOIS[dt.month - 1]} {dt.year}
Travailleur : DUMONT Sophie - matricule 40417 - NISS 90.03.14-246.57
Fonction : infirmière bachelière SIAMU - service : Soins intensifs adultes (USI 2)
Barème IFIC catégorie 15 - ancienneté pécuniaire 14 ans - régime de travail 80 % (30h24/semaine)
Salaire mensuel de base (80 %) : {_eur(base)}
Prestations de nuit ({nuits} nuits, supplément 35 %) : {_eur(pnuit)}
Prestations samedi / dimanche / jours fériés (supplément 56 %) : {_eur(we)}
Prime titre professionnel particulier SIAMU : {_eur(tpp)}
Brut : {_eur(brut)}
Cotisation ONSS travailleur 13,07 % : -{_eur(onss)}
Imposable : {_eur(imp)}
Précompte professionnel : -{_eur(prec)}
Cotisation spéciale sécurité sociale : -9,63 €
Part travailleur chèques-repas : -{_eur(r.randint(15, 19) * 1.09)}
NET À PAYER : {_eur(net)} - virement sur BE71 0631 2345 6769
Congés restants au {_dm(dt)} : congés annuels {r.randint(6, 18)} j - récupération d'heures {r.randint(4, 30)} h
"""


def t_planning(r: random.Random, dt: datetime) -> str:
    codes = ["M", "M", "S", "S", "N", "N", "R", "R", "R", "M", "S", "F", "R"]
    hor = {"M": "07:00-15:12", "S": "13:48-22:00", "N": "21:30-07:30", "R": "", "F": "08:30-16:30", "CA": ""}
    rows = ["Date;Jour;Code;Horaire;Remarque"]
    start = dt.replace(day=1)
    if dt.day > 15:
        start = (start + timedelta(days=32)).replace(day=1)
    regime = "80 %" if (dt.year, dt.month) >= (2024, 3) else "100 %"
    jours = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
    for i in range(30):
        d = start + timedelta(days=i)
        if d.month != start.month:
            break
        c = r.choice(codes)
        rem = "formation" if c == "F" else ("" if c != "N" else "USI 2 - 6 lits")
        rows.append(f"{_dm(d)};{jours[d.weekday()]};{c};{hor[c]};{rem}")
    rows.append("Légende;M matin;S soir;N nuit;R repos / F formation / CA congé annuel")
    rows.append(f"Planning USI 2 - Dumont S. - {regime};validé par V. Claes infirmière-cheffe;;;{_dm(dt)}")
    return "\n".join(rows)


FORMATIONS = [("Prise en charge du patient sous ECMO veino-veineuse", 7),
              ("Advanced Life Support - recyclage (ERC guidelines)", 8),
              ("Gestion de la douleur et de l'agitation en soins intensifs", 4),
              ("Prévention des escarres et positionnement en décubitus ventral", 3.5)]


def t_formation(r: random.Random, dt: datetime, which: int | None = None) -> str:
    titre, h = FORMATIONS[which] if which is not None else r.choice(FORMATIONS)
    return f"""{HUSG}
Service Formation continue - Département infirmier
ATTESTATION DE PARTICIPATION
Nous certifions que Madame Sophie DUMONT, infirmière au service de soins intensifs (USI 2),
a participé à la formation : « {titre} »
le {_fr(dt)}, pour une durée de {h} heures.
Cette formation est comptabilisée dans le cadre du maintien du titre professionnel particulier en soins
intensifs et aide médicale urgente (60 heures de formation permanente par période de 4 ans).
Formatrice : {_pfr(r)}, infirmière clinicienne
Pour la Direction du Département infirmier
"""


def t_mail_cadre(r: random.Random, dt: datetime) -> str:
    return _eml("Véronique Claes <veronique.claes@husg.be>", "usi2-infirmiers@husg.be",
                "Congés d'été 2026 USI 2 + rappel formations obligatoires", dt, """
Bonjour à toutes et à tous,

Les demandes de congés pour juillet-août sont clôturées. Le planning d'été sera affiché en salle de garde
vendredi. Rappel : maximum 3 infirmiers en congé simultanément sur l'équipe de jour, 1 sur l'équipe de nuit.

Sophie, tes deux semaines du 11 au 25 juillet sont accordées, mais je te mets en nuit le 27 et le 28.

Formations obligatoires 2026 à valider avant le 30 septembre :
- e-learning hygiène des mains et précautions additionnelles
- recyclage ALS (deux sessions en septembre, inscription via l'intranet)
- manipulation des extincteurs (nouveaux engagés)

Merci à tous pour l'énorme travail de ce printemps.
Véronique
Infirmière-cheffe USI 2 - poste 4412
""")


def t_conges(r: random.Random, dt: datetime) -> str:
    return f"""{HUSG}
DEMANDE DE CONGÉS - année 2026
Nom : DUMONT Sophie - service : USI 2 - matricule 40417 - régime : 80 %
Type : congés annuels (CA)
Période demandée : du samedi 11 juillet 2026 au samedi 25 juillet 2026 inclus (vacances en famille)
Nombre de jours ouvrables imputés : 10
Solde de congés annuels avant la demande : 20 jours (80 %) + 2 jours d'ancienneté
Échange proposé : je reprends la nuit du 27/07 de Julie M.
Date de la demande : {_dm(dt)}
Avis de l'infirmière-cheffe : favorable / défavorable
Signature : ...........................
"""


def t_evaluation(r: random.Random, dt: datetime) -> str:
    return f"""ENTRETIEN DE FONCTIONNEMENT ANNUEL - Département infirmier
Collaboratrice : Sophie Dumont, infirmière SIAMU, USI 2 - Évaluatrice : Véronique Claes, infirmière-cheffe
Date de l'entretien : {_fr(dt)}
1. Bilan de l'année écoulée
Qualité des soins : excellente maîtrise des techniques de réanimation, des cathéters artériels et de
l'épuration extrarénale. Très appréciée des familles. Encadrement de deux étudiantes de 4e année.
Collaboration : bonne communication avec l'équipe médicale ; participe aux réunions de service.
Point d'attention : fatigue exprimée après les séries de nuits ; veiller à l'équilibre avec la formation.
2. Objectifs pour l'année à venir
- terminer la spécialisation en soins palliatifs (mémoire en septembre 2026)
- devenir infirmière référente « fin de vie et accompagnement des familles » de l'unité
- présenter le projet de livret d'accueil des familles au comité infirmier
3. Souhaits de la collaboratrice : maintien du 4/5 ; pas plus de 4 nuits consécutives.
Signatures : collaboratrice / évaluatrice
"""


def t_tpp(r: random.Random, dt: datetime) -> str:
    return """SPF Santé publique, Sécurité de la Chaîne alimentaire et Environnement
DG Soins de santé - Service Professions de santé
Madame Sophie DUMONT
Objet : agrément d'un titre professionnel particulier
Madame,
Nous avons le plaisir de vous informer que vous êtes agréée à porter le titre professionnel particulier
d'infirmier spécialisé en soins intensifs et d'aide médicale urgente (SIAMU), à partir du 1er septembre 2019.
Votre numéro de visa reste inchangé. Cet agrément est valable pour une durée indéterminée, sous réserve du
respect des conditions de maintien : au moins 60 heures de formation permanente tous les quatre ans et
une activité professionnelle dans un service de soins intensifs ou d'urgences.
Le titre a été enregistré dans le cadastre des professions de santé.
Veuillez agréer, Madame, l'expression de notre considération distinguée.
"""


def t_avenant(r: random.Random, dt: datetime) -> str:
    return f"""{HUSG}
AVENANT AU CONTRAT DE TRAVAIL À DURÉE INDÉTERMINÉE du 3 septembre 2018
Entre l'ASBL Hôpital Universitaire Sainte-Gudule, employeur, et Madame Sophie DUMONT, travailleuse,
il est convenu ce qui suit :
Article 1. À partir du 1er mars 2024, à l'issue de son congé de maternité et dans le cadre d'une
réduction des prestations de travail pour raisons familiales, la durée de travail est ramenée à 30h24 par
semaine (4/5 temps), selon un horaire variable en équipes de jour, de soir et de nuit.
Article 2. La rémunération et les avantages sont adaptés au prorata (barème IFIC catégorie 15).
Article 3. Les autres clauses du contrat restent inchangées.
Fait à Bruxelles, le {_fr(dt)}, en deux exemplaires.
"""


# --------------------------------------------------------------------------- Nursing: clinical reference (Resources)


def t_sedation(r: random.Random, dt: datetime) -> str:
    return f"""PROTOCOLE SOINS INTENSIFS - Sédation et analgésie du patient ventilé (USI adultes) - version {dt.year}
Objectifs : analgésie d'abord (CPOT < 3), puis sédation légère RASS -2 à 0 sauf indication de sédation
profonde (SDRA sévère, hypertension intracrânienne, décubitus ventral, curarisation).
Évaluation : CPOT et RASS toutes les 4 heures et 30 minutes après toute modification.
Analgésie : fentanyl 25 à 100 µg/h ou rémifentanil 0,05 à 0,2 µg/kg/min.
Sédation : propofol 1 à 4 mg/kg/h (max 48 h à haute dose, surveiller triglycérides et CPK),
midazolam 0,02 à 0,1 mg/kg/h si instabilité hémodynamique, dexmédétomidine 0,2 à 1,4 µg/kg/h.
Fenêtre thérapeutique quotidienne à 8h sauf contre-indication, couplée à l'épreuve de ventilation spontanée.
Dépistage du delirium : CAM-ICU une fois par poste.
"""


def t_dilution(r: random.Random, dt: datetime) -> str:
    return """Médicament;Présentation;Dilution standard USI;Concentration;Débit usuel;Remarques
Noradrénaline;4 mg/4 ml;8 mg dans 50 ml G5 %;160 µg/ml;0,05-0,5 µg/kg/min;voie centrale, ligne dédiée
Adrénaline;1 mg/ml;5 mg dans 50 ml G5 %;100 µg/ml;0,05-0,3 µg/kg/min;
Dobutamine;250 mg/20 ml;250 mg dans 50 ml;5 mg/ml;2,5-10 µg/kg/min;
Propofol 2 %;1 g/50 ml;pur;20 mg/ml;1-4 mg/kg/h;changer seringue et tubulure toutes les 12 h
Midazolam;50 mg/10 ml;50 mg dans 50 ml NaCl;1 mg/ml;0,02-0,1 mg/kg/h;
Fentanyl;0,5 mg/10 ml;1 mg dans 50 ml;20 µg/ml;25-100 µg/h;
Insuline rapide;100 UI/ml;50 UI dans 50 ml NaCl;1 UI/ml;selon protocole glycémie;
Furosémide;20 mg/2 ml;250 mg dans 50 ml;5 mg/ml;5-40 mg/h;
Amiodarone;150 mg/3 ml;600 mg dans 50 ml G5 %;12 mg/ml;dose de charge puis 900 mg/24 h;G5 % uniquement
Héparine;25.000 UI/5 ml;25.000 UI dans 50 ml;500 UI/ml;selon anti-Xa;
"""


def t_cpot(r: random.Random, dt: datetime) -> str:
    return """Critical-Care Pain Observation Tool (CPOT) - version française validée
Chaque item est coté de 0 à 2 ; score total de 0 à 8. Un score > 2 suggère la présence de douleur.
1. Expression du visage : détendu (0) ; tendu, froncement des sourcils (1) ; grimace, paupières serrées (2)
2. Mouvements corporels : absence de mouvement (0) ; mouvements de protection (1) ; agitation, tentative
   d'arracher le tube, ne suit pas les consignes (2)
3. Tension musculaire (flexion-extension passive d'un membre) : détendu (0) ; tendu, rigide (1) ; très tendu (2)
4a. Adaptation au ventilateur (patient intubé) : bien adapté (0) ; tousse mais tolère (1) ; lutte (2)
4b. Vocalisation (patient extubé) : parle normalement (0) ; soupire, gémit (1) ; crie, sanglote (2)
Évaluer au repos puis lors d'un soin (mobilisation, aspiration) et après l'administration d'un antalgique.
"""


def t_als(r: random.Random, dt: datetime) -> str:
    return """Notes ALS (ERC guidelines) - aide-mémoire
- Arrêt cardiaque : RCP 30:2 jusqu'à la sécurisation des voies aériennes, puis compressions continues,
  10 insufflations/min. Interruptions < 5 secondes.
- Rythme choquable (FV / TV sans pouls) : choc 150-200 J biphasique, reprendre RCP 2 min immédiatement.
  Adrénaline 1 mg après le 3e choc puis toutes les 3-5 min ; amiodarone 300 mg après le 3e choc, 150 mg
  après le 5e.
- Rythme non choquable (asystolie / AESP) : adrénaline 1 mg dès que possible puis toutes les 3-5 min.
- Causes réversibles 4H 4T : hypoxie, hypovolémie, hypo/hyperkaliémie, hypothermie ; thrombose coronaire
  ou pulmonaire, pneumothorax sous tension, tamponnade, toxiques.
- Après RACS : SpO2 94-98 %, PAM > 65, ECG 12 dérivations, contrôle de la température.
"""


# ------------------------------------------------------- Nursing: the palliative-care specialisation (Projects)


MODULES = {
    1: ("Concepts, histoire et législation des soins palliatifs",
        ("La loi du 14 juin 2002 relative aux soins palliatifs garantit à tout patient le droit de bénéficier de soins "
        "palliatifs. Elle est complétée par la loi relative aux droits du patient (22 août 2002) et la loi relative "
        "à l'euthanasie (28 mai 2002). Les plates-formes de soins palliatifs couvrent chaque région ; à Bruxelles, "
        "la Fédération bruxelloise des soins palliatifs coordonne les équipes de seconde ligne. Les unités "
        "résidentielles (Sp), les fonctions palliatives hospitalières et les équipes de soutien à domicile forment "
        "l'offre. Le statut palliatif à domicile donne droit à un forfait INAMI et à la gratuité du ticket "
        "modérateur des soins infirmiers.")),
    3: ("Contrôle des symptômes en fin de vie",
        ("Chapitre 2 - La dyspnée. Sensation subjective d'inconfort respiratoire, fréquente en fin de vie (50 à 70 % "
        "des patients). Évaluation : échelle numérique, échelle de Borg modifiée, RDOS chez le patient non "
        "communicant. Traitement étiologique si possible, puis symptomatique : morphine à faible dose (2,5 à 5 mg "
        "per os ou 1 à 2 mg sous-cutané), oxygène seulement si hypoxémie, ventilateur de table, position assise, "
        "anxiolyse par midazolam. Râles terminaux : repositionnement, arrêt de l'hydratation artificielle, "
        "butylscopolamine ; informer les proches que ces râles ne témoignent pas d'une souffrance du patient.")),
    4: ("Deuil, accompagnement des proches et soins aux soignants",
        ("Le deuil anticipé commence avant le décès. Les proches d'un patient décédé en soins intensifs présentent "
        "un risque accru d'anxiété, de dépression et de stress post-traumatique (jusqu'à un tiers à 90 jours). "
        "Interventions recommandées : réunion de famille structurée, présence aux soins, journal de bord, lettre "
        "de condoléances, appel téléphonique à distance. Pour l'équipe : débriefings, supervision, repérage de "
        "l'épuisement professionnel (échelle de Maslach).")),
}


def t_module(n: int):
    def f(r: random.Random, dt: datetime) -> str:
        titre, txt = MODULES[n]
        return f"""{HEBM}
Module {n} - {titre}
Enseignante : {_pfr(r)}, infirmière en soins palliatifs, Dr en sciences de la santé publique
Syllabus - année académique 2025-2026
{txt}
Lectures obligatoires : voir la plateforme Moodle, dossier du module {n}.
Évaluation : examen écrit (questions ouvertes et analyse d'une situation clinique) - 40 % de la note du module.
"""
    return f


def t_memoire(r: random.Random, dt: datetime) -> str:
    return """Haute École Bruxelles-Midi - Spécialisation en soins palliatifs
Travail de fin d'études présenté par Sophie DUMONT en vue de l'obtention du titre de spécialisation
Promotrice : Dr Isabelle Marchal - Année académique 2025-2026
Accompagner les familles lors d'une limitation des thérapeutiques actives en soins intensifs :
le vécu des infirmières
INTRODUCTION
En Belgique, une majorité des décès en soins intensifs survient après une décision de limitation ou d'arrêt
des thérapeutiques actives (LATA). Dans ce moment de bascule du curatif vers le palliatif, l'infirmière est
souvent la soignante la plus présente au chevet et auprès des proches. Pourtant, la place qui lui est
donnée dans la décision et dans l'accompagnement reste peu décrite.
Mon expérience de huit années en unité de soins intensifs m'a confrontée à des familles perdues entre
l'annonce médicale et le décès, parfois en quelques heures.
Question de recherche : comment les infirmières de soins intensifs vivent-elles l'accompagnement des
familles après une décision de LATA, et quelles ressources mobilisent-elles ?
Méthodologie : étude qualitative, entretiens semi-directifs auprès de 8 infirmières de deux hôpitaux
bruxellois, analyse thématique selon Braun et Clarke.
[à compléter : cadre conceptuel - Cicely Saunders, soins centrés sur la famille]
"""


def t_plan_memoire(r: random.Random, dt: datetime) -> str:
    return """Plan du mémoire (v3, après RDV avec I. Marchal)
1. Introduction et question de recherche (4 p.)
2. Cadre conceptuel (12 p.)
   2.1 Soins palliatifs et soins intensifs : deux cultures ?
   2.2 La LATA : cadre légal belge, recommandations SIZ / SRLF
   2.3 Soins centrés sur la famille, besoins des proches (échelle CCFNI)
   2.4 Souffrance morale des soignants (moral distress)
3. Méthodologie (6 p.) - entretiens, échantillon, avis du comité d'éthique, analyse
4. Résultats (15 p.) - thèmes : être là / porter la parole / après le décès
5. Discussion (8 p.) - propositions : livret familles, réunion de famille infirmière
6. Conclusion (2 p.)
Calendrier : entretiens finis fin avril ; analyse mai-juin ; rédaction juillet-août ; dépôt 4 septembre.
"""


def t_guide(r: random.Random, dt: datetime) -> str:
    return """Guide d'entretien semi-directif - infirmières de soins intensifs
Présentation : objectifs de l'étude, durée (30-45 min), enregistrement audio, anonymat, droit de retrait.
1. Pouvez-vous me raconter une situation récente où une décision de limitation des traitements a été prise
   pour un de vos patients ?
2. Comment avez-vous été informée de la décision ? Avez-vous participé à la discussion ?
3. Qu'avez-vous fait pour la famille à ce moment-là ? Et ensuite, jusqu'au décès ?
4. Qu'est-ce qui vous a aidée ? Qu'est-ce qui vous a manqué (temps, formation, soutien de l'équipe) ?
5. Comment vivez-vous ces situations, personnellement ?
6. Si vous pouviez changer une chose dans l'accompagnement des familles dans votre unité, ce serait quoi ?
Données : âge, années d'expérience en USI, titre SIAMU, formation en soins palliatifs (oui/non).
"""


def t_consentement(r: random.Random, dt: datetime) -> str:
    return """FORMULAIRE DE CONSENTEMENT ÉCLAIRÉ
Étude : « Accompagner les familles lors d'une limitation des thérapeutiques actives en soins intensifs »
Chercheuse : Sophie Dumont, étudiante en spécialisation soins palliatifs (HE Bruxelles-Midi)
Promotrice : Dr Isabelle Marchal - Avis favorable du Comité d'éthique hospitalier, réf. CE 2026/031
Je soussigné(e) ................................................. déclare :
- avoir reçu une information écrite et orale sur les objectifs et le déroulement de l'étude ;
- accepter que l'entretien soit enregistré, retranscrit puis l'enregistrement détruit après analyse ;
- savoir que ma participation est volontaire et que je peux me retirer à tout moment sans justification ;
- savoir que les données seront pseudonymisées (RGPD) et conservées deux ans.
Date : ............. Signature du participant : ............. Signature de la chercheuse : .............
"""


def t_ethique(r: random.Random, dt: datetime) -> str:
    return f"""Comité d'éthique hospitalier - Hôpital Universitaire Sainte-Gudule
Réf. : CE 2026/031 - Bruxelles, le {_fr(dt)}
Madame Sophie Dumont, USI 2
Objet : avis sur le projet « Accompagner les familles lors d'une LATA en soins intensifs : le vécu des
infirmières » (travail de fin d'études, Haute École Bruxelles-Midi)
Le Comité, réuni en séance le 3 février 2026, a examiné le protocole, le guide d'entretien, la note
d'information et le formulaire de consentement. L'étude ne relève pas de la loi du 7 mai 2004 relative aux
expérimentations sur la personne humaine. Le Comité émet un AVIS FAVORABLE, à condition :
- que le recrutement se fasse sans intervention de la hiérarchie ;
- que les enregistrements soient conservés sur un support chiffré.
Pour le Comité, le Président, Pr {_pfr(r)}
"""


def t_transcript(n: int):
    def f(r: random.Random, dt: datetime) -> str:
        ans = r.sample([
            ("Le médecin a annoncé l'arrêt des traitements à la famille et puis il est reparti. Moi je suis restée "
            "avec la fille du patient, elle ne comprenait pas ce que voulait dire « confort »."),
            "On n'est pas toujours invitées à la réunion. Parfois j'apprends la décision par la prescription.",
            ("J'ai proposé à l'épouse de l'aider pour la toilette, elle a mis sa crème à lui, celle qu'elle avait "
            "apportée de la maison. Elle m'a remerciée trois mois après par une carte."),
            "Ce qui me manque, c'est du temps. Quand tu as un autre patient instable à côté, tu ne peux pas rester.",
            "Après, on en parle entre nous à la pause, mais il n'y a rien d'organisé, pas de débriefing.",
            ("Je retire les alarmes du scope, j'ouvre les visites, je mets une chaise à côté du lit. C'est peu mais "
            "pour les familles ça change tout."),
        ], 4)
        body = "\n".join(f"SD : {q}\nE{n} : {a}" for q, a in zip(
            ["Pouvez-vous me raconter une situation récente de limitation des traitements ?",
             "Avez-vous participé à la décision ?", "Qu'est-ce qui vous a aidée ?", "Et personnellement ?"], ans))
        return f"""Entretien E{n} - retranscription
Date : {_dm(dt)} - durée : {r.randint(24, 47)} min - infirmière, {r.randint(3, 22)} ans d'expérience en USI
Lieu : salle de réunion, hors temps de travail. Consentement signé.
{body}
[fin de l'enregistrement]
"""
    return f


def t_biblio(r: random.Random, dt: datetime) -> str:
    return """Bibliographie mémoire (format APA 7)
Azoulay, E., & Pochard, F. (2019). Les familles en réanimation. Réanimation, 28(4), 210-218.
Braun, V., & Clarke, V. (2006). Using thematic analysis in psychology. Qualitative Research in Psychology, 3, 77-101.
Curtis, J. R., & White, D. B. (2008). Practical guidance for evidence-based ICU family conferences. Chest, 134, 835-843.
Davidson, J. E., et al. (2017). Guidelines for family-centered care in the neonatal, pediatric, and adult ICU.
  Critical Care Medicine, 45(1), 103-128.
Loi du 14 juin 2002 relative aux soins palliatifs. Moniteur belge, 26 octobre 2002.
Saunders, C. (2006). Cicely Saunders: Selected writings 1958-2004. Oxford University Press.
Van Keer, R.-L., et al. (2019). Nurses' roles in end-of-life decision making in ICU. Nursing Ethics, 26(3).
à lire : article de Velarde-García sur le moral distress, demandé à la bibliothèque.
"""


ARTICLES = [
    ("Hendriks", ("Nurses' experiences of supporting families after withdrawal of life-sustaining treatment "
                  "in the ICU:\na qualitative systematic review")),
    ("Davidson", "Family-centered care in the adult ICU: what nurses do when treatment is limited"),
    ("Okafor", "Moral distress among intensive care nurses during end-of-life decisions: a qualitative review"),
    ("Lindgren", "Including bedside nurses in ICU family meetings at the end of life: a mixed-methods study"),
]


def t_article(which: int):
    return lambda r, dt: _article(r, dt, *ARTICLES[which])


def _article(r: random.Random, dt: datetime, a: str, title: str) -> str:
    return f"""Journal of Critical Care Nursing - Original research
{title}
{a} L., Baptiste M., Coulter R.
Abstract
Background: Most deaths in intensive care follow a decision to withhold or withdraw life-sustaining
treatment. Nurses spend the most time with families during this transition.
Methods: We searched CINAHL, MEDLINE and PsycINFO (2005-2024) for qualitative studies of ICU nurses'
experiences. 23 studies (412 nurses) were included and synthesised thematically.
Results: Four themes: being present at the bedside; translating the medical decision for the family;
creating a peaceful death (removing alarms, opening visiting hours); carrying the emotional load without
organisational support.
Conclusion: Structured family meetings including nurses, end-of-life training and team debriefings are
recommended. Keywords: end-of-life care, intensive care, family, nursing, palliative care.
Received {_d(dt - timedelta(days=400))}; accepted {_d(dt - timedelta(days=300))}.
"""


def t_oup(r: random.Random, dt: datetime) -> str:
    return f"""Oxford University Press - Order confirmation
Order number: OUP-{r.randint(10**7, 10**8 - 1)} - Date: {_d(dt)}
Ship to: Sophie Dumont, Avenue Rogier 214 bte 3, 1030 Schaerbeek, Belgium
1 x Oxford Textbook of Palliative Nursing, 6th edition (Ferrell, Paice) - paperback: {_money(r, 62, 68)}
1 x Oxford Handbook of Palliative Care, 3rd edition - paperback: {_money(r, 33, 38)}
Delivery to EU (tracked): {_money(r, 9, 12)}
Payment: Visa ending 4471. Estimated delivery 5-8 working days.
"""


def t_stage(r: random.Random, dt: datetime) -> str:
    return f"""RAPPORT DE STAGE - Spécialisation en soins palliatifs 2025-2026
Étudiante : Sophie Dumont - Lieu : Unité de soins palliatifs La Clairière (12 lits), Woluwe-Saint-Pierre
Période : 2 au 27 mars 2026 (120 heures) - Maître de stage : {_pfr(r)}, infirmière en chef
1. Présentation du service : unité résidentielle Sp, équipe interdisciplinaire (médecins, infirmiers,
psychologue, kinésithérapeute, assistante sociale, bénévoles, aumônier). Durée moyenne de séjour 14 jours.
2. Situation clinique (Mme V., 74 ans, cancer pancréatique métastatique) : douleurs mixtes contrôlées par
pompe sous-cutanée de morphine, nausées, angoisse nocturne. Réunion de famille avec ses deux fils ;
projet de retour au domicile abandonné. Sédation palliative proportionnée les 36 dernières heures.
3. Apprentissages : l'écoute sans agenda, le temps donné aux proches, la différence avec le rythme des
soins intensifs. Usage de l'échelle ESAS et du score PPS.
4. Liens avec mon mémoire : les réunions de famille de La Clairière incluent toujours l'infirmière.
Évaluation du maître de stage : très bien (16/20).
"""


def t_mail_promotrice(r: random.Random, dt: datetime) -> str:
    return _eml("Isabelle Marchal <i.marchal@he-bxlmidi.be>", "Sophie Dumont <sophie.dumont@gmail.com>",
                "Re: chapitre résultats + date de dépôt", dt, """
Bonjour Sophie,

Merci pour l'envoi du chapitre 4. Les trois thèmes tiennent bien ; le deuxième (« porter la parole ») mérite
davantage de verbatims, et il faut expliciter comment tu as atteint la saturation avec 8 entretiens.

Pour rappel, le dépôt du mémoire est fixé au vendredi 4 septembre 2026 à 12h : deux exemplaires papier reliés
au secrétariat et la version PDF sur Moodle (avec la déclaration anti-plagiat signée). Défenses orales
entre le 21 et le 25 septembre.

Je suis en congé du 15 juillet au 10 août ; envoie-moi la discussion avant le 10 juillet si tu veux un retour.

Bon courage pour la communion de Louise !
Isabelle Marchal
""")


def t_cours_ics(r: random.Random, dt: datetime) -> str:
    ev = []
    for d in ("20260109", "20260123", "20260206", "20260220", "20260313", "20260417", "20260508", "20260605"):
        ev.append((f"{d}T083000", f"{d}T163000", "Spécia palliatifs - cours (HE Bruxelles-Midi)",
                   "HE Bruxelles-Midi, Campus Anderlecht, local B.204"))
    ev.append(("20260904T120000", "20260904T121500", "DÉPÔT MÉMOIRE", "Secrétariat spécialisations"))
    return _ics(ev)


def t_inscription(r: random.Random, dt: datetime) -> str:
    return f"""{HEBM}
ATTESTATION D'INSCRIPTION - année académique 2025-2026
Nous certifions que Madame Sophie DUMONT, née le 14/03/1990, est régulièrement inscrite en
Spécialisation en soins palliatifs (60 crédits ECTS), horaire adapté pour personnes en activité.
Droits d'inscription : 454,47 € - payés le {_dm(dt)}.
Cette attestation peut être produite auprès de l'employeur (congé-éducation payé) et de la mutualité.
Le Service des inscriptions
"""


def t_carnet_stage(r: random.Random, dt: datetime) -> str:
    return """Carnet de stage - grille d'évaluation finale - Spécialisation en soins palliatifs
Étudiante : Sophie Dumont - Lieu : USP La Clairière - 120 h
Compétences (A acquis / EA en voie / NA non acquis)
1. Évaluer les symptômes (ESAS, PPS, douleur) : A
2. Élaborer un projet de soins avec le patient et les proches : A
3. Communiquer dans les situations difficiles (annonce, demande d'euthanasie) : EA
4. Travailler en interdisciplinarité : A
5. Prendre soin de soi et analyser sa pratique (journal réflexif) : A
Commentaire : étudiante très investie, grande rigueur clinique, apporte un regard de soins intensifs
précieux à l'équipe. Note proposée : 16/20.
"""


# --------------------------------------------------------------------------- Nursing: Les Tilleuls (Archive)


def t_certif_tilleuls(r: random.Random, dt: datetime) -> str:
    return """Résidence Les Tilleuls SA - maison de repos et de soins (MRS) - 112 lits
Avenue Georges Henri 190, 1200 Woluwe-Saint-Lambert
CERTIFICAT DE TRAVAIL
Nous certifions que Madame Sophie DUMONT a été occupée dans notre établissement en qualité d'infirmière
bachelière, à temps plein, du 1er septembre 2012 au 31 août 2018 (fin du contrat à sa demande).
Elle a exercé la fonction d'infirmière en chef adjointe de l'unité Les Glycines à partir de 2016.
Elle quitte l'établissement libre de tout engagement.
Woluwe-Saint-Lambert, le 31 août 2018. La Direction.
"""


def t_demission_tilleuls(r: random.Random, dt: datetime) -> str:
    return """Sophie Dumont - Rue des Champs 41, 1040 Etterbeek
À l'attention de Mme Francine Debruyne, directrice, Résidence Les Tilleuls
Etterbeek, le 25 juin 2018
Objet : démission
Madame la Directrice,
Je vous informe par la présente de ma décision de mettre fin à mon contrat de travail à durée indéterminée.
Conformément à la loi, je preste un préavis de neuf semaines prenant cours le lundi 2 juillet 2018, ma dernière
journée de travail étant le 31 août 2018. J'ai accepté un poste aux soins intensifs de l'Hôpital Sainte-Gudule.
Je garde un très beau souvenir de ces six années auprès des résidents et de l'équipe des Glycines.
Veuillez agréer, Madame la Directrice, mes salutations respectueuses. Sophie Dumont
"""


def t_paie_tilleuls(r: random.Random, dt: datetime) -> str:
    brut = r.uniform(2950, 3150)
    onss = brut * 0.1307
    prec = (brut - onss) * 0.18
    return f"""Résidence Les Tilleuls SA - Secrétariat social Partena
Fiche de paie - {MOIS[dt.month - 1]} {dt.year} - DUMONT Sophie - infirmière graduée - temps plein
Barème 1.55 - ancienneté {dt.year - 2012} ans
Rémunération brute : {_eur(brut)} - dimanches et fériés inclus
ONSS 13,07 % : -{_eur(onss)} - précompte : -{_eur(prec)}
Net : {_eur(brut - onss - prec)}
"""


def t_planning_tilleuls(r: random.Random, dt: datetime) -> str:
    rows = ["Nom;Fonction;" + ";".join(str(i) for i in range(1, 15))]
    for n, f in ((SOPHIE, "ICA"), (_pfr(r), "inf"), (_pfr(r), "inf"), (_pfr(r), "aide-soignante"), (_pfr(r), "AS")):
        rows.append(f"{n};{f};" + ";".join(r.choice(["7-15", "13-21", "21-7", "R", "R", "7-15"]) for _ in range(14)))
    rows.append("Unité Les Glycines - MRS Les Tilleuls - planning provisoire;;mars 2017")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Work: Thomas's job (Areas)


def t_loonfiche(r: random.Random, dt: datetime) -> str:
    brut = r.uniform(4620, 4680)
    pens = brut * 0.075
    ziv = brut * 0.0355
    bv = (brut - pens - ziv) * r.uniform(0.27, 0.29)
    mc = 20 * 1.09
    return f"""{GOB}
LOONFICHE - {MAAND[dt.month - 1]} {dt.year}
Naam : VERHAEGEN Thomas - stamnummer 2011.0472 - graad : attaché (A1) - weddeschaal A112
Statuut : vastbenoemd - arbeidsregime : voltijds - directie Gewestelijke Belastingen
Basiswedde (geïndexeerd) : {_eur(brut)}
Tweetaligheidspremie (art. 12 taalwetgeving) : 121,83 €
Inhouding overlevingspensioen 7,5 % : -{_eur(pens)}
Inhouding ZIV 3,55 % : -{_eur(ziv)}
Belastbaar : {_eur(brut + 121.83 - pens - ziv)}
Bedrijfsvoorheffing : -{_eur(bv)}
Bijzondere bijdrage sociale zekerheid : -18,45 €
Werknemersaandeel maaltijdcheques (20 x 1,09 €) : -{_eur(mc)}
Terugbetaling abonnement MIVB : +49,90 €
NETTO : {_eur(brut + 121.83 - pens - ziv - bv - 18.45 - mc + 49.90)} - betaald op {_dm(dt.replace(day=25))}
"""


def t_telewerk(r: random.Random, dt: datetime) -> str:
    return f"""{GOB}
TELEWERKOVEREENKOMST - structureel telewerk
Tussen de Gewestelijke Overheidsdienst Brussel en de heer Thomas VERHAEGEN, attaché, directie
Gewestelijke Belastingen, wordt het volgende overeengekomen :
1. De medewerker verricht structureel telewerk op maximaal drie dagen per week (maandag, woensdag en
vrijdag) vanuit zijn woonplaats, {ADR_NL}.
2. De medewerker is bereikbaar tussen 9u30 en 12u en tussen 14u en 16u (stamtijden).
3. De dienst stelt een laptop, een scherm en een headset ter beschikking. De medewerker ontvangt een
maandelijkse forfaitaire vergoeding van 30 euro voor internet en 20 euro voor kantoorkosten.
4. De overeenkomst wordt gesloten voor één jaar en stilzwijgend verlengd.
Opgemaakt te Brussel op {_nl(dt)}.
De leidinggevende, {_pnl(r)}                 De medewerker, Thomas Verhaegen
"""


def t_nota(r: random.Random, dt: datetime) -> str:
    return f"""NOTA AAN DE DIRECTEUR-GENERAAL - ONTWERP v2 (TV)
Betreft : evaluatie van de inningsprocedure van de gewestbelasting op kantooroppervlakten - aanslagjaar 2025
Datum : {_dm(dt)}
1. Context
Sinds de digitalisering van de aangifte via het platform MyTax.brussels worden 87 % van de aangiften online
ingediend. Het aantal bezwaarschriften steeg in 2025 met 14 %, vooral door foutieve oppervlakten na
verbouwingen.
2. Analyse
- gemiddelde behandelingstermijn van een bezwaar : 142 dagen (doelstelling : 120)
- 31 % van de aanslagen van ambtswege wordt later verminderd
3. Voorstel
Een voorafgaande controle van de oppervlakten op basis van de kadastrale gegevens, en een vast aanspreekpunt
voor de grote belastingplichtigen. Budgettaire impact : 1,5 VTE.
Bijlage : tabel bezwaren 2023-2025 per gemeente.
(NB : cijfers Anderlecht nog te checken bij Katrien)
"""


def t_evaluatie(r: random.Random, dt: datetime) -> str:
    return f"""Evaluatiecyclus 2025 - Evaluatiegesprek
Medewerker : Thomas Verhaegen, attaché A1 - Evaluator : {_pnl(r)}, directeur Gewestelijke Belastingen
Datum gesprek : {_nl(dt)}
Doelstellingen 2025 :
1. Handleiding bezwaarprocedure actualiseren - bereikt
2. Opleiding van twee nieuwe collega's - bereikt
3. Dashboard inning kantooroppervlakten (Power BI) - gedeeltelijk bereikt, afwerking Q1 2026
Competenties : analytisch denken (sterk), samenwerken (sterk), communicatie FR/NL (uitstekend)
Eindvermelding : « voldoet aan de verwachtingen » - positief advies voor de loopbaanversnelling.
Opmerking medewerker : wenst in 2026 de opleiding projectmanagement te volgen.
"""


def t_erap(r: random.Random, dt: datetime) -> str:
    return f"""École régionale d'administration publique - Gewestelijke School voor Openbaar Bestuur
CERTIFICAT DE PARTICIPATION / DEELNAMECERTIFICAAT
Monsieur Thomas VERHAEGEN (Brussel Fiscaliteit / Bruxelles Fiscalité)
a suivi la formation « Marchés publics - niveau 2 : procédures négociées et exécution » / heeft de
opleiding « Overheidsopdrachten - niveau 2 » gevolgd,
les {_dm(dt - timedelta(days=7))} et {_dm(dt)} (2 jours, 14 heures).
La formation est reconnue dans le cadre du développement des compétences (art. 47 du statut).
"""


def t_cv_thomas(r: random.Random, dt: datetime) -> str:
    return """Thomas Verhaegen
Rogierlaan 214 bus 3, 1030 Schaarbeek - thomas.verhaegen@gmail.com
Ervaring
2014-heden : attaché, Brussel Fiscaliteit (GOB) - gewestelijke belastingen, bezwaren, dashboards
2011-2014 : fiscaal assistent, FOD Financiën, Leuven
Opleiding
2011 : Master in de Bestuurskunde en het Publiek Management, KU Leuven
Talen : Nederlands (moedertaal), Frans (zeer goed, taalexamen artikel 12), Engels (goed)
Vaardigheden : Excel, Power BI, SQL (basis), overheidsopdrachten
"""


def t_mail_collega(r: random.Random, dt: datetime) -> str:
    return _eml(f"{_pnl(r)} <collega@fisc.brussels>", "thomas.verhaegen@fisc.brussels",
                "Teamvergadering / réunion d'équipe - bezwaren kantooroppervlakten", dt, """
Dag Thomas,

Voor de teamvergadering van dinsdag : kan jij de stand van zaken van de bezwaren kantooroppervlakten
presenteren ? Een slide of drie volstaat. Les collègues francophones demandent aussi un point sur le nouveau
modèle de lettre de réponse ; je présenterai la version française.

Vergeet niet je telewerkdagen voor juli in te geven in het systeem.

Groetjes,
""")


# --------------------------------------------------------------------------- Finance (Areas)


def t_aer(r: random.Random, dt: datetime) -> str:
    y = dt.year
    rs, rt = r.uniform(38000, 41000), r.uniform(52000, 55000)
    rem = r.uniform(650, 1450)
    adr = ADR if (dt.year, dt.month) >= (2024, 8) else OLD_ADR
    commune = "Schaerbeek 6,8 %" if y >= 2025 else "Etterbeek 7,5 %"
    return f"""SPF FINANCES - Administration générale de la Fiscalité
AVERTISSEMENT-EXTRAIT DE RÔLE - Impôt des personnes physiques et taxes additionnelles
Exercice d'imposition {y} (revenus de l'année {y - 1})
Article {r.randint(100, 999)} - Rôle n° {r.randint(10**6, 10**7 - 1)}
Contribuables : DUMONT Sophie et VERHAEGEN Thomas - {adr}
Revenus professionnels imposables - conjoint 1 : {_eur(rs)} - conjoint 2 : {_eur(rt)}
Réductions : épargne-pension, titres-services (Région de Bruxelles-Capitale), frais de garde d'enfants
Taxe communale additionnelle : {commune}
Précomptes professionnels retenus : {_eur(r.uniform(19000, 21000))}
Solde : MONTANT À REMBOURSER : {_eur(rem)}
Le remboursement sera effectué sur le compte BE71 0631 2345 6769 dans les deux mois.
Vous pouvez introduire une réclamation dans un délai de 6 mois à compter de la date d'envoi : {_dm(dt)}.
"""


def t_taxonweb(r: random.Random, dt: datetime) -> str:
    return f"""MyMinfin - Tax-on-web - Déclaration à l'impôt des personnes physiques - Exercice d'imposition 2026
Récapitulatif (brouillon enregistré le {_dm(dt)})
Déclarant : VERHAEGEN Thomas - Partenaire : DUMONT Sophie
Cadre II - personnes à charge : 2 enfants (Louise, Noah) dont 1 de moins de 3 ans
Cadre IV - traitements et salaires : 1250 {_num(r.uniform(52000, 55000))} / 2250 {_num(r.uniform(38000, 41000))}
Précompte professionnel : 1286 / 2286 (repris des fiches 281.10)
Cadre X - épargne-pension : 1361 1.050,00 / 2361 1.050,00
Frais de garde d'enfants de moins de 14 ans (fiche 281.86) : 1384 {_num(r.uniform(2100, 2600))}
Titres-services (Région de Bruxelles-Capitale) : 1364 1.350,00
Calcul estimé : remboursement de {_eur(r.uniform(700, 1300))}
À signer avant le 15 juillet 2026.
"""


def t_28160(r: random.Random, dt: datetime) -> str:
    return f"""Belfius Pension Fund - ATTESTATION FISCALE - ÉPARGNE-PENSION
Revenus {dt.year - 1} - Exercice d'imposition {dt.year}
Titulaire : DUMONT Sophie - NISS 90.03.14-246.57 - Compte épargne-pension n° 0{r.randint(10**8, 10**9 - 1)}
Montant total versé en {dt.year - 1} : 1.050,00 EUR
Ce montant ouvre le droit à une réduction d'impôt de 30 % (régime plafond 1.050 EUR).
À mentionner au cadre X de la déclaration, code 1361 (ou 2361 pour le partenaire).
"""


def t_281_10(who: str):
    emp = "Hôpital Universitaire Sainte-Gudule ASBL" if who == SOPHIE else "Gewestelijke Overheidsdienst Brussel"
    return lambda r, dt: _f281(r, dt, who, emp)


def _f281(r: random.Random, dt: datetime, who: str, emp: str) -> str:
    return f"""FICHE 281.10 - Rémunérations des travailleurs - année des revenus {dt.year - 1}
Débiteur des revenus : {emp}
Bénéficiaire : {who} - {ADR}
Rémunérations ordinaires (code 250) : {_num(r.uniform(38000, 55000))}
Précompte professionnel (code 286) : {_num(r.uniform(7000, 12000))}
Cotisations sociales personnelles (code 287) : {_num(r.uniform(4000, 6000))}
Frais de déplacement domicile-lieu de travail, transport en commun (code 254) : {_num(r.uniform(400, 600))}
Chèques-repas : part patronale {_num(r.uniform(1100, 1600))}
"""


def t_titres_services(r: random.Random, dt: datetime) -> str:
    n = 150
    return f"""Pluxee Titres-Services - Région de Bruxelles-Capitale
ATTESTATION FISCALE - titres-services achetés en {dt.year - 1}
Utilisateur : DUMONT Sophie - numéro d'utilisateur {r.randint(10**6, 10**7 - 1)} - {ADR}
Nombre de titres-services achetés : {n} - valeur d'acquisition unitaire : 9,00 EUR
Montant total pris en compte pour la réduction d'impôt : {_eur(n * 9)}
(Code 1364 de la déclaration ; réduction régionale de 15 %.)
Prestataire principal : Clean & Co Services SRL, aide-ménagère : {_pfr(r)}
"""


def t_kinderopvang(r: random.Random, dt: datetime) -> str:
    n = r.randint(64, 72) if dt.year - 1 == 2024 else r.randint(180, 200)
    return f"""FISCAAL ATTEST UITGAVEN VOOR KINDEROPVANG - 281.86 - inkomstenjaar {dt.year - 1}
Opvangvoorziening : Kinderdagverblijf De Speelvogel vzw, Helmetsesteenweg 241, 1030 Schaarbeek
Erkend door Opgroeien (Kind en Gezin) - dossiernummer KDV-{r.randint(10000, 99999)}
Schuldenaar : VERHAEGEN Thomas / DUMONT Sophie - {ADR_NL}
Kind : VERHAEGEN Noah, geboren op 09/02/2024
Opvangperiode : {'02/09' if dt.year - 1 == 2024 else '01/01'}/{dt.year - 1} - 31/12/{dt.year - 1}
Aantal opvangdagen : {n}
Betaald bedrag : {_eur(n * 26.40 - r.uniform(0, 30))} (dagprijs volgens inkomenstarief)
"""


def t_extrait(r: random.Random, dt: datetime) -> str:
    solde = r.uniform(1800, 4200)
    ops = [("Virement Hôpital Universitaire Sainte-Gudule - salaire", r.uniform(2600, 2900)),
           ("Virement GOB Brussel - wedde", r.uniform(3250, 3450)),
           ("Ordre permanent loyer Vandenbroucke Av. Rogier", -1499.18),
           ("Domiciliation Luminus acompte", -175.00), ("Domiciliation Orange Belgium", -84.00),
           ("Paiement Bancontact Colruyt Schaerbeek", -r.uniform(60, 140)),
           ("Paiement Bancontact Delhaize Meiser", -r.uniform(20, 70)),
           ("Kinderdagverblijf De Speelvogel factuur", -r.uniform(380, 470)),
           ("Famiris allocations familiales", r.uniform(390, 420)),
           ("Virement vers compte épargne Belfius", -400.00),
           ("Paiement Bancontact Pharmacie Josaphat", -r.uniform(8, 40))]
    r.shuffle(ops)
    lines = []
    for i, (lib, v) in enumerate(ops):
        solde += v
        lines.append(f"{_dm(dt - timedelta(days=28 - 2 * i))}  {lib}  {'+' if v > 0 else ''}{_num(v)}")
    return f"""Belfius Banque - EXTRAIT DE COMPTE n° {dt.year}/{dt.month:03d}
Compte à vue BE71 0631 2345 6769 - Titulaires : DUMONT S. - VERHAEGEN T.
Période du {_dm(dt - timedelta(days=30))} au {_dm(dt)}
""" + "\n".join(lines) + f"\nNouveau solde : {_eur(solde)}\n"


def t_epargne(r: random.Random, dt: datetime) -> str:
    return f"""Belfius Banque - Compte d'épargne réglementé - relevé annuel {dt.year - 1}
Titulaires : DUMONT Sophie - VERHAEGEN Thomas - BE56 0637 4411 8820
Solde au 01/01/{dt.year - 1} : {_eur(r.uniform(74000, 80000))}
Versements : 12 x 400,00 EUR + versement exceptionnel (donation) 30.000,00 EUR
Intérêt de base 0,75 % et prime de fidélité 0,25 %
Solde au 31/12/{dt.year - 1} : {_eur(r.uniform(110000, 114000))}
Les intérêts jusqu'à 1.020 EUR par titulaire sont exonérés de précompte mobilier.
"""


def t_budget(r: random.Random, dt: datetime) -> str:
    rows = ["Poste;Janvier;Février;Mars;Avril;Mai;Moyenne"]
    for p, lo, hi in (("Salaire Sophie", 2600, 2950), ("Wedde Thomas", 3250, 3450), ("Allocations Famiris", 395, 410),
                      ("Loyer + charges", -1499, -1499), ("Énergie Luminus", -175, -175), ("Crèche", -470, -380),
                      ("Courses", -1050, -820), ("Voiture (carburant, assurance)", -310, -180),
                      ("École / activités Louise", -160, -60), ("Épargne", -400, -400),
                      ("Loisirs / resto", -350, -120)):
        vals = [r.uniform(min(lo, hi), max(lo, hi)) for _ in range(5)]
        rows.append(f"{p};" + ";".join(f"{v:.0f}" for v in vals) + f";{sum(vals) / 5:.0f}")
    if dt.year >= 2026:
        rows.append("Remarque;à partir de septembre : mensualité crédit 1826 au lieu du loyer;;;;;")
    else:
        rows.append(f"Remarque;budget {dt.year} - objectif épargne maison 100.000;;;;;")
    return "\n".join(rows)


def t_famiris(r: random.Random, dt: datetime) -> str:
    return f"""Famiris - Caisse publique d'allocations familiales de Bruxelles
Notification de droit - Bénéficiaire (allocataire) : Madame Sophie DUMONT
Enfants : VERHAEGEN Louise (née le 21/11/2017) - VERHAEGEN Noah (né le 09/02/2024)
Montant de base par enfant (enfant né après le 1er janvier 2020 / avant) : 171,40 € / 171,40 €
Supplément d'âge Louise (6-11 ans) : 22,85 €
Supplément social : non (revenus du ménage supérieurs au plafond)
Total mensuel : {_eur(171.40 * 2 + 22.85)} - paiement vers le 10 du mois sur BE71 0631 2345 6769
Allocation de rentrée scolaire (août) : Louise 25,71 € - Noah 0 €
Vos droits sont réexaminés automatiquement. Référence dossier : FAM-{r.randint(10**6, 10**7 - 1)}
"""


# --------------------------------------------------------------------------- Health (Areas)


def t_mutuelle_fr(r: random.Random, dt: datetime) -> str:
    lines = [("Consultation médecin généraliste (101032)", 33.0, 29.0), ("Consultation pédiatre (102034)", 45.0, 36.5),
             ("Séance de kinésithérapie (560011)", 31.5, 23.45),
             ("Prestation dentaire - détartrage (371011)", 44.1, 44.1)]
    sel = r.sample(lines, 3)
    body = "\n".join(f"{_dm(dt - timedelta(days=r.randint(5, 40)))} - {a} - honoraires {_eur(h)} - "
                     f"remboursé {_eur(rb)}" for a, h, rb in sel)
    return f"""Mutualité Libre Horizon - Mutualité 509 - Boulevard Lambermont 62, 1030 Schaerbeek
DÉCOMPTE DE REMBOURSEMENT du {_dm(dt)}
Titulaire : DUMONT Sophie - n° d'affiliation 509/{r.randint(100000, 999999)} - personnes à charge : Louise, Noah
{body}
Total remboursé : {_eur(sum(x[2] for x in sel))} - versé sur BE71 0631 2345 6769
Statut BIM : non - Maximum à facturer : plafond non atteint
Rappel : l'avantage « Horizon Kids » rembourse 30 € par an pour un stage sportif de l'enfant.
"""


def t_mutuelle_nl(r: random.Random, dt: datetime) -> str:
    return f"""Christelijk Ziekenfonds Sint-Michiel - Haachtsesteenweg 579, 1030 Schaarbeek
OVERZICHT TERUGBETALINGEN - {_nl(dt)}
Lid : VERHAEGEN Thomas - lidnummer 1{r.randint(10**8, 10**9 - 1)}
{_dm(dt - timedelta(days=21))} raadpleging huisarts - honorarium 33,00 € - terugbetaald 29,00 €
{_dm(dt - timedelta(days=14))} bloedafname en laboratoriumonderzoek - terugbetaald 18,74 €
{_dm(dt - timedelta(days=9))} oogarts - honorarium 45,00 € - terugbetaald 32,53 €
Voordeel aanvullende verzekering : tegemoetkoming bril of lenzen 50,00 € (eens per 3 jaar)
Totaal gestort op BE71 0631 2345 6769 : {_eur(29 + 18.74 + 32.53 + 50)}
"""


def t_prescription(r: random.Random, dt: datetime) -> str:
    pat, med = r.choice([("VERHAEGEN Thomas, 02/10/1987", "Rosuvastatine 10 mg - 98 comprimés - 1 cp le soir"),
                         ("VERHAEGEN Louise, 21/11/2017",
                          "Amoxicilline 250 mg/5 ml sirop - 100 ml - 3 x 5 ml/jour, 7 jours"),
                         ("DUMONT Sophie, 14/03/1990",
                          "Ibuprofène 400 mg - 30 comprimés - max 3 par jour pendant les repas")])
    return f"""PREUVE DE PRESCRIPTION ÉLECTRONIQUE
Veuillez présenter ce document ou votre carte d'identité électronique au pharmacien.
RID : BEP0{r.choice('ABCDEFGHJK')}{r.randint(10**6, 10**7 - 1)}{r.choice('XYZ')}
Prescripteur : Dr Nadia BENALI, médecin généraliste - n° INAMI 1-{r.randint(10000, 99999)}-{r.randint(10, 99)}-004
Rue Royale-Sainte-Marie 140, 1030 Schaerbeek
Patient : {pat}
{med}
Date de prescription : {_dm(dt)} - Date de fin pour l'exécution : {_dm(dt + timedelta(days=90))}
"""


def t_dentiste(r: random.Random, dt: datetime) -> str:
    age = dt.year - 2017 - (1 if (dt.month, dt.day) < (11, 21) else 0)
    return f"""Dr Marc Lejeune - Dentiste généraliste - Avenue Louis Bertrand 33, 1030 Schaerbeek
Attestation de soins - facture n° {r.randint(1000, 9999)} du {_dm(dt)}
Patiente : VERHAEGEN Louise, {age} ans - mutualité : Mutualité Libre Horizon (titulaire S. Dumont)
Examen buccal annuel (371534) : 23,98 €
Scellement des sillons 36 et 46 (371814) : 2 x 33,62 €
Radiographie bite-wing (377311) : 21,50 €
Total : {_eur(23.98 + 2 * 33.62 + 21.50)} - tiers payant : oui (soins conservateurs gratuits pour les moins de 18 ans)
Prochain contrôle : dans 6 mois.
"""


def t_labo(r: random.Random, dt: datetime) -> str:
    return f"""Laboratoire de biologie clinique LBS Meiser - Place Meiser 12, 1030 Schaerbeek
Patient : VERHAEGEN Thomas - né le 02/10/1987 - Prescripteur : Dr N. Benali
Prélèvement du {_dm(dt)} à 7h40 - à jeun
Cholestérol total : {r.randint(228, 246)} mg/dl (< 190)
HDL cholestérol : {r.randint(41, 48)} mg/dl (> 40)
LDL cholestérol calculé : {r.randint(150, 168)} mg/dl (< 115)
Triglycérides : {r.randint(120, 160)} mg/dl (< 150)
Glycémie à jeun : {r.randint(88, 99)} mg/dl (70-100)
Créatinine : 0,94 mg/dl - ALAT : 28 U/l - TSH : 1,82 mU/l
Commentaire : profil lipidique à rediscuter avec le médecin traitant.
"""


def t_vaccin(r: random.Random, dt: datetime) -> str:
    return f"""Opgroeien - Kind en Gezin - Consultatiebureau Schaarbeek - Josaphat
Vaccinatieoverzicht - VERHAEGEN Noah - geboren op 09/02/2024
8 weken : Hexyon (DTPa-IPV-Hib-HepB) + Prevenar 20 + Rotarix - toegediend
12 weken : Hexyon + Rotarix - toegediend
16 weken : Hexyon + Prevenar 20 - toegediend
12 maanden : MMR (mazelen, bof, rubella) + Prevenar 20 + Nimenrix (meningokokken ACWY) - toegediend
15 maanden : Hexyon - toegediend op 14/05/2025
Volgende vaccinatie : DTPa-IPV op 5-6 jaar (schoolarts CLB)
Volgende consultatie : 18 maanden - ontwikkelingsonderzoek (taal, motoriek) - augustus 2025
Arts : dr. {_pnl(r)} - Verpleegkundige : {_pnl(r)}
"""


def t_hospi(r: random.Random, dt: datetime) -> str:
    return f"""AG Insurance - Assurance hospitalisation collective - contrat n° 7.{r.randint(100000, 999999)}
Preneur : Hôpital Universitaire Sainte-Gudule ASBL - Affiliée : DUMONT Sophie
Membres de la famille affiliés à titre personnel : VERHAEGEN Thomas, Louise, Noah
Garanties : frais de séjour en chambre double ou commune, pré- et post-hospitalisation (1 mois / 3 mois),
maladies graves, assistance. Chambre particulière : franchise de 250 € par hospitalisation.
Prime annuelle famille (part personnelle) : {_eur(r.uniform(480, 560))} - retenue sur salaire.
Déclaration de sinistre : via l'application ou le formulaire en ligne dans les 30 jours.
"""


def t_kine(r: random.Random, dt: datetime) -> str:
    return f"""PRESCRIPTION DE SOINS DE KINÉSITHÉRAPIE
Patiente : DUMONT Sophie, née le 14/03/1990
Diagnostic : lombalgie commune subaiguë (manutention de patients), sans irradiation
Nombre de séances : 9 - fréquence : 2 par semaine
Traitement : rééducation active, renforcement du tronc, conseils d'ergonomie
Dr Nadia BENALI, médecin généraliste - {_dm(dt)}
"""


def t_opticien(r: random.Random, dt: datetime) -> str:
    return f"""Optique Meiser - Chaussée de Louvain 652, 1030 Schaerbeek
Devis n° {r.randint(1000, 9999)} - {_dm(dt)} - Client : Thomas Verhaegen
Prescription ophtalmologue : OD -1,75 (-0,50 à 90°) / OG -2,00
Monture Lindberg titane : 289,00 € - 2 verres unifocaux antireflet, amincis 1.6 : 2 x 119,00 €
Total : 527,00 € - intervention ziekenfonds (voordeel brillen) : -50,00 € - reste : 477,00 €
"""


# --------------------------------------------------------------------------- Car (Areas / Archive)

def _km(r: random.Random, dt: datetime) -> int:
    return 9000 + int((dt.replace(tzinfo=None) - datetime(2019, 4, 20)).days * 36.5) + r.randint(0, 900)


CAR = "SKODA OCTAVIA COMBI 1.5 TSI - 1-TVD-482 - VIN TMBJJ7NX4KY0{}"


def t_ct(r: random.Random, dt: datetime) -> str:
    return f"""AUTOSÉCURITÉ - Station d'Evere, Rue Colonel Bourg 3 - CERTIFICAT DE VISITE
Véhicule : {CAR.format(r.randint(10000, 99999))} - première immatriculation 04/2019
Titulaire : VERHAEGEN Thomas - Kilométrage : {_km(r, dt)} km
Date de la visite : {_dm(dt)} - Type : visite périodique
Résultat : CERTIFICAT DE VISITE VALABLE (vert)
Remarques : usure disques de frein avant (à surveiller) ; légère fuite amortisseur arrière gauche.
Valable jusqu'au : {_dm(dt + timedelta(days=365))}
Redevance : 45,70 € TVAC
"""


def t_assurance_auto(r: random.Random, dt: datetime) -> str:
    return f"""AG Insurance - Bureau Delcourt Assurances (courtier FSMA 0512.844.306)
AVIS D'ÉCHÉANCE - Police Auto n° 02.{r.randint(1000000, 9999999)}
Preneur : Thomas Verhaegen - Conducteurs : Thomas Verhaegen, Sophie Dumont
Véhicule : Skoda Octavia Combi 1.5 TSI, 110 kW, 1-TVD-482
Garanties : RC auto, omnium (valeur à neuf 36 mois puis valeur conventionnelle), assistance, protection juridique
Degré bonus-malus : Thomas -2 / Sophie 0
Période : {_dm(dt)} - {_dm(dt + timedelta(days=365))} - Prime annuelle TTC : {_eur(r.uniform(950, 1080))}
"""


def t_taxe_circ(r: random.Random, dt: datetime) -> str:
    return f"""Région de Bruxelles-Capitale - Bruxelles Fiscalité (pour le compte du SPF Finances)
TAXE DE CIRCULATION SUR LES VÉHICULES AUTOMOBILES - avertissement-extrait de rôle
Redevable : VERHAEGEN Thomas - {ADR}
Véhicule : 1-TVD-482 - Skoda - essence - puissance fiscale 8 CV
Période d'imposition : {_dm(dt)} - {_dm(dt + timedelta(days=364))}
Montant : {_eur(r.uniform(296, 312))} - à payer dans les 2 mois - communication : {_comm(r)}
"""


def t_garage(r: random.Random, dt: datetime) -> str:
    lines = [("Entretien périodique selon plan constructeur (inspection + vidange)", 189.00),
             ("Huile 5W30 VW 504 00 - 4,3 l", 68.80),
             ("Filtre à huile", 14.20), ("Filtre habitacle", 29.50), ("Filtre à air", 24.90),
             ("Disques + plaquettes avant", 342.00), ("Main-d'oeuvre freins 1,2 h", 108.00)]
    ht = sum(v for _, v in lines)
    return f"""Garage Helmet SRL - Agent Skoda - Chaussée de Helmet 322, 1030 Schaerbeek - TVA BE 0455.120.877
FACTURE n° F{r.randint(20000, 29999)} - {_dm(dt)}
Client : Verhaegen Thomas - Véhicule : Skoda Octavia 1-TVD-482 - km : {_km(r, dt)}
""" + "\n".join(f"{a} : {_eur(v)}" for a, v in lines) + f"""
Total HTVA : {_eur(ht)} - TVA 21 % : {_eur(ht * 0.21)} - TOTAL TVAC : {_eur(ht * 1.21)}
Prochain entretien : dans 15.000 km ou 12 mois.
"""


def t_riverain(r: random.Random, dt: datetime) -> str:
    return f"""parking.brussels - Agence régionale du stationnement
CARTE DE DÉROGATION « RIVERAIN » - secteur Schaerbeek S4 (Josaphat)
Titulaire : VERHAEGEN Thomas - {ADR}
Véhicule : 1-TVD-482 - Validité : {_dm(dt)} au {_dm(dt + timedelta(days=365))}
Tarif : 1re carte du ménage - 10,00 € par an. La carte est dématérialisée : le contrôle se fait par
lecture de la plaque. Tout changement de domicile ou de véhicule doit être signalé.
"""


def t_cession_peugeot(r: random.Random, dt: datetime) -> str:
    return """CONTRAT DE VENTE D'UN VÉHICULE D'OCCASION ENTRE PARTICULIERS
Vendeur : Sophie Dumont, Rue des Champs 41, 1040 Etterbeek
Acheteur : Youssef El Haddad, Rue de la Poste 88, 1030 Schaerbeek
Véhicule : Peugeot 207 1.4 essence, 5 portes, grise - première immatriculation 06/2009
Châssis VF3WC8FP0AW{0} - plaque 1-FHK-073 (reprise par la vendeuse) - kilométrage 164.250 km
Prix : 2.900,00 € payé comptant ce jour. Le véhicule est vendu dans l'état connu de l'acheteur, avec
certificat de contrôle technique « vente » du 2 mars 2020, car-pass et deux clés.
Fait à Etterbeek le 6 mars 2020 à 15h10, en deux exemplaires.
""".replace("{0}", "421887")


def t_carnet_voiture(r: random.Random, dt: datetime) -> str:
    rows = ["Date;Km;Intervention;Garage;Montant"]
    km = 9000
    d = datetime(2019, 4, 20)
    for i in range(7):
        d += timedelta(days=r.randint(300, 380))
        km += r.randint(11000, 14000)
        what = r.choice(["entretien annuel", "pneus hiver", "entretien + essuie-glaces", "vidange"])
        rows.append(f"{_dm(d)};{km};{what};"
                    f"Garage Helmet;{r.randint(180, 520)}")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Children (Areas)

ECOLE = "École fondamentale Sainte-Alix - Rue Josaphat 201, 1030 Schaerbeek - enseignement libre subventionné"


def t_bulletin(r: random.Random, dt: datetime) -> str:
    notes = "\n".join(f"{m} : {r.randint(14, 20)}/20 - {r.choice(['très bien', 'bien', 'en progrès', 'excellent'])}"
                      for m in ("Lecture et compréhension", "Écriture et orthographe", "Numération et calcul",
                                "Grandeurs et solides", "Éveil scientifique et historique", "Néerlandais (éveil)",
                                "Éducation physique"))
    return f"""{ECOLE}
BULLETIN - 2e année primaire - classe de Madame Catherine Wauters - année scolaire 2025-2026
Élève : VERHAEGEN Louise - Période : {r.choice(['2', '3'])} (remis le {_dm(dt)})
{notes}
Attitudes : participe volontiers, aide ses camarades, doit encore soigner la présentation de ses cahiers.
Commentaire de l'institutrice : Louise lit maintenant avec beaucoup d'aisance. Continue comme ça !
Signature des parents : .....................
"""


def t_circulaire(r: random.Random, dt: datetime) -> str:
    return f"""{ECOLE}
Chers parents des élèves de 2e primaire,
Du lundi 15 au mercredi 17 juin 2026, les classes de 2e partiront en classes vertes à la ferme pédagogique
du Chant d'Oiseau à Hamoir (2 nuits). Au programme : soins aux animaux, fabrication du pain, balade nature.
Prix : 135,00 € (transport en car, logement, repas, activités), à verser avant le 31 mai sur le compte de
l'école BE52 7320 1144 0909 avec la communication « CV2 + nom de l'enfant ».
Une réunion d'information aura lieu le mardi 2 juin à 18h au réfectoire. Merci de remettre la fiche santé
et la copie de la carte d'identité (Kids-ID) de votre enfant à l'institutrice pour le 5 juin.
La direction et les institutrices de 2e année. Schaerbeek, le {_fr(dt)}
"""


def t_frais_ecole(r: random.Random, dt: datetime) -> str:
    rep = r.randint(12, 17)
    gar = r.randint(14, 22)
    return f"""{ECOLE}
RELEVÉ DES FRAIS SCOLAIRES - {MOIS[(dt.month - 2) % 12]} / {MOIS[dt.month - 1]} {dt.year}
Élève : VERHAEGEN Louise - 2e primaire B
Repas chauds : {rep} x 4,20 € = {_eur(rep * 4.2)}
Garderie du soir (après 16h) : {gar} x 1,50 € = {_eur(gar * 1.5)}
Piscine (entrée et transport) : 4 x 3,00 € = 12,00 €
Sortie au musée des Sciences naturelles : 8,50 €
Total : {_eur(rep * 4.2 + gar * 1.5 + 20.5)} à payer avant le {_dm(dt + timedelta(days=15))} - communication {_comm(r)}
"""


def t_reunion_parents(r: random.Random, dt: datetime) -> str:
    return """Réunion parents - Mme Wauters - mardi 17h20
- lecture : très bien, lit seule le soir, proposer la bibliothèque de Schaerbeek (Sesame)
- maths : les tables de 2, 5, 10 ok, la soustraction avec emprunt encore difficile -> jeux à la maison
- néerlandais : elle ose parler, « elle a l'accent de papa » :)
- un peu bavarde avec Inès, changée de place
- classes vertes 15-17 juin : elle est d'accord pour dormir là-bas
- l'an prochain 3e primaire : M. Bouzidi
"""


def t_natation(r: random.Random, dt: datetime) -> str:
    return f"""Les Dauphins de Schaerbeek ASBL - École de natation - Piscine Neptunium, Rue de Jérusalem 56
Confirmation d'inscription - saison 2025-2026
Enfant : Louise Verhaegen (2017) - groupe : Poissons 2 - mercredi 14h00-14h45
Cotisation annuelle : 265,00 € (licence et assurance comprises)
Une attestation pour la mutualité est disponible sur demande. Reprise des cours le 17 septembre.
Responsable : {_pfr(r)} - {_dm(dt)}
"""


def t_stage_ete(r: random.Random, dt: datetime) -> str:
    return f"""Commune de Schaerbeek - Service des Sports - Stages d'été 2026
Confirmation de réservation n° ST26-{r.randint(1000, 9999)}
Enfant : VERHAEGEN Louise (8 ans) - Stage « Multisports et natation » - du 3 au 7 août 2026, 9h-16h
Lieu : Complexe sportif Crossing, Rue Champ du Roi 82 - garderie 8h-9h et 16h-17h30 incluse
Prix : 95,00 € (tarif habitant de Schaerbeek) - payé en ligne le {_dm(dt)}
Prévoir : pique-nique, gourde, maillot et bonnet, tenue de sport.
"""


def t_creche_factuur(r: random.Random, dt: datetime) -> str:
    d = r.randint(15, 19)
    return f"""Kinderdagverblijf De Speelvogel vzw - Helmetsesteenweg 241, 1030 Schaarbeek
Erkend en gesubsidieerd door Opgroeien en de Vlaamse Gemeenschapscommissie (VGC)
FACTUUR {dt.year}-{dt.month:02d}-{r.randint(100, 199)} - opvangmaand {MAAND[(dt.month - 2) % 12]} {dt.year}
Kind : Noah Verhaegen - ouders : Thomas Verhaegen en Sophie Dumont
Inkomenstarief (attest Opgroeien) : 26,40 € per volle dag
Aantal volle opvangdagen : {d} - {_eur(d * 26.40)}
Gereserveerde maar niet gebruikte dagen (zonder geldige reden) : {r.randint(0, 2)} x 26,40 €
Luiers en verzorgingsproducten : inbegrepen
Te betalen : {_eur(d * 26.40)} voor {_dm(dt + timedelta(days=20))} op BE09 7360 0455 1220 - mededeling {_comm(r)}
"""


def t_creche_news(r: random.Random, dt: datetime) -> str:
    return """De Speelvogel - Nieuwsbrief lente 2026
Beste ouders,
In april en mei werken we rond het thema « In de tuin » : we zaaien tuinkers, zoeken wormen en kriebelbeestjes.
Zomersluiting : het kinderdagverblijf is gesloten van maandag 20 juli tot en met vrijdag 7 augustus.
Afscheid van de grote peuters die naar de kleuterschool gaan : vrijdag 26 juni om 15u, met pannenkoeken !
Vergeet niet : reservekleren en zonnecrème (met naam) in het mandje van je kind.
Ouderraad : volgende vergadering op 9 juni om 19u30.
Hartelijke groeten, het team van De Speelvogel
"""


def t_opvangcontract(r: random.Random, dt: datetime) -> str:
    return """SCHRIFTELIJKE OVEREENKOMST KINDEROPVANG
Tussen Kinderdagverblijf De Speelvogel vzw en de ouders Thomas Verhaegen en Sophie Dumont
Kind : Noah Verhaegen, geboren op 09/02/2024 - startdatum : 2 september 2024
Opvangplan : maandag, dinsdag, donderdag, vrijdag - 7u45 tot 17u30 (4 volle dagen per week)
Prijs : inkomenstarief volgens attest Opgroeien ; respijtdagen : 18 per jaar
Opzeg : schriftelijk, met een opzegtermijn van één maand. Het huishoudelijk reglement werd ontvangen.
Opgemaakt te Schaarbeek op 28 juni 2024.
"""


def t_kleuterschool(r: random.Random, dt: datetime) -> str:
    return f"""Basisschool De Kleine Prins - Nederlandstalig gewoon basisonderwijs
Stroobantsstraat 50, 1140 Evere
BEWIJS VAN INSCHRIJVING
Leerling : Noah VERHAEGEN, geboren op 09/02/2024
Rijksregisternummer : 24.02.09-{r.randint(100, 999)}.{r.randint(10, 99)}
Ouders : Thomas Verhaegen en Sophie Dumont - huidig adres {ADR_NL} ; vanaf september : Edouard Stuckensstraat 57, Evere
Instapdatum : dinsdag 1 september 2026 - klas : instapklas (juf Lotte)
Aanmeldingsronde : aanmelden.brussel, voorrangsgroep Nederlands thuistaal (vader)
Datum : {_nl(dt)}. Gelieve het kennismakingsmoment op woensdag 24 juni om 14u niet te missen.
"""


# --------------------------------------------------------------------------- Scouts (Areas / Resources)

UNITE = "Unité scoute Saint-Servais (BX023) - Les Scouts - Fédération des Scouts Baden-Powell de Belgique"


PV_AUTOMNE = """1. Rentrée : 131 animés inscrits (Baladins 28, Louveteaux 41, Éclaireurs 38, Pionniers 24).
   Listes d'attente en Baladins (9 enfants). Passages faits le 20 septembre.
2. Fiches santé et autorisations : Girafe envoie le formulaire en ligne aux parents cette semaine.
3. Finances : cotisation fédérale 48 / 40 / 32 euros ; 6 familles via le fonds de solidarité.
4. Week-end d'unité : 17-19 octobre à Ottignies. Souper d'unité fixé au samedi 7 mars 2026.
5. Local : la chaudière a été entretenue ; clés à redistribuer aux nouveaux chefs."""


def t_pv_staff(r: random.Random, dt: datetime) -> str:
    head = f"""{UNITE}
PV de la réunion du staff d'unité du {_fr(dt)} - local de la rue Royale-Sainte-Marie
Présents : Renard (animateur d'unité), Sophie D. « Girafe » (secrétaire), {_pfr(r)} (trésorier), les chefs de
section Baladins, Louveteaux, Éclaireurs, Pionniers. Excusé : {_pfr(r)}.
"""
    if dt.month >= 8:
        return head + PV_AUTOMNE + f"\nProchaine réunion : jeudi {_dm(dt + timedelta(days=28))} à 20h.\n"
    return head + f"""1. Camps d'été 2026 : Baladins à Sart-lez-Spa (6-12 juillet),
   Louveteaux à Houffalize (14-24 juillet),
   Éclaireurs à Bièvre (15-29 juillet), Pionniers : projet en Roumanie (1-15 août). Déclarations de camp
   introduites ; il manque l'accord du propriétaire pour Bièvre.
2. Fiches santé : Girafe centralise ; 14 fiches manquantes en Louveteaux -> rappel aux parents.
3. Finances : cotisations rentrées à 92 % ; le souper d'unité a rapporté 2.340 € net.
4. Local : infiltration dans la réserve, demander au doyenné qui est propriétaire.
5. Recrutement staff 2026-2027 : 2 chefs Baladins à trouver.
Prochaine réunion : jeudi {_dm(dt + timedelta(days=21))} à 20h.
"""


def t_liste_animes(r: random.Random, dt: datetime) -> str:
    rows = ["Nom;Prénom;Section;Né(e) en;Téléphone parent;Fiche santé;Cotisation"]
    for _ in range(22):
        rows.append(f"{r.choice(LAST_FR)};{r.choice(FIRST_FR)};{r.choice(['Baladins', 'Louveteaux', 'Éclaireurs'])};"
                    f"{r.randint(2011, 2019)};04{r.randint(70, 99)} {r.randint(10, 99)} "
                    f"{r.randint(10, 99)} {r.randint(10, 99)};"
                    f"{r.choice(['oui', 'oui', 'non'])};{r.choice(['payé', 'payé', 'payé', 'rappel'])}")
    return "\n".join(rows)


def t_cotisations(r: random.Random, dt: datetime) -> str:
    rows = ["Famille;Nb enfants;Montant dû;Payé le;Mode;Remarque"]
    for _ in range(16):
        n = r.randint(1, 3)
        rows.append(f"{r.choice(LAST_FR)};{n};{[0, 48, 88, 120][n]};{_dm(dt - timedelta(days=r.randint(30, 200)))};"
                    f"{r.choice(['virement', 'virement', 'cash'])};"
                    f"{r.choice(['', '', 'réduction fratrie', 'fonds de solidarité'])}")
    rows.append("Cotisation fédérale 2025-2026 : 48 € (1er enfant), 40 € (2e), 32 € (3e);;;;;")
    return "\n".join(rows)


def t_mail_fede(r: random.Random, dt: datetime) -> str:
    return _eml("Les Scouts - Secrétariat <secretariat@lesscouts.be>", "Unité BX023 <bx023@lesscouts.be>",
                "Camps 2026 : déclarations et assurance", dt, """
Chère unité,

Les déclarations de camp doivent être encodées dans Desk au plus tard le 15 mai. Pour les camps à l'étranger,
le formulaire d'assurance assistance doit nous parvenir un mois avant le départ.

Rappels :
- chaque section doit avoir au moins un animateur breveté ou en formation dans le staff ;
- les fiches santé individuelles restent au camp et sont détruites au retour ;
- le plan d'urgence et les coordonnées du médecin local doivent être affichés.

Bonne préparation à tous les staffs !
Le secrétariat fédéral
""")


def t_fiche_sante(r: random.Random, dt: datetime) -> str:
    return """FICHE SANTÉ INDIVIDUELLE - Unité Saint-Servais (BX023) - camps 2026
Nom et prénom de l'animé(e) : ........................  Section : ..........  Date de naissance : ..........
Personne(s) à contacter en cas d'urgence : ............................................
Médecin traitant : ...................................... Tél : ...............
L'enfant peut-il participer aux activités sportives et à la baignade ? oui / non
Allergies (médicaments, aliments, piqûres) : ...............................................
Traitement à prendre pendant le camp (nom, dose, horaire) : ...............................
Vaccin contre le tétanos à jour ? oui / non - date du dernier rappel : ..........
J'autorise l'équipe d'animation à administrer du paracétamol si nécessaire : oui / non
Signature du parent : ...............
"""


def t_souper(r: random.Random, dt: datetime) -> str:
    return """Souper d'unité 2026 - spaghetti - samedi 7 mars;;;
Poste;Recettes;Dépenses;Remarque
Repas adultes (212 x 16 €);3392;;
Repas enfants (74 x 9 €);666;;
Bar;1184;;
Tombola;410;;
Courses Makro (pâtes, viande, légumes);;1122;
Boissons;;540;
Location salle Sainte-Famille;;350;
Vaisselle et divers;;260;
Résultat net;;;2340 € pour le fonds des camps
"""


def t_jeu(r: random.Random, dt: datetime) -> str:
    return """Grand jeu de nuit « Les contrebandiers » (Louveteaux / Éclaireurs)
Matériel : 6 lampes rouges, 200 jetons (la « marchandise »), 2 douaniers par zone, un coffre.
Principe : les équipes doivent faire passer un maximum de jetons de la forêt au camp sans se faire « flasher »
par les douaniers. Un joueur flashé rend ses jetons et retourne au départ.
Durée : 1h15. Sécurité : terrain balisé, chefs aux carrefours, appel avant et après le jeu.
Variante : un espion dans chaque équipe, connu seulement des chefs.
"""


def t_chants(r: random.Random, dt: datetime) -> str:
    return """Carnet de chants - Unité Saint-Servais
1. Le chant de la promesse
2. Ce n'est qu'un au revoir (Auld Lang Syne) - Faut-il nous quitter sans espoir, sans espoir de retour...
3. Les Crapauds - Sur les bords de la Vilaine...
4. Le Roi Dagobert
5. Santiano - C'est un fameux trois-mâts fin comme un oiseau...
6. Alouette, gentille alouette
7. La Ballade nord-irlandaise
Chants du soir au feu de camp : Prière scoute, Le chant des adieux.
"""


# --------------------------------------------------------------------------- Family: the first communion (Projects)


def t_invitation(r: random.Random, dt: datetime) -> str:
    return """Louise
fera sa première communion
le dimanche 7 juin 2026 à 10h30
en l'église Saint-Servais, Chaussée de Haecht, Schaerbeek.
Nous serions heureux de partager ce moment avec vous
et de vous accueillir ensuite pour le repas
à la salle Les Glycines, Rue Gallait 131, 1030 Schaerbeek.
Réponse souhaitée avant le 20 mai
Sophie 0478 22 61 09 - Thomas 0496 40 18 73
Sophie, Thomas, Louise et Noah
"""


def t_invites(r: random.Random, dt: datetime) -> str:
    rows = ["Nom;Adultes;Enfants;Réponse;Remarque"]
    for n, a, e, rep, rem in (("Mamy et Papy Dumont (Charleroi)", 2, 0, "oui", "parrain = Papy"),
                              ("Oma en Opa Verhaegen (Leuven)", 2, 0, "oui", "Oma sans gluten"),
                              ("Julie + Mehdi + enfants", 2, 2, "oui", "marraine de Louise"),
                              ("Pieter + Els Verhaegen", 2, 3, "oui", ""), ("Tante Martine", 1, 0, "oui", ""),
                              ("Famille Bouzidi (Inès)", 2, 2, "oui", ""),
                              ("Collègues USI (Aurélie, Manon)", 2, 0, "peut-être", ""),
                              ("Katrien + Bart", 2, 1, "non", "en vacances"), ("Voisins Rogier 3e", 2, 1, "oui", ""),
                              ("Parrain Noah - Koen", 1, 0, "oui", "")):
        rows.append(f"{n};{a};{e};{rep};{rem}")
    rows.append("Total confirmé;43;11;;traiteur : dire 45 adultes / 12 enfants")
    return "\n".join(rows)


def t_traiteur(r: random.Random, dt: datetime) -> str:
    a, e = 45, 12
    return f"""Traiteur Maison Debaere - Avenue de Roodebeek 70, 1030 Schaerbeek - TVA BE 0644.210.559
DEVIS n° {r.randint(2600, 2699)} - Réception de communion - dimanche 7 juin 2026, salle Les Glycines
Client : Mme Sophie Dumont
Apéritif : cava et jus, 4 zakouskis par personne
Buffet froid « Printemps » : saumon Bellevue, jambon à l'os, rôti de porc, tomates aux crevettes grises,
salades variées, pommes de terre grenaille, pains - {a} adultes x 34,50 € = {_eur(a * 34.5)}
Menu enfant (boulettes sauce tomate, frites, crudités) - {e} x 14,00 € = {_eur(e * 14)}
Service (2 serveurs, 12h-18h) : 420,00 € - location vaisselle et nappes : 135,00 €
Total TVAC : {_eur(a * 34.5 + e * 14 + 555)} - acompte 30 % à la confirmation, solde le jour même.
Nombre définitif de convives à communiquer au plus tard 8 jours avant.
"""


def t_salle(r: random.Random, dt: datetime) -> str:
    return f"""Salle Les Glycines - ASBL Maison de quartier Gallait - Rue Gallait 131, 1030 Schaerbeek
CONVENTION DE LOCATION
Locataire : Sophie Dumont, {ADR}
Date : dimanche 7 juin 2026 de 11h30 à 20h00 - occasion : communion (repas familial, 60 personnes max.)
Prix : 380,00 € (nettoyage compris) - caution : 300,00 €, rendue après l'état des lieux
Musique : jusqu'à 20h, volume modéré (voisinage). Pas de confettis ni de bougies.
Remise des clés le samedi 6 juin à 18h. Conditions générales lues et approuvées.
Fait le {_dm(dt)}.
"""


def t_paroisse(r: random.Random, dt: datetime) -> str:
    return """Unité pastorale Schaerbeek-Josaphat - Paroisse Saint-Servais
PREMIÈRES COMMUNIONS 2026 - informations aux parents
Célébration : dimanche 7 juin 2026 à 10h30 (accueil des enfants à 10h dans la sacristie).
Répétition obligatoire : samedi 6 juin de 14h à 15h30 à l'église.
Retraite des enfants : mercredi 27 mai de 13h30 à 17h au centre paroissial.
Tenue : l'aube est prêtée par la paroisse (essayage après la catéchèse du 16 mai).
Participation aux frais (aube, livret, fleurs) : 25 € par enfant.
Photos pendant la messe : uniquement par le photographe désigné ; photos libres à la sortie.
Contact : catéchiste Anne-Marie, 0475 31 20 88.
"""


def t_gateau(r: random.Random, dt: datetime) -> str:
    return _eml("Pâtisserie Claessens <commandes@patisserie-claessens.be>", "sophie.dumont@gmail.com",
                "Confirmation de commande - 7 juin", dt, """
Bonjour Madame Dumont,

Nous confirmons votre commande pour le dimanche 7 juin, à retirer au magasin à 11h :
- 1 pièce montée 60 choux (crème vanille) avec décoration « Louise - 1re communion », colombe en sucre
- 1 framboisier pour 12 personnes (sans gluten)
Total : 168,50 €. Acompte de 50 € reçu.

Au plaisir,
Pâtisserie Claessens - Place Dailly 14, Schaerbeek
""")


def t_todo_communion(r: random.Random, dt: datetime) -> str:
    return """COMMUNION LOUISE - À FAIRE
[x] réserver la salle Les Glycines
[x] invitations imprimées et envoyées (mi-avril)
[x] robe : essayage chez Mamy ok, couronne de fleurs à commander chez la fleuriste
[x] pièce montée Claessens
[ ] confirmer le nombre au traiteur (45 + 12) avant le 30 mai !!!
[ ] déco : nappes blanches + eucalyptus + photos de Louise bébé (imprimer)
[ ] cadeaux invités : petits sachets de dragées (Noah aide ?)
[ ] playlist + enceinte de Pieter
[ ] retraite mercredi 27/5 - demander congé ou échange avec Julie (je suis de soir)
[ ] répétition samedi 6/6 14h
"""


# --------------------------------------------------------------------------- Family: the 2019 wedding (Archive)


def t_fairepart(r: random.Random, dt: datetime) -> str:
    return """Sophie Dumont & Thomas Verhaegen
ont la joie de vous annoncer leur mariage
qui sera célébré le samedi 14 septembre 2019 à 11h
à la maison communale d'Etterbeek, avenue d'Auderghem 113.
Nous vous attendons ensuite pour le vin d'honneur et la fête
à la Ferme du Castillon, Drève du Castillon 4, Overijse.
Réponse souhaitée avant le 30 juin 2019 - RSVP : sophieetthomas2019@gmail.com
Sophie en Thomas gaan trouwen ! Jullie zijn van harte welkom.
"""


def t_photographe(r: random.Random, dt: datetime) -> str:
    return """Studio Lumen - Julie Maes, photographe - Rue du Bailli 44, 1050 Ixelles
DEVIS - Reportage de mariage - samedi 14 septembre 2019
Clients : Sophie Dumont et Thomas Verhaegen
Formule « Journée » : préparatifs, cérémonie civile à Etterbeek, séance couple, vin d'honneur et soirée
jusqu'à la première danse (10 heures) : 1.850,00 €
Galerie en ligne (environ 600 photos retouchées) et clé USB : inclus
Album 30 x 30, 40 pages : 420,00 €
Total TVAC : 2.270,00 € - acompte 30 % à la réservation de la date.
"""


def t_budget_mariage(r: random.Random, dt: datetime) -> str:
    return """Poste;Prévu;Réel;Payé par
Ferme du Castillon (salle + traiteur 95 pers.);9500;10240;nous + parents
Photographe Studio Lumen;2270;2270;nous
DJ;900;850;nous
Robe + retouches;1400;1560;Sophie
Costume Thomas;650;590;Thomas
Fleurs;600;720;Mamy
Faire-part et menus;300;280;nous
Alliances;1200;1180;nous
Voyage de noces Sicile;2800;3050;cadeau liste
Total;19620;20740;
"""


def t_plan_table(r: random.Random, dt: datetime) -> str:
    rows = ["Table;Invités"]
    for i, t in enumerate(("Lambic", "Kriek", "Orval", "Chimay", "Westmalle", "Rochefort", "Duvel"), 1):
        rows.append(f"Table {i} - {t};" + ", ".join(_pfr(r) for _ in range(8)))
    rows.append("Table d'honneur;Sophie, Thomas, témoins Julie et Pieter, parents")
    return "\n".join(rows)


def t_discours(r: random.Random, dt: datetime) -> str:
    return """Discours de Pieter (témoin) - brouillon envoyé à Sophie pour relecture
Lieve Thomas, chère Sophie, chers amis,
Quand mon petit frère m'a annoncé qu'il avait rencontré une infirmière francophone à un cours de salsa à
Ixelles, j'ai pensé que ça ne durerait pas trois semaines. Il ne savait pas danser et il disait « septante »
avec l'accent de Louvain. Six ans plus tard, nous voici à la Ferme du Castillon...
Sophie, tu as appris à Thomas à danser, à cuisiner autre chose que des pâtes, et même à arriver à l'heure.
Levons nos verres aux mariés ! Santé, gezondheid, à Sophie et Thomas !
"""


def t_mairie(r: random.Random, dt: datetime) -> str:
    return """Commune d'Etterbeek - Service de l'État civil
Accusé de réception de la déclaration de mariage
Futurs conjoints : DUMONT Sophie Claire, née à Charleroi le 14/03/1990, et VERHAEGEN Thomas Jan, né à
Leuven le 02/10/1987, domiciliés Rue des Champs 41, 1040 Etterbeek.
Date de la déclaration : 3 juin 2019. Date de célébration retenue : samedi 14 septembre 2019 à 11h00.
Témoins : Julie Bouzidi, Pieter Verhaegen. Langue de la célébration : français et néerlandais.
Le carnet de mariage sera remis le jour de la célébration.
"""


# --------------------------------------------------------------------------- Travel (Projects / Archive)


def t_vol(r: random.Random, dt: datetime) -> str:
    ref = f"{r.choice('KLMNPQR')}{r.randint(2, 9)}{r.choice('XYZW')}{r.randint(10, 99)}QP"
    return f"""Brussels Airlines - Confirmation de réservation - Référence : {ref}
Passagers : MRS SOPHIE DUMONT, MR THOMAS VERHAEGEN, MISS LOUISE VERHAEGEN (enfant), MSTR NOAH VERHAEGEN (enfant)
Aller : SN3813 - samedi 11 juillet 2026 - Bruxelles (BRU) 07:05 -> Faro (FAO) 09:10 - Economy Light + 1 bagage
Retour : SN3818 - samedi 25 juillet 2026 - Lisbonne (LIS) 18:40 -> Bruxelles (BRU) 22:35
Bagages : 2 bagages en soute de 23 kg, 1 poussette gratuite
Prix total : {_eur(r.uniform(1180, 1320))} payé par Visa le {_dm(dt)}
Enregistrement en ligne 30 heures avant le départ. Documents : carte d'identité / Kids-ID valables.
"""


def t_airbnb(r: random.Random, dt: datetime) -> str:
    return f"""Airbnb - Reservation confirmed
Casa Azul - family townhouse with pool, Lagos, Portugal - Host: Rui
Check-in: Sat, 11 Jul 2026, after 3:00 PM - Checkout: Wed, 22 Jul 2026, 11:00 AM
Guests: 2 adults, 2 children - 11 nights
Address: Rua da Barroca 28, 8600-552 Lagos
Total (EUR): {_num(r.uniform(1850, 2100))} - paid in full on {_d(dt)}
Cancellation policy: moderate. Baby cot and high chair requested.
Message from Rui: Welcome! The beach of Meia Praia is 10 minutes on foot. I will leave the key in the box.
"""


def t_location(r: random.Random, dt: datetime) -> str:
    return f"""Guerin Rent a Car (Europcar group) - Voucher n° 2{r.randint(10**7, 10**8 - 1)}
Conducteur principal : Thomas Verhaegen - Prise en charge : Faro Aéroport, 11/07/2026 09:30
Restitution : Lisbonne Aéroport, 25/07/2026 15:30 (frais d'abandon inclus)
Catégorie : SUV compact (Peugeot 3008 ou similaire), boîte manuelle
Équipements : siège enfant (groupe 1) + rehausseur - Via Verde (péages électroniques)
Prix : {_eur(r.uniform(640, 760))} - franchise réduite à 0 € (assurance premium)
"""


def t_hotel_lis(r: random.Random, dt: datetime) -> str:
    return f"""Booking.com - Confirmation de réservation - numéro {r.randint(10**9, 10**10 - 1)}
Hôtel Jardim de Alfama, Rua de São Pedro 14, 1100-586 Lisbonne, Portugal
Arrivée : mercredi 22 juillet 2026 (à partir de 14h) - Départ : samedi 25 juillet 2026 (jusqu'à 11h)
Chambre familiale (2 adultes, 2 enfants) - petit-déjeuner inclus - 3 nuits
Prix total : {_eur(r.uniform(540, 620))} - taxe de séjour de Lisbonne (4 € par adulte et par nuit) à payer sur place
Annulation gratuite jusqu'au 15 juillet 2026.
"""


def t_itineraire(r: random.Random, dt: datetime) -> str:
    return """# Portugal juillet 2026

## Algarve (Lagos) 11 -> 22/07
- sam 11 : vol 7h05, voiture chez Guerin, courses Pingo Doce, piscine
- Praia Dona Ana, Ponta da Piedade (bateau grottes ? Louise oui, Noah trop petit ?)
- Sagres + Cabo de São Vicente (un après-midi)
- Zoomarine (Albufeira) : une journée - réserver en ligne (-15 %)
- marché de Lagos le samedi

## Lisbonne 22 -> 25/07
- route via Comporta (pause plage)
- tram 28 (tôt le matin !), Belém + pastéis, Oceanário
- rendre la voiture le 25 à 15h30, vol 18h40

## À ne pas oublier
- cartes européennes d'assurance maladie (demander à la mutuelle)
- Kids-ID Louise et Noah (valables jusqu'en 2027 ?)
"""


def t_valise(r: random.Random, dt: datetime) -> str:
    return """Valise Portugal
Enfants : maillots x3, t-shirts UV, chapeaux, crème solaire 50+, brassards Noah, doudou lapin (!!), couches nuit
Nous : maillots, sandales, pull pour Lisbonne le soir, chargeurs, adaptateur non nécessaire
Pharmacie : Dafalgan sirop, Nurofen, pansements, Fenistil, thermomètre, sérum physiologique
Papiers : cartes d'identité, Kids-ID, CEAM x4, permis Thomas, vouchers imprimés
Poussette + siège auto ? -> non, loué avec la voiture
"""


def t_crete(r: random.Random, dt: datetime) -> str:
    return """TUI - Confirmation de voyage - dossier n° 64218877
Voyageurs : Sophie Dumont, Thomas Verhaegen, Louise Verhaegen (5 ans)
Destination : Crète, Grèce - Hôtel Creta Maris Family Resort, Hersonissos - formule all inclusive
Vol TUI fly TB1641 Bruxelles -> Héraklion le 8 juillet 2023 à 06:20 ; retour TB1642 le 22 juillet 2023
Chambre familiale vue jardin - transferts aéroport inclus
Prix total : 3.842,00 € - payé intégralement le 20 avril 2023
"""


def t_gite(r: random.Random, dt: datetime) -> str:
    return """Gîte du Moulin - La Roche-en-Ardenne - Confirmation de location
Locataires : famille Dumont-Verhaegen (2 adultes, 2 enfants dont un bébé de 8 mois)
Séjour : du vendredi 25 octobre au vendredi 1er novembre 2024 (congé d'automne)
Gîte 6 personnes, lit bébé fourni, poêle à bois (bois compris)
Prix : 690,00 € + taxe de séjour 14,00 € + forfait nettoyage 60,00 € - caution 200,00 €
Clés à retirer chez Mme Collard, ferme voisine, à partir de 16h.
"""


def t_barcelone(r: random.Random, dt: datetime) -> str:
    return """Booking.com - Confirmation - Hotel Casa Gràcia Family Suites, Passeig de Gràcia 116, Barcelona
Arrivée : samedi 5 avril 2025 - Départ : jeudi 10 avril 2025 - 5 nuits
Suite familiale 2 adultes + 2 enfants (7 ans et 1 an), lit bébé
Prix : 1.085,00 € - taxe de séjour 5,50 € par adulte et par nuit à payer sur place
Vols Vueling VY8991 Bruxelles -> Barcelone 5/4 08:15, VY8994 retour 10/4 19:35
"""


def t_sicile(r: random.Random, dt: datetime) -> str:
    return """Voyage de noces - Sicile - 16 au 29 septembre 2019
16/9 vol Ryanair Charleroi -> Catane FR8431 07:10
16-20/9 Taormine - B&B Villa Ester (vue sur l'Etna)
20/9 excursion Etna (jeep + cratères Silvestri)
21-25/9 Syracuse / Ortigia - appartement via Airbnb, Noto, Marzamemi
25-29/9 Cefalù + Palerme, retour Palerme -> Charleroi FR5361 le 29/9 21:40
Voiture de location Sicily by Car : 312 € (franchise 0)
"""


# --------------------------------------------------------------------------- Cooking (Resources)

RECETTES = {
    "carbonnades": "Carbonnades flamandes (6 pers.)\n1,5 kg de joue ou de paleron de boeuf en cubes, 3 oignons, "
                   "2 tranches de pain d'épices, moutarde, 75 cl de bière brune (Chimay bleue), "
                   "2 c. à s. de cassonade, "
                   "thym, laurier, 1 c. à s. de vinaigre.\nFaire revenir la viande au beurre, ajouter les oignons, "
                   "mouiller avec la bière, poser le pain d'épices tartiné de moutarde, mijoter 3 heures à feu doux.\n"
                   "Servir avec des frites et de la compote.\n",
    "stoemp": "Stoemp aux carottes (recette de Mamy)\n1 kg de pommes de terre farineuses, 600 g de carottes, 1 oignon, "
              "beurre, lait, noix de muscade.\nCuire pommes de terre et carottes ensemble, écraser grossièrement, "
              "ajouter l'oignon fondu, le beurre et un peu de lait. Servir avec des saucisses ou un boudin.\n",
    "waterzooi": "Gentse waterzooi van kip (recept van Oma)\n1 kip, 2 preien, 3 wortels, 2 selderstengels, "
                 "4 aardappelen, "
                 "2 eidooiers, 20 cl room, peterselie.\nKip pocheren in bouillon, groenten in fijne reepjes meegaren, "
                 "saus binden met eidooiers en room. Niet meer laten koken!\n",
    "gaufres": "Gaufres de Liège\n500 g de farine, 25 g de levure fraîche, 2 dl de lait tiède, 3 oeufs, "
               "250 g de beurre mou, 250 g de sucre perlé, 1 sachet de sucre vanillé, 1 pincée de sel.\n"
               "Laisser lever la pâte 1 h, incorporer "
               "le sucre perlé au dernier moment, cuire 3 à 4 minutes dans un gaufrier en fonte.\n",
    "speculoos": "Speculoos maison (pour Saint-Nicolas)\n500 g de farine, 300 g de cassonade brune, "
                 "250 g de beurre, 1 oeuf, 2 c. à c. d'épices à speculoos, 1 c. à c. de bicarbonate.\n"
                 "Mélanger, laisser reposer une nuit au frais, "
                 "étaler sur 4 mm, découper, cuire 12 min à 180 °C.\n",
    "bolo": "Sauce bolognaise (grande quantité, à congeler)\n1 kg de haché porc-boeuf, 2 oignons, 3 carottes, "
            "2 branches de "
            "céleri, 3 boîtes de tomates concassées, concentré de tomate, 1 verre de vin rouge, origan.\n"
            "Mijoter 2 h. Se congèle en portions de 500 g (Louise adore).\n",
}


def t_recette(name: str):
    def f(r: random.Random, dt: datetime) -> str:
        return RECETTES[name]
    return f


def t_bail_etterbeek(r: random.Random, dt: datetime) -> str:
    return """BAIL DE RÉSIDENCE PRINCIPALE (bail type - loi du 20 février 1991)
Bailleur : Monsieur Gérard PIETTE, Avenue de Tervueren 301, 1150 Woluwe-Saint-Pierre
Preneurs : Madame Sophie DUMONT et Monsieur Thomas VERHAEGEN
Bien loué : appartement 2e étage gauche, Rue des Champs 41, 1040 Etterbeek - 2 chambres, cave n° 5
Durée : 9 ans à partir du 1er mars 2016 - Loyer : 890,00 € par mois + provision charges 60,00 €
Garantie locative : 1.700,00 € (deux mois) sur compte bloqué BNP Paribas Fortis
État des lieux d'entrée : le 28 février 2016 - Enregistré au bureau de Bruxelles 3 le 22 mars 2016
Fait à Etterbeek le 15 février 2016.
"""


# --------------------------------------------------------------------------- build

EXE = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00\xb8\x00\x00\x00\x00\x00\x00\x00@\x00"
OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1\x00\x00\x00\x00\x00\x00\x00\x00"
DESKTOP_INI = ("\ufeff[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21798\r\n"
               "IconResource=%SystemRoot%\\system32\\imageres.dll,-183\r\n").encode("utf-16-le")


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
        if rel.startswith("Ancien PC/") and ext == "txt":
            return content.replace("\n", "\r\n").encode("cp1252", "replace")
        return content.encode("utf-8")

    def add(rel: str, bucket: str, topic: str, age: float, content, hard: bool = False) -> None:
        assert all(i.rel != rel for i in items), rel
        write(rel, encode(rel, content, age), age)
        items.append(Item(rel, bucket, topic, hard))

    def dot(rel: str, data: bytes, age: float) -> None:
        write(rel, data, age)

    def photo(rel: str, bucket: str, topic: str, age: float, exif: bool = True) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if exif and ext in ("jpg", "jpeg") else "")

    def cam(folder: str, when: datetime, bucket: str = "Resources", topic: str = "Photos", style: str = "IMG") -> None:
        age = (NOW.replace(tzinfo=None) - when).total_seconds() / DAY
        if style == "IMG":
            name = f"IMG_{when:%Y%m%d_%H%M%S}.jpg"
        elif style == "SAM":
            name = f"{when:%Y%m%d_%H%M%S}.jpg"
        elif style == "WA":
            name = f"IMG-{when:%Y%m%d}-WA{r.randint(0, 60):04d}.jpg"
        else:
            name = f"IMG_{r.randint(1000, 9999)}.HEIC"
        photo(f"{folder}/{name}", bucket, topic, age, exif=style in ("IMG", "SAM"))

    def days_since(y: int, m: int, d: int) -> float:
        return (NOW.replace(tzinfo=None) - datetime(y, m, d, 12)).total_seconds() / DAY

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

    # ------------------------------------------------------------ Documents/Maison Evere (Projects Home)
    d = "Documents/Maison Evere"
    add(f"{d}/visites maisons 2026.docx", P, "Home", 55, t_visites)
    add(f"{d}/Compromis/Compromis Stuckens 57 signé.pdf", P, "Home", 43, t_compromis)
    add(f"{d}/Compromis/annexe PEB.pdf", P, "Home", 70, t_peb)
    add(f"{d}/Compromis/annexe PV contrôle électrique.pdf", P, "Home", 69, t_rgie)
    add(f"{d}/Compromis/renseignements urbanistiques Evere.pdf", P, "Home", 61, t_urbanisme)
    add(f"{d}/Compromis/offre acceptée Immo Lambermont.eml", P, "Home", 56, t_mail_agence)
    add(f"{d}/Notaire/provision frais Dewandre.pdf", P, "Home", 12, t_notaire)
    add(f"{d}/Notaire/questions notaire.docx", P, "Home", 9, t_questions_notaire)
    add(f"{d}/Crédit/Offre Belfius 2026-HYP-0881437.pdf", P, "Home", 14, t_offre_credit)
    add(f"{d}/Crédit/comparatif banques.xlsx", P, "Home", 36, t_comparatif)
    dot(f"{d}/Crédit/.~lock.comparatif banques.xlsx#",
        b",Sophie Dumont,FAMILLE-PC,28.04.2026 21:14,file:///C:/Users/Famille/AppData/Roaming/LibreOffice/4;", 34)
    add(f"{d}/Crédit/SRD Belfius Insurance proposition.pdf", P, "Home", 15, t_srd)
    add(f"{d}/Crédit/documents demandés banque.txt", P, "Home", 33, t_bank_list)
    add(f"{d}/Inspection/rapport Verstraeten 9 avril.pdf", P, "Home", 51, t_inspection)
    add(f"{d}/Travaux/devis électricité Elec-Service.pdf", P, "Home", 19, t_devis_elec)
    add(f"{d}/Travaux/devis toiture Renard.pdf", P, "Home", 10, t_devis_toiture)
    add(f"{d}/Travaux/déménagement devis Brusselmans.eml", P, "Home", 4, t_demenageur26)
    add(f"{d}/budget achat maison.xlsx", P, "Home", 5, t_budget_maison)
    for when in (datetime(2026, 3, 7, 10, 32, 11), datetime(2026, 3, 7, 10, 35, 48), datetime(2026, 3, 7, 10, 41, 2),
                 datetime(2026, 4, 9, 14, 12, 40), datetime(2026, 4, 9, 14, 20, 5)):
        cam(f"{d}/Photos visite", when, P, "Home")

    # ------------------------------------------------------------ Documents/Appartement (Areas Home)
    d = "Documents/Appartement"
    add(f"{d}/Bail Avenue Rogier 214.pdf", A, "Home", 697, t_bail)
    add(f"{d}/état des lieux entrée 1-8-2024.pdf", A, "Home", 669, t_edl_entree)
    add(f"{d}/garantie locative Belfius.pdf", A, "Home", 676, t_garantie)
    add(f"{d}/indexation loyer août 2025.pdf", A, "Home", 335, t_indexation)
    add(f"{d}/décompte charges 2025 syndic.pdf", A, "Home", 48, t_charges)
    add(f"{d}/Énergie/Luminus régularisation 2025.pdf", A, "Home", 430, t_energie)
    add(f"{d}/Énergie/Luminus régularisation 2026.pdf", A, "Home", 66, t_energie)
    add(f"{d}/Vivaqua facture 2025.pdf", A, "Home", 160, t_eau)
    add(f"{d}/Orange facture mai 2026.pdf", A, "Home", 11, t_internet)
    add(f"{d}/Orange facture avril 2026.pdf", A, "Home", 41, t_internet)
    add(f"{d}/assurance habitation P&V.pdf", A, "Home", 304, t_assurance_hab)

    # ------------------------------------------------------------ Documents/Hôpital (Areas Nursing + Resources)
    d = "Documents/Hôpital"
    for age in (1, 32, 62, 93, 123, 154):
        dt = NOW - timedelta(days=age)
        add(f"{d}/Fiches de paie/fiche de paie {dt:%Y-%m}.pdf", A, "Nursing", age, t_fiche_paie)
    add(f"{d}/Plannings/planning mai 2026.xlsx", A, "Nursing", 38, t_planning)
    add(f"{d}/Plannings/planning avril 2026 v2.xlsx", A, "Nursing", 66, t_planning)
    add(f"{d}/Plannings/planning juin 2026.xlsx", A, "Nursing", 3, t_planning)
    add(f"{d}/Formations/attestation ECMO.pdf", A, "Nursing", 81, lambda r, dt: t_formation(r, dt, 0))
    add(f"{d}/Formations/attestation formation 2025.pdf", A, "Nursing", 290, t_formation)
    add(f"{d}/Formations/attestation formation 2024.pdf", A, "Nursing", 610, t_formation)
    add(f"{d}/congés été 2026.eml", A, "Nursing", 18, t_mail_cadre)
    add(f"{d}/demande congés juillet.docx", A, "Nursing", 44, t_conges)
    add(f"{d}/entretien de fonctionnement 2025.docx", A, "Nursing", 205, t_evaluation)
    add(f"{d}/agrément titre SIAMU SPF.pdf", A, "Nursing", 2430, t_tpp)
    add(f"{d}/avenant contrat 4-5 temps.pdf", A, "Nursing", 830, t_avenant)
    add(f"{d}/Protocoles/protocole sédation analgésie USI.pdf", R, "Nursing", 560, t_sedation)
    add(f"{d}/Protocoles/tableau dilutions IV.xlsx", R, "Nursing", 480, t_dilution)
    add(f"{d}/Protocoles/échelle CPOT.pdf", R, "Nursing", 900, t_cpot)
    add(f"{d}/Protocoles/ALS aide-mémoire.txt", R, "Nursing", 250, t_als)

    # ---------------------------------------- Documents/Spécialisation palliatifs (Projects Nursing)
    d = "Documents/Spécialisation palliatifs"
    add(f"{d}/attestation inscription 2025-2026.pdf", P, "Nursing", 250, t_inscription)
    add(f"{d}/horaire cours 2025-2026.ics", P, "Nursing", 170, t_cours_ics)
    add(f"{d}/Cours/Module 1 - Concepts et législation.pdf", P, "Nursing", 215, t_module(1))
    add(f"{d}/Cours/Module 3 - Contrôle des symptômes.pdf", P, "Nursing", 120, t_module(3))
    add(f"{d}/Cours/Module 4 - Deuil et accompagnement.pdf", P, "Nursing", 95, t_module(4))
    add(f"{d}/Stage/rapport de stage La Clairière.docx", P, "Nursing", 58, t_stage)
    add(f"{d}/Stage/grille évaluation stage.pdf", P, "Nursing", 62, t_carnet_stage)
    m = f"{d}/Mémoire"
    add(f"{m}/plan mémoire v3.docx", P, "Nursing", 100, t_plan_memoire)
    add(f"{m}/Mémoire_Dumont_v7.docx", P, "Nursing", 16, t_memoire)
    add(f"{m}/Mémoire_Dumont_v7 (1).docx", P, "Nursing", 16, t_memoire)
    add(f"{m}/guide entretien infirmières.docx", P, "Nursing", 140, t_guide)
    add(f"{m}/consentement éclairé.docx", P, "Nursing", 130, t_consentement)
    add(f"{m}/avis comité éthique CE 2026-031.pdf", P, "Nursing", 116, t_ethique)
    add(f"{m}/bibliographie.txt", P, "Nursing", 7, t_biblio)
    add(f"{m}/mail Marchal chapitre 4.eml", P, "Nursing", 11, t_mail_promotrice)
    for n, age in ((1, 104), (2, 97), (3, 90), (4, 76), (5, 69), (6, 62)):
        add(f"{m}/Retranscriptions/entretien_E{n}.docx", P, "Nursing", age, t_transcript(n))
    for i, (name, age) in enumerate((("Hendriks 2024 nurses WLST review.pdf", 180),
                                     ("Davidson family-centered care limitation.pdf", 176),
                                     ("Okafor moral distress ICU nurses.pdf", 150),
                                     ("Lindgren family meetings end of life ICU.pdf", 139))):
        add(f"{m}/Articles/{name}", P, "Nursing", age, t_article(i))
    add(f"{m}/Articles/commande OUP livres.pdf", P, "Nursing", 160, t_oup)

    # ------------------------------------------------------------ Documents/Thomas (Areas Work)
    d = "Documents/Thomas/Werk"
    for age in (6, 37, 67):
        dt = NOW - timedelta(days=age + 6)
        add(f"{d}/loonfiche {dt:%Y-%m}.pdf", A, "Work", age, t_loonfiche)
    add(f"{d}/telewerkovereenkomst 2025.pdf", A, "Work", 380, t_telewerk)
    add(f"{d}/evaluatie 2025 verslag.docx", A, "Work", 160, t_evaluatie)
    add(f"{d}/certificat ERAP marchés publics.pdf", A, "Work", 230, t_erap)
    add(f"{d}/teamvergadering bezwaren.eml", A, "Work", 27, t_mail_collega)
    add("Documents/Thomas/CV Thomas NL 2025.docx", A, "Work", 410, t_cv_thomas)

    # ------------------------------------------------------------ Documents/Impôts + Banque (Areas Finance)
    d = "Documents/Impôts"
    add(f"{d}/AER exercice 2025.pdf", A, "Finance", 300, t_aer)
    add(f"{d}/AER exercice 2024.pdf", A, "Finance", 665, t_aer)
    add(f"{d}/Tax-on-web 2026 récapitulatif brouillon.pdf", A, "Finance", 4, t_taxonweb)
    add(f"{d}/2026 (revenus 2025)/attestation épargne-pension 2025.pdf", A, "Finance", 100, t_28160)
    add(f"{d}/2026 (revenus 2025)/titres-services attestation fiscale.pdf", A, "Finance", 95, t_titres_services)
    add(f"{d}/2026 (revenus 2025)/fiscaal attest kinderopvang 281.86.pdf", A, "Finance", 88, t_kinderopvang)
    add(f"{d}/2026 (revenus 2025)/fiche 281.10 Sophie.pdf", A, "Finance", 110, t_281_10(SOPHIE))
    add(f"{d}/2026 (revenus 2025)/fiche 281.10 Thomas.pdf", A, "Finance", 108, t_281_10(THOMAS))
    d = "Documents/Banque"
    for age in (2, 33, 63):
        dt = NOW - timedelta(days=age)
        add(f"{d}/Extraits/extrait Belfius {dt:%Y-%m}.pdf", A, "Finance", age, t_extrait)
    add(f"{d}/épargne relevé annuel 2025.pdf", A, "Finance", 140, t_epargne)
    add(f"{d}/budget familial 2026.xlsx", A, "Finance", 9, t_budget)
    add(f"{d}/Famiris allocations familiales.pdf", A, "Finance", 480, t_famiris)

    # ------------------------------------------------------------ Documents/Santé (Areas Health)
    d = "Documents/Santé"
    add(f"{d}/Mutuelle/décompte Horizon mars.pdf", A, "Health", 75, t_mutuelle_fr)
    add(f"{d}/Mutuelle/décompte Horizon mai.pdf", A, "Health", 8, t_mutuelle_fr)
    add(f"{d}/Mutuelle/ziekenfonds Thomas terugbetaling.pdf", A, "Health", 26, t_mutuelle_nl)
    add(f"{d}/Noah vaccinaties Kind en Gezin.pdf", A, "Health", 380, t_vaccin)
    add(f"{d}/prise de sang Thomas 2026.pdf", A, "Health", 44, t_labo)
    add(f"{d}/dentiste Louise.pdf", A, "Health", 150, t_dentiste)
    add(f"{d}/assurance hospitalisation AG.pdf", A, "Health", 520, t_hospi)
    add(f"{d}/lunettes Thomas devis.pdf", A, "Health", 21, t_opticien)

    # ------------------------------------------------------------ Documents/Voiture (Areas Car)
    d = "Documents/Voiture"
    add(f"{d}/contrôle technique 2026.pdf", A, "Car", 28, t_ct)
    add(f"{d}/assurance auto échéance 2026.pdf", A, "Car", 60, t_assurance_auto)
    add(f"{d}/taxe de circulation 2026.pdf", A, "Car", 47, t_taxe_circ)
    add(f"{d}/Garage Helmet entretien.pdf", A, "Car", 135, t_garage)
    add(f"{d}/carnet entretien Skoda.xlsx", A, "Car", 135, t_carnet_voiture)

    # ---------------------------------------- Documents/École Louise + Kinderdagverblijf Noah (Areas Children)
    d = "Documents/École Louise"
    add(f"{d}/bulletin 2e primaire période 2.pdf", A, "Children", 150, t_bulletin)
    add(f"{d}/frais scolaires mars-avril.pdf", A, "Children", 32, t_frais_ecole)
    add(f"{d}/frais scolaires janvier-février.pdf", A, "Children", 95, t_frais_ecole)
    add(f"{d}/natation Dauphins inscription.pdf", A, "Children", 265, t_natation)
    add(f"{d}/réunion parents février.txt", A, "Children", 105, t_reunion_parents)
    d = "Documents/Kinderdagverblijf Noah"
    add(f"{d}/factuur maart 2026.pdf", A, "Children", 58, t_creche_factuur)
    add(f"{d}/factuur april 2026.pdf", A, "Children", 28, t_creche_factuur)
    add(f"{d}/opvangovereenkomst De Speelvogel.pdf", A, "Children", 702, t_opvangcontract)
    add(f"{d}/nieuwsbrief lente.pdf", A, "Children", 62, t_creche_news)
    add(f"{d}/inschrijving De Kleine Prins.pdf", A, "Children", 74, t_kleuterschool)

    # ------------------------------------------------------------ Documents/Scouts (Areas + Resources Scouts)
    d = "Documents/Scouts"
    add(f"{d}/PV staff d'unité mars 2026.docx", A, "Scouts", 80, t_pv_staff)
    add(f"{d}/PV staff d'unité mai 2026.docx", A, "Scouts", 17, t_pv_staff)
    add(f"{d}/liste animés 2025-2026.xlsx", A, "Scouts", 240, t_liste_animes)
    add(f"{d}/cotisations 2025-2026.xlsx", A, "Scouts", 150, t_cotisations)
    add(f"{d}/souper d'unité 2026 bilan.xlsx", A, "Scouts", 82, t_souper)
    add(f"{d}/Camps 2026/déclarations camps fédé.eml", A, "Scouts", 45, t_mail_fede)
    add(f"{d}/Camps 2026/fiche santé vierge.docx", A, "Scouts", 43, t_fiche_sante)
    add(f"{d}/Jeux/grand jeu contrebandiers.txt", R, "Scouts", 620, t_jeu)
    add(f"{d}/Jeux/carnet de chants.pdf", R, "Scouts", 900, t_chants)

    # ------------------------------------------------------------ Documents/Communion Louise (Projects Family)
    d = "Documents/Communion Louise"
    add(f"{d}/invitation communion Louise.docx", P, "Family", 62, t_invitation)
    add(f"{d}/liste invités.xlsx", P, "Family", 6, t_invites)
    add(f"{d}/devis traiteur Debaere.pdf", P, "Family", 47, t_traiteur)
    add(f"{d}/convention salle Les Glycines.pdf", P, "Family", 88, t_salle)
    add(f"{d}/paroisse infos parents.pdf", P, "Family", 120, t_paroisse)
    add(f"{d}/commande pièce montée.eml", P, "Family", 20, t_gateau)
    for when in (datetime(2026, 5, 24, 16, 2, 9), datetime(2026, 5, 24, 16, 4, 51)):
        cam("Images/Communion essai déco", when, P, "Family")

    # ------------------------------------------------------------ Documents/Vacances (Projects / Archive Travel)
    d = "Documents/Vacances"
    add(f"{d}/Portugal 2026/vols Brussels Airlines.pdf", P, "Travel", 96, t_vol)
    add(f"{d}/Portugal 2026/Airbnb Lagos Casa Azul.pdf", P, "Travel", 118, t_airbnb)
    add(f"{d}/Portugal 2026/hôtel Lisbonne Booking.pdf", P, "Travel", 58, t_hotel_lis)
    add(f"{d}/Portugal 2026/itinéraire.md", P, "Travel", 13, t_itineraire)
    add(f"{d}/Crète 2023/TUI confirmation.pdf", X, "Travel", days_since(2023, 4, 20), t_crete)
    add(f"{d}/Ardennes 2024/gîte du Moulin.pdf", X, "Travel", days_since(2024, 9, 2), t_gite)
    add(f"{d}/Barcelone 2025/hotel Casa Gracia.pdf", X, "Travel", days_since(2025, 2, 11), t_barcelone)

    # ------------------------------------------------------------ Documents/Recettes (Resources Cooking)
    d = "Documents/Recettes"
    add(f"{d}/carbonnades flamandes.txt", R, "Cooking", 540, t_recette("carbonnades"))
    add(f"{d}/waterzooi Oma.docx", R, "Cooking", 800, t_recette("waterzooi"))
    add(f"{d}/gaufres de Liège.pdf", R, "Cooking", 420, t_recette("gaufres"))
    add(f"{d}/bolo congélation.txt", R, "Cooking", 190, t_recette("bolo"))

    # ------------------------------------------------------------ Documents/Scans (hard: scanner names only)
    d = "Documents/Scans"
    for n, b, tp, age, tmpl in ((1, A, "Home", 696, t_bail), (2, A, "Home", 668, t_edl_entree),
                                (3, X, "Home", 670, t_edl_sortie), (4, A, "Finance", 600, t_famiris),
                                (7, A, "Home", 679, t_garantie), (12, A, "Car", 500, t_riverain),
                                (15, A, "Health", 420, t_kine), (19, A, "Children", 700, t_opvangcontract),
                                (23, A, "Nursing", 829, t_avenant), (24, A, "Health", 379, t_vaccin),
                                (31, P, "Home", 43, t_compromis), (32, P, "Home", 45, t_rgie),
                                (33, P, "Family", 119, t_paroisse), (34, A, "Children", 60, t_bulletin),
                                (35, A, "Nursing", 150, t_tpp), (36, P, "Nursing", 50, t_carnet_stage)):
        add(f"{d}/scan_{n:04d}.pdf", b, tp, age, tmpl, hard=True)
    add(f"{d}/Thumbs.db", L, "System", 43, _blob(r, OLE, 700))

    # ------------------------------------------------------------ Documents/Divers (hard: says nothing)
    d = "Documents/Divers"
    add(f"{d}/document.docx", A, "Work", 395, t_cv_thomas, hard=True)
    add(f"{d}/texte.txt", R, "Cooking", 1200, t_recette("stoemp"), hard=True)
    add(f"{d}/Nouveau document.docx", X, "Family", 2450, t_discours, hard=True)
    add(f"{d}/copie.pdf", X, "Home", 660, t_changement_adresse, hard=True)
    add(f"{d}/doc.pdf", X, "Travel", 600, t_gite, hard=True)
    add(f"{d}/info.pdf", A, "Children", 60, t_creche_news, hard=True)
    add(f"{d}/à lire.pdf", A, "Health", 140, t_hospi, hard=True)

    # ------------------------------------------------------------ Téléchargements (the heap)
    d = "Téléchargements"
    add(f"{d}/Compromis_Stuckens57_signe.pdf", P, "Home", 43, t_compromis)
    add(f"{d}/Compromis_Stuckens57_signe (1).pdf", P, "Home", 42, t_compromis)
    add(f"{d}/Offre_credit_hypothecaire_0881437.pdf", P, "Home", 14, t_offre_credit)
    add(f"{d}/PEB_20260311-0000584213-01.pdf", P, "Home", 71, t_peb)
    add(f"{d}/fiche_paie_2026_05.pdf", A, "Nursing", 1, t_fiche_paie)
    add(f"{d}/Loonfiche_april_2026.pdf", A, "Work", 36, t_loonfiche)
    add(f"{d}/AER_2025_revenus_2024.pdf", A, "Finance", 301, t_aer)
    add(f"{d}/e-ticket SN3813 Faro.pdf", P, "Travel", 95, t_vol)
    add(f"{d}/Guerin voucher Faro.pdf", P, "Travel", 71, t_location)
    add(f"{d}/Module4_Deuil_accompagnement.pdf", P, "Nursing", 94, t_module(4))
    add(f"{d}/moral_distress_icu_nurses_review.pdf", P, "Nursing", 151, t_article(2))
    add(f"{d}/CPOT_version_francaise.pdf", R, "Nursing", 610, t_cpot)
    add(f"{d}/Factuur_DeSpeelvogel_2026-05.pdf", A, "Children", 3, t_creche_factuur)
    add(f"{d}/classes_vertes_2P_juin.pdf", A, "Children", 24, t_circulaire)
    add(f"{d}/stage_ete_multisports_confirmation.pdf", A, "Children", 39, t_stage_ete)
    add(f"{d}/devis_traiteur_communion.pdf", P, "Family", 48, t_traiteur)
    add(f"{d}/fiche-sante-camp-2026.docx", A, "Scouts", 44, t_fiche_sante)
    add(f"{d}/certificat_autosecurite.pdf", A, "Car", 28, t_ct)
    add(f"{d}/Vivaqua_facture.pdf", A, "Home", 160, t_eau)
    for name, age in (("eid-mw-5.1.21-v5.1.21.msi", 410), ("eIDViewer-5.1.21.msi", 410),
                      ("Firefox Setup 138.0.exe", 60),
                      ("vlc-3.0.21-win64.exe", 300), ("ZoomInstallerFull.exe", 230),
                      ("LibreOffice_25.2.3_Win_x86-64.msi", 50), ("AcroRdrDCx642500120432_fr_FR.exe", 140)):
        add(f"{d}/{name}", R, "Software", age, _blob(r, OLE if name.endswith(".msi") else EXE, 2500))
    for title, author, lang, age in (("L'Affaire Alaska Sanders", "Joël Dicker", "fr", 700),
                                     ("La vraie vie", "Adeline Dieudonné", "fr", 520),
                                     ("Oorlog en terpentijn", "Stefan Hertmans", "nl", 380),
                                     ("Soif", "Amélie Nothomb", "fr", 260)):
        add(f"{d}/{author} - {title}.epub", R, "Books", age,
            _epub(title, author, lang, f"{title}. Premier chapitre / eerste hoofdstuk. {author}."))
    add(f"{d}/IMG_export_20260530.zip.crdownload", L, "System", 2, _blob(r, b"PK\x03\x04", 1800))
    add(f"{d}/Lisboa_guia_familias.pdf.part", L, "System", 12, _blob(r, b"%PDF-1.6\n", 1400))
    # the hard ones: downloads whose names say nothing
    for name, b, tp, age, tmpl in (
            ("document.pdf", P, "Home", 12, t_notaire), ("document (1).pdf", A, "Finance", 90, t_28160),
            ("document (2).pdf", A, "Health", 33, t_prescription), ("document (3).pdf", P, "Nursing", 115, t_ethique),
            ("document (4).pdf", A, "Car", 200, t_taxe_circ), ("download.pdf", P, "Home", 62, t_urbanisme),
            ("download (1).pdf", A, "Children", 250, t_natation),
            ("Document_20260412.pdf", P, "Home", 50, t_inspection),
            ("Document_20260503.pdf", A, "Home", 29, t_charges), ("print.pdf", P, "Travel", 70, t_location),
            ("attachment.pdf", A, "Work", 140, t_erap), ("attachment (1).pdf", A, "Nursing", 80, t_formation),
            ("fichier.pdf", A, "Finance", 110, t_titres_services), ("telechargement.pdf", A, "Health", 400, t_hospi),
            ("pdf.pdf", A, "Children", 75, t_kleuterschool), ("Scan2026-04-28.pdf", P, "Family", 34, t_salle),
            ("file.pdf", X, "Home", 650, t_liberation), ("export.csv", A, "Scouts", 60, t_liste_animes),
            ("export (1).csv", A, "Nursing", 15, t_planning), ("data.xlsx", P, "Home", 38, t_comparatif),
            ("Feuil1.xlsx", A, "Scouts", 100, t_cotisations), ("message.eml", P, "Nursing", 10, t_mail_promotrice),
            ("message (1).eml", A, "Home", 8, t_syndic_mail), ("invite.ics", P, "Nursing", 160, t_cours_ics),
            ("Document1.docx", A, "Work", 20, t_nota), ("ATT00001.pdf", A, "Health", 45, t_labo),
            ("ATT00002.pdf", A, "Finance", 63, t_extrait), ("unnamed.pdf", P, "Travel", 57, t_hotel_lis)):
        add(f"{d}/{name}", b, tp, age, tmpl, hard=True)
    add(f"{d}/desktop.ini", L, "System", 900, DESKTOP_INI)

    # ------------------------------------------------------------ Bureau
    d = "Bureau"
    add(f"{d}/Mémoire_Dumont_v8.docx", P, "Nursing", 0.5, t_memoire)
    add(f"{d}/~$moire_Dumont_v8.docx", L, "System", 0.4,
        b"\x0cSophie Dumont" + b"\x00" * 40 + "\x0cSophie".encode("utf-16-le"))
    add(f"{d}/budget maison.xlsx", P, "Home", 2, t_budget_maison)
    add(f"{d}/planning juin.xlsx", A, "Nursing", 6, t_planning)
    add(f"{d}/COMMUNION à faire.txt", P, "Family", 1, t_todo_communion)
    add(f"{d}/valise Portugal.txt", P, "Travel", 5, t_valise)
    add(f"{d}/préavis Vandenbroucke.docx", P, "Home", 3, t_preavis)
    add(f"{d}/Capture d'écran 2026-05-29 221403.png", R, "Photos", 3, "")
    add(f"{d}/desktop.ini", L, "System", 1500, DESKTOP_INI)
    for name, b, tp, age, tmpl in (
            ("Nouveau document texte.txt", P, "Home", 30, t_bank_list),
            ("Nouveau document texte (2).txt", R, "Scouts", 140, t_jeu),
            ("sans titre.txt", P, "Nursing", 20, t_biblio), ("Document1.docx", P, "Nursing", 40, t_plan_memoire),
            ("Document2.docx", A, "Nursing", 30, t_conges), ("Doc1.docx", P, "Family", 55, t_invitation),
            ("brouillon.docx", P, "Nursing", 128, t_consentement), ("notes.txt", P, "Home", 54, t_visites),
            ("liste.txt", X, "Home", 680, t_checklist_dem24), ("Feuille de calcul.xlsx", A, "Finance", 12, t_budget)):
        add(f"{d}/{name}", b, tp, age, tmpl, hard=True)

    # ------------------------------------------------------------ Images (Resources Photos, except current projects)
    shots = [datetime(2024, 8, 3, 11, 5, 2), datetime(2024, 9, 1, 8, 12, 44), datetime(2024, 12, 24, 19, 40, 13),
             datetime(2024, 12, 25, 12, 3, 9), datetime(2024, 10, 27, 15, 22, 31), datetime(2025, 2, 9, 16, 30, 0),
             datetime(2025, 4, 6, 11, 42, 18), datetime(2025, 4, 7, 17, 5, 51), datetime(2025, 6, 21, 14, 48, 26),
             datetime(2025, 9, 1, 8, 3, 12), datetime(2025, 11, 21, 18, 15, 40), datetime(2025, 12, 6, 9, 1, 7),
             datetime(2026, 1, 1, 0, 12, 55), datetime(2026, 2, 9, 17, 25, 4), datetime(2026, 3, 22, 13, 10, 19),
             datetime(2026, 4, 18, 12, 31, 46), datetime(2026, 5, 10, 10, 2, 33), datetime(2026, 5, 23, 15, 44, 20)]
    for when in shots:
        cam(f"Images/{when.year}", when)
    for _ in range(4):
        cam("Images/2026", datetime(2026, r.randint(1, 5), r.randint(1, 27), r.randint(8, 20), 0, 0), style="HEIC")
    for when in (datetime(2026, 1, 14, 9, 3, 22), datetime(2026, 3, 2, 21, 47, 5), datetime(2026, 4, 28, 12, 9, 40),
                 datetime(2026, 5, 12, 14, 32, 1), datetime(2026, 5, 18, 22, 5, 19)):
        photo(f"Images/Captures d'écran/Capture d'écran {when:%Y-%m-%d %H%M%S}.png", R, "Photos",
              (NOW.replace(tzinfo=None) - when).total_seconds() / DAY)
    for when in (datetime(2026, 2, 14), datetime(2026, 4, 1), datetime(2026, 5, 3), datetime(2026, 5, 17)):
        cam("Images/WhatsApp Images", when, style="WA")
    for when in (datetime(2019, 9, 14, 11, 21, 7), datetime(2019, 9, 14, 13, 2, 45), datetime(2019, 9, 14, 22, 48, 10)):
        cam("Images/Mariage 2019", when, style="SAM")
    for when in (datetime(2023, 7, 10, 10, 4, 41), datetime(2023, 7, 14, 19, 30, 2), datetime(2023, 7, 18, 12, 15, 33)):
        cam("Images/Vacances/Crète 2023", when, style="SAM")
    for when in (datetime(2026, 4, 18, 11, 55, 30), datetime(2026, 5, 9, 18, 2, 14)):
        cam("Images/Maison Evere", when, P, "Home")
    add("Images/desktop.ini", L, "System", 1500, DESKTOP_INI)

    # ------------------------------------------------------------ Musique (Resources Music)
    for artist, title, album, age in (("Stromae", "Santé", "Multitude", 900),
                                      ("Angèle", "Bruxelles je t'aime", "Nonante-Cinq", 800),
                                      ("Angèle", "Balance ton quoi", "Brol", 1100),
                                      ("K3", "Waar is de zon", "Dromen", 500),
                                      ("Henri Dès", "Le petit zinzin", "Les plus belles chansons", 480),
                                      ("Arno", "Les yeux de ma mère", "À la française", 1300),
                                      ("Clouseau", "Altijd heb ik je lief", "Close Encounters", 1250)):
        add(f"Musique/{artist}/{album}/{title}.mp3", R, "Music", age, _id3(r, title, artist, album))

    # ------------------------------------------------------------ Ancien PC (copy of the old laptop, January 2021)
    d = "Ancien PC/Mes documents"
    add(f"{d}/Mariage/devis photographe Studio Lumen.pdf", X, "Family", days_since(2019, 1, 12), t_photographe)
    add(f"{d}/Mariage/budget mariage.xlsx", X, "Family", days_since(2019, 10, 2), t_budget_mariage)
    add(f"{d}/Mariage/discours Pieter.docx", X, "Family", days_since(2019, 9, 10), t_discours)
    add(f"{d}/Mariage/déclaration mariage Etterbeek.pdf", X, "Family", days_since(2019, 6, 3), t_mairie)
    add(f"{d}/Mariage/faire-part final.docx", X, "Family", days_since(2019, 4, 22), t_fairepart)
    add(f"{d}/Tilleuls/fiche de paie mars 2016.pdf", X, "Nursing", days_since(2016, 3, 28), t_paie_tilleuls)
    add(f"{d}/Tilleuls/fiche de paie octobre 2017.pdf", X, "Nursing", days_since(2017, 10, 27), t_paie_tilleuls)
    add(f"{d}/Tilleuls/planning Glycines mars 2017.xlsx", X, "Nursing", days_since(2017, 2, 20), t_planning_tilleuls)
    add(f"{d}/Tilleuls/certificat de travail.pdf", X, "Nursing", days_since(2018, 9, 3), t_certif_tilleuls)
    add(f"{d}/Impôts/AER 2019.pdf", A, "Finance", days_since(2019, 9, 20), t_aer)
    add(f"{d}/Impôts/AER 2020.pdf", A, "Finance", days_since(2020, 9, 18), t_aer)
    add(f"{d}/Appart Etterbeek/bail Rue des Champs 2016.pdf", X, "Home", days_since(2016, 2, 16), t_bail_etterbeek)
    add(f"{d}/Voiture/vente Peugeot 207.pdf", X, "Car", days_since(2020, 3, 6), t_cession_peugeot)
    add(f"{d}/Recettes/speculoos St Nicolas.txt", R, "Cooking", days_since(2017, 11, 30), t_recette("speculoos"))
    add(f"{d}/Recettes/gaufres.txt", R, "Cooking", days_since(2018, 2, 3), t_recette("gaufres"))
    add(f"{d}/Cours/ALS notes.txt", R, "Nursing", days_since(2018, 11, 15), t_als)
    add(f"{d}/Cours/protocole sédation v2017.pdf", R, "Nursing", days_since(2019, 1, 8), t_sedation)
    add(f"{d}/desktop.ini", L, "System", days_since(2014, 5, 1), DESKTOP_INI)
    for name, b, tp, when, tmpl in (
            ("Document1.docx", X, "Nursing", (2018, 6, 25), t_demission_tilleuls),
            ("Nouveau document texte.txt", X, "Travel", (2019, 8, 1), t_sicile),
            ("Sans nom 1.xlsx", X, "Family", (2019, 9, 5), t_plan_table),
            ("scan0001.pdf", X, "Nursing", (2018, 9, 3), t_certif_tilleuls),
            ("doc.pdf", X, "Car", (2020, 3, 6), t_cession_peugeot),
            ("Document2.docx", X, "Family", (2019, 4, 20), t_fairepart)):
        add(f"{d}/{name}", b, tp, days_since(*when), tmpl, hard=True)
    for artist, title, album in (("Zaz", "Je veux", "Zaz"), ("Selah Sue", "Raggamuffin", "Selah Sue")):
        add(f"{d}/Ma musique/{artist} - {title}.mp3", R, "Music", days_since(2014, 3, 2), _id3(r, title, artist, album))
    for when in (datetime(2015, 8, 12, 16, 3, 10), datetime(2016, 3, 1, 18, 40, 2), datetime(2017, 12, 24, 20, 1, 55),
                 datetime(2018, 7, 21, 14, 12, 9), datetime(2019, 9, 22, 19, 5, 31), datetime(2020, 7, 4, 11, 30, 0)):
        cam("Ancien PC/Mes images", when, style="SAM")
    add("Ancien PC/Mes images/Thumbs.db", L, "System", days_since(2020, 7, 4), _blob(r, OLE, 900))

    # ------------------------------------------------------------ 2025 (a year folder of scans and odds)
    d = "2025"
    add(f"{d}/attest kinderopvang 2024.pdf", A, "Finance", 430, t_kinderopvang)
    add(f"{d}/mutuelle remboursement juin.pdf", A, "Health", 350, t_mutuelle_fr)
    add(f"{d}/entretien voiture 2025.pdf", A, "Car", 390, t_garage)
    add(f"{d}/formation ALS attestation.pdf", A, "Nursing", 310, lambda r, dt: t_formation(r, dt, 1))
    for name, b, tp, age, tmpl in (
            ("SCAN0004.pdf", A, "Finance", 300, t_aer), ("SCAN0005.pdf", A, "Health", 330, t_dentiste),
            ("SCAN0009.pdf", A, "Car", 390, t_ct), ("SCAN0011.pdf", A, "Home", 335, t_indexation),
            ("SCAN0012.pdf", X, "Travel", 420, t_barcelone), ("document.pdf", A, "Children", 220, t_frais_ecole),
            ("Document (2).pdf", A, "Scouts", 250, t_pv_staff), ("doc00231.pdf", A, "Work", 180, t_evaluatie),
            ("Classeur1.xlsx", A, "Finance", 200, t_budget), ("sans titre.docx", A, "Nursing", 205, t_evaluation)):
        add(f"{d}/{name}", b, tp, age, tmpl, hard=True)
    for when in (datetime(2025, 1, 19, 10, 20, 5), datetime(2025, 7, 12, 16, 45, 0), datetime(2025, 10, 4, 11, 8, 38)):
        cam(d, when)

    # ------------------------------------------------------------ Sauvegarde téléphone Sophie (Archive Backup)
    d = "Sauvegarde téléphone Sophie"
    for when in (datetime(2022, 6, 14, 18, 33, 22), datetime(2022, 12, 6, 17, 2, 40), datetime(2023, 7, 11, 9, 30, 14),
                 datetime(2023, 7, 16, 20, 12, 3), datetime(2023, 11, 21, 15, 0, 48), datetime(2024, 2, 10, 8, 47, 29),
                 datetime(2024, 2, 11, 14, 5, 2), datetime(2024, 5, 26, 12, 40, 31)):
        cam(f"{d}/DCIM/Camera", when, X, "Backup", style="SAM")
    for when in (datetime(2023, 3, 4), datetime(2023, 9, 30), datetime(2024, 1, 15), datetime(2024, 6, 2)):
        cam(f"{d}/WhatsApp/Media/WhatsApp Images", when, X, "Backup", style="WA")
    add(f"{d}/WhatsApp/Media/WhatsApp Documents/planning USI juillet 2023.pdf", X, "Backup",
        days_since(2023, 6, 20), t_planning)
    add(f"{d}/Download/AER_2023.pdf", X, "Backup", days_since(2023, 9, 25), t_aer)
    add(f"{d}/Download/Kids-ID Louise rendez-vous.pdf", X, "Backup", days_since(2024, 3, 8),
        "Commune d'Etterbeek - Service Population\nConfirmation de rendez-vous : demande de Kids-ID\n"
        "Enfant : VERHAEGEN Louise - mardi 19 mars 2024 à 15h20, guichet 4\n"
        "Se présenter avec l'enfant, une photo récente conforme et 7,50 EUR (paiement par carte).\n")
    add(f"{d}/Documents/liste courses.txt", X, "Backup", days_since(2024, 6, 29),
        "lait, pain, couches taille 3, compotes, café, yaourts Louise, tomates, Dafalgan sirop\n")
    add(f"{d}/Documents/notes garde.txt", X, "Backup", days_since(2024, 5, 2),
        "Nuit 2-3/5 : lit 4 ECMO, lit 6 sortie prévue. Demander échange 14/5 avec Manon.\n")

    return items
