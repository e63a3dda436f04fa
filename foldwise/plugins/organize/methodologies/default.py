"""The ``default`` methodology: ``<Kind>/<year>/<clean name>``."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from foldwise.plugins.organize.facts import FileFacts
from foldwise.plugins.organize.methodology import Methodology, MethodologyOptions, Placement
from foldwise.plugins.organize.methodologies.common import addhooks_impl, hookimpl, year_of
from foldwise.plugins.organize.naming import clean_name, clean_segment

__all__ = ["DefaultMethodology", "DefaultOptions"]


class DefaultOptions(MethodologyOptions):
    """Options of ``default``."""

    by_year: bool = Field(True, description="add a year folder from the modification time (UTC)")
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
        year = year_of(facts.mtime_ns) if options.by_year else 0
        key = (kind, facts.ext, year)
        reason = self._reasons.get(key)
        if reason is None:
            ext = f".{facts.ext}" if facts.ext else "no extension"
            reason = f"{kind} by extension {ext}" + (f"; {year} from modification time" if year else "")
            self._reasons[key] = reason
        if year:
            return Placement(f"{kind}/{year}/{name}", reason)
        return Placement(f"{kind}/{name}", reason)


@hookimpl
def addhooks(pm: Any) -> None:
    addhooks_impl(pm)


@hookimpl
def register_methodologies() -> list[Methodology]:
    return [DefaultMethodology()]

