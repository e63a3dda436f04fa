"""Subjects: what a file is about, from words in its name, its folders and its text.

One lexicon of subjects (Finance, Health, ... Photos, Software) with trigger words in a few
languages, each subject with its PARA role (an ongoing *area*, *reference* material, or
*project* work that ends). ``score_words`` counts trigger words; ``best_subject`` turns counts
into a subject with a margin. Kinds that say what a file is (a photo, a song, an installer)
map to a subject directly.
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from foldwise.plugins.organize.methodologies.common import NO_SPACES, fold

__all__ = ["SUBJECTS", "ROLE", "KIND_SUBJECT", "EXT_SUBJECT", "score_words", "best_subject", "SubjectHit",
           "GENERIC_FOLDER_WORDS", "COMMON_WORD_WEIGHTS", "HOUSE_PARTS", "ARCHIVE_WORDS", "PROJECT_WORDS", "REFERENCE_WORDS", "COMPOUND_PARTS",
           "compound_subjects", "cjk_subjects", "inflected_subject", "INFLECTED"]

#: Stems of languages that inflect or stack endings (Hungarian ``számla``/``számlák``/``számláját``, Lithuanian
#: ``sutartis``/``sutarties``, Latvian, Estonian, Croatian and Slovenian): a word that is a stem and up to
#: ``_ENDING`` more letters names the stem's subject (``inflected_subject``). Stems that begin common words of
#: other languages were left out (Danish ``arve``, Spanish ``remontar``, ``placa``, ``pasas``, Croatian
#: ``plaća`` for ``placard``, Indonesian ``racun``, ``lelet``, ``padang``, Finnish ``vaikuttaa``, Swedish
#: ``södra``, Dutch ``korter``), checked against wordfreq's 50,000 commonest words of sixteen languages: those
#: still matching mean the same there (Czech ``automobil``, Danish ``universitet``, Finnish ``palkka``).
INFLECTED: dict[str, str] = {
    "Finance": "számla nyugta adóbevallás adóigazolás adószám bérpapír fizetés hitel törlesztés pénzügy költség "
               "befizetés csekk nyugdíj megtakarítás könyvelés bankszámla folyószámla "
               "sąskait mokesč mokesti mokėjim atlyginim paskol deklaracij pensij išlaid biudžet "
               "nodokļ maksājum palk pank porez porezn mirovin izvod uplatnic",
    "Health": "orvos kórház zárójelentés fogorvos rendelő egészség gyógyszer vizsgálat oltás beutaló háziorvos "
              "gydytoj ligonin sveikat odontolog poliklinik siuntim ārsts slimnīc veselīb haigla tervis "
              "liječnik bolnic zdravnik zdravlj nalaz ljekarn pedijat stomatolog uputnic cijepljen",
    "Home": "lakás albérlet bérleti rezsi ingatlan villany fűtés lakbér társasház nuom komunalin šildym dzīvokl "
            "stanarin rezij kuća pričuv struja grijanj",
    "Legal": "szerződés személyi útlevél anyakönyv közjegyző meghatalmaz ügyvéd bíróság határozat lakcím sutart "
             "asmens įgaliojim teism pažym līgum leping ugovor putovnic pogodb osobna bilježnik punomoć rješenj",
    "Career": "önéletrajz munkaszerződés munkahely felmondás munkáltató darbdav posao poslodav životopis",
    "Family": "iskola óvoda gyerek család bölcsőde ellenőrző szülői mokykl darželi vaika šeima skol lasteaed vrtić "
              "djec",
    "Car": "gépjármű forgalmi műszaki kötelező szerviz jogosítvány automobil vairuotoj registracij tehničk",
    "Travel": "utazás szállás repülő foglalás nyaralás repjegy kelion skrydž skrydi biliet viešbut atostog "
              "rezervacij ceļojum putovanj potovanj smještaj",
    "Education": "egyetem tanfolyam vizsga dolgozat feladatlap érettségi felvételi jegyzet universitet kursai "
                 "egzamin paskait studij ülikool fakultet ispit predavanj upis",
    "Manuals": "használati útmutató kézikönyv uput",
    "Work": "árajánlat ajánlat megrendelés pasiūlym užsakym ponud nacrt troškovnik zapisnik",
    "Estate": "ostavin nasljed",
}
_STEMS = {fold(stem): subject for subject, found in INFLECTED.items() for stem in found.split()}
#: How many letters of endings an inflected word may have past its stem.
_ENDING = 4


def inflected_subject(word: str) -> tuple[str, str] | None:
    """``(subject, stem)`` for a word that is a stem of ``INFLECTED`` and at most ``_ENDING`` more letters, the
    longest stem first (``vizsgálat`` before ``vizsga``); None otherwise."""
    for k in range(len(word), max(4, len(word) - _ENDING) - 1, -1):
        subject = _STEMS.get(word[:k])
        if subject is not None:
            return subject, word[:k]
    return None


#: Names of languages, Education words: a folder or a file named for a language (``Deutsch/``, ``Japanese/Grammar``,
#: ``Spanish notes``) holds the learning of it; in a text a language's name is said in passing (``English
#: version``, ``Languages: German, French``): ``COMMON_WORD_WEIGHTS`` counts it for nothing there.
LANGUAGE_NAMES = frozenset(
    "languages sprachen langues idiomas lingue talen sprak sprog english englisch anglais ingles inglese "
    "engels german deutsch allemand aleman tedesco duits tysk french francais franzosisch frances francese "
    "frans fransk spanish espanol spanisch espagnol spagnolo spaans spansk italian italiano italienisch "
    "italien italiaans portuguese portugues portugiesisch dutch nederlands niederlandisch neerlandais "
    "japanese nihongo japanisch japonais chinese mandarin chinesisch chinois korean arabic russian "
    "swedish svenska norwegian danish finnish turkish".split())

#: subject -> trigger words (lower case, accents folded as ``common.words`` folds them; plural ``s`` is
#: stripped by ``common.words`` too). English first, then German, French, Spanish, Italian and Dutch words a
#: household's papers use (``EXTRA`` below, merged in).
SUBJECTS: dict[str, frozenset[str]] = {
    "Finance": frozenset(
        "invoice receipt tax taxes bank statement budget salary payslip paycheck payroll expense bill billing "
        "payment paid vat iban refund credit debit loan pension investment dividend brokerage transaction "
        "amount subtotal due balance account finance financial finances money purchase order w2 1099 rechnung quittung "
        "steuer zahlung facture paiement factura".split()),
    "Health": frozenset(
        "health medical doctor prescription clinic hospital patient diagnosis lab blood vaccine vaccination "
        "dental dentist therapy pharmacy symptom dosage mg physician checkup cholesterol allergy x-ray xray "
        "physiotherapy arzt médecin".split()),
    "Home": frozenset(
        "rent lease landlord tenant utility utilities electricity heating apartment house mortgage repair "
        "plumber furniture appliance warranty moving deposit household boiler "
        # a utility's bill (its money words aside: ``invoice``-named papers go by what else they say)
        "kwh tariff mprn gprn "
        # a home by its kind, in a folder's name above all (``Granny Flat/``, ``Flat (Roslea Drive)``); not
        # ``home`` (a home page), ``condo`` (``Condo 2026``, a purchase, is a piece of work) nor ``cottage`` (a let)
        "flat townhouse bungalow lejlighed leilighet lagenhet nha "
        "hoa property housing mietvertrag letting lettings changeover renovation".split()),
    "Legal": frozenset(
        "contract agreement passport visa license licence identity certificate birth notary court lawyer "
        "attorney nda clause hereby liability party parties signed signature will testament vertrag "
        "contrat".split()),
    "Career": frozenset(
        "resume cv curriculum vitae cover interview job offer employer employment recruiter performance "
        "promotion linkedin application hiring candidate reference onboarding work lebenslauf career careers "
        "karriere carriere carrera carreira kariera".split()),
    "Family": frozenset(
        "school kindergarten nursery daycare childcare preschool parent pta pupil babysitter nanny child "
        "children kid kids toddler".split()),
    "Car": frozenset("car vehicle mot tyre tire mileage mechanic dealership van truck motorcycle motorbike".split()),
    # A club, society or association one helps to run (treasurer, committee): an area with no end.
    "Clubs": frozenset(
        "club committee agm treasurer subscription membership member fixture fixtures volunteer secretary "
        "chairman chairperson society association trustee trustees fundraising soccer football rugby hockey "
        "basketball baseball netball league coaching roster "
        # a congregation one belongs to and helps run (``Church/Finance committee``, ``Parafia/dyżury``)
        "church churches congregation mosque masjid temple synagogue sermon worship kirche gemeinde kerk iglesia "
        "chiesa igreja kyrka kirke parafia".split()),
    # Settling a deceased person's affairs: work with an end (probate, the house sold, accounts closed).
    "Estate": frozenset(
        "probate executor executors executrix deceased bereavement funeral undertaker condolence condolences "
        "estate inheritance intestate beneficiary beneficiaries bequest iht".split()),
    "Travel": frozenset(
        "flight boarding hotel booking reservation itinerary trip airport departure arrival travel ticket "
        "train airbnb checkin vacation holiday reise flug".split()),
    "Education": frozenset(
        "lecture course homework assignment exam student university syllabus exercise thesis semester "
        "module quiz professor class study lesson midterm seminar coursework tutor grade vorlesung "
        "cours webinar mba msc bsc phd degree diploma "
        # learning a language (``Gaelic/Grammar - the article.docx``, ``Irregular verbs``)
        "grammar vocabulary vocab verbs conjugation idioms phrasebook flashcards duolingo grammatik vokabeln "
        "grammaire vocabulaire gramatica vocabulario grammatica vocabolario".split()) | LANGUAGE_NAMES,
    # Family history research: source material kept for its own sake.
    "Genealogy": frozenset(
        "genealogy genealogical ancestry ancestor ancestors census parish baptism baptised baptized christening "
        "burial buried gedcom ged descendant descendants pedigree forebears lineage grandfather grandmother "
        "greatgrandfather surname surnames familysearch findmypast transcript transcription registers "
        "emigrated".split()),
    # Crafts and pastimes: an interest (patterns, yarn, tackle), kept as reference.
    "Hobbies": frozenset(
        "knitting knit crochet yarn skein stitch stitches purl sewing quilting quilt quilts embroidery "
        "needlework needlepoint fishing angling tackle lure lures fly-tying birdwatching birding stamp stamps "
        "philately scrapbooking origami calligraphy stricken strickmuster haken nahen tricot couture "
        "punto ganchillo costura "
        # walking and hiking (``Walking/Quiraing circuit.pdf``)
        "walking hiking hike hikes hillwalking trekking munro munros wandern wanderung wanderungen randonnee "
        "randonnees senderismo escursionismo vandring vandringer".split()),
    # Gardening: an interest (sowing, pruning, the greenhouse), kept as reference.
    "Garden": frozenset(
        "garden gardening sowing sow seed seeds seedling seedlings pruning prune compost greenhouse allotment "
        "planting harvest vegetable veg tomato tomatoe potatoe mulch perennial perennials horticultural "
        "horticulture lawn hedge weeding fertiliser fertilizer polytunnel".split()),
    "Recipes": frozenset(
        "recipe ingredients tablespoon teaspoon tbsp tsp bake oven flour sugar cup cook cooking dinner soup "
        "cake preheat simmer stir butter garlic rezept recette receta".split()),
    "Manuals": frozenset(
        "manual guide handbook instructions setup installation user documentation reference cheatsheet "
        "howto faq specification datasheet troubleshooting warranty quickstart firmware glossary glossaries".split()),
    "Reading": frozenset(
        "article paper ebook book essay journal abstract research preprint novel magazine newsletter "
        "whitepaper".split()),
    "Work": frozenset(
        # (not ``minutes``: a club's or a board's minutes, month after month, are the records of what one helps
        # run, a project's kickoff minutes that work: the rest of the name, the folder or the text says which)
        "meeting agenda deadline milestone stakeholder quarterly roadmap sprint proposal draft client customer "
        "kickoff deliverable retrospective okr standup launch pitch brief mockup wireframe todo wip "
        "project briefing moodboard shotlist photoshoot".split()),
    # Pets: an animal one keeps (its vet, vaccines, insurance, food, boarding) is a responsibility with no end.
    "Pets": frozenset(
        "pet pets dog dogs puppy cat cats kitten vet veterinary veterinarian kennel kennels grooming groomer "
        "flea worming microchip petplan hund hunde katze tierarzt tierarztin welpe chien chiens veterinaire "
        "perro perros gato gatos veterinario veterinaria mascota mascotas cao caes cachorro cane gatto hond "
        "kat katt dierenarts veterinar".split()),
    # Programming as a subject of notes and reference (code files are Code by their kind).
    "Code": frozenset(
        "programming python rust golang javascript typescript kotlin docker kubernetes git github linux bash "
        "sql leetcode algorithms devops terraform regex coding".split()),
}
#: The same subjects in other languages (German, French, Spanish, Italian, Dutch), folded.
EXTRA: dict[str, str] = {
    "Finance": "finanzen finanzas finanza irpf sparen "
               "quittung beleg belege steuererklarung steuerbescheid finanzamt lohnsteuer lohnsteuerbescheinigung "
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
    "Home": "haus umzug renovierung "
            "miete mieter mieterin vermieter vermieterin wohnung nebenkosten nebenkostenabrechnung betriebskosten "
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
    "Career": "arbeit zeugnis "
              "bewerbung anschreiben arbeitsvertrag arbeitszeugnis dienstplan schicht schichtplan urlaubsantrag "
              "uberstunden arbeitgeber arbeitnehmer personalabteilung stellenangebot vorstellungsgesprach "
              "arbeitszeit zeiterfassung tarifvertrag wunschdienst fruhdienst spatdienst nachtdienst "
              "shift roster rota timesheet overtime appraisal "
              "candidature employeur salarie conges recrutement "
              "candidatura entrevista empleo empleador laboral turno turnos "
              "lavoro sollicitatie",
    "Family": "familie "
              "kita kinderkrippe krippe hort schule grundschule klassenlehrer klassenlehrerin lehrer lehrerin "
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
    "Clubs": "verein vorstand mitglied mitgliedsbeitrag mitgliederversammlung kassenwart schatzmeister "
             "association "
             "cotisation adherent asociacion socio socios cuota tesorero vereniging",
    "Estate": "nachlass erbschein erbe erben erbschaft verstorben verstorbene beerdigung bestattung trauerfall "
              "succession heritier heritiers defunt obseques herencia heredero herederos fallecido sepelio "
              "eredita erfenis",
    "Genealogy": "ahnenforschung stammbaum ahnen kirchenbuch genealogie vorfahren genealogique ancetre ancetres "
                 "genealogia antepasados arbol",
    "Garden": "garten aussaat saatgut gewachshaus beet jardin semis potager jardineria huerto semillas giardino "
              "tuin",
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
    "Reading": "buch artikel zeitschrift zeitung roman leseprobe magazin aufsatz studie "
               "revue livre "
               "articulo revista libro novela periodico",
    "Work": "auftrag auftrage auftragsbestatigung kunde kundin kunden projekt projektplan besprechung entwurf meilenstein abgabe "
            "projet reunion brouillon livraison proyecto borrador entrega plazo progetto",
}
#: Portuguese (Portugal and Brazil spellings where they differ), folded. Words that mean two things in
#: Portuguese are left out (``receita``: a prescription or a recipe; ``matricula``: enrolment or a number
#: plate; ``jardim``: ``jardim de infancia`` is a kindergarten; ``colher``: a spoon or to harvest).
PORTUGUESE: dict[str, str] = {
    "Finance": "fatura faturas factura recibo recibos imposto impostos irs iva extrato conta saldo pagamento "
               "pagamentos transferencia vencimento ordenado salario contabilista contabilidade despesa "
               "despesas reembolso contribuicao contribuicoes financas tributaria tributacao liquidacao "
               "comprovativo multibanco debito juros emprestimo poupanca retencao apolice seguro banco",
    "Health": "saude medico medica consulta pediatria vacina vacinas vacinacao clinica farmacia analises "
              "fisioterapia fisioterapeuta dentista urgencia medicamento medicamentos tratamento diagnostico "
              "hospitalar enfermeira enfermagem ortopedia ortopedista oftalmologia",
    "Home": "renda senhorio senhoria arrendamento arrendatario inquilino inquilina condominio eletricidade "
            "electricidade canalizador caucao mobilia casa habitacao chaves reparacao avaria esquentador "
            "caldeira multirriscos imi",
    "Legal": "contrato procuracao certidao notario cartorio cidadao passaporte tribunal advogado advogada "
             "escritura testamento nascimento divorcio assinatura clausula outorgante outorgantes "
             "confidencialidade",
    # a teacher's own papers (grade sheets, lesson records, exam papers, a timetable) are the job, an area
    "Career": "curriculo entrevista emprego candidatura recrutamento empregador docente pauta sumario enunciado "
              "horario",
    "Family": "escola escolar creche infancia atl turma encarregado filha filho crianca criancas",
    "Car": "carro viatura automovel inspecao combustivel portagem",
    "Travel": "viagem viagens voo voos bilhete bilhetes reserva alojamento comboio aeroporto ferias embarque "
              "bagagem chegada roteiro itinerario estadia",
    "Education": "aula aulas curso universidade aluno alunos aluna estudante estudantes disciplina licao exercicio mestrado dissertacao tese doutoramento licenciatura semestre seminario",
    "Clubs": "associacao socio socios quota quotas assembleia tesoureiro associados",
    "Estate": "heranca herdeiro herdeiros obito falecido falecida falecimento partilha partilhas",
    "Garden": "horta sementes semente sementeira sementeiras rega estufa poda horticultura jardinagem tomate "
              "canteiro adubo colheita plantacao",
    "Recipes": "ingredientes farinha acucar manteiga ovos forno cozinhar sopa bolo",
    "Manuals": "manual instrucoes guia utilizador montagem glossario",
    "Reading": "artigo artigos livro revista",
    "Work": "reuniao prazo rascunho cliente entrega projeto proposta",
}
#: Swedish, Norwegian (bokmål) and Danish, folded (``ä``/``æ`` -> ``a``/``ae``, ``ö``/``ø`` -> ``o``, ``å`` ->
#: ``a``). Words with two meanings across the lexicon's languages are left out: ``kok`` (Swedish ``kök``, a
#: kitchen, is also to boil and a Dutch cook), ``rot`` (a Swedish tax deduction, an English word), ``fart``
#: (speed), ``gift`` (married, poison, a present), ``barn`` and ``born`` (children, English words), ``bog``
#: (a Danish book, an English word), ``have`` (a Danish garden), ``regning`` (a Norwegian bill, Danish
#: arithmetic), ``semester`` (a Swedish holiday, a term), ``resa`` (Italian ``resa``), ``lege`` (a Norwegian
#: doctor; a law in other languages), ``tag``/``tog`` (a train), ``lan`` (a loan, a network), ``recept``
#: (a Swedish recipe and a prescription; kept where it was, with the recipes), ``moms`` (Swedish and Danish VAT,
#: English mothers).
SCANDINAVIAN: dict[str, str] = {
    "Finance": "faktura fakturor fakturaer fakturering kvitto kvitton kvittering kvitteringer kassakvitto skatt "
               "skatter skattedeklaration deklaration selvangivelse skattemelding skatteoppgjor arsopgorelse "
               "skatteverket skatteetaten skattestyrelsen momsdeklaration mva bank kontoutdrag kontoutskrift "
               "kontoudtog lonespec lonespecifikation lonebesked lonnsslipp lonseddel rantebesked ranta bolan "
               "boliglan pension pensjon arsbesked betalning inbetalning utbetalning utbetaling betaling "
               "bokforing regnskab regnskap bokslut verifikationer utgifter udgifter kostnader avgift avgifter "
               "rakning forsakring forsakringar forsikring forsikringer inkomst indkomst inntekt inkasso ekonomi "
               "okonomi",
    "Health": "halsa helse sundhed lakare laege lakarintyg legeerklaering legevakt fastlege vardcentral vard "
              "sjukhus sykehus sygehus tandlakare tannlege tandlaege tandvard sjukvard vaccinationsintyg "
              "vaksine vaksinasjon provsvar blodprov apotek sjukskrivning sykemelding sygemelding fysioterapi "
              "sjukgymnast fysioterapeut remiss diagnos medicin medisin lakemedel legemiddel laegemiddel",
    "Home": "hyra husleie husleje hyresavtal hyreskontrakt leiekontrakt lejekontrakt hyresvard utleier udlejer "
            "hyresgast leietaker elrakning elfaktura elavtal elektricitet fjarrvarme fjernvarme varmepump "
            "varmepumpe bostad bolig lagenhet leilighet lejlighet hus fastighet fastighetsavgift eiendom "
            "ejendom eiendomsskatt ejendomsskat hemforsakring villaforsakring husforsikring innboforsikring "
            "indboforsikring vattenskada vannskade vandskade vitvaror hvitevarer hvidevarer sotning avlopp "
            "bredband stuga sommarstuga fritidshus hytte sommerhus fritidsbolig koket",
    "Legal": "avtal avtale aftale kontrakt kopekontrakt fullmakt fuldmagt korkort forerkort korekort personbevis "
             "vigselbevis aktenskapsforord skilsmassa skilsmisse advokat domstol tingsratt tingrett testamente "
             "underskrift",
    "Career": "anstallningsavtal anstallning ansaettelseskontrakt ansettelse ansettelsesavtale arbetsgivare "
              "arbeidsgiver arbejdsgiver arbetsgivarintyg tjanstgoringsintyg arbetsintyg jobbansokan "
              "jobbsoknad jobansogning jobbintervju intervju rekrytering rekruttering arbetsbetyg",
    "Family": "skola skole forskola barnehage bornehave dagis elev elever klass klasse larare laerer "
              "utvecklingssamtal utviklingssamtale foraldramote foreldremote lasar barnen barna",
    "Car": "bil bilar biler besiktning kontrollbesiktning synsrapport dack dekk daek bilforsakring "
           "bilforsikring registreringsbevis fordon kjoretoy koretoj korjournal",
    "Clubs": "forening styrelse styrelsemote styremote arsmote generalforsamling medlem medlemmar medlemmer "
             "medlemsavgift kontingent kassor kasserer verksamhetsberattelse medlemsregister koren koret",
    "Estate": "dodsbo bouppteckning arvskifte arv arvinge arvingar arving arvinger begravning begravelse "
              "dodsfall dodsfald avliden avlidne",
    "Travel": "resor rejse rejser flyg flygbiljett flybillett flybillet biljett billett biljetter billetter "
              "bokning bokningsbekraftelse hotell farja ferje faerge ferie packlista pakkeliste resplan hyrbil "
              "leiebil lejebil flygplats flyplass lufthavn",
    "Education": "kurs utbildning utdanning uddannelse forelasning forelesning tentamen eksamen "
                 "universitet hogskola hogskole",
    "Garden": "tradgard vaxthus drivhus grasmatta plantering beskarning kompost gronsaker gronnsaker "
              "grontsager odling kolonilott kolonihage kolonihave perenner godsel gjodsel godning",
    "Recipes": "oppskrift opskrift oppskrifter opskrifter ingredienser matlagning bakning kokbok kokebok "
               "kogebog socker sukker smor ugn ovn msk tsk spsk",
    "Manuals": "bruksanvisning brugsanvisning manual manualer anvandarhandbok handbok handbog instruktion "
               "instruktioner snabbguide hurtigguide monteringsanvisning garanti",
    "Reading": "bok bocker boker boger artiklar artikler lasning tidning tidskrift tidsskrift ljudbok",
    "Work": "motesanteckningar motereferat modereferat kund kunder utkast udkast leverans leveranse uppdrag "
            "oppdrag prosjekt",
    "Genealogy": "slaktforskning slaegtsforskning slektsforskning slakttrad slaegtstrae slektstre",
}
#: Polish, folded (``ł`` -> ``l``, ``ą`` -> ``a``, ``ż``/``ź`` -> ``z``...). Left out: ``dom`` (a house; Dutch
#: for stupid), ``auto`` (any language), ``akt`` (a deed; a nude), ``lot`` (a flight; an English word).
POLISH: dict[str, str] = {
    "Finance": "finanse faktura faktury rachunek rachunki podatek podatki podatkowy podatkowe zus wyciag wyciagi "
               "przelew przelewy kredyt kredytu hipoteczny hipoteka oszczednosci emerytura emerytalne lokata "
               "ksiegowosc ksiegowa platnosc platnosci skarbowy skarbowa zeznanie saldo odsetki",
    "Health": "zdrowie lekarz lekarza przychodnia szpital szpitala recepta recepty skierowanie badanie badania "
              "dentysta stomatolog szczepienie szczepienia apteka choroba zwolnienie lekarskie nfz",
    "Home": "mieszkanie mieszkania czynsz wspolnota spoldzielnia prad ogrzewanie najem wynajem lokator "
            "wlasciciel administracja hydraulik",
    "Legal": "umowa umowy notariusz notarialny sad sadu pelnomocnictwo testament dowod paszport wyrok pozew "
             "akt notarialny zaswiadczenie",
    "Career": "praca pracy pracodawca wynagrodzenie pensja pasek zatrudnienie rekrutacja rozmowa swiadectwo "
              "urlop delegacja",
    "Family": "szkola szkoly przedszkole dzieci rodzina rodzinne wychowawca",
    "Car": "samochod samochodu przeglad rejestracja paliwo tankowanie warsztat",
    "Travel": "podroz podroze wakacje wycieczka rezerwacja bilet bilety lotnisko nocleg zakwaterowanie wyjazd",
    "Education": "kurs kursy studia uczelnia egzamin egzaminy wyklad wyklady student studenci semestr",
    "Estate": "spadek spadku spadkowe dziedziczenie nieboszczyk zmarly zmarla",
    "Recipes": "przepis przepisy kuchnia skladniki",
    "Manuals": "instrukcja instrukcje obslugi",
    "Reading": "artykul artykuly ksiazka ksiazki",
    "Work": "projekt oferta wycena kosztorys termin spotkanie",
}

#: Hebrew (letters only, no vowel points). A word may carry one or two of the letters that write "the", "and",
#: "in", "to", "from", "that" (``החשבונית``, ``ובדירה``): ``score_words`` tries it without them (``HEBREW_PREFIXES``).
#: Left out: words of two letters (``מס``, ``גן``: parts of too many words).
HEBREW: dict[str, str] = {
    "Finance": "חשבונית חשבוניות קבלה קבלות משכורת תלוש בנק מיסים תשלום תשלומים הלוואה משכנתא פנסיה חיסכון "
               "תקציב השתלמות",
    "Health": "רופא רופאה חולים מרפאה מרשם בדיקות חיסון רפואי רפואית שיניים",
    "Home": "שכירות דירה ארנונה חשמל",
    "Legal": "חוזה הסכם דרכון נוטריון",
    "Career": "ראיון מעסיק",
    "Family": "ילדים משפחה",
    "Car": "רכב טסט",
    "Travel": "טיסה מלון חופשה",
    "Education": "קורס מבחן תואר אוניברסיטה",
    "Recipes": "מתכון מתכונים",
    "Manuals": "הוראות מדריך",
}
HEBREW_PREFIXES = ("וה", "שה", "וב", "ול", "ומ", "מה", "בה", "לה", "ה", "ו", "ב", "ל", "מ", "ש", "כ")

#: Indonesian and Malay (``rekening`` is Dutch for a bill too). Left out: ``resep`` (a prescription and a recipe),
#: ``faktur`` (a Polish course's invoices made it money), ``akta`` (Polish files), ``mobil``
#: (German mobile), ``air`` (water; English), ``surat`` (any letter).
INDONESIAN: dict[str, str] = {
    "Finance": "tagihan kuitansi struk rekening pajak gaji anggaran tabungan pinjaman cicilan pembayaran "
               "keuangan npwp",
    "Health": "kesehatan obat puskesmas bpjs vaksin gigi",
    "Home": "rumah sewa kontrakan listrik pdam",
    "Legal": "kontrak perjanjian paspor ktp notaris",
    "Career": "lamaran pekerjaan",
    "Family": "sekolah anak keluarga rapor",
    "Car": "stnk bpkb",
    "Travel": "perjalanan tiket liburan",
    "Education": "kuliah ujian kursus universitas",
    "Recipes": "masakan",
    "Manuals": "panduan petunjuk",
}

#: Japanese, Chinese (simplified and traditional) and Korean: written without spaces (or with particles glued on),
#: so these count where they appear inside a run of such letters (``確定申告2025``, ``税金の還付``), not only as a
#: whole word (``cjk_subjects``). Left out: single characters (``税``, ``药``: parts of too many words).
CJK: dict[str, str] = {
    "Finance": "請求書 領収書 確定申告 給与明細 源泉徴収 銀行 税金 家計簿 振込 口座 年金 "
               "发票 發票 收据 收據 工资 工資 银行 账单 帳單 预算 預算 报税 報稅 "
               "영수증 세금 은행 급여 명세서 연말정산 가계부 청구서",
    "Health": "病院 診断書 処方箋 健康診断 歯科 薬局 医療費 医院 醫院 病历 病歷 体检 體檢 处方 處方 "
              "병원 처방전 건강검진 진단서 치과",
    "Home": "賃貸 家賃 電気代 水道代 管理費 住宅ローン 租房 房租 水电 水電 物业 物業 월세 전세 관리비",
    "Legal": "契約書 パスポート 住民票 戸籍 在留カード 合同 合約 护照 護照 身份证 身分證 签证 簽證 "
             "계약서 여권 주민등록",
    "Career": "履歴書 職務経歴書 面接 雇用契約 仕事 職場 简历 簡歷 履歷 面试 面試 工作 이력서 자기소개서 면접 직장",
    "Family": "学校 保育園 幼稚園 子供 子ども 塾 學校 幼儿园 幼兒園 孩子 학교 어린이집 유치원 가족 아이들",
    "Car": "車検 自動車 汽车 汽車 驾照 駕照 자동차",
    "Travel": "旅行 航空券 机票 機票 旅游 旅遊 여행 항공권",
    "Education": "講義 試験 授業 课程 課程 考试 考試 论文 論文 강의 시험 수업",
    "Recipes": "レシピ 料理 食谱 食譜 菜谱 菜譜 레시피 요리",
    "Hobbies": "釣果 釣行 盆栽 手芸 編み物 钓鱼 낚시",  # (not ``釣り``: ``釣り銭`` is the change in a till)
    "Clubs": "町内会 自治会 동호회",
    "Manuals": "取扱説明書 説明書 マニュアル 说明书 說明書 설명서 매뉴얼",
}

#: Romanian (folded: ``ț`` -> ``t``, ``ă`` -> ``a``). Left out: ``rețetă`` (a prescription and a recipe),
#: ``bilet`` (already Travel in Polish), ``casa`` (a house, and a cash desk), ``declarație`` (Dutch
#: ``declaratie``: a health-insurance claim), ``taxe`` and ``bancă`` (French taxes on any receipt; ``banca``).
ROMANIAN: dict[str, str] = {
    "Finance": "bani factură facturi impozit impozite salariu fluturaș buget economii",
    "Health": "sănătate medic spital analize",
    "Home": "chirie apartament utilități întreținere locuință",
    "Legal": "buletin pașaport acte notar procură",
    "Career": "carieră angajator",
    "Family": "părinți familie copii școală grădiniță",
    "Car": "mașina mașină rca itp",
    "Travel": "călătorie concediu vacanță zbor",
    "Education": "facultate universitate",
    "Manuals": "instrucțiuni",
}

#: Italian, folded (``identità`` -> ``identita``). Left out: ``ricetta`` (a prescription and a recipe), ``ferie``
#: (leave from work and a holiday), ``tesi`` (``tesis`` cut to it), ``visita`` (a doctor's and a tourist's), ``sale`` (salt; English sale).
ITALIAN: dict[str, str] = {
    "Finance": "fatture ricevute scontrino imposta imposte tributi pagamenti bonifico estratto importo banca mutuo prestito assicurazione polizza risparmio risparmi bilancio contributi inps irpef redditi commercialista detrazioni rimborso addebito accredito cedolino",
    "Health": "medico analisi farmaco farmaci farmacia pediatra vaccino vaccinazione referto sanitaria sanitario fisioterapia diagnosi terapia ambulatorio ricovero",
    "Home": "bolletta bollette caldaia inquilino locatore locazione canone utenze riscaldamento idraulico trasloco appartamento coinquilina coinquilino",
    "Legal": "identita notaio tribunale avvocato procura testamento anagrafe residenza cittadinanza soggiorno",
    "Career": "colloquio candidatura assunzione datore dipendente turni",
    "Family": "figlio figlia figli bambini bambino pagella maestra",
    "Car": "automobile bollo revisione carrozzeria officina gomme multa targa tagliando",
    "Travel": "albergo traghetto treno imbarco vacanza vacanze valigia",
    "Education": "universita dottorato laurea appunti seminario iscrizione tutorato semestre facolta",
    "Recipes": "aglio cipolla pomodoro pomodori cucchiaio cucchiaino cuocere mescolare impastare pentola padella",
    "Reading": "romanzo articolo rivista giornale saggio",
}

#: Finnish, in the forms papers and folders use most (folded: ``ä`` -> ``a``). Left out: ``resepti`` (a
#: prescription and a recipe), ``todistus`` (a certificate and a school report), ``auto`` (any language),
#: ``vero`` as a part of words (German ``Veröffentlichung``), ``kuoro`` (a choir: a job or a hobby), ``lento`` (a
#: flight; Portuguese and Italian slow).
FINNISH: dict[str, str] = {
    "Finance": "verot veroilmoitus verokortti verotus verotuspäätös pankki pankin tiliote lasku laskut kuitti "
               "palkka palkkalaskelma laina asuntolaina budjetti sijoitukset",
    "Health": "terveys terveyskeskus lääkäri lääkärin hammaslääkäri rokotus sairaala työterveys",
    "Home": "talo asunto vuokra vuokrasopimus sähkö sähkölasku kaukolämpö mökki",
    "Legal": "sopimus passi henkilökortti valtakirja",
    "Career": "työsopimus työtodistus ansioluettelo",
    "Family": "koulu lapset lapsi päiväkoti vanhempainilta",
    "Car": "katsastus renkaat",
    "Travel": "matka matkat loma hotelli",
    "Education": "opinnot kurssi tentti luento luennot",
    "Estate": "perunkirjoitus perintö testamentti",
    "Recipes": "leivonta",
    "Manuals": "ohje ohjeet käyttöohje asennusohje",
}

#: Czech and Slovak, in the forms papers use most (folded). Left out: ``recept`` (a prescription and a recipe),
#: ``dane`` (Czech taxes, Polish data), ``auto`` (any language), ``pas`` and ``moc`` (of a passport and a power
#: of attorney; words of other languages too).
CZECH: dict[str, str] = {
    "Finance": "faktura faktury účet účtu výpis výpisy daň daňové přiznání mzda výplata hypotéka spoření "
               "úvěr platba platby pojištění rozpočet účetnictví",
    "Health": "lékař lékaře nemocnice ordinace očkování zubař pojišťovna zdravotní vyšetření",
    "Home": "byt bytu nájem nájemní nájemné vyúčtování energie družstvo svj domácnost",
    "Legal": "smlouva smlouvy notář občanský průkaz rozsudek",
    "Career": "zaměstnání zaměstnavatel výplatní páska životopis pohovor",
    "Family": "škola školka školy děti rodina rodiče třídní",
    "Car": "stk pneumatiky servis vozidla vozidlo",
    "Travel": "dovolená letenka letenky ubytování cestování",
    "Education": "kurz kurzu zkouška zkoušky přednáška certifikát studium",
    "Estate": "dědictví závěť pozůstalost",
    "Manuals": "návod návody",
}

#: Greek, in the forms papers use most (folded: accents dropped). Left out: ``συνταγή`` (a prescription and a
#: recipe), ``εξετάσεις`` (exams and medical tests), ``δίπλωμα`` (a diploma and a driving licence), ``εργασία``
#: (work, and the desktop's ``Επιφάνεια εργασίας``).
GREEK: dict[str, str] = {
    "Finance": "τιμολόγιο τιμολόγια απόδειξη αποδείξεις λογαριασμός λογαριασμοί τράπεζα τράπεζας φόρος φόροι "
               "φορολογική φορολογικά εφορία μισθός μισθοδοσία πληρωμή δάνειο σύνταξη οικονομικά εκκαθαριστικό "
               "λογιστής",
    "Health": "υγεία γιατρός ιατρός νοσοκομείο φάρμακα φαρμακείο οδοντίατρος εμβόλιο κλινική",
    "Home": "σπίτι ενοίκιο μισθωτήριο ρεύμα θέρμανση πετρέλαιο επισκευή κοινόχρηστα",
    "Legal": "συμβόλαιο σύμβαση διαβατήριο ταυτότητα συμβολαιογράφος πληρεξούσιο δικαστήριο πιστοποιητικό",
    "Career": "βιογραφικό πρόσληψη εργοδότης",
    "Family": "οικογένεια παιδιά σχολείο μαθητής γονείς",
    "Car": "αυτοκίνητο αυτοκινήτου αυτοκίνητα όχημα οχήματος οχήματα κτεο",
    "Travel": "ταξίδι ταξίδια εισιτήριο εισιτήρια ξενοδοχείο πτήση",
    "Education": "φροντιστήριο μάθημα μαθήματα πανεπιστήμιο πανελλήνιες",
    "Estate": "κληρονομιά διαθήκη",
    "Manuals": "εγχειρίδιο οδηγίες",
    "Recipes": "μαγειρική",
}

#: Turkish, in the forms papers use most (folded as ``words`` folds them: ``ş`` -> ``s``; ``ı`` stays). Left out:
#: words that fold to another language's (``iş`` -> ``is``, ``diş`` -> ``dis``, ``tarif``: a German tariff, ``noter``:
#: Danish notes) and
#: ``ev`` (a house; an electric vehicle).
TURKISH: dict[str, str] = {
    "Finance": "banka hesap hesabı hesap özeti dekont vergi vergisi maaş bordro kredi kartı ekstre ödeme borç "
               "fatura faturası bütçe emeklilik birikim",
    "Health": "sağlık hastane hastanesi doktor reçete tahlil muayene aşı eczane ilaç",
    "Home": "kira kiracı aidat elektrik doğalgaz tadilat taşınma",
    "Legal": "sözleşme sözleşmesi pasaport vize vekaletname kimlik nüfus tapu mahkeme ikamet",
    "Career": "özgeçmiş mülakat işveren izin performans",
    "Family": "aile okul öğrenci öğretmen veli çocuk düğün",
    "Car": "araba araç ruhsat",
    "Travel": "seyahat tatil bilet uçak otel rezervasyon",
    "Education": "kurs sınav sınavı ders üniversite diploma",
    "Recipes": "tarifi tarifler yemek",
}

#: Ukrainian and Russian (Cyrillic, folded: ``й`` -> ``и``), in the forms papers use most. Left out: ``рецепт``
#: (a prescription and a recipe), ``дом``/``дім`` and ``банк`` as too short or too loose alone.
CYRILLIC: dict[str, str] = {
    "Finance": "рахунок рахунку рахунки виписка виписки банку податок податки податкова податкові зарплата "
               "зарплати платіж платежу оплата оплати квитанція квитанції кредит кредиту пенсія пенсії бюджет "
               "витрати переказ переказу фінанси бухгалтерія счет счета выписка налог налоги налоговая платеж "
               "квитанция пенсия расходы перевод финансы бухгалтерия",
    "Health": "здоров лікар лікаря лікарня лікарні аналіз аналізи аналізів діагноз клініка поліклініка стоматолог "
              "щеплення ліки аптека медичний медична медичні врач врача больница анализ анализы диагноз клиника "
              "поликлиника прививка лекарства медицинский медицинская",
    "Home": "квартира квартири оренда оренди орендодавець комунальні електроенергія опалення ремонт ремонту житло "
            "аренда арендодатель коммунальные электроэнергия отопление жилье",
    "Legal": "договір договору угода угоди паспорт паспорта нотаріус нотаріальний довіреність свідоцтво суду "
             "посвідчення апостиль договор соглашение нотариус доверенность свидетельство",
    "Career": "робота роботи резюме роботодавець трудовий відпустка співбесіда работа работы работодатель "
              "трудовой отпуск собеседование",
    "Family": "школа школи учень учня вчитель батьки діти родина сім школы ученик учитель родители дети семья",
    "Car": "автомобіль автомобіля техогляд автомобиль автомобиля техосмотр",
    "Travel": "подорож поїздка квиток квитки бронювання готель путешествие поездка билет билеты бронирование "
              "гостиница отель",
    "Education": "курси іспит іспиту екзамен екзамену університет навчання лекція лекції экзамен университет "
                 "обучение лекция",
    "Estate": "спадщина спадщини спадок заповіт наследство завещание",
    "Recipes": "інгредієнти приготування ингредиенты приготовление",
    "Manuals": "інструкція інструкції посібник инструкция руководство",
    "Work": "проєкт проекту кошторис проект смета",
}

#: Parts of a house: Home words, but a folder named for one and a year (``kitchen 2022``) is a piece of work
#: on the house, not an ongoing area like ``tax 2024``.
HOUSE_PARTS = frozenset("kitchen bathroom loft attic basement roof garage".split())

SUBJECTS = {subject: frozenset(fold(w) for w in found | frozenset(EXTRA.get(subject, "").split())
                               | frozenset(PORTUGUESE.get(subject, "").split())
                               | frozenset(SCANDINAVIAN.get(subject, "").split())
                               | frozenset(POLISH.get(subject, "").split())
                               | frozenset(CYRILLIC.get(subject, "").split())
                               | frozenset(TURKISH.get(subject, "").split())
                               | frozenset(GREEK.get(subject, "").split())
                               | frozenset(CZECH.get(subject, "").split())
                               | frozenset(FINNISH.get(subject, "").split())
                               | frozenset(ROMANIAN.get(subject, "").split())
                               | frozenset(ITALIAN.get(subject, "").split())
                               | frozenset(CJK.get(subject, "").split())
                               | frozenset(INDONESIAN.get(subject, "").split())
                               | frozenset(HEBREW.get(subject, "").split())
                               | (HOUSE_PARTS if subject == "Home" else frozenset()))
            for subject, found in SUBJECTS.items()}
_SCANDINAVIAN_WORDS = frozenset(w for found in SCANDINAVIAN.values() for w in found.split())

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


#: Hangul as ``fold`` gives it (decomposed into jamo: ``연말정산을``, a particle glued on), besides ``NO_SPACES``.
_JAMO, _JAMO_END = "\u1100", "\u1200"
#: ``CJK`` words, longest first, with their subjects.
_CJK_WORDS = sorted(((fold(w), subject) for subject, found in CJK.items() for w in found.split()),
                    key=lambda pair: (-len(pair[0]), pair[0]))


_HEBREW, _HEBREW_END = "\u05d0", "\u05ff"


def _hebrew_stem(word: str) -> str:
    """``word`` without the prefix letters that write "the", "and", "in"... (``HEBREW_PREFIXES``) when what is
    left is a Hebrew word of the tables (``החשבונית`` -> ``חשבונית``), else ``""``."""
    if not word[:1] <= _HEBREW_END:
        return ""
    for prefix in HEBREW_PREFIXES:
        if word.startswith(prefix) and len(word) - len(prefix) >= 3 and word[len(prefix):] in _IN_A_TABLE:
            return word[len(prefix):]
    return ""


def cjk_subjects(run: str) -> list[tuple[str, str]]:
    """``(subject, word)`` for each ``CJK`` word inside ``run`` (a run of letters of a script written without
    spaces: ``確定申告2025`` -> Finance by ``確定申告``); a shorter word inside a longer one found is not counted
    again (``説明書`` in ``取扱説明書``)."""
    found: list[tuple[str, str]] = []
    for word, subject in _CJK_WORDS:
        if word in run and not any(word in longer for _s, longer in found):
            found.append((subject, word))
    return found


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
    "Car": "area", "Clubs": "area", "Pets": "area", "Estate": "project", "Genealogy": "reference", "Garden": "reference",
    "Hobbies": "reference",
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
    "whatsapp telegram viber viberdownloads messenger attachments attachment adjuntos anexos anhange escaneos escaneo escaneados escaneado "
    "inbox temp tmp file files other others random various to sort my scan scans save saved shared "
    "dropbox onedrive dokument dokumente download herunterladen schreibtisch bilder sonstige sonstiges "
    "diverse divers neuer ordner unbenannt ablage eingang documento documentos descarga descargas "
    "escritorio varios nueva carpeta telechargement telechargements bureau nouveau dossier fichier "
    "fichiers transferencias diversos nova novo ficheiro ficheiros digitalizacao digitalizacoes digitalizado "
    "digitalizados scanned email emails mail mails anexo anexos attachment attachments "
    "hamtade filer skrivbord skrivebord nedladdningar nedlastinger overforsler hentede dokumenter nya nytt ny "
    "mapp mappen mappe mapper blandat att sortera sortere osorterat usortert usorteret skannat skannade "
    "skannet skannede scannet namnlos unavngivet ovrigt annet andet inkorg sparade skarmbild skarmbilder "
    "skjermbilder skaermbilleder bilaga bilagor vedlegg bilag "
    # other scripts: Japanese, Chinese, Korean and Russian names of the same dumps (``ダウンロード``, ``新建文件夹``)
    "ダウンロード デスクトップ 書類 ドキュメント 名称未設定フォルダ 名称未設定 新しいフォルダー 新しいフォルダ その他 未整理 "
    "スクリーンショット 下载 桌面 文档 文件 新建文件夹 其他 다운로드 바탕화면 문서 새 폴더 기타 스크린샷 "
    "загрузки рабочий стол документы новая папка разное завантаження робочий стільниця документи нова тека папка різне "
    "скани сканы вкладення вложения "
    # Greek, Czech/Slovak, Hungarian, Romanian and Finnish names of the same folders (``Λήψεις``, ``Stažené soubory``)
    "λήψεις επιφάνεια εργασίας έγγραφα έγγραφο νέος φάκελος διάφορα σαρωμένα σαρώσεις συνημμένα τα μου "
    "stažené soubory plocha nová složka různé naskenované přílohy stiahnuté súbory pracovná "
    "letöltések asztal dokumentumok új mappa egyéb descărcări documente nou diverse "
    "ladatut lataukset tiedostot omat skannatut kuvakaappaukset liitteet työpöytä asiakirjat uusi kansio muut "
    # Hebrew and Arabic (``הורדות``, ``מסמכים``, ``שולחן העבודה``; ``التنزيلات``, ``المستندات``)
    "הורדות מסמכים המסמכים שלי שולחן העבודה תיקייה חדשה סרוקים שונות "
    "التنزيلات المستندات مستنداتي سطح المكتب مجلد جديد "
    # Indonesian/Malay, Vietnamese, Thai, Hindi, Croatian/Serbian/Slovenian, Bulgarian, Catalan, Estonian, Latvian
    # and Lithuanian (``Unduhan``, ``Tải xuống``, ``ดาวน์โหลด``, ``Preuzimanja``, ``Baixades``, ``Allalaadimised``)
    "unduhan dokumen folder baru muat turun tải xuống tài liệu màn hình nền thư mục mới "
    "ดาวน์โหลด เอกสาร เดสก์ท็อป โฟลเดอร์ใหม่ डाउनलोड दस्तावेज़ डेस्कटॉप "
    "preuzimanja dokumenti radna površina nova mapa novi prenosi namizje преузимања документи "
    "изтегляния работен плот baixades escriptori carpeta allalaadimised dokumendid töölaud uus kaust "
    "lejupielādes darbvirsma jauna mape atsisiuntimai dokumentai darbalaukis naujas aplankas "
    # Windows' own folders in Polish, Italian, Dutch and Turkish
    "pobrane pulpit dokumenty nowy scaricati scrivania documenti nuova cartella bureaublad documenten nieuwe map "
    "indirilenler masaustu belgeler yeni klasor skany skan zeskanowane rozne inne posortowania "
    "skanninger skanning skanna post epost "
    # saved e-mails (``E-mails salvos``, ``Mails gespeichert``)
    "e salvos salvas salvo guardados guardadas gespeichert gespeicherte lagrede "
    # mail, messengers' and cloud drives' folders in more languages: what was received, whatever it is about
    # (``Poczta``, ``Mail salvat``, ``Αποθηκευμένα email``, ``Datová schránka``, ``e-Boks``, ``Zalo Received
    # Files``, ``WeChat Files``, ``LINE``, ``KakaoTalk``, ``AirDrop``, ``Notes export``, ``Mi unidad``, ``Meine Ablage``)
    "poczta salvat salvate αποθηκευμένα αποθηκευμενα datova schranka eboks boks zalo wechat line kakaotalk "
    "skype received airdrop export exports exported drive unidad meine mon mes mio mijn moje meus mis".split())
GENERIC_FOLDER_WORDS = frozenset(map(fold, GENERIC_FOLDER_WORDS))  # as ``words`` gives them (``ダウンロード`` folded)
#: Words that say "finished" or "kept for the record".
ARCHIVE_WORDS = frozenset("archive archived old backup bak deprecated legacy obsolete former previous "
                          "archiv alt alte alter altes ehemalig sicherung ancien ancienne sauvegarde antiguo "
                          "viejo vieja antigo antiga velho velha arquivo gammal gammalt gamla gammel gamle gammelt arkiv "
                          "arkivet arkiverat arkivert arkiveret tidigare tidligere sakerhetskopia sikkerhetskopi "
                          "sikkerhedskopi vanhat varmuuskopio arkisto 旧 解約済み 解約済 過去 eski yedek arsiv stary stare stara vanha vecchio vecchia oud oude "
                          # what is closed or sold (``Bankia (cerrada)``, ``Personal loan (closed)``, ``Xsara (vendido)``)
                          "closed sold cancelled canceled cerrada cerrado cerradas vendido vendida cancelada cancelado "
                          "encerrada encerrado geschlossen gekundigt verkauft ferme fermee vendu vendue resilie chiuso "
                          "chiusa venduto venduta gesloten verkocht opgezegd stangd stangt sald avsluttet solgt".split())
ARCHIVE_WORDS = frozenset(map(fold, ARCHIVE_WORDS))  # as ``words`` gives them
#: Words that say "ongoing work with an end".
PROJECT_WORDS = frozenset("draft wip todo deadline proposal renovation wedding launch redesign v1 v2 v3 v4 "
                          "thesis dissertation "
                          "entwurf brouillon borrador bozza hochzeit umzug renovierung demenagement mudanza "
                          "boda mariage rascunho casamento mudanca remodelacao utkast udkast renovering flytt "
                          "flytting flytning ombyggnad ombygging ombygning brollop bryllup "
                          # a wedding and a renovation in more languages (Hungarian, Lithuanian, Latvian, Estonian,
                          # Croatian, Slovenian, Czech, Polish, Romanian, Greek, Turkish; folded)
                          "eskuvo felujitas vestuves kazas pulmad vjencanje poroka svatba slub wesele nunta "
                          "γαμος dugun".split())

#: Words that make a document reference material whatever its subject ("salary negotiation tips").
REFERENCE_WORDS = frozenset("tips guide tutorial howto handbook cheatsheet introduction basics explained primer "
                            "checklist template".split())

_ORDER = tuple(SUBJECTS)

#: How much a trigger word found in a document's *text* counts (words not listed count 1): an IDF-like weight
#: from how common the word is in everyday writing, so one incidental word (``order``, ``court``,
#: ``children``, ``health``) is weak evidence and distinctive words (``probate``, ``invoice``) are strong.
#: Generated by ``scripts/lexicon_weights.py`` (``(5.5 - zipf) / 1.5`` in [0.2, 1]); names are not weighted:
#: a word someone chose for a file name is deliberate.
COMMON_WORD_WEIGHTS: dict[str, float] = {
    # added by hand with their words (from their zipf frequencies)
    # (Italian, from their zipf frequencies)
    'albergo': 0.83, 'analisi': 0.37, 'appartamento': 0.61, 'appunti': 0.88, 'articolo': 0.2, 'assicurazione': 0.76,
    'assunzione': 0.89, 'automobile': 0.7, 'avvocato': 0.52, 'bambini': 0.2, 'bambino': 0.27, 'banca': 0.42,
    'bilancio': 0.51, 'canone': 0.9, 'cittadinanza': 0.59, 'colloquio': 0.86, 'contributi': 0.68, 'datore': 0.89,
    'diagnosi': 0.86, 'dipendente': 0.76, 'dottorato': 0.97, 'estratto': 0.77, 'farmaci': 0.76, 'farmaco': 0.95,
    'figli': 0.2, 'figlia': 0.29, 'figlio': 0.2, 'giornale': 0.45, 'importo': 0.85, 'imposta': 0.82, 'imposte': 0.83,
    'iscrizione': 0.73, 'laurea': 0.59, 'maestra': 0.79, 'multa': 0.82, 'mutuo': 0.91, 'notaio': 0.96,
    'pagamenti': 0.93, 'prestito': 0.66, 'procura': 0.38, 'redditi': 0.93, 'residenza': 0.68, 'revisione': 0.71,
    'rimborso': 0.91, 'riscaldamento': 0.89, 'risparmi': 0.95, 'risparmio': 0.75, 'rivista': 0.49, 'romanzo': 0.59,
    'saggio': 0.73, 'sanitaria': 0.83, 'sanitario': 0.81, 'soggiorno': 0.79, 'targa': 0.95, 'terapia': 0.7,
    'treno': 0.49, 'tribunale': 0.43, 'turni': 0.99, 'vacanza': 0.55, 'vacanze': 0.64, 'vaccino': 0.98,
    # (a language's name in a text is said in passing: ``English version``, ``Languages: German, French``)
    **dict.fromkeys(LANGUAGE_NAMES, 0.0),
    # (``a flat fee``, ``flat out``: said in passing in any text)
    'flat': 0.3,
    # (parts of a house are named in many letters in passing: weak in text whatever their frequency)
    'money': 0.2, 'finances': 0.93, 'career': 0.6, 'careers': 0.6,
    # (pets are named in passing in leases and strata rules, "no pets", "cats and dogs permitted")
    'pet': 0.3, 'pets': 0.3, 'dog': 0.3, 'dogs': 0.3, 'cat': 0.3, 'cats': 0.3, 'work': 0.2, 'kitchen': 0.2, 'bathroom': 0.2, 'loft': 0.2, 'attic': 0.2,
    'basement': 0.2, 'roof': 0.2, 'garage': 0.2, 'renovation': 1.0, 'soccer': 1.0, 'football': 0.4,
    'rugby': 0.93, 'hockey': 0.8, 'basketball': 0.67, 'baseball': 0.6, 'netball': 1.0, 'league': 0.47,
    'coaching': 0.93, 'roster': 1.0, 'mba': 1.0, 'msc': 1.0, 'bsc': 1.0, 'phd': 0.93, 'degree': 0.47,
    'diploma': 0.93, 'programming': 0.5, 'python': 0.5, 'rust': 0.5, 'golang': 0.5, 'javascript': 0.5,
    'typescript': 0.5, 'kotlin': 0.5, 'docker': 0.5, 'kubernetes': 0.5, 'git': 0.5, 'github': 0.5, 'linux': 0.5,
    'bash': 0.5, 'sql': 0.5, 'leetcode': 0.5, 'algorithms': 0.5, 'devops': 0.5, 'terraform': 0.5, 'regex': 0.5,
    'coding': 0.5, 'van': 0.67, 'truck': 0.53, 'motorcycle': 0.87, 'motorbike': 1.0,
    'abogado': 0.49, 'abstract': 0.91, 'account': 0.2, 'acte': 0.47, 'advogada': 0.91, 'advogado': 0.44,
    'advokat': 0.61, 'aeroporto': 0.48, 'affitto': 0.71, 'aftale': 0.25, 'agenda': 0.63, 'agreement': 0.41,
    'airport': 0.44, 'alquiler': 0.81, 'aluno': 0.79, 'alunos': 0.35, 'amount': 0.25, 'ankunft': 0.85,
    'anleitung': 0.93, 'anwalt': 0.66, 'apartment': 0.57, 'apotek': 0.97, 'apotheke': 0.97, 'appartement': 0.59,
    'application': 0.42, 'arbeidsgiver': 0.74, 'arbeitgeber': 0.67, 'arbeitnehmer': 0.78, 'arbetsgivare': 0.73,
    'arrival': 0.71, 'article': 0.2, 'articulo': 0.81, 'artigo': 0.23, 'artigos': 0.47, 'artikel': 0.2,
    'artiklar': 0.47, 'artikler': 0.45, 'arv': 0.85, 'arzt': 0.43, 'asilo': 0.79, 'assembleia': 0.52,
    'assignment': 0.88, 'assinatura': 0.71, 'associados': 0.81, 'association': 0.29, 'assurance': 0.51,
    'attorney': 0.54, 'auftrag': 0.51, 'aula': 0.39, 'aulas': 0.45, 'auto': 0.2, 'avgift': 0.85, 'avgifter': 0.82,
    'avocat': 0.47, 'avtal': 0.57, 'avtale': 0.41, 'backen': 0.92, 'bail': 0.85, 'balance': 0.49, 'banco': 0.29,
    'bank': 0.23, 'banque': 0.42, 'barna': 0.21, 'barnehage': 0.67, 'barnen': 0.25, 'begravelse': 0.87,
    'beitrag': 0.39, 'belasting': 0.74, 'beleg': 0.9, 'belege': 0.99, 'betaling': 0.77, 'betrag': 0.79,
    'beurre': 0.81, 'bewerbung': 0.92, 'biglietto': 0.57, 'bil': 0.2, 'bilar': 0.37, 'biler': 0.35, 'bilhete': 0.99,
    'biljett': 0.79, 'biljetter': 0.75, 'bill': 0.23, 'billet': 0.69, 'billete': 0.97, 'billett': 0.89,
    'billetter': 0.7, 'birth': 0.49, 'blood': 0.27, 'bok': 0.31, 'bolig': 0.42, 'bolo': 0.63, 'book': 0.2,
    'bostad': 0.61, 'brief': 0.4, 'brille': 0.85, 'brutto': 0.53, 'budget': 0.45, 'buried': 0.73, 'burro': 0.89,
    'butter': 0.73, 'cake': 0.65, 'caldo': 0.47, 'candidate': 0.56, 'candidatura': 0.79, 'candidature': 0.81,
    'car': 0.2, 'carro': 0.2, 'casa': 0.2, 'census': 0.87, 'certificado': 0.84, 'certificate': 0.81,
    'certificato': 0.79, 'chairman': 0.47, 'chauffage': 0.95, 'chaves': 0.68, 'chegada': 0.53, 'child': 0.2,
    'children': 0.2, 'citizenship': 0.93, 'class': 0.2, 'client': 0.53, 'cliente': 0.53, 'clinic': 0.86,
    'clinica': 0.77, 'club': 0.2, 'coche': 0.51, 'cocinar': 0.86, 'colegio': 0.34, 'comboio': 0.94,
    'committee': 0.33, 'consulta': 0.63, 'consultation': 0.87, 'conta': 0.2, 'contract': 0.37, 'contrat': 0.36,
    'contrato': 0.43, 'contratto': 0.3, 'cook': 0.57, 'cooking': 0.7, 'corso': 0.2, 'cours': 0.2, 'course': 0.2,
    'court': 0.2, 'cover': 0.28, 'cozinhar': 0.87, 'credit': 0.33, 'cruise': 0.85, 'cuenta': 0.2, 'cuota': 0.85,
    'cup': 0.26, 'curriculum': 0.92, 'curso': 0.29, 'cursus': 0.72, 'custody': 0.85, 'cv': 0.85, 'dagis': 0.82,
    'deadline': 0.92, 'debito': 0.51, 'dekk': 0.81, 'dental': 0.93, 'departure': 0.85, 'deposit': 0.84,
    'despesas': 0.83, 'diagnos': 0.95, 'diagnose': 0.9, 'diagnosis': 0.87, 'dinner': 0.48, 'disciplina': 0.71,
    'divorce': 0.76, 'divorcio': 0.95, 'docente': 0.81, 'docteur': 0.53, 'doctor': 0.39, 'documentation': 0.99,
    'domstol': 0.81, 'draft': 0.59, 'due': 0.2, 'earnings': 0.82, 'ecole': 0.86, 'eiendom': 0.57, 'einzug': 0.92,
    'ejendom': 0.63, 'ejercicio': 0.49, 'ekonomi': 0.43, 'eksamen': 0.63, 'electricidad': 0.73, 'electricity': 0.71,
    'elektricitet': 0.99, 'eletricidade': 0.89, 'elev': 0.69, 'elever': 0.43, 'eltern': 0.2, 'empleo': 0.45,
    'employer': 0.85, 'employeur': 0.87, 'employment': 0.63, 'emprego': 0.36, 'enfant': 0.2, 'enfants': 0.2,
    'entrega': 0.54, 'entrevista': 0.37, 'entwurf': 0.75, 'erbe': 0.87, 'erben': 0.95, 'erfenis': 0.98,
    'esame': 0.47, 'escola': 0.2, 'escolar': 0.71, 'escritura': 0.71, 'escuela': 0.2, 'essay': 0.85, 'estate': 0.44,
    'estudante': 0.61, 'estudantes': 0.44, 'exam': 0.83, 'examen': 0.54, 'exercice': 0.53, 'exercise': 0.55,
    'expense': 0.85, 'extranjero': 0.55, 'factura': 0.93, 'facture': 0.85, 'fahrzeug': 0.65, 'falecido': 0.96,
    'fallecido': 0.91, 'familias': 0.41, 'farina': 0.9, 'farinha': 0.96, 'fattura': 0.96, 'ferie': 0.35,
    'filha': 0.2, 'filho': 0.2, 'finance': 0.57, 'financial': 0.28, 'fiscal': 0.43, 'flight': 0.43, 'flug': 0.67,
    'flyg': 0.68, 'flygplats': 0.86, 'flyplass': 0.86, 'fordon': 0.77, 'forening': 0.63, 'formation': 0.24,
    'forno': 0.83, 'forsikring': 0.92, 'funeral': 0.75, 'furniture': 0.81, 'garanti': 0.89, 'garden': 0.49,
    'garten': 0.51, 'gehalt': 0.75, 'generalforsamling': 0.81, 'genitori': 0.22, 'gericht': 0.45,
    'gesundheit': 0.55, 'giardino': 0.57, 'grade': 0.47, 'grandfather': 0.84, 'grandmother': 0.91,
    'grundschule': 0.82, 'guia': 0.56, 'guide': 0.5, 'hacienda': 0.71, 'handbuch': 0.88, 'handwerker': 0.92,
    'harina': 0.91, 'harvest': 0.98, 'health': 0.2, 'heating': 0.88, 'heizung': 0.99, 'helse': 0.29,
    'heredero': 0.99, 'herencia': 0.84, 'hija': 0.29, 'hijo': 0.2, 'hiring': 0.85, 'hochschule': 0.67,
    'holiday': 0.56, 'homework': 0.91, 'horario': 0.71, 'horno': 0.89, 'horta': 0.99, 'hospital': 0.28,
    'hotel': 0.33, 'hotell': 0.59, 'house': 0.2, 'household': 0.69, 'huevos': 0.57, 'huisarts': 0.94, 'hus': 0.2,
    'husleje': 0.98, 'huur': 0.68, 'hyra': 0.64, 'hytte': 0.94, 'iban': 0.6, 'identity': 0.57, 'illness': 0.73,
    'importe': 0.2, 'imposto': 0.77, 'impostos': 0.65, 'impuesto': 0.58, 'impuestos': 0.53, 'income': 0.35,
    'indkomst': 0.9, 'infancia': 0.67, 'ingredienti': 0.93, 'ingredients': 0.91, 'inkomst': 0.81, 'inntekt': 0.75,
    'installation': 0.73, 'instrucciones': 0.73, 'instructions': 0.75, 'insurance': 0.37, 'interview': 0.43,
    'intervju': 0.63, 'investment': 0.44, 'istruzioni': 0.79, 'iva': 0.82, 'jardin': 0.55, 'job': 0.2,
    'journal': 0.33, 'juzgado': 0.81, 'kennzeichen': 0.91, 'kfz': 0.89, 'kid': 0.34, 'kids': 0.2, 'kinder': 0.2,
    'kindergarten': 0.81, 'kita': 0.97, 'klass': 0.43, 'klasse': 0.23, 'klinik': 0.71, 'kochen': 0.65,
    'konto': 0.56, 'kontrakt': 0.55, 'kostnader': 0.63, 'krank': 0.54, 'krankenhaus': 0.5, 'kredit': 0.86,
    'kuchen': 0.68, 'kund': 0.68, 'kunde': 0.2, 'kunder': 0.5, 'kurs': 0.55, 'lab': 0.72, 'laboral': 0.55,
    'launch': 0.54, 'lavoro': 0.2, 'lawyer': 0.55, 'lease': 0.89, 'lecture': 0.51, 'lehrer': 0.39, 'lehrerin': 0.84,
    'leilighet': 0.61, 'lektion': 0.87, 'lesson': 0.69, 'letting': 0.65, 'lezione': 0.52, 'liability': 0.89,
    'libro': 0.2, 'licence': 0.74, 'license': 0.65, 'livraison': 0.79, 'livre': 0.2, 'livret': 0.97, 'livro': 0.2,
    'loan': 0.55, 'logement': 0.58, 'lohn': 0.83, 'loyer': 0.91, 'lufthavn': 0.59, 'magazin': 0.72,
    'magazine': 0.51, 'mairie': 0.65, 'manteiga': 0.97, 'manual': 0.76, 'manuale': 0.75, 'maternelle': 0.85,
    'medica': 0.75, 'medical': 0.23, 'medicamentos': 0.84, 'medication': 0.9, 'medicin': 0.42, 'medicine': 0.51,
    'medico': 0.34, 'medikamente': 0.83, 'medisin': 0.56, 'medlem': 0.3, 'medlemmar': 0.37, 'medlemmer': 0.2,
    'meeting': 0.23, 'member': 0.21, 'membership': 0.69, 'mestrado': 0.9, 'mg': 0.71, 'miete': 0.77, 'mieter': 0.89,
    'minutes': 0.2, 'montagem': 0.8, 'montaje': 0.99, 'montant': 0.55, 'mortgage': 0.74, 'mot': 0.2, 'moving': 0.32,
    'nacimiento': 0.62, 'naissance': 0.47, 'nascimento': 0.52, 'netto': 0.8, 'nomina': 0.69, 'notar': 0.85,
    'novel': 0.58, 'novela': 0.53, 'oeufs': 0.99, 'offer': 0.3, 'oppdrag': 0.5, 'opskrift': 0.83, 'ordenado': 0.94,
    'order': 0.2, 'ordonnance': 0.86, 'ospedale': 0.49, 'oven': 0.73, 'ovos': 0.73, 'paciente': 0.61,
    'packing': 0.96, 'padres': 0.23, 'pagamento': 0.49, 'pago': 0.39, 'paid': 0.25, 'paie': 0.75, 'paiement': 0.71,
    'paper': 0.29, 'parent': 0.62, 'parish': 0.93, 'parties': 0.41, 'partilha': 0.99, 'party': 0.2,
    'pasaporte': 0.88, 'paspoort': 0.81, 'passaporte': 0.92, 'passaporto': 0.95, 'passeport': 0.99,
    'passport': 0.97, 'patient': 0.49, 'pauta': 0.88, 'payment': 0.56, 'pension': 0.67, 'pensjon': 0.81,
    'performance': 0.23, 'permis': 0.33, 'permit': 0.85, 'pharmacie': 0.99, 'physician': 0.88, 'pitch': 0.71,
    'pkw': 0.75, 'plazo': 0.42, 'pneus': 0.98, 'prazo': 0.51, 'premium': 0.78, 'prise': 0.31, 'professor': 0.2,
    'progetto': 0.2, 'project': 0.2, 'projekt': 0.35, 'projet': 0.2, 'projeto': 0.2, 'promotion': 0.64,
    'property': 0.26, 'propietario': 0.78, 'propietarios': 0.82, 'proposal': 0.69, 'proposta': 0.35,
    'prosjekt': 0.5, 'proyecto': 0.2, 'purchase': 0.53, 'quota': 0.62, 'recept': 0.73, 'receta': 0.87,
    'recette': 0.77, 'rechnung': 0.59, 'rechtsanwalt': 0.9, 'recibo': 0.87, 'recipe': 0.85, 'recrutement': 0.79,
    'reference': 0.51, 'regnskab': 0.97, 'reifen': 0.78, 'reise': 0.27, 'rejse': 0.23, 'rejser': 0.35,
    'remboursement': 0.9, 'renda': 0.57, 'rent': 0.33, 'rente': 0.75, 'repair': 0.73, 'research': 0.2,
    'reserva': 0.54, 'residence': 0.76, 'residencia': 0.67, 'resor': 0.76, 'resume': 0.92, 'revista': 0.29,
    'revue': 0.52, 'rezept': 0.76, 'ricetta': 0.67, 'ricevuta': 0.91, 'roman': 0.53, 'roster': 0.94, 'rota': 0.7,
    'roteiro': 0.73, 'salaire': 0.61, 'salario': 0.68, 'salaris': 0.73, 'salary': 0.76, 'saldo': 0.95, 'salud': 0.2,
    'salute': 0.32, 'savings': 0.71, 'schicht': 0.89, 'school': 0.2, 'schule': 0.2, 'scolaire': 0.56, 'scuola': 0.2,
    'secretary': 0.37, 'seed': 0.75, 'seeds': 0.81, 'seguro': 0.2, 'sementes': 0.85, 'semester': 0.51,
    'semestre': 0.85, 'semillas': 0.83, 'seminar': 0.92, 'seminario': 0.84, 'sepa': 0.62, 'setup': 0.94,
    'shift': 0.62, 'sick': 0.41, 'signature': 0.73, 'signed': 0.43, 'sjukhus': 0.55, 'skatt': 0.46, 'skatter': 0.71,
    'skatteverket': 0.9, 'skilsmisse': 0.93, 'skola': 0.3, 'skole': 0.2, 'sncf': 0.77, 'society': 0.22,
    'socio': 0.65, 'socios': 0.77, 'socker': 0.69, 'sohn': 0.2, 'soins': 0.55, 'solde': 0.95, 'sommerhus': 0.81,
    'sopa': 0.81, 'soup': 0.9, 'sparkasse': 0.94, 'spende': 0.97, 'statement': 0.35, 'steuer': 0.72,
    'stipendio': 0.73, 'strom': 0.53, 'student': 0.32, 'studie': 0.45, 'studium': 0.44, 'study': 0.2,
    'styrelse': 0.91, 'subscription': 0.96, 'succession': 0.82, 'sucre': 0.69, 'sueldo': 0.72, 'sugar': 0.55,
    'sukker': 0.66, 'sundhed': 0.59, 'suppe': 0.91, 'surgery': 0.58, 'sygehus': 0.71, 'sykehus': 0.45,
    'symptom': 0.99, 'tasse': 0.56, 'tax': 0.24, 'taxes': 0.57, 'tenant': 0.83, 'tese': 0.75, 'testament': 0.95,
    'testamente': 0.96, 'testamento': 0.89, 'therapie': 0.7, 'therapy': 0.65, 'thesis': 0.97, 'ticket': 0.59,
    'tidning': 0.62, 'tire': 0.65, 'tochter': 0.28, 'todo': 0.2, 'tomate': 0.95, 'train': 0.2, 'transaction': 0.86,
    'transfer': 0.52, 'transferencia': 0.85, 'tratamento': 0.41, 'tratamiento': 0.49, 'travel': 0.33,
    'tribunal': 0.28, 'trip': 0.4, 'tuin': 0.49, 'turma': 0.61, 'turno': 0.54, 'tva': 0.85, 'uddannelse': 0.21,
    'udgifter': 0.89, 'udkast': 0.99, 'underskrift': 0.97, 'universidad': 0.2, 'universidade': 0.2,
    'universitet': 0.43, 'university': 0.2, 'unterkunft': 0.97, 'unterricht': 0.62, 'untersuchung': 0.61,
    'uova': 0.66, 'uppdrag': 0.41, 'urgences': 0.97, 'urgencia': 0.91, 'urkunde': 0.95, 'urlaub': 0.45,
    'user': 0.54, 'usuario': 0.43, 'utbildning': 0.3, 'utdanning': 0.28, 'utgifter': 0.75, 'utilisateur': 0.83,
    'utility': 0.82, 'utilizador': 0.99, 'vacaciones': 0.51, 'vacances': 0.39, 'vacation': 0.73, 'vacina': 0.95,
    'vakantie': 0.36, 'vat': 0.89, 'veg': 0.91, 'vehicle': 0.49, 'verein': 0.33, 'vereniging': 0.45,
    'vermieter': 0.95, 'verordnung': 0.82, 'versicherung': 0.75, 'vertrag': 0.42, 'viagem': 0.28, 'viagens': 0.66,
    'viaggio': 0.23, 'viaje': 0.26, 'visa': 0.2, 'vivienda': 0.59, 'voiture': 0.21, 'volo': 0.45, 'volunteer': 0.81,
    'voo': 0.69, 'voos': 0.95, 'vorfahren': 0.98, 'vorstand': 0.69, 'voyage': 0.34, 'vuelo': 0.58, 'wage': 0.71,
    'weiterbildung': 0.88, 'werkstatt': 0.83, 'widerspruch': 0.81, 'will': 0.2, 'wohnung': 0.28, 'x-ray': 0.62,
    'zahlung': 0.93, 'zeitschrift': 0.68, 'zeitung': 0.35, 'ziekenhuis': 0.29, 'zinsen': 0.81, 'zucchero': 0.69,
    'zucker': 0.71, 'zug': 0.39, 'zulassung': 0.97,
}




#: Generated by ``scripts/lexicon_weights.py``: Swedish, Norwegian and Danish words of the lexicon with a
#: definite ending that are words of another lexicon language (Zipf >= 2.5: ``eleven``, ``cart``), never
#: read as a definite form.
DEFINITE_EXCEPTIONS = frozenset(
    'advokaten banken banket betalingen biljetten bilt dekken diagnosen eleven ferien garantien garantit helsen hust inkomsten instruktionen klassen kokett kunden kursen pensionen resort smoren testamenten'.split())
#: Definite endings of Swedish, Norwegian and Danish nouns (``bilen``, ``huset``, ``skolan``, ``barna``).
_DEFINITE = ("na", "en", "et", "n", "t")


def definite_stem(word: str) -> str:
    """The Scandinavian lexicon word ``word`` is the definite form of (``bilen`` -> ``bil``, ``huset`` ->
    ``hus``, ``stugan`` -> ``stuga``), else ``""``. Only a stem that is itself a Swedish, Norwegian or Danish
    word of the lexicon counts, and never a word common in another lexicon language (``eleven`` is not the
    pupil, ``DEFINITE_EXCEPTIONS``)."""
    if word in DEFINITE_EXCEPTIONS:
        return ""
    for end in _DEFINITE:
        if word.endswith(end) and len(word) - len(end) >= 3 and word[:-len(end)] in _SCANDINAVIAN_WORDS:
            return word[:-len(end)]
    return ""


class SubjectHit(NamedTuple):
    """The best subject (None when nothing matched), its count, the runner-up's count, a trigger word."""

    subject: str | None
    count: float
    runner_up: float
    word: str


#: Words that, in a name with ``school``, make it a school of one's own studies (``Nursing School``, ``Law school``,
#: ``Grad school``), not a child's (``summer`` and ``music`` are left out: children go to those too).
OWN_SCHOOL_WORDS = frozenset("nursing law medical med business grad graduate dental pharmacy divinity culinary "
                             "flight film".split())
#: ... in a name of at most this many words.
OWN_SCHOOL_NAME = 8


def score_words(found: Iterable[str], counts: dict[str, float] | None = None, weight: float = 1.0,
                first: dict[str, str] | None = None, common: dict[str, float] | None = None) -> dict[str, float]:
    """Add ``weight`` per trigger word in ``found`` to ``counts`` (subject -> score); with ``common``
    (``COMMON_WORD_WEIGHTS`` for text), a common word adds only its share of ``weight``."""
    counts = {} if counts is None else counts
    if isinstance(found, (list, tuple, set, frozenset)) and "estate" in found and "real" in found:
        found = [w for w in found if w != "estate"]  # real estate (property) is no deceased person's estate
    if isinstance(found, (list, tuple, set, frozenset)) and "school" in found and len(found) <= OWN_SCHOOL_NAME \
            and not OWN_SCHOOL_WORDS.isdisjoint(found):
        # ``Nursing School``, ``Law school notes``: one's own studies, no child's school (in a name: a text's
        # words are too many to say which word stood before which)
        found = ["course" if w == "school" else w for w in found]
    given: set[str] | None = None  # (``found`` as a set, when an inflected word asks)
    for word in found:
        if word not in _IN_A_TABLE:
            stem = definite_stem(word) if word[:1] < _HEBREW else _hebrew_stem(word)
            if stem:
                word = stem  # ``bilen``, ``huset``, ``skolan``: the car, the house, the school; ``החשבונית``
        if word not in _IN_A_TABLE:
            inflected = inflected_subject(word) if len(word) >= 4 and word[:1] < NO_SPACES else None
            if inflected is not None:  # ``számlák``, ``sutarties``: a stem and its endings
                given = set(found) if given is None else given
                if word + "s" in given:
                    continue  # the stem ``words`` cut from ``sutarties``: that word counts, once
                _count(counts, first, inflected[0], weight, word)
                continue
            if word[:1] >= NO_SPACES or _JAMO <= word[:1] < _JAMO_END:  # ``確定申告2025``: the words inside
                for subject, part in cjk_subjects(word):
                    _count(counts, first, subject, weight, part)
                continue
            if len(word) >= 7 and word + "s" not in _IN_A_TABLE:  # not ``reisepas`` of ``reisepass``
                for subject, _part in compound_subjects(word):
                    _count(counts, first, subject, weight, word)
            continue
        add = weight * common.get(word, 1.0) if common is not None else weight
        if not add:
            continue  # a word that counts for nothing here (a language's name in a text)
        for subject in _ORDER:
            if word in SUBJECTS[subject]:
                _count(counts, first, subject, add, word)
    return counts


def _count(counts: dict[str, float], first: dict[str, str] | None, subject: str, add: float, word: str) -> None:
    """Add ``add`` to ``subject``'s count; ``first`` keeps, per subject, the alphabetically first word found."""
    counts[subject] = counts.get(subject, 0.0) + add
    if first is not None and (subject not in first or word < first[subject]):
        first[subject] = word


def best_subject(counts: dict[str, float], first: dict[str, str] | None = None) -> SubjectHit:
    """The subject with the highest count (ties: lexicon order), deterministic."""
    if not counts:
        return SubjectHit(None, 0.0, 0.0, "")
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], _ORDER.index(kv[0]) if kv[0] in _ORDER else 99))
    subject, count = ranked[0]
    runner = ranked[1][1] if len(ranked) > 1 else 0.0
    return SubjectHit(subject, count, runner, (first or {}).get(subject, ""))
