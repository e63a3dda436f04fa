"""Per-file signals that need more than the name: text words, a date from the content, EXIF.

``special_reason`` says whether a file must never be moved (being written, a system file);
``name_year`` finds a year in a name. ``ContentSignals`` reads a file's text (plain text, HTML,
PDF) or a photo's EXIF date once and keeps the result in a ``SignalCache`` keyed by the file's
fingerprint (size, mtime_ns, inode), persisted as one file so a second plan reads nothing.
"""

from __future__ import annotations

import os
import re
import threading
from typing import Any, NamedTuple

import orjson

from foldwise.plugins.organize.methodologies.common import NO_SPACES, fold, words
from foldwise.plugins.organize.subjects import COMMON_WORD_WEIGHTS, score_words

__all__ = ["special_reason", "name_year", "latest_name_year", "ContentSignals", "SignalCache", "read_signals", "signal_cache_file", "TEXT_EXTS",
           "IN_PROGRESS_EXTS", "SYSTEM_NAMES", "SPECIAL_EXTS"]

#: Unfinished downloads and files being written.
IN_PROGRESS_EXTS = frozenset({"crdownload", "part", "partial", "download", "tmp", "temp", "opdownload",
                              "!ut", "swp", "lock", "filepart"})
#: Files the operating system keeps in folders (never organized).
SYSTEM_NAMES = frozenset({"desktop.ini", ".ds_store", "thumbs.db", "ehthumbs.db", "icon\r", ".localized",
                          "autorun.inf", "folder.jpg", "albumart.jpg"})
#: Extensions worth a closer look by ``special_reason`` (the planner's cheap pre-check).
SPECIAL_EXTS = IN_PROGRESS_EXTS | frozenset({"ini", "db", "inf", "", "localized"})
TEXT_EXTS = frozenset({"txt", "md", "markdown", "rst", "org", "csv", "tsv", "log", "tex", "html", "htm", "rtf",
                       "eml", "json", "xml"})
#: Office documents (zip packages of XML): their text is read from the parts that hold it (a workbook's shared
#: strings and its first sheet, whose cells may hold their text inline).
OFFICE_PARTS = {"docx": ("word/document.xml",), "docm": ("word/document.xml",), "odt": ("content.xml",),
                "ods": ("content.xml",), "odp": ("content.xml",), "xlsx": ("xl/sharedStrings.xml", "xl/worksheets/sheet1.xml"),
                "xlsm": ("xl/sharedStrings.xml", "xl/worksheets/sheet1.xml"), "pptx": ("ppt/slides/slide1.xml", "ppt/slides/slide2.xml",
                                                            "ppt/slides/slide3.xml")}
_YEAR = re.compile(r"(?<![0-9])(19[7-9][0-9]|20[0-4][0-9])(?![0-9])")
#: The years ``_YEAR`` finds (the same matches, as whole matches), written so that the pattern starts with a
#: literal ``1`` or ``2``: the regular-expression engine then skips every other position without trying the
#: pattern there (a leading look-behind defeats that), ~3x faster over the names of a 1,000-file folder. The
#: look-behind after the first digit says the same: no digit right before it.
_YEAR_SCAN = re.compile(r"(?:1(?<![0-9]1)9[7-9]|2(?<![0-9]2)0[0-4])[0-9](?![0-9])")
_TEXT_YEAR = re.compile(r"(?<![0-9])(19[7-9][0-9]|20[0-4][0-9])(?:[-/.](?:0?[1-9]|1[0-2]))(?:[-/.][0-3]?[0-9])?"
                        r"(?![0-9])|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? "
                        r"(?:[0-3]?[0-9],? )?(19[7-9][0-9]|20[0-4][0-9])\b"
                        # day first, as most of the world writes it: 14.03.2025, 14/03/2025, 14 mars 2025
                        r"|(?<![0-9])[0-3]?[0-9][./](?:0?[1-9]|1[0-2])[./](19[7-9][0-9]|20[0-4][0-9])(?![0-9])"
                        r"|\b(?:januar|februar|m[aä]rz|mai|juni|juli|oktober|dezember|janvier|f[ée]vrier|mars|avril"
                        r"|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre|enero|febrero|marzo|abril"
                        r"|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\.? (?:de )?"
                        r"(19[7-9][0-9]|20[0-4][0-9])\b", re.I)
_TAG = re.compile(r"<[^>]+>")
_READ_BYTES = 16 * 1024
#: Rare words kept per text (the most frequent in it first), and what a word is: four letters or more of any
#: script (``kharkiv``, ``харків``), not of a script written without spaces between words (Chinese, Japanese:
#: ``NO_SPACES`` and up; a run of them is a phrase). Korean, folded into jamo below it, counts as spaced words.
MAX_RARE = 40
_LETTERS = re.compile(r"[^\W\d_]{4,}")
#: Month names (and their common abbreviations) in the lexicon's languages: dates say nothing of a folder.
MONTHS = frozenset(
    "january february march april june july august september october november december sept janv fevr avril "
    "juin juil aout octobre novembre decembre januar februar marz juni juli oktober dezember enero febrero "
    "marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre janeiro fevereiro marco "
    "maio junho julho setembro outubro novembro dezembro gennaio febbraio aprile maggio giugno luglio "
    "settembre ottobre dicembre januari februari maart augustus".split())

#: Words of mail headers and markup, in any mail or web page whatever it is about.
MARKUP_WORDS = frozenset("charset encoding mime multipart boundary printable quoted base64 mailto http https www "
                         "html xmlns nbsp gmail googlemail hotmail outlook yahoo icloud inline".split())
#: Letters that are no word: a letter three times in a row (``aaaakaqaad``).
_NOT_A_WORD = re.compile(r"(.)\1\1")
#: Lines of encoded data (a mail's base64 attachment): long, without a space.
_ENCODED_LINE = re.compile(r"^[A-Za-z0-9+/=]{40,}\r?$", re.M)


def stem_word(word: str) -> str:
    """A word without a plural ``s`` (``guests`` -> ``guest``, not ``glass``), so two texts agree on it."""
    return word[:-1] if len(word) > 4 and word.endswith("s") and not word.endswith("ss") else word


def rare_words(text: str) -> tuple[str, ...]:
    """The words of ``text`` that are not common in everyday writing (``common_words``), not month names,
    four letters or more, plural ``s`` removed: the most frequent first (ties alphabetical), at most
    ``MAX_RARE``. Such words name a person's own places, people and projects (``porthleven``)."""
    from foldwise.plugins.organize.common_words import common_words

    common = common_words()
    counts: dict[str, int] = {}
    if "\n" in text:
        text = _ENCODED_LINE.sub(" ", text)
    for word in _LETTERS.findall(fold(text).lower()):
        if (word in common or word in MONTHS or word in MARKUP_WORDS or len(word) > 24 or word[0] >= NO_SPACES
                or _NOT_A_WORD.search(word)):
            continue
        word = stem_word(word)
        if word in common:
            continue
        counts[word] = counts.get(word, 0) + 1
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:MAX_RARE]
    return tuple(w for w, _ in ranked)


def special_reason(name: str, ext: str) -> str | None:
    """Why a file is left alone (being written, system file, Office lock file), or None."""
    lower = name.lower()
    if ext in IN_PROGRESS_EXTS or lower.endswith((".crdownload", ".part", ".partial", ".download")):
        return "left in place: an unfinished download or a file being written"
    if lower in SYSTEM_NAMES:
        return "left in place: a system file the operating system keeps in its folder"
    if lower.startswith("~$") or lower.startswith(".~lock."):
        return "left in place: a lock file of a document open for editing"
    return None


def name_year(text: str) -> int:
    """A plausible year written in a name (``taxes_2019`` -> 2019), 0 when none or ambiguous."""
    if "19" not in text and "20" not in text:
        return 0
    years = {int(y) for y in _YEAR_SCAN.findall(text)}
    return years.pop() if len(years) == 1 else (max(years) if years else 0)


def latest_name_year(names: list[str]) -> int:
    """``max(name_year(n) for n in names)`` (0 when none), with one regular-expression pass over the names
    joined by newlines: a year is delimited by non-digits, so no match spans two names."""
    text = "\n".join(names)
    if "19" not in text and "20" not in text:
        return 0
    return max(map(int, _YEAR_SCAN.findall(text)), default=0)


class ContentSignals(NamedTuple):
    """What a file's content says: subject counts (``(subject, count)`` pairs), a year, the first
    trigger word per subject, and its rare words (``rare_words``: the ones that can name a person's own
    places, people and projects, the most frequent first, at most ``MAX_RARE``)."""

    subjects: tuple[tuple[str, float], ...]
    year: int
    triggers: tuple[tuple[str, str], ...]
    rare: tuple[str, ...] = ()

    @property
    def counts(self) -> dict[str, float]:
        return dict(self.subjects)


EMPTY = ContentSignals((), 0, ())


def read_signals(path: str, ext: str) -> ContentSignals:
    """Read ``path`` once: text words and a date for text-like files and PDFs, EXIF date for photos."""
    try:
        if ext in ("jpg", "jpeg", "tif", "tiff", "heic", "webp", "png"):
            return ContentSignals((), _exif_year(path), ())
        if ext == "pdf":
            text = _pdf_text(path)
        elif ext in OFFICE_PARTS:
            text = _office_text(path, OFFICE_PARTS[ext])
        elif ext in TEXT_EXTS:
            with open(path, "rb") as fh:
                data = fh.read(_READ_BYTES)
            if b"\x00" in data:
                return EMPTY
            text = data.decode("utf-8", "ignore")
            if ext in ("html", "htm", "xml", "rtf"):
                text = re.sub(r"<[^>]+>|\\[a-z]+-?\d* ?", " ", text)
        else:
            return EMPTY
    except Exception:  # noqa: BLE001 - an unreadable file simply gives no content signal
        return EMPTY
    first: dict[str, str] = {}
    counts = score_words(sorted(words(text)), first=first, common=COMMON_WORD_WEIGHTS)
    match = _TEXT_YEAR.search(text)
    year = int(next(g for g in match.groups() if g)) if match else 0
    return ContentSignals(tuple(sorted((k, round(v, 3)) for k, v in counts.items())), year,
                          tuple(sorted(first.items())), rare_words(text))


def _office_text(path: str, parts: tuple[str, ...]) -> str:
    """The text of an Office document (``docx``, ``xlsx``, ``pptx``, OpenDocument): the XML parts that
    hold it, tags removed, at most 16 KB of XML per part (as much as a text file gives)."""
    import zipfile

    out = []
    with zipfile.ZipFile(path) as zf:
        names = set(zf.namelist())
        for part in parts:
            if part in names:
                with zf.open(part) as fh:
                    xml = fh.read(_READ_BYTES * 4).decode("utf-8", "ignore")
                out.append(_TAG.sub(" ", xml.replace("</w:p>", "\n").replace("</text:p>", "\n")))
    return "\n".join(out)


def _exif_year(path: str) -> int:
    from PIL import Image

    with Image.open(path) as image:
        exif = image.getexif()
        value = exif.get_ifd(0x8769).get(36867) or exif.get(306)  # DateTimeOriginal, DateTime
    if isinstance(value, str) and _YEAR.match(value[:4]):
        return int(value[:4])
    return 0


def _pdf_text(path: str) -> str:
    import logging

    from pypdf import PdfReader

    logging.getLogger("pypdf").setLevel(logging.CRITICAL)  # a broken PDF is simply no signal
    reader = PdfReader(path)
    parts = [(page.extract_text() or "") for page in reader.pages[:3]]
    info = reader.metadata or {}
    created = str(info.get("/CreationDate") or "")
    if created.startswith("D:") and _YEAR.match(created[2:6]):
        parts.insert(0, f"{created[2:6]}-{created[6:8] or '01'}-01")
    return "\n".join(parts)[:_READ_BYTES * 4]


#: Memoised whole plans kept (newest written first: two or three methodologies of a few folders), and the
#: largest plan memoised; per-file verdicts are kept for ``MAX_PLANS`` folders and at most ``MAX_VERDICTS``
#: files in all.
MAX_PLAN_MEMOS, MAX_PLANS, MAX_PLAN_FILES, MAX_VERDICTS = 8, 4, 50_000, 200_000
#: The largest plan whose planner outcome alone is memoised (``organize.max_files``' default): above
#: ``MAX_PLAN_FILES`` a second plan of an unchanged tree is still restored from the outcome, and a tree that
#: changed is placed again in full.
MAX_OUTCOME_FILES = 1_000_000
_MISSING = object()


def signal_cache_file(home: Any) -> str | None:
    """Where the content-signal cache of the data home ``home`` lives (None without one)."""
    return os.path.join(str(home), "cache", "organize-signals.json") if home else None


class SignalCache:
    """``path -> (size, mtime_ns, inode, ContentSignals)``: a file is read again only when its
    fingerprint changed. ``load``/``save`` keep it in one orjson file (``path`` None: memory only); the
    file is parsed on first use of ``entries`` or ``verdicts`` (``load`` runs in a worker thread; so do
    plans), so a plan taken from a memo never parses it.

    Memoised plans (``plan``/``remember_plan``): a methodology's placements for a whole tree, key (a digest
    of the files' paths, sizes and modification times, the options, "now", the journal evidence, ...) ->
    one ``[folder, name, reason, confidence]`` per file, so planning an unchanged tree again places
    nothing. Each is one small file in ``plans_dir`` (``<cache>-plans/<key>.json``, the newest
    ``MAX_PLAN_MEMOS`` kept), so a memo hit reads only its own plan. The planner's outcome of a plan
    (``outcome``/``remember_outcome``) is kept beside it in ``<key>.outcome`` (``outcome_file.py``, a compact
    binary form), also for trees too large for memoised placements.
    ``verdicts`` keeps, per folder and settings (key), each loose file's ``[size, mtime_ns, folder, name,
    reason, confidence]``: a file unchanged since the last plan of that folder is not judged again."""

    #: 2: accent-folded words, more languages, Office text; 3: text words weighed by how common they are
    #: (content read by older code is read again); 5: the rare words of each text; 6: rare words without
    #: mail-header words and encoded lines; 7: Swedish, Norwegian and Danish words (and their definite forms);
    #: 8: a workbook's first sheet; 9: Polish words and more German words; 10: the Pets subject, 'career';
    #: 11: rare words of any spaced script, lexicons of Cyrillic, Turkish, Greek, Czech, Finnish, Romanian,
    #: Indonesian, Hebrew and CJK texts (words inside a run), Latin letters split from CJK ones; 12: names of
    #: languages (Education in a name, nothing in a text), stems of inflected languages (Hungarian, Lithuanian...);
    #: 13: no plural cut from a double s (``progress``); 14: no camel-case split after one letter (``kWh``);
    #: 15: ``minutes`` no work word; 16: ``Nursing School`` is one's own studies
    VERSION = 18

    def __init__(self, path: str | None = None) -> None:
        self.path = path
        #: where memoised plans are kept, one file each (None: in memory only)
        self.plans_dir: str | None = f"{os.path.splitext(path)[0]}-plans" if path else None
        #: plans looked up or made by this process; ``_new_plans``: keys still to write
        self.plans: dict[str, list[list[Any]]] = {}
        #: the planner's outcome of a plan (``memo.py``: the plan's columns, summary and the stamps of the
        #: destination folders it listed), read from ``<key>.outcome`` on first use (None: there is none)
        self.outcomes: dict[str, dict[str, Any] | None] = {}
        self._new_plans: list[str] = []
        #: outcomes to write (or, when None, to remove) on ``save``
        self._new_outcomes: list[str] = []
        self._verdicts: dict[str, dict[str, list[Any]]] = {}
        self._entries: dict[str, tuple[int, int, int, ContentSignals]] = {}
        self._parsed = path is None
        self.dirty = False
        self.reads = 0
        self._lock = threading.Lock()

    @classmethod
    def load(cls, path: str | None) -> SignalCache:
        """The cache kept at ``path`` (read lazily: see the class)."""
        return cls(path)

    @property
    def entries(self) -> dict[str, tuple[int, int, int, ContentSignals]]:
        if not self._parsed:
            self._parse()
        return self._entries

    @property
    def verdicts(self) -> dict[str, dict[str, list[Any]]]:
        if not self._parsed:
            self._parse()
        return self._verdicts

    def _parse(self) -> None:
        """Read the cache file (content signals and verdicts); a broken file is an empty cache."""
        with self._lock:
            if self._parsed:
                return
            self._parsed = True
            if not self.path or not os.path.exists(self.path):
                return
            try:
                with open(self.path, "rb") as fh:
                    doc = orjson.loads(fh.read())
                if doc.get("v") == self.VERSION:
                    verdicts = doc.get("verdicts")
                    if isinstance(verdicts, dict):
                        self._verdicts = {k: v for k, v in verdicts.items() if isinstance(v, dict)}
                    for key, (size, mtime, ino, subjects, year, triggers, rare) in doc["entries"].items():
                        self._entries[key] = (size, mtime, ino, ContentSignals(
                            tuple((s, float(c)) for s, c in subjects), year, tuple((s, w) for s, w in triggers),
                            tuple(rare)))
            except (OSError, ValueError, TypeError, KeyError):
                self._entries.clear()
                self._verdicts.clear()

    def _plan_file(self, key: str, suffix: str = ".json") -> str | None:
        if not self.plans_dir or not key.isalnum():
            return None
        return os.path.join(self.plans_dir, f"{key}{suffix}")

    def plan(self, key: str, count: int) -> list[list[Any]] | None:
        """The memoised placements for ``key`` (None unless there is one per file)."""
        found = self.plans.get(key)
        if found is None:
            where = self._plan_file(key)
            if where is not None:
                try:
                    with open(where, "rb") as fh:
                        doc = orjson.loads(fh.read())
                    if isinstance(doc, dict) and doc.get("v") == self.VERSION and doc.get("key") == key \
                            and isinstance(doc.get("plan"), list):
                        found = self.plans[key] = doc["plan"]
                except (OSError, ValueError):
                    found = None
        return found if found is not None and len(found) == count else None

    def stored_plans(self, suffix: str = ".json") -> list[str]:
        """Keys of the plans (``suffix`` ".outcome": of the planner's outcomes) kept on disk, newest first."""
        if not self.plans_dir:
            return []
        found = []
        try:
            with os.scandir(self.plans_dir) as entries:
                for entry in entries:
                    if entry.name.endswith(suffix):
                        try:  # another process may prune the same folder meanwhile
                            found.append((-entry.stat().st_mtime_ns, entry.name[:-len(suffix)]))
                        except OSError:
                            continue
        except OSError:
            return []
        return [key for _mtime, key in sorted(found)]

    def remember_plan(self, key: str, placed: list[Any]) -> None:
        """Memoise ``placed`` under ``key`` (written by ``save``; the newest ``MAX_PLAN_MEMOS`` are kept)."""
        if len(placed) > MAX_PLAN_FILES:
            return
        with self._lock:
            self.plans[key] = [list(p) for p in placed]
            self.outcomes[key] = None  # one made from other placements is removed
            if key not in self._new_plans:
                self._new_plans.append(key)
            if key not in self._new_outcomes:
                self._new_outcomes.append(key)
            self.dirty = True

    def outcome(self, key: str) -> dict[str, Any] | None:
        """The planner's memoised outcome of the plan ``key`` (its own file, read once), or None."""
        found = self.outcomes.get(key, _MISSING)
        if found is _MISSING:
            found = None
            where = self._plan_file(key, ".outcome")
            if where is not None:
                try:
                    with open(where, "rb") as fh:
                        data = fh.read()
                except OSError:
                    data = b""
                if data:
                    from foldwise.plugins.organize.outcome_file import decode_outcome

                    found = decode_outcome(key, data)
            self.outcomes[key] = found
        return found  # type: ignore[return-value]

    def remember_outcome(self, key: str, outcome: dict[str, Any]) -> None:
        """Keep the planner's ``outcome`` of the plan ``key`` (written by ``save``)."""
        with self._lock:
            self.outcomes[key] = outcome
            if key not in self._new_outcomes:
                self._new_outcomes.append(key)
            self.dirty = True

    def get(self, path: str, ext: str, size: int, mtime_ns: int) -> ContentSignals:
        """The content signals of ``path``, from the cache when its fingerprint still matches."""
        hit = self.entries.get(path)
        try:
            ino = os.stat(path, follow_symlinks=False).st_ino
        except OSError:
            return EMPTY
        if hit is not None and hit[0] == size and hit[1] == mtime_ns and hit[2] == ino:
            return hit[3]
        signals = read_signals(path, ext)
        with self._lock:
            self.reads += 1
            self._entries[path] = (size, mtime_ns, ino, signals)
            self._main_dirty = True
            self.dirty = True
        return signals

    def remember_verdicts(self, key: str, verdicts: dict[str, list[Any]]) -> None:
        """Keep ``verdicts`` (the loose files of one plan) under ``key``, newest first, within the limits."""
        current = self.verdicts
        with self._lock:
            if current and next(iter(current)) == key and current[key] == verdicts:
                return  # the newest entry already says exactly this: nothing to write
            kept = {key: verdicts}
            total = len(verdicts)
            for k, v in current.items():
                if k != key and len(kept) < MAX_PLANS and total + len(v) <= MAX_VERDICTS:
                    kept[k] = v
                    total += len(v)
            self._verdicts = kept if len(verdicts) <= MAX_VERDICTS else {}
            self._main_dirty = True
            self.dirty = True

    _main_dirty = False

    def save(self) -> None:
        """Write what changed (atomic renames; errors are ignored: it is a cache): the cache file when
        signals or verdicts changed, one file per new memoised plan (older plans beyond ``MAX_PLAN_MEMOS``
        removed)."""
        if not self.path or not self.dirty:
            return
        ok = True
        if self._main_dirty and self._parsed:
            doc: dict[str, Any] = {"v": self.VERSION, "verdicts": self._verdicts, "entries": {
                k: [s, m, i, [list(p) for p in sig.subjects], sig.year, [list(p) for p in sig.triggers],
                    list(sig.rare)]
                for k, (s, m, i, sig) in self._entries.items()}}
            data = _dumps(doc)
            ok = data is None or _write_atomic(self.path, data)
            if ok:
                self._main_dirty = False
        for key in list(self._new_plans):
            where = self._plan_file(key)
            memo: dict[str, Any] = {"v": self.VERSION, "key": key, "plan": self.plans[key]}
            data = _dumps(memo)
            if data is not None and (where is None or not _write_atomic(where, data)):
                ok = False
                continue
            self._new_plans.remove(key)  # written, or not writable as JSON (a name that is not UTF-8)
        ok = self._save_outcomes() and ok
        for suffix in (".json", ".outcome"):
            for old in self.stored_plans(suffix)[MAX_PLAN_MEMOS:]:
                try:
                    os.unlink(os.path.join(self.plans_dir or "", f"{old}{suffix}"))
                except OSError:
                    pass
        self.dirty = not ok

    def _save_outcomes(self) -> bool:
        """Write (or remove) the outcomes remembered since the last save; False when one could not be."""
        from foldwise.plugins.organize.outcome_file import encode_outcome

        ok = True
        for key in list(self._new_outcomes):
            where = self._plan_file(key, ".outcome")
            outcome = self.outcomes.get(key)
            if where is None:
                self._new_outcomes.remove(key)
                continue
            if outcome is None:
                try:
                    os.unlink(where)
                except FileNotFoundError:
                    pass
                except OSError:
                    ok = False
                    continue
            else:
                data = encode_outcome(key, outcome)
                if data is not None and not _write_atomic(where, data):
                    ok = False
                    continue
            self._new_outcomes.remove(key)  # written, removed, or not writable (not kept)
        return ok


def _dumps(doc: Any) -> bytes | None:
    """``doc`` as JSON; None when it holds a name that is not UTF-8 (surrogate escapes): not cached."""
    try:
        return orjson.dumps(doc)
    except orjson.JSONEncodeError:
        return None


def _write_atomic(path: str, data: bytes) -> bool:
    """Write ``data`` to ``path`` through a temporary file and a rename; False on failure."""
    tmp = f"{path}.tmp{os.getpid()}"
    try:
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        with open(tmp, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
        return True
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        return False
