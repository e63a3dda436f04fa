"""Placement quality on a labelled corpus (issue 14): ``python benchmarks/bench_placement.py``.

Generates ``benchmarks/placement/corpus.py``'s corpus (>= 300 files with truth labels) into a
temporary folder, plans it with ``para`` and ``johnny_decimal`` (no database: a fresh JD index) and
prints: PARA accuracy (overall and on files whose name says nothing), left-in-place counts, Johnny
Decimal validity (standard ``AC.ID`` form, unique IDs), topic purity and topics spread per category,
against baselines measured on the same corpus in the same run: the modification-time-only rule for
PARA and "leave files where they are" (original folders) for topic spread.
"""

from __future__ import annotations

import argparse
import statistics
import re
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.bench_organize import bare_walk_stat  # noqa: E402
from benchmarks.placement.corpus import NOW, NOW_S, build  # noqa: E402
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


def warm_replan(root: Path, cache_file: Path, runs: int = 5) -> tuple[float, float, float]:
    """(cold plan s, median warm plan s, median walk s): scan + PARA plan with the signal cache saved to
    ``cache_file`` and loaded again, as a second ``foldwise organize`` does, against walk + stat."""
    para = ParaMethodology()
    options = para.options({"reference_time": NOW.isoformat()})

    def plan_once() -> float:
        t0 = time.perf_counter()
        state = para.start(options)
        state.cache = SignalCache.load(str(cache_file))
        build_plan(str(root), scan(str(root)).files, para, options, state)
        state.cache.save()
        return time.perf_counter() - t0

    cold = plan_once()
    warm, walk = [], []
    for _ in range(runs):
        warm.append(plan_once())
        t0 = time.perf_counter()
        bare_walk_stat(root)
        walk.append(time.perf_counter() - t0)
    return cold, statistics.median(warm), statistics.median(walk)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--show-wrong", action="store_true", help="list PARA rows that miss the truth label")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="foldwise-placement-") as tmp:
        root = Path(tmp) / "home"
        items = [i for i in build(root, args.seed)]
        labelled = [i for i in items if i.bucket != "Left"]
        files = scan(str(root)).files
        print(f"corpus: {len(items)} files, {sum(i.hard for i in items)} whose name says nothing (seed {args.seed})")

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
        cold, warm, walk = warm_replan(root, Path(tmp) / "organize-signals.json")
        print(f"PARA scan + plan         first (cold cache) {cold * 1000:.1f} ms, again (cache from disk) "
              f"{warm * 1000:.1f} ms; os.walk + os.stat {walk * 1000:.1f} ms (ratio {warm / walk:.1f}x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
