"""The ``[rules]`` configuration section: the budgets that keep a bad rule from hanging the service."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["RulesConfig", "rules_config"]


class RulesConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    regex_timeout_ms: int = Field(100, ge=1, le=10_000, description="time budget of one name_regex test")
    content_max_bytes: int = Field(1 << 20, ge=1024, le=64 << 20,
                                   description="bytes a content_contains test reads from a file")
    max_files: int = Field(200_000, ge=1, description="largest folder (in files) one preview or apply covers")
    max_import_bytes: int = Field(1 << 20, ge=1024, le=16 << 20, description="largest rules file imported")


def rules_config(kernel: Any) -> RulesConfig:
    """The validated section, or the defaults."""
    try:
        value = kernel.plugin_settings("rules")
    except Exception:  # noqa: BLE001 - a kernel without the section
        value = None
    return value if isinstance(value, RulesConfig) else RulesConfig.model_validate(value or {})
