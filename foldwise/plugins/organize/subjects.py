"""Subjects: what a file is about, from words in its name, its folders and its text.

One lexicon of subjects (Finance, Health, ... Photos, Software) with trigger words in a few
languages, each subject with its PARA role (an ongoing *area*, *reference* material, or
*project* work that ends). ``score_words`` counts trigger words; ``best_subject`` turns counts
into a subject with a margin. Kinds that say what a file is (a photo, a song, an installer)
map to a subject directly.
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from foldwise.plugins.organize.methodologies.common import fold

__all__ = ["SUBJECTS", "ROLE", "KIND_SUBJECT", "EXT_SUBJECT", "score_words", "best_subject", "SubjectHit",
           "GENERIC_FOLDER_WORDS", "ARCHIVE_WORDS", "PROJECT_WORDS", "REFERENCE_WORDS", "COMPOUND_PARTS",
           "compound_subjects"]

#: subject -> trigger words (lower case, accents folded as ``common.words`` folds them; plural ``s`` is
#: stripped by ``common.words`` too). English first, then German, French, Spanish, Italian and Dutch words a
#: household's papers use (``EXTRA`` below, merged in).
SUBJECTS: dict[str, frozenset[str]] = {
    "Finance": frozenset(
        "invoice receipt tax taxes bank statement budget salary payslip paycheck payroll expense bill billing "
        "payment paid vat iban refund credit debit loan pension investment dividend brokerage transaction "
        "amount subtotal due balance account finance financial purchase order w2 1099 rechnung quittung "
        "steuer zahlung facture paiement factura".split()),
    "Health": frozenset(
        "health medical doctor prescription clinic hospital patient diagnosis lab blood vaccine vaccination "
        "dental dentist therapy pharmacy symptom dosage mg physician checkup cholesterol allergy x-ray xray "
        "physiotherapy arzt médecin".split()),
    "Home": frozenset(
        "rent lease landlord tenant utility utilities electricity heating apartment house mortgage repair "
        "plumber furniture appliance warranty moving deposit household garden boiler "
        "hoa property mietvertrag".split()),
    "Legal": frozenset(
        "contract agreement passport visa license licence identity certificate birth notary court lawyer "
        "attorney nda clause hereby liability party parties signed signature will testament vertrag "
        "contrat".split()),
    "Career": frozenset(
        "resume cv curriculum vitae cover interview job offer employer employment recruiter performance "
        "promotion linkedin application hiring candidate reference onboarding lebenslauf".split()),
    "Family": frozenset(
        "school kindergarten nursery daycare childcare preschool parent pta pupil babysitter nanny child "
        "children kid kids toddler".split()),
    "Car": frozenset("car vehicle mot tyre tire mileage mechanic dealership".split()),
    "Travel": frozenset(
        "flight boarding hotel booking reservation itinerary trip airport departure arrival travel ticket "
        "train airbnb checkin vacation holiday reise flug".split()),
    "Education": frozenset(
        "lecture course homework assignment exam student university syllabus exercise thesis semester "
        "module quiz professor class study lesson midterm seminar coursework tutor grade vorlesung "
        "cours webinar".split()),
    "Recipes": frozenset(
        "recipe ingredients tablespoon teaspoon tbsp tsp bake oven flour sugar cup cook cooking dinner soup "
        "cake preheat simmer stir butter garlic rezept recette receta".split()),
    "Manuals": frozenset(
        "manual guide handbook instructions setup installation user documentation reference cheatsheet "
        "howto faq specification datasheet troubleshooting warranty quickstart firmware".split()),
    "Reading": frozenset(
        "article paper ebook book essay journal abstract research preprint novel magazine newsletter "
        "whitepaper".split()),
    "Work": frozenset(
        "meeting agenda minutes deadline milestone stakeholder quarterly roadmap sprint proposal draft client "
        "kickoff deliverable retrospective okr standup launch pitch brief mockup wireframe todo wip "
        "project briefing moodboard shotlist photoshoot".split()),
}
#: The same subjects in other languages (German, French, Spanish, Italian, Dutch), folded.
EXTRA: dict[str, str] = {
    "Finance": "quittung beleg belege steuererklarung steuerbescheid finanzamt lohnsteuer lohnsteuerbescheinigung "
               "uberweisung lastschrift gutschrift kontostand konto kontoauszug sparkasse volksbank depot sparplan "
               "kredit darlehen zinsen rente gehalt lohn lohnabrechnung gehaltsabrechnung mahnung "
               "zahlungserinnerung versicherung versicherungsschein beitrag kindergeld elterngeld mwst "
               "umsatzsteuer betrag brutto netto gebuhr gebuhren spende spendenquittung haushaltsbuch kassenbon "
               "insurance premium savings overdraft wage earnings income remittance transfer sepa "
               "impot impots fiscal releve banque virement prelevement solde montant ttc tva echeance salaire "
               "paie remboursement assurance epargne pret "
               "recibo impuesto impuestos hacienda irpf banco cuenta extracto saldo importe iva pago "
               "transferencia nomina sueldo salario seguro poliza vencimiento reembolso prestamo "
               "fattura ricevuta tasse pagamento stipendio bonifico factuur belasting betaling salaris "
               "loonstrook",
    "Health": "arztin arztbrief befund befundbericht diagnose krank krankmeldung krankenhaus klinik kinderarzt "
              "zahnarzt impfung impfpass vorsorge vorsorgeuntersuchung untersuchung blutbild therapie "
              "physiotherapie verordnung medikament medikamente tablette apotheke arbeitsunfahigkeit "
              "arbeitsunfahig krankenkasse gesundheit brille optiker hno rontgen mrt notaufnahme heilpraktiker "
              "medicine medication referral sick illness immunization pediatric pediatrician optician surgery "
              "ultrasound medecin docteur ordonnance pediatre consultation vaccin sante hopital urgences "
              "radiographie pharmacie posologie comprime mutuelle soins dentiste "
              "medico medica paciente tratamiento pediatra urgencia vacuna farmacia salud analisis "
              "radiografia dentista ospedale salute huisarts ziekenhuis",
    "Home": "miete mieter mieterin vermieter vermieterin wohnung nebenkosten nebenkostenabrechnung betriebskosten "
            "heizkosten heizung strom stromzahler zahlerstand hausverwaltung hausrat hausratversicherung "
            "handwerker installateur reparatur kaution ubergabeprotokoll einzug wohnungsubergabe grundsteuer "
            "hausmeister treppenhaus kaltmiete warmmiete "
            "landlady tenancy broadband "
            "loyer locataire proprietaire bail logement appartement quittance electricite chauffage "
            "demenagement syndic copropriete plombier "
            "alquiler inquilino arrendamiento arrendador vivienda propietario propietarios electricidad "
            "calefaccion mudanza fianza fontanero affitto condominio bolletta huur huurder",
    "Legal": "ausweis personalausweis reisepass urkunde geburtsurkunde heiratsurkunde meldebescheinigung "
             "behorde standesamt vollmacht patientenverfugung vorsorgevollmacht notar gericht anwalt "
             "rechtsanwalt aktenzeichen aufenthaltstitel einburgerung fuhrerschein kundigung widerspruch "
             "bussgeld bevollmachtige "
             "residence citizenship naturalization divorce custody permit "
             "acte naissance identite passeport prefecture mairie notaire tribunal avocat procuration "
             "livret permis "
             "dni pasaporte empadronamiento certificado notario juzgado abogado contrato nacimiento "
             "residencia extranjero extranjeria "
             "contratto passaporto certificato paspoort",
    "Career": "bewerbung anschreiben arbeitsvertrag arbeitszeugnis dienstplan schicht schichtplan urlaubsantrag "
              "uberstunden arbeitgeber arbeitnehmer personalabteilung stellenangebot vorstellungsgesprach "
              "arbeitszeit zeiterfassung tarifvertrag wunschdienst fruhdienst spatdienst nachtdienst "
              "shift roster rota timesheet overtime appraisal "
              "candidature employeur salarie conges recrutement "
              "candidatura entrevista empleo empleador laboral turno turnos "
              "lavoro sollicitatie",
    "Family": "kita kinderkrippe krippe hort schule grundschule klassenlehrer klassenlehrerin lehrer lehrerin "
              "eltern elternbrief elternabend elternbeirat kinder sohn tochter schulranzen einschulung "
              "wandertag ferienbetreuung eingewohnung schwimmkurs kindergeburtstag tagesmutter stundenplan "
              "schulzeugnis "
              "ecole maternelle creche enfant enfants cantine scolaire institutrice instituteur garderie nounou "
              "colegio escuela guarderia familias padres hijo hija nino ninos "
              "scuola asilo genitori",
    "Car": "auto kfz fahrzeug fahrzeugschein fahrzeugbrief zulassung zulassungsbescheinigung tuv "
           "hauptuntersuchung werkstatt reifen reifenwechsel inspektion kilometerstand kennzeichen pkw "
           "voiture vehicule garagiste pneus coche vehiculo itv neumaticos matricula",
    "Travel": "reise urlaub flugticket buchung buchungsbestatigung ferienwohnung ferienhaus mietwagen "
              "bahnticket fahrkarte zug abflug ankunft gepack packliste reiseplan unterkunft "
              "packing luggage baggage cruise "
              "voyage billet reservation gite sncf tgv depart arrivee vacances sejour "
              "viaje vuelo reserva billete alojamiento vacaciones equipaje embarque "
              "viaggio volo prenotazione biglietto vakantie",
    "Education": "fortbildung weiterbildung kurs lektion skript prufung klausur ubung ubungsaufgaben lernziele "
                 "unterricht unterrichtseinheit studium hochschule universitat schulung praxisanleitung "
                 "formation lecon examen exercice universite "
                 "curso leccion ejercicio universidad formacion corso lezione esame cursus",
    "Recipes": "zutaten backofen mehl zucker teig kochen backen kuchen suppe essloffel teeloffel prise vorheizen "
               "kochbuch ingredients ingredients ingredient "
               "ingredients farine sucre beurre oeufs cuillere pincee cuisson enfourner mijoter gateau tarte "
               "ingredientes horno harina azucar mantequilla huevos cucharada sofreir cocinar paella caldo "
               "ricetta ingredienti forno farina zucchero burro uova recept",
    "Manuals": "anleitung bedienungsanleitung gebrauchsanweisung handbuch benutzerhandbuch kurzanleitung "
               "installationsanleitung montageanleitung sicherheitshinweise inbetriebnahme storungsbehebung "
               "lieferumfang datenblatt "
               "consignes depannage utilisateur "
               "instrucciones montaje usuario manuale istruzioni handleiding",
    "Reading": "artikel zeitschrift zeitung roman leseprobe magazin aufsatz studie "
               "revue livre "
               "articulo revista libro novela periodico",
    "Work": "auftrag auftragsbestatigung kunde kundin projekt projektplan besprechung entwurf meilenstein abgabe "
            "projet reunion brouillon livraison proyecto borrador entrega plazo progetto",
}
SUBJECTS = {subject: frozenset(fold(w) for w in found | frozenset(EXTRA.get(subject, "").split()))
            for subject, found in SUBJECTS.items()}

#: Parts of compound words (German, Dutch, ...: ``Kontoauszug``, ``Krankmeldung``, ``Elternbrief``): a word
#: found in no table whose start or end is one of these (the rest at least three letters long) counts for
#: the part's subject. Only distinctive parts are listed (``haus`` would make ``Krankenhaus`` a home).
COMPOUND_PARTS: dict[str, str] = {part: subject for subject, parts in {
    "Finance": "rechnung quittung steuer konto lohn gehalt zahlung versicherung beitrag kredit spende rente "
               "gebuhr zinsen",
    "Health": "arzt kranken krank impf zahn klinik therapie vorsorge befund medikament",
    "Home": "miet wohnung heiz strom kaution nebenkosten hausrat",
    "Legal": "urkunde ausweis vollmacht vertrag gericht anwalt notar",
    "Career": "arbeits dienst schicht bewerbung",
    "Family": "kita schul eltern kinder",
    "Car": "fahrzeug reifen werkstatt kfz",
    "Travel": "reise flug buchung hotel",
    "Education": "fortbildung kurs lern unterricht",
    "Recipes": "rezept koch",
    "Manuals": "anleitung handbuch",
    "Work": "auftrag projekt",
}.items() for part in parts.split()}
_PART_LENGTHS = sorted({len(p) for p in COMPOUND_PARTS}, reverse=True)
_IN_A_TABLE = frozenset().union(*SUBJECTS.values())


def compound_subjects(word: str) -> list[tuple[str, str]]:
    """``(subject, part)`` for the known parts a compound word starts or ends with (``kontoauszug`` ->
    Finance by ``konto``); empty for a word in a table or shorter than seven letters."""
    n = len(word)
    if n < 7 or word in _IN_A_TABLE or word.isdigit():
        return []
    head = tail = None  # the longest part at each end only (``kranken``, not also ``krank``)
    for k in _PART_LENGTHS:
        if n - k < 3:
            continue
        if head is None and word[:k] in COMPOUND_PARTS:
            head = word[:k]
        if tail is None and word[n - k:] in COMPOUND_PARTS:
            tail = word[n - k:]
    found = [(COMPOUND_PARTS[head], head)] if head else []
    if tail and (head is None or COMPOUND_PARTS[tail] != COMPOUND_PARTS[head]):
        found.append((COMPOUND_PARTS[tail], tail))
    return found


#: PARA role of each subject: ``area`` (ongoing), ``reference`` (resources), ``project`` (has an end).
ROLE: dict[str, str] = {
    "Finance": "area", "Health": "area", "Home": "area", "Legal": "area", "Career": "area", "Family": "area",
    "Car": "area",
    "Travel": "project", "Work": "project", "Education": "reference", "Recipes": "reference",
    "Manuals": "reference", "Reading": "reference", "Photos": "reference", "Music": "reference",
    "Videos": "reference", "Software": "reference", "Code": "reference",
}

#: A kind that names the subject by itself (confidence comes from the kind).
KIND_SUBJECT = {"Images": "Photos", "Audio": "Music", "Video": "Videos", "Code": "Code"}
#: Extensions that name the subject by themselves.
EXT_SUBJECT = {
    "epub": "Reading", "mobi": "Reading", "azw3": "Reading",
    "iso": "Software", "dmg": "Software", "exe": "Software", "msi": "Software", "deb": "Software",
    "rpm": "Software", "apk": "Software", "pkg": "Software", "appimage": "Software",
}

#: Folder names that group nothing in particular (a dump, not a unit).
GENERIC_FOLDER_WORDS = frozenset(
    "download downloads desktop document documents misc miscellaneous stuff old new folder untitled unsorted "
    "inbox temp tmp file files other others random various to sort my scan scans save saved shared "
    "dropbox onedrive dokument dokumente download herunterladen schreibtisch bilder sonstige sonstiges "
    "diverse divers neuer ordner unbenannt ablage eingang documento documentos descarga descargas "
    "escritorio varios nueva carpeta telechargement telechargements bureau nouveau dossier fichier "
    "fichiers".split())
#: Words that say "finished" or "kept for the record".
ARCHIVE_WORDS = frozenset("archive archived old backup bak deprecated legacy obsolete former previous "
                          "archiv alt alte alter altes ehemalig sicherung ancien ancienne sauvegarde antiguo "
                          "viejo vieja".split())
#: Words that say "ongoing work with an end".
PROJECT_WORDS = frozenset("draft wip todo deadline proposal renovation wedding launch redesign v1 v2 v3 v4 "
                          "entwurf brouillon borrador bozza hochzeit umzug renovierung demenagement mudanza "
                          "boda mariage".split())

#: Words that make a document reference material whatever its subject ("salary negotiation tips").
REFERENCE_WORDS = frozenset("tips guide tutorial howto handbook cheatsheet introduction basics explained primer "
                            "checklist template".split())

_ORDER = tuple(SUBJECTS)


class SubjectHit(NamedTuple):
    """The best subject (None when nothing matched), its count, the runner-up's count, a trigger word."""

    subject: str | None
    count: float
    runner_up: float
    word: str


def score_words(found: Iterable[str], counts: dict[str, float] | None = None, weight: float = 1.0,
                first: dict[str, str] | None = None) -> dict[str, float]:
    """Add ``weight`` per trigger word in ``found`` to ``counts`` (subject -> score)."""
    counts = {} if counts is None else counts
    for word in found:
        if word not in _IN_A_TABLE:
            if len(word) >= 7 and word + "s" not in _IN_A_TABLE:  # not ``reisepas`` of ``reisepass``
                for subject, part in compound_subjects(word):
                    counts[subject] = counts.get(subject, 0.0) + weight
                    if first is not None and (subject not in first or word < first[subject]):
                        first[subject] = word
            continue
        for subject in _ORDER:
            if word in SUBJECTS[subject]:
                counts[subject] = counts.get(subject, 0.0) + weight
                if first is not None and (subject not in first or word < first[subject]):
                    first[subject] = word
    return counts


def best_subject(counts: dict[str, float], first: dict[str, str] | None = None) -> SubjectHit:
    """The subject with the highest count (ties: lexicon order), deterministic."""
    if not counts:
        return SubjectHit(None, 0.0, 0.0, "")
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], _ORDER.index(kv[0]) if kv[0] in _ORDER else 99))
    subject, count = ranked[0]
    runner = ranked[1][1] if len(ranked) > 1 else 0.0
    return SubjectHit(subject, count, runner, (first or {}).get(subject, ""))
