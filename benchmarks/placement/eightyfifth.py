"""An eighty-fifth unseen labelled corpus: Kadri Lepik's Estonian Windows laptop, ``build(root, seed)``, written blind.

What was read to write it, and nothing else: ``unseen.py``'s module docstring (lines 1-60), its helpers
(lines 60-220: ``_d``, ``_kr``, ``_latin1``, ``_rezip``, ``_zip``, ``_xlsx``, ``_epub``, ``_id3``, ``_blob``
and its Swedish name lists) and the start of its ``build()`` (lines 1296-1360: the write / encode / add / dot
/ photo helpers and its first few ``add`` calls); ``corpus.py`` lines 1-30 (``Item``, ``NOW``, ``NOW_S``,
``DAY``), ``_pdf`` and ``_jpeg``; ``blind.py``'s ``_d``, ``_money``, ``_docx``, ``HEIC_HEAD`` and ``_png``.
Slightly past those ranges, by printing a few lines too many: ``corpus.py`` lines 165-168 (the last two
``return`` lines of a generator method before ``_pdf``) and 205-215 (the first lines of ``corpus.build``: it
makes a generator and loops over a name table writing loose files to ``Downloads``); ``blind.py`` lines
108-110 (a comment line heading its document texts) and 1318-1320 (the ``return items`` ending its
``build``). Nothing under ``foldwise/``, ``docs/``, ``tests/`` or ``scripts/``, no other placement module,
no git command, no benchmark run and no placement output was looked at. The labels come from this
person's life.

The person: Kadri Lepik, 35 (born 14 November 1990), a software tester -- QA lead ("testimisjuht") at
Nordlane Systems OÜ, a remote-first logistics-software company, since September 2023. Before that she
was a tester and then senior tester in the IT department of Läänemere Pank AS in Tallinn (March 2016 to
June 2023); between the two jobs she was registered with Töötukassa for six weeks in summer 2023. She
lives in Tartu (Kalevi 64-17, an apartment bought in July 2023 with a home loan from Liivimaa Pank, in
the housing association Korteriühistu Kalevi 64) with her partner Siim Kuusk (a logistics planner) and
their daughter Mia (born February 2022), who goes to Tartu Lasteaed Sõstramari. The family moved from
a rented flat in Tallinn-Mustamäe in August 2023 (the move is finished). Her grandfather Ants Lepik
left her his farmhouse Mäe-Lepiku in Pässä küla, Rõuge vald, Võrumaa, by will; the succession was
settled in 2023 and the house is now the family's summer place. Now (2026) the old smoke-blackened sauna
there is being rebuilt with a builder (Haanja Palgiehitus OÜ): quotes from the winter, a design and a
building notice (ehitusteatis) accepted by Rõuge Vallavalitsus, demolition in April, foundations in May,
handover planned for August 2026. She studies for the ISTQB Advanced Test Manager exam booked for
18 September 2026 (she passed the Foundation level in 2019 while at the bank). The family plans a trip
to Japan on 3-18 October 2026. Her old Toyota Avensis was sold in February 2026 (the family now uses
Siim's car, which is his business). She orienteers with Tartu Orienteerumisklubi Kobras. Her mother's
mother, Galina Sorokina (бабушка Галя, in Narva), writes to her in Russian, so some recipes, letters and
family history are Russian. Parental benefit for Mia ran in 2022-2023 and has ended; child allowance
continues. Past trips: Croatia (August 2024) and Lapland (February 2025).

The machine: a Windows laptop in Estonian. ``Allalaadimised/`` (Downloads, the worst mess), ``Töölaud/``
(Desktop), ``Dokumendid/`` (Documents) with her own half-kept folders (``Kodu``, ``Pank ja maksud``,
``Tervis``, ``Mia``, ``Töö``, ``Suvila``, ``Saun 2026``, ``ISTQB``, ``Jaapan 2026``, ``Orienteerumine``,
``Retseptid``, ...), a ``Dokumendid/Skaneeritud/`` folder of scanner output, a ``Dokumendid/2024/`` year
folder, ``Pildid/`` (Pictures) with ``Ekraanipildid/`` (screenshots), ``Muusika/``, ``Raamatud/``, a copy
of her old bank-era laptop (``Vana sülearvuti 2023/``) and a phone backup (``Telefoni varukoopia 2024/``).

Labelling rules (written before any file was generated; every file is labelled by them, as of ``NOW``,
2026-06-01):

- **Projects**: an outcome with an end that is still being worked on now, whatever the file's age. The
  sauna rebuild at Mäe-Lepiku (quotes, design, building notice and the vald's answer, builder contract,
  material orders, site notes, budget, demolition and building photos) -- topic Cottage; the ISTQB
  Advanced Test Manager exam (booking, syllabus and sample exams downloaded for it, course and its
  invoice, the employer's training agreement, study plan, notes, mock-exam scores) -- topic Testing; the
  Japan trip of October 2026 (flights, hotels, rail passes, itinerary, budget, travel insurance, Mia's
  passport for it, packing list, phrase notes, map screenshots) -- topic Travel.
- **Areas**: responsibilities with no end, whatever the document's age: bank accounts, statements,
  the home loan, tax returns to EMTA, pension pillars, the household budget (Finance); the Tartu
  apartment -- purchase deed, housing-association invoices and meetings, utilities, home insurance,
  repairs (Home); the family's health -- family doctor, prescriptions, lab results, dentist, glasses,
  physiotherapy, Tervisekassa, sick-child care leave (Health); Mia -- kindergarten fees and letters,
  child allowance, swimming lessons, birthday plans (Family); the current job at Nordlane -- contract,
  payslips, test strategy and plans, bug exports, retros, reviews, offsite, CV and certificates, the
  2019 Foundation certificate included (Work); keeping the summer house -- land tax, land-register
  extract, electricity, insurance, waste collection, chimney sweep, well water, spring chores
  (Cottage); orienteering club membership and licence fees, club meetings (Orienteering). An old tax
  return or a 2024 housing-association protocol is still an Area.
- **Resources**: reference and interests by subject: testing books, cheat sheets and conference
  material not gathered for the exam, testing ebooks included (Testing); orienteering maps, results,
  splits, GPS tracks, training log and technique notes (Orienteering); recipes, Russian ones and the
  Japanese curry too (Cooking); other ebooks and a reading list (Books); music files (Music);
  installers, the orienteering course-setting one included (Software); appliance manuals (Home);
  family history, the family tree and grandmother's letter about it (Genealogy); photos and
  screenshots (Photos) -- except photos and screenshots that document a project, current or finished
  (sauna site, Japan map screenshots, car-sale pictures: that project's bucket and topic), and those
  inside a backup.
- **Archive**: finished projects and ended responsibilities: the job at Läänemere Pank and the
  Töötukassa weeks of 2023 (Work); the 2023 move from Tallinn and the Tallinn rental (Home); the sold
  Toyota, including its old service and insurance papers (Car); grandfather's succession, settled 2023
  (Estate); the parental benefit of 2022-2023 (Family); past trips (Travel); the ISTQB Foundation exam of
  2019 -- its notes and registration (Testing); everything inside the old-laptop copy and the phone
  backup, whatever it holds (Backup).
- **Left**: unfinished downloads (``.crdownload``, ``.part``), Office lock files (``~$name.docx``) and
  system files (``desktop.ini``, ``Thumbs.db``) (topic System). Dot files are written but not labelled.

Topics are subjects, shared across buckets (the sauna project and the land tax are both ``Cottage``;
the exam project and a testing ebook are both ``Testing``). ``hard`` marks a file whose name *and*
folder say nothing about its subject (``Allalaadimised/dokument (3).pdf``, ``Töölaud/nimetu.txt``,
``Dokumendid/Skaneeritud/scan_0014.pdf``): only the text inside (.txt, .md, .csv, .eml, .pdf, .docx,
.xlsx) can place it. Images are never hard. Dates are relative to ``corpus.NOW``.
"""

from __future__ import annotations

import os
import random
from datetime import datetime, timedelta
from pathlib import Path

from benchmarks.placement.blind import HEIC_HEAD, _d, _docx, _png
from benchmarks.placement.corpus import DAY, NOW, NOW_S, Item, _jpeg, _pdf
from benchmarks.placement.unseen import _blob, _epub, _id3, _latin1, _rezip, _xlsx, _zip

__all__ = ["NOW", "NOW_S", "build"]

# --------------------------------------------------------------------------- helpers


def _ee(dt: datetime) -> str:
    return dt.strftime("%d.%m.%Y")


def _eur(v: float) -> str:
    s = f"{v:,.2f}".replace(",", " ").replace(".", ",")
    return s + " €"


def _pdfsafe(text: str) -> str:
    for a, b in (("š", "s"), ("Š", "S"), ("ž", "z"), ("Ž", "Z"), ("€", "EUR"), ("²", "2"), ("³", "3")):
        text = text.replace(a, b)
    return _latin1(text)


def _ago(days: float) -> datetime:
    return NOW - timedelta(days=days)


def _asice(doc_name: str, doc_bytes: bytes, signer: str, when: datetime) -> bytes:
    """A DigiDoc4-style ASiC-E container (a zip) holding one signed document."""
    stamp = when.strftime("%Y-%m-%dT%H:%M:%SZ")
    manifest = ('<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n'
                '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" '
                'manifest:version="1.2">\n'
                '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.etsi.asic-e+zip"/>\n'
                f'<manifest:file-entry manifest:full-path="{doc_name}" manifest:media-type="application/pdf"/>\n'
                '</manifest:manifest>\n')
    sig = ('<?xml version="1.0" encoding="UTF-8"?>\n'
           '<asic:XAdESSignatures xmlns:asic="http://uri.etsi.org/02918/v1.2.1#" '
           'xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:xades="http://uri.etsi.org/01903/v1.3.2#">'
           '<ds:Signature Id="S0"><ds:SignedInfo><ds:Reference URI="' + doc_name + '"/></ds:SignedInfo>'
           '<ds:KeyInfo><ds:X509Data><ds:X509SubjectName>CN=' + signer + ',C=EE</ds:X509SubjectName>'
           '</ds:X509Data></ds:KeyInfo><ds:Object><xades:QualifyingProperties><xades:SignedProperties>'
           '<xades:SignedSignatureProperties><xades:SigningTime>' + stamp + '</xades:SigningTime>'
           '<xades:SignatureProductionPlace><xades:City>Tartu</xades:City><xades:CountryName>EE'
           '</xades:CountryName></xades:SignatureProductionPlace></xades:SignedSignatureProperties>'
           '</xades:SignedProperties></xades:QualifyingProperties></ds:Object></ds:Signature>'
           '</asic:XAdESSignatures>\n')
    return _zip([("mimetype", "application/vnd.etsi.asic-e+zip"), (doc_name, doc_bytes),
                 ("META-INF/manifest.xml", manifest), ("META-INF/signatures0.xml", sig)])


def _eml(frm: str, to: str, subject: str, when: datetime, body: str, cc: str = "") -> str:
    head = [f"From: {frm}", f"To: {to}"]
    if cc:
        head.append(f"Cc: {cc}")
    head += [f"Subject: {subject}", f"Date: {when.strftime('%a, %d %b %Y %H:%M:%S +0300')}",
             "MIME-Version: 1.0", 'Content-Type: text/plain; charset="utf-8"', "Content-Transfer-Encoding: 8bit"]
    return "\n".join(head) + "\n\n" + body.strip() + "\n"


def _gpx(r: random.Random, name: str, when: datetime, lat: float, lon: float, n: int = 40) -> str:
    pts = []
    t = when.replace(tzinfo=None, hour=15, minute=r.randint(0, 50), second=0)
    for i in range(n):
        lat += r.uniform(-0.0006, 0.0009)
        lon += r.uniform(-0.0009, 0.0012)
        stamp = (t + timedelta(seconds=15 * i)).strftime("%Y-%m-%dT%H:%M:%SZ")
        pts.append(f'      <trkpt lat="{lat:.6f}" lon="{lon:.6f}"><ele>{r.uniform(40, 90):.1f}</ele>'
                   f"<time>{stamp}</time></trkpt>")
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="Garmin Connect" '
            'xmlns="http://www.topografix.com/GPX/1/1">\n  <trk>\n    <name>' + name + "</name>\n    <trkseg>\n"
            + "\n".join(pts) + "\n    </trkseg>\n  </trk>\n</gpx>\n")


ME = "Kadri Lepik"
ME_IK = "49011140239"
ME_MAIL = "kadri.lepik@gmail.com"
ME_WORK = "kadri.lepik@nordlane.io"
ADDR = "Kalevi 64-17, 50104 Tartu"
SIIM = "Siim Kuusk"
MIA_IK = "62202092714"
IBAN = "EE52 9600 0012 4471 3306"
SUVILA = "Mäe-Lepiku, Pässä küla, Rõuge vald, 66217 Võru maakond"
KATASTER = "69801:003:0412"
BUILDER = ("Haanja Palgiehitus OÜ\nRg-kood 12873455, KMKR EE101844562\nSuure Munamäe tee 3, Haanja küla, "
           "Rõuge vald\nTel +372 5342 8810, tarmo@haanjapalk.ee")
NORDLANE = "Nordlane Systems OÜ, registrikood 14588213, Ahtri 12, 10151 Tallinn"
BANK = "Põhjala Pank AS"
LOANBANK = "Liivimaa Pank AS"
FIRST = ["Mart", "Kati", "Jaan", "Liis", "Tõnu", "Piret", "Andres", "Kristi", "Margus", "Eve", "Rein", "Helen",
         "Priit", "Annika", "Urmas", "Kerli"]
SURN = ["Tamm", "Saar", "Sepp", "Mägi", "Kask", "Kukk", "Rebane", "Ilves", "Pärn", "Koppel", "Lill", "Kõiv",
        "Vaher", "Org", "Luik", "Raud"]


def _person(r: random.Random) -> str:
    return f"{r.choice(FIRST)} {r.choice(SURN)}"


def _vat_rate(dt: datetime) -> int:
    if dt >= datetime(2025, 7, 1, tzinfo=dt.tzinfo):
        return 24
    return 22 if dt >= datetime(2024, 1, 1, tzinfo=dt.tzinfo) else 20


def _invoice_lines(r: random.Random, rows: list[tuple[str, float, float]], dt: datetime) -> str:
    """Rows (name, qty, unit price without VAT) as invoice lines with subtotal, VAT and total."""
    out, net = [], 0.0
    for name, qty, unit in rows:
        s = round(qty * unit, 2)
        net += s
        q = f"{qty:g}".replace(".", ",")
        out.append(f"{name}   {q} x {_eur(unit)}   {_eur(s)}")
    vr = _vat_rate(dt)
    vat = round(net * vr / 100, 2)
    out += [f"Summa km-ta: {_eur(net)}", f"Käibemaks {vr}%: {_eur(vat)}", f"Tasuda kokku: {_eur(net + vat)}"]
    return "\n".join(out)


# --------------------------------------------------------------------------- Cottage: the sauna (Projects)

QUOTERS = {
    "haanja": ("Haanja Palgiehitus OÜ", "Tarmo Raud", 1.0),
    "voru": ("Võru Saunameistrid OÜ", "Priit Kõiv", 1.12),
    "louna": ("Lõuna Ehitusmeeskond OÜ", "Janek Vaher", 0.94),
}


def t_sauna_quote(key: str):
    firm, contact, f = QUOTERS[key]

    def t(r: random.Random, dt: datetime) -> str:
        rows = [("Vana sauna lammutus ja prahi äravedu", 1, round(1180 * f, 2)),
                ("Postvundament, 12 betoonposti, kaevetööd", 1, round(2390 * f * r.uniform(0.95, 1.05), 2)),
                ("Palkseinad, ümarpalk 200 mm, 5,0 x 4,8 m, montaaž", 1, round(14800 * f * r.uniform(0.97, 1.04), 2)),
                ("Sarikad, roovitus, valtsplekk-katus", 27, round(156 * f, 2)),
                ("Leiliruumi ja pesuruumi voodrid (haab, lepp), lavad", 1, round(2120 * f, 2)),
                ("Puuküttega keris ja roostevaba korsten paigaldusega", 1, round(2580 * f, 2)),
                ("Transport Pässä külla", 1, 350.0)]
        num = "HP-2026-031" if key == "haanja" else f"{r.choice(['VS', 'LE'])}-{dt.year}-{r.randint(10, 60):03d}"
        return (f"{firm}\nHINNAPAKKUMINE nr {num}\nKuupäev: {_ee(dt)}\n"
                f"Tellija: {ME}, tel +372 5551 2741, {ME_MAIL}\n"
                "Objekt: saunahoone ehitus (asendab vana suitsusauna), Mäe-Lepiku, Pässä küla, Rõuge vald\n"
                "Hoone: ehitisealune pind ca 27 m2, eesruum, pesuruum, leiliruum; terrass 8 m2\n"
                + _invoice_lines(r, rows, dt) +
                "\nPakkumine kehtib 30 päeva. Tööde algus kokkuleppel, eeldatavalt aprill 2026,"
                " ehitusaeg 14-16 nädalat.\nHinnas ei sisaldu: ehitusprojekt, elektritööd, vee- ja"
                " kanalisatsioonitööd, terrassi katus.\n"
                f"Lugupidamisega\n{contact}\n{firm}")
    return t


def t_sauna_compare(r: random.Random, dt: datetime) -> str:
    return ("Pakkuja;Summa km-ga;Ehitusaeg;Garantii;Märkus\n"
            f"Haanja Palgiehitus;{r.randint(35200, 36100)};14 nädalat;2 a;Tarmo käis kohapeal, teeb ka lammutuse\n"
            f"Võru Saunameistrid;{r.randint(39400, 40600)};16 nädalat;2 a;keris kallim, vundament plokkidest\n"
            f"Lõuna Ehitusmeeskond;{r.randint(33000, 34000)};18 nädalat;1 a;ei saa enne juunit alustada\n"
            ";;;;Valik: Haanja, allkirjastada leping märtsis")


def t_sauna_contract(r: random.Random, dt: datetime) -> str:
    return (f"TÖÖVÕTULEPING nr 2026/07\nTartus, {_ee(dt)}\n"
            f"Tellija: {ME}, isikukood {ME_IK}, elukoht {ADDR}\n"
            "Töövõtja: Haanja Palgiehitus OÜ, registrikood 12873455, esindaja juhatuse liige Tarmo Raud\n"
            "1. Lepingu ese\n1.1 Töövõtja ehitab Tellija kinnistule Mäe-Lepiku (katastritunnus "
            f"{KATASTER}) saunahoone vastavalt Projekt Puit OÜ ehitusprojektile töö nr 26-011 ja "
            "hinnapakkumisele HP-2026-031.\n1.2 Töö hõlmab vana saunahoone lammutamist, vundamenti, "
            "palkseinu, katust, siseviimistlust ning kerise ja korstna paigaldust (keris ja korsten on Tellija "
            "materjal).\n"
            "2. Tähtajad\n2.1 Tööde algus 13.04.2026, valmimine ja üleandmine hiljemalt 15.08.2026.\n"
            "3. Hind ja maksmine\n3.1 Lepingu hind on 29 150,00 eurot, lisandub käibemaks 24%, kokku 36 146,00 eurot.\n"
            "3.2 Ettemaks 30% lepingu sõlmimisel, 40% seinte ja katuse valmimisel, 30% pärast üleandmise-vastuvõtmise "
            "akti allkirjastamist.\n3.3 Lisatööd tehakse ainult Tellija kirjalikul (ka e-posti teel) nõusolekul.\n"
            "4. Garantii\n4.1 Töövõtja annab tehtud töödele garantii 2 aastat alates üleandmisest.\n"
            "5. Muud tingimused\n5.1 Töövõtja vastutab tööohutuse ja tuleohutuse eest ehitusplatsil.\n"
            "5.2 Leping on allkirjastatud digitaalselt.\nTellija: Kadri Lepik /allkirjastatud digitaalselt/\n"
            "Töövõtja: Tarmo Raud /allkirjastatud digitaalselt/")


def t_ehitusteatis(r: random.Random, dt: datetime) -> str:
    return ("EHITISREGISTER\nEHITUSTEATIS\n"
            f"Menetluse nr: 2611{r.randint(100000, 999999)}\nEsitatud: {_ee(dt)}\nEsitaja: {ME} ({ME_IK})\n"
            "Pädev asutus: Rõuge Vallavalitsus\nToimingu liik: ehitise püstitamine (asendusehitis)\n"
            "Ehitise nimetus: saun\nKasutamise otstarve: 12744 Saun\nEhitisealune pind: 27,0 m2\n"
            "Kõrgus: 4,8 m\nMaapealsete korruste arv: 1\nKüte: ahjuküte (puuküttega keris)\n"
            f"Asukoht: {SUVILA}\nKatastritunnus: {KATASTER}\n"
            "Ehitusprojekt: Projekt Puit OÜ, töö nr 26-011, projekteerija Maarja Sild\n"
            "Lisad: seletuskiri.pdf, asendiplaan.pdf, lõiked.pdf, tuleohutuse osa.pdf\n"
            "Lammutatav ehitis: vana saun (ehitisregistri kood 120841553), lammutamise teatis esitatud"
            " samas menetluses")


def t_vald_reply(r: random.Random, dt: datetime) -> str:
    return _eml("Aivar Pihlak <aivar.pihlak@rouge.ee>", ME_MAIL,
                "Ehitusteatis menetletud - saun, Mäe-Lepiku", dt,
                "Tere, Kadri Lepik\n\nTeie ehitusteatis (sauna püstitamine ja vana sauna lammutamine, Mäe-Lepiku, "
                "Pässä küla) on Rõuge Vallavalitsuses menetletud ja teadmiseks võetud. Ehitamisega võib alustada "
                "ehitusteatise esitamisest 10 päeva möödudes.\n\nPalun arvestage järgmisega:\n"
                "- tuleohutuskuja naaberkinnistu hoonetest peab olema vähemalt 8 m (projektis 11 m, korras);\n"
                "- keris ja korsten paigaldada vastavalt tootja juhendile, pärast paigaldust on vajalik "
                "korstnapühkija akt;\n- pärast ehitamise lõppu esitage ehitisregistris kasutusteatis koos "
                "teostusjoonistega.\n\nLugupidamisega\nAivar Pihlak\nehitusspetsialist\nRõuge Vallavalitsus\n"
                "tel 785 9311")


def t_builder_mail(n: int):
    bodies = [
        ("Saun - ajakava", ("Tere Kadri!\n\nKäisin eile Mäe-Lepikul koha üle vaatamas. Vana saun tuleb maha "
         "kahe päevaga, palgid lähevad küttepuuks kui soovid. Lammutusega alustame 13. aprillil, postid "
         "valame nädal hiljem kui maa on sulanud. Palgid tulevad Vastseliina saeveskist mai keskel.\n\n"
         "Palun lepi naabriga (Pärnade pere) kokku, et saame nende teed pidi kaevuri sisse tuua.\n\nTarmo")),
        ("RE: Vundament", ("Tere!\n\nVundament sai valmis, 12 posti, pildid saatsin WhatsAppi. Kaevamisel tuli "
         "välja, et pinnas on nurga all savine ja märg - soovitan teha drenaaži ja kruusapadja, lisatöö "
         "ca 640 eurot + km. Kirjuta palun, kas teeme, siis saan tellida kruusa.\n\nSeinad tulevad 27.05, "
         "kokku panek võtab umbes nädala.\n\nTarmo Raud\nHaanja Palgiehitus OÜ")),
        ("Keris ja korsten", ("Tere Kadri ja Siim,\n\nKerise osas: kui ostate ise nagu rääkisime, siis võtke "
         "20 kW mudel suurema kivimahuga, 16 kW jääb sellise leiliruumi jaoks nõrgaks. Korsten roostevaba "
         "115 mm, läbiviik katusest 2,6 m. Tellige hiljemalt 10. juuniks, siis jõuab paigaldada enne "
         "katuse plekki.\n\n"
         "Tervitades\nTarmo")),
    ]
    subj, body = bodies[n]

    def t(r: random.Random, dt: datetime) -> str:
        return _eml("Tarmo Raud <tarmo@haanjapalk.ee>", ME_MAIL, subj, dt, body)
    return t


def t_sauna_reply(r: random.Random, dt: datetime) -> str:
    return _eml(f"{ME} <{ME_MAIL}>", "Tarmo Raud <tarmo@haanjapalk.ee>", "RE: RE: Vundament", dt,
                "Tere Tarmo,\n\njah, tehke drenaaž ja kruusapadi ära, 640 + km on okei. Kinnitan lisatöö.\n"
                "Naabriga rääkisin, tee on kasutamiseks vaba.\n\nKadri\n\n> Vundament sai valmis, 12 posti...")


def t_sauna_invoice(r: random.Random, dt: datetime) -> str:
    return (f"{BUILDER}\nARVE nr 271\nKuupäev: {_ee(dt)}  Maksetähtaeg: {_ee(dt + timedelta(7))}\n"
            f"Maksja: {ME}, {ADDR}\nAlus: töövõtuleping nr 2026/07, ettemaks 30%\n"
            "Saunahoone ehitus Mäe-Lepiku kinnistul, ettemaks   8 745,00 €\nKäibemaks 24%   2 098,80 €\n"
            "Tasuda kokku   10 843,80 €\nPalume tasuda arvelduskontole EE29 1700 0170 0588 4412, selgitus: arve nr")


def t_timber_invoice(r: random.Random, dt: datetime) -> str:
    rows = [("Aurutõkkepaber, rull 50 m2", 2, 38.5), ("Mineraalvill 100 mm, pakk", 6, 31.9),
            ("Haavavooderlaud 15x90, jm", 180, round(r.uniform(2.6, 2.9), 2)),
            ("Lepp lavalaud 28x90, jm", 40, 6.4), ("Kinnitusvahendid, roostevaba", 1, 64.0)]
    return (f"Võru Ehitusmaterjalid OÜ\nJüri 92, 65608 Võru\nARVE nr VE-{r.randint(40000, 49999)}\n"
            f"Kuupäev: {_ee(dt)}\nOstja: {ME}\nTarneaadress: Mäe-Lepiku, Pässä küla, Rõuge vald\n"
            + _invoice_lines(r, rows, dt) + "\nKaup tarnitakse objektile koos ehitaja tellimusega.")


def t_kerise_order(r: random.Random, dt: datetime) -> str:
    return (f"Saunapood Leil OÜ - tellimuse kinnitus #{r.randint(10000, 19999)}\nTellimuse kuupäev: {_ee(dt)}\n"
            f"Klient: {ME}, {ME_MAIL}\n"
            "Puuküttega keris 20 kW, kivimaht 120 kg   1 tk   1 189,00 €\n"
            "Keriskivid oliviindiabaas 20 kg   5 kasti   145,00 €\n"
            "Roostevaba korstnakomplekt 115 mm, 2,6 m, katuseläbiviik   1 kmpl   684,00 €\n"
            "Transport Võrumaale   49,00 €\nKokku (sisaldab käibemaksu 24%): 2 067,00 €\n"
            "Tarne: 2-3 nädalat. Kauba võtab vastu ehitaja Tarmo Raud.")


def t_seletuskiri(r: random.Random, dt: datetime) -> str:
    return ("Projekt Puit OÜ\nSAUNAHOONE EHITUSPROJEKT\nTöö nr 26-011\nEHITUSPROJEKT / SELETUSKIRI\n"
            f"Tellija: {ME}\nAsukoht: {SUVILA}, katastritunnus {KATASTER}\n"
            "1. Üldandmed. Projekteeritud on ühekorruseline palkkonstruktsioonis saunahoone vana suitsusauna "
            "asemele samale kohale. Ehitisealune pind 27,0 m2, netopind 21,4 m2, kõrgus maapinnast 4,8 m.\n"
            "2. Vundament: raudbetoonpostid 12 tk, sügavus 1,2 m, kruusapadi.\n"
            "3. Seinad: ümarpalk 200 mm, nurgad kaussliitega. Leiliruumis soojustus ja aurutõke puuduvad.\n"
            "4. Katus: viilkatus 27 kraadi, valtsplekk.\n5. Küte: puuküttega keris, roostevaba korsten "
            "115 mm, tuleohutud kaugused vastavalt tootja juhendile.\n6. Tuleohutus: kasutusviis VI, "
            "tuleohutusklass TP3, kaugus lähimast hoonest (elamu) 11 m.\n"
            f"Koostas: Maarja Sild, volitatud arhitekt, {_ee(dt)}")


def t_sauna_budget(r: random.Random, dt: datetime) -> str:
    paid = ["10843,80", "0", "0"]
    return ("Rida;Eelarve;Tegelik;Makstud;Märkus\n"
            f"Haanja Palgiehitus leping;36146;36146;{paid[0]};ettemaks 30% tasutud\n"
            "Drenaaž ja kruusapadi (lisatöö);0;793,60;0;kinnitatud e-kirjaga\n"
            "Ehitusprojekt Projekt Puit;1450;1380;1380;\n"
            "Keris ja korsten (ise ostetud);2100;2067;2067;Saunapood Leil\n"
            f"Voodrid, aurutõke, vill;1600;{r.randint(1380, 1460)};{r.randint(1380, 1460)};Võru Ehitusmaterjalid\n"
            "Elektritööd;900;;;pakkumine küsida Võru Elektritööd\n"
            "Kasutusteatis ja korstnapühkija akt;120;;;augustis\n"
            "Reserv 10%;4200;;;\nKOKKU;46516;;;")


def t_sauna_notes(r: random.Random, dt: datetime) -> str:
    return ("# Saun - objekti märkmed\n\n"
            "## Otsused\n- ehitaja: Haanja Palgiehitus (Tarmo), leping 2026/07 allkirjastatud DigiDocis\n"
            "- keris ostame ise (20 kW), korsten roostevaba\n- lava lepp, seinad haab, eesruumi põrand mänd\n\n"
            "## Ajakava\n- [x] ehitusteatis ehitisregistrisse\n- [x] valla vastus (menetletud)\n"
            "- [x] lammutus 13.-15.04\n- [x] vundament + drenaaž\n- [ ] seinad 27.05 -> ~03.06\n"
            "- [ ] katus juuni keskel\n- [ ] elekter (Võru Elektritööd, pakkumine küsimata!)\n"
            "- [ ] üleandmine 15.08, kasutusteatis ehitisregistrisse\n\n"
            "## Küsida Tarmolt\n- kas vana sauna kerisekivid saab taaskasutada aiamüüri jaoks\n"
            "- veepaagi koht kerise kõrval või eraldi boiler\n")


def t_sauna_elec_quote_req(r: random.Random, dt: datetime) -> str:
    return _eml(f"{ME} <{ME_MAIL}>", "info@vorueletritood.ee", "Hinnapäring: saunahoone elektritööd, Rõuge vald", dt,
                "Tere!\n\nEhitame Võrumaale (Pässä küla, Rõuge vald) uut saunahoonet, valmimine augustis. "
                "Vajaksime elektritööde pakkumist: kaabli vedamine majast (ca 25 m, maakaabel), kilp, "
                "4-5 valgustipunkti (leiliruumi niiskuskindel valgusti), 2 pistikupesa eesruumi, välisvalgus.\n"
                "Küte on puuküttega keris, elektrikerist ei ole.\n\nParimat\nKadri Lepik\n+372 5551 2741")


# --------------------------------------------------------------------------- Cottage (Areas) and Estate (Archive)


def t_maamaks(r: random.Random, dt: datetime) -> str:
    hind = r.randint(3100, 3600)
    tax = round(hind * 0.012 * 1.0, 2)
    return ("Maksu- ja Tolliamet\nMAAMAKSU TEADE " + str(dt.year) + "\n"
            f"Maksumaksja: {ME}, isikukood {ME_IK}\n"
            f"Maatükk: {SUVILA}\nKatastritunnus: {KATASTER}\nSihtotstarve: maatulundusmaa 100%\n"
            f"Pindala: 4,12 ha\nMaksustamishind: {_eur(hind)}\nMaksumäär: 1,2%\n"
            f"Maamaks kokku: {_eur(tax)}\nTasumise tähtaeg: 31.03.{dt.year}\n"
            "Maamaks tasuda Maksu- ja Tolliameti arvelduskontole, viitenumber isikukood.\n"
            "Kui maamaks on üle 64 euro, võib tasuda kahes osas (31. märts ja 1. oktoober).")


def t_cottage_power(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(60, 420)
    price = round(kwh * r.uniform(0.11, 0.16), 2)
    net = round(kwh * 0.0611 + 9.9, 2)
    return ("Voolu Energia AS\nElektriarve nr " + f"{r.randint(700000000, 799999999)}\n"
            f"Arve kuupäev: {_ee(dt)}\nKlient: {ME}\nTarbimiskoht: Mäe-Lepiku, Pässä küla, Rõuge vald\n"
            f"Mõõtepunkt: 38ZEE-{r.randint(10000000, 99999999)}-T\nPeriood: {(dt - timedelta(30)):%m.%Y}\n"
            f"Elektrienergia (börsihind + marginaal) {kwh} kWh   {_eur(price)}\n"
            f"Võrgutasu (Elektrilevi, Võrk 2)   {_eur(net)}\nTaastuvenergia tasu ja aktsiis   "
            f"{_eur(round(kwh * 0.018, 2))}\nKäibemaks {_vat_rate(dt)}% sisaldub\n"
            f"Tasuda: {_eur(price + net + round(kwh * 0.018, 2))}  Maksetähtaeg: {_ee(dt + timedelta(14))}")


def t_cottage_insurance(r: random.Random, dt: datetime) -> str:
    return ("Turva Kindlustus AS\nKODUKINDLUSTUSE POLIIS nr TK-" + f"{r.randint(1000000, 9999999)}\n"
            f"Kindlustusvõtja: {ME}\nKindlustusperiood: {_ee(dt)} - {_ee(dt + timedelta(364))}\n"
            f"Kindlustatud ehitis: elamu (suvila), {SUVILA}\nEhitusaasta 1938, palkmaja, ahiküte\n"
            "Kindlustussumma hoonetele: 85 000 €\nKõrvalhooned: ait, kuur (saun on ehitusel, lisada pärast valmimist)\n"
            "Kaetud riskid: tulekahju, torm, vee- ja lumekahju, vargus, vandalism\nOmavastutus: 200 €\n"
            f"Aastamakse: {_eur(r.uniform(185, 230))}\nMärkus: hooajaliselt kasutatav hoone.")


def t_jaatmed(r: random.Random, dt: datetime) -> str:
    return ("Lõuna Jäätmeveod OÜ\nArve nr LJ" + f"{r.randint(100000, 999999)}\nKuupäev: {_ee(dt)}\n"
            f"Klient: {ME}\nVeopiirkond: Rõuge vald, korraldatud jäätmevedu\nObjekt: Mäe-Lepiku, Pässä küla\n"
            "Segaolmejäätmed, konteiner 140 l, tühjendus 1x 4 nädala jooksul (hooaeg mai-oktoober)\n"
            f"Tühjendused: 2   {_eur(2 * 7.85)}\nKäibemaks {_vat_rate(dt)}%   "
            f"{_eur(2 * 7.85 * _vat_rate(dt) / 100)}\nKokku: {_eur(2 * 7.85 * (1 + _vat_rate(dt) / 100))}")


def t_korstnapuhkija(r: random.Random, dt: datetime) -> str:
    return ("KÜTTESEADME JA SUITSULÕÕRI TEHNILISE SEISUKORRA AKT\n"
            f"Akt nr {r.randint(100, 400)}/{dt.year}   Kuupäev: {_ee(dt)}\n"
            f"Omanik: {ME}\nAadress: {SUVILA}\n"
            "Kontrollitud: elumaja pliit ja soemüüriga ahi, telliskorsten 1 lõõr\n"
            "Tehtud: lõõride puhastamine, tõmbe kontroll, ahju ja pliidi seisukorra hindamine\n"
            "Tähelepanekud: korstna müüritis pööningul korras, katusealune osa vajab vuukimist 2 aasta jooksul;"
            " pliidi uks tihendada.\nOtsus: küttesüsteem on kasutamiseks sobiv.\n"
            "Kutseline korstnapühkija: Rein Koppel, kutsetunnistus nr 170584\nJärgmine puhastus: 1 aasta pärast")


def t_water_test(r: random.Random, dt: datetime) -> str:
    return ("Lõuna Labor OÜ\nKATSETULEMUSTE PROTOKOLL nr " + f"{r.randint(2000, 2999)}/{dt.year % 100}\n"
            f"Tellija: {ME}\nProovivõtukoht: salvkaev, Mäe-Lepiku, Pässä küla, Rõuge vald\n"
            f"Proov võetud: {_ee(dt - timedelta(3))}  Analüüsitud: {_ee(dt)}\n"
            f"E. coli   0 PMÜ/100 ml   (piirväärtus 0)\nColi-laadsed bakterid   {r.randint(0, 3)} PMÜ/100 ml"
            "   (piirväärtus 0)\n"
            f"Nitraat   {r.uniform(8, 38):.1f} mg/l   (piirväärtus 50)\nRaud   {r.uniform(0.05, 0.4):.2f} mg/l"
            "   (piirväärtus 0,2)\npH   7,1\n"
            "Järeldus: kaevu vesi vastab joogivee nõuetele mikrobioloogiliste näitajate osas; raua sisaldus"
            " võib ületada soovituslikku taset.")


def t_cottage_todo(r: random.Random, dt: datetime) -> str:
    return ("Suvila - kevadtööd\n\n- vesi sisse, pump kontrollida (eelmisel kevadel lekkis tihend)\n"
            "- aida katusel 2 lehte lahti\n- muru niita, võsa kraavi äärest\n- maamaks makstud? (märts)\n"
            "- prügivedu hooajaks tellida (Lõuna Jäätmeveod)\n- korstnapühkija juuni alguses\n"
            "- kaevuvesi analüüsi\n- vanaisa tööriistakuur koristada enne sauna ehitust\n")


def t_parimistunnistus(r: random.Random, dt: datetime) -> str:
    return ("PÄRIMISTUNNISTUS\nVõru linnas, " + _ee(dt) + "\nNotar Maie Kask, Võru notaribüroo\n"
            f"Pärimisasi nr {r.randint(100, 300)}/2022\n"
            "Pärandaja: Ants Lepik, isikukood 33607140216, surnud 28.10.2022, viimane elukoht Pässä küla, "
            "Rõuge vald, Võru maakond.\n"
            f"Pärija: {ME}, isikukood {ME_IK}, testamendi alusel.\n"
            "Testament tõestatud notar Maie Kase poolt 12.05.2019, registris nr 1844.\n"
            "Pärandvara: kinnisasi Mäe-Lepiku (registriosa nr 1958341, katastritunnus " + KATASTER + "), "
            "hoiused Põhjala Pank AS-is, vallasvara.\nPärimistunnistus on aluseks kinnistusraamatusse kande "
            "tegemiseks.\nNotar Maie Kask")


def t_notary_invoice(r: random.Random, dt: datetime) -> str:
    return ("Notar Maie Kask\nVõru notaribüroo, Tartu 25, 65608 Võru\nARVE nr 23-" + f"{r.randint(100, 999)}\n"
            f"Kuupäev: {_ee(dt)}\nMaksja: {ME}\n"
            "Pärimisasja menetlus, pärimistunnistuse väljaandmine   185,00 €\n"
            "Kinnistusraamatu kande avaldus   35,00 €\nRiigilõiv (kinnistusraamat)   77,00 €\n"
            "Käibemaks 20% notaritasult   44,00 €\nKokku   341,00 €")


def t_estate_inventory(r: random.Random, dt: datetime) -> str:
    return ("Vanaisa asjad - mis kuhu\n\nMaja (jääb mulle, testamendi järgi)\n"
            "- puhvet ja laud jäävad tuppa\n- rahvariided ja vöö -> tädi Ülle\n- jalgratas Ukraina -> Priidule\n"
            "- mootorsaag ja trimmer jäävad kuuri\n- vanaisa raamatud (Võro keele sõnaraamat, kalendrid) "
            "-> Tartusse\n\nKonto Põhjala Pangas: matusekulud maha (1 840 €), ülejäänu jagada vastavalt testamendile\n"
            "Notar: Maie Kask, Võru, aeg 14.03 kell 11\nKinnistusraamatu kanne - notar teeb avalduse ise\n")


def t_estate_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Ülle Lepik <ylle.lepik@hot.ee>", ME_MAIL, "vanaisa maja", dt,
                "Tere Kadri\n\nrääkisin Peetriga, meil pole midagi selle vastu, et maja jääb sulle nagu isa "
                "testamendis kirjutas. Ainult üks palve - las see kuusk aia ääres jääb alles, ema istutas selle.\n"
                "Rahvariided võtan endale, kui sobib. Notari juurde ma ei pea tulema, andsin nõusoleku "
                "digiallkirjaga.\n\nKallistused\nÜlle")


def t_kinnistusraamat(r: random.Random, dt: datetime) -> str:
    return ("KINNISTUSRAAMATU REGISTRIOSA\nRegistriosa nr 1958341, Tartu Maakohtu kinnistusosakond\n"
            f"Väljavõte seisuga {_ee(dt)}\nI jagu: Mäe-Lepiku, Pässä küla, Rõuge vald, katastritunnus {KATASTER},"
            " maatulundusmaa 100%, 4,12 ha\n"
            f"II jagu: omanik {ME} ({ME_IK}), kande alus pärimistunnistus, kanne tehtud {_ee(dt - timedelta(9))}\n"
            "III jagu: isiklik kasutusõigus Elektrilevi OÜ kasuks (elektriliin)\nIV jagu: hüpoteegid puuduvad")


# --------------------------------------------------------------------------- Testing: ISTQB (Projects, Archive)


def t_syllabus(r: random.Random, dt: datetime) -> str:
    return ("Certified Tester\nAdvanced Level Test Management (CTAL-TM)\nSyllabus v3.0\n"
            "International Software Testing Qualifications Board\n"
            "Copyright Notice: this document may be copied in its entirety if the source is acknowledged.\n"
            "Table of Contents\n0 Introduction\n0.1 Purpose of this Syllabus\n0.2 The Certified Tester Advanced "
            "Level Test Management\n0.3 Career Path for Testers\n0.4 Business Outcomes\n"
            "1 Managing the Test Activities\n1.1 The Test Process\n1.2 The Context of Testing\n"
            "1.3 Risk-Based Testing\n1.4 Test Process Improvement\n"
            "2 Managing the Product\n2.1 Test Metrics\n2.2 Test Estimation\n2.3 Defect Management\n"
            "3 Managing the Team\n3.1 The Test Team\n3.2 Stakeholder Relationships\n"
            "TM-1.3.2 (K4) Analyze product risks and propose appropriate risk mitigation measures\n"
            "TM-2.2.1 (K3) Apply estimation techniques to estimate the test effort\n"
            "The learning objectives are grouped by chapter; each is given a cognitive level (K2, K3, K4).")


def t_sample_exam(kind: str):
    def t(r: random.Random, dt: datetime) -> str:
        qs = []
        for n in range(1, 7):
            qs.append(f"Question #{n} (1 Point)\n" + r.choice([
                "Which of the following BEST describes the purpose of a test completion report?",
                ("You are the test manager for a release of a mobile banking app. Which product risk should "
                "receive the highest test priority, considering likelihood and impact?"),
                "Which estimation technique uses the experience of several experts in rounds?",
                "Which metric would BEST show whether defect removal is keeping up with defect discovery?",
                "What should a test manager do FIRST when a stakeholder disagrees with the risk analysis?",
                "Which of the following is a typical entry criterion for system testing?"]) +
                "\na) ...\nb) ...\nc) ...\nd) ...")
        head = ("ISTQB Certified Tester Advanced Level Test Management\nSample Exam A - " +
                ("Questions" if kind == "q" else "Answers and justification") + "\nVersion 3.0\n")
        if kind == "a":
            body = "\n".join(f"Question {n}: correct answer {r.choice('abcd')}  "
                             f"LO TM-{r.randint(1, 3)}.{r.randint(1, 4)}.{r.randint(1, 4)}  "
                             f"K-level K{r.randint(2, 4)}  Points 1" for n in range(1, 21))
            return head + body
        return head + "\n".join(qs)
    return t


def t_exam_booking(r: random.Random, dt: datetime) -> str:
    return _eml("TestCert Exams <noreply@testcert-exams.eu>", ME_MAIL, "Booking confirmation: ISTQB CTAL-TM v3.0",
                dt, "Dear Kadri Lepik,\n\nthank you for your registration. Your exam is booked:\n\n"
                "Exam: ISTQB Certified Tester Advanced Level - Test Management (CTAL-TM) v3.0\n"
                "Language: English\nDate: 18 September 2026, 10:00 EEST\nMode: online proctored (remote)\n"
                f"Booking reference: TC-{r.randint(200000, 299999)}\nFee: 290.00 EUR (paid by Nordlane Systems OÜ, "
                "invoice sent to finance@nordlane.io)\n\nAs a non-native English speaker you receive 25% extra time.\n"
                "Please run the system check at least 72 hours before the exam. A valid ID card or passport is "
                "required. Rescheduling is free up to 10 days before the exam.\n\nGood luck!\nTestCert Exams")


def t_course_invoice(r: random.Random, dt: datetime) -> str:
    return ("Testimiskool OÜ\nreg. 16022178, Narva mnt 5, 10117 Tallinn\nARVE nr TK-2026-" + f"{r.randint(40, 90)}\n"
            f"Kuupäev: {_ee(dt)}   Maksetähtaeg: {_ee(dt + timedelta(14))}\n"
            "Maksja: Nordlane Systems OÜ, Ahtri 12, Tallinn\nOsaleja: Kadri Lepik\n"
            "Koolitus: ISTQB Advanced Level Test Manager v3.0 ettevalmistuskursus, 14.-16.04.2026 (veebis), "
            "3 päeva, sh õppematerjalid ja proovieksam   1 150,00 €\nKäibemaks 24%   276,00 €\nKokku   1 426,00 €\n"
            "Koolitusluba Haridus- ja Teadusministeeriumi EHIS-es.")


def t_training_agreement(r: random.Random, dt: datetime) -> str:
    return ("KOOLITUSKULUDE HÜVITAMISE KOKKULEPE\n(töölepingu lisa nr 3)\n"
            f"Tallinnas, {_ee(dt)}\nTööandja: {NORDLANE}\nTöötaja: {ME}, isikukood {ME_IK}\n"
            "1. Tööandja tasub Töötaja ISTQB Advanced Level Test Manager koolituse (Testimiskool OÜ, 14.-16.04.2026) "
            "ja sertifitseerimiseksami kulud kokku kuni 1 800 eurot.\n"
            "2. Õppetööks antakse Töötajale 3 õppepäeva ja eksamipäev säilitades töötasu.\n"
            "3. Kui Töötaja ütleb töölepingu üles 12 kuu jooksul pärast koolituse lõppu, hüvitab ta koolituskulud "
            "proportsionaalselt töötamata jäänud ajaga (TLS § 34).\n4. Eksami ebaõnnestumisel korduseksami "
            "tasub Töötaja ise.\nTööandja: Karl-Erik Sepp, tegevjuht (digiallkiri)\nTöötaja: Kadri Lepik (digiallkiri)")


def t_study_plan(r: random.Random, dt: datetime) -> str:
    return ("# ISTQB CTAL-TM - õppeplaan\n\nEksam 18.09.2026 kl 10 (online, +25% aega)\n\n"
            "| Nädal | Teema | Tehtud |\n|---|---|---|\n"
            "| mai 1-2 | Ptk 1 testiprotsess, kontekst | x |\n| mai 3-4 | Ptk 1.3 riskipõhine testimine | x |\n"
            "| juuni 1-2 | Ptk 2 mõõdikud, hindamine (estimation) | |\n| juuni 3-4 | Ptk 2.3 defektihaldus | |\n"
            "| juuli | puhkus, ainult flashcardid | |\n| aug 1-2 | Ptk 3 meeskond, stakeholderid | |\n"
            "| aug 3-4 | sample exam A + B, nõrgad kohad | |\n| sept 1-2 | kordamine, mock exam ajaga | |\n\n"
            "Reegel: E/K/R õhtul 1 h peale Mia magamaminekut, laupäeva hommik 2 h.\n")


def t_tm_notes(ch: int):
    notes = {
        1: ("Ptk 1 - testitegevuste juhtimine", ("- testiprotsess: planeerimine, monitooring ja kontroll, analüüs, "
            "disain, teostus, lõpetamine\n- kontekst: SDLC mudel mõjutab (agile vs V-mudel), stakeholderid\n"
            "- test plan vs test strategy: strateegia organisatsiooni tasemel, plaan projekti/release tasemel\n"
            "- monitooring: mõõdikud -> kontroll: tegevused kui kõrvalekalle (nt lisaressurss, skoobi muutus)\n"
            "- meie Nordlane release checklist = tegelikult exit criteria, võib eksamis näiteks tuua")),
        2: ("Riskipõhine testimine (1.3)", ("- risk = tõenäosus x mõju\n- riskianalüüsi tehnikad: ekspertintervjuud,"
            " workshop, riskide register, FMEA\n- leevendamine: testi ulatus, tehnikad, sõltumatuse tase, "
            "testide järjekord\n- K4: ANALÜÜSI riske ja PAKU leevendus -> eksamis stsenaariumiküsimused!\n"
            "- residual risk raportis alati välja tuua")),
        3: ("Ptk 2 - mõõdikud ja hindamine", ("- mõõdikud: toote, protsessi, projekti ja inimeste kohta "
            "(viimast ettevaatlikult)\n- estimation: metrics-based (ajaloolised andmed), expert-based "
            "(Wideband Delphi, planning poker), 3-punkti hinnang (a + 4m + b) / 6\n- defect density, DDP "
            "(defect detection percentage)\n- TODO: teha 3-punkti ülesanded läbi")),
    }
    title, body = notes[ch]

    def t(r: random.Random, dt: datetime) -> str:
        return f"# {title}\n\n{body}\n"
    return t


def t_flashcards(r: random.Random, dt: datetime) -> str:
    rows = [("DDP", "defect detection percentage = leitud defektid / (leitud + hiljem leitud)"),
            ("Wideband Delphi", "ekspertide hinnang mitmes voorus, anonüümselt, kuni konsensuseni"),
            ("residual risk", "risk, mis jääb alles pärast testimist - raportis välja tuua"),
            ("test completion report", "kokkuvõte testimise lõpus: mis tehti, kõrvalekalded, jääkrisk, õppetunnid"),
            ("entry criteria", "tingimused, mis peavad olema täidetud enne testitegevuse algust"),
            ("TPI NEXT", "testiprotsessi parendamise mudel, võtmealad ja küpsustasemed"),
            ("IDEAL", "parendusmudel: Initiating, Diagnosing, Establishing, Acting, Learning"),
            ("product risk", "risk, mis on seotud testobjekti kvaliteediga"),
            ("project risk", "risk, mis mõjutab projekti juhtimist ja kontrolli (ajakava, ressursid)")]
    return "term;seletus\n" + "\n".join(f"{a};{b}" for a, b in rows) + "\n"


def t_mock_scores(r: random.Random, dt: datetime) -> str:
    rows = ["Kuupäev;Test;Punktid;Max;%;Märkus"]
    for i, (name, base) in enumerate((("Kursuse proovieksam", 58), ("Sample exam A", 62), ("Udemy mock 1", 66),
                                      ("Udemy mock 2", 71))):
        d = _ee(dt - timedelta(days=40 - i * 11))
        p = base + r.randint(-3, 4)
        rows.append(f"{d};{name};{p};88;{round(p / 88 * 100)};{'estimation nõrk' if i < 2 else 'riskid ok'}")
    return "\n".join(rows) + "\n;;Läbimiseks vaja 65%;;;"


def t_ctfl_notes(r: random.Random, dt: datetime) -> str:
    return ("ISTQB Foundation - märkmed (2019)\n\n7 testimise printsiipi:\n1. testimine näitab defektide "
            "olemasolu\n2. ammendav testimine on võimatu\n3. varajane testimine\n4. defektide kobardumine\n"
            "5. pestitsiidiparadoks\n6. testimine sõltub kontekstist\n7. vigade puudumise eksitus\n\n"
            "Tehnikad: ekvivalentsklassid, piirväärtused, otsustustabel, olekumuutused, kasutusjuhud\n"
            "Eksam 40 küsimust, 60 min, läbimiseks 26. Registreeritud 21.11.2019 Tallinnas, pank maksab.\n")


def t_ctfl_booking(r: random.Random, dt: datetime) -> str:
    return _eml("Exam Registration <exams@testcert-exams.eu>", "kadri.lepik@laanemerepank.ee",
                "Registration confirmed - ISTQB Foundation Level 2018", dt,
                "Dear Kadri Lepik,\n\nyour registration for the ISTQB Certified Tester Foundation Level (CTFL 2018) "
                "paper-based exam is confirmed.\nDate: 21 November 2019, 14:00\nVenue: Tallinn, Tornimäe 2, "
                "conference room 3\nInvoice recipient: Läänemere Pank AS, HR\n\nPlease bring a photo ID.\n")


# --------------------------------------------------------------------------- Testing (Resources)


def t_playwright_cheats(r: random.Random, dt: datetime) -> str:
    return ("# Playwright cheat sheet\n\n```bash\nnpx playwright test --project=chromium --headed\n"
            "npx playwright test tests/checkout.spec.ts -g \"pays with card\"\nnpx playwright show-report\n"
            "npx playwright codegen https://staging.example.com\n```\n\n"
            "```ts\nawait page.getByRole('button', { name: 'Submit' }).click();\n"
            "await expect(page.getByText('Saved')).toBeVisible();\nawait page.route('**/api/orders', r => r.fulfill({"
            " status: 500 }));\n```\n\n- trace: `--trace on`, avada `npx playwright show-trace trace.zip`\n"
            "- flaky: `retries: 2` ainult CI-s\n")


def t_conf_slides(r: random.Random, dt: datetime) -> str:
    return ("Nordic Testing Days 2025\nContract testing in a microservice zoo: what we learned\n"
            "Track: Test Automation   Tallinn, Kultuurikatel\n"
            "Why end-to-end tests alone do not scale: 40 services, 6 teams, 2-hour pipeline\n"
            "Consumer-driven contracts: the consumer publishes expectations, the provider verifies them\n"
            "Pact broker, can-i-deploy, versioning by git sha\nPitfalls: over-specified contracts, "
            "provider states that lie, teams that never look at the broker\nTakeaways: start with one "
            "critical pair of services, make contract failures block the merge, not the release")


def t_heuristics(r: random.Random, dt: datetime) -> str:
    return ("Test heuristics cheat sheet\n\nSFDIPOT (product elements): Structure, Function, Data, Interfaces, "
            "Platform, Operations, Time\nFEW HICCUPPS (oracles): Familiar problems, Explainability, World, "
            "History, Image, Comparable products, Claims, User expectations, Product, Purpose, Statutes\n"
            "Data attacks: empty, zero, negative, very long, unicode (õäöü, кириллица, emoji), leading spaces\n"
            "Time: time zones (EET/EEST switch!), leap day, end of month, midnight\n")


# --------------------------------------------------------------------------- Work: Nordlane (Areas)


def t_payslip(r: random.Random, dt: datetime) -> str:
    prev = dt - timedelta(days=dt.day + 1)
    gross = 4350.0 if prev.year >= 2026 else 4100.0
    uk = round(gross * 0.016, 2)
    pen = round(gross * 0.02, 2)
    free = 700.0 if prev.year >= 2026 else 654.0
    tax = round((gross - uk - pen - free) * 0.22, 2)
    net = gross - uk - pen - tax
    return (f"Nordlane Systems OÜ\nPALGATEATIS {prev:%m/%Y}\nTöötaja: {ME} ({ME_IK})\n"
            "Ametikoht: QA lead / testimisjuht\nTööaeg: täistööaeg, kaugtöö\n"
            f"Põhipalk   {_eur(gross)}\nBrutotasu kokku   {_eur(gross)}\n"
            f"Töötuskindlustusmakse 1,6%   {_eur(uk)}\nKohustuslik kogumispension 2%   {_eur(pen)}\n"
            f"Maksuvaba tulu   {_eur(free)}\nTulumaks 22%   {_eur(tax)}\nNetotasu   {_eur(net)}\n"
            f"Välja makstud {_ee(dt)} kontole {IBAN}\n"
            f"Tööandja maksud: sotsiaalmaks 33% {_eur(gross * 0.33)}, töötuskindlustus 0,8% {_eur(gross * 0.008)}\n"
            f"Puhkusepäevi jääk: {r.randint(8, 24)}")


def t_contract_nordlane(r: random.Random, dt: datetime) -> str:
    return ("TÖÖLEPING\n" + f"Tallinnas, {_ee(dt)}\nTööandja: {NORDLANE}\n"
            f"Töötaja: {ME}, isikukood {ME_IK}, elukoht {ADDR}\n"
            "1. Töötaja asub tööle ametikohal QA lead (testimisjuht) alates 01.09.2023 tähtajatult.\n"
            "2. Katseaeg 4 kuud.\n3. Töökoht: kaugtöö Töötaja valitud kohas Eestis; kord kvartalis "
            "meeskonnakohtumine Tallinnas.\n4. Tööaeg: 40 tundi nädalas, paindlik.\n"
            "5. Põhipalk 3 900 eurot kuus (bruto), makstakse iga kuu 10. kuupäeval.\n"
            "6. Põhipuhkus 28 kalendripäeva, lisaks 3 tööandja antud puhkepäeva aastas.\n"
            "7. Kaugtöö kulude hüvitis 50 eurot kuus ning töövahendid (sülearvuti, monitor) annab Tööandja.\n"
            "8. Konfidentsiaalsus vastavalt lisale 1.\nAllkirjastatud digitaalselt.")


def t_test_strategy(r: random.Random, dt: datetime) -> str:
    return ("Nordlane Route Planner - Test Strategy\nOwner: Kadri Lepik (QA lead)   Version 2.3   "
            f"Updated {_d(dt)}\n1. Scope\nRoute Planner web app, driver mobile app (Android), public REST API, "
            "integrations with TMS partners (EDI, webhooks).\n2. Test levels\nUnit and component tests are "
            "owned by developers (coverage gate 75%). API tests in the pipeline (contract tests against "
            "partner stubs). UI end-to-end tests in Playwright: 140 scenarios, nightly on staging.\n"
            "3. Risk-based priorities\nHigh: route optimisation results, ETA calculations across time zones, "
            "billing exports. Medium: map rendering, notifications. Low: admin UI styling.\n"
            "4. Exploratory testing\nOne chartered session per story; session notes in Xray.\n"
            "5. Release criteria\nNo open critical or major defects; regression pass rate at least 98%; "
            "performance p95 under 800 ms for /routes/optimise with 300 stops.\n"
            "6. Environments\ndev, staging (anonymised production data), prod-like perf env on demand.")


def t_regression_plan(r: random.Random, dt: datetime) -> str:
    rows = ["ID;Area;Scenario;Priority;Automated;Owner;Last result"]
    areas = [("ROUTE", "Optimise 300 stops with time windows"), ("ROUTE", "Re-optimise after cancelled stop"),
             ("ETA", "ETA across EET/EEST change"), ("API", "POST /orders with 1000 lines"),
             ("BILL", "Monthly billing export CSV"), ("DRV", "Driver app offline sync"),
             ("MAP", "Map tiles at zoom 18"), ("NOTIF", "SMS on delay > 15 min")]
    for i, (a, s) in enumerate(areas, 1):
        rows.append(f"RP-{100 + i};{a};{s};{r.choice(['High', 'High', 'Medium'])};{r.choice(['yes', 'yes', 'no'])};"
                    f"{r.choice(['Kadri', 'Mihkel', 'Anastasia', 'Joonas'])};{r.choice(['pass', 'pass', 'fail'])}")
    return "\n".join(rows)


def t_jira_export(r: random.Random, dt: datetime) -> str:
    rows = ["Issue key,Summary,Priority,Status,Assignee,Created"]
    sums = ["ETA shown one hour off after DST change", "Optimise endpoint times out above 250 stops",
            "Billing export uses comma decimal in EN locale", "Driver app loses photo proof when offline",
            "Webhook retries not logged", "Stop list sorting ignores Estonian letters (Õ after O)"]
    for i, s in enumerate(sums):
        d = dt - timedelta(days=r.randint(1, 40))
        rows.append(f"RP-{2300 + r.randint(0, 400)},\"{s}\",{r.choice(['Critical', 'Major', 'Minor'])},"
                    f"{r.choice(['Open', 'In Progress', 'Ready for QA', 'Done'])},"
                    f"{r.choice(['Mihkel Org', 'Anastasia Ivanova', 'Joonas Pärn'])},{d:%Y-%m-%d}")
    return "\n".join(rows) + "\n"


def t_retro(r: random.Random, dt: datetime) -> str:
    return (f"# Sprint {r.randint(60, 80)} retro - QA notes\n\n**Went well**\n- nightly Playwright run green 9/10 "
            "nights\n- contract tests caught the TMS partner field rename before release\n\n**Didn't go well**\n"
            "- staging data refresh broke 14 tests (hard-coded order ids)\n- ETA bug RP-2411 reopened twice\n\n"
            "**Actions**\n- Kadri: test data builder for orders instead of fixed ids\n"
            "- Mihkel: add DST cases to ETA unit tests\n- team: no merges Friday after 15:00 before release\n")


def t_review(r: random.Random, dt: datetime) -> str:
    return ("Nordlane Systems - Annual Performance Review 2025\nEmployee: Kadri Lepik   Role: QA Lead\n"
            "Manager: Karl-Erik Sepp\nSelf-assessment\nBuilt the QA guild across three product teams; moved "
            "regression from 2 days manual to a 40-minute automated run; introduced risk workshops for "
            "each release.\nManager feedback\nKadri is the person teams call when a release is risky. Next "
            "step: grow test management skills formally (ISTQB Advanced TM, budget approved for 2026) and "
            "mentor Anastasia towards automation lead.\nRating: Exceeds expectations\n"
            "Salary review: 4 100 -> 4 350 EUR from January 2026")


def t_offsite(r: random.Random, dt: datetime) -> str:
    return _eml("Karl-Erik Sepp <karl-erik@nordlane.io>", "team-all@nordlane.io", "Q2 offsite - agenda and rooms",
                dt, "Hi all,\n\nQ2 offsite is 20-21 May at Pühajärve (Otepää). Bus from Tallinn leaves 8:30 "
                "from Ahtri 12; Tartu people (Kadri, Joonas) please come by car or the 9:15 bus.\n\n"
                "Day 1: product roadmap H2, route optimisation v6, quality goals (Kadri)\n"
                "Day 2: hackathon + sauna\n\nRooms are shared, list in Notion. Expenses via Pleo as usual.\n\n"
                "Karl-Erik")


def t_cv(r: random.Random, dt: datetime) -> str:
    return ("KADRI LEPIK\nQA Lead | Test Manager\nTartu, Estonia | kadri.lepik@gmail.com | +372 5551 2741\n"
            "EXPERIENCE\nNordlane Systems OÜ - QA Lead (09/2023 - present)\n- leads quality for a logistics "
            "SaaS product, 3 teams, 4 testers\n- test strategy, risk-based release decisions, Playwright and API"
            " automation\nLäänemere Pank AS, IT department - Senior Tester / Tester (03/2016 - 06/2023)\n"
            "- internet bank and payments testing, SEPA instant payments, PSD2 APIs\n"
            "EDUCATION\nUniversity of Tartu, BSc in Computer Science (2013)\n"
            "CERTIFICATES\nISTQB Certified Tester Foundation Level (2019)\nISTQB Advanced Test Manager - "
            "exam September 2026\nLANGUAGES\nEstonian (native), English (fluent), Russian (good)")


def t_ctfl_cert(r: random.Random, dt: datetime) -> str:
    return ("ISTQB\nInternational Software Testing Qualifications Board\nCERTIFICATE\nThis is to certify that\n"
            "Kadri Lepik\nhas successfully passed the examination\nISTQB Certified Tester Foundation Level\n"
            f"Certificate No. 19-CTFL-{r.randint(100000, 999999)}\nDate of examination: 21 November 2019\n"
            "Issued by the exam provider on behalf of the ISTQB Member Board")


def t_homeoffice(r: random.Random, dt: datetime) -> str:
    return ("Kaugtöö kulude hüvitamine / Home office expenses\n"
            f"Töötaja: {ME}   Periood: {dt.year}\n"
            "Monitori kinnitus + laualamp (Euronics kviitung lisatud)   84,90 €\n"
            "Kõrvaklapid Jabra (vana katki)   129,00 €\nInterneti osa (50% Levinet arvest)   15,50 € / kuu\n"
            "Kinnitan, et kulud on seotud tööülesannete täitmisega.\nAllkiri: Kadri Lepik")


def t_one_on_one(r: random.Random, dt: datetime) -> str:
    return ("1:1 Anastasia\n\n- Cypress -> Playwright migratsioon 60% valmis, flaky testid checkout'is\n"
            "- tahab rohkem API testimist õppida -> anda talle partner webhooks\n"
            "- puhkus 14.-25. juuli, keegi peab nightly jälgima\n- järgmine kord: automation lead rolli "
            "ootused kirja panna\n")



# --------------------------------------------------------------------------- Work: Läänemere Pank, Töötukassa (Archive)


def t_bank_termination(r: random.Random, dt: datetime) -> str:
    return ("TÖÖLEPINGU LÕPETAMISE KOKKULEPE\n" + f"Tallinnas, {_ee(dt)}\n"
            "Tööandja: Läänemere Pank AS, registrikood 10284417, Tornimäe 2, 10145 Tallinn\n"
            f"Töötaja: {ME}, isikukood {ME_IK}\n"
            "1. Pooled lõpetavad 01.03.2016 sõlmitud töölepingu nr 2016/0311 poolte kokkuleppel (TLS § 79) "
            "30.06.2023.\n2. Tööandja maksab lõpparve 30.06.2023, sh kasutamata puhkuse hüvitis 9 päeva eest.\n"
            "3. Töötaja tagastab sülearvuti, pääsukaardi ja ID-tokeni viimasel tööpäeval.\n"
            "4. Konfidentsiaalsuskohustus kehtib ka pärast lepingu lõppemist.\n"
            "Tööandja esindaja: Helen Koppel, personalijuht\nTöötaja: Kadri Lepik")


def t_bank_reference(r: random.Random, dt: datetime) -> str:
    return ("Läänemere Pank AS\nTÖÖTÕEND\n" + f"{_ee(dt)}\n"
            f"Käesolevaga kinnitame, et {ME} (isikukood {ME_IK}) töötas Läänemere Pank AS-is IT osakonnas "
            "ajavahemikul 01.03.2016 - 30.06.2023, ametikohtadel testija (2016-2019) ja vanemtestija (2019-2023).\n"
            "Tema vastutusel oli internetipanga ja maksete (SEPA, välkmaksed) testimine, testide automatiseerimine"
            " ning uute testijate juhendamine.\nTöösuhe lõppes poolte kokkuleppel.\nHelen Koppel\npersonalijuht")


def t_bank_testplan(r: random.Random, dt: datetime) -> str:
    return ("Läänemere Pank - Internet Bank 2.0\nTest Plan: Instant payments (SCT Inst) release R23.2\n"
            f"Author: Kadri Lepik   Date: {_d(dt)}\nIn scope: outgoing and incoming SEPA instant credit transfers,"
            " 10-second timeout handling, limits, fallback to regular SEPA, notifications.\nOut of scope: "
            "card payments, corporate bulk files.\nEntry criteria: build deployed to TEST2, TIPS simulator up.\n"
            "Risks: clearing simulator instability; cut-over weekend coincides with salary day.\n"
            "Schedule: system test 3 weeks, UAT with operations 1 week, go-live 15 May 2023.")


def t_bank_farewell(r: random.Random, dt: datetime) -> str:
    return _eml("Kadri Lepik <kadri.lepik@laanemerepank.ee>", "it-testijad@laanemerepank.ee", "Aitäh ja head aega!",
                dt, "Kallid kolleegid,\n\ntäna on minu viimane päev Läänemere Pangas. Seitse aastat, kolm "
                "internetipanga versiooni, lugematu arv välkmaksete regressioone ja parim meeskond, kellega "
                "olen töötanud. Kolime perega Tartusse.\n\nMinu automaattestid jäävad Jürgeni hoole alla, "
                "dokumentatsioon on Confluence'is.\n\nOlge ühenduses: kadri.lepik@gmail.com\n\nKadri")


def t_bank_payslip(r: random.Random, dt: datetime) -> str:
    return ("Läänemere Pank AS\nPALGALEHT 06/2023 (lõpparve)\n" + f"Töötaja: {ME}\nAmetikoht: vanemtestija\n"
            "Põhipalk   3 450,00 €\nKasutamata puhkuse hüvitis (9 päeva)   1 408,16 €\nBrutotasu   4 858,16 €\n"
            "Töötuskindlustusmakse 1,6%   77,73 €\nKogumispension 2%   97,16 €\nTulumaks 20%   936,65 €\n"
            "Netotasu   3 746,62 €\nVälja makstud 30.06.2023")


def t_tootukassa_reg(r: random.Random, dt: datetime) -> str:
    return ("Eesti Töötukassa\nOTSUS töötuna arvelevõtmise kohta\n" + f"Nr {r.randint(100000, 999999)}-T   "
            f"{_ee(dt)}\nIsik: {ME}, isikukood {ME_IK}\nElukoht: {ADDR}\n"
            "Töötukassa võtab isiku töötuna arvele alates 05.07.2023.\nTöötutoetuse taotlus lahendatakse "
            "eraldi otsusega. Töötuskindlustushüvitist ei määrata, kuna töösuhe lõppes poolte kokkuleppel.\n"
            "Individuaalne tööotsimiskava koostatakse 14 päeva jooksul. Töötuna arvel olles peate tööotsingu "
            "tegevustest teavitama vähemalt kord 30 päeva jooksul.\nKonsultant: Eve Saar, Tartu büroo")


def t_tootukassa_end(r: random.Random, dt: datetime) -> str:
    return _eml("Eesti Töötukassa <info@tootukassa.ee>", ME_MAIL, "Töötuna arvelt kustutamine", dt,
                "Tere!\n\nTeid on töötuna arvelt kustutatud alates 01.09.2023 seoses tööle asumisega "
                "(Nordlane Systems OÜ). Töötutoetus on makstud kuni 31.08.2023.\n\nSoovime edu uuel töökohal!\n"
                "Eesti Töötukassa, Tartu büroo")


# --------------------------------------------------------------------------- Finance (Areas)


def t_statement_csv(r: random.Random, dt: datetime) -> str:
    rows = ['"Kliendi konto";"Reatüüp";"Kuupäev";"Saaja/Maksja";"Selgitus";"Summa";"Valuuta";"Deebet/Kreedit"']
    start = dt - timedelta(days=30)
    events = [("Nordlane Systems OÜ", "Töötasu", r.uniform(3150, 3260), "K"),
              ("KÜ Kalevi 64", f"Arve {r.randint(2600, 2699)} korter 17", r.uniform(160, 240), "D"),
              ("Liivimaa Pank AS", "Laenu tagasimakse leping 23-4417", 812.44, "D"),
              ("Tartu Linnavalitsus", "Lasteaia kohatasu Mia Kuusk", r.uniform(66, 95), "D"),
              ("Sotsiaalkindlustusamet", "Lapsetoetus", 80.0, "K"),
              ("Voolu Energia AS", "Elektriarve", r.uniform(35, 90), "D"),
              ("PRISMA PEREMARKET", "Kaardimakse", r.uniform(20, 120), "D"),
              ("RIMI ANNELINN", "Kaardimakse", r.uniform(10, 60), "D"),
              ("Siim Kuusk", "toit + Mia ujumine", r.uniform(150, 250), "K"),
              ("Turva Kindlustus AS", "Kodukindlustus", r.uniform(14, 19), "D"),
              ("OK Kobras", "Neljapäevak", 6.0, "D")]
    for i, (who, what, amt, dk) in enumerate(events):
        d = start + timedelta(days=min(29, i * 3 + r.randint(0, 2)))
        amt_s = f"{amt:.2f}".replace(".", ",")
        rows.append(f'"{IBAN.replace(" ", "")}";"20";"{_ee(d)}";"{who}";"{what}";"{amt_s}";"EUR";"{dk}"')
    return "\n".join(rows) + "\n"


def t_statement_pdf(r: random.Random, dt: datetime) -> str:
    open_b = r.uniform(1800, 4200)
    inc = r.uniform(3400, 3600)
    out = r.uniform(2900, 3700)
    return (f"{BANK}\nKONTOVÄLJAVÕTE\nKlient: {ME}\nKonto: {IBAN} (arvelduskonto, EUR)\n"
            f"Periood: {_ee(dt - timedelta(30))} - {_ee(dt)}\nAlgsaldo: {_eur(open_b)}\n"
            f"Laekumised kokku: {_eur(inc)}\nVäljaminekud kokku: {_eur(out)}\nLõppsaldo: {_eur(open_b + inc - out)}\n"
            f"Töötasu Nordlane Systems OÜ   +{_eur(r.uniform(3150, 3260))}\nLapsetoetus SKA   +80,00 €\n"
            "Liivimaa Pank AS laenumakse   -812,44 €\n"
            f"KÜ Kalevi 64   -{_eur(r.uniform(160, 240))}\nKaardimaksed (24)   -{_eur(r.uniform(700, 1100))}\n"
            "Väljavõte on koostatud elektrooniliselt ega vaja allkirja.")


def t_loan_schedule(r: random.Random, dt: datetime) -> str:
    rows = ["Makse nr;Kuupäev;Põhiosa;Intress;Makse kokku;Jääk"]
    bal = 152_300.0 - (dt.year - 2025) * 3_150.0
    for n in range(1, 13):
        d = dt + timedelta(days=30 * n)
        interest = round(bal * 0.0435 / 12, 2)
        principal = round(812.44 - interest, 2)
        bal = round(bal - principal, 2)
        cells = [f"{v:.2f}".replace(".", ",") for v in (principal, interest, bal)]
        rows.append(f"{n};{d:%d.%m.%Y};{cells[0]};{cells[1]};812,44;{cells[2]}")
    return "\n".join(rows)


def t_euribor(r: random.Random, dt: datetime) -> str:
    return (f"{LOANBANK}\nTeade intressimäära muutumisest\n{_ee(dt)}\nKlient: {ME}, {SIIM}\n"
            "Eluasemelaenu leping nr 23-4417\nLepingu alusel muutub Teie laenu ujuv intressimäär iga 6 kuu järel.\n"
            f"6 kuu EURIBOR fikseerimispäeval: {r.uniform(2.05, 2.35):.3f}%\nMarginaal: 1,95%\n"
            f"Uus intressimäär alates {_ee(dt + timedelta(15))}: {1.95 + r.uniform(2.05, 2.35):.3f}%\n"
            f"Uus igakuine makse: {_eur(r.uniform(790, 830))}\nLaenujääk: {_eur(r.uniform(146000, 150000))}\n"
            "Uus maksegraafik on kättesaadav internetipangas.")


def t_loan_contract(r: random.Random, dt: datetime) -> str:
    return (f"{LOANBANK}\nELUASEMELAENU LEPING nr 23-4417\nTartu, {_ee(dt)}\n"
            f"Laenusaajad: {ME} ({ME_IK}) ja {SIIM} (38706034220), solidaarselt\n"
            "Laenusumma: 168 000 eurot\nEesmärk: korteriomandi Kalevi 64-17, Tartu, ostmine\n"
            "Tähtaeg: 30 aastat, viimane makse 05.07.2053\nIntress: 6 kuu EURIBOR + 1,95% aastas, "
            "intressi fikseerimine iga 6 kuu järel\nTagatis: esimese järjekoha hüpoteek korteriomandile "
            "168 000 eurot; KredEx käendus puudub\nKohustus: kinnisvarakindlustus kogu laenuperioodi vältel\n"
            "Lepingutasu: 840 eurot\nKrediidi kulukuse määr: 6,71%")


def t_tax_return(year: int):
    def t(r: random.Random, dt: datetime) -> str:
        salary = r.randint(48000, 54000)
        withheld = round(salary * 0.19, 2)
        refund = r.uniform(90, 640)
        employer = {2021: "Läänemere Pank AS", 2023: "Läänemere Pank AS ja Nordlane Systems OÜ"}.get(
            year, "Nordlane Systems OÜ")
        return ("Maksu- ja Tolliamet\nFÜÜSILISE ISIKU TULUDEKLARATSIOON (vorm A)\n"
                f"Maksustamisperiood: {year}\nDeklarant: {ME}, isikukood {ME_IK}\nElukoht: {ADDR}\n"
                f"Esitatud e-MTA kaudu: {_ee(dt)}\n"
                f"Tabel 5.1 Tööandjatelt saadud tulu: {employer} {_eur(salary)}, kinni peetud tulumaks "
                f"{_eur(withheld)}\nTabel 5.2 Lapsetoetus ja muud maksuvabad toetused: ei deklareerita\n"
                f"Tabel 6.4 Täiendava kogumispensioni (III sammas) sissemaksed: {_eur(r.uniform(900, 1200))}\n"
                f"Tagastatav tulumaks: {_eur(refund)}\nTagastus kontole {IBAN}")
    return t


def t_tax_refund(r: random.Random, dt: datetime) -> str:
    return _eml("e-MTA <teavitus@emta.ee>", ME_MAIL, "Maksuameti teavitus", dt,
                f"Lugupeetud Kadri Lepik\n\nTeie {dt.year - 1}. aasta tuludeklaratsioon on menetletud. "
                f"Tagastamisele kuuluv tulumaks {_eur(r.uniform(90, 640))} kantakse Teie pangakontole hiljemalt "
                f"{_ee(dt + timedelta(20))}.\n\nTeate sisu vaatamiseks logige sisse e-MTA-sse.\n\nMaksu- ja Tolliamet")


def t_pension(r: random.Random, dt: datetime) -> str:
    units = r.uniform(21000, 26000)
    return ("Pensionikeskus\nKOGUMISPENSIONI VÄLJAVÕTE (II sammas)\n" + f"Seisuga {_ee(dt)}\n"
            f"Isik: {ME}, isikukood {ME_IK}\nMakse määr: 2% + riik 4%\n"
            f"Fond: Põhjala Pensionifond Indeks\nOsakute arv: {units:,.3f}\nOsaku NAV: 1,2114\n"
            f"Väärtus: {_eur(units * 1.2114)}\nSissemaksed {dt.year - 1}. aastal: {_eur(r.uniform(2900, 3300))}\n"
            "III sammas: Põhjala Pensionifond III, väärtus " + _eur(r.uniform(3500, 5200)))


def t_budget(r: random.Random, dt: datetime) -> str:
    rows = ["Kategooria;Jaan;Veebr;Märts;Apr;Mai;Plaan kuus"]
    for cat, lo, hi, plan in (("Kodulaen", 812, 812, 812), ("KÜ + kommunaal", 170, 260, 220),
                              ("Toit", 520, 760, 650), ("Lasteaed", 70, 95, 90), ("Transport", 60, 180, 120),
                              ("Saun (suvila)", 0, 11000, 0), ("Jaapani fond", 400, 400, 400),
                              ("Orienteerumine", 6, 90, 40), ("Muu", 150, 400, 250)):
        rows.append(f"{cat};" + ";".join(str(r.randint(lo, hi)) for _ in range(5)) + f";{plan}")
    return "\n".join(rows)


def t_invest(r: random.Random, dt: datetime) -> str:
    return (f"{BANK}\nInvesteerimiskonto aastaaruanne {dt.year - 1}\nKlient: {ME}\n"
            f"Kogumiskonto: EE{r.randint(10, 99)}96000012{r.randint(10000000, 99999999)}\n"
            f"Vanguard FTSE All-World UCITS ETF  {r.randint(38, 60)} tk   väärtus {_eur(r.uniform(4800, 7800))}\n"
            f"Põhjala Pank aktsia  {r.randint(20, 80)} tk   väärtus {_eur(r.uniform(300, 1100))}\n"
            f"Dividendid: {_eur(r.uniform(20, 60))}\nKogumiskonto sissemaksed aasta jooksul: 1 200,00 €\n"
            "Investeerimiskontolt tulu maksustatakse väljamaksete ületamisel sissemakseid (deklareerida tabelis 8.8).")


# --------------------------------------------------------------------------- Home: Tartu apartment (Areas)


def t_ky_invoice(r: random.Random, dt: datetime) -> str:
    heat = r.uniform(18, 140) if dt.month in (1, 2, 3, 4, 10, 11, 12) else r.uniform(0, 12)
    rows = [("Haldusteenus 58,4 m2", 58.4, 0.32), ("Remondifond", 58.4, 0.55), ("Üldelekter", 1, r.uniform(2, 5)),
            ("Prügivedu", 1, 6.8), ("Küte", 1, round(heat, 2)),
            ("Vesi ja kanalisatsioon", round(r.uniform(4, 9), 1), 3.42),
            ("Laenumakse (katuse renoveerimine)", 58.4, 0.41)]
    tot = sum(round(q * u, 2) for _, q, u in rows)
    body = "\n".join(f"{n}   {_eur(round(q * u, 2))}" for n, q, u in rows)
    return ("Korteriühistu Kalevi 64\nregistrikood 80084219\nHaldur: Emajõe Haldus OÜ, arved@emajoehaldus.ee\n"
            f"ARVE nr {r.randint(2600, 2699)}-17\nKuupäev: {_ee(dt)}   Maksetähtaeg: {_ee(dt + timedelta(15))}\n"
            f"Korter 17, omanik {ME}\nPeriood: {(dt - timedelta(10)):%m.%Y}\n{body}\nKokku tasuda: {_eur(tot)}\n"
            "Viitenumber 1702648\nVeenäit 14.: külm vesi, soe vesi - sisesta näidud haldusportaali.")


def t_ky_meeting(r: random.Random, dt: datetime) -> str:
    return ("KORTERIÜHISTU KALEVI 64 ÜLDKOOSOLEKU PROTOKOLL\n" + f"Toimumise aeg: {_ee(dt)} kell 18.00\n"
            "Koht: Kalevi 64 trepikoda, 1. korrus; osales 23 korteriomanikku 36-st, kvoorum olemas.\n"
            "Päevakord:\n1. Majandusaasta aruande kinnitamine\n2. Fassaadi soojustamise ettevalmistus ja "
            "KredExi/EISi toetuse taotlemine\n3. Jalgrattaruumi lukk\n"
            "Otsused:\n1. Aruanne kinnitati (poolt 23).\n2. Tellida fassaadi energiaaudit ja eelprojekt, "
            "eelarve kuni 6 500 eurot remondifondist (poolt 19, vastu 2, erapooletu 2).\n"
            "3. Paigaldada kiipkaardiga lukk, kulu jagatakse korteritele.\n"
            "Koosoleku juhataja: Urmas Luik   Protokollija: Kadri Lepik (korter 17)")


def t_ky_notice(r: random.Random, dt: datetime) -> str:
    return _eml("Emajõe Haldus <info@emajoehaldus.ee>", "kalevi64-omanikud@googlegroups.com",
                "Kalevi 64 - soojavee katkestus ja keldri koristus", dt,
                "Head elanikud!\n\nSeoses soojussõlme hooldusega on " + _ee(dt + timedelta(6)) +
                " kell 9-15 soe vesi majas katkestatud.\nKeldri ühisruumi koristus toimub laupäeval, palume "
                "oma jalgrattad ja rehvid märgistada korteri numbriga. Märgistamata asjad viiakse ära.\n\n"
                "Lugupidamisega\nEmajõe Haldus OÜ\nhaldur Kerli Mägi, tel 5621 4480")


def t_power_home(r: random.Random, dt: datetime) -> str:
    kwh = r.randint(150, 320)
    price = kwh * r.uniform(0.1, 0.17)
    net = kwh * 0.0611 + 6.5
    return ("Voolu Energia AS\nElektriarve nr " + f"{r.randint(700000000, 799999999)}\nArve kuupäev: {_ee(dt)}\n"
            f"Klient: {ME}\nTarbimiskoht: {ADDR}\nPakett: Börs+ (marginaal 0,45 s/kWh)\n"
            f"Elektrienergia {kwh} kWh   {_eur(price)}\nVõrgutasu (Elektrilevi, Võrk 2)   {_eur(net)}\n"
            f"Taastuvenergia tasu   {_eur(kwh * 0.0084)}\nAktsiis   {_eur(kwh * 0.0021)}\n"
            f"Kokku koos käibemaksuga: {_eur(price + net + kwh * 0.0105)}\nMaksetähtaeg {_ee(dt + timedelta(14))}")


def t_internet(r: random.Random, dt: datetime) -> str:
    return ("Levinet AS\nARVE nr LN" + f"{r.randint(10000000, 99999999)}\nKuupäev: {_ee(dt)}\n"
            f"Klient: {ME}\nTeenuse aadress: {ADDR}\nKodune internet Valguskiud 500/100 Mbit/s   29,90 €\n"
            "TV Põhipakett   9,90 €\nMobiil Kadri +372 5551 2741, piiramatu   14,00 €\n"
            f"Kokku (sh käibemaks {_vat_rate(dt)}%)   53,80 €\nMaksetähtaeg: {_ee(dt + timedelta(14))}")


def t_home_insurance(r: random.Random, dt: datetime) -> str:
    return ("Turva Kindlustus AS\nKODUKINDLUSTUSE POLIIS nr TK-" + f"{r.randint(1000000, 9999999)}\n"
            f"Kindlustusvõtja: {ME}\nKindlustusperiood: {_ee(dt)} - {_ee(dt + timedelta(364))}\n"
            f"Kindlustatud vara: korteriomand {ADDR}, 58,4 m2, 3 tuba\nKindlustussumma: korter 160 000 €, "
            "kodune vara 25 000 €\nSoodustaja: Liivimaa Pank AS (hüpoteegipidaja)\n"
            "Lisakaitse: vastutuskindlustus 30 000 €, jalgrattad kuni 1 500 €\nOmavastutus: 150 €\n"
            f"Kuumakse: {_eur(r.uniform(14, 19))}")


def t_apartment_deed(r: random.Random, dt: datetime) -> str:
    return ("KORTERIOMANDI MÜÜGILEPING JA ASJAÕIGUSLEPING\n" + f"Tartu linnas, {_ee(dt)}\n"
            "Notar Liina Vaher, Tartu notaribüroo, ametitoimingu nr 3412\n"
            "Müüja: Jüri Pärn\n"
            f"Ostjad: {ME} ja {SIIM}, kaasomandis mõttelistes osades 1/2 kumbki\n"
            "Müüdav vara: korteriomand Kalevi 64-17, Tartu, registriosa nr 6122850, 58,4 m2, 3 tuba, 4. korrus\n"
            "Hind: 205 000 eurot, millest 168 000 eurot tasutakse Liivimaa Pank AS laenu arvelt\n"
            "Valduse üleandmine: 15.08.2023 üleandmise-vastuvõtmise aktiga\n"
            "Korteriühistu: Korteriühistu Kalevi 64; võlad ühistu ees puuduvad")


def t_plumber(r: random.Random, dt: datetime) -> str:
    return ("Torumees24 OÜ\nARVE nr " + f"{r.randint(2000, 3000)}\nKuupäev: {_ee(dt)}\nKlient: {ME}, {ADDR}\n"
            "Köögi segisti vahetus (kliendi segisti)   1 h   45,00 €\n"
            "Nõudepesumasina äravoolu ühendus   0,5 h   22,50 €\n"
            "Väljakutse Tartu linnas   20,00 €\nMaterjal: ühendusvoolikud 2 tk   18,40 €\n"
            f"Kokku km-ta 105,90 €, käibemaks {_vat_rate(dt)}%, kokku {_eur(105.9 * (1 + _vat_rate(dt) / 100))}")


def t_meter_readings(r: random.Random, dt: datetime) -> str:
    rows = ["Kuu;Külm vesi m3;Soe vesi m3;Märkus"]
    c, h = 412.0, 231.0
    for i in range(8):
        c += r.uniform(3, 5)
        h += r.uniform(2, 3.4)
        rows.append(f"{(dt - timedelta(days=30 * (7 - i))):%m.%Y};{c:.1f};{h:.1f};")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Home: the 2023 move (Archive)


def t_tallinn_lease_end(r: random.Random, dt: datetime) -> str:
    return ("ÜÜRITUD ELURUUMI ÜLEANDMISE-VASTUVÕTMISE AKT\n" + f"Tallinnas, {_ee(dt)}\n"
            "Üürileandja: Margus Kukk\nÜürnik: Kadri Lepik\nEluruum: Mustamäe tee 141-38, Tallinn\n"
            "Üürileping 01.09.2019 lõpeb 31.08.2023 üürniku ülesütlemise alusel.\n"
            "Näidud: elekter 28 412 kWh, külm vesi 310,4 m3, soe vesi 188,2 m3\nVõtmed: 3 tk, fobid 2 tk\n"
            "Puudused: köögi tööpinnal põletusjälg (üürnik hüvitab 60 eurot tagatisest)\n"
            "Tagatisraha 700 eurot tagastatakse 640 euro ulatuses 14 päeva jooksul.")


def t_movers(r: random.Random, dt: datetime) -> str:
    return ("Kolimisabi OÜ\nARVE nr K-" + f"{r.randint(5000, 5999)}\nKuupäev: {_ee(dt)}\nKlient: {ME}\n"
            "Kolimine Tallinn, Mustamäe tee 141-38 -> Tartu, Kalevi 64-17\nKaubik 20 m3 + 2 kolijat, 9 h   "
            "612,00 €\nKilometraaž Tallinn-Tartu 190 km   171,00 €\nPakkematerjal (30 kasti, kile)   64,00 €\n"
            "Käibemaks 20%   169,40 €\nKokku   1 016,40 €")


def t_move_checklist(r: random.Random, dt: datetime) -> str:
    return ("KOLIMINE - mida teha\n\n[x] Mustamäe üürileping üles öelda (2 kuud ette, kiri Margusele)\n"
            "[x] Kolimisabi broneeritud 19.08\n[x] rahvastikuregistris elukoht muuta (eesti.ee)\n"
            "[x] Mia lasteaiakoha taotlus Tartusse (ARNO)\n[x] Levinet internet Kalevi 64 alates 21.08\n"
            "[x] Elektrileping üle viia\n[ ] Tallinna parkimisluba lõpetada\n[x] perearsti nimistu vahetus Tartusse\n")


def t_address_change(r: random.Random, dt: datetime) -> str:
    return _eml("eesti.ee <noreply@eesti.ee>", ME_MAIL, "Elukoha andmed on muudetud", dt,
                "Tere, KADRI LEPIK\n\nTeie elukoha aadress rahvastikuregistris on muudetud.\n"
                "Uus aadress: Tartu maakond, Tartu linn, Tartu linn, Kalevi tn 64-17\nKehtib alates: "
                f"{_ee(dt)}\nKoos Teiega registreeriti samale aadressile: MIA KUUSK\n\nTeavitus: eesti.ee")


# --------------------------------------------------------------------------- Health (Areas)

PEREARST = "Ropka Perearstikeskus OÜ, Ropka tee 8, 50111 Tartu, tel 730 4455\nPerearst dr Kaja Org"


def t_visit_summary(who: str):
    cases = {
        "kadri": (ME, ME_IK, "M54.5 Alaseljavalu", ("Alaseljavalu 2 nädalat, süveneb pikast istumisest (kaugtöö). "
                  "Neuroloogiline leid korras. Soovitus: füsioteraapia (saatekiri), töökoha ergonoomika, "
                  "ibuprofeen vajadusel 400 mg kuni 3x päevas 5 päeva.")),
        "mia": ("Mia Kuusk", MIA_IK, "J06.9 Äge ülemiste hingamisteede infektsioon",
                ("Palavik 38,6 kaks päeva, nohu, köha. Kõrvad ja kopsud korras. CRP 12. Sümptomaatiline ravi, "
                "rohke jook, palavikualandajad. Lasteaeda ei lähe enne, kui 24 h palavikuta.")),
    }
    name, ik, dx, text = cases[who]

    def t(r: random.Random, dt: datetime) -> str:
        return (f"{PEREARST}\nAMBULATOORSE VISIIDI KOKKUVÕTE\nPatsient: {name}, isikukood {ik}\n"
                f"Visiidi aeg: {_ee(dt)} kell {r.randint(8, 16)}:{r.choice(['00', '20', '40'])}\n"
                f"Diagnoos: {dx}\nAnamnees ja leid: {text}\n"
                "Korduvvisiit vajadusel. Küsimuste korral helistage perearsti nõuandeliinile 1220.")
    return t


def t_prescription(r: random.Random, dt: datetime) -> str:
    med = r.choice([("Levotsetirisiin 5 mg tabletid", "1 tablett õhtul allergia ajal", "50%"),
                    ("Mometasoon 50 mikrogrammi/annuses ninasprei", "2 pihustust ööpäevas", "50%")])
    return ("Digiretsept - retseptikeskus\nRETSEPTI VÄLJATRÜKK\n" + f"Retsepti nr {r.randint(1000000000, 1999999999)}\n"
            f"Patsient: {ME}, {ME_IK}\nVälja kirjutatud: {_ee(dt)}, dr Kaja Org (D01842)\n"
            f"Toimeaine/ravim: {med[0]}\nKogus: 1 pakend\nAnnustamine: {med[1]}\nSoodustus: {med[2]}\n"
            f"Kehtib kuni: {_ee(dt + timedelta(60))}\nRetsepti saab välja osta ükskõik millisest apteegist isikut"
            " tõendava dokumendi alusel.")


def t_lab(r: random.Random, dt: datetime) -> str:
    return ("Lõuna Labor OÜ - kliiniline labor\nANALÜÜSIDE VASTUS\n" + f"Patsient: {ME}, {ME_IK}\n"
            f"Tellija: dr Kaja Org, Ropka Perearstikeskus\nProov võetud: {_ee(dt)}\n"
            f"Hemoglobiin   {r.randint(118, 138)} g/L   (117-153)\nFerritiin   {r.randint(9, 40)} µg/L   (13-150)\n"
            f"TSH   {r.uniform(0.9, 3.1):.2f} mIU/L   (0,4-4,0)\n"
            f"25(OH) D-vitamiin   {r.randint(38, 74)} nmol/L   (75-250)\n"
            f"Glükoos   {r.uniform(4.6, 5.6):.1f} mmol/L   (4,1-6,0)\n"
            "Kommentaar: ferritiin madal, arutada perearstiga.")


def t_dentist(r: random.Random, dt: datetime) -> str:
    return ("Emajõe Hambakliinik OÜ\nRiia 12, 51010 Tartu\nARVE nr EH-" + f"{r.randint(30000, 39999)}\n"
            f"Kuupäev: {_ee(dt)}\nPatsient: {ME}, {ME_IK}\n"
            "Hambaarsti läbivaatus   35,00 €\nHambakivi eemaldamine ja poleerimine   65,00 €\n"
            f"Plommi paigaldus, 2 pinda (hammas 36)   {_eur(r.uniform(85, 110))}\n"
            "Tervisekassa täiskasvanute hambaravihüvitis   -40,00 €\nMeditsiiniteenus on käibemaksuvaba.\n"
            "Järgmine kontroll 6 kuu pärast.")


def t_carecert(r: random.Random, dt: datetime) -> str:
    days = r.randint(3, 7)
    return ("Tervisekassa\nTÖÖVÕIMETUSLEHE TEATIS\nHOOLDUSLEHT (haige lapse hooldamine)\n"
            f"Kindlustatud isik: {ME} ({ME_IK})\nHooldatav: Mia Kuusk ({MIA_IK}), alla 12-aastane laps\n"
            f"Periood: {_ee(dt - timedelta(days))} - {_ee(dt)}\nVäljastaja: dr Kaja Org, Ropka Perearstikeskus\n"
            "Tööandja: Nordlane Systems OÜ on andmed esitanud.\n"
            f"Hooldushüvitis 80% keskmisest päevatulust, {days} päeva eest: {_eur(days * r.uniform(115, 130))}\n"
            f"Väljamakse kontole {IBAN} 30 päeva jooksul.")


def t_vaccines(r: random.Random, dt: datetime) -> str:
    return ("Terviseportaal - immuniseerimise andmed\nIsik: Mia Kuusk, 62202092714\n"
            "Hepatiit B - 3 annust (2022)\nDTPa-IPV-Hib-HepB - 3 annust (2022)\nRotaviirus - 2 annust (2022)\n"
            "Pneumokokk - 3 annust (2022-2023)\nLeetrid, mumps, punetised (MMR) - 1. annus 14.02.2023\n"
            "Puukentsefaliit - 1. ja 2. annus 04.2025, 3. annus 04.2026\nJärgmine riiklik vaktsineerimine: "
            "DTPa-IPV 6-7-aastaselt, MMR 2. annus 13-aastaselt\nAndmed: dr Kaja Org, pereõde Kristi Saar")


def t_checkup_mail(r: random.Random, dt: datetime) -> str:
    return _eml("Ropka Perearstikeskus <registratuur@ropkapk.ee>", ME_MAIL, "Mia Kuusk - tervisekontroll", dt,
                "Tere!\n\nMia on saanud 4-aastaseks ja on aeg tulla lapse tervisekontrolli pereõe juurde. "
                f"Oleme broneerinud aja {_ee(dt + timedelta(12))} kell 10.30 (pereõde Kristi Saar).\n"
                "Kontrollis: pikkus, kaal, nägemine, kõne ja arengu hindamine. Palun võtke kaasa lasteaia "
                "tagasiside, kui see on olemas.\nAja muutmiseks helistage 730 4455.\n\nRopka Perearstikeskus")


def t_glasses(r: random.Random, dt: datetime) -> str:
    return ("Silmarõõm optika\nLõunakeskus, Ringtee 75, Tartu\nKVIITUNG " + f"{r.randint(100000, 999999)}\n"
            f"{_ee(dt)}\nNägemise kontroll optometristi juures   30,00 €\nRaamid   89,00 €\n"
            "Prilliklaasid 1,6 sinise valguse filtriga, 2 tk   158,00 €\nKokku   277,00 €\n"
            "Retsept: OD -1,25 / OS -1,50, PD 63\nMakstud kaardiga **** 4471")


def t_physio(r: random.Random, dt: datetime) -> str:
    return ("Liikumiskeskus Tugi OÜ\nARVE " + f"{r.randint(1000, 1999)}\nKuupäev: {_ee(dt)}\nKlient: {ME}\n"
            "Füsioterapeudi vastuvõtt (saatekirjaga, Tervisekassa)   0,00 €\n"
            "Füsioteraapia lisaseanss 45 min   45,00 €\nKinesioteipimine   10,00 €\nKokku   55,00 €\n"
            "Harjutused kodus: vaagnakallutus, kassiselg, tuharasild 3x10 iga päev")


# --------------------------------------------------------------------------- Family: Mia (Areas, Archive)


def t_kindergarten_invoice(r: random.Random, dt: datetime) -> str:
    days = r.randint(12, 21)
    food = round(days * 3.2, 2)
    return ("Tartu Linnavalitsus\nARVE lasteaia kohatasu ja toidupäevade eest\n"
            f"Arve nr {r.randint(4000000, 4999999)}   Kuupäev: {_ee(dt)}\nMaksja: {ME}\n"
            "Laps: Mia Kuusk, Tartu Lasteaed Sõstramari, rühm Mesimummud\n"
            f"Kohatasu {(dt - timedelta(10)):%m.%Y}   {_eur(r.choice([61.42, 64.20]))}\n"
            f"Toidupäevad {days} x 3,20 €   {_eur(food)}\n"
            f"Tasuda {_ee(dt + timedelta(20))}, viitenumber 3304418271")


def t_kindergarten_letter(n: int):
    texts = [
        ("Mesimummude juuni info", ("Head lapsevanemad!\n\nJuunis oleme palju õues. Palun pange lastele kaasa "
         "päikesemüts, varuriided ja kummikud. 12. juunil on suvepidu kell 16.00 lasteaia õuealal, "
         "oodatud on kogu pere.\nLasteaed on suvel suletud 6.-31. juulil. Valverühma soovist andke "
         "teada hiljemalt 10. juuniks.\n\nÕpetaja Anu Rebane ja õpetaja abi Piret")),
        ("Lastevanemate koosolek", ("Tere!\n\nKutsume kõiki Mesimummude rühma vanemaid lastevanemate koosolekule "
         "teisipäeval kell 17.30 rühmaruumis. Teemad: aasta õppekasvatustöö, õppekäigud, muusikatunnid, "
         "hoolekogu esindaja valimine.\nLastevalve koosoleku ajaks on korraldatud.\n\nAnu Rebane")),
    ]
    subj, body = texts[n]

    def t(r: random.Random, dt: datetime) -> str:
        return _eml("Anu Rebane <anu.rebane@sostramari.tartu.ee>", ME_MAIL, subj, dt, body)
    return t


def t_child_allowance(r: random.Random, dt: datetime) -> str:
    return ("Sotsiaalkindlustusamet\nTEADE perehüvitiste maksmise kohta\n" + f"{_ee(dt)}\n"
            f"Taotleja: {ME}\nLaps: Mia Kuusk, {MIA_IK}\n"
            "Lapsetoetus: 80 eurot kuus, makstakse iga kuu 10. kuupäeval kuni lapse 16-aastaseks saamiseni.\n"
            f"Väljamakse konto: {IBAN}\nAndmete muutumisest (elukoht, pangakonto) teavitage 10 päeva jooksul.")


def t_mia_birthday(r: random.Random, dt: datetime) -> str:
    return ("Mia 4. sünnipäev - 08.02\n\nKülalised: Lotte + ema, Oskar, Marta, Rasmus, vanaema Tiina, "
            "vanaisa Peeter, Siimu vanemad\nMenüü: pannkoogid, viinamarjad, šokolaadikook (Siim teeb), "
            "mahl\nMäng: aardejaht (kaart nagu orienteerumisel!)\nKingitus meilt: jooksuratas -> ei, tal on, "
            "hoopis lumelaud?\nKutsed lasteaeda viia esmaspäeval\n")


def t_swim_invoice(r: random.Random, dt: datetime) -> str:
    return ("Veeriku Ujumiskool MTÜ\nARVE nr " + f"{r.randint(500, 900)}\nKuupäev: {_ee(dt)}\nMaksja: {ME}\n"
            "Laps: Mia Kuusk, rühm Kalakesed (4-5 a)\nKevadsemester, 14 treeningut   126,00 €\n"
            "MTÜ ei ole käibemaksukohustuslane.")


def t_parental_benefit(r: random.Random, dt: datetime) -> str:
    return ("Sotsiaalkindlustusamet\nOTSUS vanemahüvitise määramise kohta\n" + f"Nr {r.randint(10000, 99999)}   "
            f"{_ee(dt)}\nTaotleja: {ME}, {ME_IK}\nLaps: Mia Kuusk, sündinud 09.02.2022\n"
            "Sünnitushüvitis makstud Tervisekassa poolt 100 päeva eest.\nVanemahüvitis: 475 päeva, mille ema "
            "ja isa võivad jagada; ema kasutab 415 päeva, isa 60 päeva (isapuhkus).\n"
            f"Hüvitise päevamäär: {_eur(r.uniform(115, 128))}, ülempiir kolmekordne keskmine palk\n"
            "Hüvitise maksmine lõpeb 30.06.2023.")


def t_parental_end(r: random.Random, dt: datetime) -> str:
    return _eml("Sotsiaalkindlustusamet <info@sotsiaalkindlustusamet.ee>", ME_MAIL, "Vanemahüvitise viimane makse",
                dt, "Tere!\n\nTeavitame, et vanemahüvitise viimane makse tehakse 10.07.2023. "
                "Lapsetoetuse maksmine jätkub.\nKui soovite kasutada ülejäänud vanemapuhkuse päevi, "
                "esitage avaldus eesti.ee kaudu.\n\nSotsiaalkindlustusamet")


# --------------------------------------------------------------------------- Travel: Japan 2026 (Projects)


def t_flight(r: random.Random, dt: datetime) -> str:
    ref = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6))
    return ("Finnair - Booking confirmation\n" + f"Booking reference: {ref}\n"
            f"Booked: {_d(dt)}\nPassengers: LEPIK/KADRI MS, KUUSK/SIIM MR, KUUSK/MIA MISS (child 4)\n"
            "Outbound: Sat 3 October 2026 Helsinki (HEL) 17:25 - Tokyo Haneda (HND) 12:40+1, economy, 2 bags\n"
            "Return: Sun 18 October 2026 Osaka Kansai (KIX) 11:10 - Helsinki (HEL) 17:35, economy\n"
            f"Total price: EUR {r.randint(2650, 2950)}.40 incl. taxes and fees\nSeats: 41A 41B 41C (paid)\n"
            "Child meal requested for MIA. Please check in online 36 hours before departure.")


def t_ferry(r: random.Random, dt: datetime) -> str:
    return _eml("Tallink Silja <booking@tallink.ee>", ME_MAIL, "Broneeringu kinnitus / Booking confirmation", dt,
                f"Broneeringu number: {r.randint(30000000, 39999999)}\nReis: Tallinn - Helsingi 03.10.2026 "
                "kell 07:30 (Megastar)\nTagasi: Helsingi - Tallinn 18.10.2026 kell 21:30\nReisijad: 2 täiskasvanut,"
                " 1 laps (4 a)\nSõiduk: ei\nHind kokku: 86,00 €\n\nCheck-in D-terminalis lõpeb 30 min enne väljumist.")


def t_hotel(city: str):
    data = {
        "tokyo": ("Hotel Sakura Asakusa", "Tokyo, Taito-ku, Asakusa 2-14", "4 Oct - 9 Oct 2026", 5, (115, 140),
                  "Family room, 1 double + 1 single futon"),
        "kyoto": ("Ryokan Hanaya", "Kyoto, Higashiyama-ku", "9 Oct - 13 Oct 2026", 4, (190, 230),
                  "Japanese-style room with private bath, breakfast and kaiseki dinner for 2 adults + child"),
        "osaka": ("Namba Stay Apartment 802", "Osaka, Naniwa-ku", "13 Oct - 18 Oct 2026", 5, (95, 120),
                  "Apartment, 2 beds, kitchenette, washing machine"),
    }
    name, addr, dates, nights, (lo, hi), room = data[city]

    def t(r: random.Random, dt: datetime) -> str:
        price = r.uniform(lo, hi) * nights
        return ("Booking.com - Your booking is confirmed\n"
                f"Confirmation number: {r.randint(4000000000, 4999999999)}"
                f"   PIN: {r.randint(1000, 9999)}\n{name}\n{addr}\nCheck-in / check-out: {dates} ({nights} nights)\n"
                f"Guests: 2 adults, 1 child (4 years)\nRoom: {room}\nPrice: EUR {price:,.2f} (JPY approx. "
                f"{int(price * 162):,})\nFree cancellation until 7 days before arrival. Pay at the property.\n"
                f"Booked by Kadri Lepik on {_d(dt)}")
    return t


def t_itinerary(r: random.Random, dt: datetime) -> str:
    return ("JAAPAN 3.-18. oktoober 2026 - kava\n"
            "03.10 laev Helsingisse, lend HEL-HND 17:25\n04.10 Tokyo, Asakusa hotell, puhkame\n"
            "05.10 Ueno park + loomaaed (Miale pandad!)\n06.10 Shibuya, Harajuku, Yoyogi park\n"
            "07.10 Ghibli muuseum (piletid müüki 10.09!), Kichijoji\n08.10 teamLab Planets, Odaiba\n"
            "09.10 Shinkansen Tokyo -> Kyoto (Nozomi, 2 h 15 min), ryokan\n10.10 Fushimi Inari varahommikul, "
            "Gion\n11.10 Arashiyama bambusmets, ahvipark (Mia?)\n12.10 päevareis Nara - hirved\n"
            "13.10 Kyoto -> Osaka, korter Namba\n14.10 Osaka akvaarium Kaiyukan\n15.10 Osaka loss, Dotonbori\n"
            "16.10 vaba päev / Universal Studios? (liiga kallis?)\n17.10 pakkimine, Kuromon turg\n"
            "18.10 KIX 11:10 -> HEL 17:35, laev Tallinna 21:30, ööbime Tallinnas, buss Tartusse hommikul\n")


def t_japan_budget(r: random.Random, dt: datetime) -> str:
    return ("Kulu;Summa EUR;Makstud;Märkus\n"
            f"Lennud Finnair;{r.randint(2650, 2950)};jah;3 inimest\nLaev Tallinn-Helsingi;86;jah;\n"
            f"Hotell Tokyo;{r.randint(580, 700)};ei;kohapeal\nRyokan Kyoto;{r.randint(760, 920)};ei;kohapeal\n"
            f"Korter Osaka;{r.randint(380, 480)};ei;kohapeal\nShinkansen Tokyo-Kyoto;260;ei;3 piletit, laps 50%\n"
            "Suica/ICOCA kaardid;150;ei;\nGhibli + teamLab;95;ei;\nToit 15 päeva;1500;ei;~100 EUR päevas\n"
            "Reisikindlustus;74;jah;Turva\neSIM;28;jah;\nMia pass;35;jah;PPA riigilõiv\nKOKKU;;;")


def t_travel_insurance(r: random.Random, dt: datetime) -> str:
    return ("Turva Kindlustus AS\nREISIKINDLUSTUSE POLIIS nr RK-" + f"{r.randint(1000000, 9999999)}\n"
            f"Kindlustusvõtja: {ME}\nKindlustatud: Kadri Lepik, Siim Kuusk, Mia Kuusk\n"
            "Reisi sihtkoht: Jaapan (kogu maailm v.a USA, Kanada)\nPeriood: 03.10.2026 - 18.10.2026\n"
            "Ravikulud: 200 000 €\nReisi katkemine ja ärajäämine: 5 000 € inimese kohta\n"
            "Pagas: 1 500 €, pagasi hilinemine üle 4 h: 200 €\nLennu hilinemine: 100 € / 4 h\n"
            f"Kindlustusmakse: {_eur(r.uniform(68, 80))}\nAbitelefon 24/7: +372 640 3611")


def t_passport(r: random.Random, dt: datetime) -> str:
    return _eml("Politsei- ja Piirivalveamet <noreply@politsei.ee>", ME_MAIL, "Taotlus on vastu võetud", dt,
                "Tere!\n\nOleme vastu võtnud taotluse: Eesti kodaniku pass\nTaotleja: MIA KUUSK\n"
                f"Taotluse number: {r.randint(10000000, 99999999)}\nDokumendi kättesaamise koht: Tartu "
                "teenindus, Riia 132\nSaadame teate, kui dokument on väljastamiseks valmis (kuni 30 päeva).\n"
                "Alla 7-aastase lapse dokumendi saab kätte seaduslik esindaja.\n\nPolitsei- ja Piirivalveamet")


def t_packing(r: random.Random, dt: datetime) -> str:
    return ("Jaapan - pakkimine\n\nDOKUMENDID: passid (Mia oma uus!), kindlustuspoliis, hotellide kinnitused "
            "telefonis + paberil, jeenid sularahas ~30 000\nMIA: käru (kerge), tahvelarvuti + kõrvaklapid, "
            "mänguasjad lennukisse, tablettkeskkonnas multikad alla laadida, lutipudel? ei\n"
            "ELEKTROONIKA: adapter tüüp A (2 tk), powerbank, laadijad\nRIIDED: oktoober 18-24 kraadi, "
            "vihmajope, mugavad jalanõud (palju kõndimist), sokid ilma aukudeta (ryokan!)\n"
            "RAVIMID: palavikualandaja lastele, plaastrid, Kadri allergiatabletid\n")


def t_phrases(r: random.Random, dt: datetime) -> str:
    return ("# Jaapani väljendid\n\n- konnichiwa - tere\n- arigatou gozaimasu - suur aitäh\n"
            "- sumimasen - vabandust / palun (tähelepanu)\n- kore wa ikura desu ka? - kui palju see maksab?\n"
            "- kodomo ga imasu - mul on laps kaasas\n- toire wa doko desu ka? - kus on tualett?\n"
            "- eigo no menyuu wa arimasu ka? - kas inglisekeelne menüü on?\n- oishii! - maitsev!\n"
            "- kaado de ii desu ka? - kas kaardiga saab?\n")


def t_esim(r: random.Random, dt: datetime) -> str:
    return _eml("Airalo <noreply@airalo.com>", ME_MAIL, "Your eSIM is ready: Japan 10 GB / 15 days", dt,
                f"Hi Kadri,\n\nthank you for your order #{r.randint(10000000, 99999999)}.\nPackage: Moshi Moshi "
                "Japan, 10 GB, valid 15 days from first connection\nPrice: USD 26.00\n\nInstall the eSIM before "
                "you travel and turn it on when you land. Data roaming must be ON for the eSIM line.\n")


def t_jr_notes(r: random.Random, dt: datetime) -> str:
    return ("JR pass vs üksikpiletid\n\nJR Pass 7 päeva: 50 000 jeeni täiskasvanu, laps 6-11 pool hinda, "
            "alla 6 tasuta (ilma istekohata)\nMeie sõidud: Tokyo-Kyoto Shinkansen 14 170 jeeni, Kyoto-Nara, "
            "Kyoto-Osaka ~600 jeeni, Osaka-KIX Haruka ~1 800\n=> JR pass EI tasu ära. Ostame Shinkanseni "
            "piletid eraldi (smartEX äpp), muu Suica/ICOCA kaardiga.\nMia alla 6 -> tasuta süles, aga "
            "pikal sõidul võtta talle koht (lapsepilet).\n")


# --------------------------------------------------------------------------- Travel: past trips (Archive)


def t_croatia_booking(r: random.Random, dt: datetime) -> str:
    return ("Booking.com - Booking confirmation\n" + f"Confirmation number: {r.randint(3000000000, 3999999999)}\n"
            "Apartments Marija, Split - Žnjan\nCheck-in: Saturday 10 August 2024\nCheck-out: Saturday 17 August 2024"
            "\nGuests: 2 adults, 1 child (2 years)\nApartment with sea view, 1 bedroom, baby cot on request\n"
            f"Total price: EUR {r.randint(820, 980)}\nParking: free private parking")


def t_croatia_plan(r: random.Random, dt: datetime) -> str:
    return ("Horvaatia 2024\n\n10.08 lend TLL-SPU (airBaltic via Riia), auto rent Splitist\n"
            "11.-13.08 Split, rand Žnjan, Diokletianuse palee\n14.08 praam Hvarile (Jadrolinija, auto peale "
            "broneerida!)\n15.08 Krka juga\n16.08 Trogir\n17.08 tagasi\nMia: päikesekreem 50+, ujumismähkmed, "
            "käru\n")


def t_lapland(r: random.Random, dt: datetime) -> str:
    return ("Lapland Safaris Levi\nRECEIPT / KUITTI\n" + f"{_d(dt)}\nReindeer safari 1,5 h, 2 adults + 1 child   "
            "EUR 198.00\nHusky ride short 5 km, 2 adults   EUR 240.00\nThermal overalls rental incl.\n"
            "Total EUR 438.00 (VAT 14% incl.)\nPaid by card **** 4471")


def t_lapland_cabin(r: random.Random, dt: datetime) -> str:
    return _eml("Levin Mökit <info@levinmokit.fi>", ME_MAIL, "Varausvahvistus / Booking confirmation - Tunturihuvila 4",
                dt, "Thank you for your booking!\n\nCabin: Tunturihuvila 4, Levi\nArrival 15.2.2025 from 16:00, "
                "departure 22.2.2025 by 12:00\nPersons: 2 adults, 1 child\nSauna, fireplace, final cleaning "
                "included\nPrice: 1 120 EUR, 30% paid, rest 14 days before arrival\n\nWelcome to Levi!")


# --------------------------------------------------------------------------- Car: the sold Toyota (Archive)

CAR = "Toyota Avensis 2.0 D-4D, 2007, reg-nr 412 BKT, VIN SB1BR56L20E125893"


def t_car_sale(r: random.Random, dt: datetime) -> str:
    return ("SÕIDUKI OSTU-MÜÜGILEPING\n" + f"Tartus, {_ee(dt)}\nMüüja: {ME}, isikukood {ME_IK}\n"
            "Ostja: Margus Tamm, isikukood 37811020318, Vastse-Kuuste\n"
            f"Sõiduk: {CAR}\nLäbisõit: 312 480 km\n"
            "Hind: 2 150 eurot, tasutud pangaülekandega lepingu sõlmimisel.\n"
            "Sõiduk müüakse seisukorras nagu on; ostja on sõidukiga tutvunud ja proovisõidu teinud. "
            "Müüjale teadaolevad puudused: konditsioneer ei tööta, tagumine vasak uks roostes.\n"
            "Omanikuvahetus registreeritakse Transpordiameti e-teeninduses lepingu sõlmimise päeval.\n"
            "Allkirjastatud digitaalselt.")


def t_car_registry(r: random.Random, dt: datetime) -> str:
    return _eml("Transpordiamet <noreply@transpordiamet.ee>", ME_MAIL, "Omanikuvahetus on registreeritud", dt,
                "Tere!\n\nSõiduki 412 BKT (TOYOTA AVENSIS) omanikuvahetus on registreeritud.\n"
                "Uus omanik: MARGUS TAMM\nRegistreerimise kuupäev: " + _ee(dt) + "\n\n"
                "Liikluskindlustuse leping lõpeb omanikuvahetuse päeval automaatselt; ülemakstud osa tagastab "
                "kindlustusandja.\n\nTranspordiamet")


def t_car_ad(r: random.Random, dt: datetime) -> str:
    return ("auto24 kuulutus - mustand\n\nToyota Avensis 2.0 D-4D universaal, 2007, 93 kW, diisel, manuaal\n"
            "Läbisõit 312 000 km (hooldusraamat)\nHind 2 400 € (kaup)\nTehnoülevaatus kehtib 04.2026\n"
            "Uued: rihm ja veepump (2024), esipidurid (2025), talverehvid naastudega\nPuudused: konditsioneer ei "
            "tööta, rooste tagauksel\nAuto asub Tartus, Annelinnas. Helistada 5551 2741, Kadri\n")


def t_car_service(r: random.Random, dt: datetime) -> str:
    return ("Autokeskus Ringtee OÜ\nTÖÖTELLIMUS-ARVE nr " + f"{r.randint(20000, 29999)}\nKuupäev: {_ee(dt)}\n"
            f"Klient: {ME}\nSõiduk: 412 BKT Toyota Avensis, läbisõit {r.randint(301000, 309000)} km\n"
            "Õlivahetus + õlifilter   89,00 €\nEsipiduriklotsid ja -kettad   244,00 €\n"
            "Rattalaagri vahetus tagant vasak   132,00 €\nKonditsioneeri diagnostika (kompressor defektne,"
            " ei parandata)   30,00 €\nKokku koos käibemaksuga   " + _eur(495 * (1 + _vat_rate(dt) / 100)))


def t_car_inspection(r: random.Random, dt: datetime) -> str:
    return ("TEHNOÜLEVAATUSE PROTOKOLL\n" + f"Kuupäev: {_ee(dt)}   Ülevaatuspunkt: Tartu, Ringtee 37\n"
            f"Sõiduk: {CAR}\nLäbisõit: {r.randint(296000, 300000) - (2025 - dt.year) * 15000} km\n"
            "Otsus: KORRAS (kerged puudused)\n"
            "Puudused: 1.8.1 põhjakaitse kinnitus nõrk; 5.3.1 tagumine summuti korrodeerunud\n"
            f"Järgmine ülevaatus: 04.{dt.year + 1}")


def t_car_insurance_end(r: random.Random, dt: datetime) -> str:
    return _eml("Turva Kindlustus <klienditugi@turva.ee>", ME_MAIL, "Liikluskindlustuse lepingu lõpetamine", dt,
                "Tere, Kadri Lepik\n\nLiikluskindlustuse leping nr LK-4471293 (412 BKT) on lõpetatud seoses "
                "omanikuvahetusega. Kasutamata perioodi eest tagastame 41,38 eurot Teie kontole 10 päeva "
                "jooksul.\n\nTurva Kindlustus")


# --------------------------------------------------------------------------- Orienteering (Areas, Resources)


def t_club_fee(r: random.Random, dt: datetime) -> str:
    return ("MTÜ Tartu Orienteerumisklubi Kobras\nregistrikood 80112947\nARVE nr " + f"{dt.year}-{r.randint(10, 99)}\n"
            f"Kuupäev: {_ee(dt)}\nMaksja: {ME}\nLiikmemaks {dt.year} (täiskasvanu)   40,00 €\n"
            f"Eesti Orienteerumisliidu aastalitsents {dt.year} (klubi kaudu)   35,00 €\n"
            "Klubi treeningud teisipäeviti ja talvine saalitrenn sisalduvad\nKokku   75,00 €\n"
            "Tasuda klubi arveldusarvele EE33 9600 0033 0012 4471, selgitusse liikme nimi.")


def t_club_meeting(r: random.Random, dt: datetime) -> str:
    return _eml("OK Kobras juhatus <juhatus@okkobras.ee>", "liikmed@okkobras.ee", "Kobrase üldkoosolek ja hooaja plaan",
                dt, "Head kobraslased!\n\nKlubi üldkoosolek toimub neljapäeval kell 18 Tähtvere spordihoones. "
                "Päevakorras: 2025 majandusaasta aruanne, liikmemaksu suurus 2027, Tartu neljapäevakute "
                "korraldajate graafik, klubi särkide tellimine.\nTuletame meelde: liikmemaks ja litsents tuleb "
                "tasuda 31. märtsiks, muidu ei saa EMV-del klubi eest joosta.\n\nJuhatus")


def t_results(r: random.Random, dt: datetime) -> str:
    rows = ["Koht;Nimi;Klubi;Aeg;Vahe"]
    names = [_person(r) for _ in range(9)]
    pos = r.randint(3, 7)
    names.insert(pos - 1, ME)
    t = r.randint(2400, 2700)
    for i, n in enumerate(names, 1):
        t += r.randint(20, 140)
        club = "OK Kobras" if n == ME else r.choice(["Tartu Kalev", "OK Ilves", "Rakvere OK", "OK Võru",
                                                     "Tartu Orienteerumisklubi Meridiaan", "SK Saue Tammed"])
        rows.append(f"{i};{n};{club};{t // 60}:{t % 60:02d};+{(t - 2460) // 60}:{(t - 2460) % 60:02d}")
    return f"Tartu neljapäevak {_ee(dt)} - N35 (rada B, 4,8 km)\n" + "\n".join(rows)


def t_splits(r: random.Random, dt: datetime) -> str:
    out = [f"Vaheajad - {ME}, N35, {_ee(dt)}", "KP;Vaheaeg;Kokku;Koht"]
    tot = 0
    for k in range(1, 15):
        s = r.randint(90, 420)
        tot += s
        out.append(f"{30 + k};{s // 60}:{s % 60:02d};{tot // 60}:{tot % 60:02d};{r.randint(1, 12)}")
    out.append("Märkus: KP 38 -> 39 eksisin vasakule, ~2 min kaotus")
    return "\n".join(out)


def t_map_pdf(place: str):
    def t(r: random.Random, dt: datetime) -> str:
        return (f"Orienteerumiskaart: {place}\nMõõtkava 1:10 000, samakõrgusjoone vahe 2,5 m\n"
                "Kaardistandard ISOM 2017-2\nKaardistaja: Jaanus Raud, korrigeeritud " + str(dt.year) + "\n"
                "Rada: N35 B, pikkus 5,1 km, tõus 65 m, 14 KP\nStart: parkla juures, finiš: spordihoone\n"
                "(c) Eesti Orienteerumisliit / OK Kobras. Kaardi kopeerimine keelatud.")
    return t


def t_technique(r: random.Random, dt: datetime) -> str:
    return ("Orienteerumise tehnika - märkmed treeningult\n\n- kompassisuund + tugipunkt: vali alati "
            "\"püüdja\" (teerada, oja) KP taga\n- rünnakupunkt: selge objekt 100-200 m enne KP-d, sealt "
            "aeglaselt ja täpselt\n- kaardi lugemine jooksu pealt: pöidlaga näita oma asukohta\n"
            "- vigade analüüs pärast võistlust: paralleelvead, kiirustamine, halb kaardi orienteerimine\n"
            "- treeningmäng: koridororienteerumine, valge kaart (ainult KP-d ja samakõrgusjooned)\n")


def t_training_log(r: random.Random, dt: datetime) -> str:
    rows = ["Kuupäev;Tegevus;km;Aeg;Tunne"]
    for i in range(10):
        d = dt - timedelta(days=3 * (9 - i))
        act = r.choice(["Neljapäevak", "jooks Emajõe ääres", "klubitrenn Elva", "intervallid staadionil",
                        "rattaga tööle? ei, kodutöö"])
        rows.append(f"{_ee(d)};{act};{r.uniform(4, 11):.1f};{r.randint(28, 70)} min;"
                    f"{r.choice(['hea', 'ok', 'väsinud'])}")
    return "\n".join(rows)


# --------------------------------------------------------------------------- Cooking, Genealogy (Resources)


RECIPES = {
    "rabarberikook": ("Rabarberikook (ema retsept)\n\n500 g rabarberit tükkideks\n200 g võid\n1,5 dl suhkrut\n"
                      "2 muna\n3 dl jahu\n1 tl küpsetuspulbrit\nVahukoor peale: 2 dl hapukoort + 1 dl suhkrut\n\n"
                      "Või ja suhkur vahuks, munad ükshaaval, jahu + pulber. Tainas vormi, rabarber peale, "
                      "hapukoore-suhkru segu peale. 200 kraadi 35-40 min.\n"),
    "pirozhki": ("Бабушкины пирожки с капустой\n\nТесто:\n500 г муки\n250 мл тёплого молока\n1 пакетик сухих "
                 "дрожжей\n1 яйцо\n50 г сливочного масла\n1 ч. л. соли, 1 ст. л. сахара\n\nНачинка:\n"
                 "1 кочан капусты (около 1 кг), 1 луковица, 2 яйца варёных, соль, перец\n\n"
                 "Капусту мелко нашинковать и тушить с луком 30-40 минут. Тесто подходит 1 час. Лепить пирожки, "
                 "смазать яйцом, печь 20 минут при 200 градусах.\nБабушка говорит: капусту не жалеть!\n"),
    "borsh": ("Борщ как у бабы Гали\n\n500 г говядины на кости\n2 свёклы\n3 картофелины\n1/4 кочана капусты\n"
              "1 морковь, 1 луковица\n2 ст. л. томатной пасты\nуксус, лавровый лист, укроп, сметана\n\n"
              "Бульон варить 1,5 часа. Свёклу натереть и тушить отдельно с уксусом (чтобы был красный!). "
              "Потом картошка, капуста, зажарка, свёкла. Дать настояться ночь.\n"),
    "ogurtsy": ("Солёные огурцы (бабушка, Нарва)\n\nна 3-литровую банку: огурцы, 2 зонтика укропа, "
                "3 зубчика чеснока, лист хрена, лист смородины, 2 ст. л. соли без горки на 1 л воды.\n"
                "Залить холодным рассолом, 3 дня в комнате, потом в погреб.\n"),
    "kama": ("Kamavaht\n\n5 dl keefiri\n1 dl kamajahu\n2 dl vahukoort\n2 spl mett\npeotäis mustikaid\n\n"
             "Vahusta koor, sega keefir kamaga, lisa mesi, sega koor alla. Mustikad peale. Mia lemmik.\n"),
    "karee": ("# Jaapani karri (kare raisu) - proovida enne reisi!\n\n- 500 g kanakoib\n- 2 kartulit, 2 porgandit,"
              " 1 sibul\n- 1 pakk karrikuubikuid (mild, Aasia poest Lõunakeskuses)\n- riis\n\nPraadi kana ja "
              "sibul, lisa köögiviljad ja 800 ml vett, keeda 20 min, lisa kuubikud, hauta veel 10 min.\n"),
}


def t_recipe(key: str):
    def t(r: random.Random, dt: datetime) -> str:
        return RECIPES[key]
    return t


def t_grandma_letter(r: random.Random, dt: datetime) -> str:
    return _eml("Tiina Lepik <tiina.lepik@gmail.com>", ME_MAIL, "бабушкино письмо про семью", dt,
                "Kadri, vanaema dikteeris mulle, kirjutasin üles nagu ta ütles. Sina tahtsid sugupuu jaoks.\n\n"
                "Кадри, внученька!\n\nТы спрашивала про нашу семью. Мой отец, Николай Петрович Соколов, родился "
                "в 1912 году в деревне под Гдовом, Псковская губерния. Мама, Анна Ивановна, была из Печор. "
                "В 1951 году мы переехали в Нарву, отец работал на Кренгольмской мануфактуре, я тоже потом "
                "там работала 35 лет, в ткацком цехе. За деда твоего, Виктора Сорокина, вышла замуж в 1959 году.\n"
                "Фотографии есть в старом альбоме, приедешь летом - посмотрим вместе, я расскажу, кто есть кто.\n\n"
                "Целую, твоя бабушка Галя")


def t_family_tree(r: random.Random, dt: datetime) -> str:
    return ("Nimi;Sünd;Surm;Koht;Suhe;Allikas\n"
            "Ants Lepik;14.07.1936;28.10.2022;Pässä küla, Rõuge;vanaisa (isa isa);pärimistunnistus\n"
            "Helmi Lepik (Kõiv);1939;2011;Rõuge;vanaema (isa ema);kirikuraamat?\n"
            "Jaan Lepik;1904;1978;Haanja vald;vanavanaisa;Rahvusarhiiv - küsida\n"
            "Galina Sorokina (Sokolova);1940;;Narva;vanaema (ema ema);бабушкино письмо\n"
            "Viktor Sorokin;1936;1998;Narva;vanaisa (ema isa);\n"
            "Nikolai Sokolov;1912;1984;Gdovi lähedal -> Narva;vanavanaisa;бабушкино письмо\n"
            "Anna Sokolova;1915;1990;Petseri;vanavanaema;\n")


def t_archive_request(r: random.Random, dt: datetime) -> str:
    return _eml(f"{ME} <{ME_MAIL}>", "info@ra.ee", "Päring: Jaan Lepik, Haanja vald, talu ajalugu", dt,
                "Tere!\n\nUurin oma suguvõsa ajalugu. Minu vanavanaisa Jaan Lepik (s. 1904) pidas Mäe-Lepiku talu "
                "Haanja vallas (praegu Pässä küla, Rõuge vald). Kas Rahvusarhiivis on säilinud talu "
                "päriskoksostu või maareformi (1920ndad) dokumente ning 1930ndate talude nimekirju?\n"
                "Samuti huvitab 1949. aasta küüditamise ja kolhoosi astumise avalduste olemasolu.\n\n"
                "Tänan!\nKadri Lepik")


# --------------------------------------------------------------------------- misc


def t_manual(product: str, text: str):
    def t(r: random.Random, dt: datetime) -> str:
        return f"{product}\nKasutusjuhend / User manual\n{text}"
    return t


def t_shopping(r: random.Random, dt: datetime) -> str:
    return "piim\nleib\nbanaanid\nkohupiim\nMia hambapasta\nprügikotid\nkohvi\nküünlad suvilasse\n"


def t_readme_ebook(r: random.Random, dt: datetime) -> str:
    return "Raamatud\n\nLoetud 2026: Rehepapp (uuesti), Explore It!, Мастер и Маргарита pooleli\n"


def t_site_plan(r: random.Random, dt: datetime) -> str:
    return ("Projekt Puit OÜ - töö nr 26-011\nASENDIPLAAN M 1:500\n" + f"Kinnistu: {SUVILA}, {KATASTER}\n"
            "Olemasolevad hooned: elamu (1938), ait, kuur, salvkaev\nKavandatav: saun 27 m2 vana sauna asemel, "
            "terrass 8 m2 järve poole\nKaugused: elamust 11,0 m, aidast 9,5 m, kinnistu piirist 6,2 m, "
            "kaevust 14 m\nJuurdepääs olemasolevalt teelt, ehitusaegne ladustamisplats aida taga\n"
            f"Koostaja: Maarja Sild   {_ee(dt)}")


def t_testament(r: random.Random, dt: datetime) -> str:
    return ("TESTAMENT (ärakiri)\nVõru linnas, 12.05.2019\nNotar Maie Kask\n"
            "Mina, Ants Lepik, isikukood 33607140216, elukoht Pässä küla, Rõuge vald, olles terve mõistuse "
            "juures, teen järgmise testamendi:\npärandan oma kinnisasja Mäe-Lepiku koos kõigi hoonete ja "
            f"vallasasjadega oma pojatütrele {ME}, isikukood {ME_IK}.\nMuu vara pärivad minu lapsed Peeter Lepik ja "
            "Ülle Lepik võrdsetes osades.\nTestament on tõestatud notariaalselt, registri nr 1844.\n"
            f"Ärakiri väljastatud {_ee(dt)}")


def t_tallinn_lease(r: random.Random, dt: datetime) -> str:
    return ("ELURUUMI ÜÜRILEPING\n" + f"Tallinnas, {_ee(dt)}\nÜürileandja: Margus Kukk\n"
            f"Üürnik: {ME}, isikukood {ME_IK}\nEluruum: Mustamäe tee 141-38, Tallinn, 2 tuba, 47 m2\n"
            "Üüri suurus: 620 eurot kuus, tasumine iga kuu 5. kuupäevaks; kõrvalkulud vastavalt arvetele\n"
            "Tagatisraha: 700 eurot\nLeping on tähtajatu, ülesütlemise etteteatamise tähtaeg 2 kuud.\n"
            "Lemmikloomad: kokkuleppel. Suitsetamine keelatud.")


def t_money_notes(r: random.Random, dt: datetime) -> str:
    return (f"mai lõpp\n\npalk tuli {r.randint(3180, 3260)}\n- laen 812,44\n- KÜ {r.randint(170, 230)}\n"
            f"- lasteaed {r.randint(80, 95)}\n- Tarmo ettemaks oli märtsis 10 843,80 (kogumiskontolt)\n"
            "- Jaapani fondi 400 -> püsimakse tehtud\nkrediitkaart 0, hea!\nIII sammas: 100 kuus, kas tõsta?\n")


def t_physio_note(r: random.Random, dt: datetime) -> str:
    return ("füsio harjutused (Tugi, Kerli)\n\n1. vaagnakallutus selili 3x10\n2. kassiselg neljakäpukil 3x10\n"
            "3. tuharasild 3x12, hoida 3 s\n4. linnukoer 3x8 kummalgi poolel\n"
            "laua kõrgus 72 cm, tool madalamaks, monitor silmade kõrgusele\nkorduskontroll 3 nädala pärast\n")


# --------------------------------------------------------------------------- build


def _age(y: int, m: int, d: int) -> float:
    return (NOW - datetime(y, m, d, 12, tzinfo=NOW.tzinfo)).total_seconds() / DAY


MZ = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00"
MSI = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1\x00\x00\x00\x00\x00\x00\x00\x00"


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
            return _pdf(_pdfsafe(content))
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

    def img(y: int, m: int, d: int, prefix: str = "IMG_", ext: str = "jpg") -> str:
        return f"{prefix}{y}{m:02d}{d:02d}_{r.randint(7, 20):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}.{ext}"

    def pdfb(fn, age: float) -> bytes:
        return _pdf(_pdfsafe(fn(r, _ago(age))))

    P, A, R, X, L = "Projects", "Areas", "Resources", "Archive", "Left"
    H = True
    dl, tl, dk = "Allalaadimised", "Töölaud", "Dokumendid"
    sk, y24 = f"{dk}/Skaneeritud", f"{dk}/2024"

    # ------------------------------------------------------------ Dokumendid/Saun 2026 (Projects Cottage)
    s = f"{dk}/Saun 2026"
    add(f"{s}/Pakkumised/HP Haanja Palgiehitus.pdf", P, "Cottage", _age(2026, 1, 28), t_sauna_quote("haanja"))
    add(f"{s}/Pakkumised/HP Haanja Palgiehitus (1).pdf", P, "Cottage", _age(2026, 1, 28), t_sauna_quote("haanja"))
    add(f"{s}/Pakkumised/Võru Saunameistrid pakkumine.pdf", P, "Cottage", _age(2026, 2, 3), t_sauna_quote("voru"))
    add(f"{s}/Pakkumised/pakkumine_LõunaEhitus.pdf", P, "Cottage", _age(2026, 2, 10), t_sauna_quote("louna"))
    add(f"{s}/Pakkumised/võrdlus.xlsx", P, "Cottage", _age(2026, 2, 14), t_sauna_compare)
    add(f"{s}/Projekt/seletuskiri.pdf", P, "Cottage", _age(2026, 2, 20), t_seletuskiri)
    add(f"{s}/Projekt/asendiplaan.pdf", P, "Cottage", _age(2026, 2, 20), t_site_plan)
    add(f"{s}/Ehitusteatis_EHR.pdf", P, "Cottage", _age(2026, 2, 24), t_ehitusteatis)
    add(f"{s}/Ehitusteatis menetletud.eml", P, "Cottage", _age(2026, 3, 5), t_vald_reply)
    add(f"{s}/Töövõtuleping_mustand.docx", P, "Cottage", _age(2026, 3, 2), t_sauna_contract)
    add(f"{s}/Töövõtuleping 2026-07.asice", P, "Cottage", _age(2026, 3, 9),
        _asice("Toovotuleping_2026-07.pdf", pdfb(t_sauna_contract, _age(2026, 3, 9)), "RAUD,TARMO",
               _ago(_age(2026, 3, 9))))
    add(f"{s}/arve 271 ettemaks.pdf", P, "Cottage", _age(2026, 3, 11), t_sauna_invoice)
    add(f"{s}/eelarve.xlsx", P, "Cottage", _age(2026, 5, 30), t_sauna_budget)
    add(f"{s}/märkmed.md", P, "Cottage", _age(2026, 5, 29), t_sauna_notes)
    add(f"{s}/Tarmo/Saun ajakava.eml", P, "Cottage", _age(2026, 3, 20), t_builder_mail(0))
    add(f"{s}/Tarmo/RE Vundament.eml", P, "Cottage", _age(2026, 5, 18), t_builder_mail(1))
    add(f"{s}/Tarmo/vastus drenaaž.eml", P, "Cottage", _age(2026, 5, 19), t_sauna_reply)
    add(f"{s}/Tarmo/Keris ja korsten.eml", P, "Cottage", _age(2026, 5, 27), t_builder_mail(2))
    add(f"{s}/Materjalid/Saunapood Leil tellimus.pdf", P, "Cottage", _age(2026, 5, 29), t_kerise_order)
    add(f"{s}/~$eelarve.xlsx", L, "System", _age(2026, 5, 30), b"\x0bKadri Lepik" + b"\x00" * 40)
    add(f"{dl}/HP-2026-031.pdf", P, "Cottage", _age(2026, 1, 28), t_sauna_quote("haanja"), H)
    add(f"{dl}/26-011_SK.pdf", P, "Cottage", _age(2026, 2, 20), t_seletuskiri, H)
    add(f"{dl}/VE-44812.pdf", P, "Cottage", _age(2026, 5, 8), t_timber_invoice, H)
    add(f"{dl}/sõnum.eml", P, "Cottage", _age(2026, 5, 24), t_sauna_elec_quote_req, H)
    add(f"{tl}/Uus dokument.docx", P, "Cottage", _age(2026, 5, 20), t_sauna_notes, H)
    ps = "Pildid/Saun 2026"
    for y, m, d in ((2026, 1, 10), (2026, 3, 21), (2026, 4, 13), (2026, 4, 14), (2026, 4, 15), (2026, 5, 6),
                    (2026, 5, 16), (2026, 5, 27), (2026, 5, 28)):
        photo(f"{ps}/{img(y, m, d)}", P, "Cottage", _age(y, m, d))
    add(f"{ps}/Thumbs.db", L, "System", _age(2026, 5, 28), _blob(r, MSI, 600))
    add(f"{dl}/Tarmo_fotod.zip.crdownload", L, "System", _age(2026, 5, 28), _blob(r, b"PK\x03\x04", 2000))

    # ------------------------------------------------------------ Dokumendid/Suvila (Areas Cottage)
    c = f"{dk}/Suvila"
    add(f"{c}/Maamaks 2025.pdf", A, "Cottage", _age(2025, 2, 12), t_maamaks)
    add(f"{dk}/Pank ja maksud/Maamaks 2026.pdf", A, "Cottage", _age(2026, 2, 11), t_maamaks)
    for y, m in ((2025, 8), (2025, 9), (2026, 5)):
        add(f"{c}/Elekter/Voolu Energia {y}-{m:02d}.pdf", A, "Cottage", _age(y, m, 6), t_cottage_power)
    add(f"{dk}/Kodu/Suvila kindlustus 2025.pdf", A, "Cottage", _age(2025, 4, 30), t_cottage_insurance)
    add(f"{c}/Prügivedu 2025.pdf", A, "Cottage", _age(2025, 9, 5), t_jaatmed)
    add(f"{c}/korstnapühkija akt 2025.pdf", A, "Cottage", _age(2025, 6, 7), t_korstnapuhkija)
    add(f"{c}/kaevuvesi analüüs.pdf", A, "Cottage", _age(2025, 6, 20), t_water_test)
    add(f"{c}/kevadtööd.txt", A, "Cottage", _age(2026, 4, 20), t_cottage_todo)
    add(f"{c}/Kinnistusraamat väljavõte.pdf", A, "Cottage", _age(2023, 5, 12), t_kinnistusraamat)
    add(f"{sk}/scan_0007.pdf", A, "Cottage", _age(2024, 6, 10), t_korstnapuhkija, H)
    add(f"{dl}/teade.pdf", A, "Cottage", _age(2024, 2, 14), t_maamaks, H)
    add(f"{tl}/nimetu.txt", A, "Cottage", _age(2025, 4, 26), t_cottage_todo, H)
    add(f"{dl}/LJ_arve.pdf", A, "Cottage", _age(2025, 10, 4), t_jaatmed, H)
    for y, m, d in ((2025, 7, 12), (2025, 7, 13), (2025, 8, 2)):
        photo(f"Pildid/2025/{img(y, m, d)}", R, "Photos", _age(y, m, d))

    # ------------------------------------------------------------ Pärimine (Archive Estate)
    e = f"{dk}/Pärimine vanaisa"
    add(f"{e}/Pärimistunnistus.pdf", X, "Estate", _age(2023, 3, 14), t_parimistunnistus)
    add(f"{e}/Pärimistunnistus_2023.asice", X, "Estate", _age(2023, 3, 14),
        _asice("Parimistunnistus.pdf", pdfb(t_parimistunnistus, _age(2023, 3, 14)), "KASK,MAIE",
               _ago(_age(2023, 3, 14))))
    add(f"{e}/testament ärakiri.pdf", X, "Estate", _age(2022, 11, 21), t_testament)
    add(f"{e}/notari arve.pdf", X, "Estate", _age(2023, 3, 14), t_notary_invoice)
    add(f"{e}/vanaisa asjad.docx", X, "Estate", _age(2023, 1, 20), t_estate_inventory)
    add(f"{e}/Ülle kiri.eml", X, "Estate", _age(2023, 1, 12), t_estate_mail)
    add(f"{dl}/dokument (2).pdf", X, "Estate", _age(2023, 3, 15), t_parimistunnistus, H)
    add(f"{sk}/scan_0001.pdf", X, "Estate", _age(2023, 3, 16), t_notary_invoice, H)

    # ------------------------------------------------------------ ISTQB (Projects Testing, Archive Testing)
    q = f"{dk}/ISTQB"
    add(f"{q}/ISTQB_CTAL-TM_Syllabus_v3.0.pdf", P, "Testing", _age(2026, 4, 2), t_syllabus)
    add(f"{q}/CTAL-TM_Sample_Exam_A_Questions.pdf", P, "Testing", _age(2026, 4, 20), t_sample_exam("q"))
    add(f"{q}/CTAL-TM_Sample_Exam_A_Answers.pdf", P, "Testing", _age(2026, 4, 20), t_sample_exam("a"))
    add(f"{q}/õppeplaan.md", P, "Testing", _age(2026, 4, 28), t_study_plan)
    add(f"{q}/märkmed/ptk1.md", P, "Testing", _age(2026, 5, 5), t_tm_notes(1))
    add(f"{q}/märkmed/riskid.md", P, "Testing", _age(2026, 5, 15), t_tm_notes(2))
    add(f"{q}/märkmed/ptk2.md", P, "Testing", _age(2026, 5, 28), t_tm_notes(3))
    add(f"{q}/flashcards.csv", P, "Testing", _age(2026, 5, 20), t_flashcards)
    add(f"{q}/proovieksamid.xlsx", P, "Testing", _age(2026, 5, 30), t_mock_scores)
    add(f"{q}/Testimiskool arve.pdf", P, "Testing", _age(2026, 4, 17), t_course_invoice)
    add(f"{q}/koolituskokkulepe.asice", P, "Testing", _age(2026, 3, 25),
        _asice("Koolituskokkulepe_lisa3.pdf", pdfb(t_training_agreement, _age(2026, 3, 25)), "LEPIK,KADRI",
               _ago(_age(2026, 3, 25))))
    add(f"{dk}/Töö/ISTQB eksami broneering.eml", P, "Testing", _age(2026, 5, 12), t_exam_booking)
    add(f"{dl}/document.pdf", P, "Testing", _age(2026, 4, 20), t_sample_exam("a"), H)
    add(f"{tl}/märkmed.txt", P, "Testing", _age(2026, 5, 16), t_tm_notes(2), H)
    add(f"{dl}/invoice_TK-2026-61.pdf", P, "Testing", _age(2026, 4, 17), t_course_invoice, H)
    add(f"{dl}/Nimetu arvutustabel.xlsx", P, "Testing", _age(2026, 5, 22), t_mock_scores, H)
    add(f"{dl}/Dokument (4).docx", P, "Testing", _age(2026, 3, 20), t_training_agreement, H)
    add(f"{dl}/JR_Pass_guide.pdf.crdownload", L, "System", _age(2026, 3, 22), _blob(r, b"%PDF-1.7\n", 3000))
    add(f"{q}/Foundation 2019/CTFL märkmed.txt", X, "Testing", _age(2019, 11, 15), t_ctfl_notes)
    add(f"{q}/Foundation 2019/registreerimine.eml", X, "Testing", _age(2019, 10, 2), t_ctfl_booking)

    # ------------------------------------------------------------ Testing (Resources)
    add("Raamatud/Explore It! - Elisabeth Hendrickson.epub", R, "Testing", _age(2024, 11, 3),
        _epub("Explore It!", "Elisabeth Hendrickson", "en",
              "Exploratory testing is simultaneously learning about the system while designing and executing "
              "tests, using feedback from the last test to inform the next. Charters: explore target with "
              "resources to discover information."))
    add("Raamatud/Lessons Learned in Software Testing.epub", R, "Testing", _age(2022, 5, 9),
        _epub("Lessons Learned in Software Testing", "Cem Kaner, James Bach, Bret Pettichord", "en",
              "Lesson 1: You are the headlights of the project. Testing is done to find information; critical "
              "decisions about the project or the product are made on the basis of that information."))
    add(f"{dk}/Testimine/playwright_cheatsheet.md", R, "Testing", _age(2025, 10, 14), t_playwright_cheats)
    add(f"{dk}/Testimine/test-heuristics-cheat-sheet.txt", R, "Testing", _age(2024, 9, 30), t_heuristics)
    add(f"{dk}/Testimine/NTD2025_contract_testing.pdf", R, "Testing", _age(2025, 9, 26), t_conf_slides)
    add(f"{dl}/slides (1).pdf", R, "Testing", _age(2025, 9, 26), t_conf_slides, H)
    dot(f"{dk}/Testimine/.gitignore", b"node_modules/\ntest-results/\nplaywright-report/\n", _age(2025, 10, 14))

    # ------------------------------------------------------------ Dokumendid/Töö (Areas Work)
    w = f"{dk}/Töö"
    add(f"{w}/Tööleping Nordlane 2023.asice", A, "Work", _age(2023, 8, 15),
        _asice("Tooleping_Kadri_Lepik.pdf", pdfb(t_contract_nordlane, _age(2023, 8, 15)), "LEPIK,KADRI",
               _ago(_age(2023, 8, 15))))
    add(f"{w}/Tööleping Nordlane 2023.pdf", A, "Work", _age(2023, 8, 15), t_contract_nordlane)
    for m in range(1, 6):
        add(f"{w}/Palgateatised/palgateatis_2026-{m:02d}.pdf", A, "Work", _age(2026, m, 10), t_payslip)
    add(f"{w}/Palgateatised/palgateatis_2025-12.pdf", A, "Work", _age(2025, 12, 10), t_payslip)
    add(f"{w}/Test strategy RoutePlanner v2.3.docx", A, "Work", _age(2026, 3, 18), t_test_strategy)
    add(f"{w}/~$st strategy RoutePlanner v2.3.docx", L, "System", _age(2026, 3, 18), b"\x0bKadri Lepik" + b"\x00" * 40)
    add(f"{w}/regressioon_RP5.xlsx", A, "Work", _age(2026, 5, 21), t_regression_plan)
    add(f"{w}/jira_export_mai.csv", A, "Work", _age(2026, 5, 27), t_jira_export)
    add(f"{w}/retro_sprint72.md", A, "Work", _age(2026, 5, 22), t_retro)
    add(f"{w}/Performance review 2025.docx", A, "Work", _age(2026, 1, 15), t_review)
    add(f"{w}/kaugtöö kulud 2025.docx", A, "Work", _age(2025, 12, 12), t_homeoffice)
    add(f"{w}/CV_Kadri_Lepik_EN.docx", A, "Work", _age(2026, 2, 2), t_cv)
    add(f"{w}/Sertifikaadid/ISTQB_CTFL_sertifikaat.pdf", A, "Work", _age(2019, 12, 5), t_ctfl_cert)
    add(f"{w}/Q2 offsite.eml", A, "Work", _age(2026, 4, 29), t_offsite)
    add(f"{tl}/Dokument1.docx", A, "Work", _age(2026, 5, 26), t_one_on_one, H)
    add(f"{dl}/export (1).csv", A, "Work", _age(2026, 4, 24), t_jira_export, H)
    add(f"{dl}/sõnum (2).eml", A, "Work", _age(2026, 4, 29), t_offsite, H)
    add(f"{tl}/notes.md", A, "Work", _age(2026, 5, 8), t_retro, H)
    add(f"{dl}/PDF_2026-04-10.pdf", A, "Work", _age(2026, 4, 10), t_payslip, H)
    add(f"{dl}/Untitled document.docx", A, "Work", _age(2026, 3, 4), t_test_strategy, H)
    add(f"{dl}/CV_Kadri_Lepik_EN (1).docx", A, "Work", _age(2026, 2, 3), t_cv)

    # ------------------------------------------------------------ Läänemere Pank, Töötukassa (Archive Work)
    b = f"{w}/Läänemere Pank"
    add(f"{b}/Töölepingu lõpetamise kokkulepe.pdf", X, "Work", _age(2023, 6, 5), t_bank_termination)
    add(f"{b}/Töötõend.pdf", X, "Work", _age(2023, 6, 30), t_bank_reference)
    add(f"{b}/Palgaleht 06-2023.pdf", X, "Work", _age(2023, 6, 30), t_bank_payslip)
    add(f"{b}/IB2.0_SCTInst_TestPlan_R23.2.docx", X, "Work", _age(2023, 3, 20), t_bank_testplan)
    add(f"{b}/Hüvastijätukiri.eml", X, "Work", _age(2023, 6, 30), t_bank_farewell)
    add(f"{w}/Töötukassa 2023/otsus arvelevõtmine.pdf", X, "Work", _age(2023, 7, 5), t_tootukassa_reg)
    add(f"{w}/Töötukassa 2023/arvelt kustutamine.eml", X, "Work", _age(2023, 9, 1), t_tootukassa_end)
    add(f"{sk}/scan_0003.pdf", X, "Work", _age(2023, 7, 6), t_tootukassa_reg, H)
    add(f"{dl}/1688117402.pdf", X, "Work", _age(2023, 6, 30), t_bank_payslip, H)
    add(f"{dl}/dokument (1).pdf", X, "Work", _age(2023, 6, 6), t_bank_termination, H)

    # ------------------------------------------------------------ Pank ja maksud (Areas Finance)
    f = f"{dk}/Pank ja maksud"
    for m in range(1, 5):
        add(f"{f}/Väljavõtted/Põhjala väljavõte 2026-{m:02d}.pdf", A, "Finance", _age(2026, m + 1, 2), t_statement_pdf)
    add(f"{f}/Väljavõtted/tehingud_2026-05.csv", A, "Finance", _age(2026, 5, 31), t_statement_csv)
    add(f"{f}/Kodulaen/Laenuleping 23-4417.pdf", A, "Finance", _age(2023, 7, 3), t_loan_contract)
    add(f"{f}/Kodulaen/Maksegraafik 2026.xlsx", A, "Finance", _age(2026, 1, 10), t_loan_schedule)
    add(f"{f}/Kodulaen/intressimuutus 2025-07.pdf", A, "Finance", _age(2025, 7, 4), t_euribor)
    add(f"{f}/Kodulaen/intressimuutus 2026-01.pdf", A, "Finance", _age(2026, 1, 5), t_euribor)
    add(f"{f}/Maksud/Tuludeklaratsioon 2024.pdf", A, "Finance", _age(2025, 3, 10), t_tax_return(2024))
    add(f"{f}/Maksud/Tuludeklaratsioon 2025.pdf", A, "Finance", _age(2026, 3, 4), t_tax_return(2025))
    add(f"{f}/Maksud/EMTA teavitus.eml", A, "Finance", _age(2026, 4, 22), t_tax_refund)
    add(f"{f}/Pension/II sammas väljavõte 2025.pdf", A, "Finance", _age(2026, 1, 20), t_pension)
    add(f"{f}/Investeerimiskonto aruanne 2025.pdf", A, "Finance", _age(2026, 2, 5), t_invest)
    add(f"{f}/eelarve 2026.xlsx", A, "Finance", _age(2026, 5, 31), t_budget)
    dot(f"{f}/.~lock.eelarve 2026.xlsx#", b",Kadri Lepik,KADRI-LENOVO,31.05.2026 21:14,file:///C:/Users/kadri;\n",
        _age(2026, 5, 31))
    add(f"{dl}/dokument (3).pdf", A, "Finance", _age(2026, 5, 2), t_statement_pdf, H)
    add(f"{dl}/export.csv", A, "Finance", _age(2026, 4, 30), t_statement_csv, H)
    add(f"{dl}/report (2).xlsx", A, "Finance", _age(2025, 7, 5), t_loan_schedule, H)
    add(f"{tl}/Uus tekstidokument.txt", A, "Finance", _age(2026, 5, 30), t_money_notes, H)
    add(f"{dl}/sõnum (3).eml", A, "Finance", _age(2025, 4, 24), t_tax_refund, H)
    add(f"{dl}/väljatrükk.pdf", A, "Finance", _age(2026, 3, 4), t_tax_return(2025), H)
    add(f"{sk}/scan_0018.pdf", A, "Finance", _age(2025, 1, 22), t_pension, H)

    # ------------------------------------------------------------ Kodu (Areas Home)
    k = f"{dk}/Kodu"
    for m in range(1, 6):
        add(f"{k}/KÜ arved/KÜ arve 2026-{m:02d}.pdf", A, "Home", _age(2026, m, 8), t_ky_invoice)
    add(f"{k}/KÜ arved/KÜ arve 2026-05 (1).pdf", A, "Home", _age(2026, 5, 8), t_ky_invoice)
    add(f"{k}/Üldkoosoleku protokoll 2026.pdf", A, "Home", _age(2026, 4, 16), t_ky_meeting)
    add(f"{k}/Voolu Energia 2026-04.pdf", A, "Home", _age(2026, 4, 7), t_power_home)
    add(f"{k}/Voolu Energia 2026-05.pdf", A, "Home", _age(2026, 5, 7), t_power_home)
    add(f"{k}/Levinet arve 2026-05.pdf", A, "Home", _age(2026, 5, 5), t_internet)
    add(f"{k}/Kodukindlustus 2025-2026.pdf", A, "Home", _age(2025, 8, 15), t_home_insurance)
    add(f"{k}/Ostuleping Kalevi 64-17.pdf", A, "Home", _age(2023, 7, 3), t_apartment_deed)
    add(f"{k}/Torumees24 arve.pdf", A, "Home", _age(2025, 10, 21), t_plumber)
    add(f"{k}/veenäidud.xlsx", A, "Home", _age(2026, 5, 14), t_meter_readings)
    add(f"{k}/Haldur teade.eml", A, "Home", _age(2026, 5, 25), t_ky_notice)
    add(f"{sk}/scan_0009.pdf", A, "Home", _age(2025, 11, 9), t_ky_invoice, H)
    add(f"{dl}/arve (2).pdf", A, "Home", _age(2026, 4, 5), t_internet, H)
    add(f"{dl}/sõnum (4).eml", A, "Home", _age(2026, 2, 12), t_ky_notice, H)
    add(f"{dl}/print.pdf", A, "Home", _age(2025, 8, 15), t_home_insurance, H)
    add(f"{tl}/protokoll_mustand.docx", A, "Home", _age(2026, 4, 17), t_ky_meeting, H)
    for name, text in (("Bosch nõudepesumasin SMV4 kasutusjuhend.pdf",
                        ("Nõudepesumasin SMV4HTX31E\nPaigaldamine, esmakordne kasutamine, soola ja loputusvahendi"
                        " lisamine. Programmid: Eco 50, Auto 45-65, Intensiivne 70, Kiire 45.\nVeakoodid: E15 -"
                        " veekaitsesüsteem rakendus; E24 - äravool ummistunud, puhastage filter.")),
                       ("Samsung WW80 manual.pdf",
                        ("Washing machine WW80T\nInstallation, drum clean every 40 washes, child lock (hold Temp + "
                        "Spin 3 s). Error 4C: water supply, 5C: drain, UE: unbalanced load.")),
                       ("airfryer_juhend.pdf",
                        ("Kuumaõhufritüür HD9252\nÄrge katke õhuavasid. Friikartulid 180 C 15-20 min, "
                        "kanakoivad 180 C 25 min. Korv ja pann on nõudepesumasinakindlad."))):
        add(f"{k}/Juhendid/{name}", R, "Home", _age(2023, r.randint(9, 12), r.randint(1, 28)),
            t_manual(name[:-4], text))

    # ------------------------------------------------------------ Kolimine 2023 (Archive Home)
    mv = f"{dk}/Kolimine 2023"
    add(f"{mv}/Üürileping Mustamäe 2019.pdf", X, "Home", _age(2019, 8, 25), t_tallinn_lease)
    add(f"{mv}/Üleandmise akt Mustamäe.pdf", X, "Home", _age(2023, 8, 31), t_tallinn_lease_end)
    add(f"{mv}/Kolimisabi arve.pdf", X, "Home", _age(2023, 8, 19), t_movers)
    add(f"{mv}/kolimise nimekiri.txt", X, "Home", _age(2023, 7, 20), t_move_checklist)
    add(f"{mv}/Elukoht muudetud.eml", X, "Home", _age(2023, 8, 24), t_address_change)
    add(f"{sk}/scan_0004.pdf", X, "Home", _age(2023, 8, 22), t_movers, H)
    add(f"{dl}/todo.txt", X, "Home", _age(2023, 7, 10), t_move_checklist, H)

    # ------------------------------------------------------------ Tervis (Areas Health)
    h = f"{dk}/Tervis"
    add(f"{h}/Kadri visiit seljavalu.pdf", A, "Health", _age(2026, 2, 17), t_visit_summary("kadri"))
    add(f"{h}/Mia visiit 2026-03.pdf", A, "Health", _age(2026, 3, 9), t_visit_summary("mia"))
    add(f"{h}/Digiretsept 2026-04.pdf", A, "Health", _age(2026, 4, 25), t_prescription)
    add(f"{h}/Analüüsid 2026-02.pdf", A, "Health", _age(2026, 2, 19), t_lab)
    add(f"{h}/Hambaarst/EH arve 2025-11.pdf", A, "Health", _age(2025, 11, 18), t_dentist)
    add(f"{h}/Hambaarst/EH arve 2026-05.pdf", A, "Health", _age(2026, 5, 12), t_dentist)
    add(f"{h}/Hooldusleht märts 2026.pdf", A, "Health", _age(2026, 3, 16), t_carecert)
    add(f"{h}/Mia vaktsiinid.pdf", A, "Health", _age(2026, 4, 30), t_vaccines)
    add(f"{h}/Prillid kviitung.pdf", A, "Health", _age(2025, 9, 12), t_glasses)
    add(f"{h}/Füsio arve.pdf", A, "Health", _age(2026, 3, 20), t_physio)
    add(f"{h}/Mia ujumine arve.pdf", A, "Family", _age(2026, 1, 25), t_swim_invoice)
    add(f"{dl}/document (1).pdf", A, "Health", _age(2026, 4, 25), t_prescription, H)
    add(f"{sk}/scan_0011.pdf", A, "Health", _age(2025, 11, 24), t_visit_summary("mia"), H)
    add(f"{dl}/sõnum (5).eml", A, "Health", _age(2026, 5, 21), t_checkup_mail, H)
    add(f"{tl}/Uus tekstidokument (2).txt", A, "Health", _age(2026, 3, 20), t_physio_note, H)
    add(f"{dl}/vastus_88123.pdf", A, "Health", _age(2025, 10, 2), t_lab, H)

    # ------------------------------------------------------------ Mia (Areas Family, Archive Family)
    mi = f"{dk}/Mia"
    for m in range(2, 6):
        add(f"{mi}/Lasteaed/kohatasu arve 2026-{m:02d}.pdf", A, "Family", _age(2026, m, 4), t_kindergarten_invoice)
    add(f"{mi}/Lasteaed/Mesimummude juuni info.eml", A, "Family", _age(2026, 5, 28), t_kindergarten_letter(0))
    add(f"{mi}/Lapsetoetus SKA teade.pdf", A, "Family", _age(2025, 1, 10), t_child_allowance)
    add(f"{mi}/Mia 4 sünnipäev.txt", A, "Family", _age(2026, 1, 30), t_mia_birthday)
    add(f"{dl}/Arve_4471962.pdf", A, "Family", _age(2026, 1, 5), t_kindergarten_invoice, H)
    add(f"{dl}/sõnum (6).eml", A, "Family", _age(2025, 9, 22), t_kindergarten_letter(1), H)
    add(f"{sk}/scan_0012.pdf", A, "Family", _age(2025, 9, 15), t_swim_invoice, H)
    add(f"{mi}/Vanemahüvitis/otsus 2022.pdf", X, "Family", _age(2022, 3, 1), t_parental_benefit)
    add(f"{mi}/Vanemahüvitis/viimane makse.eml", X, "Family", _age(2023, 6, 28), t_parental_end)
    add(f"{dl}/otsus.pdf", X, "Family", _age(2022, 3, 2), t_parental_benefit, H)

    # ------------------------------------------------------------ Jaapan 2026 (Projects Travel)
    j = f"{dk}/Jaapan 2026"
    add(f"{j}/Finnair broneering.pdf", P, "Travel", _age(2026, 1, 14), t_flight)
    add(f"{j}/Tallink laev.eml", P, "Travel", _age(2026, 1, 16), t_ferry)
    add(f"{j}/Hotellid/Tokyo Sakura Asakusa.pdf", P, "Travel", _age(2026, 2, 2), t_hotel("tokyo"))
    add(f"{j}/Hotellid/Kyoto Ryokan Hanaya.pdf", P, "Travel", _age(2026, 2, 9), t_hotel("kyoto"))
    add(f"{j}/Hotellid/Osaka Namba.pdf", P, "Travel", _age(2026, 3, 1), t_hotel("osaka"))
    add(f"{j}/kava.docx", P, "Travel", _age(2026, 5, 10), t_itinerary)
    add(f"{j}/eelarve Jaapan.xlsx", P, "Travel", _age(2026, 5, 2), t_japan_budget)
    add(f"{j}/reisikindlustus.pdf", P, "Travel", _age(2026, 5, 6), t_travel_insurance)
    add(f"{j}/Mia pass taotlus.eml", P, "Travel", _age(2026, 4, 29), t_passport)
    add(f"{j}/pakkimine.txt", P, "Travel", _age(2026, 5, 30), t_packing)
    add(f"{j}/jaapani_fraasid.md", P, "Travel", _age(2026, 4, 4), t_phrases)
    add(f"{j}/JR pass vs piletid.txt", P, "Travel", _age(2026, 3, 22), t_jr_notes)
    add(f"{j}/eSIM Airalo.eml", P, "Travel", _age(2026, 5, 19), t_esim)
    add(f"{dl}/Finnair broneering (1).pdf", P, "Travel", _age(2026, 1, 14), t_flight)
    add(f"{dl}/Confirmation.pdf", P, "Travel", _age(2026, 2, 2), t_hotel("tokyo"), H)
    add(f"{dl}/Confirmation (1).pdf", P, "Travel", _age(2026, 3, 1), t_hotel("osaka"), H)
    add(f"{tl}/mustand.docx", P, "Travel", _age(2026, 3, 28), t_itinerary, H)
    add(f"{dl}/Nimetu arvutustabel (1).xlsx", P, "Travel", _age(2026, 2, 15), t_japan_budget, H)
    add(f"{dl}/sõnum (7).eml", P, "Travel", _age(2026, 4, 29), t_passport, H)
    add(f"{tl}/nimetu (2).txt", P, "Travel", _age(2026, 5, 3), t_packing, H)
    add(f"{dl}/dokument (5).pdf", P, "Travel", _age(2026, 5, 6), t_travel_insurance, H)
    for d, label in ((22, "Kyoto kaart"), (23, "Fushimi Inari lahtiolek"), (30, "Ghibli piletid")):
        add(f"Pildid/Ekraanipildid/Ekraanipilt 2026-03-{d} {label}.png", P, "Travel", _age(2026, 3, d), "")

    # ------------------------------------------------------------ Reisid (Archive Travel)
    rt = f"{dk}/Reisid"
    add(f"{rt}/Horvaatia 2024/Booking Split.pdf", X, "Travel", _age(2024, 3, 2), t_croatia_booking)
    add(f"{rt}/Horvaatia 2024/plaan.txt", X, "Travel", _age(2024, 7, 20), t_croatia_plan)
    add(f"{rt}/Lapimaa 2025/Levi mökki.eml", X, "Travel", _age(2024, 11, 5), t_lapland_cabin)
    add(f"{rt}/Lapimaa 2025/safari kviitung.pdf", X, "Travel", _age(2025, 2, 18), t_lapland)
    add(f"{y24}/Horvaatia kava.docx", X, "Travel", _age(2024, 7, 28), t_croatia_plan)
    add(f"{y24}/dokument.pdf", X, "Travel", _age(2024, 3, 3), t_croatia_booking, H)
    add(f"{dl}/kuitti.pdf", X, "Travel", _age(2025, 2, 19), t_lapland, H)

    # ------------------------------------------------------------ Auto (Archive Car)
    au = f"{dk}/Auto"
    add(f"{au}/Ostu-müügileping 412BKT.asice", X, "Car", _age(2026, 2, 21),
        _asice("Ostu-myygileping_412BKT.pdf", pdfb(t_car_sale, _age(2026, 2, 21)), "LEPIK,KADRI",
               _ago(_age(2026, 2, 21))))
    add(f"{au}/Transpordiamet omanikuvahetus.eml", X, "Car", _age(2026, 2, 21), t_car_registry)
    add(f"{au}/auto24 kuulutus.txt", X, "Car", _age(2026, 2, 1), t_car_ad)
    add(f"{au}/hooldus 2025-05.pdf", X, "Car", _age(2025, 5, 14), t_car_service)
    add(f"{au}/tehnoülevaatus 2025.pdf", X, "Car", _age(2025, 4, 8), t_car_inspection)
    add(f"{au}/liikluskindlustus lõpetamine.eml", X, "Car", _age(2026, 2, 23), t_car_insurance_end)
    add(f"{dl}/leping.pdf", X, "Car", _age(2026, 2, 20), t_car_sale, H)
    add(f"{sk}/scan_0013.pdf", X, "Car", _age(2024, 4, 11), t_car_inspection, H)
    for d in (31, 31, 31):
        photo(f"Pildid/Auto müük/{img(2026, 1, d)}", X, "Car", _age(2026, 1, d))

    # ------------------------------------------------------------ Orienteerumine (Areas, Resources)
    o = f"{dk}/Orienteerumine"
    add(f"{o}/Kobras liikmemaks 2026.pdf", A, "Orienteering", _age(2026, 2, 20), t_club_fee)
    add(f"{o}/Kobras liikmemaks 2025.pdf", A, "Orienteering", _age(2025, 3, 1), t_club_fee)
    add(f"{o}/Kobras üldkoosolek.eml", A, "Orienteering", _age(2026, 3, 10), t_club_meeting)
    add(f"{dl}/arve (1).pdf", A, "Orienteering", _age(2024, 2, 27), t_club_fee, H)
    for y, m, d in ((2025, 6, 12), (2025, 8, 21), (2026, 5, 21)):
        add(f"{o}/Tulemused/neljapäevak_{y}-{m:02d}-{d:02d}.csv", R, "Orienteering", _age(y, m, d) - 0.3, t_results)
    add(f"{o}/Tulemused/vaheajad_2026-05-21.txt", R, "Orienteering", _age(2026, 5, 21) - 0.35, t_splits)
    add(f"{tl}/nimetu (3).txt", R, "Orienteering", _age(2025, 8, 21) - 0.4, t_splits, H)
    add(f"{dl}/tulemused (3).csv", R, "Orienteering", _age(2025, 8, 21) - 0.35, t_results, H)
    for place in ("Tähtvere park", "Raadi", "Ihaste"):
        add(f"{o}/Kaardid/{place}.pdf", R, "Orienteering", _age(2025, r.randint(5, 9), r.randint(1, 28)),
            t_map_pdf(place))
    for n, (y, m, d) in enumerate(((2025, 6, 12), (2025, 8, 21), (2026, 5, 21))):
        add(f"{o}/GPS/activity_{18800000000 + n * 713377 + r.randint(0, 9999)}.gpx", R, "Orienteering",
            _age(y, m, d) - 0.2, _gpx(r, "Tartu Orienteering", _ago(_age(y, m, d)), 58.3906, 26.6860).encode())
    add(f"{o}/tehnika märkmed.txt", R, "Orienteering", _age(2025, 3, 18), t_technique)
    add(f"{o}/trenn 2026.xlsx", R, "Orienteering", _age(2026, 5, 29), t_training_log)
    add(f"{dl}/PurplePen-3.5.4-setup.exe", R, "Software", _age(2025, 4, 2), _blob(r, MZ, 4000))
    photo(f"Pildid/2025/{img(2025, 8, 21)}", R, "Photos", _age(2025, 8, 21))

    # ------------------------------------------------------------ Retseptid (Resources Cooking)
    rc = f"{dk}/Retseptid"
    add(f"{rc}/rabarberikook.txt", R, "Cooking", _age(2024, 5, 30), t_recipe("rabarberikook"))
    add(f"{rc}/Бабушкины пирожки.docx", R, "Cooking", _age(2025, 1, 6), t_recipe("pirozhki"))
    add(f"{rc}/борщ.txt", R, "Cooking", _age(2025, 11, 2), t_recipe("borsh"))
    add(f"{rc}/огурцы.txt", R, "Cooking", _age(2024, 8, 14), t_recipe("ogurtsy"))
    add(f"{rc}/kamavaht.txt", R, "Cooking", _age(2025, 7, 3), t_recipe("kama"))
    add(f"{rc}/jaapani karri.md", R, "Cooking", _age(2026, 4, 12), t_recipe("karee"))
    add(f"{dl}/Документ Microsoft Word.docx", R, "Cooking", _age(2025, 1, 5), t_recipe("pirozhki"), H)
    add(f"{tl}/nimetu (4).txt", R, "Cooking", _age(2025, 10, 30), t_recipe("borsh"), H)

    # ------------------------------------------------------------ Sugupuu (Resources Genealogy)
    g = f"{dk}/Sugupuu"
    add(f"{g}/бабушкино письмо.eml", R, "Genealogy", _age(2025, 12, 28), t_grandma_letter)
    add(f"{g}/sugupuu.xlsx", R, "Genealogy", _age(2026, 1, 3), t_family_tree)
    add(f"{g}/Rahvusarhiiv päring.eml", R, "Genealogy", _age(2026, 1, 8), t_archive_request)
    add(f"{dl}/Новый текстовый документ.txt", R, "Genealogy", _age(2025, 12, 28),
        lambda r, dt: t_grandma_letter(r, dt).split("\n\n", 2)[2], H)
    add(f"{dl}/Nimetu.xlsx", R, "Genealogy", _age(2026, 1, 2), t_family_tree, H)

    # ------------------------------------------------------------ Raamatud, Muusika, installers
    for title, author, lang, para in (
            ("Tõde ja õigus I", "A. H. Tammsaare", "et",
             ("Oli aasta 1870 või umbes nõnda, kui Vargamäele tuli uus peremees oma noore naisega. Vargamäe oli "
             "soo ja raba vahel, ja seal tuli maad harida ning kraave kaevata.")),
            ("Rehepapp ehk November", "Andrus Kivirähk", "et",
             ("Novembrikuu oli külas pime ja külm. Rehepapp teadis, kuidas kratti teha ja kuidas mõisast vilja "
             "tuua, ning külarahvas käis tema juures nõu küsimas.")),
            ("Мастер и Маргарита", "Михаил Булгаков", "ru",
             ("Однажды весною, в час небывало жаркого заката, в Москве, на Патриарших прудах, появились два "
             "гражданина.")),
            ("Sipsik", "Eno Raud", "et",
             ("Anu sai sünnipäevaks kaltsunuku, kelle isa oli õhtul valmis teinud. Nukk sai nimeks Sipsik ja ta "
             "hakkas ühel ööl elama."))):
        add(f"Raamatud/{title} - {author}.epub", R, "Books", _age(r.randint(2021, 2025), r.randint(1, 12), 15),
            _epub(title, author, lang, para))
    add("Raamatud/loetud.txt", R, "Books", _age(2026, 4, 3), t_readme_ebook)
    for artist, title, album in (("Mari Kalkun", "Tulõ no", "Ilmamõtsan"), ("Mari Kalkun", "Hällülaul", "Ilmamõtsan"),
                                 ("Trad.Attack!", "Kuldne kuu", "Bright Side"),
                                 ("Ewert and The Two Dragons", "Good Man Down", "Good Man Down"),
                                 ("Кино", "Группа крови", "Группа крови"),
                                 ("Lastelaulud", "Rongisõit", "Mia lemmikud"), ("Lastelaulud", "Põdral maja",
                                                                               "Mia lemmikud")):
        add(f"Muusika/{artist}/{artist} - {title}.mp3", R, "Music", _age(r.randint(2022, 2025), r.randint(1, 12), 10),
            _id3(r, title, artist, album))
    add("Muusika/desktop.ini", L, "System", _age(2023, 9, 2), "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%"
        "\\system32\\shell32.dll,-21790\r\nIconResource=%SystemRoot%\\system32\\imageres.dll,-108\r\n")
    for name, head, n in (("Open-EID-24.9.0.1880_x64.msi", MSI, 5000), ("Firefox Setup 139.0.exe", MZ, 4000),
                          ("GarminExpressInstaller.exe", MZ, 3000), ("ZoomInstallerFull.exe", MZ, 3000),
                          ("python-3.12.4-amd64.exe", MZ, 4000), ("node-v22.11.0-x64.msi", MSI, 4000)):
        add(f"{dl}/{name}", R, "Software", _age(r.choice([2024, 2025, 2026]), r.randint(1, 5), r.randint(1, 28)),
            _blob(r, head, n))
    add(f"{dl}/ubuntu-24.04.2-desktop-amd64.iso.part", L, "System", _age(2026, 4, 11), _blob(r, b"\x00" * 32, 4000))

    # ------------------------------------------------------------ Pildid (Resources Photos)
    for y, m, d in ((2024, 8, 11), (2024, 8, 12), (2024, 8, 14), (2024, 8, 15)):
        photo(f"Pildid/2024/Horvaatia/{img(y, m, d)}", R, "Photos", _age(y, m, d))
    for y, m, d in ((2024, 12, 24), (2024, 12, 31)):
        photo(f"Pildid/2024/{img(y, m, d)}", R, "Photos", _age(y, m, d))
    for y, m, d in ((2025, 2, 16), (2025, 2, 17), (2025, 2, 19)):
        photo(f"Pildid/2025/Lapimaa/{img(y, m, d)}", R, "Photos", _age(y, m, d))
    photo(f"Pildid/2025/{img(2025, 6, 23, 'IMG_', 'heic')}", R, "Photos", _age(2025, 6, 23))
    for y, m, d in ((2026, 2, 8), (2026, 2, 8), (2026, 3, 1), (2026, 4, 26), (2026, 5, 16)):
        photo(f"Pildid/2026/{img(y, m, d)}", R, "Photos", _age(y, m, d))
    photo(f"{dl}/WhatsApp Image 2026-02-09 at 19.41.07.jpeg", R, "Photos", _age(2026, 2, 9))
    photo(f"{dl}/WhatsApp Image 2025-12-24 at 16.02.33.jpeg", R, "Photos", _age(2025, 12, 24))
    for d, label in ((3, "161204"), (19, "084511")):
        add(f"Pildid/Ekraanipildid/Ekraanipilt 2025-11-{d:02d} {label}.png", R, "Photos", _age(2025, 11, d), "")
    add("Pildid/2024/Thumbs.db", L, "System", _age(2024, 12, 31), _blob(r, MSI, 800))
    add("Pildid/desktop.ini", L, "System", _age(2023, 9, 2), "[.ShellClassInfo]\r\nLocalizedResourceName=@%SystemRoot%"
        "\\system32\\shell32.dll,-21779\r\n")

    # ------------------------------------------------------------ Dokumendid/2024 (year folder)
    add(f"{y24}/Tuludeklaratsioon 2023.pdf", A, "Finance", _age(2024, 3, 12), t_tax_return(2023))
    add(f"{y24}/KÜ koosolek 2024.docx", A, "Home", _age(2024, 4, 18), t_ky_meeting)
    add(f"{y24}/hambaarst 2024.pdf", A, "Health", _age(2024, 5, 14), t_dentist)
    add(f"{y24}/kohatasu 2024-10.pdf", A, "Family", _age(2024, 10, 4), t_kindergarten_invoice)
    add(f"{y24}/scan_0021.pdf", A, "Finance", _age(2024, 7, 3), t_euribor, H)
    add(f"{y24}/scan_0015.pdf", A, "Health", _age(2024, 2, 20), t_carecert, H)
    add(f"{y24}/scan_0016.pdf", A, "Home", _age(2024, 3, 8), t_ky_invoice, H)
    add(f"{y24}/Dokument1.docx", A, "Home", _age(2024, 4, 10), t_ky_meeting, H)
    add(f"{y24}/Nimetu.txt", A, "Family", _age(2024, 2, 1), t_mia_birthday, H)
    add(f"{y24}/arve.pdf", A, "Cottage", _age(2024, 9, 3), t_jaatmed, H)

    # ------------------------------------------------------------ Vana sülearvuti 2023 (Archive Backup)
    v = "Vana sülearvuti 2023"
    add(f"{v}/Desktop/Testplaan_IB_mall.docx", X, "Backup", _age(2022, 11, 3), t_bank_testplan)
    add(f"{v}/Desktop/uus.txt", X, "Backup", _age(2023, 2, 14), t_shopping)
    add(f"{v}/Documents/Tuludeklaratsioon 2021.pdf", X, "Backup", _age(2022, 3, 15), t_tax_return(2021))
    add(f"{v}/Documents/Üürileping Mustamäe.pdf", X, "Backup", _age(2019, 8, 25), t_tallinn_lease)
    add(f"{v}/Documents/CV_2016.docx", X, "Backup", _age(2016, 1, 20), t_cv)
    add(f"{v}/Documents/ISTQB/CTFL märkmed.txt", X, "Backup", _age(2019, 11, 15), t_ctfl_notes)
    add(f"{v}/Downloads/ChromeSetup.exe", X, "Backup", _age(2021, 6, 1), _blob(r, MZ, 2500))
    add(f"{v}/Downloads/document.pdf", X, "Backup", _age(2022, 3, 1), t_parental_benefit)
    for y, m, d in ((2019, 7, 6), (2021, 12, 24), (2022, 2, 10)):
        photo(f"{v}/Pictures/{img(y, m, d)}", X, "Backup", _age(y, m, d))
    add(f"{v}/Music/Кино - Звезда по имени Солнце.mp3", X, "Backup", _age(2020, 4, 2),
        _id3(r, "Звезда по имени Солнце", "Кино", "Звезда по имени Солнце"))

    # ------------------------------------------------------------ Telefoni varukoopia 2024 (Archive Backup)
    t = "Telefoni varukoopia 2024"
    for y, m, d in ((2023, 6, 17), (2023, 9, 1), (2023, 12, 24), (2024, 2, 9)):
        photo(f"{t}/DCIM/Camera/{img(y, m, d)}", X, "Backup", _age(y, m, d))
    for n, (y, m, d) in enumerate(((2023, 8, 20), (2024, 1, 2))):
        photo(f"{t}/WhatsApp/Media/WhatsApp Images/IMG-{y}{m:02d}{d:02d}-WA{n + 3:04d}.jpg", X, "Backup",
              _age(y, m, d))
    add(f"{t}/Download/Booking Split.pdf", X, "Backup", _age(2024, 3, 2), t_croatia_booking)
    add(f"{t}/Documents/märkmed.txt", X, "Backup", _age(2023, 7, 18), t_move_checklist)
    add(f"{t}/Recordings/Salvestis 2023-10-05.m4a", X, "Backup", _age(2023, 10, 5),
        _blob(r, b"\x00\x00\x00\x20ftypM4A \x00\x00\x00\x00M4A mp42isom", 2500))

    # ------------------------------------------------------------ system files
    for folder in (tl, dk):
        add(f"{folder}/desktop.ini", L, "System", _age(2023, 9, 2), "[.ShellClassInfo]\r\nLocalizedResourceName=@%"
            "SystemRoot%\\system32\\shell32.dll,-21769\r\n")
    add(f"{dl}/Thumbs.db", L, "System", _age(2026, 5, 30), _blob(r, MSI, 700))
    return items
