"""The planner's runs (``Methodology.placement_runs``): a plan made from runs is the plan made file by file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from foldwise.plugins.organize.methodologies.default import DefaultMethodology
from foldwise.plugins.organize.methodology import Methodology, PlacedEach, PlacedRun
from foldwise.plugins.organize.plan import Plan
from foldwise.plugins.organize.planner import build_plan
from foldwise.plugins.organize.scanner import scan

from .helpers import make_tree

T2021 = 1_620_000_000


def _columns(plan: Plan) -> tuple:
    return (bytes(plan.actions), plan.sources, plan.destinations, [plan.reasons[r] for r in plan.reason_ids],
            list(plan.confidence), list(plan.sizes), list(plan.mtimes), plan.summary)


def _both(root: Path, options: dict | None = None, monkeypatch: pytest.MonkeyPatch | None = None) -> tuple:
    methodology = DefaultMethodology()
    opts = methodology.options(options or {})
    files = scan(str(root)).files
    runs = list(methodology.placement_runs(files, opts, None) or ())
    with_runs = build_plan(str(root), files, methodology, opts, None, progress_every=3)
    assert monkeypatch is not None
    monkeypatch.setattr(DefaultMethodology, "placement_runs", Methodology.placement_runs)
    one_by_one = build_plan(str(root), files, methodology, opts, None, progress_every=3)
    monkeypatch.undo()
    return runs, with_runs, one_by_one


def _tree(root: Path) -> None:
    files: dict[str, str] = {}
    for project in ("alpha", "beta"):
        for n in range(4):
            files[f"{project}/src/mod{n}.py"] = "x" * n
        files[f"{project}/README.md"] = "r"
        files[f"{project}/a.txt"] = "a"
        files[f"{project}/zz.txt"] = "z"  # sorts after the subfolder ``src/``: the folder's files are split
    # two folders of the same name going to the same destination folder: the second one's names collide
    for parent in ("Downloads", "misc"):
        for n in range(3):
            files[f"{parent}/Trip 2021/img{n}.jpg"] = "j" * n
    # special files inside a folder of related work: the run goes file by file
    files["notes/plan.docx"] = "d"
    files["notes/~$plan.docx"] = "lock"
    files["notes/draft.part"] = "p"
    files["notes/desktop.ini"] = "i"
    files["notes/summary.md"] = "s"
    # already filed, a kind folder holding a folder, loose files
    files["Documents/2021/report/a.pdf"] = "1"
    files["Documents/2021/report/b.pdf"] = "2"
    files["Documents/taxes/2020.pdf"] = "3"
    files["Documents/taxes/2019.pdf"] = "4"
    files["loose.pdf"] = "l"
    files["song.mp3"] = "m"
    files["Other"] = "a file where a kind folder would go"
    files["odd/one.xyz"] = "o"
    files["odd/two.xyz"] = "t"
    make_tree(root, files, mtime=T2021)
    # a destination folder that exists with a name a run would take
    make_tree(root, {"Images/2021/Trip 2021/img1.jpg": "on disk"}, mtime=T2021)


def test_runs_plan_as_file_by_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _tree(tmp_path)
    runs, with_runs, one_by_one = _both(tmp_path, monkeypatch=monkeypatch)
    assert any(type(item) is PlacedRun for item in runs) and any(type(item) is PlacedEach for item in runs)
    covered = [i for item in runs for i in range(item.start, item.stop)]
    assert covered == list(range(len(covered)))  # every file once, in order
    assert _columns(with_runs) == _columns(one_by_one)
    assert with_runs.summary["move"] > 10


@pytest.mark.parametrize("options", [{"min_confidence": 0.8}, {"kinds": {"xyz": "Odd"}}, {"by_year": False},
                                     {"clean_names": False}])
def test_runs_plan_as_file_by_file_with_options(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                options: dict) -> None:
    _tree(tmp_path)
    _runs, with_runs, one_by_one = _both(tmp_path, options, monkeypatch=monkeypatch)
    assert _columns(with_runs) == _columns(one_by_one)


def test_runs_over_an_organized_tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Executed, then planned again: files in or near their place (renames, skips) as file by file."""
    _tree(tmp_path)
    _runs, plan, _ = _both(tmp_path, monkeypatch=monkeypatch)
    for i in range(len(plan)):
        op = plan.op(i)
        if op.action in ("move", "rename"):
            os.makedirs(os.path.dirname(op.destination), exist_ok=True)
            os.rename(op.source, op.destination)
    _runs, with_runs, one_by_one = _both(tmp_path, monkeypatch=monkeypatch)
    assert _columns(with_runs) == _columns(one_by_one)


def test_a_subclass_with_its_own_placements_is_not_planned_from_runs(tmp_path: Path) -> None:
    """``placement_runs`` must expand to ``placements``: a subclass overriding only ``placements`` gets None."""

    class Elsewhere(DefaultMethodology):
        def placements(self, files, options, state=None):
            for facts in files:
                yield ("Elsewhere", facts.name, "elsewhere", 0.9)

    _tree(tmp_path)
    methodology = Elsewhere()
    opts = methodology.options({})
    files = scan(str(tmp_path)).files
    assert methodology.placement_runs(files, opts, None) is None
    plan = build_plan(str(tmp_path), files, methodology, opts, None)
    assert {plan.destinations[i].split("/")[0] for i in range(len(plan)) if plan.op(i).action == "move"} \
        == {"Elsewhere"}
