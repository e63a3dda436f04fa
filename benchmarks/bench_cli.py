"""The command line as people meet it: every command a new process on a primed data home, against its peers.

Run: ``python benchmarks/bench_cli.py`` (full sizes, the issue's) or ``--quick`` (small sizes, a minute);
``--runs N`` (default 3), ``--only dedupe,organize,replan,apply,search,help`` (``plan`` = ``organize``;
``replan`` is the second plan of the same tree, not in the default set).

Each case runs foldwise and its peers on the same generated tree, in one run, interleaved: after a
warm-up round (page cache), every round runs each contestant once, in a rotating order, so load from
other processes hits them alike. Each foldwise run gets a fresh copy of a primed data home (database
migrated; for ``search`` the index built; for ``organize`` one preview of a small folder made, so the
validated options are cached as on any data home that has previewed before), made outside the timing. Wall time is the median of the
rounds; peak RSS comes from GNU ``/usr/bin/time -f %M`` around each child (a small C parent, so the
figure is the child's own). A peer that is not installed is reported as absent, never silently dropped.

| case | foldwise | peers / floor |
|---|---|---|
| dedupe | ``foldwise dedupe DIR --json`` | ``jdupes -r -q``, ``rdfind -dryrun true``, ``rmlint``, ``fdupes -r -q`` |
| organize | ``foldwise organize DIR --methodology default --json`` | ``find -printf '%s %T@'``, Python ``os.walk``+``os.stat`` |
| replan | the same command again on a data home that planned the unchanged tree before (its memo) | the same |
| apply | ``foldwise organize DIR --apply --json`` + ``foldwise undo --json`` | Python ``os.rename`` loop there and back, journal to JSON |
| search | ``foldwise search WORD --json`` (per query) | ``grep -rl WORD DIR`` |
| help | ``foldwise --help`` | ``python3 -c pass`` |

Besides the wall time each row shows the children's CPU seconds (user + system, from
``getrusage(RUSAGE_CHILDREN)``) and their ratio: on a machine shared with other work the wall time is mostly waiting for a core. The foldwise
package is byte-compiled first (outside the timing), as an installed wheel is.

``--baseline PYTHON`` adds, to the ``organize`` and ``apply`` cases, another foldwise as a contestant: the one
``PYTHON -m foldwise`` runs (e.g. ``/work/main/.venv/bin/python``, the main checkout's), on its own primed data
homes, its bytecode under ``.bench/cli/pycache-baseline`` (``PYTHONPYCACHEPREFIX``: that checkout is not
written to): a before/after of a change measured in the same run, interleaved.

Trees live under ``.bench/cli/`` (ignored by git) and are reused; the ``apply`` tree is rebuilt before
every run (outside the timing) because the run moves it.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_dedupe import _count_blocks, generate  # noqa: E402
from bench_organize import build_tree  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
WORK = REPO / ".bench" / "cli"
TIME = "/usr/bin/time"
_script = Path(sys.executable).parent / "foldwise"
FOLDWISE = [str(_script)] if _script.exists() else [sys.executable, "-m", "foldwise"]
#: ``--baseline PYTHON``: ``[PYTHON, "-m", "foldwise"]``, another checkout's foldwise measured beside this one.
BASELINE: list[str] = []
#: The working folder of every ``--baseline`` run (priming included): ``python -m`` puts it first on
#: ``sys.path``, so it must hold no ``foldwise`` (the checkout the bench was started from) and must not change
#: between runs (its stamp is part of the command list's and the preview's cache keys; ``WORK`` changes
#: whenever a fresh data home is copied into it).
BASE_CWD = WORK / "baseline-cwd"
SIZES = {
    "full": {"dedupe": 20_000, "organize": 100_000, "apply": 10_000, "search": 10_000},
    "quick": {"dedupe": 2_000, "organize": 10_000, "apply": 1_000, "search": 2_000},
}
SEARCH_WORDS = ("quarterly", "zebra", "invoice")  # frequent, rare, middling in the search tree

RENAME_THERE = r"""
import json, os, sys
root, journal = sys.argv[1], sys.argv[2]
moves, made = [], []
for folder, dirs, names in os.walk(root):
    for name in names:
        src = os.path.join(folder, name)
        st = os.stat(src)
        ext = name.rpartition(".")[2].lower() or "other"
        dest_dir = os.path.join(root, ext, str(1970 + int(st.st_mtime) // 31536000))
        if not os.path.isdir(dest_dir):
            os.makedirs(dest_dir)
            made.append(dest_dir)
        dst = os.path.join(dest_dir, name)
        moves.append((src, dst))
for src, dst in moves:
    os.rename(src, dst)
with open(journal, "w") as fh:
    json.dump({"moves": moves, "made": made}, fh)
"""
RENAME_BACK = r"""
import json, os, sys
doc = json.load(open(sys.argv[1]))
for src, dst in reversed(doc["moves"]):
    os.rename(dst, src)
for folder in sorted(doc["made"], key=len, reverse=True):
    for path in (folder, os.path.dirname(folder)):
        try:
            os.rmdir(path)
        except OSError:
            pass
"""
WALK_STAT = ("import os,sys\nn=0\nfor d,_,fs in os.walk(sys.argv[1]):\n for f in fs:\n"
             "  os.stat(os.path.join(d,f)); n+=1\nprint(n)")


@dataclass
class Sample:
    seconds: list[float] = field(default_factory=list)
    peak: list[int] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    note: str = ""


#: CPU seconds (user + system) of the children of the last ``run`` (``getrusage(RUSAGE_CHILDREN)`` around each,
#: microseconds; it includes the small GNU time parent alike for every contestant): on a machine shared with
#: other work the wall time is mostly waiting for a core, the CPU time much less so.
LAST_CPU = [0.0]


def run(cmds: list[list[str]], env: dict[str, str] | None = None, cwd: Path = WORK) -> tuple[float, int, str]:
    """Run commands one after another, each under GNU time; (total seconds, max peak RSS bytes, last stdout).
    Their CPU seconds go to ``LAST_CPU``."""
    total, peak, text, cpu = 0.0, 0, "", 0.0
    rss = WORK / "rss.txt"
    for cmd in cmds:
        wrapped = [TIME, "-f", "%M", "-o", str(rss), *cmd]
        here = _cwd_for(cmd, cwd)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run(wrapped, cwd=here, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        total += time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if done.returncode not in (0, 1):
            raise RuntimeError(f"{' '.join(cmd)} exited {done.returncode}: {done.stderr.decode()[-800:]}")
        peak = max(peak, int(rss.read_text().split()[-1]) * 1024)
        cpu += (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        text = done.stdout.decode(errors="replace")
    LAST_CPU[0] = cpu
    return total, peak, text


def _cwd_for(cmd: list[str], cwd: Path) -> Path:
    """``BASE_CWD`` for a ``--baseline`` command, else ``cwd``."""
    if BASELINE and cmd[:len(BASELINE)] == BASELINE:
        BASE_CWD.mkdir(parents=True, exist_ok=True)
        return BASE_CWD
    return cwd


def foldwise_env(home: Path, root: Path) -> dict[str, str]:
    # An installed foldwise has its bytecode compiled (pip does it at install): a shell that sets
    # PYTHONDONTWRITEBYTECODE would otherwise make every run recompile the modules edited since.
    env = {k: v for k, v in os.environ.items() if not k.startswith("FOLDWISE_") and k != "PYTHONDONTWRITEBYTECODE"}
    env.update(FOLDWISE_HOME=str(home), FOLDWISE_ROOTS=str(root))
    return env


def fresh_home(primed: Path) -> Path:
    """A new copy of a primed data home (outside the timing)."""
    home = WORK / "home-run"
    shutil.rmtree(home, ignore_errors=True)
    shutil.copytree(primed, home)
    return home


def baseline_env(home: Path, root: Path) -> dict[str, str]:
    """``foldwise_env`` for the ``--baseline`` foldwise: its bytecode compiled once into ``.bench/cli``."""
    return {**foldwise_env(home, root), "PYTHONPYCACHEPREFIX": str(WORK / "pycache-baseline")}


def prime(name: str, root: Path, *extra: list[str], program: list[str] | None = None) -> Path:
    """A data home for ``root`` with its database migrated (and whatever ``extra`` commands prepare), by
    ``program`` (this foldwise by default; the ``--baseline`` one primes its own homes)."""
    program = program or FOLDWISE
    home = WORK / (f"home-{name}" if program is FOLDWISE else f"home-{name}-baseline")
    shutil.rmtree(home, ignore_errors=True)
    env = (foldwise_env if program is FOLDWISE else baseline_env)(home, root)
    # the last --help leaves the command list cached (cli_cache): a data home a person has used before
    for cmd in (["jobs", "--json"], *extra, ["--help"]):
        done = subprocess.run([*program, *cmd], env=env, cwd=_cwd_for([*program, *cmd], WORK),
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if done.returncode not in ((0, 1) if cmd[0] == "search" else (0,)):  # search: 1 is "no match"
            raise RuntimeError(f"{' '.join(cmd)} exited {done.returncode}: {done.stderr.decode()[-800:]}")
    return home


def warm(root: Path) -> None:
    for folder, _dirs, names in os.walk(root):
        for name in names:
            with open(os.path.join(folder, name), "rb") as fh:
                while fh.read(1 << 20):
                    pass


# ---------------------------------------------------------------------------------------------- trees
def search_tree(root: Path, count: int) -> None:
    """``count`` small text files; the words of ``SEARCH_WORDS`` appear in the contents only."""
    marker = root.with_name(root.name + ".count")
    if marker.exists() and marker.read_text() == str(count):
        return
    shutil.rmtree(root, ignore_errors=True)
    rng = random.Random(7)
    vocab = [f"w{i:05d}" for i in range(5000)]
    for i in range(count):
        folder = root / f"d{i % 50:02d}"
        folder.mkdir(parents=True, exist_ok=True)
        words = rng.choices(vocab, k=60)
        if i % 3 == 0:
            words.append("quarterly")
        if i % 997 == 0:
            words.append("zebra")
        if i % 10 == 0:
            words.append("invoice")
        rng.shuffle(words)
        (folder / f"note{i:06d}.txt").write_text(" ".join(words) + "\n")
    marker.write_text(str(count))


def dedupe_tree(count: int) -> tuple[Path, int]:
    root = WORK / f"dedupe-{count}"
    manifest_path = WORK / f"dedupe-{count}.json"
    if not manifest_path.exists() or not root.is_dir():
        generate(count, root, manifest_path)
    return root, json.loads(manifest_path.read_text())["duplicate_files"]


# ---------------------------------------------------------------------------------------------- cases
Contestant = tuple[str, Callable[[], tuple[float, int, str]], Callable[[str], str]]


def dedupe_case(count: int) -> tuple[str, list[Contestant], list[str]]:
    root, dups = dedupe_tree(count)
    warm(root)
    primed = prime("dedupe", root)
    env = foldwise_env(primed, root)

    def fw() -> tuple[float, int, str]:
        env["FOLDWISE_HOME"] = str(fresh_home(primed))
        return run([[*FOLDWISE, "dedupe", str(root), "--json"]], env)

    # The same command on a data home that has scanned this tree before (its hash index is filled): what
    # a person meets the second time. A separate primed home; files must be older than the racy window.
    time.sleep(max(0.0, 2.5 - (time.time() - max(p.stat().st_ctime for p in (root, root / "d00" / "s00")))))
    primed_again = prime("dedupe-indexed", root, ["dedupe", str(root), "--json"])

    def fw_indexed() -> tuple[float, int, str]:
        home = WORK / "home-run-indexed"
        shutil.rmtree(home, ignore_errors=True)
        shutil.copytree(primed_again, home)
        return run([[*FOLDWISE, "dedupe", str(root), "--json"]], {**env, "FOLDWISE_HOME": str(home)})

    def fw_count(text: str) -> str:
        preview = json.loads(text)["preview"]
        found = sum(len(g["files"]) - 1 for g in preview["groups"])
        hashed = preview["summary"].get("bytes_hashed", 0) / 1e6
        return f"{found} dup files" + ("" if found == dups else f" (EXPECTED {dups})") + f", {hashed:.0f} MB hashed"

    def blocks(text: str) -> str:
        return f"{_count_blocks(text)} dup files"

    def rdfind_count(_text: str) -> str:
        lines = (WORK / "rdfind.txt").read_text().splitlines()
        return f"{sum(1 for ln in lines if ln.startswith('DUPTYPE_WITHIN'))} dup files"

    peers: list[Contestant] = []
    absent = []
    for tool, cmd, counter in (
            ("jdupes", ["jdupes", "-r", "-q", str(root)], blocks),
            ("rdfind", ["rdfind", "-dryrun", "true", "-outputname", str(WORK / "rdfind.txt"), str(root)],
             rdfind_count),
            ("rmlint", ["rmlint", "-T", "df", "-o", "fdupes", "--no-with-color", str(root)], blocks),
            ("fdupes", ["fdupes", "-r", "-q", str(root)], blocks)):
        if shutil.which(tool):
            peers.append((" ".join(cmd[:2]) if tool != "rdfind" else "rdfind -dryrun",
                          lambda cmd=cmd: run([cmd]), counter))
        else:
            absent.append(tool)
    return f"dedupe {count:,} files", [("foldwise dedupe --json", fw, fw_count), *peers,
                                       ("foldwise dedupe, 2nd run (index)", fw_indexed, fw_count)], absent


def organize_case(count: int) -> tuple[str, list[Contestant], list[str]]:
    root = WORK / f"organize-{count}"
    build_tree(root, count)
    # A data home that has previewed before (a small folder of the same root, ``dir000/sub``): it holds the
    # validated [organize] options (``cache/organize-preview.json``) as it holds the command list.
    primed = prime("organize", root, ["organize", str(root / "dir000" / "sub"), "--json"])
    env = foldwise_env(primed, root)

    def fw() -> tuple[float, int, str]:
        env["FOLDWISE_HOME"] = str(fresh_home(primed))
        return run([[*FOLDWISE, "organize", str(root), "--methodology", "default", "--json"]], env)

    def fw_count(text: str) -> str:
        return f"{json.loads(text)['plan']['summary']['files']} files planned"

    contestants: list[Contestant] = [("foldwise organize --json", fw, fw_count)]
    if BASELINE:
        primed_base = prime("organize", root, program=BASELINE)

        def base() -> tuple[float, int, str]:
            return run([[*BASELINE, "organize", str(root), "--methodology", "default", "--json"]],
                       baseline_env(fresh_home(primed_base), root))

        contestants.append(("foldwise baseline (--baseline)", base, fw_count))
    if shutil.which("find"):
        contestants.append(("find -printf '%s %T@'", lambda: run([["find", str(root), "-type", "f", "-printf",
                                                                   "%s %T@\n"]]),
                            lambda t: f"{t.count(chr(10))} files"))
    contestants.append(("python os.walk+os.stat", lambda: run([[sys.executable, "-c", WALK_STAT, str(root)]]),
                        lambda t: f"{t.strip()} files"))
    return f"organize (plan) {count:,} files", contestants, []


def replan_case(count: int) -> tuple[str, list[Contestant], list[str]]:
    """The dry-run plan of a tree this data home planned before, unchanged since (issue 14: a second plan
    costs about a walk): the primed home made the same preview once, outside the timing."""
    root = WORK / f"organize-{count}"
    build_tree(root, count)
    cmd = ["organize", str(root), "--methodology", "default", "--json"]
    primed = prime("replan", root, cmd)
    env = foldwise_env(primed, root)

    def fw() -> tuple[float, int, str]:
        home = WORK / "home-run-replan"
        shutil.rmtree(home, ignore_errors=True)
        shutil.copytree(primed, home)
        return run([[*FOLDWISE, *cmd]], {**env, "FOLDWISE_HOME": str(home)})

    def fw_count(text: str) -> str:
        return f"{json.loads(text)['plan']['summary']['files']} files planned"

    contestants: list[Contestant] = [("foldwise organize --json (again)", fw, fw_count)]
    if BASELINE:
        primed_base = prime("replan", root, cmd, program=BASELINE)

        def base() -> tuple[float, int, str]:
            return run([[*BASELINE, *cmd]], baseline_env(fresh_home(primed_base), root))

        contestants.append(("foldwise baseline (--baseline)", base, fw_count))
    contestants.append(("python os.walk+os.stat", lambda: run([[sys.executable, "-c", WALK_STAT, str(root)]]),
                        lambda t: f"{t.strip()} files"))
    return f"organize (2nd plan) {count:,} files", contestants, []


def apply_case(count: int) -> tuple[str, list[Contestant], list[str]]:
    root = WORK / f"apply-{count}"
    source = WORK / f"apply-{count}.src"
    build_tree(source, count, per_dir=500)

    def fresh_tree() -> None:
        shutil.rmtree(root, ignore_errors=True)
        shutil.copytree(source, root, copy_function=shutil.copy2)

    fresh_tree()
    primed = prime("apply", root)

    def fw(program: list[str] = FOLDWISE, primed: Path = primed) -> tuple[float, int, str]:
        fresh_tree()
        env = (foldwise_env if program is FOLDWISE else baseline_env)(fresh_home(primed), root)
        first = run([[*program, "organize", str(root), "--apply", "--json"]], env)
        cpu = LAST_CPU[0]
        moved = json.loads(first[2])["job"]["result"]["moved"]
        second = run([[*program, "undo", "--json"]], env)
        LAST_CPU[0] += cpu
        return first[0] + second[0], max(first[1], second[1]), f"{moved} moved and back"

    def bare() -> tuple[float, int, str]:
        fresh_tree()
        journal = WORK / "rename-journal.json"
        seconds, peak, _ = run([[sys.executable, "-c", RENAME_THERE, str(root), str(journal)],
                                [sys.executable, "-c", RENAME_BACK, str(journal)]])
        return seconds, peak, f"{len(json.loads(journal.read_text())['moves'])} moved and back"

    contestants: list[Contestant] = [("foldwise organize --apply + undo", fw, str),
                                     ("python os.rename loop + back", bare, str)]
    if BASELINE:
        primed_base = prime("apply", root, program=BASELINE)
        contestants.append(("foldwise baseline (--baseline)", lambda: fw(BASELINE, primed_base), str))
    return f"apply + undo {count:,} moves", contestants, []


def search_cases(count: int) -> list[tuple[str, list[Contestant], list[str]]]:
    root = WORK / f"search-{count}"
    search_tree(root, count)
    warm(root)
    primed = prime("search", root, ["search", "primer", "--json"])
    out = []
    for word in SEARCH_WORDS:
        def fw(word: str = word) -> tuple[float, int, str]:
            return run([[*FOLDWISE, "search", word, "--json"]], foldwise_env(fresh_home(primed), root))

        def fw_count(text: str) -> str:
            doc = json.loads(text)
            return f"{doc['total']}{'+' if doc.get('total_capped') else ''} hits"

        out.append((f"search '{word}' ({count:,} files)",
                    [("foldwise search --json", fw, fw_count),
                     ("grep -rl", lambda word=word: run([["grep", "-rl", word, str(root)]]),
                      lambda t: f"{t.count(chr(10))} hits")], []))
    return out


def help_case() -> tuple[str, list[Contestant], list[str]]:
    """``foldwise --help`` on an existing data home (a fresh copy per run, as for every command)."""
    root = WORK / "help-root"
    root.mkdir(exist_ok=True)
    primed = prime("help", root)

    def fw() -> tuple[float, int, str]:
        return run([[*FOLDWISE, "--help"]], foldwise_env(fresh_home(primed), root))

    return "--help", [("foldwise --help", fw, lambda t: ""),
                      ("python3 -c pass", lambda: run([[sys.executable, "-c", "pass"]]), lambda t: "")], []


def compile_sources() -> None:
    """Byte-compile the foldwise package once, outside the timing: an installed wheel has its ``.pyc`` files
    (pip compiles on install), while a checkout run with ``PYTHONDONTWRITEBYTECODE=1`` would compile every
    module in every process and measure the compiler."""
    import compileall

    compileall.compile_dir(str(REPO / "foldwise"), quiet=1)


# ---------------------------------------------------------------------------------------------- main
def measure(cases: list[tuple[str, list[Contestant], list[str]]], runs: int) -> dict[str, dict[str, Sample]]:
    results = {title: {name: Sample() for name, _f, _c in contestants} for title, contestants, _a in cases}
    for round_no in range(runs + 1):  # round 0 warms up
        for title, contestants, _absent in cases:
            k = round_no % len(contestants)
            for name, fn, counter in contestants[k:] + contestants[:k]:
                LAST_CPU[0] = 0.0
                seconds, peak, text = fn()
                if round_no:
                    sample = results[title][name]
                    sample.seconds.append(seconds)
                    sample.peak.append(peak)
                    sample.cpu.append(LAST_CPU[0])
                    sample.note = counter(text)
    return results


def report(cases: list[tuple[str, list[Contestant], list[str]]], results: dict[str, dict[str, Sample]]) -> None:
    print(f"\n{'case':<34}{'contestant':<34}{'median s':>9}{'peak MB':>9}{'ratio':>8}{'cpu s':>7}{'cpu ratio':>10}"
          "  result")
    for title, contestants, absent in cases:
        rows = results[title]
        medians = {name: statistics.median(s.seconds) for name, s in rows.items()}
        cpus = {name: statistics.median(s.cpu) for name, s in rows.items()}
        foldwise = contestants[0][0]
        best = min((n for n in medians if not n.startswith("foldwise")), key=medians.__getitem__)
        for name, sample in rows.items():
            ratio = "" if name == foldwise else f"{medians[foldwise] / medians[name]:.2f}x" \
                if not name.startswith("foldwise") else f"{medians[name] / medians[best]:.2f}x*"
            cpu_ratio = "" if name == foldwise or cpus[name] <= 0 else f"{cpus[foldwise] / cpus[name]:.2f}x" \
                if not name.startswith("foldwise") else f"{cpus[name] / cpus[best]:.2f}x*"
            mark = " <- best peer" if name == best else ""
            print(f"{title if name == foldwise else '':<34}{name:<34}{medians[name]:>9.3f}"
                  f"{max(sample.peak) / 1e6:>9.0f}{ratio:>8}{cpus[name]:>7.3f}{cpu_ratio:>10}  {sample.note}{mark}")
        if absent:
            print(f"{'':<34}ABSENT (apt-get install -y {' '.join(absent)}): {', '.join(absent)}")
        print(f"{'':<34}=> foldwise / best peer: {medians[foldwise] / medians[best]:.2f}x")
        if any(n != foldwise and n.startswith("foldwise") for n in rows):
            print(f"{'':<34}   (* another foldwise variant: its own time / best peer)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small trees (a smoke run, not the figure)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--only", default="dedupe,organize,apply,search,help")
    parser.add_argument("--baseline", metavar="PYTHON",
                        help="also run PYTHON -m foldwise (another checkout's) in the organize and apply cases")
    args = parser.parse_args()
    if args.baseline:
        BASELINE[:] = [args.baseline, "-m", "foldwise"]
    if not os.path.exists(TIME):
        print(f"{TIME} (GNU time) is missing: apt-get install -y time")
        return 2
    WORK.mkdir(parents=True, exist_ok=True)
    compile_sources()
    sizes = SIZES["quick" if args.quick else "full"]
    wanted = set(args.only.split(","))
    cases: list[tuple[str, list[Contestant], list[str]]] = []
    if "dedupe" in wanted:
        cases.append(dedupe_case(sizes["dedupe"]))
    if wanted & {"organize", "plan"}:  # ``plan`` is another name for the dry-run case
        cases.append(organize_case(sizes["organize"]))
    if wanted & {"replan", "plan2"}:  # the second dry-run plan of the unchanged tree
        cases.append(replan_case(sizes["organize"]))
    if "apply" in wanted:
        cases.append(apply_case(sizes["apply"]))
    if "search" in wanted:
        cases.extend(search_cases(sizes["search"]))
    if "help" in wanted:
        cases.append(help_case())
    load = os.getloadavg()
    print(f"{'quick' if args.quick else 'full'} sizes, {args.runs} rounds (+1 warm-up), {os.cpu_count()} cores, "
          f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} at start")
    results = measure(cases, args.runs)
    report(cases, results)
    load = os.getloadavg()
    print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
