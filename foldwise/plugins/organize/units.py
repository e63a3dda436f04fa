"""Folder units: existing folders that hold related work and must move whole or stay.

Walking a file's folders from the top, the first folder whose name means something (not a dump
such as ``Downloads``, ``misc`` or ``old stuff``) is its *unit*; a unit may hold a single file.
Files with no such folder are *loose* and are placed one by one. ``kind_of_unit`` tells a software
or document project, a photo album and a year folder apart.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from itertools import groupby, repeat
from operator import itemgetter
from typing import Iterable, Sequence

from foldwise.plugins.organize.facts import FileFacts
from foldwise.plugins.organize.methodologies.common import words
from foldwise.plugins.organize.subjects import GENERIC_FOLDER_WORDS

__all__ = ["Unit", "find_units", "is_generic_folder", "YEAR_FOLDER", "PROJECT_MARKERS"]

YEAR_FOLDER = re.compile(r"^(?:19[7-9][0-9]|20[0-4][0-9])(?:[ _-]+(?:19[7-9][0-9]|20[0-4][0-9]|[0-9]{2}))?$")
PROJECT_MARKERS = frozenset({"readme.md", "readme", "readme.txt", "package.json", "pyproject.toml", "setup.py",
                             "makefile", "cargo.toml", "go.mod", "requirements.txt", "pom.xml", "build.gradle",
                             "cmakelists.txt", "gemfile", "composer.json", "index.html", "dockerfile"})
_GENERIC_EXTRA = frozenset({"in", "new folder", "untitled folder"})
#: ``FileFacts.name`` and ``FileFacts.kind`` as C-level getters.
_NAME, _KIND = itemgetter(2), itemgetter(6)


def is_generic_folder(name: str) -> bool:
    """True for a folder name that groups nothing in particular (``Downloads``, ``misc``, ``old stuff``)."""
    lower = name.strip().lower()
    if lower in _GENERIC_EXTRA:
        return True
    if YEAR_FOLDER.match(lower):
        return False
    found = words(lower)
    return not found or found <= GENERIC_FOLDER_WORDS or all(w.isdigit() and len(w) < 3 for w in found)


@dataclass
class Unit:
    """One unit folder (``root``, relative) and its files (indexes into the plan's file list)."""

    root: str
    members: list[int] = field(default_factory=list)
    kind: str = ""
    #: the members' ``FileFacts``, names and kind counts when ``kind_of_unit`` looked them up (its placement
    #: reuses them)
    facts: list[FileFacts] | None = field(default=None, repr=False, compare=False)
    names: list[str] | None = field(default=None, repr=False, compare=False)
    kinds: Counter[str] | None = field(default=None, repr=False, compare=False)

    @property
    def name(self) -> str:
        return self.root.rpartition("/")[2]


def find_units(files: Sequence[FileFacts], skip_tops: Iterable[str] = (),
               folders: Sequence[str] | None = None) -> tuple[list[Unit], list[int | None]]:
    """Units (at least two files each) and, per file, the index of its unit or None when loose.

    ``skip_tops``: top-level folders that are organized output already (``Projects``, ``10-19 ...``):
    their files are never grouped. ``folders``: each file's folder, when the caller has them already.
    """
    skipped = {t.lower() for t in skip_tops}
    if folders is None:
        folders = [facts.rel.rpartition("/")[0] for facts in files]
    direct = set(folders)
    children: dict[str, set[str]] = {}
    for folder in direct:
        while folder:
            parent, _, name = folder.rpartition("/")
            children.setdefault(parent, set()).add(name)
            folder = parent
    containers = {f for f, kids in children.items() if f and f not in direct and len(kids) >= 2}
    root_of_folder: dict[str, str | None] = {"": None}
    for folder in direct:
        if folder not in root_of_folder:
            root_of_folder[folder] = _root(folder, skipped, containers)
    units: list[Unit] = []
    index: dict[str, int] = {}
    out: list[int | None] = []
    start = 0
    # a folder's files are consecutive (``files`` is sorted by path) but for its subfolders' files sorting
    # between them: one step per stretch of files of one folder, no code per file
    for folder, stretch in groupby(folders):
        count = len(list(stretch))
        root = root_of_folder[folder]
        if root is None:
            out.extend(repeat(None, count))
        else:
            at = index.get(root)
            if at is None:
                at = index[root] = len(units)
                units.append(Unit(root))
            units[at].members.extend(range(start, start + count))
            out.extend(repeat(at, count))
        start += count
    for unit in units:
        unit.kind = kind_of_unit(unit, files)
    return units, out


def _root(folder: str, skipped: set[str], containers: set[str]) -> str | None:
    """The first meaningful folder from the top; a folder holding only subfolders (``Code/`` with one
    folder per project) is a container, not a unit."""
    parts = folder.split("/")
    if parts[0].lower() in skipped or re.match(r"^\d0-\d9 ", parts[0]):
        return None
    for depth, part in enumerate(parts):
        path = "/".join(parts[:depth + 1])
        if not is_generic_folder(part) and (path not in containers or depth == len(parts) - 1):
            return path
    return None


def kind_of_unit(unit: Unit, files: Sequence[FileFacts]) -> str:
    """``project`` (code or project files), ``album`` (mostly photos and videos), ``year`` (a year
    folder) or ``topic`` (related documents)."""
    if YEAR_FOLDER.match(unit.name.strip().lower()):
        return "year"
    members = unit.facts = list(map(files.__getitem__, unit.members))
    names = unit.names = list(map(_NAME, members))  # C-level passes: a unit may hold 1,000s of files
    kinds = unit.kinds = Counter(map(_KIND, members))
    n = len(members)
    if not PROJECT_MARKERS.isdisjoint(map(str.lower, names)) or kinds["Code"] * 10 >= 3 * n:
        return "project"
    if (kinds["Images"] + kinds["Video"]) * 10 >= 6 * n:
        return "album"
    return "topic"
