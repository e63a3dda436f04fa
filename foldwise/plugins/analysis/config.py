"""``[analysis]`` in ``foldwise.toml``: the configuration model alone, so validating the configuration at start-up
does not import the analysis engine and its analyzers (a command that never analyzes a file pays nothing)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["AnalysisSettings", "DEFAULT_MAX_CHARS"]

#: Characters of text read per file unless ``[analysis] max_text_chars`` says otherwise.
DEFAULT_MAX_CHARS = 200_000


class AnalysisSettings(BaseModel):
    """``[analysis]`` in ``foldwise.toml``."""

    model_config = ConfigDict(extra="forbid")

    llm_url: str | None = Field(None, description="OpenAI-compatible base URL (…/v1) or Ollama URL; unset = no refinement")
    llm_model: str = Field("llama3.2", description="model name sent to the backend")
    llm_kind: Literal["openai", "ollama"] = "openai"
    llm_api_key: str | None = Field(None, description="sent as a Bearer token when set")
    llm_timeout: float = Field(30.0, gt=0, le=600)
    max_text_chars: int = Field(DEFAULT_MAX_CHARS, ge=1000, le=10_000_000, description="text read per file")
