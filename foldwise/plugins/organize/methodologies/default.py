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

    def plan(self, facts: FileFacts, options: Any, state: Any = None) -> Placement:
        kind = facts.kind
        if options.kinds:
            kind = clean_segment(options.kinds.get(facts.ext, kind), "Other")
        name = clean_name(facts.name) if options.clean_names else facts.name
        ext = f".{facts.ext}" if facts.ext else "no extension"
        if options.by_year:
            year = year_of(facts.mtime_ns)
            return Placement(f"{kind}/{year}/{name}", f"{kind} by extension {ext}; {year} from modification time")
        return Placement(f"{kind}/{name}", f"{kind} by extension {ext}")


@hookimpl
def addhooks(pm: Any) -> None:
    addhooks_impl(pm)


@hookimpl
def register_methodologies() -> list[Methodology]:
    return [DefaultMethodology()]

