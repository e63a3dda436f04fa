"""Request and response models of the search routes (documented in OpenAPI)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from foldwise.sdk import DetailErrorBody, RequestModel

__all__ = ["SearchQuery", "SearchResult", "SearchData", "SearchEnvelope", "ReindexData", "ReindexEnvelope",
           "DetailBody"]


class SearchQuery(RequestModel):
    """Query string of ``GET /api/v1/search`` (``q`` is checked by the view: empty is 400 ``{"detail"}``)."""

    q: str = Field("", max_length=1000, description="words (prefix-matched), \"a phrase\", -excluded")
    type: str | None = Field(None, max_length=200, description="kind (document, image ...) or extension (pdf), comma-separated",
                             examples=["document"])
    size: str | None = Field(None, max_length=50, description=">1MB, <10KB, 1MB..5MB (KB = 1024 B)", examples=[">1MB"])
    date: str | None = Field(None, max_length=50, description="modified: >2024-01-01, 2024-01-01..2024-06-30, today, 7d",
                             examples=["7d"])
    page: int = Field(1, ge=1, le=100_000)
    limit: int = Field(20, ge=1, le=100)
    mode: Literal["keyword", "semantic", "hybrid"] = "keyword"
    tag: str | None = Field(None, min_length=1, max_length=64,
                            description="only files carrying this tag (q may then be empty)", examples=["finance"])


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
    model_config = ConfigDict(json_schema_extra={"examples": [{
        "results": [
            {"id": "MDpSZXBvcnRzL3EzLWludm9pY2UudHh0", "name": "q3-invoice.txt",
             "path": "/srv/files/Reports/q3-invoice.txt", "relevance": 1.0,
             "snippet": "\u202630 days. <mark>Invoice</mark> total 4,200 EUR.\u2026", "type": "text",
             "size": 273, "modified": "2024-10-02T16:03:10.390410+00:00"},
            {"id": "MDpub3Rlcy5tZA", "name": "notes.md", "path": "/srv/files/notes.md", "relevance": 0.6068,
             "snippet": "Budget review for the quarterly report; <mark>invoice</mark> follow\u2026", "type": "text",
             "size": 75, "modified": "2024-10-01T09:12:44.512301+00:00"},
        ],
        "total": 2, "page": 1, "limit": 20, "mode": "keyword",
    }]})
    results: list[SearchResult]
    total: int = Field(description="number of matches; a lower bound when total_capped")
    total_capped: bool = Field(False, description="true: more than 10,000 matches, counting stopped at total")
    page: int
    limit: int
    mode: str


class SearchEnvelope(BaseModel):
    success: bool = True
    data: SearchData


class ReindexData(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{"started": True, "state": "building"}]})
    started: bool = Field(description="false when a scan was already running")
    state: str


class ReindexEnvelope(BaseModel):
    success: bool = True
    data: ReindexData


class DetailBody(DetailErrorBody):
    detail: str = Field(examples=["the query parameter q must not be empty"])
