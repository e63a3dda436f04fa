"""The plan for a small fixed tree is pinned: speed work on the scanner, planner and
methodologies must not change a single operation, reason, confidence or summary field.

``golden_plan.json`` was produced by the planner before its fast paths existed; regenerate it
only for an intended behaviour change (``python -m tests.organize.test_plan_golden > ...``).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from foldwise.plugins.organize.facts import FileFacts, kind_of, split_ext
from foldwise.plugins.organize.methodologies.default import DefaultMethodology
from foldwise.plugins.organize.methodologies.para import ParaMethodology
from foldwise.plugins.organize.methodology import place_one
from foldwise.plugins.organize.plan import Plan
from foldwise.plugins.organize.planner import build_plan
from foldwise.plugins.organize.scanner import scan

from .helpers import make_tree

GOLDEN = Path(__file__).with_name("golden_plan.json")
T2021 = 1_620_000_000
#: relative path -> content (None: an empty folder). Collisions, in-place files, dirty names, a
#: backslash, double extensions, a file blocking a kind folder, hidden files, odd years.
FILES: dict[str, str | None] = {
    "a.pdf": "1", "x/a.pdf": "2", "y/A.PDF": "3", "Documents/2021/a.pdf": "0", "Documents/2021/a (2).pdf": "9",
    "Documents/2021/ c.pdf": "5", "Report  final.PDF": "r", "back\\slash.txt": "b", "noext": "n",
    "archive.TAR.GZ": "t", "dir-2/z.jpg": "z", "dir/z.jpg": "z2", "dir.txt": "d", "Images": "blocker",
    "pic.png": "p", "Code/2021/x.py": "x", ".hidden.txt": "h", "x (2).pdf": "n2",
    "L" * 70 + ".TXT": "l", "tab\tname.txt": "tab", "é.txt": "e", "sub/deep/song.MP3": "s",
    "sub/deep/song.mp3": "s2", "Audio": None, "app.log": "log", "data.ts": "ts", "trailing .md": "tr",
}
MTIMES = {"dir/z.jpg": -86400 * 400, "sub/deep/song.MP3": 4102444800 + 5, "app.log": 946684799,
          "noext": 946684800}
DEFAULT_OPTIONS = {"default": {}, "no_year": {"by_year": False}, "raw_names": {"clean_names": False},
                   "kinds": {"kinds": {"pdf": "Papers", "log": " ../x/ ", "txt": "Documents"}}}


def build(root: Path) -> None:
    for rel, content in FILES.items():
        if content is None:
            (root / rel).mkdir(parents=True, exist_ok=True)
        else:
            make_tree(root, {rel: content}, mtime=MTIMES.get(rel, T2021))


def dump(plan: Plan) -> dict:
    ops = [[chr(plan.actions[i]), plan.sources[i], plan.destinations[i], plan.reasons[plan.reason_ids[i]],
            round(float(plan.confidence[i]), 3)] for i in range(len(plan))]
    return {"ops": ops, "summary": {k: v for k, v in plan.summary.items() if k != "base"}}


def plans(root: Path) -> dict:
    files = scan(str(root)).files
    out = {}
    m = DefaultMethodology()
    for label, opts in DEFAULT_OPTIONS.items():
        out[label] = dump(build_plan(str(root), files, m, m.options(opts)))
    para = ParaMethodology()
    options = para.options({"reference_time": "2024-06-01T00:00:00+00:00"})
    out["para"] = dump(build_plan(str(root), files, para, options, para.start(options)))
    return out


def test_plan_matches_the_pinned_golden_plan(tmp_path: Path) -> None:
    root = tmp_path / "r"
    build(root)
    got = json.loads(json.dumps(plans(root)))
    want = json.loads(GOLDEN.read_text(encoding="utf-8"))
    for label in want:
        assert got[label]["ops"] == want[label]["ops"], label
        assert got[label]["summary"] == want[label]["summary"], label


def test_default_fast_placements_agree_with_plan() -> None:
    """``DefaultMethodology.placements`` (the batch fast path) places every file like ``plan``
    (validated and split as the planner always did), including odd names and years."""
    rng = random.Random(11)
    names = ["a.pdf", "A.PDF", " b .Txt", "c", ".d", "e.tar.GZ", "f.TaR.xz", "g\\h.md", "i\tj.py", "k..png",
             "é.JPG", "x" * 80 + ".doc", "l.", "m.ts", "n (2).pdf", "o.weird", "p q.MP3"]
    facts = []
    for i in range(3000):
        name = rng.choice(names)
        ext = split_ext(name)[1]
        mtime = rng.choice([0, -1, 1, 946684799, 946684800, T2021, 4102444800, 2**40, -2**33]) * 10**9 \
            + rng.randint(-10**9, 10**9)
        facts.append(FileFacts(f"/r/d{i}/{name}", f"d{i}/{name}", name, ext, i, mtime, kind_of(ext)))
    m = DefaultMethodology()
    for raw in DEFAULT_OPTIONS.values():
        opts = m.options(raw)
        fast = list(m.placements(facts, opts, None))
        for f, placed in zip(facts, fast, strict=True):
            assert placed == place_one(m, f, opts, None), f


if __name__ == "__main__":  # regenerate: python -m tests.organize.test_plan_golden > tests/organize/golden_plan.json
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        build(Path(tmp) / "r")
        json.dump(plans(Path(tmp) / "r"), sys.stdout, indent=0, ensure_ascii=False)
