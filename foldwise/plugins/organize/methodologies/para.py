"""The ``para`` methodology: Projects, Areas, Resources, Archive (Tiago Forte's PARA).

Signals, each adding to a bucket's score: a PARA folder the file already sits in,
keywords in folder names, in the file name and (for small text files) in the text,
the file's kind, and how recently it changed. Material not modified for more than
``stale_days`` goes to Archive. ``confidence`` is the winner's share of the evidence;
``reason`` names the signals that decided.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from pydantic import Field

from foldwise.plugins.organize.facts import FileFacts
from foldwise.plugins.organize.methodology import Methodology, MethodologyOptions, Placement
from foldwise.plugins.organize.methodologies.common import words, year_of
from foldwise.plugins.organize.naming import clean_name, clean_segment

__all__ = ["ParaMethodology", "ParaOptions", "BUCKETS"]

BUCKETS = ("Projects", "Areas", "Resources", "Archive")
_BUCKET_KEYS = {b.lower(): b for b in BUCKETS} | {"archives": "Archive", "project": "Projects",
                                                  "area": "Areas", "resource": "Resources"}
TEXT_EXTS = frozenset({"txt", "md", "markdown", "rst", "org", "csv", "tsv", "log", "tex", "html", "htm"})
DAY_NS = 86_400 * 1_000_000_000

# Signal weights (kept here so the reasons and the tests agree on them).
W_FOLDER_BUCKET, W_FOLDER_KEYWORD, W_NAME_KEYWORD, W_TEXT_KEYWORD = 3.0, 1.5, 1.2, 0.6
W_KIND, W_RECENT = 0.6, 0.5


class ParaOptions(MethodologyOptions):
    """Options of ``para``."""

    stale_days: int = Field(180, ge=1, description="not modified for longer -> Archive")
    active_days: int = Field(30, ge=0, description="modified this recently counts as a Projects signal")
    read_text: bool = Field(True, description="look for keywords in the text of small text files")
    text_max_bytes: int = Field(64 * 1024, ge=0, le=1024 * 1024)
    reference_time: datetime | None = Field(None, description="'now' for recency (default: planning time)")
    projects: list[str] = Field(default_factory=lambda: [
        "project", "proposal", "draft", "roadmap", "sprint", "milestone", "deadline", "todo", "wip",
        "launch", "release", "pitch", "deliverable", "brief", "mockup", "prototype"])
    areas: dict[str, list[str]] = Field(default_factory=lambda: {
        "Finance": ["finance", "tax", "taxes", "invoice", "receipt", "bank", "budget", "salary", "payroll",
                    "statement", "expense", "bill"],
        "Health": ["health", "medical", "doctor", "prescription", "fitness", "insurance"],
        "Home": ["home", "house", "rent", "lease", "mortgage", "utility", "car"],
        "Legal": ["legal", "contract", "agreement", "license", "passport", "visa"],
        "Career": ["resume", "cv", "career", "interview", "job", "review"],
    }, description="area name -> keywords")
    resources: list[str] = Field(default_factory=lambda: [
        "reference", "manual", "guide", "tutorial", "notes", "research", "article", "paper", "ebook", "book",
        "template", "cheatsheet", "howto", "course", "lecture", "recipe", "documentation", "docs", "wiki"])
    archive: list[str] = Field(default_factory=lambda: [
        "archive", "archived", "old", "backup", "bak", "final", "done", "completed", "deprecated", "legacy"])


@dataclass
class _Run:
    """Per-run state: 'now' fixed once so a whole plan uses one reference time."""

    now_ns: int


class ParaMethodology(Methodology):
    """Projects / Areas / Resources / Archive from folder, name, text, kind and recency signals."""

    name = "para"
    aliases = ("PARA",)
    label = "PARA"
    description = "Projects, Areas, Resources and Archive with subfolders, from folder names, keywords in " \
                  "names and text, file kind and recency; stale material goes to Archive."
    Options = ParaOptions

    async def load_state(self, kernel: Any, options: Any) -> _Run:
        return self.start(options)

    def start(self, options: Any) -> _Run:
        """The run state for ``options`` (used directly when planning without a kernel)."""
        if options.reference_time is not None:
            return _Run(int(options.reference_time.timestamp() * 1_000_000_000))
        return _Run(time.time_ns())

    def plan(self, facts: FileFacts, options: Any, state: Any = None) -> Placement:
        run = state if isinstance(state, _Run) else self.start(options)
        name = clean_name(facts.name)
        parents = facts.parent_parts
        age_days = max(0, (run.now_ns - facts.mtime_ns) // DAY_NS)
        stale = age_days > options.stale_days

        # 1. Already filed under a PARA folder at the top of the organized folder.
        filed = _BUCKET_KEYS.get(parents[0].lower()) if parents else None
        if filed is not None:
            rest = "/".join(clean_segment(p) for p in parents[1:])
            inner = f"{rest}/{name}" if rest else name
            if filed == "Projects" and stale:
                return Placement(f"Archive/{inner}", f"in Projects but not modified for {age_days} days "
                                 f"(> {options.stale_days}): stale project material goes to Archive", 0.85)
            return Placement(f"{filed}/{inner}", f"already filed under {filed}", 1.0)

        scores = dict.fromkeys(BUCKETS, 0.0)
        why: dict[str, list[str]] = {b: [] for b in BUCKETS}
        area_hit: str | None = None
        folder_words = words(" ".join(parents))
        name_words = words(facts.stem)
        for source, found, weight in (("folder name", folder_words, W_FOLDER_KEYWORD),
                                      ("file name", name_words, W_NAME_KEYWORD)):
            area_hit = self._score(options, found, weight, source, scores, why) or area_hit
        if (options.read_text and facts.ext in TEXT_EXTS and facts.size <= options.text_max_bytes
                and not any(scores.values())):
            text_words = _text_words(facts.path, options.text_max_bytes)
            if text_words:
                area_hit = self._score(options, text_words, W_TEXT_KEYWORD, "text", scores, why) or area_hit
        _kind_signal(facts.kind, scores, why)
        if age_days <= options.active_days:
            scores["Projects"] += W_RECENT
            why["Projects"].append(f"modified {age_days} days ago")

        if stale:
            bucket = "Archive"
            evidence = sum(scores.values())
            confidence = 0.6 + 0.3 * min(1.0, age_days / (options.stale_days * 4))
            if evidence and scores["Archive"] < max(scores.values()):
                confidence -= 0.2 * (max(scores.values()) - scores["Archive"]) / evidence
            reason = f"not modified for {age_days} days (> {options.stale_days}): stale material goes to Archive"
        else:
            bucket = max(BUCKETS, key=lambda b: (scores[b], -BUCKETS.index(b)))
            total = sum(scores.values())
            if scores[bucket] == 0:
                bucket, confidence = "Resources", 0.3
                reason = "no project, area or archive signal: kept as reference material"
            else:
                # Share of the evidence, damped when the evidence itself is thin.
                confidence = scores[bucket] / total * min(1.0, 0.4 + scores[bucket] / 4)
                reason = "; ".join(why[bucket])
        sub = self._subfolder(bucket, facts, area_hit)
        return Placement(f"{bucket}/{sub}/{name}", f"{bucket}/{sub}: {reason}", round(min(max(confidence, 0.05), 0.99), 3))

    def _score(self, options: Any, found: set[str], weight: float, source: str,
               scores: dict[str, float], why: dict[str, list[str]]) -> str | None:
        """Add keyword hits from one source; return the area hit, if any."""
        area_hit = None
        for bucket, keywords in (("Projects", options.projects), ("Resources", options.resources),
                                 ("Archive", options.archive)):
            hits = sorted(found.intersection(keywords))
            if hits:
                scores[bucket] += weight
                why[bucket].append(f"keyword {hits[0]!r} in {source}")
        for area in sorted(options.areas):
            hits = sorted(found.intersection(options.areas[area]))
            if hits:
                scores["Areas"] += weight
                why["Areas"].append(f"keyword {hits[0]!r} in {source} (area {area})")
                area_hit = area_hit or area
        if source == "folder name" and found.intersection(_BUCKET_KEYS):
            for word in sorted(found.intersection(_BUCKET_KEYS)):
                bucket = _BUCKET_KEYS[word]
                scores[bucket] += W_FOLDER_BUCKET
                why[bucket].append(f"inside a folder named like {bucket}")
        return area_hit

    @staticmethod
    def _subfolder(bucket: str, facts: FileFacts, area_hit: str | None) -> str:
        parents = facts.parent_parts
        if bucket == "Archive":
            return str(year_of(facts.mtime_ns))
        if bucket == "Areas":
            return clean_segment(area_hit or (parents[0] if parents else "General"))
        if bucket == "Projects":
            return clean_segment(parents[0]) if parents else "General"
        return facts.kind


def _kind_signal(kind: str, scores: dict[str, float], why: dict[str, list[str]]) -> None:
    if kind == "Code":
        scores["Projects"] += W_KIND
        why["Projects"].append("code is project work")
    elif kind in ("Images", "Audio", "Video"):
        scores["Resources"] += W_KIND
        why["Resources"].append(f"{kind.lower()} are reference media")


def _text_words(path: str, max_bytes: int) -> set[str]:
    """Words of the first few KB of a small text file (empty when unreadable)."""
    try:
        with open(path, "rb") as fh:
            data = fh.read(min(max_bytes, 8192))
    except OSError:
        return set()
    if b"\x00" in data:
        return set()
    return words(data.decode("utf-8", "ignore"))
