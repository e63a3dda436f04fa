"""Files listing: page 1 of a 100k-entry folder sorted by name, against a bare ``os.listdir`` + sort.

Run: ``python benchmarks/bench_files_list.py [--entries N]``. Prints medians of 5 runs and ratios.
Also shows what a listing that stats every entry costs (sort by size, and a naive stat-all baseline),
which is the work the name-sorted listing avoids.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Callable

from foldwise.kernel.sandbox import Sandbox
from foldwise.plugins.files.service import FilesService, ListQuery


def make_folder(path: Path, count: int) -> None:
    for i in range(count):
        fd = os.open(path / f"file-{(i * 7919) % count:06d}.txt", os.O_CREAT | os.O_WRONLY, 0o644)
        os.close(fd)


def median_time(fn: Callable[[], object], runs: int = 5) -> float:
    fn()  # warm the dentry cache
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--entries", type=int, default=100_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp).resolve()
        folder = root / "big"
        folder.mkdir()
        started = time.perf_counter()
        make_folder(folder, args.entries)
        print(f"created {args.entries} files in {time.perf_counter() - started:.1f}s")
        service = FilesService(SimpleNamespace(sandbox=Sandbox([root])))
        by_name = ListQuery(path=str(folder), sort="name", page=1, page_size=100)
        by_size = ListQuery(path=str(folder), sort="size", page=1, page_size=100)

        def baseline() -> object:
            return sorted(os.listdir(folder))[:100]

        def naive_stat_all() -> object:
            entries = [(e.name, e.stat()) for e in os.scandir(folder)]
            entries.sort(key=lambda e: e[0])
            return entries[:100]

        page, total = service._list_sync(str(folder), by_name)
        assert total == args.entries and len(page) == 100
        assert [f["name"] for f in page] == sorted(os.listdir(folder))[:100]

        t_base = median_time(baseline)
        t_name = median_time(lambda: service._list_sync(str(folder), by_name))
        t_naive = median_time(naive_stat_all)
        t_size = median_time(lambda: service._list_sync(str(folder), by_size))
        print(f"os.listdir + sort (baseline):       {t_base * 1000:8.1f} ms")
        print(f"foldwise list page 1, sort=name:    {t_name * 1000:8.1f} ms  ({t_name / t_base:.2f}x baseline)")
        print(f"naive scandir + stat all + sort:    {t_naive * 1000:8.1f} ms  ({t_naive / t_base:.2f}x baseline)")
        print(f"foldwise list page 1, sort=size:    {t_size * 1000:8.1f} ms  ({t_size / t_base:.2f}x baseline)")


if __name__ == "__main__":
    main()
