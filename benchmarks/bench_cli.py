"""Start-up cost of the command line: ``python benchmarks/bench_cli.py``.

Median wall time of ``foldwise --help`` and of a local command's import path, against a bare
``python -c pass`` measured in the same run. Goal: ``foldwise --help`` well under half a second.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

RUNS = 15


def wall(args: list[str]) -> float:
    samples = []
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main() -> None:
    py = sys.executable
    bare = wall([py, "-c", "pass"])
    helps = wall([py, "-m", "foldwise", "--help"])
    organize = wall([py, "-m", "foldwise", "organize", "--help"])
    web = wall([py, "-c", "import foldwise.kernel.app"])
    print(f"python -c pass                   {bare * 1000:7.1f} ms")
    print(f"foldwise --help                  {helps * 1000:7.1f} ms   ({helps / bare:.1f}x bare; goal < 500 ms)")
    print(f"foldwise organize --help         {organize * 1000:7.1f} ms")
    print(f"import the web stack (reference) {web * 1000:7.1f} ms")
    leaked = subprocess.run([py, "-c", "import sys; from foldwise.kernel.cli import build_cli; build_cli(); "
                             "print(','.join(m for m in ('quart','tortoise','hypercorn','httpx') if m in sys.modules))"],
                            capture_output=True, text=True, check=True).stdout.strip()
    print(f"web-stack modules imported by the CLI: {leaked or 'none'}")


if __name__ == "__main__":
    main()
