"""Query and response models of ``GET /api/v1/analytics/activity`` (with examples for ``/openapi.json``)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from foldwise.plugins.analytics.service import MAX_DAYS
from foldwise.sdk import RequestModel

__all__ = ["ActivityQuery", "ActivityData", "ActivityEnvelope"]


class ActivityQuery(RequestModel):
    days: int = Field(30, ge=1, le=MAX_DAYS, description="days to cover, today (UTC) included")


class DayActivity(BaseModel):
    date: str = Field(description="UTC day, YYYY-MM-DD")
    filesOrganized: int = Field(description="files moved by transactions that were not undone")
    operations: int
    bytesReclaimed: int = Field(description="bytes of duplicates trashed or replaced by links")


class Totals(BaseModel):
    filesOrganized: int
    operations: int
    bytesReclaimed: int


class CategoryCount(BaseModel):
    name: str
    count: int


_DAYS = [
    {"date": "2024-10-01", "filesOrganized": 0, "operations": 0, "bytesReclaimed": 0},
    {"date": "2024-10-02", "filesOrganized": 18, "operations": 21, "bytesReclaimed": 0},
    {"date": "2024-10-03", "filesOrganized": 0, "operations": 4, "bytesReclaimed": 9437184},
]


class ActivityData(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{
        "days": 3,
        "since": "2024-10-01T00:00:00+00:00",
        "perDay": _DAYS,
        "totals": {"filesOrganized": 18, "operations": 25, "bytesReclaimed": 9437184},
        "topCategories": [{"name": "Documents", "count": 11}, {"name": "Images", "count": 7}],
        "jobsByStatus": {"completed": 3, "failed": 1},
    }]})
    days: int
    since: str = Field(description="start of the first day (ISO 8601, UTC)")
    perDay: list[DayActivity] = Field(description="one entry per day, oldest first")
    totals: Totals
    topCategories: list[CategoryCount] = Field(description="categories of the organized files, top 10")
    jobsByStatus: dict[str, int] = Field(description="jobs created in the period, by status")


class ActivityEnvelope(BaseModel):
    success: bool = True
    data: ActivityData
