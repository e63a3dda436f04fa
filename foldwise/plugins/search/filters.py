"""Search parameters: the FTS5 query built from ``q`` and the ``type``/``size``/``date`` filters."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta, timezone
from typing import Any

from foldwise.plugins.search.terms import word_alternatives

__all__ = ["FilterError", "Filters", "build_match", "parse_terms", "facet_tokens", "parse_size", "parse_date",
           "parse_type", "parse_filters"]

_UNITS = {"": 1, "b": 1, "k": 1024, "kb": 1024, "kib": 1024, "m": 1024**2, "mb": 1024**2, "mib": 1024**2,
          "g": 1024**3, "gb": 1024**3, "gib": 1024**3, "t": 1024**4, "tb": 1024**4, "tib": 1024**4}
_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$", re.IGNORECASE)
_CMP = re.compile(r"^\s*(>=|<=|>|<|=)?\s*(.+?)\s*$")
_REL = re.compile(r"^(\d+)\s*([dwmy])$", re.IGNORECASE)
_TYPE = re.compile(r"^[a-z0-9][a-z0-9+.\-]{0,31}$")
_TERM = re.compile(r'(-?)"([^"]*)"|(-?)(\S+)')
_WORD = re.compile(r"\w+", re.UNICODE)


class FilterError(ValueError):
    """A filter value that cannot be understood; ``field`` names the query parameter."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


@dataclass
class Filters:
    """Parsed filters: inclusive/exclusive bounds as SQL fragments over the ``files`` table."""

    kinds: list[str] = field(default_factory=list)
    extensions: list[str] = field(default_factory=list)
    size_min: int | None = None  # inclusive
    size_max: int | None = None  # inclusive
    mtime_min: float | None = None  # inclusive, epoch seconds
    mtime_max: float | None = None  # exclusive
    #: only these paths (the files carrying a tag); None: any path
    paths: list[str] | None = None

    def facets(self) -> str | None:
        """The type filter as an FTS5 expression over the ``facets`` column (None without one).

        Kinds and extensions are indexed as tokens (see ``facet_tokens``), so FTS5
        intersects doclists instead of reading a ``files`` row per match.
        """
        tokens = [_kind_token(k) for k in self.kinds] + [_ext_token(e) for e in self.extensions]
        if not tokens:
            return None
        return "{facets} : (" + " OR ".join(f'"{t}"' for t in tokens) + ")"

    def sql(self, *, types: bool = True) -> tuple[str, list[Any]]:
        """``(" AND ...", params)`` to append to a WHERE clause on alias ``f``.

        ``types=False`` leaves the type filter out (when ``facets()`` is in the MATCH instead).
        """
        parts: list[str] = []
        params: list[Any] = []
        type_parts = []
        if self.kinds and types:
            type_parts.append(f"f.kind IN ({','.join('?' * len(self.kinds))})")
            params.extend(self.kinds)
        if self.extensions and types:
            type_parts.append(f"f.ext IN ({','.join('?' * len(self.extensions))})")
            params.extend(self.extensions)
        if type_parts:
            parts.append("(" + " OR ".join(type_parts) + ")")
        for column, op, value in (("f.size", ">=", self.size_min), ("f.size", "<=", self.size_max),
                                  ("f.mtime", ">=", self.mtime_min), ("f.mtime", "<", self.mtime_max)):
            if value is not None:
                parts.append(f"{column} {op} ?")
                params.append(value)
        if self.paths is not None:
            parts.append(f"f.path IN ({','.join('?' * len(self.paths))})" if self.paths else "0")
            params.extend(self.paths)
        return "".join(f" AND {p}" for p in parts), params


def _kind_token(kind: str) -> str:
    return "k" + kind


def _ext_token(ext: str) -> str:
    # hex keeps any extension ("c++", "tar.gz") one alphanumeric token
    return "x" + ext.encode("utf-8").hex()


def facet_tokens(kind: str, ext: str) -> str:
    """The ``facets`` column text of a file: its kind and extension as tokens the type filter matches."""
    return f"{_kind_token(kind)} {_ext_token(ext.lower())}" if ext else _kind_token(kind)


def _bytes(text: str, field_name: str) -> int:
    match = _SIZE.match(text)
    if not match or match.group(2).lower() not in _UNITS:
        raise FilterError(field_name, f"not a size: {text!r} (examples: >1MB, <10KB, 1MB..5MB)")
    return int(float(match.group(1)) * _UNITS[match.group(2).lower()])


def parse_size(value: str) -> tuple[int | None, int | None]:
    """``>1MB``, ``>=1MB``, ``<10KB``, ``1MB..5MB``, ``2048`` -> inclusive ``(min, max)`` in bytes (KB = 1024 B)."""
    value = value.strip()
    if ".." in value:
        low, high = value.split("..", 1)
        lo = _bytes(low, "size") if low.strip() else None
        hi = _bytes(high, "size") if high.strip() else None
        if lo is not None and hi is not None and lo > hi:
            raise FilterError("size", "the lower size bound is above the upper one")
        return lo, hi
    match = _CMP.match(value)
    if not match or not match.group(2):
        raise FilterError("size", f"not a size: {value!r}")
    op, amount = match.group(1) or "=", _bytes(match.group(2), "size")
    return {">": (amount + 1, None), ">=": (amount, None), "<": (None, amount - 1), "<=": (None, amount),
            "=": (amount, amount)}[op]


def _day(text: str) -> date:
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        raise FilterError("date", f"not a date: {text!r} (use YYYY-MM-DD, today, 7d ...)") from None


def _start(day: date) -> float:
    return datetime.combine(day, time.min, tzinfo=timezone.utc).timestamp()


def parse_date(value: str, *, now: datetime | None = None) -> tuple[float | None, float | None]:
    """Modification-date filter -> ``(min inclusive, max exclusive)`` epoch seconds (UTC days).

    ``>2024-01-01`` (after that day), ``>=``, ``<``, ``<=``, ``2024-01-01`` (that day),
    ``2024-01-01..2024-06-30`` (both days included), ``today``, ``yesterday``, ``7d``/``2w``/``3m``/``1y``
    (the last N days/weeks/months/years).
    """
    now = now or datetime.now(timezone.utc)
    value = value.strip().lower()
    today = now.date()
    if value == "today":
        return _start(today), None
    if value == "yesterday":
        return _start(today - timedelta(days=1)), _start(today)
    rel = _REL.match(value)
    if rel:
        count, unit = int(rel.group(1)), rel.group(2)
        days = count * {"d": 1, "w": 7, "m": 30, "y": 365}[unit]
        return (now - timedelta(days=days)).timestamp(), None
    if ".." in value:
        low, high = value.split("..", 1)
        lo = _start(_day(low)) if low.strip() else None
        hi = _start(_day(high) + timedelta(days=1)) if high.strip() else None
        if lo is not None and hi is not None and lo >= hi:
            raise FilterError("date", "the start date is after the end date")
        return lo, hi
    match = _CMP.match(value)
    if not match or not match.group(2):
        raise FilterError("date", f"not a date: {value!r}")
    op, day = match.group(1) or "=", _day(match.group(2))
    return {">": (_start(day + timedelta(days=1)), None), ">=": (_start(day), None), "<": (None, _start(day)),
            "<=": (None, _start(day + timedelta(days=1))),
            "=": (_start(day), _start(day + timedelta(days=1)))}[op]


def parse_type(value: str, kinds: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """``document``, ``image,video``, ``pdf``, ``.md`` -> ``(kinds, extensions)``."""
    found_kinds, found_ext = [], []
    for part in value.split(","):
        item = part.strip().lower().lstrip(".")
        if not item:
            continue
        if not _TYPE.match(item):
            raise FilterError("type", f"not a file type: {part.strip()!r}")
        singular = item[:-1] if item.endswith("s") and item[:-1] in kinds else item
        if singular in kinds:
            found_kinds.append(singular)
        else:
            found_ext.append(item)
    if not found_kinds and not found_ext:
        raise FilterError("type", "empty file type")
    return found_kinds, found_ext


def parse_filters(type: str | None, size: str | None, date: str | None, kinds: tuple[str, ...]) -> Filters:
    """All filters at once (empty strings mean no filter)."""
    out = Filters()
    if type:
        out.kinds, out.extensions = parse_type(type, kinds)
    if size:
        out.size_min, out.size_max = parse_size(size)
    if date:
        out.mtime_min, out.mtime_max = parse_date(date)
    return out


def parse_terms(q: str) -> list[tuple[bool, list[str], bool]]:
    """User text as ``(negated, words, quoted)`` terms: ``-word`` is negated, ``"a phrase"`` quoted, and
    ``words`` are the term's ``\\w+`` pieces (terms without one are dropped). Both backends build on it."""
    terms = []
    for match in _TERM.finditer(q):
        quoted = match.group(2) is not None
        words = _WORD.findall(match.group(2) if quoted else match.group(4))
        if words:
            terms.append((bool(match.group(1 if quoted else 3)), words, quoted))
    return terms


def build_match(q: str) -> str | None:
    """An FTS5 MATCH expression from user text, or None when it has no searchable word.

    Words become prefix terms (``"invo"*``), ``"quoted text"`` a phrase, ``-word``
    an exclusion; everything is ANDed. ``2024-01-05`` or ``foo.bar`` become a phrase
    of their pieces, the last one a prefix. Each term also matches the way names are
    indexed (see ``terms.word_alternatives``). User text never reaches FTS5 syntax
    unquoted.
    """
    positive: list[str] = []
    negative: list[str] = []
    for negated, words, quoted in parse_terms(q):
        expr = word_alternatives(words, prefix=not quoted)
        (negative if negated else positive).append(expr)
    if not positive:
        return None
    expr = " AND ".join(positive)
    for item in negative:
        expr = f"({expr}) NOT {item}"
    return expr
