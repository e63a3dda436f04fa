"""Helpers shared by the builtin methodologies: hook markers, years, words."""

from __future__ import annotations

import calendar
import re
import time
import unicodedata
from bisect import bisect_right


__all__ = ["year_of", "words", "word_count", "fold", "title", "YEAR_STARTS_NS", "YEAR_TABLE_FIRST", "NO_SPACES"]

#: Scripts written without spaces between words start here (CJK punctuation, kana, Han, Hangul syllables).
NO_SPACES = "\u3000"

#: letters and digits of any script (``Налоги``, ``確定申告`` are words too), with the vowel signs of Indic scripts,
#: Thai, Lao and Myanmar inside a word (``डाउनलोड``, ``ดาวน์โหลด``: not letters to ``\w``, they would cut it up)
_WORD = re.compile(r"(?:[^\W_]|[\u0900-\u0DFF\u0E00-\u0EFF\u1000-\u109F])+")
#: A camel-case boundary (``myFile``, ``MyDocuments``); not after a single lower-case letter (``kWh``, ``iPhone``,
#: ``eBay``: one word)
_CAMEL = re.compile(r"(?<=[A-Za-z][a-z])(?=[A-Z])")
_LATIN_RUN = re.compile(r"[a-z0-9]")
#: Runs of Latin letters and digits, and of letters of the scripts written without spaces (U+3000 and up).
_SCRIPT_RUNS = re.compile(rf"[a-z0-9]+|[{NO_SPACES}-\uffff]+")


#: Start of every UTC year 1900..2201 in nanoseconds: a year is one ``bisect`` (no ``struct_time``).
YEAR_TABLE_FIRST = 1900
YEAR_STARTS_NS = [calendar.timegm((y, 1, 1, 0, 0, 0)) * 1_000_000_000 for y in range(YEAR_TABLE_FIRST, 2202)]


def year_of(mtime_ns: int) -> int:
    """The UTC calendar year of a modification time (UTC keeps plans machine-independent)."""
    if YEAR_STARTS_NS[0] <= mtime_ns < YEAR_STARTS_NS[-1]:
        return YEAR_TABLE_FIRST - 1 + bisect_right(YEAR_STARTS_NS, mtime_ns)
    return time.gmtime(mtime_ns // 1_000_000_000).tm_year


_FOLD = str.maketrans({"ß": "ss", "ẞ": "SS", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O",
                       "ł": "l", "Ł": "L", "đ": "d", "Đ": "D"})


def fold(text: str) -> str:
    """``text`` without accents (``Rückseite`` -> ``Ruckseite``, ``Straße`` -> ``Strasse``, ``sesión`` ->
    ``sesion``): names and text in other languages give whole words instead of fragments."""
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFKD", text.translate(_FOLD))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def words(text: str) -> set[str]:
    """Lower-case words of a name or text, accents folded (``März`` -> ``marz``), with plural ``s`` also
    stripped (``invoices`` -> ``invoice``)."""
    if not text.isascii():
        text = fold(text)
    out = set(_WORD.findall(_CAMEL.sub(" ", text).lower()))
    if not text.isascii():
        # Latin letters run into Japanese or Chinese ones with no space (``旧iPhoneバックアップ``, ``低減PJ``): the
        # runs of each are the words
        mixed = [w for w in out if (w[:1] >= NO_SPACES or w[-1:] >= NO_SPACES) and _LATIN_RUN.search(w)]
        if mixed:
            out.difference_update(mixed)
            out.update(part for w in mixed for part in _SCRIPT_RUNS.findall(w))
    # (not of ``ss``: ``progress``, ``business``, ``address`` are no plurals)
    out.update(w[:-1] for w in list(out) if len(w) > 3 and w.endswith("s") and not w.endswith("ss"))
    return out


def word_count(text: str) -> int:
    """How many words a name is written with (``words`` without the stems it adds: ``Kids`` is one word)."""
    found = words(text)
    return sum(1 for w in found if w + "s" not in found)


def title(text: str) -> str:
    """``finance`` -> ``Finance`` (keeps existing capitals)."""
    return text[:1].upper() + text[1:]
