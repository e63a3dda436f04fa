"""The ``johnny_decimal`` methodology: ``10-19 Area/11 Category/11.01 Name.ext``.

Areas and categories come from the options. Each item (a clean, lower-case file stem
within a category) gets an ID from a persisted index (``JdItem``): re-running never
renumbers, and new IDs continue after the highest one ever given in that category.
Files already in Johnny Decimal form keep their place and their number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Sequence

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from foldwise.plugins.organize.facts import FileFacts, split_ext
from foldwise.plugins.organize.methodology import Methodology, MethodologyOptions, Placement
from foldwise.plugins.organize.methodologies.common import words
from foldwise.plugins.organize.naming import clean_name, clean_segment

__all__ = ["JohnnyDecimalMethodology", "JdOptions", "JdState"]

_IN_FORM = re.compile(r"^(\d\d)-(\d\d) [^/]+/(\d\d) [^/]+/(\d\d)\.(\d{2,}) (.+)$")
_ID_PREFIX = re.compile(r"^\d\d\.\d{2,} ")


class JdCategory(BaseModel):
    """A category: two-digit id inside its area's range, a name, and what it attracts."""

    model_config = ConfigDict(extra="forbid")
    id: int = Field(ge=0, le=99)
    name: str = Field(min_length=1, max_length=100)
    kinds: list[str] = []
    keywords: list[str] = []

    @field_validator("keywords")
    @classmethod
    def _lower(cls, value: list[str]) -> list[str]:
        return [v.strip().lower() for v in value if v.strip()]


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
    def cat(id_: int, name: str, kinds: list[str] = [], keywords: list[str] = []) -> JdCategory:  # noqa: B006
        return JdCategory(id=id_, name=name, kinds=kinds, keywords=keywords)

    return [
        JdArea(range="10-19", name="Documents", categories=[
            cat(11, "Documents", ["Documents"]), cat(12, "Spreadsheets", ["Spreadsheets"]),
            cat(13, "Presentations", ["Presentations"])]),
        JdArea(range="20-29", name="Administration", categories=[
            cat(21, "Finance", keywords=["invoice", "receipt", "tax", "bank", "budget", "statement", "salary",
                                         "payroll", "expense", "bill"]),
            cat(22, "Legal", keywords=["contract", "agreement", "legal", "license", "passport", "visa"]),
            cat(23, "Health", keywords=["health", "medical", "doctor", "prescription", "insurance"])]),
        JdArea(range="30-39", name="Media", categories=[
            cat(31, "Images", ["Images"]), cat(32, "Audio", ["Audio"]), cat(33, "Video", ["Video"])]),
        JdArea(range="40-49", name="Software", categories=[
            cat(41, "Code", ["Code"]), cat(42, "Archives", ["Archives"])]),
        JdArea(range="90-99", name="Other", categories=[cat(91, "Unsorted")]),
    ]


class JdOptions(MethodologyOptions):
    """Options of ``johnny_decimal``."""

    areas: list[JdArea] = Field(default_factory=_default_areas)
    fallback: int = Field(91, ge=0, le=99, description="category for files nothing else claims")

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
    """The index: ``(category, key) -> number``, numbers ever used, and what this run added."""

    index: dict[tuple[int, str], int] = field(default_factory=dict)
    used: dict[int, set[int]] = field(default_factory=dict)
    new: list[tuple[int, str, int]] = field(default_factory=list)

    def register(self, category: int, key: str, number: int, *, persist: bool) -> None:
        self.used.setdefault(category, set()).add(number)
        if (category, key) not in self.index:
            self.index[(category, key)] = number
            if persist:
                self.new.append((category, key, number))

    def number_for(self, category: int, key: str) -> int:
        number = self.index.get((category, key))
        if number is None:
            number = max(self.used.get(category, ()), default=0) + 1
            self.register(category, key, number, persist=True)
        return number


def _item_key(stem: str) -> str:
    return clean_segment(_ID_PREFIX.sub("", stem)).lower()[:255]


class JohnnyDecimalMethodology(Methodology):
    """``AC.ID`` numbering with configurable areas and categories and stable, persisted IDs."""

    name = "johnny_decimal"
    aliases = ("johnny-decimal", "jd", "johnnydecimal")
    label = "Johnny Decimal"
    description = "10-19 Area/11 Category/11.01 Name.ext; areas and categories configurable; IDs are kept " \
                  "in a persisted index so re-running never renumbers."
    Options = JdOptions

    async def load_state(self, kernel: Any, options: Any) -> JdState:
        from foldwise.plugins.organize.models import JdItem

        state = JdState()
        for category, key, number in await JdItem.all().values_list("category", "key", "number"):
            state.register(category, key, number, persist=False)
        return state

    async def save_state(self, kernel: Any, state: Any) -> None:
        from foldwise.plugins.organize.models import JdItem

        if not isinstance(state, JdState) or not state.new:
            return
        items = [JdItem(category=c, key=k, number=n) for c, k, n in state.new]
        for start in range(0, len(items), 500):
            await JdItem.bulk_create(items[start:start + 500], ignore_conflicts=True)
        state.new.clear()

    def prepare(self, files: Sequence[FileFacts], options: Any, state: Any) -> None:
        if not isinstance(state, JdState):
            return
        for facts in files:
            match = _IN_FORM.match(facts.rel)
            if match and self._in_place(match):
                category, number = int(match.group(3)), int(match.group(5))
                state.register(category, _item_key(split_ext(match.group(6))[0]), number, persist=True)

    @staticmethod
    def _in_place(match: re.Match[str]) -> bool:
        start, end, category, item_cat = (int(match.group(i)) for i in (1, 2, 3, 4))
        return end == start + 9 and start <= category <= end and item_cat == category

    def plan(self, facts: FileFacts, options: Any, state: Any = None) -> Placement:
        if state is None:
            state = JdState()
        match = _IN_FORM.match(facts.rel)
        if match and self._in_place(match):
            return Placement(facts.rel, f"already filed as {match.group(4)}.{match.group(5)}", 1.0)
        area, category, reason, confidence = self._category(facts, options)
        name = clean_name(facts.name)
        stem, ext = split_ext(name)
        stem = clean_segment(_ID_PREFIX.sub("", stem))
        number = state.number_for(category.id, _item_key(stem))
        ident = f"{category.id:02d}.{number:02d}"
        area_dir = f"{area.range} {clean_segment(area.name)}"
        cat_dir = f"{category.id:02d} {clean_segment(category.name)}"
        suffix = f".{ext}" if ext else ""
        return Placement(f"{area_dir}/{cat_dir}/{ident} {stem}{suffix}", f"{ident}: {reason}", confidence)

    @staticmethod
    def _category(facts: FileFacts, options: Any) -> tuple[JdArea, JdCategory, str, float]:
        found = words(facts.stem) | words(" ".join(facts.parent_parts))
        fallback = None
        for area in options.areas:
            for cat in area.categories:
                hits = sorted(found.intersection(cat.keywords))
                if hits:
                    return area, cat, f"keyword {hits[0]!r} -> {cat.id:02d} {cat.name}", 0.8
        for area in options.areas:
            for cat in area.categories:
                if facts.kind in cat.kinds:
                    return area, cat, f"kind {facts.kind} -> {cat.id:02d} {cat.name}", 0.6
                if cat.id == options.fallback:
                    fallback = (area, cat)
        assert fallback is not None  # JdOptions guarantees the fallback exists
        area, cat = fallback
        return area, cat, f"no keyword or kind match -> {cat.id:02d} {cat.name}", 0.2
