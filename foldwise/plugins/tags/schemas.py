"""Request and response models of the tags and suggestions routes (documented in ``/openapi.json``)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from foldwise.sdk import ApiErrorBody, RequestModel, ValidationErrorBody

__all__ = ["TagSuggestQuery", "SuggestionsQuery", "FileTagsIn", "TagAutoIn", "TagsEnvelope", "FileTagsEnvelope",
           "TagSuggestEnvelope", "SuggestionsEnvelope", "SuggestionAppliedEnvelope", "SuggestionDismissedEnvelope", "TagJobEnvelope",
           "TagsErrorBody", "TagsValidationBody"]


def _examples(*items: Any) -> ConfigDict:
    return ConfigDict(json_schema_extra={"examples": list(items)})


class TagsErrorBody(ApiErrorBody):
    pass


class TagsValidationBody(ValidationErrorBody):
    pass


class TagSuggestQuery(RequestModel):
    path: str = Field(min_length=1, max_length=4096, description="a file under the roots")


class SuggestionsQuery(RequestModel):
    path: str | None = Field(None, max_length=4096, description="a file or folder (default: the roots)")
    limit: int = Field(20, ge=1, le=200)


class FileTagsIn(RequestModel):
    """The file's tags after the change. ``mode`` ``add`` / ``remove`` changes only the tags given."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [
        {"path": "/srv/files/Finance/invoice-03.pdf", "tags": ["finance", "2024"]}]})
    path: str = Field(min_length=1, max_length=4096)
    tags: list[str] = Field(max_length=50)
    mode: Literal["set", "add", "remove"] = "set"


class TagAutoIn(RequestModel):
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


class SuggestionItem(BaseModel):
    id: str = Field(description="opaque; POST /suggestions/{id}/apply or /dismiss")
    type: Literal["move", "rename", "tag"]
    file: str
    target: str = Field(description="the folder (move), the new name (rename) or the tag (tag)")
    confidence: float = Field(ge=0, le=1)
    reason: str


class SuggestionsData(BaseModel):
    items: list[SuggestionItem]


class SuggestionsEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"items": [
        {"id": "WyJtb3ZlIiwi", "type": "move", "file": "/srv/files/Downloads/invoice-04.pdf",
         "target": "/srv/files/Finance/Invoices", "confidence": 0.875,
         "reason": "You moved 3 files named like \"invoice\" to Finance/Invoices"}]}})
    success: bool = True
    data: SuggestionsData


class SuggestionApplied(BaseModel):
    applied: bool
    type: str
    file: str
    target: str
    transaction_id: int | None


class SuggestionAppliedEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {
        "applied": True, "type": "move", "file": "/srv/files/Finance/Invoices/invoice-04.pdf",
        "target": "/srv/files/Finance/Invoices", "transaction_id": 31}})
    success: bool = True
    data: SuggestionApplied


class SuggestionDismissed(BaseModel):
    dismissed: bool
    type: str
    file: str
    target: str


class SuggestionDismissedEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {
        "dismissed": True, "type": "move", "file": "/srv/files/Downloads/invoice-04.pdf",
        "target": "/srv/files/Finance/Invoices"}})
    success: bool = True
    data: SuggestionDismissed


class TagJobOut(BaseModel):
    """The Job object (read it again at ``/api/v1/organize/status/{job_id}``)."""

    id: str
    type: str
    status: str
    methodology: str | None = None
    fileCount: int = 0
    progress: int
    startedAt: str | None = None
    estimatedCompletion: str | None = None
    finishedAt: str | None = None
    result: dict[str, Any] | None = None
    error: str | None = None


class TagJobEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {
        "id": "5f0c2b7e9a8d4c3b8e1f2a3b4c5d6e7f", "type": "tags.auto", "status": "in_progress", "methodology": None,
        "fileCount": 0, "progress": 0, "startedAt": "2024-10-02T16:03:10+00:00", "estimatedCompletion": None}})
    success: bool = True
    data: TagJobOut
