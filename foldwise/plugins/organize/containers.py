"""Subject containers: a folder the person made for one subject that holds only folders of its own.

``Real Estate/`` with ``Commission/``, ``Leads/``, ``Active/<deal>/`` and ``Closed/2025/<deal>/``, or
``Clients/`` with a folder per client: each inner folder is a unit of work (it moves whole), and each
would be judged by its own words (a clinic's website for a client reads as health, the commission
folder as money). The person said what they all are about by putting them in one folder, so Johnny
Decimal files them in one category, one ID per inner folder. A container is the outermost folder that
means something (``Documents/`` and other dumps, years and status folders such as ``Active/`` are
passed over); it is not one when it is named for projects in general (``Projects/``), for what is
over (``old laptop backup/``), or when it is a person's folder of topics on a shared computer
(``Greg/`` with ``Bank/``, ``Medical/``, ``Boat/``).
"""

from __future__ import annotations

import re
from typing import Collection, Sequence

from foldwise.plugins.organize.judge import (CLIENT_FOLDERS, FINISHED_FOLDERS, ONGOING_FOLDERS, PROJECT_FOLDERS,
                                             folder_key)
from foldwise.plugins.organize.methodologies.common import words
from foldwise.plugins.organize.subjects import ARCHIVE_WORDS, best_subject, score_words
from foldwise.plugins.organize.units import YEAR_FOLDER, Unit, is_generic_folder

__all__ = ["subject_containers", "is_passed_over"]

#: Folders named for projects in general: what is in one is about anything.
_PROJECTS_ONLY = PROJECT_FOLDERS - CLIENT_FOLDERS
_STATUS = ONGOING_FOLDERS | FINISHED_FOLDERS
#: A person's given name as a folder name (``Greg``): with subfolders of several subjects, a folder of topics.
_PERSON_SHAPE = re.compile(r"^[A-Z][a-z]{1,11}$")


def is_passed_over(name: str) -> bool:
    """A folder that says nothing of a subject: a dump (``Documents``), a year, a status (``Active``)."""
    return is_generic_folder(name) or bool(YEAR_FOLDER.match(name.strip().lower())) or folder_key(name) in _STATUS


def _names_subject(name: str) -> bool:
    return best_subject(score_words(sorted(words(name)))).subject is not None


def subject_containers(units: Sequence[Unit], apart: Collection[int] = ()) -> dict[int, str]:
    """Unit index -> the root of the subject container it sits in (only containers of two or more units);
    units ``apart`` (photos of work filed elsewhere: ``Judge.album_kin``) belong to no container."""
    found: dict[str, list[int]] = {}
    roots = {unit.root for unit in units}
    for at, unit in enumerate(units):
        if at in apart:
            continue
        parts = unit.root.split("/")
        for depth, name in enumerate(parts[:-1]):
            if is_passed_over(name):
                continue
            path = "/".join(parts[:depth + 1])
            # a unit's own folder (``House/`` around ``House/Manuals``) is no container: the judge places
            # what sits in it with it
            if path not in roots and folder_key(name) not in _PROJECTS_ONLY and not words(name) & ARCHIVE_WORDS:
                found.setdefault(path, []).append(at)
            break
    out: dict[int, str] = {}
    for root, members in found.items():
        if len(members) < 2:
            continue
        name = root.rpartition("/")[2]
        if _PERSON_SHAPE.match(name) and not _names_subject(name):
            inner = {units[at].root[len(root) + 1:].split("/")[0] for at in members}
            named = {best_subject(score_words(sorted(words(k)))).subject for k in inner} - {None}
            if len(named) >= 2:
                continue  # ``Greg/`` with ``Bank/`` and ``Medical/``: a person's folder of topics
        for at in members:
            out[at] = root
    return out
