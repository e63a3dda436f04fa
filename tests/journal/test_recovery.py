"""Crash recovery: a crash at every step of a move, an interrupted copy, upload, rollback, and a
real killed process; ``recover()`` in a fresh kernel leaves every file exactly once, bytes intact."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Callable, Iterator

import pytest

from foldwise.kernel.journal import fsops
from foldwise.kernel.journal.models import Operation, Transaction

from .conftest import ALL_PLUGINS, SimulatedCrash, contents, kernel_for, make_tree, snapshot


def crash_at(step: str, nth: int = 1, match: str = "") -> Callable[[str, Path], None]:
    seen = {"n": 0}

    def hook(name: str, path: Path) -> None:
        if name == step and match in path.name:
            seen["n"] += 1
            if seen["n"] == nth:
                raise SimulatedCrash(f"crash at {step} #{nth}")

    return hook


@pytest.fixture
def other_fs(tmp_path: Path) -> Iterator[Path]:
    """A folder on another filesystem than ``tmp_path`` (``/dev/shm``), for real EXDEV moves."""
    shm = Path("/dev/shm")
    if not shm.is_dir() or os.stat(shm).st_dev == os.stat(tmp_path).st_dev:
        pytest.fail("needs /dev/shm on another filesystem than the temp dir")
    path = shm / f"fw-{os.getpid()}-{tmp_path.name}"
    path.mkdir()
    yield path
    shutil.rmtree(path, ignore_errors=True)


def no_temp_files(*roots: Path) -> bool:
    """No temporary name left in the user's tree (the root's trash keeps what undo put there)."""
    return not any(fsops.TMP_MARK in name for r in roots for d, ds, fs in os.walk(r) for name in ds + fs
                   if ".foldwise-trash" not in Path(d).relative_to(r).parts and name != ".foldwise-trash")


CASES = [
    ("same", "file", "before", "failed"),
    ("same", "file", "renamed", "done"),
    ("same", "dir", "renamed", "done"),
    ("cross", "file", "before", "failed"),
    ("cross", "file", "copied", "failed"),
    ("cross", "file", "renamed", "done"),
    ("cross", "dir", "copied", "failed"),
    ("cross", "dir", "renamed", "done"),
]


@pytest.mark.parametrize("where,what,step,outcome", CASES)
async def test_crash_during_move_then_recover(home: Path, tmp_path: Path, db_backend: str | None,
                                              other_fs: Path, where: str, what: str, step: str,
                                              outcome: str) -> None:
    src_root = tmp_path / "src"
    dst_root = tmp_path / "dst" if where == "same" else other_fs
    dst_root.mkdir(exist_ok=True)
    make_tree(src_root, {"item/a.bin": os.urandom(150_000), "item/in/b.txt": b"bee", "f.bin": os.urandom(70_000)})
    name = "f.bin" if what == "file" else "item"
    before_src, all_bytes = snapshot(src_root), contents(src_root)
    fsops.set_hook(crash_at(step, match=name))
    with pytest.raises(SimulatedCrash):
        async with kernel_for(home, [src_root, dst_root], db_backend) as kernel:
            async with kernel.journal.transaction("move") as txn:
                await txn.move(src_root / name, dst_root / name)
    fsops.set_hook(None)
    txn_id = txn.id
    async with kernel_for(home, [src_root, dst_root], db_backend) as kernel:
        assert sorted(contents(src_root) + contents(dst_root)) == all_bytes
        assert no_temp_files(src_root, dst_root)
        op = await Operation.get(transaction_id=txn_id, op="move")
        assert op.state == outcome
        assert (await Transaction.get(id=txn_id)).state == "failed"
        if outcome == "done":
            assert os.path.exists(dst_root / name) and not os.path.exists(src_root / name)
            await kernel.journal.undo()
        else:
            assert not os.path.exists(dst_root / name)
        assert snapshot(src_root) == before_src
        assert list(dst_root.iterdir()) == []


@pytest.mark.parametrize("step,outcome", [("copied", "failed"), ("renamed", "done")])
async def test_crash_during_upload(home: Path, root: Path, db_backend: str | None, step: str, outcome: str) -> None:
    fsops.set_hook(crash_at(step, match="up.bin"))
    with pytest.raises(SimulatedCrash):
        async with kernel_for(home, [root], db_backend) as kernel:
            async with kernel.journal.transaction("upload") as txn:
                await txn.write_new(root / "up.bin", b"uploaded bytes")
    fsops.set_hook(None)
    async with kernel_for(home, [root], db_backend):
        assert no_temp_files(root)
        op = await Operation.get(transaction_id=txn.id, op="write")
        assert op.state == outcome
        assert (root / "up.bin").exists() == (outcome == "done")


async def test_trash_on_another_filesystem_is_a_rename_in_its_root(home: Path, other_fs: Path,
                                                                   db_backend: str | None) -> None:
    """The trash lives in the item's root (``.foldwise-trash``): a root on another filesystem than the data
    home trashes by rename, never by copy, and a crash right after the rename is settled by recovery."""
    make_tree(other_fs, {"t/a.txt": b"a" * 1000, "t/b.txt": b"b"})
    before = snapshot(other_fs)
    steps: list[str] = []
    fsops.set_hook(lambda name, path: steps.append(name))
    try:
        async with kernel_for(home, [other_fs], db_backend) as kernel:
            async with kernel.journal.transaction("delete") as txn:
                where = await txn.trash(other_fs / "t")
            assert where.is_relative_to(other_fs / ".foldwise-trash") and "copied" not in steps
            await kernel.journal.undo()
            assert snapshot(other_fs) == before
    finally:
        fsops.set_hook(None)
    fsops.set_hook(crash_at("renamed", match="t"))
    with pytest.raises(SimulatedCrash):
        async with kernel_for(home, [other_fs], db_backend) as kernel:
            async with kernel.journal.transaction("delete") as txn:
                await txn.trash(other_fs / "t")
    fsops.set_hook(None)
    async with kernel_for(home, [other_fs], db_backend) as kernel:
        assert snapshot(other_fs) == {} and no_temp_files(home, other_fs)  # the rename happened: done
        await kernel.journal.undo()
        assert snapshot(other_fs) == before


async def test_rollback_resumes_after_crash(home: Path, root: Path, db_backend: str | None) -> None:
    make_tree(root, {f"in/f{i}.txt": b"%d" % i for i in range(6)})
    before = snapshot(root)
    async with kernel_for(home, [root], db_backend) as kernel:
        async with kernel.journal.transaction("organize", job_id="j7") as txn:
            await txn.move_many([(root / f"in/f{i}.txt", root / f"out/{i % 2}/f{i}.txt") for i in range(6)])
        fsops.set_hook(crash_at("before", nth=3))
        with pytest.raises(SimulatedCrash):
            await kernel.journal.rollback_job("j7")
    fsops.set_hook(None)
    async with kernel_for(home, [root], db_backend) as kernel:
        assert sorted(contents(root)) == sorted(v for v in before.values() if v is not None)
        summary = await kernel.journal.rollback_job("j7")
        assert summary["complete"] and summary["conflicts"] == []
        assert snapshot(root) == before
        assert await Transaction.filter(undo_of=txn.id).count() == 1
        assert (await Transaction.get(id=txn.id)).state == "undone"
        await kernel.journal.redo(txn.id)
        assert sorted(p.name for p in (root / "out/1").iterdir()) == ["f1.txt", "f3.txt", "f5.txt"]


_CHILD = r"""
import asyncio, os, sys
from pathlib import Path
from foldwise.kernel.settings import load_settings
from foldwise.kernel.core import open_kernel
from foldwise.kernel.journal import fsops

home, root, url, plugins = sys.argv[1], Path(sys.argv[2]), sys.argv[3] or None, sys.argv[4].split(",")
count = {"n": 0}

def hook(name, path):
    if name == "renamed" and path.suffix == ".txt":
        count["n"] += 1
        if count["n"] == 250:
            os._exit(9)

async def main():
    over = {"roots": [str(root)], "plugins": {"disabled": plugins}}
    if url:
        over["database"] = {"url": url}
    async with open_kernel(load_settings(home, overrides=over, environ={}), run_jobs=False) as k:
        fsops.set_hook(hook)
        async with k.journal.transaction("organize", job_id="killed") as txn:
            await txn.move_many([(root / f"a/{i}.txt", root / f"b/{i % 9}/{i}.txt") for i in range(400)],
                                batch_size=100)

asyncio.run(main())
"""


async def test_killed_process_mid_batch(home: Path, root: Path, db_backend: str | None) -> None:
    make_tree(root, {f"a/{i}.txt": b"content %d" % i for i in range(400)})
    before = snapshot(root)
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_")}
    proc = subprocess.run([sys.executable, "-c", _CHILD, str(home), str(root), db_backend or "",
                           ",".join(ALL_PLUGINS)], env=env, capture_output=True, timeout=120)
    assert proc.returncode == 9, proc.stderr.decode()[-2000:]
    async with kernel_for(home, [root], db_backend) as kernel:
        assert sorted(contents(root)) == sorted(v for v in before.values() if v is not None)
        states = {o.state for o in await Operation.filter(op="move")}
        assert "pending" not in states
        assert await Operation.filter(op="move", state="done").count() == 250
        summary = await kernel.journal.rollback_job("killed")
        assert summary["complete"]
        assert snapshot(root) == before
