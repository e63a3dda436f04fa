"""Request and response models of the ``system`` plugin (with examples for ``/openapi.json``)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["ErrorBody", "Health", "HealthEnvelope"]


def _examples(*items: Any) -> ConfigDict:
    return ConfigDict(json_schema_extra={"examples": list(items)})


class ErrorBody(BaseModel):
    """The ApiError shape."""

    model_config = _examples({"error": "forbidden", "message": "you need the 'config.write' permission",
                              "details": None})
    error: str
    message: str
    details: Any = None


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
