"""The daemon's service in-process: inotify falling back to polling, the lease (one daemon per
deployment, on SQLite and PostgreSQL), persisted folders and the routes' validation."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from foldwise.plugins.daemon.service import DaemonService
from foldwise.plugins.daemon.watcher import Watch, Watcher
from foldwise.sdk import open_kernel
from conftest import make_settings
from tests.waiting import wait_until_async


async def test_the_inotify_watch_limit_falls_back_to_polling_and_says_so(tmp_path: Path) -> None:
    (tmp_path / "late.txt").write_bytes(b"x")
    calls: list[bool] = []
    processed: list[list[str]] = []
    modes: list[tuple[str, str | None]] = []

    def limited_awatch(*paths: str, force_polling: bool, **kw: Any) -> Any:
        calls.append(force_polling)
        if not force_polling:
            raise OSError("OS file watch limit reached. about [\"/x\"]")
        from watchfiles import awatch

        return awatch(*paths, force_polling=True, **kw)

    async def process(watch: Watch, paths: list[str]) -> None:
        processed.append(paths)

    async def on_mode(mode: str, reason: str | None) -> None:
        modes.append((mode, reason))

    watcher = Watcher([Watch(str(tmp_path), "rules", rule_set="x")], process, quiet_seconds=0.1, batch_size=10,
                      poll_ms=50, on_mode=on_mode, awatch=limited_awatch)
    task = asyncio.create_task(watcher.run())
    try:
        await wait_until_async(lambda: watcher.mode == "polling", what="polling")
        (tmp_path / "new.txt").write_bytes(b"y")
        await wait_until_async(lambda: sum(len(p) for p in processed), until=lambda n: n == 2, what="two files")
    finally:
        watcher.stop_event.set()
        await task
    assert calls[:2] == [False, True]
    assert modes[-1][0] == "polling" and "watch limit" in (modes[-1][1] or "")
    assert sorted(p.rsplit("/", 1)[1] for batch in processed for p in batch) == ["late.txt", "new.txt"]


async def test_one_daemon_per_deployment_through_the_lease(db_backend: str | None, home: Path, root: Path) -> None:
    """On SQLite and on PostgreSQL (skipped with its reason when PG is absent, a failure under
    FOLDWISE_REQUIRE_SERVICES=1): one instance holds the lease, the other takes over once it stops."""
    inbox = root / "inbox"
    inbox.mkdir()
    settings = make_settings(home, [root], **({"database": {"url": db_backend}} if db_backend else {}))
    async with open_kernel(settings, run_jobs=False) as kernel:
        first = kernel.service(DaemonService)
        second = DaemonService(kernel)  # another instance on the same database
        assert await first.start([str(inbox)]) == {"started": True}
        assert first.watcher is not None
        assert await second.tick() is False and second.watcher is None  # the lease is taken
        status = await second.status()
        assert status["running"] and status["instance"] == first.instance
        assert status["watched"] == [{"path": str(inbox), "mode": "methodology", "dry_run": False, "methodology": None}]
        assert await first.start() == {"started": True, "already_running": True}
        await first.close()  # a clean shutdown hands the lease back
        assert await second.tick() is True and second.watcher is not None  # the other instance takes over
        assert await second.stop() == {"stopped": True}
        assert second.watcher is None
        assert (await second.status())["running"] is False
        await second.close()


async def test_start_validation(client: Any, admin_headers: dict[str, str], root: Path) -> None:
    r = await client.post("/api/v1/daemon/start", headers=admin_headers)
    assert r.status_code == 422 and (await r.get_json())["details"][0]["loc"] == ["body", "paths"]
    r = await client.post("/api/v1/daemon/start", json={"paths": ["/etc"]}, headers=admin_headers)
    assert r.status_code == 403
    r = await client.post("/api/v1/daemon/start", json={"paths": [str(root)], "mode": "rules"}, headers=admin_headers)
    assert r.status_code == 422
    r = await client.post("/api/v1/daemon/start", json={"paths": [str(root)], "mode": "rules", "rule_set": "nope"},
                          headers=admin_headers)
    assert r.status_code == 404
    r = await client.post("/api/v1/daemon/start", json={"paths": [str(root)], "surprise": 1}, headers=admin_headers)
    assert r.status_code == 422
    r = await client.post("/api/v1/daemon/toggle", json={"paths": [str(root)], "methodology": "para"},
                          headers=admin_headers)
    assert (await r.get_json())["data"] == {"started": True}
    status = (await (await client.get("/api/v1/daemon/status", headers=admin_headers)).get_json())["data"]
    assert status["running"] and status["watched"][0]["methodology"] == "para"
    r = await client.post("/api/v1/daemon/toggle", headers=admin_headers)
    assert (await r.get_json())["data"] == {"stopped": True}
    assert (await client.get("/api/v1/daemon/status")).status_code == 401


async def test_files_left_alone_by_another_instance_are_not_moved(db_backend: str | None, home: Path,
                                                                  root: Path) -> None:
    """An undo run by another process (no watcher there) records the files in ``daemon_left_alone``:
    the instance running the watcher skips them, and a new watcher starts with them (SQLite and PostgreSQL)."""
    inbox = root / "inbox"
    inbox.mkdir()
    settings = make_settings(home, [root], daemon={"quiet_seconds": 0.2},
                             **({"database": {"url": db_backend}} if db_backend else {}))
    async with open_kernel(settings, run_jobs=False) as kernel:
        runner = kernel.service(DaemonService)
        other = DaemonService(kernel)  # another instance: holds no lease, runs no watcher
        assert await runner.start([str(inbox)]) == {"started": True}
        kept, moved = inbox / "kept.txt", inbox / "moved.txt"
        assert await other.leave_alone([str(kept), str(root / "elsewhere.txt")]) == [str(kept)]  # only watched folders
        assert runner.watcher is not None and not runner.watcher.is_left_alone(str(kept))  # not told in memory
        kept.write_bytes(b"k")
        moved.write_bytes(b"m")
        await wait_until_async(lambda: moved.exists(), until=lambda there: not there, what="moved.txt organized")
        await asyncio.sleep(0.6)
        assert kept.exists() and runner.watcher.is_left_alone(str(kept))
        assert await runner._left_alone_among([str(kept), str(moved)]) == {str(kept)}  # the raw query, per dialect
        await runner.stop()
        await runner.start()  # a new watcher reads the table
        assert runner.watcher is not None and runner.watcher.is_left_alone(str(kept))
        kept.unlink()  # gone: forgotten, in memory and in the table
        await wait_until_async(lambda: runner.watcher is not None and runner.watcher.is_left_alone(str(kept)),
                               until=lambda alone: not alone, what="kept.txt forgotten")
        from foldwise.plugins.daemon.models import LeftAlone

        await wait_until_async(lambda: LeftAlone.all().count(), until=lambda n: n == 0, what="the row deleted")
        await runner.close()
        await other.close()


async def test_a_large_drop_is_paced_so_processing_takes_at_most_its_share(tmp_path: Path) -> None:
    """While more files wait, a batch that took T is followed by a pause of T x (1 - share) / share
    (at least batch_pause_ms): with share 0.5 the daemon is busy at most about half of the time."""
    import time

    for i in range(6):
        (tmp_path / f"f{i}.txt").write_bytes(b"x")
    spans: list[tuple[float, float]] = []

    async def process(watch: Watch, paths: list[str]) -> None:
        start = time.monotonic()
        await asyncio.sleep(0.15)  # the batch's work
        spans.append((start, time.monotonic()))

    watcher = Watcher([Watch(str(tmp_path), "rules", rule_set="x")], process, quiet_seconds=0.05, batch_size=2,
                      batch_pause_ms=10, busy_share=0.5)
    assert watcher.pause_after(0.2) == 0.2 and watcher.pause_after(0.001) == 0.01 and watcher.pause_after(60) == 5.0
    task = asyncio.create_task(watcher.run())
    try:
        await wait_until_async(lambda: len(spans), until=lambda n: n == 3, what="three batches")
    finally:
        watcher.stop_event.set()
        await task
    gaps = [spans[i + 1][0] - spans[i][1] for i in range(2)]
    assert all(gap >= 0.14 for gap in gaps), gaps  # ~0.15 s of work, then ~0.15 s of room
    unpaced = Watcher([Watch(str(tmp_path), "rules", rule_set="x")], process, quiet_seconds=0.05, batch_size=2,
                      batch_pause_ms=10, busy_share=1.0)
    assert unpaced.pause_after(0.2) == 0.01


async def test_leave_alone_records_only_files_directly_in_scope(home: Path, root: Path) -> None:
    """An undo's paths are matched per parent folder: nothing is recorded while no folder is watched; a
    watched folder takes its own files (paths normalised), its subfolders' only when ``recursive``."""
    inbox = root / "inbox"
    (inbox / "sub").mkdir(parents=True)
    for recursive in (False, True):
        settings = make_settings(home, [root], daemon={"recursive": recursive})
        async with open_kernel(settings, run_jobs=False) as kernel:
            from foldwise.plugins.daemon.models import LeftAlone, WatchedFolder

            service = DaemonService(kernel)
            paths = [str(inbox / "a.txt"), f"{inbox}/./b.txt", str(inbox / "sub" / "c.txt"), str(root / "d.txt")]
            assert await service.leave_alone(paths) == []  # nothing watched: nothing recorded
            await WatchedFolder.create(path=str(inbox), methodology="default")
            expected = sorted([str(inbox / "a.txt"), str(inbox / "b.txt")]
                              + ([str(inbox / "sub" / "c.txt")] if recursive else []))
            assert await service.leave_alone(paths) == expected
            assert sorted(await LeftAlone.all().values_list("path", flat=True)) == expected
            await WatchedFolder.all().delete()
            await LeftAlone.all().delete()
            await service.close()
