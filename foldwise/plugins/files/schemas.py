"""Request and response models of the ``files`` plugin (with examples for ``/openapi.json``)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from foldwise.sdk import PATH_SCHEMA, ApiErrorBody, PageNumber, RequestModel

__all__ = [
    "ErrorBody",
    "FileObject",
    "FileInfo",
    "ListFilesQuery",
    "PathQuery",
    "ContentQuery",
    "MoveRequest",
    "UploadForm",
    "FileListEnvelope",
    "FileEnvelope",
    "UploadEnvelope",
    "MoveEnvelope",
    "DeleteEnvelope",
]

MAX_PAGE_SIZE = 1000


def _examples(*items: Any) -> ConfigDict:
    return ConfigDict(json_schema_extra={"examples": list(items)})


_FILE = {
    "id": "MDpSZXBvcnRzL3EzLnBkZg", "name": "q3.pdf", "path": "/srv/files/Reports", "size": 48213,
    "type": "pdf", "created": "2024-10-01T09:12:44+00:00", "modified": "2024-10-02T16:03:10+00:00",
    "description": "", "tags": [], "is_dir": False,
}


class ErrorBody(ApiErrorBody):
    """The ApiError shape."""

    model_config = _examples({"error": "not_found", "message": "no such file or folder: Reports/q4.pdf",
                              "details": None})


class FileObject(BaseModel):
    """A file or folder under a root."""

    model_config = _examples(_FILE)
    id: str = Field(description="opaque URL-safe id; round-trips through /files/{file_id}")
    name: str
    path: str = Field(description="the containing folder")
    size: int = Field(description="bytes (0 for folders)")
    type: str = Field(description="type label: folder, image, video, audio, pdf, document, spreadsheet, "
                                  "presentation, text, code, archive or other")
    created: str = Field(description="ISO 8601 (birth time where available, else inode change time)")
    modified: str = Field(description="ISO 8601")
    description: str = ""
    tags: list[str] = []
    is_dir: bool = False


class FileInfo(FileObject):
    """A File object plus its content type."""

    model_config = _examples({**_FILE, "mime_type": "application/pdf"})
    mime_type: str | None = None


class ListFilesQuery(RequestModel):
    path: str | None = Field(None, description="folder (absolute or relative to the first root); "
                                               "omitted: the root, or the list of roots when several")
    recursive: bool = Field(False, description="list the files of the whole subtree")
    include_hidden: bool = Field(False, description="include names starting with a dot")
    type: str | None = Field(None, description="type labels or extensions, comma separated (pdf,image,txt)")
    sort: Literal["name", "size", "created", "modified"] = "name"
    order: Literal["asc", "desc"] = "asc"
    page: PageNumber = 1
    page_size: int = Field(100, ge=1, le=MAX_PAGE_SIZE)


class PathQuery(RequestModel):
    path: str = Field(description="absolute, or relative to the first root", json_schema_extra=PATH_SCHEMA)


class ContentQuery(PathQuery):
    download: bool = Field(False, description="send as an attachment instead of inline")


class MoveRequest(RequestModel):
    model_config = _examples({"source": "/srv/files/Inbox/q3.pdf", "destination": "/srv/files/Reports/q3.pdf",
                              "overwrite": False})
    source: str
    destination: str = Field(description="the full new path (not a folder to move into)")
    overwrite: bool = Field(False, description="trash an existing destination first (undoable)")


class UploadForm(BaseModel):
    """The multipart form of ``POST /files/upload`` (documentation only; the route reads the form itself)."""

    file: bytes = Field(description="the file's bytes; its name comes from the part's filename")
    path: str = Field(description="destination folder, absolute or relative to the first root",
                      json_schema_extra=PATH_SCHEMA)
    on_conflict: Literal["rename", "fail"] = Field("rename", description="a taken name: `name (2).ext`, or 409")


class PageMeta(BaseModel):
    total: int
    page: int
    pageSize: int


class FileListData(BaseModel):
    files: list[FileObject]


class FileListEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"files": [_FILE]},
                              "meta": {"total": 1, "page": 1, "pageSize": 100}})
    success: bool = True
    data: FileListData
    meta: PageMeta


class FileEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {**_FILE, "mime_type": "application/pdf"}})
    success: bool = True
    data: FileInfo


class UploadResult(BaseModel):
    file: FileObject
    renamed: bool = Field(description="true when the name was taken and a free one was chosen")
    transaction_id: int


class UploadEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"file": {**_FILE, "name": "q3 (2).pdf"}, "renamed": True,
                                                        "transaction_id": 42}})
    success: bool = True
    data: UploadResult


class MoveResult(BaseModel):
    file: FileInfo
    source: str
    destination: str
    overwritten: bool
    transaction_id: int


class MoveEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {
        "file": {**_FILE, "mime_type": "application/pdf"}, "source": "/srv/files/Inbox/q3.pdf",
        "destination": "/srv/files/Reports/q3.pdf", "overwritten": False, "transaction_id": 43}})
    success: bool = True
    data: MoveResult


class DeleteResult(BaseModel):
    path: str
    trashed: bool
    transaction_id: int


class DeleteEnvelope(BaseModel):
    model_config = _examples({"success": True, "data": {"path": "/srv/files/Inbox/old.txt", "trashed": True,
                                                        "transaction_id": 44}})
    success: bool = True
    data: DeleteResult
