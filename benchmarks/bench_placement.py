"""Placement quality on a labelled corpus (issue 14): ``python benchmarks/bench_placement.py``.

Generates ``benchmarks/placement/corpus.py``'s corpus (>= 300 files with truth labels; ``--corpus heldout``:
``heldout.py``'s, another household's files written apart from the keyword tables; ``--corpus blind``: ``blind.py``'s, a third
person's files written without reading the classifier at all; ``--corpus both``: original and held-out
one after the other, ``--corpus all``: the three, the speed lines once, on the first) into a temporary folder, plans it with ``para`` and ``johnny_decimal`` (no database: a fresh JD index) and
prints: PARA accuracy (overall and on files whose name says nothing), left-in-place counts, Johnny
Decimal validity (standard ``AC.ID`` form, unique IDs), topic purity and topics spread per category,
against baselines measured on the same corpus in the same run: the modification-time-only rule for
PARA and "leave files where they are" (original folders) for topic spread. Last: per methodology, a
second scan + plan of the unchanged tree (memoised plan) against a bare ``os.walk`` + ``os.stat`` and against
planning without the memos, after checking that a memo hit gives exactly the fresh plan.
"""

from __future__ import annotations

import argparse
import os
import statistics
import re
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.bench_organize import bare_walk_stat  # noqa: E402
from benchmarks.placement import blind as blind_corpus, corpus as original_corpus, fresh as fresh_corpus, heldout as heldout_corpus, unseen as unseen_corpus  # noqa: E402
from benchmarks.placement import (eighth as eighth_corpus, eleventh as eleventh_corpus, ninth as ninth_corpus,  # noqa: E402
                                  seventh as seventh_corpus, sixth as sixth_corpus, tenth as tenth_corpus,
                                  thirteenth as thirteenth_corpus, twelfth as twelfth_corpus)
from benchmarks.placement import fifteenth as fifteenth_corpus, fourteenth as fourteenth_corpus  # noqa: E402
from benchmarks.placement import nineteenth as nineteenth_corpus, seventeenth as seventeenth_corpus  # noqa: E402
from benchmarks.placement import eighteenth as eighteenth_corpus, sixteenth as sixteenth_corpus, twentieth as twentieth_corpus  # noqa: E402
from benchmarks.placement import twentyfirst as twentyfirst_corpus, twentythird as twentythird_corpus  # noqa: E402
from benchmarks.placement import twentysecond as twentysecond_corpus  # noqa: E402
from benchmarks.placement import (twentyfifth as twentyfifth_corpus, twentyfourth as twentyfourth_corpus,  # noqa: E402
                                  twentysixth as twentysixth_corpus)
from benchmarks.placement import twentyeighth as twentyeighth_corpus, twentyninth as twentyninth_corpus  # noqa: E402
from benchmarks.placement import twentyseventh as twentyseventh_corpus  # noqa: E402
from benchmarks.placement import thirtieth as thirtieth_corpus, thirtyfirst as thirtyfirst_corpus  # noqa: E402
from benchmarks.placement import thirtysecond as thirtysecond_corpus  # noqa: E402
from benchmarks.placement import thirtyfifth as thirtyfifth_corpus, thirtyfourth as thirtyfourth_corpus  # noqa: E402
from benchmarks.placement import thirtythird as thirtythird_corpus  # noqa: E402
from benchmarks.placement import thirtyeighth as thirtyeighth_corpus, thirtyseventh as thirtyseventh_corpus  # noqa: E402
from benchmarks.placement import fortieth as fortieth_corpus, fortyfirst as fortyfirst_corpus  # noqa: E402
from benchmarks.placement import thirtyninth as thirtyninth_corpus  # noqa: E402
from benchmarks.placement import fortyfourth as fortyfourth_corpus, fortysecond as fortysecond_corpus  # noqa: E402
from benchmarks.placement import fortythird as fortythird_corpus  # noqa: E402
from benchmarks.placement import fortyfifth as fortyfifth_corpus, fortyseventh as fortyseventh_corpus  # noqa: E402
from benchmarks.placement import fortysixth as fortysixth_corpus  # noqa: E402
from benchmarks.placement import fiftieth as fiftieth_corpus, fortyeighth as fortyeighth_corpus  # noqa: E402
from benchmarks.placement import fortyninth as fortyninth_corpus  # noqa: E402
from benchmarks.placement import fiftyfirst as fiftyfirst_corpus, fiftysecond as fiftysecond_corpus  # noqa: E402
from benchmarks.placement import fiftythird as fiftythird_corpus  # noqa: E402
from benchmarks.placement import fiftyfifth as fiftyfifth_corpus, fiftyfourth as fiftyfourth_corpus  # noqa: E402
from benchmarks.placement import fiftysixth as fiftysixth_corpus  # noqa: E402
from benchmarks.placement import fiftyeighth as fiftyeighth_corpus, fiftyseventh as fiftyseventh_corpus  # noqa: E402
from benchmarks.placement import fiftyninth as fiftyninth_corpus, sixtieth as sixtieth_corpus  # noqa: E402
from benchmarks.placement import sixtyfirst as sixtyfirst_corpus, sixtysecond as sixtysecond_corpus  # noqa: E402
from benchmarks.placement import sixtyfourth as sixtyfourth_corpus, sixtythird as sixtythird_corpus  # noqa: E402
from benchmarks.placement import sixtyfifth as sixtyfifth_corpus, sixtysixth as sixtysixth_corpus  # noqa: E402
from benchmarks.placement import sixtyeighth as sixtyeighth_corpus, sixtyseventh as sixtyseventh_corpus  # noqa: E402
from benchmarks.placement import seventyfirst as seventyfirst_corpus, seventysecond as seventysecond_corpus  # noqa: E402
from benchmarks.placement import seventyfourth as seventyfourth_corpus, seventythird as seventythird_corpus  # noqa: E402
from benchmarks.placement import seventieth as seventieth_corpus, sixtyninth as sixtyninth_corpus  # noqa: E402
from benchmarks.placement import seventyfifth as seventyfifth_corpus, seventysixth as seventysixth_corpus  # noqa: E402
from benchmarks.placement import seventyseventh as seventyseventh_corpus  # noqa: E402
from benchmarks.placement import eightieth as eightieth_corpus, seventyeighth as seventyeighth_corpus  # noqa: E402
from benchmarks.placement import seventyninth as seventyninth_corpus  # noqa: E402
from benchmarks.placement import eightyfirst as eightyfirst_corpus, eightysecond as eightysecond_corpus  # noqa: E402
from benchmarks.placement import eightythird as eightythird_corpus  # noqa: E402
from benchmarks.placement import eightyfifth as eightyfifth_corpus, eightyfourth as eightyfourth_corpus  # noqa: E402
from benchmarks.placement import eightysixth as eightysixth_corpus  # noqa: E402
from benchmarks.placement import eightyeighth as eightyeighth_corpus, eightyninth as eightyninth_corpus  # noqa: E402
from benchmarks.placement import eightyseventh as eightyseventh_corpus  # noqa: E402
from benchmarks.placement import ninetieth as ninetieth_corpus, ninetyfirst as ninetyfirst_corpus  # noqa: E402
from benchmarks.placement import ninetysecond as ninetysecond_corpus  # noqa: E402
from benchmarks.placement import ninetyfifth as ninetyfifth_corpus, ninetyfourth as ninetyfourth_corpus  # noqa: E402
from benchmarks.placement import ninetythird as ninetythird_corpus  # noqa: E402
from benchmarks.placement import ninetyeighth as ninetyeighth_corpus, ninetysixth as ninetysixth_corpus  # noqa: E402
from benchmarks.placement import ninetyseventh as ninetyseventh_corpus  # noqa: E402
from benchmarks.placement import hundredth as hundredth_corpus, ninetyninth as ninetyninth_corpus  # noqa: E402
from benchmarks.placement import hundredthird as hundredthird_corpus  # noqa: E402
from benchmarks.placement import hundredfirst as hundredfirst_corpus, hundredsecond as hundredsecond_corpus  # noqa: E402
from benchmarks.placement import hundredfourth as hundredfourth_corpus  # noqa: E402
from benchmarks.placement import hundredfifth as hundredfifth_corpus, hundredsixth as hundredsixth_corpus  # noqa: E402
from benchmarks.placement import hundredseventh as hundredseventh_corpus  # noqa: E402
from benchmarks.placement import hundredeighth as hundredeighth_corpus, hundredninth as hundredninth_corpus  # noqa: E402
from benchmarks.placement import hundredtenth as hundredtenth_corpus  # noqa: E402
from benchmarks.placement import hundredeleventh as hundredeleventh_corpus  # noqa: E402
from benchmarks.placement import hundredthirteenth as hundredthirteenth_corpus  # noqa: E402
from benchmarks.placement import hundredtwelfth as hundredtwelfth_corpus  # noqa: E402
from benchmarks.placement import hundredfourteenth as hundredfourteenth_corpus  # noqa: E402
from benchmarks.placement import hundredfifteenth as hundredfifteenth_corpus  # noqa: E402
from benchmarks.placement import hundredsixteenth as hundredsixteenth_corpus  # noqa: E402
from benchmarks.placement import hundredseventeenth as hundredseventeenth_corpus  # noqa: E402
from benchmarks.placement import hundredeighteenth as hundredeighteenth_corpus  # noqa: E402
from benchmarks.placement import hundrednineteenth as hundrednineteenth_corpus  # noqa: E402
from benchmarks.placement import hundredtwentieth as hundredtwentieth_corpus  # noqa: E402
from benchmarks.placement import hundredtwentyfirst as hundredtwentyfirst_corpus  # noqa: E402
from benchmarks.placement import hundredtwentysecond as hundredtwentysecond_corpus  # noqa: E402
from benchmarks.placement import hundredtwentythird as hundredtwentythird_corpus  # noqa: E402
from benchmarks.placement import hundredtwentyfourth as hundredtwentyfourth_corpus  # noqa: E402
from benchmarks.placement import hundredtwentyfifth as hundredtwentyfifth_corpus  # noqa: E402
from benchmarks.placement import hundredtwentysixth as hundredtwentysixth_corpus  # noqa: E402
from benchmarks.placement import hundredtwentyseventh as hundredtwentyseventh_corpus  # noqa: E402
from benchmarks.placement import hundredtwentyeighth as hundredtwentyeighth_corpus  # noqa: E402
from benchmarks.placement import hundredtwentyninth as hundredtwentyninth_corpus  # noqa: E402
from benchmarks.placement import hundredthirtieth as hundredthirtieth_corpus  # noqa: E402
from benchmarks.placement import hundredthirtyfirst as hundredthirtyfirst_corpus  # noqa: E402
from benchmarks.placement import hundredthirtysecond as hundredthirtysecond_corpus  # noqa: E402
from benchmarks.placement import hundredthirtythird as hundredthirtythird_corpus  # noqa: E402
from benchmarks.placement import hundredthirtyfourth as hundredthirtyfourth_corpus  # noqa: E402
from benchmarks.placement import thirtysixth as thirtysixth_corpus  # noqa: E402
from benchmarks.placement.corpus import NOW, NOW_S  # noqa: E402
from foldwise.plugins.organize.methodologies.johnny_decimal import JdState, JohnnyDecimalMethodology  # noqa: E402
from foldwise.plugins.organize.methodologies.para import ParaMethodology  # noqa: E402
from foldwise.plugins.organize.planner import build_plan  # noqa: E402
from foldwise.plugins.organize.scanner import scan  # noqa: E402
from foldwise.plugins.organize.signals import SignalCache  # noqa: E402

JD_FORM = re.compile(r"^(?P<x>\d)0-(?P=x)9 [^/]+/(\d)(\d) [^/]+/(\d\d)\.(\d\d) [^/]+(?:/.*)?$")
DAY = 86_400


def destinations(plan) -> dict[str, tuple[str, str, float]]:
    """source rel -> (action, destination rel, confidence) for every file row."""
    out = {}
    for i in range(len(plan)):
        op = plan.op(i)
        if op.action == "mkdir":
            continue
        out[plan.sources[i]] = (op.action, plan.destinations[i], op.confidence)
    return out


def para_metrics(items, rows) -> dict[str, float]:
    ok = ok_hard = hard = left = left_wrong = 0
    right_conf, wrong_conf = [], []
    for item in items:
        action, dest, conf = rows[item.rel]
        bucket = "Left" if action == "skip" else dest.split("/", 1)[0]
        good = bucket == item.bucket
        ok += good
        if item.hard:
            hard += 1
            ok_hard += good
        if action == "skip":
            left += 1
        elif good:
            right_conf.append(conf)
        else:
            wrong_conf.append(conf)
    n = len(items)
    return {"accuracy": ok / n, "accuracy_content_only": ok_hard / hard, "left_in_place": left,
            "mean_conf_right": sum(right_conf) / max(1, len(right_conf)),
            "mean_conf_wrong": sum(wrong_conf) / max(1, len(wrong_conf))}


BINS = ((0.0, 0.5), (0.5, 0.6), (0.6, 0.7), (0.7, 0.8), (0.8, 0.9), (0.9, 1.0), (1.0, 1.01))


def calibration(items, rows) -> list[tuple[str, int, int]]:
    """Per confidence bin: (label, rows, rows whose PARA bucket matches the truth label)."""
    table = []
    for lo, hi in BINS:
        n = ok = 0
        for item in items:
            action, dest, conf = rows[item.rel]
            if lo <= conf < hi:
                bucket = "Left" if action == "skip" else dest.split("/", 1)[0]
                n += 1
                ok += bucket == item.bucket
        label = "1.00 (certain)" if lo == 1.0 else f"{lo:.1f}-{hi:.1f}"
        table.append((label, n, ok))
    return table


def mtime_rule(items, root: Path) -> dict[str, float]:
    """Baseline: recent (<= 30 days) -> Projects, stale (> 180 days) -> Archive, else Resources."""
    ok = ok_hard = hard = 0
    for item in items:
        age = (NOW_S - (root / item.rel).stat().st_mtime) / DAY
        guess = "Projects" if age <= 30 else "Archive" if age > 180 else "Resources"
        ok += guess == item.bucket
        if item.hard:
            hard += 1
            ok_hard += guess == item.bucket
    return {"accuracy": ok / len(items), "accuracy_content_only": ok_hard / hard}


def topic_metrics(items, folder_of) -> dict[str, float]:
    """Purity (share of each folder's files in its main topic, file-weighted) and topics' spread."""
    by_folder: dict[str, Counter] = defaultdict(Counter)
    by_topic: dict[str, set] = defaultdict(set)
    for item in items:
        folder = folder_of(item)
        if folder is None:
            continue
        by_folder[folder][item.topic] += 1
        by_topic[item.topic].add(folder)
    total = sum(sum(c.values()) for c in by_folder.values())
    purity = sum(c.most_common(1)[0][1] for c in by_folder.values()) / max(1, total)
    spread = sum(len(v) for v in by_topic.values()) / max(1, len(by_topic))
    return {"purity": purity, "spread": spread, "folders": len(by_folder)}


def split_folders(plan_rows: dict[str, tuple[str, str, float]]) -> tuple[int, int]:
    """(meaningful folders whose files end up in more than one folder, meaningful folders of two or more
    moved files); dump folders (``Downloads``, ``Desktop``) are meant to be sorted, so they do not count."""
    from foldwise.plugins.organize.units import is_generic_folder

    dests: dict[str, set[str]] = defaultdict(set)
    for rel, (action, dest, _conf) in plan_rows.items():
        folder = rel.rpartition("/")[0]
        if folder and action != "skip" and not is_generic_folder(folder.rpartition("/")[2]):
            dests[folder].add(dest.rpartition("/")[0])
    counts = Counter(rel.rpartition("/")[0] for rel, row in plan_rows.items() if row[0] != "skip")
    big = [f for f in dests if counts[f] >= 2]
    return sum(1 for f in big if len(dests[f]) > 1), len(big)


def default_split(root: Path, files) -> tuple[tuple[int, int], tuple[int, int]]:
    """Folders split by the ``default`` plan, against placing every file by its kind alone (``plan``
    per file: what ``default`` did before it kept folders of related work whole)."""
    from foldwise.plugins.organize.methodologies.default import DefaultMethodology
    from foldwise.plugins.organize.methodology import place_one

    m = DefaultMethodology()
    opts = m.options({})
    now = split_folders(destinations(build_plan(str(root), files, m, opts)))

    class PerFile(DefaultMethodology):
        def placements(self, files, options, state=None):
            return (place_one(self, f, options, state) for f in files)

    per_file = split_folders(destinations(build_plan(str(root), files, PerFile(), opts)))
    return now, per_file


def default_cost(n: int = 100_000) -> tuple[float, float]:
    """CPU seconds (best of 3) of ``default``'s placements for ``n`` synthetic files, two thirds of them in
    50-file folders: with folders of related work kept whole, and by kind alone (the batch path before)."""
    from foldwise.plugins.organize.facts import FileFacts, kind_of
    from foldwise.plugins.organize.methodologies.default import DefaultMethodology

    exts = ("pdf", "jpg", "txt", "py", "mp3", "docx", "png", "zip")
    facts = []
    for i in range(n):
        folder = f"Downloads/folder{i // 50}" if i % 3 else "Downloads"
        ext = exts[i % len(exts)]
        name = f"file {i}.{ext}"
        facts.append(FileFacts(f"/r/{folder}/{name}", f"{folder}/{name}", name, ext, 10,
                               1_700_000_000_000_000_000 + i, kind_of(ext)))
    facts.sort(key=lambda f: f.rel)
    m = DefaultMethodology()
    opts = m.options({})

    def best(fn) -> float:
        times = []
        for _ in range(3):
            t0 = time.process_time()
            fn()
            times.append(time.process_time() - t0)
        return min(times)

    return best(lambda: list(m.placements(facts, opts))), best(lambda: list(m._by_kind(facts, opts, None, {})))


def _plan_runner(root: Path, cache_file: Path, name: str):
    """``plan_once(memo=True)``: scan + plan of ``root`` with ``name`` as a new ``foldwise organize`` does
    (the signal cache and, for Johnny Decimal, the index loaded; the cache saved, new IDs kept), returning
    the seconds it took, the run state and the plan; ``memo=False`` drops the memoised plans and verdicts
    after loading (content signals cached, every file placed: what a second plan cost before the memos)."""
    from foldwise.plugins.organize.methodologies.default import DefaultMethodology, DefaultRun

    index: dict[tuple[int, str], int] = {}  # Johnny Decimal's persisted index (the JdItem table)
    if name == "para":
        methodology = ParaMethodology()
        options = methodology.options({"reference_time": NOW.isoformat()})
    elif name == "default":
        methodology = DefaultMethodology()
        options = methodology.options({})
    else:
        methodology = JohnnyDecimalMethodology()
        options = methodology.options({})

    def plan_once(memo: bool = True):
        t0 = time.perf_counter()
        cache = SignalCache.load(str(cache_file))
        if not memo:
            cache.verdicts.clear()  # parsed first: the content signals stay
            cache.plans_dir = cache.path = None  # no memoised plan read, nothing written back
        if name == "para":
            state = methodology.start(options)
            state.cache = cache
        elif name == "default":
            state = DefaultRun(None, cache)
        else:
            state = JdState(now_ns=int(NOW.timestamp()) * 1_000_000_000, cache=cache, memo_plans=True)
            for (category, key), number in index.items():
                state.register(category, key, number, persist=False)
        plan = build_plan(str(root), scan(str(root)).files, methodology, options, state)
        cache.save()
        if name == "johnny_decimal":
            for category, key, number in state.new:
                index.setdefault((category, key), number)
        return time.perf_counter() - t0, state, plan

    return plan_once


def warm_replan(root: Path, cache_file: Path, runs: int = 15) -> dict[str, dict[str, float]]:
    """Per methodology (``para``, ``default``, ``johnny_decimal``), against a bare walk + stat timed next to
    each plan, interleaved, medians of ``runs`` (times, and ``*_x``: medians of the per-pair ratios to the walk):

    - ``cold``: the first plan (reads content, places every file, memoises the plan);
    - ``warm``: the same tree again (the memoised plan: nothing placed; asserted identical to ``no_memo``);
    - ``no_memo``: the same tree again with the memoised plans and verdicts dropped after loading;
    - ``changed``: one file's modification time changed before each run (the plan memo misses; the others'
      per-file verdicts (PARA, Johnny Decimal) or their top-level folder's outcome (default) are reused;
      ``placed_again``: the median count of files placed or judged again)."""
    runners = {name: _plan_runner(root, cache_file, name) for name in ("para", "default", "johnny_decimal")}
    out: dict[str, dict[str, float]] = {}
    placed_again: dict[str, list[int]] = {name: [] for name in runners}
    for name, plan_once in runners.items():
        cold = plan_once()[0]
        if name == "johnny_decimal":
            plan_once()  # the first plan gave IDs: the memo is made under the index it left
        out[name] = {"cold": cold}
    files = sorted(p for p in root.rglob("*") if p.is_file())
    samples: dict[str, dict[str, list[float]]] = {n: {"warm": [], "no_memo": [], "changed": [], "walk": [],
                                                      "warm_x": [], "no_memo_x": [], "changed_x": []}
                                                  for n in runners}
    for k in range(runs):
        for name, plan_once in runners.items():
            walk = _timed(lambda: bare_walk_stat(root))  # next to each plan: the machine's load drifts
            took, state, _plan = plan_once()
            assert state.memo is not None, f"{name}: the second plan of an unchanged tree missed its memo"
            no_memo = plan_once(memo=False)[0]
            for key, value in (("walk", walk), ("warm", took), ("no_memo", no_memo)):
                samples[name][key].append(value)
            samples[name]["warm_x"].append(took / walk)
            samples[name]["no_memo_x"].append(no_memo / walk)
        target = files[(k * 7) % len(files)]
        st = target.stat()
        os.utime(target, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
        for name, plan_once in runners.items():
            walk = _timed(lambda: bare_walk_stat(root))
            changed, state, plan = plan_once()
            placed_again[name].append(_placed_again(name, state, len(files)))
            fresh = plan_once(memo=False)[2]  # not timed: reused verdicts give exactly a cold plan
            assert destinations(plan) == destinations(fresh) and plan.summary == fresh.summary, name
            samples[name]["changed"].append(changed)
            samples[name]["changed_x"].append(changed / walk)
            plan_once()  # memoise the changed tree
    med = statistics.median
    for name in runners:
        out[name].update({k: med(v) for k, v in samples[name].items()})
        # best of ``runs``: on a loaded machine the scheduler preempts in ~4 ms slices, which the medians show
        out[name]["best_x"] = min(samples[name]["warm"]) / min(samples[name]["walk"])
        out[name]["placed_again"] = med(placed_again[name])
    return out


def _placed_again(name: str, state, total: int) -> int:
    """Files placed (PARA, Johnny Decimal: judged) again by a plan of a changed tree, the others' verdicts
    or their folder's outcome coming from the last plan."""
    if name == "para":
        return total - state.verdict_hits
    if name == "default":
        return state.placed
    return state.judged


def _timed(fn) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def same_plans(root: Path, cache_file: Path) -> bool:
    """Every methodology's memoised plan equals a plan made without memos (the same index for JD)."""
    ok = True
    for name in ("para", "default", "johnny_decimal"):
        plan_once = _plan_runner(root, cache_file, name)
        plan_once()
        plan_once()
        _took, state, hit = plan_once()
        _took, fresh_state, fresh = plan_once(memo=False)
        assert state.memo is not None and fresh_state.memo is None
        ok = ok and destinations(hit) == destinations(fresh) and hit.summary == fresh.summary
    return ok


CORPORA = {"original": original_corpus.build, "heldout": heldout_corpus.build, "blind": blind_corpus.build,
           "fresh": fresh_corpus.build, "unseen": unseen_corpus.build, "sixth": sixth_corpus.build,
           "seventh": seventh_corpus.build, "eighth": eighth_corpus.build,
           "ninth": ninth_corpus.build, "tenth": tenth_corpus.build,
           "eleventh": eleventh_corpus.build, "twelfth": twelfth_corpus.build,
           "thirteenth": thirteenth_corpus.build, "fourteenth": fourteenth_corpus.build,
           "fifteenth": fifteenth_corpus.build, "seventeenth": seventeenth_corpus.build,
           "nineteenth": nineteenth_corpus.build, "sixteenth": sixteenth_corpus.build,
           "eighteenth": eighteenth_corpus.build, "twentieth": twentieth_corpus.build,
           "twentyfirst": twentyfirst_corpus.build, "twentythird": twentythird_corpus.build,
           "twentysecond": twentysecond_corpus.build, "twentyfourth": twentyfourth_corpus.build,
           "twentyfifth": twentyfifth_corpus.build, "twentysixth": twentysixth_corpus.build,
           "twentyseventh": twentyseventh_corpus.build, "twentyeighth": twentyeighth_corpus.build,
           "twentyninth": twentyninth_corpus.build,
           "thirtieth": thirtieth_corpus.build, "thirtyfirst": thirtyfirst_corpus.build, "thirtysecond": thirtysecond_corpus.build,
           "thirtythird": thirtythird_corpus.build, "thirtyfourth": thirtyfourth_corpus.build, "thirtyfifth": thirtyfifth_corpus.build,
           "thirtysixth": thirtysixth_corpus.build, "thirtyseventh": thirtyseventh_corpus.build, "thirtyeighth": thirtyeighth_corpus.build,
           "thirtyninth": thirtyninth_corpus.build, "fortieth": fortieth_corpus.build,
           "fortyfirst": fortyfirst_corpus.build,
           "fortysecond": fortysecond_corpus.build, "fortythird": fortythird_corpus.build,
           "fortyfourth": fortyfourth_corpus.build,
           "fortyfifth": fortyfifth_corpus.build, "fortysixth": fortysixth_corpus.build,
           "fortyseventh": fortyseventh_corpus.build,
           "fortyeighth": fortyeighth_corpus.build, "fortyninth": fortyninth_corpus.build,
           "fiftieth": fiftieth_corpus.build,
           "fiftyfirst": fiftyfirst_corpus.build, "fiftysecond": fiftysecond_corpus.build,
           "fiftythird": fiftythird_corpus.build,
           "fiftyfourth": fiftyfourth_corpus.build, "fiftyfifth": fiftyfifth_corpus.build,
           "fiftysixth": fiftysixth_corpus.build,
           "fiftyseventh": fiftyseventh_corpus.build, "fiftyeighth": fiftyeighth_corpus.build,
           "fiftyninth": fiftyninth_corpus.build, "sixtieth": sixtieth_corpus.build,
           "sixtyfirst": sixtyfirst_corpus.build,
           "sixtysecond": sixtysecond_corpus.build, "sixtythird": sixtythird_corpus.build,
           "sixtyfourth": sixtyfourth_corpus.build, "sixtyfifth": sixtyfifth_corpus.build,
           "sixtysixth": sixtysixth_corpus.build, "sixtyseventh": sixtyseventh_corpus.build,
           "sixtyeighth": sixtyeighth_corpus.build, "seventyfirst": seventyfirst_corpus.build,
           "seventysecond": seventysecond_corpus.build, "seventyfourth": seventyfourth_corpus.build,
           "sixtyninth": sixtyninth_corpus.build, "seventieth": seventieth_corpus.build,
           "seventythird": seventythird_corpus.build, "seventyfifth": seventyfifth_corpus.build,
           "seventysixth": seventysixth_corpus.build, "seventyseventh": seventyseventh_corpus.build,
           "seventyeighth": seventyeighth_corpus.build, "seventyninth": seventyninth_corpus.build,
           "eightieth": eightieth_corpus.build, "eightyfirst": eightyfirst_corpus.build,
           "eightysecond": eightysecond_corpus.build, "eightythird": eightythird_corpus.build,
           "eightyfourth": eightyfourth_corpus.build, "eightyfifth": eightyfifth_corpus.build,
           "eightysixth": eightysixth_corpus.build, "eightyseventh": eightyseventh_corpus.build,
           "eightyeighth": eightyeighth_corpus.build, "eightyninth": eightyninth_corpus.build,
           "ninetieth": ninetieth_corpus.build, "ninetyfirst": ninetyfirst_corpus.build,
           "ninetysecond": ninetysecond_corpus.build, "ninetythird": ninetythird_corpus.build,
           "ninetyfourth": ninetyfourth_corpus.build, "ninetyfifth": ninetyfifth_corpus.build,
           "ninetysixth": ninetysixth_corpus.build, "ninetyseventh": ninetyseventh_corpus.build,
           "ninetyeighth": ninetyeighth_corpus.build,
           "ninetyninth": ninetyninth_corpus.build, "hundredth": hundredth_corpus.build,
           "hundredthird": hundredthird_corpus.build,
           "hundredfirst": hundredfirst_corpus.build, "hundredsecond": hundredsecond_corpus.build,
           "hundredfourth": hundredfourth_corpus.build,
           "hundredfifth": hundredfifth_corpus.build, "hundredsixth": hundredsixth_corpus.build,
           "hundredseventh": hundredseventh_corpus.build,
           "hundredeighth": hundredeighth_corpus.build, "hundredninth": hundredninth_corpus.build,
           "hundredtenth": hundredtenth_corpus.build,
           "hundredeleventh": hundredeleventh_corpus.build, "hundredtwelfth": hundredtwelfth_corpus.build,
           "hundredthirteenth": hundredthirteenth_corpus.build,
           "hundredfourteenth": hundredfourteenth_corpus.build, "hundredfifteenth": hundredfifteenth_corpus.build,
           "hundredsixteenth": hundredsixteenth_corpus.build,
           "hundredseventeenth": hundredseventeenth_corpus.build, "hundredeighteenth": hundredeighteenth_corpus.build,
           "hundrednineteenth": hundrednineteenth_corpus.build,
           "hundredtwentieth": hundredtwentieth_corpus.build, "hundredtwentyfirst": hundredtwentyfirst_corpus.build,
           "hundredtwentysecond": hundredtwentysecond_corpus.build,
           "hundredtwentythird": hundredtwentythird_corpus.build, "hundredtwentyfourth": hundredtwentyfourth_corpus.build,
           "hundredtwentyfifth": hundredtwentyfifth_corpus.build,
           "hundredtwentysixth": hundredtwentysixth_corpus.build, "hundredtwentyseventh": hundredtwentyseventh_corpus.build,
           "hundredtwentyeighth": hundredtwentyeighth_corpus.build,
           "hundredtwentyninth": hundredtwentyninth_corpus.build, "hundredthirtieth": hundredthirtieth_corpus.build,
           "hundredthirtyfirst": hundredthirtyfirst_corpus.build,
           "hundredthirtysecond": hundredthirtysecond_corpus.build, "hundredthirtythird": hundredthirtythird_corpus.build,
           "hundredthirtyfourth": hundredthirtyfourth_corpus.build}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--corpus", choices=(*CORPORA, "both", "all", "every"), default="original",
                        help="which labelled corpus to measure (both: original and heldout, all: the three; "
                             "every: all of them; quality of each, speed on the first)")
    parser.add_argument("--show-wrong", action="store_true", help="list PARA rows that miss the truth label")
    parser.add_argument("--no-speed", action="store_true", help="quality figures only (no speed lines)")
    args = parser.parse_args()
    names = {"both": ("original", "heldout"), "all": ("original", "heldout", "blind"),
             "every": tuple(CORPORA)}.get(args.corpus, (args.corpus,))
    for n, name in enumerate(names):
        with tempfile.TemporaryDirectory(prefix="foldwise-placement-") as tmp:
            root = Path(tmp) / "home"
            # the scanner never lists hidden files or folders (``.github/``): a label on one is not judged
            items = [i for i in CORPORA[name](root, args.seed) if not any(p.startswith(".") for p in i.rel.split("/"))]
            files = quality(name, root, items, args)
            print(f"memo hit == fresh plan   {same_plans(root, Path(tmp) / 'check' / 'organize-signals.json')} "
                  "(para, default, johnny_decimal)")
            if n == 0 and not args.no_speed:
                speed(root, files, Path(tmp))
    return 0


def quality(name: str, root: Path, items, args):
    """Print the placement-quality figures of one corpus; return the scanned files."""
    labelled = [i for i in items if i.bucket != "Left"]
    files = scan(str(root)).files
    print(f"corpus {name}: {len(items)} files, {sum(i.hard for i in items)} whose name says nothing "
          f"(seed {args.seed})")

    para = ParaMethodology()
    options = para.options({"reference_time": NOW.isoformat()})
    t0 = time.perf_counter()
    plan = build_plan(str(root), files, para, options, para.start(options))
    para_s = time.perf_counter() - t0
    rows = destinations(plan)
    metrics = para_metrics(items, rows)
    base = mtime_rule(labelled, root)
    print(f"PARA accuracy            {metrics['accuracy']:.3f}   (mtime-only rule {base['accuracy']:.3f}, "
          f"ratio {metrics['accuracy'] / base['accuracy']:.2f}x)")
    print(f"PARA accuracy, content   {metrics['accuracy_content_only']:.3f}   (mtime-only rule "
          f"{base['accuracy_content_only']:.3f})")
    print(f"PARA mean confidence     right moves {metrics['mean_conf_right']:.3f}, wrong moves "
          f"{metrics['mean_conf_wrong']:.3f}")
    print("PARA calibration         confidence   rows   right   accuracy")
    for label, n, ok in calibration(items, rows):
        print(f"                         {label:<14} {n:>4}   {ok:>5}   " + (f"{ok / n:.3f}" if n else "  -"))
    left_expected = sum(1 for i in items if i.bucket == "Left")
    print(f"PARA left in place       {metrics['left_in_place']} (of which must-stay files: {left_expected}; "
          f"summary says {plan.summary['left_in_place']})")
    print(f"PARA plan time           {para_s * 1000:.1f} ms")
    if args.show_wrong:
        by_topic: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        for item in items:
            action, dest, _conf = rows[item.rel]
            by_topic[item.topic][0] += ("Left" if action == "skip" else dest.split("/", 1)[0]) == item.bucket
            by_topic[item.topic][1] += 1
        print("PARA by topic            " + ", ".join(f"{t} {ok}/{n}" for t, (ok, n) in sorted(by_topic.items())))
        for item in items:
            action, dest, conf = rows[item.rel]
            bucket = "Left" if action == "skip" else dest.split("/", 1)[0]
            if bucket != item.bucket:
                print(f"   {'H' if item.hard else ' '} {item.rel} -> {dest if action != 'skip' else 'LEFT'} "
                      f"({conf:.2f}) truth {item.bucket}/{item.topic}: {plan.op(list(plan.sources).index(item.rel)).reason}")

    jd = JohnnyDecimalMethodology()
    jd_options = jd.options({})
    state = JdState()
    t0 = time.perf_counter()
    jd_plan = build_plan(str(root), files, jd, jd_options, state)
    jd_s = time.perf_counter() - t0
    jd_rows = destinations(jd_plan)
    moved = [d for a, d, _ in jd_rows.values() if a != "skip"]
    valid = sum(1 for d in moved if JD_FORM.match(d) and d[:1] == d.split("/")[1][:1]
                and d.split("/")[1][:2] == d.split("/")[2][:2])
    ids: dict[str, set] = defaultdict(set)
    for item in items:
        action, dest, _ = jd_rows[item.rel]
        if action != "skip":
            parts = dest.split("/")
            ids[parts[2][:5]].add(parts[2])
    unique = all(len(v) == 1 for v in ids.values())
    print(f"JD valid destinations    {valid}/{len(moved)} ({valid / max(1, len(moved)):.3f}); IDs unique: {unique}; "
          f"left in place {jd_plan.summary['left_in_place']}")

    def jd_category(item):
        action, dest, _ = jd_rows[item.rel]
        return None if action == "skip" else "/".join(dest.split("/")[:2])

    def original(item):
        return item.rel.rpartition("/")[0] or "."

    topical = [i for i in labelled]
    jd_topics = topic_metrics(topical, jd_category)
    left_topics = topic_metrics(topical, original)
    print(f"JD topic purity          {jd_topics['purity']:.3f}   (left where they are {left_topics['purity']:.3f})")
    print(f"JD topics spread         {jd_topics['spread']:.2f} categories per topic   (left where they are "
          f"{left_topics['spread']:.2f} folders; ratio {jd_topics['spread'] / left_topics['spread']:.2f}x)")
    print(f"JD categories used       {jd_topics['folders']}; plan time {jd_s * 1000:.1f} ms")
    para_topics = topic_metrics(topical, lambda i: None if jd_rows[i.rel][0] == "skip" else
                                rows[i.rel][1].rpartition("/")[0])
    print(f"PARA folders used        {para_topics['folders']} (purity {para_topics['purity']:.3f})")
    return files


def speed(root: Path, files, tmp: Path) -> None:
    """The speed lines (and the default methodology's folder split), on one corpus."""
    (split, folders), (split_before, _n) = default_split(root, files)
    print(f"default folders split    {split} of {folders} meaningful folders with 2+ moved files (each file by "
          f"kind alone, as before: {split_before})")
    whole, by_kind = default_cost()
    print(f"default placements       100k synthetic files: {whole * 1000:.0f} ms CPU keeping folders whole, "
          f"{by_kind * 1000:.0f} ms by kind alone (ratio {whole / by_kind:.2f}x)")
    t = warm_replan(root, tmp / "organize-signals.json")
    for name, m in t.items():
        ms = {k: v * 1000 for k, v in m.items()}
        print(f"{name:<14} scan + plan: first {ms['cold']:.1f} ms; again, same tree {ms['warm']:.1f} ms "
              f"(memoised; {m['warm_x']:.2f}x walk), no memo {ms['no_memo']:.1f} ms "
              f"({m['no_memo_x']:.2f}x walk; memo speed-up {m['no_memo'] / m['warm']:.1f}x); "
              f"1 file newer {ms['changed']:.1f} ms ({m['changed_x']:.2f}x walk, {m['placed_again']:g} of "
              f"{len(files)} files placed again); "
              f"os.walk + os.stat {ms['walk']:.1f} ms; best memoised / best walk {m['best_x']:.2f}x")


if __name__ == "__main__":
    raise SystemExit(main())
