"""Organize speed and memory: planning vs ``os.walk`` + ``os.stat``; applying and undoing vs ``os.rename``.

Run: ``python benchmarks/bench_organize.py`` (options: ``--files N`` for the planning tree,
``--moves N``, ``--runs N``).

1. Planning 100,000 files with ``default`` (scan + plan, no persistence) against a bare
   ``os.walk`` + ``os.stat`` of every file of the same tree, warm cache, median of ``--runs``.
   Goal: within 2x.
2. Peak memory while scanning and planning 25k, 50k and 100k files: each size in a fresh
   process, ``tracemalloc`` peak (Python allocations) and the process's peak RSS. Goal: linear
   growth, under 300 MB at 100k.
3. Applying 10,000 moves through a real kernel (SQLite journal, write-ahead, fingerprints
   checked, the job manager running the job) against a bare ``os.rename`` loop doing the same
   moves; then undoing them (``journal.undo``) against the bare ``os.rename`` loop back. Goal: 3x.

The planning tree is generated once under ``.bench/organize-tree`` and reused; the move
trees are made fresh per run under ``.bench/organize-moves``. Nothing else is written.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BENCH = REPO / ".bench"
TREE = BENCH / "organize-tree"
MOVES = BENCH / "organize-moves"
EXTS = ("pdf", "jpg", "png", "mp3", "mp4", "zip", "py", "xlsx", "pptx", "txt", "md", "bin", "DOCX", "JPG")
YEAR_S = 365 * 86400
BASE_T = 1_420_000_000  # 2015
BATCH = int(os.environ.get("BENCH_ORGANIZE_BATCH", "0")) or None  # None: the configured default


def build_tree(root: Path, count: int, per_dir: int = 1000) -> None:
    """``count`` small files, ``per_dir`` per folder, varied extensions, names and years."""
    marker = root.with_name(root.name + ".count")
    if marker.exists() and marker.read_text() == str(count) and root.is_dir():
        return
    shutil.rmtree(root, ignore_errors=True)
    made: set[Path] = set()
    for i in range(count):
        folder = root / f"dir{i // per_dir:03d}" / ("sub" if i % 3 == 0 else "")
        if folder not in made:
            folder.mkdir(parents=True, exist_ok=True)
            made.add(folder)
        name = f"{'Report  ' if i % 11 == 0 else 'file'}{i:06d}.{EXTS[i % len(EXTS)]}"
        path = folder / name
        with open(path, "wb") as fh:
            fh.write(b"x" * (i % 7))
        t = BASE_T + (i * 7919) % (9 * YEAR_S)
        os.utime(path, (t, t))
    marker.write_text(str(count))


def bare_walk_stat(root: Path) -> int:
    n = 0
    for folder, _dirs, names in os.walk(root):
        for name in names:
            os.stat(os.path.join(folder, name))
            n += 1
    return n


def foldwise_plan(root: Path, max_files: int = 0) -> int:
    from foldwise.plugins.organize.methodologies.default import DefaultMethodology
    from foldwise.plugins.organize.planner import build_plan
    from foldwise.plugins.organize.scanner import ScanOptions, scan

    m = DefaultMethodology()
    result = scan(str(root), ScanOptions(max_files=max_files))
    plan = build_plan(str(root), result.files, m, m.options({}))
    return len(result.files) + 0 * len(plan)


def timed(fn, *args, runs: int) -> tuple[float, int]:
    fn(*args)  # warm-up (page cache, imports)
    times, out = [], 0
    for _ in range(runs):
        t0 = time.perf_counter()
        out = fn(*args)
        times.append(time.perf_counter() - t0)
    return statistics.median(times), out


MEMORY_SNIPPET = """
import json, resource, sys, tracemalloc
sys.path.insert(0, {bench!r})
from bench_organize import foldwise_plan
from foldwise.plugins.organize.plan import Plan
import foldwise.plugins.organize.planner, foldwise.plugins.organize.methodologies.default
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
tracemalloc.start()
n = foldwise_plan(__import__('pathlib').Path({root!r}), {limit})
current, peak = tracemalloc.get_traced_memory()
tracemalloc.stop()
print(json.dumps({{"files": n, "peak": peak, "rss": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024,
                   "rss_base": base * 1024}}))
"""


def memory_run(root: Path, limit: int) -> dict:
    code = MEMORY_SNIPPET.format(bench=str(Path(__file__).parent), root=str(root), limit=limit)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO)
    return json.loads(out.stdout.strip().splitlines()[-1])


# ---------------------------------------------------------------------------- moves
def make_move_tree(root: Path, count: int) -> None:
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    for i in range(count):
        path = root / f"file{i:05d}.{EXTS[i % 10]}"
        path.write_bytes(b"y" * (i % 5))
        t = BASE_T + (i * 7919) % (5 * YEAR_S)
        os.utime(path, (t, t))


def bare_moves(pairs: list[tuple[str, str]]) -> float:
    t0 = time.perf_counter()
    made: set[str] = set()
    for src, dst in pairs:
        folder = os.path.dirname(dst)
        if folder not in made:
            os.makedirs(folder, exist_ok=True)
            made.add(folder)
        os.rename(src, dst)
    return time.perf_counter() - t0


async def foldwise_apply_undo(root: Path, home: Path) -> tuple[float, float, list[tuple[str, str]], int]:
    from foldwise.kernel.core import open_kernel
    from foldwise.kernel.settings import load_settings
    from foldwise.plugins.organize.service import service_for

    settings = load_settings(home, overrides={"roots": [str(root.parent)], "log_level": "WARNING",
                                                **({"organize": {"batch_size": BATCH}} if BATCH else {})}, environ={})
    async with open_kernel(settings) as kernel:
        service = service_for(kernel)
        job, plan = await service.create_job(str(root), "default", dry_run=True)
        pairs = [(plan.abs(plan.sources[i]), plan.abs(plan.destinations[i])) for i in range(len(plan))
                 if plan.op(i).action in ("move", "rename")]
        t0 = time.perf_counter()
        await kernel.jobs.enqueue(job.id)
        done = await kernel.jobs.wait(job.id, timeout=600, interval=0.005)
        apply_s = time.perf_counter() - t0
        assert done.status == "completed", (done.status, done.error)
        t0 = time.perf_counter()
        undo = await kernel.journal.undo()
        undo_s = time.perf_counter() - t0
        assert undo["failed"] == 0 and undo["complete"], undo
        return apply_s, undo_s, pairs, done.result["moved"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=100_000)
    parser.add_argument("--moves", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    sys.path.insert(0, str(REPO))
    BENCH.mkdir(exist_ok=True)

    print(f"building the planning tree ({args.files} files) under {TREE.relative_to(REPO)} ...", flush=True)
    build_tree(TREE, args.files)
    base_s, n_base = timed(bare_walk_stat, TREE, runs=args.runs)
    plan_s, n_plan = timed(foldwise_plan, TREE, runs=args.runs)
    assert n_base == n_plan == args.files, (n_base, n_plan)
    print(f"planning {n_plan} files (default):   foldwise {plan_s:.3f}s   os.walk+os.stat {base_s:.3f}s   "
          f"ratio {plan_s / base_s:.2f}x   (goal <= 2x)", flush=True)

    sizes = [args.files // 4, args.files // 2, args.files]
    mem = [memory_run(TREE, n) for n in sizes]
    for n, m in zip(sizes, mem):
        print(f"memory planning {n:>7} files: tracemalloc peak {m['peak'] / 2**20:7.1f} MB   "
              f"peak RSS {m['rss'] / 2**20:7.1f} MB (interpreter+imports {m['rss_base'] / 2**20:.1f} MB)  "
              f"{m['peak'] / n:.0f} B/file", flush=True)
    per_file = [m["peak"] / n for n, m in zip(sizes, mem)]
    linear = max(per_file) / min(per_file)
    print(f"memory growth: bytes/file spread {linear:.2f}x across 25k/50k/100k (1.0 = perfectly linear); "
          f"100k peak RSS {mem[-1]['rss'] / 2**20:.0f} MB (limit 300 MB)", flush=True)

    apply_times, undo_times, bare_apply, bare_undo = [], [], [], []
    for run in range(args.runs):
        work = MOVES / f"run{run}"
        shutil.rmtree(work, ignore_errors=True)
        root = work / "root" / "inbox"
        make_move_tree(root, args.moves)
        home = Path(tempfile.mkdtemp(dir=BENCH, prefix="organize-home-"))
        try:
            a, u, pairs, moved = asyncio.run(foldwise_apply_undo(root, home))
        finally:
            shutil.rmtree(home, ignore_errors=True)
        assert moved == args.moves, moved
        apply_times.append(a)
        undo_times.append(u)
        bare_apply.append(bare_moves(pairs))
        bare_undo.append(bare_moves([(d, s) for s, d in reversed(pairs)]))
        shutil.rmtree(work, ignore_errors=True)
    a, u = statistics.median(apply_times), statistics.median(undo_times)
    ba, bu = statistics.median(bare_apply), statistics.median(bare_undo)
    print(f"apply {args.moves} moves (journal + job): foldwise {a:.3f}s   bare os.rename {ba:.3f}s   "
          f"ratio {a / ba:.2f}x   (goal <= 3x)", flush=True)
    print(f"undo  {args.moves} moves (journal):       foldwise {u:.3f}s   bare os.rename {bu:.3f}s   "
          f"ratio {u / bu:.2f}x   (goal <= 3x)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
