"""Several processes share one database: recovery settles only the work of processes that are gone."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import threading
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from foldwise.kernel.journal import fsops
from foldwise.kernel.journal.models import Operation, Transaction

from .conftest import ALL_PLUGINS, kernel_for

#: A second instance: start a kernel on the same home and database (start-up runs journal recovery) and
#: print what recovery settled.
SECOND_INSTANCE = """
import asyncio, json, sys
from foldwise.kernel.core import open_kernel
from foldwise.kernel.settings import load_settings

async def main():
    settings = load_settings(sys.argv[1], overrides=json.loads(sys.argv[2]), environ={})
    async with open_kernel(settings, run_jobs=False) as kernel:
        print(json.dumps(await kernel.journal.recover()))

asyncio.run(main())
"""


def _second_instance(home: Path, roots: list[Path], db_url: str | None) -> dict[str, Any]:
    overrides: dict[str, Any] = {"roots": [str(r) for r in roots], "plugins": {"disabled": ALL_PLUGINS}}
    if db_url:
        overrides["database"] = {"url": db_url}
    out = subprocess.run([sys.executable, "-c", SECOND_INSTANCE, str(home), json.dumps(overrides)],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


async def test_a_second_instance_leaves_a_move_in_flight_alone(home: Path, root: Path,
                                                              db_backend: str | None) -> None:
    (root / "a.txt").write_bytes(b"alpha")
    reached, release = threading.Event(), threading.Event()

    def pause(name: str, path: Path) -> None:
        if name == "before" and path.name == "a.txt":
            reached.set()
            release.wait(60)

    fsops.set_hook(pause)
    try:
        async with kernel_for(home, [root], db_backend) as kernel:
            async def move() -> int:
                async with kernel.journal.transaction("move") as txn:
                    await txn.move(root / "a.txt", root / "b.txt")
                return txn.id

            task = asyncio.create_task(move())
            assert await asyncio.to_thread(reached.wait, 30), "the move never started"
            # The write-ahead record is committed and the rename has not happened: the move is in flight.
            assert await Operation.filter(state="pending").count() == 1
            report = await asyncio.to_thread(_second_instance, home, [root], db_backend)
            assert report["settled"] == 0 and report["transactions"] == []
            assert await Operation.filter(state="pending").count() == 1
            release.set()
            txn_id = await task
            assert (await Transaction.get(id=txn_id)).state == "committed"
            assert [op.state for op in await Operation.filter(transaction_id=txn_id)] == ["done"]
    finally:
        release.set()
        fsops.set_hook(None)
    assert not (root / "a.txt").exists() and (root / "b.txt").read_bytes() == b"alpha"


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


async def _orphan(owner: str, src: Path, dst: Path, created_at: datetime | None = None) -> int:
    txn = await Transaction.create(kind="move", state="open", owner=owner)
    if created_at is not None:
        await Transaction.filter(id=txn.id).update(created_at=created_at)
    stat = src.stat()
    await Operation.create(transaction=txn, seq=0, op="move", src=str(src), dst=str(dst), state="pending",
                           size=stat.st_size, mtime_ns=stat.st_mtime_ns)
    return txn.id


async def test_the_sweep_settles_work_of_dead_processes_only(home: Path, root: Path,
                                                            db_backend: str | None) -> None:
    for name in ("dead.txt", "fresh.txt", "old.txt"):
        (root / name).write_text(name)
    host = socket.gethostname()
    async with kernel_for(home, [root], db_backend) as kernel:
        dead = await _orphan(f"{host}:{_dead_pid()}", root / "dead.txt", root / "dead-moved.txt")
        # Another machine's single-file transaction: settled only once it is clearly abandoned.
        fresh = await _orphan("elsewhere:4242", root / "fresh.txt", root / "fresh-moved.txt")
        old = await _orphan("elsewhere:4243", root / "old.txt", root / "old-moved.txt",
                            created_at=datetime.now(timezone.utc) - timedelta(hours=1))
        await kernel.jobs.sweep()
        states = {t.id: t.state for t in await Transaction.filter(id__in=[dead, fresh, old])}
        assert states == {dead: "failed", fresh: "open", old: "failed"}
        ops = {op.transaction_id: op.state for op in await Operation.filter(transaction_id__in=[dead, fresh, old])}
        assert ops == {dead: "failed", fresh: "pending", old: "failed"}  # not done: the sources never moved
    for name in ("dead.txt", "fresh.txt", "old.txt"):
        assert (root / name).read_text() == name
    assert not any(p.name.endswith("-moved.txt") for p in root.iterdir())
    assert os.listdir(root)  # nothing else disappeared


async def test_a_move_another_instance_made_later_is_not_recorded_twice(home: Path, root: Path,
                                                                        db_backend: str | None) -> None:
    """A dead holder's pending move that a takeover instance then made itself is settled ``failed``, not
    ``done``: the file moved once, so the journal must say so once (undo then moves it back once)."""
    (root / "a.txt").write_text("alpha")
    (root / "c.txt").write_text("gamma")
    host = socket.gethostname()
    async with kernel_for(home, [root], db_backend) as kernel:
        dead = await _orphan(f"{host}:{_dead_pid()}", root / "a.txt", root / "b.txt")
        other = await _orphan(f"{host}:{_dead_pid()}", root / "c.txt", root / "d.txt")
        (root / "c.txt").rename(root / "d.txt")  # the dead holder did make this one before it died
        async with kernel.journal.transaction("move") as txn:  # the instance that took over
            await txn.move(root / "a.txt", root / "b.txt")
        report = await kernel.journal.recover()
        assert report["done"] == 1 and report["failed"] == 1, report
        ops = {op.transaction_id: op for op in await Operation.filter(transaction_id__in=[dead, other, txn.id])}
        assert ops[dead].state == "failed" and "later" in (ops[dead].error or "")
        assert ops[other].state == "done"
        assert ops[txn.id].state == "done"
        await kernel.journal.undo(txn.id)
    assert (root / "a.txt").read_text() == "alpha" and not (root / "b.txt").exists()
    assert (root / "d.txt").read_text() == "gamma"
