"""The planner: turn scanned ``FileFacts`` into a ``Plan`` with a chosen methodology.

Pure and synchronous (run it in a worker thread). Collisions are resolved against
what is on disk (each destination folder is listed once, not one ``stat`` per file)
and against destinations already claimed by the plan, as ``name (2).ext``. A file
whose destination is where it already is becomes a ``skip``. Folders to create are
emitted as ``mkdir`` operations ahead of the moves, parents first.
"""

from __future__ import annotations

import os
import time
from bisect import bisect_left
from collections import Counter
from itertools import repeat
from operator import itemgetter
from typing import Any, Callable, Sequence

from foldwise.plugins.organize.facts import FileFacts
from foldwise.plugins.organize.memo import file_columns, folder_stamp, outcome_of, restore
from foldwise.plugins.organize.methodology import Methodology, PlacedRun, safe_relative
from foldwise.plugins.organize.naming import numbered
from foldwise.plugins.organize.plan import Plan
from foldwise.plugins.organize.signals import SPECIAL_EXTS, special_reason
from foldwise.sdk import gc_paused

TYPE_CHECKING = False
if TYPE_CHECKING:  # pragma: no cover
    from foldwise.plugins.organize.options_base import MethodologyOptions

__all__ = ["build_plan", "safe_relative"]

_EXISTS, _NEW, _BLOCKED = 1, 2, 3
_UNSEEN = object()
REASON_IN_PLACE = "already in place"
LEFT_PREFIX = "left in place: "
#: Why a file whose name (or a folder's) is not UTF-8 stays: the journal, which makes every change undoable,
#: records paths as text (docs/organize.md "Names that are not UTF-8").
NOT_UTF8 = f"{LEFT_PREFIX}its name is not valid UTF-8, so the journal could not record the move; rename it first"
#: Left-in-place rows listed in the plan summary (the count is always complete).
MAX_LEFT_LISTED = 200


class _Folders:
    """Destination folders: their names on disk (listed once) plus names the plan claims."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.state: dict[str, int] = {"": _EXISTS}
        self.names: dict[str, set[str]] = {}
        self.new: list[str] = []
        #: folders listed from disk: their stamp (``memo.folder_stamp``) taken right before, and when
        self.stamps: dict[str, list[int] | None] = {}
        self.listed_ns: dict[str, int] = {}

    def listing(self, rel: str) -> set[str]:
        names = self.names.get(rel)
        if names is None:
            if self.state.get(rel) == _NEW:
                names = set()
            else:
                path = os.path.join(self.base, rel) if rel else self.base
                self.listed_ns[rel] = time.time_ns()
                self.stamps[rel] = folder_stamp(path)
                try:
                    names = set(os.listdir(path))
                except OSError:
                    names = set()
            self.names[rel] = names
        return names

    def usable(self, rel: str) -> bool:
        """True when ``rel`` exists as a folder or can be created (recording it as new)."""
        state = self.state.get(rel)
        if state is not None:
            return state != _BLOCKED
        parent, _, name = rel.rpartition("/")
        if not self.usable(parent):
            self.state[rel] = _BLOCKED
            return False
        siblings = self.listing(parent)
        if name in siblings:
            full = os.path.join(self.base, rel)
            state = _EXISTS if (os.path.isdir(full) and not os.path.islink(full)) else _BLOCKED
        else:
            state = _NEW
            siblings.add(name)
            self.new.append(rel)
        self.state[rel] = state
        return state != _BLOCKED


def build_plan(
    base: str,
    files: Sequence[FileFacts],
    methodology: Methodology,
    options: MethodologyOptions,
    state: Any = None,
    *,
    should_stop: Callable[[], bool] | None = None,
    on_progress: Callable[[int, int], None] | None = None,
    progress_every: int = 5000,
    scan_info: dict[str, Any] | None = None,
) -> Plan:
    """Plan every file in ``files`` (sorted by ``rel``) under ``base``."""
    with gc_paused():
        return _build_plan(base, files, methodology, options, state, should_stop, on_progress, progress_every,
                           scan_info)


def _build_plan(base: str, files: Sequence[FileFacts], methodology: Methodology, options: MethodologyOptions,
                state: Any, should_stop: Callable[[], bool] | None, on_progress: Callable[[int, int], None] | None,
                progress_every: int, scan_info: dict[str, Any] | None) -> Plan:
    # the files' paths, sizes and times, taken once: the plan's columns and, for a state that asks for them
    # (a ``columns`` attribute, None), the memo key ``prepare`` computes
    columns = file_columns(files)
    wants_columns = getattr(state, "columns", _UNSEEN) is None
    if wants_columns:
        state.columns = columns
    try:
        methodology.prepare(files, options, state)
    finally:
        if wants_columns:
            state.columns = None
    cache = getattr(state, "cache", None)
    hit_key = getattr(state, "memo_hit", None)
    if hit_key is not None and cache is not None:
        # The placements are a memo hit: so is the whole plan when the folders it listed are unchanged.
        outcome = cache.outcome(hit_key)
        reused = restore(base, methodology.name, outcome, scan_info) if outcome is not None else None
        if reused is not None:
            if on_progress is not None:
                on_progress(len(files), len(files))
            return reused
    plan = Plan(base=base, methodology=methodology.name)
    folders = _Folders(base)
    # Hot path: rows go to plain lists (``list.append`` is the cheapest append there is), moved into the
    # plan's columns once at the end (same rows, same order as ``plan.add``). Every file makes exactly one
    # row, in order: the source, size and mtime columns are the files' own, taken in bulk after the loop.
    reason_index = plan._reason_index
    reasons_list = plan.reasons
    actions: list[int] = []
    destinations: list[str] = []
    reason_ids: list[int] = []
    confidences: list[float] = []
    col_action, col_dst = actions.append, destinations.append
    col_reason, col_conf = reason_ids.append, confidences.append
    code_move, code_rename, code_skip = ord("m"), ord("r"), ord("s")

    def add(rel: str, reason: str, confidence: float, size: int, mtime_ns: int) -> None:
        """A ``skip`` row."""
        rid = reason_index.get(reason)
        if rid is None:
            rid = reason_index[reason] = len(reasons_list)
            reasons_list.append(reason)
        col_action(code_skip)
        col_dst(rel)
        col_reason(rid)
        col_conf(confidence)

    total = len(files)
    moved_bytes = 0
    confidence_sum = 0.0
    # destination folder of each move, source folder of each move out of a folder (counted once at the end)
    moved_to: list[str] = []
    moved_out: list[str] = []
    to_append, out_append = moved_to.append, moved_out.append
    # destination folder -> the names in it (on disk and claimed), None when a file blocks it
    targets: dict[str, Any] = {}
    step = max(1, progress_every)
    runs = getattr(methodology, "placement_runs", None)
    runs = runs(files, options, state) if runs is not None else None
    if runs is None:
        placed_all = methodology.placements(files, options, state)
        # ``files`` first: zip stops at the slice's end without drawing from the generator.
        work: Any = ((start, zip(files[start:start + step], placed_all)) for start in range(0, total, step))
    else:
        work = _batches(files, runs, step)
    threshold = getattr(options, "min_confidence", 0.0) or 0.0
    unstorable = _unstorable(columns.rels)
    left: list[dict[str, str]] = []
    left_count = 0
    last_folder: Any = _UNSEEN
    last_reason: Any = _UNSEEN
    names: Any = None
    dest_prefix = ""
    rid = 0
    next_report = step
    for start, batch in work:
        if start >= next_report:
            if should_stop is not None and should_stop():
                raise InterruptedError("planning was cancelled")
            if on_progress is not None:
                on_progress(start, total)
            next_report = (start // step + 1) * step
        if type(batch) is PlacedRun:
            # A run of files of one source folder going to one folder under their own names: planned without
            # code per file when nothing about it needs a look per file (no special file, confidence above
            # the threshold, no file already in or near its place, a usable folder none of whose names, on
            # disk or claimed, it takes). Otherwise its files go through the loop below one by one.
            _start, stop, folder, reason, confidence = batch
            chunk = files[start:stop]
            run_names = list(map(_NAME, chunk))
            count = stop - start
            source_folder = chunk[0][1].rpartition("/")[0]
            prefix = f"{source_folder}/" if source_folder else ""
            if confidence >= threshold and SPECIAL_EXTS.isdisjoint(map(_EXT, chunk)) \
                    and "\0~$" not in "\0" + "\0".join(run_names) \
                    and (not unstorable or unstorable.isdisjoint(map(_REL, chunk))) \
                    and not (folder.startswith(prefix) or prefix.startswith(folder)):
                if folder is not last_folder:
                    names = targets.get(folder, _UNSEEN)
                    if names is _UNSEEN:
                        names = targets[folder] = folders.listing(folder) if folders.usable(folder) and (
                            not unstorable or _storable(folder)) else None
                    last_folder, dest_prefix = folder, (f"{folder}/" if folder else "")
                claimed = set(run_names)
                if names is not None and len(claimed) == count and names.isdisjoint(claimed):
                    names |= claimed
                    if reason is not last_reason:
                        rid = reason_index.get(reason)
                        if rid is None:
                            rid = reason_index[reason] = len(reasons_list)
                            reasons_list.append(reason)
                        last_reason = reason
                    actions.extend(repeat(code_move, count))
                    destinations.extend(map(dest_prefix.__add__, run_names))
                    reason_ids.extend(repeat(rid, count))
                    confidences.extend(repeat(confidence, count))
                    for _ in repeat(None, count):  # added one by one: the same float sum as file by file
                        confidence_sum += confidence
                    moved_bytes += sum(columns.sizes[start:stop])
                    moved_to.extend(repeat(folder, count))
                    if source_folder:
                        moved_out.extend(repeat(source_folder, count))
                    continue
            batch = zip(chunk, zip(repeat(folder), run_names, repeat(reason), repeat(confidence)))
        for facts, placed in batch:
            _path, rel, fname, ext, size, mtime_ns, _kind = facts
            folder, name, reason, confidence = placed
            if ext in SPECIAL_EXTS or fname[:2] == "~$":
                special = special_reason(fname, ext)
                if special is not None:
                    folder, reason = None, special
            if unstorable and folder is not None and rel in unstorable:
                folder, reason = None, NOT_UTF8
            if folder is not None and confidence < threshold:
                folder, reason = None, f"{LEFT_PREFIX}confidence {confidence:.2f} is below {threshold:.2f} ({reason})"
            if folder is None:
                if reason.startswith(LEFT_PREFIX):
                    left_count += 1
                    if len(left) < MAX_LEFT_LISTED:
                        left.append({"path": rel if not unstorable or rel not in unstorable else _shown(rel),
                                     "reason": reason[len(LEFT_PREFIX):]})
                add(rel, reason, 0.0 if not reason.startswith(LEFT_PREFIX) else confidence, size, mtime_ns)
                continue
            confidence_sum += confidence
            # ``rel`` can only be the destination or sit in its folder when it starts with the folder.
            near = rel.startswith(folder)
            if near and rel == (f"{folder}/{name}" if folder else name):
                add(rel, REASON_IN_PLACE, confidence, size, mtime_ns)
                continue
            # Consecutive files mostly share a destination folder and a reason (the same objects, from a
            # folder placed whole): looked up again only when they change.
            if folder is not last_folder:
                names = targets.get(folder, _UNSEEN)
                if names is _UNSEEN:
                    names = targets[folder] = folders.listing(folder) if folders.usable(folder) and (
                        not unstorable or _storable(folder)) else None
                last_folder, dest_prefix = folder, (f"{folder}/" if folder else "")
            if names is None:
                add(rel, f"destination folder {folder!r} is taken by a file" if _storable(folder) else
                    f"destination folder {folder!r} has a name that is not UTF-8", 0.0, size, mtime_ns)
                continue
            if name in names:
                final = numbered(name, names.__contains__)
                reason = f"{reason}; named {final!r} because {name!r} exists"
            else:
                final = name
            names.add(final)
            if reason is not last_reason:
                rid = reason_index.get(reason)
                if rid is None:
                    rid = reason_index[reason] = len(reasons_list)
                    reasons_list.append(reason)
                last_reason = reason
            source_folder = rel.rpartition("/")[0]
            col_action(code_rename if near and source_folder == folder else code_move)
            col_dst(dest_prefix + final)
            col_reason(rid)
            col_conf(confidence)
            moved_bytes += size
            to_append(folder)
            if source_folder:
                out_append(source_folder)
    if len(actions) != total:  # a methodology that placed fewer files than it was given
        raise RuntimeError(f"the {methodology.name} methodology placed {len(actions)} of {total} files")
    plan.actions.extend(actions)
    plan.sources = columns.rels
    plan.destinations = destinations
    plan.reason_ids.extend(reason_ids)
    plan.confidence.extend(confidences)
    plan.sizes.extend(columns.sizes)
    plan.mtimes.extend(columns.mtimes)
    per_folder = Counter(moved_to)
    moved_from = Counter(moved_out)
    if on_progress is not None:
        on_progress(total, total)
    tops: Counter[str] = Counter()
    for folder, count in per_folder.items():
        tops[folder.split("/", 1)[0] or "."] += count
    _prepend_mkdirs(plan, sorted(folders.new, key=lambda p: (p.count("/"), p)))
    emptied = _emptied_folders(files, moved_from, set(per_folder)) if moved_from else []
    plan.summary = {
        "base": base,
        "methodology": methodology.name,
        "files": total,
        "operations": len(plan),
        "mkdir": plan.count("mkdir"),
        "move": plan.count("move"),
        "rename": plan.count("rename"),
        "skip": plan.count("skip"),
        "bytes_to_move": moved_bytes,
        "average_confidence": round(confidence_sum / total, 3) if total else None,
        "folders": dict(tops.most_common(50)),
        "left_in_place": left_count,
        "left_in_place_items": left,
        "remove_emptied_folders": emptied,
    }
    memo_key = getattr(state, "memo_key", None) or hit_key
    if memo_key is not None and cache is not None:
        outcome = outcome_of(plan, folders.stamps, folders.listed_ns)
        if outcome is not None:
            cache.remember_outcome(memo_key, outcome)
    if scan_info:
        plan.summary.update(scan_info)
    return plan


def _batches(files: Sequence[FileFacts], runs: Any, step: int) -> Any:
    """``(start, batch)`` per item of a methodology's ``placement_runs``: a ``PlacedRun`` as it is, the files
    placed one by one as ``(facts, placed)`` pairs, at most ``step`` files a batch."""
    for item in runs:
        if type(item) is PlacedRun:
            yield item.start, item
            continue
        start, stop, placed = item
        for at in range(start, stop, step):
            yield at, zip(files[at:min(at + step, stop)], placed)


def _emptied_folders(files: Sequence[FileFacts], moved_from: dict[str, int], targets: set[str]) -> list[str]:
    """Folders the plan empties (every file under them moves out), deepest first: the executor removes
    them through the journal after the moves (a folder something else still holds is kept).

    ``files`` is sorted by ``rel``, so the files under a folder are one contiguous run: two bisects
    count them, without another pass over every file."""
    moved: dict[str, int] = {}
    for folder, count in moved_from.items():
        while folder:
            moved[folder] = moved.get(folder, 0) + count
            folder = folder.rpartition("/")[0]
    keep = set()
    for target in targets:
        while target:
            keep.add(target)
            target = target.rpartition("/")[0]
    out = []
    for folder, count in moved.items():
        if folder in keep:
            continue
        held = bisect_left(files, folder + "0", key=_REL) - bisect_left(files, folder + "/", key=_REL)
        if held == count:
            out.append(folder)
    return sorted(out, key=lambda p: (-p.count("/"), p))


_REL, _NAME, _EXT, _SIZE, _MTIME = itemgetter(1), itemgetter(2), itemgetter(3), itemgetter(4), itemgetter(5)


def _prepend_mkdirs(plan: Plan, folders: list[str]) -> None:
    """Put ``mkdir`` operations for ``folders`` before every other operation."""
    if not folders:
        return
    head = Plan(base=plan.base, methodology=plan.methodology)
    head.reasons, head._reason_index = plan.reasons, plan._reason_index
    for folder in folders:
        head.add("mkdir", "", folder, "create folder", 1.0)
    plan.actions = head.actions + plan.actions
    plan.sources = head.sources + plan.sources
    plan.destinations = head.destinations + plan.destinations
    plan.reason_ids = head.reason_ids + plan.reason_ids
    plan.confidence = head.confidence + plan.confidence
    plan.sizes = head.sizes + plan.sizes
    plan.mtimes = head.mtimes + plan.mtimes


def _storable(rel: str) -> bool:
    """True when ``rel`` is valid Unicode (no surrogate escapes of bytes that are not UTF-8)."""
    if rel.isascii():
        return True
    try:
        rel.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _unstorable(rels: Sequence[str]) -> frozenset[str]:
    """The paths of ``rels`` that are not valid Unicode (one C-level pass first: almost all names are ASCII)."""
    if all(map(str.isascii, rels)):
        return frozenset()
    return frozenset(r for r in rels if not _storable(r))


def _shown(rel: str) -> str:
    """``rel`` with the bytes that are not UTF-8 written as ``\\xNN`` (the summary is stored and sent as JSON)."""
    return rel.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
