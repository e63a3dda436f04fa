"""The ``default`` methodology: ``<Kind>/<year>/<clean name>``, folders of related work kept whole.

A loose file goes to the folder of its kind and year. A folder that holds related work (a project,
an album, a topic folder, a year folder; see ``units.py``) is never split by file type: it moves whole
to ``<Kind>/<year>/<folder>/...``, the kind being the one most of its files have (``Code`` for a
software project), or, for a year folder, its files go to ``<Kind>/<year>/...`` with their paths
inside it. Files already filed as ``<Kind>/<year>/<folder>/...`` stay.
"""

from __future__ import annotations

import hashlib
import re
from bisect import bisect_right
from collections import Counter
from itertools import groupby, islice, repeat
from operator import itemgetter
from typing import Any, Iterator, Sequence

from foldwise.plugins.organize.facts import KINDS, FileFacts
from foldwise.plugins.organize.history import History, apply_history, load_history
from foldwise.plugins.organize.methodology import (LazyOptions, Methodology, Placed, PlacedEach, PlacedRun,
                                                   Placement, place_one, safe_relative)
from foldwise.plugins.organize.methodologies.common import (YEAR_STARTS_NS, YEAR_TABLE_FIRST, year_of)
from foldwise.plugins.organize.naming import clean_name, clean_segment
from foldwise.plugins.organize.memo import code_stamp, memoised, plan_key
from foldwise.plugins.organize.signals import (MAX_OUTCOME_FILES, MAX_PLAN_FILES, SignalCache, latest_name_year,
                                               name_year, signal_cache_file)
from foldwise.plugins.organize.units import YEAR_FOLDER, Unit, find_units, is_generic_folder, kind_of_unit

#: Confidence of a kind read from a known extension, and of ``Other`` (unknown extension).
KNOWN_KIND, UNKNOWN_KIND = 0.9, 0.55
#: Confidence of a folder of related work moved whole: a project, album or year folder; a topic folder.
UNIT_SURE, UNIT_TOPIC = 0.85, 0.75

__all__ = ["DefaultMethodology", "DefaultOptions"]

#: ``FileFacts`` fields as C-level getters (rel, name, mtime_ns, kind).
_REL, _NAME, _MTIME, _KIND = itemgetter(1), itemgetter(2), itemgetter(5), itemgetter(6)
#: What ``_unit_placements`` does with the files of a folder (``_folder_decision``).
_LOOSE, _FILED, _KIND_FOLDER, _OTHER = 0, 1, 2, 3


def __getattr__(name: str) -> Any:
    """``DefaultOptions`` lives in ``default_options`` (a pydantic model, imported on first use)."""
    if name == "DefaultOptions":
        from foldwise.plugins.organize.methodologies.default_options import DefaultOptions

        return DefaultOptions
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class DefaultRun:
    """Per-plan state of ``default``: what the person did before (the journal), the signal cache that holds
    memoised plans, and this plan's memo key and memoised placements (when the tree is unchanged)."""

    def __init__(self, history: History | None = None, cache: SignalCache | None = None) -> None:
        self.history = history
        self.cache = cache
        self.memo_key: str | None = None
        self.memo: list[Any] | None = None
        #: the key of the memoised placements when they are a hit (the planner's own memo sits beside them)
        self.memo_hit: str | None = None
        #: the files' columns (``memo.FileColumns``) while ``prepare`` runs, set by the planner for the key
        self.columns: Any = None
        #: the files' relative paths (the columns' list, kept past ``prepare``): each folder is cut from it
        #: instead of from the records (a pass over 100,000 records is memory-bound: ~15 ms more)
        self.rels: tuple[Sequence[FileFacts], list[str]] | None = None
        #: files placed by this plan, and files whose placement came from the last plan of the folder
        #: (per-folder outcomes: every file of the top-level folder unchanged; loose files one by one)
        self.placed = 0
        self.reused = 0


class DefaultMethodology(Methodology):
    """Sort by kind (Documents, Images, ...) then by year; folders of related work stay whole."""

    name = "default"
    label = "By kind and year"
    description = "Kind folder (Documents, Images, Audio, Video, Archives, Code, Spreadsheets, " \
                  "Presentations, Other), then the year (from the name, else the last modification), with clean " \
                  "names; a folder of related work (a project, an album, a year folder) moves whole."
    Options = LazyOptions("foldwise.plugins.organize.methodologies.default_options:DefaultOptions")

    def __init__(self) -> None:
        self._reasons: dict[tuple[str, str, int], str] = {}

    lean_preview = True

    async def load_state(self, kernel: Any, options: Any) -> DefaultRun:
        import asyncio

        history = await load_history(kernel)
        home = getattr(getattr(kernel, "settings", None), "home", None)
        return await asyncio.to_thread(self.preview_state, home, history, options)

    def preview_state(self, home: Any, history: History, options: Any) -> DefaultRun:
        return DefaultRun(history, SignalCache.load(signal_cache_file(home)))

    async def save_state(self, kernel: Any, state: Any) -> None:
        import asyncio

        await asyncio.to_thread(self.preview_save, state)

    def preview_save(self, state: Any) -> None:
        if isinstance(state, DefaultRun) and state.cache is not None:
            state.cache.save()

    def prepare(self, files: Sequence[FileFacts], options: Any, state: Any) -> None:
        """With a signal cache: the memo key of this tree and its memoised plan, if any. A tree larger than
        ``MAX_PLAN_FILES`` has no memoised placements, only the planner's outcome (``MAX_OUTCOME_FILES``): a hit
        when it is there (the planner restores it, or places every file again when a folder it listed
        changed)."""
        if isinstance(state, DefaultRun) and state.columns is not None:
            state.rels = (files, state.columns.rels)
        if isinstance(state, DefaultRun) and state.cache is not None and len(files) <= MAX_OUTCOME_FILES:
            state.memo_key = plan_key(files, code_stamp(__file__), options.model_dump_json(),
                                      state.history.digest() if state.history else "", columns=state.columns)
            if len(files) <= MAX_PLAN_FILES:
                state.memo = state.cache.plan(state.memo_key, len(files))
                state.memo_hit = state.memo_key if state.memo is not None else None
            elif state.cache.outcome(state.memo_key) is not None:
                state.memo_hit = state.memo_key

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
        """Folders of related work whole, loose files by kind and year, then the journal's evidence
        (``history.py``): files the person put somewhere stay, undone destinations are not proposed
        again, loose files follow what the person filed before. An unchanged tree planned before (the
        memo found by ``prepare``) yields the memoised placements instead."""
        if isinstance(state, DefaultRun) and state.memo is not None:
            return iter(state.memo)
        if isinstance(state, DefaultRun) and state.cache is not None and 0 < len(files) <= MAX_PLAN_FILES:
            placed, in_unit = self._incremental(files, options, state)
        else:
            units = self._unit_placements(files, options)
            placed, in_unit = self._by_kind(files, options, state, units), set(units)
        history = getattr(state, "history", None)
        if history:
            placed = apply_history(files, placed, history, loose=lambda i: i not in in_unit)
        if isinstance(state, DefaultRun) and state.cache is not None and state.memo_key is not None \
                and len(files) <= MAX_PLAN_FILES:
            return memoised(placed, state.cache, state.memo_key, len(files))
        return placed

    def placement_runs(self, files: Sequence[FileFacts], options: Any,
                       state: Any = None) -> Iterator[PlacedRun | PlacedEach] | None:
        """``placements`` as runs (``Methodology.placement_runs``): each source folder's files in a folder of
        related work moved whole are one ``PlacedRun``, the rest are placed by ``_by_kind`` as usual. None
        (the planner draws ``placements``) when that path differs: memoised or incremental placements (a
        signal cache and at most ``MAX_PLAN_FILES`` files), the journal's evidence to apply, or a subclass
        with its own ``placements``."""
        if isinstance(state, DefaultRun) and (state.memo is not None or (
                state.cache is not None and 0 < len(files) <= MAX_PLAN_FILES)):
            return None
        if getattr(state, "history", None):
            return None
        if type(self).placements is not DefaultMethodology.placements:
            return None  # a subclass that places otherwise: its ``placements`` is the contract
        runs: list[PlacedRun] = []
        known = getattr(state, "rels", None)
        units = self._unit_placements(files, options, runs, known[1] if known and known[0] is files else None)
        runs.sort()
        return self._runs_in_order(files, options, state, units, runs)

    def _runs_in_order(self, files: Sequence[FileFacts], options: Any, state: Any, units: dict[int, Placed],
                       runs: list[PlacedRun]) -> Iterator[PlacedRun | PlacedEach]:
        """``runs`` (sorted, disjoint) with the files between them placed one by one (``_by_kind`` over
        those files only, ``units`` holding the unit members placed one by one)."""
        rest: list[int] = []
        at = 0
        for run in runs:
            rest.extend(range(at, run.start))
            at = run.stop
        rest.extend(range(at, len(files)))
        each: Iterator[Placed] = iter(())
        if rest:
            sub = list(map(files.__getitem__, rest))
            sub_units = {j: units[i] for j, i in enumerate(rest) if i in units} if units else {}
            each = self._by_kind(sub, options, state, sub_units)
        at = 0
        for run in runs:
            if run.start > at:
                yield PlacedEach(at, run.start, islice(each, run.start - at))
            yield run
            at = run.stop
        if at < len(files):
            yield PlacedEach(at, len(files), each)

    def _incremental(self, files: Sequence[FileFacts], options: Any,
                     run: DefaultRun) -> tuple[Iterator[Placed], set[int]]:
        """Placements (before the journal's evidence) and the files in folders of related work, reusing the
        last plan of this folder: a region (``_region``) none of whose files changed (paths, sizes,
        modification times) keeps its files' placements, an unchanged file outside any region (in dump
        folders only: placed by kind alone) keeps its own; only the rest is placed. Exact, because a folder
        of related work never spans two regions."""
        assert run.cache is not None
        base = files[0].path[:len(files[0].path) - len(files[0].rel)]
        key = plan_key((), "default verdicts", code_stamp(__file__), options.model_dump_json(), base)
        old = run.cache.verdicts.get(key) or {}
        groups: dict[str, list[int]] = {}
        kind_names = {k.lower() for k in (*KINDS, *(options.kinds or {}).values())}
        region_of: dict[str, str] = {}
        for i, facts in enumerate(files):
            folder = facts.rel.rpartition("/")[0]
            region = region_of.get(folder)
            if region is None:
                region = region_of[folder] = _region(folder, kind_names)
            groups.setdefault(region, []).append(i)
        out: list[Any] = [None] * len(files)
        new: dict[str, list[Any]] = {}
        misses: list[int] = []
        signatures: dict[str, str] = {}
        for top, members in groups.items():
            if not top:
                for i in members:
                    f = files[i]
                    v = old.get(f.rel)
                    if v is not None and v[0] == f.size and v[1] == f.mtime_ns and len(v) == 7:
                        out[i] = v[2:]
                    else:
                        misses.append(i)
                continue
            sig = hashlib.blake2b("\n".join([f"{files[i].rel}\0{files[i].size}\0{files[i].mtime_ns}"
                                              for i in members]).encode("utf-8", "surrogateescape"),
                                  digest_size=12).hexdigest()
            signatures[top] = sig
            v = old.get("\0" + top)
            if v is not None and v[0] == sig and len(v[1]) == len(members):
                for i, p in zip(members, v[1]):
                    out[i] = p
            else:
                misses.extend(members)
        if misses:
            misses.sort()
            sub = [files[i] for i in misses]
            units = self._unit_placements(sub, options)
            for j, p in enumerate(self._by_kind(sub, options, run, units)):
                out[misses[j]] = [*p, j in units]
        run.placed += len(misses)
        run.reused += len(files) - len(misses)
        for top, members in groups.items():
            if top:
                new["\0" + top] = [signatures[top], [out[i] for i in members]]
            else:
                for i in members:
                    new[files[i].rel] = [files[i].size, files[i].mtime_ns, *out[i]]
        run.cache.remember_verdicts(key, new)
        in_unit = {i for i, p in enumerate(out) if p[4]}
        return (tuple(p[:4]) for p in out), in_unit

    def _by_kind(self, files: Sequence[FileFacts], options: Any, state: Any,
                 units: dict[int, Placed]) -> Iterator[Placed]:
        """The batch form of ``plan`` (same results): folder and reason are built once per
        (kind, extension, year), the year is a ``bisect`` in a table of year starts, and a name
        that is already clean is used as is. Anything unusual goes through ``plan``."""
        overrides = options.kinds
        by_year, cleaning = options.by_year, options.clean_names
        starts, lo, hi, first = YEAR_STARTS_NS, YEAR_STARTS_NS[0], YEAR_STARTS_NS[-1], YEAR_TABLE_FIRST - 1
        # ext -> (kind, clean-name fast path usable, year -> (folder, reason) | None)
        by_ext: dict[str, tuple[str, bool, dict[int, tuple[str, str] | None]]] = {}
        if units and len(units) == len(files):  # every file placed with its folder
            yield from map(units.__getitem__, range(len(files)))
            return
        for i, facts in enumerate(files):
            if units and i in units:
                yield units[i]
                continue
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

    # ---- folders of related work ------------------------------------------------------
    def _unit_placements(self, files: Sequence[FileFacts], options: Any,
                         runs: list[PlacedRun] | None = None, rels: list[str] | None = None) -> dict[int, Placed]:
        """Placements of files that sit in a folder of related work (index -> ``Placed``; with ``runs``, the
        members of a unit placed plainly go there instead, one ``PlacedRun`` per run of a source folder).

        ``<Kind>/<file>`` and ``<Kind>/<year>/<file>`` are loose (placed by kind as usual);
        ``<Kind>/<year>/<folder>/...`` is a folder filed before and stays; any other folder is grouped
        by ``find_units`` and moves whole (a folder with a single file is just a loose file)."""
        kind_names = {k.lower() for k in (*KINDS, *(options.kinds or {}).values())}
        out: dict[int, Placed] = {}
        rest: list[int] = []
        filed_units: dict[str, list[int]] = {}
        # Each file's folder, once; what happens to a file depends only on its folder: decided once per folder.
        folders = [rel.rpartition("/")[0] for rel in
                   (rels if rels is not None and len(rels) == len(files) else map(_REL, files))]
        decided = {folder: self._folder_decision(folder, kind_names, options) if folder else (_LOOSE, "")
                   for folder in set(folders)}
        if {what for what, _key in decided.values()} == {_OTHER}:  # the common case: nothing filed yet
            rest = None  # type: ignore[assignment]
        else:
            for i, (facts, source_folder) in enumerate(zip(files, folders)):
                what, key = decided[source_folder]
                if what == _LOOSE:
                    continue
                if what == _FILED:
                    out[i] = (source_folder, facts.name, key, KNOWN_KIND)
                elif what == _KIND_FOLDER:
                    filed_units.setdefault(key, []).append(i)
                else:
                    rest.append(i)
        groups: list[Unit] = [Unit(root, members) for root, members in filed_units.items()]
        if rest is None:  # every file in some folder to group: no subset to map back
            groups.extend(find_units(files, folders=folders)[0])
        elif rest:
            sub = [files[i] for i in rest]
            found, _ = find_units(sub, folders=[folders[i] for i in rest])
            for unit in found:
                unit.members = [rest[m] for m in unit.members]
                groups.append(unit)
        for unit in groups:
            if len(unit.members) < 2:
                continue
            if not unit.kind:
                unit.kind = kind_of_unit(unit, files)
            self._place_unit(unit, files, options, out, folders, runs)
        return out

    @staticmethod
    def _folder_decision(source_folder: str, kind_names: set[str], options: Any) -> tuple[int, str]:
        """For the files of ``source_folder``: ``(0, "")`` loose (``<Kind>/<file>``, ``<Kind>/<year>/<file>``);
        ``(1, reason)`` already filed in ``<Kind>/<year>/<folder>``; ``(2, "<Kind>/<folder>")`` a folder filed
        under a kind; ``(3, "")`` any other folder (grouped by ``find_units``)."""
        parts = source_folder.split("/")
        parts.append("")  # the file's own name: only the count matters below
        if parts[0].lower() in kind_names:
            if len(parts) == 2 or (len(parts) == 3 and YEAR_FOLDER.match(parts[1])):
                return _LOOSE, ""
            if YEAR_FOLDER.match(parts[1]) and options.by_year:
                return _FILED, f"already filed in {'/'.join(parts[:3])!r}"
            return _KIND_FOLDER, "/".join(parts[:2])
        return _OTHER, ""

    def _place_unit(self, unit: Unit, files: Sequence[FileFacts], options: Any, out: dict[int, Placed],
                    folders: Sequence[str] | None = None, runs: list[PlacedRun] | None = None) -> None:
        """``<Kind>/<year>/<folder>/<path inside>`` for every member (``<Kind>/<year>/<path inside>`` for
        a year folder), the kind being the members' most common one (``Code`` for a software project)."""
        members, names, counted = unit.facts, unit.names, unit.kinds
        if members is None or names is None or counted is None or len(members) != len(unit.members):
            members = list(map(files.__getitem__, unit.members))
            names, counted = list(map(_NAME, members)), None
        overrides = options.kinds
        kinds = Counter(clean_segment(overrides.get(f.ext, f.kind), "Other") for f in members) if overrides \
            else counted if counted is not None else Counter(map(_KIND, members))
        if unit.kind == "project" and "Code" in kinds:
            kind = "Code"
        else:
            kind = min(kinds.items(), key=lambda kv: (-kv[1], kv[0]))[0]
        name = clean_segment(unit.name)
        folder_year = name_year(unit.name)
        year = 0
        if options.by_year:
            year = folder_year or latest_name_year(names) or year_of(max(map(_MTIME, members)))
        # a year folder (of papers, or of photos: an album by kind) files as ``<Kind>/<year>/<path inside>``
        is_year = bool(folder_year) and (unit.kind == "year" or bool(YEAR_FOLDER.match(unit.name.strip().lower())))
        top = f"{kind}/{year}" if year else kind
        root = top if is_year and year else f"{top}/{name}"
        n = len(members)
        what = {"project": "a project", "album": "an album", "year": "a year folder"}.get(unit.kind, "related files")
        reason = f"the folder {unit.name!r} holds {what} ({n} files, mostly {kind.lower()}): kept together in {root}"
        confidence = UNIT_TOPIC if unit.kind == "topic" else UNIT_SURE
        cut = len(unit.root) + 1
        root_safe = safe_relative(root + "/x") == root + "/x"
        if folders is not None and root_safe:
            # the folders of the members (``folders``: each file's, computed once): per distinct source
            # folder its destination folder, then one tuple per file; a name with a backslash goes below
            dests: dict[str, str | None] = {}
            for source_folder in set(map(folders.__getitem__, unit.members)):
                inner = source_folder[cut:] if len(source_folder) >= cut else ""
                if "\\" in inner:
                    dests[source_folder] = None
                else:
                    dests[source_folder] = f"{root}/{inner}" if inner else root
            if None not in dests.values() and "\\" not in "".join(names):
                if runs is not None:
                    # one run per stretch of consecutive members in one source folder (a folder's files are
                    # consecutive unless a subfolder sorts between them)
                    for source_folder, group in groupby(unit.members, key=folders.__getitem__):
                        at = list(group)
                        if at[-1] - at[0] + 1 == len(at):
                            runs.append(PlacedRun(at[0], at[-1] + 1, dests[source_folder], reason, confidence))
                        else:
                            for i in at:
                                out[i] = (dests[source_folder], files[i][2], reason, confidence)
                    return
                # every name and folder is plain: the placements are built by C-level maps, no code per file
                out.update(zip(unit.members, zip(map(dests.__getitem__, map(folders.__getitem__, unit.members)),
                                                 names, repeat(reason), repeat(confidence))))
                return
            for i, facts in zip(unit.members, members):
                fname = facts[2]
                folder = dests[folders[i]]
                if folder is None or "\\" in fname:
                    dest = safe_relative(f"{root}/{facts.rel[cut:]}")
                    if dest is None:
                        out[i] = (None, None, "methodology returned an unsafe destination", 0.0)
                        continue
                    folder, _, fname = dest.rpartition("/")
                out[i] = (folder, fname, reason, confidence)
            return
        # destination folder per source folder (``root`` + the path inside the unit): one lookup per file
        dest_folders: dict[str, str] = {}
        for i, facts in zip(unit.members, members):
            source_folder, _, fname = facts.rel.rpartition("/")
            folder = dest_folders.get(source_folder) if root_safe and "\\" not in fname else None
            if folder is None:
                inner = facts.rel[cut:]
                # a scanned path inside the unit is normal unless a name holds a backslash: checked once for
                # the root
                dest = f"{root}/{inner}" if root_safe and "\\" not in inner else safe_relative(f"{root}/{inner}")
                if dest is None:
                    out[i] = (None, None, "methodology returned an unsafe destination", 0.0)
                    continue
                folder, _, fname = dest.rpartition("/")
                if root_safe and "\\" not in inner:
                    dest_folders[source_folder] = folder
            out[i] = (folder, fname, reason, confidence)


_JD_AREA = re.compile(r"^\d0-\d9 ")


def _region(folder: str, kind_names: set[str]) -> str:
    """The part of the tree a file's placement depends on besides the file itself: its kind folder
    (``Documents/...``: filed units and years), else its first folder whose name means something (every
    folder of related work holding the file lies inside it: ``units.find_units`` looks no higher than that
    folder and only at files under it); "" when only dump folders hold it (placed by kind, on its own)."""
    if not folder:
        return ""
    parts = folder.split("/")
    if parts[0].lower() in kind_names:
        return parts[0]
    if _JD_AREA.match(parts[0]):
        return ""
    for depth, part in enumerate(parts):
        if not is_generic_folder(part):
            return "/".join(parts[:depth + 1])
    return ""
