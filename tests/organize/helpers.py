"""Helpers for organize tests: build file trees and snapshot them."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path


def make_tree(root: Path, files: dict[str, bytes | str], mtime: float | None = None) -> None:
    """Create ``files`` (relative path -> content) under ``root``."""
    for rel, content in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content.encode() if isinstance(content, str) else content)
        if mtime is not None:
            os.utime(path, (mtime, mtime))


def snapshot(root: Path) -> dict[str, str]:
    """Relative path -> sha256 of every file under ``root`` (hidden ones included)."""
    out = {}
    for folder, _dirs, names in os.walk(root):
        for name in names:
            path = Path(folder) / name
            out[str(path.relative_to(root))] = hashlib.sha256(path.read_bytes()).hexdigest()
    return out


def content_multiset(root: Path) -> list[str]:
    """Sorted hashes of every file: equal lists mean every file exists exactly once with its bytes."""
    return sorted(snapshot(root).values())


def para_rows(root: Path, now: str) -> dict[str, tuple[str, str, float, str]]:
    """PARA's plan of ``root`` (reference time ``now``, ISO): source -> (action, destination, confidence, reason)."""
    from foldwise.plugins.organize.methodologies.para import ParaMethodology
    from foldwise.plugins.organize.planner import build_plan
    from foldwise.plugins.organize.scanner import scan

    files = scan(str(root)).files
    para = ParaMethodology()
    options = para.options({"reference_time": now})
    plan = build_plan(str(root), files, para, options, para.start(options))
    out = {}
    for i in range(len(plan)):
        if plan.sources[i]:
            op = plan.op(i)
            out[plan.sources[i]] = (op.action, plan.destinations[i], op.confidence, op.reason)
    return out
