"""Learned suggestions: where people put which kind of file, and which tags they give it.

Evidence is counted per (feature, target): a ``move`` target is the folder files were moved into by a
person (the journal's done moves of the ``move``, ``rename`` and ``suggestion`` transactions; an undone
move is no evidence), a ``tag`` target is a tag that files with that feature carry. Confidence of a
target for a file is ``precision * (1 - 0.5 ** n) * weight`` of its best feature, where ``n`` is how
many files with that feature went there, ``precision`` the share of those files that went there, and
``weight`` 1.0 for a name word, 0.8 for an extension, 0.6 for a coarse kind. At least ``MIN_EVIDENCE``
files are needed (2 for a word, 3 for an extension, 5 for a kind). Each dismissal of that target for a file sharing one of the file's features halves the
confidence (whichever feature now leads); an accepted move is a journaled move and counts as evidence.
"""

from __future__ import annotations

import os
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Any

from foldwise.plugins.tags.features import describe_feature, features

__all__ = ["Evidence", "learn_moves", "learn_tags", "rank", "HUMAN_KINDS", "MIN_EVIDENCE", "WEIGHTS"]

#: Journal transaction kinds that are a person's decision (organize jobs are a methodology's).
HUMAN_KINDS = ("move", "rename", "suggestion")
#: Files needed before a feature suggests anything: a name word says more than an extension or a kind.
MIN_EVIDENCE = {"word": 2, "ext": 3, "kind": 5}
WEIGHTS = {"word": 1.0, "ext": 0.8, "kind": 0.6}
#: Journal moves read to learn from, newest first.
HISTORY_LIMIT = 5000


@dataclass
class Evidence:
    """Counts of (feature, target) pairs and of features."""

    pairs: Counter[tuple[str, str]]
    totals: Counter[str]

    def targets(self) -> dict[str, list[tuple[str, int]]]:
        """``{feature: [(target, count)]}``."""
        out: dict[str, list[tuple[str, int]]] = defaultdict(list)
        for (feature, target), n in self.pairs.items():
            out[feature].append((target, n))
        return out


def learn_moves(moves: list[tuple[str, str]]) -> Evidence:
    """Evidence from ``(source, destination)`` moves that changed a file's folder (sync)."""
    pairs: Counter[tuple[str, str]] = Counter()
    totals: Counter[str] = Counter()
    for src, dst in moves:
        folder = os.path.dirname(dst)
        if folder == os.path.dirname(src):
            continue
        for feature in features(src):
            pairs[(feature, folder)] += 1
            totals[feature] += 1
    return Evidence(pairs, totals)


def learn_tags(tagged: list[tuple[str, str]]) -> Evidence:
    """Evidence from ``(path, tag)`` assignments (sync)."""
    pairs: Counter[tuple[str, str]] = Counter()
    files_with: dict[str, set[str]] = defaultdict(set)
    for path, tag in tagged:
        for feature in features(path):
            pairs[(feature, tag)] += 1
            files_with[feature].add(path)
    return Evidence(pairs, Counter({f: len(p) for f, p in files_with.items()}))


def rank(path: str, evidence: Evidence, dismissals: dict[tuple[str, str], int], *,
         exclude: set[str] = frozenset()) -> list[dict[str, Any]]:
    """Targets for the file at ``path``, best first: ``[{target, confidence, feature, count}]``."""
    by_feature = evidence.targets()
    mine = features(path)
    penalty: dict[str, int] = {}
    for (feature, target), n in dismissals.items():
        if feature in mine:
            penalty[target] = penalty.get(target, 0) + n
    best: dict[str, dict[str, Any]] = {}
    for feature in mine:
        key = feature.partition(":")[0]
        weight, needed = WEIGHTS.get(key, 0.5), MIN_EVIDENCE.get(key, 5)
        total = evidence.totals.get(feature, 0)
        for target, n in by_feature.get(feature, []):
            if n < needed or target in exclude or total == 0:
                continue
            confidence = (n / total) * (1 - 0.5 ** n) * weight * 0.5 ** penalty.get(target, 0)
            if target not in best or confidence > best[target]["confidence"]:
                best[target] = {"target": target, "confidence": round(confidence, 4), "feature": feature,
                                "count": n, "described": describe_feature(feature)}
    return sorted(best.values(), key=lambda s: -s["confidence"])
