"""Options of the ``default`` methodology (``DefaultMethodology.Options``), in their own module: planning with
options validated before needs no pydantic model (``foldwise.plugins.organize.preview``)."""

from __future__ import annotations

from pydantic import Field

from foldwise.plugins.organize.options_base import MethodologyOptions

__all__ = ["DefaultOptions"]


class DefaultOptions(MethodologyOptions):
    """Options of ``default``."""

    by_year: bool = Field(True, description="add a year folder: a year in the file's name or folders "
                          "(taxes_2019, 2019/), else the modification time (UTC)")
    clean_names: bool = Field(True, description="trim and collapse whitespace, lower-case extension")
    kinds: dict[str, str] = Field(default_factory=dict,
                                  description="extension -> kind folder overrides, e.g. {'log': 'Other'}")
