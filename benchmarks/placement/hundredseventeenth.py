"""A hundred-and-seventeenth unseen labelled corpus: Nathalie Mercier's family-and-bakery Mac, ``build(root, seed)``, written blind.

What was read (nothing else): ``/tmp/brief/corpus_rules.txt``; ``benchmarks/placement/unseen.py`` lines 1-220
(docstring and helpers) and 1296-1360 (the write/encode/add/dot/photo helpers of its ``build()``);
``benchmarks/placement/corpus.py`` lines 1-30 and its functions ``_pdf`` and ``_jpeg``; ``blind.py`` lines
74-107 and its function ``_png``; a listing of the file names in ``benchmarks/placement/``. Slip, recorded
honestly: printing ``corpus.py`` 169-230 to read ``_pdf``/``_jpeg`` also showed about 25 lines of the start of
that module's ``build()`` (a loop over named loose files and camera photos in a ``Downloads`` folder). Nothing
from it was used: every name, folder, text and label below comes from this person's life.

The person: Nathalie Mercier (née Dumas), 42, co-runs with her husband Julien (44, the baker, gérant) the
Boulangerie-Pâtisserie Mercier, a SARL with 4 staff (Kévin Roux, ouvrier boulanger; Élodie Perrin,
pâtissière; Manon Girard, vendeuse; Sofiane Benali, apprenti boulanger) at 5 place Charles-de-Gaulle, 69290
Craponne, west of Lyon. They bought the business (fonds de commerce) from Gérard and Monique Bernard in
2019 -- the purchase is done, the bakery kept, the acquisition loan still being repaid. Nathalie does all the
paperwork on the family Mac: supplier invoices (Minoterie Perraud for flour, Laiterie du Dauphiné for butter
and cream), URSSAF, monthly TVA (CA3), payroll with the expert-comptable (Cabinet Lamberti, Lyon 6e), HACCP
and the DDPP hygiene inspection, equipment maintenance, the shop's commercial lease (SCI Les Tilleuls).
Before the bakery she was an assistante commerciale at Sofradis Distribution in Vénissieux (2011 - left by
rupture conventionnelle in May 2019). The family owns a flat at 27 avenue de la République, 69160
Tassin-la-Demi-Lune (mortgage with Banque Populaire, syndic Régie Bonnefoy). Children: Léa (13, 4e at the
Collège Jean-Moulin) and Hugo (9, CM1 at the École du Prieuré). Car: a Peugeot 308 SW. As of NOW
(2026-06-01), ongoing projects: a second small shop, a kiosk at the Halles de Francheville market hall
(emplacement 7; lease negotiation with Foncière des Halles, a bank loan with Crédit Agricole Centre-Est,
fit-out quotes, sign permit and DDPP declaration, opening planned September 2026); Julien's entry in the
Concours de la meilleure baguette de tradition du Rhône 2026 (final on 15 June 2026); Léa's orthodontic
treatment with Dr Camille Faure (started October 2025, six semesters planned, then retention); Hugo's summer
camp in July 2026 (colonie at Villard-de-Lans). Ended: her job at Sofradis (2019); the bakery purchase
(2019); the family holiday in Corsica (Porto-Vecchio, July 2025); the old Bongard deck oven, sold in 2024
after the new rotary oven was installed; Hugo's 2025 summer camp.

The machine (macOS, French): ``Documents/`` with some good folders (``Boulangerie/`` and its subfolders,
``Maison/``, ``Impôts/``, ``Santé/``, ``Enfants/``, ``Voiture/``, ``Banque/``, ``Kiosque Halles/``,
``Concours baguette 2026/``, ``Achat boulangerie 2019/``, ``Ancien travail Sofradis/`` copied from her old
Windows laptop, ``Recettes/``, a ``Divers 2024/`` year dump), ``Téléchargements/`` (a dump), ``Bureau/`` (a
dump), ``Images/`` (``Import iPhone/``, ``Corse 2025/``, ``Boulangerie/``, screenshots), ``Scans/`` (raw
scanner output ``Scan 12.pdf`` ...), ``Musique/``, ``Livres/``.

LABELLING RULES (written before any file was generated; as of NOW, 2026-06-01):

- Projects: the market-hall kiosk (lease drafts and negotiation, loan offer and simulation, business plan,
  fit-out quotes, permits, site photos, planning) -- topic Bakery; the baguette competition (rules,
  registration, test bakes, competition recipe, photos of entries) -- topic Competition; Léa's orthodontic
  treatment (quotes, CPAM prior approval, fee notes, mutuelle reimbursements of ODF, appointments) -- topic
  Health; Hugo's July 2026 camp (registration, fiche sanitaire, kit list, deposit, CAF aid) -- topic Kids.
- Areas: running the bakery -- supplier invoices, URSSAF, TVA, payroll and staff contracts, accountant,
  annual accounts, HACCP and inspections, maintenance of current equipment, the shop lease and rent, the
  business bank account and the still-running acquisition loan, business insurance, CFE (Bakery); household
  money, bank, savings, CAF (Finance); income tax, taxe foncière, any year (Taxes); health, mutuelle, Sécu,
  other than the orthodontics (Health); the flat, copropriété, energy, internet, home insurance, mortgage
  (Home); the children's school, canteen, activities, school insurance (Kids); the car (Car).
- Resources: recipes and pastry reading (Recipes); trade reference that is not a case to handle -- the
  hygiene good-practice guide, the collective-agreement wage grid, an article on sourdough (Bakery);
  appliance manuals (Home); ebooks (Books); music (Music); installers (Software); everyday photos, the iPhone
  import, screenshots and wallpapers (Photos) -- except photos documenting a project or a past trip, which go
  with it (kiosk site photos: Projects/Bakery; competition loaves: Projects/Competition; Corsica:
  Archive/Travel; the old oven's sale photos: Archive/Bakery).
- Archive: the job at Sofradis (Career); the 2019 purchase of the bakery -- compromis, acte de cession,
  inventory, the 2019 loan offer and the notary's emails (Bakery), while the running loan's schedule and the
  shop lease stay Areas; the old oven's sale in 2024 (Bakery); the Corsica holiday 2025 (Travel); Hugo's
  2025 camp (Kids).
- Left: unfinished downloads (.crdownload, .part), Office lock files (~$...), desktop.ini and Thumbs.db copied
  with the old Windows folders (topic System). Dot files (.DS_Store, ._x) are written with dot(), unlabelled.
- Edge cases: a kiosk loan quote is Projects even though the bakery's bank is Areas; a mutuelle statement
  that only reimburses the orthodontist is Projects/Health, a mixed or general one Areas/Health; an old tax
  notice downloaded last week is Areas/Taxes; a to-do note is labelled by what it is mostly about; a
  competition invoice for special flour is Projects/Competition; an English article is still Resources.

``hard`` marks files whose name and folder say nothing about the subject (``Scans/Scan 12.pdf``,
``Téléchargements/document(2).pdf``, ``Bureau/Sans titre.txt``, ``Téléchargements/export.csv``,
``Scans/IMG_0412.pdf``): only the text inside can place them. Images are never hard.
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

# --------------------------------------------------------------------------- helpers

MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
JOURS_EN = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MON_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _e(v: float) -> str:
    s = f"{v:,.2f}".replace(",", " ").replace(".", ",")
    return s + " €"


def _f(dt) -> str:
    return dt.strftime("%d/%m/%Y")


def _l(dt) -> str:
    return f"{dt.day} {MOIS[dt.month - 1]} {dt.year}"


def _my(dt) -> str:
    return f"{MOIS[dt.month - 1]} {dt.year}"


def _eml(dt, frm: str, to: str, subj: str, body: str) -> str:
    d = f"{JOURS_EN[dt.weekday()]}, {dt.day:02d} {MON_EN[dt.month - 1]} {dt.year} {9 + dt.day % 9:02d}:{dt.day * 7 % 60:02d}:12 +0200"
    return (f"From: {frm}\nTo: {to}\nDate: {d}\nSubject: {subj}\nMIME-Version: 1.0\n"
            f"Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n{body}\n")


NAT = "Nathalie Mercier <nathalie.mercier69@orange.fr>"
BOUL = ("Boulangerie-Pâtisserie Mercier SARL\n5 place Charles-de-Gaulle, 69290 Craponne\n"
        "SIRET 851 204 377 00012 - TVA FR42 851204377 - Tél. 04 78 57 21 36")
HOME = "M. et Mme Julien et Nathalie Mercier\n27 avenue de la République, Bât. B, Apt 12\n69160 Tassin-la-Demi-Lune"
STAFF = [("Kévin Roux", "Ouvrier boulanger", "185", 2265.0), ("Élodie Perrin", "Pâtissière", "190", 2318.0),
         ("Manon Girard", "Vendeuse", "160", 1882.0), ("Sofiane Benali", "Apprenti boulanger (2e année)", "-", 961.0)]


def _lines(r: random.Random, rows, vat: float) -> tuple[str, float, float]:
    out, ht = [], 0.0
    for label, unit, lo, hi, qmin, qmax in rows:
        q = r.randint(qmin, qmax)
        p = round(r.uniform(lo, hi), 2)
        ht += q * p
        out.append(f"{label}   {q} {unit} x {_e(p)} = {_e(q * p)}")
    return "\n".join(out), ht, ht * vat

# --------------------------------------------------------------------------- Bakery (Areas)


def t_flour(r, dt):
    body, ht, tva = _lines(r, [("Farine de tradition française T65 Label Rouge", "sacs 25 kg", 21.4, 23.9, 18, 34),
                               ("Farine de blé T55 boulangère", "sacs 25 kg", 15.8, 17.2, 10, 22),
                               ("Farine de seigle T130", "sacs 25 kg", 24.0, 26.5, 2, 5),
                               ("Farine de gruau T45 (viennoiserie)", "sacs 25 kg", 22.1, 24.0, 4, 9),
                               ("Levure fraîche Lesaffre 500 g", "pains", 1.9, 2.3, 20, 40)], 0.055)
    return (f"MINOTERIE PERRAUD & FILS\nMoulin de Brignais - 14 route de Vourles - 69530 Brignais\n"
            f"FACTURE N° F{dt.year % 100}-0{r.randint(1000, 9999)}    Date : {_f(dt)}\n"
            f"Client : {BOUL.splitlines()[0]} - code client 4471\nLivraison : {BOUL.splitlines()[1]}\n\n{body}\n\n"
            f"Total HT : {_e(ht)}\nTVA 5,5 % : {_e(tva)}\nTotal TTC : {_e(ht + tva)}\n"
            "Règlement : LCR à 30 jours fin de mois. Pénalités de retard : 3 fois le taux d'intérêt légal.")


def t_butter(r, dt):
    body, ht, tva = _lines(r, [("Beurre de tourage 84 % MG plaque 2 kg", "plaques", 17.9, 21.5, 20, 45),
                               ("Beurre doux AOP Bresse motte 10 kg", "mottes", 96.0, 112.0, 1, 4),
                               ("Crème fraîche UHT 35 % 1 L", "briques", 4.1, 4.9, 12, 30),
                               ("Lait entier 1 L", "briques", 1.02, 1.19, 24, 60),
                               ("Oeufs plein air calibre M (plateau de 30)", "plateaux", 8.4, 9.9, 6, 14)], 0.055)
    return (f"LAITERIE COOPÉRATIVE DU DAUPHINÉ\nZA des Plattières - 38300 Bourgoin-Jallieu\n"
            f"Facture {r.randint(200000, 299999)} du {_f(dt)} - tournée Ouest lyonnais (mardi/vendredi)\n"
            f"Client : BOULANGERIE MERCIER - Craponne\n\n{body}\n\nMontant HT {_e(ht)}  TVA 5,5 % {_e(tva)}  "
            f"NET A PAYER {_e(ht + tva)}\nPrélèvement SEPA le {_f(dt + timedelta(days=20))}.")


def t_pack(r, dt):
    body, ht, tva = _lines(r, [("Sacs baguette kraft imprimés 'Mercier'", "cartons de 1000", 38.0, 44.0, 2, 5),
                               ("Boîtes pâtissières 18 cm", "lots de 50", 11.0, 13.5, 2, 6),
                               ("Papier cuisson siliconé 40x60", "ramettes", 24.0, 29.0, 1, 3),
                               ("Caissettes plissées brunes", "lots", 6.0, 7.5, 2, 4)], 0.20)
    return (f"EMBAL'RHÔNE - Emballages alimentaires\n112 route de Lyon, 69800 Saint-Priest\nFacture EM-{r.randint(30000, 39999)} "
            f"du {_f(dt)}\nClient : Boulangerie Mercier, Craponne\n\n{body}\n\nTotal HT {_e(ht)}  TVA 20 % {_e(tva)}  "
            f"TTC {_e(ht + tva)}\nPayé par carte bancaire.")


def t_urssaf(r, dt):
    return (f"URSSAF Rhône-Alpes\n6 rue du 19 mars 1962, 69691 Vénissieux Cedex\n\nATTESTATION DE VIGILANCE\n"
            f"Délivrée le {_f(dt)} - code de sécurité {r.choice('ABCDEFGHJK')}{r.randint(1000000, 9999999)}\n\n"
            "L'Urssaf atteste que l'entreprise BOULANGERIE-PATISSERIE MERCIER SARL, SIRET 851 204 377 00012,\n"
            "5 place Charles-de-Gaulle 69290 Craponne, est à jour de ses obligations de déclaration et de\n"
            f"paiement au {_f(dt - timedelta(days=30))}. Effectif déclaré : 4 salariés (dont 1 apprenti).\n"
            f"Masse salariale déclarée sur la période : {_e(r.uniform(21000, 24500))}.\n"
            "Article L.243-15 du code de la sécurité sociale. Vérification sur www.urssaf.fr.")


def t_urssaf_tns(r, dt):
    return (f"Urssaf - Échéancier des cotisations personnelles {dt.year}\nTravailleur indépendant : Julien MERCIER, "
            "gérant majoritaire SARL Mercier\nN° de compte 697 0000012458 3\n\n"
            + "\n".join(f"{5 + i * 0:02d}/{m:02d}/{dt.year}   {_e(r.uniform(610, 690))}" for i, m in enumerate(range(1, 13)))
            + f"\n\nRégularisation {dt.year - 1} : {_e(r.uniform(-400, 900))}\nRevenu estimé pris en compte : "
            f"{_e(r.uniform(34000, 41000))}.\nModulez vos cotisations dans votre espace en ligne.")


def t_tva(r, dt):
    a, b, c = r.uniform(29000, 36000), r.uniform(2500, 4200), r.uniform(300, 900)
    col = a * 0.055 + b * 0.10 + c * 0.20
    ded = r.uniform(800, 1400)
    m = dt - timedelta(days=20)
    return (f"DÉCLARATION DE TVA CA3 (3310-CA3-SD) - période : {_my(m)}\nDéposée le {_f(dt)} via impots.gouv.fr "
            "espace professionnel\nSARL BOULANGERIE-PATISSERIE MERCIER - SIE de Lyon Ouest\n\n"
            f"Ventes taux réduit 5,5 % (pain, viennoiserie, pâtisserie à emporter) : base {_e(a)}\n"
            f"Ventes 10 % (sandwichs, snacking, boissons chaudes) : base {_e(b)}\nVentes 20 % (boissons) : base {_e(c)}\n"
            f"TVA brute : {_e(col)}\nTVA déductible sur biens et services : {_e(ded)}\n"
            f"TVA NETTE DUE : {_e(col - ded)}\nPaiement par prélèvement sur le compte CA Centre-Est FR76 1390 6000 ****.")


def t_payslip(r, dt, k: int = 0):
    name, role, coef, base = STAFF[k]
    night = 0 if k > 1 else r.randint(40, 70)
    brut = base + night * 2.9 + (0 if k == 3 else r.uniform(0, 120))
    net = brut * (0.99 if k == 3 else 0.777)
    return (f"BULLETIN DE PAIE - période du 01/{dt.month:02d}/{dt.year} au fin de mois\n{BOUL}\n"
            "Convention collective : Boulangerie-pâtisserie artisanale (IDCC 0843) - URSSAF Rhône-Alpes\n\n"
            f"Salarié : {name} - Emploi : {role} - Coefficient : {coef}\nEntrée le {r.randint(1, 28):02d}/"
            f"{r.randint(1, 12):02d}/{r.choice([2019, 2020, 2022, 2024])}\n\nSalaire de base 151,67 h : {_e(base)}\n"
            f"Heures de nuit majorées 25 % ({night} h) : {_e(night * 2.9)}\nSALAIRE BRUT : {_e(brut)}\n"
            f"Cotisations salariales : {_e(brut - net)}\nNet à payer avant impôt : {_e(net)}\n"
            f"Impôt sur le revenu prélevé à la source (taux {r.choice(['0,0', '1,8', '3,4', '5,1'])} %)\n"
            f"Congés payés acquis : {r.randint(10, 30)},{r.choice(['0', '5'])} j\nPayé par virement le {_f(dt)}")


def t_livre_paie(r, dt):
    rows = ["Salarié;Emploi;Brut;Net;Heures nuit;Charges patronales"]
    for name, role, _c, base in STAFF:
        b = base + r.uniform(0, 180)
        rows.append(f"{name};{role};{b:.2f};{b * 0.78:.2f};{r.randint(0, 70)};{b * 0.31:.2f}")
    return f"Livre de paie {_my(dt)} - SARL Mercier\n" + "\n".join(rows)


def t_compta_mail(r, dt):
    return _eml(dt, "Sandrine Lamberti <s.lamberti@cabinet-lamberti.fr>", NAT,
                r.choice(["Pièces manquantes bilan 2025", "Relevé des variables de paie", "Révision TVA - questions"]),
                "Bonjour Madame Mercier,\n\nPour avancer sur le dossier de la SARL Boulangerie-Pâtisserie Mercier, "
                "il me manque encore :\n- les relevés du compte professionnel Crédit Agricole de novembre et décembre,\n"
                f"- les factures Minoterie Perraud n° F25-0{r.randint(1000, 9999)} et suivantes,\n- le détail des heures "
                "de nuit de Kévin et les absences d'Élodie pour les bulletins du mois,\n- le justificatif du contrat "
                "de maintenance du four rotatif.\n\nPouvez-vous les déposer sur la plateforme avant vendredi ? "
                "La liasse fiscale doit partir avant le 20 mai.\n\nBien cordialement,\nSandrine Lamberti\n"
                "Expert-comptable - Cabinet Lamberti & Associés, 12 rue Garibaldi, 69006 Lyon")


def t_bilan(r, dt, year: int = 2025):
    ca = r.uniform(395000, 438000)
    achats, sal = ca * 0.31, ca * 0.36
    res = ca - achats - sal - r.uniform(70000, 90000)
    return (f"Cabinet Lamberti & Associés - Expertise comptable\nCOMPTES ANNUELS - Exercice clos le 31/12/{year}\n"
            "SARL BOULANGERIE-PATISSERIE MERCIER - capital 20 000 EUR - RCS Lyon 851 204 377\n\n"
            f"Chiffre d'affaires net : {_e(ca)}\nAchats consommés (farines, beurre, matières) : {_e(achats)}\n"
            f"Charges de personnel : {_e(sal)}\nDotations aux amortissements (four, pétrin, fonds) : {_e(r.uniform(21000, 26000))}\n"
            f"Charges financières (emprunt acquisition 2019) : {_e(r.uniform(3800, 5200))}\nRésultat net : {_e(res)}\n\n"
            "Attestation de présentation des comptes annuels. Approbation par l'assemblée des associés avant le 30 juin.")


def t_haccp(r, dt):
    return (f"DIRECTION DÉPARTEMENTALE DE LA PROTECTION DES POPULATIONS DU RHÔNE\nService sécurité sanitaire des aliments\n"
            f"RAPPORT D'INSPECTION n° 69-SSA-{r.randint(10000, 99999)}\nDate du contrôle : {_f(dt)}\n"
            "Établissement : Boulangerie-Pâtisserie Mercier, 5 place Charles-de-Gaulle, 69290 Craponne\n"
            "Activité : fabrication et vente de pain, viennoiseries, pâtisseries, snacking\n\n"
            "Constats : plan de maîtrise sanitaire présent ; relevés de températures de la chambre froide positive "
            "tenus mais incomplets le week-end ; traçabilité des oeufs et de la crème conforme ; joint de la porte "
            "du congélateur détérioré ; lave-mains du laboratoire sans commande non manuelle.\n"
            f"Niveau d'hygiène : {r.choice(['SATISFAISANT', 'TRÈS SATISFAISANT'])} (publication Alim'confiance)\n"
            "Mesures demandées sous 2 mois : remplacement du joint, compléter les relevés, affichage allergènes.")


def t_temps(r, dt):
    rows = ["Date;Chambre froide + (°C);Congélateur (°C);Vitrine pâtisserie (°C);Visa"]
    for i in range(14):
        d = dt - timedelta(days=13 - i)
        rows.append(f"{_f(d)};{r.uniform(1.5, 4.2):.1f};{r.uniform(-21, -18):.1f};{r.uniform(2, 5):.1f};"
                    f"{r.choice(['KR', 'EP', 'MG', 'NM'])}")
    return "\n".join(rows)


def t_maint(r, dt):
    kind = r.choice([("four rotatif Pavailler Topaze 8060", "remplacement sonde de température et contrôle brûleur"),
                     ("pétrin spirale VMI SPI 80", "remplacement courroie et graissage"),
                     ("chambre froide positive 6 m3", "recharge fluide R452A, contrôle étanchéité"),
                     ("laminoir Rondo Econom", "réglage des rouleaux, remplacement tapis")])
    return (f"FROID & FOURNIL SERVICES\n31 rue Marcel Mérieux, 69960 Corbas - SAV 04 72 50 18 90\n"
            f"BON D'INTERVENTION / FACTURE n° {r.randint(5000, 7999)} du {_f(dt)}\nClient : Boulangerie Mercier - Craponne\n"
            f"Matériel : {kind[0]}\nTravaux : {kind[1]}\nMain d'oeuvre 2 h : {_e(r.uniform(150, 190))}\n"
            f"Pièces : {_e(r.uniform(60, 420))}\nDéplacement : 45,00 EUR\nTechnicien : Laurent Fabre. Contrat de "
            "maintenance n° CM-2024-118 (visite préventive annuelle incluse).")


def t_rent(r, dt):
    loyer = 1640.0
    return (f"SCI LES TILLEULS\nc/o Régie Vendôme, 18 quai Saint-Vincent, 69001 Lyon\n\nAVIS D'ÉCHÉANCE - loyer commercial "
            f"{MOIS[dt.month % 12]} {dt.year + (dt.month == 12)}\nLocataire : SARL Boulangerie-Pâtisserie Mercier\n"
            "Locaux : boutique et fournil, 5 place Charles-de-Gaulle, 69290 Craponne (bail commercial 3-6-9)\n\n"
            f"Loyer HT : {_e(loyer)}\nTVA 20 % : {_e(loyer * 0.2)}\nProvision charges et taxe foncière : 185,00 EUR\n"
            f"Total à régler avant le 5 : {_e(loyer * 1.2 + 185)}\nIndexation ILC appliquée au 1er juillet.")


def t_bank_pro(r, dt):
    bal = r.uniform(14000, 31000)
    ops = [("REMISE CB TPE", 900, 2600), ("PRLV MINOTERIE PERRAUD", -5200, -2600), ("PRLV LAITERIE DAUPHINE", -2400, -900),
           ("PRLV URSSAF RHONE ALPES", -6800, -4900), ("VIR SALAIRES", -7900, -6800), ("PRLV DGFIP TVA", -1900, -900),
           ("VIR SCI LES TILLEULS LOYER", -2153, -2153), ("ECHEANCE PRET 00412877", -2286.4, -2286.4),
           ("DEPOT ESPECES", 1200, 3800)]
    lines = []
    for i in range(14):
        lab, lo, hi = r.choice(ops)
        v = r.uniform(lo, hi)
        bal += v
        lines.append(f"{_f(dt - timedelta(days=28 - 2 * i))}  {lab:32s} {_e(v):>14s}")
    return (f"CRÉDIT AGRICOLE CENTRE-EST - Agence de Craponne\nRelevé de compte professionnel n° {dt.month} - {_my(dt)}\n"
            "SARL BOULANGERIE PATISSERIE MERCIER - Compte courant 00412 236 551\n\n" + "\n".join(lines)
            + f"\n\nNouveau solde créditeur : {_e(bal)}")


def t_loan(r, dt):
    cap = 168000.0
    rows = ["Échéance;Date;Capital restant dû;Amortissement;Intérêts;Assurance;Mensualité"]
    for i in range(12):
        n = 80 + i
        crd = cap * (1 - n / 144)
        intr = crd * 0.019 / 12
        rows.append(f"{n};{5:02d}/{(i % 12) + 1:02d}/{2026 + (i > 11)};{crd:.2f};{2286.4 - intr - 42:.2f};{intr:.2f};42,00;2286,40")
    return ("Crédit Agricole Centre-Est - Prêt professionnel n° 00412877 - acquisition fonds de commerce\n"
            "Emprunteur : SARL Boulangerie-Pâtisserie Mercier - caution : Julien et Nathalie Mercier\n"
            "Montant 168 000 EUR - durée 144 mois - taux fixe 1,90 %\n" + "\n".join(rows))


def t_cfe(r, dt):
    return (f"DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES\nAVIS DE COTISATION FONCIÈRE DES ENTREPRISES {dt.year}\n"
            "SARL BOULANGERIE-PATISSERIE MERCIER - SIREN 851 204 377\nÉtablissement : 5 PL CHARLES DE GAULLE 69290 CRAPONNE\n"
            f"Base nette : {_e(r.uniform(3800, 4600))}\nCotisation commune et intercommunalité (Métropole de Lyon) : "
            f"{_e(r.uniform(640, 780))}\nFrais de gestion : {_e(r.uniform(20, 30))}\nÀ payer avant le 15/12/{dt.year} "
            "sur impots.gouv.fr > espace professionnel.")


def t_assur_pro(r, dt):
    return (f"MMA Entreprise - Agence Ouest Lyonnais\nAvis d'échéance {dt.year} - Contrat Multirisque Professionnelle "
            "Artisan Alimentaire n° 146 882 301\nAssuré : SARL Boulangerie-Pâtisserie Mercier, Craponne\n"
            "Garanties : incendie, dégât des eaux, bris de machine (four, pétrin, chambre froide), perte d'exploitation "
            "12 mois, responsabilité civile exploitation, perte de marchandises sous froid.\n"
            f"Prime annuelle TTC : {_e(r.uniform(2100, 2600))} payable en 4 fractions.")


def t_staff_contract(r, dt):
    return ("CONTRAT D'APPRENTISSAGE (Cerfa FA13) - Avenant\nEmployeur : SARL Boulangerie-Pâtisserie Mercier, Craponne\n"
            "Apprenti : Sofiane BENALI, né le 14/03/2008 - CAP Boulanger 2e année\nCFA : IFAI - Institut de "
            "Formation Alimentaire, Dardilly\nMaître d'apprentissage : Julien Mercier\n"
            f"Rémunération : 53 % du SMIC à compter du {_f(dt)}\nHoraires : 4h-11h30, repos dimanche après-midi et lundi.\n"
            "Aide exceptionnelle à l'embauche d'apprentis : demande déposée sur le portail de l'alternance.")


# --------------------------------------------------------------------------- Kiosk (Projects/Bakery)


def t_kiosk_mail(r, dt, n: int = 0):
    subj, body = [
        ("Halles de Francheville - emplacement 7 - proposition", "suite à notre visite du 14 mars, nous vous "
         "confirmons la disponibilité de l'emplacement n° 7 (18 m², angle allée centrale) aux Halles de Francheville. "
         "Loyer proposé : 1 150 EUR HT/mois + 12 % de charges communes, dépôt de garantie 3 mois, bail commercial "
         "3-6-9 avec franchise de 2 mois pour travaux."),
        ("RE: Emplacement 7 - contre-proposition Mercier", "nous avons bien reçu votre contre-proposition (950 EUR HT, "
         "franchise 4 mois, participation du bailleur à l'extraction). Le comité de gestion des Halles accepte 1 020 EUR "
         "HT et une franchise de 3 mois ; l'extraction reste à la charge du preneur mais la gaine existe déjà."),
        ("Projet de bail - emplacement 7", "vous trouverez ci-joint le projet de bail pour l'emplacement 7, activité "
         "autorisée : boulangerie, viennoiserie, pâtisserie, snacking sans cuisson sur place hors terminal de cuisson. "
         "Horaires d'ouverture imposés : mardi-dimanche 7h-13h30. Merci de nous retourner vos remarques avant le 10 juin."),
    ][n % 3]
    return _eml(dt, "Clémence Vidal <c.vidal@foncieredeshalles.fr>", NAT, subj,
                f"Madame Mercier,\n\n{body}\n\nLa date d'ouverture visée reste le 1er septembre 2026.\n\n"
                "Cordialement,\nClémence Vidal - Responsable commercialisation\nFoncière des Halles SAS, 4 place du "
                "Marché, 69340 Francheville")


def t_kiosk_bail(r, dt):
    return ("PROJET - BAIL COMMERCIAL\nHalles de Francheville - emplacement n° 7\n\nEntre : Foncière des Halles SAS, "
            "bailleur\nEt : SARL Boulangerie-Pâtisserie Mercier, représentée par M. Julien Mercier, gérant, preneur\n\n"
            "Article 1 - Désignation : local de 18 m² avec arrière-réserve de 4 m², raccordements eau/électricité "
            "triphasé 36 kVA.\nArticle 2 - Destination : dépôt de pain, viennoiseries et pâtisseries fabriquées au "
            "fournil de Craponne, terminal de cuisson autorisé.\nArticle 3 - Durée : 9 ans à compter du 1er août 2026.\n"
            "Article 4 - Loyer : 1 020 EUR HT par mois, indexé sur l'ILC ; franchise de 3 mois.\n"
            "Article 5 - Dépôt de garantie : 3 060 EUR.\nArticle 6 - Travaux d'aménagement à la charge du preneur, "
            "validation préalable du cahier des charges architectural des Halles.\n"
            "[Notes NM : demander clause de sortie si le CA < 8 000 EUR/mois la 1re année ? voir avec Me Chabert]")


def t_kiosk_loan(r, dt):
    m = r.choice([65000, 70000, 72000])
    return (f"CRÉDIT AGRICOLE CENTRE-EST - Marché des professionnels\nPROPOSITION DE FINANCEMENT du {_f(dt)}\n"
            "Client : SARL Boulangerie-Pâtisserie Mercier\nObjet : création d'un point de vente secondaire - Halles de "
            "Francheville (agencement, vitrine réfrigérée, terminal de cuisson, dépôt de garantie, BFR)\n\n"
            f"Montant : {_e(m)}\nDurée : 84 mois dont 6 mois de différé\nTaux fixe : {r.choice(['3,45', '3,60', '3,75'])} %\n"
            f"Mensualité indicative : {_e(m / 84 * 1.12)}\nGaranties : nantissement du fonds, caution BPI 50 %, caution "
            "personnelle des gérants limitée à 30 %\nPièces à fournir : prévisionnel sur 3 ans, devis signés, projet de bail.\n"
            "Conseiller : Thomas Garnier, 04 72 38 90 12. Offre valable 2 mois.")


def t_kiosk_bp(r, dt):
    rows = ["Poste;Année 1;Année 2;Année 3"]
    ca = r.uniform(118000, 135000)
    for lab, k in (("Chiffre d'affaires HT", 1.0), ("Achats marchandises", 0.33), ("Salaire vendeuse 1 ETP", 0.24),
                   ("Loyer et charges Halles", 0.105), ("Énergie", 0.03), ("Remboursement emprunt", 0.09)):
        rows.append(f"{lab};{ca * k:.0f};{ca * k * 1.08:.0f};{ca * k * 1.13:.0f}")
    return "Prévisionnel kiosque Halles de Francheville (version pour la banque)\n" + "\n".join(rows)


def t_quote(r, dt, n: int = 0):
    co, lines = [
        ("MENUISERIE DELORME - Agencement de magasins, 8 chemin des Vignes, 69126 Brindas",
         [("Comptoir de vente chêne et stratifié 3,20 m", 4200, 5200), ("Étagères à pain inclinées murales", 1800, 2400),
          ("Habillage kiosque, enseigne bois", 1500, 2100), ("Pose et finitions", 900, 1300)]),
        ("AGENCEMENT FROID RHÔNE - 40 avenue Franklin Roosevelt, 69150 Décines",
         [("Vitrine réfrigérée pâtisserie 1,50 m vitre bombée", 5400, 6900), ("Arrière-caisse réfrigéré", 1900, 2500),
          ("Livraison, mise en service", 350, 500)]),
        ("ÉLEC PRO 69 - 3 rue de l'Industrie, 69340 Francheville",
         [("Tableau divisionnaire triphasé kiosque", 1100, 1500), ("Alimentation four terminal de cuisson 32 A", 600, 850),
          ("Éclairage LED rails vitrine", 700, 1100), ("Consuel et mise en conformité", 250, 380)]),
        ("BONGARD Lyon - Matériel de boulangerie, 69800 Saint-Priest",
         [("Four ventilé terminal de cuisson Bongard Krystal 10 niveaux", 7800, 9400), ("Hotte à condensation", 1400, 1900),
          ("Échelle et plaques", 380, 520)]),
    ][n % 4]
    out, ht = [], 0.0
    for lab, lo, hi in lines:
        v = r.uniform(lo, hi)
        ht += v
        out.append(f"- {lab} : {_e(v)}")
    return (f"{co}\nDEVIS n° D{dt.year}-{r.randint(100, 999)} du {_f(dt)}\nClient : SARL Boulangerie Mercier - projet "
            "kiosque Halles de Francheville, emplacement 7\n\n" + "\n".join(out)
            + f"\n\nTotal HT : {_e(ht)}  TVA 20 % : {_e(ht * 0.2)}  TTC : {_e(ht * 1.2)}\nAcompte 30 % à la commande. "
            "Délai : 5 semaines. Devis valable 60 jours.")


def t_kiosk_permit(r, dt, n: int = 0):
    if n % 2 == 0:
        return ("MÉTROPOLE DE LYON / MAIRIE DE FRANCHEVILLE\nDEMANDE D'AUTORISATION PRÉALABLE D'ENSEIGNE (Cerfa 14798*03)\n"
                f"Déposée le {_f(dt)} - dossier AP 069 089 26 000{r.randint(10, 99)}\nDemandeur : SARL Boulangerie-"
                "Pâtisserie Mercier\nLieu : Halles de Francheville, 4 place du Marché, emplacement 7\n"
                "Enseigne : bandeau bois 2,40 x 0,40 m 'Mercier - Boulanger à Craponne', lettrage peint, éclairage par "
                "spots LED. Avis de l'Architecte des Bâtiments de France non requis. Délai d'instruction : 2 mois.")
    return ("DÉCLARATION D'UN ÉTABLISSEMENT MANIPULANT DES DENRÉES ALIMENTAIRES (Cerfa 13984*07)\n"
            "Destinataire : DDPP du Rhône, 245 rue Garibaldi, 69003 Lyon\nExploitant : SARL Boulangerie-Pâtisserie Mercier "
            "(SIRET siège 851 204 377 00012)\nNouvel établissement secondaire : Halles de Francheville, emplacement 7, "
            "69340 Francheville\nActivité : vente au détail de pain, viennoiseries, pâtisseries ; cuisson de pâtons "
            f"surgelés fabriqués au fournil de Craponne\nDate prévue de début d'activité : 01/09/2026\nSigné le {_f(dt)}.")


def t_kiosk_notes(r, dt):
    return ("# Kiosque Halles - où on en est\n\n## Bail\n- Foncière des Halles : 1 020 HT + 12 % charges, franchise 3 mois\n"
            "- faire relire projet de bail par Me Chabert (RDV 4 juin)\n\n## Banque\n- CA : 70 k sur 7 ans, caution BPI\n"
            "- demander aussi à la BP (conditions prêt perso ?) -> non, garder séparé\n\n## Devis\n- Delorme comptoir : OK, "
            "le moins cher\n- Froid Rhône vitrine : attendre 2e devis (Bonnet Névé ?)\n- Élec Pro 69 : visite le 6/06\n\n"
            "## Admin\n- enseigne : déposé, attente mairie\n- DDPP : envoyer cerfa 13984\n- recruter vendeuse (annonce "
            "France Travail + vitrine)\n\n## Planning\nTravaux août, ouverture mardi 1er septembre")


def t_kiosk_plan(r, dt):
    rows = ["Tâche;Responsable;Échéance;État"]
    for t, who, d, s in (("Signature bail", "Julien", "30/06/2026", "en cours"), ("Offre de prêt signée", "Nathalie", "20/06/2026", "en cours"),
                         ("Commande vitrine", "Nathalie", "01/07/2026", "à faire"), ("Autorisation enseigne", "Nathalie", "15/07/2026", "déposé"),
                         ("Déclaration DDPP", "Nathalie", "15/08/2026", "à faire"), ("Recrutement vendeuse", "Julien", "15/08/2026", "à faire"),
                         ("Travaux agencement", "Delorme", "25/08/2026", "à faire"), ("Ouverture", "tous", "01/09/2026", "")):
        rows.append(f"{t};{who};{d};{s}")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Competition (Projects)


def t_comp_rules(r, dt):
    return ("CHAMBRE SYNDICALE DE LA BOULANGERIE-PÂTISSERIE DU RHÔNE\nCONCOURS DE LA MEILLEURE BAGUETTE DE TRADITION "
            "FRANÇAISE DU RHÔNE - ÉDITION 2026\nRÈGLEMENT\n\nArt. 1 - Ouvert aux artisans boulangers du Rhône et de la "
            "Métropole de Lyon, un seul candidat par entreprise.\nArt. 2 - Chaque candidat dépose 2 baguettes de tradition "
            "française (décret n° 93-1074) le jour de la sélection.\nArt. 3 - Poids 250 à 300 g, longueur 55 à 65 cm, "
            "teneur en sel 18 g/kg de farine maximum.\nArt. 4 - Critères : cuisson, goût, mie, alvéolage, aspect.\n"
            "Art. 5 - Sélections départementales le 18 mai 2026, finale le 15 juin 2026 à la Halle Tony Garnier.\n"
            "Art. 6 - Le lauréat fournit la table de la Préfecture pendant un an.\nFrais d'inscription : 60 EUR.")


def t_comp_form(r, dt):
    return ("BULLETIN D'INSCRIPTION - Concours Meilleure Baguette Tradition du Rhône 2026\n"
            "Entreprise : Boulangerie-Pâtisserie Mercier SARL\nCandidat : Julien MERCIER, artisan boulanger, gérant\n"
            "Adresse : 5 place Charles-de-Gaulle, 69290 Craponne\nTél : 06 71 44 28 93\nN° adhérent Chambre syndicale : "
            f"R-{r.randint(1000, 4999)}\nFarine utilisée : Tradition Label Rouge - Minoterie Perraud\n"
            "Joint : chèque de 60 EUR n° 2087713\nFait à Craponne le " + _f(dt))


def t_comp_confirm(r, dt, n: int = 0):
    subj, body = (("Concours baguette 2026 - confirmation d'inscription", "Nous avons bien reçu votre inscription au "
                   "concours de la meilleure baguette de tradition du Rhône 2026. Dépôt des baguettes pour la sélection : "
                   "lundi 18 mai entre 7h et 9h, Chambre des Métiers, 10 rue Paul Montrochet, Lyon 2e."),
                  ("Finale du 15 juin - vous êtes qualifié !", "Félicitations : la baguette de M. Julien Mercier fait "
                   "partie des 12 finalistes. La finale aura lieu le lundi 15 juin à la Halle Tony Garnier ; cuisson sur "
                   "place possible dans les fours mis à disposition (Bongard), prévoir pâte fermentée en bac. "
                   "Merci de confirmer votre présence avant le 5 juin."))[n % 2]
    return _eml(dt, "Concours Baguette Rhône <concours@boulangerie-rhone.fr>",
                "Boulangerie Mercier <contact@boulangerie-mercier-craponne.fr>", subj, f"Bonjour,\n\n{body}\n\n"
                "Bien à vous,\nLe comité d'organisation - Chambre syndicale de la boulangerie du Rhône")


def t_comp_tests(r, dt):
    rows = ["Date;Farine;Hydratation %;Levain %;Pointage;Apprêt;Cuisson;Poids g;Note Julien;Remarques"]
    for i in range(10):
        d = dt - timedelta(days=40 - 4 * i)
        rows.append(f"{_f(d)};Tradition LR Perraud;{r.choice([72, 74, 75, 76, 78])};{r.choice([10, 15, 20])};"
                    f"{r.choice(['18h à 4°C', '20h à 4°C', '24h à 5°C'])};1h15;{r.choice(['24 min 250°C', '22 min 260°C'])};"
                    f"{r.randint(262, 298)};{r.randint(12, 18)}/20;{r.choice(['grigne pas assez ouverte', 'mie crème OK', 'trop salée', 'croûte top', 'alvéolage irrégulier'])}")
    return "\n".join(rows)


def t_comp_recipe(r, dt):
    return ("Baguette de tradition - recette concours (version 7)\n\nFarine Tradition Label Rouge T65 : 1 000 g\n"
            "Eau (coulage) : 750 g, dont bassinage 30 g\nLevain liquide : 150 g\nLevure : 2 g\nSel de Guérande : 18 g\n\n"
            "Autolyse 1h. Pétrissage 1re vitesse 6 min, bassinage, 2e vitesse 1 min. T° pâte 23-24 °C.\n"
            "Pointage 1h à température ambiante avec 1 rabat, puis 20h en bac à 4 °C.\nDivision 300 g, détente 45 min, "
            "façonnage, apprêt 1h sur couche.\n5 coups de lame, buée, cuisson 24 min à 250 °C sole.\n"
            "À faire : tester 1 % de farine de seigle pour le goût ? (dit Kévin)")


# --------------------------------------------------------------------------- Orthodontics (Projects/Health)


def t_ortho_quote(r, dt):
    return ("Dr Camille FAURE - Orthodontiste qualifiée\n9 place Pierre Vauboin, 69160 Tassin-la-Demi-Lune - 04 78 34 11 52\n\n"
            "DEVIS ET PLAN DE TRAITEMENT ORTHODONTIQUE\nPatiente : Léa MERCIER, née le 22/02/2013\n"
            "Diagnostic : classe II division 1, encombrement incisif inférieur\nTraitement : multi-attaches (bagues "
            "céramiques haut, métal bas), 6 semestres actifs puis contention 1 an\n\n"
            "Honoraires par semestre : 720,00 EUR (base de remboursement Sécurité sociale 193,50 EUR, code TO90)\n"
            "Contention 1re année : 380,00 EUR\nTotal estimé : 4 700,00 EUR\nDébut prévu : octobre 2025 - fin prévue "
            f"septembre 2028.\nDate : {_f(dt)}  Signature des parents :")


def t_ortho_cpam(r, dt):
    return ("Assurance Maladie - CPAM du Rhône\n69907 Lyon Cedex 20\n\nACCORD DE PRISE EN CHARGE - Traitement "
            "d'orthopédie dento-faciale\nAssuré : Nathalie MERCIER - bénéficiaire : Léa MERCIER\n"
            f"Demande d'entente préalable reçue le {_f(dt - timedelta(days=12))}\nPraticien : Dr Camille Faure\n"
            "Accord pour 1 semestre de traitement actif (renouvelable). Base de remboursement : 193,50 EUR, pris en charge "
            "à 100 % de la base au titre de l'ODF avant 16 ans.\nEn l'absence de réponse sous 15 jours, l'accord est réputé acquis.")


def t_ortho_mut(r, dt):
    return ("MUTUELLE DES ARTISANS DU RHÔNE\nDécompte de remboursement n° " + str(r.randint(100000, 999999)) +
            f" du {_f(dt)}\nAdhérent : Nathalie Mercier - contrat Famille Confort 3\nBénéficiaire : Léa Mercier\n\n"
            "Orthodontie (TO90) - Dr Faure - semestre " + str(r.randint(1, 2)) + "\nDépense : 720,00 EUR  Remboursé Sécu : "
            "193,50 EUR  Remboursé mutuelle (forfait ODF 250 %) : 290,25 EUR\nReste à charge : 236,25 EUR\n"
            "Virement sur le compte FR76 1080 7000 **** le " + _f(dt + timedelta(days=2)))


def t_ortho_rdv(r, dt):
    return ("RDV ortho Léa (Dr Faure)\n\n- 14/10/2025 pose bagues haut\n- 04/11/2025 pose bas\n- 16/12/2025 contrôle, "
            "changement d'arc\n- 27/01/2026 contrôle\n- 10/03/2026 élastiques classe II\n- 21/04/2026 contrôle - bague "
            "décollée 23\n- 02/06/2026 16h30 contrôle (penser mot pour le collège)\n- 7/07/2026 ?\n\n"
            "2e semestre : renvoyer la demande d'entente préalable avant fin mars. Mutuelle : envoyer note d'honoraires.")


def t_ortho_fee(r, dt):
    return ("Dr Camille FAURE - Orthodontiste\nNOTE D'HONORAIRES\nPatiente : Léa MERCIER\n"
            f"Date : {_f(dt)}\nActe : TO90 - traitement ODF semestre {r.randint(1, 2)} (période du {_f(dt)} au "
            f"{_f(dt + timedelta(days=182))})\nHonoraires : 720,00 EUR  Base SS : 193,50 EUR  Dépassement : 526,50 EUR\n"
            "Réglé par chèque et carte en 3 fois. Feuille de soins électronique transmise à la CPAM.")


# --------------------------------------------------------------------------- Kids (Areas + camp Projects)


def t_bulletin(r, dt):
    subj = ["Français", "Mathématiques", "Histoire-Géographie", "Anglais LV1", "Espagnol LV2", "SVT", "Physique-Chimie",
            "Technologie", "EPS", "Arts plastiques"]
    tri = 1 + (dt.month in (3, 4, 5)) + (dt.month in (6, 7))
    lines = [f"{s} : {r.uniform(9.5, 18.5):.1f}/20 - {r.choice(['Bon trimestre.', 'Peut mieux faire à l’oral.', 'Travail sérieux.', 'Des efforts à poursuivre.', 'Très bien.'])}"
             for s in subj]
    return (f"COLLÈGE JEAN-MOULIN - 69160 Tassin-la-Demi-Lune\nBULLETIN DU {tri}e TRIMESTRE - année {dt.year - (dt.month < 8)}-"
            f"{dt.year + (dt.month >= 8)}\nÉlève : MERCIER Léa - classe de 4e B - professeure principale : Mme Aubert\n\n"
            + "\n".join(lines) + f"\n\nMoyenne générale : {r.uniform(13.2, 15.4):.2f}\nAppréciation du conseil de classe : "
            "Bon trimestre, Léa doit gagner en confiance à l'oral. Félicitations / Compliments : Compliments.")


def t_ecole(r, dt):
    return (f"ÉCOLE ÉLÉMENTAIRE DU PRIEURÉ - Tassin-la-Demi-Lune\nClasse de CM1 - M. Lefèvre\nLe {_l(dt)}\n\nChers parents,\n"
            + r.choice(["la classe partira en classe découverte à Autrans du 8 au 10 avril. Participation des familles : "
                        "95 EUR. Merci de rendre l'autorisation signée et la fiche sanitaire avant le 6 mars.",
                        "la sortie au musée des Confluences aura lieu le jeudi 12 février. Prévoir un pique-nique et un "
                        "gilet. Nous cherchons 2 parents accompagnateurs.",
                        "les évaluations de mi-CM1 ont eu lieu. Les résultats de Hugo seront remis lors des rencontres "
                        "parents-professeur du 27 janvier (créneaux sur le cahier de liaison)."])
            + "\n\nCordialement, l'équipe enseignante\nNom de l'enfant : Hugo MERCIER   Signature :")


def t_cantine(r, dt):
    n = r.randint(14, 19)
    return (f"MAIRIE DE TASSIN-LA-DEMI-LUNE - Service Enfance\nFACTURE périscolaire {_my(dt - timedelta(days=10))}\n"
            f"Famille MERCIER - n° famille 20417\nHugo MERCIER - École du Prieuré\nRestauration scolaire : {n} repas x 4,35 EUR "
            f"= {_e(n * 4.35)}\nGarderie du soir : {r.randint(4, 10)} x 2,10 EUR\nQuotient familial : tranche 7\n"
            f"Prélèvement le {_f(dt + timedelta(days=10))} - Portail famille www.tassinlademilune.fr")


def t_pronote(r, dt):
    return _eml(dt, "Pronote - Collège Jean-Moulin <ne-pas-repondre@index-education.com>", NAT,
                r.choice(["Absence de Léa MERCIER", "Réunion parents-professeurs 4e B", "Voyage en Espagne 4e - acompte"]),
                "Madame, Monsieur,\n\nLe collège Jean-Moulin vous informe concernant votre enfant MERCIER Léa (4e B) :\n"
                + r.choice(["absence signalée le " + _f(dt) + " de 8h à 10h (rendez-vous orthodontiste). Merci de "
                            "justifier via Pronote.", "la réunion parents-professeurs aura lieu le jeudi " + _f(dt + timedelta(days=9))
                            + " à partir de 17h. Prise de rendez-vous sur Pronote.", "le voyage en Andalousie (Séville) "
                            "aura lieu du 16 au 21 mars. Acompte de 150 EUR à verser avant le " + _f(dt + timedelta(days=14)) + "."])
                + "\n\nLa vie scolaire")


def t_assur_scol(r, dt):
    return (f"MAE - Mutuelle Assurance de l'Éducation\nATTESTATION D'ASSURANCE SCOLAIRE {dt.year}-{dt.year + 1}\n"
            "Assuré : " + r.choice(["Léa MERCIER - Collège Jean-Moulin", "Hugo MERCIER - École du Prieuré"])
            + "\nGaranties : responsabilité civile, individuelle accident, activités scolaires et extrascolaires.\n"
            "Contrat n° 4 218 902 - valable du 01/09 au 31/08.")


def t_judo(r, dt):
    return (f"JUDO CLUB TASSINOIS - Saison {dt.year}-{dt.year + 1}\nFiche d'inscription\nNom : MERCIER Hugo  né le 05/06/2016\n"
            "Cours : mardi et vendredi 17h30-18h30, dojo du gymnase Leclerc\nCotisation + licence FFJDA : 215 EUR "
            "(Pass'Sport déduit : 50 EUR)\nCertificat médical / questionnaire de santé : fourni.")


def t_camp_form(r, dt):
    return ("VACANCES JEUNES RHÔNE - Colonies de vacances\nDOSSIER D'INSCRIPTION ÉTÉ 2026\nSéjour : 'Trappeurs du Vercors' - "
            "Villard-de-Lans (38) - du 12 au 25 juillet 2026 - 8/11 ans\nEnfant : Hugo MERCIER, né le 05/06/2016\n"
            "Responsable légal : Nathalie MERCIER, 06 82 17 40 55\nTransport : car au départ de Lyon Perrache\n"
            "Prix du séjour : 1 090 EUR - aide CAF (AVE) déduite : 280 EUR - acompte 30 % : 243 EUR\n"
            f"Pièces à joindre : fiche sanitaire, attestation de natation (test 'aisance aquatique'), copie vaccins.\nSigné le {_f(dt)}")


def t_camp_sanit(r, dt):
    return ("FICHE SANITAIRE DE LIAISON (Cerfa 10008*02)\nEnfant : Hugo MERCIER - garçon - né le 05/06/2016\n"
            "Séjour : Vacances Jeunes Rhône, Villard-de-Lans, juillet 2026\nVaccins : DTP (rappel 2022), ROR 2 doses - voir "
            "carnet\nAllergies : alimentaires NON - médicamenteuses : amoxicilline (urticaire) - asthme NON\n"
            "Recommandations : porte des lunettes (prévoir cordon), énurésie NON\nMédecin traitant : Dr Olivier Martin, "
            "Tassin, 04 78 34 60 21\nJe soussignée Nathalie Mercier déclare exacts les renseignements portés sur cette fiche.")


def t_camp_list(r, dt):
    return ("Trousseau colo Hugo (12-25 juillet)\n\n- 8 tee-shirts, 2 shorts, 2 pantalons dont 1 de marche\n- 1 polaire + "
            "1 k-way\n- chaussures de rando (les neuves, à faire avant !), baskets, sandales\n- maillot + serviette + "
            "bonnet de bain\n- duvet, lampe frontale, gourde\n- crème solaire, casquette\n- marquer TOUT au nom (étiquettes "
            "commandées)\n- enveloppes timbrées pour écrire à papi\n\nPayer le solde avant le 20 juin !")


def t_camp_2025(r, dt):
    return ("VACANCES JEUNES RHÔNE\nFACTURE ACQUITTÉE - séjour été 2025\n'Mer et voile' - Le Grau-du-Roi - du 7 au 18 juillet "
            "2025\nEnfant : Hugo MERCIER\nPrix : 980 EUR - aide CAF : 260 EUR - réglé : 720 EUR\nAttestation pour le "
            "comité d'entreprise / la déclaration fiscale (frais de garde non déductibles pour les séjours).")


# --------------------------------------------------------------------------- Health (Areas)


def t_mut(r, dt):
    who = r.choice(["Julien", "Nathalie", "Hugo", "Léa"])
    act = r.choice([("Consultation généraliste Dr Martin", 30.0, 21.0), ("Lunettes (verres progressifs)", 540.0, 0.09),
                    ("Dermatologue Dr Chapuis", 60.0, 21.0), ("Kinésithérapie 10 séances", 188.0, 112.8),
                    ("Pharmacie du Centre Craponne", 42.6, 27.1)])
    return ("MUTUELLE DES ARTISANS DU RHÔNE\nRelevé de prestations du " + _f(dt) + "\nAdhérent : Nathalie Mercier - "
            f"contrat Famille Confort 3 - n° 77 140 293\n\nBénéficiaire : {who} Mercier\nActe : {act[0]}\nDépense : {_e(act[1])}  "
            f"Part Sécurité sociale : {_e(act[2])}  Part mutuelle : {_e(max(act[1] - act[2] - 2, 0))}\n"
            "Reste à charge : 2,00 EUR (participation forfaitaire)\nDans votre espace adhérent : télétransmission Noémie active.")


def t_ordonnance(r, dt):
    return (f"Dr Olivier MARTIN - Médecin généraliste\n14 avenue Charles de Gaulle, 69160 Tassin-la-Demi-Lune\nLe {_f(dt)}\n\n"
            + r.choice(["Mme Nathalie MERCIER, 42 ans\n- Ibuprofène 400 mg : 1 cp x 3/j pendant 5 jours\n- Séances de kiné "
                        "lombaires x 10 (lombalgie - port de charges)",
                        "M. Julien MERCIER, 44 ans\n- Bilan sanguin : NFS, glycémie à jeun, bilan lipidique\n- Spray "
                        "nasal Avamys 1 pulv. matin (rhinite - farine, avis allergologue à prendre)",
                        "Hugo MERCIER, 9 ans, 29 kg\n- Amoxicilline INTERDITE (allergie)\n- Azithromycine 40 mg/ml : 4 ml/j "
                        "pendant 3 jours"]) + "\n\nRenouvellement : 0")


def t_labo(r, dt):
    return (f"LABORATOIRE BIOGROUP - site Tassin\nCompte rendu d'analyses du {_f(dt)}\nPatient : MERCIER Julien, né le 09/11/1981\n"
            f"Glycémie à jeun : {r.uniform(0.86, 1.08):.2f} g/L (0,70-1,10)\nCholestérol total : {r.uniform(1.9, 2.4):.2f} g/L\n"
            f"LDL : {r.uniform(1.1, 1.6):.2f} g/L\nIgE spécifiques farine de blé (f4) : {r.uniform(0.4, 3.2):.2f} kUA/L - classe 1-2\n"
            "Commentaire : sensibilisation à la farine de blé, à confronter à la clinique (asthme du boulanger).")


def t_ameli(r, dt):
    return (f"Assurance Maladie - Attestation de droits\nÉditée le {_f(dt)} sur ameli.fr\nAssurée : Nathalie MERCIER - n° "
            "2 83 11 69 123 456 78\nBénéficiaires : Léa MERCIER (2013), Hugo MERCIER (2016)\nDroits ouverts jusqu'au "
            f"{_f(dt + timedelta(days=365))}\nOrganisme complémentaire : Mutuelle des Artisans du Rhône (Noémie).")


def t_dentist(r, dt):
    return (f"Cabinet dentaire des Tuileries - Dr Anne Rolland\nDEVIS - Mme Nathalie MERCIER\nDate : {_f(dt)}\n"
            "Couronne céramo-métallique dent 36 (HBLD634) : 620 EUR - base SS 120 EUR\nInlay-core : 230 EUR\n"
            "Reste à charge estimé après mutuelle Famille Confort 3 : 195 EUR")


# --------------------------------------------------------------------------- Finance, Taxes


def t_bank(r, dt):
    bal = r.uniform(2200, 6400)
    ops = [("VIR SARL MERCIER SALAIRE J MERCIER", 2600, 2600), ("VIR SARL MERCIER SALAIRE N MERCIER", 1750, 1750),
           ("PRLV PRET IMMO 08834521", -1184.32, -1184.32), ("CB CARREFOUR ECULLY", -210, -60), ("PRLV EDF", -118, -118),
           ("CB PHARMACIE DU CENTRE", -42, -8), ("PRLV MUTUELLE ARTISANS RHONE", -246.8, -246.8), ("CAF ALLOC FAMILIALES", 150.2, 150.2),
           ("PRLV REGIE BONNEFOY CHARGES", -310, -310), ("PRLV DGFIP IMPOT", -412, -412), ("CB TOTAL ENERGIES", -85, -40),
           ("PRLV FREE TELECOM", -39.99, -39.99), ("CB LECLERC", -150, -45)]
    lines = []
    for i in range(16):
        lab, lo, hi = r.choice(ops)
        v = r.uniform(lo, hi)
        bal += v
        lines.append(f"{_f(dt - timedelta(days=30 - 2 * i))}  {lab:38s} {_e(v):>12s}")
    return (f"BANQUE POPULAIRE AUVERGNE RHÔNE ALPES\nRelevé de compte - {_my(dt)}\nCompte joint M. ou Mme MERCIER Julien "
            "Nathalie - n° 08 8452 1190 4\n\n" + "\n".join(lines) + f"\n\nSolde au {_f(dt)} : {_e(bal)}")


def t_bank_csv(r, dt):
    rows = ["Date;Libellé;Débit;Crédit;Solde"]
    bal = r.uniform(2500, 5000)
    for i in range(22):
        lab, v = r.choice([("CB CARREFOUR ECULLY", -r.uniform(40, 190)), ("VIR SARL MERCIER SALAIRE", 2600.0),
                           ("PRLV PRET IMMO 08834521", -1184.32), ("CAF ALLOC FAMILIALES", 150.2), ("CB DECATHLON", -r.uniform(20, 90)),
                           ("PRLV MUTUELLE ARTISANS RHONE", -246.8), ("RETRAIT DAB TASSIN", -60.0), ("PRLV SFR MOBILE", -26.99)])
        bal += v
        rows.append(f"{_f(dt - timedelta(days=44 - 2 * i))};{lab};{-v if v < 0 else 0:.2f};{v if v > 0 else 0:.2f};{bal:.2f}")
    return "\n".join(rows)


def t_livret(r, dt):
    return (f"BANQUE POPULAIRE AUVERGNE RHÔNE ALPES\nRelevé annuel {dt.year - 1} - Livret A et LDDS\n"
            f"Livret A Nathalie MERCIER : solde {_e(r.uniform(8000, 16000))} - intérêts {_e(r.uniform(160, 380))}\n"
            f"LDDS Julien MERCIER : solde {_e(r.uniform(4000, 9000))}\nLivret Jeune Léa : {_e(r.uniform(600, 1500))}\n"
            "Taux Livret A : 2,40 % puis 1,70 % au 1er août. Intérêts exonérés d'impôt.")


def t_caf(r, dt):
    return (f"Caisse d'Allocations Familiales du Rhône\nAttestation de paiement - {_my(dt)}\nAllocataire n° 2731844 - "
            "Mme MERCIER Nathalie\n27 av. de la République, 69160 Tassin-la-Demi-Lune\n\nAllocations familiales (2 enfants, "
            f"modulées selon ressources) : {_e(r.uniform(148, 152))}\nAllocation de rentrée scolaire : non éligible\n"
            "Prochaine révision de droits : janvier. Déclarez tout changement de situation sur caf.fr.")


def t_budget(r, dt):
    rows = ["Poste;Janv;Févr;Mars;Avril;Mai"]
    for lab, lo, hi in (("Prêt immo", 1184, 1185), ("Charges copro", 310, 311), ("Courses", 780, 1050), ("EDF", 118, 119),
                        ("Mutuelle", 246, 247), ("Ortho Léa", 0, 240), ("Essence", 120, 190), ("Cantine/judo", 60, 140),
                        ("Loisirs", 50, 260), ("Épargne Livret A", 200, 300)):
        rows.append(lab + ";" + ";".join(f"{r.uniform(lo, hi):.0f}" for _ in range(5)))
    return "\n".join(rows)


def t_avis_ir(r, dt, year: int | None = None):
    y = year or (dt.year - 1)
    rev = r.uniform(52000, 61000)
    return (f"DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES\nAVIS D'IMPÔT {y + 1} SUR LES REVENUS DE L'ANNÉE {y}\n"
            f"{HOME}\nNuméro fiscal déclarant 1 : 30 48 219 744 112\nNombre de parts : 3\n\nRevenu fiscal de référence : "
            f"{_e(rev)}\nImpôt sur le revenu net : {_e(rev * 0.045)}\nPrélèvements à la source déjà versés : "
            f"{_e(rev * 0.043)}\nReste à payer : {_e(rev * 0.002)}\nTaux de prélèvement à la source à partir de septembre : "
            f"{r.choice(['3,9', '4,2', '4,6'])} %\nCentre des finances publiques : SIP Lyon Ouest.")


def t_tf(r, dt, year: int | None = None):
    y = year or dt.year
    return (f"AVIS DE TAXE FONCIÈRE {y}\nPropriétaires : MERCIER Julien, MERCIER Nathalie\nAdresse du bien : 27 AV DE LA "
            f"REPUBLIQUE BAT B LOT 12 - 69160 TASSIN-LA-DEMI-LUNE\nBase : {_e(r.uniform(2400, 2700))}\nCommune : "
            f"{_e(r.uniform(700, 780))}\nTaxe d'enlèvement des ordures ménagères : {_e(r.uniform(150, 175))}\n"
            f"Montant à payer : {_e(r.uniform(980, 1090))} avant le 15/10/{y} (mensualisation possible).")


def t_decl(r, dt):
    return (f"Déclaration des revenus {dt.year - 1} - accusé de réception\nDéclaration en ligne n° {r.randint(10**11, 10**12)} "
            f"le {_f(dt)}\nDéclarant 1 : Julien MERCIER - traitements et salaires (gérant SARL, art. 62) : {_e(r.uniform(31000, 34000))}\n"
            f"Déclarant 2 : Nathalie MERCIER - salaires : {_e(r.uniform(20000, 22000))}\nPersonnes à charge : Léa (2013), Hugo (2016)\n"
            "Frais de garde / dons : dons Restos du Coeur 120 EUR (7UF)\nVotre avis sera disponible fin juillet.")


# --------------------------------------------------------------------------- Home, Car


def t_copro(r, dt):
    return (f"RÉGIE BONNEFOY - Syndic\n56 rue de la République, 69002 Lyon\nAPPEL DE FONDS - {r.choice(['1er', '2e', '3e', '4e'])} "
            f"trimestre {dt.year}\nCopropriété Résidence Le Parc, 27 av. de la République, Tassin\nCopropriétaire : M. et Mme "
            f"MERCIER - lot 12 (T4) + cave 31 + parking 8 - 164/10 000e\nBudget prévisionnel : {_e(r.uniform(880, 960))}\n"
            f"Fonds travaux ALUR : {_e(r.uniform(44, 52))}\nTravaux ravalement façade (AG 2025), appel n° 2 : {_e(r.uniform(380, 420))}\n"
            "Date d'exigibilité : 1er jour du trimestre.")


def t_ag(r, dt):
    return (f"PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE ORDINAIRE du {_l(dt)}\nSyndicat des copropriétaires Résidence Le Parc, "
            "Tassin-la-Demi-Lune\nPrésents ou représentés : 6 214/10 000e\n\nRésolution 4 - approbation des comptes : adoptée\n"
            "Résolution 7 - ravalement des façades, entreprise Façades Lyonnaises, 212 400 EUR TTC : adoptée (art. 25)\n"
            "Résolution 9 - installation de bornes de recharge : rejetée\nRésolution 11 - remplacement digicode bât. B : adoptée\n"
            "Question diverse : nuisances des poubelles bât. B (M. Mercier).")


def t_edf(r, dt):
    kwh = r.randint(380, 720)
    return (f"EDF - Facture d'électricité du {_f(dt)}\nRéf. client 6 011 472 388\nM. MERCIER Julien - 27 av. de la République "
            f"Bât B Apt 12, 69160 Tassin\nTarif Bleu option heures creuses 9 kVA\nConsommation : {kwh} kWh\n"
            f"Montant TTC : {_e(kwh * 0.24)}\nMensualisation : 118 EUR / mois.")


def t_box(r, dt):
    return (f"Free - Facture Freebox du {_f(dt)}\nAbonné : Nathalie Mercier - ligne 04 78 ** ** 12\nFreebox Pop : 29,99 EUR\n"
            "Option Netflix : 0,00 EUR\nTotal : 29,99 EUR TTC, prélevé le " + _f(dt + timedelta(days=5)))


def t_mrh(r, dt):
    return (f"MACIF - Avis d'échéance {dt.year}\nContrat Habitation Propriétaire n° 18 442 071\nM. et Mme MERCIER, 27 av. de la "
            "République, Tassin - Appartement T4 82 m², cave, parking\nGaranties : incendie, dégâts des eaux, vol, bris de "
            f"glace, RC vie privée (enfants inclus)\nCotisation annuelle : {_e(r.uniform(310, 360))}")


def t_immo(r, dt):
    return ("BANQUE POPULAIRE AUVERGNE RHÔNE ALPES - Prêt immobilier n° 08834521\nÉchéancier - Résidence principale, "
            "27 av. de la République, Tassin\nCapital initial : 245 000 EUR - 25 ans - taux 1,35 % - depuis juin 2016\n"
            + "\n".join(f"Échéance {120 + i} - 05/{(i % 12) + 1:02d}/{2026 + i // 12} - mensualité 1 184,32 EUR - capital restant "
                        f"{_e(245000 * (1 - (120 + i) / 300) * 1.05)}" for i in range(10)))


def t_plumber(r, dt):
    return (f"SARL PLOMBERIE GUILLOT - 69160 Tassin\nFacture n° {r.randint(1200, 1999)} du {_f(dt)}\nClient : Mme Mercier, "
            "27 av. de la République Bât B Apt 12\nRemplacement du ballon d'eau chaude 200 L Atlantic : 980 EUR HT\n"
            f"Main d'oeuvre et évacuation : 240 EUR HT\nTVA 10 % : 122 EUR - Total TTC : 1 342,00 EUR")


def t_ct(r, dt):
    return (f"AUTOSUR Craponne - Procès-verbal de contrôle technique\nDate : {_f(dt)}\nVéhicule : PEUGEOT 308 SW - "
            "immatriculation FG-482-KT - 1re mise en circulation 14/03/2019\nKilométrage : " + str(r.randint(98000, 118000))
            + " km\nRésultat : FAVORABLE\nDéfaillances mineures : usure disques AV, feu plaque arrière gauche\n"
            f"Prochain contrôle avant le {_f(dt + timedelta(days=730))}")


def t_car_ins(r, dt):
    return (f"MACIF - Attestation / avis d'échéance auto {dt.year}\nVéhicule : Peugeot 308 SW 1.5 BlueHDi - FG-482-KT\n"
            "Conducteur principal : Nathalie MERCIER - conducteur secondaire : Julien MERCIER\nFormule Tous risques - "
            f"bonus 0,50\nCotisation annuelle : {_e(r.uniform(640, 720))}")


def t_garage(r, dt):
    return (f"GARAGE DU CHATEAU - Agent Peugeot - 69290 Craponne\nFacture n° {r.randint(40000, 49999)} du {_f(dt)}\n"
            "Véhicule : Peugeot 308 SW FG-482-KT\n" + r.choice(["Révision 120 000 km + filtre à particules", "Remplacement "
            "plaquettes et disques avant", "4 pneus Michelin Primacy 4 205/55 R16"]) + f"\nTotal TTC : {_e(r.uniform(280, 760))}")


def t_amende(r, dt):
    return ("ANTAI - Avis de contravention\nService de traitement : 35094 Rennes Cedex 9\nVéhicule FG-482-KT\n"
            f"Infraction du {_f(dt - timedelta(days=9))} à 07h42 - A6 Limonest, sens Paris-Lyon\nExcès de vitesse < 20 km/h "
            "(vitesse retenue 97 km/h pour 90)\nAmende forfaitaire minorée : 45 EUR - 1 point\nPayer sur www.antai.gouv.fr "
            "ou désigner le conducteur.")


# --------------------------------------------------------------------------- Archive: Career, purchase, oven, Corsica


def t_old_pay(r, dt):
    return (f"SOFRADIS DISTRIBUTION SAS\n22 rue Eugène Maréchal, 69200 Vénissieux\nBULLETIN DE SALAIRE - {_my(dt)}\n"
            "Salariée : Nathalie MERCIER - Assistante commerciale - statut ETAM niveau 4\nConvention collective du commerce "
            f"de gros (IDCC 0573)\nSalaire de base : {_e(r.uniform(2080, 2180))}\nPrime sur objectifs : {_e(r.uniform(0, 240))}\n"
            f"Net à payer : {_e(r.uniform(1650, 1850))}\nCongés restants : {r.randint(5, 25)} j")


def t_old_rupture(r, dt):
    return ("CONVENTION DE RUPTURE CONVENTIONNELLE (Cerfa 14598*01)\nEmployeur : Sofradis Distribution SAS, Vénissieux\n"
            "Salariée : Nathalie MERCIER, assistante commerciale depuis le 03/01/2011\nEntretien du 18/03/2019\n"
            "Indemnité spécifique de rupture : 5 240 EUR\nDate envisagée de rupture : 31/05/2019\nHomologation DIRECCTE "
            "reçue le 29/04/2019. Motif personnel : reprise d'une boulangerie avec mon conjoint.")


def t_old_cert(r, dt):
    return ("SOFRADIS DISTRIBUTION SAS - Vénissieux\nCERTIFICAT DE TRAVAIL\nNous certifions que Madame Nathalie MERCIER a été "
            "employée du 3 janvier 2011 au 31 mai 2019 en qualité d'assistante commerciale (service ventes Grands Comptes "
            "Rhône-Alpes). Elle nous quitte libre de tout engagement.\nPortabilité de la prévoyance : 12 mois.\n"
            "Fait à Vénissieux le 31/05/2019, Le DRH, Philippe Carrel")


def t_old_crm(r, dt):
    rows = ["Client;Ville;Commercial;CA 2018 HT;Relance"]
    for c in ("Brico Rhône", "Quincaillerie Monin", "SAS Bâti-Sud", "Mat'Pro Villefranche", "Leroy Services Vienne",
              "Batimat Oullins", "Outillage Gerland"):
        rows.append(f"{c};{r.choice(['Lyon', 'Vienne', 'Villefranche', 'Oullins', 'Bron'])};{r.choice(['P. Morel', 'S. Duval'])};"
                    f"{r.randint(18000, 140000)};{r.choice(['devis à relancer', 'OK', 'impayé 60 j'])}")
    return "\n".join(rows)


def t_old_mail(r, dt):
    return _eml(dt, "Stéphane Duval <s.duval@sofradis.fr>", "Nathalie Mercier <n.mercier@sofradis.fr>",
                r.choice(["Relance devis Bâti-Sud", "Offres promo T2 à envoyer"]), "Nathalie,\n\npeux-tu relancer SAS Bâti-Sud "
                "sur le devis 18-2211 (chevilles chimiques, 240 cartons) et préparer le tableau des promos T2 pour les "
                "grands comptes avant jeudi ?\n\nMerci, Stéphane\nSofradis Distribution - Service commercial")


def t_cession(r, dt):
    return ("ACTE DE CESSION DE FONDS DE COMMERCE\nÉtude de Maître Hélène Chabert, notaire, 3 place Bellecour, 69002 Lyon\n\n"
            "CÉDANTS : M. Gérard BERNARD et Mme Monique BERNARD, exploitant la Boulangerie Bernard\n"
            "CESSIONNAIRE : SARL Boulangerie-Pâtisserie Mercier, en cours d'immatriculation, représentée par M. Julien Mercier\n"
            "Fonds : boulangerie-pâtisserie, 5 place Charles-de-Gaulle, 69290 Craponne, avec droit au bail (SCI Les Tilleuls)\n"
            "Prix : 210 000 EUR (éléments incorporels 168 000 EUR, matériel 42 000 EUR)\nEntrée en jouissance : 1er juillet 2019\n"
            "Financement : prêt Crédit Agricole Centre-Est 168 000 EUR, apport personnel 42 000 EUR\n"
            "Signé à Lyon le 28 juin 2019.")


def t_compromis(r, dt):
    return ("PROMESSE SYNALLAGMATIQUE DE CESSION - Boulangerie Bernard, Craponne\nDate : 12 mars 2019\nConditions suspensives : "
            "obtention du prêt (au plus 170 000 EUR, 12 ans, 2 %), agrément du bailleur, purge du droit de préemption de la "
            "commune\nAccompagnement du cédant : 3 semaines (recettes, fournisseurs, clientèle)\nDépôt de garantie : 21 000 EUR "
            "séquestré chez Me Chabert.")


def t_inventaire(r, dt):
    rows = ["Matériel;Marque;Année;Valeur retenue"]
    for m in (("Four à sole 4 étages", "Bongard Cervap", 2006, 14000), ("Pétrin spirale", "VMI SPI 80", 2012, 5500),
              ("Chambre de pousse contrôlée", "Panimatic", 2010, 4800), ("Laminoir", "Rondo Econom", 2009, 3900),
              ("Diviseuse", "Bertrand Puma", 2011, 2600), ("Vitrine pâtisserie", "Bonnet Névé", 2015, 3200),
              ("Caisse enregistreuse", "Casio", 2016, 600)):
        rows.append(";".join(map(str, m)))
    return "Inventaire du matériel - cession Bernard / Mercier - annexe 3 (juin 2019)\n" + "\n".join(rows)


def t_notaire_mail(r, dt):
    return _eml(dt, "Me Hélène Chabert <h.chabert@notaires-bellecour.fr>", NAT, "Cession fonds Bernard - signature 28 juin",
                "Madame, Monsieur,\n\nla signature de l'acte de cession du fonds de la Boulangerie Bernard est fixée au "
                "vendredi 28 juin 2019 à 10h en l'étude. Merci d'apporter vos pièces d'identité, le Kbis provisoire de la "
                "SARL et l'offre de prêt acceptée du Crédit Agricole. Les fonds (apport de 42 000 EUR) doivent être virés "
                "au plus tard le 25 juin.\n\nBien cordialement,\nHélène Chabert, notaire")


def t_oven_ad(r, dt):
    return ("Annonce leboncoin - Matériel professionnel\nFOUR À SOLE BONGARD CERVAP 4 ÉTAGES - 6 m² - 2006\nEntretenu "
            "annuellement, fonctionne parfaitement, démonté par nos soins suite au passage à un four rotatif.\n"
            "Avec tapis enfourneur et hotte. Prix : 7 500 EUR à débattre. À enlever à Craponne (69).\nContact : Julien, 06 71 44 28 93")


def t_oven_sale(r, dt):
    return ("ATTESTATION DE VENTE DE MATÉRIEL D'OCCASION\nVendeur : SARL Boulangerie-Pâtisserie Mercier, Craponne\n"
            "Acheteur : EURL Boulangerie Dumont, 14 cours Romestang, 38200 Vienne\nMatériel : four à sole Bongard Cervap "
            "4 étages, n° de série CV4-06-1187, avec tapis enfourneur\nPrix : 6 500 EUR HT, TVA 1 300 EUR, soit 7 800 EUR TTC, "
            "payé par virement le 19/09/2024\nEnlèvement le 21/09/2024 par l'acheteur (grue Levage Rhône). Sortie de "
            "l'immobilisation à communiquer au cabinet Lamberti.")


def t_ferry(r, dt):
    return ("CORSICA LINEA - Confirmation de réservation\nDossier n° CL" + str(r.randint(100000, 999999)) + "\nAller : "
            "Marseille -> Porto-Vecchio, 11/07/2025 19h00, cabine 4 couchettes\nRetour : Porto-Vecchio -> Marseille, 25/07/2025 "
            "20h30\nPassagers : Julien, Nathalie, Léa, Hugo MERCIER - Véhicule : Peugeot 308 SW FG-482-KT\nTotal payé : 1 186,00 EUR")


def t_villa(r, dt):
    return ("Contrat de location saisonnière - Villa 'A Casetta', route de Palombaggia, 20137 Porto-Vecchio\nPropriétaire : "
            "M. Antoine Santoni\nLocataires : famille Mercier (2 adultes, 2 enfants)\nDu samedi 12/07/2025 au vendredi "
            "25/07/2025 - 2 semaines\nLoyer : 2 900 EUR - arrhes versées 870 EUR - dépôt de garantie 800 EUR (chèque non "
            "encaissé)\nTaxe de séjour : 2,30 EUR/nuit/adulte.")


def t_corse_budget(r, dt):
    rows = ["Poste;Prévu;Réel"]
    for p, a in (("Ferry", 1186), ("Villa", 2900), ("Courses", 600), ("Restaurants", 700), ("Bateau Lavezzi", 240),
                 ("Essence", 180), ("Glaces/souvenirs", 150)):
        rows.append(f"{p};{a};{a * r.uniform(0.9, 1.25):.0f}")
    return "Budget Corse juillet 2025\n" + "\n".join(rows)


# --------------------------------------------------------------------------- Resources


RECIPES = [
    ("Tarte aux pralines lyonnaise", "Pâte sucrée 250 g, pralines roses concassées 250 g, crème 35 % 250 g. Cuire les "
     "pralines et la crème jusqu'à 110 °C, couler sur le fond précuit, 15 min à 170 °C."),
    ("Brioche de Saint-Genix", "Farine gruau 500 g, oeufs 6, beurre 250 g, sucre 60 g, levure 20 g, sel 10 g, pralines "
     "entières 150 g ajoutées en fin de pétrissage. Pointage 1h, nuit au froid."),
    ("Bugnes lyonnaises", "Farine 500 g, beurre 100 g, oeufs 4, zeste de citron, fleur d'oranger, rhum. Étaler à 2 mm, "
     "découper, frire à 180 °C, sucre glace."),
    ("Galette des rois frangipane", "Pâte feuilletée inversée 2 x 350 g, crème d'amande 400 g + crème pâtissière 150 g, "
     "rhum ambré. Dorer 2 fois, rayer, cuire 40 min à 180 °C."),
    ("Pain d'épices au miel", "Miel de châtaignier 250 g, farine de seigle 250 g, bicarbonate 8 g, épices 10 g, lait 100 g."),
    ("Croissant au beurre - fiche technique", "Détrempe gruau T45, 3 tours simples, beurre de tourage 84 % 25 % du poids "
     "de pâte, apprêt 2h à 26 °C, cuisson 16 min à 175 °C chaleur tournante."),
    ("Cookies Hugo", "Beurre 125 g, sucre roux 150 g, 1 oeuf, farine 220 g, pépites 150 g. 10 min à 180 °C."),
    ("Flan pâtissier", "Lait 1 L, crème 250 g, sucre 230 g, 4 oeufs, poudre à flan 90 g, vanille Bourbon."),
]


def t_recipe(k):
    def f(r, dt):
        t, b = RECIPES[k % len(RECIPES)]
        return f"{t}\n\n{b}\n\nSource : carnet de Nathalie / essais du dimanche."
    return f


def t_gbph(r, dt):
    return ("GUIDE DE BONNES PRATIQUES D'HYGIÈNE - Boulangerie-pâtisserie (extrait)\nChapitre 4 : maîtrise des températures\n"
            "- Produits à base de crème : conserver à +3 °C maximum, DLC 24 h après fabrication\n- Refroidissement rapide : "
            "de +63 °C à +10 °C en moins de 2 h\n- Oeufs : stockage à température stable, utiliser ovoproduits pasteurisés "
            "pour les crèmes non cuites\nChapitre 6 : allergènes - information obligatoire par écrit au consommateur.")


def t_grille(r, dt):
    return ("Convention collective boulangerie-pâtisserie artisanale (IDCC 0843)\nGrille des salaires minima au 1er janvier 2026\n"
            "Coefficient 160 (vendeuse) : 1 830 EUR\nCoefficient 170 : 1 862 EUR\nCoefficient 185 (ouvrier boulanger qualifié) : "
            "2 040 EUR\nCoefficient 190 : 2 072 EUR\nHeures de nuit (20h-6h) : majoration 25 %\nApprentis : % du SMIC selon âge.")


def t_sourdough(r, dt):
    return ("The Science of Sourdough - notes from a talk at Europain\nLactic vs acetic acid: a liquid levain kept at 28 °C "
            "favours lactic (mild, creamy), a stiff levain at 22 °C favours acetic (sharp). Long cold retard (18-24 h at 4 °C) "
            "develops aroma in traditional baguettes without a sour taste. Salt under 1.8 % since the 2022 health agreement.")


def t_manual(k):
    def f(r, dt):
        return [("Thermomix TM6 - Mode d'emploi\nSécurité, mise en service, mode Cuisson lente, mode Fermentation, nettoyage "
                 "du bol et des lames, messages d'erreur E25-E32."),
                ("Lave-linge Bosch Série 6 WGG244 - Notice d'utilisation\nProgrammes : Coton, Synthétiques, Mix, Laine, "
                 "Rapide 15'. Erreur E18 : nettoyer le filtre de la pompe de vidange."),
                ("Chaudière / ballon Atlantic Chauffeo 200 L - Notice d'installation et d'entretien\nVérifier le groupe de "
                 "sécurité une fois par mois, anode magnésium à contrôler tous les 2 ans.")][k]
    return f


def _note(text: str):
    return lambda r, dt: text


N_KIOSK = ("appel Mme Vidal (Foncière des Halles) 13h10\n- ok 1 020 HT, franchise 3 mois, pas de participation extraction\n"
           "- dépôt de garantie 3 mois = 3 060\n- horaires imposés mar-dim 7h-13h30 -> voir si Manon peut faire le dimanche\n"
           "- elle envoie projet de bail semaine pro\n- demander : qui paie le compteur élec triphasé ?\n"
           "rappeler Thomas Garnier CA pour l'offre de prêt (70 k / 84 mois)")
N_COMP = ("FINALE 15/06 - Halle Tony Garnier\n- partir 5h15 avec Kévin, camion\n- 2 bacs pâte (pointage 20h à 4°) + 1 bac "
          "de secours\n- lame, couche, planche à enfourner, thermomètre\n- tablier brodé Mercier + veste propre\n"
          "- résultats vers 12h, remise des prix 14h (Julien doit dire 2 mots ??)\n- fermer boutique à 13h ce jour-là ? "
          "-> Élodie et Manon assurent le matin")
N_TODO = ("À FAIRE semaine\n- relancer Delorme pour devis comptoir v2 (kiosque)\n- envoyer prévisionnel au CA (kiosque)\n"
          "- cerfa enseigne : photo de la façade des Halles\n- Me Chabert : RDV relecture bail kiosque 4/06\n"
          "- payer facture Perraud\n- mot pour le collège (ortho Léa mardi)")
N_CAR = ("Peugeot 308 - FG-482-KT\nvidange faite à 112 300 km (garage du Château)\nprochaine révision 132 000\n"
         "pression pneus AV 2,4 / AR 2,2 chargé\nCT fait le 18/09/2025 -> prochain sept 2027\nassurance Macif contrat 2 117 840")
L_TILLEULS = ("Nathalie Mercier - SARL Boulangerie-Pâtisserie Mercier\n5 place Charles-de-Gaulle, 69290 Craponne\n\n"
              "SCI Les Tilleuls, c/o Régie Vendôme\n18 quai Saint-Vincent, 69001 Lyon\n\nCraponne, le 12 mai 2026\n\n"
              "Objet : bail commercial du 1er juillet 2019 - indexation du loyer et travaux de toiture du fournil\n\n"
              "Madame, Monsieur,\nNous avons constaté que l'avis d'échéance de juin applique l'indice ILC du 4e trimestre au "
              "lieu du 1er trimestre prévu à l'article 5 du bail. Par ailleurs les infiltrations au-dessus du fournil, "
              "signalées en février, n'ont toujours pas été traitées (article 606 du code civil : grosses réparations à la "
              "charge du bailleur).\nNous vous remercions de bien vouloir corriger le montant et de nous indiquer une date "
              "d'intervention.\n\nVeuillez agréer...\nN. Mercier, co-gérante")
L_MUT = ("Nathalie Mercier\n27 avenue de la République, 69160 Tassin-la-Demi-Lune\nAdhérente n° 77 140 293\n\n"
         "Mutuelle des Artisans du Rhône - Service réclamations\n\nObjet : remboursement orthodontie de ma fille Léa - "
         "semestre 2\n\nMadame, Monsieur,\nLa note d'honoraires du Dr Faure (720 EUR, TO90) du 14 avril a été remboursée "
         "sur la base de 100 % au lieu du forfait ODF 250 % prévu par mon contrat Famille Confort 3. Je vous joins la note "
         "et l'accord CPAM et vous demande la régularisation (écart : 96,75 EUR).\n\nCordialement")
L_CAF = ("Madame, Monsieur,\nje vous informe que depuis le 1er janvier mon mari Julien Mercier et moi sommes tous deux "
         "salariés de notre SARL. Vous trouverez ci-joint nos bulletins. Merci de mettre à jour notre dossier "
         "d'allocations familiales (allocataire n° 2731844).\nNathalie Mercier")


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
    B, K, H = "Bakery", "Kids", "Health"

    def ago(age: float):
        return NOW - timedelta(days=age)

    def ym(age: float) -> str:
        return ago(age).strftime("%Y-%m")

    # ------------------------------------------------------------ Documents/Boulangerie (Areas/Bakery)
    d = "Documents/Boulangerie"
    for age in (4, 33, 61, 92, 150):
        add(f"{d}/Fournisseurs/Minoterie Perraud/Facture F{ago(age).year % 100}-0{r.randint(1000, 9999)}.pdf", A, B, age, t_flour)
    for age in (8, 40, 68, 121):
        add(f"{d}/Fournisseurs/Laiterie Dauphiné/facture_{ym(age)}.pdf", A, B, age, t_butter)
    add(f"{d}/Fournisseurs/Embal'Rhône facture mars.pdf", A, B, 70, t_pack)
    add(f"{d}/Fournisseurs/Embal'Rhône facture janvier.pdf", A, B, 128, t_pack)
    add(f"{d}/Fournisseurs/suivi fournisseurs 2026.xlsx", A, B, 6, lambda r, dt: "Fournisseur;Mois;Montant TTC;Payé\n" +
        "\n".join(f"{f};{m};{r.uniform(lo, hi):.2f};{p}" for f, lo, hi in (("Minoterie Perraud", 2600, 5200),
                  ("Laiterie Dauphiné", 900, 2400), ("Embal'Rhône", 120, 380)) for m, p in (("mars", "oui"), ("avril", "oui"), ("mai", "non"))))
    add(f"{d}/URSSAF/attestation de vigilance avril 2026.pdf", A, B, 50, t_urssaf)
    add(f"{d}/URSSAF/attestation de vigilance octobre 2025.pdf", A, B, 230, t_urssaf)
    add(f"{d}/URSSAF/échéancier cotisations Julien 2026.pdf", A, B, 140, t_urssaf_tns)
    for age, m in ((12, "2026-04"), (43, "2026-03"), (71, "2026-02"), (132, "2025-12")):
        add(f"{d}/TVA/CA3 {m}.pdf", A, B, age, t_tva)
    for age in (2, 32):
        for k, (name, *_rest) in enumerate(STAFF):
            add(f"{d}/Paie/{ym(age + 3)}/Bulletin {name}.pdf", A, B, age, lambda r, dt, k=k: t_payslip(r, dt, k))
    add(f"{d}/Paie/livre de paie avril 2026.xlsx", A, B, 30, t_livre_paie)
    add(f"{d}/Paie/avenant apprentissage Sofiane.pdf", A, B, 260, t_staff_contract)
    add(f"{d}/Comptable/Comptes annuels 2025.pdf", A, B, 18, t_bilan)
    add(f"{d}/Comptable/Comptes annuels 2024.pdf", A, B, 380, lambda r, dt: t_bilan(r, dt, 2024))
    add(f"{d}/Comptable/pièces manquantes bilan.eml", A, B, 40, t_compta_mail)
    add(f"{d}/Hygiène HACCP/rapport inspection DDPP 2025.pdf", A, B, 290, t_haccp)
    add(f"{d}/Hygiène HACCP/relevés températures mai 2026.xlsx", A, B, 1, t_temps)
    add(f"{d}/Hygiène HACCP/relevés températures avril 2026.xlsx", A, B, 31, t_temps)
    add(f"{d}/Hygiène HACCP/GBPH boulangerie extrait.pdf", R, B, 400, t_gbph)
    add(f"{d}/Entretien/intervention four rotatif février.pdf", A, B, 105, t_maint)
    add(f"{d}/Entretien/intervention pétrin.pdf", A, B, 190, t_maint)
    add(f"{d}/Entretien/chambre froide 2025.pdf", A, B, 330, t_maint)
    for age in (2, 32, 62):
        add(f"{d}/Bail/avis échéance {MOIS[ago(age).month % 12]} {ago(age).year}.pdf", A, B, age, t_rent)
    add(f"{d}/Bail/courrier SCI indexation.docx", A, B, 20, _note(L_TILLEULS))
    add(f"{d}/Banque pro/relevé CA avril 2026.pdf", A, B, 28, t_bank_pro)
    add(f"{d}/Banque pro/relevé CA mars 2026.pdf", A, B, 59, t_bank_pro)
    add(f"{d}/Banque pro/tableau amortissement prêt 00412877.xlsx", A, B, 150, t_loan)
    add(f"{d}/Assurance MMA multirisque 2026.pdf", A, B, 150, t_assur_pro)
    add(f"{d}/CFE 2025.pdf", A, B, 190, t_cfe)
    add(f"{d}/grille salaires convention 2026.pdf", R, B, 140, t_grille)
    dot(f"{d}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(40), 3)

    # ------------------------------------------------------------ Kiosque (Projects/Bakery)
    d = "Documents/Kiosque Halles"
    for n, age in enumerate((78, 52, 9)):
        add(f"{d}/Bail/mail Foncière des Halles {n + 1}.eml", P, B, age, lambda r, dt, n=n: t_kiosk_mail(r, dt, n))
    add(f"{d}/Bail/projet de bail emplacement 7 annoté.docx", P, B, 7, t_kiosk_bail)
    add(f"{d}/Banque/proposition financement CA.pdf", P, B, 16, t_kiosk_loan)
    add(f"{d}/Banque/Prévisionnel kiosque 3 ans.xlsx", P, B, 24, t_kiosk_bp)
    add(f"{d}/Banque/~$Prévisionnel kiosque 3 ans.xlsx", L, "System", 24, b"\x0bNathalie   " + bytes(150))
    for n, nm in enumerate(("Delorme comptoir", "Froid Rhône vitrine", "Élec Pro 69", "Bongard four terminal")):
        add(f"{d}/Devis/devis {nm}.pdf", P, B, 45 - n * 9, lambda r, dt, n=n: t_quote(r, dt, n))
    add(f"{d}/Démarches/demande enseigne cerfa 14798.pdf", P, B, 13, lambda r, dt: t_kiosk_permit(r, dt, 0))
    add(f"{d}/Démarches/déclaration DDPP cerfa 13984 brouillon.pdf", P, B, 5, lambda r, dt: t_kiosk_permit(r, dt, 1))
    add(f"{d}/où on en est.md", P, B, 2, t_kiosk_notes)
    add(f"{d}/planning ouverture.xlsx", P, B, 3, t_kiosk_plan)
    add(f"{d}/plan emplacement 7.png", P, B, 60, "")
    for i, age in enumerate((80, 80, 35, 11)):
        photo(f"Images/Kiosque/IMG_{4102 + i * 37}.HEIC", P, B, age)
    dot(f"{d}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(40), 2)

    # ------------------------------------------------------------ Concours (Projects/Competition)
    d, C = "Documents/Concours baguette 2026", "Competition"
    add(f"{d}/règlement concours 2026.pdf", P, C, 95, t_comp_rules)
    add(f"{d}/bulletin inscription.pdf", P, C, 60, t_comp_form)
    add(f"{d}/confirmation inscription.eml", P, C, 55, lambda r, dt: t_comp_confirm(r, dt, 0))
    add(f"{d}/finale 15 juin.eml", P, C, 8, lambda r, dt: t_comp_confirm(r, dt, 1))
    add(f"{d}/essais cuisson.xlsx", P, C, 4, t_comp_tests)
    add(f"{d}/recette concours v7.docx", P, C, 10, t_comp_recipe)
    add(f"{d}/~$cette concours v7.docx", L, "System", 10, b"\x0bNathalie   " + bytes(150))
    for i, age in enumerate((40, 22, 14, 13)):
        photo(f"Images/Concours/baguette essai {i + 1}.jpg", P, C, age)

    # ------------------------------------------------------------ Santé (Areas/Health; ortho Projects)
    d = "Documents/Santé"
    add(f"{d}/Orthodontie Léa/devis Dr Faure.pdf", P, H, 250, t_ortho_quote)
    add(f"{d}/Orthodontie Léa/accord CPAM semestre 1.pdf", P, H, 235, t_ortho_cpam)
    add(f"{d}/Orthodontie Léa/accord CPAM semestre 2.pdf", P, H, 55, t_ortho_cpam)
    add(f"{d}/Orthodontie Léa/note honoraires S1.pdf", P, H, 230, t_ortho_fee)
    add(f"{d}/Orthodontie Léa/note honoraires S2.pdf", P, H, 48, t_ortho_fee)
    add(f"{d}/Orthodontie Léa/remboursement mutuelle S1.pdf", P, H, 215, t_ortho_mut)
    add(f"{d}/Orthodontie Léa/rdv ortho.txt", P, H, 6, t_ortho_rdv)
    add(f"{d}/Orthodontie Léa/réclamation mutuelle S2.docx", P, H, 21, _note(L_MUT))
    for age in (15, 66, 140):
        add(f"{d}/Mutuelle/relevé prestations {ym(age)}.pdf", A, H, age, t_mut)
    add(f"{d}/ordonnance Dr Martin mars.pdf", A, H, 75, t_ordonnance)
    add(f"{d}/ordonnance Hugo.pdf", A, H, 160, t_ordonnance)
    add(f"{d}/analyses Julien.pdf", A, H, 90, t_labo)
    add(f"{d}/attestation droits ameli.pdf", A, H, 120, t_ameli)
    add(f"{d}/devis dentiste couronne.pdf", A, H, 36, t_dentist)

    # ------------------------------------------------------------ Enfants (Areas/Kids; camp Projects)
    d = "Documents/Enfants"
    add(f"{d}/Léa/bulletin 4e T1.pdf", A, K, 170, t_bulletin)
    add(f"{d}/Léa/bulletin 4e T2.pdf", A, K, 75, t_bulletin)
    add(f"{d}/Léa/bulletin 5e T3.pdf", A, K, 350, t_bulletin)
    add(f"{d}/Léa/assurance scolaire MAE.pdf", A, K, 265, t_assur_scol)
    add(f"{d}/Léa/pronote voyage Espagne.eml", A, K, 150, t_pronote)
    add(f"{d}/Hugo/classe découverte Autrans.pdf", A, K, 110, t_ecole)
    add(f"{d}/Hugo/mot sortie musée.pdf", A, K, 130, t_ecole)
    for age in (5, 35, 97):
        add(f"{d}/Hugo/facture cantine {ym(age)}.pdf", A, K, age, t_cantine)
    add(f"{d}/Hugo/inscription judo.pdf", A, K, 270, t_judo)
    add(f"{d}/Colo été 2026/dossier inscription Vacances Jeunes Rhône.pdf", P, K, 38, t_camp_form)
    add(f"{d}/Colo été 2026/fiche sanitaire Hugo.pdf", P, K, 30, t_camp_sanit)
    add(f"{d}/Colo été 2026/trousseau.txt", P, K, 3, t_camp_list)
    add(f"{d}/Colo 2025/facture acquittée.pdf", X, K, 320, t_camp_2025)

    # ------------------------------------------------------------ Banque, Impôts (Finance, Taxes)
    d = "Documents/Banque"
    for age in (1, 33, 63, 94):
        add(f"{d}/Relevés BP/releve_{ym(age)}.pdf", A, "Finance", age, t_bank)
    add(f"{d}/relevé annuel livrets 2025.pdf", A, "Finance", 140, t_livret)
    add(f"{d}/CAF/attestation paiement {ym(20)}.pdf", A, "Finance", 20, t_caf)
    add(f"{d}/CAF/attestation paiement {ym(200)}.pdf", A, "Finance", 200, t_caf)
    add(f"{d}/CAF/courrier changement situation.docx", A, "Finance", 150, _note(L_CAF))
    add(f"{d}/budget maison 2026.xlsx", A, "Finance", 5, t_budget)
    d, T = "Documents/Impôts", "Taxes"
    add(f"{d}/avis impôt 2025 revenus 2024.pdf", A, T, 290, lambda r, dt: t_avis_ir(r, dt, 2024))
    add(f"{d}/avis impôt 2024 revenus 2023.pdf", A, T, 655, lambda r, dt: t_avis_ir(r, dt, 2023))
    add(f"{d}/avis impôt 2023 revenus 2022.pdf", A, T, 1020, lambda r, dt: t_avis_ir(r, dt, 2022))
    add(f"{d}/taxe foncière 2025.pdf", A, T, 250, lambda r, dt: t_tf(r, dt, 2025))
    add(f"{d}/taxe foncière 2024.pdf", A, T, 615, lambda r, dt: t_tf(r, dt, 2024))
    add(f"{d}/accusé déclaration revenus 2025.pdf", A, T, 12, t_decl)

    # ------------------------------------------------------------ Maison, Voiture
    d, Ho = "Documents/Maison", "Home"
    add(f"{d}/Copro/appel de fonds T2 2026.pdf", A, Ho, 62, t_copro)
    add(f"{d}/Copro/appel de fonds T1 2026.pdf", A, Ho, 152, t_copro)
    add(f"{d}/Copro/PV AG 2025.pdf", A, Ho, 330, t_ag)
    add(f"{d}/EDF facture mars 2026.pdf", A, Ho, 70, t_edf)
    add(f"{d}/EDF facture janvier 2026.pdf", A, Ho, 128, t_edf)
    add(f"{d}/Free facture mai.pdf", A, Ho, 9, t_box)
    add(f"{d}/assurance habitation Macif 2026.pdf", A, Ho, 150, t_mrh)
    add(f"{d}/prêt immo échéancier.pdf", A, Ho, 500, t_immo)
    add(f"{d}/facture plombier ballon eau chaude.pdf", A, Ho, 410, t_plumber)
    for k, nm in enumerate(("Thermomix TM6 notice", "Lave-linge Bosch notice", "Ballon Atlantic notice")):
        add(f"{d}/Notices/{nm}.pdf", R, Ho, 900 - 200 * k, t_manual(k))
    d = "Documents/Voiture"
    add(f"{d}/contrôle technique 2025.pdf", A, "Car", 256, t_ct)
    add(f"{d}/assurance auto Macif 2026.pdf", A, "Car", 150, t_car_ins)
    add(f"{d}/facture garage révision.pdf", A, "Car", 200, t_garage)
    add(f"{d}/facture pneus.pdf", A, "Car", 420, t_garage)
    add(f"{d}/amende A6.pdf", A, "Car", 88, t_amende)

    # ------------------------------------------------------------ Archive: Sofradis, purchase 2019, Corsica
    d, Ca = "Documents/Ancien travail Sofradis", "Career"
    for age in (2600, 2570, 2540, 2510):
        add(f"{d}/Bulletins/bulletin_{ym(age)}.pdf", X, Ca, 1900, lambda r, dt, a=age: t_old_pay(r, ago(a)))
    add(f"{d}/rupture conventionnelle.pdf", X, Ca, 1900, t_old_rupture)
    add(f"{d}/certificat de travail.pdf", X, Ca, 1900, t_old_cert)
    add(f"{d}/clients grands comptes 2018.xlsx", X, Ca, 1900, t_old_crm)
    add(f"{d}/Mails/relance Bati-Sud.eml", X, Ca, 1900, lambda r, dt: t_old_mail(r, ago(2620)))
    add(f"{d}/Mails/promos T2.eml", X, Ca, 1900, lambda r, dt: t_old_mail(r, ago(2600)))
    add(f"{d}/desktop.ini", L, "System", 1900, "[.ShellClassInfo]\r\nIconResource=C:\\Windows\\System32\\imageres.dll,-112\r\n")
    add(f"{d}/Bulletins/Thumbs.db", L, "System", 1900, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 600))
    d = "Documents/Achat boulangerie 2019"
    add(f"{d}/acte de cession signé.pdf", X, B, 2530, t_cession)
    add(f"{d}/compromis Bernard.pdf", X, B, 2640, t_compromis)
    add(f"{d}/inventaire matériel annexe 3.xlsx", X, B, 2540, t_inventaire)
    add(f"{d}/mail notaire signature.eml", X, B, 2535, lambda r, dt: t_notaire_mail(r, ago(2540)))
    add(f"{d}/plan de financement reprise.xlsx", X, B, 2650, "Emplois;Montant\nPrix du fonds;210000\nFrais d'acte et "
        "enregistrement;14800\nStock de départ;6000\nTrésorerie;10000\nRessources;Montant\nPrêt CA Centre-Est;168000\n"
        "Apport Julien et Nathalie (épargne + indemnité Sofradis);42000\nPrêt d'honneur Initiative Ouest Lyonnais;20800")
    add(f"{d}/offre de prêt CA 2019.pdf", X, B, 2600, "CRÉDIT AGRICOLE CENTRE-EST\nOFFRE DE PRÊT PROFESSIONNEL - 15 mai 2019\n"
        "Emprunteur : SARL Boulangerie-Pâtisserie Mercier (en formation)\nObjet : acquisition du fonds de commerce de "
        "boulangerie Bernard, Craponne\nMontant : 168 000 EUR - 144 mois - 1,90 % fixe\nGaranties : nantissement du fonds, "
        "cautions solidaires de Julien et Nathalie Mercier.\nOffre acceptée le 27 mai 2019.")
    d, Tr = "Documents/Vacances/Corse 2025", "Travel"
    add(f"{d}/réservation ferry Corsica Linea.pdf", X, Tr, 390, t_ferry)
    add(f"{d}/contrat location villa Palombaggia.pdf", X, Tr, 420, t_villa)
    add(f"{d}/budget Corse.xlsx", X, Tr, 305, t_corse_budget)
    add(f"{d}/bateau Lavezzi billets.pdf", X, Tr, 320, "CORSICA SCOGLI - Excursion îles Lavezzi et Bonifacio\n"
        "Départ Porto-Vecchio port de plaisance 9h30 - 18/07/2025\n2 adultes, 2 enfants - 240 EUR payés en ligne")
    for i in range(12):
        photo(f"Images/Corse 2025/IMG_{7120 + i * 13}.jpg", X, Tr, 322 - i)
    add("Images/Corse 2025/Thumbs.db", L, "System", 300, _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 500))

    # ------------------------------------------------------------ Resources: recipes, books, music, photos
    d = "Documents/Recettes"
    for k, ext in enumerate(("docx", "pdf", "txt", "docx", "pdf", "pdf", "txt", "docx")):
        add(f"{d}/{RECIPES[k][0].split(' - ')[0]}.{ext}", R, "Recipes", 200 + k * 97, t_recipe(k))
    add(f"{d}/The Science of Sourdough.pdf", R, B, 520, t_sourdough)
    for t, a, p in (("Le Grand Livre de la boulangerie", "Jean-Marie Lanio", "Les farines, les levains, la panification."),
                    ("L'Amie prodigieuse", "Elena Ferrante", "Naples, années cinquante."),
                    ("Changer l'eau des fleurs", "Valérie Perrin", "Violette Toussaint est garde-cimetière."),
                    ("Pâtisserie ! L'ultime référence", "Christophe Felder", "Pâtes, crèmes, entremets."),
                    ("Le Petit Prince", "Antoine de Saint-Exupéry", "Lorsque j'avais six ans...")):
        add(f"Livres/{t}.epub", R, "Books", r.randint(100, 1200), _epub(t, a, "fr", p))
    for t, a, al in (("Santa", "Gims", "Le Nord se souvient"), ("Dernière danse", "Indila", "Mini World"),
                     ("Alors on danse", "Stromae", "Cheese"), ("La Corse", "I Muvrini", "Best of"),
                     ("Tous les mêmes", "Stromae", "Racine carrée"), ("Je te promets", "Johnny Hallyday", "Gang"),
                     ("Mistral gagnant", "Renaud", "Mistral gagnant"), ("Ta reine", "Angèle", "Brol")):
        add(f"Musique/{a}/{t}.mp3", R, "Music", r.randint(60, 1500), _id3(r, t, a, al))
    for i in range(24):
        ext = "HEIC" if i % 5 else "JPG"
        photo(f"Images/Import iPhone/IMG_{3301 + i * 11}.{ext}", R, "Photos", 20 + i * 9)
    photo("Images/Import iPhone/IMG_3577.HEIC", P, B, 12)
    photo("Images/Import iPhone/IMG_3578.HEIC", P, B, 12)
    photo("Images/Import iPhone/IMG_3590.HEIC", P, C, 15)
    photo("Images/Import iPhone/IMG_3120.HEIC", X, Tr, 318)
    dot("Images/Import iPhone/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(40), 10)
    for nm, age in (("vitrine galettes 2026", 150), ("vitrine Noël 2025", 165), ("équipe Mercier", 240)):
        photo(f"Images/Boulangerie/{nm}.jpg", R, "Photos", age)
    photo("Images/Boulangerie/four Bongard annonce 1.jpg", X, B, 640)
    photo("Images/Boulangerie/four Bongard annonce 2.jpg", X, B, 640)
    photo("Images/fond écran Lyon Fourvière.jpg", R, "Photos", 700)

    # ------------------------------------------------------------ Divers 2024 (year dump)
    d = "Documents/Divers 2024"
    add(f"{d}/annonce four leboncoin.txt", X, B, 640, t_oven_ad)
    add(f"{d}/attestation vente four Dumont.pdf", X, B, 618, t_oven_sale)
    add(f"{d}/mail Dumont enlèvement four.eml", X, B, 622, lambda r, dt: _eml(dt, "Yann Dumont <boulangerie.dumont38@gmail.com>",
        NAT, "Four Bongard - enlèvement samedi", "Bonjour Nathalie,\n\nc'est bon pour samedi 21 septembre 7h, la grue de "
        "Levage Rhône sera là. Le virement de 7 800 EUR est parti ce matin.\nMerci encore, on vous enverra une photo du four "
        "remonté à Vienne !\nYann Dumont"))
    add(f"{d}/Scan 2.pdf", X, B, 610, t_oven_sale, True)
    add(f"{d}/doc1.pdf", A, T, 560, lambda r, dt: t_avis_ir(r, dt, 2023), True)
    add(f"{d}/Sans titre.txt", X, Tr, 580, _note("Corse été 2025 - idées\nferry Marseille ou Toulon ? Corsica Linea moins cher "
        "avec la voiture\nlogement Porto-Vecchio / Palombaggia 2 semaines mi-juillet, budget 3 000 max\nLavezzi en bateau "
        "pour Hugo, aiguilles de Bavella\nfermer boutique 2 semaines -> prévenir clients fin mai"), True)
    add(f"{d}/document.pdf", A, "Car", 600, t_garage, True)
    add(f"{d}/IMG_2231.pdf", A, K, 545, t_judo, True)
    add(f"{d}/tableau.xlsx", A, B, 590, t_temps, True)

    # ------------------------------------------------------------ Scans (scanner output, mostly hard)
    scans = [(t_haccp, A, B, 288), (t_ortho_cpam, P, H, 234), (t_camp_sanit, P, K, 29), (lambda r, dt: t_tf(r, dt, 2025), A, T, 248),
             (lambda r, dt: t_avis_ir(r, dt, 2022), A, T, 30), (t_cession, X, B, 2200), (t_old_cert, X, Ca, 2100),
             (t_ct, A, "Car", 255), (t_amende, A, "Car", 86), (t_ordonnance, A, H, 44), (t_bulletin, A, K, 74),
             (t_ecole, A, K, 108), (t_rent, A, B, 91), (lambda r, dt: t_kiosk_permit(r, dt, 0), P, B, 13),
             (t_comp_form, P, C, 61), (t_villa, X, Tr, 418), (t_staff_contract, A, B, 262), (t_ortho_fee, P, H, 47),
             (t_dentist, A, H, 35), (t_mut, A, H, 100), (t_assur_scol, A, K, 263), (t_copro, A, Ho, 240),
             (t_compromis, X, B, 2300), (t_camp_form, P, K, 39)]
    for i, (fn, b, t, age) in enumerate(scans):
        add(f"Scans/Scan {3 + i}.pdf", b, t, age, fn, True)
    add("Scans/Scan.pdf", A, "Finance", 160, t_caf, True)
    add("Scans/IMG_0412.pdf", A, B, 52, t_maint, True)
    add("Scans/IMG_0413.pdf", P, H, 52, t_ortho_quote, True)
    add("Scans/Scan avis taxe foncière 2023.pdf", A, T, 980, lambda r, dt: t_tf(r, dt, 2023))
    add("Scans/Scan carte grise 308.pdf", A, "Car", 1500, "CERTIFICAT D'IMMATRICULATION\nA : FG-482-KT  B : 14/03/2019\n"
        "C.1 : MERCIER NATHALIE\nC.3 : 27 AV DE LA REPUBLIQUE 69160 TASSIN LA DEMI LUNE\nD.1 : PEUGEOT  D.3 : 308 SW\n"
        "P.3 : GO  F.2 : 1920 kg")
    dot("Scans/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(40), 13)

    # ------------------------------------------------------------ Téléchargements (dump)
    d = "Téléchargements"
    named = [("releve_compte_avril_2026.pdf", A, "Finance", 30, t_bank), ("Attestation_vigilance_URSSAF.pdf", A, B, 49, t_urssaf),
             ("avis_impot_2025.pdf", A, T, 5, lambda r, dt: t_avis_ir(r, dt, 2024)), ("facture_free_avril.pdf", A, Ho, 38, t_box),
             ("devis-vitrine-froid-rhone-v2.pdf", P, B, 10, lambda r, dt: t_quote(r, dt, 1)),
             ("reglement-concours-baguette-2026 (1).pdf", P, C, 94, t_comp_rules),
             ("Fiche_sanitaire_de_liaison.pdf", P, K, 40, t_camp_sanit), ("Cerfa_13984-07.pdf", P, B, 6, lambda r, dt: t_kiosk_permit(r, dt, 1)),
             ("Decompte_mutuelle_orthodontie.pdf", P, H, 17, t_ortho_mut), ("facture_EDF_mai_2026.pdf", A, Ho, 8, t_edf),
             ("ANTAI_avis_contravention.pdf", A, "Car", 89, t_amende), ("bulletin_Lea_T2.pdf", A, K, 76, t_bulletin),
             ("CA3_avril_2026.pdf", A, B, 11, t_tva), ("taxe_fonciere_2025.pdf", A, T, 251, lambda r, dt: t_tf(r, dt, 2025)),
             ("facture_cantine_mai.pdf", A, K, 4, t_cantine), ("Corsica_Linea_confirmation.pdf", X, Tr, 395, t_ferry),
             ("recette-bugnes-marmiton.pdf", R, "Recipes", 125, t_recipe(2)), ("PV_AG_Residence_Le_Parc.pdf", A, Ho, 329, t_ag)]
    for nm, b, t, age, fn in named:
        add(f"{d}/{nm}", b, t, age, fn)
    hard = [("document.pdf", A, B, 3, t_flour), ("document(1).pdf", P, B, 15, t_kiosk_loan), ("document(2).pdf", A, H, 14, t_mut),
            ("document(3).pdf", P, C, 93, t_comp_rules), ("document(4).pdf", A, T, 12, t_decl), ("telechargement.pdf", A, "Finance", 19, t_caf),
            ("téléchargement (1).pdf", A, K, 96, t_cantine), ("fichier.pdf", P, H, 54, t_ortho_cpam), ("download.pdf", A, Ho, 61, t_copro),
            ("getDocument.pdf", A, B, 140, t_urssaf_tns), ("afficherDocument.pdf", A, "Car", 149, t_car_ins),
            ("print.pdf", P, K, 37, t_camp_form), ("20260415_083211.pdf", A, B, 47, t_butter), ("0012458_2026.pdf", A, B, 100, t_cfe),
            ("IMG_20260318_0001.pdf", P, B, 74, lambda r, dt: t_quote(r, dt, 2)), ("pdf.pdf", X, Ca, 40, t_old_rupture),
            ("export.csv", A, "Finance", 2, t_bank_csv), ("export (1).csv", A, B, 9, t_temps), ("export(2).csv", A, B, 29, t_livre_paie),
            ("export (3).csv", P, C, 3, t_comp_tests), ("data.xlsx", P, B, 23, t_kiosk_bp), ("Document.docx", P, C, 11, t_comp_recipe),
            ("message.eml", A, B, 39, t_compta_mail), ("message(1).eml", P, B, 51, lambda r, dt: t_kiosk_mail(r, dt, 1)),
            ("Sans titre.pdf", A, Ho, 300, t_immo)]
    for nm, b, t, age, fn in hard:
        add(f"{d}/{nm}", b, t, age, fn, True)
    add(f"{d}/Dossier_inscription_colo_2026.zip", P, K, 41, lambda r, dt: _zip([("Dossier_inscription.pdf",
        _pdf(_latin1(t_camp_form(r, dt)))), ("Fiche_sanitaire.pdf", _pdf(_latin1(t_camp_sanit(r, dt))))]))
    add(f"{d}/Photos_classe_Hugo_2025.zip", R, "Photos", 230, lambda r, dt: _zip([(f"photo_{i}.jpg", _jpeg(r, None))
        for i in range(3)]))
    for nm, head, age in (("LibreOffice_25.2.3_MacOS_aarch64.dmg", b"x\xda\x01\x00", 160), ("Zoom.pkg", b"xar!\x00\x1c", 300),
                          ("Canon_IJ_Scan_Utility_Lite.dmg", b"x\xda\x01\x00", 420), ("Firefox 139.0.dmg", b"x\xda\x01\x00", 20),
                          ("SumUp_POS_Export_Tool.zip", b"PK\x03\x04", 90), ("Teams_osx.pkg", b"xar!\x00\x1c", 610)):
        add(f"{d}/{nm}", R, "Software", age, _blob(r, head, 1200))
    add(f"{d}/Devis_Bongard_Krystal.pdf.crdownload", L, "System", 1, _blob(r, b"%PDF-1.4\n", 400))
    add(f"{d}/Photos_Corse_2025.zip.part", L, "System", 200, _blob(r, b"PK\x03\x04", 500))
    add(f"{d}/Unconfirmed 318224.crdownload", L, "System", 45, _blob(r, b"", 500))
    dot(f"{d}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(40), 1)
    dot(f"{d}/._document(2).pdf", b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X        " + bytes(20), 14)

    # ------------------------------------------------------------ Bureau (dump)
    d = "Bureau"
    add(f"{d}/Sans titre.txt", P, B, 1, _note(N_KIOSK), True)
    add(f"{d}/Sans titre 2.txt", P, C, 6, _note(N_COMP), True)
    add(f"{d}/Sans titre 3.txt", A, "Car", 70, _note(N_CAR), True)
    add(f"{d}/à faire.txt", P, B, 2, _note(N_TODO), True)
    add(f"{d}/Document sans titre.docx", A, B, 19, _note(L_TILLEULS), True)
    add(f"{d}/brouillon.docx", P, H, 21, _note(L_MUT), True)
    add(f"{d}/Sans titre.xlsx", A, "Finance", 33, t_budget, True)
    add(f"{d}/tableau1.xlsx", P, B, 4, t_kiosk_plan, True)
    add(f"{d}/Nouveau document.docx", A, "Finance", 151, _note(L_CAF), True)
    add(f"{d}/notes.txt", P, H, 7, t_ortho_rdv, True)
    add(f"{d}/liste.txt", P, K, 9, t_camp_list, True)
    add(f"{d}/budget Corse.xlsx", X, Tr, 300, t_corse_budget)
    add(f"{d}/mémo kiosque Halles.md", P, B, 8, t_kiosk_notes)
    add(f"{d}/~$cument sans titre.docx", L, "System", 19, b"\x0bNathalie   " + bytes(150))
    for i, age in enumerate((2, 9, 17, 40, 66)):
        dt = ago(age)
        add(f"{d}/Capture d’écran {dt:%Y-%m-%d} à {9 + i}.{12 + i * 7:02d}.{30 + i:02d}.png", R, "Photos", age, "")
    photo(f"{d}/IMG_3611.HEIC", R, "Photos", 4)
    dot(f"{d}/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(40), 1)
    dot("Documents/.localized", b"", 2000)

    return items
