"""Shared pydantic models: the base of every request model, the paging bounds, the contract's error bodies.

A plugin subclasses an error body to add its own ``examples`` (``model_config``); the fields stay here.
Every request body and query-string model derives from ``RequestModel`` (unknown fields are a 422).
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["RequestModel", "MAX_PAGE", "PageNumber", "ApiErrorBody", "ValidationErrorBody", "DetailErrorBody",
           "FeatureUnavailableBody"]

#: The largest page number any listing accepts (offsets stay far inside a 64-bit integer).
MAX_PAGE = 1_000_000
#: A 1-based page number, bounded so no database sees an offset it cannot hold (422 beyond).
PageNumber = Annotated[int, Field(ge=1, le=MAX_PAGE, description="1-based page number")]


class RequestModel(BaseModel):
    """Base of every request body and query-string model: an unknown field is a 422, never dropped
    (the contract's "Envelope and errors": an ignored ``dry_run`` would perform the change)."""

    model_config = ConfigDict(extra="forbid")


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
