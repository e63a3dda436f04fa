"""An ``interrupted`` job reports in ``result`` what its journal says was done."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from conftest import make_settings

from foldwise.kernel.core import open_kernel
from foldwise.kernel.jobs.manager import STALE_SECONDS
from foldwise.kernel.jobs.models import Job


async def test_an_orphaned_job_reports_the_journal_work(home: Path, root: Path) -> None:
    for name in ("a", "b", "c"):
        (root / f"{name}.txt").write_text(name)
    async with open_kernel(make_settings(home, [root])) as kernel:
        job = await kernel.jobs.create("kernel.sleep", {}, status="in_progress")
        async with kernel.journal.transaction("organize", job_id=job.id) as txn:
            await txn.mkdir(root / "Done")
            for name in ("a", "b"):
                await txn.move(root / f"{name}.txt", root / "Done" / f"{name}.txt")
        # A worker on another machine ran it and went silent.
        stale = datetime.now(timezone.utc) - timedelta(seconds=STALE_SECONDS * 2)
        await Job.filter(id=job.id).update(worker="elsewhere:4242", heartbeat_at=stale, done_count=2,
                                           result={"planned": 3})
        assert await kernel.jobs.sweep() == [job.id]
        after: Any = await kernel.jobs.get(job.id)
    assert after.status == "interrupted"
    report = after.result["interrupted"]
    assert after.result["planned"] == 3  # what the job had reported is kept
    assert report["operations"] == {"mkdir": 1, "move": 2} and report["done"] == 3
    assert report["failed"] == 0 and report["pending"] == 0 and len(report["transactions"]) == 1
    assert report["done_count"] == 2
