"""Request and response models of the analysis routes (documented in OpenAPI)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from foldwise.sdk import DetailErrorBody, FeatureUnavailableBody, RequestModel

__all__ = ["AnalyzeIn", "AnalysisEnvelope", "StorageQuery", "StorageEnvelope", "CategoriesEnvelope",
           "StatsQuery", "StatsEnvelope", "DetailBody", "FailedBody", "AnalyzeForm", "UnavailableBody"]


def _examples(*items: Any) -> ConfigDict:
    return ConfigDict(json_schema_extra={"examples": list(items)})


_TEXT = "Invoice 2024-113: payment due in 30 days. Consulting services for October."
_DISK = {"total": 270553174016, "used": 31569993728, "available": 77374300160}


class AnalyzeIn(RequestModel):
    """JSON body of ``POST /api/v1/analyze``: ``content`` (text) or ``path`` (inside a root); multipart ``file`` also works."""

    content: str | None = Field(None, max_length=16 * 1024 * 1024, examples=["Invoice 2024-113: payment due in 30 days."])
    path: str | None = Field(None, max_length=4096, description="a file inside a root")
    name: str | None = Field(None, max_length=255, description="file name hint for content (type detection)")
    refine: bool = Field(False, description="also ask the configured language model (503 when unavailable)")


class AnalyzeForm(BaseModel):
    """Multipart form of ``POST /api/v1/analyze``: an uploaded ``file``, or ``content`` text."""

    file: bytes = Field(b"", description="the file to analyse (its part's filename is the name hint)")
    content: str = Field("", description="text to analyse when no file is sent")
    name: str = Field("", max_length=255, description="file name hint for content")
    refine: Literal["true", "false", "1", "0", "yes", "no", "on", "off", ""] = Field(
        "false", description="also ask the configured language model (503 when unavailable)")


class Analysis(BaseModel):
    model_config = _examples({
        "name": "invoice.txt", "size": 74,
        "type": {"mime": "text/plain", "extension": "txt", "kind": "text", "detected_by": "extension"},
        "text": _TEXT, "text_length": 74, "text_truncated": False,
        "metadata": {"encoding": "utf-8", "lines": 1},
        "language": {"code": "en", "name": "English", "confidence": 0.333},
        "keywords": [{"word": "consulting", "score": 1.0, "count": 1}, {"word": "invoice", "score": 0.85, "count": 1},
                     {"word": "payment", "score": 0.85, "count": 1}],
        "summary": _TEXT,
        "category": {"name": "Finance", "confidence": 0.9, "reason": "topic words for finance"},
        "analyzers": [{"name": "text", "status": "ok"}],
    })
    name: str | None
    size: int
    type: dict[str, Any] = Field(description="{mime, extension, kind, detected_by}")
    text: str
    text_length: int
    text_truncated: bool
    metadata: dict[str, Any]
    language: dict[str, Any] = Field(description="{code, name, confidence}")
    keywords: list[dict[str, Any]]
    summary: str
    category: dict[str, Any] = Field(description="{name, confidence, reason}")
    analyzers: list[dict[str, Any]]
    refined: dict[str, Any] | None = None


class AnalysisEnvelope(BaseModel):
    success: bool = True
    data: Analysis


class StorageQuery(RequestModel):
    groupBy: Literal["type", "folder", "size"] = "type"


class StatsQuery(RequestModel):
    path: str | None = Field(None, max_length=4096, description="a folder inside a root: the file "
                             "counts, sizes and disk figures of that folder only (walked, not from the index)")


class BreakdownItem(BaseModel):
    category: str
    size: int
    count: int
    percentage: float


class Storage(BaseModel):
    model_config = _examples({
        **_DISK,
        "breakdown": [{"category": "document", "size": 7340032, "count": 41, "percentage": 62.5},
                      {"category": "image", "size": 4404019, "count": 12, "percentage": 37.5}],
        "groupBy": "type", "files": 53, "filesSize": 11744051, "source": "index",
    })
    total: int = Field(description="bytes of the roots' filesystems")
    used: int
    available: int
    breakdown: list[BreakdownItem]
    groupBy: str = Field(description="type | folder | size")
    files: int = Field(description="files counted under the roots")
    filesSize: int = Field(description="their total size in bytes")
    source: str = Field(description="index (the search index) or walk (a walk of the roots)")


class StorageEnvelope(BaseModel):
    success: bool = True
    data: Storage


class Category(BaseModel):
    name: str
    fileCount: int
    totalSize: int


class Categories(BaseModel):
    model_config = _examples({
        "categories": [{"name": "Documents", "fileCount": 41, "totalSize": 7340032},
                       {"name": "Images", "fileCount": 12, "totalSize": 4404019}],
        "source": "index",
    })
    categories: list[Category]
    source: str = Field(description="index (the search index) or walk (a walk of the roots)")


class CategoriesEnvelope(BaseModel):
    success: bool = True
    data: Categories


class SystemStats(BaseModel):
    model_config = _examples({
        "files": {"count": 53, "size": 11744051, "source": "index",
                  "byType": {"document": {"count": 41, "size": 7340032}, "image": {"count": 12, "size": 4404019}}},
        "disk": _DISK,
        "roots": 1,
        "plugins": 14,
        "analyzers": [{"name": "text", "available": True, "group": None},
                      {"name": "docx", "available": True, "group": "documents"},
                      {"name": "audio", "available": False, "group": "audio"}],
        "index": {"files": 53, "bytes": 11744051, "text_chars": 182340, "roots": 1, "db_bytes": 1769472,
                  "schema_version": "1", "last_scan": "2024-10-02T16:03:10.512301+00:00",
                  "build": {"state": "ready", "scanned": 53, "indexed": 53, "removed": 0, "error": None,
                            "started_at": "2024-10-02T16:03:09.104220+00:00",
                            "finished_at": "2024-10-02T16:03:10.512301+00:00"}},
        "jobs": {"completed": 7, "failed": 1},
        "journal": {"transactions": 12, "operations": 96},
    })
    path: str | None = Field(None, description="the folder the file and disk figures cover (null: all roots)")
    files: dict[str, Any] = Field(description="{count, size, source, byType: {kind: {count, size}}}")
    disk: dict[str, int] = Field(description="{total, used, available} in bytes")
    roots: int
    plugins: int = Field(description="loaded plugins")
    analyzers: list[dict[str, Any]] = Field(description="[{name, available, group}]")
    index: dict[str, Any] | None = Field(description="search index facts; null without the search plugin")
    jobs: dict[str, int] = Field(description="jobs by status")
    journal: dict[str, int] = Field(description="{transactions, operations}")


class StatsEnvelope(BaseModel):
    success: bool = True
    data: SystemStats


class DetailBody(DetailErrorBody):
    detail: str = Field(examples=["provide either content or a file"])


class FailedBody(DetailErrorBody):
    detail: str = Field(examples=["analysis failed: the file could not be read (PermissionError)"])


class UnavailableBody(FeatureUnavailableBody):
    model_config = _examples({"error": "optional_feature_unavailable", "message": "no language model is configured "
                              "([analysis] llm_url)", "details": {"feature": "llm_refinement",
                                                                   "reason": "not_configured"}})
