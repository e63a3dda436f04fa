"""The pipelined batch executor: write-ahead before each batch, and a stop never marks unrun work done."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from foldwise.kernel.journal.handle import PlannedStep
from foldwise.kernel.journal.models import Operation
from foldwise.kernel.journal.ops import Step


def _batches(handle: Any, root: Path, sizes: list[int]) -> list[list[PlannedStep]]:
    out, n = [], 0
    for size in sizes:
        batch = []
        for _ in range(size):
            src = root / f"f{n}.txt"
            src.write_text(str(n))
            seq = handle._next_seq()
            batch.append(PlannedStep(Step("move", str(src), str(root / f"g{n}.txt"), handle.opid(seq)), seq))
            n += 1
        out.append(batch)
    return out


async def test_all_batches_run_and_are_marked_done(kernel: Any, root: Path) -> None:
    async with kernel.journal.transaction("move") as txn:
        batches = _batches(txn, root, [3, 2, 4])
        await txn.execute_batches(batches)
    states = await Operation.filter(transaction_id=txn.id).order_by("seq").values_list("state", flat=True)
    assert states == ["done"] * 9
    assert sorted(p.name for p in root.iterdir()) == sorted(f"g{i}.txt" for i in range(9))


async def test_a_stop_after_the_first_batch(kernel: Any, root: Path) -> None:
    calls = {"n": 0}

    def stop_after_three() -> bool:
        calls["n"] += 1
        return calls["n"] > 3  # the first batch (3 moves) runs, then every check says stop

    async with kernel.journal.transaction("move") as txn:
        batches = _batches(txn, root, [3, 2, 4])
        await txn.execute_batches(batches, should_stop=stop_after_three)
    rows = await Operation.filter(transaction_id=txn.id).order_by("seq").values_list("seq", "state", "error")
    # batch 1 done; batch 2 saw the stop before its first move (cancelled); batch 3 had been written ahead
    # while batch 2 ran and never ran either: both are failed (cancelled), never done.
    assert [(s, st) for s, st, _ in rows] == [(0, "done"), (1, "done"), (2, "done")] + [
        (seq, "failed") for seq in range(3, 9)]
    assert all(err == "cancelled" for _, st, err in rows if st == "failed")
    names = sorted(p.name for p in root.iterdir())
    assert names == sorted(["g0.txt", "g1.txt", "g2.txt"] + [f"f{i}.txt" for i in range(3, 9)])


# ---- move_many: its batches pipelined the same way ------------------------------------------------------------
def _pairs(root: Path, count: int) -> list[tuple[str, str]]:
    out = []
    for n in range(count):
        src = root / f"f{n}.txt"
        src.write_text(str(n))
        out.append((str(src), str(root / "sorted" / f"g{n}.txt")))
    return out


async def test_move_many_writes_each_batch_ahead_of_its_moves(kernel: Any, root: Path,
                                                              db_backend: str | None) -> None:
    import asyncio
    import sqlite3

    from foldwise.kernel.journal import fsops

    db = Operation._meta.db
    query = "SELECT state FROM journal_operation WHERE src = "

    def committed_state(path: Path) -> str | None:
        """The row's state as another connection sees it: what is committed, nothing else."""
        if db_backend is None:
            with sqlite3.connect(db.filename) as conn:
                row = conn.execute(query + "?", (str(path),)).fetchone()
            return row[0] if row else None
        import asyncpg

        async def read() -> str | None:
            conn = await asyncpg.connect(db_backend)
            try:
                return await conn.fetchval(query + "$1", str(path))
            finally:
                await conn.close()

        return asyncio.run(read())  # in the worker thread: its own loop, its own connection

    seen: list[tuple[str, str | None]] = []

    def before(step: str, path: Path) -> None:  # in the worker thread, right before each rename
        if step == "before":
            seen.append((path.name, committed_state(path)))

    fsops.set_hook(before)
    progress: list[tuple[int, int]] = []
    async with kernel.journal.transaction("move") as txn:
        results = await txn.move_many(_pairs(root, 7), batch_size=3,
                                      on_progress=lambda done, total: progress.append((done, total)))
    assert [r.status for r in results] == ["done"] * 7
    assert seen == [(f"f{n}.txt", "pending") for n in range(7)]  # committed before the change, every batch
    assert progress == [(3, 7), (6, 7), (7, 7)]
    states = await Operation.filter(transaction_id=txn.id).order_by("seq").values_list("op", "state")
    assert states == [("mkdir", "done")] + [("move", "done")] * 7
    assert sorted(p.name for p in (root / "sorted").iterdir()) == sorted(f"g{n}.txt" for n in range(7))


async def test_move_many_stopped_in_a_batch_marks_nothing_unrun_done(kernel: Any, root: Path) -> None:
    calls = {"n": 0}

    def stop_after_four() -> bool:
        calls["n"] += 1
        return calls["n"] > 4

    async with kernel.journal.transaction("move") as txn:
        results = await txn.move_many(_pairs(root, 9), batch_size=3, should_stop=stop_after_four)
    statuses = [r.status for r in results]
    moved = statuses.count("done")
    assert 1 <= moved < 9 and statuses == ["done"] * moved + ["cancelled"] * (9 - moved)
    rows = await Operation.filter(transaction_id=txn.id, op="move").order_by("seq").values_list("src", "state")
    done_rows = [Path(src).name for src, state in rows if state == "done"]
    assert done_rows == [f"f{n}.txt" for n in range(moved)]
    assert all(state == "failed" for _src, state in rows[moved:])  # written ahead, never run: never done
    assert sorted(p.name for p in root.iterdir() if p.is_file()) == [f"f{n}.txt" for n in range(moved, 9)]


async def test_move_many_conflicts_across_batches_are_still_found_before_writing(kernel: Any, root: Path) -> None:
    pairs = _pairs(root, 6)
    pairs[4] = (pairs[4][0], pairs[1][1])  # two sources for one destination, in different batches
    (root / "sorted").mkdir()
    (root / "sorted" / "g5.txt").write_text("already there")
    async with kernel.journal.transaction("move") as txn:
        results = await txn.move_many(pairs, batch_size=2)
    assert [r.status for r in results] == ["done", "done", "done", "done", "conflict", "conflict"]
    srcs = await Operation.filter(transaction_id=txn.id).values_list("src", flat=True)
    assert str(root / "f4.txt") not in srcs and str(root / "f5.txt") not in srcs  # no row: found before
    assert (root / "sorted" / "g5.txt").read_text() == "already there"
