"""Activity over the last days, computed from the journal (transactions, operations) and the jobs table."""

from __future__ import annotations

import os
from collections import Counter
from datetime import date, datetime, timedelta, timezone
from typing import Any

__all__ = ["activity", "MAX_DAYS"]

MAX_DAYS = 366
#: Transaction kinds whose operations reverse or replay others (not new activity).
_REPLAYS = ("undo", "redo")


def _day(value: datetime) -> str:
    return value.astimezone(timezone.utc).date().isoformat()


async def activity(days: int = 30, *, now: datetime | None = None) -> dict[str, Any]:
    """``{days, since, perDay: [{date, filesOrganized, operations, bytesReclaimed}], totals, topCategories,
    jobsByStatus}`` for the last ``days`` days (UTC, today included).

    Files organized are done ``move`` operations of transactions that were not undone;
    bytes reclaimed are the sizes of files a dedupe transaction trashed or replaced by links.
    """
    from foldwise.sdk import Job, Operation
    from foldwise.plugins.analysis.categories import CATEGORY_OF_KIND
    from foldwise.plugins.analysis.filetype import kind_of_extension

    now = now or datetime.now(timezone.utc)
    first: date = now.date() - timedelta(days=days - 1)
    since = datetime.combine(first, datetime.min.time(), tzinfo=timezone.utc)
    per_day = {(first + timedelta(days=i)).isoformat(): {"filesOrganized": 0, "operations": 0, "bytesReclaimed": 0}
               for i in range(days)}
    categories: Counter[str] = Counter()
    rows = await Operation.filter(created_at__gte=since, state="done").values(
        "op", "src", "dst", "size", "created_at", "transaction__kind", "transaction__state")
    for row in rows:
        kind = row["transaction__kind"] or ""
        if kind in _REPLAYS or row["transaction__state"] == "undone":
            continue
        slot = per_day.get(_day(row["created_at"]))
        if slot is None:
            continue
        slot["operations"] += 1
        if row["op"] == "move":
            slot["filesOrganized"] += 1
            name = os.path.basename(row["dst"] or row["src"] or "")
            categories[CATEGORY_OF_KIND.get(kind_of_extension(name), "Other")] += 1
        if kind.startswith("dedupe") and row["op"] in ("trash", "link") and row["size"]:
            slot["bytesReclaimed"] += int(row["size"])
    jobs = Counter()
    for row in await Job.filter(created_at__gte=since).values("status"):
        jobs[row["status"]] += 1
    series = [{"date": d, **v} for d, v in per_day.items()]
    return {
        "days": days,
        "since": since.isoformat(),
        "perDay": series,
        "totals": {key: sum(item[key] for item in series) for key in ("filesOrganized", "operations", "bytesReclaimed")},
        "topCategories": [{"name": n, "count": c} for n, c in categories.most_common(10)],
        "jobsByStatus": dict(sorted(jobs.items())),
    }
