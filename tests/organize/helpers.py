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
