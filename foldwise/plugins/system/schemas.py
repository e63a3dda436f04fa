"""Request and response models of the ``system`` plugin (with examples for ``/openapi.json``)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from foldwise.sdk import ApiErrorBody, RequestModel

__all__ = ["ErrorBody", "Health", "HealthEnvelope", "ConfigDocument", "ConfigPatch", "SetupComplete", "BrowseQuery"]


def _examples(*items: Any) -> ConfigDict:
    return ConfigDict(json_schema_extra={"examples": list(items)})


class ErrorBody(ApiErrorBody):
    """The ApiError shape."""

    model_config = _examples({"error": "forbidden", "message": "you need the 'config.write' permission",
                              "details": None})


class DatabaseHealth(BaseModel):
    status: Literal["ok", "error"]
    dialect: str | None = None


class PluginsHealth(BaseModel):
    loaded: list[str]
    failed: list[str]


class Health(BaseModel):
    status: Literal["ok", "unhealthy"]
    version: str
    database: DatabaseHealth
    plugins: PluginsHealth


class HealthEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {
        "status": "ok", "version": "0.1.0", "database": {"status": "ok", "dialect": "sqlite"},
        "plugins": {"loaded": ["auth", "organize", "system"], "failed": []}}})
    success: bool = True
    data: Health


# ---- status and plugins ------------------------------------------------------


class RootStatus(BaseModel):
    path: str
    exists: bool
    free_bytes: int | None = None
    total_bytes: int | None = None


class SystemStatus(BaseModel):
    version: str
    python: str
    platform: str
    uptime_seconds: float
    database: DatabaseHealth
    roots: list[RootStatus]
    jobs: dict[str, int]
    broker: str
    event_backend: str
    rate_limit_store: str
    setup_completed: bool
    plugins: PluginsHealth


class SystemStatusEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {
        "version": "0.1.0", "python": "3.11.7", "platform": "Linux-6.1", "uptime_seconds": 12.5,
        "database": {"status": "ok", "dialect": "sqlite"},
        "roots": [{"path": "/srv/files", "exists": True, "free_bytes": 52613349376, "total_bytes": 105226698752}],
        "jobs": {"pending": 1, "in_progress": 0, "completed": 4, "partial": 0, "failed": 0, "cancelled": 0,
                 "interrupted": 0, "rolling_back": 0, "rolled_back": 1},
        "broker": "memory", "event_backend": "memory", "rate_limit_store": "memory", "setup_completed": True,
        "plugins": {"loaded": ["auth", "organize", "system"], "failed": []}}})
    success: bool = True
    data: SystemStatus


class PluginRecord(BaseModel):
    name: str
    module: str
    version: str | None = None
    builtin: bool
    status: Literal["loaded", "disabled", "error"]
    error: str | None = None
    hooks: list[str] = []


class PluginList(BaseModel):
    plugins: list[PluginRecord]


class PluginListEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"plugins": [
        {"name": "system", "module": "foldwise.plugins.system", "version": None, "builtin": True,
         "status": "loaded", "error": None, "hooks": ["register_blueprints", "register_permissions"]},
        {"name": "broken", "module": "foldwise_broken", "version": "0.1.0", "builtin": False,
         "status": "error", "error": "RuntimeError: this plugin is broken on purpose", "hooks": []}]}})
    success: bool = True
    data: PluginList


# ---- configuration -----------------------------------------------------------

_CONFIG_EXAMPLE = {
    "roots": ["/srv/files"], "log_level": "INFO", "methodology": "default", "setup_completed": True,
    "server": {"host": "127.0.0.1", "port": 8420}, "database": {"url": "postgres://foldwise:********@db/foldwise"},
    "rate_limits": {"enabled": True, "default": 1000, "files": 100, "organization": 10, "search": 100},
    "plugins": {"disabled": []},
}


class ConfigDocument(BaseModel):
    """A configuration document: the kernel's keys plus one section per plugin (secrets redacted on output)."""

    model_config = ConfigDict(extra="allow", json_schema_extra={"examples": [_CONFIG_EXAMPLE]})


class ConfigPatch(BaseModel):
    """A partial configuration, deep-merged into the current one."""

    model_config = ConfigDict(extra="allow", json_schema_extra={"examples": [
        {"rate_limits": {"default": 500}, "roots": ["/srv/files", "/srv/photos"]}]})


class ConfigEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": _CONFIG_EXAMPLE})
    success: bool = True
    data: ConfigDocument


class SystemConfig(BaseModel):
    config: ConfigDocument
    config_file: str
    env_overrides: list[str]
    restart_keys: list[str]
    sections: list[str]


class SystemConfigEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {
        "config": _CONFIG_EXAMPLE, "config_file": "foldwise.toml", "env_overrides": ["roots"],
        "restart_keys": ["database", "server.host", "server.port"], "sections": ["organize", "search"]}})
    success: bool = True
    data: SystemConfig


class ConfigChangeData(BaseModel):
    config: ConfigDocument
    changed: list[str]
    applied: list[str]
    restart_required: list[str]
    env_overrides: list[str]


class ConfigChangeEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {
        "config": _CONFIG_EXAMPLE, "changed": ["rate_limits.default", "server.port"],
        "applied": ["rate_limits.default"], "restart_required": ["server.port"], "env_overrides": []}})
    success: bool = True
    data: ConfigChangeData


class ValidationErrorBody(BaseModel):
    """The 422 shape; ``details[].loc`` names the bad key."""

    model_config = _examples({"error": "validation_error", "message": "the configuration is invalid",
                              "details": [{"loc": ["rate_limits", "default"],
                                           "msg": "Input should be greater than or equal to 1"}]})
    error: Literal["validation_error"]
    message: str
    details: list[dict[str, Any]]


class ForbiddenBody(ErrorBody):
    model_config = _examples({"error": "forbidden", "message": "you need the 'config.write' permission",
                              "details": None})


# ---- setup -------------------------------------------------------------------


class SetupStatus(BaseModel):
    setup_completed: bool
    roots: list[dict[str, Any]]
    methodology: str
    has_users: bool | None
    next_step: Literal["register", "complete"] | None


class SetupStatusEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {
        "setup_completed": False, "roots": [], "methodology": "default", "has_users": True,
        "next_step": "complete"}})
    success: bool = True
    data: SetupStatus


class Capabilities(BaseModel):
    groups: dict[str, dict[str, Any]]
    backends: dict[str, dict[str, Any]]
    methodologies: list[str]


class CapabilitiesEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {
        "groups": {"postgres": {"available": True, "missing": [], "install": "pip install 'foldwise[postgres]'"},
                   "semantic": {"available": False, "missing": ["sentence_transformers", "torch"],
                                "install": "pip install 'foldwise[semantic]'"}},
        "backends": {"database": {"dialect": "sqlite", "reachable": True},
                     "redis": {"reachable": True, "in_use": False}, "nats": {"reachable": False, "in_use": False}},
        "methodologies": ["default", "para", "johnny_decimal"]}})
    success: bool = True
    data: Capabilities


class BrowseQuery(RequestModel):
    path: str | None = Field(None, description="absolute folder path; default: the service user's home")
    include_hidden: bool = False


class BrowseResult(BaseModel):
    available: bool
    path: str | None = None
    reason: str | None = None
    parent: str | None = None
    folders: list[dict[str, str]] = []
    truncated: bool = False
    writable: bool | None = None


class BrowseEnvelope(BaseModel):
    model_config = _examples(
        {"success": True, "data": {"available": True, "path": "/srv", "parent": "/", "truncated": False,
                                   "writable": True, "folders": [{"name": "files", "path": "/srv/files"}]}},
        {"success": True, "data": {"available": False, "path": "/srv/nope", "reason": "no such folder"}},
    )
    success: bool = True
    data: BrowseResult


class SetupComplete(RequestModel):
    """Finish setup: the folders foldwise may touch and the default methodology."""

    model_config = ConfigDict(json_schema_extra={"examples": [
        {"roots": ["/srv/files"], "methodology": "para"}]})
    roots: list[str] = Field(min_length=1)
    methodology: str = "default"


class ConfigValidationItem(BaseModel):
    loc: list[Any]
    msg: str


class ConfigValidationResult(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"valid": False, "errors": [{"loc": ["rate_limits", "default"], "msg": "Input should be greater than or "
                                                                              "equal to 1"}]}]})
    valid: bool
    errors: list[ConfigValidationItem]


class ConfigValidationEnvelope(BaseModel):
    success: bool = True
    data: ConfigValidationResult


class ExportQuery(RequestModel):
    format: Literal["toml", "json"] = Field("toml", description="TOML (the file's own format) or JSON")
