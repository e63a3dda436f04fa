"""The ``[organize]`` configuration section."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from foldwise.plugins.organize.scanner import DEFAULT_EXCLUDES

__all__ = ["OrganizeConfig"]


class OrganizeConfig(BaseModel):
    """Scanning, execution and per-methodology options (``[organize.options.<methodology>]``)."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    include_hidden: bool = Field(False, description="also organize hidden files and folders")
    exclude: list[str] = Field(default_factory=lambda: list(DEFAULT_EXCLUDES),
                               description="folder names never entered")
    max_files: int = Field(1_000_000, ge=1, description="largest folder (in files) one plan may cover")
    batch_size: int = Field(2000, ge=1, le=10_000, description="moves per journal batch (one write-ahead insert each)")
    throttle_ms: int = Field(0, ge=0, le=60_000,
                             description="pause between two batches, to keep disk load low on busy machines")
    preview_page_size: int = Field(500, ge=1, le=5000, description="operations per preview page by default")
    plan_ttl_hours: int = Field(24, ge=1, le=24 * 365,
                                description="a plan not executed within this many hours expires (cancelled)")
    options: dict[str, dict[str, Any]] = Field(default_factory=dict,
                                               description="methodology name -> its options")


def organize_config(settings: Any) -> OrganizeConfig:
    """The validated section, or defaults when the plugin section is absent."""
    extra = getattr(settings, "model_extra", None) or {}
    value = extra.get("organize")
    if isinstance(value, OrganizeConfig):
        return value
    return OrganizeConfig.model_validate(value or {})
