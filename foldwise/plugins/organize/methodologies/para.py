"""The ``para`` methodology: Projects, Areas, Resources, Archive (Tiago Forte's PARA).

Placement comes from the ``Judge`` (see ``organize/judge.py`` and docs/organize.md "How placement
decides"): a file's subject (name words, kind, text words), dates and archive words; folders that
hold related work (a project, an album, a year folder) move whole. Ongoing responsibilities
(finance, health, home, legal, career) go to ``Areas/<Subject>``, reference material to
``Resources/<Subject>``, work with an end to ``Projects/<name>``, and what is finished or stale
to ``Archive``. Files already under a PARA folder stay (stale projects move to Archive).
"""

from __future__ import annotations

import hashlib
import os
import time
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Iterator, Sequence

from pydantic import Field

from foldwise.plugins.organize.facts import FileFacts
from foldwise.plugins.organize.history import History, apply_history, load_history
from foldwise.plugins.organize.judge import DAY_NS, Judge, Judgement, kin_digest
from foldwise.plugins.organize.memo import plan_key
from foldwise.plugins.organize.methodology import Methodology, MethodologyOptions, Placed, Placement, place_one
from foldwise.plugins.organize.methodologies.common import fold, words
from foldwise.plugins.organize.naming import clean_name, clean_segment
from foldwise.plugins.organize.signals import SignalCache, signal_cache_file

__all__ = ["ParaMethodology", "ParaOptions", "BUCKETS", "signal_cache_path", "signal_cache_file"]

BUCKETS = ("Projects", "Areas", "Resources", "Archive")
_BUCKET_KEYS = {b.lower(): b for b in BUCKETS} | {"archives": "Archive", "project": "Projects",
                                                  "area": "Areas", "resource": "Resources"}
TOPS = tuple(_BUCKET_KEYS)


def signal_cache_path(kernel: Any) -> str | None:
    """Where the content-signal cache of ``kernel`` lives (None without a data home)."""
    return signal_cache_file(getattr(getattr(kernel, "settings", None), "home", None))


class ParaOptions(MethodologyOptions):
    """Options of ``para``."""

    stale_days: int = Field(365, ge=1, description="project material untouched for longer -> Archive")
    read_text: bool = Field(True, description="read the text of files whose name says nothing (cached)")
    reference_time: datetime | None = Field(None, description="'now' for recency (default: planning time)")
    areas: dict[str, list[str]] = Field(default_factory=dict,
                                        description="extra areas: area name -> keywords in file names")
    # Accepted so existing configuration files stay valid; the subject lexicon replaced them.
    active_days: int | None = Field(None, ge=0, description="deprecated, ignored (recency alone is no signal)")
    text_max_bytes: int | None = Field(None, ge=0, description="deprecated, ignored (16 KB of text are read)")
    projects: list[str] | None = Field(None, description="deprecated, ignored")
    resources: list[str] | None = Field(None, description="deprecated, ignored")
    archive: list[str] | None = Field(None, description="deprecated, ignored")


@dataclass
class _Run:
    """Per-run state: 'now' fixed once, the content-signal cache and the plan's judge."""

    now_ns: int
    cache: SignalCache = field(default_factory=SignalCache)
    judge: Judge | None = None
    #: what the person did before (the journal), applied after the judge
    history: History | None = None
    #: the memo key of this plan's tree and the memoised placements when the tree is unchanged
    memo_key: str | None = None
    memo: list[Any] | None = None
    #: the key of the memoised placements when they are a hit (the planner's own memo sits beside them)
    memo_hit: str | None = None
    #: the key of this plan's per-file verdicts (code, options, "now", folder) and how many were reused
    verdict_key: str | None = None
    verdict_hits: int = 0
    #: unit index -> (destination root, reason, confidence), once per unit
    unit_roots: dict[int, tuple[str, str, float]] = field(default_factory=dict)


_CODE_STAMP: str | None = None


def _code_stamp() -> str:
    """Size and mtime of the modules placement depends on: a memoised plan made by other code is never
    reused (an upgrade, an edited lexicon)."""
    global _CODE_STAMP
    if _CODE_STAMP is None:
        from foldwise.plugins.organize import common_words, history, judge, naming, signals, subjects, units
        from foldwise.plugins.organize.methodologies import common

        parts = []
        for source in (*(m.__file__ for m in (judge, subjects, units, history, signals, naming, common,
                                              common_words)), __file__):
            try:
                st = os.stat(source or "")
                parts.append(f"{st.st_size}:{st.st_mtime_ns}")
            except OSError:  # no source file (a frozen build): a stamp that never matches a stored one
                parts.append(f"{time.time_ns()}:{os.getpid()}")
        _CODE_STAMP = ",".join(parts)
    return _CODE_STAMP


def verdict_key(files: Sequence[FileFacts], options: Any, run: _Run) -> str:
    """Digest of what a loose file's placement depends on besides the file itself: the placement code,
    the options, "now" and the organized folder."""
    h = hashlib.blake2b(digest_size=16)
    base = files[0].path[:len(files[0].path) - len(files[0].rel)] if files else ""
    h.update("\0".join((_code_stamp(), options.model_dump_json(), str(run.now_ns), base)).encode(
        "utf-8", "surrogateescape"))
    return h.hexdigest()


def memo_key(files: Sequence[FileFacts], options: Any, run: _Run) -> str:
    """Digest of everything a PARA plan depends on: the files' paths, sizes and modification times,
    the options, "now", the folder, the journal evidence and the placement code."""
    return plan_key(files, verdict_key(files, options, run), run.history.digest() if run.history else "")


class ParaMethodology(Methodology):
    """Projects / Areas / Resources / Archive by subject, dates and the folders files sit in."""

    name = "para"
    aliases = ("PARA",)
    label = "PARA"
    description = "Projects, Areas, Resources and Archive with subject subfolders, from names, text, kind and " \
                  "dates; existing project folders, albums and year folders move whole; stale work is archived."
    Options = ParaOptions

    lean_preview = True

    async def load_state(self, kernel: Any, options: Any) -> _Run:
        import asyncio

        history = await load_history(kernel)
        home = getattr(getattr(kernel, "settings", None), "home", None)
        return await asyncio.to_thread(self.preview_state, home, history, options)

    def preview_state(self, home: Any, history: Any, options: Any) -> _Run:
        run = self.start(options)
        run.cache = SignalCache.load(signal_cache_file(home))
        run.history = history
        return run

    async def save_state(self, kernel: Any, state: Any) -> None:
        import asyncio

        await asyncio.to_thread(self.preview_save, state)

    def preview_save(self, state: Any) -> None:
        if isinstance(state, _Run):
            state.cache.save()

    def start(self, options: Any) -> _Run:
        """The run state for ``options`` (used directly when planning without a kernel). Without a
        ``reference_time``, "now" is the start of the current UTC day: plans made the same day agree."""
        if options.reference_time is not None:
            return _Run(int(options.reference_time.timestamp() * 1_000_000_000))
        now = time.time_ns()
        return _Run(now - now % DAY_NS)

    def prepare(self, files: Sequence[FileFacts], options: Any, state: Any) -> None:
        if isinstance(state, _Run):
            state.verdict_key = verdict_key(files, options, state)
            state.memo_key = memo_key(files, options, state)
            state.memo = state.cache.plan(state.memo_key, len(files))
            if state.memo is not None:
                state.memo_hit = state.memo_key
                return  # an unchanged tree: the memoised placements, no judging
            state.judge = Judge(files, now_ns=state.now_ns, stale_days=options.stale_days,
                                read_content=options.read_text, cache=state.cache, skip_tops=TOPS)

    def placements(self, files: Sequence[FileFacts], options: Any, state: Any = None) -> Iterator[Placed]:
        """The judge's placements, then the journal's evidence (``history.py``): files the person put
        somewhere stay, undone destinations are not proposed again, loose files follow what they filed."""
        if isinstance(state, _Run) and state.memo is not None and state.memo_key is not None:
            return iter(state.memo)  # ``prepare`` found this tree unchanged
        if not isinstance(state, _Run):
            return super().placements(files, options, state)
        placed = self._judged(files, options, state)
        if state.history:
            unit_of = state.judge.unit_of if state.judge is not None and state.judge.files is files else None
            placed = apply_history(files, placed, state.history, loose=(lambda i: unit_of[i] is None)
                                   if unit_of is not None else (lambda i: True))
        return self._memoised(placed, state, len(files)) if state.memo_key is not None else placed

    def _judged(self, files: Sequence[FileFacts], options: Any, run: _Run) -> Iterator[Placed]:
        """Place every file; a loose file (not in a folder of related work) whose size and modification
        time are those of the last plan of this folder keeps that plan's verdict without being judged
        (per-file verdicts in the signal cache), so one new download does not make every file judged."""
        judge = run.judge
        if judge is None or judge.files is not files or run.verdict_key is None:
            yield from super().placements(files, options, run)
            return
        unit_of, total = judge.unit_of, len(files)
        old = run.cache.verdicts.get(run.verdict_key) or {}
        new: dict[str, list[Any]] = {}
        # a folder of related work whose files are all unchanged keeps its verdict too (key: NUL + root)
        signatures = []
        for at, unit in enumerate(judge.units):
            sig = hashlib.blake2b("\n".join(f"{files[i].rel}\0{files[i].size}\0{files[i].mtime_ns}"
                                            for i in unit.members).encode("utf-8", "surrogateescape"),
                                  digest_size=12).hexdigest()
            signatures.append(sig)
            v = old.get("\0" + unit.root)
            if v is not None and v[0] == sig:
                run.unit_roots[at] = (v[1], v[2], v[3])
                run.verdict_hits += len(unit.members)
        # a loose file whose verdict asked the person's own folders depends on them all (``Judge.kin``)
        units_digest = kin_digest(judge.units, signatures)
        for i, facts in enumerate(files):
            if unit_of[i] is None:
                rel = facts.rel
                v = old.get(rel)
                if v is not None and v[0] == facts.size and v[1] == facts.mtime_ns and (
                        len(v) < 7 or v[6] == units_digest):
                    placed: Placed = (v[2], v[3], v[4], v[5])
                    run.verdict_hits += 1
                    asked = len(v) >= 7
                else:
                    placed = place_one(self, facts, options, run)
                    asked = rel in judge.asked
                new[rel] = [facts.size, facts.mtime_ns, *placed, *((units_digest,) if asked else ())]
            else:
                placed = place_one(self, facts, options, run)
            if i == total - 1:
                for at, (root, reason, confidence) in sorted(run.unit_roots.items()):
                    new["\0" + judge.units[at].root] = [signatures[at], root, reason, confidence]
                run.cache.remember_verdicts(run.verdict_key, new)
            yield placed

    @staticmethod
    def _memoised(placed: Iterator[Placed], run: _Run, total: int) -> Iterator[Placed]:
        """Yield ``placed`` and memoise the whole list in the signal cache with its last item (the
        planner stops drawing after the last file, so the generator never runs to its end)."""
        out: list[Placed] = []
        for item in placed:
            out.append(item)
            if len(out) == total and run.memo_key is not None:
                run.cache.remember_plan(run.memo_key, out)
            yield item

    def plan(self, facts: FileFacts, options: Any, state: Any = None) -> Placement:
        run = state if isinstance(state, _Run) else self.start(options)
        judge = run.judge
        if judge is None or not judge.knows(facts):
            judge = Judge([facts], now_ns=run.now_ns, stale_days=options.stale_days,
                          read_content=options.read_text, cache=run.cache, skip_tops=TOPS)
        parents = facts.parent_parts
        # 1. Already filed under a PARA folder at the top of the organized folder.
        filed = _BUCKET_KEYS.get(parents[0].lower()) if parents else None
        if filed is not None:
            age_days = max(0, (run.now_ns - facts.mtime_ns) // DAY_NS)
            inner = "/".join(clean_segment(p) for p in (*parents[1:], facts.name))
            if filed == "Projects" and age_days > options.stale_days:
                return Placement(f"Archive/{inner}", f"in Projects but untouched for {age_days} days "
                                 f"(> {options.stale_days}): finished project material goes to Archive", 0.85)
            return Placement(f"{filed}/{inner}", f"already filed under {filed}", 1.0)
        at = judge.unit_index(facts)
        if at is not None:
            unit = judge.units[at]
            found = run.unit_roots.get(at) if judge is run.judge else None
            if found is None:
                verdict = judge.unit(at)
                root = self._unit_root(unit.name, verdict)
                found = (root, f"{root}: {verdict.reason}", verdict.confidence)
                if judge is run.judge:
                    run.unit_roots[at] = found
            inner = facts.rel[len(unit.root) + 1:]
            return Placement(f"{found[0]}/{inner}", found[1], found[2])
        verdict = judge.file(facts)
        extra = self._extra_area(facts, options)
        if extra is not None:
            verdict = extra
        folder = self._loose_folder(verdict)
        if verdict.unit >= 0 and extra is None:
            # its text speaks of one of the person's own folders: it goes with that folder's files
            folder = self._unit_root(judge.units[verdict.unit].name, judge.unit(verdict.unit))
        name = clean_name(facts.name, facts.ext)
        return Placement(f"{folder}/{name}", f"{folder}: {verdict.reason}", verdict.confidence)

    @staticmethod
    def _extra_area(facts: FileFacts, options: Any) -> Judgement | None:
        if not options.areas:
            return None
        found = words(facts.stem)
        for area in sorted(options.areas):
            hits = sorted(found.intersection(fold(k.lower()) for k in options.areas[area]))
            if hits:
                return Judgement(clean_segment(area), "area", 0.85, f"{hits[0]!r} in the name says {area}",
                                 0, False, False)
        return None

    @staticmethod
    def _loose_folder(v: Judgement) -> str:
        subject = v.subject or "Unsorted"
        if v.role == "area":
            return f"Areas/{subject}"
        if v.role == "project":
            return f"Archive/{v.year}" if (v.stale or v.archive) else f"Projects/{subject}"
        if v.archive and v.role == "reference" and subject not in ("Photos", "Music", "Videos"):
            return f"Archive/{v.year}"
        return f"Resources/{subject}"

    @staticmethod
    def _unit_root(name: str, v: Judgement) -> str:
        name = clean_segment(name)
        if v.role == "archive" or v.archive:
            return f"Archive/{name}"
        if v.role == "area":  # a subject the lexicon cannot name: an area of its own, named for the folder
            return f"Areas/{v.subject}/{name}" if v.subject else f"Areas/{name}"
        if v.role == "reference":
            if v.subject == "Education" and v.stale:
                return f"Archive/{name}"
            # (an interest the lexicon cannot name, ``Board games/``: a shelf of its own, named for the folder)
            return f"Resources/{v.subject}/{name}" if v.subject else f"Resources/{name}"
        return f"Archive/{name}" if v.stale else f"Projects/{name}"
