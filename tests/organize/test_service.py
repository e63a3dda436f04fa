"""The service with a real kernel: Johnny Decimal's persisted index, plans in the database (SQLite and PostgreSQL)."""

from __future__ import annotations

from pathlib import Path

from conftest import make_settings

from foldwise.kernel.core import open_kernel
from foldwise.plugins.organize.models import JdItem, OrganizePlan
from foldwise.plugins.organize.service import OrganizeService

from .helpers import make_tree


async def test_jd_index_survives_restarts_and_plans_persist(home: Path, root: Path, db_backend: str | None) -> None:
    overrides = {"database": {"url": db_backend}} if db_backend else {}
    settings = make_settings(home, [root], **overrides)
    make_tree(root, {"invoice a.pdf": "a", "invoice b.pdf": "b", "pic.png": "p"}, mtime=1_620_000_000)
    async with open_kernel(settings, run_jobs=False) as kernel:
        service = kernel.service(OrganizeService)
        job, plan = await service.create_job(str(root), "jd")
        first = sorted(plan.destinations)
        assert await JdItem.filter(category=11).count() == 2
        row = await OrganizePlan.get(job_id=job.id)
        assert row.operations == len(plan) and row.summary["move"] == 3
    (root / "invoice a.pdf").unlink()  # the index keeps its number; a newcomer gets a new one
    make_tree(root, {"invoice c.pdf": "c"}, mtime=1_620_000_000)
    async with open_kernel(make_settings(home, [root], **overrides), run_jobs=False) as kernel:
        service = kernel.service(OrganizeService)
        stored = await service.plan_of(job.id)
        assert sorted(stored.destinations) == first
        _job, plan = await service.create_job(str(root), "johnny-decimal")
        dests = sorted(d for d in plan.destinations if d.endswith(".pdf"))
        assert dests == ["10-19 Life admin/11 Finance/11.02 invoice b.pdf",
                         "10-19 Life admin/11 Finance/11.03 invoice c.pdf"]
