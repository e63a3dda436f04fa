"""Folder units: existing folders that hold related work and must move whole or stay.

Walking a file's folders from the top, the first folder whose name means something (not a dump
such as ``Downloads``, ``misc`` or ``old stuff``) is its *unit*; a unit may hold a single file.
Files with no such folder are *loose* and are placed one by one. ``kind_of_unit`` tells a software
or document project, a photo album and a year folder apart.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import groupby, repeat
from operator import itemgetter
from typing import Iterable, Sequence

from foldwise.plugins.organize.facts import FileFacts
from foldwise.plugins.organize.methodologies.common import NO_SPACES, fold, word_count, words
from foldwise.plugins.organize.signals import SPECIAL_EXTS, special_reason
from foldwise.plugins.organize.subjects import (ARCHIVE_WORDS, GENERIC_FOLDER_WORDS, HOUSE_PARTS, PROJECT_WORDS, ROLE, best_subject,
                                                score_words)

__all__ = ["Unit", "find_units", "is_generic_folder", "is_piece_of_work", "YEAR_FOLDER", "PROJECT_MARKERS",
           "PICTURE_FOLDER_WORDS",
           "PIECE_WORDS", "PIECE_CUES", "REFERENCE_FOLDER_WORDS", "is_reference_folder"]

#: A folder named for a year or a span of years, with at most a year label before it (``2024``, ``2025-26``,
#: ``FY 2024-25``, ``AY 2026-27``: a financial or assessment year, ``TY2023``, ``Year 2019``, a school year:
#: ``Curso 2025-26``, ``Schuljahr 2024-25``, ``Läsår 2025-26``; a Japanese, Chinese or Korean year: ``2023年``,
#: ``2024年度``, ``2025년``; matched on the lower-cased name).
YEAR_FOLDER = re.compile(r"^(?:(?:fy|ay|ty|yr|year|school ?year|curso|schuljahr|schooljaar|"
                         r"anno scolastico|ano letivo|année scolaire|läsår|skoleår)[ _-]*)?(?:19[7-9][0-9]|20[0-4][0-9])"
                         r"(?:[ _-]+(?:19[7-9][0-9]|20[0-4][0-9]|[0-9]{2}))?(?:年度?|년)?$")
PROJECT_MARKERS = frozenset({"readme.md", "readme", "readme.txt", "package.json", "pyproject.toml", "setup.py",
                             "makefile", "cargo.toml", "go.mod", "requirements.txt", "pom.xml", "build.gradle",
                             "cmakelists.txt", "gemfile", "composer.json", "index.html", "dockerfile", "main.tex"})
#: A cloud drive's synced folder, named for the service (and the account's organisation): a container of anything.
_SYNCED = re.compile(r"^(?:onedrive|dropbox|google ?drive|icloud ?drive|icloud|box sync|nextcloud|owncloud|pcloud)"
                     r"(?:$|[ _-])")
_GENERIC_EXTRA = frozenset({"perso", "personal", "personnel", "private", "privat", "prive", "privado", "privato",
                            "persoonlijk", "sort later", "to file", "to do later", "unfiled", "for later", "later", "in", "new folder", "untitled folder", "nova pasta", "ambiente de trabalho", "area de trabalho", "sem titulo"})
#: Words that name a finite piece of work (a folder so named, inside a subject folder, is a project of its own).
PIECE_WORDS = PROJECT_WORDS | frozenset(
    "refit refurbishment refurb restoration restore rebuild build conversion extension makeover overhaul "
    "appeal campaign fundraiser fundraising relocation move party reunion project umbau sanierung renovation "
    "dispute disputes streit litige litigio disputa geschil tvist "
    "migration rollout upgrade rewrite phase sprint pilot prototype hackathon thesis dissertation "
    "anniversary celebration jubilee jubileum jubilaum resto remodel remodeling remodelling "
    "projekt projet proyecto progetto renovatie verbouwing obras projeto prosjekt "
    "remodelacion renovacion reforma reformas ampliacion mudanza mudanca reforma travaux demenagement "
    "ristrutturazione trasloco umzug renovering ombyggnad flytt verhuizing "
    # Czech, Polish, Hungarian, Greek and Turkish (folded: ``přestavba`` -> ``prestavba``)
    "rekonstrukce prestavba stavba renovace stehovani remont budowa przeprowadzka felujitas koltozes "
    "ανακαινιση μετακομιση tadilat remontti saneeraus muutto nunta renovare mutare renovasi pindahan pernikahan "
    "nikahan".split())
#: "New" in the languages of the lexicon: a folder named for something new (``New Flat - Sankalp Aranya``,
#: ``Nowe mieszkanie 2026``, ``Piso nuevo``, ``New Office Karve Road``) is about getting or setting it up, a
#: piece of work (over 89 corpora such folders' files were projects 134 times in 164, the rest trips to
#: ``New Orleans`` that are over and so archived anyway). A new folder (``New folder (2)``) is a dump, not this.
NEW_WORDS = frozenset(map(fold, "new nuevo nueva novo nova neu neue neues neuer nouveau nouvelle nouvel nuovo nuova "
                                "nieuw nieuwe ny nya nye nytt uusi nowy nowa nowe novy nove yeni uj naujas nauja "
                                "jauns jauna uus novi חדש חדשה".split()))
#: An application in the languages of the lexicon: a folder named for one with something more (``PR Application``,
#: ``Uni applications``, ``Ansökan förskola``) is that application under way, a piece of work (over 95 corpora
#: such folders' files were projects 61 times in 70, the rest old computers' copies, archived anyway, and a
#: course called ``Internet Applications``). ``Applications`` alone is a Mac's folder of programs.
APPLICATION_WORDS = frozenset(map(fold, "application applications ansokan ansokningar antrag antrage solicitud "
                                        "solicitudes candidature candidatura wniosek aanvraag hakemus zadost "
                                        "basvuru kerelem prasymas postulacion postulaciones bewerbung bewerbungen "
                                        "sollicitatie sollicitaties".split()))
#: ... of which alone, a name is no piece of work: ``Applications/`` is a Mac's programs.
_APPLICATION_ALONE = frozenset({"application", "applications"})
#: Pieces of work in Japanese, Chinese and Korean, found inside a run of letters (``浴室リフォーム``), folded.
CJK_PIECE_WORDS = tuple(map(fold, "リフォーム 改装 引越し 引っ越し 結婚式 装修 搬家 婚礼 리모델링 이사 결혼식".split()))
#: Words of an area that, with a year, name a piece of work (a purchase, a sale, an application).
#: Words of an event that, with a year, name a piece of work: a race, a concert, a conference is prepared for,
#: then over (``IRONMAN 70.3 Bintan 2026``, its training logs and all).
EVENT_WORDS = frozenset("marathon halfmarathon triathlon ironman race regatta tournament concert recital festival "
                        "conference congress exhibition lauf rennen konzert konferenz ausstellung carrera concierto "
                        "congreso exposicion course concours maraton lopp konsert".split())
#: What is built or replaced about a house, with a year a job on it (``Boiler 2023``, ``Porch 2026``): the house's
#: parts, and more that are no Home words of their own (``porch`` would make a ``Porch Light EP`` a home).
HOUSE_JOBS = HOUSE_PARTS | frozenset("porch patio fence driveway boiler furnace shed gutter siding conservatory".split())
DATED_WORK = frozenset("purchase buying sale selling refinance remortgage visa application".split()) | EVENT_WORDS
#: Words in file names that say "work under way" (quotes being compared, a draft, a bid).
PIECE_CUES = frozenset("quote quotation estimate tender appeal grant draft proposal wip bid offer shortlist "
                       "revision revised resubmission todo outline "
                       "angebot kostenvoranschlag devis presupuesto preventivo offerte orcamento offert anbud "
                       "kostnadsforslag tilbud utkast udkast nabidka navrh wycena προσφορα tarjous luonnos".split())
#: Words that name a shelf of reference material (a folder so named, inside a subject folder, is reference on
#: that subject: ``House/Manuals``, ``Horse/Reading``), in the languages of the lexicon.
REFERENCE_FOLDER_WORDS = frozenset(
    "manual manuals instructions guides guide articles article reading readings reference references literature "
    "documentation handbooks datasheets resources resource cheat sheet sheets cheatsheets "
    "manualer bruksanvisningar bruksanvisning instruktioner artiklar lasning litteratur referens "
    "bruksanvisninger artikler lesing lesestoff vejledninger laesning "
    "anleitungen bedienungsanleitungen handbucher artikel lekture literatur "
    # (not ``lectures``, ``notices``: French for readings and manuals, English for one's talks and letters)
    "manuels library biblioteca bibliothek bibliotheque bibliotek biblioteket fagstoff "
    "fachliteratur "
    "manuales articulos lecturas documentacion manuais artigos leituras documentacao manuali articoli letture "
    # what a person keeps to look things up in (``Finanzas/info``, ``Shop/how to``, ``Work/Policies and references``)
    "info infos information informacion informacoes informazioni how howto tips tutorials tutorial guidelines "
    "protocols policies reviewer bibliography bibliografia bibliographie guidance guias leitfaden 参考 参考資料 "
    "参考资料 참고자료"  # (not ``資料`` alone: a job's working materials as much as reference)
    .split())
REFERENCE_FOLDER_WORDS = frozenset(map(fold, REFERENCE_FOLDER_WORDS))  # as ``words`` gives them (``자료``)
#: Words that join the words of a folder's name (``Policies and references``): they name nothing.
_JOINING_WORDS = frozenset("and und et y e en og och i of for the".split())
#: Words of folder names that say "pictures" (``Pictures``, ``Camera Roll``, ``Fotos``).
PICTURE_FOLDER_WORDS = frozenset("pictures picture photos photo fotos foto bilder billeder kuvat images image "
                                 "photography camera roll dcim immagini imagenes imagens fotografias "
                                 "ピクチャ 写真 画像 图片 照片 사진 그림 изображения фото фотографии obrazy zdjecia "
                                 "afbeeldingen resimler media εικόνες φωτογραφίες obrázky fotky képek fényképek "
                                 "imagini poze kuvat valokuvat תמונות الصور صور gambar hình ảnh รูปภาพ चित्र slike слике "
                                 "изображения imatges imatge pildid attēli paveikslėliai".split())
PICTURE_FOLDER_WORDS = frozenset(map(fold, PICTURE_FOLDER_WORDS))  # as ``words`` gives them
#: The shape of a person's given name as a folder name (``Greg``, ``Linda``, ``Aoife``).
_PERSON_SHAPE = re.compile(r"^[^\W\d_][^\W\d_]{1,11}$")


def person_shaped(name: str) -> bool:
    """True for a folder named like a given name: one capitalised word of letters of any alphabet, 2-12 of them
    (``Greg``, ``Aoife``, ``Inês``, ``José``)."""
    return bool(_PERSON_SHAPE.match(name)) and name[0].isupper() and name[1:].islower()
#: A version at the end of a name (``offer v2``); one digit: ``V11``, ``V5C`` are vehicle forms, not versions.
_VERSIONED = re.compile(r"(?:^|[ _-])v\d$")
#: A chapter being written (``Ch1 Leaving Galicia``, ``chapter 3 draft``, ``Kapitel 2``): work under way.
_CHAPTER = re.compile(r"^(?:ch|chap|chapter|kapitel|chapitre|capitulo|kapittel)[ _.-]?\d+(?:\b|_)")
_YEAR_CODE = re.compile(r"^[a-z]{1,2}[0-9]+$")
_NAME_YEAR = re.compile(r"(?<![0-9])(?:19[7-9][0-9]|20[0-4][0-9])(?![0-9])")
_PICTURES = frozenset({"Images", "Video"})
#: ``FileFacts.name`` and ``FileFacts.kind`` as C-level getters.
_NAME, _KIND = itemgetter(2), itemgetter(6)


#: A copy's number at the end of a name (``Nova pasta (2)``, ``untitled folder 2``).
_COPY_NUMBER = re.compile(r"\s*(?:\(\d{1,2}\)|\d{1,2})$")


def is_generic_folder(name: str) -> bool:
    """True for a folder name that groups nothing in particular (``Downloads``, ``misc``, ``old stuff``,
    ``sort later``), or a cloud drive's synced folder (``OneDrive - Trinity College Dublin``)."""
    lower = name.strip().lower()
    bare = _COPY_NUMBER.sub("", lower)  # ``Nova pasta (2)``
    if bare in _GENERIC_EXTRA or fold(bare) in _GENERIC_EXTRA or _SYNCED.match(lower):
        return True
    if YEAR_FOLDER.match(lower):
        return False
    found = words(lower)
    # ``words`` adds a plural's stem (``diversos`` -> ``diverso``): a stem of a generic plural is generic too;
    # a copy's number (``New folder (2)``, ``untitled folder 2``) says nothing either
    return (not found or all(w in GENERIC_FOLDER_WORDS or w + "s" in GENERIC_FOLDER_WORDS
                             or (w.isdigit() and len(w) < 3) for w in found))


@dataclass
class Unit:
    """One unit folder (``root``, relative) and its files (indexes into the plan's file list)."""

    root: str
    members: list[int] = field(default_factory=list)
    kind: str = ""
    #: the members' ``FileFacts``, names and kind counts when ``kind_of_unit`` looked them up (its placement
    #: reuses them)
    facts: list[FileFacts] | None = field(default=None, repr=False, compare=False)
    names: list[str] | None = field(default=None, repr=False, compare=False)
    kinds: Counter[str] | None = field(default=None, repr=False, compare=False)
    #: a piece of work inside a subject folder (``find_units(pieces=True)``): a project of its own
    piece: bool = False
    #: a shelf of reference material inside a subject folder (``House/Manuals``): reference on that subject
    reference: bool = False
    #: a folder of what is over inside a subject folder (``Jobs/old``, ``Car/Old Focus``): that subject, archived
    archived: bool = False

    @property
    def name(self) -> str:
        return self.root.rpartition("/")[2]


def names_an_application(name: str) -> bool:
    """True for a folder named for an application (``PR Application``, ``Bewerbungen``, ``Postulaciones``); not
    ``Applications`` alone, a Mac's programs."""
    found = words(name)
    return bool(found & APPLICATION_WORDS) and (word_count(name) > 1 or not found <= _APPLICATION_ALONE)


def is_piece_of_work(name: str, stems: Sequence[str] = (), kinds: Sequence[str] = (), cue_share: float = 0.5) -> bool:
    """True for a folder that names a finite piece of work rather than a subject: a work word in its name
    (``lathe restoration``, ``roof appeal``), a year with words that name no ongoing area (``bathroom 2026``,
    ``kitchen 2022``, not ``tax 2024``), or documents of which at least half say "work under way" in their
    names (quotes, drafts, a grant bid; ``cue_share`` of them): ``stems``/``kinds`` are its own files' names
    (no extension) and kinds."""
    if kinds and all(kind == "Audio" for kind in kinds):
        return False  # an album of songs (``Night Moves/``) is no work of one's own
    found = words(name)
    if found & PIECE_WORDS or any(piece in w for w in found if w[:1] >= NO_SPACES for piece in CJK_PIECE_WORDS):
        return True
    if names_an_application(name):
        return True  # ``PR Application``, ``Postulaciones``: an application under way
    # (``words`` gives a plural's stem too: ``News`` is no ``new``)
    if any(w in NEW_WORDS and w + "s" not in found for w in found) and found - NEW_WORDS - GENERIC_FOLDER_WORDS \
            and not is_generic_folder(name):
        return True  # something new being got or set up (``Nowe mieszkanie 2026``); not ``New folder (2)``
    # ``FY2025``, ``AY2024-25``, ``Q1``: a year or a quarter, not words
    plain = {w for w in found if not w.isdigit() and not _YEAR_CODE.match(w)}
    # ``kitchen 2022``, ``Purchase 2023``, ``Visa 2019``: work on the house, a purchase, an application, not an
    # area like ``tax 2024``
    named = plain - HOUSE_JOBS - DATED_WORK
    docs = [stem for stem, kind in zip(stems, kinds) if kind not in _PICTURES]
    # a dated folder of photos alone is an album (``Skye 2025``), not work
    if plain and docs and _NAME_YEAR.search(name) and not YEAR_FOLDER.match(name.strip().lower()) \
            and not _one_run(docs):
        hit = best_subject(score_words(sorted(named)))
        if hit.subject is None or ROLE.get(hit.subject) != "area":
            return True
    return is_work_in_progress(stems, kinds, cue_share)


#: One paper again and again (``Z-Bericht 2397 31.05``, ``Z-Bericht 2396 30.05``, ...): at least this many, and
#: ``RUN_SHARE`` of a folder's documents, make it a year of records, no piece of work (``Z-Berichte 2026/``).
RUN_PAPERS = 4
RUN_SHARE = 0.8
_SERIES_NOISE = re.compile(r"\d+|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b")


def series_key(name: str) -> str:
    """A name once numbers, dates and month names are removed (``bookings 2025.csv`` -> ``bookings .csv``): the
    same for every paper of a series, every folder of a yearly edition."""
    return " ".join(_SERIES_NOISE.sub(" ", name.lower()).split())


def _one_run(stems: Sequence[str]) -> bool:
    """True when ``RUN_SHARE`` of ``stems`` (``RUN_PAPERS`` at least) are one paper, once numbers, dates and month
    names are removed: a run of records (the till's daily reports, a supplier's monthly invoices)."""
    if len(stems) < RUN_PAPERS:
        return False
    keys = Counter(map(series_key, stems))
    key, count = keys.most_common(1)[0]
    return len(key.strip(" .-_")) > 2 and count >= max(RUN_PAPERS, RUN_SHARE * len(stems))


#: A year's tax return, named in a word (``IB 2025``, ``Renta 2024``, ``Aangifte 2023``, ``PIT 2024``), folded.
TAX_RETURN_WORDS = frozenset(map(fold, "tax taxes return returns ib renta aangifte declaracion declaracao "
                                       "dichiarazione steuererklarung steuer impots impot deklaracja pit selvangivelse "
                                       "deklaration skatt skat skatter veroilmoitus vero irpf irs itr".split()))


def year_of_records(path: str, name: str) -> bool:
    """True for a folder named for a year and one word of a tax return or of money (``IB 2025``, ``Renta 2024``,
    ``Taxes 2023``; ``TAX_RETURN_WORDS``) in a folder named for money (``Belasting/``, ``Hacienda/``, ``Finances/``): that year's tax return and its papers,
    the records of what the folder around it is about, not a piece of work that ends."""
    rest = {w for w in words(_NAME_YEAR.sub(" ", name)) if not w.isdigit()}
    if not _NAME_YEAR.search(name) or len(rest) != 1 or rest & DATED_WORK or not (
            rest <= TAX_RETURN_WORDS or best_subject(score_words(sorted(rest))).subject == "Finance"):
        return False  # (``Smoke claim 2020``, ``Refinance 2023`` in ``Insurance/``, ``Money/``: pieces of work)
    parent = path.rpartition("/")[0].rpartition("/")[2]
    return best_subject(score_words(sorted(words(parent)))).subject == "Finance"


def is_work_in_progress(stems: Sequence[str], kinds: Sequence[str], cue_share: float = 0.5) -> bool:
    """True when at least three documents are among ``stems``/``kinds`` (names without extension, kinds) and
    ``cue_share`` of them say "work under way" in their names: quotes, drafts (``draft5``), versions (``v2``),
    chapters being written."""
    docs = [stem for stem, kind in zip(stems, kinds) if kind not in _PICTURES]
    if len(docs) >= 3:
        cued = sum(1 for stem in docs if _cues(_DIGITS.sub("0", stem.lower())) or _VERSIONED.search(stem.lower())
                   or _CHAPTER.match(stem.lower()))
        return cued >= cue_share * len(docs)
    return False


def _holds_cue_folder(names: Iterable[str]) -> bool:
    """True when one of a folder's few subfolders (four at most: a business's folder of many departments is no
    piece of work) is named for papers of work under way (``Quotes/``, ``Angebote/``, ``Drafts/``):
    ``Tasting Deck/`` with ``Quotes/`` and ``DA/`` is a piece of work."""
    names = list(names)
    return len(names) <= 4 and any((found := words(name) - GENERIC_FOLDER_WORDS) and all(w in PIECE_CUES or w[:-1] in PIECE_CUES
                                                                    for w in found) for name in names)


_DIGITS = re.compile(r"[0-9]+")


@lru_cache(maxsize=65536)
def _cues(stem: str) -> bool:
    """True when a file name says "work under way" (``PIECE_CUES``), numbered or not (``draft5``, ``Angebot2``;
    memoised on the name with its numbers as ``0``: numbered names recur)."""
    found = words(stem)
    return bool(found & PIECE_CUES or {w.rstrip("0123456789") for w in found if w[-1:].isdigit()} & PIECE_CUES)


def _mostly_pictures(kinds: Sequence[str]) -> bool:
    return bool(kinds) and sum(1 for kind in kinds if kind in _PICTURES) * 10 >= 6 * len(kinds)


def _listed(word: str, table: frozenset[str]) -> bool:
    """True when ``word`` is in ``table``, or is the stem ``words`` cut from a listed plural (``policies`` ->
    ``policie``, ``snags`` -> ``snag``)."""
    return word in table or word + "s" in table


#: Words that, before ``references``, make them letters from referees (``Job references``), not a shelf.
_REFEREE_WORDS = frozenset(map(fold, "job jobs work employment employer character personal referee referees "
                                     "laborales laboral laborais profissionais professionnelles lavoro letter letters".split()))


def is_reference_folder(name: str) -> bool:
    """True for a folder named as a shelf of reference material (``Manuals``, ``Artiklar``, ``Reading``), or of
    reference on a subject, named last (``IT Reference``, ``Clinical reference``, ``Study guides``; not ``Job
    references``, letters from referees)."""
    found = {w for w in words(name) if not w.isdigit()} - _JOINING_WORDS
    shelf = {w for w in found if _listed(w, REFERENCE_FOLDER_WORDS) or _listed(w, _SHELF_FIRST)}
    if not shelf:
        return False
    if found - shelf <= GENERIC_FOLDER_WORDS and shelf & REFERENCE_FOLDER_WORDS:
        return True
    named = _LAST_WORD.findall(name.lower())
    if not named or word_count(name) > 3 or found & _REFEREE_WORDS:
        return False
    # (``IT Reference``; in Romance languages the shelf comes first: ``Referencias fiscales``, ``Artigos de saúde``)
    return _listed(fold(named[-1]), _SHELF_LAST) or _listed(fold(named[0]), _SHELF_FIRST)


_LAST_WORD = re.compile(r"[^\W\d_]+")
#: Shelf words named first in Romance languages (``Referencias fiscales``, ``Articoli di cardiologia``).
_SHELF_FIRST = frozenset(map(fold, "referencias referencia referencias referências riferimenti références "
                                   "articulos artículos artigos articoli guias guías guide manuales manuais manuali "
                                   "manuels normativa legislacion legislação".split()))
#: Shelf words that, named last after a subject, make a shelf of it (``IT Reference``, ``Faglig læsning``); not
#: ``sheets`` (``Mark sheets``) nor ``readings`` (``Course 3 readings``, a course's own papers).
_SHELF_LAST = frozenset(map(fold, "reference references guide guides guidelines article articles manual manuals "
                                  "handbook handbooks literature cheatsheets laesning lasning lesing lesestoff "
                                  "fachliteratur litteratur artikler artiklar".split()))


def find_units(files: Sequence[FileFacts], skip_tops: Iterable[str] = (),
               folders: Sequence[str] | None = None, pieces: bool = False,
               now_ns: int | None = None) -> tuple[list[Unit], list[int | None]]:
    """Units (at least two files each) and, per file, the index of its unit or None when loose.

    ``skip_tops``: top-level folders that are organized output already (``Projects``, ``10-19 ...``):
    their files are never grouped. ``folders``: each file's folder, when the caller has them already.
    ``pieces``: a folder below a unit's root that is a piece of work of its own (``is_piece_of_work``:
    ``Flat/bathroom 2026``, ``Workshop/lathe restoration``) is a unit of its own, marked ``piece``; one named
    as a shelf of reference material (``is_reference_folder``: ``House/Manuals``) too, marked ``reference``, and
    one named with an archive word (``Jobs/old``, ``Car/Old Focus``), marked ``archived``. With ``now_ns`` (the
    time of the plan), a folder just below a unit's root that is a burst of mixed work (``_bursts``:
    ``House/Shutters``, ``Medical/Jerry Knee``) is a piece of work too.
    """
    skipped = {t.lower() for t in skip_tops}
    if folders is None:
        folders = [facts.rel.rpartition("/")[0] for facts in files]
    direct = set(folders)
    children: dict[str, set[str]] = {}
    for folder in direct:
        while folder:
            parent, _, name = folder.rpartition("/")
            children.setdefault(parent, set()).add(name)
            folder = parent
    # ``2503 Sundquist ADU/`` with ``01 Contract``, ``02 Drawings``: one piece of work, not a container
    numbered = {f for f, kids in children.items() if f and f not in direct and len(kids) >= 2
                and _numbered_parts(kids) and _JD_AREA.match(f.rpartition("/")[2]) is None}
    # ``Bahay Pavia/`` with ``Plans/``, ``Permits/``, ``Progress photos/``: a job filed by its stages, kept whole
    staged = {f for f, kids in children.items() if f and len(kids) >= 2 and _stage_parts(kids)}
    containers = {f for f, kids in children.items() if f and f not in direct and len(kids) >= 2} - numbered - staged
    # (judged for the methodologies that judge pieces of work; the default one keeps every folder as before)
    dumps = _dump_folders(files, folders) if pieces else set()
    root_of_folder: dict[str, str | None] = {"": None}
    for folder in direct:
        if folder not in root_of_folder:
            found = _root(folder, skipped, containers)
            # a dump of its own is no unit; inside a unit (``House purchase/Scans``) it is a part of that unit
            root_of_folder[folder] = None if found == folder and folder in dumps else found
    piece_roots: dict[str, str] = {}
    if pieces:
        by_folder: dict[str, tuple[list[str], list[str]]] = {}
        #: roots of code or document projects (a marker file in the root folder): kept whole, never cut up
        marked: set[str] = set()
        for facts, folder in zip(files, folders):
            if folder and root_of_folder[folder] == folder and facts.name.lower() in PROJECT_MARKERS:
                marked.add(folder)
            stems, kinds = by_folder.setdefault(folder, ([], []))
            if facts.ext in SPECIAL_EXTS and special_reason(facts.name, facts.ext) is not None:
                continue  # a ``Thumbs.db`` beside photos is no document: the folder stays an album
            stems.append(facts.name.rpartition(".")[0] or facts.name)
            kinds.append(facts.kind)
        _split_folders_of_topics(folders, root_of_folder, marked)
        # a folder's work is judged by its whole tree: ``The Salt Orchard/`` with ``Drafts/``, ``Chapters/`` and
        # ``Querying/`` is one piece of work (the novel), not a subject holding three
        below: dict[str, tuple[list[str], list[str]]] = {}
        for folder, (stems, kinds) in by_folder.items():
            parent = folder.rpartition("/")[0]
            while parent:
                tree = below.setdefault(parent, ([], []))
                tree[0].extend(stems)
                tree[1].extend(kinds)
                parent = parent.rpartition("/")[0]
        verdicts: dict[str, str] = {}
        bursts: set[str] = set()
        live: set[str] = set()
        if now_ns is not None:
            trees = _child_trees(files, folders, root_of_folder)
            bursts, live = _bursts(trees, now_ns), _live_copies(trees[0], now_ns)
        # the copy of an old computer is kept whole: what it holds is what was on it, not pieces of work now
        marked.update(r for r in root_of_folder.values() if r and is_device_copy(r.rpartition("/")[2]))
        # a job laid out in numbered parts is work with an end, kept whole (its ``06 Photos`` is no album)
        for root in {r for r in root_of_folder.values() if r in numbered or r in staged}:
            marked.add(root)
            piece_roots[root] = "piece"
        for root in {r for r in root_of_folder.values() if r} - marked:
            own, tree = by_folder.get(root, ((), ())), below.get(root)
            if tree is not None and is_work_in_progress([*own[0], *tree[0]], [*own[1], *tree[1]]):
                marked.add(root)  # ``The Salt Orchard/``: its ``Drafts/`` and ``Chapters/`` are parts of the one work
        for folder in sorted(direct):
            root = root_of_folder[folder]
            if not root or folder == root or root in marked:
                continue
            parts = folder[len(root) + 1:].split("/")
            for depth in range(len(parts)):
                path = f"{root}/{'/'.join(parts[:depth + 1])}"
                found = verdicts.get(path)
                if found is None:
                    stems, kinds = by_folder.get(path, ((), ()))
                    tree = below.get(path)
                    # ``Pictures/Shed progress``: each album of a pictures folder is one of its own (its name
                    # may tie it to work filed elsewhere: ``Judge.album_kin``)
                    # (a live copy of a phone, ``Imagens/Backup Celular/Camera/``: an album by the photos of its
                    # tree, not what is over)
                    seen = kinds or (tree[1] if tree is not None and path in live else ())
                    found = verdicts[path] = "album" if depth == 0 and _mostly_pictures(seen) and words(
                        root.rpartition("/")[2]) <= PICTURE_FOLDER_WORDS | GENERIC_FOLDER_WORDS else \
                        "reference" if is_reference_folder(parts[depth]) else (
                        "archived" if words(parts[depth]) & ARCHIVE_WORDS
                        and not words(root.rpartition("/")[2]) & ARCHIVE_WORDS and path not in live else
                        "piece" if is_piece_of_work(parts[depth], stems, kinds) and not year_of_records(
                            path, parts[depth]) or tree is not None and not words(
                            parts[depth]) & ARCHIVE_WORDS and (is_work_in_progress([*stems, *tree[0]], [*kinds, *tree[1]])
                                                              or _holds_cue_folder(children.get(path, ()))
                                                              or path in staged)
                        or depth == 0 and path in bursts
                        else "")
                if found:
                    root_of_folder[folder] = path
                    piece_roots[path] = found
                    break
    units: list[Unit] = []
    index: dict[str, int] = {}
    out: list[int | None] = []
    start = 0
    # a folder's files are consecutive (``files`` is sorted by path) but for its subfolders' files sorting
    # between them: one step per stretch of files of one folder, no code per file
    for folder, stretch in groupby(folders):
        count = len(list(stretch))
        root = root_of_folder[folder]
        if root is None:
            out.extend(repeat(None, count))
        else:
            at = index.get(root)
            if at is None:
                at = index[root] = len(units)
                units.append(Unit(root))
            units[at].members.extend(range(start, start + count))
            out.extend(repeat(at, count))
        start += count
    for unit in units:
        unit.kind = kind_of_unit(unit, files)
        found = piece_roots.get(unit.root)
        unit.piece, unit.reference, unit.archived = found == "piece", found == "reference", found == "archived"
    return units, out


def _split_folders_of_topics(folders: Sequence[str], root_of_folder: dict[str, str | None], marked: set[str]) -> None:
    """Folders of people on a shared computer (``Documents/Greg/`` beside ``Documents/Linda/``, each holding
    mostly subfolders of different subjects: ``Bank``, ``Medical``, ``Boat``, ``Taxes``) are folders of topics,
    not topics: each of their subfolders becomes a unit of its own and their own loose files are placed one by
    one (``root_of_folder`` is updated in place). Only a single word naming no subject, with a sibling of the
    same shape: a folder named for a project or a subject (``Pottery/``, ``PhD/``) stays one unit."""
    kids: dict[str, Counter[str]] = {}
    for folder, n in Counter(folders).items():
        root = root_of_folder.get(folder)
        if not root or root in marked:
            continue
        kids.setdefault(root, Counter())["" if folder == root else folder[len(root) + 1:].split("/")[0]] += n
    split: set[str] = set()
    for root, counts in kids.items():
        subs = {k: n for k, n in counts.items() if k}
        name = root.rpartition("/")[2]
        if len(subs) < 3 or sum(subs.values()) * 10 < 6 * sum(counts.values()) or YEAR_FOLDER.match(name.lower()):
            continue
        if not person_shaped(name) or best_subject(score_words(sorted(words(name)))).subject is not None \
                or is_piece_of_work(name):
            continue
        named = {best_subject(score_words(sorted(words(k)))).subject for k in subs}
        if len(named - {None}) >= 2:
            split.add(root)
    parents = Counter(root.rpartition("/")[0] for root in split)
    split = {root for root in split if parents[root.rpartition("/")[0]] >= 2}
    if not split:
        return
    for folder, root in list(root_of_folder.items()):
        if root in split:
            child = "" if folder == root else folder[len(root) + 1:].split("/")[0]
            root_of_folder[folder] = f"{root}/{child}" if child and not is_generic_folder(child) else None


#: Words of a file name that say nothing of what it is about (``document (3).pdf``, ``DOC-20260423-WA0003.pdf``,
#: ``message (5).eml``, ``Scanned Document 7.pdf``), besides the words of dump folders.
NAMELESS_WORDS = frozenset("img image doc docs message mensagem messages copy page print printout export doc_ wa "
                           "dsc pxl fw fwd re aw sv tmp stuff scanned scanner unnamed noname sans titre sin titulo "
                           "sem titulo uten navn namnlos bez nazwy dokumentu tekstowy tekstowego "
                           "scansione scansioni scansionato numerisation numerise scanne scanbild allegato allegati "
                           "anhang adjunto adjuntos bijlage liite".split())
_HEXISH = re.compile(r"^[0-9a-f]{6,}$")


#: A burst of mixed work (``_bursts``): at least ``BURST_FILES`` files of at least ``BURST_EXTS`` extensions, all
#: from the last ``BURST_DAYS`` days, in a folder whose other files go back ``BURST_BEFORE_DAYS`` days before them.
BURST_FILES = 5
BURST_EXTS = 4
BURST_DAYS = 180
BURST_BEFORE_DAYS = 180
_DAY_NS = 86_400 * 1_000_000_000
#: A folder named for a school year by its grade (``Year 12``, ``Grade 10``, ``Klasse 9``, ``Form 5``).
_GRADE_FOLDER = re.compile(r"^(?:year|yr|grade|class|form|klasse|jahrgang|classe|klass|luokka|groep|ano|curso)[ _-]*"
                           r"\d{1,2}$")


def _child_trees(files: Sequence[FileFacts], folders: Sequence[str], root_of_folder: dict[str, str | None]
                 ) -> tuple[dict[str, list[FileFacts]], dict[str, dict[str, int]]]:
    """(folder just below a unit's root -> the files of its tree, root -> child (``""`` for the root's own
    files) -> the mtime of its oldest file)."""
    inner: dict[str, list[FileFacts]] = {}
    oldest: dict[str, dict[str, int]] = {}
    for facts, folder in zip(files, folders):
        root = root_of_folder.get(folder)
        if not root:
            continue
        child = "" if folder == root else folder[len(root) + 1:].split("/", 1)[0]
        if child:
            inner.setdefault(f"{root}/{child}", []).append(facts)
        seen = oldest.setdefault(root, {})
        seen[child] = min(seen.get(child, facts.mtime_ns), facts.mtime_ns)
    return inner, oldest


#: A copy of a device is live (``_live_copies``) when its newest file is from the last ``LIVE_DAYS`` days.
LIVE_DAYS = 30


def _live_copies(inner: dict[str, list[FileFacts]], now_ns: int) -> set[str]:
    """Folders just below a unit's root named as the copy of a device (``is_device_copy``: ``Backup Celular``,
    ``Phone backup``), not for a year, whose newest file is from the last ``LIVE_DAYS`` days: a phone's backup
    kept up to this month holds everyday pictures, not the record of a device that is gone (``iPhone 11 backup
    2024``); ``inner``: ``_child_trees``' first part."""
    return {path for path, members in inner.items()
            if is_live_copy(path.rpartition("/")[2], max(f.mtime_ns for f in members), now_ns)}


def is_live_copy(name: str, newest_ns: int, now_ns: int) -> bool:
    """True for a folder named as the copy of a device (``is_device_copy``), not for a year, whose newest file
    (``newest_ns``) is from the last ``LIVE_DAYS`` days: a backup kept up to now (``_live_copies``)."""
    found = words(name)
    return is_device_copy(name) and not _NAME_YEAR.search(name) and newest_ns >= now_ns - LIVE_DAYS * _DAY_NS \
        and all(w in _BACKUP_WORDS or w.endswith("backup") for w in found & ARCHIVE_WORDS)


#: Archive words that say "a backup" (of a device kept up), not "old" (``old PC``, ``Senas laptopas``).
_BACKUP_WORDS = frozenset("backup bak sicherung sauvegarde sakerhetskopia sikkerhetskopi sikkerhedskopi "
                          "varmuuskopio yedek".split())


def _bursts(trees: tuple[dict[str, list[FileFacts]], dict[str, dict[str, int]]], now_ns: int) -> set[str]:
    """Folders just below a unit's root that are a burst of mixed work: ``BURST_FILES`` or more files in their
    tree, of ``BURST_EXTS`` or more extensions (quotes, photos, letters, a plan: ``House/Shutters``,
    ``Medical/Jerry Knee``), every one from the last ``BURST_DAYS`` days, in a unit whose other files go back
    ``BURST_BEFORE_DAYS`` days and more before the first of them: a piece of work begun inside a subject kept
    for years. Not a folder named for a year or a term, for money, for what is over or for reference. ``trees``:
    ``_child_trees``."""
    from foldwise.plugins.organize.judge import names_a_term  # it builds on this module

    inner, oldest = trees
    found: set[str] = set()
    since = now_ns - BURST_DAYS * _DAY_NS
    for path, members in inner.items():
        if len(members) < BURST_FILES or len({f.ext for f in members}) < BURST_EXTS:
            continue
        first = min(f.mtime_ns for f in members)
        root, _, name = path.rpartition("/")
        others = [t for child, t in oldest[root].items() if child != name]
        if first < since or not others or min(others) > first - BURST_BEFORE_DAYS * _DAY_NS:
            continue
        found_words = words(name)
        if YEAR_FOLDER.match(name.strip().lower()) or _GRADE_FOLDER.match(name.strip().lower()) or names_a_term(name) \
                or is_generic_folder(name) or is_device_copy(name) \
                or found_words & (ARCHIVE_WORDS | PICTURE_FOLDER_WORDS) or is_reference_folder(name) \
                or best_subject(score_words(sorted(found_words))).subject == "Finance":
            continue
        found.add(path)
    return found


@lru_cache(maxsize=65536)
def _nameless(stem: str) -> bool:
    """True for a file name that says nothing of what it is about: only numbers, dump words and ``NAMELESS_WORDS``
    (``document (3)``, ``scan_0031``, ``DOC-20260423-WA0003``, ``a7c31f0e-5b92``)."""
    found = words(stem)
    # a name of numbers alone is a date or a count someone chose (``2026-05-29.txt`` in a journal): not nameless
    return not all(w.isdigit() for w in found) and all(
        w.isdigit() or (bare := w.rstrip("0123456789")) in GENERIC_FOLDER_WORDS or bare in NAMELESS_WORDS
        or _HEXISH.match(w) for w in found)


_MEDIA_KINDS = frozenset({"Images", "Video", "Audio"})


def _dump_folders(files: Sequence[FileFacts], folders: Sequence[str]) -> set[str]:
    """Folders of three or more documents nearly all (80%) of whose names say nothing (``_nameless``): a scanner's
    or a mail program's output, whatever the folder is called (``Skanninger``, ``E-post``): what they hold is
    placed file by file, as in ``Downloads``."""
    found: set[str] = set()
    start = 0
    # a folder's files are consecutive: one stretch per folder, stopping at the first names that say something
    for folder, stretch in groupby(folders):
        count = len(list(stretch))
        if folder and count >= 3:
            docs = [f.name for f in files[start:start + count] if f.kind not in _MEDIA_KINDS]
            docs = docs[::max(1, len(docs) // 20)]  # a large folder is judged on twenty of its names, evenly spread
            allowed = len(docs) * 2 // 10  # up to a fifth may have names of their own
            if len(docs) >= 3:
                named = 0
                for name in docs:
                    if not _nameless(_DIGITS.sub("0", (name.rpartition(".")[0] or name).lower())):
                        named += 1
                        if named > allowed:
                            break
                else:
                    found.add(folder)
        start += count
    return found


#: A folder named as a numbered part of one piece of work (``00 Proposal``, ``01 Contract``, ``02_Drawings``),
#: not a Johnny Decimal area or ID (``10-19 Life admin``, ``11.01 Taxes``) nor a year.
_NUMBERED_PART = re.compile(r"^\d{2}(?:[ _]+|-(?!\d)|\.(?!\d))\S")


_JD_AREA = re.compile(r"^\d0-\d9 ")


#: Words of the folders a job is filed in by its stages (``Plans/``, ``Permits/``, ``Quotations/``, ``Progress
#: photos/``): a building job, a fit-out, a move. Contracts and invoices are no stage: a business keeps them too.
STAGE_WORDS = frozenset(
    "plans plan drawings drawing permits permit planning quotes quote quotations quotation estimates estimate bids "
    "tenders tender progress snagging snags specs specifications approval approvals consent consents "
    "planos permisos licencias presupuestos avances obra plane zeichnungen genehmigungen baugenehmigung angebote "
    "fortschritt permis devis chantier disegni permessi preventivi cantiere tekeningen vergunningen offertes "
    "plantas licencas orcamentos ritningar bygglov offerter tegninger tilbud "
    # a build's site and the one building it (``Site photos/``, ``Constructor/``, ``Poze santier/``, ``Autorizatie/``)
    "site sites construction builder builders contractor contractors constructor baustelle byggeplads byggeplass "
    "obras santier autorizatie autorizatii الموقع".split())
STAGE_WORDS = frozenset(map(fold, STAGE_WORDS))  # as ``words`` gives them (``șantier`` -> ``santier``)


def _stage_parts(kids: Iterable[str]) -> bool:
    """True when at least two of a folder's folders are named for stages of a job (``STAGE_WORDS``, with
    pictures or dates beside them: ``Progress photos``, ``Permits 2026``): ``Bahay Pavia/`` with ``Plans/``,
    ``Permits/``, ``Quotations/`` and ``Progress photos/`` is one piece of work, kept whole."""
    staged = 0
    for kid in kids:
        found = {w for w in words(kid) if not w.isdigit()} - _JOINING_WORDS - PICTURE_FOLDER_WORDS - GENERIC_FOLDER_WORDS
        staged += bool(found) and all(_listed(w, STAGE_WORDS) for w in found)
    return staged >= 2


def _numbered_parts(kids: set[str]) -> bool:
    """True when the folders in a folder are numbered parts of one piece of work (``2503 Sundquist ADU/`` with
    ``01 Contract``, ``02 Drawings``, ``04 Invoices``, ``06 Site Photos``): that folder is one unit, kept whole,
    not a container of units of their own. Two thirds of them, at least two, carry such a number."""
    numbered = sum(1 for k in kids if _NUMBERED_PART.match(k))
    return numbered >= 2 and numbered * 3 >= 2 * len(kids)


def _root(folder: str, skipped: set[str], containers: set[str]) -> str | None:
    """The first meaningful folder from the top; a folder holding only subfolders (``Code/`` with one
    folder per project) is a container, not a unit, unless it is the copy of an old computer
    (``is_device_copy``: one unit, kept whole)."""
    parts = folder.split("/")
    if parts[0].lower() in skipped or re.match(r"^\d0-\d9 ", parts[0]):
        return None
    for depth, part in enumerate(parts):
        path = "/".join(parts[:depth + 1])
        if not is_generic_folder(part) and (path not in containers or depth == len(parts) - 1 or is_device_copy(part)):
            return path
    return None


#: Words of a computer or a phone, and of a copy of an old one (``Old laptop backup 2020``, ``old-laptop-2017``,
#: ``Respaldo laptop Sony 2021``, ``from old phone``).
DEVICE_WORDS = frozenset("laptop computer pc macbook imac mac notebook phone iphone android smartphone handy "
                         "telefon telefone celular movil thinkpad vaio hdd ssd harddrive usb υπολογιστής λάπτοπ "
                         "κινητό počítač kone tietokone puhelin מחשב טלפון حاسوب كمبيوتر هاتف スマホ パソコン 携帯 "
                         "手机 电脑 電腦 휴대폰 컴퓨터 "
                         # Lithuanian, Latvian, Estonian, Hungarian, Croatian and Slovenian
                         "laptopas kompiuteris telefonas dators klepjdators telefons sulearvuti arvuti "
                         "szamitogep gep laptopom racunalo prijenosnik mobitel racunalnik prenosnik".split())
COPY_WORDS = frozenset("backup old copy former previous respaldo copia sicherung kopie alt alte alter alten "
                       "gammal gamla gamle gammel gammelt oud oude ancien ancienne antigo antiga velho viejo vieja "
                       "vecchio stary stara stare eski vanha varmuuskopio ישן גיבוי قديم バックアップ 旧 备份 備份 백업 dump παλιός παλιό παλιά αντίγραφο starý "
                       "senas sena senasis kopija vecais vecs vana koopia regi mentes stari staro "
                       "yedek".split())
DEVICE_WORDS, COPY_WORDS = frozenset(map(fold, DEVICE_WORDS)), frozenset(map(fold, COPY_WORDS))  # as ``words`` gives them


def is_device_copy(name: str) -> bool:
    """True for a folder that holds the copy of an old computer or phone: a device word with a copy word
    (``Old laptop backup 2020``, ``Backup - old iMac 2016``, ``Telefonbackup iPhone 11``)."""
    found = words(name)
    return bool(found & DEVICE_WORDS) and bool(found & COPY_WORDS or any(w.endswith("backup") for w in found))


#: Data and settings files: code's kind, but a folder of them alone (e-invoices' ``.xml``) is no code project.
DATA_EXTS = frozenset({"json", "xml", "yaml", "yml", "toml", "ini", "cfg"})


def kind_of_unit(unit: Unit, files: Sequence[FileFacts]) -> str:
    """``project`` (code or project files), ``album`` (mostly photos and videos), ``year`` (a year
    folder) or ``topic`` (related documents)."""
    members = unit.facts = list(map(files.__getitem__, unit.members))
    names = unit.names = list(map(_NAME, members))  # C-level passes: a unit may hold 1,000s of files
    kinds = unit.kinds = Counter(map(_KIND, members))
    n = len(members)
    pictures = (kinds["Images"] + kinds["Video"]) * 10 >= 6 * n
    if YEAR_FOLDER.match(unit.name.strip().lower()):
        return "album" if pictures else "year"  # ``Pictures/2024/Bergen``: a year of photos is an album
    if not PROJECT_MARKERS.isdisjoint(map(str.lower, names)) or kinds["Code"] * 10 >= 3 * n and sum(
            1 for f in members if f.kind == "Code" and f.ext not in DATA_EXTS) * 10 >= 3 * n:
        return "project"  # (a folder of e-invoices, ``.xml`` beside each ``.pdf``, is no code)
    if pictures or (kinds["Images"] + kinds["Video"] and words(unit.name) <= PICTURE_FOLDER_WORDS | GENERIC_FOLDER_WORDS):
        return "album"  # ``Pictures/`` whose albums are units of their own, a few notes left beside its photos
    return "topic"
