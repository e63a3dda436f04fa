"""``[media]`` in ``foldwise.toml``."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["MediaSettings", "media_settings"]


class MediaSettings(BaseModel):
    """Transcription and video analysis options."""

    model_config = ConfigDict(extra="forbid")

    sync_limit_seconds: float = Field(120.0, ge=0, description="media longer than this runs as a job "
                                      "(202) unless the request sets 'background'")
    threads: int = Field(2, ge=1, le=64, description="CPU threads for one transcription")
    beam_size: int = Field(1, ge=1, le=10, description="whisper beam size (1 = greedy, fastest)")
    scene_threshold: float = Field(27.0, gt=0, le=255, description="default content-detector threshold")
    max_keyframe_width: int = Field(640, ge=16, le=4096, description="keyframes wider than this are scaled down")


def media_settings(kernel: Any) -> MediaSettings:
    """The validated ``[media]`` section (defaults when the kernel has none)."""
    try:
        value = kernel.settings.section("media")
    except AttributeError:
        return MediaSettings()
    return value if isinstance(value, MediaSettings) else MediaSettings.model_validate(value or {})
