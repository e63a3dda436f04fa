"""The judge: what a loose file or a unit folder is about, how sure we are, and why.

Shared by PARA and Johnny Decimal. Signals, strongest first: subject words in the file name,
what the extension or kind says by itself (a photo, an installer, an e-book), subject words in
the text (read only when the name decides nothing; cached by fingerprint), archive words in
the name or its folders, and dates (a year in the name, EXIF, a date in the text, then the
modification time). ``confidence`` falls with thin or conflicting evidence, so a file nothing
speaks for is left in place by the planner.
"""

from __future__ import annotations

import re
import time
from functools import lru_cache
from dataclasses import dataclass, replace
from typing import Any, Iterable, Sequence

from foldwise.plugins.organize.facts import FileFacts, split_ext
from foldwise.plugins.organize.methodologies.common import fold, word_count, words, year_of
from foldwise.plugins.organize.naming import clean_segment
from foldwise.plugins.organize.signals import (MONTHS, OFFICE_PARTS, TEXT_EXTS, ContentSignals, SignalCache,
                                               name_year, stem_word)
from foldwise.plugins.organize.subjects import (ARCHIVE_WORDS, EXT_SUBJECT, GENERIC_FOLDER_WORDS, KIND_SUBJECT,
                                                PROJECT_WORDS, REFERENCE_WORDS, ROLE, SUBJECTS,
                                                best_subject, score_words)
from foldwise.plugins.organize.units import (DATA_EXTS, DEVICE_WORDS, is_live_copy, series_key, year_of_records, EVENT_WORDS, PICTURE_FOLDER_WORDS, PIECE_CUES,
                                             PIECE_WORDS,
                                             REFERENCE_FOLDER_WORDS,
                                             Unit, find_units, is_device_copy,
                                             is_piece_of_work, is_reference_folder, names_an_application)

__all__ = ["Judge", "Judgement", "DAY_NS", "kin_digest"]

DAY_NS = 86_400 * 1_000_000_000
_VERSION = re.compile(r"(?:^|[ _-])v\d+$|(?:^|[ _-])rev\d+$")
_READABLE = TEXT_EXTS | {"pdf"} | frozenset(OFFICE_PARTS)
#: How costly a readable file is to read (plain text 0): a unit's words come from its cheapest files first.
_READ_COST = {"pdf": 2, **dict.fromkeys(OFFICE_PARTS, 1)}
#: Names cameras, phones and scanners give (``IMG_2033``, ``_MG_0912``, ``PXL_20250101_...``, ``DSCF3301``):
#: their letters are no words (``MG`` is no dosage).
_DEVICE_NAME = re.compile(r"^_?(?:img|mg|mvimg|dsc[fn]?|pxl|vid|pano|gopr|dji|sam|wp|imag|scan|skm_c|epson)"
                          r"[ _-]?\d", re.I)
_PAPER_KINDS = frozenset({"Documents", "Spreadsheets", "Presentations"})
#: Kinds that say a unit member's subject by themselves (a photo in a folder of papers votes for nothing).
_MEDIA_SUBJECT = {"Audio": "Music", "Video": "Videos"}
_PHOTO_EXTS = frozenset({"jpg", "jpeg", "tif", "tiff", "heic", "webp"})
#: Name words that say a document is a draft or a version, nothing about its subject.
_DRAFT_WORDS = frozenset("draft wip todo entwurf brouillon borrador bozza concept rascunho utkast udkast kladd".split())
_VERSION_WORD = re.compile(r"^(?:v|rev)\d+$")
#: Name words that say a paper is a money paper (an invoice, a receipt, a bill, a statement), not what the money
#: was for: the dentist's invoice is about health, the garage's receipt about the car (folded, as ``words`` gives).
MONEY_PAPER_WORDS = frozenset(map(fold, (
    "invoice receipt bill statement payment rechnung quittung beleg facture quittance recu factura recibo "
    "fattura ricevuta scontrino factuur bon kwitantie fatura comprovativo faktura kvitto kvittering rachunek "
    "paragon lasku kuitti τιμολόγιο απόδειξη חשבונית קבלה fatura makbuz chitanta").split()))
_WORK_WORDS = SUBJECTS["Work"] | PROJECT_WORDS
#: Units whose words a loose file's text is compared with (``Judge.kin``): not year folders, not albums.
_NO_KIN = ("year", "album")
#: Subjects a loose file's text alone names with little to go by for its bucket, and the most confidence such a
#: verdict gets: over the eighty-three labelled corpora, a text about education was in the bucket it gave 14% of
#: the time (a child's school papers are the family's, a course under way a project), one about legal matters 50%
#: (a contract of what?). Moved still (a PARA bucket needs 0.5), numbered in Johnny Decimal no more (0.6).
TEXT_UNSURE = {"Education": 0.55, "Legal": 0.55}
#: A loose paper whose text speaks weakly of one area more than of anything else (``WEAK_AREA_WORDS`` or more
#: subject words, fewer than a sure verdict needs: a few money words, a clinic's name) is moved at
#: ``WEAK_AREA_TEXT``: over 83 labelled corpora such papers were kept records of some area six times in ten
#: (which area is less sure: Johnny Decimal does not number them). One incidental common word (``children``,
#: weighing 0.2) is still no verdict, and the person's own folders (kin) are asked first. A trip's papers too (a
#: booking, a ticket: few words, but a trip to come is a project and one past is archived; such papers were right
#: 40 times in 55 over 98 corpora).
WEAK_AREA_TEXT = 0.5
WEAK_AREA_WORDS = 0.5
#: A verdict from the text under this confidence is unsure enough to ask the person's own folders.
KIN_TEXT = 0.7
#: ... and one under this asks them too, but gives way only to a folder whose name its text says.
KIN_NAMED = 0.8


#: A month and a year in a folder name (``Mar 2026``, ``March 2026``), or a year and a month (``2026-03``).
_MONTH_YEAR = re.compile(r"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?[ _-]+((?:19|20)\d\d)\b")
_YEAR_MONTH = re.compile(r"(?<![0-9])((?:19|20)\d\d)[-_.](0[1-9]|1[0-2])(?![0-9])")
_MONTH_NUMBER = {m: i for i, m in enumerate("jan feb mar apr may jun jul aug sep oct nov dec".split(), 1)}

#: Words of folder names that say "the paperwork of" (``admin/``, ``Paperwork/``).
ADMIN_WORDS = frozenset("admin administration paperwork forms fees verwaltung administratif administracion "
                        "administracao administratie amministrazione administrasjon administrering "
                        "boekhouding buchhaltung comptabilite contabilidad contabilita bookkeeping".split())

#: Words of an album's name that say its photos record a piece of work: a building site and its progress, a
#: damage to claim for, a home listed for sale or viewed to buy (folded, as ``words`` gives them).
SITE_PHOTO_WORDS = frozenset(map(fold, "site sites progress construction baustelle chantier obra obras byggeplads "
                                       "byggeplass budowa damage damages schaden skade listing viewing viewings "
                                       "besichtigung besichtigungen visning bezichtiging".split()))
#: Words of an album's name that say the photos serve work being planned (``Wedding inspo``, ``Kitchen ideas``).
_PLANNING_WORDS = frozenset("inspo inspiration ideas idea moodboard mood prep planning plan plans options samples "
                            "progress shortlist".split())
#: Season words (``Strikers spring 2026``): a time, not a subject.
_SEASONS = frozenset("spring summer autumn fall winter fruhling sommer herbst printemps ete automne hiver "
                     "primavera verano otono invierno estate autunno inverno vinter var host".split())

#: Words in a code folder's name that make it material to learn from (reference), not a project.
LEARNING_WORDS = frozenset("tutorial tutorials practice exercises exercise examples example learning learn course "
                           "courses cheatsheet snippets kata katas workshop lesson lessons".split())

#: Subjects whose old folders are records kept on purpose (tax years, bank statements), not ended work.
KEPT_RECORDS = frozenset({"Finance"})
#: Words of a folder's name that say it holds a body's minutes (``Minutes/``, ``Notulen/``): the records of what one
#: helps run (a committee, a board, a church's session), kept up meeting after meeting.
MINUTES_WORDS = frozenset("minutes notulen".split())
#: Words in the names of a course's papers that say it is worked towards an end: an exam, a thesis, a
#: submission, a booked test (a folder of them in use now is a project, not reference).
STUDY_END_CUES = frozenset(
    "exam exams examen prufung klausur thesis dissertation facharbeit hausarbeit masterarbeit bachelorarbeit memoire "
    "tesis tesi proefschrift scriptie capstone assignment assignments submission deadline portfolio application "
    "registration enrolment enrollment booking confirmation voucher reviewers "
    # a defence, a qualifying exam, a mock exam, an exam's notice and registration in more languages (``Ata de
    # qualificação``, ``cronograma defesa``, ``Simulado 01``, ``Edital PSI``, ``Comprovante inscrição``)
    "tese dissertacao monografia tcc defesa defensa soutenance verteidigung qualificacao banca simulado simulacro "
    "edital inscricao inscripcion iscrizione inschrijving anmeldung".split())
#: Words in the names of papers that say an application is under way (a visa, a citizenship, a permit's renewal):
#: a folder of identity papers in use now with one of them is a project, not the papers kept up.
APPLICATION_CUES = frozenset(
    "application applications petition renewal appointment biometrics fingerprints solicitud tramite turno "
    "prenotami antrag verlangerung wniosek demande renouvellement domanda rinnovo aanvraag verlenging ansokan "
    "ansogning soknad hakemus pedido requerimento".split())
#: Words of a host's papers (payouts, earnings, a co-host, the guests' nights declared for the tourist tax), not a
#: traveller's: two of them make a folder about travel a letting kept up (folded, as ``words`` gives them).
HOST_WORDS = frozenset(map(fold, "payout payouts earnings cohost cohosting anfitriao coanfitriao repasse repasses ganhos "
                                 "reversement reversements loueur nuitee nuitees auszahlung auszahlungen gastgeber "
                                 "anfitrion coanfitrion".split()))
#: Words that name a company (``Freight LLC``, ``Müller GmbH``): its papers are a business kept running.
BUSINESS_WORDS = frozenset("llc ltd limited inc incorporated gmbh plc pty corp corporation sarl srl bv gbr kg ug oy "
                           "aps".split())


def kin_digest(units: Sequence[Unit], signatures: Sequence[str]) -> str:
    """Digest of the signatures (files, sizes, times) of the units a loose file's text is compared with: a
    verdict that asked them (``Judge.asked``) holds while this digest does."""
    import hashlib

    return hashlib.blake2b("\n".join(sig for unit, sig in zip(units, signatures) if unit.kind not in _NO_KIN)
                           .encode(), digest_size=12).hexdigest()


_TOKEN = re.compile(r"[^\W\d_]+|[0-9]+")  # letters of any script (``Харків``), digits apart


def _name_tokens(name: str, joined: bool = False) -> set[str]:
    """Distinctive tokens of a folder's name, letters and digits apart (``cs6320-raft`` -> ``cs``, ``6320``,
    ``raft``): four letters or more, or three digits or more that are no year, not generic, not common in
    everyday writing; ``joined``: also two words run together (``Porch Light`` -> ``porchlight``)."""
    from foldwise.plugins.organize.common_words import common_words

    parts = _TOKEN.findall(fold(_CAMEL_SPLIT.sub(" ", name)).lower())
    if joined:
        parts += [a + b for a, b in zip(parts, parts[1:]) if a.isalpha() and b.isalpha()]
    common = common_words()
    return {p for p in parts if (len(p) >= 4 and p.isalpha() and p not in GENERIC_FOLDER_WORDS and p not in common
                                 and p not in PICTURE_FOLDER_WORDS and p not in MONTHS)
            or (p.isdigit() and len(p) >= 3 and not _NAME_YEAR_TOKEN.match(p))}


_CAMEL_SPLIT = re.compile(r"(?<=[a-z])(?=[A-Z])")
_NAME_YEAR_TOKEN = re.compile(r"^(?:19|20)\d\d$")


def kin_confidence(hits: int, runner: float) -> float:
    """How sure a tie of a paper to a folder by the words they share is: more with more words, and more
    when no other folder shares any."""
    return round(min(0.8, 0.55 + 0.05 * min(hits - 2, 4) + (0.05 if runner == 0 else 0.0)), 3)


@dataclass(frozen=True)
class Judgement:
    """What the judge concluded for one file or unit."""

    subject: str | None
    role: str  # area | reference | project | none
    confidence: float
    reason: str
    year: int
    stale: bool
    archive: bool  # archive words in the name or folders
    #: the name of the folder that is the best name for what a unit holds, when its own name names no
    #: subject and its files agree on none (under half of their votes; a piece of work: the folder it sits
    #: in); Johnny Decimal gives that folder a category of its own. Empty otherwise.
    own_topic: str = ""
    #: a unit's: the share of its members' subject votes that ``subject`` has (1.0 for a file)
    share: float = 1.0
    #: a loose file's: the index of the unit folder whose words its text speaks of (it goes with that
    #: folder: ``Judge.kin``), -1 when none
    unit: int = -1
    #: a loose file's: its subject comes from the words of its text alone (its name says nothing)
    by_text: bool = False




def _recurring(members: Sequence[FileFacts], dated: bool = False) -> bool:
    """True when at least two series of documents recur in a folder: names that are the same once numbers,
    dates and month names are removed (``bookings 2025.csv`` / ``bookings 2026.csv``); ``dated``: only names
    with a year or a month count (``interview round 1``, ``round 2`` are steps of one piece of work)."""
    seen: dict[str, int] = {}
    for f in members:
        if f.kind in ("Images", "Video", "Audio"):
            continue
        if dated and not _dated(f):
            continue
        key = series_key(f.name)
        seen[key] = seen.get(key, 0) + 1
    return sum(1 for k, c in seen.items() if c >= 2 and len(k) > 4) >= 2


def _dated(f: FileFacts) -> bool:
    """True when a file's name carries a year or a month and year (``Bank rec Apr 2026``)."""
    return bool(name_year(f.name) or _MONTH_YEAR.search(f.name.lower()))


#: Words of a file name that say nothing of which paper it is (``notes.txt``, ``README.md``, ``scan 3.pdf``).
_BLANK_PAPER_WORDS = frozenset("readme notes note book copy page img image todo index main final signed".split())


def _paper_key(f: FileFacts, folder: str = "") -> str:
    """The name of a paper as words once numbers, dates and month names are removed (``Week 3 - Business phone
    calls.docx`` -> ``business calls phone week.docx``), and the words of ``folder`` (the folder it is for:
    ``Presupuesto Ana Torres.pdf`` in ``Ana Torres/`` -> ``presupuesto.pdf``); empty for a photo, a sound, a
    video or a name that says nothing (``notes.txt``, ``scan 3.pdf``)."""
    if f.kind in ("Images", "Video", "Audio"):
        return ""
    found, ext = _name_words(f.name)
    if folder:
        own = _folder_words(folder)
        if not found.isdisjoint(own):
            found = found - own
    if not any(len(w) >= 4 for w in found - GENERIC_FOLDER_WORDS - _BLANK_PAPER_WORDS):
        return ""
    return " ".join(sorted(found)) + (f".{ext}" if ext else "")


def _name_words(name: str) -> tuple[frozenset[str], str]:
    """The words of a document's name without numbers, dates and month names, and its extension."""
    return _series_words(series_key(name))


@lru_cache(maxsize=65536)
def _series_words(key: str) -> tuple[frozenset[str], str]:
    """(memoised: once numbers and dates are gone, the same names recur in folder after folder)"""
    stem, ext = split_ext(key)
    return frozenset(words(stem)), ext


@lru_cache(maxsize=4096)
def _folder_words(name: str) -> frozenset[str]:
    return frozenset(words(name))


#: Words of a folder of teaching material (``Teaching materials``, ``Teaching Resources``): kept as reference.
_MATERIAL_WORDS = frozenset("materials material resources".split())
#: Words of a folder of one's own teaching (``teaching/``, ``Lesson Plans/``): the job of a teacher, kept up.
TEACHING_FOLDER_WORDS = frozenset("teaching lesson unterricht lehre enseignement docencia ensenanza insegnamento "
                                  "undervisning lesplannen lesvoorbereiding ensino "
                                  # lesson plans in Swedish, Norwegian, Danish, German, Hungarian, Finnish, Polish
                                  "lektionsplanering lektionsplaneringar lektionsplan lektionsplaner "
                                  "undervisningsplan unterrichtsvorbereitung tanmenet tanmenetek oravazlat "
                                  "oravazlatok tuntisuunnitelma tuntisuunnitelmat opetus konspekty".split())


#: A term or semester in a folder's name (``NUR2104 Older Persons 2026 S1``, ``2025 Fall Term``, ``HT25``,
#: ``WS 2025-26``): inside one's teaching folder, that term's run of a unit, the teaching job kept up.
TERM_WORDS = frozenset("semester sem term spring fall autumn summer winter trimester semestre cuatrimestre "
                       "trimestre halbjahr wintersemester sommersemester lukukausi termin hilary michaelmas "
                       "trinity".split())
_TERM_CODE = re.compile(r"^(?:s[1-3]|sem[1-3]|t[1-4]|ht\d{0,4}|vt\d{0,4}|ws\d{0,4}|ss\d{0,4})$")


def names_a_term(name: str) -> bool:
    """True when ``name`` names a term or semester (``TERM_WORDS``, ``S1``, ``HT25``) and no event or piece of
    work (``Summer Festival 2026``, ``Spring concert``)."""
    found = words(name)
    return not found & (EVENT_WORDS | PIECE_WORDS) and any(w in TERM_WORDS or _TERM_CODE.match(w) for w in found)


def teaching_folder(root: str) -> str:
    """The folder of one's own teaching that ``root`` is or sits in (``teaching/2025-26/HY22520/lectures``:
    ``teaching``), "" when none, or when a folder on the way names reference material (``Teaching
    Resources``, ``Teaching materials/``: kept as reference) or what is over."""
    parts = root.split("/")
    for at, part in enumerate(parts):
        if words(part) & TEACHING_FOLDER_WORDS:
            below = {w for p in parts[at:] for w in words(p)}
            if below & (REFERENCE_FOLDER_WORDS | _MATERIAL_WORDS) - {"lectures"} or below & ARCHIVE_WORDS:
                return ""
            return part
    return ""


def _dated_series(members: Iterable[FileFacts]) -> set[str]:
    """The series keys (``series_key``) of the documents whose names carry a year or a month."""
    return {series_key(f.name) for f in members
            if f.kind not in ("Images", "Video", "Audio") and _dated(f)}


def _study_cue(members: Sequence[FileFacts]) -> str:
    """The first word saying a course is worked towards an end (``STUDY_END_CUES``, ``PIECE_CUES``) in the name
    of one of ``members`` (path order), or ``""``."""
    return _cue(members, STUDY_END_CUES | PIECE_CUES)


def _cue(members: Sequence[FileFacts], cues: frozenset[str]) -> str:
    """The first of ``cues`` in the name of one of ``members`` (path order; the least of a name's), or ``""``."""
    for f in members:
        found = words(split_ext(f.name)[0]) & cues
        if found:
            return min(found)
    return ""


def _subfolders(root: str, members: Iterable[FileFacts]) -> set[str]:
    """The names of the folders directly inside ``root`` that hold some of ``members``."""
    prefix = len(root) + 1
    return {rel.split("/", 1)[0] for rel in (f.rel[prefix:] for f in members) if "/" in rel}


def _recent_share(members: Sequence[FileFacts], since_ns: int) -> float:
    """The share of ``members`` saved since ``since_ns`` (an old note kept in new work does not age the work)."""
    return sum(1 for f in members if f.mtime_ns >= since_ns) / max(1, len(members))


def _all_before(members: Sequence[FileFacts], year: int) -> bool:
    """True when some members carry a year in their names and every such year is before ``year``."""
    years = [y for y in (name_year(f.name) for f in members) if y]
    return bool(years) and max(years) < year


#: How a paper that ends something is named (a resignation, a notice of termination, a relieving letter, a P45,
#: ``Kündigung``, ``opsigelse``, ``wypowiedzenie``, ``renuncia``...): the start of one of its words, folded.
ENDING_PAPER_STARTS = ("resign", "relieving", "terminat", "kundigung", "opsigelse", "uppsagning", "irtisanomi",
                       "wypowiedzeni", "vypoved", "otkaz", "demission", "dimission", "renuncia", "opzegging", "p45")
#: ... and how long ago it was saved, at least, for the end to be behind (a notice saved last month is a move
#: under way).
ENDING_PAPER_DAYS = 90


def _ended_by(root: str, members: Sequence[FileFacts], before_ns: int) -> str:
    """The name of a paper of folder ``root`` itself (not of a folder inside it: a kindergarten place given up in
    ``Kids/Kindergarten/`` ends no more than that) that ends what the folder is about (``ENDING_PAPER_STARTS``),
    saved before ``before_ns``; or ``""``."""
    for f in members:
        if f.mtime_ns < before_ns and f.rel.rpartition("/")[0] == root \
                and any(w.startswith(ENDING_PAPER_STARTS) for w in words(split_ext(f.name)[0])):
            return f.name
    return ""


def _all_past(members: Sequence[FileFacts], now_year: int) -> bool:
    """True when at least half the members carry a year in their names and every such year is past."""
    years = [y for y in (name_year(f.name) for f in members) if y]
    return bool(years) and len(years) * 2 >= len(members) and max(years) < now_year


def _top_roles_agree(counts: dict[str, float]) -> bool:
    """True when the two best subjects of ``counts`` have the same PARA role (no runner-up: False)."""
    ranked = sorted(counts.items(), key=lambda kv: -kv[1])[:2]
    return len(ranked) == 2 and ROLE.get(ranked[0][0]) == ROLE.get(ranked[1][0]) is not None


def _same_role(counts: dict[str, float], top: float) -> bool:
    """True when the subjects tied at the top count all have the same PARA role (two areas)."""
    roles = {ROLE.get(s, "none") for s, c in counts.items() if c == top}
    return len(roles) == 1 and "none" not in roles


#: Folder names that say the work in them is under way (``Em curso/``, ``In progress/``, ``Active/``) or
#: finished (``Entregues 2025/``, ``Done/``, ``Delivered/``), in the languages of the lexicon; a year beside
#: them is ignored (``Entregues 2025``).
ONGOING_FOLDERS = frozenset({"em curso", "a decorrer", "in progress", "ongoing", "current", "active", "en cours",
                             "en curso", "in corso", "laufend", "laufende", "aktuell", "aktuelle",
                             "in bearbeitung"})
FINISHED_FOLDERS = frozenset({"entregue", "entregues", "concluido", "concluidos", "terminado", "terminados",
                              "delivered", "done", "finished", "completed", "closed", "erledigt", "abgeschlossen",
                              "termine", "termines", "entregado", "entregados", "finalizado",
                              "finalizados", "consegnati", "completati"})
#: Folders a person named "projects": what sits in one is a project (finished or not, by its dates).
PROJECT_FOLDERS = frozenset({"projects", "project", "projekt", "projekte", "projets", "projet", "proyectos",
                             "projetos", "progetti", "projecten", "prosjekter", "projekter", "projektit",
                             "clients", "client work", "customers", "commissions", "clientes", "kunden", "klienter",
                             "kunder", "klanten", "cases", "casos", "matters", "processos", "saker", "falle"})
#: Folders named for the people a business works for (their folders are one subject: the business).
CLIENT_FOLDERS = frozenset({"clients", "client work", "customers", "commissions", "kunden", "clientes", "klienter",
                            "kunder", "klanten"})
_STATUS_NOISE = re.compile(r"[0-9_\-]+")


def folder_key(name: str) -> str:
    """A folder name as the status tables hold it: lower case, accents folded, digits and dashes dropped."""
    return " ".join(_STATUS_NOISE.sub(" ", fold(name.lower())).split())


#: Single words that, in a short folder name or in brackets after one, say what it holds is over
#: (``Casos Encerrados``, ``Closed cases``, ``Bonwire partnership (ended)``).
FINISHED_WORDS = frozenset("finished completed closed ended done delivered encerrado encerrados encerrada encerradas "
                           "concluido concluidos concluida concluidas finalizado finalizados terminado terminados "
                           "cerrado cerrados abgeschlossen abgeschlossene erledigt erledigte beendet beendete avsluttet "
                           "avsluttede afsluttet afsluttede avslutade avslutat ferdig ferdige afgerond afgeronde "
                           "termine termines terminee terminees chiusi chiuso conclusi "
                           # Romanian, Polish, Czech, Croatian, Finnish, Hungarian, Turkish and Dutch (folded)
                           "inchis inchisa inchise finalizat finalizata finalizate zakonczony zakonczona zakonczone "
                           "zamkniete ukonceno ukoncene uzavreno zavrseno zatvoreno paattynyt paattyneet lezart "
                           "befejezett tamamlandi kapandi gesloten voltooid".split())
_BRACKETED = re.compile(r"[(\[]([^)\]]+)[)\]]\s*$|\s[-–]\s*(\w+)\s*$")


def folder_status(parts: Sequence[str]) -> tuple[str, str]:
    """(``ongoing`` | ``finished`` | ``project`` | ``""``, the folder that says so) for a unit's folders, nearest
    first."""
    for part in reversed(parts):
        key = folder_key(part)
        if key in ONGOING_FOLDERS:
            return "ongoing", part
        if key in FINISHED_FOLDERS or _says_finished(part):
            return "finished", part
        if key in PROJECT_FOLDERS or names_an_application(part):
            # (``Bewerbungen/<firm>/``: an application to each place, one job hunt)
            return "project", part
    return "", ""


def _says_finished(name: str) -> bool:
    """True for a folder name that says its work is over: a word of ``FINISHED_WORDS`` in a name of at most
    two words (``Casos Encerrados``, ``Closed 2025``), or in brackets or after a dash at its end
    (``Bonwire partnership (ended)``, ``Kitchen - done``); not ``Getting Things Done``."""
    found = {w for w in words(name) if not w.isdigit()}
    if not found & FINISHED_WORDS:
        return False
    tail = _BRACKETED.search(name)
    return len(set(name.lower().split()) - {w for w in name.lower().split() if w.isdigit()}) <= 2 or (
        tail is not None and bool(words(tail.group(1) or tail.group(2) or "") & FINISHED_WORDS))


class Judge:
    """Judges every file of one plan (``files`` sorted by ``rel``); results are memoised per unit."""

    def __init__(self, files: Sequence[FileFacts], *, now_ns: int | None = None, stale_days: int = 365,
                 read_content: bool = True, cache: SignalCache | None = None,
                 skip_tops: Sequence[str] = ()) -> None:
        self.files = files
        self.now_ns = time.time_ns() if now_ns is None else now_ns
        self.now_year = year_of(self.now_ns)
        self.stale_days = stale_days
        self.read_content = read_content
        self.cache = cache if cache is not None else SignalCache()
        self.units, self.unit_of = find_units(files, skip_tops, pieces=True, now_ns=self.now_ns)
        self._unit_judgements: dict[int, Judgement] = {}
        self._index = {f.rel: i for i, f in enumerate(files)}
        self._folders: dict[tuple[str, ...], tuple[set[str], str | None]] = {}
        self._roots: dict[str, int] | None = None
        self._inner: tuple[dict[int, list[int]], dict[int, list[int]]] | None = None
        self._kin: list[tuple[int, dict[str, float], frozenset[str]]] | None = None
        self._retainers: dict[str, set[str]] = {}
        self._series: dict[int, int] | None = None
        self._containers: dict[int, str] | None = None
        self._named_by: dict[str, list[int]] | None = None
        self._folder_tokens: dict[str, set[int]] | None = None
        self._under: dict[str, list[Unit]] | None = None
        self._container_work: dict[str, str] = {}
        self._container_units: dict[str, list[int]] = {}
        #: loose files whose verdict asked the person's own folders (``kin``): it depends on those folders
        self.asked: set[str] = set()

    def _folder(self, parts: tuple[str, ...]) -> tuple[set[str], str | None]:
        """(words, subject they name) of a file's folders, memoised per folder."""
        found = self._folders.get(parts)
        if found is None:
            folder_words = words(" ".join(parts))
            found = (folder_words, best_subject(score_words(sorted(folder_words))).subject)
            self._folders[parts] = found
        return found

    def knows(self, facts: FileFacts) -> bool:
        """True when ``facts`` is one of the files this judge was built for."""
        return facts.rel in self._index

    def unit_index(self, facts: FileFacts) -> int | None:
        """The index of the unit ``facts`` belongs to, or None when it is loose."""
        i = self._index.get(facts.rel)
        return self.unit_of[i] if i is not None else None

    # ---- loose files ------------------------------------------------------------
    def file(self, facts: FileFacts) -> Judgement:
        """Judge one loose file."""
        stem = split_ext(facts.name)[0]
        name_words = set() if _DEVICE_NAME.match(stem) else words(stem)
        folder_words, folder_subject = self._folder(tuple(facts.parent_parts))
        archive = bool((name_words | folder_words) & ARCHIVE_WORDS)
        project_cue = bool(name_words & PROJECT_WORDS) or bool(_VERSION.search(stem.lower()))
        first: dict[str, str] = {}
        counts = score_words(sorted(name_words), first=first)
        year = name_year(stem)
        content = None
        merged: dict[str, float] = {}
        hit = best_subject(counts, first)
        # a data file on its own (an e-invoice's ``.xml``, an export's ``.json``) is no code: its text says what
        # it is about, or nothing does
        ext_subject = EXT_SUBJECT.get(facts.ext) or (None if facts.ext in DATA_EXTS else KIND_SUBJECT.get(facts.kind))
        source = "name"
        readable = self.read_content and facts.ext in _READABLE
        # ``draft.docx``, ``copy of draft v3``: a draft word says the work is under way, not what it is about
        only_draft = hit.subject == "Work" and len(counts) == 1 and all(
            w in _DRAFT_WORDS or _VERSION_WORD.match(w) for w in name_words & _WORK_WORDS)
        # ``invoice (1).pdf``, ``Rechnung.pdf``: a money word alone says the kind of paper; its text may say what
        # the money was for
        only_money = hit.subject == "Finance" and bool(name_words & MONEY_PAPER_WORDS) and best_subject(
            score_words(sorted(name_words - MONEY_PAPER_WORDS))).subject is None
        cue_subject: str | None = None
        money_word = ""
        bare_money = False
        if readable and (hit.subject is None or hit.count == hit.runner_up or only_draft or only_money):
            content = self.cache.get(facts.path, facts.ext, facts.size, facts.mtime_ns)
        if only_money and content is not None:
            # a money paper's text speaks of money (amounts, VAT, totals) and of a client's services: what else
            # it speaks of clearly, one subject a point ahead of the others, is what the money was for
            text_hit = best_subject({s: c for s, c in content.counts.items() if s not in ("Finance", "Work")},
                                    dict(content.triggers))
            if text_hit.subject is not None and text_hit.count >= 1.0 and text_hit.count - text_hit.runner_up >= 0.5:
                money_word, hit, source = hit.word, text_hit, "text"
            else:
                bare_money = True  # (nothing else clear: the name's verdict, a money paper, stands, unless its text
                # speaks of one of the person's own folders: the kitchen's fitter, the wedding's florist)
            content = None
        if only_draft and content is not None and content.subjects:
            text_hit = best_subject(content.counts, dict(content.triggers))
            c, r = text_hit.count, text_hit.runner_up
            if text_hit.subject not in (None, "Work") and c >= 1.2 and c - r >= 0.5:
                cue_subject = text_hit.subject  # a sure text verdict: what the draft is about
            content = None  # the name's verdict (work under way) stands
        if content is not None and content.subjects:  # text that says nothing leaves the name's verdict
            merged = dict(counts)
            for subject, count in content.subjects:
                merged[subject] = merged.get(subject, 0.0) + count * (0.3 if hit.subject else 1.0)
            text_hit = best_subject(merged, {**dict(content.triggers), **first})
            if text_hit.subject is not None:
                source = "name and text" if hit.subject else "text"
                hit = text_hit
        if not year and self.read_content and facts.ext in _PHOTO_EXTS:
            content = self.cache.get(facts.path, facts.ext, facts.size, facts.mtime_ns)
        if not year and content is not None and content.year:
            year = content.year
        year_source = "name" if year and name_year(stem) else ("content" if year else "modification time")
        if not year:
            year = year_of(facts.mtime_ns)
        age_days = max(0, (self.now_ns - facts.mtime_ns) // DAY_NS)
        stale = age_days > self.stale_days or (year_source == "name" and year < self.now_year - 1)

        if hit.subject is not None and (facts.kind in ("Audio", "Video") and ROLE.get(hit.subject) == "area"
                                        or facts.kind == "Images" and hit.subject == "Pets"):
            # a song is no paperwork; a picture of the cat is a photo, not the cat's papers
            hit = best_subject({ext_subject: 1.0}) if ext_subject else hit
            source = "kind"
        elif ext_subject in ("Software", "Reading") and hit.subject not in (None, ext_subject):
            # an installer is a program, an e-book a book, whatever its name says ("Setup", "The Secret Garden")
            hit = best_subject({ext_subject: 1.0})
            source = "kind"
        if source == "kind":
            confidence = 0.75
            reason = f"a {facts.ext or facts.kind} file is {hit.subject.lower()}"
        elif hit.subject is not None and source == "name":
            margin = hit.count - hit.runner_up
            # Strength and margin: one subject word is a fair hint, more words (over the runner-up) or a
            # folder that says the same make it firmer; a tie is no verdict at all.
            confidence = 0.62 + 0.08 * min(margin, 3) if margin > 0 else 0.45
            if margin > 0 and folder_subject == hit.subject:
                confidence += 0.08
            if margin <= 0 and project_cue:
                hit = best_subject({"Work": 1.0}, {"Work": hit.word})
                confidence = 0.7
            elif margin <= 0 and _same_role(counts, hit.count):
                confidence = 0.55  # ``health insurance card``: two areas tie, so the bucket is sure
            reason = f"{hit.word!r} in the name says {hit.subject}"
        elif hit.subject is not None:
            c, r = hit.count, hit.runner_up
            # Text words are weighed by how common they are (``COMMON_WORD_WEIGHTS``): one incidental word is
            # no verdict; several distinctive words with a clear margin over the runner-up are.
            if c >= 1.2 and c - r >= 0.5:
                confidence = min(0.88, 0.5 + 0.04 * c + 0.25 * (c - r) / c)
            elif c >= 1.0 and _top_roles_agree(merged):
                confidence = 0.55  # the subjects vying for it are all areas (or all reference): the bucket is sure
            elif c >= WEAK_AREA_WORDS and c > r and (ROLE.get(hit.subject) == "area" or hit.subject == "Travel") \
                    and hit.subject not in TEXT_UNSURE:
                confidence = WEAK_AREA_TEXT  # a few words of one area (kept records, of some area) or of a trip
            elif c > r:
                confidence = 0.45
            else:
                confidence = 0.35
            reason = f"its {source} speaks of {hit.subject.lower()} ({hit.word!r}, {c:g} subject words)"
            if source == "text" and hit.subject in TEXT_UNSURE:
                confidence = min(confidence, TEXT_UNSURE[hit.subject])
            if money_word:
                reason = f"{reason}; {money_word!r} in its name only says it is a money paper"
        elif ext_subject is not None:
            hit = best_subject({ext_subject: 1.0})
            confidence = 0.6 if ext_subject == "Code" else 0.75
            reason = f"a {facts.ext or facts.kind} file is {ext_subject.lower()}"
        else:
            confidence = 0.3
            reason = "nothing in its name" + (" or text" if readable else "") + " says what it is about"
        subject = hit.subject
        role = ROLE.get(subject, "none") if subject else "none"
        # (an installer's version, ``AutoFirma_64_v1_8_3.exe``, is the release it installs, not a draft)
        if project_cue and role in ("none", "reference") and facts.kind not in ("Images", "Audio", "Video") \
                and EXT_SUBJECT.get(facts.ext) != "Software":
            subject, role = "Work", "project"
            confidence = max(confidence, 0.7)
            reason = f"{reason}; a draft or version in the name is project work"
        if cue_subject is not None and role == "project":
            subject = cue_subject
            reason = f"{reason}; its text speaks of {cue_subject.lower()}"
        reference = sorted(name_words & REFERENCE_WORDS)
        if reference and role == "area":
            role = "reference"
            reason = f"{reason}; {reference[0]!r} makes it reference material"
        if stale and role == "project":
            reason = f"{reason}; dated {year} ({year_source}): finished, so archived"
        draft = only_draft or (project_cue and subject == "Work")
        # a text verdict this sure gives way only to a folder whose own name its text says (``named``)
        named = not draft and source in ("text", "name and text") and KIN_TEXT <= confidence < KIN_NAMED
        # a sure verdict from the text alone (its name says nothing) still gives way to a folder whose own name
        # and at least two more of its words the text speaks of (``Pottery/``: sales papers are finance, but hers)
        sure = not draft and source == "text" and confidence >= KIN_NAMED
        if readable and self.units and (confidence < 0.6 or (source == "name" and confidence <= 0.62)
                                        or (source in ("text", "name and text") and confidence < KIN_TEXT)
                                        or draft or named or sure or bare_money):
            # unsure (or a draft, work under way on something): does its text speak of one of the person's
            # own folders?
            if content is None:
                content = self.cache.get(facts.path, facts.ext, facts.size, facts.mtime_ns)
            found = self.kin(facts, content, named or sure, min_hits=3 if sure else 2)
            if found is not None:
                at, hits, kin_confidence = found
                unit = self.unit(at)
                shown = ", ".join(repr(w) for w in hits[:3])
                return Judgement(unit.subject, unit.role, kin_confidence,
                                 f"its text speaks of {shown}, like the files of {self.units[at].root}", year,
                                 unit.stale, unit.archive, unit=at)
        return Judgement(subject, role, round(confidence, 3), reason, year, stale, archive,
                         by_text=source == "text" and subject == hit.subject)

    # ---- the person's own folders ------------------------------------------------------
    #: Readable files of a unit whose texts give its words (the first ones in path order).
    KIN_READS = 10
    #: ... of which PDFs (the costliest to read: pypdf) at most.
    KIN_PDFS = 4
    #: Files read for all units' words together (a tree of thousands of folders: the first units in path
    #: order get words from their texts, the rest from their names only; deterministic).
    KIN_MAX_READS = 2000
    #: What a rare word in the text of only one of a unit's files weighs (in two or more: 1).
    KIN_ONCE = 0.5

    def _kin_words(self) -> list[tuple[int, dict[str, float], frozenset[str]]]:
        """Per unit folder (not a year folder or an album): (unit index, distinctive word -> weight, the
        words of its name among them). Its words: those of its name (not generic, not a month, four letters
        or more, not common in everyday writing) and the rare words (``ContentSignals.rare``) in the texts of
        at least two of its files; a word of three units or more is dropped, one of two weighs 0.5."""
        if self._kin is not None:
            return self._kin
        from foldwise.plugins.organize.common_words import common_words

        common = common_words()
        found: list[tuple[int, dict[str, float], frozenset[str]]] = []
        units_of: dict[str, int] = {}
        total = 0
        for at, unit in enumerate(self.units):
            if unit.kind in _NO_KIN:
                continue
            name = frozenset(w for w in map(stem_word, words(unit.name)) if len(w) >= 4 and w.isalpha()
                             and w not in GENERIC_FOLDER_WORDS and w not in MONTHS and w not in common)
            seen: dict[str, int] = {}
            reads = 0
            # the cheapest to read first: plain text, then Office documents, then PDFs (path order within)
            readable = sorted((_READ_COST.get(self.files[i].ext, 0), i) for i in unit.members
                              if self.files[i].ext in _READABLE)
            pdfs = 0
            for cost, i in readable:
                f = self.files[i]
                reads += 1
                pdfs += cost == 2
                if reads > self.KIN_READS or pdfs > self.KIN_PDFS or total >= self.KIN_MAX_READS:
                    break
                total += 1
                for w in self.cache.get(f.path, f.ext, f.size, f.mtime_ns).rare:
                    seen[w] = seen.get(w, 0) + 1
            vocabulary = {w: 1.0 if c >= 2 else self.KIN_ONCE for w, c in seen.items()}
            vocabulary.update(dict.fromkeys(name, 1.0))
            if vocabulary:
                found.append((at, vocabulary, name))
                for w in vocabulary:
                    units_of[w] = units_of.get(w, 0) + 1
        self._kin = []
        for at, vocabulary, name in found:
            weights = {w: c / units_of[w] for w, c in sorted(vocabulary.items()) if units_of[w] <= 2}
            if weights:
                self._kin.append((at, weights, name))
        return self._kin

    def kin(self, facts: FileFacts, content: ContentSignals, named: bool = False,
            min_hits: int = 2) -> tuple[int, list[str], float] | None:
        """(unit index, the words it shares, confidence) of the unit folder whose distinctive words
        ``content`` speaks of, when one clearly wins: at least ``min_hits`` of its words (a word of its name
        counts 1.5) and a score at least 1 ahead of the runner-up; ``named``: one of them a word of its name.
        None otherwise."""
        scored = self.kin_scores(facts, content)
        if not scored:
            return None
        best, at, hits, name = scored[0]
        runner = scored[1][0] if len(scored) > 1 else 0.0
        if len(hits) < min_hits or best < 1.5 or best - runner < 1.0:
            return None
        if named and not any(w in name for w in hits):
            return None
        return at, hits, kin_confidence(len(hits), runner)

    def kin_scores(self, facts: FileFacts, content: ContentSignals) -> list[tuple[float, int, list[str], frozenset[str]]]:
        """(score, unit index, the words it shares, the words of its name) of every unit folder whose
        distinctive words ``content`` speaks of, best first (a word of its name counts 1.5)."""
        vocabulary = self._kin_words()
        if not vocabulary:
            return []
        self.asked.add(facts.rel)
        if not content.rare:
            return []
        rare = frozenset(content.rare)
        scored = []
        for at, weights, name in vocabulary:
            hits = rare.intersection(weights)
            if hits:
                score = sum(weights[w] * (1.5 if w in name else 1.0) for w in hits)
                scored.append((score, at, sorted(hits, key=lambda w: (w not in name, w)), name))
        scored.sort(key=lambda x: (-x[0], x[1]))
        return scored

    # ---- units --------------------------------------------------------------------
    #: A folder of an area untouched for longer is an ended responsibility (archived), unless it holds
    #: records people keep (``KEPT_RECORDS``) or papers that recur.
    ENDED_DAYS = 540
    #: A folder of at least this many files, all modified within this many days, none recurring, is work under
    #: way (a project) rather than an area, unless named for the area alone.
    #: A folder of at least this many files whose name names no known subject is a topic of its own.
    OWN_TOPIC_FILES = 10
    BURST_FILES = 5
    #: A folder about a hobby with this many files, over half of them papers of an area (money, licences,
    #: orders) that recur, is a business kept up.
    BUSINESS_FILES = 15
    #: A folder about education of at least this many files, in use for over ``stale_days`` and touched within
    #: ``BURST_DAYS``, is one's own studies (an area), not reference material.
    STUDIES_FILES = 10
    #: A folder about education in use within this many days, with an exam, a thesis or a submission among its
    #: papers, is a course taken now towards an end: a project.
    STUDY_DAYS = 90
    #: Such a course holds at most this many folders of its own (modules, handouts, its portfolio): its numbered
    #: series of papers (``Module 3``, ``Assignment 2``) are its parts, not a routine. A folder of more (course
    #: after course: a degree's) is studies kept up when its papers recur.
    COURSE_FOLDERS = 5
    BURST_DAYS = 180

    def _unit_subject(self, unit: Unit, members: list[FileFacts], with_counts: bool = False) -> Any:
        """The subject a unit's name (counted three times) and its members' votes (one per member: its name,
        else what its extension or kind says by itself, else its text) agree on."""
        counts: dict[str, float] = {}
        first: dict[str, str] = {}
        score_words(sorted(words(unit.name)), counts, max(3.0, 0.6 * len(members)), first)
        # the folders it sits in speak for it too (``Travel/Japan 2024``), a little less than its own name
        outer = unit.root.rpartition("/")[0]
        if outer:
            score_words(sorted(words(outer.replace("/", " "))), counts, max(2.0, 0.4 * len(members)), first)
        for f in members:
            member: dict[str, float] = {}
            media = _MEDIA_SUBJECT.get(f.kind) or EXT_SUBJECT.get(f.ext)
            if media is not None:  # a song is music and an e-book a book whatever its title says ("Chasing Cars")
                member = {media: 1.0}
            else:
                score_words(sorted(words(split_ext(f.name)[0])), member, 1.0, first)
            if not member:
                by_kind = EXT_SUBJECT.get(f.ext) or _MEDIA_SUBJECT.get(f.kind)
                if by_kind is not None:
                    member = {by_kind: 1.0}
            if not member and self.read_content and f.ext in _READABLE:
                content = self.cache.get(f.path, f.ext, f.size, f.mtime_ns)
                member = content.counts
                for s, w in content.triggers:
                    first.setdefault(s, w)
            top = best_subject(member)
            if top.subject is not None and top.count > top.runner_up:
                counts[top.subject] = counts.get(top.subject, 0.0) + 1.0
        hit = best_subject(counts, first)
        return (hit, counts) if with_counts else hit

    def _hosting(self, members: Sequence[FileFacts]) -> str:
        """The first of ``HOST_WORDS`` when two or more of them are in the names or the texts of ``members``: the
        papers of one who lets to travellers (payouts, a co-host, nights for the tourist tax); else ``""``."""
        found: set[str] = set()
        for f in members:
            found |= words(split_ext(f.name)[0]) & HOST_WORDS
            if self.read_content and f.ext in _READABLE:
                found.update(w for w in self.cache.get(f.path, f.ext, f.size, f.mtime_ns).rare if w in HOST_WORDS)
            if len(found) >= 2:
                return min(found)
        return ""

    def _enclosing(self, unit: Unit) -> int | None:
        """The index of the unit folder ``unit`` (a piece of work) sits in, or None."""
        if self._roots is None:
            self._roots = {u.root: i for i, u in enumerate(self.units)}
        folder = unit.root.rpartition("/")[0]
        while folder:
            at = self._roots.get(folder)
            if at is not None:
                return None if self.units[at].piece else at
            folder = folder.rpartition("/")[0]
        return None

    def _inside(self) -> tuple[dict[int, list[int]], dict[int, list[int]]]:
        """(unit index -> the shelves of reference (``Unit.reference``) that sit in it, unit index -> the pieces
        of work (``Unit.piece``) that sit in it), built once."""
        if self._inner is None:
            shelves: dict[int, list[int]] = {}
            pieces: dict[int, list[int]] = {}
            for at, unit in enumerate(self.units):
                if unit.reference or unit.piece:
                    parent = self._enclosing(unit)
                    if parent is not None:
                        (shelves if unit.reference else pieces).setdefault(parent, []).append(at)
            self._inner = shelves, pieces
        return self._inner

    def _shelves(self) -> dict[int, list[int]]:
        """Unit index -> the indexes of the shelves of reference (``Unit.reference``) that sit in it."""
        return self._inside()[0]

    def _pieces(self) -> dict[int, list[int]]:
        """Unit index -> the indexes of the pieces of work (``Unit.piece``) that sit in it."""
        return self._inside()[1]

    def unit(self, index: int) -> Judgement:
        """Judge unit ``index`` as a whole (memoised)."""
        found = self._unit_judgements.get(index)
        if found is None:
            unit = self.units[index]
            found = self._judge_unit(index)
            status, said = folder_status(unit.root.split("/"))
            if status == "finished" and unit.kind != "year" and found.role != "archive":
                # ``Traduções/Entregues 2025/<job>``: the person filed it as done
                found = replace(found, archive=True, reason=f"{found.reason}; in {said!r}: finished work")
            elif status == "ongoing" and unit.kind in ("topic", "project") and not found.archive:
                # ``Traduções/Em curso/<job>``: work under way, whatever it is about
                found = replace(found, role="project", stale=False, reason=f"{found.reason}; in {said!r}: work "
                                "under way, a project")
            elif status == "project" and unit.kind in ("topic", "project") and not found.archive \
                    and self._retainer(unit, said):
                # ``Clients/<client>/GST/GST101A Mar-Apr 2026``: the same dated papers for client after client
                # (a bookkeeper's returns, a cleaner's monthly invoices) are work kept up, not a job with an end
                found = replace(found, role="area", stale=False, reason=f"{found.reason}; the same dated papers "
                                f"recur for the folders in {said!r}: ongoing work, an area")
                if _all_before(unit.facts or [self.files[i] for i in unit.members], self.now_year - 1):
                    found = replace(found, archive=True, reason=f"{found.reason}; every dated name in it is over "
                                    "a year old: work that has ended")
            elif status == "project" and unit.kind in ("topic", "project") and found.role != "project" \
                    and not found.archive:
                # ``Projekt/Köket 2026``: the person filed it among projects (still dated: stale ones are archived)
                found = replace(found, role="project", reason=f"{found.reason}; in {said!r}: a project")
            teaching = teaching_folder(unit.root) if found.role in ("reference", "archive") and not found.archive \
                and unit.kind in ("topic", "year") else ""
            if teaching:
                # ``teaching/2025-26/HY22520/lectures``, ``teaching/2023-24``: one's own lectures, marking and exam
                # papers, of this year or an earlier one, are the job of teaching, kept up: an area
                found = replace(found, role="area", stale=False, reason=f"{found.reason}; in {teaching!r}: one's "
                                "own teaching, a job kept up, an area")
            if found.role == "project" and unit.kind == "topic" and self._routine_inside(index) \
                    and not names_an_application(unit.name):
                # ``Pacientes/<patient>/`` each with its treatment plan and its quote: the same papers for one
                # person after another are the running work of a practice, not a piece of work (an application's
                # letter and CV for one place after another, ``Postulaciones/<university>/``, are one job hunt)
                found = replace(found, role="area", stale=False, reason=f"{found.reason}; its folders hold the "
                                "same papers, one after another: a routine kept up, an area")
            elif found.role == "project" and unit.kind == "topic" and self._in_series(index) \
                    and not names_an_application(unit.root.rpartition("/")[0].rpartition("/")[2]):
                # ``Lesson Plans/2026 Spring Term`` beside ``2025 Fall Term`` and ``2025 Spring Term``, each with the
                # same week's lessons; ``Jobs/<job>`` after ``Jobs/<job>``, each with its invoice and its permit:
                # the same papers again and again are a routine kept up, not a piece of work with an end (not
                # ``Bewerbungen/<firm>``: a letter and a CV for each place applied to are one job hunt)
                found = replace(found, role="area", stale=False, reason=f"{found.reason}; the same papers recur in "
                                f"{self._series_size(index)} folders of {unit.root.rpartition('/')[0].rpartition('/')[2]!r}"
                                ": a routine kept up, an area")
            if found.role == "project" and not found.archive and unit.kind in ("topic", "project") \
                    and names_a_term(unit.name) and (teaching := teaching_folder(unit.root)):
                # ``Teaching/NUR2104 Older Persons 2026 S1``, ``Lesson Plans/2025 Fall Term``: a term's run of a
                # unit one teaches, this term's or a past one's, is the job of teaching kept up, not work with an end
                found = replace(found, role="area", stale=False, reason=f"{found.reason}; a term's teaching in "
                                f"{teaching!r}: the job kept up, an area")
            if found.role == "area" and not (found.archive or found.stale) and unit.kind == "topic" \
                    and not self._in_series(index) and not self._routine_inside(index):
                work = self._container_at_work(index)
                if work:
                    # ``Selling the house & Pinelands/Agent``: a part of the work the folder around it is
                    found = replace(found, role="project", reason=f"{found.reason}; part of {work!r}, work under way "
                                    "(its folders' files are nearly all from the last months): a project")
            self._unit_judgements[index] = found
        return found

    #: Sibling folders holding the same papers (``_paper_key``): at least this many folders, sharing at least
    #: ``SERIES_PAPERS`` papers.
    SERIES_FOLDERS = 3
    SERIES_PAPERS = 2

    def _routine_inside(self, index: int) -> bool:
        """True when the folders inside unit ``index`` repeat the same papers (``_paper_key``, less the words of
        the folder each is in): ``SERIES_PAPERS`` or more papers each in ``SERIES_FOLDERS`` or more of them."""
        unit = self.units[index]
        prefix = len(unit.root) + 1
        inside = _subfolders(unit.root, (self.files[i] for i in unit.members))
        if len(inside) < self.SERIES_FOLDERS:
            return False  # fewer folders inside than a series needs
        papers: dict[str, set[str]] = {}
        for i in unit.members:
            f = self.files[i]
            inner = f.rel[prefix:].split("/")
            if len(inner) < 2:
                continue
            key = _paper_key(f, inner[0])
            if key:
                papers.setdefault(key, set()).add(inner[0])
        return sum(1 for folders in papers.values() if len(folders) >= self.SERIES_FOLDERS) >= self.SERIES_PAPERS

    def _in_series(self, index: int) -> bool:
        """True when unit ``index`` sits among folders side by side (topic units of one folder) that repeat
        the same papers: ``SERIES_PAPERS`` or more papers (``_paper_key``) each found in ``SERIES_FOLDERS`` or
        more of them, one of which it holds."""
        return self._series_size(index) > 0

    def _series_size(self, index: int) -> int:
        """How many folders of unit ``index``'s series there are (``_in_series``); 0 when it is in none, or when
        the folders' names differ only by their dates (``Vintage 2025``, ``Vintage 2026``: each year's edition of
        a piece of work, a project and then over)."""
        if self._series is None:
            by_parent: dict[str, dict[str, set[int]]] = {}
            siblings: dict[str, int] = {}
            for unit in self.units:
                if unit.kind == "topic":
                    parent = unit.root.rpartition("/")[0]
                    siblings[parent] = siblings.get(parent, 0) + 1
            for at, unit in enumerate(self.units):
                if unit.kind != "topic" or siblings[unit.root.rpartition("/")[0]] < self.SERIES_FOLDERS:
                    continue
                papers = by_parent.setdefault(unit.root.rpartition("/")[0], {})
                for i in unit.members:
                    key = _paper_key(self.files[i], unit.name)
                    if key:
                        papers.setdefault(key, set()).add(at)
            self._series = {}
            for papers in by_parent.values():
                series = [ats for ats in papers.values() if len(ats) >= self.SERIES_FOLDERS]
                if any(len(ats) >= self.SERIES_FOLDERS and not _DRAFT_WORDS.isdisjoint(key.split())
                       for key, ats in papers.items()):
                    continue  # ``Brouillon v1``, ``Brouillon v2`` in each: pieces of work being drafted, no routine
                if len(series) >= self.SERIES_PAPERS:
                    folders = set().union(*series)
                    if len({series_key(self.units[at].name) for at in folders}) == 1:
                        continue  # ``Vintage 2025``, ``Vintage 2026``: each year's edition of a piece of work
                    self._series.update(dict.fromkeys(folders, len(folders)))
        return self._series.get(index, 0)

    def _records_folder(self, folder: str) -> bool:
        """True for a folder of yearly records: named (not a dump, a year, pictures, projects or what is over) and
        holding nothing but folders of years (``Loads/2025``, ``Loads/2026``)."""
        from foldwise.plugins.organize.containers import is_passed_over  # it builds on this module

        name = folder.rpartition("/")[2]
        if is_passed_over(name) or words(name) & (ARCHIVE_WORDS | PICTURE_FOLDER_WORDS) or \
                folder_status(folder.split("/"))[0]:
            return False
        if self._under is None:  # folder -> the units below it
            self._under = {}
            for unit in self.units:
                parent = unit.root.rpartition("/")[0]
                while parent:
                    self._under.setdefault(parent, []).append(unit)
                    parent = parent.rpartition("/")[0]
        inner = self._under.get(folder, ())
        return bool(inner) and all(u.kind == "year" and u.root.count("/") == folder.count("/") + 1 for u in inner)

    def _container_at_work(self, index: int) -> str:
        """The name of the subject container (``containers.subject_containers``) unit ``index`` sits in when that
        container as a whole is work under way: named for a piece of work, or five or more files, 90% of them
        from the last ``BURST_DAYS`` days, no dated papers recurring, not named for money kept on record; else
        ``""``."""
        if self._containers is None:
            from foldwise.plugins.organize.containers import subject_containers  # it builds on this module

            self._containers = subject_containers(self.units)
        root = self._containers.get(index)
        if root is None:
            return ""
        found = self._container_work.get(root)
        if found is None:
            name = root.rpartition("/")[2]
            if not self._container_work:  # the first question: which units each container holds
                for at, r in self._containers.items():
                    self._container_units.setdefault(r, []).append(at)
            members = [self.files[i] for at in self._container_units[root] for i in self.units[at].members]
            named = best_subject(score_words(sorted(words(name)))).subject
            busy = len(members) >= self.BURST_FILES and named not in KEPT_RECORDS \
                and _recent_share(members, self.now_ns - self.BURST_DAYS * DAY_NS) >= 0.9 \
                and not _recurring(members, dated=True)
            found = self._container_work[root] = name if busy or is_piece_of_work(name) else ""
        return found

    #: An album's name word that names more folders than this is no tie to one of them.
    KIN_ALBUM_NAMES = 3

    def album_kin(self, index: int) -> int | None:
        """For an album (a unit of ``kind`` album): the one folder of work it holds the photos of, a unit that
        is not an album, judged a project (a trip too: ``Pictures/Iceland 2025`` beside
        ``Documents/Travel/Iceland 2025`` is that trip's photos), whose name shares a word of the album's that
        names neither pictures, a time nor a dump (``Pictures/CB750`` and ``Documents/CB750 resto``), taken in
        that work's time (or both named for the same year: bookings are made months before a trip)."""
        if self.units[index].kind != "album":
            return None
        own = {w for w in words(self.units[index].name) if len(w) > 2 and not w.isdigit()} - PICTURE_FOLDER_WORDS \
            - GENERIC_FOLDER_WORDS - MONTHS - _SEASONS
        if not own or own & DEVICE_WORDS:
            return None  # (``Megan iPhone``: what a phone took, not the photos of a piece of work)
        if self._named_by is None:  # word of a unit's name -> the units (not albums, years or code) so named
            self._named_by = {}
            for at, other in enumerate(self.units):
                if other.kind not in ("album", "year", "project"):
                    for word in words(other.name):
                        self._named_by.setdefault(word, []).append(at)
        # a word that names many folders of this tree (``trip``) ties an album to none of them
        found = sorted({at for word in own if len(self._named_by.get(word, ())) <= self.KIN_ALBUM_NAMES
                        for at in self._named_by.get(word, ()) if at != index})
        projects = [at for at in found if self.unit(at).role == "project"]
        during = [at for at in projects if self._taken_during(index, at)]
        if len(during) != 1:
            year = name_year(self.units[index].name)
            during = [at for at in projects if year and name_year(self.units[at].name) == year]
        return during[0] if len(during) == 1 else None

    def code_kin(self, index: int) -> int | None:
        """For a code project (a unit of ``kind`` project): the one other folder of the person's it was written
        for, when a distinctive token of its name (``cs6320-raft``, ``paywave-recon``, ``porchlight-site``) is a
        token of a folder's name, or of two of its words run together (``CS 6320 Distributed Systems``,
        ``PayWave``, ``Porch Light EP``), in that folder's unit alone (a token of more than
        ``KIN_ALBUM_NAMES`` units ties to none). None otherwise."""
        unit = self.units[index]
        if unit.kind != "project":
            return None
        own = _name_tokens(unit.name)
        if not own:
            return None
        if self._folder_tokens is None:  # token of any folder's name -> the units (not code, albums, years) in it
            self._folder_tokens = {}
            for at, other in enumerate(self.units):
                if other.kind in ("album", "year", "project"):
                    continue
                folders = {self.files[i].rel.rpartition("/")[0] for i in other.members}
                names = {part for folder in folders for part in folder[len(other.root):].split("/") if part}
                names.add(other.name)
                for name in names:
                    for token in _name_tokens(name, joined=True):
                        self._folder_tokens.setdefault(token, set()).add(at)
        found = {at for token in own if len(self._folder_tokens.get(token, ())) <= self.KIN_ALBUM_NAMES
                 for at in self._folder_tokens.get(token, ())}
        return found.pop() if len(found) == 1 else None

    def _taken_during(self, album: int, work: int) -> bool:
        """True when most of the album's files date from the time of the work (its files' span, give or take
        90 days): ``Pictures/Toronto`` of a holiday is no photos of a conference in Toronto a year before."""
        times = [self.files[i].mtime_ns for i in self.units[work].members]
        low, high = min(times) - 90 * DAY_NS, max(times) + 90 * DAY_NS
        shots = [self.files[i].mtime_ns for i in self.units[album].members]
        return sum(1 for t in shots if low <= t <= high) * 2 > len(shots)

    def _retainer(self, unit: Unit, said: str) -> bool:
        """True when ``unit`` sits in a folder of clients (``said``) and holds a dated series of papers (names
        equal once dates are removed: ``Bank rec Apr 2026``) that recurs in the folders of three or more of
        its clients."""
        if folder_key(said) not in CLIENT_FOLDERS:
            return False
        parts = unit.root.split("/")
        clients = "/".join(parts[:len(parts) - parts[::-1].index(said)])
        found = self._retainers.get(clients)
        if found is None:
            spread: dict[str, set[str]] = {}
            for other in self.units:
                if other.root.startswith(clients + "/"):
                    client = other.root[len(clients) + 1:].split("/")[0]
                    for key in _dated_series(self.files[i] for i in other.members):
                        spread.setdefault(key, set()).add(client)
            found = self._retainers[clients] = {key for key, who in spread.items() if len(who) >= 3}
        return bool(found) and not found.isdisjoint(_dated_series(self.files[i] for i in unit.members))

    def container(self, root: str, ats: Sequence[int]) -> Judgement:
        """The subject of a container folder (``containers.subject_containers``) holding units ``ats``: its
        name's, else what all their files agree on; a container named for no subject whose files agree on
        none (under half of the votes), or a large one mostly about an area (``Pottery/`` of sales and
        invoices), is a topic of its own (``own_topic``)."""
        members = [self.files[i] for at in ats for i in self.units[at].members]
        name = root.rpartition("/")[2]
        n = len(members)
        if all(self.units[at].kind == "album" and self.unit(at).subject == "Photos" for at in ats):
            # ``phone dump/DCIM``, ``Pictures/<trip>``: albums (photo jobs with their papers are work)
            return Judgement("Photos", "reference", 0.8, f"the folder {name!r} holds photo albums ({n} files in "
                             f"{len(ats)} folders): kept together", 0, False, False)
        hit, counts = self._unit_subject(Unit(root), members, True)
        total = max(1.0, sum(counts.values()))
        share = hit.count / total if hit.subject is not None else 0.0
        named = best_subject(score_words(sorted(words(name)))).subject is not None
        own = not named and (share < 0.5 or (n >= self.OWN_TOPIC_FILES and ROLE.get(hit.subject or "") == "area"))
        about = f" is about {hit.subject.lower()}" if hit.subject is not None and not own else ""
        reason = f"the folder {name!r} ({n} files in {len(ats)} folders){about}: its folders are kept " \
                 "together"
        return Judgement(hit.subject, ROLE.get(hit.subject or "", "project"),
                         round(min(0.85, 0.6 + 0.3 * share), 3) if not own else 0.75, reason, 0, False, False,
                         own_topic=name if own else "", share=share)

    def _month_over(self, name: str) -> bool:
        """True when ``name`` is dated by a month (``Mourne Mar 2026``, ``2026-03 Cherry blossoms``) that ended
        before the month before "now"."""
        found = _MONTH_YEAR.search(fold(name.lower())) or _YEAR_MONTH.search(name)
        if found is None:
            return False
        if found.re is _MONTH_YEAR:
            month, year = _MONTH_NUMBER.get(found.group(1)[:3], 0), int(found.group(2))
        else:
            year, month = int(found.group(1)), int(found.group(2))
        if not 1 <= month <= 12:
            return False
        now = time.gmtime(self.now_ns // 1_000_000_000)
        return (year, month) < ((now.tm_year, now.tm_mon - 1) if now.tm_mon > 1 else (now.tm_year - 1, 12))

    def _judge_unit(self, index: int) -> Judgement:
        unit = self.units[index]
        members = [self.files[i] for i in unit.members]
        newest = max(f.mtime_ns for f in members)
        age_days = max(0, (self.now_ns - newest) // DAY_NS)
        name_words = words(unit.root)
        # (a phone's backup kept up to this month, ``Backup Celular/``, holds everyday photos: nothing is over)
        archive = bool(name_words & ARCHIVE_WORDS) and not is_live_copy(unit.name, newest, self.now_ns)
        folder_year = name_year(unit.name)
        year = folder_year or max((name_year(f.name) for f in members), default=0) or year_of(newest)
        stale = age_days > self.stale_days or (bool(folder_year) and folder_year < self.now_year - 1)
        if stale and is_device_copy(unit.name):
            archive = True  # ``Senas laptopas 2019``: the copy of a computer or phone of years ago is over
        n = len(members)
        if unit.archived and unit.kind != "project":
            # ``Jobs/old``, ``Car/Old Focus``: what is over, on what the folder it sits in is about
            at = self._enclosing(unit)
            parent = self.unit(at) if at is not None else None
            subject = (parent.subject if parent is not None else None) or self._unit_subject(unit, members).subject
            role = parent.role if parent is not None else ROLE.get(subject or "", "area")
            where = f" in {self.units[at].name!r}" if parent is not None else ""
            return Judgement(subject, role, 0.8, f"the folder {unit.name!r}{where} holds what is over ({n} files): "
                             "archived, kept together", year, stale, True,
                             own_topic=parent.own_topic if parent is not None else "")
        if unit.reference and unit.kind != "project":
            # a shelf of reference inside a subject folder (``House/Manuals``, ``Horse/Reading``): reference
            # on what that folder is about
            at = self._enclosing(unit)
            parent = self.unit(at) if at is not None else None
            subject = parent.subject if parent is not None else None
            if subject is None and parent is not None and parent.own_topic:
                subject = clean_segment(parent.own_topic)
            how = f" in {self.units[at].name!r}" if parent is not None and subject is not None else ""
            if subject is None:
                subject = self._unit_subject(unit, members).subject or "Reference"
            return Judgement(subject, "reference", 0.8, f"the folder {unit.name!r}{how} is a shelf of reference "
                             f"material ({n} files): kept together", year, False, archive,
                             own_topic=parent.own_topic if how and parent is not None else "")
        if unit.piece and unit.kind != "project":
            # a piece of work inside a subject folder (``Cricket club/roof appeal``, ``Family history/book``)
            # is about what that folder is about: the person filed it there
            at = self._enclosing(unit)
            parent = self.unit(at) if at is not None else None
            subject = parent.subject if parent is not None else None
            how = f" in {self.units[at].name!r}" if parent is not None and subject is not None else ""
            own = ""
            if subject is None:
                hit, counts = self._unit_subject(unit, members, True)
                subject = hit.subject
                role = ROLE.get(subject or "", "")
                subject = subject if role in ("project", "area") else "Work"
                # ``Bahay Pavia/``: a name that says no subject, and papers that lean on one (its bills) without a
                # majority: the person's name for the work is the best one (``Judgement.own_topic``)
                share = hit.count / max(1.0, sum(counts.values())) if hit.subject is not None else 0.0
                # (and a large one, ``Mysuru Mane/`` of 33 plans, approvals and bills, is a topic of its own
                # however much of it is money, as a folder not filed as a piece of work is)
                if parent is None and (share <= 0.5 or n >= self.OWN_TOPIC_FILES) and best_subject(
                        score_words(sorted(words(unit.name)))).subject is None:
                    own = unit.name
            reason = f"the folder {unit.name!r}{how} is a piece of work of its own ({n} files): a project, kept " \
                     "together"
            if not stale and folder_year and folder_year < self.now_year and (age_days > 90 or subject == "Travel"):
                stale = True  # ``Choir/Lucia 2025``, untouched since (a trip: whenever saved): that year's work is over
                reason = f"{reason}; named for a past year ({folder_year}) and untouched for {age_days} days: finished"
            elif not stale and age_days > 30 and self._month_over(unit.name):
                stale = True  # ``Hillwalkers/Mourne Mar 2026`` in June: that event is over
                reason = f"{reason}; named for a month that is over and untouched for {age_days} days: finished"
            return Judgement(subject, "project", 0.8, reason, year, stale, archive,
                             own_topic=parent.own_topic if how else own)
        if unit.kind == "project" and words(unit.name) & LEARNING_WORDS:
            # ``Tutorials/``, ``r-practice/``: code to learn from, not a project
            return Judgement("Code" if any(f.kind == "Code" for f in members) else "Education", "reference", 0.8,
                             f"the folder {unit.name!r} holds material to learn from ({n} files): kept together",
                             year, False, archive)
        if unit.kind == "project":
            return Judgement("Code" if any(f.kind == "Code" for f in members) else "Work", "project", 0.85,
                             f"the folder {unit.name!r} is a project ({n} files): kept together", year, stale,
                             archive)
        if unit.kind == "album":
            docs = sum(1 for f in members if f.kind in _PAPER_KINDS)
            if docs and not words(unit.name) <= PICTURE_FOLDER_WORDS:
                # photos with a contract, a quote or a schedule beside them: a job, not a keepsake (not in a
                # folder named for pictures: ``Pictures/`` with a few notes in it is still the photos)
                return Judgement("Work", "project", 0.75, f"the folder {unit.name!r} holds photos and {docs} "
                                 f"document(s) ({n} files): work, kept together", year, stale, archive)
            own_words = words(unit.name)
            work = next((part for part in unit.root.split("/")[:-1] if words(part) & (PROJECT_WORDS | PIECE_WORDS)),
                        unit.name if own_words & (PROJECT_WORDS | PIECE_WORDS) and own_words & _PLANNING_WORDS
                        else None)
            if work is not None:
                # ``Pictures/Wedding inspo``, ``Pictures/Wedding_prep/venue_visit``: photos of a piece of work
                # under way (``Emily & Jacob Wedding``, the photographer's pictures, is an album of the day)
                return Judgement("Photos", "project", 0.75, f"the folder {unit.name!r} holds photos ({n} files) of "
                                 f"a piece of work ({work!r}): kept together", year, stale, archive)
            kin = self.album_kin(index)
            if kin is not None:
                # ``Pictures/Deck`` beside ``Documents/Deck`` (quotes, a permit): photos of that work go with it
                other = self.unit(kin)
                return replace(other, confidence=min(other.confidence, 0.75), share=1.0,
                               reason=f"the folder {unit.name!r} holds photos ({n} files) of the work in "
                                      f"{self.units[kin].name!r}: kept with it")
            filed = next((part for part in unit.root.split("/")[:-1] if folder_key(part) in PROJECT_FOLDERS), "")
            if filed:
                # ``Bilder/Projekte/Schulhof Vorgartenstraße/Bestand``: an album filed among projects or clients is
                # the photos of a job (its name says which; old ones are archived as any stale project)
                return Judgement("Photos", "project", 0.7, f"the folder {unit.name!r} holds photos ({n} files) filed "
                                 f"in {filed!r}: a job's, kept together", year, stale, archive)
            if own_words & SITE_PHOTO_WORDS:
                # ``Bad Baustelle``, ``Roof damage Sept 2025``, ``Listing Photos``, ``Nakuru site visits``: the
                # record of a piece of work (a build, a claim, a sale), not a keepsake (over 102 corpora such
                # albums were a project's or an archived one's 90 times in 91)
                return Judgement("Photos", "project", 0.7, f"the folder {unit.name!r} holds photos ({n} files) of a "
                                 "site, a damage or a sale: a piece of work's record, kept together", year, stale,
                                 archive)
            return Judgement("Photos", "reference", 0.8, f"the folder {unit.name!r} is a photo album ({n} files): "
                             "kept together", year, stale, archive)
        # its shelves of reference (``Workshop/manuals``) are units of their own but still speak for its subject
        shelves = [self.files[i] for at in self._shelves().get(index, ())
                   for i in self.units[at].members]
        hit, counts = self._unit_subject(unit, members + shelves, True)
        pieces_say = False
        if hit.subject is None and unit.kind == "topic" and not unit.piece and len(self._pieces().get(index, ())) >= 2:
            # ``Calatorii/`` (a list of ideas) with ``Thassos 2025/`` and ``Lisabona 2024/`` in it: a name the
            # lexicon cannot read and papers that say nothing; the pieces of work the person filed in it (two or
            # more: one trip in ``Hiihto ja luonto/`` does not make skiing travel) say what it is about (and
            # each of them is about what it is about)
            pieces = [self.files[i] for at in self._pieces()[index] for i in self.units[at].members]
            hit, counts = self._unit_subject(unit, members + shelves + pieces, True)
            pieces_say = hit.subject is not None
        total = max(1.0, sum(counts.values()))
        if unit.kind == "year":
            parent = unit.root.rpartition("/")[0].rpartition("/")[2]
            outer = best_subject(score_words(sorted(words(parent)))).subject
            if outer in KEPT_RECORDS or words(parent) & ADMIN_WORDS \
                    or (parent and self._records_folder(unit.root.rpartition("/")[0])):
                # ``Taxes/2023``, ``Delgado Freight LLC/Loads/2026``: a year of the records of what the folder
                # around it is about, not a year gone by
                subject = outer or hit.subject or self._folder(tuple(unit.root.split("/")[:-1]))[1]
                return Judgement(subject, "area", 0.8 if outer else 0.7, f"the year folder {unit.name!r} ({n} files) "
                                 f"in {parent!r} is that folder's records of a year: kept together", year, False, False)
            if folder_year >= self.now_year - 1 and not archive:
                # ``2026/``, ``2025/``: this year's and last year's papers are still in use (last year's taxes are
                # filed this year): records kept up, an area
                return Judgement(hit.subject, "area", 0.6, f"the year folder {unit.name!r} ({n} files) is this or "
                                 "last year's: in use, kept together", year, False, False,
                                 share=hit.count / total if hit.subject is not None else 0.0)
            return Judgement(hit.subject, "archive", 0.8 if folder_year < self.now_year else 0.4,
                             f"the year folder {unit.name!r} ({n} files) is kept together", year, stale, archive,
                             share=hit.count / total if hit.subject is not None else 0.0)
        named = best_subject(score_words(sorted(name_words))).subject is not None
        if name_words & PROJECT_WORDS or words(unit.name) & PIECE_WORDS:
            share = hit.count / total if hit.subject is not None else 0.0
            return Judgement(hit.subject or "Work", "project", 0.8, f"the folder {unit.name!r} is a project "
                             f"({n} files): kept together", year, stale, archive,
                             own_topic="" if named or share >= 0.5 else unit.name, share=share)
        if hit.subject is None:
            # a subject the lexicon cannot name (a horse, a choir, a hobby): the same rules as for a named one
            role, reason = "project", f"the folder {unit.name!r} holds related work ({n} files)"
            if _recurring(members):
                role, reason = "area", f"{reason}; the same documents recur in it: an ongoing responsibility"
            elif name_words & MINUTES_WORDS:
                role, reason = "area", f"{reason}; minutes, meeting after meeting: the records of what one helps run"
            elif not stale and _all_past(members, self.now_year):
                stale, reason = True, f"{reason}; every dated name in it is of a past year: finished"
            elif not stale and folder_year and folder_year < self.now_year and age_days > 90:
                stale = True
                reason = f"{reason}; named for a past year ({folder_year}) and untouched for {age_days} days: finished"
            elif not stale and not folder_year:
                # ``Board games/``, ``Hiihto ja luonto/``, ``Lightroom Presets/``: named for what the lexicon cannot
                # name (and for no year: ``Vintage 2026`` is this year's edition of a piece of work), in use, no
                # papers recurring, no piece of work's name or papers: an interest kept for its own sake (over 92
                # corpora such folders were reference 34 times in 49, a project once)
                role, reason = "reference", f"{reason}; in use, with nothing of work with an end: an interest, kept " \
                                            "as reference"
            return Judgement(None, role, 0.6, reason, year, stale, archive, own_topic="" if named else unit.name,
                             share=0.0)
        share = hit.count / total
        burst = piece = study = False
        confidence = round(min(0.9, 0.55 + 0.35 * share), 3)
        subject, role = hit.subject, ROLE.get(hit.subject, "project")
        reason = f"the folder {unit.name!r} ({n} files) is about {hit.subject.lower()}"
        if pieces_say:
            reason = f"{reason}, as the pieces of work in it say"
        if role != "project" and is_piece_of_work(unit.name, [split_ext(f.name)[0] for f in members],
                                                  [f.kind for f in members], 0.5 if named else 0.25) \
                and not year_of_records(unit.root, unit.name):
            # ``Göteborgsvarvet 2024``, ``Kreta 2023``, a folder of quotes and drafts (a quarter of the papers of
            # one named for no known subject, ``Deck/``): a piece of work, not the
            # subject its papers mention
            role, piece = "project", True
            # (an application's papers, the call, the letter, the CV, come again for each place applied to)
            study = names_an_application(unit.name)
            reason = f"the folder {unit.name!r} ({n} files) is a piece of work; its papers speak of " \
                     f"{hit.subject.lower()}"
        elif subject == "Hobbies" and n >= self.BUSINESS_FILES and unit.kind == "topic" \
                and sum(c for s, c in counts.items() if ROLE.get(s) == "area") * 2 >= n and _recurring(members):
            # ``Fishing/`` of a lobster boat's licences, settlement slips and crew pay, ``ShoreKnits/`` of orders
            # and fees: more than half of its papers are a business's, again and again; a living, kept up
            role = "area"
            reason = f"{reason}; half its papers or more are money, licences and orders, recurring: a business " \
                     "kept up, an area"
        elif role != "reference" and unit.kind == "topic" and (is_reference_folder(unit.name) or any(
                words(part) & REFERENCE_FOLDER_WORDS for part in unit.root.split("/")[:-1])):
            # ``Manuals/``, ``Physio Reference/Articles``: the person filed it as reference
            role = "reference"
            reason = f"{reason}; filed as reference material"
        elif role == "reference" and words(unit.name) & ADMIN_WORDS:
            # ``MSc/admin/``: the paperwork of one's studies (fees, registration, transcripts) is kept up: an area
            role = "area"
            reason = f"{reason}; {unit.name!r} is paperwork kept up: an area"
        elif subject == "Education" and n >= self.BURST_FILES and age_days <= self.STUDY_DAYS \
                and (cue := _study_cue(members)):
            # ``AWS SAA/`` with the exam's booking, ``GP Trainer Course/`` with its portfolio: a course taken now
            # towards an exam, a thesis or a submission has an end (a shelf of lessons, ``Spanish course/``, is
            # reference)
            # (one course's own parts, a handful of folders; a degree's folder holds course after course)
            role, study = "project", len(_subfolders(unit.root, members)) <= self.COURSE_FOLDERS
            reason = f"{reason}; in use in the last {self.STUDY_DAYS} days, working towards an end ({cue!r}): " \
                     "a project"
        elif subject == "Legal" and n >= self.BURST_FILES and age_days <= self.STUDY_DAYS and (cue := _cue(
                [f for f in members if f.mtime_ns >= self.now_ns - self.STUDY_DAYS * DAY_NS], APPLICATION_CUES)):
            # ``Ciudadanía italiana/`` with the consulate's ``turno``, ``Karta pobytu/`` with its ``wniosek``, saved
            # in the last months: an application under way has an end (the identity papers kept up, an old
            # permit's biometrics letter among them, are an area)
            role, study = "project", True
            reason = f"{reason}; in use in the last {self.STUDY_DAYS} days, an application under way ({cue!r}): " \
                     "a project"
        elif subject == "Education" and n >= self.STUDIES_FILES and age_days <= self.BURST_DAYS \
                and (self.now_ns - min(f.mtime_ns for f in members)) // DAY_NS > self.stale_days:
            # ``PhD/``, ``MSc/``: years of one's own studies, still active, are a responsibility, not course notes
            role = "area"
            reason = f"{reason}; in use for over {self.stale_days} days and still active: one's own studies, an area"
        elif role == "area" and (subject not in KEPT_RECORDS or not named and word_count(unit.name) > 1
                                 and not words(unit.name) & BUSINESS_WORDS) and n >= self.BURST_FILES \
                and (word_count(unit.name) > 1 or not named and any(words(split_ext(f.name)[0]) & PIECE_CUES
                                                                    for f in members)) \
                and _recent_share(members, self.now_ns - self.BURST_DAYS * DAY_NS) >= 0.9 \
                and not _recurring(members, dated=True):
            # ``house stuff/``, ``Deck/``: a folder of many papers, all from the last months, none recurring, not
            # named for the responsibility itself (``Health/`` is the area; a one-word name the lexicon does not
            # know, a workplace's, needs a quote or a draft among them): work under way on something. Money
            # papers are records kept on purpose only in a folder named for money (``Taxes/``) or for a business
            # (``Restaurant/``, ``Freight LLC/``): a wedding's or a build's receipts and budgets (``Divya Maduve/``)
            # speak of money and are still that work
            role, burst = "project", True
            reason = f"{reason}; its files are from the last {self.BURST_DAYS} days and none recur: work " \
                     "under way"
        elif role == "area" and subject not in KEPT_RECORDS and folder_year and folder_year <= self.now_year - 2 \
                and _all_before(members, self.now_year - 1):
            # ``Divorce 2022``: named for a year long past, as is every dated paper in it: what it was about ended
            archive = True
            reason = f"{reason}; named for {folder_year}, as every dated name in it: ended"
        elif role == "area" and (subject not in KEPT_RECORDS or not named) and age_days > self.ENDED_DAYS \
                and not _recurring(members):
            # ``Former employer/``, ``Mum's house/`` settled two years ago: a responsibility that has ended (a
            # folder named for money, ``Taxes/``, is records kept on purpose)
            archive = True
            reason = f"{reason}; untouched for {age_days} days: an ended responsibility"
        event = bool(folder_year and words(unit.name) & EVENT_WORDS)
        # (a piece of work named for this year, ``Roof 2026``, ``Condo 2026``: its quotes, offers and site reports
        # come in series, and it is still one job)
        this_year = piece and folder_year >= self.now_year
        # (a course towards its exam, an application under way: their modules, assignments and forms come in
        # numbered series, and each is still one piece of work with an end; dated series, a lab notebook each
        # month, a school year's timetable, are the routine of studies or teaching kept up)
        if role == "project" and not burst and not event and not this_year and _recurring(members, dated=study):
            # the same paper again and again (``bookings 2025``, ``bookings 2026``; a cleaner's invoice each
            # month): a responsibility kept up, not work with an end
            areas = {s: c for s, c in counts.items() if ROLE.get(s) == "area"}
            subject, role = (best_subject(areas).subject if areas else subject), "area"
            share = counts.get(subject, 0.0) / total
            reason = f"{reason}; the same documents recur in it: an ongoing responsibility"
        elif role == "project" and not stale and _all_past(members, self.now_year):
            stale = True  # every dated name is of a past year (``Skye 2025 booking``): finished
            reason = f"{reason}; every dated name in it is of a past year: finished"
        elif role == "project" and not stale and folder_year and folder_year < self.now_year and (
                age_days > 90 or subject == "Travel"):
            stale = True  # ``Galicia 2025``, untouched since (a trip: whenever saved): that year's project is over
            reason = f"{reason}; named for a past year ({folder_year}) and untouched for {age_days} days: finished"
        elif role == "project" and not stale and age_days > 30 and self._month_over(unit.name):
            stale = True  # ``Lab retreat Apr 2026`` in June: that event is over
            reason = f"{reason}; named for a month that is over and untouched for {age_days} days: finished"
        if role == "project" and subject == "Travel" and not archive and (said := self._hosting(members)):
            # ``Gîtes/``, ``Floripa/`` of an Airbnb flat: the payouts, the co-host, the guests' nights of one who
            # lets to travellers are a letting kept up, not a trip
            role = "area"
            reason = f"{reason}; its papers are a host's ({said!r}): letting kept up, an area"
        if role == "project" and not stale and words(unit.name) & MINUTES_WORDS:
            # ``Board minutes/``, ``Minutes/``: a body's minutes, meeting after meeting, whatever they speak of
            role = "area"
            reason = f"{reason}; minutes, meeting after meeting: the records of what one helps run"
        if role == "area" and not archive and unit.kind == "topic" and (ended := _ended_by(
                unit.root, members, self.now_ns - ENDING_PAPER_DAYS * DAY_NS)):
            # ``Vertex/`` with its resignation and relieving letter, ``Coworking/`` with its notice: a job, a
            # tenancy, a membership that was ended, months ago (its payslips recurred until then)
            archive = True
            reason = f"{reason}; {ended!r} ended it: an ended responsibility"
        # a large folder the person named for something the lexicon cannot name (``Pottery/``, 40 files of
        # sales and invoices) is a topic of its own, however much of it is paperwork of one subject
        own = not named and (share < 0.5 or n >= self.OWN_TOPIC_FILES)
        return Judgement(subject, role, confidence, reason, year, stale, archive,
                         own_topic=unit.name if own else "", share=share)
