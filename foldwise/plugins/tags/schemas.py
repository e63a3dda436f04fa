"""Request and response models of the tags and suggestions routes (documented in ``/openapi.json``)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from foldwise.sdk import ApiErrorBody, RequestModel, ValidationErrorBody

__all__ = ["PathQuery", "SuggestionsQuery", "TagsIn", "AutoIn", "TagsEnvelope", "FileTagsEnvelope",
           "TagSuggestEnvelope", "SuggestionsEnvelope", "AppliedEnvelope", "DismissedEnvelope", "JobEnvelope",
           "ErrorBody", "ValidationBody"]


def _examples(*items: Any) -> ConfigDict:
    return ConfigDict(json_schema_extra={"examples": list(items)})


class ErrorBody(ApiErrorBody):
    pass


class ValidationBody(ValidationErrorBody):
    pass


class PathQuery(RequestModel):
    path: str = Field(min_length=1, max_length=4096, description="a file under the roots")


class SuggestionsQuery(RequestModel):
    path: str | None = Field(None, max_length=4096, description="a file or folder (default: the roots)")
    limit: int = Field(20, ge=1, le=200)


class TagsIn(RequestModel):
    """The file's tags after the change. ``mode`` ``add`` / ``remove`` changes only the tags given."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"path": "/srv/files/Finance/invoice-03.pdf", "tags": ["finance", "2024"]}]})
    path: str = Field(min_length=1, max_length=4096)
    tags: list[str] = Field(max_length=50)
    mode: Literal["set", "add", "remove"] = "set"


class AutoIn(RequestModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"path": "/srv/files/Scans", "recursive": True, "min_confidence": 0.7}]})
    path: str = Field(min_length=1, max_length=4096)
    recursive: bool = True
    min_confidence: float = Field(0.7, ge=0, le=1)


class TagCount(BaseModel):
    name: str
    count: int


class TagsData(BaseModel):
    tags: list[TagCount]


class TagsEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"tags": [{"name": "finance", "count": 12}]}})
    success: bool = True
    data: TagsData


class FileTags(BaseModel):
    path: str
    tags: list[str]
    transaction_id: int | None = Field(None, description="the undoable change (null: nothing changed)")


class FileTagsEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"path": "/srv/files/invoice.pdf", "tags": ["finance"],
                                                        "transaction_id": 12}})
    success: bool = True
    data: FileTags


class TagSuggestion(BaseModel):
    tag: str
    confidence: float = Field(ge=0, le=1)
    source: Literal["content", "metadata", "behavior"]
    reason: str


class TagSuggestData(BaseModel):
    suggestions: list[TagSuggestion]


class TagSuggestEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"suggestions": [
        {"tag": "finance", "confidence": 0.75, "source": "content",
         "reason": "the analysis classifies it as Finance (topic words for finance)"}]}})
    success: bool = True
    data: TagSuggestData


class Suggestion(BaseModel):
    id: str = Field(description="opaque; POST /suggestions/{id}/apply or /dismiss")
    type: Literal["move", "rename", "tag"]
    file: str
    target: str = Field(description="the folder (move) or the tag (tag)")
    confidence: float = Field(ge=0, le=1)
    reason: str


class SuggestionsData(BaseModel):
    items: list[Suggestion]


class SuggestionsEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"items": [
        {"id": "WyJtb3ZlIiwi", "type": "move", "file": "/srv/files/Downloads/invoice-04.pdf",
         "target": "/srv/files/Finance/Invoices", "confidence": 0.875,
         "reason": "You moved 3 files named like \"invoice\" to Finance/Invoices"}]}})
    success: bool = True
    data: SuggestionsData


class Applied(BaseModel):
    applied: bool
    type: str
    file: str
    target: str
    transaction_id: int | None


class AppliedEnvelope(BaseModel):
    success: bool = True
    data: Applied


class Dismissed(BaseModel):
    dismissed: bool
    type: str
    file: str
    target: str


class DismissedEnvelope(BaseModel):
    success: bool = True
    data: Dismissed


class JobOut(BaseModel):
    id: str
    type: str
    status: str
    progress: int
    result: dict[str, Any] | None = None


class JobEnvelope(BaseModel):
    success: bool = True
    data: JobOut
