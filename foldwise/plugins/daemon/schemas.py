"""Request and response models of the ``/daemon`` routes."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from foldwise.sdk import ApiErrorBody, RequestModel, ValidationErrorBody

__all__ = ["StartIn", "StatusEnvelope", "StartEnvelope", "StopEnvelope", "ErrorBody", "ValidationBody"]

ErrorBody = ApiErrorBody
ValidationBody = ValidationErrorBody
_STATUS = {"running": True, "wanted": True, "uptime_seconds": 3600.5, "files_processed": 42,
           "watched": [{"path": "/data/Downloads", "mode": "rules", "rule_set": "downloads", "dry_run": False}],
           "last_event_at": "2024-10-02T16:03:10+00:00", "instance": "nas:4242:9f1c2a3b", "watcher": "inotify",
           "watcher_reason": None, "pending": 0}


def _examples(*items: Any) -> ConfigDict:
    return ConfigDict(json_schema_extra={"examples": list(items)})


class StartIn(RequestModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"paths": ["/data/Downloads"], "mode": "rules", "rule_set": "downloads"},
        {"paths": ["/data/Scans"], "mode": "methodology", "methodology": "para", "dry_run": False}]})
    paths: list[str] | None = Field(None, max_length=100, description="folders to watch (default: those watched before)")
    mode: Literal["methodology", "rules"] = "methodology"
    methodology: str | None = Field(None, max_length=50, description="the configured one when omitted")
    rule_set: str | None = Field(None, max_length=64, description="required with mode rules")
    dry_run: bool = Field(False, description="plan and report (events) without changing files")


class StatusEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": _STATUS})
    success: bool = True
    data: dict[str, Any]


class StartEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"started": True}},
                             {"success": True, "data": {"started": True, "already_running": True}})
    success: bool = True
    data: dict[str, Any]


class StopEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"stopped": True}},
                             {"success": True, "data": {"stopped": True, "already_stopped": True}})
    success: bool = True
    data: dict[str, Any]
