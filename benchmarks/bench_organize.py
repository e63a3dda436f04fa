"""Organize speed and memory: planning vs ``os.walk`` + ``os.stat``; applying and undoing vs ``os.rename``.

Run: ``python benchmarks/bench_organize.py`` (options: ``--files N`` for the planning tree,
``--moves N``, ``--runs N``).

1. Planning 100,000 files with ``default`` (scan + plan, no persistence) against a bare
   ``os.walk`` + ``os.stat`` of every file of the same tree, warm cache. The two alternate
   within each round (``--runs`` rounds after a warm-up), so a load change on a shared
   machine hits both; the ratio of the medians is the result (wall clock), the CPU-time
   ratio (this process, user + system) is printed beside it. Goal: within 2x.
2. Peak memory while scanning and planning 25k, 50k and 100k files: each size in a fresh
   process, ``tracemalloc`` peak (Python allocations) and the process's peak RSS. Goal: linear
   growth, under 300 MB at 100k.
3. Applying 10,000 moves through a real kernel (SQLite journal, write-ahead, fingerprints
   checked, the job manager running the job; completion awaited on the event bus like a
   WebSocket client, not by polling the database) against a bare loop doing the same moves
   (``os.makedirs`` of each new folder + ``os.rename``); then undoing them (``journal.undo``:
   moves back and removes the folders the job created) against the bare loop doing the same
   (``os.rename`` back + ``os.rmdir`` of the folders it created). Goal: 3x. The kernel runs only
   the organize plugin and its ``default`` methodology (``--all-plugins``: everything installed,
   e.g. search keeping its index current from each journal event, in the same process; the benchmark waits
   for the search plugin's one-time start-up index build before it measures).

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
ALL_PLUGINS = False  # --all-plugins: every installed plugin runs in the measured kernel


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
    """Baseline: a bare ``os.walk`` + ``os.stat`` of every file (also used by bench_placement)."""
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


def alternating(a, b, arg, runs: int) -> dict[str, list[float]]:
    """Warm both up, then ``runs`` rounds of ``a`` and ``b`` (order swapped every round):
    wall and CPU seconds of each call."""
    a(arg), b(arg)
    out: dict[str, list[float]] = {"a_wall": [], "a_cpu": [], "b_wall": [], "b_cpu": [], "a_n": [], "b_n": []}
    for round_ in range(runs):
        order = ((a, "a"), (b, "b")) if round_ % 2 == 0 else ((b, "b"), (a, "a"))
        for fn, key in order:
            c0, t0 = time.process_time(), time.perf_counter()
            n = fn(arg)
            out[key + "_wall"].append(time.perf_counter() - t0)
            out[key + "_cpu"].append(time.process_time() - c0)
            out[key + "_n"].append(n)
    return out


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


def bare_moves(pairs: list[tuple[str, str]]) -> tuple[float, list[str]]:
    """The baseline apply: ``os.makedirs`` for each new destination folder, ``os.rename``.
    Returns the seconds and the folders it created (for the undo), top-down."""
    t0 = time.perf_counter()
    made: set[str] = set()
    created: list[str] = []
    for src, dst in pairs:
        folder = os.path.dirname(dst)
        if folder not in made:
            missing = []
            cur = folder
            while not os.path.isdir(cur):
                missing.append(cur)
                cur = os.path.dirname(cur)
            os.makedirs(folder, exist_ok=True)
            created.extend(reversed(missing))
            made.add(folder)
        os.rename(src, dst)
    return time.perf_counter() - t0, created


def bare_undo(pairs: list[tuple[str, str]], created: list[str]) -> float:
    """The baseline undo: rename every file back, newest first, then remove the created folders."""
    t0 = time.perf_counter()
    for src, dst in reversed(pairs):
        os.rename(dst, src)
    for folder in reversed(created):
        os.rmdir(folder)
    return time.perf_counter() - t0


async def _wait_for_search_index(kernel: object) -> None:
    """Wait until the search plugin's start-up build is done (when that plugin is loaded)."""
    import asyncio

    key = "foldwise.plugins.search.service:SearchService"
    if not kernel.has_service(key):  # type: ignore[attr-defined]
        return
    search = kernel.service(key)  # type: ignore[attr-defined]
    for _ in range(1200):
        if not search.running or (await search.stats())["build"]["state"] == "ready":
            return
        await asyncio.sleep(0.1)
    raise SystemExit("the search index build did not finish")


async def foldwise_apply_undo(root: Path, home: Path) -> tuple[float, float, list[tuple[str, str]], int]:
    from foldwise.kernel.core import open_kernel
    from foldwise.kernel.settings import load_settings
    from foldwise.plugins.organize.service import OrganizeService

    overrides: dict = {"roots": [str(root.parent)], "log_level": "WARNING",
                       **({"organize": {"batch_size": BATCH}} if BATCH else {})}
    if not ALL_PLUGINS:
        # Only organize and its default methodology: other plugins (search re-indexing the root on
        # start and on every journal event, ...) would bill their own work to this measurement.
        from importlib.metadata import entry_points

        keep = {"organize", "methodology_default"}
        overrides["plugins"] = {"disabled": sorted({e.name for e in entry_points(group="foldwise.plugins")} - keep)}
    settings = load_settings(home, overrides=overrides, environ={})
    async with open_kernel(settings) as kernel:
        if ALL_PLUGINS:
            await _wait_for_search_index(kernel)  # steady state: the service's one-time index build is done
        service = kernel.service(OrganizeService)
        job, plan = await service.create_job(str(root), "default", dry_run=True)
        pairs = [(plan.abs(plan.sources[i]), plan.abs(plan.destinations[i])) for i in range(len(plan))
                 if plan.op(i).action in ("move", "rename")]
        sub = kernel.bus.subscribe(f"job:{job.id}")
        t0 = time.perf_counter()
        await kernel.jobs.enqueue(job.id)
        while True:  # like a WebSocket client: wait for the completion event
            event = await sub.get(timeout=600)
            if event is None or event.type == "organize_complete":
                break
        apply_s = time.perf_counter() - t0
        sub.close()
        done = await kernel.jobs.get(job.id)
        assert done.status == "completed", (done.status, done.error)
        if ALL_PLUGINS:
            # a user does not undo within milliseconds: let background work that the apply started (the
            # search index following the journal) finish, so the undo is measured on its own
            await asyncio.sleep(2)
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
    parser.add_argument("--all-plugins", action="store_true",
                        help="run the apply/undo kernel with every plugin (search indexing included)")
    args = parser.parse_args()
    global ALL_PLUGINS
    ALL_PLUGINS = args.all_plugins
    sys.path.insert(0, str(REPO))
    BENCH.mkdir(exist_ok=True)

    print(f"building the planning tree ({args.files} files) under {TREE.relative_to(REPO)} ...", flush=True)
    build_tree(TREE, args.files)
    rounds = alternating(bare_walk_stat, foldwise_plan, TREE, runs=args.runs)
    assert set(rounds["a_n"]) == set(rounds["b_n"]) == {args.files}, rounds
    med = {k: statistics.median(v) for k, v in rounds.items() if not k.endswith("_n")}
    print(f"planning {args.files} files (default):   foldwise {med['b_wall']:.3f}s   "
          f"os.walk+os.stat {med['a_wall']:.3f}s   ratio {med['b_wall'] / med['a_wall']:.2f}x   (goal <= 2x)   "
          f"[CPU {med['b_cpu']:.3f}s vs {med['a_cpu']:.3f}s = {med['b_cpu'] / med['a_cpu']:.2f}x; "
          f"per-round wall ratios {' '.join(f'{b / a:.2f}' for a, b in zip(rounds['a_wall'], rounds['b_wall']))}]",
          flush=True)

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

    apply_times, undo_times, bare_apply, bare_undo_times = [], [], [], []
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
        seconds, created = bare_moves(pairs)
        bare_apply.append(seconds)
        bare_undo_times.append(bare_undo(pairs, created))
        assert sorted(os.listdir(root)) == sorted(os.path.basename(src) for src, _ in pairs)
        shutil.rmtree(work, ignore_errors=True)
    a, u = statistics.median(apply_times), statistics.median(undo_times)
    ba, bu = statistics.median(bare_apply), statistics.median(bare_undo_times)
    print(f"apply {args.moves} moves (journal + job): foldwise {a:.3f}s   bare os.rename {ba:.3f}s   "
          f"ratio {a / ba:.2f}x   (goal <= 3x)", flush=True)
    print(f"undo  {args.moves} moves (journal):       foldwise {u:.3f}s   bare os.rename {bu:.3f}s   "
          f"ratio {u / bu:.2f}x   (goal <= 3x)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
