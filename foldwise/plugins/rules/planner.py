"""Planning a rule set over files: which rule matches each file and what its action would do.

The plan is a list of operations in organize's operation shape (``id``, ``source``,
``destination``, ``action``, ``reason``, ``confidence``, ``fingerprint``) plus ``rule``.
Planning changes nothing; it runs in a worker thread.
"""

from __future__ import annotations

import os
import re
from collections import defaultdict
from datetime import datetime, timezone
from typing import Any, Callable, Iterable

from foldwise.plugins.rules.matching import FileInfo, Matcher, category_of, split_name
from foldwise.plugins.rules.ruleset import Action, Rule

__all__ = ["scan_folder", "find_duplicates", "render", "plan_files", "stat_files", "ARCHIVE_FOLDER"]

_FIELD = re.compile(r"\{([a-z_]+)(?::([^{}]*))?\}")
#: Where ``archive`` puts files when its action names no destination.
ARCHIVE_FOLDER = "Archive"
_SKIP_DIRS = frozenset({".git", ".foldwise", "node_modules", "__pycache__"})


def scan_folder(base: str, exclude: Iterable[str] = (), limit: int = 200_000) -> list[FileInfo]:
    """Regular files under ``base`` (recursive; hidden files, symlinks and ``exclude`` folders skipped)."""
    excluded = {os.path.normpath(e) for e in exclude}
    found: list[FileInfo] = []
    stack = [base]
    while stack and len(found) < limit:
        folder = stack.pop()
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if entry.name.startswith("."):
                continue
            try:
                if entry.is_dir(follow_symlinks=False):
                    if entry.name not in _SKIP_DIRS and entry.path not in excluded:
                        stack.append(entry.path)
                elif entry.is_file(follow_symlinks=False):
                    st = entry.stat(follow_symlinks=False)
                    found.append(FileInfo(entry.path, os.path.relpath(entry.path, base), st.st_size,
                                          st.st_mtime_ns))
            except OSError:
                continue
    found.sort(key=lambda f: f.rel)
    return found


def stat_files(base: str, paths: Iterable[str]) -> list[FileInfo]:
    """``FileInfo`` for given files (those gone or not regular files are left out)."""
    import stat as st_mod

    found = []
    for path in paths:
        try:
            st = os.lstat(path)
        except OSError:
            continue
        if st_mod.S_ISREG(st.st_mode):
            found.append(FileInfo(path, os.path.relpath(path, base), st.st_size, st.st_mtime_ns))
    return found


def find_duplicates(files: list[FileInfo]) -> set[str]:
    """Paths whose content equals another file's among ``files`` (size first, then a full hash)."""
    import xxhash

    by_size: dict[int, list[FileInfo]] = defaultdict(list)
    for info in files:
        if info.size:
            by_size[info.size].append(info)
    dups: set[str] = set()
    for group in by_size.values():
        if len(group) < 2:
            continue
        by_hash: dict[str, list[str]] = defaultdict(list)
        for info in group:
            digest = xxhash.xxh3_128()
            try:
                with open(info.path, "rb") as handle:
                    for block in iter(lambda: handle.read(1 << 20), b""):
                        digest.update(block)
            except OSError:
                continue
            by_hash[digest.hexdigest()].append(info.path)
        for paths in by_hash.values():
            if len(paths) > 1:
                dups.update(paths)
    return dups


def render(template: str, info: FileInfo) -> str:
    """Fill ``{stem}``, ``{ext}``, ``{name}``, ``{category}``, ``{modified:FORMAT}`` for ``info``."""
    stem, ext = split_name(info.name)
    modified = datetime.fromtimestamp(info.mtime_ns / 1e9, timezone.utc)

    def fill(match: re.Match[str]) -> str:
        key, fmt = match.group(1), match.group(2)
        if key == "modified":
            return modified.strftime(fmt or "%Y-%m-%d")
        return {"stem": stem, "ext": ext, "name": info.name, "category": category_of(info.name)}[key]

    return _FIELD.sub(fill, template)


def _free(dest: str, taken: set[str]) -> str:
    """``dest`` or ``name (2).ext``... when a file exists there or another operation takes it."""
    if dest not in taken and not os.path.lexists(dest):
        return dest
    folder, name = os.path.split(dest)
    stem, ext = split_name(name)
    suffix = f".{name.rpartition('.')[2]}" if ext else ""
    for n in range(2, 10_000):
        candidate = os.path.join(folder, f"{stem} ({n}){suffix}")
        if candidate not in taken and not os.path.lexists(candidate):
            return candidate
    return dest  # pragma: no cover - the journal refuses the conflict


def _target(action: Action, info: FileInfo, base: str) -> str:
    """The absolute destination of a move/copy/hardlink/archive/rename (not yet checked against the roots)."""
    if action.type == "rename":
        return os.path.join(os.path.dirname(info.path), render(action.template or "{name}", info))
    folder = render(action.destination or (ARCHIVE_FOLDER + "/{modified:%Y}"), info)
    folder = folder if os.path.isabs(folder) else os.path.join(base, folder)
    name = render(action.template, info) if action.template else info.name
    return os.path.normpath(os.path.join(folder, name))


def plan_files(matcher: Matcher, base: str, files: list[FileInfo],
               allowed: Callable[[str], bool]) -> list[dict[str, Any]]:
    """One operation per file a rule matches; ``allowed(path)`` says whether a destination is inside
    the roots (a destination outside is planned as ``skip`` with the reason)."""
    ops: list[dict[str, Any]] = []
    taken: set[str] = set()
    folders: dict[str, bool] = {}

    def inside(path: str) -> bool:  # one resolution per destination folder, not per file
        folder = os.path.dirname(path)
        if folder not in folders:
            folders[folder] = allowed(path)
        return folders[folder]

    for info in files:
        rule = matcher.first_match(info)
        if rule is None:
            continue
        ops.append(_operation(len(ops) + 1, rule, info, base, taken, inside))
    return ops


def _operation(op_id: int, rule: Rule, info: FileInfo, base: str, taken: set[str],
               allowed: Callable[[str], bool]) -> dict[str, Any]:
    action = rule.action
    op: dict[str, Any] = {"id": op_id, "source": info.path, "destination": info.path, "action": action.type,
                          "reason": f"rule {rule.name!r}", "confidence": 1.0, "rule": rule.name,
                          "fingerprint": {"size": info.size, "mtime_ns": info.mtime_ns}}
    if action.type in ("tag", "untag"):
        op["tags"] = list(action.tags or [])
        return op
    if action.type == "trash":
        op["destination"] = ""
        return op
    dest = _target(action, info, base)
    if not allowed(dest):
        op.update(action="skip", destination=dest, reason=f"rule {rule.name!r}: the destination is outside the roots")
        return op
    if dest == info.path:
        op.update(action="skip", reason=f"rule {rule.name!r}: already in place")
        return op
    dest = _free(dest, taken)
    taken.add(dest)
    op["destination"] = dest
    return op
