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
