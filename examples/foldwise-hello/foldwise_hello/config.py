"""The ``[hello]`` configuration section (validated at start and on every config write)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["HelloConfig"]


class HelloConfig(BaseModel):
    """``[hello]`` in foldwise.toml."""

    model_config = ConfigDict(extra="forbid")

    greeting: str = Field("Hello", min_length=1, max_length=40, description="the word said before the name")
    max_count: int = Field(1000, ge=1, le=1_000_000, description="the highest number hello.count counts to")
