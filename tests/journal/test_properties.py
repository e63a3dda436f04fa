"""Property: random mkdir/move/trash/undo/redo sequences keep every file's bytes exactly once,
and undoing everything restores the original tree byte for byte."""

from __future__ import annotations

import itertools
import os
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from foldwise.kernel.errors import ApiError, NotFound

from .conftest import contents, make_tree, snapshot

_counter = itertools.count()

action = st.one_of(
    st.tuples(st.just("mkdir"), st.integers(0, 50), st.sampled_from(["n1", "n2", "deep/n3"])),
    st.tuples(st.just("move"), st.integers(0, 50), st.integers(0, 50), st.sampled_from(["x", "y", "a.txt"])),
    st.tuples(st.just("move_many"), st.integers(0, 50), st.integers(0, 50)),
    st.tuples(st.just("trash"), st.integers(0, 50)),
    st.tuples(st.just("undo")),
    st.tuples(st.just("redo")),
)
files = st.dictionaries(st.sampled_from(["a.txt", "b/c.txt", "b/d/e.bin", "f/g.txt", "h.txt", "f/i.txt"]),
                        st.binary(min_size=0, max_size=64), min_size=1)


def _entries(base: Path) -> tuple[list[Path], list[Path]]:
    """(all entries, folders) under ``base``, base included among folders."""
    entries, dirs = [], [base]
    for dirpath, dirnames, filenames in os.walk(base):
        for d in sorted(dirnames):
            entries.append(Path(dirpath) / d)
            dirs.append(Path(dirpath) / d)
        entries.extend(Path(dirpath) / f for f in sorted(filenames))
    return entries, dirs


async def _run(kernel: Any, base: Path, step: tuple[Any, ...]) -> None:
    entries, dirs = _entries(base)
    journal = kernel.journal
    kind = step[0]
    try:
        if kind == "undo":
            await journal.undo()
        elif kind == "redo":
            await journal.redo()
        elif kind == "mkdir":
            async with journal.transaction("mkdir") as txn:
                await txn.mkdir(dirs[step[1] % len(dirs)] / step[2])
        elif kind == "trash" and entries:
            async with journal.transaction("delete") as txn:
                await txn.trash(entries[step[1] % len(entries)])
        elif kind == "move" and entries:
            src = entries[step[1] % len(entries)]
            async with journal.transaction("move") as txn:
                await txn.move(src, dirs[step[2] % len(dirs)] / step[3])
        elif kind == "move_many" and entries:
            target = dirs[step[2] % len(dirs)] / f"batch{next(_counter)}"
            chosen = [e for e in entries[step[1] % len(entries):][:3] if e.is_file()]
            async with journal.transaction("organize") as txn:
                await txn.move_many([(e, target / f"{i}-{e.name}") for i, e in enumerate(chosen)])
    except ApiError:
        pass  # conflicts, nothing to undo/redo, moving a folder into itself: refused, nothing lost


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(tree=files, steps=st.lists(action, max_size=10))
async def test_random_sequences_keep_bytes_and_undo_restores(kernel: Any, root: Path, home: Path,
                                                             tree: dict[str, bytes], steps: list[Any]) -> None:
    # Examples share one kernel, so a default redo may reach an earlier example's folder: the
    # invariants are checked over the whole root and trash, and every example's folder.
    originals: dict[Path, Any] = kernel.__dict__.setdefault("_originals", {})
    base = root / f"ex{next(_counter)}"
    make_tree(base, tree)
    originals[base] = snapshot(base)
    expected = sorted(contents(root) + contents(root / ".foldwise-trash"))
    for step in steps:
        await _run(kernel, base, step)
        assert sorted(contents(root) + contents(root / ".foldwise-trash")) == expected
    while True:
        try:
            await kernel.journal.undo()
        except NotFound:
            break
    for folder, snap in originals.items():
        assert snapshot(folder) == snap, folder
    assert sorted(contents(root) + contents(root / ".foldwise-trash")) == expected
