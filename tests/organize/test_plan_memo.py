"""Memoised plans of ``default`` and ``johnny_decimal`` (issue 14): a second plan of an unchanged tree
takes the memoised placements, which are exactly what a fresh plan gives; anything the plan depends on
(files, options, journal evidence, the Johnny Decimal index) makes a new plan."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

import pytest
from conftest import make_settings
from foldwise.kernel.core import open_kernel
from foldwise.plugins.organize.history import History
from foldwise.plugins.organize.methodologies.default import DefaultMethodology, DefaultRun
from foldwise.plugins.organize.methodologies.johnny_decimal import JdState, JohnnyDecimalMethodology
from foldwise.plugins.organize.methodologies.para import signal_cache_path
from foldwise.plugins.organize.planner import LEFT_PREFIX, NOT_UTF8, build_plan
from foldwise.plugins.organize.scanner import scan
from foldwise.plugins.organize.signals import SignalCache

from .test_placement import NOW, _rows, messy_downloads


def _plan_default(folder: Path, cache_file: str | None, options: Any = None,
                  history: History | None = None) -> tuple[Any, DefaultRun]:
    """One default-methodology plan of ``folder`` as a new process makes it: the signal cache loaded from
    ``cache_file`` and saved afterwards (``None``: no cache at all, a cold plan)."""
    default = DefaultMethodology()
    run = DefaultRun(history, SignalCache.load(cache_file) if cache_file else None)
    plan = build_plan(str(folder), scan(str(folder)).files, default,
                      default.options({}) if options is None else options, run)
    if run.cache is not None:
        run.cache.save()
    return plan, run


def test_a_second_default_plan_of_an_unchanged_tree_reuses_the_memoised_plan(tmp_path: Path) -> None:
    dl = messy_downloads(tmp_path)
    default = DefaultMethodology()
    options = default.options({})
    cache_file = str(tmp_path / "cache" / "signals.json")

    def plan_once(opts: Any = options, history: History | None = None) -> tuple[Any, DefaultRun]:
        run = DefaultRun(history, SignalCache.load(cache_file))  # a new process: the cache from its file
        plan = build_plan(str(dl), scan(str(dl)).files, default, opts, run)
        run.cache.save()
        return plan, run

    first, run = plan_once()
    assert run.memo is None and run.memo_key is not None
    again, run = plan_once()
    assert run.memo is not None  # nothing placed: the memoised placements
    assert _rows(again) == _rows(first) and again.summary == first.summary
    fresh = build_plan(str(dl), scan(str(dl)).files, default, options, DefaultRun())  # no cache at all
    assert _rows(again) == _rows(fresh) and again.summary == fresh.summary
    # the memo is what the plan is made of (not a recomputation): an edited memo shows
    cache = SignalCache.load(cache_file)
    count = len(scan(str(dl)).files)
    memo = cache.plan(run.memo_key, count)
    assert memo is not None and cache.stored_plans() == [run.memo_key]  # one small file per plan
    at = [f.rel for f in scan(str(dl)).files].index("resume_2026.pdf")
    memo[at] = ["Memo", "resume_2026.pdf", "from the memo", 0.9]
    cache.remember_plan(run.memo_key, memo)
    cache.save()
    edited, run = plan_once()
    assert run.memo is not None and _rows(edited)["resume_2026.pdf"][1] == "Memo/resume_2026.pdf"
    # other options: placed again
    no_year, run = plan_once(default.options({"by_year": False}))
    assert run.memo is None and _rows(no_year)["resume_2026.pdf"][1] == "Documents/resume_2026.pdf"
    # journal evidence: placed again, and the evidence shows
    moved_here = str(dl / "misc" / "bank statement may.pdf")
    with_history, run = plan_once(history=History(placed={moved_here: str(dl / "bank statement may.pdf")}))
    assert run.memo is None and _rows(with_history)["misc/bank statement may.pdf"][0] == "skip"
    # a changed file (a year in its name now): placed again, with the change
    (dl / "resume_2026.pdf").rename(dl / "resume_2024.pdf")
    changed, run = plan_once()
    assert run.memo is None and _rows(changed)["resume_2024.pdf"][1] == "Documents/2024/resume_2024.pdf"
    stamp = dl / "recipe lasagna.txt"
    os.utime(stamp, ns=(stamp.stat().st_atime_ns, stamp.stat().st_mtime_ns + 10**9))
    _plan, run = plan_once()
    assert run.memo is None
    _plan, run = plan_once()
    assert run.memo is not None


def _jd_plan(dl: Path, jd: JohnnyDecimalMethodology, options: Any, db: dict[tuple[int, str], int],
             cache_file: str | None, history: History | None = None) -> tuple[Any, JdState]:
    """One Johnny Decimal plan as a new process makes it: the index from ``db`` (updated with the new IDs
    afterwards, as ``save_state`` does), the cache from its file (``cache_file`` None: no memos)."""
    state = JdState(now_ns=int(NOW.timestamp()) * 10**9, history=history)
    for (category, key), number in sorted(db.items()):
        state.register(category, key, number, persist=False)
    if cache_file is not None:
        state.cache = SignalCache.load(cache_file)
        state.memo_plans = True
    plan = build_plan(str(dl), scan(str(dl)).files, jd, options, state)
    state.cache.save()
    for category, key, number in state.new:
        db.setdefault((category, key), number)
    return plan, state


def test_a_second_johnny_decimal_plan_of_an_unchanged_tree_reuses_the_memoised_plan(tmp_path: Path) -> None:
    dl = messy_downloads(tmp_path)
    jd = JohnnyDecimalMethodology()
    options = jd.options({})
    cache_file = str(tmp_path / "cache" / "signals.json")
    db: dict[tuple[int, str], int] = {}

    first, state = _jd_plan(dl, jd, options, db, cache_file)
    assert state.memo is None and state.new and db  # the first plan gives IDs
    again, state = _jd_plan(dl, jd, options, db, cache_file)
    assert state.memo is not None and not state.new  # the memo, made under the index the first plan left
    assert _rows(again) == _rows(first) and again.summary == first.summary
    fresh, fresh_state = _jd_plan(dl, jd, options, dict(db), None)  # the same index, no memo
    assert fresh_state.memo is None and not fresh_state.new
    assert _rows(again) == _rows(fresh) and again.summary == fresh.summary
    # another index (an ID given elsewhere since): numbered again
    other = dict(db)
    other[(11, "someone else's file")] = 50
    _plan, state = _jd_plan(dl, jd, options, other, cache_file)
    assert state.memo is None
    # other options: numbered again
    _plan, state = _jd_plan(dl, jd, jd.options({"fallback": 91}), dict(db), cache_file)
    assert state.memo is None
    # journal evidence: numbered again, and the evidence shows
    moved_here = str(dl / "misc" / "bank statement may.pdf")
    history = History(placed={moved_here: str(dl / "bank statement may.pdf")})
    with_history, state = _jd_plan(dl, jd, options, dict(db), cache_file, history)
    assert state.memo is None and _rows(with_history)["misc/bank statement may.pdf"][0] == "skip"
    # a new file: numbered again; it gets a new ID and every other ID stays
    (dl / "recipe tiramisu.txt").write_text("mascarpone")
    grown, state = _jd_plan(dl, jd, options, db, cache_file)
    assert state.memo is None and state.new
    rows = _rows(grown)
    assert {rel: row[1] for rel, row in _rows(again).items()} == {
        rel: row[1] for rel, row in rows.items() if rel != "recipe tiramisu.txt"}
    assert rows["recipe tiramisu.txt"][1] not in {row[1] for row in _rows(again).values()}
    hit, state = _jd_plan(dl, jd, options, db, cache_file)
    assert state.memo is not None and _rows(hit) == rows


@pytest.mark.parametrize("name", ["johnny_decimal", "default"])
async def test_memo_survives_the_persisted_state(home: Path, root: Path, name: str) -> None:
    """Through the kernel (Johnny Decimal's real database index, the cache file in the data home, the
    journal read): the second plan is a memo hit and equals the first."""
    dl = messy_downloads(root)
    async with open_kernel(make_settings(home, [root])) as kernel:
        jd = JohnnyDecimalMethodology() if name == "johnny_decimal" else DefaultMethodology()
        options = jd.options({})
        plans = []
        for _ in range(2):
            state = await jd.load_state(kernel, options)
            plans.append((await asyncio.to_thread(build_plan, str(dl), scan(str(dl)).files, jd, options, state),
                          state))
            await jd.save_state(kernel, state)
        (first, first_state), (second, second_state) = plans
        assert first_state.memo is None and second_state.memo is not None
        assert _rows(first) == _rows(second)
        assert SignalCache.load(signal_cache_path(kernel)).stored_plans()  # kept in the data home


def test_memoised_plans_are_one_file_each_and_a_hit_reads_nothing_else(tmp_path: Path) -> None:
    """A memo hit reads its own plan file only (the signal file is parsed on first use); the newest
    ``MAX_PLAN_MEMOS`` plans are kept; a broken or foreign plan file is a miss, never an error."""
    from foldwise.plugins.organize.signals import MAX_PLAN_MEMOS

    cache_file = str(tmp_path / "cache" / "organize-signals.json")
    cache = SignalCache.load(cache_file)
    cache.remember_verdicts("v", {"a.txt": [1, 2, "Docs", "a.txt", "why", 0.8]})
    keys = [f"{k:032x}" for k in range(MAX_PLAN_MEMOS + 2)]
    for n, key in enumerate(keys):
        cache.remember_plan(key, [("Docs", f"f{n}.txt", "why", 0.8)])
        cache.save()
        os.utime(os.path.join(cache.plans_dir or "", f"{key}.json"), ns=(10**18 + n, 10**18 + n))
    again = SignalCache.load(cache_file)
    assert again.stored_plans() == keys[::-1][:MAX_PLAN_MEMOS]
    assert again.plan(keys[-1], 1) == [["Docs", f"f{len(keys) - 1}.txt", "why", 0.8]]
    assert again.plan(keys[-1], 2) is None and again.plan(keys[0], 1) is None  # wrong count; pruned
    assert not again._parsed  # nothing but the plan was read
    assert again.verdicts == {"v": {"a.txt": [1, 2, "Docs", "a.txt", "why", 0.8]}}
    with open(os.path.join(again.plans_dir or "", f"{keys[-2]}.json"), "wb") as fh:
        fh.write(b"{not json")
    assert SignalCache.load(cache_file).plan(keys[-2], 1) is None
    os.replace(os.path.join(again.plans_dir or "", f"{keys[-1]}.json"),
               os.path.join(again.plans_dir or "", f"{keys[-3]}.json"))
    assert SignalCache.load(cache_file).plan(keys[-3], 1) is None  # the file names another key


def _columns(plan: Any) -> tuple[Any, ...]:
    """Every operation of a plan, mkdirs included, in order, with its summary."""
    return (bytes(plan.actions), plan.sources, plan.destinations, [plan.reasons[r] for r in plan.reason_ids],
            list(plan.confidence), list(plan.sizes), list(plan.mtimes), plan.summary)


def _age_folders(folder: Path) -> None:
    """Date every folder under ``folder`` a minute back: a folder changed within ``memo.RACY_NS`` of being
    listed is never trusted by the planner's memo (the file system's clock may not have moved yet)."""
    past = int((NOW.timestamp() - 60) * 10**9)
    for path in [folder, *(p for p in folder.rglob("*") if p.is_dir())]:
        os.utime(path, ns=(past, past))


def test_the_planner_memoises_its_outcome_and_any_change_in_a_listed_folder_makes_a_new_plan(tmp_path: Path) -> None:
    """A second plan of an unchanged tree is rebuilt from the planner's memoised outcome (columns, summary);
    a file appearing in a destination folder the plan listed, or a destination folder appearing, makes a
    new plan that sees it (numbered names, no mkdir), equal to a plan made without any cache."""
    dl = messy_downloads(tmp_path)
    (dl / "Documents" / "2019").mkdir(parents=True)  # a destination folder that exists and is listed
    _age_folders(dl)
    cache_file = str(tmp_path / "cache" / "signals.json")

    def plan_once() -> tuple[Any, DefaultRun]:
        return _plan_default(dl, cache_file)

    def fresh() -> Any:
        return _plan_default(dl, None)[0]

    first, run = plan_once()
    key = run.memo_key
    assert key is not None and SignalCache.load(cache_file).plan(key, len(scan(str(dl)).files)) is not None
    cache = SignalCache.load(cache_file)
    cache.plan(key, len(scan(str(dl)).files))
    outcome = cache.outcome(key)
    assert outcome is not None and "Documents/2019" in outcome["stamps"]
    again, run = plan_once()
    assert run.memo_hit == key and _columns(again) == _columns(first) == _columns(fresh())
    # the outcome is what the plan is made of (not a recomputation): an edited outcome shows
    outcome["summary"] = {**outcome["summary"], "edited": True}
    cache.remember_outcome(key, outcome)
    cache.save()
    edited, _run = plan_once()
    assert edited.summary.get("edited") is True
    # an entry the scan does not collect (a symlink) takes a destination's name in a listed folder: the
    # placements are still a memo hit, the planner's outcome is not, and the new plan numbers the name
    (tmp_path / "elsewhere.txt").write_text("another")
    (dl / "Documents" / "2019" / "taxes_2019.txt").symlink_to(tmp_path / "elsewhere.txt")
    clash, run = plan_once()
    assert run.memo_hit == key
    rows = _rows(clash)
    assert rows["old stuff/2019/taxes_2019.txt"][1] == "Documents/2019/taxes_2019 (2).txt"
    assert _columns(clash) == _columns(fresh()) and "edited" not in clash.summary
    # a destination folder the plan would create appears: no mkdir for it any more
    assert "Documents/2026" in [clash.destinations[i] for i in clash.indexes("mkdir")]
    (dl / "Documents" / "2026").mkdir()
    made, _run = plan_once()
    assert "Documents/2026" not in [made.destinations[i] for i in made.indexes("mkdir")]
    assert _columns(made) == _columns(fresh())


def test_default_replans_only_the_changed_folder_and_new_files(tmp_path: Path) -> None:
    """After one new download and one new file in a folder of related work, a re-plan reuses the last
    plan's outcome for every other file (placed: the new download and that folder's files) and gives
    exactly the plan of a cold run."""
    dl = messy_downloads(tmp_path)
    cache_file = str(tmp_path / "cache" / "signals.json")

    def plan_once() -> tuple[Any, DefaultRun]:
        return _plan_default(dl, cache_file)

    first, run = plan_once()
    total = len(scan(str(dl)).files)
    assert run.placed == total and run.reused == 0
    (dl / "holiday video.mp4").write_bytes(b"v")
    (dl / "Project X" / "budget.xlsx").write_bytes(b"b")
    project = sum(1 for f in scan(str(dl)).files if f.rel.startswith("Project X/"))
    second, run = plan_once()
    assert run.memo is None and run.placed == 1 + project and run.reused == total - project + 1
    cold, _run = _plan_default(dl, None)
    assert _columns(second) == _columns(cold)
    assert _rows(second)["Project X/budget.xlsx"][1].endswith("/Project X/budget.xlsx")  # kept with its folder


def test_johnny_decimal_judges_only_new_files_on_a_replan(tmp_path: Path) -> None:
    """After one new download, a re-plan takes every other file's category from the last plan (judged: 1)
    and gives exactly the plan of a cold run with the same index; no other ID changes."""
    dl = messy_downloads(tmp_path)
    jd = JohnnyDecimalMethodology()
    options = jd.options({})
    cache_file = str(tmp_path / "cache" / "signals.json")
    db: dict[tuple[int, str], int] = {}
    first, state = _jd_plan(dl, jd, options, db, cache_file)
    assert state.judged > 0 and state.verdict_hits == 0
    judged_first = state.judged
    (dl / "invoice_acme_2026-04.pdf").write_bytes(b"%PDF-1.4 nothing")
    second, state = _jd_plan(dl, jd, options, db, cache_file)
    assert state.memo is None and state.judged == 1 and state.verdict_hits == judged_first
    cold, cold_state = _jd_plan(dl, jd, options, dict(db), None)
    assert cold_state.judged == judged_first + 1
    assert _columns(second) == _columns(cold)
    before, after = _rows(first), _rows(second)
    assert all(after[rel][1] == row[1] for rel, row in before.items())
    assert after["invoice_acme_2026-04.pdf"][1].startswith("10-19 Life admin/11 Finance/11.")


def test_a_name_that_is_not_utf8_plans_as_usual_and_is_simply_not_memoised(tmp_path: Path) -> None:
    """JSON cannot hold a name that is not UTF-8 (surrogate escapes): the plan is made as usual (the file
    left in place, with why: the journal could not record its move), the memo is not written (no error),
    and every plan of the tree is the same."""
    folder = tmp_path / "box"
    folder.mkdir()
    with open(os.path.join(os.fsencode(folder), b"caf\xe9 invoice.pdf"), "wb") as fh:
        fh.write(b"x")
    with open(os.path.join(os.fsencode(folder), b"caf\xe9.crdownload"), "wb") as fh:  # listed in the summary
        fh.write(b"x")
    (folder / "a.pdf").write_bytes(b"a")
    default = DefaultMethodology()
    options = default.options({})
    cache_file = str(tmp_path / "cache" / "signals.json")
    plans = []
    for _ in range(2):
        run = DefaultRun(None, SignalCache.load(cache_file))
        plans.append(_columns(build_plan(str(folder), scan(str(folder)).files, default, options, run)))
        run.cache.save()
        assert run.memo is None and not run.cache.dirty
    assert plans[0] == plans[1]
    # the summary is stored and sent as JSON: a name that is not UTF-8 is shown with ``\xNN`` escapes
    assert {"path": "caf\\xe9.crdownload", "reason": "an unfinished download or a file being written"} in \
        plans[0][7]["left_in_place_items"]
    assert {"path": "caf\\xe9 invoice.pdf", "reason": NOT_UTF8[len(LEFT_PREFIX):]} in plans[0][7]["left_in_place_items"]


def test_a_tree_too_large_for_memoised_placements_is_restored_from_the_planners_outcome(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Above ``MAX_PLAN_FILES`` (lowered here to 3 files) only the planner's outcome is memoised, in its
    binary file: a second plan of the unchanged tree is restored from it (equal to a fresh plan), a changed
    listed folder makes the planner place every file again, and a damaged outcome file is a miss."""
    from foldwise.plugins.organize.methodologies import default as default_module

    monkeypatch.setattr(default_module, "MAX_PLAN_FILES", 3)
    dl = messy_downloads(tmp_path)
    (dl / "Documents" / "2019").mkdir(parents=True)
    _age_folders(dl)
    default = DefaultMethodology()
    options = default.options({})
    cache_file = str(tmp_path / "cache" / "signals.json")
    count = len(scan(str(dl)).files)
    assert count > 3

    def plan_once() -> tuple[Any, DefaultRun]:
        run = DefaultRun(None, SignalCache.load(cache_file))
        plan = build_plan(str(dl), scan(str(dl)).files, default, options, run)
        run.cache.save()
        return plan, run

    def fresh() -> Any:
        return build_plan(str(dl), scan(str(dl)).files, default, options, DefaultRun())

    first, run = plan_once()
    key = run.memo_key
    assert key is not None and run.memo_hit is None and run.placed == 0  # placed in full, not incrementally
    assert SignalCache.load(cache_file).plan(key, count) is None  # no placements memoised
    outcome_path = Path(tmp_path / "cache" / "signals-plans" / f"{key}.outcome")
    assert outcome_path.is_file()
    again, run = plan_once()
    assert run.memo_hit == key and run.memo is None
    assert _columns(again) == _columns(first) == _columns(fresh()) and again.summary == first.summary
    # the restored plan is the outcome's (an edited outcome shows), not a recomputation
    cache = SignalCache.load(cache_file)
    outcome = cache.outcome(key)
    assert outcome is not None
    cache.remember_outcome(key, {**outcome, "summary": {**outcome["summary"], "edited": True}})
    cache.save()
    assert plan_once()[0].summary.get("edited") is True
    # a listed destination folder changes: every file is placed again, as a fresh plan places them
    (tmp_path / "elsewhere.txt").write_text("another")
    (dl / "Documents" / "2019" / "taxes_2019.txt").symlink_to(tmp_path / "elsewhere.txt")
    clash, run = plan_once()
    assert run.memo_hit == key and "edited" not in clash.summary
    assert _rows(clash)["old stuff/2019/taxes_2019.txt"][1] == "Documents/2019/taxes_2019 (2).txt"
    assert _columns(clash) == _columns(fresh())
    # a damaged outcome file is a miss, never an error or a wrong plan
    data = outcome_path.read_bytes()
    outcome_path.write_bytes(data[:-5])
    damaged, run = plan_once()
    assert run.memo_hit is None and _columns(damaged) == _columns(fresh())


def test_the_outcome_file_keeps_every_column_and_refuses_another_key() -> None:
    """``outcome_file``: columns, reasons, summary and stamps come back equal; another key, another
    magic or a cut file read as None."""
    from array import array

    from foldwise.plugins.organize.outcome_file import decode_outcome, encode_outcome

    outcome = {"code": "c", "stamps": {"": [1, 2], "Docs": None}, "actions": b"dms",
               "sources": ["", "a\u00e9\udcff.txt", "b"], "destinations": ["Docs", "Docs/a.txt", "b"],
               "reasons": ["create folder", "why"], "reason_ids": array("I", [0, 1, 1]),
               "confidence": array("f", [1.0, 0.9, 0.0]), "sizes": array("q", [0, 5, 2**40]),
               "mtimes": array("q", [0, -3, 10**18]), "summary": {"files": 2}}
    data = encode_outcome("k1", outcome)
    assert data is not None
    back = decode_outcome("k1", data)
    assert back is not None and {k: back[k] for k in outcome} == outcome
    assert decode_outcome("k2", data) is None and decode_outcome("k1", data[:-1]) is None
    assert decode_outcome("k1", b"x" + data) is None
    assert encode_outcome("k1", {**outcome, "sources": ["", "a\0b", "c"]}) is None


def test_the_latest_year_of_several_names_is_the_latest_of_each_names_year() -> None:
    """``latest_name_year`` (one pass over the joined names) equals the per-name maximum of ``name_year``."""
    from foldwise.plugins.organize.signals import latest_name_year, name_year

    cases = [[], ["plain.txt"], ["taxes_2019.pdf", "x 2021-2022.doc", "no year 12019.txt"], ["2019", "2020"],
             ["report 1999", "20190101.jpg", "v2045.txt", "scan_2049_1970.png"], ["1969 and 2050.txt"]]
    for names in cases:
        assert latest_name_year(names) == max((name_year(n) for n in names), default=0)
    assert latest_name_year(["taxes_2019.pdf", "x 2021-2022.doc"]) == 2022


def test_the_year_scan_pattern_finds_what_the_year_pattern_finds() -> None:
    """``_YEAR_SCAN`` (literal first digit, look-behind after it) finds exactly the years ``_YEAR`` finds."""
    import random

    from foldwise.plugins.organize.signals import _YEAR, _YEAR_SCAN

    rnd = random.Random(7)
    alphabet = "0123456789129870-_ a/\n.é"
    texts = ["", "1999", "x1999", "11999", "19999", "1999x", "2019-2020", "a2049b1970c", "12 2019 3"]
    texts += ["".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 16))) for _ in range(20000)]
    for text in texts:
        assert _YEAR_SCAN.findall(text) == _YEAR.findall(text), text
        assert bool(_YEAR_SCAN.match(text)) == bool(_YEAR.match(text)), text


def test_the_code_stamp_reads_every_placement_module_without_importing_it(tmp_path) -> None:
    """``code_stamp`` stats the placement modules' files (an edited lexicon changes it) without importing them."""
    import os
    import subprocess
    import sys

    from foldwise.plugins.organize import memo

    here = os.path.dirname(memo.__file__)
    for name in memo._PLACEMENT_MODULES:
        assert os.path.isfile(os.path.join(here, name)), name
    probe = ("import sys\nfrom foldwise.plugins.organize.memo import code_stamp\n"
             "stamp = code_stamp(sys.argv[1])\n"
             "print(len(stamp.split(',')), 'foldwise.plugins.organize.judge' in sys.modules)")
    source = tmp_path / "methodology.py"
    source.write_text("x = 1\n")
    done = subprocess.run([sys.executable, "-c", probe, str(source)], capture_output=True, text=True, check=True)
    assert done.stdout.split() == [str(len(memo._PLACEMENT_MODULES) + 2), "False"]
