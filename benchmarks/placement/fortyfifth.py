"""A forty-fifth unseen labelled corpus: Sanne de Vries, Utrecht bike shop, ``build(root, seed)``, written blind.

What was read to write it, and nothing else in the repository: ``unseen.py``'s module docstring, the first
lines of its ``build()`` (the ``write``/``encode``/``add`` helpers) and its helpers ``_d``, ``_kr``,
``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``; ``corpus.py``'s ``Item``
dataclass, ``NOW``, ``NOW_S``, ``DAY``, ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``,
``_png`` and ``HEIC_HEAD``. Nobody who wrote it looked at ``foldwise/``, ``docs/``, ``tests/``, ``scripts/``,
the benchmark scripts, the bodies of the other corpus modules or any placement result. The files and labels
are shaped by what this person would have on disk, not by what the code looks for.

The person: Sanne de Vries, 47, owns Fietsenwinkel De Spaak on the Twijnstraat in Utrecht, a bicycle repair
and sales shop with one employee (Bram Verhoef, mechanic, 32 hours) and a BBL apprentice (Noor El Amrani,
Fietstechnicus niveau 2 at MBO Utrecht). She lives in Utrecht-Zuilen with her son Daan (18), who is in his
final year of VWO at the Stedelijk Lyceum Zuilen: central exams in May 2026, results due in June, and a study
choice between Werktuigbouwkunde in Delft and Industrieel Ontwerpen in Eindhoven (Studielink, DUO, a room).
Her mother Ria de Vries-Kooijman (81) lives in Woonzorgcentrum De Lindenhof (Wlz care, CAK contribution, a
Wmo wheelchair and regiotaxi pass from the gemeente); Sanne is her first contact and holds her volmacht.
Going on now (NOW is 2026-06-01): the shop moves in September 2026 to a bigger premises at Amsterdamsestraatweg
212 (lease negotiation with Zuilen Vastgoed B.V., renovation quotes, an omgevingsvergunning and a permit for
the facade sign from the gemeente Utrecht, planning and budget, customer announcement); the shop becomes a
dealer for Voltaro e-bikes (dealer contract, Voltaro Academy training in June, first stock order, demo
fleet); Daan's eindexamen and study choice; a cycling holiday in the French Alps (Bourg-d'Oisans, August
2026: campsite, train with bikes, climbs, packing list). Ongoing: the shop's running (supplier invoices,
sales and repair orders, the till, BTW returns, bookkeeping with Van Dijk & Mulder Accountants, payroll,
the apprentice's contract, business insurance, current rent, the website and webshop), household money and
taxes (Rabobank, the aangifte inkomstenbelasting, lijfrente, savings), the house (mortgage, energy, WOZ,
the boiler, home insurance), her health (knee physio, GP, dentist, health insurance), Daan's ordinary
school matters, and her mother's care. Finished: the 2023 shop refit (new counter, workshop, lighting), the
exit of her former partner Erik Hoekstra from VOF De Spaak (2024, now an eenmanszaak), a course in e-bike
electronics (2025), and old holidays (Mallorca 2022, Ardennes 2023, Lake Garda 2024, Texel 2025).

The machine: one Windows laptop for shop and home; this is her user folder. Dutch folder names with some
English: ``Documenten/`` is half tidy (``Winkel/``, ``Financien/``, ``Huis/``, ``Gezondheid/``, ``Daan/``,
``Mam/``, ``Vakanties/``, ``Recepten/``, ``Fietsen/``), ``Downloads/`` is full of ``factuur (2).pdf``,
``document (3).pdf``, ``download.pdf`` and installers, ``Bureaublad/`` has notes and ``Nieuw
tekstdocument.txt``, ``Scans/`` holds the printer's ``scan0012.pdf`` files, ``Afbeeldingen/`` has phone
imports and ``Schermafbeeldingen/``; there is ``Muziek/``, ``Boeken/``, and ``Kopie oude winkel-pc/``, the
copied user folder of the shop's old Windows 7 PC replaced in 2023. Plus unfinished downloads, Office lock
files and Windows system files.

LABELLING RULES (written before any file was generated; every file is labelled by them as of NOW):

- **Projects** (an outcome with an end, still being worked on, whatever the file's age): the move to
  Amsterdamsestraatweg 212 -- lease drafts and negotiation, renovation quotes, permits, floor plan, budget,
  planning, announcement, photos of the new premises (topic Shop); the Voltaro e-bike dealership --
  contract, training, first order, margins, demo fleet (topic Shop); Daan's eindexamen 2026 and study choice
  -- exam schedule, PTA marks, open days, Studielink, DUO, room search (topic School); the Alps cycling
  holiday of August 2026 -- bookings, train, routes, packing list, the inspiration photos in its folder (topic
  Travel).
- **Areas** (responsibilities with a standard to keep and no end, whatever the document's age): the shop's
  running -- supplier and sales invoices, repair orders, till exports, BTW returns, the accountant, payroll,
  staff and apprentice papers, business insurance, the current shop's rent, the website and webshop and its
  code (Shop); household money, bank exports, income-tax returns (old ones too), provisional assessments,
  lijfrente, savings, personal liability and travel policies, child benefit (Finance); the house --
  mortgage, energy, water, internet, WOZ and municipal tax, boiler service, home insurance (Home); her own
  health and health insurance (Health); Daan's ordinary school matters -- reports, parent evenings, school
  fee (School); her mother's care -- care home, CAK, Wlz, Wmo, medication lists, care-plan meetings, the
  volmacht (Care).
- **Resources** (reference and interests, by subject): workshop reference -- service manuals, torque tables,
  error-code lists, supplier catalogues (Shop); personal cycling -- routes around Utrecht, training and
  climbing articles, her road bike's measurements (Cycling); appliance manuals (Home); health reading (Health); recipes (Cooking); ebooks
  (Books); music files (Music); installers (Software); photos from the phone and camera and screenshots
  (Photos) -- except photos that document a project, current or finished (the new premises, the 2023 refit:
  that project's bucket and topic) and files inside the old-PC copy.
- **Archive** (finished projects, ended responsibilities, copies of old machines): the 2023 refit, Erik's
  exit from the VOF in 2024, the e-bike electronics course of 2025 (enrolment, handouts, assignments,
  certificate) and everything in ``Kopie oude winkel-pc/`` (topic Shop); past holidays -- bookings, notes and the
  photos filed in each trip's folder (Travel).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  Windows system files (``desktop.ini``, ``Thumbs.db``), wherever they are, topic System. Dot files
  (``._x`` and ``.DS_Store`` from the accountant's USB stick) are written but not labelled.

Topics are subjects, kept across buckets: Shop (the business in every bucket: running it, the move, the
dealership, the finished refit and partner exit, workshop manuals, the old shop PC), Finance, Home, Health,
School, Care, Travel, Cycling, Photos, Cooking, Books, Music, Software, System. ``hard`` marks a file whose
name and folder say nothing about its subject (``Downloads/factuur (2).pdf``, ``Scans/scan0012.pdf``,
``Bureaublad/Nieuw tekstdocument.txt``): only the text inside (.txt, .md, .csv, .eml, .pdf, .docx, .xlsx)
places it. Images are never hard. Ages are relative to ``corpus.NOW``.
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

P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"

MAAND = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
         "november", "december"]


def _nl(dt) -> str:
    return f"{dt.day} {MAAND[dt.month - 1]} {dt.year}"


def _dd(dt) -> str:
    return dt.strftime("%d-%m-%Y")


def _eur(r: random.Random, lo: float, hi: float) -> str:
    return _fmt(r.uniform(lo, hi))


def _fmt(v: float) -> str:
    s = f"{v:,.2f}".replace(",", "#").replace(".", ",").replace("#", ".")
    return "€ " + s


def _n(v: float) -> str:
    return f"{v:,.2f}".replace(",", "#").replace(".", ",").replace("#", ".")


ACHTER = ["Jansen", "de Boer", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "Mulder", "de Graaf", "van Leeuwen",
          "Bos", "Vos", "Peters", "Hendriks", "Dekker", "Brouwer", "de Wit", "Kok", "Koster", "van den Berg"]
VOOR = ["Anouk", "Pieter", "Lotte", "Jeroen", "Ilse", "Maarten", "Fleur", "Thijs", "Marloes", "Ruben", "Eva",
        "Sander", "Femke", "Wouter", "Marieke", "Joost", "Sophie", "Koen"]
STRATEN = ["Biltstraat", "Oudegracht", "Nobelstraat", "Kanaalstraat", "Vleutenseweg", "Burgemeester Reigerstraat",
           "Adelaarstraat", "Lauwerecht", "Prins Hendriklaan", "Merelstraat", "Bemuurde Weerd", "Wittevrouwenkade"]

SHOP = ("Fietsenwinkel De Spaak\nTwijnstraat 41, 3511 ZK Utrecht\nTel 030-231 47 86 | info@despaak-utrecht.nl\n"
        "KvK 58214376 | BTW NL858214376B01 | IBAN NL42 RABO 0318 2264 91")
HOME = "S. de Vries\nJan Pieterszoon Coenstraat 27\n3554 CH Utrecht"

SUPPLIERS = [
    ("Velo Onderdelen B.V.", "Industrieweg 12, 3433 NL Nieuwegein", "VO"),
    ("Benelux Bike Parts", "Havenstraat 8, 7005 AG Doetinchem", "BBP"),
    ("Banden Centrale Nederland B.V.", "Edisonweg 31, 3899 AZ Zeewolde", "BCN"),
    ("Cycle Distributie Holland", "Zuiderinslag 4, 3833 BP Leusden", "CDH"),
    ("Fietsaccessoires Groothandel Brink", "Westkanaaldijk 190, 3542 DA Utrecht", "FGB"),
]
PARTS = [
    ("Schwalbe Marathon Plus 28x1.75 buitenband", 18.95), ("Shimano CN-HG71 ketting 116 schakels", 11.40),
    ("V-brake remblokken set (4)", 3.10), ("Binnenband 28 inch Dunlop ventiel", 2.35),
    ("SRAM PG-820 cassette 11-32", 16.80), ("Trapas Shimano BB-UN300 68/122", 14.20),
    ("RVS spaken 2.0 x 292 (doos 144)", 38.50), ("AXA Defender ringslot", 29.95),
    ("Shimano Nexus 7 naafversnelling SG-C3001", 86.40), ("Remkabel RVS + buitenkabel set", 4.75),
    ("Spanninga achterlicht Pixeo", 8.60), ("Batavus kettingkast zwart", 21.00),
    ("Bosch PowerPack 500 Frame accu", 489.00), ("Hydraulische remolie Shimano 100 ml", 7.90),
    ("Magura schijfremblokken 8.P", 9.80), ("Velglint 28 inch 18 mm", 1.20),
    ("Standaard Ursus Jumbo dubbel", 34.50), ("Zadel Selle Royal Avenue", 24.90),
    ("Handvatten Ergon GP1 L", 19.75), ("Voorvork verende 28 inch SR Suntour NEX", 64.00),
]


# ---- the shop's running (Areas, Shop) -------------------------------------------------------------------------


def t_inkoopfactuur(r: random.Random, dt) -> str:
    name, addr, code = r.choice(SUPPLIERS)
    lines, tot = [], 0.0
    for part, price in r.sample(PARTS, r.randint(4, 8)):
        q = r.choice([1, 2, 4, 5, 10, 12])
        tot += q * price
        lines.append(f"{q:>3} x {part:<44} {_n(price):>9} {_n(q * price):>10}")
    btw = tot * 0.21
    return (f"{name}\n{addr}\n\nFACTUUR {code}-{dt.year}-{r.randint(10000, 99999)}\n"
            f"Factuurdatum: {_dd(dt)}   Vervaldatum: {_dd(dt + timedelta(days=30))}\n"
            f"Klantnummer: {r.randint(20000, 29999)}   Uw referentie: bestelling {r.randint(4000, 9999)}\n\n"
            "Aan: Fietsenwinkel De Spaak, t.a.v. S. de Vries\nTwijnstraat 41, 3511 ZK Utrecht\n"
            "BTW-nummer afnemer: NL858214376B01\n\n"
            "Aantal Omschrijving                                     Prijs     Totaal\n" + "\n".join(lines) +
            f"\n\nSubtotaal excl. BTW: {_fmt(tot)}\nBTW 21%: {_fmt(btw)}\nTe betalen: {_fmt(tot + btw)}\n\n"
            "Betaling binnen 30 dagen o.v.v. factuurnummer. Bij betaling binnen 8 dagen 2% kredietbeperking.\n"
            "Leveringen volgens de algemene voorwaarden van de RAI Vereniging / BOVAG rijwielbranche.")


def t_verkoopfactuur(r: random.Random, dt) -> str:
    naam = f"{r.choice(VOOR)} {r.choice(ACHTER)}"
    if r.random() < 0.5:
        items = [("Arbeid werkplaats (uur)", r.choice([0.5, 1, 1.5, 2]) * 62.0)] + [
            (p, pr * 1.9) for p, pr in r.sample(PARTS[:12], r.randint(1, 3))]
        soort = "Reparatie"
    else:
        fiets = r.choice(["Gazelle Esprit C7", "Batavus Mambo N7", "Cortina E-U4 Transit", "Trek FX 2",
                          "Koga F3 6.0", "Sparta d-Burst M8b"])
        items = [(f"{fiets}, framemaat {r.choice([49, 53, 57, 61])}", r.choice([749.0, 899.0, 1249.0, 2899.0])),
                 ("AXA Defender ringslot + insteekketting", 49.95), ("Afleveren en afstellen", 0.0)]
        soort = "Verkoop"
    sub = sum(p for _, p in items)
    ex = sub / 1.21
    body = "\n".join(f"{o:<50} {_fmt(p):>12}" for o, p in items)
    return (f"{SHOP}\n\nFACTUUR 2026-{r.randint(100, 999):04d}   ({soort})\nDatum: {_dd(dt)}\n\n"
            f"Klant: {naam}\n{r.choice(STRATEN)} {r.randint(2, 180)}, Utrecht\n\n{body}\n\n"
            f"Totaal incl. BTW: {_fmt(sub)}\nWaarvan BTW 21%: {_fmt(sub - ex)}\n"
            f"Betaald: {r.choice(['pin', 'contant', 'iDEAL (webshop)', 'op rekening'])}\n\n"
            "Garantie: 2 jaar op nieuwe fietsen volgens BOVAG-voorwaarden, 3 maanden op reparaties.\n"
            "Bedankt voor uw aankoop bij De Spaak!")


def t_btw(r: random.Random, dt) -> str:
    q = (dt.month - 1) // 3 + 1
    q = q - 1 if q > 1 else 4
    yr = dt.year if q != 4 else dt.year - 1
    omzet = r.uniform(68000, 112000)
    voor = r.uniform(31000, 52000)
    return (f"Aangifte omzetbelasting {q}e kwartaal {yr}\nFietsenwinkel De Spaak - S. de Vries\n"
            f"Btw-identificatienummer NL858214376B01\nOpgesteld door Van Dijk & Mulder Accountants, {_dd(dt)}\n\n"
            f"1a Leveringen/diensten belast met hoog tarief   omzet {_fmt(omzet)}   btw {_fmt(omzet * 0.21)}\n"
            "1b Leveringen/diensten belast met laag tarief   omzet € 0,00   btw € 0,00\n"
            f"1e Leveringen belast met 0% of niet bij u belast   omzet {_fmt(r.uniform(0, 800))}\n"
            f"4b Leveringen uit landen binnen de EU   {_fmt(r.uniform(2000, 9000))}\n"
            f"5b Voorbelasting   {_fmt(voor)}\n"
            f"Totaal te betalen   {_fmt(omzet * 0.21 - voor)}\n\n"
            f"Betalingskenmerk: {r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)} "
            f"{r.randint(1000, 9999)}\nUiterlijk betalen en indienen: {_dd(dt + timedelta(days=r.randint(5, 25)))}\n"
            "Graag akkoord per mail, dan dienen wij de aangifte namens u in.")


def t_loonstrook(r: random.Random, dt, who: str = "bram") -> str:
    who, uren, bruto = {"bram": ("B. Verhoef (Bram)", 32, r.uniform(2780, 2900)),
                        "noor": ("N. El Amrani (Noor), BBL", 24, r.uniform(1180, 1260))}[who]
    lh = bruto * 0.0928
    return (f"LOONSTROOK {MAAND[dt.month - 1]} {dt.year}\nWerkgever: Fietsenwinkel De Spaak, Utrecht, "
            "loonheffingennummer 8582.14.376.L01\n"
            f"Werknemer: {who}   Personeelsnr {r.randint(2, 9)}   Uren per week: {uren}\n"
            "CAO Tweewielerbranche, functiegroep " + r.choice(["C", "D", "B"]) + "\n\n"
            f"Bruto salaris            {_fmt(bruto)}\n"
            f"Pensioenpremie PNO       -{_fmt(bruto * 0.052)}\n"
            f"Loonheffing              -{_fmt(lh)}\n"
            f"Reiskostenvergoeding     {_fmt(r.uniform(20, 60))}\n"
            f"Reservering vakantiegeld {_fmt(bruto * 0.08)}\n"
            f"Netto uit te betalen     {_fmt(bruto - lh - bruto * 0.052)}\n\n"
            f"Verlof saldo: {r.randint(40, 190)} uur. Verwerkt door Salarisbureau Loonwijzer Utrecht.")


def t_kassa_csv(r: random.Random, dt) -> str:
    rows = ["datum;bonnr;omschrijving;groep;bedrag;btw;betaalwijze"]
    day = dt - timedelta(days=6)
    for _ in range(r.randint(14, 22)):
        day += timedelta(hours=r.randint(1, 9))
        grp, oms, amt = r.choice([
            ("werkplaats", "Band plakken achter", 17.50), ("werkplaats", "Onderhoudsbeurt standaard", 69.00),
            ("werkplaats", "Ketting + cassette vervangen", 89.50), ("accessoires", "Fietstas Basil Mara", 49.95),
            ("onderdelen", "Binnenband 28 inch", 7.95), ("fietsen", "Gazelle Esprit C7 dames", 799.00),
            ("accessoires", "Verlichtingsset Spanninga", 34.95), ("werkplaats", "Remmen afstellen", 19.50),
            ("e-bike", "Accu diagnose + software update", 39.00), ("verhuur", "Huurfiets dagtarief", 15.00)])
        rows.append(f"{day:%d-%m-%Y};{r.randint(24000, 29999)};{oms};{grp};{_n(amt)};21%;"
                    f"{r.choice(['pin', 'pin', 'pin', 'contant', 'tikkie'])}")
    return "\n".join(rows) + "\n"


def t_accountant_mail(r: random.Random, dt) -> str:
    onderwerp, kern = r.choice([
        ("Jaarrekening 2025 De Spaak - openstaande punten",
         ("Voor de jaarrekening 2025 missen we nog: de voorraadtelling per 31-12 (aantallen en inkoopwaarde), de "
         "leasefactuur van de bedrijfsbus van december en een toelichting op de privé-opname van € 1.250 in "
         "oktober. De winst komt voorlopig uit op circa € 61.400, na MKB-winstvrijstelling.")),
        ("Btw Q1 2026 klaarstaan",
         ("De aangifte over het eerste kwartaal staat klaar in het portaal. De voorbelasting is hoger dan vorig jaar "
         "door de inkoop van de eerste e-bikes; dat klopt met de facturen die je hebt geüpload.")),
        ("Investeringsaftrek verbouwing nieuw pand",
         ("Als de verbouwing aan de Amsterdamsestraatweg in 2026 wordt afgerekend, kun je voor de inrichting "
         "waarschijnlijk kleinschaligheidsinvesteringsaftrek (KIA) toepassen. Bewaar alle facturen apart.")),
        ("Loonaangifte mei en jaaropgaven",
         ("De loonaangifte over mei is verwerkt. Let op: de BBL-subsidie (praktijkleren) voor Noor moet vóór 16 "
         "september worden aangevraagd bij SBB/RVO."))])
    return (f"From: Petra Mulder <p.mulder@vandijkmulder.nl>\nTo: Sanne de Vries <info@despaak-utrecht.nl>\n"
            f"Date: {dt:%a, %d %b %Y} 10:{r.randint(10, 59)}:00 +0200\nSubject: {onderwerp}\n\nHoi Sanne,\n\n{kern}\n\n"
            "Wil je de stukken uploaden in het klantportaal? Dan ronden we het binnen twee weken af.\n\n"
            "Met vriendelijke groet,\nPetra Mulder\nVan Dijk & Mulder Accountants\nRijnzathe 8, 3454 PV De Meern\n"
            "030-662 18 40")


def t_reparatiebon(r: random.Random, dt) -> str:
    naam = f"{r.choice(VOOR)} {r.choice(ACHTER)}"
    fiets = r.choice(["Gazelle Orange C7", "Cortina U4", "Batavus Finez", "Stromer ST1", "Sparta Amazone",
                      "Giant Escape", "VanMoof S3", "Babboe Curve bakfiets"])
    klacht = r.choice(["Achterrem slipt, schakelen naar 3 lukt niet", "Accu laadt niet meer volledig",
                       "Lekke band voor, ketting kraakt", "Jaarlijkse beurt + verlichting defect",
                       "Trapas speling, spaak gebroken achterwiel", "Foutcode 503 op display"])
    return (f"WERKBON {r.randint(5000, 8999)}   De Spaak werkplaats\nIngenomen: {_dd(dt)}  door: "
            f"{r.choice(['Bram', 'Noor', 'Sanne'])}\nKlant: {naam}   tel 06-{r.randint(10000000, 99999999)}\n"
            f"Fiets: {fiets}, framenr {r.choice('ABCDEFGH')}{r.randint(1000000, 9999999)}\n"
            f"Klacht: {klacht}\nAkkoord tot: {_fmt(r.choice([50, 75, 100, 150]))}, daarboven eerst bellen\n"
            f"Klaar: {_dd(dt + timedelta(days=r.randint(1, 4)))}\n\nUitgevoerd:\n- " +
            "\n- ".join(r.sample(["binnenband vervangen", "remblokken achter vernieuwd", "naaf afgesteld",
                                  "ketting vervangen", "display firmware bijgewerkt", "spaak vervangen en gericht",
                                  "lampje achter vervangen", "trapas vervangen"], 3)) +
            f"\nArbeid {r.choice([0.5, 1, 1.5])} u.  Totaal {_eur(r, 25, 180)}")


def t_polis_bedrijf(r: random.Random, dt) -> str:
    return (f"POLISBLAD Ondernemersverzekering Detailhandel\nPolisnummer {r.randint(40000000, 49999999)}\n"
            f"Verzekeringnemer: Fietsenwinkel De Spaak, S. de Vries, Twijnstraat 41, Utrecht\n"
            f"Ingangsdatum: 01-01-2026   Hoofdvervaldatum: 01-01-2027   Datum opmaak: {_dd(dt)}\n\n"
            "Dekkingen:\n- Bedrijfsaansprakelijkheid, verzekerd bedrag € 2.500.000 per aanspraak\n"
            f"- Inventaris en goederen (voorraad fietsen en onderdelen), € 185.000, eigen risico € 250\n"
            "- Bedrijfsschade, uitkeringstermijn 52 weken\n- Glas (etalage), volledig\n"
            "- Diefstal uit werkplaats met braakschade\n\n"
            f"Jaarpremie incl. assurantiebelasting: {_eur(r, 2100, 2600)}\n"
            "Let op: bij verhuizing van het bedrijf moet u het nieuwe risicoadres vooraf aan ons melden; de "
            "inbraakbeveiliging (klasse 2 BORG) geldt als voorwaarde.\nTussenpersoon: Assurantiekantoor Overvecht")


def t_huur_huidig(r: random.Random, dt) -> str:
    return (f"Stichting Binnenstad Vastgoed Utrecht\nFactuur huur {MAAND[dt.month - 1]} {dt.year}\n"
            f"Factuurnr H{dt.year}{dt.month:02d}-0413   Datum {_dd(dt)}\n\n"
            "Huurder: Fietsenwinkel De Spaak, S. de Vries\nObject: winkelruimte Twijnstraat 41 bg + werkplaats\n\n"
            f"Huur winkelruimte     {_fmt(2180.00)}\nServicekosten voorschot {_fmt(145.00)}\n"
            f"BTW 21% (belaste verhuur) {_fmt((2180 + 145) * 0.21)}\nTotaal {_fmt(2325 * 1.21)}\n\n"
            "Let op: uw huurovereenkomst loopt tot 30-09-2026. Opzegging ontvangen op 12-03-2026, bevestigd.")


def t_hosting(r: random.Random, dt) -> str:
    return (f"Factuur {r.randint(2026000, 2026999)} - Webhosting Utrecht B.V.\nDatum {_dd(dt)}\n\n"
            "Klant: De Spaak, despaak-utrecht.nl\n"
            f"Domeinnaam despaak-utrecht.nl, verlenging 1 jaar     {_fmt(12.50)}\n"
            f"WordPress hosting Pro (incl. WooCommerce), 12 mnd    {_fmt(179.40)}\n"
            f"SSL-certificaat (Let's Encrypt, beheer)             {_fmt(0)}\n"
            f"Dagelijkse back-up                                  {_fmt(36.00)}\n"
            f"Subtotaal {_fmt(227.90)}   BTW {_fmt(227.90 * 0.21)}   Totaal {_fmt(227.90 * 1.21)}\n"
            "Automatische incasso rond de 5e van de maand.")


def t_webshop_csv(r: random.Random, dt) -> str:
    rows = ["Order;Datum;Status;Klant;Plaats;Product;Aantal;Totaal;Verzending"]
    for _ in range(r.randint(12, 20)):
        d = dt - timedelta(days=r.randint(0, 30))
        prod, pr = r.choice([("Basil Mara XL fietstas", 49.95), ("AXA Defender ringslot", 29.95),
                             ("Cadeaubon De Spaak 25", 25.0), ("Onderhoudsbeurt (reservering)", 69.0),
                             ("Schwalbe Marathon Plus 28x1.75", 39.95), ("Fietspomp SKS Rennkompressor", 59.95),
                             ("Kinderzitje Yepp Maxi", 89.0), ("Voltaro City E1 proefrit", 0.0)])
        q = r.randint(1, 2)
        rows.append(f"#{r.randint(3100, 3999)};{_dd(d)};{r.choice(['Voltooid', 'Verwerken', 'Voltooid'])};"
                    f"{r.choice(VOOR)} {r.choice(ACHTER)};{r.choice(['Utrecht', 'Maarssen', 'Zeist', 'Nieuwegein'])};"
                    f"{prod};{q};{_n(pr * q)};{r.choice(['Ophalen in winkel', 'PostNL', 'Ophalen in winkel'])}")
    return "\n".join(rows) + "\n"


def t_functions_php(r: random.Random, dt) -> str:
    return ("<?php\n/**\n * Child theme De Spaak - functies voor de webshop (WooCommerce)\n"
            f" * Laatst aangepast: {_dd(dt)} door Sanne\n */\n\n"
            "add_action('wp_enqueue_scripts', function () {\n"
            "    wp_enqueue_style('despaak-child', get_stylesheet_uri(), ['storefront-style'], '1.4');\n});\n\n"
            "// Werkplaats-afspraak: alleen di t/m za, niet op zondag/maandag\n"
            "add_filter('despaak_afspraak_dagen', function ($dagen) {\n    return [2, 3, 4, 5, 6];\n});\n\n"
            "// 'Ophalen in winkel' standaard aan; verzenden alleen voor accessoires\n"
            "add_filter('woocommerce_package_rates', function ($rates, $package) {\n"
            "    foreach ($package['contents'] as $item) {\n"
            "        if (has_term('fietsen', 'product_cat', $item['product_id'])) {\n"
            "            return array_filter($rates, fn($r) => $r->method_id === 'local_pickup');\n"
            "        }\n    }\n    return $rates;\n}, 10, 2);\n\n"
            "// Melding bovenaan: openingstijden\nadd_action('storefront_before_header', function () {\n"
            "    echo '<div class=\"melding\">Di-vr 9.00-18.00, za 9.00-17.00. Werkplaats: maak online een "
            "afspraak.</div>';\n});\n")


def t_style_css(r: random.Random, dt) -> str:
    return ("/*\nTheme Name: De Spaak Child\nTemplate: storefront\nVersion: 1.4\n*/\n\n"
            ":root { --spaak-groen: #2f6b3a; --spaak-geel: #f2c230; }\n"
            ".site-header { background: var(--spaak-groen); }\n"
            ".melding { background: var(--spaak-geel); padding: .5em 1em; text-align: center; font-weight: 600; }\n"
            ".product .price { color: var(--spaak-groen); }\n"
            "@media (max-width: 768px) { .melding { font-size: .9em; } }\n")


def t_praktijkovereenkomst(r: random.Random, dt) -> str:
    return ("PRAKTIJKOVEREENKOMST BBL\nOnderwijsinstelling: MBO Utrecht, Techniek & Mobiliteit\n"
            "Leerbedrijf: Fietsenwinkel De Spaak (erkend door SBB, erkenningsnummer 300.774.12)\n"
            "Student: Noor El Amrani, studentnummer 2093347\n"
            "Opleiding: Fietstechnicus niveau 2 (crebo 25362), BBL\n"
            "Praktijkopleider: S. de Vries   Begindatum 01-09-2025   Einddatum 31-08-2027\n\n"
            "Afspraken: 3 dagen per week in het leerbedrijf, 1 dag school. Werkprocessen: fietsen onderhouden, "
            "storingen zoeken, klanten ontvangen. Voortgangsgesprek elk half jaar met de loopbaanbegeleider "
            "(dhr. Kuipers).\n" f"Getekend te Utrecht, {_nl(dt)}")


def t_werkplanning(r: random.Random, dt) -> str:
    dagen = ["di", "wo", "do", "vr", "za"]
    rows = ["dag;Bram;Noor;Sanne;afspraken werkplaats"]
    for d in dagen:
        rows.append(f"{d};{r.choice(['9-18', '9-17', 'vrij'])};{r.choice(['school', '9-17', '9-17'])};"
                    f"{r.choice(['winkel', 'winkel + admin', 'pand Amsterdamsestraatweg', 'winkel'])};"
                    f"{r.randint(4, 11)}")
    return "\n".join(rows) + f"\nweek {dt.isocalendar()[1]};;;;\n"


# ---- the move to Amsterdamsestraatweg 212 and the Voltaro dealership (Projects, Shop) --------------------------


def t_huur_concept(r: random.Random, dt) -> str:
    huur = r.choice([2950, 3050, 3100])
    return ("CONCEPT - HUUROVEREENKOMST WINKELRUIMTE en andere bedrijfsruimte in de zin van art. 7:290 BW\n"
            f"(model ROZ 2015, versie {r.randint(2, 4)}, {_dd(dt)})\n\n"
            "Verhuurder: Zuilen Vastgoed B.V., Amsterdamsestraatweg 420, 3551 CV Utrecht\n"
            "Huurder: Fietsenwinkel De Spaak, S. de Vries, eenmanszaak, KvK 58214376\n\n"
            "1.1 Het gehuurde: winkelruimte met werkplaats, Amsterdamsestraatweg 212, 3551 CH Utrecht, circa 240 m2 "
            "bvo (begane grond 185 m2, kelder 55 m2), kadastraal Utrecht sectie F nr 4418.\n"
            "2.1 Bestemming: verkoop en reparatie van fietsen, e-bikes en toebehoren.\n"
            "3.1 Duur: 5 jaar, ingaande 1 september 2026, met verlenging van telkens 5 jaar.\n"
            f"4.1 Huurprijs: € {huur:,} per maand excl. BTW "
            f"({'belaste verhuur' if r.random() < 0.7 else 'te bespreken'})."
            "\n4.3 Huurvrije periode: " + r.choice(["2 maanden (voorstel huurder: 3)", "3 maanden", "1 maand"]) +
            "\n5.1 Waarborgsom / bankgarantie: 3 maanden huur incl. BTW.\n"
            "6.2 Verhuurder draagt zorg voor de vervanging van de winkelpui en de cv-installatie vóór ingangsdatum.\n"
            "Opmerking Sanne (in marge): indexatie max 3% per jaar voorstellen; kelder als opslag, "
            "niet als werkplaats.")


def t_huur_mail(r: random.Random, dt) -> str:
    return (f"From: Sanne de Vries <info@despaak-utrecht.nl>\nTo: M. Verbeek <m.verbeek@zuilenvastgoed.nl>\n"
            f"Date: {dt:%a, %d %b %Y} 21:{r.randint(10, 59)}:00 +0200\n"
            "Subject: Re: Huurvoorstel Amsterdamsestraatweg 212\n\nGeachte heer Verbeek,\n\n"
            "Dank voor het aangepaste voorstel. Over de huurprijs kunnen we het eens worden, maar ik wil nog drie "
            "punten aanpassen:\n"
            "1. Huurvrije periode van drie maanden, omdat de verbouwing (vloer, werkplaats, elektra) minstens zes "
            "weken duurt en ik pas half september kan openen.\n"
            "2. De nieuwe winkelpui en de vervanging van de cv-ketel voor rekening van verhuurder, zoals besproken "
            "tijdens de bezichtiging.\n"
            "3. Een bankgarantie van drie maanden in plaats van een waarborgsom in contanten.\n\n"
            "Mijn accountant kijkt nog naar de BTW-belaste verhuur. Kunnen we volgende week dinsdag om 16.00 uur "
            "in het pand afspreken, samen met de aannemer?\n\nMet vriendelijke groet,\nSanne de Vries\n"
            "Fietsenwinkel De Spaak\n\n> Op " + _dd(dt - timedelta(days=3)) + " schreef M. Verbeek:\n"
            "> Bijgaand ons aangepaste voorstel. We komen u tegemoet met twee maanden huurvrij.")


def t_offerte_verbouw(r: random.Random, dt, which: int = 0) -> str:
    firma, posten = [
        ("Bouwbedrijf Van Rijn & Zn, Maarssen", [("Slopen bestaande winkelinrichting en systeemplafond", 3850),
                                                 ("Nieuwe scheidingswand werkplaats, metal stud + deur", 6420),
                                                 ("Gietvloer werkplaats 80 m2, slijtvast", 9280),
                                                 ("Toilet en pantry aanpassen", 4150),
                                                 ("Stelposten onvoorzien", 2500)]),
        ("Elektrotechniek Koster B.V., Utrecht", [("Nieuwe groepenkast 3-fase, 12 groepen", 2640),
                                                 ("Laadpunten e-bike accu's (8 wandcontactdozen, aparte groep)", 1380),
                                                 ("LED-verlichting winkel en werkplaats", 5870),
                                                 ("Data-bekabeling kassa, pinautomaat, werkbank", 940),
                                                 ("Keuring NEN 3140 / oplevering", 420)]),
        ("Winkelinrichting Meubelmakerij Stam, Nieuwegein", [("Toonbank met kassa-unit, eiken", 7650),
                                                             ("Wandsysteem accessoires 14 m1", 5980),
                                                             ("Fietspresentatie-rekken 24 plaatsen", 2760),
                                                             ("Montage en transport", 1150)]),
        ("Bouwservice Zuilen (Y. Demir), Utrecht", [("Slopen inrichting en plafond", 3200),
                                                   ("Wand werkplaats gipsblokken", 5100),
                                                   ("Epoxy vloer werkplaats 80 m2", 10400),
                                                   ("Sanitair en pantry", 3650)])][which]
    tot = sum(b for _, b in posten) * r.uniform(0.95, 1.08)
    return (f"{firma}\n\nOFFERTE {r.randint(2600, 2699)}-{r.randint(10, 99)}\nDatum: {_dd(dt)}\n"
            "Betreft: verbouwing winkelpand Amsterdamsestraatweg 212, Utrecht\nOpdrachtgever: De Spaak, "
            "mevr. S. de Vries\n\n" + "\n".join(f"- {o}: {_fmt(b)}" for o, b in posten) +
            f"\n\nTotaal excl. BTW: {_fmt(tot)}\nBTW 21%: {_fmt(tot * 0.21)}\nTotaal incl. BTW: {_fmt(tot * 1.21)}\n\n"
            "Uitvoering: juli-augustus 2026, start na verkrijgen omgevingsvergunning. Geldigheid offerte 30 dagen.\n"
            "Betaling: 40% bij opdracht, 50% halverwege, 10% bij oplevering.")


def t_vergunning(r: random.Random, dt, kind: str = "ontvangst") -> str:
    zaak = r.randint(2600000, 2699999)
    if kind == "ontvangst":
        kern = ("Wij hebben uw aanvraag omgevingsvergunning ontvangen voor het wijzigen van de indeling en de "
                "winkelpui van het pand Amsterdamsestraatweg 212. De beslistermijn is 8 weken en kan eenmaal met "
                "6 weken worden verlengd.")
    elif kind == "aanvulling":
        kern = ("Uw aanvraag is nog niet volledig. Wij verzoeken u binnen 4 weken aan te vullen: (1) een "
                "bouwtekening van de nieuwe pui op schaal 1:50, (2) een constructieberekening voor de "
                "doorbraak in de dragende wand, (3) foto's van de bestaande gevel. Zolang de aanvraag niet "
                "compleet is, is de beslistermijn opgeschort.")
    else:
        kern = ("Wij hebben uw aanvraag ontvangen voor het plaatsen van een gevelreclame (lichtbak 3,2 x 0,6 m, "
                "tekst 'De Spaak - fietsen & e-bikes') aan de Amsterdamsestraatweg 212. De welstandscommissie "
                "beoordeelt het ontwerp in haar vergadering van " + _dd(dt + timedelta(days=18)) + ".")
    return (f"Gemeente Utrecht\nVergunningen, Toezicht en Handhaving\nPostbus 8406, 3503 RK Utrecht\n\n"
            f"{HOME}\n\nDatum: {_nl(dt)}\nZaaknummer: {zaak}\nOLO-nummer: {r.randint(8000000, 8999999)}\n"
            f"Onderwerp: aanvraag omgevingsvergunning\n\nGeachte mevrouw De Vries,\n\n{kern}\n\n"
            "U kunt de voortgang volgen in het Omgevingsloket. Heeft u vragen, bel dan 14 030 en noem het "
            "zaaknummer.\n\nMet vriendelijke groet,\nnamens het college van burgemeester en wethouders,\n"
            f"{r.choice(['R. Bouzid', 'J. van der Kamp', 'E. Hofman'])}, casemanager")


def t_verhuisplanning(r: random.Random, dt) -> str:
    return (f"# Verhuizing De Spaak -> Amsterdamsestraatweg 212\n\n_bijgewerkt {_dd(dt)}_\n\n"
            "## Planning\n- [x] bezichtiging met Bram en aannemer (maart)\n- [x] opzegging Twijnstraat per 30-09\n"
            "- [ ] huurcontract tekenen (wacht op punt 4.3 huurvrij)\n- [ ] omgevingsvergunning pui + "
            "gevelreclame (aanvulling constructie ingestuurd)\n- [ ] offertes vergelijken: Van Rijn vs Bouwservice "
            "Zuilen\n- [ ] elektra Koster: laadpunten accu's\n- [ ] verzekering: nieuw risicoadres melden\n"
            "- [ ] KvK vestigingsadres wijzigen, Google-profiel, website, Fietsersbond-kaart\n"
            "- [ ] klantenmail + poster in etalage (augustus)\n- [ ] voorraad tellen en uitverkoop 'oud' 1-15 aug\n\n"
            "## Data\n- 1 juli: start verbouwing (als vergunning binnen)\n- 24-29 aug: verhuizen (busje Bram + "
            "verhuurbedrijf)\n- 5 sept: opening nieuw pand (met Voltaro proefritdag)\n\n## Open vragen\n"
            "- kelder droog genoeg voor opslag banden?\n- parkeervergunning laden/lossen aanvragen\n")


def t_begroting_verhuizing(r: random.Random, dt) -> str:
    posten = [("Verbouwing Van Rijn", 26200), ("Elektra Koster", 11250), ("Winkelinrichting Stam", 17540),
              ("Gevelreclame lichtbak", 3400), ("Verhuizing + busje", 1250), ("Leges omgevingsvergunning", 1180),
              ("Bankgarantie 3 mnd", 10890), ("Drukwerk / opening", 850), ("Onvoorzien 10%", 6000)]
    rows = ["Post;Begroot;Offerte;Verschil;Status"]
    for p, b in posten:
        o = b * r.uniform(0.9, 1.15)
        rows.append(f"{p};{_n(b)};{_n(o)};{_n(o - b)};{r.choice(['offerte binnen', 'nog aanvragen', 'akkoord'])}")
    rows.append(f"Totaal;{_n(sum(b for _, b in posten))};;;")
    rows.append("Financiering;Rabo krediet 40.000 + eigen middelen;;;")
    return "\n".join(rows) + "\n"


def t_klantmail(r: random.Random, dt) -> str:
    return ("CONCEPT nieuwsbrief augustus\n\nOnderwerp: De Spaak verhuist! Vanaf 5 september aan de "
            "Amsterdamsestraatweg 212\n\nBeste fietser,\n\nNa veertien jaar in de Twijnstraat gaan we groter: "
            "vanaf zaterdag 5 september vind je ons aan de Amsterdamsestraatweg 212, met een ruimere werkplaats, "
            "een proefritbaan en als nieuw merk de e-bikes van Voltaro. Tussen 24 en 4 september is de winkel "
            "dicht; fietsen die in de werkplaats staan kun je tot 22 augustus ophalen.\n\n"
            "Op de openingsdag: gratis bandencheck, koffie van de buren en proefritten.\n\nTot ziens!\n"
            "Sanne, Bram en Noor")


def t_dealercontract(r: random.Random, dt) -> str:
    return ("DEALEROVEREENKOMST (concept) Voltaro Bikes B.V.\nKvK 71204456, Hurksestraat 19, 5652 AH Eindhoven\n\n"
            "en Fietsenwinkel De Spaak, S. de Vries, Utrecht (hierna: Dealer)\n\n"
            "Art. 1 Gebied: Utrecht-Noord, Maarssen, Westbroek (niet-exclusief).\n"
            "Art. 2 Minimale afname: 30 e-bikes in het eerste contractjaar, waarvan 4 demofietsen.\n"
            "Art. 3 Marge: 30% op adviesverkoopprijs; bonus 2% boven 45 stuks.\n"
            "Art. 4 Service: de Dealer heeft ten minste één gecertificeerde monteur (Voltaro Service Level 1) en "
            "beschikt over de diagnosesoftware Voltaro Connect.\n"
            "Art. 5 Garantie: afhandeling via het dealerportaal binnen 5 werkdagen.\n"
            "Art. 6 Looptijd: 1 september 2026 tot 31 december 2027, daarna stilzwijgend per jaar.\n"
            f"\nVersie {_dd(dt)} - opmerkingen De Spaak: minimum 30 te hoog voor jaar 1, voorstel 20; "
            "demofietsen in consignatie?")


def t_training(r: random.Random, dt) -> str:
    return (f"From: Voltaro Academy <academy@voltaro.nl>\nTo: info@despaak-utrecht.nl\n"
            f"Date: {dt:%a, %d %b %Y} 09:02:00 +0200\nSubject: Bevestiging inschrijving Service Level 1 - "
            "16 en 17 juni 2026\n\nBeste Sanne,\n\nJe bent ingeschreven voor de training Voltaro Service Level 1 "
            "(2 dagen) voor jou en Bram Verhoef.\n\nLocatie: Voltaro Academy, Hurksestraat 19, Eindhoven\n"
            "Tijd: 9.00-17.00, lunch inbegrepen\nInhoud: middenmotor V-Drive 85 Nm, accu-management, "
            "Voltaro Connect diagnose, garantieprocedure, proefritprotocol\n"
            "Neem mee: laptop met Windows 10/11, eigen torx-set.\n\n"
            f"Kosten: {_fmt(395)} p.p. excl. BTW, verrekend met de eerste order.\n\nTot dan!\nTeam Voltaro Academy")


def t_eerste_order(r: random.Random, dt) -> str:
    models = [("Voltaro City E1 dames 53", 2499), ("Voltaro City E1 heren 57", 2499),
              ("Voltaro Tour E3 lage instap 50", 3199), ("Voltaro Tour E3 heren 58", 3199),
              ("Voltaro Cargo L (bakfiets)", 4899), ("Voltaro Speed S45", 5299)]
    rows = ["Model;Aantal;Adviesprijs;Inkoop (70%);Totaal inkoop;Levering"]
    tot = 0.0
    for m, p in models:
        q = r.randint(1, 4)
        tot += q * p * 0.7
        rows.append(f"{m};{q};{_n(p)};{_n(p * 0.7)};{_n(q * p * 0.7)};wk {r.randint(33, 36)}")
    rows.append(f"Totaal;;;;{_n(tot)};")
    rows.append("Demovloot;4 stuks in consignatie (voorstel);;;;")
    return "\n".join(rows) + "\n"


def t_marge(r: random.Random, dt) -> str:
    return (f"Rekensom Voltaro dealerschap ({_dd(dt)})\n\n"
            "Verwacht jaar 1: 22 e-bikes x gem. adviesprijs 3.000 = 66.000 omzet\n"
            "Marge 30% = 19.800, min demofietsen afschrijving 2.400, min training 790, min Connect-licentie 360\n"
            "=> netto ca. 16.250 + werkplaatsomzet onderhoud e-bikes (schatting 6.000)\n\n"
            "Risico: minimumafname 30 (contract) -> als we er 22 verkopen 8 op voorraad = 17.000 vast\n"
            "Vragen aan Voltaro: terugname onverkochte demo's, betalingstermijn 60 dagen?, "
            "marketingbudget opening\nBram: wil de training graag, Noor later (na diploma)\n")


# ---- finished shop projects and the old shop PC (Archive, Shop) -----------------------------------------------


def t_refit(r: random.Random, dt, which: int = 0) -> str:
    what = [("Factuur", "Levering en montage nieuwe toonbank, wandsysteem en LED-spots, Twijnstraat 41"),
            ("Offerte", "Herinrichting werkplaats: 3 montagestands, gereedschapswand, afzuiging"),
            ("Opleveringsrapport", ("Oplevering herinrichting winkel, geen openstaande punten, 2 kleine "
                                   "lakschades hersteld"))][which]
    return (f"Winkelinrichting Meubelmakerij Stam\nNieuwegein\n\n{what[0].upper()} {r.randint(2300, 2399)}-"
            f"{r.randint(10, 99)}\nDatum: {_dd(dt)}\nKlant: VOF De Spaak (E. Hoekstra en S. de Vries)\n\n"
            f"{what[1]}\n\nBedrag excl. BTW: {_eur(r, 8000, 24000)}\nUitvoering: winkel gesloten 9 t/m 21 "
            "oktober 2023.")


def t_uittreding(r: random.Random, dt, kind: str = "overeenkomst") -> str:
    if kind == "overeenkomst":
        return ("OVEREENKOMST VAN UITTREDING EN VOORTZETTING\nVOF De Spaak, Twijnstraat 41 Utrecht\n\n"
                "Partijen: Erik Jan Hoekstra (uittredend vennoot) en Sanne de Vries (voortzettend vennoot).\n"
                "1. Erik treedt uit per 30 juni 2024; Sanne zet de onderneming voort als eenmanszaak.\n"
                "2. De overnamesom voor het aandeel in goodwill, inventaris en voorraad bedraagt € 48.500, te "
                "betalen: € 28.500 bij ondertekening en € 20.000 in 6 maandelijkse termijnen.\n"
                "3. Erik vestigt zich de eerste 3 jaar niet met een fietsenwinkel binnen 5 km.\n"
                f"4. Kapitaalrekeningen per 30-06-2024 volgens slotbalans accountant.\nUtrecht, {_nl(dt)}")
    if kind == "waardering":
        return (f"Van Dijk & Mulder Accountants - Waardering 50% aandeel VOF De Spaak per 30-06-2024\n({_dd(dt)})\n\n"
                "Gemiddelde winst 2021-2023: € 118.200 (VOF totaal)\nNormatief ondernemersloon 2 x € 42.000\n"
                "Overwinst € 34.200, kapitalisatie 3 jaar -> goodwill € 102.600, 50% = € 51.300\n"
                "Inventaris boekwaarde 50%: € 9.800; voorraad 50%: € 22.400\n"
                "Advies onderhandelingsruimte overnamesom: € 45.000 - € 52.000")
    if kind == "notaris":
        return (f"Notariskantoor Smeets & De Lange, Maliebaan 71, Utrecht\n{_nl(dt)}\n\nBetreft: uittreding "
                "E.J. Hoekstra uit VOF De Spaak\n\nGeachte mevrouw De Vries,\n\nHierbij ontvangt u de getekende "
                "akte van uittreding en de nota van afrekening. De wijziging is ingeschreven bij de KvK; de VOF is "
                "omgezet naar de eenmanszaak Fietsenwinkel De Spaak (KvK 58214376).\n\nHoogachtend,\nmr. A. de Lange")
    return (f"Slotafrekening E. Hoekstra ({_dd(dt)})\n\nOvernamesom 48.500,00\nBetaald bij ondertekening "
            "-28.500,00\nTermijnen juli - december 2024: 6 x 3.333,33 = 20.000,00\nLaatste termijn betaald "
            "20-12-2024 -> alles voldaan, kwijting ontvangen.\nRabo-lening overname afgelost 12-2025.")


def t_cursus(r: random.Random, dt, kind: str = "inschrijving") -> str:
    if kind == "inschrijving":
        return (f"Bevestiging inschrijving - Innovam / Fietsacademie\nCursus: E-bike elektronica en diagnose "
                f"(6 avonden)\nDeelnemer: Sanne de Vries, De Spaak Utrecht\nStart: 14 januari 2025, Houten\n"
                f"Cursusgeld: {_fmt(865)} excl. BTW\nFactuurdatum: {_dd(dt)}")
    if kind == "certificaat":
        return ("CERTIFICAAT\nHierbij verklaren wij dat Sanne de Vries met goed gevolg de cursus\n"
                "E-BIKE ELEKTRONICA EN DIAGNOSE\nheeft afgerond (theorie 8,1 / praktijk voldoende)\n"
                f"Houten, {_nl(dt)}\nFietsacademie, opleidingsmanager J. Vermeulen")
    if kind == "opdracht":
        return (f"Praktijkopdracht 4 - Sanne de Vries - {_dd(dt)}\n\nMeting: accuspanning Bosch PowerPack 500 in "
                "rust 39,8 V, onder belasting 36,1 V. Cel-balans via diagnosetool: 4 van 10 cellenblokken "
                "lager dan 3,55 V. Conclusie: accu versleten (capaciteit ca. 62%), advies vervangen.\n"
                "Stroommeting koplamp 6V: 0,42 A, aansluiting op motorlichtuitgang correct.\nBeoordeling docent: "
                "goed, let op veiligheid bij open accu.")
    return ("Les 3 - Spanning, stroom, weerstand in de e-bike\n- Wet van Ohm: U = I x R\n- Accu 36 V nominaal, "
            "10 cellen in serie (3,6 V), laadspanning 42 V\n- CAN-bus tussen display, motor en accu: "
            "afsluitweerstand 120 ohm\n- Meten met multimeter: altijd eerst accu eraf!\nHuiswerk: opdracht 3 "
            "voor volgende week.")


def t_oud_factuur(r: random.Random, dt) -> str:
    naam = f"{r.choice(VOOR)} {r.choice(ACHTER)}"
    wat = r.choice(["Reparatie achterwiel + nieuwe band", "Onderhoudsbeurt groot", "Gazelle Miss Grace",
                    "Verhuur 3 fietsen 2 dagen"])
    return (f"VOF De Spaak - E. Hoekstra & S. de Vries\nTwijnstraat 41 Utrecht\n\nFactuur {dt.year}-"
            f"{r.randint(100, 999)}   {_dd(dt)}\nAan: {naam}\n\n{wat}"
            f"\nBedrag incl. 21% BTW: {_eur(r, 30, 1100)}\n\nBetalen op NL42 RABO 0318 2264 91 t.n.v. VOF De Spaak")


def t_oud_prijslijst(r: random.Random, dt) -> str:
    rows = ["Werkzaamheid;Prijs incl btw;Tijd"]
    for w, p in [("Band plakken", 12.5), ("Binnenband vervangen incl band", 19.5), ("Kleine beurt", 45),
                 ("Grote beurt", 79), ("Ketting vervangen", 32.5), ("Remmen stellen", 15), ("Spaak vervangen", 14)]:
        rows.append(f"{w};{_n(p * r.uniform(0.97, 1.0))};{r.choice(['15 min', '30 min', '1 uur'])}")
    return "\n".join(rows) + f"\nprijzen per {_dd(dt)};;\n"


def t_oud_brief(r: random.Random, dt) -> str:
    return (f"VOF De Spaak\nUtrecht, {_nl(dt)}\n\nAan de bewoners van de Twijnstraat\n\nBeste buren,\n\n"
            "Van maandag " + _dd(dt + timedelta(days=10)) + " tot en met vrijdag zetten we de fietsen voor het "
            "pand wat strakker, omdat de stoep wordt vernieuwd. Excuses voor het ongemak. Onze werkplaats blijft "
            "gewoon open.\n\nErik en Sanne")


# ---- workshop reference (Resources, Shop) ---------------------------------------------------------------------


def t_aanhaalmomenten(r: random.Random, dt) -> str:
    rows = ["Onderdeel;Aanhaalmoment (Nm);Opmerking"]
    for o, nm, op in [("Stuurpen klembouten", "5-6", "kruislings"), ("Zadelpenklem carbon", "5", "carbonpasta"),
                      ("Crankbouten Hollowtech II", "12-14", "afwisselend"), ("Trapas BSA cups", "35-50", ""),
                      ("Remklauw op frame (flatmount)", "6-8", ""), ("Remschijf 6-bout", "2-4", "loctite"),
                      ("Centerlock lockring", "40", ""), ("Cassette lockring", "30-50", ""),
                      ("Pedalen", "35-55", "vet op draad"), ("Achterderailleur pad", "8-10", ""),
                      ("Motorbevestiging Bosch Gen4", "12", "alleen nieuwe bouten")]:
        rows.append(f"{o};{nm};{op}")
    return "\n".join(rows) + "\n"


def t_foutcodes(r: random.Random, dt) -> str:
    return ("Shimano STEPS foutcodes - snelkaart werkplaats\n\nE010  Systeemfout: accu eruit, 10 s wachten, "
            "opnieuw. Blijft: E-Tube diagnose\nE013  Firmware motor beschadigd -> herinstallatie via E-Tube\n"
            "E014  Snelheidssensor verkeerd gemonteerd / magneet te ver\nW013  Initialisatie koppelsensor mislukt:"
            " niet trappen tijdens aanzetten\nW032  Elektronische derailleur vervangen door mechanische? "
            "instelling wijzigen\nE020  Communicatiefout accu-motor: stekkers controleren, kabel EW-CP200\n\n"
            "Bosch: 503 snelheidssensor, 523 accu niet herkend, 410 display toetsen vast, 500 interne fout motor\n")


def t_spaken(r: random.Random, dt) -> str:
    return ("Spaaklengte - eigen aantekeningen\nFormule: L = sqrt( (d/2)^2 + (f)^2 + (ERD/2)^2 - 2 (d/2)(ERD/2) "
            "cos(360 k / n) ) - flensgat/2\n\nVoorbeelden:\n- Mavic A119 ERD 602, Shimano FH-RM33 achter, 3-kruis: "
            "L 294 / R 293\n- Ryde Andra 30 ERD 607, Nexus 7 naaf, 3-kruis: 295 beide kanten\n"
            "- Spanning: 110-120 kgf rechts achter, tensiometer Park TM-1 stand 22-23\n")


# ---- household money (Areas, Finance) -------------------------------------------------------------------------


def t_bank_csv(r: random.Random, dt) -> str:
    rows = [('"IBAN/BBAN","Munt","BIC","Volgnr","Datum","Rentedatum","Bedrag","Saldo na trn","Naam tegenpartij",'
            '"Omschrijving-1"')]
    saldo = r.uniform(1800, 6500)
    day = dt - timedelta(days=30)
    posten = [("Albert Heijn 1392 Utrecht", -1, 20, 95), ("Rabobank hypotheek", -1, 1187, 1187),
              ("Vandebron Energie", -1, 168, 168), ("Fietsenwinkel De Spaak", 1, 3600, 3600),
              ("Zilveren Kruis Achmea", -1, 151, 151), ("Jumbo Zuilen", -1, 15, 70),
              ("SVB Kinderbijslag", 1, 301, 301), ("Ziggo", -1, 68, 68), ("Vitens", -1, 19, 19),
              ("Bol.com", -1, 12, 80), ("NS Reizigers", -1, 9, 45), ("Woonzorgcentrum De Lindenhof", -1, 45, 45),
              ("Tikkie Daan", -1, 20, 50), ("Belastingdienst VA IB 2026", -1, 612, 612)]
    for i in range(r.randint(16, 24)):
        day += timedelta(days=r.randint(0, 2))
        naam, sgn, lo, hi = r.choice(posten)
        amt = sgn * r.uniform(lo, hi)
        saldo += amt
        a_s, s_s = f"{amt:+.2f}".replace(".", ","), f"{saldo:+.2f}".replace(".", ",")
        rows.append(f'"NL17RABO0132558910","EUR","RABONL2U","{i + 1:018d}","{day:%Y-%m-%d}","{day:%Y-%m-%d}",'
                    f'"{a_s}","{s_s}","{naam}","{r.choice(["Betaalautomaat", "Incasso", "Overboeking", "iDEAL"])}"')
    return "\n".join(rows) + "\n"


def t_aangifte_ib(r: random.Random, dt) -> str:
    jaar = dt.year - 1
    winst = r.uniform(52000, 66000)
    return (f"Aangifte inkomstenbelasting {jaar} - overzicht (concept, Van Dijk & Mulder)\n"
            f"Belastingplichtige: S. de Vries, BSN ***.**.318, Jan Pieterszoon Coenstraat 27 Utrecht\n"
            f"Datum: {_dd(dt)}\n\nBox 1\n  Winst uit onderneming (De Spaak)      {_fmt(winst)}\n"
            f"  Zelfstandigenaftrek                    -{_fmt(3750 if jaar >= 2024 else 5030)}\n"
            f"  MKB-winstvrijstelling                  -{_fmt(winst * 0.127)}\n"
            f"  Eigen woning: forfait {_fmt(2140)}, hypotheekrente -{_fmt(r.uniform(6100, 6900))}\n"
            f"  Lijfrentepremie                        -{_fmt(r.uniform(2000, 4000))}\n"
            f"Box 3: spaargeld {_fmt(r.uniform(18000, 34000))} (onder heffingsvrij vermogen)\n\n"
            f"Te betalen volgens berekening: {_eur(r, 9000, 14500)}\nReeds betaald voorlopige aanslag: "
            f"{_eur(r, 8000, 13000)}\nGraag controleren en akkoord geven; indienen vóór 1 mei.")


def t_voorlopige(r: random.Random, dt) -> str:
    return (f"Belastingdienst\n\n{HOME}\n\nVoorlopige aanslag inkomstenbelasting/premie volksverzekeringen "
            f"{dt.year}\nAanslagnummer {r.randint(1000, 9999)}.{r.randint(10, 99)}.{r.randint(100, 999)}.H."
            f"{dt.year % 100}.01\nDagtekening: {_nl(dt)}\n\nTotaal te betalen: {_eur(r, 7000, 8200)}\n"
            f"U betaalt in {12 - dt.month + 1} termijnen van {_eur(r, 580, 700)}.\n"
            "Deze aanslag is gebaseerd op uw eigen opgave van de verwachte winst uit onderneming.")


def t_lijfrente(r: random.Random, dt) -> str:
    return (f"Jaaroverzicht lijfrenterekening {dt.year - 1}\nBrand New Day Bank, Postbus 9, Amsterdam\n"
            f"Rekeninghouder: mevr. S. de Vries   Rekening "
            f"NL{r.randint(10, 99)}BNDA0{r.randint(100000000, 999999999)}\n"
            f"Inleg in {dt.year - 1}: {_eur(r, 2000, 4000)}\nWaarde per 31-12: {_eur(r, 38000, 52000)}\n"
            "Beleggingsmix: Mixfonds Offensief 60/40\nEinddatum uitkering: 2046 (67 jaar)\nDe inleg is aftrekbaar "
            "binnen de jaarruimte; bewaar dit overzicht bij uw aangifte.")


def t_avp(r: random.Random, dt) -> str:
    return (f"Polisblad Particuliere Aansprakelijkheid + Doorlopende Reisverzekering\nPolisnummer "
            f"{r.randint(700000, 799999)}-{r.randint(10, 99)}\nVerzekerden: S. de Vries en D. de Vries (gezin)\n"
            f"Ingangsdatum 01-01-2026, opmaakdatum {_dd(dt)}\n\nAVP: € 2.500.000 per gebeurtenis, eigen risico nihil\n"
            "Reis: werelddekking, bagage tot € 3.000, sportuitrusting (fietsen) meeverzekerd tot € 4.000 per fiets "
            f"mits met slot gestald\nPremie per maand: {_eur(r, 14, 22)}")


def t_budget(r: random.Random, dt) -> str:
    rows = ["Post;Per maand;Opmerking"]
    for p, v, o in [("Hypotheek (annuïteit)", 1187, "Rabo tot 2049"), ("Energie Vandebron", 168, "voorschot"),
                    ("Water Vitens", 19, ""), ("Ziggo internet/tv", 68, ""), ("Zorgverzekering 2p", 302, "Daan 18!"),
                    ("Boodschappen", 720, ""), ("Daan zakgeld/telefoon", 85, ""),
                    ("Eigen bijdrage mam (CAK) - voorschot", 0, "betaalt mam zelf"), ("Lijfrente", 250, ""),
                    ("Sparen vakantie Alpen", 200, "tot augustus"), ("Opname De Spaak", -3600, "inkomsten")]:
        rows.append(f"{p};{_n(v)};{o}")
    return "\n".join(rows) + f"\nBijgewerkt;{_dd(dt)};\n"


def t_kinderbijslag(r: random.Random, dt) -> str:
    return (f"Sociale Verzekeringsbank\n\n{HOME}\n\n{_nl(dt)}\nBetreft: einde kinderbijslag voor Daan\n\n"
            "Geachte mevrouw De Vries,\n\nDaan wordt binnenkort 18 jaar. Vanaf het kwartaal na zijn verjaardag "
            "ontvangt u geen kinderbijslag meer voor hem. Gaat hij studeren, dan kan hij zelf studiefinanciering "
            "aanvragen bij DUO.\n\nMet vriendelijke groet,\nSVB Utrecht")


# ---- the house (Areas, Home) ----------------------------------------------------------------------------------


def t_hypotheek(r: random.Random, dt) -> str:
    rest = r.uniform(198000, 214000)
    return (f"Rabobank - Jaaroverzicht hypotheek {dt.year - 1}\n\n{HOME}\n\n"
            f"Leningnummer 318.2264.{r.randint(100, 999)}\n"
            f"Onderpand: Jan Pieterszoon Coenstraat 27, Utrecht\nLeningdeel 1 annuïteit, rente 2,18% vast tot "
            f"01-06-2029\nBetaalde rente {dt.year - 1}: {_fmt(rest * 0.0218)}\nAflossing: {_eur(r, 7400, 8100)}\n"
            f"Restschuld per 31-12: {_fmt(rest)}\nGebruik dit overzicht voor uw aangifte inkomstenbelasting.")


def t_energie(r: random.Random, dt) -> str:
    kwh, m3 = r.randint(2300, 3100), r.randint(900, 1350)
    return (f"Vandebron - Jaarafrekening {_dd(dt - timedelta(days=365))} t/m {_dd(dt)}\n\nKlant: S. de Vries\n"
            f"Leveringsadres: Jan Pieterszoon Coenstraat 27, 3554 CH Utrecht\nKlantnummer {r.randint(1000000, 9999999)}"
            f"\n\nStroom: {kwh} kWh (normaal {int(kwh * 0.45)}, dal {kwh - int(kwh * 0.45)}), teruglevering "
            f"zonnepanelen {r.randint(1400, 2100)} kWh\nGas: {m3} m3\n"
            f"Totale kosten: {_eur(r, 1700, 2300)}\nBetaalde voorschotten: {_eur(r, 1800, 2100)}\n"
            f"Nieuw maandbedrag vanaf volgende maand: {_eur(r, 140, 185)}\n"
            f"EAN stroom 8716{r.randint(10**13, 10**14 - 1)}")


def t_woz(r: random.Random, dt) -> str:
    return (f"BghU - Belastingsamenwerking gemeenten en hoogheemraadschap Utrecht\nAanslagbiljet {dt.year} en "
            f"WOZ-beschikking\n\n{HOME}\n\nAanslagnummer {r.randint(10**11, 10**12 - 1)}\nWOZ-waarde peildatum "
            f"01-01-{dt.year - 1}: {_eur(r, 438000, 472000)}\n\nOnroerendezaakbelasting eigenaar {_eur(r, 330, 390)}\n"
            f"Afvalstoffenheffing meerpersoons {_eur(r, 380, 420)}\nRioolheffing {_eur(r, 210, 240)}\n"
            f"Watersysteemheffing HDSR {_eur(r, 120, 160)}\nU betaalt in 10 termijnen via automatische incasso.")


def t_cv(r: random.Random, dt) -> str:
    return (f"Installatiebedrijf Zuilen Warmte\nWerkbon onderhoud {_dd(dt)}\n\nAdres: J.P. Coenstraat 27 Utrecht\n"
            "Toestel: Remeha Calenta Ace 28c, bouwjaar 2017\nWerkzaamheden: jaarlijks onderhoud, branderunit "
            "gereinigd, sifon schoongemaakt, CO-meting 12 ppm (goed), waterdruk bijgevuld tot 1,8 bar\n"
            "Advies: ketel over ca. 3-4 jaar vervangen, overweeg hybride warmtepomp.\n"
            f"Kosten (onderhoudsabonnement): {_fmt(0)}; extra materiaal {_eur(r, 0, 35)}")


def t_opstal(r: random.Random, dt) -> str:
    return (f"Polis Woonhuis- en Inboedelverzekering\nPolisnummer W{r.randint(1000000, 9999999)}\nRisicoadres: "
            "Jan Pieterszoon Coenstraat 27, Utrecht (tussenwoning, bouwjaar 1931, rieten dak: nee)\n"
            f"Opstal: herbouwwaarde via garantie tegen onderverzekering\nInboedel: {_eur(r, 65000, 85000)}\n"
            f"Eigen risico stormschade: € 250\nJaarpremie {_eur(r, 420, 560)}   Datum {_dd(dt)}\n"
            "Let op: fietsen in de schuur zijn meeverzekerd tot € 1.500 per fiets.")


def t_ziggo(r: random.Random, dt) -> str:
    return (f"Ziggo - Uw factuur {MAAND[dt.month - 1]} {dt.year}\nKlantnummer {r.randint(10**7, 10**8 - 1)}\n"
            f"Internet 1 Gbit + TV Start: {_fmt(68.50)}\nExtra: Ziggo Sport {_fmt(0)}\nTotaal {_fmt(68.50)}\n"
            "Wordt rond de 24e afgeschreven van NL17 RABO 0132 5589 10.")


def t_vitens(r: random.Random, dt) -> str:
    return (f"Vitens - Jaarnota drinkwater\nKlant: S. de Vries, J.P. Coenstraat 27 Utrecht\nDatum {_dd(dt)}\n"
            f"Verbruik: {r.randint(62, 91)} m3\nVastrecht, BTW 9% en belasting op leidingwater inbegrepen\n"
            f"Totaal {_eur(r, 210, 260)}, voorschot per maand wordt {_eur(r, 17, 24)}")


# ---- health (Areas, Health) -----------------------------------------------------------------------------------


def t_fysio(r: random.Random, dt) -> str:
    return (f"Fysiotherapie Zuilen - Nota {r.randint(20000, 29999)}\nPatiënt: S. de Vries, geb. 14-03-1979\n"
            f"Datum nota: {_dd(dt)}\n\nBehandelingen (klacht: patellofemorale pijn rechterknie):\n" +
            "\n".join(f"  {_dd(dt - timedelta(days=7 * i))}  fysiotherapie 1002  {_fmt(42.50)}"
                      for i in range(r.randint(2, 5))) +
            "\n\nDeclaratie rechtstreeks bij Zilveren Kruis (aanvullend Extra Zorg 2: 18 behandelingen)\n"
            "Oefenschema: step-ups, wall-sit 3x30 s, fietsen met lage weerstand. Zadel 1 cm hoger.")


def t_huisarts(r: random.Random, dt) -> str:
    return (f"Huisartsenpraktijk Zuilen-Noord, dr. M. Sarmo\nVerwijzing / correspondentie {_dd(dt)}\n\n"
            "Betreft: mw. S. de Vries, 14-03-1979\n\nGeachte collega,\n\nGraag uw beoordeling van deze 47-jarige "
            "fietsvakvrouw met sinds 4 maanden belastingsafhankelijke pijn anterieur rechterknie, toegenomen bij "
            "klimmen. Fysiotherapie 8 weken met matig effect. Geen zwelling, geen slotklachten.\n"
            "Vraag: aanvullende diagnostiek (MRI)? Medicatie: paracetamol z.n.\n\nMet collegiale groet,\n"
            "M. Sarmo, huisarts")


def t_zorgpolis(r: random.Random, dt) -> str:
    return (f"Zilveren Kruis - Polisblad {dt.year}\nVerzekeringnemer: S. de Vries\n"
            f"Relatienummer {r.randint(10**8, 10**9 - 1)}"
            f"\n\nS. de Vries: Basis Budget + Aanvullend 2 sterren + Tand 1  {_eur(r, 165, 185)} p/m\n"
            f"D. de Vries (18 vanaf dit jaar): Basis + Aanvullend 1 ster  {_eur(r, 132, 145)} p/m\n"
            "Eigen risico 2026: € 385 per persoon\nNB Daan heeft recht op zorgtoeslag aan te vragen zelf.")


def t_tandarts(r: random.Random, dt) -> str:
    return (f"Tandartsenpraktijk Overvecht\nNota {_dd(dt)}\nPatiënt: S. de Vries\n\nC002 periodieke controle "
            f"{_fmt(27.98)}\nM03 gebitsreiniging 2 x 5 min {_fmt(31.10)}\nX10 kleine röntgenfoto {_fmt(19.06)}\n"
            f"Totaal {_fmt(78.14)}\nIngediend bij Zilveren Kruis (Tand 1: 75% tot € 250)")


def t_health_note(r: random.Random, dt) -> str:
    return (f"Knie - logboek ({_dd(dt)})\n\n- ochtend stijf, na 10 min ok\n- rit naar Westbroek 35 km, pijn 3/10 "
            "na afloop\n- oefeningen 5x deze week\n- vraag fysio: mag ik in augustus de Alpe d'Huez op? (21 "
            "bochten, 8%)\n- afspraak orthopeed St. Antonius " + _dd(dt + timedelta(days=16)) + "\n")


# ---- Daan: eindexamen and study choice (Projects, School); ordinary school (Areas, School) ---------------------


def t_examenrooster(r: random.Random, dt) -> str:
    vakken = [("Nederlands", "do 7 mei", "13.30-16.30"), ("Engels", "ma 11 mei", "9.00-11.30"),
              ("Wiskunde B", "di 12 mei", "13.30-16.30"), ("Natuurkunde", "vr 15 mei", "9.00-12.00"),
              ("Scheikunde", "di 19 mei", "13.30-16.30"), ("Economie", "wo 20 mei", "9.00-12.00"),
              ("Duits", "vr 22 mei", "13.30-16.00"), ("Informatica", "schoolexamen, afgerond", "")]
    return ("Stedelijk Lyceum Zuilen - Rooster centraal examen VWO 2026, eerste tijdvak\nKandidaat: Daan de Vries, "
            "V6b, examennummer 6117\n\n" + "\n".join(f"{v:<12} {d:<24} {t}" for v, d, t in vakken) +
            "\n\nUitslag: woensdag 10 juni, telefonisch door de mentor tussen 12.00 en 14.00 uur.\n"
            "Herkansing (tweede tijdvak): 16-19 juni, aanmelden uiterlijk 11 juni 9.00 uur.\n"
            "Diploma-uitreiking: vrijdag 3 juli 19.30 uur, aula.")


def t_pta(r: random.Random, dt) -> str:
    rows = ["Vak;SE-gemiddelde;CE-nodig voor 5,5;Opmerking"]
    for v in ["Nederlands", "Engels", "Duits", "Wiskunde B", "Natuurkunde", "Scheikunde", "Economie",
              "Informatica"]:
        se = r.uniform(5.6, 8.4)
        rows.append(f"{v};{se:.1f};{max(1.0, 11 - se):.1f};{r.choice(['', '', 'herkansing PO gedaan', 'sterk'])}")
    rows.append(f"Bijgewerkt door Daan;{_dd(dt)};;")
    return "\n".join(rows) + "\n"


def t_studiekeuze(r: random.Random, dt) -> str:
    return (f"Studiekeuze Daan - aantekeningen open dagen ({_dd(dt)})\n\nTU Delft Werktuigbouwkunde (BSc)\n"
            "- numerus fixus? nee. Matching: online vragenlijst + BSA 45 EC\n- sfeer goed, veel projecten, Dream "
            "Team (Human Power Team, fietsrecord!)\n- kamer Delft: 550-700 euro, lastig\n\n"
            "TU/e Industrieel Ontwerpen\n- meer ontwerpen, minder wiskunde; portfolio nodig? nee, wel "
            "motivatie\n- proefstuderen 12 maart: Daan enthousiast over het bike lab\n\nBeslissen vóór 1 mei "
            "(Studielink). Daan neigt naar Delft. Mee naar meeloopdag 2 april.\nKosten: collegegeld 2026-27 "
            "€ 2.694 (eerste jaar gehalveerd? nee, maatregel vervallen)\n")


def t_studielink(r: random.Random, dt) -> str:
    return (f"From: Studielink <noreply@studielink.nl>\nTo: daan.devries08@gmail.com\nCc: Sanne de Vries\n"
            f"Date: {dt:%a, %d %b %Y} 16:44:00 +0200\nSubject: Bevestiging verzoek tot inschrijving\n\n"
            "Beste Daan de Vries,\n\nJe hebt een verzoek tot inschrijving ingediend voor:\nOpleiding: B Mechanical "
            "Engineering / Werktuigbouwkunde\nInstelling: Technische Universiteit Delft\nStartdatum: 01-09-2026\n"
            "Vooropleiding: VWO, diploma verwacht juli 2026\n\nDe instelling neemt contact met je op over de "
            "matchingsactiviteit. Vergeet niet je collegegeld te regelen (machtiging) en studiefinanciering aan te "
            "vragen bij DUO, minstens 3 maanden van tevoren.\n\nStudielink")


def t_duo(r: random.Random, dt) -> str:
    return (f"DUO - Bevestiging aanvraag studiefinanciering\nDatum {_dd(dt)}\nNaam: D. de Vries\n\n"
            "Ingangsdatum: 01-09-2026\nBasisbeurs uitwonend: ja (vanaf jaar 2026-2027)\nAanvullende beurs: "
            "berekend op inkomen ouders (peiljaar 2024)\nStudentenreisproduct: week\nLening: € 0 (nog niet "
            f"gekozen)\n\nVerwacht maandbedrag: {_eur(r, 420, 610)}\nLet op: wij controleren uitwonendheid "
            "via de BRP-inschrijving.")


def t_kamer(r: random.Random, dt) -> str:
    return (f"Kamers Delft - lijstje ({_dd(dt)})\n\n1. Studentenhuis Oude Delft, 14 m2, € 520 incl., hospiteeravond "
            "18 juni\n2. DUWO wachtlijst: ingeschreven sinds 01-2025 (inschrijfduur te kort)\n"
            "3. Kamer via Kamernet, Tanthof, 11 m2, € 610, ver van campus\n4. Eerste half jaar forenzen Utrecht-"
            "Delft (47 min trein) als plan B\nDaan: hospiteren = overleven. Mam: neem fiets mee.\n")


def t_school_rapport(r: random.Random, dt) -> str:
    return (f"Stedelijk Lyceum Zuilen - Rapport periode {r.randint(1, 3)}\n"
            f"Leerling: Daan de Vries, klas V{r.randint(4, 5)}b"
            f"\nDatum {_dd(dt)}\n\n" +
            "\n".join(f"{v:<14}{r.uniform(5.2, 8.6):.1f}" for v in
                      ["Nederlands", "Engels", "Duits", "Wiskunde B", "Natuurkunde", "Scheikunde", "Economie",
                       "Informatica", "LO"]) +
            "\n\nMentor (mevr. Oosterhout): Daan werkt zelfstandig, kan meer plannen bij grote opdrachten.")


def t_ouderbijdrage(r: random.Random, dt) -> str:
    return (f"Stedelijk Lyceum Zuilen\nFactuur vrijwillige ouderbijdrage schooljaar {dt.year}-{dt.year + 1}\n"
            f"Leerling: Daan de Vries\nDatum {_dd(dt)}\n\nVrijwillige bijdrage {_fmt(85)}\nExcursie Berlijn "
            f"(V5, vrijwillig) {_fmt(395)}\nTotaal {_fmt(480)}\nBetalen via WIS Collect.")


def t_ouderavond(r: random.Random, dt) -> str:
    return (f"From: Mentoraat V6 <mentoraat@slzuilen.nl>\nTo: ouders V6\nDate: {dt:%a, %d %b %Y} 08:15:00 +0100\n"
            "Subject: Uitnodiging ouderavond examenklassen\n\nBeste ouders/verzorgers,\n\nOp dinsdag 30 september "
            "om 19.30 uur is de ouderavond voor de examenklassen: uitleg over het PTA, het profielwerkstuk, "
            "herkansingsregels en de studiekeuze. Aanmelden via Magister.\n\nMet vriendelijke groet,\n"
            "J. Oosterhout, mentor V6b")


# ---- mam: care home, CAK, Wlz, Wmo (Areas, Care) ---------------------------------------------------------------


def t_cak(r: random.Random, dt) -> str:
    return (f"CAK - Factuur eigen bijdrage Wet langdurige zorg\nFactuurdatum {_dd(dt)}\n\n"
            "Mevrouw R. de Vries-Kooijman\n"
            "p/a S. de Vries (gemachtigde)\n\nPeriode: " + MAAND[(dt.month - 2) % 12] + f" {dt.year}\n"
            f"Zorg met verblijf (hoge eigen bijdrage): {_eur(r, 1150, 1420)}\nKenmerk {r.randint(10**9, 10**10 - 1)}\n"
            "Wij berekenen de bijdrage met het inkomen en vermogen van 2024. Betaling via automatische incasso.")


def t_wmo(r: random.Random, dt) -> str:
    return (f"Gemeente Utrecht - Maatschappelijke Ontwikkeling, team Wmo\n\nBeschikking Wmo\n{_nl(dt)}\n"
            "Betreft: mevrouw R. de Vries-Kooijman, Woonzorgcentrum De Lindenhof, Utrecht\n\n"
            "U heeft een aanvraag gedaan voor een vervoersvoorziening. Wij kennen toe:\n- een regiotaxipas "
            "(Regiotaxi Utrecht, 1.500 zone-kilometers per jaar, begeleider gratis)\n- een rolstoel in bruikleen "
            "via Medipoint (duwrolstoel met trommelremmen)\n\nEigen bijdrage: n.v.t. (Wlz-cliënt, hulpmiddel "
            "buiten de Wlz)\nBent u het niet eens met dit besluit, dan kunt u binnen 6 weken bezwaar maken.")


def t_zorgplan(r: random.Random, dt) -> str:
    return (f"Verslag zorgplanbespreking - De Lindenhof, afdeling Vlinder\nDatum {_dd(dt)}\nAanwezig: Ria de Vries, "
            "Sanne (dochter, 1e contactpersoon), EVV'er Gerda Smits, specialist ouderengeneeskunde dr. Kaya\n\n"
            "- Mobiliteit: loopt met rollator op de afdeling, buiten rolstoel; valrisico verhoogd\n"
            "- Eten: gewicht stabiel 58 kg, voorkeur warme maaltijd 's middags\n"
            "- Geheugen: lichte achteruitgang, soms onrustig 's avonds; geen medicatiewijziging\n"
            "- Welzijn: geniet van de muziekmiddag en bezoek van kleinzoon Daan\n"
            "- Afspraak: fysio 2x p/w, volgend overleg over 6 maanden. Sanne regelt nieuwe bril (opticien komt langs).")


def t_lindenhof(r: random.Random, dt) -> str:
    return (f"Woonzorgcentrum De Lindenhof\nGageldijk-Noord 3, Utrecht\n\n{_nl(dt)}\n\nBeste familie,\n\n"
            "Met ingang van 1 juli gaan we over op een nieuw cliëntportaal (Caren). U ontvangt als eerste "
            "contactpersoon een uitnodiging per mail. De kosten voor de wasservice (persoonlijk wasgoed) worden "
            f"per 1 juli {_fmt(46.50)} per maand. Ook vragen we u de kamer te controleren op ontbrekende "
            "naamlabels.\n\nMet vriendelijke groet,\nteam Vlinder, De Lindenhof")


def t_medicatie(r: random.Random, dt) -> str:
    return (f"Medicatieoverzicht - R. de Vries-Kooijman, geb. 02-11-1944\nApotheek Overvecht, uitgedraaid {_dd(dt)}\n\n"
            "Metoprolol 50 mg  1x daags 1 tablet (ochtend)\nOmeprazol 20 mg  1x daags 1 capsule\n"
            "Calcium/vitamine D3 500mg/800IE  1x daags\nParacetamol 500 mg  zo nodig max 3x2\n"
            "Macrogol sachet  1x daags\nAllergie: penicilline (huiduitslag 2011)\n")


def t_wlz(r: random.Random, dt) -> str:
    return (f"CIZ - Besluit Wet langdurige zorg\n{_nl(dt)}\nMevrouw R. de Vries-Kooijman\n\nU heeft recht op zorg uit "
            "de Wlz. Zorgprofiel: VV-05 (beschermd wonen met intensieve dementiezorg). Dit besluit geldt voor "
            "onbepaalde tijd.\nU kunt zelf kiezen hoe u de zorg ontvangt: in een instelling, met een VPT, MPT "
            "of pgb.")


# ---- holidays (Projects and Archive, Travel) and cycling (Resources, Cycling) ---------------------------------


def t_camping(r: random.Random, dt) -> str:
    return (f"Camping Le Colporteur **** - Bourg-d'Oisans\nBooking confirmation / Confirmation de réservation\n"
            f"Date: {_dd(dt)}\nRéf: CP26-{r.randint(1000, 9999)}\n\nClient: Sanne de Vries (+ Daan de Vries, "
            "+ Marjolein Kok)\nArrivée: 08/08/2026   Départ: 20/08/2026 (12 nuits)\n"
            "Emplacement tente + voiture? non: 2 tentes, 3 vélos, pas de voiture\n"
            f"Total: {_eur(r, 380, 520)}   Acompte payé: € 120\nSolde à payer sur place. Garage vélos fermé inclus.")


def t_trein(r: random.Random, dt) -> str:
    ref = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6))
    return (f"SNCF Connect - Votre voyage\nBooking ref. {ref}"
            f"\nIssued {_dd(dt)}\n\nOUTBOUND Fri 07/08/2026\nUtrecht Centraal 07:02 -> Paris Nord 10:26 (Eurostar 9316)"
            "\nParis Gare de Lyon 12:41 -> Grenoble 15:43 (TGV INOUI 6915), voiture 14, vélos: 3 emplacements "
            "réservés (€ 10 each)\nGrenoble 16:30 -> Bourg-d'Oisans (Transisère bus T75, bikes on trailer)\n\n"
            "RETURN Fri 21/08/2026 Grenoble 08:18 -> Paris Gare de Lyon 11:20\n"
            f"Passengers: 3 adults   Total paid: {_eur(r, 610, 790)}")


def t_alpen_plan(r: random.Random, dt) -> str:
    return (f"# Alpen augustus 2026 - fietsplan\n\n_update {_dd(dt)}_\n\nWie: ik, Daan, Marjolein (met haar e-bike? "
            "-> nee, racefiets)\nBasis: Bourg-d'Oisans, 8-20 aug\n\n| dag | rit | km | hm |\n|---|---|---|---|\n"
            "| 1 | inrijden Vallée du Vénéon | 42 | 650 |\n| 2 | Alpe d'Huez | 28 | 1130 |\n"
            "| 4 | Col du Glandon + Croix de Fer | 96 | 2100 |\n| 6 | Col du Galibier via Lautaret | 110 | 2250 |\n"
            "| 8 | Les Deux Alpes | 50 | 1200 |\n| 10 | Col de Sarenne (grind!) | 44 | 1300 |\n\n"
            "Rustdagen: Grenoble, zwemmen Lac du Verney.\nKnie: overleg fysio, compact 34x32 monteren.\n")


def t_paklijst(r: random.Random, dt) -> str:
    return ("Paklijst Alpen (fietsen + kamperen)\n\n[ ] tent 2p + grondzeil\n[ ] slaapzak comfort 10 graden\n"
            "[ ] fiets: 2 reservebanden, pomp, multitool, kettingpons, quicklinks 11sp, remblokken\n"
            "[ ] fietsbox/hoes voor de TGV (max 120x90 cm!)\n[ ] regenjas, armstukken, beenstukken (afdalingen koud)"
            "\n[ ] zonnebrand 50, zonnebril\n[ ] Garmin + laders, powerbank\n[ ] EHBO, ibuprofen, knie-brace\n"
            "[ ] paspoorten, EHIC-pas, polis reisverzekering\n[ ] eurostar tickets (app), campingbevestiging\n")


def t_oude_reis(r: random.Random, dt, which: int = 0) -> str:
    plek, acc = ([("Mallorca 2022", "Hotel Sa Calobra Bike, Port de Pollença - 7 nachten halfpension"),
                          ("Ardennen 2023", "Gîte La Roche-en-Ardenne - fietsweekend met Marjolein en Daan"),
                          ("Gardameer 2024", "Camping Bella Italia, Peschiera del Garda - 10 nachten"),
                          ("Texel 2025", "Hotel De Koog - 4 nachten, fietsen huren ter plaatse")])[which]
    return (f"Reserveringsbevestiging {plek}\nDatum {_dd(dt)}\nBoekingsnummer {r.randint(10**6, 10**7 - 1)}\n\n"
            f"{acc}\nGasten: S. de Vries, D. de Vries\nTotaal {_eur(r, 480, 1900)} (volledig betaald)\n")


def t_reisverslag(r: random.Random, dt) -> str:
    return (f"Gardameer zomer 2024 - wat we deden\n\n- Monte Baldo op met de kabelbaan, fiets naar beneden\n"
            "- Ponale-pad Riva del Garda, Daan ging eraf bij de tunnel (knie geschaafd)\n- beste ijs: Gelateria "
            "Cento per Cento in Bardolino\n- camping: te druk, volgende keer niet in augustus\n"
            f"- kosten totaal ca. {_eur(r, 2100, 2700)}\n")


def t_artikel(r: random.Random, dt, which: int = 0) -> str:
    titel, kern = ([
        ("Klimmen voor beginners: zo pak je je eerste col",
         ("Kies een verzet waarmee je 70-80 omwentelingen haalt, start rustig en blijf zitten op de steilste "
         "stukken. Eet elke 45 minuten iets, drink 500-750 ml per uur. Afdalen: kijk ver vooruit en rem vóór "
         "de bocht.")),
        ("Trainingsschema 8 weken naar de bergen",
         ("Week 1-3: duurtraining 2x 2 uur zone 2 en één rit met heuvelrepeats (Amerongse Berg 5x). Week 4-6: "
         "blokken van 3x12 minuten op 85-90% FTP. Week 7: rustweek. Week 8: lange rit met 1.500 hoogtemeters "
         "(Utrechtse Heuvelrug, Posbank).")),
        ("Knieklachten bij fietsers: zadelhoogte en kliksysteem",
         ("Pijn aan de voorkant van de knie wijst vaak op een te laag zadel; aan de achterkant op te hoog. "
         "Controleer de schoenplaatjes: een lichte toe-in of -uit kan veel schelen. Bij aanhoudende klachten: "
         "bikefitting.")),
        ("De mooiste rondjes rond Utrecht",
         ("Langs de Vecht naar Breukelen en via de Loosdrechtse Plassen terug (62 km); de Kromme Rijn naar Wijk bij "
         "Duurstede (70 km); Heuvelrug-rondje via Amerongen en de Leersumse Veld (85 km)."))])[which]
    return f"{titel}\nFietsen Magazine / Wielerrevue online, bewaard {_dd(dt)}\n\n{kern}\n"


def t_gpx(r: random.Random, dt, name: str = "Rondje Vecht") -> str:
    lat, lon = 52.11, 5.05
    pts = []
    for _ in range(r.randint(8, 14)):
        lat += r.uniform(-0.01, 0.02)
        lon += r.uniform(-0.02, 0.01)
        pts.append(f'      <trkpt lat="{lat:.5f}" lon="{lon:.5f}"><ele>{r.uniform(0, 12):.1f}</ele></trkpt>')
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Komoot" '
            'xmlns="http://www.topografix.com/GPX/1/1">\n'
            f'  <metadata><name>{name}</name><time>{dt:%Y-%m-%dT%H:%M:%SZ}</time></metadata>\n'
            f'  <trk><name>{name}</name>\n    <trkseg>\n' + "\n".join(pts) + "\n    </trkseg>\n  </trk>\n</gpx>\n")


def t_gpx_alpen(r: random.Random, dt, name: str = "Alpe d'Huez vanuit Bourg-d'Oisans") -> str:
    lat, lon, ele = 45.055, 6.03, 720.0
    pts = []
    for _ in range(r.randint(10, 16)):
        lat += r.uniform(0.0, 0.004)
        lon += r.uniform(0.0, 0.005)
        ele += r.uniform(40, 110)
        pts.append(f'      <trkpt lat="{lat:.5f}" lon="{lon:.5f}"><ele>{ele:.1f}</ele></trkpt>')
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Komoot" '
            'xmlns="http://www.topografix.com/GPX/1/1">\n'
            f'  <metadata><name>{name}</name><desc>Alpen 2026 - Bourg-d\'Oisans</desc></metadata>\n'
            f'  <trk><name>{name}</name>\n    <trkseg>\n' + "\n".join(pts) + "\n    </trkseg>\n  </trk>\n</gpx>\n")


def t_recept(r: random.Random, dt, which: int = 0) -> str:
    titel, ingr, bereiding = ([
        ("Stamppot andijvie met spekjes", ("1,5 kg kruimige aardappelen, 500 g andijvie, 200 g spekjes, 150 ml melk, "
         "klontje boter, 2 el mosterd"), ("Aardappelen koken, stampen met warme melk en boter. Rauwe andijvie "
         "fijnsnijden en erdoor, spekjes uitbakken en erover.")),
        ("Erwtensoep (Daan's favoriet)", ("500 g spliterwten, 1 rookworst, 300 g speklapjes, 1 knolselderij, 2 winter"
         "wortels, 2 preien, 2 uien"), ("Erwten met spek 1 uur koken, groenten erbij, nog 45 min. Rookworst de laatste "
         "15 min. Dag laten staan!")),
        ("Energierepen voor onderweg", ("200 g havermout, 100 g dadels, 60 g pindakaas, 3 el honing, 50 g rozijnen, "
         "snuf zout"), "Dadels pureren, alles mengen, in een bakblik drukken, 20 min op 175 graden, in repen snijden."),
        ("Pasta pesto met kip en zongedroogde tomaat", ("350 g penne, 2 kipfilets, 1 potje groene pesto, 100 g "
         "zongedroogde tomaat, rucola, pijnboompitten"), "Kip in blokjes bakken, pasta koken, alles mengen met pesto."),
        ("Appeltaart van mam", ("300 g bloem, 200 g roomboter, 150 g basterdsuiker, 1 ei, 1,5 kg goudrenetten, "
         "kaneel, rozijnen"),
         "Deeg maken, 1 uur koelen, vulling met kaneel, roosterdeeg erop, 1 uur op 175 graden.")])[which]
    return f"{titel}\n\nIngrediënten (4 pers.): {ingr}\n\nBereiding: {bereiding}\n"


# ---- smaller one-off documents ---------------------------------------------------------------------------------


def t_plattegrond(r: random.Random, dt) -> str:
    return ("Plattegrond Amsterdamsestraatweg 212 - indeling De Spaak (schets v3)\nSchaal 1:100, "
            f"{_dd(dt)}\n\nBegane grond 185 m2:\n- winkel/showroom voorzijde 95 m2 (etalage 7,4 m breed)\n"
            "- Voltaro e-bike hoek met laadwand 20 m2\n- werkplaats achter 60 m2: 4 montagestands, wielrichtbank, "
            "accu-laadkast (brandwerend)\n- toilet, pantry 10 m2\nKelder 55 m2: opslag banden/onderdelen, "
            "trap + goederenlift? (vragen verhuurder)\nAchterom: laden/lossen via Van Riebeeckstraat")


def t_voltaro_prijs(r: random.Random, dt) -> str:
    return ("Voltaro Bikes - Dealerprijslijst 2026 (vertrouwelijk)\n\nModel | Adviesprijs | Dealerprijs\n"
            "City E1 (V-Drive 65 Nm, 418 Wh) | 2.499 | 1.749\nTour E3 (V-Drive 85 Nm, 625 Wh) | 3.199 | 2.239\n"
            "Cargo L (bakfiets, 85 Nm, 2x 500 Wh) | 4.899 | 3.429\nSpeed S45 (45 km/u, kenteken) | 5.299 | 3.709\n"
            "Accu 625 Wh los | 799 | 559\n\nLevering franco vanaf 5 stuks. Betalingstermijn 30 dagen. "
            f"Geldig vanaf {_dd(dt)}.")


def t_bosch_diag(r: random.Random, dt) -> str:
    return ("Bosch eBike Systems - DiagnosticTool 3 - beknopte werkplaatsinstructie\n\n1. Accu laden tot >20%.\n"
            "2. Diagnosekabel op de diagnosepoort van de Drive Unit (Smart System: via de LED Remote).\n"
            "3. Log in op de DiagnosticTool met dealeraccount; kies 'Systeemcheck'.\n4. Foutgeheugen uitlezen, "
            "opslaan bij de werkorder, daarna wissen.\n5. Software-update: altijd alle componenten tegelijk.\n"
            "Let op: actieve foutcode 523 = accu niet herkend; controleer contacten en accuslot.")


def t_catalogus(r: random.Random, dt) -> str:
    return (f"Velo Onderdelen B.V. - Catalogus werkplaats {dt.year}\n\nHoofdstukken: banden en binnenbanden, "
            "ketting en aandrijving, remmen, verlichting, naven en wielen, e-bike onderdelen (Bosch, Shimano "
            "STEPS, Bafang), gereedschap (Park Tool, Cyclus).\nBestellen vóór 16.00 uur = morgen in huis. "
            "Dealerkorting volgens staffel: A 28%, B 32%, C 35%.\nArt. 2210431 Cyclus trapassleutel Shimano "
            "Hollowtech II ... 24,90\nArt. 2210990 Park Tool TS-2.2 wielrichtbank ... 329,00")


def t_remeha(r: random.Random, dt) -> str:
    return ("Remeha Calenta Ace - Gebruikershandleiding\n\nWaterdruk: tussen 1,5 en 2,0 bar. Bijvullen via de "
            "vulkraan onder de ketel.\nStoringscode H.02.00: ontsteking mislukt, reset na 1 minuut.\n"
            "Storingscode A.02.18: waterdruk te laag.\nZomerstand: toets 'zon' 3 seconden.\nJaarlijks onderhoud "
            "door een erkend installateur.")


def t_vaatwasser(r: random.Random, dt) -> str:
    return ("Bosch Serie 4 vaatwasser SMV4HTX31E - gebruiksaanwijzing (NL)\n\nProgramma Eco 50: 3:55 u, "
            "laagste verbruik.\nZoutreservoir vullen bij waterhardheid boven 7 dH (Utrecht: 9 dH).\n"
            "Foutcode E:15 - waterstop aangesproken: stekker eruit, bodem leegmaken.\nFilters maandelijks "
            "reinigen.")


def t_omvormer(r: random.Random, dt) -> str:
    return ("SolarEdge SE3000H omvormer - installatie en monitoring\n\nInstallateur: Zonnig Zuilen, 10 panelen "
            "x 405 Wp, oost-west, geplaatst mei 2022.\nMonitoring via de mySolarEdge-app; bij geen verbinding: "
            "wifi opnieuw koppelen met de P-knop.\nGarantie omvormer 12 jaar, panelen 25 jaar productgarantie.")


def t_thuisarts(r: random.Random, dt) -> str:
    return ("Thuisarts.nl - Pijn voor in de knie (patellofemoraal pijnsyndroom)\n\nDe pijn zit rond of achter de "
            "knieschijf en wordt erger bij traplopen, hurken, lang zitten en fietsen met zware weerstand.\n"
            "Wat kunt u zelf doen: blijf bewegen, maar doe minder van wat pijn doet. Bouw langzaam op.\n"
            "Oefeningen voor de bovenbeenspieren helpen. Gaat het na 3 maanden niet beter, neem contact op met "
            "de huisarts.")


def t_webteksten(r: random.Random, dt) -> str:
    return ("Teksten website De Spaak - pagina 'Over ons' (versie voor de nieuwe site)\n\nDe Spaak is sinds 2012 "
            "dé buurtfietsenmaker van Wijk C. Sanne, Bram en Noor repareren alle merken, van opoefiets tot "
            "bakfiets en e-bike. Vanaf september 2026 zitten we aan de Amsterdamsestraatweg 212.\n\n"
            "Werkplaats: afspraak maken via de website of even bellen. Klaar terwijl u wacht bij een lekke band.\n"
            "Openingstijden: di-vr 9-18, za 9-17, zo/ma gesloten.\nMeta description: Fietsenmaker Utrecht - "
            "reparatie, onderhoud, e-bikes en accessoires.")


def t_kvk(r: random.Random, dt) -> str:
    return (f"Uittreksel Handelsregister Kamer van Koophandel\nKvK-nummer 58214376\nDatum uittreksel {_dd(dt)}\n\n"
            "Handelsnaam: Fietsenwinkel De Spaak\nRechtsvorm: eenmanszaak (voortzetting VOF per 01-07-2024)\n"
            "Bezoekadres: Twijnstraat 41, 3511 ZK Utrecht\nSBI-code 47641: winkels in fietsen en bromfietsen; "
            "95290: reparatie van overige consumentenartikelen\nEigenaar: Sanne de Vries, geboren 14-03-1979\n"
            "Werkzame personen: 3")


def t_onderhandelpunten(r: random.Random, dt) -> str:
    return ("huur 212 - punten voor gesprek Verbeek\n\n- huur 3.050 max, indexatie CPI maar max 3%\n- 3 mnd "
            "huurvrij (verbouwing!)\n- pui + cv voor verhuurder\n- bankgarantie ipv borg\n- kelder: lekt het? "
            "vochtmeting laten doen\n- reclame op gevel toegestaan? (vergunning doen wij)\n- ingang 1 sept, "
            "sleutel 1 juli voor aannemer\n- optie 2e termijn 5 jaar\n")


def t_belangrijk(r: random.Random, dt) -> str:
    return ("voor Petra (accountant) - vóór 15 juni aanleveren\n\n- voorraadtelling 31-12 (lijst uit kassasysteem,"
            " inkoopwaarde)\n- lease bus december: factuur Bovag-lease ontbreekt\n- privé-opname oktober 1.250 = "
            "tandarts + auto mam? nee: Daan laptop\n- BBL-subsidie Noor aanvragen (RVO)\n- btw Q2 klaarzetten\n")


def t_erik_mail(r: random.Random, dt) -> str:
    return (f"From: Erik Hoekstra <erik.hoekstra@gmail.com>\nTo: Sanne de Vries <info@despaak-utrecht.nl>\n"
            f"Date: {dt:%a, %d %b %Y} 19:31:00 +0200\nSubject: Re: uittreding - laatste punten\n\nHoi Sanne,\n\n"
            "Akkoord met € 48.500 en de termijnen. De bakfiets-demo neem ik mee, de oude Raleigh-werkbank laat "
            "ik staan. Ik teken donderdag bij Smeets & De Lange. Fijn dat we het zo netjes afronden na twaalf "
            "jaar samen in de zaak.\n\nSucces met De Spaak!\nErik")


def t_oud_todo(r: random.Random, dt) -> str:
    return ("TODO winkel\n- bestelling Velo vrijdag\n- kassarol bestellen\n- Erik: btw Q3 2020 checken\n"
            "- Gazelle voorjaarsactie posters ophangen\n- wifi-wachtwoord klanten veranderen\n")


def t_voltaro_fwd(r: random.Random, dt) -> str:
    return (f"From: Jeroen Bakker <j.bakker@voltaro.nl>\nTo: Sanne de Vries <info@despaak-utrecht.nl>\n"
            f"Date: {dt:%a, %d %b %Y} 14:12:00 +0200\nSubject: Fwd: info demovloot en opening\n\nHoi Sanne,\n\n"
            "Zoals besproken: voor de opening op 5 september kunnen we 4 demofietsen in consignatie leveren (City "
            "E1 2x, Tour E3, Cargo L) plus beachflags en een proefritbanner. Over de minimumafname: 25 stuks in "
            "jaar 1 is het laagste wat ik intern verkocht krijg.\nHet contract pas ik aan, je krijgt het vóór de "
            "training in Eindhoven.\n\nGroet,\nJeroen Bakker\nAccountmanager Midden-Nederland, Voltaro Bikes")


def t_spaar(r: random.Random, dt) -> str:
    return (f"Rabobank - Jaaroverzicht spaarrekening {dt.year - 1}\n\n{HOME}\n\nRabo SpaarRekening "
            f"NL{r.randint(10, 99)}RABO03{r.randint(10000000, 99999999)}\nSaldo 1 januari: {_eur(r, 14000, 22000)}\n"
            f"Saldo 31 december: {_eur(r, 18000, 29000)}\nOntvangen rente: {_eur(r, 250, 520)}\n"
            "Deelrekening 'Vakantie Alpen': maandelijks € 200 via periodieke overboeking\n"
            "Vermeld het saldo op 1 januari in uw aangifte (box 3).")


def t_dakgoot(r: random.Random, dt) -> str:
    return (f"Dakdekkersbedrijf Gebr. Van Zuilen\nFactuur {r.randint(2026100, 2026999)}   {_dd(dt)}\n\n"
            "Adres werk: J.P. Coenstraat 27, Utrecht\nZinken dakgoot achterzijde vervangen (6,2 m1), "
            "hemelwaterafvoer vastgezet, lood bij schoorsteen nagekeken\n"
            f"Arbeid en materiaal {_eur(r, 780, 1150)} incl. 21% BTW\nGarantie 5 jaar op het zinkwerk.")


def t_volmacht(r: random.Random, dt) -> str:
    return ("VOLMACHT\n\nOndergetekende, Ria de Vries-Kooijman, geboren 02-11-1944, wonende in Woonzorgcentrum "
            "De Lindenhof te Utrecht,\nverleent hierbij volmacht aan haar dochter Sanne de Vries, geboren "
            "14-03-1979,\nom haar te vertegenwoordigen bij de bank (ING, rekening NL.. INGB ..), het CAK, de "
            "Belastingdienst, de gemeente Utrecht (Wmo) en de zorgverzekeraar, en om haar post te openen.\n"
            f"Getekend te Utrecht op {_nl(dt)}\n\nR. de Vries-Kooijman          S. de Vries")


def t_eurostar(r: random.Random, dt) -> str:
    return ("Fietsen meenemen in de trein naar Frankrijk - wat we hebben uitgezocht\n\nEurostar Amsterdam/"
            "Rotterdam-Parijs: fiets alleen gedemonteerd in hoes (max 120 x 90 cm), geen reservering nodig\n"
            "TGV INOUI Parijs-Grenoble: fietsplaats reserveren (€ 10), fiets in hoes kan altijd gratis als bagage\n"
            "Bus T75 Grenoble-Bourg-d'Oisans: fietsaanhanger juli-augustus, vol = volgende bus\n"
            "Alternatief: Daan rijdt? nee, geen auto. Plan B: Flixbus met fietsenrek (max 3).\n")


def t_matching(r: random.Random, dt) -> str:
    return (f"From: TU Delft Matching <matching-3me@tudelft.nl>\nTo: daan.devries08@gmail.com\n"
            f"Date: {dt:%a, %d %b %Y} 11:20:00 +0200\nSubject: Uitnodiging matchingsactiviteit Werktuigbouwkunde\n\n"
            "Beste Daan,\n\nJe hebt je aangemeld voor de bachelor Werktuigbouwkunde. Onderdeel van de "
            "aanmelding is de online matchingsactiviteit: een vragenlijst en een korte oefentoets wiskunde en "
            "mechanica. Rond deze af vóór 15 juni 2026. Je ontvangt daarna een niet-bindend studiekeuzeadvies.\n\n"
            "Met vriendelijke groet,\nFaculteit 3mE, TU Delft")


def t_racefiets(r: random.Random, dt) -> str:
    return ("Canyon Endurace CF 7 - handleiding (uittreksel) en eigen maten\n\nZadelhoogte (midden trapas tot "
            "bovenkant zadel): 74,5 cm\nZadelterugstand: 6,5 cm\nStuurbreedte 40 cm, stuurpen 90 mm\n"
            "Aanhaalmomenten: stuurpen 5 Nm, zadelpen 6 Nm (carbon!)\nBandenspanning 28 mm: 5,0 bar voor, 5,3 "
            "achter\nVerzet: 50/34, cassette 11-32 (voor de Alpen 11-34 overwegen)\n")


# --------------------------------------------------------------------------------------------------------- build


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

    def photo(rel: str, bucket: str, topic: str, age: float) -> None:
        ext = rel.rsplit(".", 1)[-1].lower()
        add(rel, bucket, topic, age, "exif" if ext in ("jpg", "jpeg") else "")

    def left(rel: str, data: bytes, age: float) -> None:
        assert all(i.rel != rel for i in items), rel
        write(rel, data, age)
        items.append(Item(rel, L, "System", False))

    def img(prefix: str, age: float) -> str:
        dt = NOW - timedelta(days=age)
        return f"{prefix}IMG_{dt:%Y%m%d}_{r.randint(7, 20):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.jpg"

    def lock() -> bytes:
        who = b"Sanne de Vries"
        return bytes([len(who)]) + who + b"\x00" * (54 - len(who)) + bytes([len(who)]) + b"\x00" + \
            who.decode().encode("utf-16-le") + b"\x00" * 40

    ini = ("\r\n[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%\\system32\\shell32.dll,-21770\r\n"
           "IconResource=%SystemRoot%\\system32\\imageres.dll,-112\r\n").encode("utf-16")
    thumbs = _blob(r, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", 1200)

    # ------------------------------------------------------------ Documenten/Winkel: the shop's running (Areas)
    w = "Documenten/Winkel"
    adm = f"{w}/Administratie"
    for i, age in enumerate((160, 205, 250, 300, 355, 410)):
        _, _, code = SUPPLIERS[i % len(SUPPLIERS)]
        m = (NOW - timedelta(days=age)).strftime("%Y-%m")
        add(f"{adm}/2025/Inkoop/{code} factuur {m}.pdf", A, "Shop", age, t_inkoopfactuur)
    for i, age in enumerate((6, 20, 41, 63, 97, 131)):
        _, _, code = SUPPLIERS[(i + 2) % len(SUPPLIERS)]
        add(f"{adm}/2026/Inkoop/{code}-2026-{r.randint(10000, 99999)}.pdf", A, "Shop", age, t_inkoopfactuur)
    for age in (3, 11, 26, 48):
        add(f"{adm}/2026/Verkoop/Factuur 2026-{r.randint(100, 999):04d}.pdf", A, "Shop", age, t_verkoopfactuur)
    add(f"{adm}/BTW/BTW Q3 2025.pdf", A, "Shop", 232, t_btw)
    add(f"{adm}/BTW/BTW Q4 2025.pdf", A, "Shop", 135, t_btw)
    add(f"{adm}/BTW/BTW Q1 2026.pdf", A, "Shop", 42, t_btw)
    for wk, age in ((20, 14), (21, 7), (22, 1)):
        add(f"{adm}/Kassa/kassa-export week {wk}.csv", A, "Shop", age, t_kassa_csv)
    add(f"{w}/Accountant/Jaarrekening 2025 openstaande punten.eml", A, "Shop", 24, t_accountant_mail)
    add(f"{w}/Accountant/Re Btw Q1 2026.eml", A, "Shop", 45, t_accountant_mail)
    add(f"{w}/Accountant/Loonaangifte mei.eml", A, "Shop", 9, t_accountant_mail)
    add(f"{w}/Accountant/Uittreksel KvK De Spaak 2026.pdf", A, "Shop", 150, t_kvk)
    write(f"{w}/Accountant/._Uittreksel KvK De Spaak 2026.pdf", b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X", 150)
    write(f"{w}/Accountant/.DS_Store", b"\x00\x00\x00\x01Bud1" + bytes(200), 150)
    for mnd, age in (("maart", 70), ("april", 40), ("mei", 10)):
        add(f"{w}/Personeel/Bram/Loonstrook {mnd} 2026.pdf", A, "Shop", age,
            lambda r, dt: t_loonstrook(r, dt, "bram"))
    add(f"{w}/Personeel/Noor/Loonstrook mei 2026.pdf", A, "Shop", 10, lambda r, dt: t_loonstrook(r, dt, "noor"))
    add(f"{w}/Personeel/Noor/Praktijkovereenkomst BBL Noor.docx", A, "Shop", 280, t_praktijkovereenkomst)
    add(f"{w}/Personeel/werkrooster week 23.xlsx", A, "Shop", 2, t_werkplanning)
    add(f"{w}/Verzekeringen/Polis ondernemersverzekering 2026.pdf", A, "Shop", 155, t_polis_bedrijf)
    add(f"{w}/Huur Twijnstraat/Huurfactuur april 2026.pdf", A, "Shop", 62, t_huur_huidig)
    add(f"{w}/Huur Twijnstraat/Huurfactuur mei 2026.pdf", A, "Shop", 31, t_huur_huidig)
    add(f"{w}/Website/Factuur hosting 2026.pdf", A, "Shop", 118, t_hosting)
    add(f"{w}/Website/webshop-orders-mei.csv", A, "Shop", 2, t_webshop_csv)
    add(f"{w}/Website/Teksten website Over ons.docx", A, "Shop", 55, t_webteksten)
    add(f"{w}/Website/despaak-child/functions.php", A, "Shop", 33, t_functions_php)
    add(f"{w}/Website/despaak-child/style.css", A, "Shop", 33, t_style_css)
    for age in (4, 9, 17):
        add(f"{w}/Werkbonnen/werkbon {r.randint(6000, 6999)}.pdf", A, "Shop", age, t_reparatiebon)

    # ------------------------------------------------------------ the move (Projects, Shop)
    v = f"{w}/Verhuizing Amsterdamsestraatweg"
    add(f"{v}/Huurcontract/Concept huurovereenkomst v2.pdf", P, "Shop", 58, t_huur_concept)
    add(f"{v}/Huurcontract/Concept huurovereenkomst v3 opmerkingen Sanne.docx", P, "Shop", 20, t_huur_concept)
    add(f"{v}/Huurcontract/Re Huurvoorstel Amsterdamsestraatweg 212.eml", P, "Shop", 19, t_huur_mail)
    add(f"{v}/Huurcontract/onderhandelpunten.txt", P, "Shop", 22, t_onderhandelpunten)
    add(f"{v}/Offertes/Offerte Van Rijn verbouwing.pdf", P, "Shop", 36, lambda r, dt: t_offerte_verbouw(r, dt, 0))
    add(f"{v}/Offertes/Offerte Koster elektra.pdf", P, "Shop", 30, lambda r, dt: t_offerte_verbouw(r, dt, 1))
    add(f"{v}/Offertes/Offerte Stam winkelinrichting.pdf", P, "Shop", 27, lambda r, dt: t_offerte_verbouw(r, dt, 2))
    add(f"{v}/Offertes/Offerte Bouwservice Zuilen.pdf", P, "Shop", 15, lambda r, dt: t_offerte_verbouw(r, dt, 3))
    add(f"{v}/Vergunning/Ontvangstbevestiging omgevingsvergunning.pdf", P, "Shop", 44,
        lambda r, dt: t_vergunning(r, dt, "ontvangst"))
    add(f"{v}/Vergunning/Gevelreclame aanvraag ontvangen.pdf", P, "Shop", 12,
        lambda r, dt: t_vergunning(r, dt, "reclame"))
    add(f"{v}/Planning verhuizing.md", P, "Shop", 3, t_verhuisplanning)
    add(f"{v}/Begroting verhuizing.xlsx", P, "Shop", 5, t_begroting_verhuizing)
    left(f"{v}/~$groting verhuizing.xlsx", lock(), 1)
    add(f"{v}/Nieuwsbrief verhuizing concept.docx", P, "Shop", 8, t_klantmail)
    add(f"{v}/Plattegrond pand 212 schets.pdf", P, "Shop", 50, t_plattegrond)
    for age in (80, 80, 79, 52, 52, 13):
        photo(img(f"{v}/Foto's pand/", age), P, "Shop", age)
    photo(f"{v}/Foto's pand/IMG_4711.HEIC", P, "Shop", 52)

    # ------------------------------------------------------------ Voltaro dealership (Projects, Shop)
    e = f"{w}/Voltaro dealer"
    add(f"{e}/Dealerovereenkomst Voltaro concept.pdf", P, "Shop", 40, t_dealercontract)
    add(f"{e}/Dealerovereenkomst Voltaro opmerkingen.docx", P, "Shop", 34, t_dealercontract)
    add(f"{e}/Bevestiging training Service Level 1.eml", P, "Shop", 25, t_training)
    add(f"{e}/Eerste order Voltaro.xlsx", P, "Shop", 11, t_eerste_order)
    add(f"{e}/Rekensom dealerschap.txt", P, "Shop", 47, t_marge)
    add(f"{e}/Voltaro dealerprijslijst 2026.pdf", P, "Shop", 60, t_voltaro_prijs)

    # ------------------------------------------------------------ finished shop projects (Archive, Shop)
    ar = f"{w}/Archief"
    add(f"{ar}/Verbouwing 2023/Offerte Stam werkplaats.pdf", X, "Shop", 1010, lambda r, dt: t_refit(r, dt, 1))
    add(f"{ar}/Verbouwing 2023/Factuur Stam 2023.pdf", X, "Shop", 955, lambda r, dt: t_refit(r, dt, 0))
    add(f"{ar}/Verbouwing 2023/Opleveringsrapport.pdf", X, "Shop", 952, lambda r, dt: t_refit(r, dt, 2))
    for age in (965, 960, 952, 951):
        photo(img(f"{ar}/Verbouwing 2023/", age), X, "Shop", age)
    ex = f"{ar}/Uittreding Erik 2024"
    add(f"{ex}/Overeenkomst uittreding en voortzetting.pdf", X, "Shop", 705,
        lambda r, dt: t_uittreding(r, dt, "overeenkomst"))
    add(f"{ex}/Waardering aandeel VOF.pdf", X, "Shop", 760, lambda r, dt: t_uittreding(r, dt, "waardering"))
    add(f"{ex}/Brief notaris akte.pdf", X, "Shop", 690, lambda r, dt: t_uittreding(r, dt, "notaris"))
    add(f"{ex}/Slotafrekening Erik.txt", X, "Shop", 520, lambda r, dt: t_uittreding(r, dt, "slot"))
    add(f"{ex}/Re uittreding - laatste punten.eml", X, "Shop", 712, t_erik_mail)
    cu = f"{ar}/Cursus e-bike elektronica"
    add(f"{cu}/Inschrijving Fietsacademie.pdf", X, "Shop", 520, lambda r, dt: t_cursus(r, dt, "inschrijving"))
    add(f"{cu}/Les 3 spanning stroom weerstand.docx", X, "Shop", 480, lambda r, dt: t_cursus(r, dt, "handout"))
    add(f"{cu}/Praktijkopdracht 4.docx", X, "Shop", 460, lambda r, dt: t_cursus(r, dt, "opdracht"))
    add(f"{cu}/Certificaat e-bike elektronica.pdf", X, "Shop", 440, lambda r, dt: t_cursus(r, dt, "certificaat"))

    # ------------------------------------------------------------ workshop reference (Resources, Shop)
    h = f"{w}/Handleidingen"
    add(f"{h}/Aanhaalmomenten.xlsx", R, "Shop", 300, t_aanhaalmomenten)
    add(f"{h}/Shimano STEPS foutcodes.pdf", R, "Shop", 420, t_foutcodes)
    add(f"{h}/Spaaklengte berekenen.txt", R, "Shop", 610, t_spaken)
    add(f"{h}/Bosch DiagnosticTool 3 werkplaats.pdf", R, "Shop", 380, t_bosch_diag)
    add(f"{h}/Catalogus Velo Onderdelen 2026.pdf", R, "Shop", 140, t_catalogus)

    # ------------------------------------------------------------ Kopie oude winkel-pc (Archive, Shop)
    o = "Kopie oude winkel-pc/Users/Winkel"
    for yr, n in ((2019, 4), (2021, 3)):
        for _ in range(n):
            age = (NOW.year - yr) * 365 + r.randint(0, 300) - 150
            add(f"{o}/Documents/Facturen {yr}/factuur {yr}-{r.randint(100, 999)}.pdf", X, "Shop", age, t_oud_factuur)
    add(f"{o}/Documents/Bestellingen/bestelling Velo 2021.pdf", X, "Shop", 1700, t_inkoopfactuur)
    add(f"{o}/Documents/Prijslijst werkplaats 2020.xlsx", X, "Shop", 2250, t_oud_prijslijst)
    add(f"{o}/Documents/Brief buren stoep.docx", X, "Shop", 2050, t_oud_brief)
    add(f"{o}/Documents/Kassa export 2021.csv", X, "Shop", 1620, t_kassa_csv)
    add(f"{o}/Desktop/todo.txt", X, "Shop", 1900, t_oud_todo)
    add(f"{o}/Downloads/Catalogus Velo Onderdelen 2020.pdf", X, "Shop", 2200, t_catalogus)
    add(f"{o}/Downloads/factuur.pdf", X, "Shop", 1800, t_inkoopfactuur)
    for age in (2400, 2390, 1500):
        photo(img(f"{o}/Pictures/etalage/", age), X, "Shop", age)
    left(f"{o}/Desktop/desktop.ini", ini, 2400)
    left(f"{o}/Pictures/etalage/Thumbs.db", thumbs, 1500)

    # ------------------------------------------------------------ Documenten/Financien (Areas, Finance)
    f = "Documenten/Financien"
    for m, age in (("20260301", 92), ("20260401", 61), ("20260501", 31)):
        add(f"{f}/Bank/CSV_A_{m}_NL17RABO0132558910.csv", A, "Finance", age, t_bank_csv)
    add(f"{f}/Belasting/2024/Aangifte IB 2024 concept.pdf", A, "Finance", 420, t_aangifte_ib)
    add(f"{f}/Belasting/2025/Aangifte IB 2025 concept.pdf", A, "Finance", 48, t_aangifte_ib)
    add(f"{f}/Belasting/2025/Voorlopige aanslag 2025.pdf", A, "Finance", 505, t_voorlopige)
    add(f"{f}/Belasting/Voorlopige aanslag 2026.pdf", A, "Finance", 140, t_voorlopige)
    add(f"{f}/Pensioen/Jaaroverzicht lijfrente 2025.pdf", A, "Finance", 120, t_lijfrente)
    add(f"{f}/Pensioen/Jaaroverzicht lijfrente 2024.pdf", A, "Finance", 485, t_lijfrente)
    add(f"{f}/Verzekeringen/Polis AVP en reisverzekering 2026.pdf", A, "Finance", 152, t_avp)
    add(f"{f}/Huishoudbudget 2026.xlsx", A, "Finance", 16, t_budget)
    add(f"{f}/SVB einde kinderbijslag Daan.pdf", A, "Finance", 75, t_kinderbijslag)

    # ------------------------------------------------------------ Documenten/Huis (Areas + Resources, Home)
    hu = "Documenten/Huis"
    add(f"{hu}/Hypotheek/Jaaroverzicht hypotheek 2025.pdf", A, "Home", 118, t_hypotheek)
    add(f"{hu}/Hypotheek/Jaaroverzicht hypotheek 2024.pdf", A, "Home", 480, t_hypotheek)
    add(f"{hu}/Energie/Jaarafrekening Vandebron 2026.pdf", A, "Home", 66, t_energie)
    add(f"{hu}/Energie/Jaarafrekening Vandebron 2025.pdf", A, "Home", 430, t_energie)
    add(f"{hu}/Gemeente/Aanslag BghU 2026.pdf", A, "Home", 122, t_woz)
    add(f"{hu}/Onderhoud/Werkbon cv-ketel 2025.pdf", A, "Home", 230, t_cv)
    add(f"{hu}/Verzekering/Polis woonhuis en inboedel.pdf", A, "Home", 300, t_opstal)
    add(f"{hu}/Ziggo factuur mei.pdf", A, "Home", 8, t_ziggo)
    add(f"{hu}/Vitens jaarnota.pdf", A, "Home", 95, t_vitens)
    add(f"{hu}/Handleidingen/Remeha Calenta Ace handleiding.pdf", R, "Home", 900, t_remeha)
    add(f"{hu}/Handleidingen/Bosch vaatwasser SMV4HTX31E.pdf", R, "Home", 700, t_vaatwasser)
    add(f"{hu}/Handleidingen/SolarEdge omvormer.pdf", R, "Home", 1460, t_omvormer)

    # ------------------------------------------------------------ Documenten/Gezondheid (Areas, Health)
    g = "Documenten/Gezondheid"
    add(f"{g}/Fysio nota maart.pdf", A, "Health", 68, t_fysio)
    add(f"{g}/Fysio nota mei.pdf", A, "Health", 6, t_fysio)
    add(f"{g}/Verwijzing orthopeed.pdf", A, "Health", 21, t_huisarts)
    add(f"{g}/Zorgpolis 2026.pdf", A, "Health", 160, t_zorgpolis)
    add(f"{g}/Tandarts nota februari.pdf", A, "Health", 110, t_tandarts)
    add(f"{g}/Knie logboek.txt", A, "Health", 4, t_health_note)
    add(f"{g}/Thuisarts - pijn voor in de knie.pdf", R, "Health", 88, t_thuisarts)

    # ------------------------------------------------------------ Documenten/Daan (Projects + Areas, School)
    da = "Documenten/Daan"
    add(f"{da}/Examen 2026/Rooster CE VWO 2026.pdf", P, "School", 70, t_examenrooster)
    add(f"{da}/Examen 2026/PTA cijfers Daan.xlsx", P, "School", 30, t_pta)
    add(f"{da}/Studiekeuze/Open dagen aantekeningen.docx", P, "School", 85, t_studiekeuze)
    add(f"{da}/Studiekeuze/Bevestiging verzoek tot inschrijving.eml", P, "School", 45, t_studielink)
    add(f"{da}/Studiekeuze/DUO aanvraag studiefinanciering.pdf", P, "School", 18, t_duo)
    add(f"{da}/Studiekeuze/Kamers Delft.txt", P, "School", 7, t_kamer)
    add(f"{da}/School/Rapport V5 periode 2.pdf", A, "School", 480, t_school_rapport)
    add(f"{da}/School/Rapport V4 eind.pdf", A, "School", 710, t_school_rapport)
    add(f"{da}/School/Ouderbijdrage 2025-2026.pdf", A, "School", 260, t_ouderbijdrage)
    add(f"{da}/School/Uitnodiging ouderavond examenklassen.eml", A, "School", 250, t_ouderavond)

    # ------------------------------------------------------------ Documenten/Mam (Areas, Care)
    ma = "Documenten/Mam"
    add(f"{ma}/CAK/CAK factuur april.pdf", A, "Care", 38, t_cak)
    add(f"{ma}/CAK/CAK factuur mei.pdf", A, "Care", 8, t_cak)
    add(f"{ma}/Wmo beschikking vervoer en rolstoel.pdf", A, "Care", 140, t_wmo)
    add(f"{ma}/Zorgplanbespreking maart 2026.docx", A, "Care", 72, t_zorgplan)
    add(f"{ma}/Brief Lindenhof cliëntportaal.pdf", A, "Care", 14, t_lindenhof)
    add(f"{ma}/Medicatieoverzicht mam.pdf", A, "Care", 55, t_medicatie)
    add(f"{ma}/CIZ besluit Wlz.pdf", A, "Care", 640, t_wlz)

    # ------------------------------------------------------------ Documenten/Vakanties (Projects + Archive, Travel)
    va = "Documenten/Vakanties"
    add(f"{va}/Alpen 2026/Camping Le Colporteur bevestiging.pdf", P, "Travel", 96, t_camping)
    add(f"{va}/Alpen 2026/SNCF tickets Grenoble.pdf", P, "Travel", 39, t_trein)
    add(f"{va}/Alpen 2026/Fietsplan Alpen.md", P, "Travel", 10, t_alpen_plan)
    add(f"{va}/Alpen 2026/Paklijst.txt", P, "Travel", 5, t_paklijst)
    add(f"{va}/Alpen 2026/routes/Alpe d'Huez.gpx", P, "Travel", 60, t_gpx_alpen)
    add(f"{va}/Alpen 2026/routes/Galibier via Lautaret.gpx", P, "Travel", 60,
        lambda r, dt: t_gpx_alpen(r, dt, "Col du Galibier via Col du Lautaret"))
    for j, (trip, age, n) in enumerate((("Mallorca 2022", 1455, 3), ("Ardennen 2023", 1075, 2),
                                        ("Gardameer 2024", 665, 3), ("Texel 2025", 335, 2))):
        add(f"{va}/{trip}/boeking.pdf", X, "Travel", age + 60, lambda r, dt, j=j: t_oude_reis(r, dt, j))
        for k in range(n):
            photo(img(f"{va}/{trip}/", age - k), X, "Travel", age - k)
    add(f"{va}/Gardameer 2024/wat we deden.txt", X, "Travel", 650, t_reisverslag)

    # ------------------------------------------------------------ Fietsen, Recepten, Boeken, Muziek (Resources)
    fi = "Documenten/Fietsen"
    for i, age in enumerate((190, 240, 75, 400)):
        ext = ("pdf", "html", "pdf", "txt")[i]
        nm = ("Klimmen voor beginners", "Trainingsschema bergen", "Knieklachten bij fietsers",
              "Mooiste rondjes Utrecht")[i]
        text = t_artikel(r, NOW - timedelta(days=age), i)
        if ext == "html":
            text = "<html><head><meta charset='utf-8'><title>" + nm + "</title></head><body><p>" + \
                text.replace("\n", "</p><p>") + "</p></body></html>"
        add(f"{fi}/Artikelen/{nm}.{ext}", R, "Cycling", age, text)
    for nm, age in (("Rondje Vecht Breukelen", 320), ("Heuvelrug Amerongen", 290),
                    ("Kromme Rijn Wijk bij Duurstede", 45)):
        add(f"{fi}/Routes/{nm}.gpx", R, "Cycling", age, lambda r, dt, nm=nm: t_gpx(r, dt, nm))
    re_ = "Documenten/Recepten"
    for i, (nm, ext) in enumerate((("Stamppot andijvie", "docx"), ("Erwtensoep", "txt"), ("Energierepen", "pdf"),
                                   ("Pasta pesto kip", "txt"), ("Appeltaart mam", "docx"))):
        add(f"{re_}/{nm}.{ext}", R, "Cooking", 200 + 150 * i, lambda r, dt, i=i: t_recept(r, dt, i))
    for title, author, age in (("De renner", "Tim Krabbé", 900), ("Het Blauwe Uur", "Paulien Cornelisse", 300),
                               ("Zen and the Art of Motorcycle Maintenance", "Robert M. Pirsig", 1200),
                               ("Mountains of the Mind", "Robert Macfarlane", 150),
                               ("De Tour in 21 etappes", "Bert Wagendorp", 40)):
        lang = "nl" if author in ("Tim Krabbé", "Paulien Cornelisse", "Bert Wagendorp") else "en"
        add(f"Boeken/{author} - {title}.epub", R, "Books", age,
            _epub(title, author, lang, f"{title} - {author}. Eerste hoofdstuk."))
    for artist, song, album, age in (("Doe Maar", "Doe Maar", "Skunk", 1500), ("Golden Earring", "Radar Love",
                                                                                 "Moontan", 1500),
                                     ("Racoon", "Oceaan", "Before You Leave", 900),
                                     ("Froukje", "Groter dan ik", "Uitzinnig", 300),
                                     ("Kraftwerk", "Tour de France", "Tour de France Soundtracks", 800)):
        add(f"Muziek/{artist}/{album}/{song}.mp3", R, "Music", age, _id3(r, song, artist, album))

    # ------------------------------------------------------------ a few more personal papers
    add(f"{f}/Bank/CSV_A_20260201_NL17RABO0132558910.csv", A, "Finance", 120, t_bank_csv)
    add(f"{f}/Belasting/2023/Aangifte IB 2023 definitief.pdf", A, "Finance", 790, t_aangifte_ib)
    add(f"{f}/Sparen/Jaaroverzicht spaarrekening 2025.pdf", A, "Finance", 125, t_spaar)
    add(f"{hu}/Gemeente/Aanslag BghU 2025.pdf", A, "Home", 487, t_woz)
    add(f"{hu}/Onderhoud/Factuur dakgoot Van Zuilen.pdf", A, "Home", 190, t_dakgoot)
    add(f"{g}/Zorgpolis 2025.pdf", A, "Health", 520, t_zorgpolis)
    add(f"{ma}/CAK/CAK factuur maart.pdf", A, "Care", 69, t_cak)
    add(f"{ma}/Volmacht mam.docx", A, "Care", 560, t_volmacht)
    add(f"{va}/Alpen 2026/Fietsen mee in de trein.docx", P, "Travel", 88, t_eurostar)
    add(f"{da}/Studiekeuze/Uitnodiging matching TU Delft.eml", P, "School", 40, t_matching)
    add(f"{fi}/Racefiets Canyon Endurace maten.txt", R, "Cycling", 500, t_racefiets)
    for age in (98, 97):
        photo(img(f"{va}/Alpen 2026/inspiratie/", age), P, "Travel", age)
    for nm, b, t, age, c in (("Downloads/document (7).pdf", A, "Finance", 124, t_spaar),
                             ("Downloads/factuur (6).pdf", A, "Home", 189, t_dakgoot),
                             ("Downloads/bestand.pdf", P, "Travel", 87, t_eurostar),
                             ("Bureaublad/Nieuw tekstdocument (3).txt", A, "Care", 559, t_volmacht),
                             ("Downloads/Mail.eml", P, "School", 39, t_matching),
                             ("Downloads/document (8).pdf", A, "Shop", 27, t_huur_huidig)):
        add(nm, b, t, age, c, hard=True)

    # ------------------------------------------------------------ Downloads: the mess
    dl = "Downloads"
    hard_dl = [
        ("factuur (2).pdf", A, "Shop", 13, t_inkoopfactuur),
        ("factuur (3).pdf", A, "Shop", 117, t_hosting),
        ("factuur.pdf", A, "Home", 38, t_ziggo),
        ("factuur (1).pdf", A, "Shop", 52, t_verkoopfactuur),
        ("factuur (4).pdf", A, "Health", 109, t_tandarts),
        ("factuur (5).pdf", A, "Home", 94, t_vitens),
        ("document (3).pdf", P, "Shop", 35, lambda r, dt: t_offerte_verbouw(r, dt, 0)),
        ("document (4).pdf", P, "Shop", 29, lambda r, dt: t_vergunning(r, dt, "aanvulling")),
        ("document.pdf", A, "Care", 66, t_cak),
        ("document (5).pdf", P, "Travel", 95, t_camping),
        ("document (6).pdf", A, "Home", 117, t_hypotheek),
        ("download.pdf", A, "Finance", 139, t_voorlopige),
        ("download (1).pdf", P, "Shop", 59, t_voltaro_prijs),
        ("download (2).pdf", A, "Finance", 119, t_lijfrente),
        ("bijlage.pdf", X, "Shop", 758, lambda r, dt: t_uittreding(r, dt, "waardering")),
        ("bijlage (1).pdf", A, "Health", 159, t_zorgpolis),
        ("Bijlage 1.docx", P, "Shop", 39, t_dealercontract),
        ("export.csv", A, "Shop", 33, t_webshop_csv),
        ("export (1).csv", A, "Finance", 120, t_bank_csv),
        ("overzicht.xlsx", P, "Shop", 12, t_eerste_order),
        ("Overzicht (2).xlsx", P, "School", 60, t_pta),
        ("brief.pdf", A, "Care", 139, t_wmo),
        ("print.pdf", P, "Travel", 38, t_trein),
        ("print (1).pdf", X, "Shop", 954, lambda r, dt: t_refit(r, dt, 0)),
        ("bericht.eml", A, "Shop", 130, t_accountant_mail),
        ("doorgestuurd.eml", P, "School", 44, t_studielink),
        ("Fwd_ info.eml", P, "Shop", 16, t_voltaro_fwd),
    ]
    for nm, b, t, age, c in hard_dl:
        add(f"{dl}/{nm}", b, t, age, c, hard=True)
    add(f"{dl}/Huurvoorstel Amsterdamsestraatweg 212.pdf", P, "Shop", 61, t_huur_concept)
    add(f"{dl}/Uittreksel KvK De Spaak 2026.pdf", A, "Shop", 151, t_kvk)
    add(f"{dl}/Thuisarts knieklachten.pdf", R, "Health", 90, t_thuisarts)
    add(f"{dl}/Rooster CE VWO 2026.pdf", P, "School", 71, t_examenrooster)
    add(f"{dl}/Recept energierepen.pdf", R, "Cooking", 210, lambda r, dt: t_recept(r, dt, 2))
    add(f"{dl}/Loonstrook april 2026 Bram.pdf", A, "Shop", 40, lambda r, dt: t_loonstrook(r, dt, "bram"))
    add(f"{dl}/Schermafbeelding 2026-04-02 101455.png", R, "Photos", 60, "")
    for nm, age, head in (("VoltaroConnect_Setup_2.4.1.exe", 26, b"MZ\x90\x00"),
                          ("Shimano E-TUBE PROJECT for Windows Setup.exe", 400, b"MZ\x90\x00"),
                          ("GarminExpressInstaller.exe", 250, b"MZ\x90\x00"),
                          ("AcroRdrDC2400220857_nl_NL.exe", 180, b"MZ\x90\x00"),
                          ("ZoomInstallerFull.msi", 330, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1")):
        add(f"{dl}/{nm}", R, "Software", age, _blob(r, head, 2000))
    left(f"{dl}/Voltaro V-Drive servicehandleiding.pdf.crdownload", _blob(r, b"%PDF-1.6\n", 1500), 1)
    left(f"{dl}/Niet-bevestigd 381204.crdownload", _blob(r, b"PK\x03\x04", 1200), 3)
    left(f"{dl}/Tour de France 2025 samenvatting.mp4.part", _blob(r, b"\x00\x00\x00\x20ftypisom", 1500), 40)
    left(f"{dl}/desktop.ini", ini, 400)

    # ------------------------------------------------------------ Bureaublad
    bb = "Bureaublad"
    for nm, b, t, age, c in (
            ("Nieuw tekstdocument.txt", P, "Shop", 21, t_onderhandelpunten),
            ("Nieuw tekstdocument (2).txt", A, "Health", 12, t_health_note),
            ("Naamloos.docx", P, "Shop", 9, t_klantmail),
            ("todo.txt", P, "School", 6, t_kamer),
            ("notities.txt", P, "Shop", 46, t_marge),
            ("Document1.docx", A, "Care", 71, t_zorgplan),
            ("lijstje.txt", P, "Travel", 4, t_paklijst),
            ("belangrijk.txt", A, "Shop", 15, t_belangrijk),
            ("Nieuwe map/document.pdf", A, "Finance", 47, t_aangifte_ib),
            ("Nieuwe map/scan.pdf", A, "Care", 13, t_lindenhof),
            ("Nieuwe map/Doc2.docx", A, "School", 255, t_ouderavond)):
        add(f"{bb}/{nm}", b, t, age, c, hard=True)
    add(f"{bb}/Begroting verhuizing.xlsx", P, "Shop", 2, t_begroting_verhuizing)
    add(f"{bb}/Fietsplan Alpen.md", P, "Travel", 3, t_alpen_plan)
    add(f"{bb}/Schermafbeelding 2026-05-14 093012.png", R, "Photos", 18, "")
    add(f"{bb}/Schermafbeelding 2026-05-28 174501.png", R, "Photos", 4, "")
    left(f"{bb}/desktop.ini", ini, 600)
    left(f"{bb}/~$Naamloos.docx", lock(), 0.5)

    # ------------------------------------------------------------ Scans (printer) and Gescande documenten
    sc = [
        ("Scans/scan0012.pdf", A, "Shop", 279, t_praktijkovereenkomst),
        ("Scans/scan0013.pdf", A, "Finance", 74, t_kinderbijslag),
        ("Scans/scan0014.pdf", A, "Home", 121, t_woz),
        ("Scans/scan0015.pdf", A, "Care", 639, t_wlz),
        ("Scans/scan0016.pdf", A, "Health", 20, t_huisarts),
        ("Scans/scan0017.pdf", X, "Shop", 689, lambda r, dt: t_uittreding(r, dt, "notaris")),
        ("Scans/scan0018.pdf", A, "School", 479, t_school_rapport),
        ("Scans/scan0019.pdf", P, "Shop", 33, t_dealercontract),
        ("Scans/scan0020.pdf", A, "Health", 108, t_tandarts),
        ("Scans/scan0021.pdf", A, "Shop", 16, t_reparatiebon),
        ("Scans/scan0022.pdf", X, "Shop", 439, lambda r, dt: t_cursus(r, dt, "certificaat")),
        ("Scans/scan0023.pdf", A, "Home", 65, t_energie),
        ("Scans/2025/scan0003.pdf", X, "Travel", 390, lambda r, dt: t_oude_reis(r, dt, 3)),
        ("Scans/2025/scan0007.pdf", A, "Finance", 480, t_lijfrente),
        ("Scans/2025/scan0009.pdf", A, "Home", 470, t_hypotheek),
        ("Documenten/Gescande documenten/Scan 12-03-2026.pdf", A, "Care", 81, t_medicatie),
        ("Documenten/Gescande documenten/Scan 02-04-2026.pdf", P, "Shop", 60, lambda r, dt: t_vergunning(r, dt)),
        ("Documenten/Gescande documenten/Scan 17-04-2026.pdf", A, "Shop", 45, t_btw),
        ("Documenten/Gescande documenten/Scan 30-04-2026.pdf", P, "School", 32, t_duo),
        ("Documenten/Gescande documenten/Scan 08-05-2026.pdf", A, "Shop", 24, t_polis_bedrijf),
        ("Documenten/Gescande documenten/Afbeelding (2).pdf", A, "Home", 233, t_cv),
    ]
    for rel, b, t, age, c in sc:
        add(rel, b, t, age, c, hard=True)
    add("Scans/scan0011.jpg", R, "Photos", 300, "")

    # ------------------------------------------------------------ loose in Documenten
    for nm, b, t, age, c in (("Nieuw document.docx", P, "Shop", 26, t_huur_mail),
                             ("Document (2).docx", A, "Shop", 290, t_praktijkovereenkomst),
                             ("naamloos.txt", R, "Cycling", 160, lambda r, dt: t_artikel(r, dt, 1)),
                             ("Nieuw Microsoft Excel-werkblad.xlsx", A, "Finance", 400, t_budget),
                             ("2025/brief.pdf", A, "Care", 500, t_cak),
                             ("2025/Document.docx", X, "Shop", 470, lambda r, dt: t_cursus(r, dt, "opdracht")),
                             ("2025/informatie.pdf", A, "School", 250, t_ouderbijdrage),
                             ("2025/aantekeningen.txt", A, "Health", 330, t_fysio)):
        add(f"Documenten/{nm}", b, t, age, c, hard=True)
    add("Documenten/Mijn Verzekering AVP.pdf", A, "Finance", 500, t_avp)
    left("Documenten/desktop.ini", ini, 900)
    left("Documenten/~$euw document.docx", lock(), 0.3)

    # ------------------------------------------------------------ Afbeeldingen: phone imports and screenshots
    af = "Afbeeldingen"
    for age in (395, 380, 366, 300, 280, 245, 210, 188, 170, 158):
        photo(img(f"{af}/Telefoon/2025/", age), R, "Photos", age)
    for age in (140, 98, 84, 60, 33, 22, 9, 2):
        photo(img(f"{af}/Telefoon/2026/", age), R, "Photos", age)
    for k, age in enumerate((45, 45, 20)):
        photo(f"{af}/Telefoon/2026/IMG_{5102 + k * 7}.HEIC", R, "Photos", age)
    for age in (260, 260, 259):
        photo(img(f"{af}/Mam 81 jaar/", age), R, "Photos", age)
    for age in (700, 699, 1100):
        photo(img(f"{af}/Camera/", age), R, "Photos", age)
    for nm, age in (("Schermafbeelding 2025-11-03 201533.png", 210), ("Schermafbeelding 2026-02-19 080212.png", 102),
                    ("Schermafbeelding 2026-05-21 131040.png", 11)):
        add(f"{af}/Schermafbeeldingen/{nm}", R, "Photos", age, "")
    left(f"{af}/desktop.ini", ini, 1000)
    left(f"{af}/Telefoon/2025/Thumbs.db", thumbs, 120)
    left(f"{af}/Telefoon/2026/Thumbs.db", thumbs, 2)
    left("Muziek/desktop.ini", ini, 1200)

    return items
