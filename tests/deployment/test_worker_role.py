"""A worker's kernel keeps no search index up to date: it serves no search (the instances do)."""

from __future__ import annotations

from pathlib import Path

from conftest import make_settings

from foldwise.kernel.core import Kernel


async def test_a_worker_does_not_follow_changes_into_a_search_index(home: Path, root: Path) -> None:
    (root / "a.txt").write_text("alpha")
    for role, follows in (("worker", False), ("service", True)):
        kernel = Kernel(make_settings(home, [root], search={"build_on_start": True}))
        kernel.role = role
        await kernel.start(run_jobs=False, recover=False)
        try:
            service = kernel.service("foldwise.plugins.search.service:SearchService")
            assert (service._subscription is not None) is follows, role
            assert bool(service._tasks) is follows, role  # no event follower, no background build
        finally:
            await kernel.stop()
