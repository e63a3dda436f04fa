"""Dedupe speed: foldwise's finder against jdupes, rdfind and rmlint on the same tree, warm cache.

Run: ``python benchmarks/bench_dedupe.py`` (options: ``--runs N``, ``--files N``, ``--regenerate``).

The corpus (20,000 files, ~1.5 GB, 20% of the files are extra copies, plus decoys: same size
with equal first and last 64 KiB but a different middle byte; same size differing only in
the last byte; same-size unrelated files; empty files) is generated once under
``.bench/dedupe-corpus`` and reused. Every tool runs as its own process after one warm-up
run; the median of ``--runs`` runs is reported with each tool's peak RSS (``wait4``).
Nothing outside ``.bench/`` is written or deleted.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BENCH = REPO / ".bench"
CORPUS = BENCH / "dedupe-corpus"
MANIFEST = BENCH / "dedupe-corpus.json"
WORK = BENCH / "dedupe-work"
POOL_BYTES = 64 << 20
SEED = 20261121
TIME_BIN = os.path.exists("/usr/bin/time")

FOLDWISE_SNIPPET = (
    "import sys;"
    "from foldwise.plugins.dedupe.finder import find_duplicates;"
    "r=find_duplicates([sys.argv[1]]);"
    "print(r.duplicate_files, len(r.groups))"
)


def _sizes(rng: random.Random, n: int) -> list[int]:
    """98% log-uniform 512 B..256 KiB, 2% uniform 0.5..2 MiB."""
    out = []
    for _ in range(n):
        if rng.random() < 0.02:
            out.append(rng.randint(512 << 10, 2 << 20))
        else:
            out.append(int(2 ** rng.uniform(9, 18)))
    return out


def generate(total_files: int, corpus: Path = CORPUS, manifest_path: Path = MANIFEST) -> dict[str, int]:
    """Write the corpus; return its manifest (counts the finder must reproduce)."""
    rng = random.Random(SEED)
    if corpus.exists():
        shutil.rmtree(corpus)
    corpus.mkdir(parents=True)
    pool = rng.randbytes(POOL_BYTES)
    dirs = [corpus / f"d{a:02d}" / f"s{b:02d}" for a in range(20) for b in range(10)]
    for d in dirs:
        d.mkdir(parents=True)
    n_dups = total_files // 5
    n_empty = 20
    n_decoy_pairs = min(300, total_files // 20)  # each kind: middle-byte and last-byte
    n_unique = total_files - n_dups - n_empty - 4 * n_decoy_pairs
    counter = 0
    written = 0

    def write(data: bytes | memoryview) -> None:
        nonlocal counter, written
        counter += 1
        path = rng.choice(dirs) / f"f{counter:06d}.bin"
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        try:
            os.write(fd, data)
        finally:
            os.close(fd)
        written += len(data)

    offsets = rng.sample(range(POOL_BYTES - (2 << 20)), n_unique + 2 * n_decoy_pairs)
    originals: list[tuple[int, int]] = []
    for size, off in zip(_sizes(rng, n_unique), offsets[:n_unique]):
        write(memoryview(pool)[off:off + size])
        originals.append((off, size))
    for i in range(n_decoy_pairs):  # same size, same head and tail blocks, one middle byte differs
        size = rng.randint(260 << 10, 512 << 10)
        off = offsets[n_unique + i]
        data = bytearray(pool[off:off + size])
        write(data)
        data[size // 2] ^= 0xFF
        write(data)
    for i in range(n_decoy_pairs):  # same size, only the last byte differs
        size = int(2 ** rng.uniform(10, 19))
        off = offsets[n_unique + n_decoy_pairs + i]
        data = bytearray(pool[off:off + size])
        write(data)
        data[-1] ^= 0xFF
        write(data)
    for _ in range(n_empty):
        write(b"")
    for _ in range(n_dups):
        off, size = rng.choice(originals)
        write(memoryview(pool)[off:off + size])
    manifest = {"files": counter, "bytes": written, "duplicate_files": n_dups, "seed": SEED,
                "requested_files": total_files}
    manifest_path.write_text(json.dumps(manifest, indent=2))
    return manifest


def _run(cmd: list[str], cwd: Path) -> tuple[float, int, str]:
    """Run ``cmd`` under ``/usr/bin/time``; return (seconds, peak RSS bytes, stdout).

    The peak RSS comes from GNU time (a small C parent): Linux carries the parent's RSS
    high-water mark across fork+exec, so measuring from this Python process would
    report its own size for every tool.
    """
    out_path, rss_path = WORK / "stdout.txt", WORK / "rss.txt"
    wrapped = ["/usr/bin/time", "-f", "%M", "-o", str(rss_path), *cmd] if TIME_BIN else cmd
    with open(out_path, "wb") as out:
        start = time.perf_counter()
        code = subprocess.call(wrapped, cwd=cwd, stdout=out, stderr=subprocess.DEVNULL)
        elapsed = time.perf_counter() - start
    if code not in (0, 1):  # some tools exit 1 when they found duplicates
        raise RuntimeError(f"{cmd[0]} exited {code}")
    peak = int(rss_path.read_text().split()[-1]) * 1024 if TIME_BIN else 0
    return elapsed, peak, out_path.read_text(errors="replace")


def _count_blocks(text: str) -> int:
    """Duplicate files in fdupes-style output (groups of lines separated by blank lines)."""
    dups = 0
    for block in text.strip().split("\n\n"):
        lines = [ln for ln in block.splitlines() if ln.strip()]
        if len(lines) > 1:
            dups += len(lines) - 1
    return dups


def _count_rdfind(cwd: Path) -> int:
    results = cwd / "results.txt"
    return sum(1 for ln in results.read_text().splitlines() if ln.startswith("DUPTYPE_WITHIN_SAME_TREE"))


def tools(tree: Path) -> dict[str, tuple[list[str], object]]:
    """name -> (command, counter of duplicate files from stdout)."""
    out: dict[str, tuple[list[str], object]] = {
        "foldwise": ([sys.executable, "-c", FOLDWISE_SNIPPET, str(tree)], lambda t: int(t.split()[0])),
    }
    if shutil.which("jdupes"):
        out["jdupes -r"] = (["jdupes", "-r", "-q", str(tree)], _count_blocks)
    if shutil.which("rdfind"):
        out["rdfind -dryrun true"] = (["rdfind", "-dryrun", "true", str(tree)], lambda t: _count_rdfind(WORK))
    if shutil.which("rmlint"):
        out["rmlint"] = (["rmlint", "-T", "df", "-o", "fdupes", "--no-with-color", str(tree)], _count_blocks)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--regenerate", action="store_true")
    args = parser.parse_args()

    BENCH.mkdir(exist_ok=True)
    WORK.mkdir(exist_ok=True)
    manifest = json.loads(MANIFEST.read_text()) if MANIFEST.exists() else None
    if args.regenerate or manifest is None or manifest.get("requested_files") != args.files or not CORPUS.is_dir():
        t = time.perf_counter()
        manifest = generate(args.files)
        print(f"generated corpus in {time.perf_counter() - t:.1f}s")
    print(f"corpus: {CORPUS.relative_to(REPO)}: {manifest['files']} files, {manifest['bytes'] / 1e9:.2f} GB, "
          f"{manifest['duplicate_files']} duplicate files (+ decoys)")
    missing = [t for t in ("jdupes", "rdfind", "rmlint") if not shutil.which(t)]
    if missing:
        print(f"not installed (apt-get install -y {' '.join(missing)}): skipped {', '.join(missing)}")

    # Warm the page cache: read every file once.
    for dirpath, _, names in os.walk(CORPUS):
        for name in names:
            with open(os.path.join(dirpath, name), "rb") as fh:
                while fh.read(1 << 20):
                    pass

    # Rounds interleave the tools (in a rotating order, so no tool always follows the same one)
    # so that load from other processes hits them alike.
    runners = tools(CORPUS)
    names = list(runners)
    samples: dict[str, dict[str, list[float]]] = {n: {"t": [], "peak": [], "dups": []} for n in runners}
    for round_no in range(args.runs + 1):
        for name in names[round_no % len(names):] + names[:round_no % len(names)]:
            cmd, counter = runners[name]
            seconds, peak, text = _run(cmd, WORK)
            if round_no == 0:
                continue  # warm-up round
            samples[name]["t"].append(seconds)
            samples[name]["peak"].append(peak)
            samples[name]["dups"].append(counter(text))  # type: ignore[operator]
    results = {
        name: {"median": statistics.median(s["t"]), "min": min(s["t"]), "peak": max(s["peak"]),
               "dups": s["dups"][-1]}
        for name, s in samples.items()
    }

    base = results["foldwise"]["median"]
    print(f"\n{'tool':<22}{'median s':>10}{'min s':>9}{'vs foldwise':>13}{'peak RSS MiB':>14}{'dup files':>11}")
    for name, r in results.items():
        print(f"{name:<22}{r['median']:>10.3f}{r['min']:>9.3f}{r['median'] / base:>12.2f}x"
              f"{r['peak'] / 2**20:>14.1f}{int(r['dups']):>11}")
    ok = True
    fw = int(results["foldwise"]["dups"])
    if fw != manifest["duplicate_files"]:
        print(f"MISMATCH: foldwise found {fw} duplicate files, corpus has {manifest['duplicate_files']}")
        ok = False
    if "jdupes -r" in results:
        jd = int(results["jdupes -r"]["dups"])
        print(f"duplicate files: foldwise {fw}, jdupes {jd}: {'same' if fw == jd else 'DIFFERENT'}")
        ok = ok and fw == jd
    slower = [n for n, r in results.items() if n != "foldwise" and r["median"] <= base]
    print("foldwise is faster than all peers" if not slower else f"foldwise is NOT faster than: {', '.join(slower)}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
