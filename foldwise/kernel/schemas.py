"""Shared pydantic models: the base of every request model, the paging bounds, the contract's error bodies.

A plugin subclasses an error body to add its own ``examples`` (``model_config``); the fields stay here.
Every request body and query-string model derives from ``RequestModel`` (unknown fields are a 422).
"""

from __future__ import annotations

import types
from typing import Annotated, Any, Union, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

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

    @field_validator("*", mode="before")
    @classmethod
    def _no_boolean_numbers(cls, value: Any, info: ValidationInfo) -> Any:
        """``true`` is not a number: pydantic's lax mode would read it as ``1`` (``{"transaction_id": true}``
        would undo transaction 1), so a boolean where the schema says integer or number is a 422."""
        field = cls.model_fields.get(info.field_name or "")
        if field is not None and _boolean_in_number(field.annotation, value):
            raise PydanticCustomError("number_type", "Input should be a number, not a boolean")
        return value


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


def _boolean_in_number(annotation: Any, value: Any) -> bool:
    """Whether ``value`` holds a JSON boolean where ``annotation`` asks for an int or float (lists included)."""
    origin = get_origin(annotation)
    if origin is Annotated:
        return _boolean_in_number(get_args(annotation)[0], value)
    if origin in (Union, types.UnionType):
        options = get_args(annotation)
        if bool in options or Any in options:
            return False
        return any(_boolean_in_number(option, value) for option in options)
    if isinstance(value, bool):
        return annotation in (int, float)
    if origin in (list, tuple, set, frozenset) and isinstance(value, (list, tuple)):
        inner = get_args(annotation)
        return bool(inner) and any(_boolean_in_number(inner[0], item) for item in value)
    return False
