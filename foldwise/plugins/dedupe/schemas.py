"""Request and response models of ``/api/v1/dedupe/*`` (documented in OpenAPI with examples)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from foldwise.sdk import PATH_SCHEMA, ApiErrorBody, RequestModel, ValidationErrorBody

__all__ = ["ScanIn", "PreviewIn", "ExecuteIn", "ScanEnvelope", "PreviewEnvelope", "ExecuteEnvelope",
           "ErrorBody", "ValidationBody"]

_JOB_ID = "4f0c6a0b7a1e4f9b8d7f2c9e5a1b3c4d"
_GROUP = {"hash": "9a3f0c1d2e4b5a6978877665544332211", "size": 48213, "wasted": 48213, "kind": "exact",
          "files": [{"path": "/data/photos/IMG_0001.jpg", "size": 48213, "modified": "2023-05-01T10:00:00+00:00"},
                    {"path": "/data/inbox/IMG_0001 (1).jpg", "size": 48213,
                     "modified": "2024-02-11T08:30:00+00:00"}],
          "keep": "/data/photos/IMG_0001.jpg"}


class ScanIn(RequestModel):
    """``path`` (with optional ``type``) or ``paths``."""

    model_config = ConfigDict(json_schema_extra={"examples": [
        {"path": "/data/photos", "type": "images"}, {"paths": ["/data/a", "/data/b"]}]})
    path: str | None = Field(None, min_length=1, max_length=4096, json_schema_extra=PATH_SCHEMA)
    paths: list[Annotated[str, Field(json_schema_extra=PATH_SCHEMA)]] | None = Field(None, min_length=1,
                                                                                     max_length=100)
    type: str | None = Field(None, max_length=100, description="images | documents | audio | video | archives, "
                             "or extensions such as 'pdf,docx'")
    near: bool = Field(False, description="near-duplicate images by perceptual hash (needs the 'images' extra)")
    min_size: int = Field(1, ge=1, le=2**63 - 1, description="skip files smaller than this many bytes")

    @model_validator(mode="after")
    def _one_source(self) -> ScanIn:
        if not self.path and not self.paths:
            raise ValueError("path or paths is required")
        return self

    def all_paths(self) -> list[str]:
        return ([self.path] if self.path else []) + list(self.paths or [])


class PreviewIn(RequestModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"job_id": _JOB_ID, "strategy": "oldest"},
        {"job_id": _JOB_ID, "strategy": "preferred_folder", "preferred_folder": "/data/photos"}]})
    job_id: str = Field(min_length=1, max_length=64)
    strategy: Literal["oldest", "newest", "shortest_path", "preferred_folder"] = "oldest"
    preferred_folder: str | None = Field(None, min_length=1, max_length=4096, json_schema_extra=PATH_SCHEMA)


class ExecuteIn(PreviewIn):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"job_id": _JOB_ID, "strategy": "oldest", "action": "trash"},
        {"job_id": _JOB_ID, "strategy": "newest", "action": "hardlink"}]})
    action: Literal["trash", "hardlink", "reflink"] = "trash"
    keep: dict[Annotated[str, Field(max_length=128)], Annotated[str, Field(max_length=4096)]] | None = Field(
        None, max_length=10_000,
        description="group hash -> the file to keep in that group (as the preview lists it), overriding the "
                    "strategy for that group; a file outside its group is 422")


class ScanOut(BaseModel):
    job_id: str
    status: str


class ScanEnvelope(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"success": True, "data": {"job_id": _JOB_ID, "status": "pending"}}]})
    success: bool = True
    data: ScanOut


class FileOut(BaseModel):
    path: str
    size: int
    modified: str


class GroupOut(BaseModel):
    hash: str
    size: int
    wasted: int
    kind: str = "exact"
    files: list[FileOut]
    keep: str


class DedupePreviewOut(BaseModel):
    job_id: str
    strategy: str
    groups: list[GroupOut]
    already_linked: list[list[str]] = []
    summary: dict[str, Any] = {}


class PreviewEnvelope(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{"success": True, "data": {
        "job_id": _JOB_ID, "strategy": "oldest", "groups": [_GROUP], "already_linked": [],
        "summary": {"groups": 1, "duplicate_files": 1, "wasted_bytes": 48213, "files_scanned": 1520}}}]})
    success: bool = True
    data: DedupePreviewOut


class ExecuteOut(BaseModel):
    job_id: str
    action: str
    strategy: str
    transaction_id: int | None
    groups_resolved: int
    files_resolved: int
    bytes_reclaimed: int
    resolved: list[dict[str, Any]]
    skipped: list[dict[str, Any]]
    failed: list[dict[str, Any]]


class ExecuteEnvelope(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{"success": True, "data": {
        "job_id": _JOB_ID, "action": "trash", "strategy": "oldest", "transaction_id": 42, "groups_resolved": 1,
        "files_resolved": 1, "bytes_reclaimed": 48213,
        "resolved": [{"keep": "/data/photos/IMG_0001.jpg", "resolved": ["/data/inbox/IMG_0001 (1).jpg"]}],
        "skipped": [{"path": "/data/inbox/edited.jpg", "reason": "changed_since_scan"}], "failed": []}}]})
    success: bool = True
    data: ExecuteOut


class ErrorBody(ApiErrorBody):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"error": "invalid_path", "message": "the path contains a NUL byte", "details": None},
        {"error": "not_found", "message": "job 0123 not found", "details": None},
        {"error": "reflink_unsupported", "message": "the filesystem does not support reflinks (FICLONE); "
         "use trash or hardlink", "details": None}]})


class ValidationBody(ValidationErrorBody):
    model_config = ConfigDict(json_schema_extra={"examples": [
        {"error": "validation_error", "message": "request validation failed",
         "details": [{"loc": ["body", "strategy"], "msg": "Input should be 'oldest', 'newest', "
                      "'shortest_path' or 'preferred_folder'"}]}]})
