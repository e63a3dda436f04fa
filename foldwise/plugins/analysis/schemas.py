"""Request and response models of the analysis routes (documented in OpenAPI)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["AnalyzeIn", "AnalysisEnvelope", "StorageQuery", "StorageEnvelope", "CategoriesEnvelope",
           "StatsEnvelope", "DetailBody"]


class AnalyzeIn(BaseModel):
    """JSON body of ``POST /api/v1/analyze``: ``content`` (text) or ``path`` (inside a root); multipart ``file`` also works."""

    model_config = ConfigDict(extra="forbid")

    content: str | None = Field(None, max_length=16 * 1024 * 1024, examples=["Invoice 2024-113: payment due in 30 days."])
    path: str | None = Field(None, max_length=4096, description="a file inside a root")
    name: str | None = Field(None, max_length=255, description="file name hint for content (type detection)")
    refine: bool = Field(False, description="also ask the configured language model (503 when unavailable)")


class Analysis(BaseModel):
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


class StorageQuery(BaseModel):
    model_config = ConfigDict(extra="ignore")

    groupBy: Literal["type", "folder", "size"] = "type"


class BreakdownItem(BaseModel):
    category: str
    size: int
    count: int
    percentage: float


class Storage(BaseModel):
    total: int
    used: int
    available: int
    breakdown: list[BreakdownItem]


class StorageEnvelope(BaseModel):
    success: bool = True
    data: Storage


class Category(BaseModel):
    name: str
    fileCount: int
    totalSize: int


class Categories(BaseModel):
    categories: list[Category]


class CategoriesEnvelope(BaseModel):
    success: bool = True
    data: Categories


class StatsEnvelope(BaseModel):
    success: bool = True
    data: dict[str, Any]


class DetailBody(BaseModel):
    detail: str = Field(examples=["provide either content or a file"])
