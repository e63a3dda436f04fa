"""The ``default`` methodology: ``<Kind>/<year>/<clean name>``."""

from __future__ import annotations

from bisect import bisect_right
from typing import Any, Iterator, Sequence

from pydantic import Field

from foldwise.plugins.organize.facts import FileFacts
from foldwise.plugins.organize.methodology import (Methodology, MethodologyOptions, Placed, Placement, place_one,
                                                   safe_relative)
from foldwise.plugins.organize.methodologies.common import (YEAR_STARTS_NS, YEAR_TABLE_FIRST, year_of)
from foldwise.plugins.organize.naming import clean_name, clean_segment
from foldwise.plugins.organize.signals import name_year

#: Confidence of a kind read from a known extension, and of ``Other`` (unknown extension).
KNOWN_KIND, UNKNOWN_KIND = 0.9, 0.55

__all__ = ["DefaultMethodology", "DefaultOptions"]


class DefaultOptions(MethodologyOptions):
    """Options of ``default``."""

    by_year: bool = Field(True, description="add a year folder: a year in the file's name or folders "
                          "(taxes_2019, 2019/), else the modification time (UTC)")
    clean_names: bool = Field(True, description="trim and collapse whitespace, lower-case extension")
    kinds: dict[str, str] = Field(default_factory=dict,
                                  description="extension -> kind folder overrides, e.g. {'log': 'Other'}")


class DefaultMethodology(Methodology):
    """Sort by kind (Documents, Images, ...) then by year of modification."""

    name = "default"
    label = "By kind and year"
    description = "Kind folder (Documents, Images, Audio, Video, Archives, Code, Spreadsheets, " \
                  "Presentations, Other), then the year the file was last modified, with clean names."
    Options = DefaultOptions

    def __init__(self) -> None:
        self._reasons: dict[tuple[str, str, int], str] = {}

    def plan(self, facts: FileFacts, options: Any, state: Any = None) -> Placement:
        kind = facts.kind
        if options.kinds:
            kind = clean_segment(options.kinds.get(facts.ext, kind), "Other")
        name = clean_name(facts.name, facts.ext) if options.clean_names else facts.name
        named = name_year(facts.rel) if options.by_year else 0
        year = (named or year_of(facts.mtime_ns)) if options.by_year else 0
        ext = f".{facts.ext}" if facts.ext else "no extension"
        reason = f"{kind} by extension {ext}" + (
            f"; {year} from the name" if named else f"; {year} from modification time" if year else "")
        confidence = UNKNOWN_KIND if facts.kind == "Other" else KNOWN_KIND
        if year:
            return Placement(f"{kind}/{year}/{name}", reason, confidence)
        return Placement(f"{kind}/{name}", reason, confidence)

    def _folder(self, kind: str, ext: str, year: int) -> tuple[str, str] | None:
        """``(folder, reason)`` for a kind, extension and year (None when the folder is not normal)."""
        folder = f"{kind}/{year}" if year else kind
        if safe_relative(folder + "/x") != folder + "/x":
            return None
        key = (kind, ext, year)
        reason = self._reasons.get(key)
        if reason is None:
            label = f".{ext}" if ext else "no extension"
            reason = f"{kind} by extension {label}" + (f"; {year} from modification time" if year else "")
            self._reasons[key] = reason
        return folder, reason

    def placements(self, files: Sequence[FileFacts], options: Any, state: Any = None) -> Iterator[Placed]:
        """The batch form of ``plan`` (same results): folder and reason are built once per
        (kind, extension, year), the year is a ``bisect`` in a table of year starts, and a name
        that is already clean is used as is. Anything unusual goes through ``plan``."""
        overrides = options.kinds
        by_year, cleaning = options.by_year, options.clean_names
        starts, lo, hi, first = YEAR_STARTS_NS, YEAR_STARTS_NS[0], YEAR_STARTS_NS[-1], YEAR_TABLE_FIRST - 1
        # ext -> (kind, clean-name fast path usable, year -> (folder, reason) | None)
        by_ext: dict[str, tuple[str, bool, dict[int, tuple[str, str] | None]]] = {}
        for facts in files:
            _path, rel, name, ext, _size, mtime_ns, kind = facts
            if by_year and ("19" in rel or "20" in rel) and name_year(rel):
                yield place_one(self, facts, options, state)
                continue
            if by_year:
                if not lo <= mtime_ns < hi:
                    yield place_one(self, facts, options, state)
                    continue
                year = first + bisect_right(starts, mtime_ns)
            else:
                year = 0
            entry = by_ext.get(ext)
            if entry is None or entry[0] != kind:
                entry = by_ext[ext] = (kind, " " not in ext, {})
            per_year = entry[2]
            if year in per_year:
                found = per_year[year]
            else:
                folder_kind = clean_segment(overrides.get(ext, kind), "Other") if overrides else kind
                found = per_year[year] = self._folder(folder_kind, ext, year)
            if found is None:
                yield place_one(self, facts, options, state)
                continue
            if cleaning:
                # ``clean_name``'s own fast path (``is_dirty`` inlined): a short, printable name with a
                # lower-case extension and nothing to trim or collapse is already clean.
                if not (len(name) <= 63 and entry[1] and name.endswith(ext) and name.isprintable()
                        and "/" not in name and "\\" not in name and "  " not in name and " ." not in name
                        and name[:1] not in " ." and name[-1] != " "):
                    name = clean_name(name, ext)
            elif not name or name in (".", "..") or "/" in name or "\\" in name or "\x00" in name:
                yield place_one(self, facts, options, state)
                continue
            yield found[0], name, found[1], (UNKNOWN_KIND if kind == "Other" else KNOWN_KIND)
