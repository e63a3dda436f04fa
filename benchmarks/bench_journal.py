"""Journal speed: 10,000 moves through ``move_many`` (write-ahead journaled) and their undo,
against a bare ``os.rename`` loop over the same tree shape, measured in the same run.

Run: ``python benchmarks/bench_journal.py [--files N] [--postgres URL]``. Goal: within 3x.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import tempfile
import time
from importlib.metadata import entry_points
from pathlib import Path


def make_tree(base: Path, n: int) -> list[tuple[Path, Path]]:
    """``n`` small files in 100 folders; each goes to ``sorted/<cat>/<sub>/`` (60 new folders)."""
    pairs = []
    for i in range(n):
        src = base / "inbox" / f"d{i % 100:03d}" / f"file{i:06d}.txt"
        src.parent.mkdir(parents=True, exist_ok=True)
        src.write_bytes(b"x" * (i % 64))
        pairs.append((src, base / "sorted" / f"cat{i % 12}" / f"sub{i % 5}" / src.name))
    return pairs


def bare_apply(pairs: list[tuple[Path, Path]]) -> list[str]:
    """The baseline: create missing folders, rename; remember created folders for the undo."""
    created: list[str] = []
    known: set[str] = set()
    for src, dst in pairs:
        parent = str(dst.parent)
        if parent not in known:
            missing = []
            cur = parent
            while not os.path.isdir(cur):
                missing.append(cur)
                cur = os.path.dirname(cur)
            for d in reversed(missing):
                os.mkdir(d)
                created.append(d)
            known.add(parent)
        os.rename(src, dst)
    return created


def bare_undo(pairs: list[tuple[Path, Path]], created: list[str]) -> None:
    for src, dst in reversed(pairs):
        os.rename(dst, src)
    for d in reversed(created):
        os.rmdir(d)


async def journal_run(home: Path, root: Path, pairs: list[tuple[Path, Path]], db_url: str | None) -> tuple[float, float]:
    from foldwise.kernel.core import open_kernel
    from foldwise.kernel.settings import load_settings

    overrides: dict = {"roots": [str(root)],
                       "plugins": {"disabled": sorted({e.name for e in entry_points(group="foldwise.plugins")})}}
    if db_url:
        overrides["database"] = {"url": db_url}
    settings = load_settings(home, overrides=overrides, environ={})
    async with open_kernel(settings, run_jobs=False) as kernel:
        t0 = time.perf_counter()
        async with kernel.journal.transaction("organize", job_id="bench") as txn:
            results = await txn.move_many(pairs)
        t1 = time.perf_counter()
        assert all(r.ok for r in results), "some moves failed"
        summary = await kernel.journal.undo(txn.id)
        t2 = time.perf_counter()
        assert summary["complete"] and summary["failed"] == 0
    return t1 - t0, t2 - t1


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--files", type=int, default=10_000)
    parser.add_argument("--postgres", default=None, help="a postgres:// URL (a fresh, empty database)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="fw-bench-journal-") as tmp:
        base = Path(tmp)
        bare_root, j_root = base / "bare", base / "journal"
        bare_pairs, j_pairs = make_tree(bare_root, args.files), make_tree(j_root, args.files)
        (base / "home").mkdir()
        t0 = time.perf_counter()
        created = bare_apply(bare_pairs)
        t1 = time.perf_counter()
        bare_undo(bare_pairs, created)
        t2 = time.perf_counter()
        bare_move, bare_back = t1 - t0, t2 - t1
        j_move, j_back = asyncio.run(journal_run(base / "home", j_root, j_pairs, args.postgres))
        assert all(src.exists() for src, _ in j_pairs) and not (j_root / "sorted").exists()
        shutil.rmtree(base / "home")
    db = "postgres" if args.postgres else "sqlite"
    print(f"journal benchmark: {args.files} moves into 60 new folders, database {db}")
    print(f"  bare os.rename loop      move {bare_move:7.3f}s   undo {bare_back:7.3f}s")
    print(f"  journal move_many        move {j_move:7.3f}s   undo {j_back:7.3f}s")
    print(f"  ratio journal/bare       move {j_move / bare_move:6.2f}x   undo {j_back / bare_back:6.2f}x"
          f"   (goal <= 3x)")


if __name__ == "__main__":
    main()
