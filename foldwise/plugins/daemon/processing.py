"""What the daemon does with a batch of settled files: apply a rule set or a methodology to them in
one journal transaction (one undo step in the history), or only plan it (``dry_run``).
"""

from __future__ import annotations

import asyncio
import os
from typing import Any

from foldwise.plugins.daemon.watcher import Watch

__all__ = ["process_batch", "RULES_SERVICE", "ORGANIZE_SERVICE"]

RULES_SERVICE = "foldwise.plugins.rules.service:RulesService"
ORGANIZE_SERVICE = "foldwise.plugins.organize.service:OrganizeService"


async def process_batch(kernel: Any, watch: Watch, paths: list[str]) -> dict[str, Any]:
    """Act on ``paths`` (settled files in ``watch.path``); returns counts, ``transaction_id`` and
    the destinations created."""
    label = f"daemon: {os.path.basename(watch.path) or watch.path} ({len(paths)} file{'s' if len(paths) != 1 else ''})"
    if watch.mode == "rules":
        rules = kernel.service(RULES_SERVICE)
        rule_set = await rules.get(watch.rule_set or "")
        if not rule_set.enabled:
            return {"planned": 0, "done": 0, "skipped": len(paths), "failed": 0, "transaction_id": None,
                    "created": [], "reason": f"rule set {rule_set.name} is disabled"}
        if watch.dry_run:
            ops = await rules.plan(rule_set, watch.path, paths)
            return {"planned": len(ops), "done": 0, "skipped": 0, "failed": 0, "transaction_id": None,
                    "created": [], "operations": ops[:100]}
        result = await rules.apply_now(rule_set, watch.path, files=paths, actor="daemon",
                                       description=f"{label}, rules {rule_set.name}")
        ops_created = [p for p in result.get("created", [])]
        return {**result, "created": ops_created}
    return await _methodology(kernel, watch, paths, label)


async def _methodology(kernel: Any, watch: Watch, paths: list[str], label: str) -> dict[str, Any]:
    organize = kernel.service(ORGANIZE_SERVICE)
    plan = await organize.build(watch.path, watch.methodology)
    wanted = set(paths)
    moves: list[tuple[str, str]] = []
    stats: list[tuple[int, int]] = []
    for index in plan.indexes():
        op = plan.op(index)
        if op.action in ("move", "rename") and op.source in wanted:
            moves.append((op.source, op.destination))
            stats.append((op.size, op.mtime_ns))
    if watch.dry_run or not moves:
        return {"planned": len(moves), "done": 0, "skipped": len(paths) - len(moves), "failed": 0,
                "transaction_id": None, "created": []}
    checked = await asyncio.to_thread(_still_same, moves, stats)
    pairs = [moves[i] for i in checked]
    stat_list = [stats[i] for i in checked]
    counts = {"planned": len(moves), "done": 0, "skipped": len(paths) - len(pairs), "failed": 0}
    created: list[str] = []
    transaction_id = None
    async with kernel.journal.transaction("daemon", actor="daemon",
                                          description=f"{label}, {plan.methodology}") as txn:
        transaction_id = txn.id
        results = await txn.move_many(pairs, stats=stat_list) if pairs else []
        for (src, dst), result in zip(pairs, results):
            if result.status == "done":
                counts["done"] += 1
                created.append(dst)
            elif result.status in ("conflict", "missing", "changed"):
                counts["skipped"] += 1
            else:
                counts["failed"] += 1
    return {**counts, "transaction_id": transaction_id if counts["done"] else None, "created": created}


def _still_same(moves: list[tuple[str, str]], stats: list[tuple[int, int]]) -> list[int]:
    """Indexes of moves whose source still has the planned fingerprint."""
    keep = []
    for i, ((src, _dst), (size, mtime)) in enumerate(zip(moves, stats)):
        try:
            st = os.lstat(src)
        except OSError:
            continue
        if st.st_size == size and st.st_mtime_ns == mtime:
            keep.append(i)
    return keep
