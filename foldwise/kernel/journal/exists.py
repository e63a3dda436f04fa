"""``os.path.lexists`` for many paths at once: one listing per folder that holds many of them.

The journal's pre-checks ask whether each of 10,000s of paths exists (a move's destination, an undo's
target), nearly always to hear "no": one ``lstat`` each, and a ``FileNotFoundError`` built and dropped
each time. ``Existence`` lists a folder asked about often enough once (``os.listdir``); a name missing
from the listing is absent, a name found in it is confirmed with ``lexists`` itself (rare: a conflict),
so every answer is the one ``lexists`` gives, as of the listing. A folder that cannot be listed, or is much
larger than the questions asked about it, is answered with ``lexists`` path by path, as before. This is a
pre-check only: the change itself never overwrites (``RENAME_NOREPLACE``) whatever it said.
"""

from __future__ import annotations

import os
import stat
from typing import Iterable

__all__ = ["Existence", "MIN_PER_FOLDER"]

#: Questions about one folder from which listing it is cheaper than an ``lstat`` per path.
MIN_PER_FOLDER = 8
#: A folder whose size (``st_size``) exceeds this many bytes per question is not listed: a few ``lstat``
#: calls cost less than reading a huge folder (ext4 holds ~100 entries per 4 KiB; tmpfs counts 20 bytes each).
_BYTES_PER_QUESTION = 2048
_ABSENT: frozenset[str] = frozenset()


def _split(path: str) -> tuple[str, str]:
    parent, _, name = path.rpartition("/")
    return parent or "/", name


class Existence:
    """Answers ``lexists(path)`` for paths given in advance (others are ``lstat``-ed as asked)."""

    __slots__ = ("_listings", "_counts")

    def __init__(self, paths: Iterable[str | None]) -> None:
        counts: dict[str, int] = {}
        for path in paths:
            if path and path[:1] == "/":
                parent = _split(path)[0]
                counts[parent] = counts.get(parent, 0) + 1
        self._counts = {parent: n for parent, n in counts.items() if n >= MIN_PER_FOLDER}
        #: parent -> its names (listed on first use); None: answer with ``lexists``
        self._listings: dict[str, frozenset[str] | None] = {}

    def __call__(self, path: str) -> bool:
        """``os.path.lexists(path)``."""
        parent, name = _split(path)
        try:
            names = self._listings[parent]
        except KeyError:
            names = self._list(parent)
        if names is None or not name or name in (".", ".."):
            return os.path.lexists(path)
        return name in names and os.path.lexists(path)

    def _list(self, parent: str) -> frozenset[str] | None:
        wanted = self._counts.get(parent)
        names: frozenset[str] | None = None
        if wanted is not None:
            try:
                st = os.stat(parent)
                if not stat.S_ISDIR(st.st_mode):
                    names = _ABSENT  # a file on the way: nothing below it exists
                elif st.st_size <= wanted * _BYTES_PER_QUESTION:
                    names = frozenset(os.listdir(parent))
            except (FileNotFoundError, NotADirectoryError):
                names = _ABSENT  # no such folder (yet): nothing in it exists
            except OSError:
                names = None  # unreadable: path by path
        self._listings[parent] = names
        return names
