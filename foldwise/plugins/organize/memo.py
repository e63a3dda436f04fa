"""Whole-plan memos of the ``default`` and ``johnny_decimal`` methodologies (PARA has its own in ``para.py``).

A plan of an unchanged tree is kept in the signal cache (``SignalCache.plans``) under a digest of what it
depends on: every file's path, size and modification time, the options, the folder, the journal evidence,
the methodology's own state (Johnny Decimal's index) and the placement code (``code_stamp``). Planning the
same tree again yields the memoised placements without placing anything.
"""

from __future__ import annotations

import hashlib
import os
import time
from typing import Any, Iterator, Sequence

from foldwise.plugins.organize.facts import FileFacts
from foldwise.plugins.organize.methodology import Placed
from foldwise.plugins.organize.signals import SignalCache

__all__ = ["code_stamp", "plan_key", "memoised"]

_STAMPS: dict[str, str] = {}


def code_stamp(source: str) -> str:
    """Size and mtime of the modules placement depends on plus ``source`` (the methodology's module): a plan
    memoised by other code (an upgrade, an edited lexicon) is never reused. No source file (a frozen build):
    a stamp that never matches a stored one."""
    found = _STAMPS.get(source)
    if found is None:
        from foldwise.plugins.organize import facts, history, judge, methodology, naming, signals, subjects, units
        from foldwise.plugins.organize.methodologies import common

        parts = []
        for path in (*(m.__file__ for m in (judge, subjects, units, history, signals, naming, common, facts,
                                             methodology)), __file__, source):
            try:
                st = os.stat(path or "")
                parts.append(f"{st.st_size}:{st.st_mtime_ns}")
            except OSError:
                parts.append(f"{time.time_ns()}:{os.getpid()}")
        found = _STAMPS[source] = ",".join(parts)
    return found


def plan_key(files: Sequence[FileFacts], *parts: str) -> str:
    """Digest of ``parts`` (code stamp, options, "now", journal evidence, state) and every file's path, size
    and modification time, with the organized folder."""
    h = hashlib.blake2b(digest_size=16)
    base = files[0].path[:len(files[0].path) - len(files[0].rel)] if files else ""
    h.update("\0".join((*parts, base)).encode("utf-8", "surrogateescape"))
    h.update("\n".join([f"{f[1]}\0{f[4]}\0{f[5]}" for f in files]).encode("utf-8", "surrogateescape"))
    return h.hexdigest()


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
