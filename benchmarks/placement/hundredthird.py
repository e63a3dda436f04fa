"""A hundred-and-third unseen labelled corpus: the Poulin-Veilleux family's shared desktop PC at their maple farm in Beauce, ``build(root, seed)``, written blind.

What was read to write it: ``benchmarks/placement/unseen.py`` lines 1-220 (its docstring and the helpers
``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``) and lines
1296-1360 (the write / encode / add / dot / photo helpers at the start of its ``build()``);
``benchmarks/placement/corpus.py`` lines 1-30 (``Item``, ``NOW``, ``NOW_S``, ``DAY``) and lines 169-215,
i.e. ``_pdf`` and ``_jpeg`` plus, by overshoot, the first eleven lines of corpus.py's own ``build()``
(a loop writing ``NAMED`` files to ``Downloads``); ``benchmarks/placement/blind.py`` lines 74-110
(``_d``, ``_money``, ``_docx``, ``HEIC_HEAD``) and 1321-1335 (``_png``). Slips, stated here as the brief
asks: a ``grep -n`` for ``HEIC_HEAD`` in blind.py also printed two lines of its body (1218 and 1291, two
``put(...)`` calls writing HEIC files), ``ls benchmarks/placement | wc -l`` printed a file count, and one
``git status --short`` was run (it printed nothing). Nothing under ``foldwise/``, ``docs/``, ``tests/`` or
``scripts/`` was read, no benchmark or placement result was seen, and foldwise was never run.

The person(s): the Poulin-Veilleux family of Saint-Théophile, Beauce, Québec. Martin Poulin (47) and
Geneviève Veilleux (45) own Érablière Poulin inc., a maple sugarbush of 14 520 taps (rang 6) with a
sugar-shack restaurant, "Cabane à sucre Chez Poulin", open on weekends and for groups from early March to
the end of April. Martin runs the sugarbush and the syrup production; Geneviève keeps the books, runs the
restaurant season (about fifteen seasonal staff, menus, group bookings) and the household paperwork.
Their children are Félix (14, secondaire 3, plays M15 hockey with the Élans de la Haute-Beauce) and
Rosalie (10, 5e année at École Sainte-Thérèse). The syrup is sold in bulk barrels through the PPAQ's sales
agency under the farm's production quota (contingent); the farm has loans with Farm Credit Canada (FAC)
and is registered with the MAPAQ. The family PC (Windows, French) is used by everyone: the files are in
Québec French with some English (Florida bookings, manuals, a few emails).

As of NOW (2026-06-01):
- under way, with an end: the purchase of a new evaporator (Évaporateurs Lachance, 4x14) and a reverse
  osmosis unit (Osmotech Érable) to be installed in the sugar house before the 2027 season, with a MAPAQ
  grant application submitted in May 2026 and still being completed, an FAC equipment-loan offer and an
  electrician's quote for the power upgrade; a family trip to Florida planned for 26 December 2026 -
  6 January 2027 (flights, condo, car, insurance, budget).
- ongoing: the farm's bookkeeping, quota, syrup sales and grading, taxes (TPS/TVQ), MAPAQ registration,
  FAC loans, farm insurance and the sugarbush itself; the restaurant season each spring (staff, payroll,
  menus, bookings, food suppliers, permits); household money, bank, personal tax returns (Revenu Québec,
  ARC), mortgage, savings; the house; the pickup truck and the tractor; the children's school; Félix's
  hockey; the family's health (RAMQ).
- finished: the expansion of the sap tubing network from 10 500 to 14 520 taps (summer-fall 2024);
  the estate of Martin's mother, Thérèse Poulin (née Rodrigue), who died in October 2022 (settled in
  2023); past family trips (Gaspésie 2024, Old Orchard Beach 2022); an old iPhone backup (2020).

The machine's folders: ``Desktop/``, ``Downloads/`` (the usual mess), ``Documents/`` with half-organised
subfolders (``Érablière/``, ``Cabane à sucre/``, ``Maison/``, ``Finances/``, ``Impôts/``,
``Auto et tracteur/``, ``Enfants/``, ``Santé/``, ``Voyages/``, ``Succession maman/``, ``Recettes/``,
``Manuels/``, ``Livres/``, ``Scans/``, ``2023/``), ``Pictures/``, ``Music/``,
``Sauvegarde iPhone Geneviève 2020/``.

Labelling rules (written before any file was generated; every file is labelled by them, as of NOW):

- **Projects**: an outcome with an end, still being worked on now, whatever the file's age. The new
  evaporator and reverse-osmosis purchase with its grant application (supplier quotes and brochures used
  to choose, the MAPAQ application and its budget, the FAC equipment-loan offer for it, the electrician's
  and Hydro-Québec's papers for the power upgrade, emails with the MAPAQ adviser, photos and plans of the
  sugar house taken for the installation) -- topic Maple; the Florida trip of December 2026 (flights,
  condo, car rental, travel insurance, budget, packing and to-do lists, screenshots of the condo) --
  topic Travel.
- **Areas**: responsibilities with a standard to keep and no end, whatever the document's age. The
  farm business -- bookkeeping and ledgers, the accountant's financial statements, PPAQ payment notices,
  quota notices, ACER grading certificates, the sugaring-season logs, farm supplier invoices, TPS/TVQ
  returns, MAPAQ registration and farm property-tax credit, the existing FAC loans (including the one that
  financed the 2024 tubing), farm insurance, the forest management plan (topic Maple). The sugar-shack
  restaurant -- staff lists, schedules, payroll, job ads, menus and price lists, the kitchen's batch
  recipes, group bookings, food-supplier invoices, MAPAQ restaurant permit and inspection, of any season
  (topic Restaurant). Household money: personal income-tax returns and notices (Revenu Québec, ARC), bank
  statements and exports, credit card, mortgage, RRSP/TFSA/RESP, family allowance, household budget
  (Finance). The house, its bills, municipal and school taxes, home insurance and upkeep (Home). The
  pickup truck and the tractor: SAAQ registration, insurance, loan, service and repairs (Vehicles). The
  children's schooling (School). Félix's hockey: registration, schedules, tournaments, equipment, fees
  (Hockey). The family's health: RAMQ, clinic, lab results, dentist, pharmacy, drug insurance (Health).
  An old tax notice or the 2024 restaurant menu is still Areas.
- **Resources**: reference and interests kept for their own sake, by subject: general maple-production
  guides and technical sheets (Centre ACER, CRAAQ) -- even on reverse osmosis -- (Maple); owner's manuals
  of the tractor and truck (Vehicles); appliance and heat-pump manuals (Home); hockey drills and rules
  (Hockey); family recipes and recipe downloads (Cooking); ebooks (Books); music files (Music); installers
  (Software); photos, albums and screenshots (Photos), including holiday, hockey, school and restaurant
  photos -- except photos that document a project's work (the sugar house measured for the evaporator:
  Projects Maple; the 2024 tubing work: Archive Maple; screenshots and pictures of the Florida condo saved
  while planning: Projects Travel)
  and those inside the phone backup.
- **Archive**: finished projects and ended responsibilities: the 2024 tubing-network expansion (quotes,
  plans, invoices, PPAQ authorisation for the added taps, progress photos -- topic Maple); the
  grandmother's estate, settled 2023 (Estate); past trips, Gaspésie 2024 and Old Orchard 2022 (Travel);
  the 2020 iPhone backup, whatever is in it (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``),
  ``desktop.ini`` and ``Thumbs.db`` (topic System). Dot files (``.~lock...#``, ``.DS_Store`` from a USB
  key) are written with ``dot()`` and not labelled.

Topics are subjects, not file kinds: the farm business is ``Maple`` whether the paper is a loan, a tax
return or a grant application; the restaurant is ``Restaurant``. ``hard`` marks files whose name *and*
folder say nothing about their subject (``Downloads/document (3).pdf``, ``Documents/Scans/scan0007.pdf``,
``Desktop/Nouveau document texte.txt``, ``Documents/2023/doc_0412.pdf``): only the text inside can place
them. Images are never hard. Dates are relative to ``corpus.NOW``.
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

# --------------------------------------------------------------------------- helpers and seed data

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]


def _fr(dt) -> str:
    return f"{dt.day} {MOIS[dt.month - 1]} {dt.year}"


def _iso(dt) -> str:
    return dt.strftime("%Y-%m-%d")


def _m(v: float) -> str:
    return f"{v:,.2f}".replace(",", " ").replace(".", ",") + " $"


def _usd(v: float) -> str:
    return f"US${v:,.2f}"


PRENOMS = ["Sylvie", "Éric", "Mélanie", "Stéphane", "Karine", "Jean-François", "Isabelle", "Patrick", "Nathalie",
           "Sébastien", "Julie", "Dany", "Marie-Ève", "Guillaume", "Annie", "Mathieu", "Chloé", "Samuel", "Léa",
           "William", "Jessica", "Olivier", "Audrey", "Maxime"]
NOMS = ["Gilbert", "Rodrigue", "Lessard", "Giguère", "Bolduc", "Cloutier", "Drouin", "Mathieu", "Vachon",
        "Boucher", "Roy", "Quirion", "Fortin", "Bernard", "Lachance", "Grondin", "Morin", "Lapointe", "Paré",
        "Bélanger", "Jacques", "Nadeau"]

ERAB = ("Érablière Poulin inc. / Cabane à sucre Chez Poulin\n1185, rang 6, Saint-Théophile (Québec) G0M 2A0\n"
        "Tél. 418 597-3340 | NEQ 1167438902 | TPS 81442 7716 RT0001 | TVQ 1219447831 TQ0001")
MAISON = "Martin Poulin et Geneviève Veilleux\n1181, rang 6\nSaint-Théophile (Québec) G0M 2A0"
CLASSES = [("Doré, goût délicat", 3.42), ("Ambré, goût riche", 3.38), ("Foncé, goût robuste", 3.21),
           ("Très foncé, goût prononcé", 2.86)]


def _pers(r: random.Random) -> str:
    return f"{r.choice(PRENOMS)} {r.choice(NOMS)}"


# --------------------------------------------------------------------------- Maple (the farm business)


def t_ppaq_avis(r, dt) -> str:
    n = r.randint(4, 9)
    lines, lb_tot, brut = [], 0.0, 0.0
    for _ in range(n):
        cl, px = r.choice(CLASSES[:3] if r.random() < 0.8 else CLASSES)
        lb = r.uniform(565, 640)
        lb_tot += lb
        brut += lb * px
        lines.append(f"Baril {r.randint(2400000, 2499999)}   {lb:.1f} lb   {cl}   {px:.4f} $/lb   {_m(lb * px)}")
    contrib = lb_tot * 0.124
    classe = n * 11.75
    kind = r.choice(["Paiement à la livraison (acompte)", "Paiement final récolte " + str(dt.year - 1),
                     "Paiement à la livraison (acompte)"])
    return (f"Producteurs et productrices acéricoles du Québec (PPAQ)\nAgence de vente - Avis de paiement\n"
            f"Date : {_fr(dt)}\nProducteur : Érablière Poulin inc. - no producteur 04-11872\n"
            f"Acheteur autorisé : Les Sucreries Beauceronnes inc., Saint-Georges\n{kind}\n"
            + "\n".join(lines) +
            f"\nTotal : {n} barils, {lb_tot:.1f} lb\nMontant brut : {_m(brut)}\n"
            f"Contribution PPAQ (0,124 $/lb) : -{_m(contrib)}\nFrais d'inspection et classement ACER : -{_m(classe)}\n"
            f"Montant net versé par dépôt direct (Caisse Desjardins du Sud de la Beauce, folio 40127) : "
            f"{_m(brut - contrib - classe)}\nLe sirop en vrac est un produit agricole détaxé : aucune TPS/TVQ.\n")


def t_acer(r, dt) -> str:
    rows = []
    for _ in range(r.randint(5, 10)):
        cl, _px = r.choice(CLASSES)
        rows.append(f"{r.randint(2400000, 2499999)}  inox  {r.uniform(570, 640):.1f} lb  Brix {r.uniform(66.0, 67.4):.1f}  "
                    f"transmission {r.randint(44, 79)} %  {cl}  saveur : {r.choice(['conforme', 'conforme', 'conforme', 'VR1 (bourgeon léger)'])}")
    return (f"ACER Division Inspection inc.\nCertificat d'inspection et de classement du sirop d'érable en vrac\n"
            f"Date d'inspection : {_fr(dt)}   Entrepôt : Les Sucreries Beauceronnes, Saint-Georges\n"
            f"Producteur : Érablière Poulin inc. (04-11872)   Inspecteur : {_pers(r)}\n"
            "No baril  Type  Poids net  Densité  Couleur  Classe  Saveur\n" + "\n".join(rows) +
            "\nLes barils non conformes (saveur VR) sont payés au prix du sirop de transformation.\n")


def t_contingent(r, dt) -> str:
    return (f"PPAQ - Avis de contingent individuel de production {dt.year}\nDate : {_fr(dt)}\n"
            "Entreprise : Érablière Poulin inc., 1185 rang 6, Saint-Théophile - producteur 04-11872\n"
            "Nombre d'entailles reconnues : 14 520\nContingent de base : 54 380 lb\n"
            f"Contingent en vigueur pour la récolte {dt.year} (100 %) : 54 380 lb\n"
            "Le sirop produit au-delà du contingent est mis en réserve spéciale et payé lorsque vendu.\n"
            "Rappel : toute vente en vrac (contenants de plus de 5 litres) doit passer par l'Agence de vente.\n")


def t_coulee(r, dt) -> str:
    out = ["Date;Heures évaporateur;Sève traitée (L);Brix sève;Brix concentré;Sirop (L);Barils remplis;Remarques"]
    d = dt - timedelta(days=44)
    for _ in range(r.randint(16, 24)):
        d += timedelta(days=r.randint(1, 3))
        sap = r.randint(9000, 41000)
        out.append(f"{_iso(d)};{r.uniform(3, 14):.1f};{sap};{r.uniform(1.8, 3.1):.1f};{r.uniform(8, 12):.1f};"
                   f"{sap / r.uniform(38, 48):.0f};{r.randint(0, 3)};{r.choice(['', '', 'gel la nuit', 'tubulure brisée secteur 4', 'bonne coulée', 'goût de bourgeon?'])}")
    return "\n".join(out)


def t_grandlivre(r, dt) -> str:
    out = ["Date;Pièce;Tiers;Description;Compte;Débit;Crédit"]
    tiers = [("Pétroles Beauce", "Mazout évaporateur", "5120 Énergie"), ("Acéri-Pro Plessisville", "Chalumeaux et tubulure", "5210 Fournitures érablière"),
             ("Hydro-Québec", "Électricité cabane", "5130 Électricité"), ("PPAQ Agence de vente", "Paiement sirop", "4010 Ventes sirop vrac"),
             ("Distributions Alimentaires Beauce", "Épicerie restaurant", "5410 Achats restaurant"),
             ("FAC", "Versement prêt 7204-118-02", "2310 Dette à long terme"), ("Promutuel", "Prime assurance ferme", "5610 Assurances"),
             ("Ventes restaurant", "Dépôt caisse fin de semaine", "4110 Ventes repas")]
    d = dt - timedelta(days=30)
    for i in range(r.randint(18, 30)):
        d += timedelta(days=r.randint(0, 2))
        t, desc, acc = r.choice(tiers)
        amt = f"{r.uniform(80, 9800):.2f}".replace(".", ",")
        deb, cre = (amt, "") if acc[0] in "52" else ("", amt)
        out.append(f"{_iso(d)};{r.randint(1000, 9999)};{t};{desc};{acc};{deb};{cre}")
    return "\n".join(out)


def t_tps(r, dt) -> str:
    ventes = r.uniform(30000, 120000)
    detaxe = r.uniform(90000, 260000)
    tps, tvq = ventes * 0.05, ventes * 0.09975
    cti, rti = r.uniform(1500, 6000), r.uniform(3000, 11000)
    return (f"Revenu Québec - Déclaration de la TPS/TVH et de la TVQ (FPZ-500)\n{ERAB}\n"
            f"Période de déclaration : trimestre se terminant le {_fr(dt - timedelta(days=20))}\n"
            f"Fournitures taxables (repas restaurant, sirop en petits contenants, produits d'érable) : {_m(ventes)}\n"
            f"Fournitures détaxées (sirop en vrac vendu par l'Agence de vente PPAQ) : {_m(detaxe)}\n"
            f"TPS perçue : {_m(tps)}   CTI : {_m(cti)}   Taxe nette TPS : {_m(tps - cti)}\n"
            f"TVQ perçue : {_m(tvq)}   RTI : {_m(rti)}   Taxe nette TVQ : {_m(tvq - rti)}\n"
            f"Montant à remettre / (remboursement) : {_m(tps - cti + tvq - rti)}\nTransmis par ClicSÉQUR le {_fr(dt)}.\n")


def t_fac_releve(r, dt) -> str:
    solde = r.uniform(380000, 460000)
    return (f"Financement agricole Canada / Farm Credit Canada\nRelevé annuel de prêt au 31 décembre {dt.year - 1}\n"
            "Emprunteur : Érablière Poulin inc.\nPrêt no 7204-118-02 - Prêt hypothécaire agricole (érablière, lot 5 872 114)\n"
            f"Taux : 5,45 % fixe, terme 5 ans   Versements semestriels : {_m(r.uniform(21000, 24000))}\n"
            f"Solde au 31 décembre : {_m(solde)}   Intérêts payés dans l'année : {_m(solde * 0.053)}\n"
            "Prêt no 7204-118-05 - Prêt Équipement (expansion tubulure 2024)\n"
            f"Solde au 31 décembre : {_m(r.uniform(61000, 78000))}   Échéance : 15 octobre 2031\n"
            "Votre directrice des relations d'affaires : Annie Cloutier, bureau de Sainte-Marie, 418 387-1120.\n")


def t_mapaq_enreg(r, dt) -> str:
    return (f"Ministère de l'Agriculture, des Pêcheries et de l'Alimentation du Québec (MAPAQ)\n"
            f"Fiche d'enregistrement d'une exploitation agricole - mise à jour du {_fr(dt)}\n"
            "Numéro d'identification ministériel (NIM) : 0247811\nExploitant : Érablière Poulin inc.\n"
            "Production principale : acériculture - 14 520 entailles, 61 ha boisés\n"
            f"Revenus agricoles bruts déclarés : {_m(r.uniform(260000, 340000))}\n"
            "Activité connexe : restauration saisonnière (cabane à sucre, 120 places)\n"
            "Cette fiche est requise pour le Programme de crédit de taxes foncières agricoles et les programmes d'aide.\n")


def t_mapaq_taxes(r, dt) -> str:
    return (f"MAPAQ - Programme de crédit de taxes foncières agricoles (PCTFA)\nAvis de crédit - {_fr(dt)}\n"
            "Exploitation NIM 0247811 - Érablière Poulin inc.\nMunicipalité : Saint-Théophile, matricules 4417-22-8810, 4417-31-0245\n"
            f"Taxes foncières admissibles : {_m(r.uniform(4200, 5600))}\nCrédit accordé (78 %) : {_m(r.uniform(3300, 4300))}\n"
            "Le crédit est appliqué directement au compte de taxes de la municipalité.\n")


def t_promutuel(r, dt) -> str:
    return (f"Promutuel Assurance Beauce-Etchemins\nRenouvellement - police agricole PA-338712\nDate : {_fr(dt)}\n"
            "Assuré : Érablière Poulin inc.\nBiens assurés : cabane à sucre et salle à manger (bâtiment 1), entrepôt à barils,"
            " évaporateur et équipement de bouillage, station de pompage, 14 520 entailles de tubulure\n"
            f"Responsabilité civile restaurant (120 places) : 5 000 000 $\nPrime annuelle : {_m(r.uniform(6800, 8900))}\n"
            "Note : aviser l'assureur lors du remplacement de l'évaporateur.\n")


def t_facture_erable(r, dt) -> str:
    four = r.choice([("Acéri-Pro Plessisville inc.", [("Chalumeaux santé 5/16 (bte 500)", 182.0), ("Tubulure 5/16 3e génération (rouleau 500 pi)", 96.0),
                                                       ("Raccords en T 5/16 (sac 100)", 38.5), ("Filtres orlon (paquet 6)", 64.0), ("Antimousse bio 1 L", 24.95)]),
                     ("Pétroles Beauce inc.", [("Mazout no 2, livraison cabane (L)", 1.38)]),
                     ("Barils Boucher & fils", [("Baril inox 40 gal neuf", 289.0), ("Lavage et inspection baril", 18.0)]),
                     ("Contenants Québec Érable", [("Cruchon 540 ml érable (caisse 24)", 33.6), ("Canne 540 ml (caisse 24)", 28.8), ("Étiquettes Chez Poulin (rouleau 1000)", 112.0)])])
    nom, prods = four
    lines, tot = [], 0.0
    for p, px in r.sample(prods, min(len(prods), r.randint(1, 4))):
        q = r.randint(1, 12) if px > 5 else r.randint(1800, 4200)
        tot += q * px
        lines.append(f"{p}   qté {q}   {px:.2f}   {_m(q * px)}")
    return (f"{nom}\nFacture no {r.randint(10000, 99999)}   Date : {_fr(dt)}\nVendu à : Érablière Poulin inc., 1185 rang 6, Saint-Théophile\n"
            + "\n".join(lines) + f"\nSous-total : {_m(tot)}\nTPS 5 % : {_m(tot * 0.05)}\nTVQ 9,975 % : {_m(tot * 0.09975)}\n"
            f"Total : {_m(tot * 1.14975)}\nPayable 30 jours.\n")


def t_etats(r, dt) -> str:
    rev = r.uniform(380000, 470000)
    return (f"Vachon Grondin CPA inc., Saint-Georges\n{_fr(dt)}\n\nÉrablière Poulin inc.\nÀ l'attention de Geneviève Veilleux\n\n"
            f"Objet : États financiers de l'exercice terminé le 31 décembre {dt.year - 1} (mission de compilation)\n\n"
            f"Produits : ventes de sirop en vrac {_m(rev * 0.68)}, ventes restaurant {_m(rev * 0.27)}, ventes au détail {_m(rev * 0.05)}\n"
            f"Charges d'exploitation : {_m(rev * 0.71)}   Amortissement : {_m(rev * 0.09)}\n"
            f"Bénéfice avant impôts : {_m(rev * 0.2)}\n"
            "Nous joignons la déclaration T2/CO-17 à signer. Le montant du salaire versé à Geneviève et des dividendes "
            "à Martin a été établi selon votre planification. Merci de nous retourner le formulaire signé.\n\n"
            "Pierre-Luc Vachon, CPA\n")


def t_amenagement(r, dt) -> str:
    return (f"Groupement forestier Chaudière inc. - Plan d'aménagement forestier (érablière)\nPropriétaire : Érablière Poulin inc.\n"
            "Lots 5 872 114 et 5 872 120, Saint-Théophile - superficie 61,3 ha\n"
            "Peuplements : érablière à bouleau jaune (ER-BJ) 48 ha, érablière à hêtre 9 ha, sapinière 4 ha\n"
            "Prescriptions : éclaircie jardinatoire secteur 3 (hêtre envahissant), maintien de 20 % d'essences compagnes,"
            " norme d'entaillage : 1 entaille pour diamètre 20-39 cm, 2 entailles au-delà de 40 cm\n"
            f"Valide jusqu'en {dt.year + 10}. Ingénieure forestière : {_pers(r)}, ing.f.\n")


# --------------------------------------------------------------------------- Restaurant


def t_menu(r, dt) -> str:
    ad, enf = r.choice([(34, 15), (36, 16), (38, 17), (32, 14)])
    return (f"Cabane à sucre Chez Poulin - Menu traditionnel {dt.year}\nSoupe aux pois maison\nOreilles de crisse et cretons\n"
            "Fèves au lard à l'érable\nJambon fumé à l'érable\nSaucisses dans le sirop\nOmelette soufflée\nPatates rissolées\n"
            "Pain de ménage et ketchup aux fruits de grand-maman Thérèse\nCrêpes, pouding chômeur, tarte au sucre\n"
            "Tire sur la neige à volonté\nThé, café, jus\n"
            f"Adulte : {ad},00 $   Enfant 6-12 ans : {enf},00 $   5 ans et moins : gratuit\n"
            "Taxes en sus. Réservation obligatoire les fins de semaine : 418 597-3340.\n")


def t_horaire(r, dt) -> str:
    staff = r.sample(STAFF, 10)
    out = [f"Horaire cabane - fin de semaine du {_fr(dt)};Vendredi soir;Samedi midi;Samedi soir;Dimanche midi"]
    for n, role in staff:
        out.append(f"{n} ({role});" + ";".join(r.choice(["16h-22h", "10h30-15h", "", "16h-22h", "10h-16h", ""]) for _ in range(4)))
    out.append("Cuisine: Geneviève + Sylvie;Tire: Félix;Caisse: Rosalie? (pourboires partagés);")
    return "\n".join(out)


STAFF = [("Sylvie Gilbert", "cuisinière"), ("Karine Lessard", "serveuse"), ("Mathieu Bolduc", "plongeur"),
         ("Chloé Roy", "serveuse"), ("Léa Drouin", "serveuse"), ("Samuel Quirion", "aide-cuisinier"),
         ("Annie Fortin", "hôtesse"), ("William Paré", "tire sur la neige"), ("Jessica Nadeau", "serveuse"),
         ("Olivier Lapointe", "plongeur"), ("Audrey Bélanger", "serveuse"), ("Maxime Jacques", "animation/violon"),
         ("Nathalie Morin", "cuisinière"), ("Dany Bernard", "stationnement")]


def t_employes(r, dt) -> str:
    out = ["Nom;Poste;Taux horaire;Date d'embauche;Téléphone;Disponible 2026"]
    for n, role in STAFF:
        out.append(f"{n};{role};{r.choice(['16,10', '16,50', '17,25', '18,00', '19,50', '21,00'])};"
                   f"{r.randint(2015, 2025)}-03-0{r.randint(1, 9)};418 {r.randint(200, 899)}-{r.randint(1000, 9999)};"
                   f"{r.choice(['oui', 'oui', 'fins de semaine seulement', 'non (cégep)'])}")
    return "\n".join(out)


def t_paie(r, dt) -> str:
    out = [f"Sommaire de paie - période se terminant le {_fr(dt)} - Cabane à sucre Chez Poulin", "Employé;Heures;Brut;RRQ;AE;RQAP;Impôt féd.;Impôt prov.;Net"]
    for n, _role in r.sample(STAFF, 9):
        h = r.uniform(8, 34)
        b = h * r.uniform(16.1, 21)
        out.append(f"{n};{h:.1f};{b:.2f};{b * 0.064:.2f};{b * 0.0131:.2f};{b * 0.0043:.2f};{b * 0.06:.2f};{b * 0.09:.2f};{b * 0.76:.2f}")
    return "\n".join(out).replace(".", ",")


def t_resa(r, dt) -> str:
    grp = r.choice([("FADOQ Club de Saint-Martin", 48), ("École Sainte-Thérèse - classes de 2e et 3e année", 61),
                    ("Party de bureau Manac inc.", 85), ("Club Lions de Saint-Georges", 40), ("Famille Lessard (90e de grand-papa)", 37),
                    ("Autobus Tours Beauce - groupe de Lévis", 52)])
    d = dt + timedelta(days=r.randint(5, 30))
    return (f"From: {_pers(r).lower().replace(' ', '.').replace('é', 'e')}@videotron.ca\nTo: cabanechezpoulin@gmail.com\n"
            f"Date: {_fr(dt)}\nSubject: Réservation de groupe\n\nBonjour Mme Veilleux,\n\n"
            f"Nous aimerions réserver la salle pour le groupe {grp[0]} le {_fr(d)} pour le dîner, environ {grp[1]} personnes. "
            "Est-ce possible d'avoir le menu traditionnel avec la tire sur la neige et un violoneux? Nous aurions 3 personnes "
            "sans gluten et une allergie aux noix.\nPouvez-vous nous envoyer la confirmation et le montant du dépôt?\n\nMerci beaucoup!\n")


def t_aliments(r, dt) -> str:
    prods = [("Jambon fumé entier (kg)", 8.9), ("Fèves blanches sèches 20 kg", 61.0), ("Pois jaunes secs 20 kg", 38.0),
             ("Lard salé (kg)", 7.4), ("Saucisses porc 5 kg", 42.0), ("Oeufs calibre gros (caisse 15 dz)", 58.5),
             ("Farine tout usage 20 kg", 27.9), ("Pommes de terre 50 lb", 21.0), ("Crème 35 % 2 L", 11.2), ("Café moulu 2 kg", 36.0)]
    lines, tot = [], 0.0
    for p, px in r.sample(prods, r.randint(5, 9)):
        q = r.randint(1, 14)
        tot += q * px
        lines.append(f"{p}  {q} x {px:.2f} = {_m(q * px)}")
    return (f"Distributions Alimentaires Beauce inc., 2250, 98e Rue, Saint-Georges\nFacture {r.randint(300000, 399999)} - {_fr(dt)}\n"
            "Client : Cabane à sucre Chez Poulin, 1185 rang 6, Saint-Théophile - compte 11873\n" + "\n".join(lines) +
            f"\nTotal (produits alimentaires de base, non taxables) : {_m(tot)}\nLivraison jeudi matin.\n")


def t_permis(r, dt) -> str:
    return (f"MAPAQ - Direction de l'inspection des aliments\nPermis de restaurant - catégorie restauration (salle de 120 places)\n"
            f"Titulaire : Érablière Poulin inc. (Cabane à sucre Chez Poulin)\nNo de permis : R-{r.randint(100000, 999999)}\n"
            f"Période : 1er avril {dt.year} au 31 mars {dt.year + 1}\nDroits payés : {_m(r.uniform(260, 340))}\n"
            "Gestionnaire formé en hygiène et salubrité alimentaires : Geneviève Veilleux (attestation 2022)\n")


def t_inspection(r, dt) -> str:
    return (f"Rapport d'inspection - MAPAQ, inspecteur {_pers(r)}\nÉtablissement : Cabane à sucre Chez Poulin, Saint-Théophile\n"
            f"Date de la visite : {_fr(dt)}\nConstats : température du réfrigérateur-chambre 3 °C (conforme); thermomètre "
            "manquant au comptoir des fèves (à corriger); lavabo des mains encombré par des bacs.\n"
            "Avis de non-conformité mineure - correction exigée avant la prochaine fin de semaine.\nAucune amende.\n")


def t_offre(r, dt) -> str:
    return (f"OFFRE D'EMPLOI - Saison des sucres {dt.year + 1 if dt.month > 6 else dt.year}\n"
            "La Cabane à sucre Chez Poulin (Saint-Théophile) recherche :\n- serveurs/serveuses (fins de semaine, mars-avril)\n"
            "- aide-cuisinier(ère)\n- plongeur(euse)\n- préposé(e) à la tire sur la neige\n"
            "Salaire : à partir de 16,10 $/h + pourboires. Repas fournis. Idéal pour étudiants.\n"
            "Envoyez votre CV à cabanechezpoulin@gmail.com ou appelez Geneviève au 418 597-3340.\n")


def t_batch(r, dt) -> str:
    return (f"Fèves au lard - recette cabane (pour 120 portions)\n9 kg fèves blanches sèches, trempées 12 h\n3 kg lard salé en cubes\n"
            "6 oignons\n1,5 L sirop d'érable ambré\n500 ml mélasse\n60 ml moutarde sèche\nsel, poivre\n"
            "Cuire 8 h à 120 °C dans les 3 chaudrons de fonte, vérifier l'eau aux 2 h.\n"
            "Coût de revient 2026 : environ 0,62 $ la portion.\n")


# --------------------------------------------------------------------------- Project: evaporator + osmosis


def t_soum_evap(r, dt) -> str:
    px = r.choice([148500.0, 152900.0, 139800.0])
    return (f"Évaporateurs Lachance inc., 41 rue Principale, Saint-Ludger (Québec)\nSOUMISSION no S-{r.randint(2000, 2999)}\n"
            f"Date : {_fr(dt)}   Valide 60 jours\nClient : Érablière Poulin inc., Saint-Théophile - M. Martin Poulin\n"
            f"Évaporateur 4 x 14 pi aux granules, casseroles inox 316 à plis surélevés, préchauffeur, hotte à vapeur : {_m(px)}\n"
            f"Soutireuse automatique et régulateur de niveau : {_m(9800)}\nInstallation, démantèlement de l'ancien 4 x 12 à l'huile : {_m(7400)}\n"
            f"Reprise de l'ancien évaporateur : -{_m(18000)}\n"
            "Capacité : jusqu'à 600 gal/h d'eau évaporée avec concentré à 20 Brix.\nLivraison : octobre 2026, avant la saison 2027.\n"
            "Dépôt de 20 % à la commande. Prix sujets à la disponibilité de l'inox.\n")


def t_soum_ro(r, dt) -> str:
    return (f"Osmotech Érable - 1620, boul. Dionne, Saint-Georges (Québec)\nSoumission - système d'osmose inversée\n"
            f"Date : {_fr(dt)}   Client : Érablière Poulin inc. (Martin Poulin)\n"
            f"Osmose inversée 3 000 GPH, 6 membranes 8 po, concentration jusqu'à 22 Brix : {_m(r.choice([84900.0, 88750.0]))}\n"
            f"Pompe haute pression 15 HP et panneau de contrôle tactile : inclus\nLavage automatique et réservoir de perméat 4 000 gal : {_m(12600)}\n"
            "Exigence électrique : 600 V triphasé ou 240 V avec convertisseur de phase (à valider par votre électricien).\n"
            "Économie d'énergie estimée : 75 % du combustible par rapport au bouillage de sève à 2 Brix.\n")


def t_demande(r, dt) -> str:
    return (f"DEMANDE D'AIDE FINANCIÈRE - MAPAQ\nProgramme Investissements pour la croissance durable des entreprises agricoles\n"
            f"Version du {_fr(dt)} - BROUILLON\n\n1. Demandeur : Érablière Poulin inc., NIM 0247811, 1185 rang 6, Saint-Théophile\n"
            "Responsable : Geneviève Veilleux, 418 597-3340\n\n2. Description du projet\nRemplacement de l'évaporateur 4x12 à l'huile (1998) "
            "par un évaporateur 4x14 aux granules de bois et ajout d'une osmose inversée 3 000 GPH pour concentrer la sève à 20 Brix "
            "avant le bouillage. Objectifs : réduire de 80 % la consommation de mazout (environ 22 000 L par saison), réduire les GES, "
            "traiter la sève des 14 520 entailles sans bouillir la nuit.\n\n3. Coûts admissibles\nÉvaporateur : 148 500 $\nOsmose : 97 350 $\n"
            "Électricité (entrée 400 A, convertisseur) : 31 200 $\nTotal : 277 050 $\nAide demandée (40 %, maximum 100 000 $) : 100 000 $\n\n"
            "4. Financement : FAC Prêt Équipement 150 000 $, mise de fonds de l'entreprise 27 050 $\n\n"
            "5. Échéancier : commande juillet 2026, livraison octobre 2026, mise en service février 2027\n\n"
            "Pièces jointes : soumissions (2 par équipement), états financiers 2025, fiche d'enregistrement MAPAQ, résolution du CA.\n")


def t_budget_projet(r, dt) -> str:
    return ("Poste;Fournisseur retenu;Soumission 1;Soumission 2;Retenu;Admissible MAPAQ\n"
            "Évaporateur 4x14 granules;Lachance;148 500;Acéri-Pro 161 200;148 500;oui\n"
            "Soutireuse et régulateur;Lachance;9 800;;9 800;oui\n"
            "Osmose 3000 GPH;Osmotech;84 900;H2O Beauce 91 400;84 900;oui\n"
            "Lavage auto + réservoir perméat;Osmotech;12 600;;12 600;oui\n"
            "Entrée électrique 400A + convertisseur;Électricité Drouin;31 200;Roy Électrique 34 750;31 200;oui\n"
            "Démantèlement ancien évaporateur;Lachance;7 400;;7 400;non\n"
            "Reprise ancien 4x12;Lachance;-18 000;;-18 000;\n"
            "Dalle de béton agrandie;Béton Fortin;6 950;;6 950;non\n"
            "TOTAL;;;;283 350;277 050\n"
            "Subvention MAPAQ demandée;;;;100 000;\nPrêt FAC;;;;150 000;\nMise de fonds;;;;33 350;")


def t_fac_offre(r, dt) -> str:
    return (f"Financement agricole Canada\nOffre de financement - Prêt Équipement\n{_fr(dt)}\n\nÉrablière Poulin inc.\n\n"
            "Montant : 150 000 $\nObjet : acquisition d'un évaporateur 4x14 (Évaporateurs Lachance) et d'un système d'osmose inversée "
            "(Osmotech Érable)\nTaux : variable, préférentiel FAC + 0,75 %\nAmortissement : 10 ans, versements annuels le 15 juin "
            "(après la vente du sirop)\nGarantie : hypothèque mobilière de premier rang sur l'équipement\n"
            "Conditions : confirmation écrite de la décision du MAPAQ quant à la subvention; factures finales des fournisseurs.\n"
            "Cette offre est valide jusqu'au 31 août 2026.\nAnnie Cloutier, directrice des relations d'affaires\n")


def t_electricien(r, dt) -> str:
    return (f"Électricité Drouin inc. - maître électricien, licence RBQ 5718-2290-01\nSoumission - {_fr(dt)}\n"
            "Client : Érablière Poulin, cabane à sucre, 1185 rang 6\nTravaux : nouvelle entrée électrique 400 A, panneau de distribution, "
            "convertisseur de phase rotatif 30 HP pour l'osmose, alimentation de la soutireuse et de l'éclairage de la chambre à évaporateur\n"
            "Coordination avec Hydro-Québec pour l'augmentation de puissance (demande de branchement)\n"
            f"Prix : 31 200,00 $ + taxes   Délai : septembre 2026\n")


def t_hq_branch(r, dt) -> str:
    return (f"Hydro-Québec - Demande d'alimentation no {r.randint(10000000, 99999999)}\n{_fr(dt)}\n"
            "Lieu : 1185, rang 6, Saint-Théophile (bâtiment agricole - cabane à sucre)\n"
            "Objet : augmentation de puissance de 200 A à 400 A, tarif D/M à confirmer\n"
            "Votre demande a été reçue. Un technicien communiquera avec votre maître électricien (Électricité Drouin) "
            "pour planifier la visite. Délai estimé : 8 à 12 semaines. Frais de prolongement de réseau à déterminer.\n")


def t_mail_mapaq(r, dt) -> str:
    return (f"From: Karine Lessard <karine.lessard@mapaq.gouv.qc.ca>\nTo: cabanechezpoulin@gmail.com\nDate: {_fr(dt)}\n"
            "Subject: RE: Demande d'aide - Érablière Poulin - documents manquants\n\nBonjour Mme Veilleux,\n\n"
            "J'ai bien reçu votre demande au programme Investissements pour la croissance durable pour l'évaporateur et l'osmose. "
            "Pour compléter l'analyse, il me manque :\n- la deuxième soumission pour les travaux électriques;\n"
            "- la résolution signée des administrateurs;\n- le calcul de la réduction de mazout (consommation des 3 dernières saisons).\n\n"
            "Le comité se réunit à la fin juin. Les travaux ne doivent pas commencer avant la lettre d'acceptation, sinon les dépenses "
            "ne seront pas admissibles.\n\nKarine Lessard, conseillère en développement régional, MAPAQ Chaudière-Appalaches (Sainte-Marie)\n")


def t_mazout(r, dt) -> str:
    out = ["Saison;Mazout (L);Sirop produit (lb);L de mazout par lb;Coût mazout"]
    for y, l in ((2023, 19400), (2024, 21100), (2025, 23600), (2026, 22800)):
        lb = r.randint(48000, 60000)
        out.append(f"{y};{l};{lb};{l / lb:.3f};{l * r.uniform(1.15, 1.42):.0f} $")
    out.append("Estimation avec osmose 20 Brix + granules;0;;;économie ~26 000 $/an")
    return "\n".join(out)


def t_notes_evap(r, dt) -> str:
    return ("questions pour Karine (MAPAQ) :\n- est-ce que la dalle de béton est admissible?\n"
            "- reprise de l'ancien 4x12 par Lachance : on la déduit du coût admissible ou pas?\n"
            "- résolution du CA : Martin + moi seulement comme administrateurs, ok?\n"
            "appeler Drouin pour la 2e soumission électrique (Roy Électrique a envoyé la sienne)\n"
            "Osmotech : demander si les membranes sont garanties 3 saisons\n"
            "envoyer calcul mazout 2023-2026 avant le 15 juin\n")


def t_resolution(r, dt) -> str:
    return (f"RÉSOLUTION DU CONSEIL D'ADMINISTRATION DE ÉRABLIÈRE POULIN INC.\nAdoptée le {_fr(dt)}\n\n"
            "IL EST RÉSOLU : d'autoriser l'acquisition d'un évaporateur 4x14 et d'un système d'osmose inversée pour un coût total "
            "approximatif de 283 350 $; de présenter une demande d'aide financière au MAPAQ; d'accepter l'offre de Prêt Équipement "
            "de Financement agricole Canada de 150 000 $; d'autoriser Geneviève Veilleux, secrétaire-trésorière, à signer tout document.\n\n"
            "Martin Poulin, président          Geneviève Veilleux, secrétaire-trésorière\n")


# --------------------------------------------------------------------------- Archive: tubing 2024


def t_tub_soum(r, dt) -> str:
    return (f"Tubulure Haute-Beauce enr. - installation de systèmes de tubulure\nSoumission - {_fr(dt)}\n"
            "Client : Érablière Poulin inc. - Projet : agrandissement secteurs 7 et 8 (4 020 nouvelles entailles)\n"
            "Maîtresses 1 po et 1 1/4 po : 6 200 m\nLatéraux 5/16 : 38 km\nChalumeaux et chutes : 4 020\n"
            "Nouvelle pompe à vide 10 HP et extracteur secteur 8\nMain-d'oeuvre (4 hommes, 5 semaines)\n"
            f"Total : {_m(r.uniform(88000, 96000))} + taxes. Travaux : août à novembre 2024.\n")


def t_tub_ppaq(r, dt) -> str:
    return (f"PPAQ - Émission de contingents pour agrandissement\n{_fr(dt)}\nProducteur 04-11872 - Érablière Poulin inc.\n"
            "Votre demande de contingent pour 4 020 entailles additionnelles a été acceptée (appel de demandes 2023, volet relève/agrandissement).\n"
            "Contingent additionnel : 14 070 lb, effectif à compter de la récolte 2025 sous réserve de la vérification des entailles "
            "par un vérificateur accrédité avant le 31 décembre 2024.\n")


def t_tub_fact(r, dt) -> str:
    return (f"Tubulure Haute-Beauce enr.\nFacture {r.randint(800, 999)} - {_fr(dt)}\nÉrablière Poulin inc. - agrandissement secteurs 7-8\n"
            f"{r.choice(['Acompte 30 %', 'Deuxième versement - maîtresses posées', 'Versement final - pompe et extracteur installés'])}\n"
            f"Montant : {_m(r.uniform(22000, 38000))}\nTPS et TVQ en sus.\n")


def t_tub_verif(r, dt) -> str:
    return (f"Rapport de vérification des entailles - {_fr(dt)}\nVérificateur accrédité PPAQ : {_pers(r)}\n"
            "Érablière Poulin inc., secteurs 7 et 8 : 4 034 entailles comptées (échantillonnage de 12 parcelles)\n"
            "Total de l'entreprise après agrandissement : 14 520 entailles. Conforme. Travaux terminés.\n")


# --------------------------------------------------------------------------- Finance


def t_avis_rq(r, dt) -> str:
    who = r.choice(["Martin Poulin", "Geneviève Veilleux"])
    return (f"Revenu Québec - Avis de cotisation\nAnnée d'imposition {dt.year - 1}\nDate : {_fr(dt)}\n{who}\n1181, rang 6, Saint-Théophile\n"
            f"Revenu total : {_m(r.uniform(52000, 94000))}\nImpôt du Québec : {_m(r.uniform(5000, 13000))}\n"
            f"Cotisation au régime d'assurance médicaments : {_m(r.uniform(300, 731))}\nSolde : {_m(r.uniform(-1500, 900))}\n"
            "Crédits d'impôt remboursables : allocation famille (Retraite Québec), crédit pour solidarité.\n")


def t_avis_arc(r, dt) -> str:
    return (f"Agence du revenu du Canada - Avis de cotisation\nDate : {_fr(dt)}\nAnnée d'imposition {dt.year - 1}\n"
            f"Nom : {r.choice(['Martin Poulin', 'Geneviève Veilleux'])}\nLigne 15000 Revenu total : {_m(r.uniform(52000, 94000))}\n"
            f"Impôt fédéral net : {_m(r.uniform(3000, 9000))}\nAbattement du Québec remboursable : {_m(r.uniform(500, 1500))}\n"
            f"Remboursement : {_m(r.uniform(80, 1900))}\nMaximum déductible au titre des REER pour {dt.year} : {_m(r.uniform(8000, 16000))}\n")


def t_rl1(r, dt) -> str:
    return (f"Relevé 1 - Revenus d'emploi et revenus divers - année {dt.year - 1 if dt.month <= 3 else dt.year}\nÉmetteur : Érablière Poulin inc.\n"
            f"Salarié : Geneviève Veilleux\nCase A - Revenus d'emploi : {_m(r.uniform(38000, 46000))}\nCase B - Cotisation au RRQ : "
            f"{_m(r.uniform(2400, 2900))}\nCase E - Impôt du Québec retenu : {_m(r.uniform(3500, 5200))}\n")


def t_banque(r, dt) -> str:
    out = ["Date;Description;Retrait;Dépôt;Solde"]
    bal = r.uniform(3000, 9000)
    ops = [("Paiement hypothèque Desjardins", -1684.22), ("Hydro-Québec maison", -164.0), ("Maxi Saint-Georges", -212.0),
           ("Paie Érablière Poulin inc.", 1588.40), ("Allocation famille RQ", 402.0), ("ACE - Allocation canadienne pour enfants", 618.0),
           ("Desjardins Assurances auto", -188.0), ("Pharmacie Jean Coutu", -38.0), ("Ultramar Saint-Théophile", -96.0),
           ("Virement REEE Félix/Rosalie", -100.0), ("Amazon.ca", -47.0), ("Videotron internet", -94.0)]
    d = dt - timedelta(days=31)
    for _ in range(r.randint(18, 28)):
        d += timedelta(days=r.randint(0, 2))
        desc, amt = r.choice(ops)
        amt *= r.uniform(0.85, 1.15) if abs(amt) < 1000 else 1
        bal += amt
        out.append(f"{_iso(d)};{desc};{-amt if amt < 0 else 0:.2f};{amt if amt > 0 else 0:.2f};{bal:.2f}")
    return "\n".join(out)


def t_visa(r, dt) -> str:
    return (f"Desjardins - Relevé de compte Visa Or Modulo\nTitulaire : Geneviève Veilleux\nDate du relevé : {_fr(dt)}\n"
            f"Solde précédent : {_m(r.uniform(400, 2000))}\nAchats : Canadian Tire Saint-Georges, Sports Experts, Costco Lévis, Netflix, Esso\n"
            f"Nouveau solde : {_m(r.uniform(900, 3600))}\nPaiement minimum : {_m(r.uniform(30, 110))}\nÉchéance : {_fr(dt + timedelta(days=21))}\n")


def t_hypo(r, dt) -> str:
    return (f"Caisse Desjardins du Sud de la Beauce\nRenouvellement de prêt hypothécaire résidentiel\n{_fr(dt)}\n{MAISON}\n"
            f"Solde à l'échéance : {_m(r.uniform(141000, 158000))}\nNouveau terme : 5 ans fixe, taux 4,59 %\n"
            f"Versement aux 2 semaines : {_m(r.uniform(780, 860))}\nPropriété : 1181, rang 6, Saint-Théophile (résidence)\n")


def t_reee(r, dt) -> str:
    return (f"Relevé REEE familial - Desjardins Placements\nPériode se terminant le {_fr(dt)}\nSouscripteurs : Martin Poulin, Geneviève Veilleux\n"
            "Bénéficiaires : Félix Poulin, Rosalie Poulin\n"
            f"Cotisations de l'année : {_m(2400)}\nSCEE (subvention canadienne) : {_m(480)}\nIQEE (incitatif québécois) : {_m(240)}\n"
            f"Valeur du régime : {_m(r.uniform(41000, 52000))}\n")


def t_reer(r, dt) -> str:
    return (f"Reçu de cotisation REER\nÉmetteur : Desjardins Sécurité financière\nCotisant : {r.choice(['Martin Poulin', 'Geneviève Veilleux'])}\n"
            f"Montant : {_m(r.choice([3000, 4500, 5000, 6000]))}\nDate de la cotisation : {_fr(dt)}\n"
            f"À utiliser pour l'année d'imposition {dt.year - 1 if dt.month <= 3 else dt.year}.\n")


def t_budget(r, dt) -> str:
    return ("Poste;Janvier;Février;Mars;Avril;Mai;Juin\n" + "\n".join(
        f"{p};" + ";".join(str(int(v * r.uniform(0.8, 1.2))) for _ in range(6))
        for p, v in (("Hypothèque", 1684), ("Épicerie", 1250), ("Hydro maison", 190), ("Essence", 380), ("Assurances", 290),
                     ("Hockey Félix", 150), ("École / effets", 60), ("REEE", 200), ("Cellulaires", 140), ("Sorties", 200),
                     ("Épargne Floride", 400))) + "\nRevenus nets;6 900;6 900;7 400;7 400;6 900;6 900")


def t_allocation(r, dt) -> str:
    return (f"Retraite Québec - Allocation famille\n{_fr(dt)}\nGeneviève Veilleux\nEnfants : Félix (2011), Rosalie (2015)\n"
            f"Montant annuel de l'allocation famille à compter de juillet {dt.year} : {_m(r.uniform(3200, 4300))}\n"
            "Versements trimestriels. Établi selon le revenu familial de l'année précédente.\n")


# --------------------------------------------------------------------------- Home


def t_hydro(r, dt) -> str:
    kwh = r.randint(1800, 4400)
    return (f"Hydro-Québec - Facture d'électricité\nDate de facture : {_fr(dt)}\nCompte 6512 0874 331\n{MAISON}\n"
            f"Lieu de consommation : 1181, rang 6, Saint-Théophile (résidence) - tarif D\nPériode de 61 jours - consommation {kwh} kWh\n"
            f"Montant à payer : {_m(kwh * 0.0868 + 28)}\nÉchéance : {_fr(dt + timedelta(days=21))}\n")


def t_taxes_mun(r, dt) -> str:
    return (f"Municipalité de Saint-Théophile - Compte de taxes foncières {dt.year}\nMatricule 4417-20-6653 (résidence 1181 rang 6)\n"
            f"{MAISON}\nÉvaluation : {_m(r.uniform(248000, 262000))}\nTaxe foncière générale : {_m(r.uniform(1900, 2200))}\n"
            "Ordures et recyclage : 245,00 $   Vidange fosse septique : 118,00 $\n"
            "Versements : 1er mars, 1er juin, 1er septembre\n")


def t_taxe_scol(r, dt) -> str:
    return (f"Centre de services scolaire de la Beauce-Etchemin - Compte de taxe scolaire {dt.year}-{dt.year + 1}\n"
            f"Propriétaire : Martin Poulin, Geneviève Veilleux\nImmeuble : 1181, rang 6, Saint-Théophile\n"
            f"Taux 0,0880 $ / 100 $   Montant : {_m(r.uniform(140, 190))}\n")


def t_ass_hab(r, dt) -> str:
    return (f"Desjardins Assurances - Assurance habitation\nRenouvellement au {_fr(dt + timedelta(days=30))}\nPolice H-8827140\n"
            f"{MAISON}\nBâtiment : maison unifamiliale 1978, poêle à bois certifié EPA, puits artésien\n"
            f"Prime annuelle : {_m(r.uniform(1450, 1780))}\nFranchise : 1 000 $ (dégât d'eau 2 500 $)\n")


def t_ramoneur(r, dt) -> str:
    return (f"Ramonage Beauce Pro - Facture {r.randint(1000, 4999)}\n{_fr(dt)}\nClient : M. Poulin, 1181 rang 6, Saint-Théophile\n"
            "Ramonage cheminée poêle à bois, inspection (créosote stade 1), remplacement chapeau\n"
            f"Total : {_m(r.uniform(190, 260))}\nProchain ramonage recommandé : automne\n")


def t_eau(r, dt) -> str:
    return (f"Laboratoire d'analyses Environex, Lévis - Certificat d'analyse eau potable\nDate de prélèvement : {_fr(dt)}\n"
            "Client : Geneviève Veilleux, 1181 rang 6, Saint-Théophile - puits résidentiel\n"
            f"Coliformes totaux : {r.randint(0, 8)} UFC/100 ml (norme < 10)\nE. coli : 0 UFC/100 ml\n"
            f"Nitrites-nitrates : {r.uniform(0.1, 1.8):.2f} mg/L\nManganèse : {r.uniform(0.01, 0.09):.3f} mg/L\nConclusion : eau conforme.\n")


def t_thermopompe(r, dt) -> str:
    return (f"Climatisation Beauce inc. - Facture {r.randint(2000, 2999)}\n{_fr(dt)}\nInstallation thermopompe murale Mitsubishi 18 000 BTU"
            " au salon, 1181 rang 6, Saint-Théophile\nÉquipement et installation : 5 290,00 $\nTPS 264,50 $  TVQ 527,68 $\nTotal 6 082,18 $\n"
            "Subvention LogisVert d'Hydro-Québec : formulaire remis au client. Garantie 10 ans compresseur.\n")


# --------------------------------------------------------------------------- Vehicles


def t_saaq(r, dt, k: int | None = None) -> str:
    vs = ["Ford F-150 XLT 2021, NIV 1FTFW1E58MFA40217", "Tracteur Kubota M5-111 2017 (véhicule de ferme, plaque F)"]
    v = vs[k] if k is not None else r.choice(vs)
    return (f"Société de l'assurance automobile du Québec (SAAQ)\nAvis de paiement - immatriculation {dt.year}\nDate : {_fr(dt)}\n"
            f"Propriétaire : Érablière Poulin inc. / Martin Poulin\nVéhicule : {v}\n"
            f"Contribution d'assurance et droits : {_m(r.uniform(140, 520))}\nÀ payer avant le {_fr(dt + timedelta(days=40))}\n")


def t_garage(r, dt) -> str:
    v = r.choice(["Ford F-150 2021 (km " + str(r.randint(68000, 118000)) + ")", "Tracteur Kubota M5-111 (" + str(r.randint(2100, 3200)) + " h)"])
    tr = r.choice(["Changement d'huile et filtres, inspection", "Pneus d'hiver posés + balancement", "Freins avant (plaquettes, disques)",
                   "Réparation hydraulique chargeur frontal", "Courroie et pompe à eau", "Entretien 500 h, filtres à air et carburant"])
    return (f"{'Garage Quirion Ford, Saint-Georges' if 'Ford' in v else 'Équipements Beauce-Kubota, Saint-Martin'}\nFacture de service {r.randint(40000, 99999)}\n"
            f"Date : {_fr(dt)}\nClient : Martin Poulin - {v}\nTravaux : {tr}\nPièces : {_m(r.uniform(60, 900))}\n"
            f"Main-d'oeuvre : {_m(r.uniform(90, 700))}\nTotal taxes incluses : {_m(r.uniform(250, 1900))}\n")


def t_ass_auto(r, dt) -> str:
    return (f"Desjardins Assurances - Assurance automobile\nRenouvellement {_fr(dt)}\nPolice A-5530218\nVéhicule : Ford F-150 XLT 2021\n"
            f"Conducteurs : Martin Poulin (principal), Geneviève Veilleux\nPrime annuelle : {_m(r.uniform(1200, 1600))}\n")


def t_pret_auto(r, dt) -> str:
    return (f"Ford Crédit Canada - Relevé de contrat de financement\nContrat 88410732 - Ford F-150 XLT 2021\nDate : {_fr(dt)}\n"
            f"Solde : {_m(r.uniform(12000, 21000))}\nPaiement mensuel : 712,44 $   Fin du contrat : août 2027\n")


# --------------------------------------------------------------------------- School / Hockey / Health


def t_bulletin(r, dt, k: int | None = None) -> str:
    kids = [("Félix Poulin", "secondaire 3", "École secondaire de la Haute-Beauce"), ("Rosalie Poulin", "5e année", "École Sainte-Thérèse")]
    kid = kids[k] if k is not None else r.choice(kids)
    mat = ["Français", "Mathématique", "Anglais", "Science et technologie", "Univers social", "Éducation physique"]
    return (f"{kid[2]} - Centre de services scolaire de la Beauce-Etchemin\nBulletin - étape {r.randint(1, 3)} - {dt.year}\n"
            f"Élève : {kid[0]}   Niveau : {kid[1]}\n" + "\n".join(f"{m} : {r.randint(64, 95)} %  (moyenne du groupe {r.randint(68, 80)} %)" for m in mat) +
            f"\nCommentaire : {r.choice(['Bon travail, continue!', 'Doit remettre ses devoirs à temps.', 'Élève engagé en classe.'])}\n")


def t_ecole_lettre(r, dt) -> str:
    return (f"École Sainte-Thérèse, Saint-Théophile\n{_fr(dt)}\nChers parents des élèves de 5e année,\n\n"
            f"La sortie de fin d'année au Village Québécois d'Antan aura lieu le {_fr(dt + timedelta(days=18))}. Le coût est de 22 $ "
            "(autobus inclus). Veuillez retourner le coupon signé et le paiement au plus tard vendredi. Prévoir un lunch froid "
            "et une bouteille d'eau.\n\nMme Isabelle Bolduc, enseignante de 5e année\n\nCoupon-réponse : Nom de l'enfant : ______ "
            "J'autorise mon enfant à participer : oui / non\n")


def t_ecole_facture(r, dt) -> str:
    return (f"École secondaire de la Haute-Beauce - État de compte {dt.year}-{dt.year + 1}\nÉlève : Félix Poulin (sec. 3, groupe 305)\n"
            f"Cahiers d'exercices : {_m(r.uniform(90, 140))}\nAgenda : 8,00 $\nSortie éducative : 25,00 $\nConcentration hockey (frais annuels) : "
            f"{_m(r.uniform(600, 900))}\nTotal : {_m(r.uniform(750, 1100))}\nPaiement par Internet : référence 1002-8873\n")


def t_transport(r, dt) -> str:
    return (f"Transport scolaire - Centre de services scolaire de la Beauce-Etchemin\nAvis de transport {dt.year}-{dt.year + 1}\n"
            "Élève : Rosalie Poulin, École Sainte-Thérèse\nCircuit 214 - arrêt 1181 rang 6\nEmbarquement : 7 h 22   Débarquement : 15 h 41\n"
            "Transporteur : Autobus Grondin\n")


def t_hockey_insc(r, dt) -> str:
    return (f"Association de hockey mineur de la Haute-Beauce - Confirmation d'inscription saison {dt.year}-{dt.year + 1}\n"
            f"Joueur : Félix Poulin (né en 2011) - catégorie M15\nÉquipe : Élans de la Haute-Beauce M15 BB (sélection)\n"
            f"Frais d'inscription : {_m(r.uniform(520, 690))}\nFrais d'équipe (tournois, chandails) : {_m(r.uniform(250, 400))}\n"
            "Reçu valide pour le crédit d'impôt pour activités des enfants (si applicable).\nParent : Geneviève Veilleux\n")


def t_hockey_cal(r, dt) -> str:
    out = ["Date;Heure;Adversaire;Aréna;Domicile/Visiteur"]
    d = dt
    for _ in range(r.randint(8, 14)):
        d += timedelta(days=r.randint(3, 8))
        out.append(f"{_iso(d)};{r.choice(['8h00', '10h15', '13h30', '18h45', '19h30'])};{r.choice(['Condors de Beauce-Nord', 'Seigneurs de Lotbinière', 'Titans des Etchemins', 'Faucons de Lévis', 'Rapides de Thetford'])};"
                   f"{r.choice(['Centre sportif Lacroix-Dutil (Saint-Georges)', 'Aréna de Saint-Prosper', 'Aréna de Lac-Etchemin', 'Centre Caztel (Sainte-Marie)'])};{r.choice(['D', 'V'])}")
    return "\n".join(out)


def t_tournoi(r, dt) -> str:
    return (f"BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Spordle//FR\nBEGIN:VEVENT\nUID:{r.randint(10**8, 10**9)}@spordle\n"
            f"DTSTART:{(dt + timedelta(days=12)).strftime('%Y%m%d')}T080000\nDTEND:{(dt + timedelta(days=14)).strftime('%Y%m%d')}T170000\n"
            "SUMMARY:Tournoi M15 BB - Élans de la Haute-Beauce\nLOCATION:Aréna de Saint-Prosper\n"
            "DESCRIPTION:Arrivée 1 h avant la partie. Chandail blanc pour les parties à domicile. Apporter bâtons de rechange.\n"
            "END:VEVENT\nEND:VCALENDAR\n")


def t_hockey_mail(r, dt) -> str:
    return (f"From: Stéphane Giguère <coach.elans.m15@gmail.com>\nTo: parents M15 BB\nDate: {_fr(dt)}\nSubject: Pratique annulée + camp d'été\n\n"
            "Bonjour les parents,\nLa pratique de jeudi au Centre sportif Lacroix-Dutil est annulée (resurfaceuse brisée). "
            "Pour le camp de perfectionnement de l'été, les inscriptions sont ouvertes jusqu'au 15 juin (275 $). "
            "N'oubliez pas la collecte de bouteilles samedi pour le tournoi de Québec.\nStéphane, entraîneur-chef\n")


def t_sportsexp(r, dt) -> str:
    items = r.sample([("Patins Bauer Vapor X4", 449.99), ("Bâton CCM Jetspeed", 239.99), ("Casque avec grille", 169.99),
                      ("Jambières", 129.99), ("Gants 14 po", 89.99), ("Aiguisage patins", 8.0), ("Sac à roulettes", 79.99)], 3)
    tot = sum(p for _n, p in items)
    return (f"Sports Experts - Saint-Georges\nReçu {r.randint(100000, 999999)}   {_fr(dt)}\n" + "\n".join(f"{n}  {_m(p)}" for n, p in items) +
            f"\nSous-total {_m(tot)}\nTaxes {_m(tot * 0.14975)}\nTotal {_m(tot * 1.14975)}\nPayé Visa ****4471\n")


def t_ramq(r, dt, who: str | None = None) -> str:
    return (f"Régie de l'assurance maladie du Québec (RAMQ)\n{_fr(dt)}\nAvis de renouvellement de la carte d'assurance maladie\n"
            f"{who or r.choice(['Rosalie Poulin', 'Félix Poulin', 'Martin Poulin'])}\n1181, rang 6, Saint-Théophile\n"
            "Votre carte expire bientôt. Présentez-vous dans un point de service avec le formulaire ci-joint pour la photo et la signature.\n"
            "Si vous êtes inscrit au régime public d'assurance médicaments, aucune action n'est requise.\n")


def t_labo(r, dt) -> str:
    return (f"CISSS de Chaudière-Appalaches - Hôpital de Saint-Georges - Laboratoire de biochimie\nDate du prélèvement : {_fr(dt)}\n"
            "Patient : POULIN, MARTIN   NAM : POUM 7903 1412\nMédecin : Dre Julie Lapointe, GMF de la Haute-Beauce\n"
            f"Cholestérol total : {r.uniform(4.8, 6.4):.2f} mmol/L\nLDL : {r.uniform(2.8, 4.1):.2f} mmol/L\nHDL : {r.uniform(0.9, 1.5):.2f} mmol/L\n"
            f"Glycémie à jeun : {r.uniform(4.9, 6.6):.1f} mmol/L\nHbA1c : {r.uniform(5.4, 6.3):.1f} %\n")


def t_dentiste(r, dt) -> str:
    return (f"Clinique dentaire Saint-Georges - Reçu\n{_fr(dt)}\nPatient : {r.choice(['Rosalie Poulin', 'Félix Poulin', 'Geneviève Veilleux'])}\n"
            f"Examen périodique 01202, détartrage 11101, radiographies 02142\nTotal : {_m(r.uniform(140, 360))}\n"
            "Réclamation transmise à l'assureur (Desjardins Assurances collectives).\n")


def t_pharma(r, dt) -> str:
    return (f"Jean Coutu - Saint-Georges - Reçu d'ordonnance\n{_fr(dt)}\nPatient : {r.choice(['Martin Poulin', 'Félix Poulin', 'Geneviève Veilleux'])}\n"
            f"{r.choice(['Atorvastatine 20 mg x 90', 'Salbutamol inhalateur 100 mcg', 'Amoxicilline 500 mg x 21', 'Cétirizine 10 mg'])}\n"
            f"Coût : {_m(r.uniform(15, 70))}   Franchise et coassurance RAMQ : {_m(r.uniform(5, 30))}\n")


def t_ortho(r, dt) -> str:
    return (f"Orthodontie Beauce - Plan de traitement\n{_fr(dt)}\nPatiente : Rosalie Poulin (10 ans)\nDiagnostic : classe II, encombrement\n"
            "Phase 1 : expanseur palatin (12 mois)\nCoût total : 2 850 $ - dépôt 500 $, puis 18 versements de 130,56 $\n")


# --------------------------------------------------------------------------- Travel (Florida project, past trips)


def t_transat(r, dt) -> str:
    return (f"Air Transat - Confirmation de réservation\nNuméro de réservation : {r.choice(['TSK8QW', 'TSL2HM'])}\nDate de réservation : {_fr(dt)}\n"
            "Passagers : POULIN/MARTIN, VEILLEUX/GENEVIEVE, POULIN/FELIX, POULIN/ROSALIE\n"
            "Aller : TS 1320 Québec (YQB) - Fort Lauderdale (FLL), 26 décembre 2026, 07 h 10 - 11 h 05\n"
            "Retour : TS 1321 Fort Lauderdale (FLL) - Québec (YQB), 6 janvier 2027, 12 h 15 - 16 h 20\n"
            "Tarif Eco budget + bagage enregistré : 4 x 789,00 $   Total : 3 156,00 $ CAD\n")


def t_vrbo(r, dt) -> str:
    return (f"From: VRBO <noreply@vrbo.com>\nTo: genevieve.veilleux@hotmail.com\nDate: {_fr(dt)}\nSubject: Your booking is confirmed! Reservation HA-8K27QL\n\n"
            "Hi Genevieve,\nYour stay at Ocean Breeze Condo 2BR - Hollywood Beach, FL is confirmed.\nCheck-in: Sat, Dec 26, 2026 (4:00 PM)\n"
            "Check-out: Wed, Jan 6, 2027 (10:00 AM)\nGuests: 2 adults, 2 children\n"
            f"Total: {_usd(3840.0)} (paid {_usd(1920.0)}, balance due Nov 26, 2026)\nHost: Carlos M.  Pool, parking included. 2 min walk to the beach.\n")


def t_alamo(r, dt) -> str:
    return (f"Alamo Rent A Car - Reservation confirmation #{r.randint(1000000000, 1999999999)}\nPick-up: Fort Lauderdale Airport (FLL), Dec 26 2026 12:00 PM\n"
            "Return: FLL, Jan 6 2027 10:00 AM\nVehicle: Intermediate SUV (Toyota RAV4 or similar)\nDriver: Martin Poulin\n"
            f"Estimated total: {_usd(r.uniform(690, 820))} incl. taxes. SunPass toll option added.\n")


def t_croixbleue(r, dt) -> str:
    return (f"Croix Bleue Medavie - Assurance voyage - Confirmation de couverture\nDate d'émission : {_fr(dt)}\n"
            "Assurés : Martin Poulin, Geneviève Veilleux, Félix Poulin, Rosalie Poulin\nDestination : États-Unis (Floride)\n"
            "Du 26 décembre 2026 au 6 janvier 2027 (12 jours)\nSoins médicaux d'urgence : 5 000 000 $ par personne\n"
            f"Annulation/interruption : 8 000 $ par personne\nPrime familiale : {_m(r.uniform(390, 470))}\nAssistance 24 h : 1 800 361-6068\n")


def t_fl_budget(r, dt) -> str:
    return ("Poste;Montant CAD;Payé?\nVols Transat x4;3 156;oui\nCondo Hollywood Beach (3 840 US);5 260;moitié\nAuto Alamo + SunPass;1 090;non\n"
            "Assurance voyage Croix Bleue;430;oui\nKennedy Space Center (4 billets);420;non\nEverglades airboat;260;non\nÉpicerie et restos;2 400;\n"
            "Essence;250;\nCadeaux / magasinage;600;\nTOTAL;13 866;\nÉpargne Floride au 1er juin;5 120;")


def t_fl_liste(r, dt) -> str:
    return ("- passeport Rosalie expire en mars 2027 -> vérifier la règle des 6 mois? (pas requis pour les USA mais demander)\n"
            "- réserver Kennedy Space Center pour le 30 déc.\n- demander à Mathieu de nourrir le chien et surveiller la cabane\n"
            "- convertir 500 $ US à la caisse\n- payer le solde du condo avant le 26 novembre\n"
            "- maillots, crème solaire, adaptateur? (pas besoin, même prises)\n- lettre de l'école pour 2 jours d'absence en janvier\n")


def t_ksc(r, dt) -> str:
    return ("Kennedy Space Center Visitor Complex - Ticket options (saved page)\nGeneral admission: Adult US$75, Child (3-11) US$65\n"
            "Add-on: Explore Tour (bus to launch pads) US$25\nTip: arrive at 9:00 AM, Space Shuttle Atlantis exhibit, Rocket Garden.\n"
            "Drive from Hollywood FL: approx. 3 h 15 via I-95 North.\n")


def t_gaspesie(r, dt) -> str:
    return (f"Confirmation de réservation - Camping du Parc national Forillon (Sépaq)\nDate de réservation : {_fr(dt)}\n"
            "Client : Geneviève Veilleux\nSite : Petit-Gaspé, emplacement 118 (tente-roulotte, électricité)\n"
            "Arrivée : 20 juillet 2024   Départ : 25 juillet 2024 (5 nuits)\nTotal : 287,45 $ + droits d'accès famille\n")


def t_oob(r, dt) -> str:
    return (f"From: Motel Sea View <info@seaviewoob.com>\nDate: {_fr(dt)}\nSubject: Réservation confirmée / Reservation confirmed\n\n"
            "Bonjour Famille Poulin,\nYour reservation at Sea View Motel, Old Orchard Beach, Maine is confirmed: July 17-23, 2022, "
            "1 room, 2 queen beds + kitchenette, ocean view.\nTotal: US$1,512.00 (deposit US$300 charged).\nÀ bientôt!\n")


# --------------------------------------------------------------------------- Estate (archive)


def t_notaire(r, dt, k: int | None = None) -> str:
    steps = ([("Ouverture du dossier de succession", "Nous avons reçu copie du certificat de décès et recherché les testaments et mandats "
                      "auprès de la Chambre des notaires et du Barreau. Le testament notarié du 4 mai 2011 est le dernier."),
                     ("Déclaration de transmission", "La déclaration de transmission de l'immeuble du 412, 17e Rue, Saint-Georges a été publiée "
                      "au registre foncier. Les héritiers peuvent procéder à la vente."),
                     ("Inventaire des biens", "L'inventaire a été clôturé et l'avis publié au Registre des droits personnels et réels mobiliers."),
                     ("Reddition de compte finale", "Les certificats de décharge de Revenu Québec et de l'ARC ont été obtenus; le solde de la "
                      "succession a été partagé en parts égales entre les trois enfants. Le dossier est fermé.")])
    step = steps[k] if k is not None else r.choice(steps)
    return (f"Me Lucie Gilbert, notaire - 11400, 1re Avenue, Saint-Georges (Québec)\n{_fr(dt)}\n\nSuccession de feu Thérèse Rodrigue Poulin\n"
            f"À l'attention de M. Martin Poulin, liquidateur\n\nObjet : {step[0]}\n\n{step[1]}\n\nVeuillez agréer nos salutations distinguées.\n"
            f"Me Lucie Gilbert\nHonoraires de cette étape : {_m(r.uniform(450, 1800))}\n")


def t_inventaire(r, dt) -> str:
    return ("Bien;Valeur;Remarques\nMaison 412, 17e Rue, Saint-Georges;238 000;vendue le 14 juillet 2023 : 251 500\n"
            "Compte Desjardins folio 33120;18 422;\nCPG Desjardins;25 000;échu\nFERR;61 870;imposable au décès\nMeubles et effets;3 500;"
            "partagés entre les enfants\nVoiture Buick 2012;4 200;vendue à Éric\nFrais funéraires (Coopérative funéraire de la Haute-Chaudière);-9 780;\n"
            "Impôts finaux (TP-1 + T1);-14 200;\nHonoraires notaire;-4 900;\nPart de chaque héritier (3);~ 90 000;")


def t_deces(r, dt) -> str:
    return ("DIRECTEUR DE L'ÉTAT CIVIL - Certificat de décès\nNom : RODRIGUE, Thérèse (POULIN)\nDate du décès : 19 octobre 2022\n"
            "Lieu : Hôpital de Saint-Georges\nDate de naissance : 2 février 1941\nDéclarant : Martin Poulin, fils\n")


def t_succ_impot(r, dt) -> str:
    return (f"Revenu Québec - Certificat autorisant la distribution des biens\n{_fr(dt)}\nSuccession de Thérèse Rodrigue, décédée le 19 octobre 2022\n"
            "Liquidateur : Martin Poulin\nLes déclarations de revenus finales (TP-1 2022) et de la fiducie ont été produites et payées. "
            "Le liquidateur peut procéder à la distribution des biens.\n")


def t_succ_mail(r, dt) -> str:
    return (f"From: Éric Poulin <eric.poulin@outlook.com>\nTo: martin.poulin.erabliere@gmail.com\nDate: {_fr(dt)}\nSubject: la maison de maman\n\n"
            "Salut Martin,\nJ'ai parlé à Chantal (courtière). Elle pense qu'on peut afficher la maison de la 17e Rue à 249 000 $. "
            "Nathalie et moi on est d'accord. Il faut juste vider le sous-sol avant la visite de l'inspecteur. "
            "Le notaire veut aussi la facture des funérailles pour l'inventaire.\nÉric\n")


# --------------------------------------------------------------------------- Resources


def t_acer_guide(r, dt) -> str:
    return (r.choice([
        "Centre ACER - Fiche technique : Entretien des membranes d'osmose inversée\nLavage au perméat chaud après chaque utilisation; "
        "lavage alcalin aux 20 heures; mesurer le débit de perméat à 10 °C pour suivre l'encrassement; ne jamais laisser geler.",
        "CRAAQ - Guide de production sous régie biologique et conventionnelle\nChapitre 4 : L'entaillage. Profondeur de 5 cm (chalumeau 5/16), "
        "une entaille pour un tronc de 20 à 39 cm de DHP. Entailler quand les températures oscillent autour de 0 °C.",
        "Centre ACER - Bonnes pratiques : la qualité du sirop d'érable\nDensité entre 66,0 et 68,9 °Brix. Filtrer à chaud à plus de 82 °C. "
        "Les barils inox doivent être propres, identifiés et remplis à au moins 90 %. Défauts de saveur : VR (bourgeon), VV (sève), buddy.",
        "Centre ACER - Le vide dans les systèmes de tubulure\nUn vide de 25 po Hg au chalumeau augmente le rendement en sève de 50 à 100 %. "
        "Vérifier les fuites avec un détecteur et tenir un registre par secteur."]) + "\n")


def t_recette(r, dt) -> str:
    return r.choice([
        "Tarte au sucre de grand-maman Thérèse\n1 abaisse\n1 tasse cassonade\n1 tasse crème 35 %\n2 c. à soupe farine\n1/2 tasse sirop d'érable\n"
        "Cuire 35 min à 375 °F.\n",
        "Pâté chinois\n1 lb boeuf haché\n1 oignon\n1 boîte maïs en crème + 1 boîte maïs en grains\n6 patates en purée\nGratiner 30 min à 375 °F.\n",
        "Grands-pères dans le sirop\n1 1/2 tasse sirop d'érable, 1/2 tasse eau. Pâte : 1 tasse farine, 2 c. à thé poudre à pâte, "
        "1 c. à soupe beurre, 1/2 tasse lait. Cuire couvert 15 min.\n",
        "Ragoût de boulettes\nBoulettes : 1 lb porc haché, oignon, clou de girofle, cannelle. Sauce à la farine grillée.\n"])


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

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

    # ------------------------------------------------------------ Documents/Érablière (Areas Maple)
    d = "Documents/Érablière"
    for y, ages in ((2025, (190, 300, 420)), (2026, (12, 26, 40, 70))):
        for i, age in enumerate(ages):
            add(f"{d}/PPAQ/Paiements {y}/avis paiement {i + 1}.pdf", A, "Maple", age, t_ppaq_avis)
    add(f"{d}/PPAQ/Contingent 2025.pdf", A, "Maple", 480, t_contingent)
    add(f"{d}/PPAQ/Contingent 2026.pdf", A, "Maple", 118, t_contingent)
    add(f"{d}/PPAQ/Règlement sur le contingentement - résumé producteurs.pdf", A, "Maple", 600, lambda r, dt:
        "PPAQ - Résumé pour les producteurs : Règlement sur le contingentement de la production et de la mise en marché du sirop "
        "d'érable. Contingent exprimé en livres; ventes en vrac exclusivement par l'Agence de vente; réserve stratégique; "
        "prélevés et contributions. Sanctions en cas de ventes hors agence.\n")
    for i, age in enumerate((32, 45, 58, 400)):
        add(f"{d}/Classement ACER/certificat {_iso(NOW - timedelta(days=age))}.pdf", A, "Maple", age, t_acer)
    add(f"{d}/Registre des coulées 2026.xlsx", A, "Maple", 36, t_coulee)
    add(f"{d}/Registre des coulées 2025.xlsx", A, "Maple", 400, t_coulee)
    add(f"{d}/Registre des coulées 2024.xlsx", A, "Maple", 765, t_coulee)
    for mo, age in (("février", 110), ("mars", 80), ("avril", 50), ("mai", 20)):
        add(f"{d}/Comptabilité/2026/grand livre {mo} 2026.xlsx", A, "Maple", age, t_grandlivre)
    for mo, age in (("novembre", 200), ("décembre", 170)):
        add(f"{d}/Comptabilité/2025/grand livre {mo} 2025.xlsx", A, "Maple", age, t_grandlivre)
    for i, age in enumerate((8, 22, 66, 95, 260, 310)):
        add(f"{d}/Comptabilité/Factures fournisseurs/facture {r.randint(10000, 99999)}.pdf", A, "Maple", age, t_facture_erable)
    add(f"{d}/Comptabilité/États financiers 2025 - lettre Vachon Grondin.docx", A, "Maple", 62, t_etats)
    add(f"{d}/Comptabilité/États financiers 2024.pdf", A, "Maple", 430, t_etats)
    for q, age in (("T1 2026", 40), ("T4 2025", 130), ("T3 2025", 220), ("T2 2025", 310)):
        add(f"{d}/Taxes TPS-TVQ/FPZ-500 {q}.pdf", A, "Maple", age, t_tps)
    add(f"{d}/FAC/relevé annuel 2025.pdf", A, "Maple", 140, t_fac_releve)
    add(f"{d}/FAC/relevé annuel 2024.pdf", A, "Maple", 505, t_fac_releve)
    add(f"{d}/FAC/AgExpert sauvegarde notes.txt", A, "Maple", 90, "AgExpert Analyste - fichier ERABLIERE_POULIN_2026.aea\n"
        "copie sur la clé USB bleue + OneDrive\nplan comptable : 4010 ventes sirop, 4110 ventes repas, 5120 énergie...\n")
    add(f"{d}/MAPAQ/fiche enregistrement NIM 0247811.pdf", A, "Maple", 160, t_mapaq_enreg)
    add(f"{d}/MAPAQ/crédit taxes foncières 2025.pdf", A, "Maple", 380, t_mapaq_taxes)
    add(f"{d}/MAPAQ/crédit taxes foncières 2026.pdf", A, "Maple", 30, t_mapaq_taxes)
    add(f"{d}/Assurances/Promutuel renouvellement 2026.pdf", A, "Maple", 75, t_promutuel)
    add(f"{d}/Assurances/Promutuel renouvellement 2025.pdf", A, "Maple", 440, t_promutuel)
    add(f"{d}/Plan aménagement forestier 2022.pdf", A, "Maple", 1300, t_amenagement)
    add(f"{d}/Employés érablière/heures Dany saison 2026.xlsx", A, "Maple", 37, lambda r, dt:
        "Semaine;Heures;Tâches\n" + "\n".join(f"{_iso(dt - timedelta(days=70 - 7 * i))};{r.randint(22, 55)};"
                                             f"{r.choice(['entaillage', 'réparation tubulure', 'bouillage nuit', 'lavage', 'désentaillage'])}" for i in range(9)))

    # ------------------------------------------------------------ Project: evaporator + RO (Projects Maple)
    pe = f"{d}/Projet évaporateur 2026"
    add(f"{pe}/Soumissions/Lachance 4x14 granules.pdf", P, "Maple", 150, t_soum_evap)
    add(f"{pe}/Soumissions/Lachance 4x14 révisée mai.pdf", P, "Maple", 25, t_soum_evap)
    add(f"{pe}/Soumissions/Acéri-Pro évaporateur.pdf", P, "Maple", 170, lambda r, dt:
        f"Acéri-Pro Plessisville inc.\nSoumission {r.randint(5000, 5999)} - {_fr(dt)}\nÉrablière Poulin - évaporateur 4x14 à granules, "
        "modèle Turbo-Granule, avec soutireuse : 161 200,00 $\nInstallation non incluse. Livraison 16 semaines.\n")
    add(f"{pe}/Soumissions/Osmotech osmose 3000 GPH.pdf", P, "Maple", 120, t_soum_ro)
    add(f"{pe}/Soumissions/H2O Beauce osmose.pdf", P, "Maple", 135, lambda r, dt:
        f"H2O Beauce - Soumission osmose inversée 3 200 GPH, 8 membranes, pour Érablière Poulin inc. ({_fr(dt)})\nPrix : 91 400,00 $ + taxes\n")
    add(f"{pe}/Soumissions/Électricité Drouin.pdf", P, "Maple", 33, t_electricien)
    add(f"{pe}/Soumissions/Roy Électrique - 2e soumission.pdf", P, "Maple", 9, lambda r, dt:
        f"Roy Électrique enr. - Soumission {_fr(dt)}\nÉrablière Poulin, cabane : entrée 400 A, panneau, convertisseur de phase pour osmose\n"
        "Total : 34 750,00 $ + taxes\n")
    add(f"{pe}/Subvention MAPAQ/demande aide financière v3.docx", P, "Maple", 14, t_demande)
    add(f"{pe}/Subvention MAPAQ/demande aide financière v2.docx", P, "Maple", 30, t_demande)
    add(f"{pe}/Subvention MAPAQ/budget projet.xlsx", P, "Maple", 12, t_budget_projet)
    add(f"{pe}/Subvention MAPAQ/calcul mazout 2023-2026.xlsx", P, "Maple", 5, t_mazout)
    add(f"{pe}/Subvention MAPAQ/résolution CA signée.pdf", P, "Maple", 7, t_resolution)
    add(f"{pe}/Subvention MAPAQ/RE Demande d'aide - documents manquants.eml", P, "Maple", 10, t_mail_mapaq)
    add(f"{pe}/Subvention MAPAQ/Guide du programme Investissements croissance durable.pdf", P, "Maple", 95, lambda r, dt:
        "MAPAQ - Programme Investissements pour la croissance durable des entreprises agricoles - Guide du demandeur 2025-2028\n"
        "Aide de 40 % des dépenses admissibles, maximum 100 000 $ par entreprise. Dépenses engagées avant l'acceptation : non admissibles.\n"
        "Volet 2 : efficacité énergétique et réduction des GES (évaporateurs, osmose, récupérateurs de chaleur).\n")
    add(f"{pe}/Financement FAC/offre Prêt Équipement 150 000.pdf", P, "Maple", 18, t_fac_offre)
    add(f"{pe}/Hydro-Québec demande d'alimentation.pdf", P, "Maple", 20, t_hq_branch)
    add(f"{pe}/comparatif évaporateurs.xlsx", P, "Maple", 140, lambda r, dt:
        "Critère;Lachance 4x14;Acéri-Pro Turbo-Granule;Garder le 4x12 huile\nPrix;148 500;161 200;0\nCombustible;granules;granules;mazout 22 000 L\n"
        "Évaporation gal/h;600;580;420\nService après-vente;Saint-Ludger 25 min;Plessisville 2 h;\nDélai;octobre;16 semaines;\nNote Martin;9/10;7/10;")
    add(f"{pe}/plan cabane - emplacement osmose.png", P, "Maple", 60, "")
    photo(f"{pe}/photos/chambre évaporateur mesures 1.jpg", P, "Maple", 48)
    photo(f"{pe}/photos/chambre évaporateur mesures 2.jpg", P, "Maple", 48)
    photo(f"{pe}/photos/entrée électrique actuelle.jpg", P, "Maple", 34)
    photo(f"{pe}/photos/évaporateur Lachance démo Saint-Ludger.jpg", P, "Maple", 160)

    # ------------------------------------------------------------ Archive: tubing 2024 (Archive Maple)
    tb = f"{d}/Agrandissement tubulure 2024"
    add(f"{tb}/soumission Tubulure Haute-Beauce.pdf", X, "Maple", 800, t_tub_soum)
    add(f"{tb}/PPAQ acceptation contingent entailles additionnelles.pdf", X, "Maple", 760, t_tub_ppaq)
    for i, age in enumerate((660, 620, 560)):
        add(f"{tb}/facture {i + 1}.pdf", X, "Maple", age, t_tub_fact)
    add(f"{tb}/vérification entailles décembre 2024.pdf", X, "Maple", 545, t_tub_verif)
    add(f"{tb}/plan secteurs 7-8.png", X, "Maple", 700, "")
    add(f"{tb}/liste matériel.xlsx", X, "Maple", 690, lambda r, dt:
        "Matériel;Quantité;Prix\nMaîtresse 1 po (m);3900;2,10\nMaîtresse 1 1/4 po (m);2300;2,85\nLatéral 5/16 (rouleau 500 pi);250;96\n"
        "Chalumeaux santé;4100;0,36\nPompe à vide 10 HP;1;8900\nExtracteur 3 po;1;2650")
    for i in range(5):
        photo(f"{tb}/photos/IMG_{5210 + i * 13}.jpg", X, "Maple", 640 - i * 12)

    # ------------------------------------------------------------ Documents/Cabane à sucre (Areas Restaurant)
    c = "Documents/Cabane à sucre"
    for y, age in ((2024, 820), (2025, 455), (2026, 100)):
        add(f"{c}/Menus/menu {y}.docx", A, "Restaurant", age, t_menu)
    add(f"{c}/Menus/menu 2026 - version imprimée.pdf", A, "Restaurant", 95, t_menu)
    add(f"{c}/Menus/liste de prix produits d'érable boutique.xlsx", A, "Restaurant", 98, lambda r, dt:
        "Produit;Format;Prix\nSirop d'érable;540 ml cruchon;12,00\nSirop d'érable;1 L;19,00\nBeurre d'érable;250 g;9,50\nSucre d'érable;bloc 500 g;14,00\n"
        "Tire en cornet;;4,00\nBonbons à l'érable;sac 100 g;5,00")
    add(f"{c}/Menus/recette fèves au lard 120 portions.docx", A, "Restaurant", 300, t_batch)
    for i, age in enumerate((87, 73, 59, 52, 45)):
        add(f"{c}/Personnel 2026/horaire semaine {i + 1}.xlsx", A, "Restaurant", age, t_horaire)
    add(f"{c}/Personnel 2026/liste employés 2026.xlsx", A, "Restaurant", 110, t_employes)
    add(f"{c}/Personnel 2025/liste employés 2025.xlsx", A, "Restaurant", 470, t_employes)
    for i, age in enumerate((420, 434)):
        add(f"{c}/Personnel 2025/horaire semaine {i + 3}.xlsx", A, "Restaurant", age, t_horaire)
    for i, age in enumerate((76, 62, 48, 34)):
        add(f"{c}/Paie/sommaire paie période {i + 5:02d}.xlsx", A, "Restaurant", age, t_paie)
    add(f"{c}/Offre d'emploi saison 2026.docx", A, "Restaurant", 150, t_offre)
    for i, age in enumerate((120, 96, 79)):
        add(f"{c}/Réservations/groupe {i + 1}.eml", A, "Restaurant", age, t_resa)
    add(f"{c}/Réservations/réservations fins de semaine 2026.xlsx", A, "Restaurant", 40, lambda r, dt:
        "Date;Service;Nom;Personnes;Dépôt\n" + "\n".join(f"{_iso(dt - timedelta(days=r.randint(5, 55)))};{r.choice(['midi', 'soir'])};{_pers(r)};{r.randint(4, 60)};{r.choice(['oui', 'non', ''])}" for _ in range(30)))
    for i, age in enumerate((84, 56, 42)):
        add(f"{c}/Fournisseurs/DAB facture {i + 1}.pdf", A, "Restaurant", age, t_aliments)
    add(f"{c}/Permis/permis MAPAQ restaurant 2026.pdf", A, "Restaurant", 68, t_permis)
    add(f"{c}/Permis/rapport inspection mars 2025.pdf", A, "Restaurant", 440, t_inspection)
    add(f"{c}/Publicité Facebook ouverture.txt", A, "Restaurant", 92, "La cabane Chez Poulin ouvre ses portes le 7 mars! Réservez "
        "votre fin de semaine au 418 597-3340. Menu traditionnel, tire sur la neige, violoneux le samedi soir. Groupes bienvenus en semaine.")

    # ------------------------------------------------------------ Documents/Finances & Impôts (Areas Finance)
    f = "Documents/Finances"
    for i, age in enumerate((3, 34, 64, 95)):
        add(f"{f}/Desjardins/relevé {_iso(NOW - timedelta(days=age))[:7]}.csv", A, "Finance", age, t_banque)
    for i, age in enumerate((15, 46)):
        add(f"{f}/Desjardins/Visa relevé {i + 1}.pdf", A, "Finance", age, t_visa)
    add(f"{f}/Hypothèque renouvellement 2024.pdf", A, "Finance", 700, t_hypo)
    add(f"{f}/REEE relevé 2025.pdf", A, "Finance", 140, t_reee)
    add(f"{f}/budget familial 2026.xlsx", A, "Finance", 11, t_budget)
    add(f"{f}/budget familial 2025.xlsx", A, "Finance", 380, t_budget)
    add(f"{f}/allocation famille juillet 2025.pdf", A, "Finance", 330, t_allocation)
    imp = "Documents/Impôts"
    for y in (2023, 2024, 2025):
        age = 60 + (2025 - y) * 365
        add(f"{imp}/{y}/avis cotisation RQ Martin.pdf", A, "Finance", age, t_avis_rq)
        add(f"{imp}/{y}/avis cotisation ARC Geneviève.pdf", A, "Finance", age + 4, t_avis_arc)
        add(f"{imp}/{y}/Relevé 1 Geneviève.pdf", A, "Finance", age + 90, t_rl1)
        add(f"{imp}/{y}/REER reçu.pdf", A, "Finance", age + 70, t_reer)
    add(f"{imp}/2025/liste documents pour comptable.txt", A, "Finance", 100, "Impôts 2025 perso - apporter à Vachon Grondin :\n"
        "- RL-1 et T4 Geneviève\n- feuillets dividendes Martin (RL-3/T5)\n- reçus REER\n- reçus hockey Félix + ortho Rosalie (frais médicaux)\n"
        "- relevé 31 taxes? (propriétaires, non)\n- REEE\n")

    # ------------------------------------------------------------ Documents/Maison (Areas Home)
    h = "Documents/Maison"
    for i, age in enumerate((18, 80, 201, 323)):
        add(f"{h}/Hydro/facture {_iso(NOW - timedelta(days=age))}.pdf", A, "Home", age, t_hydro)
    add(f"{h}/taxes municipales 2026.pdf", A, "Home", 120, t_taxes_mun)
    add(f"{h}/taxes municipales 2025.pdf", A, "Home", 485, t_taxes_mun)
    add(f"{h}/taxe scolaire 2025-2026.pdf", A, "Home", 300, t_taxe_scol)
    add(f"{h}/assurance habitation 2026.pdf", A, "Home", 55, t_ass_hab)
    add(f"{h}/ramonage oct 2025.pdf", A, "Home", 235, t_ramoneur)
    add(f"{h}/analyse eau puits 2025.pdf", A, "Home", 360, t_eau)
    add(f"{h}/thermopompe facture.pdf", A, "Home", 410, t_thermopompe)
    add(f"{h}/à réparer maison.txt", A, "Home", 28, "- joint de la douche du sous-sol\n- porte de garage (ressort)\n- gouttière côté nord\n"
        "- changer filtre thermopompe\n- peinture galerie avant cet été\n")

    # ------------------------------------------------------------ Documents/Auto et tracteur (Areas Vehicles)
    v = "Documents/Auto et tracteur"
    add(f"{v}/SAAQ immatriculation 2026 F-150.pdf", A, "Vehicles", 150, lambda r, dt: t_saaq(r, dt, 0))
    add(f"{v}/SAAQ tracteur plaque F.pdf", A, "Vehicles", 500, lambda r, dt: t_saaq(r, dt, 1))
    for i, age in enumerate((40, 190, 380, 590)):
        add(f"{v}/factures garage/facture {i + 1}.pdf", A, "Vehicles", age, t_garage)
    add(f"{v}/assurance auto 2026.pdf", A, "Vehicles", 96, t_ass_auto)
    add(f"{v}/Ford Crédit relevé.pdf", A, "Vehicles", 60, t_pret_auto)
    add(f"{v}/entretien tracteur heures.xlsx", A, "Vehicles", 26, lambda r, dt:
        "Date;Heures compteur;Travail;Coût\n" + "\n".join(f"{2021 + i}-0{r.randint(4, 9)}-1{r.randint(0, 9)};{1650 + i * 290};"
                                                       f"{r.choice(['huile moteur + filtres', 'huile hydraulique', 'graissage complet', 'pneu arrière réparé'])};{r.randint(90, 900)}" for i in range(6)))

    # ------------------------------------------------------------ Documents/Enfants (School / Hockey)
    e = "Documents/Enfants"
    for i, age in enumerate((70, 160, 430)):
        add(f"{e}/École/bulletin étape {i + 1}{'' if i < 2 else ' 2025'}.pdf", A, "School", age, t_bulletin)
    add(f"{e}/École/sortie 5e année.pdf", A, "School", 15, t_ecole_lettre)
    add(f"{e}/École/état de compte Félix 2025-2026.pdf", A, "School", 270, t_ecole_facture)
    add(f"{e}/École/transport Rosalie.pdf", A, "School", 280, t_transport)
    add(f"{e}/École/liste effets scolaires 5e.docx", A, "School", 320, "École Sainte-Thérèse - Liste des effets scolaires 5e année\n"
        "2 duo-tangs, 12 crayons HB, gomme, règle 30 cm, calculatrice simple, 4 cahiers Canada, clé USB, écouteurs\n")
    add(f"{e}/Hockey/inscription M15 2025-2026.pdf", A, "Hockey", 290, t_hockey_insc)
    add(f"{e}/Hockey/calendrier saison.xlsx", A, "Hockey", 240, t_hockey_cal)
    add(f"{e}/Hockey/reçu Sports Experts patins.pdf", A, "Hockey", 275, t_sportsexp)
    add(f"{e}/Hockey/camp d'été.eml", A, "Hockey", 21, t_hockey_mail)
    add(f"{e}/Hockey/Règlements Hockey Québec 2025-2026 résumé.pdf", R, "Hockey", 280, "Hockey Québec - Règlements de jeu 2025-2026 - "
        "résumé pour les parents : mise en échec permise en M15 BB, protège-cou obligatoire, règle de l'esprit sportif, durée des périodes.\n")
    add(f"{e}/Hockey/exercices patinage avant-arrière.pdf", R, "Hockey", 330, "Exercices de patinage - transitions avant/arrière, "
        "croisements en 8, départs explosifs. Durée 15 min en début de pratique.\n")

    # ------------------------------------------------------------ Documents/Santé (Areas Health)
    s = "Documents/Santé"
    add(f"{s}/RAMQ renouvellement Rosalie.pdf", A, "Health", 85, lambda r, dt: t_ramq(r, dt, "Rosalie Poulin"))
    add(f"{s}/résultats prise de sang Martin.pdf", A, "Health", 44, t_labo)
    for i, age in enumerate((130, 300)):
        add(f"{s}/dentiste reçu {i + 1}.pdf", A, "Health", age, t_dentiste)
    add(f"{s}/ortho Rosalie plan de traitement.pdf", A, "Health", 210, t_ortho)
    add(f"{s}/pharmacie reçus 2025.pdf", A, "Health", 160, t_pharma)
    add(f"{s}/carnet vaccination Félix.pdf", A, "Health", 900, "Carnet de vaccination - Félix Poulin (né le 14 août 2011)\n"
        "DCaT-VPI-Hib, RRO-Var, méningocoque C, hépatite B (4e année), VPH (4e année), dcaT (3e secondaire - à venir)\n")

    # ------------------------------------------------------------ Voyages: Florida (Projects) and past (Archive)
    t = "Documents/Voyages"
    fl = f"{t}/Floride Noël 2026"
    add(f"{fl}/Transat confirmation TSK8QW.pdf", P, "Travel", 88, t_transat)
    add(f"{fl}/VRBO Hollywood Beach.eml", P, "Travel", 80, t_vrbo)
    add(f"{fl}/Alamo reservation.pdf", P, "Travel", 41, t_alamo)
    add(f"{fl}/assurance voyage Croix Bleue.pdf", P, "Travel", 39, t_croixbleue)
    add(f"{fl}/budget Floride.xlsx", P, "Travel", 6, t_fl_budget)
    add(f"{fl}/itinéraire.docx", P, "Travel", 16, "Floride 26 déc - 6 janv\n26 : vol 7h10, auto à FLL, épicerie Publix\n27-29 : plage Hollywood\n"
        "30 : Kennedy Space Center (départ 6 h)\n31 : Las Olas, feux du jour de l'an sur la plage\n2 janv : Everglades airboat\n"
        "3 : Miami Seaquarium ou Wynwood\n5 : magasinage Sawgrass Mills\n6 : retour\n")
    add(f"{fl}/Kennedy Space Center tickets.pdf", P, "Travel", 22, t_ksc)
    add(f"{fl}/condo photo 1.png", P, "Travel", 81, "")
    add(f"{fl}/condo photo 2.png", P, "Travel", 81, "")
    ga = f"{t}/Gaspésie 2024"
    add(f"{ga}/Forillon camping confirmation.pdf", X, "Travel", 760, t_gaspesie)
    add(f"{ga}/itinéraire Gaspésie.docx", X, "Travel", 700, "Tour de la Gaspésie juillet 2024\n18 : Saint-Théophile -> Matane (traversier? non)\n"
        "19 : Sainte-Anne-des-Monts, parc de la Gaspésie (mont Albert)\n20-25 : Forillon\n25-26 : Percé, île Bonaventure\n"
        "27 : Carleton-sur-Mer\n28 : retour par la vallée de la Matapédia\n")
    add(f"{ga}/dépenses voyage.xlsx", X, "Travel", 675, "Poste;Montant\nEssence;612\nCamping Forillon;287\nÎle Bonaventure bateau;178\n"
        "Restos;940\nÉpicerie;420\nTotal;2437")
    oo = f"{t}/Old Orchard 2022"
    add(f"{oo}/Sea View motel.eml", X, "Travel", 1500, t_oob)
    add(f"{oo}/liste bagages.txt", X, "Travel", 1430, "Old Orchard juillet 2022 - bagages\nmaillots x4, serviettes de plage, parasol, "
        "crème solaire, passeports (tous valides), monnaie US 300 $, chaise pliante, jeux de cartes\n")

    # ------------------------------------------------------------ Succession maman (Archive Estate)
    sm = "Documents/Succession maman"
    add(f"{sm}/certificat de décès.pdf", X, "Estate", 1300, t_deces)
    for i, age in enumerate((1290, 1200, 1100, 960)):
        add(f"{sm}/lettre notaire {i + 1}.pdf", X, "Estate", age, lambda r, dt, i=i: t_notaire(r, dt, i))
    add(f"{sm}/inventaire succession.xlsx", X, "Estate", 1080, t_inventaire)
    add(f"{sm}/certificat Revenu Québec distribution.pdf", X, "Estate", 980, t_succ_impot)
    add(f"{sm}/testament maman 2011.pdf", X, "Estate", 1295, "Testament notarié de Thérèse Rodrigue, veuve de Lionel Poulin, reçu devant "
        "Me Lucie Gilbert le 4 mai 2011. Je lègue tous mes biens à mes trois enfants, Martin, Éric et Nathalie, en parts égales. "
        "Je nomme mon fils Martin liquidateur de ma succession.\n")
    add(f"{sm}/courriel Éric maison.eml", X, "Estate", 1150, t_succ_mail)
    add(f"{sm}/facture funérailles.pdf", X, "Estate", 1285, lambda r, dt:
        "Coopérative funéraire de la Haute-Chaudière - Facture\nDéfunte : Thérèse Rodrigue Poulin\nExposition, cérémonie à l'église "
        "Saint-Georges, crémation, columbarium\nTotal : 9 780,00 $\nPayé par la succession.\n")
    photo(f"{sm}/maman photo avis de décès.jpg", X, "Estate", 1298)

    # ------------------------------------------------------------ Resources (Documents)
    add("Documents/Érablière/Guides techniques/ACER entretien membranes osmose.pdf", R, "Maple", 900, t_acer_guide)
    add("Documents/Érablière/Guides techniques/CRAAQ entaillage.pdf", R, "Maple", 1400, t_acer_guide)
    add("Documents/Érablière/Guides techniques/ACER qualité du sirop.pdf", R, "Maple", 1100, t_acer_guide)
    add("Documents/Érablière/Guides techniques/vide dans la tubulure.pdf", R, "Maple", 1000, t_acer_guide)
    rc = "Documents/Recettes"
    for n, age in (("tarte au sucre grand-maman.docx", 1200), ("pâté chinois.txt", 800), ("grands-pères.docx", 460), ("ragoût de boulettes.txt", 190)):
        add(f"{rc}/{n}", R, "Cooking", age, t_recette)
    add(f"{rc}/Ricardo - pouding chômeur.pdf", R, "Cooking", 340, "Ricardo - Pouding chômeur à l'érable\n2 tasses sirop d'érable, 1 tasse crème 35 %, "
        "pâte : 1/2 tasse beurre, 3/4 tasse sucre, 2 oeufs, 2 tasses farine. 40 min à 350 °F.\n")
    mn = "Documents/Manuels"
    add(f"{mn}/Kubota M5-111 Operator's Manual.pdf", R, "Vehicles", 1500, "Kubota M5-091 / M5-111 Operator's Manual\nSafety first. "
        "Daily checks: engine oil, coolant, hydraulic/transmission fluid, tire pressure. Service intervals: every 50 hours grease all fittings; "
        "every 500 hours change engine oil and filter.\n")
    add(f"{mn}/F-150 2021 guide du propriétaire.pdf", R, "Vehicles", 1600, "Ford F-150 2021 - Guide du propriétaire\nRemorquage : capacité "
        "maximale 11 300 lb avec l'ensemble de remorquage. Entretien : vidange d'huile selon le moniteur de durée de vie de l'huile.\n")
    add(f"{mn}/Mitsubishi thermopompe manuel.pdf", R, "Home", 410, "Mitsubishi Electric MSZ-FS18NA - Manuel d'utilisation\n"
        "Nettoyer les filtres toutes les 2 semaines. Mode i-save. Télécommande : MODE, FAN, VANE.\n")
    add(f"{mn}/laveuse Whirlpool manual.pdf", R, "Home", 1250, "Whirlpool Front-Load Washer - Use and Care Guide\nUse HE detergent only. "
        "Run the Clean Washer cycle monthly. Leave the door ajar to let the drum dry.\n")
    lv = "Documents/Livres"
    for ti, au, age in (("Le Survenant", "Germaine Guèvremont", 1300), ("Maria Chapdelaine", "Louis Hémon", 1250),
                        ("Les Filles de Caleb - Le Chant du coq", "Arlette Cousture", 700), ("La Saga des Poulin (roman)", "Jean-Pierre Charland", 420),
                        ("Sugaring - A Maple Syrup Memoir", "Robert Leonard", 260)):
        add(f"{lv}/{ti}.epub", R, "Books", age, _epub(ti, au, "fr" if "Sugaring" not in ti else "en", f"{ti} - {au}."))

    # ------------------------------------------------------------ Scans (hard: names and folder say nothing)
    sc = "Documents/Scans"
    scans = [(A, "Health", 190, t_dentiste), (A, "Maple", 210, t_acer), (A, "Finance", 400, t_avis_rq), (A, "School", 245, t_bulletin),
             (A, "Vehicles", 330, t_garage), (X, "Estate", 1180, t_notaire), (A, "Home", 520, t_taxes_mun), (A, "Restaurant", 445, t_inspection),
             (A, "Maple", 350, t_promutuel), (P, "Maple", 29, t_resolution), (A, "Hockey", 300, t_hockey_insc), (X, "Maple", 650, t_tub_fact),
             (A, "Health", 75, t_ortho), (A, "Finance", 155, t_reee)]
    for i, (b, tp, age, fn) in enumerate(scans):
        add(f"{sc}/scan{i + 1:04d}.pdf", b, tp, age, fn, hard=True)

    # ------------------------------------------------------------ Documents/2023 year folder (mixed)
    y3 = "Documents/2023"
    add(f"{y3}/doc_0412.pdf", X, "Estate", 1145, t_notaire, hard=True)
    add(f"{y3}/doc_0519.pdf", A, "Maple", 1100, t_ppaq_avis, hard=True)
    add(f"{y3}/doc_0706.pdf", X, "Estate", 1050, t_succ_impot, hard=True)
    add(f"{y3}/doc_0915.pdf", A, "Home", 990, t_hydro, hard=True)
    add(f"{y3}/factures.xlsx", A, "Restaurant", 1150, t_paie, hard=True)
    add(f"{y3}/notes.txt", X, "Estate", 1160, "rdv Me Gilbert mardi 10h - apporter : relevés Desjardins de maman, avis de cotisation 2021, "
        "clés de la maison de la 17e Rue, facture de la Coopérative funéraire. Éric s'occupe de la Buick.\n", hard=True)
    add(f"{y3}/lettre.docx", A, "School", 1000, "École Sainte-Thérèse, Saint-Théophile\nChers parents,\nVotre enfant Rosalie Poulin (2e année) "
        "est inscrite au service de garde pour l'année 2023-2024. Tarif : 9,10 $ par jour. Journées pédagogiques : 12 $ + activité.\n"
        "La directrice, Mme Nathalie Roy\n", hard=True)
    add(f"{y3}/Tableau1.xlsx", A, "Maple", 1150, t_coulee, hard=True)
    add(f"{y3}/taxes municipales 2023.pdf", A, "Home", 1215, t_taxes_mun)
    add(f"{y3}/avis cotisation 2022.pdf", A, "Finance", 1140, t_avis_arc)
    add(f"{y3}/menu 2023.docx", A, "Restaurant", 1180, t_menu)
    add(f"{y3}/bulletin Félix juin 2023.pdf", A, "School", 1085, lambda r, dt: t_bulletin(r, dt, 0))
    photo(f"{y3}/IMG_3391.jpg", R, "Photos", 1120)
    photo(f"{y3}/IMG_3402.jpg", R, "Photos", 1119)

    # ------------------------------------------------------------ Desktop
    dk = "Desktop"
    add(f"{dk}/Soumission Lachance finale.pdf", P, "Maple", 24, t_soum_evap)
    add(f"{dk}/demande aide MAPAQ - brouillon.docx", P, "Maple", 3, t_demande)
    add(f"{dk}/~$mande aide MAPAQ - brouillon.docx", L, "System", 1, b"\x0bGenevi\xe8ve" + bytes(150))
    add(f"{dk}/Nouveau document texte.txt", P, "Maple", 4, t_notes_evap, hard=True)
    add(f"{dk}/Nouveau document texte (2).txt", A, "Restaurant", 72, "à payer vendredi : Sylvie 31 h, Karine 22 h, Mathieu 18 h, "
        "Chloé 24 h (pourboires à part)\nrecommander 6 caisses d'oeufs à DAB + jambons pour le groupe FADOQ de samedi (48 pers.)\n"
        "tire : William malade dimanche -> Félix remplace\n", hard=True)
    add(f"{dk}/horaire.xlsx", A, "Restaurant", 66, t_horaire, hard=True)
    add(f"{dk}/Floride budget.xlsx", P, "Travel", 9, t_fl_budget)
    add(f"{dk}/à faire.txt", P, "Travel", 8, t_fl_liste, hard=True)
    add(f"{dk}/contingent 2026.pdf", A, "Maple", 117, t_contingent)
    add(f"{dk}/scan0004.pdf", A, "Health", 83, t_ramq, hard=True)
    add(f"{dk}/calendrier hockey.xlsx", A, "Hockey", 112, t_hockey_cal)
    photo(f"{dk}/photo de classe Rosalie.jpg", R, "Photos", 200)
    add(f"{dk}/desktop.ini", L, "System", 600, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21769\r\n")

    # ------------------------------------------------------------ Downloads (mess)
    dl = "Downloads"
    add(f"{dl}/document.pdf", A, "Finance", 355, t_allocation, hard=True)
    add(f"{dl}/document (1).pdf", A, "Maple", 140, t_fac_releve, hard=True)
    add(f"{dl}/document (2).pdf", P, "Maple", 94, t_soum_ro, hard=True)
    add(f"{dl}/document (3).pdf", A, "Maple", 13, t_ppaq_avis, hard=True)
    add(f"{dl}/document (4).pdf", P, "Travel", 40, t_croixbleue, hard=True)
    add(f"{dl}/scan0001.pdf", A, "Vehicles", 150, t_saaq, hard=True)
    add(f"{dl}/scan0002.pdf", A, "Health", 45, t_labo, hard=True)
    add(f"{dl}/scan0003.pdf", A, "Finance", 690, t_hypo, hard=True)
    add(f"{dl}/facture.pdf", A, "Home", 236, t_ramoneur, hard=True)
    add(f"{dl}/facture (1).pdf", A, "Restaurant", 63, t_aliments, hard=True)
    add(f"{dl}/facture (2).pdf", A, "Maple", 101, t_facture_erable, hard=True)
    add(f"{dl}/Facture_{r.randint(100000, 999999)}.pdf", A, "Vehicles", 41, t_garage, hard=True)
    add(f"{dl}/export.csv", A, "Finance", 2, t_banque, hard=True)
    add(f"{dl}/export (1).csv", A, "Maple", 35, lambda r, dt: t_grandlivre(r, dt).replace(";", ","), hard=True)
    add(f"{dl}/releve.pdf", A, "Finance", 47, t_visa, hard=True)
    add(f"{dl}/message.eml", A, "Restaurant", 101, t_resa, hard=True)
    add(f"{dl}/message (1).eml", A, "Hockey", 24, t_hockey_mail, hard=True)
    add(f"{dl}/invite.ics", A, "Hockey", 120, t_tournoi, hard=True)
    add(f"{dl}/confirmation.pdf", P, "Travel", 87, t_transat, hard=True)
    add(f"{dl}/confirmation (1).pdf", X, "Travel", 762, t_gaspesie, hard=True)
    add(f"{dl}/Reservation.pdf", P, "Travel", 42, t_alamo, hard=True)
    add(f"{dl}/avis.pdf", A, "Finance", 63, t_avis_arc, hard=True)
    add(f"{dl}/avis (1).pdf", A, "Maple", 119, t_contingent, hard=True)
    add(f"{dl}/lettre.pdf", A, "School", 16, t_ecole_lettre, hard=True)
    add(f"{dl}/formulaire.pdf", P, "Maple", 96, lambda r, dt:
        "MAPAQ - Formulaire de demande d'aide financière - Investissements pour la croissance durable\nSection A : identification de "
        "l'entreprise (NIM, NEQ)\nSection B : description du projet et des équipements\nSection C : coûts et financement\n"
        "Section D : engagements - aucune dépense engagée avant l'acceptation\n", hard=True)
    add(f"{dl}/Document sans titre.docx", A, "Restaurant", 150, t_offre, hard=True)
    add(f"{dl}/resultats.pdf", A, "Home", 362, t_eau, hard=True)
    add(f"{dl}/recu.pdf", A, "Hockey", 276, t_sportsexp, hard=True)
    add(f"{dl}/recu (1).pdf", A, "Health", 40, t_pharma, hard=True)
    add(f"{dl}/Tableau.xlsx", P, "Maple", 139, lambda r, dt:
        "Critère;Lachance;Acéri-Pro\nPrix évaporateur;148 500;161 200\nGranules/saison (t);38;41\nGarantie casseroles;10 ans;7 ans\n"
        "Visite démo;oui (Saint-Ludger);non", hard=True)
    add(f"{dl}/Classeur1.xlsx", A, "Finance", 372, t_budget, hard=True)
    add(f"{dl}/Relevé annuel FAC 2025.pdf", A, "Maple", 139, t_fac_releve)
    add(f"{dl}/Guide_programme_croissance_durable.pdf", P, "Maple", 97, lambda r, dt:
        "MAPAQ - Investissements pour la croissance durable - Guide 2025-2028 (téléchargé)\nDépenses admissibles : équipements "
        "réduisant la consommation d'énergie fossile; évaporateurs à la biomasse; osmose inversée. Taux 40 %.\n")
    add(f"{dl}/Guide_programme_croissance_durable (1).pdf.crdownload", L, "System", 97, _blob(r, b"%PDF-1.6\n", 700))
    add(f"{dl}/vrbo-contract-HA-8K27QL.pdf.part", L, "System", 80, _blob(r, b"%PDF-1.5\n", 600))
    add(f"{dl}/AgExpert_Setup_2026.exe.crdownload", L, "System", 90, _blob(r, b"MZ\x90\x00", 800))
    add(f"{dl}/menu-cabane-2026.pdf", A, "Restaurant", 99, t_menu)
    add(f"{dl}/Horaire_Elans_M15.pdf", A, "Hockey", 235, lambda r, dt: t_hockey_cal(r, dt).replace(";", "  "))
    add(f"{dl}/Bulletin_etape2_Rosalie.pdf", A, "School", 71, lambda r, dt: t_bulletin(r, dt, 1))
    add(f"{dl}/Avis_cotisation_2025.pdf", A, "Finance", 58, t_avis_rq)
    add(f"{dl}/Hydro-Quebec_facture.pdf", A, "Home", 19, t_hydro)
    add(f"{dl}/Succession_Rodrigue_reddition.pdf", X, "Estate", 955, lambda r, dt: t_notaire(r, dt, 3))
    add(f"{dl}/Transat_Floride_itineraire.pdf", P, "Travel", 86, t_transat)
    add(f"{dl}/ACER_fiche_osmose.pdf", R, "Maple", 210, t_acer_guide)
    add(f"{dl}/recette-tire-sur-la-neige.pdf", R, "Cooking", 450, "Tire sur la neige maison\nFaire bouillir 1 tasse de sirop d'érable "
        "jusqu'à 112-114 °C (234-237 °F). Verser en lignes sur de la neige bien tassée. Rouler sur un bâton de popsicle.\n")
    add(f"{dl}/Sugarbush_Management_Guide_Cornell.pdf", R, "Maple", 880, "Cornell Maple Program - Sugarbush Management: A Guide\n"
        "Thinning for crown development, tapping guidelines, tubing layout principles, vacuum and sanitation.\n")
    for n, age, head in (("ChromeSetup.exe", 900, b"MZ\x90\x00"), ("ZoomInstaller.exe", 790, b"MZ\x90\x00"),
                         ("AgExpert_Setup_2025.exe", 470, b"MZ\x90\x00"), ("iTunes64Setup.exe", 1400, b"MZ\x90\x00"),
                         ("Acrobat_Reader_fr.exe", 610, b"MZ\x90\x00"),
                         ("VLC-3.0.20-win64.exe", 700, b"MZ\x90\x00")):
        add(f"{dl}/{n}", R, "Software", age, _blob(r, head, 1200))
    add(f"{dl}/Les Cowboys Fringants - Les étoiles filantes.mp3", R, "Music", 520,
        _id3(r, "Les étoiles filantes", "Les Cowboys Fringants", "La Grand-Messe"))
    photo(f"{dl}/IMG_4471.jpg", R, "Photos", 250)
    photo(f"{dl}/IMG_4472.jpg", R, "Photos", 250)
    photo(f"{dl}/IMG_6120.HEIC", R, "Photos", 44)
    photo(f"{dl}/Screenshot_20260504-193011.png", P, "Travel", 28)
    add(f"{dl}/image.png", R, "Photos", 180, "")

    # ------------------------------------------------------------ Pictures (Resources Photos unless project/backup)
    pc = "Pictures"
    for i in range(5):
        photo(f"{pc}/Cabane 2026/IMG_{6001 + i * 7}.jpg", R, "Photos", 85 - i * 5)
    for i in range(3):
        photo(f"{pc}/Cabane 2026/IMG_{6090 + i}.HEIC", R, "Photos", 46)
    for i in range(4):
        photo(f"{pc}/Hockey Félix 2025-2026/IMG_{5701 + i * 11}.jpg", R, "Photos", 230 - i * 25)
    for i in range(4):
        photo(f"{pc}/Noël 2025/IMG_{5880 + i}.jpg", R, "Photos", 158)
    for i in range(4):
        photo(f"{pc}/Gaspésie 2024/IMG_{4402 + i * 9}.jpg", R, "Photos", 680 - i)
    for i in range(3):
        photo(f"{pc}/Old Orchard 2022/DSC0{1130 + i * 4}.jpg", R, "Photos", 1415 - i)
    for i in range(3):
        photo(f"{pc}/Camera Roll/WIN_2025{r.randint(1, 12):02d}{r.randint(10, 28)}_{r.randint(10, 22)}_{r.randint(10, 59)}_{i:02d}_Pro.jpg", R, "Photos", 150 + i * 60)
    for i, age in enumerate((12, 57, 140, 300)):
        add(f"{pc}/Screenshots/Capture d'écran {_iso(NOW - timedelta(days=age))} {r.randint(10, 23)}{r.randint(10, 59)}{r.randint(10, 59)}.png", R, "Photos", age, "")
    photo(f"{pc}/Floride idées/condo piscine.jpg", P, "Travel", 82)
    photo(f"{pc}/Floride idées/plage Hollywood.jpg", P, "Travel", 82)
    add(f"{pc}/Cabane 2026/Thumbs.db", L, "System", 44, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 500))
    add(f"{pc}/Noël 2025/Thumbs.db", L, "System", 150, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 500))
    add(f"{pc}/desktop.ini", L, "System", 900, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21779\r\n")
    dot(f"{pc}/Gaspésie 2024/.DS_Store", _blob(r, b"\x00\x00\x00\x01Bud1", 300), 660)

    # ------------------------------------------------------------ Music (Resources Music)
    mu = "Music"
    for ti, ar, al, age in (("Dégénérations", "Mes Aïeux", "En famille", 1700), ("Le déni", "Mes Aïeux", "En famille", 1700),
                            ("La Ziguezon", "La Bottine Souriante", "Xième", 1650), ("Reel à Ti-Jean", "La Bottine Souriante", "Xième", 1650),
                            ("Ti-Cul", "Les Cowboys Fringants", "Break syndical", 1200), ("Harmonie du soir à Châteauguay", "Les Cowboys Fringants", "Break syndical", 1200),
                            ("Sugar Shack Shuffle", "The Fiddle Kids", "Maple Tunes", 400)):
        add(f"{mu}/{ar}/{al}/{ti}.mp3", R, "Music", age, _id3(r, ti, ar, al))
    add(f"{mu}/liste violoneux samedi.txt", A, "Restaurant", 90, "Maxime - samedis soir cabane 2026 : reels pour la tire\n"
        "Reel de Sainte-Anne, Reel à Ti-Jean, Set carré de la Beauce, Le reel du pendu, La Ziguezon. Cachet 250 $ + souper.\n", hard=True)

    # ------------------------------------------------------------ Phone backup (Archive Backup)
    pb = "Sauvegarde iPhone Geneviève 2020"
    for i in range(9):
        ext = "HEIC" if i % 3 else "JPG"
        photo(f"{pb}/DCIM/100APPLE/IMG_{1200 + i * 17}.{ext}", X, "Backup", 2150 - i * 20)
    add(f"{pb}/Notes/Liste épicerie.txt", X, "Backup", 2160, "lait, pain, oeufs, cassonade, crème 35, fèves, lard salé\n")
    add(f"{pb}/Notes/codes wifi.txt", X, "Backup", 2170, "cabane : ChezPoulin_Invites / sirop2019\nmaison : VIDEOTRON4471\n")
    add(f"{pb}/Contacts.vcf", X, "Backup", 2150, "BEGIN:VCARD\nVERSION:3.0\nFN:Thérèse Poulin\nTEL:418 228-4410\nEND:VCARD\n"
        "BEGIN:VCARD\nVERSION:3.0\nFN:Sylvie Gilbert (cuisine)\nTEL:418 597-2281\nEND:VCARD\n")

    # ------------------------------------------------------------ more Areas / hard around the tree
    add("Documents/Cabane à sucre/~$nu 2026.docx", L, "System", 100, b"\x0bGenevi\xe8ve" + bytes(150))
    add("Documents/desktop.ini", L, "System", 1200, "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n")
    dot("Documents/Finances/.~lock.budget familial 2026.xlsx#", b"Genevieve,PC-FAMILLE/Genevieve,PC-FAMILLE,01.06.2026 08:12,file:///C:/Users/Genevieve/AppData/Roaming/LibreOffice/4;", 0.2)
    add("Documents/Document1.docx", A, "Maple", 240, t_etats, hard=True)
    add("Documents/Document2.docx", P, "Maple", 40, t_resolution, hard=True)
    add("Documents/Nouveau Microsoft Excel Worksheet.xlsx", P, "Maple", 8, t_mazout, hard=True)
    add("Documents/sans titre.txt", A, "Health", 120, "rdv Dre Lapointe GMF 14 avril 9h15 (Martin - suivi cholestérol, apporter résultats)\n"
        "Rosalie : ortho 22 avril, expanseur - tourner la clé 1x/jour\nFélix : vaccin dcaT à l'école en mai\n"
        "renouveler carte RAMQ Rosalie - point de service Saint-Georges\n", hard=True)
    add("Documents/important.txt", A, "Maple", 700, "Prêt FAC 7204-118-02 : versements 15 juin et 15 décembre. Si la vente de sirop est en retard, "
        "appeler Annie Cloutier avant le 1er juin pour reporter. Contingent 54 380 lb. No producteur PPAQ 04-11872.\n", hard=True)
    add("Documents/info.docx", A, "Vehicles", 220, t_ass_auto, hard=True)
    add("Documents/liste.docx", P, "Travel", 30, "À apporter :\n- passeports x4 + cartes RAMQ + assurance Croix Bleue imprimée\n"
        "- permis de conduire Martin (Alamo FLL)\n- confirmation condo Hollywood Beach\n- maillots, lunettes de soleil, casquettes\n"
        "- cadeaux de Noël ouverts avant de partir le 26\n", hard=True)
    add("Documents/Feuille de calcul.xlsx", A, "Restaurant", 35, lambda r, dt:
        "Fin de semaine;Couverts midi;Couverts soir;Ventes repas;Ventes boutique;Pourboires\n" + "\n".join(
            f"{_iso(dt - timedelta(days=50 - 7 * i))};{r.randint(120, 320)};{r.randint(80, 240)};{r.randint(6000, 16000)};{r.randint(500, 2600)};{r.randint(700, 2100)}" for i in range(8)), hard=True)
    add("Documents/rapport.pdf", A, "Maple", 50, t_acer, hard=True)
    add("Documents/contrat.pdf", A, "Finance", 705, t_hypo, hard=True)
    add("Documents/courriel.eml", P, "Travel", 79, t_vrbo, hard=True)
    add("Documents/Scans/scan0015.pdf", A, "Home", 52, t_ass_hab, hard=True)
    add("Documents/Scans/scan0016.pdf", P, "Maple", 19, t_fac_offre, hard=True)
    add("Documents/Scans/scan0017.pdf", A, "School", 279, t_transport, hard=True)
    add("Documents/Scans/scan0018.pdf", X, "Estate", 1296, t_deces, hard=True)
    add("Documents/Scans/scan0019.pdf", A, "Maple", 128, t_tps, hard=True)
    add(f"{dl}/fichier.pdf", A, "Maple", 76, t_promutuel, hard=True)
    add(f"{dk}/Nouveau document texte (3).txt", A, "Hockey", 190, "covoiturage samedi 6 h 15 : Martin prend Félix, Olivier et "
        "Thomas (aréna de Lac-Etchemin, partie à 8 h contre les Titans). Dimanche : Stéphane Giguère. Apporter le chandail blanc.\n"
        "Paiement du tournoi de Québec : 85 $ à remettre au gérant avant jeudi.\n", hard=True)
    add("Documents/Scans/desktop.ini", L, "System", 400, "[ViewState]\r\nMode=\r\nVid=\r\nFolderType=Documents\r\n")

    return items
