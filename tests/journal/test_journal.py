"""The journal's primitives, undo/redo/rollback and history on a real kernel and real files."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

import pytest

from foldwise.kernel.errors import Conflict, NotFound, PathNotAllowed
from foldwise.kernel.journal.models import Operation, Transaction

from .conftest import contents, make_tree, snapshot


async def test_move_undo_redo_and_events(kernel: Any, root: Path) -> None:
    make_tree(root, {"a.txt": b"alpha", "docs/b.txt": b"beta"})
    before = snapshot(root)
    sub = kernel.bus.subscribe()
    async with kernel.journal.transaction("move", actor="alice", description="tidy") as txn:
        await txn.move(root / "a.txt", root / "new/deeper/a.txt")
    assert (root / "new/deeper/a.txt").read_bytes() == b"alpha"
    assert not (root / "a.txt").exists()
    ops = await Operation.filter(transaction_id=txn.id).order_by("seq")
    assert [o.op for o in ops] == ["mkdir", "mkdir", "move"]
    assert all(o.state == "done" for o in ops)
    assert ops[2].size == 5 and ops[2].mtime_ns
    event = await asyncio.wait_for(sub.__anext__(), 2)
    assert event.type == "journal.applied"
    assert event.data["moves"] == [[str(root / "a.txt"), str(root / "new/deeper/a.txt")]]
    assert str(root / "new") in event.data["created"]

    result = await kernel.journal.undo()
    assert result["target_id"] == txn.id and result["complete"]
    assert snapshot(root) == before
    assert (await Transaction.get(id=txn.id)).state == "undone"
    undone = await asyncio.wait_for(sub.__anext__(), 2)
    assert undone.type == "journal.undone"
    assert undone.data["transaction_id"] == txn.id
    assert undone.data["moves"] == [[str(root / "new/deeper/a.txt"), str(root / "a.txt")]]

    await kernel.journal.redo()
    assert (root / "new/deeper/a.txt").read_bytes() == b"alpha"
    await kernel.journal.undo()
    assert snapshot(root) == before
    with pytest.raises(NotFound):
        await kernel.journal.undo()


async def test_move_never_overwrites(kernel: Any, root: Path) -> None:
    make_tree(root, {"a.txt": b"one", "b.txt": b"two"})
    with pytest.raises(Conflict):
        async with kernel.journal.transaction("move") as txn:
            await txn.move(root / "a.txt", root / "b.txt")
    assert (root / "a.txt").read_bytes() == b"one" and (root / "b.txt").read_bytes() == b"two"
    with pytest.raises(NotFound):
        async with kernel.journal.transaction("move") as txn:
            await txn.move(root / "nope.txt", root / "c.txt")
    assert await Operation.filter(op="move").count() == 0


async def test_paths_outside_roots_and_roots_themselves_refused(kernel: Any, root: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"x")
    async with kernel.journal.transaction("move") as txn:
        with pytest.raises(PathNotAllowed):
            await txn.move(outside, root / "in.txt")
        with pytest.raises(PathNotAllowed):
            await txn.trash(root)
    assert outside.exists()


async def test_trash_and_restore(kernel: Any, root: Path, home: Path) -> None:
    make_tree(root, {"keep/x.bin": os.urandom(3000), "keep/sub/y.txt": b"why"})
    before = snapshot(root)
    async with kernel.journal.transaction("delete") as txn:
        where = await txn.trash(root / "keep")
    assert not (root / "keep").exists()
    assert where.is_relative_to(root / ".foldwise-trash" / str(txn.id))  # in its root: a rename
    assert not (home / "trash").exists()
    assert (where / "sub/y.txt").read_bytes() == b"why"
    await kernel.journal.undo(txn.id)
    assert snapshot(root) == before
    await kernel.journal.redo(txn.id)
    assert not (root / "keep").exists()
    await kernel.journal.undo()
    assert snapshot(root) == before


async def test_write_new_upload(kernel: Any, root: Path) -> None:
    async with kernel.journal.transaction("upload") as txn:
        path = await txn.write_new(root / "up/load.txt", b"payload")
    assert path.read_bytes() == b"payload"
    op = await Operation.get(transaction_id=txn.id, op="write")
    assert op.state == "done" and op.size == 7 and op.checksum
    with pytest.raises(Conflict):
        async with kernel.journal.transaction("upload") as txn2:
            await txn2.write_new(root / "up/load.txt", b"other")
    assert path.read_bytes() == b"payload"
    assert not [p for p in (root / "up").iterdir() if ".fwtmp-" in p.name]
    await kernel.journal.undo(txn.id)
    assert not (root / "up").exists()
    await kernel.journal.redo()
    assert (root / "up/load.txt").read_bytes() == b"payload"


async def test_hardlink_dedupe_and_undo(kernel: Any, root: Path) -> None:
    make_tree(root, {"a/keep.jpg": b"same bytes", "b/dup.jpg": b"same bytes"})
    dup_ino = os.stat(root / "b/dup.jpg").st_ino
    async with kernel.journal.transaction("dedupe") as txn:
        await txn.hardlink(root / "a/keep.jpg", root / "b/dup.jpg")
    assert os.path.samefile(root / "a/keep.jpg", root / "b/dup.jpg")
    await kernel.journal.undo()
    assert not os.path.samefile(root / "a/keep.jpg", root / "b/dup.jpg")
    assert os.stat(root / "b/dup.jpg").st_ino == dup_ino
    assert (root / "b/dup.jpg").read_bytes() == b"same bytes"


async def test_move_many_batches_progress_and_undo(kernel: Any, root: Path) -> None:
    files = {f"in/{i % 7}/f{i}.txt": f"file {i}".encode() for i in range(1100)}
    make_tree(root, files)
    (root / "out/3").mkdir(parents=True)
    (root / "out/3/f3.txt").write_bytes(b"already here")
    before = snapshot(root)
    pairs = [(root / rel, root / "out" / str(i % 5) / f"f{i}.txt") for i, rel in enumerate(files)]
    pairs.append((root / "missing.txt", root / "out/missing.txt"))
    seen: list[tuple[int, int]] = []

    async def progress(done: int, total: int) -> None:
        seen.append((done, total))

    async with kernel.journal.transaction("organize", job_id="job-1") as txn:
        results = await txn.move_many(pairs, on_progress=progress, batch_size=400)
    statuses = [r.status for r in results]
    assert statuses.count("done") == 1099
    assert statuses[3] == "conflict" and statuses[-1] == "missing"
    assert seen == [(400, 1101), (800, 1101), (1101, 1101)]
    assert (root / "out/3/f3.txt").read_bytes() == b"already here"
    assert (root / "in/3/f3.txt").exists()
    assert await Operation.filter(transaction_id=txn.id, op="mkdir").count() == 4
    assert await Operation.filter(transaction_id=txn.id, state="pending").count() == 0
    assert sorted(contents(root)) == sorted(v for v in before.values() if v is not None)

    summary = await kernel.journal.rollback_job("job-1")
    assert summary["complete"] and summary["reverted"] == 1099 + 4
    assert snapshot(root) == before


async def test_move_many_stops_between_operations(kernel: Any, root: Path) -> None:
    make_tree(root, {f"s/{i}.txt": b"%d" % i for i in range(50)})
    pairs = [(root / f"s/{i}.txt", root / f"d/{i}.txt") for i in range(50)]
    calls = {"n": 0}

    def stop() -> bool:
        calls["n"] += 1
        return calls["n"] > 20

    async with kernel.journal.transaction("organize") as txn:
        results = await txn.move_many(pairs, should_stop=stop)
    done = [r for r in results if r.status == "done"]
    assert 0 < len(done) < 50
    assert all(r.status == "cancelled" for r in results[len(done):])
    assert len(list((root / "d").iterdir())) == len(done)
    assert await Operation.filter(transaction_id=txn.id, state="pending").count() == 0
    await kernel.journal.undo(txn.id)
    assert len(list((root / "s").iterdir())) == 50 and not (root / "d").exists()


async def test_undo_reports_a_vanished_source_and_a_chain_of_moves_passes(kernel: Any, root: Path) -> None:
    """The pre-check reuses the audit's lstat of each source: a source gone since is ``missing`` (nothing is
    changed), and moves that free each other's places (a -> b, then c -> a) undo in order."""
    make_tree(root, {"a.txt": b"A", "c.txt": b"C", "x.txt": b"X"})
    async with kernel.journal.transaction("move") as txn:
        await txn.move(root / "a.txt", root / "b.txt")
        await txn.move(root / "c.txt", root / "a.txt")
        await txn.move(root / "x.txt", root / "y.txt")
    (root / "y.txt").unlink()
    with pytest.raises(Conflict) as info:
        await kernel.journal.undo()
    assert info.value.details["conflicts"] == [{"path": str(root / "y.txt"), "reason": "missing"}]
    assert snapshot(root) == {"a.txt": b"C", "b.txt": b"A"}
    (root / "y.txt").write_bytes(b"X")
    os.utime(root / "y.txt", ns=(0, (await Operation.get(transaction_id=txn.id, seq=2)).mtime_ns))
    await kernel.journal.undo()
    assert snapshot(root) == {"a.txt": b"A", "c.txt": b"C", "x.txt": b"X"}


async def test_undo_conflict_leaves_both_files(kernel: Any, root: Path) -> None:
    make_tree(root, {"a.txt": b"original"})
    async with kernel.journal.transaction("move") as txn:
        await txn.move(root / "a.txt", root / "b.txt")
    (root / "a.txt").write_bytes(b"newcomer")
    with pytest.raises(Conflict) as info:
        await kernel.journal.undo()
    assert info.value.status == 409
    assert info.value.details["conflicts"] == [{"path": str(root / "a.txt"), "reason": "occupied"}]
    assert (root / "a.txt").read_bytes() == b"newcomer"
    assert (root / "b.txt").read_bytes() == b"original"
    assert (await Transaction.get(id=txn.id)).state == "committed"
    (root / "a.txt").unlink()
    await kernel.journal.undo()
    assert (root / "a.txt").read_bytes() == b"original"


async def test_cross_device_move_and_undo(home: Path, tmp_path: Path, db_backend: str | None) -> None:
    from .conftest import kernel_for

    shm = Path("/dev/shm")
    if not shm.is_dir() or os.stat(shm).st_dev == os.stat(tmp_path).st_dev:
        pytest.fail("this machine needs /dev/shm on another filesystem than the temp dir for this test")
    other = shm / f"fw-{os.getpid()}-{tmp_path.name}"
    other.mkdir()
    local = tmp_path / "local"
    make_tree(local, {"big.bin": os.urandom(300_000), "tree/x.txt": b"x", "tree/in/y.txt": b"y"})
    before = snapshot(local)
    try:
        async with kernel_for(home, [local, other], db_backend) as kernel:
            async with kernel.journal.transaction("move") as txn:
                await txn.move(local / "big.bin", other / "big.bin")
                await txn.move(local / "tree", other / "tree")
            assert (other / "big.bin").stat().st_size == 300_000 and not (local / "big.bin").exists()
            assert (other / "tree/in/y.txt").read_bytes() == b"y"
            assert not [p for p in other.iterdir() if ".fwtmp-" in p.name]
            await kernel.journal.undo()
            assert snapshot(local) == before
            assert list(other.iterdir()) == []
    finally:
        import shutil

        shutil.rmtree(other, ignore_errors=True)


async def test_history_pages(kernel: Any, root: Path) -> None:
    make_tree(root, {f"{i}.txt": b"x" for i in range(3)})
    for i in range(3):
        async with kernel.journal.transaction("move", description=f"step {i}") as txn:
            await txn.move(root / f"{i}.txt", root / f"m{i}.txt")
    await kernel.journal.undo()
    page1 = await kernel.journal.history(page=1, page_size=2)
    assert page1["total"] == 4
    assert [t["kind"] for t in page1["items"]] == ["undo", "move"]
    assert page1["items"][1]["state"] == "undone"
    assert page1["items"][1]["operations"][0]["src"] == str(root / "2.txt")
    page2 = await kernel.journal.history(page=2, page_size=2)
    assert [t["description"] for t in page2["items"]] == ["step 1", "step 0"]
    assert page2["items"][0]["op_count"] == 1


async def test_trash_paths_are_not_shown_as_server_paths(kernel: Any, root: Path, home: Path) -> None:
    make_tree(root, {"gone.txt": b"g"})
    async with kernel.journal.transaction("delete") as txn:
        await txn.trash(root / "gone.txt")
    item = (await kernel.journal.history())["items"][0]
    dst = item["operations"][0]["dst"]
    assert dst.startswith("trash:") and str(home) not in dst


async def test_rmdir_empty_removes_emptied_trees_in_one_write_ahead_batch(kernel: Any, root: Path) -> None:
    """Children before parents: a folder whose only entries are folders removed before it goes too, a
    folder holding a file (or a folder not listed) stays with its parents; the choice is journaled as one
    batch (one write-ahead insert, not two commits per folder) and undo brings every folder back."""
    from foldwise.kernel.journal.handle import TransactionHandle

    make_tree(root, {"keep/x/file.txt": b"x", "pad.txt": b"p"})
    for folder in ("a/b/c", "a/b/d", "keep/y", "other/z", "lone"):
        (root / folder).mkdir(parents=True)
    before = snapshot(root)
    order = ["a/b/c", "a/b/d", "a/b", "a", "keep/y", "keep/x", "keep", "other", "other/z", "lone", "lone", "gone"]
    inserts = []
    original = TransactionHandle._insert

    async def counted(self: Any, planned: Any) -> None:
        inserts.append(len(planned))
        await original(self, planned)

    TransactionHandle._insert = counted  # type: ignore[method-assign]
    try:
        async with kernel.journal.transaction("tidy") as txn:
            removed = await txn.rmdir_empty([root / p for p in order])
    finally:
        TransactionHandle._insert = original  # type: ignore[method-assign]
    names = [str(p.relative_to(root)) for p in removed]
    # "other" comes before its child: not empty when chosen (as when removing one by one); "lone" once.
    assert names == ["a/b/c", "a/b/d", "a/b", "a", "keep/y", "other/z", "lone"]
    assert inserts == [7]
    assert (root / "keep/x/file.txt").exists() and (root / "other").is_dir() and not (root / "a").exists()
    ops = await Operation.filter(transaction_id=txn.id).order_by("seq")
    assert [o.op for o in ops] == ["rmdir"] * 7 and all(o.state == "done" for o in ops)
    result = await kernel.journal.undo()
    assert result["complete"] and snapshot(root) == before


async def test_rmdir_empty_keeps_a_folder_filled_after_the_choice(kernel: Any, root: Path) -> None:
    """Rule 8 holds per step: a folder that gains a file between the choice and its ``rmdir`` is kept (the
    system call refuses a non-empty folder), the file untouched; its parent stays too."""
    from foldwise.kernel.journal import handle

    (root / "p/q").mkdir(parents=True)
    choose = handle._empty_folders

    def choose_then_fill(targets: Any) -> list[str]:
        chosen = choose(targets)
        (root / "p/q/late.txt").write_bytes(b"late")
        return chosen

    handle._empty_folders = choose_then_fill  # type: ignore[assignment]
    try:
        async with kernel.journal.transaction("tidy") as txn:
            removed = await txn.rmdir_empty([root / "p/q", root / "p"])
    finally:
        handle._empty_folders = choose  # type: ignore[assignment]
    assert removed == [] and (root / "p/q/late.txt").read_bytes() == b"late"
