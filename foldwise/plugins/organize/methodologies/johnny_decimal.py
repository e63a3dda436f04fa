"""The ``johnny_decimal`` methodology: ``10-19 Area/11 Category/11.01 Name.ext``.

Areas and categories come from the options. Each item (a clean, lower-case file stem
within a category) gets an ID from a persisted index (``JdItem``): re-running never
renumbers, and new IDs continue after the highest one ever given in that category.
Files already in Johnny Decimal form keep their place and their number.
"""

from __future__ import annotations

import hashlib
import re
import time
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterator, Sequence

import orjson
from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from foldwise.plugins.organize.facts import FileFacts, split_ext
from foldwise.plugins.organize.containers import subject_containers
from foldwise.plugins.organize.history import (History, apply_history, learnt_confidence, learnt_place,
                                               learnt_table, load_history)
from foldwise.plugins.organize.methodology import Methodology, MethodologyOptions, Placed, Placement
from foldwise.plugins.organize.judge import DAY_NS, Judge, Judgement, kin_digest
from foldwise.plugins.organize.memo import code_stamp, memoised, plan_key
from foldwise.plugins.organize.methodologies.common import fold, words
from foldwise.plugins.organize.signals import SignalCache
from foldwise.plugins.organize.subjects import ARCHIVE_WORDS
from foldwise.plugins.organize.units import Unit, is_device_copy, is_generic_folder
from foldwise.plugins.organize.naming import clean_name, clean_segment

__all__ = ["JohnnyDecimalMethodology", "JdOptions", "JdState"]

_IN_FORM = re.compile(r"^(\d\d)-(\d\d) [^/]+/(\d\d) [^/]+/(\d\d)\.(\d{2,}) (.+)$")
_ID_PREFIX = re.compile(r"^\d\d\.\d{2,} ")
_CATEGORY_FOLDER = re.compile(r"^(\d)0-(\d)9 ([^/]+)/(\d\d) ([^/]+)")


class JdCategory(BaseModel):
    """A category: two-digit id inside its area's range, a name, and what it attracts."""

    model_config = ConfigDict(extra="forbid")
    id: int = Field(ge=0, le=99)
    name: str = Field(min_length=1, max_length=100)
    kinds: list[str] = []
    keywords: list[str] = []
    subjects: list[str] = Field(default_factory=list, description="subjects this category holds (organize/subjects.py)")

    @field_validator("keywords")
    @classmethod
    def _lower(cls, value: list[str]) -> list[str]:
        return [fold(v.strip().lower()) for v in value if v.strip()]  # names' words are folded too


class JdArea(BaseModel):
    """An area such as ``10-19 Documents`` holding up to ten categories."""

    model_config = ConfigDict(extra="forbid")
    range: str = Field(pattern=r"^\d0-\d9$", description="e.g. '10-19'")
    name: str = Field(min_length=1, max_length=100)
    categories: list[JdCategory] = []

    @model_validator(mode="after")
    def _check(self) -> JdArea:
        start, end = (int(x) for x in self.range.split("-"))
        if end != start + 9:
            raise ValueError(f"area range {self.range!r} must span ten numbers, e.g. '10-19'")
        for cat in self.categories:
            if not start <= cat.id <= end:
                raise ValueError(f"category {cat.id} lies outside its area {self.range}")
        return self


def _default_areas() -> list[JdArea]:
    def cat(id_: int, name: str, subjects: list[str], kinds: list[str] = []) -> JdCategory:  # noqa: B006
        return JdCategory(id=id_, name=name, subjects=subjects, kinds=kinds)

    return [
        JdArea(range="10-19", name="Life admin", categories=[
            cat(11, "Finance", ["Finance"]), cat(12, "Health", ["Health"]), cat(13, "Home", ["Home"]),
            cat(14, "Legal and identity", ["Legal", "Estate"]), cat(15, "Career", ["Career"]),
            cat(16, "Travel", ["Travel"]), cat(18, "Family", ["Family"]), cat(19, "Car", ["Car"])]),
        JdArea(range="20-29", name="Knowledge", categories=[
            cat(21, "Courses", ["Education"]), cat(22, "Recipes", ["Recipes"]), cat(23, "Manuals", ["Manuals"]),
            cat(24, "Reading", ["Reading"])]),
        JdArea(range="30-39", name="Work", categories=[
            cat(31, "Work", ["Work"]), cat(32, "Code", ["Code"], ["Code"])]),
        JdArea(range="40-49", name="Media", categories=[
            cat(41, "Photos", ["Photos"], ["Images"]), cat(42, "Music", ["Music"], ["Audio"]),
            cat(43, "Videos", ["Videos"], ["Video"])]),
        # Subjects added after the first release get an area of their own, so a category a person made in a
        # gap of the areas above (``17 Taxes``) keeps its number.
        JdArea(range="50-59", name="Community and interests", categories=[
            cat(51, "Clubs", ["Clubs"]), cat(52, "Family history", ["Genealogy"]), cat(53, "Garden", ["Garden"]),
            cat(54, "Hobbies", ["Hobbies"]), cat(55, "Pets", ["Pets"])]),
        JdArea(range="90-99", name="Other", categories=[cat(91, "Software", ["Software"], ["Archives"]),
                                                        cat(99, "Unsorted", [])]),
    ]


class JdOptions(MethodologyOptions):
    """Options of ``johnny_decimal``."""

    #: A Johnny Decimal number is an address meant to last: a file is numbered only when its category is
    #: surer than for a PARA bucket (docs/organize.md "Johnny Decimal leaves the unsure where they are").
    min_confidence: float = Field(0.6, ge=0.0, le=1.0, description="a file placed with less confidence "
                                  "stays where it is and is listed as left in place, with its reason")
    areas: list[JdArea] = Field(default_factory=_default_areas)
    fallback: int = Field(99, ge=0, le=99, description="category for files nothing else claims")

    @model_validator(mode="after")
    def _check(self) -> JdOptions:
        starts, ids = set(), set()
        for area in self.areas:
            if area.range in starts:
                raise ValueError(f"area {area.range} is defined twice")
            starts.add(area.range)
            for cat in area.categories:
                if cat.id in ids:
                    raise ValueError(f"category {cat.id} is defined twice")
                ids.add(cat.id)
        if self.fallback not in ids:
            raise ValueError(f"fallback category {self.fallback} is not defined in any area")
        return self


@dataclass
class JdState:
    """The index: ``(category, key) -> number``, numbers ever used, what this run added, and the
    run's assignments (made in ``prepare``: one item per loose file or unit folder)."""

    index: dict[tuple[int, str], int] = field(default_factory=dict)
    used: dict[int, set[int]] = field(default_factory=dict)
    new: list[tuple[int, str, int]] = field(default_factory=list)
    cache: SignalCache = field(default_factory=SignalCache)
    now_ns: int | None = None
    #: rel of a file -> (folder, name or None for a unit member, reason, confidence)
    assigned: dict[str, tuple[str, str, float]] = field(default_factory=dict)
    #: category id -> (area, category) for categories made by splitting a full one
    extra: dict[int, tuple[JdArea, JdCategory]] = field(default_factory=dict)
    #: what the person did before (the journal): kept files and undone destinations
    history: History | None = None
    #: memoise whole plans in ``cache`` (set by ``load_state``: a plan whose index is saved afterwards)
    memo_plans: bool = False
    #: this plan's memo key (with the index as it is after the plan) and the memoised placements, if any
    memo_key: str | None = None
    memo: list[Any] | None = None
    #: loose files and folders' files whose category was judged by this plan, and those whose category came
    #: from the last plan of the folder (per-file verdicts: unchanged size and modification time)
    judged: int = 0
    verdict_hits: int = 0
    #: the key of the memoised placements when they are a hit (the planner's own memo sits beside them)
    memo_hit: str | None = None
    #: categories of their own whose name the index keeps (``category_marker``)
    named: set[int] = field(default_factory=set)

    def register(self, category: int, key: str, number: int, *, persist: bool) -> None:
        """Record ``category.number`` for ``key``; number 0 is a category's own name (``category_marker``),
        which takes no ID."""
        if number:
            self.used.setdefault(category, set()).add(number)
        else:
            self.named.add(category)
        if (category, key) not in self.index:
            self.index[(category, key)] = number
            if persist:
                self.new.append((category, key, number))

    def number_for(self, category: int, key: str) -> int:
        """The item's persisted number, or the next free one (01..99: gaps are reused past 99)."""
        number = self.index.get((category, key))
        if number is None:
            used = self.used.get(category, set())
            number = max(used, default=0) + 1
            if number > MAX_ID:
                number = next((n for n in range(1, MAX_ID + 1) if n not in used), 0)
                if not number:
                    raise OverflowError(f"category {category} has no free ID left")
            self.register(category, key, number, persist=True)
        return number

    def free(self, category: int) -> int:
        return MAX_ID - len(self.used.get(category, ()))


MAX_ID = 99


def category_marker(name: str) -> str:
    """The index key that keeps a category of its own (``17 Pottery``) under its name, with number 0: item
    keys are clean names, which never hold a ``/``."""
    return "//" + name.lower()[:240]


def _item_key(stem: str) -> str:
    return clean_segment(_ID_PREFIX.sub("", stem)).lower()[:255]


class JohnnyDecimalMethodology(Methodology):
    """``AC.ID`` numbering by subject, with stable, persisted IDs and folders kept whole."""

    name = "johnny_decimal"
    aliases = ("johnny-decimal", "jd", "johnnydecimal")
    label = "Johnny Decimal"
    description = "10-19 Area/11 Category/11.01 Name.ext; categories by subject (configurable), IDs 01..99 " \
                  "kept in a persisted index so re-running never renumbers; a full category splits by subject."
    Options = JdOptions

    async def load_state(self, kernel: Any, options: Any) -> JdState:
        import asyncio

        from foldwise.plugins.organize.methodologies.para import signal_cache_path
        from foldwise.plugins.organize.models import JdItem

        state = JdState()
        for category, key, number in await JdItem.all().values_list("category", "key", "number"):
            state.register(category, key, number, persist=False)
        state.cache = await asyncio.to_thread(SignalCache.load, signal_cache_path(kernel))
        state.history = await load_history(kernel)
        state.memo_plans = True
        return state

    def placements(self, files: Sequence[FileFacts], options: Any, state: Any = None) -> Iterator[Placed]:
        """The numbered placements, then the journal's evidence: files the person put somewhere stay and
        undone destinations are not proposed again (no learnt folders: a JD folder is an ID). An unchanged
        tree planned before with the same index (the memo found by ``prepare``) yields the memoised plan."""
        if isinstance(state, JdState) and state.memo is not None:
            return iter(state.memo)
        placed = super().placements(files, options, state)
        if not isinstance(state, JdState):
            return placed
        if state.history:
            placed = apply_history(files, placed, state.history, loose=None)
        if state.memo_key is not None:
            return memoised(placed, state.cache, state.memo_key, len(files))
        return placed

    async def save_state(self, kernel: Any, state: Any) -> None:
        import asyncio

        from foldwise.plugins.organize.models import JdItem

        if not isinstance(state, JdState):
            return
        await asyncio.to_thread(state.cache.save)
        if not state.new:
            return
        items = [JdItem(category=c, key=k, number=n) for c, k, n in state.new]
        for start in range(0, len(items), 500):
            await JdItem.bulk_create(items[start:start + 500], ignore_conflicts=True)
        state.new.clear()

    def _memo_key(self, files: Sequence[FileFacts], options: Any, state: JdState) -> str:
        """Digest of everything a plan depends on: files, options, "now", journal evidence, the index, code."""
        index = hashlib.blake2b(digest_size=16)
        entries = sorted([(c, k, n) for (c, k), n in state.index.items()])
        try:
            index.update(orjson.dumps(entries))
        except orjson.JSONEncodeError:  # a name that is not UTF-8 (surrogate escapes)
            index.update("\n".join(f"{c}\0{k}\0{n}" for c, k, n in entries).encode("utf-8", "surrogateescape"))
        return plan_key(files, code_stamp(__file__), options.model_dump_json(), str(state.now_ns),
                        state.history.digest() if state.history else "", index.hexdigest())

    def prepare(self, files: Sequence[FileFacts], options: Any, state: Any) -> None:
        """Number every loose file and folder of related work (``state.assigned``). With memos on: an
        unchanged tree planned before with this index takes the memoised plan; otherwise the plan is
        memoised under the index as it is after numbering (what the next plan loads once this one's new
        IDs are saved), so the second plan of a tree is a memo hit."""
        if not isinstance(state, JdState):
            return
        if state.now_ns is None:  # the start of the UTC day: plans made the same day agree (as PARA)
            now = time.time_ns()
            state.now_ns = now - now % DAY_NS
        if state.memo_plans:
            key = self._memo_key(files, options, state)
            state.memo = state.cache.plan(key, len(files))
            if state.memo is not None:
                state.memo_hit = key
                return
        self._number(files, options, state, remember=state.memo_plans)
        if state.memo_plans:
            state.memo_key = self._memo_key(files, options, state)

    def _verdict_key(self, files: Sequence[FileFacts], options: Any, state: JdState) -> str:
        """Key of this folder's per-file category verdicts: code, options, "now" and the folder."""
        base = files[0].path[:len(files[0].path) - len(files[0].rel)] if files else ""
        return plan_key((), "johnny_decimal verdicts", code_stamp(__file__), options.model_dump_json(),
                        str(state.now_ns), base)

    def _number(self, files: Sequence[FileFacts], options: Any, state: JdState, *, remember: bool = False) -> None:
        """Choose each item's category and number it. ``remember``: keep each loose file's and folder's
        category verdict with its fingerprint, and reuse the last plan's for unchanged files and folders
        (only new or changed ones are judged); what the person filed before (the journal) comes after."""
        loose: list[FileFacts] = []
        claimed: dict[tuple[int, str], str] = {}
        for facts in files:
            match = _IN_FORM.match(facts.rel)
            if match and self._in_place(match):
                category, number = int(match.group(3)), int(match.group(5))
                state.register(category, _item_key(match.group(6)), number, persist=True)
                claimed[(category, _item_key(match.group(6)))] = f"in place {number}"
            else:
                loose.append(facts)
        judge = Judge(loose, now_ns=state.now_ns, cache=state.cache)
        key = self._verdict_key(files, options, state) if remember and files else None
        old = (state.cache.verdicts.get(key) or {}) if key is not None else {}
        new: dict[str, list[Any]] = {}
        by_id = {cat.id: (area, cat) for area in options.areas for cat in area.categories}
        learnt = learnt_table(state.history, files[0].path[:len(files[0].path) - len(files[0].rel) - 1],
                              _category_folder) if state.history and files else {}
        # One item per unit folder or loose file: (sort key, category choice, display name, key, members)
        items: list[tuple[str, tuple[JdArea, JdCategory, str, float, str], str, list[FileFacts]]] = []
        unit_choices: dict[int, tuple[tuple[JdArea, JdCategory, str, float, str], list[FileFacts]]] = {}

        container_choices: dict[str, tuple[JdArea, JdCategory, str, float, str]] = {}

        def container_choice(root: str) -> tuple[JdArea, JdCategory, str, float, str]:
            """The category of a subject container: all its folders go there, one ID each."""
            found = container_choices.get(root)
            if found is None:
                verdict = judge.container(root, grouped[root])
                found = self._category_for(verdict, root.rpartition("/")[2], None, options)
                if verdict.own_topic and not found[2].startswith("keyword "):
                    # the folder the person made names what it holds: as sure as the judge of it
                    found = self._own_category(verdict.own_topic, found, state, options,
                                               [judge.units[at].name for at in grouped[root]])
                    found = (*found[:3], max(found[3], verdict.confidence), found[4])
                container_choices[root] = found
            return found

        def unit_choice(at: int) -> tuple[tuple[JdArea, JdCategory, str, float, str], list[FileFacts]]:
            """The category of unit ``at`` (once per unit: the last plan's when its files are unchanged)."""
            found = unit_choices.get(at)
            if found is not None:
                return found
            unit = judge.units[at]
            members = [loose[i] for i in unit.members]
            container = containers.get(at)
            sig = signatures[at] if container is None else container_signature(container)
            if unit.kind == "project":  # its category may be that of the folder its code is for (``Judge.code_kin``)
                sig = f"{sig}:{units_digest}"
            v = old.get("\0" + unit.root)
            choice = _cached(v[1:], by_id) if v is not None and v[0] == sig else None
            if choice is None:
                if container is not None:
                    choice = container_choice(container)
                else:
                    verdict = judge.unit(at)
                    choice = self._category_for(verdict, unit.name, None, options)
                    if choice[2].startswith("keyword "):
                        pass
                    elif _mixed_container(unit, verdict):
                        choice = _kept_as_it_is(unit, choice, options)
                    elif verdict.own_topic:
                        choice = self._own_category(verdict.own_topic, choice, state, options)
                kin = judge.code_kin(at)
                if kin is not None:
                    # ``code/cs6320-raft`` beside ``School/.../CS 6320 Distributed Systems``: the code of that work
                    # (in a folder of code projects too: each goes with the work it was written for)
                    found = unit_choice(kin)[0]
                    if found[3] >= options.min_confidence:
                        choice = (found[0], found[1], f"the folder {unit.name!r} is the code of the work in "
                                  f"{judge.units[kin].root!r} -> {found[1].id:02d} {found[1].name}",
                                  min(found[3], choice[3]), found[4])
                state.judged += len(members)
            else:
                state.verdict_hits += len(members)
            new["\0" + unit.root] = [sig, choice[1].id, *choice[2:]]
            unit_choices[at] = (choice, members)
            return choice, members

        signatures = [hashlib.blake2b("\n".join(f"{loose[i].rel}\0{loose[i].size}\0{loose[i].mtime_ns}"
                                                 for i in unit.members).encode("utf-8", "surrogateescape"),
                                       digest_size=12).hexdigest() for unit in judge.units]
        containers = subject_containers(judge.units, {at for at in range(len(judge.units))
                                                      if judge.album_kin(at) is not None})
        grouped: dict[str, list[int]] = {}
        for at, root in sorted(containers.items()):
            grouped.setdefault(root, []).append(at)

        def container_signature(root: str) -> str:
            return hashlib.blake2b("\n".join(signatures[at] for at in grouped[root]).encode(),
                                   digest_size=12).hexdigest()

        # a loose file whose verdict asked the person's own folders depends on them all (``Judge.kin``)
        units_digest = kin_digest(judge.units, signatures)
        seen_units: set[int] = set()
        for facts in loose:
            at = judge.unit_index(facts)
            if at is not None:
                if at in seen_units:
                    continue
                seen_units.add(at)
                unit = judge.units[at]
                choice, members = unit_choice(at)
                items.append((unit.root, choice, clean_segment(_ID_PREFIX.sub("", unit.name)), members))
            else:
                v = old.get(facts.rel)
                choice = _cached(v[2:], by_id) if v is not None and v[0] == facts.size and v[1] == facts.mtime_ns \
                    and (len(v) < 7 or v[6] == units_digest) else None
                if choice is None:
                    verdict = judge.file(facts)
                    choice = self._category_for(verdict, facts.stem, facts, options)
                    if verdict.unit < 0 and not choice[2].startswith("keyword ") and judge.knows(facts):
                        found = _kin_category(judge.kin_scores(facts, judge.cache.get(facts.path, facts.ext, facts.size,
                                                                                      facts.mtime_ns)),
                                              lambda at: unit_choice(at)[0][1].id)
                        if found is not None:
                            verdict = replace(verdict, unit=found[0], reason=f"{verdict.reason}; its text speaks of "
                                              f"{', '.join(repr(w) for w in found[1][:3])}, like the files of "
                                              f"{judge.units[found[0]].root}")
                    if verdict.unit >= 0 and not choice[2].startswith("keyword "):
                        # its text speaks of one of the person's own folders: that folder's category
                        kin = unit_choice(verdict.unit)[0]
                        if kin[3] >= options.min_confidence:
                            choice = (kin[0], kin[1], f"{verdict.reason} -> {kin[1].id:02d} {kin[1].name}",
                                      verdict.confidence, kin[4])
                    elif verdict.by_text and verdict.confidence < TEXT_CATEGORY_SURE \
                            and not choice[2].startswith("keyword "):
                        choice = _kept(choice, options, f"{verdict.reason}: too few of its words for a category "
                                       "(its text alone names a category right about half the time)")
                    elif verdict.subject in (None, "Photos") and _SCREENSHOT.match(fold(facts.name)) \
                            and not choice[2].startswith("keyword "):
                        choice = _kept(choice, options, _SCREENSHOT_REASON)
                    state.judged += 1
                else:
                    state.verdict_hits += 1
                new[facts.rel] = [facts.size, facts.mtime_ns, choice[1].id, *choice[2:]]
                if facts.rel in judge.asked:
                    new[facts.rel].append(units_digest)
                if learnt:
                    choice = _learnt_choice(learnt, facts, choice, by_id)
                items.append((facts.rel, choice, clean_name(facts.name), [facts]))
        if key is not None:
            state.cache.remember_verdicts(key, new)
        by_category: dict[int, list[int]] = {}
        for i, item in enumerate(items):
            by_category.setdefault(item[1][1].id, []).append(i)
        for category_id, members in sorted(by_category.items()):
            self._split_if_full(category_id, members, items, state, options)
        for root, (area, cat, reason, confidence, word), display, members in items:
            stem, ext = split_ext(display) if len(members) == 1 and members[0].rel == root else (display, "")
            stem = clean_segment(_ID_PREFIX.sub("", stem))
            key = _item_key(f"{stem}.{ext}" if ext else stem)
            n = 2
            base_stem, base_key = stem, key
            while claimed.get((cat.id, key), root) != root:
                stem, key = f"{base_stem} ({n})", f"{base_key} ({n})"
                n += 1
            claimed[(cat.id, key)] = root
            try:
                number = state.number_for(cat.id, key)
            except OverflowError:
                # the category's 99 IDs are taken and its area has no free category to split into: never a
                # number past 99, so the item stays where it is, with the reason (a person renumbers or adds areas)
                for facts in members:
                    state.assigned[facts.rel] = (facts.rel, f"{cat.id:02d} {cat.name} is full (IDs 01..99 are taken and "
                                                 f"its area {area.range} has no free category): left in place", 0.0)
                continue
            ident = f"{cat.id:02d}.{number:02d}"
            area_dir = clean_segment(f"{area.range} {area.name}")
            cat_dir = clean_segment(f"{cat.id:02d} {cat.name}")
            item = f"{ident} {stem}" + (f".{ext}" if ext else "")
            for facts in members:
                inner = "" if facts.rel == root else "/" + facts.rel[len(root) + 1:]
                state.assigned[facts.rel] = (f"{area_dir}/{cat_dir}/{item}{inner}", f"{ident}: {reason}",
                                             confidence)

    @staticmethod
    def _own_category(name: str, choice: tuple[JdArea, JdCategory, str, float, str], state: JdState,
                      options: Any, items: Sequence[str] = ()) -> tuple[JdArea, JdCategory, str, float, str]:
        """A category of its own for a folder whose subject the judge cannot name (``Judgement.own_topic``):
        the person's folder is the best name for what it holds, so it is not poured into the category of
        a subject a few of its files happen to mention. The category is named after the folder, in a free
        slot of the area ``choice`` is in (else of the first area with one); a folder numbered by an
        earlier plan keeps its category (found in the index; ``items``: the names of the folders numbered in it,
        a container's, else the folder's own). No free slot: ``choice`` as it was."""
        shown = clean_segment(_ID_PREFIX.sub("", name))
        key = _item_key(shown)
        same = next(((a, c) for a in options.areas for c in a.categories if c.name.lower() == shown.lower()), None)
        if same is not None:  # a configured category of that very name (``Family history``): that one
            reason = choice[2].rsplit(" -> ", 1)[0]
            return same[0], same[1], f"{reason} -> {same[1].id:02d} {same[1].name}", choice[3], choice[4]
        configured = {c.id for a in options.areas for c in a.categories}
        areas = [choice[0], *(a for a in options.areas if a is not choice[0])]
        slots = [(a, c) for a in areas for c in range(int(a.range[:2]) + 1, int(a.range[:2]) + 10)
                 if c not in configured]
        # made by this plan already (a piece of work inside the folder), or by an earlier one (the index)
        keys = [_item_key(clean_segment(_ID_PREFIX.sub("", item))) for item in items] or [key]
        marker = category_marker(shown)
        found = next(((a, c) for c, (a, cat) in sorted(state.extra.items()) if cat.name == shown), None) or \
            next(((a, c) for a, c in slots if (c, marker) in state.index and c not in state.extra), None) or \
            next(((a, c) for a, c in slots if c not in state.extra and c not in state.named
                  and any((c, k) in state.index for k in keys)), None)
        if found is None:
            taken = set(state.extra) | set(state.used)
            found = next(((a, c) for a, c in slots if c not in taken), None)
        if found is None:
            return choice
        area, cat_id = found
        cat = state.extra[cat_id][1] if cat_id in state.extra else JdCategory(id=cat_id, name=shown)
        state.extra.setdefault(cat_id, (area, cat))
        if (cat_id, marker) not in state.index:  # the next plan finds it by its name, not by an item's
            state.register(cat_id, marker, 0, persist=True)
        reason = choice[2].rsplit(" -> ", 1)[0]
        return area, cat, f"{reason}; its files agree on no subject: a category of its own -> {cat_id:02d} " \
                          f"{cat.name}", choice[3], choice[4]

    def _split_if_full(self, category_id: int, members: list[int], items: list[Any], state: JdState,
                       options: Any) -> None:
        """A category whose new items do not fit in 01..99 is split by subject: the items are grouped by
        the word that decided them (or their year), and whole groups move to new categories of the same
        area until everything fits."""
        area, cat = items[members[0]][1][0], items[members[0]][1][1]
        start, _end = (int(x) for x in area.range.split("-"))
        configured = {c.id for a in options.areas for c in a.categories}
        fresh = []
        for i in members:
            key = _item_key(items[i][2])
            if (category_id, key) in state.index:
                continue
            # an item a previous split already numbered keeps its category (and so its ID)
            earlier = next((c for c in range(start + 1, start + 10) if c not in configured
                            and (c, key) in state.index), None)
            if earlier is None:
                fresh.append(i)
                continue
            root, choice, display, fs = items[i]
            split = state.extra.get(earlier, (area, JdCategory(id=earlier, name=f"{cat.name} - {choice[4]}")))[1]
            state.extra.setdefault(earlier, (area, split))
            items[i] = (root, (area, split, f"{choice[2]}; split from the full category {cat.id:02d}", choice[3],
                               choice[4]), display, fs)
        if len(fresh) <= state.free(category_id):
            return
        groups: dict[str, list[int]] = {}
        for i in fresh:
            groups.setdefault(items[i][1][4] or "other", []).append(i)
        ordered = sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))
        room = state.free(category_id)
        taken = configured | set(state.extra) | set(state.used)
        current: tuple[JdCategory, int] | None = None
        for word, group in ordered:
            if len(group) <= room:
                room -= len(group)
                continue
            for i in group:
                if current is None or current[1] == 0:
                    new_id = next((c for c in range(start + 1, start + 10) if c not in taken), None)
                    if new_id is None:
                        return  # the area is full: gaps in 01..99 are used, then number_for refuses
                    taken.add(new_id)
                    new_cat = JdCategory(id=new_id, name=f"{cat.name} - {word}")
                    state.extra[new_id] = (area, new_cat)
                    current = (new_cat, MAX_ID)
                root, choice, display, fs = items[i]
                items[i] = (root, (area, current[0], f"{choice[2]}; split from the full category {cat.id:02d}",
                                   choice[3], choice[4]), display, fs)
                current = (current[0], current[1] - 1)

    @staticmethod
    def _in_place(match: re.Match[str]) -> bool:
        start, end, category, item_cat = (int(match.group(i)) for i in (1, 2, 3, 4))
        return end == start + 9 and start <= category <= end and item_cat == category

    def plan(self, facts: FileFacts, options: Any, state: Any = None) -> Placement:
        if not isinstance(state, JdState):
            state = JdState()
        match = _IN_FORM.match(facts.rel)
        if match and self._in_place(match):
            return Placement(facts.rel, f"already filed as {match.group(4)}.{match.group(5)}", 1.0)
        found = state.assigned.get(facts.rel)
        if found is None:  # a single file outside a prepared plan (suggestions)
            self._number([facts], options, state)
            found = state.assigned.pop(facts.rel)
        return Placement(*found)

    @staticmethod
    def _category_for(verdict: Judgement, stem: str, facts: FileFacts | None,
                      options: Any) -> tuple[JdArea, JdCategory, str, float, str]:
        """(area, category, reason, confidence, deciding word): configured keywords in the name first,
        then the judged subject, then the kind, then the fallback category."""
        found = words(stem) | (words(" ".join(facts.parent_parts)) if facts is not None else set())
        fallback = None
        for area in options.areas:
            for cat in area.categories:
                hits = sorted(found.intersection(cat.keywords))
                if hits:
                    return area, cat, f"keyword {hits[0]!r} -> {cat.id:02d} {cat.name}", 0.85, hits[0]
        word = _decisive_word(verdict)
        if verdict.subject is not None:
            for area in options.areas:
                for cat in area.categories:
                    if verdict.subject in cat.subjects:
                        return area, cat, f"{verdict.reason} -> {cat.id:02d} {cat.name}", verdict.confidence, word
        kind = facts.kind if facts is not None else ""
        for area in options.areas:
            for cat in area.categories:
                if kind and kind in cat.kinds:
                    return area, cat, f"kind {kind} -> {cat.id:02d} {cat.name}", 0.6, kind.lower()
                if cat.id == options.fallback:
                    fallback = (area, cat)
        assert fallback is not None  # JdOptions guarantees the fallback exists
        area, cat = fallback
        return area, cat, f"{verdict.reason} -> {cat.id:02d} {cat.name}", min(verdict.confidence, 0.3), "other"


#: Screenshot names of the common systems and languages (accents folded): macOS, Windows, GNOME, Android.
_SCREENSHOT = re.compile(r"^(?:screen ?shot|screenshot|captura de (?:ecra|pantalla|tela)|bildschirmfoto|"
                         r"capture d.?ecran|schermafbeelding|schermata|zrzut ekranu)(?![a-z])", re.IGNORECASE)


#: A loose file whose name says nothing goes to the category its text's subject words name only when they are
#: this sure (about three distinctive words, no rival subject); under it the text names the right category about
#: half the time (the bucket of PARA, coarser, about 70%): the file is left where it is.
TEXT_CATEGORY_SURE = 0.85


def _kept(choice: tuple[JdArea, JdCategory, str, float, str], options: Any,
          reason: str) -> tuple[JdArea, JdCategory, str, float, str]:
    """``choice`` with a confidence under ``min_confidence`` and ``reason``: the planner leaves it in place."""
    confidence = round(max(0.0, min(choice[3], options.min_confidence - 0.05)), 3)
    return choice[0], choice[1], reason, confidence, choice[4]


#: A screenshot nothing else places: what it shows says what it is about (a booking, a bank page), which cannot
#: be read here, and Johnny Decimal files by subject (PARA still files it with the pictures: its buckets are
#: not subjects).
_SCREENSHOT_REASON = ("a screenshot: what it shows says what it is about, which cannot be read here, so it stays "
                      "where it is")


#: A loose paper joins the category of the person's folders whose words it shares when it shares at least
#: this many (``Judge.kin``'s clear-winner rule, counted per category: the folders of one category speak together).
KIN_CATEGORY_HITS = 3


def _kin_category(scored: Sequence[tuple[float, int, list[str], frozenset[str]]],
                  category_of: Callable[[int], int]) -> tuple[int, list[str]] | None:
    """(the unit, the words shared) of the category whose folders a loose paper's text speaks of, when one
    clearly wins: ``Judge.kin_scores`` summed per category (``category_of``: a unit's category), at least
    ``KIN_CATEGORY_HITS`` words, a score of 1.5 and 1 ahead of the next category. The unit is the category's
    best-scoring folder. None otherwise."""
    by_category: dict[int, tuple[float, set[str], int]] = {}
    for score, at, hits, _name in scored:
        category = category_of(at)
        total, words_, best = by_category.get(category, (0.0, set(), at))
        by_category[category] = (total + score, words_ | set(hits), best)
    if not by_category:
        return None
    ranked = sorted(by_category.values(), key=lambda x: -x[0])
    total, words_, best = ranked[0]
    runner = ranked[1][0] if len(ranked) > 1 else 0.0
    if len(words_) < KIN_CATEGORY_HITS or total < 1.5 or total - runner < 1.0:
        return None
    first = next(hits for _s, at, hits, _n in scored if at == best)
    return best, first + sorted(words_.difference(first))


def _mixed_container(unit: Unit, verdict: Judgement) -> bool:
    """A year folder or a backup (``2021``, ``from old laptop``, ``old stuff``) whose files agree on no
    subject (the best one has under half of their votes): Johnny Decimal files by subject and a folder the
    person made is never divided, so it stays where it is."""
    if unit.kind == "year" or is_device_copy(unit.name):
        # a folder of a time or the copy of an old computer, not of a subject: whole only when nearly all of
        # it agrees
        return verdict.share < 0.75
    if verdict.share >= 0.5:
        return False
    return bool(words(unit.name) & ARCHIVE_WORDS) or is_generic_folder(unit.name)


def _kept_as_it_is(unit: Unit, choice: tuple[JdArea, JdCategory, str, float, str],
                   options: Any) -> tuple[JdArea, JdCategory, str, float, str]:
    """A mixed year folder or backup (``_mixed_container``) left in place, with the reason a person reads."""
    kind = "year folder" if unit.kind == "year" else "copy of an old computer" if is_device_copy(unit.name) \
        else "folder"
    return _kept(choice, options, f"the {kind} {unit.name!r} holds papers of several subjects and its name names "
                 "none: kept as it is (Johnny Decimal files by subject; a folder you made is not divided)")


def _decisive_word(verdict: Judgement) -> str:
    match = re.search(r"'([^']+)'", verdict.reason)
    return match.group(1) if match else str(verdict.year)


def _category_folder(folder: str) -> str | None:
    """``10-19 Life admin/11 Finance`` for a folder inside a category (None for any other folder)."""
    match = _CATEGORY_FOLDER.match(folder)
    if match is None or match.group(1) != match.group(2) or match.group(4)[0] != match.group(1):
        return None
    return match.group(0)


def _cached(verdict: list[Any], by_id: dict[int, tuple[JdArea, JdCategory]]) -> tuple[JdArea, JdCategory, str, float,
                                                                                       str] | None:
    """A stored ``[category id, reason, confidence, word]`` as a category choice (None when unusable)."""
    try:
        area, cat = by_id[verdict[0]]
        return area, cat, str(verdict[1]), float(verdict[2]), str(verdict[3])
    except (KeyError, IndexError, TypeError, ValueError):
        return None


def _learnt_choice(learnt: dict[Any, Any], facts: FileFacts, choice: tuple[JdArea, JdCategory, str, float, str],
                   by_id: dict[int, tuple[JdArea, JdCategory]]) -> tuple[JdArea, JdCategory, str, float, str]:
    """``choice``, or the category where the person filed files like this one (the journal: a distinctive
    word of the name and the kind; ``history.learnt_place``)."""
    hit = learnt_place(learnt, facts.name)
    if hit is None:
        return choice
    place, n, word = hit
    match = _CATEGORY_FOLDER.match(place)
    assert match is not None  # ``_category_folder`` made the places
    found = by_id.get(int(match.group(4)))
    if found is None:  # a category the person made: taken as it is named on disk
        try:
            start = int(match.group(1)) * 10
            found = (JdArea(range=f"{start}-{start + 9}", name=match.group(3)),
                     JdCategory(id=int(match.group(4)), name=match.group(5)))
        except ValueError:
            return choice
    area, cat = found
    if cat.id == choice[1].id:
        return choice
    shown = place.rpartition("/")[2]
    return (area, cat, f"you filed {n} file(s) with {word!r} in the name in {shown!r} before -> {cat.id:02d} "
            f"{cat.name}", learnt_confidence(n), word)
