"""Learned rename patterns: how people rename which kind of file (synchronous; run in threads).

A rename (a journaled move that keeps the folder and changes the name) teaches a *pattern* when the new
name is the old one transformed: the stem kept, lower-cased, turned into a slug (``my-file``) or snake case
(``my_file``), or cleaned of copy markers (``report (2)``, ``report - Copy``), with literal text or the
file's modification date (``{date}`` = ``%Y-%m-%d``, ``{date8}`` = ``%Y%m%d``, UTC) before or after it,
and the extension kept (``.{ext}`` lower-cased, ``.{EXT}`` as it was). A new name that is not such a
transformation of the old one (``IMG_0001.jpg`` -> ``Beach.jpg``) teaches nothing: there is no pattern to
repeat. Evidence is counted per (feature of the old name, pattern) as for moves (``learn.rank``).
"""

from __future__ import annotations

import os
import re
from collections import Counter
from datetime import datetime, timezone

from foldwise.plugins.tags.features import features
from foldwise.plugins.tags.learn import Evidence

__all__ = ["TRANSFORMS", "pattern_of", "render_pattern", "describe_pattern", "learn_renames", "already_named"]

_COPY_MARK = re.compile(r"(?:\s*\(\d+\)|\s*-\s*copy(?:\s*\(\d+\))?|[ _]copy(?:[ _]?\d+)?)$", re.IGNORECASE)


def _slug(text: str, sep: str) -> str:
    return re.sub(r"[^0-9a-z]+", sep, text.lower()).strip(sep)


#: Stem transformations, tried in this order (the first that explains a rename wins).
TRANSFORMS: dict[str, tuple[str, object]] = {
    "stem": ("the name", lambda s: s),
    "clean": ("the name without copy marks", lambda s: _COPY_MARK.sub("", s)),
    "lower": ("the name in lower case", lambda s: s.lower()),
    "slug": ("the name as lower-case-words", lambda s: _slug(s, "-")),
    "snake": ("the name as lower_case_words", lambda s: _slug(s, "_")),
}
_FIELD = re.compile(r"\{(stem|clean|lower|slug|snake|date|date8|ext|EXT)\}")


def _dates(mtime_ns: int | None) -> dict[str, str]:
    if mtime_ns is None:
        return {}
    moment = datetime.fromtimestamp(mtime_ns / 1e9, timezone.utc)
    return {"date": moment.strftime("%Y-%m-%d"), "date8": moment.strftime("%Y%m%d")}


def _literal(text: str, dates: dict[str, str]) -> str | None:
    """``text`` with the file's dates as fields; None when it has braces (no pattern then)."""
    if "{" in text or "}" in text:
        return None
    for key in ("date", "date8"):
        if dates.get(key) and dates[key] in text:
            text = text.replace(dates[key], "{" + key + "}")
    return text


def pattern_of(old: str, new: str, mtime_ns: int | None = None) -> str | None:
    """The pattern that turns the name ``old`` into ``new`` (``"{date} {stem}.{ext}"``), or None when
    ``new`` is no transformation of ``old`` or changes nothing learnable."""
    old_stem, old_ext = os.path.splitext(old)
    new_stem, new_ext = os.path.splitext(new)
    if old == new or not old_stem or not new_stem or old_ext.lower() != new_ext.lower():
        return None
    ext = "" if not old_ext else (".{ext}" if new_ext == old_ext.lower() else ".{EXT}")
    dates = _dates(mtime_ns)
    for key, (_label, transform) in TRANSFORMS.items():
        core = transform(old_stem)  # type: ignore[operator]
        if not core or (key != "stem" and core == old_stem):
            continue
        at = new_stem.find(core)
        if at < 0:
            continue
        raw_before, raw_after = new_stem[:at], new_stem[at + len(core):]
        if (raw_before and raw_before[-1].isalnum() and core[0].isalnum()) or \
                (raw_after and raw_after[0].isalnum() and core[-1].isalnum()):
            continue  # text glued to the name ("b" + "a" + "nana"): a new name, not a pattern
        before, after = _literal(raw_before, dates), _literal(raw_after, dates)
        if before is None or after is None:
            continue
        pattern = f"{before}{{{key}}}{after}{ext}"
        if pattern in ("{stem}.{EXT}", "{stem}") or len(before) + len(after) > 64:
            return None  # nothing changed but the extension's case, or not a pattern people repeat
        return pattern
    return None


def render_pattern(pattern: str, name: str, mtime_ns: int | None) -> str:
    """The new name of the file ``name`` (modified at ``mtime_ns``) under ``pattern``."""
    stem, ext = os.path.splitext(name)
    values = {**_dates(mtime_ns), "ext": ext[1:].lower(), "EXT": ext[1:]}
    for key, (_label, transform) in TRANSFORMS.items():
        values[key] = transform(stem)  # type: ignore[operator]
    return _FIELD.sub(lambda m: values.get(m.group(1), m.group(0)), pattern)


def already_named(pattern: str, name: str) -> bool:
    """True when ``name`` already has the form ``pattern`` adds (a date or text around the name): such a
    file is not renamed again (``2024-06-01 scan.pdf`` does not get a second date)."""
    parts = _FIELD.split(pattern)  # literal, field, literal, field, ...
    stem_parts = _FIELD.split(re.sub(r"\.\{(ext|EXT)\}$", "", pattern))
    if not any(stem_parts[i] for i in range(0, len(stem_parts), 2)) and not any(
            stem_parts[i] in ("date", "date8") for i in range(1, len(stem_parts), 2)):
        return False  # only the name transformed: rendering it tells (same name = nothing to do)
    regex = "".join(re.escape(part) if i % 2 == 0 else
                    {"date": r"\d{4}-\d{2}-\d{2}", "date8": r"\d{8}", "ext": "[^.]*", "EXT": "[^.]*"}.get(part, ".+")
                    for i, part in enumerate(parts))
    return re.fullmatch(regex, name, re.DOTALL) is not None


def describe_pattern(pattern: str) -> str:
    """A pattern as people read it: ``{date} {stem}.{ext}`` -> ``“<modified date> <name>.<ext>”``."""
    shown = {"date": "<modified date>", "date8": "<modified date, no dashes>", "ext": "<ext>", "EXT": "<ext>",
             **{key: f"<{label.removeprefix('the ')}>" for key, (label, _f) in TRANSFORMS.items()}}
    return "\u201c" + _FIELD.sub(lambda m: shown[m.group(1)], pattern) + "\u201d"


def learn_renames(renames: list[tuple[str, str, int | None]]) -> Evidence:
    """Evidence from ``(source, destination, mtime_ns)`` moves that kept the folder and changed the name."""
    pairs: Counter[tuple[str, str]] = Counter()
    totals: Counter[str] = Counter()
    for src, dst, mtime_ns in renames:
        if os.path.dirname(src) != os.path.dirname(dst):
            continue
        pattern = pattern_of(os.path.basename(src), os.path.basename(dst), mtime_ns)
        for feature in features(src):
            totals[feature] += 1  # a rename without a pattern lowers the precision of the others
            if pattern is not None:
                pairs[(feature, pattern)] += 1
    return Evidence(pairs, totals)
