"""Turning files on disk into index records: the walk, the unchanged-file check, text extraction."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator, Sequence

from foldwise.plugins.search.index import FileRecord, storable
from foldwise.sdk import TRASH_FOLDER

__all__ = ["Entry", "walk", "make_record", "Locator", "TEXT_KINDS"]

#: Kinds whose text (or tags) is extracted into the index; others are found by name and folder.
TEXT_KINDS = frozenset({"document", "spreadsheet", "presentation", "text", "code", "data", "audio"})
Extractor = Callable[[Path, int], "str | None"]


@dataclass(frozen=True)
class Entry:
    """A file found by the walk: path, size and mtime (from one ``stat``)."""

    path: str
    size: int
    mtime: float


def walk(root: str, *, include_hidden: bool = False, skip: Sequence[str] = ()) -> Iterator[Entry]:
    """Every regular file below ``root`` (iterative ``scandir``; symlinks are not followed)."""
    skipped = {os.path.normpath(s) for s in skip}
    stack = [root]
    while stack:
        directory = stack.pop()
        try:
            with os.scandir(directory) as it:
                entries = list(it)
        except OSError:
            continue
        for entry in entries:
            if entry.name.startswith(".") and (not include_hidden or entry.name == TRASH_FOLDER):
                continue
            try:
                if entry.is_dir(follow_symlinks=False):
                    if entry.path not in skipped:
                        stack.append(entry.path)
                elif entry.is_file(follow_symlinks=False) and storable(entry.path):
                    st = entry.stat(follow_symlinks=False)
                    yield Entry(entry.path, st.st_size, st.st_mtime)
            except OSError:
                continue


class Locator:
    """Which root a path belongs to (the deepest containing root) and its folder relative to it."""

    def __init__(self, roots: Sequence[str | Path]) -> None:
        self.roots = sorted((str(r).rstrip(os.sep) or os.sep for r in roots), key=len, reverse=True)

    def __call__(self, path: str) -> tuple[str, str] | None:
        for root in self.roots:
            if path.startswith(root + os.sep):
                folder = os.path.dirname(path[len(root) + 1:])
                return root, folder
        return None


def make_record(entry: Entry, root: str, folder: str, *, kind_of: Callable[[str], str],
                extract: Extractor | None, text_limit: int, max_extract_bytes: int) -> FileRecord:
    """The index record of one file; text comes from ``extract`` for text-bearing kinds (capped)."""
    name = os.path.basename(entry.path)
    ext = name.rsplit(".", 1)[1].lower() if "." in name[1:] else ""
    kind = kind_of(name)
    body = ""
    if extract is not None and kind in TEXT_KINDS and 0 < entry.size <= max_extract_bytes and text_limit > 0:
        try:
            body = (extract(Path(entry.path), text_limit) or "")[:text_limit]
        except Exception:  # noqa: BLE001 - a file we cannot read is still found by name
            body = ""
    return FileRecord(path=entry.path, name=name, folder=folder, root=root, ext=ext, kind=kind,
                      size=entry.size, mtime=entry.mtime, body=body)
