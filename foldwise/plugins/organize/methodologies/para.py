"""The ``para`` methodology: Projects, Areas, Resources, Archive (Tiago Forte's PARA).

Placement comes from the ``Judge`` (see ``organize/judge.py`` and docs/organize.md "How placement
decides"): a file's subject (name words, kind, text words), dates and archive words; folders that
hold related work (a project, an album, a year folder) move whole. Ongoing responsibilities
(finance, health, home, legal, career) go to ``Areas/<Subject>``, reference material to
``Resources/<Subject>``, work with an end to ``Projects/<name>``, and what is finished or stale
to ``Archive``. Files already under a PARA folder stay (stale projects move to Archive).
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Sequence

from pydantic import Field

from foldwise.plugins.organize.facts import FileFacts
from foldwise.plugins.organize.judge import DAY_NS, Judge, Judgement
from foldwise.plugins.organize.methodology import Methodology, MethodologyOptions, Placement
from foldwise.plugins.organize.methodologies.common import words
from foldwise.plugins.organize.naming import clean_name, clean_segment
from foldwise.plugins.organize.signals import SignalCache

__all__ = ["ParaMethodology", "ParaOptions", "BUCKETS", "signal_cache_path"]

BUCKETS = ("Projects", "Areas", "Resources", "Archive")
_BUCKET_KEYS = {b.lower(): b for b in BUCKETS} | {"archives": "Archive", "project": "Projects",
                                                  "area": "Areas", "resource": "Resources"}
TOPS = tuple(_BUCKET_KEYS)


def signal_cache_path(kernel: Any) -> str | None:
    """Where the content-signal cache of ``kernel`` lives (None without a data home)."""
    home = getattr(getattr(kernel, "settings", None), "home", None)
    return os.path.join(str(home), "cache", "organize-signals.json") if home else None


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


class ParaMethodology(Methodology):
    """Projects / Areas / Resources / Archive by subject, dates and the folders files sit in."""

    name = "para"
    aliases = ("PARA",)
    label = "PARA"
    description = "Projects, Areas, Resources and Archive with subject subfolders, from names, text, kind and " \
                  "dates; existing project folders, albums and year folders move whole; stale work is archived."
    Options = ParaOptions

    async def load_state(self, kernel: Any, options: Any) -> _Run:
        run = self.start(options)
        import asyncio

        run.cache = await asyncio.to_thread(SignalCache.load, signal_cache_path(kernel))
        return run

    async def save_state(self, kernel: Any, state: Any) -> None:
        if isinstance(state, _Run):
            import asyncio

            await asyncio.to_thread(state.cache.save)

    def start(self, options: Any) -> _Run:
        """The run state for ``options`` (used directly when planning without a kernel)."""
        if options.reference_time is not None:
            return _Run(int(options.reference_time.timestamp() * 1_000_000_000))
        return _Run(time.time_ns())

    def prepare(self, files: Sequence[FileFacts], options: Any, state: Any) -> None:
        if isinstance(state, _Run):
            state.judge = Judge(files, now_ns=state.now_ns, stale_days=options.stale_days,
                                read_content=options.read_text, cache=state.cache, skip_tops=TOPS)

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
            unit, verdict = judge.units[at], judge.unit(at)
            root = self._unit_root(unit.name, verdict)
            inner = facts.rel[len(unit.root) + 1:]
            return Placement(f"{root}/{inner}", f"{root}: {verdict.reason}", verdict.confidence)
        verdict = judge.file(facts)
        extra = self._extra_area(facts, options)
        if extra is not None:
            verdict = extra
        folder = self._loose_folder(verdict)
        name = clean_name(facts.name, facts.ext)
        return Placement(f"{folder}/{name}", f"{folder}: {verdict.reason}", verdict.confidence)

    @staticmethod
    def _extra_area(facts: FileFacts, options: Any) -> Judgement | None:
        if not options.areas:
            return None
        found = words(facts.stem)
        for area in sorted(options.areas):
            hits = sorted(found.intersection(k.lower() for k in options.areas[area]))
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
        if v.role == "area":
            return f"Areas/{v.subject}/{name}"
        if v.role == "reference":
            if v.subject == "Education" and v.stale:
                return f"Archive/{name}"
            return f"Resources/{v.subject}/{name}"
        return f"Archive/{name}" if v.stale else f"Projects/{name}"
