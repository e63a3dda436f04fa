"""Request and response models of the search routes (documented in OpenAPI)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["SearchQuery", "SearchResult", "SearchData", "SearchEnvelope", "ReindexData", "ReindexEnvelope",
           "DetailBody"]


class SearchQuery(BaseModel):
    """Query string of ``GET /api/v1/search`` (``q`` is checked by the view: empty is 400 ``{"detail"}``)."""

    model_config = ConfigDict(extra="ignore")

    q: str = Field("", max_length=1000, description="words (prefix-matched), \"a phrase\", -excluded")
    type: str | None = Field(None, max_length=200, description="kind (document, image ...) or extension (pdf), comma-separated",
                             examples=["document"])
    size: str | None = Field(None, max_length=50, description=">1MB, <10KB, 1MB..5MB (KB = 1024 B)", examples=[">1MB"])
    date: str | None = Field(None, max_length=50, description="modified: >2024-01-01, 2024-01-01..2024-06-30, today, 7d",
                             examples=["7d"])
    page: int = Field(1, ge=1, le=100_000)
    limit: int = Field(20, ge=1, le=100)
    mode: Literal["keyword", "semantic", "hybrid"] = "keyword"


class SearchResult(BaseModel):
    id: str = Field(description="opaque file id (accepted by /api/v1/files/{file_id})")
    name: str
    path: str
    relevance: float = Field(ge=0, le=1, description="score over the best match of this query (best = 1)")
    snippet: str | None = Field(None, description="matching text, HTML-escaped, matches in <mark>")
    type: str = Field(description="file kind")
    size: int
    modified: str


class SearchData(BaseModel):
    results: list[SearchResult]
    total: int
    page: int
    limit: int
    mode: str


class SearchEnvelope(BaseModel):
    success: bool = True
    data: SearchData


class ReindexData(BaseModel):
    started: bool = Field(description="false when a scan was already running")
    state: str


class ReindexEnvelope(BaseModel):
    success: bool = True
    data: ReindexData


class DetailBody(BaseModel):
    detail: str = Field(examples=["the query parameter q must not be empty"])
