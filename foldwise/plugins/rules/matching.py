"""Evaluating conditions on one file, with bounded work: a regular expression gets a time budget
(the ``regex`` library's ``timeout``) and content reads stop at a byte budget.

Runs in a worker thread (it stats and reads files). ``RuleTimeout`` says which rule and file
exceeded the budget; the service turns it into a clear 422 ``rule_timeout``.
"""

from __future__ import annotations

import fnmatch
import mimetypes
import os
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Callable

import regex

from foldwise.plugins.rules.ruleset import Condition, Rule, RuleSet, parse_moment, parse_size

__all__ = ["FileInfo", "Matcher", "RuleTimeout", "category_of", "split_name"]

_CATEGORY_EXTS = {
    "Documents": "pdf doc docx odt rtf txt md markdown rst tex epub pages",
    "Spreadsheets": "xls xlsx xlsm ods csv tsv numbers",
    "Presentations": "ppt pptx odp key",
    "Archives": "zip tar gz tgz bz2 xz zst 7z rar iso dmg deb rpm",
    "Code": "py js ts java c h cpp go rs rb php sh sql html css json yaml yml toml xml ini",
}
_EXT_CATEGORY = {ext: cat for cat, exts in _CATEGORY_EXTS.items() for ext in exts.split()}
_MIME_CATEGORY = {"image": "Images", "audio": "Audio", "video": "Video", "text": "Documents"}


class RuleTimeout(Exception):
    """A regular expression ran past its time budget."""

    def __init__(self, rule: str, name: str, budget_ms: int) -> None:
        super().__init__(f"rule {rule!r}: the regular expression was stopped after {budget_ms} ms on "
                         f"{name!r} (a pattern with nested repetition can take forever; simplify it)")
        self.rule, self.name = rule, name


@dataclass(slots=True)
class FileInfo:
    """One candidate file: absolute path, path relative to the folder processed, its stat."""

    path: str
    rel: str
    size: int
    mtime_ns: int

    @property
    def name(self) -> str:
        return os.path.basename(self.path)


def split_name(name: str) -> tuple[str, str]:
    """``("report", "pdf")`` from ``report.pdf``; the extension lower-case without the dot."""
    stem, dot, ext = name.rpartition(".")
    if not dot or not stem:
        return name, ""
    return stem, ext.lower()


def category_of(name: str) -> str:
    """A broad category from the name: Documents, Images, Audio, Video, Archives, Code, ... Other."""
    ext = split_name(name)[1]
    if ext in _EXT_CATEGORY:
        return _EXT_CATEGORY[ext]
    mime = mimetypes.guess_type(name)[0] or ""
    return _MIME_CATEGORY.get(mime.split("/")[0], "Other")


def _values(value: Any) -> list[str]:
    if isinstance(value, list):
        return [str(v) for v in value]
    return [v.strip() for v in str(value).split(",") if v.strip()]


@dataclass
class Matcher:
    """A rule set compiled for matching. ``tags_of`` answers a file's tags (only when a rule needs
    them), ``duplicates`` is the set of paths with an identical twin among the files processed."""

    rule_set: RuleSet
    regex_budget_ms: int = 100
    content_budget: int = 1 << 20
    tags_of: Callable[[str], list[str]] | None = None
    duplicates: set[str] = field(default_factory=set)
    now: datetime = field(default_factory=lambda: datetime.now(timezone.utc))

    def __post_init__(self) -> None:
        self.rules = self.rule_set.ordered()
        self._patterns: dict[str, Any] = {}

    def needs(self, kind: str) -> bool:
        """True when some enabled rule has a condition of ``kind``."""
        return any(c.type == kind for r in self.rules for c in r.conditions)

    def first_match(self, info: FileInfo) -> Rule | None:
        """The first rule (highest priority first) whose conditions hold for ``info``."""
        for rule in self.rules:
            results = (self.test(rule, c, info) for c in rule.conditions)
            if not rule.conditions or (all(results) if rule.match == "all" else any(results)):
                return rule
        return None

    def test(self, rule: Rule, cond: Condition, info: FileInfo) -> bool:
        """One condition (``negate`` applied)."""
        return self._raw(rule, cond, info) != cond.negate

    def _raw(self, rule: Rule, cond: Condition, info: FileInfo) -> bool:  # noqa: C901 - one branch per type
        kind, value, name = cond.type, cond.value, info.name
        if kind == "extension":
            ext = split_name(name)[1]
            return ext in {v.lower().lstrip(".") for v in _values(value)}
        if kind == "name_pattern":
            return any(fnmatch.fnmatch(name.lower(), v.lower()) for v in _values(value))
        if kind == "name_regex":
            return self._regex(rule, str(value), name)
        if kind == "size_greater":
            return info.size > parse_size(value)
        if kind == "size_less":
            return info.size < parse_size(value)
        if kind in ("modified_before", "modified_after"):
            modified = datetime.fromtimestamp(info.mtime_ns / 1e9, timezone.utc)
            moment = parse_moment(value, self.now)
            return modified < moment if kind == "modified_before" else modified > moment
        if kind == "mime_type":
            mime = mimetypes.guess_type(name)[0] or "application/octet-stream"
            return any(fnmatch.fnmatch(mime, v.lower()) for v in _values(value))
        if kind == "path_matches":
            return any(fnmatch.fnmatch(info.rel, v) for v in _values(value))
        if kind == "content_contains":
            return self._contains(str(value), info.path)
        if kind == "category":
            return category_of(name).lower() in {v.lower() for v in _values(value)}
        if kind == "tag":
            tags = {t.lower() for t in (self.tags_of(info.path) if self.tags_of else [])}
            return bool(tags & {v.lower() for v in _values(value)})
        if kind == "duplicate":
            wanted = value is True or str(value).lower() in ("", "true", "yes")
            return (info.path in self.duplicates) == wanted
        raise ValueError(f"unknown condition type {kind}")  # pragma: no cover - the model forbids it

    def _regex(self, rule: Rule, pattern: str, name: str) -> bool:
        compiled = self._patterns.get(pattern)
        if compiled is None:
            compiled = self._patterns[pattern] = regex.compile(pattern)
        try:
            return compiled.search(name, timeout=self.regex_budget_ms / 1000) is not None
        except TimeoutError:
            raise RuleTimeout(rule.name, name, self.regex_budget_ms) from None

    def _contains(self, needle: str, path: str) -> bool:
        """Case-insensitive search of the first ``content_budget`` bytes (UTF-8, errors ignored)."""
        try:
            with open(path, "rb") as handle:
                data = handle.read(self.content_budget)
        except OSError:
            return False
        return needle.lower() in data.decode("utf-8", "ignore").lower()
