"""Carrying out planned rule operations inside one journal transaction (the ``rules_apply`` job and
the daemon share it): every change is journaled, so the whole run is one undo step.

Before each operation the source's fingerprint (size, mtime_ns) is compared with the plan; a file
that changed or vanished is skipped, never acted on blindly.
"""

from __future__ import annotations

import asyncio
import os
from typing import Any, Callable

from foldwise.plugins.rules.tagging import retag, tag_service

__all__ = ["apply_operations", "MOVE_LIKE"]

MOVE_LIKE = frozenset({"move", "rename", "archive"})


def _unchanged(ops: list[dict[str, Any]]) -> list[str | None]:
    """Per operation: None when its source still matches its fingerprint, else why not."""
    reasons: list[str | None] = []
    for op in ops:
        try:
            st = os.lstat(op["source"])
        except OSError:
            reasons.append("source missing")
            continue
        fp = op.get("fingerprint") or {}
        same = st.st_size == fp.get("size") and st.st_mtime_ns == fp.get("mtime_ns")
        reasons.append(None if same else "source changed since planning")
    return reasons


async def apply_operations(kernel: Any, txn: Any, ops: list[dict[str, Any]],
                           should_stop: Callable[[], bool] | None = None) -> dict[str, Any]:
    """Apply ``ops`` (planned by ``planner.plan_files``) through ``txn``; returns counts and problems."""
    from foldwise.sdk import ApiError

    counts = {"done": 0, "skipped": 0, "failed": 0, "cancelled": 0}
    problems: list[dict[str, Any]] = []
    created: list[str] = []
    work = [op for op in ops if op["action"] != "skip"]
    counts["skipped"] += len(ops) - len(work)
    reasons = await asyncio.to_thread(_unchanged, work)

    def problem(op: dict[str, Any], kind: str, reason: str) -> None:
        counts[kind] += 1
        if len(problems) < 1000:
            problems.append({"id": op["id"], "source": op["source"], "destination": op["destination"],
                             "action": op["action"], "status": kind, "reason": reason})

    moves: list[dict[str, Any]] = []
    for op, reason in zip(work, reasons):
        if reason is not None:
            problem(op, "skipped", reason)
        elif op["action"] in MOVE_LIKE:
            moves.append(op)
    if moves:
        pairs = [(op["source"], op["destination"]) for op in moves]
        stats = [(op["fingerprint"]["size"], op["fingerprint"]["mtime_ns"]) for op in moves]
        results = await txn.move_many(pairs, should_stop=should_stop, stats=stats)
        for op, result in zip(moves, results):
            if result.status == "done":
                counts["done"] += 1
                created.append(op["destination"])
            elif result.status == "cancelled":
                counts["cancelled"] += 1
            else:
                problem(op, "skipped" if result.status in ("conflict", "missing", "changed") else "failed",
                        result.error or result.status)
    tags = None
    for op, reason in zip(work, reasons):
        if reason is not None or op["action"] in MOVE_LIKE:
            continue
        if should_stop is not None and should_stop():
            counts["cancelled"] += 1
            continue
        try:
            if op["action"] == "copy":
                await txn.write_new(op["destination"], op["source"])
                created.append(op["destination"])
            elif op["action"] == "hardlink":
                await txn.link_new(op["source"], op["destination"])
                created.append(op["destination"])
            elif op["action"] == "trash":
                await txn.trash(op["source"])
            else:  # tag / untag
                tags = tags or tag_service(kernel)
                await retag(tags, txn, op["source"], add=op["tags"] if op["action"] == "tag" else [],
                            remove=op["tags"] if op["action"] == "untag" else [])
            counts["done"] += 1
        except ApiError as exc:
            if exc.code == "optional_feature_unavailable":
                raise
            problem(op, "failed", exc.message)
    return {**counts, "problems": problems, "problems_truncated": len(problems) >= 1000, "created": created}
