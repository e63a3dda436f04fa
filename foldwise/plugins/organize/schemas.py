"""Request and response models of the organize routes (documented in OpenAPI with examples)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from foldwise.sdk import ApiErrorBody, DetailErrorBody, PageNumber, RequestModel, ValidationErrorBody

__all__ = [
    "ScanIn", "PreviewIn", "ExecuteIn", "JobsQuery", "PlanQuery", "MethodologyIn", "SuggestIn", "SuggestForm",
    "JobEnvelope", "JobListEnvelope", "PreviewEnvelope", "MethodologyEnvelope", "SuggestEnvelope",
    "ErrorBody", "DetailBody", "ValidationBody",
]

_JOB_EXAMPLE = {
    "id": "4f0c6a0b7a1e4f9b8d7f2c9e5a1b3c4d", "type": "organize", "status": "pending",
    "methodology": "default", "fileCount": 1234, "progress": 0, "startedAt": None,
    "estimatedCompletion": None, "finishedAt": None, "result": None, "error": None,
}
_OP_EXAMPLE = {
    "id": 7, "source": "/data/inbox/Scan 2023 .PDF", "destination": "/data/inbox/Documents/2023/Scan 2023.pdf",
    "action": "move", "reason": "Documents by extension .pdf; 2023 from modification time", "confidence": 1.0,
    "fingerprint": {"size": 48213, "mtime_ns": 1690000000000000000},
}
_SUMMARY_EXAMPLE = {"files": 1240, "operations": 1252, "mkdir": 12, "move": 1200, "rename": 34, "skip": 6,
                    "bytes_to_move": 912345678, "average_confidence": 1.0,
                    "folders": {"Documents": 800, "Images": 400}}


class ScanIn(RequestModel):
    path: str = Field(min_length=1, max_length=4096, examples=["/data/inbox"])
    methodology: str | None = Field(None, max_length=50, description="default | para | johnny_decimal "
                                    "(johnny-decimal, jd accepted); the configured one when omitted",
                                    examples=["default"])
    dry_run: bool = Field(True, description="true: the job stays pending with its plan; false: execute at once")
    options: dict[str, Any] | None = Field(None, description="methodology options for this plan only")


class PreviewIn(RequestModel):
    path: str | None = Field(None, min_length=1, max_length=4096, examples=["/data/inbox"])
    methodology: str | None = Field(None, max_length=50, examples=["para"])
    options: dict[str, Any] | None = None
    job_id: str | None = Field(None, max_length=32, description="page through the stored plan of this job "
                               "instead of planning again")
    page: PageNumber = 1
    page_size: int | None = Field(None, ge=1, le=5000, description="operations per page (default 500)")
    action: Literal["move", "rename", "mkdir", "skip"] | None = Field(None, description="only this action")


class ExecuteIn(RequestModel):
    job_id: str = Field(min_length=1, max_length=64, examples=["4f0c6a0b7a1e4f9b8d7f2c9e5a1b3c4d"])
    exclude: list[Annotated[int, Field(ge=1, le=2**31 - 1)]] = Field(
        default_factory=list, max_length=1_000_000,
        description="ids of plan operations (moves, renames) to leave out; they become skips")


class JobsQuery(RequestModel):
    status: Literal["pending", "in_progress", "completed", "partial", "failed", "cancelled", "interrupted",
                    "rolling_back", "rolled_back"] | None = None
    type: str | None = Field(None, max_length=100, description="job type, e.g. organize; all types when omitted")
    page: PageNumber = 1
    page_size: int = Field(50, ge=1, le=500)


class PlanQuery(RequestModel):
    page: PageNumber = 1
    page_size: int | None = Field(None, ge=1, le=5000)
    action: Literal["move", "rename", "mkdir", "skip"] | None = None


class MethodologyIn(RequestModel):
    methodology: str = Field(min_length=1, max_length=50, examples=["para"])
    options: dict[str, Any] | None = Field(None, description="replaces this methodology's stored options",
                                           examples=[{"stale_days": 90}])


class SuggestIn(RequestModel):
    filename: str | None = Field(None, min_length=1, max_length=255, examples=["Invoice  March.PDF"])
    content: str | None = Field(None, max_length=1_000_000, description="the file's text, if at hand")
    path: str | None = Field(None, max_length=4096, description="a file (or the folder it would go in) "
                             "inside the roots")
    methodology: str | None = Field(None, max_length=50)


class SuggestForm(BaseModel):
    """Multipart form of ``POST /organize``: the file itself (its part's filename is the name to suggest for)."""

    file: bytes = Field(description="the file (the first MiB is read)")
    path: str = Field("", max_length=4096, description="a file (or the folder it would go in) inside the roots")
    methodology: str = Field("", max_length=50, description="the configured one when empty")


class JobOut(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [_JOB_EXAMPLE]})
    id: str
    type: str
    status: str
    methodology: str | None
    fileCount: int
    progress: int
    startedAt: str | None
    estimatedCompletion: str | None
    finishedAt: str | None = None
    result: dict[str, Any] | None = None
    error: str | None = None


class JobEnvelope(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{"success": True, "data": _JOB_EXAMPLE}]})
    success: bool = True
    data: JobOut


class Meta(BaseModel):
    total: int
    page: int
    pageSize: int


class JobListEnvelope(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"success": True, "data": {"jobs": [_JOB_EXAMPLE]}, "meta": {"total": 1, "page": 1, "pageSize": 50}}]})
    success: bool = True
    data: dict[str, list[JobOut]]
    meta: Meta


class PlanOut(BaseModel):
    operations: list[dict[str, Any]]
    summary: dict[str, Any]


class OrganizePreviewOut(BaseModel):
    job_id: str
    methodology: str
    plan: PlanOut


class PreviewEnvelope(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{
        "success": True,
        "data": {"job_id": _JOB_EXAMPLE["id"], "methodology": "default",
                 "plan": {"operations": [_OP_EXAMPLE], "summary": _SUMMARY_EXAMPLE}},
        "meta": {"total": 1252, "page": 1, "pageSize": 500}}]})
    success: bool = True
    data: OrganizePreviewOut
    meta: Meta


class MethodologyEnvelope(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{"success": True, "data": {
        "methodology": "para", "options": {"stale_days": 90}, "all_options": {}, "available": [
            {"name": "para", "aliases": ["PARA"], "label": "PARA", "description": "...", "options_schema": {}}]}}]})
    success: bool = True
    data: dict[str, Any]


class SuggestEnvelope(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{"success": True, "data": {
        "filename": "Invoice  March.PDF", "suggested_name": "Invoice March.pdf",
        "suggested_folder": "Documents/2024", "destination": "Documents/2024/Invoice March.pdf",
        "absolute_destination": None, "kind": "Documents", "methodology": "default",
        "reason": "Documents by extension .pdf; 2024 from modification time", "confidence": 1.0,
        "content_bytes": None}}]})
    success: bool = True
    data: dict[str, Any]


class ErrorBody(ApiErrorBody):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"error": "not_found", "message": "job 0123 not found", "details": None}]})


class DetailBody(DetailErrorBody):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"detail": "send a multipart 'file' or a JSON payload with 'filename'"}]})


class ValidationBody(ValidationErrorBody):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"error": "validation_error", "message": "unknown methodology 'gtd'",
         "details": [{"loc": ["body", "methodology"], "msg": "unknown methodology 'gtd'; known: default, "
                                                              "johnny_decimal, para"}]}]})
