"""Whole-plan memos of the ``default`` and ``johnny_decimal`` methodologies (PARA has its own in ``para.py``).

A plan of an unchanged tree is kept in the signal cache (``SignalCache.plans``) under a digest of what it
depends on: every file's path, size and modification time, the options, the folder, the journal evidence,
the methodology's own state (Johnny Decimal's index) and the placement code (``code_stamp``). Planning the
same tree again yields the memoised placements without placing anything.

The planner memoises its own outcome beside them (``outcome_of``/``restore``): the plan's columns and
summary, with a stamp (inode, modification time) of every destination folder it listed for collision
checks. When the placements are a memo hit and every stamp still holds, the plan is rebuilt from its
columns: no per-file work beyond the scan, so a second plan of an unchanged tree costs about a walk.
"""

from __future__ import annotations

import hashlib
import os
import stat
import time
from array import array
from operator import itemgetter
from typing import Any, Iterator, NamedTuple, Sequence

import orjson

from foldwise.plugins.organize.facts import FileFacts
from foldwise.plugins.organize.methodology import Placed
from foldwise.plugins.organize.plan import Plan
from foldwise.plugins.organize.signals import SignalCache

__all__ = ["code_stamp", "plan_key", "FileColumns", "file_columns", "memoised", "planner_stamp", "folder_stamp", "outcome_of", "restore", "RACY_NS"]

#: A folder changed this recently (before it was listed) may change again within the same tick of the
#: file system's clock without its modification time moving: such a plan's outcome is not memoised.
RACY_NS = 50_000_000

_STAMPS: dict[str, str] = {}


#: The modules placement depends on (files beside this one).
_PLACEMENT_MODULES = ("judge.py", "subjects.py", "units.py", "history.py", "signals.py", "naming.py",
                      os.path.join("methodologies", "common.py"), "facts.py", "methodology.py", "common_words.py")


def code_stamp(source: str) -> str:
    """Size and mtime of the modules placement depends on plus ``source`` (the methodology's module): a plan
    memoised by other code (an upgrade, an edited lexicon) is never reused. No source file (a frozen build):
    a stamp that never matches a stored one."""
    found = _STAMPS.get(source)
    if found is None:
        here = os.path.dirname(os.path.abspath(__file__))  # the files, not the modules: no import needed
        parts = []
        for path in (*(os.path.join(here, name) for name in _PLACEMENT_MODULES), __file__, source):
            try:
                st = os.stat(path or "")
                parts.append(f"{st.st_size}:{st.st_mtime_ns}")
            except OSError:
                parts.append(f"{time.time_ns()}:{os.getpid()}")
        found = _STAMPS[source] = ",".join(parts)
    return found


class FileColumns(NamedTuple):
    """The files' relative paths, sizes and modification times as columns: taken once per plan by the planner
    (one pass each over 100,000 records is most of what the key costs) for the memo key and the plan's own
    columns. ``files`` is the list they were taken from."""

    files: Sequence[FileFacts]
    rels: list[str]
    sizes: array
    mtimes: array


def file_columns(files: Sequence[FileFacts]) -> FileColumns:
    # the arrays from lists: faster than from the iterators
    return FileColumns(files, list(map(_REL, files)), array("q", list(map(_SIZE, files))),
                       array("q", list(map(_MTIME, files))))


def plan_key(files: Sequence[FileFacts], *parts: str, columns: FileColumns | None = None) -> str:
    """Digest of ``parts`` (code stamp, options, "now", journal evidence, state) and every file's path, size
    and modification time, with the organized folder (paths joined, sizes and times as packed integers:
    no string is built per file). ``columns``: the files' columns when the planner took them already."""
    if columns is None or columns.files is not files or len(columns.rels) != len(files):
        columns = file_columns(files)
    h = hashlib.blake2b(digest_size=16)
    base = files[0].path[:len(files[0].path) - len(files[0].rel)] if files else ""
    h.update("\0".join((*parts, base)).encode("utf-8", "surrogateescape"))
    h.update("\n".join(columns.rels).encode("utf-8", "surrogateescape"))
    h.update(b"\0")
    h.update(columns.sizes.tobytes())
    h.update(columns.mtimes.tobytes())
    return h.hexdigest()


_REL, _SIZE, _MTIME = itemgetter(1), itemgetter(4), itemgetter(5)


def memoised(placed: Iterator[Placed], cache: SignalCache, key: str, total: int) -> Iterator[Placed]:
    """Yield ``placed`` and memoise the whole list under ``key`` with its last item (the planner stops
    drawing after the last file, so the generator never runs to its end)."""
    out: list[Placed] = []
    append = out.append
    for item in placed:
        append(item)
        if len(out) == total:
            cache.remember_plan(key, out)
        yield item


def planner_stamp() -> str:
    """Size and mtime of the planner's modules (``planner.py``, ``plan.py``, ``signals.py`` and this one): an
    outcome memoised by another planner (an upgrade) is never restored."""
    here = os.path.dirname(os.path.abspath(__file__))
    return code_stamp(os.path.join(here, "planner.py")) + ";" + code_stamp(os.path.join(here, "plan.py"))


def folder_stamp(path: str) -> list[int] | None:
    """``[inode, mtime_ns]`` of a folder (``[-1, -1]`` for something else), None when missing: adding,
    removing or renaming an entry of a folder changes its modification time."""
    try:
        st = os.lstat(path)
    except OSError:
        return None
    if not stat.S_ISDIR(st.st_mode):
        return [-1, -1]
    return [st.st_ino, st.st_mtime_ns]


def outcome_of(plan: Plan, stamps: dict[str, list[int] | None], listed_ns: dict[str, int]) -> dict[str, Any] | None:
    """The memo of a finished plan: its columns and summary, and the stamps of the folders it listed;
    None when a listed folder had changed within ``RACY_NS`` of its listing (its stamp proves nothing)."""
    for rel, stamp in stamps.items():
        if stamp is not None and stamp[1] >= listed_ns[rel] - RACY_NS:
            return None
    try:
        summary = orjson.loads(orjson.dumps(plan.summary))  # a copy: callers may edit the plan's
    except orjson.JSONEncodeError:  # a name that is not UTF-8: not memoised (JSON cannot hold it)
        return None
    # copies of the columns (arrays stay arrays: ``outcome_file`` writes their bytes as they are)
    return {"code": planner_stamp(), "stamps": dict(stamps), "actions": bytes(plan.actions),
            "sources": list(plan.sources), "destinations": list(plan.destinations), "reasons": list(plan.reasons),
            "reason_ids": array("I", plan.reason_ids), "confidence": array("f", plan.confidence),
            "sizes": array("q", plan.sizes), "mtimes": array("q", plan.mtimes),
            "summary": summary}


def restore(base: str, methodology: str, outcome: dict[str, Any], scan_info: dict[str, Any] | None) -> Plan | None:
    """The plan memoised in ``outcome`` when every folder it listed is as it was (None otherwise)."""
    try:
        if outcome.get("code") != planner_stamp():
            return None
        prefix = base if base.endswith(os.sep) else base + os.sep
        for rel, stamp in outcome["stamps"].items():
            if folder_stamp(prefix + rel if rel else base) != stamp:
                return None
        plan = Plan(base=base, methodology=methodology)
        actions = outcome["actions"]
        plan.actions = bytearray(actions.encode("ascii") if isinstance(actions, str) else actions)
        plan.sources = list(outcome["sources"])
        plan.destinations = list(outcome["destinations"])
        plan.reasons = list(outcome["reasons"])
        plan._reason_index = {r: i for i, r in enumerate(plan.reasons)}
        plan.reason_ids = array("I", outcome["reason_ids"])
        plan.confidence = array("f", outcome["confidence"])
        plan.sizes = array("q", outcome["sizes"])
        plan.mtimes = array("q", outcome["mtimes"])
        plan.summary = {**orjson.loads(orjson.dumps(outcome["summary"])), **(scan_info or {})}
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError):
        return None  # a memo written by something else: plan as usual
    return plan
