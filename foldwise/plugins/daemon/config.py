"""The ``[daemon]`` configuration section."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["DaemonConfig", "daemon_config"]


class DaemonConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    quiet_seconds: float = Field(2.0, ge=0.05, le=3600,
                                 description="a file is acted on only after it has not changed for this long")
    batch_size: int = Field(500, ge=1, le=10_000, description="files per journal transaction at most")
    batch_pause_ms: int = Field(50, ge=0, le=60_000,
                                description="pause between two batches, so a large drop leaves room for requests")
    busy_share: float = Field(0.33, gt=0, le=1,
                              description="while more files wait, the daemon processes at most this share of the "
                                          "time: a batch that took T is followed by a pause of T x (1 - share) / "
                                          "share, so a large drop leaves the API its room (1: only batch_pause_ms)")
    rescan_seconds: float = Field(120, ge=0, le=86_400,
                                  description="list the watched folders again this often, for files whose events "
                                              "were lost (0: never; a scan also runs 1 s after the start)")
    watcher: Literal["auto", "inotify", "polling"] = Field(
        "auto", description="auto: inotify, falling back to polling when the inotify watch limit is reached")
    poll_ms: int = Field(1000, ge=50, le=60_000, description="polling interval of the polling watcher")
    recursive: bool = Field(False, description="also act on files in subfolders of a watched folder")
    lease_seconds: float = Field(15.0, ge=1, le=600,
                                 description="the daemon lease; another instance takes over after it expires")


def daemon_config(kernel: Any) -> DaemonConfig:
    """The validated section, or the defaults."""
    try:
        value = kernel.plugin_settings("daemon")
    except Exception:  # noqa: BLE001 - a kernel without the section
        value = None
    return value if isinstance(value, DaemonConfig) else DaemonConfig.model_validate(value or {})
