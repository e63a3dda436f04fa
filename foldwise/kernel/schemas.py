"""The contract's error bodies as pydantic models, for plugins to document their responses with.

A plugin subclasses one of these to add its own ``examples`` (``model_config``); the fields stay here.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

__all__ = ["ApiErrorBody", "ValidationErrorBody", "DetailErrorBody", "FeatureUnavailableBody"]


class ApiErrorBody(BaseModel):
    """The ApiError shape: ``{"error": code, "message": text, "details": null | {...}}``."""

    error: str
    message: str
    details: Any = None


class ValidationErrorBody(BaseModel):
    """The 422 shape: ``error`` is ``validation_error``, ``details`` a list of ``{loc, msg}``."""

    error: str
    message: str
    details: list[dict[str, Any]]


class DetailErrorBody(BaseModel):
    """The framework detail shape ``{"detail": "..."}`` (only where the interface names it)."""

    detail: str


class FeatureUnavailableBody(ApiErrorBody):
    """503 ``optional_feature_unavailable``: ``details`` name the missing dependency group and its pip extra."""

    model_config = ConfigDict(json_schema_extra={"examples": [{
        "error": "optional_feature_unavailable",
        "message": "semantic search needs the optional 'semantic' dependency group (module 'torch' is missing)",
        "details": {"feature": "semantic search", "group": "semantic", "install": "pip install 'foldwise[semantic]'"},
    }]})
