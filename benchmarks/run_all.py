"""Run every benchmark in this folder, one after another: ``python benchmarks/run_all.py [NAME ...]``.

Each ``bench_*.py`` is a standalone script that measures foldwise against a baseline in the same run and
prints the ratios; this runner only sequences them (so they never compete for the two cores).
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(names: list[str]) -> int:
    scripts = sorted(HERE.glob("bench_*.py"))
    if names:
        scripts = [s for s in scripts if any(n in s.stem for n in names)]
    failed = 0
    for script in scripts:
        print(f"\n=== {script.stem} ===", flush=True)
        started = time.monotonic()
        code = subprocess.call([sys.executable, str(script)], cwd=HERE.parent)
        print(f"--- {script.stem}: exit {code}, {time.monotonic() - started:.1f}s", flush=True)
        failed += code != 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
