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

from foldwise.plugins.organize.methodologies.common import words
from foldwise.plugins.organize.subjects import score_words

__all__ = ["special_reason", "name_year", "ContentSignals", "SignalCache", "read_signals", "TEXT_EXTS",
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
_YEAR = re.compile(r"(?<![0-9])(19[7-9][0-9]|20[0-4][0-9])(?![0-9])")
_TEXT_YEAR = re.compile(r"(?<![0-9])(19[7-9][0-9]|20[0-4][0-9])(?:[-/.](?:0?[1-9]|1[0-2]))(?:[-/.][0-3]?[0-9])?"
                        r"(?![0-9])|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? "
                        r"(?:[0-3]?[0-9],? )?(19[7-9][0-9]|20[0-4][0-9])\b", re.I)
_READ_BYTES = 16 * 1024


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
    years = {int(y) for y in _YEAR.findall(text)}
    return years.pop() if len(years) == 1 else (max(years) if years else 0)


class ContentSignals(NamedTuple):
    """What a file's content says: subject counts (``(subject, count)`` pairs), a year, the first
    trigger word per subject."""

    subjects: tuple[tuple[str, float], ...]
    year: int
    triggers: tuple[tuple[str, str], ...]

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
    counts = score_words(sorted(words(text)), first=first)
    match = _TEXT_YEAR.search(text)
    year = int(match.group(1) or match.group(2)) if match else 0
    return ContentSignals(tuple(sorted(counts.items())), year, tuple(sorted(first.items())))


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


class SignalCache:
    """``path -> (size, mtime_ns, inode, ContentSignals)``: a file is read again only when its
    fingerprint changed. ``load``/``save`` keep it in one orjson file (``path`` None: memory only)."""

    VERSION = 1

    def __init__(self, path: str | None = None) -> None:
        self.path = path
        self.entries: dict[str, tuple[int, int, int, ContentSignals]] = {}
        self.dirty = False
        self.reads = 0
        self._lock = threading.Lock()

    @classmethod
    def load(cls, path: str | None) -> SignalCache:
        cache = cls(path)
        if path and os.path.exists(path):
            try:
                with open(path, "rb") as fh:
                    doc = orjson.loads(fh.read())
                if doc.get("v") == cls.VERSION:
                    for key, (size, mtime, ino, subjects, year, triggers) in doc["entries"].items():
                        cache.entries[key] = (size, mtime, ino, ContentSignals(
                            tuple((s, float(c)) for s, c in subjects), year, tuple((s, w) for s, w in triggers)))
            except (OSError, ValueError, TypeError, KeyError):
                cache.entries.clear()
        return cache

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
            self.entries[path] = (size, mtime_ns, ino, signals)
            self.dirty = True
        return signals

    def save(self) -> None:
        """Write the cache when something changed (atomic rename; errors are ignored: it is a cache)."""
        if not self.path or not self.dirty:
            return
        doc: dict[str, Any] = {"v": self.VERSION, "entries": {
            k: [s, m, i, [list(p) for p in sig.subjects], sig.year, [list(p) for p in sig.triggers]]
            for k, (s, m, i, sig) in self.entries.items()}}
        tmp = f"{self.path}.tmp{os.getpid()}"
        try:
            os.makedirs(os.path.dirname(self.path), exist_ok=True)
            with open(tmp, "wb") as fh:
                fh.write(orjson.dumps(doc))
            os.replace(tmp, self.path)
            self.dirty = False
        except OSError:
            try:
                os.unlink(tmp)
            except OSError:
                pass
